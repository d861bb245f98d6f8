; ModuleID = 'programs/pointer_integer_casts.c'
source_filename = "programs/pointer_integer_casts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [34 x i8] c"tagged sum=%d tags=%u aligned=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"align_up: offset ok=%d within=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"ptrdiff: %td %td %td\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], align 4
@.str.3 = private unnamed_addr constant [38 x i8] c"negative index: %d %d compare: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"intptr offset: %td\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"roundtrip same=%d value=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"void* roundtrip value=%d null=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.node], align 8
  %3 = alloca [4 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [100 x i8], align 1
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [10 x double], align 8
  %12 = alloca [10 x i16], align 2
  %13 = alloca [10 x i32], align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 64, i1 false)
  %22 = getelementptr inbounds [4 x %struct.node], ptr %2, i32 0, i32 0
  %23 = getelementptr inbounds %struct.node, ptr %22, i32 0, i32 0
  store i32 10, ptr %23, align 8
  %24 = getelementptr inbounds [4 x %struct.node], ptr %2, i32 0, i32 1
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 0
  store i32 20, ptr %25, align 8
  %26 = getelementptr inbounds [4 x %struct.node], ptr %2, i32 0, i32 2
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 0
  store i32 30, ptr %27, align 8
  %28 = getelementptr inbounds [4 x %struct.node], ptr %2, i32 0, i32 3
  %29 = getelementptr inbounds %struct.node, ptr %28, i32 0, i32 0
  store i32 40, ptr %29, align 8
  store i32 0, ptr %4, align 4
  br label %30

30:                                               ; preds = %42, %0
  %31 = load i32, ptr %4, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %45

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x %struct.node], ptr %2, i64 0, i64 %35
  %37 = load i32, ptr %4, align 4
  %38 = call i64 @tag(ptr noundef %36, i32 noundef %37)
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 %40
  store i64 %38, ptr %41, align 8
  br label %42

42:                                               ; preds = %33
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %30, !llvm.loop !6

45:                                               ; preds = %30
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %46

46:                                               ; preds = %67, %45
  %47 = load i32, ptr %7, align 4
  %48 = icmp slt i32 %47, 4
  br i1 %48, label %49, label %70

49:                                               ; preds = %46
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8
  %54 = call ptr @untag(i64 noundef %53)
  %55 = getelementptr inbounds %struct.node, ptr %54, i32 0, i32 0
  %56 = load i32, ptr %55, align 8
  %57 = load i32, ptr %5, align 4
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr %5, align 4
  %59 = load i32, ptr %6, align 4
  %60 = mul i32 %59, 4
  %61 = load i32, ptr %7, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = call i32 @tag_of(i64 noundef %64)
  %66 = add i32 %60, %65
  store i32 %66, ptr %6, align 4
  br label %67

67:                                               ; preds = %49
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %46, !llvm.loop !8

70:                                               ; preds = %46
  %71 = load i32, ptr %5, align 4
  %72 = load i32, ptr %6, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %71, i32 noundef %72, i32 noundef 1)
  %74 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0
  %75 = getelementptr inbounds i8, ptr %74, i64 3
  store ptr %75, ptr %9, align 8
  %76 = load ptr, ptr %9, align 8
  %77 = call ptr @align_up(ptr noundef %76, i64 noundef 16)
  store ptr %77, ptr %10, align 8
  %78 = load ptr, ptr %10, align 8
  %79 = ptrtoint ptr %78 to i64
  %80 = urem i64 %79, 16
  %81 = icmp eq i64 %80, 0
  %82 = zext i1 %81 to i32
  %83 = load ptr, ptr %10, align 8
  %84 = load ptr, ptr %9, align 8
  %85 = ptrtoint ptr %83 to i64
  %86 = ptrtoint ptr %84 to i64
  %87 = sub i64 %85, %86
  %88 = icmp slt i64 %87, 16
  br i1 %88, label %89, label %93

89:                                               ; preds = %70
  %90 = load ptr, ptr %10, align 8
  %91 = load ptr, ptr %9, align 8
  %92 = icmp uge ptr %90, %91
  br label %93

93:                                               ; preds = %89, %70
  %94 = phi i1 [ false, %70 ], [ %92, %89 ]
  %95 = zext i1 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %82, i32 noundef %95)
  %97 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 9
  %98 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 2
  %99 = ptrtoint ptr %97 to i64
  %100 = ptrtoint ptr %98 to i64
  %101 = sub i64 %99, %100
  %102 = sdiv exact i64 %101, 8
  %103 = getelementptr inbounds [10 x i16], ptr %12, i64 0, i64 1
  %104 = getelementptr inbounds [10 x i16], ptr %12, i64 0, i64 7
  %105 = ptrtoint ptr %103 to i64
  %106 = ptrtoint ptr %104 to i64
  %107 = sub i64 %105, %106
  %108 = sdiv exact i64 %107, 2
  %109 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 5
  %110 = getelementptr inbounds [10 x double], ptr %11, i64 0, i64 0
  %111 = ptrtoint ptr %109 to i64
  %112 = ptrtoint ptr %110 to i64
  %113 = sub i64 %111, %112
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %102, i64 noundef %108, i64 noundef %113)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 @__const.main.arr, i64 40, i1 false)
  %115 = getelementptr inbounds [10 x i32], ptr %13, i64 0, i64 0
  %116 = getelementptr inbounds i32, ptr %115, i64 5
  store ptr %116, ptr %14, align 8
  %117 = load ptr, ptr %14, align 8
  %118 = getelementptr inbounds i32, ptr %117, i64 -3
  %119 = load i32, ptr %118, align 4
  %120 = load ptr, ptr %14, align 8
  %121 = getelementptr inbounds i32, ptr %120, i64 -5
  %122 = load i32, ptr %121, align 4
  %123 = load ptr, ptr %14, align 8
  %124 = getelementptr inbounds [10 x i32], ptr %13, i64 0, i64 0
  %125 = icmp ugt ptr %123, %124
  %126 = zext i1 %125 to i32
  %127 = getelementptr inbounds [10 x i32], ptr %13, i64 0, i64 9
  %128 = load ptr, ptr %14, align 8
  %129 = icmp ule ptr %127, %128
  %130 = zext i1 %129 to i32
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %119, i32 noundef %122, i32 noundef %126, i32 noundef %130)
  store i64 -16, ptr %15, align 8
  %132 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0
  %133 = getelementptr inbounds i8, ptr %132, i64 50
  store ptr %133, ptr %16, align 8
  %134 = load ptr, ptr %16, align 8
  %135 = load i64, ptr %15, align 8
  %136 = getelementptr inbounds i8, ptr %134, i64 %135
  store ptr %136, ptr %17, align 8
  %137 = load ptr, ptr %17, align 8
  %138 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0
  %139 = ptrtoint ptr %137 to i64
  %140 = ptrtoint ptr %138 to i64
  %141 = sub i64 %139, %140
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %141)
  %143 = getelementptr inbounds [10 x i32], ptr %13, i64 0, i64 0
  %144 = ptrtoint ptr %143 to i64
  store i64 %144, ptr %18, align 8
  %145 = load i64, ptr %18, align 8
  %146 = inttoptr i64 %145 to ptr
  store ptr %146, ptr %19, align 8
  %147 = load ptr, ptr %19, align 8
  %148 = getelementptr inbounds [10 x i32], ptr %13, i64 0, i64 0
  %149 = icmp eq ptr %147, %148
  %150 = zext i1 %149 to i32
  %151 = load ptr, ptr %19, align 8
  %152 = getelementptr inbounds i32, ptr %151, i64 4
  %153 = load i32, ptr %152, align 4
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %150, i32 noundef %153)
  %155 = getelementptr inbounds [4 x %struct.node], ptr %2, i64 0, i64 2
  store ptr %155, ptr %20, align 8
  %156 = load ptr, ptr %20, align 8
  store ptr %156, ptr %21, align 8
  %157 = load ptr, ptr %21, align 8
  %158 = getelementptr inbounds %struct.node, ptr %157, i32 0, i32 0
  %159 = load i32, ptr %158, align 8
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %159, i32 noundef 1)
  %161 = load i32, ptr %5, align 4
  %162 = and i32 %161, 127
  ret i32 %162
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @tag(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = load i32, ptr %4, align 4
  %8 = and i32 %7, 3
  %9 = zext i32 %8 to i64
  %10 = or i64 %6, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @untag(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = and i64 %3, -4
  %5 = inttoptr i64 %4 to ptr
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tag_of(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = and i64 %3, 3
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @align_up(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = load i64, ptr %4, align 8
  %8 = add i64 %6, %7
  %9 = sub i64 %8, 1
  %10 = load i64, ptr %4, align 8
  %11 = sub i64 %10, 1
  %12 = xor i64 %11, -1
  %13 = and i64 %9, %12
  %14 = inttoptr i64 %13 to ptr
  ret ptr %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
