; ModuleID = 'programs/bitfields_wide_straddle.c'
source_filename = "programs/bitfields_wide_straddle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.wide = type { i64, i64, i64 }
%struct.straddle = type { i64, [3 x i8], i8, i16 }
%struct.mixed = type { i8, i8, [2 x i8], i8, i64 }

@.str = private unnamed_addr constant [40 x i8] c"sizeof wide=%zu straddle=%zu mixed=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"wide a=%llx b=%llx c=%llx d=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"straddle x=%x y=%x z=%x c=%c w=%x\0A\00", align 1
@.str.3 = private unnamed_addr constant [50 x i8] c"mixed tag=%c flag=%d m=%d n=%u after=%u big=%lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.wide, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.wide, align 8
  %5 = alloca %struct.straddle, align 4
  %6 = alloca %struct.mixed, align 8
  store i32 0, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 24, i64 noundef 16, i64 noundef 16)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 24, i1 false)
  %8 = load i64, ptr %2, align 8
  %9 = and i64 %8, -8589934592
  %10 = or i64 %9, 8589934591
  store i64 %10, ptr %2, align 8
  %11 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = and i64 %12, -1099511627776
  %14 = or i64 %13, 549755813887
  store i64 %14, ptr %11, align 8
  %15 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = and i64 %16, -9223372036854775808
  %18 = or i64 %17, 9223372036854775807
  store i64 %18, ptr %15, align 8
  %19 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 2
  %20 = load i64, ptr %19, align 8
  %21 = and i64 %20, 9223372036854775807
  %22 = or i64 %21, 0
  store i64 %22, ptr %19, align 8
  store i32 0, ptr %3, align 4
  br label %23

23:                                               ; preds = %27, %0
  %24 = load i32, ptr %3, align 4
  %25 = icmp slt i32 %24, 3
  br i1 %25, label %26, label %30

26:                                               ; preds = %23
  call void @wide_op(ptr dead_on_unwind writable sret(%struct.wide) align 8 %4, ptr noundef byval(%struct.wide) align 8 %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %4, i64 24, i1 false)
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %3, align 4
  br label %23, !llvm.loop !6

30:                                               ; preds = %23
  %31 = load i64, ptr %2, align 8
  %32 = and i64 %31, 8589934591
  %33 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = and i64 %34, 1099511627775
  %36 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 2
  %37 = load i64, ptr %36, align 8
  %38 = and i64 %37, 9223372036854775807
  %39 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 2
  %40 = load i64, ptr %39, align 8
  %41 = lshr i64 %40, 63
  %42 = trunc i64 %41 to i32
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %32, i64 noundef %35, i64 noundef %38, i32 noundef %42)
  call void @dump(ptr noundef %2, i64 noundef 24)
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 16, i1 false)
  %44 = load i64, ptr %5, align 4
  %45 = and i64 %44, -1048576
  %46 = or i64 %45, 703710
  store i64 %46, ptr %5, align 4
  %47 = load i64, ptr %5, align 4
  %48 = and i64 %47, -4503595332403201
  %49 = or i64 %48, 320254236426240
  store i64 %49, ptr %5, align 4
  %50 = getelementptr inbounds %struct.straddle, ptr %5, i32 0, i32 1
  store i24 -74566, ptr %50, align 4
  %51 = getelementptr inbounds %struct.straddle, ptr %5, i32 0, i32 2
  store i8 99, ptr %51, align 1
  %52 = getelementptr inbounds %struct.straddle, ptr %5, i32 0, i32 3
  %53 = load i16, ptr %52, align 4
  %54 = and i16 %53, -512
  %55 = or i16 %54, 511
  store i16 %55, ptr %52, align 4
  %56 = load i64, ptr %5, align 4
  %57 = lshr i64 %56, 32
  %58 = and i64 %57, 1048575
  %59 = trunc i64 %58 to i32
  %60 = add nsw i32 %59, 256
  %61 = zext i32 %60 to i64
  %62 = load i64, ptr %5, align 4
  %63 = and i64 %61, 1048575
  %64 = shl i64 %63, 32
  %65 = and i64 %62, -4503595332403201
  %66 = or i64 %65, %64
  store i64 %66, ptr %5, align 4
  %67 = trunc i64 %63 to i32
  %68 = getelementptr inbounds %struct.straddle, ptr %5, i32 0, i32 3
  %69 = load i16, ptr %68, align 4
  %70 = and i16 %69, 511
  %71 = zext i16 %70 to i32
  %72 = xor i32 %71, 170
  %73 = trunc i32 %72 to i16
  %74 = load i16, ptr %68, align 4
  %75 = and i16 %73, 511
  %76 = and i16 %74, -512
  %77 = or i16 %76, %75
  store i16 %77, ptr %68, align 4
  %78 = load i64, ptr %5, align 4
  %79 = and i64 %78, 1048575
  %80 = trunc i64 %79 to i32
  %81 = load i64, ptr %5, align 4
  %82 = lshr i64 %81, 32
  %83 = and i64 %82, 1048575
  %84 = trunc i64 %83 to i32
  %85 = getelementptr inbounds %struct.straddle, ptr %5, i32 0, i32 1
  %86 = load i24, ptr %85, align 4
  %87 = zext i24 %86 to i32
  %88 = getelementptr inbounds %struct.straddle, ptr %5, i32 0, i32 2
  %89 = load i8, ptr %88, align 1
  %90 = sext i8 %89 to i32
  %91 = getelementptr inbounds %struct.straddle, ptr %5, i32 0, i32 3
  %92 = load i16, ptr %91, align 4
  %93 = and i16 %92, 511
  %94 = zext i16 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %80, i32 noundef %84, i32 noundef %87, i32 noundef %90, i32 noundef %94)
  call void @dump(ptr noundef %5, i64 noundef 16)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 16, i1 false)
  %96 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 0
  store i8 84, ptr %96, align 8
  %97 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %98 = load i8, ptr %97, align 1
  %99 = and i8 %98, -2
  %100 = or i8 %99, 1
  store i8 %100, ptr %97, align 1
  %101 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %102 = load i8, ptr %101, align 1
  %103 = and i8 %102, -7
  %104 = or i8 %103, 6
  store i8 %104, ptr %101, align 1
  %105 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %106 = load i8, ptr %105, align 1
  %107 = and i8 %106, 7
  %108 = or i8 %107, -8
  store i8 %108, ptr %105, align 1
  %109 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 3
  %110 = load i8, ptr %109, align 4
  %111 = and i8 %110, -8
  %112 = or i8 %111, 6
  store i8 %112, ptr %109, align 4
  %113 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 4
  %114 = load i64, ptr %113, align 8
  %115 = and i64 %114, -35184372088832
  %116 = or i64 %115, 26388279078969
  store i64 %116, ptr %113, align 8
  %117 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %118 = load i8, ptr %117, align 1
  %119 = lshr i8 %118, 3
  %120 = zext i8 %119 to i32
  %121 = add i32 %120, 1
  %122 = trunc i32 %121 to i8
  %123 = load i8, ptr %117, align 1
  %124 = and i8 %122, 31
  %125 = shl i8 %124, 3
  %126 = and i8 %123, 7
  %127 = or i8 %126, %125
  store i8 %127, ptr %117, align 1
  %128 = zext i8 %124 to i32
  %129 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %130 = load i8, ptr %129, align 1
  %131 = lshr i8 %130, 1
  %132 = and i8 %131, 3
  %133 = zext i8 %132 to i32
  %134 = add nsw i32 %133, 1
  %135 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %136 = trunc i32 %134 to i8
  %137 = load i8, ptr %135, align 1
  %138 = and i8 %136, 3
  %139 = shl i8 %138, 1
  %140 = and i8 %137, -7
  %141 = or i8 %140, %139
  store i8 %141, ptr %135, align 1
  %142 = zext i8 %138 to i32
  %143 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 0
  %144 = load i8, ptr %143, align 8
  %145 = sext i8 %144 to i32
  %146 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %147 = load i8, ptr %146, align 1
  %148 = and i8 %147, 1
  %149 = trunc i8 %148 to i1
  %150 = zext i1 %149 to i32
  %151 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %152 = load i8, ptr %151, align 1
  %153 = lshr i8 %152, 1
  %154 = and i8 %153, 3
  %155 = zext i8 %154 to i32
  %156 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 1
  %157 = load i8, ptr %156, align 1
  %158 = lshr i8 %157, 3
  %159 = zext i8 %158 to i32
  %160 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 3
  %161 = load i8, ptr %160, align 4
  %162 = and i8 %161, 7
  %163 = zext i8 %162 to i32
  %164 = getelementptr inbounds %struct.mixed, ptr %6, i32 0, i32 4
  %165 = load i64, ptr %164, align 8
  %166 = shl i64 %165, 19
  %167 = ashr i64 %166, 19
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %145, i32 noundef %150, i32 noundef %155, i32 noundef %159, i32 noundef %163, i64 noundef %167)
  call void @dump(ptr noundef %6, i64 noundef 16)
  %169 = load i64, ptr %2, align 8
  %170 = and i64 %169, 8589934591
  %171 = and i64 %170, 127
  %172 = trunc i64 %171 to i32
  ret i32 %172
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide_op(ptr dead_on_unwind noalias writable sret(%struct.wide) align 8 %0, ptr noundef byval(%struct.wide) align 8 %1) #0 {
  %3 = load i64, ptr %1, align 8
  %4 = and i64 %3, 8589934591
  %5 = add i64 %4, 1
  %6 = load i64, ptr %1, align 8
  %7 = and i64 %5, 8589934591
  %8 = and i64 %6, -8589934592
  %9 = or i64 %8, %7
  store i64 %9, ptr %1, align 8
  %10 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = and i64 %11, 1099511627775
  %13 = mul i64 %12, 3
  %14 = add i64 %13, 1
  %15 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = and i64 %14, 1099511627775
  %18 = and i64 %16, -1099511627776
  %19 = or i64 %18, %17
  store i64 %19, ptr %15, align 8
  %20 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = and i64 %21, 9223372036854775807
  %23 = xor i64 %22, 6148914691236517205
  %24 = load i64, ptr %20, align 8
  %25 = and i64 %23, 9223372036854775807
  %26 = and i64 %24, -9223372036854775808
  %27 = or i64 %26, %25
  store i64 %27, ptr %20, align 8
  %28 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %29 = load i64, ptr %28, align 8
  %30 = lshr i64 %29, 63
  %31 = icmp ne i64 %30, 0
  %32 = xor i1 %31, true
  %33 = zext i1 %32 to i32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %36 = load i64, ptr %35, align 8
  %37 = and i64 %34, 1
  %38 = shl i64 %37, 63
  %39 = and i64 %36, 9223372036854775807
  %40 = or i64 %39, %38
  store i64 %40, ptr %35, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %17)
  br label %19

19:                                               ; preds = %12
  %20 = load i64, ptr %6, align 8
  %21 = add i64 %20, 1
  store i64 %21, ptr %6, align 8
  br label %8, !llvm.loop !8

22:                                               ; preds = %8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
