; ModuleID = 'programs/globals_relocations.c'
source_filename = "programs/globals_relocations.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr, ptr }
%struct.anon = type { i32, double, [8 x i8] }
%struct.ops = type { ptr, ptr, ptr }

@garr = dso_local global [10 x i32] [i32 0, i32 1, i32 4, i32 9, i32 16, i32 25, i32 36, i32 49, i32 64, i32 81], align 16, !dbg !0
@gp_mid = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @garr, i64 20), align 8, !dbg !9
@gp_end = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @garr, i64 40), align 8, !dbg !13
@gp_const = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @garr, i64 36), align 8, !dbg !15
@gscalar = dso_local global i32 1234, align 4, !dbg !19
@gp_scalar = dso_local global ptr @gscalar, align 8, !dbg !21
@gpp = dso_local local_unnamed_addr global ptr @gp_scalar, align 8, !dbg !23
@.str = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !26
@n3 = dso_local global %struct.node { i32 3, ptr null, ptr @.str }, align 8, !dbg !32
@.str.1 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !42
@n2 = dso_local global %struct.node { i32 2, ptr @n3, ptr @.str.1 }, align 8, !dbg !47
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !49
@n1 = dso_local local_unnamed_addr global %struct.node { i32 1, ptr @n2, ptr @.str.2 }, align 8, !dbg !51
@ring = dso_local global [3 x %struct.node] [%struct.node { i32 10, ptr getelementptr (i8, ptr @ring, i64 24), ptr @.str.3 }, %struct.node { i32 11, ptr getelementptr (i8, ptr @ring, i64 48), ptr @.str.4 }, %struct.node { i32 12, ptr @ring, ptr @.str.5 }], align 16, !dbg !62
@.str.3 = private unnamed_addr constant [3 x i8] c"r0\00", align 1, !dbg !53
@.str.4 = private unnamed_addr constant [3 x i8] c"r1\00", align 1, !dbg !58
@.str.5 = private unnamed_addr constant [3 x i8] c"r2\00", align 1, !dbg !60
@rec = dso_local global %struct.anon { i32 7, double 2.500000e+00, [8 x i8] c"rec\00\00\00\00\00" }, align 8, !dbg !65
@gp_field = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @rec, i64 8), align 8, !dbg !76
@gp_field_str = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @rec, i64 17), align 8, !dbg !79
@greeting = dso_local constant [13 x i8] c"hello, world\00", align 1, !dbg !82
@gtail = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @greeting, i64 7), align 8, !dbg !87
@funcs = dso_local constant [3 x ptr] [ptr @add1, ptr @dbl, ptr @sq], align 16, !dbg !89
@fp2 = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @funcs, i64 8), align 8, !dbg !96
@.str.6 = private unnamed_addr constant [5 x i8] c"add1\00", align 1, !dbg !99
@counters = internal global [3 x i32] zeroinitializer, align 4, !dbg !177
@.str.7 = private unnamed_addr constant [4 x i8] c"dbl\00", align 1, !dbg !104
@.str.8 = private unnamed_addr constant [3 x i8] c"sq\00", align 1, !dbg !106
@optab = dso_local local_unnamed_addr global [3 x %struct.ops] [%struct.ops { ptr @.str.6, ptr @add1, ptr @counters }, %struct.ops { ptr @.str.7, ptr @dbl, ptr getelementptr (i8, ptr @counters, i64 4) }, %struct.ops { ptr @.str.8, ptr @sq, ptr getelementptr (i8, ptr @counters, i64 8) }], align 16, !dbg !108
@addr_diff = dso_local local_unnamed_addr global i64 10, align 8, !dbg !116
@matrix = dso_local global [3 x [4 x i8]] [[4 x i8] c"abc\00", [4 x i8] c"def\00", [4 x i8] c"ghi\00"], align 1, !dbg !119
@row1 = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @matrix, i64 4), align 8, !dbg !123
@cell = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @matrix, i64 9), align 8, !dbg !125
@bytes = dso_local global [8 x i8] c"\01\02\03\04\05\06\07\08", align 1, !dbg !127
@vp = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @bytes, i64 3), align 8, !dbg !130
@.str.9 = private unnamed_addr constant [39 x i8] c"gp_mid=%d gp_end-garr=%td gp_const=%d\0A\00", align 1, !dbg !132
@.str.10 = private unnamed_addr constant [12 x i8] c"gscalar=%d\0A\00", align 1, !dbg !137
@.str.11 = private unnamed_addr constant [12 x i8] c"node %d %s\0A\00", align 1, !dbg !142
@.str.12 = private unnamed_addr constant [19 x i8] c"ring sum=%d at %s\0A\00", align 1, !dbg !144
@.str.13 = private unnamed_addr constant [17 x i8] c"rec.b=%g str=%s\0A\00", align 1, !dbg !149
@.str.14 = private unnamed_addr constant [10 x i8] c"wp=%s %s\0A\00", align 1, !dbg !154
@.str.15 = private unnamed_addr constant [10 x i8] c"gtail=%s\0A\00", align 1, !dbg !159
@.str.16 = private unnamed_addr constant [17 x i8] c"funcs[%d](5)=%d \00", align 1, !dbg !161
@.str.17 = private unnamed_addr constant [8 x i8] c"fp2=%d\0A\00", align 1, !dbg !163
@.str.18 = private unnamed_addr constant [19 x i8] c"counters %d %d %d\0A\00", align 1, !dbg !165
@.str.19 = private unnamed_addr constant [37 x i8] c"addr_diff=%ld row1=%s cell=%c vp=%d\0A\00", align 1, !dbg !167
@.str.20 = private unnamed_addr constant [11 x i8] c"hidden=%d\0A\00", align 1, !dbg !172
@.str.23 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !188
@.str.24 = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !190
@static_local_ptr.hidden = internal unnamed_addr global i32 77, align 4, !dbg !195

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483647, -2147483648) i32 @add1(i32 noundef %0) #0 !dbg !209 {
    #dbg_value(i32 %0, !211, !DIExpression(), !212)
  %2 = add nsw i32 %0, 1, !dbg !213
  ret i32 %2, !dbg !214
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @dbl(i32 noundef %0) #0 !dbg !215 {
    #dbg_value(i32 %0, !217, !DIExpression(), !218)
  %2 = shl nsw i32 %0, 1, !dbg !219
  ret i32 %2, !dbg !220
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sq(i32 noundef %0) #0 !dbg !221 {
    #dbg_value(i32 %0, !223, !DIExpression(), !224)
  %2 = mul nsw i32 %0, %0, !dbg !225
  ret i32 %2, !dbg !226
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !227 {
  %1 = load ptr, ptr @gp_mid, align 8, !dbg !246, !tbaa !247
  %2 = load i32, ptr %1, align 4, !dbg !251, !tbaa !252
  %3 = load ptr, ptr @gp_end, align 8, !dbg !254, !tbaa !247
  %4 = ptrtoint ptr %3 to i64, !dbg !255
  %5 = sub i64 %4, ptrtoint (ptr @garr to i64), !dbg !255
  %6 = ashr exact i64 %5, 2, !dbg !255
  %7 = load ptr, ptr @gp_const, align 8, !dbg !256, !tbaa !247
  %8 = load i32, ptr %7, align 4, !dbg !257, !tbaa !252
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2, i64 noundef %6, i32 noundef %8), !dbg !258
  %10 = load ptr, ptr @gpp, align 8, !dbg !259, !tbaa !247
  %11 = load ptr, ptr %10, align 8, !dbg !260, !tbaa !247
  %12 = load i32, ptr %11, align 4, !dbg !261, !tbaa !252
  %13 = add nsw i32 %12, 1, !dbg !261
  store i32 %13, ptr %11, align 4, !dbg !261, !tbaa !252
  %14 = load i32, ptr @gscalar, align 4, !dbg !262, !tbaa !252
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %14), !dbg !263
    #dbg_value(ptr @n1, !231, !DIExpression(), !264)
  br label %16, !dbg !265

16:                                               ; preds = %0, %16
  %17 = phi ptr [ @n1, %0 ], [ %23, %16 ]
    #dbg_value(ptr %17, !231, !DIExpression(), !264)
  %18 = load i32, ptr %17, align 8, !dbg !266, !tbaa !268
  %19 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !270
  %20 = load ptr, ptr %19, align 8, !dbg !270, !tbaa !271
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %18, ptr noundef %20), !dbg !272
  %22 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !273
  %23 = load ptr, ptr %22, align 8, !dbg !273, !tbaa !274
    #dbg_value(ptr %23, !231, !DIExpression(), !264)
  %24 = icmp eq ptr %23, null, !dbg !265
  br i1 %24, label %25, label %16, !dbg !265, !llvm.loop !275

25:                                               ; preds = %16
    #dbg_value(ptr @ring, !233, !DIExpression(), !278)
    #dbg_value(i32 0, !235, !DIExpression(), !279)
    #dbg_value(i32 0, !234, !DIExpression(), !278)
  %26 = load i32, ptr @ring, align 16, !dbg !280, !tbaa !268
    #dbg_value(i32 %26, !234, !DIExpression(), !278)
  %27 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 8), align 8, !dbg !283, !tbaa !274
    #dbg_value(ptr %27, !233, !DIExpression(), !278)
    #dbg_value(i32 1, !235, !DIExpression(), !279)
  %28 = load i32, ptr %27, align 8, !dbg !280, !tbaa !268
  %29 = add nsw i32 %28, %26, !dbg !284
    #dbg_value(i32 %29, !234, !DIExpression(), !278)
  %30 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !283
  %31 = load ptr, ptr %30, align 8, !dbg !283, !tbaa !274
    #dbg_value(ptr %31, !233, !DIExpression(), !278)
    #dbg_value(i32 2, !235, !DIExpression(), !279)
  %32 = load i32, ptr %31, align 8, !dbg !280, !tbaa !268
  %33 = add nsw i32 %29, %32, !dbg !284
    #dbg_value(i32 %33, !234, !DIExpression(), !278)
  %34 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !283
  %35 = load ptr, ptr %34, align 8, !dbg !283, !tbaa !274
    #dbg_value(ptr %35, !233, !DIExpression(), !278)
    #dbg_value(i32 3, !235, !DIExpression(), !279)
  %36 = load i32, ptr %35, align 8, !dbg !280, !tbaa !268
  %37 = add nsw i32 %33, %36, !dbg !284
    #dbg_value(i32 %37, !234, !DIExpression(), !278)
  %38 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !283
  %39 = load ptr, ptr %38, align 8, !dbg !283, !tbaa !274
    #dbg_value(ptr %39, !233, !DIExpression(), !278)
    #dbg_value(i32 4, !235, !DIExpression(), !279)
  %40 = load i32, ptr %39, align 8, !dbg !280, !tbaa !268
  %41 = add nsw i32 %37, %40, !dbg !284
    #dbg_value(i32 %41, !234, !DIExpression(), !278)
  %42 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !283
  %43 = load ptr, ptr %42, align 8, !dbg !283, !tbaa !274
    #dbg_value(ptr %43, !233, !DIExpression(), !278)
    #dbg_value(i32 5, !235, !DIExpression(), !279)
  %44 = load i32, ptr %43, align 8, !dbg !280, !tbaa !268
  %45 = add nsw i32 %41, %44, !dbg !284
    #dbg_value(i32 %45, !234, !DIExpression(), !278)
  %46 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !283
  %47 = load ptr, ptr %46, align 8, !dbg !283, !tbaa !274
    #dbg_value(ptr %47, !233, !DIExpression(), !278)
    #dbg_value(i32 6, !235, !DIExpression(), !279)
  %48 = load i32, ptr %47, align 8, !dbg !280, !tbaa !268
  %49 = add nsw i32 %45, %48, !dbg !284
    #dbg_value(i32 %49, !234, !DIExpression(), !278)
  %50 = getelementptr inbounds i8, ptr %47, i64 8, !dbg !283
  %51 = load ptr, ptr %50, align 8, !dbg !283, !tbaa !274
    #dbg_value(ptr %51, !233, !DIExpression(), !278)
    #dbg_value(i32 7, !235, !DIExpression(), !279)
  %52 = getelementptr inbounds i8, ptr %51, i64 16, !dbg !285
  %53 = load ptr, ptr %52, align 8, !dbg !285, !tbaa !271
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %49, ptr noundef %53), !dbg !286
  %55 = load ptr, ptr @gp_field, align 8, !dbg !287, !tbaa !247
  %56 = load double, ptr %55, align 8, !dbg !288, !tbaa !289
  %57 = fmul double %56, 4.000000e+00, !dbg !288
  store double %57, ptr %55, align 8, !dbg !288, !tbaa !289
  %58 = load double, ptr getelementptr inbounds (i8, ptr @rec, i64 8), align 8, !dbg !291, !tbaa !292
  %59 = load ptr, ptr @gp_field_str, align 8, !dbg !294, !tbaa !247
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %58, ptr noundef %59), !dbg !295
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.24), !dbg !296
  %62 = load ptr, ptr @gtail, align 8, !dbg !297, !tbaa !247
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %62), !dbg !298
    #dbg_value(i32 0, !237, !DIExpression(), !299)
    #dbg_value(i64 0, !237, !DIExpression(), !299)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 0, i32 noundef 6), !dbg !300
    #dbg_value(i64 1, !237, !DIExpression(), !299)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1, i32 noundef 10), !dbg !300
    #dbg_value(i64 2, !237, !DIExpression(), !299)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 2, i32 noundef 25), !dbg !300
    #dbg_value(i64 3, !237, !DIExpression(), !299)
  %67 = load ptr, ptr @fp2, align 8, !dbg !302, !tbaa !247
  %68 = load ptr, ptr %67, align 8, !dbg !303, !tbaa !247
  %69 = tail call i32 %68(i32 noundef 21) #3, !dbg !304
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %69), !dbg !305
    #dbg_value(i32 0, !239, !DIExpression(), !306)
    #dbg_value(i32 0, !239, !DIExpression(), !306)
    #dbg_value(ptr @optab, !241, !DIExpression(), !307)
  %71 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 8), align 8, !dbg !308, !tbaa !309
  %72 = tail call i32 %71(i32 noundef 0) #3, !dbg !311
  %73 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 16), align 16, !dbg !312, !tbaa !313
  %74 = load i32, ptr %73, align 4, !dbg !314, !tbaa !252
  %75 = add nsw i32 %74, %72, !dbg !314
  store i32 %75, ptr %73, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 1, !239, !DIExpression(), !306)
    #dbg_value(ptr poison, !241, !DIExpression(), !307)
  %76 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 32), align 16, !dbg !308, !tbaa !309
  %77 = tail call i32 %76(i32 noundef 1) #3, !dbg !311
  %78 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 40), align 8, !dbg !312, !tbaa !313
  %79 = load i32, ptr %78, align 4, !dbg !314, !tbaa !252
  %80 = add nsw i32 %79, %77, !dbg !314
  store i32 %80, ptr %78, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 2, !239, !DIExpression(), !306)
    #dbg_value(ptr poison, !241, !DIExpression(), !307)
  %81 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 56), align 8, !dbg !308, !tbaa !309
  %82 = tail call i32 %81(i32 noundef 2) #3, !dbg !311
  %83 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 64), align 16, !dbg !312, !tbaa !313
  %84 = load i32, ptr %83, align 4, !dbg !314, !tbaa !252
  %85 = add nsw i32 %84, %82, !dbg !314
  store i32 %85, ptr %83, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 3, !239, !DIExpression(), !306)
    #dbg_value(ptr @optab, !241, !DIExpression(), !307)
  %86 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 8), align 8, !dbg !308, !tbaa !309
  %87 = tail call i32 %86(i32 noundef 3) #3, !dbg !311
  %88 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 16), align 16, !dbg !312, !tbaa !313
  %89 = load i32, ptr %88, align 4, !dbg !314, !tbaa !252
  %90 = add nsw i32 %89, %87, !dbg !314
  store i32 %90, ptr %88, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 4, !239, !DIExpression(), !306)
    #dbg_value(ptr poison, !241, !DIExpression(), !307)
  %91 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 32), align 16, !dbg !308, !tbaa !309
  %92 = tail call i32 %91(i32 noundef 4) #3, !dbg !311
  %93 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 40), align 8, !dbg !312, !tbaa !313
  %94 = load i32, ptr %93, align 4, !dbg !314, !tbaa !252
  %95 = add nsw i32 %94, %92, !dbg !314
  store i32 %95, ptr %93, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 5, !239, !DIExpression(), !306)
    #dbg_value(ptr poison, !241, !DIExpression(), !307)
  %96 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 56), align 8, !dbg !308, !tbaa !309
  %97 = tail call i32 %96(i32 noundef 5) #3, !dbg !311
  %98 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 64), align 16, !dbg !312, !tbaa !313
  %99 = load i32, ptr %98, align 4, !dbg !314, !tbaa !252
  %100 = add nsw i32 %99, %97, !dbg !314
  store i32 %100, ptr %98, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 6, !239, !DIExpression(), !306)
    #dbg_value(ptr @optab, !241, !DIExpression(), !307)
  %101 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 8), align 8, !dbg !308, !tbaa !309
  %102 = tail call i32 %101(i32 noundef 6) #3, !dbg !311
  %103 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 16), align 16, !dbg !312, !tbaa !313
  %104 = load i32, ptr %103, align 4, !dbg !314, !tbaa !252
  %105 = add nsw i32 %104, %102, !dbg !314
  store i32 %105, ptr %103, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 7, !239, !DIExpression(), !306)
    #dbg_value(ptr poison, !241, !DIExpression(), !307)
  %106 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 32), align 16, !dbg !308, !tbaa !309
  %107 = tail call i32 %106(i32 noundef 7) #3, !dbg !311
  %108 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 40), align 8, !dbg !312, !tbaa !313
  %109 = load i32, ptr %108, align 4, !dbg !314, !tbaa !252
  %110 = add nsw i32 %109, %107, !dbg !314
  store i32 %110, ptr %108, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 8, !239, !DIExpression(), !306)
    #dbg_value(ptr poison, !241, !DIExpression(), !307)
  %111 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 56), align 8, !dbg !308, !tbaa !309
  %112 = tail call i32 %111(i32 noundef 8) #3, !dbg !311
  %113 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 64), align 16, !dbg !312, !tbaa !313
  %114 = load i32, ptr %113, align 4, !dbg !314, !tbaa !252
  %115 = add nsw i32 %114, %112, !dbg !314
  store i32 %115, ptr %113, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 9, !239, !DIExpression(), !306)
    #dbg_value(ptr @optab, !241, !DIExpression(), !307)
  %116 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 8), align 8, !dbg !308, !tbaa !309
  %117 = tail call i32 %116(i32 noundef 9) #3, !dbg !311
  %118 = load ptr, ptr getelementptr inbounds (i8, ptr @optab, i64 16), align 16, !dbg !312, !tbaa !313
  %119 = load i32, ptr %118, align 4, !dbg !314, !tbaa !252
  %120 = add nsw i32 %119, %117, !dbg !314
  store i32 %120, ptr %118, align 4, !dbg !314, !tbaa !252
    #dbg_value(i32 10, !239, !DIExpression(), !306)
  %121 = load i32, ptr @counters, align 4, !dbg !315, !tbaa !252
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @counters, i64 4), align 4, !dbg !316, !tbaa !252
  %123 = load i32, ptr getelementptr inbounds (i8, ptr @counters, i64 8), align 4, !dbg !317, !tbaa !252
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %121, i32 noundef %122, i32 noundef %123), !dbg !318
  %125 = load i64, ptr @addr_diff, align 8, !dbg !319, !tbaa !320
  %126 = load ptr, ptr @row1, align 8, !dbg !322, !tbaa !247
  %127 = load ptr, ptr @cell, align 8, !dbg !323, !tbaa !247
  %128 = load i8, ptr %127, align 1, !dbg !324, !tbaa !325
  %129 = sext i8 %128 to i32, !dbg !324
  %130 = load ptr, ptr @vp, align 8, !dbg !326, !tbaa !247
  %131 = load i8, ptr %130, align 1, !dbg !327, !tbaa !325
  %132 = zext i8 %131 to i32, !dbg !327
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %125, ptr noundef %126, i32 noundef %129, i32 noundef %132), !dbg !328
    #dbg_value(ptr @static_local_ptr.hidden, !245, !DIExpression(), !278)
  %134 = load i32, ptr @static_local_ptr.hidden, align 4, !dbg !329, !tbaa !252
  %135 = add nsw i32 %134, 1, !dbg !329
  store i32 %135, ptr @static_local_ptr.hidden, align 4, !dbg !329, !tbaa !252
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %135), !dbg !330
  %137 = load ptr, ptr @gp_mid, align 8, !dbg !331, !tbaa !247
  %138 = load i32, ptr %137, align 4, !dbg !332, !tbaa !252
  %139 = add nsw i32 %138, %49, !dbg !333
  ret i32 %139, !dbg !334
}

; Function Attrs: nofree nounwind
declare !dbg !335 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!201, !202, !203, !204, !205, !206, !207}
!llvm.ident = !{!208}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "garr", scope: !2, file: !3, line: 8, type: !200, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/globals_relocations.c", directory: ".", checksumkind: CSK_MD5, checksum: "35290c630fd077c56ca33cb9bc3c7d26")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !{!0, !9, !13, !15, !19, !21, !23, !26, !32, !42, !47, !49, !51, !53, !58, !60, !62, !65, !76, !79, !82, !87, !89, !96, !99, !104, !106, !108, !116, !119, !123, !125, !127, !130, !132, !137, !142, !144, !149, !154, !159, !161, !163, !165, !167, !172, !177, !180, !184, !186, !188, !190, !192, !195}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "gp_mid", scope: !2, file: !3, line: 9, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "gp_end", scope: !2, file: !3, line: 10, type: !11, isLocal: false, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "gp_const", scope: !2, file: !3, line: 11, type: !17, isLocal: false, isDefinition: true)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "gscalar", scope: !2, file: !3, line: 12, type: !12, isLocal: false, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "gp_scalar", scope: !2, file: !3, line: 13, type: !11, isLocal: false, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "gpp", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 48, elements: !30)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "n3", scope: !2, file: !3, line: 15, type: !34, isLocal: false, isDefinition: true)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 7, size: 192, elements: !35)
!35 = !{!36, !37, !39}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !34, file: !3, line: 7, baseType: !12, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !34, file: !3, line: 7, baseType: !38, size: 64, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !34, file: !3, line: 7, baseType: !40, size: 64, offset: 128)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 32, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 4)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "n2", scope: !2, file: !3, line: 16, type: !34, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !44, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "n1", scope: !2, file: !3, line: 17, type: !34, isLocal: false, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 24, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 3)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !55, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !55, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 18, type: !64, isLocal: false, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 576, elements: !56)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "rec", scope: !2, file: !3, line: 19, type: !67, isLocal: false, isDefinition: true)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 19, size: 192, elements: !68)
!68 = !{!69, !70, !72}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !67, file: !3, line: 19, baseType: !12, size: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !67, file: !3, line: 19, baseType: !71, size: 64, offset: 64)
!71 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !67, file: !3, line: 19, baseType: !73, size: 64, offset: 128)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 64, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 8)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "gp_field", scope: !2, file: !3, line: 20, type: !78, isLocal: false, isDefinition: true)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "gp_field_str", scope: !2, file: !3, line: 21, type: !81, isLocal: false, isDefinition: true)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 24, type: !84, isLocal: false, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 104, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 13)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "gtail", scope: !2, file: !3, line: 25, type: !40, isLocal: false, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "funcs", scope: !2, file: !3, line: 29, type: !91, isLocal: false, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 192, elements: !56)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DISubroutineType(types: !95)
!95 = !{!12, !12}
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "fp2", scope: !2, file: !3, line: 30, type: !98, isLocal: false, isDefinition: true)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 40, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 5)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !44, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !55, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "optab", scope: !2, file: !3, line: 33, type: !110, isLocal: false, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 576, elements: !56)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ops", file: !3, line: 31, size: 192, elements: !112)
!112 = !{!113, !114, !115}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !111, file: !3, line: 31, baseType: !40, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !111, file: !3, line: 31, baseType: !93, size: 64, offset: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "counter", scope: !111, file: !3, line: 31, baseType: !11, size: 64, offset: 128)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "addr_diff", scope: !2, file: !3, line: 34, type: !118, isLocal: false, isDefinition: true)
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "matrix", scope: !2, file: !3, line: 35, type: !121, isLocal: false, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 96, elements: !122)
!122 = !{!57, !46}
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "row1", scope: !2, file: !3, line: 36, type: !81, isLocal: false, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "cell", scope: !2, file: !3, line: 37, type: !81, isLocal: false, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "bytes", scope: !2, file: !3, line: 38, type: !129, isLocal: false, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 64, elements: !74)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "vp", scope: !2, file: !3, line: 39, type: !5, isLocal: false, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 312, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 39)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !139, isLocal: true, isDefinition: true)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 96, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 12)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !139, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !146, isLocal: true, isDefinition: true)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 152, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 19)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !151, isLocal: true, isDefinition: true)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 136, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 17)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !156, isLocal: true, isDefinition: true)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 80, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 10)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !156, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !151, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !73, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !146, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 296, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 37)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !174, isLocal: true, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 88, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: 11)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "counters", scope: !2, file: !3, line: 32, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !56)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "wp", scope: !2, file: !3, line: 23, type: !182, isLocal: true, isDefinition: true)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !28, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !101, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !28, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !28, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(name: "words", scope: !2, file: !3, line: 22, type: !194, isLocal: true, isDefinition: true)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !183, size: 256, elements: !45)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "hidden", scope: !197, file: !3, line: 40, type: !12, isLocal: true, isDefinition: true)
!197 = distinct !DISubprogram(name: "static_local_ptr", scope: !3, file: !3, line: 40, type: !198, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!198 = !DISubroutineType(types: !199)
!199 = !{!11}
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !157)
!201 = !{i32 7, !"Dwarf Version", i32 5}
!202 = !{i32 2, !"Debug Info Version", i32 3}
!203 = !{i32 1, !"wchar_size", i32 4}
!204 = !{i32 8, !"PIC Level", i32 2}
!205 = !{i32 7, !"PIE Level", i32 2}
!206 = !{i32 7, !"uwtable", i32 2}
!207 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!208 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!209 = distinct !DISubprogram(name: "add1", scope: !3, file: !3, line: 26, type: !94, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !210)
!210 = !{!211}
!211 = !DILocalVariable(name: "x", arg: 1, scope: !209, file: !3, line: 26, type: !12)
!212 = !DILocation(line: 0, scope: !209)
!213 = !DILocation(line: 26, column: 35, scope: !209)
!214 = !DILocation(line: 26, column: 26, scope: !209)
!215 = distinct !DISubprogram(name: "dbl", scope: !3, file: !3, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !216)
!216 = !{!217}
!217 = !DILocalVariable(name: "x", arg: 1, scope: !215, file: !3, line: 27, type: !12)
!218 = !DILocation(line: 0, scope: !215)
!219 = !DILocation(line: 27, column: 34, scope: !215)
!220 = !DILocation(line: 27, column: 25, scope: !215)
!221 = distinct !DISubprogram(name: "sq", scope: !3, file: !3, line: 28, type: !94, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !222)
!222 = !{!223}
!223 = !DILocalVariable(name: "x", arg: 1, scope: !221, file: !3, line: 28, type: !12)
!224 = !DILocation(line: 0, scope: !221)
!225 = !DILocation(line: 28, column: 33, scope: !221)
!226 = !DILocation(line: 28, column: 24, scope: !221)
!227 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 42, type: !228, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!12}
!230 = !{!231, !233, !234, !235, !237, !239, !241, !245}
!231 = !DILocalVariable(name: "p", scope: !232, file: !3, line: 45, type: !38)
!232 = distinct !DILexicalBlock(scope: !227, file: !3, line: 45, column: 5)
!233 = !DILocalVariable(name: "r", scope: !227, file: !3, line: 46, type: !38)
!234 = !DILocalVariable(name: "s", scope: !227, file: !3, line: 46, type: !12)
!235 = !DILocalVariable(name: "i", scope: !236, file: !3, line: 46, type: !12)
!236 = distinct !DILexicalBlock(scope: !227, file: !3, line: 46, column: 43)
!237 = !DILocalVariable(name: "i", scope: !238, file: !3, line: 50, type: !12)
!238 = distinct !DILexicalBlock(scope: !227, file: !3, line: 50, column: 5)
!239 = !DILocalVariable(name: "k", scope: !240, file: !3, line: 51, type: !12)
!240 = distinct !DILexicalBlock(scope: !227, file: !3, line: 51, column: 5)
!241 = !DILocalVariable(name: "o", scope: !242, file: !3, line: 51, type: !244)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 51, column: 34)
!243 = distinct !DILexicalBlock(scope: !240, file: !3, line: 51, column: 5)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!245 = !DILocalVariable(name: "h", scope: !227, file: !3, line: 54, type: !11)
!246 = !DILocation(line: 43, column: 56, scope: !227)
!247 = !{!248, !248, i64 0}
!248 = !{!"any pointer", !249, i64 0}
!249 = !{!"omnipotent char", !250, i64 0}
!250 = !{!"Simple C/C++ TBAA"}
!251 = !DILocation(line: 43, column: 55, scope: !227)
!252 = !{!253, !253, i64 0}
!253 = !{!"int", !249, i64 0}
!254 = !DILocation(line: 43, column: 64, scope: !227)
!255 = !DILocation(line: 43, column: 71, scope: !227)
!256 = !DILocation(line: 43, column: 80, scope: !227)
!257 = !DILocation(line: 43, column: 79, scope: !227)
!258 = !DILocation(line: 43, column: 5, scope: !227)
!259 = !DILocation(line: 44, column: 7, scope: !227)
!260 = !DILocation(line: 44, column: 6, scope: !227)
!261 = !DILocation(line: 44, column: 11, scope: !227)
!262 = !DILocation(line: 44, column: 40, scope: !227)
!263 = !DILocation(line: 44, column: 17, scope: !227)
!264 = !DILocation(line: 0, scope: !232)
!265 = !DILocation(line: 45, column: 5, scope: !232)
!266 = !DILocation(line: 45, column: 74, scope: !267)
!267 = distinct !DILexicalBlock(scope: !232, file: !3, line: 45, column: 5)
!268 = !{!269, !253, i64 0}
!269 = !{!"node", !253, i64 0, !248, i64 8, !248, i64 16}
!270 = !DILocation(line: 45, column: 82, scope: !267)
!271 = !{!269, !248, i64 16}
!272 = !DILocation(line: 45, column: 48, scope: !267)
!273 = !DILocation(line: 45, column: 42, scope: !267)
!274 = !{!269, !248, i64 8}
!275 = distinct !{!275, !265, !276, !277}
!276 = !DILocation(line: 45, column: 86, scope: !232)
!277 = !{!"llvm.loop.mustprogress"}
!278 = !DILocation(line: 0, scope: !227)
!279 = !DILocation(line: 0, scope: !236)
!280 = !DILocation(line: 46, column: 81, scope: !281)
!281 = distinct !DILexicalBlock(scope: !282, file: !3, line: 46, column: 71)
!282 = distinct !DILexicalBlock(scope: !236, file: !3, line: 46, column: 43)
!283 = !DILocation(line: 46, column: 93, scope: !281)
!284 = !DILocation(line: 46, column: 75, scope: !281)
!285 = !DILocation(line: 46, column: 137, scope: !227)
!286 = !DILocation(line: 46, column: 101, scope: !227)
!287 = !DILocation(line: 47, column: 6, scope: !227)
!288 = !DILocation(line: 47, column: 15, scope: !227)
!289 = !{!290, !290, i64 0}
!290 = !{!"double", !249, i64 0}
!291 = !DILocation(line: 47, column: 53, scope: !227)
!292 = !{!293, !290, i64 8}
!293 = !{!"", !253, i64 0, !290, i64 8, !249, i64 16}
!294 = !DILocation(line: 47, column: 56, scope: !227)
!295 = !DILocation(line: 47, column: 21, scope: !227)
!296 = !DILocation(line: 48, column: 5, scope: !227)
!297 = !DILocation(line: 49, column: 26, scope: !227)
!298 = !DILocation(line: 49, column: 5, scope: !227)
!299 = !DILocation(line: 0, scope: !238)
!300 = !DILocation(line: 50, column: 33, scope: !301)
!301 = distinct !DILexicalBlock(scope: !238, file: !3, line: 50, column: 5)
!302 = !DILocation(line: 50, column: 98, scope: !227)
!303 = !DILocation(line: 50, column: 97, scope: !227)
!304 = !DILocation(line: 50, column: 96, scope: !227)
!305 = !DILocation(line: 50, column: 77, scope: !227)
!306 = !DILocation(line: 0, scope: !240)
!307 = !DILocation(line: 0, scope: !242)
!308 = !DILocation(line: 51, column: 87, scope: !242)
!309 = !{!310, !248, i64 8}
!310 = !{!"ops", !248, i64 0, !248, i64 8, !248, i64 16}
!311 = !DILocation(line: 51, column: 84, scope: !242)
!312 = !DILocation(line: 51, column: 72, scope: !242)
!313 = !{!310, !248, i64 16}
!314 = !DILocation(line: 51, column: 81, scope: !242)
!315 = !DILocation(line: 52, column: 35, scope: !227)
!316 = !DILocation(line: 52, column: 48, scope: !227)
!317 = !DILocation(line: 52, column: 61, scope: !227)
!318 = !DILocation(line: 52, column: 5, scope: !227)
!319 = !DILocation(line: 53, column: 53, scope: !227)
!320 = !{!321, !321, i64 0}
!321 = !{!"long", !249, i64 0}
!322 = !DILocation(line: 53, column: 64, scope: !227)
!323 = !DILocation(line: 53, column: 71, scope: !227)
!324 = !DILocation(line: 53, column: 70, scope: !227)
!325 = !{!249, !249, i64 0}
!326 = !DILocation(line: 53, column: 95, scope: !227)
!327 = !DILocation(line: 53, column: 77, scope: !227)
!328 = !DILocation(line: 53, column: 5, scope: !227)
!329 = !DILocation(line: 54, column: 37, scope: !227)
!330 = !DILocation(line: 54, column: 43, scope: !227)
!331 = !DILocation(line: 55, column: 13, scope: !227)
!332 = !DILocation(line: 55, column: 12, scope: !227)
!333 = !DILocation(line: 55, column: 20, scope: !227)
!334 = !DILocation(line: 55, column: 5, scope: !227)
!335 = !DISubprogram(name: "printf", scope: !336, file: !336, line: 356, type: !337, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!337 = !DISubroutineType(types: !338)
!338 = !{!12, !339, null}
!339 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !40)
