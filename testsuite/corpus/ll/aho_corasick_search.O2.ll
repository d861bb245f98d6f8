; ModuleID = 'programs/aho_corasick_search.c'
source_filename = "programs/aho_corasick_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@pats = internal unnamed_addr constant [12 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@main.text = internal global [20001 x i8] zeroinitializer, align 16
@__const.main.alpha = private unnamed_addr constant [6 x i8] c"ahsre\00", align 1
@go_ = internal unnamed_addr global [2000 x [26 x i32]] zeroinitializer, align 16
@out_ = internal unnamed_addr global [2000 x i32] zeroinitializer, align 16
@outlink = internal unnamed_addr global [2000 x i32] zeroinitializer, align 16
@pid = internal unnamed_addr global [2000 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"%-5s %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"nodes=%d bad=%d\0A\00", align 1
@nodes = internal unnamed_addr global i32 1, align 4
@.str.2 = private unnamed_addr constant [3 x i8] c"he\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"she\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"his\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"hers\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"ash\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"shah\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"aa\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"sha\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"hash\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"ssh\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"rsh\00", align 1
@fail_ = internal unnamed_addr global [2000 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2000 x i32], align 16
  %2 = alloca [12 x i64], align 16
  %3 = load i32, ptr @nodes, align 4, !tbaa !5
  br label %79

4:                                                ; preds = %109
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %1) #5
  br label %7

5:                                                ; preds = %31
  %6 = icmp sgt i32 %32, 0
  br i1 %6, label %38, label %78

7:                                                ; preds = %31, %4
  %8 = phi i64 [ 0, %4 ], [ %33, %31 ]
  %9 = phi i32 [ 0, %4 ], [ %32, %31 ]
  %10 = getelementptr inbounds [26 x i32], ptr @go_, i64 0, i64 %8
  %11 = load i32, ptr %10, align 8, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %7
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %14
  store i32 0, ptr %15, align 4, !tbaa !5
  %16 = add nsw i32 %9, 1
  %17 = sext i32 %9 to i64
  %18 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %17
  store i32 %11, ptr %18, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %13, %7
  %20 = phi i32 [ %16, %13 ], [ %9, %7 ]
  %21 = or disjoint i64 %8, 1
  %22 = getelementptr inbounds [26 x i32], ptr @go_, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %19
  %26 = sext i32 %23 to i64
  %27 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %26
  store i32 0, ptr %27, align 4, !tbaa !5
  %28 = add nsw i32 %20, 1
  %29 = sext i32 %20 to i64
  %30 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %29
  store i32 %23, ptr %30, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %25, %19
  %32 = phi i32 [ %28, %25 ], [ %20, %19 ]
  %33 = add nuw nsw i64 %8, 2
  %34 = icmp eq i64 %33, 26
  br i1 %34, label %5, label %7, !llvm.loop !9

35:                                               ; preds = %74
  %36 = sext i32 %75 to i64
  %37 = icmp slt i64 %41, %36
  br i1 %37, label %38, label %78, !llvm.loop !11

38:                                               ; preds = %5, %35
  %39 = phi i64 [ %41, %35 ], [ 0, %5 ]
  %40 = phi i32 [ %75, %35 ], [ %32, %5 ]
  %41 = add nuw nsw i64 %39, 1
  %42 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %39
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %54

51:                                               ; preds = %38
  %52 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %47
  %53 = load i32, ptr %52, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %51, %38
  %55 = phi i32 [ %53, %51 ], [ %46, %38 ]
  %56 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %44
  store i32 %55, ptr %56, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %74, %54
  %58 = phi i64 [ 0, %54 ], [ %76, %74 ]
  %59 = phi i32 [ %40, %54 ], [ %75, %74 ]
  %60 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %44, i64 %58
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = icmp eq i32 %61, 0
  %63 = load i32, ptr %45, align 4, !tbaa !5
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %64, i64 %58
  %66 = load i32, ptr %65, align 4, !tbaa !5
  br i1 %62, label %73, label %67

67:                                               ; preds = %57
  %68 = sext i32 %61 to i64
  %69 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %68
  store i32 %66, ptr %69, align 4, !tbaa !5
  %70 = add nsw i32 %59, 1
  %71 = sext i32 %59 to i64
  %72 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %71
  store i32 %61, ptr %72, align 4, !tbaa !5
  br label %74

73:                                               ; preds = %57
  store i32 %66, ptr %60, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %73, %67
  %75 = phi i32 [ %70, %67 ], [ %59, %73 ]
  %76 = add nuw nsw i64 %58, 1
  %77 = icmp eq i64 %76, 26
  br i1 %77, label %35, label %57, !llvm.loop !12

78:                                               ; preds = %35, %5
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %1) #5
  br label %121

79:                                               ; preds = %0, %109
  %80 = phi i64 [ 0, %0 ], [ %115, %109 ]
  %81 = phi i32 [ %3, %0 ], [ %110, %109 ]
  %82 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %80
  %83 = load ptr, ptr %82, align 8, !tbaa !13
  %84 = load i8, ptr %83, align 1, !tbaa !15
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %109, label %86

86:                                               ; preds = %79, %100
  %87 = phi i32 [ %101, %100 ], [ %81, %79 ]
  %88 = phi i8 [ %105, %100 ], [ %84, %79 ]
  %89 = phi ptr [ %104, %100 ], [ %83, %79 ]
  %90 = phi i32 [ %102, %100 ], [ 0, %79 ]
  %91 = phi i32 [ %103, %100 ], [ %81, %79 ]
  %92 = sext i8 %88 to i64
  %93 = add nsw i64 %92, -97
  %94 = sext i32 %90 to i64
  %95 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %94, i64 %93
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %100

98:                                               ; preds = %86
  %99 = add nsw i32 %91, 1
  store i32 %99, ptr @nodes, align 4, !tbaa !5
  store i32 %91, ptr %95, align 4, !tbaa !5
  br label %100

100:                                              ; preds = %98, %86
  %101 = phi i32 [ %99, %98 ], [ %87, %86 ]
  %102 = phi i32 [ %91, %98 ], [ %96, %86 ]
  %103 = phi i32 [ %99, %98 ], [ %91, %86 ]
  %104 = getelementptr inbounds i8, ptr %89, i64 1
  %105 = load i8, ptr %104, align 1, !tbaa !15
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %107, label %86, !llvm.loop !16

107:                                              ; preds = %100
  %108 = sext i32 %102 to i64
  br label %109

109:                                              ; preds = %79, %107
  %110 = phi i32 [ %81, %79 ], [ %101, %107 ]
  %111 = phi i64 [ 0, %79 ], [ %108, %107 ]
  %112 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %111
  store i32 1, ptr %112, align 4, !tbaa !5
  %113 = getelementptr inbounds [2000 x i32], ptr @pid, i64 0, i64 %111
  %114 = trunc nuw nsw i64 %80 to i32
  store i32 %114, ptr %113, align 4, !tbaa !5
  %115 = add nuw nsw i64 %80, 1
  %116 = icmp eq i64 %115, 12
  br i1 %116, label %4, label %79, !llvm.loop !17

117:                                              ; preds = %121
  store i8 0, ptr getelementptr inbounds (i8, ptr @main.text, i64 20000), align 16, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %118 = load i8, ptr @main.text, align 16, !tbaa !15
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %120, label %145

120:                                              ; preds = %164, %117
  br label %188

121:                                              ; preds = %121, %78
  %122 = phi i64 [ 0, %78 ], [ %143, %121 ]
  %123 = phi i32 [ 12345, %78 ], [ %135, %121 ]
  %124 = mul i32 %123, 1103515245
  %125 = add i32 %124, 12345
  %126 = lshr i32 %125, 16
  %127 = trunc nuw i32 %126 to i16
  %128 = urem i16 %127, 5
  %129 = zext nneg i16 %128 to i64
  %130 = getelementptr inbounds [6 x i8], ptr @__const.main.alpha, i64 0, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !15
  %132 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %122
  store i8 %131, ptr %132, align 2, !tbaa !15
  %133 = or disjoint i64 %122, 1
  %134 = mul i32 %125, 1103515245
  %135 = add i32 %134, 12345
  %136 = lshr i32 %135, 16
  %137 = trunc nuw i32 %136 to i16
  %138 = urem i16 %137, 5
  %139 = zext nneg i16 %138 to i64
  %140 = getelementptr inbounds [6 x i8], ptr @__const.main.alpha, i64 0, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !15
  %142 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %133
  store i8 %141, ptr %142, align 1, !tbaa !15
  %143 = add nuw nsw i64 %122, 2
  %144 = icmp eq i64 %143, 20000
  br i1 %144, label %117, label %121, !llvm.loop !18

145:                                              ; preds = %117, %164
  %146 = phi i64 [ %165, %164 ], [ 0, %117 ]
  %147 = phi i8 [ %167, %164 ], [ %118, %117 ]
  %148 = phi i32 [ %153, %164 ], [ 0, %117 ]
  %149 = sext i32 %148 to i64
  %150 = sext i8 %147 to i64
  %151 = add nsw i64 %150, -97
  %152 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %149, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !5
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %158, label %161

158:                                              ; preds = %145
  %159 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %154
  %160 = load i32, ptr %159, align 4, !tbaa !5
  br label %161

161:                                              ; preds = %145, %158
  %162 = phi i32 [ %160, %158 ], [ %153, %145 ]
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %164, label %169

164:                                              ; preds = %169, %161
  %165 = add nuw nsw i64 %146, 1
  %166 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !15
  %168 = icmp eq i8 %167, 0
  br i1 %168, label %120, label %145, !llvm.loop !19

169:                                              ; preds = %161, %169
  %170 = phi i32 [ %179, %169 ], [ %162, %161 ]
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [2000 x i32], ptr @pid, i64 0, i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !5
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [12 x i64], ptr %2, i64 0, i64 %174
  %176 = load i64, ptr %175, align 8, !tbaa !20
  %177 = add nsw i64 %176, 1
  store i64 %177, ptr %175, align 8, !tbaa !20
  %178 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %171
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %164, label %169, !llvm.loop !22

181:                                              ; preds = %196
  %182 = load i32, ptr @nodes, align 4, !tbaa !5
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %182, i32 noundef %202)
  %184 = icmp eq i32 %202, 0
  %185 = load i32, ptr @nodes, align 4
  %186 = and i32 %185, 127
  %187 = select i1 %184, i32 %186, i32 100
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #5
  ret i32 %187

188:                                              ; preds = %120, %196
  %189 = phi i64 [ %204, %196 ], [ 0, %120 ]
  %190 = phi i32 [ %202, %196 ], [ 0, %120 ]
  %191 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %189
  %192 = load ptr, ptr %191, align 8, !tbaa !13
  %193 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %192) #6
  %194 = load i8, ptr @main.text, align 16, !tbaa !15
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %196, label %206

196:                                              ; preds = %206, %188
  %197 = phi i64 [ 0, %188 ], [ %213, %206 ]
  %198 = getelementptr inbounds [12 x i64], ptr %2, i64 0, i64 %189
  %199 = load i64, ptr %198, align 8, !tbaa !20
  %200 = icmp ne i64 %197, %199
  %201 = zext i1 %200 to i32
  %202 = add nuw nsw i32 %190, %201
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %192, i64 noundef %199)
  %204 = add nuw nsw i64 %189, 1
  %205 = icmp eq i64 %204, 12
  br i1 %205, label %181, label %188, !llvm.loop !23

206:                                              ; preds = %188, %206
  %207 = phi i64 [ %214, %206 ], [ 0, %188 ]
  %208 = phi i64 [ %213, %206 ], [ 0, %188 ]
  %209 = getelementptr inbounds i8, ptr @main.text, i64 %207
  %210 = tail call i32 @strncmp(ptr noundef nonnull %209, ptr noundef %192, i64 noundef %193) #6
  %211 = icmp eq i32 %210, 0
  %212 = zext i1 %211 to i64
  %213 = add nuw nsw i64 %208, %212
  %214 = add nuw nsw i64 %207, 1
  %215 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %214
  %216 = load i8, ptr %215, align 1, !tbaa !15
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %196, label %206, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !7, i64 0}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
