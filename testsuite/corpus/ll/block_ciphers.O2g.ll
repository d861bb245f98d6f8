; ModuleID = 'programs/block_ciphers.c'
source_filename = "programs/block_ciphers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.RC4 = type { [256 x i8], i8, i8 }

@.str = private unnamed_addr constant [20 x i8] c"xtea enc %08x %08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"xtea dec %08x %08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"Key\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [10 x i8] c"Plaintext\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [5 x i8] c"rc4 \00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"%02X\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [7 x i8] c"Secret\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [21 x i8] c"rc4 stream acc %08x\0A\00", align 1, !dbg !31
@.str.9 = private unnamed_addr constant [25 x i8] c"cbc last=%016llx bad=%d\0A\00", align 1, !dbg !36

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca %struct.RC4, align 16, !DIAssignID !123
    #dbg_assign(i1 undef, !80, !DIExpression(), !123, ptr %1, !DIExpression(), !124)
  %2 = alloca [16 x i32], align 16, !DIAssignID !125
    #dbg_assign(i1 undef, !100, !DIExpression(), !125, ptr %2, !DIExpression(), !124)
  %3 = alloca [64 x i64], align 16, !DIAssignID !126
    #dbg_assign(i1 undef, !106, !DIExpression(), !126, ptr %3, !DIExpression(), !124)
  %4 = alloca [64 x i64], align 16, !DIAssignID !127
    #dbg_assign(i1 undef, !110, !DIExpression(), !127, ptr %4, !DIExpression(), !124)
    #dbg_value(i32 1232991184, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !124)
    #dbg_value(i32 1918971061, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !124)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1232991184, i32 noundef 1918971061), !dbg !128
    #dbg_value(i32 1094861636, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !124)
    #dbg_value(i32 1162233672, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !124)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1094861636, i32 noundef 1162233672), !dbg !129
  call void @llvm.lifetime.start.p0(i64 258, ptr nonnull %1) #5, !dbg !130
    #dbg_value(ptr %1, !131, !DIExpression(), !147)
    #dbg_value(ptr @.str.2, !137, !DIExpression(), !147)
    #dbg_value(i64 3, !138, !DIExpression(), !147)
    #dbg_value(i32 0, !139, !DIExpression(), !149)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !dbg !150, !tbaa !152
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !155
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %7, align 16, !dbg !150, !tbaa !152
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !155
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %8, align 16, !dbg !150, !tbaa !152
  %9 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !155
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %9, align 16, !dbg !150, !tbaa !152
  %10 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !155
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %10, align 16, !dbg !150, !tbaa !152
  %11 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !155
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %11, align 16, !dbg !150, !tbaa !152
  %12 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !155
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %12, align 16, !dbg !150, !tbaa !152
  %13 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !155
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %13, align 16, !dbg !150, !tbaa !152
  %14 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !155
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %14, align 16, !dbg !150, !tbaa !152
  %15 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !155
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %15, align 16, !dbg !150, !tbaa !152
  %16 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !155
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %16, align 16, !dbg !150, !tbaa !152
  %17 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !155
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %17, align 16, !dbg !150, !tbaa !152
  %18 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !155
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %18, align 16, !dbg !150, !tbaa !152
  %19 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !155
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %19, align 16, !dbg !150, !tbaa !152
  %20 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !155
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %20, align 16, !dbg !150, !tbaa !152
  %21 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !155
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %21, align 16, !dbg !150, !tbaa !152
  br label %22, !dbg !156

22:                                               ; preds = %0, %22
  %23 = phi i64 [ %38, %22 ], [ 0, %0 ]
  %24 = phi i32 [ %33, %22 ], [ 0, %0 ]
    #dbg_value(i64 %23, !142, !DIExpression(), !157)
  %25 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %23, !dbg !158
  %26 = load i8, ptr %25, align 1, !dbg !158, !tbaa !152
  %27 = zext i8 %26 to i32, !dbg !158
  %28 = add i32 %24, %27, !dbg !159
  %29 = urem i64 %23, 3, !dbg !160
  %30 = getelementptr inbounds i8, ptr @.str.2, i64 %29, !dbg !161
  %31 = load i8, ptr %30, align 1, !dbg !161, !tbaa !152
  %32 = zext i8 %31 to i32, !dbg !161
  %33 = add i32 %28, %32, !dbg !162
    #dbg_value(i8 %26, !144, !DIExpression(), !163)
  %34 = and i32 %33, 255, !dbg !164
  %35 = zext nneg i32 %34 to i64, !dbg !164
    #dbg_value(i32 %33, !141, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !147)
  %36 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %35, !dbg !164
  %37 = load i8, ptr %36, align 1, !dbg !164, !tbaa !152
  store i8 %37, ptr %25, align 1, !dbg !165, !tbaa !152
  store i8 %26, ptr %36, align 1, !dbg !166, !tbaa !152
  %38 = add nuw nsw i64 %23, 1, !dbg !167
    #dbg_value(i64 %38, !142, !DIExpression(), !157)
    #dbg_value(i8 poison, !141, !DIExpression(), !147)
  %39 = icmp eq i64 %38, 256, !dbg !168
  br i1 %39, label %40, label %22, !dbg !156, !llvm.loop !169

40:                                               ; preds = %22
  %41 = getelementptr inbounds i8, ptr %1, i64 257, !dbg !172
  store i8 0, ptr %41, align 1, !dbg !173, !tbaa !174, !DIAssignID !176
    #dbg_assign(i8 0, !80, !DIExpression(DW_OP_LLVM_fragment, 2056, 8), !176, ptr %41, !DIExpression(), !124)
  %42 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !177
  store i8 0, ptr %42, align 16, !dbg !178, !tbaa !179, !DIAssignID !180
    #dbg_assign(i8 0, !80, !DIExpression(DW_OP_LLVM_fragment, 2048, 8), !180, ptr %42, !DIExpression(), !124)
    #dbg_value(ptr @.str.3, !90, !DIExpression(), !124)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !181
    #dbg_value(i64 0, !93, !DIExpression(), !182)
  br label %79, !dbg !183

44:                                               ; preds = %79
  store i8 9, ptr %42, align 16, !dbg !184, !tbaa !179, !DIAssignID !193
  store i8 %87, ptr %41, align 1, !dbg !194, !tbaa !174, !DIAssignID !195
  %45 = tail call i32 @putchar(i32 10), !dbg !196
    #dbg_value(ptr %1, !131, !DIExpression(), !197)
    #dbg_value(ptr @.str.7, !137, !DIExpression(), !197)
    #dbg_value(i64 6, !138, !DIExpression(), !197)
    #dbg_value(i32 0, !139, !DIExpression(), !199)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !dbg !200, !tbaa !152
  %46 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !201
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %46, align 16, !dbg !200, !tbaa !152
  %47 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !201
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %47, align 16, !dbg !200, !tbaa !152
  %48 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !201
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %48, align 16, !dbg !200, !tbaa !152
  %49 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !201
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %49, align 16, !dbg !200, !tbaa !152
  %50 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !201
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %50, align 16, !dbg !200, !tbaa !152
  %51 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !201
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %51, align 16, !dbg !200, !tbaa !152
  %52 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !201
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %52, align 16, !dbg !200, !tbaa !152
  %53 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !201
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %53, align 16, !dbg !200, !tbaa !152
  %54 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !201
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %54, align 16, !dbg !200, !tbaa !152
  %55 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !201
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %55, align 16, !dbg !200, !tbaa !152
  %56 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !201
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %56, align 16, !dbg !200, !tbaa !152
  %57 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !201
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %57, align 16, !dbg !200, !tbaa !152
  %58 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !201
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %58, align 16, !dbg !200, !tbaa !152
  %59 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !201
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %59, align 16, !dbg !200, !tbaa !152
  %60 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !201
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %60, align 16, !dbg !200, !tbaa !152
  br label %61, !dbg !202

61:                                               ; preds = %44, %61
  %62 = phi i64 [ %77, %61 ], [ 0, %44 ]
  %63 = phi i32 [ %72, %61 ], [ 0, %44 ]
    #dbg_value(i64 %62, !142, !DIExpression(), !203)
  %64 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %62, !dbg !204
  %65 = load i8, ptr %64, align 1, !dbg !204, !tbaa !152
  %66 = zext i8 %65 to i32, !dbg !204
  %67 = add i32 %63, %66, !dbg !205
  %68 = urem i64 %62, 6, !dbg !206
  %69 = getelementptr inbounds i8, ptr @.str.7, i64 %68, !dbg !207
  %70 = load i8, ptr %69, align 1, !dbg !207, !tbaa !152
  %71 = zext i8 %70 to i32, !dbg !207
  %72 = add i32 %67, %71, !dbg !208
    #dbg_value(i8 %65, !144, !DIExpression(), !209)
  %73 = and i32 %72, 255, !dbg !210
  %74 = zext nneg i32 %73 to i64, !dbg !210
    #dbg_value(i32 %72, !141, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !197)
  %75 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %74, !dbg !210
  %76 = load i8, ptr %75, align 1, !dbg !210, !tbaa !152
  store i8 %76, ptr %64, align 1, !dbg !211, !tbaa !152
  store i8 %65, ptr %75, align 1, !dbg !212, !tbaa !152
  %77 = add nuw nsw i64 %62, 1, !dbg !213
    #dbg_value(i64 %77, !142, !DIExpression(), !203)
    #dbg_value(i8 poison, !141, !DIExpression(), !197)
  %78 = icmp eq i64 %77, 256, !dbg !214
  br i1 %78, label %125, label %61, !dbg !202, !llvm.loop !215

79:                                               ; preds = %40, %79
  %80 = phi i64 [ 0, %40 ], [ %84, %79 ]
  %81 = phi i8 [ 0, %40 ], [ %87, %79 ]
    #dbg_value(i64 %80, !93, !DIExpression(), !182)
  %82 = getelementptr inbounds i8, ptr @.str.3, i64 %80, !dbg !217
  %83 = load i8, ptr %82, align 1, !dbg !217, !tbaa !152
    #dbg_value(ptr %1, !189, !DIExpression(), !218)
  %84 = add nuw nsw i64 %80, 1, !dbg !184
    #dbg_assign(i64 %84, !80, !DIExpression(DW_OP_LLVM_fragment, 2048, 8), !193, ptr %42, !DIExpression(), !124)
  %85 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %84, !dbg !219
  %86 = load i8, ptr %85, align 1, !dbg !219, !tbaa !152
  %87 = add i8 %86, %81, !dbg !220
    #dbg_assign(i8 %87, !80, !DIExpression(DW_OP_LLVM_fragment, 2056, 8), !195, ptr %41, !DIExpression(), !124)
    #dbg_value(i8 %86, !190, !DIExpression(), !218)
  %88 = zext i8 %87 to i64, !dbg !221
  %89 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %88, !dbg !221
  %90 = load i8, ptr %89, align 1, !dbg !221, !tbaa !152
  store i8 %90, ptr %85, align 1, !dbg !222, !tbaa !152
  store i8 %86, ptr %89, align 1, !dbg !223, !tbaa !152
  %91 = load i8, ptr %85, align 1, !dbg !224, !tbaa !152
  %92 = add i8 %91, %86, !dbg !225
  %93 = zext i8 %92 to i64, !dbg !226
  %94 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %93, !dbg !226
  %95 = load i8, ptr %94, align 1, !dbg !226, !tbaa !152
  %96 = xor i8 %95, %83, !dbg !227
  %97 = zext i8 %96 to i32, !dbg !228
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %97), !dbg !229
    #dbg_value(i64 %84, !93, !DIExpression(), !182)
  %99 = icmp eq i64 %84, 9, !dbg !230
  br i1 %99, label %44, label %79, !dbg !183, !llvm.loop !231

100:                                              ; preds = %125
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %145), !dbg !233
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5, !dbg !234
    #dbg_value(i64 0, !104, !DIExpression(), !235)
    #dbg_value(i64 1, !104, !DIExpression(), !235)
  %102 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !236
    #dbg_value(i64 2, !104, !DIExpression(), !235)
  %103 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !236
    #dbg_value(i64 3, !104, !DIExpression(), !235)
  %104 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !236
  store <4 x i32> <i32 305419896, i32 610839792, i32 916259688, i32 1221679584>, ptr %2, align 16, !dbg !238, !tbaa !239
    #dbg_value(i64 4, !104, !DIExpression(), !235)
  %105 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !236
    #dbg_value(i64 5, !104, !DIExpression(), !235)
  %106 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !236
    #dbg_value(i64 6, !104, !DIExpression(), !235)
    #dbg_value(i64 7, !104, !DIExpression(), !235)
  store <4 x i32> <i32 1527099480, i32 1832519376, i32 2137939272, i32 -1851608128>, ptr %105, align 16, !dbg !238, !tbaa !239
    #dbg_value(i64 8, !104, !DIExpression(), !235)
  %107 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !236
    #dbg_value(i64 9, !104, !DIExpression(), !235)
    #dbg_value(i64 10, !104, !DIExpression(), !235)
    #dbg_value(i64 11, !104, !DIExpression(), !235)
  store <4 x i32> <i32 -1546188232, i32 -1240768336, i32 -935348440, i32 -629928544>, ptr %107, align 16, !dbg !238, !tbaa !239
    #dbg_value(i64 12, !104, !DIExpression(), !235)
  %108 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !236
    #dbg_value(i64 13, !104, !DIExpression(), !235)
  %109 = getelementptr inbounds i8, ptr %2, i64 52, !dbg !236
    #dbg_value(i64 14, !104, !DIExpression(), !235)
  %110 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !236
    #dbg_value(i64 15, !104, !DIExpression(), !235)
  %111 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !236
  store <4 x i32> <i32 -324508648, i32 -19088752, i32 286331144, i32 591751040>, ptr %108, align 16, !dbg !238, !tbaa !239
    #dbg_value(i64 16, !104, !DIExpression(), !235)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #5, !dbg !241
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #5, !dbg !241
    #dbg_value(i64 81985529216486895, !111, !DIExpression(), !124)
    #dbg_value(i64 81985529216486895, !112, !DIExpression(), !124)
    #dbg_value(i32 0, !113, !DIExpression(), !124)
    #dbg_value(i32 0, !114, !DIExpression(), !242)
  br label %112, !dbg !243

112:                                              ; preds = %112, %100
  %113 = phi i64 [ 0, %100 ], [ %122, %112 ], !dbg !244
  %114 = phi <2 x i64> [ <i64 0, i64 1>, %100 ], [ %123, %112 ]
  %115 = add <2 x i64> %114, <i64 2, i64 2>
  %116 = and <2 x i64> %114, <i64 15, i64 15>, !dbg !246
  %117 = and <2 x i64> %115, <i64 15, i64 15>, !dbg !246
  %118 = mul nuw <2 x i64> %116, <i64 1229782938247303441, i64 1229782938247303441>, !dbg !247
  %119 = mul nuw <2 x i64> %117, <i64 1229782938247303441, i64 1229782938247303441>, !dbg !247
  %120 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %113, !dbg !248
  %121 = getelementptr inbounds i8, ptr %120, i64 16, !dbg !249
  store <2 x i64> %118, ptr %120, align 16, !dbg !249, !tbaa !250
  store <2 x i64> %119, ptr %121, align 16, !dbg !249, !tbaa !250
  %122 = add nuw i64 %113, 4, !dbg !244
  %123 = add <2 x i64> %114, <i64 4, i64 4>
  %124 = icmp eq i64 %122, 64, !dbg !244
  br i1 %124, label %147, label %112, !dbg !244, !llvm.loop !252

125:                                              ; preds = %61, %125
  %126 = phi i32 [ %145, %125 ], [ 0, %61 ]
  %127 = phi i32 [ %130, %125 ], [ 0, %61 ]
  %128 = phi i8 [ %135, %125 ], [ 0, %61 ]
    #dbg_value(i32 %126, !97, !DIExpression(), !124)
    #dbg_value(i32 %127, !98, !DIExpression(), !256)
  %129 = mul i32 %126, 31, !dbg !257
    #dbg_value(ptr %1, !189, !DIExpression(), !259)
  %130 = add nuw nsw i32 %127, 1, !dbg !261
  %131 = and i32 %130, 255, !dbg !262
  %132 = zext nneg i32 %131 to i64, !dbg !262
    #dbg_assign(i32 %130, !80, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 2048, 8), !263, ptr %42, !DIExpression(), !124)
  %133 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %132, !dbg !262
  %134 = load i8, ptr %133, align 1, !dbg !262, !tbaa !152
  %135 = add i8 %134, %128, !dbg !264
    #dbg_assign(i8 %135, !80, !DIExpression(DW_OP_LLVM_fragment, 2056, 8), !265, ptr %41, !DIExpression(), !124)
    #dbg_value(i8 %134, !190, !DIExpression(), !259)
  %136 = zext i8 %135 to i64, !dbg !266
  %137 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %136, !dbg !266
  %138 = load i8, ptr %137, align 1, !dbg !266, !tbaa !152
  store i8 %138, ptr %133, align 1, !dbg !267, !tbaa !152
  store i8 %134, ptr %137, align 1, !dbg !268, !tbaa !152
  %139 = load i8, ptr %133, align 1, !dbg !269, !tbaa !152
  %140 = add i8 %139, %134, !dbg !270
  %141 = zext i8 %140 to i64, !dbg !271
  %142 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %141, !dbg !271
  %143 = load i8, ptr %142, align 1, !dbg !271, !tbaa !152
  %144 = zext i8 %143 to i32, !dbg !272
  %145 = add i32 %129, %144, !dbg !273
    #dbg_value(i32 %145, !97, !DIExpression(), !124)
    #dbg_value(i32 %130, !98, !DIExpression(), !256)
  %146 = icmp eq i32 %130, 100000, !dbg !274
  br i1 %146, label %100, label %125, !dbg !275, !llvm.loop !276

147:                                              ; preds = %112
  %148 = load i32, ptr %2, align 16, !tbaa !239
  %149 = load i32, ptr %102, align 4, !tbaa !239
  %150 = load i32, ptr %103, align 8, !tbaa !239
  %151 = load i32, ptr %104, align 4, !tbaa !239
  %152 = load i32, ptr %105, align 16, !tbaa !239
  %153 = load i32, ptr %106, align 4, !tbaa !239
  %154 = load i32, ptr %109, align 4, !tbaa !239
  %155 = load i32, ptr %110, align 8, !tbaa !239
  %156 = load i32, ptr %111, align 4, !tbaa !239
  br label %157, !dbg !278

157:                                              ; preds = %147, %157
  %158 = phi i64 [ 0, %147 ], [ %283, %157 ]
  %159 = phi i64 [ 81985529216486895, %147 ], [ %281, %157 ]
    #dbg_value(i64 %158, !116, !DIExpression(), !279)
    #dbg_value(i64 %159, !112, !DIExpression(), !124)
  %160 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %158, !dbg !280
  %161 = load i64, ptr %160, align 8, !dbg !280, !tbaa !250
  %162 = xor i64 %161, %159, !dbg !283
    #dbg_value(i64 %162, !284, !DIExpression(), !302)
    #dbg_value(ptr %2, !291, !DIExpression(), !302)
    #dbg_value(i32 16, !292, !DIExpression(), !302)
    #dbg_value(i32 0, !293, !DIExpression(), !302)
  %163 = lshr i64 %162, 32, !dbg !304
  %164 = trunc nuw i64 %163 to i32, !dbg !305
    #dbg_value(i32 %164, !294, !DIExpression(), !302)
  %165 = trunc i64 %162 to i32, !dbg !306
    #dbg_value(i32 %165, !295, !DIExpression(), !302)
    #dbg_value(i64 0, !296, !DIExpression(), !307)
    #dbg_value(i32 %148, !298, !DIExpression(), !308)
    #dbg_value(i32 %165, !301, !DIExpression(), !308)
    #dbg_value(i32 %165, !309, !DIExpression(), !315)
    #dbg_value(i32 %148, !314, !DIExpression(), !315)
  %166 = xor i32 %148, %165, !dbg !317
    #dbg_value(i32 %166, !309, !DIExpression(), !315)
  %167 = mul i32 %166, -2048144789, !dbg !318
    #dbg_value(i32 %167, !309, !DIExpression(), !315)
  %168 = lshr i32 %167, 13, !dbg !319
  %169 = xor i32 %168, %167, !dbg !320
    #dbg_value(i32 %169, !309, !DIExpression(), !315)
  %170 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 7), !dbg !321
    #dbg_value(i32 %170, !309, !DIExpression(), !315)
  %171 = add i32 %170, -1640531527, !dbg !322
  %172 = xor i32 %171, %164, !dbg !323
    #dbg_value(i32 %172, !295, !DIExpression(), !302)
    #dbg_value(i32 %165, !294, !DIExpression(), !302)
    #dbg_value(i64 1, !296, !DIExpression(), !307)
    #dbg_value(i32 %149, !298, !DIExpression(), !308)
    #dbg_value(i32 %172, !301, !DIExpression(), !308)
    #dbg_value(i32 %172, !309, !DIExpression(), !315)
    #dbg_value(i32 %149, !314, !DIExpression(), !315)
  %173 = xor i32 %149, %172, !dbg !317
    #dbg_value(i32 %173, !309, !DIExpression(), !315)
  %174 = mul i32 %173, -2048144789, !dbg !318
    #dbg_value(i32 %174, !309, !DIExpression(), !315)
  %175 = lshr i32 %174, 13, !dbg !319
  %176 = xor i32 %175, %174, !dbg !320
    #dbg_value(i32 %176, !309, !DIExpression(), !315)
  %177 = tail call i32 @llvm.fshl.i32(i32 %176, i32 %176, i32 7), !dbg !321
    #dbg_value(i32 %177, !309, !DIExpression(), !315)
  %178 = add i32 %177, -1640531527, !dbg !322
  %179 = xor i32 %178, %165, !dbg !323
    #dbg_value(i32 %179, !295, !DIExpression(), !302)
    #dbg_value(i32 %172, !294, !DIExpression(), !302)
    #dbg_value(i64 2, !296, !DIExpression(), !307)
    #dbg_value(i32 %150, !298, !DIExpression(), !308)
    #dbg_value(i32 %179, !301, !DIExpression(), !308)
    #dbg_value(i32 %179, !309, !DIExpression(), !315)
    #dbg_value(i32 %150, !314, !DIExpression(), !315)
  %180 = xor i32 %150, %179, !dbg !317
    #dbg_value(i32 %180, !309, !DIExpression(), !315)
  %181 = mul i32 %180, -2048144789, !dbg !318
    #dbg_value(i32 %181, !309, !DIExpression(), !315)
  %182 = lshr i32 %181, 13, !dbg !319
  %183 = xor i32 %182, %181, !dbg !320
    #dbg_value(i32 %183, !309, !DIExpression(), !315)
  %184 = tail call i32 @llvm.fshl.i32(i32 %183, i32 %183, i32 7), !dbg !321
    #dbg_value(i32 %184, !309, !DIExpression(), !315)
  %185 = add i32 %184, -1640531527, !dbg !322
  %186 = xor i32 %185, %172, !dbg !323
    #dbg_value(i32 %186, !295, !DIExpression(), !302)
    #dbg_value(i32 %179, !294, !DIExpression(), !302)
    #dbg_value(i64 3, !296, !DIExpression(), !307)
    #dbg_value(i32 %151, !298, !DIExpression(), !308)
    #dbg_value(i32 %186, !301, !DIExpression(), !308)
    #dbg_value(i32 %186, !309, !DIExpression(), !315)
    #dbg_value(i32 %151, !314, !DIExpression(), !315)
  %187 = xor i32 %151, %186, !dbg !317
    #dbg_value(i32 %187, !309, !DIExpression(), !315)
  %188 = mul i32 %187, -2048144789, !dbg !318
    #dbg_value(i32 %188, !309, !DIExpression(), !315)
  %189 = lshr i32 %188, 13, !dbg !319
  %190 = xor i32 %189, %188, !dbg !320
    #dbg_value(i32 %190, !309, !DIExpression(), !315)
  %191 = tail call i32 @llvm.fshl.i32(i32 %190, i32 %190, i32 7), !dbg !321
    #dbg_value(i32 %191, !309, !DIExpression(), !315)
  %192 = add i32 %191, -1640531527, !dbg !322
  %193 = xor i32 %192, %179, !dbg !323
    #dbg_value(i32 %193, !295, !DIExpression(), !302)
    #dbg_value(i32 %186, !294, !DIExpression(), !302)
    #dbg_value(i64 4, !296, !DIExpression(), !307)
    #dbg_value(i32 %152, !298, !DIExpression(), !308)
    #dbg_value(i32 %193, !301, !DIExpression(), !308)
    #dbg_value(i32 %193, !309, !DIExpression(), !315)
    #dbg_value(i32 %152, !314, !DIExpression(), !315)
  %194 = xor i32 %152, %193, !dbg !317
    #dbg_value(i32 %194, !309, !DIExpression(), !315)
  %195 = mul i32 %194, -2048144789, !dbg !318
    #dbg_value(i32 %195, !309, !DIExpression(), !315)
  %196 = lshr i32 %195, 13, !dbg !319
  %197 = xor i32 %196, %195, !dbg !320
    #dbg_value(i32 %197, !309, !DIExpression(), !315)
  %198 = tail call i32 @llvm.fshl.i32(i32 %197, i32 %197, i32 7), !dbg !321
    #dbg_value(i32 %198, !309, !DIExpression(), !315)
  %199 = add i32 %198, -1640531527, !dbg !322
  %200 = xor i32 %199, %186, !dbg !323
    #dbg_value(i32 %200, !295, !DIExpression(), !302)
    #dbg_value(i32 %193, !294, !DIExpression(), !302)
    #dbg_value(i64 5, !296, !DIExpression(), !307)
    #dbg_value(i32 %153, !298, !DIExpression(), !308)
    #dbg_value(i32 %200, !301, !DIExpression(), !308)
    #dbg_value(i32 %200, !309, !DIExpression(), !315)
    #dbg_value(i32 %153, !314, !DIExpression(), !315)
  %201 = xor i32 %153, %200, !dbg !317
    #dbg_value(i32 %201, !309, !DIExpression(), !315)
  %202 = mul i32 %201, -2048144789, !dbg !318
    #dbg_value(i32 %202, !309, !DIExpression(), !315)
  %203 = lshr i32 %202, 13, !dbg !319
  %204 = xor i32 %203, %202, !dbg !320
    #dbg_value(i32 %204, !309, !DIExpression(), !315)
  %205 = tail call i32 @llvm.fshl.i32(i32 %204, i32 %204, i32 7), !dbg !321
    #dbg_value(i32 %205, !309, !DIExpression(), !315)
  %206 = add i32 %205, -1640531527, !dbg !322
  %207 = xor i32 %206, %193, !dbg !323
    #dbg_value(i32 %207, !295, !DIExpression(), !302)
    #dbg_value(i32 %200, !294, !DIExpression(), !302)
    #dbg_value(i64 6, !296, !DIExpression(), !307)
    #dbg_value(i32 2137939272, !298, !DIExpression(), !308)
    #dbg_value(i32 %207, !301, !DIExpression(), !308)
    #dbg_value(i32 %207, !309, !DIExpression(), !315)
    #dbg_value(i32 2137939272, !314, !DIExpression(), !315)
  %208 = xor i32 %207, 2137939272, !dbg !317
    #dbg_value(i32 %208, !309, !DIExpression(), !315)
  %209 = mul i32 %208, -2048144789, !dbg !318
    #dbg_value(i32 %209, !309, !DIExpression(), !315)
  %210 = lshr i32 %209, 13, !dbg !319
  %211 = xor i32 %210, %209, !dbg !320
    #dbg_value(i32 %211, !309, !DIExpression(), !315)
  %212 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 7), !dbg !321
    #dbg_value(i32 %212, !309, !DIExpression(), !315)
  %213 = add i32 %212, -1640531527, !dbg !322
  %214 = xor i32 %213, %200, !dbg !323
    #dbg_value(i32 %214, !295, !DIExpression(), !302)
    #dbg_value(i32 %207, !294, !DIExpression(), !302)
    #dbg_value(i64 7, !296, !DIExpression(), !307)
    #dbg_value(i32 -1851608128, !298, !DIExpression(), !308)
    #dbg_value(i32 %214, !301, !DIExpression(), !308)
    #dbg_value(i32 %214, !309, !DIExpression(), !315)
    #dbg_value(i32 -1851608128, !314, !DIExpression(), !315)
  %215 = xor i32 %214, -1851608128, !dbg !317
    #dbg_value(i32 %215, !309, !DIExpression(), !315)
  %216 = mul i32 %215, -2048144789, !dbg !318
    #dbg_value(i32 %216, !309, !DIExpression(), !315)
  %217 = lshr i32 %216, 13, !dbg !319
  %218 = xor i32 %217, %216, !dbg !320
    #dbg_value(i32 %218, !309, !DIExpression(), !315)
  %219 = tail call i32 @llvm.fshl.i32(i32 %218, i32 %218, i32 7), !dbg !321
    #dbg_value(i32 %219, !309, !DIExpression(), !315)
  %220 = add i32 %219, -1640531527, !dbg !322
  %221 = xor i32 %220, %207, !dbg !323
    #dbg_value(i32 %221, !295, !DIExpression(), !302)
    #dbg_value(i32 %214, !294, !DIExpression(), !302)
    #dbg_value(i64 8, !296, !DIExpression(), !307)
    #dbg_value(i32 -1546188232, !298, !DIExpression(), !308)
    #dbg_value(i32 %221, !301, !DIExpression(), !308)
    #dbg_value(i32 %221, !309, !DIExpression(), !315)
    #dbg_value(i32 -1546188232, !314, !DIExpression(), !315)
  %222 = xor i32 %221, -1546188232, !dbg !317
    #dbg_value(i32 %222, !309, !DIExpression(), !315)
  %223 = mul i32 %222, -2048144789, !dbg !318
    #dbg_value(i32 %223, !309, !DIExpression(), !315)
  %224 = lshr i32 %223, 13, !dbg !319
  %225 = xor i32 %224, %223, !dbg !320
    #dbg_value(i32 %225, !309, !DIExpression(), !315)
  %226 = tail call i32 @llvm.fshl.i32(i32 %225, i32 %225, i32 7), !dbg !321
    #dbg_value(i32 %226, !309, !DIExpression(), !315)
  %227 = add i32 %226, -1640531527, !dbg !322
  %228 = xor i32 %227, %214, !dbg !323
    #dbg_value(i32 %228, !295, !DIExpression(), !302)
    #dbg_value(i32 %221, !294, !DIExpression(), !302)
    #dbg_value(i64 9, !296, !DIExpression(), !307)
    #dbg_value(i32 -1240768336, !298, !DIExpression(), !308)
    #dbg_value(i32 %228, !301, !DIExpression(), !308)
    #dbg_value(i32 %228, !309, !DIExpression(), !315)
    #dbg_value(i32 -1240768336, !314, !DIExpression(), !315)
  %229 = xor i32 %228, -1240768336, !dbg !317
    #dbg_value(i32 %229, !309, !DIExpression(), !315)
  %230 = mul i32 %229, -2048144789, !dbg !318
    #dbg_value(i32 %230, !309, !DIExpression(), !315)
  %231 = lshr i32 %230, 13, !dbg !319
  %232 = xor i32 %231, %230, !dbg !320
    #dbg_value(i32 %232, !309, !DIExpression(), !315)
  %233 = tail call i32 @llvm.fshl.i32(i32 %232, i32 %232, i32 7), !dbg !321
    #dbg_value(i32 %233, !309, !DIExpression(), !315)
  %234 = add i32 %233, -1640531527, !dbg !322
  %235 = xor i32 %234, %221, !dbg !323
    #dbg_value(i32 %235, !295, !DIExpression(), !302)
    #dbg_value(i32 %228, !294, !DIExpression(), !302)
    #dbg_value(i64 10, !296, !DIExpression(), !307)
    #dbg_value(i32 -935348440, !298, !DIExpression(), !308)
    #dbg_value(i32 %235, !301, !DIExpression(), !308)
    #dbg_value(i32 %235, !309, !DIExpression(), !315)
    #dbg_value(i32 -935348440, !314, !DIExpression(), !315)
  %236 = xor i32 %235, -935348440, !dbg !317
    #dbg_value(i32 %236, !309, !DIExpression(), !315)
  %237 = mul i32 %236, -2048144789, !dbg !318
    #dbg_value(i32 %237, !309, !DIExpression(), !315)
  %238 = lshr i32 %237, 13, !dbg !319
  %239 = xor i32 %238, %237, !dbg !320
    #dbg_value(i32 %239, !309, !DIExpression(), !315)
  %240 = tail call i32 @llvm.fshl.i32(i32 %239, i32 %239, i32 7), !dbg !321
    #dbg_value(i32 %240, !309, !DIExpression(), !315)
  %241 = add i32 %240, -1640531527, !dbg !322
  %242 = xor i32 %241, %228, !dbg !323
    #dbg_value(i32 %242, !295, !DIExpression(), !302)
    #dbg_value(i32 %235, !294, !DIExpression(), !302)
    #dbg_value(i64 11, !296, !DIExpression(), !307)
    #dbg_value(i32 -629928544, !298, !DIExpression(), !308)
    #dbg_value(i32 %242, !301, !DIExpression(), !308)
    #dbg_value(i32 %242, !309, !DIExpression(), !315)
    #dbg_value(i32 -629928544, !314, !DIExpression(), !315)
  %243 = xor i32 %242, -629928544, !dbg !317
    #dbg_value(i32 %243, !309, !DIExpression(), !315)
  %244 = mul i32 %243, -2048144789, !dbg !318
    #dbg_value(i32 %244, !309, !DIExpression(), !315)
  %245 = lshr i32 %244, 13, !dbg !319
  %246 = xor i32 %245, %244, !dbg !320
    #dbg_value(i32 %246, !309, !DIExpression(), !315)
  %247 = tail call i32 @llvm.fshl.i32(i32 %246, i32 %246, i32 7), !dbg !321
    #dbg_value(i32 %247, !309, !DIExpression(), !315)
  %248 = add i32 %247, -1640531527, !dbg !322
  %249 = xor i32 %248, %235, !dbg !323
    #dbg_value(i32 %249, !295, !DIExpression(), !302)
    #dbg_value(i32 %242, !294, !DIExpression(), !302)
    #dbg_value(i64 12, !296, !DIExpression(), !307)
    #dbg_value(i32 -324508648, !298, !DIExpression(), !308)
    #dbg_value(i32 %249, !301, !DIExpression(), !308)
    #dbg_value(i32 %249, !309, !DIExpression(), !315)
    #dbg_value(i32 -324508648, !314, !DIExpression(), !315)
  %250 = xor i32 %249, -324508648, !dbg !317
    #dbg_value(i32 %250, !309, !DIExpression(), !315)
  %251 = mul i32 %250, -2048144789, !dbg !318
    #dbg_value(i32 %251, !309, !DIExpression(), !315)
  %252 = lshr i32 %251, 13, !dbg !319
  %253 = xor i32 %252, %251, !dbg !320
    #dbg_value(i32 %253, !309, !DIExpression(), !315)
  %254 = tail call i32 @llvm.fshl.i32(i32 %253, i32 %253, i32 7), !dbg !321
    #dbg_value(i32 %254, !309, !DIExpression(), !315)
  %255 = add i32 %254, -1640531527, !dbg !322
  %256 = xor i32 %255, %242, !dbg !323
    #dbg_value(i32 %256, !295, !DIExpression(), !302)
    #dbg_value(i32 %249, !294, !DIExpression(), !302)
    #dbg_value(i64 13, !296, !DIExpression(), !307)
    #dbg_value(i32 %154, !298, !DIExpression(), !308)
    #dbg_value(i32 %256, !301, !DIExpression(), !308)
    #dbg_value(i32 %256, !309, !DIExpression(), !315)
    #dbg_value(i32 %154, !314, !DIExpression(), !315)
  %257 = xor i32 %154, %256, !dbg !317
    #dbg_value(i32 %257, !309, !DIExpression(), !315)
  %258 = mul i32 %257, -2048144789, !dbg !318
    #dbg_value(i32 %258, !309, !DIExpression(), !315)
  %259 = lshr i32 %258, 13, !dbg !319
  %260 = xor i32 %259, %258, !dbg !320
    #dbg_value(i32 %260, !309, !DIExpression(), !315)
  %261 = tail call i32 @llvm.fshl.i32(i32 %260, i32 %260, i32 7), !dbg !321
    #dbg_value(i32 %261, !309, !DIExpression(), !315)
  %262 = add i32 %261, -1640531527, !dbg !322
  %263 = xor i32 %262, %249, !dbg !323
    #dbg_value(i32 %263, !295, !DIExpression(), !302)
    #dbg_value(i32 %256, !294, !DIExpression(), !302)
    #dbg_value(i64 14, !296, !DIExpression(), !307)
    #dbg_value(i32 %155, !298, !DIExpression(), !308)
    #dbg_value(i32 %263, !301, !DIExpression(), !308)
    #dbg_value(i32 %263, !309, !DIExpression(), !315)
    #dbg_value(i32 %155, !314, !DIExpression(), !315)
  %264 = xor i32 %155, %263, !dbg !317
    #dbg_value(i32 %264, !309, !DIExpression(), !315)
  %265 = mul i32 %264, -2048144789, !dbg !318
    #dbg_value(i32 %265, !309, !DIExpression(), !315)
  %266 = lshr i32 %265, 13, !dbg !319
  %267 = xor i32 %266, %265, !dbg !320
    #dbg_value(i32 %267, !309, !DIExpression(), !315)
  %268 = tail call i32 @llvm.fshl.i32(i32 %267, i32 %267, i32 7), !dbg !321
    #dbg_value(i32 %268, !309, !DIExpression(), !315)
  %269 = add i32 %268, -1640531527, !dbg !322
  %270 = xor i32 %269, %256, !dbg !323
    #dbg_value(i32 %270, !295, !DIExpression(), !302)
    #dbg_value(i32 %263, !294, !DIExpression(), !302)
    #dbg_value(i64 15, !296, !DIExpression(), !307)
    #dbg_value(i32 %156, !298, !DIExpression(), !308)
    #dbg_value(i32 %270, !301, !DIExpression(), !308)
    #dbg_value(i32 %270, !309, !DIExpression(), !315)
    #dbg_value(i32 %156, !314, !DIExpression(), !315)
  %271 = xor i32 %156, %270, !dbg !317
    #dbg_value(i32 %271, !309, !DIExpression(), !315)
  %272 = mul i32 %271, -2048144789, !dbg !318
    #dbg_value(i32 %272, !309, !DIExpression(), !315)
  %273 = lshr i32 %272, 13, !dbg !319
  %274 = xor i32 %273, %272, !dbg !320
    #dbg_value(i32 %274, !309, !DIExpression(), !315)
  %275 = tail call i32 @llvm.fshl.i32(i32 %274, i32 %274, i32 7), !dbg !321
    #dbg_value(i32 %275, !309, !DIExpression(), !315)
  %276 = add i32 %275, -1640531527, !dbg !322
  %277 = xor i32 %276, %263, !dbg !323
    #dbg_value(i32 %277, !295, !DIExpression(), !302)
    #dbg_value(i32 %270, !294, !DIExpression(), !302)
    #dbg_value(i64 16, !296, !DIExpression(), !307)
  %278 = zext i32 %277 to i64, !dbg !324
  %279 = shl nuw i64 %278, 32, !dbg !325
  %280 = zext i32 %270 to i64, !dbg !326
  %281 = or disjoint i64 %279, %280, !dbg !327
  %282 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %158, !dbg !328
  store i64 %281, ptr %282, align 8, !dbg !329, !tbaa !250
    #dbg_value(i64 %281, !112, !DIExpression(), !124)
  %283 = add nuw nsw i64 %158, 1, !dbg !330
    #dbg_value(i64 %283, !116, !DIExpression(), !279)
  %284 = icmp eq i64 %283, 64, !dbg !331
  br i1 %284, label %289, label %157, !dbg !278, !llvm.loop !332

285:                                              ; preds = %324
  %286 = getelementptr inbounds i8, ptr %4, i64 504, !dbg !334
  %287 = load i64, ptr %286, align 8, !dbg !334, !tbaa !250
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %287, i32 noundef %334), !dbg !335
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #5, !dbg !336
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #5, !dbg !336
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5, !dbg !336
  call void @llvm.lifetime.end.p0(i64 258, ptr nonnull %1) #5, !dbg !336
  ret i32 %334, !dbg !337

289:                                              ; preds = %157, %324
  %290 = phi i64 [ %335, %324 ], [ 0, %157 ]
  %291 = phi i32 [ %334, %324 ], [ 0, %157 ]
  %292 = phi i64 [ %294, %324 ], [ 81985529216486895, %157 ]
    #dbg_value(i64 %290, !118, !DIExpression(), !338)
    #dbg_value(i32 %291, !113, !DIExpression(), !124)
    #dbg_value(i64 %292, !112, !DIExpression(), !124)
  %293 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %290, !dbg !339
  %294 = load i64, ptr %293, align 8, !dbg !339, !tbaa !250
    #dbg_value(i64 %294, !284, !DIExpression(), !340)
    #dbg_value(ptr %2, !291, !DIExpression(), !340)
    #dbg_value(i32 16, !292, !DIExpression(), !340)
    #dbg_value(i32 1, !293, !DIExpression(), !340)
  %295 = lshr i64 %294, 32, !dbg !342
  %296 = trunc nuw i64 %295 to i32, !dbg !343
    #dbg_value(i32 %296, !294, !DIExpression(), !340)
  %297 = trunc i64 %294 to i32, !dbg !344
    #dbg_value(i32 %297, !295, !DIExpression(), !340)
    #dbg_value(i32 0, !296, !DIExpression(), !345)
  br label %298, !dbg !346

298:                                              ; preds = %298, %289
  %299 = phi i64 [ 0, %289 ], [ %322, %298 ]
  %300 = phi i32 [ %296, %289 ], [ %311, %298 ]
  %301 = phi i32 [ %297, %289 ], [ %321, %298 ]
    #dbg_value(i32 %300, !294, !DIExpression(), !340)
    #dbg_value(i32 %301, !295, !DIExpression(), !340)
    #dbg_value(i64 %299, !296, !DIExpression(), !345)
  %302 = sub nuw nsw i64 15, %299, !dbg !347
  %303 = getelementptr inbounds i32, ptr %2, i64 %302, !dbg !348
  %304 = load i32, ptr %303, align 4, !dbg !348, !tbaa !239
    #dbg_value(i32 %304, !298, !DIExpression(), !349)
    #dbg_value(i32 %301, !301, !DIExpression(), !349)
    #dbg_value(i32 %301, !309, !DIExpression(), !350)
    #dbg_value(i32 %304, !314, !DIExpression(), !350)
  %305 = xor i32 %304, %301, !dbg !352
    #dbg_value(i32 %305, !309, !DIExpression(), !350)
  %306 = mul i32 %305, -2048144789, !dbg !353
    #dbg_value(i32 %306, !309, !DIExpression(), !350)
  %307 = lshr i32 %306, 13, !dbg !354
  %308 = xor i32 %307, %306, !dbg !355
    #dbg_value(i32 %308, !309, !DIExpression(), !350)
  %309 = tail call i32 @llvm.fshl.i32(i32 %308, i32 %308, i32 7), !dbg !356
    #dbg_value(i32 %309, !309, !DIExpression(), !350)
  %310 = add i32 %309, -1640531527, !dbg !357
  %311 = xor i32 %310, %300, !dbg !358
    #dbg_value(i32 %311, !295, !DIExpression(), !340)
    #dbg_value(i32 %301, !294, !DIExpression(), !340)
    #dbg_value(i64 %299, !296, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !345)
  %312 = sub nsw i64 14, %299, !dbg !347
  %313 = getelementptr inbounds i32, ptr %2, i64 %312, !dbg !348
  %314 = load i32, ptr %313, align 8, !dbg !348, !tbaa !239
    #dbg_value(i32 %314, !298, !DIExpression(), !349)
    #dbg_value(i32 %311, !301, !DIExpression(), !349)
    #dbg_value(i32 %311, !309, !DIExpression(), !350)
    #dbg_value(i32 %314, !314, !DIExpression(), !350)
  %315 = xor i32 %314, %311, !dbg !352
    #dbg_value(i32 %315, !309, !DIExpression(), !350)
  %316 = mul i32 %315, -2048144789, !dbg !353
    #dbg_value(i32 %316, !309, !DIExpression(), !350)
  %317 = lshr i32 %316, 13, !dbg !354
  %318 = xor i32 %317, %316, !dbg !355
    #dbg_value(i32 %318, !309, !DIExpression(), !350)
  %319 = tail call i32 @llvm.fshl.i32(i32 %318, i32 %318, i32 7), !dbg !356
    #dbg_value(i32 %319, !309, !DIExpression(), !350)
  %320 = add i32 %319, -1640531527, !dbg !357
  %321 = xor i32 %320, %301, !dbg !358
    #dbg_value(i32 %321, !295, !DIExpression(), !340)
    #dbg_value(i32 %311, !294, !DIExpression(), !340)
  %322 = add nuw nsw i64 %299, 2, !dbg !359
    #dbg_value(i64 %322, !296, !DIExpression(), !345)
  %323 = icmp eq i64 %322, 16, !dbg !360
  br i1 %323, label %324, label %298, !dbg !346, !llvm.loop !361

324:                                              ; preds = %298
  %325 = zext i32 %321 to i64, !dbg !363
  %326 = shl nuw i64 %325, 32, !dbg !364
  %327 = zext i32 %311 to i64, !dbg !365
  %328 = or disjoint i64 %326, %327, !dbg !366
  %329 = xor i64 %328, %292, !dbg !367
    #dbg_value(i64 %329, !120, !DIExpression(), !368)
    #dbg_value(i64 %294, !112, !DIExpression(), !124)
  %330 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %290, !dbg !369
  %331 = load i64, ptr %330, align 8, !dbg !369, !tbaa !250
  %332 = icmp ne i64 %329, %331, !dbg !371
  %333 = zext i1 %332 to i32, !dbg !372
  %334 = add nuw nsw i32 %291, %333, !dbg !372
    #dbg_value(i32 %334, !113, !DIExpression(), !124)
  %335 = add nuw nsw i64 %290, 1, !dbg !373
    #dbg_value(i64 %335, !118, !DIExpression(), !338)
  %336 = icmp eq i64 %335, 64, !dbg !374
  br i1 %336, label %285, label %289, !dbg !375, !llvm.loop !376
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !378 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/block_ciphers.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d57d61527744120a02c5791aa36f361")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 10)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 7)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 25)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !42, globals: !57, splitDebugInlining: false, nameTableKind: None)
!42 = !{!43, !45, !50, !53, !56}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !46, line: 24, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !48, line: 38, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!49 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !46, line: 26, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !48, line: 42, baseType: !52)
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !46, line: 27, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !48, line: 45, baseType: !55)
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!57 = !{!0, !7, !9, !14, !19, !24, !58, !26, !31, !36}
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 2)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !72, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{!76, !78, !80, !90, !93, !97, !98, !100, !104, !106, !110, !111, !112, !113, !114, !116, !118, !120}
!76 = !DILocalVariable(name: "k", scope: !71, file: !2, line: 20, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 128, elements: !12)
!78 = !DILocalVariable(name: "v", scope: !71, file: !2, line: 20, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 64, elements: !61)
!80 = !DILocalVariable(name: "r", scope: !71, file: !2, line: 22, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "RC4", file: !2, line: 9, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 2064, elements: !83)
!83 = !{!84, !88, !89}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "S", scope: !82, file: !2, line: 9, baseType: !85, size: 2048)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 2048, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 256)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !82, file: !2, line: 9, baseType: !45, size: 8, offset: 2048)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "j", scope: !82, file: !2, line: 9, baseType: !45, size: 8, offset: 2056)
!90 = !DILocalVariable(name: "pt", scope: !71, file: !2, line: 22, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 23, type: !95)
!94 = distinct !DILexicalBlock(scope: !71, file: !2, line: 23, column: 5)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !96, line: 18, baseType: !55)
!96 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!97 = !DILocalVariable(name: "acc", scope: !71, file: !2, line: 24, type: !50)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 24, type: !74)
!99 = distinct !DILexicalBlock(scope: !71, file: !2, line: 24, column: 67)
!100 = !DILocalVariable(name: "keys", scope: !71, file: !2, line: 25, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 512, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 16)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 25, type: !74)
!105 = distinct !DILexicalBlock(scope: !71, file: !2, line: 25, column: 24)
!106 = !DILocalVariable(name: "blocks", scope: !71, file: !2, line: 26, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 4096, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 64)
!110 = !DILocalVariable(name: "enc", scope: !71, file: !2, line: 26, type: !107)
!111 = !DILocalVariable(name: "iv", scope: !71, file: !2, line: 26, type: !53)
!112 = !DILocalVariable(name: "prev", scope: !71, file: !2, line: 26, type: !53)
!113 = !DILocalVariable(name: "bad", scope: !71, file: !2, line: 26, type: !74)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 27, type: !74)
!115 = distinct !DILexicalBlock(scope: !71, file: !2, line: 27, column: 5)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 28, type: !74)
!117 = distinct !DILexicalBlock(scope: !71, file: !2, line: 28, column: 5)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 29, type: !74)
!119 = distinct !DILexicalBlock(scope: !71, file: !2, line: 29, column: 16)
!120 = !DILocalVariable(name: "d", scope: !121, file: !2, line: 29, type: !53)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 29, column: 45)
!122 = distinct !DILexicalBlock(scope: !119, file: !2, line: 29, column: 16)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !71)
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 21, column: 25, scope: !71)
!129 = !DILocation(line: 21, column: 89, scope: !71)
!130 = !DILocation(line: 22, column: 5, scope: !71)
!131 = !DILocalVariable(name: "r", arg: 1, scope: !132, file: !2, line: 10, type: !135)
!132 = distinct !DISubprogram(name: "rc4_init", scope: !2, file: !2, line: 10, type: !133, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !136)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !135, !43, !95}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!136 = !{!131, !137, !138, !139, !141, !142, !144}
!137 = !DILocalVariable(name: "key", arg: 2, scope: !132, file: !2, line: 10, type: !43)
!138 = !DILocalVariable(name: "n", arg: 3, scope: !132, file: !2, line: 10, type: !95)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 10, type: !74)
!140 = distinct !DILexicalBlock(scope: !132, file: !2, line: 10, column: 62)
!141 = !DILocalVariable(name: "j", scope: !132, file: !2, line: 10, type: !45)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 10, type: !74)
!143 = distinct !DILexicalBlock(scope: !132, file: !2, line: 10, column: 129)
!144 = !DILocalVariable(name: "t", scope: !145, file: !2, line: 10, type: !45)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 10, column: 159)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 10, column: 129)
!147 = !DILocation(line: 0, scope: !132, inlinedAt: !148)
!148 = distinct !DILocation(line: 22, column: 12, scope: !71)
!149 = !DILocation(line: 0, scope: !140, inlinedAt: !148)
!150 = !DILocation(line: 10, column: 100, scope: !151, inlinedAt: !148)
!151 = distinct !DILexicalBlock(scope: !140, file: !2, line: 10, column: 62)
!152 = !{!153, !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = !DILocation(line: 10, column: 92, scope: !151, inlinedAt: !148)
!156 = !DILocation(line: 10, column: 129, scope: !143, inlinedAt: !148)
!157 = !DILocation(line: 0, scope: !143, inlinedAt: !148)
!158 = !DILocation(line: 10, column: 179, scope: !145, inlinedAt: !148)
!159 = !DILocation(line: 10, column: 177, scope: !145, inlinedAt: !148)
!160 = !DILocation(line: 10, column: 195, scope: !145, inlinedAt: !148)
!161 = !DILocation(line: 10, column: 189, scope: !145, inlinedAt: !148)
!162 = !DILocation(line: 10, column: 187, scope: !145, inlinedAt: !148)
!163 = !DILocation(line: 0, scope: !145, inlinedAt: !148)
!164 = !DILocation(line: 10, column: 233, scope: !145, inlinedAt: !148)
!165 = !DILocation(line: 10, column: 231, scope: !145, inlinedAt: !148)
!166 = !DILocation(line: 10, column: 250, scope: !145, inlinedAt: !148)
!167 = !DILocation(line: 10, column: 155, scope: !146, inlinedAt: !148)
!168 = !DILocation(line: 10, column: 147, scope: !146, inlinedAt: !148)
!169 = distinct !{!169, !156, !170, !171}
!170 = !DILocation(line: 10, column: 255, scope: !143, inlinedAt: !148)
!171 = !{!"llvm.loop.mustprogress"}
!172 = !DILocation(line: 10, column: 267, scope: !132, inlinedAt: !148)
!173 = !DILocation(line: 10, column: 269, scope: !132, inlinedAt: !148)
!174 = !{!175, !153, i64 257}
!175 = !{!"", !153, i64 0, !153, i64 256, !153, i64 257}
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 10, column: 260, scope: !132, inlinedAt: !148)
!178 = !DILocation(line: 10, column: 262, scope: !132, inlinedAt: !148)
!179 = !{!175, !153, i64 256}
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 22, column: 83, scope: !71)
!182 = !DILocation(line: 0, scope: !94)
!183 = !DILocation(line: 23, column: 5, scope: !94)
!184 = !DILocation(line: 11, column: 39, scope: !185, inlinedAt: !191)
!185 = distinct !DISubprogram(name: "rc4_byte", scope: !2, file: !2, line: 11, type: !186, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{!45, !135}
!188 = !{!189, !190}
!189 = !DILocalVariable(name: "r", arg: 1, scope: !185, file: !2, line: 11, type: !135)
!190 = !DILocalVariable(name: "t", scope: !185, file: !2, line: 11, type: !45)
!191 = distinct !DILocation(line: 23, column: 78, scope: !192)
!192 = distinct !DILexicalBlock(scope: !94, file: !2, line: 23, column: 5)
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 11, scope: !185, inlinedAt: !191)
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 23, column: 94, scope: !71)
!197 = !DILocation(line: 0, scope: !132, inlinedAt: !198)
!198 = distinct !DILocation(line: 24, column: 5, scope: !71)
!199 = !DILocation(line: 0, scope: !140, inlinedAt: !198)
!200 = !DILocation(line: 10, column: 100, scope: !151, inlinedAt: !198)
!201 = !DILocation(line: 10, column: 92, scope: !151, inlinedAt: !198)
!202 = !DILocation(line: 10, column: 129, scope: !143, inlinedAt: !198)
!203 = !DILocation(line: 0, scope: !143, inlinedAt: !198)
!204 = !DILocation(line: 10, column: 179, scope: !145, inlinedAt: !198)
!205 = !DILocation(line: 10, column: 177, scope: !145, inlinedAt: !198)
!206 = !DILocation(line: 10, column: 195, scope: !145, inlinedAt: !198)
!207 = !DILocation(line: 10, column: 189, scope: !145, inlinedAt: !198)
!208 = !DILocation(line: 10, column: 187, scope: !145, inlinedAt: !198)
!209 = !DILocation(line: 0, scope: !145, inlinedAt: !198)
!210 = !DILocation(line: 10, column: 233, scope: !145, inlinedAt: !198)
!211 = !DILocation(line: 10, column: 231, scope: !145, inlinedAt: !198)
!212 = !DILocation(line: 10, column: 250, scope: !145, inlinedAt: !198)
!213 = !DILocation(line: 10, column: 155, scope: !146, inlinedAt: !198)
!214 = !DILocation(line: 10, column: 147, scope: !146, inlinedAt: !198)
!215 = distinct !{!215, !202, !216, !171}
!216 = !DILocation(line: 10, column: 255, scope: !143, inlinedAt: !198)
!217 = !DILocation(line: 23, column: 70, scope: !192)
!218 = !DILocation(line: 0, scope: !185, inlinedAt: !191)
!219 = !DILocation(line: 11, column: 67, scope: !185, inlinedAt: !191)
!220 = !DILocation(line: 11, column: 65, scope: !185, inlinedAt: !191)
!221 = !DILocation(line: 11, column: 117, scope: !185, inlinedAt: !191)
!222 = !DILocation(line: 11, column: 115, scope: !185, inlinedAt: !191)
!223 = !DILocation(line: 11, column: 140, scope: !185, inlinedAt: !191)
!224 = !DILocation(line: 11, column: 167, scope: !185, inlinedAt: !191)
!225 = !DILocation(line: 11, column: 178, scope: !185, inlinedAt: !191)
!226 = !DILocation(line: 11, column: 152, scope: !185, inlinedAt: !191)
!227 = !DILocation(line: 23, column: 76, scope: !192)
!228 = !DILocation(line: 23, column: 60, scope: !192)
!229 = !DILocation(line: 23, column: 45, scope: !192)
!230 = !DILocation(line: 23, column: 26, scope: !192)
!231 = distinct !{!231, !183, !232, !171}
!232 = !DILocation(line: 23, column: 91, scope: !94)
!233 = !DILocation(line: 24, column: 131, scope: !71)
!234 = !DILocation(line: 25, column: 5, scope: !71)
!235 = !DILocation(line: 0, scope: !105)
!236 = !DILocation(line: 25, column: 53, scope: !237)
!237 = distinct !DILexicalBlock(scope: !105, file: !2, line: 25, column: 24)
!238 = !DILocation(line: 25, column: 61, scope: !237)
!239 = !{!240, !240, i64 0}
!240 = !{!"int", !153, i64 0}
!241 = !DILocation(line: 26, column: 5, scope: !71)
!242 = !DILocation(line: 0, scope: !115)
!243 = !DILocation(line: 27, column: 5, scope: !115)
!244 = !DILocation(line: 27, column: 30, scope: !245)
!245 = distinct !DILexicalBlock(scope: !115, file: !2, line: 27, column: 5)
!246 = !DILocation(line: 27, column: 83, scope: !245)
!247 = !DILocation(line: 27, column: 68, scope: !245)
!248 = !DILocation(line: 27, column: 34, scope: !245)
!249 = !DILocation(line: 27, column: 44, scope: !245)
!250 = !{!251, !251, i64 0}
!251 = !{!"long", !153, i64 0}
!252 = distinct !{!252, !243, !253, !171, !254, !255}
!253 = !DILocation(line: 27, column: 87, scope: !115)
!254 = !{!"llvm.loop.isvectorized", i32 1}
!255 = !{!"llvm.loop.unroll.runtime.disable"}
!256 = !DILocation(line: 0, scope: !99)
!257 = !DILocation(line: 24, column: 110, scope: !258)
!258 = distinct !DILexicalBlock(scope: !99, file: !2, line: 24, column: 67)
!259 = !DILocation(line: 0, scope: !185, inlinedAt: !260)
!260 = distinct !DILocation(line: 24, column: 117, scope: !258)
!261 = !DILocation(line: 24, column: 96, scope: !258)
!262 = !DILocation(line: 11, column: 67, scope: !185, inlinedAt: !260)
!263 = distinct !DIAssignID()
!264 = !DILocation(line: 11, column: 65, scope: !185, inlinedAt: !260)
!265 = distinct !DIAssignID()
!266 = !DILocation(line: 11, column: 117, scope: !185, inlinedAt: !260)
!267 = !DILocation(line: 11, column: 115, scope: !185, inlinedAt: !260)
!268 = !DILocation(line: 11, column: 140, scope: !185, inlinedAt: !260)
!269 = !DILocation(line: 11, column: 167, scope: !185, inlinedAt: !260)
!270 = !DILocation(line: 11, column: 178, scope: !185, inlinedAt: !260)
!271 = !DILocation(line: 11, column: 152, scope: !185, inlinedAt: !260)
!272 = !DILocation(line: 24, column: 117, scope: !258)
!273 = !DILocation(line: 24, column: 115, scope: !258)
!274 = !DILocation(line: 24, column: 85, scope: !258)
!275 = !DILocation(line: 24, column: 67, scope: !99)
!276 = distinct !{!276, !275, !277, !171}
!277 = !DILocation(line: 24, column: 128, scope: !99)
!278 = !DILocation(line: 28, column: 5, scope: !117)
!279 = !DILocation(line: 0, scope: !117)
!280 = !DILocation(line: 28, column: 53, scope: !281)
!281 = distinct !DILexicalBlock(scope: !282, file: !2, line: 28, column: 34)
!282 = distinct !DILexicalBlock(scope: !117, file: !2, line: 28, column: 5)
!283 = !DILocation(line: 28, column: 63, scope: !281)
!284 = !DILocalVariable(name: "b", arg: 1, scope: !285, file: !2, line: 13, type: !53)
!285 = distinct !DISubprogram(name: "feistel", scope: !2, file: !2, line: 13, type: !286, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !290)
!286 = !DISubroutineType(types: !287)
!287 = !{!53, !53, !288, !74, !74}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!290 = !{!284, !291, !292, !293, !294, !295, !296, !298, !301}
!291 = !DILocalVariable(name: "keys", arg: 2, scope: !285, file: !2, line: 13, type: !288)
!292 = !DILocalVariable(name: "n", arg: 3, scope: !285, file: !2, line: 13, type: !74)
!293 = !DILocalVariable(name: "dec", arg: 4, scope: !285, file: !2, line: 13, type: !74)
!294 = !DILocalVariable(name: "L", scope: !285, file: !2, line: 14, type: !50)
!295 = !DILocalVariable(name: "R", scope: !285, file: !2, line: 14, type: !50)
!296 = !DILocalVariable(name: "r", scope: !297, file: !2, line: 15, type: !74)
!297 = distinct !DILexicalBlock(scope: !285, file: !2, line: 15, column: 5)
!298 = !DILocalVariable(name: "k", scope: !299, file: !2, line: 15, type: !50)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 15, column: 33)
!300 = distinct !DILexicalBlock(scope: !297, file: !2, line: 15, column: 5)
!301 = !DILocalVariable(name: "t", scope: !299, file: !2, line: 15, type: !50)
!302 = !DILocation(line: 0, scope: !285, inlinedAt: !303)
!303 = distinct !DILocation(line: 28, column: 45, scope: !281)
!304 = !DILocation(line: 14, column: 31, scope: !285, inlinedAt: !303)
!305 = !DILocation(line: 14, column: 18, scope: !285, inlinedAt: !303)
!306 = !DILocation(line: 14, column: 43, scope: !285, inlinedAt: !303)
!307 = !DILocation(line: 0, scope: !297, inlinedAt: !303)
!308 = !DILocation(line: 0, scope: !299, inlinedAt: !303)
!309 = !DILocalVariable(name: "x", arg: 1, scope: !310, file: !2, line: 12, type: !50)
!310 = distinct !DISubprogram(name: "F", scope: !2, file: !2, line: 12, type: !311, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !313)
!311 = !DISubroutineType(types: !312)
!312 = !{!50, !50, !50}
!313 = !{!309, !314}
!314 = !DILocalVariable(name: "k", arg: 2, scope: !310, file: !2, line: 12, type: !50)
!315 = !DILocation(line: 0, scope: !310, inlinedAt: !316)
!316 = distinct !DILocation(line: 15, column: 99, scope: !299, inlinedAt: !303)
!317 = !DILocation(line: 12, column: 47, scope: !310, inlinedAt: !316)
!318 = !DILocation(line: 12, column: 55, scope: !310, inlinedAt: !316)
!319 = !DILocation(line: 12, column: 77, scope: !310, inlinedAt: !316)
!320 = !DILocation(line: 12, column: 72, scope: !310, inlinedAt: !316)
!321 = !DILocation(line: 12, column: 97, scope: !310, inlinedAt: !316)
!322 = !DILocation(line: 12, column: 119, scope: !310, inlinedAt: !316)
!323 = !DILocation(line: 15, column: 97, scope: !299, inlinedAt: !303)
!324 = !DILocation(line: 16, column: 12, scope: !285, inlinedAt: !303)
!325 = !DILocation(line: 16, column: 24, scope: !285, inlinedAt: !303)
!326 = !DILocation(line: 16, column: 32, scope: !285, inlinedAt: !303)
!327 = !DILocation(line: 16, column: 30, scope: !285, inlinedAt: !303)
!328 = !DILocation(line: 28, column: 36, scope: !281)
!329 = !DILocation(line: 28, column: 43, scope: !281)
!330 = !DILocation(line: 28, column: 30, scope: !282)
!331 = !DILocation(line: 28, column: 23, scope: !282)
!332 = distinct !{!332, !278, !333, !171}
!333 = !DILocation(line: 28, column: 100, scope: !117)
!334 = !DILocation(line: 30, column: 61, scope: !71)
!335 = !DILocation(line: 30, column: 5, scope: !71)
!336 = !DILocation(line: 32, column: 1, scope: !71)
!337 = !DILocation(line: 31, column: 5, scope: !71)
!338 = !DILocation(line: 0, scope: !119)
!339 = !DILocation(line: 29, column: 68, scope: !121)
!340 = !DILocation(line: 0, scope: !285, inlinedAt: !341)
!341 = distinct !DILocation(line: 29, column: 60, scope: !121)
!342 = !DILocation(line: 14, column: 31, scope: !285, inlinedAt: !341)
!343 = !DILocation(line: 14, column: 18, scope: !285, inlinedAt: !341)
!344 = !DILocation(line: 14, column: 43, scope: !285, inlinedAt: !341)
!345 = !DILocation(line: 0, scope: !297, inlinedAt: !341)
!346 = !DILocation(line: 15, column: 5, scope: !297, inlinedAt: !341)
!347 = !DILocation(line: 15, column: 53, scope: !299, inlinedAt: !341)
!348 = !DILocation(line: 15, column: 48, scope: !299, inlinedAt: !341)
!349 = !DILocation(line: 0, scope: !299, inlinedAt: !341)
!350 = !DILocation(line: 0, scope: !310, inlinedAt: !351)
!351 = distinct !DILocation(line: 15, column: 99, scope: !299, inlinedAt: !341)
!352 = !DILocation(line: 12, column: 47, scope: !310, inlinedAt: !351)
!353 = !DILocation(line: 12, column: 55, scope: !310, inlinedAt: !351)
!354 = !DILocation(line: 12, column: 77, scope: !310, inlinedAt: !351)
!355 = !DILocation(line: 12, column: 72, scope: !310, inlinedAt: !351)
!356 = !DILocation(line: 12, column: 97, scope: !310, inlinedAt: !351)
!357 = !DILocation(line: 12, column: 119, scope: !310, inlinedAt: !351)
!358 = !DILocation(line: 15, column: 97, scope: !299, inlinedAt: !341)
!359 = !DILocation(line: 15, column: 29, scope: !300, inlinedAt: !341)
!360 = !DILocation(line: 15, column: 23, scope: !300, inlinedAt: !341)
!361 = distinct !{!361, !346, !362, !171}
!362 = !DILocation(line: 15, column: 115, scope: !297, inlinedAt: !341)
!363 = !DILocation(line: 16, column: 12, scope: !285, inlinedAt: !341)
!364 = !DILocation(line: 16, column: 24, scope: !285, inlinedAt: !341)
!365 = !DILocation(line: 16, column: 32, scope: !285, inlinedAt: !341)
!366 = !DILocation(line: 16, column: 30, scope: !285, inlinedAt: !341)
!367 = !DILocation(line: 29, column: 89, scope: !121)
!368 = !DILocation(line: 0, scope: !121)
!369 = !DILocation(line: 29, column: 121, scope: !370)
!370 = distinct !DILexicalBlock(scope: !121, file: !2, line: 29, column: 116)
!371 = !DILocation(line: 29, column: 118, scope: !370)
!372 = !DILocation(line: 29, column: 116, scope: !121)
!373 = !DILocation(line: 29, column: 41, scope: !122)
!374 = !DILocation(line: 29, column: 34, scope: !122)
!375 = !DILocation(line: 29, column: 16, scope: !119)
!376 = distinct !{!376, !375, !377, !171}
!377 = !DILocation(line: 29, column: 139, scope: !119)
!378 = !DISubprogram(name: "printf", scope: !379, file: !379, line: 356, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!380 = !DISubroutineType(types: !381)
!381 = !{!74, !382, null}
!382 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
