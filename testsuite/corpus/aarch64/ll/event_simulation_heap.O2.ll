; ModuleID = 'programs/event_simulation_heap.c'
source_filename = "programs/event_simulation_heap.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ev = type { i64, i64, i32, i32 }

@hn = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [78 x i8] c"served=%d avg_wait*100=%ld max_wait=%ld max_queue=%d events=%ld hash=%016llx\0A\00", align 1
@seqno = internal unnamed_addr global i64 0, align 8
@rs = internal unnamed_addr global i32 12345, align 4
@heap = internal unnamed_addr global [4096 x %struct.ev] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.ev, align 8
  %2 = alloca %struct.ev, align 8
  %3 = alloca %struct.ev, align 8
  %4 = alloca %struct.ev, align 8
  %5 = alloca [2000 x i64], align 8
  %6 = alloca [2000 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 16000, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 16000, ptr nonnull %6) #5
  %7 = load i32, ptr @rs, align 4, !tbaa !6
  %8 = load i64, ptr @seqno, align 8, !tbaa !10
  %9 = load i32, ptr @hn, align 4, !tbaa !6
  %10 = sext i32 %9 to i64
  br label %14

11:                                               ; preds = %57
  %12 = trunc nsw i64 %28 to i32
  store i32 %21, ptr @rs, align 4, !tbaa !6
  store i64 %27, ptr @seqno, align 8, !tbaa !10
  store i32 %12, ptr @hn, align 4, !tbaa !6
  %13 = icmp eq i64 %28, 0
  br i1 %13, label %259, label %67

14:                                               ; preds = %60, %0
  %15 = phi i64 [ %10, %0 ], [ %61, %60 ]
  %16 = phi i32 [ 0, %0 ], [ %62, %60 ]
  %17 = phi i64 [ 0, %0 ], [ %26, %60 ]
  %18 = phi i32 [ %7, %0 ], [ %21, %60 ]
  %19 = phi i64 [ %8, %0 ], [ %27, %60 ]
  %20 = mul i32 %18, 1103515245
  %21 = add i32 %20, 12345
  %22 = lshr i32 %21, 8
  %23 = urem i32 %22, 9
  %24 = add nuw nsw i32 %23, 1
  %25 = zext nneg i32 %24 to i64
  %26 = add nuw nsw i64 %17, %25
  %27 = add nsw i64 %19, 1
  %28 = add nsw i64 %15, 1
  %29 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %15
  store i64 %26, ptr %29, align 8, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  store i64 %19, ptr %30, align 8, !tbaa !10
  %31 = getelementptr inbounds i8, ptr %29, i64 16
  store i32 0, ptr %31, align 8, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %29, i64 20
  store i32 %16, ptr %32, align 4, !tbaa !6
  %33 = icmp eq i64 %15, 0
  br i1 %33, label %63, label %34

34:                                               ; preds = %14
  %35 = trunc nsw i64 %15 to i32
  br label %36

36:                                               ; preds = %34, %55
  %37 = phi i32 [ %41, %55 ], [ %35, %34 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %38
  %40 = add nsw i32 %37, -1
  %41 = sdiv i32 %40, 2
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %42
  %44 = load i64, ptr %39, align 8, !tbaa !12
  %45 = load i64, ptr %43, align 8, !tbaa !12
  %46 = icmp eq i64 %44, %45
  br i1 %46, label %49, label %47

47:                                               ; preds = %36
  %48 = icmp slt i64 %44, %45
  br i1 %48, label %55, label %57

49:                                               ; preds = %36
  %50 = getelementptr inbounds i8, ptr %39, i64 8
  %51 = load i64, ptr %50, align 8, !tbaa !14
  %52 = getelementptr inbounds i8, ptr %43, i64 8
  %53 = load i64, ptr %52, align 8, !tbaa !14
  %54 = icmp slt i64 %51, %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %49, %47
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %39, i64 24, i1 false), !tbaa.struct !15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %39, ptr noundef nonnull align 8 dereferenceable(24) %43, i64 24, i1 false), !tbaa.struct !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %56 = icmp ult i32 %37, 3
  br i1 %56, label %57, label %36, !llvm.loop !16

57:                                               ; preds = %47, %49, %55
  %58 = add nuw nsw i32 %16, 1
  %59 = icmp eq i32 %58, 2000
  br i1 %59, label %11, label %60

60:                                               ; preds = %57, %63
  %61 = phi i64 [ %28, %57 ], [ 1, %63 ]
  %62 = phi i32 [ %58, %57 ], [ %64, %63 ]
  br label %14, !llvm.loop !18

63:                                               ; preds = %14
  %64 = add nuw nsw i32 %16, 1
  %65 = icmp eq i32 %64, 2000
  br i1 %65, label %66, label %60

66:                                               ; preds = %63
  store i32 %21, ptr @rs, align 4, !tbaa !6
  store i64 %27, ptr @seqno, align 8, !tbaa !10
  store i32 1, ptr @hn, align 4, !tbaa !6
  br label %67

67:                                               ; preds = %66, %11
  %68 = phi i32 [ %12, %11 ], [ 1, %66 ]
  br label %69

69:                                               ; preds = %67, %245
  %70 = phi i32 [ %255, %245 ], [ 0, %67 ]
  %71 = phi i32 [ %254, %245 ], [ 0, %67 ]
  %72 = phi i64 [ %147, %245 ], [ 0, %67 ]
  %73 = phi i64 [ %253, %245 ], [ 0, %67 ]
  %74 = phi i64 [ %252, %245 ], [ 0, %67 ]
  %75 = phi i32 [ %251, %245 ], [ 0, %67 ]
  %76 = phi i32 [ %250, %245 ], [ 0, %67 ]
  %77 = phi i32 [ %249, %245 ], [ 0, %67 ]
  %78 = phi i32 [ %248, %245 ], [ %68, %67 ]
  %79 = phi i32 [ %247, %245 ], [ %21, %67 ]
  %80 = phi i64 [ %246, %245 ], [ %27, %67 ]
  %81 = load i64, ptr @heap, align 8, !tbaa !10
  %82 = load i32, ptr getelementptr inbounds (i8, ptr @heap, i64 16), align 8, !tbaa !6
  %83 = load i32, ptr getelementptr inbounds (i8, ptr @heap, i64 20), align 4, !tbaa !6
  %84 = add nsw i32 %78, -1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %85
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) @heap, ptr noundef nonnull align 8 dereferenceable(24) %86, i64 24, i1 false), !tbaa.struct !15, !noalias !19
  br label %87

87:                                               ; preds = %137, %69
  %88 = phi i32 [ 0, %69 ], [ %135, %137 ]
  %89 = shl nsw i32 %88, 1
  %90 = or disjoint i32 %89, 1
  %91 = add nsw i32 %89, 2
  %92 = icmp slt i32 %90, %84
  br i1 %92, label %93, label %112

93:                                               ; preds = %87
  %94 = sext i32 %90 to i64
  %95 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %94
  %96 = sext i32 %88 to i64
  %97 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %96
  %98 = load i64, ptr %95, align 8, !tbaa !12, !noalias !19
  %99 = load i64, ptr %97, align 8, !tbaa !12, !noalias !19
  %100 = icmp eq i64 %98, %99
  br i1 %100, label %103, label %101

101:                                              ; preds = %93
  %102 = icmp slt i64 %98, %99
  br label %109

103:                                              ; preds = %93
  %104 = getelementptr inbounds i8, ptr %95, i64 8
  %105 = load i64, ptr %104, align 8, !tbaa !14, !noalias !19
  %106 = getelementptr inbounds i8, ptr %97, i64 8
  %107 = load i64, ptr %106, align 8, !tbaa !14, !noalias !19
  %108 = icmp slt i64 %105, %107
  br label %109

109:                                              ; preds = %103, %101
  %110 = phi i1 [ %102, %101 ], [ %108, %103 ]
  %111 = select i1 %110, i32 %90, i32 %88
  br label %112

112:                                              ; preds = %109, %87
  %113 = phi i32 [ %88, %87 ], [ %111, %109 ]
  %114 = icmp slt i32 %91, %84
  br i1 %114, label %115, label %134

115:                                              ; preds = %112
  %116 = sext i32 %91 to i64
  %117 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %116
  %118 = sext i32 %113 to i64
  %119 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %118
  %120 = load i64, ptr %117, align 8, !tbaa !12, !noalias !19
  %121 = load i64, ptr %119, align 8, !tbaa !12, !noalias !19
  %122 = icmp eq i64 %120, %121
  br i1 %122, label %125, label %123

123:                                              ; preds = %115
  %124 = icmp slt i64 %120, %121
  br label %131

125:                                              ; preds = %115
  %126 = getelementptr inbounds i8, ptr %117, i64 8
  %127 = load i64, ptr %126, align 8, !tbaa !14, !noalias !19
  %128 = getelementptr inbounds i8, ptr %119, i64 8
  %129 = load i64, ptr %128, align 8, !tbaa !14, !noalias !19
  %130 = icmp slt i64 %127, %129
  br label %131

131:                                              ; preds = %125, %123
  %132 = phi i1 [ %124, %123 ], [ %130, %125 ]
  %133 = select i1 %132, i32 %91, i32 %113
  br label %134

134:                                              ; preds = %131, %112
  %135 = phi i32 [ %113, %112 ], [ %133, %131 ]
  %136 = icmp eq i32 %135, %88
  br i1 %136, label %142, label %137

137:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %138 = sext i32 %88 to i64
  %139 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %138
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %139, i64 24, i1 false), !tbaa.struct !15, !noalias !19
  %140 = sext i32 %135 to i64
  %141 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %140
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %139, ptr noundef nonnull align 8 dereferenceable(24) %141, i64 24, i1 false), !tbaa.struct !15, !noalias !19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %141, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !15, !noalias !19
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  br label %87

142:                                              ; preds = %134
  %143 = mul i64 %72, 1000003
  %144 = shl nsw i64 %81, 2
  %145 = sext i32 %82 to i64
  %146 = add i64 %144, %143
  %147 = add i64 %146, %145
  %148 = icmp eq i32 %82, 0
  br i1 %148, label %149, label %194

149:                                              ; preds = %142
  %150 = sext i32 %83 to i64
  %151 = getelementptr inbounds [2000 x i64], ptr %5, i64 0, i64 %150
  store i64 %81, ptr %151, align 8, !tbaa !10
  %152 = icmp slt i32 %77, 3
  br i1 %152, label %153, label %188

153:                                              ; preds = %149
  %154 = add nsw i32 %77, 1
  %155 = mul i32 %79, 1103515245
  %156 = add i32 %155, 12345
  store i32 %156, ptr @rs, align 4, !tbaa !6
  %157 = lshr i32 %156, 8
  %158 = and i32 %157, 15
  %159 = add nuw nsw i32 %158, 5
  %160 = zext nneg i32 %159 to i64
  %161 = add nsw i64 %81, %160
  %162 = add nsw i64 %80, 1
  store i64 %162, ptr @seqno, align 8, !tbaa !10
  store i64 %161, ptr %86, align 8, !tbaa !10
  %163 = getelementptr inbounds i8, ptr %86, i64 8
  store i64 %80, ptr %163, align 8, !tbaa !10
  %164 = getelementptr inbounds i8, ptr %86, i64 16
  store i32 1, ptr %164, align 8, !tbaa !6
  %165 = getelementptr inbounds i8, ptr %86, i64 20
  store i32 %83, ptr %165, align 4, !tbaa !6
  %166 = icmp eq i32 %84, 0
  br i1 %166, label %245, label %167

167:                                              ; preds = %153, %186
  %168 = phi i32 [ %172, %186 ], [ %84, %153 ]
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %169
  %171 = add nsw i32 %168, -1
  %172 = sdiv i32 %171, 2
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %173
  %175 = load i64, ptr %170, align 8, !tbaa !12
  %176 = load i64, ptr %174, align 8, !tbaa !12
  %177 = icmp eq i64 %175, %176
  br i1 %177, label %180, label %178

178:                                              ; preds = %167
  %179 = icmp slt i64 %175, %176
  br i1 %179, label %186, label %245

180:                                              ; preds = %167
  %181 = getelementptr inbounds i8, ptr %170, i64 8
  %182 = load i64, ptr %181, align 8, !tbaa !14
  %183 = getelementptr inbounds i8, ptr %174, i64 8
  %184 = load i64, ptr %183, align 8, !tbaa !14
  %185 = icmp slt i64 %182, %184
  br i1 %185, label %186, label %245

186:                                              ; preds = %180, %178
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %170, i64 24, i1 false), !tbaa.struct !15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %170, ptr noundef nonnull align 8 dereferenceable(24) %174, i64 24, i1 false), !tbaa.struct !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %174, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2)
  %187 = icmp ult i32 %168, 3
  br i1 %187, label %245, label %167, !llvm.loop !16

188:                                              ; preds = %149
  %189 = add nsw i32 %71, 1
  %190 = sext i32 %71 to i64
  %191 = getelementptr inbounds [2000 x i64], ptr %6, i64 0, i64 %190
  store i64 %150, ptr %191, align 8, !tbaa !10
  %192 = sub nsw i32 %189, %70
  %193 = tail call i32 @llvm.smax.i32(i32 %192, i32 %75)
  br label %245

194:                                              ; preds = %142
  %195 = add nsw i32 %76, 1
  %196 = icmp slt i32 %70, %71
  br i1 %196, label %197, label %243

197:                                              ; preds = %194
  %198 = add nsw i32 %70, 1
  %199 = sext i32 %70 to i64
  %200 = getelementptr inbounds [2000 x i64], ptr %6, i64 0, i64 %199
  %201 = load i64, ptr %200, align 8, !tbaa !10
  %202 = trunc i64 %201 to i32
  %203 = shl i64 %201, 32
  %204 = ashr exact i64 %203, 32
  %205 = getelementptr inbounds [2000 x i64], ptr %5, i64 0, i64 %204
  %206 = load i64, ptr %205, align 8, !tbaa !10
  %207 = sub nsw i64 %81, %206
  %208 = add nsw i64 %207, %74
  %209 = tail call i64 @llvm.smax.i64(i64 %207, i64 %73)
  %210 = mul i32 %79, 1103515245
  %211 = add i32 %210, 12345
  store i32 %211, ptr @rs, align 4, !tbaa !6
  %212 = lshr i32 %211, 8
  %213 = and i32 %212, 15
  %214 = add nuw nsw i32 %213, 5
  %215 = zext nneg i32 %214 to i64
  %216 = add nsw i64 %81, %215
  %217 = add nsw i64 %80, 1
  store i64 %217, ptr @seqno, align 8, !tbaa !10
  store i64 %216, ptr %86, align 8, !tbaa !10
  %218 = getelementptr inbounds i8, ptr %86, i64 8
  store i64 %80, ptr %218, align 8, !tbaa !10
  %219 = getelementptr inbounds i8, ptr %86, i64 16
  store i32 1, ptr %219, align 8, !tbaa !6
  %220 = getelementptr inbounds i8, ptr %86, i64 20
  store i32 %202, ptr %220, align 4, !tbaa !6
  %221 = icmp eq i32 %84, 0
  br i1 %221, label %245, label %222

222:                                              ; preds = %197, %241
  %223 = phi i32 [ %227, %241 ], [ %84, %197 ]
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %224
  %226 = add nsw i32 %223, -1
  %227 = sdiv i32 %226, 2
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %228
  %230 = load i64, ptr %225, align 8, !tbaa !12
  %231 = load i64, ptr %229, align 8, !tbaa !12
  %232 = icmp eq i64 %230, %231
  br i1 %232, label %235, label %233

233:                                              ; preds = %222
  %234 = icmp slt i64 %230, %231
  br i1 %234, label %241, label %245

235:                                              ; preds = %222
  %236 = getelementptr inbounds i8, ptr %225, i64 8
  %237 = load i64, ptr %236, align 8, !tbaa !14
  %238 = getelementptr inbounds i8, ptr %229, i64 8
  %239 = load i64, ptr %238, align 8, !tbaa !14
  %240 = icmp slt i64 %237, %239
  br i1 %240, label %241, label %245

241:                                              ; preds = %235, %233
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %225, i64 24, i1 false), !tbaa.struct !15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %225, ptr noundef nonnull align 8 dereferenceable(24) %229, i64 24, i1 false), !tbaa.struct !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %229, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1)
  %242 = icmp ult i32 %223, 3
  br i1 %242, label %245, label %222, !llvm.loop !16

243:                                              ; preds = %194
  %244 = add nsw i32 %77, -1
  br label %245

245:                                              ; preds = %241, %235, %233, %186, %180, %178, %197, %153, %188, %243
  %246 = phi i64 [ %80, %243 ], [ %80, %188 ], [ %162, %153 ], [ %217, %197 ], [ %162, %178 ], [ %162, %180 ], [ %162, %186 ], [ %217, %233 ], [ %217, %235 ], [ %217, %241 ]
  %247 = phi i32 [ %79, %243 ], [ %79, %188 ], [ %156, %153 ], [ %211, %197 ], [ %156, %178 ], [ %156, %180 ], [ %156, %186 ], [ %211, %233 ], [ %211, %235 ], [ %211, %241 ]
  %248 = phi i32 [ %84, %243 ], [ %84, %188 ], [ 1, %153 ], [ 1, %197 ], [ %78, %178 ], [ %78, %180 ], [ %78, %186 ], [ %78, %233 ], [ %78, %235 ], [ %78, %241 ]
  %249 = phi i32 [ %244, %243 ], [ %77, %188 ], [ %154, %153 ], [ %77, %197 ], [ %154, %178 ], [ %154, %180 ], [ %154, %186 ], [ %77, %233 ], [ %77, %235 ], [ %77, %241 ]
  %250 = phi i32 [ %195, %243 ], [ %76, %188 ], [ %76, %153 ], [ %195, %197 ], [ %76, %178 ], [ %76, %180 ], [ %76, %186 ], [ %195, %233 ], [ %195, %235 ], [ %195, %241 ]
  %251 = phi i32 [ %75, %243 ], [ %193, %188 ], [ %75, %153 ], [ %75, %197 ], [ %75, %178 ], [ %75, %180 ], [ %75, %186 ], [ %75, %233 ], [ %75, %235 ], [ %75, %241 ]
  %252 = phi i64 [ %74, %243 ], [ %74, %188 ], [ %74, %153 ], [ %208, %197 ], [ %74, %178 ], [ %74, %180 ], [ %74, %186 ], [ %208, %233 ], [ %208, %235 ], [ %208, %241 ]
  %253 = phi i64 [ %73, %243 ], [ %73, %188 ], [ %73, %153 ], [ %209, %197 ], [ %73, %178 ], [ %73, %180 ], [ %73, %186 ], [ %209, %233 ], [ %209, %235 ], [ %209, %241 ]
  %254 = phi i32 [ %71, %243 ], [ %189, %188 ], [ %71, %153 ], [ %71, %197 ], [ %71, %178 ], [ %71, %180 ], [ %71, %186 ], [ %71, %233 ], [ %71, %235 ], [ %71, %241 ]
  %255 = phi i32 [ %70, %243 ], [ %70, %188 ], [ %70, %153 ], [ %198, %197 ], [ %70, %178 ], [ %70, %180 ], [ %70, %186 ], [ %198, %233 ], [ %198, %235 ], [ %198, %241 ]
  %256 = icmp eq i32 %248, 0
  br i1 %256, label %257, label %69, !llvm.loop !22

257:                                              ; preds = %245
  store i32 0, ptr @hn, align 4, !tbaa !6
  %258 = sdiv i64 %252, 20
  br label %259

259:                                              ; preds = %257, %11
  %260 = phi i64 [ %246, %257 ], [ %27, %11 ]
  %261 = phi i32 [ %250, %257 ], [ 0, %11 ]
  %262 = phi i32 [ %251, %257 ], [ 0, %11 ]
  %263 = phi i64 [ %258, %257 ], [ 0, %11 ]
  %264 = phi i64 [ %253, %257 ], [ 0, %11 ]
  %265 = phi i64 [ %147, %257 ], [ 0, %11 ]
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %261, i64 noundef %263, i64 noundef %264, i32 noundef %262, i64 noundef %260, i64 noundef %265)
  %267 = and i32 %262, 127
  call void @llvm.lifetime.end.p0(i64 16000, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 16000, ptr nonnull %5) #5
  ret i32 %267
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !11, i64 0}
!13 = !{!"ev", !11, i64 0, !11, i64 8, !7, i64 16, !7, i64 20}
!14 = !{!13, !11, i64 8}
!15 = !{i64 0, i64 8, !10, i64 8, i64 8, !10, i64 16, i64 4, !6, i64 20, i64 4, !6}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!20}
!20 = distinct !{!20, !21, !"pop: argument 0"}
!21 = distinct !{!21, !"pop"}
!22 = distinct !{!22, !17}
