; ModuleID = 'programs/static_locals.c'
source_filename = "programs/static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"id %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"fib(90)=%llu fib(50)=%llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [13 x i8] c"depth %d %d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [13 x i8] c"f1=%d f2=%d\0A\00", align 1, !dbg !22
@.str.7 = private unnamed_addr constant [8 x i8] c"avg=%g\0A\00", align 1, !dbg !24
@.str.8 = private unnamed_addr constant [25 x i8] c"sfl=%g sshort=%d suc=%u\0A\00", align 1, !dbg !29
@.str.9 = private unnamed_addr constant [8 x i8] c"suc %u \00", align 1, !dbg !34
@next_id.id = internal unnamed_addr global i32 100, align 4, !dbg !36
@fib_memo.cache = internal unnamed_addr global [94 x i64] zeroinitializer, align 16, !dbg !55
@fib_memo.init = internal unnamed_addr global i1 false, align 4, !dbg !164
@.str.12 = private unnamed_addr constant [4 x i8] c"Mar\00", align 1, !dbg !71
@.str.15 = private unnamed_addr constant [4 x i8] c"Jun\00", align 1, !dbg !77
@.str.18 = private unnamed_addr constant [4 x i8] c"Sep\00", align 1, !dbg !83
@.str.21 = private unnamed_addr constant [4 x i8] c"Dec\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !104
@depth_tracker.maxdepth = internal unnamed_addr global i32 0, align 4, !dbg !106
@depth_tracker.cur = internal unnamed_addr global i32 0, align 4, !dbg !113
@f1.x = internal unnamed_addr global i32 1, align 4, !dbg !115
@f2.x = internal unnamed_addr global i32 1, align 4, !dbg !118
@fmt_num.buf = internal global [32 x i8] zeroinitializer, align 16, !dbg !121
@.str.23 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1, !dbg !132
@running_avg.sum = internal unnamed_addr global double 0.000000e+00, align 8, !dbg !137
@running_avg.n = internal unnamed_addr global i64 0, align 8, !dbg !144
@sfl.f = internal unnamed_addr global float 5.000000e-01, align 4, !dbg !147
@sshort.s = internal unnamed_addr global i16 30000, align 2, !dbg !153
@suc.c = internal unnamed_addr global i8 -6, align 1, !dbg !158

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483648, 2147483548) i32 @main() local_unnamed_addr #0 !dbg !173 {
    #dbg_value(i32 0, !175, !DIExpression(), !200)
  %1 = load i32, ptr @next_id.id, align 4, !dbg !201, !tbaa !204
  %2 = add nsw i32 %1, 1, !dbg !201
  store i32 %2, ptr @next_id.id, align 4, !dbg !201, !tbaa !204
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1), !dbg !208
    #dbg_value(i32 1, !175, !DIExpression(), !200)
  %4 = load i32, ptr @next_id.id, align 4, !dbg !201, !tbaa !204
  %5 = add nsw i32 %4, 1, !dbg !201
  store i32 %5, ptr @next_id.id, align 4, !dbg !201, !tbaa !204
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4), !dbg !208
    #dbg_value(i32 2, !175, !DIExpression(), !200)
  %7 = load i32, ptr @next_id.id, align 4, !dbg !201, !tbaa !204
  %8 = add nsw i32 %7, 1, !dbg !201
  store i32 %8, ptr @next_id.id, align 4, !dbg !201, !tbaa !204
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7), !dbg !208
    #dbg_value(i32 3, !175, !DIExpression(), !200)
  %10 = tail call fastcc i64 @fib_memo(i32 noundef 90), !dbg !209
  %11 = tail call fastcc i64 @fib_memo(i32 noundef 50), !dbg !210
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %10, i64 noundef %11), !dbg !211
    #dbg_value(i64 0, !177, !DIExpression(), !212)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.22), !dbg !213
    #dbg_value(i64 3, !177, !DIExpression(), !212)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.12), !dbg !213
    #dbg_value(i64 6, !177, !DIExpression(), !212)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.15), !dbg !213
    #dbg_value(i64 9, !177, !DIExpression(), !212)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.18), !dbg !213
    #dbg_value(i64 12, !177, !DIExpression(), !212)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.21), !dbg !213
    #dbg_value(i64 15, !177, !DIExpression(), !212)
  %18 = tail call i32 @putchar(i32 10), !dbg !215
  %19 = tail call fastcc i32 @depth_tracker(i32 noundef 5), !dbg !216
    #dbg_value(i32 %19, !179, !DIExpression(), !217)
  %20 = tail call fastcc i32 @depth_tracker(i32 noundef 12), !dbg !218
    #dbg_value(i32 %20, !180, !DIExpression(), !217)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %19, i32 noundef %20), !dbg !219
    #dbg_value(i32 0, !181, !DIExpression(), !220)
  %22 = load i32, ptr @f1.x, align 4, !dbg !221, !tbaa !204
  %23 = shl nsw i32 %22, 1, !dbg !221
  store i32 %23, ptr @f1.x, align 4, !dbg !221, !tbaa !204
    #dbg_value(i32 %23, !183, !DIExpression(), !223)
  %24 = load i32, ptr @f2.x, align 4, !dbg !224, !tbaa !204
  %25 = mul nsw i32 %24, 3, !dbg !224
  store i32 %25, ptr @f2.x, align 4, !dbg !224, !tbaa !204
    #dbg_value(i32 %25, !186, !DIExpression(), !223)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %23, i32 noundef %25), !dbg !226
    #dbg_value(i32 1, !181, !DIExpression(), !220)
  %27 = load i32, ptr @f1.x, align 4, !dbg !221, !tbaa !204
  %28 = shl nsw i32 %27, 1, !dbg !221
  store i32 %28, ptr @f1.x, align 4, !dbg !221, !tbaa !204
    #dbg_value(i32 %28, !183, !DIExpression(), !223)
  %29 = load i32, ptr @f2.x, align 4, !dbg !224, !tbaa !204
  %30 = mul nsw i32 %29, 3, !dbg !224
  store i32 %30, ptr @f2.x, align 4, !dbg !224, !tbaa !204
    #dbg_value(i32 %30, !186, !DIExpression(), !223)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %28, i32 noundef %30), !dbg !226
    #dbg_value(i32 2, !181, !DIExpression(), !220)
  %32 = load i32, ptr @f1.x, align 4, !dbg !221, !tbaa !204
  %33 = shl nsw i32 %32, 1, !dbg !221
  store i32 %33, ptr @f1.x, align 4, !dbg !221, !tbaa !204
    #dbg_value(i32 %33, !183, !DIExpression(), !223)
  %34 = load i32, ptr @f2.x, align 4, !dbg !224, !tbaa !204
  %35 = mul nsw i32 %34, 3, !dbg !224
  store i32 %35, ptr @f2.x, align 4, !dbg !224, !tbaa !204
    #dbg_value(i32 %35, !186, !DIExpression(), !223)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %33, i32 noundef %35), !dbg !226
    #dbg_value(i32 3, !181, !DIExpression(), !220)
  %37 = load i32, ptr @f1.x, align 4, !dbg !221, !tbaa !204
  %38 = shl nsw i32 %37, 1, !dbg !221
  store i32 %38, ptr @f1.x, align 4, !dbg !221, !tbaa !204
    #dbg_value(i32 %38, !183, !DIExpression(), !223)
  %39 = load i32, ptr @f2.x, align 4, !dbg !224, !tbaa !204
  %40 = mul nsw i32 %39, 3, !dbg !224
  store i32 %40, ptr @f2.x, align 4, !dbg !224, !tbaa !204
    #dbg_value(i32 %40, !186, !DIExpression(), !223)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %38, i32 noundef %40), !dbg !226
    #dbg_value(i32 4, !181, !DIExpression(), !220)
    #dbg_value(i32 1, !128, !DIExpression(), !227)
  %42 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @fmt_num.buf, i64 noundef 32, ptr noundef nonnull @.str.23, i32 noundef 1) #5, !dbg !229
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @fmt_num.buf), !dbg !230
    #dbg_value(i32 22, !128, !DIExpression(), !231)
  %44 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @fmt_num.buf, i64 noundef 32, ptr noundef nonnull @.str.23, i32 noundef 22) #5, !dbg !233
  %45 = tail call i32 @puts(ptr nonnull dereferenceable(1) @fmt_num.buf), !dbg !234
    #dbg_value(double 0.000000e+00, !187, !DIExpression(), !217)
    #dbg_value(i32 1, !188, !DIExpression(), !235)
  %46 = load double, ptr @running_avg.sum, align 8, !tbaa !236
  %47 = load i64, ptr @running_avg.n, align 8, !tbaa !238
    #dbg_value(double 1.000000e+00, !143, !DIExpression(), !240)
  %48 = fadd double %46, 1.000000e+00, !dbg !243
    #dbg_value(double poison, !187, !DIExpression(), !217)
    #dbg_value(i32 2, !188, !DIExpression(), !235)
    #dbg_value(double 4.000000e+00, !143, !DIExpression(), !240)
  %49 = fadd double %48, 4.000000e+00, !dbg !243
    #dbg_value(i32 3, !188, !DIExpression(), !235)
    #dbg_value(double 9.000000e+00, !143, !DIExpression(), !240)
  %50 = fadd double %49, 9.000000e+00, !dbg !243
    #dbg_value(i32 4, !188, !DIExpression(), !235)
    #dbg_value(double 1.600000e+01, !143, !DIExpression(), !240)
  %51 = fadd double %50, 1.600000e+01, !dbg !243
    #dbg_value(i32 5, !188, !DIExpression(), !235)
    #dbg_value(double 2.500000e+01, !143, !DIExpression(), !240)
  %52 = fadd double %51, 2.500000e+01, !dbg !243
    #dbg_value(i32 6, !188, !DIExpression(), !235)
    #dbg_value(double 3.600000e+01, !143, !DIExpression(), !240)
  %53 = fadd double %52, 3.600000e+01, !dbg !243
    #dbg_value(i32 7, !188, !DIExpression(), !235)
    #dbg_value(double 4.900000e+01, !143, !DIExpression(), !240)
  %54 = fadd double %53, 4.900000e+01, !dbg !243
    #dbg_value(i32 8, !188, !DIExpression(), !235)
    #dbg_value(double 6.400000e+01, !143, !DIExpression(), !240)
  %55 = fadd double %54, 6.400000e+01, !dbg !243
    #dbg_value(i32 9, !188, !DIExpression(), !235)
    #dbg_value(double 8.100000e+01, !143, !DIExpression(), !240)
  %56 = fadd double %55, 8.100000e+01, !dbg !243
    #dbg_value(i32 10, !188, !DIExpression(), !235)
    #dbg_value(double 1.000000e+02, !143, !DIExpression(), !240)
  %57 = fadd double %56, 1.000000e+02, !dbg !243
    #dbg_value(i32 11, !188, !DIExpression(), !235)
  %58 = add i64 %47, 10, !dbg !244
  %59 = sitofp i64 %58 to double
  %60 = fdiv double %57, %59
  store double %57, ptr @running_avg.sum, align 8, !dbg !243, !tbaa !236
  store i64 %58, ptr @running_avg.n, align 8, !dbg !245, !tbaa !238
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %60), !dbg !246
    #dbg_value(i32 0, !190, !DIExpression(), !247)
  %62 = load float, ptr @sfl.f, align 4, !dbg !248, !tbaa !250
  %63 = fmul float %62, 1.500000e+00, !dbg !252
  store float %63, ptr @sfl.f, align 4, !dbg !253, !tbaa !250
  %64 = fpext float %63 to double, !dbg !254
    #dbg_value(double %64, !192, !DIExpression(), !255)
  %65 = load i16, ptr @sshort.s, align 2, !dbg !256, !tbaa !258
  %66 = add i16 %65, 1000, !dbg !260
  store i16 %66, ptr @sshort.s, align 2, !dbg !261, !tbaa !258
  %67 = sext i16 %66 to i32, !dbg !262
    #dbg_value(i32 %67, !195, !DIExpression(), !255)
  %68 = load i8, ptr @suc.c, align 1, !dbg !263, !tbaa !265
  %69 = add i8 %68, 1, !dbg !263
  store i8 %69, ptr @suc.c, align 1, !dbg !263, !tbaa !265
  %70 = zext i8 %68 to i32, !dbg !266
    #dbg_value(i32 %70, !196, !DIExpression(), !255)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %64, i32 noundef %67, i32 noundef %70), !dbg !267
    #dbg_value(i32 1, !190, !DIExpression(), !247)
  %72 = load float, ptr @sfl.f, align 4, !dbg !248, !tbaa !250
  %73 = fmul float %72, 1.500000e+00, !dbg !252
  store float %73, ptr @sfl.f, align 4, !dbg !253, !tbaa !250
  %74 = fpext float %73 to double, !dbg !254
    #dbg_value(double %74, !192, !DIExpression(), !255)
  %75 = load i16, ptr @sshort.s, align 2, !dbg !256, !tbaa !258
  %76 = add i16 %75, 1000, !dbg !260
  store i16 %76, ptr @sshort.s, align 2, !dbg !261, !tbaa !258
  %77 = sext i16 %76 to i32, !dbg !262
    #dbg_value(i32 %77, !195, !DIExpression(), !255)
  %78 = load i8, ptr @suc.c, align 1, !dbg !263, !tbaa !265
  %79 = add i8 %78, 1, !dbg !263
  store i8 %79, ptr @suc.c, align 1, !dbg !263, !tbaa !265
  %80 = zext i8 %78 to i32, !dbg !266
    #dbg_value(i32 %80, !196, !DIExpression(), !255)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %74, i32 noundef %77, i32 noundef %80), !dbg !267
    #dbg_value(i32 2, !190, !DIExpression(), !247)
  %82 = load float, ptr @sfl.f, align 4, !dbg !248, !tbaa !250
  %83 = fmul float %82, 1.500000e+00, !dbg !252
  store float %83, ptr @sfl.f, align 4, !dbg !253, !tbaa !250
  %84 = fpext float %83 to double, !dbg !254
    #dbg_value(double %84, !192, !DIExpression(), !255)
  %85 = load i16, ptr @sshort.s, align 2, !dbg !256, !tbaa !258
  %86 = add i16 %85, 1000, !dbg !260
  store i16 %86, ptr @sshort.s, align 2, !dbg !261, !tbaa !258
  %87 = sext i16 %86 to i32, !dbg !262
    #dbg_value(i32 %87, !195, !DIExpression(), !255)
  %88 = load i8, ptr @suc.c, align 1, !dbg !263, !tbaa !265
  %89 = add i8 %88, 1, !dbg !263
  store i8 %89, ptr @suc.c, align 1, !dbg !263, !tbaa !265
  %90 = zext i8 %88 to i32, !dbg !266
    #dbg_value(i32 %90, !196, !DIExpression(), !255)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %84, i32 noundef %87, i32 noundef %90), !dbg !267
    #dbg_value(i32 3, !190, !DIExpression(), !247)
    #dbg_value(i32 0, !198, !DIExpression(), !268)
  %92 = load i8, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %93 = add i8 %92, 1, !dbg !269
  store i8 %93, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %94 = zext i8 %92 to i32, !dbg !272
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %94), !dbg !273
    #dbg_value(i32 1, !198, !DIExpression(), !268)
  %96 = load i8, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %97 = add i8 %96, 1, !dbg !269
  store i8 %97, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %98 = zext i8 %96 to i32, !dbg !272
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %98), !dbg !273
    #dbg_value(i32 2, !198, !DIExpression(), !268)
  %100 = load i8, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %101 = add i8 %100, 1, !dbg !269
  store i8 %101, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %102 = zext i8 %100 to i32, !dbg !272
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %102), !dbg !273
    #dbg_value(i32 3, !198, !DIExpression(), !268)
  %104 = load i8, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %105 = add i8 %104, 1, !dbg !269
  store i8 %105, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %106 = zext i8 %104 to i32, !dbg !272
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %106), !dbg !273
    #dbg_value(i32 4, !198, !DIExpression(), !268)
  %108 = load i8, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %109 = add i8 %108, 1, !dbg !269
  store i8 %109, ptr @suc.c, align 1, !dbg !269, !tbaa !265
  %110 = zext i8 %108 to i32, !dbg !272
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %110), !dbg !273
    #dbg_value(i32 5, !198, !DIExpression(), !268)
  %112 = tail call i32 @putchar(i32 10), !dbg !274
  %113 = load i32, ptr @next_id.id, align 4, !dbg !275, !tbaa !204
  %114 = add nsw i32 %113, 1, !dbg !275
  store i32 %114, ptr @next_id.id, align 4, !dbg !275, !tbaa !204
  %115 = add nsw i32 %113, -100, !dbg !277
  ret i32 %115, !dbg !278
}

; Function Attrs: nofree nounwind
declare !dbg !279 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #2 !dbg !57 {
    #dbg_value(i32 %0, !61, !DIExpression(), !284)
  %2 = load i1, ptr @fib_memo.init, align 4, !dbg !285
  br i1 %2, label %4, label %3, !dbg !287

3:                                                ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(752) @fib_memo.cache, i8 0, i64 752, i1 false), !dbg !288
  store i1 true, ptr @fib_memo.init, align 4, !dbg !290
  br label %4, !dbg !291

4:                                                ; preds = %3, %1
  %5 = icmp slt i32 %0, 2, !dbg !292
  br i1 %5, label %6, label %8, !dbg !294

6:                                                ; preds = %4
  %7 = sext i32 %0 to i64, !dbg !295
  br label %13, !dbg !296

8:                                                ; preds = %4
  %9 = zext nneg i32 %0 to i64, !dbg !297
  %10 = getelementptr inbounds [94 x i64], ptr @fib_memo.cache, i64 0, i64 %9, !dbg !297
  %11 = load i64, ptr %10, align 8, !dbg !297, !tbaa !299
  %12 = icmp eq i64 %11, 0, !dbg !297
  br i1 %12, label %15, label %13, !dbg !301

13:                                               ; preds = %8, %6, %15
  %14 = phi i64 [ %20, %15 ], [ %7, %6 ], [ %11, %8 ]
  ret i64 %14, !dbg !302

15:                                               ; preds = %8
  %16 = add nsw i32 %0, -1, !dbg !303
  %17 = tail call fastcc i64 @fib_memo(i32 noundef %16), !dbg !304
  %18 = add nsw i32 %0, -2, !dbg !305
  %19 = tail call fastcc i64 @fib_memo(i32 noundef %18), !dbg !306
  %20 = add i64 %19, %17, !dbg !307
  store i64 %20, ptr %10, align 8, !dbg !308, !tbaa !299
  br label %13, !dbg !302
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, -2147483648) i32 @depth_tracker(i32 noundef %0) unnamed_addr #2 !dbg !108 {
    #dbg_value(i32 %0, !112, !DIExpression(), !309)
  %2 = load i32, ptr @depth_tracker.cur, align 4, !dbg !310, !tbaa !204
  %3 = add nsw i32 %2, 1, !dbg !310
  store i32 %3, ptr @depth_tracker.cur, align 4, !dbg !310, !tbaa !204
  %4 = load i32, ptr @depth_tracker.maxdepth, align 4, !dbg !311, !tbaa !204
  %5 = icmp slt i32 %2, %4, !dbg !313
  br i1 %5, label %7, label %6, !dbg !314

6:                                                ; preds = %1
  store i32 %3, ptr @depth_tracker.maxdepth, align 4, !dbg !315, !tbaa !204
  br label %7, !dbg !316

7:                                                ; preds = %6, %1
  %8 = phi i32 [ %3, %6 ], [ %4, %1 ]
  %9 = icmp sgt i32 %0, 0, !dbg !317
  br i1 %9, label %10, label %16, !dbg !319

10:                                               ; preds = %7
  %11 = add nsw i32 %0, -1, !dbg !320
  %12 = tail call fastcc i32 @depth_tracker(i32 noundef %11), !dbg !321
  %13 = load i32, ptr @depth_tracker.cur, align 4, !dbg !322, !tbaa !204
  %14 = load i32, ptr @depth_tracker.maxdepth, align 4, !dbg !323, !tbaa !204
  %15 = add nsw i32 %13, -1, !dbg !322
  br label %16, !dbg !321

16:                                               ; preds = %10, %7
  %17 = phi i32 [ %14, %10 ], [ %8, %7 ], !dbg !323
  %18 = phi i32 [ %15, %10 ], [ %2, %7 ], !dbg !322
  store i32 %18, ptr @depth_tracker.cur, align 4, !dbg !322, !tbaa !204
  ret i32 %17, !dbg !324
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !325 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!165, !166, !167, !168, !169, !170, !171}
!llvm.ident = !{!172}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/static_locals.c", directory: ".", checksumkind: CSK_MD5, checksum: "4cdce3f3d2fcaa2ed2f469929bafae3a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 25)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !26, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "id", scope: !38, file: !2, line: 6, type: !41, isLocal: true, isDefinition: true)
!38 = distinct !DISubprogram(name: "next_id", scope: !2, file: !2, line: 6, type: !39, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !47, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44, !45, !46}
!44 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!46 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !48, !17, !22, !53, !24, !29, !34, !36, !55, !65, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !87, !89, !91, !104, !106, !113, !115, !118, !121, !132, !137, !144, !147, !153, !158}
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "cache", scope: !57, file: !2, line: 8, type: !62, isLocal: true, isDefinition: true)
!57 = distinct !DISubprogram(name: "fib_memo", scope: !2, file: !2, line: 7, type: !58, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!44, !41}
!60 = !{!61}
!61 = !DILocalVariable(name: "n", arg: 1, scope: !57, file: !2, line: 7, type: !41)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 6016, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 94)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "init", scope: !57, file: !2, line: 8, type: !41, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "names", scope: !93, file: !2, line: 14, type: !100, isLocal: true, isDefinition: true)
!93 = distinct !DISubprogram(name: "month_name", scope: !2, file: !2, line: 14, type: !94, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !98)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !41}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !{!99}
!99 = !DILocalVariable(name: "m", arg: 1, scope: !93, file: !2, line: 14, type: !41)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 768, elements: !102)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!102 = !{!103}
!103 = !DISubrange(count: 12)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "maxdepth", scope: !108, file: !2, line: 15, type: !41, isLocal: true, isDefinition: true)
!108 = distinct !DISubprogram(name: "depth_tracker", scope: !2, file: !2, line: 15, type: !109, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!41, !41}
!111 = !{!112}
!112 = !DILocalVariable(name: "n", arg: 1, scope: !108, file: !2, line: 15, type: !41)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "cur", scope: !108, file: !2, line: 15, type: !41, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "x", scope: !117, file: !2, line: 16, type: !41, isLocal: true, isDefinition: true)
!117 = distinct !DISubprogram(name: "f1", scope: !2, file: !2, line: 16, type: !39, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "x", scope: !120, file: !2, line: 17, type: !41, isLocal: true, isDefinition: true)
!120 = distinct !DISubprogram(name: "f2", scope: !2, file: !2, line: 17, type: !39, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "buf", scope: !123, file: !2, line: 18, type: !129, isLocal: true, isDefinition: true)
!123 = distinct !DISubprogram(name: "fmt_num", scope: !2, file: !2, line: 18, type: !124, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !127)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !41}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!127 = !{!128}
!128 = !DILocalVariable(name: "v", arg: 1, scope: !123, file: !2, line: 18, type: !41)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 32)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 5)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "sum", scope: !139, file: !2, line: 19, type: !45, isLocal: true, isDefinition: true)
!139 = distinct !DISubprogram(name: "running_avg", scope: !2, file: !2, line: 19, type: !140, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{!45, !45}
!142 = !{!143}
!143 = !DILocalVariable(name: "v", arg: 1, scope: !139, file: !2, line: 19, type: !45)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "n", scope: !139, file: !2, line: 19, type: !146, isLocal: true, isDefinition: true)
!146 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "f", scope: !149, file: !2, line: 20, type: !152, isLocal: true, isDefinition: true)
!149 = distinct !DISubprogram(name: "sfl", scope: !2, file: !2, line: 20, type: !150, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42)
!150 = !DISubroutineType(types: !151)
!151 = !{!152}
!152 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "s", scope: !155, file: !2, line: 21, type: !46, isLocal: true, isDefinition: true)
!155 = distinct !DISubprogram(name: "sshort", scope: !2, file: !2, line: 21, type: !156, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42)
!156 = !DISubroutineType(types: !157)
!157 = !{!46}
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "c", scope: !160, file: !2, line: 22, type: !163, isLocal: true, isDefinition: true)
!160 = distinct !DISubprogram(name: "suc", scope: !2, file: !2, line: 22, type: !161, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42)
!161 = !DISubroutineType(types: !162)
!162 = !{!163}
!163 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!164 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!165 = !{i32 7, !"Dwarf Version", i32 5}
!166 = !{i32 2, !"Debug Info Version", i32 3}
!167 = !{i32 1, !"wchar_size", i32 4}
!168 = !{i32 8, !"PIC Level", i32 2}
!169 = !{i32 7, !"PIE Level", i32 2}
!170 = !{i32 7, !"uwtable", i32 2}
!171 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!172 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!173 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !39, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !174)
!174 = !{!175, !177, !179, !180, !181, !183, !186, !187, !188, !190, !192, !195, !196, !198}
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 25, type: !41)
!176 = distinct !DILexicalBlock(scope: !173, file: !2, line: 25, column: 5)
!177 = !DILocalVariable(name: "m", scope: !178, file: !2, line: 27, type: !41)
!178 = distinct !DILexicalBlock(scope: !173, file: !2, line: 27, column: 5)
!179 = !DILocalVariable(name: "d5", scope: !173, file: !2, line: 28, type: !41)
!180 = !DILocalVariable(name: "d12", scope: !173, file: !2, line: 28, type: !41)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 29, type: !41)
!182 = distinct !DILexicalBlock(scope: !173, file: !2, line: 29, column: 5)
!183 = !DILocalVariable(name: "v1", scope: !184, file: !2, line: 29, type: !41)
!184 = distinct !DILexicalBlock(scope: !185, file: !2, line: 29, column: 33)
!185 = distinct !DILexicalBlock(scope: !182, file: !2, line: 29, column: 5)
!186 = !DILocalVariable(name: "v2", scope: !184, file: !2, line: 29, type: !41)
!187 = !DILocalVariable(name: "a", scope: !173, file: !2, line: 31, type: !45)
!188 = !DILocalVariable(name: "i", scope: !189, file: !2, line: 31, type: !41)
!189 = distinct !DILexicalBlock(scope: !173, file: !2, line: 31, column: 19)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 32, type: !41)
!191 = distinct !DILexicalBlock(scope: !173, file: !2, line: 32, column: 5)
!192 = !DILocalVariable(name: "v1", scope: !193, file: !2, line: 32, type: !45)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 32, column: 33)
!194 = distinct !DILexicalBlock(scope: !191, file: !2, line: 32, column: 5)
!195 = !DILocalVariable(name: "v2", scope: !193, file: !2, line: 32, type: !41)
!196 = !DILocalVariable(name: "v3", scope: !193, file: !2, line: 32, type: !197)
!197 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 33, type: !41)
!199 = distinct !DILexicalBlock(scope: !173, file: !2, line: 33, column: 5)
!200 = !DILocation(line: 0, scope: !176)
!201 = !DILocation(line: 6, column: 58, scope: !38, inlinedAt: !202)
!202 = distinct !DILocation(line: 25, column: 51, scope: !203)
!203 = distinct !DILexicalBlock(scope: !176, file: !2, line: 25, column: 5)
!204 = !{!205, !205, i64 0}
!205 = !{!"int", !206, i64 0}
!206 = !{!"omnipotent char", !207, i64 0}
!207 = !{!"Simple C/C++ TBAA"}
!208 = !DILocation(line: 25, column: 33, scope: !203)
!209 = !DILocation(line: 26, column: 43, scope: !173)
!210 = !DILocation(line: 26, column: 57, scope: !173)
!211 = !DILocation(line: 26, column: 5, scope: !173)
!212 = !DILocation(line: 0, scope: !178)
!213 = !DILocation(line: 27, column: 38, scope: !214)
!214 = distinct !DILexicalBlock(scope: !178, file: !2, line: 27, column: 5)
!215 = !DILocation(line: 27, column: 68, scope: !173)
!216 = !DILocation(line: 28, column: 14, scope: !173)
!217 = !DILocation(line: 0, scope: !173)
!218 = !DILocation(line: 28, column: 42, scope: !173)
!219 = !DILocation(line: 28, column: 61, scope: !173)
!220 = !DILocation(line: 0, scope: !182)
!221 = !DILocation(line: 16, column: 50, scope: !117, inlinedAt: !222)
!222 = distinct !DILocation(line: 29, column: 44, scope: !184)
!223 = !DILocation(line: 0, scope: !184)
!224 = !DILocation(line: 17, column: 50, scope: !120, inlinedAt: !225)
!225 = distinct !DILocation(line: 29, column: 59, scope: !184)
!226 = !DILocation(line: 29, column: 65, scope: !184)
!227 = !DILocation(line: 0, scope: !123, inlinedAt: !228)
!228 = distinct !DILocation(line: 30, column: 19, scope: !173)
!229 = !DILocation(line: 18, column: 52, scope: !123, inlinedAt: !228)
!230 = !DILocation(line: 30, column: 5, scope: !173)
!231 = !DILocation(line: 0, scope: !123, inlinedAt: !232)
!232 = distinct !DILocation(line: 30, column: 47, scope: !173)
!233 = !DILocation(line: 18, column: 52, scope: !123, inlinedAt: !232)
!234 = !DILocation(line: 30, column: 32, scope: !173)
!235 = !DILocation(line: 0, scope: !189)
!236 = !{!237, !237, i64 0}
!237 = !{!"double", !206, i64 0}
!238 = !{!239, !239, i64 0}
!239 = !{!"long", !206, i64 0}
!240 = !DILocation(line: 0, scope: !139, inlinedAt: !241)
!241 = distinct !DILocation(line: 31, column: 53, scope: !242)
!242 = distinct !DILexicalBlock(scope: !189, file: !2, line: 31, column: 19)
!243 = !DILocation(line: 19, column: 77, scope: !139, inlinedAt: !241)
!244 = !DILocation(line: 31, column: 19, scope: !189)
!245 = !DILocation(line: 19, column: 84, scope: !139, inlinedAt: !241)
!246 = !DILocation(line: 31, column: 73, scope: !173)
!247 = !DILocation(line: 0, scope: !191)
!248 = !DILocation(line: 20, column: 53, scope: !149, inlinedAt: !249)
!249 = distinct !DILocation(line: 32, column: 47, scope: !193)
!250 = !{!251, !251, i64 0}
!251 = !{!"float", !206, i64 0}
!252 = !DILocation(line: 20, column: 55, scope: !149, inlinedAt: !249)
!253 = !DILocation(line: 20, column: 51, scope: !149, inlinedAt: !249)
!254 = !DILocation(line: 32, column: 47, scope: !193)
!255 = !DILocation(line: 0, scope: !193)
!256 = !DILocation(line: 21, column: 65, scope: !155, inlinedAt: !257)
!257 = distinct !DILocation(line: 32, column: 63, scope: !193)
!258 = !{!259, !259, i64 0}
!259 = !{!"short", !206, i64 0}
!260 = !DILocation(line: 21, column: 67, scope: !155, inlinedAt: !257)
!261 = !DILocation(line: 21, column: 55, scope: !155, inlinedAt: !257)
!262 = !DILocation(line: 32, column: 63, scope: !193)
!263 = !DILocation(line: 22, column: 72, scope: !160, inlinedAt: !264)
!264 = distinct !DILocation(line: 32, column: 87, scope: !193)
!265 = !{!206, !206, i64 0}
!266 = !DILocation(line: 32, column: 87, scope: !193)
!267 = !DILocation(line: 32, column: 94, scope: !193)
!268 = !DILocation(line: 0, scope: !199)
!269 = !DILocation(line: 22, column: 72, scope: !160, inlinedAt: !270)
!270 = distinct !DILocation(line: 33, column: 51, scope: !271)
!271 = distinct !DILexicalBlock(scope: !199, file: !2, line: 33, column: 5)
!272 = !DILocation(line: 33, column: 51, scope: !271)
!273 = !DILocation(line: 33, column: 33, scope: !271)
!274 = !DILocation(line: 33, column: 59, scope: !173)
!275 = !DILocation(line: 6, column: 58, scope: !38, inlinedAt: !276)
!276 = distinct !DILocation(line: 34, column: 12, scope: !173)
!277 = !DILocation(line: 34, column: 22, scope: !173)
!278 = !DILocation(line: 34, column: 5, scope: !173)
!279 = !DISubprogram(name: "printf", scope: !280, file: !280, line: 356, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!281 = !DISubroutineType(types: !282)
!282 = !{!41, !283, null}
!283 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!284 = !DILocation(line: 0, scope: !57)
!285 = !DILocation(line: 9, column: 10, scope: !286)
!286 = distinct !DILexicalBlock(scope: !57, file: !2, line: 9, column: 9)
!287 = !DILocation(line: 9, column: 9, scope: !57)
!288 = !DILocation(line: 9, column: 18, scope: !289)
!289 = distinct !DILexicalBlock(scope: !286, file: !2, line: 9, column: 16)
!290 = !DILocation(line: 9, column: 55, scope: !289)
!291 = !DILocation(line: 9, column: 60, scope: !289)
!292 = !DILocation(line: 10, column: 11, scope: !293)
!293 = distinct !DILexicalBlock(scope: !57, file: !2, line: 10, column: 9)
!294 = !DILocation(line: 10, column: 9, scope: !57)
!295 = !DILocation(line: 10, column: 23, scope: !293)
!296 = !DILocation(line: 10, column: 16, scope: !293)
!297 = !DILocation(line: 11, column: 9, scope: !298)
!298 = distinct !DILexicalBlock(scope: !57, file: !2, line: 11, column: 9)
!299 = !{!300, !300, i64 0}
!300 = !{!"long long", !206, i64 0}
!301 = !DILocation(line: 11, column: 9, scope: !57)
!302 = !DILocation(line: 13, column: 1, scope: !57)
!303 = !DILocation(line: 12, column: 34, scope: !57)
!304 = !DILocation(line: 12, column: 23, scope: !57)
!305 = !DILocation(line: 12, column: 52, scope: !57)
!306 = !DILocation(line: 12, column: 41, scope: !57)
!307 = !DILocation(line: 12, column: 39, scope: !57)
!308 = !DILocation(line: 12, column: 21, scope: !57)
!309 = !DILocation(line: 0, scope: !108)
!310 = !DILocation(line: 15, column: 64, scope: !108)
!311 = !DILocation(line: 15, column: 78, scope: !312)
!312 = distinct !DILexicalBlock(scope: !108, file: !2, line: 15, column: 72)
!313 = !DILocation(line: 15, column: 76, scope: !312)
!314 = !DILocation(line: 15, column: 72, scope: !108)
!315 = !DILocation(line: 15, column: 97, scope: !312)
!316 = !DILocation(line: 15, column: 88, scope: !312)
!317 = !DILocation(line: 15, column: 110, scope: !318)
!318 = distinct !DILexicalBlock(scope: !108, file: !2, line: 15, column: 108)
!319 = !DILocation(line: 15, column: 108, scope: !108)
!320 = !DILocation(line: 15, column: 131, scope: !318)
!321 = !DILocation(line: 15, column: 115, scope: !318)
!322 = !DILocation(line: 15, column: 140, scope: !108)
!323 = !DILocation(line: 15, column: 151, scope: !108)
!324 = !DILocation(line: 15, column: 144, scope: !108)
!325 = !DISubprogram(name: "snprintf", scope: !280, file: !280, line: 378, type: !326, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{!41, !328, !329, !283, null}
!328 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !126)
!329 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !330, line: 18, baseType: !331)
!330 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!331 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
