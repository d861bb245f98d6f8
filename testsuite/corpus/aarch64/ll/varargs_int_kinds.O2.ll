; ModuleID = 'programs/varargs_int_kinds.c'
source_filename = "programs/varargs_int_kinds.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [21 x i8] c"sum_ints small=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"sum_ints many=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"iulLzpsjiulLzpsj\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"format hash %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%c:%llx \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 251, i32 noundef 250, i32 noundef -30000, i32 noundef 60000, i32 noundef 1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef 20)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  store i32 1, ptr %1, align 4, !tbaa !6
  %6 = call i64 (ptr, ...) @by_format(ptr nonnull poison, i32 noundef -1, i32 noundef -294967296, i64 noundef -2, i64 noundef 81985529216486895, i64 noundef -3, ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i64 noundef -9223372036854775808, i32 noundef 251, i32 noundef 60000, i64 noundef -30000, i64 noundef 250, i64 noundef 16, ptr noundef null, ptr noundef nonnull @.str.4, i64 noundef 42)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %6)
  %8 = call i32 (i32, ...) @count_until_zero(i32 poison, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 0)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %8)
  %10 = trunc i64 %6 to i32
  %11 = and i32 %10, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12

10:                                               ; preds = %28, %1
  %11 = phi i64 [ 0, %1 ], [ %34, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret i64 %11

12:                                               ; preds = %4, %28
  %13 = phi i32 [ %9, %4 ], [ %29, %28 ]
  %14 = phi i32 [ 0, %4 ], [ %35, %28 ]
  %15 = phi i64 [ 0, %4 ], [ %34, %28 ]
  %16 = phi ptr [ %5, %4 ], [ %30, %28 ]
  %17 = mul nsw i64 %15, 3
  %18 = icmp sgt i32 %13, -1
  br i1 %18, label %25, label %19

19:                                               ; preds = %12
  %20 = add nsw i32 %13, 8
  store i32 %20, ptr %6, align 8
  %21 = icmp ult i32 %13, -7
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = sext i32 %13 to i64
  %24 = getelementptr inbounds i8, ptr %8, i64 %23
  br label %28

25:                                               ; preds = %19, %12
  %26 = phi i32 [ %20, %19 ], [ %13, %12 ]
  %27 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %27, ptr %2, align 8
  br label %28

28:                                               ; preds = %25, %22
  %29 = phi i32 [ %20, %22 ], [ %26, %25 ]
  %30 = phi ptr [ %16, %22 ], [ %27, %25 ]
  %31 = phi ptr [ %24, %22 ], [ %16, %25 ]
  %32 = load i32, ptr %31, align 8, !tbaa !6
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %17, %33
  %35 = add nuw nsw i32 %14, 1
  %36 = icmp eq i32 %35, %0
  br i1 %36, label %10, label %12, !llvm.loop !10
}

; Function Attrs: nofree noinline nounwind uwtable
define internal i64 @by_format(ptr nocapture readnone %0, ...) unnamed_addr #4 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  br label %5

5:                                                ; preds = %155, %1
  %6 = phi i64 [ 0, %1 ], [ %158, %155 ]
  %7 = phi ptr [ @.str.2, %1 ], [ %161, %155 ]
  %8 = load i8, ptr %7, align 1, !tbaa !12
  switch i8 %8, label %155 [
    i8 0, label %9
    i8 105, label %11
    i8 117, label %28
    i8 108, label %45
    i8 76, label %61
    i8 122, label %77
    i8 112, label %93
    i8 115, label %111
    i8 106, label %139
  ]

9:                                                ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2)
  %10 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret i64 %6

11:                                               ; preds = %5
  %12 = load i32, ptr %3, align 8
  %13 = icmp sgt i32 %12, -1
  br i1 %13, label %21, label %14

14:                                               ; preds = %11
  %15 = add nsw i32 %12, 8
  store i32 %15, ptr %3, align 8
  %16 = icmp ult i32 %12, -7
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  br label %24

21:                                               ; preds = %14, %11
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr %23, ptr %2, align 8
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi ptr [ %20, %17 ], [ %22, %21 ]
  %26 = load i32, ptr %25, align 8, !tbaa !6
  %27 = sext i32 %26 to i64
  br label %155

28:                                               ; preds = %5
  %29 = load i32, ptr %3, align 8
  %30 = icmp sgt i32 %29, -1
  br i1 %30, label %38, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %29, 8
  store i32 %32, ptr %3, align 8
  %33 = icmp ult i32 %29, -7
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = load ptr, ptr %4, align 8
  %36 = sext i32 %29 to i64
  %37 = getelementptr inbounds i8, ptr %35, i64 %36
  br label %41

38:                                               ; preds = %31, %28
  %39 = load ptr, ptr %2, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr %40, ptr %2, align 8
  br label %41

41:                                               ; preds = %38, %34
  %42 = phi ptr [ %37, %34 ], [ %39, %38 ]
  %43 = load i32, ptr %42, align 8, !tbaa !6
  %44 = zext i32 %43 to i64
  br label %155

45:                                               ; preds = %5
  %46 = load i32, ptr %3, align 8
  %47 = icmp sgt i32 %46, -1
  br i1 %47, label %55, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %46, 8
  store i32 %49, ptr %3, align 8
  %50 = icmp ult i32 %46, -7
  br i1 %50, label %51, label %55

51:                                               ; preds = %48
  %52 = load ptr, ptr %4, align 8
  %53 = sext i32 %46 to i64
  %54 = getelementptr inbounds i8, ptr %52, i64 %53
  br label %58

55:                                               ; preds = %48, %45
  %56 = load ptr, ptr %2, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  store ptr %57, ptr %2, align 8
  br label %58

58:                                               ; preds = %55, %51
  %59 = phi ptr [ %54, %51 ], [ %56, %55 ]
  %60 = load i64, ptr %59, align 8, !tbaa !13
  br label %155

61:                                               ; preds = %5
  %62 = load i32, ptr %3, align 8
  %63 = icmp sgt i32 %62, -1
  br i1 %63, label %71, label %64

64:                                               ; preds = %61
  %65 = add nsw i32 %62, 8
  store i32 %65, ptr %3, align 8
  %66 = icmp ult i32 %62, -7
  br i1 %66, label %67, label %71

67:                                               ; preds = %64
  %68 = load ptr, ptr %4, align 8
  %69 = sext i32 %62 to i64
  %70 = getelementptr inbounds i8, ptr %68, i64 %69
  br label %74

71:                                               ; preds = %64, %61
  %72 = load ptr, ptr %2, align 8
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  store ptr %73, ptr %2, align 8
  br label %74

74:                                               ; preds = %71, %67
  %75 = phi ptr [ %70, %67 ], [ %72, %71 ]
  %76 = load i64, ptr %75, align 8, !tbaa !15
  br label %155

77:                                               ; preds = %5
  %78 = load i32, ptr %3, align 8
  %79 = icmp sgt i32 %78, -1
  br i1 %79, label %87, label %80

80:                                               ; preds = %77
  %81 = add nsw i32 %78, 8
  store i32 %81, ptr %3, align 8
  %82 = icmp ult i32 %78, -7
  br i1 %82, label %83, label %87

83:                                               ; preds = %80
  %84 = load ptr, ptr %4, align 8
  %85 = sext i32 %78 to i64
  %86 = getelementptr inbounds i8, ptr %84, i64 %85
  br label %90

87:                                               ; preds = %80, %77
  %88 = load ptr, ptr %2, align 8
  %89 = getelementptr inbounds i8, ptr %88, i64 8
  store ptr %89, ptr %2, align 8
  br label %90

90:                                               ; preds = %87, %83
  %91 = phi ptr [ %86, %83 ], [ %88, %87 ]
  %92 = load i64, ptr %91, align 8, !tbaa !13
  br label %155

93:                                               ; preds = %5
  %94 = load i32, ptr %3, align 8
  %95 = icmp sgt i32 %94, -1
  br i1 %95, label %103, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %94, 8
  store i32 %97, ptr %3, align 8
  %98 = icmp ult i32 %94, -7
  br i1 %98, label %99, label %103

99:                                               ; preds = %96
  %100 = load ptr, ptr %4, align 8
  %101 = sext i32 %94 to i64
  %102 = getelementptr inbounds i8, ptr %100, i64 %101
  br label %106

103:                                              ; preds = %96, %93
  %104 = load ptr, ptr %2, align 8
  %105 = getelementptr inbounds i8, ptr %104, i64 8
  store ptr %105, ptr %2, align 8
  br label %106

106:                                              ; preds = %103, %99
  %107 = phi ptr [ %102, %99 ], [ %104, %103 ]
  %108 = load ptr, ptr %107, align 8, !tbaa !17
  %109 = icmp ne ptr %108, null
  %110 = zext i1 %109 to i64
  br label %155

111:                                              ; preds = %5
  %112 = load i32, ptr %3, align 8
  %113 = icmp sgt i32 %112, -1
  br i1 %113, label %121, label %114

114:                                              ; preds = %111
  %115 = add nsw i32 %112, 8
  store i32 %115, ptr %3, align 8
  %116 = icmp ult i32 %112, -7
  br i1 %116, label %117, label %121

117:                                              ; preds = %114
  %118 = load ptr, ptr %4, align 8
  %119 = sext i32 %112 to i64
  %120 = getelementptr inbounds i8, ptr %118, i64 %119
  br label %124

121:                                              ; preds = %114, %111
  %122 = load ptr, ptr %2, align 8
  %123 = getelementptr inbounds i8, ptr %122, i64 8
  store ptr %123, ptr %2, align 8
  br label %124

124:                                              ; preds = %121, %117
  %125 = phi ptr [ %120, %117 ], [ %122, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !17
  %127 = load i8, ptr %126, align 1, !tbaa !12
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %155, label %129

129:                                              ; preds = %124, %129
  %130 = phi i8 [ %137, %129 ], [ %127, %124 ]
  %131 = phi ptr [ %134, %129 ], [ %126, %124 ]
  %132 = phi i64 [ %136, %129 ], [ 0, %124 ]
  %133 = mul i64 %132, 31
  %134 = getelementptr inbounds i8, ptr %131, i64 1
  %135 = zext i8 %130 to i64
  %136 = add i64 %133, %135
  %137 = load i8, ptr %134, align 1, !tbaa !12
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %155, label %129, !llvm.loop !19

139:                                              ; preds = %5
  %140 = load i32, ptr %3, align 8
  %141 = icmp sgt i32 %140, -1
  br i1 %141, label %149, label %142

142:                                              ; preds = %139
  %143 = add nsw i32 %140, 8
  store i32 %143, ptr %3, align 8
  %144 = icmp ult i32 %140, -7
  br i1 %144, label %145, label %149

145:                                              ; preds = %142
  %146 = load ptr, ptr %4, align 8
  %147 = sext i32 %140 to i64
  %148 = getelementptr inbounds i8, ptr %146, i64 %147
  br label %152

149:                                              ; preds = %142, %139
  %150 = load ptr, ptr %2, align 8
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  store ptr %151, ptr %2, align 8
  br label %152

152:                                              ; preds = %149, %145
  %153 = phi ptr [ %148, %145 ], [ %150, %149 ]
  %154 = load i64, ptr %153, align 8, !tbaa !13
  br label %155

155:                                              ; preds = %129, %124, %5, %152, %106, %90, %74, %58, %41, %24
  %156 = phi i64 [ %154, %152 ], [ %110, %106 ], [ %92, %90 ], [ %76, %74 ], [ %60, %58 ], [ %44, %41 ], [ %27, %24 ], [ 0, %5 ], [ 0, %124 ], [ %136, %129 ]
  %157 = mul i64 %6, 1000003
  %158 = xor i64 %156, %157
  %159 = zext i8 %8 to i32
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %159, i64 noundef %156)
  %161 = getelementptr inbounds i8, ptr %7, i64 1
  br label %5, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i32 @count_until_zero(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  br label %9

8:                                                ; preds = %24
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret i32 %13

9:                                                ; preds = %1, %24
  %10 = phi i32 [ 0, %1 ], [ %13, %24 ]
  %11 = phi i32 [ %4, %1 ], [ %26, %24 ]
  %12 = phi ptr [ %5, %1 ], [ %25, %24 ]
  %13 = add nuw nsw i32 %10, 1
  %14 = icmp sgt i32 %11, -1
  br i1 %14, label %21, label %15

15:                                               ; preds = %9
  %16 = add nsw i32 %11, 8
  store i32 %16, ptr %3, align 8
  %17 = icmp ult i32 %11, -7
  br i1 %17, label %18, label %21

18:                                               ; preds = %15
  %19 = sext i32 %11 to i64
  %20 = getelementptr inbounds i8, ptr %7, i64 %19
  br label %24

21:                                               ; preds = %15, %9
  %22 = phi i32 [ %16, %15 ], [ %11, %9 ]
  %23 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %23, ptr %2, align 8
  br label %24

24:                                               ; preds = %21, %18
  %25 = phi ptr [ %12, %18 ], [ %23, %21 ]
  %26 = phi i32 [ %16, %18 ], [ %22, %21 ]
  %27 = phi ptr [ %20, %18 ], [ %12, %21 ]
  %28 = load i32, ptr %27, align 8, !tbaa !6
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %8, label %9, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nofree nounwind }
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
!12 = !{!8, !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
