; ModuleID = 'programs/pointer_integer_casts.c'
source_filename = "programs/pointer_integer_casts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"tagged sum=%d tags=%u aligned=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"align_up: offset ok=%d within=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"ptrdiff: %td %td %td\0A\00", align 1
@.str.3 = private unnamed_addr constant [38 x i8] c"negative index: %d %d compare: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"intptr offset: %td\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"roundtrip same=%d value=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"void* roundtrip value=%d null=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i8], align 1
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100, i32 noundef 27, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #4
  %3 = getelementptr inbounds i8, ptr %1, i64 3
  %4 = call fastcc ptr @align_up(ptr noundef nonnull %3)
  %5 = ptrtoint ptr %4 to i64
  %6 = and i64 %5, 15
  %7 = icmp eq i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = ptrtoint ptr %3 to i64
  %10 = sub i64 %5, %9
  %11 = icmp slt i64 %10, 16
  %12 = icmp uge ptr %4, %3
  %13 = and i1 %12, %11
  %14 = zext i1 %13 to i32
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, i32 noundef %14)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 7, i64 noundef -6, i64 noundef 40)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 34)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 4)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 30, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #4
  ret i32 100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef ptr @align_up(ptr noundef %0) unnamed_addr #3 {
  %2 = ptrtoint ptr %0 to i64
  %3 = add i64 %2, 15
  %4 = and i64 %3, -16
  %5 = inttoptr i64 %4 to ptr
  ret ptr %5
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
