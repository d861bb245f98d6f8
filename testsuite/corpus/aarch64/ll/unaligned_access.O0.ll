; ModuleID = 'programs/unaligned_access.c'
source_filename = "programs/unaligned_access.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.header = type <{ i8, i32, i16, i64, double }>

@.str = private unnamed_addr constant [20 x i8] c"loads hash %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.hd = private unnamed_addr constant %struct.header <{ i8 127, i32 123456, i16 -23131, i64 1234605616436508552, double 3.750000e-01 }>, align 1
@.str.3 = private unnamed_addr constant [88 x i8] c"packed size=%zu magic=%x len=%u flags=%x stamp=%llx ratio=%g view.len=%u view.ratio=%g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i16, align 2
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [23 x i8], align 1
  %11 = alloca %struct.header, align 1
  %12 = alloca %struct.header, align 1
  %13 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %25, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 64
  br i1 %16, label %17, label %28

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %18, 11
  %20 = add nsw i32 %19, 3
  %21 = trunc i32 %20 to i8
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %23
  store i8 %21, ptr %24, align 1
  br label %25

25:                                               ; preds = %17
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %14, !llvm.loop !6

28:                                               ; preds = %14
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %69, %28
  %30 = load i32, ptr %5, align 4
  %31 = icmp slt i32 %30, 16
  br i1 %31, label %32, label %72

32:                                               ; preds = %29
  %33 = load i64, ptr %4, align 8
  %34 = mul i64 %33, 31
  %35 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %35, i64 %37
  %39 = call i64 @load64(ptr noundef %38)
  %40 = add i64 %34, %39
  %41 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %42 = load i32, ptr %5, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 20
  %46 = call i32 @load_u32a(ptr noundef %45)
  %47 = zext i32 %46 to i64
  %48 = add i64 %40, %47
  store i64 %48, ptr %4, align 8
  %49 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %50 = load i32, ptr %5, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %49, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 1 %53, i64 2, i1 false)
  %54 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %54, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 30
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %58, i64 8, i1 false)
  %59 = load i16, ptr %6, align 2
  %60 = zext i16 %59 to i64
  %61 = load double, ptr %7, align 8
  %62 = load double, ptr %7, align 8
  %63 = fcmp oeq double %61, %62
  %64 = zext i1 %63 to i32
  %65 = sext i32 %64 to i64
  %66 = add i64 %60, %65
  %67 = load i64, ptr %4, align 8
  %68 = xor i64 %67, %66
  store i64 %68, ptr %4, align 8
  br label %69

69:                                               ; preds = %32
  %70 = load i32, ptr %5, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %5, align 4
  br label %29, !llvm.loop !8

72:                                               ; preds = %29
  %73 = load i64, ptr %4, align 8
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %73)
  store i32 1, ptr %8, align 4
  br label %75

75:                                               ; preds = %93, %72
  %76 = load i32, ptr %8, align 4
  %77 = icmp slt i32 %76, 8
  br i1 %77, label %78, label %96

78:                                               ; preds = %75
  %79 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %80 = load i32, ptr %8, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr %79, i64 %81
  %83 = load i32, ptr %8, align 4
  %84 = add i32 -559038737, %83
  call void @store32(ptr noundef %82, i32 noundef %84)
  %85 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %86 = getelementptr inbounds i8, ptr %85, i64 20
  %87 = load i32, ptr %8, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i8, ptr %86, i64 %88
  %90 = load i32, ptr %8, align 4
  %91 = sext i32 %90 to i64
  %92 = mul i64 72623859790382856, %91
  call void @store_u64a(ptr noundef %89, i64 noundef %92)
  br label %93

93:                                               ; preds = %78
  %94 = load i32, ptr %8, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %8, align 4
  br label %75, !llvm.loop !9

96:                                               ; preds = %75
  store i32 0, ptr %9, align 4
  br label %97

97:                                               ; preds = %107, %96
  %98 = load i32, ptr %9, align 4
  %99 = icmp slt i32 %98, 36
  br i1 %99, label %100, label %110

100:                                              ; preds = %97
  %101 = load i32, ptr %9, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %102
  %104 = load i8, ptr %103, align 1
  %105 = zext i8 %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %105)
  br label %107

107:                                              ; preds = %100
  %108 = load i32, ptr %9, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %9, align 4
  br label %97, !llvm.loop !10

110:                                              ; preds = %97
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 @__const.main.hd, i64 23, i1 false)
  %112 = getelementptr inbounds [23 x i8], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %112, ptr align 1 %11, i64 23, i1 false)
  %113 = getelementptr inbounds [23 x i8], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %113, i64 23, i1 false)
  %114 = getelementptr inbounds [23 x i8], ptr %10, i64 0, i64 0
  store ptr %114, ptr %13, align 8
  %115 = getelementptr inbounds %struct.header, ptr %12, i32 0, i32 0
  %116 = load i8, ptr %115, align 1
  %117 = zext i8 %116 to i32
  %118 = getelementptr inbounds %struct.header, ptr %12, i32 0, i32 1
  %119 = load i32, ptr %118, align 1
  %120 = getelementptr inbounds %struct.header, ptr %12, i32 0, i32 2
  %121 = load i16, ptr %120, align 1
  %122 = zext i16 %121 to i32
  %123 = getelementptr inbounds %struct.header, ptr %12, i32 0, i32 3
  %124 = load i64, ptr %123, align 1
  %125 = getelementptr inbounds %struct.header, ptr %12, i32 0, i32 4
  %126 = load double, ptr %125, align 1
  %127 = load ptr, ptr %13, align 8
  %128 = getelementptr inbounds %struct.header, ptr %127, i32 0, i32 1
  %129 = load i32, ptr %128, align 1
  %130 = load ptr, ptr %13, align 8
  %131 = getelementptr inbounds %struct.header, ptr %130, i32 0, i32 4
  %132 = load double, ptr %131, align 1
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 23, i32 noundef %117, i32 noundef %119, i32 noundef %122, i64 noundef %124, double noundef %126, i32 noundef %129, double noundef %132)
  %134 = load i64, ptr %4, align 8
  %135 = and i64 %134, 127
  %136 = trunc i64 %135 to i32
  ret i32 %136
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @load64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %4, i64 8, i1 false)
  %5 = load i64, ptr %3, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @load_u32a(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 1
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 4 %4, i64 4, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_u64a(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i64 %5, ptr %6, align 1
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
