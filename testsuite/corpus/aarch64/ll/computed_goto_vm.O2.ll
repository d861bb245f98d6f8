; ModuleID = 'programs/computed_goto_vm.c'
source_filename = "programs/computed_goto_vm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"goto:   \00", align 1
@code = internal unnamed_addr global [256 x i64] zeroinitializer, align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"switch: \00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"primes=%ld/%ld steps=%ld/%ld (%d words)\0A\00", align 1
@ncode = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [22 x i8] c"collatz(%ld)=%ld/%ld \00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"\0Aclassify: %d %d %d bad=%d\0A\00", align 1
@run_goto.tbl = internal unnamed_addr constant [13 x ptr] [ptr blockaddress(@run_goto, %5), ptr blockaddress(@run_goto, %18), ptr blockaddress(@run_goto, %28), ptr blockaddress(@run_goto, %38), ptr blockaddress(@run_goto, %50), ptr blockaddress(@run_goto, %62), ptr blockaddress(@run_goto, %74), ptr blockaddress(@run_goto, %86), ptr blockaddress(@run_goto, %98), ptr blockaddress(@run_goto, %111), ptr blockaddress(@run_goto, %126), ptr blockaddress(@run_goto, %131), ptr blockaddress(@run_goto, %139)], align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@classify.offs = internal unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %13) to i64), i64 ptrtoint (ptr blockaddress(@classify, %12) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %16) to i64), i64 ptrtoint (ptr blockaddress(@classify, %12) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %14) to i64), i64 ptrtoint (ptr blockaddress(@classify, %12) to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) @code, i8 0, i64 16, i1 false)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 16), align 8, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 24), i8 0, i64 16, i1 false)
  store <2 x i64> <i64 2, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 40), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 56), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 0>, ptr getelementptr inbounds (i8, ptr @code, i64 72), align 8, !tbaa !6
  store <2 x i64> <i64 2000, i64 8>, ptr getelementptr inbounds (i8, ptr @code, i64 88), align 8, !tbaa !6
  store <2 x i64> <i64 0, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 120), align 8
  store <2 x i64> <i64 2, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 136), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 152), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 168), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 184), align 8, !tbaa !6
  store <2 x i64> <i64 5, i64 8>, ptr getelementptr inbounds (i8, ptr @code, i64 200), align 8, !tbaa !6
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 232), align 8, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 240), i8 0, i64 16, i1 false)
  store <2 x i64> <i64 1, i64 3>, ptr getelementptr inbounds (i8, ptr @code, i64 256), align 8, !tbaa !6
  store <2 x i64> <i64 2, i64 0>, ptr getelementptr inbounds (i8, ptr @code, i64 272), align 8, !tbaa !6
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 288), align 8, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 296), i8 0, i64 16, i1 false)
  store <2 x i64> <i64 10, i64 7>, ptr getelementptr inbounds (i8, ptr @code, i64 312), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 360), align 8, !tbaa !6
  store <2 x i64> <i64 11, i64 10>, ptr getelementptr inbounds (i8, ptr @code, i64 376), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 408), align 8, !tbaa !6
  store <2 x i64> <i64 2, i64 7>, ptr getelementptr inbounds (i8, ptr @code, i64 424), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 456), align 8, !tbaa !6
  store <2 x i64> <i64 0, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 472), align 8, !tbaa !6
  store <2 x i64> <i64 3, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 488), align 8, !tbaa !6
  store <2 x i64> <i64 2, i64 10>, ptr getelementptr inbounds (i8, ptr @code, i64 504), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 0>, ptr getelementptr inbounds (i8, ptr @code, i64 536), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 3>, ptr getelementptr inbounds (i8, ptr @code, i64 552), align 8, !tbaa !6
  store <2 x i64> <i64 2, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 568), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 0>, ptr getelementptr inbounds (i8, ptr @code, i64 600), align 8, !tbaa !6
  store i32 78, ptr @ncode, align 4, !tbaa !10
  store i64 12, ptr getelementptr inbounds (i8, ptr @code, i64 616), align 8, !tbaa !6
  store <2 x i64> <i64 9, i64 75>, ptr getelementptr inbounds (i8, ptr @code, i64 104), align 8, !tbaa !6
  store <2 x i64> <i64 9, i64 50>, ptr getelementptr inbounds (i8, ptr @code, i64 216), align 8, !tbaa !6
  store <2 x i64> <i64 9, i64 45>, ptr getelementptr inbounds (i8, ptr @code, i64 328), align 8, !tbaa !6
  store <2 x i64> <i64 10, i64 66>, ptr getelementptr inbounds (i8, ptr @code, i64 344), align 8, !tbaa !6
  store <2 x i64> <i64 66, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 392), align 8, !tbaa !6
  store <2 x i64> <i64 9, i64 66>, ptr getelementptr inbounds (i8, ptr @code, i64 440), align 8, !tbaa !6
  store <2 x i64> <i64 19, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 520), align 8, !tbaa !6
  store <2 x i64> <i64 10, i64 8>, ptr getelementptr inbounds (i8, ptr @code, i64 584), align 8, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %4 = call fastcc i64 @run_goto(ptr nonnull poison, ptr noundef nonnull %1)
  %5 = tail call i32 @putchar(i32 10)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %7 = call fastcc i64 @run_switch(ptr noundef nonnull %2)
  %8 = tail call i32 @putchar(i32 10)
  %9 = load i64, ptr %1, align 8
  %10 = load i64, ptr %2, align 8
  %11 = load i32, ptr @ncode, align 4, !tbaa !10
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %4, i64 noundef %7, i64 noundef %9, i64 noundef %10, i32 noundef %11)
  %13 = icmp ne i64 %4, %7
  %14 = icmp ne i64 %9, %10
  %15 = or i1 %13, %14
  %16 = zext i1 %15 to i32
  br label %26

17:                                               ; preds = %26
  %18 = tail call fastcc i32 @classify(i32 noundef -5)
  %19 = tail call fastcc i32 @classify(i32 noundef 0)
  %20 = tail call fastcc i32 @classify(i32 noundef 21)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %34)
  %22 = icmp eq i32 %34, 0
  %23 = trunc i64 %29 to i32
  %24 = and i32 %23, 127
  %25 = select i1 %22, i32 %24, i32 100
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  ret i32 %25

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 25, %0 ], [ %35, %26 ]
  %28 = phi i32 [ %16, %0 ], [ %34, %26 ]
  store i64 0, ptr @code, align 8, !tbaa !6
  store i64 %27, ptr getelementptr inbounds (i8, ptr @code, i64 8), align 8, !tbaa !6
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 16), align 8, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) getelementptr inbounds (i8, ptr @code, i64 24), i8 0, i64 24, i1 false)
  store <2 x i64> <i64 2, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 48), align 8, !tbaa !6
  store <2 x i64> <i64 0, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 64), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 0>, ptr getelementptr inbounds (i8, ptr @code, i64 80), align 8, !tbaa !6
  store <2 x i64> <i64 8, i64 9>, ptr getelementptr inbounds (i8, ptr @code, i64 96), align 8, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 128), i8 0, i64 16, i1 false)
  store <2 x i64> <i64 2, i64 7>, ptr getelementptr inbounds (i8, ptr @code, i64 144), align 8, !tbaa !6
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 176), align 8, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 184), i8 0, i64 16, i1 false)
  store <2 x i64> <i64 3, i64 5>, ptr getelementptr inbounds (i8, ptr @code, i64 200), align 8, !tbaa !6
  store <2 x i64> <i64 0, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 216), align 8, !tbaa !6
  store <2 x i64> <i64 3, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 232), align 8, !tbaa !6
  store <2 x i64> <i64 0, i64 10>, ptr getelementptr inbounds (i8, ptr @code, i64 248), align 8, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 280), i8 0, i64 16, i1 false)
  store <2 x i64> <i64 2, i64 6>, ptr getelementptr inbounds (i8, ptr @code, i64 296), align 8, !tbaa !6
  store <2 x i64> <i64 2, i64 0>, ptr getelementptr inbounds (i8, ptr @code, i64 312), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 328), align 8, !tbaa !6
  store <2 x i64> <i64 0, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 344), align 8, !tbaa !6
  store <2 x i64> <i64 3, i64 2>, ptr getelementptr inbounds (i8, ptr @code, i64 360), align 8, !tbaa !6
  store <2 x i64> <i64 1, i64 10>, ptr getelementptr inbounds (i8, ptr @code, i64 376), align 8, !tbaa !6
  store i32 53, ptr @ncode, align 4, !tbaa !10
  store <2 x i64> <i64 1, i64 12>, ptr getelementptr inbounds (i8, ptr @code, i64 408), align 8, !tbaa !6
  store <2 x i64> <i64 50, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 112), align 8, !tbaa !6
  store <2 x i64> <i64 9, i64 34>, ptr getelementptr inbounds (i8, ptr @code, i64 160), align 8, !tbaa !6
  store <2 x i64> <i64 41, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 264), align 8, !tbaa !6
  store <2 x i64> <i64 8, i64 1>, ptr getelementptr inbounds (i8, ptr @code, i64 392), align 8, !tbaa !6
  %29 = call fastcc i64 @run_goto(ptr nonnull poison, ptr noundef nonnull %1)
  %30 = call fastcc i64 @run_switch(ptr noundef nonnull %2)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %27, i64 noundef %29, i64 noundef %30)
  %32 = icmp ne i64 %29, %30
  %33 = zext i1 %32 to i32
  %34 = add nuw nsw i32 %28, %33
  %35 = add nuw nsw i64 %27, 1
  %36 = icmp eq i64 %35, 31
  br i1 %36, label %17, label %26, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run_goto(ptr nocapture readnone %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = alloca [32 x i64], align 8
  %4 = alloca [8 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  br label %144

5:                                                ; preds = %144
  %6 = getelementptr inbounds i64, ptr @code, i64 %145
  %7 = load i64, ptr %6, align 8, !tbaa !6
  %8 = add nsw i32 %147, 1
  %9 = sext i32 %147 to i64
  %10 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %9
  store i64 %7, ptr %10, align 8, !tbaa !6
  %11 = add nsw i64 %145, 2
  %12 = getelementptr i8, ptr %6, i64 8
  br label %13

13:                                               ; preds = %5, %18, %28, %38, %50, %62, %74, %86, %98, %122, %126, %131
  %14 = phi ptr [ %12, %5 ], [ %27, %18 ], [ %37, %28 ], [ %49, %38 ], [ %61, %50 ], [ %73, %62 ], [ %85, %74 ], [ %97, %86 ], [ %110, %98 ], [ %125, %122 ], [ %130, %126 ], [ %138, %131 ]
  %15 = phi i64 [ %11, %5 ], [ %26, %18 ], [ %36, %28 ], [ %48, %38 ], [ %60, %50 ], [ %72, %62 ], [ %84, %74 ], [ %96, %86 ], [ %109, %98 ], [ %124, %122 ], [ %129, %126 ], [ %137, %131 ]
  %16 = phi i32 [ %8, %5 ], [ %23, %18 ], [ %29, %28 ], [ %39, %38 ], [ %51, %50 ], [ %63, %62 ], [ %75, %74 ], [ %87, %86 ], [ %99, %98 ], [ %112, %122 ], [ %147, %126 ], [ %132, %131 ]
  %17 = add nuw nsw i64 %146, 1
  br label %144

18:                                               ; preds = %144
  %19 = getelementptr inbounds i64, ptr @code, i64 %145
  %20 = load i64, ptr %19, align 8, !tbaa !6
  %21 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !6
  %23 = add nsw i32 %147, 1
  %24 = sext i32 %147 to i64
  %25 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %24
  store i64 %22, ptr %25, align 8, !tbaa !6
  %26 = add nsw i64 %145, 2
  %27 = getelementptr i8, ptr %19, i64 8
  br label %13

28:                                               ; preds = %144
  %29 = add nsw i32 %147, -1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !6
  %33 = getelementptr inbounds i64, ptr @code, i64 %145
  %34 = load i64, ptr %33, align 8, !tbaa !6
  %35 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %34
  store i64 %32, ptr %35, align 8, !tbaa !6
  %36 = add nsw i64 %145, 2
  %37 = getelementptr i8, ptr %33, i64 8
  br label %13

38:                                               ; preds = %144
  %39 = add nsw i32 %147, -1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !6
  %43 = add nsw i32 %147, -2
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !6
  %47 = add nsw i64 %46, %42
  store i64 %47, ptr %45, align 8, !tbaa !6
  %48 = add nsw i64 %145, 1
  %49 = getelementptr inbounds i64, ptr @code, i64 %145
  br label %13

50:                                               ; preds = %144
  %51 = add nsw i32 %147, -1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8, !tbaa !6
  %55 = add nsw i32 %147, -2
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %56
  %58 = load i64, ptr %57, align 8, !tbaa !6
  %59 = sub nsw i64 %58, %54
  store i64 %59, ptr %57, align 8, !tbaa !6
  %60 = add nsw i64 %145, 1
  %61 = getelementptr inbounds i64, ptr @code, i64 %145
  br label %13

62:                                               ; preds = %144
  %63 = add nsw i32 %147, -1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %64
  %66 = load i64, ptr %65, align 8, !tbaa !6
  %67 = add nsw i32 %147, -2
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %68
  %70 = load i64, ptr %69, align 8, !tbaa !6
  %71 = mul nsw i64 %70, %66
  store i64 %71, ptr %69, align 8, !tbaa !6
  %72 = add nsw i64 %145, 1
  %73 = getelementptr inbounds i64, ptr @code, i64 %145
  br label %13

74:                                               ; preds = %144
  %75 = add nsw i32 %147, -1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %76
  %78 = load i64, ptr %77, align 8, !tbaa !6
  %79 = add nsw i32 %147, -2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !6
  %83 = sdiv i64 %82, %78
  store i64 %83, ptr %81, align 8, !tbaa !6
  %84 = add nsw i64 %145, 1
  %85 = getelementptr inbounds i64, ptr @code, i64 %145
  br label %13

86:                                               ; preds = %144
  %87 = add nsw i32 %147, -1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8, !tbaa !6
  %91 = add nsw i32 %147, -2
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %92
  %94 = load i64, ptr %93, align 8, !tbaa !6
  %95 = srem i64 %94, %90
  store i64 %95, ptr %93, align 8, !tbaa !6
  %96 = add nsw i64 %145, 1
  %97 = getelementptr inbounds i64, ptr @code, i64 %145
  br label %13

98:                                               ; preds = %144
  %99 = add nsw i32 %147, -1
  %100 = add nsw i32 %147, -2
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %101
  %103 = load i64, ptr %102, align 8, !tbaa !6
  %104 = sext i32 %99 to i64
  %105 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %104
  %106 = load i64, ptr %105, align 8, !tbaa !6
  %107 = icmp slt i64 %103, %106
  %108 = zext i1 %107 to i64
  store i64 %108, ptr %102, align 8, !tbaa !6
  %109 = add nsw i64 %145, 1
  %110 = getelementptr inbounds i64, ptr @code, i64 %145
  br label %13

111:                                              ; preds = %144
  %112 = add nsw i32 %147, -1
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %113
  %115 = load i64, ptr %114, align 8, !tbaa !6
  %116 = icmp eq i64 %115, 0
  br i1 %116, label %117, label %120

117:                                              ; preds = %111
  %118 = getelementptr inbounds i64, ptr @code, i64 %145
  %119 = load i64, ptr %118, align 8, !tbaa !6
  br label %122

120:                                              ; preds = %111
  %121 = add nsw i64 %145, 1
  br label %122

122:                                              ; preds = %117, %120
  %123 = phi i64 [ %119, %117 ], [ %121, %120 ]
  %124 = add nsw i64 %123, 1
  %125 = getelementptr inbounds i64, ptr @code, i64 %123
  br label %13

126:                                              ; preds = %144
  %127 = getelementptr inbounds i64, ptr @code, i64 %145
  %128 = load i64, ptr %127, align 8, !tbaa !6
  %129 = add nsw i64 %128, 1
  %130 = getelementptr inbounds i64, ptr @code, i64 %128
  br label %13

131:                                              ; preds = %144
  %132 = add nsw i32 %147, -1
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %133
  %135 = load i64, ptr %134, align 8, !tbaa !6
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %135)
  %137 = add nsw i64 %145, 1
  %138 = getelementptr inbounds i64, ptr @code, i64 %145
  br label %13

139:                                              ; preds = %144
  store i64 %146, ptr %1, align 8, !tbaa !6
  %140 = add nsw i32 %147, -1
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %141
  %143 = load i64, ptr %142, align 8, !tbaa !6
  ret i64 %143

144:                                              ; preds = %13, %2
  %145 = phi i64 [ 1, %2 ], [ %15, %13 ]
  %146 = phi i64 [ 1, %2 ], [ %17, %13 ]
  %147 = phi i32 [ 0, %2 ], [ %16, %13 ]
  %148 = phi ptr [ @code, %2 ], [ %14, %13 ]
  %149 = load i64, ptr %148, align 8, !tbaa !6
  %150 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8, !tbaa !14
  indirectbr ptr %151, [label %5, label %18, label %28, label %38, label %50, label %62, label %74, label %86, label %98, label %111, label %126, label %131, label %139]
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run_switch(ptr nocapture noundef writeonly %0) unnamed_addr #0 {
  %2 = alloca [32 x i64], align 8
  %3 = alloca [8 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  br label %4

4:                                                ; preds = %107, %1
  %5 = phi i64 [ 0, %1 ], [ %108, %107 ]
  %6 = phi i64 [ 0, %1 ], [ %8, %107 ]
  %7 = phi i32 [ 0, %1 ], [ %109, %107 ]
  %8 = add nuw nsw i64 %6, 1
  %9 = add nsw i64 %5, 1
  %10 = getelementptr inbounds i64, ptr @code, i64 %5
  %11 = load i64, ptr %10, align 8, !tbaa !6
  switch i64 %11, label %107 [
    i64 0, label %12
    i64 1, label %19
    i64 2, label %28
    i64 3, label %37
    i64 4, label %47
    i64 5, label %57
    i64 6, label %67
    i64 7, label %77
    i64 8, label %87
    i64 9, label %98
    i64 10, label %112
    i64 11, label %115
    i64 12, label %121
  ]

12:                                               ; preds = %4
  %13 = add nsw i64 %5, 2
  %14 = getelementptr inbounds i64, ptr @code, i64 %9
  %15 = load i64, ptr %14, align 8, !tbaa !6
  %16 = add nsw i32 %7, 1
  %17 = sext i32 %7 to i64
  %18 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %17
  store i64 %15, ptr %18, align 8, !tbaa !6
  br label %107

19:                                               ; preds = %4
  %20 = add nsw i64 %5, 2
  %21 = getelementptr inbounds i64, ptr @code, i64 %9
  %22 = load i64, ptr %21, align 8, !tbaa !6
  %23 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !6
  %25 = add nsw i32 %7, 1
  %26 = sext i32 %7 to i64
  %27 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %26
  store i64 %24, ptr %27, align 8, !tbaa !6
  br label %107

28:                                               ; preds = %4
  %29 = add nsw i32 %7, -1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !6
  %33 = add nsw i64 %5, 2
  %34 = getelementptr inbounds i64, ptr @code, i64 %9
  %35 = load i64, ptr %34, align 8, !tbaa !6
  %36 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %35
  store i64 %32, ptr %36, align 8, !tbaa !6
  br label %107

37:                                               ; preds = %4
  %38 = add nsw i32 %7, -1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !6
  %42 = add nsw i32 %7, -2
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8, !tbaa !6
  %46 = add nsw i64 %45, %41
  store i64 %46, ptr %44, align 8, !tbaa !6
  br label %107

47:                                               ; preds = %4
  %48 = add nsw i32 %7, -1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !6
  %52 = add nsw i32 %7, -2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !6
  %56 = sub nsw i64 %55, %51
  store i64 %56, ptr %54, align 8, !tbaa !6
  br label %107

57:                                               ; preds = %4
  %58 = add nsw i32 %7, -1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %59
  %61 = load i64, ptr %60, align 8, !tbaa !6
  %62 = add nsw i32 %7, -2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !6
  %66 = mul nsw i64 %65, %61
  store i64 %66, ptr %64, align 8, !tbaa !6
  br label %107

67:                                               ; preds = %4
  %68 = add nsw i32 %7, -1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !6
  %72 = add nsw i32 %7, -2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !6
  %76 = sdiv i64 %75, %71
  store i64 %76, ptr %74, align 8, !tbaa !6
  br label %107

77:                                               ; preds = %4
  %78 = add nsw i32 %7, -1
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !6
  %82 = add nsw i32 %7, -2
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8, !tbaa !6
  %86 = srem i64 %85, %81
  store i64 %86, ptr %84, align 8, !tbaa !6
  br label %107

87:                                               ; preds = %4
  %88 = add nsw i32 %7, -1
  %89 = add nsw i32 %7, -2
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %90
  %92 = load i64, ptr %91, align 8, !tbaa !6
  %93 = sext i32 %88 to i64
  %94 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8, !tbaa !6
  %96 = icmp slt i64 %92, %95
  %97 = zext i1 %96 to i64
  store i64 %97, ptr %91, align 8, !tbaa !6
  br label %107

98:                                               ; preds = %4
  %99 = add nsw i32 %7, -1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8, !tbaa !6
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %104, label %110

104:                                              ; preds = %98
  %105 = getelementptr inbounds i64, ptr @code, i64 %9
  %106 = load i64, ptr %105, align 8, !tbaa !6
  br label %107

107:                                              ; preds = %104, %110, %4, %115, %112, %87, %77, %67, %57, %47, %37, %28, %19, %12
  %108 = phi i64 [ %9, %4 ], [ %9, %115 ], [ %114, %112 ], [ %106, %104 ], [ %111, %110 ], [ %9, %87 ], [ %9, %77 ], [ %9, %67 ], [ %9, %57 ], [ %9, %47 ], [ %9, %37 ], [ %33, %28 ], [ %20, %19 ], [ %13, %12 ]
  %109 = phi i32 [ %7, %4 ], [ %116, %115 ], [ %7, %112 ], [ %99, %104 ], [ %99, %110 ], [ %88, %87 ], [ %78, %77 ], [ %68, %67 ], [ %58, %57 ], [ %48, %47 ], [ %38, %37 ], [ %29, %28 ], [ %25, %19 ], [ %16, %12 ]
  br label %4

110:                                              ; preds = %98
  %111 = add nsw i64 %5, 2
  br label %107

112:                                              ; preds = %4
  %113 = getelementptr inbounds i64, ptr @code, i64 %9
  %114 = load i64, ptr %113, align 8, !tbaa !6
  br label %107

115:                                              ; preds = %4
  %116 = add nsw i32 %7, -1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %117
  %119 = load i64, ptr %118, align 8, !tbaa !6
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %119)
  br label %107

121:                                              ; preds = %4
  store i64 %8, ptr %0, align 8, !tbaa !6
  %122 = add nsw i32 %7, -1
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %123
  %125 = load i64, ptr %124, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #6
  ret i64 %125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -99, 43) i32 @classify(i32 noundef %0) #3 {
  %2 = ashr i32 %0, 31
  %3 = icmp ne i32 %0, 0
  %4 = zext i1 %3 to i32
  %5 = or i32 %2, %4
  %6 = add nsw i32 %5, 1
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds [3 x i32], ptr @classify.offs, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !10
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr blockaddress(@classify, %12), i64 %10
  indirectbr ptr %11, [label %13, label %12, label %16, label %14]

12:                                               ; preds = %1
  br label %16

13:                                               ; preds = %1
  br label %16

14:                                               ; preds = %1
  %15 = shl nsw i32 %0, 1
  br label %16

16:                                               ; preds = %1, %12, %14, %13
  %17 = phi i32 [ -1, %13 ], [ %15, %14 ], [ 1, %1 ], [ -99, %12 ]
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
