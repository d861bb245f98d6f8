; ModuleID = 'programs/avl_tree_rotations.c'
source_filename = "programs/avl_tree_rotations.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"size=%d height=%d balanced=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"after erase size=%d height=%d balanced=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"kth: %d %d %d median=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"range [2^18, 2^19): %d\0A\00", align 1
@used = internal unnamed_addr global i32 1, align 4
@key_ = internal unnamed_addr global [20000 x i32] zeroinitializer, align 4
@rc = internal unnamed_addr global [20000 x i32] zeroinitializer, align 4
@lc = internal unnamed_addr global [20000 x i32] zeroinitializer, align 4
@ht = internal unnamed_addr global [20000 x i32] zeroinitializer, align 4
@sz = internal unnamed_addr global [20000 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %14

1:                                                ; preds = %14
  %2 = icmp eq i32 %21, 0
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = sext i32 %21 to i64
  %5 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %4
  %8 = load i32, ptr %7, align 4, !tbaa !6
  br label %9

9:                                                ; preds = %1, %3
  %10 = phi i32 [ %6, %3 ], [ 0, %1 ]
  %11 = phi i32 [ %8, %3 ], [ 0, %1 ]
  %12 = tail call fastcc i32 @verify(i32 noundef %21)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  br label %219

14:                                               ; preds = %0, %14
  %15 = phi i32 [ 0, %0 ], [ %22, %14 ]
  %16 = phi i32 [ 31337, %0 ], [ %19, %14 ]
  %17 = phi i32 [ 0, %0 ], [ %21, %14 ]
  %18 = mul i32 %16, 1664525
  %19 = add i32 %18, 1013904223
  %20 = lshr i32 %19, 12
  %21 = tail call fastcc i32 @insert(i32 noundef %17, i32 noundef %20)
  %22 = add nuw nsw i32 %15, 1
  %23 = icmp eq i32 %22, 15000
  br i1 %23, label %1, label %14, !llvm.loop !10

24:                                               ; preds = %259
  %25 = icmp eq i32 %261, 0
  br i1 %25, label %124, label %26

26:                                               ; preds = %24
  %27 = sext i32 %261 to i64
  %28 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %27
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call fastcc i32 @verify(i32 noundef %261)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %31, i32 noundef %32)
  br label %34

34:                                               ; preds = %26, %58
  %35 = phi i32 [ %60, %58 ], [ 0, %26 ]
  %36 = phi i32 [ %59, %58 ], [ %261, %26 ]
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %45, label %41

41:                                               ; preds = %34
  %42 = sext i32 %39 to i64
  %43 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %41, %34
  %46 = phi i32 [ %44, %41 ], [ 0, %34 ]
  %47 = icmp slt i32 %35, %46
  br i1 %47, label %58, label %48

48:                                               ; preds = %45
  %49 = icmp eq i32 %35, %46
  br i1 %49, label %50, label %53

50:                                               ; preds = %48
  %51 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %37
  %52 = load i32, ptr %51, align 4, !tbaa !6
  br label %62

53:                                               ; preds = %48
  %54 = xor i32 %46, -1
  %55 = add i32 %35, %54
  %56 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %37
  %57 = load i32, ptr %56, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %53, %45
  %59 = phi i32 [ %57, %53 ], [ %39, %45 ]
  %60 = phi i32 [ %55, %53 ], [ %35, %45 ]
  %61 = icmp eq i32 %59, 0
  br i1 %61, label %62, label %34

62:                                               ; preds = %58, %50
  %63 = phi i32 [ %52, %50 ], [ -1, %58 ]
  br label %64

64:                                               ; preds = %62, %88
  %65 = phi i32 [ %90, %88 ], [ 100, %62 ]
  %66 = phi i32 [ %89, %88 ], [ %261, %62 ]
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %75, label %71

71:                                               ; preds = %64
  %72 = sext i32 %69 to i64
  %73 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %71, %64
  %76 = phi i32 [ %74, %71 ], [ 0, %64 ]
  %77 = icmp slt i32 %65, %76
  br i1 %77, label %88, label %78

78:                                               ; preds = %75
  %79 = icmp eq i32 %65, %76
  br i1 %79, label %80, label %83

80:                                               ; preds = %78
  %81 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %67
  %82 = load i32, ptr %81, align 4, !tbaa !6
  br label %92

83:                                               ; preds = %78
  %84 = xor i32 %76, -1
  %85 = add i32 %65, %84
  %86 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %67
  %87 = load i32, ptr %86, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %83, %75
  %89 = phi i32 [ %87, %83 ], [ %69, %75 ]
  %90 = phi i32 [ %85, %83 ], [ %65, %75 ]
  %91 = icmp eq i32 %89, 0
  br i1 %91, label %92, label %64

92:                                               ; preds = %88, %80
  %93 = phi i32 [ %82, %80 ], [ -1, %88 ]
  %94 = load i32, ptr %28, align 4, !tbaa !6
  %95 = add nsw i32 %94, -1
  br label %96

96:                                               ; preds = %92, %120
  %97 = phi i32 [ %122, %120 ], [ %95, %92 ]
  %98 = phi i32 [ %121, %120 ], [ %261, %92 ]
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %107, label %103

103:                                              ; preds = %96
  %104 = sext i32 %101 to i64
  %105 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %103, %96
  %108 = phi i32 [ %106, %103 ], [ 0, %96 ]
  %109 = icmp slt i32 %97, %108
  br i1 %109, label %120, label %110

110:                                              ; preds = %107
  %111 = icmp eq i32 %97, %108
  br i1 %111, label %112, label %115

112:                                              ; preds = %110
  %113 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %99
  %114 = load i32, ptr %113, align 4, !tbaa !6
  br label %129

115:                                              ; preds = %110
  %116 = xor i32 %108, -1
  %117 = add i32 %97, %116
  %118 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %99
  %119 = load i32, ptr %118, align 4, !tbaa !6
  br label %120

120:                                              ; preds = %115, %107
  %121 = phi i32 [ %119, %115 ], [ %101, %107 ]
  %122 = phi i32 [ %117, %115 ], [ %97, %107 ]
  %123 = icmp eq i32 %121, 0
  br i1 %123, label %129, label %96

124:                                              ; preds = %24
  %125 = tail call fastcc i32 @verify(i32 noundef 0)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef %125)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  br label %217

129:                                              ; preds = %120, %112
  %130 = phi i32 [ %114, %112 ], [ -1, %120 ]
  %131 = sdiv i32 %94, 2
  br label %132

132:                                              ; preds = %129, %156
  %133 = phi i32 [ %158, %156 ], [ %131, %129 ]
  %134 = phi i32 [ %157, %156 ], [ %261, %129 ]
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !6
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %143, label %139

139:                                              ; preds = %132
  %140 = sext i32 %137 to i64
  %141 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !6
  br label %143

143:                                              ; preds = %139, %132
  %144 = phi i32 [ %142, %139 ], [ 0, %132 ]
  %145 = icmp slt i32 %133, %144
  br i1 %145, label %156, label %146

146:                                              ; preds = %143
  %147 = icmp eq i32 %133, %144
  br i1 %147, label %148, label %151

148:                                              ; preds = %146
  %149 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %135
  %150 = load i32, ptr %149, align 4, !tbaa !6
  br label %160

151:                                              ; preds = %146
  %152 = xor i32 %144, -1
  %153 = add i32 %133, %152
  %154 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %135
  %155 = load i32, ptr %154, align 4, !tbaa !6
  br label %156

156:                                              ; preds = %151, %143
  %157 = phi i32 [ %155, %151 ], [ %137, %143 ]
  %158 = phi i32 [ %153, %151 ], [ %133, %143 ]
  %159 = icmp eq i32 %157, 0
  br i1 %159, label %160, label %132

160:                                              ; preds = %156, %148
  %161 = phi i32 [ %150, %148 ], [ -1, %156 ]
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %63, i32 noundef %93, i32 noundef %130, i32 noundef %161)
  br label %163

163:                                              ; preds = %160, %182
  %164 = phi i32 [ %184, %182 ], [ 0, %160 ]
  %165 = phi i32 [ %186, %182 ], [ %261, %160 ]
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !6
  %169 = icmp slt i32 %168, 524288
  br i1 %169, label %170, label %182

170:                                              ; preds = %163
  %171 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %166
  %172 = load i32, ptr %171, align 4, !tbaa !6
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %178, label %174

174:                                              ; preds = %170
  %175 = sext i32 %172 to i64
  %176 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !6
  br label %178

178:                                              ; preds = %174, %170
  %179 = phi i32 [ %177, %174 ], [ 0, %170 ]
  %180 = add i32 %164, 1
  %181 = add i32 %180, %179
  br label %182

182:                                              ; preds = %178, %163
  %183 = phi ptr [ @rc, %178 ], [ @lc, %163 ]
  %184 = phi i32 [ %181, %178 ], [ %164, %163 ]
  %185 = getelementptr inbounds [20000 x i32], ptr %183, i64 0, i64 %166
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %163, !llvm.loop !12

188:                                              ; preds = %182, %207
  %189 = phi i32 [ %209, %207 ], [ 0, %182 ]
  %190 = phi i32 [ %211, %207 ], [ %261, %182 ]
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = icmp slt i32 %193, 262144
  br i1 %194, label %195, label %207

195:                                              ; preds = %188
  %196 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %191
  %197 = load i32, ptr %196, align 4, !tbaa !6
  %198 = icmp eq i32 %197, 0
  br i1 %198, label %203, label %199

199:                                              ; preds = %195
  %200 = sext i32 %197 to i64
  %201 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %200
  %202 = load i32, ptr %201, align 4, !tbaa !6
  br label %203

203:                                              ; preds = %199, %195
  %204 = phi i32 [ %202, %199 ], [ 0, %195 ]
  %205 = add i32 %189, 1
  %206 = add i32 %205, %204
  br label %207

207:                                              ; preds = %203, %188
  %208 = phi ptr [ @rc, %203 ], [ @lc, %188 ]
  %209 = phi i32 [ %206, %203 ], [ %189, %188 ]
  %210 = getelementptr inbounds [20000 x i32], ptr %208, i64 0, i64 %191
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = icmp eq i32 %211, 0
  br i1 %212, label %213, label %188, !llvm.loop !12

213:                                              ; preds = %207
  %214 = sub nsw i32 %184, %209
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %214)
  %216 = load i32, ptr %30, align 4, !tbaa !6
  br label %217

217:                                              ; preds = %124, %213
  %218 = phi i32 [ %216, %213 ], [ 0, %124 ]
  ret i32 %218

219:                                              ; preds = %9, %259
  %220 = phi i32 [ 0, %9 ], [ %262, %259 ]
  %221 = phi i32 [ %19, %9 ], [ %224, %259 ]
  %222 = phi i32 [ %21, %9 ], [ %261, %259 ]
  %223 = mul i32 %221, 1664525
  %224 = add i32 %223, 1013904223
  %225 = icmp eq i32 %222, 0
  br i1 %225, label %259, label %226

226:                                              ; preds = %219
  %227 = sext i32 %222 to i64
  %228 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !6
  %230 = urem i32 %224, %229
  br label %231

231:                                              ; preds = %226, %255
  %232 = phi i32 [ %257, %255 ], [ %230, %226 ]
  %233 = phi i32 [ %256, %255 ], [ %222, %226 ]
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %242, label %238

238:                                              ; preds = %231
  %239 = sext i32 %236 to i64
  %240 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %239
  %241 = load i32, ptr %240, align 4, !tbaa !6
  br label %242

242:                                              ; preds = %238, %231
  %243 = phi i32 [ %241, %238 ], [ 0, %231 ]
  %244 = icmp slt i32 %232, %243
  br i1 %244, label %255, label %245

245:                                              ; preds = %242
  %246 = icmp eq i32 %232, %243
  br i1 %246, label %247, label %250

247:                                              ; preds = %245
  %248 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %234
  %249 = load i32, ptr %248, align 4, !tbaa !6
  br label %259

250:                                              ; preds = %245
  %251 = xor i32 %243, -1
  %252 = add i32 %232, %251
  %253 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %234
  %254 = load i32, ptr %253, align 4, !tbaa !6
  br label %255

255:                                              ; preds = %250, %242
  %256 = phi i32 [ %254, %250 ], [ %236, %242 ]
  %257 = phi i32 [ %252, %250 ], [ %232, %242 ]
  %258 = icmp eq i32 %256, 0
  br i1 %258, label %259, label %231

259:                                              ; preds = %255, %219, %247
  %260 = phi i32 [ %249, %247 ], [ -1, %219 ], [ -1, %255 ]
  %261 = tail call fastcc i32 @erase(i32 noundef %222, i32 noundef %260)
  %262 = add nuw nsw i32 %220, 1
  %263 = icmp eq i32 %262, 5000
  br i1 %263, label %24, label %219, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @insert(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = load i32, ptr @used, align 4, !tbaa !6
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @used, align 4, !tbaa !6
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %7
  store i32 %1, ptr %8, align 4, !tbaa !6
  %9 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %7
  store i32 0, ptr %9, align 4, !tbaa !6
  %10 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %7
  store i32 0, ptr %10, align 4, !tbaa !6
  tail call fastcc void @upd(i32 noundef %5)
  br label %18

11:                                               ; preds = %2
  %12 = sext i32 %0 to i64
  %13 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = icmp sgt i32 %14, %1
  br i1 %15, label %20, label %16

16:                                               ; preds = %11
  %17 = icmp slt i32 %14, %1
  br i1 %17, label %20, label %18

18:                                               ; preds = %4, %16, %20
  %19 = phi i32 [ %25, %20 ], [ %5, %4 ], [ %0, %16 ]
  ret i32 %19

20:                                               ; preds = %16, %11
  %21 = phi ptr [ @lc, %11 ], [ @rc, %16 ]
  %22 = getelementptr inbounds [20000 x i32], ptr %21, i64 0, i64 %12
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = tail call fastcc i32 @insert(i32 noundef %23, i32 noundef %1)
  store i32 %24, ptr %22, align 4, !tbaa !6
  %25 = tail call fastcc i32 @balance(i32 noundef %0)
  br label %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @verify(i32 noundef %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %28, %1
  %3 = phi i32 [ %0, %1 ], [ %17, %28 ]
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %31, label %5

5:                                                ; preds = %2
  %6 = sext i32 %3 to i64
  %7 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %14, label %10

10:                                               ; preds = %5
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %5 ]
  %16 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %6
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %14
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %14, %19
  %24 = phi i32 [ %22, %19 ], [ 0, %14 ]
  %25 = add i32 %15, 1
  %26 = sub i32 %25, %24
  %27 = icmp ult i32 %26, 3
  br i1 %27, label %28, label %31

28:                                               ; preds = %23
  %29 = tail call fastcc i32 @verify(i32 noundef %8)
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %2

31:                                               ; preds = %23, %28, %2
  %32 = phi i32 [ 1, %2 ], [ 0, %28 ], [ 0, %23 ]
  ret i32 %32
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @erase(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = alloca i32, align 4
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %33, label %5

5:                                                ; preds = %2
  %6 = sext i32 %0 to i64
  %7 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = icmp sgt i32 %8, %1
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %6
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = tail call fastcc i32 @erase(i32 noundef %12, i32 noundef %1)
  store i32 %13, ptr %11, align 4, !tbaa !6
  br label %31

14:                                               ; preds = %5
  %15 = icmp slt i32 %8, %1
  br i1 %15, label %16, label %20

16:                                               ; preds = %14
  %17 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %6
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call fastcc i32 @erase(i32 noundef %18, i32 noundef %1)
  store i32 %19, ptr %17, align 4, !tbaa !6
  br label %31

20:                                               ; preds = %14
  %21 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %6
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = icmp eq i32 %22, 0
  %24 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %6
  %25 = load i32, ptr %24, align 4, !tbaa !6
  br i1 %23, label %33, label %26

26:                                               ; preds = %20
  %27 = icmp eq i32 %25, 0
  br i1 %27, label %33, label %28

28:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7
  %29 = call fastcc i32 @remove_min(i32 noundef %25, ptr noundef nonnull %3)
  store i32 %29, ptr %24, align 4, !tbaa !6
  %30 = load i32, ptr %3, align 4, !tbaa !6
  store i32 %30, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7
  br label %31

31:                                               ; preds = %16, %28, %10
  %32 = tail call fastcc i32 @balance(i32 noundef %0)
  br label %33

33:                                               ; preds = %20, %26, %2, %31
  %34 = phi i32 [ %32, %31 ], [ 0, %2 ], [ %22, %26 ], [ %25, %20 ]
  ret i32 %34
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @upd(i32 noundef %0) unnamed_addr #5 {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !6
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %1
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %2
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %19, label %32

13:                                               ; preds = %1
  %14 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %2
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %27

17:                                               ; preds = %13
  %18 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2
  store i32 1, ptr %18, align 4, !tbaa !6
  br label %64

19:                                               ; preds = %6
  %20 = icmp sgt i32 %9, 0
  br i1 %20, label %39, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2
  store i32 1, ptr %22, align 4, !tbaa !6
  %23 = sext i32 %4 to i64
  %24 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = add nsw i32 %25, 1
  br label %64

27:                                               ; preds = %13
  %28 = sext i32 %15 to i64
  %29 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %37, label %55

32:                                               ; preds = %6
  %33 = sext i32 %11 to i64
  %34 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = icmp sgt i32 %9, %35
  br i1 %36, label %39, label %48

37:                                               ; preds = %27
  %38 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2
  store i32 1, ptr %38, align 4, !tbaa !6
  br label %58

39:                                               ; preds = %32, %19
  %40 = sext i32 %4 to i64
  %41 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = add nsw i32 %42, 1
  %44 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2
  store i32 %43, ptr %44, align 4, !tbaa !6
  %45 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %40
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = add nsw i32 %46, 1
  br i1 %12, label %64, label %58

48:                                               ; preds = %32
  %49 = add nsw i32 %35, 1
  %50 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2
  store i32 %49, ptr %50, align 4, !tbaa !6
  %51 = sext i32 %4 to i64
  %52 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = add nsw i32 %53, 1
  br label %58

55:                                               ; preds = %27
  %56 = add nuw nsw i32 %30, 1
  %57 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2
  store i32 %56, ptr %57, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %55, %48, %37, %39
  %59 = phi i32 [ %54, %48 ], [ 1, %55 ], [ 1, %37 ], [ %47, %39 ]
  %60 = phi i32 [ %11, %48 ], [ %15, %55 ], [ %15, %37 ], [ %11, %39 ]
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %21, %39, %17, %58
  %65 = phi i32 [ %59, %58 ], [ 1, %17 ], [ %47, %39 ], [ %26, %21 ]
  %66 = phi i32 [ %63, %58 ], [ 0, %17 ], [ 0, %39 ], [ 0, %21 ]
  %67 = add nsw i32 %66, %65
  %68 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %2
  store i32 %67, ptr %68, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @balance(i32 noundef %0) unnamed_addr #6 {
  tail call fastcc void @upd(i32 noundef %0)
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !6
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  br label %10

10:                                               ; preds = %1, %6
  %11 = phi i32 [ %9, %6 ], [ 0, %1 ]
  %12 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %2
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %10
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %10, %15
  %20 = phi i32 [ %18, %15 ], [ 0, %10 ]
  %21 = sub nsw i32 %11, %20
  %22 = icmp sgt i32 %21, 1
  br i1 %22, label %23, label %55

23:                                               ; preds = %19
  %24 = sext i32 %4 to i64
  %25 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %32, label %28

28:                                               ; preds = %23
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  br label %32

32:                                               ; preds = %23, %28
  %33 = phi i32 [ %31, %28 ], [ 0, %23 ]
  %34 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %24
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %41, label %37

37:                                               ; preds = %32
  %38 = sext i32 %35 to i64
  %39 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %32, %37
  %42 = phi i32 [ %40, %37 ], [ 0, %32 ]
  %43 = icmp slt i32 %33, %42
  br i1 %43, label %44, label %50

44:                                               ; preds = %41
  %45 = sext i32 %35 to i64
  %46 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  store i32 %47, ptr %34, align 4, !tbaa !6
  store i32 %4, ptr %46, align 4, !tbaa !6
  tail call fastcc void @upd(i32 noundef %4)
  tail call fastcc void @upd(i32 noundef %35)
  %48 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %45
  %49 = load i32, ptr %48, align 4, !tbaa !6
  br label %50

50:                                               ; preds = %44, %41
  %51 = phi i32 [ %49, %44 ], [ %35, %41 ]
  %52 = phi i64 [ %45, %44 ], [ %24, %41 ]
  %53 = phi i32 [ %35, %44 ], [ %4, %41 ]
  %54 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %52
  store i32 %51, ptr %3, align 4, !tbaa !6
  br label %89

55:                                               ; preds = %19
  %56 = icmp slt i32 %21, -1
  br i1 %56, label %57, label %92

57:                                               ; preds = %55
  %58 = sext i32 %13 to i64
  %59 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %66, label %62

62:                                               ; preds = %57
  %63 = sext i32 %60 to i64
  %64 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  br label %66

66:                                               ; preds = %57, %62
  %67 = phi i32 [ %65, %62 ], [ 0, %57 ]
  %68 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %58
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %75, label %71

71:                                               ; preds = %66
  %72 = sext i32 %69 to i64
  %73 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %66, %71
  %76 = phi i32 [ %74, %71 ], [ 0, %66 ]
  %77 = icmp slt i32 %67, %76
  br i1 %77, label %78, label %84

78:                                               ; preds = %75
  %79 = sext i32 %69 to i64
  %80 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  store i32 %81, ptr %68, align 4, !tbaa !6
  store i32 %13, ptr %80, align 4, !tbaa !6
  tail call fastcc void @upd(i32 noundef %13)
  tail call fastcc void @upd(i32 noundef %69)
  %82 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %79
  %83 = load i32, ptr %82, align 4, !tbaa !6
  br label %84

84:                                               ; preds = %78, %75
  %85 = phi i32 [ %83, %78 ], [ %69, %75 ]
  %86 = phi i64 [ %79, %78 ], [ %58, %75 ]
  %87 = phi i32 [ %69, %78 ], [ %13, %75 ]
  %88 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %86
  store i32 %85, ptr %12, align 4, !tbaa !6
  br label %89

89:                                               ; preds = %50, %84
  %90 = phi ptr [ %88, %84 ], [ %54, %50 ]
  %91 = phi i32 [ %87, %84 ], [ %53, %50 ]
  store i32 %0, ptr %90, align 4, !tbaa !6
  tail call fastcc void @upd(i32 noundef %0)
  tail call fastcc void @upd(i32 noundef %91)
  br label %92

92:                                               ; preds = %89, %55
  %93 = phi i32 [ %0, %55 ], [ %91, %89 ]
  ret i32 %93
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @remove_min(i32 noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #2 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %3
  %9 = load i32, ptr %8, align 4, !tbaa !6
  store i32 %9, ptr %1, align 4, !tbaa !6
  %10 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %3
  %11 = load i32, ptr %10, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %14, %7
  %13 = phi i32 [ %11, %7 ], [ %16, %14 ]
  ret i32 %13

14:                                               ; preds = %2
  %15 = tail call fastcc i32 @remove_min(i32 noundef %5, ptr noundef %1)
  store i32 %15, ptr %4, align 4, !tbaa !6
  %16 = tail call fastcc i32 @balance(i32 noundef %0)
  br label %12
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
