; ModuleID = 'programs/bignum_arith.c'
source_filename = "programs/bignum_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { i32, [400 x i32] }

@.str = private unnamed_addr constant [4 x i8] c"%u!\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"trailing zeros of 300! = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"2^1000\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"fib(1000)\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"2^2000\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"123456789^6\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"2^2000 mod 1e9+7 = %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1
@.str.9 = private unnamed_addr constant [43 x i8] c"%s = %.25s...%s (%d digits, digit sum %d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"%s = %s (digit sum %d)\0A\00", align 1
@mul.acc = internal unnamed_addr global [800 x i64] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Big, align 4
  %2 = alloca %struct.Big, align 4
  %3 = alloca [16 x i8], align 16
  %4 = alloca %struct.Big, align 4
  %5 = alloca %struct.Big, align 4
  %6 = alloca %struct.Big, align 4
  %7 = alloca %struct.Big, align 4
  %8 = alloca %struct.Big, align 4
  %9 = alloca %struct.Big, align 4
  %10 = alloca %struct.Big, align 4
  %11 = alloca %struct.Big, align 4
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %2) #7
  store i32 1, ptr %2, align 4, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 1, ptr %12, align 4, !tbaa !10
  br label %16

13:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %4) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %4, ptr noundef nonnull align 4 dereferenceable(1604) %2, i64 1604, i1 false), !tbaa.struct !11
  %14 = getelementptr inbounds i8, ptr %4, i64 4
  %15 = load i32, ptr %4, align 4, !tbaa !5
  br label %50

16:                                               ; preds = %47, %0
  %17 = phi i32 [ 1, %0 ], [ %43, %47 ]
  %18 = phi i64 [ 2, %0 ], [ %48, %47 ]
  %19 = icmp sgt i32 %17, 0
  br i1 %19, label %20, label %42

20:                                               ; preds = %16
  %21 = zext nneg i32 %17 to i64
  br label %24

22:                                               ; preds = %24
  %23 = icmp ult i64 %31, 1000000000
  br i1 %23, label %42, label %37

24:                                               ; preds = %24, %20
  %25 = phi i64 [ 0, %20 ], [ %35, %24 ]
  %26 = phi i64 [ 0, %20 ], [ %34, %24 ]
  %27 = getelementptr inbounds [400 x i32], ptr %12, i64 0, i64 %25
  %28 = load i32, ptr %27, align 4, !tbaa !10
  %29 = zext i32 %28 to i64
  %30 = mul nuw nsw i64 %18, %29
  %31 = add nuw nsw i64 %30, %26
  %32 = urem i64 %31, 1000000000
  %33 = trunc nuw nsw i64 %32 to i32
  store i32 %33, ptr %27, align 4, !tbaa !10
  %34 = udiv i64 %31, 1000000000
  %35 = add nuw nsw i64 %25, 1
  %36 = icmp eq i64 %35, %21
  br i1 %36, label %22, label %24, !llvm.loop !13

37:                                               ; preds = %22
  %38 = trunc nuw nsw i64 %34 to i32
  %39 = add nuw nsw i32 %17, 1
  store i32 %39, ptr %2, align 4, !tbaa !5
  %40 = zext nneg i32 %17 to i64
  %41 = getelementptr inbounds [400 x i32], ptr %12, i64 0, i64 %40
  store i32 %38, ptr %41, align 4, !tbaa !10
  br label %42

42:                                               ; preds = %37, %16, %22
  %43 = phi i32 [ %39, %37 ], [ %17, %16 ], [ %17, %22 ]
  %44 = trunc nuw nsw i64 %18 to i32
  switch i32 %44, label %47 [
    i32 300, label %45
    i32 100, label %45
    i32 25, label %45
  ]

45:                                               ; preds = %42, %42, %42
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #7
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef %44) #7
  call fastcc void @print(ptr noundef nonnull %3, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #7
  br label %47

47:                                               ; preds = %42, %45
  %48 = add nuw nsw i64 %18, 1
  %49 = icmp eq i64 %48, 301
  br i1 %49, label %13, label %16, !llvm.loop !15

50:                                               ; preds = %91, %13
  %51 = phi i32 [ %15, %13 ], [ %92, %91 ]
  %52 = phi i32 [ 0, %13 ], [ %93, %91 ]
  %53 = icmp sgt i32 %51, 0
  br i1 %53, label %54, label %91

54:                                               ; preds = %50
  %55 = zext nneg i32 %51 to i64
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i64 [ %55, %54 ], [ %59, %56 ]
  %58 = phi i64 [ 0, %54 ], [ %67, %56 ]
  %59 = add nsw i64 %57, -1
  %60 = mul nuw nsw i64 %58, 1000000000
  %61 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %59
  %62 = load i32, ptr %61, align 4, !tbaa !10
  %63 = zext i32 %62 to i64
  %64 = add nuw nsw i64 %60, %63
  %65 = udiv i64 %64, 10
  %66 = trunc nuw nsw i64 %65 to i32
  store i32 %66, ptr %61, align 4, !tbaa !10
  %67 = urem i64 %64, 10
  %68 = icmp ugt i64 %57, 1
  br i1 %68, label %56, label %69, !llvm.loop !16

69:                                               ; preds = %56
  %70 = load i32, ptr %4, align 4, !tbaa !5
  %71 = icmp sgt i32 %70, 1
  br i1 %71, label %72, label %88

72:                                               ; preds = %69
  %73 = zext nneg i32 %70 to i64
  %74 = add nsw i64 %73, -1
  %75 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !10
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %83, label %88

78:                                               ; preds = %83
  %79 = add nsw i64 %84, -1
  %80 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !10
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %88, !llvm.loop !17

83:                                               ; preds = %72, %78
  %84 = phi i64 [ %79, %78 ], [ %74, %72 ]
  %85 = phi i64 [ %84, %78 ], [ %73, %72 ]
  %86 = trunc nuw nsw i64 %84 to i32
  store i32 %86, ptr %4, align 4, !tbaa !5
  %87 = icmp ugt i64 %85, 2
  br i1 %87, label %78, label %88, !llvm.loop !17

88:                                               ; preds = %83, %78, %72, %69
  %89 = phi i32 [ %70, %69 ], [ %70, %72 ], [ %86, %78 ], [ %86, %83 ]
  %90 = icmp eq i64 %67, 0
  br i1 %90, label %91, label %94

91:                                               ; preds = %50, %88
  %92 = phi i32 [ %51, %50 ], [ %89, %88 ]
  %93 = add nuw nsw i32 %52, 1
  br label %50, !llvm.loop !18

94:                                               ; preds = %88
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %52)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %5) #7
  store i32 1, ptr %5, align 4, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 1, ptr %96, align 4, !tbaa !10
  br label %101

97:                                               ; preds = %127
  store i32 %128, ptr %5, align 4, !tbaa !5
  call fastcc void @print(ptr noundef nonnull @.str.2, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %8)
  store i32 1, ptr %6, align 4, !tbaa !5
  %98 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 0, ptr %98, align 4, !tbaa !10
  store i32 1, ptr %7, align 4, !tbaa !5
  %99 = getelementptr inbounds i8, ptr %7, i64 4
  store i32 1, ptr %99, align 4, !tbaa !10
  %100 = getelementptr inbounds i8, ptr %1, i64 4
  br label %135

101:                                              ; preds = %127, %94
  %102 = phi i32 [ 1, %94 ], [ %128, %127 ]
  %103 = phi i32 [ 0, %94 ], [ %129, %127 ]
  %104 = icmp sgt i32 %102, 0
  br i1 %104, label %105, label %127

105:                                              ; preds = %101
  %106 = zext nneg i32 %102 to i64
  br label %109

107:                                              ; preds = %109
  %108 = icmp ult i64 %116, 1000000000
  br i1 %108, label %127, label %122

109:                                              ; preds = %109, %105
  %110 = phi i64 [ 0, %105 ], [ %120, %109 ]
  %111 = phi i64 [ 0, %105 ], [ %119, %109 ]
  %112 = getelementptr inbounds [400 x i32], ptr %96, i64 0, i64 %110
  %113 = load i32, ptr %112, align 4, !tbaa !10
  %114 = zext i32 %113 to i64
  %115 = shl nuw nsw i64 %114, 1
  %116 = add nuw nsw i64 %115, %111
  %117 = urem i64 %116, 1000000000
  %118 = trunc nuw nsw i64 %117 to i32
  store i32 %118, ptr %112, align 4, !tbaa !10
  %119 = udiv i64 %116, 1000000000
  %120 = add nuw nsw i64 %110, 1
  %121 = icmp eq i64 %120, %106
  br i1 %121, label %107, label %109, !llvm.loop !13

122:                                              ; preds = %107
  %123 = trunc nuw nsw i64 %119 to i32
  %124 = add nuw nsw i32 %102, 1
  %125 = zext nneg i32 %102 to i64
  %126 = getelementptr inbounds [400 x i32], ptr %96, i64 0, i64 %125
  store i32 %123, ptr %126, align 4, !tbaa !10
  br label %127

127:                                              ; preds = %122, %101, %107
  %128 = phi i32 [ %124, %122 ], [ %102, %101 ], [ %102, %107 ]
  %129 = add nuw nsw i32 %103, 1
  %130 = icmp eq i32 %129, 1000
  br i1 %130, label %97, label %101, !llvm.loop !19

131:                                              ; preds = %177
  call fastcc void @print(ptr noundef nonnull @.str.3, ptr noundef nonnull %6)
  call fastcc void @mul(ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @print(ptr noundef nonnull @.str.4, ptr noundef nonnull %9)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %10) #7
  store i32 1, ptr %10, align 4, !tbaa !5
  %132 = getelementptr inbounds i8, ptr %10, i64 4
  store i32 123456789, ptr %132, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %11) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %11, ptr noundef nonnull align 4 dereferenceable(1604) %10, i64 1604, i1 false), !tbaa.struct !11
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @print(ptr noundef nonnull @.str.5, ptr noundef nonnull %11)
  %133 = load i32, ptr %9, align 4, !tbaa !5
  %134 = icmp sgt i32 %133, 0
  br i1 %134, label %180, label %211

135:                                              ; preds = %97, %177
  %136 = phi i32 [ 0, %97 ], [ %178, %177 ]
  %137 = load i32, ptr %6, align 4, !tbaa !5
  %138 = load i32, ptr %7, align 4, !tbaa !5
  %139 = call i32 @llvm.smax.i32(i32 %137, i32 %138)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %1) #7
  %140 = icmp sgt i32 %139, 0
  br i1 %140, label %142, label %141

141:                                              ; preds = %135
  store i32 %139, ptr %1, align 4, !tbaa !5
  br label %177

142:                                              ; preds = %135
  %143 = sext i32 %137 to i64
  %144 = sext i32 %138 to i64
  %145 = zext nneg i32 %139 to i64
  br label %148

146:                                              ; preds = %162
  store i32 %139, ptr %1, align 4, !tbaa !5
  %147 = icmp ult i64 %166, 1000000000
  br i1 %147, label %177, label %173

148:                                              ; preds = %162, %142
  %149 = phi i64 [ 0, %142 ], [ %171, %162 ]
  %150 = phi i64 [ 0, %142 ], [ %170, %162 ]
  %151 = icmp slt i64 %149, %143
  br i1 %151, label %152, label %155

152:                                              ; preds = %148
  %153 = getelementptr inbounds [400 x i32], ptr %98, i64 0, i64 %149
  %154 = load i32, ptr %153, align 4, !tbaa !10
  br label %155

155:                                              ; preds = %152, %148
  %156 = phi i32 [ %154, %152 ], [ 0, %148 ]
  %157 = zext i32 %156 to i64
  %158 = icmp slt i64 %149, %144
  br i1 %158, label %159, label %162

159:                                              ; preds = %155
  %160 = getelementptr inbounds [400 x i32], ptr %99, i64 0, i64 %149
  %161 = load i32, ptr %160, align 4, !tbaa !10
  br label %162

162:                                              ; preds = %159, %155
  %163 = phi i32 [ %161, %159 ], [ 0, %155 ]
  %164 = zext i32 %163 to i64
  %165 = add nuw nsw i64 %150, %157
  %166 = add nuw nsw i64 %165, %164
  %167 = urem i64 %166, 1000000000
  %168 = trunc nuw nsw i64 %167 to i32
  %169 = getelementptr inbounds [400 x i32], ptr %100, i64 0, i64 %149
  store i32 %168, ptr %169, align 4, !tbaa !10
  %170 = udiv i64 %166, 1000000000
  %171 = add nuw nsw i64 %149, 1
  %172 = icmp eq i64 %171, %145
  br i1 %172, label %146, label %148, !llvm.loop !20

173:                                              ; preds = %146
  %174 = trunc nuw nsw i64 %170 to i32
  %175 = add nuw nsw i32 %139, 1
  store i32 %175, ptr %1, align 4, !tbaa !5
  %176 = getelementptr inbounds [400 x i32], ptr %100, i64 0, i64 %145
  store i32 %174, ptr %176, align 4, !tbaa !10
  br label %177

177:                                              ; preds = %141, %146, %173
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %8, ptr noundef nonnull align 4 dereferenceable(1604) %1, i64 1604, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %6, ptr noundef nonnull align 4 dereferenceable(1604) %7, i64 1604, i1 false), !tbaa.struct !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %7, ptr noundef nonnull align 4 dereferenceable(1604) %8, i64 1604, i1 false), !tbaa.struct !11
  %178 = add nuw nsw i32 %136, 1
  %179 = icmp eq i32 %178, 1000
  br i1 %179, label %131, label %135, !llvm.loop !21

180:                                              ; preds = %131
  %181 = getelementptr inbounds i8, ptr %9, i64 4
  %182 = zext nneg i32 %133 to i64
  br label %183

183:                                              ; preds = %183, %180
  %184 = phi i64 [ %182, %180 ], [ %186, %183 ]
  %185 = phi i64 [ 0, %180 ], [ %194, %183 ]
  %186 = add nsw i64 %184, -1
  %187 = mul nuw nsw i64 %185, 1000000000
  %188 = getelementptr inbounds [400 x i32], ptr %181, i64 0, i64 %186
  %189 = load i32, ptr %188, align 4, !tbaa !10
  %190 = zext i32 %189 to i64
  %191 = add nuw nsw i64 %187, %190
  %192 = udiv i64 %191, 1000000007
  %193 = trunc nuw nsw i64 %192 to i32
  store i32 %193, ptr %188, align 4, !tbaa !10
  %194 = urem i64 %191, 1000000007
  %195 = icmp ugt i64 %184, 1
  br i1 %195, label %183, label %196, !llvm.loop !16

196:                                              ; preds = %183
  %197 = load i32, ptr %9, align 4, !tbaa !5
  %198 = trunc nuw nsw i64 %194 to i32
  %199 = icmp sgt i32 %197, 1
  br i1 %199, label %200, label %211

200:                                              ; preds = %196
  %201 = zext nneg i32 %197 to i64
  br label %202

202:                                              ; preds = %208, %200
  %203 = phi i64 [ %201, %200 ], [ %204, %208 ]
  %204 = add nsw i64 %203, -1
  %205 = getelementptr inbounds [400 x i32], ptr %181, i64 0, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !10
  %207 = icmp eq i32 %206, 0
  br i1 %207, label %208, label %211

208:                                              ; preds = %202
  %209 = trunc nuw nsw i64 %204 to i32
  store i32 %209, ptr %9, align 4, !tbaa !5
  %210 = icmp ugt i64 %203, 2
  br i1 %210, label %202, label %211, !llvm.loop !17

211:                                              ; preds = %202, %208, %131, %196
  %212 = phi i32 [ %198, %196 ], [ 0, %131 ], [ %198, %208 ], [ %198, %202 ]
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %212)
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %11) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %2) #7
  ret i32 %52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca [3601 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 3601, ptr nonnull %3) #7
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = load i32, ptr %1, align 4, !tbaa !5
  %6 = add nsw i32 %5, -1
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [400 x i32], ptr %4, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !10
  %10 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %9) #7
  %11 = load i32, ptr %1, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 1
  br i1 %12, label %13, label %16

13:                                               ; preds = %2
  %14 = add nsw i32 %11, -2
  %15 = zext nneg i32 %14 to i64
  br label %47

16:                                               ; preds = %47, %2
  %17 = phi i32 [ %10, %2 ], [ %55, %47 ]
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %76

19:                                               ; preds = %16
  %20 = zext nneg i32 %17 to i64
  %21 = icmp ult i32 %17, 8
  br i1 %21, label %22, label %25

22:                                               ; preds = %43, %19
  %23 = phi i64 [ 0, %19 ], [ %26, %43 ]
  %24 = phi i32 [ 0, %19 ], [ %45, %43 ]
  br label %61

25:                                               ; preds = %19
  %26 = and i64 %20, 2147483640
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %41, %27 ]
  %29 = phi <4 x i32> [ zeroinitializer, %25 ], [ %39, %27 ]
  %30 = phi <4 x i32> [ zeroinitializer, %25 ], [ %40, %27 ]
  %31 = getelementptr inbounds [3601 x i8], ptr %3, i64 0, i64 %28
  %32 = getelementptr inbounds i8, ptr %31, i64 4
  %33 = load <4 x i8>, ptr %31, align 8, !tbaa !12
  %34 = load <4 x i8>, ptr %32, align 4, !tbaa !12
  %35 = sext <4 x i8> %33 to <4 x i32>
  %36 = sext <4 x i8> %34 to <4 x i32>
  %37 = add <4 x i32> %29, <i32 -48, i32 -48, i32 -48, i32 -48>
  %38 = add <4 x i32> %30, <i32 -48, i32 -48, i32 -48, i32 -48>
  %39 = add <4 x i32> %37, %35
  %40 = add <4 x i32> %38, %36
  %41 = add nuw i64 %28, 8
  %42 = icmp eq i64 %41, %26
  br i1 %42, label %43, label %27, !llvm.loop !22

43:                                               ; preds = %27
  %44 = add <4 x i32> %40, %39
  %45 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %44)
  %46 = icmp eq i64 %26, %20
  br i1 %46, label %58, label %22

47:                                               ; preds = %13, %47
  %48 = phi i64 [ %15, %13 ], [ %56, %47 ]
  %49 = phi i32 [ %10, %13 ], [ %55, %47 ]
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i8, ptr %3, i64 %50
  %52 = getelementptr inbounds [400 x i32], ptr %4, i64 0, i64 %48
  %53 = load i32, ptr %52, align 4, !tbaa !10
  %54 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %51, ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %53) #7
  %55 = add nsw i32 %54, %49
  %56 = add nsw i64 %48, -1
  %57 = icmp eq i64 %48, 0
  br i1 %57, label %16, label %47, !llvm.loop !25

58:                                               ; preds = %61, %43
  %59 = phi i32 [ %45, %43 ], [ %68, %61 ]
  %60 = icmp sgt i32 %17, 60
  br i1 %60, label %71, label %76

61:                                               ; preds = %22, %61
  %62 = phi i64 [ %69, %61 ], [ %23, %22 ]
  %63 = phi i32 [ %68, %61 ], [ %24, %22 ]
  %64 = getelementptr inbounds [3601 x i8], ptr %3, i64 0, i64 %62
  %65 = load i8, ptr %64, align 1, !tbaa !12
  %66 = sext i8 %65 to i32
  %67 = add i32 %63, -48
  %68 = add i32 %67, %66
  %69 = add nuw nsw i64 %62, 1
  %70 = icmp eq i64 %69, %20
  br i1 %70, label %58, label %61, !llvm.loop !26

71:                                               ; preds = %58
  %72 = zext nneg i32 %17 to i64
  %73 = getelementptr inbounds i8, ptr %3, i64 %72
  %74 = getelementptr inbounds i8, ptr %73, i64 -25
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %0, ptr noundef nonnull %3, ptr noundef nonnull %74, i32 noundef %17, i32 noundef %59)
  br label %79

76:                                               ; preds = %16, %58
  %77 = phi i32 [ %59, %58 ], [ 0, %16 ]
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, ptr noundef nonnull %3, i32 noundef %77)
  br label %79

79:                                               ; preds = %76, %71
  call void @llvm.lifetime.end.p0(i64 3601, ptr nonnull %3) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #4 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(6400) @mul.acc, i8 0, i64 6400, i1 false)
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = icmp sgt i32 %4, 0
  %6 = load i32, ptr %2, align 4, !tbaa !5
  br i1 %5, label %7, label %21

7:                                                ; preds = %3
  %8 = icmp sgt i32 %6, 0
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = getelementptr inbounds i8, ptr %2, i64 4
  %11 = zext nneg i32 %4 to i64
  %12 = zext nneg i32 %6 to i64
  br label %13

13:                                               ; preds = %7, %53
  %14 = phi i64 [ 0, %7 ], [ %54, %53 ]
  %15 = phi i32 [ %6, %7 ], [ %55, %53 ]
  %16 = sext i32 %15 to i64
  br i1 %8, label %17, label %53

17:                                               ; preds = %13
  %18 = getelementptr inbounds [400 x i32], ptr %9, i64 0, i64 %14
  %19 = load i32, ptr %18, align 4, !tbaa !10
  %20 = zext i32 %19 to i64
  br label %27

21:                                               ; preds = %53, %3
  %22 = add i32 %6, %4
  %23 = zext i32 %22 to i64
  %24 = tail call i32 @llvm.smin.i32(i32 %22, i32 1)
  br label %57

25:                                               ; preds = %27
  %26 = icmp ult i64 %38, 1000000000
  br i1 %26, label %53, label %43

27:                                               ; preds = %17, %27
  %28 = phi i64 [ 0, %17 ], [ %41, %27 ]
  %29 = phi i64 [ 0, %17 ], [ %40, %27 ]
  %30 = add nuw nsw i64 %28, %14
  %31 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !27
  %33 = getelementptr inbounds [400 x i32], ptr %10, i64 0, i64 %28
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = zext i32 %34 to i64
  %36 = mul nuw i64 %35, %20
  %37 = add i64 %32, %29
  %38 = add i64 %37, %36
  %39 = urem i64 %38, 1000000000
  store i64 %39, ptr %31, align 8, !tbaa !27
  %40 = udiv i64 %38, 1000000000
  %41 = add nuw nsw i64 %28, 1
  %42 = icmp eq i64 %41, %12
  br i1 %42, label %25, label %27, !llvm.loop !29

43:                                               ; preds = %25, %43
  %44 = phi i64 [ %51, %43 ], [ %16, %25 ]
  %45 = phi i64 [ %50, %43 ], [ %40, %25 ]
  %46 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %44
  %47 = load i64, ptr %46, align 8, !tbaa !27
  %48 = add i64 %47, %45
  %49 = urem i64 %48, 1000000000
  store i64 %49, ptr %46, align 8, !tbaa !27
  %50 = udiv i64 %48, 1000000000
  %51 = add nsw i64 %44, 1
  %52 = icmp ult i64 %48, 1000000000
  br i1 %52, label %53, label %43, !llvm.loop !30

53:                                               ; preds = %43, %13, %25
  %54 = add nuw nsw i64 %14, 1
  %55 = add i32 %15, 1
  %56 = icmp eq i64 %54, %11
  br i1 %56, label %21, label %13, !llvm.loop !31

57:                                               ; preds = %61, %21
  %58 = phi i64 [ %62, %61 ], [ %23, %21 ]
  %59 = trunc nuw i64 %58 to i32
  %60 = icmp sgt i32 %59, 1
  br i1 %60, label %61, label %67

61:                                               ; preds = %57
  %62 = add nsw i64 %58, -1
  %63 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !27
  %65 = icmp eq i64 %64, 0
  br i1 %65, label %57, label %66, !llvm.loop !32

66:                                               ; preds = %61
  store i32 %59, ptr %0, align 4, !tbaa !5
  br label %69

67:                                               ; preds = %57
  store i32 %24, ptr %0, align 4, !tbaa !5
  %68 = icmp sgt i32 %22, 0
  br i1 %68, label %69, label %92

69:                                               ; preds = %66, %67
  %70 = phi i32 [ %59, %66 ], [ %24, %67 ]
  %71 = getelementptr inbounds i8, ptr %0, i64 4
  %72 = zext nneg i32 %70 to i64
  %73 = icmp ult i32 %70, 4
  br i1 %73, label %74, label %76

74:                                               ; preds = %90, %69
  %75 = phi i64 [ 0, %69 ], [ %77, %90 ]
  br label %93

76:                                               ; preds = %69
  %77 = and i64 %72, 2147483644
  br label %78

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %88, %78 ]
  %80 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %79
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load <2 x i64>, ptr %80, align 16, !tbaa !27
  %83 = load <2 x i64>, ptr %81, align 16, !tbaa !27
  %84 = trunc <2 x i64> %82 to <2 x i32>
  %85 = trunc <2 x i64> %83 to <2 x i32>
  %86 = getelementptr inbounds [400 x i32], ptr %71, i64 0, i64 %79
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  store <2 x i32> %84, ptr %86, align 4, !tbaa !10
  store <2 x i32> %85, ptr %87, align 4, !tbaa !10
  %88 = add nuw i64 %79, 4
  %89 = icmp eq i64 %88, %77
  br i1 %89, label %90, label %78, !llvm.loop !33

90:                                               ; preds = %78
  %91 = icmp eq i64 %77, %72
  br i1 %91, label %92, label %74

92:                                               ; preds = %93, %90, %67
  ret void

93:                                               ; preds = %74, %93
  %94 = phi i64 [ %99, %93 ], [ %75, %74 ]
  %95 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %94
  %96 = load i64, ptr %95, align 8, !tbaa !27
  %97 = trunc i64 %96 to i32
  %98 = getelementptr inbounds [400 x i32], ptr %71, i64 0, i64 %94
  store i32 %97, ptr %98, align 4, !tbaa !10
  %99 = add nuw nsw i64 %94, 1
  %100 = icmp eq i64 %99, %72
  br i1 %100, label %92, label %93, !llvm.loop !34
}

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !8, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{i64 0, i64 4, !10, i64 4, i64 1600, !12}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14, !24, !23}
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !8, i64 0}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14, !23, !24}
!34 = distinct !{!34, !14, !24, !23}
