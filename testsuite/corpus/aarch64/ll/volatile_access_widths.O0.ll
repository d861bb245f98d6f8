; ModuleID = 'programs/volatile_access_widths.c'
source_filename = "programs/volatile_access_widths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.regs = type { i32, i32, i32 }
%struct.flags = type { i32 }

@v8 = internal global i8 0, align 1
@v16 = internal global i16 0, align 2
@v32 = internal global i32 0, align 4
@v64 = internal global i64 0, align 8
@vf = internal global float 0.000000e+00, align 4
@vd = internal global double 0.000000e+00, align 8
@.str = private unnamed_addr constant [59 x i8] c"v8=%u v16=%u v32=%08x v64=%016llx vf=%g vd=%.6f h=%016llx\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.regs { i32 1, i32 2, i32 3 }, align 4
@.str.1 = private unnamed_addr constant [34 x i8] c"regs ctrl=%x status=%u poll=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"flags a=%u b=%u c=%u size=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.regs, align 4
  %5 = alloca %struct.flags, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %54, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 100
  br i1 %12, label %13, label %57

13:                                               ; preds = %10
  %14 = load volatile i8, ptr @v8, align 1
  %15 = zext i8 %14 to i32
  %16 = add nsw i32 %15, 3
  %17 = trunc i32 %16 to i8
  store volatile i8 %17, ptr @v8, align 1
  %18 = load volatile i16, ptr @v16, align 2
  %19 = zext i16 %18 to i32
  %20 = mul nsw i32 %19, 3
  %21 = add nsw i32 %20, 1
  %22 = trunc i32 %21 to i16
  store volatile i16 %22, ptr @v16, align 2
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = srem i32 %24, 25
  %26 = shl i32 %23, %25
  %27 = load volatile i32, ptr @v32, align 4
  %28 = xor i32 %27, %26
  store volatile i32 %28, ptr @v32, align 4
  %29 = load volatile i32, ptr @v32, align 4
  %30 = zext i32 %29 to i64
  %31 = load volatile i16, ptr @v16, align 2
  %32 = zext i16 %31 to i64
  %33 = mul i64 %30, %32
  %34 = load volatile i64, ptr @v64, align 8
  %35 = add i64 %34, %33
  store volatile i64 %35, ptr @v64, align 8
  %36 = load volatile float, ptr @vf, align 4
  %37 = fadd float %36, 5.000000e-01
  store volatile float %37, ptr @vf, align 4
  %38 = load volatile double, ptr @vd, align 8
  %39 = fmul double %38, 1.010000e+00
  %40 = fadd double %39, 1.000000e+00
  store volatile double %40, ptr @vd, align 8
  %41 = load i64, ptr %2, align 8
  %42 = mul i64 %41, 31
  %43 = load volatile i8, ptr @v8, align 1
  %44 = zext i8 %43 to i64
  %45 = add i64 %42, %44
  %46 = load volatile i16, ptr @v16, align 2
  %47 = zext i16 %46 to i64
  %48 = add i64 %45, %47
  %49 = load volatile i32, ptr @v32, align 4
  %50 = zext i32 %49 to i64
  %51 = add i64 %48, %50
  %52 = load volatile i64, ptr @v64, align 8
  %53 = add i64 %51, %52
  store i64 %53, ptr %2, align 8
  br label %54

54:                                               ; preds = %13
  %55 = load i32, ptr %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %3, align 4
  br label %10, !llvm.loop !6

57:                                               ; preds = %10
  %58 = load volatile i8, ptr @v8, align 1
  %59 = zext i8 %58 to i32
  %60 = load volatile i16, ptr @v16, align 2
  %61 = zext i16 %60 to i32
  %62 = load volatile i32, ptr @v32, align 4
  %63 = load volatile i64, ptr @v64, align 8
  %64 = load volatile float, ptr @vf, align 4
  %65 = fpext float %64 to double
  %66 = load volatile double, ptr @vd, align 8
  %67 = load i64, ptr %2, align 8
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %59, i32 noundef %61, i32 noundef %62, i64 noundef %63, double noundef %65, double noundef %66, i64 noundef %67)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.r, i64 12, i1 false)
  %69 = getelementptr inbounds %struct.regs, ptr %4, i32 0, i32 0
  %70 = load volatile i32, ptr %69, align 4
  %71 = or i32 %70, 128
  store volatile i32 %71, ptr %69, align 4
  %72 = getelementptr inbounds %struct.regs, ptr %4, i32 0, i32 0
  %73 = load volatile i32, ptr %72, align 4
  %74 = getelementptr inbounds %struct.regs, ptr %4, i32 0, i32 2
  %75 = load i32, ptr %74, align 4
  %76 = add i32 %73, %75
  %77 = getelementptr inbounds %struct.regs, ptr %4, i32 0, i32 1
  store volatile i32 %76, ptr %77, align 4
  %78 = getelementptr inbounds %struct.regs, ptr %4, i32 0, i32 0
  %79 = load volatile i32, ptr %78, align 4
  %80 = getelementptr inbounds %struct.regs, ptr %4, i32 0, i32 1
  %81 = load volatile i32, ptr %80, align 4
  %82 = getelementptr inbounds %struct.regs, ptr %4, i32 0, i32 0
  %83 = call i64 @poll(ptr noundef %82, i32 noundef 10)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %79, i32 noundef %81, i64 noundef %83)
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 4, i1 false)
  store i32 0, ptr %6, align 4
  br label %85

85:                                               ; preds = %114, %57
  %86 = load i32, ptr %6, align 4
  %87 = icmp slt i32 %86, 20
  br i1 %87, label %88, label %117

88:                                               ; preds = %85
  %89 = load volatile i32, ptr %5, align 4
  %90 = and i32 %89, 7
  %91 = add i32 %90, 1
  %92 = load volatile i32, ptr %5, align 4
  %93 = and i32 %91, 7
  %94 = and i32 %92, -8
  %95 = or i32 %94, %93
  store volatile i32 %95, ptr %5, align 4
  %96 = load volatile i32, ptr %5, align 4
  %97 = lshr i32 %96, 3
  %98 = and i32 %97, 127
  %99 = add nsw i32 %98, 5
  %100 = load volatile i32, ptr %5, align 4
  %101 = and i32 %99, 127
  %102 = shl i32 %101, 3
  %103 = and i32 %100, -1017
  %104 = or i32 %103, %102
  store volatile i32 %104, ptr %5, align 4
  %105 = load volatile i32, ptr %5, align 4
  %106 = lshr i32 %105, 10
  %107 = mul nsw i32 %106, 3
  %108 = add nsw i32 %107, 1
  %109 = load volatile i32, ptr %5, align 4
  %110 = and i32 %108, 4194303
  %111 = shl i32 %110, 10
  %112 = and i32 %109, 1023
  %113 = or i32 %112, %111
  store volatile i32 %113, ptr %5, align 4
  br label %114

114:                                              ; preds = %88
  %115 = load i32, ptr %6, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %6, align 4
  br label %85, !llvm.loop !8

117:                                              ; preds = %85
  %118 = load volatile i32, ptr %5, align 4
  %119 = and i32 %118, 7
  %120 = load volatile i32, ptr %5, align 4
  %121 = lshr i32 %120, 3
  %122 = and i32 %121, 127
  %123 = load volatile i32, ptr %5, align 4
  %124 = lshr i32 %123, 10
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %119, i32 noundef %122, i32 noundef %124, i64 noundef 4)
  store volatile i32 5, ptr %7, align 4
  store volatile ptr %7, ptr %8, align 8
  %126 = load volatile ptr, ptr %8, align 8
  %127 = load volatile i32, ptr %126, align 4
  %128 = add nsw i32 %127, 10
  store volatile i32 %128, ptr %126, align 4
  store volatile i32 0, ptr %9, align 4
  br label %129

129:                                              ; preds = %136, %117
  %130 = load volatile i32, ptr %9, align 4
  %131 = icmp slt i32 %130, 10
  br i1 %131, label %132, label %139

132:                                              ; preds = %129
  %133 = load volatile i32, ptr %9, align 4
  %134 = load volatile i32, ptr %7, align 4
  %135 = add nsw i32 %134, %133
  store volatile i32 %135, ptr %7, align 4
  br label %136

136:                                              ; preds = %132
  %137 = load volatile i32, ptr %9, align 4
  %138 = add nsw i32 %137, 1
  store volatile i32 %138, ptr %9, align 4
  br label %129, !llvm.loop !9

139:                                              ; preds = %129
  %140 = load volatile i32, ptr %7, align 4
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %140)
  %142 = load i64, ptr %2, align 8
  %143 = and i64 %142, 127
  %144 = trunc i64 %143 to i32
  ret i32 %144
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @poll(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %17, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %20

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load volatile i32, ptr %12, align 4
  %14 = zext i32 %13 to i64
  %15 = load i64, ptr %5, align 8
  %16 = add i64 %15, %14
  store i64 %16, ptr %5, align 8
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %6, align 4
  br label %7, !llvm.loop !10

20:                                               ; preds = %7
  %21 = load i64, ptr %5, align 8
  ret i64 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
