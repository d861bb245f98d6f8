; ModuleID = 'src/zlib/infback.c'
source_filename = "src/zlib/infback.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflateBack.order = internal unnamed_addr constant [19 x i16] [i16 16, i16 17, i16 18, i16 0, i16 8, i16 7, i16 9, i16 6, i16 10, i16 5, i16 11, i16 4, i16 12, i16 3, i16 13, i16 2, i16 14, i16 1, i16 15], align 2
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
  br i1 %6, label %46, label %7

7:                                                ; preds = %5
  %8 = load i8, ptr %3, align 1, !tbaa !6
  %9 = icmp ne i8 %8, 49
  %10 = icmp ne i32 %4, 112
  %11 = or i1 %10, %9
  br i1 %11, label %46, label %12

12:                                               ; preds = %7
  %13 = icmp eq ptr %0, null
  %14 = icmp eq ptr %2, null
  %15 = or i1 %13, %14
  %16 = add i32 %1, -16
  %17 = icmp ult i32 %16, -8
  %18 = or i1 %17, %15
  br i1 %18, label %46, label %19

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %20, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i64 64
  %22 = load ptr, ptr %21, align 8, !tbaa !14
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %26

24:                                               ; preds = %19
  store ptr @zcalloc, ptr %21, align 8, !tbaa !14
  %25 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr null, ptr %25, align 8, !tbaa !15
  br label %26

26:                                               ; preds = %24, %19
  %27 = phi ptr [ @zcalloc, %24 ], [ %22, %19 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 72
  %29 = load ptr, ptr %28, align 8, !tbaa !16
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %32

31:                                               ; preds = %26
  store ptr @zcfree, ptr %28, align 8, !tbaa !16
  br label %32

32:                                               ; preds = %31, %26
  %33 = getelementptr inbounds i8, ptr %0, i64 80
  %34 = load ptr, ptr %33, align 8, !tbaa !15
  %35 = tail call ptr %27(ptr noundef %34, i32 noundef 1, i32 noundef 7160) #5
  %36 = icmp eq ptr %35, null
  br i1 %36, label %46, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %35, ptr %38, align 8, !tbaa !17
  %39 = getelementptr inbounds i8, ptr %35, i64 28
  store i32 32768, ptr %39, align 4, !tbaa !18
  %40 = getelementptr inbounds i8, ptr %35, i64 56
  store i32 %1, ptr %40, align 8, !tbaa !20
  %41 = shl nuw nsw i32 1, %1
  %42 = getelementptr inbounds i8, ptr %35, i64 60
  store i32 %41, ptr %42, align 4, !tbaa !21
  %43 = getelementptr inbounds i8, ptr %35, i64 72
  store ptr %2, ptr %43, align 8, !tbaa !22
  %44 = getelementptr inbounds i8, ptr %35, i64 64
  store <2 x i32> zeroinitializer, ptr %44, align 8, !tbaa !23
  %45 = getelementptr inbounds i8, ptr %35, i64 7144
  store i32 1, ptr %45, align 8, !tbaa !24
  br label %46

46:                                               ; preds = %32, %12, %5, %7, %37
  %47 = phi i32 [ 0, %37 ], [ -6, %7 ], [ -6, %5 ], [ -2, %12 ], [ -4, %32 ]
  ret i32 %47
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
  br i1 %7, label %1262, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = load ptr, ptr %9, align 8, !tbaa !17
  %11 = icmp eq ptr %10, null
  br i1 %11, label %1262, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %13, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  %15 = getelementptr inbounds i8, ptr %10, i64 12
  store <2 x i32> <i32 16191, i32 0>, ptr %14, align 8, !tbaa !23
  %16 = getelementptr inbounds i8, ptr %10, i64 64
  store i32 0, ptr %16, align 8, !tbaa !25
  %17 = load ptr, ptr %0, align 8, !tbaa !26
  store ptr %17, ptr %6, align 8, !tbaa !27
  %18 = icmp eq ptr %17, null
  br i1 %18, label %22, label %19

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !28
  br label %22

22:                                               ; preds = %12, %19
  %23 = phi i32 [ %21, %19 ], [ 0, %12 ]
  %24 = getelementptr inbounds i8, ptr %10, i64 72
  %25 = load ptr, ptr %24, align 8, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %10, i64 60
  %27 = load i32, ptr %26, align 4, !tbaa !21
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

49:                                               ; preds = %1236, %22
  %50 = phi i32 [ 16191, %22 ], [ %1242, %1236 ]
  %51 = phi ptr [ %25, %22 ], [ %1237, %1236 ]
  %52 = phi i32 [ %23, %22 ], [ %1238, %1236 ]
  %53 = phi i32 [ %27, %22 ], [ %1239, %1236 ]
  %54 = phi i64 [ 0, %22 ], [ %1240, %1236 ]
  %55 = phi i32 [ 0, %22 ], [ %1241, %1236 ]
  switch i32 %50, label %1245 [
    i32 16191, label %61
    i32 16193, label %104
    i32 16196, label %56
    i32 16200, label %714
    i32 16208, label %1243
    i32 16209, label %1244
  ]

56:                                               ; preds = %49
  %57 = icmp ult i32 %55, 14
  br i1 %57, label %58, label %265

58:                                               ; preds = %56
  %59 = zext nneg i32 %55 to i64
  %60 = icmp eq i32 %52, 0
  br i1 %60, label %230, label %234

61:                                               ; preds = %49
  %62 = load i32, ptr %15, align 4, !tbaa !29
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %69

64:                                               ; preds = %61
  %65 = icmp ult i32 %55, 3
  br i1 %65, label %66, label %88

66:                                               ; preds = %64
  %67 = or disjoint i32 %55, 8
  %68 = icmp eq i32 %52, 0
  br i1 %68, label %74, label %78

69:                                               ; preds = %61
  %70 = and i32 %55, 7
  %71 = zext nneg i32 %70 to i64
  %72 = lshr i64 %54, %71
  %73 = and i32 %55, -8
  store i32 16208, ptr %14, align 8, !tbaa !30
  br label %1236

74:                                               ; preds = %66
  %75 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %78

77:                                               ; preds = %74
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

78:                                               ; preds = %74, %66
  %79 = phi i32 [ %75, %74 ], [ %52, %66 ]
  %80 = add i32 %79, -1
  %81 = load ptr, ptr %6, align 8, !tbaa !27
  %82 = getelementptr inbounds i8, ptr %81, i64 1
  store ptr %82, ptr %6, align 8, !tbaa !27
  %83 = load i8, ptr %81, align 1, !tbaa !6
  %84 = zext i8 %83 to i64
  %85 = zext nneg i32 %55 to i64
  %86 = shl nuw nsw i64 %84, %85
  %87 = add i64 %86, %54
  br label %88

88:                                               ; preds = %78, %64
  %89 = phi i32 [ %80, %78 ], [ %52, %64 ]
  %90 = phi i64 [ %87, %78 ], [ %54, %64 ]
  %91 = phi i32 [ %67, %78 ], [ %55, %64 ]
  %92 = trunc i64 %90 to i32
  %93 = and i32 %92, 1
  store i32 %93, ptr %15, align 4, !tbaa !29
  %94 = lshr i32 %92, 1
  %95 = and i32 %94, 3
  switch i32 %95, label %98 [
    i32 0, label %100
    i32 1, label %96
    i32 2, label %97
    i32 3, label %99
  ]

96:                                               ; preds = %88
  call void @inflate_fixed(ptr noundef nonnull %10) #5
  br label %100

97:                                               ; preds = %88
  br label %100

98:                                               ; preds = %88
  unreachable

99:                                               ; preds = %88
  store ptr @.str.1, ptr %13, align 8, !tbaa !9
  br label %100

100:                                              ; preds = %88, %96, %97, %99
  %101 = phi i32 [ 16200, %96 ], [ 16196, %97 ], [ 16209, %99 ], [ 16193, %88 ]
  store i32 %101, ptr %14, align 8, !tbaa !30
  %102 = lshr i64 %90, 3
  %103 = add i32 %91, -3
  br label %1236

104:                                              ; preds = %49
  %105 = and i32 %55, 7
  %106 = zext nneg i32 %105 to i64
  %107 = lshr i64 %54, %106
  %108 = and i32 %55, -8
  %109 = icmp ult i32 %55, 32
  br i1 %109, label %110, label %180

110:                                              ; preds = %104
  %111 = and i32 %55, 24
  %112 = zext nneg i32 %111 to i64
  %113 = icmp eq i32 %52, 0
  br i1 %113, label %114, label %118

114:                                              ; preds = %110
  %115 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %118

117:                                              ; preds = %163, %147, %131, %114
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

118:                                              ; preds = %114, %110
  %119 = phi i32 [ %115, %114 ], [ %52, %110 ]
  %120 = add i32 %119, -1
  %121 = load ptr, ptr %6, align 8, !tbaa !27
  %122 = getelementptr inbounds i8, ptr %121, i64 1
  store ptr %122, ptr %6, align 8, !tbaa !27
  %123 = load i8, ptr %121, align 1, !tbaa !6
  %124 = zext i8 %123 to i64
  %125 = shl nuw nsw i64 %124, %112
  %126 = add i64 %125, %107
  %127 = add nuw nsw i64 %112, 8
  %128 = icmp eq i32 %111, 24
  br i1 %128, label %175, label %129, !llvm.loop !31

129:                                              ; preds = %118
  %130 = icmp eq i32 %120, 0
  br i1 %130, label %131, label %134

131:                                              ; preds = %129
  %132 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %117, label %134

134:                                              ; preds = %131, %129
  %135 = phi i32 [ %132, %131 ], [ %120, %129 ]
  %136 = add i32 %135, -1
  %137 = load ptr, ptr %6, align 8, !tbaa !27
  %138 = getelementptr inbounds i8, ptr %137, i64 1
  store ptr %138, ptr %6, align 8, !tbaa !27
  %139 = load i8, ptr %137, align 1, !tbaa !6
  %140 = zext i8 %139 to i64
  %141 = shl nuw nsw i64 %140, %127
  %142 = add i64 %141, %126
  %143 = add nuw nsw i64 %112, 16
  %144 = icmp ult i32 %111, 16
  br i1 %144, label %145, label %175, !llvm.loop !31

145:                                              ; preds = %134
  %146 = icmp eq i32 %136, 0
  br i1 %146, label %147, label %150

147:                                              ; preds = %145
  %148 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %117, label %150

150:                                              ; preds = %147, %145
  %151 = phi i32 [ %148, %147 ], [ %136, %145 ]
  %152 = add i32 %151, -1
  %153 = load ptr, ptr %6, align 8, !tbaa !27
  %154 = getelementptr inbounds i8, ptr %153, i64 1
  store ptr %154, ptr %6, align 8, !tbaa !27
  %155 = load i8, ptr %153, align 1, !tbaa !6
  %156 = zext i8 %155 to i64
  %157 = shl nuw nsw i64 %156, %143
  %158 = add i64 %157, %142
  %159 = add nuw nsw i64 %112, 24
  %160 = icmp eq i32 %111, 0
  br i1 %160, label %161, label %175, !llvm.loop !31

161:                                              ; preds = %150
  %162 = icmp eq i32 %152, 0
  br i1 %162, label %163, label %166

163:                                              ; preds = %161
  %164 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %117, label %166

166:                                              ; preds = %163, %161
  %167 = phi i32 [ %164, %163 ], [ %152, %161 ]
  %168 = add i32 %167, -1
  %169 = load ptr, ptr %6, align 8, !tbaa !27
  %170 = getelementptr inbounds i8, ptr %169, i64 1
  store ptr %170, ptr %6, align 8, !tbaa !27
  %171 = load i8, ptr %169, align 1, !tbaa !6
  %172 = zext i8 %171 to i64
  %173 = shl nuw nsw i64 %172, %159
  %174 = add i64 %173, %158
  br label %175

175:                                              ; preds = %166, %150, %134, %118
  %176 = phi i32 [ %120, %118 ], [ %136, %134 ], [ %152, %150 ], [ %168, %166 ]
  %177 = phi i64 [ %126, %118 ], [ %142, %134 ], [ %158, %150 ], [ %174, %166 ]
  %178 = phi i64 [ %127, %118 ], [ %143, %134 ], [ %159, %150 ], [ 32, %166 ]
  %179 = trunc nuw nsw i64 %178 to i32
  br label %180

180:                                              ; preds = %175, %104
  %181 = phi i32 [ %52, %104 ], [ %176, %175 ]
  %182 = phi i64 [ %107, %104 ], [ %177, %175 ]
  %183 = phi i32 [ %108, %104 ], [ %179, %175 ]
  %184 = and i64 %182, 65535
  %185 = lshr i64 %182, 16
  %186 = xor i64 %185, %184
  %187 = icmp eq i64 %186, 65535
  br i1 %187, label %189, label %188

188:                                              ; preds = %180
  store ptr @.str.2, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

189:                                              ; preds = %180
  %190 = trunc i64 %182 to i32
  %191 = and i32 %190, 65535
  store i32 %191, ptr %41, align 4, !tbaa !33
  %192 = icmp eq i32 %191, 0
  br i1 %192, label %226, label %193

193:                                              ; preds = %189, %211
  %194 = phi i32 [ %221, %211 ], [ %53, %189 ]
  %195 = phi i32 [ %218, %211 ], [ %181, %189 ]
  %196 = phi ptr [ %222, %211 ], [ %51, %189 ]
  %197 = phi i32 [ %224, %211 ], [ %191, %189 ]
  %198 = icmp eq i32 %195, 0
  br i1 %198, label %199, label %203

199:                                              ; preds = %193
  %200 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %202, label %203

202:                                              ; preds = %199
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

203:                                              ; preds = %193, %199
  %204 = phi i32 [ %200, %199 ], [ %195, %193 ]
  %205 = icmp eq i32 %194, 0
  br i1 %205, label %206, label %211

206:                                              ; preds = %203
  %207 = load ptr, ptr %24, align 8, !tbaa !22
  %208 = load i32, ptr %26, align 4, !tbaa !21
  store i32 %208, ptr %16, align 8, !tbaa !25
  %209 = call i32 %3(ptr noundef %4, ptr noundef %207, i32 noundef %208) #5
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %211, label %1245

211:                                              ; preds = %206, %203
  %212 = phi ptr [ %207, %206 ], [ %196, %203 ]
  %213 = phi i32 [ %208, %206 ], [ %194, %203 ]
  %214 = call i32 @llvm.umin.i32(i32 %197, i32 %204)
  %215 = call i32 @llvm.umin.i32(i32 %214, i32 %213)
  %216 = load ptr, ptr %6, align 8, !tbaa !27
  %217 = zext i32 %215 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %212, ptr align 1 %216, i64 %217, i1 false)
  %218 = sub i32 %204, %215
  %219 = load ptr, ptr %6, align 8, !tbaa !27
  %220 = getelementptr inbounds i8, ptr %219, i64 %217
  store ptr %220, ptr %6, align 8, !tbaa !27
  %221 = sub i32 %213, %215
  %222 = getelementptr inbounds i8, ptr %212, i64 %217
  %223 = load i32, ptr %41, align 4, !tbaa !33
  %224 = sub i32 %223, %215
  store i32 %224, ptr %41, align 4, !tbaa !33
  %225 = icmp eq i32 %224, 0
  br i1 %225, label %226, label %193, !llvm.loop !34

226:                                              ; preds = %211, %189
  %227 = phi ptr [ %51, %189 ], [ %222, %211 ]
  %228 = phi i32 [ %181, %189 ], [ %218, %211 ]
  %229 = phi i32 [ %53, %189 ], [ %221, %211 ]
  store i32 16191, ptr %14, align 8, !tbaa !30
  br label %1236

230:                                              ; preds = %58
  %231 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %233, label %234

233:                                              ; preds = %247, %230
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

234:                                              ; preds = %230, %58
  %235 = phi i32 [ %231, %230 ], [ %52, %58 ]
  %236 = add i32 %235, -1
  %237 = load ptr, ptr %6, align 8, !tbaa !27
  %238 = getelementptr inbounds i8, ptr %237, i64 1
  store ptr %238, ptr %6, align 8, !tbaa !27
  %239 = load i8, ptr %237, align 1, !tbaa !6
  %240 = zext i8 %239 to i64
  %241 = shl nuw nsw i64 %240, %59
  %242 = add i64 %241, %54
  %243 = add nuw nsw i64 %59, 8
  %244 = icmp ult i32 %55, 6
  br i1 %244, label %245, label %260, !llvm.loop !35

245:                                              ; preds = %234
  %246 = icmp eq i32 %236, 0
  br i1 %246, label %247, label %250

247:                                              ; preds = %245
  %248 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %249 = icmp eq i32 %248, 0
  br i1 %249, label %233, label %250

250:                                              ; preds = %247, %245
  %251 = phi i32 [ %248, %247 ], [ %236, %245 ]
  %252 = add i32 %251, -1
  %253 = load ptr, ptr %6, align 8, !tbaa !27
  %254 = getelementptr inbounds i8, ptr %253, i64 1
  store ptr %254, ptr %6, align 8, !tbaa !27
  %255 = load i8, ptr %253, align 1, !tbaa !6
  %256 = zext i8 %255 to i64
  %257 = shl nuw nsw i64 %256, %243
  %258 = add i64 %257, %242
  %259 = or disjoint i64 %59, 16
  br label %260

260:                                              ; preds = %250, %234
  %261 = phi i32 [ %236, %234 ], [ %252, %250 ]
  %262 = phi i64 [ %242, %234 ], [ %258, %250 ]
  %263 = phi i64 [ %243, %234 ], [ %259, %250 ]
  %264 = trunc nuw nsw i64 %263 to i32
  br label %265

265:                                              ; preds = %260, %56
  %266 = phi i32 [ %52, %56 ], [ %261, %260 ]
  %267 = phi i64 [ %54, %56 ], [ %262, %260 ]
  %268 = phi i32 [ %55, %56 ], [ %264, %260 ]
  %269 = trunc i64 %267 to i32
  %270 = and i32 %269, 31
  %271 = add nuw nsw i32 %270, 257
  store i32 %271, ptr %28, align 4, !tbaa !36
  %272 = lshr i32 %269, 5
  %273 = and i32 %272, 31
  %274 = add nuw nsw i32 %273, 1
  store i32 %274, ptr %29, align 8, !tbaa !37
  %275 = lshr i32 %269, 10
  %276 = and i32 %275, 15
  %277 = add nuw nsw i32 %276, 4
  store i32 %277, ptr %30, align 8, !tbaa !38
  %278 = lshr i64 %267, 14
  %279 = add i32 %268, -14
  %280 = icmp ugt i32 %270, 29
  %281 = icmp ugt i32 %273, 29
  %282 = or i1 %280, %281
  br i1 %282, label %283, label %284

283:                                              ; preds = %265
  store ptr @.str.3, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

284:                                              ; preds = %265
  store i32 0, ptr %31, align 4, !tbaa !39
  br label %323

285:                                              ; preds = %353
  %286 = icmp ult i32 %362, 19
  br i1 %286, label %287, label %381

287:                                              ; preds = %285
  %288 = zext nneg i32 %362 to i64
  %289 = add i32 %356, 2
  %290 = zext i32 %289 to i64
  %291 = sub nsw i64 20, %290
  %292 = icmp ult i64 %291, 2
  br i1 %292, label %293, label %295

293:                                              ; preds = %321, %295, %287
  %294 = phi i64 [ %288, %295 ], [ %288, %287 ], [ %306, %321 ]
  br label %371

295:                                              ; preds = %287
  %296 = add i32 %356, 2
  %297 = zext i32 %296 to i64
  %298 = sub nsw i64 19, %297
  %299 = trunc i64 %298 to i32
  %300 = sub i32 -3, %356
  %301 = icmp ult i32 %300, %299
  %302 = icmp ugt i64 %298, 4294967295
  %303 = or i1 %301, %302
  br i1 %303, label %293, label %304

304:                                              ; preds = %295
  %305 = and i64 %291, -2
  %306 = add nsw i64 %305, %288
  br label %307

307:                                              ; preds = %307, %304
  %308 = phi i64 [ 0, %304 ], [ %319, %307 ]
  %309 = add i64 %308, %288
  %310 = add i64 %309, 1
  %311 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %309
  %312 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %310
  %313 = load i16, ptr %311, align 2, !tbaa !40
  %314 = load i16, ptr %312, align 2, !tbaa !40
  %315 = zext i16 %313 to i64
  %316 = zext i16 %314 to i64
  %317 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %315
  %318 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %316
  store i16 0, ptr %317, align 2, !tbaa !40
  store i16 0, ptr %318, align 2, !tbaa !40
  %319 = add nuw i64 %308, 2
  %320 = icmp eq i64 %319, %305
  br i1 %320, label %321, label %307, !llvm.loop !42

321:                                              ; preds = %307
  %322 = icmp eq i64 %291, %305
  br i1 %322, label %380, label %293

323:                                              ; preds = %284, %353
  %324 = phi i32 [ %354, %353 ], [ %277, %284 ]
  %325 = phi i32 [ %355, %353 ], [ %277, %284 ]
  %326 = phi i32 [ %362, %353 ], [ 0, %284 ]
  %327 = phi i32 [ %369, %353 ], [ %279, %284 ]
  %328 = phi i64 [ %368, %353 ], [ %278, %284 ]
  %329 = phi i32 [ %357, %353 ], [ %266, %284 ]
  %330 = icmp ult i32 %327, 3
  br i1 %330, label %331, label %353

331:                                              ; preds = %323
  %332 = or disjoint i32 %327, 8
  %333 = icmp eq i32 %329, 0
  br i1 %333, label %334, label %341

334:                                              ; preds = %331
  %335 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %336 = icmp eq i32 %335, 0
  br i1 %336, label %340, label %337

337:                                              ; preds = %334
  %338 = load i32, ptr %31, align 4, !tbaa !39
  %339 = load i32, ptr %30, align 8, !tbaa !38
  br label %341

340:                                              ; preds = %334
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

341:                                              ; preds = %337, %331
  %342 = phi i32 [ %339, %337 ], [ %324, %331 ]
  %343 = phi i32 [ %338, %337 ], [ %326, %331 ]
  %344 = phi i32 [ %335, %337 ], [ %329, %331 ]
  %345 = add i32 %344, -1
  %346 = load ptr, ptr %6, align 8, !tbaa !27
  %347 = getelementptr inbounds i8, ptr %346, i64 1
  store ptr %347, ptr %6, align 8, !tbaa !27
  %348 = load i8, ptr %346, align 1, !tbaa !6
  %349 = zext i8 %348 to i64
  %350 = zext nneg i32 %327 to i64
  %351 = shl nuw nsw i64 %349, %350
  %352 = add nuw nsw i64 %351, %328
  br label %353

353:                                              ; preds = %341, %323
  %354 = phi i32 [ %342, %341 ], [ %324, %323 ]
  %355 = phi i32 [ %342, %341 ], [ %325, %323 ]
  %356 = phi i32 [ %343, %341 ], [ %326, %323 ]
  %357 = phi i32 [ %345, %341 ], [ %329, %323 ]
  %358 = phi i64 [ %352, %341 ], [ %328, %323 ]
  %359 = phi i32 [ %332, %341 ], [ %327, %323 ]
  %360 = trunc i64 %358 to i16
  %361 = and i16 %360, 7
  %362 = add i32 %356, 1
  store i32 %362, ptr %31, align 4, !tbaa !39
  %363 = zext i32 %356 to i64
  %364 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %363
  %365 = load i16, ptr %364, align 2, !tbaa !40
  %366 = zext i16 %365 to i64
  %367 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %366
  store i16 %361, ptr %367, align 2, !tbaa !40
  %368 = lshr i64 %358, 3
  %369 = add i32 %359, -3
  %370 = icmp ult i32 %362, %355
  br i1 %370, label %323, label %285, !llvm.loop !45

371:                                              ; preds = %293, %371
  %372 = phi i64 [ %373, %371 ], [ %294, %293 ]
  %373 = add nuw nsw i64 %372, 1
  %374 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %372
  %375 = load i16, ptr %374, align 2, !tbaa !40
  %376 = zext i16 %375 to i64
  %377 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %376
  store i16 0, ptr %377, align 2, !tbaa !40
  %378 = and i64 %373, 4294967295
  %379 = icmp eq i64 %378, 19
  br i1 %379, label %380, label %371, !llvm.loop !46

380:                                              ; preds = %371, %321
  store i32 19, ptr %31, align 4, !tbaa !39
  br label %381

381:                                              ; preds = %380, %285
  store ptr %33, ptr %34, align 8, !tbaa !47
  store ptr %33, ptr %35, align 8, !tbaa !48
  store i32 7, ptr %36, align 8, !tbaa !49
  %382 = call i32 @inflate_table(i32 noundef 0, ptr noundef nonnull %32, i32 noundef 19, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5
  %383 = icmp eq i32 %382, 0
  br i1 %383, label %385, label %384

384:                                              ; preds = %381
  store ptr @.str.4, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

385:                                              ; preds = %381
  store i32 0, ptr %31, align 4, !tbaa !39
  %386 = load i32, ptr %28, align 4, !tbaa !36
  %387 = load i32, ptr %29, align 8, !tbaa !37
  %388 = sub i32 0, %386
  %389 = icmp eq i32 %387, %388
  br i1 %389, label %689, label %390

390:                                              ; preds = %385, %681
  %391 = phi i32 [ %687, %681 ], [ %369, %385 ]
  %392 = phi i64 [ %686, %681 ], [ %368, %385 ]
  %393 = phi i32 [ %685, %681 ], [ %357, %385 ]
  %394 = load ptr, ptr %35, align 8, !tbaa !48
  %395 = trunc i64 %392 to i32
  %396 = load i32, ptr %36, align 8, !tbaa !49
  %397 = shl nsw i32 -1, %396
  %398 = xor i32 %397, -1
  %399 = and i32 %398, %395
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr inbounds %struct.code, ptr %394, i64 %400
  %402 = getelementptr inbounds i8, ptr %401, i64 1
  %403 = load i8, ptr %402, align 1, !tbaa !6
  %404 = zext i8 %403 to i32
  %405 = icmp ult i32 %391, %404
  br i1 %405, label %406, label %447

406:                                              ; preds = %390
  %407 = zext nneg i32 %391 to i64
  br label %408

408:                                              ; preds = %406, %422
  %409 = phi i32 [ %396, %406 ], [ %423, %422 ]
  %410 = phi ptr [ %394, %406 ], [ %424, %422 ]
  %411 = phi i64 [ %407, %406 ], [ %433, %422 ]
  %412 = phi i64 [ %392, %406 ], [ %432, %422 ]
  %413 = phi i32 [ %393, %406 ], [ %426, %422 ]
  %414 = icmp eq i32 %413, 0
  br i1 %414, label %415, label %422

415:                                              ; preds = %408
  %416 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %417 = icmp eq i32 %416, 0
  br i1 %417, label %421, label %418

418:                                              ; preds = %415
  %419 = load ptr, ptr %35, align 8, !tbaa !48
  %420 = load i32, ptr %36, align 8, !tbaa !49
  br label %422

421:                                              ; preds = %415
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

422:                                              ; preds = %418, %408
  %423 = phi i32 [ %420, %418 ], [ %409, %408 ]
  %424 = phi ptr [ %419, %418 ], [ %410, %408 ]
  %425 = phi i32 [ %416, %418 ], [ %413, %408 ]
  %426 = add i32 %425, -1
  %427 = load ptr, ptr %6, align 8, !tbaa !27
  %428 = getelementptr inbounds i8, ptr %427, i64 1
  store ptr %428, ptr %6, align 8, !tbaa !27
  %429 = load i8, ptr %427, align 1, !tbaa !6
  %430 = zext i8 %429 to i64
  %431 = shl i64 %430, %411
  %432 = add i64 %431, %412
  %433 = add nuw nsw i64 %411, 8
  %434 = trunc i64 %432 to i32
  %435 = shl nsw i32 -1, %423
  %436 = xor i32 %435, -1
  %437 = and i32 %436, %434
  %438 = zext nneg i32 %437 to i64
  %439 = getelementptr inbounds %struct.code, ptr %424, i64 %438
  %440 = getelementptr inbounds i8, ptr %439, i64 1
  %441 = load i8, ptr %440, align 1, !tbaa !6
  %442 = zext i8 %441 to i64
  %443 = icmp ult i64 %433, %442
  br i1 %443, label %408, label %444

444:                                              ; preds = %422
  %445 = zext i8 %441 to i32
  %446 = trunc nuw i64 %433 to i32
  br label %447

447:                                              ; preds = %444, %390
  %448 = phi i32 [ %404, %390 ], [ %445, %444 ]
  %449 = phi i32 [ %393, %390 ], [ %426, %444 ]
  %450 = phi i64 [ %392, %390 ], [ %432, %444 ]
  %451 = phi i32 [ %391, %390 ], [ %446, %444 ]
  %452 = phi i8 [ %403, %390 ], [ %441, %444 ]
  %453 = phi ptr [ %401, %390 ], [ %439, %444 ]
  %454 = getelementptr inbounds i8, ptr %453, i64 2
  %455 = load i16, ptr %454, align 2, !tbaa !40
  %456 = icmp ult i16 %455, 16
  br i1 %456, label %457, label %468

457:                                              ; preds = %447
  %458 = zext nneg i8 %452 to i64
  %459 = lshr i64 %450, %458
  %460 = sub i32 %451, %448
  %461 = load i32, ptr %31, align 4, !tbaa !39
  %462 = add i32 %461, 1
  store i32 %462, ptr %31, align 4, !tbaa !39
  %463 = zext i32 %461 to i64
  %464 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %463
  store i16 %455, ptr %464, align 2, !tbaa !40
  %465 = load i32, ptr %28, align 4, !tbaa !36
  %466 = load i32, ptr %29, align 8, !tbaa !37
  %467 = add i32 %466, %465
  br label %681

468:                                              ; preds = %447
  switch i16 %455, label %481 [
    i16 16, label %475
    i16 17, label %469
  ]

469:                                              ; preds = %468
  %470 = add nuw nsw i32 %448, 3
  %471 = icmp ult i32 %451, %470
  br i1 %471, label %472, label %551

472:                                              ; preds = %469
  %473 = zext nneg i32 %451 to i64
  %474 = zext nneg i32 %470 to i64
  br label %529

475:                                              ; preds = %468
  %476 = add nuw nsw i32 %448, 2
  %477 = icmp ult i32 %451, %476
  br i1 %477, label %478, label %509

478:                                              ; preds = %475
  %479 = zext nneg i32 %451 to i64
  %480 = zext nneg i32 %476 to i64
  br label %487

481:                                              ; preds = %468
  %482 = add nuw nsw i32 %448, 7
  %483 = icmp ult i32 %451, %482
  br i1 %483, label %484, label %585

484:                                              ; preds = %481
  %485 = zext nneg i32 %451 to i64
  %486 = zext nneg i32 %482 to i64
  br label %563

487:                                              ; preds = %478, %496
  %488 = phi i64 [ %479, %478 ], [ %505, %496 ]
  %489 = phi i64 [ %450, %478 ], [ %504, %496 ]
  %490 = phi i32 [ %449, %478 ], [ %498, %496 ]
  %491 = icmp eq i32 %490, 0
  br i1 %491, label %492, label %496

492:                                              ; preds = %487
  %493 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %494 = icmp eq i32 %493, 0
  br i1 %494, label %495, label %496

495:                                              ; preds = %492
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

496:                                              ; preds = %492, %487
  %497 = phi i32 [ %493, %492 ], [ %490, %487 ]
  %498 = add i32 %497, -1
  %499 = load ptr, ptr %6, align 8, !tbaa !27
  %500 = getelementptr inbounds i8, ptr %499, i64 1
  store ptr %500, ptr %6, align 8, !tbaa !27
  %501 = load i8, ptr %499, align 1, !tbaa !6
  %502 = zext i8 %501 to i64
  %503 = shl i64 %502, %488
  %504 = add i64 %503, %489
  %505 = add nuw nsw i64 %488, 8
  %506 = icmp ult i64 %505, %480
  br i1 %506, label %487, label %507, !llvm.loop !50

507:                                              ; preds = %496
  %508 = trunc nuw i64 %505 to i32
  br label %509

509:                                              ; preds = %507, %475
  %510 = phi i32 [ %449, %475 ], [ %498, %507 ]
  %511 = phi i64 [ %450, %475 ], [ %504, %507 ]
  %512 = phi i32 [ %451, %475 ], [ %508, %507 ]
  %513 = zext nneg i8 %452 to i64
  %514 = lshr i64 %511, %513
  %515 = sub i32 %512, %448
  %516 = load i32, ptr %31, align 4, !tbaa !39
  %517 = icmp eq i32 %516, 0
  br i1 %517, label %518, label %519

518:                                              ; preds = %509
  store ptr @.str.5, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

519:                                              ; preds = %509
  %520 = add i32 %516, -1
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %521
  %523 = load i16, ptr %522, align 2, !tbaa !40
  %524 = trunc i64 %514 to i32
  %525 = and i32 %524, 3
  %526 = add nuw nsw i32 %525, 3
  %527 = lshr i64 %514, 2
  %528 = add i32 %515, -2
  br label %597

529:                                              ; preds = %472, %538
  %530 = phi i64 [ %473, %472 ], [ %547, %538 ]
  %531 = phi i64 [ %450, %472 ], [ %546, %538 ]
  %532 = phi i32 [ %449, %472 ], [ %540, %538 ]
  %533 = icmp eq i32 %532, 0
  br i1 %533, label %534, label %538

534:                                              ; preds = %529
  %535 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %536 = icmp eq i32 %535, 0
  br i1 %536, label %537, label %538

537:                                              ; preds = %534
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

538:                                              ; preds = %534, %529
  %539 = phi i32 [ %535, %534 ], [ %532, %529 ]
  %540 = add i32 %539, -1
  %541 = load ptr, ptr %6, align 8, !tbaa !27
  %542 = getelementptr inbounds i8, ptr %541, i64 1
  store ptr %542, ptr %6, align 8, !tbaa !27
  %543 = load i8, ptr %541, align 1, !tbaa !6
  %544 = zext i8 %543 to i64
  %545 = shl i64 %544, %530
  %546 = add i64 %545, %531
  %547 = add nuw nsw i64 %530, 8
  %548 = icmp ult i64 %547, %474
  br i1 %548, label %529, label %549, !llvm.loop !51

549:                                              ; preds = %538
  %550 = trunc nuw i64 %547 to i32
  br label %551

551:                                              ; preds = %549, %469
  %552 = phi i32 [ %449, %469 ], [ %540, %549 ]
  %553 = phi i64 [ %450, %469 ], [ %546, %549 ]
  %554 = phi i32 [ %451, %469 ], [ %550, %549 ]
  %555 = zext nneg i8 %452 to i64
  %556 = lshr i64 %553, %555
  %557 = trunc i64 %556 to i32
  %558 = and i32 %557, 7
  %559 = add nuw nsw i32 %558, 3
  %560 = lshr i64 %556, 3
  %561 = sub i32 %554, %448
  %562 = add i32 %561, -3
  br label %597

563:                                              ; preds = %484, %572
  %564 = phi i64 [ %485, %484 ], [ %581, %572 ]
  %565 = phi i64 [ %450, %484 ], [ %580, %572 ]
  %566 = phi i32 [ %449, %484 ], [ %574, %572 ]
  %567 = icmp eq i32 %566, 0
  br i1 %567, label %568, label %572

568:                                              ; preds = %563
  %569 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %570 = icmp eq i32 %569, 0
  br i1 %570, label %571, label %572

571:                                              ; preds = %568
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

572:                                              ; preds = %568, %563
  %573 = phi i32 [ %569, %568 ], [ %566, %563 ]
  %574 = add i32 %573, -1
  %575 = load ptr, ptr %6, align 8, !tbaa !27
  %576 = getelementptr inbounds i8, ptr %575, i64 1
  store ptr %576, ptr %6, align 8, !tbaa !27
  %577 = load i8, ptr %575, align 1, !tbaa !6
  %578 = zext i8 %577 to i64
  %579 = shl i64 %578, %564
  %580 = add i64 %579, %565
  %581 = add nuw nsw i64 %564, 8
  %582 = icmp ult i64 %581, %486
  br i1 %582, label %563, label %583, !llvm.loop !52

583:                                              ; preds = %572
  %584 = trunc nuw i64 %581 to i32
  br label %585

585:                                              ; preds = %583, %481
  %586 = phi i32 [ %449, %481 ], [ %574, %583 ]
  %587 = phi i64 [ %450, %481 ], [ %580, %583 ]
  %588 = phi i32 [ %451, %481 ], [ %584, %583 ]
  %589 = zext nneg i8 %452 to i64
  %590 = lshr i64 %587, %589
  %591 = trunc i64 %590 to i32
  %592 = and i32 %591, 127
  %593 = add nuw nsw i32 %592, 11
  %594 = lshr i64 %590, 7
  %595 = sub i32 %588, %448
  %596 = add i32 %595, -7
  br label %597

597:                                              ; preds = %551, %585, %519
  %598 = phi i32 [ %510, %519 ], [ %552, %551 ], [ %586, %585 ]
  %599 = phi i64 [ %527, %519 ], [ %560, %551 ], [ %594, %585 ]
  %600 = phi i32 [ %528, %519 ], [ %562, %551 ], [ %596, %585 ]
  %601 = phi i32 [ %526, %519 ], [ %559, %551 ], [ %593, %585 ]
  %602 = phi i16 [ %523, %519 ], [ 0, %551 ], [ 0, %585 ]
  %603 = load i32, ptr %31, align 4, !tbaa !39
  %604 = add i32 %603, %601
  %605 = load i32, ptr %28, align 4, !tbaa !36
  %606 = load i32, ptr %29, align 8, !tbaa !37
  %607 = add i32 %606, %605
  %608 = icmp ugt i32 %604, %607
  br i1 %608, label %670, label %609

609:                                              ; preds = %597
  %610 = icmp ult i32 %601, 16
  %611 = sub nsw i32 0, %601
  %612 = icmp ugt i32 %603, %611
  %613 = select i1 %610, i1 true, i1 %612
  br i1 %613, label %614, label %617

614:                                              ; preds = %668, %609
  %615 = phi i32 [ %601, %609 ], [ %619, %668 ]
  %616 = phi i32 [ %603, %609 ], [ %620, %668 ]
  br label %671

617:                                              ; preds = %609
  %618 = and i32 %601, -16
  %619 = and i32 %601, 15
  %620 = add i32 %603, %618
  %621 = insertelement <8 x i16> poison, i16 %602, i64 0
  %622 = shufflevector <8 x i16> %621, <8 x i16> poison, <8 x i32> zeroinitializer
  %623 = zext i32 %603 to i64
  %624 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %623
  %625 = getelementptr inbounds i8, ptr %624, i64 16
  store <8 x i16> %622, ptr %624, align 2, !tbaa !40
  store <8 x i16> %622, ptr %625, align 2, !tbaa !40
  %626 = icmp eq i32 %618, 16
  br i1 %626, label %668, label %627, !llvm.loop !53

627:                                              ; preds = %617
  %628 = add i32 %603, 16
  %629 = zext i32 %628 to i64
  %630 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %629
  %631 = getelementptr inbounds i8, ptr %630, i64 16
  store <8 x i16> %622, ptr %630, align 2, !tbaa !40
  store <8 x i16> %622, ptr %631, align 2, !tbaa !40
  %632 = icmp eq i32 %618, 32
  br i1 %632, label %668, label %633, !llvm.loop !53

633:                                              ; preds = %627
  %634 = add i32 %603, 32
  %635 = zext i32 %634 to i64
  %636 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %635
  %637 = getelementptr inbounds i8, ptr %636, i64 16
  store <8 x i16> %622, ptr %636, align 2, !tbaa !40
  store <8 x i16> %622, ptr %637, align 2, !tbaa !40
  %638 = icmp eq i32 %618, 48
  br i1 %638, label %668, label %639, !llvm.loop !53

639:                                              ; preds = %633
  %640 = add i32 %603, 48
  %641 = zext i32 %640 to i64
  %642 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %641
  %643 = getelementptr inbounds i8, ptr %642, i64 16
  store <8 x i16> %622, ptr %642, align 2, !tbaa !40
  store <8 x i16> %622, ptr %643, align 2, !tbaa !40
  %644 = icmp eq i32 %618, 64
  br i1 %644, label %668, label %645, !llvm.loop !53

645:                                              ; preds = %639
  %646 = add i32 %603, 64
  %647 = zext i32 %646 to i64
  %648 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %647
  %649 = getelementptr inbounds i8, ptr %648, i64 16
  store <8 x i16> %622, ptr %648, align 2, !tbaa !40
  store <8 x i16> %622, ptr %649, align 2, !tbaa !40
  %650 = icmp eq i32 %618, 80
  br i1 %650, label %668, label %651, !llvm.loop !53

651:                                              ; preds = %645
  %652 = add i32 %603, 80
  %653 = zext i32 %652 to i64
  %654 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %653
  %655 = getelementptr inbounds i8, ptr %654, i64 16
  store <8 x i16> %622, ptr %654, align 2, !tbaa !40
  store <8 x i16> %622, ptr %655, align 2, !tbaa !40
  %656 = icmp eq i32 %618, 96
  br i1 %656, label %668, label %657, !llvm.loop !53

657:                                              ; preds = %651
  %658 = add i32 %603, 96
  %659 = zext i32 %658 to i64
  %660 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %659
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  store <8 x i16> %622, ptr %660, align 2, !tbaa !40
  store <8 x i16> %622, ptr %661, align 2, !tbaa !40
  %662 = icmp eq i32 %618, 112
  br i1 %662, label %668, label %663, !llvm.loop !53

663:                                              ; preds = %657
  %664 = add i32 %603, 112
  %665 = zext i32 %664 to i64
  %666 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %665
  %667 = getelementptr inbounds i8, ptr %666, i64 16
  store <8 x i16> %622, ptr %666, align 2, !tbaa !40
  store <8 x i16> %622, ptr %667, align 2, !tbaa !40
  br label %668

668:                                              ; preds = %663, %657, %651, %645, %639, %633, %627, %617
  %669 = icmp eq i32 %601, %618
  br i1 %669, label %679, label %614

670:                                              ; preds = %597
  store ptr @.str.5, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

671:                                              ; preds = %614, %671
  %672 = phi i32 [ %674, %671 ], [ %615, %614 ]
  %673 = phi i32 [ %675, %671 ], [ %616, %614 ]
  %674 = add nsw i32 %672, -1
  %675 = add i32 %673, 1
  %676 = zext i32 %673 to i64
  %677 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %676
  store i16 %602, ptr %677, align 2, !tbaa !40
  %678 = icmp eq i32 %674, 0
  br i1 %678, label %679, label %671, !llvm.loop !54

679:                                              ; preds = %671, %668
  %680 = phi i32 [ %620, %668 ], [ %675, %671 ]
  store i32 %680, ptr %31, align 4, !tbaa !39
  br label %681

681:                                              ; preds = %679, %457
  %682 = phi i32 [ %607, %679 ], [ %467, %457 ]
  %683 = phi i32 [ %605, %679 ], [ %465, %457 ]
  %684 = phi i32 [ %680, %679 ], [ %462, %457 ]
  %685 = phi i32 [ %598, %679 ], [ %449, %457 ]
  %686 = phi i64 [ %599, %679 ], [ %459, %457 ]
  %687 = phi i32 [ %600, %679 ], [ %460, %457 ]
  %688 = icmp ult i32 %684, %682
  br i1 %688, label %390, label %689, !llvm.loop !55

689:                                              ; preds = %681, %385
  %690 = phi i32 [ %386, %385 ], [ %683, %681 ]
  %691 = phi i32 [ %357, %385 ], [ %685, %681 ]
  %692 = phi i64 [ %368, %385 ], [ %686, %681 ]
  %693 = phi i32 [ %369, %385 ], [ %687, %681 ]
  %694 = load i32, ptr %14, align 8, !tbaa !30
  %695 = icmp eq i32 %694, 16209
  br i1 %695, label %1236, label %696

696:                                              ; preds = %689
  %697 = load i16, ptr %38, align 8, !tbaa !40
  %698 = icmp eq i16 %697, 0
  br i1 %698, label %699, label %700

699:                                              ; preds = %696
  store ptr @.str.6, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

700:                                              ; preds = %696
  store ptr %33, ptr %34, align 8, !tbaa !47
  store ptr %33, ptr %35, align 8, !tbaa !48
  store i32 9, ptr %36, align 8, !tbaa !49
  %701 = call i32 @inflate_table(i32 noundef 1, ptr noundef nonnull %32, i32 noundef %690, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5
  %702 = icmp eq i32 %701, 0
  br i1 %702, label %704, label %703

703:                                              ; preds = %700
  store ptr @.str.7, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

704:                                              ; preds = %700
  %705 = load ptr, ptr %34, align 8, !tbaa !47
  store ptr %705, ptr %39, align 8, !tbaa !56
  store i32 6, ptr %40, align 4, !tbaa !57
  %706 = load i32, ptr %28, align 4, !tbaa !36
  %707 = zext i32 %706 to i64
  %708 = getelementptr inbounds i16, ptr %32, i64 %707
  %709 = load i32, ptr %29, align 8, !tbaa !37
  %710 = call i32 @inflate_table(i32 noundef 2, ptr noundef nonnull %708, i32 noundef %709, ptr noundef nonnull %34, ptr noundef nonnull %40, ptr noundef nonnull %37) #5
  %711 = icmp eq i32 %710, 0
  br i1 %711, label %713, label %712

712:                                              ; preds = %704
  store ptr @.str.8, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

713:                                              ; preds = %704
  store i32 16200, ptr %14, align 8, !tbaa !30
  br label %714

714:                                              ; preds = %49, %713
  %715 = phi i32 [ %52, %49 ], [ %691, %713 ]
  %716 = phi i64 [ %54, %49 ], [ %692, %713 ]
  %717 = phi i32 [ %55, %49 ], [ %693, %713 ]
  %718 = icmp ugt i32 %715, 5
  %719 = icmp ugt i32 %53, 257
  %720 = select i1 %718, i1 %719, i1 false
  br i1 %720, label %736, label %721

721:                                              ; preds = %714
  %722 = load ptr, ptr %35, align 8, !tbaa !48
  %723 = trunc i64 %716 to i32
  %724 = load i32, ptr %36, align 8, !tbaa !49
  %725 = shl nsw i32 -1, %724
  %726 = xor i32 %725, -1
  %727 = and i32 %726, %723
  %728 = zext nneg i32 %727 to i64
  %729 = getelementptr inbounds %struct.code, ptr %722, i64 %728
  %730 = getelementptr inbounds i8, ptr %729, i64 1
  %731 = load i8, ptr %730, align 1, !tbaa !6
  %732 = zext i8 %731 to i32
  %733 = icmp ult i32 %717, %732
  br i1 %733, label %734, label %789

734:                                              ; preds = %721
  %735 = zext nneg i32 %717 to i64
  br label %750

736:                                              ; preds = %714
  store ptr %51, ptr %44, align 8, !tbaa !58
  store i32 %53, ptr %45, align 8, !tbaa !59
  %737 = load ptr, ptr %6, align 8, !tbaa !27
  store ptr %737, ptr %0, align 8, !tbaa !26
  store i32 %715, ptr %46, align 8, !tbaa !28
  store i64 %716, ptr %47, align 8, !tbaa !60
  store i32 %717, ptr %48, align 8, !tbaa !61
  %738 = load i32, ptr %16, align 8, !tbaa !25
  %739 = load i32, ptr %26, align 4, !tbaa !21
  %740 = icmp ult i32 %738, %739
  br i1 %740, label %741, label %743

741:                                              ; preds = %736
  %742 = sub i32 %739, %53
  store i32 %742, ptr %16, align 8, !tbaa !25
  br label %743

743:                                              ; preds = %741, %736
  call void @inflate_fast(ptr noundef nonnull %0, i32 noundef %739) #5
  %744 = load ptr, ptr %44, align 8, !tbaa !58
  %745 = load i32, ptr %45, align 8, !tbaa !59
  %746 = load ptr, ptr %0, align 8, !tbaa !26
  store ptr %746, ptr %6, align 8, !tbaa !27
  %747 = load i32, ptr %46, align 8, !tbaa !28
  %748 = load i64, ptr %47, align 8, !tbaa !60
  %749 = load i32, ptr %48, align 8, !tbaa !61
  br label %1236

750:                                              ; preds = %734, %764
  %751 = phi i32 [ %724, %734 ], [ %765, %764 ]
  %752 = phi ptr [ %722, %734 ], [ %766, %764 ]
  %753 = phi i64 [ %735, %734 ], [ %775, %764 ]
  %754 = phi i64 [ %716, %734 ], [ %774, %764 ]
  %755 = phi i32 [ %715, %734 ], [ %768, %764 ]
  %756 = icmp eq i32 %755, 0
  br i1 %756, label %757, label %764

757:                                              ; preds = %750
  %758 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %759 = icmp eq i32 %758, 0
  br i1 %759, label %763, label %760

760:                                              ; preds = %757
  %761 = load ptr, ptr %35, align 8, !tbaa !48
  %762 = load i32, ptr %36, align 8, !tbaa !49
  br label %764

763:                                              ; preds = %757
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

764:                                              ; preds = %760, %750
  %765 = phi i32 [ %762, %760 ], [ %751, %750 ]
  %766 = phi ptr [ %761, %760 ], [ %752, %750 ]
  %767 = phi i32 [ %758, %760 ], [ %755, %750 ]
  %768 = add i32 %767, -1
  %769 = load ptr, ptr %6, align 8, !tbaa !27
  %770 = getelementptr inbounds i8, ptr %769, i64 1
  store ptr %770, ptr %6, align 8, !tbaa !27
  %771 = load i8, ptr %769, align 1, !tbaa !6
  %772 = zext i8 %771 to i64
  %773 = shl i64 %772, %753
  %774 = add i64 %773, %754
  %775 = add nuw nsw i64 %753, 8
  %776 = trunc i64 %774 to i32
  %777 = shl nsw i32 -1, %765
  %778 = xor i32 %777, -1
  %779 = and i32 %778, %776
  %780 = zext nneg i32 %779 to i64
  %781 = getelementptr inbounds %struct.code, ptr %766, i64 %780
  %782 = getelementptr inbounds i8, ptr %781, i64 1
  %783 = load i8, ptr %782, align 1, !tbaa !6
  %784 = zext i8 %783 to i64
  %785 = icmp ult i64 %775, %784
  br i1 %785, label %750, label %786

786:                                              ; preds = %764
  %787 = zext i8 %783 to i32
  %788 = trunc nuw i64 %775 to i32
  br label %789

789:                                              ; preds = %786, %721
  %790 = phi ptr [ %722, %721 ], [ %766, %786 ]
  %791 = phi i32 [ %715, %721 ], [ %768, %786 ]
  %792 = phi i64 [ %716, %721 ], [ %774, %786 ]
  %793 = phi i32 [ %717, %721 ], [ %788, %786 ]
  %794 = phi ptr [ %729, %721 ], [ %781, %786 ]
  %795 = phi i8 [ %731, %721 ], [ %783, %786 ]
  %796 = phi i32 [ %732, %721 ], [ %787, %786 ]
  %797 = getelementptr inbounds i8, ptr %794, i64 2
  %798 = load i16, ptr %797, align 2, !tbaa !40
  %799 = load i8, ptr %794, align 2, !tbaa !6
  %800 = add i8 %799, -1
  %801 = icmp ult i8 %800, 15
  br i1 %801, label %802, label %870

802:                                              ; preds = %789
  %803 = zext nneg i8 %799 to i32
  %804 = zext i16 %798 to i32
  %805 = add nuw nsw i32 %796, %803
  %806 = shl nsw i32 -1, %805
  %807 = xor i32 %806, -1
  %808 = trunc i64 %792 to i32
  %809 = and i32 %808, %807
  %810 = lshr i32 %809, %796
  %811 = add nuw i32 %810, %804
  %812 = zext i32 %811 to i64
  %813 = getelementptr inbounds %struct.code, ptr %790, i64 %812
  %814 = getelementptr inbounds i8, ptr %813, i64 1
  %815 = load i8, ptr %814, align 1, !tbaa !6
  %816 = zext i8 %815 to i32
  %817 = add nuw nsw i32 %796, %816
  %818 = icmp ugt i32 %817, %793
  br i1 %818, label %819, label %858

819:                                              ; preds = %802
  %820 = zext nneg i32 %793 to i64
  br label %821

821:                                              ; preds = %819, %833
  %822 = phi ptr [ %790, %819 ], [ %834, %833 ]
  %823 = phi i64 [ %820, %819 ], [ %843, %833 ]
  %824 = phi i64 [ %792, %819 ], [ %842, %833 ]
  %825 = phi i32 [ %791, %819 ], [ %836, %833 ]
  %826 = icmp eq i32 %825, 0
  br i1 %826, label %827, label %833

827:                                              ; preds = %821
  %828 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %829 = icmp eq i32 %828, 0
  br i1 %829, label %832, label %830

830:                                              ; preds = %827
  %831 = load ptr, ptr %35, align 8, !tbaa !48
  br label %833

832:                                              ; preds = %827
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

833:                                              ; preds = %830, %821
  %834 = phi ptr [ %831, %830 ], [ %822, %821 ]
  %835 = phi i32 [ %828, %830 ], [ %825, %821 ]
  %836 = add i32 %835, -1
  %837 = load ptr, ptr %6, align 8, !tbaa !27
  %838 = getelementptr inbounds i8, ptr %837, i64 1
  store ptr %838, ptr %6, align 8, !tbaa !27
  %839 = load i8, ptr %837, align 1, !tbaa !6
  %840 = zext i8 %839 to i64
  %841 = shl i64 %840, %823
  %842 = add i64 %841, %824
  %843 = add nuw nsw i64 %823, 8
  %844 = trunc i64 %842 to i32
  %845 = and i32 %844, %807
  %846 = lshr i32 %845, %796
  %847 = add nuw i32 %846, %804
  %848 = zext i32 %847 to i64
  %849 = getelementptr inbounds %struct.code, ptr %834, i64 %848
  %850 = getelementptr inbounds i8, ptr %849, i64 1
  %851 = load i8, ptr %850, align 1, !tbaa !6
  %852 = zext i8 %851 to i32
  %853 = add nuw nsw i32 %796, %852
  %854 = zext nneg i32 %853 to i64
  %855 = icmp ult i64 %843, %854
  br i1 %855, label %821, label %856

856:                                              ; preds = %833
  %857 = trunc nuw i64 %843 to i32
  br label %858

858:                                              ; preds = %856, %802
  %859 = phi i32 [ %791, %802 ], [ %836, %856 ]
  %860 = phi i64 [ %792, %802 ], [ %842, %856 ]
  %861 = phi i32 [ %793, %802 ], [ %857, %856 ]
  %862 = phi ptr [ %813, %802 ], [ %849, %856 ]
  %863 = phi i8 [ %815, %802 ], [ %851, %856 ]
  %864 = getelementptr inbounds i8, ptr %862, i64 2
  %865 = load i16, ptr %864, align 2, !tbaa !40
  %866 = load i8, ptr %862, align 2, !tbaa !6
  %867 = zext nneg i8 %795 to i64
  %868 = lshr i64 %860, %867
  %869 = sub i32 %861, %796
  br label %870

870:                                              ; preds = %789, %858
  %871 = phi i32 [ %859, %858 ], [ %791, %789 ]
  %872 = phi i64 [ %868, %858 ], [ %792, %789 ]
  %873 = phi i32 [ %869, %858 ], [ %793, %789 ]
  %874 = phi i16 [ %865, %858 ], [ %798, %789 ]
  %875 = phi i8 [ %863, %858 ], [ %795, %789 ]
  %876 = phi i8 [ %866, %858 ], [ %799, %789 ]
  %877 = zext i8 %875 to i32
  %878 = zext nneg i8 %875 to i64
  %879 = lshr i64 %872, %878
  %880 = sub i32 %873, %877
  %881 = zext i16 %874 to i32
  store i32 %881, ptr %41, align 4, !tbaa !33
  %882 = zext i8 %876 to i32
  %883 = icmp eq i8 %876, 0
  br i1 %883, label %884, label %900

884:                                              ; preds = %870
  %885 = icmp eq i32 %53, 0
  br i1 %885, label %886, label %893

886:                                              ; preds = %884
  %887 = load ptr, ptr %24, align 8, !tbaa !22
  %888 = load i32, ptr %26, align 4, !tbaa !21
  store i32 %888, ptr %16, align 8, !tbaa !25
  %889 = call i32 %3(ptr noundef %4, ptr noundef %887, i32 noundef %888) #5
  %890 = icmp eq i32 %889, 0
  br i1 %890, label %891, label %1245

891:                                              ; preds = %886
  %892 = load i32, ptr %41, align 4, !tbaa !33
  br label %893

893:                                              ; preds = %891, %884
  %894 = phi i32 [ %892, %891 ], [ %881, %884 ]
  %895 = phi ptr [ %887, %891 ], [ %51, %884 ]
  %896 = phi i32 [ %888, %891 ], [ %53, %884 ]
  %897 = trunc i32 %894 to i8
  %898 = getelementptr inbounds i8, ptr %895, i64 1
  store i8 %897, ptr %895, align 1, !tbaa !6
  %899 = add i32 %896, -1
  store i32 16200, ptr %14, align 8, !tbaa !30
  br label %1236

900:                                              ; preds = %870
  %901 = and i32 %882, 32
  %902 = icmp eq i32 %901, 0
  br i1 %902, label %904, label %903

903:                                              ; preds = %900
  store i32 16191, ptr %14, align 8, !tbaa !30
  br label %1236

904:                                              ; preds = %900
  %905 = and i32 %882, 64
  %906 = icmp eq i32 %905, 0
  br i1 %906, label %908, label %907

907:                                              ; preds = %904
  store ptr @.str.9, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

908:                                              ; preds = %904
  %909 = and i32 %882, 15
  store i32 %909, ptr %42, align 4, !tbaa !62
  %910 = icmp eq i32 %909, 0
  br i1 %910, label %954, label %911

911:                                              ; preds = %908
  %912 = icmp ult i32 %880, %909
  br i1 %912, label %913, label %940

913:                                              ; preds = %911, %925
  %914 = phi i32 [ %926, %925 ], [ %909, %911 ]
  %915 = phi i32 [ %936, %925 ], [ %880, %911 ]
  %916 = phi i64 [ %935, %925 ], [ %879, %911 ]
  %917 = phi i32 [ %928, %925 ], [ %871, %911 ]
  %918 = icmp eq i32 %917, 0
  br i1 %918, label %919, label %925

919:                                              ; preds = %913
  %920 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %921 = icmp eq i32 %920, 0
  br i1 %921, label %924, label %922

922:                                              ; preds = %919
  %923 = load i32, ptr %42, align 4, !tbaa !62
  br label %925

924:                                              ; preds = %919
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

925:                                              ; preds = %922, %913
  %926 = phi i32 [ %923, %922 ], [ %914, %913 ]
  %927 = phi i32 [ %920, %922 ], [ %917, %913 ]
  %928 = add i32 %927, -1
  %929 = load ptr, ptr %6, align 8, !tbaa !27
  %930 = getelementptr inbounds i8, ptr %929, i64 1
  store ptr %930, ptr %6, align 8, !tbaa !27
  %931 = load i8, ptr %929, align 1, !tbaa !6
  %932 = zext i8 %931 to i64
  %933 = zext nneg i32 %915 to i64
  %934 = shl i64 %932, %933
  %935 = add i64 %934, %916
  %936 = add i32 %915, 8
  %937 = icmp ult i32 %936, %926
  br i1 %937, label %913, label %938, !llvm.loop !63

938:                                              ; preds = %925
  %939 = load i32, ptr %41, align 4, !tbaa !33
  br label %940

940:                                              ; preds = %938, %911
  %941 = phi i32 [ %881, %911 ], [ %939, %938 ]
  %942 = phi i32 [ %871, %911 ], [ %928, %938 ]
  %943 = phi i64 [ %879, %911 ], [ %935, %938 ]
  %944 = phi i32 [ %880, %911 ], [ %936, %938 ]
  %945 = phi i32 [ %909, %911 ], [ %926, %938 ]
  %946 = trunc i64 %943 to i32
  %947 = shl nsw i32 -1, %945
  %948 = xor i32 %947, -1
  %949 = and i32 %948, %946
  %950 = add i32 %941, %949
  store i32 %950, ptr %41, align 4, !tbaa !33
  %951 = zext nneg i32 %945 to i64
  %952 = lshr i64 %943, %951
  %953 = sub i32 %944, %945
  br label %954

954:                                              ; preds = %940, %908
  %955 = phi i32 [ %942, %940 ], [ %871, %908 ]
  %956 = phi i64 [ %952, %940 ], [ %879, %908 ]
  %957 = phi i32 [ %953, %940 ], [ %880, %908 ]
  %958 = load ptr, ptr %39, align 8, !tbaa !56
  %959 = trunc i64 %956 to i32
  %960 = load i32, ptr %40, align 4, !tbaa !57
  %961 = shl nsw i32 -1, %960
  %962 = xor i32 %961, -1
  %963 = and i32 %962, %959
  %964 = zext nneg i32 %963 to i64
  %965 = getelementptr inbounds %struct.code, ptr %958, i64 %964
  %966 = getelementptr inbounds i8, ptr %965, i64 1
  %967 = load i8, ptr %966, align 1, !tbaa !6
  %968 = zext i8 %967 to i32
  %969 = icmp ult i32 %957, %968
  br i1 %969, label %970, label %1011

970:                                              ; preds = %954
  %971 = zext nneg i32 %957 to i64
  br label %972

972:                                              ; preds = %970, %986
  %973 = phi i32 [ %960, %970 ], [ %987, %986 ]
  %974 = phi ptr [ %958, %970 ], [ %988, %986 ]
  %975 = phi i64 [ %971, %970 ], [ %997, %986 ]
  %976 = phi i64 [ %956, %970 ], [ %996, %986 ]
  %977 = phi i32 [ %955, %970 ], [ %990, %986 ]
  %978 = icmp eq i32 %977, 0
  br i1 %978, label %979, label %986

979:                                              ; preds = %972
  %980 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %981 = icmp eq i32 %980, 0
  br i1 %981, label %985, label %982

982:                                              ; preds = %979
  %983 = load ptr, ptr %39, align 8, !tbaa !56
  %984 = load i32, ptr %40, align 4, !tbaa !57
  br label %986

985:                                              ; preds = %979
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

986:                                              ; preds = %982, %972
  %987 = phi i32 [ %984, %982 ], [ %973, %972 ]
  %988 = phi ptr [ %983, %982 ], [ %974, %972 ]
  %989 = phi i32 [ %980, %982 ], [ %977, %972 ]
  %990 = add i32 %989, -1
  %991 = load ptr, ptr %6, align 8, !tbaa !27
  %992 = getelementptr inbounds i8, ptr %991, i64 1
  store ptr %992, ptr %6, align 8, !tbaa !27
  %993 = load i8, ptr %991, align 1, !tbaa !6
  %994 = zext i8 %993 to i64
  %995 = shl i64 %994, %975
  %996 = add i64 %995, %976
  %997 = add nuw nsw i64 %975, 8
  %998 = trunc i64 %996 to i32
  %999 = shl nsw i32 -1, %987
  %1000 = xor i32 %999, -1
  %1001 = and i32 %1000, %998
  %1002 = zext nneg i32 %1001 to i64
  %1003 = getelementptr inbounds %struct.code, ptr %988, i64 %1002
  %1004 = getelementptr inbounds i8, ptr %1003, i64 1
  %1005 = load i8, ptr %1004, align 1, !tbaa !6
  %1006 = zext i8 %1005 to i64
  %1007 = icmp ult i64 %997, %1006
  br i1 %1007, label %972, label %1008

1008:                                             ; preds = %986
  %1009 = zext i8 %1005 to i32
  %1010 = trunc nuw i64 %997 to i32
  br label %1011

1011:                                             ; preds = %1008, %954
  %1012 = phi ptr [ %958, %954 ], [ %988, %1008 ]
  %1013 = phi i32 [ %955, %954 ], [ %990, %1008 ]
  %1014 = phi i64 [ %956, %954 ], [ %996, %1008 ]
  %1015 = phi i32 [ %957, %954 ], [ %1010, %1008 ]
  %1016 = phi ptr [ %965, %954 ], [ %1003, %1008 ]
  %1017 = phi i8 [ %967, %954 ], [ %1005, %1008 ]
  %1018 = phi i32 [ %968, %954 ], [ %1009, %1008 ]
  %1019 = getelementptr inbounds i8, ptr %1016, i64 2
  %1020 = load i16, ptr %1019, align 2, !tbaa !40
  %1021 = load i8, ptr %1016, align 2, !tbaa !6
  %1022 = icmp ult i8 %1021, 16
  br i1 %1022, label %1023, label %1091

1023:                                             ; preds = %1011
  %1024 = zext nneg i8 %1021 to i32
  %1025 = zext i16 %1020 to i32
  %1026 = add nuw nsw i32 %1018, %1024
  %1027 = shl nsw i32 -1, %1026
  %1028 = xor i32 %1027, -1
  %1029 = trunc i64 %1014 to i32
  %1030 = and i32 %1029, %1028
  %1031 = lshr i32 %1030, %1018
  %1032 = add nuw i32 %1031, %1025
  %1033 = zext i32 %1032 to i64
  %1034 = getelementptr inbounds %struct.code, ptr %1012, i64 %1033
  %1035 = getelementptr inbounds i8, ptr %1034, i64 1
  %1036 = load i8, ptr %1035, align 1, !tbaa !6
  %1037 = zext i8 %1036 to i32
  %1038 = add nuw nsw i32 %1018, %1037
  %1039 = icmp ugt i32 %1038, %1015
  br i1 %1039, label %1040, label %1079

1040:                                             ; preds = %1023
  %1041 = zext nneg i32 %1015 to i64
  br label %1042

1042:                                             ; preds = %1040, %1054
  %1043 = phi ptr [ %1012, %1040 ], [ %1055, %1054 ]
  %1044 = phi i64 [ %1041, %1040 ], [ %1064, %1054 ]
  %1045 = phi i64 [ %1014, %1040 ], [ %1063, %1054 ]
  %1046 = phi i32 [ %1013, %1040 ], [ %1057, %1054 ]
  %1047 = icmp eq i32 %1046, 0
  br i1 %1047, label %1048, label %1054

1048:                                             ; preds = %1042
  %1049 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %1050 = icmp eq i32 %1049, 0
  br i1 %1050, label %1053, label %1051

1051:                                             ; preds = %1048
  %1052 = load ptr, ptr %39, align 8, !tbaa !56
  br label %1054

1053:                                             ; preds = %1048
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

1054:                                             ; preds = %1051, %1042
  %1055 = phi ptr [ %1052, %1051 ], [ %1043, %1042 ]
  %1056 = phi i32 [ %1049, %1051 ], [ %1046, %1042 ]
  %1057 = add i32 %1056, -1
  %1058 = load ptr, ptr %6, align 8, !tbaa !27
  %1059 = getelementptr inbounds i8, ptr %1058, i64 1
  store ptr %1059, ptr %6, align 8, !tbaa !27
  %1060 = load i8, ptr %1058, align 1, !tbaa !6
  %1061 = zext i8 %1060 to i64
  %1062 = shl i64 %1061, %1044
  %1063 = add i64 %1062, %1045
  %1064 = add nuw nsw i64 %1044, 8
  %1065 = trunc i64 %1063 to i32
  %1066 = and i32 %1065, %1028
  %1067 = lshr i32 %1066, %1018
  %1068 = add nuw i32 %1067, %1025
  %1069 = zext i32 %1068 to i64
  %1070 = getelementptr inbounds %struct.code, ptr %1055, i64 %1069
  %1071 = getelementptr inbounds i8, ptr %1070, i64 1
  %1072 = load i8, ptr %1071, align 1, !tbaa !6
  %1073 = zext i8 %1072 to i32
  %1074 = add nuw nsw i32 %1018, %1073
  %1075 = zext nneg i32 %1074 to i64
  %1076 = icmp ult i64 %1064, %1075
  br i1 %1076, label %1042, label %1077

1077:                                             ; preds = %1054
  %1078 = trunc nuw i64 %1064 to i32
  br label %1079

1079:                                             ; preds = %1077, %1023
  %1080 = phi i32 [ %1013, %1023 ], [ %1057, %1077 ]
  %1081 = phi i64 [ %1014, %1023 ], [ %1063, %1077 ]
  %1082 = phi i32 [ %1015, %1023 ], [ %1078, %1077 ]
  %1083 = phi ptr [ %1034, %1023 ], [ %1070, %1077 ]
  %1084 = phi i8 [ %1036, %1023 ], [ %1072, %1077 ]
  %1085 = getelementptr inbounds i8, ptr %1083, i64 2
  %1086 = load i16, ptr %1085, align 2, !tbaa !40
  %1087 = load i8, ptr %1083, align 2, !tbaa !6
  %1088 = zext nneg i8 %1017 to i64
  %1089 = lshr i64 %1081, %1088
  %1090 = sub i32 %1082, %1018
  br label %1091

1091:                                             ; preds = %1011, %1079
  %1092 = phi i32 [ %1080, %1079 ], [ %1013, %1011 ]
  %1093 = phi i64 [ %1089, %1079 ], [ %1014, %1011 ]
  %1094 = phi i32 [ %1090, %1079 ], [ %1015, %1011 ]
  %1095 = phi i16 [ %1086, %1079 ], [ %1020, %1011 ]
  %1096 = phi i8 [ %1084, %1079 ], [ %1017, %1011 ]
  %1097 = phi i8 [ %1087, %1079 ], [ %1021, %1011 ]
  %1098 = zext i8 %1096 to i32
  %1099 = zext nneg i8 %1096 to i64
  %1100 = lshr i64 %1093, %1099
  %1101 = sub i32 %1094, %1098
  %1102 = zext i8 %1097 to i32
  %1103 = and i32 %1102, 64
  %1104 = icmp eq i32 %1103, 0
  br i1 %1104, label %1106, label %1105

1105:                                             ; preds = %1091
  store ptr @.str.10, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

1106:                                             ; preds = %1091
  %1107 = zext i16 %1095 to i32
  store i32 %1107, ptr %43, align 8, !tbaa !64
  %1108 = and i32 %1102, 15
  store i32 %1108, ptr %42, align 4, !tbaa !62
  %1109 = icmp eq i32 %1108, 0
  br i1 %1109, label %1153, label %1110

1110:                                             ; preds = %1106
  %1111 = icmp ult i32 %1101, %1108
  br i1 %1111, label %1112, label %1139

1112:                                             ; preds = %1110, %1124
  %1113 = phi i32 [ %1125, %1124 ], [ %1108, %1110 ]
  %1114 = phi i32 [ %1135, %1124 ], [ %1101, %1110 ]
  %1115 = phi i64 [ %1134, %1124 ], [ %1100, %1110 ]
  %1116 = phi i32 [ %1127, %1124 ], [ %1092, %1110 ]
  %1117 = icmp eq i32 %1116, 0
  br i1 %1117, label %1118, label %1124

1118:                                             ; preds = %1112
  %1119 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %1120 = icmp eq i32 %1119, 0
  br i1 %1120, label %1123, label %1121

1121:                                             ; preds = %1118
  %1122 = load i32, ptr %42, align 4, !tbaa !62
  br label %1124

1123:                                             ; preds = %1118
  store ptr null, ptr %6, align 8, !tbaa !27
  br label %1245

1124:                                             ; preds = %1121, %1112
  %1125 = phi i32 [ %1122, %1121 ], [ %1113, %1112 ]
  %1126 = phi i32 [ %1119, %1121 ], [ %1116, %1112 ]
  %1127 = add i32 %1126, -1
  %1128 = load ptr, ptr %6, align 8, !tbaa !27
  %1129 = getelementptr inbounds i8, ptr %1128, i64 1
  store ptr %1129, ptr %6, align 8, !tbaa !27
  %1130 = load i8, ptr %1128, align 1, !tbaa !6
  %1131 = zext i8 %1130 to i64
  %1132 = zext nneg i32 %1114 to i64
  %1133 = shl i64 %1131, %1132
  %1134 = add i64 %1133, %1115
  %1135 = add i32 %1114, 8
  %1136 = icmp ult i32 %1135, %1125
  br i1 %1136, label %1112, label %1137, !llvm.loop !65

1137:                                             ; preds = %1124
  %1138 = load i32, ptr %43, align 8, !tbaa !64
  br label %1139

1139:                                             ; preds = %1137, %1110
  %1140 = phi i32 [ %1107, %1110 ], [ %1138, %1137 ]
  %1141 = phi i32 [ %1092, %1110 ], [ %1127, %1137 ]
  %1142 = phi i64 [ %1100, %1110 ], [ %1134, %1137 ]
  %1143 = phi i32 [ %1101, %1110 ], [ %1135, %1137 ]
  %1144 = phi i32 [ %1108, %1110 ], [ %1125, %1137 ]
  %1145 = trunc i64 %1142 to i32
  %1146 = shl nsw i32 -1, %1144
  %1147 = xor i32 %1146, -1
  %1148 = and i32 %1147, %1145
  %1149 = add i32 %1140, %1148
  store i32 %1149, ptr %43, align 8, !tbaa !64
  %1150 = zext nneg i32 %1144 to i64
  %1151 = lshr i64 %1142, %1150
  %1152 = sub i32 %1143, %1144
  br label %1153

1153:                                             ; preds = %1139, %1106
  %1154 = phi i32 [ %1149, %1139 ], [ %1107, %1106 ]
  %1155 = phi i32 [ %1141, %1139 ], [ %1092, %1106 ]
  %1156 = phi i64 [ %1151, %1139 ], [ %1100, %1106 ]
  %1157 = phi i32 [ %1152, %1139 ], [ %1101, %1106 ]
  %1158 = load i32, ptr %26, align 4, !tbaa !21
  %1159 = load i32, ptr %16, align 8, !tbaa !25
  %1160 = icmp ult i32 %1159, %1158
  %1161 = select i1 %1160, i32 %53, i32 0
  %1162 = sub i32 %1158, %1161
  %1163 = icmp ugt i32 %1154, %1162
  br i1 %1163, label %1164, label %1165

1164:                                             ; preds = %1153
  store ptr @.str.11, ptr %13, align 8, !tbaa !9
  store i32 16209, ptr %14, align 8, !tbaa !30
  br label %1236

1165:                                             ; preds = %1153, %1231
  %1166 = phi ptr [ %1232, %1231 ], [ %51, %1153 ]
  %1167 = phi i32 [ %1233, %1231 ], [ %53, %1153 ]
  %1168 = icmp eq i32 %1167, 0
  %1169 = load i32, ptr %26, align 4, !tbaa !21
  br i1 %1168, label %1170, label %1176

1170:                                             ; preds = %1165
  %1171 = load ptr, ptr %24, align 8, !tbaa !22
  store i32 %1169, ptr %16, align 8, !tbaa !25
  %1172 = call i32 %3(ptr noundef %4, ptr noundef %1171, i32 noundef %1169) #5
  %1173 = icmp eq i32 %1172, 0
  br i1 %1173, label %1174, label %1245

1174:                                             ; preds = %1170
  %1175 = load i32, ptr %26, align 4, !tbaa !21
  br label %1176

1176:                                             ; preds = %1174, %1165
  %1177 = phi i32 [ %1175, %1174 ], [ %1169, %1165 ]
  %1178 = phi ptr [ %1171, %1174 ], [ %1166, %1165 ]
  %1179 = phi i32 [ %1169, %1174 ], [ %1167, %1165 ]
  %1180 = load i32, ptr %43, align 8, !tbaa !64
  %1181 = sub i32 %1177, %1180
  %1182 = icmp ult i32 %1181, %1179
  %1183 = zext i32 %1181 to i64
  %1184 = zext i32 %1180 to i64
  %1185 = sub nsw i64 0, %1184
  %1186 = select i1 %1182, i32 %1181, i32 0
  %1187 = sub i32 %1179, %1186
  %1188 = select i1 %1182, i64 %1183, i64 %1185
  %1189 = getelementptr i8, ptr %1178, i64 %1188
  %1190 = load i32, ptr %41, align 4, !tbaa !33
  %1191 = call i32 @llvm.umin.i32(i32 %1187, i32 %1190)
  %1192 = sub i32 %1190, %1191
  store i32 %1192, ptr %41, align 4, !tbaa !33
  %1193 = add i32 %1191, -1
  %1194 = zext i32 %1193 to i64
  %1195 = add nuw nsw i64 %1194, 1
  %1196 = icmp ult i32 %1193, 31
  %1197 = add nsw i64 %1188, 31
  %1198 = icmp ult i64 %1197, 32
  %1199 = select i1 %1196, i1 true, i1 %1198
  br i1 %1199, label %1218, label %1200

1200:                                             ; preds = %1176
  %1201 = and i64 %1195, 8589934560
  %1202 = getelementptr i8, ptr %1178, i64 %1201
  %1203 = trunc i64 %1201 to i32
  %1204 = sub i32 %1191, %1203
  %1205 = getelementptr i8, ptr %1189, i64 %1201
  br label %1206

1206:                                             ; preds = %1206, %1200
  %1207 = phi i64 [ 0, %1200 ], [ %1214, %1206 ]
  %1208 = getelementptr i8, ptr %1178, i64 %1207
  %1209 = getelementptr i8, ptr %1189, i64 %1207
  %1210 = getelementptr i8, ptr %1209, i64 16
  %1211 = load <16 x i8>, ptr %1209, align 1, !tbaa !6
  %1212 = load <16 x i8>, ptr %1210, align 1, !tbaa !6
  %1213 = getelementptr i8, ptr %1208, i64 16
  store <16 x i8> %1211, ptr %1208, align 1, !tbaa !6
  store <16 x i8> %1212, ptr %1213, align 1, !tbaa !6
  %1214 = add nuw i64 %1207, 32
  %1215 = icmp eq i64 %1214, %1201
  br i1 %1215, label %1216, label %1206, !llvm.loop !66

1216:                                             ; preds = %1206
  %1217 = icmp eq i64 %1195, %1201
  br i1 %1217, label %1231, label %1218

1218:                                             ; preds = %1216, %1176
  %1219 = phi ptr [ %1178, %1176 ], [ %1202, %1216 ]
  %1220 = phi i32 [ %1191, %1176 ], [ %1204, %1216 ]
  %1221 = phi ptr [ %1189, %1176 ], [ %1205, %1216 ]
  br label %1222

1222:                                             ; preds = %1218, %1222
  %1223 = phi ptr [ %1228, %1222 ], [ %1219, %1218 ]
  %1224 = phi i32 [ %1229, %1222 ], [ %1220, %1218 ]
  %1225 = phi ptr [ %1226, %1222 ], [ %1221, %1218 ]
  %1226 = getelementptr inbounds i8, ptr %1225, i64 1
  %1227 = load i8, ptr %1225, align 1, !tbaa !6
  %1228 = getelementptr inbounds i8, ptr %1223, i64 1
  store i8 %1227, ptr %1223, align 1, !tbaa !6
  %1229 = add i32 %1224, -1
  %1230 = icmp eq i32 %1229, 0
  br i1 %1230, label %1231, label %1222, !llvm.loop !67

1231:                                             ; preds = %1222, %1216
  %1232 = phi ptr [ %1202, %1216 ], [ %1228, %1222 ]
  %1233 = sub i32 %1179, %1191
  %1234 = load i32, ptr %41, align 4, !tbaa !33
  %1235 = icmp eq i32 %1234, 0
  br i1 %1235, label %1236, label %1165, !llvm.loop !68

1236:                                             ; preds = %1231, %518, %670, %689, %1164, %1105, %907, %903, %893, %743, %712, %703, %699, %384, %283, %226, %188, %100, %69
  %1237 = phi ptr [ %744, %743 ], [ %898, %893 ], [ %51, %903 ], [ %51, %907 ], [ %51, %1105 ], [ %51, %1164 ], [ %51, %283 ], [ %51, %384 ], [ %51, %689 ], [ %51, %699 ], [ %51, %703 ], [ %51, %712 ], [ %51, %188 ], [ %227, %226 ], [ %51, %69 ], [ %51, %100 ], [ %51, %670 ], [ %51, %518 ], [ %1232, %1231 ]
  %1238 = phi i32 [ %747, %743 ], [ %871, %893 ], [ %871, %903 ], [ %871, %907 ], [ %1092, %1105 ], [ %1155, %1164 ], [ %266, %283 ], [ %357, %384 ], [ %691, %689 ], [ %691, %699 ], [ %691, %703 ], [ %691, %712 ], [ %181, %188 ], [ %228, %226 ], [ %52, %69 ], [ %89, %100 ], [ %598, %670 ], [ %510, %518 ], [ %1155, %1231 ]
  %1239 = phi i32 [ %745, %743 ], [ %899, %893 ], [ %53, %903 ], [ %53, %907 ], [ %53, %1105 ], [ %53, %1164 ], [ %53, %283 ], [ %53, %384 ], [ %53, %689 ], [ %53, %699 ], [ %53, %703 ], [ %53, %712 ], [ %53, %188 ], [ %229, %226 ], [ %53, %69 ], [ %53, %100 ], [ %53, %670 ], [ %53, %518 ], [ %1233, %1231 ]
  %1240 = phi i64 [ %748, %743 ], [ %879, %893 ], [ %879, %903 ], [ %879, %907 ], [ %1100, %1105 ], [ %1156, %1164 ], [ %278, %283 ], [ %368, %384 ], [ %692, %689 ], [ %692, %699 ], [ %692, %703 ], [ %692, %712 ], [ %182, %188 ], [ 0, %226 ], [ %72, %69 ], [ %102, %100 ], [ %599, %670 ], [ %514, %518 ], [ %1156, %1231 ]
  %1241 = phi i32 [ %749, %743 ], [ %880, %893 ], [ %880, %903 ], [ %880, %907 ], [ %1101, %1105 ], [ %1157, %1164 ], [ %279, %283 ], [ %369, %384 ], [ %693, %689 ], [ %693, %699 ], [ %693, %703 ], [ %693, %712 ], [ %183, %188 ], [ 0, %226 ], [ %73, %69 ], [ %103, %100 ], [ %600, %670 ], [ %515, %518 ], [ %1157, %1231 ]
  %1242 = load i32, ptr %14, align 8, !tbaa !30
  br label %49

1243:                                             ; preds = %49
  br label %1245

1244:                                             ; preds = %49
  br label %1245

1245:                                             ; preds = %886, %1170, %206, %49, %1244, %1243, %1123, %1053, %985, %924, %832, %763, %571, %537, %495, %421, %340, %233, %202, %117, %77
  %1246 = phi i32 [ 0, %924 ], [ 0, %1123 ], [ 0, %1053 ], [ 0, %985 ], [ 0, %832 ], [ 0, %763 ], [ 0, %233 ], [ 0, %340 ], [ 0, %495 ], [ 0, %537 ], [ 0, %571 ], [ 0, %421 ], [ 0, %117 ], [ 0, %202 ], [ 0, %77 ], [ %52, %1243 ], [ %52, %49 ], [ %204, %206 ], [ %1155, %1170 ], [ %871, %886 ], [ %52, %1244 ]
  %1247 = phi i32 [ %53, %924 ], [ %53, %1123 ], [ %53, %1053 ], [ %53, %985 ], [ %53, %832 ], [ %53, %763 ], [ %53, %233 ], [ %53, %340 ], [ %53, %495 ], [ %53, %537 ], [ %53, %571 ], [ %53, %421 ], [ %53, %117 ], [ %194, %202 ], [ %53, %77 ], [ %53, %1243 ], [ %53, %49 ], [ %208, %206 ], [ %1169, %1170 ], [ %888, %886 ], [ %53, %1244 ]
  %1248 = phi i1 [ false, %924 ], [ false, %1123 ], [ false, %1053 ], [ false, %985 ], [ false, %832 ], [ false, %763 ], [ false, %233 ], [ false, %340 ], [ false, %495 ], [ false, %537 ], [ false, %571 ], [ false, %421 ], [ false, %117 ], [ false, %202 ], [ false, %77 ], [ true, %1243 ], [ false, %49 ], [ false, %206 ], [ false, %1170 ], [ false, %886 ], [ false, %1244 ]
  %1249 = phi i32 [ -5, %924 ], [ -5, %1123 ], [ -5, %1053 ], [ -5, %985 ], [ -5, %832 ], [ -5, %763 ], [ -5, %233 ], [ -5, %340 ], [ -5, %495 ], [ -5, %537 ], [ -5, %571 ], [ -5, %421 ], [ -5, %117 ], [ -5, %202 ], [ -5, %77 ], [ 1, %1243 ], [ -2, %49 ], [ -5, %206 ], [ -5, %1170 ], [ -5, %886 ], [ -3, %1244 ]
  %1250 = load i32, ptr %26, align 4, !tbaa !21
  %1251 = icmp ult i32 %1247, %1250
  br i1 %1251, label %1252, label %1259

1252:                                             ; preds = %1245
  %1253 = load ptr, ptr %24, align 8, !tbaa !22
  %1254 = sub i32 %1250, %1247
  %1255 = call i32 %3(ptr noundef %4, ptr noundef %1253, i32 noundef %1254) #5
  %1256 = icmp ne i32 %1255, 0
  %1257 = and i1 %1248, %1256
  %1258 = select i1 %1257, i32 -5, i32 %1249
  br label %1259

1259:                                             ; preds = %1252, %1245
  %1260 = phi i32 [ %1258, %1252 ], [ %1249, %1245 ]
  %1261 = load ptr, ptr %6, align 8, !tbaa !27
  store ptr %1261, ptr %0, align 8, !tbaa !26
  store i32 %1246, ptr %46, align 8, !tbaa !28
  br label %1262

1262:                                             ; preds = %5, %8, %1259
  %1263 = phi i32 [ %1260, %1259 ], [ -2, %8 ], [ -2, %5 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  ret i32 %1263
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
  %5 = load ptr, ptr %4, align 8, !tbaa !17
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !16
  %10 = icmp eq ptr %9, null
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 80
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  tail call void %9(ptr noundef %13, ptr noundef nonnull %5) #5
  store ptr null, ptr %4, align 8, !tbaa !17
  br label %14

14:                                               ; preds = %1, %3, %7, %11
  %15 = phi i32 [ 0, %11 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ]
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 48}
!10 = !{!"z_stream_s", !11, i64 0, !12, i64 8, !13, i64 16, !11, i64 24, !12, i64 32, !13, i64 40, !11, i64 48, !11, i64 56, !11, i64 64, !11, i64 72, !11, i64 80, !12, i64 88, !13, i64 96, !13, i64 104}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!10, !11, i64 64}
!15 = !{!10, !11, i64 80}
!16 = !{!10, !11, i64 72}
!17 = !{!10, !11, i64 56}
!18 = !{!19, !12, i64 28}
!19 = !{!"inflate_state", !11, i64 0, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20, !12, i64 24, !12, i64 28, !13, i64 32, !13, i64 40, !11, i64 48, !12, i64 56, !12, i64 60, !12, i64 64, !12, i64 68, !11, i64 72, !13, i64 80, !12, i64 88, !12, i64 92, !12, i64 96, !12, i64 100, !11, i64 104, !11, i64 112, !12, i64 120, !12, i64 124, !12, i64 128, !12, i64 132, !12, i64 136, !12, i64 140, !11, i64 144, !7, i64 152, !7, i64 792, !7, i64 1368, !12, i64 7144, !12, i64 7148, !12, i64 7152}
!20 = !{!19, !12, i64 56}
!21 = !{!19, !12, i64 60}
!22 = !{!19, !11, i64 72}
!23 = !{!12, !12, i64 0}
!24 = !{!19, !12, i64 7144}
!25 = !{!19, !12, i64 64}
!26 = !{!10, !11, i64 0}
!27 = !{!11, !11, i64 0}
!28 = !{!10, !12, i64 8}
!29 = !{!19, !12, i64 12}
!30 = !{!19, !12, i64 8}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!19, !12, i64 92}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !32}
!36 = !{!19, !12, i64 132}
!37 = !{!19, !12, i64 136}
!38 = !{!19, !12, i64 128}
!39 = !{!19, !12, i64 140}
!40 = !{!41, !41, i64 0}
!41 = !{!"short", !7, i64 0}
!42 = distinct !{!42, !32, !43, !44}
!43 = !{!"llvm.loop.isvectorized", i32 1}
!44 = !{!"llvm.loop.unroll.runtime.disable"}
!45 = distinct !{!45, !32}
!46 = distinct !{!46, !32, !43}
!47 = !{!19, !11, i64 144}
!48 = !{!19, !11, i64 104}
!49 = !{!19, !12, i64 120}
!50 = distinct !{!50, !32}
!51 = distinct !{!51, !32}
!52 = distinct !{!52, !32}
!53 = distinct !{!53, !32, !43, !44}
!54 = distinct !{!54, !32, !43}
!55 = distinct !{!55, !32}
!56 = !{!19, !11, i64 112}
!57 = !{!19, !12, i64 124}
!58 = !{!10, !11, i64 24}
!59 = !{!10, !12, i64 32}
!60 = !{!19, !13, i64 80}
!61 = !{!19, !12, i64 88}
!62 = !{!19, !12, i64 100}
!63 = distinct !{!63, !32}
!64 = !{!19, !12, i64 96}
!65 = distinct !{!65, !32}
!66 = distinct !{!66, !32, !43, !44}
!67 = distinct !{!67, !32, !43}
!68 = distinct !{!68, !32}
