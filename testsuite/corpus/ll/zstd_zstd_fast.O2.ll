; ModuleID = 'src/zstd/lib/compress/zstd_fast.c'
source_filename = "src/zstd/lib/compress/zstd_fast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ZSTD_match4Found_cmov.dummy = internal constant [4 x i8] c"\124Vx", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_fillHashTable(ptr nocapture noundef readonly %0, ptr noundef readnone %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq i32 %3, 1
  %6 = getelementptr inbounds i8, ptr %0, i64 112
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 272
  %9 = load i32, ptr %8, align 4, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = getelementptr inbounds i8, ptr %0, i64 44
  %13 = load i32, ptr %12, align 4, !tbaa !17
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
  %22 = load i32, ptr %21, align 4, !tbaa !18
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
  %35 = load i32, ptr %30, align 1, !tbaa !19
  %36 = mul i32 %35, -1640531535
  %37 = lshr i32 %36, %26
  %38 = zext i32 %37 to i64
  br label %55

39:                                               ; preds = %28
  %40 = load i64, ptr %30, align 1, !tbaa !20
  %41 = mul i64 %40, -3523014627271114752
  %42 = lshr i64 %41, %25
  br label %55

43:                                               ; preds = %28
  %44 = load i64, ptr %30, align 1, !tbaa !20
  %45 = mul i64 %44, -3523014627193847808
  %46 = lshr i64 %45, %25
  br label %55

47:                                               ; preds = %28
  %48 = load i64, ptr %30, align 1, !tbaa !20
  %49 = mul i64 %48, -3523014627193167104
  %50 = lshr i64 %49, %25
  br label %55

51:                                               ; preds = %28
  %52 = load i64, ptr %30, align 1, !tbaa !20
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
  store i32 %61, ptr %62, align 4, !tbaa !19
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
  %66 = load i32, ptr %64, align 1, !tbaa !19
  %67 = mul i32 %66, -1640531535
  %68 = lshr i32 %67, %26
  %69 = zext i32 %68 to i64
  br label %86

70:                                               ; preds = %63
  %71 = load i64, ptr %64, align 1, !tbaa !20
  %72 = mul i64 %71, -3523014627271114752
  %73 = lshr i64 %72, %25
  br label %86

74:                                               ; preds = %63
  %75 = load i64, ptr %64, align 1, !tbaa !20
  %76 = mul i64 %75, -3523014627193847808
  %77 = lshr i64 %76, %25
  br label %86

78:                                               ; preds = %63
  %79 = load i64, ptr %64, align 1, !tbaa !20
  %80 = mul i64 %79, -3523014627193167104
  %81 = lshr i64 %80, %25
  br label %86

82:                                               ; preds = %63
  %83 = load i64, ptr %64, align 1, !tbaa !20
  %84 = mul i64 %83, -3523014627327384477
  %85 = lshr i64 %84, %25
  br label %86

86:                                               ; preds = %82, %78, %74, %70, %65
  %87 = phi i64 [ %69, %65 ], [ %81, %78 ], [ %77, %74 ], [ %73, %70 ], [ %85, %82 ]
  %88 = lshr i64 %87, 8
  %89 = getelementptr inbounds i32, ptr %7, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !19
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %97

92:                                               ; preds = %86
  %93 = trunc i64 %87 to i32
  %94 = and i32 %93, 255
  %95 = add i32 %60, 256
  %96 = or disjoint i32 %94, %95
  store i32 %96, ptr %89, align 4, !tbaa !19
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
  %100 = load i64, ptr %98, align 1, !tbaa !20
  %101 = mul i64 %100, -3523014627193167104
  %102 = lshr i64 %101, %25
  br label %120

103:                                              ; preds = %97
  %104 = load i64, ptr %98, align 1, !tbaa !20
  %105 = mul i64 %104, -3523014627193847808
  %106 = lshr i64 %105, %25
  br label %120

107:                                              ; preds = %97
  %108 = load i64, ptr %98, align 1, !tbaa !20
  %109 = mul i64 %108, -3523014627271114752
  %110 = lshr i64 %109, %25
  br label %120

111:                                              ; preds = %97
  %112 = load i64, ptr %98, align 1, !tbaa !20
  %113 = mul i64 %112, -3523014627327384477
  %114 = lshr i64 %113, %25
  br label %120

115:                                              ; preds = %97
  %116 = load i32, ptr %98, align 1, !tbaa !19
  %117 = mul i32 %116, -1640531535
  %118 = lshr i32 %117, %26
  %119 = zext i32 %118 to i64
  br label %120

120:                                              ; preds = %115, %111, %107, %103, %99
  %121 = phi i64 [ %119, %115 ], [ %102, %99 ], [ %106, %103 ], [ %110, %107 ], [ %114, %111 ]
  %122 = lshr i64 %121, 8
  %123 = getelementptr inbounds i32, ptr %7, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !19
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %126, label %131

126:                                              ; preds = %120
  %127 = trunc i64 %121 to i32
  %128 = and i32 %127, 255
  %129 = add i32 %60, 512
  %130 = or disjoint i32 %128, %129
  store i32 %130, ptr %123, align 4, !tbaa !19
  br label %131

131:                                              ; preds = %126, %120, %55
  %132 = getelementptr inbounds i8, ptr %29, i64 3
  %133 = icmp ult ptr %132, %16
  br i1 %133, label %28, label %236, !llvm.loop !21

134:                                              ; preds = %4
  br i1 %18, label %135, label %236

135:                                              ; preds = %134
  %136 = getelementptr inbounds i8, ptr %0, i64 264
  %137 = load i32, ptr %136, align 4, !tbaa !18
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
  %150 = load i32, ptr %145, align 1, !tbaa !19
  %151 = mul i32 %150, -1640531535
  %152 = lshr i32 %151, %141
  %153 = zext i32 %152 to i64
  br label %170

154:                                              ; preds = %143
  %155 = load i64, ptr %145, align 1, !tbaa !20
  %156 = mul i64 %155, -3523014627271114752
  %157 = lshr i64 %156, %140
  br label %170

158:                                              ; preds = %143
  %159 = load i64, ptr %145, align 1, !tbaa !20
  %160 = mul i64 %159, -3523014627193847808
  %161 = lshr i64 %160, %140
  br label %170

162:                                              ; preds = %143
  %163 = load i64, ptr %145, align 1, !tbaa !20
  %164 = mul i64 %163, -3523014627193167104
  %165 = lshr i64 %164, %140
  br label %170

166:                                              ; preds = %143
  %167 = load i64, ptr %145, align 1, !tbaa !20
  %168 = mul i64 %167, -3523014627327384477
  %169 = lshr i64 %168, %140
  br label %170

170:                                              ; preds = %166, %162, %158, %154, %149
  %171 = phi i64 [ %153, %149 ], [ %165, %162 ], [ %161, %158 ], [ %157, %154 ], [ %169, %166 ]
  %172 = getelementptr inbounds i32, ptr %7, i64 %171
  store i32 %148, ptr %172, align 4, !tbaa !19
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
  %176 = load i32, ptr %174, align 1, !tbaa !19
  %177 = mul i32 %176, -1640531535
  %178 = lshr i32 %177, %141
  %179 = zext i32 %178 to i64
  br label %196

180:                                              ; preds = %173
  %181 = load i64, ptr %174, align 1, !tbaa !20
  %182 = mul i64 %181, -3523014627271114752
  %183 = lshr i64 %182, %140
  br label %196

184:                                              ; preds = %173
  %185 = load i64, ptr %174, align 1, !tbaa !20
  %186 = mul i64 %185, -3523014627193847808
  %187 = lshr i64 %186, %140
  br label %196

188:                                              ; preds = %173
  %189 = load i64, ptr %174, align 1, !tbaa !20
  %190 = mul i64 %189, -3523014627193167104
  %191 = lshr i64 %190, %140
  br label %196

192:                                              ; preds = %173
  %193 = load i64, ptr %174, align 1, !tbaa !20
  %194 = mul i64 %193, -3523014627327384477
  %195 = lshr i64 %194, %140
  br label %196

196:                                              ; preds = %192, %188, %184, %180, %175
  %197 = phi i64 [ %179, %175 ], [ %191, %188 ], [ %187, %184 ], [ %183, %180 ], [ %195, %192 ]
  %198 = getelementptr inbounds i32, ptr %7, i64 %197
  %199 = load i32, ptr %198, align 4, !tbaa !19
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %201, label %203

201:                                              ; preds = %196
  %202 = add i32 %148, 1
  store i32 %202, ptr %198, align 4, !tbaa !19
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
  %206 = load i64, ptr %204, align 1, !tbaa !20
  %207 = mul i64 %206, -3523014627193167104
  %208 = lshr i64 %207, %140
  br label %226

209:                                              ; preds = %203
  %210 = load i64, ptr %204, align 1, !tbaa !20
  %211 = mul i64 %210, -3523014627193847808
  %212 = lshr i64 %211, %140
  br label %226

213:                                              ; preds = %203
  %214 = load i64, ptr %204, align 1, !tbaa !20
  %215 = mul i64 %214, -3523014627271114752
  %216 = lshr i64 %215, %140
  br label %226

217:                                              ; preds = %203
  %218 = load i64, ptr %204, align 1, !tbaa !20
  %219 = mul i64 %218, -3523014627327384477
  %220 = lshr i64 %219, %140
  br label %226

221:                                              ; preds = %203
  %222 = load i32, ptr %204, align 1, !tbaa !19
  %223 = mul i32 %222, -1640531535
  %224 = lshr i32 %223, %141
  %225 = zext i32 %224 to i64
  br label %226

226:                                              ; preds = %221, %217, %213, %209, %205
  %227 = phi i64 [ %225, %221 ], [ %208, %205 ], [ %212, %209 ], [ %216, %213 ], [ %220, %217 ]
  %228 = getelementptr inbounds i32, ptr %7, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !19
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %231, label %233

231:                                              ; preds = %226
  %232 = add i32 %148, 2
  store i32 %232, ptr %228, align 4, !tbaa !19
  br label %233

233:                                              ; preds = %231, %226, %170
  %234 = getelementptr inbounds i8, ptr %144, i64 3
  %235 = icmp ult ptr %234, %16
  br i1 %235, label %143, label %236, !llvm.loop !23

236:                                              ; preds = %233, %131, %134, %19
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_fast(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds i8, ptr %0, i64 256
  %7 = getelementptr inbounds i8, ptr %0, i64 272
  %8 = load i32, ptr %7, align 8, !tbaa !24
  %9 = load i32, ptr %6, align 8, !tbaa !25
  %10 = icmp ult i32 %9, 19
  %11 = getelementptr inbounds i8, ptr %0, i64 112
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 276
  %14 = load i32, ptr %13, align 4, !tbaa !26
  %15 = tail call i32 @llvm.umax.i32(i32 %14, i32 1)
  %16 = add i32 %15, 1
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !16
  %20 = ptrtoint ptr %3 to i64
  %21 = ptrtoint ptr %19 to i64
  %22 = add i64 %20, %4
  %23 = sub i64 %22, %21
  %24 = trunc i64 %23 to i32
  %25 = shl nuw i32 1, %9
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load i32, ptr %26, align 8, !tbaa !27
  %28 = sub i32 %24, %27
  %29 = icmp ugt i32 %28, %25
  %30 = sub i32 %24, %25
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load i32, ptr %31, align 8, !tbaa !28
  %33 = icmp eq i32 %32, 0
  %34 = select i1 %33, i1 %29, i1 false
  %35 = select i1 %34, i32 %30, i32 %27
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %19, i64 %36
  %38 = getelementptr inbounds i8, ptr %3, i64 %4
  %39 = getelementptr inbounds i8, ptr %38, i64 -8
  %40 = load i32, ptr %2, align 4, !tbaa !19
  %41 = getelementptr inbounds i8, ptr %2, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !19
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
  br i1 %10, label %63, label %2242

63:                                               ; preds = %5
  switch i32 %8, label %64 [
    i32 7, label %1699
    i32 5, label %613
    i32 6, label %1156
  ]

64:                                               ; preds = %63
  br i1 %62, label %65, label %4410

65:                                               ; preds = %64
  %66 = getelementptr inbounds i8, ptr %0, i64 264
  %67 = load i32, ptr %66, align 4, !tbaa !18
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

78:                                               ; preds = %606, %65
  %79 = phi ptr [ %61, %65 ], [ %611, %606 ]
  %80 = phi ptr [ %60, %65 ], [ %610, %606 ]
  %81 = phi ptr [ %3, %65 ], [ %609, %606 ]
  %82 = phi ptr [ %45, %65 ], [ %609, %606 ]
  %83 = phi i32 [ %58, %65 ], [ %608, %606 ]
  %84 = phi i32 [ %56, %65 ], [ %607, %606 ]
  %85 = getelementptr inbounds i8, ptr %82, i64 1
  %86 = getelementptr inbounds i8, ptr %82, i64 128
  %87 = load i32, ptr %82, align 1, !tbaa !19
  %88 = mul i32 %87, -1640531535
  %89 = lshr i32 %88, %68
  %90 = zext i32 %89 to i64
  %91 = load i32, ptr %85, align 1, !tbaa !19
  %92 = getelementptr inbounds i32, ptr %12, i64 %90
  %93 = load i32, ptr %92, align 4, !tbaa !19
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
  %111 = load i32, ptr %110, align 1, !tbaa !19
  %112 = ptrtoint ptr %106 to i64
  %113 = sub i64 %112, %21
  %114 = trunc i64 %113 to i32
  %115 = getelementptr inbounds i32, ptr %12, i64 %98
  store i32 %114, ptr %115, align 4, !tbaa !19
  %116 = load i32, ptr %104, align 1, !tbaa !19
  %117 = icmp eq i32 %116, %111
  %118 = and i1 %96, %117
  br i1 %118, label %162, label %119

119:                                              ; preds = %97
  %120 = zext i32 %100 to i64
  %121 = getelementptr inbounds i8, ptr %19, i64 %120
  %122 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %100, i32 %35, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %121) #7, !srcloc !29
  %123 = load i32, ptr %106, align 1, !tbaa !19
  %124 = load i32, ptr %122, align 1, !tbaa !19
  %125 = icmp eq i32 %123, %124
  br i1 %125, label %126, label %130

126:                                              ; preds = %119
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %127 = icmp ult i32 %100, %35
  br i1 %127, label %128, label %181

128:                                              ; preds = %126
  %129 = load i32, ptr %104, align 1, !tbaa !19
  br label %130

130:                                              ; preds = %128, %119
  %131 = phi i32 [ %129, %128 ], [ %116, %119 ]
  %132 = getelementptr inbounds i32, ptr %12, i64 %109
  %133 = load i32, ptr %132, align 4, !tbaa !19
  %134 = mul i32 %131, -1640531535
  %135 = lshr i32 %134, %68
  %136 = zext i32 %135 to i64
  %137 = ptrtoint ptr %105 to i64
  %138 = sub i64 %137, %21
  %139 = trunc i64 %138 to i32
  store i32 %139, ptr %132, align 4, !tbaa !19
  %140 = zext i32 %133 to i64
  %141 = getelementptr inbounds i8, ptr %19, i64 %140
  %142 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %133, i32 %35, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %141) #7, !srcloc !29
  %143 = load i32, ptr %105, align 1, !tbaa !19
  %144 = load i32, ptr %142, align 1, !tbaa !19
  %145 = icmp eq i32 %143, %144
  br i1 %145, label %146, label %150

146:                                              ; preds = %130
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %147 = icmp ult i32 %133, %35
  br i1 %147, label %150, label %148

148:                                              ; preds = %146
  %149 = icmp ult i64 %101, 5
  br i1 %149, label %181, label %193

150:                                              ; preds = %146, %130
  %151 = getelementptr inbounds i32, ptr %12, i64 %136
  %152 = load i32, ptr %151, align 4, !tbaa !19
  %153 = load i32, ptr %103, align 1, !tbaa !19
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
  store i32 %175, ptr %176, align 4, !tbaa !19
  br label %221

177:                                              ; preds = %157, %150
  %178 = phi i64 [ %101, %150 ], [ %158, %157 ]
  %179 = phi ptr [ %102, %150 ], [ %161, %157 ]
  %180 = icmp ult ptr %155, %39
  br i1 %180, label %97, label %4410, !llvm.loop !32

181:                                              ; preds = %126, %148
  %182 = phi ptr [ %104, %148 ], [ %105, %126 ]
  %183 = phi i64 [ %136, %148 ], [ %109, %126 ]
  %184 = phi i64 [ %137, %148 ], [ %112, %126 ]
  %185 = phi i64 [ %140, %148 ], [ %120, %126 ]
  %186 = phi i32 [ %133, %148 ], [ %100, %126 ]
  %187 = phi i32 [ %139, %148 ], [ %114, %126 ]
  %188 = phi ptr [ %105, %148 ], [ %106, %126 ]
  %189 = ptrtoint ptr %182 to i64
  %190 = sub i64 %189, %21
  %191 = trunc i64 %190 to i32
  %192 = getelementptr inbounds i32, ptr %12, i64 %183
  store i32 %191, ptr %192, align 4, !tbaa !19
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
  %233 = load i64, ptr %230, align 1, !tbaa !20
  %234 = load i64, ptr %229, align 1, !tbaa !20
  %235 = icmp eq i64 %233, %234
  br i1 %235, label %240, label %236

236:                                              ; preds = %232
  %237 = xor i64 %234, %233
  %238 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %237, i1 true)
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
  %247 = load i64, ptr %244, align 1, !tbaa !20
  %248 = load i64, ptr %243, align 1, !tbaa !20
  %249 = icmp eq i64 %247, %248
  br i1 %249, label %240, label %250

250:                                              ; preds = %246
  %251 = xor i64 %248, %247
  %252 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %251, i1 true)
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
  %263 = load i32, ptr %259, align 1, !tbaa !19
  %264 = load i32, ptr %260, align 1, !tbaa !19
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
  %305 = load <2 x i64>, ptr %81, align 1, !tbaa !31
  store <2 x i64> %305, ptr %303, align 1, !tbaa !31
  %306 = icmp ugt i64 %300, 16
  %307 = load ptr, ptr %73, align 8, !tbaa !36
  br i1 %306, label %311, label %308

308:                                              ; preds = %304
  %309 = getelementptr inbounds i8, ptr %307, i64 %300
  store ptr %309, ptr %73, align 8, !tbaa !36
  %310 = load ptr, ptr %76, align 8, !tbaa !38
  br label %457

311:                                              ; preds = %304
  %312 = getelementptr inbounds i8, ptr %307, i64 16
  %313 = getelementptr inbounds i8, ptr %81, i64 16
  %314 = getelementptr i8, ptr %307, i64 %300
  %315 = load <2 x i64>, ptr %313, align 1, !tbaa !31
  store <2 x i64> %315, ptr %312, align 1, !tbaa !31
  %316 = icmp slt i64 %300, 33
  br i1 %316, label %445, label %317

317:                                              ; preds = %311
  %318 = getelementptr inbounds i8, ptr %307, i64 32
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi ptr [ %318, %317 ], [ %327, %319 ]
  %321 = phi ptr [ %313, %317 ], [ %325, %319 ]
  %322 = getelementptr inbounds i8, ptr %321, i64 16
  %323 = load <2 x i64>, ptr %322, align 1, !tbaa !31
  store <2 x i64> %323, ptr %320, align 1, !tbaa !31
  %324 = getelementptr inbounds i8, ptr %320, i64 16
  %325 = getelementptr inbounds i8, ptr %321, i64 32
  %326 = load <2 x i64>, ptr %325, align 1, !tbaa !31
  store <2 x i64> %326, ptr %324, align 1, !tbaa !31
  %327 = getelementptr inbounds i8, ptr %320, i64 32
  %328 = icmp ult ptr %327, %314
  br i1 %328, label %319, label %445, !llvm.loop !39

329:                                              ; preds = %295
  %330 = icmp ugt ptr %81, %72
  br i1 %330, label %348, label %331

331:                                              ; preds = %329
  %332 = sub i64 %74, %299
  %333 = getelementptr inbounds i8, ptr %303, i64 %332
  %334 = load <2 x i64>, ptr %81, align 1, !tbaa !31
  store <2 x i64> %334, ptr %303, align 1, !tbaa !31
  %335 = icmp slt i64 %332, 17
  br i1 %335, label %348, label %336

336:                                              ; preds = %331
  %337 = getelementptr inbounds i8, ptr %303, i64 16
  br label %338

338:                                              ; preds = %338, %336
  %339 = phi ptr [ %337, %336 ], [ %346, %338 ]
  %340 = phi ptr [ %81, %336 ], [ %344, %338 ]
  %341 = getelementptr inbounds i8, ptr %340, i64 16
  %342 = load <2 x i64>, ptr %341, align 1, !tbaa !31
  store <2 x i64> %342, ptr %339, align 1, !tbaa !31
  %343 = getelementptr inbounds i8, ptr %339, i64 16
  %344 = getelementptr inbounds i8, ptr %340, i64 32
  %345 = load <2 x i64>, ptr %344, align 1, !tbaa !31
  store <2 x i64> %345, ptr %343, align 1, !tbaa !31
  %346 = getelementptr inbounds i8, ptr %339, i64 32
  %347 = icmp ult ptr %346, %333
  br i1 %347, label %338, label %348, !llvm.loop !39

348:                                              ; preds = %338, %331, %329
  %349 = phi ptr [ %72, %331 ], [ %81, %329 ], [ %72, %338 ]
  %350 = phi ptr [ %333, %331 ], [ %303, %329 ], [ %333, %338 ]
  %351 = icmp ult ptr %349, %301
  br i1 %351, label %352, label %445

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
  br i1 %376, label %445, label %377

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
  br i1 %395, label %445, label %396

396:                                              ; preds = %394, %352, %377
  %397 = phi ptr [ %350, %352 ], [ %379, %377 ], [ %385, %394 ]
  %398 = phi ptr [ %349, %352 ], [ %378, %377 ], [ %386, %394 ]
  %399 = ptrtoint ptr %398 to i64
  %400 = sub i64 %298, %399
  %401 = and i64 %400, 7
  %402 = icmp eq i64 %401, 0
  br i1 %402, label %412, label %403

403:                                              ; preds = %396, %403
  %404 = phi ptr [ %409, %403 ], [ %397, %396 ]
  %405 = phi ptr [ %407, %403 ], [ %398, %396 ]
  %406 = phi i64 [ %410, %403 ], [ 0, %396 ]
  %407 = getelementptr inbounds i8, ptr %405, i64 1
  %408 = load i8, ptr %405, align 1, !tbaa !31
  %409 = getelementptr inbounds i8, ptr %404, i64 1
  store i8 %408, ptr %404, align 1, !tbaa !31
  %410 = add i64 %406, 1
  %411 = icmp eq i64 %410, %401
  br i1 %411, label %412, label %403, !llvm.loop !44

412:                                              ; preds = %403, %396
  %413 = phi ptr [ %397, %396 ], [ %409, %403 ]
  %414 = phi ptr [ %398, %396 ], [ %407, %403 ]
  %415 = sub i64 %399, %298
  %416 = icmp ugt i64 %415, -8
  br i1 %416, label %445, label %417

417:                                              ; preds = %412, %417
  %418 = phi ptr [ %443, %417 ], [ %413, %412 ]
  %419 = phi ptr [ %441, %417 ], [ %414, %412 ]
  %420 = getelementptr inbounds i8, ptr %419, i64 1
  %421 = load i8, ptr %419, align 1, !tbaa !31
  %422 = getelementptr inbounds i8, ptr %418, i64 1
  store i8 %421, ptr %418, align 1, !tbaa !31
  %423 = getelementptr inbounds i8, ptr %419, i64 2
  %424 = load i8, ptr %420, align 1, !tbaa !31
  %425 = getelementptr inbounds i8, ptr %418, i64 2
  store i8 %424, ptr %422, align 1, !tbaa !31
  %426 = getelementptr inbounds i8, ptr %419, i64 3
  %427 = load i8, ptr %423, align 1, !tbaa !31
  %428 = getelementptr inbounds i8, ptr %418, i64 3
  store i8 %427, ptr %425, align 1, !tbaa !31
  %429 = getelementptr inbounds i8, ptr %419, i64 4
  %430 = load i8, ptr %426, align 1, !tbaa !31
  %431 = getelementptr inbounds i8, ptr %418, i64 4
  store i8 %430, ptr %428, align 1, !tbaa !31
  %432 = getelementptr inbounds i8, ptr %419, i64 5
  %433 = load i8, ptr %429, align 1, !tbaa !31
  %434 = getelementptr inbounds i8, ptr %418, i64 5
  store i8 %433, ptr %431, align 1, !tbaa !31
  %435 = getelementptr inbounds i8, ptr %419, i64 6
  %436 = load i8, ptr %432, align 1, !tbaa !31
  %437 = getelementptr inbounds i8, ptr %418, i64 6
  store i8 %436, ptr %434, align 1, !tbaa !31
  %438 = getelementptr inbounds i8, ptr %419, i64 7
  %439 = load i8, ptr %435, align 1, !tbaa !31
  %440 = getelementptr inbounds i8, ptr %418, i64 7
  store i8 %439, ptr %437, align 1, !tbaa !31
  %441 = getelementptr inbounds i8, ptr %419, i64 8
  %442 = load i8, ptr %438, align 1, !tbaa !31
  %443 = getelementptr inbounds i8, ptr %418, i64 8
  store i8 %442, ptr %440, align 1, !tbaa !31
  %444 = icmp eq ptr %441, %356
  br i1 %444, label %445, label %417, !llvm.loop !46

445:                                              ; preds = %319, %412, %417, %375, %394, %348, %311
  %446 = load ptr, ptr %73, align 8, !tbaa !36
  %447 = getelementptr inbounds i8, ptr %446, i64 %300
  store ptr %447, ptr %73, align 8, !tbaa !36
  %448 = icmp ugt i64 %300, 65535
  %449 = load ptr, ptr %76, align 8, !tbaa !38
  br i1 %448, label %450, label %457, !prof !47

450:                                              ; preds = %445
  store i32 1, ptr %75, align 8, !tbaa !48
  %451 = load ptr, ptr %1, align 8, !tbaa !49
  %452 = ptrtoint ptr %449 to i64
  %453 = ptrtoint ptr %451 to i64
  %454 = sub i64 %452, %453
  %455 = lshr exact i64 %454, 3
  %456 = trunc i64 %455 to i32
  store i32 %456, ptr %77, align 4, !tbaa !50
  br label %457

457:                                              ; preds = %450, %445, %308
  %458 = phi ptr [ %310, %308 ], [ %449, %450 ], [ %449, %445 ]
  %459 = trunc i64 %300 to i16
  %460 = getelementptr inbounds i8, ptr %458, i64 4
  store i16 %459, ptr %460, align 4, !tbaa !51
  store i32 %224, ptr %458, align 4, !tbaa !53
  %461 = add i64 %297, -3
  %462 = icmp ugt i64 %461, 65535
  br i1 %462, label %463, label %470, !prof !54

463:                                              ; preds = %457
  store i32 2, ptr %75, align 8, !tbaa !48
  %464 = load ptr, ptr %1, align 8, !tbaa !49
  %465 = ptrtoint ptr %458 to i64
  %466 = ptrtoint ptr %464 to i64
  %467 = sub i64 %465, %466
  %468 = lshr exact i64 %467, 3
  %469 = trunc i64 %468 to i32
  store i32 %469, ptr %77, align 4, !tbaa !50
  br label %470

470:                                              ; preds = %463, %457
  %471 = trunc i64 %461 to i16
  %472 = getelementptr inbounds i8, ptr %458, i64 6
  store i16 %471, ptr %472, align 2, !tbaa !55
  %473 = getelementptr inbounds i8, ptr %458, i64 8
  store ptr %473, ptr %76, align 8, !tbaa !38
  %474 = getelementptr inbounds i8, ptr %228, i64 %297
  %475 = icmp ugt ptr %474, %39
  br i1 %475, label %606, label %476

476:                                              ; preds = %470
  %477 = add i32 %222, 2
  %478 = zext i32 %222 to i64
  %479 = getelementptr inbounds i8, ptr %59, i64 %478
  %480 = load i32, ptr %479, align 1, !tbaa !19
  %481 = mul i32 %480, -1640531535
  %482 = lshr i32 %481, %68
  %483 = zext i32 %482 to i64
  %484 = getelementptr inbounds i32, ptr %12, i64 %483
  store i32 %477, ptr %484, align 4, !tbaa !19
  %485 = getelementptr inbounds i8, ptr %474, i64 -2
  %486 = ptrtoint ptr %485 to i64
  %487 = sub i64 %486, %21
  %488 = trunc i64 %487 to i32
  %489 = load i32, ptr %485, align 1, !tbaa !19
  %490 = mul i32 %489, -1640531535
  %491 = lshr i32 %490, %68
  %492 = zext i32 %491 to i64
  %493 = getelementptr inbounds i32, ptr %12, i64 %492
  store i32 %488, ptr %493, align 4, !tbaa !19
  %494 = icmp eq i32 %223, 0
  br i1 %494, label %606, label %495

495:                                              ; preds = %476, %601
  %496 = phi ptr [ %604, %601 ], [ %473, %476 ]
  %497 = phi ptr [ %583, %601 ], [ %474, %476 ]
  %498 = phi i32 [ %499, %601 ], [ %227, %476 ]
  %499 = phi i32 [ %498, %601 ], [ %223, %476 ]
  %500 = load i32, ptr %497, align 1, !tbaa !19
  %501 = zext i32 %499 to i64
  %502 = sub nsw i64 0, %501
  %503 = getelementptr inbounds i8, ptr %497, i64 %502
  %504 = load i32, ptr %503, align 1, !tbaa !19
  %505 = icmp eq i32 %500, %504
  br i1 %505, label %506, label %606

506:                                              ; preds = %495
  %507 = getelementptr inbounds i8, ptr %497, i64 4
  %508 = getelementptr inbounds i8, ptr %507, i64 %502
  %509 = icmp ugt ptr %69, %507
  br i1 %509, label %510, label %536

510:                                              ; preds = %506
  %511 = load i64, ptr %508, align 1, !tbaa !20
  %512 = load i64, ptr %507, align 1, !tbaa !20
  %513 = icmp eq i64 %511, %512
  br i1 %513, label %518, label %514

514:                                              ; preds = %510
  %515 = xor i64 %512, %511
  %516 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %515, i1 true)
  %517 = lshr i64 %516, 3
  br label %573

518:                                              ; preds = %510, %524
  %519 = phi ptr [ %522, %524 ], [ %508, %510 ]
  %520 = phi ptr [ %521, %524 ], [ %507, %510 ]
  %521 = getelementptr inbounds i8, ptr %520, i64 8
  %522 = getelementptr inbounds i8, ptr %519, i64 8
  %523 = icmp ult ptr %521, %69
  br i1 %523, label %524, label %536

524:                                              ; preds = %518
  %525 = load i64, ptr %522, align 1, !tbaa !20
  %526 = load i64, ptr %521, align 1, !tbaa !20
  %527 = icmp eq i64 %525, %526
  br i1 %527, label %518, label %528

528:                                              ; preds = %524
  %529 = xor i64 %526, %525
  %530 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %529, i1 true)
  %531 = lshr i64 %530, 3
  %532 = getelementptr inbounds i8, ptr %521, i64 %531
  %533 = ptrtoint ptr %532 to i64
  %534 = ptrtoint ptr %507 to i64
  %535 = sub i64 %533, %534
  br label %573

536:                                              ; preds = %518, %506
  %537 = phi ptr [ %508, %506 ], [ %522, %518 ]
  %538 = phi ptr [ %507, %506 ], [ %521, %518 ]
  %539 = icmp ult ptr %538, %70
  br i1 %539, label %540, label %547

540:                                              ; preds = %536
  %541 = load i32, ptr %537, align 1, !tbaa !19
  %542 = load i32, ptr %538, align 1, !tbaa !19
  %543 = icmp eq i32 %541, %542
  br i1 %543, label %544, label %547

544:                                              ; preds = %540
  %545 = getelementptr inbounds i8, ptr %538, i64 4
  %546 = getelementptr inbounds i8, ptr %537, i64 4
  br label %547

547:                                              ; preds = %544, %540, %536
  %548 = phi ptr [ %546, %544 ], [ %537, %540 ], [ %537, %536 ]
  %549 = phi ptr [ %545, %544 ], [ %538, %540 ], [ %538, %536 ]
  %550 = icmp ult ptr %549, %71
  br i1 %550, label %551, label %558

551:                                              ; preds = %547
  %552 = load i16, ptr %548, align 1, !tbaa !34
  %553 = load i16, ptr %549, align 1, !tbaa !34
  %554 = icmp eq i16 %552, %553
  br i1 %554, label %555, label %558

555:                                              ; preds = %551
  %556 = getelementptr inbounds i8, ptr %549, i64 2
  %557 = getelementptr inbounds i8, ptr %548, i64 2
  br label %558

558:                                              ; preds = %555, %551, %547
  %559 = phi ptr [ %557, %555 ], [ %548, %551 ], [ %548, %547 ]
  %560 = phi ptr [ %556, %555 ], [ %549, %551 ], [ %549, %547 ]
  %561 = icmp ult ptr %560, %38
  br i1 %561, label %562, label %568

562:                                              ; preds = %558
  %563 = load i8, ptr %559, align 1, !tbaa !31
  %564 = load i8, ptr %560, align 1, !tbaa !31
  %565 = icmp eq i8 %563, %564
  %566 = zext i1 %565 to i64
  %567 = getelementptr inbounds i8, ptr %560, i64 %566
  br label %568

568:                                              ; preds = %562, %558
  %569 = phi ptr [ %560, %558 ], [ %567, %562 ]
  %570 = ptrtoint ptr %569 to i64
  %571 = ptrtoint ptr %507 to i64
  %572 = sub i64 %570, %571
  br label %573

573:                                              ; preds = %568, %528, %514
  %574 = phi i64 [ %572, %568 ], [ %517, %514 ], [ %535, %528 ]
  %575 = add i64 %574, 4
  %576 = ptrtoint ptr %497 to i64
  %577 = sub i64 %576, %21
  %578 = trunc i64 %577 to i32
  %579 = mul i32 %500, -1640531535
  %580 = lshr i32 %579, %68
  %581 = zext i32 %580 to i64
  %582 = getelementptr inbounds i32, ptr %12, i64 %581
  store i32 %578, ptr %582, align 4, !tbaa !19
  %583 = getelementptr inbounds i8, ptr %497, i64 %575
  %584 = icmp ugt ptr %497, %72
  br i1 %584, label %589, label %585

585:                                              ; preds = %573
  %586 = load ptr, ptr %73, align 8, !tbaa !36
  %587 = load <2 x i64>, ptr %497, align 1, !tbaa !31
  store <2 x i64> %587, ptr %586, align 1, !tbaa !31
  %588 = load ptr, ptr %76, align 8, !tbaa !38
  br label %589

589:                                              ; preds = %585, %573
  %590 = phi ptr [ %496, %573 ], [ %588, %585 ]
  %591 = getelementptr inbounds i8, ptr %590, i64 4
  store i16 0, ptr %591, align 4, !tbaa !51
  store i32 1, ptr %590, align 4, !tbaa !53
  %592 = add i64 %574, 1
  %593 = icmp ugt i64 %592, 65535
  br i1 %593, label %594, label %601, !prof !54

594:                                              ; preds = %589
  store i32 2, ptr %75, align 8, !tbaa !48
  %595 = load ptr, ptr %1, align 8, !tbaa !49
  %596 = ptrtoint ptr %590 to i64
  %597 = ptrtoint ptr %595 to i64
  %598 = sub i64 %596, %597
  %599 = lshr exact i64 %598, 3
  %600 = trunc i64 %599 to i32
  store i32 %600, ptr %77, align 4, !tbaa !50
  br label %601

601:                                              ; preds = %594, %589
  %602 = trunc i64 %592 to i16
  %603 = getelementptr inbounds i8, ptr %590, i64 6
  store i16 %602, ptr %603, align 2, !tbaa !55
  %604 = getelementptr inbounds i8, ptr %590, i64 8
  store ptr %604, ptr %76, align 8, !tbaa !38
  %605 = icmp ugt ptr %583, %39
  br i1 %605, label %606, label %495

606:                                              ; preds = %601, %495, %476, %470
  %607 = phi i32 [ 0, %476 ], [ %223, %470 ], [ %499, %495 ], [ %498, %601 ]
  %608 = phi i32 [ %227, %476 ], [ %227, %470 ], [ %498, %495 ], [ %499, %601 ]
  %609 = phi ptr [ %474, %476 ], [ %474, %470 ], [ %497, %495 ], [ %583, %601 ]
  %610 = getelementptr inbounds i8, ptr %609, i64 %17
  %611 = getelementptr inbounds i8, ptr %610, i64 1
  %612 = icmp ult ptr %611, %39
  br i1 %612, label %78, label %4410

613:                                              ; preds = %63
  br i1 %62, label %614, label %4410

614:                                              ; preds = %613
  %615 = getelementptr inbounds i8, ptr %0, i64 264
  %616 = load i32, ptr %615, align 4, !tbaa !18
  %617 = sub i32 64, %616
  %618 = zext nneg i32 %617 to i64
  %619 = getelementptr inbounds i8, ptr %38, i64 -7
  %620 = getelementptr inbounds i8, ptr %38, i64 -3
  %621 = getelementptr inbounds i8, ptr %38, i64 -1
  %622 = getelementptr inbounds i8, ptr %38, i64 -32
  %623 = getelementptr inbounds i8, ptr %1, i64 24
  %624 = ptrtoint ptr %622 to i64
  %625 = getelementptr inbounds i8, ptr %1, i64 72
  %626 = getelementptr inbounds i8, ptr %1, i64 8
  %627 = getelementptr inbounds i8, ptr %1, i64 76
  br label %628

628:                                              ; preds = %1149, %614
  %629 = phi ptr [ %61, %614 ], [ %1154, %1149 ]
  %630 = phi ptr [ %60, %614 ], [ %1153, %1149 ]
  %631 = phi ptr [ %3, %614 ], [ %1152, %1149 ]
  %632 = phi ptr [ %45, %614 ], [ %1152, %1149 ]
  %633 = phi i32 [ %58, %614 ], [ %1151, %1149 ]
  %634 = phi i32 [ %56, %614 ], [ %1150, %1149 ]
  %635 = getelementptr inbounds i8, ptr %632, i64 1
  %636 = getelementptr inbounds i8, ptr %632, i64 128
  %637 = load i64, ptr %632, align 1, !tbaa !20
  %638 = mul i64 %637, -3523014627271114752
  %639 = lshr i64 %638, %618
  %640 = load i64, ptr %635, align 1, !tbaa !20
  %641 = getelementptr inbounds i32, ptr %12, i64 %639
  %642 = load i32, ptr %641, align 4, !tbaa !19
  %643 = zext i32 %633 to i64
  %644 = sub nsw i64 0, %643
  %645 = icmp ne i32 %633, 0
  br label %646

646:                                              ; preds = %722, %628
  %647 = phi i64 [ %639, %628 ], [ %681, %722 ]
  %648 = phi i64 [ %640, %628 ], [ %698, %722 ]
  %649 = phi i32 [ %642, %628 ], [ %697, %722 ]
  %650 = phi i64 [ %17, %628 ], [ %723, %722 ]
  %651 = phi ptr [ %636, %628 ], [ %724, %722 ]
  %652 = phi ptr [ %629, %628 ], [ %700, %722 ]
  %653 = phi ptr [ %630, %628 ], [ %699, %722 ]
  %654 = phi ptr [ %635, %628 ], [ %652, %722 ]
  %655 = phi ptr [ %632, %628 ], [ %653, %722 ]
  %656 = mul i64 %648, -3523014627271114752
  %657 = lshr i64 %656, %618
  %658 = getelementptr inbounds i8, ptr %653, i64 %644
  %659 = load i32, ptr %658, align 1, !tbaa !19
  %660 = ptrtoint ptr %655 to i64
  %661 = sub i64 %660, %21
  %662 = trunc i64 %661 to i32
  %663 = getelementptr inbounds i32, ptr %12, i64 %647
  store i32 %662, ptr %663, align 4, !tbaa !19
  %664 = load i32, ptr %653, align 1, !tbaa !19
  %665 = icmp eq i32 %664, %659
  %666 = and i1 %645, %665
  br i1 %666, label %707, label %667

667:                                              ; preds = %646
  %668 = zext i32 %649 to i64
  %669 = getelementptr inbounds i8, ptr %19, i64 %668
  %670 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %649, i32 %35, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %669) #7, !srcloc !29
  %671 = load i32, ptr %655, align 1, !tbaa !19
  %672 = load i32, ptr %670, align 1, !tbaa !19
  %673 = icmp eq i32 %671, %672
  br i1 %673, label %674, label %676

674:                                              ; preds = %667
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %675 = icmp ult i32 %649, %35
  br i1 %675, label %676, label %726

676:                                              ; preds = %674, %667
  %677 = getelementptr inbounds i32, ptr %12, i64 %657
  %678 = load i32, ptr %677, align 4, !tbaa !19
  %679 = load i64, ptr %653, align 1, !tbaa !20
  %680 = mul i64 %679, -3523014627271114752
  %681 = lshr i64 %680, %618
  %682 = ptrtoint ptr %654 to i64
  %683 = sub i64 %682, %21
  %684 = trunc i64 %683 to i32
  store i32 %684, ptr %677, align 4, !tbaa !19
  %685 = zext i32 %678 to i64
  %686 = getelementptr inbounds i8, ptr %19, i64 %685
  %687 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %678, i32 %35, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %686) #7, !srcloc !29
  %688 = load i32, ptr %654, align 1, !tbaa !19
  %689 = load i32, ptr %687, align 1, !tbaa !19
  %690 = icmp eq i32 %688, %689
  br i1 %690, label %691, label %695

691:                                              ; preds = %676
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %692 = icmp ult i32 %678, %35
  br i1 %692, label %695, label %693

693:                                              ; preds = %691
  %694 = icmp ult i64 %650, 5
  br i1 %694, label %726, label %738

695:                                              ; preds = %691, %676
  %696 = getelementptr inbounds i32, ptr %12, i64 %681
  %697 = load i32, ptr %696, align 4, !tbaa !19
  %698 = load i64, ptr %652, align 1, !tbaa !20
  %699 = getelementptr inbounds i8, ptr %653, i64 %650
  %700 = getelementptr inbounds i8, ptr %652, i64 %650
  %701 = icmp ult ptr %699, %651
  br i1 %701, label %722, label %702

702:                                              ; preds = %695
  %703 = add i64 %650, 1
  %704 = getelementptr inbounds i8, ptr %652, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %704, i32 0, i32 3, i32 1)
  %705 = getelementptr inbounds i8, ptr %652, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %705, i32 0, i32 3, i32 1)
  %706 = getelementptr inbounds i8, ptr %651, i64 128
  br label %722

707:                                              ; preds = %646
  %708 = getelementptr inbounds i8, ptr %653, i64 %644
  %709 = getelementptr inbounds i8, ptr %653, i64 -1
  %710 = load i8, ptr %709, align 1, !tbaa !31
  %711 = getelementptr inbounds i8, ptr %708, i64 -1
  %712 = load i8, ptr %711, align 1, !tbaa !31
  %713 = icmp eq i8 %710, %712
  %714 = sext i1 %713 to i64
  %715 = getelementptr inbounds i8, ptr %653, i64 %714
  %716 = getelementptr inbounds i8, ptr %708, i64 %714
  %717 = select i1 %713, i64 5, i64 4
  %718 = ptrtoint ptr %654 to i64
  %719 = sub i64 %718, %21
  %720 = trunc i64 %719 to i32
  %721 = getelementptr inbounds i32, ptr %12, i64 %657
  store i32 %720, ptr %721, align 4, !tbaa !19
  br label %766

722:                                              ; preds = %702, %695
  %723 = phi i64 [ %650, %695 ], [ %703, %702 ]
  %724 = phi ptr [ %651, %695 ], [ %706, %702 ]
  %725 = icmp ult ptr %700, %39
  br i1 %725, label %646, label %4410, !llvm.loop !32

726:                                              ; preds = %674, %693
  %727 = phi ptr [ %653, %693 ], [ %654, %674 ]
  %728 = phi i64 [ %681, %693 ], [ %657, %674 ]
  %729 = phi i64 [ %682, %693 ], [ %660, %674 ]
  %730 = phi i64 [ %685, %693 ], [ %668, %674 ]
  %731 = phi i32 [ %678, %693 ], [ %649, %674 ]
  %732 = phi i32 [ %684, %693 ], [ %662, %674 ]
  %733 = phi ptr [ %654, %693 ], [ %655, %674 ]
  %734 = ptrtoint ptr %727 to i64
  %735 = sub i64 %734, %21
  %736 = trunc i64 %735 to i32
  %737 = getelementptr inbounds i32, ptr %12, i64 %728
  store i32 %736, ptr %737, align 4, !tbaa !19
  br label %738

738:                                              ; preds = %726, %693
  %739 = phi i64 [ %682, %693 ], [ %729, %726 ]
  %740 = phi i64 [ %685, %693 ], [ %730, %726 ]
  %741 = phi i32 [ %678, %693 ], [ %731, %726 ]
  %742 = phi i32 [ %684, %693 ], [ %732, %726 ]
  %743 = phi ptr [ %654, %693 ], [ %733, %726 ]
  %744 = getelementptr inbounds i8, ptr %19, i64 %740
  %745 = ptrtoint ptr %744 to i64
  %746 = sub i64 %739, %745
  %747 = trunc i64 %746 to i32
  %748 = add i32 %747, 3
  %749 = icmp ugt ptr %743, %631
  %750 = icmp ugt i32 %741, %35
  %751 = and i1 %750, %749
  br i1 %751, label %752, label %766

752:                                              ; preds = %738, %761
  %753 = phi ptr [ %756, %761 ], [ %743, %738 ]
  %754 = phi i64 [ %762, %761 ], [ 4, %738 ]
  %755 = phi ptr [ %758, %761 ], [ %744, %738 ]
  %756 = getelementptr inbounds i8, ptr %753, i64 -1
  %757 = load i8, ptr %756, align 1, !tbaa !31
  %758 = getelementptr inbounds i8, ptr %755, i64 -1
  %759 = load i8, ptr %758, align 1, !tbaa !31
  %760 = icmp eq i8 %757, %759
  br i1 %760, label %761, label %766

761:                                              ; preds = %752
  %762 = add i64 %754, 1
  %763 = icmp ugt ptr %756, %631
  %764 = icmp ugt ptr %758, %37
  %765 = and i1 %763, %764
  br i1 %765, label %752, label %766, !llvm.loop !33

766:                                              ; preds = %761, %752, %738, %707
  %767 = phi i32 [ %662, %707 ], [ %742, %738 ], [ %742, %752 ], [ %742, %761 ]
  %768 = phi i32 [ %634, %707 ], [ %633, %738 ], [ %633, %752 ], [ %633, %761 ]
  %769 = phi i32 [ 1, %707 ], [ %748, %738 ], [ %748, %752 ], [ %748, %761 ]
  %770 = phi ptr [ %716, %707 ], [ %744, %738 ], [ %758, %761 ], [ %755, %752 ]
  %771 = phi i64 [ %717, %707 ], [ 4, %738 ], [ %762, %761 ], [ %754, %752 ]
  %772 = phi i32 [ %633, %707 ], [ %747, %738 ], [ %747, %752 ], [ %747, %761 ]
  %773 = phi ptr [ %715, %707 ], [ %743, %738 ], [ %756, %761 ], [ %753, %752 ]
  %774 = getelementptr inbounds i8, ptr %773, i64 %771
  %775 = getelementptr inbounds i8, ptr %770, i64 %771
  %776 = icmp ugt ptr %619, %774
  br i1 %776, label %777, label %803

777:                                              ; preds = %766
  %778 = load i64, ptr %775, align 1, !tbaa !20
  %779 = load i64, ptr %774, align 1, !tbaa !20
  %780 = icmp eq i64 %778, %779
  br i1 %780, label %785, label %781

781:                                              ; preds = %777
  %782 = xor i64 %779, %778
  %783 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %782, i1 true)
  %784 = lshr i64 %783, 3
  br label %840

785:                                              ; preds = %777, %791
  %786 = phi ptr [ %789, %791 ], [ %775, %777 ]
  %787 = phi ptr [ %788, %791 ], [ %774, %777 ]
  %788 = getelementptr inbounds i8, ptr %787, i64 8
  %789 = getelementptr inbounds i8, ptr %786, i64 8
  %790 = icmp ult ptr %788, %619
  br i1 %790, label %791, label %803

791:                                              ; preds = %785
  %792 = load i64, ptr %789, align 1, !tbaa !20
  %793 = load i64, ptr %788, align 1, !tbaa !20
  %794 = icmp eq i64 %792, %793
  br i1 %794, label %785, label %795

795:                                              ; preds = %791
  %796 = xor i64 %793, %792
  %797 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %796, i1 true)
  %798 = lshr i64 %797, 3
  %799 = getelementptr inbounds i8, ptr %788, i64 %798
  %800 = ptrtoint ptr %799 to i64
  %801 = ptrtoint ptr %774 to i64
  %802 = sub i64 %800, %801
  br label %840

803:                                              ; preds = %785, %766
  %804 = phi ptr [ %775, %766 ], [ %789, %785 ]
  %805 = phi ptr [ %774, %766 ], [ %788, %785 ]
  %806 = icmp ult ptr %805, %620
  br i1 %806, label %807, label %814

807:                                              ; preds = %803
  %808 = load i32, ptr %804, align 1, !tbaa !19
  %809 = load i32, ptr %805, align 1, !tbaa !19
  %810 = icmp eq i32 %808, %809
  br i1 %810, label %811, label %814

811:                                              ; preds = %807
  %812 = getelementptr inbounds i8, ptr %805, i64 4
  %813 = getelementptr inbounds i8, ptr %804, i64 4
  br label %814

814:                                              ; preds = %811, %807, %803
  %815 = phi ptr [ %813, %811 ], [ %804, %807 ], [ %804, %803 ]
  %816 = phi ptr [ %812, %811 ], [ %805, %807 ], [ %805, %803 ]
  %817 = icmp ult ptr %816, %621
  br i1 %817, label %818, label %825

818:                                              ; preds = %814
  %819 = load i16, ptr %815, align 1, !tbaa !34
  %820 = load i16, ptr %816, align 1, !tbaa !34
  %821 = icmp eq i16 %819, %820
  br i1 %821, label %822, label %825

822:                                              ; preds = %818
  %823 = getelementptr inbounds i8, ptr %816, i64 2
  %824 = getelementptr inbounds i8, ptr %815, i64 2
  br label %825

825:                                              ; preds = %822, %818, %814
  %826 = phi ptr [ %824, %822 ], [ %815, %818 ], [ %815, %814 ]
  %827 = phi ptr [ %823, %822 ], [ %816, %818 ], [ %816, %814 ]
  %828 = icmp ult ptr %827, %38
  br i1 %828, label %829, label %835

829:                                              ; preds = %825
  %830 = load i8, ptr %826, align 1, !tbaa !31
  %831 = load i8, ptr %827, align 1, !tbaa !31
  %832 = icmp eq i8 %830, %831
  %833 = zext i1 %832 to i64
  %834 = getelementptr inbounds i8, ptr %827, i64 %833
  br label %835

835:                                              ; preds = %829, %825
  %836 = phi ptr [ %827, %825 ], [ %834, %829 ]
  %837 = ptrtoint ptr %836 to i64
  %838 = ptrtoint ptr %774 to i64
  %839 = sub i64 %837, %838
  br label %840

840:                                              ; preds = %835, %795, %781
  %841 = phi i64 [ %839, %835 ], [ %784, %781 ], [ %802, %795 ]
  %842 = add i64 %841, %771
  %843 = ptrtoint ptr %773 to i64
  %844 = ptrtoint ptr %631 to i64
  %845 = sub i64 %843, %844
  %846 = getelementptr inbounds i8, ptr %631, i64 %845
  %847 = icmp ugt ptr %846, %622
  %848 = load ptr, ptr %623, align 8, !tbaa !36
  br i1 %847, label %874, label %849

849:                                              ; preds = %840
  %850 = load <2 x i64>, ptr %631, align 1, !tbaa !31
  store <2 x i64> %850, ptr %848, align 1, !tbaa !31
  %851 = icmp ugt i64 %845, 16
  %852 = load ptr, ptr %623, align 8, !tbaa !36
  br i1 %851, label %856, label %853

853:                                              ; preds = %849
  %854 = getelementptr inbounds i8, ptr %852, i64 %845
  store ptr %854, ptr %623, align 8, !tbaa !36
  %855 = load ptr, ptr %626, align 8, !tbaa !38
  br label %1002

856:                                              ; preds = %849
  %857 = getelementptr inbounds i8, ptr %852, i64 16
  %858 = getelementptr inbounds i8, ptr %631, i64 16
  %859 = getelementptr i8, ptr %852, i64 %845
  %860 = load <2 x i64>, ptr %858, align 1, !tbaa !31
  store <2 x i64> %860, ptr %857, align 1, !tbaa !31
  %861 = icmp slt i64 %845, 33
  br i1 %861, label %990, label %862

862:                                              ; preds = %856
  %863 = getelementptr inbounds i8, ptr %852, i64 32
  br label %864

864:                                              ; preds = %864, %862
  %865 = phi ptr [ %863, %862 ], [ %872, %864 ]
  %866 = phi ptr [ %858, %862 ], [ %870, %864 ]
  %867 = getelementptr inbounds i8, ptr %866, i64 16
  %868 = load <2 x i64>, ptr %867, align 1, !tbaa !31
  store <2 x i64> %868, ptr %865, align 1, !tbaa !31
  %869 = getelementptr inbounds i8, ptr %865, i64 16
  %870 = getelementptr inbounds i8, ptr %866, i64 32
  %871 = load <2 x i64>, ptr %870, align 1, !tbaa !31
  store <2 x i64> %871, ptr %869, align 1, !tbaa !31
  %872 = getelementptr inbounds i8, ptr %865, i64 32
  %873 = icmp ult ptr %872, %859
  br i1 %873, label %864, label %990, !llvm.loop !39

874:                                              ; preds = %840
  %875 = icmp ugt ptr %631, %622
  br i1 %875, label %893, label %876

876:                                              ; preds = %874
  %877 = sub i64 %624, %844
  %878 = getelementptr inbounds i8, ptr %848, i64 %877
  %879 = load <2 x i64>, ptr %631, align 1, !tbaa !31
  store <2 x i64> %879, ptr %848, align 1, !tbaa !31
  %880 = icmp slt i64 %877, 17
  br i1 %880, label %893, label %881

881:                                              ; preds = %876
  %882 = getelementptr inbounds i8, ptr %848, i64 16
  br label %883

883:                                              ; preds = %883, %881
  %884 = phi ptr [ %882, %881 ], [ %891, %883 ]
  %885 = phi ptr [ %631, %881 ], [ %889, %883 ]
  %886 = getelementptr inbounds i8, ptr %885, i64 16
  %887 = load <2 x i64>, ptr %886, align 1, !tbaa !31
  store <2 x i64> %887, ptr %884, align 1, !tbaa !31
  %888 = getelementptr inbounds i8, ptr %884, i64 16
  %889 = getelementptr inbounds i8, ptr %885, i64 32
  %890 = load <2 x i64>, ptr %889, align 1, !tbaa !31
  store <2 x i64> %890, ptr %888, align 1, !tbaa !31
  %891 = getelementptr inbounds i8, ptr %884, i64 32
  %892 = icmp ult ptr %891, %878
  br i1 %892, label %883, label %893, !llvm.loop !39

893:                                              ; preds = %883, %876, %874
  %894 = phi ptr [ %622, %876 ], [ %631, %874 ], [ %622, %883 ]
  %895 = phi ptr [ %878, %876 ], [ %848, %874 ], [ %878, %883 ]
  %896 = icmp ult ptr %894, %846
  br i1 %896, label %897, label %990

897:                                              ; preds = %893
  %898 = ptrtoint ptr %895 to i64
  %899 = ptrtoint ptr %894 to i64
  %900 = sub i64 %843, %899
  %901 = getelementptr i8, ptr %894, i64 %900
  %902 = icmp ult i64 %900, 8
  %903 = sub i64 %898, %899
  %904 = icmp ult i64 %903, 32
  %905 = select i1 %902, i1 true, i1 %904
  br i1 %905, label %941, label %906

906:                                              ; preds = %897
  %907 = icmp ult i64 %900, 32
  br i1 %907, label %927, label %908

908:                                              ; preds = %906
  %909 = and i64 %900, -32
  br label %910

910:                                              ; preds = %910, %908
  %911 = phi i64 [ 0, %908 ], [ %918, %910 ]
  %912 = getelementptr i8, ptr %895, i64 %911
  %913 = getelementptr i8, ptr %894, i64 %911
  %914 = getelementptr i8, ptr %913, i64 16
  %915 = load <16 x i8>, ptr %913, align 1, !tbaa !31
  %916 = load <16 x i8>, ptr %914, align 1, !tbaa !31
  %917 = getelementptr i8, ptr %912, i64 16
  store <16 x i8> %915, ptr %912, align 1, !tbaa !31
  store <16 x i8> %916, ptr %917, align 1, !tbaa !31
  %918 = add nuw i64 %911, 32
  %919 = icmp eq i64 %918, %909
  br i1 %919, label %920, label %910, !llvm.loop !56

920:                                              ; preds = %910
  %921 = icmp eq i64 %900, %909
  br i1 %921, label %990, label %922

922:                                              ; preds = %920
  %923 = getelementptr i8, ptr %894, i64 %909
  %924 = getelementptr i8, ptr %895, i64 %909
  %925 = and i64 %900, 24
  %926 = icmp eq i64 %925, 0
  br i1 %926, label %941, label %927

927:                                              ; preds = %906, %922
  %928 = phi i64 [ %909, %922 ], [ 0, %906 ]
  %929 = and i64 %900, -8
  %930 = getelementptr i8, ptr %895, i64 %929
  %931 = getelementptr i8, ptr %894, i64 %929
  br label %932

932:                                              ; preds = %932, %927
  %933 = phi i64 [ %928, %927 ], [ %937, %932 ]
  %934 = getelementptr i8, ptr %895, i64 %933
  %935 = getelementptr i8, ptr %894, i64 %933
  %936 = load <8 x i8>, ptr %935, align 1, !tbaa !31
  store <8 x i8> %936, ptr %934, align 1, !tbaa !31
  %937 = add nuw i64 %933, 8
  %938 = icmp eq i64 %937, %929
  br i1 %938, label %939, label %932, !llvm.loop !57

939:                                              ; preds = %932
  %940 = icmp eq i64 %900, %929
  br i1 %940, label %990, label %941

941:                                              ; preds = %939, %897, %922
  %942 = phi ptr [ %895, %897 ], [ %924, %922 ], [ %930, %939 ]
  %943 = phi ptr [ %894, %897 ], [ %923, %922 ], [ %931, %939 ]
  %944 = ptrtoint ptr %943 to i64
  %945 = sub i64 %843, %944
  %946 = and i64 %945, 7
  %947 = icmp eq i64 %946, 0
  br i1 %947, label %957, label %948

948:                                              ; preds = %941, %948
  %949 = phi ptr [ %954, %948 ], [ %942, %941 ]
  %950 = phi ptr [ %952, %948 ], [ %943, %941 ]
  %951 = phi i64 [ %955, %948 ], [ 0, %941 ]
  %952 = getelementptr inbounds i8, ptr %950, i64 1
  %953 = load i8, ptr %950, align 1, !tbaa !31
  %954 = getelementptr inbounds i8, ptr %949, i64 1
  store i8 %953, ptr %949, align 1, !tbaa !31
  %955 = add i64 %951, 1
  %956 = icmp eq i64 %955, %946
  br i1 %956, label %957, label %948, !llvm.loop !58

957:                                              ; preds = %948, %941
  %958 = phi ptr [ %942, %941 ], [ %954, %948 ]
  %959 = phi ptr [ %943, %941 ], [ %952, %948 ]
  %960 = sub i64 %944, %843
  %961 = icmp ugt i64 %960, -8
  br i1 %961, label %990, label %962

962:                                              ; preds = %957, %962
  %963 = phi ptr [ %988, %962 ], [ %958, %957 ]
  %964 = phi ptr [ %986, %962 ], [ %959, %957 ]
  %965 = getelementptr inbounds i8, ptr %964, i64 1
  %966 = load i8, ptr %964, align 1, !tbaa !31
  %967 = getelementptr inbounds i8, ptr %963, i64 1
  store i8 %966, ptr %963, align 1, !tbaa !31
  %968 = getelementptr inbounds i8, ptr %964, i64 2
  %969 = load i8, ptr %965, align 1, !tbaa !31
  %970 = getelementptr inbounds i8, ptr %963, i64 2
  store i8 %969, ptr %967, align 1, !tbaa !31
  %971 = getelementptr inbounds i8, ptr %964, i64 3
  %972 = load i8, ptr %968, align 1, !tbaa !31
  %973 = getelementptr inbounds i8, ptr %963, i64 3
  store i8 %972, ptr %970, align 1, !tbaa !31
  %974 = getelementptr inbounds i8, ptr %964, i64 4
  %975 = load i8, ptr %971, align 1, !tbaa !31
  %976 = getelementptr inbounds i8, ptr %963, i64 4
  store i8 %975, ptr %973, align 1, !tbaa !31
  %977 = getelementptr inbounds i8, ptr %964, i64 5
  %978 = load i8, ptr %974, align 1, !tbaa !31
  %979 = getelementptr inbounds i8, ptr %963, i64 5
  store i8 %978, ptr %976, align 1, !tbaa !31
  %980 = getelementptr inbounds i8, ptr %964, i64 6
  %981 = load i8, ptr %977, align 1, !tbaa !31
  %982 = getelementptr inbounds i8, ptr %963, i64 6
  store i8 %981, ptr %979, align 1, !tbaa !31
  %983 = getelementptr inbounds i8, ptr %964, i64 7
  %984 = load i8, ptr %980, align 1, !tbaa !31
  %985 = getelementptr inbounds i8, ptr %963, i64 7
  store i8 %984, ptr %982, align 1, !tbaa !31
  %986 = getelementptr inbounds i8, ptr %964, i64 8
  %987 = load i8, ptr %983, align 1, !tbaa !31
  %988 = getelementptr inbounds i8, ptr %963, i64 8
  store i8 %987, ptr %985, align 1, !tbaa !31
  %989 = icmp eq ptr %986, %901
  br i1 %989, label %990, label %962, !llvm.loop !59

990:                                              ; preds = %864, %957, %962, %920, %939, %893, %856
  %991 = load ptr, ptr %623, align 8, !tbaa !36
  %992 = getelementptr inbounds i8, ptr %991, i64 %845
  store ptr %992, ptr %623, align 8, !tbaa !36
  %993 = icmp ugt i64 %845, 65535
  %994 = load ptr, ptr %626, align 8, !tbaa !38
  br i1 %993, label %995, label %1002, !prof !47

995:                                              ; preds = %990
  store i32 1, ptr %625, align 8, !tbaa !48
  %996 = load ptr, ptr %1, align 8, !tbaa !49
  %997 = ptrtoint ptr %994 to i64
  %998 = ptrtoint ptr %996 to i64
  %999 = sub i64 %997, %998
  %1000 = lshr exact i64 %999, 3
  %1001 = trunc i64 %1000 to i32
  store i32 %1001, ptr %627, align 4, !tbaa !50
  br label %1002

1002:                                             ; preds = %995, %990, %853
  %1003 = phi ptr [ %855, %853 ], [ %994, %995 ], [ %994, %990 ]
  %1004 = trunc i64 %845 to i16
  %1005 = getelementptr inbounds i8, ptr %1003, i64 4
  store i16 %1004, ptr %1005, align 4, !tbaa !51
  store i32 %769, ptr %1003, align 4, !tbaa !53
  %1006 = add i64 %842, -3
  %1007 = icmp ugt i64 %1006, 65535
  br i1 %1007, label %1008, label %1015, !prof !54

1008:                                             ; preds = %1002
  store i32 2, ptr %625, align 8, !tbaa !48
  %1009 = load ptr, ptr %1, align 8, !tbaa !49
  %1010 = ptrtoint ptr %1003 to i64
  %1011 = ptrtoint ptr %1009 to i64
  %1012 = sub i64 %1010, %1011
  %1013 = lshr exact i64 %1012, 3
  %1014 = trunc i64 %1013 to i32
  store i32 %1014, ptr %627, align 4, !tbaa !50
  br label %1015

1015:                                             ; preds = %1008, %1002
  %1016 = trunc i64 %1006 to i16
  %1017 = getelementptr inbounds i8, ptr %1003, i64 6
  store i16 %1016, ptr %1017, align 2, !tbaa !55
  %1018 = getelementptr inbounds i8, ptr %1003, i64 8
  store ptr %1018, ptr %626, align 8, !tbaa !38
  %1019 = getelementptr inbounds i8, ptr %773, i64 %842
  %1020 = icmp ugt ptr %1019, %39
  br i1 %1020, label %1149, label %1021

1021:                                             ; preds = %1015
  %1022 = add i32 %767, 2
  %1023 = zext i32 %767 to i64
  %1024 = getelementptr inbounds i8, ptr %59, i64 %1023
  %1025 = load i64, ptr %1024, align 1, !tbaa !20
  %1026 = mul i64 %1025, -3523014627271114752
  %1027 = lshr i64 %1026, %618
  %1028 = getelementptr inbounds i32, ptr %12, i64 %1027
  store i32 %1022, ptr %1028, align 4, !tbaa !19
  %1029 = getelementptr inbounds i8, ptr %1019, i64 -2
  %1030 = ptrtoint ptr %1029 to i64
  %1031 = sub i64 %1030, %21
  %1032 = trunc i64 %1031 to i32
  %1033 = load i64, ptr %1029, align 1, !tbaa !20
  %1034 = mul i64 %1033, -3523014627271114752
  %1035 = lshr i64 %1034, %618
  %1036 = getelementptr inbounds i32, ptr %12, i64 %1035
  store i32 %1032, ptr %1036, align 4, !tbaa !19
  %1037 = icmp eq i32 %768, 0
  br i1 %1037, label %1149, label %1038

1038:                                             ; preds = %1021, %1144
  %1039 = phi ptr [ %1147, %1144 ], [ %1018, %1021 ]
  %1040 = phi ptr [ %1126, %1144 ], [ %1019, %1021 ]
  %1041 = phi i32 [ %1042, %1144 ], [ %772, %1021 ]
  %1042 = phi i32 [ %1041, %1144 ], [ %768, %1021 ]
  %1043 = load i32, ptr %1040, align 1, !tbaa !19
  %1044 = zext i32 %1042 to i64
  %1045 = sub nsw i64 0, %1044
  %1046 = getelementptr inbounds i8, ptr %1040, i64 %1045
  %1047 = load i32, ptr %1046, align 1, !tbaa !19
  %1048 = icmp eq i32 %1043, %1047
  br i1 %1048, label %1049, label %1149

1049:                                             ; preds = %1038
  %1050 = getelementptr inbounds i8, ptr %1040, i64 4
  %1051 = getelementptr inbounds i8, ptr %1050, i64 %1045
  %1052 = icmp ugt ptr %619, %1050
  br i1 %1052, label %1053, label %1079

1053:                                             ; preds = %1049
  %1054 = load i64, ptr %1051, align 1, !tbaa !20
  %1055 = load i64, ptr %1050, align 1, !tbaa !20
  %1056 = icmp eq i64 %1054, %1055
  br i1 %1056, label %1061, label %1057

1057:                                             ; preds = %1053
  %1058 = xor i64 %1055, %1054
  %1059 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1058, i1 true)
  %1060 = lshr i64 %1059, 3
  br label %1116

1061:                                             ; preds = %1053, %1067
  %1062 = phi ptr [ %1065, %1067 ], [ %1051, %1053 ]
  %1063 = phi ptr [ %1064, %1067 ], [ %1050, %1053 ]
  %1064 = getelementptr inbounds i8, ptr %1063, i64 8
  %1065 = getelementptr inbounds i8, ptr %1062, i64 8
  %1066 = icmp ult ptr %1064, %619
  br i1 %1066, label %1067, label %1079

1067:                                             ; preds = %1061
  %1068 = load i64, ptr %1065, align 1, !tbaa !20
  %1069 = load i64, ptr %1064, align 1, !tbaa !20
  %1070 = icmp eq i64 %1068, %1069
  br i1 %1070, label %1061, label %1071

1071:                                             ; preds = %1067
  %1072 = xor i64 %1069, %1068
  %1073 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1072, i1 true)
  %1074 = lshr i64 %1073, 3
  %1075 = getelementptr inbounds i8, ptr %1064, i64 %1074
  %1076 = ptrtoint ptr %1075 to i64
  %1077 = ptrtoint ptr %1050 to i64
  %1078 = sub i64 %1076, %1077
  br label %1116

1079:                                             ; preds = %1061, %1049
  %1080 = phi ptr [ %1051, %1049 ], [ %1065, %1061 ]
  %1081 = phi ptr [ %1050, %1049 ], [ %1064, %1061 ]
  %1082 = icmp ult ptr %1081, %620
  br i1 %1082, label %1083, label %1090

1083:                                             ; preds = %1079
  %1084 = load i32, ptr %1080, align 1, !tbaa !19
  %1085 = load i32, ptr %1081, align 1, !tbaa !19
  %1086 = icmp eq i32 %1084, %1085
  br i1 %1086, label %1087, label %1090

1087:                                             ; preds = %1083
  %1088 = getelementptr inbounds i8, ptr %1081, i64 4
  %1089 = getelementptr inbounds i8, ptr %1080, i64 4
  br label %1090

1090:                                             ; preds = %1087, %1083, %1079
  %1091 = phi ptr [ %1089, %1087 ], [ %1080, %1083 ], [ %1080, %1079 ]
  %1092 = phi ptr [ %1088, %1087 ], [ %1081, %1083 ], [ %1081, %1079 ]
  %1093 = icmp ult ptr %1092, %621
  br i1 %1093, label %1094, label %1101

1094:                                             ; preds = %1090
  %1095 = load i16, ptr %1091, align 1, !tbaa !34
  %1096 = load i16, ptr %1092, align 1, !tbaa !34
  %1097 = icmp eq i16 %1095, %1096
  br i1 %1097, label %1098, label %1101

1098:                                             ; preds = %1094
  %1099 = getelementptr inbounds i8, ptr %1092, i64 2
  %1100 = getelementptr inbounds i8, ptr %1091, i64 2
  br label %1101

1101:                                             ; preds = %1098, %1094, %1090
  %1102 = phi ptr [ %1100, %1098 ], [ %1091, %1094 ], [ %1091, %1090 ]
  %1103 = phi ptr [ %1099, %1098 ], [ %1092, %1094 ], [ %1092, %1090 ]
  %1104 = icmp ult ptr %1103, %38
  br i1 %1104, label %1105, label %1111

1105:                                             ; preds = %1101
  %1106 = load i8, ptr %1102, align 1, !tbaa !31
  %1107 = load i8, ptr %1103, align 1, !tbaa !31
  %1108 = icmp eq i8 %1106, %1107
  %1109 = zext i1 %1108 to i64
  %1110 = getelementptr inbounds i8, ptr %1103, i64 %1109
  br label %1111

1111:                                             ; preds = %1105, %1101
  %1112 = phi ptr [ %1103, %1101 ], [ %1110, %1105 ]
  %1113 = ptrtoint ptr %1112 to i64
  %1114 = ptrtoint ptr %1050 to i64
  %1115 = sub i64 %1113, %1114
  br label %1116

1116:                                             ; preds = %1111, %1071, %1057
  %1117 = phi i64 [ %1115, %1111 ], [ %1060, %1057 ], [ %1078, %1071 ]
  %1118 = add i64 %1117, 4
  %1119 = ptrtoint ptr %1040 to i64
  %1120 = sub i64 %1119, %21
  %1121 = trunc i64 %1120 to i32
  %1122 = load i64, ptr %1040, align 1, !tbaa !20
  %1123 = mul i64 %1122, -3523014627271114752
  %1124 = lshr i64 %1123, %618
  %1125 = getelementptr inbounds i32, ptr %12, i64 %1124
  store i32 %1121, ptr %1125, align 4, !tbaa !19
  %1126 = getelementptr inbounds i8, ptr %1040, i64 %1118
  %1127 = icmp ugt ptr %1040, %622
  br i1 %1127, label %1132, label %1128

1128:                                             ; preds = %1116
  %1129 = load ptr, ptr %623, align 8, !tbaa !36
  %1130 = load <2 x i64>, ptr %1040, align 1, !tbaa !31
  store <2 x i64> %1130, ptr %1129, align 1, !tbaa !31
  %1131 = load ptr, ptr %626, align 8, !tbaa !38
  br label %1132

1132:                                             ; preds = %1128, %1116
  %1133 = phi ptr [ %1039, %1116 ], [ %1131, %1128 ]
  %1134 = getelementptr inbounds i8, ptr %1133, i64 4
  store i16 0, ptr %1134, align 4, !tbaa !51
  store i32 1, ptr %1133, align 4, !tbaa !53
  %1135 = add i64 %1117, 1
  %1136 = icmp ugt i64 %1135, 65535
  br i1 %1136, label %1137, label %1144, !prof !54

1137:                                             ; preds = %1132
  store i32 2, ptr %625, align 8, !tbaa !48
  %1138 = load ptr, ptr %1, align 8, !tbaa !49
  %1139 = ptrtoint ptr %1133 to i64
  %1140 = ptrtoint ptr %1138 to i64
  %1141 = sub i64 %1139, %1140
  %1142 = lshr exact i64 %1141, 3
  %1143 = trunc i64 %1142 to i32
  store i32 %1143, ptr %627, align 4, !tbaa !50
  br label %1144

1144:                                             ; preds = %1137, %1132
  %1145 = trunc i64 %1135 to i16
  %1146 = getelementptr inbounds i8, ptr %1133, i64 6
  store i16 %1145, ptr %1146, align 2, !tbaa !55
  %1147 = getelementptr inbounds i8, ptr %1133, i64 8
  store ptr %1147, ptr %626, align 8, !tbaa !38
  %1148 = icmp ugt ptr %1126, %39
  br i1 %1148, label %1149, label %1038

1149:                                             ; preds = %1144, %1038, %1021, %1015
  %1150 = phi i32 [ 0, %1021 ], [ %768, %1015 ], [ %1042, %1038 ], [ %1041, %1144 ]
  %1151 = phi i32 [ %772, %1021 ], [ %772, %1015 ], [ %1041, %1038 ], [ %1042, %1144 ]
  %1152 = phi ptr [ %1019, %1021 ], [ %1019, %1015 ], [ %1040, %1038 ], [ %1126, %1144 ]
  %1153 = getelementptr inbounds i8, ptr %1152, i64 %17
  %1154 = getelementptr inbounds i8, ptr %1153, i64 1
  %1155 = icmp ult ptr %1154, %39
  br i1 %1155, label %628, label %4410

1156:                                             ; preds = %63
  br i1 %62, label %1157, label %4410

1157:                                             ; preds = %1156
  %1158 = getelementptr inbounds i8, ptr %0, i64 264
  %1159 = load i32, ptr %1158, align 4, !tbaa !18
  %1160 = sub i32 64, %1159
  %1161 = zext nneg i32 %1160 to i64
  %1162 = getelementptr inbounds i8, ptr %38, i64 -7
  %1163 = getelementptr inbounds i8, ptr %38, i64 -3
  %1164 = getelementptr inbounds i8, ptr %38, i64 -1
  %1165 = getelementptr inbounds i8, ptr %38, i64 -32
  %1166 = getelementptr inbounds i8, ptr %1, i64 24
  %1167 = ptrtoint ptr %1165 to i64
  %1168 = getelementptr inbounds i8, ptr %1, i64 72
  %1169 = getelementptr inbounds i8, ptr %1, i64 8
  %1170 = getelementptr inbounds i8, ptr %1, i64 76
  br label %1171

1171:                                             ; preds = %1692, %1157
  %1172 = phi ptr [ %61, %1157 ], [ %1697, %1692 ]
  %1173 = phi ptr [ %60, %1157 ], [ %1696, %1692 ]
  %1174 = phi ptr [ %3, %1157 ], [ %1695, %1692 ]
  %1175 = phi ptr [ %45, %1157 ], [ %1695, %1692 ]
  %1176 = phi i32 [ %58, %1157 ], [ %1694, %1692 ]
  %1177 = phi i32 [ %56, %1157 ], [ %1693, %1692 ]
  %1178 = getelementptr inbounds i8, ptr %1175, i64 1
  %1179 = getelementptr inbounds i8, ptr %1175, i64 128
  %1180 = load i64, ptr %1175, align 1, !tbaa !20
  %1181 = mul i64 %1180, -3523014627193847808
  %1182 = lshr i64 %1181, %1161
  %1183 = load i64, ptr %1178, align 1, !tbaa !20
  %1184 = getelementptr inbounds i32, ptr %12, i64 %1182
  %1185 = load i32, ptr %1184, align 4, !tbaa !19
  %1186 = zext i32 %1176 to i64
  %1187 = sub nsw i64 0, %1186
  %1188 = icmp ne i32 %1176, 0
  br label %1189

1189:                                             ; preds = %1265, %1171
  %1190 = phi i64 [ %1182, %1171 ], [ %1224, %1265 ]
  %1191 = phi i64 [ %1183, %1171 ], [ %1241, %1265 ]
  %1192 = phi i32 [ %1185, %1171 ], [ %1240, %1265 ]
  %1193 = phi i64 [ %17, %1171 ], [ %1266, %1265 ]
  %1194 = phi ptr [ %1179, %1171 ], [ %1267, %1265 ]
  %1195 = phi ptr [ %1172, %1171 ], [ %1243, %1265 ]
  %1196 = phi ptr [ %1173, %1171 ], [ %1242, %1265 ]
  %1197 = phi ptr [ %1178, %1171 ], [ %1195, %1265 ]
  %1198 = phi ptr [ %1175, %1171 ], [ %1196, %1265 ]
  %1199 = mul i64 %1191, -3523014627193847808
  %1200 = lshr i64 %1199, %1161
  %1201 = getelementptr inbounds i8, ptr %1196, i64 %1187
  %1202 = load i32, ptr %1201, align 1, !tbaa !19
  %1203 = ptrtoint ptr %1198 to i64
  %1204 = sub i64 %1203, %21
  %1205 = trunc i64 %1204 to i32
  %1206 = getelementptr inbounds i32, ptr %12, i64 %1190
  store i32 %1205, ptr %1206, align 4, !tbaa !19
  %1207 = load i32, ptr %1196, align 1, !tbaa !19
  %1208 = icmp eq i32 %1207, %1202
  %1209 = and i1 %1188, %1208
  br i1 %1209, label %1250, label %1210

1210:                                             ; preds = %1189
  %1211 = zext i32 %1192 to i64
  %1212 = getelementptr inbounds i8, ptr %19, i64 %1211
  %1213 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %1192, i32 %35, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %1212) #7, !srcloc !29
  %1214 = load i32, ptr %1198, align 1, !tbaa !19
  %1215 = load i32, ptr %1213, align 1, !tbaa !19
  %1216 = icmp eq i32 %1214, %1215
  br i1 %1216, label %1217, label %1219

1217:                                             ; preds = %1210
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %1218 = icmp ult i32 %1192, %35
  br i1 %1218, label %1219, label %1269

1219:                                             ; preds = %1217, %1210
  %1220 = getelementptr inbounds i32, ptr %12, i64 %1200
  %1221 = load i32, ptr %1220, align 4, !tbaa !19
  %1222 = load i64, ptr %1196, align 1, !tbaa !20
  %1223 = mul i64 %1222, -3523014627193847808
  %1224 = lshr i64 %1223, %1161
  %1225 = ptrtoint ptr %1197 to i64
  %1226 = sub i64 %1225, %21
  %1227 = trunc i64 %1226 to i32
  store i32 %1227, ptr %1220, align 4, !tbaa !19
  %1228 = zext i32 %1221 to i64
  %1229 = getelementptr inbounds i8, ptr %19, i64 %1228
  %1230 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %1221, i32 %35, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %1229) #7, !srcloc !29
  %1231 = load i32, ptr %1197, align 1, !tbaa !19
  %1232 = load i32, ptr %1230, align 1, !tbaa !19
  %1233 = icmp eq i32 %1231, %1232
  br i1 %1233, label %1234, label %1238

1234:                                             ; preds = %1219
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %1235 = icmp ult i32 %1221, %35
  br i1 %1235, label %1238, label %1236

1236:                                             ; preds = %1234
  %1237 = icmp ult i64 %1193, 5
  br i1 %1237, label %1269, label %1281

1238:                                             ; preds = %1234, %1219
  %1239 = getelementptr inbounds i32, ptr %12, i64 %1224
  %1240 = load i32, ptr %1239, align 4, !tbaa !19
  %1241 = load i64, ptr %1195, align 1, !tbaa !20
  %1242 = getelementptr inbounds i8, ptr %1196, i64 %1193
  %1243 = getelementptr inbounds i8, ptr %1195, i64 %1193
  %1244 = icmp ult ptr %1242, %1194
  br i1 %1244, label %1265, label %1245

1245:                                             ; preds = %1238
  %1246 = add i64 %1193, 1
  %1247 = getelementptr inbounds i8, ptr %1195, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1247, i32 0, i32 3, i32 1)
  %1248 = getelementptr inbounds i8, ptr %1195, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %1248, i32 0, i32 3, i32 1)
  %1249 = getelementptr inbounds i8, ptr %1194, i64 128
  br label %1265

1250:                                             ; preds = %1189
  %1251 = getelementptr inbounds i8, ptr %1196, i64 %1187
  %1252 = getelementptr inbounds i8, ptr %1196, i64 -1
  %1253 = load i8, ptr %1252, align 1, !tbaa !31
  %1254 = getelementptr inbounds i8, ptr %1251, i64 -1
  %1255 = load i8, ptr %1254, align 1, !tbaa !31
  %1256 = icmp eq i8 %1253, %1255
  %1257 = sext i1 %1256 to i64
  %1258 = getelementptr inbounds i8, ptr %1196, i64 %1257
  %1259 = getelementptr inbounds i8, ptr %1251, i64 %1257
  %1260 = select i1 %1256, i64 5, i64 4
  %1261 = ptrtoint ptr %1197 to i64
  %1262 = sub i64 %1261, %21
  %1263 = trunc i64 %1262 to i32
  %1264 = getelementptr inbounds i32, ptr %12, i64 %1200
  store i32 %1263, ptr %1264, align 4, !tbaa !19
  br label %1309

1265:                                             ; preds = %1245, %1238
  %1266 = phi i64 [ %1193, %1238 ], [ %1246, %1245 ]
  %1267 = phi ptr [ %1194, %1238 ], [ %1249, %1245 ]
  %1268 = icmp ult ptr %1243, %39
  br i1 %1268, label %1189, label %4410, !llvm.loop !32

1269:                                             ; preds = %1217, %1236
  %1270 = phi ptr [ %1196, %1236 ], [ %1197, %1217 ]
  %1271 = phi i64 [ %1224, %1236 ], [ %1200, %1217 ]
  %1272 = phi i64 [ %1225, %1236 ], [ %1203, %1217 ]
  %1273 = phi i64 [ %1228, %1236 ], [ %1211, %1217 ]
  %1274 = phi i32 [ %1221, %1236 ], [ %1192, %1217 ]
  %1275 = phi i32 [ %1227, %1236 ], [ %1205, %1217 ]
  %1276 = phi ptr [ %1197, %1236 ], [ %1198, %1217 ]
  %1277 = ptrtoint ptr %1270 to i64
  %1278 = sub i64 %1277, %21
  %1279 = trunc i64 %1278 to i32
  %1280 = getelementptr inbounds i32, ptr %12, i64 %1271
  store i32 %1279, ptr %1280, align 4, !tbaa !19
  br label %1281

1281:                                             ; preds = %1269, %1236
  %1282 = phi i64 [ %1225, %1236 ], [ %1272, %1269 ]
  %1283 = phi i64 [ %1228, %1236 ], [ %1273, %1269 ]
  %1284 = phi i32 [ %1221, %1236 ], [ %1274, %1269 ]
  %1285 = phi i32 [ %1227, %1236 ], [ %1275, %1269 ]
  %1286 = phi ptr [ %1197, %1236 ], [ %1276, %1269 ]
  %1287 = getelementptr inbounds i8, ptr %19, i64 %1283
  %1288 = ptrtoint ptr %1287 to i64
  %1289 = sub i64 %1282, %1288
  %1290 = trunc i64 %1289 to i32
  %1291 = add i32 %1290, 3
  %1292 = icmp ugt ptr %1286, %1174
  %1293 = icmp ugt i32 %1284, %35
  %1294 = and i1 %1293, %1292
  br i1 %1294, label %1295, label %1309

1295:                                             ; preds = %1281, %1304
  %1296 = phi ptr [ %1299, %1304 ], [ %1286, %1281 ]
  %1297 = phi i64 [ %1305, %1304 ], [ 4, %1281 ]
  %1298 = phi ptr [ %1301, %1304 ], [ %1287, %1281 ]
  %1299 = getelementptr inbounds i8, ptr %1296, i64 -1
  %1300 = load i8, ptr %1299, align 1, !tbaa !31
  %1301 = getelementptr inbounds i8, ptr %1298, i64 -1
  %1302 = load i8, ptr %1301, align 1, !tbaa !31
  %1303 = icmp eq i8 %1300, %1302
  br i1 %1303, label %1304, label %1309

1304:                                             ; preds = %1295
  %1305 = add i64 %1297, 1
  %1306 = icmp ugt ptr %1299, %1174
  %1307 = icmp ugt ptr %1301, %37
  %1308 = and i1 %1306, %1307
  br i1 %1308, label %1295, label %1309, !llvm.loop !33

1309:                                             ; preds = %1304, %1295, %1281, %1250
  %1310 = phi i32 [ %1205, %1250 ], [ %1285, %1281 ], [ %1285, %1295 ], [ %1285, %1304 ]
  %1311 = phi i32 [ %1177, %1250 ], [ %1176, %1281 ], [ %1176, %1295 ], [ %1176, %1304 ]
  %1312 = phi i32 [ 1, %1250 ], [ %1291, %1281 ], [ %1291, %1295 ], [ %1291, %1304 ]
  %1313 = phi ptr [ %1259, %1250 ], [ %1287, %1281 ], [ %1301, %1304 ], [ %1298, %1295 ]
  %1314 = phi i64 [ %1260, %1250 ], [ 4, %1281 ], [ %1305, %1304 ], [ %1297, %1295 ]
  %1315 = phi i32 [ %1176, %1250 ], [ %1290, %1281 ], [ %1290, %1295 ], [ %1290, %1304 ]
  %1316 = phi ptr [ %1258, %1250 ], [ %1286, %1281 ], [ %1299, %1304 ], [ %1296, %1295 ]
  %1317 = getelementptr inbounds i8, ptr %1316, i64 %1314
  %1318 = getelementptr inbounds i8, ptr %1313, i64 %1314
  %1319 = icmp ugt ptr %1162, %1317
  br i1 %1319, label %1320, label %1346

1320:                                             ; preds = %1309
  %1321 = load i64, ptr %1318, align 1, !tbaa !20
  %1322 = load i64, ptr %1317, align 1, !tbaa !20
  %1323 = icmp eq i64 %1321, %1322
  br i1 %1323, label %1328, label %1324

1324:                                             ; preds = %1320
  %1325 = xor i64 %1322, %1321
  %1326 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1325, i1 true)
  %1327 = lshr i64 %1326, 3
  br label %1383

1328:                                             ; preds = %1320, %1334
  %1329 = phi ptr [ %1332, %1334 ], [ %1318, %1320 ]
  %1330 = phi ptr [ %1331, %1334 ], [ %1317, %1320 ]
  %1331 = getelementptr inbounds i8, ptr %1330, i64 8
  %1332 = getelementptr inbounds i8, ptr %1329, i64 8
  %1333 = icmp ult ptr %1331, %1162
  br i1 %1333, label %1334, label %1346

1334:                                             ; preds = %1328
  %1335 = load i64, ptr %1332, align 1, !tbaa !20
  %1336 = load i64, ptr %1331, align 1, !tbaa !20
  %1337 = icmp eq i64 %1335, %1336
  br i1 %1337, label %1328, label %1338

1338:                                             ; preds = %1334
  %1339 = xor i64 %1336, %1335
  %1340 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1339, i1 true)
  %1341 = lshr i64 %1340, 3
  %1342 = getelementptr inbounds i8, ptr %1331, i64 %1341
  %1343 = ptrtoint ptr %1342 to i64
  %1344 = ptrtoint ptr %1317 to i64
  %1345 = sub i64 %1343, %1344
  br label %1383

1346:                                             ; preds = %1328, %1309
  %1347 = phi ptr [ %1318, %1309 ], [ %1332, %1328 ]
  %1348 = phi ptr [ %1317, %1309 ], [ %1331, %1328 ]
  %1349 = icmp ult ptr %1348, %1163
  br i1 %1349, label %1350, label %1357

1350:                                             ; preds = %1346
  %1351 = load i32, ptr %1347, align 1, !tbaa !19
  %1352 = load i32, ptr %1348, align 1, !tbaa !19
  %1353 = icmp eq i32 %1351, %1352
  br i1 %1353, label %1354, label %1357

1354:                                             ; preds = %1350
  %1355 = getelementptr inbounds i8, ptr %1348, i64 4
  %1356 = getelementptr inbounds i8, ptr %1347, i64 4
  br label %1357

1357:                                             ; preds = %1354, %1350, %1346
  %1358 = phi ptr [ %1356, %1354 ], [ %1347, %1350 ], [ %1347, %1346 ]
  %1359 = phi ptr [ %1355, %1354 ], [ %1348, %1350 ], [ %1348, %1346 ]
  %1360 = icmp ult ptr %1359, %1164
  br i1 %1360, label %1361, label %1368

1361:                                             ; preds = %1357
  %1362 = load i16, ptr %1358, align 1, !tbaa !34
  %1363 = load i16, ptr %1359, align 1, !tbaa !34
  %1364 = icmp eq i16 %1362, %1363
  br i1 %1364, label %1365, label %1368

1365:                                             ; preds = %1361
  %1366 = getelementptr inbounds i8, ptr %1359, i64 2
  %1367 = getelementptr inbounds i8, ptr %1358, i64 2
  br label %1368

1368:                                             ; preds = %1365, %1361, %1357
  %1369 = phi ptr [ %1367, %1365 ], [ %1358, %1361 ], [ %1358, %1357 ]
  %1370 = phi ptr [ %1366, %1365 ], [ %1359, %1361 ], [ %1359, %1357 ]
  %1371 = icmp ult ptr %1370, %38
  br i1 %1371, label %1372, label %1378

1372:                                             ; preds = %1368
  %1373 = load i8, ptr %1369, align 1, !tbaa !31
  %1374 = load i8, ptr %1370, align 1, !tbaa !31
  %1375 = icmp eq i8 %1373, %1374
  %1376 = zext i1 %1375 to i64
  %1377 = getelementptr inbounds i8, ptr %1370, i64 %1376
  br label %1378

1378:                                             ; preds = %1372, %1368
  %1379 = phi ptr [ %1370, %1368 ], [ %1377, %1372 ]
  %1380 = ptrtoint ptr %1379 to i64
  %1381 = ptrtoint ptr %1317 to i64
  %1382 = sub i64 %1380, %1381
  br label %1383

1383:                                             ; preds = %1378, %1338, %1324
  %1384 = phi i64 [ %1382, %1378 ], [ %1327, %1324 ], [ %1345, %1338 ]
  %1385 = add i64 %1384, %1314
  %1386 = ptrtoint ptr %1316 to i64
  %1387 = ptrtoint ptr %1174 to i64
  %1388 = sub i64 %1386, %1387
  %1389 = getelementptr inbounds i8, ptr %1174, i64 %1388
  %1390 = icmp ugt ptr %1389, %1165
  %1391 = load ptr, ptr %1166, align 8, !tbaa !36
  br i1 %1390, label %1417, label %1392

1392:                                             ; preds = %1383
  %1393 = load <2 x i64>, ptr %1174, align 1, !tbaa !31
  store <2 x i64> %1393, ptr %1391, align 1, !tbaa !31
  %1394 = icmp ugt i64 %1388, 16
  %1395 = load ptr, ptr %1166, align 8, !tbaa !36
  br i1 %1394, label %1399, label %1396

1396:                                             ; preds = %1392
  %1397 = getelementptr inbounds i8, ptr %1395, i64 %1388
  store ptr %1397, ptr %1166, align 8, !tbaa !36
  %1398 = load ptr, ptr %1169, align 8, !tbaa !38
  br label %1545

1399:                                             ; preds = %1392
  %1400 = getelementptr inbounds i8, ptr %1395, i64 16
  %1401 = getelementptr inbounds i8, ptr %1174, i64 16
  %1402 = getelementptr i8, ptr %1395, i64 %1388
  %1403 = load <2 x i64>, ptr %1401, align 1, !tbaa !31
  store <2 x i64> %1403, ptr %1400, align 1, !tbaa !31
  %1404 = icmp slt i64 %1388, 33
  br i1 %1404, label %1533, label %1405

1405:                                             ; preds = %1399
  %1406 = getelementptr inbounds i8, ptr %1395, i64 32
  br label %1407

1407:                                             ; preds = %1407, %1405
  %1408 = phi ptr [ %1406, %1405 ], [ %1415, %1407 ]
  %1409 = phi ptr [ %1401, %1405 ], [ %1413, %1407 ]
  %1410 = getelementptr inbounds i8, ptr %1409, i64 16
  %1411 = load <2 x i64>, ptr %1410, align 1, !tbaa !31
  store <2 x i64> %1411, ptr %1408, align 1, !tbaa !31
  %1412 = getelementptr inbounds i8, ptr %1408, i64 16
  %1413 = getelementptr inbounds i8, ptr %1409, i64 32
  %1414 = load <2 x i64>, ptr %1413, align 1, !tbaa !31
  store <2 x i64> %1414, ptr %1412, align 1, !tbaa !31
  %1415 = getelementptr inbounds i8, ptr %1408, i64 32
  %1416 = icmp ult ptr %1415, %1402
  br i1 %1416, label %1407, label %1533, !llvm.loop !39

1417:                                             ; preds = %1383
  %1418 = icmp ugt ptr %1174, %1165
  br i1 %1418, label %1436, label %1419

1419:                                             ; preds = %1417
  %1420 = sub i64 %1167, %1387
  %1421 = getelementptr inbounds i8, ptr %1391, i64 %1420
  %1422 = load <2 x i64>, ptr %1174, align 1, !tbaa !31
  store <2 x i64> %1422, ptr %1391, align 1, !tbaa !31
  %1423 = icmp slt i64 %1420, 17
  br i1 %1423, label %1436, label %1424

1424:                                             ; preds = %1419
  %1425 = getelementptr inbounds i8, ptr %1391, i64 16
  br label %1426

1426:                                             ; preds = %1426, %1424
  %1427 = phi ptr [ %1425, %1424 ], [ %1434, %1426 ]
  %1428 = phi ptr [ %1174, %1424 ], [ %1432, %1426 ]
  %1429 = getelementptr inbounds i8, ptr %1428, i64 16
  %1430 = load <2 x i64>, ptr %1429, align 1, !tbaa !31
  store <2 x i64> %1430, ptr %1427, align 1, !tbaa !31
  %1431 = getelementptr inbounds i8, ptr %1427, i64 16
  %1432 = getelementptr inbounds i8, ptr %1428, i64 32
  %1433 = load <2 x i64>, ptr %1432, align 1, !tbaa !31
  store <2 x i64> %1433, ptr %1431, align 1, !tbaa !31
  %1434 = getelementptr inbounds i8, ptr %1427, i64 32
  %1435 = icmp ult ptr %1434, %1421
  br i1 %1435, label %1426, label %1436, !llvm.loop !39

1436:                                             ; preds = %1426, %1419, %1417
  %1437 = phi ptr [ %1165, %1419 ], [ %1174, %1417 ], [ %1165, %1426 ]
  %1438 = phi ptr [ %1421, %1419 ], [ %1391, %1417 ], [ %1421, %1426 ]
  %1439 = icmp ult ptr %1437, %1389
  br i1 %1439, label %1440, label %1533

1440:                                             ; preds = %1436
  %1441 = ptrtoint ptr %1438 to i64
  %1442 = ptrtoint ptr %1437 to i64
  %1443 = sub i64 %1386, %1442
  %1444 = getelementptr i8, ptr %1437, i64 %1443
  %1445 = icmp ult i64 %1443, 8
  %1446 = sub i64 %1441, %1442
  %1447 = icmp ult i64 %1446, 32
  %1448 = select i1 %1445, i1 true, i1 %1447
  br i1 %1448, label %1484, label %1449

1449:                                             ; preds = %1440
  %1450 = icmp ult i64 %1443, 32
  br i1 %1450, label %1470, label %1451

1451:                                             ; preds = %1449
  %1452 = and i64 %1443, -32
  br label %1453

1453:                                             ; preds = %1453, %1451
  %1454 = phi i64 [ 0, %1451 ], [ %1461, %1453 ]
  %1455 = getelementptr i8, ptr %1438, i64 %1454
  %1456 = getelementptr i8, ptr %1437, i64 %1454
  %1457 = getelementptr i8, ptr %1456, i64 16
  %1458 = load <16 x i8>, ptr %1456, align 1, !tbaa !31
  %1459 = load <16 x i8>, ptr %1457, align 1, !tbaa !31
  %1460 = getelementptr i8, ptr %1455, i64 16
  store <16 x i8> %1458, ptr %1455, align 1, !tbaa !31
  store <16 x i8> %1459, ptr %1460, align 1, !tbaa !31
  %1461 = add nuw i64 %1454, 32
  %1462 = icmp eq i64 %1461, %1452
  br i1 %1462, label %1463, label %1453, !llvm.loop !60

1463:                                             ; preds = %1453
  %1464 = icmp eq i64 %1443, %1452
  br i1 %1464, label %1533, label %1465

1465:                                             ; preds = %1463
  %1466 = getelementptr i8, ptr %1437, i64 %1452
  %1467 = getelementptr i8, ptr %1438, i64 %1452
  %1468 = and i64 %1443, 24
  %1469 = icmp eq i64 %1468, 0
  br i1 %1469, label %1484, label %1470

1470:                                             ; preds = %1449, %1465
  %1471 = phi i64 [ %1452, %1465 ], [ 0, %1449 ]
  %1472 = and i64 %1443, -8
  %1473 = getelementptr i8, ptr %1438, i64 %1472
  %1474 = getelementptr i8, ptr %1437, i64 %1472
  br label %1475

1475:                                             ; preds = %1475, %1470
  %1476 = phi i64 [ %1471, %1470 ], [ %1480, %1475 ]
  %1477 = getelementptr i8, ptr %1438, i64 %1476
  %1478 = getelementptr i8, ptr %1437, i64 %1476
  %1479 = load <8 x i8>, ptr %1478, align 1, !tbaa !31
  store <8 x i8> %1479, ptr %1477, align 1, !tbaa !31
  %1480 = add nuw i64 %1476, 8
  %1481 = icmp eq i64 %1480, %1472
  br i1 %1481, label %1482, label %1475, !llvm.loop !61

1482:                                             ; preds = %1475
  %1483 = icmp eq i64 %1443, %1472
  br i1 %1483, label %1533, label %1484

1484:                                             ; preds = %1482, %1440, %1465
  %1485 = phi ptr [ %1438, %1440 ], [ %1467, %1465 ], [ %1473, %1482 ]
  %1486 = phi ptr [ %1437, %1440 ], [ %1466, %1465 ], [ %1474, %1482 ]
  %1487 = ptrtoint ptr %1486 to i64
  %1488 = sub i64 %1386, %1487
  %1489 = and i64 %1488, 7
  %1490 = icmp eq i64 %1489, 0
  br i1 %1490, label %1500, label %1491

1491:                                             ; preds = %1484, %1491
  %1492 = phi ptr [ %1497, %1491 ], [ %1485, %1484 ]
  %1493 = phi ptr [ %1495, %1491 ], [ %1486, %1484 ]
  %1494 = phi i64 [ %1498, %1491 ], [ 0, %1484 ]
  %1495 = getelementptr inbounds i8, ptr %1493, i64 1
  %1496 = load i8, ptr %1493, align 1, !tbaa !31
  %1497 = getelementptr inbounds i8, ptr %1492, i64 1
  store i8 %1496, ptr %1492, align 1, !tbaa !31
  %1498 = add i64 %1494, 1
  %1499 = icmp eq i64 %1498, %1489
  br i1 %1499, label %1500, label %1491, !llvm.loop !62

1500:                                             ; preds = %1491, %1484
  %1501 = phi ptr [ %1485, %1484 ], [ %1497, %1491 ]
  %1502 = phi ptr [ %1486, %1484 ], [ %1495, %1491 ]
  %1503 = sub i64 %1487, %1386
  %1504 = icmp ugt i64 %1503, -8
  br i1 %1504, label %1533, label %1505

1505:                                             ; preds = %1500, %1505
  %1506 = phi ptr [ %1531, %1505 ], [ %1501, %1500 ]
  %1507 = phi ptr [ %1529, %1505 ], [ %1502, %1500 ]
  %1508 = getelementptr inbounds i8, ptr %1507, i64 1
  %1509 = load i8, ptr %1507, align 1, !tbaa !31
  %1510 = getelementptr inbounds i8, ptr %1506, i64 1
  store i8 %1509, ptr %1506, align 1, !tbaa !31
  %1511 = getelementptr inbounds i8, ptr %1507, i64 2
  %1512 = load i8, ptr %1508, align 1, !tbaa !31
  %1513 = getelementptr inbounds i8, ptr %1506, i64 2
  store i8 %1512, ptr %1510, align 1, !tbaa !31
  %1514 = getelementptr inbounds i8, ptr %1507, i64 3
  %1515 = load i8, ptr %1511, align 1, !tbaa !31
  %1516 = getelementptr inbounds i8, ptr %1506, i64 3
  store i8 %1515, ptr %1513, align 1, !tbaa !31
  %1517 = getelementptr inbounds i8, ptr %1507, i64 4
  %1518 = load i8, ptr %1514, align 1, !tbaa !31
  %1519 = getelementptr inbounds i8, ptr %1506, i64 4
  store i8 %1518, ptr %1516, align 1, !tbaa !31
  %1520 = getelementptr inbounds i8, ptr %1507, i64 5
  %1521 = load i8, ptr %1517, align 1, !tbaa !31
  %1522 = getelementptr inbounds i8, ptr %1506, i64 5
  store i8 %1521, ptr %1519, align 1, !tbaa !31
  %1523 = getelementptr inbounds i8, ptr %1507, i64 6
  %1524 = load i8, ptr %1520, align 1, !tbaa !31
  %1525 = getelementptr inbounds i8, ptr %1506, i64 6
  store i8 %1524, ptr %1522, align 1, !tbaa !31
  %1526 = getelementptr inbounds i8, ptr %1507, i64 7
  %1527 = load i8, ptr %1523, align 1, !tbaa !31
  %1528 = getelementptr inbounds i8, ptr %1506, i64 7
  store i8 %1527, ptr %1525, align 1, !tbaa !31
  %1529 = getelementptr inbounds i8, ptr %1507, i64 8
  %1530 = load i8, ptr %1526, align 1, !tbaa !31
  %1531 = getelementptr inbounds i8, ptr %1506, i64 8
  store i8 %1530, ptr %1528, align 1, !tbaa !31
  %1532 = icmp eq ptr %1529, %1444
  br i1 %1532, label %1533, label %1505, !llvm.loop !63

1533:                                             ; preds = %1407, %1500, %1505, %1463, %1482, %1436, %1399
  %1534 = load ptr, ptr %1166, align 8, !tbaa !36
  %1535 = getelementptr inbounds i8, ptr %1534, i64 %1388
  store ptr %1535, ptr %1166, align 8, !tbaa !36
  %1536 = icmp ugt i64 %1388, 65535
  %1537 = load ptr, ptr %1169, align 8, !tbaa !38
  br i1 %1536, label %1538, label %1545, !prof !47

1538:                                             ; preds = %1533
  store i32 1, ptr %1168, align 8, !tbaa !48
  %1539 = load ptr, ptr %1, align 8, !tbaa !49
  %1540 = ptrtoint ptr %1537 to i64
  %1541 = ptrtoint ptr %1539 to i64
  %1542 = sub i64 %1540, %1541
  %1543 = lshr exact i64 %1542, 3
  %1544 = trunc i64 %1543 to i32
  store i32 %1544, ptr %1170, align 4, !tbaa !50
  br label %1545

1545:                                             ; preds = %1538, %1533, %1396
  %1546 = phi ptr [ %1398, %1396 ], [ %1537, %1538 ], [ %1537, %1533 ]
  %1547 = trunc i64 %1388 to i16
  %1548 = getelementptr inbounds i8, ptr %1546, i64 4
  store i16 %1547, ptr %1548, align 4, !tbaa !51
  store i32 %1312, ptr %1546, align 4, !tbaa !53
  %1549 = add i64 %1385, -3
  %1550 = icmp ugt i64 %1549, 65535
  br i1 %1550, label %1551, label %1558, !prof !54

1551:                                             ; preds = %1545
  store i32 2, ptr %1168, align 8, !tbaa !48
  %1552 = load ptr, ptr %1, align 8, !tbaa !49
  %1553 = ptrtoint ptr %1546 to i64
  %1554 = ptrtoint ptr %1552 to i64
  %1555 = sub i64 %1553, %1554
  %1556 = lshr exact i64 %1555, 3
  %1557 = trunc i64 %1556 to i32
  store i32 %1557, ptr %1170, align 4, !tbaa !50
  br label %1558

1558:                                             ; preds = %1551, %1545
  %1559 = trunc i64 %1549 to i16
  %1560 = getelementptr inbounds i8, ptr %1546, i64 6
  store i16 %1559, ptr %1560, align 2, !tbaa !55
  %1561 = getelementptr inbounds i8, ptr %1546, i64 8
  store ptr %1561, ptr %1169, align 8, !tbaa !38
  %1562 = getelementptr inbounds i8, ptr %1316, i64 %1385
  %1563 = icmp ugt ptr %1562, %39
  br i1 %1563, label %1692, label %1564

1564:                                             ; preds = %1558
  %1565 = add i32 %1310, 2
  %1566 = zext i32 %1310 to i64
  %1567 = getelementptr inbounds i8, ptr %59, i64 %1566
  %1568 = load i64, ptr %1567, align 1, !tbaa !20
  %1569 = mul i64 %1568, -3523014627193847808
  %1570 = lshr i64 %1569, %1161
  %1571 = getelementptr inbounds i32, ptr %12, i64 %1570
  store i32 %1565, ptr %1571, align 4, !tbaa !19
  %1572 = getelementptr inbounds i8, ptr %1562, i64 -2
  %1573 = ptrtoint ptr %1572 to i64
  %1574 = sub i64 %1573, %21
  %1575 = trunc i64 %1574 to i32
  %1576 = load i64, ptr %1572, align 1, !tbaa !20
  %1577 = mul i64 %1576, -3523014627193847808
  %1578 = lshr i64 %1577, %1161
  %1579 = getelementptr inbounds i32, ptr %12, i64 %1578
  store i32 %1575, ptr %1579, align 4, !tbaa !19
  %1580 = icmp eq i32 %1311, 0
  br i1 %1580, label %1692, label %1581

1581:                                             ; preds = %1564, %1687
  %1582 = phi ptr [ %1690, %1687 ], [ %1561, %1564 ]
  %1583 = phi ptr [ %1669, %1687 ], [ %1562, %1564 ]
  %1584 = phi i32 [ %1585, %1687 ], [ %1315, %1564 ]
  %1585 = phi i32 [ %1584, %1687 ], [ %1311, %1564 ]
  %1586 = load i32, ptr %1583, align 1, !tbaa !19
  %1587 = zext i32 %1585 to i64
  %1588 = sub nsw i64 0, %1587
  %1589 = getelementptr inbounds i8, ptr %1583, i64 %1588
  %1590 = load i32, ptr %1589, align 1, !tbaa !19
  %1591 = icmp eq i32 %1586, %1590
  br i1 %1591, label %1592, label %1692

1592:                                             ; preds = %1581
  %1593 = getelementptr inbounds i8, ptr %1583, i64 4
  %1594 = getelementptr inbounds i8, ptr %1593, i64 %1588
  %1595 = icmp ugt ptr %1162, %1593
  br i1 %1595, label %1596, label %1622

1596:                                             ; preds = %1592
  %1597 = load i64, ptr %1594, align 1, !tbaa !20
  %1598 = load i64, ptr %1593, align 1, !tbaa !20
  %1599 = icmp eq i64 %1597, %1598
  br i1 %1599, label %1604, label %1600

1600:                                             ; preds = %1596
  %1601 = xor i64 %1598, %1597
  %1602 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1601, i1 true)
  %1603 = lshr i64 %1602, 3
  br label %1659

1604:                                             ; preds = %1596, %1610
  %1605 = phi ptr [ %1608, %1610 ], [ %1594, %1596 ]
  %1606 = phi ptr [ %1607, %1610 ], [ %1593, %1596 ]
  %1607 = getelementptr inbounds i8, ptr %1606, i64 8
  %1608 = getelementptr inbounds i8, ptr %1605, i64 8
  %1609 = icmp ult ptr %1607, %1162
  br i1 %1609, label %1610, label %1622

1610:                                             ; preds = %1604
  %1611 = load i64, ptr %1608, align 1, !tbaa !20
  %1612 = load i64, ptr %1607, align 1, !tbaa !20
  %1613 = icmp eq i64 %1611, %1612
  br i1 %1613, label %1604, label %1614

1614:                                             ; preds = %1610
  %1615 = xor i64 %1612, %1611
  %1616 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1615, i1 true)
  %1617 = lshr i64 %1616, 3
  %1618 = getelementptr inbounds i8, ptr %1607, i64 %1617
  %1619 = ptrtoint ptr %1618 to i64
  %1620 = ptrtoint ptr %1593 to i64
  %1621 = sub i64 %1619, %1620
  br label %1659

1622:                                             ; preds = %1604, %1592
  %1623 = phi ptr [ %1594, %1592 ], [ %1608, %1604 ]
  %1624 = phi ptr [ %1593, %1592 ], [ %1607, %1604 ]
  %1625 = icmp ult ptr %1624, %1163
  br i1 %1625, label %1626, label %1633

1626:                                             ; preds = %1622
  %1627 = load i32, ptr %1623, align 1, !tbaa !19
  %1628 = load i32, ptr %1624, align 1, !tbaa !19
  %1629 = icmp eq i32 %1627, %1628
  br i1 %1629, label %1630, label %1633

1630:                                             ; preds = %1626
  %1631 = getelementptr inbounds i8, ptr %1624, i64 4
  %1632 = getelementptr inbounds i8, ptr %1623, i64 4
  br label %1633

1633:                                             ; preds = %1630, %1626, %1622
  %1634 = phi ptr [ %1632, %1630 ], [ %1623, %1626 ], [ %1623, %1622 ]
  %1635 = phi ptr [ %1631, %1630 ], [ %1624, %1626 ], [ %1624, %1622 ]
  %1636 = icmp ult ptr %1635, %1164
  br i1 %1636, label %1637, label %1644

1637:                                             ; preds = %1633
  %1638 = load i16, ptr %1634, align 1, !tbaa !34
  %1639 = load i16, ptr %1635, align 1, !tbaa !34
  %1640 = icmp eq i16 %1638, %1639
  br i1 %1640, label %1641, label %1644

1641:                                             ; preds = %1637
  %1642 = getelementptr inbounds i8, ptr %1635, i64 2
  %1643 = getelementptr inbounds i8, ptr %1634, i64 2
  br label %1644

1644:                                             ; preds = %1641, %1637, %1633
  %1645 = phi ptr [ %1643, %1641 ], [ %1634, %1637 ], [ %1634, %1633 ]
  %1646 = phi ptr [ %1642, %1641 ], [ %1635, %1637 ], [ %1635, %1633 ]
  %1647 = icmp ult ptr %1646, %38
  br i1 %1647, label %1648, label %1654

1648:                                             ; preds = %1644
  %1649 = load i8, ptr %1645, align 1, !tbaa !31
  %1650 = load i8, ptr %1646, align 1, !tbaa !31
  %1651 = icmp eq i8 %1649, %1650
  %1652 = zext i1 %1651 to i64
  %1653 = getelementptr inbounds i8, ptr %1646, i64 %1652
  br label %1654

1654:                                             ; preds = %1648, %1644
  %1655 = phi ptr [ %1646, %1644 ], [ %1653, %1648 ]
  %1656 = ptrtoint ptr %1655 to i64
  %1657 = ptrtoint ptr %1593 to i64
  %1658 = sub i64 %1656, %1657
  br label %1659

1659:                                             ; preds = %1654, %1614, %1600
  %1660 = phi i64 [ %1658, %1654 ], [ %1603, %1600 ], [ %1621, %1614 ]
  %1661 = add i64 %1660, 4
  %1662 = ptrtoint ptr %1583 to i64
  %1663 = sub i64 %1662, %21
  %1664 = trunc i64 %1663 to i32
  %1665 = load i64, ptr %1583, align 1, !tbaa !20
  %1666 = mul i64 %1665, -3523014627193847808
  %1667 = lshr i64 %1666, %1161
  %1668 = getelementptr inbounds i32, ptr %12, i64 %1667
  store i32 %1664, ptr %1668, align 4, !tbaa !19
  %1669 = getelementptr inbounds i8, ptr %1583, i64 %1661
  %1670 = icmp ugt ptr %1583, %1165
  br i1 %1670, label %1675, label %1671

1671:                                             ; preds = %1659
  %1672 = load ptr, ptr %1166, align 8, !tbaa !36
  %1673 = load <2 x i64>, ptr %1583, align 1, !tbaa !31
  store <2 x i64> %1673, ptr %1672, align 1, !tbaa !31
  %1674 = load ptr, ptr %1169, align 8, !tbaa !38
  br label %1675

1675:                                             ; preds = %1671, %1659
  %1676 = phi ptr [ %1582, %1659 ], [ %1674, %1671 ]
  %1677 = getelementptr inbounds i8, ptr %1676, i64 4
  store i16 0, ptr %1677, align 4, !tbaa !51
  store i32 1, ptr %1676, align 4, !tbaa !53
  %1678 = add i64 %1660, 1
  %1679 = icmp ugt i64 %1678, 65535
  br i1 %1679, label %1680, label %1687, !prof !54

1680:                                             ; preds = %1675
  store i32 2, ptr %1168, align 8, !tbaa !48
  %1681 = load ptr, ptr %1, align 8, !tbaa !49
  %1682 = ptrtoint ptr %1676 to i64
  %1683 = ptrtoint ptr %1681 to i64
  %1684 = sub i64 %1682, %1683
  %1685 = lshr exact i64 %1684, 3
  %1686 = trunc i64 %1685 to i32
  store i32 %1686, ptr %1170, align 4, !tbaa !50
  br label %1687

1687:                                             ; preds = %1680, %1675
  %1688 = trunc i64 %1678 to i16
  %1689 = getelementptr inbounds i8, ptr %1676, i64 6
  store i16 %1688, ptr %1689, align 2, !tbaa !55
  %1690 = getelementptr inbounds i8, ptr %1676, i64 8
  store ptr %1690, ptr %1169, align 8, !tbaa !38
  %1691 = icmp ugt ptr %1669, %39
  br i1 %1691, label %1692, label %1581

1692:                                             ; preds = %1687, %1581, %1564, %1558
  %1693 = phi i32 [ 0, %1564 ], [ %1311, %1558 ], [ %1585, %1581 ], [ %1584, %1687 ]
  %1694 = phi i32 [ %1315, %1564 ], [ %1315, %1558 ], [ %1584, %1581 ], [ %1585, %1687 ]
  %1695 = phi ptr [ %1562, %1564 ], [ %1562, %1558 ], [ %1583, %1581 ], [ %1669, %1687 ]
  %1696 = getelementptr inbounds i8, ptr %1695, i64 %17
  %1697 = getelementptr inbounds i8, ptr %1696, i64 1
  %1698 = icmp ult ptr %1697, %39
  br i1 %1698, label %1171, label %4410

1699:                                             ; preds = %63
  br i1 %62, label %1700, label %4410

1700:                                             ; preds = %1699
  %1701 = getelementptr inbounds i8, ptr %0, i64 264
  %1702 = load i32, ptr %1701, align 4, !tbaa !18
  %1703 = sub i32 64, %1702
  %1704 = zext nneg i32 %1703 to i64
  %1705 = getelementptr inbounds i8, ptr %38, i64 -7
  %1706 = getelementptr inbounds i8, ptr %38, i64 -3
  %1707 = getelementptr inbounds i8, ptr %38, i64 -1
  %1708 = getelementptr inbounds i8, ptr %38, i64 -32
  %1709 = getelementptr inbounds i8, ptr %1, i64 24
  %1710 = ptrtoint ptr %1708 to i64
  %1711 = getelementptr inbounds i8, ptr %1, i64 72
  %1712 = getelementptr inbounds i8, ptr %1, i64 8
  %1713 = getelementptr inbounds i8, ptr %1, i64 76
  br label %1714

1714:                                             ; preds = %2235, %1700
  %1715 = phi ptr [ %61, %1700 ], [ %2240, %2235 ]
  %1716 = phi ptr [ %60, %1700 ], [ %2239, %2235 ]
  %1717 = phi ptr [ %3, %1700 ], [ %2238, %2235 ]
  %1718 = phi ptr [ %45, %1700 ], [ %2238, %2235 ]
  %1719 = phi i32 [ %58, %1700 ], [ %2237, %2235 ]
  %1720 = phi i32 [ %56, %1700 ], [ %2236, %2235 ]
  %1721 = getelementptr inbounds i8, ptr %1718, i64 1
  %1722 = getelementptr inbounds i8, ptr %1718, i64 128
  %1723 = load i64, ptr %1718, align 1, !tbaa !20
  %1724 = mul i64 %1723, -3523014627193167104
  %1725 = lshr i64 %1724, %1704
  %1726 = load i64, ptr %1721, align 1, !tbaa !20
  %1727 = getelementptr inbounds i32, ptr %12, i64 %1725
  %1728 = load i32, ptr %1727, align 4, !tbaa !19
  %1729 = zext i32 %1719 to i64
  %1730 = sub nsw i64 0, %1729
  %1731 = icmp ne i32 %1719, 0
  br label %1732

1732:                                             ; preds = %1808, %1714
  %1733 = phi i64 [ %1725, %1714 ], [ %1767, %1808 ]
  %1734 = phi i64 [ %1726, %1714 ], [ %1784, %1808 ]
  %1735 = phi i32 [ %1728, %1714 ], [ %1783, %1808 ]
  %1736 = phi i64 [ %17, %1714 ], [ %1809, %1808 ]
  %1737 = phi ptr [ %1722, %1714 ], [ %1810, %1808 ]
  %1738 = phi ptr [ %1715, %1714 ], [ %1786, %1808 ]
  %1739 = phi ptr [ %1716, %1714 ], [ %1785, %1808 ]
  %1740 = phi ptr [ %1721, %1714 ], [ %1738, %1808 ]
  %1741 = phi ptr [ %1718, %1714 ], [ %1739, %1808 ]
  %1742 = mul i64 %1734, -3523014627193167104
  %1743 = lshr i64 %1742, %1704
  %1744 = getelementptr inbounds i8, ptr %1739, i64 %1730
  %1745 = load i32, ptr %1744, align 1, !tbaa !19
  %1746 = ptrtoint ptr %1741 to i64
  %1747 = sub i64 %1746, %21
  %1748 = trunc i64 %1747 to i32
  %1749 = getelementptr inbounds i32, ptr %12, i64 %1733
  store i32 %1748, ptr %1749, align 4, !tbaa !19
  %1750 = load i32, ptr %1739, align 1, !tbaa !19
  %1751 = icmp eq i32 %1750, %1745
  %1752 = and i1 %1731, %1751
  br i1 %1752, label %1793, label %1753

1753:                                             ; preds = %1732
  %1754 = zext i32 %1735 to i64
  %1755 = getelementptr inbounds i8, ptr %19, i64 %1754
  %1756 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %1735, i32 %35, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %1755) #7, !srcloc !29
  %1757 = load i32, ptr %1741, align 1, !tbaa !19
  %1758 = load i32, ptr %1756, align 1, !tbaa !19
  %1759 = icmp eq i32 %1757, %1758
  br i1 %1759, label %1760, label %1762

1760:                                             ; preds = %1753
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %1761 = icmp ult i32 %1735, %35
  br i1 %1761, label %1762, label %1812

1762:                                             ; preds = %1760, %1753
  %1763 = getelementptr inbounds i32, ptr %12, i64 %1743
  %1764 = load i32, ptr %1763, align 4, !tbaa !19
  %1765 = load i64, ptr %1739, align 1, !tbaa !20
  %1766 = mul i64 %1765, -3523014627193167104
  %1767 = lshr i64 %1766, %1704
  %1768 = ptrtoint ptr %1740 to i64
  %1769 = sub i64 %1768, %21
  %1770 = trunc i64 %1769 to i32
  store i32 %1770, ptr %1763, align 4, !tbaa !19
  %1771 = zext i32 %1764 to i64
  %1772 = getelementptr inbounds i8, ptr %19, i64 %1771
  %1773 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %1764, i32 %35, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %1772) #7, !srcloc !29
  %1774 = load i32, ptr %1740, align 1, !tbaa !19
  %1775 = load i32, ptr %1773, align 1, !tbaa !19
  %1776 = icmp eq i32 %1774, %1775
  br i1 %1776, label %1777, label %1781

1777:                                             ; preds = %1762
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %1778 = icmp ult i32 %1764, %35
  br i1 %1778, label %1781, label %1779

1779:                                             ; preds = %1777
  %1780 = icmp ult i64 %1736, 5
  br i1 %1780, label %1812, label %1824

1781:                                             ; preds = %1777, %1762
  %1782 = getelementptr inbounds i32, ptr %12, i64 %1767
  %1783 = load i32, ptr %1782, align 4, !tbaa !19
  %1784 = load i64, ptr %1738, align 1, !tbaa !20
  %1785 = getelementptr inbounds i8, ptr %1739, i64 %1736
  %1786 = getelementptr inbounds i8, ptr %1738, i64 %1736
  %1787 = icmp ult ptr %1785, %1737
  br i1 %1787, label %1808, label %1788

1788:                                             ; preds = %1781
  %1789 = add i64 %1736, 1
  %1790 = getelementptr inbounds i8, ptr %1738, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %1790, i32 0, i32 3, i32 1)
  %1791 = getelementptr inbounds i8, ptr %1738, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %1791, i32 0, i32 3, i32 1)
  %1792 = getelementptr inbounds i8, ptr %1737, i64 128
  br label %1808

1793:                                             ; preds = %1732
  %1794 = getelementptr inbounds i8, ptr %1739, i64 %1730
  %1795 = getelementptr inbounds i8, ptr %1739, i64 -1
  %1796 = load i8, ptr %1795, align 1, !tbaa !31
  %1797 = getelementptr inbounds i8, ptr %1794, i64 -1
  %1798 = load i8, ptr %1797, align 1, !tbaa !31
  %1799 = icmp eq i8 %1796, %1798
  %1800 = sext i1 %1799 to i64
  %1801 = getelementptr inbounds i8, ptr %1739, i64 %1800
  %1802 = getelementptr inbounds i8, ptr %1794, i64 %1800
  %1803 = select i1 %1799, i64 5, i64 4
  %1804 = ptrtoint ptr %1740 to i64
  %1805 = sub i64 %1804, %21
  %1806 = trunc i64 %1805 to i32
  %1807 = getelementptr inbounds i32, ptr %12, i64 %1743
  store i32 %1806, ptr %1807, align 4, !tbaa !19
  br label %1852

1808:                                             ; preds = %1788, %1781
  %1809 = phi i64 [ %1736, %1781 ], [ %1789, %1788 ]
  %1810 = phi ptr [ %1737, %1781 ], [ %1792, %1788 ]
  %1811 = icmp ult ptr %1786, %39
  br i1 %1811, label %1732, label %4410, !llvm.loop !32

1812:                                             ; preds = %1760, %1779
  %1813 = phi ptr [ %1739, %1779 ], [ %1740, %1760 ]
  %1814 = phi i64 [ %1767, %1779 ], [ %1743, %1760 ]
  %1815 = phi i64 [ %1768, %1779 ], [ %1746, %1760 ]
  %1816 = phi i64 [ %1771, %1779 ], [ %1754, %1760 ]
  %1817 = phi i32 [ %1764, %1779 ], [ %1735, %1760 ]
  %1818 = phi i32 [ %1770, %1779 ], [ %1748, %1760 ]
  %1819 = phi ptr [ %1740, %1779 ], [ %1741, %1760 ]
  %1820 = ptrtoint ptr %1813 to i64
  %1821 = sub i64 %1820, %21
  %1822 = trunc i64 %1821 to i32
  %1823 = getelementptr inbounds i32, ptr %12, i64 %1814
  store i32 %1822, ptr %1823, align 4, !tbaa !19
  br label %1824

1824:                                             ; preds = %1812, %1779
  %1825 = phi i64 [ %1768, %1779 ], [ %1815, %1812 ]
  %1826 = phi i64 [ %1771, %1779 ], [ %1816, %1812 ]
  %1827 = phi i32 [ %1764, %1779 ], [ %1817, %1812 ]
  %1828 = phi i32 [ %1770, %1779 ], [ %1818, %1812 ]
  %1829 = phi ptr [ %1740, %1779 ], [ %1819, %1812 ]
  %1830 = getelementptr inbounds i8, ptr %19, i64 %1826
  %1831 = ptrtoint ptr %1830 to i64
  %1832 = sub i64 %1825, %1831
  %1833 = trunc i64 %1832 to i32
  %1834 = add i32 %1833, 3
  %1835 = icmp ugt ptr %1829, %1717
  %1836 = icmp ugt i32 %1827, %35
  %1837 = and i1 %1836, %1835
  br i1 %1837, label %1838, label %1852

1838:                                             ; preds = %1824, %1847
  %1839 = phi ptr [ %1842, %1847 ], [ %1829, %1824 ]
  %1840 = phi i64 [ %1848, %1847 ], [ 4, %1824 ]
  %1841 = phi ptr [ %1844, %1847 ], [ %1830, %1824 ]
  %1842 = getelementptr inbounds i8, ptr %1839, i64 -1
  %1843 = load i8, ptr %1842, align 1, !tbaa !31
  %1844 = getelementptr inbounds i8, ptr %1841, i64 -1
  %1845 = load i8, ptr %1844, align 1, !tbaa !31
  %1846 = icmp eq i8 %1843, %1845
  br i1 %1846, label %1847, label %1852

1847:                                             ; preds = %1838
  %1848 = add i64 %1840, 1
  %1849 = icmp ugt ptr %1842, %1717
  %1850 = icmp ugt ptr %1844, %37
  %1851 = and i1 %1849, %1850
  br i1 %1851, label %1838, label %1852, !llvm.loop !33

1852:                                             ; preds = %1847, %1838, %1824, %1793
  %1853 = phi i32 [ %1748, %1793 ], [ %1828, %1824 ], [ %1828, %1838 ], [ %1828, %1847 ]
  %1854 = phi i32 [ %1720, %1793 ], [ %1719, %1824 ], [ %1719, %1838 ], [ %1719, %1847 ]
  %1855 = phi i32 [ 1, %1793 ], [ %1834, %1824 ], [ %1834, %1838 ], [ %1834, %1847 ]
  %1856 = phi ptr [ %1802, %1793 ], [ %1830, %1824 ], [ %1844, %1847 ], [ %1841, %1838 ]
  %1857 = phi i64 [ %1803, %1793 ], [ 4, %1824 ], [ %1848, %1847 ], [ %1840, %1838 ]
  %1858 = phi i32 [ %1719, %1793 ], [ %1833, %1824 ], [ %1833, %1838 ], [ %1833, %1847 ]
  %1859 = phi ptr [ %1801, %1793 ], [ %1829, %1824 ], [ %1842, %1847 ], [ %1839, %1838 ]
  %1860 = getelementptr inbounds i8, ptr %1859, i64 %1857
  %1861 = getelementptr inbounds i8, ptr %1856, i64 %1857
  %1862 = icmp ugt ptr %1705, %1860
  br i1 %1862, label %1863, label %1889

1863:                                             ; preds = %1852
  %1864 = load i64, ptr %1861, align 1, !tbaa !20
  %1865 = load i64, ptr %1860, align 1, !tbaa !20
  %1866 = icmp eq i64 %1864, %1865
  br i1 %1866, label %1871, label %1867

1867:                                             ; preds = %1863
  %1868 = xor i64 %1865, %1864
  %1869 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1868, i1 true)
  %1870 = lshr i64 %1869, 3
  br label %1926

1871:                                             ; preds = %1863, %1877
  %1872 = phi ptr [ %1875, %1877 ], [ %1861, %1863 ]
  %1873 = phi ptr [ %1874, %1877 ], [ %1860, %1863 ]
  %1874 = getelementptr inbounds i8, ptr %1873, i64 8
  %1875 = getelementptr inbounds i8, ptr %1872, i64 8
  %1876 = icmp ult ptr %1874, %1705
  br i1 %1876, label %1877, label %1889

1877:                                             ; preds = %1871
  %1878 = load i64, ptr %1875, align 1, !tbaa !20
  %1879 = load i64, ptr %1874, align 1, !tbaa !20
  %1880 = icmp eq i64 %1878, %1879
  br i1 %1880, label %1871, label %1881

1881:                                             ; preds = %1877
  %1882 = xor i64 %1879, %1878
  %1883 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1882, i1 true)
  %1884 = lshr i64 %1883, 3
  %1885 = getelementptr inbounds i8, ptr %1874, i64 %1884
  %1886 = ptrtoint ptr %1885 to i64
  %1887 = ptrtoint ptr %1860 to i64
  %1888 = sub i64 %1886, %1887
  br label %1926

1889:                                             ; preds = %1871, %1852
  %1890 = phi ptr [ %1861, %1852 ], [ %1875, %1871 ]
  %1891 = phi ptr [ %1860, %1852 ], [ %1874, %1871 ]
  %1892 = icmp ult ptr %1891, %1706
  br i1 %1892, label %1893, label %1900

1893:                                             ; preds = %1889
  %1894 = load i32, ptr %1890, align 1, !tbaa !19
  %1895 = load i32, ptr %1891, align 1, !tbaa !19
  %1896 = icmp eq i32 %1894, %1895
  br i1 %1896, label %1897, label %1900

1897:                                             ; preds = %1893
  %1898 = getelementptr inbounds i8, ptr %1891, i64 4
  %1899 = getelementptr inbounds i8, ptr %1890, i64 4
  br label %1900

1900:                                             ; preds = %1897, %1893, %1889
  %1901 = phi ptr [ %1899, %1897 ], [ %1890, %1893 ], [ %1890, %1889 ]
  %1902 = phi ptr [ %1898, %1897 ], [ %1891, %1893 ], [ %1891, %1889 ]
  %1903 = icmp ult ptr %1902, %1707
  br i1 %1903, label %1904, label %1911

1904:                                             ; preds = %1900
  %1905 = load i16, ptr %1901, align 1, !tbaa !34
  %1906 = load i16, ptr %1902, align 1, !tbaa !34
  %1907 = icmp eq i16 %1905, %1906
  br i1 %1907, label %1908, label %1911

1908:                                             ; preds = %1904
  %1909 = getelementptr inbounds i8, ptr %1902, i64 2
  %1910 = getelementptr inbounds i8, ptr %1901, i64 2
  br label %1911

1911:                                             ; preds = %1908, %1904, %1900
  %1912 = phi ptr [ %1910, %1908 ], [ %1901, %1904 ], [ %1901, %1900 ]
  %1913 = phi ptr [ %1909, %1908 ], [ %1902, %1904 ], [ %1902, %1900 ]
  %1914 = icmp ult ptr %1913, %38
  br i1 %1914, label %1915, label %1921

1915:                                             ; preds = %1911
  %1916 = load i8, ptr %1912, align 1, !tbaa !31
  %1917 = load i8, ptr %1913, align 1, !tbaa !31
  %1918 = icmp eq i8 %1916, %1917
  %1919 = zext i1 %1918 to i64
  %1920 = getelementptr inbounds i8, ptr %1913, i64 %1919
  br label %1921

1921:                                             ; preds = %1915, %1911
  %1922 = phi ptr [ %1913, %1911 ], [ %1920, %1915 ]
  %1923 = ptrtoint ptr %1922 to i64
  %1924 = ptrtoint ptr %1860 to i64
  %1925 = sub i64 %1923, %1924
  br label %1926

1926:                                             ; preds = %1921, %1881, %1867
  %1927 = phi i64 [ %1925, %1921 ], [ %1870, %1867 ], [ %1888, %1881 ]
  %1928 = add i64 %1927, %1857
  %1929 = ptrtoint ptr %1859 to i64
  %1930 = ptrtoint ptr %1717 to i64
  %1931 = sub i64 %1929, %1930
  %1932 = getelementptr inbounds i8, ptr %1717, i64 %1931
  %1933 = icmp ugt ptr %1932, %1708
  %1934 = load ptr, ptr %1709, align 8, !tbaa !36
  br i1 %1933, label %1960, label %1935

1935:                                             ; preds = %1926
  %1936 = load <2 x i64>, ptr %1717, align 1, !tbaa !31
  store <2 x i64> %1936, ptr %1934, align 1, !tbaa !31
  %1937 = icmp ugt i64 %1931, 16
  %1938 = load ptr, ptr %1709, align 8, !tbaa !36
  br i1 %1937, label %1942, label %1939

1939:                                             ; preds = %1935
  %1940 = getelementptr inbounds i8, ptr %1938, i64 %1931
  store ptr %1940, ptr %1709, align 8, !tbaa !36
  %1941 = load ptr, ptr %1712, align 8, !tbaa !38
  br label %2088

1942:                                             ; preds = %1935
  %1943 = getelementptr inbounds i8, ptr %1938, i64 16
  %1944 = getelementptr inbounds i8, ptr %1717, i64 16
  %1945 = getelementptr i8, ptr %1938, i64 %1931
  %1946 = load <2 x i64>, ptr %1944, align 1, !tbaa !31
  store <2 x i64> %1946, ptr %1943, align 1, !tbaa !31
  %1947 = icmp slt i64 %1931, 33
  br i1 %1947, label %2076, label %1948

1948:                                             ; preds = %1942
  %1949 = getelementptr inbounds i8, ptr %1938, i64 32
  br label %1950

1950:                                             ; preds = %1950, %1948
  %1951 = phi ptr [ %1949, %1948 ], [ %1958, %1950 ]
  %1952 = phi ptr [ %1944, %1948 ], [ %1956, %1950 ]
  %1953 = getelementptr inbounds i8, ptr %1952, i64 16
  %1954 = load <2 x i64>, ptr %1953, align 1, !tbaa !31
  store <2 x i64> %1954, ptr %1951, align 1, !tbaa !31
  %1955 = getelementptr inbounds i8, ptr %1951, i64 16
  %1956 = getelementptr inbounds i8, ptr %1952, i64 32
  %1957 = load <2 x i64>, ptr %1956, align 1, !tbaa !31
  store <2 x i64> %1957, ptr %1955, align 1, !tbaa !31
  %1958 = getelementptr inbounds i8, ptr %1951, i64 32
  %1959 = icmp ult ptr %1958, %1945
  br i1 %1959, label %1950, label %2076, !llvm.loop !39

1960:                                             ; preds = %1926
  %1961 = icmp ugt ptr %1717, %1708
  br i1 %1961, label %1979, label %1962

1962:                                             ; preds = %1960
  %1963 = sub i64 %1710, %1930
  %1964 = getelementptr inbounds i8, ptr %1934, i64 %1963
  %1965 = load <2 x i64>, ptr %1717, align 1, !tbaa !31
  store <2 x i64> %1965, ptr %1934, align 1, !tbaa !31
  %1966 = icmp slt i64 %1963, 17
  br i1 %1966, label %1979, label %1967

1967:                                             ; preds = %1962
  %1968 = getelementptr inbounds i8, ptr %1934, i64 16
  br label %1969

1969:                                             ; preds = %1969, %1967
  %1970 = phi ptr [ %1968, %1967 ], [ %1977, %1969 ]
  %1971 = phi ptr [ %1717, %1967 ], [ %1975, %1969 ]
  %1972 = getelementptr inbounds i8, ptr %1971, i64 16
  %1973 = load <2 x i64>, ptr %1972, align 1, !tbaa !31
  store <2 x i64> %1973, ptr %1970, align 1, !tbaa !31
  %1974 = getelementptr inbounds i8, ptr %1970, i64 16
  %1975 = getelementptr inbounds i8, ptr %1971, i64 32
  %1976 = load <2 x i64>, ptr %1975, align 1, !tbaa !31
  store <2 x i64> %1976, ptr %1974, align 1, !tbaa !31
  %1977 = getelementptr inbounds i8, ptr %1970, i64 32
  %1978 = icmp ult ptr %1977, %1964
  br i1 %1978, label %1969, label %1979, !llvm.loop !39

1979:                                             ; preds = %1969, %1962, %1960
  %1980 = phi ptr [ %1708, %1962 ], [ %1717, %1960 ], [ %1708, %1969 ]
  %1981 = phi ptr [ %1964, %1962 ], [ %1934, %1960 ], [ %1964, %1969 ]
  %1982 = icmp ult ptr %1980, %1932
  br i1 %1982, label %1983, label %2076

1983:                                             ; preds = %1979
  %1984 = ptrtoint ptr %1981 to i64
  %1985 = ptrtoint ptr %1980 to i64
  %1986 = sub i64 %1929, %1985
  %1987 = getelementptr i8, ptr %1980, i64 %1986
  %1988 = icmp ult i64 %1986, 8
  %1989 = sub i64 %1984, %1985
  %1990 = icmp ult i64 %1989, 32
  %1991 = select i1 %1988, i1 true, i1 %1990
  br i1 %1991, label %2027, label %1992

1992:                                             ; preds = %1983
  %1993 = icmp ult i64 %1986, 32
  br i1 %1993, label %2013, label %1994

1994:                                             ; preds = %1992
  %1995 = and i64 %1986, -32
  br label %1996

1996:                                             ; preds = %1996, %1994
  %1997 = phi i64 [ 0, %1994 ], [ %2004, %1996 ]
  %1998 = getelementptr i8, ptr %1981, i64 %1997
  %1999 = getelementptr i8, ptr %1980, i64 %1997
  %2000 = getelementptr i8, ptr %1999, i64 16
  %2001 = load <16 x i8>, ptr %1999, align 1, !tbaa !31
  %2002 = load <16 x i8>, ptr %2000, align 1, !tbaa !31
  %2003 = getelementptr i8, ptr %1998, i64 16
  store <16 x i8> %2001, ptr %1998, align 1, !tbaa !31
  store <16 x i8> %2002, ptr %2003, align 1, !tbaa !31
  %2004 = add nuw i64 %1997, 32
  %2005 = icmp eq i64 %2004, %1995
  br i1 %2005, label %2006, label %1996, !llvm.loop !64

2006:                                             ; preds = %1996
  %2007 = icmp eq i64 %1986, %1995
  br i1 %2007, label %2076, label %2008

2008:                                             ; preds = %2006
  %2009 = getelementptr i8, ptr %1980, i64 %1995
  %2010 = getelementptr i8, ptr %1981, i64 %1995
  %2011 = and i64 %1986, 24
  %2012 = icmp eq i64 %2011, 0
  br i1 %2012, label %2027, label %2013

2013:                                             ; preds = %1992, %2008
  %2014 = phi i64 [ %1995, %2008 ], [ 0, %1992 ]
  %2015 = and i64 %1986, -8
  %2016 = getelementptr i8, ptr %1981, i64 %2015
  %2017 = getelementptr i8, ptr %1980, i64 %2015
  br label %2018

2018:                                             ; preds = %2018, %2013
  %2019 = phi i64 [ %2014, %2013 ], [ %2023, %2018 ]
  %2020 = getelementptr i8, ptr %1981, i64 %2019
  %2021 = getelementptr i8, ptr %1980, i64 %2019
  %2022 = load <8 x i8>, ptr %2021, align 1, !tbaa !31
  store <8 x i8> %2022, ptr %2020, align 1, !tbaa !31
  %2023 = add nuw i64 %2019, 8
  %2024 = icmp eq i64 %2023, %2015
  br i1 %2024, label %2025, label %2018, !llvm.loop !65

2025:                                             ; preds = %2018
  %2026 = icmp eq i64 %1986, %2015
  br i1 %2026, label %2076, label %2027

2027:                                             ; preds = %2025, %1983, %2008
  %2028 = phi ptr [ %1981, %1983 ], [ %2010, %2008 ], [ %2016, %2025 ]
  %2029 = phi ptr [ %1980, %1983 ], [ %2009, %2008 ], [ %2017, %2025 ]
  %2030 = ptrtoint ptr %2029 to i64
  %2031 = sub i64 %1929, %2030
  %2032 = and i64 %2031, 7
  %2033 = icmp eq i64 %2032, 0
  br i1 %2033, label %2043, label %2034

2034:                                             ; preds = %2027, %2034
  %2035 = phi ptr [ %2040, %2034 ], [ %2028, %2027 ]
  %2036 = phi ptr [ %2038, %2034 ], [ %2029, %2027 ]
  %2037 = phi i64 [ %2041, %2034 ], [ 0, %2027 ]
  %2038 = getelementptr inbounds i8, ptr %2036, i64 1
  %2039 = load i8, ptr %2036, align 1, !tbaa !31
  %2040 = getelementptr inbounds i8, ptr %2035, i64 1
  store i8 %2039, ptr %2035, align 1, !tbaa !31
  %2041 = add i64 %2037, 1
  %2042 = icmp eq i64 %2041, %2032
  br i1 %2042, label %2043, label %2034, !llvm.loop !66

2043:                                             ; preds = %2034, %2027
  %2044 = phi ptr [ %2028, %2027 ], [ %2040, %2034 ]
  %2045 = phi ptr [ %2029, %2027 ], [ %2038, %2034 ]
  %2046 = sub i64 %2030, %1929
  %2047 = icmp ugt i64 %2046, -8
  br i1 %2047, label %2076, label %2048

2048:                                             ; preds = %2043, %2048
  %2049 = phi ptr [ %2074, %2048 ], [ %2044, %2043 ]
  %2050 = phi ptr [ %2072, %2048 ], [ %2045, %2043 ]
  %2051 = getelementptr inbounds i8, ptr %2050, i64 1
  %2052 = load i8, ptr %2050, align 1, !tbaa !31
  %2053 = getelementptr inbounds i8, ptr %2049, i64 1
  store i8 %2052, ptr %2049, align 1, !tbaa !31
  %2054 = getelementptr inbounds i8, ptr %2050, i64 2
  %2055 = load i8, ptr %2051, align 1, !tbaa !31
  %2056 = getelementptr inbounds i8, ptr %2049, i64 2
  store i8 %2055, ptr %2053, align 1, !tbaa !31
  %2057 = getelementptr inbounds i8, ptr %2050, i64 3
  %2058 = load i8, ptr %2054, align 1, !tbaa !31
  %2059 = getelementptr inbounds i8, ptr %2049, i64 3
  store i8 %2058, ptr %2056, align 1, !tbaa !31
  %2060 = getelementptr inbounds i8, ptr %2050, i64 4
  %2061 = load i8, ptr %2057, align 1, !tbaa !31
  %2062 = getelementptr inbounds i8, ptr %2049, i64 4
  store i8 %2061, ptr %2059, align 1, !tbaa !31
  %2063 = getelementptr inbounds i8, ptr %2050, i64 5
  %2064 = load i8, ptr %2060, align 1, !tbaa !31
  %2065 = getelementptr inbounds i8, ptr %2049, i64 5
  store i8 %2064, ptr %2062, align 1, !tbaa !31
  %2066 = getelementptr inbounds i8, ptr %2050, i64 6
  %2067 = load i8, ptr %2063, align 1, !tbaa !31
  %2068 = getelementptr inbounds i8, ptr %2049, i64 6
  store i8 %2067, ptr %2065, align 1, !tbaa !31
  %2069 = getelementptr inbounds i8, ptr %2050, i64 7
  %2070 = load i8, ptr %2066, align 1, !tbaa !31
  %2071 = getelementptr inbounds i8, ptr %2049, i64 7
  store i8 %2070, ptr %2068, align 1, !tbaa !31
  %2072 = getelementptr inbounds i8, ptr %2050, i64 8
  %2073 = load i8, ptr %2069, align 1, !tbaa !31
  %2074 = getelementptr inbounds i8, ptr %2049, i64 8
  store i8 %2073, ptr %2071, align 1, !tbaa !31
  %2075 = icmp eq ptr %2072, %1987
  br i1 %2075, label %2076, label %2048, !llvm.loop !67

2076:                                             ; preds = %1950, %2043, %2048, %2006, %2025, %1979, %1942
  %2077 = load ptr, ptr %1709, align 8, !tbaa !36
  %2078 = getelementptr inbounds i8, ptr %2077, i64 %1931
  store ptr %2078, ptr %1709, align 8, !tbaa !36
  %2079 = icmp ugt i64 %1931, 65535
  %2080 = load ptr, ptr %1712, align 8, !tbaa !38
  br i1 %2079, label %2081, label %2088, !prof !47

2081:                                             ; preds = %2076
  store i32 1, ptr %1711, align 8, !tbaa !48
  %2082 = load ptr, ptr %1, align 8, !tbaa !49
  %2083 = ptrtoint ptr %2080 to i64
  %2084 = ptrtoint ptr %2082 to i64
  %2085 = sub i64 %2083, %2084
  %2086 = lshr exact i64 %2085, 3
  %2087 = trunc i64 %2086 to i32
  store i32 %2087, ptr %1713, align 4, !tbaa !50
  br label %2088

2088:                                             ; preds = %2081, %2076, %1939
  %2089 = phi ptr [ %1941, %1939 ], [ %2080, %2081 ], [ %2080, %2076 ]
  %2090 = trunc i64 %1931 to i16
  %2091 = getelementptr inbounds i8, ptr %2089, i64 4
  store i16 %2090, ptr %2091, align 4, !tbaa !51
  store i32 %1855, ptr %2089, align 4, !tbaa !53
  %2092 = add i64 %1928, -3
  %2093 = icmp ugt i64 %2092, 65535
  br i1 %2093, label %2094, label %2101, !prof !54

2094:                                             ; preds = %2088
  store i32 2, ptr %1711, align 8, !tbaa !48
  %2095 = load ptr, ptr %1, align 8, !tbaa !49
  %2096 = ptrtoint ptr %2089 to i64
  %2097 = ptrtoint ptr %2095 to i64
  %2098 = sub i64 %2096, %2097
  %2099 = lshr exact i64 %2098, 3
  %2100 = trunc i64 %2099 to i32
  store i32 %2100, ptr %1713, align 4, !tbaa !50
  br label %2101

2101:                                             ; preds = %2094, %2088
  %2102 = trunc i64 %2092 to i16
  %2103 = getelementptr inbounds i8, ptr %2089, i64 6
  store i16 %2102, ptr %2103, align 2, !tbaa !55
  %2104 = getelementptr inbounds i8, ptr %2089, i64 8
  store ptr %2104, ptr %1712, align 8, !tbaa !38
  %2105 = getelementptr inbounds i8, ptr %1859, i64 %1928
  %2106 = icmp ugt ptr %2105, %39
  br i1 %2106, label %2235, label %2107

2107:                                             ; preds = %2101
  %2108 = add i32 %1853, 2
  %2109 = zext i32 %1853 to i64
  %2110 = getelementptr inbounds i8, ptr %59, i64 %2109
  %2111 = load i64, ptr %2110, align 1, !tbaa !20
  %2112 = mul i64 %2111, -3523014627193167104
  %2113 = lshr i64 %2112, %1704
  %2114 = getelementptr inbounds i32, ptr %12, i64 %2113
  store i32 %2108, ptr %2114, align 4, !tbaa !19
  %2115 = getelementptr inbounds i8, ptr %2105, i64 -2
  %2116 = ptrtoint ptr %2115 to i64
  %2117 = sub i64 %2116, %21
  %2118 = trunc i64 %2117 to i32
  %2119 = load i64, ptr %2115, align 1, !tbaa !20
  %2120 = mul i64 %2119, -3523014627193167104
  %2121 = lshr i64 %2120, %1704
  %2122 = getelementptr inbounds i32, ptr %12, i64 %2121
  store i32 %2118, ptr %2122, align 4, !tbaa !19
  %2123 = icmp eq i32 %1854, 0
  br i1 %2123, label %2235, label %2124

2124:                                             ; preds = %2107, %2230
  %2125 = phi ptr [ %2233, %2230 ], [ %2104, %2107 ]
  %2126 = phi ptr [ %2212, %2230 ], [ %2105, %2107 ]
  %2127 = phi i32 [ %2128, %2230 ], [ %1858, %2107 ]
  %2128 = phi i32 [ %2127, %2230 ], [ %1854, %2107 ]
  %2129 = load i32, ptr %2126, align 1, !tbaa !19
  %2130 = zext i32 %2128 to i64
  %2131 = sub nsw i64 0, %2130
  %2132 = getelementptr inbounds i8, ptr %2126, i64 %2131
  %2133 = load i32, ptr %2132, align 1, !tbaa !19
  %2134 = icmp eq i32 %2129, %2133
  br i1 %2134, label %2135, label %2235

2135:                                             ; preds = %2124
  %2136 = getelementptr inbounds i8, ptr %2126, i64 4
  %2137 = getelementptr inbounds i8, ptr %2136, i64 %2131
  %2138 = icmp ugt ptr %1705, %2136
  br i1 %2138, label %2139, label %2165

2139:                                             ; preds = %2135
  %2140 = load i64, ptr %2137, align 1, !tbaa !20
  %2141 = load i64, ptr %2136, align 1, !tbaa !20
  %2142 = icmp eq i64 %2140, %2141
  br i1 %2142, label %2147, label %2143

2143:                                             ; preds = %2139
  %2144 = xor i64 %2141, %2140
  %2145 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2144, i1 true)
  %2146 = lshr i64 %2145, 3
  br label %2202

2147:                                             ; preds = %2139, %2153
  %2148 = phi ptr [ %2151, %2153 ], [ %2137, %2139 ]
  %2149 = phi ptr [ %2150, %2153 ], [ %2136, %2139 ]
  %2150 = getelementptr inbounds i8, ptr %2149, i64 8
  %2151 = getelementptr inbounds i8, ptr %2148, i64 8
  %2152 = icmp ult ptr %2150, %1705
  br i1 %2152, label %2153, label %2165

2153:                                             ; preds = %2147
  %2154 = load i64, ptr %2151, align 1, !tbaa !20
  %2155 = load i64, ptr %2150, align 1, !tbaa !20
  %2156 = icmp eq i64 %2154, %2155
  br i1 %2156, label %2147, label %2157

2157:                                             ; preds = %2153
  %2158 = xor i64 %2155, %2154
  %2159 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2158, i1 true)
  %2160 = lshr i64 %2159, 3
  %2161 = getelementptr inbounds i8, ptr %2150, i64 %2160
  %2162 = ptrtoint ptr %2161 to i64
  %2163 = ptrtoint ptr %2136 to i64
  %2164 = sub i64 %2162, %2163
  br label %2202

2165:                                             ; preds = %2147, %2135
  %2166 = phi ptr [ %2137, %2135 ], [ %2151, %2147 ]
  %2167 = phi ptr [ %2136, %2135 ], [ %2150, %2147 ]
  %2168 = icmp ult ptr %2167, %1706
  br i1 %2168, label %2169, label %2176

2169:                                             ; preds = %2165
  %2170 = load i32, ptr %2166, align 1, !tbaa !19
  %2171 = load i32, ptr %2167, align 1, !tbaa !19
  %2172 = icmp eq i32 %2170, %2171
  br i1 %2172, label %2173, label %2176

2173:                                             ; preds = %2169
  %2174 = getelementptr inbounds i8, ptr %2167, i64 4
  %2175 = getelementptr inbounds i8, ptr %2166, i64 4
  br label %2176

2176:                                             ; preds = %2173, %2169, %2165
  %2177 = phi ptr [ %2175, %2173 ], [ %2166, %2169 ], [ %2166, %2165 ]
  %2178 = phi ptr [ %2174, %2173 ], [ %2167, %2169 ], [ %2167, %2165 ]
  %2179 = icmp ult ptr %2178, %1707
  br i1 %2179, label %2180, label %2187

2180:                                             ; preds = %2176
  %2181 = load i16, ptr %2177, align 1, !tbaa !34
  %2182 = load i16, ptr %2178, align 1, !tbaa !34
  %2183 = icmp eq i16 %2181, %2182
  br i1 %2183, label %2184, label %2187

2184:                                             ; preds = %2180
  %2185 = getelementptr inbounds i8, ptr %2178, i64 2
  %2186 = getelementptr inbounds i8, ptr %2177, i64 2
  br label %2187

2187:                                             ; preds = %2184, %2180, %2176
  %2188 = phi ptr [ %2186, %2184 ], [ %2177, %2180 ], [ %2177, %2176 ]
  %2189 = phi ptr [ %2185, %2184 ], [ %2178, %2180 ], [ %2178, %2176 ]
  %2190 = icmp ult ptr %2189, %38
  br i1 %2190, label %2191, label %2197

2191:                                             ; preds = %2187
  %2192 = load i8, ptr %2188, align 1, !tbaa !31
  %2193 = load i8, ptr %2189, align 1, !tbaa !31
  %2194 = icmp eq i8 %2192, %2193
  %2195 = zext i1 %2194 to i64
  %2196 = getelementptr inbounds i8, ptr %2189, i64 %2195
  br label %2197

2197:                                             ; preds = %2191, %2187
  %2198 = phi ptr [ %2189, %2187 ], [ %2196, %2191 ]
  %2199 = ptrtoint ptr %2198 to i64
  %2200 = ptrtoint ptr %2136 to i64
  %2201 = sub i64 %2199, %2200
  br label %2202

2202:                                             ; preds = %2197, %2157, %2143
  %2203 = phi i64 [ %2201, %2197 ], [ %2146, %2143 ], [ %2164, %2157 ]
  %2204 = add i64 %2203, 4
  %2205 = ptrtoint ptr %2126 to i64
  %2206 = sub i64 %2205, %21
  %2207 = trunc i64 %2206 to i32
  %2208 = load i64, ptr %2126, align 1, !tbaa !20
  %2209 = mul i64 %2208, -3523014627193167104
  %2210 = lshr i64 %2209, %1704
  %2211 = getelementptr inbounds i32, ptr %12, i64 %2210
  store i32 %2207, ptr %2211, align 4, !tbaa !19
  %2212 = getelementptr inbounds i8, ptr %2126, i64 %2204
  %2213 = icmp ugt ptr %2126, %1708
  br i1 %2213, label %2218, label %2214

2214:                                             ; preds = %2202
  %2215 = load ptr, ptr %1709, align 8, !tbaa !36
  %2216 = load <2 x i64>, ptr %2126, align 1, !tbaa !31
  store <2 x i64> %2216, ptr %2215, align 1, !tbaa !31
  %2217 = load ptr, ptr %1712, align 8, !tbaa !38
  br label %2218

2218:                                             ; preds = %2214, %2202
  %2219 = phi ptr [ %2125, %2202 ], [ %2217, %2214 ]
  %2220 = getelementptr inbounds i8, ptr %2219, i64 4
  store i16 0, ptr %2220, align 4, !tbaa !51
  store i32 1, ptr %2219, align 4, !tbaa !53
  %2221 = add i64 %2203, 1
  %2222 = icmp ugt i64 %2221, 65535
  br i1 %2222, label %2223, label %2230, !prof !54

2223:                                             ; preds = %2218
  store i32 2, ptr %1711, align 8, !tbaa !48
  %2224 = load ptr, ptr %1, align 8, !tbaa !49
  %2225 = ptrtoint ptr %2219 to i64
  %2226 = ptrtoint ptr %2224 to i64
  %2227 = sub i64 %2225, %2226
  %2228 = lshr exact i64 %2227, 3
  %2229 = trunc i64 %2228 to i32
  store i32 %2229, ptr %1713, align 4, !tbaa !50
  br label %2230

2230:                                             ; preds = %2223, %2218
  %2231 = trunc i64 %2221 to i16
  %2232 = getelementptr inbounds i8, ptr %2219, i64 6
  store i16 %2231, ptr %2232, align 2, !tbaa !55
  %2233 = getelementptr inbounds i8, ptr %2219, i64 8
  store ptr %2233, ptr %1712, align 8, !tbaa !38
  %2234 = icmp ugt ptr %2212, %39
  br i1 %2234, label %2235, label %2124

2235:                                             ; preds = %2230, %2124, %2107, %2101
  %2236 = phi i32 [ 0, %2107 ], [ %1854, %2101 ], [ %2128, %2124 ], [ %2127, %2230 ]
  %2237 = phi i32 [ %1858, %2107 ], [ %1858, %2101 ], [ %2127, %2124 ], [ %2128, %2230 ]
  %2238 = phi ptr [ %2105, %2107 ], [ %2105, %2101 ], [ %2126, %2124 ], [ %2212, %2230 ]
  %2239 = getelementptr inbounds i8, ptr %2238, i64 %17
  %2240 = getelementptr inbounds i8, ptr %2239, i64 1
  %2241 = icmp ult ptr %2240, %39
  br i1 %2241, label %1714, label %4410

2242:                                             ; preds = %5
  switch i32 %8, label %2243 [
    i32 7, label %3869
    i32 5, label %2787
    i32 6, label %3328
  ]

2243:                                             ; preds = %2242
  br i1 %62, label %2244, label %4410

2244:                                             ; preds = %2243
  %2245 = getelementptr inbounds i8, ptr %0, i64 264
  %2246 = load i32, ptr %2245, align 4, !tbaa !18
  %2247 = sub i32 32, %2246
  %2248 = getelementptr inbounds i8, ptr %38, i64 -7
  %2249 = getelementptr inbounds i8, ptr %38, i64 -3
  %2250 = getelementptr inbounds i8, ptr %38, i64 -1
  %2251 = getelementptr inbounds i8, ptr %38, i64 -32
  %2252 = getelementptr inbounds i8, ptr %1, i64 24
  %2253 = ptrtoint ptr %2251 to i64
  %2254 = getelementptr inbounds i8, ptr %1, i64 72
  %2255 = getelementptr inbounds i8, ptr %1, i64 8
  %2256 = getelementptr inbounds i8, ptr %1, i64 76
  br label %2257

2257:                                             ; preds = %2780, %2244
  %2258 = phi ptr [ %61, %2244 ], [ %2785, %2780 ]
  %2259 = phi ptr [ %60, %2244 ], [ %2784, %2780 ]
  %2260 = phi ptr [ %3, %2244 ], [ %2783, %2780 ]
  %2261 = phi ptr [ %45, %2244 ], [ %2783, %2780 ]
  %2262 = phi i32 [ %58, %2244 ], [ %2782, %2780 ]
  %2263 = phi i32 [ %56, %2244 ], [ %2781, %2780 ]
  %2264 = getelementptr inbounds i8, ptr %2261, i64 1
  %2265 = getelementptr inbounds i8, ptr %2261, i64 128
  %2266 = load i32, ptr %2261, align 1, !tbaa !19
  %2267 = mul i32 %2266, -1640531535
  %2268 = lshr i32 %2267, %2247
  %2269 = zext i32 %2268 to i64
  %2270 = load i32, ptr %2264, align 1, !tbaa !19
  %2271 = getelementptr inbounds i32, ptr %12, i64 %2269
  %2272 = load i32, ptr %2271, align 4, !tbaa !19
  %2273 = zext i32 %2262 to i64
  %2274 = sub nsw i64 0, %2273
  %2275 = icmp ne i32 %2262, 0
  br label %2276

2276:                                             ; preds = %2351, %2257
  %2277 = phi i64 [ %2269, %2257 ], [ %2311, %2351 ]
  %2278 = phi i32 [ %2270, %2257 ], [ %2327, %2351 ]
  %2279 = phi i32 [ %2272, %2257 ], [ %2326, %2351 ]
  %2280 = phi i64 [ %17, %2257 ], [ %2352, %2351 ]
  %2281 = phi ptr [ %2265, %2257 ], [ %2353, %2351 ]
  %2282 = phi ptr [ %2258, %2257 ], [ %2329, %2351 ]
  %2283 = phi ptr [ %2259, %2257 ], [ %2328, %2351 ]
  %2284 = phi ptr [ %2264, %2257 ], [ %2282, %2351 ]
  %2285 = phi ptr [ %2261, %2257 ], [ %2283, %2351 ]
  %2286 = mul i32 %2278, -1640531535
  %2287 = lshr i32 %2286, %2247
  %2288 = zext i32 %2287 to i64
  %2289 = getelementptr inbounds i8, ptr %2283, i64 %2274
  %2290 = load i32, ptr %2289, align 1, !tbaa !19
  %2291 = ptrtoint ptr %2285 to i64
  %2292 = sub i64 %2291, %21
  %2293 = trunc i64 %2292 to i32
  %2294 = getelementptr inbounds i32, ptr %12, i64 %2277
  store i32 %2293, ptr %2294, align 4, !tbaa !19
  %2295 = load i32, ptr %2283, align 1, !tbaa !19
  %2296 = icmp eq i32 %2295, %2290
  %2297 = and i1 %2275, %2296
  br i1 %2297, label %2336, label %2298

2298:                                             ; preds = %2276
  %2299 = icmp ult i32 %2279, %35
  br i1 %2299, label %2306, label %2300

2300:                                             ; preds = %2298
  %2301 = zext i32 %2279 to i64
  %2302 = getelementptr inbounds i8, ptr %19, i64 %2301
  %2303 = load i32, ptr %2302, align 1, !tbaa !19
  %2304 = load i32, ptr %2285, align 1, !tbaa !19
  %2305 = icmp eq i32 %2304, %2303
  br i1 %2305, label %2355, label %2306

2306:                                             ; preds = %2300, %2298
  %2307 = getelementptr inbounds i32, ptr %12, i64 %2288
  %2308 = load i32, ptr %2307, align 4, !tbaa !19
  %2309 = mul i32 %2295, -1640531535
  %2310 = lshr i32 %2309, %2247
  %2311 = zext i32 %2310 to i64
  %2312 = ptrtoint ptr %2284 to i64
  %2313 = sub i64 %2312, %21
  %2314 = trunc i64 %2313 to i32
  store i32 %2314, ptr %2307, align 4, !tbaa !19
  %2315 = icmp ult i32 %2308, %35
  br i1 %2315, label %2324, label %2316

2316:                                             ; preds = %2306
  %2317 = zext i32 %2308 to i64
  %2318 = getelementptr inbounds i8, ptr %19, i64 %2317
  %2319 = load i32, ptr %2318, align 1, !tbaa !19
  %2320 = load i32, ptr %2284, align 1, !tbaa !19
  %2321 = icmp eq i32 %2320, %2319
  br i1 %2321, label %2322, label %2324

2322:                                             ; preds = %2316
  %2323 = icmp ult i64 %2280, 5
  br i1 %2323, label %2355, label %2367

2324:                                             ; preds = %2316, %2306
  %2325 = getelementptr inbounds i32, ptr %12, i64 %2311
  %2326 = load i32, ptr %2325, align 4, !tbaa !19
  %2327 = load i32, ptr %2282, align 1, !tbaa !19
  %2328 = getelementptr inbounds i8, ptr %2283, i64 %2280
  %2329 = getelementptr inbounds i8, ptr %2282, i64 %2280
  %2330 = icmp ult ptr %2328, %2281
  br i1 %2330, label %2351, label %2331

2331:                                             ; preds = %2324
  %2332 = add i64 %2280, 1
  %2333 = getelementptr inbounds i8, ptr %2282, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %2333, i32 0, i32 3, i32 1)
  %2334 = getelementptr inbounds i8, ptr %2282, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %2334, i32 0, i32 3, i32 1)
  %2335 = getelementptr inbounds i8, ptr %2281, i64 128
  br label %2351

2336:                                             ; preds = %2276
  %2337 = getelementptr inbounds i8, ptr %2283, i64 %2274
  %2338 = getelementptr inbounds i8, ptr %2283, i64 -1
  %2339 = load i8, ptr %2338, align 1, !tbaa !31
  %2340 = getelementptr inbounds i8, ptr %2337, i64 -1
  %2341 = load i8, ptr %2340, align 1, !tbaa !31
  %2342 = icmp eq i8 %2339, %2341
  %2343 = sext i1 %2342 to i64
  %2344 = getelementptr inbounds i8, ptr %2283, i64 %2343
  %2345 = getelementptr inbounds i8, ptr %2337, i64 %2343
  %2346 = select i1 %2342, i64 5, i64 4
  %2347 = ptrtoint ptr %2284 to i64
  %2348 = sub i64 %2347, %21
  %2349 = trunc i64 %2348 to i32
  %2350 = getelementptr inbounds i32, ptr %12, i64 %2288
  store i32 %2349, ptr %2350, align 4, !tbaa !19
  br label %2395

2351:                                             ; preds = %2331, %2324
  %2352 = phi i64 [ %2280, %2324 ], [ %2332, %2331 ]
  %2353 = phi ptr [ %2281, %2324 ], [ %2335, %2331 ]
  %2354 = icmp ult ptr %2329, %39
  br i1 %2354, label %2276, label %4410, !llvm.loop !32

2355:                                             ; preds = %2300, %2322
  %2356 = phi ptr [ %2283, %2322 ], [ %2284, %2300 ]
  %2357 = phi i64 [ %2311, %2322 ], [ %2288, %2300 ]
  %2358 = phi i64 [ %2312, %2322 ], [ %2291, %2300 ]
  %2359 = phi i64 [ %2317, %2322 ], [ %2301, %2300 ]
  %2360 = phi i32 [ %2308, %2322 ], [ %2279, %2300 ]
  %2361 = phi i32 [ %2314, %2322 ], [ %2293, %2300 ]
  %2362 = phi ptr [ %2284, %2322 ], [ %2285, %2300 ]
  %2363 = ptrtoint ptr %2356 to i64
  %2364 = sub i64 %2363, %21
  %2365 = trunc i64 %2364 to i32
  %2366 = getelementptr inbounds i32, ptr %12, i64 %2357
  store i32 %2365, ptr %2366, align 4, !tbaa !19
  br label %2367

2367:                                             ; preds = %2355, %2322
  %2368 = phi i64 [ %2312, %2322 ], [ %2358, %2355 ]
  %2369 = phi i64 [ %2317, %2322 ], [ %2359, %2355 ]
  %2370 = phi i32 [ %2308, %2322 ], [ %2360, %2355 ]
  %2371 = phi i32 [ %2314, %2322 ], [ %2361, %2355 ]
  %2372 = phi ptr [ %2284, %2322 ], [ %2362, %2355 ]
  %2373 = getelementptr inbounds i8, ptr %19, i64 %2369
  %2374 = ptrtoint ptr %2373 to i64
  %2375 = sub i64 %2368, %2374
  %2376 = trunc i64 %2375 to i32
  %2377 = add i32 %2376, 3
  %2378 = icmp ugt ptr %2372, %2260
  %2379 = icmp ugt i32 %2370, %35
  %2380 = and i1 %2379, %2378
  br i1 %2380, label %2381, label %2395

2381:                                             ; preds = %2367, %2390
  %2382 = phi ptr [ %2385, %2390 ], [ %2372, %2367 ]
  %2383 = phi i64 [ %2391, %2390 ], [ 4, %2367 ]
  %2384 = phi ptr [ %2387, %2390 ], [ %2373, %2367 ]
  %2385 = getelementptr inbounds i8, ptr %2382, i64 -1
  %2386 = load i8, ptr %2385, align 1, !tbaa !31
  %2387 = getelementptr inbounds i8, ptr %2384, i64 -1
  %2388 = load i8, ptr %2387, align 1, !tbaa !31
  %2389 = icmp eq i8 %2386, %2388
  br i1 %2389, label %2390, label %2395

2390:                                             ; preds = %2381
  %2391 = add i64 %2383, 1
  %2392 = icmp ugt ptr %2385, %2260
  %2393 = icmp ugt ptr %2387, %37
  %2394 = and i1 %2392, %2393
  br i1 %2394, label %2381, label %2395, !llvm.loop !33

2395:                                             ; preds = %2390, %2381, %2367, %2336
  %2396 = phi i32 [ %2293, %2336 ], [ %2371, %2367 ], [ %2371, %2381 ], [ %2371, %2390 ]
  %2397 = phi i32 [ %2263, %2336 ], [ %2262, %2367 ], [ %2262, %2381 ], [ %2262, %2390 ]
  %2398 = phi i32 [ 1, %2336 ], [ %2377, %2367 ], [ %2377, %2381 ], [ %2377, %2390 ]
  %2399 = phi ptr [ %2345, %2336 ], [ %2373, %2367 ], [ %2387, %2390 ], [ %2384, %2381 ]
  %2400 = phi i64 [ %2346, %2336 ], [ 4, %2367 ], [ %2391, %2390 ], [ %2383, %2381 ]
  %2401 = phi i32 [ %2262, %2336 ], [ %2376, %2367 ], [ %2376, %2381 ], [ %2376, %2390 ]
  %2402 = phi ptr [ %2344, %2336 ], [ %2372, %2367 ], [ %2385, %2390 ], [ %2382, %2381 ]
  %2403 = getelementptr inbounds i8, ptr %2402, i64 %2400
  %2404 = getelementptr inbounds i8, ptr %2399, i64 %2400
  %2405 = icmp ugt ptr %2248, %2403
  br i1 %2405, label %2406, label %2432

2406:                                             ; preds = %2395
  %2407 = load i64, ptr %2404, align 1, !tbaa !20
  %2408 = load i64, ptr %2403, align 1, !tbaa !20
  %2409 = icmp eq i64 %2407, %2408
  br i1 %2409, label %2414, label %2410

2410:                                             ; preds = %2406
  %2411 = xor i64 %2408, %2407
  %2412 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2411, i1 true)
  %2413 = lshr i64 %2412, 3
  br label %2469

2414:                                             ; preds = %2406, %2420
  %2415 = phi ptr [ %2418, %2420 ], [ %2404, %2406 ]
  %2416 = phi ptr [ %2417, %2420 ], [ %2403, %2406 ]
  %2417 = getelementptr inbounds i8, ptr %2416, i64 8
  %2418 = getelementptr inbounds i8, ptr %2415, i64 8
  %2419 = icmp ult ptr %2417, %2248
  br i1 %2419, label %2420, label %2432

2420:                                             ; preds = %2414
  %2421 = load i64, ptr %2418, align 1, !tbaa !20
  %2422 = load i64, ptr %2417, align 1, !tbaa !20
  %2423 = icmp eq i64 %2421, %2422
  br i1 %2423, label %2414, label %2424

2424:                                             ; preds = %2420
  %2425 = xor i64 %2422, %2421
  %2426 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2425, i1 true)
  %2427 = lshr i64 %2426, 3
  %2428 = getelementptr inbounds i8, ptr %2417, i64 %2427
  %2429 = ptrtoint ptr %2428 to i64
  %2430 = ptrtoint ptr %2403 to i64
  %2431 = sub i64 %2429, %2430
  br label %2469

2432:                                             ; preds = %2414, %2395
  %2433 = phi ptr [ %2404, %2395 ], [ %2418, %2414 ]
  %2434 = phi ptr [ %2403, %2395 ], [ %2417, %2414 ]
  %2435 = icmp ult ptr %2434, %2249
  br i1 %2435, label %2436, label %2443

2436:                                             ; preds = %2432
  %2437 = load i32, ptr %2433, align 1, !tbaa !19
  %2438 = load i32, ptr %2434, align 1, !tbaa !19
  %2439 = icmp eq i32 %2437, %2438
  br i1 %2439, label %2440, label %2443

2440:                                             ; preds = %2436
  %2441 = getelementptr inbounds i8, ptr %2434, i64 4
  %2442 = getelementptr inbounds i8, ptr %2433, i64 4
  br label %2443

2443:                                             ; preds = %2440, %2436, %2432
  %2444 = phi ptr [ %2442, %2440 ], [ %2433, %2436 ], [ %2433, %2432 ]
  %2445 = phi ptr [ %2441, %2440 ], [ %2434, %2436 ], [ %2434, %2432 ]
  %2446 = icmp ult ptr %2445, %2250
  br i1 %2446, label %2447, label %2454

2447:                                             ; preds = %2443
  %2448 = load i16, ptr %2444, align 1, !tbaa !34
  %2449 = load i16, ptr %2445, align 1, !tbaa !34
  %2450 = icmp eq i16 %2448, %2449
  br i1 %2450, label %2451, label %2454

2451:                                             ; preds = %2447
  %2452 = getelementptr inbounds i8, ptr %2445, i64 2
  %2453 = getelementptr inbounds i8, ptr %2444, i64 2
  br label %2454

2454:                                             ; preds = %2451, %2447, %2443
  %2455 = phi ptr [ %2453, %2451 ], [ %2444, %2447 ], [ %2444, %2443 ]
  %2456 = phi ptr [ %2452, %2451 ], [ %2445, %2447 ], [ %2445, %2443 ]
  %2457 = icmp ult ptr %2456, %38
  br i1 %2457, label %2458, label %2464

2458:                                             ; preds = %2454
  %2459 = load i8, ptr %2455, align 1, !tbaa !31
  %2460 = load i8, ptr %2456, align 1, !tbaa !31
  %2461 = icmp eq i8 %2459, %2460
  %2462 = zext i1 %2461 to i64
  %2463 = getelementptr inbounds i8, ptr %2456, i64 %2462
  br label %2464

2464:                                             ; preds = %2458, %2454
  %2465 = phi ptr [ %2456, %2454 ], [ %2463, %2458 ]
  %2466 = ptrtoint ptr %2465 to i64
  %2467 = ptrtoint ptr %2403 to i64
  %2468 = sub i64 %2466, %2467
  br label %2469

2469:                                             ; preds = %2464, %2424, %2410
  %2470 = phi i64 [ %2468, %2464 ], [ %2413, %2410 ], [ %2431, %2424 ]
  %2471 = add i64 %2470, %2400
  %2472 = ptrtoint ptr %2402 to i64
  %2473 = ptrtoint ptr %2260 to i64
  %2474 = sub i64 %2472, %2473
  %2475 = getelementptr inbounds i8, ptr %2260, i64 %2474
  %2476 = icmp ugt ptr %2475, %2251
  %2477 = load ptr, ptr %2252, align 8, !tbaa !36
  br i1 %2476, label %2503, label %2478

2478:                                             ; preds = %2469
  %2479 = load <2 x i64>, ptr %2260, align 1, !tbaa !31
  store <2 x i64> %2479, ptr %2477, align 1, !tbaa !31
  %2480 = icmp ugt i64 %2474, 16
  %2481 = load ptr, ptr %2252, align 8, !tbaa !36
  br i1 %2480, label %2485, label %2482

2482:                                             ; preds = %2478
  %2483 = getelementptr inbounds i8, ptr %2481, i64 %2474
  store ptr %2483, ptr %2252, align 8, !tbaa !36
  %2484 = load ptr, ptr %2255, align 8, !tbaa !38
  br label %2631

2485:                                             ; preds = %2478
  %2486 = getelementptr inbounds i8, ptr %2481, i64 16
  %2487 = getelementptr inbounds i8, ptr %2260, i64 16
  %2488 = getelementptr i8, ptr %2481, i64 %2474
  %2489 = load <2 x i64>, ptr %2487, align 1, !tbaa !31
  store <2 x i64> %2489, ptr %2486, align 1, !tbaa !31
  %2490 = icmp slt i64 %2474, 33
  br i1 %2490, label %2619, label %2491

2491:                                             ; preds = %2485
  %2492 = getelementptr inbounds i8, ptr %2481, i64 32
  br label %2493

2493:                                             ; preds = %2493, %2491
  %2494 = phi ptr [ %2492, %2491 ], [ %2501, %2493 ]
  %2495 = phi ptr [ %2487, %2491 ], [ %2499, %2493 ]
  %2496 = getelementptr inbounds i8, ptr %2495, i64 16
  %2497 = load <2 x i64>, ptr %2496, align 1, !tbaa !31
  store <2 x i64> %2497, ptr %2494, align 1, !tbaa !31
  %2498 = getelementptr inbounds i8, ptr %2494, i64 16
  %2499 = getelementptr inbounds i8, ptr %2495, i64 32
  %2500 = load <2 x i64>, ptr %2499, align 1, !tbaa !31
  store <2 x i64> %2500, ptr %2498, align 1, !tbaa !31
  %2501 = getelementptr inbounds i8, ptr %2494, i64 32
  %2502 = icmp ult ptr %2501, %2488
  br i1 %2502, label %2493, label %2619, !llvm.loop !39

2503:                                             ; preds = %2469
  %2504 = icmp ugt ptr %2260, %2251
  br i1 %2504, label %2522, label %2505

2505:                                             ; preds = %2503
  %2506 = sub i64 %2253, %2473
  %2507 = getelementptr inbounds i8, ptr %2477, i64 %2506
  %2508 = load <2 x i64>, ptr %2260, align 1, !tbaa !31
  store <2 x i64> %2508, ptr %2477, align 1, !tbaa !31
  %2509 = icmp slt i64 %2506, 17
  br i1 %2509, label %2522, label %2510

2510:                                             ; preds = %2505
  %2511 = getelementptr inbounds i8, ptr %2477, i64 16
  br label %2512

2512:                                             ; preds = %2512, %2510
  %2513 = phi ptr [ %2511, %2510 ], [ %2520, %2512 ]
  %2514 = phi ptr [ %2260, %2510 ], [ %2518, %2512 ]
  %2515 = getelementptr inbounds i8, ptr %2514, i64 16
  %2516 = load <2 x i64>, ptr %2515, align 1, !tbaa !31
  store <2 x i64> %2516, ptr %2513, align 1, !tbaa !31
  %2517 = getelementptr inbounds i8, ptr %2513, i64 16
  %2518 = getelementptr inbounds i8, ptr %2514, i64 32
  %2519 = load <2 x i64>, ptr %2518, align 1, !tbaa !31
  store <2 x i64> %2519, ptr %2517, align 1, !tbaa !31
  %2520 = getelementptr inbounds i8, ptr %2513, i64 32
  %2521 = icmp ult ptr %2520, %2507
  br i1 %2521, label %2512, label %2522, !llvm.loop !39

2522:                                             ; preds = %2512, %2505, %2503
  %2523 = phi ptr [ %2251, %2505 ], [ %2260, %2503 ], [ %2251, %2512 ]
  %2524 = phi ptr [ %2507, %2505 ], [ %2477, %2503 ], [ %2507, %2512 ]
  %2525 = icmp ult ptr %2523, %2475
  br i1 %2525, label %2526, label %2619

2526:                                             ; preds = %2522
  %2527 = ptrtoint ptr %2524 to i64
  %2528 = ptrtoint ptr %2523 to i64
  %2529 = sub i64 %2472, %2528
  %2530 = getelementptr i8, ptr %2523, i64 %2529
  %2531 = icmp ult i64 %2529, 8
  %2532 = sub i64 %2527, %2528
  %2533 = icmp ult i64 %2532, 32
  %2534 = select i1 %2531, i1 true, i1 %2533
  br i1 %2534, label %2570, label %2535

2535:                                             ; preds = %2526
  %2536 = icmp ult i64 %2529, 32
  br i1 %2536, label %2556, label %2537

2537:                                             ; preds = %2535
  %2538 = and i64 %2529, -32
  br label %2539

2539:                                             ; preds = %2539, %2537
  %2540 = phi i64 [ 0, %2537 ], [ %2547, %2539 ]
  %2541 = getelementptr i8, ptr %2524, i64 %2540
  %2542 = getelementptr i8, ptr %2523, i64 %2540
  %2543 = getelementptr i8, ptr %2542, i64 16
  %2544 = load <16 x i8>, ptr %2542, align 1, !tbaa !31
  %2545 = load <16 x i8>, ptr %2543, align 1, !tbaa !31
  %2546 = getelementptr i8, ptr %2541, i64 16
  store <16 x i8> %2544, ptr %2541, align 1, !tbaa !31
  store <16 x i8> %2545, ptr %2546, align 1, !tbaa !31
  %2547 = add nuw i64 %2540, 32
  %2548 = icmp eq i64 %2547, %2538
  br i1 %2548, label %2549, label %2539, !llvm.loop !68

2549:                                             ; preds = %2539
  %2550 = icmp eq i64 %2529, %2538
  br i1 %2550, label %2619, label %2551

2551:                                             ; preds = %2549
  %2552 = getelementptr i8, ptr %2523, i64 %2538
  %2553 = getelementptr i8, ptr %2524, i64 %2538
  %2554 = and i64 %2529, 24
  %2555 = icmp eq i64 %2554, 0
  br i1 %2555, label %2570, label %2556

2556:                                             ; preds = %2535, %2551
  %2557 = phi i64 [ %2538, %2551 ], [ 0, %2535 ]
  %2558 = and i64 %2529, -8
  %2559 = getelementptr i8, ptr %2524, i64 %2558
  %2560 = getelementptr i8, ptr %2523, i64 %2558
  br label %2561

2561:                                             ; preds = %2561, %2556
  %2562 = phi i64 [ %2557, %2556 ], [ %2566, %2561 ]
  %2563 = getelementptr i8, ptr %2524, i64 %2562
  %2564 = getelementptr i8, ptr %2523, i64 %2562
  %2565 = load <8 x i8>, ptr %2564, align 1, !tbaa !31
  store <8 x i8> %2565, ptr %2563, align 1, !tbaa !31
  %2566 = add nuw i64 %2562, 8
  %2567 = icmp eq i64 %2566, %2558
  br i1 %2567, label %2568, label %2561, !llvm.loop !69

2568:                                             ; preds = %2561
  %2569 = icmp eq i64 %2529, %2558
  br i1 %2569, label %2619, label %2570

2570:                                             ; preds = %2568, %2526, %2551
  %2571 = phi ptr [ %2524, %2526 ], [ %2553, %2551 ], [ %2559, %2568 ]
  %2572 = phi ptr [ %2523, %2526 ], [ %2552, %2551 ], [ %2560, %2568 ]
  %2573 = ptrtoint ptr %2572 to i64
  %2574 = sub i64 %2472, %2573
  %2575 = and i64 %2574, 7
  %2576 = icmp eq i64 %2575, 0
  br i1 %2576, label %2586, label %2577

2577:                                             ; preds = %2570, %2577
  %2578 = phi ptr [ %2583, %2577 ], [ %2571, %2570 ]
  %2579 = phi ptr [ %2581, %2577 ], [ %2572, %2570 ]
  %2580 = phi i64 [ %2584, %2577 ], [ 0, %2570 ]
  %2581 = getelementptr inbounds i8, ptr %2579, i64 1
  %2582 = load i8, ptr %2579, align 1, !tbaa !31
  %2583 = getelementptr inbounds i8, ptr %2578, i64 1
  store i8 %2582, ptr %2578, align 1, !tbaa !31
  %2584 = add i64 %2580, 1
  %2585 = icmp eq i64 %2584, %2575
  br i1 %2585, label %2586, label %2577, !llvm.loop !70

2586:                                             ; preds = %2577, %2570
  %2587 = phi ptr [ %2571, %2570 ], [ %2583, %2577 ]
  %2588 = phi ptr [ %2572, %2570 ], [ %2581, %2577 ]
  %2589 = sub i64 %2573, %2472
  %2590 = icmp ugt i64 %2589, -8
  br i1 %2590, label %2619, label %2591

2591:                                             ; preds = %2586, %2591
  %2592 = phi ptr [ %2617, %2591 ], [ %2587, %2586 ]
  %2593 = phi ptr [ %2615, %2591 ], [ %2588, %2586 ]
  %2594 = getelementptr inbounds i8, ptr %2593, i64 1
  %2595 = load i8, ptr %2593, align 1, !tbaa !31
  %2596 = getelementptr inbounds i8, ptr %2592, i64 1
  store i8 %2595, ptr %2592, align 1, !tbaa !31
  %2597 = getelementptr inbounds i8, ptr %2593, i64 2
  %2598 = load i8, ptr %2594, align 1, !tbaa !31
  %2599 = getelementptr inbounds i8, ptr %2592, i64 2
  store i8 %2598, ptr %2596, align 1, !tbaa !31
  %2600 = getelementptr inbounds i8, ptr %2593, i64 3
  %2601 = load i8, ptr %2597, align 1, !tbaa !31
  %2602 = getelementptr inbounds i8, ptr %2592, i64 3
  store i8 %2601, ptr %2599, align 1, !tbaa !31
  %2603 = getelementptr inbounds i8, ptr %2593, i64 4
  %2604 = load i8, ptr %2600, align 1, !tbaa !31
  %2605 = getelementptr inbounds i8, ptr %2592, i64 4
  store i8 %2604, ptr %2602, align 1, !tbaa !31
  %2606 = getelementptr inbounds i8, ptr %2593, i64 5
  %2607 = load i8, ptr %2603, align 1, !tbaa !31
  %2608 = getelementptr inbounds i8, ptr %2592, i64 5
  store i8 %2607, ptr %2605, align 1, !tbaa !31
  %2609 = getelementptr inbounds i8, ptr %2593, i64 6
  %2610 = load i8, ptr %2606, align 1, !tbaa !31
  %2611 = getelementptr inbounds i8, ptr %2592, i64 6
  store i8 %2610, ptr %2608, align 1, !tbaa !31
  %2612 = getelementptr inbounds i8, ptr %2593, i64 7
  %2613 = load i8, ptr %2609, align 1, !tbaa !31
  %2614 = getelementptr inbounds i8, ptr %2592, i64 7
  store i8 %2613, ptr %2611, align 1, !tbaa !31
  %2615 = getelementptr inbounds i8, ptr %2593, i64 8
  %2616 = load i8, ptr %2612, align 1, !tbaa !31
  %2617 = getelementptr inbounds i8, ptr %2592, i64 8
  store i8 %2616, ptr %2614, align 1, !tbaa !31
  %2618 = icmp eq ptr %2615, %2530
  br i1 %2618, label %2619, label %2591, !llvm.loop !71

2619:                                             ; preds = %2493, %2586, %2591, %2549, %2568, %2522, %2485
  %2620 = load ptr, ptr %2252, align 8, !tbaa !36
  %2621 = getelementptr inbounds i8, ptr %2620, i64 %2474
  store ptr %2621, ptr %2252, align 8, !tbaa !36
  %2622 = icmp ugt i64 %2474, 65535
  %2623 = load ptr, ptr %2255, align 8, !tbaa !38
  br i1 %2622, label %2624, label %2631, !prof !47

2624:                                             ; preds = %2619
  store i32 1, ptr %2254, align 8, !tbaa !48
  %2625 = load ptr, ptr %1, align 8, !tbaa !49
  %2626 = ptrtoint ptr %2623 to i64
  %2627 = ptrtoint ptr %2625 to i64
  %2628 = sub i64 %2626, %2627
  %2629 = lshr exact i64 %2628, 3
  %2630 = trunc i64 %2629 to i32
  store i32 %2630, ptr %2256, align 4, !tbaa !50
  br label %2631

2631:                                             ; preds = %2624, %2619, %2482
  %2632 = phi ptr [ %2484, %2482 ], [ %2623, %2624 ], [ %2623, %2619 ]
  %2633 = trunc i64 %2474 to i16
  %2634 = getelementptr inbounds i8, ptr %2632, i64 4
  store i16 %2633, ptr %2634, align 4, !tbaa !51
  store i32 %2398, ptr %2632, align 4, !tbaa !53
  %2635 = add i64 %2471, -3
  %2636 = icmp ugt i64 %2635, 65535
  br i1 %2636, label %2637, label %2644, !prof !54

2637:                                             ; preds = %2631
  store i32 2, ptr %2254, align 8, !tbaa !48
  %2638 = load ptr, ptr %1, align 8, !tbaa !49
  %2639 = ptrtoint ptr %2632 to i64
  %2640 = ptrtoint ptr %2638 to i64
  %2641 = sub i64 %2639, %2640
  %2642 = lshr exact i64 %2641, 3
  %2643 = trunc i64 %2642 to i32
  store i32 %2643, ptr %2256, align 4, !tbaa !50
  br label %2644

2644:                                             ; preds = %2637, %2631
  %2645 = trunc i64 %2635 to i16
  %2646 = getelementptr inbounds i8, ptr %2632, i64 6
  store i16 %2645, ptr %2646, align 2, !tbaa !55
  %2647 = getelementptr inbounds i8, ptr %2632, i64 8
  store ptr %2647, ptr %2255, align 8, !tbaa !38
  %2648 = getelementptr inbounds i8, ptr %2402, i64 %2471
  %2649 = icmp ugt ptr %2648, %39
  br i1 %2649, label %2780, label %2650

2650:                                             ; preds = %2644
  %2651 = add i32 %2396, 2
  %2652 = zext i32 %2396 to i64
  %2653 = getelementptr inbounds i8, ptr %59, i64 %2652
  %2654 = load i32, ptr %2653, align 1, !tbaa !19
  %2655 = mul i32 %2654, -1640531535
  %2656 = lshr i32 %2655, %2247
  %2657 = zext i32 %2656 to i64
  %2658 = getelementptr inbounds i32, ptr %12, i64 %2657
  store i32 %2651, ptr %2658, align 4, !tbaa !19
  %2659 = getelementptr inbounds i8, ptr %2648, i64 -2
  %2660 = ptrtoint ptr %2659 to i64
  %2661 = sub i64 %2660, %21
  %2662 = trunc i64 %2661 to i32
  %2663 = load i32, ptr %2659, align 1, !tbaa !19
  %2664 = mul i32 %2663, -1640531535
  %2665 = lshr i32 %2664, %2247
  %2666 = zext i32 %2665 to i64
  %2667 = getelementptr inbounds i32, ptr %12, i64 %2666
  store i32 %2662, ptr %2667, align 4, !tbaa !19
  %2668 = icmp eq i32 %2397, 0
  br i1 %2668, label %2780, label %2669

2669:                                             ; preds = %2650, %2775
  %2670 = phi ptr [ %2778, %2775 ], [ %2647, %2650 ]
  %2671 = phi ptr [ %2757, %2775 ], [ %2648, %2650 ]
  %2672 = phi i32 [ %2673, %2775 ], [ %2401, %2650 ]
  %2673 = phi i32 [ %2672, %2775 ], [ %2397, %2650 ]
  %2674 = load i32, ptr %2671, align 1, !tbaa !19
  %2675 = zext i32 %2673 to i64
  %2676 = sub nsw i64 0, %2675
  %2677 = getelementptr inbounds i8, ptr %2671, i64 %2676
  %2678 = load i32, ptr %2677, align 1, !tbaa !19
  %2679 = icmp eq i32 %2674, %2678
  br i1 %2679, label %2680, label %2780

2680:                                             ; preds = %2669
  %2681 = getelementptr inbounds i8, ptr %2671, i64 4
  %2682 = getelementptr inbounds i8, ptr %2681, i64 %2676
  %2683 = icmp ugt ptr %2248, %2681
  br i1 %2683, label %2684, label %2710

2684:                                             ; preds = %2680
  %2685 = load i64, ptr %2682, align 1, !tbaa !20
  %2686 = load i64, ptr %2681, align 1, !tbaa !20
  %2687 = icmp eq i64 %2685, %2686
  br i1 %2687, label %2692, label %2688

2688:                                             ; preds = %2684
  %2689 = xor i64 %2686, %2685
  %2690 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2689, i1 true)
  %2691 = lshr i64 %2690, 3
  br label %2747

2692:                                             ; preds = %2684, %2698
  %2693 = phi ptr [ %2696, %2698 ], [ %2682, %2684 ]
  %2694 = phi ptr [ %2695, %2698 ], [ %2681, %2684 ]
  %2695 = getelementptr inbounds i8, ptr %2694, i64 8
  %2696 = getelementptr inbounds i8, ptr %2693, i64 8
  %2697 = icmp ult ptr %2695, %2248
  br i1 %2697, label %2698, label %2710

2698:                                             ; preds = %2692
  %2699 = load i64, ptr %2696, align 1, !tbaa !20
  %2700 = load i64, ptr %2695, align 1, !tbaa !20
  %2701 = icmp eq i64 %2699, %2700
  br i1 %2701, label %2692, label %2702

2702:                                             ; preds = %2698
  %2703 = xor i64 %2700, %2699
  %2704 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2703, i1 true)
  %2705 = lshr i64 %2704, 3
  %2706 = getelementptr inbounds i8, ptr %2695, i64 %2705
  %2707 = ptrtoint ptr %2706 to i64
  %2708 = ptrtoint ptr %2681 to i64
  %2709 = sub i64 %2707, %2708
  br label %2747

2710:                                             ; preds = %2692, %2680
  %2711 = phi ptr [ %2682, %2680 ], [ %2696, %2692 ]
  %2712 = phi ptr [ %2681, %2680 ], [ %2695, %2692 ]
  %2713 = icmp ult ptr %2712, %2249
  br i1 %2713, label %2714, label %2721

2714:                                             ; preds = %2710
  %2715 = load i32, ptr %2711, align 1, !tbaa !19
  %2716 = load i32, ptr %2712, align 1, !tbaa !19
  %2717 = icmp eq i32 %2715, %2716
  br i1 %2717, label %2718, label %2721

2718:                                             ; preds = %2714
  %2719 = getelementptr inbounds i8, ptr %2712, i64 4
  %2720 = getelementptr inbounds i8, ptr %2711, i64 4
  br label %2721

2721:                                             ; preds = %2718, %2714, %2710
  %2722 = phi ptr [ %2720, %2718 ], [ %2711, %2714 ], [ %2711, %2710 ]
  %2723 = phi ptr [ %2719, %2718 ], [ %2712, %2714 ], [ %2712, %2710 ]
  %2724 = icmp ult ptr %2723, %2250
  br i1 %2724, label %2725, label %2732

2725:                                             ; preds = %2721
  %2726 = load i16, ptr %2722, align 1, !tbaa !34
  %2727 = load i16, ptr %2723, align 1, !tbaa !34
  %2728 = icmp eq i16 %2726, %2727
  br i1 %2728, label %2729, label %2732

2729:                                             ; preds = %2725
  %2730 = getelementptr inbounds i8, ptr %2723, i64 2
  %2731 = getelementptr inbounds i8, ptr %2722, i64 2
  br label %2732

2732:                                             ; preds = %2729, %2725, %2721
  %2733 = phi ptr [ %2731, %2729 ], [ %2722, %2725 ], [ %2722, %2721 ]
  %2734 = phi ptr [ %2730, %2729 ], [ %2723, %2725 ], [ %2723, %2721 ]
  %2735 = icmp ult ptr %2734, %38
  br i1 %2735, label %2736, label %2742

2736:                                             ; preds = %2732
  %2737 = load i8, ptr %2733, align 1, !tbaa !31
  %2738 = load i8, ptr %2734, align 1, !tbaa !31
  %2739 = icmp eq i8 %2737, %2738
  %2740 = zext i1 %2739 to i64
  %2741 = getelementptr inbounds i8, ptr %2734, i64 %2740
  br label %2742

2742:                                             ; preds = %2736, %2732
  %2743 = phi ptr [ %2734, %2732 ], [ %2741, %2736 ]
  %2744 = ptrtoint ptr %2743 to i64
  %2745 = ptrtoint ptr %2681 to i64
  %2746 = sub i64 %2744, %2745
  br label %2747

2747:                                             ; preds = %2742, %2702, %2688
  %2748 = phi i64 [ %2746, %2742 ], [ %2691, %2688 ], [ %2709, %2702 ]
  %2749 = add i64 %2748, 4
  %2750 = ptrtoint ptr %2671 to i64
  %2751 = sub i64 %2750, %21
  %2752 = trunc i64 %2751 to i32
  %2753 = mul i32 %2674, -1640531535
  %2754 = lshr i32 %2753, %2247
  %2755 = zext i32 %2754 to i64
  %2756 = getelementptr inbounds i32, ptr %12, i64 %2755
  store i32 %2752, ptr %2756, align 4, !tbaa !19
  %2757 = getelementptr inbounds i8, ptr %2671, i64 %2749
  %2758 = icmp ugt ptr %2671, %2251
  br i1 %2758, label %2763, label %2759

2759:                                             ; preds = %2747
  %2760 = load ptr, ptr %2252, align 8, !tbaa !36
  %2761 = load <2 x i64>, ptr %2671, align 1, !tbaa !31
  store <2 x i64> %2761, ptr %2760, align 1, !tbaa !31
  %2762 = load ptr, ptr %2255, align 8, !tbaa !38
  br label %2763

2763:                                             ; preds = %2759, %2747
  %2764 = phi ptr [ %2670, %2747 ], [ %2762, %2759 ]
  %2765 = getelementptr inbounds i8, ptr %2764, i64 4
  store i16 0, ptr %2765, align 4, !tbaa !51
  store i32 1, ptr %2764, align 4, !tbaa !53
  %2766 = add i64 %2748, 1
  %2767 = icmp ugt i64 %2766, 65535
  br i1 %2767, label %2768, label %2775, !prof !54

2768:                                             ; preds = %2763
  store i32 2, ptr %2254, align 8, !tbaa !48
  %2769 = load ptr, ptr %1, align 8, !tbaa !49
  %2770 = ptrtoint ptr %2764 to i64
  %2771 = ptrtoint ptr %2769 to i64
  %2772 = sub i64 %2770, %2771
  %2773 = lshr exact i64 %2772, 3
  %2774 = trunc i64 %2773 to i32
  store i32 %2774, ptr %2256, align 4, !tbaa !50
  br label %2775

2775:                                             ; preds = %2768, %2763
  %2776 = trunc i64 %2766 to i16
  %2777 = getelementptr inbounds i8, ptr %2764, i64 6
  store i16 %2776, ptr %2777, align 2, !tbaa !55
  %2778 = getelementptr inbounds i8, ptr %2764, i64 8
  store ptr %2778, ptr %2255, align 8, !tbaa !38
  %2779 = icmp ugt ptr %2757, %39
  br i1 %2779, label %2780, label %2669

2780:                                             ; preds = %2775, %2669, %2650, %2644
  %2781 = phi i32 [ 0, %2650 ], [ %2397, %2644 ], [ %2673, %2669 ], [ %2672, %2775 ]
  %2782 = phi i32 [ %2401, %2650 ], [ %2401, %2644 ], [ %2672, %2669 ], [ %2673, %2775 ]
  %2783 = phi ptr [ %2648, %2650 ], [ %2648, %2644 ], [ %2671, %2669 ], [ %2757, %2775 ]
  %2784 = getelementptr inbounds i8, ptr %2783, i64 %17
  %2785 = getelementptr inbounds i8, ptr %2784, i64 1
  %2786 = icmp ult ptr %2785, %39
  br i1 %2786, label %2257, label %4410

2787:                                             ; preds = %2242
  br i1 %62, label %2788, label %4410

2788:                                             ; preds = %2787
  %2789 = getelementptr inbounds i8, ptr %0, i64 264
  %2790 = load i32, ptr %2789, align 4, !tbaa !18
  %2791 = sub i32 64, %2790
  %2792 = zext nneg i32 %2791 to i64
  %2793 = getelementptr inbounds i8, ptr %38, i64 -7
  %2794 = getelementptr inbounds i8, ptr %38, i64 -3
  %2795 = getelementptr inbounds i8, ptr %38, i64 -1
  %2796 = getelementptr inbounds i8, ptr %38, i64 -32
  %2797 = getelementptr inbounds i8, ptr %1, i64 24
  %2798 = ptrtoint ptr %2796 to i64
  %2799 = getelementptr inbounds i8, ptr %1, i64 72
  %2800 = getelementptr inbounds i8, ptr %1, i64 8
  %2801 = getelementptr inbounds i8, ptr %1, i64 76
  br label %2802

2802:                                             ; preds = %3321, %2788
  %2803 = phi ptr [ %61, %2788 ], [ %3326, %3321 ]
  %2804 = phi ptr [ %60, %2788 ], [ %3325, %3321 ]
  %2805 = phi ptr [ %3, %2788 ], [ %3324, %3321 ]
  %2806 = phi ptr [ %45, %2788 ], [ %3324, %3321 ]
  %2807 = phi i32 [ %58, %2788 ], [ %3323, %3321 ]
  %2808 = phi i32 [ %56, %2788 ], [ %3322, %3321 ]
  %2809 = getelementptr inbounds i8, ptr %2806, i64 1
  %2810 = getelementptr inbounds i8, ptr %2806, i64 128
  %2811 = load i64, ptr %2806, align 1, !tbaa !20
  %2812 = mul i64 %2811, -3523014627271114752
  %2813 = lshr i64 %2812, %2792
  %2814 = load i64, ptr %2809, align 1, !tbaa !20
  %2815 = getelementptr inbounds i32, ptr %12, i64 %2813
  %2816 = load i32, ptr %2815, align 4, !tbaa !19
  %2817 = zext i32 %2807 to i64
  %2818 = sub nsw i64 0, %2817
  %2819 = icmp ne i32 %2807, 0
  br label %2820

2820:                                             ; preds = %2894, %2802
  %2821 = phi i64 [ %2813, %2802 ], [ %2854, %2894 ]
  %2822 = phi i64 [ %2814, %2802 ], [ %2870, %2894 ]
  %2823 = phi i32 [ %2816, %2802 ], [ %2869, %2894 ]
  %2824 = phi i64 [ %17, %2802 ], [ %2895, %2894 ]
  %2825 = phi ptr [ %2810, %2802 ], [ %2896, %2894 ]
  %2826 = phi ptr [ %2803, %2802 ], [ %2872, %2894 ]
  %2827 = phi ptr [ %2804, %2802 ], [ %2871, %2894 ]
  %2828 = phi ptr [ %2809, %2802 ], [ %2826, %2894 ]
  %2829 = phi ptr [ %2806, %2802 ], [ %2827, %2894 ]
  %2830 = mul i64 %2822, -3523014627271114752
  %2831 = lshr i64 %2830, %2792
  %2832 = getelementptr inbounds i8, ptr %2827, i64 %2818
  %2833 = load i32, ptr %2832, align 1, !tbaa !19
  %2834 = ptrtoint ptr %2829 to i64
  %2835 = sub i64 %2834, %21
  %2836 = trunc i64 %2835 to i32
  %2837 = getelementptr inbounds i32, ptr %12, i64 %2821
  store i32 %2836, ptr %2837, align 4, !tbaa !19
  %2838 = load i32, ptr %2827, align 1, !tbaa !19
  %2839 = icmp eq i32 %2838, %2833
  %2840 = and i1 %2819, %2839
  br i1 %2840, label %2879, label %2841

2841:                                             ; preds = %2820
  %2842 = icmp ult i32 %2823, %35
  br i1 %2842, label %2849, label %2843

2843:                                             ; preds = %2841
  %2844 = zext i32 %2823 to i64
  %2845 = getelementptr inbounds i8, ptr %19, i64 %2844
  %2846 = load i32, ptr %2845, align 1, !tbaa !19
  %2847 = load i32, ptr %2829, align 1, !tbaa !19
  %2848 = icmp eq i32 %2847, %2846
  br i1 %2848, label %2898, label %2849

2849:                                             ; preds = %2843, %2841
  %2850 = getelementptr inbounds i32, ptr %12, i64 %2831
  %2851 = load i32, ptr %2850, align 4, !tbaa !19
  %2852 = load i64, ptr %2827, align 1, !tbaa !20
  %2853 = mul i64 %2852, -3523014627271114752
  %2854 = lshr i64 %2853, %2792
  %2855 = ptrtoint ptr %2828 to i64
  %2856 = sub i64 %2855, %21
  %2857 = trunc i64 %2856 to i32
  store i32 %2857, ptr %2850, align 4, !tbaa !19
  %2858 = icmp ult i32 %2851, %35
  br i1 %2858, label %2867, label %2859

2859:                                             ; preds = %2849
  %2860 = zext i32 %2851 to i64
  %2861 = getelementptr inbounds i8, ptr %19, i64 %2860
  %2862 = load i32, ptr %2861, align 1, !tbaa !19
  %2863 = load i32, ptr %2828, align 1, !tbaa !19
  %2864 = icmp eq i32 %2863, %2862
  br i1 %2864, label %2865, label %2867

2865:                                             ; preds = %2859
  %2866 = icmp ult i64 %2824, 5
  br i1 %2866, label %2898, label %2910

2867:                                             ; preds = %2859, %2849
  %2868 = getelementptr inbounds i32, ptr %12, i64 %2854
  %2869 = load i32, ptr %2868, align 4, !tbaa !19
  %2870 = load i64, ptr %2826, align 1, !tbaa !20
  %2871 = getelementptr inbounds i8, ptr %2827, i64 %2824
  %2872 = getelementptr inbounds i8, ptr %2826, i64 %2824
  %2873 = icmp ult ptr %2871, %2825
  br i1 %2873, label %2894, label %2874

2874:                                             ; preds = %2867
  %2875 = add i64 %2824, 1
  %2876 = getelementptr inbounds i8, ptr %2826, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %2876, i32 0, i32 3, i32 1)
  %2877 = getelementptr inbounds i8, ptr %2826, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %2877, i32 0, i32 3, i32 1)
  %2878 = getelementptr inbounds i8, ptr %2825, i64 128
  br label %2894

2879:                                             ; preds = %2820
  %2880 = getelementptr inbounds i8, ptr %2827, i64 %2818
  %2881 = getelementptr inbounds i8, ptr %2827, i64 -1
  %2882 = load i8, ptr %2881, align 1, !tbaa !31
  %2883 = getelementptr inbounds i8, ptr %2880, i64 -1
  %2884 = load i8, ptr %2883, align 1, !tbaa !31
  %2885 = icmp eq i8 %2882, %2884
  %2886 = sext i1 %2885 to i64
  %2887 = getelementptr inbounds i8, ptr %2827, i64 %2886
  %2888 = getelementptr inbounds i8, ptr %2880, i64 %2886
  %2889 = select i1 %2885, i64 5, i64 4
  %2890 = ptrtoint ptr %2828 to i64
  %2891 = sub i64 %2890, %21
  %2892 = trunc i64 %2891 to i32
  %2893 = getelementptr inbounds i32, ptr %12, i64 %2831
  store i32 %2892, ptr %2893, align 4, !tbaa !19
  br label %2938

2894:                                             ; preds = %2874, %2867
  %2895 = phi i64 [ %2824, %2867 ], [ %2875, %2874 ]
  %2896 = phi ptr [ %2825, %2867 ], [ %2878, %2874 ]
  %2897 = icmp ult ptr %2872, %39
  br i1 %2897, label %2820, label %4410, !llvm.loop !32

2898:                                             ; preds = %2843, %2865
  %2899 = phi ptr [ %2827, %2865 ], [ %2828, %2843 ]
  %2900 = phi i64 [ %2854, %2865 ], [ %2831, %2843 ]
  %2901 = phi i64 [ %2855, %2865 ], [ %2834, %2843 ]
  %2902 = phi i64 [ %2860, %2865 ], [ %2844, %2843 ]
  %2903 = phi i32 [ %2851, %2865 ], [ %2823, %2843 ]
  %2904 = phi i32 [ %2857, %2865 ], [ %2836, %2843 ]
  %2905 = phi ptr [ %2828, %2865 ], [ %2829, %2843 ]
  %2906 = ptrtoint ptr %2899 to i64
  %2907 = sub i64 %2906, %21
  %2908 = trunc i64 %2907 to i32
  %2909 = getelementptr inbounds i32, ptr %12, i64 %2900
  store i32 %2908, ptr %2909, align 4, !tbaa !19
  br label %2910

2910:                                             ; preds = %2898, %2865
  %2911 = phi i64 [ %2855, %2865 ], [ %2901, %2898 ]
  %2912 = phi i64 [ %2860, %2865 ], [ %2902, %2898 ]
  %2913 = phi i32 [ %2851, %2865 ], [ %2903, %2898 ]
  %2914 = phi i32 [ %2857, %2865 ], [ %2904, %2898 ]
  %2915 = phi ptr [ %2828, %2865 ], [ %2905, %2898 ]
  %2916 = getelementptr inbounds i8, ptr %19, i64 %2912
  %2917 = ptrtoint ptr %2916 to i64
  %2918 = sub i64 %2911, %2917
  %2919 = trunc i64 %2918 to i32
  %2920 = add i32 %2919, 3
  %2921 = icmp ugt ptr %2915, %2805
  %2922 = icmp ugt i32 %2913, %35
  %2923 = and i1 %2922, %2921
  br i1 %2923, label %2924, label %2938

2924:                                             ; preds = %2910, %2933
  %2925 = phi ptr [ %2928, %2933 ], [ %2915, %2910 ]
  %2926 = phi i64 [ %2934, %2933 ], [ 4, %2910 ]
  %2927 = phi ptr [ %2930, %2933 ], [ %2916, %2910 ]
  %2928 = getelementptr inbounds i8, ptr %2925, i64 -1
  %2929 = load i8, ptr %2928, align 1, !tbaa !31
  %2930 = getelementptr inbounds i8, ptr %2927, i64 -1
  %2931 = load i8, ptr %2930, align 1, !tbaa !31
  %2932 = icmp eq i8 %2929, %2931
  br i1 %2932, label %2933, label %2938

2933:                                             ; preds = %2924
  %2934 = add i64 %2926, 1
  %2935 = icmp ugt ptr %2928, %2805
  %2936 = icmp ugt ptr %2930, %37
  %2937 = and i1 %2935, %2936
  br i1 %2937, label %2924, label %2938, !llvm.loop !33

2938:                                             ; preds = %2933, %2924, %2910, %2879
  %2939 = phi i32 [ %2836, %2879 ], [ %2914, %2910 ], [ %2914, %2924 ], [ %2914, %2933 ]
  %2940 = phi i32 [ %2808, %2879 ], [ %2807, %2910 ], [ %2807, %2924 ], [ %2807, %2933 ]
  %2941 = phi i32 [ 1, %2879 ], [ %2920, %2910 ], [ %2920, %2924 ], [ %2920, %2933 ]
  %2942 = phi ptr [ %2888, %2879 ], [ %2916, %2910 ], [ %2930, %2933 ], [ %2927, %2924 ]
  %2943 = phi i64 [ %2889, %2879 ], [ 4, %2910 ], [ %2934, %2933 ], [ %2926, %2924 ]
  %2944 = phi i32 [ %2807, %2879 ], [ %2919, %2910 ], [ %2919, %2924 ], [ %2919, %2933 ]
  %2945 = phi ptr [ %2887, %2879 ], [ %2915, %2910 ], [ %2928, %2933 ], [ %2925, %2924 ]
  %2946 = getelementptr inbounds i8, ptr %2945, i64 %2943
  %2947 = getelementptr inbounds i8, ptr %2942, i64 %2943
  %2948 = icmp ugt ptr %2793, %2946
  br i1 %2948, label %2949, label %2975

2949:                                             ; preds = %2938
  %2950 = load i64, ptr %2947, align 1, !tbaa !20
  %2951 = load i64, ptr %2946, align 1, !tbaa !20
  %2952 = icmp eq i64 %2950, %2951
  br i1 %2952, label %2957, label %2953

2953:                                             ; preds = %2949
  %2954 = xor i64 %2951, %2950
  %2955 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2954, i1 true)
  %2956 = lshr i64 %2955, 3
  br label %3012

2957:                                             ; preds = %2949, %2963
  %2958 = phi ptr [ %2961, %2963 ], [ %2947, %2949 ]
  %2959 = phi ptr [ %2960, %2963 ], [ %2946, %2949 ]
  %2960 = getelementptr inbounds i8, ptr %2959, i64 8
  %2961 = getelementptr inbounds i8, ptr %2958, i64 8
  %2962 = icmp ult ptr %2960, %2793
  br i1 %2962, label %2963, label %2975

2963:                                             ; preds = %2957
  %2964 = load i64, ptr %2961, align 1, !tbaa !20
  %2965 = load i64, ptr %2960, align 1, !tbaa !20
  %2966 = icmp eq i64 %2964, %2965
  br i1 %2966, label %2957, label %2967

2967:                                             ; preds = %2963
  %2968 = xor i64 %2965, %2964
  %2969 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2968, i1 true)
  %2970 = lshr i64 %2969, 3
  %2971 = getelementptr inbounds i8, ptr %2960, i64 %2970
  %2972 = ptrtoint ptr %2971 to i64
  %2973 = ptrtoint ptr %2946 to i64
  %2974 = sub i64 %2972, %2973
  br label %3012

2975:                                             ; preds = %2957, %2938
  %2976 = phi ptr [ %2947, %2938 ], [ %2961, %2957 ]
  %2977 = phi ptr [ %2946, %2938 ], [ %2960, %2957 ]
  %2978 = icmp ult ptr %2977, %2794
  br i1 %2978, label %2979, label %2986

2979:                                             ; preds = %2975
  %2980 = load i32, ptr %2976, align 1, !tbaa !19
  %2981 = load i32, ptr %2977, align 1, !tbaa !19
  %2982 = icmp eq i32 %2980, %2981
  br i1 %2982, label %2983, label %2986

2983:                                             ; preds = %2979
  %2984 = getelementptr inbounds i8, ptr %2977, i64 4
  %2985 = getelementptr inbounds i8, ptr %2976, i64 4
  br label %2986

2986:                                             ; preds = %2983, %2979, %2975
  %2987 = phi ptr [ %2985, %2983 ], [ %2976, %2979 ], [ %2976, %2975 ]
  %2988 = phi ptr [ %2984, %2983 ], [ %2977, %2979 ], [ %2977, %2975 ]
  %2989 = icmp ult ptr %2988, %2795
  br i1 %2989, label %2990, label %2997

2990:                                             ; preds = %2986
  %2991 = load i16, ptr %2987, align 1, !tbaa !34
  %2992 = load i16, ptr %2988, align 1, !tbaa !34
  %2993 = icmp eq i16 %2991, %2992
  br i1 %2993, label %2994, label %2997

2994:                                             ; preds = %2990
  %2995 = getelementptr inbounds i8, ptr %2988, i64 2
  %2996 = getelementptr inbounds i8, ptr %2987, i64 2
  br label %2997

2997:                                             ; preds = %2994, %2990, %2986
  %2998 = phi ptr [ %2996, %2994 ], [ %2987, %2990 ], [ %2987, %2986 ]
  %2999 = phi ptr [ %2995, %2994 ], [ %2988, %2990 ], [ %2988, %2986 ]
  %3000 = icmp ult ptr %2999, %38
  br i1 %3000, label %3001, label %3007

3001:                                             ; preds = %2997
  %3002 = load i8, ptr %2998, align 1, !tbaa !31
  %3003 = load i8, ptr %2999, align 1, !tbaa !31
  %3004 = icmp eq i8 %3002, %3003
  %3005 = zext i1 %3004 to i64
  %3006 = getelementptr inbounds i8, ptr %2999, i64 %3005
  br label %3007

3007:                                             ; preds = %3001, %2997
  %3008 = phi ptr [ %2999, %2997 ], [ %3006, %3001 ]
  %3009 = ptrtoint ptr %3008 to i64
  %3010 = ptrtoint ptr %2946 to i64
  %3011 = sub i64 %3009, %3010
  br label %3012

3012:                                             ; preds = %3007, %2967, %2953
  %3013 = phi i64 [ %3011, %3007 ], [ %2956, %2953 ], [ %2974, %2967 ]
  %3014 = add i64 %3013, %2943
  %3015 = ptrtoint ptr %2945 to i64
  %3016 = ptrtoint ptr %2805 to i64
  %3017 = sub i64 %3015, %3016
  %3018 = getelementptr inbounds i8, ptr %2805, i64 %3017
  %3019 = icmp ugt ptr %3018, %2796
  %3020 = load ptr, ptr %2797, align 8, !tbaa !36
  br i1 %3019, label %3046, label %3021

3021:                                             ; preds = %3012
  %3022 = load <2 x i64>, ptr %2805, align 1, !tbaa !31
  store <2 x i64> %3022, ptr %3020, align 1, !tbaa !31
  %3023 = icmp ugt i64 %3017, 16
  %3024 = load ptr, ptr %2797, align 8, !tbaa !36
  br i1 %3023, label %3028, label %3025

3025:                                             ; preds = %3021
  %3026 = getelementptr inbounds i8, ptr %3024, i64 %3017
  store ptr %3026, ptr %2797, align 8, !tbaa !36
  %3027 = load ptr, ptr %2800, align 8, !tbaa !38
  br label %3174

3028:                                             ; preds = %3021
  %3029 = getelementptr inbounds i8, ptr %3024, i64 16
  %3030 = getelementptr inbounds i8, ptr %2805, i64 16
  %3031 = getelementptr i8, ptr %3024, i64 %3017
  %3032 = load <2 x i64>, ptr %3030, align 1, !tbaa !31
  store <2 x i64> %3032, ptr %3029, align 1, !tbaa !31
  %3033 = icmp slt i64 %3017, 33
  br i1 %3033, label %3162, label %3034

3034:                                             ; preds = %3028
  %3035 = getelementptr inbounds i8, ptr %3024, i64 32
  br label %3036

3036:                                             ; preds = %3036, %3034
  %3037 = phi ptr [ %3035, %3034 ], [ %3044, %3036 ]
  %3038 = phi ptr [ %3030, %3034 ], [ %3042, %3036 ]
  %3039 = getelementptr inbounds i8, ptr %3038, i64 16
  %3040 = load <2 x i64>, ptr %3039, align 1, !tbaa !31
  store <2 x i64> %3040, ptr %3037, align 1, !tbaa !31
  %3041 = getelementptr inbounds i8, ptr %3037, i64 16
  %3042 = getelementptr inbounds i8, ptr %3038, i64 32
  %3043 = load <2 x i64>, ptr %3042, align 1, !tbaa !31
  store <2 x i64> %3043, ptr %3041, align 1, !tbaa !31
  %3044 = getelementptr inbounds i8, ptr %3037, i64 32
  %3045 = icmp ult ptr %3044, %3031
  br i1 %3045, label %3036, label %3162, !llvm.loop !39

3046:                                             ; preds = %3012
  %3047 = icmp ugt ptr %2805, %2796
  br i1 %3047, label %3065, label %3048

3048:                                             ; preds = %3046
  %3049 = sub i64 %2798, %3016
  %3050 = getelementptr inbounds i8, ptr %3020, i64 %3049
  %3051 = load <2 x i64>, ptr %2805, align 1, !tbaa !31
  store <2 x i64> %3051, ptr %3020, align 1, !tbaa !31
  %3052 = icmp slt i64 %3049, 17
  br i1 %3052, label %3065, label %3053

3053:                                             ; preds = %3048
  %3054 = getelementptr inbounds i8, ptr %3020, i64 16
  br label %3055

3055:                                             ; preds = %3055, %3053
  %3056 = phi ptr [ %3054, %3053 ], [ %3063, %3055 ]
  %3057 = phi ptr [ %2805, %3053 ], [ %3061, %3055 ]
  %3058 = getelementptr inbounds i8, ptr %3057, i64 16
  %3059 = load <2 x i64>, ptr %3058, align 1, !tbaa !31
  store <2 x i64> %3059, ptr %3056, align 1, !tbaa !31
  %3060 = getelementptr inbounds i8, ptr %3056, i64 16
  %3061 = getelementptr inbounds i8, ptr %3057, i64 32
  %3062 = load <2 x i64>, ptr %3061, align 1, !tbaa !31
  store <2 x i64> %3062, ptr %3060, align 1, !tbaa !31
  %3063 = getelementptr inbounds i8, ptr %3056, i64 32
  %3064 = icmp ult ptr %3063, %3050
  br i1 %3064, label %3055, label %3065, !llvm.loop !39

3065:                                             ; preds = %3055, %3048, %3046
  %3066 = phi ptr [ %2796, %3048 ], [ %2805, %3046 ], [ %2796, %3055 ]
  %3067 = phi ptr [ %3050, %3048 ], [ %3020, %3046 ], [ %3050, %3055 ]
  %3068 = icmp ult ptr %3066, %3018
  br i1 %3068, label %3069, label %3162

3069:                                             ; preds = %3065
  %3070 = ptrtoint ptr %3067 to i64
  %3071 = ptrtoint ptr %3066 to i64
  %3072 = sub i64 %3015, %3071
  %3073 = getelementptr i8, ptr %3066, i64 %3072
  %3074 = icmp ult i64 %3072, 8
  %3075 = sub i64 %3070, %3071
  %3076 = icmp ult i64 %3075, 32
  %3077 = select i1 %3074, i1 true, i1 %3076
  br i1 %3077, label %3113, label %3078

3078:                                             ; preds = %3069
  %3079 = icmp ult i64 %3072, 32
  br i1 %3079, label %3099, label %3080

3080:                                             ; preds = %3078
  %3081 = and i64 %3072, -32
  br label %3082

3082:                                             ; preds = %3082, %3080
  %3083 = phi i64 [ 0, %3080 ], [ %3090, %3082 ]
  %3084 = getelementptr i8, ptr %3067, i64 %3083
  %3085 = getelementptr i8, ptr %3066, i64 %3083
  %3086 = getelementptr i8, ptr %3085, i64 16
  %3087 = load <16 x i8>, ptr %3085, align 1, !tbaa !31
  %3088 = load <16 x i8>, ptr %3086, align 1, !tbaa !31
  %3089 = getelementptr i8, ptr %3084, i64 16
  store <16 x i8> %3087, ptr %3084, align 1, !tbaa !31
  store <16 x i8> %3088, ptr %3089, align 1, !tbaa !31
  %3090 = add nuw i64 %3083, 32
  %3091 = icmp eq i64 %3090, %3081
  br i1 %3091, label %3092, label %3082, !llvm.loop !72

3092:                                             ; preds = %3082
  %3093 = icmp eq i64 %3072, %3081
  br i1 %3093, label %3162, label %3094

3094:                                             ; preds = %3092
  %3095 = getelementptr i8, ptr %3066, i64 %3081
  %3096 = getelementptr i8, ptr %3067, i64 %3081
  %3097 = and i64 %3072, 24
  %3098 = icmp eq i64 %3097, 0
  br i1 %3098, label %3113, label %3099

3099:                                             ; preds = %3078, %3094
  %3100 = phi i64 [ %3081, %3094 ], [ 0, %3078 ]
  %3101 = and i64 %3072, -8
  %3102 = getelementptr i8, ptr %3067, i64 %3101
  %3103 = getelementptr i8, ptr %3066, i64 %3101
  br label %3104

3104:                                             ; preds = %3104, %3099
  %3105 = phi i64 [ %3100, %3099 ], [ %3109, %3104 ]
  %3106 = getelementptr i8, ptr %3067, i64 %3105
  %3107 = getelementptr i8, ptr %3066, i64 %3105
  %3108 = load <8 x i8>, ptr %3107, align 1, !tbaa !31
  store <8 x i8> %3108, ptr %3106, align 1, !tbaa !31
  %3109 = add nuw i64 %3105, 8
  %3110 = icmp eq i64 %3109, %3101
  br i1 %3110, label %3111, label %3104, !llvm.loop !73

3111:                                             ; preds = %3104
  %3112 = icmp eq i64 %3072, %3101
  br i1 %3112, label %3162, label %3113

3113:                                             ; preds = %3111, %3069, %3094
  %3114 = phi ptr [ %3067, %3069 ], [ %3096, %3094 ], [ %3102, %3111 ]
  %3115 = phi ptr [ %3066, %3069 ], [ %3095, %3094 ], [ %3103, %3111 ]
  %3116 = ptrtoint ptr %3115 to i64
  %3117 = sub i64 %3015, %3116
  %3118 = and i64 %3117, 7
  %3119 = icmp eq i64 %3118, 0
  br i1 %3119, label %3129, label %3120

3120:                                             ; preds = %3113, %3120
  %3121 = phi ptr [ %3126, %3120 ], [ %3114, %3113 ]
  %3122 = phi ptr [ %3124, %3120 ], [ %3115, %3113 ]
  %3123 = phi i64 [ %3127, %3120 ], [ 0, %3113 ]
  %3124 = getelementptr inbounds i8, ptr %3122, i64 1
  %3125 = load i8, ptr %3122, align 1, !tbaa !31
  %3126 = getelementptr inbounds i8, ptr %3121, i64 1
  store i8 %3125, ptr %3121, align 1, !tbaa !31
  %3127 = add i64 %3123, 1
  %3128 = icmp eq i64 %3127, %3118
  br i1 %3128, label %3129, label %3120, !llvm.loop !74

3129:                                             ; preds = %3120, %3113
  %3130 = phi ptr [ %3114, %3113 ], [ %3126, %3120 ]
  %3131 = phi ptr [ %3115, %3113 ], [ %3124, %3120 ]
  %3132 = sub i64 %3116, %3015
  %3133 = icmp ugt i64 %3132, -8
  br i1 %3133, label %3162, label %3134

3134:                                             ; preds = %3129, %3134
  %3135 = phi ptr [ %3160, %3134 ], [ %3130, %3129 ]
  %3136 = phi ptr [ %3158, %3134 ], [ %3131, %3129 ]
  %3137 = getelementptr inbounds i8, ptr %3136, i64 1
  %3138 = load i8, ptr %3136, align 1, !tbaa !31
  %3139 = getelementptr inbounds i8, ptr %3135, i64 1
  store i8 %3138, ptr %3135, align 1, !tbaa !31
  %3140 = getelementptr inbounds i8, ptr %3136, i64 2
  %3141 = load i8, ptr %3137, align 1, !tbaa !31
  %3142 = getelementptr inbounds i8, ptr %3135, i64 2
  store i8 %3141, ptr %3139, align 1, !tbaa !31
  %3143 = getelementptr inbounds i8, ptr %3136, i64 3
  %3144 = load i8, ptr %3140, align 1, !tbaa !31
  %3145 = getelementptr inbounds i8, ptr %3135, i64 3
  store i8 %3144, ptr %3142, align 1, !tbaa !31
  %3146 = getelementptr inbounds i8, ptr %3136, i64 4
  %3147 = load i8, ptr %3143, align 1, !tbaa !31
  %3148 = getelementptr inbounds i8, ptr %3135, i64 4
  store i8 %3147, ptr %3145, align 1, !tbaa !31
  %3149 = getelementptr inbounds i8, ptr %3136, i64 5
  %3150 = load i8, ptr %3146, align 1, !tbaa !31
  %3151 = getelementptr inbounds i8, ptr %3135, i64 5
  store i8 %3150, ptr %3148, align 1, !tbaa !31
  %3152 = getelementptr inbounds i8, ptr %3136, i64 6
  %3153 = load i8, ptr %3149, align 1, !tbaa !31
  %3154 = getelementptr inbounds i8, ptr %3135, i64 6
  store i8 %3153, ptr %3151, align 1, !tbaa !31
  %3155 = getelementptr inbounds i8, ptr %3136, i64 7
  %3156 = load i8, ptr %3152, align 1, !tbaa !31
  %3157 = getelementptr inbounds i8, ptr %3135, i64 7
  store i8 %3156, ptr %3154, align 1, !tbaa !31
  %3158 = getelementptr inbounds i8, ptr %3136, i64 8
  %3159 = load i8, ptr %3155, align 1, !tbaa !31
  %3160 = getelementptr inbounds i8, ptr %3135, i64 8
  store i8 %3159, ptr %3157, align 1, !tbaa !31
  %3161 = icmp eq ptr %3158, %3073
  br i1 %3161, label %3162, label %3134, !llvm.loop !75

3162:                                             ; preds = %3036, %3129, %3134, %3092, %3111, %3065, %3028
  %3163 = load ptr, ptr %2797, align 8, !tbaa !36
  %3164 = getelementptr inbounds i8, ptr %3163, i64 %3017
  store ptr %3164, ptr %2797, align 8, !tbaa !36
  %3165 = icmp ugt i64 %3017, 65535
  %3166 = load ptr, ptr %2800, align 8, !tbaa !38
  br i1 %3165, label %3167, label %3174, !prof !47

3167:                                             ; preds = %3162
  store i32 1, ptr %2799, align 8, !tbaa !48
  %3168 = load ptr, ptr %1, align 8, !tbaa !49
  %3169 = ptrtoint ptr %3166 to i64
  %3170 = ptrtoint ptr %3168 to i64
  %3171 = sub i64 %3169, %3170
  %3172 = lshr exact i64 %3171, 3
  %3173 = trunc i64 %3172 to i32
  store i32 %3173, ptr %2801, align 4, !tbaa !50
  br label %3174

3174:                                             ; preds = %3167, %3162, %3025
  %3175 = phi ptr [ %3027, %3025 ], [ %3166, %3167 ], [ %3166, %3162 ]
  %3176 = trunc i64 %3017 to i16
  %3177 = getelementptr inbounds i8, ptr %3175, i64 4
  store i16 %3176, ptr %3177, align 4, !tbaa !51
  store i32 %2941, ptr %3175, align 4, !tbaa !53
  %3178 = add i64 %3014, -3
  %3179 = icmp ugt i64 %3178, 65535
  br i1 %3179, label %3180, label %3187, !prof !54

3180:                                             ; preds = %3174
  store i32 2, ptr %2799, align 8, !tbaa !48
  %3181 = load ptr, ptr %1, align 8, !tbaa !49
  %3182 = ptrtoint ptr %3175 to i64
  %3183 = ptrtoint ptr %3181 to i64
  %3184 = sub i64 %3182, %3183
  %3185 = lshr exact i64 %3184, 3
  %3186 = trunc i64 %3185 to i32
  store i32 %3186, ptr %2801, align 4, !tbaa !50
  br label %3187

3187:                                             ; preds = %3180, %3174
  %3188 = trunc i64 %3178 to i16
  %3189 = getelementptr inbounds i8, ptr %3175, i64 6
  store i16 %3188, ptr %3189, align 2, !tbaa !55
  %3190 = getelementptr inbounds i8, ptr %3175, i64 8
  store ptr %3190, ptr %2800, align 8, !tbaa !38
  %3191 = getelementptr inbounds i8, ptr %2945, i64 %3014
  %3192 = icmp ugt ptr %3191, %39
  br i1 %3192, label %3321, label %3193

3193:                                             ; preds = %3187
  %3194 = add i32 %2939, 2
  %3195 = zext i32 %2939 to i64
  %3196 = getelementptr inbounds i8, ptr %59, i64 %3195
  %3197 = load i64, ptr %3196, align 1, !tbaa !20
  %3198 = mul i64 %3197, -3523014627271114752
  %3199 = lshr i64 %3198, %2792
  %3200 = getelementptr inbounds i32, ptr %12, i64 %3199
  store i32 %3194, ptr %3200, align 4, !tbaa !19
  %3201 = getelementptr inbounds i8, ptr %3191, i64 -2
  %3202 = ptrtoint ptr %3201 to i64
  %3203 = sub i64 %3202, %21
  %3204 = trunc i64 %3203 to i32
  %3205 = load i64, ptr %3201, align 1, !tbaa !20
  %3206 = mul i64 %3205, -3523014627271114752
  %3207 = lshr i64 %3206, %2792
  %3208 = getelementptr inbounds i32, ptr %12, i64 %3207
  store i32 %3204, ptr %3208, align 4, !tbaa !19
  %3209 = icmp eq i32 %2940, 0
  br i1 %3209, label %3321, label %3210

3210:                                             ; preds = %3193, %3316
  %3211 = phi ptr [ %3319, %3316 ], [ %3190, %3193 ]
  %3212 = phi ptr [ %3298, %3316 ], [ %3191, %3193 ]
  %3213 = phi i32 [ %3214, %3316 ], [ %2944, %3193 ]
  %3214 = phi i32 [ %3213, %3316 ], [ %2940, %3193 ]
  %3215 = load i32, ptr %3212, align 1, !tbaa !19
  %3216 = zext i32 %3214 to i64
  %3217 = sub nsw i64 0, %3216
  %3218 = getelementptr inbounds i8, ptr %3212, i64 %3217
  %3219 = load i32, ptr %3218, align 1, !tbaa !19
  %3220 = icmp eq i32 %3215, %3219
  br i1 %3220, label %3221, label %3321

3221:                                             ; preds = %3210
  %3222 = getelementptr inbounds i8, ptr %3212, i64 4
  %3223 = getelementptr inbounds i8, ptr %3222, i64 %3217
  %3224 = icmp ugt ptr %2793, %3222
  br i1 %3224, label %3225, label %3251

3225:                                             ; preds = %3221
  %3226 = load i64, ptr %3223, align 1, !tbaa !20
  %3227 = load i64, ptr %3222, align 1, !tbaa !20
  %3228 = icmp eq i64 %3226, %3227
  br i1 %3228, label %3233, label %3229

3229:                                             ; preds = %3225
  %3230 = xor i64 %3227, %3226
  %3231 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3230, i1 true)
  %3232 = lshr i64 %3231, 3
  br label %3288

3233:                                             ; preds = %3225, %3239
  %3234 = phi ptr [ %3237, %3239 ], [ %3223, %3225 ]
  %3235 = phi ptr [ %3236, %3239 ], [ %3222, %3225 ]
  %3236 = getelementptr inbounds i8, ptr %3235, i64 8
  %3237 = getelementptr inbounds i8, ptr %3234, i64 8
  %3238 = icmp ult ptr %3236, %2793
  br i1 %3238, label %3239, label %3251

3239:                                             ; preds = %3233
  %3240 = load i64, ptr %3237, align 1, !tbaa !20
  %3241 = load i64, ptr %3236, align 1, !tbaa !20
  %3242 = icmp eq i64 %3240, %3241
  br i1 %3242, label %3233, label %3243

3243:                                             ; preds = %3239
  %3244 = xor i64 %3241, %3240
  %3245 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3244, i1 true)
  %3246 = lshr i64 %3245, 3
  %3247 = getelementptr inbounds i8, ptr %3236, i64 %3246
  %3248 = ptrtoint ptr %3247 to i64
  %3249 = ptrtoint ptr %3222 to i64
  %3250 = sub i64 %3248, %3249
  br label %3288

3251:                                             ; preds = %3233, %3221
  %3252 = phi ptr [ %3223, %3221 ], [ %3237, %3233 ]
  %3253 = phi ptr [ %3222, %3221 ], [ %3236, %3233 ]
  %3254 = icmp ult ptr %3253, %2794
  br i1 %3254, label %3255, label %3262

3255:                                             ; preds = %3251
  %3256 = load i32, ptr %3252, align 1, !tbaa !19
  %3257 = load i32, ptr %3253, align 1, !tbaa !19
  %3258 = icmp eq i32 %3256, %3257
  br i1 %3258, label %3259, label %3262

3259:                                             ; preds = %3255
  %3260 = getelementptr inbounds i8, ptr %3253, i64 4
  %3261 = getelementptr inbounds i8, ptr %3252, i64 4
  br label %3262

3262:                                             ; preds = %3259, %3255, %3251
  %3263 = phi ptr [ %3261, %3259 ], [ %3252, %3255 ], [ %3252, %3251 ]
  %3264 = phi ptr [ %3260, %3259 ], [ %3253, %3255 ], [ %3253, %3251 ]
  %3265 = icmp ult ptr %3264, %2795
  br i1 %3265, label %3266, label %3273

3266:                                             ; preds = %3262
  %3267 = load i16, ptr %3263, align 1, !tbaa !34
  %3268 = load i16, ptr %3264, align 1, !tbaa !34
  %3269 = icmp eq i16 %3267, %3268
  br i1 %3269, label %3270, label %3273

3270:                                             ; preds = %3266
  %3271 = getelementptr inbounds i8, ptr %3264, i64 2
  %3272 = getelementptr inbounds i8, ptr %3263, i64 2
  br label %3273

3273:                                             ; preds = %3270, %3266, %3262
  %3274 = phi ptr [ %3272, %3270 ], [ %3263, %3266 ], [ %3263, %3262 ]
  %3275 = phi ptr [ %3271, %3270 ], [ %3264, %3266 ], [ %3264, %3262 ]
  %3276 = icmp ult ptr %3275, %38
  br i1 %3276, label %3277, label %3283

3277:                                             ; preds = %3273
  %3278 = load i8, ptr %3274, align 1, !tbaa !31
  %3279 = load i8, ptr %3275, align 1, !tbaa !31
  %3280 = icmp eq i8 %3278, %3279
  %3281 = zext i1 %3280 to i64
  %3282 = getelementptr inbounds i8, ptr %3275, i64 %3281
  br label %3283

3283:                                             ; preds = %3277, %3273
  %3284 = phi ptr [ %3275, %3273 ], [ %3282, %3277 ]
  %3285 = ptrtoint ptr %3284 to i64
  %3286 = ptrtoint ptr %3222 to i64
  %3287 = sub i64 %3285, %3286
  br label %3288

3288:                                             ; preds = %3283, %3243, %3229
  %3289 = phi i64 [ %3287, %3283 ], [ %3232, %3229 ], [ %3250, %3243 ]
  %3290 = add i64 %3289, 4
  %3291 = ptrtoint ptr %3212 to i64
  %3292 = sub i64 %3291, %21
  %3293 = trunc i64 %3292 to i32
  %3294 = load i64, ptr %3212, align 1, !tbaa !20
  %3295 = mul i64 %3294, -3523014627271114752
  %3296 = lshr i64 %3295, %2792
  %3297 = getelementptr inbounds i32, ptr %12, i64 %3296
  store i32 %3293, ptr %3297, align 4, !tbaa !19
  %3298 = getelementptr inbounds i8, ptr %3212, i64 %3290
  %3299 = icmp ugt ptr %3212, %2796
  br i1 %3299, label %3304, label %3300

3300:                                             ; preds = %3288
  %3301 = load ptr, ptr %2797, align 8, !tbaa !36
  %3302 = load <2 x i64>, ptr %3212, align 1, !tbaa !31
  store <2 x i64> %3302, ptr %3301, align 1, !tbaa !31
  %3303 = load ptr, ptr %2800, align 8, !tbaa !38
  br label %3304

3304:                                             ; preds = %3300, %3288
  %3305 = phi ptr [ %3211, %3288 ], [ %3303, %3300 ]
  %3306 = getelementptr inbounds i8, ptr %3305, i64 4
  store i16 0, ptr %3306, align 4, !tbaa !51
  store i32 1, ptr %3305, align 4, !tbaa !53
  %3307 = add i64 %3289, 1
  %3308 = icmp ugt i64 %3307, 65535
  br i1 %3308, label %3309, label %3316, !prof !54

3309:                                             ; preds = %3304
  store i32 2, ptr %2799, align 8, !tbaa !48
  %3310 = load ptr, ptr %1, align 8, !tbaa !49
  %3311 = ptrtoint ptr %3305 to i64
  %3312 = ptrtoint ptr %3310 to i64
  %3313 = sub i64 %3311, %3312
  %3314 = lshr exact i64 %3313, 3
  %3315 = trunc i64 %3314 to i32
  store i32 %3315, ptr %2801, align 4, !tbaa !50
  br label %3316

3316:                                             ; preds = %3309, %3304
  %3317 = trunc i64 %3307 to i16
  %3318 = getelementptr inbounds i8, ptr %3305, i64 6
  store i16 %3317, ptr %3318, align 2, !tbaa !55
  %3319 = getelementptr inbounds i8, ptr %3305, i64 8
  store ptr %3319, ptr %2800, align 8, !tbaa !38
  %3320 = icmp ugt ptr %3298, %39
  br i1 %3320, label %3321, label %3210

3321:                                             ; preds = %3316, %3210, %3193, %3187
  %3322 = phi i32 [ 0, %3193 ], [ %2940, %3187 ], [ %3214, %3210 ], [ %3213, %3316 ]
  %3323 = phi i32 [ %2944, %3193 ], [ %2944, %3187 ], [ %3213, %3210 ], [ %3214, %3316 ]
  %3324 = phi ptr [ %3191, %3193 ], [ %3191, %3187 ], [ %3212, %3210 ], [ %3298, %3316 ]
  %3325 = getelementptr inbounds i8, ptr %3324, i64 %17
  %3326 = getelementptr inbounds i8, ptr %3325, i64 1
  %3327 = icmp ult ptr %3326, %39
  br i1 %3327, label %2802, label %4410

3328:                                             ; preds = %2242
  br i1 %62, label %3329, label %4410

3329:                                             ; preds = %3328
  %3330 = getelementptr inbounds i8, ptr %0, i64 264
  %3331 = load i32, ptr %3330, align 4, !tbaa !18
  %3332 = sub i32 64, %3331
  %3333 = zext nneg i32 %3332 to i64
  %3334 = getelementptr inbounds i8, ptr %38, i64 -7
  %3335 = getelementptr inbounds i8, ptr %38, i64 -3
  %3336 = getelementptr inbounds i8, ptr %38, i64 -1
  %3337 = getelementptr inbounds i8, ptr %38, i64 -32
  %3338 = getelementptr inbounds i8, ptr %1, i64 24
  %3339 = ptrtoint ptr %3337 to i64
  %3340 = getelementptr inbounds i8, ptr %1, i64 72
  %3341 = getelementptr inbounds i8, ptr %1, i64 8
  %3342 = getelementptr inbounds i8, ptr %1, i64 76
  br label %3343

3343:                                             ; preds = %3862, %3329
  %3344 = phi ptr [ %61, %3329 ], [ %3867, %3862 ]
  %3345 = phi ptr [ %60, %3329 ], [ %3866, %3862 ]
  %3346 = phi ptr [ %3, %3329 ], [ %3865, %3862 ]
  %3347 = phi ptr [ %45, %3329 ], [ %3865, %3862 ]
  %3348 = phi i32 [ %58, %3329 ], [ %3864, %3862 ]
  %3349 = phi i32 [ %56, %3329 ], [ %3863, %3862 ]
  %3350 = getelementptr inbounds i8, ptr %3347, i64 1
  %3351 = getelementptr inbounds i8, ptr %3347, i64 128
  %3352 = load i64, ptr %3347, align 1, !tbaa !20
  %3353 = mul i64 %3352, -3523014627193847808
  %3354 = lshr i64 %3353, %3333
  %3355 = load i64, ptr %3350, align 1, !tbaa !20
  %3356 = getelementptr inbounds i32, ptr %12, i64 %3354
  %3357 = load i32, ptr %3356, align 4, !tbaa !19
  %3358 = zext i32 %3348 to i64
  %3359 = sub nsw i64 0, %3358
  %3360 = icmp ne i32 %3348, 0
  br label %3361

3361:                                             ; preds = %3435, %3343
  %3362 = phi i64 [ %3354, %3343 ], [ %3395, %3435 ]
  %3363 = phi i64 [ %3355, %3343 ], [ %3411, %3435 ]
  %3364 = phi i32 [ %3357, %3343 ], [ %3410, %3435 ]
  %3365 = phi i64 [ %17, %3343 ], [ %3436, %3435 ]
  %3366 = phi ptr [ %3351, %3343 ], [ %3437, %3435 ]
  %3367 = phi ptr [ %3344, %3343 ], [ %3413, %3435 ]
  %3368 = phi ptr [ %3345, %3343 ], [ %3412, %3435 ]
  %3369 = phi ptr [ %3350, %3343 ], [ %3367, %3435 ]
  %3370 = phi ptr [ %3347, %3343 ], [ %3368, %3435 ]
  %3371 = mul i64 %3363, -3523014627193847808
  %3372 = lshr i64 %3371, %3333
  %3373 = getelementptr inbounds i8, ptr %3368, i64 %3359
  %3374 = load i32, ptr %3373, align 1, !tbaa !19
  %3375 = ptrtoint ptr %3370 to i64
  %3376 = sub i64 %3375, %21
  %3377 = trunc i64 %3376 to i32
  %3378 = getelementptr inbounds i32, ptr %12, i64 %3362
  store i32 %3377, ptr %3378, align 4, !tbaa !19
  %3379 = load i32, ptr %3368, align 1, !tbaa !19
  %3380 = icmp eq i32 %3379, %3374
  %3381 = and i1 %3360, %3380
  br i1 %3381, label %3420, label %3382

3382:                                             ; preds = %3361
  %3383 = icmp ult i32 %3364, %35
  br i1 %3383, label %3390, label %3384

3384:                                             ; preds = %3382
  %3385 = zext i32 %3364 to i64
  %3386 = getelementptr inbounds i8, ptr %19, i64 %3385
  %3387 = load i32, ptr %3386, align 1, !tbaa !19
  %3388 = load i32, ptr %3370, align 1, !tbaa !19
  %3389 = icmp eq i32 %3388, %3387
  br i1 %3389, label %3439, label %3390

3390:                                             ; preds = %3384, %3382
  %3391 = getelementptr inbounds i32, ptr %12, i64 %3372
  %3392 = load i32, ptr %3391, align 4, !tbaa !19
  %3393 = load i64, ptr %3368, align 1, !tbaa !20
  %3394 = mul i64 %3393, -3523014627193847808
  %3395 = lshr i64 %3394, %3333
  %3396 = ptrtoint ptr %3369 to i64
  %3397 = sub i64 %3396, %21
  %3398 = trunc i64 %3397 to i32
  store i32 %3398, ptr %3391, align 4, !tbaa !19
  %3399 = icmp ult i32 %3392, %35
  br i1 %3399, label %3408, label %3400

3400:                                             ; preds = %3390
  %3401 = zext i32 %3392 to i64
  %3402 = getelementptr inbounds i8, ptr %19, i64 %3401
  %3403 = load i32, ptr %3402, align 1, !tbaa !19
  %3404 = load i32, ptr %3369, align 1, !tbaa !19
  %3405 = icmp eq i32 %3404, %3403
  br i1 %3405, label %3406, label %3408

3406:                                             ; preds = %3400
  %3407 = icmp ult i64 %3365, 5
  br i1 %3407, label %3439, label %3451

3408:                                             ; preds = %3400, %3390
  %3409 = getelementptr inbounds i32, ptr %12, i64 %3395
  %3410 = load i32, ptr %3409, align 4, !tbaa !19
  %3411 = load i64, ptr %3367, align 1, !tbaa !20
  %3412 = getelementptr inbounds i8, ptr %3368, i64 %3365
  %3413 = getelementptr inbounds i8, ptr %3367, i64 %3365
  %3414 = icmp ult ptr %3412, %3366
  br i1 %3414, label %3435, label %3415

3415:                                             ; preds = %3408
  %3416 = add i64 %3365, 1
  %3417 = getelementptr inbounds i8, ptr %3367, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %3417, i32 0, i32 3, i32 1)
  %3418 = getelementptr inbounds i8, ptr %3367, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %3418, i32 0, i32 3, i32 1)
  %3419 = getelementptr inbounds i8, ptr %3366, i64 128
  br label %3435

3420:                                             ; preds = %3361
  %3421 = getelementptr inbounds i8, ptr %3368, i64 %3359
  %3422 = getelementptr inbounds i8, ptr %3368, i64 -1
  %3423 = load i8, ptr %3422, align 1, !tbaa !31
  %3424 = getelementptr inbounds i8, ptr %3421, i64 -1
  %3425 = load i8, ptr %3424, align 1, !tbaa !31
  %3426 = icmp eq i8 %3423, %3425
  %3427 = sext i1 %3426 to i64
  %3428 = getelementptr inbounds i8, ptr %3368, i64 %3427
  %3429 = getelementptr inbounds i8, ptr %3421, i64 %3427
  %3430 = select i1 %3426, i64 5, i64 4
  %3431 = ptrtoint ptr %3369 to i64
  %3432 = sub i64 %3431, %21
  %3433 = trunc i64 %3432 to i32
  %3434 = getelementptr inbounds i32, ptr %12, i64 %3372
  store i32 %3433, ptr %3434, align 4, !tbaa !19
  br label %3479

3435:                                             ; preds = %3415, %3408
  %3436 = phi i64 [ %3365, %3408 ], [ %3416, %3415 ]
  %3437 = phi ptr [ %3366, %3408 ], [ %3419, %3415 ]
  %3438 = icmp ult ptr %3413, %39
  br i1 %3438, label %3361, label %4410, !llvm.loop !32

3439:                                             ; preds = %3384, %3406
  %3440 = phi ptr [ %3368, %3406 ], [ %3369, %3384 ]
  %3441 = phi i64 [ %3395, %3406 ], [ %3372, %3384 ]
  %3442 = phi i64 [ %3396, %3406 ], [ %3375, %3384 ]
  %3443 = phi i64 [ %3401, %3406 ], [ %3385, %3384 ]
  %3444 = phi i32 [ %3392, %3406 ], [ %3364, %3384 ]
  %3445 = phi i32 [ %3398, %3406 ], [ %3377, %3384 ]
  %3446 = phi ptr [ %3369, %3406 ], [ %3370, %3384 ]
  %3447 = ptrtoint ptr %3440 to i64
  %3448 = sub i64 %3447, %21
  %3449 = trunc i64 %3448 to i32
  %3450 = getelementptr inbounds i32, ptr %12, i64 %3441
  store i32 %3449, ptr %3450, align 4, !tbaa !19
  br label %3451

3451:                                             ; preds = %3439, %3406
  %3452 = phi i64 [ %3396, %3406 ], [ %3442, %3439 ]
  %3453 = phi i64 [ %3401, %3406 ], [ %3443, %3439 ]
  %3454 = phi i32 [ %3392, %3406 ], [ %3444, %3439 ]
  %3455 = phi i32 [ %3398, %3406 ], [ %3445, %3439 ]
  %3456 = phi ptr [ %3369, %3406 ], [ %3446, %3439 ]
  %3457 = getelementptr inbounds i8, ptr %19, i64 %3453
  %3458 = ptrtoint ptr %3457 to i64
  %3459 = sub i64 %3452, %3458
  %3460 = trunc i64 %3459 to i32
  %3461 = add i32 %3460, 3
  %3462 = icmp ugt ptr %3456, %3346
  %3463 = icmp ugt i32 %3454, %35
  %3464 = and i1 %3463, %3462
  br i1 %3464, label %3465, label %3479

3465:                                             ; preds = %3451, %3474
  %3466 = phi ptr [ %3469, %3474 ], [ %3456, %3451 ]
  %3467 = phi i64 [ %3475, %3474 ], [ 4, %3451 ]
  %3468 = phi ptr [ %3471, %3474 ], [ %3457, %3451 ]
  %3469 = getelementptr inbounds i8, ptr %3466, i64 -1
  %3470 = load i8, ptr %3469, align 1, !tbaa !31
  %3471 = getelementptr inbounds i8, ptr %3468, i64 -1
  %3472 = load i8, ptr %3471, align 1, !tbaa !31
  %3473 = icmp eq i8 %3470, %3472
  br i1 %3473, label %3474, label %3479

3474:                                             ; preds = %3465
  %3475 = add i64 %3467, 1
  %3476 = icmp ugt ptr %3469, %3346
  %3477 = icmp ugt ptr %3471, %37
  %3478 = and i1 %3476, %3477
  br i1 %3478, label %3465, label %3479, !llvm.loop !33

3479:                                             ; preds = %3474, %3465, %3451, %3420
  %3480 = phi i32 [ %3377, %3420 ], [ %3455, %3451 ], [ %3455, %3465 ], [ %3455, %3474 ]
  %3481 = phi i32 [ %3349, %3420 ], [ %3348, %3451 ], [ %3348, %3465 ], [ %3348, %3474 ]
  %3482 = phi i32 [ 1, %3420 ], [ %3461, %3451 ], [ %3461, %3465 ], [ %3461, %3474 ]
  %3483 = phi ptr [ %3429, %3420 ], [ %3457, %3451 ], [ %3471, %3474 ], [ %3468, %3465 ]
  %3484 = phi i64 [ %3430, %3420 ], [ 4, %3451 ], [ %3475, %3474 ], [ %3467, %3465 ]
  %3485 = phi i32 [ %3348, %3420 ], [ %3460, %3451 ], [ %3460, %3465 ], [ %3460, %3474 ]
  %3486 = phi ptr [ %3428, %3420 ], [ %3456, %3451 ], [ %3469, %3474 ], [ %3466, %3465 ]
  %3487 = getelementptr inbounds i8, ptr %3486, i64 %3484
  %3488 = getelementptr inbounds i8, ptr %3483, i64 %3484
  %3489 = icmp ugt ptr %3334, %3487
  br i1 %3489, label %3490, label %3516

3490:                                             ; preds = %3479
  %3491 = load i64, ptr %3488, align 1, !tbaa !20
  %3492 = load i64, ptr %3487, align 1, !tbaa !20
  %3493 = icmp eq i64 %3491, %3492
  br i1 %3493, label %3498, label %3494

3494:                                             ; preds = %3490
  %3495 = xor i64 %3492, %3491
  %3496 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3495, i1 true)
  %3497 = lshr i64 %3496, 3
  br label %3553

3498:                                             ; preds = %3490, %3504
  %3499 = phi ptr [ %3502, %3504 ], [ %3488, %3490 ]
  %3500 = phi ptr [ %3501, %3504 ], [ %3487, %3490 ]
  %3501 = getelementptr inbounds i8, ptr %3500, i64 8
  %3502 = getelementptr inbounds i8, ptr %3499, i64 8
  %3503 = icmp ult ptr %3501, %3334
  br i1 %3503, label %3504, label %3516

3504:                                             ; preds = %3498
  %3505 = load i64, ptr %3502, align 1, !tbaa !20
  %3506 = load i64, ptr %3501, align 1, !tbaa !20
  %3507 = icmp eq i64 %3505, %3506
  br i1 %3507, label %3498, label %3508

3508:                                             ; preds = %3504
  %3509 = xor i64 %3506, %3505
  %3510 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3509, i1 true)
  %3511 = lshr i64 %3510, 3
  %3512 = getelementptr inbounds i8, ptr %3501, i64 %3511
  %3513 = ptrtoint ptr %3512 to i64
  %3514 = ptrtoint ptr %3487 to i64
  %3515 = sub i64 %3513, %3514
  br label %3553

3516:                                             ; preds = %3498, %3479
  %3517 = phi ptr [ %3488, %3479 ], [ %3502, %3498 ]
  %3518 = phi ptr [ %3487, %3479 ], [ %3501, %3498 ]
  %3519 = icmp ult ptr %3518, %3335
  br i1 %3519, label %3520, label %3527

3520:                                             ; preds = %3516
  %3521 = load i32, ptr %3517, align 1, !tbaa !19
  %3522 = load i32, ptr %3518, align 1, !tbaa !19
  %3523 = icmp eq i32 %3521, %3522
  br i1 %3523, label %3524, label %3527

3524:                                             ; preds = %3520
  %3525 = getelementptr inbounds i8, ptr %3518, i64 4
  %3526 = getelementptr inbounds i8, ptr %3517, i64 4
  br label %3527

3527:                                             ; preds = %3524, %3520, %3516
  %3528 = phi ptr [ %3526, %3524 ], [ %3517, %3520 ], [ %3517, %3516 ]
  %3529 = phi ptr [ %3525, %3524 ], [ %3518, %3520 ], [ %3518, %3516 ]
  %3530 = icmp ult ptr %3529, %3336
  br i1 %3530, label %3531, label %3538

3531:                                             ; preds = %3527
  %3532 = load i16, ptr %3528, align 1, !tbaa !34
  %3533 = load i16, ptr %3529, align 1, !tbaa !34
  %3534 = icmp eq i16 %3532, %3533
  br i1 %3534, label %3535, label %3538

3535:                                             ; preds = %3531
  %3536 = getelementptr inbounds i8, ptr %3529, i64 2
  %3537 = getelementptr inbounds i8, ptr %3528, i64 2
  br label %3538

3538:                                             ; preds = %3535, %3531, %3527
  %3539 = phi ptr [ %3537, %3535 ], [ %3528, %3531 ], [ %3528, %3527 ]
  %3540 = phi ptr [ %3536, %3535 ], [ %3529, %3531 ], [ %3529, %3527 ]
  %3541 = icmp ult ptr %3540, %38
  br i1 %3541, label %3542, label %3548

3542:                                             ; preds = %3538
  %3543 = load i8, ptr %3539, align 1, !tbaa !31
  %3544 = load i8, ptr %3540, align 1, !tbaa !31
  %3545 = icmp eq i8 %3543, %3544
  %3546 = zext i1 %3545 to i64
  %3547 = getelementptr inbounds i8, ptr %3540, i64 %3546
  br label %3548

3548:                                             ; preds = %3542, %3538
  %3549 = phi ptr [ %3540, %3538 ], [ %3547, %3542 ]
  %3550 = ptrtoint ptr %3549 to i64
  %3551 = ptrtoint ptr %3487 to i64
  %3552 = sub i64 %3550, %3551
  br label %3553

3553:                                             ; preds = %3548, %3508, %3494
  %3554 = phi i64 [ %3552, %3548 ], [ %3497, %3494 ], [ %3515, %3508 ]
  %3555 = add i64 %3554, %3484
  %3556 = ptrtoint ptr %3486 to i64
  %3557 = ptrtoint ptr %3346 to i64
  %3558 = sub i64 %3556, %3557
  %3559 = getelementptr inbounds i8, ptr %3346, i64 %3558
  %3560 = icmp ugt ptr %3559, %3337
  %3561 = load ptr, ptr %3338, align 8, !tbaa !36
  br i1 %3560, label %3587, label %3562

3562:                                             ; preds = %3553
  %3563 = load <2 x i64>, ptr %3346, align 1, !tbaa !31
  store <2 x i64> %3563, ptr %3561, align 1, !tbaa !31
  %3564 = icmp ugt i64 %3558, 16
  %3565 = load ptr, ptr %3338, align 8, !tbaa !36
  br i1 %3564, label %3569, label %3566

3566:                                             ; preds = %3562
  %3567 = getelementptr inbounds i8, ptr %3565, i64 %3558
  store ptr %3567, ptr %3338, align 8, !tbaa !36
  %3568 = load ptr, ptr %3341, align 8, !tbaa !38
  br label %3715

3569:                                             ; preds = %3562
  %3570 = getelementptr inbounds i8, ptr %3565, i64 16
  %3571 = getelementptr inbounds i8, ptr %3346, i64 16
  %3572 = getelementptr i8, ptr %3565, i64 %3558
  %3573 = load <2 x i64>, ptr %3571, align 1, !tbaa !31
  store <2 x i64> %3573, ptr %3570, align 1, !tbaa !31
  %3574 = icmp slt i64 %3558, 33
  br i1 %3574, label %3703, label %3575

3575:                                             ; preds = %3569
  %3576 = getelementptr inbounds i8, ptr %3565, i64 32
  br label %3577

3577:                                             ; preds = %3577, %3575
  %3578 = phi ptr [ %3576, %3575 ], [ %3585, %3577 ]
  %3579 = phi ptr [ %3571, %3575 ], [ %3583, %3577 ]
  %3580 = getelementptr inbounds i8, ptr %3579, i64 16
  %3581 = load <2 x i64>, ptr %3580, align 1, !tbaa !31
  store <2 x i64> %3581, ptr %3578, align 1, !tbaa !31
  %3582 = getelementptr inbounds i8, ptr %3578, i64 16
  %3583 = getelementptr inbounds i8, ptr %3579, i64 32
  %3584 = load <2 x i64>, ptr %3583, align 1, !tbaa !31
  store <2 x i64> %3584, ptr %3582, align 1, !tbaa !31
  %3585 = getelementptr inbounds i8, ptr %3578, i64 32
  %3586 = icmp ult ptr %3585, %3572
  br i1 %3586, label %3577, label %3703, !llvm.loop !39

3587:                                             ; preds = %3553
  %3588 = icmp ugt ptr %3346, %3337
  br i1 %3588, label %3606, label %3589

3589:                                             ; preds = %3587
  %3590 = sub i64 %3339, %3557
  %3591 = getelementptr inbounds i8, ptr %3561, i64 %3590
  %3592 = load <2 x i64>, ptr %3346, align 1, !tbaa !31
  store <2 x i64> %3592, ptr %3561, align 1, !tbaa !31
  %3593 = icmp slt i64 %3590, 17
  br i1 %3593, label %3606, label %3594

3594:                                             ; preds = %3589
  %3595 = getelementptr inbounds i8, ptr %3561, i64 16
  br label %3596

3596:                                             ; preds = %3596, %3594
  %3597 = phi ptr [ %3595, %3594 ], [ %3604, %3596 ]
  %3598 = phi ptr [ %3346, %3594 ], [ %3602, %3596 ]
  %3599 = getelementptr inbounds i8, ptr %3598, i64 16
  %3600 = load <2 x i64>, ptr %3599, align 1, !tbaa !31
  store <2 x i64> %3600, ptr %3597, align 1, !tbaa !31
  %3601 = getelementptr inbounds i8, ptr %3597, i64 16
  %3602 = getelementptr inbounds i8, ptr %3598, i64 32
  %3603 = load <2 x i64>, ptr %3602, align 1, !tbaa !31
  store <2 x i64> %3603, ptr %3601, align 1, !tbaa !31
  %3604 = getelementptr inbounds i8, ptr %3597, i64 32
  %3605 = icmp ult ptr %3604, %3591
  br i1 %3605, label %3596, label %3606, !llvm.loop !39

3606:                                             ; preds = %3596, %3589, %3587
  %3607 = phi ptr [ %3337, %3589 ], [ %3346, %3587 ], [ %3337, %3596 ]
  %3608 = phi ptr [ %3591, %3589 ], [ %3561, %3587 ], [ %3591, %3596 ]
  %3609 = icmp ult ptr %3607, %3559
  br i1 %3609, label %3610, label %3703

3610:                                             ; preds = %3606
  %3611 = ptrtoint ptr %3608 to i64
  %3612 = ptrtoint ptr %3607 to i64
  %3613 = sub i64 %3556, %3612
  %3614 = getelementptr i8, ptr %3607, i64 %3613
  %3615 = icmp ult i64 %3613, 8
  %3616 = sub i64 %3611, %3612
  %3617 = icmp ult i64 %3616, 32
  %3618 = select i1 %3615, i1 true, i1 %3617
  br i1 %3618, label %3654, label %3619

3619:                                             ; preds = %3610
  %3620 = icmp ult i64 %3613, 32
  br i1 %3620, label %3640, label %3621

3621:                                             ; preds = %3619
  %3622 = and i64 %3613, -32
  br label %3623

3623:                                             ; preds = %3623, %3621
  %3624 = phi i64 [ 0, %3621 ], [ %3631, %3623 ]
  %3625 = getelementptr i8, ptr %3608, i64 %3624
  %3626 = getelementptr i8, ptr %3607, i64 %3624
  %3627 = getelementptr i8, ptr %3626, i64 16
  %3628 = load <16 x i8>, ptr %3626, align 1, !tbaa !31
  %3629 = load <16 x i8>, ptr %3627, align 1, !tbaa !31
  %3630 = getelementptr i8, ptr %3625, i64 16
  store <16 x i8> %3628, ptr %3625, align 1, !tbaa !31
  store <16 x i8> %3629, ptr %3630, align 1, !tbaa !31
  %3631 = add nuw i64 %3624, 32
  %3632 = icmp eq i64 %3631, %3622
  br i1 %3632, label %3633, label %3623, !llvm.loop !76

3633:                                             ; preds = %3623
  %3634 = icmp eq i64 %3613, %3622
  br i1 %3634, label %3703, label %3635

3635:                                             ; preds = %3633
  %3636 = getelementptr i8, ptr %3607, i64 %3622
  %3637 = getelementptr i8, ptr %3608, i64 %3622
  %3638 = and i64 %3613, 24
  %3639 = icmp eq i64 %3638, 0
  br i1 %3639, label %3654, label %3640

3640:                                             ; preds = %3619, %3635
  %3641 = phi i64 [ %3622, %3635 ], [ 0, %3619 ]
  %3642 = and i64 %3613, -8
  %3643 = getelementptr i8, ptr %3608, i64 %3642
  %3644 = getelementptr i8, ptr %3607, i64 %3642
  br label %3645

3645:                                             ; preds = %3645, %3640
  %3646 = phi i64 [ %3641, %3640 ], [ %3650, %3645 ]
  %3647 = getelementptr i8, ptr %3608, i64 %3646
  %3648 = getelementptr i8, ptr %3607, i64 %3646
  %3649 = load <8 x i8>, ptr %3648, align 1, !tbaa !31
  store <8 x i8> %3649, ptr %3647, align 1, !tbaa !31
  %3650 = add nuw i64 %3646, 8
  %3651 = icmp eq i64 %3650, %3642
  br i1 %3651, label %3652, label %3645, !llvm.loop !77

3652:                                             ; preds = %3645
  %3653 = icmp eq i64 %3613, %3642
  br i1 %3653, label %3703, label %3654

3654:                                             ; preds = %3652, %3610, %3635
  %3655 = phi ptr [ %3608, %3610 ], [ %3637, %3635 ], [ %3643, %3652 ]
  %3656 = phi ptr [ %3607, %3610 ], [ %3636, %3635 ], [ %3644, %3652 ]
  %3657 = ptrtoint ptr %3656 to i64
  %3658 = sub i64 %3556, %3657
  %3659 = and i64 %3658, 7
  %3660 = icmp eq i64 %3659, 0
  br i1 %3660, label %3670, label %3661

3661:                                             ; preds = %3654, %3661
  %3662 = phi ptr [ %3667, %3661 ], [ %3655, %3654 ]
  %3663 = phi ptr [ %3665, %3661 ], [ %3656, %3654 ]
  %3664 = phi i64 [ %3668, %3661 ], [ 0, %3654 ]
  %3665 = getelementptr inbounds i8, ptr %3663, i64 1
  %3666 = load i8, ptr %3663, align 1, !tbaa !31
  %3667 = getelementptr inbounds i8, ptr %3662, i64 1
  store i8 %3666, ptr %3662, align 1, !tbaa !31
  %3668 = add i64 %3664, 1
  %3669 = icmp eq i64 %3668, %3659
  br i1 %3669, label %3670, label %3661, !llvm.loop !78

3670:                                             ; preds = %3661, %3654
  %3671 = phi ptr [ %3655, %3654 ], [ %3667, %3661 ]
  %3672 = phi ptr [ %3656, %3654 ], [ %3665, %3661 ]
  %3673 = sub i64 %3657, %3556
  %3674 = icmp ugt i64 %3673, -8
  br i1 %3674, label %3703, label %3675

3675:                                             ; preds = %3670, %3675
  %3676 = phi ptr [ %3701, %3675 ], [ %3671, %3670 ]
  %3677 = phi ptr [ %3699, %3675 ], [ %3672, %3670 ]
  %3678 = getelementptr inbounds i8, ptr %3677, i64 1
  %3679 = load i8, ptr %3677, align 1, !tbaa !31
  %3680 = getelementptr inbounds i8, ptr %3676, i64 1
  store i8 %3679, ptr %3676, align 1, !tbaa !31
  %3681 = getelementptr inbounds i8, ptr %3677, i64 2
  %3682 = load i8, ptr %3678, align 1, !tbaa !31
  %3683 = getelementptr inbounds i8, ptr %3676, i64 2
  store i8 %3682, ptr %3680, align 1, !tbaa !31
  %3684 = getelementptr inbounds i8, ptr %3677, i64 3
  %3685 = load i8, ptr %3681, align 1, !tbaa !31
  %3686 = getelementptr inbounds i8, ptr %3676, i64 3
  store i8 %3685, ptr %3683, align 1, !tbaa !31
  %3687 = getelementptr inbounds i8, ptr %3677, i64 4
  %3688 = load i8, ptr %3684, align 1, !tbaa !31
  %3689 = getelementptr inbounds i8, ptr %3676, i64 4
  store i8 %3688, ptr %3686, align 1, !tbaa !31
  %3690 = getelementptr inbounds i8, ptr %3677, i64 5
  %3691 = load i8, ptr %3687, align 1, !tbaa !31
  %3692 = getelementptr inbounds i8, ptr %3676, i64 5
  store i8 %3691, ptr %3689, align 1, !tbaa !31
  %3693 = getelementptr inbounds i8, ptr %3677, i64 6
  %3694 = load i8, ptr %3690, align 1, !tbaa !31
  %3695 = getelementptr inbounds i8, ptr %3676, i64 6
  store i8 %3694, ptr %3692, align 1, !tbaa !31
  %3696 = getelementptr inbounds i8, ptr %3677, i64 7
  %3697 = load i8, ptr %3693, align 1, !tbaa !31
  %3698 = getelementptr inbounds i8, ptr %3676, i64 7
  store i8 %3697, ptr %3695, align 1, !tbaa !31
  %3699 = getelementptr inbounds i8, ptr %3677, i64 8
  %3700 = load i8, ptr %3696, align 1, !tbaa !31
  %3701 = getelementptr inbounds i8, ptr %3676, i64 8
  store i8 %3700, ptr %3698, align 1, !tbaa !31
  %3702 = icmp eq ptr %3699, %3614
  br i1 %3702, label %3703, label %3675, !llvm.loop !79

3703:                                             ; preds = %3577, %3670, %3675, %3633, %3652, %3606, %3569
  %3704 = load ptr, ptr %3338, align 8, !tbaa !36
  %3705 = getelementptr inbounds i8, ptr %3704, i64 %3558
  store ptr %3705, ptr %3338, align 8, !tbaa !36
  %3706 = icmp ugt i64 %3558, 65535
  %3707 = load ptr, ptr %3341, align 8, !tbaa !38
  br i1 %3706, label %3708, label %3715, !prof !47

3708:                                             ; preds = %3703
  store i32 1, ptr %3340, align 8, !tbaa !48
  %3709 = load ptr, ptr %1, align 8, !tbaa !49
  %3710 = ptrtoint ptr %3707 to i64
  %3711 = ptrtoint ptr %3709 to i64
  %3712 = sub i64 %3710, %3711
  %3713 = lshr exact i64 %3712, 3
  %3714 = trunc i64 %3713 to i32
  store i32 %3714, ptr %3342, align 4, !tbaa !50
  br label %3715

3715:                                             ; preds = %3708, %3703, %3566
  %3716 = phi ptr [ %3568, %3566 ], [ %3707, %3708 ], [ %3707, %3703 ]
  %3717 = trunc i64 %3558 to i16
  %3718 = getelementptr inbounds i8, ptr %3716, i64 4
  store i16 %3717, ptr %3718, align 4, !tbaa !51
  store i32 %3482, ptr %3716, align 4, !tbaa !53
  %3719 = add i64 %3555, -3
  %3720 = icmp ugt i64 %3719, 65535
  br i1 %3720, label %3721, label %3728, !prof !54

3721:                                             ; preds = %3715
  store i32 2, ptr %3340, align 8, !tbaa !48
  %3722 = load ptr, ptr %1, align 8, !tbaa !49
  %3723 = ptrtoint ptr %3716 to i64
  %3724 = ptrtoint ptr %3722 to i64
  %3725 = sub i64 %3723, %3724
  %3726 = lshr exact i64 %3725, 3
  %3727 = trunc i64 %3726 to i32
  store i32 %3727, ptr %3342, align 4, !tbaa !50
  br label %3728

3728:                                             ; preds = %3721, %3715
  %3729 = trunc i64 %3719 to i16
  %3730 = getelementptr inbounds i8, ptr %3716, i64 6
  store i16 %3729, ptr %3730, align 2, !tbaa !55
  %3731 = getelementptr inbounds i8, ptr %3716, i64 8
  store ptr %3731, ptr %3341, align 8, !tbaa !38
  %3732 = getelementptr inbounds i8, ptr %3486, i64 %3555
  %3733 = icmp ugt ptr %3732, %39
  br i1 %3733, label %3862, label %3734

3734:                                             ; preds = %3728
  %3735 = add i32 %3480, 2
  %3736 = zext i32 %3480 to i64
  %3737 = getelementptr inbounds i8, ptr %59, i64 %3736
  %3738 = load i64, ptr %3737, align 1, !tbaa !20
  %3739 = mul i64 %3738, -3523014627193847808
  %3740 = lshr i64 %3739, %3333
  %3741 = getelementptr inbounds i32, ptr %12, i64 %3740
  store i32 %3735, ptr %3741, align 4, !tbaa !19
  %3742 = getelementptr inbounds i8, ptr %3732, i64 -2
  %3743 = ptrtoint ptr %3742 to i64
  %3744 = sub i64 %3743, %21
  %3745 = trunc i64 %3744 to i32
  %3746 = load i64, ptr %3742, align 1, !tbaa !20
  %3747 = mul i64 %3746, -3523014627193847808
  %3748 = lshr i64 %3747, %3333
  %3749 = getelementptr inbounds i32, ptr %12, i64 %3748
  store i32 %3745, ptr %3749, align 4, !tbaa !19
  %3750 = icmp eq i32 %3481, 0
  br i1 %3750, label %3862, label %3751

3751:                                             ; preds = %3734, %3857
  %3752 = phi ptr [ %3860, %3857 ], [ %3731, %3734 ]
  %3753 = phi ptr [ %3839, %3857 ], [ %3732, %3734 ]
  %3754 = phi i32 [ %3755, %3857 ], [ %3485, %3734 ]
  %3755 = phi i32 [ %3754, %3857 ], [ %3481, %3734 ]
  %3756 = load i32, ptr %3753, align 1, !tbaa !19
  %3757 = zext i32 %3755 to i64
  %3758 = sub nsw i64 0, %3757
  %3759 = getelementptr inbounds i8, ptr %3753, i64 %3758
  %3760 = load i32, ptr %3759, align 1, !tbaa !19
  %3761 = icmp eq i32 %3756, %3760
  br i1 %3761, label %3762, label %3862

3762:                                             ; preds = %3751
  %3763 = getelementptr inbounds i8, ptr %3753, i64 4
  %3764 = getelementptr inbounds i8, ptr %3763, i64 %3758
  %3765 = icmp ugt ptr %3334, %3763
  br i1 %3765, label %3766, label %3792

3766:                                             ; preds = %3762
  %3767 = load i64, ptr %3764, align 1, !tbaa !20
  %3768 = load i64, ptr %3763, align 1, !tbaa !20
  %3769 = icmp eq i64 %3767, %3768
  br i1 %3769, label %3774, label %3770

3770:                                             ; preds = %3766
  %3771 = xor i64 %3768, %3767
  %3772 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3771, i1 true)
  %3773 = lshr i64 %3772, 3
  br label %3829

3774:                                             ; preds = %3766, %3780
  %3775 = phi ptr [ %3778, %3780 ], [ %3764, %3766 ]
  %3776 = phi ptr [ %3777, %3780 ], [ %3763, %3766 ]
  %3777 = getelementptr inbounds i8, ptr %3776, i64 8
  %3778 = getelementptr inbounds i8, ptr %3775, i64 8
  %3779 = icmp ult ptr %3777, %3334
  br i1 %3779, label %3780, label %3792

3780:                                             ; preds = %3774
  %3781 = load i64, ptr %3778, align 1, !tbaa !20
  %3782 = load i64, ptr %3777, align 1, !tbaa !20
  %3783 = icmp eq i64 %3781, %3782
  br i1 %3783, label %3774, label %3784

3784:                                             ; preds = %3780
  %3785 = xor i64 %3782, %3781
  %3786 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3785, i1 true)
  %3787 = lshr i64 %3786, 3
  %3788 = getelementptr inbounds i8, ptr %3777, i64 %3787
  %3789 = ptrtoint ptr %3788 to i64
  %3790 = ptrtoint ptr %3763 to i64
  %3791 = sub i64 %3789, %3790
  br label %3829

3792:                                             ; preds = %3774, %3762
  %3793 = phi ptr [ %3764, %3762 ], [ %3778, %3774 ]
  %3794 = phi ptr [ %3763, %3762 ], [ %3777, %3774 ]
  %3795 = icmp ult ptr %3794, %3335
  br i1 %3795, label %3796, label %3803

3796:                                             ; preds = %3792
  %3797 = load i32, ptr %3793, align 1, !tbaa !19
  %3798 = load i32, ptr %3794, align 1, !tbaa !19
  %3799 = icmp eq i32 %3797, %3798
  br i1 %3799, label %3800, label %3803

3800:                                             ; preds = %3796
  %3801 = getelementptr inbounds i8, ptr %3794, i64 4
  %3802 = getelementptr inbounds i8, ptr %3793, i64 4
  br label %3803

3803:                                             ; preds = %3800, %3796, %3792
  %3804 = phi ptr [ %3802, %3800 ], [ %3793, %3796 ], [ %3793, %3792 ]
  %3805 = phi ptr [ %3801, %3800 ], [ %3794, %3796 ], [ %3794, %3792 ]
  %3806 = icmp ult ptr %3805, %3336
  br i1 %3806, label %3807, label %3814

3807:                                             ; preds = %3803
  %3808 = load i16, ptr %3804, align 1, !tbaa !34
  %3809 = load i16, ptr %3805, align 1, !tbaa !34
  %3810 = icmp eq i16 %3808, %3809
  br i1 %3810, label %3811, label %3814

3811:                                             ; preds = %3807
  %3812 = getelementptr inbounds i8, ptr %3805, i64 2
  %3813 = getelementptr inbounds i8, ptr %3804, i64 2
  br label %3814

3814:                                             ; preds = %3811, %3807, %3803
  %3815 = phi ptr [ %3813, %3811 ], [ %3804, %3807 ], [ %3804, %3803 ]
  %3816 = phi ptr [ %3812, %3811 ], [ %3805, %3807 ], [ %3805, %3803 ]
  %3817 = icmp ult ptr %3816, %38
  br i1 %3817, label %3818, label %3824

3818:                                             ; preds = %3814
  %3819 = load i8, ptr %3815, align 1, !tbaa !31
  %3820 = load i8, ptr %3816, align 1, !tbaa !31
  %3821 = icmp eq i8 %3819, %3820
  %3822 = zext i1 %3821 to i64
  %3823 = getelementptr inbounds i8, ptr %3816, i64 %3822
  br label %3824

3824:                                             ; preds = %3818, %3814
  %3825 = phi ptr [ %3816, %3814 ], [ %3823, %3818 ]
  %3826 = ptrtoint ptr %3825 to i64
  %3827 = ptrtoint ptr %3763 to i64
  %3828 = sub i64 %3826, %3827
  br label %3829

3829:                                             ; preds = %3824, %3784, %3770
  %3830 = phi i64 [ %3828, %3824 ], [ %3773, %3770 ], [ %3791, %3784 ]
  %3831 = add i64 %3830, 4
  %3832 = ptrtoint ptr %3753 to i64
  %3833 = sub i64 %3832, %21
  %3834 = trunc i64 %3833 to i32
  %3835 = load i64, ptr %3753, align 1, !tbaa !20
  %3836 = mul i64 %3835, -3523014627193847808
  %3837 = lshr i64 %3836, %3333
  %3838 = getelementptr inbounds i32, ptr %12, i64 %3837
  store i32 %3834, ptr %3838, align 4, !tbaa !19
  %3839 = getelementptr inbounds i8, ptr %3753, i64 %3831
  %3840 = icmp ugt ptr %3753, %3337
  br i1 %3840, label %3845, label %3841

3841:                                             ; preds = %3829
  %3842 = load ptr, ptr %3338, align 8, !tbaa !36
  %3843 = load <2 x i64>, ptr %3753, align 1, !tbaa !31
  store <2 x i64> %3843, ptr %3842, align 1, !tbaa !31
  %3844 = load ptr, ptr %3341, align 8, !tbaa !38
  br label %3845

3845:                                             ; preds = %3841, %3829
  %3846 = phi ptr [ %3752, %3829 ], [ %3844, %3841 ]
  %3847 = getelementptr inbounds i8, ptr %3846, i64 4
  store i16 0, ptr %3847, align 4, !tbaa !51
  store i32 1, ptr %3846, align 4, !tbaa !53
  %3848 = add i64 %3830, 1
  %3849 = icmp ugt i64 %3848, 65535
  br i1 %3849, label %3850, label %3857, !prof !54

3850:                                             ; preds = %3845
  store i32 2, ptr %3340, align 8, !tbaa !48
  %3851 = load ptr, ptr %1, align 8, !tbaa !49
  %3852 = ptrtoint ptr %3846 to i64
  %3853 = ptrtoint ptr %3851 to i64
  %3854 = sub i64 %3852, %3853
  %3855 = lshr exact i64 %3854, 3
  %3856 = trunc i64 %3855 to i32
  store i32 %3856, ptr %3342, align 4, !tbaa !50
  br label %3857

3857:                                             ; preds = %3850, %3845
  %3858 = trunc i64 %3848 to i16
  %3859 = getelementptr inbounds i8, ptr %3846, i64 6
  store i16 %3858, ptr %3859, align 2, !tbaa !55
  %3860 = getelementptr inbounds i8, ptr %3846, i64 8
  store ptr %3860, ptr %3341, align 8, !tbaa !38
  %3861 = icmp ugt ptr %3839, %39
  br i1 %3861, label %3862, label %3751

3862:                                             ; preds = %3857, %3751, %3734, %3728
  %3863 = phi i32 [ 0, %3734 ], [ %3481, %3728 ], [ %3755, %3751 ], [ %3754, %3857 ]
  %3864 = phi i32 [ %3485, %3734 ], [ %3485, %3728 ], [ %3754, %3751 ], [ %3755, %3857 ]
  %3865 = phi ptr [ %3732, %3734 ], [ %3732, %3728 ], [ %3753, %3751 ], [ %3839, %3857 ]
  %3866 = getelementptr inbounds i8, ptr %3865, i64 %17
  %3867 = getelementptr inbounds i8, ptr %3866, i64 1
  %3868 = icmp ult ptr %3867, %39
  br i1 %3868, label %3343, label %4410

3869:                                             ; preds = %2242
  br i1 %62, label %3870, label %4410

3870:                                             ; preds = %3869
  %3871 = getelementptr inbounds i8, ptr %0, i64 264
  %3872 = load i32, ptr %3871, align 4, !tbaa !18
  %3873 = sub i32 64, %3872
  %3874 = zext nneg i32 %3873 to i64
  %3875 = getelementptr inbounds i8, ptr %38, i64 -7
  %3876 = getelementptr inbounds i8, ptr %38, i64 -3
  %3877 = getelementptr inbounds i8, ptr %38, i64 -1
  %3878 = getelementptr inbounds i8, ptr %38, i64 -32
  %3879 = getelementptr inbounds i8, ptr %1, i64 24
  %3880 = ptrtoint ptr %3878 to i64
  %3881 = getelementptr inbounds i8, ptr %1, i64 72
  %3882 = getelementptr inbounds i8, ptr %1, i64 8
  %3883 = getelementptr inbounds i8, ptr %1, i64 76
  br label %3884

3884:                                             ; preds = %4403, %3870
  %3885 = phi ptr [ %61, %3870 ], [ %4408, %4403 ]
  %3886 = phi ptr [ %60, %3870 ], [ %4407, %4403 ]
  %3887 = phi ptr [ %3, %3870 ], [ %4406, %4403 ]
  %3888 = phi ptr [ %45, %3870 ], [ %4406, %4403 ]
  %3889 = phi i32 [ %58, %3870 ], [ %4405, %4403 ]
  %3890 = phi i32 [ %56, %3870 ], [ %4404, %4403 ]
  %3891 = getelementptr inbounds i8, ptr %3888, i64 1
  %3892 = getelementptr inbounds i8, ptr %3888, i64 128
  %3893 = load i64, ptr %3888, align 1, !tbaa !20
  %3894 = mul i64 %3893, -3523014627193167104
  %3895 = lshr i64 %3894, %3874
  %3896 = load i64, ptr %3891, align 1, !tbaa !20
  %3897 = getelementptr inbounds i32, ptr %12, i64 %3895
  %3898 = load i32, ptr %3897, align 4, !tbaa !19
  %3899 = zext i32 %3889 to i64
  %3900 = sub nsw i64 0, %3899
  %3901 = icmp ne i32 %3889, 0
  br label %3902

3902:                                             ; preds = %3976, %3884
  %3903 = phi i64 [ %3895, %3884 ], [ %3936, %3976 ]
  %3904 = phi i64 [ %3896, %3884 ], [ %3952, %3976 ]
  %3905 = phi i32 [ %3898, %3884 ], [ %3951, %3976 ]
  %3906 = phi i64 [ %17, %3884 ], [ %3977, %3976 ]
  %3907 = phi ptr [ %3892, %3884 ], [ %3978, %3976 ]
  %3908 = phi ptr [ %3885, %3884 ], [ %3954, %3976 ]
  %3909 = phi ptr [ %3886, %3884 ], [ %3953, %3976 ]
  %3910 = phi ptr [ %3891, %3884 ], [ %3908, %3976 ]
  %3911 = phi ptr [ %3888, %3884 ], [ %3909, %3976 ]
  %3912 = mul i64 %3904, -3523014627193167104
  %3913 = lshr i64 %3912, %3874
  %3914 = getelementptr inbounds i8, ptr %3909, i64 %3900
  %3915 = load i32, ptr %3914, align 1, !tbaa !19
  %3916 = ptrtoint ptr %3911 to i64
  %3917 = sub i64 %3916, %21
  %3918 = trunc i64 %3917 to i32
  %3919 = getelementptr inbounds i32, ptr %12, i64 %3903
  store i32 %3918, ptr %3919, align 4, !tbaa !19
  %3920 = load i32, ptr %3909, align 1, !tbaa !19
  %3921 = icmp eq i32 %3920, %3915
  %3922 = and i1 %3901, %3921
  br i1 %3922, label %3961, label %3923

3923:                                             ; preds = %3902
  %3924 = icmp ult i32 %3905, %35
  br i1 %3924, label %3931, label %3925

3925:                                             ; preds = %3923
  %3926 = zext i32 %3905 to i64
  %3927 = getelementptr inbounds i8, ptr %19, i64 %3926
  %3928 = load i32, ptr %3927, align 1, !tbaa !19
  %3929 = load i32, ptr %3911, align 1, !tbaa !19
  %3930 = icmp eq i32 %3929, %3928
  br i1 %3930, label %3980, label %3931

3931:                                             ; preds = %3925, %3923
  %3932 = getelementptr inbounds i32, ptr %12, i64 %3913
  %3933 = load i32, ptr %3932, align 4, !tbaa !19
  %3934 = load i64, ptr %3909, align 1, !tbaa !20
  %3935 = mul i64 %3934, -3523014627193167104
  %3936 = lshr i64 %3935, %3874
  %3937 = ptrtoint ptr %3910 to i64
  %3938 = sub i64 %3937, %21
  %3939 = trunc i64 %3938 to i32
  store i32 %3939, ptr %3932, align 4, !tbaa !19
  %3940 = icmp ult i32 %3933, %35
  br i1 %3940, label %3949, label %3941

3941:                                             ; preds = %3931
  %3942 = zext i32 %3933 to i64
  %3943 = getelementptr inbounds i8, ptr %19, i64 %3942
  %3944 = load i32, ptr %3943, align 1, !tbaa !19
  %3945 = load i32, ptr %3910, align 1, !tbaa !19
  %3946 = icmp eq i32 %3945, %3944
  br i1 %3946, label %3947, label %3949

3947:                                             ; preds = %3941
  %3948 = icmp ult i64 %3906, 5
  br i1 %3948, label %3980, label %3992

3949:                                             ; preds = %3941, %3931
  %3950 = getelementptr inbounds i32, ptr %12, i64 %3936
  %3951 = load i32, ptr %3950, align 4, !tbaa !19
  %3952 = load i64, ptr %3908, align 1, !tbaa !20
  %3953 = getelementptr inbounds i8, ptr %3909, i64 %3906
  %3954 = getelementptr inbounds i8, ptr %3908, i64 %3906
  %3955 = icmp ult ptr %3953, %3907
  br i1 %3955, label %3976, label %3956

3956:                                             ; preds = %3949
  %3957 = add i64 %3906, 1
  %3958 = getelementptr inbounds i8, ptr %3908, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %3958, i32 0, i32 3, i32 1)
  %3959 = getelementptr inbounds i8, ptr %3908, i64 128
  tail call void @llvm.prefetch.p0(ptr nonnull %3959, i32 0, i32 3, i32 1)
  %3960 = getelementptr inbounds i8, ptr %3907, i64 128
  br label %3976

3961:                                             ; preds = %3902
  %3962 = getelementptr inbounds i8, ptr %3909, i64 %3900
  %3963 = getelementptr inbounds i8, ptr %3909, i64 -1
  %3964 = load i8, ptr %3963, align 1, !tbaa !31
  %3965 = getelementptr inbounds i8, ptr %3962, i64 -1
  %3966 = load i8, ptr %3965, align 1, !tbaa !31
  %3967 = icmp eq i8 %3964, %3966
  %3968 = sext i1 %3967 to i64
  %3969 = getelementptr inbounds i8, ptr %3909, i64 %3968
  %3970 = getelementptr inbounds i8, ptr %3962, i64 %3968
  %3971 = select i1 %3967, i64 5, i64 4
  %3972 = ptrtoint ptr %3910 to i64
  %3973 = sub i64 %3972, %21
  %3974 = trunc i64 %3973 to i32
  %3975 = getelementptr inbounds i32, ptr %12, i64 %3913
  store i32 %3974, ptr %3975, align 4, !tbaa !19
  br label %4020

3976:                                             ; preds = %3956, %3949
  %3977 = phi i64 [ %3906, %3949 ], [ %3957, %3956 ]
  %3978 = phi ptr [ %3907, %3949 ], [ %3960, %3956 ]
  %3979 = icmp ult ptr %3954, %39
  br i1 %3979, label %3902, label %4410, !llvm.loop !32

3980:                                             ; preds = %3925, %3947
  %3981 = phi ptr [ %3909, %3947 ], [ %3910, %3925 ]
  %3982 = phi i64 [ %3936, %3947 ], [ %3913, %3925 ]
  %3983 = phi i64 [ %3937, %3947 ], [ %3916, %3925 ]
  %3984 = phi i64 [ %3942, %3947 ], [ %3926, %3925 ]
  %3985 = phi i32 [ %3933, %3947 ], [ %3905, %3925 ]
  %3986 = phi i32 [ %3939, %3947 ], [ %3918, %3925 ]
  %3987 = phi ptr [ %3910, %3947 ], [ %3911, %3925 ]
  %3988 = ptrtoint ptr %3981 to i64
  %3989 = sub i64 %3988, %21
  %3990 = trunc i64 %3989 to i32
  %3991 = getelementptr inbounds i32, ptr %12, i64 %3982
  store i32 %3990, ptr %3991, align 4, !tbaa !19
  br label %3992

3992:                                             ; preds = %3980, %3947
  %3993 = phi i64 [ %3937, %3947 ], [ %3983, %3980 ]
  %3994 = phi i64 [ %3942, %3947 ], [ %3984, %3980 ]
  %3995 = phi i32 [ %3933, %3947 ], [ %3985, %3980 ]
  %3996 = phi i32 [ %3939, %3947 ], [ %3986, %3980 ]
  %3997 = phi ptr [ %3910, %3947 ], [ %3987, %3980 ]
  %3998 = getelementptr inbounds i8, ptr %19, i64 %3994
  %3999 = ptrtoint ptr %3998 to i64
  %4000 = sub i64 %3993, %3999
  %4001 = trunc i64 %4000 to i32
  %4002 = add i32 %4001, 3
  %4003 = icmp ugt ptr %3997, %3887
  %4004 = icmp ugt i32 %3995, %35
  %4005 = and i1 %4004, %4003
  br i1 %4005, label %4006, label %4020

4006:                                             ; preds = %3992, %4015
  %4007 = phi ptr [ %4010, %4015 ], [ %3997, %3992 ]
  %4008 = phi i64 [ %4016, %4015 ], [ 4, %3992 ]
  %4009 = phi ptr [ %4012, %4015 ], [ %3998, %3992 ]
  %4010 = getelementptr inbounds i8, ptr %4007, i64 -1
  %4011 = load i8, ptr %4010, align 1, !tbaa !31
  %4012 = getelementptr inbounds i8, ptr %4009, i64 -1
  %4013 = load i8, ptr %4012, align 1, !tbaa !31
  %4014 = icmp eq i8 %4011, %4013
  br i1 %4014, label %4015, label %4020

4015:                                             ; preds = %4006
  %4016 = add i64 %4008, 1
  %4017 = icmp ugt ptr %4010, %3887
  %4018 = icmp ugt ptr %4012, %37
  %4019 = and i1 %4017, %4018
  br i1 %4019, label %4006, label %4020, !llvm.loop !33

4020:                                             ; preds = %4015, %4006, %3992, %3961
  %4021 = phi i32 [ %3918, %3961 ], [ %3996, %3992 ], [ %3996, %4006 ], [ %3996, %4015 ]
  %4022 = phi i32 [ %3890, %3961 ], [ %3889, %3992 ], [ %3889, %4006 ], [ %3889, %4015 ]
  %4023 = phi i32 [ 1, %3961 ], [ %4002, %3992 ], [ %4002, %4006 ], [ %4002, %4015 ]
  %4024 = phi ptr [ %3970, %3961 ], [ %3998, %3992 ], [ %4012, %4015 ], [ %4009, %4006 ]
  %4025 = phi i64 [ %3971, %3961 ], [ 4, %3992 ], [ %4016, %4015 ], [ %4008, %4006 ]
  %4026 = phi i32 [ %3889, %3961 ], [ %4001, %3992 ], [ %4001, %4006 ], [ %4001, %4015 ]
  %4027 = phi ptr [ %3969, %3961 ], [ %3997, %3992 ], [ %4010, %4015 ], [ %4007, %4006 ]
  %4028 = getelementptr inbounds i8, ptr %4027, i64 %4025
  %4029 = getelementptr inbounds i8, ptr %4024, i64 %4025
  %4030 = icmp ugt ptr %3875, %4028
  br i1 %4030, label %4031, label %4057

4031:                                             ; preds = %4020
  %4032 = load i64, ptr %4029, align 1, !tbaa !20
  %4033 = load i64, ptr %4028, align 1, !tbaa !20
  %4034 = icmp eq i64 %4032, %4033
  br i1 %4034, label %4039, label %4035

4035:                                             ; preds = %4031
  %4036 = xor i64 %4033, %4032
  %4037 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %4036, i1 true)
  %4038 = lshr i64 %4037, 3
  br label %4094

4039:                                             ; preds = %4031, %4045
  %4040 = phi ptr [ %4043, %4045 ], [ %4029, %4031 ]
  %4041 = phi ptr [ %4042, %4045 ], [ %4028, %4031 ]
  %4042 = getelementptr inbounds i8, ptr %4041, i64 8
  %4043 = getelementptr inbounds i8, ptr %4040, i64 8
  %4044 = icmp ult ptr %4042, %3875
  br i1 %4044, label %4045, label %4057

4045:                                             ; preds = %4039
  %4046 = load i64, ptr %4043, align 1, !tbaa !20
  %4047 = load i64, ptr %4042, align 1, !tbaa !20
  %4048 = icmp eq i64 %4046, %4047
  br i1 %4048, label %4039, label %4049

4049:                                             ; preds = %4045
  %4050 = xor i64 %4047, %4046
  %4051 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %4050, i1 true)
  %4052 = lshr i64 %4051, 3
  %4053 = getelementptr inbounds i8, ptr %4042, i64 %4052
  %4054 = ptrtoint ptr %4053 to i64
  %4055 = ptrtoint ptr %4028 to i64
  %4056 = sub i64 %4054, %4055
  br label %4094

4057:                                             ; preds = %4039, %4020
  %4058 = phi ptr [ %4029, %4020 ], [ %4043, %4039 ]
  %4059 = phi ptr [ %4028, %4020 ], [ %4042, %4039 ]
  %4060 = icmp ult ptr %4059, %3876
  br i1 %4060, label %4061, label %4068

4061:                                             ; preds = %4057
  %4062 = load i32, ptr %4058, align 1, !tbaa !19
  %4063 = load i32, ptr %4059, align 1, !tbaa !19
  %4064 = icmp eq i32 %4062, %4063
  br i1 %4064, label %4065, label %4068

4065:                                             ; preds = %4061
  %4066 = getelementptr inbounds i8, ptr %4059, i64 4
  %4067 = getelementptr inbounds i8, ptr %4058, i64 4
  br label %4068

4068:                                             ; preds = %4065, %4061, %4057
  %4069 = phi ptr [ %4067, %4065 ], [ %4058, %4061 ], [ %4058, %4057 ]
  %4070 = phi ptr [ %4066, %4065 ], [ %4059, %4061 ], [ %4059, %4057 ]
  %4071 = icmp ult ptr %4070, %3877
  br i1 %4071, label %4072, label %4079

4072:                                             ; preds = %4068
  %4073 = load i16, ptr %4069, align 1, !tbaa !34
  %4074 = load i16, ptr %4070, align 1, !tbaa !34
  %4075 = icmp eq i16 %4073, %4074
  br i1 %4075, label %4076, label %4079

4076:                                             ; preds = %4072
  %4077 = getelementptr inbounds i8, ptr %4070, i64 2
  %4078 = getelementptr inbounds i8, ptr %4069, i64 2
  br label %4079

4079:                                             ; preds = %4076, %4072, %4068
  %4080 = phi ptr [ %4078, %4076 ], [ %4069, %4072 ], [ %4069, %4068 ]
  %4081 = phi ptr [ %4077, %4076 ], [ %4070, %4072 ], [ %4070, %4068 ]
  %4082 = icmp ult ptr %4081, %38
  br i1 %4082, label %4083, label %4089

4083:                                             ; preds = %4079
  %4084 = load i8, ptr %4080, align 1, !tbaa !31
  %4085 = load i8, ptr %4081, align 1, !tbaa !31
  %4086 = icmp eq i8 %4084, %4085
  %4087 = zext i1 %4086 to i64
  %4088 = getelementptr inbounds i8, ptr %4081, i64 %4087
  br label %4089

4089:                                             ; preds = %4083, %4079
  %4090 = phi ptr [ %4081, %4079 ], [ %4088, %4083 ]
  %4091 = ptrtoint ptr %4090 to i64
  %4092 = ptrtoint ptr %4028 to i64
  %4093 = sub i64 %4091, %4092
  br label %4094

4094:                                             ; preds = %4089, %4049, %4035
  %4095 = phi i64 [ %4093, %4089 ], [ %4038, %4035 ], [ %4056, %4049 ]
  %4096 = add i64 %4095, %4025
  %4097 = ptrtoint ptr %4027 to i64
  %4098 = ptrtoint ptr %3887 to i64
  %4099 = sub i64 %4097, %4098
  %4100 = getelementptr inbounds i8, ptr %3887, i64 %4099
  %4101 = icmp ugt ptr %4100, %3878
  %4102 = load ptr, ptr %3879, align 8, !tbaa !36
  br i1 %4101, label %4128, label %4103

4103:                                             ; preds = %4094
  %4104 = load <2 x i64>, ptr %3887, align 1, !tbaa !31
  store <2 x i64> %4104, ptr %4102, align 1, !tbaa !31
  %4105 = icmp ugt i64 %4099, 16
  %4106 = load ptr, ptr %3879, align 8, !tbaa !36
  br i1 %4105, label %4110, label %4107

4107:                                             ; preds = %4103
  %4108 = getelementptr inbounds i8, ptr %4106, i64 %4099
  store ptr %4108, ptr %3879, align 8, !tbaa !36
  %4109 = load ptr, ptr %3882, align 8, !tbaa !38
  br label %4256

4110:                                             ; preds = %4103
  %4111 = getelementptr inbounds i8, ptr %4106, i64 16
  %4112 = getelementptr inbounds i8, ptr %3887, i64 16
  %4113 = getelementptr i8, ptr %4106, i64 %4099
  %4114 = load <2 x i64>, ptr %4112, align 1, !tbaa !31
  store <2 x i64> %4114, ptr %4111, align 1, !tbaa !31
  %4115 = icmp slt i64 %4099, 33
  br i1 %4115, label %4244, label %4116

4116:                                             ; preds = %4110
  %4117 = getelementptr inbounds i8, ptr %4106, i64 32
  br label %4118

4118:                                             ; preds = %4118, %4116
  %4119 = phi ptr [ %4117, %4116 ], [ %4126, %4118 ]
  %4120 = phi ptr [ %4112, %4116 ], [ %4124, %4118 ]
  %4121 = getelementptr inbounds i8, ptr %4120, i64 16
  %4122 = load <2 x i64>, ptr %4121, align 1, !tbaa !31
  store <2 x i64> %4122, ptr %4119, align 1, !tbaa !31
  %4123 = getelementptr inbounds i8, ptr %4119, i64 16
  %4124 = getelementptr inbounds i8, ptr %4120, i64 32
  %4125 = load <2 x i64>, ptr %4124, align 1, !tbaa !31
  store <2 x i64> %4125, ptr %4123, align 1, !tbaa !31
  %4126 = getelementptr inbounds i8, ptr %4119, i64 32
  %4127 = icmp ult ptr %4126, %4113
  br i1 %4127, label %4118, label %4244, !llvm.loop !39

4128:                                             ; preds = %4094
  %4129 = icmp ugt ptr %3887, %3878
  br i1 %4129, label %4147, label %4130

4130:                                             ; preds = %4128
  %4131 = sub i64 %3880, %4098
  %4132 = getelementptr inbounds i8, ptr %4102, i64 %4131
  %4133 = load <2 x i64>, ptr %3887, align 1, !tbaa !31
  store <2 x i64> %4133, ptr %4102, align 1, !tbaa !31
  %4134 = icmp slt i64 %4131, 17
  br i1 %4134, label %4147, label %4135

4135:                                             ; preds = %4130
  %4136 = getelementptr inbounds i8, ptr %4102, i64 16
  br label %4137

4137:                                             ; preds = %4137, %4135
  %4138 = phi ptr [ %4136, %4135 ], [ %4145, %4137 ]
  %4139 = phi ptr [ %3887, %4135 ], [ %4143, %4137 ]
  %4140 = getelementptr inbounds i8, ptr %4139, i64 16
  %4141 = load <2 x i64>, ptr %4140, align 1, !tbaa !31
  store <2 x i64> %4141, ptr %4138, align 1, !tbaa !31
  %4142 = getelementptr inbounds i8, ptr %4138, i64 16
  %4143 = getelementptr inbounds i8, ptr %4139, i64 32
  %4144 = load <2 x i64>, ptr %4143, align 1, !tbaa !31
  store <2 x i64> %4144, ptr %4142, align 1, !tbaa !31
  %4145 = getelementptr inbounds i8, ptr %4138, i64 32
  %4146 = icmp ult ptr %4145, %4132
  br i1 %4146, label %4137, label %4147, !llvm.loop !39

4147:                                             ; preds = %4137, %4130, %4128
  %4148 = phi ptr [ %3878, %4130 ], [ %3887, %4128 ], [ %3878, %4137 ]
  %4149 = phi ptr [ %4132, %4130 ], [ %4102, %4128 ], [ %4132, %4137 ]
  %4150 = icmp ult ptr %4148, %4100
  br i1 %4150, label %4151, label %4244

4151:                                             ; preds = %4147
  %4152 = ptrtoint ptr %4149 to i64
  %4153 = ptrtoint ptr %4148 to i64
  %4154 = sub i64 %4097, %4153
  %4155 = getelementptr i8, ptr %4148, i64 %4154
  %4156 = icmp ult i64 %4154, 8
  %4157 = sub i64 %4152, %4153
  %4158 = icmp ult i64 %4157, 32
  %4159 = select i1 %4156, i1 true, i1 %4158
  br i1 %4159, label %4195, label %4160

4160:                                             ; preds = %4151
  %4161 = icmp ult i64 %4154, 32
  br i1 %4161, label %4181, label %4162

4162:                                             ; preds = %4160
  %4163 = and i64 %4154, -32
  br label %4164

4164:                                             ; preds = %4164, %4162
  %4165 = phi i64 [ 0, %4162 ], [ %4172, %4164 ]
  %4166 = getelementptr i8, ptr %4149, i64 %4165
  %4167 = getelementptr i8, ptr %4148, i64 %4165
  %4168 = getelementptr i8, ptr %4167, i64 16
  %4169 = load <16 x i8>, ptr %4167, align 1, !tbaa !31
  %4170 = load <16 x i8>, ptr %4168, align 1, !tbaa !31
  %4171 = getelementptr i8, ptr %4166, i64 16
  store <16 x i8> %4169, ptr %4166, align 1, !tbaa !31
  store <16 x i8> %4170, ptr %4171, align 1, !tbaa !31
  %4172 = add nuw i64 %4165, 32
  %4173 = icmp eq i64 %4172, %4163
  br i1 %4173, label %4174, label %4164, !llvm.loop !80

4174:                                             ; preds = %4164
  %4175 = icmp eq i64 %4154, %4163
  br i1 %4175, label %4244, label %4176

4176:                                             ; preds = %4174
  %4177 = getelementptr i8, ptr %4148, i64 %4163
  %4178 = getelementptr i8, ptr %4149, i64 %4163
  %4179 = and i64 %4154, 24
  %4180 = icmp eq i64 %4179, 0
  br i1 %4180, label %4195, label %4181

4181:                                             ; preds = %4160, %4176
  %4182 = phi i64 [ %4163, %4176 ], [ 0, %4160 ]
  %4183 = and i64 %4154, -8
  %4184 = getelementptr i8, ptr %4149, i64 %4183
  %4185 = getelementptr i8, ptr %4148, i64 %4183
  br label %4186

4186:                                             ; preds = %4186, %4181
  %4187 = phi i64 [ %4182, %4181 ], [ %4191, %4186 ]
  %4188 = getelementptr i8, ptr %4149, i64 %4187
  %4189 = getelementptr i8, ptr %4148, i64 %4187
  %4190 = load <8 x i8>, ptr %4189, align 1, !tbaa !31
  store <8 x i8> %4190, ptr %4188, align 1, !tbaa !31
  %4191 = add nuw i64 %4187, 8
  %4192 = icmp eq i64 %4191, %4183
  br i1 %4192, label %4193, label %4186, !llvm.loop !81

4193:                                             ; preds = %4186
  %4194 = icmp eq i64 %4154, %4183
  br i1 %4194, label %4244, label %4195

4195:                                             ; preds = %4193, %4151, %4176
  %4196 = phi ptr [ %4149, %4151 ], [ %4178, %4176 ], [ %4184, %4193 ]
  %4197 = phi ptr [ %4148, %4151 ], [ %4177, %4176 ], [ %4185, %4193 ]
  %4198 = ptrtoint ptr %4197 to i64
  %4199 = sub i64 %4097, %4198
  %4200 = and i64 %4199, 7
  %4201 = icmp eq i64 %4200, 0
  br i1 %4201, label %4211, label %4202

4202:                                             ; preds = %4195, %4202
  %4203 = phi ptr [ %4208, %4202 ], [ %4196, %4195 ]
  %4204 = phi ptr [ %4206, %4202 ], [ %4197, %4195 ]
  %4205 = phi i64 [ %4209, %4202 ], [ 0, %4195 ]
  %4206 = getelementptr inbounds i8, ptr %4204, i64 1
  %4207 = load i8, ptr %4204, align 1, !tbaa !31
  %4208 = getelementptr inbounds i8, ptr %4203, i64 1
  store i8 %4207, ptr %4203, align 1, !tbaa !31
  %4209 = add i64 %4205, 1
  %4210 = icmp eq i64 %4209, %4200
  br i1 %4210, label %4211, label %4202, !llvm.loop !82

4211:                                             ; preds = %4202, %4195
  %4212 = phi ptr [ %4196, %4195 ], [ %4208, %4202 ]
  %4213 = phi ptr [ %4197, %4195 ], [ %4206, %4202 ]
  %4214 = sub i64 %4198, %4097
  %4215 = icmp ugt i64 %4214, -8
  br i1 %4215, label %4244, label %4216

4216:                                             ; preds = %4211, %4216
  %4217 = phi ptr [ %4242, %4216 ], [ %4212, %4211 ]
  %4218 = phi ptr [ %4240, %4216 ], [ %4213, %4211 ]
  %4219 = getelementptr inbounds i8, ptr %4218, i64 1
  %4220 = load i8, ptr %4218, align 1, !tbaa !31
  %4221 = getelementptr inbounds i8, ptr %4217, i64 1
  store i8 %4220, ptr %4217, align 1, !tbaa !31
  %4222 = getelementptr inbounds i8, ptr %4218, i64 2
  %4223 = load i8, ptr %4219, align 1, !tbaa !31
  %4224 = getelementptr inbounds i8, ptr %4217, i64 2
  store i8 %4223, ptr %4221, align 1, !tbaa !31
  %4225 = getelementptr inbounds i8, ptr %4218, i64 3
  %4226 = load i8, ptr %4222, align 1, !tbaa !31
  %4227 = getelementptr inbounds i8, ptr %4217, i64 3
  store i8 %4226, ptr %4224, align 1, !tbaa !31
  %4228 = getelementptr inbounds i8, ptr %4218, i64 4
  %4229 = load i8, ptr %4225, align 1, !tbaa !31
  %4230 = getelementptr inbounds i8, ptr %4217, i64 4
  store i8 %4229, ptr %4227, align 1, !tbaa !31
  %4231 = getelementptr inbounds i8, ptr %4218, i64 5
  %4232 = load i8, ptr %4228, align 1, !tbaa !31
  %4233 = getelementptr inbounds i8, ptr %4217, i64 5
  store i8 %4232, ptr %4230, align 1, !tbaa !31
  %4234 = getelementptr inbounds i8, ptr %4218, i64 6
  %4235 = load i8, ptr %4231, align 1, !tbaa !31
  %4236 = getelementptr inbounds i8, ptr %4217, i64 6
  store i8 %4235, ptr %4233, align 1, !tbaa !31
  %4237 = getelementptr inbounds i8, ptr %4218, i64 7
  %4238 = load i8, ptr %4234, align 1, !tbaa !31
  %4239 = getelementptr inbounds i8, ptr %4217, i64 7
  store i8 %4238, ptr %4236, align 1, !tbaa !31
  %4240 = getelementptr inbounds i8, ptr %4218, i64 8
  %4241 = load i8, ptr %4237, align 1, !tbaa !31
  %4242 = getelementptr inbounds i8, ptr %4217, i64 8
  store i8 %4241, ptr %4239, align 1, !tbaa !31
  %4243 = icmp eq ptr %4240, %4155
  br i1 %4243, label %4244, label %4216, !llvm.loop !83

4244:                                             ; preds = %4118, %4211, %4216, %4174, %4193, %4147, %4110
  %4245 = load ptr, ptr %3879, align 8, !tbaa !36
  %4246 = getelementptr inbounds i8, ptr %4245, i64 %4099
  store ptr %4246, ptr %3879, align 8, !tbaa !36
  %4247 = icmp ugt i64 %4099, 65535
  %4248 = load ptr, ptr %3882, align 8, !tbaa !38
  br i1 %4247, label %4249, label %4256, !prof !47

4249:                                             ; preds = %4244
  store i32 1, ptr %3881, align 8, !tbaa !48
  %4250 = load ptr, ptr %1, align 8, !tbaa !49
  %4251 = ptrtoint ptr %4248 to i64
  %4252 = ptrtoint ptr %4250 to i64
  %4253 = sub i64 %4251, %4252
  %4254 = lshr exact i64 %4253, 3
  %4255 = trunc i64 %4254 to i32
  store i32 %4255, ptr %3883, align 4, !tbaa !50
  br label %4256

4256:                                             ; preds = %4249, %4244, %4107
  %4257 = phi ptr [ %4109, %4107 ], [ %4248, %4249 ], [ %4248, %4244 ]
  %4258 = trunc i64 %4099 to i16
  %4259 = getelementptr inbounds i8, ptr %4257, i64 4
  store i16 %4258, ptr %4259, align 4, !tbaa !51
  store i32 %4023, ptr %4257, align 4, !tbaa !53
  %4260 = add i64 %4096, -3
  %4261 = icmp ugt i64 %4260, 65535
  br i1 %4261, label %4262, label %4269, !prof !54

4262:                                             ; preds = %4256
  store i32 2, ptr %3881, align 8, !tbaa !48
  %4263 = load ptr, ptr %1, align 8, !tbaa !49
  %4264 = ptrtoint ptr %4257 to i64
  %4265 = ptrtoint ptr %4263 to i64
  %4266 = sub i64 %4264, %4265
  %4267 = lshr exact i64 %4266, 3
  %4268 = trunc i64 %4267 to i32
  store i32 %4268, ptr %3883, align 4, !tbaa !50
  br label %4269

4269:                                             ; preds = %4262, %4256
  %4270 = trunc i64 %4260 to i16
  %4271 = getelementptr inbounds i8, ptr %4257, i64 6
  store i16 %4270, ptr %4271, align 2, !tbaa !55
  %4272 = getelementptr inbounds i8, ptr %4257, i64 8
  store ptr %4272, ptr %3882, align 8, !tbaa !38
  %4273 = getelementptr inbounds i8, ptr %4027, i64 %4096
  %4274 = icmp ugt ptr %4273, %39
  br i1 %4274, label %4403, label %4275

4275:                                             ; preds = %4269
  %4276 = add i32 %4021, 2
  %4277 = zext i32 %4021 to i64
  %4278 = getelementptr inbounds i8, ptr %59, i64 %4277
  %4279 = load i64, ptr %4278, align 1, !tbaa !20
  %4280 = mul i64 %4279, -3523014627193167104
  %4281 = lshr i64 %4280, %3874
  %4282 = getelementptr inbounds i32, ptr %12, i64 %4281
  store i32 %4276, ptr %4282, align 4, !tbaa !19
  %4283 = getelementptr inbounds i8, ptr %4273, i64 -2
  %4284 = ptrtoint ptr %4283 to i64
  %4285 = sub i64 %4284, %21
  %4286 = trunc i64 %4285 to i32
  %4287 = load i64, ptr %4283, align 1, !tbaa !20
  %4288 = mul i64 %4287, -3523014627193167104
  %4289 = lshr i64 %4288, %3874
  %4290 = getelementptr inbounds i32, ptr %12, i64 %4289
  store i32 %4286, ptr %4290, align 4, !tbaa !19
  %4291 = icmp eq i32 %4022, 0
  br i1 %4291, label %4403, label %4292

4292:                                             ; preds = %4275, %4398
  %4293 = phi ptr [ %4401, %4398 ], [ %4272, %4275 ]
  %4294 = phi ptr [ %4380, %4398 ], [ %4273, %4275 ]
  %4295 = phi i32 [ %4296, %4398 ], [ %4026, %4275 ]
  %4296 = phi i32 [ %4295, %4398 ], [ %4022, %4275 ]
  %4297 = load i32, ptr %4294, align 1, !tbaa !19
  %4298 = zext i32 %4296 to i64
  %4299 = sub nsw i64 0, %4298
  %4300 = getelementptr inbounds i8, ptr %4294, i64 %4299
  %4301 = load i32, ptr %4300, align 1, !tbaa !19
  %4302 = icmp eq i32 %4297, %4301
  br i1 %4302, label %4303, label %4403

4303:                                             ; preds = %4292
  %4304 = getelementptr inbounds i8, ptr %4294, i64 4
  %4305 = getelementptr inbounds i8, ptr %4304, i64 %4299
  %4306 = icmp ugt ptr %3875, %4304
  br i1 %4306, label %4307, label %4333

4307:                                             ; preds = %4303
  %4308 = load i64, ptr %4305, align 1, !tbaa !20
  %4309 = load i64, ptr %4304, align 1, !tbaa !20
  %4310 = icmp eq i64 %4308, %4309
  br i1 %4310, label %4315, label %4311

4311:                                             ; preds = %4307
  %4312 = xor i64 %4309, %4308
  %4313 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %4312, i1 true)
  %4314 = lshr i64 %4313, 3
  br label %4370

4315:                                             ; preds = %4307, %4321
  %4316 = phi ptr [ %4319, %4321 ], [ %4305, %4307 ]
  %4317 = phi ptr [ %4318, %4321 ], [ %4304, %4307 ]
  %4318 = getelementptr inbounds i8, ptr %4317, i64 8
  %4319 = getelementptr inbounds i8, ptr %4316, i64 8
  %4320 = icmp ult ptr %4318, %3875
  br i1 %4320, label %4321, label %4333

4321:                                             ; preds = %4315
  %4322 = load i64, ptr %4319, align 1, !tbaa !20
  %4323 = load i64, ptr %4318, align 1, !tbaa !20
  %4324 = icmp eq i64 %4322, %4323
  br i1 %4324, label %4315, label %4325

4325:                                             ; preds = %4321
  %4326 = xor i64 %4323, %4322
  %4327 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %4326, i1 true)
  %4328 = lshr i64 %4327, 3
  %4329 = getelementptr inbounds i8, ptr %4318, i64 %4328
  %4330 = ptrtoint ptr %4329 to i64
  %4331 = ptrtoint ptr %4304 to i64
  %4332 = sub i64 %4330, %4331
  br label %4370

4333:                                             ; preds = %4315, %4303
  %4334 = phi ptr [ %4305, %4303 ], [ %4319, %4315 ]
  %4335 = phi ptr [ %4304, %4303 ], [ %4318, %4315 ]
  %4336 = icmp ult ptr %4335, %3876
  br i1 %4336, label %4337, label %4344

4337:                                             ; preds = %4333
  %4338 = load i32, ptr %4334, align 1, !tbaa !19
  %4339 = load i32, ptr %4335, align 1, !tbaa !19
  %4340 = icmp eq i32 %4338, %4339
  br i1 %4340, label %4341, label %4344

4341:                                             ; preds = %4337
  %4342 = getelementptr inbounds i8, ptr %4335, i64 4
  %4343 = getelementptr inbounds i8, ptr %4334, i64 4
  br label %4344

4344:                                             ; preds = %4341, %4337, %4333
  %4345 = phi ptr [ %4343, %4341 ], [ %4334, %4337 ], [ %4334, %4333 ]
  %4346 = phi ptr [ %4342, %4341 ], [ %4335, %4337 ], [ %4335, %4333 ]
  %4347 = icmp ult ptr %4346, %3877
  br i1 %4347, label %4348, label %4355

4348:                                             ; preds = %4344
  %4349 = load i16, ptr %4345, align 1, !tbaa !34
  %4350 = load i16, ptr %4346, align 1, !tbaa !34
  %4351 = icmp eq i16 %4349, %4350
  br i1 %4351, label %4352, label %4355

4352:                                             ; preds = %4348
  %4353 = getelementptr inbounds i8, ptr %4346, i64 2
  %4354 = getelementptr inbounds i8, ptr %4345, i64 2
  br label %4355

4355:                                             ; preds = %4352, %4348, %4344
  %4356 = phi ptr [ %4354, %4352 ], [ %4345, %4348 ], [ %4345, %4344 ]
  %4357 = phi ptr [ %4353, %4352 ], [ %4346, %4348 ], [ %4346, %4344 ]
  %4358 = icmp ult ptr %4357, %38
  br i1 %4358, label %4359, label %4365

4359:                                             ; preds = %4355
  %4360 = load i8, ptr %4356, align 1, !tbaa !31
  %4361 = load i8, ptr %4357, align 1, !tbaa !31
  %4362 = icmp eq i8 %4360, %4361
  %4363 = zext i1 %4362 to i64
  %4364 = getelementptr inbounds i8, ptr %4357, i64 %4363
  br label %4365

4365:                                             ; preds = %4359, %4355
  %4366 = phi ptr [ %4357, %4355 ], [ %4364, %4359 ]
  %4367 = ptrtoint ptr %4366 to i64
  %4368 = ptrtoint ptr %4304 to i64
  %4369 = sub i64 %4367, %4368
  br label %4370

4370:                                             ; preds = %4365, %4325, %4311
  %4371 = phi i64 [ %4369, %4365 ], [ %4314, %4311 ], [ %4332, %4325 ]
  %4372 = add i64 %4371, 4
  %4373 = ptrtoint ptr %4294 to i64
  %4374 = sub i64 %4373, %21
  %4375 = trunc i64 %4374 to i32
  %4376 = load i64, ptr %4294, align 1, !tbaa !20
  %4377 = mul i64 %4376, -3523014627193167104
  %4378 = lshr i64 %4377, %3874
  %4379 = getelementptr inbounds i32, ptr %12, i64 %4378
  store i32 %4375, ptr %4379, align 4, !tbaa !19
  %4380 = getelementptr inbounds i8, ptr %4294, i64 %4372
  %4381 = icmp ugt ptr %4294, %3878
  br i1 %4381, label %4386, label %4382

4382:                                             ; preds = %4370
  %4383 = load ptr, ptr %3879, align 8, !tbaa !36
  %4384 = load <2 x i64>, ptr %4294, align 1, !tbaa !31
  store <2 x i64> %4384, ptr %4383, align 1, !tbaa !31
  %4385 = load ptr, ptr %3882, align 8, !tbaa !38
  br label %4386

4386:                                             ; preds = %4382, %4370
  %4387 = phi ptr [ %4293, %4370 ], [ %4385, %4382 ]
  %4388 = getelementptr inbounds i8, ptr %4387, i64 4
  store i16 0, ptr %4388, align 4, !tbaa !51
  store i32 1, ptr %4387, align 4, !tbaa !53
  %4389 = add i64 %4371, 1
  %4390 = icmp ugt i64 %4389, 65535
  br i1 %4390, label %4391, label %4398, !prof !54

4391:                                             ; preds = %4386
  store i32 2, ptr %3881, align 8, !tbaa !48
  %4392 = load ptr, ptr %1, align 8, !tbaa !49
  %4393 = ptrtoint ptr %4387 to i64
  %4394 = ptrtoint ptr %4392 to i64
  %4395 = sub i64 %4393, %4394
  %4396 = lshr exact i64 %4395, 3
  %4397 = trunc i64 %4396 to i32
  store i32 %4397, ptr %3883, align 4, !tbaa !50
  br label %4398

4398:                                             ; preds = %4391, %4386
  %4399 = trunc i64 %4389 to i16
  %4400 = getelementptr inbounds i8, ptr %4387, i64 6
  store i16 %4399, ptr %4400, align 2, !tbaa !55
  %4401 = getelementptr inbounds i8, ptr %4387, i64 8
  store ptr %4401, ptr %3882, align 8, !tbaa !38
  %4402 = icmp ugt ptr %4380, %39
  br i1 %4402, label %4403, label %4292

4403:                                             ; preds = %4398, %4292, %4275, %4269
  %4404 = phi i32 [ 0, %4275 ], [ %4022, %4269 ], [ %4296, %4292 ], [ %4295, %4398 ]
  %4405 = phi i32 [ %4026, %4275 ], [ %4026, %4269 ], [ %4295, %4292 ], [ %4296, %4398 ]
  %4406 = phi ptr [ %4273, %4275 ], [ %4273, %4269 ], [ %4294, %4292 ], [ %4380, %4398 ]
  %4407 = getelementptr inbounds i8, ptr %4406, i64 %17
  %4408 = getelementptr inbounds i8, ptr %4407, i64 1
  %4409 = icmp ult ptr %4408, %39
  br i1 %4409, label %3884, label %4410

4410:                                             ; preds = %3862, %3435, %3321, %2894, %4403, %3976, %2780, %2351, %1692, %1265, %1149, %722, %2235, %1808, %606, %177, %3869, %3328, %2787, %2243, %1699, %1156, %613, %64
  %4411 = phi i32 [ %58, %64 ], [ %58, %613 ], [ %58, %1156 ], [ %58, %1699 ], [ %58, %2243 ], [ %58, %2787 ], [ %58, %3328 ], [ %58, %3869 ], [ %83, %177 ], [ %608, %606 ], [ %1719, %1808 ], [ %2237, %2235 ], [ %633, %722 ], [ %1151, %1149 ], [ %1176, %1265 ], [ %1694, %1692 ], [ %2262, %2351 ], [ %2782, %2780 ], [ %3889, %3976 ], [ %4405, %4403 ], [ %2807, %2894 ], [ %3323, %3321 ], [ %3348, %3435 ], [ %3864, %3862 ]
  %4412 = phi i32 [ %56, %64 ], [ %56, %613 ], [ %56, %1156 ], [ %56, %1699 ], [ %56, %2243 ], [ %56, %2787 ], [ %56, %3328 ], [ %56, %3869 ], [ %84, %177 ], [ %607, %606 ], [ %1720, %1808 ], [ %2236, %2235 ], [ %634, %722 ], [ %1150, %1149 ], [ %1177, %1265 ], [ %1693, %1692 ], [ %2263, %2351 ], [ %2781, %2780 ], [ %3890, %3976 ], [ %4404, %4403 ], [ %2808, %2894 ], [ %3322, %3321 ], [ %3349, %3435 ], [ %3863, %3862 ]
  %4413 = phi ptr [ %3, %64 ], [ %3, %613 ], [ %3, %1156 ], [ %3, %1699 ], [ %3, %2243 ], [ %3, %2787 ], [ %3, %3328 ], [ %3, %3869 ], [ %81, %177 ], [ %609, %606 ], [ %1717, %1808 ], [ %2238, %2235 ], [ %631, %722 ], [ %1152, %1149 ], [ %1174, %1265 ], [ %1695, %1692 ], [ %2260, %2351 ], [ %2783, %2780 ], [ %3887, %3976 ], [ %4406, %4403 ], [ %2805, %2894 ], [ %3324, %3321 ], [ %3346, %3435 ], [ %3865, %3862 ]
  %4414 = select i1 %57, i32 %40, i32 0
  %4415 = select i1 %55, i32 %42, i32 0
  %4416 = icmp ne i32 %4411, 0
  %4417 = select i1 %57, i1 %4416, i1 false
  %4418 = select i1 %4417, i32 %40, i32 %4415
  %4419 = select i1 %4416, i32 %4411, i32 %4414
  store i32 %4419, ptr %2, align 4, !tbaa !19
  %4420 = icmp eq i32 %4412, 0
  %4421 = select i1 %4420, i32 %4418, i32 %4412
  store i32 %4421, ptr %41, align 4, !tbaa !19
  %4422 = ptrtoint ptr %38 to i64
  %4423 = ptrtoint ptr %4413 to i64
  %4424 = sub i64 %4422, %4423
  ret i64 %4424
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_fast_dictMatchState(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load i32, ptr %6, align 8, !tbaa !24
  %8 = getelementptr inbounds i8, ptr %0, i64 112
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 264
  %11 = load i32, ptr %10, align 4, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %0, i64 276
  %13 = load i32, ptr %12, align 4, !tbaa !26
  %14 = tail call i32 @llvm.umax.i32(i32 %13, i32 1)
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !16
  %17 = zext i32 %14 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = load i32, ptr %18, align 8, !tbaa !27
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %16, i64 %20
  %22 = getelementptr inbounds i8, ptr %3, i64 %4
  %23 = getelementptr inbounds i8, ptr %22, i64 -8
  %24 = load i32, ptr %2, align 4, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %2, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %0, i64 248
  %28 = load ptr, ptr %27, align 8, !tbaa !84
  %29 = getelementptr inbounds i8, ptr %28, i64 112
  %30 = load ptr, ptr %29, align 8, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %28, i64 24
  %32 = load i32, ptr %31, align 8, !tbaa !27
  %33 = getelementptr inbounds i8, ptr %28, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !16
  %35 = zext i32 %32 to i64
  %36 = getelementptr inbounds i8, ptr %34, i64 %35
  %37 = load ptr, ptr %28, align 8, !tbaa !85
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
  %51 = load i32, ptr %50, align 4, !tbaa !18
  %52 = ptrtoint ptr %16 to i64
  %53 = getelementptr inbounds i8, ptr %0, i64 296
  %54 = load i32, ptr %53, align 8, !tbaa !86
  %55 = icmp eq i32 %54, 0
  switch i32 %7, label %56 [
    i32 7, label %2614
    i32 5, label %910
    i32 6, label %1762
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
  br i1 %65, label %61, label %66, !llvm.loop !87

66:                                               ; preds = %61, %57, %56
  %67 = getelementptr inbounds i8, ptr %16, i64 2
  %68 = getelementptr inbounds i8, ptr %3, i64 %17
  %69 = icmp ugt ptr %68, %23
  br i1 %69, label %3466, label %70

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

89:                                               ; preds = %904, %70
  %90 = phi ptr [ %68, %70 ], [ %908, %904 ]
  %91 = phi ptr [ %74, %70 ], [ %907, %904 ]
  %92 = phi ptr [ %3, %70 ], [ %907, %904 ]
  %93 = phi i32 [ %24, %70 ], [ %906, %904 ]
  %94 = phi i32 [ %26, %70 ], [ %905, %904 ]
  %95 = load i32, ptr %91, align 1, !tbaa !19
  %96 = mul i32 %95, -1640531535
  %97 = lshr i32 %96, %76
  %98 = lshr i32 %97, 8
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %30, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !19
  %102 = xor i32 %97, %101
  %103 = getelementptr inbounds i8, ptr %91, i64 256
  br label %104

104:                                              ; preds = %800, %89
  %105 = phi ptr [ %103, %89 ], [ %802, %800 ]
  %106 = phi i64 [ %17, %89 ], [ %797, %800 ]
  %107 = phi i32 [ %102, %89 ], [ %807, %800 ]
  %108 = phi i32 [ %101, %89 ], [ %806, %800 ]
  %109 = phi i32 [ %96, %89 ], [ %126, %800 ]
  %110 = phi ptr [ %90, %89 ], [ %798, %800 ]
  %111 = phi ptr [ %91, %89 ], [ %110, %800 ]
  %112 = lshr i32 %109, %75
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %9, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !19
  %116 = and i32 %107, 255
  %117 = icmp eq i32 %116, 0
  %118 = ptrtoint ptr %111 to i64
  %119 = sub i64 %118, %52
  %120 = trunc i64 %119 to i32
  %121 = zext i32 %115 to i64
  %122 = getelementptr inbounds i8, ptr %16, i64 %121
  %123 = sub i32 %120, %93
  %124 = add i32 %123, 1
  %125 = load i32, ptr %110, align 1, !tbaa !19
  %126 = mul i32 %125, -1640531535
  %127 = lshr i32 %126, %76
  store i32 %120, ptr %114, align 4, !tbaa !19
  %128 = sub i32 %124, %19
  %129 = icmp ugt i32 %128, -4
  br i1 %129, label %316, label %130

130:                                              ; preds = %104
  %131 = icmp ult i32 %124, %19
  %132 = sub i32 %124, %42
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds i8, ptr %34, i64 %133
  %135 = zext i32 %124 to i64
  %136 = getelementptr inbounds i8, ptr %16, i64 %135
  %137 = select i1 %131, ptr %134, ptr %136
  %138 = load i32, ptr %137, align 1, !tbaa !19
  %139 = getelementptr inbounds i8, ptr %111, i64 1
  %140 = load i32, ptr %139, align 1, !tbaa !19
  %141 = icmp eq i32 %138, %140
  br i1 %141, label %142, label %316

142:                                              ; preds = %130
  %143 = ptrtoint ptr %111 to i64
  %144 = getelementptr inbounds i8, ptr %111, i64 1
  %145 = select i1 %131, ptr %37, ptr %22
  %146 = getelementptr inbounds i8, ptr %111, i64 5
  %147 = getelementptr inbounds i8, ptr %137, i64 4
  %148 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %146, ptr noundef nonnull %147, ptr noundef %22, ptr noundef %145, ptr noundef %21)
  %149 = add i64 %148, 4
  %150 = ptrtoint ptr %144 to i64
  %151 = ptrtoint ptr %92 to i64
  %152 = sub i64 %150, %151
  %153 = getelementptr inbounds i8, ptr %92, i64 %152
  %154 = icmp ugt ptr %153, %77
  %155 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %154, label %181, label %156

156:                                              ; preds = %142
  %157 = load <2 x i64>, ptr %92, align 1, !tbaa !31
  store <2 x i64> %157, ptr %155, align 1, !tbaa !31
  %158 = icmp ugt i64 %152, 16
  %159 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %158, label %163, label %160

160:                                              ; preds = %156
  %161 = getelementptr inbounds i8, ptr %159, i64 %152
  store ptr %161, ptr %78, align 8, !tbaa !36
  %162 = load ptr, ptr %81, align 8, !tbaa !38
  br label %310

163:                                              ; preds = %156
  %164 = getelementptr inbounds i8, ptr %159, i64 16
  %165 = getelementptr inbounds i8, ptr %92, i64 16
  %166 = getelementptr i8, ptr %159, i64 %152
  %167 = load <2 x i64>, ptr %165, align 1, !tbaa !31
  store <2 x i64> %167, ptr %164, align 1, !tbaa !31
  %168 = icmp slt i64 %152, 33
  br i1 %168, label %298, label %169

169:                                              ; preds = %163
  %170 = getelementptr inbounds i8, ptr %159, i64 32
  br label %171

171:                                              ; preds = %171, %169
  %172 = phi ptr [ %170, %169 ], [ %179, %171 ]
  %173 = phi ptr [ %165, %169 ], [ %177, %171 ]
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load <2 x i64>, ptr %174, align 1, !tbaa !31
  store <2 x i64> %175, ptr %172, align 1, !tbaa !31
  %176 = getelementptr inbounds i8, ptr %172, i64 16
  %177 = getelementptr inbounds i8, ptr %173, i64 32
  %178 = load <2 x i64>, ptr %177, align 1, !tbaa !31
  store <2 x i64> %178, ptr %176, align 1, !tbaa !31
  %179 = getelementptr inbounds i8, ptr %172, i64 32
  %180 = icmp ult ptr %179, %166
  br i1 %180, label %171, label %298, !llvm.loop !39

181:                                              ; preds = %142
  %182 = icmp ugt ptr %92, %77
  br i1 %182, label %200, label %183

183:                                              ; preds = %181
  %184 = sub i64 %79, %151
  %185 = getelementptr inbounds i8, ptr %155, i64 %184
  %186 = load <2 x i64>, ptr %92, align 1, !tbaa !31
  store <2 x i64> %186, ptr %155, align 1, !tbaa !31
  %187 = icmp slt i64 %184, 17
  br i1 %187, label %200, label %188

188:                                              ; preds = %183
  %189 = getelementptr inbounds i8, ptr %155, i64 16
  br label %190

190:                                              ; preds = %190, %188
  %191 = phi ptr [ %189, %188 ], [ %198, %190 ]
  %192 = phi ptr [ %92, %188 ], [ %196, %190 ]
  %193 = getelementptr inbounds i8, ptr %192, i64 16
  %194 = load <2 x i64>, ptr %193, align 1, !tbaa !31
  store <2 x i64> %194, ptr %191, align 1, !tbaa !31
  %195 = getelementptr inbounds i8, ptr %191, i64 16
  %196 = getelementptr inbounds i8, ptr %192, i64 32
  %197 = load <2 x i64>, ptr %196, align 1, !tbaa !31
  store <2 x i64> %197, ptr %195, align 1, !tbaa !31
  %198 = getelementptr inbounds i8, ptr %191, i64 32
  %199 = icmp ult ptr %198, %185
  br i1 %199, label %190, label %200, !llvm.loop !39

200:                                              ; preds = %190, %183, %181
  %201 = phi ptr [ %77, %183 ], [ %92, %181 ], [ %77, %190 ]
  %202 = phi ptr [ %185, %183 ], [ %155, %181 ], [ %185, %190 ]
  %203 = icmp ult ptr %201, %153
  br i1 %203, label %204, label %298

204:                                              ; preds = %200
  %205 = ptrtoint ptr %202 to i64
  %206 = ptrtoint ptr %201 to i64
  %207 = sub i64 %150, %206
  %208 = getelementptr i8, ptr %201, i64 %207
  %209 = icmp ult i64 %207, 8
  %210 = sub i64 %205, %206
  %211 = icmp ult i64 %210, 32
  %212 = select i1 %209, i1 true, i1 %211
  br i1 %212, label %248, label %213

213:                                              ; preds = %204
  %214 = icmp ult i64 %207, 32
  br i1 %214, label %234, label %215

215:                                              ; preds = %213
  %216 = and i64 %207, -32
  br label %217

217:                                              ; preds = %217, %215
  %218 = phi i64 [ 0, %215 ], [ %225, %217 ]
  %219 = getelementptr i8, ptr %202, i64 %218
  %220 = getelementptr i8, ptr %201, i64 %218
  %221 = getelementptr i8, ptr %220, i64 16
  %222 = load <16 x i8>, ptr %220, align 1, !tbaa !31
  %223 = load <16 x i8>, ptr %221, align 1, !tbaa !31
  %224 = getelementptr i8, ptr %219, i64 16
  store <16 x i8> %222, ptr %219, align 1, !tbaa !31
  store <16 x i8> %223, ptr %224, align 1, !tbaa !31
  %225 = add nuw i64 %218, 32
  %226 = icmp eq i64 %225, %216
  br i1 %226, label %227, label %217, !llvm.loop !88

227:                                              ; preds = %217
  %228 = icmp eq i64 %207, %216
  br i1 %228, label %298, label %229

229:                                              ; preds = %227
  %230 = getelementptr i8, ptr %201, i64 %216
  %231 = getelementptr i8, ptr %202, i64 %216
  %232 = and i64 %207, 24
  %233 = icmp eq i64 %232, 0
  br i1 %233, label %248, label %234

234:                                              ; preds = %213, %229
  %235 = phi i64 [ %216, %229 ], [ 0, %213 ]
  %236 = and i64 %207, -8
  %237 = getelementptr i8, ptr %202, i64 %236
  %238 = getelementptr i8, ptr %201, i64 %236
  br label %239

239:                                              ; preds = %239, %234
  %240 = phi i64 [ %235, %234 ], [ %244, %239 ]
  %241 = getelementptr i8, ptr %202, i64 %240
  %242 = getelementptr i8, ptr %201, i64 %240
  %243 = load <8 x i8>, ptr %242, align 1, !tbaa !31
  store <8 x i8> %243, ptr %241, align 1, !tbaa !31
  %244 = add nuw i64 %240, 8
  %245 = icmp eq i64 %244, %236
  br i1 %245, label %246, label %239, !llvm.loop !89

246:                                              ; preds = %239
  %247 = icmp eq i64 %207, %236
  br i1 %247, label %298, label %248

248:                                              ; preds = %246, %204, %229
  %249 = phi ptr [ %202, %204 ], [ %231, %229 ], [ %237, %246 ]
  %250 = phi ptr [ %201, %204 ], [ %230, %229 ], [ %238, %246 ]
  %251 = ptrtoint ptr %250 to i64
  %252 = sub i64 %143, %251
  %253 = add i64 %252, 1
  %254 = sub i64 %143, %251
  %255 = and i64 %253, 7
  %256 = icmp eq i64 %255, 0
  br i1 %256, label %266, label %257

257:                                              ; preds = %248, %257
  %258 = phi ptr [ %263, %257 ], [ %249, %248 ]
  %259 = phi ptr [ %261, %257 ], [ %250, %248 ]
  %260 = phi i64 [ %264, %257 ], [ 0, %248 ]
  %261 = getelementptr inbounds i8, ptr %259, i64 1
  %262 = load i8, ptr %259, align 1, !tbaa !31
  %263 = getelementptr inbounds i8, ptr %258, i64 1
  store i8 %262, ptr %258, align 1, !tbaa !31
  %264 = add i64 %260, 1
  %265 = icmp eq i64 %264, %255
  br i1 %265, label %266, label %257, !llvm.loop !90

266:                                              ; preds = %257, %248
  %267 = phi ptr [ %249, %248 ], [ %263, %257 ]
  %268 = phi ptr [ %250, %248 ], [ %261, %257 ]
  %269 = icmp ult i64 %254, 7
  br i1 %269, label %298, label %270

270:                                              ; preds = %266, %270
  %271 = phi ptr [ %296, %270 ], [ %267, %266 ]
  %272 = phi ptr [ %294, %270 ], [ %268, %266 ]
  %273 = getelementptr inbounds i8, ptr %272, i64 1
  %274 = load i8, ptr %272, align 1, !tbaa !31
  %275 = getelementptr inbounds i8, ptr %271, i64 1
  store i8 %274, ptr %271, align 1, !tbaa !31
  %276 = getelementptr inbounds i8, ptr %272, i64 2
  %277 = load i8, ptr %273, align 1, !tbaa !31
  %278 = getelementptr inbounds i8, ptr %271, i64 2
  store i8 %277, ptr %275, align 1, !tbaa !31
  %279 = getelementptr inbounds i8, ptr %272, i64 3
  %280 = load i8, ptr %276, align 1, !tbaa !31
  %281 = getelementptr inbounds i8, ptr %271, i64 3
  store i8 %280, ptr %278, align 1, !tbaa !31
  %282 = getelementptr inbounds i8, ptr %272, i64 4
  %283 = load i8, ptr %279, align 1, !tbaa !31
  %284 = getelementptr inbounds i8, ptr %271, i64 4
  store i8 %283, ptr %281, align 1, !tbaa !31
  %285 = getelementptr inbounds i8, ptr %272, i64 5
  %286 = load i8, ptr %282, align 1, !tbaa !31
  %287 = getelementptr inbounds i8, ptr %271, i64 5
  store i8 %286, ptr %284, align 1, !tbaa !31
  %288 = getelementptr inbounds i8, ptr %272, i64 6
  %289 = load i8, ptr %285, align 1, !tbaa !31
  %290 = getelementptr inbounds i8, ptr %271, i64 6
  store i8 %289, ptr %287, align 1, !tbaa !31
  %291 = getelementptr inbounds i8, ptr %272, i64 7
  %292 = load i8, ptr %288, align 1, !tbaa !31
  %293 = getelementptr inbounds i8, ptr %271, i64 7
  store i8 %292, ptr %290, align 1, !tbaa !31
  %294 = getelementptr inbounds i8, ptr %272, i64 8
  %295 = load i8, ptr %291, align 1, !tbaa !31
  %296 = getelementptr inbounds i8, ptr %271, i64 8
  store i8 %295, ptr %293, align 1, !tbaa !31
  %297 = icmp eq ptr %294, %208
  br i1 %297, label %298, label %270, !llvm.loop !91

298:                                              ; preds = %171, %266, %270, %227, %246, %200, %163
  %299 = load ptr, ptr %78, align 8, !tbaa !36
  %300 = getelementptr inbounds i8, ptr %299, i64 %152
  store ptr %300, ptr %78, align 8, !tbaa !36
  %301 = icmp ugt i64 %152, 65535
  %302 = load ptr, ptr %81, align 8, !tbaa !38
  br i1 %301, label %303, label %310, !prof !47

303:                                              ; preds = %298
  store i32 1, ptr %80, align 8, !tbaa !48
  %304 = load ptr, ptr %1, align 8, !tbaa !49
  %305 = ptrtoint ptr %302 to i64
  %306 = ptrtoint ptr %304 to i64
  %307 = sub i64 %305, %306
  %308 = lshr exact i64 %307, 3
  %309 = trunc i64 %308 to i32
  store i32 %309, ptr %82, align 4, !tbaa !50
  br label %310

310:                                              ; preds = %303, %298, %160
  %311 = phi ptr [ %162, %160 ], [ %302, %303 ], [ %302, %298 ]
  %312 = trunc i64 %152 to i16
  %313 = getelementptr inbounds i8, ptr %311, i64 4
  store i16 %312, ptr %313, align 4, !tbaa !51
  store i32 1, ptr %311, align 4, !tbaa !53
  %314 = add i64 %148, 1
  %315 = icmp ugt i64 %314, 65535
  br i1 %315, label %808, label %821, !prof !54

316:                                              ; preds = %130, %104
  br i1 %117, label %317, label %524

317:                                              ; preds = %316
  %318 = lshr i32 %108, 8
  %319 = icmp ugt i32 %318, %32
  br i1 %319, label %320, label %524

320:                                              ; preds = %317
  %321 = zext nneg i32 %318 to i64
  %322 = getelementptr inbounds i8, ptr %34, i64 %321
  %323 = load i32, ptr %322, align 1, !tbaa !19
  %324 = load i32, ptr %111, align 1, !tbaa !19
  %325 = icmp ne i32 %323, %324
  %326 = icmp ugt i32 %115, %19
  %327 = select i1 %325, i1 true, i1 %326
  br i1 %327, label %524, label %328

328:                                              ; preds = %320
  %329 = getelementptr inbounds i8, ptr %34, i64 %321
  %330 = add i32 %318, %42
  %331 = sub i32 %120, %330
  %332 = getelementptr inbounds i8, ptr %111, i64 4
  %333 = getelementptr inbounds i8, ptr %329, i64 4
  %334 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %332, ptr noundef nonnull %333, ptr noundef %22, ptr noundef %37, ptr noundef %21)
  %335 = add i64 %334, 4
  %336 = icmp ugt ptr %111, %92
  br i1 %336, label %337, label %355

337:                                              ; preds = %328, %346
  %338 = phi ptr [ %341, %346 ], [ %111, %328 ]
  %339 = phi i64 [ %347, %346 ], [ %335, %328 ]
  %340 = phi ptr [ %343, %346 ], [ %329, %328 ]
  %341 = getelementptr inbounds i8, ptr %338, i64 -1
  %342 = load i8, ptr %341, align 1, !tbaa !31
  %343 = getelementptr inbounds i8, ptr %340, i64 -1
  %344 = load i8, ptr %343, align 1, !tbaa !31
  %345 = icmp eq i8 %342, %344
  br i1 %345, label %346, label %351

346:                                              ; preds = %337
  %347 = add i64 %339, 1
  %348 = icmp ugt ptr %341, %92
  %349 = icmp ugt ptr %343, %36
  %350 = and i1 %348, %349
  br i1 %350, label %337, label %351, !llvm.loop !92

351:                                              ; preds = %346, %337
  %352 = phi i64 [ %347, %346 ], [ %339, %337 ]
  %353 = phi ptr [ %341, %346 ], [ %338, %337 ]
  %354 = ptrtoint ptr %353 to i64
  br label %355

355:                                              ; preds = %351, %328
  %356 = phi i64 [ %354, %351 ], [ %118, %328 ]
  %357 = phi i64 [ %352, %351 ], [ %335, %328 ]
  %358 = phi ptr [ %353, %351 ], [ %111, %328 ]
  %359 = ptrtoint ptr %92 to i64
  %360 = sub i64 %356, %359
  %361 = add i32 %331, 3
  %362 = getelementptr inbounds i8, ptr %92, i64 %360
  %363 = icmp ugt ptr %362, %77
  %364 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %363, label %390, label %365

365:                                              ; preds = %355
  %366 = load <2 x i64>, ptr %92, align 1, !tbaa !31
  store <2 x i64> %366, ptr %364, align 1, !tbaa !31
  %367 = icmp ugt i64 %360, 16
  %368 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %367, label %372, label %369

369:                                              ; preds = %365
  %370 = getelementptr inbounds i8, ptr %368, i64 %360
  store ptr %370, ptr %78, align 8, !tbaa !36
  %371 = load ptr, ptr %81, align 8, !tbaa !38
  br label %518

372:                                              ; preds = %365
  %373 = getelementptr inbounds i8, ptr %368, i64 16
  %374 = getelementptr inbounds i8, ptr %92, i64 16
  %375 = getelementptr i8, ptr %368, i64 %360
  %376 = load <2 x i64>, ptr %374, align 1, !tbaa !31
  store <2 x i64> %376, ptr %373, align 1, !tbaa !31
  %377 = icmp slt i64 %360, 33
  br i1 %377, label %506, label %378

378:                                              ; preds = %372
  %379 = getelementptr inbounds i8, ptr %368, i64 32
  br label %380

380:                                              ; preds = %380, %378
  %381 = phi ptr [ %379, %378 ], [ %388, %380 ]
  %382 = phi ptr [ %374, %378 ], [ %386, %380 ]
  %383 = getelementptr inbounds i8, ptr %382, i64 16
  %384 = load <2 x i64>, ptr %383, align 1, !tbaa !31
  store <2 x i64> %384, ptr %381, align 1, !tbaa !31
  %385 = getelementptr inbounds i8, ptr %381, i64 16
  %386 = getelementptr inbounds i8, ptr %382, i64 32
  %387 = load <2 x i64>, ptr %386, align 1, !tbaa !31
  store <2 x i64> %387, ptr %385, align 1, !tbaa !31
  %388 = getelementptr inbounds i8, ptr %381, i64 32
  %389 = icmp ult ptr %388, %375
  br i1 %389, label %380, label %506, !llvm.loop !39

390:                                              ; preds = %355
  %391 = icmp ugt ptr %92, %77
  br i1 %391, label %409, label %392

392:                                              ; preds = %390
  %393 = sub i64 %79, %359
  %394 = getelementptr inbounds i8, ptr %364, i64 %393
  %395 = load <2 x i64>, ptr %92, align 1, !tbaa !31
  store <2 x i64> %395, ptr %364, align 1, !tbaa !31
  %396 = icmp slt i64 %393, 17
  br i1 %396, label %409, label %397

397:                                              ; preds = %392
  %398 = getelementptr inbounds i8, ptr %364, i64 16
  br label %399

399:                                              ; preds = %399, %397
  %400 = phi ptr [ %398, %397 ], [ %407, %399 ]
  %401 = phi ptr [ %92, %397 ], [ %405, %399 ]
  %402 = getelementptr inbounds i8, ptr %401, i64 16
  %403 = load <2 x i64>, ptr %402, align 1, !tbaa !31
  store <2 x i64> %403, ptr %400, align 1, !tbaa !31
  %404 = getelementptr inbounds i8, ptr %400, i64 16
  %405 = getelementptr inbounds i8, ptr %401, i64 32
  %406 = load <2 x i64>, ptr %405, align 1, !tbaa !31
  store <2 x i64> %406, ptr %404, align 1, !tbaa !31
  %407 = getelementptr inbounds i8, ptr %400, i64 32
  %408 = icmp ult ptr %407, %394
  br i1 %408, label %399, label %409, !llvm.loop !39

409:                                              ; preds = %399, %392, %390
  %410 = phi ptr [ %77, %392 ], [ %92, %390 ], [ %77, %399 ]
  %411 = phi ptr [ %394, %392 ], [ %364, %390 ], [ %394, %399 ]
  %412 = icmp ult ptr %410, %362
  br i1 %412, label %413, label %506

413:                                              ; preds = %409
  %414 = ptrtoint ptr %411 to i64
  %415 = ptrtoint ptr %410 to i64
  %416 = sub i64 %356, %415
  %417 = getelementptr i8, ptr %410, i64 %416
  %418 = icmp ult i64 %416, 8
  %419 = sub i64 %414, %415
  %420 = icmp ult i64 %419, 32
  %421 = select i1 %418, i1 true, i1 %420
  br i1 %421, label %457, label %422

422:                                              ; preds = %413
  %423 = icmp ult i64 %416, 32
  br i1 %423, label %443, label %424

424:                                              ; preds = %422
  %425 = and i64 %416, -32
  br label %426

426:                                              ; preds = %426, %424
  %427 = phi i64 [ 0, %424 ], [ %434, %426 ]
  %428 = getelementptr i8, ptr %411, i64 %427
  %429 = getelementptr i8, ptr %410, i64 %427
  %430 = getelementptr i8, ptr %429, i64 16
  %431 = load <16 x i8>, ptr %429, align 1, !tbaa !31
  %432 = load <16 x i8>, ptr %430, align 1, !tbaa !31
  %433 = getelementptr i8, ptr %428, i64 16
  store <16 x i8> %431, ptr %428, align 1, !tbaa !31
  store <16 x i8> %432, ptr %433, align 1, !tbaa !31
  %434 = add nuw i64 %427, 32
  %435 = icmp eq i64 %434, %425
  br i1 %435, label %436, label %426, !llvm.loop !93

436:                                              ; preds = %426
  %437 = icmp eq i64 %416, %425
  br i1 %437, label %506, label %438

438:                                              ; preds = %436
  %439 = getelementptr i8, ptr %410, i64 %425
  %440 = getelementptr i8, ptr %411, i64 %425
  %441 = and i64 %416, 24
  %442 = icmp eq i64 %441, 0
  br i1 %442, label %457, label %443

443:                                              ; preds = %422, %438
  %444 = phi i64 [ %425, %438 ], [ 0, %422 ]
  %445 = and i64 %416, -8
  %446 = getelementptr i8, ptr %411, i64 %445
  %447 = getelementptr i8, ptr %410, i64 %445
  br label %448

448:                                              ; preds = %448, %443
  %449 = phi i64 [ %444, %443 ], [ %453, %448 ]
  %450 = getelementptr i8, ptr %411, i64 %449
  %451 = getelementptr i8, ptr %410, i64 %449
  %452 = load <8 x i8>, ptr %451, align 1, !tbaa !31
  store <8 x i8> %452, ptr %450, align 1, !tbaa !31
  %453 = add nuw i64 %449, 8
  %454 = icmp eq i64 %453, %445
  br i1 %454, label %455, label %448, !llvm.loop !94

455:                                              ; preds = %448
  %456 = icmp eq i64 %416, %445
  br i1 %456, label %506, label %457

457:                                              ; preds = %455, %413, %438
  %458 = phi ptr [ %411, %413 ], [ %440, %438 ], [ %446, %455 ]
  %459 = phi ptr [ %410, %413 ], [ %439, %438 ], [ %447, %455 ]
  %460 = ptrtoint ptr %459 to i64
  %461 = sub i64 %356, %460
  %462 = and i64 %461, 7
  %463 = icmp eq i64 %462, 0
  br i1 %463, label %473, label %464

464:                                              ; preds = %457, %464
  %465 = phi ptr [ %470, %464 ], [ %458, %457 ]
  %466 = phi ptr [ %468, %464 ], [ %459, %457 ]
  %467 = phi i64 [ %471, %464 ], [ 0, %457 ]
  %468 = getelementptr inbounds i8, ptr %466, i64 1
  %469 = load i8, ptr %466, align 1, !tbaa !31
  %470 = getelementptr inbounds i8, ptr %465, i64 1
  store i8 %469, ptr %465, align 1, !tbaa !31
  %471 = add i64 %467, 1
  %472 = icmp eq i64 %471, %462
  br i1 %472, label %473, label %464, !llvm.loop !95

473:                                              ; preds = %464, %457
  %474 = phi ptr [ %458, %457 ], [ %470, %464 ]
  %475 = phi ptr [ %459, %457 ], [ %468, %464 ]
  %476 = sub i64 %460, %356
  %477 = icmp ugt i64 %476, -8
  br i1 %477, label %506, label %478

478:                                              ; preds = %473, %478
  %479 = phi ptr [ %504, %478 ], [ %474, %473 ]
  %480 = phi ptr [ %502, %478 ], [ %475, %473 ]
  %481 = getelementptr inbounds i8, ptr %480, i64 1
  %482 = load i8, ptr %480, align 1, !tbaa !31
  %483 = getelementptr inbounds i8, ptr %479, i64 1
  store i8 %482, ptr %479, align 1, !tbaa !31
  %484 = getelementptr inbounds i8, ptr %480, i64 2
  %485 = load i8, ptr %481, align 1, !tbaa !31
  %486 = getelementptr inbounds i8, ptr %479, i64 2
  store i8 %485, ptr %483, align 1, !tbaa !31
  %487 = getelementptr inbounds i8, ptr %480, i64 3
  %488 = load i8, ptr %484, align 1, !tbaa !31
  %489 = getelementptr inbounds i8, ptr %479, i64 3
  store i8 %488, ptr %486, align 1, !tbaa !31
  %490 = getelementptr inbounds i8, ptr %480, i64 4
  %491 = load i8, ptr %487, align 1, !tbaa !31
  %492 = getelementptr inbounds i8, ptr %479, i64 4
  store i8 %491, ptr %489, align 1, !tbaa !31
  %493 = getelementptr inbounds i8, ptr %480, i64 5
  %494 = load i8, ptr %490, align 1, !tbaa !31
  %495 = getelementptr inbounds i8, ptr %479, i64 5
  store i8 %494, ptr %492, align 1, !tbaa !31
  %496 = getelementptr inbounds i8, ptr %480, i64 6
  %497 = load i8, ptr %493, align 1, !tbaa !31
  %498 = getelementptr inbounds i8, ptr %479, i64 6
  store i8 %497, ptr %495, align 1, !tbaa !31
  %499 = getelementptr inbounds i8, ptr %480, i64 7
  %500 = load i8, ptr %496, align 1, !tbaa !31
  %501 = getelementptr inbounds i8, ptr %479, i64 7
  store i8 %500, ptr %498, align 1, !tbaa !31
  %502 = getelementptr inbounds i8, ptr %480, i64 8
  %503 = load i8, ptr %499, align 1, !tbaa !31
  %504 = getelementptr inbounds i8, ptr %479, i64 8
  store i8 %503, ptr %501, align 1, !tbaa !31
  %505 = icmp eq ptr %502, %417
  br i1 %505, label %506, label %478, !llvm.loop !96

506:                                              ; preds = %380, %473, %478, %436, %455, %409, %372
  %507 = load ptr, ptr %78, align 8, !tbaa !36
  %508 = getelementptr inbounds i8, ptr %507, i64 %360
  store ptr %508, ptr %78, align 8, !tbaa !36
  %509 = icmp ugt i64 %360, 65535
  %510 = load ptr, ptr %81, align 8, !tbaa !38
  br i1 %509, label %511, label %518, !prof !47

511:                                              ; preds = %506
  store i32 1, ptr %80, align 8, !tbaa !48
  %512 = load ptr, ptr %1, align 8, !tbaa !49
  %513 = ptrtoint ptr %510 to i64
  %514 = ptrtoint ptr %512 to i64
  %515 = sub i64 %513, %514
  %516 = lshr exact i64 %515, 3
  %517 = trunc i64 %516 to i32
  store i32 %517, ptr %82, align 4, !tbaa !50
  br label %518

518:                                              ; preds = %511, %506, %369
  %519 = phi ptr [ %371, %369 ], [ %510, %511 ], [ %510, %506 ]
  %520 = trunc i64 %360 to i16
  %521 = getelementptr inbounds i8, ptr %519, i64 4
  store i16 %520, ptr %521, align 4, !tbaa !51
  store i32 %361, ptr %519, align 4, !tbaa !53
  %522 = add i64 %357, -3
  %523 = icmp ugt i64 %522, 65535
  br i1 %523, label %808, label %821, !prof !54

524:                                              ; preds = %320, %317, %316
  %525 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %115, i32 %19, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %122) #7, !srcloc !29
  %526 = load i32, ptr %111, align 1, !tbaa !19
  %527 = load i32, ptr %525, align 1, !tbaa !19
  %528 = icmp eq i32 %526, %527
  br i1 %528, label %529, label %794

529:                                              ; preds = %524
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %530 = icmp ult i32 %115, %19
  br i1 %530, label %794, label %531

531:                                              ; preds = %529
  %532 = ptrtoint ptr %122 to i64
  %533 = sub i64 %118, %532
  %534 = trunc i64 %533 to i32
  %535 = getelementptr inbounds i8, ptr %111, i64 4
  %536 = getelementptr inbounds i8, ptr %122, i64 4
  %537 = icmp ugt ptr %83, %535
  br i1 %537, label %538, label %564

538:                                              ; preds = %531
  %539 = load i64, ptr %536, align 1, !tbaa !20
  %540 = load i64, ptr %535, align 1, !tbaa !20
  %541 = icmp eq i64 %539, %540
  br i1 %541, label %546, label %542

542:                                              ; preds = %538
  %543 = xor i64 %540, %539
  %544 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %543, i1 true)
  %545 = lshr i64 %544, 3
  br label %601

546:                                              ; preds = %538, %552
  %547 = phi ptr [ %550, %552 ], [ %536, %538 ]
  %548 = phi ptr [ %549, %552 ], [ %535, %538 ]
  %549 = getelementptr inbounds i8, ptr %548, i64 8
  %550 = getelementptr inbounds i8, ptr %547, i64 8
  %551 = icmp ult ptr %549, %83
  br i1 %551, label %552, label %564

552:                                              ; preds = %546
  %553 = load i64, ptr %550, align 1, !tbaa !20
  %554 = load i64, ptr %549, align 1, !tbaa !20
  %555 = icmp eq i64 %553, %554
  br i1 %555, label %546, label %556

556:                                              ; preds = %552
  %557 = xor i64 %554, %553
  %558 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %557, i1 true)
  %559 = lshr i64 %558, 3
  %560 = getelementptr inbounds i8, ptr %549, i64 %559
  %561 = ptrtoint ptr %560 to i64
  %562 = ptrtoint ptr %535 to i64
  %563 = sub i64 %561, %562
  br label %601

564:                                              ; preds = %546, %531
  %565 = phi ptr [ %536, %531 ], [ %550, %546 ]
  %566 = phi ptr [ %535, %531 ], [ %549, %546 ]
  %567 = icmp ult ptr %566, %84
  br i1 %567, label %568, label %575

568:                                              ; preds = %564
  %569 = load i32, ptr %565, align 1, !tbaa !19
  %570 = load i32, ptr %566, align 1, !tbaa !19
  %571 = icmp eq i32 %569, %570
  br i1 %571, label %572, label %575

572:                                              ; preds = %568
  %573 = getelementptr inbounds i8, ptr %566, i64 4
  %574 = getelementptr inbounds i8, ptr %565, i64 4
  br label %575

575:                                              ; preds = %572, %568, %564
  %576 = phi ptr [ %574, %572 ], [ %565, %568 ], [ %565, %564 ]
  %577 = phi ptr [ %573, %572 ], [ %566, %568 ], [ %566, %564 ]
  %578 = icmp ult ptr %577, %85
  br i1 %578, label %579, label %586

579:                                              ; preds = %575
  %580 = load i16, ptr %576, align 1, !tbaa !34
  %581 = load i16, ptr %577, align 1, !tbaa !34
  %582 = icmp eq i16 %580, %581
  br i1 %582, label %583, label %586

583:                                              ; preds = %579
  %584 = getelementptr inbounds i8, ptr %577, i64 2
  %585 = getelementptr inbounds i8, ptr %576, i64 2
  br label %586

586:                                              ; preds = %583, %579, %575
  %587 = phi ptr [ %585, %583 ], [ %576, %579 ], [ %576, %575 ]
  %588 = phi ptr [ %584, %583 ], [ %577, %579 ], [ %577, %575 ]
  %589 = icmp ult ptr %588, %22
  br i1 %589, label %590, label %596

590:                                              ; preds = %586
  %591 = load i8, ptr %587, align 1, !tbaa !31
  %592 = load i8, ptr %588, align 1, !tbaa !31
  %593 = icmp eq i8 %591, %592
  %594 = zext i1 %593 to i64
  %595 = getelementptr inbounds i8, ptr %588, i64 %594
  br label %596

596:                                              ; preds = %590, %586
  %597 = phi ptr [ %588, %586 ], [ %595, %590 ]
  %598 = ptrtoint ptr %597 to i64
  %599 = ptrtoint ptr %535 to i64
  %600 = sub i64 %598, %599
  br label %601

601:                                              ; preds = %596, %556, %542
  %602 = phi i64 [ %600, %596 ], [ %545, %542 ], [ %563, %556 ]
  %603 = add i64 %602, 4
  %604 = icmp ugt ptr %111, %92
  %605 = icmp ugt i32 %115, %19
  %606 = and i1 %604, %605
  br i1 %606, label %607, label %625

607:                                              ; preds = %601, %616
  %608 = phi ptr [ %611, %616 ], [ %111, %601 ]
  %609 = phi i64 [ %617, %616 ], [ %603, %601 ]
  %610 = phi ptr [ %613, %616 ], [ %122, %601 ]
  %611 = getelementptr inbounds i8, ptr %608, i64 -1
  %612 = load i8, ptr %611, align 1, !tbaa !31
  %613 = getelementptr inbounds i8, ptr %610, i64 -1
  %614 = load i8, ptr %613, align 1, !tbaa !31
  %615 = icmp eq i8 %612, %614
  br i1 %615, label %616, label %621

616:                                              ; preds = %607
  %617 = add i64 %609, 1
  %618 = icmp ugt ptr %611, %92
  %619 = icmp ugt ptr %613, %21
  %620 = and i1 %618, %619
  br i1 %620, label %607, label %621, !llvm.loop !97

621:                                              ; preds = %616, %607
  %622 = phi i64 [ %617, %616 ], [ %609, %607 ]
  %623 = phi ptr [ %611, %616 ], [ %608, %607 ]
  %624 = ptrtoint ptr %623 to i64
  br label %625

625:                                              ; preds = %621, %601
  %626 = phi i64 [ %624, %621 ], [ %118, %601 ]
  %627 = phi i64 [ %622, %621 ], [ %603, %601 ]
  %628 = phi ptr [ %623, %621 ], [ %111, %601 ]
  %629 = ptrtoint ptr %92 to i64
  %630 = sub i64 %626, %629
  %631 = add i32 %534, 3
  %632 = getelementptr inbounds i8, ptr %92, i64 %630
  %633 = icmp ugt ptr %632, %77
  %634 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %633, label %660, label %635

635:                                              ; preds = %625
  %636 = load <2 x i64>, ptr %92, align 1, !tbaa !31
  store <2 x i64> %636, ptr %634, align 1, !tbaa !31
  %637 = icmp ugt i64 %630, 16
  %638 = load ptr, ptr %78, align 8, !tbaa !36
  br i1 %637, label %642, label %639

639:                                              ; preds = %635
  %640 = getelementptr inbounds i8, ptr %638, i64 %630
  store ptr %640, ptr %78, align 8, !tbaa !36
  %641 = load ptr, ptr %81, align 8, !tbaa !38
  br label %788

642:                                              ; preds = %635
  %643 = getelementptr inbounds i8, ptr %638, i64 16
  %644 = getelementptr inbounds i8, ptr %92, i64 16
  %645 = getelementptr i8, ptr %638, i64 %630
  %646 = load <2 x i64>, ptr %644, align 1, !tbaa !31
  store <2 x i64> %646, ptr %643, align 1, !tbaa !31
  %647 = icmp slt i64 %630, 33
  br i1 %647, label %776, label %648

648:                                              ; preds = %642
  %649 = getelementptr inbounds i8, ptr %638, i64 32
  br label %650

650:                                              ; preds = %650, %648
  %651 = phi ptr [ %649, %648 ], [ %658, %650 ]
  %652 = phi ptr [ %644, %648 ], [ %656, %650 ]
  %653 = getelementptr inbounds i8, ptr %652, i64 16
  %654 = load <2 x i64>, ptr %653, align 1, !tbaa !31
  store <2 x i64> %654, ptr %651, align 1, !tbaa !31
  %655 = getelementptr inbounds i8, ptr %651, i64 16
  %656 = getelementptr inbounds i8, ptr %652, i64 32
  %657 = load <2 x i64>, ptr %656, align 1, !tbaa !31
  store <2 x i64> %657, ptr %655, align 1, !tbaa !31
  %658 = getelementptr inbounds i8, ptr %651, i64 32
  %659 = icmp ult ptr %658, %645
  br i1 %659, label %650, label %776, !llvm.loop !39

660:                                              ; preds = %625
  %661 = icmp ugt ptr %92, %77
  br i1 %661, label %679, label %662

662:                                              ; preds = %660
  %663 = sub i64 %79, %629
  %664 = getelementptr inbounds i8, ptr %634, i64 %663
  %665 = load <2 x i64>, ptr %92, align 1, !tbaa !31
  store <2 x i64> %665, ptr %634, align 1, !tbaa !31
  %666 = icmp slt i64 %663, 17
  br i1 %666, label %679, label %667

667:                                              ; preds = %662
  %668 = getelementptr inbounds i8, ptr %634, i64 16
  br label %669

669:                                              ; preds = %669, %667
  %670 = phi ptr [ %668, %667 ], [ %677, %669 ]
  %671 = phi ptr [ %92, %667 ], [ %675, %669 ]
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  %673 = load <2 x i64>, ptr %672, align 1, !tbaa !31
  store <2 x i64> %673, ptr %670, align 1, !tbaa !31
  %674 = getelementptr inbounds i8, ptr %670, i64 16
  %675 = getelementptr inbounds i8, ptr %671, i64 32
  %676 = load <2 x i64>, ptr %675, align 1, !tbaa !31
  store <2 x i64> %676, ptr %674, align 1, !tbaa !31
  %677 = getelementptr inbounds i8, ptr %670, i64 32
  %678 = icmp ult ptr %677, %664
  br i1 %678, label %669, label %679, !llvm.loop !39

679:                                              ; preds = %669, %662, %660
  %680 = phi ptr [ %77, %662 ], [ %92, %660 ], [ %77, %669 ]
  %681 = phi ptr [ %664, %662 ], [ %634, %660 ], [ %664, %669 ]
  %682 = icmp ult ptr %680, %632
  br i1 %682, label %683, label %776

683:                                              ; preds = %679
  %684 = ptrtoint ptr %681 to i64
  %685 = ptrtoint ptr %680 to i64
  %686 = sub i64 %626, %685
  %687 = getelementptr i8, ptr %680, i64 %686
  %688 = icmp ult i64 %686, 8
  %689 = sub i64 %684, %685
  %690 = icmp ult i64 %689, 32
  %691 = select i1 %688, i1 true, i1 %690
  br i1 %691, label %727, label %692

692:                                              ; preds = %683
  %693 = icmp ult i64 %686, 32
  br i1 %693, label %713, label %694

694:                                              ; preds = %692
  %695 = and i64 %686, -32
  br label %696

696:                                              ; preds = %696, %694
  %697 = phi i64 [ 0, %694 ], [ %704, %696 ]
  %698 = getelementptr i8, ptr %681, i64 %697
  %699 = getelementptr i8, ptr %680, i64 %697
  %700 = getelementptr i8, ptr %699, i64 16
  %701 = load <16 x i8>, ptr %699, align 1, !tbaa !31
  %702 = load <16 x i8>, ptr %700, align 1, !tbaa !31
  %703 = getelementptr i8, ptr %698, i64 16
  store <16 x i8> %701, ptr %698, align 1, !tbaa !31
  store <16 x i8> %702, ptr %703, align 1, !tbaa !31
  %704 = add nuw i64 %697, 32
  %705 = icmp eq i64 %704, %695
  br i1 %705, label %706, label %696, !llvm.loop !98

706:                                              ; preds = %696
  %707 = icmp eq i64 %686, %695
  br i1 %707, label %776, label %708

708:                                              ; preds = %706
  %709 = getelementptr i8, ptr %680, i64 %695
  %710 = getelementptr i8, ptr %681, i64 %695
  %711 = and i64 %686, 24
  %712 = icmp eq i64 %711, 0
  br i1 %712, label %727, label %713

713:                                              ; preds = %692, %708
  %714 = phi i64 [ %695, %708 ], [ 0, %692 ]
  %715 = and i64 %686, -8
  %716 = getelementptr i8, ptr %681, i64 %715
  %717 = getelementptr i8, ptr %680, i64 %715
  br label %718

718:                                              ; preds = %718, %713
  %719 = phi i64 [ %714, %713 ], [ %723, %718 ]
  %720 = getelementptr i8, ptr %681, i64 %719
  %721 = getelementptr i8, ptr %680, i64 %719
  %722 = load <8 x i8>, ptr %721, align 1, !tbaa !31
  store <8 x i8> %722, ptr %720, align 1, !tbaa !31
  %723 = add nuw i64 %719, 8
  %724 = icmp eq i64 %723, %715
  br i1 %724, label %725, label %718, !llvm.loop !99

725:                                              ; preds = %718
  %726 = icmp eq i64 %686, %715
  br i1 %726, label %776, label %727

727:                                              ; preds = %725, %683, %708
  %728 = phi ptr [ %681, %683 ], [ %710, %708 ], [ %716, %725 ]
  %729 = phi ptr [ %680, %683 ], [ %709, %708 ], [ %717, %725 ]
  %730 = ptrtoint ptr %729 to i64
  %731 = sub i64 %626, %730
  %732 = and i64 %731, 7
  %733 = icmp eq i64 %732, 0
  br i1 %733, label %743, label %734

734:                                              ; preds = %727, %734
  %735 = phi ptr [ %740, %734 ], [ %728, %727 ]
  %736 = phi ptr [ %738, %734 ], [ %729, %727 ]
  %737 = phi i64 [ %741, %734 ], [ 0, %727 ]
  %738 = getelementptr inbounds i8, ptr %736, i64 1
  %739 = load i8, ptr %736, align 1, !tbaa !31
  %740 = getelementptr inbounds i8, ptr %735, i64 1
  store i8 %739, ptr %735, align 1, !tbaa !31
  %741 = add i64 %737, 1
  %742 = icmp eq i64 %741, %732
  br i1 %742, label %743, label %734, !llvm.loop !100

743:                                              ; preds = %734, %727
  %744 = phi ptr [ %728, %727 ], [ %740, %734 ]
  %745 = phi ptr [ %729, %727 ], [ %738, %734 ]
  %746 = sub i64 %730, %626
  %747 = icmp ugt i64 %746, -8
  br i1 %747, label %776, label %748

748:                                              ; preds = %743, %748
  %749 = phi ptr [ %774, %748 ], [ %744, %743 ]
  %750 = phi ptr [ %772, %748 ], [ %745, %743 ]
  %751 = getelementptr inbounds i8, ptr %750, i64 1
  %752 = load i8, ptr %750, align 1, !tbaa !31
  %753 = getelementptr inbounds i8, ptr %749, i64 1
  store i8 %752, ptr %749, align 1, !tbaa !31
  %754 = getelementptr inbounds i8, ptr %750, i64 2
  %755 = load i8, ptr %751, align 1, !tbaa !31
  %756 = getelementptr inbounds i8, ptr %749, i64 2
  store i8 %755, ptr %753, align 1, !tbaa !31
  %757 = getelementptr inbounds i8, ptr %750, i64 3
  %758 = load i8, ptr %754, align 1, !tbaa !31
  %759 = getelementptr inbounds i8, ptr %749, i64 3
  store i8 %758, ptr %756, align 1, !tbaa !31
  %760 = getelementptr inbounds i8, ptr %750, i64 4
  %761 = load i8, ptr %757, align 1, !tbaa !31
  %762 = getelementptr inbounds i8, ptr %749, i64 4
  store i8 %761, ptr %759, align 1, !tbaa !31
  %763 = getelementptr inbounds i8, ptr %750, i64 5
  %764 = load i8, ptr %760, align 1, !tbaa !31
  %765 = getelementptr inbounds i8, ptr %749, i64 5
  store i8 %764, ptr %762, align 1, !tbaa !31
  %766 = getelementptr inbounds i8, ptr %750, i64 6
  %767 = load i8, ptr %763, align 1, !tbaa !31
  %768 = getelementptr inbounds i8, ptr %749, i64 6
  store i8 %767, ptr %765, align 1, !tbaa !31
  %769 = getelementptr inbounds i8, ptr %750, i64 7
  %770 = load i8, ptr %766, align 1, !tbaa !31
  %771 = getelementptr inbounds i8, ptr %749, i64 7
  store i8 %770, ptr %768, align 1, !tbaa !31
  %772 = getelementptr inbounds i8, ptr %750, i64 8
  %773 = load i8, ptr %769, align 1, !tbaa !31
  %774 = getelementptr inbounds i8, ptr %749, i64 8
  store i8 %773, ptr %771, align 1, !tbaa !31
  %775 = icmp eq ptr %772, %687
  br i1 %775, label %776, label %748, !llvm.loop !101

776:                                              ; preds = %650, %743, %748, %706, %725, %679, %642
  %777 = load ptr, ptr %78, align 8, !tbaa !36
  %778 = getelementptr inbounds i8, ptr %777, i64 %630
  store ptr %778, ptr %78, align 8, !tbaa !36
  %779 = icmp ugt i64 %630, 65535
  %780 = load ptr, ptr %81, align 8, !tbaa !38
  br i1 %779, label %781, label %788, !prof !47

781:                                              ; preds = %776
  store i32 1, ptr %80, align 8, !tbaa !48
  %782 = load ptr, ptr %1, align 8, !tbaa !49
  %783 = ptrtoint ptr %780 to i64
  %784 = ptrtoint ptr %782 to i64
  %785 = sub i64 %783, %784
  %786 = lshr exact i64 %785, 3
  %787 = trunc i64 %786 to i32
  store i32 %787, ptr %82, align 4, !tbaa !50
  br label %788

788:                                              ; preds = %781, %776, %639
  %789 = phi ptr [ %641, %639 ], [ %780, %781 ], [ %780, %776 ]
  %790 = trunc i64 %630 to i16
  %791 = getelementptr inbounds i8, ptr %789, i64 4
  store i16 %790, ptr %791, align 4, !tbaa !51
  store i32 %631, ptr %789, align 4, !tbaa !53
  %792 = add i64 %627, -3
  %793 = icmp ugt i64 %792, 65535
  br i1 %793, label %808, label %821, !prof !54

794:                                              ; preds = %529, %524
  %795 = icmp uge ptr %110, %105
  %796 = zext i1 %795 to i64
  %797 = add i64 %106, %796
  %798 = getelementptr inbounds i8, ptr %110, i64 %797
  %799 = icmp ugt ptr %798, %23
  br i1 %799, label %3466, label %800

800:                                              ; preds = %794
  %801 = select i1 %795, i64 256, i64 0
  %802 = getelementptr inbounds i8, ptr %105, i64 %801
  %803 = lshr i32 %127, 8
  %804 = zext nneg i32 %803 to i64
  %805 = getelementptr inbounds i32, ptr %30, i64 %804
  %806 = load i32, ptr %805, align 4, !tbaa !19
  %807 = xor i32 %806, %127
  br label %104

808:                                              ; preds = %788, %518, %310
  %809 = phi ptr [ %311, %310 ], [ %519, %518 ], [ %789, %788 ]
  %810 = phi i64 [ %314, %310 ], [ %522, %518 ], [ %792, %788 ]
  %811 = phi i64 [ %149, %310 ], [ %357, %518 ], [ %627, %788 ]
  %812 = phi i32 [ %94, %310 ], [ %93, %518 ], [ %93, %788 ]
  %813 = phi i32 [ %93, %310 ], [ %331, %518 ], [ %534, %788 ]
  %814 = phi ptr [ %144, %310 ], [ %358, %518 ], [ %628, %788 ]
  store i32 2, ptr %80, align 8, !tbaa !48
  %815 = load ptr, ptr %1, align 8, !tbaa !49
  %816 = ptrtoint ptr %809 to i64
  %817 = ptrtoint ptr %815 to i64
  %818 = sub i64 %816, %817
  %819 = lshr exact i64 %818, 3
  %820 = trunc i64 %819 to i32
  store i32 %820, ptr %82, align 4, !tbaa !50
  br label %821

821:                                              ; preds = %808, %788, %518, %310
  %822 = phi i64 [ %314, %310 ], [ %522, %518 ], [ %792, %788 ], [ %810, %808 ]
  %823 = phi ptr [ %311, %310 ], [ %519, %518 ], [ %789, %788 ], [ %809, %808 ]
  %824 = phi i64 [ %149, %310 ], [ %357, %518 ], [ %627, %788 ], [ %811, %808 ]
  %825 = phi i32 [ %94, %310 ], [ %93, %518 ], [ %93, %788 ], [ %812, %808 ]
  %826 = phi i32 [ %93, %310 ], [ %331, %518 ], [ %534, %788 ], [ %813, %808 ]
  %827 = phi ptr [ %144, %310 ], [ %358, %518 ], [ %628, %788 ], [ %814, %808 ]
  %828 = trunc i64 %822 to i16
  %829 = getelementptr inbounds i8, ptr %823, i64 6
  store i16 %828, ptr %829, align 2, !tbaa !55
  %830 = getelementptr inbounds i8, ptr %823, i64 8
  store ptr %830, ptr %81, align 8, !tbaa !38
  %831 = getelementptr inbounds i8, ptr %827, i64 %824
  %832 = icmp ugt ptr %831, %23
  br i1 %832, label %904, label %833

833:                                              ; preds = %821
  %834 = add i32 %120, 2
  %835 = and i64 %119, 4294967295
  %836 = getelementptr inbounds i8, ptr %67, i64 %835
  %837 = load i32, ptr %836, align 1, !tbaa !19
  %838 = mul i32 %837, -1640531535
  %839 = lshr i32 %838, %75
  %840 = zext i32 %839 to i64
  %841 = getelementptr inbounds i32, ptr %9, i64 %840
  store i32 %834, ptr %841, align 4, !tbaa !19
  %842 = getelementptr inbounds i8, ptr %831, i64 -2
  %843 = ptrtoint ptr %842 to i64
  %844 = sub i64 %843, %52
  %845 = trunc i64 %844 to i32
  %846 = load i32, ptr %842, align 1, !tbaa !19
  %847 = mul i32 %846, -1640531535
  %848 = lshr i32 %847, %75
  %849 = zext i32 %848 to i64
  %850 = getelementptr inbounds i32, ptr %9, i64 %849
  store i32 %845, ptr %850, align 4, !tbaa !19
  br label %851

851:                                              ; preds = %893, %833
  %852 = phi ptr [ %830, %833 ], [ %896, %893 ]
  %853 = phi ptr [ %831, %833 ], [ %902, %893 ]
  %854 = phi i32 [ %826, %833 ], [ %855, %893 ]
  %855 = phi i32 [ %825, %833 ], [ %854, %893 ]
  %856 = ptrtoint ptr %853 to i64
  %857 = sub i64 %856, %52
  %858 = trunc i64 %857 to i32
  %859 = sub i32 %858, %855
  %860 = icmp ult i32 %859, %19
  %861 = zext i32 %859 to i64
  %862 = select i1 %860, ptr %88, ptr %16
  %863 = getelementptr inbounds i8, ptr %862, i64 %861
  %864 = sub i32 %859, %19
  %865 = icmp ugt i32 %864, -4
  br i1 %865, label %904, label %866

866:                                              ; preds = %851
  %867 = load i32, ptr %863, align 1, !tbaa !19
  %868 = load i32, ptr %853, align 1, !tbaa !19
  %869 = icmp eq i32 %867, %868
  br i1 %869, label %870, label %904

870:                                              ; preds = %866
  %871 = select i1 %860, ptr %37, ptr %22
  %872 = getelementptr inbounds i8, ptr %853, i64 4
  %873 = getelementptr inbounds i8, ptr %863, i64 4
  %874 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %872, ptr noundef nonnull %873, ptr noundef %22, ptr noundef %871, ptr noundef %21)
  %875 = add i64 %874, 4
  %876 = icmp ugt ptr %853, %77
  br i1 %876, label %881, label %877

877:                                              ; preds = %870
  %878 = load ptr, ptr %78, align 8, !tbaa !36
  %879 = load <2 x i64>, ptr %853, align 1, !tbaa !31
  store <2 x i64> %879, ptr %878, align 1, !tbaa !31
  %880 = load ptr, ptr %81, align 8, !tbaa !38
  br label %881

881:                                              ; preds = %877, %870
  %882 = phi ptr [ %852, %870 ], [ %880, %877 ]
  %883 = getelementptr inbounds i8, ptr %882, i64 4
  store i16 0, ptr %883, align 4, !tbaa !51
  store i32 1, ptr %882, align 4, !tbaa !53
  %884 = add i64 %874, 1
  %885 = icmp ugt i64 %884, 65535
  br i1 %885, label %886, label %893, !prof !54

886:                                              ; preds = %881
  store i32 2, ptr %80, align 8, !tbaa !48
  %887 = load ptr, ptr %1, align 8, !tbaa !49
  %888 = ptrtoint ptr %882 to i64
  %889 = ptrtoint ptr %887 to i64
  %890 = sub i64 %888, %889
  %891 = lshr exact i64 %890, 3
  %892 = trunc i64 %891 to i32
  store i32 %892, ptr %82, align 4, !tbaa !50
  br label %893

893:                                              ; preds = %886, %881
  %894 = trunc i64 %884 to i16
  %895 = getelementptr inbounds i8, ptr %882, i64 6
  store i16 %894, ptr %895, align 2, !tbaa !55
  %896 = getelementptr inbounds i8, ptr %882, i64 8
  store ptr %896, ptr %81, align 8, !tbaa !38
  %897 = load i32, ptr %853, align 1, !tbaa !19
  %898 = mul i32 %897, -1640531535
  %899 = lshr i32 %898, %75
  %900 = zext i32 %899 to i64
  %901 = getelementptr inbounds i32, ptr %9, i64 %900
  store i32 %858, ptr %901, align 4, !tbaa !19
  %902 = getelementptr inbounds i8, ptr %853, i64 %875
  %903 = icmp ugt ptr %902, %23
  br i1 %903, label %904, label %851

904:                                              ; preds = %893, %866, %851, %821
  %905 = phi i32 [ %825, %821 ], [ %855, %851 ], [ %855, %866 ], [ %854, %893 ]
  %906 = phi i32 [ %826, %821 ], [ %854, %851 ], [ %854, %866 ], [ %855, %893 ]
  %907 = phi ptr [ %831, %821 ], [ %853, %851 ], [ %853, %866 ], [ %902, %893 ]
  %908 = getelementptr inbounds i8, ptr %907, i64 %17
  %909 = icmp ugt ptr %908, %23
  br i1 %909, label %3466, label %89

910:                                              ; preds = %5
  br i1 %55, label %920, label %911

911:                                              ; preds = %910
  %912 = zext nneg i32 %51 to i64
  %913 = shl i64 4, %912
  %914 = icmp ugt i32 %51, 61
  br i1 %914, label %920, label %915

915:                                              ; preds = %911, %915
  %916 = phi i64 [ %918, %915 ], [ 0, %911 ]
  %917 = getelementptr inbounds i8, ptr %30, i64 %916
  tail call void @llvm.prefetch.p0(ptr %917, i32 0, i32 2, i32 1)
  %918 = add i64 %916, 64
  %919 = icmp ult i64 %918, %913
  br i1 %919, label %915, label %920, !llvm.loop !87

920:                                              ; preds = %915, %911, %910
  %921 = getelementptr inbounds i8, ptr %16, i64 2
  %922 = getelementptr inbounds i8, ptr %3, i64 %17
  %923 = icmp ugt ptr %922, %23
  br i1 %923, label %3466, label %924

924:                                              ; preds = %920
  %925 = and i64 %49, 4294967295
  %926 = icmp eq i64 %925, 0
  %927 = zext i1 %926 to i64
  %928 = getelementptr inbounds i8, ptr %3, i64 %927
  %929 = sub i32 64, %11
  %930 = zext nneg i32 %929 to i64
  %931 = sub i32 56, %51
  %932 = zext nneg i32 %931 to i64
  %933 = getelementptr inbounds i8, ptr %22, i64 -32
  %934 = getelementptr inbounds i8, ptr %1, i64 24
  %935 = ptrtoint ptr %933 to i64
  %936 = getelementptr inbounds i8, ptr %1, i64 72
  %937 = getelementptr inbounds i8, ptr %1, i64 8
  %938 = getelementptr inbounds i8, ptr %1, i64 76
  %939 = getelementptr inbounds i8, ptr %22, i64 -7
  %940 = getelementptr inbounds i8, ptr %22, i64 -3
  %941 = getelementptr inbounds i8, ptr %22, i64 -1
  %942 = zext i32 %42 to i64
  %943 = sub nsw i64 0, %942
  %944 = getelementptr inbounds i8, ptr %34, i64 %943
  br label %945

945:                                              ; preds = %1756, %924
  %946 = phi ptr [ %922, %924 ], [ %1760, %1756 ]
  %947 = phi ptr [ %928, %924 ], [ %1759, %1756 ]
  %948 = phi ptr [ %3, %924 ], [ %1759, %1756 ]
  %949 = phi i32 [ %24, %924 ], [ %1758, %1756 ]
  %950 = phi i32 [ %26, %924 ], [ %1757, %1756 ]
  %951 = load i64, ptr %947, align 1, !tbaa !20
  %952 = mul i64 %951, -3523014627271114752
  %953 = lshr i64 %952, %932
  %954 = lshr i64 %953, 8
  %955 = getelementptr inbounds i32, ptr %30, i64 %954
  %956 = load i32, ptr %955, align 4, !tbaa !19
  %957 = zext i32 %956 to i64
  %958 = xor i64 %953, %957
  %959 = getelementptr inbounds i8, ptr %947, i64 256
  br label %960

960:                                              ; preds = %1655, %945
  %961 = phi ptr [ %959, %945 ], [ %1657, %1655 ]
  %962 = phi i64 [ %17, %945 ], [ %1652, %1655 ]
  %963 = phi i64 [ %958, %945 ], [ %1662, %1655 ]
  %964 = phi i32 [ %956, %945 ], [ %1660, %1655 ]
  %965 = phi i64 [ %952, %945 ], [ %981, %1655 ]
  %966 = phi ptr [ %946, %945 ], [ %1653, %1655 ]
  %967 = phi ptr [ %947, %945 ], [ %966, %1655 ]
  %968 = lshr i64 %965, %930
  %969 = getelementptr inbounds i32, ptr %9, i64 %968
  %970 = load i32, ptr %969, align 4, !tbaa !19
  %971 = and i64 %963, 255
  %972 = icmp eq i64 %971, 0
  %973 = ptrtoint ptr %967 to i64
  %974 = sub i64 %973, %52
  %975 = trunc i64 %974 to i32
  %976 = zext i32 %970 to i64
  %977 = getelementptr inbounds i8, ptr %16, i64 %976
  %978 = sub i32 %975, %949
  %979 = add i32 %978, 1
  %980 = load i64, ptr %966, align 1, !tbaa !20
  %981 = mul i64 %980, -3523014627271114752
  %982 = lshr i64 %981, %932
  store i32 %975, ptr %969, align 4, !tbaa !19
  %983 = sub i32 %979, %19
  %984 = icmp ugt i32 %983, -4
  br i1 %984, label %1171, label %985

985:                                              ; preds = %960
  %986 = icmp ult i32 %979, %19
  %987 = sub i32 %979, %42
  %988 = zext i32 %987 to i64
  %989 = getelementptr inbounds i8, ptr %34, i64 %988
  %990 = zext i32 %979 to i64
  %991 = getelementptr inbounds i8, ptr %16, i64 %990
  %992 = select i1 %986, ptr %989, ptr %991
  %993 = load i32, ptr %992, align 1, !tbaa !19
  %994 = getelementptr inbounds i8, ptr %967, i64 1
  %995 = load i32, ptr %994, align 1, !tbaa !19
  %996 = icmp eq i32 %993, %995
  br i1 %996, label %997, label %1171

997:                                              ; preds = %985
  %998 = ptrtoint ptr %967 to i64
  %999 = getelementptr inbounds i8, ptr %967, i64 1
  %1000 = select i1 %986, ptr %37, ptr %22
  %1001 = getelementptr inbounds i8, ptr %967, i64 5
  %1002 = getelementptr inbounds i8, ptr %992, i64 4
  %1003 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1001, ptr noundef nonnull %1002, ptr noundef %22, ptr noundef %1000, ptr noundef %21)
  %1004 = add i64 %1003, 4
  %1005 = ptrtoint ptr %999 to i64
  %1006 = ptrtoint ptr %948 to i64
  %1007 = sub i64 %1005, %1006
  %1008 = getelementptr inbounds i8, ptr %948, i64 %1007
  %1009 = icmp ugt ptr %1008, %933
  %1010 = load ptr, ptr %934, align 8, !tbaa !36
  br i1 %1009, label %1036, label %1011

1011:                                             ; preds = %997
  %1012 = load <2 x i64>, ptr %948, align 1, !tbaa !31
  store <2 x i64> %1012, ptr %1010, align 1, !tbaa !31
  %1013 = icmp ugt i64 %1007, 16
  %1014 = load ptr, ptr %934, align 8, !tbaa !36
  br i1 %1013, label %1018, label %1015

1015:                                             ; preds = %1011
  %1016 = getelementptr inbounds i8, ptr %1014, i64 %1007
  store ptr %1016, ptr %934, align 8, !tbaa !36
  %1017 = load ptr, ptr %937, align 8, !tbaa !38
  br label %1165

1018:                                             ; preds = %1011
  %1019 = getelementptr inbounds i8, ptr %1014, i64 16
  %1020 = getelementptr inbounds i8, ptr %948, i64 16
  %1021 = getelementptr i8, ptr %1014, i64 %1007
  %1022 = load <2 x i64>, ptr %1020, align 1, !tbaa !31
  store <2 x i64> %1022, ptr %1019, align 1, !tbaa !31
  %1023 = icmp slt i64 %1007, 33
  br i1 %1023, label %1153, label %1024

1024:                                             ; preds = %1018
  %1025 = getelementptr inbounds i8, ptr %1014, i64 32
  br label %1026

1026:                                             ; preds = %1026, %1024
  %1027 = phi ptr [ %1025, %1024 ], [ %1034, %1026 ]
  %1028 = phi ptr [ %1020, %1024 ], [ %1032, %1026 ]
  %1029 = getelementptr inbounds i8, ptr %1028, i64 16
  %1030 = load <2 x i64>, ptr %1029, align 1, !tbaa !31
  store <2 x i64> %1030, ptr %1027, align 1, !tbaa !31
  %1031 = getelementptr inbounds i8, ptr %1027, i64 16
  %1032 = getelementptr inbounds i8, ptr %1028, i64 32
  %1033 = load <2 x i64>, ptr %1032, align 1, !tbaa !31
  store <2 x i64> %1033, ptr %1031, align 1, !tbaa !31
  %1034 = getelementptr inbounds i8, ptr %1027, i64 32
  %1035 = icmp ult ptr %1034, %1021
  br i1 %1035, label %1026, label %1153, !llvm.loop !39

1036:                                             ; preds = %997
  %1037 = icmp ugt ptr %948, %933
  br i1 %1037, label %1055, label %1038

1038:                                             ; preds = %1036
  %1039 = sub i64 %935, %1006
  %1040 = getelementptr inbounds i8, ptr %1010, i64 %1039
  %1041 = load <2 x i64>, ptr %948, align 1, !tbaa !31
  store <2 x i64> %1041, ptr %1010, align 1, !tbaa !31
  %1042 = icmp slt i64 %1039, 17
  br i1 %1042, label %1055, label %1043

1043:                                             ; preds = %1038
  %1044 = getelementptr inbounds i8, ptr %1010, i64 16
  br label %1045

1045:                                             ; preds = %1045, %1043
  %1046 = phi ptr [ %1044, %1043 ], [ %1053, %1045 ]
  %1047 = phi ptr [ %948, %1043 ], [ %1051, %1045 ]
  %1048 = getelementptr inbounds i8, ptr %1047, i64 16
  %1049 = load <2 x i64>, ptr %1048, align 1, !tbaa !31
  store <2 x i64> %1049, ptr %1046, align 1, !tbaa !31
  %1050 = getelementptr inbounds i8, ptr %1046, i64 16
  %1051 = getelementptr inbounds i8, ptr %1047, i64 32
  %1052 = load <2 x i64>, ptr %1051, align 1, !tbaa !31
  store <2 x i64> %1052, ptr %1050, align 1, !tbaa !31
  %1053 = getelementptr inbounds i8, ptr %1046, i64 32
  %1054 = icmp ult ptr %1053, %1040
  br i1 %1054, label %1045, label %1055, !llvm.loop !39

1055:                                             ; preds = %1045, %1038, %1036
  %1056 = phi ptr [ %933, %1038 ], [ %948, %1036 ], [ %933, %1045 ]
  %1057 = phi ptr [ %1040, %1038 ], [ %1010, %1036 ], [ %1040, %1045 ]
  %1058 = icmp ult ptr %1056, %1008
  br i1 %1058, label %1059, label %1153

1059:                                             ; preds = %1055
  %1060 = ptrtoint ptr %1057 to i64
  %1061 = ptrtoint ptr %1056 to i64
  %1062 = sub i64 %1005, %1061
  %1063 = getelementptr i8, ptr %1056, i64 %1062
  %1064 = icmp ult i64 %1062, 8
  %1065 = sub i64 %1060, %1061
  %1066 = icmp ult i64 %1065, 32
  %1067 = select i1 %1064, i1 true, i1 %1066
  br i1 %1067, label %1103, label %1068

1068:                                             ; preds = %1059
  %1069 = icmp ult i64 %1062, 32
  br i1 %1069, label %1089, label %1070

1070:                                             ; preds = %1068
  %1071 = and i64 %1062, -32
  br label %1072

1072:                                             ; preds = %1072, %1070
  %1073 = phi i64 [ 0, %1070 ], [ %1080, %1072 ]
  %1074 = getelementptr i8, ptr %1057, i64 %1073
  %1075 = getelementptr i8, ptr %1056, i64 %1073
  %1076 = getelementptr i8, ptr %1075, i64 16
  %1077 = load <16 x i8>, ptr %1075, align 1, !tbaa !31
  %1078 = load <16 x i8>, ptr %1076, align 1, !tbaa !31
  %1079 = getelementptr i8, ptr %1074, i64 16
  store <16 x i8> %1077, ptr %1074, align 1, !tbaa !31
  store <16 x i8> %1078, ptr %1079, align 1, !tbaa !31
  %1080 = add nuw i64 %1073, 32
  %1081 = icmp eq i64 %1080, %1071
  br i1 %1081, label %1082, label %1072, !llvm.loop !102

1082:                                             ; preds = %1072
  %1083 = icmp eq i64 %1062, %1071
  br i1 %1083, label %1153, label %1084

1084:                                             ; preds = %1082
  %1085 = getelementptr i8, ptr %1056, i64 %1071
  %1086 = getelementptr i8, ptr %1057, i64 %1071
  %1087 = and i64 %1062, 24
  %1088 = icmp eq i64 %1087, 0
  br i1 %1088, label %1103, label %1089

1089:                                             ; preds = %1068, %1084
  %1090 = phi i64 [ %1071, %1084 ], [ 0, %1068 ]
  %1091 = and i64 %1062, -8
  %1092 = getelementptr i8, ptr %1057, i64 %1091
  %1093 = getelementptr i8, ptr %1056, i64 %1091
  br label %1094

1094:                                             ; preds = %1094, %1089
  %1095 = phi i64 [ %1090, %1089 ], [ %1099, %1094 ]
  %1096 = getelementptr i8, ptr %1057, i64 %1095
  %1097 = getelementptr i8, ptr %1056, i64 %1095
  %1098 = load <8 x i8>, ptr %1097, align 1, !tbaa !31
  store <8 x i8> %1098, ptr %1096, align 1, !tbaa !31
  %1099 = add nuw i64 %1095, 8
  %1100 = icmp eq i64 %1099, %1091
  br i1 %1100, label %1101, label %1094, !llvm.loop !103

1101:                                             ; preds = %1094
  %1102 = icmp eq i64 %1062, %1091
  br i1 %1102, label %1153, label %1103

1103:                                             ; preds = %1101, %1059, %1084
  %1104 = phi ptr [ %1057, %1059 ], [ %1086, %1084 ], [ %1092, %1101 ]
  %1105 = phi ptr [ %1056, %1059 ], [ %1085, %1084 ], [ %1093, %1101 ]
  %1106 = ptrtoint ptr %1105 to i64
  %1107 = sub i64 %998, %1106
  %1108 = add i64 %1107, 1
  %1109 = sub i64 %998, %1106
  %1110 = and i64 %1108, 7
  %1111 = icmp eq i64 %1110, 0
  br i1 %1111, label %1121, label %1112

1112:                                             ; preds = %1103, %1112
  %1113 = phi ptr [ %1118, %1112 ], [ %1104, %1103 ]
  %1114 = phi ptr [ %1116, %1112 ], [ %1105, %1103 ]
  %1115 = phi i64 [ %1119, %1112 ], [ 0, %1103 ]
  %1116 = getelementptr inbounds i8, ptr %1114, i64 1
  %1117 = load i8, ptr %1114, align 1, !tbaa !31
  %1118 = getelementptr inbounds i8, ptr %1113, i64 1
  store i8 %1117, ptr %1113, align 1, !tbaa !31
  %1119 = add i64 %1115, 1
  %1120 = icmp eq i64 %1119, %1110
  br i1 %1120, label %1121, label %1112, !llvm.loop !104

1121:                                             ; preds = %1112, %1103
  %1122 = phi ptr [ %1104, %1103 ], [ %1118, %1112 ]
  %1123 = phi ptr [ %1105, %1103 ], [ %1116, %1112 ]
  %1124 = icmp ult i64 %1109, 7
  br i1 %1124, label %1153, label %1125

1125:                                             ; preds = %1121, %1125
  %1126 = phi ptr [ %1151, %1125 ], [ %1122, %1121 ]
  %1127 = phi ptr [ %1149, %1125 ], [ %1123, %1121 ]
  %1128 = getelementptr inbounds i8, ptr %1127, i64 1
  %1129 = load i8, ptr %1127, align 1, !tbaa !31
  %1130 = getelementptr inbounds i8, ptr %1126, i64 1
  store i8 %1129, ptr %1126, align 1, !tbaa !31
  %1131 = getelementptr inbounds i8, ptr %1127, i64 2
  %1132 = load i8, ptr %1128, align 1, !tbaa !31
  %1133 = getelementptr inbounds i8, ptr %1126, i64 2
  store i8 %1132, ptr %1130, align 1, !tbaa !31
  %1134 = getelementptr inbounds i8, ptr %1127, i64 3
  %1135 = load i8, ptr %1131, align 1, !tbaa !31
  %1136 = getelementptr inbounds i8, ptr %1126, i64 3
  store i8 %1135, ptr %1133, align 1, !tbaa !31
  %1137 = getelementptr inbounds i8, ptr %1127, i64 4
  %1138 = load i8, ptr %1134, align 1, !tbaa !31
  %1139 = getelementptr inbounds i8, ptr %1126, i64 4
  store i8 %1138, ptr %1136, align 1, !tbaa !31
  %1140 = getelementptr inbounds i8, ptr %1127, i64 5
  %1141 = load i8, ptr %1137, align 1, !tbaa !31
  %1142 = getelementptr inbounds i8, ptr %1126, i64 5
  store i8 %1141, ptr %1139, align 1, !tbaa !31
  %1143 = getelementptr inbounds i8, ptr %1127, i64 6
  %1144 = load i8, ptr %1140, align 1, !tbaa !31
  %1145 = getelementptr inbounds i8, ptr %1126, i64 6
  store i8 %1144, ptr %1142, align 1, !tbaa !31
  %1146 = getelementptr inbounds i8, ptr %1127, i64 7
  %1147 = load i8, ptr %1143, align 1, !tbaa !31
  %1148 = getelementptr inbounds i8, ptr %1126, i64 7
  store i8 %1147, ptr %1145, align 1, !tbaa !31
  %1149 = getelementptr inbounds i8, ptr %1127, i64 8
  %1150 = load i8, ptr %1146, align 1, !tbaa !31
  %1151 = getelementptr inbounds i8, ptr %1126, i64 8
  store i8 %1150, ptr %1148, align 1, !tbaa !31
  %1152 = icmp eq ptr %1149, %1063
  br i1 %1152, label %1153, label %1125, !llvm.loop !105

1153:                                             ; preds = %1026, %1121, %1125, %1082, %1101, %1055, %1018
  %1154 = load ptr, ptr %934, align 8, !tbaa !36
  %1155 = getelementptr inbounds i8, ptr %1154, i64 %1007
  store ptr %1155, ptr %934, align 8, !tbaa !36
  %1156 = icmp ugt i64 %1007, 65535
  %1157 = load ptr, ptr %937, align 8, !tbaa !38
  br i1 %1156, label %1158, label %1165, !prof !47

1158:                                             ; preds = %1153
  store i32 1, ptr %936, align 8, !tbaa !48
  %1159 = load ptr, ptr %1, align 8, !tbaa !49
  %1160 = ptrtoint ptr %1157 to i64
  %1161 = ptrtoint ptr %1159 to i64
  %1162 = sub i64 %1160, %1161
  %1163 = lshr exact i64 %1162, 3
  %1164 = trunc i64 %1163 to i32
  store i32 %1164, ptr %938, align 4, !tbaa !50
  br label %1165

1165:                                             ; preds = %1158, %1153, %1015
  %1166 = phi ptr [ %1017, %1015 ], [ %1157, %1158 ], [ %1157, %1153 ]
  %1167 = trunc i64 %1007 to i16
  %1168 = getelementptr inbounds i8, ptr %1166, i64 4
  store i16 %1167, ptr %1168, align 4, !tbaa !51
  store i32 1, ptr %1166, align 4, !tbaa !53
  %1169 = add i64 %1003, 1
  %1170 = icmp ugt i64 %1169, 65535
  br i1 %1170, label %1663, label %1676, !prof !54

1171:                                             ; preds = %985, %960
  br i1 %972, label %1172, label %1379

1172:                                             ; preds = %1171
  %1173 = lshr i32 %964, 8
  %1174 = icmp ugt i32 %1173, %32
  br i1 %1174, label %1175, label %1379

1175:                                             ; preds = %1172
  %1176 = zext nneg i32 %1173 to i64
  %1177 = getelementptr inbounds i8, ptr %34, i64 %1176
  %1178 = load i32, ptr %1177, align 1, !tbaa !19
  %1179 = load i32, ptr %967, align 1, !tbaa !19
  %1180 = icmp ne i32 %1178, %1179
  %1181 = icmp ugt i32 %970, %19
  %1182 = select i1 %1180, i1 true, i1 %1181
  br i1 %1182, label %1379, label %1183

1183:                                             ; preds = %1175
  %1184 = getelementptr inbounds i8, ptr %34, i64 %1176
  %1185 = add i32 %1173, %42
  %1186 = sub i32 %975, %1185
  %1187 = getelementptr inbounds i8, ptr %967, i64 4
  %1188 = getelementptr inbounds i8, ptr %1184, i64 4
  %1189 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1187, ptr noundef nonnull %1188, ptr noundef %22, ptr noundef %37, ptr noundef %21)
  %1190 = add i64 %1189, 4
  %1191 = icmp ugt ptr %967, %948
  br i1 %1191, label %1192, label %1210

1192:                                             ; preds = %1183, %1201
  %1193 = phi ptr [ %1196, %1201 ], [ %967, %1183 ]
  %1194 = phi i64 [ %1202, %1201 ], [ %1190, %1183 ]
  %1195 = phi ptr [ %1198, %1201 ], [ %1184, %1183 ]
  %1196 = getelementptr inbounds i8, ptr %1193, i64 -1
  %1197 = load i8, ptr %1196, align 1, !tbaa !31
  %1198 = getelementptr inbounds i8, ptr %1195, i64 -1
  %1199 = load i8, ptr %1198, align 1, !tbaa !31
  %1200 = icmp eq i8 %1197, %1199
  br i1 %1200, label %1201, label %1206

1201:                                             ; preds = %1192
  %1202 = add i64 %1194, 1
  %1203 = icmp ugt ptr %1196, %948
  %1204 = icmp ugt ptr %1198, %36
  %1205 = and i1 %1203, %1204
  br i1 %1205, label %1192, label %1206, !llvm.loop !92

1206:                                             ; preds = %1201, %1192
  %1207 = phi i64 [ %1202, %1201 ], [ %1194, %1192 ]
  %1208 = phi ptr [ %1196, %1201 ], [ %1193, %1192 ]
  %1209 = ptrtoint ptr %1208 to i64
  br label %1210

1210:                                             ; preds = %1206, %1183
  %1211 = phi i64 [ %1209, %1206 ], [ %973, %1183 ]
  %1212 = phi i64 [ %1207, %1206 ], [ %1190, %1183 ]
  %1213 = phi ptr [ %1208, %1206 ], [ %967, %1183 ]
  %1214 = ptrtoint ptr %948 to i64
  %1215 = sub i64 %1211, %1214
  %1216 = add i32 %1186, 3
  %1217 = getelementptr inbounds i8, ptr %948, i64 %1215
  %1218 = icmp ugt ptr %1217, %933
  %1219 = load ptr, ptr %934, align 8, !tbaa !36
  br i1 %1218, label %1245, label %1220

1220:                                             ; preds = %1210
  %1221 = load <2 x i64>, ptr %948, align 1, !tbaa !31
  store <2 x i64> %1221, ptr %1219, align 1, !tbaa !31
  %1222 = icmp ugt i64 %1215, 16
  %1223 = load ptr, ptr %934, align 8, !tbaa !36
  br i1 %1222, label %1227, label %1224

1224:                                             ; preds = %1220
  %1225 = getelementptr inbounds i8, ptr %1223, i64 %1215
  store ptr %1225, ptr %934, align 8, !tbaa !36
  %1226 = load ptr, ptr %937, align 8, !tbaa !38
  br label %1373

1227:                                             ; preds = %1220
  %1228 = getelementptr inbounds i8, ptr %1223, i64 16
  %1229 = getelementptr inbounds i8, ptr %948, i64 16
  %1230 = getelementptr i8, ptr %1223, i64 %1215
  %1231 = load <2 x i64>, ptr %1229, align 1, !tbaa !31
  store <2 x i64> %1231, ptr %1228, align 1, !tbaa !31
  %1232 = icmp slt i64 %1215, 33
  br i1 %1232, label %1361, label %1233

1233:                                             ; preds = %1227
  %1234 = getelementptr inbounds i8, ptr %1223, i64 32
  br label %1235

1235:                                             ; preds = %1235, %1233
  %1236 = phi ptr [ %1234, %1233 ], [ %1243, %1235 ]
  %1237 = phi ptr [ %1229, %1233 ], [ %1241, %1235 ]
  %1238 = getelementptr inbounds i8, ptr %1237, i64 16
  %1239 = load <2 x i64>, ptr %1238, align 1, !tbaa !31
  store <2 x i64> %1239, ptr %1236, align 1, !tbaa !31
  %1240 = getelementptr inbounds i8, ptr %1236, i64 16
  %1241 = getelementptr inbounds i8, ptr %1237, i64 32
  %1242 = load <2 x i64>, ptr %1241, align 1, !tbaa !31
  store <2 x i64> %1242, ptr %1240, align 1, !tbaa !31
  %1243 = getelementptr inbounds i8, ptr %1236, i64 32
  %1244 = icmp ult ptr %1243, %1230
  br i1 %1244, label %1235, label %1361, !llvm.loop !39

1245:                                             ; preds = %1210
  %1246 = icmp ugt ptr %948, %933
  br i1 %1246, label %1264, label %1247

1247:                                             ; preds = %1245
  %1248 = sub i64 %935, %1214
  %1249 = getelementptr inbounds i8, ptr %1219, i64 %1248
  %1250 = load <2 x i64>, ptr %948, align 1, !tbaa !31
  store <2 x i64> %1250, ptr %1219, align 1, !tbaa !31
  %1251 = icmp slt i64 %1248, 17
  br i1 %1251, label %1264, label %1252

1252:                                             ; preds = %1247
  %1253 = getelementptr inbounds i8, ptr %1219, i64 16
  br label %1254

1254:                                             ; preds = %1254, %1252
  %1255 = phi ptr [ %1253, %1252 ], [ %1262, %1254 ]
  %1256 = phi ptr [ %948, %1252 ], [ %1260, %1254 ]
  %1257 = getelementptr inbounds i8, ptr %1256, i64 16
  %1258 = load <2 x i64>, ptr %1257, align 1, !tbaa !31
  store <2 x i64> %1258, ptr %1255, align 1, !tbaa !31
  %1259 = getelementptr inbounds i8, ptr %1255, i64 16
  %1260 = getelementptr inbounds i8, ptr %1256, i64 32
  %1261 = load <2 x i64>, ptr %1260, align 1, !tbaa !31
  store <2 x i64> %1261, ptr %1259, align 1, !tbaa !31
  %1262 = getelementptr inbounds i8, ptr %1255, i64 32
  %1263 = icmp ult ptr %1262, %1249
  br i1 %1263, label %1254, label %1264, !llvm.loop !39

1264:                                             ; preds = %1254, %1247, %1245
  %1265 = phi ptr [ %933, %1247 ], [ %948, %1245 ], [ %933, %1254 ]
  %1266 = phi ptr [ %1249, %1247 ], [ %1219, %1245 ], [ %1249, %1254 ]
  %1267 = icmp ult ptr %1265, %1217
  br i1 %1267, label %1268, label %1361

1268:                                             ; preds = %1264
  %1269 = ptrtoint ptr %1266 to i64
  %1270 = ptrtoint ptr %1265 to i64
  %1271 = sub i64 %1211, %1270
  %1272 = getelementptr i8, ptr %1265, i64 %1271
  %1273 = icmp ult i64 %1271, 8
  %1274 = sub i64 %1269, %1270
  %1275 = icmp ult i64 %1274, 32
  %1276 = select i1 %1273, i1 true, i1 %1275
  br i1 %1276, label %1312, label %1277

1277:                                             ; preds = %1268
  %1278 = icmp ult i64 %1271, 32
  br i1 %1278, label %1298, label %1279

1279:                                             ; preds = %1277
  %1280 = and i64 %1271, -32
  br label %1281

1281:                                             ; preds = %1281, %1279
  %1282 = phi i64 [ 0, %1279 ], [ %1289, %1281 ]
  %1283 = getelementptr i8, ptr %1266, i64 %1282
  %1284 = getelementptr i8, ptr %1265, i64 %1282
  %1285 = getelementptr i8, ptr %1284, i64 16
  %1286 = load <16 x i8>, ptr %1284, align 1, !tbaa !31
  %1287 = load <16 x i8>, ptr %1285, align 1, !tbaa !31
  %1288 = getelementptr i8, ptr %1283, i64 16
  store <16 x i8> %1286, ptr %1283, align 1, !tbaa !31
  store <16 x i8> %1287, ptr %1288, align 1, !tbaa !31
  %1289 = add nuw i64 %1282, 32
  %1290 = icmp eq i64 %1289, %1280
  br i1 %1290, label %1291, label %1281, !llvm.loop !106

1291:                                             ; preds = %1281
  %1292 = icmp eq i64 %1271, %1280
  br i1 %1292, label %1361, label %1293

1293:                                             ; preds = %1291
  %1294 = getelementptr i8, ptr %1265, i64 %1280
  %1295 = getelementptr i8, ptr %1266, i64 %1280
  %1296 = and i64 %1271, 24
  %1297 = icmp eq i64 %1296, 0
  br i1 %1297, label %1312, label %1298

1298:                                             ; preds = %1277, %1293
  %1299 = phi i64 [ %1280, %1293 ], [ 0, %1277 ]
  %1300 = and i64 %1271, -8
  %1301 = getelementptr i8, ptr %1266, i64 %1300
  %1302 = getelementptr i8, ptr %1265, i64 %1300
  br label %1303

1303:                                             ; preds = %1303, %1298
  %1304 = phi i64 [ %1299, %1298 ], [ %1308, %1303 ]
  %1305 = getelementptr i8, ptr %1266, i64 %1304
  %1306 = getelementptr i8, ptr %1265, i64 %1304
  %1307 = load <8 x i8>, ptr %1306, align 1, !tbaa !31
  store <8 x i8> %1307, ptr %1305, align 1, !tbaa !31
  %1308 = add nuw i64 %1304, 8
  %1309 = icmp eq i64 %1308, %1300
  br i1 %1309, label %1310, label %1303, !llvm.loop !107

1310:                                             ; preds = %1303
  %1311 = icmp eq i64 %1271, %1300
  br i1 %1311, label %1361, label %1312

1312:                                             ; preds = %1310, %1268, %1293
  %1313 = phi ptr [ %1266, %1268 ], [ %1295, %1293 ], [ %1301, %1310 ]
  %1314 = phi ptr [ %1265, %1268 ], [ %1294, %1293 ], [ %1302, %1310 ]
  %1315 = ptrtoint ptr %1314 to i64
  %1316 = sub i64 %1211, %1315
  %1317 = and i64 %1316, 7
  %1318 = icmp eq i64 %1317, 0
  br i1 %1318, label %1328, label %1319

1319:                                             ; preds = %1312, %1319
  %1320 = phi ptr [ %1325, %1319 ], [ %1313, %1312 ]
  %1321 = phi ptr [ %1323, %1319 ], [ %1314, %1312 ]
  %1322 = phi i64 [ %1326, %1319 ], [ 0, %1312 ]
  %1323 = getelementptr inbounds i8, ptr %1321, i64 1
  %1324 = load i8, ptr %1321, align 1, !tbaa !31
  %1325 = getelementptr inbounds i8, ptr %1320, i64 1
  store i8 %1324, ptr %1320, align 1, !tbaa !31
  %1326 = add i64 %1322, 1
  %1327 = icmp eq i64 %1326, %1317
  br i1 %1327, label %1328, label %1319, !llvm.loop !108

1328:                                             ; preds = %1319, %1312
  %1329 = phi ptr [ %1313, %1312 ], [ %1325, %1319 ]
  %1330 = phi ptr [ %1314, %1312 ], [ %1323, %1319 ]
  %1331 = sub i64 %1315, %1211
  %1332 = icmp ugt i64 %1331, -8
  br i1 %1332, label %1361, label %1333

1333:                                             ; preds = %1328, %1333
  %1334 = phi ptr [ %1359, %1333 ], [ %1329, %1328 ]
  %1335 = phi ptr [ %1357, %1333 ], [ %1330, %1328 ]
  %1336 = getelementptr inbounds i8, ptr %1335, i64 1
  %1337 = load i8, ptr %1335, align 1, !tbaa !31
  %1338 = getelementptr inbounds i8, ptr %1334, i64 1
  store i8 %1337, ptr %1334, align 1, !tbaa !31
  %1339 = getelementptr inbounds i8, ptr %1335, i64 2
  %1340 = load i8, ptr %1336, align 1, !tbaa !31
  %1341 = getelementptr inbounds i8, ptr %1334, i64 2
  store i8 %1340, ptr %1338, align 1, !tbaa !31
  %1342 = getelementptr inbounds i8, ptr %1335, i64 3
  %1343 = load i8, ptr %1339, align 1, !tbaa !31
  %1344 = getelementptr inbounds i8, ptr %1334, i64 3
  store i8 %1343, ptr %1341, align 1, !tbaa !31
  %1345 = getelementptr inbounds i8, ptr %1335, i64 4
  %1346 = load i8, ptr %1342, align 1, !tbaa !31
  %1347 = getelementptr inbounds i8, ptr %1334, i64 4
  store i8 %1346, ptr %1344, align 1, !tbaa !31
  %1348 = getelementptr inbounds i8, ptr %1335, i64 5
  %1349 = load i8, ptr %1345, align 1, !tbaa !31
  %1350 = getelementptr inbounds i8, ptr %1334, i64 5
  store i8 %1349, ptr %1347, align 1, !tbaa !31
  %1351 = getelementptr inbounds i8, ptr %1335, i64 6
  %1352 = load i8, ptr %1348, align 1, !tbaa !31
  %1353 = getelementptr inbounds i8, ptr %1334, i64 6
  store i8 %1352, ptr %1350, align 1, !tbaa !31
  %1354 = getelementptr inbounds i8, ptr %1335, i64 7
  %1355 = load i8, ptr %1351, align 1, !tbaa !31
  %1356 = getelementptr inbounds i8, ptr %1334, i64 7
  store i8 %1355, ptr %1353, align 1, !tbaa !31
  %1357 = getelementptr inbounds i8, ptr %1335, i64 8
  %1358 = load i8, ptr %1354, align 1, !tbaa !31
  %1359 = getelementptr inbounds i8, ptr %1334, i64 8
  store i8 %1358, ptr %1356, align 1, !tbaa !31
  %1360 = icmp eq ptr %1357, %1272
  br i1 %1360, label %1361, label %1333, !llvm.loop !109

1361:                                             ; preds = %1235, %1328, %1333, %1291, %1310, %1264, %1227
  %1362 = load ptr, ptr %934, align 8, !tbaa !36
  %1363 = getelementptr inbounds i8, ptr %1362, i64 %1215
  store ptr %1363, ptr %934, align 8, !tbaa !36
  %1364 = icmp ugt i64 %1215, 65535
  %1365 = load ptr, ptr %937, align 8, !tbaa !38
  br i1 %1364, label %1366, label %1373, !prof !47

1366:                                             ; preds = %1361
  store i32 1, ptr %936, align 8, !tbaa !48
  %1367 = load ptr, ptr %1, align 8, !tbaa !49
  %1368 = ptrtoint ptr %1365 to i64
  %1369 = ptrtoint ptr %1367 to i64
  %1370 = sub i64 %1368, %1369
  %1371 = lshr exact i64 %1370, 3
  %1372 = trunc i64 %1371 to i32
  store i32 %1372, ptr %938, align 4, !tbaa !50
  br label %1373

1373:                                             ; preds = %1366, %1361, %1224
  %1374 = phi ptr [ %1226, %1224 ], [ %1365, %1366 ], [ %1365, %1361 ]
  %1375 = trunc i64 %1215 to i16
  %1376 = getelementptr inbounds i8, ptr %1374, i64 4
  store i16 %1375, ptr %1376, align 4, !tbaa !51
  store i32 %1216, ptr %1374, align 4, !tbaa !53
  %1377 = add i64 %1212, -3
  %1378 = icmp ugt i64 %1377, 65535
  br i1 %1378, label %1663, label %1676, !prof !54

1379:                                             ; preds = %1175, %1172, %1171
  %1380 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %970, i32 %19, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %977) #7, !srcloc !29
  %1381 = load i32, ptr %967, align 1, !tbaa !19
  %1382 = load i32, ptr %1380, align 1, !tbaa !19
  %1383 = icmp eq i32 %1381, %1382
  br i1 %1383, label %1384, label %1649

1384:                                             ; preds = %1379
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %1385 = icmp ult i32 %970, %19
  br i1 %1385, label %1649, label %1386

1386:                                             ; preds = %1384
  %1387 = ptrtoint ptr %977 to i64
  %1388 = sub i64 %973, %1387
  %1389 = trunc i64 %1388 to i32
  %1390 = getelementptr inbounds i8, ptr %967, i64 4
  %1391 = getelementptr inbounds i8, ptr %977, i64 4
  %1392 = icmp ugt ptr %939, %1390
  br i1 %1392, label %1393, label %1419

1393:                                             ; preds = %1386
  %1394 = load i64, ptr %1391, align 1, !tbaa !20
  %1395 = load i64, ptr %1390, align 1, !tbaa !20
  %1396 = icmp eq i64 %1394, %1395
  br i1 %1396, label %1401, label %1397

1397:                                             ; preds = %1393
  %1398 = xor i64 %1395, %1394
  %1399 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1398, i1 true)
  %1400 = lshr i64 %1399, 3
  br label %1456

1401:                                             ; preds = %1393, %1407
  %1402 = phi ptr [ %1405, %1407 ], [ %1391, %1393 ]
  %1403 = phi ptr [ %1404, %1407 ], [ %1390, %1393 ]
  %1404 = getelementptr inbounds i8, ptr %1403, i64 8
  %1405 = getelementptr inbounds i8, ptr %1402, i64 8
  %1406 = icmp ult ptr %1404, %939
  br i1 %1406, label %1407, label %1419

1407:                                             ; preds = %1401
  %1408 = load i64, ptr %1405, align 1, !tbaa !20
  %1409 = load i64, ptr %1404, align 1, !tbaa !20
  %1410 = icmp eq i64 %1408, %1409
  br i1 %1410, label %1401, label %1411

1411:                                             ; preds = %1407
  %1412 = xor i64 %1409, %1408
  %1413 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %1412, i1 true)
  %1414 = lshr i64 %1413, 3
  %1415 = getelementptr inbounds i8, ptr %1404, i64 %1414
  %1416 = ptrtoint ptr %1415 to i64
  %1417 = ptrtoint ptr %1390 to i64
  %1418 = sub i64 %1416, %1417
  br label %1456

1419:                                             ; preds = %1401, %1386
  %1420 = phi ptr [ %1391, %1386 ], [ %1405, %1401 ]
  %1421 = phi ptr [ %1390, %1386 ], [ %1404, %1401 ]
  %1422 = icmp ult ptr %1421, %940
  br i1 %1422, label %1423, label %1430

1423:                                             ; preds = %1419
  %1424 = load i32, ptr %1420, align 1, !tbaa !19
  %1425 = load i32, ptr %1421, align 1, !tbaa !19
  %1426 = icmp eq i32 %1424, %1425
  br i1 %1426, label %1427, label %1430

1427:                                             ; preds = %1423
  %1428 = getelementptr inbounds i8, ptr %1421, i64 4
  %1429 = getelementptr inbounds i8, ptr %1420, i64 4
  br label %1430

1430:                                             ; preds = %1427, %1423, %1419
  %1431 = phi ptr [ %1429, %1427 ], [ %1420, %1423 ], [ %1420, %1419 ]
  %1432 = phi ptr [ %1428, %1427 ], [ %1421, %1423 ], [ %1421, %1419 ]
  %1433 = icmp ult ptr %1432, %941
  br i1 %1433, label %1434, label %1441

1434:                                             ; preds = %1430
  %1435 = load i16, ptr %1431, align 1, !tbaa !34
  %1436 = load i16, ptr %1432, align 1, !tbaa !34
  %1437 = icmp eq i16 %1435, %1436
  br i1 %1437, label %1438, label %1441

1438:                                             ; preds = %1434
  %1439 = getelementptr inbounds i8, ptr %1432, i64 2
  %1440 = getelementptr inbounds i8, ptr %1431, i64 2
  br label %1441

1441:                                             ; preds = %1438, %1434, %1430
  %1442 = phi ptr [ %1440, %1438 ], [ %1431, %1434 ], [ %1431, %1430 ]
  %1443 = phi ptr [ %1439, %1438 ], [ %1432, %1434 ], [ %1432, %1430 ]
  %1444 = icmp ult ptr %1443, %22
  br i1 %1444, label %1445, label %1451

1445:                                             ; preds = %1441
  %1446 = load i8, ptr %1442, align 1, !tbaa !31
  %1447 = load i8, ptr %1443, align 1, !tbaa !31
  %1448 = icmp eq i8 %1446, %1447
  %1449 = zext i1 %1448 to i64
  %1450 = getelementptr inbounds i8, ptr %1443, i64 %1449
  br label %1451

1451:                                             ; preds = %1445, %1441
  %1452 = phi ptr [ %1443, %1441 ], [ %1450, %1445 ]
  %1453 = ptrtoint ptr %1452 to i64
  %1454 = ptrtoint ptr %1390 to i64
  %1455 = sub i64 %1453, %1454
  br label %1456

1456:                                             ; preds = %1451, %1411, %1397
  %1457 = phi i64 [ %1455, %1451 ], [ %1400, %1397 ], [ %1418, %1411 ]
  %1458 = add i64 %1457, 4
  %1459 = icmp ugt ptr %967, %948
  %1460 = icmp ugt i32 %970, %19
  %1461 = and i1 %1459, %1460
  br i1 %1461, label %1462, label %1480

1462:                                             ; preds = %1456, %1471
  %1463 = phi ptr [ %1466, %1471 ], [ %967, %1456 ]
  %1464 = phi i64 [ %1472, %1471 ], [ %1458, %1456 ]
  %1465 = phi ptr [ %1468, %1471 ], [ %977, %1456 ]
  %1466 = getelementptr inbounds i8, ptr %1463, i64 -1
  %1467 = load i8, ptr %1466, align 1, !tbaa !31
  %1468 = getelementptr inbounds i8, ptr %1465, i64 -1
  %1469 = load i8, ptr %1468, align 1, !tbaa !31
  %1470 = icmp eq i8 %1467, %1469
  br i1 %1470, label %1471, label %1476

1471:                                             ; preds = %1462
  %1472 = add i64 %1464, 1
  %1473 = icmp ugt ptr %1466, %948
  %1474 = icmp ugt ptr %1468, %21
  %1475 = and i1 %1473, %1474
  br i1 %1475, label %1462, label %1476, !llvm.loop !97

1476:                                             ; preds = %1471, %1462
  %1477 = phi i64 [ %1472, %1471 ], [ %1464, %1462 ]
  %1478 = phi ptr [ %1466, %1471 ], [ %1463, %1462 ]
  %1479 = ptrtoint ptr %1478 to i64
  br label %1480

1480:                                             ; preds = %1476, %1456
  %1481 = phi i64 [ %1479, %1476 ], [ %973, %1456 ]
  %1482 = phi i64 [ %1477, %1476 ], [ %1458, %1456 ]
  %1483 = phi ptr [ %1478, %1476 ], [ %967, %1456 ]
  %1484 = ptrtoint ptr %948 to i64
  %1485 = sub i64 %1481, %1484
  %1486 = add i32 %1389, 3
  %1487 = getelementptr inbounds i8, ptr %948, i64 %1485
  %1488 = icmp ugt ptr %1487, %933
  %1489 = load ptr, ptr %934, align 8, !tbaa !36
  br i1 %1488, label %1515, label %1490

1490:                                             ; preds = %1480
  %1491 = load <2 x i64>, ptr %948, align 1, !tbaa !31
  store <2 x i64> %1491, ptr %1489, align 1, !tbaa !31
  %1492 = icmp ugt i64 %1485, 16
  %1493 = load ptr, ptr %934, align 8, !tbaa !36
  br i1 %1492, label %1497, label %1494

1494:                                             ; preds = %1490
  %1495 = getelementptr inbounds i8, ptr %1493, i64 %1485
  store ptr %1495, ptr %934, align 8, !tbaa !36
  %1496 = load ptr, ptr %937, align 8, !tbaa !38
  br label %1643

1497:                                             ; preds = %1490
  %1498 = getelementptr inbounds i8, ptr %1493, i64 16
  %1499 = getelementptr inbounds i8, ptr %948, i64 16
  %1500 = getelementptr i8, ptr %1493, i64 %1485
  %1501 = load <2 x i64>, ptr %1499, align 1, !tbaa !31
  store <2 x i64> %1501, ptr %1498, align 1, !tbaa !31
  %1502 = icmp slt i64 %1485, 33
  br i1 %1502, label %1631, label %1503

1503:                                             ; preds = %1497
  %1504 = getelementptr inbounds i8, ptr %1493, i64 32
  br label %1505

1505:                                             ; preds = %1505, %1503
  %1506 = phi ptr [ %1504, %1503 ], [ %1513, %1505 ]
  %1507 = phi ptr [ %1499, %1503 ], [ %1511, %1505 ]
  %1508 = getelementptr inbounds i8, ptr %1507, i64 16
  %1509 = load <2 x i64>, ptr %1508, align 1, !tbaa !31
  store <2 x i64> %1509, ptr %1506, align 1, !tbaa !31
  %1510 = getelementptr inbounds i8, ptr %1506, i64 16
  %1511 = getelementptr inbounds i8, ptr %1507, i64 32
  %1512 = load <2 x i64>, ptr %1511, align 1, !tbaa !31
  store <2 x i64> %1512, ptr %1510, align 1, !tbaa !31
  %1513 = getelementptr inbounds i8, ptr %1506, i64 32
  %1514 = icmp ult ptr %1513, %1500
  br i1 %1514, label %1505, label %1631, !llvm.loop !39

1515:                                             ; preds = %1480
  %1516 = icmp ugt ptr %948, %933
  br i1 %1516, label %1534, label %1517

1517:                                             ; preds = %1515
  %1518 = sub i64 %935, %1484
  %1519 = getelementptr inbounds i8, ptr %1489, i64 %1518
  %1520 = load <2 x i64>, ptr %948, align 1, !tbaa !31
  store <2 x i64> %1520, ptr %1489, align 1, !tbaa !31
  %1521 = icmp slt i64 %1518, 17
  br i1 %1521, label %1534, label %1522

1522:                                             ; preds = %1517
  %1523 = getelementptr inbounds i8, ptr %1489, i64 16
  br label %1524

1524:                                             ; preds = %1524, %1522
  %1525 = phi ptr [ %1523, %1522 ], [ %1532, %1524 ]
  %1526 = phi ptr [ %948, %1522 ], [ %1530, %1524 ]
  %1527 = getelementptr inbounds i8, ptr %1526, i64 16
  %1528 = load <2 x i64>, ptr %1527, align 1, !tbaa !31
  store <2 x i64> %1528, ptr %1525, align 1, !tbaa !31
  %1529 = getelementptr inbounds i8, ptr %1525, i64 16
  %1530 = getelementptr inbounds i8, ptr %1526, i64 32
  %1531 = load <2 x i64>, ptr %1530, align 1, !tbaa !31
  store <2 x i64> %1531, ptr %1529, align 1, !tbaa !31
  %1532 = getelementptr inbounds i8, ptr %1525, i64 32
  %1533 = icmp ult ptr %1532, %1519
  br i1 %1533, label %1524, label %1534, !llvm.loop !39

1534:                                             ; preds = %1524, %1517, %1515
  %1535 = phi ptr [ %933, %1517 ], [ %948, %1515 ], [ %933, %1524 ]
  %1536 = phi ptr [ %1519, %1517 ], [ %1489, %1515 ], [ %1519, %1524 ]
  %1537 = icmp ult ptr %1535, %1487
  br i1 %1537, label %1538, label %1631

1538:                                             ; preds = %1534
  %1539 = ptrtoint ptr %1536 to i64
  %1540 = ptrtoint ptr %1535 to i64
  %1541 = sub i64 %1481, %1540
  %1542 = getelementptr i8, ptr %1535, i64 %1541
  %1543 = icmp ult i64 %1541, 8
  %1544 = sub i64 %1539, %1540
  %1545 = icmp ult i64 %1544, 32
  %1546 = select i1 %1543, i1 true, i1 %1545
  br i1 %1546, label %1582, label %1547

1547:                                             ; preds = %1538
  %1548 = icmp ult i64 %1541, 32
  br i1 %1548, label %1568, label %1549

1549:                                             ; preds = %1547
  %1550 = and i64 %1541, -32
  br label %1551

1551:                                             ; preds = %1551, %1549
  %1552 = phi i64 [ 0, %1549 ], [ %1559, %1551 ]
  %1553 = getelementptr i8, ptr %1536, i64 %1552
  %1554 = getelementptr i8, ptr %1535, i64 %1552
  %1555 = getelementptr i8, ptr %1554, i64 16
  %1556 = load <16 x i8>, ptr %1554, align 1, !tbaa !31
  %1557 = load <16 x i8>, ptr %1555, align 1, !tbaa !31
  %1558 = getelementptr i8, ptr %1553, i64 16
  store <16 x i8> %1556, ptr %1553, align 1, !tbaa !31
  store <16 x i8> %1557, ptr %1558, align 1, !tbaa !31
  %1559 = add nuw i64 %1552, 32
  %1560 = icmp eq i64 %1559, %1550
  br i1 %1560, label %1561, label %1551, !llvm.loop !110

1561:                                             ; preds = %1551
  %1562 = icmp eq i64 %1541, %1550
  br i1 %1562, label %1631, label %1563

1563:                                             ; preds = %1561
  %1564 = getelementptr i8, ptr %1535, i64 %1550
  %1565 = getelementptr i8, ptr %1536, i64 %1550
  %1566 = and i64 %1541, 24
  %1567 = icmp eq i64 %1566, 0
  br i1 %1567, label %1582, label %1568

1568:                                             ; preds = %1547, %1563
  %1569 = phi i64 [ %1550, %1563 ], [ 0, %1547 ]
  %1570 = and i64 %1541, -8
  %1571 = getelementptr i8, ptr %1536, i64 %1570
  %1572 = getelementptr i8, ptr %1535, i64 %1570
  br label %1573

1573:                                             ; preds = %1573, %1568
  %1574 = phi i64 [ %1569, %1568 ], [ %1578, %1573 ]
  %1575 = getelementptr i8, ptr %1536, i64 %1574
  %1576 = getelementptr i8, ptr %1535, i64 %1574
  %1577 = load <8 x i8>, ptr %1576, align 1, !tbaa !31
  store <8 x i8> %1577, ptr %1575, align 1, !tbaa !31
  %1578 = add nuw i64 %1574, 8
  %1579 = icmp eq i64 %1578, %1570
  br i1 %1579, label %1580, label %1573, !llvm.loop !111

1580:                                             ; preds = %1573
  %1581 = icmp eq i64 %1541, %1570
  br i1 %1581, label %1631, label %1582

1582:                                             ; preds = %1580, %1538, %1563
  %1583 = phi ptr [ %1536, %1538 ], [ %1565, %1563 ], [ %1571, %1580 ]
  %1584 = phi ptr [ %1535, %1538 ], [ %1564, %1563 ], [ %1572, %1580 ]
  %1585 = ptrtoint ptr %1584 to i64
  %1586 = sub i64 %1481, %1585
  %1587 = and i64 %1586, 7
  %1588 = icmp eq i64 %1587, 0
  br i1 %1588, label %1598, label %1589

1589:                                             ; preds = %1582, %1589
  %1590 = phi ptr [ %1595, %1589 ], [ %1583, %1582 ]
  %1591 = phi ptr [ %1593, %1589 ], [ %1584, %1582 ]
  %1592 = phi i64 [ %1596, %1589 ], [ 0, %1582 ]
  %1593 = getelementptr inbounds i8, ptr %1591, i64 1
  %1594 = load i8, ptr %1591, align 1, !tbaa !31
  %1595 = getelementptr inbounds i8, ptr %1590, i64 1
  store i8 %1594, ptr %1590, align 1, !tbaa !31
  %1596 = add i64 %1592, 1
  %1597 = icmp eq i64 %1596, %1587
  br i1 %1597, label %1598, label %1589, !llvm.loop !112

1598:                                             ; preds = %1589, %1582
  %1599 = phi ptr [ %1583, %1582 ], [ %1595, %1589 ]
  %1600 = phi ptr [ %1584, %1582 ], [ %1593, %1589 ]
  %1601 = sub i64 %1585, %1481
  %1602 = icmp ugt i64 %1601, -8
  br i1 %1602, label %1631, label %1603

1603:                                             ; preds = %1598, %1603
  %1604 = phi ptr [ %1629, %1603 ], [ %1599, %1598 ]
  %1605 = phi ptr [ %1627, %1603 ], [ %1600, %1598 ]
  %1606 = getelementptr inbounds i8, ptr %1605, i64 1
  %1607 = load i8, ptr %1605, align 1, !tbaa !31
  %1608 = getelementptr inbounds i8, ptr %1604, i64 1
  store i8 %1607, ptr %1604, align 1, !tbaa !31
  %1609 = getelementptr inbounds i8, ptr %1605, i64 2
  %1610 = load i8, ptr %1606, align 1, !tbaa !31
  %1611 = getelementptr inbounds i8, ptr %1604, i64 2
  store i8 %1610, ptr %1608, align 1, !tbaa !31
  %1612 = getelementptr inbounds i8, ptr %1605, i64 3
  %1613 = load i8, ptr %1609, align 1, !tbaa !31
  %1614 = getelementptr inbounds i8, ptr %1604, i64 3
  store i8 %1613, ptr %1611, align 1, !tbaa !31
  %1615 = getelementptr inbounds i8, ptr %1605, i64 4
  %1616 = load i8, ptr %1612, align 1, !tbaa !31
  %1617 = getelementptr inbounds i8, ptr %1604, i64 4
  store i8 %1616, ptr %1614, align 1, !tbaa !31
  %1618 = getelementptr inbounds i8, ptr %1605, i64 5
  %1619 = load i8, ptr %1615, align 1, !tbaa !31
  %1620 = getelementptr inbounds i8, ptr %1604, i64 5
  store i8 %1619, ptr %1617, align 1, !tbaa !31
  %1621 = getelementptr inbounds i8, ptr %1605, i64 6
  %1622 = load i8, ptr %1618, align 1, !tbaa !31
  %1623 = getelementptr inbounds i8, ptr %1604, i64 6
  store i8 %1622, ptr %1620, align 1, !tbaa !31
  %1624 = getelementptr inbounds i8, ptr %1605, i64 7
  %1625 = load i8, ptr %1621, align 1, !tbaa !31
  %1626 = getelementptr inbounds i8, ptr %1604, i64 7
  store i8 %1625, ptr %1623, align 1, !tbaa !31
  %1627 = getelementptr inbounds i8, ptr %1605, i64 8
  %1628 = load i8, ptr %1624, align 1, !tbaa !31
  %1629 = getelementptr inbounds i8, ptr %1604, i64 8
  store i8 %1628, ptr %1626, align 1, !tbaa !31
  %1630 = icmp eq ptr %1627, %1542
  br i1 %1630, label %1631, label %1603, !llvm.loop !113

1631:                                             ; preds = %1505, %1598, %1603, %1561, %1580, %1534, %1497
  %1632 = load ptr, ptr %934, align 8, !tbaa !36
  %1633 = getelementptr inbounds i8, ptr %1632, i64 %1485
  store ptr %1633, ptr %934, align 8, !tbaa !36
  %1634 = icmp ugt i64 %1485, 65535
  %1635 = load ptr, ptr %937, align 8, !tbaa !38
  br i1 %1634, label %1636, label %1643, !prof !47

1636:                                             ; preds = %1631
  store i32 1, ptr %936, align 8, !tbaa !48
  %1637 = load ptr, ptr %1, align 8, !tbaa !49
  %1638 = ptrtoint ptr %1635 to i64
  %1639 = ptrtoint ptr %1637 to i64
  %1640 = sub i64 %1638, %1639
  %1641 = lshr exact i64 %1640, 3
  %1642 = trunc i64 %1641 to i32
  store i32 %1642, ptr %938, align 4, !tbaa !50
  br label %1643

1643:                                             ; preds = %1636, %1631, %1494
  %1644 = phi ptr [ %1496, %1494 ], [ %1635, %1636 ], [ %1635, %1631 ]
  %1645 = trunc i64 %1485 to i16
  %1646 = getelementptr inbounds i8, ptr %1644, i64 4
  store i16 %1645, ptr %1646, align 4, !tbaa !51
  store i32 %1486, ptr %1644, align 4, !tbaa !53
  %1647 = add i64 %1482, -3
  %1648 = icmp ugt i64 %1647, 65535
  br i1 %1648, label %1663, label %1676, !prof !54

1649:                                             ; preds = %1384, %1379
  %1650 = icmp uge ptr %966, %961
  %1651 = zext i1 %1650 to i64
  %1652 = add i64 %962, %1651
  %1653 = getelementptr inbounds i8, ptr %966, i64 %1652
  %1654 = icmp ugt ptr %1653, %23
  br i1 %1654, label %3466, label %1655

1655:                                             ; preds = %1649
  %1656 = select i1 %1650, i64 256, i64 0
  %1657 = getelementptr inbounds i8, ptr %961, i64 %1656
  %1658 = lshr i64 %982, 8
  %1659 = getelementptr inbounds i32, ptr %30, i64 %1658
  %1660 = load i32, ptr %1659, align 4, !tbaa !19
  %1661 = zext i32 %1660 to i64
  %1662 = xor i64 %982, %1661
  br label %960

1663:                                             ; preds = %1643, %1373, %1165
  %1664 = phi ptr [ %1166, %1165 ], [ %1374, %1373 ], [ %1644, %1643 ]
  %1665 = phi i64 [ %1169, %1165 ], [ %1377, %1373 ], [ %1647, %1643 ]
  %1666 = phi i64 [ %1004, %1165 ], [ %1212, %1373 ], [ %1482, %1643 ]
  %1667 = phi i32 [ %950, %1165 ], [ %949, %1373 ], [ %949, %1643 ]
  %1668 = phi i32 [ %949, %1165 ], [ %1186, %1373 ], [ %1389, %1643 ]
  %1669 = phi ptr [ %999, %1165 ], [ %1213, %1373 ], [ %1483, %1643 ]
  store i32 2, ptr %936, align 8, !tbaa !48
  %1670 = load ptr, ptr %1, align 8, !tbaa !49
  %1671 = ptrtoint ptr %1664 to i64
  %1672 = ptrtoint ptr %1670 to i64
  %1673 = sub i64 %1671, %1672
  %1674 = lshr exact i64 %1673, 3
  %1675 = trunc i64 %1674 to i32
  store i32 %1675, ptr %938, align 4, !tbaa !50
  br label %1676

1676:                                             ; preds = %1663, %1643, %1373, %1165
  %1677 = phi i64 [ %1169, %1165 ], [ %1377, %1373 ], [ %1647, %1643 ], [ %1665, %1663 ]
  %1678 = phi ptr [ %1166, %1165 ], [ %1374, %1373 ], [ %1644, %1643 ], [ %1664, %1663 ]
  %1679 = phi i64 [ %1004, %1165 ], [ %1212, %1373 ], [ %1482, %1643 ], [ %1666, %1663 ]
  %1680 = phi i32 [ %950, %1165 ], [ %949, %1373 ], [ %949, %1643 ], [ %1667, %1663 ]
  %1681 = phi i32 [ %949, %1165 ], [ %1186, %1373 ], [ %1389, %1643 ], [ %1668, %1663 ]
  %1682 = phi ptr [ %999, %1165 ], [ %1213, %1373 ], [ %1483, %1643 ], [ %1669, %1663 ]
  %1683 = trunc i64 %1677 to i16
  %1684 = getelementptr inbounds i8, ptr %1678, i64 6
  store i16 %1683, ptr %1684, align 2, !tbaa !55
  %1685 = getelementptr inbounds i8, ptr %1678, i64 8
  store ptr %1685, ptr %937, align 8, !tbaa !38
  %1686 = getelementptr inbounds i8, ptr %1682, i64 %1679
  %1687 = icmp ugt ptr %1686, %23
  br i1 %1687, label %1756, label %1688

1688:                                             ; preds = %1676
  %1689 = add i32 %975, 2
  %1690 = and i64 %974, 4294967295
  %1691 = getelementptr inbounds i8, ptr %921, i64 %1690
  %1692 = load i64, ptr %1691, align 1, !tbaa !20
  %1693 = mul i64 %1692, -3523014627271114752
  %1694 = lshr i64 %1693, %930
  %1695 = getelementptr inbounds i32, ptr %9, i64 %1694
  store i32 %1689, ptr %1695, align 4, !tbaa !19
  %1696 = getelementptr inbounds i8, ptr %1686, i64 -2
  %1697 = ptrtoint ptr %1696 to i64
  %1698 = sub i64 %1697, %52
  %1699 = trunc i64 %1698 to i32
  %1700 = load i64, ptr %1696, align 1, !tbaa !20
  %1701 = mul i64 %1700, -3523014627271114752
  %1702 = lshr i64 %1701, %930
  %1703 = getelementptr inbounds i32, ptr %9, i64 %1702
  store i32 %1699, ptr %1703, align 4, !tbaa !19
  br label %1704

1704:                                             ; preds = %1746, %1688
  %1705 = phi ptr [ %1685, %1688 ], [ %1749, %1746 ]
  %1706 = phi ptr [ %1686, %1688 ], [ %1754, %1746 ]
  %1707 = phi i32 [ %1681, %1688 ], [ %1708, %1746 ]
  %1708 = phi i32 [ %1680, %1688 ], [ %1707, %1746 ]
  %1709 = ptrtoint ptr %1706 to i64
  %1710 = sub i64 %1709, %52
  %1711 = trunc i64 %1710 to i32
  %1712 = sub i32 %1711, %1708
  %1713 = icmp ult i32 %1712, %19
  %1714 = zext i32 %1712 to i64
  %1715 = select i1 %1713, ptr %944, ptr %16
  %1716 = getelementptr inbounds i8, ptr %1715, i64 %1714
  %1717 = sub i32 %1712, %19
  %1718 = icmp ugt i32 %1717, -4
  br i1 %1718, label %1756, label %1719

1719:                                             ; preds = %1704
  %1720 = load i32, ptr %1716, align 1, !tbaa !19
  %1721 = load i32, ptr %1706, align 1, !tbaa !19
  %1722 = icmp eq i32 %1720, %1721
  br i1 %1722, label %1723, label %1756

1723:                                             ; preds = %1719
  %1724 = select i1 %1713, ptr %37, ptr %22
  %1725 = getelementptr inbounds i8, ptr %1706, i64 4
  %1726 = getelementptr inbounds i8, ptr %1716, i64 4
  %1727 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1725, ptr noundef nonnull %1726, ptr noundef %22, ptr noundef %1724, ptr noundef %21)
  %1728 = add i64 %1727, 4
  %1729 = icmp ugt ptr %1706, %933
  br i1 %1729, label %1734, label %1730

1730:                                             ; preds = %1723
  %1731 = load ptr, ptr %934, align 8, !tbaa !36
  %1732 = load <2 x i64>, ptr %1706, align 1, !tbaa !31
  store <2 x i64> %1732, ptr %1731, align 1, !tbaa !31
  %1733 = load ptr, ptr %937, align 8, !tbaa !38
  br label %1734

1734:                                             ; preds = %1730, %1723
  %1735 = phi ptr [ %1705, %1723 ], [ %1733, %1730 ]
  %1736 = getelementptr inbounds i8, ptr %1735, i64 4
  store i16 0, ptr %1736, align 4, !tbaa !51
  store i32 1, ptr %1735, align 4, !tbaa !53
  %1737 = add i64 %1727, 1
  %1738 = icmp ugt i64 %1737, 65535
  br i1 %1738, label %1739, label %1746, !prof !54

1739:                                             ; preds = %1734
  store i32 2, ptr %936, align 8, !tbaa !48
  %1740 = load ptr, ptr %1, align 8, !tbaa !49
  %1741 = ptrtoint ptr %1735 to i64
  %1742 = ptrtoint ptr %1740 to i64
  %1743 = sub i64 %1741, %1742
  %1744 = lshr exact i64 %1743, 3
  %1745 = trunc i64 %1744 to i32
  store i32 %1745, ptr %938, align 4, !tbaa !50
  br label %1746

1746:                                             ; preds = %1739, %1734
  %1747 = trunc i64 %1737 to i16
  %1748 = getelementptr inbounds i8, ptr %1735, i64 6
  store i16 %1747, ptr %1748, align 2, !tbaa !55
  %1749 = getelementptr inbounds i8, ptr %1735, i64 8
  store ptr %1749, ptr %937, align 8, !tbaa !38
  %1750 = load i64, ptr %1706, align 1, !tbaa !20
  %1751 = mul i64 %1750, -3523014627271114752
  %1752 = lshr i64 %1751, %930
  %1753 = getelementptr inbounds i32, ptr %9, i64 %1752
  store i32 %1711, ptr %1753, align 4, !tbaa !19
  %1754 = getelementptr inbounds i8, ptr %1706, i64 %1728
  %1755 = icmp ugt ptr %1754, %23
  br i1 %1755, label %1756, label %1704

1756:                                             ; preds = %1746, %1719, %1704, %1676
  %1757 = phi i32 [ %1680, %1676 ], [ %1708, %1704 ], [ %1708, %1719 ], [ %1707, %1746 ]
  %1758 = phi i32 [ %1681, %1676 ], [ %1707, %1704 ], [ %1707, %1719 ], [ %1708, %1746 ]
  %1759 = phi ptr [ %1686, %1676 ], [ %1706, %1704 ], [ %1706, %1719 ], [ %1754, %1746 ]
  %1760 = getelementptr inbounds i8, ptr %1759, i64 %17
  %1761 = icmp ugt ptr %1760, %23
  br i1 %1761, label %3466, label %945

1762:                                             ; preds = %5
  br i1 %55, label %1772, label %1763

1763:                                             ; preds = %1762
  %1764 = zext nneg i32 %51 to i64
  %1765 = shl i64 4, %1764
  %1766 = icmp ugt i32 %51, 61
  br i1 %1766, label %1772, label %1767

1767:                                             ; preds = %1763, %1767
  %1768 = phi i64 [ %1770, %1767 ], [ 0, %1763 ]
  %1769 = getelementptr inbounds i8, ptr %30, i64 %1768
  tail call void @llvm.prefetch.p0(ptr %1769, i32 0, i32 2, i32 1)
  %1770 = add i64 %1768, 64
  %1771 = icmp ult i64 %1770, %1765
  br i1 %1771, label %1767, label %1772, !llvm.loop !87

1772:                                             ; preds = %1767, %1763, %1762
  %1773 = getelementptr inbounds i8, ptr %16, i64 2
  %1774 = getelementptr inbounds i8, ptr %3, i64 %17
  %1775 = icmp ugt ptr %1774, %23
  br i1 %1775, label %3466, label %1776

1776:                                             ; preds = %1772
  %1777 = and i64 %49, 4294967295
  %1778 = icmp eq i64 %1777, 0
  %1779 = zext i1 %1778 to i64
  %1780 = getelementptr inbounds i8, ptr %3, i64 %1779
  %1781 = sub i32 64, %11
  %1782 = zext nneg i32 %1781 to i64
  %1783 = sub i32 56, %51
  %1784 = zext nneg i32 %1783 to i64
  %1785 = getelementptr inbounds i8, ptr %22, i64 -32
  %1786 = getelementptr inbounds i8, ptr %1, i64 24
  %1787 = ptrtoint ptr %1785 to i64
  %1788 = getelementptr inbounds i8, ptr %1, i64 72
  %1789 = getelementptr inbounds i8, ptr %1, i64 8
  %1790 = getelementptr inbounds i8, ptr %1, i64 76
  %1791 = getelementptr inbounds i8, ptr %22, i64 -7
  %1792 = getelementptr inbounds i8, ptr %22, i64 -3
  %1793 = getelementptr inbounds i8, ptr %22, i64 -1
  %1794 = zext i32 %42 to i64
  %1795 = sub nsw i64 0, %1794
  %1796 = getelementptr inbounds i8, ptr %34, i64 %1795
  br label %1797

1797:                                             ; preds = %2608, %1776
  %1798 = phi ptr [ %1774, %1776 ], [ %2612, %2608 ]
  %1799 = phi ptr [ %1780, %1776 ], [ %2611, %2608 ]
  %1800 = phi ptr [ %3, %1776 ], [ %2611, %2608 ]
  %1801 = phi i32 [ %24, %1776 ], [ %2610, %2608 ]
  %1802 = phi i32 [ %26, %1776 ], [ %2609, %2608 ]
  %1803 = load i64, ptr %1799, align 1, !tbaa !20
  %1804 = mul i64 %1803, -3523014627193847808
  %1805 = lshr i64 %1804, %1784
  %1806 = lshr i64 %1805, 8
  %1807 = getelementptr inbounds i32, ptr %30, i64 %1806
  %1808 = load i32, ptr %1807, align 4, !tbaa !19
  %1809 = zext i32 %1808 to i64
  %1810 = xor i64 %1805, %1809
  %1811 = getelementptr inbounds i8, ptr %1799, i64 256
  br label %1812

1812:                                             ; preds = %2507, %1797
  %1813 = phi ptr [ %1811, %1797 ], [ %2509, %2507 ]
  %1814 = phi i64 [ %17, %1797 ], [ %2504, %2507 ]
  %1815 = phi i64 [ %1810, %1797 ], [ %2514, %2507 ]
  %1816 = phi i32 [ %1808, %1797 ], [ %2512, %2507 ]
  %1817 = phi i64 [ %1804, %1797 ], [ %1833, %2507 ]
  %1818 = phi ptr [ %1798, %1797 ], [ %2505, %2507 ]
  %1819 = phi ptr [ %1799, %1797 ], [ %1818, %2507 ]
  %1820 = lshr i64 %1817, %1782
  %1821 = getelementptr inbounds i32, ptr %9, i64 %1820
  %1822 = load i32, ptr %1821, align 4, !tbaa !19
  %1823 = and i64 %1815, 255
  %1824 = icmp eq i64 %1823, 0
  %1825 = ptrtoint ptr %1819 to i64
  %1826 = sub i64 %1825, %52
  %1827 = trunc i64 %1826 to i32
  %1828 = zext i32 %1822 to i64
  %1829 = getelementptr inbounds i8, ptr %16, i64 %1828
  %1830 = sub i32 %1827, %1801
  %1831 = add i32 %1830, 1
  %1832 = load i64, ptr %1818, align 1, !tbaa !20
  %1833 = mul i64 %1832, -3523014627193847808
  %1834 = lshr i64 %1833, %1784
  store i32 %1827, ptr %1821, align 4, !tbaa !19
  %1835 = sub i32 %1831, %19
  %1836 = icmp ugt i32 %1835, -4
  br i1 %1836, label %2023, label %1837

1837:                                             ; preds = %1812
  %1838 = icmp ult i32 %1831, %19
  %1839 = sub i32 %1831, %42
  %1840 = zext i32 %1839 to i64
  %1841 = getelementptr inbounds i8, ptr %34, i64 %1840
  %1842 = zext i32 %1831 to i64
  %1843 = getelementptr inbounds i8, ptr %16, i64 %1842
  %1844 = select i1 %1838, ptr %1841, ptr %1843
  %1845 = load i32, ptr %1844, align 1, !tbaa !19
  %1846 = getelementptr inbounds i8, ptr %1819, i64 1
  %1847 = load i32, ptr %1846, align 1, !tbaa !19
  %1848 = icmp eq i32 %1845, %1847
  br i1 %1848, label %1849, label %2023

1849:                                             ; preds = %1837
  %1850 = ptrtoint ptr %1819 to i64
  %1851 = getelementptr inbounds i8, ptr %1819, i64 1
  %1852 = select i1 %1838, ptr %37, ptr %22
  %1853 = getelementptr inbounds i8, ptr %1819, i64 5
  %1854 = getelementptr inbounds i8, ptr %1844, i64 4
  %1855 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %1853, ptr noundef nonnull %1854, ptr noundef %22, ptr noundef %1852, ptr noundef %21)
  %1856 = add i64 %1855, 4
  %1857 = ptrtoint ptr %1851 to i64
  %1858 = ptrtoint ptr %1800 to i64
  %1859 = sub i64 %1857, %1858
  %1860 = getelementptr inbounds i8, ptr %1800, i64 %1859
  %1861 = icmp ugt ptr %1860, %1785
  %1862 = load ptr, ptr %1786, align 8, !tbaa !36
  br i1 %1861, label %1888, label %1863

1863:                                             ; preds = %1849
  %1864 = load <2 x i64>, ptr %1800, align 1, !tbaa !31
  store <2 x i64> %1864, ptr %1862, align 1, !tbaa !31
  %1865 = icmp ugt i64 %1859, 16
  %1866 = load ptr, ptr %1786, align 8, !tbaa !36
  br i1 %1865, label %1870, label %1867

1867:                                             ; preds = %1863
  %1868 = getelementptr inbounds i8, ptr %1866, i64 %1859
  store ptr %1868, ptr %1786, align 8, !tbaa !36
  %1869 = load ptr, ptr %1789, align 8, !tbaa !38
  br label %2017

1870:                                             ; preds = %1863
  %1871 = getelementptr inbounds i8, ptr %1866, i64 16
  %1872 = getelementptr inbounds i8, ptr %1800, i64 16
  %1873 = getelementptr i8, ptr %1866, i64 %1859
  %1874 = load <2 x i64>, ptr %1872, align 1, !tbaa !31
  store <2 x i64> %1874, ptr %1871, align 1, !tbaa !31
  %1875 = icmp slt i64 %1859, 33
  br i1 %1875, label %2005, label %1876

1876:                                             ; preds = %1870
  %1877 = getelementptr inbounds i8, ptr %1866, i64 32
  br label %1878

1878:                                             ; preds = %1878, %1876
  %1879 = phi ptr [ %1877, %1876 ], [ %1886, %1878 ]
  %1880 = phi ptr [ %1872, %1876 ], [ %1884, %1878 ]
  %1881 = getelementptr inbounds i8, ptr %1880, i64 16
  %1882 = load <2 x i64>, ptr %1881, align 1, !tbaa !31
  store <2 x i64> %1882, ptr %1879, align 1, !tbaa !31
  %1883 = getelementptr inbounds i8, ptr %1879, i64 16
  %1884 = getelementptr inbounds i8, ptr %1880, i64 32
  %1885 = load <2 x i64>, ptr %1884, align 1, !tbaa !31
  store <2 x i64> %1885, ptr %1883, align 1, !tbaa !31
  %1886 = getelementptr inbounds i8, ptr %1879, i64 32
  %1887 = icmp ult ptr %1886, %1873
  br i1 %1887, label %1878, label %2005, !llvm.loop !39

1888:                                             ; preds = %1849
  %1889 = icmp ugt ptr %1800, %1785
  br i1 %1889, label %1907, label %1890

1890:                                             ; preds = %1888
  %1891 = sub i64 %1787, %1858
  %1892 = getelementptr inbounds i8, ptr %1862, i64 %1891
  %1893 = load <2 x i64>, ptr %1800, align 1, !tbaa !31
  store <2 x i64> %1893, ptr %1862, align 1, !tbaa !31
  %1894 = icmp slt i64 %1891, 17
  br i1 %1894, label %1907, label %1895

1895:                                             ; preds = %1890
  %1896 = getelementptr inbounds i8, ptr %1862, i64 16
  br label %1897

1897:                                             ; preds = %1897, %1895
  %1898 = phi ptr [ %1896, %1895 ], [ %1905, %1897 ]
  %1899 = phi ptr [ %1800, %1895 ], [ %1903, %1897 ]
  %1900 = getelementptr inbounds i8, ptr %1899, i64 16
  %1901 = load <2 x i64>, ptr %1900, align 1, !tbaa !31
  store <2 x i64> %1901, ptr %1898, align 1, !tbaa !31
  %1902 = getelementptr inbounds i8, ptr %1898, i64 16
  %1903 = getelementptr inbounds i8, ptr %1899, i64 32
  %1904 = load <2 x i64>, ptr %1903, align 1, !tbaa !31
  store <2 x i64> %1904, ptr %1902, align 1, !tbaa !31
  %1905 = getelementptr inbounds i8, ptr %1898, i64 32
  %1906 = icmp ult ptr %1905, %1892
  br i1 %1906, label %1897, label %1907, !llvm.loop !39

1907:                                             ; preds = %1897, %1890, %1888
  %1908 = phi ptr [ %1785, %1890 ], [ %1800, %1888 ], [ %1785, %1897 ]
  %1909 = phi ptr [ %1892, %1890 ], [ %1862, %1888 ], [ %1892, %1897 ]
  %1910 = icmp ult ptr %1908, %1860
  br i1 %1910, label %1911, label %2005

1911:                                             ; preds = %1907
  %1912 = ptrtoint ptr %1909 to i64
  %1913 = ptrtoint ptr %1908 to i64
  %1914 = sub i64 %1857, %1913
  %1915 = getelementptr i8, ptr %1908, i64 %1914
  %1916 = icmp ult i64 %1914, 8
  %1917 = sub i64 %1912, %1913
  %1918 = icmp ult i64 %1917, 32
  %1919 = select i1 %1916, i1 true, i1 %1918
  br i1 %1919, label %1955, label %1920

1920:                                             ; preds = %1911
  %1921 = icmp ult i64 %1914, 32
  br i1 %1921, label %1941, label %1922

1922:                                             ; preds = %1920
  %1923 = and i64 %1914, -32
  br label %1924

1924:                                             ; preds = %1924, %1922
  %1925 = phi i64 [ 0, %1922 ], [ %1932, %1924 ]
  %1926 = getelementptr i8, ptr %1909, i64 %1925
  %1927 = getelementptr i8, ptr %1908, i64 %1925
  %1928 = getelementptr i8, ptr %1927, i64 16
  %1929 = load <16 x i8>, ptr %1927, align 1, !tbaa !31
  %1930 = load <16 x i8>, ptr %1928, align 1, !tbaa !31
  %1931 = getelementptr i8, ptr %1926, i64 16
  store <16 x i8> %1929, ptr %1926, align 1, !tbaa !31
  store <16 x i8> %1930, ptr %1931, align 1, !tbaa !31
  %1932 = add nuw i64 %1925, 32
  %1933 = icmp eq i64 %1932, %1923
  br i1 %1933, label %1934, label %1924, !llvm.loop !114

1934:                                             ; preds = %1924
  %1935 = icmp eq i64 %1914, %1923
  br i1 %1935, label %2005, label %1936

1936:                                             ; preds = %1934
  %1937 = getelementptr i8, ptr %1908, i64 %1923
  %1938 = getelementptr i8, ptr %1909, i64 %1923
  %1939 = and i64 %1914, 24
  %1940 = icmp eq i64 %1939, 0
  br i1 %1940, label %1955, label %1941

1941:                                             ; preds = %1920, %1936
  %1942 = phi i64 [ %1923, %1936 ], [ 0, %1920 ]
  %1943 = and i64 %1914, -8
  %1944 = getelementptr i8, ptr %1909, i64 %1943
  %1945 = getelementptr i8, ptr %1908, i64 %1943
  br label %1946

1946:                                             ; preds = %1946, %1941
  %1947 = phi i64 [ %1942, %1941 ], [ %1951, %1946 ]
  %1948 = getelementptr i8, ptr %1909, i64 %1947
  %1949 = getelementptr i8, ptr %1908, i64 %1947
  %1950 = load <8 x i8>, ptr %1949, align 1, !tbaa !31
  store <8 x i8> %1950, ptr %1948, align 1, !tbaa !31
  %1951 = add nuw i64 %1947, 8
  %1952 = icmp eq i64 %1951, %1943
  br i1 %1952, label %1953, label %1946, !llvm.loop !115

1953:                                             ; preds = %1946
  %1954 = icmp eq i64 %1914, %1943
  br i1 %1954, label %2005, label %1955

1955:                                             ; preds = %1953, %1911, %1936
  %1956 = phi ptr [ %1909, %1911 ], [ %1938, %1936 ], [ %1944, %1953 ]
  %1957 = phi ptr [ %1908, %1911 ], [ %1937, %1936 ], [ %1945, %1953 ]
  %1958 = ptrtoint ptr %1957 to i64
  %1959 = sub i64 %1850, %1958
  %1960 = add i64 %1959, 1
  %1961 = sub i64 %1850, %1958
  %1962 = and i64 %1960, 7
  %1963 = icmp eq i64 %1962, 0
  br i1 %1963, label %1973, label %1964

1964:                                             ; preds = %1955, %1964
  %1965 = phi ptr [ %1970, %1964 ], [ %1956, %1955 ]
  %1966 = phi ptr [ %1968, %1964 ], [ %1957, %1955 ]
  %1967 = phi i64 [ %1971, %1964 ], [ 0, %1955 ]
  %1968 = getelementptr inbounds i8, ptr %1966, i64 1
  %1969 = load i8, ptr %1966, align 1, !tbaa !31
  %1970 = getelementptr inbounds i8, ptr %1965, i64 1
  store i8 %1969, ptr %1965, align 1, !tbaa !31
  %1971 = add i64 %1967, 1
  %1972 = icmp eq i64 %1971, %1962
  br i1 %1972, label %1973, label %1964, !llvm.loop !116

1973:                                             ; preds = %1964, %1955
  %1974 = phi ptr [ %1956, %1955 ], [ %1970, %1964 ]
  %1975 = phi ptr [ %1957, %1955 ], [ %1968, %1964 ]
  %1976 = icmp ult i64 %1961, 7
  br i1 %1976, label %2005, label %1977

1977:                                             ; preds = %1973, %1977
  %1978 = phi ptr [ %2003, %1977 ], [ %1974, %1973 ]
  %1979 = phi ptr [ %2001, %1977 ], [ %1975, %1973 ]
  %1980 = getelementptr inbounds i8, ptr %1979, i64 1
  %1981 = load i8, ptr %1979, align 1, !tbaa !31
  %1982 = getelementptr inbounds i8, ptr %1978, i64 1
  store i8 %1981, ptr %1978, align 1, !tbaa !31
  %1983 = getelementptr inbounds i8, ptr %1979, i64 2
  %1984 = load i8, ptr %1980, align 1, !tbaa !31
  %1985 = getelementptr inbounds i8, ptr %1978, i64 2
  store i8 %1984, ptr %1982, align 1, !tbaa !31
  %1986 = getelementptr inbounds i8, ptr %1979, i64 3
  %1987 = load i8, ptr %1983, align 1, !tbaa !31
  %1988 = getelementptr inbounds i8, ptr %1978, i64 3
  store i8 %1987, ptr %1985, align 1, !tbaa !31
  %1989 = getelementptr inbounds i8, ptr %1979, i64 4
  %1990 = load i8, ptr %1986, align 1, !tbaa !31
  %1991 = getelementptr inbounds i8, ptr %1978, i64 4
  store i8 %1990, ptr %1988, align 1, !tbaa !31
  %1992 = getelementptr inbounds i8, ptr %1979, i64 5
  %1993 = load i8, ptr %1989, align 1, !tbaa !31
  %1994 = getelementptr inbounds i8, ptr %1978, i64 5
  store i8 %1993, ptr %1991, align 1, !tbaa !31
  %1995 = getelementptr inbounds i8, ptr %1979, i64 6
  %1996 = load i8, ptr %1992, align 1, !tbaa !31
  %1997 = getelementptr inbounds i8, ptr %1978, i64 6
  store i8 %1996, ptr %1994, align 1, !tbaa !31
  %1998 = getelementptr inbounds i8, ptr %1979, i64 7
  %1999 = load i8, ptr %1995, align 1, !tbaa !31
  %2000 = getelementptr inbounds i8, ptr %1978, i64 7
  store i8 %1999, ptr %1997, align 1, !tbaa !31
  %2001 = getelementptr inbounds i8, ptr %1979, i64 8
  %2002 = load i8, ptr %1998, align 1, !tbaa !31
  %2003 = getelementptr inbounds i8, ptr %1978, i64 8
  store i8 %2002, ptr %2000, align 1, !tbaa !31
  %2004 = icmp eq ptr %2001, %1915
  br i1 %2004, label %2005, label %1977, !llvm.loop !117

2005:                                             ; preds = %1878, %1973, %1977, %1934, %1953, %1907, %1870
  %2006 = load ptr, ptr %1786, align 8, !tbaa !36
  %2007 = getelementptr inbounds i8, ptr %2006, i64 %1859
  store ptr %2007, ptr %1786, align 8, !tbaa !36
  %2008 = icmp ugt i64 %1859, 65535
  %2009 = load ptr, ptr %1789, align 8, !tbaa !38
  br i1 %2008, label %2010, label %2017, !prof !47

2010:                                             ; preds = %2005
  store i32 1, ptr %1788, align 8, !tbaa !48
  %2011 = load ptr, ptr %1, align 8, !tbaa !49
  %2012 = ptrtoint ptr %2009 to i64
  %2013 = ptrtoint ptr %2011 to i64
  %2014 = sub i64 %2012, %2013
  %2015 = lshr exact i64 %2014, 3
  %2016 = trunc i64 %2015 to i32
  store i32 %2016, ptr %1790, align 4, !tbaa !50
  br label %2017

2017:                                             ; preds = %2010, %2005, %1867
  %2018 = phi ptr [ %1869, %1867 ], [ %2009, %2010 ], [ %2009, %2005 ]
  %2019 = trunc i64 %1859 to i16
  %2020 = getelementptr inbounds i8, ptr %2018, i64 4
  store i16 %2019, ptr %2020, align 4, !tbaa !51
  store i32 1, ptr %2018, align 4, !tbaa !53
  %2021 = add i64 %1855, 1
  %2022 = icmp ugt i64 %2021, 65535
  br i1 %2022, label %2515, label %2528, !prof !54

2023:                                             ; preds = %1837, %1812
  br i1 %1824, label %2024, label %2231

2024:                                             ; preds = %2023
  %2025 = lshr i32 %1816, 8
  %2026 = icmp ugt i32 %2025, %32
  br i1 %2026, label %2027, label %2231

2027:                                             ; preds = %2024
  %2028 = zext nneg i32 %2025 to i64
  %2029 = getelementptr inbounds i8, ptr %34, i64 %2028
  %2030 = load i32, ptr %2029, align 1, !tbaa !19
  %2031 = load i32, ptr %1819, align 1, !tbaa !19
  %2032 = icmp ne i32 %2030, %2031
  %2033 = icmp ugt i32 %1822, %19
  %2034 = select i1 %2032, i1 true, i1 %2033
  br i1 %2034, label %2231, label %2035

2035:                                             ; preds = %2027
  %2036 = getelementptr inbounds i8, ptr %34, i64 %2028
  %2037 = add i32 %2025, %42
  %2038 = sub i32 %1827, %2037
  %2039 = getelementptr inbounds i8, ptr %1819, i64 4
  %2040 = getelementptr inbounds i8, ptr %2036, i64 4
  %2041 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2039, ptr noundef nonnull %2040, ptr noundef %22, ptr noundef %37, ptr noundef %21)
  %2042 = add i64 %2041, 4
  %2043 = icmp ugt ptr %1819, %1800
  br i1 %2043, label %2044, label %2062

2044:                                             ; preds = %2035, %2053
  %2045 = phi ptr [ %2048, %2053 ], [ %1819, %2035 ]
  %2046 = phi i64 [ %2054, %2053 ], [ %2042, %2035 ]
  %2047 = phi ptr [ %2050, %2053 ], [ %2036, %2035 ]
  %2048 = getelementptr inbounds i8, ptr %2045, i64 -1
  %2049 = load i8, ptr %2048, align 1, !tbaa !31
  %2050 = getelementptr inbounds i8, ptr %2047, i64 -1
  %2051 = load i8, ptr %2050, align 1, !tbaa !31
  %2052 = icmp eq i8 %2049, %2051
  br i1 %2052, label %2053, label %2058

2053:                                             ; preds = %2044
  %2054 = add i64 %2046, 1
  %2055 = icmp ugt ptr %2048, %1800
  %2056 = icmp ugt ptr %2050, %36
  %2057 = and i1 %2055, %2056
  br i1 %2057, label %2044, label %2058, !llvm.loop !92

2058:                                             ; preds = %2053, %2044
  %2059 = phi i64 [ %2054, %2053 ], [ %2046, %2044 ]
  %2060 = phi ptr [ %2048, %2053 ], [ %2045, %2044 ]
  %2061 = ptrtoint ptr %2060 to i64
  br label %2062

2062:                                             ; preds = %2058, %2035
  %2063 = phi i64 [ %2061, %2058 ], [ %1825, %2035 ]
  %2064 = phi i64 [ %2059, %2058 ], [ %2042, %2035 ]
  %2065 = phi ptr [ %2060, %2058 ], [ %1819, %2035 ]
  %2066 = ptrtoint ptr %1800 to i64
  %2067 = sub i64 %2063, %2066
  %2068 = add i32 %2038, 3
  %2069 = getelementptr inbounds i8, ptr %1800, i64 %2067
  %2070 = icmp ugt ptr %2069, %1785
  %2071 = load ptr, ptr %1786, align 8, !tbaa !36
  br i1 %2070, label %2097, label %2072

2072:                                             ; preds = %2062
  %2073 = load <2 x i64>, ptr %1800, align 1, !tbaa !31
  store <2 x i64> %2073, ptr %2071, align 1, !tbaa !31
  %2074 = icmp ugt i64 %2067, 16
  %2075 = load ptr, ptr %1786, align 8, !tbaa !36
  br i1 %2074, label %2079, label %2076

2076:                                             ; preds = %2072
  %2077 = getelementptr inbounds i8, ptr %2075, i64 %2067
  store ptr %2077, ptr %1786, align 8, !tbaa !36
  %2078 = load ptr, ptr %1789, align 8, !tbaa !38
  br label %2225

2079:                                             ; preds = %2072
  %2080 = getelementptr inbounds i8, ptr %2075, i64 16
  %2081 = getelementptr inbounds i8, ptr %1800, i64 16
  %2082 = getelementptr i8, ptr %2075, i64 %2067
  %2083 = load <2 x i64>, ptr %2081, align 1, !tbaa !31
  store <2 x i64> %2083, ptr %2080, align 1, !tbaa !31
  %2084 = icmp slt i64 %2067, 33
  br i1 %2084, label %2213, label %2085

2085:                                             ; preds = %2079
  %2086 = getelementptr inbounds i8, ptr %2075, i64 32
  br label %2087

2087:                                             ; preds = %2087, %2085
  %2088 = phi ptr [ %2086, %2085 ], [ %2095, %2087 ]
  %2089 = phi ptr [ %2081, %2085 ], [ %2093, %2087 ]
  %2090 = getelementptr inbounds i8, ptr %2089, i64 16
  %2091 = load <2 x i64>, ptr %2090, align 1, !tbaa !31
  store <2 x i64> %2091, ptr %2088, align 1, !tbaa !31
  %2092 = getelementptr inbounds i8, ptr %2088, i64 16
  %2093 = getelementptr inbounds i8, ptr %2089, i64 32
  %2094 = load <2 x i64>, ptr %2093, align 1, !tbaa !31
  store <2 x i64> %2094, ptr %2092, align 1, !tbaa !31
  %2095 = getelementptr inbounds i8, ptr %2088, i64 32
  %2096 = icmp ult ptr %2095, %2082
  br i1 %2096, label %2087, label %2213, !llvm.loop !39

2097:                                             ; preds = %2062
  %2098 = icmp ugt ptr %1800, %1785
  br i1 %2098, label %2116, label %2099

2099:                                             ; preds = %2097
  %2100 = sub i64 %1787, %2066
  %2101 = getelementptr inbounds i8, ptr %2071, i64 %2100
  %2102 = load <2 x i64>, ptr %1800, align 1, !tbaa !31
  store <2 x i64> %2102, ptr %2071, align 1, !tbaa !31
  %2103 = icmp slt i64 %2100, 17
  br i1 %2103, label %2116, label %2104

2104:                                             ; preds = %2099
  %2105 = getelementptr inbounds i8, ptr %2071, i64 16
  br label %2106

2106:                                             ; preds = %2106, %2104
  %2107 = phi ptr [ %2105, %2104 ], [ %2114, %2106 ]
  %2108 = phi ptr [ %1800, %2104 ], [ %2112, %2106 ]
  %2109 = getelementptr inbounds i8, ptr %2108, i64 16
  %2110 = load <2 x i64>, ptr %2109, align 1, !tbaa !31
  store <2 x i64> %2110, ptr %2107, align 1, !tbaa !31
  %2111 = getelementptr inbounds i8, ptr %2107, i64 16
  %2112 = getelementptr inbounds i8, ptr %2108, i64 32
  %2113 = load <2 x i64>, ptr %2112, align 1, !tbaa !31
  store <2 x i64> %2113, ptr %2111, align 1, !tbaa !31
  %2114 = getelementptr inbounds i8, ptr %2107, i64 32
  %2115 = icmp ult ptr %2114, %2101
  br i1 %2115, label %2106, label %2116, !llvm.loop !39

2116:                                             ; preds = %2106, %2099, %2097
  %2117 = phi ptr [ %1785, %2099 ], [ %1800, %2097 ], [ %1785, %2106 ]
  %2118 = phi ptr [ %2101, %2099 ], [ %2071, %2097 ], [ %2101, %2106 ]
  %2119 = icmp ult ptr %2117, %2069
  br i1 %2119, label %2120, label %2213

2120:                                             ; preds = %2116
  %2121 = ptrtoint ptr %2118 to i64
  %2122 = ptrtoint ptr %2117 to i64
  %2123 = sub i64 %2063, %2122
  %2124 = getelementptr i8, ptr %2117, i64 %2123
  %2125 = icmp ult i64 %2123, 8
  %2126 = sub i64 %2121, %2122
  %2127 = icmp ult i64 %2126, 32
  %2128 = select i1 %2125, i1 true, i1 %2127
  br i1 %2128, label %2164, label %2129

2129:                                             ; preds = %2120
  %2130 = icmp ult i64 %2123, 32
  br i1 %2130, label %2150, label %2131

2131:                                             ; preds = %2129
  %2132 = and i64 %2123, -32
  br label %2133

2133:                                             ; preds = %2133, %2131
  %2134 = phi i64 [ 0, %2131 ], [ %2141, %2133 ]
  %2135 = getelementptr i8, ptr %2118, i64 %2134
  %2136 = getelementptr i8, ptr %2117, i64 %2134
  %2137 = getelementptr i8, ptr %2136, i64 16
  %2138 = load <16 x i8>, ptr %2136, align 1, !tbaa !31
  %2139 = load <16 x i8>, ptr %2137, align 1, !tbaa !31
  %2140 = getelementptr i8, ptr %2135, i64 16
  store <16 x i8> %2138, ptr %2135, align 1, !tbaa !31
  store <16 x i8> %2139, ptr %2140, align 1, !tbaa !31
  %2141 = add nuw i64 %2134, 32
  %2142 = icmp eq i64 %2141, %2132
  br i1 %2142, label %2143, label %2133, !llvm.loop !118

2143:                                             ; preds = %2133
  %2144 = icmp eq i64 %2123, %2132
  br i1 %2144, label %2213, label %2145

2145:                                             ; preds = %2143
  %2146 = getelementptr i8, ptr %2117, i64 %2132
  %2147 = getelementptr i8, ptr %2118, i64 %2132
  %2148 = and i64 %2123, 24
  %2149 = icmp eq i64 %2148, 0
  br i1 %2149, label %2164, label %2150

2150:                                             ; preds = %2129, %2145
  %2151 = phi i64 [ %2132, %2145 ], [ 0, %2129 ]
  %2152 = and i64 %2123, -8
  %2153 = getelementptr i8, ptr %2118, i64 %2152
  %2154 = getelementptr i8, ptr %2117, i64 %2152
  br label %2155

2155:                                             ; preds = %2155, %2150
  %2156 = phi i64 [ %2151, %2150 ], [ %2160, %2155 ]
  %2157 = getelementptr i8, ptr %2118, i64 %2156
  %2158 = getelementptr i8, ptr %2117, i64 %2156
  %2159 = load <8 x i8>, ptr %2158, align 1, !tbaa !31
  store <8 x i8> %2159, ptr %2157, align 1, !tbaa !31
  %2160 = add nuw i64 %2156, 8
  %2161 = icmp eq i64 %2160, %2152
  br i1 %2161, label %2162, label %2155, !llvm.loop !119

2162:                                             ; preds = %2155
  %2163 = icmp eq i64 %2123, %2152
  br i1 %2163, label %2213, label %2164

2164:                                             ; preds = %2162, %2120, %2145
  %2165 = phi ptr [ %2118, %2120 ], [ %2147, %2145 ], [ %2153, %2162 ]
  %2166 = phi ptr [ %2117, %2120 ], [ %2146, %2145 ], [ %2154, %2162 ]
  %2167 = ptrtoint ptr %2166 to i64
  %2168 = sub i64 %2063, %2167
  %2169 = and i64 %2168, 7
  %2170 = icmp eq i64 %2169, 0
  br i1 %2170, label %2180, label %2171

2171:                                             ; preds = %2164, %2171
  %2172 = phi ptr [ %2177, %2171 ], [ %2165, %2164 ]
  %2173 = phi ptr [ %2175, %2171 ], [ %2166, %2164 ]
  %2174 = phi i64 [ %2178, %2171 ], [ 0, %2164 ]
  %2175 = getelementptr inbounds i8, ptr %2173, i64 1
  %2176 = load i8, ptr %2173, align 1, !tbaa !31
  %2177 = getelementptr inbounds i8, ptr %2172, i64 1
  store i8 %2176, ptr %2172, align 1, !tbaa !31
  %2178 = add i64 %2174, 1
  %2179 = icmp eq i64 %2178, %2169
  br i1 %2179, label %2180, label %2171, !llvm.loop !120

2180:                                             ; preds = %2171, %2164
  %2181 = phi ptr [ %2165, %2164 ], [ %2177, %2171 ]
  %2182 = phi ptr [ %2166, %2164 ], [ %2175, %2171 ]
  %2183 = sub i64 %2167, %2063
  %2184 = icmp ugt i64 %2183, -8
  br i1 %2184, label %2213, label %2185

2185:                                             ; preds = %2180, %2185
  %2186 = phi ptr [ %2211, %2185 ], [ %2181, %2180 ]
  %2187 = phi ptr [ %2209, %2185 ], [ %2182, %2180 ]
  %2188 = getelementptr inbounds i8, ptr %2187, i64 1
  %2189 = load i8, ptr %2187, align 1, !tbaa !31
  %2190 = getelementptr inbounds i8, ptr %2186, i64 1
  store i8 %2189, ptr %2186, align 1, !tbaa !31
  %2191 = getelementptr inbounds i8, ptr %2187, i64 2
  %2192 = load i8, ptr %2188, align 1, !tbaa !31
  %2193 = getelementptr inbounds i8, ptr %2186, i64 2
  store i8 %2192, ptr %2190, align 1, !tbaa !31
  %2194 = getelementptr inbounds i8, ptr %2187, i64 3
  %2195 = load i8, ptr %2191, align 1, !tbaa !31
  %2196 = getelementptr inbounds i8, ptr %2186, i64 3
  store i8 %2195, ptr %2193, align 1, !tbaa !31
  %2197 = getelementptr inbounds i8, ptr %2187, i64 4
  %2198 = load i8, ptr %2194, align 1, !tbaa !31
  %2199 = getelementptr inbounds i8, ptr %2186, i64 4
  store i8 %2198, ptr %2196, align 1, !tbaa !31
  %2200 = getelementptr inbounds i8, ptr %2187, i64 5
  %2201 = load i8, ptr %2197, align 1, !tbaa !31
  %2202 = getelementptr inbounds i8, ptr %2186, i64 5
  store i8 %2201, ptr %2199, align 1, !tbaa !31
  %2203 = getelementptr inbounds i8, ptr %2187, i64 6
  %2204 = load i8, ptr %2200, align 1, !tbaa !31
  %2205 = getelementptr inbounds i8, ptr %2186, i64 6
  store i8 %2204, ptr %2202, align 1, !tbaa !31
  %2206 = getelementptr inbounds i8, ptr %2187, i64 7
  %2207 = load i8, ptr %2203, align 1, !tbaa !31
  %2208 = getelementptr inbounds i8, ptr %2186, i64 7
  store i8 %2207, ptr %2205, align 1, !tbaa !31
  %2209 = getelementptr inbounds i8, ptr %2187, i64 8
  %2210 = load i8, ptr %2206, align 1, !tbaa !31
  %2211 = getelementptr inbounds i8, ptr %2186, i64 8
  store i8 %2210, ptr %2208, align 1, !tbaa !31
  %2212 = icmp eq ptr %2209, %2124
  br i1 %2212, label %2213, label %2185, !llvm.loop !121

2213:                                             ; preds = %2087, %2180, %2185, %2143, %2162, %2116, %2079
  %2214 = load ptr, ptr %1786, align 8, !tbaa !36
  %2215 = getelementptr inbounds i8, ptr %2214, i64 %2067
  store ptr %2215, ptr %1786, align 8, !tbaa !36
  %2216 = icmp ugt i64 %2067, 65535
  %2217 = load ptr, ptr %1789, align 8, !tbaa !38
  br i1 %2216, label %2218, label %2225, !prof !47

2218:                                             ; preds = %2213
  store i32 1, ptr %1788, align 8, !tbaa !48
  %2219 = load ptr, ptr %1, align 8, !tbaa !49
  %2220 = ptrtoint ptr %2217 to i64
  %2221 = ptrtoint ptr %2219 to i64
  %2222 = sub i64 %2220, %2221
  %2223 = lshr exact i64 %2222, 3
  %2224 = trunc i64 %2223 to i32
  store i32 %2224, ptr %1790, align 4, !tbaa !50
  br label %2225

2225:                                             ; preds = %2218, %2213, %2076
  %2226 = phi ptr [ %2078, %2076 ], [ %2217, %2218 ], [ %2217, %2213 ]
  %2227 = trunc i64 %2067 to i16
  %2228 = getelementptr inbounds i8, ptr %2226, i64 4
  store i16 %2227, ptr %2228, align 4, !tbaa !51
  store i32 %2068, ptr %2226, align 4, !tbaa !53
  %2229 = add i64 %2064, -3
  %2230 = icmp ugt i64 %2229, 65535
  br i1 %2230, label %2515, label %2528, !prof !54

2231:                                             ; preds = %2027, %2024, %2023
  %2232 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %1822, i32 %19, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %1829) #7, !srcloc !29
  %2233 = load i32, ptr %1819, align 1, !tbaa !19
  %2234 = load i32, ptr %2232, align 1, !tbaa !19
  %2235 = icmp eq i32 %2233, %2234
  br i1 %2235, label %2236, label %2501

2236:                                             ; preds = %2231
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %2237 = icmp ult i32 %1822, %19
  br i1 %2237, label %2501, label %2238

2238:                                             ; preds = %2236
  %2239 = ptrtoint ptr %1829 to i64
  %2240 = sub i64 %1825, %2239
  %2241 = trunc i64 %2240 to i32
  %2242 = getelementptr inbounds i8, ptr %1819, i64 4
  %2243 = getelementptr inbounds i8, ptr %1829, i64 4
  %2244 = icmp ugt ptr %1791, %2242
  br i1 %2244, label %2245, label %2271

2245:                                             ; preds = %2238
  %2246 = load i64, ptr %2243, align 1, !tbaa !20
  %2247 = load i64, ptr %2242, align 1, !tbaa !20
  %2248 = icmp eq i64 %2246, %2247
  br i1 %2248, label %2253, label %2249

2249:                                             ; preds = %2245
  %2250 = xor i64 %2247, %2246
  %2251 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2250, i1 true)
  %2252 = lshr i64 %2251, 3
  br label %2308

2253:                                             ; preds = %2245, %2259
  %2254 = phi ptr [ %2257, %2259 ], [ %2243, %2245 ]
  %2255 = phi ptr [ %2256, %2259 ], [ %2242, %2245 ]
  %2256 = getelementptr inbounds i8, ptr %2255, i64 8
  %2257 = getelementptr inbounds i8, ptr %2254, i64 8
  %2258 = icmp ult ptr %2256, %1791
  br i1 %2258, label %2259, label %2271

2259:                                             ; preds = %2253
  %2260 = load i64, ptr %2257, align 1, !tbaa !20
  %2261 = load i64, ptr %2256, align 1, !tbaa !20
  %2262 = icmp eq i64 %2260, %2261
  br i1 %2262, label %2253, label %2263

2263:                                             ; preds = %2259
  %2264 = xor i64 %2261, %2260
  %2265 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %2264, i1 true)
  %2266 = lshr i64 %2265, 3
  %2267 = getelementptr inbounds i8, ptr %2256, i64 %2266
  %2268 = ptrtoint ptr %2267 to i64
  %2269 = ptrtoint ptr %2242 to i64
  %2270 = sub i64 %2268, %2269
  br label %2308

2271:                                             ; preds = %2253, %2238
  %2272 = phi ptr [ %2243, %2238 ], [ %2257, %2253 ]
  %2273 = phi ptr [ %2242, %2238 ], [ %2256, %2253 ]
  %2274 = icmp ult ptr %2273, %1792
  br i1 %2274, label %2275, label %2282

2275:                                             ; preds = %2271
  %2276 = load i32, ptr %2272, align 1, !tbaa !19
  %2277 = load i32, ptr %2273, align 1, !tbaa !19
  %2278 = icmp eq i32 %2276, %2277
  br i1 %2278, label %2279, label %2282

2279:                                             ; preds = %2275
  %2280 = getelementptr inbounds i8, ptr %2273, i64 4
  %2281 = getelementptr inbounds i8, ptr %2272, i64 4
  br label %2282

2282:                                             ; preds = %2279, %2275, %2271
  %2283 = phi ptr [ %2281, %2279 ], [ %2272, %2275 ], [ %2272, %2271 ]
  %2284 = phi ptr [ %2280, %2279 ], [ %2273, %2275 ], [ %2273, %2271 ]
  %2285 = icmp ult ptr %2284, %1793
  br i1 %2285, label %2286, label %2293

2286:                                             ; preds = %2282
  %2287 = load i16, ptr %2283, align 1, !tbaa !34
  %2288 = load i16, ptr %2284, align 1, !tbaa !34
  %2289 = icmp eq i16 %2287, %2288
  br i1 %2289, label %2290, label %2293

2290:                                             ; preds = %2286
  %2291 = getelementptr inbounds i8, ptr %2284, i64 2
  %2292 = getelementptr inbounds i8, ptr %2283, i64 2
  br label %2293

2293:                                             ; preds = %2290, %2286, %2282
  %2294 = phi ptr [ %2292, %2290 ], [ %2283, %2286 ], [ %2283, %2282 ]
  %2295 = phi ptr [ %2291, %2290 ], [ %2284, %2286 ], [ %2284, %2282 ]
  %2296 = icmp ult ptr %2295, %22
  br i1 %2296, label %2297, label %2303

2297:                                             ; preds = %2293
  %2298 = load i8, ptr %2294, align 1, !tbaa !31
  %2299 = load i8, ptr %2295, align 1, !tbaa !31
  %2300 = icmp eq i8 %2298, %2299
  %2301 = zext i1 %2300 to i64
  %2302 = getelementptr inbounds i8, ptr %2295, i64 %2301
  br label %2303

2303:                                             ; preds = %2297, %2293
  %2304 = phi ptr [ %2295, %2293 ], [ %2302, %2297 ]
  %2305 = ptrtoint ptr %2304 to i64
  %2306 = ptrtoint ptr %2242 to i64
  %2307 = sub i64 %2305, %2306
  br label %2308

2308:                                             ; preds = %2303, %2263, %2249
  %2309 = phi i64 [ %2307, %2303 ], [ %2252, %2249 ], [ %2270, %2263 ]
  %2310 = add i64 %2309, 4
  %2311 = icmp ugt ptr %1819, %1800
  %2312 = icmp ugt i32 %1822, %19
  %2313 = and i1 %2311, %2312
  br i1 %2313, label %2314, label %2332

2314:                                             ; preds = %2308, %2323
  %2315 = phi ptr [ %2318, %2323 ], [ %1819, %2308 ]
  %2316 = phi i64 [ %2324, %2323 ], [ %2310, %2308 ]
  %2317 = phi ptr [ %2320, %2323 ], [ %1829, %2308 ]
  %2318 = getelementptr inbounds i8, ptr %2315, i64 -1
  %2319 = load i8, ptr %2318, align 1, !tbaa !31
  %2320 = getelementptr inbounds i8, ptr %2317, i64 -1
  %2321 = load i8, ptr %2320, align 1, !tbaa !31
  %2322 = icmp eq i8 %2319, %2321
  br i1 %2322, label %2323, label %2328

2323:                                             ; preds = %2314
  %2324 = add i64 %2316, 1
  %2325 = icmp ugt ptr %2318, %1800
  %2326 = icmp ugt ptr %2320, %21
  %2327 = and i1 %2325, %2326
  br i1 %2327, label %2314, label %2328, !llvm.loop !97

2328:                                             ; preds = %2323, %2314
  %2329 = phi i64 [ %2324, %2323 ], [ %2316, %2314 ]
  %2330 = phi ptr [ %2318, %2323 ], [ %2315, %2314 ]
  %2331 = ptrtoint ptr %2330 to i64
  br label %2332

2332:                                             ; preds = %2328, %2308
  %2333 = phi i64 [ %2331, %2328 ], [ %1825, %2308 ]
  %2334 = phi i64 [ %2329, %2328 ], [ %2310, %2308 ]
  %2335 = phi ptr [ %2330, %2328 ], [ %1819, %2308 ]
  %2336 = ptrtoint ptr %1800 to i64
  %2337 = sub i64 %2333, %2336
  %2338 = add i32 %2241, 3
  %2339 = getelementptr inbounds i8, ptr %1800, i64 %2337
  %2340 = icmp ugt ptr %2339, %1785
  %2341 = load ptr, ptr %1786, align 8, !tbaa !36
  br i1 %2340, label %2367, label %2342

2342:                                             ; preds = %2332
  %2343 = load <2 x i64>, ptr %1800, align 1, !tbaa !31
  store <2 x i64> %2343, ptr %2341, align 1, !tbaa !31
  %2344 = icmp ugt i64 %2337, 16
  %2345 = load ptr, ptr %1786, align 8, !tbaa !36
  br i1 %2344, label %2349, label %2346

2346:                                             ; preds = %2342
  %2347 = getelementptr inbounds i8, ptr %2345, i64 %2337
  store ptr %2347, ptr %1786, align 8, !tbaa !36
  %2348 = load ptr, ptr %1789, align 8, !tbaa !38
  br label %2495

2349:                                             ; preds = %2342
  %2350 = getelementptr inbounds i8, ptr %2345, i64 16
  %2351 = getelementptr inbounds i8, ptr %1800, i64 16
  %2352 = getelementptr i8, ptr %2345, i64 %2337
  %2353 = load <2 x i64>, ptr %2351, align 1, !tbaa !31
  store <2 x i64> %2353, ptr %2350, align 1, !tbaa !31
  %2354 = icmp slt i64 %2337, 33
  br i1 %2354, label %2483, label %2355

2355:                                             ; preds = %2349
  %2356 = getelementptr inbounds i8, ptr %2345, i64 32
  br label %2357

2357:                                             ; preds = %2357, %2355
  %2358 = phi ptr [ %2356, %2355 ], [ %2365, %2357 ]
  %2359 = phi ptr [ %2351, %2355 ], [ %2363, %2357 ]
  %2360 = getelementptr inbounds i8, ptr %2359, i64 16
  %2361 = load <2 x i64>, ptr %2360, align 1, !tbaa !31
  store <2 x i64> %2361, ptr %2358, align 1, !tbaa !31
  %2362 = getelementptr inbounds i8, ptr %2358, i64 16
  %2363 = getelementptr inbounds i8, ptr %2359, i64 32
  %2364 = load <2 x i64>, ptr %2363, align 1, !tbaa !31
  store <2 x i64> %2364, ptr %2362, align 1, !tbaa !31
  %2365 = getelementptr inbounds i8, ptr %2358, i64 32
  %2366 = icmp ult ptr %2365, %2352
  br i1 %2366, label %2357, label %2483, !llvm.loop !39

2367:                                             ; preds = %2332
  %2368 = icmp ugt ptr %1800, %1785
  br i1 %2368, label %2386, label %2369

2369:                                             ; preds = %2367
  %2370 = sub i64 %1787, %2336
  %2371 = getelementptr inbounds i8, ptr %2341, i64 %2370
  %2372 = load <2 x i64>, ptr %1800, align 1, !tbaa !31
  store <2 x i64> %2372, ptr %2341, align 1, !tbaa !31
  %2373 = icmp slt i64 %2370, 17
  br i1 %2373, label %2386, label %2374

2374:                                             ; preds = %2369
  %2375 = getelementptr inbounds i8, ptr %2341, i64 16
  br label %2376

2376:                                             ; preds = %2376, %2374
  %2377 = phi ptr [ %2375, %2374 ], [ %2384, %2376 ]
  %2378 = phi ptr [ %1800, %2374 ], [ %2382, %2376 ]
  %2379 = getelementptr inbounds i8, ptr %2378, i64 16
  %2380 = load <2 x i64>, ptr %2379, align 1, !tbaa !31
  store <2 x i64> %2380, ptr %2377, align 1, !tbaa !31
  %2381 = getelementptr inbounds i8, ptr %2377, i64 16
  %2382 = getelementptr inbounds i8, ptr %2378, i64 32
  %2383 = load <2 x i64>, ptr %2382, align 1, !tbaa !31
  store <2 x i64> %2383, ptr %2381, align 1, !tbaa !31
  %2384 = getelementptr inbounds i8, ptr %2377, i64 32
  %2385 = icmp ult ptr %2384, %2371
  br i1 %2385, label %2376, label %2386, !llvm.loop !39

2386:                                             ; preds = %2376, %2369, %2367
  %2387 = phi ptr [ %1785, %2369 ], [ %1800, %2367 ], [ %1785, %2376 ]
  %2388 = phi ptr [ %2371, %2369 ], [ %2341, %2367 ], [ %2371, %2376 ]
  %2389 = icmp ult ptr %2387, %2339
  br i1 %2389, label %2390, label %2483

2390:                                             ; preds = %2386
  %2391 = ptrtoint ptr %2388 to i64
  %2392 = ptrtoint ptr %2387 to i64
  %2393 = sub i64 %2333, %2392
  %2394 = getelementptr i8, ptr %2387, i64 %2393
  %2395 = icmp ult i64 %2393, 8
  %2396 = sub i64 %2391, %2392
  %2397 = icmp ult i64 %2396, 32
  %2398 = select i1 %2395, i1 true, i1 %2397
  br i1 %2398, label %2434, label %2399

2399:                                             ; preds = %2390
  %2400 = icmp ult i64 %2393, 32
  br i1 %2400, label %2420, label %2401

2401:                                             ; preds = %2399
  %2402 = and i64 %2393, -32
  br label %2403

2403:                                             ; preds = %2403, %2401
  %2404 = phi i64 [ 0, %2401 ], [ %2411, %2403 ]
  %2405 = getelementptr i8, ptr %2388, i64 %2404
  %2406 = getelementptr i8, ptr %2387, i64 %2404
  %2407 = getelementptr i8, ptr %2406, i64 16
  %2408 = load <16 x i8>, ptr %2406, align 1, !tbaa !31
  %2409 = load <16 x i8>, ptr %2407, align 1, !tbaa !31
  %2410 = getelementptr i8, ptr %2405, i64 16
  store <16 x i8> %2408, ptr %2405, align 1, !tbaa !31
  store <16 x i8> %2409, ptr %2410, align 1, !tbaa !31
  %2411 = add nuw i64 %2404, 32
  %2412 = icmp eq i64 %2411, %2402
  br i1 %2412, label %2413, label %2403, !llvm.loop !122

2413:                                             ; preds = %2403
  %2414 = icmp eq i64 %2393, %2402
  br i1 %2414, label %2483, label %2415

2415:                                             ; preds = %2413
  %2416 = getelementptr i8, ptr %2387, i64 %2402
  %2417 = getelementptr i8, ptr %2388, i64 %2402
  %2418 = and i64 %2393, 24
  %2419 = icmp eq i64 %2418, 0
  br i1 %2419, label %2434, label %2420

2420:                                             ; preds = %2399, %2415
  %2421 = phi i64 [ %2402, %2415 ], [ 0, %2399 ]
  %2422 = and i64 %2393, -8
  %2423 = getelementptr i8, ptr %2388, i64 %2422
  %2424 = getelementptr i8, ptr %2387, i64 %2422
  br label %2425

2425:                                             ; preds = %2425, %2420
  %2426 = phi i64 [ %2421, %2420 ], [ %2430, %2425 ]
  %2427 = getelementptr i8, ptr %2388, i64 %2426
  %2428 = getelementptr i8, ptr %2387, i64 %2426
  %2429 = load <8 x i8>, ptr %2428, align 1, !tbaa !31
  store <8 x i8> %2429, ptr %2427, align 1, !tbaa !31
  %2430 = add nuw i64 %2426, 8
  %2431 = icmp eq i64 %2430, %2422
  br i1 %2431, label %2432, label %2425, !llvm.loop !123

2432:                                             ; preds = %2425
  %2433 = icmp eq i64 %2393, %2422
  br i1 %2433, label %2483, label %2434

2434:                                             ; preds = %2432, %2390, %2415
  %2435 = phi ptr [ %2388, %2390 ], [ %2417, %2415 ], [ %2423, %2432 ]
  %2436 = phi ptr [ %2387, %2390 ], [ %2416, %2415 ], [ %2424, %2432 ]
  %2437 = ptrtoint ptr %2436 to i64
  %2438 = sub i64 %2333, %2437
  %2439 = and i64 %2438, 7
  %2440 = icmp eq i64 %2439, 0
  br i1 %2440, label %2450, label %2441

2441:                                             ; preds = %2434, %2441
  %2442 = phi ptr [ %2447, %2441 ], [ %2435, %2434 ]
  %2443 = phi ptr [ %2445, %2441 ], [ %2436, %2434 ]
  %2444 = phi i64 [ %2448, %2441 ], [ 0, %2434 ]
  %2445 = getelementptr inbounds i8, ptr %2443, i64 1
  %2446 = load i8, ptr %2443, align 1, !tbaa !31
  %2447 = getelementptr inbounds i8, ptr %2442, i64 1
  store i8 %2446, ptr %2442, align 1, !tbaa !31
  %2448 = add i64 %2444, 1
  %2449 = icmp eq i64 %2448, %2439
  br i1 %2449, label %2450, label %2441, !llvm.loop !124

2450:                                             ; preds = %2441, %2434
  %2451 = phi ptr [ %2435, %2434 ], [ %2447, %2441 ]
  %2452 = phi ptr [ %2436, %2434 ], [ %2445, %2441 ]
  %2453 = sub i64 %2437, %2333
  %2454 = icmp ugt i64 %2453, -8
  br i1 %2454, label %2483, label %2455

2455:                                             ; preds = %2450, %2455
  %2456 = phi ptr [ %2481, %2455 ], [ %2451, %2450 ]
  %2457 = phi ptr [ %2479, %2455 ], [ %2452, %2450 ]
  %2458 = getelementptr inbounds i8, ptr %2457, i64 1
  %2459 = load i8, ptr %2457, align 1, !tbaa !31
  %2460 = getelementptr inbounds i8, ptr %2456, i64 1
  store i8 %2459, ptr %2456, align 1, !tbaa !31
  %2461 = getelementptr inbounds i8, ptr %2457, i64 2
  %2462 = load i8, ptr %2458, align 1, !tbaa !31
  %2463 = getelementptr inbounds i8, ptr %2456, i64 2
  store i8 %2462, ptr %2460, align 1, !tbaa !31
  %2464 = getelementptr inbounds i8, ptr %2457, i64 3
  %2465 = load i8, ptr %2461, align 1, !tbaa !31
  %2466 = getelementptr inbounds i8, ptr %2456, i64 3
  store i8 %2465, ptr %2463, align 1, !tbaa !31
  %2467 = getelementptr inbounds i8, ptr %2457, i64 4
  %2468 = load i8, ptr %2464, align 1, !tbaa !31
  %2469 = getelementptr inbounds i8, ptr %2456, i64 4
  store i8 %2468, ptr %2466, align 1, !tbaa !31
  %2470 = getelementptr inbounds i8, ptr %2457, i64 5
  %2471 = load i8, ptr %2467, align 1, !tbaa !31
  %2472 = getelementptr inbounds i8, ptr %2456, i64 5
  store i8 %2471, ptr %2469, align 1, !tbaa !31
  %2473 = getelementptr inbounds i8, ptr %2457, i64 6
  %2474 = load i8, ptr %2470, align 1, !tbaa !31
  %2475 = getelementptr inbounds i8, ptr %2456, i64 6
  store i8 %2474, ptr %2472, align 1, !tbaa !31
  %2476 = getelementptr inbounds i8, ptr %2457, i64 7
  %2477 = load i8, ptr %2473, align 1, !tbaa !31
  %2478 = getelementptr inbounds i8, ptr %2456, i64 7
  store i8 %2477, ptr %2475, align 1, !tbaa !31
  %2479 = getelementptr inbounds i8, ptr %2457, i64 8
  %2480 = load i8, ptr %2476, align 1, !tbaa !31
  %2481 = getelementptr inbounds i8, ptr %2456, i64 8
  store i8 %2480, ptr %2478, align 1, !tbaa !31
  %2482 = icmp eq ptr %2479, %2394
  br i1 %2482, label %2483, label %2455, !llvm.loop !125

2483:                                             ; preds = %2357, %2450, %2455, %2413, %2432, %2386, %2349
  %2484 = load ptr, ptr %1786, align 8, !tbaa !36
  %2485 = getelementptr inbounds i8, ptr %2484, i64 %2337
  store ptr %2485, ptr %1786, align 8, !tbaa !36
  %2486 = icmp ugt i64 %2337, 65535
  %2487 = load ptr, ptr %1789, align 8, !tbaa !38
  br i1 %2486, label %2488, label %2495, !prof !47

2488:                                             ; preds = %2483
  store i32 1, ptr %1788, align 8, !tbaa !48
  %2489 = load ptr, ptr %1, align 8, !tbaa !49
  %2490 = ptrtoint ptr %2487 to i64
  %2491 = ptrtoint ptr %2489 to i64
  %2492 = sub i64 %2490, %2491
  %2493 = lshr exact i64 %2492, 3
  %2494 = trunc i64 %2493 to i32
  store i32 %2494, ptr %1790, align 4, !tbaa !50
  br label %2495

2495:                                             ; preds = %2488, %2483, %2346
  %2496 = phi ptr [ %2348, %2346 ], [ %2487, %2488 ], [ %2487, %2483 ]
  %2497 = trunc i64 %2337 to i16
  %2498 = getelementptr inbounds i8, ptr %2496, i64 4
  store i16 %2497, ptr %2498, align 4, !tbaa !51
  store i32 %2338, ptr %2496, align 4, !tbaa !53
  %2499 = add i64 %2334, -3
  %2500 = icmp ugt i64 %2499, 65535
  br i1 %2500, label %2515, label %2528, !prof !54

2501:                                             ; preds = %2236, %2231
  %2502 = icmp uge ptr %1818, %1813
  %2503 = zext i1 %2502 to i64
  %2504 = add i64 %1814, %2503
  %2505 = getelementptr inbounds i8, ptr %1818, i64 %2504
  %2506 = icmp ugt ptr %2505, %23
  br i1 %2506, label %3466, label %2507

2507:                                             ; preds = %2501
  %2508 = select i1 %2502, i64 256, i64 0
  %2509 = getelementptr inbounds i8, ptr %1813, i64 %2508
  %2510 = lshr i64 %1834, 8
  %2511 = getelementptr inbounds i32, ptr %30, i64 %2510
  %2512 = load i32, ptr %2511, align 4, !tbaa !19
  %2513 = zext i32 %2512 to i64
  %2514 = xor i64 %1834, %2513
  br label %1812

2515:                                             ; preds = %2495, %2225, %2017
  %2516 = phi ptr [ %2018, %2017 ], [ %2226, %2225 ], [ %2496, %2495 ]
  %2517 = phi i64 [ %2021, %2017 ], [ %2229, %2225 ], [ %2499, %2495 ]
  %2518 = phi i64 [ %1856, %2017 ], [ %2064, %2225 ], [ %2334, %2495 ]
  %2519 = phi i32 [ %1802, %2017 ], [ %1801, %2225 ], [ %1801, %2495 ]
  %2520 = phi i32 [ %1801, %2017 ], [ %2038, %2225 ], [ %2241, %2495 ]
  %2521 = phi ptr [ %1851, %2017 ], [ %2065, %2225 ], [ %2335, %2495 ]
  store i32 2, ptr %1788, align 8, !tbaa !48
  %2522 = load ptr, ptr %1, align 8, !tbaa !49
  %2523 = ptrtoint ptr %2516 to i64
  %2524 = ptrtoint ptr %2522 to i64
  %2525 = sub i64 %2523, %2524
  %2526 = lshr exact i64 %2525, 3
  %2527 = trunc i64 %2526 to i32
  store i32 %2527, ptr %1790, align 4, !tbaa !50
  br label %2528

2528:                                             ; preds = %2515, %2495, %2225, %2017
  %2529 = phi i64 [ %2021, %2017 ], [ %2229, %2225 ], [ %2499, %2495 ], [ %2517, %2515 ]
  %2530 = phi ptr [ %2018, %2017 ], [ %2226, %2225 ], [ %2496, %2495 ], [ %2516, %2515 ]
  %2531 = phi i64 [ %1856, %2017 ], [ %2064, %2225 ], [ %2334, %2495 ], [ %2518, %2515 ]
  %2532 = phi i32 [ %1802, %2017 ], [ %1801, %2225 ], [ %1801, %2495 ], [ %2519, %2515 ]
  %2533 = phi i32 [ %1801, %2017 ], [ %2038, %2225 ], [ %2241, %2495 ], [ %2520, %2515 ]
  %2534 = phi ptr [ %1851, %2017 ], [ %2065, %2225 ], [ %2335, %2495 ], [ %2521, %2515 ]
  %2535 = trunc i64 %2529 to i16
  %2536 = getelementptr inbounds i8, ptr %2530, i64 6
  store i16 %2535, ptr %2536, align 2, !tbaa !55
  %2537 = getelementptr inbounds i8, ptr %2530, i64 8
  store ptr %2537, ptr %1789, align 8, !tbaa !38
  %2538 = getelementptr inbounds i8, ptr %2534, i64 %2531
  %2539 = icmp ugt ptr %2538, %23
  br i1 %2539, label %2608, label %2540

2540:                                             ; preds = %2528
  %2541 = add i32 %1827, 2
  %2542 = and i64 %1826, 4294967295
  %2543 = getelementptr inbounds i8, ptr %1773, i64 %2542
  %2544 = load i64, ptr %2543, align 1, !tbaa !20
  %2545 = mul i64 %2544, -3523014627193847808
  %2546 = lshr i64 %2545, %1782
  %2547 = getelementptr inbounds i32, ptr %9, i64 %2546
  store i32 %2541, ptr %2547, align 4, !tbaa !19
  %2548 = getelementptr inbounds i8, ptr %2538, i64 -2
  %2549 = ptrtoint ptr %2548 to i64
  %2550 = sub i64 %2549, %52
  %2551 = trunc i64 %2550 to i32
  %2552 = load i64, ptr %2548, align 1, !tbaa !20
  %2553 = mul i64 %2552, -3523014627193847808
  %2554 = lshr i64 %2553, %1782
  %2555 = getelementptr inbounds i32, ptr %9, i64 %2554
  store i32 %2551, ptr %2555, align 4, !tbaa !19
  br label %2556

2556:                                             ; preds = %2598, %2540
  %2557 = phi ptr [ %2537, %2540 ], [ %2601, %2598 ]
  %2558 = phi ptr [ %2538, %2540 ], [ %2606, %2598 ]
  %2559 = phi i32 [ %2533, %2540 ], [ %2560, %2598 ]
  %2560 = phi i32 [ %2532, %2540 ], [ %2559, %2598 ]
  %2561 = ptrtoint ptr %2558 to i64
  %2562 = sub i64 %2561, %52
  %2563 = trunc i64 %2562 to i32
  %2564 = sub i32 %2563, %2560
  %2565 = icmp ult i32 %2564, %19
  %2566 = zext i32 %2564 to i64
  %2567 = select i1 %2565, ptr %1796, ptr %16
  %2568 = getelementptr inbounds i8, ptr %2567, i64 %2566
  %2569 = sub i32 %2564, %19
  %2570 = icmp ugt i32 %2569, -4
  br i1 %2570, label %2608, label %2571

2571:                                             ; preds = %2556
  %2572 = load i32, ptr %2568, align 1, !tbaa !19
  %2573 = load i32, ptr %2558, align 1, !tbaa !19
  %2574 = icmp eq i32 %2572, %2573
  br i1 %2574, label %2575, label %2608

2575:                                             ; preds = %2571
  %2576 = select i1 %2565, ptr %37, ptr %22
  %2577 = getelementptr inbounds i8, ptr %2558, i64 4
  %2578 = getelementptr inbounds i8, ptr %2568, i64 4
  %2579 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2577, ptr noundef nonnull %2578, ptr noundef %22, ptr noundef %2576, ptr noundef %21)
  %2580 = add i64 %2579, 4
  %2581 = icmp ugt ptr %2558, %1785
  br i1 %2581, label %2586, label %2582

2582:                                             ; preds = %2575
  %2583 = load ptr, ptr %1786, align 8, !tbaa !36
  %2584 = load <2 x i64>, ptr %2558, align 1, !tbaa !31
  store <2 x i64> %2584, ptr %2583, align 1, !tbaa !31
  %2585 = load ptr, ptr %1789, align 8, !tbaa !38
  br label %2586

2586:                                             ; preds = %2582, %2575
  %2587 = phi ptr [ %2557, %2575 ], [ %2585, %2582 ]
  %2588 = getelementptr inbounds i8, ptr %2587, i64 4
  store i16 0, ptr %2588, align 4, !tbaa !51
  store i32 1, ptr %2587, align 4, !tbaa !53
  %2589 = add i64 %2579, 1
  %2590 = icmp ugt i64 %2589, 65535
  br i1 %2590, label %2591, label %2598, !prof !54

2591:                                             ; preds = %2586
  store i32 2, ptr %1788, align 8, !tbaa !48
  %2592 = load ptr, ptr %1, align 8, !tbaa !49
  %2593 = ptrtoint ptr %2587 to i64
  %2594 = ptrtoint ptr %2592 to i64
  %2595 = sub i64 %2593, %2594
  %2596 = lshr exact i64 %2595, 3
  %2597 = trunc i64 %2596 to i32
  store i32 %2597, ptr %1790, align 4, !tbaa !50
  br label %2598

2598:                                             ; preds = %2591, %2586
  %2599 = trunc i64 %2589 to i16
  %2600 = getelementptr inbounds i8, ptr %2587, i64 6
  store i16 %2599, ptr %2600, align 2, !tbaa !55
  %2601 = getelementptr inbounds i8, ptr %2587, i64 8
  store ptr %2601, ptr %1789, align 8, !tbaa !38
  %2602 = load i64, ptr %2558, align 1, !tbaa !20
  %2603 = mul i64 %2602, -3523014627193847808
  %2604 = lshr i64 %2603, %1782
  %2605 = getelementptr inbounds i32, ptr %9, i64 %2604
  store i32 %2563, ptr %2605, align 4, !tbaa !19
  %2606 = getelementptr inbounds i8, ptr %2558, i64 %2580
  %2607 = icmp ugt ptr %2606, %23
  br i1 %2607, label %2608, label %2556

2608:                                             ; preds = %2598, %2571, %2556, %2528
  %2609 = phi i32 [ %2532, %2528 ], [ %2560, %2556 ], [ %2560, %2571 ], [ %2559, %2598 ]
  %2610 = phi i32 [ %2533, %2528 ], [ %2559, %2556 ], [ %2559, %2571 ], [ %2560, %2598 ]
  %2611 = phi ptr [ %2538, %2528 ], [ %2558, %2556 ], [ %2558, %2571 ], [ %2606, %2598 ]
  %2612 = getelementptr inbounds i8, ptr %2611, i64 %17
  %2613 = icmp ugt ptr %2612, %23
  br i1 %2613, label %3466, label %1797

2614:                                             ; preds = %5
  br i1 %55, label %2624, label %2615

2615:                                             ; preds = %2614
  %2616 = zext nneg i32 %51 to i64
  %2617 = shl i64 4, %2616
  %2618 = icmp ugt i32 %51, 61
  br i1 %2618, label %2624, label %2619

2619:                                             ; preds = %2615, %2619
  %2620 = phi i64 [ %2622, %2619 ], [ 0, %2615 ]
  %2621 = getelementptr inbounds i8, ptr %30, i64 %2620
  tail call void @llvm.prefetch.p0(ptr %2621, i32 0, i32 2, i32 1)
  %2622 = add i64 %2620, 64
  %2623 = icmp ult i64 %2622, %2617
  br i1 %2623, label %2619, label %2624, !llvm.loop !87

2624:                                             ; preds = %2619, %2615, %2614
  %2625 = getelementptr inbounds i8, ptr %16, i64 2
  %2626 = getelementptr inbounds i8, ptr %3, i64 %17
  %2627 = icmp ugt ptr %2626, %23
  br i1 %2627, label %3466, label %2628

2628:                                             ; preds = %2624
  %2629 = and i64 %49, 4294967295
  %2630 = icmp eq i64 %2629, 0
  %2631 = zext i1 %2630 to i64
  %2632 = getelementptr inbounds i8, ptr %3, i64 %2631
  %2633 = sub i32 64, %11
  %2634 = zext nneg i32 %2633 to i64
  %2635 = sub i32 56, %51
  %2636 = zext nneg i32 %2635 to i64
  %2637 = getelementptr inbounds i8, ptr %22, i64 -32
  %2638 = getelementptr inbounds i8, ptr %1, i64 24
  %2639 = ptrtoint ptr %2637 to i64
  %2640 = getelementptr inbounds i8, ptr %1, i64 72
  %2641 = getelementptr inbounds i8, ptr %1, i64 8
  %2642 = getelementptr inbounds i8, ptr %1, i64 76
  %2643 = getelementptr inbounds i8, ptr %22, i64 -7
  %2644 = getelementptr inbounds i8, ptr %22, i64 -3
  %2645 = getelementptr inbounds i8, ptr %22, i64 -1
  %2646 = zext i32 %42 to i64
  %2647 = sub nsw i64 0, %2646
  %2648 = getelementptr inbounds i8, ptr %34, i64 %2647
  br label %2649

2649:                                             ; preds = %3460, %2628
  %2650 = phi ptr [ %2626, %2628 ], [ %3464, %3460 ]
  %2651 = phi ptr [ %2632, %2628 ], [ %3463, %3460 ]
  %2652 = phi ptr [ %3, %2628 ], [ %3463, %3460 ]
  %2653 = phi i32 [ %24, %2628 ], [ %3462, %3460 ]
  %2654 = phi i32 [ %26, %2628 ], [ %3461, %3460 ]
  %2655 = load i64, ptr %2651, align 1, !tbaa !20
  %2656 = mul i64 %2655, -3523014627193167104
  %2657 = lshr i64 %2656, %2636
  %2658 = lshr i64 %2657, 8
  %2659 = getelementptr inbounds i32, ptr %30, i64 %2658
  %2660 = load i32, ptr %2659, align 4, !tbaa !19
  %2661 = zext i32 %2660 to i64
  %2662 = xor i64 %2657, %2661
  %2663 = getelementptr inbounds i8, ptr %2651, i64 256
  br label %2664

2664:                                             ; preds = %3359, %2649
  %2665 = phi ptr [ %2663, %2649 ], [ %3361, %3359 ]
  %2666 = phi i64 [ %17, %2649 ], [ %3356, %3359 ]
  %2667 = phi i64 [ %2662, %2649 ], [ %3366, %3359 ]
  %2668 = phi i32 [ %2660, %2649 ], [ %3364, %3359 ]
  %2669 = phi i64 [ %2656, %2649 ], [ %2685, %3359 ]
  %2670 = phi ptr [ %2650, %2649 ], [ %3357, %3359 ]
  %2671 = phi ptr [ %2651, %2649 ], [ %2670, %3359 ]
  %2672 = lshr i64 %2669, %2634
  %2673 = getelementptr inbounds i32, ptr %9, i64 %2672
  %2674 = load i32, ptr %2673, align 4, !tbaa !19
  %2675 = and i64 %2667, 255
  %2676 = icmp eq i64 %2675, 0
  %2677 = ptrtoint ptr %2671 to i64
  %2678 = sub i64 %2677, %52
  %2679 = trunc i64 %2678 to i32
  %2680 = zext i32 %2674 to i64
  %2681 = getelementptr inbounds i8, ptr %16, i64 %2680
  %2682 = sub i32 %2679, %2653
  %2683 = add i32 %2682, 1
  %2684 = load i64, ptr %2670, align 1, !tbaa !20
  %2685 = mul i64 %2684, -3523014627193167104
  %2686 = lshr i64 %2685, %2636
  store i32 %2679, ptr %2673, align 4, !tbaa !19
  %2687 = sub i32 %2683, %19
  %2688 = icmp ugt i32 %2687, -4
  br i1 %2688, label %2875, label %2689

2689:                                             ; preds = %2664
  %2690 = icmp ult i32 %2683, %19
  %2691 = sub i32 %2683, %42
  %2692 = zext i32 %2691 to i64
  %2693 = getelementptr inbounds i8, ptr %34, i64 %2692
  %2694 = zext i32 %2683 to i64
  %2695 = getelementptr inbounds i8, ptr %16, i64 %2694
  %2696 = select i1 %2690, ptr %2693, ptr %2695
  %2697 = load i32, ptr %2696, align 1, !tbaa !19
  %2698 = getelementptr inbounds i8, ptr %2671, i64 1
  %2699 = load i32, ptr %2698, align 1, !tbaa !19
  %2700 = icmp eq i32 %2697, %2699
  br i1 %2700, label %2701, label %2875

2701:                                             ; preds = %2689
  %2702 = ptrtoint ptr %2671 to i64
  %2703 = getelementptr inbounds i8, ptr %2671, i64 1
  %2704 = select i1 %2690, ptr %37, ptr %22
  %2705 = getelementptr inbounds i8, ptr %2671, i64 5
  %2706 = getelementptr inbounds i8, ptr %2696, i64 4
  %2707 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2705, ptr noundef nonnull %2706, ptr noundef %22, ptr noundef %2704, ptr noundef %21)
  %2708 = add i64 %2707, 4
  %2709 = ptrtoint ptr %2703 to i64
  %2710 = ptrtoint ptr %2652 to i64
  %2711 = sub i64 %2709, %2710
  %2712 = getelementptr inbounds i8, ptr %2652, i64 %2711
  %2713 = icmp ugt ptr %2712, %2637
  %2714 = load ptr, ptr %2638, align 8, !tbaa !36
  br i1 %2713, label %2740, label %2715

2715:                                             ; preds = %2701
  %2716 = load <2 x i64>, ptr %2652, align 1, !tbaa !31
  store <2 x i64> %2716, ptr %2714, align 1, !tbaa !31
  %2717 = icmp ugt i64 %2711, 16
  %2718 = load ptr, ptr %2638, align 8, !tbaa !36
  br i1 %2717, label %2722, label %2719

2719:                                             ; preds = %2715
  %2720 = getelementptr inbounds i8, ptr %2718, i64 %2711
  store ptr %2720, ptr %2638, align 8, !tbaa !36
  %2721 = load ptr, ptr %2641, align 8, !tbaa !38
  br label %2869

2722:                                             ; preds = %2715
  %2723 = getelementptr inbounds i8, ptr %2718, i64 16
  %2724 = getelementptr inbounds i8, ptr %2652, i64 16
  %2725 = getelementptr i8, ptr %2718, i64 %2711
  %2726 = load <2 x i64>, ptr %2724, align 1, !tbaa !31
  store <2 x i64> %2726, ptr %2723, align 1, !tbaa !31
  %2727 = icmp slt i64 %2711, 33
  br i1 %2727, label %2857, label %2728

2728:                                             ; preds = %2722
  %2729 = getelementptr inbounds i8, ptr %2718, i64 32
  br label %2730

2730:                                             ; preds = %2730, %2728
  %2731 = phi ptr [ %2729, %2728 ], [ %2738, %2730 ]
  %2732 = phi ptr [ %2724, %2728 ], [ %2736, %2730 ]
  %2733 = getelementptr inbounds i8, ptr %2732, i64 16
  %2734 = load <2 x i64>, ptr %2733, align 1, !tbaa !31
  store <2 x i64> %2734, ptr %2731, align 1, !tbaa !31
  %2735 = getelementptr inbounds i8, ptr %2731, i64 16
  %2736 = getelementptr inbounds i8, ptr %2732, i64 32
  %2737 = load <2 x i64>, ptr %2736, align 1, !tbaa !31
  store <2 x i64> %2737, ptr %2735, align 1, !tbaa !31
  %2738 = getelementptr inbounds i8, ptr %2731, i64 32
  %2739 = icmp ult ptr %2738, %2725
  br i1 %2739, label %2730, label %2857, !llvm.loop !39

2740:                                             ; preds = %2701
  %2741 = icmp ugt ptr %2652, %2637
  br i1 %2741, label %2759, label %2742

2742:                                             ; preds = %2740
  %2743 = sub i64 %2639, %2710
  %2744 = getelementptr inbounds i8, ptr %2714, i64 %2743
  %2745 = load <2 x i64>, ptr %2652, align 1, !tbaa !31
  store <2 x i64> %2745, ptr %2714, align 1, !tbaa !31
  %2746 = icmp slt i64 %2743, 17
  br i1 %2746, label %2759, label %2747

2747:                                             ; preds = %2742
  %2748 = getelementptr inbounds i8, ptr %2714, i64 16
  br label %2749

2749:                                             ; preds = %2749, %2747
  %2750 = phi ptr [ %2748, %2747 ], [ %2757, %2749 ]
  %2751 = phi ptr [ %2652, %2747 ], [ %2755, %2749 ]
  %2752 = getelementptr inbounds i8, ptr %2751, i64 16
  %2753 = load <2 x i64>, ptr %2752, align 1, !tbaa !31
  store <2 x i64> %2753, ptr %2750, align 1, !tbaa !31
  %2754 = getelementptr inbounds i8, ptr %2750, i64 16
  %2755 = getelementptr inbounds i8, ptr %2751, i64 32
  %2756 = load <2 x i64>, ptr %2755, align 1, !tbaa !31
  store <2 x i64> %2756, ptr %2754, align 1, !tbaa !31
  %2757 = getelementptr inbounds i8, ptr %2750, i64 32
  %2758 = icmp ult ptr %2757, %2744
  br i1 %2758, label %2749, label %2759, !llvm.loop !39

2759:                                             ; preds = %2749, %2742, %2740
  %2760 = phi ptr [ %2637, %2742 ], [ %2652, %2740 ], [ %2637, %2749 ]
  %2761 = phi ptr [ %2744, %2742 ], [ %2714, %2740 ], [ %2744, %2749 ]
  %2762 = icmp ult ptr %2760, %2712
  br i1 %2762, label %2763, label %2857

2763:                                             ; preds = %2759
  %2764 = ptrtoint ptr %2761 to i64
  %2765 = ptrtoint ptr %2760 to i64
  %2766 = sub i64 %2709, %2765
  %2767 = getelementptr i8, ptr %2760, i64 %2766
  %2768 = icmp ult i64 %2766, 8
  %2769 = sub i64 %2764, %2765
  %2770 = icmp ult i64 %2769, 32
  %2771 = select i1 %2768, i1 true, i1 %2770
  br i1 %2771, label %2807, label %2772

2772:                                             ; preds = %2763
  %2773 = icmp ult i64 %2766, 32
  br i1 %2773, label %2793, label %2774

2774:                                             ; preds = %2772
  %2775 = and i64 %2766, -32
  br label %2776

2776:                                             ; preds = %2776, %2774
  %2777 = phi i64 [ 0, %2774 ], [ %2784, %2776 ]
  %2778 = getelementptr i8, ptr %2761, i64 %2777
  %2779 = getelementptr i8, ptr %2760, i64 %2777
  %2780 = getelementptr i8, ptr %2779, i64 16
  %2781 = load <16 x i8>, ptr %2779, align 1, !tbaa !31
  %2782 = load <16 x i8>, ptr %2780, align 1, !tbaa !31
  %2783 = getelementptr i8, ptr %2778, i64 16
  store <16 x i8> %2781, ptr %2778, align 1, !tbaa !31
  store <16 x i8> %2782, ptr %2783, align 1, !tbaa !31
  %2784 = add nuw i64 %2777, 32
  %2785 = icmp eq i64 %2784, %2775
  br i1 %2785, label %2786, label %2776, !llvm.loop !126

2786:                                             ; preds = %2776
  %2787 = icmp eq i64 %2766, %2775
  br i1 %2787, label %2857, label %2788

2788:                                             ; preds = %2786
  %2789 = getelementptr i8, ptr %2760, i64 %2775
  %2790 = getelementptr i8, ptr %2761, i64 %2775
  %2791 = and i64 %2766, 24
  %2792 = icmp eq i64 %2791, 0
  br i1 %2792, label %2807, label %2793

2793:                                             ; preds = %2772, %2788
  %2794 = phi i64 [ %2775, %2788 ], [ 0, %2772 ]
  %2795 = and i64 %2766, -8
  %2796 = getelementptr i8, ptr %2761, i64 %2795
  %2797 = getelementptr i8, ptr %2760, i64 %2795
  br label %2798

2798:                                             ; preds = %2798, %2793
  %2799 = phi i64 [ %2794, %2793 ], [ %2803, %2798 ]
  %2800 = getelementptr i8, ptr %2761, i64 %2799
  %2801 = getelementptr i8, ptr %2760, i64 %2799
  %2802 = load <8 x i8>, ptr %2801, align 1, !tbaa !31
  store <8 x i8> %2802, ptr %2800, align 1, !tbaa !31
  %2803 = add nuw i64 %2799, 8
  %2804 = icmp eq i64 %2803, %2795
  br i1 %2804, label %2805, label %2798, !llvm.loop !127

2805:                                             ; preds = %2798
  %2806 = icmp eq i64 %2766, %2795
  br i1 %2806, label %2857, label %2807

2807:                                             ; preds = %2805, %2763, %2788
  %2808 = phi ptr [ %2761, %2763 ], [ %2790, %2788 ], [ %2796, %2805 ]
  %2809 = phi ptr [ %2760, %2763 ], [ %2789, %2788 ], [ %2797, %2805 ]
  %2810 = ptrtoint ptr %2809 to i64
  %2811 = sub i64 %2702, %2810
  %2812 = add i64 %2811, 1
  %2813 = sub i64 %2702, %2810
  %2814 = and i64 %2812, 7
  %2815 = icmp eq i64 %2814, 0
  br i1 %2815, label %2825, label %2816

2816:                                             ; preds = %2807, %2816
  %2817 = phi ptr [ %2822, %2816 ], [ %2808, %2807 ]
  %2818 = phi ptr [ %2820, %2816 ], [ %2809, %2807 ]
  %2819 = phi i64 [ %2823, %2816 ], [ 0, %2807 ]
  %2820 = getelementptr inbounds i8, ptr %2818, i64 1
  %2821 = load i8, ptr %2818, align 1, !tbaa !31
  %2822 = getelementptr inbounds i8, ptr %2817, i64 1
  store i8 %2821, ptr %2817, align 1, !tbaa !31
  %2823 = add i64 %2819, 1
  %2824 = icmp eq i64 %2823, %2814
  br i1 %2824, label %2825, label %2816, !llvm.loop !128

2825:                                             ; preds = %2816, %2807
  %2826 = phi ptr [ %2808, %2807 ], [ %2822, %2816 ]
  %2827 = phi ptr [ %2809, %2807 ], [ %2820, %2816 ]
  %2828 = icmp ult i64 %2813, 7
  br i1 %2828, label %2857, label %2829

2829:                                             ; preds = %2825, %2829
  %2830 = phi ptr [ %2855, %2829 ], [ %2826, %2825 ]
  %2831 = phi ptr [ %2853, %2829 ], [ %2827, %2825 ]
  %2832 = getelementptr inbounds i8, ptr %2831, i64 1
  %2833 = load i8, ptr %2831, align 1, !tbaa !31
  %2834 = getelementptr inbounds i8, ptr %2830, i64 1
  store i8 %2833, ptr %2830, align 1, !tbaa !31
  %2835 = getelementptr inbounds i8, ptr %2831, i64 2
  %2836 = load i8, ptr %2832, align 1, !tbaa !31
  %2837 = getelementptr inbounds i8, ptr %2830, i64 2
  store i8 %2836, ptr %2834, align 1, !tbaa !31
  %2838 = getelementptr inbounds i8, ptr %2831, i64 3
  %2839 = load i8, ptr %2835, align 1, !tbaa !31
  %2840 = getelementptr inbounds i8, ptr %2830, i64 3
  store i8 %2839, ptr %2837, align 1, !tbaa !31
  %2841 = getelementptr inbounds i8, ptr %2831, i64 4
  %2842 = load i8, ptr %2838, align 1, !tbaa !31
  %2843 = getelementptr inbounds i8, ptr %2830, i64 4
  store i8 %2842, ptr %2840, align 1, !tbaa !31
  %2844 = getelementptr inbounds i8, ptr %2831, i64 5
  %2845 = load i8, ptr %2841, align 1, !tbaa !31
  %2846 = getelementptr inbounds i8, ptr %2830, i64 5
  store i8 %2845, ptr %2843, align 1, !tbaa !31
  %2847 = getelementptr inbounds i8, ptr %2831, i64 6
  %2848 = load i8, ptr %2844, align 1, !tbaa !31
  %2849 = getelementptr inbounds i8, ptr %2830, i64 6
  store i8 %2848, ptr %2846, align 1, !tbaa !31
  %2850 = getelementptr inbounds i8, ptr %2831, i64 7
  %2851 = load i8, ptr %2847, align 1, !tbaa !31
  %2852 = getelementptr inbounds i8, ptr %2830, i64 7
  store i8 %2851, ptr %2849, align 1, !tbaa !31
  %2853 = getelementptr inbounds i8, ptr %2831, i64 8
  %2854 = load i8, ptr %2850, align 1, !tbaa !31
  %2855 = getelementptr inbounds i8, ptr %2830, i64 8
  store i8 %2854, ptr %2852, align 1, !tbaa !31
  %2856 = icmp eq ptr %2853, %2767
  br i1 %2856, label %2857, label %2829, !llvm.loop !129

2857:                                             ; preds = %2730, %2825, %2829, %2786, %2805, %2759, %2722
  %2858 = load ptr, ptr %2638, align 8, !tbaa !36
  %2859 = getelementptr inbounds i8, ptr %2858, i64 %2711
  store ptr %2859, ptr %2638, align 8, !tbaa !36
  %2860 = icmp ugt i64 %2711, 65535
  %2861 = load ptr, ptr %2641, align 8, !tbaa !38
  br i1 %2860, label %2862, label %2869, !prof !47

2862:                                             ; preds = %2857
  store i32 1, ptr %2640, align 8, !tbaa !48
  %2863 = load ptr, ptr %1, align 8, !tbaa !49
  %2864 = ptrtoint ptr %2861 to i64
  %2865 = ptrtoint ptr %2863 to i64
  %2866 = sub i64 %2864, %2865
  %2867 = lshr exact i64 %2866, 3
  %2868 = trunc i64 %2867 to i32
  store i32 %2868, ptr %2642, align 4, !tbaa !50
  br label %2869

2869:                                             ; preds = %2862, %2857, %2719
  %2870 = phi ptr [ %2721, %2719 ], [ %2861, %2862 ], [ %2861, %2857 ]
  %2871 = trunc i64 %2711 to i16
  %2872 = getelementptr inbounds i8, ptr %2870, i64 4
  store i16 %2871, ptr %2872, align 4, !tbaa !51
  store i32 1, ptr %2870, align 4, !tbaa !53
  %2873 = add i64 %2707, 1
  %2874 = icmp ugt i64 %2873, 65535
  br i1 %2874, label %3367, label %3380, !prof !54

2875:                                             ; preds = %2689, %2664
  br i1 %2676, label %2876, label %3083

2876:                                             ; preds = %2875
  %2877 = lshr i32 %2668, 8
  %2878 = icmp ugt i32 %2877, %32
  br i1 %2878, label %2879, label %3083

2879:                                             ; preds = %2876
  %2880 = zext nneg i32 %2877 to i64
  %2881 = getelementptr inbounds i8, ptr %34, i64 %2880
  %2882 = load i32, ptr %2881, align 1, !tbaa !19
  %2883 = load i32, ptr %2671, align 1, !tbaa !19
  %2884 = icmp ne i32 %2882, %2883
  %2885 = icmp ugt i32 %2674, %19
  %2886 = select i1 %2884, i1 true, i1 %2885
  br i1 %2886, label %3083, label %2887

2887:                                             ; preds = %2879
  %2888 = getelementptr inbounds i8, ptr %34, i64 %2880
  %2889 = add i32 %2877, %42
  %2890 = sub i32 %2679, %2889
  %2891 = getelementptr inbounds i8, ptr %2671, i64 4
  %2892 = getelementptr inbounds i8, ptr %2888, i64 4
  %2893 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %2891, ptr noundef nonnull %2892, ptr noundef %22, ptr noundef %37, ptr noundef %21)
  %2894 = add i64 %2893, 4
  %2895 = icmp ugt ptr %2671, %2652
  br i1 %2895, label %2896, label %2914

2896:                                             ; preds = %2887, %2905
  %2897 = phi ptr [ %2900, %2905 ], [ %2671, %2887 ]
  %2898 = phi i64 [ %2906, %2905 ], [ %2894, %2887 ]
  %2899 = phi ptr [ %2902, %2905 ], [ %2888, %2887 ]
  %2900 = getelementptr inbounds i8, ptr %2897, i64 -1
  %2901 = load i8, ptr %2900, align 1, !tbaa !31
  %2902 = getelementptr inbounds i8, ptr %2899, i64 -1
  %2903 = load i8, ptr %2902, align 1, !tbaa !31
  %2904 = icmp eq i8 %2901, %2903
  br i1 %2904, label %2905, label %2910

2905:                                             ; preds = %2896
  %2906 = add i64 %2898, 1
  %2907 = icmp ugt ptr %2900, %2652
  %2908 = icmp ugt ptr %2902, %36
  %2909 = and i1 %2907, %2908
  br i1 %2909, label %2896, label %2910, !llvm.loop !92

2910:                                             ; preds = %2905, %2896
  %2911 = phi i64 [ %2906, %2905 ], [ %2898, %2896 ]
  %2912 = phi ptr [ %2900, %2905 ], [ %2897, %2896 ]
  %2913 = ptrtoint ptr %2912 to i64
  br label %2914

2914:                                             ; preds = %2910, %2887
  %2915 = phi i64 [ %2913, %2910 ], [ %2677, %2887 ]
  %2916 = phi i64 [ %2911, %2910 ], [ %2894, %2887 ]
  %2917 = phi ptr [ %2912, %2910 ], [ %2671, %2887 ]
  %2918 = ptrtoint ptr %2652 to i64
  %2919 = sub i64 %2915, %2918
  %2920 = add i32 %2890, 3
  %2921 = getelementptr inbounds i8, ptr %2652, i64 %2919
  %2922 = icmp ugt ptr %2921, %2637
  %2923 = load ptr, ptr %2638, align 8, !tbaa !36
  br i1 %2922, label %2949, label %2924

2924:                                             ; preds = %2914
  %2925 = load <2 x i64>, ptr %2652, align 1, !tbaa !31
  store <2 x i64> %2925, ptr %2923, align 1, !tbaa !31
  %2926 = icmp ugt i64 %2919, 16
  %2927 = load ptr, ptr %2638, align 8, !tbaa !36
  br i1 %2926, label %2931, label %2928

2928:                                             ; preds = %2924
  %2929 = getelementptr inbounds i8, ptr %2927, i64 %2919
  store ptr %2929, ptr %2638, align 8, !tbaa !36
  %2930 = load ptr, ptr %2641, align 8, !tbaa !38
  br label %3077

2931:                                             ; preds = %2924
  %2932 = getelementptr inbounds i8, ptr %2927, i64 16
  %2933 = getelementptr inbounds i8, ptr %2652, i64 16
  %2934 = getelementptr i8, ptr %2927, i64 %2919
  %2935 = load <2 x i64>, ptr %2933, align 1, !tbaa !31
  store <2 x i64> %2935, ptr %2932, align 1, !tbaa !31
  %2936 = icmp slt i64 %2919, 33
  br i1 %2936, label %3065, label %2937

2937:                                             ; preds = %2931
  %2938 = getelementptr inbounds i8, ptr %2927, i64 32
  br label %2939

2939:                                             ; preds = %2939, %2937
  %2940 = phi ptr [ %2938, %2937 ], [ %2947, %2939 ]
  %2941 = phi ptr [ %2933, %2937 ], [ %2945, %2939 ]
  %2942 = getelementptr inbounds i8, ptr %2941, i64 16
  %2943 = load <2 x i64>, ptr %2942, align 1, !tbaa !31
  store <2 x i64> %2943, ptr %2940, align 1, !tbaa !31
  %2944 = getelementptr inbounds i8, ptr %2940, i64 16
  %2945 = getelementptr inbounds i8, ptr %2941, i64 32
  %2946 = load <2 x i64>, ptr %2945, align 1, !tbaa !31
  store <2 x i64> %2946, ptr %2944, align 1, !tbaa !31
  %2947 = getelementptr inbounds i8, ptr %2940, i64 32
  %2948 = icmp ult ptr %2947, %2934
  br i1 %2948, label %2939, label %3065, !llvm.loop !39

2949:                                             ; preds = %2914
  %2950 = icmp ugt ptr %2652, %2637
  br i1 %2950, label %2968, label %2951

2951:                                             ; preds = %2949
  %2952 = sub i64 %2639, %2918
  %2953 = getelementptr inbounds i8, ptr %2923, i64 %2952
  %2954 = load <2 x i64>, ptr %2652, align 1, !tbaa !31
  store <2 x i64> %2954, ptr %2923, align 1, !tbaa !31
  %2955 = icmp slt i64 %2952, 17
  br i1 %2955, label %2968, label %2956

2956:                                             ; preds = %2951
  %2957 = getelementptr inbounds i8, ptr %2923, i64 16
  br label %2958

2958:                                             ; preds = %2958, %2956
  %2959 = phi ptr [ %2957, %2956 ], [ %2966, %2958 ]
  %2960 = phi ptr [ %2652, %2956 ], [ %2964, %2958 ]
  %2961 = getelementptr inbounds i8, ptr %2960, i64 16
  %2962 = load <2 x i64>, ptr %2961, align 1, !tbaa !31
  store <2 x i64> %2962, ptr %2959, align 1, !tbaa !31
  %2963 = getelementptr inbounds i8, ptr %2959, i64 16
  %2964 = getelementptr inbounds i8, ptr %2960, i64 32
  %2965 = load <2 x i64>, ptr %2964, align 1, !tbaa !31
  store <2 x i64> %2965, ptr %2963, align 1, !tbaa !31
  %2966 = getelementptr inbounds i8, ptr %2959, i64 32
  %2967 = icmp ult ptr %2966, %2953
  br i1 %2967, label %2958, label %2968, !llvm.loop !39

2968:                                             ; preds = %2958, %2951, %2949
  %2969 = phi ptr [ %2637, %2951 ], [ %2652, %2949 ], [ %2637, %2958 ]
  %2970 = phi ptr [ %2953, %2951 ], [ %2923, %2949 ], [ %2953, %2958 ]
  %2971 = icmp ult ptr %2969, %2921
  br i1 %2971, label %2972, label %3065

2972:                                             ; preds = %2968
  %2973 = ptrtoint ptr %2970 to i64
  %2974 = ptrtoint ptr %2969 to i64
  %2975 = sub i64 %2915, %2974
  %2976 = getelementptr i8, ptr %2969, i64 %2975
  %2977 = icmp ult i64 %2975, 8
  %2978 = sub i64 %2973, %2974
  %2979 = icmp ult i64 %2978, 32
  %2980 = select i1 %2977, i1 true, i1 %2979
  br i1 %2980, label %3016, label %2981

2981:                                             ; preds = %2972
  %2982 = icmp ult i64 %2975, 32
  br i1 %2982, label %3002, label %2983

2983:                                             ; preds = %2981
  %2984 = and i64 %2975, -32
  br label %2985

2985:                                             ; preds = %2985, %2983
  %2986 = phi i64 [ 0, %2983 ], [ %2993, %2985 ]
  %2987 = getelementptr i8, ptr %2970, i64 %2986
  %2988 = getelementptr i8, ptr %2969, i64 %2986
  %2989 = getelementptr i8, ptr %2988, i64 16
  %2990 = load <16 x i8>, ptr %2988, align 1, !tbaa !31
  %2991 = load <16 x i8>, ptr %2989, align 1, !tbaa !31
  %2992 = getelementptr i8, ptr %2987, i64 16
  store <16 x i8> %2990, ptr %2987, align 1, !tbaa !31
  store <16 x i8> %2991, ptr %2992, align 1, !tbaa !31
  %2993 = add nuw i64 %2986, 32
  %2994 = icmp eq i64 %2993, %2984
  br i1 %2994, label %2995, label %2985, !llvm.loop !130

2995:                                             ; preds = %2985
  %2996 = icmp eq i64 %2975, %2984
  br i1 %2996, label %3065, label %2997

2997:                                             ; preds = %2995
  %2998 = getelementptr i8, ptr %2969, i64 %2984
  %2999 = getelementptr i8, ptr %2970, i64 %2984
  %3000 = and i64 %2975, 24
  %3001 = icmp eq i64 %3000, 0
  br i1 %3001, label %3016, label %3002

3002:                                             ; preds = %2981, %2997
  %3003 = phi i64 [ %2984, %2997 ], [ 0, %2981 ]
  %3004 = and i64 %2975, -8
  %3005 = getelementptr i8, ptr %2970, i64 %3004
  %3006 = getelementptr i8, ptr %2969, i64 %3004
  br label %3007

3007:                                             ; preds = %3007, %3002
  %3008 = phi i64 [ %3003, %3002 ], [ %3012, %3007 ]
  %3009 = getelementptr i8, ptr %2970, i64 %3008
  %3010 = getelementptr i8, ptr %2969, i64 %3008
  %3011 = load <8 x i8>, ptr %3010, align 1, !tbaa !31
  store <8 x i8> %3011, ptr %3009, align 1, !tbaa !31
  %3012 = add nuw i64 %3008, 8
  %3013 = icmp eq i64 %3012, %3004
  br i1 %3013, label %3014, label %3007, !llvm.loop !131

3014:                                             ; preds = %3007
  %3015 = icmp eq i64 %2975, %3004
  br i1 %3015, label %3065, label %3016

3016:                                             ; preds = %3014, %2972, %2997
  %3017 = phi ptr [ %2970, %2972 ], [ %2999, %2997 ], [ %3005, %3014 ]
  %3018 = phi ptr [ %2969, %2972 ], [ %2998, %2997 ], [ %3006, %3014 ]
  %3019 = ptrtoint ptr %3018 to i64
  %3020 = sub i64 %2915, %3019
  %3021 = and i64 %3020, 7
  %3022 = icmp eq i64 %3021, 0
  br i1 %3022, label %3032, label %3023

3023:                                             ; preds = %3016, %3023
  %3024 = phi ptr [ %3029, %3023 ], [ %3017, %3016 ]
  %3025 = phi ptr [ %3027, %3023 ], [ %3018, %3016 ]
  %3026 = phi i64 [ %3030, %3023 ], [ 0, %3016 ]
  %3027 = getelementptr inbounds i8, ptr %3025, i64 1
  %3028 = load i8, ptr %3025, align 1, !tbaa !31
  %3029 = getelementptr inbounds i8, ptr %3024, i64 1
  store i8 %3028, ptr %3024, align 1, !tbaa !31
  %3030 = add i64 %3026, 1
  %3031 = icmp eq i64 %3030, %3021
  br i1 %3031, label %3032, label %3023, !llvm.loop !132

3032:                                             ; preds = %3023, %3016
  %3033 = phi ptr [ %3017, %3016 ], [ %3029, %3023 ]
  %3034 = phi ptr [ %3018, %3016 ], [ %3027, %3023 ]
  %3035 = sub i64 %3019, %2915
  %3036 = icmp ugt i64 %3035, -8
  br i1 %3036, label %3065, label %3037

3037:                                             ; preds = %3032, %3037
  %3038 = phi ptr [ %3063, %3037 ], [ %3033, %3032 ]
  %3039 = phi ptr [ %3061, %3037 ], [ %3034, %3032 ]
  %3040 = getelementptr inbounds i8, ptr %3039, i64 1
  %3041 = load i8, ptr %3039, align 1, !tbaa !31
  %3042 = getelementptr inbounds i8, ptr %3038, i64 1
  store i8 %3041, ptr %3038, align 1, !tbaa !31
  %3043 = getelementptr inbounds i8, ptr %3039, i64 2
  %3044 = load i8, ptr %3040, align 1, !tbaa !31
  %3045 = getelementptr inbounds i8, ptr %3038, i64 2
  store i8 %3044, ptr %3042, align 1, !tbaa !31
  %3046 = getelementptr inbounds i8, ptr %3039, i64 3
  %3047 = load i8, ptr %3043, align 1, !tbaa !31
  %3048 = getelementptr inbounds i8, ptr %3038, i64 3
  store i8 %3047, ptr %3045, align 1, !tbaa !31
  %3049 = getelementptr inbounds i8, ptr %3039, i64 4
  %3050 = load i8, ptr %3046, align 1, !tbaa !31
  %3051 = getelementptr inbounds i8, ptr %3038, i64 4
  store i8 %3050, ptr %3048, align 1, !tbaa !31
  %3052 = getelementptr inbounds i8, ptr %3039, i64 5
  %3053 = load i8, ptr %3049, align 1, !tbaa !31
  %3054 = getelementptr inbounds i8, ptr %3038, i64 5
  store i8 %3053, ptr %3051, align 1, !tbaa !31
  %3055 = getelementptr inbounds i8, ptr %3039, i64 6
  %3056 = load i8, ptr %3052, align 1, !tbaa !31
  %3057 = getelementptr inbounds i8, ptr %3038, i64 6
  store i8 %3056, ptr %3054, align 1, !tbaa !31
  %3058 = getelementptr inbounds i8, ptr %3039, i64 7
  %3059 = load i8, ptr %3055, align 1, !tbaa !31
  %3060 = getelementptr inbounds i8, ptr %3038, i64 7
  store i8 %3059, ptr %3057, align 1, !tbaa !31
  %3061 = getelementptr inbounds i8, ptr %3039, i64 8
  %3062 = load i8, ptr %3058, align 1, !tbaa !31
  %3063 = getelementptr inbounds i8, ptr %3038, i64 8
  store i8 %3062, ptr %3060, align 1, !tbaa !31
  %3064 = icmp eq ptr %3061, %2976
  br i1 %3064, label %3065, label %3037, !llvm.loop !133

3065:                                             ; preds = %2939, %3032, %3037, %2995, %3014, %2968, %2931
  %3066 = load ptr, ptr %2638, align 8, !tbaa !36
  %3067 = getelementptr inbounds i8, ptr %3066, i64 %2919
  store ptr %3067, ptr %2638, align 8, !tbaa !36
  %3068 = icmp ugt i64 %2919, 65535
  %3069 = load ptr, ptr %2641, align 8, !tbaa !38
  br i1 %3068, label %3070, label %3077, !prof !47

3070:                                             ; preds = %3065
  store i32 1, ptr %2640, align 8, !tbaa !48
  %3071 = load ptr, ptr %1, align 8, !tbaa !49
  %3072 = ptrtoint ptr %3069 to i64
  %3073 = ptrtoint ptr %3071 to i64
  %3074 = sub i64 %3072, %3073
  %3075 = lshr exact i64 %3074, 3
  %3076 = trunc i64 %3075 to i32
  store i32 %3076, ptr %2642, align 4, !tbaa !50
  br label %3077

3077:                                             ; preds = %3070, %3065, %2928
  %3078 = phi ptr [ %2930, %2928 ], [ %3069, %3070 ], [ %3069, %3065 ]
  %3079 = trunc i64 %2919 to i16
  %3080 = getelementptr inbounds i8, ptr %3078, i64 4
  store i16 %3079, ptr %3080, align 4, !tbaa !51
  store i32 %2920, ptr %3078, align 4, !tbaa !53
  %3081 = add i64 %2916, -3
  %3082 = icmp ugt i64 %3081, 65535
  br i1 %3082, label %3367, label %3380, !prof !54

3083:                                             ; preds = %2879, %2876, %2875
  %3084 = tail call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %2674, i32 %19, ptr nonnull @ZSTD_match4Found_cmov.dummy, ptr readnone %2681) #7, !srcloc !29
  %3085 = load i32, ptr %2671, align 1, !tbaa !19
  %3086 = load i32, ptr %3084, align 1, !tbaa !19
  %3087 = icmp eq i32 %3085, %3086
  br i1 %3087, label %3088, label %3353

3088:                                             ; preds = %3083
  tail call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !30
  %3089 = icmp ult i32 %2674, %19
  br i1 %3089, label %3353, label %3090

3090:                                             ; preds = %3088
  %3091 = ptrtoint ptr %2681 to i64
  %3092 = sub i64 %2677, %3091
  %3093 = trunc i64 %3092 to i32
  %3094 = getelementptr inbounds i8, ptr %2671, i64 4
  %3095 = getelementptr inbounds i8, ptr %2681, i64 4
  %3096 = icmp ugt ptr %2643, %3094
  br i1 %3096, label %3097, label %3123

3097:                                             ; preds = %3090
  %3098 = load i64, ptr %3095, align 1, !tbaa !20
  %3099 = load i64, ptr %3094, align 1, !tbaa !20
  %3100 = icmp eq i64 %3098, %3099
  br i1 %3100, label %3105, label %3101

3101:                                             ; preds = %3097
  %3102 = xor i64 %3099, %3098
  %3103 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3102, i1 true)
  %3104 = lshr i64 %3103, 3
  br label %3160

3105:                                             ; preds = %3097, %3111
  %3106 = phi ptr [ %3109, %3111 ], [ %3095, %3097 ]
  %3107 = phi ptr [ %3108, %3111 ], [ %3094, %3097 ]
  %3108 = getelementptr inbounds i8, ptr %3107, i64 8
  %3109 = getelementptr inbounds i8, ptr %3106, i64 8
  %3110 = icmp ult ptr %3108, %2643
  br i1 %3110, label %3111, label %3123

3111:                                             ; preds = %3105
  %3112 = load i64, ptr %3109, align 1, !tbaa !20
  %3113 = load i64, ptr %3108, align 1, !tbaa !20
  %3114 = icmp eq i64 %3112, %3113
  br i1 %3114, label %3105, label %3115

3115:                                             ; preds = %3111
  %3116 = xor i64 %3113, %3112
  %3117 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %3116, i1 true)
  %3118 = lshr i64 %3117, 3
  %3119 = getelementptr inbounds i8, ptr %3108, i64 %3118
  %3120 = ptrtoint ptr %3119 to i64
  %3121 = ptrtoint ptr %3094 to i64
  %3122 = sub i64 %3120, %3121
  br label %3160

3123:                                             ; preds = %3105, %3090
  %3124 = phi ptr [ %3095, %3090 ], [ %3109, %3105 ]
  %3125 = phi ptr [ %3094, %3090 ], [ %3108, %3105 ]
  %3126 = icmp ult ptr %3125, %2644
  br i1 %3126, label %3127, label %3134

3127:                                             ; preds = %3123
  %3128 = load i32, ptr %3124, align 1, !tbaa !19
  %3129 = load i32, ptr %3125, align 1, !tbaa !19
  %3130 = icmp eq i32 %3128, %3129
  br i1 %3130, label %3131, label %3134

3131:                                             ; preds = %3127
  %3132 = getelementptr inbounds i8, ptr %3125, i64 4
  %3133 = getelementptr inbounds i8, ptr %3124, i64 4
  br label %3134

3134:                                             ; preds = %3131, %3127, %3123
  %3135 = phi ptr [ %3133, %3131 ], [ %3124, %3127 ], [ %3124, %3123 ]
  %3136 = phi ptr [ %3132, %3131 ], [ %3125, %3127 ], [ %3125, %3123 ]
  %3137 = icmp ult ptr %3136, %2645
  br i1 %3137, label %3138, label %3145

3138:                                             ; preds = %3134
  %3139 = load i16, ptr %3135, align 1, !tbaa !34
  %3140 = load i16, ptr %3136, align 1, !tbaa !34
  %3141 = icmp eq i16 %3139, %3140
  br i1 %3141, label %3142, label %3145

3142:                                             ; preds = %3138
  %3143 = getelementptr inbounds i8, ptr %3136, i64 2
  %3144 = getelementptr inbounds i8, ptr %3135, i64 2
  br label %3145

3145:                                             ; preds = %3142, %3138, %3134
  %3146 = phi ptr [ %3144, %3142 ], [ %3135, %3138 ], [ %3135, %3134 ]
  %3147 = phi ptr [ %3143, %3142 ], [ %3136, %3138 ], [ %3136, %3134 ]
  %3148 = icmp ult ptr %3147, %22
  br i1 %3148, label %3149, label %3155

3149:                                             ; preds = %3145
  %3150 = load i8, ptr %3146, align 1, !tbaa !31
  %3151 = load i8, ptr %3147, align 1, !tbaa !31
  %3152 = icmp eq i8 %3150, %3151
  %3153 = zext i1 %3152 to i64
  %3154 = getelementptr inbounds i8, ptr %3147, i64 %3153
  br label %3155

3155:                                             ; preds = %3149, %3145
  %3156 = phi ptr [ %3147, %3145 ], [ %3154, %3149 ]
  %3157 = ptrtoint ptr %3156 to i64
  %3158 = ptrtoint ptr %3094 to i64
  %3159 = sub i64 %3157, %3158
  br label %3160

3160:                                             ; preds = %3155, %3115, %3101
  %3161 = phi i64 [ %3159, %3155 ], [ %3104, %3101 ], [ %3122, %3115 ]
  %3162 = add i64 %3161, 4
  %3163 = icmp ugt ptr %2671, %2652
  %3164 = icmp ugt i32 %2674, %19
  %3165 = and i1 %3163, %3164
  br i1 %3165, label %3166, label %3184

3166:                                             ; preds = %3160, %3175
  %3167 = phi ptr [ %3170, %3175 ], [ %2671, %3160 ]
  %3168 = phi i64 [ %3176, %3175 ], [ %3162, %3160 ]
  %3169 = phi ptr [ %3172, %3175 ], [ %2681, %3160 ]
  %3170 = getelementptr inbounds i8, ptr %3167, i64 -1
  %3171 = load i8, ptr %3170, align 1, !tbaa !31
  %3172 = getelementptr inbounds i8, ptr %3169, i64 -1
  %3173 = load i8, ptr %3172, align 1, !tbaa !31
  %3174 = icmp eq i8 %3171, %3173
  br i1 %3174, label %3175, label %3180

3175:                                             ; preds = %3166
  %3176 = add i64 %3168, 1
  %3177 = icmp ugt ptr %3170, %2652
  %3178 = icmp ugt ptr %3172, %21
  %3179 = and i1 %3177, %3178
  br i1 %3179, label %3166, label %3180, !llvm.loop !97

3180:                                             ; preds = %3175, %3166
  %3181 = phi i64 [ %3176, %3175 ], [ %3168, %3166 ]
  %3182 = phi ptr [ %3170, %3175 ], [ %3167, %3166 ]
  %3183 = ptrtoint ptr %3182 to i64
  br label %3184

3184:                                             ; preds = %3180, %3160
  %3185 = phi i64 [ %3183, %3180 ], [ %2677, %3160 ]
  %3186 = phi i64 [ %3181, %3180 ], [ %3162, %3160 ]
  %3187 = phi ptr [ %3182, %3180 ], [ %2671, %3160 ]
  %3188 = ptrtoint ptr %2652 to i64
  %3189 = sub i64 %3185, %3188
  %3190 = add i32 %3093, 3
  %3191 = getelementptr inbounds i8, ptr %2652, i64 %3189
  %3192 = icmp ugt ptr %3191, %2637
  %3193 = load ptr, ptr %2638, align 8, !tbaa !36
  br i1 %3192, label %3219, label %3194

3194:                                             ; preds = %3184
  %3195 = load <2 x i64>, ptr %2652, align 1, !tbaa !31
  store <2 x i64> %3195, ptr %3193, align 1, !tbaa !31
  %3196 = icmp ugt i64 %3189, 16
  %3197 = load ptr, ptr %2638, align 8, !tbaa !36
  br i1 %3196, label %3201, label %3198

3198:                                             ; preds = %3194
  %3199 = getelementptr inbounds i8, ptr %3197, i64 %3189
  store ptr %3199, ptr %2638, align 8, !tbaa !36
  %3200 = load ptr, ptr %2641, align 8, !tbaa !38
  br label %3347

3201:                                             ; preds = %3194
  %3202 = getelementptr inbounds i8, ptr %3197, i64 16
  %3203 = getelementptr inbounds i8, ptr %2652, i64 16
  %3204 = getelementptr i8, ptr %3197, i64 %3189
  %3205 = load <2 x i64>, ptr %3203, align 1, !tbaa !31
  store <2 x i64> %3205, ptr %3202, align 1, !tbaa !31
  %3206 = icmp slt i64 %3189, 33
  br i1 %3206, label %3335, label %3207

3207:                                             ; preds = %3201
  %3208 = getelementptr inbounds i8, ptr %3197, i64 32
  br label %3209

3209:                                             ; preds = %3209, %3207
  %3210 = phi ptr [ %3208, %3207 ], [ %3217, %3209 ]
  %3211 = phi ptr [ %3203, %3207 ], [ %3215, %3209 ]
  %3212 = getelementptr inbounds i8, ptr %3211, i64 16
  %3213 = load <2 x i64>, ptr %3212, align 1, !tbaa !31
  store <2 x i64> %3213, ptr %3210, align 1, !tbaa !31
  %3214 = getelementptr inbounds i8, ptr %3210, i64 16
  %3215 = getelementptr inbounds i8, ptr %3211, i64 32
  %3216 = load <2 x i64>, ptr %3215, align 1, !tbaa !31
  store <2 x i64> %3216, ptr %3214, align 1, !tbaa !31
  %3217 = getelementptr inbounds i8, ptr %3210, i64 32
  %3218 = icmp ult ptr %3217, %3204
  br i1 %3218, label %3209, label %3335, !llvm.loop !39

3219:                                             ; preds = %3184
  %3220 = icmp ugt ptr %2652, %2637
  br i1 %3220, label %3238, label %3221

3221:                                             ; preds = %3219
  %3222 = sub i64 %2639, %3188
  %3223 = getelementptr inbounds i8, ptr %3193, i64 %3222
  %3224 = load <2 x i64>, ptr %2652, align 1, !tbaa !31
  store <2 x i64> %3224, ptr %3193, align 1, !tbaa !31
  %3225 = icmp slt i64 %3222, 17
  br i1 %3225, label %3238, label %3226

3226:                                             ; preds = %3221
  %3227 = getelementptr inbounds i8, ptr %3193, i64 16
  br label %3228

3228:                                             ; preds = %3228, %3226
  %3229 = phi ptr [ %3227, %3226 ], [ %3236, %3228 ]
  %3230 = phi ptr [ %2652, %3226 ], [ %3234, %3228 ]
  %3231 = getelementptr inbounds i8, ptr %3230, i64 16
  %3232 = load <2 x i64>, ptr %3231, align 1, !tbaa !31
  store <2 x i64> %3232, ptr %3229, align 1, !tbaa !31
  %3233 = getelementptr inbounds i8, ptr %3229, i64 16
  %3234 = getelementptr inbounds i8, ptr %3230, i64 32
  %3235 = load <2 x i64>, ptr %3234, align 1, !tbaa !31
  store <2 x i64> %3235, ptr %3233, align 1, !tbaa !31
  %3236 = getelementptr inbounds i8, ptr %3229, i64 32
  %3237 = icmp ult ptr %3236, %3223
  br i1 %3237, label %3228, label %3238, !llvm.loop !39

3238:                                             ; preds = %3228, %3221, %3219
  %3239 = phi ptr [ %2637, %3221 ], [ %2652, %3219 ], [ %2637, %3228 ]
  %3240 = phi ptr [ %3223, %3221 ], [ %3193, %3219 ], [ %3223, %3228 ]
  %3241 = icmp ult ptr %3239, %3191
  br i1 %3241, label %3242, label %3335

3242:                                             ; preds = %3238
  %3243 = ptrtoint ptr %3240 to i64
  %3244 = ptrtoint ptr %3239 to i64
  %3245 = sub i64 %3185, %3244
  %3246 = getelementptr i8, ptr %3239, i64 %3245
  %3247 = icmp ult i64 %3245, 8
  %3248 = sub i64 %3243, %3244
  %3249 = icmp ult i64 %3248, 32
  %3250 = select i1 %3247, i1 true, i1 %3249
  br i1 %3250, label %3286, label %3251

3251:                                             ; preds = %3242
  %3252 = icmp ult i64 %3245, 32
  br i1 %3252, label %3272, label %3253

3253:                                             ; preds = %3251
  %3254 = and i64 %3245, -32
  br label %3255

3255:                                             ; preds = %3255, %3253
  %3256 = phi i64 [ 0, %3253 ], [ %3263, %3255 ]
  %3257 = getelementptr i8, ptr %3240, i64 %3256
  %3258 = getelementptr i8, ptr %3239, i64 %3256
  %3259 = getelementptr i8, ptr %3258, i64 16
  %3260 = load <16 x i8>, ptr %3258, align 1, !tbaa !31
  %3261 = load <16 x i8>, ptr %3259, align 1, !tbaa !31
  %3262 = getelementptr i8, ptr %3257, i64 16
  store <16 x i8> %3260, ptr %3257, align 1, !tbaa !31
  store <16 x i8> %3261, ptr %3262, align 1, !tbaa !31
  %3263 = add nuw i64 %3256, 32
  %3264 = icmp eq i64 %3263, %3254
  br i1 %3264, label %3265, label %3255, !llvm.loop !134

3265:                                             ; preds = %3255
  %3266 = icmp eq i64 %3245, %3254
  br i1 %3266, label %3335, label %3267

3267:                                             ; preds = %3265
  %3268 = getelementptr i8, ptr %3239, i64 %3254
  %3269 = getelementptr i8, ptr %3240, i64 %3254
  %3270 = and i64 %3245, 24
  %3271 = icmp eq i64 %3270, 0
  br i1 %3271, label %3286, label %3272

3272:                                             ; preds = %3251, %3267
  %3273 = phi i64 [ %3254, %3267 ], [ 0, %3251 ]
  %3274 = and i64 %3245, -8
  %3275 = getelementptr i8, ptr %3240, i64 %3274
  %3276 = getelementptr i8, ptr %3239, i64 %3274
  br label %3277

3277:                                             ; preds = %3277, %3272
  %3278 = phi i64 [ %3273, %3272 ], [ %3282, %3277 ]
  %3279 = getelementptr i8, ptr %3240, i64 %3278
  %3280 = getelementptr i8, ptr %3239, i64 %3278
  %3281 = load <8 x i8>, ptr %3280, align 1, !tbaa !31
  store <8 x i8> %3281, ptr %3279, align 1, !tbaa !31
  %3282 = add nuw i64 %3278, 8
  %3283 = icmp eq i64 %3282, %3274
  br i1 %3283, label %3284, label %3277, !llvm.loop !135

3284:                                             ; preds = %3277
  %3285 = icmp eq i64 %3245, %3274
  br i1 %3285, label %3335, label %3286

3286:                                             ; preds = %3284, %3242, %3267
  %3287 = phi ptr [ %3240, %3242 ], [ %3269, %3267 ], [ %3275, %3284 ]
  %3288 = phi ptr [ %3239, %3242 ], [ %3268, %3267 ], [ %3276, %3284 ]
  %3289 = ptrtoint ptr %3288 to i64
  %3290 = sub i64 %3185, %3289
  %3291 = and i64 %3290, 7
  %3292 = icmp eq i64 %3291, 0
  br i1 %3292, label %3302, label %3293

3293:                                             ; preds = %3286, %3293
  %3294 = phi ptr [ %3299, %3293 ], [ %3287, %3286 ]
  %3295 = phi ptr [ %3297, %3293 ], [ %3288, %3286 ]
  %3296 = phi i64 [ %3300, %3293 ], [ 0, %3286 ]
  %3297 = getelementptr inbounds i8, ptr %3295, i64 1
  %3298 = load i8, ptr %3295, align 1, !tbaa !31
  %3299 = getelementptr inbounds i8, ptr %3294, i64 1
  store i8 %3298, ptr %3294, align 1, !tbaa !31
  %3300 = add i64 %3296, 1
  %3301 = icmp eq i64 %3300, %3291
  br i1 %3301, label %3302, label %3293, !llvm.loop !136

3302:                                             ; preds = %3293, %3286
  %3303 = phi ptr [ %3287, %3286 ], [ %3299, %3293 ]
  %3304 = phi ptr [ %3288, %3286 ], [ %3297, %3293 ]
  %3305 = sub i64 %3289, %3185
  %3306 = icmp ugt i64 %3305, -8
  br i1 %3306, label %3335, label %3307

3307:                                             ; preds = %3302, %3307
  %3308 = phi ptr [ %3333, %3307 ], [ %3303, %3302 ]
  %3309 = phi ptr [ %3331, %3307 ], [ %3304, %3302 ]
  %3310 = getelementptr inbounds i8, ptr %3309, i64 1
  %3311 = load i8, ptr %3309, align 1, !tbaa !31
  %3312 = getelementptr inbounds i8, ptr %3308, i64 1
  store i8 %3311, ptr %3308, align 1, !tbaa !31
  %3313 = getelementptr inbounds i8, ptr %3309, i64 2
  %3314 = load i8, ptr %3310, align 1, !tbaa !31
  %3315 = getelementptr inbounds i8, ptr %3308, i64 2
  store i8 %3314, ptr %3312, align 1, !tbaa !31
  %3316 = getelementptr inbounds i8, ptr %3309, i64 3
  %3317 = load i8, ptr %3313, align 1, !tbaa !31
  %3318 = getelementptr inbounds i8, ptr %3308, i64 3
  store i8 %3317, ptr %3315, align 1, !tbaa !31
  %3319 = getelementptr inbounds i8, ptr %3309, i64 4
  %3320 = load i8, ptr %3316, align 1, !tbaa !31
  %3321 = getelementptr inbounds i8, ptr %3308, i64 4
  store i8 %3320, ptr %3318, align 1, !tbaa !31
  %3322 = getelementptr inbounds i8, ptr %3309, i64 5
  %3323 = load i8, ptr %3319, align 1, !tbaa !31
  %3324 = getelementptr inbounds i8, ptr %3308, i64 5
  store i8 %3323, ptr %3321, align 1, !tbaa !31
  %3325 = getelementptr inbounds i8, ptr %3309, i64 6
  %3326 = load i8, ptr %3322, align 1, !tbaa !31
  %3327 = getelementptr inbounds i8, ptr %3308, i64 6
  store i8 %3326, ptr %3324, align 1, !tbaa !31
  %3328 = getelementptr inbounds i8, ptr %3309, i64 7
  %3329 = load i8, ptr %3325, align 1, !tbaa !31
  %3330 = getelementptr inbounds i8, ptr %3308, i64 7
  store i8 %3329, ptr %3327, align 1, !tbaa !31
  %3331 = getelementptr inbounds i8, ptr %3309, i64 8
  %3332 = load i8, ptr %3328, align 1, !tbaa !31
  %3333 = getelementptr inbounds i8, ptr %3308, i64 8
  store i8 %3332, ptr %3330, align 1, !tbaa !31
  %3334 = icmp eq ptr %3331, %3246
  br i1 %3334, label %3335, label %3307, !llvm.loop !137

3335:                                             ; preds = %3209, %3302, %3307, %3265, %3284, %3238, %3201
  %3336 = load ptr, ptr %2638, align 8, !tbaa !36
  %3337 = getelementptr inbounds i8, ptr %3336, i64 %3189
  store ptr %3337, ptr %2638, align 8, !tbaa !36
  %3338 = icmp ugt i64 %3189, 65535
  %3339 = load ptr, ptr %2641, align 8, !tbaa !38
  br i1 %3338, label %3340, label %3347, !prof !47

3340:                                             ; preds = %3335
  store i32 1, ptr %2640, align 8, !tbaa !48
  %3341 = load ptr, ptr %1, align 8, !tbaa !49
  %3342 = ptrtoint ptr %3339 to i64
  %3343 = ptrtoint ptr %3341 to i64
  %3344 = sub i64 %3342, %3343
  %3345 = lshr exact i64 %3344, 3
  %3346 = trunc i64 %3345 to i32
  store i32 %3346, ptr %2642, align 4, !tbaa !50
  br label %3347

3347:                                             ; preds = %3340, %3335, %3198
  %3348 = phi ptr [ %3200, %3198 ], [ %3339, %3340 ], [ %3339, %3335 ]
  %3349 = trunc i64 %3189 to i16
  %3350 = getelementptr inbounds i8, ptr %3348, i64 4
  store i16 %3349, ptr %3350, align 4, !tbaa !51
  store i32 %3190, ptr %3348, align 4, !tbaa !53
  %3351 = add i64 %3186, -3
  %3352 = icmp ugt i64 %3351, 65535
  br i1 %3352, label %3367, label %3380, !prof !54

3353:                                             ; preds = %3088, %3083
  %3354 = icmp uge ptr %2670, %2665
  %3355 = zext i1 %3354 to i64
  %3356 = add i64 %2666, %3355
  %3357 = getelementptr inbounds i8, ptr %2670, i64 %3356
  %3358 = icmp ugt ptr %3357, %23
  br i1 %3358, label %3466, label %3359

3359:                                             ; preds = %3353
  %3360 = select i1 %3354, i64 256, i64 0
  %3361 = getelementptr inbounds i8, ptr %2665, i64 %3360
  %3362 = lshr i64 %2686, 8
  %3363 = getelementptr inbounds i32, ptr %30, i64 %3362
  %3364 = load i32, ptr %3363, align 4, !tbaa !19
  %3365 = zext i32 %3364 to i64
  %3366 = xor i64 %2686, %3365
  br label %2664

3367:                                             ; preds = %3347, %3077, %2869
  %3368 = phi ptr [ %2870, %2869 ], [ %3078, %3077 ], [ %3348, %3347 ]
  %3369 = phi i64 [ %2873, %2869 ], [ %3081, %3077 ], [ %3351, %3347 ]
  %3370 = phi i64 [ %2708, %2869 ], [ %2916, %3077 ], [ %3186, %3347 ]
  %3371 = phi i32 [ %2654, %2869 ], [ %2653, %3077 ], [ %2653, %3347 ]
  %3372 = phi i32 [ %2653, %2869 ], [ %2890, %3077 ], [ %3093, %3347 ]
  %3373 = phi ptr [ %2703, %2869 ], [ %2917, %3077 ], [ %3187, %3347 ]
  store i32 2, ptr %2640, align 8, !tbaa !48
  %3374 = load ptr, ptr %1, align 8, !tbaa !49
  %3375 = ptrtoint ptr %3368 to i64
  %3376 = ptrtoint ptr %3374 to i64
  %3377 = sub i64 %3375, %3376
  %3378 = lshr exact i64 %3377, 3
  %3379 = trunc i64 %3378 to i32
  store i32 %3379, ptr %2642, align 4, !tbaa !50
  br label %3380

3380:                                             ; preds = %3367, %3347, %3077, %2869
  %3381 = phi i64 [ %2873, %2869 ], [ %3081, %3077 ], [ %3351, %3347 ], [ %3369, %3367 ]
  %3382 = phi ptr [ %2870, %2869 ], [ %3078, %3077 ], [ %3348, %3347 ], [ %3368, %3367 ]
  %3383 = phi i64 [ %2708, %2869 ], [ %2916, %3077 ], [ %3186, %3347 ], [ %3370, %3367 ]
  %3384 = phi i32 [ %2654, %2869 ], [ %2653, %3077 ], [ %2653, %3347 ], [ %3371, %3367 ]
  %3385 = phi i32 [ %2653, %2869 ], [ %2890, %3077 ], [ %3093, %3347 ], [ %3372, %3367 ]
  %3386 = phi ptr [ %2703, %2869 ], [ %2917, %3077 ], [ %3187, %3347 ], [ %3373, %3367 ]
  %3387 = trunc i64 %3381 to i16
  %3388 = getelementptr inbounds i8, ptr %3382, i64 6
  store i16 %3387, ptr %3388, align 2, !tbaa !55
  %3389 = getelementptr inbounds i8, ptr %3382, i64 8
  store ptr %3389, ptr %2641, align 8, !tbaa !38
  %3390 = getelementptr inbounds i8, ptr %3386, i64 %3383
  %3391 = icmp ugt ptr %3390, %23
  br i1 %3391, label %3460, label %3392

3392:                                             ; preds = %3380
  %3393 = add i32 %2679, 2
  %3394 = and i64 %2678, 4294967295
  %3395 = getelementptr inbounds i8, ptr %2625, i64 %3394
  %3396 = load i64, ptr %3395, align 1, !tbaa !20
  %3397 = mul i64 %3396, -3523014627193167104
  %3398 = lshr i64 %3397, %2634
  %3399 = getelementptr inbounds i32, ptr %9, i64 %3398
  store i32 %3393, ptr %3399, align 4, !tbaa !19
  %3400 = getelementptr inbounds i8, ptr %3390, i64 -2
  %3401 = ptrtoint ptr %3400 to i64
  %3402 = sub i64 %3401, %52
  %3403 = trunc i64 %3402 to i32
  %3404 = load i64, ptr %3400, align 1, !tbaa !20
  %3405 = mul i64 %3404, -3523014627193167104
  %3406 = lshr i64 %3405, %2634
  %3407 = getelementptr inbounds i32, ptr %9, i64 %3406
  store i32 %3403, ptr %3407, align 4, !tbaa !19
  br label %3408

3408:                                             ; preds = %3450, %3392
  %3409 = phi ptr [ %3389, %3392 ], [ %3453, %3450 ]
  %3410 = phi ptr [ %3390, %3392 ], [ %3458, %3450 ]
  %3411 = phi i32 [ %3385, %3392 ], [ %3412, %3450 ]
  %3412 = phi i32 [ %3384, %3392 ], [ %3411, %3450 ]
  %3413 = ptrtoint ptr %3410 to i64
  %3414 = sub i64 %3413, %52
  %3415 = trunc i64 %3414 to i32
  %3416 = sub i32 %3415, %3412
  %3417 = icmp ult i32 %3416, %19
  %3418 = zext i32 %3416 to i64
  %3419 = select i1 %3417, ptr %2648, ptr %16
  %3420 = getelementptr inbounds i8, ptr %3419, i64 %3418
  %3421 = sub i32 %3416, %19
  %3422 = icmp ugt i32 %3421, -4
  br i1 %3422, label %3460, label %3423

3423:                                             ; preds = %3408
  %3424 = load i32, ptr %3420, align 1, !tbaa !19
  %3425 = load i32, ptr %3410, align 1, !tbaa !19
  %3426 = icmp eq i32 %3424, %3425
  br i1 %3426, label %3427, label %3460

3427:                                             ; preds = %3423
  %3428 = select i1 %3417, ptr %37, ptr %22
  %3429 = getelementptr inbounds i8, ptr %3410, i64 4
  %3430 = getelementptr inbounds i8, ptr %3420, i64 4
  %3431 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %3429, ptr noundef nonnull %3430, ptr noundef %22, ptr noundef %3428, ptr noundef %21)
  %3432 = add i64 %3431, 4
  %3433 = icmp ugt ptr %3410, %2637
  br i1 %3433, label %3438, label %3434

3434:                                             ; preds = %3427
  %3435 = load ptr, ptr %2638, align 8, !tbaa !36
  %3436 = load <2 x i64>, ptr %3410, align 1, !tbaa !31
  store <2 x i64> %3436, ptr %3435, align 1, !tbaa !31
  %3437 = load ptr, ptr %2641, align 8, !tbaa !38
  br label %3438

3438:                                             ; preds = %3434, %3427
  %3439 = phi ptr [ %3409, %3427 ], [ %3437, %3434 ]
  %3440 = getelementptr inbounds i8, ptr %3439, i64 4
  store i16 0, ptr %3440, align 4, !tbaa !51
  store i32 1, ptr %3439, align 4, !tbaa !53
  %3441 = add i64 %3431, 1
  %3442 = icmp ugt i64 %3441, 65535
  br i1 %3442, label %3443, label %3450, !prof !54

3443:                                             ; preds = %3438
  store i32 2, ptr %2640, align 8, !tbaa !48
  %3444 = load ptr, ptr %1, align 8, !tbaa !49
  %3445 = ptrtoint ptr %3439 to i64
  %3446 = ptrtoint ptr %3444 to i64
  %3447 = sub i64 %3445, %3446
  %3448 = lshr exact i64 %3447, 3
  %3449 = trunc i64 %3448 to i32
  store i32 %3449, ptr %2642, align 4, !tbaa !50
  br label %3450

3450:                                             ; preds = %3443, %3438
  %3451 = trunc i64 %3441 to i16
  %3452 = getelementptr inbounds i8, ptr %3439, i64 6
  store i16 %3451, ptr %3452, align 2, !tbaa !55
  %3453 = getelementptr inbounds i8, ptr %3439, i64 8
  store ptr %3453, ptr %2641, align 8, !tbaa !38
  %3454 = load i64, ptr %3410, align 1, !tbaa !20
  %3455 = mul i64 %3454, -3523014627193167104
  %3456 = lshr i64 %3455, %2634
  %3457 = getelementptr inbounds i32, ptr %9, i64 %3456
  store i32 %3415, ptr %3457, align 4, !tbaa !19
  %3458 = getelementptr inbounds i8, ptr %3410, i64 %3432
  %3459 = icmp ugt ptr %3458, %23
  br i1 %3459, label %3460, label %3408

3460:                                             ; preds = %3450, %3423, %3408, %3380
  %3461 = phi i32 [ %3384, %3380 ], [ %3412, %3408 ], [ %3412, %3423 ], [ %3411, %3450 ]
  %3462 = phi i32 [ %3385, %3380 ], [ %3411, %3408 ], [ %3411, %3423 ], [ %3412, %3450 ]
  %3463 = phi ptr [ %3390, %3380 ], [ %3410, %3408 ], [ %3410, %3423 ], [ %3458, %3450 ]
  %3464 = getelementptr inbounds i8, ptr %3463, i64 %17
  %3465 = icmp ugt ptr %3464, %23
  br i1 %3465, label %3466, label %2649

3466:                                             ; preds = %2608, %2501, %1756, %1649, %3460, %3353, %904, %794, %2624, %1772, %920, %66
  %3467 = phi i32 [ %24, %66 ], [ %24, %920 ], [ %24, %1772 ], [ %24, %2624 ], [ %93, %794 ], [ %906, %904 ], [ %2653, %3353 ], [ %3462, %3460 ], [ %949, %1649 ], [ %1758, %1756 ], [ %1801, %2501 ], [ %2610, %2608 ]
  %3468 = phi i32 [ %26, %66 ], [ %26, %920 ], [ %26, %1772 ], [ %26, %2624 ], [ %94, %794 ], [ %905, %904 ], [ %2654, %3353 ], [ %3461, %3460 ], [ %950, %1649 ], [ %1757, %1756 ], [ %1802, %2501 ], [ %2609, %2608 ]
  %3469 = phi ptr [ %3, %66 ], [ %3, %920 ], [ %3, %1772 ], [ %3, %2624 ], [ %92, %794 ], [ %907, %904 ], [ %2652, %3353 ], [ %3463, %3460 ], [ %948, %1649 ], [ %1759, %1756 ], [ %1800, %2501 ], [ %2611, %2608 ]
  store i32 %3467, ptr %2, align 4, !tbaa !19
  store i32 %3468, ptr %25, align 4, !tbaa !19
  %3470 = ptrtoint ptr %22 to i64
  %3471 = ptrtoint ptr %3469 to i64
  %3472 = sub i64 %3470, %3471
  ret i64 %3472
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_fast_extDict(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %0, i64 272
  %7 = load i32, ptr %6, align 8, !tbaa !24
  %8 = add i32 %7, -5
  %9 = icmp ult i32 %8, 3
  %10 = select i1 %9, i32 %7, i32 4
  %11 = tail call fastcc i64 @ZSTD_compressBlock_fast_extDict_generic(ptr noundef nonnull readonly %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %10)
  ret i64 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @ZSTD_count_2segments(ptr noundef %0, ptr noundef %1, ptr noundef readnone %2, ptr noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
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
  %15 = load i64, ptr %1, align 1, !tbaa !20
  %16 = load i64, ptr %0, align 1, !tbaa !20
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
  %29 = load i64, ptr %26, align 1, !tbaa !20
  %30 = load i64, ptr %25, align 1, !tbaa !20
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
  %46 = load i32, ptr %41, align 1, !tbaa !19
  %47 = load i32, ptr %42, align 1, !tbaa !19
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
  %88 = load i64, ptr %4, align 1, !tbaa !20
  %89 = load i64, ptr %84, align 1, !tbaa !20
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
  %102 = load i64, ptr %99, align 1, !tbaa !20
  %103 = load i64, ptr %98, align 1, !tbaa !20
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
  %119 = load i32, ptr %114, align 1, !tbaa !19
  %120 = load i32, ptr %115, align 1, !tbaa !19
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
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 264
  %11 = load i32, ptr %10, align 4, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %0, i64 276
  %13 = load i32, ptr %12, align 4, !tbaa !26
  %14 = tail call i32 @llvm.umax.i32(i32 %13, i32 1)
  %15 = add i32 %14, 1
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !16
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !138
  %21 = ptrtoint ptr %3 to i64
  %22 = ptrtoint ptr %18 to i64
  %23 = sub i64 %21, %22
  %24 = add i64 %23, %4
  %25 = trunc i64 %24 to i32
  %26 = load i32, ptr %7, align 4, !tbaa !25
  %27 = shl nuw i32 1, %26
  %28 = getelementptr inbounds i8, ptr %0, i64 28
  %29 = load i32, ptr %28, align 4, !tbaa !139
  %30 = sub i32 %25, %29
  %31 = icmp ugt i32 %30, %27
  %32 = sub i32 %25, %27
  %33 = getelementptr inbounds i8, ptr %0, i64 40
  %34 = load i32, ptr %33, align 8, !tbaa !28
  %35 = icmp eq i32 %34, 0
  %36 = select i1 %35, i1 %31, i1 false
  %37 = select i1 %36, i32 %32, i32 %29
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %20, i64 %38
  %40 = getelementptr inbounds i8, ptr %0, i64 24
  %41 = load i32, ptr %40, align 8, !tbaa !27
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
  br label %647

52:                                               ; preds = %6
  %53 = load i32, ptr %48, align 4, !tbaa !19
  %54 = load i32, ptr %2, align 4, !tbaa !19
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

77:                                               ; preds = %67, %640
  %78 = phi ptr [ %65, %67 ], [ %645, %640 ]
  %79 = phi ptr [ %64, %67 ], [ %644, %640 ]
  %80 = phi i32 [ %62, %67 ], [ %643, %640 ]
  %81 = phi i32 [ %59, %67 ], [ %642, %640 ]
  %82 = phi ptr [ %3, %67 ], [ %641, %640 ]
  %83 = getelementptr inbounds i8, ptr %82, i64 1
  %84 = getelementptr inbounds i8, ptr %82, i64 128
  switch i32 %5, label %113 [
    i32 8, label %106
    i32 5, label %85
    i32 6, label %92
    i32 7, label %99
  ]

85:                                               ; preds = %77
  %86 = load i64, ptr %82, align 1, !tbaa !20
  %87 = mul i64 %86, -3523014627271114752
  %88 = lshr i64 %87, %69
  %89 = load i64, ptr %83, align 1, !tbaa !20
  %90 = mul i64 %89, -3523014627271114752
  %91 = lshr i64 %90, %69
  br label %122

92:                                               ; preds = %77
  %93 = load i64, ptr %82, align 1, !tbaa !20
  %94 = mul i64 %93, -3523014627193847808
  %95 = lshr i64 %94, %69
  %96 = load i64, ptr %83, align 1, !tbaa !20
  %97 = mul i64 %96, -3523014627193847808
  %98 = lshr i64 %97, %69
  br label %122

99:                                               ; preds = %77
  %100 = load i64, ptr %82, align 1, !tbaa !20
  %101 = mul i64 %100, -3523014627193167104
  %102 = lshr i64 %101, %69
  %103 = load i64, ptr %83, align 1, !tbaa !20
  %104 = mul i64 %103, -3523014627193167104
  %105 = lshr i64 %104, %69
  br label %122

106:                                              ; preds = %77
  %107 = load i64, ptr %82, align 1, !tbaa !20
  %108 = mul i64 %107, -3523014627327384477
  %109 = lshr i64 %108, %69
  %110 = load i64, ptr %83, align 1, !tbaa !20
  %111 = mul i64 %110, -3523014627327384477
  %112 = lshr i64 %111, %69
  br label %122

113:                                              ; preds = %77
  %114 = load i32, ptr %82, align 1, !tbaa !19
  %115 = mul i32 %114, -1640531535
  %116 = lshr i32 %115, %70
  %117 = zext i32 %116 to i64
  %118 = load i32, ptr %83, align 1, !tbaa !19
  %119 = mul i32 %118, -1640531535
  %120 = lshr i32 %119, %70
  %121 = zext i32 %120 to i64
  br label %122

122:                                              ; preds = %113, %85, %92, %99, %106
  %123 = phi i64 [ %117, %113 ], [ %102, %99 ], [ %95, %92 ], [ %88, %85 ], [ %109, %106 ]
  %124 = phi i64 [ %121, %113 ], [ %105, %99 ], [ %98, %92 ], [ %91, %85 ], [ %112, %106 ]
  %125 = getelementptr inbounds i32, ptr %9, i64 %123
  %126 = load i32, ptr %125, align 4, !tbaa !19
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
  %153 = load i32, ptr %152, align 1, !tbaa !19
  br label %157

154:                                              ; preds = %130
  %155 = load i32, ptr %138, align 1, !tbaa !19
  %156 = xor i32 %155, 1
  br label %157

157:                                              ; preds = %154, %150
  %158 = phi i32 [ %153, %150 ], [ %156, %154 ]
  %159 = ptrtoint ptr %140 to i64
  %160 = sub i64 %159, %22
  %161 = trunc i64 %160 to i32
  %162 = getelementptr inbounds i32, ptr %9, i64 %136
  store i32 %161, ptr %162, align 4, !tbaa !19
  %163 = load i32, ptr %138, align 1, !tbaa !19
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
  %183 = load i32, ptr %182, align 1, !tbaa !19
  %184 = load i32, ptr %140, align 1, !tbaa !19
  %185 = icmp eq i32 %184, %183
  br i1 %185, label %277, label %186

186:                                              ; preds = %178, %180
  %187 = getelementptr inbounds i32, ptr %9, i64 %135
  %188 = load i32, ptr %187, align 4, !tbaa !19
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
  %196 = load i64, ptr %138, align 1, !tbaa !20
  %197 = mul i64 %196, -3523014627271114752
  %198 = lshr i64 %197, %69
  br label %211

199:                                              ; preds = %186
  %200 = load i64, ptr %138, align 1, !tbaa !20
  %201 = mul i64 %200, -3523014627193847808
  %202 = lshr i64 %201, %69
  br label %211

203:                                              ; preds = %186
  %204 = load i64, ptr %138, align 1, !tbaa !20
  %205 = mul i64 %204, -3523014627193167104
  %206 = lshr i64 %205, %69
  br label %211

207:                                              ; preds = %186
  %208 = load i64, ptr %138, align 1, !tbaa !20
  %209 = mul i64 %208, -3523014627327384477
  %210 = lshr i64 %209, %69
  br label %211

211:                                              ; preds = %191, %195, %199, %203, %207
  %212 = phi i64 [ %194, %191 ], [ %206, %203 ], [ %202, %199 ], [ %198, %195 ], [ %210, %207 ]
  %213 = ptrtoint ptr %139 to i64
  %214 = sub i64 %213, %22
  %215 = trunc i64 %214 to i32
  store i32 %215, ptr %187, align 4, !tbaa !19
  %216 = icmp ult i32 %188, %37
  br i1 %216, label %223, label %217

217:                                              ; preds = %211
  %218 = zext i32 %188 to i64
  %219 = getelementptr inbounds i8, ptr %190, i64 %218
  %220 = load i32, ptr %219, align 1, !tbaa !19
  %221 = load i32, ptr %139, align 1, !tbaa !19
  %222 = icmp eq i32 %221, %220
  br i1 %222, label %277, label %223

223:                                              ; preds = %211, %217
  %224 = getelementptr inbounds i32, ptr %9, i64 %212
  %225 = load i32, ptr %224, align 4, !tbaa !19
  %226 = icmp ult i32 %225, %42
  %227 = select i1 %226, ptr %20, ptr %18
  switch i32 %5, label %228 [
    i32 8, label %245
    i32 5, label %233
    i32 6, label %237
    i32 7, label %241
  ]

228:                                              ; preds = %223
  %229 = load i32, ptr %137, align 1, !tbaa !19
  %230 = mul i32 %229, -1640531535
  %231 = lshr i32 %230, %70
  %232 = zext i32 %231 to i64
  br label %249

233:                                              ; preds = %223
  %234 = load i64, ptr %137, align 1, !tbaa !20
  %235 = mul i64 %234, -3523014627271114752
  %236 = lshr i64 %235, %69
  br label %249

237:                                              ; preds = %223
  %238 = load i64, ptr %137, align 1, !tbaa !20
  %239 = mul i64 %238, -3523014627193847808
  %240 = lshr i64 %239, %69
  br label %249

241:                                              ; preds = %223
  %242 = load i64, ptr %137, align 1, !tbaa !20
  %243 = mul i64 %242, -3523014627193167104
  %244 = lshr i64 %243, %69
  br label %249

245:                                              ; preds = %223
  %246 = load i64, ptr %137, align 1, !tbaa !20
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
  br i1 %262, label %130, label %263, !llvm.loop !140

263:                                              ; preds = %640, %259, %52
  %264 = phi ptr [ %3, %52 ], [ %82, %259 ], [ %641, %640 ]
  %265 = phi i32 [ %59, %52 ], [ %81, %259 ], [ %642, %640 ]
  %266 = phi i32 [ %62, %52 ], [ %80, %259 ], [ %643, %640 ]
  %267 = icmp ne i32 %61, 0
  %268 = icmp ne i32 %266, 0
  %269 = select i1 %267, i1 %268, i1 false
  %270 = select i1 %269, i32 %61, i32 %58
  %271 = select i1 %268, i32 %266, i32 %61
  store i32 %271, ptr %2, align 4, !tbaa !19
  %272 = icmp eq i32 %265, 0
  %273 = select i1 %272, i32 %270, i32 %265
  store i32 %273, ptr %48, align 4, !tbaa !19
  %274 = ptrtoint ptr %46 to i64
  %275 = ptrtoint ptr %264 to i64
  %276 = sub i64 %274, %275
  br label %647

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
  br i1 %307, label %294, label %308, !llvm.loop !141

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
  %330 = load <2 x i64>, ptr %82, align 1, !tbaa !31
  store <2 x i64> %330, ptr %328, align 1, !tbaa !31
  %331 = icmp ugt i64 %325, 16
  %332 = load ptr, ptr %72, align 8, !tbaa !36
  br i1 %331, label %336, label %333

333:                                              ; preds = %329
  %334 = getelementptr inbounds i8, ptr %332, i64 %325
  store ptr %334, ptr %72, align 8, !tbaa !36
  %335 = load ptr, ptr %75, align 8, !tbaa !38
  br label %482

336:                                              ; preds = %329
  %337 = getelementptr inbounds i8, ptr %332, i64 16
  %338 = getelementptr inbounds i8, ptr %82, i64 16
  %339 = getelementptr i8, ptr %332, i64 %325
  %340 = load <2 x i64>, ptr %338, align 1, !tbaa !31
  store <2 x i64> %340, ptr %337, align 1, !tbaa !31
  %341 = icmp slt i64 %325, 33
  br i1 %341, label %470, label %342

342:                                              ; preds = %336
  %343 = getelementptr inbounds i8, ptr %332, i64 32
  br label %344

344:                                              ; preds = %344, %342
  %345 = phi ptr [ %343, %342 ], [ %352, %344 ]
  %346 = phi ptr [ %338, %342 ], [ %350, %344 ]
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load <2 x i64>, ptr %347, align 1, !tbaa !31
  store <2 x i64> %348, ptr %345, align 1, !tbaa !31
  %349 = getelementptr inbounds i8, ptr %345, i64 16
  %350 = getelementptr inbounds i8, ptr %346, i64 32
  %351 = load <2 x i64>, ptr %350, align 1, !tbaa !31
  store <2 x i64> %351, ptr %349, align 1, !tbaa !31
  %352 = getelementptr inbounds i8, ptr %345, i64 32
  %353 = icmp ult ptr %352, %339
  br i1 %353, label %344, label %470, !llvm.loop !39

354:                                              ; preds = %308
  %355 = icmp ugt ptr %82, %71
  br i1 %355, label %373, label %356

356:                                              ; preds = %354
  %357 = sub i64 %73, %324
  %358 = getelementptr inbounds i8, ptr %328, i64 %357
  %359 = load <2 x i64>, ptr %82, align 1, !tbaa !31
  store <2 x i64> %359, ptr %328, align 1, !tbaa !31
  %360 = icmp slt i64 %357, 17
  br i1 %360, label %373, label %361

361:                                              ; preds = %356
  %362 = getelementptr inbounds i8, ptr %328, i64 16
  br label %363

363:                                              ; preds = %363, %361
  %364 = phi ptr [ %362, %361 ], [ %371, %363 ]
  %365 = phi ptr [ %82, %361 ], [ %369, %363 ]
  %366 = getelementptr inbounds i8, ptr %365, i64 16
  %367 = load <2 x i64>, ptr %366, align 1, !tbaa !31
  store <2 x i64> %367, ptr %364, align 1, !tbaa !31
  %368 = getelementptr inbounds i8, ptr %364, i64 16
  %369 = getelementptr inbounds i8, ptr %365, i64 32
  %370 = load <2 x i64>, ptr %369, align 1, !tbaa !31
  store <2 x i64> %370, ptr %368, align 1, !tbaa !31
  %371 = getelementptr inbounds i8, ptr %364, i64 32
  %372 = icmp ult ptr %371, %358
  br i1 %372, label %363, label %373, !llvm.loop !39

373:                                              ; preds = %363, %356, %354
  %374 = phi ptr [ %71, %356 ], [ %82, %354 ], [ %71, %363 ]
  %375 = phi ptr [ %358, %356 ], [ %328, %354 ], [ %358, %363 ]
  %376 = icmp ult ptr %374, %326
  br i1 %376, label %377, label %470

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
  br i1 %399, label %400, label %390, !llvm.loop !142

400:                                              ; preds = %390
  %401 = icmp eq i64 %380, %389
  br i1 %401, label %470, label %402

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
  br i1 %418, label %419, label %412, !llvm.loop !143

419:                                              ; preds = %412
  %420 = icmp eq i64 %380, %409
  br i1 %420, label %470, label %421

421:                                              ; preds = %419, %377, %402
  %422 = phi ptr [ %375, %377 ], [ %404, %402 ], [ %410, %419 ]
  %423 = phi ptr [ %374, %377 ], [ %403, %402 ], [ %411, %419 ]
  %424 = ptrtoint ptr %423 to i64
  %425 = sub i64 %323, %424
  %426 = and i64 %425, 7
  %427 = icmp eq i64 %426, 0
  br i1 %427, label %437, label %428

428:                                              ; preds = %421, %428
  %429 = phi ptr [ %434, %428 ], [ %422, %421 ]
  %430 = phi ptr [ %432, %428 ], [ %423, %421 ]
  %431 = phi i64 [ %435, %428 ], [ 0, %421 ]
  %432 = getelementptr inbounds i8, ptr %430, i64 1
  %433 = load i8, ptr %430, align 1, !tbaa !31
  %434 = getelementptr inbounds i8, ptr %429, i64 1
  store i8 %433, ptr %429, align 1, !tbaa !31
  %435 = add i64 %431, 1
  %436 = icmp eq i64 %435, %426
  br i1 %436, label %437, label %428, !llvm.loop !144

437:                                              ; preds = %428, %421
  %438 = phi ptr [ %422, %421 ], [ %434, %428 ]
  %439 = phi ptr [ %423, %421 ], [ %432, %428 ]
  %440 = sub i64 %424, %323
  %441 = icmp ugt i64 %440, -8
  br i1 %441, label %470, label %442

442:                                              ; preds = %437, %442
  %443 = phi ptr [ %468, %442 ], [ %438, %437 ]
  %444 = phi ptr [ %466, %442 ], [ %439, %437 ]
  %445 = getelementptr inbounds i8, ptr %444, i64 1
  %446 = load i8, ptr %444, align 1, !tbaa !31
  %447 = getelementptr inbounds i8, ptr %443, i64 1
  store i8 %446, ptr %443, align 1, !tbaa !31
  %448 = getelementptr inbounds i8, ptr %444, i64 2
  %449 = load i8, ptr %445, align 1, !tbaa !31
  %450 = getelementptr inbounds i8, ptr %443, i64 2
  store i8 %449, ptr %447, align 1, !tbaa !31
  %451 = getelementptr inbounds i8, ptr %444, i64 3
  %452 = load i8, ptr %448, align 1, !tbaa !31
  %453 = getelementptr inbounds i8, ptr %443, i64 3
  store i8 %452, ptr %450, align 1, !tbaa !31
  %454 = getelementptr inbounds i8, ptr %444, i64 4
  %455 = load i8, ptr %451, align 1, !tbaa !31
  %456 = getelementptr inbounds i8, ptr %443, i64 4
  store i8 %455, ptr %453, align 1, !tbaa !31
  %457 = getelementptr inbounds i8, ptr %444, i64 5
  %458 = load i8, ptr %454, align 1, !tbaa !31
  %459 = getelementptr inbounds i8, ptr %443, i64 5
  store i8 %458, ptr %456, align 1, !tbaa !31
  %460 = getelementptr inbounds i8, ptr %444, i64 6
  %461 = load i8, ptr %457, align 1, !tbaa !31
  %462 = getelementptr inbounds i8, ptr %443, i64 6
  store i8 %461, ptr %459, align 1, !tbaa !31
  %463 = getelementptr inbounds i8, ptr %444, i64 7
  %464 = load i8, ptr %460, align 1, !tbaa !31
  %465 = getelementptr inbounds i8, ptr %443, i64 7
  store i8 %464, ptr %462, align 1, !tbaa !31
  %466 = getelementptr inbounds i8, ptr %444, i64 8
  %467 = load i8, ptr %463, align 1, !tbaa !31
  %468 = getelementptr inbounds i8, ptr %443, i64 8
  store i8 %467, ptr %465, align 1, !tbaa !31
  %469 = icmp eq ptr %466, %381
  br i1 %469, label %470, label %442, !llvm.loop !145

470:                                              ; preds = %344, %437, %442, %400, %419, %373, %336
  %471 = load ptr, ptr %72, align 8, !tbaa !36
  %472 = getelementptr inbounds i8, ptr %471, i64 %325
  store ptr %472, ptr %72, align 8, !tbaa !36
  %473 = icmp ugt i64 %325, 65535
  %474 = load ptr, ptr %75, align 8, !tbaa !38
  br i1 %473, label %475, label %482, !prof !47

475:                                              ; preds = %470
  store i32 1, ptr %74, align 8, !tbaa !48
  %476 = load ptr, ptr %1, align 8, !tbaa !49
  %477 = ptrtoint ptr %474 to i64
  %478 = ptrtoint ptr %476 to i64
  %479 = sub i64 %477, %478
  %480 = lshr exact i64 %479, 3
  %481 = trunc i64 %480 to i32
  store i32 %481, ptr %76, align 4, !tbaa !50
  br label %482

482:                                              ; preds = %333, %475, %470
  %483 = phi ptr [ %335, %333 ], [ %474, %475 ], [ %474, %470 ]
  %484 = trunc i64 %325 to i16
  %485 = getelementptr inbounds i8, ptr %483, i64 4
  store i16 %484, ptr %485, align 4, !tbaa !51
  store i32 %309, ptr %483, align 4, !tbaa !53
  %486 = add i64 %322, -3
  %487 = icmp ugt i64 %486, 65535
  br i1 %487, label %488, label %495, !prof !54

488:                                              ; preds = %482
  store i32 2, ptr %74, align 8, !tbaa !48
  %489 = load ptr, ptr %1, align 8, !tbaa !49
  %490 = ptrtoint ptr %483 to i64
  %491 = ptrtoint ptr %489 to i64
  %492 = sub i64 %490, %491
  %493 = lshr exact i64 %492, 3
  %494 = trunc i64 %493 to i32
  store i32 %494, ptr %76, align 4, !tbaa !50
  br label %495

495:                                              ; preds = %482, %488
  %496 = trunc i64 %486 to i16
  %497 = getelementptr inbounds i8, ptr %483, i64 6
  store i16 %496, ptr %497, align 2, !tbaa !55
  %498 = getelementptr inbounds i8, ptr %483, i64 8
  store ptr %498, ptr %75, align 8, !tbaa !38
  %499 = getelementptr inbounds i8, ptr %316, i64 %322
  %500 = icmp ult ptr %315, %499
  br i1 %500, label %501, label %506

501:                                              ; preds = %495
  %502 = ptrtoint ptr %315 to i64
  %503 = sub i64 %502, %22
  %504 = trunc i64 %503 to i32
  %505 = getelementptr inbounds i32, ptr %9, i64 %313
  store i32 %504, ptr %505, align 4, !tbaa !19
  br label %506

506:                                              ; preds = %501, %495
  %507 = icmp ugt ptr %499, %47
  br i1 %507, label %640, label %508

508:                                              ; preds = %506
  %509 = add i32 %314, 2
  %510 = zext i32 %314 to i64
  %511 = getelementptr inbounds i8, ptr %63, i64 %510
  switch i32 %5, label %548 [
    i32 8, label %539
    i32 5, label %512
    i32 6, label %521
    i32 7, label %530
  ]

512:                                              ; preds = %508
  %513 = load i64, ptr %511, align 1, !tbaa !20
  %514 = mul i64 %513, -3523014627271114752
  %515 = lshr i64 %514, %69
  %516 = getelementptr inbounds i32, ptr %9, i64 %515
  store i32 %509, ptr %516, align 4, !tbaa !19
  %517 = getelementptr inbounds i8, ptr %499, i64 -2
  %518 = load i64, ptr %517, align 1, !tbaa !20
  %519 = mul i64 %518, -3523014627271114752
  %520 = lshr i64 %519, %69
  br label %559

521:                                              ; preds = %508
  %522 = load i64, ptr %511, align 1, !tbaa !20
  %523 = mul i64 %522, -3523014627193847808
  %524 = lshr i64 %523, %69
  %525 = getelementptr inbounds i32, ptr %9, i64 %524
  store i32 %509, ptr %525, align 4, !tbaa !19
  %526 = getelementptr inbounds i8, ptr %499, i64 -2
  %527 = load i64, ptr %526, align 1, !tbaa !20
  %528 = mul i64 %527, -3523014627193847808
  %529 = lshr i64 %528, %69
  br label %559

530:                                              ; preds = %508
  %531 = load i64, ptr %511, align 1, !tbaa !20
  %532 = mul i64 %531, -3523014627193167104
  %533 = lshr i64 %532, %69
  %534 = getelementptr inbounds i32, ptr %9, i64 %533
  store i32 %509, ptr %534, align 4, !tbaa !19
  %535 = getelementptr inbounds i8, ptr %499, i64 -2
  %536 = load i64, ptr %535, align 1, !tbaa !20
  %537 = mul i64 %536, -3523014627193167104
  %538 = lshr i64 %537, %69
  br label %559

539:                                              ; preds = %508
  %540 = load i64, ptr %511, align 1, !tbaa !20
  %541 = mul i64 %540, -3523014627327384477
  %542 = lshr i64 %541, %69
  %543 = getelementptr inbounds i32, ptr %9, i64 %542
  store i32 %509, ptr %543, align 4, !tbaa !19
  %544 = getelementptr inbounds i8, ptr %499, i64 -2
  %545 = load i64, ptr %544, align 1, !tbaa !20
  %546 = mul i64 %545, -3523014627327384477
  %547 = lshr i64 %546, %69
  br label %559

548:                                              ; preds = %508
  %549 = load i32, ptr %511, align 1, !tbaa !19
  %550 = mul i32 %549, -1640531535
  %551 = lshr i32 %550, %70
  %552 = zext i32 %551 to i64
  %553 = getelementptr inbounds i32, ptr %9, i64 %552
  store i32 %509, ptr %553, align 4, !tbaa !19
  %554 = getelementptr inbounds i8, ptr %499, i64 -2
  %555 = load i32, ptr %554, align 1, !tbaa !19
  %556 = mul i32 %555, -1640531535
  %557 = lshr i32 %556, %70
  %558 = zext i32 %557 to i64
  br label %559

559:                                              ; preds = %539, %530, %521, %512, %548
  %560 = phi ptr [ %554, %548 ], [ %535, %530 ], [ %526, %521 ], [ %517, %512 ], [ %544, %539 ]
  %561 = phi i64 [ %558, %548 ], [ %538, %530 ], [ %529, %521 ], [ %520, %512 ], [ %547, %539 ]
  %562 = ptrtoint ptr %560 to i64
  %563 = sub i64 %562, %22
  %564 = trunc i64 %563 to i32
  %565 = getelementptr inbounds i32, ptr %9, i64 %561
  store i32 %564, ptr %565, align 4, !tbaa !19
  br label %566

566:                                              ; preds = %559, %635
  %567 = phi ptr [ %613, %635 ], [ %498, %559 ]
  %568 = phi i32 [ %569, %635 ], [ %318, %559 ]
  %569 = phi i32 [ %568, %635 ], [ %317, %559 ]
  %570 = phi ptr [ %638, %635 ], [ %499, %559 ]
  %571 = ptrtoint ptr %570 to i64
  %572 = sub i64 %571, %22
  %573 = trunc i64 %572 to i32
  %574 = sub i32 %573, %569
  %575 = icmp ult i32 %574, %42
  %576 = zext i32 %574 to i64
  %577 = select i1 %575, ptr %20, ptr %18
  %578 = getelementptr inbounds i8, ptr %577, i64 %576
  %579 = sub i32 %574, %42
  %580 = icmp ugt i32 %579, -4
  %581 = icmp eq i32 %569, 0
  %582 = select i1 %581, i1 true, i1 %580
  br i1 %582, label %640, label %583

583:                                              ; preds = %566
  %584 = load i32, ptr %578, align 1, !tbaa !19
  %585 = load i32, ptr %570, align 1, !tbaa !19
  %586 = icmp eq i32 %584, %585
  br i1 %586, label %587, label %640

587:                                              ; preds = %583
  %588 = select i1 %575, ptr %45, ptr %46
  %589 = getelementptr inbounds i8, ptr %570, i64 4
  %590 = getelementptr inbounds i8, ptr %578, i64 4
  %591 = tail call fastcc i64 @ZSTD_count_2segments(ptr noundef nonnull %589, ptr noundef nonnull %590, ptr noundef %46, ptr noundef %588, ptr noundef nonnull %44)
  %592 = add i64 %591, 4
  %593 = icmp ugt ptr %570, %71
  br i1 %593, label %598, label %594

594:                                              ; preds = %587
  %595 = load ptr, ptr %72, align 8, !tbaa !36
  %596 = load <2 x i64>, ptr %570, align 1, !tbaa !31
  store <2 x i64> %596, ptr %595, align 1, !tbaa !31
  %597 = load ptr, ptr %75, align 8, !tbaa !38
  br label %598

598:                                              ; preds = %587, %594
  %599 = phi ptr [ %567, %587 ], [ %597, %594 ]
  %600 = getelementptr inbounds i8, ptr %599, i64 4
  store i16 0, ptr %600, align 4, !tbaa !51
  store i32 1, ptr %599, align 4, !tbaa !53
  %601 = add i64 %591, 1
  %602 = icmp ugt i64 %601, 65535
  br i1 %602, label %603, label %610, !prof !54

603:                                              ; preds = %598
  store i32 2, ptr %74, align 8, !tbaa !48
  %604 = load ptr, ptr %1, align 8, !tbaa !49
  %605 = ptrtoint ptr %599 to i64
  %606 = ptrtoint ptr %604 to i64
  %607 = sub i64 %605, %606
  %608 = lshr exact i64 %607, 3
  %609 = trunc i64 %608 to i32
  store i32 %609, ptr %76, align 4, !tbaa !50
  br label %610

610:                                              ; preds = %598, %603
  %611 = trunc i64 %601 to i16
  %612 = getelementptr inbounds i8, ptr %599, i64 6
  store i16 %611, ptr %612, align 2, !tbaa !55
  %613 = getelementptr inbounds i8, ptr %599, i64 8
  store ptr %613, ptr %75, align 8, !tbaa !38
  switch i32 %5, label %614 [
    i32 8, label %631
    i32 5, label %619
    i32 6, label %623
    i32 7, label %627
  ]

614:                                              ; preds = %610
  %615 = load i32, ptr %570, align 1, !tbaa !19
  %616 = mul i32 %615, -1640531535
  %617 = lshr i32 %616, %70
  %618 = zext i32 %617 to i64
  br label %635

619:                                              ; preds = %610
  %620 = load i64, ptr %570, align 1, !tbaa !20
  %621 = mul i64 %620, -3523014627271114752
  %622 = lshr i64 %621, %69
  br label %635

623:                                              ; preds = %610
  %624 = load i64, ptr %570, align 1, !tbaa !20
  %625 = mul i64 %624, -3523014627193847808
  %626 = lshr i64 %625, %69
  br label %635

627:                                              ; preds = %610
  %628 = load i64, ptr %570, align 1, !tbaa !20
  %629 = mul i64 %628, -3523014627193167104
  %630 = lshr i64 %629, %69
  br label %635

631:                                              ; preds = %610
  %632 = load i64, ptr %570, align 1, !tbaa !20
  %633 = mul i64 %632, -3523014627327384477
  %634 = lshr i64 %633, %69
  br label %635

635:                                              ; preds = %631, %627, %623, %619, %614
  %636 = phi i64 [ %618, %614 ], [ %630, %627 ], [ %626, %623 ], [ %622, %619 ], [ %634, %631 ]
  %637 = getelementptr inbounds i32, ptr %9, i64 %636
  store i32 %573, ptr %637, align 4, !tbaa !19
  %638 = getelementptr inbounds i8, ptr %570, i64 %592
  %639 = icmp ugt ptr %638, %47
  br i1 %639, label %640, label %566

640:                                              ; preds = %635, %583, %566, %506
  %641 = phi ptr [ %499, %506 ], [ %638, %635 ], [ %570, %583 ], [ %570, %566 ]
  %642 = phi i32 [ %317, %506 ], [ %568, %635 ], [ %569, %583 ], [ %569, %566 ]
  %643 = phi i32 [ %318, %506 ], [ %569, %635 ], [ %568, %583 ], [ %568, %566 ]
  %644 = getelementptr inbounds i8, ptr %641, i64 %16
  %645 = getelementptr inbounds i8, ptr %644, i64 1
  %646 = icmp ult ptr %645, %47
  br i1 %646, label %77, label %263

647:                                              ; preds = %263, %50
  %648 = phi i64 [ %51, %50 ], [ %276, %263 ]
  ret i64 %648
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { inlinehint nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(none) }
attributes #8 = { nounwind }

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
!16 = !{!6, !8, i64 8}
!17 = !{!6, !11, i64 44}
!18 = !{!14, !11, i64 8}
!19 = !{!11, !11, i64 0}
!20 = !{!12, !12, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
!24 = !{!6, !11, i64 272}
!25 = !{!14, !11, i64 0}
!26 = !{!14, !11, i64 20}
!27 = !{!6, !11, i64 24}
!28 = !{!6, !11, i64 40}
!29 = !{i64 82061, i64 82085}
!30 = !{i64 5222}
!31 = !{!9, !9, i64 0}
!32 = distinct !{!32, !22}
!33 = distinct !{!33, !22}
!34 = !{!35, !35, i64 0}
!35 = !{!"short", !9, i64 0}
!36 = !{!37, !8, i64 24}
!37 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48, !12, i64 56, !12, i64 64, !11, i64 72, !11, i64 76}
!38 = !{!37, !8, i64 8}
!39 = distinct !{!39, !22}
!40 = distinct !{!40, !22, !41, !42}
!41 = !{!"llvm.loop.isvectorized", i32 1}
!42 = !{!"llvm.loop.unroll.runtime.disable"}
!43 = distinct !{!43, !22, !41, !42}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = distinct !{!46, !22, !41}
!47 = !{!"branch_weights", !"expected", i32 1430940, i32 2146052708}
!48 = !{!37, !11, i64 72}
!49 = !{!37, !8, i64 0}
!50 = !{!37, !11, i64 76}
!51 = !{!52, !35, i64 4}
!52 = !{!"SeqDef_s", !11, i64 0, !35, i64 4, !35, i64 6}
!53 = !{!52, !11, i64 0}
!54 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!55 = !{!52, !35, i64 6}
!56 = distinct !{!56, !22, !41, !42}
!57 = distinct !{!57, !22, !41, !42}
!58 = distinct !{!58, !45}
!59 = distinct !{!59, !22, !41}
!60 = distinct !{!60, !22, !41, !42}
!61 = distinct !{!61, !22, !41, !42}
!62 = distinct !{!62, !45}
!63 = distinct !{!63, !22, !41}
!64 = distinct !{!64, !22, !41, !42}
!65 = distinct !{!65, !22, !41, !42}
!66 = distinct !{!66, !45}
!67 = distinct !{!67, !22, !41}
!68 = distinct !{!68, !22, !41, !42}
!69 = distinct !{!69, !22, !41, !42}
!70 = distinct !{!70, !45}
!71 = distinct !{!71, !22, !41}
!72 = distinct !{!72, !22, !41, !42}
!73 = distinct !{!73, !22, !41, !42}
!74 = distinct !{!74, !45}
!75 = distinct !{!75, !22, !41}
!76 = distinct !{!76, !22, !41, !42}
!77 = distinct !{!77, !22, !41, !42}
!78 = distinct !{!78, !45}
!79 = distinct !{!79, !22, !41}
!80 = distinct !{!80, !22, !41, !42}
!81 = distinct !{!81, !22, !41, !42}
!82 = distinct !{!82, !45}
!83 = distinct !{!83, !22, !41}
!84 = !{!6, !8, i64 248}
!85 = !{!6, !8, i64 0}
!86 = !{!6, !11, i64 296}
!87 = distinct !{!87, !22}
!88 = distinct !{!88, !22, !41, !42}
!89 = distinct !{!89, !22, !41, !42}
!90 = distinct !{!90, !45}
!91 = distinct !{!91, !22, !41}
!92 = distinct !{!92, !22}
!93 = distinct !{!93, !22, !41, !42}
!94 = distinct !{!94, !22, !41, !42}
!95 = distinct !{!95, !45}
!96 = distinct !{!96, !22, !41}
!97 = distinct !{!97, !22}
!98 = distinct !{!98, !22, !41, !42}
!99 = distinct !{!99, !22, !41, !42}
!100 = distinct !{!100, !45}
!101 = distinct !{!101, !22, !41}
!102 = distinct !{!102, !22, !41, !42}
!103 = distinct !{!103, !22, !41, !42}
!104 = distinct !{!104, !45}
!105 = distinct !{!105, !22, !41}
!106 = distinct !{!106, !22, !41, !42}
!107 = distinct !{!107, !22, !41, !42}
!108 = distinct !{!108, !45}
!109 = distinct !{!109, !22, !41}
!110 = distinct !{!110, !22, !41, !42}
!111 = distinct !{!111, !22, !41, !42}
!112 = distinct !{!112, !45}
!113 = distinct !{!113, !22, !41}
!114 = distinct !{!114, !22, !41, !42}
!115 = distinct !{!115, !22, !41, !42}
!116 = distinct !{!116, !45}
!117 = distinct !{!117, !22, !41}
!118 = distinct !{!118, !22, !41, !42}
!119 = distinct !{!119, !22, !41, !42}
!120 = distinct !{!120, !45}
!121 = distinct !{!121, !22, !41}
!122 = distinct !{!122, !22, !41, !42}
!123 = distinct !{!123, !22, !41, !42}
!124 = distinct !{!124, !45}
!125 = distinct !{!125, !22, !41}
!126 = distinct !{!126, !22, !41, !42}
!127 = distinct !{!127, !22, !41, !42}
!128 = distinct !{!128, !45}
!129 = distinct !{!129, !22, !41}
!130 = distinct !{!130, !22, !41, !42}
!131 = distinct !{!131, !22, !41, !42}
!132 = distinct !{!132, !45}
!133 = distinct !{!133, !22, !41}
!134 = distinct !{!134, !22, !41, !42}
!135 = distinct !{!135, !22, !41, !42}
!136 = distinct !{!136, !45}
!137 = distinct !{!137, !22, !41}
!138 = !{!6, !8, i64 16}
!139 = !{!6, !11, i64 28}
!140 = distinct !{!140, !22}
!141 = distinct !{!141, !22}
!142 = distinct !{!142, !22, !41, !42}
!143 = distinct !{!143, !22, !41, !42}
!144 = distinct !{!144, !45}
!145 = distinct !{!145, !22, !41}
