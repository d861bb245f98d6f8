; ModuleID = 'programs/builtins_misc.c'
source_filename = "programs/builtins_misc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"types %s %s %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"constant_p %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"offsetof %zu %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"classify %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"likely %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"aligned %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"objsize %zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"expect %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i32], align 4
  %2 = alloca [64 x i64], align 16
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 4, i64 noundef 24)
  br label %21

6:                                                ; preds = %21
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %27)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #9
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %17, %8 ]
  %10 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %6 ], [ %18, %8 ]
  %11 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %6 ], [ %19, %8 ]
  %12 = urem <4 x i8> %11, <i8 17, i8 17, i8 17, i8 17>
  %13 = icmp eq <4 x i8> %12, zeroinitializer
  %14 = sub nsw <4 x i32> zeroinitializer, %10
  %15 = select <4 x i1> %13, <4 x i32> %14, <4 x i32> %10
  %16 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %9
  store <4 x i32> %15, ptr %16, align 4, !tbaa !6
  %17 = add nuw i64 %9, 4
  %18 = add <4 x i32> %10, <i32 4, i32 4, i32 4, i32 4>
  %19 = add <4 x i8> %11, <i8 4, i8 4, i8 4, i8 4>
  %20 = icmp eq i64 %17, 100
  br i1 %20, label %30, label %8, !llvm.loop !10

21:                                               ; preds = %0, %21
  %22 = phi i32 [ 0, %0 ], [ %27, %21 ]
  %23 = phi i32 [ 0, %0 ], [ %28, %21 ]
  %24 = tail call fastcc i32 @classify(i32 noundef %23)
  %25 = tail call fastcc i32 @sw_unreachable(i32 noundef %23)
  %26 = add nuw nsw i32 %24, %22
  %27 = add nuw nsw i32 %26, %25
  %28 = add nuw nsw i32 %23, 1
  %29 = icmp eq i32 %28, 100
  br i1 %29, label %6, label %21, !llvm.loop !14

30:                                               ; preds = %8
  %31 = call fastcc i32 @likely_sum(ptr noundef nonnull %1)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %31)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #9
  br label %33

33:                                               ; preds = %33, %30
  %34 = phi i64 [ 0, %30 ], [ %40, %33 ]
  %35 = or disjoint i64 %34, 1
  %36 = mul nuw nsw i64 %34, 3
  %37 = mul nuw nsw i64 %35, 3
  %38 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %34
  %39 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %35
  store i64 %36, ptr %38, align 16, !tbaa !15
  store i64 %37, ptr %39, align 8, !tbaa !15
  %40 = add nuw i64 %34, 2
  %41 = icmp eq i64 %40, 64
  br i1 %41, label %42, label %33, !llvm.loop !17

42:                                               ; preds = %33
  %43 = call fastcc i64 @aligned_sum(ptr noundef nonnull %2)
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 10)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 5)
  %47 = and i32 %27, 255
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #9
  ret i32 %47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 10, 41) i32 @classify(i32 noundef %0) unnamed_addr #3 {
  %2 = and i32 %0, 3
  %3 = mul nuw nsw i32 %2, 10
  %4 = add nuw nsw i32 %3, 10
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, 8) i32 @sw_unreachable(i32 noundef %0) unnamed_addr #3 {
  %2 = shl i32 %0, 1
  %3 = and i32 %2, 6
  %4 = or disjoint i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i32 0, -2147483648) i32 @likely_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load <4 x i32>, ptr %0, align 4, !tbaa !6
  %4 = load <4 x i32>, ptr %2, align 4, !tbaa !6
  %5 = mul <4 x i32> %3, <i32 -2, i32 -2, i32 -2, i32 -2>
  %6 = mul <4 x i32> %4, <i32 -2, i32 -2, i32 -2, i32 -2>
  %7 = icmp slt <4 x i32> %3, zeroinitializer
  %8 = select <4 x i1> %7, <4 x i32> %5, <4 x i32> %3
  %9 = icmp slt <4 x i32> %4, zeroinitializer
  %10 = select <4 x i1> %9, <4 x i32> %6, <4 x i32> %4
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = load <4 x i32>, ptr %11, align 4, !tbaa !6
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !6
  %15 = mul <4 x i32> %13, <i32 -2, i32 -2, i32 -2, i32 -2>
  %16 = mul <4 x i32> %14, <i32 -2, i32 -2, i32 -2, i32 -2>
  %17 = icmp slt <4 x i32> %13, zeroinitializer
  %18 = select <4 x i1> %17, <4 x i32> %15, <4 x i32> %13
  %19 = add <4 x i32> %8, %18
  %20 = icmp slt <4 x i32> %14, zeroinitializer
  %21 = select <4 x i1> %20, <4 x i32> %16, <4 x i32> %14
  %22 = add <4 x i32> %10, %21
  %23 = getelementptr inbounds i8, ptr %0, i64 64
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = load <4 x i32>, ptr %23, align 4, !tbaa !6
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !6
  %27 = mul <4 x i32> %25, <i32 -2, i32 -2, i32 -2, i32 -2>
  %28 = mul <4 x i32> %26, <i32 -2, i32 -2, i32 -2, i32 -2>
  %29 = icmp slt <4 x i32> %25, zeroinitializer
  %30 = select <4 x i1> %29, <4 x i32> %27, <4 x i32> %25
  %31 = add <4 x i32> %19, %30
  %32 = icmp slt <4 x i32> %26, zeroinitializer
  %33 = select <4 x i1> %32, <4 x i32> %28, <4 x i32> %26
  %34 = add <4 x i32> %22, %33
  %35 = getelementptr inbounds i8, ptr %0, i64 96
  %36 = getelementptr inbounds i8, ptr %0, i64 112
  %37 = load <4 x i32>, ptr %35, align 4, !tbaa !6
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !6
  %39 = mul <4 x i32> %37, <i32 -2, i32 -2, i32 -2, i32 -2>
  %40 = mul <4 x i32> %38, <i32 -2, i32 -2, i32 -2, i32 -2>
  %41 = icmp slt <4 x i32> %37, zeroinitializer
  %42 = select <4 x i1> %41, <4 x i32> %39, <4 x i32> %37
  %43 = add <4 x i32> %31, %42
  %44 = icmp slt <4 x i32> %38, zeroinitializer
  %45 = select <4 x i1> %44, <4 x i32> %40, <4 x i32> %38
  %46 = add <4 x i32> %34, %45
  %47 = getelementptr inbounds i8, ptr %0, i64 128
  %48 = getelementptr inbounds i8, ptr %0, i64 144
  %49 = load <4 x i32>, ptr %47, align 4, !tbaa !6
  %50 = load <4 x i32>, ptr %48, align 4, !tbaa !6
  %51 = mul <4 x i32> %49, <i32 -2, i32 -2, i32 -2, i32 -2>
  %52 = mul <4 x i32> %50, <i32 -2, i32 -2, i32 -2, i32 -2>
  %53 = icmp slt <4 x i32> %49, zeroinitializer
  %54 = select <4 x i1> %53, <4 x i32> %51, <4 x i32> %49
  %55 = add <4 x i32> %43, %54
  %56 = icmp slt <4 x i32> %50, zeroinitializer
  %57 = select <4 x i1> %56, <4 x i32> %52, <4 x i32> %50
  %58 = add <4 x i32> %46, %57
  %59 = getelementptr inbounds i8, ptr %0, i64 160
  %60 = getelementptr inbounds i8, ptr %0, i64 176
  %61 = load <4 x i32>, ptr %59, align 4, !tbaa !6
  %62 = load <4 x i32>, ptr %60, align 4, !tbaa !6
  %63 = mul <4 x i32> %61, <i32 -2, i32 -2, i32 -2, i32 -2>
  %64 = mul <4 x i32> %62, <i32 -2, i32 -2, i32 -2, i32 -2>
  %65 = icmp slt <4 x i32> %61, zeroinitializer
  %66 = select <4 x i1> %65, <4 x i32> %63, <4 x i32> %61
  %67 = add <4 x i32> %55, %66
  %68 = icmp slt <4 x i32> %62, zeroinitializer
  %69 = select <4 x i1> %68, <4 x i32> %64, <4 x i32> %62
  %70 = add <4 x i32> %58, %69
  %71 = getelementptr inbounds i8, ptr %0, i64 192
  %72 = getelementptr inbounds i8, ptr %0, i64 208
  %73 = load <4 x i32>, ptr %71, align 4, !tbaa !6
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !6
  %75 = mul <4 x i32> %73, <i32 -2, i32 -2, i32 -2, i32 -2>
  %76 = mul <4 x i32> %74, <i32 -2, i32 -2, i32 -2, i32 -2>
  %77 = icmp slt <4 x i32> %73, zeroinitializer
  %78 = select <4 x i1> %77, <4 x i32> %75, <4 x i32> %73
  %79 = add <4 x i32> %67, %78
  %80 = icmp slt <4 x i32> %74, zeroinitializer
  %81 = select <4 x i1> %80, <4 x i32> %76, <4 x i32> %74
  %82 = add <4 x i32> %70, %81
  %83 = getelementptr inbounds i8, ptr %0, i64 224
  %84 = getelementptr inbounds i8, ptr %0, i64 240
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !6
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !6
  %87 = mul <4 x i32> %85, <i32 -2, i32 -2, i32 -2, i32 -2>
  %88 = mul <4 x i32> %86, <i32 -2, i32 -2, i32 -2, i32 -2>
  %89 = icmp slt <4 x i32> %85, zeroinitializer
  %90 = select <4 x i1> %89, <4 x i32> %87, <4 x i32> %85
  %91 = add <4 x i32> %79, %90
  %92 = icmp slt <4 x i32> %86, zeroinitializer
  %93 = select <4 x i1> %92, <4 x i32> %88, <4 x i32> %86
  %94 = add <4 x i32> %82, %93
  %95 = getelementptr inbounds i8, ptr %0, i64 256
  %96 = getelementptr inbounds i8, ptr %0, i64 272
  %97 = load <4 x i32>, ptr %95, align 4, !tbaa !6
  %98 = load <4 x i32>, ptr %96, align 4, !tbaa !6
  %99 = mul <4 x i32> %97, <i32 -2, i32 -2, i32 -2, i32 -2>
  %100 = mul <4 x i32> %98, <i32 -2, i32 -2, i32 -2, i32 -2>
  %101 = icmp slt <4 x i32> %97, zeroinitializer
  %102 = select <4 x i1> %101, <4 x i32> %99, <4 x i32> %97
  %103 = add <4 x i32> %91, %102
  %104 = icmp slt <4 x i32> %98, zeroinitializer
  %105 = select <4 x i1> %104, <4 x i32> %100, <4 x i32> %98
  %106 = add <4 x i32> %94, %105
  %107 = getelementptr inbounds i8, ptr %0, i64 288
  %108 = getelementptr inbounds i8, ptr %0, i64 304
  %109 = load <4 x i32>, ptr %107, align 4, !tbaa !6
  %110 = load <4 x i32>, ptr %108, align 4, !tbaa !6
  %111 = mul <4 x i32> %109, <i32 -2, i32 -2, i32 -2, i32 -2>
  %112 = mul <4 x i32> %110, <i32 -2, i32 -2, i32 -2, i32 -2>
  %113 = icmp slt <4 x i32> %109, zeroinitializer
  %114 = select <4 x i1> %113, <4 x i32> %111, <4 x i32> %109
  %115 = add <4 x i32> %103, %114
  %116 = icmp slt <4 x i32> %110, zeroinitializer
  %117 = select <4 x i1> %116, <4 x i32> %112, <4 x i32> %110
  %118 = add <4 x i32> %106, %117
  %119 = getelementptr inbounds i8, ptr %0, i64 320
  %120 = getelementptr inbounds i8, ptr %0, i64 336
  %121 = load <4 x i32>, ptr %119, align 4, !tbaa !6
  %122 = load <4 x i32>, ptr %120, align 4, !tbaa !6
  %123 = mul <4 x i32> %121, <i32 -2, i32 -2, i32 -2, i32 -2>
  %124 = mul <4 x i32> %122, <i32 -2, i32 -2, i32 -2, i32 -2>
  %125 = icmp slt <4 x i32> %121, zeroinitializer
  %126 = select <4 x i1> %125, <4 x i32> %123, <4 x i32> %121
  %127 = add <4 x i32> %115, %126
  %128 = icmp slt <4 x i32> %122, zeroinitializer
  %129 = select <4 x i1> %128, <4 x i32> %124, <4 x i32> %122
  %130 = add <4 x i32> %118, %129
  %131 = getelementptr inbounds i8, ptr %0, i64 352
  %132 = getelementptr inbounds i8, ptr %0, i64 368
  %133 = load <4 x i32>, ptr %131, align 4, !tbaa !6
  %134 = load <4 x i32>, ptr %132, align 4, !tbaa !6
  %135 = mul <4 x i32> %133, <i32 -2, i32 -2, i32 -2, i32 -2>
  %136 = mul <4 x i32> %134, <i32 -2, i32 -2, i32 -2, i32 -2>
  %137 = icmp slt <4 x i32> %133, zeroinitializer
  %138 = select <4 x i1> %137, <4 x i32> %135, <4 x i32> %133
  %139 = add <4 x i32> %127, %138
  %140 = icmp slt <4 x i32> %134, zeroinitializer
  %141 = select <4 x i1> %140, <4 x i32> %136, <4 x i32> %134
  %142 = add <4 x i32> %130, %141
  %143 = add <4 x i32> %142, %139
  %144 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %143)
  %145 = getelementptr inbounds i8, ptr %0, i64 384
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = icmp slt i32 %146, 0
  br i1 %147, label %148, label %151, !prof !18

148:                                              ; preds = %1
  %149 = shl nsw i32 %146, 1
  %150 = sub nsw i32 %144, %149
  br label %153

151:                                              ; preds = %1
  %152 = add nuw nsw i32 %146, %144
  br label %153

153:                                              ; preds = %148, %151
  %154 = phi i32 [ %150, %148 ], [ %152, %151 ]
  %155 = getelementptr inbounds i8, ptr %0, i64 388
  %156 = load i32, ptr %155, align 4, !tbaa !6
  %157 = icmp slt i32 %156, 0
  br i1 %157, label %160, label %158, !prof !18

158:                                              ; preds = %153
  %159 = add nuw nsw i32 %156, %154
  br label %163

160:                                              ; preds = %153
  %161 = shl nsw i32 %156, 1
  %162 = sub nsw i32 %154, %161
  br label %163

163:                                              ; preds = %160, %158
  %164 = phi i32 [ %162, %160 ], [ %159, %158 ]
  %165 = getelementptr inbounds i8, ptr %0, i64 392
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = icmp slt i32 %166, 0
  br i1 %167, label %170, label %168, !prof !18

168:                                              ; preds = %163
  %169 = add nuw nsw i32 %166, %164
  br label %173

170:                                              ; preds = %163
  %171 = shl nsw i32 %166, 1
  %172 = sub nsw i32 %164, %171
  br label %173

173:                                              ; preds = %170, %168
  %174 = phi i32 [ %172, %170 ], [ %169, %168 ]
  %175 = getelementptr inbounds i8, ptr %0, i64 396
  %176 = load i32, ptr %175, align 4, !tbaa !6
  %177 = icmp slt i32 %176, 0
  br i1 %177, label %180, label %178, !prof !18

178:                                              ; preds = %173
  %179 = add nuw nsw i32 %176, %174
  br label %183

180:                                              ; preds = %173
  %181 = shl nsw i32 %176, 1
  %182 = sub nsw i32 %174, %181
  br label %183

183:                                              ; preds = %180, %178
  %184 = phi i32 [ %182, %180 ], [ %179, %178 ]
  ret i32 %184
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @aligned_sum(ptr noundef %0) unnamed_addr #5 {
  call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 16) ]
  br label %3

2:                                                ; preds = %3
  ret i64 %9

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %10, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %6 = getelementptr inbounds i64, ptr %0, i64 %4
  %7 = getelementptr inbounds i8, ptr %6, i64 64
  tail call void @llvm.prefetch.p0(ptr nonnull %7, i32 0, i32 3, i32 1)
  %8 = load i64, ptr %6, align 8, !tbaa !15
  %9 = add nsw i64 %8, %5
  %10 = add nuw nsw i64 %4, 1
  %11 = icmp eq i64 %10, 64
  br i1 %11, label %2, label %3, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !8, i64 0}
!17 = distinct !{!17, !11, !12, !13}
!18 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!19 = distinct !{!19, !11}
