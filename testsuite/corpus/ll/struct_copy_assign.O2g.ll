; ModuleID = 'programs/struct_copy_assign.c'
source_filename = "programs/struct_copy_assign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S129 = type { [129 x i8] }
%struct.Outer = type { %struct.S12, [4 x %struct.S3], %struct.S40 }
%struct.S12 = type { [3 x i32] }
%struct.S3 = type { [3 x i8] }
%struct.S40 = type { [5 x i64] }

@.str = private unnamed_addr constant [18 x i8] c"S3 %u%u%u %u%u%u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"S6 %u %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"S12 %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"S129 %.5s %zu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"Mat %g %g %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [28 x i8] c"Outer %x %u %llu sizes %zu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [23 x i8] c"hashes %08x %08x %08x\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [15 x i8] c"S40 %llu %llu\0A\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !68 {
  %1 = alloca %struct.S129, align 1, !DIAssignID !146
    #dbg_assign(i1 undef, !115, !DIExpression(), !146, ptr %1, !DIExpression(), !147)
  %2 = alloca %struct.Outer, align 8, !DIAssignID !148
    #dbg_assign(i1 undef, !129, !DIExpression(), !148, ptr %2, !DIExpression(), !147)
  %3 = alloca %struct.Outer, align 8, !DIAssignID !149
    #dbg_assign(i1 undef, !138, !DIExpression(), !149, ptr %3, !DIExpression(), !147)
  %4 = alloca %struct.Outer, align 8, !DIAssignID !150
    #dbg_assign(i1 undef, !139, !DIExpression(), !150, ptr %4, !DIExpression(), !147)
  %5 = alloca i64, align 8, !DIAssignID !151
    #dbg_assign(i1 undef, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !151, ptr %5, !DIExpression(), !147)
    #dbg_assign(i1 undef, !140, !DIExpression(DW_OP_LLVM_fragment, 64, 192), !152, ptr undef, !DIExpression(), !147)
  %6 = alloca i64, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !140, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !153, ptr %6, !DIExpression(), !147)
    #dbg_value(i8 4, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !147)
    #dbg_value(i8 5, !72, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !147)
    #dbg_value(i8 6, !72, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !147)
    #dbg_value(i8 1, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !147)
    #dbg_value(i8 2, !83, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !147)
    #dbg_value(i8 3, !83, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !147)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !154
    #dbg_value(i32 poison, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
    #dbg_value(i16 300, !86, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !147)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
    #dbg_value(i16 301, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !147)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 300, i32 noundef 301), !dbg !155
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 640, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 704, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 832, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 896, 32), !147)
    #dbg_value(i32 0, !96, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !147)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !156
  call void @llvm.lifetime.start.p0(i64 129, ptr nonnull %1) #7, !dbg !157
  %10 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !158
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(128) %10, i8 122, i64 127, i1 false), !dbg !158, !DIAssignID !159
    #dbg_value(i8 0, !107, !DIExpression(DW_OP_LLVM_fragment, 1024, 8), !147)
  %11 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !160
  store i8 0, ptr %11, align 1, !dbg !160, !tbaa !161, !DIAssignID !164
    #dbg_assign(i1 undef, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 1024), !159, ptr %1, !DIExpression(), !147)
    #dbg_assign(i1 undef, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !165, ptr undef, !DIExpression(), !147)
    #dbg_assign(i8 0, !115, !DIExpression(DW_OP_LLVM_fragment, 1024, 8), !164, ptr %11, !DIExpression(), !147)
  store i8 65, ptr %1, align 1, !dbg !166, !tbaa !161, !DIAssignID !167
    #dbg_assign(i8 65, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !167, ptr %1, !DIExpression(), !147)
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #8, !dbg !168
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %1, i64 noundef %12), !dbg !169
    #dbg_value(double 0.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !147)
    #dbg_value(double 5.000000e-01, !116, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147)
    #dbg_value(double 1.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !147)
    #dbg_value(double 1.500000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !147)
    #dbg_value(double 2.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !147)
    #dbg_value(double 2.500000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !147)
    #dbg_value(double 3.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !147)
    #dbg_value(double 3.500000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !147)
    #dbg_value(double 4.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !147)
    #dbg_value(double 4.500000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !147)
    #dbg_value(double 5.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !147)
    #dbg_value(double 5.500000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !147)
    #dbg_value(double 6.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !147)
    #dbg_value(double 6.500000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !147)
    #dbg_value(double 7.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !147)
    #dbg_value(double 7.500000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !147)
    #dbg_value(i8 1, !116, !DIExpression(DW_OP_LLVM_fragment, 1024, 8), !147)
    #dbg_value(i8 2, !116, !DIExpression(DW_OP_LLVM_fragment, 1032, 8), !147)
    #dbg_value(i8 3, !116, !DIExpression(DW_OP_LLVM_fragment, 1040, 8), !147)
    #dbg_value(i8 1, !128, !DIExpression(DW_OP_LLVM_fragment, 1024, 8), !147)
    #dbg_assign(i1 undef, !128, !DIExpression(DW_OP_LLVM_fragment, 1032, 56), !170, ptr undef, !DIExpression(), !147)
    #dbg_value(double -1.000000e+00, !128, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !147)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 7.500000e+00, double noundef -1.000000e+00, i32 noundef 1), !dbg !171
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7, !dbg !172
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %2, i8 0, i64 64, i1 false), !dbg !173, !DIAssignID !174
    #dbg_assign(i8 0, !129, !DIExpression(), !174, ptr %2, !DIExpression(), !147)
  %15 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !175
  store i32 4660, ptr %15, align 4, !dbg !176, !tbaa !177, !DIAssignID !179
    #dbg_assign(i32 4660, !129, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !179, ptr %15, !DIExpression(), !147)
  %16 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !180
  store i8 9, ptr %16, align 4, !dbg !181, !tbaa !161, !DIAssignID !182
    #dbg_assign(i8 9, !129, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !182, ptr %16, !DIExpression(), !147)
  %17 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !183
  store i64 77, ptr %17, align 8, !dbg !184, !tbaa !185, !DIAssignID !187
    #dbg_assign(i64 77, !129, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !187, ptr %17, !DIExpression(), !147)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7, !dbg !188
  call fastcc void @copy_outer(ptr noundef nonnull %3, ptr noundef nonnull %2), !dbg !189
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7, !dbg !190
  call fastcc void @modify(ptr dead_on_unwind nonnull writable sret(%struct.Outer) align 8 %4, ptr noundef nonnull byval(%struct.Outer) align 8 %3), !dbg !191
  %18 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !192
  %19 = load i32, ptr %18, align 4, !dbg !192, !tbaa !177
  %20 = getelementptr inbounds i8, ptr %4, i64 21, !dbg !193
  %21 = load i8, ptr %20, align 1, !dbg !193, !tbaa !161
  %22 = zext i8 %21 to i32, !dbg !193
  %23 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !194
  %24 = load i64, ptr %23, align 8, !dbg !194, !tbaa !185
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19, i32 noundef %22, i64 noundef %24, i64 noundef 64), !dbg !195
    #dbg_value(ptr %2, !196, !DIExpression(), !212)
    #dbg_value(i64 64, !205, !DIExpression(), !212)
    #dbg_value(ptr %2, !206, !DIExpression(), !212)
    #dbg_value(i32 0, !209, !DIExpression(), !212)
    #dbg_value(i64 0, !210, !DIExpression(), !214)
  br label %26, !dbg !215

26:                                               ; preds = %26, %0
  %27 = phi i64 [ 0, %0 ], [ %52, %26 ]
  %28 = phi i32 [ 0, %0 ], [ %51, %26 ]
    #dbg_value(i64 %27, !210, !DIExpression(), !214)
    #dbg_value(i32 %28, !209, !DIExpression(), !212)
  %29 = mul i32 %28, 31, !dbg !216
  %30 = getelementptr inbounds i8, ptr %2, i64 %27, !dbg !218
  %31 = load i8, ptr %30, align 4, !dbg !218, !tbaa !161
  %32 = zext i8 %31 to i32, !dbg !218
  %33 = add i32 %29, %32, !dbg !219
    #dbg_value(i32 %33, !209, !DIExpression(), !212)
  %34 = or disjoint i64 %27, 1, !dbg !220
    #dbg_value(i64 %34, !210, !DIExpression(), !214)
  %35 = mul i32 %33, 31, !dbg !216
  %36 = getelementptr inbounds i8, ptr %2, i64 %34, !dbg !218
  %37 = load i8, ptr %36, align 1, !dbg !218, !tbaa !161
  %38 = zext i8 %37 to i32, !dbg !218
  %39 = add i32 %35, %38, !dbg !219
    #dbg_value(i32 %39, !209, !DIExpression(), !212)
  %40 = or disjoint i64 %27, 2, !dbg !220
    #dbg_value(i64 %40, !210, !DIExpression(), !214)
  %41 = mul i32 %39, 31, !dbg !216
  %42 = getelementptr inbounds i8, ptr %2, i64 %40, !dbg !218
  %43 = load i8, ptr %42, align 2, !dbg !218, !tbaa !161
  %44 = zext i8 %43 to i32, !dbg !218
  %45 = add i32 %41, %44, !dbg !219
    #dbg_value(i32 %45, !209, !DIExpression(), !212)
  %46 = or disjoint i64 %27, 3, !dbg !220
    #dbg_value(i64 %46, !210, !DIExpression(), !214)
  %47 = mul i32 %45, 31, !dbg !216
  %48 = getelementptr inbounds i8, ptr %2, i64 %46, !dbg !218
  %49 = load i8, ptr %48, align 1, !dbg !218, !tbaa !161
  %50 = zext i8 %49 to i32, !dbg !218
  %51 = add i32 %47, %50, !dbg !219
    #dbg_value(i32 %51, !209, !DIExpression(), !212)
  %52 = add nuw nsw i64 %27, 4, !dbg !220
    #dbg_value(i64 %52, !210, !DIExpression(), !214)
  %53 = icmp eq i64 %52, 64, !dbg !221
  br i1 %53, label %54, label %26, !dbg !215, !llvm.loop !222

54:                                               ; preds = %26, %54
  %55 = phi i64 [ %80, %54 ], [ 0, %26 ]
  %56 = phi i32 [ %79, %54 ], [ 0, %26 ]
    #dbg_value(i64 %55, !210, !DIExpression(), !225)
    #dbg_value(i32 %56, !209, !DIExpression(), !227)
  %57 = mul i32 %56, 31, !dbg !228
  %58 = getelementptr inbounds i8, ptr %3, i64 %55, !dbg !229
  %59 = load i8, ptr %58, align 4, !dbg !229, !tbaa !161
  %60 = zext i8 %59 to i32, !dbg !229
  %61 = add i32 %57, %60, !dbg !230
    #dbg_value(i32 %61, !209, !DIExpression(), !227)
  %62 = or disjoint i64 %55, 1, !dbg !231
    #dbg_value(i64 %62, !210, !DIExpression(), !225)
  %63 = mul i32 %61, 31, !dbg !228
  %64 = getelementptr inbounds i8, ptr %3, i64 %62, !dbg !229
  %65 = load i8, ptr %64, align 1, !dbg !229, !tbaa !161
  %66 = zext i8 %65 to i32, !dbg !229
  %67 = add i32 %63, %66, !dbg !230
    #dbg_value(i32 %67, !209, !DIExpression(), !227)
  %68 = or disjoint i64 %55, 2, !dbg !231
    #dbg_value(i64 %68, !210, !DIExpression(), !225)
  %69 = mul i32 %67, 31, !dbg !228
  %70 = getelementptr inbounds i8, ptr %3, i64 %68, !dbg !229
  %71 = load i8, ptr %70, align 2, !dbg !229, !tbaa !161
  %72 = zext i8 %71 to i32, !dbg !229
  %73 = add i32 %69, %72, !dbg !230
    #dbg_value(i32 %73, !209, !DIExpression(), !227)
  %74 = or disjoint i64 %55, 3, !dbg !231
    #dbg_value(i64 %74, !210, !DIExpression(), !225)
  %75 = mul i32 %73, 31, !dbg !228
  %76 = getelementptr inbounds i8, ptr %3, i64 %74, !dbg !229
  %77 = load i8, ptr %76, align 1, !dbg !229, !tbaa !161
  %78 = zext i8 %77 to i32, !dbg !229
  %79 = add i32 %75, %78, !dbg !230
    #dbg_value(i32 %79, !209, !DIExpression(), !227)
  %80 = add nuw nsw i64 %55, 4, !dbg !231
    #dbg_value(i64 %80, !210, !DIExpression(), !225)
  %81 = icmp eq i64 %80, 64, !dbg !232
  br i1 %81, label %82, label %54, !dbg !233, !llvm.loop !234

82:                                               ; preds = %54, %82
  %83 = phi i64 [ %108, %82 ], [ 0, %54 ]
  %84 = phi i32 [ %107, %82 ], [ 0, %54 ]
    #dbg_value(i64 %83, !210, !DIExpression(), !236)
    #dbg_value(i32 %84, !209, !DIExpression(), !238)
  %85 = mul i32 %84, 31, !dbg !239
  %86 = getelementptr inbounds i8, ptr %4, i64 %83, !dbg !240
  %87 = load i8, ptr %86, align 4, !dbg !240, !tbaa !161
  %88 = zext i8 %87 to i32, !dbg !240
  %89 = add i32 %85, %88, !dbg !241
    #dbg_value(i32 %89, !209, !DIExpression(), !238)
  %90 = or disjoint i64 %83, 1, !dbg !242
    #dbg_value(i64 %90, !210, !DIExpression(), !236)
  %91 = mul i32 %89, 31, !dbg !239
  %92 = getelementptr inbounds i8, ptr %4, i64 %90, !dbg !240
  %93 = load i8, ptr %92, align 1, !dbg !240, !tbaa !161
  %94 = zext i8 %93 to i32, !dbg !240
  %95 = add i32 %91, %94, !dbg !241
    #dbg_value(i32 %95, !209, !DIExpression(), !238)
  %96 = or disjoint i64 %83, 2, !dbg !242
    #dbg_value(i64 %96, !210, !DIExpression(), !236)
  %97 = mul i32 %95, 31, !dbg !239
  %98 = getelementptr inbounds i8, ptr %4, i64 %96, !dbg !240
  %99 = load i8, ptr %98, align 2, !dbg !240, !tbaa !161
  %100 = zext i8 %99 to i32, !dbg !240
  %101 = add i32 %97, %100, !dbg !241
    #dbg_value(i32 %101, !209, !DIExpression(), !238)
  %102 = or disjoint i64 %83, 3, !dbg !242
    #dbg_value(i64 %102, !210, !DIExpression(), !236)
  %103 = mul i32 %101, 31, !dbg !239
  %104 = getelementptr inbounds i8, ptr %4, i64 %102, !dbg !240
  %105 = load i8, ptr %104, align 1, !dbg !240, !tbaa !161
  %106 = zext i8 %105 to i32, !dbg !240
  %107 = add i32 %103, %106, !dbg !241
    #dbg_value(i32 %107, !209, !DIExpression(), !238)
  %108 = add nuw nsw i64 %83, 4, !dbg !242
    #dbg_value(i64 %108, !210, !DIExpression(), !236)
  %109 = icmp eq i64 %108, 64, !dbg !243
  br i1 %109, label %110, label %82, !dbg !244, !llvm.loop !245

110:                                              ; preds = %82
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %51, i32 noundef %79, i32 noundef %107), !dbg !247
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !248
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6), !dbg !248
  store volatile i64 1, ptr %5, align 8, !dbg !249, !tbaa !185, !DIAssignID !250
    #dbg_assign(i64 1, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !250, ptr %5, !DIExpression(), !147)
  store volatile i64 5, ptr %6, align 8, !dbg !251, !tbaa !185, !DIAssignID !252
    #dbg_assign(i64 5, !140, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !252, ptr %6, !DIExpression(), !147)
    #dbg_value(i64 poison, !142, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !147)
    #dbg_assign(i1 undef, !142, !DIExpression(DW_OP_LLVM_fragment, 64, 192), !253, ptr undef, !DIExpression(), !147)
    #dbg_value(i64 poison, !142, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !147)
    #dbg_value(i64 1, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !147)
    #dbg_value(i64 2, !143, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147)
    #dbg_value(i64 3, !143, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !147)
    #dbg_value(i64 4, !143, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !147)
    #dbg_value(i64 5, !143, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !147)
    #dbg_value(ptr undef, !144, !DIExpression(), !147)
    #dbg_value(i64 2, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147)
    #dbg_value(i64 3, !145, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !147)
    #dbg_value(i64 4, !145, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !147)
    #dbg_value(i64 5, !145, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !147)
    #dbg_value(i64 10, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !147)
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 1, i64 noundef 10), !dbg !254
    #dbg_value(ptr %4, !196, !DIExpression(), !255)
    #dbg_value(i64 64, !205, !DIExpression(), !255)
    #dbg_value(ptr %4, !206, !DIExpression(), !255)
    #dbg_value(i32 0, !209, !DIExpression(), !255)
    #dbg_value(i64 0, !210, !DIExpression(), !257)
  br label %113, !dbg !258

113:                                              ; preds = %113, %110
  %114 = phi i64 [ 0, %110 ], [ %139, %113 ]
  %115 = phi i32 [ 0, %110 ], [ %138, %113 ]
    #dbg_value(i64 %114, !210, !DIExpression(), !257)
    #dbg_value(i32 %115, !209, !DIExpression(), !255)
  %116 = mul i32 %115, 31, !dbg !259
  %117 = getelementptr inbounds i8, ptr %4, i64 %114, !dbg !260
  %118 = load i8, ptr %117, align 4, !dbg !260, !tbaa !161
  %119 = zext i8 %118 to i32, !dbg !260
  %120 = add i32 %116, %119, !dbg !261
    #dbg_value(i32 %120, !209, !DIExpression(), !255)
  %121 = or disjoint i64 %114, 1, !dbg !262
    #dbg_value(i64 %121, !210, !DIExpression(), !257)
  %122 = mul i32 %120, 31, !dbg !259
  %123 = getelementptr inbounds i8, ptr %4, i64 %121, !dbg !260
  %124 = load i8, ptr %123, align 1, !dbg !260, !tbaa !161
  %125 = zext i8 %124 to i32, !dbg !260
  %126 = add i32 %122, %125, !dbg !261
    #dbg_value(i32 %126, !209, !DIExpression(), !255)
  %127 = or disjoint i64 %114, 2, !dbg !262
    #dbg_value(i64 %127, !210, !DIExpression(), !257)
  %128 = mul i32 %126, 31, !dbg !259
  %129 = getelementptr inbounds i8, ptr %4, i64 %127, !dbg !260
  %130 = load i8, ptr %129, align 2, !dbg !260, !tbaa !161
  %131 = zext i8 %130 to i32, !dbg !260
  %132 = add i32 %128, %131, !dbg !261
    #dbg_value(i32 %132, !209, !DIExpression(), !255)
  %133 = or disjoint i64 %114, 3, !dbg !262
    #dbg_value(i64 %133, !210, !DIExpression(), !257)
  %134 = mul i32 %132, 31, !dbg !259
  %135 = getelementptr inbounds i8, ptr %4, i64 %133, !dbg !260
  %136 = load i8, ptr %135, align 1, !dbg !260, !tbaa !161
  %137 = zext i8 %136 to i32, !dbg !260
  %138 = add i32 %134, %137, !dbg !261
    #dbg_value(i32 %138, !209, !DIExpression(), !255)
  %139 = add nuw nsw i64 %114, 4, !dbg !262
    #dbg_value(i64 %139, !210, !DIExpression(), !257)
  %140 = icmp eq i64 %139, 64, !dbg !263
  br i1 %140, label %141, label %113, !dbg !258, !llvm.loop !264

141:                                              ; preds = %113
  %142 = and i32 %138, 127, !dbg !266
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !267
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !267
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7, !dbg !267
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7, !dbg !267
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7, !dbg !267
  call void @llvm.lifetime.end.p0(i64 129, ptr nonnull %1) #7, !dbg !267
  ret i32 %142, !dbg !268
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !269 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !276 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @copy_outer(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 !dbg !280 {
    #dbg_value(ptr %0, !287, !DIExpression(), !289)
    #dbg_value(ptr %1, !288, !DIExpression(), !289)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, i64 64, i1 false), !dbg !290, !tbaa.struct !291
  ret void, !dbg !292
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @modify(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Outer) align 8 %0, ptr nocapture noundef byval(%struct.Outer) align 8 %1) unnamed_addr #6 !dbg !293 {
    #dbg_declare(ptr %1, !297, !DIExpression(), !298)
  %3 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !299
  %4 = load i32, ptr %3, align 4, !dbg !300, !tbaa !177
  %5 = xor i32 %4, 65535, !dbg !300
  store i32 %5, ptr %3, align 4, !dbg !300, !tbaa !177
  %6 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !301
  %7 = getelementptr inbounds i8, ptr %1, i64 21, !dbg !302
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %7, ptr noundef nonnull align 4 dereferenceable(3) %6, i64 3, i1 false), !dbg !303, !tbaa.struct !304
  %8 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !305
  %9 = load i64, ptr %8, align 8, !dbg !306, !tbaa !185
  %10 = add i64 %9, 1, !dbg !307
  %11 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !308
  store i64 %10, ptr %11, align 8, !dbg !309, !tbaa !185
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, i64 64, i1 false), !dbg !310, !tbaa.struct !291
  ret void, !dbg !311
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_copy_assign.c", directory: ".", checksumkind: CSK_MD5, checksum: "38c4f119cf61b45a6c0c3bffd3cb02bd")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 28)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 23)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !59, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !46, !47, !58}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !42, line: 26, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !44, line: 42, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!45 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "S40", file: !2, line: 8, baseType: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 320, elements: !50)
!50 = !{!51}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !49, file: !2, line: 8, baseType: !52, size: 320)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 320, elements: !56)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !42, line: 27, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !44, line: 45, baseType: !55)
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !{!57}
!57 = !DISubrange(count: 5)
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !69, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!58}
!71 = !{!72, !83, !84, !86, !95, !96, !103, !105, !107, !115, !116, !126, !128, !129, !138, !139, !140, !142, !143, !144, !145}
!72 = !DILocalVariable(name: "a3", scope: !68, file: !2, line: 16, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "S3", file: !2, line: 7, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 24, elements: !75)
!75 = !{!76}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !74, file: !2, line: 7, baseType: !77, size: 24)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 24, elements: !81)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !42, line: 24, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !44, line: 38, baseType: !80)
!80 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!81 = !{!82}
!82 = !DISubrange(count: 3)
!83 = !DILocalVariable(name: "b3", scope: !68, file: !2, line: 16, type: !73)
!84 = !DILocalVariable(name: "tmp_", scope: !85, file: !2, line: 16, type: !73)
!85 = distinct !DILexicalBlock(scope: !68, file: !2, line: 16, column: 52)
!86 = !DILocalVariable(name: "a6", scope: !68, file: !2, line: 17, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "S6", file: !2, line: 7, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 48, elements: !89)
!89 = !{!90}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !88, file: !2, line: 7, baseType: !91, size: 48)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 48, elements: !81)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !42, line: 25, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !44, line: 40, baseType: !94)
!94 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!95 = !DILocalVariable(name: "c6", scope: !68, file: !2, line: 17, type: !87)
!96 = !DILocalVariable(name: "arr", scope: !68, file: !2, line: 18, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 960, elements: !10)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "S12", file: !2, line: 7, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 96, elements: !100)
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !99, file: !2, line: 7, baseType: !102, size: 96)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 96, elements: !81)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 18, type: !58)
!104 = distinct !DILexicalBlock(scope: !68, file: !2, line: 18, column: 18)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 19, type: !58)
!106 = distinct !DILexicalBlock(scope: !68, file: !2, line: 19, column: 5)
!107 = !DILocalVariable(name: "big1", scope: !68, file: !2, line: 20, type: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "S129", file: !2, line: 8, baseType: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 1032, elements: !110)
!110 = !{!111}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !109, file: !2, line: 8, baseType: !112, size: 1032)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1032, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 129)
!115 = !DILocalVariable(name: "big2", scope: !68, file: !2, line: 20, type: !108)
!116 = !DILocalVariable(name: "m1", scope: !68, file: !2, line: 21, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mat", file: !2, line: 8, baseType: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 1088, elements: !119)
!119 = !{!120, !125}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !118, file: !2, line: 8, baseType: !121, size: 1024)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 1024, elements: !123)
!122 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!123 = !{!124, !124}
!124 = !DISubrange(count: 4)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !118, file: !2, line: 8, baseType: !73, size: 24, offset: 1024)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 21, type: !58)
!127 = distinct !DILexicalBlock(scope: !68, file: !2, line: 21, column: 13)
!128 = !DILocalVariable(name: "m2", scope: !68, file: !2, line: 21, type: !117)
!129 = !DILocalVariable(name: "o1", scope: !68, file: !2, line: 22, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "Outer", file: !2, line: 9, baseType: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 512, elements: !132)
!132 = !{!133, !134, !137}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !131, file: !2, line: 9, baseType: !98, size: 96)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "small", scope: !131, file: !2, line: 9, baseType: !135, size: 96, offset: 96)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 96, elements: !136)
!136 = !{!124}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !131, file: !2, line: 9, baseType: !48, size: 320, offset: 192)
!138 = !DILocalVariable(name: "o2", scope: !68, file: !2, line: 23, type: !130)
!139 = !DILocalVariable(name: "o3", scope: !68, file: !2, line: 23, type: !130)
!140 = !DILocalVariable(name: "vs", scope: !68, file: !2, line: 26, type: !141)
!141 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !48)
!142 = !DILocalVariable(name: "nv", scope: !68, file: !2, line: 26, type: !48)
!143 = !DILocalVariable(name: "a40", scope: !68, file: !2, line: 27, type: !48)
!144 = !DILocalVariable(name: "pa", scope: !68, file: !2, line: 27, type: !47)
!145 = !DILocalVariable(name: "b40", scope: !68, file: !2, line: 27, type: !48)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 0, scope: !68)
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 16, column: 70, scope: !68)
!155 = !DILocation(line: 17, column: 60, scope: !68)
!156 = !DILocation(line: 19, column: 54, scope: !68)
!157 = !DILocation(line: 20, column: 5, scope: !68)
!158 = !DILocation(line: 20, column: 22, scope: !68)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 20, column: 79, scope: !68)
!161 = !{!162, !162, i64 0}
!162 = !{!"omnipotent char", !163, i64 0}
!163 = !{!"Simple C/C++ TBAA"}
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 20, column: 95, scope: !68)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 20, column: 136, scope: !68)
!169 = !DILocation(line: 20, column: 102, scope: !68)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 21, column: 115, scope: !68)
!172 = !DILocation(line: 22, column: 5, scope: !68)
!173 = !DILocation(line: 22, column: 15, scope: !68)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 22, column: 42, scope: !68)
!176 = !DILocation(line: 22, column: 56, scope: !68)
!177 = !{!178, !178, i64 0}
!178 = !{!"int", !162, i64 0}
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 22, column: 69, scope: !68)
!181 = !DILocation(line: 22, column: 83, scope: !68)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 22, column: 91, scope: !68)
!184 = !DILocation(line: 22, column: 100, scope: !68)
!185 = !{!186, !186, i64 0}
!186 = !{!"long", !162, i64 0}
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 23, column: 5, scope: !68)
!189 = !DILocation(line: 23, column: 15, scope: !68)
!190 = !DILocation(line: 23, column: 37, scope: !68)
!191 = !DILocation(line: 23, column: 48, scope: !68)
!192 = !DILocation(line: 24, column: 44, scope: !68)
!193 = !DILocation(line: 24, column: 59, scope: !68)
!194 = !DILocation(line: 24, column: 97, scope: !68)
!195 = !DILocation(line: 24, column: 5, scope: !68)
!196 = !DILocalVariable(name: "p", arg: 1, scope: !197, file: !2, line: 10, type: !200)
!197 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 10, type: !198, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !204)
!198 = !DISubroutineType(types: !199)
!199 = !{!41, !200, !202}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !203, line: 18, baseType: !55)
!203 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!204 = !{!196, !205, !206, !209, !210}
!205 = !DILocalVariable(name: "n", arg: 2, scope: !197, file: !2, line: 10, type: !202)
!206 = !DILocalVariable(name: "b", scope: !197, file: !2, line: 10, type: !207)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!209 = !DILocalVariable(name: "s", scope: !197, file: !2, line: 10, type: !41)
!210 = !DILocalVariable(name: "i", scope: !211, file: !2, line: 10, type: !202)
!211 = distinct !DILexicalBlock(scope: !197, file: !2, line: 10, column: 86)
!212 = !DILocation(line: 0, scope: !197, inlinedAt: !213)
!213 = distinct !DILocation(line: 25, column: 39, scope: !68)
!214 = !DILocation(line: 0, scope: !211, inlinedAt: !213)
!215 = !DILocation(line: 10, column: 86, scope: !211, inlinedAt: !213)
!216 = !DILocation(line: 10, column: 123, scope: !217, inlinedAt: !213)
!217 = distinct !DILexicalBlock(scope: !211, file: !2, line: 10, column: 86)
!218 = !DILocation(line: 10, column: 130, scope: !217, inlinedAt: !213)
!219 = !DILocation(line: 10, column: 128, scope: !217, inlinedAt: !213)
!220 = !DILocation(line: 10, column: 113, scope: !217, inlinedAt: !213)
!221 = !DILocation(line: 10, column: 107, scope: !217, inlinedAt: !213)
!222 = distinct !{!222, !215, !223, !224}
!223 = !DILocation(line: 10, column: 133, scope: !211, inlinedAt: !213)
!224 = !{!"llvm.loop.mustprogress"}
!225 = !DILocation(line: 0, scope: !211, inlinedAt: !226)
!226 = distinct !DILocation(line: 25, column: 60, scope: !68)
!227 = !DILocation(line: 0, scope: !197, inlinedAt: !226)
!228 = !DILocation(line: 10, column: 123, scope: !217, inlinedAt: !226)
!229 = !DILocation(line: 10, column: 130, scope: !217, inlinedAt: !226)
!230 = !DILocation(line: 10, column: 128, scope: !217, inlinedAt: !226)
!231 = !DILocation(line: 10, column: 113, scope: !217, inlinedAt: !226)
!232 = !DILocation(line: 10, column: 107, scope: !217, inlinedAt: !226)
!233 = !DILocation(line: 10, column: 86, scope: !211, inlinedAt: !226)
!234 = distinct !{!234, !233, !235, !224}
!235 = !DILocation(line: 10, column: 133, scope: !211, inlinedAt: !226)
!236 = !DILocation(line: 0, scope: !211, inlinedAt: !237)
!237 = distinct !DILocation(line: 25, column: 81, scope: !68)
!238 = !DILocation(line: 0, scope: !197, inlinedAt: !237)
!239 = !DILocation(line: 10, column: 123, scope: !217, inlinedAt: !237)
!240 = !DILocation(line: 10, column: 130, scope: !217, inlinedAt: !237)
!241 = !DILocation(line: 10, column: 128, scope: !217, inlinedAt: !237)
!242 = !DILocation(line: 10, column: 113, scope: !217, inlinedAt: !237)
!243 = !DILocation(line: 10, column: 107, scope: !217, inlinedAt: !237)
!244 = !DILocation(line: 10, column: 86, scope: !211, inlinedAt: !237)
!245 = distinct !{!245, !244, !246, !224}
!246 = !DILocation(line: 10, column: 133, scope: !211, inlinedAt: !237)
!247 = !DILocation(line: 25, column: 5, scope: !68)
!248 = !DILocation(line: 26, column: 5, scope: !68)
!249 = !DILocation(line: 26, column: 30, scope: !68)
!250 = distinct !DIAssignID()
!251 = !DILocation(line: 26, column: 43, scope: !68)
!252 = distinct !DIAssignID()
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 27, column: 80, scope: !68)
!255 = !DILocation(line: 0, scope: !197, inlinedAt: !256)
!256 = distinct !DILocation(line: 28, column: 18, scope: !68)
!257 = !DILocation(line: 0, scope: !211, inlinedAt: !256)
!258 = !DILocation(line: 10, column: 86, scope: !211, inlinedAt: !256)
!259 = !DILocation(line: 10, column: 123, scope: !217, inlinedAt: !256)
!260 = !DILocation(line: 10, column: 130, scope: !217, inlinedAt: !256)
!261 = !DILocation(line: 10, column: 128, scope: !217, inlinedAt: !256)
!262 = !DILocation(line: 10, column: 113, scope: !217, inlinedAt: !256)
!263 = !DILocation(line: 10, column: 107, scope: !217, inlinedAt: !256)
!264 = distinct !{!264, !258, !265, !224}
!265 = !DILocation(line: 10, column: 133, scope: !211, inlinedAt: !256)
!266 = !DILocation(line: 28, column: 38, scope: !68)
!267 = !DILocation(line: 29, column: 1, scope: !68)
!268 = !DILocation(line: 28, column: 5, scope: !68)
!269 = !DISubprogram(name: "printf", scope: !270, file: !270, line: 356, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!271 = !DISubroutineType(types: !272)
!272 = !{!58, !273, null}
!273 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !274)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!276 = !DISubprogram(name: "strlen", scope: !277, file: !277, line: 407, type: !278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!278 = !DISubroutineType(types: !279)
!279 = !{!55, !274}
!280 = distinct !DISubprogram(name: "copy_outer", scope: !2, file: !2, line: 12, type: !281, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !286)
!281 = !DISubroutineType(types: !282)
!282 = !{null, !283, !284}
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !130)
!286 = !{!287, !288}
!287 = !DILocalVariable(name: "d", arg: 1, scope: !280, file: !2, line: 12, type: !283)
!288 = !DILocalVariable(name: "s", arg: 2, scope: !280, file: !2, line: 12, type: !284)
!289 = !DILocation(line: 0, scope: !280)
!290 = !DILocation(line: 12, column: 83, scope: !280)
!291 = !{i64 0, i64 12, !161, i64 12, i64 12, !161, i64 24, i64 40, !161}
!292 = !DILocation(line: 12, column: 87, scope: !280)
!293 = distinct !DISubprogram(name: "modify", scope: !2, file: !2, line: 13, type: !294, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !296)
!294 = !DISubroutineType(types: !295)
!295 = !{!130, !130}
!296 = !{!297}
!297 = !DILocalVariable(name: "o", arg: 1, scope: !293, file: !2, line: 13, type: !130)
!298 = !DILocation(line: 13, column: 53, scope: !293)
!299 = !DILocation(line: 13, column: 58, scope: !293)
!300 = !DILocation(line: 13, column: 71, scope: !293)
!301 = !DILocation(line: 13, column: 84, scope: !293)
!302 = !DILocation(line: 13, column: 82, scope: !293)
!303 = !DILocation(line: 13, column: 95, scope: !293)
!304 = !{i64 0, i64 3, !161}
!305 = !DILocation(line: 13, column: 122, scope: !293)
!306 = !DILocation(line: 13, column: 120, scope: !293)
!307 = !DILocation(line: 13, column: 131, scope: !293)
!308 = !DILocation(line: 13, column: 107, scope: !293)
!309 = !DILocation(line: 13, column: 118, scope: !293)
!310 = !DILocation(line: 13, column: 143, scope: !293)
!311 = !DILocation(line: 13, column: 136, scope: !293)
