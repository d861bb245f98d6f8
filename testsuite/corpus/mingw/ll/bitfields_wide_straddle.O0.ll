; ModuleID = 'programs/bitfields_wide_straddle.c'
source_filename = "programs/bitfields_wide_straddle.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.wide = type { i64, i64, i64 }
%struct.straddle = type { i32, i32, i32, i8, i16 }
%struct.mixed = type { i8, i8, i32, i32, i64 }

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
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 24, i64 noundef 16, i64 noundef 24)
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
  br label %24, !llvm.loop !5

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
  %45 = load i32, ptr %6, align 4
  %46 = and i32 %45, -1048576
  %47 = or i32 %46, 703710
  store i32 %47, ptr %6, align 4
  %48 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 1
  %49 = load i32, ptr %48, align 4
  %50 = and i32 %49, -1048576
  %51 = or i32 %50, 74565
  store i32 %51, ptr %48, align 4
  %52 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 2
  %53 = load i32, ptr %52, align 4
  %54 = and i32 %53, -16777216
  %55 = or i32 %54, 16702650
  store i32 %55, ptr %52, align 4
  %56 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 3
  store i8 99, ptr %56, align 4
  %57 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 4
  %58 = load i16, ptr %57, align 2
  %59 = and i16 %58, -512
  %60 = or i16 %59, 511
  store i16 %60, ptr %57, align 2
  %61 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 1
  %62 = load i32, ptr %61, align 4
  %63 = and i32 %62, 1048575
  %64 = add nsw i32 %63, 256
  %65 = load i32, ptr %61, align 4
  %66 = and i32 %64, 1048575
  %67 = and i32 %65, -1048576
  %68 = or i32 %67, %66
  store i32 %68, ptr %61, align 4
  %69 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 4
  %70 = load i16, ptr %69, align 2
  %71 = and i16 %70, 511
  %72 = zext i16 %71 to i32
  %73 = xor i32 %72, 170
  %74 = trunc i32 %73 to i16
  %75 = load i16, ptr %69, align 2
  %76 = and i16 %74, 511
  %77 = and i16 %75, -512
  %78 = or i16 %77, %76
  store i16 %78, ptr %69, align 2
  %79 = load i32, ptr %6, align 4
  %80 = and i32 %79, 1048575
  %81 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 1
  %82 = load i32, ptr %81, align 4
  %83 = and i32 %82, 1048575
  %84 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 2
  %85 = load i32, ptr %84, align 4
  %86 = and i32 %85, 16777215
  %87 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 3
  %88 = load i8, ptr %87, align 4
  %89 = sext i8 %88 to i32
  %90 = getelementptr inbounds %struct.straddle, ptr %6, i32 0, i32 4
  %91 = load i16, ptr %90, align 2
  %92 = and i16 %91, 511
  %93 = zext i16 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %80, i32 noundef %83, i32 noundef %86, i32 noundef %89, i32 noundef %93)
  call void @dump(ptr noundef %6, i64 noundef 16)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 24, i1 false)
  %95 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 0
  store i8 84, ptr %95, align 8
  %96 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %97 = load i8, ptr %96, align 1
  %98 = and i8 %97, -2
  %99 = or i8 %98, 1
  store i8 %99, ptr %96, align 1
  %100 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 2
  %101 = load i32, ptr %100, align 4
  %102 = and i32 %101, -4
  %103 = or i32 %102, 3
  store i32 %103, ptr %100, align 4
  %104 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 2
  %105 = load i32, ptr %104, align 4
  %106 = and i32 %105, -125
  %107 = or i32 %106, 124
  store i32 %107, ptr %104, align 4
  %108 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 3
  %109 = load i32, ptr %108, align 8
  %110 = and i32 %109, -8
  %111 = or i32 %110, 6
  store i32 %111, ptr %108, align 8
  %112 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 4
  %113 = load i64, ptr %112, align 8
  %114 = and i64 %113, -35184372088832
  %115 = or i64 %114, 26388279078969
  store i64 %115, ptr %112, align 8
  %116 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 2
  %117 = load i32, ptr %116, align 4
  %118 = lshr i32 %117, 2
  %119 = and i32 %118, 31
  %120 = add i32 %119, 1
  %121 = load i32, ptr %116, align 4
  %122 = and i32 %120, 31
  %123 = shl i32 %122, 2
  %124 = and i32 %121, -125
  %125 = or i32 %124, %123
  store i32 %125, ptr %116, align 4
  %126 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 2
  %127 = load i32, ptr %126, align 4
  %128 = and i32 %127, 3
  %129 = add nsw i32 %128, 1
  %130 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 2
  %131 = load i32, ptr %130, align 4
  %132 = and i32 %129, 3
  %133 = and i32 %131, -4
  %134 = or i32 %133, %132
  store i32 %134, ptr %130, align 4
  %135 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 0
  %136 = load i8, ptr %135, align 8
  %137 = sext i8 %136 to i32
  %138 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 1
  %139 = load i8, ptr %138, align 1
  %140 = and i8 %139, 1
  %141 = trunc i8 %140 to i1
  %142 = zext i1 %141 to i32
  %143 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 2
  %144 = load i32, ptr %143, align 4
  %145 = and i32 %144, 3
  %146 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 2
  %147 = load i32, ptr %146, align 4
  %148 = lshr i32 %147, 2
  %149 = and i32 %148, 31
  %150 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 3
  %151 = load i32, ptr %150, align 8
  %152 = and i32 %151, 7
  %153 = getelementptr inbounds %struct.mixed, ptr %7, i32 0, i32 4
  %154 = load i64, ptr %153, align 8
  %155 = shl i64 %154, 19
  %156 = ashr i64 %155, 19
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %137, i32 noundef %142, i32 noundef %145, i32 noundef %149, i32 noundef %152, i64 noundef %156)
  call void @dump(ptr noundef %7, i64 noundef 24)
  %158 = load i64, ptr %2, align 8
  %159 = and i64 %158, 8589934591
  %160 = and i64 %159, 127
  %161 = trunc i64 %160 to i32
  ret i32 %161
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide_op(ptr dead_on_unwind noalias writable sret(%struct.wide) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i64, ptr %1, align 8
  %6 = and i64 %5, 8589934591
  %7 = add i64 %6, 1
  %8 = load i64, ptr %1, align 8
  %9 = and i64 %7, 8589934591
  %10 = and i64 %8, -8589934592
  %11 = or i64 %10, %9
  store i64 %11, ptr %1, align 8
  %12 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = and i64 %13, 1099511627775
  %15 = mul i64 %14, 3
  %16 = add i64 %15, 1
  %17 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = and i64 %16, 1099511627775
  %20 = and i64 %18, -1099511627776
  %21 = or i64 %20, %19
  store i64 %21, ptr %17, align 8
  %22 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = and i64 %23, 9223372036854775807
  %25 = xor i64 %24, 6148914691236517205
  %26 = load i64, ptr %22, align 8
  %27 = and i64 %25, 9223372036854775807
  %28 = and i64 %26, -9223372036854775808
  %29 = or i64 %28, %27
  store i64 %29, ptr %22, align 8
  %30 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %31 = load i64, ptr %30, align 8
  %32 = lshr i64 %31, 63
  %33 = icmp ne i64 %32, 0
  %34 = xor i1 %33, true
  %35 = zext i1 %34 to i32
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.wide, ptr %1, i32 0, i32 2
  %38 = load i64, ptr %37, align 8
  %39 = and i64 %36, 1
  %40 = shl i64 %39, 63
  %41 = and i64 %38, 9223372036854775807
  %42 = or i64 %41, %40
  store i64 %42, ptr %37, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
  br label %8, !llvm.loop !7

22:                                               ; preds = %8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
