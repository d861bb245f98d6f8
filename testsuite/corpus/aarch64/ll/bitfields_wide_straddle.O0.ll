; ModuleID = 'programs/bitfields_wide_straddle.c'
source_filename = "programs/bitfields_wide_straddle.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %5 = alloca %struct.wide, align 8
  %6 = alloca %struct.straddle, align 4
  %7 = alloca %struct.mixed, align 8
  store i32 0, ptr %1, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 24, i64 noundef 16, i64 noundef 16)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 24, i1 false)
  %9 = load i64, ptr %2, align 8
  %10 = and i64 %9, -8589934592
  %11 = or i64 %10, 8589934591
  store i64 %11, ptr %2, align 8
  %12 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = and i64 %13, -1099511627776
  %15 = or i64 %14, 549755813887
  store i64 %15, ptr %12, align 8
  %16 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 2
  %17 = load i64, ptr %16, align 8
  %18 = and i64 %17, -9223372036854775808
  %19 = or i64 %18, 9223372036854775807
  store i64 %19, ptr %16, align 8
  %20 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = and i64 %21, 9223372036854775807
  %23 = or i64 %22, 0
  store i64 %23, ptr %20, align 8
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %28, %0
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 3
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %2, i64 24, i1 false)
  call void @wide_op(ptr dead_on_unwind writable sret(%struct.wide) align 8 %4, ptr noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %4, i64 24, i1 false)
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %24, !llvm.loop !6

31:                                               ; preds = %24
  %32 = load i64, ptr %2, align 8
  %33 = and i64 %32, 8589934591
  %34 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 1
  %35 = load i64, ptr %34, align 8
  %36 = and i64 %35, 1099511627775
  %37 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 2
  %38 = load i64, ptr %37, align 8
  %39 = and i64 %38, 9223372036854775807
  %40 = getelementptr inbounds %struct.wide, ptr %2, i32 0, i32 2
  %41 = load i64, ptr %40, align 8
  %42 = lshr i64 %41, 63
  %43 = trunc i64 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %33, i64 noundef %36, i64 noundef %39, i32 noundef %43)
  call void @dump(ptr noundef %2, i64 noundef 24)
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 16, i1 false)
  %45 = load i64, ptr %6, align 4
  %46 = and i64 %45, -1048576
  %47 = or i64 %46, 703710
  store i64 %47, ptr %6, align 4
  %48 = load i64, ptr %6, align 4
  %49 = and i64 %48, -4503595332403201
  %50 = or i64 %49, 320254236426240
  store i64 %50, ptr %6, align 4
  %51 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 1
  store i24 -74566, ptr %51, align 4
  %52 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 2
  store i8 99, ptr %52, align 1
  %53 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 3
  %54 = load i16, ptr %53, align 4
  %55 = and i16 %54, -512
  %56 = or i16 %55, 511
  store i16 %56, ptr %53, align 4
  %57 = load i64, ptr %6, align 4
  %58 = lshr i64 %57, 32
  %59 = and i64 %58, 1048575
  %60 = trunc i64 %59 to i32
  %61 = add nsw i32 %60, 256
  %62 = zext i32 %61 to i64
  %63 = load i64, ptr %6, align 4
  %64 = and i64 %62, 1048575
  %65 = shl i64 %64, 32
  %66 = and i64 %63, -4503595332403201
  %67 = or i64 %66, %65
  store i64 %67, ptr %6, align 4
  %68 = trunc i64 %64 to i32
  %69 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 3
  %70 = load i16, ptr %69, align 4
  %71 = and i16 %70, 511
  %72 = zext i16 %71 to i32
  %73 = xor i32 %72, 170
  %74 = trunc i32 %73 to i16
  %75 = load i16, ptr %69, align 4
  %76 = and i16 %74, 511
  %77 = and i16 %75, -512
  %78 = or i16 %77, %76
  store i16 %78, ptr %69, align 4
  %79 = load i64, ptr %6, align 4
  %80 = and i64 %79, 1048575
  %81 = trunc i64 %80 to i32
  %82 = load i64, ptr %6, align 4
  %83 = lshr i64 %82, 32
  %84 = and i64 %83, 1048575
  %85 = trunc i64 %84 to i32
  %86 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 1
  %87 = load i24, ptr %86, align 4
  %88 = zext i24 %87 to i32
  %89 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 2
  %90 = load i8, ptr %89, align 1
  %91 = zext i8 %90 to i32
  %92 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 3
  %93 = load i16, ptr %92, align 4
  %94 = and i16 %93, 511
  %95 = zext i16 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %81, i32 noundef %85, i32 noundef %88, i32 noundef %91, i32 noundef %95)
  call void @dump(ptr noundef %6, i64 noundef 16)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 16, i1 false)
  %97 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 0
  store i8 84, ptr %97, align 8
  %98 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %99 = load i8, ptr %98, align 1
  %100 = and i8 %99, -2
  %101 = or i8 %100, 1
  store i8 %101, ptr %98, align 1
  %102 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %103 = load i8, ptr %102, align 1
  %104 = and i8 %103, -7
  %105 = or i8 %104, 6
  store i8 %105, ptr %102, align 1
  %106 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %107 = load i8, ptr %106, align 1
  %108 = and i8 %107, 7
  %109 = or i8 %108, -8
  store i8 %109, ptr %106, align 1
  %110 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 3
  %111 = load i8, ptr %110, align 4
  %112 = and i8 %111, -8
  %113 = or i8 %112, 6
  store i8 %113, ptr %110, align 4
  %114 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 4
  %115 = load i64, ptr %114, align 8
  %116 = and i64 %115, -35184372088832
  %117 = or i64 %116, 26388279078969
  store i64 %117, ptr %114, align 8
  %118 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %119 = load i8, ptr %118, align 1
  %120 = lshr i8 %119, 3
  %121 = zext i8 %120 to i32
  %122 = add i32 %121, 1
  %123 = trunc i32 %122 to i8
  %124 = load i8, ptr %118, align 1
  %125 = and i8 %123, 31
  %126 = shl i8 %125, 3
  %127 = and i8 %124, 7
  %128 = or i8 %127, %126
  store i8 %128, ptr %118, align 1
  %129 = zext i8 %125 to i32
  %130 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %131 = load i8, ptr %130, align 1
  %132 = lshr i8 %131, 1
  %133 = and i8 %132, 3
  %134 = zext i8 %133 to i32
  %135 = add nsw i32 %134, 1
  %136 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %137 = trunc i32 %135 to i8
  %138 = load i8, ptr %136, align 1
  %139 = and i8 %137, 3
  %140 = shl i8 %139, 1
  %141 = and i8 %138, -7
  %142 = or i8 %141, %140
  store i8 %142, ptr %136, align 1
  %143 = zext i8 %139 to i32
  %144 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 0
  %145 = load i8, ptr %144, align 8
  %146 = zext i8 %145 to i32
  %147 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %148 = load i8, ptr %147, align 1
  %149 = and i8 %148, 1
  %150 = trunc i8 %149 to i1
  %151 = zext i1 %150 to i32
  %152 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %153 = load i8, ptr %152, align 1
  %154 = lshr i8 %153, 1
  %155 = and i8 %154, 3
  %156 = zext i8 %155 to i32
  %157 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %158 = load i8, ptr %157, align 1
  %159 = lshr i8 %158, 3
  %160 = zext i8 %159 to i32
  %161 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 3
  %162 = load i8, ptr %161, align 4
  %163 = and i8 %162, 7
  %164 = zext i8 %163 to i32
  %165 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 4
  %166 = load i64, ptr %165, align 8
  %167 = shl i64 %166, 19
  %168 = ashr i64 %167, 19
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %146, i32 noundef %151, i32 noundef %156, i32 noundef %160, i32 noundef %164, i64 noundef %168)
  call void @dump(ptr noundef %7, i64 noundef 16)
  %170 = load i64, ptr %2, align 8
  %171 = and i64 %170, 8589934591
  %172 = and i64 %171, 127
  %173 = trunc i64 %172 to i32
  ret i32 %173
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide_op(ptr dead_on_unwind noalias writable sret(%struct.wide) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = load i64, ptr %1, align 8
  %5 = and i64 %4, 8589934591
  %6 = add i64 %5, 1
  %7 = load i64, ptr %1, align 8
  %8 = and i64 %6, 8589934591
  %9 = and i64 %7, -8589934592
  %10 = or i64 %9, %8
  store i64 %10, ptr %1, align 8
  %11 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = and i64 %12, 1099511627775
  %14 = mul i64 %13, 3
  %15 = add i64 %14, 1
  %16 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = and i64 %15, 1099511627775
  %19 = and i64 %17, -1099511627776
  %20 = or i64 %19, %18
  store i64 %20, ptr %16, align 8
  %21 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %22 = load i64, ptr %21, align 8
  %23 = and i64 %22, 9223372036854775807
  %24 = xor i64 %23, 6148914691236517205
  %25 = load i64, ptr %21, align 8
  %26 = and i64 %24, 9223372036854775807
  %27 = and i64 %25, -9223372036854775808
  %28 = or i64 %27, %26
  store i64 %28, ptr %21, align 8
  %29 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %30 = load i64, ptr %29, align 8
  %31 = lshr i64 %30, 63
  %32 = icmp ne i64 %31, 0
  %33 = xor i1 %32, true
  %34 = zext i1 %33 to i32
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %37 = load i64, ptr %36, align 8
  %38 = and i64 %35, 1
  %39 = shl i64 %38, 63
  %40 = and i64 %37, 9223372036854775807
  %41 = or i64 %40, %39
  store i64 %41, ptr %36, align 8
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
