; ModuleID = 'programs/varargs_mini_printf.c'
source_filename = "programs/varargs_mini_printf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [9 x i8] c"%d %i %u\00", align 1, !dbg !0
@checks = internal unnamed_addr global i32 0, align 4, !dbg !7
@fails = internal unnamed_addr global i32 0, align 4, !dbg !98
@.str.1 = private unnamed_addr constant [23 x i8] c"MISMATCH [%s] vs [%s]\0A\00", align 1, !dbg !25
@.str.2 = private unnamed_addr constant [9 x i8] c"ok [%s]\0A\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [22 x i8] c"%5d|%-5d|%05d|%+d|% d\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [24 x i8] c"%.3d|%8.3d|%-8.3d|%.0d|\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [21 x i8] c"%x %X %#x %#X %#o %o\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [18 x i8] c"%ld %lu %lld %llx\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [18 x i8] c"%hd %hu %hhd %hhu\00", align 1, !dbg !52
@.str.8 = private unnamed_addr constant [17 x i8] c"%c%c%c|%3c|%-3c|\00", align 1, !dbg !54
@.str.9 = private unnamed_addr constant [31 x i8] c"%s|%10s|%-10s|%.2s|%*s|%-*.*s|\00", align 1, !dbg !59
@.str.10 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !64
@.str.11 = private unnamed_addr constant [3 x i8] c"hi\00", align 1, !dbg !69
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !74
@.str.13 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !76
@.str.14 = private unnamed_addr constant [7 x i8] c"%zu %%\00", align 1, !dbg !81
@.str.15 = private unnamed_addr constant [14 x i8] c"%*d|%-*d|%.*d\00", align 1, !dbg !83
@.str.16 = private unnamed_addr constant [25 x i8] c"%#.0o|%#x|%08.3x|%-#10x|\00", align 1, !dbg !88
@.str.17 = private unnamed_addr constant [20 x i8] c"checks=%d fails=%d\0A\00", align 1, !dbg !93
@pos = internal unnamed_addr global i64 0, align 8, !dbg !100
@out = internal unnamed_addr global [512 x i8] zeroinitializer, align 16, !dbg !115
@.str.18 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1, !dbg !102
@.str.19 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1, !dbg !104
@.str.20 = private unnamed_addr constant [3 x i8] c"0X\00", align 1, !dbg !106
@.str.21 = private unnamed_addr constant [3 x i8] c"0x\00", align 1, !dbg !108
@.str.22 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !110

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !128 {
  %1 = alloca [256 x i8], align 16, !DIAssignID !190
    #dbg_assign(i1 undef, !132, !DIExpression(), !190, ptr %1, !DIExpression(), !191)
  %2 = alloca [256 x i8], align 16, !DIAssignID !192
    #dbg_assign(i1 undef, !137, !DIExpression(), !192, ptr %2, !DIExpression(), !191)
  %3 = alloca [256 x i8], align 16, !DIAssignID !193
    #dbg_assign(i1 undef, !140, !DIExpression(), !193, ptr %3, !DIExpression(), !194)
  %4 = alloca [256 x i8], align 16, !DIAssignID !195
    #dbg_assign(i1 undef, !142, !DIExpression(), !195, ptr %4, !DIExpression(), !194)
  %5 = alloca [256 x i8], align 16, !DIAssignID !196
    #dbg_assign(i1 undef, !145, !DIExpression(), !196, ptr %5, !DIExpression(), !197)
  %6 = alloca [256 x i8], align 16, !DIAssignID !198
    #dbg_assign(i1 undef, !147, !DIExpression(), !198, ptr %6, !DIExpression(), !197)
  %7 = alloca [256 x i8], align 16, !DIAssignID !199
    #dbg_assign(i1 undef, !150, !DIExpression(), !199, ptr %7, !DIExpression(), !200)
  %8 = alloca [256 x i8], align 16, !DIAssignID !201
    #dbg_assign(i1 undef, !152, !DIExpression(), !201, ptr %8, !DIExpression(), !200)
  %9 = alloca [256 x i8], align 16, !DIAssignID !202
    #dbg_assign(i1 undef, !155, !DIExpression(), !202, ptr %9, !DIExpression(), !203)
  %10 = alloca [256 x i8], align 16, !DIAssignID !204
    #dbg_assign(i1 undef, !157, !DIExpression(), !204, ptr %10, !DIExpression(), !203)
  %11 = alloca [256 x i8], align 16, !DIAssignID !205
    #dbg_assign(i1 undef, !160, !DIExpression(), !205, ptr %11, !DIExpression(), !206)
  %12 = alloca [256 x i8], align 16, !DIAssignID !207
    #dbg_assign(i1 undef, !162, !DIExpression(), !207, ptr %12, !DIExpression(), !206)
  %13 = alloca [256 x i8], align 16, !DIAssignID !208
    #dbg_assign(i1 undef, !165, !DIExpression(), !208, ptr %13, !DIExpression(), !209)
  %14 = alloca [256 x i8], align 16, !DIAssignID !210
    #dbg_assign(i1 undef, !167, !DIExpression(), !210, ptr %14, !DIExpression(), !209)
  %15 = alloca [256 x i8], align 16, !DIAssignID !211
    #dbg_assign(i1 undef, !170, !DIExpression(), !211, ptr %15, !DIExpression(), !212)
  %16 = alloca [256 x i8], align 16, !DIAssignID !213
    #dbg_assign(i1 undef, !172, !DIExpression(), !213, ptr %16, !DIExpression(), !212)
  %17 = alloca [256 x i8], align 16, !DIAssignID !214
    #dbg_assign(i1 undef, !175, !DIExpression(), !214, ptr %17, !DIExpression(), !215)
  %18 = alloca [256 x i8], align 16, !DIAssignID !216
    #dbg_assign(i1 undef, !177, !DIExpression(), !216, ptr %18, !DIExpression(), !215)
  %19 = alloca [256 x i8], align 16, !DIAssignID !217
    #dbg_assign(i1 undef, !180, !DIExpression(), !217, ptr %19, !DIExpression(), !218)
  %20 = alloca [256 x i8], align 16, !DIAssignID !219
    #dbg_assign(i1 undef, !182, !DIExpression(), !219, ptr %20, !DIExpression(), !218)
  %21 = alloca [256 x i8], align 16, !DIAssignID !220
    #dbg_assign(i1 undef, !185, !DIExpression(), !220, ptr %21, !DIExpression(), !221)
  %22 = alloca [256 x i8], align 16, !DIAssignID !222
    #dbg_assign(i1 undef, !187, !DIExpression(), !222, ptr %22, !DIExpression(), !221)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #8, !dbg !223
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8, !dbg !223
  %23 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %1, i64 poison, ptr noundef nonnull @.str, i32 noundef 0, i32 noundef -1, i32 noundef -294967296), !dbg !223
    #dbg_value(i32 %23, !138, !DIExpression(), !191)
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 256, ptr noundef nonnull @.str, i32 noundef 0, i32 noundef -1, i32 noundef -294967296) #8, !dbg !223
    #dbg_value(i32 %24, !139, !DIExpression(), !191)
  %25 = load i32, ptr @checks, align 4, !dbg !223, !tbaa !224
  %26 = add nsw i32 %25, 1, !dbg !223
  store i32 %26, ptr @checks, align 4, !dbg !223, !tbaa !224
  %27 = icmp eq i32 %23, %24, !dbg !228
  br i1 %27, label %28, label %31, !dbg !228

28:                                               ; preds = %0
  %29 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %2) #9, !dbg !228
  %30 = icmp eq i32 %29, 0, !dbg !228
  br i1 %30, label %35, label %31, !dbg !223

31:                                               ; preds = %28, %0
  %32 = load i32, ptr @fails, align 4, !dbg !230, !tbaa !224
  %33 = add nsw i32 %32, 1, !dbg !230
  store i32 %33, ptr @fails, align 4, !dbg !230, !tbaa !224
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !230
  br label %37, !dbg !230

35:                                               ; preds = %28
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1), !dbg !228
  br label %37

37:                                               ; preds = %35, %31
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8, !dbg !232
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #8, !dbg !232
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8, !dbg !233
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #8, !dbg !233
  %38 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %3, i64 poison, ptr noundef nonnull @.str.3, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42), !dbg !233
    #dbg_value(i32 %38, !143, !DIExpression(), !194)
  %39 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 256, ptr noundef nonnull @.str.3, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42) #8, !dbg !233
    #dbg_value(i32 %39, !144, !DIExpression(), !194)
  %40 = load i32, ptr @checks, align 4, !dbg !233, !tbaa !224
  %41 = add nsw i32 %40, 1, !dbg !233
  store i32 %41, ptr @checks, align 4, !dbg !233, !tbaa !224
  %42 = icmp eq i32 %38, %39, !dbg !234
  br i1 %42, label %43, label %46, !dbg !234

43:                                               ; preds = %37
  %44 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #9, !dbg !234
  %45 = icmp eq i32 %44, 0, !dbg !234
  br i1 %45, label %50, label %46, !dbg !233

46:                                               ; preds = %43, %37
  %47 = load i32, ptr @fails, align 4, !dbg !236, !tbaa !224
  %48 = add nsw i32 %47, 1, !dbg !236
  store i32 %48, ptr @fails, align 4, !dbg !236, !tbaa !224
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !236
  br label %52, !dbg !236

50:                                               ; preds = %43
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %3), !dbg !234
  br label %52

52:                                               ; preds = %50, %46
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #8, !dbg !238
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8, !dbg !238
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #8, !dbg !239
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #8, !dbg !239
  %53 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %5, i64 poison, ptr noundef nonnull @.str.4, i32 noundef 7, i32 noundef -7, i32 noundef 7, i32 noundef 0), !dbg !239
    #dbg_value(i32 %53, !148, !DIExpression(), !197)
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 256, ptr noundef nonnull @.str.4, i32 noundef 7, i32 noundef -7, i32 noundef 7, i32 noundef 0) #8, !dbg !239
    #dbg_value(i32 %54, !149, !DIExpression(), !197)
  %55 = load i32, ptr @checks, align 4, !dbg !239, !tbaa !224
  %56 = add nsw i32 %55, 1, !dbg !239
  store i32 %56, ptr @checks, align 4, !dbg !239, !tbaa !224
  %57 = icmp eq i32 %53, %54, !dbg !240
  br i1 %57, label %58, label %61, !dbg !240

58:                                               ; preds = %52
  %59 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %6) #9, !dbg !240
  %60 = icmp eq i32 %59, 0, !dbg !240
  br i1 %60, label %65, label %61, !dbg !239

61:                                               ; preds = %58, %52
  %62 = load i32, ptr @fails, align 4, !dbg !242, !tbaa !224
  %63 = add nsw i32 %62, 1, !dbg !242
  store i32 %63, ptr @fails, align 4, !dbg !242, !tbaa !224
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !242
  br label %67, !dbg !242

65:                                               ; preds = %58
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %5), !dbg !240
  br label %67

67:                                               ; preds = %65, %61
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #8, !dbg !244
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #8, !dbg !244
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %7) #8, !dbg !245
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %8) #8, !dbg !245
  %68 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %7, i64 poison, ptr noundef nonnull @.str.5, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 2748, i32 noundef 8, i32 noundef 0), !dbg !245
    #dbg_value(i32 %68, !153, !DIExpression(), !200)
  %69 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 256, ptr noundef nonnull @.str.5, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 2748, i32 noundef 8, i32 noundef 0) #8, !dbg !245
    #dbg_value(i32 %69, !154, !DIExpression(), !200)
  %70 = load i32, ptr @checks, align 4, !dbg !245, !tbaa !224
  %71 = add nsw i32 %70, 1, !dbg !245
  store i32 %71, ptr @checks, align 4, !dbg !245, !tbaa !224
  %72 = icmp eq i32 %68, %69, !dbg !246
  br i1 %72, label %73, label %76, !dbg !246

73:                                               ; preds = %67
  %74 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) %8) #9, !dbg !246
  %75 = icmp eq i32 %74, 0, !dbg !246
  br i1 %75, label %80, label %76, !dbg !245

76:                                               ; preds = %73, %67
  %77 = load i32, ptr @fails, align 4, !dbg !248, !tbaa !224
  %78 = add nsw i32 %77, 1, !dbg !248
  store i32 %78, ptr @fails, align 4, !dbg !248, !tbaa !224
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %7, ptr noundef nonnull %8), !dbg !248
  br label %82, !dbg !248

80:                                               ; preds = %73
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %7), !dbg !246
  br label %82

82:                                               ; preds = %80, %76
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %8) #8, !dbg !250
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %7) #8, !dbg !250
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #8, !dbg !251
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %10) #8, !dbg !251
  %83 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %9, i64 poison, ptr noundef nonnull @.str.6, i64 noundef -1234567890123, i64 noundef 1234567890123, i64 noundef -9223372036854775808, i64 noundef -81985529216486896), !dbg !251
    #dbg_value(i32 %83, !158, !DIExpression(), !203)
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 256, ptr noundef nonnull @.str.6, i64 noundef -1234567890123, i64 noundef 1234567890123, i64 noundef -9223372036854775808, i64 noundef -81985529216486896) #8, !dbg !251
    #dbg_value(i32 %84, !159, !DIExpression(), !203)
  %85 = load i32, ptr @checks, align 4, !dbg !251, !tbaa !224
  %86 = add nsw i32 %85, 1, !dbg !251
  store i32 %86, ptr @checks, align 4, !dbg !251, !tbaa !224
  %87 = icmp eq i32 %83, %84, !dbg !252
  br i1 %87, label %88, label %91, !dbg !252

88:                                               ; preds = %82
  %89 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) %10) #9, !dbg !252
  %90 = icmp eq i32 %89, 0, !dbg !252
  br i1 %90, label %95, label %91, !dbg !251

91:                                               ; preds = %88, %82
  %92 = load i32, ptr @fails, align 4, !dbg !254, !tbaa !224
  %93 = add nsw i32 %92, 1, !dbg !254
  store i32 %93, ptr @fails, align 4, !dbg !254, !tbaa !224
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %9, ptr noundef nonnull %10), !dbg !254
  br label %97, !dbg !254

95:                                               ; preds = %88
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %9), !dbg !252
  br label %97

97:                                               ; preds = %95, %91
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %10) #8, !dbg !256
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #8, !dbg !256
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %11) #8, !dbg !257
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %12) #8, !dbg !257
  %98 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %11, i64 poison, ptr noundef nonnull @.str.7, i32 noundef 70000, i32 noundef 70000, i32 noundef 300, i32 noundef 300), !dbg !257
    #dbg_value(i32 %98, !163, !DIExpression(), !206)
  %99 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 256, ptr noundef nonnull @.str.7, i32 noundef 70000, i32 noundef 70000, i32 noundef 300, i32 noundef 300) #8, !dbg !257
    #dbg_value(i32 %99, !164, !DIExpression(), !206)
  %100 = load i32, ptr @checks, align 4, !dbg !257, !tbaa !224
  %101 = add nsw i32 %100, 1, !dbg !257
  store i32 %101, ptr @checks, align 4, !dbg !257, !tbaa !224
  %102 = icmp eq i32 %98, %99, !dbg !258
  br i1 %102, label %103, label %106, !dbg !258

103:                                              ; preds = %97
  %104 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %11, ptr noundef nonnull dereferenceable(1) %12) #9, !dbg !258
  %105 = icmp eq i32 %104, 0, !dbg !258
  br i1 %105, label %110, label %106, !dbg !257

106:                                              ; preds = %103, %97
  %107 = load i32, ptr @fails, align 4, !dbg !260, !tbaa !224
  %108 = add nsw i32 %107, 1, !dbg !260
  store i32 %108, ptr @fails, align 4, !dbg !260, !tbaa !224
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %11, ptr noundef nonnull %12), !dbg !260
  br label %112, !dbg !260

110:                                              ; preds = %103
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %11), !dbg !258
  br label %112

112:                                              ; preds = %110, %106
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %12) #8, !dbg !262
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %11) #8, !dbg !262
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %13) #8, !dbg !263
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %14) #8, !dbg !263
  %113 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %13, i64 poison, ptr noundef nonnull @.str.8, i32 noundef 97, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121), !dbg !263
    #dbg_value(i32 %113, !168, !DIExpression(), !209)
  %114 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 256, ptr noundef nonnull @.str.8, i32 noundef 97, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121) #8, !dbg !263
    #dbg_value(i32 %114, !169, !DIExpression(), !209)
  %115 = load i32, ptr @checks, align 4, !dbg !263, !tbaa !224
  %116 = add nsw i32 %115, 1, !dbg !263
  store i32 %116, ptr @checks, align 4, !dbg !263, !tbaa !224
  %117 = icmp eq i32 %113, %114, !dbg !264
  br i1 %117, label %118, label %121, !dbg !264

118:                                              ; preds = %112
  %119 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(1) %14) #9, !dbg !264
  %120 = icmp eq i32 %119, 0, !dbg !264
  br i1 %120, label %125, label %121, !dbg !263

121:                                              ; preds = %118, %112
  %122 = load i32, ptr @fails, align 4, !dbg !266, !tbaa !224
  %123 = add nsw i32 %122, 1, !dbg !266
  store i32 %123, ptr @fails, align 4, !dbg !266, !tbaa !224
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %13, ptr noundef nonnull %14), !dbg !266
  br label %127, !dbg !266

125:                                              ; preds = %118
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %13), !dbg !264
  br label %127

127:                                              ; preds = %125, %121
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %14) #8, !dbg !268
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %13) #8, !dbg !268
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %15) #8, !dbg !269
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %16) #8, !dbg !269
  %128 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %15, i64 poison, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10, i32 noundef 6, ptr noundef nonnull @.str.12, i32 noundef 7, i32 noundef 3, ptr noundef nonnull @.str.13), !dbg !269
    #dbg_value(i32 %128, !173, !DIExpression(), !212)
  %129 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %16, i64 noundef 256, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10, i32 noundef 6, ptr noundef nonnull @.str.12, i32 noundef 7, i32 noundef 3, ptr noundef nonnull @.str.13) #8, !dbg !269
    #dbg_value(i32 %129, !174, !DIExpression(), !212)
  %130 = load i32, ptr @checks, align 4, !dbg !269, !tbaa !224
  %131 = add nsw i32 %130, 1, !dbg !269
  store i32 %131, ptr @checks, align 4, !dbg !269, !tbaa !224
  %132 = icmp eq i32 %128, %129, !dbg !270
  br i1 %132, label %133, label %136, !dbg !270

133:                                              ; preds = %127
  %134 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %15, ptr noundef nonnull dereferenceable(1) %16) #9, !dbg !270
  %135 = icmp eq i32 %134, 0, !dbg !270
  br i1 %135, label %140, label %136, !dbg !269

136:                                              ; preds = %133, %127
  %137 = load i32, ptr @fails, align 4, !dbg !272, !tbaa !224
  %138 = add nsw i32 %137, 1, !dbg !272
  store i32 %138, ptr @fails, align 4, !dbg !272, !tbaa !224
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %15, ptr noundef nonnull %16), !dbg !272
  br label %142, !dbg !272

140:                                              ; preds = %133
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %15), !dbg !270
  br label %142

142:                                              ; preds = %140, %136
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %16) #8, !dbg !274
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %15) #8, !dbg !274
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %17) #8, !dbg !275
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %18) #8, !dbg !275
  %143 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %17, i64 poison, ptr noundef nonnull @.str.14, i64 noundef 123456), !dbg !275
    #dbg_value(i32 %143, !178, !DIExpression(), !215)
  %144 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i64 noundef 256, ptr noundef nonnull @.str.14, i64 noundef 123456) #8, !dbg !275
    #dbg_value(i32 %144, !179, !DIExpression(), !215)
  %145 = load i32, ptr @checks, align 4, !dbg !275, !tbaa !224
  %146 = add nsw i32 %145, 1, !dbg !275
  store i32 %146, ptr @checks, align 4, !dbg !275, !tbaa !224
  %147 = icmp eq i32 %143, %144, !dbg !276
  br i1 %147, label %148, label %151, !dbg !276

148:                                              ; preds = %142
  %149 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %17, ptr noundef nonnull dereferenceable(1) %18) #9, !dbg !276
  %150 = icmp eq i32 %149, 0, !dbg !276
  br i1 %150, label %155, label %151, !dbg !275

151:                                              ; preds = %148, %142
  %152 = load i32, ptr @fails, align 4, !dbg !278, !tbaa !224
  %153 = add nsw i32 %152, 1, !dbg !278
  store i32 %153, ptr @fails, align 4, !dbg !278, !tbaa !224
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %17, ptr noundef nonnull %18), !dbg !278
  br label %157, !dbg !278

155:                                              ; preds = %148
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %17), !dbg !276
  br label %157

157:                                              ; preds = %155, %151
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %18) #8, !dbg !280
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %17) #8, !dbg !280
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %19) #8, !dbg !281
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %20) #8, !dbg !281
  %158 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %19, i64 poison, ptr noundef nonnull @.str.15, i32 noundef -6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 4, i32 noundef 9), !dbg !281
    #dbg_value(i32 %158, !183, !DIExpression(), !218)
  %159 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %20, i64 noundef 256, ptr noundef nonnull @.str.15, i32 noundef -6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 4, i32 noundef 9) #8, !dbg !281
    #dbg_value(i32 %159, !184, !DIExpression(), !218)
  %160 = load i32, ptr @checks, align 4, !dbg !281, !tbaa !224
  %161 = add nsw i32 %160, 1, !dbg !281
  store i32 %161, ptr @checks, align 4, !dbg !281, !tbaa !224
  %162 = icmp eq i32 %158, %159, !dbg !282
  br i1 %162, label %163, label %166, !dbg !282

163:                                              ; preds = %157
  %164 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %19, ptr noundef nonnull dereferenceable(1) %20) #9, !dbg !282
  %165 = icmp eq i32 %164, 0, !dbg !282
  br i1 %165, label %170, label %166, !dbg !281

166:                                              ; preds = %163, %157
  %167 = load i32, ptr @fails, align 4, !dbg !284, !tbaa !224
  %168 = add nsw i32 %167, 1, !dbg !284
  store i32 %168, ptr @fails, align 4, !dbg !284, !tbaa !224
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %19, ptr noundef nonnull %20), !dbg !284
  br label %172, !dbg !284

170:                                              ; preds = %163
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %19), !dbg !282
  br label %172

172:                                              ; preds = %170, %166
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %20) #8, !dbg !286
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %19) #8, !dbg !286
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %21) #8, !dbg !287
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %22) #8, !dbg !287
  %173 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %21, i64 poison, ptr noundef nonnull @.str.16, i32 noundef 0, i32 noundef 0, i32 noundef 31, i32 noundef 48879), !dbg !287
    #dbg_value(i32 %173, !188, !DIExpression(), !221)
  %174 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %22, i64 noundef 256, ptr noundef nonnull @.str.16, i32 noundef 0, i32 noundef 0, i32 noundef 31, i32 noundef 48879) #8, !dbg !287
    #dbg_value(i32 %174, !189, !DIExpression(), !221)
  %175 = load i32, ptr @checks, align 4, !dbg !287, !tbaa !224
  %176 = add nsw i32 %175, 1, !dbg !287
  store i32 %176, ptr @checks, align 4, !dbg !287, !tbaa !224
  %177 = icmp eq i32 %173, %174, !dbg !288
  br i1 %177, label %178, label %181, !dbg !288

178:                                              ; preds = %172
  %179 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %21, ptr noundef nonnull dereferenceable(1) %22) #9, !dbg !288
  %180 = icmp eq i32 %179, 0, !dbg !288
  br i1 %180, label %185, label %181, !dbg !287

181:                                              ; preds = %178, %172
  %182 = load i32, ptr @fails, align 4, !dbg !290, !tbaa !224
  %183 = add nsw i32 %182, 1, !dbg !290
  store i32 %183, ptr @fails, align 4, !dbg !290, !tbaa !224
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %21, ptr noundef nonnull %22), !dbg !290
  br label %187, !dbg !290

185:                                              ; preds = %178
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %21), !dbg !288
  br label %187

187:                                              ; preds = %185, %181
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %22) #8, !dbg !292
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %21) #8, !dbg !292
  %188 = load i32, ptr @checks, align 4, !dbg !293, !tbaa !224
  %189 = load i32, ptr @fails, align 4, !dbg !294, !tbaa !224
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %188, i32 noundef %189), !dbg !295
  %191 = load i32, ptr @fails, align 4, !dbg !296, !tbaa !224
  ret i32 %191, !dbg !297
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @my_snprintf(ptr nocapture noundef writeonly %0, i64 %1, ptr nocapture noundef readonly %2, ...) unnamed_addr #0 !dbg !298 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !321
    #dbg_assign(i1 undef, !308, !DIExpression(), !321, ptr %4, !DIExpression(), !322)
    #dbg_value(ptr %0, !305, !DIExpression(), !322)
    #dbg_value(i64 256, !306, !DIExpression(), !322)
    #dbg_value(ptr %2, !307, !DIExpression(), !322)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #8, !dbg !323
  call void @llvm.va_start.p0(ptr nonnull %4), !dbg !324
    #dbg_value(ptr %0, !325, !DIExpression(), !361)
    #dbg_value(i64 256, !331, !DIExpression(), !361)
    #dbg_value(ptr %2, !332, !DIExpression(), !361)
    #dbg_value(ptr %4, !333, !DIExpression(), !361)
  store i64 0, ptr @pos, align 8, !dbg !363, !tbaa !364
    #dbg_value(ptr %2, !334, !DIExpression(), !366)
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  br label %7, !dbg !367

7:                                                ; preds = %532, %3
  %8 = phi ptr [ %2, %3 ], [ %534, %532 ], !dbg !368
    #dbg_value(ptr %8, !334, !DIExpression(), !366)
  %9 = load i8, ptr %8, align 1, !dbg !369, !tbaa !370
  switch i8 %9, label %10 [
    i8 0, label %535
    i8 37, label %29
  ], !dbg !371

10:                                               ; preds = %7
    #dbg_value(i8 %9, !372, !DIExpression(), !377)
  %11 = load i64, ptr @pos, align 8, !dbg !381, !tbaa !364
  %12 = icmp ult i64 %11, 511, !dbg !383
  br i1 %12, label %13, label %532, !dbg !384

13:                                               ; preds = %10
  %14 = add nuw nsw i64 %11, 1, !dbg !385
  store i64 %14, ptr @pos, align 8, !dbg !385, !tbaa !364
  %15 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %11, !dbg !386
  store i8 %9, ptr %15, align 1, !dbg !387, !tbaa !370
  br label %532, !dbg !386

16:                                               ; preds = %53, %16
  %17 = phi ptr [ %18, %16 ], [ %57, %53 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 1, !dbg !388
    #dbg_value(ptr %18, !334, !DIExpression(), !366)
    #dbg_value(i32 1, !336, !DIExpression(), !388)
    #dbg_value(i32 %54, !342, !DIExpression(), !388)
    #dbg_value(i32 %49, !341, !DIExpression(), !388)
    #dbg_value(i32 %40, !340, !DIExpression(), !388)
    #dbg_value(i32 %30, !339, !DIExpression(), !388)
  %19 = load i8, ptr %18, align 1, !dbg !389, !tbaa !370
  switch i8 %19, label %20 [
    i8 45, label %16
    i8 48, label %26
    i8 43, label %36
    i8 32, label %45
    i8 35, label %59
    i8 42, label %62
  ], !dbg !394, !llvm.loop !395

20:                                               ; preds = %53, %16
  %21 = phi i32 [ 1, %16 ], [ %55, %53 ], !dbg !388
  %22 = phi ptr [ %18, %16 ], [ %57, %53 ], !dbg !388
  %23 = phi i8 [ %19, %16 ], [ %58, %53 ], !dbg !389
    #dbg_value(ptr %22, !334, !DIExpression(), !366)
    #dbg_value(i32 0, !343, !DIExpression(), !388)
  %24 = add i8 %23, -48, !dbg !399
  %25 = icmp ult i8 %24, 10, !dbg !399
  br i1 %25, label %83, label %95, !dbg !399

26:                                               ; preds = %53, %16
  %27 = phi i32 [ 1, %16 ], [ %55, %53 ], !dbg !388
  %28 = phi ptr [ %18, %16 ], [ %57, %53 ], !dbg !388
    #dbg_value(i32 1, !339, !DIExpression(), !388)
  br label %29, !dbg !401, !llvm.loop !403

29:                                               ; preds = %7, %26
  %30 = phi i32 [ 1, %26 ], [ 0, %7 ]
  %31 = phi i32 [ %40, %26 ], [ 0, %7 ]
  %32 = phi i32 [ %49, %26 ], [ 0, %7 ]
  %33 = phi i32 [ %54, %26 ], [ 0, %7 ]
  %34 = phi i32 [ %27, %26 ], [ 0, %7 ]
  %35 = phi ptr [ %28, %26 ], [ %8, %7 ]
  br label %39, !dbg !396

36:                                               ; preds = %53, %16
  %37 = phi i32 [ 1, %16 ], [ %55, %53 ], !dbg !388
  %38 = phi ptr [ %18, %16 ], [ %57, %53 ], !dbg !388
    #dbg_value(i32 1, !340, !DIExpression(), !388)
  br label %39, !dbg !404, !llvm.loop !403

39:                                               ; preds = %29, %36
  %40 = phi i32 [ %31, %29 ], [ 1, %36 ]
  %41 = phi i32 [ %32, %29 ], [ %49, %36 ]
  %42 = phi i32 [ %33, %29 ], [ %54, %36 ]
  %43 = phi i32 [ %34, %29 ], [ %37, %36 ]
  %44 = phi ptr [ %35, %29 ], [ %38, %36 ]
  br label %48, !dbg !396

45:                                               ; preds = %53, %16
  %46 = phi i32 [ 1, %16 ], [ %55, %53 ], !dbg !388
  %47 = phi ptr [ %18, %16 ], [ %57, %53 ], !dbg !388
    #dbg_value(i32 1, !341, !DIExpression(), !388)
  br label %48, !dbg !406, !llvm.loop !403

48:                                               ; preds = %39, %45
  %49 = phi i32 [ %41, %39 ], [ 1, %45 ]
  %50 = phi i32 [ %42, %39 ], [ %54, %45 ]
  %51 = phi i32 [ %43, %39 ], [ %46, %45 ]
  %52 = phi ptr [ %44, %39 ], [ %47, %45 ]
  br label %53, !dbg !396

53:                                               ; preds = %48, %59
  %54 = phi i32 [ %50, %48 ], [ 1, %59 ]
  %55 = phi i32 [ %51, %48 ], [ %60, %59 ]
  %56 = phi ptr [ %52, %48 ], [ %61, %59 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 1, !dbg !388
    #dbg_value(ptr %57, !334, !DIExpression(), !366)
    #dbg_value(i32 %55, !336, !DIExpression(), !388)
    #dbg_value(i32 %54, !342, !DIExpression(), !388)
    #dbg_value(i32 %49, !341, !DIExpression(), !388)
    #dbg_value(i32 %40, !340, !DIExpression(), !388)
    #dbg_value(i32 %30, !339, !DIExpression(), !388)
  %58 = load i8, ptr %57, align 1, !dbg !389, !tbaa !370
  switch i8 %58, label %20 [
    i8 45, label %16
    i8 48, label %26
    i8 43, label %36
    i8 32, label %45
    i8 35, label %59
    i8 42, label %62
  ], !dbg !394

59:                                               ; preds = %16, %53
  %60 = phi i32 [ %55, %53 ], [ 1, %16 ], !dbg !388
  %61 = phi ptr [ %57, %53 ], [ %18, %16 ], !dbg !388
    #dbg_value(i32 1, !342, !DIExpression(), !388)
  br label %53, !llvm.loop !403

62:                                               ; preds = %53, %16
  %63 = phi i32 [ 1, %16 ], [ %55, %53 ], !dbg !388
  %64 = phi ptr [ %17, %16 ], [ %56, %53 ]
  %65 = load i32, ptr %4, align 16, !dbg !408
  %66 = icmp ult i32 %65, 41, !dbg !408
  br i1 %66, label %67, label %72, !dbg !408

67:                                               ; preds = %62
  %68 = load ptr, ptr %6, align 16, !dbg !408
  %69 = zext nneg i32 %65 to i64, !dbg !408
  %70 = getelementptr i8, ptr %68, i64 %69, !dbg !408
  %71 = add nuw nsw i32 %65, 8, !dbg !408
  store i32 %71, ptr %4, align 16, !dbg !408, !DIAssignID !410
    #dbg_assign(i32 %71, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !410, ptr %4, !DIExpression(), !322)
  br label %75, !dbg !408

72:                                               ; preds = %62
  %73 = load ptr, ptr %5, align 8, !dbg !408
  %74 = getelementptr i8, ptr %73, i64 8, !dbg !408
  store ptr %74, ptr %5, align 8, !dbg !408, !DIAssignID !411
    #dbg_assign(ptr %74, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !411, ptr %5, !DIExpression(), !322)
  br label %75, !dbg !408

75:                                               ; preds = %72, %67
  %76 = phi ptr [ %70, %67 ], [ %73, %72 ], !dbg !408
  %77 = load i32, ptr %76, align 4, !dbg !408, !tbaa !224
    #dbg_value(i32 %77, !343, !DIExpression(), !388)
  %78 = icmp slt i32 %77, 0, !dbg !412
  %79 = call i32 @llvm.abs.i32(i32 %77, i1 true), !dbg !414
  %80 = select i1 %78, i32 1, i32 %63, !dbg !414
    #dbg_value(i32 %80, !336, !DIExpression(), !388)
    #dbg_value(i32 %79, !343, !DIExpression(), !388)
  %81 = getelementptr inbounds i8, ptr %64, i64 2, !dbg !415
    #dbg_value(ptr %81, !334, !DIExpression(), !366)
  %82 = load i8, ptr %81, align 1, !dbg !416, !tbaa !370
  br label %95, !dbg !418

83:                                               ; preds = %20, %83
  %84 = phi i8 [ %92, %83 ], [ %23, %20 ]
  %85 = phi ptr [ %88, %83 ], [ %22, %20 ]
  %86 = phi i32 [ %91, %83 ], [ 0, %20 ]
    #dbg_value(ptr %85, !334, !DIExpression(), !366)
    #dbg_value(i32 %86, !343, !DIExpression(), !388)
  %87 = mul nsw i32 %86, 10, !dbg !419
  %88 = getelementptr inbounds i8, ptr %85, i64 1, !dbg !420
    #dbg_value(ptr %88, !334, !DIExpression(), !366)
  %89 = add nsw i8 %84, -48, !dbg !421
  %90 = zext nneg i8 %89 to i32, !dbg !421
  %91 = add nsw i32 %87, %90, !dbg !422
    #dbg_value(i32 %91, !343, !DIExpression(), !388)
  %92 = load i8, ptr %88, align 1, !dbg !423, !tbaa !370
  %93 = add i8 %92, -48, !dbg !399
  %94 = icmp ult i8 %93, 10, !dbg !399
  br i1 %94, label %83, label %95, !dbg !399, !llvm.loop !424

95:                                               ; preds = %83, %75, %20
  %96 = phi i8 [ %82, %75 ], [ %23, %20 ], [ %92, %83 ], !dbg !416
  %97 = phi i32 [ %79, %75 ], [ 0, %20 ], [ %91, %83 ], !dbg !388
  %98 = phi i32 [ %80, %75 ], [ %21, %20 ], [ %21, %83 ], !dbg !388
  %99 = phi ptr [ %81, %75 ], [ %22, %20 ], [ %88, %83 ], !dbg !388
    #dbg_value(ptr %99, !334, !DIExpression(), !366)
    #dbg_value(i32 %98, !336, !DIExpression(), !388)
    #dbg_value(i32 %97, !343, !DIExpression(), !388)
  %100 = icmp eq i8 %96, 46, !dbg !428
  br i1 %100, label %101, label %136, !dbg !429

101:                                              ; preds = %95
  %102 = getelementptr inbounds i8, ptr %99, i64 1, !dbg !430
    #dbg_value(ptr %102, !334, !DIExpression(), !366)
    #dbg_value(i32 0, !344, !DIExpression(), !388)
  %103 = load i8, ptr %102, align 1, !dbg !432, !tbaa !370
  %104 = icmp eq i8 %103, 42, !dbg !434
  br i1 %104, label %108, label %105, !dbg !435

105:                                              ; preds = %101
    #dbg_value(ptr %102, !334, !DIExpression(), !366)
    #dbg_value(i32 0, !344, !DIExpression(), !388)
  %106 = add i8 %103, -48, !dbg !436
  %107 = icmp ult i8 %106, 10, !dbg !436
  br i1 %107, label %124, label %136, !dbg !436

108:                                              ; preds = %101
  %109 = load i32, ptr %4, align 16, !dbg !437
  %110 = icmp ult i32 %109, 41, !dbg !437
  br i1 %110, label %111, label %116, !dbg !437

111:                                              ; preds = %108
  %112 = load ptr, ptr %6, align 16, !dbg !437
  %113 = zext nneg i32 %109 to i64, !dbg !437
  %114 = getelementptr i8, ptr %112, i64 %113, !dbg !437
  %115 = add nuw nsw i32 %109, 8, !dbg !437
  store i32 %115, ptr %4, align 16, !dbg !437, !DIAssignID !439
    #dbg_assign(i32 %115, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !439, ptr %4, !DIExpression(), !322)
  br label %119, !dbg !437

116:                                              ; preds = %108
  %117 = load ptr, ptr %5, align 8, !dbg !437
  %118 = getelementptr i8, ptr %117, i64 8, !dbg !437
  store ptr %118, ptr %5, align 8, !dbg !437, !DIAssignID !440
    #dbg_assign(ptr %118, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !440, ptr %5, !DIExpression(), !322)
  br label %119, !dbg !437

119:                                              ; preds = %116, %111
  %120 = phi ptr [ %114, %111 ], [ %117, %116 ], !dbg !437
  %121 = load i32, ptr %120, align 4, !dbg !437, !tbaa !224
    #dbg_value(i32 %121, !344, !DIExpression(), !388)
  %122 = getelementptr inbounds i8, ptr %99, i64 2, !dbg !441
    #dbg_value(ptr %122, !334, !DIExpression(), !366)
  %123 = load i8, ptr %122, align 1, !dbg !442, !tbaa !370
  br label %136, !dbg !443

124:                                              ; preds = %105, %124
  %125 = phi i8 [ %133, %124 ], [ %103, %105 ]
  %126 = phi ptr [ %129, %124 ], [ %102, %105 ]
  %127 = phi i32 [ %132, %124 ], [ 0, %105 ]
    #dbg_value(ptr %126, !334, !DIExpression(), !366)
    #dbg_value(i32 %127, !344, !DIExpression(), !388)
  %128 = mul nsw i32 %127, 10, !dbg !444
  %129 = getelementptr inbounds i8, ptr %126, i64 1, !dbg !445
    #dbg_value(ptr %129, !334, !DIExpression(), !366)
  %130 = add nsw i8 %125, -48, !dbg !446
  %131 = zext nneg i8 %130 to i32, !dbg !446
  %132 = add nsw i32 %128, %131, !dbg !447
    #dbg_value(i32 %132, !344, !DIExpression(), !388)
  %133 = load i8, ptr %129, align 1, !dbg !448, !tbaa !370
  %134 = add i8 %133, -48, !dbg !436
  %135 = icmp ult i8 %134, 10, !dbg !436
  br i1 %135, label %124, label %136, !dbg !436, !llvm.loop !449

136:                                              ; preds = %124, %119, %105, %95
  %137 = phi i8 [ %123, %119 ], [ %96, %95 ], [ %103, %105 ], [ %133, %124 ], !dbg !442
  %138 = phi i32 [ %121, %119 ], [ -1, %95 ], [ 0, %105 ], [ %132, %124 ], !dbg !388
  %139 = phi ptr [ %122, %119 ], [ %99, %95 ], [ %102, %105 ], [ %129, %124 ], !dbg !388
    #dbg_value(ptr %139, !334, !DIExpression(), !366)
    #dbg_value(i32 %138, !344, !DIExpression(), !388)
    #dbg_value(i32 0, !345, !DIExpression(), !388)
  %140 = icmp eq i8 %137, 108, !dbg !452
  br i1 %140, label %145, label %141, !dbg !453

141:                                              ; preds = %145, %136
  %142 = phi i32 [ 0, %136 ], [ %148, %145 ], !dbg !388
  %143 = phi ptr [ %139, %136 ], [ %149, %145 ], !dbg !388
  %144 = phi i8 [ %137, %136 ], [ %150, %145 ], !dbg !442
  br label %152, !dbg !454

145:                                              ; preds = %136, %145
  %146 = phi ptr [ %149, %145 ], [ %139, %136 ]
  %147 = phi i32 [ %148, %145 ], [ 0, %136 ]
    #dbg_value(ptr %146, !334, !DIExpression(), !366)
    #dbg_value(i32 %147, !345, !DIExpression(), !388)
  %148 = add nuw nsw i32 %147, 1, !dbg !455
    #dbg_value(i32 %148, !345, !DIExpression(), !388)
  %149 = getelementptr inbounds i8, ptr %146, i64 1, !dbg !457
    #dbg_value(ptr %149, !334, !DIExpression(), !366)
  %150 = load i8, ptr %149, align 1, !dbg !442, !tbaa !370
  %151 = icmp eq i8 %150, 108, !dbg !452
  br i1 %151, label %145, label %141, !dbg !453, !llvm.loop !458

152:                                              ; preds = %156, %141
  %153 = phi i8 [ %159, %156 ], [ %144, %141 ], !dbg !460
  %154 = phi i32 [ %157, %156 ], [ 0, %141 ], !dbg !388
  %155 = phi ptr [ %158, %156 ], [ %143, %141 ], !dbg !388
    #dbg_value(ptr %155, !334, !DIExpression(), !366)
    #dbg_value(i32 %154, !346, !DIExpression(), !388)
  switch i8 %153, label %163 [
    i8 104, label %156
    i8 122, label %160
  ], !dbg !454

156:                                              ; preds = %152
  %157 = add nuw nsw i32 %154, 1, !dbg !461
    #dbg_value(i32 %157, !346, !DIExpression(), !388)
  %158 = getelementptr inbounds i8, ptr %155, i64 1, !dbg !463
    #dbg_value(ptr %158, !334, !DIExpression(), !366)
  %159 = load i8, ptr %158, align 1, !dbg !460, !tbaa !370
  br label %152, !dbg !454, !llvm.loop !464

160:                                              ; preds = %152
    #dbg_value(i32 2, !345, !DIExpression(), !388)
  %161 = getelementptr inbounds i8, ptr %155, i64 1, !dbg !466
    #dbg_value(ptr %161, !334, !DIExpression(), !366)
  %162 = load i8, ptr %161, align 1, !dbg !469, !tbaa !370
  br label %163, !dbg !470

163:                                              ; preds = %152, %160
  %164 = phi i8 [ %162, %160 ], [ %153, %152 ], !dbg !469
  %165 = phi i32 [ 2, %160 ], [ %142, %152 ], !dbg !388
  %166 = phi ptr [ %161, %160 ], [ %155, %152 ], !dbg !388
    #dbg_value(ptr %166, !334, !DIExpression(), !366)
    #dbg_value(i32 %165, !345, !DIExpression(), !388)
  switch i8 %164, label %515 [
    i8 100, label %167
    i8 105, label %167
    i8 117, label %225
    i8 120, label %225
    i8 88, label %225
    i8 111, label %225
    i8 99, label %285
    i8 115, label %380
    i8 37, label %509
  ], !dbg !471

167:                                              ; preds = %163, %163
  %168 = icmp ugt i32 %165, 1, !dbg !472
  br i1 %168, label %169, label %183, !dbg !473

169:                                              ; preds = %167
  %170 = load i32, ptr %4, align 16, !dbg !474
  %171 = icmp ult i32 %170, 41, !dbg !474
  br i1 %171, label %172, label %177, !dbg !474

172:                                              ; preds = %169
  %173 = load ptr, ptr %6, align 16, !dbg !474
  %174 = zext nneg i32 %170 to i64, !dbg !474
  %175 = getelementptr i8, ptr %173, i64 %174, !dbg !474
  %176 = add nuw nsw i32 %170, 8, !dbg !474
  store i32 %176, ptr %4, align 16, !dbg !474, !DIAssignID !475
    #dbg_assign(i32 %176, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !475, ptr %4, !DIExpression(), !322)
  br label %180, !dbg !474

177:                                              ; preds = %169
  %178 = load ptr, ptr %5, align 8, !dbg !474
  %179 = getelementptr i8, ptr %178, i64 8, !dbg !474
  store ptr %179, ptr %5, align 8, !dbg !474, !DIAssignID !476
    #dbg_assign(ptr %179, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !476, ptr %5, !DIExpression(), !322)
  br label %180, !dbg !474

180:                                              ; preds = %177, %172
  %181 = phi ptr [ %175, %172 ], [ %178, %177 ], !dbg !474
  %182 = load i64, ptr %181, align 8, !dbg !474, !tbaa !477
  br label %212, !dbg !473

183:                                              ; preds = %167
  %184 = icmp eq i32 %165, 1, !dbg !479
  %185 = load i32, ptr %4, align 16, !dbg !480
  %186 = icmp ult i32 %185, 41, !dbg !480
  br i1 %184, label %187, label %199, !dbg !481

187:                                              ; preds = %183
  br i1 %186, label %188, label %193, !dbg !482

188:                                              ; preds = %187
  %189 = load ptr, ptr %6, align 16, !dbg !482
  %190 = zext nneg i32 %185 to i64, !dbg !482
  %191 = getelementptr i8, ptr %189, i64 %190, !dbg !482
  %192 = add nuw nsw i32 %185, 8, !dbg !482
  store i32 %192, ptr %4, align 16, !dbg !482, !DIAssignID !483
    #dbg_assign(i32 %192, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !483, ptr %4, !DIExpression(), !322)
  br label %196, !dbg !482

193:                                              ; preds = %187
  %194 = load ptr, ptr %5, align 8, !dbg !482
  %195 = getelementptr i8, ptr %194, i64 8, !dbg !482
  store ptr %195, ptr %5, align 8, !dbg !482, !DIAssignID !484
    #dbg_assign(ptr %195, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !484, ptr %5, !DIExpression(), !322)
  br label %196, !dbg !482

196:                                              ; preds = %193, %188
  %197 = phi ptr [ %191, %188 ], [ %194, %193 ], !dbg !482
  %198 = load i64, ptr %197, align 8, !dbg !482, !tbaa !364
  br label %212, !dbg !481

199:                                              ; preds = %183
  br i1 %186, label %200, label %205, !dbg !485

200:                                              ; preds = %199
  %201 = load ptr, ptr %6, align 16, !dbg !485
  %202 = zext nneg i32 %185 to i64, !dbg !485
  %203 = getelementptr i8, ptr %201, i64 %202, !dbg !485
  %204 = add nuw nsw i32 %185, 8, !dbg !485
  store i32 %204, ptr %4, align 16, !dbg !485, !DIAssignID !486
    #dbg_assign(i32 %204, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !486, ptr %4, !DIExpression(), !322)
  br label %208, !dbg !485

205:                                              ; preds = %199
  %206 = load ptr, ptr %5, align 8, !dbg !485
  %207 = getelementptr i8, ptr %206, i64 8, !dbg !485
  store ptr %207, ptr %5, align 8, !dbg !485, !DIAssignID !487
    #dbg_assign(ptr %207, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !487, ptr %5, !DIExpression(), !322)
  br label %208, !dbg !485

208:                                              ; preds = %205, %200
  %209 = phi ptr [ %203, %200 ], [ %206, %205 ], !dbg !485
  %210 = load i32, ptr %209, align 4, !dbg !485, !tbaa !224
  %211 = sext i32 %210 to i64, !dbg !485
  br label %212, !dbg !481

212:                                              ; preds = %208, %196, %180
  %213 = phi i64 [ %182, %180 ], [ %198, %196 ], [ %211, %208 ], !dbg !473
    #dbg_value(i64 %213, !347, !DIExpression(), !488)
  switch i32 %154, label %217 [
    i32 1, label %214
    i32 0, label %220
  ], !dbg !489

214:                                              ; preds = %212
  %215 = shl i64 %213, 48, !dbg !490
  %216 = ashr exact i64 %215, 48, !dbg !490
    #dbg_value(i64 %216, !347, !DIExpression(), !488)
  br label %220, !dbg !492

217:                                              ; preds = %212
  %218 = shl i64 %213, 56, !dbg !493
  %219 = ashr exact i64 %218, 56, !dbg !493
    #dbg_value(i64 %219, !347, !DIExpression(), !488)
  br label %220, !dbg !495

220:                                              ; preds = %217, %214, %212
  %221 = phi i64 [ %216, %214 ], [ %219, %217 ], [ %213, %212 ], !dbg !488
    #dbg_value(i64 %221, !347, !DIExpression(), !488)
  %222 = call i64 @llvm.abs.i64(i64 %221, i1 false), !dbg !496
  %223 = lshr i64 %221, 63, !dbg !497
  %224 = trunc nuw nsw i64 %223 to i32, !dbg !497
  call fastcc void @emit_num(i64 noundef %222, i32 noundef %224, i32 noundef 10, i32 noundef 0, i32 noundef %97, i32 noundef %138, i32 noundef %98, i32 noundef %30, i32 noundef %40, i32 noundef %49, i32 noundef 0), !dbg !498
  br label %532

225:                                              ; preds = %163, %163, %163, %163
  %226 = icmp ugt i32 %165, 1, !dbg !499
  br i1 %226, label %227, label %241, !dbg !500

227:                                              ; preds = %225
  %228 = load i32, ptr %4, align 16, !dbg !501
  %229 = icmp ult i32 %228, 41, !dbg !501
  br i1 %229, label %230, label %235, !dbg !501

230:                                              ; preds = %227
  %231 = load ptr, ptr %6, align 16, !dbg !501
  %232 = zext nneg i32 %228 to i64, !dbg !501
  %233 = getelementptr i8, ptr %231, i64 %232, !dbg !501
  %234 = add nuw nsw i32 %228, 8, !dbg !501
  store i32 %234, ptr %4, align 16, !dbg !501, !DIAssignID !502
    #dbg_assign(i32 %234, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !502, ptr %4, !DIExpression(), !322)
  br label %238, !dbg !501

235:                                              ; preds = %227
  %236 = load ptr, ptr %5, align 8, !dbg !501
  %237 = getelementptr i8, ptr %236, i64 8, !dbg !501
  store ptr %237, ptr %5, align 8, !dbg !501, !DIAssignID !503
    #dbg_assign(ptr %237, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !503, ptr %5, !DIExpression(), !322)
  br label %238, !dbg !501

238:                                              ; preds = %235, %230
  %239 = phi ptr [ %233, %230 ], [ %236, %235 ], !dbg !501
  %240 = load i64, ptr %239, align 8, !dbg !501, !tbaa !477
  br label %270, !dbg !500

241:                                              ; preds = %225
  %242 = icmp eq i32 %165, 1, !dbg !504
  %243 = load i32, ptr %4, align 16, !dbg !505
  %244 = icmp ult i32 %243, 41, !dbg !505
  br i1 %242, label %245, label %257, !dbg !506

245:                                              ; preds = %241
  br i1 %244, label %246, label %251, !dbg !507

246:                                              ; preds = %245
  %247 = load ptr, ptr %6, align 16, !dbg !507
  %248 = zext nneg i32 %243 to i64, !dbg !507
  %249 = getelementptr i8, ptr %247, i64 %248, !dbg !507
  %250 = add nuw nsw i32 %243, 8, !dbg !507
  store i32 %250, ptr %4, align 16, !dbg !507, !DIAssignID !508
    #dbg_assign(i32 %250, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !508, ptr %4, !DIExpression(), !322)
  br label %254, !dbg !507

251:                                              ; preds = %245
  %252 = load ptr, ptr %5, align 8, !dbg !507
  %253 = getelementptr i8, ptr %252, i64 8, !dbg !507
  store ptr %253, ptr %5, align 8, !dbg !507, !DIAssignID !509
    #dbg_assign(ptr %253, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !509, ptr %5, !DIExpression(), !322)
  br label %254, !dbg !507

254:                                              ; preds = %251, %246
  %255 = phi ptr [ %249, %246 ], [ %252, %251 ], !dbg !507
  %256 = load i64, ptr %255, align 8, !dbg !507, !tbaa !364
  br label %270, !dbg !506

257:                                              ; preds = %241
  br i1 %244, label %258, label %263, !dbg !510

258:                                              ; preds = %257
  %259 = load ptr, ptr %6, align 16, !dbg !510
  %260 = zext nneg i32 %243 to i64, !dbg !510
  %261 = getelementptr i8, ptr %259, i64 %260, !dbg !510
  %262 = add nuw nsw i32 %243, 8, !dbg !510
  store i32 %262, ptr %4, align 16, !dbg !510, !DIAssignID !511
    #dbg_assign(i32 %262, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !511, ptr %4, !DIExpression(), !322)
  br label %266, !dbg !510

263:                                              ; preds = %257
  %264 = load ptr, ptr %5, align 8, !dbg !510
  %265 = getelementptr i8, ptr %264, i64 8, !dbg !510
  store ptr %265, ptr %5, align 8, !dbg !510, !DIAssignID !512
    #dbg_assign(ptr %265, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !512, ptr %5, !DIExpression(), !322)
  br label %266, !dbg !510

266:                                              ; preds = %263, %258
  %267 = phi ptr [ %261, %258 ], [ %264, %263 ], !dbg !510
  %268 = load i32, ptr %267, align 4, !dbg !510, !tbaa !224
  %269 = zext i32 %268 to i64, !dbg !510
  br label %270, !dbg !506

270:                                              ; preds = %266, %254, %238
  %271 = phi i64 [ %240, %238 ], [ %256, %254 ], [ %269, %266 ], !dbg !500
    #dbg_value(i64 %271, !353, !DIExpression(), !513)
  switch i32 %154, label %274 [
    i32 1, label %272
    i32 0, label %276
  ], !dbg !514

272:                                              ; preds = %270
  %273 = and i64 %271, 65535, !dbg !515
    #dbg_value(i64 %273, !353, !DIExpression(), !513)
  br label %276, !dbg !517

274:                                              ; preds = %270
  %275 = and i64 %271, 255, !dbg !518
    #dbg_value(i64 %275, !353, !DIExpression(), !513)
  br label %276, !dbg !520

276:                                              ; preds = %274, %272, %270
  %277 = phi i64 [ %273, %272 ], [ %275, %274 ], [ %271, %270 ], !dbg !513
    #dbg_value(i64 %277, !353, !DIExpression(), !513)
  %278 = load i8, ptr %166, align 1, !dbg !521, !tbaa !370
  %279 = icmp eq i8 %278, 111, !dbg !522
  %280 = icmp eq i8 %278, 117, !dbg !521
  %281 = select i1 %280, i32 10, i32 16, !dbg !521
  %282 = select i1 %279, i32 8, i32 %281, !dbg !521
  %283 = icmp eq i8 %278, 88, !dbg !523
  %284 = zext i1 %283 to i32, !dbg !523
  call fastcc void @emit_num(i64 noundef %277, i32 noundef 0, i32 noundef %282, i32 noundef %284, i32 noundef %97, i32 noundef %138, i32 noundef %98, i32 noundef %30, i32 noundef 0, i32 noundef 0, i32 noundef %54), !dbg !524
  br label %532

285:                                              ; preds = %163
  %286 = load i32, ptr %4, align 16, !dbg !525
  %287 = icmp ult i32 %286, 41, !dbg !525
  br i1 %287, label %288, label %293, !dbg !525

288:                                              ; preds = %285
  %289 = load ptr, ptr %6, align 16, !dbg !525
  %290 = zext nneg i32 %286 to i64, !dbg !525
  %291 = getelementptr i8, ptr %289, i64 %290, !dbg !525
  %292 = add nuw nsw i32 %286, 8, !dbg !525
  store i32 %292, ptr %4, align 16, !dbg !525, !DIAssignID !526
    #dbg_assign(i32 %292, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !526, ptr %4, !DIExpression(), !322)
  br label %296, !dbg !525

293:                                              ; preds = %285
  %294 = load ptr, ptr %5, align 8, !dbg !525
  %295 = getelementptr i8, ptr %294, i64 8, !dbg !525
  store ptr %295, ptr %5, align 8, !dbg !525, !DIAssignID !527
    #dbg_assign(ptr %295, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !527, ptr %5, !DIExpression(), !322)
  br label %296, !dbg !525

296:                                              ; preds = %293, %288
  %297 = phi ptr [ %291, %288 ], [ %294, %293 ], !dbg !525
  %298 = load i32, ptr %297, align 4, !dbg !525, !tbaa !224
  %299 = trunc i32 %298 to i8, !dbg !528
    #dbg_value(i8 %299, !355, !DIExpression(), !529)
  %300 = icmp eq i32 %98, 0, !dbg !530
  br i1 %300, label %301, label %341, !dbg !532

301:                                              ; preds = %296
    #dbg_value(i8 32, !533, !DIExpression(), !539)
    #dbg_value(i32 %97, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !539)
  %302 = icmp sgt i32 %97, 1, !dbg !541
  %303 = load i64, ptr @pos, align 8, !tbaa !364
  br i1 %302, label %304, label %335, !dbg !542

304:                                              ; preds = %301
  %305 = and i32 %97, 1, !dbg !542
  %306 = icmp eq i32 %305, 0, !dbg !542
  br i1 %306, label %307, label %313, !dbg !542

307:                                              ; preds = %304
  %308 = add nsw i32 %97, -1, !dbg !543
    #dbg_value(i32 %308, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !539)
    #dbg_value(i8 32, !372, !DIExpression(), !544)
  %309 = icmp ult i64 %303, 511, !dbg !546
  br i1 %309, label %310, label %313, !dbg !547

310:                                              ; preds = %307
  %311 = add nuw nsw i64 %303, 1, !dbg !548
  store i64 %311, ptr @pos, align 8, !dbg !548, !tbaa !364
  %312 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %303, !dbg !549
  store i8 32, ptr %312, align 1, !dbg !550, !tbaa !370
  br label %313, !dbg !549

313:                                              ; preds = %307, %310, %304
  %314 = phi i32 [ %97, %304 ], [ %308, %310 ], [ %308, %307 ]
  %315 = phi i64 [ %303, %304 ], [ %303, %307 ], [ %311, %310 ]
  %316 = phi i64 [ poison, %304 ], [ %303, %307 ], [ %311, %310 ]
  %317 = icmp eq i32 %97, 2, !dbg !542
  br i1 %317, label %335, label %318, !dbg !542

318:                                              ; preds = %313, %332
  %319 = phi i32 [ %327, %332 ], [ %314, %313 ]
  %320 = phi i64 [ %333, %332 ], [ %315, %313 ]
    #dbg_value(i32 %319, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !539)
    #dbg_value(i8 32, !372, !DIExpression(), !544)
  %321 = icmp ult i64 %320, 511, !dbg !546
  br i1 %321, label %322, label %325, !dbg !547

322:                                              ; preds = %318
  %323 = add nuw nsw i64 %320, 1, !dbg !548
  store i64 %323, ptr @pos, align 8, !dbg !548, !tbaa !364
  %324 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %320, !dbg !549
  store i8 32, ptr %324, align 1, !dbg !550, !tbaa !370
  br label %325, !dbg !549

325:                                              ; preds = %322, %318
  %326 = phi i64 [ %320, %318 ], [ %323, %322 ]
    #dbg_value(i32 %319, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !539)
  %327 = add nsw i32 %319, -2, !dbg !543
    #dbg_value(i32 %327, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !539)
    #dbg_value(i8 32, !372, !DIExpression(), !544)
  %328 = icmp ult i64 %326, 511, !dbg !546
  br i1 %328, label %329, label %332, !dbg !547

329:                                              ; preds = %325
  %330 = add nuw nsw i64 %326, 1, !dbg !548
  store i64 %330, ptr @pos, align 8, !dbg !548, !tbaa !364
  %331 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %326, !dbg !549
  store i8 32, ptr %331, align 1, !dbg !550, !tbaa !370
  br label %332, !dbg !549

332:                                              ; preds = %329, %325
  %333 = phi i64 [ %326, %325 ], [ %330, %329 ]
    #dbg_value(i32 %327, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !539)
  %334 = icmp ugt i32 %327, 1, !dbg !541
  br i1 %334, label %318, label %335, !dbg !542, !llvm.loop !551

335:                                              ; preds = %313, %332, %301
  %336 = phi i64 [ %303, %301 ], [ %316, %313 ], [ %333, %332 ], !dbg !553
    #dbg_value(i8 %299, !372, !DIExpression(), !555)
  %337 = icmp ult i64 %336, 511, !dbg !556
  br i1 %337, label %338, label %532, !dbg !557

338:                                              ; preds = %335
  %339 = add nuw nsw i64 %336, 1, !dbg !558
  store i64 %339, ptr @pos, align 8, !dbg !558, !tbaa !364
  %340 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %336, !dbg !559
  store i8 %299, ptr %340, align 1, !dbg !560, !tbaa !370
  br label %532, !dbg !559

341:                                              ; preds = %296
    #dbg_value(i8 %299, !372, !DIExpression(), !561)
  %342 = load i64, ptr @pos, align 8, !dbg !563, !tbaa !364
  %343 = icmp ult i64 %342, 511, !dbg !564
  br i1 %343, label %344, label %347, !dbg !565

344:                                              ; preds = %341
  %345 = add nuw nsw i64 %342, 1, !dbg !566
  store i64 %345, ptr @pos, align 8, !dbg !566, !tbaa !364
  %346 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %342, !dbg !567
  store i8 %299, ptr %346, align 1, !dbg !568, !tbaa !370
  br label %347, !dbg !567

347:                                              ; preds = %344, %341
  %348 = phi i64 [ %342, %341 ], [ %345, %344 ]
    #dbg_value(i8 32, !533, !DIExpression(), !569)
    #dbg_value(i32 %97, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !569)
  %349 = icmp sgt i32 %97, 1, !dbg !572
  br i1 %349, label %350, label %532, !dbg !573

350:                                              ; preds = %347
  %351 = and i32 %97, 1, !dbg !573
  %352 = icmp eq i32 %351, 0, !dbg !573
  br i1 %352, label %353, label %359, !dbg !573

353:                                              ; preds = %350
  %354 = add nsw i32 %97, -1, !dbg !574
    #dbg_value(i32 %354, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !569)
    #dbg_value(i8 32, !372, !DIExpression(), !575)
  %355 = icmp ult i64 %348, 511, !dbg !577
  br i1 %355, label %356, label %359, !dbg !578

356:                                              ; preds = %353
  %357 = add nuw nsw i64 %348, 1, !dbg !579
  store i64 %357, ptr @pos, align 8, !dbg !579, !tbaa !364
  %358 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %348, !dbg !580
  store i8 32, ptr %358, align 1, !dbg !581, !tbaa !370
  br label %359, !dbg !580

359:                                              ; preds = %353, %356, %350
  %360 = phi i32 [ %97, %350 ], [ %354, %356 ], [ %354, %353 ]
  %361 = phi i64 [ %348, %350 ], [ %348, %353 ], [ %357, %356 ]
  %362 = icmp eq i32 %97, 2, !dbg !573
  br i1 %362, label %532, label %363, !dbg !573

363:                                              ; preds = %359, %377
  %364 = phi i32 [ %372, %377 ], [ %360, %359 ]
  %365 = phi i64 [ %378, %377 ], [ %361, %359 ]
    #dbg_value(i32 %364, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !569)
    #dbg_value(i8 32, !372, !DIExpression(), !575)
  %366 = icmp ult i64 %365, 511, !dbg !577
  br i1 %366, label %367, label %370, !dbg !578

367:                                              ; preds = %363
  %368 = add nuw nsw i64 %365, 1, !dbg !579
  store i64 %368, ptr @pos, align 8, !dbg !579, !tbaa !364
  %369 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %365, !dbg !580
  store i8 32, ptr %369, align 1, !dbg !581, !tbaa !370
  br label %370, !dbg !580

370:                                              ; preds = %367, %363
  %371 = phi i64 [ %365, %363 ], [ %368, %367 ]
    #dbg_value(i32 %364, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !569)
  %372 = add nsw i32 %364, -2, !dbg !574
    #dbg_value(i32 %372, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !569)
    #dbg_value(i8 32, !372, !DIExpression(), !575)
  %373 = icmp ult i64 %371, 511, !dbg !577
  br i1 %373, label %374, label %377, !dbg !578

374:                                              ; preds = %370
  %375 = add nuw nsw i64 %371, 1, !dbg !579
  store i64 %375, ptr @pos, align 8, !dbg !579, !tbaa !364
  %376 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %371, !dbg !580
  store i8 32, ptr %376, align 1, !dbg !581, !tbaa !370
  br label %377, !dbg !580

377:                                              ; preds = %374, %370
  %378 = phi i64 [ %371, %370 ], [ %375, %374 ]
    #dbg_value(i32 %372, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !569)
  %379 = icmp ugt i32 %372, 1, !dbg !572
  br i1 %379, label %363, label %532, !dbg !573, !llvm.loop !582

380:                                              ; preds = %163
  %381 = load i32, ptr %4, align 16, !dbg !584
  %382 = icmp ult i32 %381, 41, !dbg !584
  br i1 %382, label %383, label %388, !dbg !584

383:                                              ; preds = %380
  %384 = load ptr, ptr %6, align 16, !dbg !584
  %385 = zext nneg i32 %381 to i64, !dbg !584
  %386 = getelementptr i8, ptr %384, i64 %385, !dbg !584
  %387 = add nuw nsw i32 %381, 8, !dbg !584
  store i32 %387, ptr %4, align 16, !dbg !584, !DIAssignID !585
    #dbg_assign(i32 %387, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !585, ptr %4, !DIExpression(), !322)
  br label %391, !dbg !584

388:                                              ; preds = %380
  %389 = load ptr, ptr %5, align 8, !dbg !584
  %390 = getelementptr i8, ptr %389, i64 8, !dbg !584
  store ptr %390, ptr %5, align 8, !dbg !584, !DIAssignID !586
    #dbg_assign(ptr %390, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !586, ptr %5, !DIExpression(), !322)
  br label %391, !dbg !584

391:                                              ; preds = %388, %383
  %392 = phi ptr [ %386, %383 ], [ %389, %388 ], !dbg !584
  %393 = load ptr, ptr %392, align 8, !dbg !584, !tbaa !587
    #dbg_value(ptr %393, !357, !DIExpression(), !589)
  %394 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %393) #9, !dbg !590
    #dbg_value(i64 %394, !359, !DIExpression(), !589)
  %395 = zext nneg i32 %138 to i64, !dbg !591
  %396 = call i64 @llvm.umin.i64(i64 %394, i64 %395), !dbg !591
  %397 = icmp slt i32 %138, 0, !dbg !591
  %398 = select i1 %397, i64 %394, i64 %396, !dbg !591
    #dbg_value(i64 %398, !359, !DIExpression(), !589)
  %399 = icmp eq i32 %98, 0, !dbg !593
  br i1 %399, label %400, label %449, !dbg !595

400:                                              ; preds = %391
  %401 = trunc i64 %398 to i32, !dbg !596
  %402 = sub nsw i32 %97, %401, !dbg !597
    #dbg_value(i8 32, !533, !DIExpression(), !598)
    #dbg_value(i32 %402, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !598)
  %403 = icmp sgt i32 %402, 0, !dbg !600
  br i1 %403, label %404, label %417, !dbg !601

404:                                              ; preds = %400
  %405 = load i64, ptr @pos, align 8, !tbaa !364
  br label %406, !dbg !601

406:                                              ; preds = %414, %404
  %407 = phi i32 [ %409, %414 ], [ %402, %404 ]
  %408 = phi i64 [ %415, %414 ], [ %405, %404 ]
    #dbg_value(i32 %407, !538, !DIExpression(), !598)
  %409 = add nsw i32 %407, -1, !dbg !602
    #dbg_value(i32 %409, !538, !DIExpression(), !598)
    #dbg_value(i8 32, !372, !DIExpression(), !603)
  %410 = icmp ult i64 %408, 511, !dbg !605
  br i1 %410, label %411, label %414, !dbg !606

411:                                              ; preds = %406
  %412 = add nuw nsw i64 %408, 1, !dbg !607
  store i64 %412, ptr @pos, align 8, !dbg !607, !tbaa !364
  %413 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %408, !dbg !608
  store i8 32, ptr %413, align 1, !dbg !609, !tbaa !370
  br label %414, !dbg !608

414:                                              ; preds = %411, %406
  %415 = phi i64 [ %408, %406 ], [ %412, %411 ]
    #dbg_value(i32 %409, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !598)
  %416 = icmp ugt i32 %407, 1, !dbg !600
  br i1 %416, label %406, label %417, !dbg !601, !llvm.loop !610

417:                                              ; preds = %414, %400
    #dbg_value(ptr %393, !612, !DIExpression(), !620)
    #dbg_value(i64 %398, !617, !DIExpression(), !620)
    #dbg_value(i64 0, !618, !DIExpression(), !622)
  %418 = icmp eq i64 %398, 0, !dbg !623
  br i1 %418, label %532, label %419, !dbg !625

419:                                              ; preds = %417
  %420 = load i64, ptr @pos, align 8, !tbaa !364
  %421 = and i64 %398, 1, !dbg !625
  %422 = icmp eq i64 %398, 1, !dbg !625
  br i1 %422, label %521, label %423, !dbg !625

423:                                              ; preds = %419
  %424 = and i64 %398, -2, !dbg !625
  br label %425, !dbg !625

425:                                              ; preds = %444, %423
  %426 = phi i64 [ 0, %423 ], [ %446, %444 ]
  %427 = phi i64 [ %420, %423 ], [ %445, %444 ]
  %428 = phi i64 [ 0, %423 ], [ %447, %444 ]
    #dbg_value(i64 %426, !618, !DIExpression(), !622)
    #dbg_value(i8 poison, !372, !DIExpression(), !626)
  %429 = icmp ult i64 %427, 511, !dbg !628
  br i1 %429, label %430, label %435, !dbg !629

430:                                              ; preds = %425
  %431 = getelementptr inbounds i8, ptr %393, i64 %426, !dbg !630
  %432 = load i8, ptr %431, align 1, !dbg !630, !tbaa !370
    #dbg_value(i8 %432, !372, !DIExpression(), !626)
  %433 = add nuw nsw i64 %427, 1, !dbg !631
  store i64 %433, ptr @pos, align 8, !dbg !631, !tbaa !364
  %434 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %427, !dbg !632
  store i8 %432, ptr %434, align 1, !dbg !633, !tbaa !370
  br label %435, !dbg !632

435:                                              ; preds = %430, %425
  %436 = phi i64 [ %427, %425 ], [ %433, %430 ]
    #dbg_value(i64 %426, !618, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !622)
    #dbg_value(i8 poison, !372, !DIExpression(), !626)
  %437 = icmp ult i64 %436, 511, !dbg !628
  br i1 %437, label %438, label %444, !dbg !629

438:                                              ; preds = %435
  %439 = or disjoint i64 %426, 1, !dbg !634
    #dbg_value(i64 %439, !618, !DIExpression(), !622)
  %440 = getelementptr inbounds i8, ptr %393, i64 %439, !dbg !630
  %441 = load i8, ptr %440, align 1, !dbg !630, !tbaa !370
    #dbg_value(i8 %441, !372, !DIExpression(), !626)
  %442 = add nuw nsw i64 %436, 1, !dbg !631
  store i64 %442, ptr @pos, align 8, !dbg !631, !tbaa !364
  %443 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %436, !dbg !632
  store i8 %441, ptr %443, align 1, !dbg !633, !tbaa !370
  br label %444, !dbg !632

444:                                              ; preds = %438, %435
  %445 = phi i64 [ %436, %435 ], [ %442, %438 ]
  %446 = add nuw i64 %426, 2, !dbg !634
    #dbg_value(i64 %446, !618, !DIExpression(), !622)
  %447 = add i64 %428, 2, !dbg !625
  %448 = icmp eq i64 %447, %424, !dbg !625
  br i1 %448, label %521, label %425, !dbg !625, !llvm.loop !635

449:                                              ; preds = %391
    #dbg_value(ptr %393, !612, !DIExpression(), !637)
    #dbg_value(i64 %398, !617, !DIExpression(), !637)
    #dbg_value(i64 0, !618, !DIExpression(), !639)
  %450 = icmp eq i64 %398, 0, !dbg !640
  br i1 %450, label %492, label %451, !dbg !641

451:                                              ; preds = %449
  %452 = load i64, ptr @pos, align 8, !tbaa !364
  %453 = and i64 %398, 1, !dbg !641
  %454 = icmp eq i64 %398, 1, !dbg !641
  br i1 %454, label %481, label %455, !dbg !641

455:                                              ; preds = %451
  %456 = and i64 %398, -2, !dbg !641
  br label %457, !dbg !641

457:                                              ; preds = %476, %455
  %458 = phi i64 [ 0, %455 ], [ %478, %476 ]
  %459 = phi i64 [ %452, %455 ], [ %477, %476 ]
  %460 = phi i64 [ 0, %455 ], [ %479, %476 ]
    #dbg_value(i64 %458, !618, !DIExpression(), !639)
    #dbg_value(i8 poison, !372, !DIExpression(), !642)
  %461 = icmp ult i64 %459, 511, !dbg !644
  br i1 %461, label %462, label %467, !dbg !645

462:                                              ; preds = %457
  %463 = getelementptr inbounds i8, ptr %393, i64 %458, !dbg !646
  %464 = load i8, ptr %463, align 1, !dbg !646, !tbaa !370
    #dbg_value(i8 %464, !372, !DIExpression(), !642)
  %465 = add nuw nsw i64 %459, 1, !dbg !647
  store i64 %465, ptr @pos, align 8, !dbg !647, !tbaa !364
  %466 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %459, !dbg !648
  store i8 %464, ptr %466, align 1, !dbg !649, !tbaa !370
  br label %467, !dbg !648

467:                                              ; preds = %462, %457
  %468 = phi i64 [ %459, %457 ], [ %465, %462 ]
    #dbg_value(i64 %458, !618, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !639)
    #dbg_value(i8 poison, !372, !DIExpression(), !642)
  %469 = icmp ult i64 %468, 511, !dbg !644
  br i1 %469, label %470, label %476, !dbg !645

470:                                              ; preds = %467
  %471 = or disjoint i64 %458, 1, !dbg !650
    #dbg_value(i64 %471, !618, !DIExpression(), !639)
  %472 = getelementptr inbounds i8, ptr %393, i64 %471, !dbg !646
  %473 = load i8, ptr %472, align 1, !dbg !646, !tbaa !370
    #dbg_value(i8 %473, !372, !DIExpression(), !642)
  %474 = add nuw nsw i64 %468, 1, !dbg !647
  store i64 %474, ptr @pos, align 8, !dbg !647, !tbaa !364
  %475 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %468, !dbg !648
  store i8 %473, ptr %475, align 1, !dbg !649, !tbaa !370
  br label %476, !dbg !648

476:                                              ; preds = %470, %467
  %477 = phi i64 [ %468, %467 ], [ %474, %470 ]
  %478 = add nuw i64 %458, 2, !dbg !650
    #dbg_value(i64 %478, !618, !DIExpression(), !639)
  %479 = add i64 %460, 2, !dbg !641
  %480 = icmp eq i64 %479, %456, !dbg !641
  br i1 %480, label %481, label %457, !dbg !641, !llvm.loop !651

481:                                              ; preds = %476, %451
  %482 = phi i64 [ 0, %451 ], [ %478, %476 ]
  %483 = phi i64 [ %452, %451 ], [ %477, %476 ]
  %484 = icmp ne i64 %453, 0, !dbg !645
    #dbg_value(i64 %482, !618, !DIExpression(), !639)
    #dbg_value(i8 poison, !372, !DIExpression(), !642)
  %485 = icmp ult i64 %483, 511
  %486 = select i1 %484, i1 %485, i1 false, !dbg !645
  br i1 %486, label %487, label %492, !dbg !645

487:                                              ; preds = %481
  %488 = getelementptr inbounds i8, ptr %393, i64 %482, !dbg !646
  %489 = load i8, ptr %488, align 1, !dbg !646, !tbaa !370
    #dbg_value(i8 %489, !372, !DIExpression(), !642)
  %490 = add nuw nsw i64 %483, 1, !dbg !647
  store i64 %490, ptr @pos, align 8, !dbg !647, !tbaa !364
  %491 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %483, !dbg !648
  store i8 %489, ptr %491, align 1, !dbg !649, !tbaa !370
  br label %492, !dbg !648

492:                                              ; preds = %481, %487, %449
  %493 = trunc i64 %398 to i32, !dbg !653
  %494 = sub nsw i32 %97, %493, !dbg !655
    #dbg_value(i8 32, !533, !DIExpression(), !656)
    #dbg_value(i32 %494, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !656)
  %495 = icmp sgt i32 %494, 0, !dbg !658
  br i1 %495, label %496, label %532, !dbg !659

496:                                              ; preds = %492
  %497 = load i64, ptr @pos, align 8, !tbaa !364
  br label %498, !dbg !659

498:                                              ; preds = %506, %496
  %499 = phi i32 [ %501, %506 ], [ %494, %496 ]
  %500 = phi i64 [ %507, %506 ], [ %497, %496 ]
    #dbg_value(i32 %499, !538, !DIExpression(), !656)
  %501 = add nsw i32 %499, -1, !dbg !660
    #dbg_value(i32 %501, !538, !DIExpression(), !656)
    #dbg_value(i8 32, !372, !DIExpression(), !661)
  %502 = icmp ult i64 %500, 511, !dbg !663
  br i1 %502, label %503, label %506, !dbg !664

503:                                              ; preds = %498
  %504 = add nuw nsw i64 %500, 1, !dbg !665
  store i64 %504, ptr @pos, align 8, !dbg !665, !tbaa !364
  %505 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %500, !dbg !666
  store i8 32, ptr %505, align 1, !dbg !667, !tbaa !370
  br label %506, !dbg !666

506:                                              ; preds = %503, %498
  %507 = phi i64 [ %500, %498 ], [ %504, %503 ]
    #dbg_value(i32 %501, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !656)
  %508 = icmp ugt i32 %499, 1, !dbg !658
  br i1 %508, label %498, label %532, !dbg !659, !llvm.loop !668

509:                                              ; preds = %163
    #dbg_value(i8 37, !372, !DIExpression(), !670)
  %510 = load i64, ptr @pos, align 8, !dbg !672, !tbaa !364
  %511 = icmp ult i64 %510, 511, !dbg !673
  br i1 %511, label %512, label %532, !dbg !674

512:                                              ; preds = %509
  %513 = add nuw nsw i64 %510, 1, !dbg !675
  store i64 %513, ptr @pos, align 8, !dbg !675, !tbaa !364
  %514 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %510, !dbg !676
  store i8 37, ptr %514, align 1, !dbg !677, !tbaa !370
  br label %532, !dbg !676

515:                                              ; preds = %163
    #dbg_value(i8 63, !372, !DIExpression(), !678)
  %516 = load i64, ptr @pos, align 8, !dbg !680, !tbaa !364
  %517 = icmp ult i64 %516, 511, !dbg !681
  br i1 %517, label %518, label %532, !dbg !682

518:                                              ; preds = %515
  %519 = add nuw nsw i64 %516, 1, !dbg !683
  store i64 %519, ptr @pos, align 8, !dbg !683, !tbaa !364
  %520 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %516, !dbg !684
  store i8 63, ptr %520, align 1, !dbg !685, !tbaa !370
  br label %532, !dbg !684

521:                                              ; preds = %444, %419
  %522 = phi i64 [ 0, %419 ], [ %446, %444 ]
  %523 = phi i64 [ %420, %419 ], [ %445, %444 ]
  %524 = icmp ne i64 %421, 0, !dbg !629
    #dbg_value(i64 %522, !618, !DIExpression(), !622)
    #dbg_value(i8 poison, !372, !DIExpression(), !626)
  %525 = icmp ult i64 %523, 511
  %526 = select i1 %524, i1 %525, i1 false, !dbg !629
  br i1 %526, label %527, label %532, !dbg !629

527:                                              ; preds = %521
  %528 = getelementptr inbounds i8, ptr %393, i64 %522, !dbg !630
  %529 = load i8, ptr %528, align 1, !dbg !630, !tbaa !370
    #dbg_value(i8 %529, !372, !DIExpression(), !626)
  %530 = add nuw nsw i64 %523, 1, !dbg !631
  store i64 %530, ptr @pos, align 8, !dbg !631, !tbaa !364
  %531 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %523, !dbg !632
  store i8 %529, ptr %531, align 1, !dbg !633, !tbaa !370
  br label %532, !dbg !632

532:                                              ; preds = %506, %521, %527, %359, %377, %518, %515, %512, %509, %492, %417, %347, %338, %335, %276, %220, %13, %10
  %533 = phi ptr [ %166, %276 ], [ %166, %220 ], [ %8, %10 ], [ %8, %13 ], [ %166, %335 ], [ %166, %338 ], [ %166, %347 ], [ %166, %417 ], [ %166, %492 ], [ %166, %509 ], [ %166, %512 ], [ %166, %515 ], [ %166, %518 ], [ %166, %377 ], [ %166, %359 ], [ %166, %527 ], [ %166, %521 ], [ %166, %506 ], !dbg !366
    #dbg_value(ptr %533, !334, !DIExpression(), !366)
  %534 = getelementptr inbounds i8, ptr %533, i64 1, !dbg !686
    #dbg_value(ptr %534, !334, !DIExpression(), !366)
  br label %7, !dbg !687, !llvm.loop !688

535:                                              ; preds = %7
  %536 = load i64, ptr @pos, align 8, !dbg !690
  %537 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %536, !dbg !691
  store i8 0, ptr %537, align 1, !dbg !692, !tbaa !370
  %538 = call i64 @llvm.umin.i64(i64 %536, i64 255), !dbg !693
    #dbg_value(i64 %538, !360, !DIExpression(), !361)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr nonnull align 16 @out, i64 %538, i1 false), !dbg !694
  %539 = getelementptr inbounds i8, ptr %0, i64 %538, !dbg !695
  store i8 0, ptr %539, align 1, !dbg !696, !tbaa !370
  %540 = trunc i64 %536 to i32, !dbg !697
    #dbg_value(i32 %540, !320, !DIExpression(), !322)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !698
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #8, !dbg !699
  ret i32 %540, !dbg !700
}

; Function Attrs: nofree nounwind
declare !dbg !701 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !707 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !711 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @emit_num(i64 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) unnamed_addr #5 !dbg !714 {
  %12 = alloca [70 x i8], align 16, !DIAssignID !739
    #dbg_assign(i1 undef, !729, !DIExpression(), !739, ptr %12, !DIExpression(), !740)
    #dbg_value(i64 %0, !718, !DIExpression(), !740)
    #dbg_value(i32 %1, !719, !DIExpression(), !740)
    #dbg_value(i32 %2, !720, !DIExpression(), !740)
    #dbg_value(i32 %3, !721, !DIExpression(), !740)
    #dbg_value(i32 %4, !722, !DIExpression(), !740)
    #dbg_value(i32 %5, !723, !DIExpression(), !740)
    #dbg_value(i32 %6, !724, !DIExpression(), !740)
    #dbg_value(i32 %7, !725, !DIExpression(), !740)
    #dbg_value(i32 %8, !726, !DIExpression(), !740)
    #dbg_value(i32 %9, !727, !DIExpression(), !740)
    #dbg_value(i32 %10, !728, !DIExpression(), !740)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %12) #8, !dbg !741
    #dbg_value(i32 0, !733, !DIExpression(), !740)
  %13 = icmp eq i32 %3, 0, !dbg !742
  %14 = select i1 %13, ptr @.str.19, ptr @.str.18, !dbg !742
    #dbg_value(ptr %14, !734, !DIExpression(), !740)
  %15 = icmp eq i64 %0, 0, !dbg !743
  %16 = icmp ne i32 %5, 0
  %17 = and i1 %15, %16, !dbg !745
  br i1 %17, label %18, label %19, !dbg !745

18:                                               ; preds = %11
    #dbg_value(i32 1, !733, !DIExpression(), !740)
  store i8 48, ptr %12, align 16, !dbg !746, !tbaa !370
    #dbg_value(i64 %0, !718, !DIExpression(), !740)
  br label %34, !dbg !747

19:                                               ; preds = %11
    #dbg_value(i32 0, !733, !DIExpression(), !740)
    #dbg_value(i64 %0, !718, !DIExpression(), !740)
  br i1 %15, label %34, label %20, !dbg !747

20:                                               ; preds = %19
  %21 = zext nneg i32 %2 to i64
  br label %22, !dbg !747

22:                                               ; preds = %20, %22
  %23 = phi i64 [ 0, %20 ], [ %28, %22 ]
  %24 = phi i64 [ %0, %20 ], [ %30, %22 ]
    #dbg_value(i64 %24, !718, !DIExpression(), !740)
    #dbg_value(i64 %23, !733, !DIExpression(), !740)
  %25 = urem i64 %24, %21, !dbg !748
  %26 = getelementptr inbounds i8, ptr %14, i64 %25, !dbg !750
  %27 = load i8, ptr %26, align 1, !dbg !750, !tbaa !370
  %28 = add nuw nsw i64 %23, 1, !dbg !751
    #dbg_value(i64 %28, !733, !DIExpression(), !740)
  %29 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %23, !dbg !752
  store i8 %27, ptr %29, align 1, !dbg !753, !tbaa !370
  %30 = udiv i64 %24, %21, !dbg !754
    #dbg_value(i64 %30, !718, !DIExpression(), !740)
  %31 = icmp ult i64 %24, %21, !dbg !747
  br i1 %31, label %32, label %22, !dbg !747, !llvm.loop !755

32:                                               ; preds = %22
  %33 = trunc nuw i64 %28 to i32, !dbg !757
  br label %34, !dbg !757

34:                                               ; preds = %18, %32, %19
  %35 = phi i32 [ 0, %19 ], [ %33, %32 ], [ 1, %18 ], !dbg !740
  %36 = icmp slt i32 %35, %5, !dbg !757
  %37 = sub nsw i32 %5, %35, !dbg !758
  %38 = select i1 %36, i32 %37, i32 0, !dbg !758
    #dbg_value(i32 %38, !735, !DIExpression(), !740)
  %39 = icmp ne i32 %10, 0, !dbg !759
  %40 = icmp eq i32 %2, 8
  %41 = and i1 %40, %39, !dbg !761
  %42 = icmp eq i32 %38, 0
  %43 = select i1 %41, i1 %42, i1 false, !dbg !761
  br i1 %43, label %44, label %53, !dbg !761

44:                                               ; preds = %34
  %45 = icmp eq i32 %35, 0, !dbg !762
  br i1 %45, label %52, label %46, !dbg !763

46:                                               ; preds = %44
  %47 = add nsw i32 %35, -1, !dbg !764
  %48 = sext i32 %47 to i64, !dbg !765
  %49 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %48, !dbg !765
  %50 = load i8, ptr %49, align 1, !dbg !765, !tbaa !370
  %51 = icmp eq i8 %50, 48, !dbg !766
  br i1 %51, label %53, label %52, !dbg !767

52:                                               ; preds = %46, %44
    #dbg_value(i32 1, !735, !DIExpression(), !740)
  br label %53, !dbg !768

53:                                               ; preds = %52, %46, %34
  %54 = phi i32 [ 1, %52 ], [ 0, %46 ], [ %38, %34 ], !dbg !740
    #dbg_value(i32 %54, !735, !DIExpression(), !740)
  %55 = icmp eq i32 %1, 0, !dbg !769
  br i1 %55, label %56, label %61, !dbg !769

56:                                               ; preds = %53
  %57 = icmp eq i32 %8, 0, !dbg !770
  br i1 %57, label %58, label %61, !dbg !770

58:                                               ; preds = %56
  %59 = icmp eq i32 %9, 0, !dbg !771
  %60 = select i1 %59, i8 0, i8 32, !dbg !769
  br label %61, !dbg !770

61:                                               ; preds = %58, %56, %53
  %62 = phi i8 [ 45, %53 ], [ %60, %58 ], [ 43, %56 ], !dbg !769
    #dbg_value(i8 %62, !736, !DIExpression(), !740)
  %63 = icmp eq i32 %2, 16
  %64 = and i1 %63, %39, !dbg !772
  br i1 %64, label %65, label %74, !dbg !772

65:                                               ; preds = %61
  %66 = icmp ne i32 %35, 1, !dbg !773
  %67 = load i8, ptr %12, align 16
  %68 = icmp ne i8 %67, 48
  %69 = select i1 %66, i1 true, i1 %68, !dbg !774
  %70 = icmp ne i32 %35, 0
  %71 = and i1 %70, %69, !dbg !774
  %72 = select i1 %13, ptr @.str.21, ptr @.str.20
  %73 = select i1 %71, ptr %72, ptr @.str.22, !dbg !774
  br label %74, !dbg !774

74:                                               ; preds = %65, %61
  %75 = phi ptr [ @.str.22, %61 ], [ %73, %65 ], !dbg !775
    #dbg_value(ptr %75, !737, !DIExpression(), !740)
  %76 = add nsw i32 %54, %35, !dbg !776
  %77 = icmp ne i8 %62, 0, !dbg !777
  %78 = zext i1 %77 to i32, !dbg !777
  %79 = add nsw i32 %76, %78, !dbg !778
  %80 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %75) #9, !dbg !779
  %81 = trunc i64 %80 to i32, !dbg !780
  %82 = add nsw i32 %79, %81, !dbg !781
    #dbg_value(i32 %82, !738, !DIExpression(), !740)
  %83 = icmp eq i32 %6, 0, !dbg !782
  br i1 %83, label %84, label %104, !dbg !784

84:                                               ; preds = %74
  %85 = icmp ne i32 %7, 0, !dbg !785
  %86 = icmp slt i32 %5, 0
  %87 = and i1 %86, %85, !dbg !786
  br i1 %87, label %104, label %88, !dbg !786

88:                                               ; preds = %84
  %89 = sub nsw i32 %4, %82, !dbg !787
    #dbg_value(i8 32, !533, !DIExpression(), !788)
    #dbg_value(i32 %89, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !788)
  %90 = icmp sgt i32 %89, 0, !dbg !790
  br i1 %90, label %91, label %104, !dbg !791

91:                                               ; preds = %88
  %92 = load i64, ptr @pos, align 8, !tbaa !364
  br label %93, !dbg !791

93:                                               ; preds = %101, %91
  %94 = phi i32 [ %96, %101 ], [ %89, %91 ]
  %95 = phi i64 [ %102, %101 ], [ %92, %91 ]
    #dbg_value(i32 %94, !538, !DIExpression(), !788)
  %96 = add nsw i32 %94, -1, !dbg !792
    #dbg_value(i32 %96, !538, !DIExpression(), !788)
    #dbg_value(i8 32, !372, !DIExpression(), !793)
  %97 = icmp ult i64 %95, 511, !dbg !795
  br i1 %97, label %98, label %101, !dbg !796

98:                                               ; preds = %93
  %99 = add nuw nsw i64 %95, 1, !dbg !797
  store i64 %99, ptr @pos, align 8, !dbg !797, !tbaa !364
  %100 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %95, !dbg !798
  store i8 32, ptr %100, align 1, !dbg !799, !tbaa !370
  br label %101, !dbg !798

101:                                              ; preds = %98, %93
  %102 = phi i64 [ %95, %93 ], [ %99, %98 ]
    #dbg_value(i32 %96, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !788)
  %103 = icmp ugt i32 %94, 1, !dbg !790
  br i1 %103, label %93, label %104, !dbg !791, !llvm.loop !800

104:                                              ; preds = %101, %88, %84, %74
  %105 = icmp eq i8 %62, 0, !dbg !802
  br i1 %105, label %112, label %106, !dbg !804

106:                                              ; preds = %104
    #dbg_value(i8 %62, !372, !DIExpression(), !805)
  %107 = load i64, ptr @pos, align 8, !dbg !807, !tbaa !364
  %108 = icmp ult i64 %107, 511, !dbg !808
  br i1 %108, label %109, label %112, !dbg !809

109:                                              ; preds = %106
  %110 = add nuw nsw i64 %107, 1, !dbg !810
  store i64 %110, ptr @pos, align 8, !dbg !810, !tbaa !364
  %111 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %107, !dbg !811
  store i8 %62, ptr %111, align 1, !dbg !812, !tbaa !370
  br label %112, !dbg !811

112:                                              ; preds = %109, %106, %104
    #dbg_value(ptr %75, !612, !DIExpression(), !813)
    #dbg_value(i64 %80, !617, !DIExpression(), !813)
    #dbg_value(i64 0, !618, !DIExpression(), !815)
  %113 = icmp eq i64 %80, 0, !dbg !816
  br i1 %113, label %155, label %114, !dbg !817

114:                                              ; preds = %112
  %115 = load i64, ptr @pos, align 8, !tbaa !364
  %116 = and i64 %80, 1, !dbg !817
  %117 = icmp eq i64 %80, 1, !dbg !817
  br i1 %117, label %144, label %118, !dbg !817

118:                                              ; preds = %114
  %119 = and i64 %80, -2, !dbg !817
  br label %120, !dbg !817

120:                                              ; preds = %139, %118
  %121 = phi i64 [ 0, %118 ], [ %141, %139 ]
  %122 = phi i64 [ %115, %118 ], [ %140, %139 ]
  %123 = phi i64 [ 0, %118 ], [ %142, %139 ]
    #dbg_value(i64 %121, !618, !DIExpression(), !815)
    #dbg_value(i8 poison, !372, !DIExpression(), !818)
  %124 = icmp ult i64 %122, 511, !dbg !820
  br i1 %124, label %125, label %130, !dbg !821

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %75, i64 %121, !dbg !822
  %127 = load i8, ptr %126, align 1, !dbg !822, !tbaa !370
    #dbg_value(i8 %127, !372, !DIExpression(), !818)
  %128 = add nuw nsw i64 %122, 1, !dbg !823
  store i64 %128, ptr @pos, align 8, !dbg !823, !tbaa !364
  %129 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %122, !dbg !824
  store i8 %127, ptr %129, align 1, !dbg !825, !tbaa !370
  br label %130, !dbg !824

130:                                              ; preds = %125, %120
  %131 = phi i64 [ %122, %120 ], [ %128, %125 ]
    #dbg_value(i64 %121, !618, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !815)
    #dbg_value(i8 poison, !372, !DIExpression(), !818)
  %132 = icmp ult i64 %131, 511, !dbg !820
  br i1 %132, label %133, label %139, !dbg !821

133:                                              ; preds = %130
  %134 = or disjoint i64 %121, 1, !dbg !826
    #dbg_value(i64 %134, !618, !DIExpression(), !815)
  %135 = getelementptr inbounds i8, ptr %75, i64 %134, !dbg !822
  %136 = load i8, ptr %135, align 1, !dbg !822, !tbaa !370
    #dbg_value(i8 %136, !372, !DIExpression(), !818)
  %137 = add nuw nsw i64 %131, 1, !dbg !823
  store i64 %137, ptr @pos, align 8, !dbg !823, !tbaa !364
  %138 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %131, !dbg !824
  store i8 %136, ptr %138, align 1, !dbg !825, !tbaa !370
  br label %139, !dbg !824

139:                                              ; preds = %133, %130
  %140 = phi i64 [ %131, %130 ], [ %137, %133 ]
  %141 = add nuw i64 %121, 2, !dbg !826
    #dbg_value(i64 %141, !618, !DIExpression(), !815)
  %142 = add i64 %123, 2, !dbg !817
  %143 = icmp eq i64 %142, %119, !dbg !817
  br i1 %143, label %144, label %120, !dbg !817, !llvm.loop !827

144:                                              ; preds = %139, %114
  %145 = phi i64 [ 0, %114 ], [ %141, %139 ]
  %146 = phi i64 [ %115, %114 ], [ %140, %139 ]
  %147 = icmp ne i64 %116, 0, !dbg !821
    #dbg_value(i64 %145, !618, !DIExpression(), !815)
    #dbg_value(i8 poison, !372, !DIExpression(), !818)
  %148 = icmp ult i64 %146, 511
  %149 = select i1 %147, i1 %148, i1 false, !dbg !821
  br i1 %149, label %150, label %155, !dbg !821

150:                                              ; preds = %144
  %151 = getelementptr inbounds i8, ptr %75, i64 %145, !dbg !822
  %152 = load i8, ptr %151, align 1, !dbg !822, !tbaa !370
    #dbg_value(i8 %152, !372, !DIExpression(), !818)
  %153 = add nuw nsw i64 %146, 1, !dbg !823
  store i64 %153, ptr @pos, align 8, !dbg !823, !tbaa !364
  %154 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %146, !dbg !824
  store i8 %152, ptr %154, align 1, !dbg !825, !tbaa !370
  br label %155, !dbg !824

155:                                              ; preds = %144, %150, %112
  %156 = icmp ne i32 %7, 0
  %157 = icmp slt i32 %5, 0
  %158 = and i1 %157, %156, !dbg !829
  %159 = and i1 %83, %158, !dbg !829
  br i1 %159, label %162, label %160, !dbg !829

160:                                              ; preds = %155
  %161 = load i64, ptr @pos, align 8, !tbaa !364
  br label %177, !dbg !829

162:                                              ; preds = %155
  %163 = sub nsw i32 %4, %82, !dbg !831
    #dbg_value(i8 48, !533, !DIExpression(), !832)
    #dbg_value(i32 %163, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !832)
  %164 = icmp sgt i32 %163, 0, !dbg !834
  %165 = load i64, ptr @pos, align 8, !tbaa !364
  br i1 %164, label %166, label %177, !dbg !835

166:                                              ; preds = %162, %174
  %167 = phi i32 [ %169, %174 ], [ %163, %162 ]
  %168 = phi i64 [ %175, %174 ], [ %165, %162 ]
    #dbg_value(i32 %167, !538, !DIExpression(), !832)
  %169 = add nsw i32 %167, -1, !dbg !836
    #dbg_value(i32 %169, !538, !DIExpression(), !832)
    #dbg_value(i8 48, !372, !DIExpression(), !837)
  %170 = icmp ult i64 %168, 511, !dbg !839
  br i1 %170, label %171, label %174, !dbg !840

171:                                              ; preds = %166
  %172 = add nuw nsw i64 %168, 1, !dbg !841
  store i64 %172, ptr @pos, align 8, !dbg !841, !tbaa !364
  %173 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %168, !dbg !842
  store i8 48, ptr %173, align 1, !dbg !843, !tbaa !370
  br label %174, !dbg !842

174:                                              ; preds = %171, %166
  %175 = phi i64 [ %168, %166 ], [ %172, %171 ]
    #dbg_value(i32 %169, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !832)
  %176 = icmp ugt i32 %167, 1, !dbg !834
  br i1 %176, label %166, label %177, !dbg !835, !llvm.loop !844

177:                                              ; preds = %174, %160, %162
  %178 = phi i64 [ %161, %160 ], [ %165, %162 ], [ %175, %174 ]
    #dbg_value(i8 48, !533, !DIExpression(), !846)
    #dbg_value(i32 %54, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !846)
  %179 = icmp sgt i32 %54, 0, !dbg !848
  br i1 %179, label %180, label %212, !dbg !849

180:                                              ; preds = %177
  %181 = and i32 %54, 1, !dbg !849
  %182 = icmp eq i32 %181, 0, !dbg !849
  br i1 %182, label %189, label %183, !dbg !849

183:                                              ; preds = %180
    #dbg_value(i32 %54, !538, !DIExpression(), !846)
  %184 = add nsw i32 %54, -1, !dbg !850
    #dbg_value(i32 %184, !538, !DIExpression(), !846)
    #dbg_value(i8 48, !372, !DIExpression(), !851)
  %185 = icmp ult i64 %178, 511, !dbg !853
  br i1 %185, label %186, label %189, !dbg !854

186:                                              ; preds = %183
  %187 = add nuw nsw i64 %178, 1, !dbg !855
  store i64 %187, ptr @pos, align 8, !dbg !855, !tbaa !364
  %188 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %178, !dbg !856
  store i8 48, ptr %188, align 1, !dbg !857, !tbaa !370
  br label %189, !dbg !856

189:                                              ; preds = %183, %186, %180
  %190 = phi i32 [ %54, %180 ], [ %184, %186 ], [ %184, %183 ]
  %191 = phi i64 [ %178, %180 ], [ %178, %183 ], [ %187, %186 ]
  %192 = phi i64 [ poison, %180 ], [ %178, %183 ], [ %187, %186 ]
  %193 = icmp eq i32 %54, 1, !dbg !849
  br i1 %193, label %212, label %194, !dbg !849

194:                                              ; preds = %189, %208
  %195 = phi i32 [ %203, %208 ], [ %190, %189 ]
  %196 = phi i64 [ %209, %208 ], [ %191, %189 ]
    #dbg_value(i32 %195, !538, !DIExpression(), !846)
    #dbg_value(i32 %195, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !846)
    #dbg_value(i8 48, !372, !DIExpression(), !851)
  %197 = icmp ult i64 %196, 511, !dbg !853
  br i1 %197, label %198, label %201, !dbg !854

198:                                              ; preds = %194
  %199 = add nuw nsw i64 %196, 1, !dbg !855
  store i64 %199, ptr @pos, align 8, !dbg !855, !tbaa !364
  %200 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %196, !dbg !856
  store i8 48, ptr %200, align 1, !dbg !857, !tbaa !370
  br label %201, !dbg !856

201:                                              ; preds = %198, %194
  %202 = phi i64 [ %196, %194 ], [ %199, %198 ]
    #dbg_value(i32 %195, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !846)
  %203 = add nsw i32 %195, -2, !dbg !850
    #dbg_value(i32 %203, !538, !DIExpression(), !846)
    #dbg_value(i8 48, !372, !DIExpression(), !851)
  %204 = icmp ult i64 %202, 511, !dbg !853
  br i1 %204, label %205, label %208, !dbg !854

205:                                              ; preds = %201
  %206 = add nuw nsw i64 %202, 1, !dbg !855
  store i64 %206, ptr @pos, align 8, !dbg !855, !tbaa !364
  %207 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %202, !dbg !856
  store i8 48, ptr %207, align 1, !dbg !857, !tbaa !370
  br label %208, !dbg !856

208:                                              ; preds = %205, %201
  %209 = phi i64 [ %202, %201 ], [ %206, %205 ]
    #dbg_value(i32 %203, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !846)
  %210 = add i32 %195, -3, !dbg !848
  %211 = icmp ult i32 %210, -2, !dbg !848
  br i1 %211, label %194, label %212, !dbg !849, !llvm.loop !858

212:                                              ; preds = %189, %208, %177
  %213 = phi i64 [ %178, %177 ], [ %192, %189 ], [ %209, %208 ]
    #dbg_value(i32 %35, !733, !DIExpression(), !740)
  %214 = icmp eq i32 %35, 0, !dbg !860
  br i1 %214, label %254, label %215, !dbg !860

215:                                              ; preds = %212
  %216 = sext i32 %35 to i64, !dbg !860
  %217 = and i64 %216, 1, !dbg !860
  %218 = icmp eq i64 %217, 0, !dbg !860
  br i1 %218, label %227, label %219, !dbg !860

219:                                              ; preds = %215
    #dbg_value(i64 %216, !733, !DIExpression(), !740)
  %220 = add nsw i64 %216, -1, !dbg !861
    #dbg_value(i64 %220, !733, !DIExpression(), !740)
    #dbg_value(i8 poison, !372, !DIExpression(), !862)
  %221 = icmp ult i64 %213, 511, !dbg !864
  br i1 %221, label %222, label %227, !dbg !865

222:                                              ; preds = %219
  %223 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %220, !dbg !866
  %224 = load i8, ptr %223, align 1, !dbg !866, !tbaa !370
    #dbg_value(i8 %224, !372, !DIExpression(), !862)
  %225 = add nuw nsw i64 %213, 1, !dbg !867
  store i64 %225, ptr @pos, align 8, !dbg !867, !tbaa !364
  %226 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %213, !dbg !868
  store i8 %224, ptr %226, align 1, !dbg !869, !tbaa !370
  br label %227, !dbg !868

227:                                              ; preds = %219, %222, %215
  %228 = phi i64 [ poison, %215 ], [ %213, %219 ], [ %225, %222 ]
  %229 = phi i64 [ %216, %215 ], [ %220, %222 ], [ %220, %219 ]
  %230 = phi i64 [ %213, %215 ], [ %213, %219 ], [ %225, %222 ]
  %231 = icmp eq i32 %35, 1, !dbg !860
  br i1 %231, label %254, label %232, !dbg !860

232:                                              ; preds = %227, %251
  %233 = phi i64 [ %244, %251 ], [ %229, %227 ]
  %234 = phi i64 [ %252, %251 ], [ %230, %227 ]
    #dbg_value(i64 %233, !733, !DIExpression(), !740)
    #dbg_value(i64 %233, !733, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !740)
    #dbg_value(i8 poison, !372, !DIExpression(), !862)
  %235 = icmp ult i64 %234, 511, !dbg !864
  br i1 %235, label %236, label %242, !dbg !865

236:                                              ; preds = %232
  %237 = add nsw i64 %233, -1, !dbg !861
    #dbg_value(i64 %237, !733, !DIExpression(), !740)
  %238 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %237, !dbg !866
  %239 = load i8, ptr %238, align 1, !dbg !866, !tbaa !370
    #dbg_value(i8 %239, !372, !DIExpression(), !862)
  %240 = add nuw nsw i64 %234, 1, !dbg !867
  store i64 %240, ptr @pos, align 8, !dbg !867, !tbaa !364
  %241 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %234, !dbg !868
  store i8 %239, ptr %241, align 1, !dbg !869, !tbaa !370
  br label %242, !dbg !868

242:                                              ; preds = %232, %236
  %243 = phi i64 [ %234, %232 ], [ %240, %236 ]
    #dbg_value(i64 %233, !733, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !740)
  %244 = add nsw i64 %233, -2, !dbg !861
    #dbg_value(i64 %244, !733, !DIExpression(), !740)
    #dbg_value(i8 poison, !372, !DIExpression(), !862)
  %245 = icmp ult i64 %243, 511, !dbg !864
  br i1 %245, label %246, label %251, !dbg !865

246:                                              ; preds = %242
  %247 = getelementptr inbounds [70 x i8], ptr %12, i64 0, i64 %244, !dbg !866
  %248 = load i8, ptr %247, align 1, !dbg !866, !tbaa !370
    #dbg_value(i8 %248, !372, !DIExpression(), !862)
  %249 = add nuw nsw i64 %243, 1, !dbg !867
  store i64 %249, ptr @pos, align 8, !dbg !867, !tbaa !364
  %250 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %243, !dbg !868
  store i8 %248, ptr %250, align 1, !dbg !869, !tbaa !370
  br label %251, !dbg !868

251:                                              ; preds = %246, %242
  %252 = phi i64 [ %243, %242 ], [ %249, %246 ]
    #dbg_value(i64 %244, !733, !DIExpression(), !740)
  %253 = icmp eq i64 %244, 0, !dbg !860
  br i1 %253, label %254, label %232, !dbg !860, !llvm.loop !870

254:                                              ; preds = %227, %251, %212
  %255 = phi i64 [ %213, %212 ], [ %228, %227 ], [ %252, %251 ]
  %256 = sub nsw i32 %4, %82
    #dbg_value(i8 32, !533, !DIExpression(), !872)
    #dbg_value(i32 %256, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !872)
  %257 = icmp slt i32 %256, 1
  %258 = select i1 %83, i1 true, i1 %257, !dbg !875
  br i1 %258, label %270, label %259, !dbg !875

259:                                              ; preds = %254, %267
  %260 = phi i32 [ %262, %267 ], [ %256, %254 ]
  %261 = phi i64 [ %268, %267 ], [ %255, %254 ]
    #dbg_value(i32 %260, !538, !DIExpression(), !872)
  %262 = add nsw i32 %260, -1, !dbg !876
    #dbg_value(i32 %262, !538, !DIExpression(), !872)
    #dbg_value(i8 32, !372, !DIExpression(), !877)
  %263 = icmp ult i64 %261, 511, !dbg !879
  br i1 %263, label %264, label %267, !dbg !880

264:                                              ; preds = %259
  %265 = add nuw nsw i64 %261, 1, !dbg !881
  store i64 %265, ptr @pos, align 8, !dbg !881, !tbaa !364
  %266 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %261, !dbg !882
  store i8 32, ptr %266, align 1, !dbg !883, !tbaa !370
  br label %267, !dbg !882

267:                                              ; preds = %264, %259
  %268 = phi i64 [ %261, %259 ], [ %265, %264 ]
    #dbg_value(i32 %262, !538, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !872)
  %269 = icmp ugt i32 %260, 1, !dbg !884
  br i1 %269, label %259, label %270, !dbg !885, !llvm.loop !886

270:                                              ; preds = %267, %254
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %12) #8, !dbg !888
  ret void, !dbg !888
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !889 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!120, !121, !122, !123, !124, !125, !126}
!llvm.ident = !{!127}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varargs_mini_printf.c", directory: ".", checksumkind: CSK_MD5, checksum: "1dae620d1b59e93c33b27e0056317ef9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checks", scope: !9, file: !2, line: 65, type: !22, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !24, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !14, !15, !16, !20, !21, !4, !22, !23}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !12, line: 18, baseType: !13)
!12 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!15 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !17, line: 102, baseType: !18)
!17 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !19, line: 73, baseType: !13)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!20 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !{!0, !25, !30, !32, !37, !42, !47, !52, !54, !59, !64, !69, !74, !76, !81, !83, !88, !93, !98, !7, !100, !102, !104, !106, !108, !110, !115}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 23)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 22)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 24)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 21)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 18)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !49, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 17)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 31)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 6)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 3)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !71, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 7)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !78, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 14)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 25)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 20)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "fails", scope: !9, file: !2, line: 65, type: !22, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "pos", scope: !9, file: !2, line: 8, type: !11, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !56, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !56, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !71, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !71, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 1)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "out", scope: !9, file: !2, line: 8, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 4096, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 512)
!120 = !{i32 7, !"Dwarf Version", i32 5}
!121 = !{i32 2, !"Debug Info Version", i32 3}
!122 = !{i32 1, !"wchar_size", i32 4}
!123 = !{i32 8, !"PIC Level", i32 2}
!124 = !{i32 7, !"PIE Level", i32 2}
!125 = !{i32 7, !"uwtable", i32 2}
!126 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!127 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!128 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 69, type: !129, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{!22}
!131 = !{!132, !137, !138, !139, !140, !142, !143, !144, !145, !147, !148, !149, !150, !152, !153, !154, !155, !157, !158, !159, !160, !162, !163, !164, !165, !167, !168, !169, !170, !172, !173, !174, !175, !177, !178, !179, !180, !182, !183, !184, !185, !187, !188, !189}
!132 = !DILocalVariable(name: "a", scope: !133, file: !2, line: 70, type: !134)
!133 = distinct !DILexicalBlock(scope: !128, file: !2, line: 70, column: 5)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 256)
!137 = !DILocalVariable(name: "b", scope: !133, file: !2, line: 70, type: !134)
!138 = !DILocalVariable(name: "ra", scope: !133, file: !2, line: 70, type: !22)
!139 = !DILocalVariable(name: "rb", scope: !133, file: !2, line: 70, type: !22)
!140 = !DILocalVariable(name: "a", scope: !141, file: !2, line: 71, type: !134)
!141 = distinct !DILexicalBlock(scope: !128, file: !2, line: 71, column: 5)
!142 = !DILocalVariable(name: "b", scope: !141, file: !2, line: 71, type: !134)
!143 = !DILocalVariable(name: "ra", scope: !141, file: !2, line: 71, type: !22)
!144 = !DILocalVariable(name: "rb", scope: !141, file: !2, line: 71, type: !22)
!145 = !DILocalVariable(name: "a", scope: !146, file: !2, line: 72, type: !134)
!146 = distinct !DILexicalBlock(scope: !128, file: !2, line: 72, column: 5)
!147 = !DILocalVariable(name: "b", scope: !146, file: !2, line: 72, type: !134)
!148 = !DILocalVariable(name: "ra", scope: !146, file: !2, line: 72, type: !22)
!149 = !DILocalVariable(name: "rb", scope: !146, file: !2, line: 72, type: !22)
!150 = !DILocalVariable(name: "a", scope: !151, file: !2, line: 73, type: !134)
!151 = distinct !DILexicalBlock(scope: !128, file: !2, line: 73, column: 5)
!152 = !DILocalVariable(name: "b", scope: !151, file: !2, line: 73, type: !134)
!153 = !DILocalVariable(name: "ra", scope: !151, file: !2, line: 73, type: !22)
!154 = !DILocalVariable(name: "rb", scope: !151, file: !2, line: 73, type: !22)
!155 = !DILocalVariable(name: "a", scope: !156, file: !2, line: 74, type: !134)
!156 = distinct !DILexicalBlock(scope: !128, file: !2, line: 74, column: 5)
!157 = !DILocalVariable(name: "b", scope: !156, file: !2, line: 74, type: !134)
!158 = !DILocalVariable(name: "ra", scope: !156, file: !2, line: 74, type: !22)
!159 = !DILocalVariable(name: "rb", scope: !156, file: !2, line: 74, type: !22)
!160 = !DILocalVariable(name: "a", scope: !161, file: !2, line: 75, type: !134)
!161 = distinct !DILexicalBlock(scope: !128, file: !2, line: 75, column: 5)
!162 = !DILocalVariable(name: "b", scope: !161, file: !2, line: 75, type: !134)
!163 = !DILocalVariable(name: "ra", scope: !161, file: !2, line: 75, type: !22)
!164 = !DILocalVariable(name: "rb", scope: !161, file: !2, line: 75, type: !22)
!165 = !DILocalVariable(name: "a", scope: !166, file: !2, line: 76, type: !134)
!166 = distinct !DILexicalBlock(scope: !128, file: !2, line: 76, column: 5)
!167 = !DILocalVariable(name: "b", scope: !166, file: !2, line: 76, type: !134)
!168 = !DILocalVariable(name: "ra", scope: !166, file: !2, line: 76, type: !22)
!169 = !DILocalVariable(name: "rb", scope: !166, file: !2, line: 76, type: !22)
!170 = !DILocalVariable(name: "a", scope: !171, file: !2, line: 77, type: !134)
!171 = distinct !DILexicalBlock(scope: !128, file: !2, line: 77, column: 5)
!172 = !DILocalVariable(name: "b", scope: !171, file: !2, line: 77, type: !134)
!173 = !DILocalVariable(name: "ra", scope: !171, file: !2, line: 77, type: !22)
!174 = !DILocalVariable(name: "rb", scope: !171, file: !2, line: 77, type: !22)
!175 = !DILocalVariable(name: "a", scope: !176, file: !2, line: 78, type: !134)
!176 = distinct !DILexicalBlock(scope: !128, file: !2, line: 78, column: 5)
!177 = !DILocalVariable(name: "b", scope: !176, file: !2, line: 78, type: !134)
!178 = !DILocalVariable(name: "ra", scope: !176, file: !2, line: 78, type: !22)
!179 = !DILocalVariable(name: "rb", scope: !176, file: !2, line: 78, type: !22)
!180 = !DILocalVariable(name: "a", scope: !181, file: !2, line: 79, type: !134)
!181 = distinct !DILexicalBlock(scope: !128, file: !2, line: 79, column: 5)
!182 = !DILocalVariable(name: "b", scope: !181, file: !2, line: 79, type: !134)
!183 = !DILocalVariable(name: "ra", scope: !181, file: !2, line: 79, type: !22)
!184 = !DILocalVariable(name: "rb", scope: !181, file: !2, line: 79, type: !22)
!185 = !DILocalVariable(name: "a", scope: !186, file: !2, line: 80, type: !134)
!186 = distinct !DILexicalBlock(scope: !128, file: !2, line: 80, column: 5)
!187 = !DILocalVariable(name: "b", scope: !186, file: !2, line: 80, type: !134)
!188 = !DILocalVariable(name: "ra", scope: !186, file: !2, line: 80, type: !22)
!189 = !DILocalVariable(name: "rb", scope: !186, file: !2, line: 80, type: !22)
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 0, scope: !133)
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !141)
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 0, scope: !146)
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 0, scope: !151)
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 0, scope: !156)
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 0, scope: !161)
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 0, scope: !166)
!210 = distinct !DIAssignID()
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 0, scope: !171)
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !176)
!216 = distinct !DIAssignID()
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 0, scope: !181)
!219 = distinct !DIAssignID()
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 0, scope: !186)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 70, column: 5, scope: !133)
!224 = !{!225, !225, i64 0}
!225 = !{!"int", !226, i64 0}
!226 = !{!"omnipotent char", !227, i64 0}
!227 = !{!"Simple C/C++ TBAA"}
!228 = !DILocation(line: 70, column: 5, scope: !229)
!229 = distinct !DILexicalBlock(scope: !133, file: !2, line: 70, column: 5)
!230 = !DILocation(line: 70, column: 5, scope: !231)
!231 = distinct !DILexicalBlock(scope: !229, file: !2, line: 70, column: 5)
!232 = !DILocation(line: 70, column: 5, scope: !128)
!233 = !DILocation(line: 71, column: 5, scope: !141)
!234 = !DILocation(line: 71, column: 5, scope: !235)
!235 = distinct !DILexicalBlock(scope: !141, file: !2, line: 71, column: 5)
!236 = !DILocation(line: 71, column: 5, scope: !237)
!237 = distinct !DILexicalBlock(scope: !235, file: !2, line: 71, column: 5)
!238 = !DILocation(line: 71, column: 5, scope: !128)
!239 = !DILocation(line: 72, column: 5, scope: !146)
!240 = !DILocation(line: 72, column: 5, scope: !241)
!241 = distinct !DILexicalBlock(scope: !146, file: !2, line: 72, column: 5)
!242 = !DILocation(line: 72, column: 5, scope: !243)
!243 = distinct !DILexicalBlock(scope: !241, file: !2, line: 72, column: 5)
!244 = !DILocation(line: 72, column: 5, scope: !128)
!245 = !DILocation(line: 73, column: 5, scope: !151)
!246 = !DILocation(line: 73, column: 5, scope: !247)
!247 = distinct !DILexicalBlock(scope: !151, file: !2, line: 73, column: 5)
!248 = !DILocation(line: 73, column: 5, scope: !249)
!249 = distinct !DILexicalBlock(scope: !247, file: !2, line: 73, column: 5)
!250 = !DILocation(line: 73, column: 5, scope: !128)
!251 = !DILocation(line: 74, column: 5, scope: !156)
!252 = !DILocation(line: 74, column: 5, scope: !253)
!253 = distinct !DILexicalBlock(scope: !156, file: !2, line: 74, column: 5)
!254 = !DILocation(line: 74, column: 5, scope: !255)
!255 = distinct !DILexicalBlock(scope: !253, file: !2, line: 74, column: 5)
!256 = !DILocation(line: 74, column: 5, scope: !128)
!257 = !DILocation(line: 75, column: 5, scope: !161)
!258 = !DILocation(line: 75, column: 5, scope: !259)
!259 = distinct !DILexicalBlock(scope: !161, file: !2, line: 75, column: 5)
!260 = !DILocation(line: 75, column: 5, scope: !261)
!261 = distinct !DILexicalBlock(scope: !259, file: !2, line: 75, column: 5)
!262 = !DILocation(line: 75, column: 5, scope: !128)
!263 = !DILocation(line: 76, column: 5, scope: !166)
!264 = !DILocation(line: 76, column: 5, scope: !265)
!265 = distinct !DILexicalBlock(scope: !166, file: !2, line: 76, column: 5)
!266 = !DILocation(line: 76, column: 5, scope: !267)
!267 = distinct !DILexicalBlock(scope: !265, file: !2, line: 76, column: 5)
!268 = !DILocation(line: 76, column: 5, scope: !128)
!269 = !DILocation(line: 77, column: 5, scope: !171)
!270 = !DILocation(line: 77, column: 5, scope: !271)
!271 = distinct !DILexicalBlock(scope: !171, file: !2, line: 77, column: 5)
!272 = !DILocation(line: 77, column: 5, scope: !273)
!273 = distinct !DILexicalBlock(scope: !271, file: !2, line: 77, column: 5)
!274 = !DILocation(line: 77, column: 5, scope: !128)
!275 = !DILocation(line: 78, column: 5, scope: !176)
!276 = !DILocation(line: 78, column: 5, scope: !277)
!277 = distinct !DILexicalBlock(scope: !176, file: !2, line: 78, column: 5)
!278 = !DILocation(line: 78, column: 5, scope: !279)
!279 = distinct !DILexicalBlock(scope: !277, file: !2, line: 78, column: 5)
!280 = !DILocation(line: 78, column: 5, scope: !128)
!281 = !DILocation(line: 79, column: 5, scope: !181)
!282 = !DILocation(line: 79, column: 5, scope: !283)
!283 = distinct !DILexicalBlock(scope: !181, file: !2, line: 79, column: 5)
!284 = !DILocation(line: 79, column: 5, scope: !285)
!285 = distinct !DILexicalBlock(scope: !283, file: !2, line: 79, column: 5)
!286 = !DILocation(line: 79, column: 5, scope: !128)
!287 = !DILocation(line: 80, column: 5, scope: !186)
!288 = !DILocation(line: 80, column: 5, scope: !289)
!289 = distinct !DILexicalBlock(scope: !186, file: !2, line: 80, column: 5)
!290 = !DILocation(line: 80, column: 5, scope: !291)
!291 = distinct !DILexicalBlock(scope: !289, file: !2, line: 80, column: 5)
!292 = !DILocation(line: 80, column: 5, scope: !128)
!293 = !DILocation(line: 81, column: 36, scope: !128)
!294 = !DILocation(line: 81, column: 44, scope: !128)
!295 = !DILocation(line: 81, column: 5, scope: !128)
!296 = !DILocation(line: 82, column: 12, scope: !128)
!297 = !DILocation(line: 82, column: 5, scope: !128)
!298 = distinct !DISubprogram(name: "my_snprintf", scope: !2, file: !2, line: 63, type: !299, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !304)
!299 = !DISubroutineType(types: !300)
!300 = !{!22, !301, !11, !302, null}
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!304 = !{!305, !306, !307, !308, !320}
!305 = !DILocalVariable(name: "dst", arg: 1, scope: !298, file: !2, line: 63, type: !301)
!306 = !DILocalVariable(name: "cap", arg: 2, scope: !298, file: !2, line: 63, type: !11)
!307 = !DILocalVariable(name: "fmt", arg: 3, scope: !298, file: !2, line: 63, type: !302)
!308 = !DILocalVariable(name: "ap", scope: !298, file: !2, line: 63, type: !309)
!309 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !310, line: 12, baseType: !311)
!310 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!311 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !312)
!312 = !DICompositeType(tag: DW_TAG_array_type, baseType: !313, size: 192, elements: !113)
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !314)
!314 = !{!315, !316, !317, !319}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !313, file: !2, line: 63, baseType: !23, size: 32)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !313, file: !2, line: 63, baseType: !23, size: 32, offset: 32)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !313, file: !2, line: 63, baseType: !318, size: 64, offset: 64)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !313, file: !2, line: 63, baseType: !318, size: 64, offset: 128)
!320 = !DILocalVariable(name: "r", scope: !298, file: !2, line: 63, type: !22)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 0, scope: !298)
!323 = !DILocation(line: 63, column: 71, scope: !298)
!324 = !DILocation(line: 63, column: 83, scope: !298)
!325 = !DILocalVariable(name: "dst", arg: 1, scope: !326, file: !2, line: 31, type: !301)
!326 = distinct !DISubprogram(name: "my_vsnprintf", scope: !2, file: !2, line: 31, type: !327, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !330)
!327 = !DISubroutineType(types: !328)
!328 = !{!22, !301, !11, !302, !329}
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!330 = !{!325, !331, !332, !333, !334, !336, !339, !340, !341, !342, !343, !344, !345, !346, !347, !353, !355, !357, !359, !360}
!331 = !DILocalVariable(name: "cap", arg: 2, scope: !326, file: !2, line: 31, type: !11)
!332 = !DILocalVariable(name: "fmt", arg: 3, scope: !326, file: !2, line: 31, type: !302)
!333 = !DILocalVariable(name: "ap", arg: 4, scope: !326, file: !2, line: 31, type: !329)
!334 = !DILocalVariable(name: "f", scope: !335, file: !2, line: 33, type: !302)
!335 = distinct !DILexicalBlock(scope: !326, file: !2, line: 33, column: 5)
!336 = !DILocalVariable(name: "left", scope: !337, file: !2, line: 36, type: !22)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 33, column: 40)
!338 = distinct !DILexicalBlock(scope: !335, file: !2, line: 33, column: 5)
!339 = !DILocalVariable(name: "zero", scope: !337, file: !2, line: 36, type: !22)
!340 = !DILocalVariable(name: "plus", scope: !337, file: !2, line: 36, type: !22)
!341 = !DILocalVariable(name: "space", scope: !337, file: !2, line: 36, type: !22)
!342 = !DILocalVariable(name: "alt", scope: !337, file: !2, line: 36, type: !22)
!343 = !DILocalVariable(name: "width", scope: !337, file: !2, line: 36, type: !22)
!344 = !DILocalVariable(name: "prec", scope: !337, file: !2, line: 36, type: !22)
!345 = !DILocalVariable(name: "lng", scope: !337, file: !2, line: 36, type: !22)
!346 = !DILocalVariable(name: "hh", scope: !337, file: !2, line: 36, type: !22)
!347 = !DILocalVariable(name: "v", scope: !348, file: !2, line: 45, type: !350)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 44, column: 29)
!349 = distinct !DILexicalBlock(scope: !337, file: !2, line: 43, column: 21)
!350 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !17, line: 101, baseType: !351)
!351 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !19, line: 72, baseType: !352)
!352 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!353 = !DILocalVariable(name: "v", scope: !354, file: !2, line: 49, type: !16)
!354 = distinct !DILexicalBlock(scope: !349, file: !2, line: 48, column: 49)
!355 = !DILocalVariable(name: "c", scope: !356, file: !2, line: 52, type: !4)
!356 = distinct !DILexicalBlock(scope: !349, file: !2, line: 52, column: 19)
!357 = !DILocalVariable(name: "s", scope: !358, file: !2, line: 53, type: !302)
!358 = distinct !DILexicalBlock(scope: !349, file: !2, line: 53, column: 19)
!359 = !DILocalVariable(name: "n", scope: !358, file: !2, line: 53, type: !11)
!360 = !DILocalVariable(name: "n", scope: !326, file: !2, line: 60, type: !11)
!361 = !DILocation(line: 0, scope: !326, inlinedAt: !362)
!362 = distinct !DILocation(line: 63, column: 110, scope: !298)
!363 = !DILocation(line: 32, column: 9, scope: !326, inlinedAt: !362)
!364 = !{!365, !365, i64 0}
!365 = !{!"long", !226, i64 0}
!366 = !DILocation(line: 0, scope: !335, inlinedAt: !362)
!367 = !DILocation(line: 33, column: 10, scope: !335, inlinedAt: !362)
!368 = !DILocation(line: 33, scope: !335, inlinedAt: !362)
!369 = !DILocation(line: 33, column: 31, scope: !338, inlinedAt: !362)
!370 = !{!226, !226, i64 0}
!371 = !DILocation(line: 33, column: 5, scope: !335, inlinedAt: !362)
!372 = !DILocalVariable(name: "c", arg: 1, scope: !373, file: !2, line: 9, type: !4)
!373 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 9, type: !374, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !376)
!374 = !DISubroutineType(types: !375)
!375 = !{null, !4}
!376 = !{!372}
!377 = !DILocation(line: 0, scope: !373, inlinedAt: !378)
!378 = distinct !DILocation(line: 34, column: 26, scope: !379, inlinedAt: !362)
!379 = distinct !DILexicalBlock(scope: !380, file: !2, line: 34, column: 24)
!380 = distinct !DILexicalBlock(scope: !337, file: !2, line: 34, column: 13)
!381 = !DILocation(line: 9, column: 31, scope: !382, inlinedAt: !378)
!382 = distinct !DILexicalBlock(scope: !373, file: !2, line: 9, column: 31)
!383 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !378)
!384 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !378)
!385 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !378)
!386 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !378)
!387 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !378)
!388 = !DILocation(line: 0, scope: !337, inlinedAt: !362)
!389 = !DILocation(line: 37, column: 28, scope: !390, inlinedAt: !362)
!390 = distinct !DILexicalBlock(scope: !391, file: !2, line: 37, column: 28)
!391 = distinct !DILexicalBlock(scope: !392, file: !2, line: 37, column: 22)
!392 = distinct !DILexicalBlock(scope: !393, file: !2, line: 37, column: 9)
!393 = distinct !DILexicalBlock(scope: !337, file: !2, line: 37, column: 9)
!394 = !DILocation(line: 37, column: 28, scope: !391, inlinedAt: !362)
!395 = distinct !{!395, !396, !397, !398}
!396 = !DILocation(line: 37, column: 9, scope: !393, inlinedAt: !362)
!397 = !DILocation(line: 37, column: 181, scope: !393, inlinedAt: !362)
!398 = !{!"llvm.loop.peeled.count", i32 1}
!399 = !DILocation(line: 38, column: 125, scope: !400, inlinedAt: !362)
!400 = distinct !DILexicalBlock(scope: !337, file: !2, line: 38, column: 13)
!401 = !DILocation(line: 37, column: 69, scope: !402, inlinedAt: !362)
!402 = distinct !DILexicalBlock(scope: !390, file: !2, line: 37, column: 58)
!403 = distinct !{!403, !396, !397}
!404 = !DILocation(line: 37, column: 99, scope: !405, inlinedAt: !362)
!405 = distinct !DILexicalBlock(scope: !402, file: !2, line: 37, column: 88)
!406 = !DILocation(line: 37, column: 129, scope: !407, inlinedAt: !362)
!407 = distinct !DILexicalBlock(scope: !405, file: !2, line: 37, column: 118)
!408 = !DILocation(line: 38, column: 34, scope: !409, inlinedAt: !362)
!409 = distinct !DILexicalBlock(scope: !400, file: !2, line: 38, column: 24)
!410 = distinct !DIAssignID()
!411 = distinct !DIAssignID()
!412 = !DILocation(line: 38, column: 61, scope: !413, inlinedAt: !362)
!413 = distinct !DILexicalBlock(scope: !409, file: !2, line: 38, column: 55)
!414 = !DILocation(line: 38, column: 55, scope: !409, inlinedAt: !362)
!415 = !DILocation(line: 38, column: 97, scope: !409, inlinedAt: !362)
!416 = !DILocation(line: 39, column: 13, scope: !417, inlinedAt: !362)
!417 = distinct !DILexicalBlock(scope: !337, file: !2, line: 39, column: 13)
!418 = !DILocation(line: 38, column: 101, scope: !409, inlinedAt: !362)
!419 = !DILocation(line: 38, column: 153, scope: !400, inlinedAt: !362)
!420 = !DILocation(line: 38, column: 163, scope: !400, inlinedAt: !362)
!421 = !DILocation(line: 38, column: 166, scope: !400, inlinedAt: !362)
!422 = !DILocation(line: 38, column: 158, scope: !400, inlinedAt: !362)
!423 = !DILocation(line: 38, column: 115, scope: !400, inlinedAt: !362)
!424 = distinct !{!424, !425, !426, !427}
!425 = !DILocation(line: 38, column: 108, scope: !400, inlinedAt: !362)
!426 = !DILocation(line: 38, column: 171, scope: !400, inlinedAt: !362)
!427 = !{!"llvm.loop.mustprogress"}
!428 = !DILocation(line: 39, column: 16, scope: !417, inlinedAt: !362)
!429 = !DILocation(line: 39, column: 13, scope: !337, inlinedAt: !362)
!430 = !DILocation(line: 39, column: 27, scope: !431, inlinedAt: !362)
!431 = distinct !DILexicalBlock(scope: !417, file: !2, line: 39, column: 24)
!432 = !DILocation(line: 39, column: 45, scope: !433, inlinedAt: !362)
!433 = distinct !DILexicalBlock(scope: !431, file: !2, line: 39, column: 45)
!434 = !DILocation(line: 39, column: 48, scope: !433, inlinedAt: !362)
!435 = !DILocation(line: 39, column: 45, scope: !431, inlinedAt: !362)
!436 = !DILocation(line: 39, column: 111, scope: !433, inlinedAt: !362)
!437 = !DILocation(line: 39, column: 65, scope: !438, inlinedAt: !362)
!438 = distinct !DILexicalBlock(scope: !433, file: !2, line: 39, column: 56)
!439 = distinct !DIAssignID()
!440 = distinct !DIAssignID()
!441 = !DILocation(line: 39, column: 83, scope: !438, inlinedAt: !362)
!442 = !DILocation(line: 40, column: 16, scope: !337, inlinedAt: !362)
!443 = !DILocation(line: 39, column: 87, scope: !438, inlinedAt: !362)
!444 = !DILocation(line: 39, column: 137, scope: !433, inlinedAt: !362)
!445 = !DILocation(line: 39, column: 147, scope: !433, inlinedAt: !362)
!446 = !DILocation(line: 39, column: 150, scope: !433, inlinedAt: !362)
!447 = !DILocation(line: 39, column: 142, scope: !433, inlinedAt: !362)
!448 = !DILocation(line: 39, column: 101, scope: !433, inlinedAt: !362)
!449 = distinct !{!449, !450, !451, !427}
!450 = !DILocation(line: 39, column: 94, scope: !433, inlinedAt: !362)
!451 = !DILocation(line: 39, column: 155, scope: !433, inlinedAt: !362)
!452 = !DILocation(line: 40, column: 19, scope: !337, inlinedAt: !362)
!453 = !DILocation(line: 40, column: 9, scope: !337, inlinedAt: !362)
!454 = !DILocation(line: 41, column: 9, scope: !337, inlinedAt: !362)
!455 = !DILocation(line: 40, column: 32, scope: !456, inlinedAt: !362)
!456 = distinct !DILexicalBlock(scope: !337, file: !2, line: 40, column: 27)
!457 = !DILocation(line: 40, column: 37, scope: !456, inlinedAt: !362)
!458 = distinct !{!458, !453, !459, !427}
!459 = !DILocation(line: 40, column: 41, scope: !337, inlinedAt: !362)
!460 = !DILocation(line: 41, column: 16, scope: !337, inlinedAt: !362)
!461 = !DILocation(line: 41, column: 31, scope: !462, inlinedAt: !362)
!462 = distinct !DILexicalBlock(scope: !337, file: !2, line: 41, column: 27)
!463 = !DILocation(line: 41, column: 36, scope: !462, inlinedAt: !362)
!464 = distinct !{!464, !454, !465, !427}
!465 = !DILocation(line: 41, column: 40, scope: !337, inlinedAt: !362)
!466 = !DILocation(line: 42, column: 36, scope: !467, inlinedAt: !362)
!467 = distinct !DILexicalBlock(scope: !468, file: !2, line: 42, column: 24)
!468 = distinct !DILexicalBlock(scope: !337, file: !2, line: 42, column: 13)
!469 = !DILocation(line: 43, column: 17, scope: !337, inlinedAt: !362)
!470 = !DILocation(line: 42, column: 40, scope: !467, inlinedAt: !362)
!471 = !DILocation(line: 43, column: 9, scope: !337, inlinedAt: !362)
!472 = !DILocation(line: 45, column: 30, scope: !348, inlinedAt: !362)
!473 = !DILocation(line: 45, column: 26, scope: !348, inlinedAt: !362)
!474 = !DILocation(line: 45, column: 37, scope: !348, inlinedAt: !362)
!475 = distinct !DIAssignID()
!476 = distinct !DIAssignID()
!477 = !{!478, !478, i64 0}
!478 = !{!"long long", !226, i64 0}
!479 = !DILocation(line: 45, column: 65, scope: !348, inlinedAt: !362)
!480 = !DILocation(line: 45, scope: !348, inlinedAt: !362)
!481 = !DILocation(line: 45, column: 61, scope: !348, inlinedAt: !362)
!482 = !DILocation(line: 45, column: 72, scope: !348, inlinedAt: !362)
!483 = distinct !DIAssignID()
!484 = distinct !DIAssignID()
!485 = !DILocation(line: 45, column: 91, scope: !348, inlinedAt: !362)
!486 = distinct !DIAssignID()
!487 = distinct !DIAssignID()
!488 = !DILocation(line: 0, scope: !348, inlinedAt: !362)
!489 = !DILocation(line: 46, column: 17, scope: !348, inlinedAt: !362)
!490 = !DILocation(line: 46, column: 30, scope: !491, inlinedAt: !362)
!491 = distinct !DILexicalBlock(scope: !348, file: !2, line: 46, column: 17)
!492 = !DILocation(line: 46, column: 26, scope: !491, inlinedAt: !362)
!493 = !DILocation(line: 46, column: 62, scope: !494, inlinedAt: !362)
!494 = distinct !DILexicalBlock(scope: !491, file: !2, line: 46, column: 49)
!495 = !DILocation(line: 46, column: 58, scope: !494, inlinedAt: !362)
!496 = !DILocation(line: 47, column: 22, scope: !348, inlinedAt: !362)
!497 = !DILocation(line: 47, column: 76, scope: !348, inlinedAt: !362)
!498 = !DILocation(line: 47, column: 13, scope: !348, inlinedAt: !362)
!499 = !DILocation(line: 49, column: 31, scope: !354, inlinedAt: !362)
!500 = !DILocation(line: 49, column: 27, scope: !354, inlinedAt: !362)
!501 = !DILocation(line: 49, column: 38, scope: !354, inlinedAt: !362)
!502 = distinct !DIAssignID()
!503 = distinct !DIAssignID()
!504 = !DILocation(line: 49, column: 75, scope: !354, inlinedAt: !362)
!505 = !DILocation(line: 49, scope: !354, inlinedAt: !362)
!506 = !DILocation(line: 49, column: 71, scope: !354, inlinedAt: !362)
!507 = !DILocation(line: 49, column: 82, scope: !354, inlinedAt: !362)
!508 = distinct !DIAssignID()
!509 = distinct !DIAssignID()
!510 = !DILocation(line: 49, column: 110, scope: !354, inlinedAt: !362)
!511 = distinct !DIAssignID()
!512 = distinct !DIAssignID()
!513 = !DILocation(line: 0, scope: !354, inlinedAt: !362)
!514 = !DILocation(line: 50, column: 17, scope: !354, inlinedAt: !362)
!515 = !DILocation(line: 50, column: 30, scope: !516, inlinedAt: !362)
!516 = distinct !DILexicalBlock(scope: !354, file: !2, line: 50, column: 17)
!517 = !DILocation(line: 50, column: 26, scope: !516, inlinedAt: !362)
!518 = !DILocation(line: 50, column: 71, scope: !519, inlinedAt: !362)
!519 = distinct !DILexicalBlock(scope: !516, file: !2, line: 50, column: 58)
!520 = !DILocation(line: 50, column: 67, scope: !519, inlinedAt: !362)
!521 = !DILocation(line: 51, column: 28, scope: !354, inlinedAt: !362)
!522 = !DILocation(line: 51, column: 31, scope: !354, inlinedAt: !362)
!523 = !DILocation(line: 51, column: 68, scope: !354, inlinedAt: !362)
!524 = !DILocation(line: 51, column: 13, scope: !354, inlinedAt: !362)
!525 = !DILocation(line: 52, column: 36, scope: !356, inlinedAt: !362)
!526 = distinct !DIAssignID()
!527 = distinct !DIAssignID()
!528 = !DILocation(line: 52, column: 30, scope: !356, inlinedAt: !362)
!529 = !DILocation(line: 0, scope: !356, inlinedAt: !362)
!530 = !DILocation(line: 52, column: 58, scope: !531, inlinedAt: !362)
!531 = distinct !DILexicalBlock(scope: !356, file: !2, line: 52, column: 57)
!532 = !DILocation(line: 52, column: 57, scope: !356, inlinedAt: !362)
!533 = !DILocalVariable(name: "c", arg: 2, scope: !534, file: !2, line: 11, type: !4)
!534 = distinct !DISubprogram(name: "pad", scope: !2, file: !2, line: 11, type: !535, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !537)
!535 = !DISubroutineType(types: !536)
!536 = !{null, !22, !4}
!537 = !{!538, !533}
!538 = !DILocalVariable(name: "n", arg: 1, scope: !534, file: !2, line: 11, type: !22)
!539 = !DILocation(line: 0, scope: !534, inlinedAt: !540)
!540 = distinct !DILocation(line: 52, column: 64, scope: !531, inlinedAt: !362)
!541 = !DILocation(line: 11, column: 45, scope: !534, inlinedAt: !540)
!542 = !DILocation(line: 11, column: 34, scope: !534, inlinedAt: !540)
!543 = !DILocation(line: 52, scope: !531, inlinedAt: !362)
!544 = !DILocation(line: 0, scope: !373, inlinedAt: !545)
!545 = distinct !DILocation(line: 11, column: 50, scope: !534, inlinedAt: !540)
!546 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !545)
!547 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !545)
!548 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !545)
!549 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !545)
!550 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !545)
!551 = distinct !{!551, !542, !552, !427}
!552 = !DILocation(line: 11, column: 55, scope: !534, inlinedAt: !540)
!553 = !DILocation(line: 9, column: 31, scope: !382, inlinedAt: !554)
!554 = distinct !DILocation(line: 52, column: 85, scope: !356, inlinedAt: !362)
!555 = !DILocation(line: 0, scope: !373, inlinedAt: !554)
!556 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !554)
!557 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !554)
!558 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !554)
!559 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !554)
!560 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !554)
!561 = !DILocation(line: 0, scope: !373, inlinedAt: !562)
!562 = distinct !DILocation(line: 52, column: 85, scope: !356, inlinedAt: !362)
!563 = !DILocation(line: 9, column: 31, scope: !382, inlinedAt: !562)
!564 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !562)
!565 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !562)
!566 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !562)
!567 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !562)
!568 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !562)
!569 = !DILocation(line: 0, scope: !534, inlinedAt: !570)
!570 = distinct !DILocation(line: 52, column: 103, scope: !571, inlinedAt: !362)
!571 = distinct !DILexicalBlock(scope: !356, file: !2, line: 52, column: 97)
!572 = !DILocation(line: 11, column: 45, scope: !534, inlinedAt: !570)
!573 = !DILocation(line: 11, column: 34, scope: !534, inlinedAt: !570)
!574 = !DILocation(line: 52, scope: !571, inlinedAt: !362)
!575 = !DILocation(line: 0, scope: !373, inlinedAt: !576)
!576 = distinct !DILocation(line: 11, column: 50, scope: !534, inlinedAt: !570)
!577 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !576)
!578 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !576)
!579 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !576)
!580 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !576)
!581 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !576)
!582 = distinct !{!582, !573, !583, !427}
!583 = !DILocation(line: 11, column: 55, scope: !534, inlinedAt: !570)
!584 = !DILocation(line: 53, column: 37, scope: !358, inlinedAt: !362)
!585 = distinct !DIAssignID()
!586 = distinct !DIAssignID()
!587 = !{!588, !588, i64 0}
!588 = !{!"any pointer", !226, i64 0}
!589 = !DILocation(line: 0, scope: !358, inlinedAt: !362)
!590 = !DILocation(line: 53, column: 74, scope: !358, inlinedAt: !362)
!591 = !DILocation(line: 53, column: 99, scope: !592, inlinedAt: !362)
!592 = distinct !DILexicalBlock(scope: !358, file: !2, line: 53, column: 89)
!593 = !DILocation(line: 54, column: 18, scope: !594, inlinedAt: !362)
!594 = distinct !DILexicalBlock(scope: !358, file: !2, line: 54, column: 17)
!595 = !DILocation(line: 54, column: 17, scope: !358, inlinedAt: !362)
!596 = !DILocation(line: 54, column: 36, scope: !594, inlinedAt: !362)
!597 = !DILocation(line: 54, column: 34, scope: !594, inlinedAt: !362)
!598 = !DILocation(line: 0, scope: !534, inlinedAt: !599)
!599 = distinct !DILocation(line: 54, column: 24, scope: !594, inlinedAt: !362)
!600 = !DILocation(line: 11, column: 45, scope: !534, inlinedAt: !599)
!601 = !DILocation(line: 11, column: 34, scope: !534, inlinedAt: !599)
!602 = !DILocation(line: 11, column: 42, scope: !534, inlinedAt: !599)
!603 = !DILocation(line: 0, scope: !373, inlinedAt: !604)
!604 = distinct !DILocation(line: 11, column: 50, scope: !534, inlinedAt: !599)
!605 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !604)
!606 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !604)
!607 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !604)
!608 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !604)
!609 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !604)
!610 = distinct !{!610, !601, !611, !427}
!611 = !DILocation(line: 11, column: 55, scope: !534, inlinedAt: !599)
!612 = !DILocalVariable(name: "s", arg: 1, scope: !613, file: !2, line: 10, type: !302)
!613 = distinct !DISubprogram(name: "puts_n", scope: !2, file: !2, line: 10, type: !614, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !616)
!614 = !DISubroutineType(types: !615)
!615 = !{null, !302, !11}
!616 = !{!612, !617, !618}
!617 = !DILocalVariable(name: "n", arg: 2, scope: !613, file: !2, line: 10, type: !11)
!618 = !DILocalVariable(name: "i", scope: !619, file: !2, line: 10, type: !11)
!619 = distinct !DILexicalBlock(scope: !613, file: !2, line: 10, column: 47)
!620 = !DILocation(line: 0, scope: !613, inlinedAt: !621)
!621 = distinct !DILocation(line: 54, column: 50, scope: !358, inlinedAt: !362)
!622 = !DILocation(line: 0, scope: !619, inlinedAt: !621)
!623 = !DILocation(line: 10, column: 68, scope: !624, inlinedAt: !621)
!624 = distinct !DILexicalBlock(scope: !619, file: !2, line: 10, column: 47)
!625 = !DILocation(line: 10, column: 47, scope: !619, inlinedAt: !621)
!626 = !DILocation(line: 0, scope: !373, inlinedAt: !627)
!627 = distinct !DILocation(line: 10, column: 78, scope: !624, inlinedAt: !621)
!628 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !627)
!629 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !627)
!630 = !DILocation(line: 10, column: 82, scope: !624, inlinedAt: !621)
!631 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !627)
!632 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !627)
!633 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !627)
!634 = !DILocation(line: 10, column: 74, scope: !624, inlinedAt: !621)
!635 = distinct !{!635, !625, !636, !427}
!636 = !DILocation(line: 10, column: 86, scope: !619, inlinedAt: !621)
!637 = !DILocation(line: 0, scope: !613, inlinedAt: !638)
!638 = distinct !DILocation(line: 54, column: 50, scope: !358, inlinedAt: !362)
!639 = !DILocation(line: 0, scope: !619, inlinedAt: !638)
!640 = !DILocation(line: 10, column: 68, scope: !624, inlinedAt: !638)
!641 = !DILocation(line: 10, column: 47, scope: !619, inlinedAt: !638)
!642 = !DILocation(line: 0, scope: !373, inlinedAt: !643)
!643 = distinct !DILocation(line: 10, column: 78, scope: !624, inlinedAt: !638)
!644 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !643)
!645 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !643)
!646 = !DILocation(line: 10, column: 82, scope: !624, inlinedAt: !638)
!647 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !643)
!648 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !643)
!649 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !643)
!650 = !DILocation(line: 10, column: 74, scope: !624, inlinedAt: !638)
!651 = distinct !{!651, !641, !652, !427}
!652 = !DILocation(line: 10, column: 86, scope: !619, inlinedAt: !638)
!653 = !DILocation(line: 54, column: 86, scope: !654, inlinedAt: !362)
!654 = distinct !DILexicalBlock(scope: !358, file: !2, line: 54, column: 68)
!655 = !DILocation(line: 54, column: 84, scope: !654, inlinedAt: !362)
!656 = !DILocation(line: 0, scope: !534, inlinedAt: !657)
!657 = distinct !DILocation(line: 54, column: 74, scope: !654, inlinedAt: !362)
!658 = !DILocation(line: 11, column: 45, scope: !534, inlinedAt: !657)
!659 = !DILocation(line: 11, column: 34, scope: !534, inlinedAt: !657)
!660 = !DILocation(line: 11, column: 42, scope: !534, inlinedAt: !657)
!661 = !DILocation(line: 0, scope: !373, inlinedAt: !662)
!662 = distinct !DILocation(line: 11, column: 50, scope: !534, inlinedAt: !657)
!663 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !662)
!664 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !662)
!665 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !662)
!666 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !662)
!667 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !662)
!668 = distinct !{!668, !659, !669, !427}
!669 = !DILocation(line: 11, column: 55, scope: !534, inlinedAt: !657)
!670 = !DILocation(line: 0, scope: !373, inlinedAt: !671)
!671 = distinct !DILocation(line: 55, column: 19, scope: !349, inlinedAt: !362)
!672 = !DILocation(line: 9, column: 31, scope: !382, inlinedAt: !671)
!673 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !671)
!674 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !671)
!675 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !671)
!676 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !671)
!677 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !671)
!678 = !DILocation(line: 0, scope: !373, inlinedAt: !679)
!679 = distinct !DILocation(line: 56, column: 18, scope: !349, inlinedAt: !362)
!680 = !DILocation(line: 9, column: 31, scope: !382, inlinedAt: !679)
!681 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !679)
!682 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !679)
!683 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !679)
!684 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !679)
!685 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !679)
!686 = !DILocation(line: 33, column: 36, scope: !338, inlinedAt: !362)
!687 = !DILocation(line: 33, column: 5, scope: !338, inlinedAt: !362)
!688 = distinct !{!688, !371, !689, !427}
!689 = !DILocation(line: 58, column: 5, scope: !335, inlinedAt: !362)
!690 = !DILocation(line: 59, column: 9, scope: !326, inlinedAt: !362)
!691 = !DILocation(line: 59, column: 5, scope: !326, inlinedAt: !362)
!692 = !DILocation(line: 59, column: 14, scope: !326, inlinedAt: !362)
!693 = !DILocation(line: 60, column: 16, scope: !326, inlinedAt: !362)
!694 = !DILocation(line: 60, column: 47, scope: !326, inlinedAt: !362)
!695 = !DILocation(line: 60, column: 68, scope: !326, inlinedAt: !362)
!696 = !DILocation(line: 60, column: 75, scope: !326, inlinedAt: !362)
!697 = !DILocation(line: 61, column: 12, scope: !326, inlinedAt: !362)
!698 = !DILocation(line: 63, column: 143, scope: !298)
!699 = !DILocation(line: 63, column: 165, scope: !298)
!700 = !DILocation(line: 63, column: 155, scope: !298)
!701 = !DISubprogram(name: "snprintf", scope: !702, file: !702, line: 378, type: !703, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!702 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!703 = !DISubroutineType(types: !704)
!704 = !{!22, !705, !11, !706, null}
!705 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !301)
!706 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !302)
!707 = !DISubprogram(name: "strcmp", scope: !708, file: !708, line: 156, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!708 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!709 = !DISubroutineType(types: !710)
!710 = !{!22, !302, !302}
!711 = !DISubprogram(name: "printf", scope: !702, file: !702, line: 356, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!712 = !DISubroutineType(types: !713)
!713 = !{!22, !706, null}
!714 = distinct !DISubprogram(name: "emit_num", scope: !2, file: !2, line: 13, type: !715, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !717)
!715 = !DISubroutineType(types: !716)
!716 = !{null, !16, !22, !22, !22, !22, !22, !22, !22, !22, !22, !22}
!717 = !{!718, !719, !720, !721, !722, !723, !724, !725, !726, !727, !728, !729, !733, !734, !735, !736, !737, !738}
!718 = !DILocalVariable(name: "v", arg: 1, scope: !714, file: !2, line: 13, type: !16)
!719 = !DILocalVariable(name: "neg", arg: 2, scope: !714, file: !2, line: 13, type: !22)
!720 = !DILocalVariable(name: "base", arg: 3, scope: !714, file: !2, line: 13, type: !22)
!721 = !DILocalVariable(name: "upper", arg: 4, scope: !714, file: !2, line: 13, type: !22)
!722 = !DILocalVariable(name: "width", arg: 5, scope: !714, file: !2, line: 13, type: !22)
!723 = !DILocalVariable(name: "prec", arg: 6, scope: !714, file: !2, line: 13, type: !22)
!724 = !DILocalVariable(name: "left", arg: 7, scope: !714, file: !2, line: 13, type: !22)
!725 = !DILocalVariable(name: "zero", arg: 8, scope: !714, file: !2, line: 13, type: !22)
!726 = !DILocalVariable(name: "plus", arg: 9, scope: !714, file: !2, line: 13, type: !22)
!727 = !DILocalVariable(name: "space", arg: 10, scope: !714, file: !2, line: 13, type: !22)
!728 = !DILocalVariable(name: "alt", arg: 11, scope: !714, file: !2, line: 13, type: !22)
!729 = !DILocalVariable(name: "tmp", scope: !714, file: !2, line: 14, type: !730)
!730 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !731)
!731 = !{!732}
!732 = !DISubrange(count: 70)
!733 = !DILocalVariable(name: "n", scope: !714, file: !2, line: 14, type: !22)
!734 = !DILocalVariable(name: "dig", scope: !714, file: !2, line: 14, type: !302)
!735 = !DILocalVariable(name: "zeros", scope: !714, file: !2, line: 17, type: !22)
!736 = !DILocalVariable(name: "sign", scope: !714, file: !2, line: 19, type: !4)
!737 = !DILocalVariable(name: "pfx", scope: !714, file: !2, line: 20, type: !302)
!738 = !DILocalVariable(name: "len", scope: !714, file: !2, line: 21, type: !22)
!739 = distinct !DIAssignID()
!740 = !DILocation(line: 0, scope: !714)
!741 = !DILocation(line: 14, column: 5, scope: !714)
!742 = !DILocation(line: 14, column: 48, scope: !714)
!743 = !DILocation(line: 15, column: 11, scope: !744)
!744 = distinct !DILexicalBlock(scope: !714, file: !2, line: 15, column: 9)
!745 = !DILocation(line: 15, column: 16, scope: !744)
!746 = !DILocation(line: 15, column: 39, scope: !744)
!747 = !DILocation(line: 16, column: 5, scope: !714)
!748 = !DILocation(line: 16, column: 34, scope: !749)
!749 = distinct !DILexicalBlock(scope: !714, file: !2, line: 16, column: 15)
!750 = !DILocation(line: 16, column: 28, scope: !749)
!751 = !DILocation(line: 16, column: 22, scope: !749)
!752 = !DILocation(line: 16, column: 17, scope: !749)
!753 = !DILocation(line: 16, column: 26, scope: !749)
!754 = !DILocation(line: 16, column: 55, scope: !749)
!755 = distinct !{!755, !747, !756, !427}
!756 = !DILocation(line: 16, column: 74, scope: !714)
!757 = !DILocation(line: 17, column: 22, scope: !714)
!758 = !DILocation(line: 17, column: 17, scope: !714)
!759 = !DILocation(line: 18, column: 9, scope: !760)
!760 = distinct !DILexicalBlock(scope: !714, file: !2, line: 18, column: 9)
!761 = !DILocation(line: 18, column: 13, scope: !760)
!762 = !DILocation(line: 18, column: 46, scope: !760)
!763 = !DILocation(line: 18, column: 51, scope: !760)
!764 = !DILocation(line: 18, column: 60, scope: !760)
!765 = !DILocation(line: 18, column: 54, scope: !760)
!766 = !DILocation(line: 18, column: 65, scope: !760)
!767 = !DILocation(line: 18, column: 9, scope: !714)
!768 = !DILocation(line: 18, column: 74, scope: !760)
!769 = !DILocation(line: 19, column: 17, scope: !714)
!770 = !DILocation(line: 19, column: 29, scope: !714)
!771 = !DILocation(line: 19, column: 42, scope: !714)
!772 = !DILocation(line: 20, column: 28, scope: !714)
!773 = !DILocation(line: 20, column: 49, scope: !714)
!774 = !DILocation(line: 20, column: 54, scope: !714)
!775 = !DILocation(line: 20, column: 23, scope: !714)
!776 = !DILocation(line: 21, column: 17, scope: !714)
!777 = !DILocation(line: 21, column: 33, scope: !714)
!778 = !DILocation(line: 21, column: 25, scope: !714)
!779 = !DILocation(line: 21, column: 46, scope: !714)
!780 = !DILocation(line: 21, column: 41, scope: !714)
!781 = !DILocation(line: 21, column: 39, scope: !714)
!782 = !DILocation(line: 22, column: 10, scope: !783)
!783 = distinct !DILexicalBlock(scope: !714, file: !2, line: 22, column: 9)
!784 = !DILocation(line: 22, column: 15, scope: !783)
!785 = !DILocation(line: 22, column: 20, scope: !783)
!786 = !DILocation(line: 22, column: 25, scope: !783)
!787 = !DILocation(line: 22, column: 49, scope: !783)
!788 = !DILocation(line: 0, scope: !534, inlinedAt: !789)
!789 = distinct !DILocation(line: 22, column: 39, scope: !783)
!790 = !DILocation(line: 11, column: 45, scope: !534, inlinedAt: !789)
!791 = !DILocation(line: 11, column: 34, scope: !534, inlinedAt: !789)
!792 = !DILocation(line: 11, column: 42, scope: !534, inlinedAt: !789)
!793 = !DILocation(line: 0, scope: !373, inlinedAt: !794)
!794 = distinct !DILocation(line: 11, column: 50, scope: !534, inlinedAt: !789)
!795 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !794)
!796 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !794)
!797 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !794)
!798 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !794)
!799 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !794)
!800 = distinct !{!800, !791, !801, !427}
!801 = !DILocation(line: 11, column: 55, scope: !534, inlinedAt: !789)
!802 = !DILocation(line: 23, column: 9, scope: !803)
!803 = distinct !DILexicalBlock(scope: !714, file: !2, line: 23, column: 9)
!804 = !DILocation(line: 23, column: 9, scope: !714)
!805 = !DILocation(line: 0, scope: !373, inlinedAt: !806)
!806 = distinct !DILocation(line: 23, column: 15, scope: !803)
!807 = !DILocation(line: 9, column: 31, scope: !382, inlinedAt: !806)
!808 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !806)
!809 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !806)
!810 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !806)
!811 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !806)
!812 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !806)
!813 = !DILocation(line: 0, scope: !613, inlinedAt: !814)
!814 = distinct !DILocation(line: 24, column: 5, scope: !714)
!815 = !DILocation(line: 0, scope: !619, inlinedAt: !814)
!816 = !DILocation(line: 10, column: 68, scope: !624, inlinedAt: !814)
!817 = !DILocation(line: 10, column: 47, scope: !619, inlinedAt: !814)
!818 = !DILocation(line: 0, scope: !373, inlinedAt: !819)
!819 = distinct !DILocation(line: 10, column: 78, scope: !624, inlinedAt: !814)
!820 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !819)
!821 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !819)
!822 = !DILocation(line: 10, column: 82, scope: !624, inlinedAt: !814)
!823 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !819)
!824 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !819)
!825 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !819)
!826 = !DILocation(line: 10, column: 74, scope: !624, inlinedAt: !814)
!827 = distinct !{!827, !817, !828, !427}
!828 = !DILocation(line: 10, column: 86, scope: !619, inlinedAt: !814)
!829 = !DILocation(line: 25, column: 15, scope: !830)
!830 = distinct !DILexicalBlock(scope: !714, file: !2, line: 25, column: 9)
!831 = !DILocation(line: 25, column: 46, scope: !830)
!832 = !DILocation(line: 0, scope: !534, inlinedAt: !833)
!833 = distinct !DILocation(line: 25, column: 36, scope: !830)
!834 = !DILocation(line: 11, column: 45, scope: !534, inlinedAt: !833)
!835 = !DILocation(line: 11, column: 34, scope: !534, inlinedAt: !833)
!836 = !DILocation(line: 11, column: 42, scope: !534, inlinedAt: !833)
!837 = !DILocation(line: 0, scope: !373, inlinedAt: !838)
!838 = distinct !DILocation(line: 11, column: 50, scope: !534, inlinedAt: !833)
!839 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !838)
!840 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !838)
!841 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !838)
!842 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !838)
!843 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !838)
!844 = distinct !{!844, !835, !845, !427}
!845 = !DILocation(line: 11, column: 55, scope: !534, inlinedAt: !833)
!846 = !DILocation(line: 0, scope: !534, inlinedAt: !847)
!847 = distinct !DILocation(line: 26, column: 5, scope: !714)
!848 = !DILocation(line: 11, column: 45, scope: !534, inlinedAt: !847)
!849 = !DILocation(line: 11, column: 34, scope: !534, inlinedAt: !847)
!850 = !DILocation(line: 11, column: 42, scope: !534, inlinedAt: !847)
!851 = !DILocation(line: 0, scope: !373, inlinedAt: !852)
!852 = distinct !DILocation(line: 11, column: 50, scope: !534, inlinedAt: !847)
!853 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !852)
!854 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !852)
!855 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !852)
!856 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !852)
!857 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !852)
!858 = distinct !{!858, !849, !859, !427}
!859 = !DILocation(line: 11, column: 55, scope: !534, inlinedAt: !847)
!860 = !DILocation(line: 27, column: 5, scope: !714)
!861 = !DILocation(line: 27, column: 23, scope: !714)
!862 = !DILocation(line: 0, scope: !373, inlinedAt: !863)
!863 = distinct !DILocation(line: 27, column: 15, scope: !714)
!864 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !863)
!865 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !863)
!866 = !DILocation(line: 27, column: 19, scope: !714)
!867 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !863)
!868 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !863)
!869 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !863)
!870 = distinct !{!870, !860, !871, !427}
!871 = !DILocation(line: 27, column: 27, scope: !714)
!872 = !DILocation(line: 0, scope: !534, inlinedAt: !873)
!873 = distinct !DILocation(line: 28, column: 15, scope: !874)
!874 = distinct !DILexicalBlock(scope: !714, file: !2, line: 28, column: 9)
!875 = !DILocation(line: 28, column: 9, scope: !714)
!876 = !DILocation(line: 11, column: 42, scope: !534, inlinedAt: !873)
!877 = !DILocation(line: 0, scope: !373, inlinedAt: !878)
!878 = distinct !DILocation(line: 11, column: 50, scope: !534, inlinedAt: !873)
!879 = !DILocation(line: 9, column: 35, scope: !382, inlinedAt: !878)
!880 = !DILocation(line: 9, column: 31, scope: !373, inlinedAt: !878)
!881 = !DILocation(line: 9, column: 60, scope: !382, inlinedAt: !878)
!882 = !DILocation(line: 9, column: 53, scope: !382, inlinedAt: !878)
!883 = !DILocation(line: 9, column: 64, scope: !382, inlinedAt: !878)
!884 = !DILocation(line: 11, column: 45, scope: !534, inlinedAt: !873)
!885 = !DILocation(line: 11, column: 34, scope: !534, inlinedAt: !873)
!886 = distinct !{!886, !885, !887, !427}
!887 = !DILocation(line: 11, column: 55, scope: !534, inlinedAt: !873)
!888 = !DILocation(line: 29, column: 1, scope: !714)
!889 = !DISubprogram(name: "strlen", scope: !708, file: !708, line: 407, type: !890, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!890 = !DISubroutineType(types: !891)
!891 = !{!13, !302}
