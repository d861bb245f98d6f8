; ModuleID = 'programs/heapsort_strings.c'
source_filename = "programs/heapsort_strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.pool = internal global [3000 x [12 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [53 x i8] c"sorted=%d permutation=%d unique=%d first=%s last=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"by first letter:\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c" %c=%d\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3000 x ptr], align 16
  %2 = alloca [6 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 24000, ptr nonnull %1) #6
  br label %91

3:                                                ; preds = %141, %40
  %4 = phi i64 [ %41, %40 ], [ 1499, %141 ]
  %5 = getelementptr inbounds ptr, ptr %1, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = trunc nuw nsw i64 %4 to i32
  br label %8

8:                                                ; preds = %35, %3
  %9 = phi i32 [ %33, %35 ], [ %7, %3 ]
  %10 = shl nsw i32 %9, 1
  %11 = or disjoint i32 %10, 1
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds ptr, ptr %1, i64 %12
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds ptr, ptr %1, i64 %14
  %16 = load ptr, ptr %15, align 8, !tbaa !5
  %17 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull dereferenceable(1) %16) #7
  %18 = icmp slt i32 %17, 0
  %19 = select i1 %18, i32 %11, i32 %9
  %20 = icmp sgt i32 %9, 1498
  br i1 %20, label %32, label %21

21:                                               ; preds = %8
  %22 = add nsw i32 %10, 2
  %23 = sext i32 %19 to i64
  %24 = getelementptr inbounds ptr, ptr %1, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !5
  %26 = sext i32 %22 to i64
  %27 = getelementptr inbounds ptr, ptr %1, i64 %26
  %28 = load ptr, ptr %27, align 16, !tbaa !5
  %29 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %25, ptr noundef nonnull dereferenceable(1) %28) #7
  %30 = icmp slt i32 %29, 0
  %31 = select i1 %30, i32 %22, i32 %19
  br label %32

32:                                               ; preds = %21, %8
  %33 = phi i32 [ %19, %8 ], [ %31, %21 ]
  %34 = icmp eq i32 %33, %9
  br i1 %34, label %40, label %35

35:                                               ; preds = %32
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds ptr, ptr %1, i64 %36
  %38 = load ptr, ptr %37, align 8, !tbaa !5
  store ptr %38, ptr %13, align 8, !tbaa !5
  store ptr %6, ptr %37, align 8, !tbaa !5
  %39 = icmp slt i32 %33, 1500
  br i1 %39, label %8, label %40

40:                                               ; preds = %35, %32
  %41 = add nsw i64 %4, -1
  %42 = icmp eq i64 %4, 0
  br i1 %42, label %43, label %3, !llvm.loop !9

43:                                               ; preds = %40
  %44 = load ptr, ptr %1, align 16, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %1, i64 23992
  %46 = load ptr, ptr %45, align 8, !tbaa !5
  store ptr %46, ptr %1, align 16, !tbaa !5
  store ptr %44, ptr %45, align 8, !tbaa !5
  br label %47

47:                                               ; preds = %43, %85
  %48 = phi i64 [ 2998, %43 ], [ %89, %85 ]
  %49 = phi ptr [ %46, %43 ], [ %88, %85 ]
  %50 = phi i64 [ 2999, %43 ], [ %48, %85 ]
  br label %51

51:                                               ; preds = %47, %78
  %52 = phi i32 [ %82, %78 ], [ 0, %47 ]
  %53 = phi i32 [ %76, %78 ], [ 0, %47 ]
  %54 = or disjoint i32 %52, 1
  %55 = sext i32 %53 to i64
  %56 = getelementptr inbounds ptr, ptr %1, i64 %55
  %57 = sext i32 %54 to i64
  %58 = getelementptr inbounds ptr, ptr %1, i64 %57
  %59 = load ptr, ptr %58, align 8, !tbaa !5
  %60 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %49, ptr noundef nonnull dereferenceable(1) %59) #7
  %61 = icmp slt i32 %60, 0
  %62 = select i1 %61, i32 %54, i32 %53
  %63 = add nsw i32 %52, 2
  %64 = sext i32 %63 to i64
  %65 = icmp sgt i64 %50, %64
  br i1 %65, label %66, label %75

66:                                               ; preds = %51
  %67 = sext i32 %62 to i64
  %68 = getelementptr inbounds ptr, ptr %1, i64 %67
  %69 = load ptr, ptr %68, align 8, !tbaa !5
  %70 = getelementptr inbounds ptr, ptr %1, i64 %64
  %71 = load ptr, ptr %70, align 16, !tbaa !5
  %72 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %69, ptr noundef nonnull dereferenceable(1) %71) #7
  %73 = icmp slt i32 %72, 0
  %74 = select i1 %73, i32 %63, i32 %62
  br label %75

75:                                               ; preds = %66, %51
  %76 = phi i32 [ %62, %51 ], [ %74, %66 ]
  %77 = icmp eq i32 %76, %53
  br i1 %77, label %85, label %78

78:                                               ; preds = %75
  %79 = sext i32 %76 to i64
  %80 = getelementptr inbounds ptr, ptr %1, i64 %79
  %81 = load ptr, ptr %80, align 8, !tbaa !5
  store ptr %81, ptr %56, align 8, !tbaa !5
  store ptr %49, ptr %80, align 8, !tbaa !5
  %82 = shl nsw i32 %76, 1
  %83 = sext i32 %82 to i64
  %84 = icmp sgt i64 %48, %83
  br i1 %84, label %51, label %85

85:                                               ; preds = %78, %75
  %86 = load ptr, ptr %1, align 16, !tbaa !5
  %87 = getelementptr inbounds ptr, ptr %1, i64 %48
  %88 = load ptr, ptr %87, align 8, !tbaa !5
  store ptr %88, ptr %1, align 16, !tbaa !5
  store ptr %86, ptr %87, align 8, !tbaa !5
  %89 = add nsw i64 %48, -1
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %178, label %47

91:                                               ; preds = %0, %141
  %92 = phi i64 [ 0, %0 ], [ %144, %141 ]
  %93 = phi i64 [ 0, %0 ], [ %143, %141 ]
  %94 = phi i32 [ 4, %0 ], [ %123, %141 ]
  %95 = mul i32 %94, 1103515245
  %96 = add i32 %95, 12345
  %97 = lshr i32 %96, 8
  %98 = urem i32 %97, 10
  %99 = add nuw nsw i32 %97, 1
  %100 = udiv i32 %96, 2560
  %101 = mul nsw i32 %100, -10
  %102 = add nsw i32 %101, %99
  %103 = zext i32 %102 to i64
  %104 = and i64 %103, 1
  %105 = icmp eq i32 %102, 1
  br i1 %105, label %108, label %106

106:                                              ; preds = %91
  %107 = and i64 %103, 4294967294
  br label %146

108:                                              ; preds = %146, %91
  %109 = phi i32 [ poison, %91 ], [ %160, %146 ]
  %110 = phi i64 [ 0, %91 ], [ %167, %146 ]
  %111 = phi i32 [ %96, %91 ], [ %160, %146 ]
  %112 = icmp eq i64 %104, 0
  br i1 %112, label %122, label %113

113:                                              ; preds = %108
  %114 = mul i32 %111, 1103515245
  %115 = add i32 %114, 12345
  %116 = lshr i32 %115, 16
  %117 = trunc nuw i32 %116 to i16
  %118 = urem i16 %117, 6
  %119 = trunc nuw nsw i16 %118 to i8
  %120 = add nuw nsw i8 %119, 97
  %121 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %110
  store i8 %120, ptr %121, align 1, !tbaa !11
  br label %122

122:                                              ; preds = %108, %113
  %123 = phi i32 [ %109, %108 ], [ %115, %113 ]
  %124 = add nuw nsw i32 %98, 1
  %125 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92
  %126 = zext nneg i32 %124 to i64
  %127 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %126
  store i8 0, ptr %127, align 1, !tbaa !11
  %128 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %92
  store ptr %125, ptr %128, align 8, !tbaa !5
  %129 = load i8, ptr %125, align 4, !tbaa !11
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %141, label %131

131:                                              ; preds = %122, %131
  %132 = phi i8 [ %139, %131 ], [ %129, %122 ]
  %133 = phi i64 [ %138, %131 ], [ 5381, %122 ]
  %134 = phi ptr [ %136, %131 ], [ %125, %122 ]
  %135 = mul i64 %133, 33
  %136 = getelementptr inbounds i8, ptr %134, i64 1
  %137 = zext i8 %132 to i64
  %138 = add i64 %135, %137
  %139 = load i8, ptr %136, align 1, !tbaa !11
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %141, label %131, !llvm.loop !12

141:                                              ; preds = %131, %122
  %142 = phi i64 [ 5381, %122 ], [ %138, %131 ]
  %143 = add i64 %142, %93
  %144 = add nuw nsw i64 %92, 1
  %145 = icmp eq i64 %144, 3000
  br i1 %145, label %3, label %91, !llvm.loop !13

146:                                              ; preds = %146, %106
  %147 = phi i64 [ 0, %106 ], [ %167, %146 ]
  %148 = phi i32 [ %96, %106 ], [ %160, %146 ]
  %149 = phi i64 [ 0, %106 ], [ %168, %146 ]
  %150 = mul i32 %148, 1103515245
  %151 = add i32 %150, 12345
  %152 = lshr i32 %151, 16
  %153 = trunc nuw i32 %152 to i16
  %154 = urem i16 %153, 6
  %155 = trunc nuw nsw i16 %154 to i8
  %156 = add nuw nsw i8 %155, 97
  %157 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %147
  store i8 %156, ptr %157, align 2, !tbaa !11
  %158 = or disjoint i64 %147, 1
  %159 = mul i32 %151, 1103515245
  %160 = add i32 %159, 12345
  %161 = lshr i32 %160, 16
  %162 = trunc nuw i32 %161 to i16
  %163 = urem i16 %162, 6
  %164 = trunc nuw nsw i16 %163 to i8
  %165 = add nuw nsw i8 %164, 97
  %166 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %158
  store i8 %165, ptr %166, align 1, !tbaa !11
  %167 = add nuw nsw i64 %147, 2
  %168 = add i64 %149, 2
  %169 = icmp eq i64 %168, %107
  br i1 %169, label %108, label %146, !llvm.loop !14

170:                                              ; preds = %207
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  %171 = load ptr, ptr %1, align 16, !tbaa !5
  %172 = load i8, ptr %171, align 1, !tbaa !11
  %173 = sext i8 %172 to i64
  %174 = add nsw i64 %173, -97
  %175 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !15
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %175, align 4, !tbaa !15
  br label %237

178:                                              ; preds = %85, %207
  %179 = phi i64 [ %209, %207 ], [ 0, %85 ]
  %180 = phi i64 [ %198, %207 ], [ 0, %85 ]
  %181 = phi i32 [ %208, %207 ], [ 1, %85 ]
  %182 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %179
  %183 = load ptr, ptr %182, align 8, !tbaa !5
  %184 = load i8, ptr %183, align 1, !tbaa !11
  %185 = icmp eq i8 %184, 0
  br i1 %185, label %196, label %186

186:                                              ; preds = %178, %186
  %187 = phi i8 [ %194, %186 ], [ %184, %178 ]
  %188 = phi i64 [ %193, %186 ], [ 5381, %178 ]
  %189 = phi ptr [ %191, %186 ], [ %183, %178 ]
  %190 = mul i64 %188, 33
  %191 = getelementptr inbounds i8, ptr %189, i64 1
  %192 = zext i8 %187 to i64
  %193 = add i64 %190, %192
  %194 = load i8, ptr %191, align 1, !tbaa !11
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %196, label %186, !llvm.loop !12

196:                                              ; preds = %186, %178
  %197 = phi i64 [ 5381, %178 ], [ %193, %186 ]
  %198 = add i64 %197, %180
  %199 = icmp eq i64 %179, 0
  br i1 %199, label %207, label %200

200:                                              ; preds = %196
  %201 = add nsw i64 %179, -1
  %202 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %201
  %203 = load ptr, ptr %202, align 8, !tbaa !5
  %204 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %203, ptr noundef nonnull dereferenceable(1) %183) #7
  %205 = icmp sgt i32 %204, 0
  %206 = select i1 %205, i32 0, i32 %181
  br label %207

207:                                              ; preds = %200, %196
  %208 = phi i32 [ %181, %196 ], [ %206, %200 ]
  %209 = add nuw nsw i64 %179, 1
  %210 = icmp eq i64 %209, 3000
  br i1 %210, label %170, label %178, !llvm.loop !17

211:                                              ; preds = %255
  %212 = icmp eq i64 %143, %198
  %213 = zext i1 %212 to i32
  %214 = getelementptr inbounds i8, ptr %1, i64 23992
  %215 = load ptr, ptr %214, align 8, !tbaa !5
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %208, i32 noundef %213, i32 noundef %256, ptr noundef nonnull %171, ptr noundef %215)
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %218 = load i32, ptr %2, align 16, !tbaa !15
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 97, i32 noundef %218)
  %220 = getelementptr inbounds i8, ptr %2, i64 4
  %221 = load i32, ptr %220, align 4, !tbaa !15
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 98, i32 noundef %221)
  %223 = getelementptr inbounds i8, ptr %2, i64 8
  %224 = load i32, ptr %223, align 8, !tbaa !15
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 99, i32 noundef %224)
  %226 = getelementptr inbounds i8, ptr %2, i64 12
  %227 = load i32, ptr %226, align 4, !tbaa !15
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %227)
  %229 = getelementptr inbounds i8, ptr %2, i64 16
  %230 = load i32, ptr %229, align 16, !tbaa !15
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 101, i32 noundef %230)
  %232 = getelementptr inbounds i8, ptr %2, i64 20
  %233 = load i32, ptr %232, align 4, !tbaa !15
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 102, i32 noundef %233)
  %235 = tail call i32 @putchar(i32 10)
  %236 = and i32 %256, 127
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 24000, ptr nonnull %1) #6
  ret i32 %236

237:                                              ; preds = %255, %170
  %238 = phi i64 [ 1, %170 ], [ %257, %255 ]
  %239 = phi i32 [ 1, %170 ], [ %256, %255 ]
  %240 = add nsw i64 %238, -1
  %241 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %240
  %242 = load ptr, ptr %241, align 8, !tbaa !5
  %243 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %238
  %244 = load ptr, ptr %243, align 8, !tbaa !5
  %245 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %242, ptr noundef nonnull dereferenceable(1) %244) #7
  %246 = icmp eq i32 %245, 0
  br i1 %246, label %255, label %247

247:                                              ; preds = %237
  %248 = load i8, ptr %244, align 1, !tbaa !11
  %249 = add nsw i32 %239, 1
  %250 = sext i8 %248 to i64
  %251 = add nsw i64 %250, -97
  %252 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %251
  %253 = load i32, ptr %252, align 4, !tbaa !15
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %252, align 4, !tbaa !15
  br label %255

255:                                              ; preds = %237, %247
  %256 = phi i32 [ %249, %247 ], [ %239, %237 ]
  %257 = add nuw nsw i64 %238, 1
  %258 = icmp eq i64 %257, 3000
  br i1 %258, label %211, label %237, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !19}
!19 = !{!"llvm.loop.peeled.count", i32 1}
