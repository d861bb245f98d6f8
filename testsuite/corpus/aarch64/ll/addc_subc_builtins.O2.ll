; ModuleID = 'programs/addc_subc_builtins.c'
source_filename = "programs/addc_subc_builtins.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i64] [i64 -1, i64 -1, i64 -9223372036854775808, i64 9223372036854775807], align 8
@__const.main.b = private unnamed_addr constant [4 x i64] [i64 1, i64 0, i64 -9223372036854775808, i64 0], align 8
@.str = private unnamed_addr constant [37 x i8] c"add %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"sub back ok=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [37 x i8] c"b-a %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"carry out %u top %016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [58 x i8] c"addcb=%d carry=%d subcs=%d borrow=%d addcl=%lu carry=%lu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 1, 4) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 8
  %2 = alloca [4 x i64], align 8
  %3 = alloca [4 x i64], align 8
  %4 = alloca [4 x i64], align 8
  %5 = alloca [4 x i64], align 8
  %6 = alloca [8 x i32], align 4
  %7 = alloca [8 x i32], align 4
  %8 = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  call fastcc void @add256(ptr noundef nonnull %1, ptr noundef nonnull @__const.main.a, ptr noundef nonnull @__const.main.b)
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load i64, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load i64, ptr %13, align 8, !tbaa !6
  %15 = load i64, ptr %1, align 8, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %10, i64 noundef %12, i64 noundef %14, i64 noundef %15)
  call fastcc void @sub256(ptr noundef nonnull %2, ptr noundef nonnull %1, ptr noundef nonnull @__const.main.b)
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  %19 = getelementptr inbounds i8, ptr %2, i64 24
  %20 = load <4 x i64>, ptr %2, align 8
  %21 = freeze <4 x i64> %20
  %22 = icmp ne <4 x i64> %21, <i64 -1, i64 -1, i64 -9223372036854775808, i64 9223372036854775807>
  %23 = bitcast <4 x i1> %22 to i4
  %24 = icmp eq i4 %23, 0
  %25 = zext i1 %24 to i32
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25)
  call fastcc void @sub256(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.b, ptr noundef nonnull @__const.main.a)
  %27 = load i64, ptr %19, align 8, !tbaa !6
  %28 = load i64, ptr %18, align 8, !tbaa !6
  %29 = load i64, ptr %17, align 8, !tbaa !6
  %30 = load i64, ptr %2, align 8, !tbaa !6
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %27, i64 noundef %28, i64 noundef %29, i64 noundef %30)
  %32 = getelementptr inbounds i8, ptr %3, i64 8
  %33 = getelementptr inbounds i8, ptr %4, i64 8
  %34 = getelementptr inbounds i8, ptr %5, i64 8
  %35 = getelementptr inbounds i8, ptr %5, i64 24
  %36 = getelementptr inbounds i8, ptr %3, i64 16
  %37 = getelementptr inbounds i8, ptr %4, i64 16
  %38 = getelementptr inbounds i8, ptr %3, i64 24
  %39 = getelementptr inbounds i8, ptr %4, i64 24
  %40 = getelementptr inbounds i8, ptr %6, i64 4
  %41 = getelementptr inbounds i8, ptr %7, i64 4
  %42 = getelementptr inbounds i8, ptr %6, i64 8
  %43 = getelementptr inbounds i8, ptr %6, i64 12
  %44 = getelementptr inbounds i8, ptr %7, i64 8
  %45 = getelementptr inbounds i8, ptr %7, i64 12
  %46 = getelementptr inbounds i8, ptr %6, i64 16
  %47 = getelementptr inbounds i8, ptr %6, i64 20
  %48 = getelementptr inbounds i8, ptr %7, i64 16
  %49 = getelementptr inbounds i8, ptr %7, i64 20
  %50 = getelementptr inbounds i8, ptr %6, i64 24
  %51 = getelementptr inbounds i8, ptr %6, i64 28
  %52 = getelementptr inbounds i8, ptr %7, i64 24
  %53 = getelementptr inbounds i8, ptr %7, i64 28
  %54 = getelementptr inbounds i8, ptr %8, i64 4
  %55 = getelementptr inbounds i8, ptr %8, i64 12
  %56 = getelementptr inbounds i8, ptr %8, i64 8
  %57 = getelementptr inbounds i8, ptr %8, i64 20
  %58 = getelementptr inbounds i8, ptr %8, i64 16
  %59 = getelementptr inbounds i8, ptr %5, i64 16
  %60 = getelementptr inbounds i8, ptr %8, i64 28
  %61 = getelementptr inbounds i8, ptr %8, i64 24
  br label %66

62:                                               ; preds = %181
  tail call fastcc void @small_carries()
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %177)
  %64 = icmp eq i32 %177, 0
  %65 = select i1 %64, i32 3, i32 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 %65

66:                                               ; preds = %0, %181
  %67 = phi i64 [ 2611923443488327891, %0 ], [ %93, %181 ]
  %68 = phi i32 [ 0, %0 ], [ %177, %181 ]
  %69 = phi i32 [ 0, %0 ], [ %182, %181 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #6
  %70 = and i32 %69, 1
  %71 = icmp eq i32 %70, 0
  %72 = mul i64 %67, 2862933555777941757
  %73 = add i64 %72, 3037000493
  store i64 %73, ptr %3, align 8, !tbaa !6
  %74 = mul i64 %73, 2862933555777941757
  %75 = add i64 %74, 3037000493
  %76 = sub i64 -3037000494, %74
  %77 = select i1 %71, i64 %75, i64 %76
  store i64 %77, ptr %4, align 8, !tbaa !6
  %78 = mul i64 %75, 2862933555777941757
  %79 = add i64 %78, 3037000493
  store i64 %79, ptr %32, align 8, !tbaa !6
  %80 = mul i64 %79, 2862933555777941757
  %81 = add i64 %80, 3037000493
  %82 = sub i64 -3037000494, %80
  %83 = select i1 %71, i64 %81, i64 %82
  store i64 %83, ptr %33, align 8, !tbaa !6
  %84 = mul i64 %81, 2862933555777941757
  %85 = add i64 %84, 3037000493
  store i64 %85, ptr %36, align 8, !tbaa !6
  %86 = mul i64 %85, 2862933555777941757
  %87 = add i64 %86, 3037000493
  %88 = sub i64 -3037000494, %86
  %89 = select i1 %71, i64 %87, i64 %88
  store i64 %89, ptr %37, align 8, !tbaa !6
  %90 = mul i64 %87, 2862933555777941757
  %91 = add i64 %90, 3037000493
  store i64 %91, ptr %38, align 8, !tbaa !6
  %92 = mul i64 %91, 2862933555777941757
  %93 = add i64 %92, 3037000493
  %94 = sub i64 -3037000494, %92
  %95 = select i1 %71, i64 %93, i64 %94
  store i64 %95, ptr %39, align 8, !tbaa !6
  call fastcc void @add256(ptr noundef nonnull %5, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %96 = zext i64 %79 to i128
  %97 = shl nuw i128 %96, 64
  %98 = zext i64 %73 to i128
  %99 = or disjoint i128 %97, %98
  %100 = zext i64 %83 to i128
  %101 = shl nuw i128 %100, 64
  %102 = zext i64 %77 to i128
  %103 = or disjoint i128 %101, %102
  %104 = add i128 %103, %99
  %105 = trunc i128 %104 to i64
  %106 = load i64, ptr %5, align 8, !tbaa !6
  %107 = icmp ne i64 %106, %105
  %108 = load i64, ptr %34, align 8, !tbaa !6
  %109 = lshr i128 %104, 64
  %110 = trunc nuw i128 %109 to i64
  %111 = icmp ne i64 %108, %110
  %112 = select i1 %107, i1 true, i1 %111
  %113 = zext i1 %112 to i32
  %114 = add nsw i32 %68, %113
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #6
  %115 = trunc i64 %73 to i32
  store i32 %115, ptr %6, align 4, !tbaa !10
  %116 = lshr i64 %73, 32
  %117 = trunc nuw i64 %116 to i32
  store i32 %117, ptr %40, align 4, !tbaa !10
  %118 = trunc i64 %77 to i32
  store i32 %118, ptr %7, align 4, !tbaa !10
  %119 = lshr i64 %77, 32
  %120 = trunc nuw i64 %119 to i32
  store i32 %120, ptr %41, align 4, !tbaa !10
  %121 = trunc i64 %79 to i32
  store i32 %121, ptr %42, align 4, !tbaa !10
  %122 = lshr i64 %79, 32
  %123 = trunc nuw i64 %122 to i32
  store i32 %123, ptr %43, align 4, !tbaa !10
  %124 = trunc i64 %83 to i32
  store i32 %124, ptr %44, align 4, !tbaa !10
  %125 = lshr i64 %83, 32
  %126 = trunc nuw i64 %125 to i32
  store i32 %126, ptr %45, align 4, !tbaa !10
  %127 = trunc i64 %85 to i32
  store i32 %127, ptr %46, align 4, !tbaa !10
  %128 = lshr i64 %85, 32
  %129 = trunc nuw i64 %128 to i32
  store i32 %129, ptr %47, align 4, !tbaa !10
  %130 = trunc i64 %89 to i32
  store i32 %130, ptr %48, align 4, !tbaa !10
  %131 = lshr i64 %89, 32
  %132 = trunc nuw i64 %131 to i32
  store i32 %132, ptr %49, align 4, !tbaa !10
  %133 = trunc i64 %91 to i32
  store i32 %133, ptr %50, align 4, !tbaa !10
  %134 = lshr i64 %91, 32
  %135 = trunc nuw i64 %134 to i32
  store i32 %135, ptr %51, align 4, !tbaa !10
  %136 = trunc i64 %95 to i32
  store i32 %136, ptr %52, align 4, !tbaa !10
  %137 = lshr i64 %95, 32
  %138 = trunc nuw i64 %137 to i32
  store i32 %138, ptr %53, align 4, !tbaa !10
  %139 = call fastcc i32 @add32x8(ptr noundef nonnull %8, ptr noundef nonnull %6, ptr noundef nonnull %7)
  %140 = load i32, ptr %54, align 4, !tbaa !10
  %141 = zext i32 %140 to i64
  %142 = shl nuw i64 %141, 32
  %143 = load i32, ptr %8, align 4, !tbaa !10
  %144 = zext i32 %143 to i64
  %145 = or disjoint i64 %142, %144
  %146 = icmp ne i64 %145, %106
  %147 = zext i1 %146 to i32
  %148 = add nsw i32 %114, %147
  %149 = load i32, ptr %55, align 4, !tbaa !10
  %150 = zext i32 %149 to i64
  %151 = shl nuw i64 %150, 32
  %152 = load i32, ptr %56, align 4, !tbaa !10
  %153 = zext i32 %152 to i64
  %154 = or disjoint i64 %151, %153
  %155 = icmp ne i64 %154, %108
  %156 = zext i1 %155 to i32
  %157 = add nsw i32 %148, %156
  %158 = load i32, ptr %57, align 4, !tbaa !10
  %159 = zext i32 %158 to i64
  %160 = shl nuw i64 %159, 32
  %161 = load i32, ptr %58, align 4, !tbaa !10
  %162 = zext i32 %161 to i64
  %163 = or disjoint i64 %160, %162
  %164 = load i64, ptr %59, align 8, !tbaa !6
  %165 = icmp ne i64 %163, %164
  %166 = zext i1 %165 to i32
  %167 = add nsw i32 %157, %166
  %168 = load i32, ptr %60, align 4, !tbaa !10
  %169 = zext i32 %168 to i64
  %170 = shl nuw i64 %169, 32
  %171 = load i32, ptr %61, align 4, !tbaa !10
  %172 = zext i32 %171 to i64
  %173 = or disjoint i64 %170, %172
  %174 = load i64, ptr %35, align 8, !tbaa !6
  %175 = icmp ne i64 %173, %174
  %176 = zext i1 %175 to i32
  %177 = add nsw i32 %167, %176
  %178 = icmp ult i32 %69, 3
  br i1 %178, label %179, label %181

179:                                              ; preds = %66
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %139, i64 noundef %174)
  br label %181

181:                                              ; preds = %179, %66
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  %182 = add nuw nsw i32 %69, 1
  %183 = icmp eq i32 %182, 100
  br i1 %183, label %62, label %66, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @add256(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = load i64, ptr %1, align 8, !tbaa !6
  %5 = load i64, ptr %2, align 8, !tbaa !6
  %6 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %4, i64 %5)
  %7 = extractvalue { i64, i1 } %6, 1
  %8 = extractvalue { i64, i1 } %6, 0
  %9 = zext i1 %7 to i64
  store i64 %8, ptr %0, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !6
  %14 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %11, i64 %13)
  %15 = extractvalue { i64, i1 } %14, 1
  %16 = extractvalue { i64, i1 } %14, 0
  %17 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %16, i64 %9)
  %18 = extractvalue { i64, i1 } %17, 1
  %19 = extractvalue { i64, i1 } %17, 0
  %20 = or i1 %15, %18
  %21 = zext i1 %20 to i64
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %19, ptr %22, align 8, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %1, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  %26 = load i64, ptr %25, align 8, !tbaa !6
  %27 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %24, i64 %26)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %29, i64 %21)
  %31 = extractvalue { i64, i1 } %30, 1
  %32 = extractvalue { i64, i1 } %30, 0
  %33 = or i1 %28, %31
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %32, ptr %35, align 8, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %1, i64 24
  %37 = load i64, ptr %36, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %2, i64 24
  %39 = load i64, ptr %38, align 8, !tbaa !6
  %40 = add i64 %37, %39
  %41 = add i64 %40, %34
  %42 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %41, ptr %42, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sub256(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = load i64, ptr %1, align 8, !tbaa !6
  %5 = load i64, ptr %2, align 8, !tbaa !6
  %6 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %4, i64 %5)
  %7 = extractvalue { i64, i1 } %6, 1
  %8 = extractvalue { i64, i1 } %6, 0
  %9 = zext i1 %7 to i64
  store i64 %8, ptr %0, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !6
  %14 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %11, i64 %13)
  %15 = extractvalue { i64, i1 } %14, 1
  %16 = extractvalue { i64, i1 } %14, 0
  %17 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %16, i64 %9)
  %18 = extractvalue { i64, i1 } %17, 1
  %19 = extractvalue { i64, i1 } %17, 0
  %20 = or i1 %15, %18
  %21 = zext i1 %20 to i64
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %19, ptr %22, align 8, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %1, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  %26 = load i64, ptr %25, align 8, !tbaa !6
  %27 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %24, i64 %26)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %29, i64 %21)
  %31 = extractvalue { i64, i1 } %30, 1
  %32 = extractvalue { i64, i1 } %30, 0
  %33 = or i1 %28, %31
  %34 = sext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %32, ptr %35, align 8, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %1, i64 24
  %37 = load i64, ptr %36, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %2, i64 24
  %39 = load i64, ptr %38, align 8, !tbaa !6
  %40 = sub i64 %37, %39
  %41 = add i64 %40, %34
  %42 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %41, ptr %42, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @add32x8(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = load i32, ptr %1, align 4, !tbaa !10
  %5 = load i32, ptr %2, align 4, !tbaa !10
  %6 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %4, i32 %5)
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = extractvalue { i32, i1 } %6, 0
  %9 = zext i1 %7 to i32
  store i32 %8, ptr %0, align 4, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %2, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !10
  %14 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %11, i32 %13)
  %15 = extractvalue { i32, i1 } %14, 1
  %16 = extractvalue { i32, i1 } %14, 0
  %17 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %16, i32 %9)
  %18 = extractvalue { i32, i1 } %17, 1
  %19 = extractvalue { i32, i1 } %17, 0
  %20 = or i1 %15, %18
  %21 = zext i1 %20 to i32
  %22 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %19, ptr %22, align 4, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = getelementptr inbounds i8, ptr %2, i64 8
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %24, i32 %26)
  %28 = extractvalue { i32, i1 } %27, 1
  %29 = extractvalue { i32, i1 } %27, 0
  %30 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %29, i32 %21)
  %31 = extractvalue { i32, i1 } %30, 1
  %32 = extractvalue { i32, i1 } %30, 0
  %33 = or i1 %28, %31
  %34 = zext i1 %33 to i32
  %35 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %32, ptr %35, align 4, !tbaa !10
  %36 = getelementptr inbounds i8, ptr %1, i64 12
  %37 = load i32, ptr %36, align 4, !tbaa !10
  %38 = getelementptr inbounds i8, ptr %2, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !10
  %40 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %37, i32 %39)
  %41 = extractvalue { i32, i1 } %40, 1
  %42 = extractvalue { i32, i1 } %40, 0
  %43 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %42, i32 %34)
  %44 = extractvalue { i32, i1 } %43, 1
  %45 = extractvalue { i32, i1 } %43, 0
  %46 = or i1 %41, %44
  %47 = zext i1 %46 to i32
  %48 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %45, ptr %48, align 4, !tbaa !10
  %49 = getelementptr inbounds i8, ptr %1, i64 16
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = getelementptr inbounds i8, ptr %2, i64 16
  %52 = load i32, ptr %51, align 4, !tbaa !10
  %53 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %50, i32 %52)
  %54 = extractvalue { i32, i1 } %53, 1
  %55 = extractvalue { i32, i1 } %53, 0
  %56 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %55, i32 %47)
  %57 = extractvalue { i32, i1 } %56, 1
  %58 = extractvalue { i32, i1 } %56, 0
  %59 = or i1 %54, %57
  %60 = zext i1 %59 to i32
  %61 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %58, ptr %61, align 4, !tbaa !10
  %62 = getelementptr inbounds i8, ptr %1, i64 20
  %63 = load i32, ptr %62, align 4, !tbaa !10
  %64 = getelementptr inbounds i8, ptr %2, i64 20
  %65 = load i32, ptr %64, align 4, !tbaa !10
  %66 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %63, i32 %65)
  %67 = extractvalue { i32, i1 } %66, 1
  %68 = extractvalue { i32, i1 } %66, 0
  %69 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %68, i32 %60)
  %70 = extractvalue { i32, i1 } %69, 1
  %71 = extractvalue { i32, i1 } %69, 0
  %72 = or i1 %67, %70
  %73 = zext i1 %72 to i32
  %74 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %71, ptr %74, align 4, !tbaa !10
  %75 = getelementptr inbounds i8, ptr %1, i64 24
  %76 = load i32, ptr %75, align 4, !tbaa !10
  %77 = getelementptr inbounds i8, ptr %2, i64 24
  %78 = load i32, ptr %77, align 4, !tbaa !10
  %79 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %76, i32 %78)
  %80 = extractvalue { i32, i1 } %79, 1
  %81 = extractvalue { i32, i1 } %79, 0
  %82 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %81, i32 %73)
  %83 = extractvalue { i32, i1 } %82, 1
  %84 = extractvalue { i32, i1 } %82, 0
  %85 = or i1 %80, %83
  %86 = zext i1 %85 to i32
  %87 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %84, ptr %87, align 4, !tbaa !10
  %88 = getelementptr inbounds i8, ptr %1, i64 28
  %89 = load i32, ptr %88, align 4, !tbaa !10
  %90 = getelementptr inbounds i8, ptr %2, i64 28
  %91 = load i32, ptr %90, align 4, !tbaa !10
  %92 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %89, i32 %91)
  %93 = extractvalue { i32, i1 } %92, 1
  %94 = extractvalue { i32, i1 } %92, 0
  %95 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %94, i32 %86)
  %96 = extractvalue { i32, i1 } %95, 1
  %97 = extractvalue { i32, i1 } %95, 0
  %98 = or i1 %93, %96
  %99 = zext i1 %98 to i32
  %100 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 %97, ptr %100, align 4, !tbaa !10
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
