; ModuleID = 'programs/shift_semantics.c'
source_filename = "programs/shift_semantics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"u8<<%2d=%08x trunc=%02x s8>>%2d=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"u16<<%2d=%08x \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"s64>>%2llu=%llx \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"u64<<%d=%016llx \00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"masked hash %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"mix(%08x)=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"rot16 %04x\0A\00", align 1
@.str.8 = private unnamed_addr constant [59 x i8] c"-5<<3 via unsigned = %d, -5>>1 = %d, (unsigned)-5>>1 = %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i8 -73, ptr %2, align 1
  store volatile i8 -77, ptr %3, align 1
  store volatile i16 -4083, ptr %4, align 2
  store volatile i64 -81985529216486895, ptr %5, align 8
  store volatile i64 -9223372036854775807, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %50, %0
  %16 = load i32, ptr %7, align 4
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %18, label %53

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4
  %20 = icmp sgt i32 %19, 23
  br i1 %20, label %21, label %22

21:                                               ; preds = %18
  br label %24

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4
  br label %24

24:                                               ; preds = %22, %21
  %25 = phi i32 [ 23, %21 ], [ %23, %22 ]
  %26 = load volatile i8, ptr %2, align 1
  %27 = load i32, ptr %7, align 4
  %28 = icmp sgt i32 %27, 23
  br i1 %28, label %29, label %30

29:                                               ; preds = %24
  br label %32

30:                                               ; preds = %24
  %31 = load i32, ptr %7, align 4
  br label %32

32:                                               ; preds = %30, %29
  %33 = phi i32 [ 23, %29 ], [ %31, %30 ]
  %34 = call i32 @u8_shl(i8 noundef %26, i32 noundef %33)
  %35 = load volatile i8, ptr %2, align 1
  %36 = load i32, ptr %7, align 4
  %37 = icmp sgt i32 %36, 23
  br i1 %37, label %38, label %39

38:                                               ; preds = %32
  br label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %7, align 4
  br label %41

41:                                               ; preds = %39, %38
  %42 = phi i32 [ 23, %38 ], [ %40, %39 ]
  %43 = call i8 @u8_shl_trunc(i8 noundef %35, i32 noundef %42)
  %44 = zext i8 %43 to i32
  %45 = load i32, ptr %7, align 4
  %46 = load volatile i8, ptr %3, align 1
  %47 = load i32, ptr %7, align 4
  %48 = call i32 @s8_shr(i8 noundef %46, i32 noundef %47)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %34, i32 noundef %44, i32 noundef %45, i32 noundef %48)
  br label %50

50:                                               ; preds = %41
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 3
  store i32 %52, ptr %7, align 4
  br label %15, !llvm.loop !6

53:                                               ; preds = %15
  store i8 0, ptr %8, align 1
  br label %54

54:                                               ; preds = %65, %53
  %55 = load i8, ptr %8, align 1
  %56 = zext i8 %55 to i32
  %57 = icmp slt i32 %56, 32
  br i1 %57, label %58, label %70

58:                                               ; preds = %54
  %59 = load i8, ptr %8, align 1
  %60 = zext i8 %59 to i32
  %61 = load volatile i16, ptr %4, align 2
  %62 = load i8, ptr %8, align 1
  %63 = call i32 @u16_shl(i16 noundef %61, i8 noundef %62)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %60, i32 noundef %63)
  br label %65

65:                                               ; preds = %58
  %66 = load i8, ptr %8, align 1
  %67 = zext i8 %66 to i32
  %68 = add nsw i32 %67, 5
  %69 = trunc i32 %68 to i8
  store i8 %69, ptr %8, align 1
  br label %54, !llvm.loop !8

70:                                               ; preds = %54
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 0, ptr %9, align 8
  br label %72

72:                                               ; preds = %81, %70
  %73 = load i64, ptr %9, align 8
  %74 = icmp ult i64 %73, 64
  br i1 %74, label %75, label %84

75:                                               ; preds = %72
  %76 = load i64, ptr %9, align 8
  %77 = load volatile i64, ptr %5, align 8
  %78 = load i64, ptr %9, align 8
  %79 = call i64 @s64_shr_cnt64(i64 noundef %77, i64 noundef %78)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %76, i64 noundef %79)
  br label %81

81:                                               ; preds = %75
  %82 = load i64, ptr %9, align 8
  %83 = add i64 %82, 9
  store i64 %83, ptr %9, align 8
  br label %72, !llvm.loop !9

84:                                               ; preds = %72
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i8 0, ptr %10, align 1
  br label %86

86:                                               ; preds = %97, %84
  %87 = load i8, ptr %10, align 1
  %88 = sext i8 %87 to i32
  %89 = icmp slt i32 %88, 64
  br i1 %89, label %90, label %102

90:                                               ; preds = %86
  %91 = load i8, ptr %10, align 1
  %92 = sext i8 %91 to i32
  %93 = load volatile i64, ptr %6, align 8
  %94 = load i8, ptr %10, align 1
  %95 = call i64 @u64_shl_cnt8(i64 noundef %93, i8 noundef %94)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %92, i64 noundef %95)
  br label %97

97:                                               ; preds = %90
  %98 = load i8, ptr %10, align 1
  %99 = sext i8 %98 to i32
  %100 = add nsw i32 %99, 13
  %101 = trunc i32 %100 to i8
  store i8 %101, ptr %10, align 1
  br label %86, !llvm.loop !10

102:                                              ; preds = %86
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 0, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %104

104:                                              ; preds = %122, %102
  %105 = load i32, ptr %12, align 4
  %106 = icmp ult i32 %105, 100
  br i1 %106, label %107, label %125

107:                                              ; preds = %104
  %108 = load i64, ptr %11, align 8
  %109 = mul i64 %108, 31
  %110 = load i32, ptr %12, align 4
  %111 = call i32 @masked32(i32 noundef -2147483647, i32 noundef %110)
  %112 = zext i32 %111 to i64
  %113 = add i64 %109, %112
  %114 = load i32, ptr %12, align 4
  %115 = call i32 @sar_masked(i32 noundef -1000000, i32 noundef %114)
  %116 = zext i32 %115 to i64
  %117 = add i64 %113, %116
  %118 = load volatile i64, ptr %6, align 8
  %119 = load i32, ptr %12, align 4
  %120 = call i64 @masked64(i64 noundef %118, i32 noundef %119)
  %121 = add i64 %117, %120
  store i64 %121, ptr %11, align 8
  br label %122

122:                                              ; preds = %107
  %123 = load i32, ptr %12, align 4
  %124 = add i32 %123, 1
  store i32 %124, ptr %12, align 4
  br label %104, !llvm.loop !11

125:                                              ; preds = %104
  %126 = load i64, ptr %11, align 8
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %126)
  store i32 1, ptr %13, align 4
  br label %128

128:                                              ; preds = %136, %125
  %129 = load i32, ptr %13, align 4
  %130 = icmp ne i32 %129, 0
  br i1 %130, label %131, label %139

131:                                              ; preds = %128
  %132 = load i32, ptr %13, align 4
  %133 = load i32, ptr %13, align 4
  %134 = call i32 @shift_mix(i32 noundef %133)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %132, i32 noundef %134)
  br label %136

136:                                              ; preds = %131
  %137 = load i32, ptr %13, align 4
  %138 = shl i32 %137, 4
  store i32 %138, ptr %13, align 4
  br label %128, !llvm.loop !12

139:                                              ; preds = %128
  %140 = load volatile i16, ptr %4, align 2
  %141 = call i16 @u16_rot_trunc(i16 noundef %140)
  %142 = zext i16 %141 to i32
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %142)
  store volatile i32 -5, ptr %14, align 4
  %144 = load volatile i32, ptr %14, align 4
  %145 = shl i32 %144, 3
  %146 = load volatile i32, ptr %14, align 4
  %147 = ashr i32 %146, 1
  %148 = load volatile i32, ptr %14, align 4
  %149 = lshr i32 %148, 1
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %145, i32 noundef %147, i32 noundef %149)
  %151 = load i64, ptr %11, align 8
  %152 = and i64 %151, 127
  %153 = trunc i64 %152 to i32
  ret i32 %153
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u8_shl(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = shl i32 %6, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @u8_shl_trunc(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = shl i32 %6, %7
  %9 = trunc i32 %8 to i8
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @s8_shr(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = ashr i32 %6, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u16_shl(i16 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i8, align 1
  store i16 %0, ptr %3, align 2
  store i8 %1, ptr %4, align 1
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = shl i32 %6, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @s64_shr_cnt64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = ashr i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @u64_shl_cnt8(i64 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i8, align 1
  store i64 %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load i64, ptr %3, align 8
  %6 = load i8, ptr %4, align 1
  %7 = sext i8 %6 to i32
  %8 = zext i32 %7 to i64
  %9 = shl i64 %5, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @masked32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sar_masked(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = ashr i32 %5, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @masked64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shift_mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = shl i32 %3, 3
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 5
  %7 = xor i32 %4, %6
  %8 = load i32, ptr %2, align 4
  %9 = shl i32 %8, 31
  %10 = xor i32 %7, %9
  %11 = load i32, ptr %2, align 4
  %12 = lshr i32 %11, 31
  %13 = xor i32 %10, %12
  %14 = load i32, ptr %2, align 4
  %15 = ashr i32 %14, 31
  %16 = xor i32 %13, %15
  %17 = load i32, ptr %2, align 4
  %18 = ashr i32 %17, 1
  %19 = xor i32 %16, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @u16_rot_trunc(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i32
  %5 = shl i32 %4, 9
  %6 = load i16, ptr %2, align 2
  %7 = zext i16 %6 to i32
  %8 = ashr i32 %7, 7
  %9 = or i32 %5, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
