; ModuleID = 'programs/inline_asm_barriers.c'
source_filename = "programs/inline_asm_barriers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"opaque_loop=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"fence=%d flag=%d data=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"fp=%g mem=%d multi=%08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !40 {
  %1 = alloca i32, align 4, !DIAssignID !60
    #dbg_assign(i1 undef, !44, !DIExpression(), !60, ptr %1, !DIExpression(), !61)
  %2 = alloca i32, align 4, !DIAssignID !62
    #dbg_assign(i1 undef, !45, !DIExpression(), !62, ptr %2, !DIExpression(), !61)
  %3 = alloca [64 x i32], align 16, !DIAssignID !63
    #dbg_assign(i1 undef, !49, !DIExpression(), !63, ptr %3, !DIExpression(), !61)
  %4 = tail call fastcc i64 @opaque_loop(), !dbg !64
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %4), !dbg !65
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6, !dbg !66
  store i32 0, ptr %1, align 4, !dbg !67, !tbaa !68, !DIAssignID !72
    #dbg_assign(i32 0, !44, !DIExpression(), !72, ptr %1, !DIExpression(), !61)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6, !dbg !66
  store i32 0, ptr %2, align 4, !dbg !73, !tbaa !68, !DIAssignID !74
    #dbg_assign(i32 0, !45, !DIExpression(), !74, ptr %2, !DIExpression(), !61)
  %6 = call fastcc i32 @memory_fence_flag(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !75
    #dbg_value(i32 %6, !46, !DIExpression(), !61)
  %7 = load i32, ptr %1, align 4, !dbg !76, !tbaa !68
  %8 = load i32, ptr %2, align 4, !dbg !77, !tbaa !68
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6, i32 noundef %7, i32 noundef %8), !dbg !78
    #dbg_value(i32 0, !47, !DIExpression(), !79)
  tail call fastcc void @keep_alive(i32 noundef 0), !dbg !80
    #dbg_value(i32 1, !47, !DIExpression(), !79)
  tail call fastcc void @keep_alive(i32 noundef 1), !dbg !80
    #dbg_value(i32 2, !47, !DIExpression(), !79)
  tail call fastcc void @keep_alive(i32 noundef 2), !dbg !80
    #dbg_value(i32 3, !47, !DIExpression(), !79)
  tail call fastcc void @keep_alive(i32 noundef 3), !dbg !80
    #dbg_value(i32 4, !47, !DIExpression(), !79)
  tail call fastcc void @keep_alive(i32 noundef 4), !dbg !80
    #dbg_value(i32 5, !47, !DIExpression(), !79)
  %10 = tail call fastcc double @fp_barrier(), !dbg !82
  %11 = tail call fastcc i32 @mem_operand(), !dbg !83
  %12 = tail call fastcc i32 @multi(), !dbg !84
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %10, i32 noundef %11, i32 noundef %12), !dbg !85
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #6, !dbg !86
    #dbg_value(i32 0, !53, !DIExpression(), !87)
  %14 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !88
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %3, align 16, !dbg !88, !tbaa !68
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %14, align 16, !dbg !88, !tbaa !68
  %15 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !90
  %16 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !88
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %15, align 16, !dbg !88, !tbaa !68
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %16, align 16, !dbg !88, !tbaa !68
  %17 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !90
  %18 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !88
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %17, align 16, !dbg !88, !tbaa !68
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %18, align 16, !dbg !88, !tbaa !68
  %19 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !90
  %20 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !88
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %19, align 16, !dbg !88, !tbaa !68
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %20, align 16, !dbg !88, !tbaa !68
  %21 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !90
  %22 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !88
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %21, align 16, !dbg !88, !tbaa !68
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %22, align 16, !dbg !88, !tbaa !68
  %23 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !90
  %24 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !88
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %23, align 16, !dbg !88, !tbaa !68
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %24, align 16, !dbg !88, !tbaa !68
  %25 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !90
  %26 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !88
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %25, align 16, !dbg !88, !tbaa !68
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %26, align 16, !dbg !88, !tbaa !68
  %27 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !90
  %28 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !88
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %27, align 16, !dbg !88, !tbaa !68
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %28, align 16, !dbg !88, !tbaa !68
    #dbg_value(ptr %3, !91, !DIExpression(), !97)
  call void asm sideeffect "", "imr,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull %3) #6, !dbg !99, !srcloc !100
    #dbg_value(i64 0, !55, !DIExpression(), !61)
    #dbg_value(i32 0, !57, !DIExpression(), !101)
  %29 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !102
  %30 = load <2 x i32>, ptr %3, align 16, !dbg !102, !tbaa !68
  %31 = load <2 x i32>, ptr %29, align 8, !dbg !102, !tbaa !68
  %32 = sext <2 x i32> %30 to <2 x i64>, !dbg !102
  %33 = sext <2 x i32> %31 to <2 x i64>, !dbg !102
  %34 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !102
  %35 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !102
  %36 = load <2 x i32>, ptr %34, align 16, !dbg !102, !tbaa !68
  %37 = load <2 x i32>, ptr %35, align 8, !dbg !102, !tbaa !68
  %38 = sext <2 x i32> %36 to <2 x i64>, !dbg !102
  %39 = sext <2 x i32> %37 to <2 x i64>, !dbg !102
  %40 = add nsw <2 x i64> %32, %38, !dbg !104
  %41 = add nsw <2 x i64> %33, %39, !dbg !104
  %42 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !102
  %43 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !102
  %44 = load <2 x i32>, ptr %42, align 16, !dbg !102, !tbaa !68
  %45 = load <2 x i32>, ptr %43, align 8, !dbg !102, !tbaa !68
  %46 = sext <2 x i32> %44 to <2 x i64>, !dbg !102
  %47 = sext <2 x i32> %45 to <2 x i64>, !dbg !102
  %48 = add nsw <2 x i64> %40, %46, !dbg !104
  %49 = add nsw <2 x i64> %41, %47, !dbg !104
  %50 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !102
  %51 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !102
  %52 = load <2 x i32>, ptr %50, align 16, !dbg !102, !tbaa !68
  %53 = load <2 x i32>, ptr %51, align 8, !dbg !102, !tbaa !68
  %54 = sext <2 x i32> %52 to <2 x i64>, !dbg !102
  %55 = sext <2 x i32> %53 to <2 x i64>, !dbg !102
  %56 = add nsw <2 x i64> %48, %54, !dbg !104
  %57 = add nsw <2 x i64> %49, %55, !dbg !104
  %58 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !102
  %59 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !102
  %60 = load <2 x i32>, ptr %58, align 16, !dbg !102, !tbaa !68
  %61 = load <2 x i32>, ptr %59, align 8, !dbg !102, !tbaa !68
  %62 = sext <2 x i32> %60 to <2 x i64>, !dbg !102
  %63 = sext <2 x i32> %61 to <2 x i64>, !dbg !102
  %64 = add nsw <2 x i64> %56, %62, !dbg !104
  %65 = add nsw <2 x i64> %57, %63, !dbg !104
  %66 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !102
  %67 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !102
  %68 = load <2 x i32>, ptr %66, align 16, !dbg !102, !tbaa !68
  %69 = load <2 x i32>, ptr %67, align 8, !dbg !102, !tbaa !68
  %70 = sext <2 x i32> %68 to <2 x i64>, !dbg !102
  %71 = sext <2 x i32> %69 to <2 x i64>, !dbg !102
  %72 = add nsw <2 x i64> %64, %70, !dbg !104
  %73 = add nsw <2 x i64> %65, %71, !dbg !104
  %74 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !102
  %75 = getelementptr inbounds i8, ptr %3, i64 104, !dbg !102
  %76 = load <2 x i32>, ptr %74, align 16, !dbg !102, !tbaa !68
  %77 = load <2 x i32>, ptr %75, align 8, !dbg !102, !tbaa !68
  %78 = sext <2 x i32> %76 to <2 x i64>, !dbg !102
  %79 = sext <2 x i32> %77 to <2 x i64>, !dbg !102
  %80 = add nsw <2 x i64> %72, %78, !dbg !104
  %81 = add nsw <2 x i64> %73, %79, !dbg !104
  %82 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !102
  %83 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !102
  %84 = load <2 x i32>, ptr %82, align 16, !dbg !102, !tbaa !68
  %85 = load <2 x i32>, ptr %83, align 8, !dbg !102, !tbaa !68
  %86 = sext <2 x i32> %84 to <2 x i64>, !dbg !102
  %87 = sext <2 x i32> %85 to <2 x i64>, !dbg !102
  %88 = add <2 x i64> %80, %86, !dbg !104
  %89 = add <2 x i64> %81, %87, !dbg !104
  %90 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !102
  %91 = getelementptr inbounds i8, ptr %3, i64 136, !dbg !102
  %92 = load <2 x i32>, ptr %90, align 16, !dbg !102, !tbaa !68
  %93 = load <2 x i32>, ptr %91, align 8, !dbg !102, !tbaa !68
  %94 = sext <2 x i32> %92 to <2 x i64>, !dbg !102
  %95 = sext <2 x i32> %93 to <2 x i64>, !dbg !102
  %96 = add <2 x i64> %88, %94, !dbg !104
  %97 = add <2 x i64> %89, %95, !dbg !104
  %98 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !102
  %99 = getelementptr inbounds i8, ptr %3, i64 152, !dbg !102
  %100 = load <2 x i32>, ptr %98, align 16, !dbg !102, !tbaa !68
  %101 = load <2 x i32>, ptr %99, align 8, !dbg !102, !tbaa !68
  %102 = sext <2 x i32> %100 to <2 x i64>, !dbg !102
  %103 = sext <2 x i32> %101 to <2 x i64>, !dbg !102
  %104 = add <2 x i64> %96, %102, !dbg !104
  %105 = add <2 x i64> %97, %103, !dbg !104
  %106 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !102
  %107 = getelementptr inbounds i8, ptr %3, i64 168, !dbg !102
  %108 = load <2 x i32>, ptr %106, align 16, !dbg !102, !tbaa !68
  %109 = load <2 x i32>, ptr %107, align 8, !dbg !102, !tbaa !68
  %110 = sext <2 x i32> %108 to <2 x i64>, !dbg !102
  %111 = sext <2 x i32> %109 to <2 x i64>, !dbg !102
  %112 = add <2 x i64> %104, %110, !dbg !104
  %113 = add <2 x i64> %105, %111, !dbg !104
  %114 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !102
  %115 = getelementptr inbounds i8, ptr %3, i64 184, !dbg !102
  %116 = load <2 x i32>, ptr %114, align 16, !dbg !102, !tbaa !68
  %117 = load <2 x i32>, ptr %115, align 8, !dbg !102, !tbaa !68
  %118 = sext <2 x i32> %116 to <2 x i64>, !dbg !102
  %119 = sext <2 x i32> %117 to <2 x i64>, !dbg !102
  %120 = add <2 x i64> %112, %118, !dbg !104
  %121 = add <2 x i64> %113, %119, !dbg !104
  %122 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !102
  %123 = getelementptr inbounds i8, ptr %3, i64 200, !dbg !102
  %124 = load <2 x i32>, ptr %122, align 16, !dbg !102, !tbaa !68
  %125 = load <2 x i32>, ptr %123, align 8, !dbg !102, !tbaa !68
  %126 = sext <2 x i32> %124 to <2 x i64>, !dbg !102
  %127 = sext <2 x i32> %125 to <2 x i64>, !dbg !102
  %128 = add <2 x i64> %120, %126, !dbg !104
  %129 = add <2 x i64> %121, %127, !dbg !104
  %130 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !102
  %131 = getelementptr inbounds i8, ptr %3, i64 216, !dbg !102
  %132 = load <2 x i32>, ptr %130, align 16, !dbg !102, !tbaa !68
  %133 = load <2 x i32>, ptr %131, align 8, !dbg !102, !tbaa !68
  %134 = sext <2 x i32> %132 to <2 x i64>, !dbg !102
  %135 = sext <2 x i32> %133 to <2 x i64>, !dbg !102
  %136 = add <2 x i64> %128, %134, !dbg !104
  %137 = add <2 x i64> %129, %135, !dbg !104
  %138 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !102
  %139 = getelementptr inbounds i8, ptr %3, i64 232, !dbg !102
  %140 = load <2 x i32>, ptr %138, align 16, !dbg !102, !tbaa !68
  %141 = load <2 x i32>, ptr %139, align 8, !dbg !102, !tbaa !68
  %142 = sext <2 x i32> %140 to <2 x i64>, !dbg !102
  %143 = sext <2 x i32> %141 to <2 x i64>, !dbg !102
  %144 = add <2 x i64> %136, %142, !dbg !104
  %145 = add <2 x i64> %137, %143, !dbg !104
  %146 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !102
  %147 = getelementptr inbounds i8, ptr %3, i64 248, !dbg !102
  %148 = load <2 x i32>, ptr %146, align 16, !dbg !102, !tbaa !68
  %149 = load <2 x i32>, ptr %147, align 8, !dbg !102, !tbaa !68
  %150 = sext <2 x i32> %148 to <2 x i64>, !dbg !102
  %151 = sext <2 x i32> %149 to <2 x i64>, !dbg !102
  %152 = add <2 x i64> %144, %150, !dbg !104
  %153 = add <2 x i64> %145, %151, !dbg !104
  %154 = add <2 x i64> %153, %152, !dbg !105
  %155 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %154), !dbg !105
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %155), !dbg !106
    #dbg_value(i32 10, !59, !DIExpression(), !61)
  %157 = call i32 asm sideeffect "", "=r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 10) #6, !dbg !107, !srcloc !108
    #dbg_value(i32 %157, !59, !DIExpression(), !61)
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %157), !dbg !109
  %159 = trunc i64 %155 to i32, !dbg !110
  %160 = and i32 %159, 255, !dbg !110
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #6, !dbg !111
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6, !dbg !111
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6, !dbg !111
  ret i32 %160, !dbg !112
}

; Function Attrs: nofree nounwind
declare !dbg !113 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @opaque_loop() unnamed_addr #2 !dbg !120 {
    #dbg_value(i64 1000, !129, !DIExpression(), !136)
    #dbg_value(i64 0, !130, !DIExpression(), !136)
    #dbg_value(i64 0, !131, !DIExpression(), !137)
  br label %2, !dbg !138

1:                                                ; preds = %2
  ret i64 %7, !dbg !139

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %7, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %8, %2 ]
    #dbg_value(i64 %3, !130, !DIExpression(), !136)
    #dbg_value(i64 %4, !131, !DIExpression(), !137)
  %5 = mul nuw nsw i64 %4, %4, !dbg !140
    #dbg_value(i64 %5, !133, !DIExpression(), !141)
  %6 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %5) #7, !dbg !142, !srcloc !143
    #dbg_value(i64 %6, !133, !DIExpression(), !141)
  %7 = add i64 %6, %3, !dbg !144
    #dbg_value(i64 %7, !130, !DIExpression(), !136)
  %8 = add nuw nsw i64 %4, 1, !dbg !145
    #dbg_value(i64 %8, !131, !DIExpression(), !137)
  %9 = icmp eq i64 %8, 1000, !dbg !146
  br i1 %9, label %1, label %2, !dbg !138, !llvm.loop !147
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @memory_fence_flag(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #4 !dbg !150 {
    #dbg_value(ptr %0, !155, !DIExpression(), !157)
    #dbg_value(ptr %1, !156, !DIExpression(), !157)
  store i32 42, ptr %1, align 4, !dbg !158, !tbaa !68
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !159, !srcloc !160
  store i32 1, ptr %0, align 4, !dbg !161, !tbaa !68
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !162, !srcloc !163
  %3 = load i32, ptr %1, align 4, !dbg !164, !tbaa !68
  %4 = load i32, ptr %0, align 4, !dbg !165, !tbaa !68
  %5 = add nsw i32 %4, %3, !dbg !166
  ret i32 %5, !dbg !167
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @keep_alive(i32 noundef %0) unnamed_addr #4 !dbg !168 {
    #dbg_value(i32 %0, !172, !DIExpression(), !173)
  tail call void asm sideeffect "", "r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #6, !dbg !174, !srcloc !175
  ret void, !dbg !176
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @fp_barrier() unnamed_addr #2 !dbg !177 {
    #dbg_value(double 1.250000e+00, !182, !DIExpression(), !183)
  %1 = tail call double asm "", "=x,0,~{dirflag},~{fpsr},~{flags}"(double 1.250000e+00) #7, !dbg !184, !srcloc !185
    #dbg_value(double %1, !182, !DIExpression(), !183)
  %2 = fmul double %1, 2.000000e+00, !dbg !186
  ret double %2, !dbg !187
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @mem_operand() unnamed_addr #4 !dbg !188 {
  %1 = alloca i32, align 4, !DIAssignID !193
    #dbg_assign(i1 undef, !192, !DIExpression(), !193, ptr %1, !DIExpression(), !194)
  store i32 41, ptr %1, align 4, !tbaa !68, !DIAssignID !195
    #dbg_assign(i32 41, !192, !DIExpression(), !195, ptr %1, !DIExpression(), !194)
  call void asm "", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %1, ptr nonnull elementtype(i32) %1) #6, !dbg !196, !srcloc !197
  %2 = load i32, ptr %1, align 4, !dbg !198, !tbaa !68
  %3 = add nsw i32 %2, 1, !dbg !199
  ret i32 %3, !dbg !200
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @multi() unnamed_addr #2 !dbg !201 {
    #dbg_value(i32 -252645136, !208, !DIExpression(), !210)
    #dbg_value(i32 267390960, !209, !DIExpression(), !210)
  %1 = tail call { i32, i32 } asm "", "=r,=r,0,1,~{dirflag},~{fpsr},~{flags}"(i32 -252645136, i32 267390960) #7, !dbg !211, !srcloc !212
  %2 = extractvalue { i32, i32 } %1, 0, !dbg !211
  %3 = extractvalue { i32, i32 } %1, 1, !dbg !211
    #dbg_value(i32 %2, !208, !DIExpression(), !210)
    #dbg_value(i32 %3, !209, !DIExpression(), !210)
  %4 = xor i32 %2, %3, !dbg !213
  ret i32 %4, !dbg !214
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind memory(none) }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_barriers.c", directory: ".", checksumkind: CSK_MD5, checksum: "fd49b82ff140c9fbd26cdcf38a068f6a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 26)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !31, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !30}
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!0, !7, !12, !17, !22}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !41, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!30}
!43 = !{!44, !45, !46, !47, !49, !53, !55, !57, !59}
!44 = !DILocalVariable(name: "flag", scope: !40, file: !2, line: 22, type: !30)
!45 = !DILocalVariable(name: "data", scope: !40, file: !2, line: 22, type: !30)
!46 = !DILocalVariable(name: "fr", scope: !40, file: !2, line: 22, type: !30)
!47 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 23, type: !30)
!48 = distinct !DILexicalBlock(scope: !40, file: !2, line: 23, column: 5)
!49 = !DILocalVariable(name: "arr", scope: !40, file: !2, line: 25, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 2048, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 64)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 25, type: !30)
!54 = distinct !DILexicalBlock(scope: !40, file: !2, line: 25, column: 18)
!55 = !DILocalVariable(name: "s", scope: !40, file: !2, line: 26, type: !56)
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 26, type: !30)
!58 = distinct !DILexicalBlock(scope: !40, file: !2, line: 26, column: 17)
!59 = !DILocalVariable(name: "x", scope: !40, file: !2, line: 27, type: !30)
!60 = distinct !DIAssignID()
!61 = !DILocation(line: 0, scope: !40)
!62 = distinct !DIAssignID()
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 21, column: 54, scope: !40)
!65 = !DILocation(line: 21, column: 5, scope: !40)
!66 = !DILocation(line: 22, column: 5, scope: !40)
!67 = !DILocation(line: 22, column: 9, scope: !40)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 22, column: 19, scope: !40)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 22, column: 38, scope: !40)
!76 = !DILocation(line: 22, column: 112, scope: !40)
!77 = !DILocation(line: 22, column: 118, scope: !40)
!78 = !DILocation(line: 22, column: 71, scope: !40)
!79 = !DILocation(line: 0, scope: !48)
!80 = !DILocation(line: 23, column: 33, scope: !81)
!81 = distinct !DILexicalBlock(scope: !48, file: !2, line: 23, column: 5)
!82 = !DILocation(line: 24, column: 41, scope: !40)
!83 = !DILocation(line: 24, column: 59, scope: !40)
!84 = !DILocation(line: 24, column: 76, scope: !40)
!85 = !DILocation(line: 24, column: 5, scope: !40)
!86 = !DILocation(line: 25, column: 5, scope: !40)
!87 = !DILocation(line: 0, scope: !54)
!88 = !DILocation(line: 25, column: 54, scope: !89)
!89 = distinct !DILexicalBlock(scope: !54, file: !2, line: 25, column: 18)
!90 = !DILocation(line: 25, column: 47, scope: !89)
!91 = !DILocalVariable(name: "p", arg: 1, scope: !92, file: !2, line: 18, type: !95)
!92 = distinct !DISubprogram(name: "do_not_optimize", scope: !2, file: !2, line: 18, type: !93, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !{!91}
!97 = !DILocation(line: 0, scope: !92, inlinedAt: !98)
!98 = distinct !DILocation(line: 25, column: 59, scope: !40)
!99 = !DILocation(line: 18, column: 47, scope: !92, inlinedAt: !98)
!100 = !{i64 1071}
!101 = !DILocation(line: 0, scope: !58)
!102 = !DILocation(line: 26, column: 51, scope: !103)
!103 = distinct !DILexicalBlock(scope: !58, file: !2, line: 26, column: 17)
!104 = !DILocation(line: 26, column: 48, scope: !103)
!105 = !DILocation(line: 26, column: 17, scope: !58)
!106 = !DILocation(line: 26, column: 59, scope: !40)
!107 = !DILocation(line: 27, column: 17, scope: !40)
!108 = !{i64 1664}
!109 = !DILocation(line: 27, column: 58, scope: !40)
!110 = !DILocation(line: 28, column: 12, scope: !40)
!111 = !DILocation(line: 29, column: 1, scope: !40)
!112 = !DILocation(line: 28, column: 5, scope: !40)
!113 = !DISubprogram(name: "printf", scope: !114, file: !114, line: 356, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!115 = !DISubroutineType(types: !116)
!116 = !{!30, !117, null}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!120 = distinct !DISubprogram(name: "opaque_loop", scope: !2, file: !2, line: 6, type: !121, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !128)
!121 = !DISubroutineType(cc: DW_CC_nocall, types: !122)
!122 = !{!123, !123}
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !124, line: 27, baseType: !125)
!124 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !126, line: 45, baseType: !127)
!126 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!127 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!128 = !{!129, !130, !131, !133}
!129 = !DILocalVariable(name: "n", arg: 1, scope: !120, file: !2, line: 6, type: !123)
!130 = !DILocalVariable(name: "s", scope: !120, file: !2, line: 7, type: !123)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 8, type: !123)
!132 = distinct !DILexicalBlock(scope: !120, file: !2, line: 8, column: 5)
!133 = !DILocalVariable(name: "v", scope: !134, file: !2, line: 8, type: !123)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 8, column: 38)
!135 = distinct !DILexicalBlock(scope: !132, file: !2, line: 8, column: 5)
!136 = !DILocation(line: 0, scope: !120)
!137 = !DILocation(line: 0, scope: !132)
!138 = !DILocation(line: 8, column: 5, scope: !132)
!139 = !DILocation(line: 9, column: 5, scope: !120)
!140 = !DILocation(line: 8, column: 55, scope: !134)
!141 = !DILocation(line: 0, scope: !134)
!142 = !DILocation(line: 8, column: 60, scope: !134)
!143 = !{i64 353}
!144 = !DILocation(line: 8, column: 85, scope: !134)
!145 = !DILocation(line: 8, column: 34, scope: !135)
!146 = !DILocation(line: 8, column: 28, scope: !135)
!147 = distinct !{!147, !138, !148, !149}
!148 = !DILocation(line: 8, column: 91, scope: !132)
!149 = !{!"llvm.loop.mustprogress"}
!150 = distinct !DISubprogram(name: "memory_fence_flag", scope: !2, file: !2, line: 11, type: !151, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !154)
!151 = !DISubroutineType(types: !152)
!152 = !{!30, !153, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!154 = !{!155, !156}
!155 = !DILocalVariable(name: "flag", arg: 1, scope: !150, file: !2, line: 11, type: !153)
!156 = !DILocalVariable(name: "data", arg: 2, scope: !150, file: !2, line: 11, type: !153)
!157 = !DILocation(line: 0, scope: !150)
!158 = !DILocation(line: 12, column: 11, scope: !150)
!159 = !DILocation(line: 12, column: 17, scope: !150)
!160 = !{i64 506}
!161 = !DILocation(line: 12, column: 58, scope: !150)
!162 = !DILocation(line: 12, column: 63, scope: !150)
!163 = !{i64 552}
!164 = !DILocation(line: 12, column: 105, scope: !150)
!165 = !DILocation(line: 12, column: 113, scope: !150)
!166 = !DILocation(line: 12, column: 111, scope: !150)
!167 = !DILocation(line: 12, column: 98, scope: !150)
!168 = distinct !DISubprogram(name: "keep_alive", scope: !2, file: !2, line: 14, type: !169, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !171)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !30}
!171 = !{!172}
!172 = !DILocalVariable(name: "v", arg: 1, scope: !168, file: !2, line: 14, type: !30)
!173 = !DILocation(line: 0, scope: !168)
!174 = !DILocation(line: 14, column: 59, scope: !168)
!175 = !{i64 669}
!176 = !DILocation(line: 14, column: 92, scope: !168)
!177 = distinct !DISubprogram(name: "fp_barrier", scope: !2, file: !2, line: 15, type: !178, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !181)
!178 = !DISubroutineType(cc: DW_CC_nocall, types: !179)
!179 = !{!180, !180}
!180 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!181 = !{!182}
!182 = !DILocalVariable(name: "x", arg: 1, scope: !177, file: !2, line: 15, type: !180)
!183 = !DILocation(line: 0, scope: !177)
!184 = !DILocation(line: 15, column: 64, scope: !177)
!185 = !{i64 758}
!186 = !DILocation(line: 15, column: 96, scope: !177)
!187 = !DILocation(line: 15, column: 87, scope: !177)
!188 = distinct !DISubprogram(name: "mem_operand", scope: !2, file: !2, line: 16, type: !189, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !191)
!189 = !DISubroutineType(cc: DW_CC_nocall, types: !190)
!190 = !{!30, !30}
!191 = !{!192}
!192 = !DILocalVariable(name: "x", arg: 1, scope: !188, file: !2, line: 16, type: !30)
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !188)
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 16, column: 59, scope: !188)
!197 = !{i64 855}
!198 = !DILocation(line: 16, column: 89, scope: !188)
!199 = !DILocation(line: 16, column: 91, scope: !188)
!200 = !DILocation(line: 16, column: 82, scope: !188)
!201 = distinct !DISubprogram(name: "multi", scope: !2, file: !2, line: 17, type: !202, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !207)
!202 = !DISubroutineType(cc: DW_CC_nocall, types: !203)
!203 = !{!204, !204, !204}
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !124, line: 26, baseType: !205)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !126, line: 42, baseType: !206)
!206 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!207 = !{!208, !209}
!208 = !DILocalVariable(name: "a", arg: 1, scope: !201, file: !2, line: 17, type: !204)
!209 = !DILocalVariable(name: "b", arg: 2, scope: !201, file: !2, line: 17, type: !204)
!210 = !DILocation(line: 0, scope: !201)
!211 = !DILocation(line: 17, column: 75, scope: !201)
!212 = !{i64 968}
!213 = !DILocation(line: 17, column: 116, scope: !201)
!214 = !DILocation(line: 17, column: 107, scope: !201)
