; ModuleID = 'programs/builtin_overflow.c'
source_filename = "programs/builtin_overflow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a8 = private unnamed_addr constant [7 x i8] c"\00\01\FFd\9C\7F\80", align 1
@__const.main.a16 = private unnamed_addr constant [7 x i16] [i16 0, i16 1, i16 -1, i16 200, i16 -30000, i16 32767, i16 -32768], align 2
@__const.main.a32 = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 65536, i32 -46341, i32 2147483647, i32 -2147483648], align 4
@.str = private unnamed_addr constant [9 x i8] c"mixed %d\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c":%u\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c":%lld\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c":%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"u64 factorial overflows at %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"3^k overflows i32 at k=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [44 x i8] c"i8 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [44 x i8] c"u8 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"i16 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [45 x i8] c"u16 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1
@.str.12 = private unnamed_addr constant [45 x i8] c"i32 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [45 x i8] c"u32 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1
@.str.14 = private unnamed_addr constant [55 x i8] c"i64 a=%lld b=%lld add=%d:%lld sub=%d:%lld mul=%d:%lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [55 x i8] c"u64 a=%llu b=%llu add=%d:%llu sub=%d:%llu mul=%d:%llu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i64], align 16
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %22, %2 ]
  %5 = getelementptr inbounds [7 x i8], ptr @__const.main.a8, i64 0, i64 %3
  %6 = load i8, ptr %5, align 1, !tbaa !6
  %7 = tail call fastcc i32 @ovf_i8(i8 noundef %6, i8 noundef 0)
  %8 = tail call fastcc i32 @ovf_u8(i8 noundef %6, i8 noundef 0)
  %9 = add i32 %7, %4
  %10 = add i32 %9, %8
  %11 = tail call fastcc i32 @ovf_i8(i8 noundef %6, i8 noundef -1)
  %12 = tail call fastcc i32 @ovf_u8(i8 noundef %6, i8 noundef -1)
  %13 = add i32 %11, %10
  %14 = add i32 %13, %12
  %15 = tail call fastcc i32 @ovf_i8(i8 noundef %6, i8 noundef -100)
  %16 = tail call fastcc i32 @ovf_u8(i8 noundef %6, i8 noundef -100)
  %17 = add i32 %15, %14
  %18 = add i32 %17, %16
  %19 = tail call fastcc i32 @ovf_i8(i8 noundef %6, i8 noundef -128)
  %20 = tail call fastcc i32 @ovf_u8(i8 noundef %6, i8 noundef -128)
  %21 = add i32 %19, %18
  %22 = add i32 %21, %20
  %23 = add nuw nsw i64 %3, 1
  %24 = icmp eq i64 %23, 7
  br i1 %24, label %25, label %2, !llvm.loop !9

25:                                               ; preds = %2, %25
  %26 = phi i64 [ %46, %25 ], [ 0, %2 ]
  %27 = phi i32 [ %45, %25 ], [ %22, %2 ]
  %28 = getelementptr inbounds [7 x i16], ptr @__const.main.a16, i64 0, i64 %26
  %29 = load i16, ptr %28, align 2, !tbaa !11
  %30 = tail call fastcc i32 @ovf_i16(i16 noundef %29, i16 noundef 0)
  %31 = tail call fastcc i32 @ovf_u16(i16 noundef %29, i16 noundef 0)
  %32 = add i32 %30, %27
  %33 = add i32 %32, %31
  %34 = tail call fastcc i32 @ovf_i16(i16 noundef %29, i16 noundef -1)
  %35 = tail call fastcc i32 @ovf_u16(i16 noundef %29, i16 noundef -1)
  %36 = add i32 %34, %33
  %37 = add i32 %36, %35
  %38 = tail call fastcc i32 @ovf_i16(i16 noundef %29, i16 noundef -30000)
  %39 = tail call fastcc i32 @ovf_u16(i16 noundef %29, i16 noundef -30000)
  %40 = add i32 %38, %37
  %41 = add i32 %40, %39
  %42 = tail call fastcc i32 @ovf_i16(i16 noundef %29, i16 noundef -32768)
  %43 = tail call fastcc i32 @ovf_u16(i16 noundef %29, i16 noundef -32768)
  %44 = add i32 %42, %41
  %45 = add i32 %44, %43
  %46 = add nuw nsw i64 %26, 1
  %47 = icmp eq i64 %46, 7
  br i1 %47, label %48, label %25, !llvm.loop !13

48:                                               ; preds = %25, %48
  %49 = phi i64 [ %69, %48 ], [ 0, %25 ]
  %50 = phi i32 [ %68, %48 ], [ %45, %25 ]
  %51 = getelementptr inbounds [7 x i32], ptr @__const.main.a32, i64 0, i64 %49
  %52 = load i32, ptr %51, align 4, !tbaa !14
  %53 = tail call fastcc i32 @ovf_i32(i32 noundef %52, i32 noundef 0)
  %54 = tail call fastcc i32 @ovf_u32(i32 noundef %52, i32 noundef 0)
  %55 = add i32 %53, %50
  %56 = add i32 %55, %54
  %57 = tail call fastcc i32 @ovf_i32(i32 noundef %52, i32 noundef -1)
  %58 = tail call fastcc i32 @ovf_u32(i32 noundef %52, i32 noundef -1)
  %59 = add i32 %57, %56
  %60 = add i32 %59, %58
  %61 = tail call fastcc i32 @ovf_i32(i32 noundef %52, i32 noundef -46341)
  %62 = tail call fastcc i32 @ovf_u32(i32 noundef %52, i32 noundef -46341)
  %63 = add i32 %61, %60
  %64 = add i32 %63, %62
  %65 = tail call fastcc i32 @ovf_i32(i32 noundef %52, i32 noundef -2147483648)
  %66 = tail call fastcc i32 @ovf_u32(i32 noundef %52, i32 noundef -2147483648)
  %67 = add i32 %65, %64
  %68 = add i32 %67, %66
  %69 = add nuw nsw i64 %49, 1
  %70 = icmp eq i64 %69, 7
  br i1 %70, label %71, label %48, !llvm.loop !16

71:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #5
  store <2 x i64> <i64 0, i64 1>, ptr %1, align 16
  %72 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 -1, i64 4294967296>, ptr %72, align 16
  %73 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x i64> <i64 -3037000500, i64 9223372036854775807>, ptr %73, align 16
  %74 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 -9223372036854775808, ptr %74, align 16
  br label %75

75:                                               ; preds = %71, %75
  %76 = phi i64 [ 0, %71 ], [ %96, %75 ]
  %77 = phi i32 [ %68, %71 ], [ %95, %75 ]
  %78 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %76
  %79 = load i64, ptr %78, align 8, !tbaa !17
  %80 = tail call fastcc i32 @ovf_i64(i64 noundef %79, i64 noundef 0)
  %81 = tail call fastcc i32 @ovf_u64(i64 noundef %79, i64 noundef 0)
  %82 = add i32 %80, %77
  %83 = add i32 %82, %81
  %84 = tail call fastcc i32 @ovf_i64(i64 noundef %79, i64 noundef -1)
  %85 = tail call fastcc i32 @ovf_u64(i64 noundef %79, i64 noundef -1)
  %86 = add i32 %84, %83
  %87 = add i32 %86, %85
  %88 = tail call fastcc i32 @ovf_i64(i64 noundef %79, i64 noundef -3037000500)
  %89 = tail call fastcc i32 @ovf_u64(i64 noundef %79, i64 noundef -3037000500)
  %90 = add i32 %88, %87
  %91 = add i32 %90, %89
  %92 = tail call fastcc i32 @ovf_i64(i64 noundef %79, i64 noundef -9223372036854775808)
  %93 = tail call fastcc i32 @ovf_u64(i64 noundef %79, i64 noundef -9223372036854775808)
  %94 = add i32 %92, %91
  %95 = add i32 %94, %93
  %96 = add nuw nsw i64 %76, 1
  %97 = icmp eq i64 %96, 7
  br i1 %97, label %98, label %75, !llvm.loop !19

98:                                               ; preds = %75
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 44)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 4294967294)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2)
  br label %107

107:                                              ; preds = %98, %112
  %108 = phi i64 [ 1, %98 ], [ %114, %112 ]
  %109 = phi i64 [ 1, %98 ], [ %113, %112 ]
  %110 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %109, i64 %108)
  %111 = extractvalue { i64, i1 } %110, 1
  br i1 %111, label %116, label %112

112:                                              ; preds = %107
  %113 = extractvalue { i64, i1 } %110, 0
  %114 = add nuw nsw i64 %108, 1
  %115 = icmp eq i64 %114, 40
  br i1 %115, label %118, label %107, !llvm.loop !20

116:                                              ; preds = %107
  %117 = trunc nuw nsw i64 %108 to i32
  br label %118

118:                                              ; preds = %112, %116
  %119 = phi i32 [ %117, %116 ], [ 40, %112 ]
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %119)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 19)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %95)
  %123 = srem i32 %95, 256
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #5
  ret i32 %123
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i8(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = tail call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %0, i8 %1)
  %4 = extractvalue { i8, i1 } %3, 1
  %5 = extractvalue { i8, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %0, i8 %1)
  %8 = extractvalue { i8, i1 } %7, 1
  %9 = extractvalue { i8, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %0, i8 %1)
  %12 = extractvalue { i8, i1 } %11, 1
  %13 = extractvalue { i8, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = sext i8 %0 to i32
  %16 = sext i8 %1 to i32
  %17 = sext i8 %5 to i32
  %18 = sext i8 %9 to i32
  %19 = sext i8 %13 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %15, i32 noundef %16, i32 noundef %6, i32 noundef %17, i32 noundef %10, i32 noundef %18, i32 noundef %14, i32 noundef %19)
  %21 = select i1 %8, i32 2, i32 0
  %22 = select i1 %12, i32 4, i32 0
  %23 = or disjoint i32 %21, %22
  %24 = or disjoint i32 %23, %6
  ret i32 %24
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_u8(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = tail call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %0, i8 %1)
  %4 = extractvalue { i8, i1 } %3, 1
  %5 = extractvalue { i8, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %0, i8 %1)
  %8 = extractvalue { i8, i1 } %7, 1
  %9 = extractvalue { i8, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %0, i8 %1)
  %12 = extractvalue { i8, i1 } %11, 1
  %13 = extractvalue { i8, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = zext i8 %0 to i32
  %16 = zext i8 %1 to i32
  %17 = zext i8 %5 to i32
  %18 = zext i8 %9 to i32
  %19 = zext i8 %13 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %15, i32 noundef %16, i32 noundef %6, i32 noundef %17, i32 noundef %10, i32 noundef %18, i32 noundef %14, i32 noundef %19)
  %21 = select i1 %8, i32 2, i32 0
  %22 = select i1 %12, i32 4, i32 0
  %23 = or disjoint i32 %21, %22
  %24 = or disjoint i32 %23, %6
  ret i32 %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i16(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = tail call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %0, i16 %1)
  %4 = extractvalue { i16, i1 } %3, 1
  %5 = extractvalue { i16, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %0, i16 %1)
  %8 = extractvalue { i16, i1 } %7, 1
  %9 = extractvalue { i16, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %0, i16 %1)
  %12 = extractvalue { i16, i1 } %11, 1
  %13 = extractvalue { i16, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = sext i16 %0 to i32
  %16 = sext i16 %1 to i32
  %17 = sext i16 %5 to i32
  %18 = sext i16 %9 to i32
  %19 = sext i16 %13 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %15, i32 noundef %16, i32 noundef %6, i32 noundef %17, i32 noundef %10, i32 noundef %18, i32 noundef %14, i32 noundef %19)
  %21 = select i1 %8, i32 2, i32 0
  %22 = select i1 %12, i32 4, i32 0
  %23 = or disjoint i32 %21, %22
  %24 = or disjoint i32 %23, %6
  ret i32 %24
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_u16(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = tail call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %0, i16 %1)
  %4 = extractvalue { i16, i1 } %3, 1
  %5 = extractvalue { i16, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %0, i16 %1)
  %8 = extractvalue { i16, i1 } %7, 1
  %9 = extractvalue { i16, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %0, i16 %1)
  %12 = extractvalue { i16, i1 } %11, 1
  %13 = extractvalue { i16, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = zext i16 %0 to i32
  %16 = zext i16 %1 to i32
  %17 = zext i16 %5 to i32
  %18 = zext i16 %9 to i32
  %19 = zext i16 %13 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %15, i32 noundef %16, i32 noundef %6, i32 noundef %17, i32 noundef %10, i32 noundef %18, i32 noundef %14, i32 noundef %19)
  %21 = select i1 %8, i32 2, i32 0
  %22 = select i1 %12, i32 4, i32 0
  %23 = or disjoint i32 %21, %22
  %24 = or disjoint i32 %23, %6
  ret i32 %24
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %0, i32 %1)
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %0, i32 %1)
  %12 = extractvalue { i32, i1 } %11, 1
  %13 = extractvalue { i32, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %0, i32 noundef %1, i32 noundef %6, i32 noundef %5, i32 noundef %10, i32 noundef %9, i32 noundef %14, i32 noundef %13)
  %16 = select i1 %8, i32 2, i32 0
  %17 = select i1 %12, i32 4, i32 0
  %18 = or disjoint i32 %16, %17
  %19 = or disjoint i32 %18, %6
  ret i32 %19
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %0, i32 %1)
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1)
  %12 = extractvalue { i32, i1 } %11, 1
  %13 = extractvalue { i32, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %0, i32 noundef %1, i32 noundef %6, i32 noundef %5, i32 noundef %10, i32 noundef %9, i32 noundef %14, i32 noundef %13)
  %16 = select i1 %8, i32 2, i32 0
  %17 = select i1 %12, i32 4, i32 0
  %18 = or disjoint i32 %16, %17
  %19 = or disjoint i32 %18, %6
  ret i32 %19
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1)
  %4 = extractvalue { i64, i1 } %3, 1
  %5 = extractvalue { i64, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %0, i64 %1)
  %8 = extractvalue { i64, i1 } %7, 1
  %9 = extractvalue { i64, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1)
  %12 = extractvalue { i64, i1 } %11, 1
  %13 = extractvalue { i64, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %0, i64 noundef %1, i32 noundef %6, i64 noundef %5, i32 noundef %10, i64 noundef %9, i32 noundef %14, i64 noundef %13)
  %16 = select i1 %8, i32 2, i32 0
  %17 = select i1 %12, i32 4, i32 0
  %18 = or disjoint i32 %16, %17
  %19 = or disjoint i32 %18, %6
  ret i32 %19
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %0, i64 %1)
  %4 = extractvalue { i64, i1 } %3, 1
  %5 = extractvalue { i64, i1 } %3, 0
  %6 = zext i1 %4 to i32
  %7 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %0, i64 %1)
  %8 = extractvalue { i64, i1 } %7, 1
  %9 = extractvalue { i64, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 %1)
  %12 = extractvalue { i64, i1 } %11, 1
  %13 = extractvalue { i64, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %0, i64 noundef %1, i32 noundef %6, i64 noundef %5, i32 noundef %10, i64 noundef %9, i32 noundef %14, i64 noundef %13)
  %16 = select i1 %8, i32 2, i32 0
  %17 = select i1 %12, i32 4, i32 0
  %18 = or disjoint i32 %16, %17
  %19 = or disjoint i32 %18, %6
  ret i32 %19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
