; ModuleID = 'programs/rotate_builtins.c'
source_filename = "programs/rotate_builtins.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"n=%3u rl8=%02x rr16=%04x rl32=%08x rr32=%08x rl64=%016llx rr64=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"const %08x %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store volatile i64 81985529216486895, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %138, %0
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 130
  br i1 %14, label %15, label %141

15:                                               ; preds = %12
  %16 = load volatile i64, ptr %2, align 8
  %17 = trunc i64 %16 to i8
  %18 = load i32, ptr %5, align 4
  %19 = trunc i32 %18 to i8
  %20 = call i8 @rl8(i8 noundef %17, i8 noundef %19)
  store i8 %20, ptr %6, align 1
  %21 = load volatile i64, ptr %2, align 8
  %22 = trunc i64 %21 to i16
  %23 = load i32, ptr %5, align 4
  %24 = trunc i32 %23 to i16
  %25 = call i16 @rr16(i16 noundef %22, i16 noundef %24)
  store i16 %25, ptr %7, align 2
  %26 = load volatile i64, ptr %2, align 8
  %27 = trunc i64 %26 to i32
  %28 = load i32, ptr %5, align 4
  %29 = call i32 @rl32(i32 noundef %27, i32 noundef %28)
  store i32 %29, ptr %8, align 4
  %30 = load volatile i64, ptr %2, align 8
  %31 = trunc i64 %30 to i32
  %32 = load i32, ptr %5, align 4
  %33 = call i32 @rr32(i32 noundef %31, i32 noundef %32)
  store i32 %33, ptr %9, align 4
  %34 = load volatile i64, ptr %2, align 8
  %35 = load i32, ptr %5, align 4
  %36 = zext i32 %35 to i64
  %37 = call i64 @rl64(i64 noundef %34, i64 noundef %36)
  store i64 %37, ptr %10, align 8
  %38 = load volatile i64, ptr %2, align 8
  %39 = load i32, ptr %5, align 4
  %40 = zext i32 %39 to i64
  %41 = call i64 @rr64(i64 noundef %38, i64 noundef %40)
  store i64 %41, ptr %11, align 8
  %42 = load i32, ptr %8, align 4
  %43 = load volatile i64, ptr %2, align 8
  %44 = trunc i64 %43 to i32
  %45 = load i32, ptr %5, align 4
  %46 = call i32 @idiom32(i32 noundef %44, i32 noundef %45)
  %47 = icmp ne i32 %42, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %15
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %4, align 4
  br label %51

51:                                               ; preds = %48, %15
  %52 = load i64, ptr %11, align 8
  %53 = load volatile i64, ptr %2, align 8
  %54 = load i32, ptr %5, align 4
  %55 = call i64 @idiom64r(i64 noundef %53, i32 noundef %54)
  %56 = icmp ne i64 %52, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %51
  %58 = load i32, ptr %4, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %4, align 4
  br label %60

60:                                               ; preds = %57, %51
  %61 = load i8, ptr %6, align 1
  %62 = zext i8 %61 to i32
  %63 = load volatile i64, ptr %2, align 8
  %64 = trunc i64 %63 to i8
  %65 = load i32, ptr %5, align 4
  %66 = call i8 @idiom8(i8 noundef %64, i32 noundef %65)
  %67 = zext i8 %66 to i32
  %68 = icmp ne i32 %62, %67
  br i1 %68, label %69, label %72

69:                                               ; preds = %60
  %70 = load i32, ptr %4, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %4, align 4
  br label %72

72:                                               ; preds = %69, %60
  %73 = load i32, ptr %8, align 4
  %74 = load i32, ptr %5, align 4
  %75 = call i32 @rr32(i32 noundef %73, i32 noundef %74)
  %76 = load volatile i64, ptr %2, align 8
  %77 = trunc i64 %76 to i32
  %78 = icmp ne i32 %75, %77
  br i1 %78, label %86, label %79

79:                                               ; preds = %72
  %80 = load i64, ptr %11, align 8
  %81 = load i32, ptr %5, align 4
  %82 = zext i32 %81 to i64
  %83 = call i64 @rl64(i64 noundef %80, i64 noundef %82)
  %84 = load volatile i64, ptr %2, align 8
  %85 = icmp ne i64 %83, %84
  br i1 %85, label %86, label %89

86:                                               ; preds = %79, %72
  %87 = load i32, ptr %4, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %4, align 4
  br label %89

89:                                               ; preds = %86, %79
  %90 = load i16, ptr %7, align 2
  %91 = load i32, ptr %5, align 4
  %92 = call i16 @idiom16(i16 noundef %90, i32 noundef %91)
  %93 = zext i16 %92 to i32
  %94 = load volatile i64, ptr %2, align 8
  %95 = trunc i64 %94 to i16
  %96 = zext i16 %95 to i32
  %97 = icmp ne i32 %93, %96
  br i1 %97, label %98, label %101

98:                                               ; preds = %89
  %99 = load i32, ptr %4, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %4, align 4
  br label %101

101:                                              ; preds = %98, %89
  %102 = load i64, ptr %3, align 8
  %103 = mul i64 %102, 1000003
  %104 = load i8, ptr %6, align 1
  %105 = zext i8 %104 to i64
  %106 = xor i64 %103, %105
  %107 = load i16, ptr %7, align 2
  %108 = zext i16 %107 to i64
  %109 = shl i64 %108, 8
  %110 = xor i64 %106, %109
  %111 = load i32, ptr %8, align 4
  %112 = zext i32 %111 to i64
  %113 = shl i64 %112, 24
  %114 = xor i64 %110, %113
  %115 = load i32, ptr %9, align 4
  %116 = zext i32 %115 to i64
  %117 = xor i64 %114, %116
  %118 = load i64, ptr %10, align 8
  %119 = xor i64 %117, %118
  %120 = load i64, ptr %11, align 8
  %121 = shl i64 %120, 3
  %122 = xor i64 %119, %121
  store i64 %122, ptr %3, align 8
  %123 = load i32, ptr %5, align 4
  %124 = urem i32 %123, 9
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %126, label %137

126:                                              ; preds = %101
  %127 = load i32, ptr %5, align 4
  %128 = load i8, ptr %6, align 1
  %129 = zext i8 %128 to i32
  %130 = load i16, ptr %7, align 2
  %131 = zext i16 %130 to i32
  %132 = load i32, ptr %8, align 4
  %133 = load i32, ptr %9, align 4
  %134 = load i64, ptr %10, align 8
  %135 = load i64, ptr %11, align 8
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %127, i32 noundef %129, i32 noundef %131, i32 noundef %132, i32 noundef %133, i64 noundef %134, i64 noundef %135)
  br label %137

137:                                              ; preds = %126, %101
  br label %138

138:                                              ; preds = %137
  %139 = load i32, ptr %5, align 4
  %140 = add i32 %139, 1
  store i32 %140, ptr %5, align 4
  br label %12, !llvm.loop !6

141:                                              ; preds = %12
  %142 = load volatile i64, ptr %2, align 8
  %143 = trunc i64 %142 to i32
  %144 = call i32 @const_rot(i32 noundef %143)
  %145 = load volatile i64, ptr %2, align 8
  %146 = call i64 @const_rot64(i64 noundef %145)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %144, i64 noundef %146)
  %148 = load i64, ptr %3, align 8
  %149 = load i32, ptr %4, align 4
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %148, i32 noundef %149)
  %151 = load i32, ptr %4, align 4
  %152 = icmp ne i32 %151, 0
  br i1 %152, label %153, label %154

153:                                              ; preds = %141
  br label %158

154:                                              ; preds = %141
  %155 = load i64, ptr %3, align 8
  %156 = and i64 %155, 127
  %157 = trunc i64 %156 to i32
  br label %158

158:                                              ; preds = %154, %153
  %159 = phi i32 [ 1, %153 ], [ %157, %154 ]
  ret i32 %159
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @rl8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = load i8, ptr %4, align 1
  %7 = call i8 @llvm.fshl.i8(i8 %5, i8 %5, i8 %6)
  ret i8 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @rr16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = load i16, ptr %4, align 2
  %7 = call i16 @llvm.fshr.i16(i16 %5, i16 %5, i16 %6)
  ret i16 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call i32 @llvm.fshl.i32(i32 %5, i32 %5, i32 %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rr32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call i32 @llvm.fshr.i32(i32 %5, i32 %5, i32 %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rl64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 @llvm.fshl.i64(i64 %5, i64 %5, i64 %6)
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rr64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 @llvm.fshr.i64(i64 %5, i64 %5, i64 %6)
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @idiom32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @idiom64r(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @idiom8(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = and i32 %5, 7
  store i32 %6, ptr %4, align 4
  %7 = load i8, ptr %3, align 1
  %8 = zext i8 %7 to i32
  %9 = load i32, ptr %4, align 4
  %10 = shl i32 %8, %9
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = sub i32 8, %13
  %15 = and i32 %14, 7
  %16 = ashr i32 %12, %15
  %17 = or i32 %10, %16
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @idiom16(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = and i32 %5, 15
  store i32 %6, ptr %4, align 4
  %7 = load i16, ptr %3, align 2
  %8 = zext i16 %7 to i32
  %9 = load i32, ptr %4, align 4
  %10 = shl i32 %8, %9
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = sub i32 16, %13
  %15 = and i32 %14, 15
  %16 = ashr i32 %12, %15
  %17 = or i32 %10, %16
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @const_rot(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = shl i32 %3, 7
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 25
  %7 = or i32 %4, %6
  %8 = load i32, ptr %2, align 4
  %9 = lshr i32 %8, 13
  %10 = load i32, ptr %2, align 4
  %11 = shl i32 %10, 19
  %12 = or i32 %9, %11
  %13 = xor i32 %7, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @const_rot64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = shl i64 %3, 1
  %5 = load i64, ptr %2, align 8
  %6 = lshr i64 %5, 63
  %7 = or i64 %4, %6
  %8 = load i64, ptr %2, align 8
  %9 = lshr i64 %8, 32
  %10 = load i64, ptr %2, align 8
  %11 = shl i64 %10, 32
  %12 = or i64 %9, %11
  %13 = add i64 %7, %12
  ret i64 %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshr.i16(i16, i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
