; ModuleID = 'programs/builtin_frame_return_addr.c'
source_filename = "programs/builtin_frame_return_addr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"frames decreasing=%d aligned=%d non-null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"return address non-null=%d after main start=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"callee locals below main frame=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 12) i32 @main() #0 {
  %1 = alloca [8 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  %2 = call fastcc i64 @frame_at(i32 noundef 7, ptr noundef nonnull %1, i32 noundef 0)
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = load i64, ptr %1, align 16, !tbaa !5
  %6 = icmp ult i64 %4, %5
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i64, ptr %7, align 16, !tbaa !5
  %9 = icmp ult i64 %8, %4
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !5
  %12 = icmp ult i64 %11, %8
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = load i64, ptr %13, align 16, !tbaa !5
  %15 = icmp ult i64 %14, %11
  %16 = getelementptr inbounds i8, ptr %1, i64 40
  %17 = load i64, ptr %16, align 8, !tbaa !5
  %18 = icmp ult i64 %17, %14
  %19 = getelementptr inbounds i8, ptr %1, i64 48
  %20 = load i64, ptr %19, align 16, !tbaa !5
  %21 = icmp ult i64 %20, %17
  %22 = getelementptr inbounds i8, ptr %1, i64 56
  %23 = load i64, ptr %22, align 8, !tbaa !5
  %24 = icmp ult i64 %23, %20
  %25 = and i64 %5, 15
  %26 = icmp eq i64 %25, 0
  %27 = and i64 %4, 15
  %28 = icmp eq i64 %27, 0
  %29 = and i64 %8, 15
  %30 = icmp eq i64 %29, 0
  %31 = and i64 %11, 15
  %32 = icmp eq i64 %31, 0
  %33 = and i64 %14, 15
  %34 = icmp eq i64 %33, 0
  %35 = and i64 %17, 15
  %36 = icmp eq i64 %35, 0
  %37 = and i64 %20, 15
  %38 = icmp eq i64 %37, 0
  %39 = and i64 %23, 15
  %40 = icmp eq i64 %39, 0
  %41 = select i1 %40, i1 %38, i1 false
  %42 = select i1 %41, i1 %36, i1 false
  %43 = select i1 %42, i1 %34, i1 false
  %44 = select i1 %43, i1 %32, i1 false
  %45 = select i1 %44, i1 %30, i1 false
  %46 = select i1 %45, i1 %28, i1 false
  %47 = select i1 %46, i1 %26, i1 false
  %48 = zext i1 %47 to i32
  %49 = select i1 %24, i1 %21, i1 false
  %50 = select i1 %49, i1 %18, i1 false
  %51 = select i1 %50, i1 %15, i1 false
  %52 = select i1 %51, i1 %12, i1 false
  %53 = select i1 %52, i1 %9, i1 false
  %54 = select i1 %53, i1 %6, i1 false
  %55 = zext i1 %54 to i32
  %56 = icmp ne i64 %23, 0
  %57 = zext i1 %56 to i32
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55, i32 noundef %48, i32 noundef %57)
  %59 = tail call fastcc ptr @ret_addr()
  %60 = icmp ne ptr %59, null
  %61 = zext i1 %60 to i32
  %62 = icmp ugt ptr %59, @main
  %63 = zext i1 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %61, i32 noundef %63)
  %65 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %66 = ptrtoint ptr %65 to i64
  %67 = tail call fastcc i32 @local_below_caller(i64 noundef %66)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %67)
  %69 = select i1 %54, i32 10, i32 0
  %70 = or disjoint i32 %69, %48
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 %70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(argmem: write, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @frame_at(i32 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) unnamed_addr #2 {
  %4 = alloca i8, align 16
  %5 = tail call ptr @llvm.frameaddress.p0(i32 0)
  %6 = ptrtoint ptr %5 to i64
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds i64, ptr %1, i64 %7
  store i64 %6, ptr %8, align 8, !tbaa !5
  %9 = icmp eq i32 %0, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %3, %12
  %11 = phi i64 [ %18, %12 ], [ %6, %3 ]
  ret i64 %11

12:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4)
  store volatile i8 0, ptr %4, align 16, !tbaa !9
  %13 = add nsw i32 %0, -1
  %14 = add nsw i32 %2, 1
  %15 = tail call fastcc i64 @frame_at(i32 noundef %13, ptr noundef nonnull %1, i32 noundef %14)
  %16 = load volatile i8, ptr %4, align 16, !tbaa !9
  %17 = sext i8 %16 to i64
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind memory(argmem: write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
