; ModuleID = 'programs/cleanup_attribute_scopes.c'
source_filename = "programs/cleanup_attribute_scopes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"| \00", align 1
@log_ = internal global [512 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"r0=%d r1=%d j0=%d j1=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"~%d \00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"body \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"out \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"free \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @early(i32 noundef 0)
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %3 = sub i64 511, %2
  %4 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %3) #9
  %5 = tail call fastcc i32 @early(i32 noundef 1)
  %6 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %7 = sub i64 511, %6
  %8 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %7) #9
  tail call fastcc void @loop()
  %9 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %10 = sub i64 511, %9
  %11 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %10) #9
  %12 = tail call fastcc i32 @jumpy(i32 noundef 0)
  %13 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %14 = sub i64 511, %13
  %15 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %14) #9
  %16 = tail call fastcc i32 @jumpy(i32 noundef 1)
  %17 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %18 = sub i64 511, %17
  %19 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %18) #9
  tail call fastcc void @buffers()
  %20 = tail call i32 @puts(ptr nonnull dereferenceable(1) @log_)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %1, i32 noundef %5, i32 noundef %12, i32 noundef %16)
  %22 = add nsw i32 %5, %1
  %23 = add nsw i32 %22, %12
  %24 = add nsw i32 %23, %16
  ret i32 %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 -2147483646, -2147483648) i32 @early(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [16 x i8], align 1
  %3 = alloca [16 x i8], align 1
  %4 = alloca [16 x i8], align 1
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %11, label %6

6:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  %7 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 3) #9
  %8 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %9 = sub i64 511, %8
  %10 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %4, i64 noundef %9) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  br label %11

11:                                               ; preds = %1, %6
  %12 = phi i32 [ 6, %6 ], [ 3, %1 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 2) #9
  %14 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %15 = sub i64 511, %14
  %16 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %3, i64 noundef %15) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 1) #9
  %18 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %19 = sub i64 511, %18
  %20 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %2, i64 noundef %19) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9
  ret i32 %12
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @loop() unnamed_addr #2 {
  %1 = alloca [16 x i8], align 1
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %3 = sub i64 511, %2
  %4 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.4, i64 noundef %3) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9
  %5 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 10) #9
  %6 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %7 = sub i64 511, %6
  %8 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %1, i64 noundef %7) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9
  %9 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 11) #9
  %10 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %11 = sub i64 511, %10
  %12 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %1, i64 noundef %11) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9
  %13 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %14 = sub i64 511, %13
  %15 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.4, i64 noundef %14) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9
  %16 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 12) #9
  %17 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %18 = sub i64 511, %17
  %19 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %1, i64 noundef %18) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 13) #9
  %21 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %22 = sub i64 511, %21
  %23 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %1, i64 noundef %22) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc noundef range(i32 0, 4) i32 @jumpy(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [16 x i8], align 1
  %3 = alloca [16 x i8], align 1
  %4 = icmp eq i32 %0, 0
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  %5 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 200) #9
  %6 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %7 = sub i64 511, %6
  %8 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %3, i64 noundef %7) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  %9 = select i1 %4, i32 3, i32 0
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9
  %10 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 100) #9
  %11 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %12 = sub i64 511, %11
  %13 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %2, i64 noundef %12) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9
  %14 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %15 = sub i64 511, %14
  %16 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.5, i64 noundef %15) #9
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @buffers() unnamed_addr #3 {
  %1 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %2 = sub i64 511, %1
  %3 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.6, i64 noundef %2) #9
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %5 = sub i64 511, %4
  %6 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.7, i64 noundef %5) #9
  %7 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %8 = sub i64 511, %7
  %9 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.8, i64 noundef %8) #9
  %10 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %11 = sub i64 511, %10
  %12 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.9, i64 noundef %11) #9
  %13 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %14 = sub i64 511, %13
  %15 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.7, i64 noundef %14) #9
  %16 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %17 = sub i64 511, %16
  %18 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.8, i64 noundef %17) #9
  %19 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %20 = sub i64 511, %19
  %21 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.9, i64 noundef %20) #9
  %22 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %23 = sub i64 511, %22
  %24 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.6, i64 noundef %23) #9
  %25 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8
  %26 = sub i64 511, %25
  %27 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.8, i64 noundef %26) #9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
