; ModuleID = 'programs/heapsort_strings.c'
source_filename = "programs/heapsort_strings.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.pool = internal global [3000 x [12 x i8]] zeroinitializer, align 1
@.str = private unnamed_addr constant [53 x i8] c"sorted=%d permutation=%d unique=%d first=%s last=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"by first letter:\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c" %c=%d\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3000 x ptr], align 8
  %2 = alloca [6 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 24000, ptr nonnull %1) #6
  br label %91

3:                                                ; preds = %122, %40
  %4 = phi i64 [ %41, %40 ], [ 1499, %122 ]
  %5 = getelementptr inbounds ptr, ptr %1, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !6
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
  %16 = load ptr, ptr %15, align 8, !tbaa !6
  %17 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull dereferenceable(1) %16) #7
  %18 = icmp slt i32 %17, 0
  %19 = select i1 %18, i32 %11, i32 %9
  %20 = icmp sgt i32 %9, 1498
  br i1 %20, label %32, label %21

21:                                               ; preds = %8
  %22 = add nsw i32 %10, 2
  %23 = sext i32 %19 to i64
  %24 = getelementptr inbounds ptr, ptr %1, i64 %23
  %25 = load ptr, ptr %24, align 8, !tbaa !6
  %26 = sext i32 %22 to i64
  %27 = getelementptr inbounds ptr, ptr %1, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !6
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
  %38 = load ptr, ptr %37, align 8, !tbaa !6
  store ptr %38, ptr %13, align 8, !tbaa !6
  store ptr %6, ptr %37, align 8, !tbaa !6
  %39 = icmp slt i32 %33, 1500
  br i1 %39, label %8, label %40

40:                                               ; preds = %35, %32
  %41 = add nsw i64 %4, -1
  %42 = icmp eq i64 %4, 0
  br i1 %42, label %43, label %3, !llvm.loop !10

43:                                               ; preds = %40
  %44 = load ptr, ptr %1, align 8, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %1, i64 23992
  %46 = load ptr, ptr %45, align 8, !tbaa !6
  store ptr %46, ptr %1, align 8, !tbaa !6
  store ptr %44, ptr %45, align 8, !tbaa !6
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
  %59 = load ptr, ptr %58, align 8, !tbaa !6
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
  %69 = load ptr, ptr %68, align 8, !tbaa !6
  %70 = getelementptr inbounds ptr, ptr %1, i64 %64
  %71 = load ptr, ptr %70, align 8, !tbaa !6
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
  %81 = load ptr, ptr %80, align 8, !tbaa !6
  store ptr %81, ptr %56, align 8, !tbaa !6
  store ptr %49, ptr %80, align 8, !tbaa !6
  %82 = shl nsw i32 %76, 1
  %83 = sext i32 %82 to i64
  %84 = icmp sgt i64 %48, %83
  br i1 %84, label %51, label %85

85:                                               ; preds = %78, %75
  %86 = load ptr, ptr %1, align 8, !tbaa !6
  %87 = getelementptr inbounds ptr, ptr %1, i64 %48
  %88 = load ptr, ptr %87, align 8, !tbaa !6
  store ptr %88, ptr %1, align 8, !tbaa !6
  store ptr %86, ptr %87, align 8, !tbaa !6
  %89 = add nsw i64 %48, -1
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %148, label %47

91:                                               ; preds = %0, %122
  %92 = phi i64 [ 0, %0 ], [ %125, %122 ]
  %93 = phi i64 [ 0, %0 ], [ %124, %122 ]
  %94 = phi i32 [ 4, %0 ], [ %131, %122 ]
  %95 = mul i32 %94, 1103515245
  %96 = add i32 %95, 12345
  %97 = lshr i32 %96, 8
  %98 = urem i32 %97, 10
  %99 = add nuw nsw i32 %97, 1
  %100 = udiv i32 %96, 2560
  %101 = mul nsw i32 %100, -10
  %102 = add nsw i32 %101, %99
  %103 = zext i32 %102 to i64
  br label %127

104:                                              ; preds = %127
  %105 = add nuw nsw i32 %98, 1
  %106 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92
  %107 = zext nneg i32 %105 to i64
  %108 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %107
  store i8 0, ptr %108, align 1, !tbaa !12
  %109 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %92
  store ptr %106, ptr %109, align 8, !tbaa !6
  %110 = load i8, ptr %106, align 1, !tbaa !12
  %111 = icmp eq i8 %110, 0
  br i1 %111, label %122, label %112

112:                                              ; preds = %104, %112
  %113 = phi i8 [ %120, %112 ], [ %110, %104 ]
  %114 = phi i64 [ %119, %112 ], [ 5381, %104 ]
  %115 = phi ptr [ %117, %112 ], [ %106, %104 ]
  %116 = mul i64 %114, 33
  %117 = getelementptr inbounds i8, ptr %115, i64 1
  %118 = zext i8 %113 to i64
  %119 = add i64 %116, %118
  %120 = load i8, ptr %117, align 1, !tbaa !12
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %122, label %112, !llvm.loop !13

122:                                              ; preds = %112, %104
  %123 = phi i64 [ 5381, %104 ], [ %119, %112 ]
  %124 = add i64 %123, %93
  %125 = add nuw nsw i64 %92, 1
  %126 = icmp eq i64 %125, 3000
  br i1 %126, label %3, label %91, !llvm.loop !14

127:                                              ; preds = %91, %127
  %128 = phi i64 [ 0, %91 ], [ %138, %127 ]
  %129 = phi i32 [ %96, %91 ], [ %131, %127 ]
  %130 = mul i32 %129, 1103515245
  %131 = add i32 %130, 12345
  %132 = lshr i32 %131, 16
  %133 = trunc nuw i32 %132 to i16
  %134 = urem i16 %133, 6
  %135 = trunc nuw nsw i16 %134 to i8
  %136 = add nuw nsw i8 %135, 97
  %137 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %128
  store i8 %136, ptr %137, align 1, !tbaa !12
  %138 = add nuw nsw i64 %128, 1
  %139 = icmp eq i64 %138, %103
  br i1 %139, label %104, label %127, !llvm.loop !15

140:                                              ; preds = %177
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  %141 = load ptr, ptr %1, align 8, !tbaa !6
  %142 = load i8, ptr %141, align 1, !tbaa !12
  %143 = zext i8 %142 to i64
  %144 = add nsw i64 %143, -97
  %145 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !16
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %145, align 4, !tbaa !16
  br label %207

148:                                              ; preds = %85, %177
  %149 = phi i64 [ %179, %177 ], [ 0, %85 ]
  %150 = phi i64 [ %168, %177 ], [ 0, %85 ]
  %151 = phi i32 [ %178, %177 ], [ 1, %85 ]
  %152 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %149
  %153 = load ptr, ptr %152, align 8, !tbaa !6
  %154 = load i8, ptr %153, align 1, !tbaa !12
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %166, label %156

156:                                              ; preds = %148, %156
  %157 = phi i8 [ %164, %156 ], [ %154, %148 ]
  %158 = phi i64 [ %163, %156 ], [ 5381, %148 ]
  %159 = phi ptr [ %161, %156 ], [ %153, %148 ]
  %160 = mul i64 %158, 33
  %161 = getelementptr inbounds i8, ptr %159, i64 1
  %162 = zext i8 %157 to i64
  %163 = add i64 %160, %162
  %164 = load i8, ptr %161, align 1, !tbaa !12
  %165 = icmp eq i8 %164, 0
  br i1 %165, label %166, label %156, !llvm.loop !13

166:                                              ; preds = %156, %148
  %167 = phi i64 [ 5381, %148 ], [ %163, %156 ]
  %168 = add i64 %167, %150
  %169 = icmp eq i64 %149, 0
  br i1 %169, label %177, label %170

170:                                              ; preds = %166
  %171 = add nsw i64 %149, -1
  %172 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %171
  %173 = load ptr, ptr %172, align 8, !tbaa !6
  %174 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %173, ptr noundef nonnull dereferenceable(1) %153) #7
  %175 = icmp sgt i32 %174, 0
  %176 = select i1 %175, i32 0, i32 %151
  br label %177

177:                                              ; preds = %170, %166
  %178 = phi i32 [ %151, %166 ], [ %176, %170 ]
  %179 = add nuw nsw i64 %149, 1
  %180 = icmp eq i64 %179, 3000
  br i1 %180, label %140, label %148, !llvm.loop !18

181:                                              ; preds = %225
  %182 = icmp eq i64 %124, %168
  %183 = zext i1 %182 to i32
  %184 = getelementptr inbounds i8, ptr %1, i64 23992
  %185 = load ptr, ptr %184, align 8, !tbaa !6
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %178, i32 noundef %183, i32 noundef %226, ptr noundef nonnull %141, ptr noundef %185)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %188 = load i32, ptr %2, align 4, !tbaa !16
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 97, i32 noundef %188)
  %190 = getelementptr inbounds i8, ptr %2, i64 4
  %191 = load i32, ptr %190, align 4, !tbaa !16
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 98, i32 noundef %191)
  %193 = getelementptr inbounds i8, ptr %2, i64 8
  %194 = load i32, ptr %193, align 4, !tbaa !16
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 99, i32 noundef %194)
  %196 = getelementptr inbounds i8, ptr %2, i64 12
  %197 = load i32, ptr %196, align 4, !tbaa !16
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %197)
  %199 = getelementptr inbounds i8, ptr %2, i64 16
  %200 = load i32, ptr %199, align 4, !tbaa !16
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 101, i32 noundef %200)
  %202 = getelementptr inbounds i8, ptr %2, i64 20
  %203 = load i32, ptr %202, align 4, !tbaa !16
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 102, i32 noundef %203)
  %205 = tail call i32 @putchar(i32 10)
  %206 = and i32 %226, 127
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 24000, ptr nonnull %1) #6
  ret i32 %206

207:                                              ; preds = %225, %140
  %208 = phi i64 [ 1, %140 ], [ %227, %225 ]
  %209 = phi i32 [ 1, %140 ], [ %226, %225 ]
  %210 = add nsw i64 %208, -1
  %211 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %210
  %212 = load ptr, ptr %211, align 8, !tbaa !6
  %213 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %208
  %214 = load ptr, ptr %213, align 8, !tbaa !6
  %215 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %212, ptr noundef nonnull dereferenceable(1) %214) #7
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %225, label %217

217:                                              ; preds = %207
  %218 = load i8, ptr %214, align 1, !tbaa !12
  %219 = add nsw i32 %209, 1
  %220 = zext i8 %218 to i64
  %221 = add nsw i64 %220, -97
  %222 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !16
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %222, align 4, !tbaa !16
  br label %225

225:                                              ; preds = %207, %217
  %226 = phi i32 [ %219, %217 ], [ %209, %207 ]
  %227 = add nuw nsw i64 %208, 1
  %228 = icmp eq i64 %227, 3000
  br i1 %228, label %181, label %207, !llvm.loop !19
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !8, i64 0}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11, !20}
!20 = !{!"llvm.loop.peeled.count", i32 1}
