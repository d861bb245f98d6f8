; ModuleID = 'programs/permutations_ranking.c'
source_filename = "programs/permutations_ranking.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fact = internal unnamed_addr global [21 x i64] zeroinitializer, align 16
@__const.main.a = private unnamed_addr constant [5 x i32] [i32 1, i32 1, i32 2, i32 2, i32 3], align 16
@.str = private unnamed_addr constant [36 x i8] c"multiset permutations=%d hash=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [56 x i8] c"rank/unrank bad=%d last perm starts %d %d %d, 20!=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"5-subsets of 20: %d sum=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"gray code single-bit steps=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"partitions: p(10)=%ld p(30)=%ld p(50)=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"C(67,33)=%llu C(60,30)=%llu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i32], align 16
  %2 = alloca [20 x i32], align 16
  %3 = alloca [20 x i32], align 16
  %4 = alloca [5 x i32], align 16
  %5 = alloca [20 x i32], align 16
  %6 = alloca [20 x i32], align 16
  %7 = alloca [68 x [68 x i64]], align 16
  store i64 1, ptr @fact, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 1, ptr getelementptr inbounds (i8, ptr @fact, i64 8), align 8, !tbaa !5
  store i64 2, ptr getelementptr inbounds (i8, ptr @fact, i64 16), align 16, !tbaa !5
  store i64 6, ptr getelementptr inbounds (i8, ptr @fact, i64 24), align 8, !tbaa !5
  store i64 24, ptr getelementptr inbounds (i8, ptr @fact, i64 32), align 16, !tbaa !5
  store i64 120, ptr getelementptr inbounds (i8, ptr @fact, i64 40), align 8, !tbaa !5
  store i64 720, ptr getelementptr inbounds (i8, ptr @fact, i64 48), align 16, !tbaa !5
  store i64 5040, ptr getelementptr inbounds (i8, ptr @fact, i64 56), align 8, !tbaa !5
  store i64 40320, ptr getelementptr inbounds (i8, ptr @fact, i64 64), align 16, !tbaa !5
  store i64 362880, ptr getelementptr inbounds (i8, ptr @fact, i64 72), align 8, !tbaa !5
  store i64 3628800, ptr getelementptr inbounds (i8, ptr @fact, i64 80), align 16, !tbaa !5
  store i64 39916800, ptr getelementptr inbounds (i8, ptr @fact, i64 88), align 8, !tbaa !5
  store i64 479001600, ptr getelementptr inbounds (i8, ptr @fact, i64 96), align 16, !tbaa !5
  store i64 6227020800, ptr getelementptr inbounds (i8, ptr @fact, i64 104), align 8, !tbaa !5
  store i64 87178291200, ptr getelementptr inbounds (i8, ptr @fact, i64 112), align 16, !tbaa !5
  store i64 1307674368000, ptr getelementptr inbounds (i8, ptr @fact, i64 120), align 8, !tbaa !5
  store i64 20922789888000, ptr getelementptr inbounds (i8, ptr @fact, i64 128), align 16, !tbaa !5
  store i64 355687428096000, ptr getelementptr inbounds (i8, ptr @fact, i64 136), align 8, !tbaa !5
  store i64 6402373705728000, ptr getelementptr inbounds (i8, ptr @fact, i64 144), align 16, !tbaa !5
  store i64 121645100408832000, ptr getelementptr inbounds (i8, ptr @fact, i64 152), align 8, !tbaa !5
  store i64 2432902008176640000, ptr getelementptr inbounds (i8, ptr @fact, i64 160), align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %4, i64 12
  %10 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %4, ptr noundef nonnull align 16 dereferenceable(20) @__const.main.a, i64 20, i1 false)
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  br label %12

12:                                               ; preds = %60, %0
  %13 = phi i32 [ 3, %0 ], [ %65, %60 ]
  %14 = phi i32 [ 2, %0 ], [ %64, %60 ]
  %15 = phi i32 [ 2, %0 ], [ %63, %60 ]
  %16 = phi i32 [ 1, %0 ], [ %62, %60 ]
  %17 = phi i32 [ 1, %0 ], [ %61, %60 ]
  %18 = phi i32 [ 0, %0 ], [ %29, %60 ]
  %19 = phi i32 [ 0, %0 ], [ %30, %60 ]
  %20 = mul i32 %18, 7
  %21 = add i32 %17, %20
  %22 = mul i32 %21, 7
  %23 = add i32 %16, %22
  %24 = mul i32 %23, 7
  %25 = add i32 %15, %24
  %26 = mul i32 %25, 7
  %27 = add i32 %14, %26
  %28 = mul i32 %27, 7
  %29 = add i32 %13, %28
  %30 = add nuw nsw i32 %19, 1
  %31 = icmp slt i32 %14, %13
  br i1 %31, label %32, label %36

32:                                               ; preds = %40, %38, %36, %12
  %33 = phi i32 [ %14, %12 ], [ %15, %36 ], [ %16, %38 ], [ %17, %40 ]
  %34 = phi ptr [ %9, %12 ], [ %8, %36 ], [ %10, %38 ], [ %4, %40 ]
  %35 = phi i64 [ 4, %12 ], [ 3, %36 ], [ 2, %38 ], [ 1, %40 ]
  br label %42

36:                                               ; preds = %12
  %37 = icmp slt i32 %15, %14
  br i1 %37, label %32, label %38

38:                                               ; preds = %36
  %39 = icmp slt i32 %16, %15
  br i1 %39, label %32, label %40

40:                                               ; preds = %38
  %41 = icmp slt i32 %17, %16
  br i1 %41, label %32, label %66

42:                                               ; preds = %42, %32
  %43 = phi i64 [ %47, %42 ], [ 4, %32 ]
  %44 = getelementptr inbounds i32, ptr %4, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !9
  %46 = icmp sgt i32 %45, %33
  %47 = add nsw i64 %43, -1
  br i1 %46, label %48, label %42, !llvm.loop !11

48:                                               ; preds = %42
  %49 = getelementptr inbounds i32, ptr %4, i64 %43
  store i32 %45, ptr %34, align 4, !tbaa !9
  store i32 %33, ptr %49, align 4, !tbaa !9
  br i1 %31, label %60, label %50

50:                                               ; preds = %48, %50
  %51 = phi i64 [ %57, %50 ], [ 4, %48 ]
  %52 = phi i64 [ %58, %50 ], [ %35, %48 ]
  %53 = getelementptr inbounds i32, ptr %4, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !9
  %55 = getelementptr inbounds i32, ptr %4, i64 %51
  %56 = load i32, ptr %55, align 4, !tbaa !9
  store i32 %56, ptr %53, align 4, !tbaa !9
  store i32 %54, ptr %55, align 4, !tbaa !9
  %57 = add nsw i64 %51, -1
  %58 = add nuw nsw i64 %52, 1
  %59 = icmp ult i64 %58, %57
  br i1 %59, label %50, label %60, !llvm.loop !13

60:                                               ; preds = %50, %48
  %61 = load i32, ptr %4, align 16, !tbaa !9
  %62 = load i32, ptr %10, align 4, !tbaa !9
  %63 = load i32, ptr %8, align 8, !tbaa !9
  %64 = load i32, ptr %9, align 4, !tbaa !9
  %65 = load i32, ptr %11, align 16, !tbaa !9
  br label %12, !llvm.loop !14

66:                                               ; preds = %40
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %30, i32 noundef %29)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #7
  %68 = load i64, ptr getelementptr inbounds (i8, ptr @fact, i64 160), align 16, !tbaa !5
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %66
  %71 = udiv i64 %68, 97
  br label %109

72:                                               ; preds = %196, %66
  %73 = phi i32 [ 0, %66 ], [ %199, %196 ]
  %74 = add i64 %68, -1
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %3, i8 0, i64 80, i1 false)
  br label %75

75:                                               ; preds = %93, %72
  %76 = phi i64 [ 0, %72 ], [ %97, %93 ]
  %77 = phi i64 [ %74, %72 ], [ %82, %93 ]
  %78 = sub nuw nsw i64 19, %76
  %79 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %78
  %80 = load i64, ptr %79, align 8, !tbaa !5
  %81 = udiv i64 %77, %80
  %82 = urem i64 %77, %80
  %83 = trunc i64 %81 to i32
  br label %84

84:                                               ; preds = %99, %75
  %85 = phi i64 [ %101, %99 ], [ 0, %75 ]
  %86 = phi i32 [ %100, %99 ], [ %83, %75 ]
  %87 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %85
  %88 = load i32, ptr %87, align 4, !tbaa !9
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %99

90:                                               ; preds = %84
  %91 = add nsw i32 %86, -1
  %92 = icmp eq i32 %86, 0
  br i1 %92, label %93, label %99

93:                                               ; preds = %90
  %94 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %85
  %95 = trunc nuw nsw i64 %85 to i32
  %96 = getelementptr inbounds i32, ptr %6, i64 %76
  store i32 %95, ptr %96, align 4, !tbaa !9
  store i32 1, ptr %94, align 4, !tbaa !9
  %97 = add nuw nsw i64 %76, 1
  %98 = icmp eq i64 %97, 20
  br i1 %98, label %102, label %75, !llvm.loop !15

99:                                               ; preds = %90, %84
  %100 = phi i32 [ %86, %84 ], [ %91, %90 ]
  %101 = add nuw nsw i64 %85, 1
  br label %84

102:                                              ; preds = %93
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #7
  %103 = load i32, ptr %6, align 16, !tbaa !9
  %104 = getelementptr inbounds i8, ptr %6, i64 4
  %105 = load i32, ptr %104, align 4, !tbaa !9
  %106 = getelementptr inbounds i8, ptr %6, i64 8
  %107 = load i32, ptr %106, align 8, !tbaa !9
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %73, i32 noundef %103, i32 noundef %105, i32 noundef %107, i64 noundef %68)
  br label %229

109:                                              ; preds = %70, %196
  %110 = phi i64 [ 0, %70 ], [ %201, %196 ]
  %111 = phi i32 [ 0, %70 ], [ %199, %196 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  br label %112

112:                                              ; preds = %130, %109
  %113 = phi i64 [ 0, %109 ], [ %134, %130 ]
  %114 = phi i64 [ %110, %109 ], [ %119, %130 ]
  %115 = sub nuw nsw i64 19, %113
  %116 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %115
  %117 = load i64, ptr %116, align 8, !tbaa !5
  %118 = udiv i64 %114, %117
  %119 = urem i64 %114, %117
  %120 = trunc i64 %118 to i32
  br label %121

121:                                              ; preds = %136, %112
  %122 = phi i64 [ %138, %136 ], [ 0, %112 ]
  %123 = phi i32 [ %137, %136 ], [ %120, %112 ]
  %124 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %122
  %125 = load i32, ptr %124, align 4, !tbaa !9
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %127, label %136

127:                                              ; preds = %121
  %128 = add nsw i32 %123, -1
  %129 = icmp eq i32 %123, 0
  br i1 %129, label %130, label %136

130:                                              ; preds = %127
  %131 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %122
  %132 = trunc nuw nsw i64 %122 to i32
  %133 = getelementptr inbounds i32, ptr %5, i64 %113
  store i32 %132, ptr %133, align 4, !tbaa !9
  store i32 1, ptr %131, align 4, !tbaa !9
  %134 = add nuw nsw i64 %113, 1
  %135 = icmp eq i64 %134, 20
  br i1 %135, label %139, label %112, !llvm.loop !15

136:                                              ; preds = %127, %121
  %137 = phi i32 [ %123, %121 ], [ %128, %127 ]
  %138 = add nuw nsw i64 %122, 1
  br label %121

139:                                              ; preds = %130
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %1, i8 0, i64 80, i1 false)
  br label %140

140:                                              ; preds = %174, %139
  %141 = phi i64 [ 0, %139 ], [ %184, %174 ]
  %142 = phi i64 [ 0, %139 ], [ %183, %174 ]
  %143 = getelementptr inbounds i32, ptr %5, i64 %141
  %144 = load i32, ptr %143, align 4, !tbaa !9
  %145 = icmp sgt i32 %144, 0
  br i1 %145, label %146, label %174

146:                                              ; preds = %140
  %147 = zext nneg i32 %144 to i64
  %148 = icmp ult i32 %144, 8
  br i1 %148, label %149, label %152

149:                                              ; preds = %170, %146
  %150 = phi i64 [ 0, %146 ], [ %153, %170 ]
  %151 = phi i32 [ 0, %146 ], [ %172, %170 ]
  br label %186

152:                                              ; preds = %146
  %153 = and i64 %147, 2147483640
  br label %154

154:                                              ; preds = %154, %152
  %155 = phi i64 [ 0, %152 ], [ %168, %154 ]
  %156 = phi <4 x i32> [ zeroinitializer, %152 ], [ %166, %154 ]
  %157 = phi <4 x i32> [ zeroinitializer, %152 ], [ %167, %154 ]
  %158 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %155
  %159 = getelementptr inbounds i8, ptr %158, i64 16
  %160 = load <4 x i32>, ptr %158, align 16, !tbaa !9
  %161 = load <4 x i32>, ptr %159, align 16, !tbaa !9
  %162 = icmp eq <4 x i32> %160, zeroinitializer
  %163 = icmp eq <4 x i32> %161, zeroinitializer
  %164 = zext <4 x i1> %162 to <4 x i32>
  %165 = zext <4 x i1> %163 to <4 x i32>
  %166 = add <4 x i32> %156, %164
  %167 = add <4 x i32> %157, %165
  %168 = add nuw i64 %155, 8
  %169 = icmp eq i64 %168, %153
  br i1 %169, label %170, label %154, !llvm.loop !16

170:                                              ; preds = %154
  %171 = add <4 x i32> %167, %166
  %172 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %171)
  %173 = icmp eq i64 %153, %147
  br i1 %173, label %174, label %149

174:                                              ; preds = %186, %170, %140
  %175 = phi i32 [ 0, %140 ], [ %172, %170 ], [ %193, %186 ]
  %176 = sext i32 %144 to i64
  %177 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %176
  store i32 1, ptr %177, align 4, !tbaa !9
  %178 = zext nneg i32 %175 to i64
  %179 = sub nuw nsw i64 19, %141
  %180 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %179
  %181 = load i64, ptr %180, align 8, !tbaa !5
  %182 = mul i64 %181, %178
  %183 = add i64 %182, %142
  %184 = add nuw nsw i64 %141, 1
  %185 = icmp eq i64 %184, 20
  br i1 %185, label %196, label %140, !llvm.loop !19

186:                                              ; preds = %149, %186
  %187 = phi i64 [ %194, %186 ], [ %150, %149 ]
  %188 = phi i32 [ %193, %186 ], [ %151, %149 ]
  %189 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %187
  %190 = load i32, ptr %189, align 4, !tbaa !9
  %191 = icmp eq i32 %190, 0
  %192 = zext i1 %191 to i32
  %193 = add nuw nsw i32 %188, %192
  %194 = add nuw nsw i64 %187, 1
  %195 = icmp eq i64 %194, %147
  br i1 %195, label %174, label %186, !llvm.loop !20

196:                                              ; preds = %174
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #7
  %197 = icmp ne i64 %183, %110
  %198 = zext i1 %197 to i32
  %199 = add nuw nsw i32 %111, %198
  %200 = add i64 %110, 12345
  %201 = add i64 %200, %71
  %202 = icmp ult i64 %201, %68
  br i1 %202, label %109, label %72, !llvm.loop !21

203:                                              ; preds = %229
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %233, i64 noundef %234)
  br label %205

205:                                              ; preds = %205, %203
  %206 = phi i32 [ 0, %203 ], [ %226, %205 ]
  %207 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %203 ], [ %227, %205 ]
  %208 = phi <4 x i1> [ zeroinitializer, %203 ], [ %224, %205 ]
  %209 = phi <4 x i1> [ zeroinitializer, %203 ], [ %225, %205 ]
  %210 = phi <4 x i32> [ <i32 poison, i32 poison, i32 poison, i32 0>, %203 ], [ %215, %205 ]
  %211 = add <4 x i32> %207, <i32 4, i32 4, i32 4, i32 4>
  %212 = lshr <4 x i32> %207, <i32 1, i32 1, i32 1, i32 1>
  %213 = lshr <4 x i32> %211, <i32 1, i32 1, i32 1, i32 1>
  %214 = xor <4 x i32> %212, %207
  %215 = xor <4 x i32> %213, %211
  %216 = shufflevector <4 x i32> %210, <4 x i32> %214, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %217 = shufflevector <4 x i32> %214, <4 x i32> %215, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %218 = xor <4 x i32> %214, %216
  %219 = xor <4 x i32> %215, %217
  %220 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %218)
  %221 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %219)
  %222 = icmp ne <4 x i32> %220, <i32 1, i32 1, i32 1, i32 1>
  %223 = icmp ne <4 x i32> %221, <i32 1, i32 1, i32 1, i32 1>
  %224 = or <4 x i1> %208, %222
  %225 = or <4 x i1> %209, %223
  %226 = add nuw i32 %206, 8
  %227 = add <4 x i32> %207, <i32 8, i32 8, i32 8, i32 8>
  %228 = icmp eq i32 %226, 1016
  br i1 %228, label %246, label %205, !llvm.loop !22

229:                                              ; preds = %102, %229
  %230 = phi i64 [ 31, %102 ], [ %244, %229 ]
  %231 = phi i64 [ 0, %102 ], [ %234, %229 ]
  %232 = phi i32 [ 0, %102 ], [ %233, %229 ]
  %233 = add nuw nsw i32 %232, 1
  %234 = add i64 %230, %231
  %235 = sub nsw i64 0, %230
  %236 = and i64 %230, %235
  %237 = add nuw nsw i64 %236, %230
  %238 = xor i64 %237, %230
  %239 = lshr i64 %238, 2
  %240 = trunc nuw nsw i64 %239 to i32
  %241 = trunc nuw nsw i64 %236 to i32
  %242 = udiv i32 %240, %241
  %243 = zext nneg i32 %242 to i64
  %244 = or i64 %237, %243
  %245 = icmp ult i64 %244, 1048576
  br i1 %245, label %229, label %203, !llvm.loop !23

246:                                              ; preds = %205
  %247 = extractelement <4 x i32> %215, i64 3
  %248 = or <4 x i1> %225, %224
  %249 = freeze <4 x i1> %248
  %250 = bitcast <4 x i1> %249 to i4
  %251 = icmp eq i4 %250, 0
  %252 = icmp eq i32 %247, 516
  %253 = and i1 %252, %251
  %254 = zext i1 %253 to i32
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %254)
  %256 = tail call fastcc i64 @partitions(i32 noundef 10, i32 noundef 10)
  %257 = tail call fastcc i64 @partitions(i32 noundef 30, i32 noundef 30)
  %258 = tail call fastcc i64 @partitions(i32 noundef 50, i32 noundef 50)
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %256, i64 noundef %257, i64 noundef %258)
  call void @llvm.lifetime.start.p0(i64 36992, ptr nonnull %7) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36992) %7, i8 0, i64 36992, i1 false)
  br label %268

260:                                              ; preds = %293
  %261 = getelementptr inbounds i8, ptr %7, i64 36712
  %262 = load i64, ptr %261, align 8, !tbaa !5
  %263 = getelementptr inbounds i8, ptr %7, i64 32880
  %264 = load i64, ptr %263, align 16, !tbaa !5
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %262, i64 noundef %264)
  %266 = icmp eq i32 %73, 0
  %267 = select i1 %266, i32 %30, i32 100
  call void @llvm.lifetime.end.p0(i64 36992, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #7
  ret i32 %267

268:                                              ; preds = %246, %293
  %269 = phi i64 [ 0, %246 ], [ %294, %293 ]
  %270 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %269
  store i64 1, ptr %270, align 16, !tbaa !5
  %271 = icmp eq i64 %269, 0
  br i1 %271, label %293, label %272

272:                                              ; preds = %268
  %273 = add nsw i64 %269, -1
  %274 = and i64 %269, 1
  %275 = icmp eq i64 %269, 1
  br i1 %275, label %278, label %276

276:                                              ; preds = %272
  %277 = and i64 %269, 9223372036854775806
  br label %296

278:                                              ; preds = %317, %272
  %279 = phi i64 [ 1, %272 ], [ %321, %317 ]
  %280 = icmp eq i64 %274, 0
  br i1 %280, label %293, label %281

281:                                              ; preds = %278
  %282 = add nsw i64 %279, -1
  %283 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %282
  %284 = load i64, ptr %283, align 8, !tbaa !5
  %285 = icmp ult i64 %279, %269
  br i1 %285, label %286, label %289

286:                                              ; preds = %281
  %287 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %279
  %288 = load i64, ptr %287, align 8, !tbaa !5
  br label %289

289:                                              ; preds = %286, %281
  %290 = phi i64 [ %288, %286 ], [ 0, %281 ]
  %291 = add i64 %290, %284
  %292 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %269, i64 %279
  store i64 %291, ptr %292, align 8, !tbaa !5
  br label %293

293:                                              ; preds = %289, %278, %268
  %294 = add nuw nsw i64 %269, 1
  %295 = icmp eq i64 %294, 68
  br i1 %295, label %260, label %268, !llvm.loop !24

296:                                              ; preds = %317, %276
  %297 = phi i64 [ 1, %276 ], [ %321, %317 ]
  %298 = phi i64 [ 0, %276 ], [ %322, %317 ]
  %299 = add nsw i64 %297, -1
  %300 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %299
  %301 = load i64, ptr %300, align 8, !tbaa !5
  %302 = icmp ult i64 %297, %269
  br i1 %302, label %303, label %306

303:                                              ; preds = %296
  %304 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %297
  %305 = load i64, ptr %304, align 8, !tbaa !5
  br label %306

306:                                              ; preds = %296, %303
  %307 = phi i64 [ %305, %303 ], [ 0, %296 ]
  %308 = add i64 %307, %301
  %309 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %269, i64 %297
  store i64 %308, ptr %309, align 8, !tbaa !5
  %310 = add nuw nsw i64 %297, 1
  %311 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %297
  %312 = load i64, ptr %311, align 8, !tbaa !5
  %313 = icmp ult i64 %310, %269
  br i1 %313, label %314, label %317

314:                                              ; preds = %306
  %315 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %310
  %316 = load i64, ptr %315, align 8, !tbaa !5
  br label %317

317:                                              ; preds = %314, %306
  %318 = phi i64 [ %316, %314 ], [ 0, %306 ]
  %319 = add i64 %318, %312
  %320 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %269, i64 %310
  store i64 %319, ptr %320, align 8, !tbaa !5
  %321 = add nuw nsw i64 %297, 2
  %322 = add i64 %298, 2
  %323 = icmp eq i64 %322, %277
  br i1 %323, label %278, label %296, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %15, label %4

4:                                                ; preds = %2
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0)
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
  %10 = sub nsw i32 %0, %8
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8)
  %12 = add nsw i64 %11, %9
  %13 = add nsw i32 %8, -1
  %14 = icmp ugt i32 %8, 1
  br i1 %14, label %7, label %15, !llvm.loop !26

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ]
  ret i64 %16
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12, !18, !17}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12, !17, !18}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
