; ModuleID = 'programs/bswap_bitreverse.c'
source_filename = "programs/bswap_bitreverse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"bs16=%04x bs32=%08x bs64=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"br8=%02x br16=%04x br32=%08x br64=%016llx\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [16 x i8] c"\DE\AD\BE\EF\01\02\03\04\05\06\07\08\80\7F\FF\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"be32=%08x be64@4=%016llx be32@12=%08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"stored %02x %02x\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"br8(%d)=%d \00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"\0Ahash %016llx bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca [16 x i8], align 1
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i64 81985529216486895, ptr %2, align 8
  %10 = load volatile i64, ptr %2, align 8
  store i64 %10, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %95, %0
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %12, 200
  br i1 %13, label %14, label %98

14:                                               ; preds = %11
  %15 = load i64, ptr %3, align 8
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  store i64 %17, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = srem i32 %19, 17
  %21 = zext i32 %20 to i64
  %22 = lshr i64 %18, %21
  store i64 %22, ptr %7, align 8
  %23 = load i64, ptr %7, align 8
  %24 = trunc i64 %23 to i32
  %25 = call i32 @bs32(i32 noundef %24)
  %26 = load i64, ptr %7, align 8
  %27 = trunc i64 %26 to i32
  %28 = call i32 @bs32_idiom(i32 noundef %27)
  %29 = icmp ne i32 %25, %28
  br i1 %29, label %30, label %33

30:                                               ; preds = %14
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  br label %33

33:                                               ; preds = %30, %14
  %34 = load i64, ptr %7, align 8
  %35 = call i64 @br64(i64 noundef %34)
  %36 = load i64, ptr %7, align 8
  %37 = call i64 @br64_loop(i64 noundef %36)
  %38 = icmp ne i64 %35, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %4, align 4
  br label %42

42:                                               ; preds = %39, %33
  %43 = load i64, ptr %7, align 8
  %44 = call i64 @bs64(i64 noundef %43)
  %45 = call i64 @bs64(i64 noundef %44)
  %46 = load i64, ptr %7, align 8
  %47 = icmp ne i64 %45, %46
  br i1 %47, label %56, label %48

48:                                               ; preds = %42
  %49 = load i64, ptr %7, align 8
  %50 = trunc i64 %49 to i32
  %51 = call i32 @br32(i32 noundef %50)
  %52 = call i32 @br32(i32 noundef %51)
  %53 = load i64, ptr %7, align 8
  %54 = trunc i64 %53 to i32
  %55 = icmp ne i32 %52, %54
  br i1 %55, label %56, label %59

56:                                               ; preds = %48, %42
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %4, align 4
  br label %59

59:                                               ; preds = %56, %48
  %60 = load i64, ptr %7, align 8
  %61 = call i64 @br64(i64 noundef %60)
  %62 = lshr i64 %61, 32
  %63 = trunc i64 %62 to i32
  %64 = load i64, ptr %7, align 8
  %65 = trunc i64 %64 to i32
  %66 = call i32 @br32(i32 noundef %65)
  %67 = icmp ne i32 %63, %66
  br i1 %67, label %68, label %71

68:                                               ; preds = %59
  %69 = load i32, ptr %4, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %4, align 4
  br label %71

71:                                               ; preds = %68, %59
  %72 = load i64, ptr %5, align 8
  %73 = mul i64 %72, 31
  %74 = load i64, ptr %7, align 8
  %75 = trunc i64 %74 to i16
  %76 = call i16 @bs16(i16 noundef %75)
  %77 = zext i16 %76 to i64
  %78 = add i64 %73, %77
  %79 = load i64, ptr %7, align 8
  %80 = trunc i64 %79 to i8
  %81 = call i8 @br8(i8 noundef %80)
  %82 = zext i8 %81 to i64
  %83 = add i64 %78, %82
  %84 = load i64, ptr %7, align 8
  %85 = trunc i64 %84 to i16
  %86 = call i16 @br16(i16 noundef %85)
  %87 = zext i16 %86 to i64
  %88 = add i64 %83, %87
  %89 = load i64, ptr %7, align 8
  %90 = call i64 @bs64(i64 noundef %89)
  %91 = add i64 %88, %90
  %92 = load i64, ptr %7, align 8
  %93 = call i64 @br64(i64 noundef %92)
  %94 = add i64 %91, %93
  store i64 %94, ptr %5, align 8
  br label %95

95:                                               ; preds = %71
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %11, !llvm.loop !6

98:                                               ; preds = %11
  %99 = load volatile i64, ptr %2, align 8
  %100 = trunc i64 %99 to i16
  %101 = call i16 @bs16(i16 noundef %100)
  %102 = zext i16 %101 to i32
  %103 = load volatile i64, ptr %2, align 8
  %104 = trunc i64 %103 to i32
  %105 = call i32 @bs32(i32 noundef %104)
  %106 = load volatile i64, ptr %2, align 8
  %107 = call i64 @bs64(i64 noundef %106)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %102, i32 noundef %105, i64 noundef %107)
  %109 = load volatile i64, ptr %2, align 8
  %110 = trunc i64 %109 to i8
  %111 = call i8 @br8(i8 noundef %110)
  %112 = zext i8 %111 to i32
  %113 = load volatile i64, ptr %2, align 8
  %114 = trunc i64 %113 to i16
  %115 = call i16 @br16(i16 noundef %114)
  %116 = zext i16 %115 to i32
  %117 = load volatile i64, ptr %2, align 8
  %118 = trunc i64 %117 to i32
  %119 = call i32 @br32(i32 noundef %118)
  %120 = load volatile i64, ptr %2, align 8
  %121 = call i64 @br64(i64 noundef %120)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %112, i32 noundef %116, i32 noundef %119, i64 noundef %121)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.buf, i64 16, i1 false)
  %123 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %124 = call i32 @load_be32(ptr noundef %123)
  %125 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %126 = getelementptr inbounds i8, ptr %125, i64 4
  %127 = call i64 @load_be64(ptr noundef %126)
  %128 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %129 = getelementptr inbounds i8, ptr %128, i64 12
  %130 = call i32 @load_be32(ptr noundef %129)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %124, i64 noundef %127, i32 noundef %130)
  %132 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  call void @store_be16(ptr noundef %132, i16 noundef -13570)
  %133 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %134 = load i8, ptr %133, align 1
  %135 = zext i8 %134 to i32
  %136 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 1
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %135, i32 noundef %138)
  store i32 0, ptr %9, align 4
  br label %140

140:                                              ; preds = %152, %98
  %141 = load i32, ptr %9, align 4
  %142 = icmp slt i32 %141, 8
  br i1 %142, label %143, label %155

143:                                              ; preds = %140
  %144 = load i32, ptr %9, align 4
  %145 = shl i32 1, %144
  %146 = load i32, ptr %9, align 4
  %147 = shl i32 1, %146
  %148 = trunc i32 %147 to i8
  %149 = call i8 @br8(i8 noundef %148)
  %150 = zext i8 %149 to i32
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %145, i32 noundef %150)
  br label %152

152:                                              ; preds = %143
  %153 = load i32, ptr %9, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %9, align 4
  br label %140, !llvm.loop !8

155:                                              ; preds = %140
  %156 = load i64, ptr %5, align 8
  %157 = load i32, ptr %4, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %156, i32 noundef %157)
  %159 = load i32, ptr %4, align 4
  %160 = icmp ne i32 %159, 0
  br i1 %160, label %161, label %162

161:                                              ; preds = %155
  br label %166

162:                                              ; preds = %155
  %163 = load i64, ptr %5, align 8
  %164 = urem i64 %163, 100
  %165 = trunc i64 %164 to i32
  br label %166

166:                                              ; preds = %162, %161
  %167 = phi i32 [ 1, %161 ], [ %165, %162 ]
  ret i32 %167
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bs32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.bswap.i32(i32 %3)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bs32_idiom(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 24
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 8
  %7 = and i32 %6, 65280
  %8 = or i32 %4, %7
  %9 = load i32, ptr %2, align 4
  %10 = shl i32 %9, 8
  %11 = and i32 %10, 16711680
  %12 = or i32 %8, %11
  %13 = load i32, ptr %2, align 4
  %14 = shl i32 %13, 24
  %15 = or i32 %12, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @br64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bitreverse.i64(i64 %3)
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @br64_loop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = shl i64 %9, 1
  %11 = load i64, ptr %2, align 8
  %12 = and i64 %11, 1
  %13 = or i64 %10, %12
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %2, align 8
  %15 = lshr i64 %14, 1
  store i64 %15, ptr %2, align 8
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %5, !llvm.loop !9

19:                                               ; preds = %5
  %20 = load i64, ptr %3, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bs64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bswap.i64(i64 %3)
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @br32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.bitreverse.i32(i32 %3)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @bs16(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = call i16 @llvm.bswap.i16(i16 %3)
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @br8(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = call i8 @llvm.bitreverse.i8(i8 %3)
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @br16(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = call i16 @llvm.bitreverse.i16(i16 %3)
  ret i16 %4
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @load_be32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 0
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 1
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 2
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 3
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @load_be64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %4, i64 8, i1 false)
  %5 = load i64, ptr %3, align 8
  %6 = call i64 @llvm.bswap.i64(i64 %5)
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_be16(ptr noundef %0, i16 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = zext i16 %5 to i32
  %7 = ashr i32 %6, 8
  %8 = trunc i32 %7 to i8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds i8, ptr %9, i64 0
  store i8 %8, ptr %10, align 1
  %11 = load i16, ptr %4, align 2
  %12 = trunc i16 %11 to i8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 1
  store i8 %12, ptr %14, align 1
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.bitreverse.i8(i8) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bitreverse.i16(i16) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
