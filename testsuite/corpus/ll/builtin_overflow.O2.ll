; ModuleID = 'programs/builtin_overflow.c'
source_filename = "programs/builtin_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a8 = private unnamed_addr constant [7 x i8] c"\00\01\FFd\9C\7F\80", align 1
@__const.main.a16 = private unnamed_addr constant [7 x i16] [i16 0, i16 1, i16 -1, i16 200, i16 -30000, i16 32767, i16 -32768], align 2
@__const.main.a32 = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 65536, i32 -46341, i32 2147483647, i32 -2147483648], align 16
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
  %6 = load i8, ptr %5, align 1, !tbaa !5
  %7 = tail call fastcc i32 @ovf_i8(i8 noundef signext %6, i8 noundef signext 0)
  %8 = tail call fastcc i32 @ovf_u8(i8 noundef zeroext %6, i8 noundef zeroext 0)
  %9 = add i32 %7, %4
  %10 = add i32 %9, %8
  %11 = tail call fastcc i32 @ovf_i8(i8 noundef signext %6, i8 noundef signext -1)
  %12 = tail call fastcc i32 @ovf_u8(i8 noundef zeroext %6, i8 noundef zeroext -1)
  %13 = add i32 %11, %10
  %14 = add i32 %13, %12
  %15 = tail call fastcc i32 @ovf_i8(i8 noundef signext %6, i8 noundef signext -100)
  %16 = tail call fastcc i32 @ovf_u8(i8 noundef zeroext %6, i8 noundef zeroext -100)
  %17 = add i32 %15, %14
  %18 = add i32 %17, %16
  %19 = tail call fastcc i32 @ovf_i8(i8 noundef signext %6, i8 noundef signext -128)
  %20 = tail call fastcc i32 @ovf_u8(i8 noundef zeroext %6, i8 noundef zeroext -128)
  %21 = add i32 %19, %18
  %22 = add i32 %21, %20
  %23 = add nuw nsw i64 %3, 1
  %24 = icmp eq i64 %23, 7
  br i1 %24, label %25, label %2, !llvm.loop !8

25:                                               ; preds = %2, %25
  %26 = phi i64 [ %46, %25 ], [ 0, %2 ]
  %27 = phi i32 [ %45, %25 ], [ %22, %2 ]
  %28 = getelementptr inbounds [7 x i16], ptr @__const.main.a16, i64 0, i64 %26
  %29 = load i16, ptr %28, align 2, !tbaa !10
  %30 = tail call fastcc i32 @ovf_i16(i16 noundef signext %29, i16 noundef signext 0)
  %31 = tail call fastcc i32 @ovf_u16(i16 noundef zeroext %29, i16 noundef zeroext 0)
  %32 = add i32 %30, %27
  %33 = add i32 %32, %31
  %34 = tail call fastcc i32 @ovf_i16(i16 noundef signext %29, i16 noundef signext -1)
  %35 = tail call fastcc i32 @ovf_u16(i16 noundef zeroext %29, i16 noundef zeroext -1)
  %36 = add i32 %34, %33
  %37 = add i32 %36, %35
  %38 = tail call fastcc i32 @ovf_i16(i16 noundef signext %29, i16 noundef signext -30000)
  %39 = tail call fastcc i32 @ovf_u16(i16 noundef zeroext %29, i16 noundef zeroext -30000)
  %40 = add i32 %38, %37
  %41 = add i32 %40, %39
  %42 = tail call fastcc i32 @ovf_i16(i16 noundef signext %29, i16 noundef signext -32768)
  %43 = tail call fastcc i32 @ovf_u16(i16 noundef zeroext %29, i16 noundef zeroext -32768)
  %44 = add i32 %42, %41
  %45 = add i32 %44, %43
  %46 = add nuw nsw i64 %26, 1
  %47 = icmp eq i64 %46, 7
  br i1 %47, label %48, label %25, !llvm.loop !12

48:                                               ; preds = %25, %48
  %49 = phi i64 [ %69, %48 ], [ 0, %25 ]
  %50 = phi i32 [ %68, %48 ], [ %45, %25 ]
  %51 = getelementptr inbounds [7 x i32], ptr @__const.main.a32, i64 0, i64 %49
  %52 = load i32, ptr %51, align 4, !tbaa !13
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
  br i1 %70, label %71, label %48, !llvm.loop !15

71:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, i8 0, i64 16, i1 false)
  %72 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 1, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 -1, ptr %73, align 16
  %74 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 4294967296, ptr %74, align 8
  %75 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 -3037000500, ptr %75, align 16
  %76 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 9223372036854775807, ptr %76, align 8
  %77 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 -9223372036854775808, ptr %77, align 16
  br label %78

78:                                               ; preds = %71, %78
  %79 = phi i64 [ 0, %71 ], [ %99, %78 ]
  %80 = phi i32 [ %68, %71 ], [ %98, %78 ]
  %81 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %79
  %82 = load i64, ptr %81, align 8, !tbaa !16
  %83 = tail call fastcc i32 @ovf_i64(i64 noundef %82, i64 noundef 0)
  %84 = tail call fastcc i32 @ovf_u64(i64 noundef %82, i64 noundef 0)
  %85 = add i32 %83, %80
  %86 = add i32 %85, %84
  %87 = tail call fastcc i32 @ovf_i64(i64 noundef %82, i64 noundef -1)
  %88 = tail call fastcc i32 @ovf_u64(i64 noundef %82, i64 noundef -1)
  %89 = add i32 %87, %86
  %90 = add i32 %89, %88
  %91 = tail call fastcc i32 @ovf_i64(i64 noundef %82, i64 noundef -3037000500)
  %92 = tail call fastcc i32 @ovf_u64(i64 noundef %82, i64 noundef -3037000500)
  %93 = add i32 %91, %90
  %94 = add i32 %93, %92
  %95 = tail call fastcc i32 @ovf_i64(i64 noundef %82, i64 noundef -9223372036854775808)
  %96 = tail call fastcc i32 @ovf_u64(i64 noundef %82, i64 noundef -9223372036854775808)
  %97 = add i32 %95, %94
  %98 = add i32 %97, %96
  %99 = add nuw nsw i64 %79, 1
  %100 = icmp eq i64 %99, 7
  br i1 %100, label %101, label %78, !llvm.loop !18

101:                                              ; preds = %78
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 44)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 4294967294)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2)
  br label %110

110:                                              ; preds = %125, %101
  %111 = phi i64 [ 1, %101 ], [ %127, %125 ]
  %112 = phi i64 [ 1, %101 ], [ %126, %125 ]
  %113 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %112, i64 %111)
  %114 = extractvalue { i64, i1 } %113, 1
  br i1 %114, label %129, label %115

115:                                              ; preds = %110
  %116 = extractvalue { i64, i1 } %113, 0
  %117 = add nuw nsw i64 %111, 1
  %118 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %116, i64 %117)
  %119 = extractvalue { i64, i1 } %118, 1
  br i1 %119, label %129, label %120

120:                                              ; preds = %115
  %121 = extractvalue { i64, i1 } %118, 0
  %122 = add nuw nsw i64 %111, 2
  %123 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %121, i64 %122)
  %124 = extractvalue { i64, i1 } %123, 1
  br i1 %124, label %129, label %125

125:                                              ; preds = %120
  %126 = extractvalue { i64, i1 } %123, 0
  %127 = add nuw nsw i64 %111, 3
  %128 = icmp eq i64 %127, 40
  br i1 %128, label %132, label %110, !llvm.loop !19

129:                                              ; preds = %120, %115, %110
  %130 = phi i64 [ %111, %110 ], [ %117, %115 ], [ %122, %120 ]
  %131 = trunc nuw nsw i64 %130 to i32
  br label %132

132:                                              ; preds = %125, %129
  %133 = phi i32 [ %131, %129 ], [ 40, %125 ]
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %133)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 19)
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %98)
  %137 = srem i32 %98, 256
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #6
  ret i32 %137
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
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
define internal fastcc range(i32 0, 8) i32 @ovf_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
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
define internal fastcc range(i32 0, 8) i32 @ovf_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
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
define internal fastcc range(i32 0, 8) i32 @ovf_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 {
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

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
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !6, i64 0}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
