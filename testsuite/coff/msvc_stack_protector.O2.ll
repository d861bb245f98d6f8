; ModuleID = 'msvc_stack_protector.c'
source_filename = "msvc_stack_protector.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_03FIKCJHKP@abc?$AA@" = comdat any

$"??_C@_08GKLLAJOK@?$CFlld?5?$CFd?6?$AA@" = comdat any

$"??_C@_01FJMABOPO@x?$AA@" = comdat any

$"??_C@_0DK@CNEKLHGF@this?5string?5is?5much?5longer?5than?5@" = comdat any

@"??_C@_03FIKCJHKP@abc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"abc\00", comdat, align 1
@"??_C@_08GKLLAJOK@?$CFlld?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%lld %d\0A\00", comdat, align 1
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 1
@"??_C@_0DK@CNEKLHGF@this?5string?5is?5much?5longer?5than?5@" = linkonce_odr dso_local unnamed_addr constant [58 x i8] c"this string is much longer than eight bytes and overflows\00", comdat, align 1
@str = private unnamed_addr constant [12 x i8] c"not reached\00", align 1

; Function Attrs: mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @copy(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = alloca [8 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  %3 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %0) #10
  %4 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #10
  %5 = trunc i64 %4 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare dso_local ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind sspstrong willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local i64 @two(i64 noundef %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = alloca [4 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  store i64 %0, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %1, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = add nsw i64 %1, %0
  store i64 %6, ptr %5, align 16
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  %8 = sub nsw i64 %0, %1
  store i64 %8, ptr %7, align 8
  %9 = load volatile i64, ptr %5, align 16
  %10 = and i64 %0, 3
  %11 = getelementptr inbounds i64, ptr %3, i64 %10
  %12 = load volatile i64, ptr %11, align 8
  %13 = add nsw i64 %12, %9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  ret i64 %13
}

; Function Attrs: nofree nounwind sspstrong uwtable
define dso_local noundef i32 @run(i32 noundef %0) local_unnamed_addr #5 {
  %2 = tail call i64 @two(i64 noundef 5, i64 noundef 7)
  %3 = tail call i32 @copy(ptr noundef nonnull @"??_C@_03FIKCJHKP@abc?$AA@")
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08GKLLAJOK@?$CFlld?5?$CFd?6?$AA@", i64 noundef %2, i32 noundef %3)
  %5 = icmp sgt i32 %0, 5
  %6 = select i1 %5, ptr @"??_C@_01FJMABOPO@x?$AA@", ptr @"??_C@_0DK@CNEKLHGF@this?5string?5is?5much?5longer?5than?5@"
  %7 = tail call i32 @copy(ptr noundef nonnull %6)
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind sspstrong uwtable
define dso_local void @mainCRTStartup() local_unnamed_addr #7 {
  %1 = tail call i64 @two(i64 noundef 5, i64 noundef 7)
  %2 = tail call i32 @copy(ptr noundef nonnull @"??_C@_03FIKCJHKP@abc?$AA@")
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08GKLLAJOK@?$CFlld?5?$CFd?6?$AA@", i64 noundef %1, i32 noundef %2)
  %4 = tail call i32 @copy(ptr noundef nonnull @"??_C@_0DK@CNEKLHGF@this?5string?5is?5much?5longer?5than?5@")
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @ExitProcess(i32 noundef 0) #10
  ret void
}

declare dllimport void @ExitProcess(i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree noinline nounwind sspstrong willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nounwind sspstrong willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
