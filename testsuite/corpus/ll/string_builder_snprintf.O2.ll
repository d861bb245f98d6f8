; ModuleID = 'programs/string_builder_snprintf.c'
source_filename = "programs/string_builder_snprintf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sb = type { ptr, i64, i64, i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"gamma-delta\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"with \22quotes\22\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"tab\09here\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"nl\0Ahere\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"\1Ctrl\00", align 1
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [16 x i8] c"%-16s|%8s|%10s\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"name\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"len\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"hash\00", align 1
@.str.12 = private unnamed_addr constant [21 x i8] c"%-16.16s|%8zu|%#10x\0A\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"[\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"%s\22\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"\22\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"]\0A\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.20 = private unnamed_addr constant [4 x i8] c" |\0A\00", align 1
@.str.21 = private unnamed_addr constant [46 x i8] c"len=%zu cap=%zu grows=%d fields=%d hash=%08x\0A\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"\\\22\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"\\\\\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"\\n\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"\\t\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"\\u%04x\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"%c\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.sb, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11)
  br label %3

2:                                                ; preds = %9
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.13)
  br label %25

3:                                                ; preds = %0, %9
  %4 = phi i64 [ 0, %0 ], [ %12, %9 ]
  %5 = getelementptr inbounds [8 x ptr], ptr @__const.main.names, i64 0, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %14, %3
  %10 = phi i32 [ 0, %3 ], [ %20, %14 ]
  %11 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #12
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.12, ptr noundef nonnull %6, i64 noundef %11, i32 noundef %10)
  %12 = add nuw nsw i64 %4, 1
  %13 = icmp eq i64 %12, 8
  br i1 %13, label %2, label %3, !llvm.loop !10

14:                                               ; preds = %3, %14
  %15 = phi i8 [ %22, %14 ], [ %7, %3 ]
  %16 = phi ptr [ %21, %14 ], [ %6, %3 ]
  %17 = phi i32 [ %20, %14 ], [ 0, %3 ]
  %18 = mul i32 %17, 131
  %19 = zext i8 %15 to i32
  %20 = add i32 %18, %19
  %21 = getelementptr inbounds i8, ptr %16, i64 1
  %22 = load i8, ptr %21, align 1, !tbaa !9
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %9, label %14, !llvm.loop !12

24:                                               ; preds = %49
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.18)
  br label %62

25:                                               ; preds = %2, %49
  %26 = phi i64 [ 0, %2 ], [ %50, %49 ]
  %27 = icmp eq i64 %26, 0
  %28 = select i1 %27, ptr @.str.16, ptr @.str.15
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.14, ptr noundef nonnull %28)
  %29 = getelementptr inbounds [8 x ptr], ptr @__const.main.names, i64 0, i64 %26
  %30 = load ptr, ptr %29, align 8, !tbaa !5
  %31 = load i8, ptr %30, align 1, !tbaa !9
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %49, label %33

33:                                               ; preds = %25, %45
  %34 = phi i8 [ %47, %45 ], [ %31, %25 ]
  %35 = phi ptr [ %46, %45 ], [ %30, %25 ]
  %36 = sext i8 %34 to i32
  switch i8 %34, label %41 [
    i8 34, label %37
    i8 92, label %38
    i8 10, label %39
    i8 9, label %40
  ]

37:                                               ; preds = %33
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.22)
  br label %45

38:                                               ; preds = %33
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.23)
  br label %45

39:                                               ; preds = %33
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.24)
  br label %45

40:                                               ; preds = %33
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.25)
  br label %45

41:                                               ; preds = %33
  %42 = icmp ult i8 %34, 32
  br i1 %42, label %43, label %44

43:                                               ; preds = %41
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.26, i32 noundef %36)
  br label %45

44:                                               ; preds = %41
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.27, i32 noundef %36)
  br label %45

45:                                               ; preds = %44, %43, %40, %39, %38, %37
  %46 = getelementptr inbounds i8, ptr %35, i64 1
  %47 = load i8, ptr %46, align 1, !tbaa !9
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %49, label %33, !llvm.loop !13

49:                                               ; preds = %45, %25
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.17)
  %50 = add nuw nsw i64 %26, 1
  %51 = icmp eq i64 %50, 8
  br i1 %51, label %24, label %25, !llvm.loop !14

52:                                               ; preds = %62
  %53 = load ptr, ptr %1, align 8, !tbaa !15
  %54 = load ptr, ptr @stdout, align 8, !tbaa !5
  %55 = tail call i32 @fputs(ptr noundef %53, ptr noundef %54)
  %56 = getelementptr inbounds i8, ptr %1, i64 8
  %57 = load i64, ptr %56, align 8, !tbaa !19
  %58 = add i64 %57, 1
  %59 = tail call noalias ptr @malloc(i64 noundef %58) #13
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr align 1 %53, i64 %58, i1 false)
  %60 = tail call ptr @strtok(ptr noundef %59, ptr noundef nonnull @.str.20) #11
  %61 = icmp eq ptr %60, null
  br i1 %61, label %71, label %79

62:                                               ; preds = %24, %62
  %63 = phi i32 [ 0, %24 ], [ %69, %62 ]
  %64 = mul nuw nsw i32 %63, %63
  %65 = trunc nuw i32 %63 to i8
  %66 = urem i8 %65, 20
  %67 = icmp eq i8 %66, 19
  %68 = select i1 %67, i32 10, i32 32
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.19, i32 noundef %64, i32 noundef %68)
  %69 = add nuw nsw i32 %63, 1
  %70 = icmp eq i32 %69, 200
  br i1 %70, label %52, label %62, !llvm.loop !20

71:                                               ; preds = %79, %52
  %72 = phi i32 [ 0, %52 ], [ %81, %79 ]
  %73 = icmp eq i64 %57, 0
  br i1 %73, label %101, label %74

74:                                               ; preds = %71
  %75 = and i64 %57, 3
  %76 = icmp ult i64 %57, 4
  br i1 %76, label %84, label %77

77:                                               ; preds = %74
  %78 = and i64 %57, -4
  br label %109

79:                                               ; preds = %52, %79
  %80 = phi i32 [ %81, %79 ], [ 0, %52 ]
  %81 = add nuw nsw i32 %80, 1
  %82 = tail call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.20) #11
  %83 = icmp eq ptr %82, null
  br i1 %83, label %71, label %79, !llvm.loop !21

84:                                               ; preds = %109, %74
  %85 = phi i32 [ poison, %74 ], [ %135, %109 ]
  %86 = phi i64 [ 0, %74 ], [ %136, %109 ]
  %87 = phi i32 [ 0, %74 ], [ %135, %109 ]
  %88 = icmp eq i64 %75, 0
  br i1 %88, label %101, label %89

89:                                               ; preds = %84, %89
  %90 = phi i64 [ %98, %89 ], [ %86, %84 ]
  %91 = phi i32 [ %97, %89 ], [ %87, %84 ]
  %92 = phi i64 [ %99, %89 ], [ 0, %84 ]
  %93 = mul i32 %91, 31
  %94 = getelementptr inbounds i8, ptr %53, i64 %90
  %95 = load i8, ptr %94, align 1, !tbaa !9
  %96 = zext i8 %95 to i32
  %97 = add i32 %93, %96
  %98 = add nuw i64 %90, 1
  %99 = add i64 %92, 1
  %100 = icmp eq i64 %99, %75
  br i1 %100, label %101, label %89, !llvm.loop !22

101:                                              ; preds = %84, %89, %71
  %102 = phi i32 [ 0, %71 ], [ %85, %84 ], [ %97, %89 ]
  %103 = getelementptr inbounds i8, ptr %1, i64 16
  %104 = load i64, ptr %103, align 8, !tbaa !24
  %105 = getelementptr inbounds i8, ptr %1, i64 24
  %106 = load i32, ptr %105, align 8, !tbaa !25
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %57, i64 noundef %104, i32 noundef %106, i32 noundef %72, i32 noundef %102)
  tail call void @free(ptr noundef %59) #11
  tail call void @free(ptr noundef %53) #11
  %108 = and i32 %72, 127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  ret i32 %108

109:                                              ; preds = %109, %77
  %110 = phi i64 [ 0, %77 ], [ %136, %109 ]
  %111 = phi i32 [ 0, %77 ], [ %135, %109 ]
  %112 = phi i64 [ 0, %77 ], [ %137, %109 ]
  %113 = mul i32 %111, 31
  %114 = getelementptr inbounds i8, ptr %53, i64 %110
  %115 = load i8, ptr %114, align 1, !tbaa !9
  %116 = zext i8 %115 to i32
  %117 = add i32 %113, %116
  %118 = or disjoint i64 %110, 1
  %119 = mul i32 %117, 31
  %120 = getelementptr inbounds i8, ptr %53, i64 %118
  %121 = load i8, ptr %120, align 1, !tbaa !9
  %122 = zext i8 %121 to i32
  %123 = add i32 %119, %122
  %124 = or disjoint i64 %110, 2
  %125 = mul i32 %123, 31
  %126 = getelementptr inbounds i8, ptr %53, i64 %124
  %127 = load i8, ptr %126, align 1, !tbaa !9
  %128 = zext i8 %127 to i32
  %129 = add i32 %125, %128
  %130 = or disjoint i64 %110, 3
  %131 = mul i32 %129, 31
  %132 = getelementptr inbounds i8, ptr %53, i64 %130
  %133 = load i8, ptr %132, align 1, !tbaa !9
  %134 = zext i8 %133 to i32
  %135 = add i32 %131, %134
  %136 = add nuw i64 %110, 4
  %137 = add i64 %112, 4
  %138 = icmp eq i64 %137, %78
  br i1 %138, label %84, label %109, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind uwtable
define internal void @sb_printf(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.va_copy.p0(ptr nonnull %4, ptr nonnull %3)
  %5 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef %1, ptr noundef nonnull %4) #11
  call void @llvm.va_end.p0(ptr nonnull %4)
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !19
  %8 = sext i32 %5 to i64
  %9 = add nsw i64 %8, 1
  %10 = add i64 %9, %7
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !24
  %13 = icmp ugt i64 %10, %12
  br i1 %13, label %16, label %14

14:                                               ; preds = %2
  %15 = load ptr, ptr %0, align 8, !tbaa !15
  br label %30

16:                                               ; preds = %2
  %17 = icmp eq i64 %12, 0
  %18 = select i1 %17, i64 16, i64 %12
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi i64 [ %18, %16 ], [ %22, %19 ]
  %21 = icmp ult i64 %20, %10
  %22 = shl i64 %20, 1
  br i1 %21, label %19, label %23, !llvm.loop !27

23:                                               ; preds = %19
  %24 = load ptr, ptr %0, align 8, !tbaa !15
  %25 = call ptr @realloc(ptr noundef %24, i64 noundef %20) #14
  store ptr %25, ptr %0, align 8, !tbaa !15
  store i64 %20, ptr %11, align 8, !tbaa !24
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load i32, ptr %26, align 8, !tbaa !25
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %26, align 8, !tbaa !25
  %29 = load i64, ptr %6, align 8, !tbaa !19
  br label %30

30:                                               ; preds = %14, %23
  %31 = phi i64 [ %12, %14 ], [ %20, %23 ]
  %32 = phi i64 [ %7, %14 ], [ %29, %23 ]
  %33 = phi ptr [ %15, %14 ], [ %25, %23 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 %32
  %35 = sub i64 %31, %32
  %36 = call i32 @vsnprintf(ptr noundef %34, i64 noundef %35, ptr noundef %1, ptr noundef nonnull %3) #11
  %37 = load i64, ptr %6, align 8, !tbaa !19
  %38 = add i64 %37, %8
  store i64 %38, ptr %6, align 8, !tbaa !19
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fputs(ptr nocapture noundef readonly, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #9

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind allocsize(1) }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !6, i64 0}
!16 = !{!"sb", !6, i64 0, !17, i64 8, !17, i64 16, !18, i64 24}
!17 = !{!"long", !7, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = !{!16, !17, i64 8}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = !{!16, !17, i64 16}
!25 = !{!16, !18, i64 24}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
