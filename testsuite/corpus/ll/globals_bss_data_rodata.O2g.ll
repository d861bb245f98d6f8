; ModuleID = 'programs/globals_bss_data_rodata.c'
source_filename = "programs/globals_bss_data_rodata.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@zeros = internal unnamed_addr global [1048576 x i8] zeroinitializer, align 16, !dbg !0
@partial = internal unnamed_addr global [1000 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 500, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 999], align 16, !dbg !54
@.str = private unnamed_addr constant [57 x i8] c"bss nonzero=%ld partial sum=%ld nonzero=%d tentative=%d\0A\00", align 1, !dbg !16
@tentative = dso_local local_unnamed_addr global i32 0, align 4, !dbg !52
@.str.1 = private unnamed_addr constant [37 x i8] c"data: %d %x %d %llx %g %g %Lg %d %c\0A\00", align 1, !dbg !22
@d64 = internal unnamed_addr global i64 1311768467463790320, align 8, !dbg !74
@.str.2 = private unnamed_addr constant [23 x i8] c"crc(\22123456789\22)=%08x\0A\00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [12 x i8] c"counter=%d \00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [30 x i8] c"\0Aafter writes: %d %d %llx %d\0A\00", align 1, !dbg !42
@counter.n = internal unnamed_addr global i32 0, align 4, !dbg !101

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !119 {
    #dbg_value(i64 0, !121, !DIExpression(), !133)
    #dbg_value(i64 0, !122, !DIExpression(), !134)
  br label %47, !dbg !135

1:                                                ; preds = %47, %1
  %2 = phi i64 [ %21, %1 ], [ 0, %47 ], !dbg !136
  %3 = phi <2 x i32> [ %19, %1 ], [ zeroinitializer, %47 ]
  %4 = phi <2 x i32> [ %20, %1 ], [ zeroinitializer, %47 ]
  %5 = phi <2 x i64> [ %13, %1 ], [ zeroinitializer, %47 ]
  %6 = phi <2 x i64> [ %14, %1 ], [ zeroinitializer, %47 ]
  %7 = getelementptr inbounds [1000 x i32], ptr @partial, i64 0, i64 %2, !dbg !138
  %8 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !138
  %9 = load <2 x i32>, ptr %7, align 16, !dbg !138, !tbaa !140
  %10 = load <2 x i32>, ptr %8, align 8, !dbg !138, !tbaa !140
  %11 = sext <2 x i32> %9 to <2 x i64>, !dbg !138
  %12 = sext <2 x i32> %10 to <2 x i64>, !dbg !138
  %13 = add <2 x i64> %5, %11, !dbg !144
  %14 = add <2 x i64> %6, %12, !dbg !144
  %15 = icmp ne <2 x i32> %9, zeroinitializer, !dbg !145
  %16 = icmp ne <2 x i32> %10, zeroinitializer, !dbg !145
  %17 = zext <2 x i1> %15 to <2 x i32>, !dbg !145
  %18 = zext <2 x i1> %16 to <2 x i32>, !dbg !145
  %19 = add <2 x i32> %3, %17, !dbg !146
  %20 = add <2 x i32> %4, %18, !dbg !146
  %21 = add nuw i64 %2, 4, !dbg !136
  %22 = icmp eq i64 %21, 1000, !dbg !136
  br i1 %22, label %23, label %1, !dbg !136, !llvm.loop !147

23:                                               ; preds = %1
  %24 = add <2 x i32> %20, %19, !dbg !148
  %25 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %24), !dbg !148
  %26 = add <2 x i64> %14, %13, !dbg !148
  %27 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %26), !dbg !148
  %28 = load i32, ptr @tentative, align 4, !dbg !153, !tbaa !140
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %88, i64 noundef %27, i32 noundef %25, i32 noundef %28), !dbg !154
  %30 = load i64, ptr @d64, align 8, !dbg !155, !tbaa !156
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -8, i32 noundef 48879, i32 noundef -123456789, i64 noundef %30, double noundef 1.250000e+00, double noundef -2.500000e-300, x86_fp80 noundef 0xK73E6D1BA8323FE558C61, i32 noundef 1, i32 noundef 113), !dbg !158
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -873187034), !dbg !159
  store i8 7, ptr getelementptr inbounds (i8, ptr @zeros, i64 12345), align 1, !dbg !160, !tbaa !161
  store i32 -1, ptr getelementptr inbounds (i8, ptr @partial, i64 3992), align 8, !dbg !162, !tbaa !140
  %33 = load i64, ptr @d64, align 8, !dbg !163, !tbaa !156
  %34 = xor i64 %33, -1, !dbg !163
  store i64 %34, ptr @d64, align 8, !dbg !163, !tbaa !156
  store i32 5, ptr @tentative, align 4, !dbg !164, !tbaa !140
    #dbg_value(i32 0, !131, !DIExpression(), !165)
  %35 = tail call fastcc i32 @counter(), !dbg !166
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %35), !dbg !168
    #dbg_value(i32 1, !131, !DIExpression(), !165)
  %37 = tail call fastcc i32 @counter(), !dbg !166
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %37), !dbg !168
    #dbg_value(i32 2, !131, !DIExpression(), !165)
  %39 = tail call fastcc i32 @counter(), !dbg !166
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %39), !dbg !168
    #dbg_value(i32 3, !131, !DIExpression(), !165)
  %41 = load i8, ptr getelementptr inbounds (i8, ptr @zeros, i64 12345), align 1, !dbg !169, !tbaa !161
  %42 = zext i8 %41 to i32, !dbg !169
  %43 = load i32, ptr getelementptr inbounds (i8, ptr @partial, i64 3992), align 8, !dbg !170, !tbaa !140
  %44 = load i64, ptr @d64, align 8, !dbg !171, !tbaa !156
  %45 = load i32, ptr @tentative, align 4, !dbg !172, !tbaa !140
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %42, i32 noundef %43, i64 noundef %44, i32 noundef %45), !dbg !173
  ret i32 66, !dbg !174

47:                                               ; preds = %47, %0
  %48 = phi i64 [ 0, %0 ], [ %89, %47 ]
  %49 = phi i64 [ 0, %0 ], [ %88, %47 ]
    #dbg_value(i64 %48, !122, !DIExpression(), !134)
    #dbg_value(i64 %49, !121, !DIExpression(), !133)
  %50 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %48, !dbg !175
  %51 = load i8, ptr %50, align 16, !dbg !175, !tbaa !161
  %52 = zext i8 %51 to i64, !dbg !175
  %53 = add nuw nsw i64 %49, %52, !dbg !177
    #dbg_value(i64 %53, !121, !DIExpression(), !133)
  %54 = or disjoint i64 %48, 4096, !dbg !178
    #dbg_value(i64 %54, !122, !DIExpression(), !134)
  %55 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %54, !dbg !175
  %56 = load i8, ptr %55, align 16, !dbg !175, !tbaa !161
  %57 = zext i8 %56 to i64, !dbg !175
  %58 = add nuw nsw i64 %53, %57, !dbg !177
    #dbg_value(i64 %58, !121, !DIExpression(), !133)
  %59 = or disjoint i64 %48, 8192, !dbg !178
    #dbg_value(i64 %59, !122, !DIExpression(), !134)
  %60 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %59, !dbg !175
  %61 = load i8, ptr %60, align 16, !dbg !175, !tbaa !161
  %62 = zext i8 %61 to i64, !dbg !175
  %63 = add nuw nsw i64 %58, %62, !dbg !177
    #dbg_value(i64 %63, !121, !DIExpression(), !133)
  %64 = or disjoint i64 %48, 12288, !dbg !178
    #dbg_value(i64 %64, !122, !DIExpression(), !134)
  %65 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %64, !dbg !175
  %66 = load i8, ptr %65, align 16, !dbg !175, !tbaa !161
  %67 = zext i8 %66 to i64, !dbg !175
  %68 = add nuw nsw i64 %63, %67, !dbg !177
    #dbg_value(i64 %68, !121, !DIExpression(), !133)
  %69 = or disjoint i64 %48, 16384, !dbg !178
    #dbg_value(i64 %69, !122, !DIExpression(), !134)
  %70 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %69, !dbg !175
  %71 = load i8, ptr %70, align 16, !dbg !175, !tbaa !161
  %72 = zext i8 %71 to i64, !dbg !175
  %73 = add nuw nsw i64 %68, %72, !dbg !177
    #dbg_value(i64 %73, !121, !DIExpression(), !133)
  %74 = or disjoint i64 %48, 20480, !dbg !178
    #dbg_value(i64 %74, !122, !DIExpression(), !134)
  %75 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %74, !dbg !175
  %76 = load i8, ptr %75, align 16, !dbg !175, !tbaa !161
  %77 = zext i8 %76 to i64, !dbg !175
  %78 = add nuw nsw i64 %73, %77, !dbg !177
    #dbg_value(i64 %78, !121, !DIExpression(), !133)
  %79 = or disjoint i64 %48, 24576, !dbg !178
    #dbg_value(i64 %79, !122, !DIExpression(), !134)
  %80 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %79, !dbg !175
  %81 = load i8, ptr %80, align 16, !dbg !175, !tbaa !161
  %82 = zext i8 %81 to i64, !dbg !175
  %83 = add nuw nsw i64 %78, %82, !dbg !177
    #dbg_value(i64 %83, !121, !DIExpression(), !133)
  %84 = or disjoint i64 %48, 28672, !dbg !178
    #dbg_value(i64 %84, !122, !DIExpression(), !134)
  %85 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %84, !dbg !175
  %86 = load i8, ptr %85, align 16, !dbg !175, !tbaa !161
  %87 = zext i8 %86 to i64, !dbg !175
  %88 = add nuw nsw i64 %83, %87, !dbg !177
    #dbg_value(i64 %88, !121, !DIExpression(), !133)
  %89 = add nuw nsw i64 %48, 32768, !dbg !178
    #dbg_value(i64 %89, !122, !DIExpression(), !134)
  %90 = icmp ult i64 %84, 1044480, !dbg !179
  br i1 %90, label %47, label %1, !dbg !135, !llvm.loop !180
}

; Function Attrs: nofree nounwind
declare !dbg !182 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -2147483548, -2147483648) i32 @counter() unnamed_addr #2 !dbg !103 {
  %1 = load i32, ptr @counter.n, align 4, !dbg !189, !tbaa !140
  %2 = add nsw i32 %1, 1, !dbg !189
  store i32 %2, ptr @counter.n, align 4, !dbg !189, !tbaa !140
  %3 = add nsw i32 %1, 100, !dbg !190
  ret i32 %3, !dbg !191
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!111, !112, !113, !114, !115, !116, !117}
!llvm.ident = !{!118}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "zeros", scope: !2, file: !3, line: 8, type: !108, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/globals_bss_data_rodata.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc5c89fe8ceb0984ad9fe88dd2e44297")
!4 = !{!5, !6, !7, !14}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !10, line: 24, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !12, line: 38, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!13 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !22, !27, !32, !37, !42, !47, !0, !52, !54, !59, !65, !70, !74, !79, !82, !84, !87, !90, !92, !101, !106}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 456, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 57)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 296, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 37)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 184, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 23)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 96, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 12)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 240, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 30)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "tentative", scope: !2, file: !3, line: 11, type: !14, isLocal: false, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "partial", scope: !2, file: !3, line: 9, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32000, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 1000)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_stack_value))
!60 = distinct !DIGlobalVariable(name: "d8", scope: !2, file: !3, line: 12, type: !61, isLocal: true, isDefinition: true)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !62, line: 24, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !12, line: 37, baseType: !64)
!64 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression(DW_OP_constu, 18446744073709534959, DW_OP_stack_value))
!66 = distinct !DIGlobalVariable(name: "d16", scope: !2, file: !3, line: 12, type: !67, isLocal: true, isDefinition: true)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !10, line: 25, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !12, line: 40, baseType: !69)
!69 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression(DW_OP_constu, 18446744073586094827, DW_OP_stack_value))
!71 = distinct !DIGlobalVariable(name: "d32", scope: !2, file: !3, line: 12, type: !72, isLocal: true, isDefinition: true)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !62, line: 26, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !12, line: 41, baseType: !14)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "d64", scope: !2, file: !3, line: 12, type: !76, isLocal: true, isDefinition: true)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !62, line: 27, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !12, line: 44, baseType: !78)
!78 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression(DW_OP_constu, 1067450368, DW_OP_stack_value))
!80 = distinct !DIGlobalVariable(name: "df", scope: !2, file: !3, line: 13, type: !81, isLocal: true, isDefinition: true)
!81 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression(DW_OP_constu, 9348005698672734255, DW_OP_stack_value))
!83 = distinct !DIGlobalVariable(name: "dd", scope: !2, file: !3, line: 13, type: !6, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "dl", scope: !2, file: !3, line: 13, type: !86, isLocal: true, isDefinition: true)
!86 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!88 = distinct !DIGlobalVariable(name: "db", scope: !2, file: !3, line: 13, type: !89, isLocal: true, isDefinition: true)
!89 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression(DW_OP_constu, 113, DW_OP_stack_value))
!91 = distinct !DIGlobalVariable(name: "dc", scope: !2, file: !3, line: 13, type: !19, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "crc_poly_table", scope: !2, file: !3, line: 14, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 512, elements: !99)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !10, line: 26, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !12, line: 42, baseType: !98)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !{!100}
!100 = !DISubrange(count: 16)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "n", scope: !103, file: !3, line: 21, type: !14, isLocal: true, isDefinition: true)
!103 = distinct !DISubprogram(name: "counter", scope: !3, file: !3, line: 21, type: !104, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!104 = !DISubroutineType(types: !105)
!105 = !{!14}
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression(DW_OP_constu, 100, DW_OP_stack_value))
!107 = distinct !DIGlobalVariable(name: "base", scope: !103, file: !3, line: 21, type: !14, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 8388608, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 1048576)
!111 = !{i32 7, !"Dwarf Version", i32 5}
!112 = !{i32 2, !"Debug Info Version", i32 3}
!113 = !{i32 1, !"wchar_size", i32 4}
!114 = !{i32 8, !"PIC Level", i32 2}
!115 = !{i32 7, !"PIE Level", i32 2}
!116 = !{i32 7, !"uwtable", i32 2}
!117 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!118 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !104, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!120 = !{!121, !122, !127, !128, !129, !131}
!121 = !DILocalVariable(name: "nz", scope: !119, file: !3, line: 24, type: !78)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 25, type: !124)
!123 = distinct !DILexicalBlock(scope: !119, file: !3, line: 25, column: 5)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !125, line: 18, baseType: !126)
!125 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!126 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!127 = !DILocalVariable(name: "ps", scope: !119, file: !3, line: 26, type: !78)
!128 = !DILocalVariable(name: "nonzero", scope: !119, file: !3, line: 26, type: !14)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 27, type: !14)
!130 = distinct !DILexicalBlock(scope: !119, file: !3, line: 27, column: 5)
!131 = !DILocalVariable(name: "i", scope: !132, file: !3, line: 32, type: !14)
!132 = distinct !DILexicalBlock(scope: !119, file: !3, line: 32, column: 5)
!133 = !DILocation(line: 0, scope: !119)
!134 = !DILocation(line: 0, scope: !123)
!135 = !DILocation(line: 25, column: 5, scope: !123)
!136 = !DILocation(line: 27, column: 32, scope: !137)
!137 = distinct !DILexicalBlock(scope: !130, file: !3, line: 27, column: 5)
!138 = !DILocation(line: 27, column: 44, scope: !139)
!139 = distinct !DILexicalBlock(scope: !137, file: !3, line: 27, column: 36)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !142, i64 0}
!142 = !{!"omnipotent char", !143, i64 0}
!143 = !{!"Simple C/C++ TBAA"}
!144 = !DILocation(line: 27, column: 41, scope: !139)
!145 = !DILocation(line: 27, column: 78, scope: !139)
!146 = !DILocation(line: 27, column: 64, scope: !139)
!147 = distinct !{!147, !148, !149, !150, !151, !152}
!148 = !DILocation(line: 27, column: 5, scope: !130)
!149 = !DILocation(line: 27, column: 84, scope: !130)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !{!"llvm.loop.isvectorized", i32 1}
!152 = !{!"llvm.loop.unroll.runtime.disable"}
!153 = !DILocation(line: 28, column: 90, scope: !119)
!154 = !DILocation(line: 28, column: 5, scope: !119)
!155 = !DILocation(line: 29, column: 87, scope: !119)
!156 = !{!157, !157, i64 0}
!157 = !{!"long", !142, i64 0}
!158 = !DILocation(line: 29, column: 5, scope: !119)
!159 = !DILocation(line: 30, column: 5, scope: !119)
!160 = !DILocation(line: 31, column: 18, scope: !119)
!161 = !{!142, !142, i64 0}
!162 = !DILocation(line: 31, column: 36, scope: !119)
!163 = !DILocation(line: 31, column: 46, scope: !119)
!164 = !DILocation(line: 31, column: 63, scope: !119)
!165 = !DILocation(line: 0, scope: !132)
!166 = !DILocation(line: 32, column: 55, scope: !167)
!167 = distinct !DILexicalBlock(scope: !132, file: !3, line: 32, column: 5)
!168 = !DILocation(line: 32, column: 33, scope: !167)
!169 = !DILocation(line: 33, column: 47, scope: !119)
!170 = !DILocation(line: 33, column: 61, scope: !119)
!171 = !DILocation(line: 33, column: 95, scope: !119)
!172 = !DILocation(line: 33, column: 100, scope: !119)
!173 = !DILocation(line: 33, column: 5, scope: !119)
!174 = !DILocation(line: 34, column: 5, scope: !119)
!175 = !DILocation(line: 25, column: 59, scope: !176)
!176 = distinct !DILexicalBlock(scope: !123, file: !3, line: 25, column: 5)
!177 = !DILocation(line: 25, column: 56, scope: !176)
!178 = !DILocation(line: 25, column: 44, scope: !176)
!179 = !DILocation(line: 25, column: 26, scope: !176)
!180 = distinct !{!180, !135, !181, !150}
!181 = !DILocation(line: 25, column: 66, scope: !123)
!182 = !DISubprogram(name: "printf", scope: !183, file: !183, line: 356, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!184 = !DISubroutineType(types: !185)
!185 = !{!14, !186, null}
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!189 = !DILocation(line: 21, column: 106, scope: !103)
!190 = !DILocation(line: 21, column: 103, scope: !103)
!191 = !DILocation(line: 21, column: 91, scope: !103)
