; ModuleID = 'programs/memory_pool_allocator.c'
source_filename = "programs/memory_pool_allocator.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [80 x i8] c"live=%d fresh=%d reuse=%d arena used=%zu checksum=%ld overlap=%d misaligned=%d\0A\00", align 1
@fresh = internal unnamed_addr global i32 0, align 4
@reuse = internal unnamed_addr global i32 0, align 4
@bump_off = internal unnamed_addr global i64 0, align 8
@free_lists = internal unnamed_addr global [6 x ptr] zeroinitializer, align 16
@class_size = internal unnamed_addr constant [6 x i64] [i64 16, i64 32, i64 64, i64 128, i64 256, i64 512], align 16
@arena = internal global [1048576 x i8] zeroinitializer, align 64

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [512 x ptr], align 16
  %2 = alloca [512 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %1) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) %1, i8 0, i64 4096, i1 false)
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %2) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) %2, i8 0, i64 4096, i1 false)
  %3 = load i64, ptr @bump_off, align 8, !tbaa !5
  br label %4

4:                                                ; preds = %0, %197
  %5 = phi i32 [ 99, %0 ], [ %10, %197 ]
  %6 = phi i64 [ 0, %0 ], [ %199, %197 ]
  %7 = phi i32 [ 0, %0 ], [ %200, %197 ]
  %8 = phi i64 [ %3, %0 ], [ %198, %197 ]
  %9 = mul i32 %5, 1103515245
  %10 = add i32 %9, 12345
  %11 = lshr i32 %10, 8
  %12 = and i32 %11, 511
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8, !tbaa !9
  %16 = icmp eq ptr %15, null
  br i1 %16, label %101, label %17

17:                                               ; preds = %4
  %18 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %13
  %19 = load i64, ptr %18, align 8, !tbaa !5
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %46, label %21

21:                                               ; preds = %17
  %22 = and i64 %19, 3
  %23 = icmp ult i64 %19, 4
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = and i64 %19, -4
  br label %59

26:                                               ; preds = %59, %21
  %27 = phi i64 [ poison, %21 ], [ %97, %59 ]
  %28 = phi i64 [ %6, %21 ], [ %97, %59 ]
  %29 = phi i64 [ 0, %21 ], [ %98, %59 ]
  %30 = icmp eq i64 %22, 0
  br i1 %30, label %46, label %31

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %42, %31 ], [ %28, %26 ]
  %33 = phi i64 [ %43, %31 ], [ %29, %26 ]
  %34 = phi i64 [ %44, %31 ], [ 0, %26 ]
  %35 = getelementptr inbounds i8, ptr %15, i64 %33
  %36 = load i8, ptr %35, align 1, !tbaa !11
  %37 = trunc i64 %33 to i32
  %38 = add i32 %11, %37
  %39 = trunc i32 %38 to i8
  %40 = icmp eq i8 %36, %39
  %41 = add nsw i64 %32, -1000000
  %42 = select i1 %40, i64 %32, i64 %41
  %43 = add nuw i64 %33, 1
  %44 = add i64 %34, 1
  %45 = icmp eq i64 %44, %22
  br i1 %45, label %46, label %31, !llvm.loop !12

46:                                               ; preds = %26, %31, %17
  %47 = phi i64 [ %6, %17 ], [ %27, %26 ], [ %42, %31 ]
  %48 = getelementptr inbounds i8, ptr %15, i64 -12
  %49 = load i32, ptr %48, align 4, !tbaa !14
  %50 = icmp eq i32 %49, -17973521
  br i1 %50, label %51, label %58

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %15, i64 -16
  store i32 57005, ptr %48, align 4, !tbaa !14
  %53 = load i32, ptr %52, align 8, !tbaa !17
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %54
  %56 = load ptr, ptr %55, align 8, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %15, i64 -8
  store ptr %56, ptr %57, align 8, !tbaa !18
  store ptr %52, ptr %55, align 8, !tbaa !9
  br label %58

58:                                               ; preds = %46, %51
  store ptr null, ptr %14, align 8, !tbaa !9
  br label %197

59:                                               ; preds = %59, %24
  %60 = phi i64 [ %6, %24 ], [ %97, %59 ]
  %61 = phi i64 [ 0, %24 ], [ %98, %59 ]
  %62 = phi i64 [ 0, %24 ], [ %99, %59 ]
  %63 = getelementptr inbounds i8, ptr %15, i64 %61
  %64 = load i8, ptr %63, align 1, !tbaa !11
  %65 = trunc i64 %61 to i32
  %66 = add i32 %11, %65
  %67 = trunc i32 %66 to i8
  %68 = icmp eq i8 %64, %67
  %69 = add nsw i64 %60, -1000000
  %70 = select i1 %68, i64 %60, i64 %69
  %71 = or disjoint i64 %61, 1
  %72 = getelementptr inbounds i8, ptr %15, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !11
  %74 = trunc i64 %71 to i32
  %75 = add i32 %11, %74
  %76 = trunc i32 %75 to i8
  %77 = icmp eq i8 %73, %76
  %78 = add nsw i64 %70, -1000000
  %79 = select i1 %77, i64 %70, i64 %78
  %80 = or disjoint i64 %61, 2
  %81 = getelementptr inbounds i8, ptr %15, i64 %80
  %82 = load i8, ptr %81, align 1, !tbaa !11
  %83 = trunc i64 %80 to i32
  %84 = add i32 %11, %83
  %85 = trunc i32 %84 to i8
  %86 = icmp eq i8 %82, %85
  %87 = add nsw i64 %79, -1000000
  %88 = select i1 %86, i64 %79, i64 %87
  %89 = or disjoint i64 %61, 3
  %90 = getelementptr inbounds i8, ptr %15, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !11
  %92 = trunc i64 %89 to i32
  %93 = add i32 %11, %92
  %94 = trunc i32 %93 to i8
  %95 = icmp eq i8 %91, %94
  %96 = add nsw i64 %88, -1000000
  %97 = select i1 %95, i64 %88, i64 %96
  %98 = add nuw i64 %61, 4
  %99 = add i64 %62, 4
  %100 = icmp eq i64 %99, %25
  br i1 %100, label %26, label %59, !llvm.loop !19

101:                                              ; preds = %4
  %102 = lshr i32 %10, 20
  %103 = trunc nuw nsw i32 %102 to i16
  %104 = urem i16 %103, 500
  %105 = add nuw nsw i16 %104, 1
  %106 = zext nneg i16 %105 to i64
  %107 = icmp ugt i16 %104, 15
  br i1 %107, label %108, label %117

108:                                              ; preds = %101
  %109 = icmp ugt i16 %104, 31
  br i1 %109, label %110, label %117

110:                                              ; preds = %108
  %111 = icmp ugt i16 %104, 63
  br i1 %111, label %112, label %117

112:                                              ; preds = %110
  %113 = icmp ugt i16 %104, 127
  br i1 %113, label %114, label %117

114:                                              ; preds = %112
  %115 = icmp ugt i16 %104, 255
  %116 = select i1 %115, i32 5, i32 4
  br label %117

117:                                              ; preds = %114, %112, %110, %108, %101
  %118 = phi i32 [ 3, %112 ], [ 2, %110 ], [ 1, %108 ], [ 0, %101 ], [ %116, %114 ]
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %119
  %121 = load ptr, ptr %120, align 8, !tbaa !9
  %122 = icmp eq ptr %121, null
  br i1 %122, label %126, label %123

123:                                              ; preds = %117
  %124 = getelementptr inbounds i8, ptr %121, i64 8
  %125 = load ptr, ptr %124, align 8, !tbaa !18
  store ptr %125, ptr %120, align 8, !tbaa !9
  br label %136

126:                                              ; preds = %117
  %127 = getelementptr inbounds [6 x i64], ptr @class_size, i64 0, i64 %119
  %128 = load i64, ptr %127, align 8, !tbaa !5
  %129 = add i64 %128, 16
  %130 = add nsw i64 %8, 15
  %131 = and i64 %130, -16
  %132 = add i64 %129, %131
  %133 = icmp ugt i64 %132, 1048576
  br i1 %133, label %202, label %134

134:                                              ; preds = %126
  store i64 %132, ptr @bump_off, align 8, !tbaa !5
  %135 = getelementptr inbounds i8, ptr @arena, i64 %131
  br label %136

136:                                              ; preds = %123, %134
  %137 = phi i64 [ %132, %134 ], [ %8, %123 ]
  %138 = phi ptr [ @fresh, %134 ], [ @reuse, %123 ]
  %139 = phi ptr [ %135, %134 ], [ %121, %123 ]
  %140 = load i32, ptr %138, align 4, !tbaa !21
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %138, align 4, !tbaa !21
  store i32 %118, ptr %139, align 8, !tbaa !17
  %142 = getelementptr inbounds i8, ptr %139, i64 4
  store i32 -17973521, ptr %142, align 4, !tbaa !14
  %143 = getelementptr inbounds i8, ptr %139, i64 8
  store ptr null, ptr %143, align 8, !tbaa !18
  %144 = getelementptr inbounds i8, ptr %139, i64 16
  %145 = icmp ult i16 %104, 7
  br i1 %145, label %185, label %146

146:                                              ; preds = %136
  %147 = icmp ult i16 %104, 15
  br i1 %147, label %166, label %148

148:                                              ; preds = %146
  %149 = and i64 %106, 1008
  %150 = insertelement <16 x i64> poison, i64 %13, i64 0
  %151 = shufflevector <16 x i64> %150, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %152

152:                                              ; preds = %152, %148
  %153 = phi i64 [ 0, %148 ], [ %158, %152 ]
  %154 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %148 ], [ %159, %152 ]
  %155 = add nuw nsw <16 x i64> %154, %151
  %156 = trunc <16 x i64> %155 to <16 x i8>
  %157 = getelementptr inbounds i8, ptr %144, i64 %153
  store <16 x i8> %156, ptr %157, align 1, !tbaa !11
  %158 = add nuw i64 %153, 16
  %159 = add <16 x i64> %154, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %160 = icmp eq i64 %158, %149
  br i1 %160, label %161, label %152, !llvm.loop !22

161:                                              ; preds = %152
  %162 = icmp eq i64 %149, %106
  br i1 %162, label %194, label %163

163:                                              ; preds = %161
  %164 = and i64 %106, 8
  %165 = icmp eq i64 %164, 0
  br i1 %165, label %185, label %166

166:                                              ; preds = %146, %163
  %167 = phi i64 [ %149, %163 ], [ 0, %146 ]
  %168 = and i64 %106, 1016
  %169 = insertelement <8 x i64> poison, i64 %167, i64 0
  %170 = shufflevector <8 x i64> %169, <8 x i64> poison, <8 x i32> zeroinitializer
  %171 = or disjoint <8 x i64> %170, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %172 = insertelement <8 x i64> poison, i64 %13, i64 0
  %173 = shufflevector <8 x i64> %172, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %174

174:                                              ; preds = %174, %166
  %175 = phi i64 [ %167, %166 ], [ %180, %174 ]
  %176 = phi <8 x i64> [ %171, %166 ], [ %181, %174 ]
  %177 = add nuw nsw <8 x i64> %176, %173
  %178 = trunc <8 x i64> %177 to <8 x i8>
  %179 = getelementptr inbounds i8, ptr %144, i64 %175
  store <8 x i8> %178, ptr %179, align 1, !tbaa !11
  %180 = add nuw i64 %175, 8
  %181 = add <8 x i64> %176, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %182 = icmp eq i64 %180, %168
  br i1 %182, label %183, label %174, !llvm.loop !25

183:                                              ; preds = %174
  %184 = icmp eq i64 %168, %106
  br i1 %184, label %194, label %185

185:                                              ; preds = %183, %136, %163
  %186 = phi i64 [ 0, %136 ], [ %149, %163 ], [ %168, %183 ]
  br label %187

187:                                              ; preds = %185, %187
  %188 = phi i64 [ %192, %187 ], [ %186, %185 ]
  %189 = add nuw nsw i64 %188, %13
  %190 = trunc i64 %189 to i8
  %191 = getelementptr inbounds i8, ptr %144, i64 %188
  store i8 %190, ptr %191, align 1, !tbaa !11
  %192 = add nuw nsw i64 %188, 1
  %193 = icmp eq i64 %192, %106
  br i1 %193, label %194, label %187, !llvm.loop !26

194:                                              ; preds = %187, %183, %161
  store ptr %144, ptr %14, align 8, !tbaa !9
  %195 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %13
  store i64 %106, ptr %195, align 8, !tbaa !5
  %196 = add nsw i64 %6, %106
  br label %197

197:                                              ; preds = %58, %194
  %198 = phi i64 [ %137, %194 ], [ %8, %58 ]
  %199 = phi i64 [ %196, %194 ], [ %47, %58 ]
  %200 = add nuw nsw i32 %7, 1
  %201 = icmp eq i32 %200, 20000
  br i1 %201, label %202, label %4, !llvm.loop !27

202:                                              ; preds = %126, %197
  %203 = phi i64 [ %8, %126 ], [ %198, %197 ]
  %204 = phi i64 [ %6, %126 ], [ %199, %197 ]
  br label %214

205:                                              ; preds = %254
  %206 = load i32, ptr @fresh, align 4, !tbaa !21
  %207 = load i32, ptr @reuse, align 4, !tbaa !21
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %256, i32 noundef %206, i32 noundef %207, i64 noundef %203, i64 noundef %204, i32 noundef %255, i32 noundef %257)
  %209 = icmp ne i32 %255, 0
  %210 = icmp ne i32 %257, 0
  %211 = select i1 %209, i1 true, i1 %210
  %212 = and i32 %256, 127
  %213 = select i1 %211, i32 100, i32 %212
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %1) #4
  ret i32 %213

214:                                              ; preds = %202, %254
  %215 = phi i64 [ 0, %202 ], [ %258, %254 ]
  %216 = phi i32 [ 0, %202 ], [ %257, %254 ]
  %217 = phi i32 [ 0, %202 ], [ %256, %254 ]
  %218 = phi i32 [ 0, %202 ], [ %255, %254 ]
  %219 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %215
  %220 = load ptr, ptr %219, align 8, !tbaa !9
  %221 = icmp eq ptr %220, null
  br i1 %221, label %254, label %222

222:                                              ; preds = %214
  %223 = add nsw i32 %217, 1
  %224 = ptrtoint ptr %220 to i64
  %225 = and i64 %224, 15
  %226 = icmp ne i64 %225, 0
  %227 = zext i1 %226 to i32
  %228 = add nsw i32 %216, %227
  %229 = icmp ult i64 %215, 511
  br i1 %229, label %230, label %254

230:                                              ; preds = %222
  %231 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %215
  br label %232

232:                                              ; preds = %230, %251
  %233 = phi i64 [ %215, %230 ], [ %235, %251 ]
  %234 = phi i32 [ %218, %230 ], [ %252, %251 ]
  %235 = add nuw nsw i64 %233, 1
  %236 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %235
  %237 = load ptr, ptr %236, align 8, !tbaa !9
  %238 = icmp eq ptr %237, null
  br i1 %238, label %251, label %239

239:                                              ; preds = %232
  %240 = ptrtoint ptr %237 to i64
  %241 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %235
  %242 = load i64, ptr %241, align 8, !tbaa !5
  %243 = add i64 %242, %240
  %244 = icmp ugt i64 %243, %224
  br i1 %244, label %245, label %251

245:                                              ; preds = %239
  %246 = load i64, ptr %231, align 8, !tbaa !5
  %247 = add i64 %246, %224
  %248 = icmp ugt i64 %247, %240
  %249 = zext i1 %248 to i32
  %250 = add nsw i32 %234, %249
  br label %251

251:                                              ; preds = %245, %239, %232
  %252 = phi i32 [ %234, %232 ], [ %234, %239 ], [ %250, %245 ]
  %253 = icmp eq i64 %235, 511
  br i1 %253, label %254, label %232, !llvm.loop !28

254:                                              ; preds = %251, %222, %214
  %255 = phi i32 [ %218, %214 ], [ %218, %222 ], [ %252, %251 ]
  %256 = phi i32 [ %217, %214 ], [ %223, %222 ], [ %223, %251 ]
  %257 = phi i32 [ %216, %214 ], [ %228, %222 ], [ %228, %251 ]
  %258 = add nuw nsw i64 %215, 1
  %259 = icmp eq i64 %258, 512
  br i1 %259, label %205, label %214, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !16, i64 4}
!15 = !{!"hdr", !16, i64 0, !16, i64 4, !10, i64 8}
!16 = !{!"int", !7, i64 0}
!17 = !{!15, !16, i64 0}
!18 = !{!15, !10, i64 8}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!16, !16, i64 0}
!22 = distinct !{!22, !20, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !20, !23, !24}
!26 = distinct !{!26, !20, !24, !23}
!27 = distinct !{!27, !20}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}
