; ModuleID = 'programs/store_load_merging.c'
source_filename = "programs/store_load_merging.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec = type { i8, i8, i16, i32, i64 }

@.str = private unnamed_addr constant [7 x i8] c"bytes:\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [50 x i8] c"get_le32=%08x get_le32@5=%08x get_be64@5=%016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"rec a=%02x b=%02x c=%04x d=%08x e=%016llx\0A\00", align 1
@__const.main.s = private unnamed_addr constant [2 x i16] [i16 -16657, i16 -8531], align 2
@.str.5 = private unnamed_addr constant [16 x i8] c"pair %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"overlap:\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [32 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca %struct.rec, align 8
  %5 = alloca [2 x i16], align 2
  %6 = alloca [2 x i16], align 2
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 32, i1 false)
  %8 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  call void @put_le32(ptr noundef %8, i32 noundef -1582119980)
  %9 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %10 = getelementptr inbounds i8, ptr %9, i64 5
  call void @put_le64(ptr noundef %10, i64 noundef 72623859790382856)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %22, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 14
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %20)
  br label %22

22:                                               ; preds = %15
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %12, !llvm.loop !6

25:                                               ; preds = %12
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %27 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %28 = call i32 @get_le32(ptr noundef %27)
  %29 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %30 = getelementptr inbounds i8, ptr %29, i64 5
  %31 = call i32 @get_le32(ptr noundef %30)
  %32 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %33 = getelementptr inbounds i8, ptr %32, i64 5
  %34 = call i64 @get_be64(ptr noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %28, i32 noundef %31, i64 noundef %34)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 16, i1 false)
  call void @fill(ptr noundef %4, i64 noundef 1234605616436508552)
  %36 = getelementptr inbounds %struct.rec, ptr %4, i32 0, i32 0
  %37 = load i8, ptr %36, align 8
  %38 = zext i8 %37 to i32
  %39 = getelementptr inbounds %struct.rec, ptr %4, i32 0, i32 1
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = getelementptr inbounds %struct.rec, ptr %4, i32 0, i32 2
  %43 = load i16, ptr %42, align 2
  %44 = zext i16 %43 to i32
  %45 = getelementptr inbounds %struct.rec, ptr %4, i32 0, i32 3
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds %struct.rec, ptr %4, i32 0, i32 4
  %48 = load i64, ptr %47, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %38, i32 noundef %41, i32 noundef %44, i32 noundef %46, i64 noundef %48)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 @__const.main.s, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 2 %6, i8 0, i64 4, i1 false)
  %50 = getelementptr inbounds [2 x i16], ptr %6, i64 0, i64 0
  %51 = getelementptr inbounds [2 x i16], ptr %5, i64 0, i64 0
  call void @copy_pair(ptr noundef %50, ptr noundef %51)
  %52 = getelementptr inbounds [2 x i16], ptr %6, i64 0, i64 0
  %53 = load i16, ptr %52, align 2
  %54 = zext i16 %53 to i32
  %55 = getelementptr inbounds [2 x i16], ptr %6, i64 0, i64 1
  %56 = load i16, ptr %55, align 2
  %57 = zext i16 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %54, i32 noundef %57)
  %59 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 0
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  call void @overlap(ptr noundef %60, i32 noundef 1144201745, i16 noundef 26197)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  store i32 16, ptr %7, align 4
  br label %62

62:                                               ; preds = %72, %25
  %63 = load i32, ptr %7, align 4
  %64 = icmp slt i32 %63, 21
  br i1 %64, label %65, label %75

65:                                               ; preds = %62
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 %67
  %69 = load i8, ptr %68, align 1
  %70 = zext i8 %69 to i32
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %70)
  br label %72

72:                                               ; preds = %65
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  br label %62, !llvm.loop !8

75:                                               ; preds = %62
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %77 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 18
  %78 = load i8, ptr %77, align 1
  %79 = zext i8 %78 to i32
  ret i32 %79
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_le32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = trunc i32 %5 to i8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 0
  store i8 %6, ptr %8, align 1
  %9 = load i32, ptr %4, align 4
  %10 = lshr i32 %9, 8
  %11 = trunc i32 %10 to i8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 1
  store i8 %11, ptr %13, align 1
  %14 = load i32, ptr %4, align 4
  %15 = lshr i32 %14, 16
  %16 = trunc i32 %15 to i8
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %17, i64 2
  store i8 %16, ptr %18, align 1
  %19 = load i32, ptr %4, align 4
  %20 = lshr i32 %19, 24
  %21 = trunc i32 %20 to i8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 3
  store i8 %21, ptr %23, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_le64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i64, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 8, %11
  %13 = zext i32 %12 to i64
  %14 = lshr i64 %10, %13
  %15 = trunc i64 %14 to i8
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !9

23:                                               ; preds = %6
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get_le32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 0
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 1
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = shl i32 %10, 8
  %12 = or i32 %6, %11
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 2
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = shl i32 %16, 16
  %18 = or i32 %12, %17
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 3
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = shl i32 %22, 24
  %24 = or i32 %18, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @get_be64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = shl i64 %9, 8
  %11 = load ptr, ptr %2, align 8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %11, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i64
  %17 = or i64 %10, %16
  store i64 %17, ptr %3, align 8
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !10

21:                                               ; preds = %5
  %22 = load i64, ptr %3, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = trunc i64 %5 to i8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 0
  store i8 %6, ptr %8, align 8
  %9 = load i64, ptr %4, align 8
  %10 = lshr i64 %9, 8
  %11 = trunc i64 %10 to i8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.rec, ptr %12, i32 0, i32 1
  store i8 %11, ptr %13, align 1
  %14 = load i64, ptr %4, align 8
  %15 = lshr i64 %14, 16
  %16 = trunc i64 %15 to i16
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.rec, ptr %17, i32 0, i32 2
  store i16 %16, ptr %18, align 2
  %19 = load i64, ptr %4, align 8
  %20 = lshr i64 %19, 32
  %21 = trunc i64 %20 to i32
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.rec, ptr %22, i32 0, i32 3
  store i32 %21, ptr %23, align 4
  %24 = load i64, ptr %4, align 8
  %25 = xor i64 %24, -1
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.rec, ptr %26, i32 0, i32 4
  store i64 %25, ptr %27, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_pair(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i16, ptr %5, i64 0
  %7 = load i16, ptr %6, align 2
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds i16, ptr %8, i64 0
  store i16 %7, ptr %9, align 2
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds i16, ptr %10, i64 1
  %12 = load i16, ptr %11, align 2
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i16, ptr %13, i64 1
  store i16 %12, ptr %14, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @overlap(ptr noundef %0, i32 noundef %1, i16 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i16, align 2
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i16 %2, ptr %6, align 2
  %7 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 4 %5, i64 4, i1 false)
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 2 %6, i64 2, i1 false)
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 3
  store i8 119, ptr %11, align 1
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
