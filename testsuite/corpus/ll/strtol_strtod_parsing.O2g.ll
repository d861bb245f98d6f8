; ModuleID = 'programs/strtol_strtod_parsing.c'
source_filename = "programs/strtol_strtod_parsing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"  -42abc\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"+0x1F\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"0777\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"0b101\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [20 x i8] c"9223372036854775808\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [21 x i8] c"-9223372036854775809\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [3 x i8] c"zz\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [3 x i8] c"-1\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [3 x i8] c"  \00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [4 x i8] c"1e5\00", align 1, !dbg !49
@__const.main.ints = private unnamed_addr constant [14 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@.str.14 = private unnamed_addr constant [6 x i8] c"%-24s\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [16 x i8] c" b%d=%lld/%td%s\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [2 x i8] c"!\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !63
@.str.18 = private unnamed_addr constant [11 x i8] c" u=%llu%s\0A\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [21 x i8] c"99999999999999999999\00", align 1, !dbg !73
@.str.20 = private unnamed_addr constant [62 x i8] c"strtol clamp %ld erange=%d, strtoul(-1)=%lu atoi=%d atol=%ld\0A\00", align 1, !dbg !75
@.str.21 = private unnamed_addr constant [9 x i8] c"  123xyz\00", align 1, !dbg !80
@.str.23 = private unnamed_addr constant [5 x i8] c"-0.0\00", align 1, !dbg !82
@.str.24 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1, !dbg !84
@.str.25 = private unnamed_addr constant [6 x i8] c"1e308\00", align 1, !dbg !89
@.str.26 = private unnamed_addr constant [6 x i8] c"1e309\00", align 1, !dbg !91
@.str.27 = private unnamed_addr constant [8 x i8] c"-1e-320\00", align 1, !dbg !93
@.str.28 = private unnamed_addr constant [9 x i8] c"4.9e-324\00", align 1, !dbg !95
@.str.29 = private unnamed_addr constant [7 x i8] c"2e-324\00", align 1, !dbg !97
@.str.30 = private unnamed_addr constant [8 x i8] c"0x1.8p1\00", align 1, !dbg !102
@.str.31 = private unnamed_addr constant [8 x i8] c"0X.8P-2\00", align 1, !dbg !104
@.str.32 = private unnamed_addr constant [4 x i8] c"inf\00", align 1, !dbg !106
@.str.33 = private unnamed_addr constant [10 x i8] c"-Infinity\00", align 1, !dbg !108
@.str.34 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !113
@.str.35 = private unnamed_addr constant [23 x i8] c"1.7976931348623157e308\00", align 1, !dbg !115
@.str.36 = private unnamed_addr constant [9 x i8] c"  .5e+1x\00", align 1, !dbg !120
@.str.37 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !122
@__const.main.fps = private unnamed_addr constant [16 x ptr] [ptr @.str, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37], align 16
@.str.38 = private unnamed_addr constant [19 x i8] c"%-24s nan end=%td\0A\00", align 1, !dbg !124
@.str.39 = private unnamed_addr constant [34 x i8] c"%-24s d=%a f=%a ld=%La end=%td%s\0A\00", align 1, !dbg !129
@.str.40 = private unnamed_addr constant [8 x i8] c" ERANGE\00", align 1, !dbg !134

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !156 {
    #dbg_assign(i1 undef, !160, !DIExpression(), !197, ptr @__const.main.ints, !DIExpression(), !198)
    #dbg_assign(i1 undef, !166, !DIExpression(), !199, ptr poison, !DIExpression(), !198)
  %1 = alloca ptr, align 8, !DIAssignID !200
    #dbg_assign(i1 undef, !174, !DIExpression(), !200, ptr %1, !DIExpression(), !201)
  %2 = alloca ptr, align 8, !DIAssignID !202
    #dbg_assign(i1 undef, !179, !DIExpression(), !202, ptr %2, !DIExpression(), !203)
    #dbg_assign(i1 undef, !184, !DIExpression(), !204, ptr @__const.main.fps, !DIExpression(), !198)
  %3 = alloca ptr, align 8, !DIAssignID !205
    #dbg_assign(i1 undef, !188, !DIExpression(), !205, ptr %3, !DIExpression(), !206)
    #dbg_assign(i1 undef, !160, !DIExpression(), !207, ptr @__const.main.ints, !DIExpression(), !198)
    #dbg_assign(i1 undef, !166, !DIExpression(), !208, ptr poison, !DIExpression(), !198)
    #dbg_value(i32 0, !168, !DIExpression(), !209)
  br label %12, !dbg !210

4:                                                ; preds = %12
  store i32 0, ptr %17, align 4, !dbg !211, !tbaa !212
  %5 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.19, ptr noundef null, i32 noundef 10) #5, !dbg !216
    #dbg_value(i64 %5, !182, !DIExpression(), !198)
  %6 = load i32, ptr %17, align 4, !dbg !217, !tbaa !212
  %7 = icmp eq i32 %6, 34, !dbg !218
  %8 = zext i1 %7 to i32, !dbg !218
    #dbg_value(ptr @.str.21, !219, !DIExpression(), !225)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull @.str.21, ptr noundef null, i32 noundef 10) #5, !dbg !227
  %10 = trunc i64 %9 to i32, !dbg !228
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %5, i32 noundef %8, i64 noundef -1, i32 noundef %10, i64 noundef -77), !dbg !229
    #dbg_assign(i1 undef, !184, !DIExpression(), !230, ptr @__const.main.fps, !DIExpression(), !198)
    #dbg_value(i32 0, !186, !DIExpression(), !231)
  br label %75, !dbg !232

12:                                               ; preds = %0, %12
  %13 = phi i64 [ 0, %0 ], [ %72, %12 ]
    #dbg_value(i64 %13, !168, !DIExpression(), !209)
  %14 = getelementptr inbounds [14 x ptr], ptr @__const.main.ints, i64 0, i64 %13, !dbg !233
  %15 = load ptr, ptr %14, align 8, !dbg !233, !tbaa !234
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %15), !dbg !236
    #dbg_value(i32 0, !170, !DIExpression(), !237)
  %17 = tail call ptr @__errno_location() #6, !dbg !198
  %18 = ptrtoint ptr %15 to i64
    #dbg_value(i32 0, !170, !DIExpression(), !237)
    #dbg_value(i64 0, !170, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !238
  store i32 0, ptr %17, align 4, !dbg !239, !tbaa !212
  %19 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 0) #5, !dbg !240
    #dbg_value(i64 %19, !177, !DIExpression(), !201)
  %20 = load ptr, ptr %1, align 8, !dbg !241, !tbaa !234
  %21 = ptrtoint ptr %20 to i64, !dbg !242
  %22 = sub i64 %21, %18, !dbg !242
  %23 = load i32, ptr %17, align 4, !dbg !243, !tbaa !212
  %24 = icmp eq i32 %23, 34, !dbg !244
  %25 = select i1 %24, ptr @.str.16, ptr @.str.17, !dbg !243
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i64 noundef %19, i64 noundef %22, ptr noundef nonnull %25), !dbg !245
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !246
    #dbg_value(i64 1, !170, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !238
  store i32 0, ptr %17, align 4, !dbg !239, !tbaa !212
  %27 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 10) #5, !dbg !240
    #dbg_value(i64 %27, !177, !DIExpression(), !201)
  %28 = load ptr, ptr %1, align 8, !dbg !241, !tbaa !234
  %29 = ptrtoint ptr %28 to i64, !dbg !242
  %30 = sub i64 %29, %18, !dbg !242
  %31 = load i32, ptr %17, align 4, !dbg !243, !tbaa !212
  %32 = icmp eq i32 %31, 34, !dbg !244
  %33 = select i1 %32, ptr @.str.16, ptr @.str.17, !dbg !243
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 10, i64 noundef %27, i64 noundef %30, ptr noundef nonnull %33), !dbg !245
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !246
    #dbg_value(i64 2, !170, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !238
  store i32 0, ptr %17, align 4, !dbg !239, !tbaa !212
  %35 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 16) #5, !dbg !240
    #dbg_value(i64 %35, !177, !DIExpression(), !201)
  %36 = load ptr, ptr %1, align 8, !dbg !241, !tbaa !234
  %37 = ptrtoint ptr %36 to i64, !dbg !242
  %38 = sub i64 %37, %18, !dbg !242
  %39 = load i32, ptr %17, align 4, !dbg !243, !tbaa !212
  %40 = icmp eq i32 %39, 34, !dbg !244
  %41 = select i1 %40, ptr @.str.16, ptr @.str.17, !dbg !243
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 16, i64 noundef %35, i64 noundef %38, ptr noundef nonnull %41), !dbg !245
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !246
    #dbg_value(i64 3, !170, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !238
  store i32 0, ptr %17, align 4, !dbg !239, !tbaa !212
  %43 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 8) #5, !dbg !240
    #dbg_value(i64 %43, !177, !DIExpression(), !201)
  %44 = load ptr, ptr %1, align 8, !dbg !241, !tbaa !234
  %45 = ptrtoint ptr %44 to i64, !dbg !242
  %46 = sub i64 %45, %18, !dbg !242
  %47 = load i32, ptr %17, align 4, !dbg !243, !tbaa !212
  %48 = icmp eq i32 %47, 34, !dbg !244
  %49 = select i1 %48, ptr @.str.16, ptr @.str.17, !dbg !243
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 8, i64 noundef %43, i64 noundef %46, ptr noundef nonnull %49), !dbg !245
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !246
    #dbg_value(i64 4, !170, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !238
  store i32 0, ptr %17, align 4, !dbg !239, !tbaa !212
  %51 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 2) #5, !dbg !240
    #dbg_value(i64 %51, !177, !DIExpression(), !201)
  %52 = load ptr, ptr %1, align 8, !dbg !241, !tbaa !234
  %53 = ptrtoint ptr %52 to i64, !dbg !242
  %54 = sub i64 %53, %18, !dbg !242
  %55 = load i32, ptr %17, align 4, !dbg !243, !tbaa !212
  %56 = icmp eq i32 %55, 34, !dbg !244
  %57 = select i1 %56, ptr @.str.16, ptr @.str.17, !dbg !243
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 2, i64 noundef %51, i64 noundef %54, ptr noundef nonnull %57), !dbg !245
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !246
    #dbg_value(i64 5, !170, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !238
  store i32 0, ptr %17, align 4, !dbg !239, !tbaa !212
  %59 = call i64 @strtoll(ptr noundef %15, ptr noundef nonnull %1, i32 noundef 36) #5, !dbg !240
    #dbg_value(i64 %59, !177, !DIExpression(), !201)
  %60 = load ptr, ptr %1, align 8, !dbg !241, !tbaa !234
  %61 = ptrtoint ptr %60 to i64, !dbg !242
  %62 = sub i64 %61, %18, !dbg !242
  %63 = load i32, ptr %17, align 4, !dbg !243, !tbaa !212
  %64 = icmp eq i32 %63, 34, !dbg !244
  %65 = select i1 %64, ptr @.str.16, ptr @.str.17, !dbg !243
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 36, i64 noundef %59, i64 noundef %62, ptr noundef nonnull %65), !dbg !245
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !246
    #dbg_value(i64 6, !170, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !247
  store i32 0, ptr %17, align 4, !dbg !248, !tbaa !212
  %67 = call i64 @strtoull(ptr noundef %15, ptr noundef nonnull %2, i32 noundef 0) #5, !dbg !249
    #dbg_value(i64 %67, !180, !DIExpression(), !203)
  %68 = load i32, ptr %17, align 4, !dbg !250, !tbaa !212
  %69 = icmp eq i32 %68, 34, !dbg !251
  %70 = select i1 %69, ptr @.str.16, ptr @.str.17, !dbg !250
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %67, ptr noundef nonnull %70), !dbg !252
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !253
  %72 = add nuw nsw i64 %13, 1, !dbg !254
    #dbg_value(i64 %72, !168, !DIExpression(), !209)
  %73 = icmp eq i64 %72, 14, !dbg !255
  br i1 %73, label %4, label %12, !dbg !210, !llvm.loop !256

74:                                               ; preds = %99
  ret i32 42, !dbg !259

75:                                               ; preds = %4, %99
  %76 = phi i64 [ 0, %4 ], [ %100, %99 ]
    #dbg_value(i64 %76, !186, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5, !dbg !260
  store i32 0, ptr %17, align 4, !dbg !261, !tbaa !212
  %77 = getelementptr inbounds [16 x ptr], ptr @__const.main.fps, i64 0, i64 %76, !dbg !262
  %78 = load ptr, ptr %77, align 8, !dbg !262, !tbaa !234
  %79 = call double @strtod(ptr noundef %78, ptr noundef nonnull %3) #5, !dbg !263
    #dbg_value(double %79, !191, !DIExpression(), !206)
  %80 = load i32, ptr %17, align 4, !dbg !264, !tbaa !212
    #dbg_value(i32 %80, !192, !DIExpression(DW_OP_constu, 34, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !206)
  %81 = tail call float @strtof(ptr nocapture noundef %78, ptr noundef null) #5, !dbg !265
    #dbg_value(float %81, !193, !DIExpression(), !206)
  %82 = tail call x86_fp80 @strtold(ptr nocapture noundef %78, ptr noundef null) #5, !dbg !266
    #dbg_value(x86_fp80 %82, !195, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !206)
  %83 = fcmp uno double %79, 0.000000e+00, !dbg !267
  br i1 %83, label %84, label %90, !dbg !269

84:                                               ; preds = %75
  %85 = load ptr, ptr %3, align 8, !dbg !270, !tbaa !234
  %86 = ptrtoint ptr %85 to i64, !dbg !271
  %87 = ptrtoint ptr %78 to i64, !dbg !271
  %88 = sub i64 %86, %87, !dbg !271
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef %78, i64 noundef %88), !dbg !272
  br label %99, !dbg !272

90:                                               ; preds = %75
  %91 = icmp eq i32 %80, 34, !dbg !273
    #dbg_value(i1 %91, !192, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !206)
  %92 = fpext float %81 to double, !dbg !274
  %93 = load ptr, ptr %3, align 8, !dbg !275, !tbaa !234
  %94 = ptrtoint ptr %93 to i64, !dbg !276
  %95 = ptrtoint ptr %78 to i64, !dbg !276
  %96 = sub i64 %94, %95, !dbg !276
  %97 = select i1 %91, ptr @.str.40, ptr @.str.17, !dbg !277
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, ptr noundef %78, double noundef %79, double noundef %92, x86_fp80 noundef %82, i64 noundef %96, ptr noundef nonnull %97), !dbg !278
  br label %99

99:                                               ; preds = %90, %84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5, !dbg !279
  %100 = add nuw nsw i64 %76, 1, !dbg !280
    #dbg_value(i64 %100, !186, !DIExpression(), !231)
  %101 = icmp eq i64 %100, 16, !dbg !281
  br i1 %101, label %74, label %75, !dbg !232, !llvm.loop !282
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !284 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !289 ptr @__errno_location() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !294 i64 @strtoll(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !298 i64 @strtoull(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !301 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !304 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !307 float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !310 x86_fp80 @strtold(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!136}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154}
!llvm.ident = !{!155}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/strtol_strtod_parsing.c", directory: ".", checksumkind: CSK_MD5, checksum: "aa8147ddd5e9b3912c0c4b4d1ad61ca1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 20)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !33, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 3)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !14, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 16)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 1)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 11)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !33, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 62)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 8)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !86, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 7)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !86, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !86, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !51, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 10)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !51, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 23)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !51, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 19)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 34)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !86, isLocal: true, isDefinition: true)
!136 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !137, globals: !143, splitDebugInlining: false, nameTableKind: None)
!137 = !{!138, !139, !140, !142}
!138 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!139 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!143 = !{!0, !7, !12, !17, !22, !24, !29, !31, !36, !38, !40, !45, !47, !49, !54, !56, !61, !63, !68, !73, !75, !80, !144, !82, !84, !89, !91, !93, !95, !97, !102, !104, !106, !108, !113, !115, !120, !122, !124, !129, !134, !146}
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !51, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !42, isLocal: true, isDefinition: true)
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !157, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !136, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!138}
!159 = !{!160, !166, !168, !170, !174, !177, !179, !180, !182, !184, !186, !188, !191, !192, !193, !195}
!160 = !DILocalVariable(name: "ints", scope: !156, file: !2, line: 11, type: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 896, elements: !164)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!164 = !{!165}
!165 = !DISubrange(count: 14)
!166 = !DILocalVariable(name: "bases", scope: !156, file: !2, line: 13, type: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 192, elements: !15)
!168 = !DILocalVariable(name: "i", scope: !169, file: !2, line: 14, type: !138)
!169 = distinct !DILexicalBlock(scope: !156, file: !2, line: 14, column: 5)
!170 = !DILocalVariable(name: "b", scope: !171, file: !2, line: 16, type: !138)
!171 = distinct !DILexicalBlock(scope: !172, file: !2, line: 16, column: 9)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 14, column: 67)
!173 = distinct !DILexicalBlock(scope: !169, file: !2, line: 14, column: 5)
!174 = !DILocalVariable(name: "end", scope: !175, file: !2, line: 17, type: !141)
!175 = distinct !DILexicalBlock(scope: !176, file: !2, line: 16, column: 37)
!176 = distinct !DILexicalBlock(scope: !171, file: !2, line: 16, column: 9)
!177 = !DILocalVariable(name: "v", scope: !175, file: !2, line: 18, type: !178)
!178 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!179 = !DILocalVariable(name: "end", scope: !172, file: !2, line: 21, type: !141)
!180 = !DILocalVariable(name: "u", scope: !172, file: !2, line: 22, type: !181)
!181 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!182 = !DILocalVariable(name: "l", scope: !156, file: !2, line: 25, type: !183)
!183 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!184 = !DILocalVariable(name: "fps", scope: !156, file: !2, line: 27, type: !185)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 1024, elements: !59)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 28, type: !138)
!187 = distinct !DILexicalBlock(scope: !156, file: !2, line: 28, column: 5)
!188 = !DILocalVariable(name: "end", scope: !189, file: !2, line: 29, type: !141)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 28, column: 65)
!190 = distinct !DILexicalBlock(scope: !187, file: !2, line: 28, column: 5)
!191 = !DILocalVariable(name: "d", scope: !189, file: !2, line: 30, type: !139)
!192 = !DILocalVariable(name: "er", scope: !189, file: !2, line: 31, type: !138)
!193 = !DILocalVariable(name: "f", scope: !189, file: !2, line: 32, type: !194)
!194 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!195 = !DILocalVariable(name: "ld", scope: !189, file: !2, line: 33, type: !196)
!196 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !156)
!199 = distinct !DIAssignID()
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !175)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !172)
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 0, scope: !189)
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 0, scope: !169)
!210 = !DILocation(line: 14, column: 5, scope: !169)
!211 = !DILocation(line: 25, column: 11, scope: !156)
!212 = !{!213, !213, i64 0}
!213 = !{!"int", !214, i64 0}
!214 = !{!"omnipotent char", !215, i64 0}
!215 = !{!"Simple C/C++ TBAA"}
!216 = !DILocation(line: 25, column: 25, scope: !156)
!217 = !DILocation(line: 26, column: 81, scope: !156)
!218 = !DILocation(line: 26, column: 87, scope: !156)
!219 = !DILocalVariable(name: "__nptr", arg: 1, scope: !220, file: !221, line: 362, type: !162)
!220 = distinct !DISubprogram(name: "atoi", scope: !221, file: !221, line: 362, type: !222, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !136, retainedNodes: !224)
!221 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!222 = !DISubroutineType(types: !223)
!223 = !{!138, !162}
!224 = !{!219}
!225 = !DILocation(line: 0, scope: !220, inlinedAt: !226)
!226 = distinct !DILocation(line: 26, column: 123, scope: !156)
!227 = !DILocation(line: 364, column: 16, scope: !220, inlinedAt: !226)
!228 = !DILocation(line: 364, column: 10, scope: !220, inlinedAt: !226)
!229 = !DILocation(line: 26, column: 5, scope: !156)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !187)
!232 = !DILocation(line: 28, column: 5, scope: !187)
!233 = !DILocation(line: 15, column: 25, scope: !172)
!234 = !{!235, !235, i64 0}
!235 = !{!"any pointer", !214, i64 0}
!236 = !DILocation(line: 15, column: 9, scope: !172)
!237 = !DILocation(line: 0, scope: !171)
!238 = !DILocation(line: 17, column: 13, scope: !175)
!239 = !DILocation(line: 17, column: 30, scope: !175)
!240 = !DILocation(line: 18, column: 27, scope: !175)
!241 = !DILocation(line: 19, column: 52, scope: !175)
!242 = !DILocation(line: 19, column: 56, scope: !175)
!243 = !DILocation(line: 19, column: 67, scope: !175)
!244 = !DILocation(line: 19, column: 73, scope: !175)
!245 = !DILocation(line: 19, column: 13, scope: !175)
!246 = !DILocation(line: 20, column: 9, scope: !176)
!247 = !DILocation(line: 21, column: 9, scope: !172)
!248 = !DILocation(line: 21, column: 26, scope: !172)
!249 = !DILocation(line: 22, column: 32, scope: !172)
!250 = !DILocation(line: 23, column: 34, scope: !172)
!251 = !DILocation(line: 23, column: 40, scope: !172)
!252 = !DILocation(line: 23, column: 9, scope: !172)
!253 = !DILocation(line: 24, column: 5, scope: !173)
!254 = !DILocation(line: 14, column: 63, scope: !173)
!255 = !DILocation(line: 14, column: 23, scope: !173)
!256 = distinct !{!256, !210, !257, !258}
!257 = !DILocation(line: 24, column: 5, scope: !169)
!258 = !{!"llvm.loop.mustprogress"}
!259 = !DILocation(line: 38, column: 1, scope: !156)
!260 = !DILocation(line: 29, column: 9, scope: !189)
!261 = !DILocation(line: 29, column: 26, scope: !189)
!262 = !DILocation(line: 30, column: 27, scope: !189)
!263 = !DILocation(line: 30, column: 20, scope: !189)
!264 = !DILocation(line: 31, column: 18, scope: !189)
!265 = !DILocation(line: 32, column: 19, scope: !189)
!266 = !DILocation(line: 33, column: 26, scope: !189)
!267 = !DILocation(line: 34, column: 13, scope: !268)
!268 = distinct !DILexicalBlock(scope: !189, file: !2, line: 34, column: 13)
!269 = !DILocation(line: 34, column: 13, scope: !189)
!270 = !DILocation(line: 34, column: 61, scope: !268)
!271 = !DILocation(line: 34, column: 65, scope: !268)
!272 = !DILocation(line: 34, column: 23, scope: !268)
!273 = !DILocation(line: 31, column: 24, scope: !189)
!274 = !DILocation(line: 35, column: 70, scope: !268)
!275 = !DILocation(line: 35, column: 85, scope: !268)
!276 = !DILocation(line: 35, column: 89, scope: !268)
!277 = !DILocation(line: 35, column: 99, scope: !268)
!278 = !DILocation(line: 35, column: 14, scope: !268)
!279 = !DILocation(line: 36, column: 5, scope: !190)
!280 = !DILocation(line: 28, column: 61, scope: !190)
!281 = !DILocation(line: 28, column: 23, scope: !190)
!282 = distinct !{!282, !232, !283, !258}
!283 = !DILocation(line: 36, column: 5, scope: !187)
!284 = !DISubprogram(name: "printf", scope: !285, file: !285, line: 356, type: !286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!285 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!286 = !DISubroutineType(types: !287)
!287 = !{!138, !288, null}
!288 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!289 = !DISubprogram(name: "__errno_location", scope: !290, file: !290, line: 37, type: !291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!291 = !DISubroutineType(types: !292)
!292 = !{!293}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!294 = !DISubprogram(name: "strtoll", scope: !221, file: !221, line: 201, type: !295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DISubroutineType(types: !296)
!296 = !{!178, !288, !297, !138}
!297 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!298 = !DISubprogram(name: "strtoull", scope: !221, file: !221, line: 206, type: !299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!299 = !DISubroutineType(types: !300)
!300 = !{!181, !288, !297, !138}
!301 = !DISubprogram(name: "strtol", scope: !221, file: !221, line: 177, type: !302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DISubroutineType(types: !303)
!303 = !{!183, !288, !297, !138}
!304 = !DISubprogram(name: "strtod", scope: !221, file: !221, line: 118, type: !305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{!139, !288, !297}
!307 = !DISubprogram(name: "strtof", scope: !221, file: !221, line: 124, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!194, !288, !297}
!310 = !DISubprogram(name: "strtold", scope: !221, file: !221, line: 127, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{!196, !288, !297}
