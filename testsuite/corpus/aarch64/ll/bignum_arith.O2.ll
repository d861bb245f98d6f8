; ModuleID = 'programs/bignum_arith.c'
source_filename = "programs/bignum_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@mul.acc = internal unnamed_addr global [800 x i64] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Big, align 4
  %2 = alloca %struct.Big, align 8
  %3 = alloca [16 x i8], align 1
  %4 = alloca %struct.Big, align 4
  %5 = alloca %struct.Big, align 8
  %6 = alloca %struct.Big, align 8
  %7 = alloca %struct.Big, align 8
  %8 = alloca %struct.Big, align 4
  %9 = alloca %struct.Big, align 4
  %10 = alloca %struct.Big, align 8
  %11 = alloca %struct.Big, align 4
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %2) #7
  %12 = getelementptr inbounds i8, ptr %2, i64 4
  store <2 x i32> <i32 1, i32 1>, ptr %2, align 8, !tbaa !6
  br label %16

13:                                               ; preds = %49
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %4) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %4, ptr noundef nonnull align 8 dereferenceable(1604) %2, i64 1604, i1 false), !tbaa.struct !10
  %14 = getelementptr inbounds i8, ptr %4, i64 4
  %15 = load i32, ptr %4, align 4, !tbaa !12
  br label %52

16:                                               ; preds = %49, %0
  %17 = phi i32 [ 1, %0 ], [ %45, %49 ]
  %18 = phi i64 [ 2, %0 ], [ %50, %49 ]
  %19 = icmp sgt i32 %17, 0
  br i1 %19, label %20, label %44

20:                                               ; preds = %16
  %21 = zext nneg i32 %17 to i64
  br label %24

22:                                               ; preds = %24
  %23 = icmp ult i64 %31, 1000000000
  br i1 %23, label %44, label %39

24:                                               ; preds = %24, %20
  %25 = phi i64 [ 0, %20 ], [ %37, %24 ]
  %26 = phi i64 [ 0, %20 ], [ %33, %24 ]
  %27 = getelementptr inbounds [400 x i32], ptr %12, i64 0, i64 %25
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = zext i32 %28 to i64
  %30 = mul nuw nsw i64 %18, %29
  %31 = add nuw nsw i64 %30, %26
  %32 = freeze i64 %31
  %33 = udiv i64 %32, 1000000000
  %34 = mul i64 %33, 1000000000
  %35 = sub i64 %32, %34
  %36 = trunc nuw nsw i64 %35 to i32
  store i32 %36, ptr %27, align 4, !tbaa !6
  %37 = add nuw nsw i64 %25, 1
  %38 = icmp eq i64 %37, %21
  br i1 %38, label %22, label %24, !llvm.loop !14

39:                                               ; preds = %22
  %40 = trunc nuw nsw i64 %33 to i32
  %41 = add nuw nsw i32 %17, 1
  store i32 %41, ptr %2, align 8, !tbaa !12
  %42 = zext nneg i32 %17 to i64
  %43 = getelementptr inbounds [400 x i32], ptr %12, i64 0, i64 %42
  store i32 %40, ptr %43, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %39, %16, %22
  %45 = phi i32 [ %41, %39 ], [ %17, %16 ], [ %17, %22 ]
  %46 = trunc nuw nsw i64 %18 to i32
  switch i32 %46, label %49 [
    i32 300, label %47
    i32 100, label %47
    i32 25, label %47
  ]

47:                                               ; preds = %44, %44, %44
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #7
  %48 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef %46) #7
  call fastcc void @print(ptr noundef nonnull %3, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #7
  br label %49

49:                                               ; preds = %44, %47
  %50 = add nuw nsw i64 %18, 1
  %51 = icmp eq i64 %50, 301
  br i1 %51, label %13, label %16, !llvm.loop !16

52:                                               ; preds = %95, %13
  %53 = phi i32 [ %15, %13 ], [ %96, %95 ]
  %54 = phi i32 [ 0, %13 ], [ %97, %95 ]
  %55 = icmp sgt i32 %53, 0
  br i1 %55, label %56, label %95

56:                                               ; preds = %52
  %57 = zext nneg i32 %53 to i64
  br label %58

58:                                               ; preds = %58, %56
  %59 = phi i64 [ %57, %56 ], [ %61, %58 ]
  %60 = phi i64 [ 0, %56 ], [ %71, %58 ]
  %61 = add nsw i64 %59, -1
  %62 = mul nuw nsw i64 %60, 1000000000
  %63 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %61
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = zext i32 %64 to i64
  %66 = add nuw nsw i64 %62, %65
  %67 = freeze i64 %66
  %68 = udiv i64 %67, 10
  %69 = trunc nuw nsw i64 %68 to i32
  store i32 %69, ptr %63, align 4, !tbaa !6
  %70 = mul i64 %68, 10
  %71 = sub i64 %67, %70
  %72 = icmp ugt i64 %59, 1
  br i1 %72, label %58, label %73, !llvm.loop !17

73:                                               ; preds = %58
  %74 = load i32, ptr %4, align 4, !tbaa !12
  %75 = icmp sgt i32 %74, 1
  br i1 %75, label %76, label %92

76:                                               ; preds = %73
  %77 = zext nneg i32 %74 to i64
  %78 = add nsw i64 %77, -1
  %79 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %87, label %92

82:                                               ; preds = %87
  %83 = add nsw i64 %88, -1
  %84 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %92, !llvm.loop !18

87:                                               ; preds = %76, %82
  %88 = phi i64 [ %83, %82 ], [ %78, %76 ]
  %89 = phi i64 [ %88, %82 ], [ %77, %76 ]
  %90 = trunc nuw nsw i64 %88 to i32
  store i32 %90, ptr %4, align 4, !tbaa !12
  %91 = icmp ugt i64 %89, 2
  br i1 %91, label %82, label %92, !llvm.loop !18

92:                                               ; preds = %87, %82, %76, %73
  %93 = phi i32 [ %74, %73 ], [ %74, %76 ], [ %90, %82 ], [ %90, %87 ]
  %94 = icmp eq i64 %71, 0
  br i1 %94, label %95, label %98

95:                                               ; preds = %52, %92
  %96 = phi i32 [ %53, %52 ], [ %93, %92 ]
  %97 = add nuw nsw i32 %54, 1
  br label %52, !llvm.loop !19

98:                                               ; preds = %92
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %54)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %5) #7
  %100 = getelementptr inbounds i8, ptr %5, i64 4
  store <2 x i32> <i32 1, i32 1>, ptr %5, align 8, !tbaa !6
  br label %105

101:                                              ; preds = %133
  store i32 %134, ptr %5, align 8, !tbaa !12
  call fastcc void @print(ptr noundef nonnull @.str.2, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %8)
  %102 = getelementptr inbounds i8, ptr %6, i64 4
  store <2 x i32> <i32 1, i32 0>, ptr %6, align 8, !tbaa !6
  %103 = getelementptr inbounds i8, ptr %7, i64 4
  store <2 x i32> <i32 1, i32 1>, ptr %7, align 8, !tbaa !6
  %104 = getelementptr inbounds i8, ptr %1, i64 4
  br label %140

105:                                              ; preds = %133, %98
  %106 = phi i32 [ 1, %98 ], [ %134, %133 ]
  %107 = phi i32 [ 0, %98 ], [ %135, %133 ]
  %108 = icmp sgt i32 %106, 0
  br i1 %108, label %109, label %133

109:                                              ; preds = %105
  %110 = zext nneg i32 %106 to i64
  br label %113

111:                                              ; preds = %113
  %112 = icmp ult i64 %120, 1000000000
  br i1 %112, label %133, label %128

113:                                              ; preds = %113, %109
  %114 = phi i64 [ 0, %109 ], [ %126, %113 ]
  %115 = phi i64 [ 0, %109 ], [ %122, %113 ]
  %116 = getelementptr inbounds [400 x i32], ptr %100, i64 0, i64 %114
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = zext i32 %117 to i64
  %119 = shl nuw nsw i64 %118, 1
  %120 = add nuw nsw i64 %119, %115
  %121 = freeze i64 %120
  %122 = udiv i64 %121, 1000000000
  %123 = mul i64 %122, 1000000000
  %124 = sub i64 %121, %123
  %125 = trunc nuw nsw i64 %124 to i32
  store i32 %125, ptr %116, align 4, !tbaa !6
  %126 = add nuw nsw i64 %114, 1
  %127 = icmp eq i64 %126, %110
  br i1 %127, label %111, label %113, !llvm.loop !14

128:                                              ; preds = %111
  %129 = trunc nuw nsw i64 %122 to i32
  %130 = add nuw nsw i32 %106, 1
  %131 = zext nneg i32 %106 to i64
  %132 = getelementptr inbounds [400 x i32], ptr %100, i64 0, i64 %131
  store i32 %129, ptr %132, align 4, !tbaa !6
  br label %133

133:                                              ; preds = %128, %105, %111
  %134 = phi i32 [ %130, %128 ], [ %106, %105 ], [ %106, %111 ]
  %135 = add nuw nsw i32 %107, 1
  %136 = icmp eq i32 %135, 1000
  br i1 %136, label %101, label %105, !llvm.loop !20

137:                                              ; preds = %184
  call fastcc void @print(ptr noundef nonnull @.str.3, ptr noundef nonnull %6)
  call fastcc void @mul(ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %5)
  call fastcc void @print(ptr noundef nonnull @.str.4, ptr noundef nonnull %9)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %10) #7
  store <2 x i32> <i32 1, i32 123456789>, ptr %10, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %11) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %11, ptr noundef nonnull align 8 dereferenceable(1604) %10, i64 1604, i1 false), !tbaa.struct !10
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10)
  call fastcc void @print(ptr noundef nonnull @.str.5, ptr noundef nonnull %11)
  %138 = load i32, ptr %9, align 4, !tbaa !12
  %139 = icmp sgt i32 %138, 0
  br i1 %139, label %187, label %220

140:                                              ; preds = %101, %184
  %141 = phi i32 [ 0, %101 ], [ %185, %184 ]
  %142 = load i32, ptr %6, align 8, !tbaa !12
  %143 = load i32, ptr %7, align 8, !tbaa !12
  %144 = call i32 @llvm.smax.i32(i32 %142, i32 %143)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %1) #7
  %145 = icmp sgt i32 %144, 0
  br i1 %145, label %147, label %146

146:                                              ; preds = %140
  store i32 %144, ptr %1, align 4, !tbaa !12
  br label %184

147:                                              ; preds = %140
  %148 = sext i32 %142 to i64
  %149 = sext i32 %143 to i64
  %150 = zext nneg i32 %144 to i64
  br label %153

151:                                              ; preds = %167
  store i32 %144, ptr %1, align 4, !tbaa !12
  %152 = icmp ult i64 %171, 1000000000
  br i1 %152, label %184, label %180

153:                                              ; preds = %167, %147
  %154 = phi i64 [ 0, %147 ], [ %178, %167 ]
  %155 = phi i64 [ 0, %147 ], [ %173, %167 ]
  %156 = icmp slt i64 %154, %148
  br i1 %156, label %157, label %160

157:                                              ; preds = %153
  %158 = getelementptr inbounds [400 x i32], ptr %102, i64 0, i64 %154
  %159 = load i32, ptr %158, align 4, !tbaa !6
  br label %160

160:                                              ; preds = %157, %153
  %161 = phi i32 [ %159, %157 ], [ 0, %153 ]
  %162 = zext i32 %161 to i64
  %163 = icmp slt i64 %154, %149
  br i1 %163, label %164, label %167

164:                                              ; preds = %160
  %165 = getelementptr inbounds [400 x i32], ptr %103, i64 0, i64 %154
  %166 = load i32, ptr %165, align 4, !tbaa !6
  br label %167

167:                                              ; preds = %164, %160
  %168 = phi i32 [ %166, %164 ], [ 0, %160 ]
  %169 = zext i32 %168 to i64
  %170 = add nuw nsw i64 %155, %162
  %171 = add nuw nsw i64 %170, %169
  %172 = freeze i64 %171
  %173 = udiv i64 %172, 1000000000
  %174 = mul i64 %173, 1000000000
  %175 = sub i64 %172, %174
  %176 = trunc nuw nsw i64 %175 to i32
  %177 = getelementptr inbounds [400 x i32], ptr %104, i64 0, i64 %154
  store i32 %176, ptr %177, align 4, !tbaa !6
  %178 = add nuw nsw i64 %154, 1
  %179 = icmp eq i64 %178, %150
  br i1 %179, label %151, label %153, !llvm.loop !21

180:                                              ; preds = %151
  %181 = trunc nuw nsw i64 %173 to i32
  %182 = add nuw nsw i32 %144, 1
  store i32 %182, ptr %1, align 4, !tbaa !12
  %183 = getelementptr inbounds [400 x i32], ptr %104, i64 0, i64 %150
  store i32 %181, ptr %183, align 4, !tbaa !6
  br label %184

184:                                              ; preds = %146, %151, %180
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %8, ptr noundef nonnull align 4 dereferenceable(1604) %1, i64 1604, i1 false), !tbaa.struct !10
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1604) %6, ptr noundef nonnull align 8 dereferenceable(1604) %7, i64 1604, i1 false), !tbaa.struct !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1604) %7, ptr noundef nonnull align 4 dereferenceable(1604) %8, i64 1604, i1 false), !tbaa.struct !10
  %185 = add nuw nsw i32 %141, 1
  %186 = icmp eq i32 %185, 1000
  br i1 %186, label %137, label %140, !llvm.loop !22

187:                                              ; preds = %137
  %188 = getelementptr inbounds i8, ptr %9, i64 4
  %189 = zext nneg i32 %138 to i64
  br label %190

190:                                              ; preds = %190, %187
  %191 = phi i64 [ %189, %187 ], [ %193, %190 ]
  %192 = phi i64 [ 0, %187 ], [ %203, %190 ]
  %193 = add nsw i64 %191, -1
  %194 = mul nuw nsw i64 %192, 1000000000
  %195 = getelementptr inbounds [400 x i32], ptr %188, i64 0, i64 %193
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = zext i32 %196 to i64
  %198 = add nuw nsw i64 %194, %197
  %199 = freeze i64 %198
  %200 = udiv i64 %199, 1000000007
  %201 = trunc nuw nsw i64 %200 to i32
  store i32 %201, ptr %195, align 4, !tbaa !6
  %202 = mul i64 %200, 1000000007
  %203 = sub i64 %199, %202
  %204 = icmp ugt i64 %191, 1
  br i1 %204, label %190, label %205, !llvm.loop !17

205:                                              ; preds = %190
  %206 = load i32, ptr %9, align 4, !tbaa !12
  %207 = trunc nuw nsw i64 %203 to i32
  %208 = icmp sgt i32 %206, 1
  br i1 %208, label %209, label %220

209:                                              ; preds = %205
  %210 = zext nneg i32 %206 to i64
  br label %211

211:                                              ; preds = %217, %209
  %212 = phi i64 [ %210, %209 ], [ %213, %217 ]
  %213 = add nsw i64 %212, -1
  %214 = getelementptr inbounds [400 x i32], ptr %188, i64 0, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !6
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %217, label %220

217:                                              ; preds = %211
  %218 = trunc nuw nsw i64 %213 to i32
  store i32 %218, ptr %9, align 4, !tbaa !12
  %219 = icmp ugt i64 %212, 2
  br i1 %219, label %211, label %220, !llvm.loop !18

220:                                              ; preds = %211, %217, %137, %205
  %221 = phi i32 [ %207, %205 ], [ 0, %137 ], [ %207, %217 ], [ %207, %211 ]
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %221)
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %11) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %2) #7
  ret i32 %54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca [3601 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 3601, ptr nonnull %3) #7
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = load i32, ptr %1, align 4, !tbaa !12
  %6 = add nsw i32 %5, -1
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [400 x i32], ptr %4, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %9) #7
  %11 = load i32, ptr %1, align 4, !tbaa !12
  %12 = icmp sgt i32 %11, 1
  br i1 %12, label %13, label %16

13:                                               ; preds = %2
  %14 = add nsw i32 %11, -2
  %15 = zext nneg i32 %14 to i64
  br label %70

16:                                               ; preds = %70, %2
  %17 = phi i32 [ %10, %2 ], [ %78, %70 ]
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %99

19:                                               ; preds = %16
  %20 = zext nneg i32 %17 to i64
  %21 = icmp ult i32 %17, 8
  br i1 %21, label %49, label %22

22:                                               ; preds = %19
  %23 = icmp ult i32 %17, 32
  br i1 %23, label %52, label %24

24:                                               ; preds = %22
  %25 = and i64 %20, 2147483616
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %40, %26 ]
  %28 = phi <16 x i32> [ zeroinitializer, %24 ], [ %38, %26 ]
  %29 = phi <16 x i32> [ zeroinitializer, %24 ], [ %39, %26 ]
  %30 = getelementptr inbounds [3601 x i8], ptr %3, i64 0, i64 %27
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load <16 x i8>, ptr %30, align 1, !tbaa !11
  %33 = load <16 x i8>, ptr %31, align 1, !tbaa !11
  %34 = zext <16 x i8> %32 to <16 x i32>
  %35 = zext <16 x i8> %33 to <16 x i32>
  %36 = add <16 x i32> %28, <i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48>
  %37 = add <16 x i32> %29, <i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48>
  %38 = add <16 x i32> %36, %34
  %39 = add <16 x i32> %37, %35
  %40 = add nuw i64 %27, 32
  %41 = icmp eq i64 %40, %25
  br i1 %41, label %42, label %26, !llvm.loop !23

42:                                               ; preds = %26
  %43 = add <16 x i32> %39, %38
  %44 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %43)
  %45 = icmp eq i64 %25, %20
  br i1 %45, label %81, label %46

46:                                               ; preds = %42
  %47 = and i64 %20, 24
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %49, label %52

49:                                               ; preds = %67, %19, %46
  %50 = phi i64 [ 0, %19 ], [ %25, %46 ], [ %55, %67 ]
  %51 = phi i32 [ 0, %19 ], [ %44, %46 ], [ %68, %67 ]
  br label %84

52:                                               ; preds = %22, %46
  %53 = phi i32 [ %44, %46 ], [ 0, %22 ]
  %54 = phi i64 [ %25, %46 ], [ 0, %22 ]
  %55 = and i64 %20, 2147483640
  %56 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %53, i64 0
  br label %57

57:                                               ; preds = %57, %52
  %58 = phi i64 [ %54, %52 ], [ %65, %57 ]
  %59 = phi <8 x i32> [ %56, %52 ], [ %64, %57 ]
  %60 = getelementptr inbounds [3601 x i8], ptr %3, i64 0, i64 %58
  %61 = load <8 x i8>, ptr %60, align 1, !tbaa !11
  %62 = zext <8 x i8> %61 to <8 x i32>
  %63 = add <8 x i32> %59, <i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48, i32 -48>
  %64 = add <8 x i32> %63, %62
  %65 = add nuw i64 %58, 8
  %66 = icmp eq i64 %65, %55
  br i1 %66, label %67, label %57, !llvm.loop !26

67:                                               ; preds = %57
  %68 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %64)
  %69 = icmp eq i64 %55, %20
  br i1 %69, label %81, label %49

70:                                               ; preds = %13, %70
  %71 = phi i64 [ %15, %13 ], [ %79, %70 ]
  %72 = phi i32 [ %10, %13 ], [ %78, %70 ]
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i8, ptr %3, i64 %73
  %75 = getelementptr inbounds [400 x i32], ptr %4, i64 0, i64 %71
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %74, ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %76) #7
  %78 = add nsw i32 %77, %72
  %79 = add nsw i64 %71, -1
  %80 = icmp eq i64 %71, 0
  br i1 %80, label %16, label %70, !llvm.loop !27

81:                                               ; preds = %84, %67, %42
  %82 = phi i32 [ %44, %42 ], [ %68, %67 ], [ %91, %84 ]
  %83 = icmp sgt i32 %17, 60
  br i1 %83, label %94, label %99

84:                                               ; preds = %49, %84
  %85 = phi i64 [ %92, %84 ], [ %50, %49 ]
  %86 = phi i32 [ %91, %84 ], [ %51, %49 ]
  %87 = getelementptr inbounds [3601 x i8], ptr %3, i64 0, i64 %85
  %88 = load i8, ptr %87, align 1, !tbaa !11
  %89 = zext i8 %88 to i32
  %90 = add i32 %86, -48
  %91 = add i32 %90, %89
  %92 = add nuw nsw i64 %85, 1
  %93 = icmp eq i64 %92, %20
  br i1 %93, label %81, label %84, !llvm.loop !28

94:                                               ; preds = %81
  %95 = zext nneg i32 %17 to i64
  %96 = getelementptr inbounds i8, ptr %3, i64 %95
  %97 = getelementptr inbounds i8, ptr %96, i64 -25
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %0, ptr noundef nonnull %3, ptr noundef nonnull %97, i32 noundef %17, i32 noundef %82)
  br label %102

99:                                               ; preds = %16, %81
  %100 = phi i32 [ %82, %81 ], [ 0, %16 ]
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, ptr noundef nonnull %3, i32 noundef %100)
  br label %102

102:                                              ; preds = %99, %94
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(6400) @mul.acc, i8 0, i64 6400, i1 false)
  %4 = load i32, ptr %1, align 4, !tbaa !12
  %5 = icmp sgt i32 %4, 0
  %6 = load i32, ptr %2, align 4, !tbaa !12
  br i1 %5, label %7, label %21

7:                                                ; preds = %3
  %8 = icmp sgt i32 %6, 0
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = getelementptr inbounds i8, ptr %2, i64 4
  %11 = zext nneg i32 %4 to i64
  %12 = zext nneg i32 %6 to i64
  br label %13

13:                                               ; preds = %7, %57
  %14 = phi i64 [ 0, %7 ], [ %58, %57 ]
  %15 = phi i32 [ %6, %7 ], [ %59, %57 ]
  %16 = sext i32 %15 to i64
  br i1 %8, label %17, label %57

17:                                               ; preds = %13
  %18 = getelementptr inbounds [400 x i32], ptr %9, i64 0, i64 %14
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = zext i32 %19 to i64
  br label %27

21:                                               ; preds = %57, %3
  %22 = add i32 %6, %4
  %23 = zext i32 %22 to i64
  %24 = tail call i32 @llvm.smin.i32(i32 %22, i32 1)
  br label %61

25:                                               ; preds = %27
  %26 = icmp ult i64 %38, 1000000000
  br i1 %26, label %57, label %45

27:                                               ; preds = %17, %27
  %28 = phi i64 [ 0, %17 ], [ %43, %27 ]
  %29 = phi i64 [ 0, %17 ], [ %40, %27 ]
  %30 = add nuw nsw i64 %28, %14
  %31 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !29
  %33 = getelementptr inbounds [400 x i32], ptr %10, i64 0, i64 %28
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = zext i32 %34 to i64
  %36 = mul nuw i64 %35, %20
  %37 = add i64 %32, %29
  %38 = add i64 %37, %36
  %39 = freeze i64 %38
  %40 = udiv i64 %39, 1000000000
  %41 = mul i64 %40, 1000000000
  %42 = sub i64 %39, %41
  store i64 %42, ptr %31, align 8, !tbaa !29
  %43 = add nuw nsw i64 %28, 1
  %44 = icmp eq i64 %43, %12
  br i1 %44, label %25, label %27, !llvm.loop !31

45:                                               ; preds = %25, %45
  %46 = phi i64 [ %55, %45 ], [ %16, %25 ]
  %47 = phi i64 [ %52, %45 ], [ %40, %25 ]
  %48 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %46
  %49 = load i64, ptr %48, align 8, !tbaa !29
  %50 = add i64 %49, %47
  %51 = freeze i64 %50
  %52 = udiv i64 %51, 1000000000
  %53 = mul i64 %52, 1000000000
  %54 = sub i64 %51, %53
  store i64 %54, ptr %48, align 8, !tbaa !29
  %55 = add nsw i64 %46, 1
  %56 = icmp ult i64 %50, 1000000000
  br i1 %56, label %57, label %45, !llvm.loop !32

57:                                               ; preds = %45, %13, %25
  %58 = add nuw nsw i64 %14, 1
  %59 = add i32 %15, 1
  %60 = icmp eq i64 %58, %11
  br i1 %60, label %21, label %13, !llvm.loop !33

61:                                               ; preds = %65, %21
  %62 = phi i64 [ %66, %65 ], [ %23, %21 ]
  %63 = trunc nuw i64 %62 to i32
  %64 = icmp sgt i32 %63, 1
  br i1 %64, label %65, label %71

65:                                               ; preds = %61
  %66 = add nsw i64 %62, -1
  %67 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8, !tbaa !29
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %61, label %70, !llvm.loop !34

70:                                               ; preds = %65
  store i32 %63, ptr %0, align 4, !tbaa !12
  br label %73

71:                                               ; preds = %61
  store i32 %24, ptr %0, align 4, !tbaa !12
  %72 = icmp sgt i32 %22, 0
  br i1 %72, label %73, label %96

73:                                               ; preds = %70, %71
  %74 = phi i32 [ %63, %70 ], [ %24, %71 ]
  %75 = getelementptr inbounds i8, ptr %0, i64 4
  %76 = zext nneg i32 %74 to i64
  %77 = icmp ult i32 %74, 8
  br i1 %77, label %78, label %80

78:                                               ; preds = %94, %73
  %79 = phi i64 [ 0, %73 ], [ %81, %94 ]
  br label %97

80:                                               ; preds = %73
  %81 = and i64 %76, 2147483640
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 0, %80 ], [ %92, %82 ]
  %84 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %83
  %85 = getelementptr inbounds i8, ptr %84, i64 32
  %86 = load <4 x i64>, ptr %84, align 8, !tbaa !29
  %87 = load <4 x i64>, ptr %85, align 8, !tbaa !29
  %88 = trunc <4 x i64> %86 to <4 x i32>
  %89 = trunc <4 x i64> %87 to <4 x i32>
  %90 = getelementptr inbounds [400 x i32], ptr %75, i64 0, i64 %83
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  store <4 x i32> %88, ptr %90, align 4, !tbaa !6
  store <4 x i32> %89, ptr %91, align 4, !tbaa !6
  %92 = add nuw i64 %83, 8
  %93 = icmp eq i64 %92, %81
  br i1 %93, label %94, label %82, !llvm.loop !35

94:                                               ; preds = %82
  %95 = icmp eq i64 %81, %76
  br i1 %95, label %96, label %78

96:                                               ; preds = %97, %94, %71
  ret void

97:                                               ; preds = %78, %97
  %98 = phi i64 [ %103, %97 ], [ %79, %78 ]
  %99 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %98
  %100 = load i64, ptr %99, align 8, !tbaa !29
  %101 = trunc i64 %100 to i32
  %102 = getelementptr inbounds [400 x i32], ptr %75, i64 0, i64 %98
  store i32 %101, ptr %102, align 4, !tbaa !6
  %103 = add nuw nsw i64 %98, 1
  %104 = icmp eq i64 %103, %76
  br i1 %104, label %96, label %97, !llvm.loop !36
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
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i64 0, i64 4, !6, i64 4, i64 1600, !11}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"", !7, i64 0, !8, i64 4}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !15, !24, !25}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !15, !25, !24}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !8, i64 0}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !15}
!35 = distinct !{!35, !15, !24, !25}
!36 = distinct !{!36, !15, !25, !24}
