; ModuleID = 'programs/aho_corasick_search.c'
source_filename = "programs/aho_corasick_search.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@pats = internal unnamed_addr constant [12 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 8
@main.text = internal global [20001 x i8] zeroinitializer, align 4
@__const.main.alpha = private unnamed_addr constant [6 x i8] c"ahsre\00", align 1
@go_ = internal unnamed_addr global [2000 x [26 x i32]] zeroinitializer, align 4
@out_ = internal unnamed_addr global [2000 x i32] zeroinitializer, align 4
@outlink = internal unnamed_addr global [2000 x i32] zeroinitializer, align 4
@pid = internal unnamed_addr global [2000 x i32] zeroinitializer, align 4
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
@fail_ = internal unnamed_addr global [2000 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2000 x i32], align 4
  %2 = alloca [12 x i64], align 8
  %3 = load i32, ptr @nodes, align 4, !tbaa !6
  br label %67

4:                                                ; preds = %97
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %1) #5
  br label %7

5:                                                ; preds = %19
  %6 = icmp sgt i32 %20, 0
  br i1 %6, label %26, label %66

7:                                                ; preds = %19, %4
  %8 = phi i64 [ 0, %4 ], [ %21, %19 ]
  %9 = phi i32 [ 0, %4 ], [ %20, %19 ]
  %10 = getelementptr inbounds [26 x i32], ptr @go_, i64 0, i64 %8
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %7
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %14
  store i32 0, ptr %15, align 4, !tbaa !6
  %16 = add nsw i32 %9, 1
  %17 = sext i32 %9 to i64
  %18 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %17
  store i32 %11, ptr %18, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %13, %7
  %20 = phi i32 [ %16, %13 ], [ %9, %7 ]
  %21 = add nuw nsw i64 %8, 1
  %22 = icmp eq i64 %21, 26
  br i1 %22, label %5, label %7, !llvm.loop !10

23:                                               ; preds = %62
  %24 = sext i32 %63 to i64
  %25 = icmp slt i64 %29, %24
  br i1 %25, label %26, label %66, !llvm.loop !12

26:                                               ; preds = %5, %23
  %27 = phi i64 [ %29, %23 ], [ 0, %5 ]
  %28 = phi i32 [ %63, %23 ], [ %20, %5 ]
  %29 = add nuw nsw i64 %27, 1
  %30 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %27
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %26
  %40 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %35
  %41 = load i32, ptr %40, align 4, !tbaa !6
  br label %42

42:                                               ; preds = %39, %26
  %43 = phi i32 [ %41, %39 ], [ %34, %26 ]
  %44 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %32
  store i32 %43, ptr %44, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %62, %42
  %46 = phi i64 [ 0, %42 ], [ %64, %62 ]
  %47 = phi i32 [ %28, %42 ], [ %63, %62 ]
  %48 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %32, i64 %46
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = icmp eq i32 %49, 0
  %51 = load i32, ptr %33, align 4, !tbaa !6
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %52, i64 %46
  %54 = load i32, ptr %53, align 4, !tbaa !6
  br i1 %50, label %61, label %55

55:                                               ; preds = %45
  %56 = sext i32 %49 to i64
  %57 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %56
  store i32 %54, ptr %57, align 4, !tbaa !6
  %58 = add nsw i32 %47, 1
  %59 = sext i32 %47 to i64
  %60 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %59
  store i32 %49, ptr %60, align 4, !tbaa !6
  br label %62

61:                                               ; preds = %45
  store i32 %54, ptr %48, align 4, !tbaa !6
  br label %62

62:                                               ; preds = %61, %55
  %63 = phi i32 [ %58, %55 ], [ %47, %61 ]
  %64 = add nuw nsw i64 %46, 1
  %65 = icmp eq i64 %64, 26
  br i1 %65, label %23, label %45, !llvm.loop !13

66:                                               ; preds = %23, %5
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %1) #5
  br label %109

67:                                               ; preds = %0, %97
  %68 = phi i64 [ 0, %0 ], [ %103, %97 ]
  %69 = phi i32 [ %3, %0 ], [ %98, %97 ]
  %70 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %68
  %71 = load ptr, ptr %70, align 8, !tbaa !14
  %72 = load i8, ptr %71, align 1, !tbaa !16
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %97, label %74

74:                                               ; preds = %67, %88
  %75 = phi i32 [ %89, %88 ], [ %69, %67 ]
  %76 = phi i8 [ %93, %88 ], [ %72, %67 ]
  %77 = phi ptr [ %92, %88 ], [ %71, %67 ]
  %78 = phi i32 [ %90, %88 ], [ 0, %67 ]
  %79 = phi i32 [ %91, %88 ], [ %69, %67 ]
  %80 = zext i8 %76 to i64
  %81 = add nsw i64 %80, -97
  %82 = sext i32 %78 to i64
  %83 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %82, i64 %81
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %88

86:                                               ; preds = %74
  %87 = add nsw i32 %79, 1
  store i32 %87, ptr @nodes, align 4, !tbaa !6
  store i32 %79, ptr %83, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %86, %74
  %89 = phi i32 [ %87, %86 ], [ %75, %74 ]
  %90 = phi i32 [ %79, %86 ], [ %84, %74 ]
  %91 = phi i32 [ %87, %86 ], [ %79, %74 ]
  %92 = getelementptr inbounds i8, ptr %77, i64 1
  %93 = load i8, ptr %92, align 1, !tbaa !16
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %74, !llvm.loop !17

95:                                               ; preds = %88
  %96 = sext i32 %90 to i64
  br label %97

97:                                               ; preds = %67, %95
  %98 = phi i32 [ %69, %67 ], [ %89, %95 ]
  %99 = phi i64 [ 0, %67 ], [ %96, %95 ]
  %100 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %99
  store i32 1, ptr %100, align 4, !tbaa !6
  %101 = getelementptr inbounds [2000 x i32], ptr @pid, i64 0, i64 %99
  %102 = trunc nuw nsw i64 %68 to i32
  store i32 %102, ptr %101, align 4, !tbaa !6
  %103 = add nuw nsw i64 %68, 1
  %104 = icmp eq i64 %103, 12
  br i1 %104, label %4, label %67, !llvm.loop !18

105:                                              ; preds = %109
  store i8 0, ptr getelementptr inbounds (i8, ptr @main.text, i64 20000), align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %106 = load i8, ptr @main.text, align 4, !tbaa !16
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %108, label %123

108:                                              ; preds = %142, %105
  br label %166

109:                                              ; preds = %66, %109
  %110 = phi i64 [ 0, %66 ], [ %121, %109 ]
  %111 = phi i32 [ 12345, %66 ], [ %113, %109 ]
  %112 = mul i32 %111, 1103515245
  %113 = add i32 %112, 12345
  %114 = lshr i32 %113, 16
  %115 = trunc nuw i32 %114 to i16
  %116 = urem i16 %115, 5
  %117 = zext nneg i16 %116 to i64
  %118 = getelementptr inbounds [6 x i8], ptr @__const.main.alpha, i64 0, i64 %117
  %119 = load i8, ptr %118, align 1, !tbaa !16
  %120 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %110
  store i8 %119, ptr %120, align 1, !tbaa !16
  %121 = add nuw nsw i64 %110, 1
  %122 = icmp eq i64 %121, 20000
  br i1 %122, label %105, label %109, !llvm.loop !19

123:                                              ; preds = %105, %142
  %124 = phi i64 [ %143, %142 ], [ 0, %105 ]
  %125 = phi i8 [ %145, %142 ], [ %106, %105 ]
  %126 = phi i32 [ %131, %142 ], [ 0, %105 ]
  %127 = sext i32 %126 to i64
  %128 = zext i8 %125 to i64
  %129 = add nsw i64 %128, -97
  %130 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %127, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %136, label %139

136:                                              ; preds = %123
  %137 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %132
  %138 = load i32, ptr %137, align 4, !tbaa !6
  br label %139

139:                                              ; preds = %123, %136
  %140 = phi i32 [ %138, %136 ], [ %131, %123 ]
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %147

142:                                              ; preds = %147, %139
  %143 = add nuw nsw i64 %124, 1
  %144 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %143
  %145 = load i8, ptr %144, align 1, !tbaa !16
  %146 = icmp eq i8 %145, 0
  br i1 %146, label %108, label %123, !llvm.loop !20

147:                                              ; preds = %139, %147
  %148 = phi i32 [ %157, %147 ], [ %140, %139 ]
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [2000 x i32], ptr @pid, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [12 x i64], ptr %2, i64 0, i64 %152
  %154 = load i64, ptr %153, align 8, !tbaa !21
  %155 = add nsw i64 %154, 1
  store i64 %155, ptr %153, align 8, !tbaa !21
  %156 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %149
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %142, label %147, !llvm.loop !23

159:                                              ; preds = %174
  %160 = load i32, ptr @nodes, align 4, !tbaa !6
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %160, i32 noundef %180)
  %162 = icmp eq i32 %180, 0
  %163 = load i32, ptr @nodes, align 4
  %164 = and i32 %163, 127
  %165 = select i1 %162, i32 %164, i32 100
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #5
  ret i32 %165

166:                                              ; preds = %108, %174
  %167 = phi i64 [ %182, %174 ], [ 0, %108 ]
  %168 = phi i32 [ %180, %174 ], [ 0, %108 ]
  %169 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %167
  %170 = load ptr, ptr %169, align 8, !tbaa !14
  %171 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %170) #6
  %172 = load i8, ptr @main.text, align 4, !tbaa !16
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %174, label %184

174:                                              ; preds = %184, %166
  %175 = phi i64 [ 0, %166 ], [ %191, %184 ]
  %176 = getelementptr inbounds [12 x i64], ptr %2, i64 0, i64 %167
  %177 = load i64, ptr %176, align 8, !tbaa !21
  %178 = icmp ne i64 %175, %177
  %179 = zext i1 %178 to i32
  %180 = add nuw nsw i32 %168, %179
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %170, i64 noundef %177)
  %182 = add nuw nsw i64 %167, 1
  %183 = icmp eq i64 %182, 12
  br i1 %183, label %159, label %166, !llvm.loop !24

184:                                              ; preds = %166, %184
  %185 = phi i64 [ %192, %184 ], [ 0, %166 ]
  %186 = phi i64 [ %191, %184 ], [ 0, %166 ]
  %187 = getelementptr inbounds i8, ptr @main.text, i64 %185
  %188 = tail call i32 @strncmp(ptr noundef nonnull %187, ptr noundef %170, i64 noundef %171) #6
  %189 = icmp eq i32 %188, 0
  %190 = zext i1 %189 to i64
  %191 = add nuw nsw i64 %186, %190
  %192 = add nuw nsw i64 %185, 1
  %193 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %192
  %194 = load i8, ptr %193, align 1, !tbaa !16
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %174, label %184, !llvm.loop !25
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !8, i64 0}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
