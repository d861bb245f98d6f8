; ModuleID = 'programs/strtol_strtod_parsing.c'
source_filename = "programs/strtol_strtod_parsing.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"  -42abc\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"+0x1F\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"0777\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"0b101\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"9223372036854775808\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"-9223372036854775809\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"  \00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"1e5\00", align 1
@__const.main.ints = private unnamed_addr constant [14 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"%-24s\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c" b%d=%lld/%td%s\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"!\00", align 1
@.str.17 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.18 = private unnamed_addr constant [11 x i8] c" u=%llu%s\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"99999999999999999999\00", align 1
@.str.20 = private unnamed_addr constant [62 x i8] c"strtol clamp %ld erange=%d, strtoul(-1)=%lu atoi=%d atol=%ld\0A\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"  123xyz\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"-0.0\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"1e308\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"1e309\00", align 1
@.str.27 = private unnamed_addr constant [8 x i8] c"-1e-320\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"4.9e-324\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"2e-324\00", align 1
@.str.30 = private unnamed_addr constant [8 x i8] c"0x1.8p1\00", align 1
@.str.31 = private unnamed_addr constant [8 x i8] c"0X.8P-2\00", align 1
@.str.32 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.33 = private unnamed_addr constant [10 x i8] c"-Infinity\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.35 = private unnamed_addr constant [23 x i8] c"1.7976931348623157e308\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"  .5e+1x\00", align 1
@.str.37 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@__const.main.fps = private unnamed_addr constant [16 x ptr] [ptr @.str, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37], align 8
@.str.38 = private unnamed_addr constant [19 x i8] c"%-24s nan end=%td\0A\00", align 1
@.str.39 = private unnamed_addr constant [34 x i8] c"%-24s d=%a f=%a ld=%La end=%td%s\0A\00", align 1
@.str.40 = private unnamed_addr constant [8 x i8] c" ERANGE\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  br label %12

4:                                                ; preds = %12
  store i32 0, ptr %17, align 4, !tbaa !6
  %5 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.19, ptr noundef null, i32 noundef 10) #5
  %6 = load i32, ptr %17, align 4, !tbaa !6
  %7 = icmp eq i32 %6, 34
  %8 = zext i1 %7 to i32
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.21, ptr noundef null, i32 noundef 10) #5
  %10 = trunc i64 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %5, i32 noundef %8, i64 noundef -1, i32 noundef %10, i64 noundef -77)
  br label %75

12:                                               ; preds = %0, %12
  %13 = phi i64 [ 0, %0 ], [ %72, %12 ]
  %14 = getelementptr inbounds [14 x ptr], ptr @__const.main.ints, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8, !tbaa !10
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %15)
  %17 = tail call ptr @__errno_location() #6
  %18 = ptrtoint ptr %15 to i64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  %19 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 0) #5
  %20 = load ptr, ptr %1, align 8, !tbaa !10
  %21 = ptrtoint ptr %20 to i64
  %22 = sub i64 %21, %18
  %23 = load i32, ptr %17, align 4, !tbaa !6
  %24 = icmp eq i32 %23, 34
  %25 = select i1 %24, ptr @.str.16, ptr @.str.17
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i64 noundef %19, i64 noundef %22, ptr noundef nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  %27 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 10) #5
  %28 = load ptr, ptr %1, align 8, !tbaa !10
  %29 = ptrtoint ptr %28 to i64
  %30 = sub i64 %29, %18
  %31 = load i32, ptr %17, align 4, !tbaa !6
  %32 = icmp eq i32 %31, 34
  %33 = select i1 %32, ptr @.str.16, ptr @.str.17
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 10, i64 noundef %27, i64 noundef %30, ptr noundef nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  %35 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 16) #5
  %36 = load ptr, ptr %1, align 8, !tbaa !10
  %37 = ptrtoint ptr %36 to i64
  %38 = sub i64 %37, %18
  %39 = load i32, ptr %17, align 4, !tbaa !6
  %40 = icmp eq i32 %39, 34
  %41 = select i1 %40, ptr @.str.16, ptr @.str.17
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 16, i64 noundef %35, i64 noundef %38, ptr noundef nonnull %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  %43 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 8) #5
  %44 = load ptr, ptr %1, align 8, !tbaa !10
  %45 = ptrtoint ptr %44 to i64
  %46 = sub i64 %45, %18
  %47 = load i32, ptr %17, align 4, !tbaa !6
  %48 = icmp eq i32 %47, 34
  %49 = select i1 %48, ptr @.str.16, ptr @.str.17
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 8, i64 noundef %43, i64 noundef %46, ptr noundef nonnull %49)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  %51 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 2) #5
  %52 = load ptr, ptr %1, align 8, !tbaa !10
  %53 = ptrtoint ptr %52 to i64
  %54 = sub i64 %53, %18
  %55 = load i32, ptr %17, align 4, !tbaa !6
  %56 = icmp eq i32 %55, 34
  %57 = select i1 %56, ptr @.str.16, ptr @.str.17
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 2, i64 noundef %51, i64 noundef %54, ptr noundef nonnull %57)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  %59 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 36) #5
  %60 = load ptr, ptr %1, align 8, !tbaa !10
  %61 = ptrtoint ptr %60 to i64
  %62 = sub i64 %61, %18
  %63 = load i32, ptr %17, align 4, !tbaa !6
  %64 = icmp eq i32 %63, 34
  %65 = select i1 %64, ptr @.str.16, ptr @.str.17
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 36, i64 noundef %59, i64 noundef %62, ptr noundef nonnull %65)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  %67 = call i64 @strtoull(ptr noundef %15, ptr noundef nonnull %2, i32 noundef 0) #5
  %68 = load i32, ptr %17, align 4, !tbaa !6
  %69 = icmp eq i32 %68, 34
  %70 = select i1 %69, ptr @.str.16, ptr @.str.17
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %67, ptr noundef nonnull %70)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  %72 = add nuw nsw i64 %13, 1
  %73 = icmp eq i64 %72, 14
  br i1 %73, label %4, label %12, !llvm.loop !12

74:                                               ; preds = %99
  ret i32 42

75:                                               ; preds = %4, %99
  %76 = phi i64 [ 0, %4 ], [ %100, %99 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  %77 = getelementptr inbounds [16 x ptr], ptr @__const.main.fps, i64 0, i64 %76
  %78 = load ptr, ptr %77, align 8, !tbaa !10
  %79 = call double @strtod(ptr noundef %78, ptr noundef nonnull %3) #5
  %80 = load i32, ptr %17, align 4, !tbaa !6
  %81 = tail call float @strtof(ptr nocapture noundef %78, ptr noundef null) #5
  %82 = tail call fp128 @strtold(ptr nocapture noundef %78, ptr noundef null) #5
  %83 = fcmp uno double %79, 0.000000e+00
  br i1 %83, label %84, label %90

84:                                               ; preds = %75
  %85 = load ptr, ptr %3, align 8, !tbaa !10
  %86 = ptrtoint ptr %85 to i64
  %87 = ptrtoint ptr %78 to i64
  %88 = sub i64 %86, %87
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef %78, i64 noundef %88)
  br label %99

90:                                               ; preds = %75
  %91 = icmp eq i32 %80, 34
  %92 = fpext float %81 to double
  %93 = load ptr, ptr %3, align 8, !tbaa !10
  %94 = ptrtoint ptr %93 to i64
  %95 = ptrtoint ptr %78 to i64
  %96 = sub i64 %94, %95
  %97 = select i1 %91, ptr @.str.40, ptr @.str.17
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef %78, double noundef %79, double noundef %92, fp128 noundef %82, i64 noundef %96, ptr noundef nonnull %97)
  br label %99

99:                                               ; preds = %90, %84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5
  %100 = add nuw nsw i64 %76, 1
  %101 = icmp eq i64 %100, 16
  br i1 %101, label %74, label %75, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoll(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoull(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare fp128 @strtold(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
