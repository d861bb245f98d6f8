; ModuleID = 'programs/ctype_table.c'
source_filename = "programs/ctype_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"\0A%3d: \00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%x\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"\0Asums:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"\0Abad=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"EOF handling: %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @__ctype_b_loc() #3
  %2 = tail call ptr @__ctype_toupper_loc() #3
  %3 = tail call ptr @__ctype_tolower_loc() #3
  br label %30

4:                                                ; preds = %168
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %86)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %88)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %90)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %92)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %94)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %96)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %98)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %100)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %102)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %104)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %106)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %108)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %163)
  %19 = load ptr, ptr %1, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %19, i64 -2
  %21 = load i16, ptr %20, align 2, !tbaa !9
  %22 = tail call ptr @__ctype_toupper_loc() #3
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %23, i64 -4
  %25 = load i32, ptr %24, align 4, !tbaa !11
  %26 = lshr i16 %21, 10
  %27 = and i16 %26, 1
  %28 = zext nneg i16 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %28, i32 noundef %25)
  ret i32 %163

30:                                               ; preds = %0, %168
  %31 = phi i32 [ 0, %0 ], [ %108, %168 ]
  %32 = phi i32 [ 0, %0 ], [ %106, %168 ]
  %33 = phi i32 [ 0, %0 ], [ %104, %168 ]
  %34 = phi i32 [ 0, %0 ], [ %102, %168 ]
  %35 = phi i32 [ 0, %0 ], [ %100, %168 ]
  %36 = phi i32 [ 0, %0 ], [ %98, %168 ]
  %37 = phi i32 [ 0, %0 ], [ %96, %168 ]
  %38 = phi i32 [ 0, %0 ], [ %94, %168 ]
  %39 = phi i32 [ 0, %0 ], [ %92, %168 ]
  %40 = phi i32 [ 0, %0 ], [ %90, %168 ]
  %41 = phi i32 [ 0, %0 ], [ %88, %168 ]
  %42 = phi i32 [ 0, %0 ], [ %86, %168 ]
  %43 = phi i64 [ 0, %0 ], [ %83, %168 ]
  %44 = phi i32 [ 0, %0 ], [ %163, %168 ]
  %45 = trunc i64 %43 to i32
  %46 = load ptr, ptr %1, align 8, !tbaa !5
  %47 = getelementptr inbounds i16, ptr %46, i64 %43
  %48 = load i16, ptr %47, align 2, !tbaa !9
  %49 = lshr i16 %48, 10
  %50 = and i16 %49, 1
  %51 = zext nneg i16 %50 to i32
  %52 = lshr i16 %48, 11
  %53 = and i16 %52, 1
  %54 = zext nneg i16 %53 to i32
  %55 = lshr i16 %48, 3
  %56 = and i16 %55, 1
  %57 = zext nneg i16 %56 to i32
  %58 = lshr i16 %48, 13
  %59 = and i16 %58, 1
  %60 = zext nneg i16 %59 to i32
  %61 = lshr i16 %48, 8
  %62 = and i16 %61, 1
  %63 = zext nneg i16 %62 to i32
  %64 = lshr i16 %48, 9
  %65 = and i16 %64, 1
  %66 = zext nneg i16 %65 to i32
  %67 = lshr i16 %48, 2
  %68 = and i16 %67, 1
  %69 = zext nneg i16 %68 to i32
  %70 = lshr i16 %48, 14
  %71 = and i16 %70, 1
  %72 = zext nneg i16 %71 to i32
  %73 = lshr i16 %48, 1
  %74 = and i16 %73, 1
  %75 = zext nneg i16 %74 to i32
  %76 = lshr i16 %48, 12
  %77 = and i16 %76, 1
  %78 = zext nneg i16 %77 to i32
  %79 = lshr i16 %48, 15
  %80 = zext nneg i16 %79 to i32
  %81 = and i16 %48, 1
  %82 = zext nneg i16 %81 to i32
  %83 = add nuw nsw i64 %43, 1
  %84 = trunc nuw nsw i64 %83 to i32
  %85 = mul nuw nsw i32 %51, %84
  %86 = add i32 %42, %85
  %87 = mul nuw nsw i32 %54, %84
  %88 = add i32 %41, %87
  %89 = mul nuw nsw i32 %57, %84
  %90 = add i32 %40, %89
  %91 = mul nuw nsw i32 %60, %84
  %92 = add i32 %39, %91
  %93 = mul nuw nsw i32 %63, %84
  %94 = add i32 %38, %93
  %95 = mul nuw nsw i32 %66, %84
  %96 = add i32 %37, %95
  %97 = mul nuw nsw i32 %69, %84
  %98 = add i32 %36, %97
  %99 = mul nuw nsw i32 %72, %84
  %100 = add i32 %35, %99
  %101 = mul nuw nsw i32 %75, %84
  %102 = add i32 %34, %101
  %103 = mul nuw nsw i32 %78, %84
  %104 = add i32 %33, %103
  %105 = mul nuw nsw i32 %80, %84
  %106 = add i32 %32, %105
  %107 = mul nuw nsw i32 %82, %84
  %108 = add i32 %31, %107
  %109 = and i32 %45, 223
  %110 = trunc i16 %49 to i1
  %111 = add nsw i32 %109, -91
  %112 = icmp ult i32 %111, -26
  %113 = xor i1 %112, %110
  br i1 %113, label %114, label %138

114:                                              ; preds = %30
  %115 = trunc i16 %58 to i1
  %116 = icmp ne i64 %43, 32
  %117 = trunc i64 %43 to i32
  %118 = add i32 %117, -14
  %119 = icmp ult i32 %118, -5
  %120 = and i1 %116, %119
  %121 = xor i1 %120, %115
  br i1 %121, label %122, label %138

122:                                              ; preds = %114
  %123 = trunc i64 %43 to i32
  %124 = add i32 %123, -33
  %125 = icmp ult i32 %124, 94
  br i1 %125, label %126, label %135

126:                                              ; preds = %122
  %127 = and i32 %45, 95
  %128 = add nsw i32 %127, -91
  %129 = icmp ult i32 %128, -26
  br i1 %129, label %130, label %135

130:                                              ; preds = %126
  %131 = trunc i64 %43 to i32
  %132 = add i32 %131, -58
  %133 = icmp ult i32 %132, -10
  %134 = zext i1 %133 to i32
  br label %135

135:                                              ; preds = %122, %126, %130
  %136 = phi i32 [ 0, %126 ], [ 0, %122 ], [ %134, %130 ]
  %137 = icmp eq i32 %136, %69
  br i1 %137, label %140, label %138

138:                                              ; preds = %135, %114, %30
  %139 = add nsw i32 %44, 1
  br label %140

140:                                              ; preds = %138, %135
  %141 = phi i32 [ %139, %138 ], [ %44, %135 ]
  %142 = load ptr, ptr %2, align 8, !tbaa !5
  %143 = getelementptr inbounds i32, ptr %142, i64 %43
  %144 = load i32, ptr %143, align 4, !tbaa !11
  %145 = trunc i64 %43 to i32
  %146 = add i32 %145, -97
  %147 = icmp ult i32 %146, 26
  %148 = add nsw i32 %45, -32
  %149 = select i1 %147, i32 %148, i32 %45
  %150 = icmp ne i32 %144, %149
  %151 = zext i1 %150 to i32
  %152 = add nsw i32 %141, %151
  %153 = load ptr, ptr %3, align 8, !tbaa !5
  %154 = getelementptr inbounds i32, ptr %153, i64 %43
  %155 = load i32, ptr %154, align 4, !tbaa !11
  %156 = trunc i64 %43 to i32
  %157 = add i32 %156, -65
  %158 = icmp ult i32 %157, 26
  %159 = add nuw nsw i32 %45, 32
  %160 = select i1 %158, i32 %159, i32 %45
  %161 = icmp ne i32 %155, %160
  %162 = zext i1 %161 to i32
  %163 = add nsw i32 %152, %162
  %164 = and i32 %45, 15
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %166, label %168

166:                                              ; preds = %140
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %45)
  br label %168

168:                                              ; preds = %166, %140
  %169 = shl nuw nsw i32 %54, 1
  %170 = shl nuw nsw i32 %60, 2
  %171 = or disjoint i32 %169, %170
  %172 = shl nuw nsw i32 %69, 3
  %173 = or disjoint i32 %171, %172
  %174 = or disjoint i32 %173, %51
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %174)
  %176 = icmp eq i64 %83, 256
  br i1 %176, label %4, label %30, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
