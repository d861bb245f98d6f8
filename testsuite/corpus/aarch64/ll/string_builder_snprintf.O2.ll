; ModuleID = 'programs/string_builder_snprintf.c'
source_filename = "programs/string_builder_snprintf.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.sb = type { ptr, i64, i64, i32 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"gamma-delta\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"with \22quotes\22\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"tab\09here\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"nl\0Ahere\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"\1Ctrl\00", align 1
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
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
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = load i8, ptr %6, align 1, !tbaa !10
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %14, %3
  %10 = phi i32 [ 0, %3 ], [ %20, %14 ]
  %11 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #12
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.12, ptr noundef nonnull %6, i64 noundef %11, i32 noundef %10)
  %12 = add nuw nsw i64 %4, 1
  %13 = icmp eq i64 %12, 8
  br i1 %13, label %2, label %3, !llvm.loop !11

14:                                               ; preds = %3, %14
  %15 = phi i8 [ %22, %14 ], [ %7, %3 ]
  %16 = phi ptr [ %21, %14 ], [ %6, %3 ]
  %17 = phi i32 [ %20, %14 ], [ 0, %3 ]
  %18 = mul i32 %17, 131
  %19 = zext i8 %15 to i32
  %20 = add i32 %18, %19
  %21 = getelementptr inbounds i8, ptr %16, i64 1
  %22 = load i8, ptr %21, align 1, !tbaa !10
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %9, label %14, !llvm.loop !13

24:                                               ; preds = %49
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.18)
  br label %62

25:                                               ; preds = %2, %49
  %26 = phi i64 [ 0, %2 ], [ %50, %49 ]
  %27 = icmp eq i64 %26, 0
  %28 = select i1 %27, ptr @.str.16, ptr @.str.15
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.14, ptr noundef nonnull %28)
  %29 = getelementptr inbounds [8 x ptr], ptr @__const.main.names, i64 0, i64 %26
  %30 = load ptr, ptr %29, align 8, !tbaa !6
  %31 = load i8, ptr %30, align 1, !tbaa !10
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %49, label %33

33:                                               ; preds = %25, %45
  %34 = phi i8 [ %47, %45 ], [ %31, %25 ]
  %35 = phi ptr [ %46, %45 ], [ %30, %25 ]
  %36 = zext i8 %34 to i32
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
  %47 = load i8, ptr %46, align 1, !tbaa !10
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %49, label %33, !llvm.loop !14

49:                                               ; preds = %45, %25
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.17)
  %50 = add nuw nsw i64 %26, 1
  %51 = icmp eq i64 %50, 8
  br i1 %51, label %24, label %25, !llvm.loop !15

52:                                               ; preds = %62
  %53 = load ptr, ptr %1, align 8, !tbaa !16
  %54 = load ptr, ptr @stdout, align 8, !tbaa !6
  %55 = tail call i32 @fputs(ptr noundef %53, ptr noundef %54)
  %56 = getelementptr inbounds i8, ptr %1, i64 8
  %57 = load i64, ptr %56, align 8, !tbaa !20
  %58 = add i64 %57, 1
  %59 = tail call noalias ptr @malloc(i64 noundef %58) #13
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr align 1 %53, i64 %58, i1 false)
  %60 = tail call ptr @strtok(ptr noundef %59, ptr noundef nonnull @.str.20) #11
  %61 = icmp eq ptr %60, null
  br i1 %61, label %71, label %74

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
  br i1 %70, label %52, label %62, !llvm.loop !21

71:                                               ; preds = %74, %52
  %72 = phi i32 [ 0, %52 ], [ %76, %74 ]
  %73 = icmp eq i64 %57, 0
  br i1 %73, label %79, label %87

74:                                               ; preds = %52, %74
  %75 = phi i32 [ %76, %74 ], [ 0, %52 ]
  %76 = add nuw nsw i32 %75, 1
  %77 = tail call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.20) #11
  %78 = icmp eq ptr %77, null
  br i1 %78, label %71, label %74, !llvm.loop !22

79:                                               ; preds = %87, %71
  %80 = phi i32 [ 0, %71 ], [ %94, %87 ]
  %81 = getelementptr inbounds i8, ptr %1, i64 16
  %82 = load i64, ptr %81, align 8, !tbaa !23
  %83 = getelementptr inbounds i8, ptr %1, i64 24
  %84 = load i32, ptr %83, align 8, !tbaa !24
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %57, i64 noundef %82, i32 noundef %84, i32 noundef %72, i32 noundef %80)
  tail call void @free(ptr noundef %59) #11
  tail call void @free(ptr noundef %53) #11
  %86 = and i32 %72, 127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  ret i32 %86

87:                                               ; preds = %71, %87
  %88 = phi i64 [ %95, %87 ], [ 0, %71 ]
  %89 = phi i32 [ %94, %87 ], [ 0, %71 ]
  %90 = mul i32 %89, 31
  %91 = getelementptr inbounds i8, ptr %53, i64 %88
  %92 = load i8, ptr %91, align 1, !tbaa !10
  %93 = zext i8 %92 to i32
  %94 = add i32 %90, %93
  %95 = add nuw i64 %88, 1
  %96 = icmp eq i64 %95, %57
  br i1 %96, label %79, label %87, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind uwtable
define internal void @sb_printf(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ...) unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.va_copy.p0(ptr nonnull %4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !26
  %7 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef %1, ptr noundef nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.va_end.p0(ptr nonnull %4)
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !20
  %10 = sext i32 %7 to i64
  %11 = add nsw i64 %10, 1
  %12 = add i64 %11, %9
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load i64, ptr %13, align 8, !tbaa !23
  %15 = icmp ugt i64 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %2
  %17 = load ptr, ptr %0, align 8, !tbaa !16
  br label %32

18:                                               ; preds = %2
  %19 = icmp eq i64 %14, 0
  %20 = select i1 %19, i64 16, i64 %14
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i64 [ %20, %18 ], [ %24, %21 ]
  %23 = icmp ult i64 %22, %12
  %24 = shl i64 %22, 1
  br i1 %23, label %21, label %25, !llvm.loop !28

25:                                               ; preds = %21
  %26 = load ptr, ptr %0, align 8, !tbaa !16
  %27 = call ptr @realloc(ptr noundef %26, i64 noundef %22) #14
  store ptr %27, ptr %0, align 8, !tbaa !16
  store i64 %22, ptr %13, align 8, !tbaa !23
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load i32, ptr %28, align 8, !tbaa !24
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %28, align 8, !tbaa !24
  %31 = load i64, ptr %8, align 8, !tbaa !20
  br label %32

32:                                               ; preds = %16, %25
  %33 = phi i64 [ %14, %16 ], [ %22, %25 ]
  %34 = phi i64 [ %9, %16 ], [ %31, %25 ]
  %35 = phi ptr [ %17, %16 ], [ %27, %25 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 %34
  %37 = sub i64 %33, %34
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !26
  %38 = call i32 @vsnprintf(ptr noundef %36, i64 noundef %37, ptr noundef %1, ptr noundef nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  %39 = load i64, ptr %8, align 8, !tbaa !20
  %40 = add i64 %39, %10
  store i64 %40, ptr %8, align 8, !tbaa !20
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind allocsize(1) }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!17, !7, i64 0}
!17 = !{!"sb", !7, i64 0, !18, i64 8, !18, i64 16, !19, i64 24}
!18 = !{!"long", !8, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = !{!17, !18, i64 8}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = !{!17, !18, i64 16}
!24 = !{!17, !19, i64 24}
!25 = distinct !{!25, !12}
!26 = !{i64 0, i64 8, !6, i64 8, i64 8, !6, i64 16, i64 8, !6, i64 24, i64 4, !27, i64 28, i64 4, !27}
!27 = !{!19, !19, i64 0}
!28 = distinct !{!28, !12}
