; ModuleID = 'programs/addc_subc_builtins.c'
source_filename = "programs/addc_subc_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i64] [i64 -1, i64 -1, i64 -9223372036854775808, i64 9223372036854775807], align 16
@__const.main.b = private unnamed_addr constant [4 x i64] [i64 1, i64 0, i64 -9223372036854775808, i64 0], align 16
@.str = private unnamed_addr constant [37 x i8] c"add %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"sub back ok=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [37 x i8] c"b-a %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"carry out %u top %016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [58 x i8] c"addcb=%d carry=%d subcs=%d borrow=%d addcl=%lu carry=%lu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 1, 4) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 16
  %2 = alloca [4 x i64], align 16
  %3 = alloca [4 x i64], align 16
  %4 = alloca [4 x i64], align 16
  %5 = alloca [4 x i64], align 16
  %6 = alloca [8 x i32], align 16
  %7 = alloca [8 x i32], align 16
  %8 = alloca [8 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  call fastcc void @add256(ptr noundef nonnull %1, ptr noundef nonnull @__const.main.a, ptr noundef nonnull @__const.main.b)
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load i64, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load i64, ptr %11, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load i64, ptr %13, align 8, !tbaa !5
  %15 = load i64, ptr %1, align 16, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %10, i64 noundef %12, i64 noundef %14, i64 noundef %15)
  call fastcc void @sub256(ptr noundef nonnull %2, ptr noundef nonnull %1, ptr noundef nonnull @__const.main.b)
  %17 = load i64, ptr %2, align 16, !tbaa !5
  %18 = icmp eq i64 %17, -1
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = load i64, ptr %19, align 8
  %21 = icmp eq i64 %20, -1
  %22 = select i1 %18, i1 %21, i1 false
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  %24 = load i64, ptr %23, align 16
  %25 = icmp eq i64 %24, -9223372036854775808
  %26 = select i1 %22, i1 %25, i1 false
  %27 = getelementptr inbounds i8, ptr %2, i64 24
  %28 = load i64, ptr %27, align 8
  %29 = icmp eq i64 %28, 9223372036854775807
  %30 = select i1 %26, i1 %29, i1 false
  %31 = zext i1 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31)
  call fastcc void @sub256(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.b, ptr noundef nonnull @__const.main.a)
  %33 = load i64, ptr %27, align 8, !tbaa !5
  %34 = load i64, ptr %23, align 16, !tbaa !5
  %35 = load i64, ptr %19, align 8, !tbaa !5
  %36 = load i64, ptr %2, align 16, !tbaa !5
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %33, i64 noundef %34, i64 noundef %35, i64 noundef %36)
  %38 = getelementptr inbounds i8, ptr %3, i64 8
  %39 = getelementptr inbounds i8, ptr %4, i64 8
  %40 = getelementptr inbounds i8, ptr %5, i64 8
  %41 = getelementptr inbounds i8, ptr %5, i64 24
  %42 = getelementptr inbounds i8, ptr %3, i64 16
  %43 = getelementptr inbounds i8, ptr %4, i64 16
  %44 = getelementptr inbounds i8, ptr %3, i64 24
  %45 = getelementptr inbounds i8, ptr %4, i64 24
  %46 = getelementptr inbounds i8, ptr %6, i64 4
  %47 = getelementptr inbounds i8, ptr %7, i64 4
  %48 = getelementptr inbounds i8, ptr %6, i64 8
  %49 = getelementptr inbounds i8, ptr %6, i64 12
  %50 = getelementptr inbounds i8, ptr %7, i64 8
  %51 = getelementptr inbounds i8, ptr %7, i64 12
  %52 = getelementptr inbounds i8, ptr %6, i64 16
  %53 = getelementptr inbounds i8, ptr %6, i64 20
  %54 = getelementptr inbounds i8, ptr %7, i64 16
  %55 = getelementptr inbounds i8, ptr %7, i64 20
  %56 = getelementptr inbounds i8, ptr %6, i64 24
  %57 = getelementptr inbounds i8, ptr %6, i64 28
  %58 = getelementptr inbounds i8, ptr %7, i64 24
  %59 = getelementptr inbounds i8, ptr %7, i64 28
  %60 = getelementptr inbounds i8, ptr %8, i64 4
  %61 = getelementptr inbounds i8, ptr %8, i64 12
  %62 = getelementptr inbounds i8, ptr %8, i64 8
  %63 = getelementptr inbounds i8, ptr %8, i64 20
  %64 = getelementptr inbounds i8, ptr %8, i64 16
  %65 = getelementptr inbounds i8, ptr %5, i64 16
  %66 = getelementptr inbounds i8, ptr %8, i64 28
  %67 = getelementptr inbounds i8, ptr %8, i64 24
  br label %72

68:                                               ; preds = %187
  tail call fastcc void @small_carries()
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %183)
  %70 = icmp eq i32 %183, 0
  %71 = select i1 %70, i32 3, i32 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 %71

72:                                               ; preds = %0, %187
  %73 = phi i64 [ 2611923443488327891, %0 ], [ %99, %187 ]
  %74 = phi i32 [ 0, %0 ], [ %183, %187 ]
  %75 = phi i32 [ 0, %0 ], [ %188, %187 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #6
  %76 = and i32 %75, 1
  %77 = icmp eq i32 %76, 0
  %78 = mul i64 %73, 2862933555777941757
  %79 = add i64 %78, 3037000493
  store i64 %79, ptr %3, align 16, !tbaa !5
  %80 = mul i64 %79, 2862933555777941757
  %81 = add i64 %80, 3037000493
  %82 = sub i64 -3037000494, %80
  %83 = select i1 %77, i64 %81, i64 %82
  store i64 %83, ptr %4, align 16, !tbaa !5
  %84 = mul i64 %81, 2862933555777941757
  %85 = add i64 %84, 3037000493
  store i64 %85, ptr %38, align 8, !tbaa !5
  %86 = mul i64 %85, 2862933555777941757
  %87 = add i64 %86, 3037000493
  %88 = sub i64 -3037000494, %86
  %89 = select i1 %77, i64 %87, i64 %88
  store i64 %89, ptr %39, align 8, !tbaa !5
  %90 = mul i64 %87, 2862933555777941757
  %91 = add i64 %90, 3037000493
  store i64 %91, ptr %42, align 16, !tbaa !5
  %92 = mul i64 %91, 2862933555777941757
  %93 = add i64 %92, 3037000493
  %94 = sub i64 -3037000494, %92
  %95 = select i1 %77, i64 %93, i64 %94
  store i64 %95, ptr %43, align 16, !tbaa !5
  %96 = mul i64 %93, 2862933555777941757
  %97 = add i64 %96, 3037000493
  store i64 %97, ptr %44, align 8, !tbaa !5
  %98 = mul i64 %97, 2862933555777941757
  %99 = add i64 %98, 3037000493
  %100 = sub i64 -3037000494, %98
  %101 = select i1 %77, i64 %99, i64 %100
  store i64 %101, ptr %45, align 8, !tbaa !5
  call fastcc void @add256(ptr noundef nonnull %5, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %102 = zext i64 %85 to i128
  %103 = shl nuw i128 %102, 64
  %104 = zext i64 %79 to i128
  %105 = or disjoint i128 %103, %104
  %106 = zext i64 %89 to i128
  %107 = shl nuw i128 %106, 64
  %108 = zext i64 %83 to i128
  %109 = or disjoint i128 %107, %108
  %110 = add i128 %109, %105
  %111 = trunc i128 %110 to i64
  %112 = load i64, ptr %5, align 16, !tbaa !5
  %113 = icmp ne i64 %112, %111
  %114 = load i64, ptr %40, align 8, !tbaa !5
  %115 = lshr i128 %110, 64
  %116 = trunc nuw i128 %115 to i64
  %117 = icmp ne i64 %114, %116
  %118 = select i1 %113, i1 true, i1 %117
  %119 = zext i1 %118 to i32
  %120 = add nsw i32 %74, %119
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #6
  %121 = trunc i64 %79 to i32
  store i32 %121, ptr %6, align 16, !tbaa !9
  %122 = lshr i64 %79, 32
  %123 = trunc nuw i64 %122 to i32
  store i32 %123, ptr %46, align 4, !tbaa !9
  %124 = trunc i64 %83 to i32
  store i32 %124, ptr %7, align 16, !tbaa !9
  %125 = lshr i64 %83, 32
  %126 = trunc nuw i64 %125 to i32
  store i32 %126, ptr %47, align 4, !tbaa !9
  %127 = trunc i64 %85 to i32
  store i32 %127, ptr %48, align 8, !tbaa !9
  %128 = lshr i64 %85, 32
  %129 = trunc nuw i64 %128 to i32
  store i32 %129, ptr %49, align 4, !tbaa !9
  %130 = trunc i64 %89 to i32
  store i32 %130, ptr %50, align 8, !tbaa !9
  %131 = lshr i64 %89, 32
  %132 = trunc nuw i64 %131 to i32
  store i32 %132, ptr %51, align 4, !tbaa !9
  %133 = trunc i64 %91 to i32
  store i32 %133, ptr %52, align 16, !tbaa !9
  %134 = lshr i64 %91, 32
  %135 = trunc nuw i64 %134 to i32
  store i32 %135, ptr %53, align 4, !tbaa !9
  %136 = trunc i64 %95 to i32
  store i32 %136, ptr %54, align 16, !tbaa !9
  %137 = lshr i64 %95, 32
  %138 = trunc nuw i64 %137 to i32
  store i32 %138, ptr %55, align 4, !tbaa !9
  %139 = trunc i64 %97 to i32
  store i32 %139, ptr %56, align 8, !tbaa !9
  %140 = lshr i64 %97, 32
  %141 = trunc nuw i64 %140 to i32
  store i32 %141, ptr %57, align 4, !tbaa !9
  %142 = trunc i64 %101 to i32
  store i32 %142, ptr %58, align 8, !tbaa !9
  %143 = lshr i64 %101, 32
  %144 = trunc nuw i64 %143 to i32
  store i32 %144, ptr %59, align 4, !tbaa !9
  %145 = call fastcc i32 @add32x8(ptr noundef nonnull %8, ptr noundef nonnull %6, ptr noundef nonnull %7)
  %146 = load i32, ptr %60, align 4, !tbaa !9
  %147 = zext i32 %146 to i64
  %148 = shl nuw i64 %147, 32
  %149 = load i32, ptr %8, align 16, !tbaa !9
  %150 = zext i32 %149 to i64
  %151 = or disjoint i64 %148, %150
  %152 = icmp ne i64 %151, %112
  %153 = zext i1 %152 to i32
  %154 = add nsw i32 %120, %153
  %155 = load i32, ptr %61, align 4, !tbaa !9
  %156 = zext i32 %155 to i64
  %157 = shl nuw i64 %156, 32
  %158 = load i32, ptr %62, align 8, !tbaa !9
  %159 = zext i32 %158 to i64
  %160 = or disjoint i64 %157, %159
  %161 = icmp ne i64 %160, %114
  %162 = zext i1 %161 to i32
  %163 = add nsw i32 %154, %162
  %164 = load i32, ptr %63, align 4, !tbaa !9
  %165 = zext i32 %164 to i64
  %166 = shl nuw i64 %165, 32
  %167 = load i32, ptr %64, align 16, !tbaa !9
  %168 = zext i32 %167 to i64
  %169 = or disjoint i64 %166, %168
  %170 = load i64, ptr %65, align 16, !tbaa !5
  %171 = icmp ne i64 %169, %170
  %172 = zext i1 %171 to i32
  %173 = add nsw i32 %163, %172
  %174 = load i32, ptr %66, align 4, !tbaa !9
  %175 = zext i32 %174 to i64
  %176 = shl nuw i64 %175, 32
  %177 = load i32, ptr %67, align 8, !tbaa !9
  %178 = zext i32 %177 to i64
  %179 = or disjoint i64 %176, %178
  %180 = load i64, ptr %41, align 8, !tbaa !5
  %181 = icmp ne i64 %179, %180
  %182 = zext i1 %181 to i32
  %183 = add nsw i32 %173, %182
  %184 = icmp ult i32 %75, 3
  br i1 %184, label %185, label %187

185:                                              ; preds = %72
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %145, i64 noundef %180)
  br label %187

187:                                              ; preds = %185, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  %188 = add nuw nsw i32 %75, 1
  %189 = icmp eq i32 %188, 100
  br i1 %189, label %68, label %72, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @add256(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = load i64, ptr %1, align 8, !tbaa !5
  %5 = load i64, ptr %2, align 8, !tbaa !5
  %6 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %4, i64 %5)
  %7 = extractvalue { i64, i1 } %6, 1
  %8 = extractvalue { i64, i1 } %6, 0
  %9 = zext i1 %7 to i64
  store i64 %8, ptr %0, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !5
  %14 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %11, i64 %13)
  %15 = extractvalue { i64, i1 } %14, 1
  %16 = extractvalue { i64, i1 } %14, 0
  %17 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %16, i64 %9)
  %18 = extractvalue { i64, i1 } %17, 1
  %19 = extractvalue { i64, i1 } %17, 0
  %20 = or i1 %15, %18
  %21 = zext i1 %20 to i64
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %19, ptr %22, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  %26 = load i64, ptr %25, align 8, !tbaa !5
  %27 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %24, i64 %26)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %29, i64 %21)
  %31 = extractvalue { i64, i1 } %30, 1
  %32 = extractvalue { i64, i1 } %30, 0
  %33 = or i1 %28, %31
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %32, ptr %35, align 8, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %1, i64 24
  %37 = load i64, ptr %36, align 8, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %2, i64 24
  %39 = load i64, ptr %38, align 8, !tbaa !5
  %40 = add i64 %37, %39
  %41 = add i64 %40, %34
  %42 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %41, ptr %42, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sub256(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = load i64, ptr %1, align 8, !tbaa !5
  %5 = load i64, ptr %2, align 8, !tbaa !5
  %6 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %4, i64 %5)
  %7 = extractvalue { i64, i1 } %6, 1
  %8 = extractvalue { i64, i1 } %6, 0
  %9 = zext i1 %7 to i64
  store i64 %8, ptr %0, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !5
  %14 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %11, i64 %13)
  %15 = extractvalue { i64, i1 } %14, 1
  %16 = extractvalue { i64, i1 } %14, 0
  %17 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %16, i64 %9)
  %18 = extractvalue { i64, i1 } %17, 1
  %19 = extractvalue { i64, i1 } %17, 0
  %20 = or i1 %15, %18
  %21 = zext i1 %20 to i64
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %19, ptr %22, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  %26 = load i64, ptr %25, align 8, !tbaa !5
  %27 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %24, i64 %26)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %29, i64 %21)
  %31 = extractvalue { i64, i1 } %30, 1
  %32 = extractvalue { i64, i1 } %30, 0
  %33 = or i1 %28, %31
  %34 = sext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %32, ptr %35, align 8, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %1, i64 24
  %37 = load i64, ptr %36, align 8, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %2, i64 24
  %39 = load i64, ptr %38, align 8, !tbaa !5
  %40 = sub i64 %37, %39
  %41 = add i64 %40, %34
  %42 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %41, ptr %42, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @add32x8(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = load i32, ptr %1, align 4, !tbaa !9
  %5 = load i32, ptr %2, align 4, !tbaa !9
  %6 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %4, i32 %5)
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = extractvalue { i32, i1 } %6, 0
  %9 = zext i1 %7 to i32
  store i32 %8, ptr %0, align 4, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %2, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %11, i32 %13)
  %15 = extractvalue { i32, i1 } %14, 1
  %16 = extractvalue { i32, i1 } %14, 0
  %17 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %16, i32 %9)
  %18 = extractvalue { i32, i1 } %17, 1
  %19 = extractvalue { i32, i1 } %17, 0
  %20 = or i1 %15, %18
  %21 = zext i1 %20 to i32
  %22 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %19, ptr %22, align 4, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %2, i64 8
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %24, i32 %26)
  %28 = extractvalue { i32, i1 } %27, 1
  %29 = extractvalue { i32, i1 } %27, 0
  %30 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %29, i32 %21)
  %31 = extractvalue { i32, i1 } %30, 1
  %32 = extractvalue { i32, i1 } %30, 0
  %33 = or i1 %28, %31
  %34 = zext i1 %33 to i32
  %35 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %32, ptr %35, align 4, !tbaa !9
  %36 = getelementptr inbounds i8, ptr %1, i64 12
  %37 = load i32, ptr %36, align 4, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %2, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %37, i32 %39)
  %41 = extractvalue { i32, i1 } %40, 1
  %42 = extractvalue { i32, i1 } %40, 0
  %43 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %42, i32 %34)
  %44 = extractvalue { i32, i1 } %43, 1
  %45 = extractvalue { i32, i1 } %43, 0
  %46 = or i1 %41, %44
  %47 = zext i1 %46 to i32
  %48 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %45, ptr %48, align 4, !tbaa !9
  %49 = getelementptr inbounds i8, ptr %1, i64 16
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = getelementptr inbounds i8, ptr %2, i64 16
  %52 = load i32, ptr %51, align 4, !tbaa !9
  %53 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %50, i32 %52)
  %54 = extractvalue { i32, i1 } %53, 1
  %55 = extractvalue { i32, i1 } %53, 0
  %56 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %55, i32 %47)
  %57 = extractvalue { i32, i1 } %56, 1
  %58 = extractvalue { i32, i1 } %56, 0
  %59 = or i1 %54, %57
  %60 = zext i1 %59 to i32
  %61 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %58, ptr %61, align 4, !tbaa !9
  %62 = getelementptr inbounds i8, ptr %1, i64 20
  %63 = load i32, ptr %62, align 4, !tbaa !9
  %64 = getelementptr inbounds i8, ptr %2, i64 20
  %65 = load i32, ptr %64, align 4, !tbaa !9
  %66 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %63, i32 %65)
  %67 = extractvalue { i32, i1 } %66, 1
  %68 = extractvalue { i32, i1 } %66, 0
  %69 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %68, i32 %60)
  %70 = extractvalue { i32, i1 } %69, 1
  %71 = extractvalue { i32, i1 } %69, 0
  %72 = or i1 %67, %70
  %73 = zext i1 %72 to i32
  %74 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %71, ptr %74, align 4, !tbaa !9
  %75 = getelementptr inbounds i8, ptr %1, i64 24
  %76 = load i32, ptr %75, align 4, !tbaa !9
  %77 = getelementptr inbounds i8, ptr %2, i64 24
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %76, i32 %78)
  %80 = extractvalue { i32, i1 } %79, 1
  %81 = extractvalue { i32, i1 } %79, 0
  %82 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %81, i32 %73)
  %83 = extractvalue { i32, i1 } %82, 1
  %84 = extractvalue { i32, i1 } %82, 0
  %85 = or i1 %80, %83
  %86 = zext i1 %85 to i32
  %87 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %84, ptr %87, align 4, !tbaa !9
  %88 = getelementptr inbounds i8, ptr %1, i64 28
  %89 = load i32, ptr %88, align 4, !tbaa !9
  %90 = getelementptr inbounds i8, ptr %2, i64 28
  %91 = load i32, ptr %90, align 4, !tbaa !9
  %92 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %89, i32 %91)
  %93 = extractvalue { i32, i1 } %92, 1
  %94 = extractvalue { i32, i1 } %92, 0
  %95 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %94, i32 %86)
  %96 = extractvalue { i32, i1 } %95, 1
  %97 = extractvalue { i32, i1 } %95, 0
  %98 = or i1 %93, %96
  %99 = zext i1 %98 to i32
  %100 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %97, ptr %100, align 4, !tbaa !9
  ret i32 %99
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @small_carries() unnamed_addr #4 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 45, i32 noundef 1, i32 noundef 65531, i32 noundef 1, i64 noundef 0, i64 noundef 1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
