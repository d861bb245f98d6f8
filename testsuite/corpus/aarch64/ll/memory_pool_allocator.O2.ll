; ModuleID = 'programs/memory_pool_allocator.c'
source_filename = "programs/memory_pool_allocator.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [80 x i8] c"live=%d fresh=%d reuse=%d arena used=%zu checksum=%ld overlap=%d misaligned=%d\0A\00", align 1
@fresh = internal unnamed_addr global i32 0, align 4
@reuse = internal unnamed_addr global i32 0, align 4
@bump_off = internal unnamed_addr global i64 0, align 8
@free_lists = internal unnamed_addr global [6 x ptr] zeroinitializer, align 8
@class_size = internal unnamed_addr constant [6 x i64] [i64 16, i64 32, i64 64, i64 128, i64 256, i64 512], align 8
@arena = internal global [1048576 x i8] zeroinitializer, align 64

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [512 x ptr], align 8
  %2 = alloca [512 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %1) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(4096) %1, i8 0, i64 4096, i1 false)
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %2) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(4096) %2, i8 0, i64 4096, i1 false)
  %3 = load i64, ptr @bump_off, align 8, !tbaa !6
  br label %4

4:                                                ; preds = %0, %143
  %5 = phi i32 [ 99, %0 ], [ %10, %143 ]
  %6 = phi i64 [ 0, %0 ], [ %145, %143 ]
  %7 = phi i32 [ 0, %0 ], [ %146, %143 ]
  %8 = phi i64 [ %3, %0 ], [ %144, %143 ]
  %9 = mul i32 %5, 1103515245
  %10 = add i32 %9, 12345
  %11 = lshr i32 %10, 8
  %12 = and i32 %11, 511
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8, !tbaa !10
  %16 = icmp eq ptr %15, null
  br i1 %16, label %47, label %17

17:                                               ; preds = %4
  %18 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %13
  %19 = load i64, ptr %18, align 8, !tbaa !6
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %34

21:                                               ; preds = %34, %17
  %22 = phi i64 [ %6, %17 ], [ %44, %34 ]
  %23 = getelementptr inbounds i8, ptr %15, i64 -12
  %24 = load i32, ptr %23, align 4, !tbaa !12
  %25 = icmp eq i32 %24, -17973521
  br i1 %25, label %26, label %33

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %15, i64 -16
  store i32 57005, ptr %23, align 4, !tbaa !12
  %28 = load i32, ptr %27, align 8, !tbaa !15
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %15, i64 -8
  store ptr %31, ptr %32, align 8, !tbaa !16
  store ptr %27, ptr %30, align 8, !tbaa !10
  br label %33

33:                                               ; preds = %21, %26
  store ptr null, ptr %14, align 8, !tbaa !10
  br label %143

34:                                               ; preds = %17, %34
  %35 = phi i64 [ %44, %34 ], [ %6, %17 ]
  %36 = phi i64 [ %45, %34 ], [ 0, %17 ]
  %37 = getelementptr inbounds i8, ptr %15, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !17
  %39 = trunc i64 %36 to i32
  %40 = add i32 %11, %39
  %41 = trunc i32 %40 to i8
  %42 = icmp eq i8 %38, %41
  %43 = add nsw i64 %35, -1000000
  %44 = select i1 %42, i64 %35, i64 %43
  %45 = add nuw i64 %36, 1
  %46 = icmp eq i64 %45, %19
  br i1 %46, label %21, label %34, !llvm.loop !18

47:                                               ; preds = %4
  %48 = lshr i32 %10, 20
  %49 = trunc nuw nsw i32 %48 to i16
  %50 = urem i16 %49, 500
  %51 = add nuw nsw i16 %50, 1
  %52 = zext nneg i16 %51 to i64
  %53 = icmp ugt i16 %50, 15
  br i1 %53, label %54, label %63

54:                                               ; preds = %47
  %55 = icmp ugt i16 %50, 31
  br i1 %55, label %56, label %63

56:                                               ; preds = %54
  %57 = icmp ugt i16 %50, 63
  br i1 %57, label %58, label %63

58:                                               ; preds = %56
  %59 = icmp ugt i16 %50, 127
  br i1 %59, label %60, label %63

60:                                               ; preds = %58
  %61 = icmp ugt i16 %50, 255
  %62 = select i1 %61, i32 5, i32 4
  br label %63

63:                                               ; preds = %60, %58, %56, %54, %47
  %64 = phi i32 [ 3, %58 ], [ 2, %56 ], [ 1, %54 ], [ 0, %47 ], [ %62, %60 ]
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8, !tbaa !10
  %68 = icmp eq ptr %67, null
  br i1 %68, label %72, label %69

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !16
  store ptr %71, ptr %66, align 8, !tbaa !10
  br label %82

72:                                               ; preds = %63
  %73 = getelementptr inbounds [6 x i64], ptr @class_size, i64 0, i64 %65
  %74 = load i64, ptr %73, align 8, !tbaa !6
  %75 = add i64 %74, 16
  %76 = add nsw i64 %8, 15
  %77 = and i64 %76, -16
  %78 = add i64 %75, %77
  %79 = icmp ugt i64 %78, 1048576
  br i1 %79, label %148, label %80

80:                                               ; preds = %72
  store i64 %78, ptr @bump_off, align 8, !tbaa !6
  %81 = getelementptr inbounds i8, ptr @arena, i64 %77
  br label %82

82:                                               ; preds = %69, %80
  %83 = phi i64 [ %78, %80 ], [ %8, %69 ]
  %84 = phi ptr [ @fresh, %80 ], [ @reuse, %69 ]
  %85 = phi ptr [ %81, %80 ], [ %67, %69 ]
  %86 = load i32, ptr %84, align 4, !tbaa !20
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %84, align 4, !tbaa !20
  store i32 %64, ptr %85, align 8, !tbaa !15
  %88 = getelementptr inbounds i8, ptr %85, i64 4
  store i32 -17973521, ptr %88, align 4, !tbaa !12
  %89 = getelementptr inbounds i8, ptr %85, i64 8
  store ptr null, ptr %89, align 8, !tbaa !16
  %90 = getelementptr inbounds i8, ptr %85, i64 16
  %91 = icmp ult i16 %50, 7
  br i1 %91, label %131, label %92

92:                                               ; preds = %82
  %93 = icmp ult i16 %50, 15
  br i1 %93, label %112, label %94

94:                                               ; preds = %92
  %95 = and i64 %52, 1008
  %96 = insertelement <16 x i64> poison, i64 %13, i64 0
  %97 = shufflevector <16 x i64> %96, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %98

98:                                               ; preds = %98, %94
  %99 = phi i64 [ 0, %94 ], [ %104, %98 ]
  %100 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %94 ], [ %105, %98 ]
  %101 = add nuw nsw <16 x i64> %100, %97
  %102 = trunc <16 x i64> %101 to <16 x i8>
  %103 = getelementptr inbounds i8, ptr %90, i64 %99
  store <16 x i8> %102, ptr %103, align 1, !tbaa !17
  %104 = add nuw i64 %99, 16
  %105 = add <16 x i64> %100, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %106 = icmp eq i64 %104, %95
  br i1 %106, label %107, label %98, !llvm.loop !21

107:                                              ; preds = %98
  %108 = icmp eq i64 %95, %52
  br i1 %108, label %140, label %109

109:                                              ; preds = %107
  %110 = and i64 %52, 8
  %111 = icmp eq i64 %110, 0
  br i1 %111, label %131, label %112

112:                                              ; preds = %92, %109
  %113 = phi i64 [ %95, %109 ], [ 0, %92 ]
  %114 = and i64 %52, 1016
  %115 = insertelement <8 x i64> poison, i64 %113, i64 0
  %116 = shufflevector <8 x i64> %115, <8 x i64> poison, <8 x i32> zeroinitializer
  %117 = or disjoint <8 x i64> %116, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %118 = insertelement <8 x i64> poison, i64 %13, i64 0
  %119 = shufflevector <8 x i64> %118, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %120

120:                                              ; preds = %120, %112
  %121 = phi i64 [ %113, %112 ], [ %126, %120 ]
  %122 = phi <8 x i64> [ %117, %112 ], [ %127, %120 ]
  %123 = add nuw nsw <8 x i64> %122, %119
  %124 = trunc <8 x i64> %123 to <8 x i8>
  %125 = getelementptr inbounds i8, ptr %90, i64 %121
  store <8 x i8> %124, ptr %125, align 1, !tbaa !17
  %126 = add nuw i64 %121, 8
  %127 = add <8 x i64> %122, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %128 = icmp eq i64 %126, %114
  br i1 %128, label %129, label %120, !llvm.loop !24

129:                                              ; preds = %120
  %130 = icmp eq i64 %114, %52
  br i1 %130, label %140, label %131

131:                                              ; preds = %129, %82, %109
  %132 = phi i64 [ 0, %82 ], [ %95, %109 ], [ %114, %129 ]
  br label %133

133:                                              ; preds = %131, %133
  %134 = phi i64 [ %138, %133 ], [ %132, %131 ]
  %135 = add nuw nsw i64 %134, %13
  %136 = trunc i64 %135 to i8
  %137 = getelementptr inbounds i8, ptr %90, i64 %134
  store i8 %136, ptr %137, align 1, !tbaa !17
  %138 = add nuw nsw i64 %134, 1
  %139 = icmp eq i64 %138, %52
  br i1 %139, label %140, label %133, !llvm.loop !25

140:                                              ; preds = %133, %129, %107
  store ptr %90, ptr %14, align 8, !tbaa !10
  %141 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %13
  store i64 %52, ptr %141, align 8, !tbaa !6
  %142 = add nsw i64 %6, %52
  br label %143

143:                                              ; preds = %33, %140
  %144 = phi i64 [ %83, %140 ], [ %8, %33 ]
  %145 = phi i64 [ %142, %140 ], [ %22, %33 ]
  %146 = add nuw nsw i32 %7, 1
  %147 = icmp eq i32 %146, 20000
  br i1 %147, label %148, label %4, !llvm.loop !26

148:                                              ; preds = %72, %143
  %149 = phi i64 [ %8, %72 ], [ %144, %143 ]
  %150 = phi i64 [ %6, %72 ], [ %145, %143 ]
  br label %160

151:                                              ; preds = %200
  %152 = load i32, ptr @fresh, align 4, !tbaa !20
  %153 = load i32, ptr @reuse, align 4, !tbaa !20
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %202, i32 noundef %152, i32 noundef %153, i64 noundef %149, i64 noundef %150, i32 noundef %201, i32 noundef %203)
  %155 = icmp ne i32 %201, 0
  %156 = icmp ne i32 %203, 0
  %157 = select i1 %155, i1 true, i1 %156
  %158 = and i32 %202, 127
  %159 = select i1 %157, i32 100, i32 %158
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %1) #4
  ret i32 %159

160:                                              ; preds = %148, %200
  %161 = phi i64 [ 0, %148 ], [ %204, %200 ]
  %162 = phi i32 [ 0, %148 ], [ %203, %200 ]
  %163 = phi i32 [ 0, %148 ], [ %202, %200 ]
  %164 = phi i32 [ 0, %148 ], [ %201, %200 ]
  %165 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %161
  %166 = load ptr, ptr %165, align 8, !tbaa !10
  %167 = icmp eq ptr %166, null
  br i1 %167, label %200, label %168

168:                                              ; preds = %160
  %169 = add nsw i32 %163, 1
  %170 = ptrtoint ptr %166 to i64
  %171 = and i64 %170, 15
  %172 = icmp ne i64 %171, 0
  %173 = zext i1 %172 to i32
  %174 = add nsw i32 %162, %173
  %175 = icmp ult i64 %161, 511
  br i1 %175, label %176, label %200

176:                                              ; preds = %168
  %177 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %161
  br label %178

178:                                              ; preds = %176, %197
  %179 = phi i64 [ %161, %176 ], [ %181, %197 ]
  %180 = phi i32 [ %164, %176 ], [ %198, %197 ]
  %181 = add nuw nsw i64 %179, 1
  %182 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %181
  %183 = load ptr, ptr %182, align 8, !tbaa !10
  %184 = icmp eq ptr %183, null
  br i1 %184, label %197, label %185

185:                                              ; preds = %178
  %186 = ptrtoint ptr %183 to i64
  %187 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %181
  %188 = load i64, ptr %187, align 8, !tbaa !6
  %189 = add i64 %188, %186
  %190 = icmp ugt i64 %189, %170
  br i1 %190, label %191, label %197

191:                                              ; preds = %185
  %192 = load i64, ptr %177, align 8, !tbaa !6
  %193 = add i64 %192, %170
  %194 = icmp ugt i64 %193, %186
  %195 = zext i1 %194 to i32
  %196 = add nsw i32 %180, %195
  br label %197

197:                                              ; preds = %191, %185, %178
  %198 = phi i32 [ %180, %178 ], [ %180, %185 ], [ %196, %191 ]
  %199 = icmp eq i64 %181, 511
  br i1 %199, label %200, label %178, !llvm.loop !27

200:                                              ; preds = %197, %168, %160
  %201 = phi i32 [ %164, %160 ], [ %164, %168 ], [ %198, %197 ]
  %202 = phi i32 [ %163, %160 ], [ %169, %168 ], [ %169, %197 ]
  %203 = phi i32 [ %162, %160 ], [ %174, %168 ], [ %174, %197 ]
  %204 = add nuw nsw i64 %161, 1
  %205 = icmp eq i64 %204, 512
  br i1 %205, label %151, label %160, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !14, i64 4}
!13 = !{!"hdr", !14, i64 0, !14, i64 4, !11, i64 8}
!14 = !{!"int", !8, i64 0}
!15 = !{!13, !14, i64 0}
!16 = !{!13, !11, i64 8}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!14, !14, i64 0}
!21 = distinct !{!21, !19, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !19, !22, !23}
!25 = distinct !{!25, !19, !23, !22}
!26 = distinct !{!26, !19}
!27 = distinct !{!27, !19}
!28 = distinct !{!28, !19}
