; ModuleID = 'programs/deep_recursion_frames.c'
source_filename = "programs/deep_recursion_frames.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"down=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"buffered=%08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"vla_rec=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"tree=%d depth=%d\0A\00", align 1
@depth_max = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i64 @down(i64 noundef 20000, i64 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call fastcc i32 @buffered(i32 noundef 500)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  %5 = tail call fastcc i64 @vla_rec(i32 noundef 2000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5)
  %7 = tail call fastcc i32 @tree(i32 noundef 0)
  %8 = load i32, ptr @depth_max, align 4, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7, i32 noundef %8)
  %10 = tail call fastcc i64 @down(i64 noundef 1000, i64 noundef 0)
  %11 = trunc i64 %10 to i32
  %12 = and i32 %11, 127
  ret i32 %12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @down(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  %4 = mul nsw i64 %0, 3
  store volatile i64 %4, ptr %3, align 8, !tbaa !10
  %5 = icmp eq i64 %0, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = add nsw i64 %0, -1
  %8 = and i64 %0, 7
  %9 = add nsw i64 %8, %1
  %10 = tail call fastcc i64 @down(i64 noundef %7, i64 noundef %9)
  %11 = load volatile i64, ptr %3, align 8, !tbaa !10
  %12 = icmp eq i64 %11, %4
  %13 = add nsw i64 %10, 1
  %14 = select i1 %12, i64 %13, i64 -1000000
  br label %15

15:                                               ; preds = %2, %6
  %16 = phi i64 [ %14, %6 ], [ %1, %2 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  ret i64 %16
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @buffered(i32 noundef %0) unnamed_addr #3 {
  %2 = alloca [1024 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #10
  %3 = trunc i32 %0 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1024) %2, i8 %3, i64 1024, i1 false)
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %9, label %5

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  %7 = tail call fastcc i32 @buffered(i32 noundef %6)
  %8 = mul i32 %7, 31
  br label %9

9:                                                ; preds = %1, %5
  %10 = phi i32 [ %8, %5 ], [ 0, %1 ]
  %11 = srem i32 %0, 1024
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [1024 x i8], ptr %2, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1, !tbaa !12
  %15 = zext i8 %14 to i32
  %16 = add i32 %10, %15
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #10
  ret i32 %16
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i64 @vla_rec(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %179, label %3

3:                                                ; preds = %1
  %4 = srem i32 %0, 64
  %5 = add nsw i32 %4, 1
  %6 = zext i32 %5 to i64
  %7 = tail call ptr @llvm.stacksave.p0()
  %8 = alloca i32, i64 %6, align 16
  %9 = icmp slt i32 %4, 0
  br i1 %9, label %65, label %10

10:                                               ; preds = %3
  %11 = icmp ult i32 %5, 8
  br i1 %11, label %12, label %14

12:                                               ; preds = %63, %10
  %13 = phi i64 [ 0, %10 ], [ %15, %63 ]
  br label %159

14:                                               ; preds = %10
  %15 = and i64 %6, 2147483640
  %16 = insertelement <4 x i32> poison, i32 %0, i64 0
  %17 = shufflevector <4 x i32> %16, <4 x i32> poison, <4 x i32> zeroinitializer
  %18 = add <4 x i32> %17, <i32 0, i32 1, i32 2, i32 3>
  %19 = add <4 x i32> %17, <i32 4, i32 5, i32 6, i32 7>
  %20 = getelementptr inbounds i8, ptr %8, i64 16
  store <4 x i32> %18, ptr %8, align 16, !tbaa !6
  store <4 x i32> %19, ptr %20, align 16, !tbaa !6
  %21 = icmp eq i64 %15, 8
  br i1 %21, label %63, label %22, !llvm.loop !13

22:                                               ; preds = %14
  %23 = getelementptr inbounds i8, ptr %8, i64 32
  %24 = add <4 x i32> %17, <i32 8, i32 9, i32 10, i32 11>
  %25 = add <4 x i32> %17, <i32 12, i32 13, i32 14, i32 15>
  %26 = getelementptr inbounds i8, ptr %8, i64 48
  store <4 x i32> %24, ptr %23, align 16, !tbaa !6
  store <4 x i32> %25, ptr %26, align 16, !tbaa !6
  %27 = icmp eq i64 %15, 16
  br i1 %27, label %63, label %28, !llvm.loop !13

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %8, i64 64
  %30 = add <4 x i32> %17, <i32 16, i32 17, i32 18, i32 19>
  %31 = add <4 x i32> %17, <i32 20, i32 21, i32 22, i32 23>
  %32 = getelementptr inbounds i8, ptr %8, i64 80
  store <4 x i32> %30, ptr %29, align 16, !tbaa !6
  store <4 x i32> %31, ptr %32, align 16, !tbaa !6
  %33 = icmp eq i64 %15, 24
  br i1 %33, label %63, label %34, !llvm.loop !13

34:                                               ; preds = %28
  %35 = getelementptr inbounds i8, ptr %8, i64 96
  %36 = add <4 x i32> %17, <i32 24, i32 25, i32 26, i32 27>
  %37 = add <4 x i32> %17, <i32 28, i32 29, i32 30, i32 31>
  %38 = getelementptr inbounds i8, ptr %8, i64 112
  store <4 x i32> %36, ptr %35, align 16, !tbaa !6
  store <4 x i32> %37, ptr %38, align 16, !tbaa !6
  %39 = icmp eq i64 %15, 32
  br i1 %39, label %63, label %40, !llvm.loop !13

40:                                               ; preds = %34
  %41 = getelementptr inbounds i8, ptr %8, i64 128
  %42 = add <4 x i32> %17, <i32 32, i32 33, i32 34, i32 35>
  %43 = add <4 x i32> %17, <i32 36, i32 37, i32 38, i32 39>
  %44 = getelementptr inbounds i8, ptr %8, i64 144
  store <4 x i32> %42, ptr %41, align 16, !tbaa !6
  store <4 x i32> %43, ptr %44, align 16, !tbaa !6
  %45 = icmp eq i64 %15, 40
  br i1 %45, label %63, label %46, !llvm.loop !13

46:                                               ; preds = %40
  %47 = getelementptr inbounds i8, ptr %8, i64 160
  %48 = add <4 x i32> %17, <i32 40, i32 41, i32 42, i32 43>
  %49 = add <4 x i32> %17, <i32 44, i32 45, i32 46, i32 47>
  %50 = getelementptr inbounds i8, ptr %8, i64 176
  store <4 x i32> %48, ptr %47, align 16, !tbaa !6
  store <4 x i32> %49, ptr %50, align 16, !tbaa !6
  %51 = icmp eq i64 %15, 48
  br i1 %51, label %63, label %52, !llvm.loop !13

52:                                               ; preds = %46
  %53 = getelementptr inbounds i8, ptr %8, i64 192
  %54 = add <4 x i32> %17, <i32 48, i32 49, i32 50, i32 51>
  %55 = add <4 x i32> %17, <i32 52, i32 53, i32 54, i32 55>
  %56 = getelementptr inbounds i8, ptr %8, i64 208
  store <4 x i32> %54, ptr %53, align 16, !tbaa !6
  store <4 x i32> %55, ptr %56, align 16, !tbaa !6
  %57 = icmp eq i64 %15, 56
  br i1 %57, label %63, label %58, !llvm.loop !13

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %8, i64 224
  %60 = add <4 x i32> %17, <i32 56, i32 57, i32 58, i32 59>
  %61 = add <4 x i32> %17, <i32 60, i32 61, i32 62, i32 63>
  %62 = getelementptr inbounds i8, ptr %8, i64 240
  store <4 x i32> %60, ptr %59, align 16, !tbaa !6
  store <4 x i32> %61, ptr %62, align 16, !tbaa !6
  br label %63

63:                                               ; preds = %58, %52, %46, %40, %34, %28, %22, %14
  %64 = icmp eq i64 %15, %6
  br i1 %64, label %68, label %12

65:                                               ; preds = %3
  %66 = add nsw i32 %0, -1
  %67 = tail call fastcc i64 @vla_rec(i32 noundef %66)
  br label %166

68:                                               ; preds = %159, %63
  %69 = add nsw i32 %0, -1
  %70 = tail call fastcc i64 @vla_rec(i32 noundef %69)
  br i1 %9, label %166, label %71

71:                                               ; preds = %68
  %72 = icmp ult i32 %5, 8
  br i1 %72, label %73, label %76

73:                                               ; preds = %153, %71
  %74 = phi i64 [ 0, %71 ], [ %77, %153 ]
  %75 = phi i64 [ 0, %71 ], [ %157, %153 ]
  br label %170

76:                                               ; preds = %71
  %77 = and i64 %6, 2147483640
  %78 = getelementptr inbounds i8, ptr %8, i64 16
  %79 = load <4 x i32>, ptr %8, align 16, !tbaa !6
  %80 = load <4 x i32>, ptr %78, align 16, !tbaa !6
  %81 = sext <4 x i32> %79 to <4 x i64>
  %82 = sext <4 x i32> %80 to <4 x i64>
  %83 = icmp eq i64 %77, 8
  br i1 %83, label %153, label %84, !llvm.loop !17

84:                                               ; preds = %76
  %85 = getelementptr inbounds i8, ptr %8, i64 32
  %86 = getelementptr inbounds i8, ptr %8, i64 48
  %87 = load <4 x i32>, ptr %85, align 16, !tbaa !6
  %88 = load <4 x i32>, ptr %86, align 16, !tbaa !6
  %89 = sext <4 x i32> %87 to <4 x i64>
  %90 = sext <4 x i32> %88 to <4 x i64>
  %91 = add nsw <4 x i64> %81, %89
  %92 = add nsw <4 x i64> %82, %90
  %93 = icmp eq i64 %77, 16
  br i1 %93, label %153, label %94, !llvm.loop !17

94:                                               ; preds = %84
  %95 = getelementptr inbounds i8, ptr %8, i64 64
  %96 = getelementptr inbounds i8, ptr %8, i64 80
  %97 = load <4 x i32>, ptr %95, align 16, !tbaa !6
  %98 = load <4 x i32>, ptr %96, align 16, !tbaa !6
  %99 = sext <4 x i32> %97 to <4 x i64>
  %100 = sext <4 x i32> %98 to <4 x i64>
  %101 = add nsw <4 x i64> %91, %99
  %102 = add nsw <4 x i64> %92, %100
  %103 = icmp eq i64 %77, 24
  br i1 %103, label %153, label %104, !llvm.loop !17

104:                                              ; preds = %94
  %105 = getelementptr inbounds i8, ptr %8, i64 96
  %106 = getelementptr inbounds i8, ptr %8, i64 112
  %107 = load <4 x i32>, ptr %105, align 16, !tbaa !6
  %108 = load <4 x i32>, ptr %106, align 16, !tbaa !6
  %109 = sext <4 x i32> %107 to <4 x i64>
  %110 = sext <4 x i32> %108 to <4 x i64>
  %111 = add nsw <4 x i64> %101, %109
  %112 = add nsw <4 x i64> %102, %110
  %113 = icmp eq i64 %77, 32
  br i1 %113, label %153, label %114, !llvm.loop !17

114:                                              ; preds = %104
  %115 = getelementptr inbounds i8, ptr %8, i64 128
  %116 = getelementptr inbounds i8, ptr %8, i64 144
  %117 = load <4 x i32>, ptr %115, align 16, !tbaa !6
  %118 = load <4 x i32>, ptr %116, align 16, !tbaa !6
  %119 = sext <4 x i32> %117 to <4 x i64>
  %120 = sext <4 x i32> %118 to <4 x i64>
  %121 = add nsw <4 x i64> %111, %119
  %122 = add nsw <4 x i64> %112, %120
  %123 = icmp eq i64 %77, 40
  br i1 %123, label %153, label %124, !llvm.loop !17

124:                                              ; preds = %114
  %125 = getelementptr inbounds i8, ptr %8, i64 160
  %126 = getelementptr inbounds i8, ptr %8, i64 176
  %127 = load <4 x i32>, ptr %125, align 16, !tbaa !6
  %128 = load <4 x i32>, ptr %126, align 16, !tbaa !6
  %129 = sext <4 x i32> %127 to <4 x i64>
  %130 = sext <4 x i32> %128 to <4 x i64>
  %131 = add nsw <4 x i64> %121, %129
  %132 = add nsw <4 x i64> %122, %130
  %133 = icmp eq i64 %77, 48
  br i1 %133, label %153, label %134, !llvm.loop !17

134:                                              ; preds = %124
  %135 = getelementptr inbounds i8, ptr %8, i64 192
  %136 = getelementptr inbounds i8, ptr %8, i64 208
  %137 = load <4 x i32>, ptr %135, align 16, !tbaa !6
  %138 = load <4 x i32>, ptr %136, align 16, !tbaa !6
  %139 = sext <4 x i32> %137 to <4 x i64>
  %140 = sext <4 x i32> %138 to <4 x i64>
  %141 = add nsw <4 x i64> %131, %139
  %142 = add nsw <4 x i64> %132, %140
  %143 = icmp eq i64 %77, 56
  br i1 %143, label %153, label %144, !llvm.loop !17

144:                                              ; preds = %134
  %145 = getelementptr inbounds i8, ptr %8, i64 224
  %146 = getelementptr inbounds i8, ptr %8, i64 240
  %147 = load <4 x i32>, ptr %145, align 16, !tbaa !6
  %148 = load <4 x i32>, ptr %146, align 16, !tbaa !6
  %149 = sext <4 x i32> %147 to <4 x i64>
  %150 = sext <4 x i32> %148 to <4 x i64>
  %151 = add <4 x i64> %141, %149
  %152 = add <4 x i64> %142, %150
  br label %153

153:                                              ; preds = %144, %134, %124, %114, %104, %94, %84, %76
  %154 = phi <4 x i64> [ %81, %76 ], [ %91, %84 ], [ %101, %94 ], [ %111, %104 ], [ %121, %114 ], [ %131, %124 ], [ %141, %134 ], [ %151, %144 ]
  %155 = phi <4 x i64> [ %82, %76 ], [ %92, %84 ], [ %102, %94 ], [ %112, %104 ], [ %122, %114 ], [ %132, %124 ], [ %142, %134 ], [ %152, %144 ]
  %156 = add <4 x i64> %155, %154
  %157 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %156)
  %158 = icmp eq i64 %77, %6
  br i1 %158, label %166, label %73

159:                                              ; preds = %12, %159
  %160 = phi i64 [ %164, %159 ], [ %13, %12 ]
  %161 = getelementptr inbounds i32, ptr %8, i64 %160
  %162 = trunc i64 %160 to i32
  %163 = add i32 %162, %0
  store i32 %163, ptr %161, align 4, !tbaa !6
  %164 = add nuw nsw i64 %160, 1
  %165 = icmp eq i64 %164, %6
  br i1 %165, label %68, label %159, !llvm.loop !18

166:                                              ; preds = %170, %153, %65, %68
  %167 = phi i64 [ %70, %68 ], [ %67, %65 ], [ %70, %153 ], [ %70, %170 ]
  %168 = phi i64 [ 0, %68 ], [ 0, %65 ], [ %157, %153 ], [ %176, %170 ]
  %169 = add nsw i64 %168, %167
  tail call void @llvm.stackrestore.p0(ptr %7)
  br label %179

170:                                              ; preds = %73, %170
  %171 = phi i64 [ %177, %170 ], [ %74, %73 ]
  %172 = phi i64 [ %176, %170 ], [ %75, %73 ]
  %173 = getelementptr inbounds i32, ptr %8, i64 %171
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %172, %175
  %177 = add nuw nsw i64 %171, 1
  %178 = icmp eq i64 %177, %6
  br i1 %178, label %166, label %170, !llvm.loop !19

179:                                              ; preds = %1, %166
  %180 = phi i64 [ %169, %166 ], [ 0, %1 ]
  ret i64 %180
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @tree(i32 noundef %0) unnamed_addr #6 {
  br label %2

2:                                                ; preds = %12, %1
  %3 = phi i32 [ 0, %1 ], [ %17, %12 ]
  %4 = phi i32 [ %0, %1 ], [ %15, %12 ]
  %5 = load i32, ptr @depth_max, align 4, !tbaa !6
  %6 = icmp slt i32 %5, %4
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store i32 %4, ptr @depth_max, align 4, !tbaa !6
  br label %8

8:                                                ; preds = %7, %2
  %9 = icmp sgt i32 %4, 23
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = add i32 1, %3
  ret i32 %11

12:                                               ; preds = %8
  %13 = add nsw i32 %4, 1
  %14 = tail call fastcc i32 @tree(i32 noundef %13)
  %15 = add nsw i32 %4, 2
  %16 = add i32 %14, 1
  %17 = add i32 %16, %3
  br label %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline nounwind memory(inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !15, !16}
!18 = distinct !{!18, !14, !16, !15}
!19 = distinct !{!19, !14, !16, !15}
