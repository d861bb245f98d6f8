; ModuleID = 'programs/compare_chains.c'
source_filename = "programs/compare_chains.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%2d/%2d/%-6s \00", align 1
@__const.main.xs = private unnamed_addr constant [7 x i32] [i32 -2147483648, i32 -2147483647, i32 -1, i32 0, i32 1, i32 2147483646, i32 2147483647], align 4
@.str.2 = private unnamed_addr constant [15 x i8] c"near(%d)=%03x \00", align 1
@.str.3 = private unnamed_addr constant [45 x i8] c"in_all %d %d any_eq %d %d bits_cmp %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"eq\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"lt,ult\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"lt,ugt\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"gt,ugt\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"gt,ult\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i64], align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [100 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr nonnull align 8 %1, i8 0, i64 56, i1 true)
  store volatile i64 -9223372036854775808, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  store volatile i64 -1, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  store volatile i64 1, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  store volatile i64 9223372036854775807, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 40
  store volatile i64 2147483648, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %1, i64 48
  store volatile i64 -2147483648, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  br label %16

16:                                               ; preds = %0, %16
  %17 = phi i64 [ 0, %0 ], [ %90, %16 ]
  %18 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %17
  %19 = load volatile i64, ptr %18, align 8, !tbaa !6
  %20 = load volatile i64, ptr %1, align 8, !tbaa !6
  %21 = tail call fastcc i32 @cmp3_i64(i64 noundef %19, i64 noundef %20)
  %22 = load volatile i64, ptr %18, align 8, !tbaa !6
  %23 = load volatile i64, ptr %1, align 8, !tbaa !6
  %24 = tail call fastcc i32 @cmp3_u64(i64 noundef %22, i64 noundef %23)
  %25 = load volatile i64, ptr %18, align 8, !tbaa !6
  %26 = load volatile i64, ptr %1, align 8, !tbaa !6
  %27 = tail call fastcc ptr @branchy(i64 noundef %25, i64 noundef %26)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21, i32 noundef %24, ptr noundef nonnull %27)
  %29 = load volatile i64, ptr %18, align 8, !tbaa !6
  %30 = load volatile i64, ptr %10, align 8, !tbaa !6
  %31 = tail call fastcc i32 @cmp3_i64(i64 noundef %29, i64 noundef %30)
  %32 = load volatile i64, ptr %18, align 8, !tbaa !6
  %33 = load volatile i64, ptr %10, align 8, !tbaa !6
  %34 = tail call fastcc i32 @cmp3_u64(i64 noundef %32, i64 noundef %33)
  %35 = load volatile i64, ptr %18, align 8, !tbaa !6
  %36 = load volatile i64, ptr %10, align 8, !tbaa !6
  %37 = tail call fastcc ptr @branchy(i64 noundef %35, i64 noundef %36)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31, i32 noundef %34, ptr noundef nonnull %37)
  %39 = load volatile i64, ptr %18, align 8, !tbaa !6
  %40 = load volatile i64, ptr %15, align 8, !tbaa !6
  %41 = tail call fastcc i32 @cmp3_i64(i64 noundef %39, i64 noundef %40)
  %42 = load volatile i64, ptr %18, align 8, !tbaa !6
  %43 = load volatile i64, ptr %15, align 8, !tbaa !6
  %44 = tail call fastcc i32 @cmp3_u64(i64 noundef %42, i64 noundef %43)
  %45 = load volatile i64, ptr %18, align 8, !tbaa !6
  %46 = load volatile i64, ptr %15, align 8, !tbaa !6
  %47 = tail call fastcc ptr @branchy(i64 noundef %45, i64 noundef %46)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41, i32 noundef %44, ptr noundef nonnull %47)
  %49 = load volatile i64, ptr %18, align 8, !tbaa !6
  %50 = load volatile i64, ptr %11, align 8, !tbaa !6
  %51 = tail call fastcc i32 @cmp3_i64(i64 noundef %49, i64 noundef %50)
  %52 = load volatile i64, ptr %18, align 8, !tbaa !6
  %53 = load volatile i64, ptr %11, align 8, !tbaa !6
  %54 = tail call fastcc i32 @cmp3_u64(i64 noundef %52, i64 noundef %53)
  %55 = load volatile i64, ptr %18, align 8, !tbaa !6
  %56 = load volatile i64, ptr %11, align 8, !tbaa !6
  %57 = tail call fastcc ptr @branchy(i64 noundef %55, i64 noundef %56)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %51, i32 noundef %54, ptr noundef nonnull %57)
  %59 = load volatile i64, ptr %18, align 8, !tbaa !6
  %60 = load volatile i64, ptr %12, align 8, !tbaa !6
  %61 = tail call fastcc i32 @cmp3_i64(i64 noundef %59, i64 noundef %60)
  %62 = load volatile i64, ptr %18, align 8, !tbaa !6
  %63 = load volatile i64, ptr %12, align 8, !tbaa !6
  %64 = tail call fastcc i32 @cmp3_u64(i64 noundef %62, i64 noundef %63)
  %65 = load volatile i64, ptr %18, align 8, !tbaa !6
  %66 = load volatile i64, ptr %12, align 8, !tbaa !6
  %67 = tail call fastcc ptr @branchy(i64 noundef %65, i64 noundef %66)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61, i32 noundef %64, ptr noundef nonnull %67)
  %69 = load volatile i64, ptr %18, align 8, !tbaa !6
  %70 = load volatile i64, ptr %13, align 8, !tbaa !6
  %71 = tail call fastcc i32 @cmp3_i64(i64 noundef %69, i64 noundef %70)
  %72 = load volatile i64, ptr %18, align 8, !tbaa !6
  %73 = load volatile i64, ptr %13, align 8, !tbaa !6
  %74 = tail call fastcc i32 @cmp3_u64(i64 noundef %72, i64 noundef %73)
  %75 = load volatile i64, ptr %18, align 8, !tbaa !6
  %76 = load volatile i64, ptr %13, align 8, !tbaa !6
  %77 = tail call fastcc ptr @branchy(i64 noundef %75, i64 noundef %76)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71, i32 noundef %74, ptr noundef nonnull %77)
  %79 = load volatile i64, ptr %18, align 8, !tbaa !6
  %80 = load volatile i64, ptr %14, align 8, !tbaa !6
  %81 = tail call fastcc i32 @cmp3_i64(i64 noundef %79, i64 noundef %80)
  %82 = load volatile i64, ptr %18, align 8, !tbaa !6
  %83 = load volatile i64, ptr %14, align 8, !tbaa !6
  %84 = tail call fastcc i32 @cmp3_u64(i64 noundef %82, i64 noundef %83)
  %85 = load volatile i64, ptr %18, align 8, !tbaa !6
  %86 = load volatile i64, ptr %14, align 8, !tbaa !6
  %87 = tail call fastcc ptr @branchy(i64 noundef %85, i64 noundef %86)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %81, i32 noundef %84, ptr noundef nonnull %87)
  %89 = tail call i32 @putchar(i32 10)
  %90 = add nuw nsw i64 %17, 1
  %91 = icmp eq i64 %90, 7
  br i1 %91, label %92, label %16, !llvm.loop !10

92:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  %93 = load volatile i32, ptr @__const.main.xs, align 4
  store volatile i32 %93, ptr %2, align 4
  %94 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 4), align 4
  store volatile i32 %94, ptr %3, align 4
  %95 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 8), align 4
  store volatile i32 %95, ptr %4, align 4
  %96 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 12), align 4
  store volatile i32 %96, ptr %5, align 4
  %97 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 16), align 4
  store volatile i32 %97, ptr %6, align 4
  %98 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 20), align 4
  store volatile i32 %98, ptr %7, align 4
  %99 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 24), align 4
  store volatile i32 %99, ptr %8, align 4
  %100 = load volatile i32, ptr %2, align 4, !tbaa !12
  %101 = load volatile i32, ptr %2, align 4, !tbaa !12
  %102 = load volatile i32, ptr %2, align 4, !tbaa !12
  %103 = load volatile i32, ptr %2, align 4, !tbaa !12
  %104 = trunc i32 %103 to i8
  %105 = load volatile i32, ptr %2, align 4, !tbaa !12
  %106 = trunc i32 %105 to i16
  %107 = tail call fastcc i32 @near_limits(i32 noundef %101, i32 noundef %102, i8 noundef %104, i16 noundef %106)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %100, i32 noundef %107)
  %109 = load volatile i32, ptr %3, align 4, !tbaa !12
  %110 = load volatile i32, ptr %3, align 4, !tbaa !12
  %111 = load volatile i32, ptr %3, align 4, !tbaa !12
  %112 = load volatile i32, ptr %3, align 4, !tbaa !12
  %113 = trunc i32 %112 to i8
  %114 = load volatile i32, ptr %3, align 4, !tbaa !12
  %115 = trunc i32 %114 to i16
  %116 = tail call fastcc i32 @near_limits(i32 noundef %110, i32 noundef %111, i8 noundef %113, i16 noundef %115)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %109, i32 noundef %116)
  %118 = load volatile i32, ptr %4, align 4, !tbaa !12
  %119 = load volatile i32, ptr %4, align 4, !tbaa !12
  %120 = load volatile i32, ptr %4, align 4, !tbaa !12
  %121 = load volatile i32, ptr %4, align 4, !tbaa !12
  %122 = trunc i32 %121 to i8
  %123 = load volatile i32, ptr %4, align 4, !tbaa !12
  %124 = trunc i32 %123 to i16
  %125 = tail call fastcc i32 @near_limits(i32 noundef %119, i32 noundef %120, i8 noundef %122, i16 noundef %124)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %118, i32 noundef %125)
  %127 = load volatile i32, ptr %5, align 4, !tbaa !12
  %128 = load volatile i32, ptr %5, align 4, !tbaa !12
  %129 = load volatile i32, ptr %5, align 4, !tbaa !12
  %130 = load volatile i32, ptr %5, align 4, !tbaa !12
  %131 = trunc i32 %130 to i8
  %132 = load volatile i32, ptr %5, align 4, !tbaa !12
  %133 = trunc i32 %132 to i16
  %134 = tail call fastcc i32 @near_limits(i32 noundef %128, i32 noundef %129, i8 noundef %131, i16 noundef %133)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %127, i32 noundef %134)
  %136 = load volatile i32, ptr %6, align 4, !tbaa !12
  %137 = load volatile i32, ptr %6, align 4, !tbaa !12
  %138 = load volatile i32, ptr %6, align 4, !tbaa !12
  %139 = load volatile i32, ptr %6, align 4, !tbaa !12
  %140 = trunc i32 %139 to i8
  %141 = load volatile i32, ptr %6, align 4, !tbaa !12
  %142 = trunc i32 %141 to i16
  %143 = tail call fastcc i32 @near_limits(i32 noundef %137, i32 noundef %138, i8 noundef %140, i16 noundef %142)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %136, i32 noundef %143)
  %145 = load volatile i32, ptr %7, align 4, !tbaa !12
  %146 = load volatile i32, ptr %7, align 4, !tbaa !12
  %147 = load volatile i32, ptr %7, align 4, !tbaa !12
  %148 = load volatile i32, ptr %7, align 4, !tbaa !12
  %149 = trunc i32 %148 to i8
  %150 = load volatile i32, ptr %7, align 4, !tbaa !12
  %151 = trunc i32 %150 to i16
  %152 = tail call fastcc i32 @near_limits(i32 noundef %146, i32 noundef %147, i8 noundef %149, i16 noundef %151)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %145, i32 noundef %152)
  %154 = load volatile i32, ptr %8, align 4, !tbaa !12
  %155 = load volatile i32, ptr %8, align 4, !tbaa !12
  %156 = load volatile i32, ptr %8, align 4, !tbaa !12
  %157 = load volatile i32, ptr %8, align 4, !tbaa !12
  %158 = trunc i32 %157 to i8
  %159 = load volatile i32, ptr %8, align 4, !tbaa !12
  %160 = trunc i32 %159 to i16
  %161 = tail call fastcc i32 @near_limits(i32 noundef %155, i32 noundef %156, i8 noundef %158, i16 noundef %160)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %154, i32 noundef %161)
  %163 = tail call i32 @putchar(i32 10)
  %164 = tail call fastcc i32 @in_all(i32 noundef 2, i32 noundef 3)
  %165 = tail call fastcc i32 @in_all(i32 noundef 3, i32 noundef 2)
  %166 = tail call fastcc i32 @any_eq(i64 noundef 1)
  %167 = tail call fastcc i32 @any_eq(i64 noundef 3)
  %168 = tail call fastcc i32 @bits_cmp(i32 noundef 1, i32 noundef 2)
  %169 = tail call fastcc i32 @bits_cmp(i32 noundef 0, i32 noundef 2)
  %170 = tail call fastcc i32 @bits_cmp(i32 noundef 5, i32 noundef 0)
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %164, i32 noundef %165, i32 noundef %166, i32 noundef %167, i32 noundef %168, i32 noundef %169, i32 noundef %170)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %9) #8
  br label %172

172:                                              ; preds = %172, %92
  %173 = phi i64 [ 0, %92 ], [ %180, %172 ]
  %174 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %92 ], [ %181, %172 ]
  %175 = mul nuw nsw <4 x i16> %174, <i16 37, i16 37, i16 37, i16 37>
  %176 = urem <4 x i16> %175, <i16 101, i16 101, i16 101, i16 101>
  %177 = zext nneg <4 x i16> %176 to <4 x i32>
  %178 = add nsw <4 x i32> %177, <i32 -50, i32 -50, i32 -50, i32 -50>
  %179 = getelementptr inbounds [100 x i32], ptr %9, i64 0, i64 %173
  store <4 x i32> %178, ptr %179, align 4, !tbaa !12
  %180 = add nuw i64 %173, 4
  %181 = add <4 x i16> %174, <i16 4, i16 4, i16 4, i16 4>
  %182 = icmp eq i64 %180, 100
  br i1 %182, label %183, label %172, !llvm.loop !14

183:                                              ; preds = %172
  %184 = call fastcc i32 @count_less(ptr noundef nonnull %9, i32 noundef 0)
  %185 = mul nsw i32 %184, 1000
  %186 = call fastcc i32 @count_less(ptr noundef nonnull %9, i32 noundef -40)
  %187 = add nsw i32 %185, %186
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %187)
  %189 = srem i32 %187, 128
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #8
  ret i32 %189
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @cmp3_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i64 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp slt i64 %0, %1
  %6 = sext i1 %5 to i32
  %7 = add nsw i32 %6, %4
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @cmp3_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp ugt i64 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp ult i64 %0, %1
  %6 = sext i1 %5 to i32
  %7 = add nsw i32 %6, %4
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @branchy(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i64 %0, %1
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = icmp slt i64 %0, %1
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = icmp ult i64 %0, %1
  %8 = select i1 %7, ptr @.str.6, ptr @.str.7
  br label %12

9:                                                ; preds = %4
  %10 = icmp ugt i64 %0, %1
  %11 = select i1 %10, ptr @.str.8, ptr @.str.9
  br label %12

12:                                               ; preds = %9, %6, %2
  %13 = phi ptr [ @.str.5, %2 ], [ %8, %6 ], [ %11, %9 ]
  ret ptr %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @near_limits(i32 noundef %0, i32 noundef %1, i8 noundef %2, i16 noundef %3) unnamed_addr #4 {
  %5 = icmp eq i32 %0, 2147483647
  %6 = zext i1 %5 to i32
  %7 = icmp eq i32 %0, -2147483648
  %8 = select i1 %7, i32 2, i32 0
  %9 = or disjoint i32 %8, %6
  %10 = icmp ugt i32 %1, -3
  %11 = select i1 %10, i32 4, i32 0
  %12 = icmp eq i32 %1, 0
  %13 = select i1 %12, i32 8, i32 0
  %14 = icmp eq i8 %2, -128
  %15 = select i1 %14, i32 16, i32 0
  %16 = icmp eq i8 %2, 127
  %17 = select i1 %16, i32 32, i32 0
  %18 = lshr i16 %3, 9
  %19 = and i16 %18, 64
  %20 = zext nneg i16 %19 to i32
  %21 = icmp ult i16 %3, 128
  %22 = select i1 %21, i32 128, i32 0
  %23 = icmp slt i32 %0, 0
  %24 = select i1 %23, i32 0, i32 256
  %25 = lshr i32 %0, 22
  %26 = and i32 %25, 512
  %27 = or disjoint i32 %9, %24
  %28 = or disjoint i32 %27, %26
  %29 = or disjoint i32 %28, %11
  %30 = or disjoint i32 %29, %13
  %31 = or i32 %30, %15
  %32 = or i32 %31, %17
  %33 = or i32 %32, %22
  %34 = or i32 %33, %20
  ret i32 %34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @in_all(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp slt i32 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @any_eq(i64 noundef %0) unnamed_addr #4 {
  %2 = add i64 %0, -1
  %3 = icmp ult i64 %2, 2
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @bits_cmp(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp ult i32 %0, %1
  %4 = icmp ne i32 %0, 0
  %5 = and i1 %4, %3
  %6 = icmp eq i32 %1, 0
  %7 = or i1 %6, %5
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @count_less(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load <4 x i32>, ptr %3, align 4, !tbaa !12
  %5 = insertelement <4 x i32> poison, i32 %1, i64 0
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer
  %7 = icmp slt <4 x i32> %4, %6
  %8 = zext <4 x i1> %7 to <4 x i32>
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  %10 = load <4 x i32>, ptr %9, align 4, !tbaa !12
  %11 = icmp slt <4 x i32> %10, %6
  %12 = zext <4 x i1> %11 to <4 x i32>
  %13 = add nuw nsw <4 x i32> %8, %12
  %14 = getelementptr inbounds i8, ptr %0, i64 80
  %15 = load <4 x i32>, ptr %14, align 4, !tbaa !12
  %16 = icmp slt <4 x i32> %15, %6
  %17 = zext <4 x i1> %16 to <4 x i32>
  %18 = add nuw nsw <4 x i32> %13, %17
  %19 = getelementptr inbounds i8, ptr %0, i64 112
  %20 = load <4 x i32>, ptr %19, align 4, !tbaa !12
  %21 = icmp slt <4 x i32> %20, %6
  %22 = zext <4 x i1> %21 to <4 x i32>
  %23 = add nuw nsw <4 x i32> %18, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 144
  %25 = load <4 x i32>, ptr %24, align 4, !tbaa !12
  %26 = icmp slt <4 x i32> %25, %6
  %27 = zext <4 x i1> %26 to <4 x i32>
  %28 = add nuw nsw <4 x i32> %23, %27
  %29 = getelementptr inbounds i8, ptr %0, i64 176
  %30 = load <4 x i32>, ptr %29, align 4, !tbaa !12
  %31 = icmp slt <4 x i32> %30, %6
  %32 = zext <4 x i1> %31 to <4 x i32>
  %33 = add nuw nsw <4 x i32> %28, %32
  %34 = getelementptr inbounds i8, ptr %0, i64 208
  %35 = load <4 x i32>, ptr %34, align 4, !tbaa !12
  %36 = icmp slt <4 x i32> %35, %6
  %37 = zext <4 x i1> %36 to <4 x i32>
  %38 = add nuw nsw <4 x i32> %33, %37
  %39 = getelementptr inbounds i8, ptr %0, i64 240
  %40 = load <4 x i32>, ptr %39, align 4, !tbaa !12
  %41 = icmp slt <4 x i32> %40, %6
  %42 = zext <4 x i1> %41 to <4 x i32>
  %43 = add <4 x i32> %38, %42
  %44 = getelementptr inbounds i8, ptr %0, i64 272
  %45 = load <4 x i32>, ptr %44, align 4, !tbaa !12
  %46 = icmp slt <4 x i32> %45, %6
  %47 = zext <4 x i1> %46 to <4 x i32>
  %48 = add <4 x i32> %43, %47
  %49 = getelementptr inbounds i8, ptr %0, i64 304
  %50 = load <4 x i32>, ptr %49, align 4, !tbaa !12
  %51 = icmp slt <4 x i32> %50, %6
  %52 = zext <4 x i1> %51 to <4 x i32>
  %53 = add <4 x i32> %48, %52
  %54 = getelementptr inbounds i8, ptr %0, i64 336
  %55 = load <4 x i32>, ptr %54, align 4, !tbaa !12
  %56 = icmp slt <4 x i32> %55, %6
  %57 = zext <4 x i1> %56 to <4 x i32>
  %58 = add <4 x i32> %53, %57
  %59 = getelementptr inbounds i8, ptr %0, i64 368
  %60 = load <4 x i32>, ptr %59, align 4, !tbaa !12
  %61 = icmp slt <4 x i32> %60, %6
  %62 = zext <4 x i1> %61 to <4 x i32>
  %63 = add <4 x i32> %58, %62
  %64 = load <4 x i32>, ptr %0, align 4, !tbaa !12
  %65 = icmp slt <4 x i32> %64, %6
  %66 = zext <4 x i1> %65 to <4 x i32>
  %67 = getelementptr inbounds i8, ptr %0, i64 32
  %68 = load <4 x i32>, ptr %67, align 4, !tbaa !12
  %69 = icmp slt <4 x i32> %68, %6
  %70 = zext <4 x i1> %69 to <4 x i32>
  %71 = add nuw nsw <4 x i32> %66, %70
  %72 = getelementptr inbounds i8, ptr %0, i64 64
  %73 = load <4 x i32>, ptr %72, align 4, !tbaa !12
  %74 = icmp slt <4 x i32> %73, %6
  %75 = zext <4 x i1> %74 to <4 x i32>
  %76 = add nuw nsw <4 x i32> %71, %75
  %77 = getelementptr inbounds i8, ptr %0, i64 96
  %78 = load <4 x i32>, ptr %77, align 4, !tbaa !12
  %79 = icmp slt <4 x i32> %78, %6
  %80 = zext <4 x i1> %79 to <4 x i32>
  %81 = add nuw nsw <4 x i32> %76, %80
  %82 = getelementptr inbounds i8, ptr %0, i64 128
  %83 = load <4 x i32>, ptr %82, align 4, !tbaa !12
  %84 = icmp slt <4 x i32> %83, %6
  %85 = zext <4 x i1> %84 to <4 x i32>
  %86 = add nuw nsw <4 x i32> %81, %85
  %87 = getelementptr inbounds i8, ptr %0, i64 160
  %88 = load <4 x i32>, ptr %87, align 4, !tbaa !12
  %89 = icmp slt <4 x i32> %88, %6
  %90 = zext <4 x i1> %89 to <4 x i32>
  %91 = add nuw nsw <4 x i32> %86, %90
  %92 = getelementptr inbounds i8, ptr %0, i64 192
  %93 = load <4 x i32>, ptr %92, align 4, !tbaa !12
  %94 = icmp slt <4 x i32> %93, %6
  %95 = zext <4 x i1> %94 to <4 x i32>
  %96 = add nuw nsw <4 x i32> %91, %95
  %97 = getelementptr inbounds i8, ptr %0, i64 224
  %98 = load <4 x i32>, ptr %97, align 4, !tbaa !12
  %99 = icmp slt <4 x i32> %98, %6
  %100 = zext <4 x i1> %99 to <4 x i32>
  %101 = add <4 x i32> %96, %100
  %102 = getelementptr inbounds i8, ptr %0, i64 256
  %103 = load <4 x i32>, ptr %102, align 4, !tbaa !12
  %104 = icmp slt <4 x i32> %103, %6
  %105 = zext <4 x i1> %104 to <4 x i32>
  %106 = add <4 x i32> %101, %105
  %107 = getelementptr inbounds i8, ptr %0, i64 288
  %108 = load <4 x i32>, ptr %107, align 4, !tbaa !12
  %109 = icmp slt <4 x i32> %108, %6
  %110 = zext <4 x i1> %109 to <4 x i32>
  %111 = add <4 x i32> %106, %110
  %112 = getelementptr inbounds i8, ptr %0, i64 320
  %113 = load <4 x i32>, ptr %112, align 4, !tbaa !12
  %114 = icmp slt <4 x i32> %113, %6
  %115 = zext <4 x i1> %114 to <4 x i32>
  %116 = add <4 x i32> %111, %115
  %117 = getelementptr inbounds i8, ptr %0, i64 352
  %118 = load <4 x i32>, ptr %117, align 4, !tbaa !12
  %119 = icmp slt <4 x i32> %118, %6
  %120 = zext <4 x i1> %119 to <4 x i32>
  %121 = add <4 x i32> %116, %120
  %122 = add <4 x i32> %63, %121
  %123 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %122)
  %124 = getelementptr inbounds i8, ptr %0, i64 384
  %125 = load i32, ptr %124, align 4, !tbaa !12
  %126 = icmp slt i32 %125, %1
  %127 = zext i1 %126 to i32
  %128 = add nuw nsw i32 %123, %127
  %129 = getelementptr inbounds i8, ptr %0, i64 388
  %130 = load i32, ptr %129, align 4, !tbaa !12
  %131 = icmp slt i32 %130, %1
  %132 = zext i1 %131 to i32
  %133 = add nuw nsw i32 %128, %132
  %134 = getelementptr inbounds i8, ptr %0, i64 392
  %135 = load i32, ptr %134, align 4, !tbaa !12
  %136 = icmp slt i32 %135, %1
  %137 = zext i1 %136 to i32
  %138 = add nuw nsw i32 %133, %137
  %139 = getelementptr inbounds i8, ptr %0, i64 396
  %140 = load i32, ptr %139, align 4, !tbaa !12
  %141 = icmp slt i32 %140, %1
  %142 = zext i1 %141 to i32
  %143 = add nuw nsw i32 %138, %142
  ret i32 %143
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
