; ModuleID = 'src/zlib/infback.c'
source_filename = "src/zlib/infback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflateBack.order = internal unnamed_addr constant [19 x i16] [i16 16, i16 17, i16 18, i16 0, i16 8, i16 7, i16 9, i16 6, i16 10, i16 5, i16 11, i16 4, i16 12, i16 3, i16 13, i16 2, i16 14, i16 1, i16 15], align 16
@.str.1 = private unnamed_addr constant [19 x i8] c"invalid block type\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"invalid stored block lengths\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"too many length or distance symbols\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"invalid code lengths set\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"invalid bit length repeat\00", align 1
@.str.6 = private unnamed_addr constant [37 x i8] c"invalid code -- missing end-of-block\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"invalid literal/lengths set\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"invalid distances set\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @inflateBackInit_(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp eq ptr %3, null
  br i1 %6, label %47, label %7

7:                                                ; preds = %5
  %8 = load i8, ptr %3, align 1, !tbaa !5
  %9 = icmp ne i8 %8, 49
  %10 = icmp ne i32 %4, 112
  %11 = or i1 %10, %9
  br i1 %11, label %47, label %12

12:                                               ; preds = %7
  %13 = icmp eq ptr %0, null
  %14 = icmp eq ptr %2, null
  %15 = or i1 %13, %14
  %16 = add i32 %1, -16
  %17 = icmp ult i32 %16, -8
  %18 = or i1 %17, %15
  br i1 %18, label %47, label %19

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %20, align 8, !tbaa !8
  %21 = getelementptr inbounds i8, ptr %0, i64 64
  %22 = load ptr, ptr %21, align 8, !tbaa !13
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %26

24:                                               ; preds = %19
  store ptr @zcalloc, ptr %21, align 8, !tbaa !13
  %25 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr null, ptr %25, align 8, !tbaa !14
  br label %26

26:                                               ; preds = %24, %19
  %27 = phi ptr [ @zcalloc, %24 ], [ %22, %19 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 72
  %29 = load ptr, ptr %28, align 8, !tbaa !15
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %32

31:                                               ; preds = %26
  store ptr @zcfree, ptr %28, align 8, !tbaa !15
  br label %32

32:                                               ; preds = %31, %26
  %33 = getelementptr inbounds i8, ptr %0, i64 80
  %34 = load ptr, ptr %33, align 8, !tbaa !14
  %35 = tail call ptr %27(ptr noundef %34, i32 noundef 1, i32 noundef 7160) #5
  %36 = icmp eq ptr %35, null
  br i1 %36, label %47, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %35, ptr %38, align 8, !tbaa !16
  %39 = getelementptr inbounds i8, ptr %35, i64 28
  store i32 32768, ptr %39, align 4, !tbaa !17
  %40 = getelementptr inbounds i8, ptr %35, i64 56
  store i32 %1, ptr %40, align 8, !tbaa !19
  %41 = shl nuw nsw i32 1, %1
  %42 = getelementptr inbounds i8, ptr %35, i64 60
  store i32 %41, ptr %42, align 4, !tbaa !20
  %43 = getelementptr inbounds i8, ptr %35, i64 72
  store ptr %2, ptr %43, align 8, !tbaa !21
  %44 = getelementptr inbounds i8, ptr %35, i64 68
  store i32 0, ptr %44, align 4, !tbaa !22
  %45 = getelementptr inbounds i8, ptr %35, i64 64
  store i32 0, ptr %45, align 8, !tbaa !23
  %46 = getelementptr inbounds i8, ptr %35, i64 7144
  store i32 1, ptr %46, align 8, !tbaa !24
  br label %47

47:                                               ; preds = %32, %12, %5, %7, %37
  %48 = phi i32 [ 0, %37 ], [ -6, %7 ], [ -6, %5 ], [ -2, %12 ], [ -4, %32 ]
  ret i32 %48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @zcalloc(ptr noundef, i32 noundef, i32 noundef) #2

declare void @zcfree(ptr noundef, ptr noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 2) i32 @inflateBack(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5
  %7 = icmp eq ptr %0, null
  br i1 %7, label %1237, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %1237, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %13, align 8, !tbaa !8
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 16191, ptr %14, align 8, !tbaa !25
  %15 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %15, align 4, !tbaa !26
  %16 = getelementptr inbounds i8, ptr %10, i64 64
  store i32 0, ptr %16, align 8, !tbaa !23
  %17 = load ptr, ptr %0, align 8, !tbaa !27
  store ptr %17, ptr %6, align 8, !tbaa !28
  %18 = icmp eq ptr %17, null
  br i1 %18, label %22, label %19

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !29
  br label %22

22:                                               ; preds = %12, %19
  %23 = phi i32 [ %21, %19 ], [ 0, %12 ]
  %24 = getelementptr inbounds i8, ptr %10, i64 72
  %25 = load ptr, ptr %24, align 8, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %10, i64 60
  %27 = load i32, ptr %26, align 4, !tbaa !20
  %28 = getelementptr inbounds i8, ptr %10, i64 132
  %29 = getelementptr inbounds i8, ptr %10, i64 136
  %30 = getelementptr inbounds i8, ptr %10, i64 128
  %31 = getelementptr inbounds i8, ptr %10, i64 140
  %32 = getelementptr inbounds i8, ptr %10, i64 152
  %33 = getelementptr inbounds i8, ptr %10, i64 1368
  %34 = getelementptr inbounds i8, ptr %10, i64 144
  %35 = getelementptr inbounds i8, ptr %10, i64 104
  %36 = getelementptr inbounds i8, ptr %10, i64 120
  %37 = getelementptr inbounds i8, ptr %10, i64 792
  %38 = getelementptr inbounds i8, ptr %10, i64 664
  %39 = getelementptr inbounds i8, ptr %10, i64 112
  %40 = getelementptr inbounds i8, ptr %10, i64 124
  %41 = getelementptr inbounds i8, ptr %10, i64 92
  %42 = getelementptr inbounds i8, ptr %10, i64 100
  %43 = getelementptr inbounds i8, ptr %10, i64 96
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = getelementptr inbounds i8, ptr %0, i64 32
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  %47 = getelementptr inbounds i8, ptr %10, i64 80
  %48 = getelementptr inbounds i8, ptr %10, i64 88
  br label %49

49:                                               ; preds = %1211, %22
  %50 = phi i32 [ 16191, %22 ], [ %1217, %1211 ]
  %51 = phi ptr [ %25, %22 ], [ %1212, %1211 ]
  %52 = phi i32 [ %23, %22 ], [ %1213, %1211 ]
  %53 = phi i32 [ %27, %22 ], [ %1214, %1211 ]
  %54 = phi i64 [ 0, %22 ], [ %1215, %1211 ]
  %55 = phi i32 [ 0, %22 ], [ %1216, %1211 ]
  switch i32 %50, label %1220 [
    i32 16191, label %60
    i32 16193, label %103
    i32 16196, label %56
    i32 16200, label %648
    i32 16208, label %1218
    i32 16209, label %1219
  ]

56:                                               ; preds = %49
  %57 = icmp ult i32 %55, 14
  br i1 %57, label %58, label %206

58:                                               ; preds = %56
  %59 = zext nneg i32 %55 to i64
  br label %184

60:                                               ; preds = %49
  %61 = load i32, ptr %15, align 4, !tbaa !26
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %68

63:                                               ; preds = %60
  %64 = icmp ult i32 %55, 3
  br i1 %64, label %65, label %87

65:                                               ; preds = %63
  %66 = or disjoint i32 %55, 8
  %67 = icmp eq i32 %52, 0
  br i1 %67, label %73, label %77

68:                                               ; preds = %60
  %69 = and i32 %55, 7
  %70 = zext nneg i32 %69 to i64
  %71 = lshr i64 %54, %70
  %72 = and i32 %55, -8
  store i32 16208, ptr %14, align 8, !tbaa !25
  br label %1211

73:                                               ; preds = %65
  %74 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %77

76:                                               ; preds = %73
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

77:                                               ; preds = %73, %65
  %78 = phi i32 [ %74, %73 ], [ %52, %65 ]
  %79 = add i32 %78, -1
  %80 = load ptr, ptr %6, align 8, !tbaa !28
  %81 = getelementptr inbounds i8, ptr %80, i64 1
  store ptr %81, ptr %6, align 8, !tbaa !28
  %82 = load i8, ptr %80, align 1, !tbaa !5
  %83 = zext i8 %82 to i64
  %84 = zext nneg i32 %55 to i64
  %85 = shl nuw nsw i64 %83, %84
  %86 = add i64 %85, %54
  br label %87

87:                                               ; preds = %77, %63
  %88 = phi i32 [ %79, %77 ], [ %52, %63 ]
  %89 = phi i64 [ %86, %77 ], [ %54, %63 ]
  %90 = phi i32 [ %66, %77 ], [ %55, %63 ]
  %91 = trunc i64 %89 to i32
  %92 = and i32 %91, 1
  store i32 %92, ptr %15, align 4, !tbaa !26
  %93 = lshr i32 %91, 1
  %94 = and i32 %93, 3
  switch i32 %94, label %97 [
    i32 0, label %99
    i32 1, label %95
    i32 2, label %96
    i32 3, label %98
  ]

95:                                               ; preds = %87
  call void @inflate_fixed(ptr noundef nonnull %10) #5
  br label %99

96:                                               ; preds = %87
  br label %99

97:                                               ; preds = %87
  unreachable

98:                                               ; preds = %87
  store ptr @.str.1, ptr %13, align 8, !tbaa !8
  br label %99

99:                                               ; preds = %87, %95, %96, %98
  %100 = phi i32 [ 16200, %95 ], [ 16196, %96 ], [ 16209, %98 ], [ 16193, %87 ]
  store i32 %100, ptr %14, align 8, !tbaa !25
  %101 = lshr i64 %89, 3
  %102 = add i32 %90, -3
  br label %1211

103:                                              ; preds = %49
  %104 = and i32 %55, 7
  %105 = zext nneg i32 %104 to i64
  %106 = lshr i64 %54, %105
  %107 = and i32 %55, -8
  %108 = icmp ult i32 %55, 32
  br i1 %108, label %109, label %134

109:                                              ; preds = %103
  %110 = and i32 %55, 24
  %111 = zext nneg i32 %110 to i64
  br label %112

112:                                              ; preds = %109, %121
  %113 = phi i64 [ %111, %109 ], [ %130, %121 ]
  %114 = phi i64 [ %106, %109 ], [ %129, %121 ]
  %115 = phi i32 [ %52, %109 ], [ %123, %121 ]
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %121

117:                                              ; preds = %112
  %118 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %121

120:                                              ; preds = %117
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

121:                                              ; preds = %117, %112
  %122 = phi i32 [ %118, %117 ], [ %115, %112 ]
  %123 = add i32 %122, -1
  %124 = load ptr, ptr %6, align 8, !tbaa !28
  %125 = getelementptr inbounds i8, ptr %124, i64 1
  store ptr %125, ptr %6, align 8, !tbaa !28
  %126 = load i8, ptr %124, align 1, !tbaa !5
  %127 = zext i8 %126 to i64
  %128 = shl nuw nsw i64 %127, %113
  %129 = add i64 %128, %114
  %130 = add nuw nsw i64 %113, 8
  %131 = icmp ult i64 %113, 24
  br i1 %131, label %112, label %132, !llvm.loop !30

132:                                              ; preds = %121
  %133 = trunc nuw i64 %130 to i32
  br label %134

134:                                              ; preds = %132, %103
  %135 = phi i32 [ %52, %103 ], [ %123, %132 ]
  %136 = phi i64 [ %106, %103 ], [ %129, %132 ]
  %137 = phi i32 [ %107, %103 ], [ %133, %132 ]
  %138 = and i64 %136, 65535
  %139 = lshr i64 %136, 16
  %140 = xor i64 %139, %138
  %141 = icmp eq i64 %140, 65535
  br i1 %141, label %143, label %142

142:                                              ; preds = %134
  store ptr @.str.2, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

143:                                              ; preds = %134
  %144 = trunc i64 %136 to i32
  %145 = and i32 %144, 65535
  store i32 %145, ptr %41, align 4, !tbaa !32
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %180, label %147

147:                                              ; preds = %143, %165
  %148 = phi i32 [ %175, %165 ], [ %53, %143 ]
  %149 = phi i32 [ %172, %165 ], [ %135, %143 ]
  %150 = phi ptr [ %176, %165 ], [ %51, %143 ]
  %151 = phi i32 [ %178, %165 ], [ %145, %143 ]
  %152 = icmp eq i32 %149, 0
  br i1 %152, label %153, label %157

153:                                              ; preds = %147
  %154 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %156, label %157

156:                                              ; preds = %153
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

157:                                              ; preds = %147, %153
  %158 = phi i32 [ %154, %153 ], [ %149, %147 ]
  %159 = icmp eq i32 %148, 0
  br i1 %159, label %160, label %165

160:                                              ; preds = %157
  %161 = load ptr, ptr %24, align 8, !tbaa !21
  %162 = load i32, ptr %26, align 4, !tbaa !20
  store i32 %162, ptr %16, align 8, !tbaa !23
  %163 = call i32 %3(ptr noundef %4, ptr noundef %161, i32 noundef %162) #5
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %1220

165:                                              ; preds = %160, %157
  %166 = phi ptr [ %161, %160 ], [ %150, %157 ]
  %167 = phi i32 [ %162, %160 ], [ %148, %157 ]
  %168 = call i32 @llvm.umin.i32(i32 %151, i32 %158)
  %169 = call i32 @llvm.umin.i32(i32 %168, i32 %167)
  %170 = load ptr, ptr %6, align 8, !tbaa !28
  %171 = zext i32 %169 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %166, ptr align 1 %170, i64 %171, i1 false)
  %172 = sub i32 %158, %169
  %173 = load ptr, ptr %6, align 8, !tbaa !28
  %174 = getelementptr inbounds i8, ptr %173, i64 %171
  store ptr %174, ptr %6, align 8, !tbaa !28
  %175 = sub i32 %167, %169
  %176 = getelementptr inbounds i8, ptr %166, i64 %171
  %177 = load i32, ptr %41, align 4, !tbaa !32
  %178 = sub i32 %177, %169
  store i32 %178, ptr %41, align 4, !tbaa !32
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %180, label %147, !llvm.loop !33

180:                                              ; preds = %165, %143
  %181 = phi ptr [ %51, %143 ], [ %176, %165 ]
  %182 = phi i32 [ %135, %143 ], [ %172, %165 ]
  %183 = phi i32 [ %53, %143 ], [ %175, %165 ]
  store i32 16191, ptr %14, align 8, !tbaa !25
  br label %1211

184:                                              ; preds = %58, %193
  %185 = phi i64 [ %59, %58 ], [ %202, %193 ]
  %186 = phi i64 [ %54, %58 ], [ %201, %193 ]
  %187 = phi i32 [ %52, %58 ], [ %195, %193 ]
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %193

189:                                              ; preds = %184
  %190 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %192, label %193

192:                                              ; preds = %189
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

193:                                              ; preds = %189, %184
  %194 = phi i32 [ %190, %189 ], [ %187, %184 ]
  %195 = add i32 %194, -1
  %196 = load ptr, ptr %6, align 8, !tbaa !28
  %197 = getelementptr inbounds i8, ptr %196, i64 1
  store ptr %197, ptr %6, align 8, !tbaa !28
  %198 = load i8, ptr %196, align 1, !tbaa !5
  %199 = zext i8 %198 to i64
  %200 = shl nuw nsw i64 %199, %185
  %201 = add i64 %200, %186
  %202 = add nuw nsw i64 %185, 8
  %203 = icmp ult i64 %185, 6
  br i1 %203, label %184, label %204, !llvm.loop !34

204:                                              ; preds = %193
  %205 = trunc nuw nsw i64 %202 to i32
  br label %206

206:                                              ; preds = %204, %56
  %207 = phi i32 [ %52, %56 ], [ %195, %204 ]
  %208 = phi i64 [ %54, %56 ], [ %201, %204 ]
  %209 = phi i32 [ %55, %56 ], [ %205, %204 ]
  %210 = trunc i64 %208 to i32
  %211 = and i32 %210, 31
  %212 = add nuw nsw i32 %211, 257
  store i32 %212, ptr %28, align 4, !tbaa !35
  %213 = lshr i32 %210, 5
  %214 = and i32 %213, 31
  %215 = add nuw nsw i32 %214, 1
  store i32 %215, ptr %29, align 8, !tbaa !36
  %216 = lshr i32 %210, 10
  %217 = and i32 %216, 15
  %218 = add nuw nsw i32 %217, 4
  store i32 %218, ptr %30, align 8, !tbaa !37
  %219 = lshr i64 %208, 14
  %220 = add i32 %209, -14
  %221 = icmp ugt i32 %211, 29
  %222 = icmp ugt i32 %214, 29
  %223 = or i1 %221, %222
  br i1 %223, label %224, label %225

224:                                              ; preds = %206
  store ptr @.str.3, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

225:                                              ; preds = %206
  store i32 0, ptr %31, align 4, !tbaa !38
  br label %230

226:                                              ; preds = %260
  %227 = icmp ult i32 %269, 19
  br i1 %227, label %228, label %288

228:                                              ; preds = %226
  %229 = zext nneg i32 %269 to i64
  br label %278

230:                                              ; preds = %225, %260
  %231 = phi i32 [ %261, %260 ], [ %218, %225 ]
  %232 = phi i32 [ %262, %260 ], [ %218, %225 ]
  %233 = phi i32 [ %269, %260 ], [ 0, %225 ]
  %234 = phi i32 [ %276, %260 ], [ %220, %225 ]
  %235 = phi i64 [ %275, %260 ], [ %219, %225 ]
  %236 = phi i32 [ %264, %260 ], [ %207, %225 ]
  %237 = icmp ult i32 %234, 3
  br i1 %237, label %238, label %260

238:                                              ; preds = %230
  %239 = or disjoint i32 %234, 8
  %240 = icmp eq i32 %236, 0
  br i1 %240, label %241, label %248

241:                                              ; preds = %238
  %242 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %247, label %244

244:                                              ; preds = %241
  %245 = load i32, ptr %31, align 4, !tbaa !38
  %246 = load i32, ptr %30, align 8, !tbaa !37
  br label %248

247:                                              ; preds = %241
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

248:                                              ; preds = %244, %238
  %249 = phi i32 [ %246, %244 ], [ %231, %238 ]
  %250 = phi i32 [ %245, %244 ], [ %233, %238 ]
  %251 = phi i32 [ %242, %244 ], [ %236, %238 ]
  %252 = add i32 %251, -1
  %253 = load ptr, ptr %6, align 8, !tbaa !28
  %254 = getelementptr inbounds i8, ptr %253, i64 1
  store ptr %254, ptr %6, align 8, !tbaa !28
  %255 = load i8, ptr %253, align 1, !tbaa !5
  %256 = zext i8 %255 to i64
  %257 = zext nneg i32 %234 to i64
  %258 = shl nuw nsw i64 %256, %257
  %259 = add nuw nsw i64 %258, %235
  br label %260

260:                                              ; preds = %248, %230
  %261 = phi i32 [ %249, %248 ], [ %231, %230 ]
  %262 = phi i32 [ %249, %248 ], [ %232, %230 ]
  %263 = phi i32 [ %250, %248 ], [ %233, %230 ]
  %264 = phi i32 [ %252, %248 ], [ %236, %230 ]
  %265 = phi i64 [ %259, %248 ], [ %235, %230 ]
  %266 = phi i32 [ %239, %248 ], [ %234, %230 ]
  %267 = trunc i64 %265 to i16
  %268 = and i16 %267, 7
  %269 = add i32 %263, 1
  store i32 %269, ptr %31, align 4, !tbaa !38
  %270 = zext i32 %263 to i64
  %271 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %270
  %272 = load i16, ptr %271, align 2, !tbaa !39
  %273 = zext i16 %272 to i64
  %274 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %273
  store i16 %268, ptr %274, align 2, !tbaa !39
  %275 = lshr i64 %265, 3
  %276 = add i32 %266, -3
  %277 = icmp ult i32 %269, %262
  br i1 %277, label %230, label %226, !llvm.loop !41

278:                                              ; preds = %228, %278
  %279 = phi i64 [ %229, %228 ], [ %280, %278 ]
  %280 = add nuw nsw i64 %279, 1
  %281 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %279
  %282 = load i16, ptr %281, align 2, !tbaa !39
  %283 = zext i16 %282 to i64
  %284 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %283
  store i16 0, ptr %284, align 2, !tbaa !39
  %285 = and i64 %280, 4294967295
  %286 = icmp eq i64 %285, 19
  br i1 %286, label %287, label %278, !llvm.loop !42

287:                                              ; preds = %278
  store i32 19, ptr %31, align 4, !tbaa !38
  br label %288

288:                                              ; preds = %287, %226
  store ptr %33, ptr %34, align 8, !tbaa !43
  store ptr %33, ptr %35, align 8, !tbaa !44
  store i32 7, ptr %36, align 8, !tbaa !45
  %289 = call i32 @inflate_table(i32 noundef 0, ptr noundef nonnull %32, i32 noundef 19, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5
  %290 = icmp eq i32 %289, 0
  br i1 %290, label %292, label %291

291:                                              ; preds = %288
  store ptr @.str.4, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

292:                                              ; preds = %288
  store i32 0, ptr %31, align 4, !tbaa !38
  %293 = load i32, ptr %28, align 4, !tbaa !35
  %294 = load i32, ptr %29, align 8, !tbaa !36
  %295 = sub i32 0, %293
  %296 = icmp eq i32 %294, %295
  br i1 %296, label %623, label %297

297:                                              ; preds = %292, %615
  %298 = phi i32 [ %621, %615 ], [ %276, %292 ]
  %299 = phi i64 [ %620, %615 ], [ %275, %292 ]
  %300 = phi i32 [ %619, %615 ], [ %264, %292 ]
  %301 = load ptr, ptr %35, align 8, !tbaa !44
  %302 = trunc i64 %299 to i32
  %303 = load i32, ptr %36, align 8, !tbaa !45
  %304 = shl nsw i32 -1, %303
  %305 = xor i32 %304, -1
  %306 = and i32 %305, %302
  %307 = zext nneg i32 %306 to i64
  %308 = getelementptr inbounds %struct.code, ptr %301, i64 %307
  %309 = getelementptr inbounds i8, ptr %308, i64 1
  %310 = load i8, ptr %309, align 1, !tbaa !5
  %311 = zext i8 %310 to i32
  %312 = icmp ult i32 %298, %311
  br i1 %312, label %313, label %354

313:                                              ; preds = %297
  %314 = zext nneg i32 %298 to i64
  br label %315

315:                                              ; preds = %313, %329
  %316 = phi i32 [ %303, %313 ], [ %330, %329 ]
  %317 = phi ptr [ %301, %313 ], [ %331, %329 ]
  %318 = phi i64 [ %314, %313 ], [ %340, %329 ]
  %319 = phi i64 [ %299, %313 ], [ %339, %329 ]
  %320 = phi i32 [ %300, %313 ], [ %333, %329 ]
  %321 = icmp eq i32 %320, 0
  br i1 %321, label %322, label %329

322:                                              ; preds = %315
  %323 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %324 = icmp eq i32 %323, 0
  br i1 %324, label %328, label %325

325:                                              ; preds = %322
  %326 = load ptr, ptr %35, align 8, !tbaa !44
  %327 = load i32, ptr %36, align 8, !tbaa !45
  br label %329

328:                                              ; preds = %322
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

329:                                              ; preds = %325, %315
  %330 = phi i32 [ %327, %325 ], [ %316, %315 ]
  %331 = phi ptr [ %326, %325 ], [ %317, %315 ]
  %332 = phi i32 [ %323, %325 ], [ %320, %315 ]
  %333 = add i32 %332, -1
  %334 = load ptr, ptr %6, align 8, !tbaa !28
  %335 = getelementptr inbounds i8, ptr %334, i64 1
  store ptr %335, ptr %6, align 8, !tbaa !28
  %336 = load i8, ptr %334, align 1, !tbaa !5
  %337 = zext i8 %336 to i64
  %338 = shl i64 %337, %318
  %339 = add i64 %338, %319
  %340 = add nuw nsw i64 %318, 8
  %341 = trunc i64 %339 to i32
  %342 = shl nsw i32 -1, %330
  %343 = xor i32 %342, -1
  %344 = and i32 %343, %341
  %345 = zext nneg i32 %344 to i64
  %346 = getelementptr inbounds %struct.code, ptr %331, i64 %345
  %347 = getelementptr inbounds i8, ptr %346, i64 1
  %348 = load i8, ptr %347, align 1, !tbaa !5
  %349 = zext i8 %348 to i64
  %350 = icmp ult i64 %340, %349
  br i1 %350, label %315, label %351

351:                                              ; preds = %329
  %352 = zext i8 %348 to i32
  %353 = trunc nuw i64 %340 to i32
  br label %354

354:                                              ; preds = %351, %297
  %355 = phi i32 [ %311, %297 ], [ %352, %351 ]
  %356 = phi i32 [ %300, %297 ], [ %333, %351 ]
  %357 = phi i64 [ %299, %297 ], [ %339, %351 ]
  %358 = phi i32 [ %298, %297 ], [ %353, %351 ]
  %359 = phi i8 [ %310, %297 ], [ %348, %351 ]
  %360 = phi ptr [ %308, %297 ], [ %346, %351 ]
  %361 = getelementptr inbounds i8, ptr %360, i64 2
  %362 = load i16, ptr %361, align 2, !tbaa !39
  %363 = icmp ult i16 %362, 16
  br i1 %363, label %364, label %375

364:                                              ; preds = %354
  %365 = zext nneg i8 %359 to i64
  %366 = lshr i64 %357, %365
  %367 = sub i32 %358, %355
  %368 = load i32, ptr %31, align 4, !tbaa !38
  %369 = add i32 %368, 1
  store i32 %369, ptr %31, align 4, !tbaa !38
  %370 = zext i32 %368 to i64
  %371 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %370
  store i16 %362, ptr %371, align 2, !tbaa !39
  %372 = load i32, ptr %28, align 4, !tbaa !35
  %373 = load i32, ptr %29, align 8, !tbaa !36
  %374 = add i32 %373, %372
  br label %615

375:                                              ; preds = %354
  switch i16 %362, label %388 [
    i16 16, label %382
    i16 17, label %376
  ]

376:                                              ; preds = %375
  %377 = add nuw nsw i32 %355, 3
  %378 = icmp ult i32 %358, %377
  br i1 %378, label %379, label %458

379:                                              ; preds = %376
  %380 = zext nneg i32 %358 to i64
  %381 = zext nneg i32 %377 to i64
  br label %436

382:                                              ; preds = %375
  %383 = add nuw nsw i32 %355, 2
  %384 = icmp ult i32 %358, %383
  br i1 %384, label %385, label %416

385:                                              ; preds = %382
  %386 = zext nneg i32 %358 to i64
  %387 = zext nneg i32 %383 to i64
  br label %394

388:                                              ; preds = %375
  %389 = add nuw nsw i32 %355, 7
  %390 = icmp ult i32 %358, %389
  br i1 %390, label %391, label %492

391:                                              ; preds = %388
  %392 = zext nneg i32 %358 to i64
  %393 = zext nneg i32 %389 to i64
  br label %470

394:                                              ; preds = %385, %403
  %395 = phi i64 [ %386, %385 ], [ %412, %403 ]
  %396 = phi i64 [ %357, %385 ], [ %411, %403 ]
  %397 = phi i32 [ %356, %385 ], [ %405, %403 ]
  %398 = icmp eq i32 %397, 0
  br i1 %398, label %399, label %403

399:                                              ; preds = %394
  %400 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %401 = icmp eq i32 %400, 0
  br i1 %401, label %402, label %403

402:                                              ; preds = %399
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

403:                                              ; preds = %399, %394
  %404 = phi i32 [ %400, %399 ], [ %397, %394 ]
  %405 = add i32 %404, -1
  %406 = load ptr, ptr %6, align 8, !tbaa !28
  %407 = getelementptr inbounds i8, ptr %406, i64 1
  store ptr %407, ptr %6, align 8, !tbaa !28
  %408 = load i8, ptr %406, align 1, !tbaa !5
  %409 = zext i8 %408 to i64
  %410 = shl i64 %409, %395
  %411 = add i64 %410, %396
  %412 = add nuw nsw i64 %395, 8
  %413 = icmp ult i64 %412, %387
  br i1 %413, label %394, label %414, !llvm.loop !46

414:                                              ; preds = %403
  %415 = trunc nuw i64 %412 to i32
  br label %416

416:                                              ; preds = %414, %382
  %417 = phi i32 [ %356, %382 ], [ %405, %414 ]
  %418 = phi i64 [ %357, %382 ], [ %411, %414 ]
  %419 = phi i32 [ %358, %382 ], [ %415, %414 ]
  %420 = zext nneg i8 %359 to i64
  %421 = lshr i64 %418, %420
  %422 = sub i32 %419, %355
  %423 = load i32, ptr %31, align 4, !tbaa !38
  %424 = icmp eq i32 %423, 0
  br i1 %424, label %425, label %426

425:                                              ; preds = %416
  store ptr @.str.5, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

426:                                              ; preds = %416
  %427 = add i32 %423, -1
  %428 = zext i32 %427 to i64
  %429 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %428
  %430 = load i16, ptr %429, align 2, !tbaa !39
  %431 = trunc i64 %421 to i32
  %432 = and i32 %431, 3
  %433 = add nuw nsw i32 %432, 3
  %434 = lshr i64 %421, 2
  %435 = add i32 %422, -2
  br label %504

436:                                              ; preds = %379, %445
  %437 = phi i64 [ %380, %379 ], [ %454, %445 ]
  %438 = phi i64 [ %357, %379 ], [ %453, %445 ]
  %439 = phi i32 [ %356, %379 ], [ %447, %445 ]
  %440 = icmp eq i32 %439, 0
  br i1 %440, label %441, label %445

441:                                              ; preds = %436
  %442 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %443 = icmp eq i32 %442, 0
  br i1 %443, label %444, label %445

444:                                              ; preds = %441
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

445:                                              ; preds = %441, %436
  %446 = phi i32 [ %442, %441 ], [ %439, %436 ]
  %447 = add i32 %446, -1
  %448 = load ptr, ptr %6, align 8, !tbaa !28
  %449 = getelementptr inbounds i8, ptr %448, i64 1
  store ptr %449, ptr %6, align 8, !tbaa !28
  %450 = load i8, ptr %448, align 1, !tbaa !5
  %451 = zext i8 %450 to i64
  %452 = shl i64 %451, %437
  %453 = add i64 %452, %438
  %454 = add nuw nsw i64 %437, 8
  %455 = icmp ult i64 %454, %381
  br i1 %455, label %436, label %456, !llvm.loop !47

456:                                              ; preds = %445
  %457 = trunc nuw i64 %454 to i32
  br label %458

458:                                              ; preds = %456, %376
  %459 = phi i32 [ %356, %376 ], [ %447, %456 ]
  %460 = phi i64 [ %357, %376 ], [ %453, %456 ]
  %461 = phi i32 [ %358, %376 ], [ %457, %456 ]
  %462 = zext nneg i8 %359 to i64
  %463 = lshr i64 %460, %462
  %464 = trunc i64 %463 to i32
  %465 = and i32 %464, 7
  %466 = add nuw nsw i32 %465, 3
  %467 = lshr i64 %463, 3
  %468 = sub i32 %461, %355
  %469 = add i32 %468, -3
  br label %504

470:                                              ; preds = %391, %479
  %471 = phi i64 [ %392, %391 ], [ %488, %479 ]
  %472 = phi i64 [ %357, %391 ], [ %487, %479 ]
  %473 = phi i32 [ %356, %391 ], [ %481, %479 ]
  %474 = icmp eq i32 %473, 0
  br i1 %474, label %475, label %479

475:                                              ; preds = %470
  %476 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %477 = icmp eq i32 %476, 0
  br i1 %477, label %478, label %479

478:                                              ; preds = %475
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

479:                                              ; preds = %475, %470
  %480 = phi i32 [ %476, %475 ], [ %473, %470 ]
  %481 = add i32 %480, -1
  %482 = load ptr, ptr %6, align 8, !tbaa !28
  %483 = getelementptr inbounds i8, ptr %482, i64 1
  store ptr %483, ptr %6, align 8, !tbaa !28
  %484 = load i8, ptr %482, align 1, !tbaa !5
  %485 = zext i8 %484 to i64
  %486 = shl i64 %485, %471
  %487 = add i64 %486, %472
  %488 = add nuw nsw i64 %471, 8
  %489 = icmp ult i64 %488, %393
  br i1 %489, label %470, label %490, !llvm.loop !48

490:                                              ; preds = %479
  %491 = trunc nuw i64 %488 to i32
  br label %492

492:                                              ; preds = %490, %388
  %493 = phi i32 [ %356, %388 ], [ %481, %490 ]
  %494 = phi i64 [ %357, %388 ], [ %487, %490 ]
  %495 = phi i32 [ %358, %388 ], [ %491, %490 ]
  %496 = zext nneg i8 %359 to i64
  %497 = lshr i64 %494, %496
  %498 = trunc i64 %497 to i32
  %499 = and i32 %498, 127
  %500 = add nuw nsw i32 %499, 11
  %501 = lshr i64 %497, 7
  %502 = sub i32 %495, %355
  %503 = add i32 %502, -7
  br label %504

504:                                              ; preds = %458, %492, %426
  %505 = phi i32 [ %417, %426 ], [ %459, %458 ], [ %493, %492 ]
  %506 = phi i64 [ %434, %426 ], [ %467, %458 ], [ %501, %492 ]
  %507 = phi i32 [ %435, %426 ], [ %469, %458 ], [ %503, %492 ]
  %508 = phi i32 [ %433, %426 ], [ %466, %458 ], [ %500, %492 ]
  %509 = phi i16 [ %430, %426 ], [ 0, %458 ], [ 0, %492 ]
  %510 = load i32, ptr %31, align 4, !tbaa !38
  %511 = add i32 %510, %508
  %512 = load i32, ptr %28, align 4, !tbaa !35
  %513 = load i32, ptr %29, align 8, !tbaa !36
  %514 = add i32 %513, %512
  %515 = icmp ugt i32 %511, %514
  br i1 %515, label %595, label %516

516:                                              ; preds = %504
  %517 = icmp ult i32 %508, 16
  %518 = sub nsw i32 0, %508
  %519 = icmp ugt i32 %510, %518
  %520 = select i1 %517, i1 true, i1 %519
  br i1 %520, label %521, label %542

521:                                              ; preds = %593, %516
  %522 = phi i32 [ %508, %516 ], [ %544, %593 ]
  %523 = phi i32 [ %510, %516 ], [ %545, %593 ]
  %524 = add nsw i32 %522, -1
  %525 = and i32 %522, 3
  %526 = icmp eq i32 %525, 0
  br i1 %526, label %537, label %527

527:                                              ; preds = %521, %527
  %528 = phi i32 [ %531, %527 ], [ %522, %521 ]
  %529 = phi i32 [ %532, %527 ], [ %523, %521 ]
  %530 = phi i32 [ %535, %527 ], [ 0, %521 ]
  %531 = add nsw i32 %528, -1
  %532 = add i32 %529, 1
  %533 = zext i32 %529 to i64
  %534 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %533
  store i16 %509, ptr %534, align 2, !tbaa !39
  %535 = add i32 %530, 1
  %536 = icmp eq i32 %535, %525
  br i1 %536, label %537, label %527, !llvm.loop !49

537:                                              ; preds = %527, %521
  %538 = phi i32 [ poison, %521 ], [ %532, %527 ]
  %539 = phi i32 [ %522, %521 ], [ %531, %527 ]
  %540 = phi i32 [ %523, %521 ], [ %532, %527 ]
  %541 = icmp ult i32 %524, 3
  br i1 %541, label %613, label %596

542:                                              ; preds = %516
  %543 = and i32 %508, -16
  %544 = and i32 %508, 15
  %545 = add i32 %510, %543
  %546 = insertelement <8 x i16> poison, i16 %509, i64 0
  %547 = shufflevector <8 x i16> %546, <8 x i16> poison, <8 x i32> zeroinitializer
  %548 = zext i32 %510 to i64
  %549 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %548
  %550 = getelementptr inbounds i8, ptr %549, i64 16
  store <8 x i16> %547, ptr %549, align 2, !tbaa !39
  store <8 x i16> %547, ptr %550, align 2, !tbaa !39
  %551 = icmp eq i32 %543, 16
  br i1 %551, label %593, label %552, !llvm.loop !51

552:                                              ; preds = %542
  %553 = add i32 %510, 16
  %554 = zext i32 %553 to i64
  %555 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %554
  %556 = getelementptr inbounds i8, ptr %555, i64 16
  store <8 x i16> %547, ptr %555, align 2, !tbaa !39
  store <8 x i16> %547, ptr %556, align 2, !tbaa !39
  %557 = icmp eq i32 %543, 32
  br i1 %557, label %593, label %558, !llvm.loop !51

558:                                              ; preds = %552
  %559 = add i32 %510, 32
  %560 = zext i32 %559 to i64
  %561 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %560
  %562 = getelementptr inbounds i8, ptr %561, i64 16
  store <8 x i16> %547, ptr %561, align 2, !tbaa !39
  store <8 x i16> %547, ptr %562, align 2, !tbaa !39
  %563 = icmp eq i32 %543, 48
  br i1 %563, label %593, label %564, !llvm.loop !51

564:                                              ; preds = %558
  %565 = add i32 %510, 48
  %566 = zext i32 %565 to i64
  %567 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %566
  %568 = getelementptr inbounds i8, ptr %567, i64 16
  store <8 x i16> %547, ptr %567, align 2, !tbaa !39
  store <8 x i16> %547, ptr %568, align 2, !tbaa !39
  %569 = icmp eq i32 %543, 64
  br i1 %569, label %593, label %570, !llvm.loop !51

570:                                              ; preds = %564
  %571 = add i32 %510, 64
  %572 = zext i32 %571 to i64
  %573 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %572
  %574 = getelementptr inbounds i8, ptr %573, i64 16
  store <8 x i16> %547, ptr %573, align 2, !tbaa !39
  store <8 x i16> %547, ptr %574, align 2, !tbaa !39
  %575 = icmp eq i32 %543, 80
  br i1 %575, label %593, label %576, !llvm.loop !51

576:                                              ; preds = %570
  %577 = add i32 %510, 80
  %578 = zext i32 %577 to i64
  %579 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %578
  %580 = getelementptr inbounds i8, ptr %579, i64 16
  store <8 x i16> %547, ptr %579, align 2, !tbaa !39
  store <8 x i16> %547, ptr %580, align 2, !tbaa !39
  %581 = icmp eq i32 %543, 96
  br i1 %581, label %593, label %582, !llvm.loop !51

582:                                              ; preds = %576
  %583 = add i32 %510, 96
  %584 = zext i32 %583 to i64
  %585 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %584
  %586 = getelementptr inbounds i8, ptr %585, i64 16
  store <8 x i16> %547, ptr %585, align 2, !tbaa !39
  store <8 x i16> %547, ptr %586, align 2, !tbaa !39
  %587 = icmp eq i32 %543, 112
  br i1 %587, label %593, label %588, !llvm.loop !51

588:                                              ; preds = %582
  %589 = add i32 %510, 112
  %590 = zext i32 %589 to i64
  %591 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %590
  %592 = getelementptr inbounds i8, ptr %591, i64 16
  store <8 x i16> %547, ptr %591, align 2, !tbaa !39
  store <8 x i16> %547, ptr %592, align 2, !tbaa !39
  br label %593

593:                                              ; preds = %588, %582, %576, %570, %564, %558, %552, %542
  %594 = icmp eq i32 %508, %543
  br i1 %594, label %613, label %521

595:                                              ; preds = %504
  store ptr @.str.5, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

596:                                              ; preds = %537, %596
  %597 = phi i32 [ %608, %596 ], [ %539, %537 ]
  %598 = phi i32 [ %609, %596 ], [ %540, %537 ]
  %599 = add i32 %598, 1
  %600 = zext i32 %598 to i64
  %601 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %600
  store i16 %509, ptr %601, align 2, !tbaa !39
  %602 = add i32 %598, 2
  %603 = zext i32 %599 to i64
  %604 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %603
  store i16 %509, ptr %604, align 2, !tbaa !39
  %605 = add i32 %598, 3
  %606 = zext i32 %602 to i64
  %607 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %606
  store i16 %509, ptr %607, align 2, !tbaa !39
  %608 = add nsw i32 %597, -4
  %609 = add i32 %598, 4
  %610 = zext i32 %605 to i64
  %611 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %610
  store i16 %509, ptr %611, align 2, !tbaa !39
  %612 = icmp eq i32 %608, 0
  br i1 %612, label %613, label %596, !llvm.loop !54

613:                                              ; preds = %537, %596, %593
  %614 = phi i32 [ %545, %593 ], [ %538, %537 ], [ %609, %596 ]
  store i32 %614, ptr %31, align 4, !tbaa !38
  br label %615

615:                                              ; preds = %613, %364
  %616 = phi i32 [ %514, %613 ], [ %374, %364 ]
  %617 = phi i32 [ %512, %613 ], [ %372, %364 ]
  %618 = phi i32 [ %614, %613 ], [ %369, %364 ]
  %619 = phi i32 [ %505, %613 ], [ %356, %364 ]
  %620 = phi i64 [ %506, %613 ], [ %366, %364 ]
  %621 = phi i32 [ %507, %613 ], [ %367, %364 ]
  %622 = icmp ult i32 %618, %616
  br i1 %622, label %297, label %623, !llvm.loop !55

623:                                              ; preds = %615, %292
  %624 = phi i32 [ %293, %292 ], [ %617, %615 ]
  %625 = phi i32 [ %264, %292 ], [ %619, %615 ]
  %626 = phi i64 [ %275, %292 ], [ %620, %615 ]
  %627 = phi i32 [ %276, %292 ], [ %621, %615 ]
  %628 = load i32, ptr %14, align 8, !tbaa !25
  %629 = icmp eq i32 %628, 16209
  br i1 %629, label %1211, label %630

630:                                              ; preds = %623
  %631 = load i16, ptr %38, align 8, !tbaa !39
  %632 = icmp eq i16 %631, 0
  br i1 %632, label %633, label %634

633:                                              ; preds = %630
  store ptr @.str.6, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

634:                                              ; preds = %630
  store ptr %33, ptr %34, align 8, !tbaa !43
  store ptr %33, ptr %35, align 8, !tbaa !44
  store i32 9, ptr %36, align 8, !tbaa !45
  %635 = call i32 @inflate_table(i32 noundef 1, ptr noundef nonnull %32, i32 noundef %624, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5
  %636 = icmp eq i32 %635, 0
  br i1 %636, label %638, label %637

637:                                              ; preds = %634
  store ptr @.str.7, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

638:                                              ; preds = %634
  %639 = load ptr, ptr %34, align 8, !tbaa !43
  store ptr %639, ptr %39, align 8, !tbaa !56
  store i32 6, ptr %40, align 4, !tbaa !57
  %640 = load i32, ptr %28, align 4, !tbaa !35
  %641 = zext i32 %640 to i64
  %642 = getelementptr inbounds i16, ptr %32, i64 %641
  %643 = load i32, ptr %29, align 8, !tbaa !36
  %644 = call i32 @inflate_table(i32 noundef 2, ptr noundef nonnull %642, i32 noundef %643, ptr noundef nonnull %34, ptr noundef nonnull %40, ptr noundef nonnull %37) #5
  %645 = icmp eq i32 %644, 0
  br i1 %645, label %647, label %646

646:                                              ; preds = %638
  store ptr @.str.8, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

647:                                              ; preds = %638
  store i32 16200, ptr %14, align 8, !tbaa !25
  br label %648

648:                                              ; preds = %49, %647
  %649 = phi i32 [ %52, %49 ], [ %625, %647 ]
  %650 = phi i64 [ %54, %49 ], [ %626, %647 ]
  %651 = phi i32 [ %55, %49 ], [ %627, %647 ]
  %652 = icmp ugt i32 %649, 5
  %653 = icmp ugt i32 %53, 257
  %654 = select i1 %652, i1 %653, i1 false
  br i1 %654, label %670, label %655

655:                                              ; preds = %648
  %656 = load ptr, ptr %35, align 8, !tbaa !44
  %657 = trunc i64 %650 to i32
  %658 = load i32, ptr %36, align 8, !tbaa !45
  %659 = shl nsw i32 -1, %658
  %660 = xor i32 %659, -1
  %661 = and i32 %660, %657
  %662 = zext nneg i32 %661 to i64
  %663 = getelementptr inbounds %struct.code, ptr %656, i64 %662
  %664 = getelementptr inbounds i8, ptr %663, i64 1
  %665 = load i8, ptr %664, align 1, !tbaa !5
  %666 = zext i8 %665 to i32
  %667 = icmp ult i32 %651, %666
  br i1 %667, label %668, label %723

668:                                              ; preds = %655
  %669 = zext nneg i32 %651 to i64
  br label %684

670:                                              ; preds = %648
  store ptr %51, ptr %44, align 8, !tbaa !58
  store i32 %53, ptr %45, align 8, !tbaa !59
  %671 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %671, ptr %0, align 8, !tbaa !27
  store i32 %649, ptr %46, align 8, !tbaa !29
  store i64 %650, ptr %47, align 8, !tbaa !60
  store i32 %651, ptr %48, align 8, !tbaa !61
  %672 = load i32, ptr %16, align 8, !tbaa !23
  %673 = load i32, ptr %26, align 4, !tbaa !20
  %674 = icmp ult i32 %672, %673
  br i1 %674, label %675, label %677

675:                                              ; preds = %670
  %676 = sub i32 %673, %53
  store i32 %676, ptr %16, align 8, !tbaa !23
  br label %677

677:                                              ; preds = %675, %670
  call void @inflate_fast(ptr noundef nonnull %0, i32 noundef %673) #5
  %678 = load ptr, ptr %44, align 8, !tbaa !58
  %679 = load i32, ptr %45, align 8, !tbaa !59
  %680 = load ptr, ptr %0, align 8, !tbaa !27
  store ptr %680, ptr %6, align 8, !tbaa !28
  %681 = load i32, ptr %46, align 8, !tbaa !29
  %682 = load i64, ptr %47, align 8, !tbaa !60
  %683 = load i32, ptr %48, align 8, !tbaa !61
  br label %1211

684:                                              ; preds = %668, %698
  %685 = phi i32 [ %658, %668 ], [ %699, %698 ]
  %686 = phi ptr [ %656, %668 ], [ %700, %698 ]
  %687 = phi i64 [ %669, %668 ], [ %709, %698 ]
  %688 = phi i64 [ %650, %668 ], [ %708, %698 ]
  %689 = phi i32 [ %649, %668 ], [ %702, %698 ]
  %690 = icmp eq i32 %689, 0
  br i1 %690, label %691, label %698

691:                                              ; preds = %684
  %692 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %693 = icmp eq i32 %692, 0
  br i1 %693, label %697, label %694

694:                                              ; preds = %691
  %695 = load ptr, ptr %35, align 8, !tbaa !44
  %696 = load i32, ptr %36, align 8, !tbaa !45
  br label %698

697:                                              ; preds = %691
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

698:                                              ; preds = %694, %684
  %699 = phi i32 [ %696, %694 ], [ %685, %684 ]
  %700 = phi ptr [ %695, %694 ], [ %686, %684 ]
  %701 = phi i32 [ %692, %694 ], [ %689, %684 ]
  %702 = add i32 %701, -1
  %703 = load ptr, ptr %6, align 8, !tbaa !28
  %704 = getelementptr inbounds i8, ptr %703, i64 1
  store ptr %704, ptr %6, align 8, !tbaa !28
  %705 = load i8, ptr %703, align 1, !tbaa !5
  %706 = zext i8 %705 to i64
  %707 = shl i64 %706, %687
  %708 = add i64 %707, %688
  %709 = add nuw nsw i64 %687, 8
  %710 = trunc i64 %708 to i32
  %711 = shl nsw i32 -1, %699
  %712 = xor i32 %711, -1
  %713 = and i32 %712, %710
  %714 = zext nneg i32 %713 to i64
  %715 = getelementptr inbounds %struct.code, ptr %700, i64 %714
  %716 = getelementptr inbounds i8, ptr %715, i64 1
  %717 = load i8, ptr %716, align 1, !tbaa !5
  %718 = zext i8 %717 to i64
  %719 = icmp ult i64 %709, %718
  br i1 %719, label %684, label %720

720:                                              ; preds = %698
  %721 = zext i8 %717 to i32
  %722 = trunc nuw i64 %709 to i32
  br label %723

723:                                              ; preds = %720, %655
  %724 = phi ptr [ %656, %655 ], [ %700, %720 ]
  %725 = phi i32 [ %649, %655 ], [ %702, %720 ]
  %726 = phi i64 [ %650, %655 ], [ %708, %720 ]
  %727 = phi i32 [ %651, %655 ], [ %722, %720 ]
  %728 = phi ptr [ %663, %655 ], [ %715, %720 ]
  %729 = phi i8 [ %665, %655 ], [ %717, %720 ]
  %730 = phi i32 [ %666, %655 ], [ %721, %720 ]
  %731 = getelementptr inbounds i8, ptr %728, i64 2
  %732 = load i16, ptr %731, align 2, !tbaa !39
  %733 = load i8, ptr %728, align 2, !tbaa !5
  %734 = add i8 %733, -1
  %735 = icmp ult i8 %734, 15
  br i1 %735, label %736, label %804

736:                                              ; preds = %723
  %737 = zext nneg i8 %733 to i32
  %738 = zext i16 %732 to i32
  %739 = add nuw nsw i32 %730, %737
  %740 = shl nsw i32 -1, %739
  %741 = xor i32 %740, -1
  %742 = trunc i64 %726 to i32
  %743 = and i32 %742, %741
  %744 = lshr i32 %743, %730
  %745 = add nuw i32 %744, %738
  %746 = zext i32 %745 to i64
  %747 = getelementptr inbounds %struct.code, ptr %724, i64 %746
  %748 = getelementptr inbounds i8, ptr %747, i64 1
  %749 = load i8, ptr %748, align 1, !tbaa !5
  %750 = zext i8 %749 to i32
  %751 = add nuw nsw i32 %730, %750
  %752 = icmp ugt i32 %751, %727
  br i1 %752, label %753, label %792

753:                                              ; preds = %736
  %754 = zext nneg i32 %727 to i64
  br label %755

755:                                              ; preds = %753, %767
  %756 = phi ptr [ %724, %753 ], [ %768, %767 ]
  %757 = phi i64 [ %754, %753 ], [ %777, %767 ]
  %758 = phi i64 [ %726, %753 ], [ %776, %767 ]
  %759 = phi i32 [ %725, %753 ], [ %770, %767 ]
  %760 = icmp eq i32 %759, 0
  br i1 %760, label %761, label %767

761:                                              ; preds = %755
  %762 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %763 = icmp eq i32 %762, 0
  br i1 %763, label %766, label %764

764:                                              ; preds = %761
  %765 = load ptr, ptr %35, align 8, !tbaa !44
  br label %767

766:                                              ; preds = %761
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

767:                                              ; preds = %764, %755
  %768 = phi ptr [ %765, %764 ], [ %756, %755 ]
  %769 = phi i32 [ %762, %764 ], [ %759, %755 ]
  %770 = add i32 %769, -1
  %771 = load ptr, ptr %6, align 8, !tbaa !28
  %772 = getelementptr inbounds i8, ptr %771, i64 1
  store ptr %772, ptr %6, align 8, !tbaa !28
  %773 = load i8, ptr %771, align 1, !tbaa !5
  %774 = zext i8 %773 to i64
  %775 = shl i64 %774, %757
  %776 = add i64 %775, %758
  %777 = add nuw nsw i64 %757, 8
  %778 = trunc i64 %776 to i32
  %779 = and i32 %778, %741
  %780 = lshr i32 %779, %730
  %781 = add nuw i32 %780, %738
  %782 = zext i32 %781 to i64
  %783 = getelementptr inbounds %struct.code, ptr %768, i64 %782
  %784 = getelementptr inbounds i8, ptr %783, i64 1
  %785 = load i8, ptr %784, align 1, !tbaa !5
  %786 = zext i8 %785 to i32
  %787 = add nuw nsw i32 %730, %786
  %788 = zext nneg i32 %787 to i64
  %789 = icmp ult i64 %777, %788
  br i1 %789, label %755, label %790

790:                                              ; preds = %767
  %791 = trunc nuw i64 %777 to i32
  br label %792

792:                                              ; preds = %790, %736
  %793 = phi i32 [ %725, %736 ], [ %770, %790 ]
  %794 = phi i64 [ %726, %736 ], [ %776, %790 ]
  %795 = phi i32 [ %727, %736 ], [ %791, %790 ]
  %796 = phi ptr [ %747, %736 ], [ %783, %790 ]
  %797 = phi i8 [ %749, %736 ], [ %785, %790 ]
  %798 = getelementptr inbounds i8, ptr %796, i64 2
  %799 = load i16, ptr %798, align 2, !tbaa !39
  %800 = load i8, ptr %796, align 2, !tbaa !5
  %801 = zext nneg i8 %729 to i64
  %802 = lshr i64 %794, %801
  %803 = sub i32 %795, %730
  br label %804

804:                                              ; preds = %723, %792
  %805 = phi i32 [ %793, %792 ], [ %725, %723 ]
  %806 = phi i64 [ %802, %792 ], [ %726, %723 ]
  %807 = phi i32 [ %803, %792 ], [ %727, %723 ]
  %808 = phi i16 [ %799, %792 ], [ %732, %723 ]
  %809 = phi i8 [ %797, %792 ], [ %729, %723 ]
  %810 = phi i8 [ %800, %792 ], [ %733, %723 ]
  %811 = zext i8 %809 to i32
  %812 = zext nneg i8 %809 to i64
  %813 = lshr i64 %806, %812
  %814 = sub i32 %807, %811
  %815 = zext i16 %808 to i32
  store i32 %815, ptr %41, align 4, !tbaa !32
  %816 = zext i8 %810 to i32
  %817 = icmp eq i8 %810, 0
  br i1 %817, label %818, label %834

818:                                              ; preds = %804
  %819 = icmp eq i32 %53, 0
  br i1 %819, label %820, label %827

820:                                              ; preds = %818
  %821 = load ptr, ptr %24, align 8, !tbaa !21
  %822 = load i32, ptr %26, align 4, !tbaa !20
  store i32 %822, ptr %16, align 8, !tbaa !23
  %823 = call i32 %3(ptr noundef %4, ptr noundef %821, i32 noundef %822) #5
  %824 = icmp eq i32 %823, 0
  br i1 %824, label %825, label %1220

825:                                              ; preds = %820
  %826 = load i32, ptr %41, align 4, !tbaa !32
  br label %827

827:                                              ; preds = %825, %818
  %828 = phi i32 [ %826, %825 ], [ %815, %818 ]
  %829 = phi ptr [ %821, %825 ], [ %51, %818 ]
  %830 = phi i32 [ %822, %825 ], [ %53, %818 ]
  %831 = trunc i32 %828 to i8
  %832 = getelementptr inbounds i8, ptr %829, i64 1
  store i8 %831, ptr %829, align 1, !tbaa !5
  %833 = add i32 %830, -1
  store i32 16200, ptr %14, align 8, !tbaa !25
  br label %1211

834:                                              ; preds = %804
  %835 = and i32 %816, 32
  %836 = icmp eq i32 %835, 0
  br i1 %836, label %838, label %837

837:                                              ; preds = %834
  store i32 16191, ptr %14, align 8, !tbaa !25
  br label %1211

838:                                              ; preds = %834
  %839 = and i32 %816, 64
  %840 = icmp eq i32 %839, 0
  br i1 %840, label %842, label %841

841:                                              ; preds = %838
  store ptr @.str.9, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

842:                                              ; preds = %838
  %843 = and i32 %816, 15
  store i32 %843, ptr %42, align 4, !tbaa !62
  %844 = icmp eq i32 %843, 0
  br i1 %844, label %888, label %845

845:                                              ; preds = %842
  %846 = icmp ult i32 %814, %843
  br i1 %846, label %847, label %874

847:                                              ; preds = %845, %859
  %848 = phi i32 [ %860, %859 ], [ %843, %845 ]
  %849 = phi i32 [ %870, %859 ], [ %814, %845 ]
  %850 = phi i64 [ %869, %859 ], [ %813, %845 ]
  %851 = phi i32 [ %862, %859 ], [ %805, %845 ]
  %852 = icmp eq i32 %851, 0
  br i1 %852, label %853, label %859

853:                                              ; preds = %847
  %854 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %855 = icmp eq i32 %854, 0
  br i1 %855, label %858, label %856

856:                                              ; preds = %853
  %857 = load i32, ptr %42, align 4, !tbaa !62
  br label %859

858:                                              ; preds = %853
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

859:                                              ; preds = %856, %847
  %860 = phi i32 [ %857, %856 ], [ %848, %847 ]
  %861 = phi i32 [ %854, %856 ], [ %851, %847 ]
  %862 = add i32 %861, -1
  %863 = load ptr, ptr %6, align 8, !tbaa !28
  %864 = getelementptr inbounds i8, ptr %863, i64 1
  store ptr %864, ptr %6, align 8, !tbaa !28
  %865 = load i8, ptr %863, align 1, !tbaa !5
  %866 = zext i8 %865 to i64
  %867 = zext nneg i32 %849 to i64
  %868 = shl i64 %866, %867
  %869 = add i64 %868, %850
  %870 = add i32 %849, 8
  %871 = icmp ult i32 %870, %860
  br i1 %871, label %847, label %872, !llvm.loop !63

872:                                              ; preds = %859
  %873 = load i32, ptr %41, align 4, !tbaa !32
  br label %874

874:                                              ; preds = %872, %845
  %875 = phi i32 [ %815, %845 ], [ %873, %872 ]
  %876 = phi i32 [ %805, %845 ], [ %862, %872 ]
  %877 = phi i64 [ %813, %845 ], [ %869, %872 ]
  %878 = phi i32 [ %814, %845 ], [ %870, %872 ]
  %879 = phi i32 [ %843, %845 ], [ %860, %872 ]
  %880 = trunc i64 %877 to i32
  %881 = shl nsw i32 -1, %879
  %882 = xor i32 %881, -1
  %883 = and i32 %882, %880
  %884 = add i32 %875, %883
  store i32 %884, ptr %41, align 4, !tbaa !32
  %885 = zext nneg i32 %879 to i64
  %886 = lshr i64 %877, %885
  %887 = sub i32 %878, %879
  br label %888

888:                                              ; preds = %874, %842
  %889 = phi i32 [ %876, %874 ], [ %805, %842 ]
  %890 = phi i64 [ %886, %874 ], [ %813, %842 ]
  %891 = phi i32 [ %887, %874 ], [ %814, %842 ]
  %892 = load ptr, ptr %39, align 8, !tbaa !56
  %893 = trunc i64 %890 to i32
  %894 = load i32, ptr %40, align 4, !tbaa !57
  %895 = shl nsw i32 -1, %894
  %896 = xor i32 %895, -1
  %897 = and i32 %896, %893
  %898 = zext nneg i32 %897 to i64
  %899 = getelementptr inbounds %struct.code, ptr %892, i64 %898
  %900 = getelementptr inbounds i8, ptr %899, i64 1
  %901 = load i8, ptr %900, align 1, !tbaa !5
  %902 = zext i8 %901 to i32
  %903 = icmp ult i32 %891, %902
  br i1 %903, label %904, label %945

904:                                              ; preds = %888
  %905 = zext nneg i32 %891 to i64
  br label %906

906:                                              ; preds = %904, %920
  %907 = phi i32 [ %894, %904 ], [ %921, %920 ]
  %908 = phi ptr [ %892, %904 ], [ %922, %920 ]
  %909 = phi i64 [ %905, %904 ], [ %931, %920 ]
  %910 = phi i64 [ %890, %904 ], [ %930, %920 ]
  %911 = phi i32 [ %889, %904 ], [ %924, %920 ]
  %912 = icmp eq i32 %911, 0
  br i1 %912, label %913, label %920

913:                                              ; preds = %906
  %914 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %915 = icmp eq i32 %914, 0
  br i1 %915, label %919, label %916

916:                                              ; preds = %913
  %917 = load ptr, ptr %39, align 8, !tbaa !56
  %918 = load i32, ptr %40, align 4, !tbaa !57
  br label %920

919:                                              ; preds = %913
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

920:                                              ; preds = %916, %906
  %921 = phi i32 [ %918, %916 ], [ %907, %906 ]
  %922 = phi ptr [ %917, %916 ], [ %908, %906 ]
  %923 = phi i32 [ %914, %916 ], [ %911, %906 ]
  %924 = add i32 %923, -1
  %925 = load ptr, ptr %6, align 8, !tbaa !28
  %926 = getelementptr inbounds i8, ptr %925, i64 1
  store ptr %926, ptr %6, align 8, !tbaa !28
  %927 = load i8, ptr %925, align 1, !tbaa !5
  %928 = zext i8 %927 to i64
  %929 = shl i64 %928, %909
  %930 = add i64 %929, %910
  %931 = add nuw nsw i64 %909, 8
  %932 = trunc i64 %930 to i32
  %933 = shl nsw i32 -1, %921
  %934 = xor i32 %933, -1
  %935 = and i32 %934, %932
  %936 = zext nneg i32 %935 to i64
  %937 = getelementptr inbounds %struct.code, ptr %922, i64 %936
  %938 = getelementptr inbounds i8, ptr %937, i64 1
  %939 = load i8, ptr %938, align 1, !tbaa !5
  %940 = zext i8 %939 to i64
  %941 = icmp ult i64 %931, %940
  br i1 %941, label %906, label %942

942:                                              ; preds = %920
  %943 = zext i8 %939 to i32
  %944 = trunc nuw i64 %931 to i32
  br label %945

945:                                              ; preds = %942, %888
  %946 = phi ptr [ %892, %888 ], [ %922, %942 ]
  %947 = phi i32 [ %889, %888 ], [ %924, %942 ]
  %948 = phi i64 [ %890, %888 ], [ %930, %942 ]
  %949 = phi i32 [ %891, %888 ], [ %944, %942 ]
  %950 = phi ptr [ %899, %888 ], [ %937, %942 ]
  %951 = phi i8 [ %901, %888 ], [ %939, %942 ]
  %952 = phi i32 [ %902, %888 ], [ %943, %942 ]
  %953 = getelementptr inbounds i8, ptr %950, i64 2
  %954 = load i16, ptr %953, align 2, !tbaa !39
  %955 = load i8, ptr %950, align 2, !tbaa !5
  %956 = icmp ult i8 %955, 16
  br i1 %956, label %957, label %1025

957:                                              ; preds = %945
  %958 = zext nneg i8 %955 to i32
  %959 = zext i16 %954 to i32
  %960 = add nuw nsw i32 %952, %958
  %961 = shl nsw i32 -1, %960
  %962 = xor i32 %961, -1
  %963 = trunc i64 %948 to i32
  %964 = and i32 %963, %962
  %965 = lshr i32 %964, %952
  %966 = add nuw i32 %965, %959
  %967 = zext i32 %966 to i64
  %968 = getelementptr inbounds %struct.code, ptr %946, i64 %967
  %969 = getelementptr inbounds i8, ptr %968, i64 1
  %970 = load i8, ptr %969, align 1, !tbaa !5
  %971 = zext i8 %970 to i32
  %972 = add nuw nsw i32 %952, %971
  %973 = icmp ugt i32 %972, %949
  br i1 %973, label %974, label %1013

974:                                              ; preds = %957
  %975 = zext nneg i32 %949 to i64
  br label %976

976:                                              ; preds = %974, %988
  %977 = phi ptr [ %946, %974 ], [ %989, %988 ]
  %978 = phi i64 [ %975, %974 ], [ %998, %988 ]
  %979 = phi i64 [ %948, %974 ], [ %997, %988 ]
  %980 = phi i32 [ %947, %974 ], [ %991, %988 ]
  %981 = icmp eq i32 %980, 0
  br i1 %981, label %982, label %988

982:                                              ; preds = %976
  %983 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %984 = icmp eq i32 %983, 0
  br i1 %984, label %987, label %985

985:                                              ; preds = %982
  %986 = load ptr, ptr %39, align 8, !tbaa !56
  br label %988

987:                                              ; preds = %982
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

988:                                              ; preds = %985, %976
  %989 = phi ptr [ %986, %985 ], [ %977, %976 ]
  %990 = phi i32 [ %983, %985 ], [ %980, %976 ]
  %991 = add i32 %990, -1
  %992 = load ptr, ptr %6, align 8, !tbaa !28
  %993 = getelementptr inbounds i8, ptr %992, i64 1
  store ptr %993, ptr %6, align 8, !tbaa !28
  %994 = load i8, ptr %992, align 1, !tbaa !5
  %995 = zext i8 %994 to i64
  %996 = shl i64 %995, %978
  %997 = add i64 %996, %979
  %998 = add nuw nsw i64 %978, 8
  %999 = trunc i64 %997 to i32
  %1000 = and i32 %999, %962
  %1001 = lshr i32 %1000, %952
  %1002 = add nuw i32 %1001, %959
  %1003 = zext i32 %1002 to i64
  %1004 = getelementptr inbounds %struct.code, ptr %989, i64 %1003
  %1005 = getelementptr inbounds i8, ptr %1004, i64 1
  %1006 = load i8, ptr %1005, align 1, !tbaa !5
  %1007 = zext i8 %1006 to i32
  %1008 = add nuw nsw i32 %952, %1007
  %1009 = zext nneg i32 %1008 to i64
  %1010 = icmp ult i64 %998, %1009
  br i1 %1010, label %976, label %1011

1011:                                             ; preds = %988
  %1012 = trunc nuw i64 %998 to i32
  br label %1013

1013:                                             ; preds = %1011, %957
  %1014 = phi i32 [ %947, %957 ], [ %991, %1011 ]
  %1015 = phi i64 [ %948, %957 ], [ %997, %1011 ]
  %1016 = phi i32 [ %949, %957 ], [ %1012, %1011 ]
  %1017 = phi ptr [ %968, %957 ], [ %1004, %1011 ]
  %1018 = phi i8 [ %970, %957 ], [ %1006, %1011 ]
  %1019 = getelementptr inbounds i8, ptr %1017, i64 2
  %1020 = load i16, ptr %1019, align 2, !tbaa !39
  %1021 = load i8, ptr %1017, align 2, !tbaa !5
  %1022 = zext nneg i8 %951 to i64
  %1023 = lshr i64 %1015, %1022
  %1024 = sub i32 %1016, %952
  br label %1025

1025:                                             ; preds = %945, %1013
  %1026 = phi i32 [ %1014, %1013 ], [ %947, %945 ]
  %1027 = phi i64 [ %1023, %1013 ], [ %948, %945 ]
  %1028 = phi i32 [ %1024, %1013 ], [ %949, %945 ]
  %1029 = phi i16 [ %1020, %1013 ], [ %954, %945 ]
  %1030 = phi i8 [ %1018, %1013 ], [ %951, %945 ]
  %1031 = phi i8 [ %1021, %1013 ], [ %955, %945 ]
  %1032 = zext i8 %1030 to i32
  %1033 = zext nneg i8 %1030 to i64
  %1034 = lshr i64 %1027, %1033
  %1035 = sub i32 %1028, %1032
  %1036 = zext i8 %1031 to i32
  %1037 = and i32 %1036, 64
  %1038 = icmp eq i32 %1037, 0
  br i1 %1038, label %1040, label %1039

1039:                                             ; preds = %1025
  store ptr @.str.10, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

1040:                                             ; preds = %1025
  %1041 = zext i16 %1029 to i32
  store i32 %1041, ptr %43, align 8, !tbaa !64
  %1042 = and i32 %1036, 15
  store i32 %1042, ptr %42, align 4, !tbaa !62
  %1043 = icmp eq i32 %1042, 0
  br i1 %1043, label %1087, label %1044

1044:                                             ; preds = %1040
  %1045 = icmp ult i32 %1035, %1042
  br i1 %1045, label %1046, label %1073

1046:                                             ; preds = %1044, %1058
  %1047 = phi i32 [ %1059, %1058 ], [ %1042, %1044 ]
  %1048 = phi i32 [ %1069, %1058 ], [ %1035, %1044 ]
  %1049 = phi i64 [ %1068, %1058 ], [ %1034, %1044 ]
  %1050 = phi i32 [ %1061, %1058 ], [ %1026, %1044 ]
  %1051 = icmp eq i32 %1050, 0
  br i1 %1051, label %1052, label %1058

1052:                                             ; preds = %1046
  %1053 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %1054 = icmp eq i32 %1053, 0
  br i1 %1054, label %1057, label %1055

1055:                                             ; preds = %1052
  %1056 = load i32, ptr %42, align 4, !tbaa !62
  br label %1058

1057:                                             ; preds = %1052
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1220

1058:                                             ; preds = %1055, %1046
  %1059 = phi i32 [ %1056, %1055 ], [ %1047, %1046 ]
  %1060 = phi i32 [ %1053, %1055 ], [ %1050, %1046 ]
  %1061 = add i32 %1060, -1
  %1062 = load ptr, ptr %6, align 8, !tbaa !28
  %1063 = getelementptr inbounds i8, ptr %1062, i64 1
  store ptr %1063, ptr %6, align 8, !tbaa !28
  %1064 = load i8, ptr %1062, align 1, !tbaa !5
  %1065 = zext i8 %1064 to i64
  %1066 = zext nneg i32 %1048 to i64
  %1067 = shl i64 %1065, %1066
  %1068 = add i64 %1067, %1049
  %1069 = add i32 %1048, 8
  %1070 = icmp ult i32 %1069, %1059
  br i1 %1070, label %1046, label %1071, !llvm.loop !65

1071:                                             ; preds = %1058
  %1072 = load i32, ptr %43, align 8, !tbaa !64
  br label %1073

1073:                                             ; preds = %1071, %1044
  %1074 = phi i32 [ %1041, %1044 ], [ %1072, %1071 ]
  %1075 = phi i32 [ %1026, %1044 ], [ %1061, %1071 ]
  %1076 = phi i64 [ %1034, %1044 ], [ %1068, %1071 ]
  %1077 = phi i32 [ %1035, %1044 ], [ %1069, %1071 ]
  %1078 = phi i32 [ %1042, %1044 ], [ %1059, %1071 ]
  %1079 = trunc i64 %1076 to i32
  %1080 = shl nsw i32 -1, %1078
  %1081 = xor i32 %1080, -1
  %1082 = and i32 %1081, %1079
  %1083 = add i32 %1074, %1082
  store i32 %1083, ptr %43, align 8, !tbaa !64
  %1084 = zext nneg i32 %1078 to i64
  %1085 = lshr i64 %1076, %1084
  %1086 = sub i32 %1077, %1078
  br label %1087

1087:                                             ; preds = %1073, %1040
  %1088 = phi i32 [ %1083, %1073 ], [ %1041, %1040 ]
  %1089 = phi i32 [ %1075, %1073 ], [ %1026, %1040 ]
  %1090 = phi i64 [ %1085, %1073 ], [ %1034, %1040 ]
  %1091 = phi i32 [ %1086, %1073 ], [ %1035, %1040 ]
  %1092 = load i32, ptr %26, align 4, !tbaa !20
  %1093 = load i32, ptr %16, align 8, !tbaa !23
  %1094 = icmp ult i32 %1093, %1092
  %1095 = select i1 %1094, i32 %53, i32 0
  %1096 = sub i32 %1092, %1095
  %1097 = icmp ugt i32 %1088, %1096
  br i1 %1097, label %1098, label %1099

1098:                                             ; preds = %1087
  store ptr @.str.11, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1211

1099:                                             ; preds = %1087, %1206
  %1100 = phi ptr [ %1207, %1206 ], [ %51, %1087 ]
  %1101 = phi i32 [ %1208, %1206 ], [ %53, %1087 ]
  %1102 = icmp eq i32 %1101, 0
  %1103 = load i32, ptr %26, align 4, !tbaa !20
  br i1 %1102, label %1104, label %1110

1104:                                             ; preds = %1099
  %1105 = load ptr, ptr %24, align 8, !tbaa !21
  store i32 %1103, ptr %16, align 8, !tbaa !23
  %1106 = call i32 %3(ptr noundef %4, ptr noundef %1105, i32 noundef %1103) #5
  %1107 = icmp eq i32 %1106, 0
  br i1 %1107, label %1108, label %1220

1108:                                             ; preds = %1104
  %1109 = load i32, ptr %26, align 4, !tbaa !20
  br label %1110

1110:                                             ; preds = %1108, %1099
  %1111 = phi i32 [ %1109, %1108 ], [ %1103, %1099 ]
  %1112 = phi ptr [ %1105, %1108 ], [ %1100, %1099 ]
  %1113 = phi i32 [ %1103, %1108 ], [ %1101, %1099 ]
  %1114 = load i32, ptr %43, align 8, !tbaa !64
  %1115 = sub i32 %1111, %1114
  %1116 = icmp ult i32 %1115, %1113
  %1117 = zext i32 %1115 to i64
  %1118 = zext i32 %1114 to i64
  %1119 = sub nsw i64 0, %1118
  %1120 = select i1 %1116, i32 %1115, i32 0
  %1121 = sub i32 %1113, %1120
  %1122 = select i1 %1116, i64 %1117, i64 %1119
  %1123 = getelementptr i8, ptr %1112, i64 %1122
  %1124 = load i32, ptr %41, align 4, !tbaa !32
  %1125 = call i32 @llvm.umin.i32(i32 %1121, i32 %1124)
  %1126 = sub i32 %1124, %1125
  store i32 %1126, ptr %41, align 4, !tbaa !32
  %1127 = add i32 %1125, -1
  %1128 = zext i32 %1127 to i64
  %1129 = add nuw nsw i64 %1128, 1
  %1130 = icmp ult i32 %1127, 31
  %1131 = add nsw i64 %1122, 31
  %1132 = icmp ult i64 %1131, 32
  %1133 = select i1 %1130, i1 true, i1 %1132
  br i1 %1133, label %1152, label %1134

1134:                                             ; preds = %1110
  %1135 = and i64 %1129, 8589934560
  %1136 = getelementptr i8, ptr %1112, i64 %1135
  %1137 = trunc i64 %1135 to i32
  %1138 = sub i32 %1125, %1137
  %1139 = getelementptr i8, ptr %1123, i64 %1135
  br label %1140

1140:                                             ; preds = %1140, %1134
  %1141 = phi i64 [ 0, %1134 ], [ %1148, %1140 ]
  %1142 = getelementptr i8, ptr %1112, i64 %1141
  %1143 = getelementptr i8, ptr %1123, i64 %1141
  %1144 = getelementptr i8, ptr %1143, i64 16
  %1145 = load <16 x i8>, ptr %1143, align 1, !tbaa !5
  %1146 = load <16 x i8>, ptr %1144, align 1, !tbaa !5
  %1147 = getelementptr i8, ptr %1142, i64 16
  store <16 x i8> %1145, ptr %1142, align 1, !tbaa !5
  store <16 x i8> %1146, ptr %1147, align 1, !tbaa !5
  %1148 = add nuw i64 %1141, 32
  %1149 = icmp eq i64 %1148, %1135
  br i1 %1149, label %1150, label %1140, !llvm.loop !66

1150:                                             ; preds = %1140
  %1151 = icmp eq i64 %1129, %1135
  br i1 %1151, label %1206, label %1152

1152:                                             ; preds = %1150, %1110
  %1153 = phi ptr [ %1112, %1110 ], [ %1136, %1150 ]
  %1154 = phi i32 [ %1125, %1110 ], [ %1138, %1150 ]
  %1155 = phi ptr [ %1123, %1110 ], [ %1139, %1150 ]
  %1156 = add i32 %1154, -1
  %1157 = and i32 %1154, 7
  %1158 = icmp eq i32 %1157, 0
  br i1 %1158, label %1170, label %1159

1159:                                             ; preds = %1152, %1159
  %1160 = phi ptr [ %1166, %1159 ], [ %1153, %1152 ]
  %1161 = phi i32 [ %1167, %1159 ], [ %1154, %1152 ]
  %1162 = phi ptr [ %1164, %1159 ], [ %1155, %1152 ]
  %1163 = phi i32 [ %1168, %1159 ], [ 0, %1152 ]
  %1164 = getelementptr inbounds i8, ptr %1162, i64 1
  %1165 = load i8, ptr %1162, align 1, !tbaa !5
  %1166 = getelementptr inbounds i8, ptr %1160, i64 1
  store i8 %1165, ptr %1160, align 1, !tbaa !5
  %1167 = add i32 %1161, -1
  %1168 = add i32 %1163, 1
  %1169 = icmp eq i32 %1168, %1157
  br i1 %1169, label %1170, label %1159, !llvm.loop !67

1170:                                             ; preds = %1159, %1152
  %1171 = phi ptr [ poison, %1152 ], [ %1166, %1159 ]
  %1172 = phi ptr [ %1153, %1152 ], [ %1166, %1159 ]
  %1173 = phi i32 [ %1154, %1152 ], [ %1167, %1159 ]
  %1174 = phi ptr [ %1155, %1152 ], [ %1164, %1159 ]
  %1175 = icmp ult i32 %1156, 7
  br i1 %1175, label %1206, label %1176

1176:                                             ; preds = %1170, %1176
  %1177 = phi ptr [ %1203, %1176 ], [ %1172, %1170 ]
  %1178 = phi i32 [ %1204, %1176 ], [ %1173, %1170 ]
  %1179 = phi ptr [ %1201, %1176 ], [ %1174, %1170 ]
  %1180 = getelementptr inbounds i8, ptr %1179, i64 1
  %1181 = load i8, ptr %1179, align 1, !tbaa !5
  %1182 = getelementptr inbounds i8, ptr %1177, i64 1
  store i8 %1181, ptr %1177, align 1, !tbaa !5
  %1183 = getelementptr inbounds i8, ptr %1179, i64 2
  %1184 = load i8, ptr %1180, align 1, !tbaa !5
  %1185 = getelementptr inbounds i8, ptr %1177, i64 2
  store i8 %1184, ptr %1182, align 1, !tbaa !5
  %1186 = getelementptr inbounds i8, ptr %1179, i64 3
  %1187 = load i8, ptr %1183, align 1, !tbaa !5
  %1188 = getelementptr inbounds i8, ptr %1177, i64 3
  store i8 %1187, ptr %1185, align 1, !tbaa !5
  %1189 = getelementptr inbounds i8, ptr %1179, i64 4
  %1190 = load i8, ptr %1186, align 1, !tbaa !5
  %1191 = getelementptr inbounds i8, ptr %1177, i64 4
  store i8 %1190, ptr %1188, align 1, !tbaa !5
  %1192 = getelementptr inbounds i8, ptr %1179, i64 5
  %1193 = load i8, ptr %1189, align 1, !tbaa !5
  %1194 = getelementptr inbounds i8, ptr %1177, i64 5
  store i8 %1193, ptr %1191, align 1, !tbaa !5
  %1195 = getelementptr inbounds i8, ptr %1179, i64 6
  %1196 = load i8, ptr %1192, align 1, !tbaa !5
  %1197 = getelementptr inbounds i8, ptr %1177, i64 6
  store i8 %1196, ptr %1194, align 1, !tbaa !5
  %1198 = getelementptr inbounds i8, ptr %1179, i64 7
  %1199 = load i8, ptr %1195, align 1, !tbaa !5
  %1200 = getelementptr inbounds i8, ptr %1177, i64 7
  store i8 %1199, ptr %1197, align 1, !tbaa !5
  %1201 = getelementptr inbounds i8, ptr %1179, i64 8
  %1202 = load i8, ptr %1198, align 1, !tbaa !5
  %1203 = getelementptr inbounds i8, ptr %1177, i64 8
  store i8 %1202, ptr %1200, align 1, !tbaa !5
  %1204 = add i32 %1178, -8
  %1205 = icmp eq i32 %1204, 0
  br i1 %1205, label %1206, label %1176, !llvm.loop !68

1206:                                             ; preds = %1170, %1176, %1150
  %1207 = phi ptr [ %1136, %1150 ], [ %1171, %1170 ], [ %1203, %1176 ]
  %1208 = sub i32 %1113, %1125
  %1209 = load i32, ptr %41, align 4, !tbaa !32
  %1210 = icmp eq i32 %1209, 0
  br i1 %1210, label %1211, label %1099, !llvm.loop !69

1211:                                             ; preds = %1206, %425, %595, %623, %1098, %1039, %841, %837, %827, %677, %646, %637, %633, %291, %224, %180, %142, %99, %68
  %1212 = phi ptr [ %678, %677 ], [ %832, %827 ], [ %51, %837 ], [ %51, %841 ], [ %51, %1039 ], [ %51, %1098 ], [ %51, %224 ], [ %51, %291 ], [ %51, %623 ], [ %51, %633 ], [ %51, %637 ], [ %51, %646 ], [ %51, %142 ], [ %181, %180 ], [ %51, %68 ], [ %51, %99 ], [ %51, %595 ], [ %51, %425 ], [ %1207, %1206 ]
  %1213 = phi i32 [ %681, %677 ], [ %805, %827 ], [ %805, %837 ], [ %805, %841 ], [ %1026, %1039 ], [ %1089, %1098 ], [ %207, %224 ], [ %264, %291 ], [ %625, %623 ], [ %625, %633 ], [ %625, %637 ], [ %625, %646 ], [ %135, %142 ], [ %182, %180 ], [ %52, %68 ], [ %88, %99 ], [ %505, %595 ], [ %417, %425 ], [ %1089, %1206 ]
  %1214 = phi i32 [ %679, %677 ], [ %833, %827 ], [ %53, %837 ], [ %53, %841 ], [ %53, %1039 ], [ %53, %1098 ], [ %53, %224 ], [ %53, %291 ], [ %53, %623 ], [ %53, %633 ], [ %53, %637 ], [ %53, %646 ], [ %53, %142 ], [ %183, %180 ], [ %53, %68 ], [ %53, %99 ], [ %53, %595 ], [ %53, %425 ], [ %1208, %1206 ]
  %1215 = phi i64 [ %682, %677 ], [ %813, %827 ], [ %813, %837 ], [ %813, %841 ], [ %1034, %1039 ], [ %1090, %1098 ], [ %219, %224 ], [ %275, %291 ], [ %626, %623 ], [ %626, %633 ], [ %626, %637 ], [ %626, %646 ], [ %136, %142 ], [ 0, %180 ], [ %71, %68 ], [ %101, %99 ], [ %506, %595 ], [ %421, %425 ], [ %1090, %1206 ]
  %1216 = phi i32 [ %683, %677 ], [ %814, %827 ], [ %814, %837 ], [ %814, %841 ], [ %1035, %1039 ], [ %1091, %1098 ], [ %220, %224 ], [ %276, %291 ], [ %627, %623 ], [ %627, %633 ], [ %627, %637 ], [ %627, %646 ], [ %137, %142 ], [ 0, %180 ], [ %72, %68 ], [ %102, %99 ], [ %507, %595 ], [ %422, %425 ], [ %1091, %1206 ]
  %1217 = load i32, ptr %14, align 8, !tbaa !25
  br label %49

1218:                                             ; preds = %49
  br label %1220

1219:                                             ; preds = %49
  br label %1220

1220:                                             ; preds = %820, %1104, %160, %49, %1219, %1218, %1057, %987, %919, %858, %766, %697, %478, %444, %402, %328, %247, %192, %156, %120, %76
  %1221 = phi i32 [ 0, %858 ], [ 0, %1057 ], [ 0, %987 ], [ 0, %919 ], [ 0, %766 ], [ 0, %697 ], [ 0, %192 ], [ 0, %247 ], [ 0, %402 ], [ 0, %444 ], [ 0, %478 ], [ 0, %328 ], [ 0, %120 ], [ 0, %156 ], [ 0, %76 ], [ %52, %1218 ], [ %52, %49 ], [ %158, %160 ], [ %1089, %1104 ], [ %805, %820 ], [ %52, %1219 ]
  %1222 = phi i32 [ %53, %858 ], [ %53, %1057 ], [ %53, %987 ], [ %53, %919 ], [ %53, %766 ], [ %53, %697 ], [ %53, %192 ], [ %53, %247 ], [ %53, %402 ], [ %53, %444 ], [ %53, %478 ], [ %53, %328 ], [ %53, %120 ], [ %148, %156 ], [ %53, %76 ], [ %53, %1218 ], [ %53, %49 ], [ %162, %160 ], [ %1103, %1104 ], [ %822, %820 ], [ %53, %1219 ]
  %1223 = phi i1 [ false, %858 ], [ false, %1057 ], [ false, %987 ], [ false, %919 ], [ false, %766 ], [ false, %697 ], [ false, %192 ], [ false, %247 ], [ false, %402 ], [ false, %444 ], [ false, %478 ], [ false, %328 ], [ false, %120 ], [ false, %156 ], [ false, %76 ], [ true, %1218 ], [ false, %49 ], [ false, %160 ], [ false, %1104 ], [ false, %820 ], [ false, %1219 ]
  %1224 = phi i32 [ -5, %858 ], [ -5, %1057 ], [ -5, %987 ], [ -5, %919 ], [ -5, %766 ], [ -5, %697 ], [ -5, %192 ], [ -5, %247 ], [ -5, %402 ], [ -5, %444 ], [ -5, %478 ], [ -5, %328 ], [ -5, %120 ], [ -5, %156 ], [ -5, %76 ], [ 1, %1218 ], [ -2, %49 ], [ -5, %160 ], [ -5, %1104 ], [ -5, %820 ], [ -3, %1219 ]
  %1225 = load i32, ptr %26, align 4, !tbaa !20
  %1226 = icmp ult i32 %1222, %1225
  br i1 %1226, label %1227, label %1234

1227:                                             ; preds = %1220
  %1228 = load ptr, ptr %24, align 8, !tbaa !21
  %1229 = sub i32 %1225, %1222
  %1230 = call i32 %3(ptr noundef %4, ptr noundef %1228, i32 noundef %1229) #5
  %1231 = icmp ne i32 %1230, 0
  %1232 = and i1 %1223, %1231
  %1233 = select i1 %1232, i32 -5, i32 %1224
  br label %1234

1234:                                             ; preds = %1227, %1220
  %1235 = phi i32 [ %1233, %1227 ], [ %1224, %1220 ]
  %1236 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %1236, ptr %0, align 8, !tbaa !27
  store i32 %1221, ptr %46, align 8, !tbaa !29
  br label %1237

1237:                                             ; preds = %5, %8, %1234
  %1238 = phi i32 [ %1235, %1234 ], [ -2, %8 ], [ -2, %5 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  ret i32 %1238
}

declare void @inflate_fixed(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @inflate_table(i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare void @inflate_fast(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @inflateBackEnd(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 56
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !15
  %10 = icmp eq ptr %9, null
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 80
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  tail call void %9(ptr noundef %13, ptr noundef nonnull %5) #5
  store ptr null, ptr %4, align 8, !tbaa !16
  br label %14

14:                                               ; preds = %1, %3, %7, %11
  %15 = phi i32 [ 0, %11 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ]
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 48}
!9 = !{!"z_stream_s", !10, i64 0, !11, i64 8, !12, i64 16, !10, i64 24, !11, i64 32, !12, i64 40, !10, i64 48, !10, i64 56, !10, i64 64, !10, i64 72, !10, i64 80, !11, i64 88, !12, i64 96, !12, i64 104}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!"long", !6, i64 0}
!13 = !{!9, !10, i64 64}
!14 = !{!9, !10, i64 80}
!15 = !{!9, !10, i64 72}
!16 = !{!9, !10, i64 56}
!17 = !{!18, !11, i64 28}
!18 = !{!"inflate_state", !10, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !12, i64 32, !12, i64 40, !10, i64 48, !11, i64 56, !11, i64 60, !11, i64 64, !11, i64 68, !10, i64 72, !12, i64 80, !11, i64 88, !11, i64 92, !11, i64 96, !11, i64 100, !10, i64 104, !10, i64 112, !11, i64 120, !11, i64 124, !11, i64 128, !11, i64 132, !11, i64 136, !11, i64 140, !10, i64 144, !6, i64 152, !6, i64 792, !6, i64 1368, !11, i64 7144, !11, i64 7148, !11, i64 7152}
!19 = !{!18, !11, i64 56}
!20 = !{!18, !11, i64 60}
!21 = !{!18, !10, i64 72}
!22 = !{!18, !11, i64 68}
!23 = !{!18, !11, i64 64}
!24 = !{!18, !11, i64 7144}
!25 = !{!18, !11, i64 8}
!26 = !{!18, !11, i64 12}
!27 = !{!9, !10, i64 0}
!28 = !{!10, !10, i64 0}
!29 = !{!9, !11, i64 8}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!18, !11, i64 92}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !31}
!35 = !{!18, !11, i64 132}
!36 = !{!18, !11, i64 136}
!37 = !{!18, !11, i64 128}
!38 = !{!18, !11, i64 140}
!39 = !{!40, !40, i64 0}
!40 = !{!"short", !6, i64 0}
!41 = distinct !{!41, !31}
!42 = distinct !{!42, !31}
!43 = !{!18, !10, i64 144}
!44 = !{!18, !10, i64 104}
!45 = !{!18, !11, i64 120}
!46 = distinct !{!46, !31}
!47 = distinct !{!47, !31}
!48 = distinct !{!48, !31}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = distinct !{!51, !31, !52, !53}
!52 = !{!"llvm.loop.isvectorized", i32 1}
!53 = !{!"llvm.loop.unroll.runtime.disable"}
!54 = distinct !{!54, !31, !52}
!55 = distinct !{!55, !31}
!56 = !{!18, !10, i64 112}
!57 = !{!18, !11, i64 124}
!58 = !{!9, !10, i64 24}
!59 = !{!9, !11, i64 32}
!60 = !{!18, !12, i64 80}
!61 = !{!18, !11, i64 88}
!62 = !{!18, !11, i64 100}
!63 = distinct !{!63, !31}
!64 = !{!18, !11, i64 96}
!65 = distinct !{!65, !31}
!66 = distinct !{!66, !31, !52, !53}
!67 = distinct !{!67, !50}
!68 = distinct !{!68, !31, !52}
!69 = distinct !{!69, !31}
