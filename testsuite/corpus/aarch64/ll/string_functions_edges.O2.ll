; ModuleID = 'programs/string_functions_edges.c'
source_filename = "programs/string_functions_edges.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"strlen: %zu %zu %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"strcmp: %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"strncpy pad:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c" | no-term %.4s\0A\00", align 1
@__const.main.cat = private unnamed_addr constant [32 x i8] c"foo\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"bazqux\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"cat=%s len=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [57 x i8] c"strchr(o)=%td strchr(0)=%td strrchr(o)=%td strchr(z)=%s\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.14 = private unnamed_addr constant [20 x i8] c"strstr: %td %td %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [27 x i8] c"spn=%zu cspn=%zu pbrk=%td\0A\00", align 1
@__const.main.toks = private unnamed_addr constant [30 x i8] c"  alpha, beta;;gamma ,delta  \00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c" ,;\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c" %d tokens\0A\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"duplicate\00", align 1
@.str.28 = private unnamed_addr constant [10 x i8] c"truncated\00", align 1
@.str.29 = private unnamed_addr constant [36 x i8] c"strdup=%s strndup=%s casecmp=%d %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"HeLLo\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"ABCd\00", align 1
@.str.33 = private unnamed_addr constant [5 x i8] c"abce\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1000 x i8], align 1
  %2 = alloca [4 x i8], align 4
  %3 = alloca [32 x i8], align 1
  %4 = alloca [30 x i8], align 1
  %5 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(999) %1, i8 120, i64 999, i1 false)
  %6 = getelementptr inbounds i8, ptr %1, i64 999
  store i8 0, ptr %6, align 1, !tbaa !6
  %7 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef 1, i64 noundef %7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 104)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 105)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11
  store i32 1819242356, ptr %2, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %3, ptr noundef nonnull align 1 dereferenceable(32) @__const.main.cat, i64 32, i1 false)
  %22 = call i64 @strlen(ptr nonnull dereferenceable(1) %3)
  %23 = getelementptr inbounds i8, ptr %3, i64 %22
  store i32 7496034, ptr %23, align 1
  %24 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(7) @.str.8, i64 noundef 3) #11
  %25 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #12
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %3, i64 noundef %25)
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 4, i64 noundef 12, i64 noundef 8, ptr noundef nonnull @.str.13)
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 7, i64 noundef 0, ptr noundef nonnull @.str.13)
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef 6, i64 noundef 5, i64 noundef 5)
  call void @llvm.lifetime.start.p0(i64 30, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(30) %4, ptr noundef nonnull align 1 dereferenceable(30) @__const.main.toks, i64 30, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #11
  %30 = call ptr @strtok_r(ptr noundef nonnull %4, ptr noundef nonnull @.str.24, ptr noundef nonnull %5) #11
  %31 = icmp eq ptr %30, null
  br i1 %31, label %39, label %32

32:                                               ; preds = %0, %32
  %33 = phi ptr [ %37, %32 ], [ %30, %0 ]
  %34 = phi i32 [ %36, %32 ], [ 0, %0 ]
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull %33)
  %36 = add nuw nsw i32 %34, 1
  %37 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.24, ptr noundef nonnull %5) #11
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %32, !llvm.loop !9

39:                                               ; preds = %32, %0
  %40 = phi i32 [ 0, %0 ], [ %36, %32 ]
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %40)
  %42 = call noalias dereferenceable_or_null(10) ptr @strdup(ptr noundef nonnull @.str.27) #11
  %43 = call noalias dereferenceable_or_null(6) ptr @strndup(ptr noundef nonnull dereferenceable(10) @.str.28, i64 noundef 5) #11
  %44 = call i32 @strcasecmp(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31) #12
  %45 = ashr i32 %44, 31
  %46 = icmp ne i32 %44, 0
  %47 = zext i1 %46 to i32
  %48 = or i32 %45, %47
  %49 = call i32 @strncasecmp(ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.33, i64 noundef 4) #12
  %50 = ashr i32 %49, 31
  %51 = icmp ne i32 %49, 0
  %52 = zext i1 %51 to i32
  %53 = or i32 %50, %52
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %42, ptr noundef %43, i32 noundef %48, i32 noundef %53)
  call void @free(ptr noundef %42) #11
  call void @free(ptr noundef %43) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 30, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %1) #11
  ret i32 %40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare ptr @strtok_r(ptr noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strndup(ptr nocapture noundef readonly, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @strcasecmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @strncasecmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
