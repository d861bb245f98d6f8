; ModuleID = 'programs/ctype_table.c'
source_filename = "programs/ctype_table.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  br label %38

4:                                                ; preds = %140
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %65)
  %8 = extractelement <8 x i32> %74, i64 7
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8)
  %10 = extractelement <8 x i32> %74, i64 6
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %10)
  %12 = extractelement <8 x i32> %74, i64 5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %12)
  %14 = extractelement <8 x i32> %74, i64 4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14)
  %16 = extractelement <8 x i32> %74, i64 3
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %16)
  %18 = extractelement <8 x i32> %74, i64 2
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %18)
  %20 = extractelement <8 x i32> %74, i64 1
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %20)
  %22 = extractelement <8 x i32> %74, i64 0
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %76)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %135)
  %27 = load ptr, ptr %1, align 8, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %27, i64 -2
  %29 = load i16, ptr %28, align 2, !tbaa !10
  %30 = tail call ptr @__ctype_toupper_loc() #3
  %31 = load ptr, ptr %30, align 8, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %31, i64 -4
  %33 = load i32, ptr %32, align 4, !tbaa !12
  %34 = lshr i16 %29, 10
  %35 = and i16 %34, 1
  %36 = zext nneg i16 %35 to i32
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %36, i32 noundef %33)
  ret i32 %135

38:                                               ; preds = %0, %140
  %39 = phi i32 [ 0, %0 ], [ %78, %140 ]
  %40 = phi i32 [ 0, %0 ], [ %76, %140 ]
  %41 = phi i32 [ 0, %0 ], [ %65, %140 ]
  %42 = phi i32 [ 0, %0 ], [ %63, %140 ]
  %43 = phi i64 [ 0, %0 ], [ %60, %140 ]
  %44 = phi i32 [ 0, %0 ], [ %135, %140 ]
  %45 = phi <8 x i32> [ zeroinitializer, %0 ], [ %74, %140 ]
  %46 = trunc i64 %43 to i32
  %47 = load ptr, ptr %1, align 8, !tbaa !6
  %48 = getelementptr inbounds i16, ptr %47, i64 %43
  %49 = load i16, ptr %48, align 2, !tbaa !10
  %50 = lshr i16 %49, 10
  %51 = and i16 %50, 1
  %52 = zext nneg i16 %51 to i32
  %53 = lshr i16 %49, 11
  %54 = and i16 %53, 1
  %55 = zext nneg i16 %54 to i32
  %56 = lshr i16 %49, 15
  %57 = zext nneg i16 %56 to i32
  %58 = and i16 %49, 1
  %59 = zext nneg i16 %58 to i32
  %60 = add nuw nsw i64 %43, 1
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = mul nuw nsw i32 %52, %61
  %63 = add i32 %42, %62
  %64 = mul nuw nsw i32 %55, %61
  %65 = add i32 %41, %64
  %66 = insertelement <8 x i16> poison, i16 %49, i64 0
  %67 = shufflevector <8 x i16> %66, <8 x i16> poison, <8 x i32> zeroinitializer
  %68 = lshr <8 x i16> %67, <i16 12, i16 1, i16 14, i16 2, i16 9, i16 8, i16 13, i16 3>
  %69 = and <8 x i16> %68, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %70 = zext nneg <8 x i16> %69 to <8 x i32>
  %71 = insertelement <8 x i32> poison, i32 %61, i64 0
  %72 = shufflevector <8 x i32> %71, <8 x i32> poison, <8 x i32> zeroinitializer
  %73 = mul nuw nsw <8 x i32> %72, %70
  %74 = add <8 x i32> %45, %73
  %75 = mul nuw nsw i32 %57, %61
  %76 = add i32 %40, %75
  %77 = mul nuw nsw i32 %59, %61
  %78 = add i32 %39, %77
  %79 = and i32 %46, 223
  %80 = trunc i16 %50 to i1
  %81 = add nsw i32 %79, -91
  %82 = icmp ult i32 %81, -26
  %83 = xor i1 %82, %80
  br i1 %83, label %84, label %110

84:                                               ; preds = %38
  %85 = bitcast <8 x i16> %68 to <128 x i1>
  %86 = extractelement <128 x i1> %85, i64 96
  %87 = icmp ne i64 %43, 32
  %88 = trunc i64 %43 to i32
  %89 = add i32 %88, -14
  %90 = icmp ult i32 %89, -5
  %91 = and i1 %87, %90
  %92 = xor i1 %91, %86
  br i1 %92, label %93, label %110

93:                                               ; preds = %84
  %94 = trunc i64 %43 to i32
  %95 = add i32 %94, -33
  %96 = icmp ult i32 %95, 94
  br i1 %96, label %97, label %106

97:                                               ; preds = %93
  %98 = and i32 %46, 95
  %99 = add nsw i32 %98, -91
  %100 = icmp ult i32 %99, -26
  br i1 %100, label %101, label %106

101:                                              ; preds = %97
  %102 = trunc i64 %43 to i32
  %103 = add i32 %102, -58
  %104 = icmp ult i32 %103, -10
  %105 = zext i1 %104 to i32
  br label %106

106:                                              ; preds = %93, %97, %101
  %107 = phi i32 [ 0, %97 ], [ 0, %93 ], [ %105, %101 ]
  %108 = extractelement <8 x i32> %70, i64 3
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %112, label %110

110:                                              ; preds = %106, %84, %38
  %111 = add nsw i32 %44, 1
  br label %112

112:                                              ; preds = %110, %106
  %113 = phi i32 [ %111, %110 ], [ %44, %106 ]
  %114 = load ptr, ptr %2, align 8, !tbaa !6
  %115 = getelementptr inbounds i32, ptr %114, i64 %43
  %116 = load i32, ptr %115, align 4, !tbaa !12
  %117 = trunc i64 %43 to i32
  %118 = add i32 %117, -97
  %119 = icmp ult i32 %118, 26
  %120 = add nsw i32 %46, -32
  %121 = select i1 %119, i32 %120, i32 %46
  %122 = icmp ne i32 %116, %121
  %123 = zext i1 %122 to i32
  %124 = add nsw i32 %113, %123
  %125 = load ptr, ptr %3, align 8, !tbaa !6
  %126 = getelementptr inbounds i32, ptr %125, i64 %43
  %127 = load i32, ptr %126, align 4, !tbaa !12
  %128 = trunc i64 %43 to i32
  %129 = add i32 %128, -65
  %130 = icmp ult i32 %129, 26
  %131 = add nuw nsw i32 %46, 32
  %132 = select i1 %130, i32 %131, i32 %46
  %133 = icmp ne i32 %127, %132
  %134 = zext i1 %133 to i32
  %135 = add nsw i32 %124, %134
  %136 = and i32 %46, 15
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %140

138:                                              ; preds = %112
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46)
  br label %140

140:                                              ; preds = %138, %112
  %141 = shl nuw nsw i32 %55, 1
  %142 = extractelement <8 x i32> %70, i64 6
  %143 = shl nuw nsw i32 %142, 2
  %144 = or disjoint i32 %141, %143
  %145 = extractelement <8 x i32> %70, i64 3
  %146 = shl nuw nsw i32 %145, 3
  %147 = or disjoint i32 %144, %146
  %148 = or disjoint i32 %147, %52
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %148)
  %150 = icmp eq i64 %60, 256
  br i1 %150, label %4, label %38, !llvm.loop !14
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
