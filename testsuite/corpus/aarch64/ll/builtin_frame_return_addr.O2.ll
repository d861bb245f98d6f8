; ModuleID = 'programs/builtin_frame_return_addr.c'
source_filename = "programs/builtin_frame_return_addr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"frames decreasing=%d aligned=%d non-null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"return address non-null=%d after main start=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"callee locals below main frame=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 12) i32 @main() #0 {
  %1 = alloca [8 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  %2 = call fastcc i64 @frame_at(i32 noundef 7, ptr noundef nonnull %1, i32 noundef 0)
  %3 = load <4 x i64>, ptr %1, align 8, !tbaa !6
  %4 = extractelement <4 x i64> %3, i64 0
  %5 = extractelement <4 x i64> %3, i64 1
  %6 = icmp ult i64 %5, %4
  %7 = shufflevector <4 x i64> %3, <4 x i64> poison, <2 x i32> <i32 2, i32 3>
  %8 = shufflevector <4 x i64> %3, <4 x i64> poison, <2 x i32> <i32 1, i32 2>
  %9 = icmp ult <2 x i64> %7, %8
  %10 = freeze <2 x i1> %9
  %11 = getelementptr inbounds i8, ptr %1, i64 32
  %12 = load <4 x i64>, ptr %11, align 8, !tbaa !6
  %13 = shufflevector <4 x i64> %3, <4 x i64> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>
  %14 = shufflevector <4 x i64> %13, <4 x i64> %12, <4 x i32> <i32 0, i32 4, i32 5, i32 6>
  %15 = icmp ult <4 x i64> %12, %14
  %16 = extractelement <4 x i64> %12, i64 3
  %17 = shufflevector <4 x i64> %12, <4 x i64> %3, <8 x i32> <i32 3, i32 2, i32 1, i32 0, i32 7, i32 6, i32 5, i32 4>
  %18 = freeze <8 x i64> %17
  %19 = and <8 x i64> %18, <i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15>
  %20 = icmp ne <8 x i64> %19, zeroinitializer
  %21 = bitcast <8 x i1> %20 to i8
  %22 = icmp eq i8 %21, 0
  %23 = zext i1 %22 to i32
  %24 = freeze <4 x i1> %15
  %25 = bitcast <4 x i1> %24 to i4
  %26 = icmp eq i4 %25, -1
  %27 = extractelement <2 x i1> %10, i64 1
  %28 = and i1 %26, %27
  %29 = extractelement <2 x i1> %10, i64 0
  %30 = and i1 %28, %29
  %31 = select i1 %30, i1 %6, i1 false
  %32 = zext i1 %31 to i32
  %33 = icmp ne i64 %16, 0
  %34 = zext i1 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %32, i32 noundef %23, i32 noundef %34)
  %36 = tail call fastcc ptr @ret_addr()
  %37 = icmp ne ptr %36, null
  %38 = zext i1 %37 to i32
  %39 = icmp ugt ptr %36, @main
  %40 = zext i1 %39 to i32
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38, i32 noundef %40)
  %42 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %43 = ptrtoint ptr %42 to i64
  %44 = tail call fastcc i32 @local_below_caller(i64 noundef %43)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44)
  %46 = select i1 %31, i32 10, i32 0
  %47 = or disjoint i32 %46, %23
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 %47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(argmem: write, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @frame_at(i32 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) unnamed_addr #2 {
  %4 = alloca i8, align 4
  %5 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %6 = ptrtoint ptr %5 to i64
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds i64, ptr %1, i64 %7
  store i64 %6, ptr %8, align 8, !tbaa !6
  %9 = icmp eq i32 %0, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %3, %12
  %11 = phi i64 [ %18, %12 ], [ %6, %3 ]
  ret i64 %11

12:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4)
  store volatile i8 0, ptr %4, align 4, !tbaa !10
  %13 = add nsw i32 %0, -1
  %14 = add nsw i32 %2, 1
  %15 = tail call fastcc i64 @frame_at(i32 noundef %13, ptr noundef nonnull %1, i32 noundef %14)
  %16 = load volatile i8, ptr %4, align 4, !tbaa !10
  %17 = zext i8 %16 to i64
  %18 = add i64 %15, %17
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4)
  br label %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @ret_addr() unnamed_addr #4 {
  %1 = tail call ptr @llvm.returnaddress(i32 0)
  ret ptr %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @local_below_caller(i64 noundef %0) unnamed_addr #4 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  %3 = ptrtoint ptr %2 to i64
  %4 = icmp ult i64 %3, %0
  %5 = zext i1 %4 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind memory(argmem: write, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!10 = !{!8, !8, i64 0}
