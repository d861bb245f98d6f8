; ModuleID = 'programs/trie_word_count.c'
source_filename = "programs/trie_word_count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.syll.rel = internal unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32)], align 4
@.str = private unnamed_addr constant [3 x i8] c"ka\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"ri\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"to\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [3 x i8] c"ne\00", align 1, !dbg !11
@.str.4 = private unnamed_addr constant [3 x i8] c"sa\00", align 1, !dbg !13
@.str.5 = private unnamed_addr constant [3 x i8] c"mo\00", align 1, !dbg !15
@.str.6 = private unnamed_addr constant [3 x i8] c"lu\00", align 1, !dbg !17
@.str.7 = private unnamed_addr constant [3 x i8] c"pe\00", align 1, !dbg !19
@.str.8 = private unnamed_addr constant [51 x i8] c"lookup karito=%d sa=%d zz=%d prefix ka=%d kari=%d\0A\00", align 1, !dbg !21
@.str.12 = private unnamed_addr constant [38 x i8] c"\0Adistinct=%d removed=%d after: sa=%d\0A\00", align 1, !dbg !26
@distinct = internal unnamed_addr global i32 0, align 4, !dbg !31
@shown = internal unnamed_addr global i32 0, align 4, !dbg !92
@.str.13 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !90

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !39 {
  %1 = alloca [32 x i8], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !55, !DIExpression(), !102, ptr %1, !DIExpression(), !103)
  %2 = alloca [64 x i8], align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !69, !DIExpression(), !104, ptr %2, !DIExpression(), !103)
  %3 = tail call noalias noundef dereferenceable_or_null(216) ptr @calloc(i64 noundef 1, i64 noundef 216) #8, !dbg !105
    #dbg_value(ptr %3, !43, !DIExpression(), !103)
    #dbg_value(i32 2024, !53, !DIExpression(), !103)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9, !dbg !110
    #dbg_value(i32 0, !59, !DIExpression(), !111)
    #dbg_value(i32 2024, !53, !DIExpression(), !103)
  br label %109, !dbg !112

4:                                                ; preds = %141
    #dbg_value(ptr %3, !113, !DIExpression(), !121)
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %5 = icmp eq ptr %3, null, !dbg !123
  br i1 %5, label %100, label %6, !dbg !126

6:                                                ; preds = %4
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
    #dbg_value(ptr %3, !113, !DIExpression(), !121)
  %7 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !127
  %8 = load ptr, ptr %7, align 8, !dbg !127, !tbaa !128
    #dbg_value(ptr %8, !113, !DIExpression(), !121)
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %9 = icmp ne ptr %8, null, !dbg !123
  br i1 %9, label %10, label %29, !dbg !126, !llvm.loop !132

10:                                               ; preds = %6
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
    #dbg_value(ptr %8, !113, !DIExpression(), !121)
  %11 = load ptr, ptr %8, align 8, !dbg !127, !tbaa !128
    #dbg_value(ptr %11, !113, !DIExpression(), !121)
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %12 = icmp ne ptr %11, null, !dbg !123
  br i1 %12, label %13, label %29, !dbg !126, !llvm.loop !132

13:                                               ; preds = %10
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
    #dbg_value(ptr %11, !113, !DIExpression(), !121)
  %14 = getelementptr inbounds i8, ptr %11, i64 136, !dbg !127
  %15 = load ptr, ptr %14, align 8, !dbg !127, !tbaa !128
    #dbg_value(ptr %15, !113, !DIExpression(), !121)
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %16 = icmp ne ptr %15, null, !dbg !123
  br i1 %16, label %17, label %29, !dbg !126, !llvm.loop !132

17:                                               ; preds = %13
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
    #dbg_value(ptr %15, !113, !DIExpression(), !121)
  %18 = getelementptr inbounds i8, ptr %15, i64 64, !dbg !127
  %19 = load ptr, ptr %18, align 8, !dbg !127, !tbaa !128
    #dbg_value(ptr %19, !113, !DIExpression(), !121)
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %20 = icmp ne ptr %19, null, !dbg !123
  br i1 %20, label %21, label %29, !dbg !126, !llvm.loop !132

21:                                               ; preds = %17
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
    #dbg_value(ptr %19, !113, !DIExpression(), !121)
  %22 = getelementptr inbounds i8, ptr %19, i64 152, !dbg !127
  %23 = load ptr, ptr %22, align 8, !dbg !127, !tbaa !128
    #dbg_value(ptr %23, !113, !DIExpression(), !121)
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %24 = icmp ne ptr %23, null, !dbg !123
  br i1 %24, label %25, label %29, !dbg !126, !llvm.loop !132

25:                                               ; preds = %21
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
    #dbg_value(ptr %23, !113, !DIExpression(), !121)
  %26 = getelementptr inbounds i8, ptr %23, i64 112, !dbg !127
  %27 = load ptr, ptr %26, align 8, !dbg !127, !tbaa !128
    #dbg_value(ptr %27, !113, !DIExpression(), !121)
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %28 = icmp ne ptr %27, null, !dbg !123
  br label %29

29:                                               ; preds = %25, %21, %17, %13, %10, %6
  %30 = phi ptr [ %8, %6 ], [ %11, %10 ], [ %15, %13 ], [ %19, %17 ], [ %23, %21 ], [ %27, %25 ], !dbg !127
  %31 = phi i1 [ %9, %6 ], [ %12, %10 ], [ %16, %13 ], [ %20, %17 ], [ %24, %21 ], [ %28, %25 ], !dbg !123
  br i1 %31, label %32, label %35, !dbg !135

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %30, i64 208, !dbg !136
  %34 = load i32, ptr %33, align 8, !dbg !136, !tbaa !137
  br label %35, !dbg !135

35:                                               ; preds = %29, %32
  %36 = phi i32 [ %34, %32 ], [ 0, %29 ], !dbg !135
    #dbg_value(ptr %3, !113, !DIExpression(), !140)
    #dbg_value(ptr @.str.4, !120, !DIExpression(), !140)
    #dbg_value(ptr @.str.4, !120, !DIExpression(), !140)
    #dbg_value(ptr %3, !113, !DIExpression(), !140)
  %37 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !142
  %38 = load ptr, ptr %37, align 8, !dbg !142, !tbaa !128
    #dbg_value(ptr %38, !113, !DIExpression(), !140)
    #dbg_value(ptr poison, !120, !DIExpression(), !140)
  %39 = icmp ne ptr %38, null, !dbg !143
  br i1 %39, label %40, label %43, !dbg !144, !llvm.loop !145

40:                                               ; preds = %35
    #dbg_value(ptr poison, !120, !DIExpression(), !140)
    #dbg_value(ptr %38, !113, !DIExpression(), !140)
  %41 = load ptr, ptr %38, align 8, !dbg !142, !tbaa !128
    #dbg_value(ptr %41, !113, !DIExpression(), !140)
    #dbg_value(ptr poison, !120, !DIExpression(), !140)
  %42 = icmp ne ptr %41, null, !dbg !143
  br label %43

43:                                               ; preds = %40, %35
  %44 = phi ptr [ %38, %35 ], [ %41, %40 ], !dbg !142
  %45 = phi i1 [ %39, %35 ], [ %42, %40 ], !dbg !143
  br i1 %45, label %46, label %49, !dbg !147

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %44, i64 208, !dbg !148
  %48 = load i32, ptr %47, align 8, !dbg !148, !tbaa !137
  br label %49, !dbg !147

49:                                               ; preds = %43, %46
  %50 = phi i32 [ %48, %46 ], [ 0, %43 ], !dbg !147
    #dbg_value(ptr %3, !113, !DIExpression(), !149)
    #dbg_value(ptr poison, !120, !DIExpression(), !149)
    #dbg_value(ptr poison, !120, !DIExpression(), !149)
    #dbg_value(ptr %3, !113, !DIExpression(), !149)
  %51 = getelementptr inbounds i8, ptr %3, i64 200, !dbg !151
  %52 = load ptr, ptr %51, align 8, !dbg !151, !tbaa !128
    #dbg_value(ptr %52, !113, !DIExpression(), !149)
    #dbg_value(ptr poison, !120, !DIExpression(), !149)
  %53 = icmp ne ptr %52, null, !dbg !152
  br i1 %53, label %54, label %58, !dbg !153, !llvm.loop !154

54:                                               ; preds = %49
    #dbg_value(ptr poison, !120, !DIExpression(), !149)
    #dbg_value(ptr %52, !113, !DIExpression(), !149)
  %55 = getelementptr inbounds i8, ptr %52, i64 200, !dbg !151
  %56 = load ptr, ptr %55, align 8, !dbg !151, !tbaa !128
    #dbg_value(ptr %56, !113, !DIExpression(), !149)
    #dbg_value(ptr poison, !120, !DIExpression(), !149)
  %57 = icmp ne ptr %56, null, !dbg !152
  br label %58

58:                                               ; preds = %54, %49
  %59 = phi ptr [ %52, %49 ], [ %56, %54 ], !dbg !151
  %60 = phi i1 [ %53, %49 ], [ %57, %54 ], !dbg !152
  br i1 %60, label %61, label %64, !dbg !156

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %59, i64 208, !dbg !157
  %63 = load i32, ptr %62, align 8, !dbg !157, !tbaa !137
  br label %64, !dbg !156

64:                                               ; preds = %58, %61
  %65 = phi i32 [ %63, %61 ], [ 0, %58 ], !dbg !156
    #dbg_value(ptr %3, !158, !DIExpression(), !162)
    #dbg_value(ptr @.str, !161, !DIExpression(), !162)
    #dbg_value(ptr @.str, !161, !DIExpression(), !162)
    #dbg_value(ptr %3, !158, !DIExpression(), !162)
  %66 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !164
  %67 = load ptr, ptr %66, align 8, !dbg !164, !tbaa !128
    #dbg_value(ptr %67, !158, !DIExpression(), !162)
    #dbg_value(ptr poison, !161, !DIExpression(), !162)
  %68 = icmp ne ptr %67, null, !dbg !167
  br i1 %68, label %69, label %72, !dbg !168, !llvm.loop !169

69:                                               ; preds = %64
    #dbg_value(ptr poison, !161, !DIExpression(), !162)
    #dbg_value(ptr %67, !158, !DIExpression(), !162)
  %70 = load ptr, ptr %67, align 8, !dbg !164, !tbaa !128
    #dbg_value(ptr %70, !158, !DIExpression(), !162)
    #dbg_value(ptr poison, !161, !DIExpression(), !162)
  %71 = icmp ne ptr %70, null, !dbg !167
  br label %72

72:                                               ; preds = %69, %64
  %73 = phi ptr [ %67, %64 ], [ %70, %69 ], !dbg !164
  %74 = phi i1 [ %68, %64 ], [ %71, %69 ], !dbg !167
  br i1 %74, label %75, label %78, !dbg !171

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %73, i64 212, !dbg !172
  %77 = load i32, ptr %76, align 4, !dbg !172, !tbaa !173
  br label %78, !dbg !171

78:                                               ; preds = %72, %75
  %79 = phi i32 [ %77, %75 ], [ 0, %72 ], !dbg !171
    #dbg_value(ptr %3, !158, !DIExpression(), !174)
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
    #dbg_value(ptr %3, !158, !DIExpression(), !174)
  %80 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !176
  %81 = load ptr, ptr %80, align 8, !dbg !176, !tbaa !128
    #dbg_value(ptr %81, !158, !DIExpression(), !174)
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
  %82 = icmp ne ptr %81, null, !dbg !177
  br i1 %82, label %83, label %94, !dbg !178, !llvm.loop !179

83:                                               ; preds = %78
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
    #dbg_value(ptr %81, !158, !DIExpression(), !174)
  %84 = load ptr, ptr %81, align 8, !dbg !176, !tbaa !128
    #dbg_value(ptr %84, !158, !DIExpression(), !174)
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
  %85 = icmp ne ptr %84, null, !dbg !177
  br i1 %85, label %86, label %94, !dbg !178, !llvm.loop !179

86:                                               ; preds = %83
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
    #dbg_value(ptr %84, !158, !DIExpression(), !174)
  %87 = getelementptr inbounds i8, ptr %84, i64 136, !dbg !176
  %88 = load ptr, ptr %87, align 8, !dbg !176, !tbaa !128
    #dbg_value(ptr %88, !158, !DIExpression(), !174)
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
  %89 = icmp ne ptr %88, null, !dbg !177
  br i1 %89, label %90, label %94, !dbg !178, !llvm.loop !179

90:                                               ; preds = %86
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
    #dbg_value(ptr %88, !158, !DIExpression(), !174)
  %91 = getelementptr inbounds i8, ptr %88, i64 64, !dbg !176
  %92 = load ptr, ptr %91, align 8, !dbg !176, !tbaa !128
    #dbg_value(ptr %92, !158, !DIExpression(), !174)
    #dbg_value(ptr poison, !161, !DIExpression(), !174)
  %93 = icmp ne ptr %92, null, !dbg !177
  br label %94

94:                                               ; preds = %90, %86, %83, %78
  %95 = phi ptr [ %81, %78 ], [ %84, %83 ], [ %88, %86 ], [ %92, %90 ], !dbg !176
  %96 = phi i1 [ %82, %78 ], [ %85, %83 ], [ %89, %86 ], [ %93, %90 ], !dbg !177
  br i1 %96, label %97, label %100, !dbg !181

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %95, i64 212, !dbg !182
  %99 = load i32, ptr %98, align 4, !dbg !182, !tbaa !173
  br label %100, !dbg !181

100:                                              ; preds = %4, %94, %97
  %101 = phi i32 [ %36, %97 ], [ %36, %94 ], [ 0, %4 ]
  %102 = phi i32 [ %50, %97 ], [ %50, %94 ], [ 0, %4 ]
  %103 = phi i32 [ %65, %97 ], [ %65, %94 ], [ 0, %4 ]
  %104 = phi i32 [ %79, %97 ], [ %79, %94 ], [ 0, %4 ]
  %105 = phi i32 [ %99, %97 ], [ 0, %94 ], [ 0, %4 ], !dbg !181
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105), !dbg !183
    #dbg_value(i32 0, !66, !DIExpression(), !103)
    #dbg_value(i32 0, !67, !DIExpression(), !184)
    #dbg_value(i32 0, !67, !DIExpression(), !184)
    #dbg_value(i32 0, !66, !DIExpression(), !103)
  %107 = getelementptr inbounds i8, ptr %3, i64 144
  %108 = getelementptr inbounds i8, ptr %3, i64 144
  br label %181, !dbg !185

109:                                              ; preds = %0, %141
  %110 = phi i32 [ 0, %0 ], [ %146, %141 ]
  %111 = phi i32 [ 2024, %0 ], [ %152, %141 ]
    #dbg_value(i32 %110, !59, !DIExpression(), !111)
    #dbg_value(i32 %111, !53, !DIExpression(), !103)
  store i8 0, ptr %1, align 16, !dbg !186, !tbaa !187, !DIAssignID !188
    #dbg_assign(i8 0, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !188, ptr %1, !DIExpression(), !103)
  %112 = mul i32 %111, 1103515245, !dbg !189
  %113 = add i32 %112, 12345, !dbg !190
    #dbg_value(i32 %113, !53, !DIExpression(), !103)
  %114 = lshr i32 %113, 16, !dbg !191
  %115 = trunc nuw i32 %114 to i16, !dbg !192
  %116 = urem i16 %115, 3, !dbg !192
    #dbg_value(i16 %116, !61, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !193)
    #dbg_value(i32 0, !64, !DIExpression(), !194)
    #dbg_value(i32 %113, !53, !DIExpression(), !103)
  %117 = add nuw nsw i16 %116, 1, !dbg !195
  %118 = zext nneg i16 %117 to i32, !dbg !195
  br label %148, !dbg !195

119:                                              ; preds = %148
    #dbg_value(ptr %3, !196, !DIExpression(), !206)
    #dbg_value(ptr %1, !201, !DIExpression(), !206)
  %120 = load i8, ptr %1, align 16, !dbg !208, !tbaa !187
  %121 = icmp eq i8 %120, 0, !dbg !209
  br i1 %121, label %141, label %122, !dbg !209

122:                                              ; preds = %119, %133
  %123 = phi i8 [ %139, %133 ], [ %120, %119 ]
  %124 = phi ptr [ %134, %133 ], [ %3, %119 ]
  %125 = phi ptr [ %138, %133 ], [ %1, %119 ]
    #dbg_value(ptr %124, !196, !DIExpression(), !206)
    #dbg_value(ptr %125, !201, !DIExpression(), !206)
  %126 = sext i8 %123 to i64, !dbg !210
  %127 = add nsw i64 %126, -97, !dbg !211
    #dbg_value(i8 %123, !202, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_constu, 97, DW_OP_minus, DW_OP_stack_value), !212)
  %128 = getelementptr inbounds [26 x ptr], ptr %124, i64 0, i64 %127, !dbg !213
  %129 = load ptr, ptr %128, align 8, !dbg !213, !tbaa !128
  %130 = icmp eq ptr %129, null, !dbg !213
  br i1 %130, label %131, label %133, !dbg !215

131:                                              ; preds = %122
  %132 = call noalias noundef dereferenceable_or_null(216) ptr @calloc(i64 noundef 1, i64 noundef 216) #8, !dbg !216
  store ptr %132, ptr %128, align 8, !dbg !218, !tbaa !128
  br label %133, !dbg !219

133:                                              ; preds = %131, %122
  %134 = phi ptr [ %132, %131 ], [ %129, %122 ], !dbg !220
    #dbg_value(ptr %134, !196, !DIExpression(), !206)
  %135 = getelementptr inbounds i8, ptr %134, i64 212, !dbg !221
  %136 = load i32, ptr %135, align 4, !dbg !222, !tbaa !173
  %137 = add nsw i32 %136, 1, !dbg !222
  store i32 %137, ptr %135, align 4, !dbg !222, !tbaa !173
  %138 = getelementptr inbounds i8, ptr %125, i64 1, !dbg !223
    #dbg_value(ptr %138, !201, !DIExpression(), !206)
  %139 = load i8, ptr %138, align 1, !dbg !208, !tbaa !187
  %140 = icmp eq i8 %139, 0, !dbg !209
  br i1 %140, label %141, label %122, !dbg !209, !llvm.loop !224

141:                                              ; preds = %133, %119
  %142 = phi ptr [ %3, %119 ], [ %134, %133 ]
  %143 = getelementptr inbounds i8, ptr %142, i64 208, !dbg !226
  %144 = load i32, ptr %143, align 8, !dbg !227, !tbaa !137
  %145 = add nsw i32 %144, 1, !dbg !227
  store i32 %145, ptr %143, align 8, !dbg !227, !tbaa !137
  %146 = add nuw nsw i32 %110, 1, !dbg !228
    #dbg_value(i32 %146, !59, !DIExpression(), !111)
    #dbg_value(i32 %152, !53, !DIExpression(), !103)
  %147 = icmp eq i32 %146, 5000, !dbg !229
  br i1 %147, label %4, label %109, !dbg !112, !llvm.loop !230

148:                                              ; preds = %109, %148
  %149 = phi i32 [ 0, %109 ], [ %159, %148 ]
  %150 = phi i32 [ %113, %109 ], [ %152, %148 ]
    #dbg_value(i32 %149, !64, !DIExpression(), !194)
    #dbg_value(i32 %150, !53, !DIExpression(), !103)
  %151 = mul i32 %150, 1103515245, !dbg !232
  %152 = add i32 %151, 12345, !dbg !235
    #dbg_value(i32 %152, !53, !DIExpression(), !103)
  %153 = lshr i32 %152, 16, !dbg !236
  %154 = and i32 %153, 7, !dbg !237
  %155 = zext nneg i32 %154 to i64, !dbg !238
  %156 = shl i64 %155, 2, !dbg !238
  %157 = call ptr @llvm.load.relative.i64(ptr @main.syll.rel, i64 %156), !dbg !238
  %158 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %157) #9, !dbg !239
  %159 = add nuw nsw i32 %149, 1, !dbg !240
    #dbg_value(i32 %159, !64, !DIExpression(), !194)
  %160 = icmp eq i32 %159, %118, !dbg !241
  br i1 %160, label %119, label %148, !dbg !195, !llvm.loop !242

161:                                              ; preds = %206
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #9, !dbg !244
  call fastcc void @walk(ptr noundef %3, ptr noundef nonnull %2, i32 noundef 0), !dbg !245
  %162 = load i32, ptr @distinct, align 4, !dbg !246, !tbaa !247
    #dbg_value(ptr %3, !113, !DIExpression(), !248)
    #dbg_value(ptr @.str.4, !120, !DIExpression(), !248)
  br i1 %5, label %176, label %163, !dbg !250

163:                                              ; preds = %161
    #dbg_value(ptr @.str.4, !120, !DIExpression(), !248)
    #dbg_value(ptr %3, !113, !DIExpression(), !248)
  %164 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !251
  %165 = load ptr, ptr %164, align 8, !dbg !251, !tbaa !128
    #dbg_value(ptr %165, !113, !DIExpression(), !248)
    #dbg_value(ptr poison, !120, !DIExpression(), !248)
  %166 = icmp ne ptr %165, null, !dbg !252
  br i1 %166, label %167, label %170, !dbg !250, !llvm.loop !253

167:                                              ; preds = %163
    #dbg_value(ptr poison, !120, !DIExpression(), !248)
    #dbg_value(ptr %165, !113, !DIExpression(), !248)
  %168 = load ptr, ptr %165, align 8, !dbg !251, !tbaa !128
    #dbg_value(ptr %168, !113, !DIExpression(), !248)
    #dbg_value(ptr poison, !120, !DIExpression(), !248)
  %169 = icmp ne ptr %168, null, !dbg !252
  br label %170

170:                                              ; preds = %167, %163
  %171 = phi ptr [ %165, %163 ], [ %168, %167 ], !dbg !251
  %172 = phi i1 [ %166, %163 ], [ %169, %167 ], !dbg !252
  br i1 %172, label %173, label %176, !dbg !255

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %171, i64 208, !dbg !256
  %175 = load i32, ptr %174, align 8, !dbg !256, !tbaa !137
  br label %176, !dbg !255

176:                                              ; preds = %161, %170, %173
  %177 = phi i32 [ %175, %173 ], [ 0, %170 ], [ 0, %161 ], !dbg !255
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %162, i32 noundef %208, i32 noundef %177), !dbg !257
  call fastcc void @free_trie(ptr noundef %3), !dbg !258
  %179 = load i32, ptr @distinct, align 4, !dbg !259, !tbaa !247
  %180 = and i32 %179, 127, !dbg !260
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #9, !dbg !261
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9, !dbg !261
  ret i32 %180, !dbg !261

181:                                              ; preds = %100, %206
  %182 = phi i32 [ 0, %100 ], [ %209, %206 ]
  %183 = phi i32 [ 0, %100 ], [ %208, %206 ]
    #dbg_value(i32 %182, !67, !DIExpression(), !184)
    #dbg_value(i32 %183, !66, !DIExpression(), !103)
    #dbg_value(ptr %3, !262, !DIExpression(), !268)
    #dbg_value(ptr @.str.4, !267, !DIExpression(), !268)
    #dbg_value(ptr %3, !113, !DIExpression(), !271)
    #dbg_value(ptr @.str.4, !120, !DIExpression(), !271)
  br i1 %5, label %206, label %184, !dbg !274

184:                                              ; preds = %181
    #dbg_value(ptr @.str.4, !120, !DIExpression(), !271)
    #dbg_value(ptr %3, !113, !DIExpression(), !271)
  %185 = load ptr, ptr %108, align 8, !dbg !275, !tbaa !128
    #dbg_value(ptr %185, !113, !DIExpression(), !271)
    #dbg_value(ptr poison, !120, !DIExpression(), !271)
  %186 = icmp ne ptr %185, null, !dbg !276
  br i1 %186, label %187, label %190, !dbg !274, !llvm.loop !277

187:                                              ; preds = %184
    #dbg_value(ptr poison, !120, !DIExpression(), !271)
    #dbg_value(ptr %185, !113, !DIExpression(), !271)
  %188 = load ptr, ptr %185, align 8, !dbg !275, !tbaa !128
    #dbg_value(ptr %188, !113, !DIExpression(), !271)
    #dbg_value(ptr poison, !120, !DIExpression(), !271)
  %189 = icmp ne ptr %188, null, !dbg !276
  br label %190

190:                                              ; preds = %187, %184
  %191 = phi ptr [ %185, %184 ], [ %188, %187 ], !dbg !275
  %192 = phi i1 [ %186, %184 ], [ %189, %187 ], !dbg !276
  br i1 %192, label %193, label %206, !dbg !279

193:                                              ; preds = %190
  %194 = getelementptr inbounds i8, ptr %191, i64 208, !dbg !280
  %195 = load i32, ptr %194, align 8, !dbg !280, !tbaa !137
  %196 = icmp eq i32 %195, 0, !dbg !281
  br i1 %196, label %206, label %197, !dbg !282

197:                                              ; preds = %193
    #dbg_value(ptr @.str.4, !267, !DIExpression(), !268)
    #dbg_value(ptr %3, !262, !DIExpression(), !268)
  %198 = load ptr, ptr %107, align 8, !dbg !283, !tbaa !128
    #dbg_value(ptr %198, !262, !DIExpression(), !268)
  %199 = getelementptr inbounds i8, ptr %198, i64 212, !dbg !287
  %200 = load i32, ptr %199, align 4, !dbg !288, !tbaa !173
  %201 = add nsw i32 %200, -1, !dbg !288
  store i32 %201, ptr %199, align 4, !dbg !288, !tbaa !173
    #dbg_value(ptr poison, !267, !DIExpression(), !268)
  %202 = load ptr, ptr %198, align 8, !dbg !283, !tbaa !128
    #dbg_value(ptr %202, !262, !DIExpression(), !268)
    #dbg_value(ptr poison, !267, !DIExpression(), !268)
  %203 = getelementptr inbounds i8, ptr %202, i64 208, !dbg !289
  %204 = load <2 x i32>, ptr %203, align 8, !dbg !290, !tbaa !247
  %205 = add nsw <2 x i32> %204, <i32 -1, i32 -1>, !dbg !290
  store <2 x i32> %205, ptr %203, align 8, !dbg !290, !tbaa !247
  br label %206, !dbg !291

206:                                              ; preds = %181, %190, %193, %197
  %207 = phi i32 [ 1, %197 ], [ 0, %193 ], [ 0, %190 ], [ 0, %181 ], !dbg !268
  %208 = add nuw nsw i32 %207, %183, !dbg !292
    #dbg_value(i32 %208, !66, !DIExpression(), !103)
  %209 = add nuw nsw i32 %182, 1, !dbg !293
    #dbg_value(i32 %209, !67, !DIExpression(), !184)
  %210 = icmp eq i32 %209, 40, !dbg !294
  br i1 %210, label %161, label %181, !dbg !185, !llvm.loop !295
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !297 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !304 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @walk(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !308 {
    #dbg_value(ptr %0, !312, !DIExpression(), !317)
    #dbg_value(ptr %1, !313, !DIExpression(), !317)
    #dbg_value(i32 %2, !314, !DIExpression(), !317)
  %4 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !318
  %5 = load i32, ptr %4, align 8, !dbg !318, !tbaa !137
  %6 = icmp eq i32 %5, 0, !dbg !320
  br i1 %6, label %19, label %7, !dbg !321

7:                                                ; preds = %3
  %8 = load i32, ptr @distinct, align 4, !dbg !322, !tbaa !247
  %9 = add nsw i32 %8, 1, !dbg !322
  store i32 %9, ptr @distinct, align 4, !dbg !322, !tbaa !247
  %10 = load i32, ptr @shown, align 4, !dbg !324, !tbaa !247
  %11 = icmp slt i32 %10, 12, !dbg !326
  br i1 %11, label %12, label %19, !dbg !327

12:                                               ; preds = %7
  %13 = sext i32 %2 to i64, !dbg !328
  %14 = getelementptr inbounds i8, ptr %1, i64 %13, !dbg !328
  store i8 0, ptr %14, align 1, !dbg !330, !tbaa !187
  %15 = load i32, ptr %4, align 8, !dbg !331, !tbaa !137
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %1, i32 noundef %15), !dbg !332
  %17 = load i32, ptr @shown, align 4, !dbg !333, !tbaa !247
  %18 = add nsw i32 %17, 1, !dbg !333
  store i32 %18, ptr @shown, align 4, !dbg !333, !tbaa !247
  br label %19, !dbg !334

19:                                               ; preds = %7, %12, %3
    #dbg_value(i32 0, !315, !DIExpression(), !335)
  %20 = sext i32 %2 to i64
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  %22 = add nsw i32 %2, 1
  br label %24, !dbg !336

23:                                               ; preds = %37
  ret void, !dbg !337

24:                                               ; preds = %19, %37
  %25 = phi i64 [ 0, %19 ], [ %38, %37 ]
    #dbg_value(i64 %25, !315, !DIExpression(), !335)
  %26 = getelementptr inbounds [26 x ptr], ptr %0, i64 0, i64 %25, !dbg !338
  %27 = load ptr, ptr %26, align 8, !dbg !338, !tbaa !128
  %28 = icmp eq ptr %27, null, !dbg !338
  br i1 %28, label %37, label %29, !dbg !341

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 212, !dbg !342
  %31 = load i32, ptr %30, align 4, !dbg !342, !tbaa !173
  %32 = icmp sgt i32 %31, 0, !dbg !343
  br i1 %32, label %33, label %37, !dbg !344

33:                                               ; preds = %29
  %34 = trunc i64 %25 to i8, !dbg !345
  %35 = add nuw nsw i8 %34, 97, !dbg !345
  store i8 %35, ptr %21, align 1, !dbg !347, !tbaa !187
  %36 = load ptr, ptr %26, align 8, !dbg !348, !tbaa !128
  tail call fastcc void @walk(ptr noundef %36, ptr noundef %1, i32 noundef %22), !dbg !349
  br label %37, !dbg !350

37:                                               ; preds = %24, %29, %33
  %38 = add nuw nsw i64 %25, 1, !dbg !351
    #dbg_value(i64 %38, !315, !DIExpression(), !335)
  %39 = icmp eq i64 %38, 26, !dbg !352
  br i1 %39, label %23, label %24, !dbg !336, !llvm.loop !353
}

; Function Attrs: nounwind uwtable
define internal fastcc void @free_trie(ptr nocapture noundef %0) unnamed_addr #0 !dbg !355 {
    #dbg_value(ptr %0, !359, !DIExpression(), !362)
    #dbg_value(i32 0, !360, !DIExpression(), !363)
  br label %3, !dbg !364

2:                                                ; preds = %9
  tail call void @free(ptr noundef nonnull %0) #9, !dbg !365
  ret void, !dbg !366

3:                                                ; preds = %1, %9
  %4 = phi i64 [ 0, %1 ], [ %10, %9 ]
    #dbg_value(i64 %4, !360, !DIExpression(), !363)
  %5 = getelementptr inbounds [26 x ptr], ptr %0, i64 0, i64 %4, !dbg !367
  %6 = load ptr, ptr %5, align 8, !dbg !367, !tbaa !128
  %7 = icmp eq ptr %6, null, !dbg !367
  br i1 %7, label %9, label %8, !dbg !370

8:                                                ; preds = %3
  tail call fastcc void @free_trie(ptr noundef nonnull %6), !dbg !371
  br label %9, !dbg !371

9:                                                ; preds = %3, %8
  %10 = add nuw nsw i64 %4, 1, !dbg !372
    #dbg_value(i64 %10, !360, !DIExpression(), !363)
  %11 = icmp eq i64 %10, 26, !dbg !373
  br i1 %11, label %2, label %3, !dbg !364, !llvm.loop !374
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !376 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !384 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!94, !95, !96, !97, !98, !99, !100}
!llvm.ident = !{!101}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/trie_word_count.c", directory: ".", checksumkind: CSK_MD5, checksum: "14bb665ad3d6df850a4ba6be4466c186")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 51)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 38)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "distinct", scope: !33, file: !2, line: 19, type: !35, isLocal: true, isDefinition: true)
!33 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !36, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35, !4}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!0, !7, !9, !11, !13, !15, !17, !19, !37, !21, !78, !83, !85, !26, !31, !90, !92}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "syll", scope: !39, file: !2, line: 28, type: !73, isLocal: true, isDefinition: true)
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !40, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!35}
!42 = !{!43, !53, !55, !59, !61, !64, !66, !67, !69}
!43 = !DILocalVariable(name: "root", scope: !39, file: !2, line: 27, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tnode", file: !2, line: 8, size: 1728, elements: !46)
!46 = !{!47, !51, !52}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "child", scope: !45, file: !2, line: 8, baseType: !48, size: 1664)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 1664, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 26)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !45, file: !2, line: 8, baseType: !35, size: 32, offset: 1664)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "prefix", scope: !45, file: !2, line: 8, baseType: !35, size: 32, offset: 1696)
!53 = !DILocalVariable(name: "x", scope: !39, file: !2, line: 29, type: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "w", scope: !39, file: !2, line: 30, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 32)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 31, type: !35)
!60 = distinct !DILexicalBlock(scope: !39, file: !2, line: 31, column: 5)
!61 = !DILocalVariable(name: "n", scope: !62, file: !2, line: 34, type: !35)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 31, column: 36)
!63 = distinct !DILexicalBlock(scope: !60, file: !2, line: 31, column: 5)
!64 = !DILocalVariable(name: "k", scope: !65, file: !2, line: 35, type: !35)
!65 = distinct !DILexicalBlock(scope: !62, file: !2, line: 35, column: 9)
!66 = !DILocalVariable(name: "removed", scope: !39, file: !2, line: 39, type: !35)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 40, type: !35)
!68 = distinct !DILexicalBlock(scope: !39, file: !2, line: 40, column: 5)
!69 = !DILocalVariable(name: "buf", scope: !39, file: !2, line: 41, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 64)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 512, elements: !76)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!76 = !{!77}
!77 = !DISubrange(count: 8)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 7)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 5)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !80, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "shown", scope: !33, file: !2, line: 19, type: !35, isLocal: true, isDefinition: true)
!94 = !{i32 7, !"Dwarf Version", i32 5}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 8, !"PIC Level", i32 2}
!98 = !{i32 7, !"PIE Level", i32 2}
!99 = !{i32 7, !"uwtable", i32 2}
!100 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!101 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 0, scope: !39)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 9, column: 46, scope: !106, inlinedAt: !109)
!106 = distinct !DISubprogram(name: "new_node", scope: !2, file: !2, line: 9, type: !107, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33)
!107 = !DISubroutineType(types: !108)
!108 = !{!44}
!109 = distinct !DILocation(line: 27, column: 26, scope: !39)
!110 = !DILocation(line: 30, column: 5, scope: !39)
!111 = !DILocation(line: 0, scope: !60)
!112 = !DILocation(line: 31, column: 5, scope: !60)
!113 = !DILocalVariable(name: "r", arg: 1, scope: !114, file: !2, line: 11, type: !117)
!114 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 11, type: !115, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !119)
!115 = !DISubroutineType(types: !116)
!116 = !{!35, !117, !74}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!119 = !{!113, !120}
!120 = !DILocalVariable(name: "w", arg: 2, scope: !114, file: !2, line: 11, type: !74)
!121 = !DILocation(line: 0, scope: !114, inlinedAt: !122)
!122 = distinct !DILocation(line: 38, column: 67, scope: !39)
!123 = !DILocation(line: 11, column: 69, scope: !124, inlinedAt: !122)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 11, column: 59)
!125 = distinct !DILexicalBlock(scope: !114, file: !2, line: 11, column: 59)
!126 = !DILocation(line: 11, column: 59, scope: !125, inlinedAt: !122)
!127 = !DILocation(line: 11, column: 84, scope: !124, inlinedAt: !122)
!128 = !{!129, !129, i64 0}
!129 = !{!"any pointer", !130, i64 0}
!130 = !{!"omnipotent char", !131, i64 0}
!131 = !{!"Simple C/C++ TBAA"}
!132 = distinct !{!132, !126, !133, !134}
!133 = !DILocation(line: 11, column: 101, scope: !125, inlinedAt: !122)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 11, column: 111, scope: !114, inlinedAt: !122)
!136 = !DILocation(line: 11, column: 118, scope: !114, inlinedAt: !122)
!137 = !{!138, !139, i64 208}
!138 = !{!"tnode", !130, i64 0, !139, i64 208, !139, i64 212}
!139 = !{!"int", !130, i64 0}
!140 = !DILocation(line: 0, scope: !114, inlinedAt: !141)
!141 = distinct !DILocation(line: 38, column: 91, scope: !39)
!142 = !DILocation(line: 11, column: 84, scope: !124, inlinedAt: !141)
!143 = !DILocation(line: 11, column: 69, scope: !124, inlinedAt: !141)
!144 = !DILocation(line: 11, column: 59, scope: !125, inlinedAt: !141)
!145 = distinct !{!145, !144, !146, !134}
!146 = !DILocation(line: 11, column: 101, scope: !125, inlinedAt: !141)
!147 = !DILocation(line: 11, column: 111, scope: !114, inlinedAt: !141)
!148 = !DILocation(line: 11, column: 118, scope: !114, inlinedAt: !141)
!149 = !DILocation(line: 0, scope: !114, inlinedAt: !150)
!150 = distinct !DILocation(line: 38, column: 111, scope: !39)
!151 = !DILocation(line: 11, column: 84, scope: !124, inlinedAt: !150)
!152 = !DILocation(line: 11, column: 69, scope: !124, inlinedAt: !150)
!153 = !DILocation(line: 11, column: 59, scope: !125, inlinedAt: !150)
!154 = distinct !{!154, !153, !155, !134}
!155 = !DILocation(line: 11, column: 101, scope: !125, inlinedAt: !150)
!156 = !DILocation(line: 11, column: 111, scope: !114, inlinedAt: !150)
!157 = !DILocation(line: 11, column: 118, scope: !114, inlinedAt: !150)
!158 = !DILocalVariable(name: "r", arg: 1, scope: !159, file: !2, line: 12, type: !117)
!159 = distinct !DISubprogram(name: "prefix_count", scope: !2, file: !2, line: 12, type: !115, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !160)
!160 = !{!158, !161}
!161 = !DILocalVariable(name: "p", arg: 2, scope: !159, file: !2, line: 12, type: !74)
!162 = !DILocation(line: 0, scope: !159, inlinedAt: !163)
!163 = distinct !DILocation(line: 38, column: 131, scope: !39)
!164 = !DILocation(line: 12, column: 90, scope: !165, inlinedAt: !163)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 12, column: 65)
!166 = distinct !DILexicalBlock(scope: !159, file: !2, line: 12, column: 65)
!167 = !DILocation(line: 12, column: 75, scope: !165, inlinedAt: !163)
!168 = !DILocation(line: 12, column: 65, scope: !166, inlinedAt: !163)
!169 = distinct !{!169, !168, !170, !134}
!170 = !DILocation(line: 12, column: 107, scope: !166, inlinedAt: !163)
!171 = !DILocation(line: 12, column: 117, scope: !159, inlinedAt: !163)
!172 = !DILocation(line: 12, column: 124, scope: !159, inlinedAt: !163)
!173 = !{!138, !139, i64 212}
!174 = !DILocation(line: 0, scope: !159, inlinedAt: !175)
!175 = distinct !DILocation(line: 38, column: 157, scope: !39)
!176 = !DILocation(line: 12, column: 90, scope: !165, inlinedAt: !175)
!177 = !DILocation(line: 12, column: 75, scope: !165, inlinedAt: !175)
!178 = !DILocation(line: 12, column: 65, scope: !166, inlinedAt: !175)
!179 = distinct !{!179, !178, !180, !134}
!180 = !DILocation(line: 12, column: 107, scope: !166, inlinedAt: !175)
!181 = !DILocation(line: 12, column: 117, scope: !159, inlinedAt: !175)
!182 = !DILocation(line: 12, column: 124, scope: !159, inlinedAt: !175)
!183 = !DILocation(line: 38, column: 5, scope: !39)
!184 = !DILocation(line: 0, scope: !68)
!185 = !DILocation(line: 40, column: 5, scope: !68)
!186 = !DILocation(line: 32, column: 14, scope: !62)
!187 = !{!130, !130, i64 0}
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 33, column: 15, scope: !62)
!190 = !DILocation(line: 33, column: 29, scope: !62)
!191 = !DILocation(line: 34, column: 30, scope: !62)
!192 = !DILocation(line: 34, column: 37, scope: !62)
!193 = !DILocation(line: 0, scope: !62)
!194 = !DILocation(line: 0, scope: !65)
!195 = !DILocation(line: 35, column: 9, scope: !65)
!196 = !DILocalVariable(name: "r", arg: 1, scope: !197, file: !2, line: 10, type: !44)
!197 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 10, type: !198, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !44, !74}
!200 = !{!196, !201, !202}
!201 = !DILocalVariable(name: "w", arg: 2, scope: !197, file: !2, line: 10, type: !74)
!202 = !DILocalVariable(name: "c", scope: !203, file: !2, line: 10, type: !35)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 10, column: 70)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 10, column: 54)
!205 = distinct !DILexicalBlock(scope: !197, file: !2, line: 10, column: 54)
!206 = !DILocation(line: 0, scope: !197, inlinedAt: !207)
!207 = distinct !DILocation(line: 36, column: 9, scope: !62)
!208 = !DILocation(line: 10, column: 61, scope: !204, inlinedAt: !207)
!209 = !DILocation(line: 10, column: 54, scope: !205, inlinedAt: !207)
!210 = !DILocation(line: 10, column: 80, scope: !203, inlinedAt: !207)
!211 = !DILocation(line: 10, column: 83, scope: !203, inlinedAt: !207)
!212 = !DILocation(line: 0, scope: !203, inlinedAt: !207)
!213 = !DILocation(line: 10, column: 95, scope: !214, inlinedAt: !207)
!214 = distinct !DILexicalBlock(scope: !203, file: !2, line: 10, column: 94)
!215 = !DILocation(line: 10, column: 94, scope: !203, inlinedAt: !207)
!216 = !DILocation(line: 9, column: 46, scope: !106, inlinedAt: !217)
!217 = distinct !DILocation(line: 10, column: 122, scope: !214, inlinedAt: !207)
!218 = !DILocation(line: 10, column: 120, scope: !214, inlinedAt: !207)
!219 = !DILocation(line: 10, column: 108, scope: !214, inlinedAt: !207)
!220 = !DILocation(line: 10, column: 138, scope: !203, inlinedAt: !207)
!221 = !DILocation(line: 10, column: 154, scope: !203, inlinedAt: !207)
!222 = !DILocation(line: 10, column: 160, scope: !203, inlinedAt: !207)
!223 = !DILocation(line: 10, column: 66, scope: !204, inlinedAt: !207)
!224 = distinct !{!224, !209, !225, !134}
!225 = !DILocation(line: 10, column: 164, scope: !205, inlinedAt: !207)
!226 = !DILocation(line: 10, column: 169, scope: !197, inlinedAt: !207)
!227 = !DILocation(line: 10, column: 174, scope: !197, inlinedAt: !207)
!228 = !DILocation(line: 31, column: 32, scope: !63)
!229 = !DILocation(line: 31, column: 23, scope: !63)
!230 = distinct !{!230, !112, !231, !134}
!231 = !DILocation(line: 37, column: 5, scope: !60)
!232 = !DILocation(line: 35, column: 45, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 35, column: 37)
!234 = distinct !DILexicalBlock(scope: !65, file: !2, line: 35, column: 9)
!235 = !DILocation(line: 35, column: 59, scope: !233)
!236 = !DILocation(line: 35, column: 87, scope: !233)
!237 = !DILocation(line: 35, column: 94, scope: !233)
!238 = !DILocation(line: 35, column: 79, scope: !233)
!239 = !DILocation(line: 35, column: 69, scope: !233)
!240 = !DILocation(line: 35, column: 33, scope: !234)
!241 = !DILocation(line: 35, column: 27, scope: !234)
!242 = distinct !{!242, !195, !243, !134}
!243 = !DILocation(line: 35, column: 101, scope: !65)
!244 = !DILocation(line: 41, column: 5, scope: !39)
!245 = !DILocation(line: 42, column: 5, scope: !39)
!246 = !DILocation(line: 43, column: 55, scope: !39)
!247 = !{!139, !139, i64 0}
!248 = !DILocation(line: 0, scope: !114, inlinedAt: !249)
!249 = distinct !DILocation(line: 43, column: 74, scope: !39)
!250 = !DILocation(line: 11, column: 59, scope: !125, inlinedAt: !249)
!251 = !DILocation(line: 11, column: 84, scope: !124, inlinedAt: !249)
!252 = !DILocation(line: 11, column: 69, scope: !124, inlinedAt: !249)
!253 = distinct !{!253, !250, !254, !134}
!254 = !DILocation(line: 11, column: 101, scope: !125, inlinedAt: !249)
!255 = !DILocation(line: 11, column: 111, scope: !114, inlinedAt: !249)
!256 = !DILocation(line: 11, column: 118, scope: !114, inlinedAt: !249)
!257 = !DILocation(line: 43, column: 5, scope: !39)
!258 = !DILocation(line: 44, column: 5, scope: !39)
!259 = !DILocation(line: 45, column: 12, scope: !39)
!260 = !DILocation(line: 45, column: 21, scope: !39)
!261 = !DILocation(line: 46, column: 1, scope: !39)
!262 = !DILocalVariable(name: "r", arg: 1, scope: !263, file: !2, line: 13, type: !44)
!263 = distinct !DISubprogram(name: "remove_word", scope: !2, file: !2, line: 13, type: !264, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!35, !44, !74}
!266 = !{!262, !267}
!267 = !DILocalVariable(name: "w", arg: 2, scope: !263, file: !2, line: 13, type: !74)
!268 = !DILocation(line: 0, scope: !263, inlinedAt: !269)
!269 = distinct !DILocation(line: 40, column: 45, scope: !270)
!270 = distinct !DILexicalBlock(scope: !68, file: !2, line: 40, column: 5)
!271 = !DILocation(line: 0, scope: !114, inlinedAt: !272)
!272 = distinct !DILocation(line: 14, column: 9, scope: !273, inlinedAt: !269)
!273 = distinct !DILexicalBlock(scope: !263, file: !2, line: 14, column: 9)
!274 = !DILocation(line: 11, column: 59, scope: !125, inlinedAt: !272)
!275 = !DILocation(line: 11, column: 84, scope: !124, inlinedAt: !272)
!276 = !DILocation(line: 11, column: 69, scope: !124, inlinedAt: !272)
!277 = distinct !{!277, !274, !278, !134}
!278 = !DILocation(line: 11, column: 101, scope: !125, inlinedAt: !272)
!279 = !DILocation(line: 11, column: 111, scope: !114, inlinedAt: !272)
!280 = !DILocation(line: 11, column: 118, scope: !114, inlinedAt: !272)
!281 = !DILocation(line: 14, column: 22, scope: !273, inlinedAt: !269)
!282 = !DILocation(line: 14, column: 9, scope: !263, inlinedAt: !269)
!283 = !DILocation(line: 15, column: 27, scope: !284, inlinedAt: !269)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 15, column: 21)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 15, column: 5)
!286 = distinct !DILexicalBlock(scope: !263, file: !2, line: 15, column: 5)
!287 = !DILocation(line: 15, column: 50, scope: !284, inlinedAt: !269)
!288 = !DILocation(line: 15, column: 56, scope: !284, inlinedAt: !269)
!289 = !DILocation(line: 16, column: 8, scope: !263, inlinedAt: !269)
!290 = !DILocation(line: 16, column: 13, scope: !263, inlinedAt: !269)
!291 = !DILocation(line: 17, column: 5, scope: !263, inlinedAt: !269)
!292 = !DILocation(line: 40, column: 42, scope: !270)
!293 = !DILocation(line: 40, column: 30, scope: !270)
!294 = !DILocation(line: 40, column: 23, scope: !270)
!295 = distinct !{!295, !185, !296, !134}
!296 = !DILocation(line: 40, column: 67, scope: !68)
!297 = !DISubprogram(name: "strcat", scope: !298, file: !298, line: 149, type: !299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!299 = !DISubroutineType(types: !300)
!300 = !{!301, !302, !303}
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !301)
!303 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!304 = !DISubprogram(name: "printf", scope: !305, file: !305, line: 356, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!306 = !DISubroutineType(types: !307)
!307 = !{!35, !303, null}
!308 = distinct !DISubprogram(name: "walk", scope: !2, file: !2, line: 20, type: !309, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !117, !301, !35}
!311 = !{!312, !313, !314, !315}
!312 = !DILocalVariable(name: "r", arg: 1, scope: !308, file: !2, line: 20, type: !117)
!313 = !DILocalVariable(name: "buf", arg: 2, scope: !308, file: !2, line: 20, type: !301)
!314 = !DILocalVariable(name: "d", arg: 3, scope: !308, file: !2, line: 20, type: !35)
!315 = !DILocalVariable(name: "c", scope: !316, file: !2, line: 22, type: !35)
!316 = distinct !DILexicalBlock(scope: !308, file: !2, line: 22, column: 5)
!317 = !DILocation(line: 0, scope: !308)
!318 = !DILocation(line: 21, column: 12, scope: !319)
!319 = distinct !DILexicalBlock(scope: !308, file: !2, line: 21, column: 9)
!320 = !DILocation(line: 21, column: 9, scope: !319)
!321 = !DILocation(line: 21, column: 9, scope: !308)
!322 = !DILocation(line: 21, column: 29, scope: !323)
!323 = distinct !DILexicalBlock(scope: !319, file: !2, line: 21, column: 19)
!324 = !DILocation(line: 21, column: 37, scope: !325)
!325 = distinct !DILexicalBlock(scope: !323, file: !2, line: 21, column: 37)
!326 = !DILocation(line: 21, column: 43, scope: !325)
!327 = !DILocation(line: 21, column: 37, scope: !323)
!328 = !DILocation(line: 21, column: 51, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !2, line: 21, column: 49)
!330 = !DILocation(line: 21, column: 58, scope: !329)
!331 = !DILocation(line: 21, column: 88, scope: !329)
!332 = !DILocation(line: 21, column: 63, scope: !329)
!333 = !DILocation(line: 21, column: 101, scope: !329)
!334 = !DILocation(line: 21, column: 105, scope: !329)
!335 = !DILocation(line: 0, scope: !316)
!336 = !DILocation(line: 22, column: 5, scope: !316)
!337 = !DILocation(line: 23, column: 1, scope: !308)
!338 = !DILocation(line: 22, column: 38, scope: !339)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 22, column: 38)
!340 = distinct !DILexicalBlock(scope: !316, file: !2, line: 22, column: 5)
!341 = !DILocation(line: 22, column: 50, scope: !339)
!342 = !DILocation(line: 22, column: 66, scope: !339)
!343 = !DILocation(line: 22, column: 73, scope: !339)
!344 = !DILocation(line: 22, column: 38, scope: !340)
!345 = !DILocation(line: 22, column: 89, scope: !346)
!346 = distinct !DILexicalBlock(scope: !339, file: !2, line: 22, column: 78)
!347 = !DILocation(line: 22, column: 87, scope: !346)
!348 = !DILocation(line: 22, column: 111, scope: !346)
!349 = !DILocation(line: 22, column: 106, scope: !346)
!350 = !DILocation(line: 22, column: 137, scope: !346)
!351 = !DILocation(line: 22, column: 30, scope: !340)
!352 = !DILocation(line: 22, column: 23, scope: !340)
!353 = distinct !{!353, !336, !354, !134}
!354 = !DILocation(line: 22, column: 137, scope: !316)
!355 = distinct !DISubprogram(name: "free_trie", scope: !2, file: !2, line: 24, type: !356, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !358)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !44}
!358 = !{!359, !360}
!359 = !DILocalVariable(name: "r", arg: 1, scope: !355, file: !2, line: 24, type: !44)
!360 = !DILocalVariable(name: "c", scope: !361, file: !2, line: 24, type: !35)
!361 = distinct !DILexicalBlock(scope: !355, file: !2, line: 24, column: 42)
!362 = !DILocation(line: 0, scope: !355)
!363 = !DILocation(line: 0, scope: !361)
!364 = !DILocation(line: 24, column: 42, scope: !361)
!365 = !DILocation(line: 24, column: 112, scope: !355)
!366 = !DILocation(line: 24, column: 121, scope: !355)
!367 = !DILocation(line: 24, column: 75, scope: !368)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 24, column: 75)
!369 = distinct !DILexicalBlock(scope: !361, file: !2, line: 24, column: 42)
!370 = !DILocation(line: 24, column: 75, scope: !369)
!371 = !DILocation(line: 24, column: 88, scope: !368)
!372 = !DILocation(line: 24, column: 67, scope: !369)
!373 = !DILocation(line: 24, column: 60, scope: !369)
!374 = distinct !{!374, !364, !375, !134}
!375 = !DILocation(line: 24, column: 109, scope: !361)
!376 = !DISubprogram(name: "calloc", scope: !377, file: !377, line: 556, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!378 = !DISubroutineType(types: !379)
!379 = !{!380, !381, !381}
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!381 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !382, line: 18, baseType: !383)
!382 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!383 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!384 = !DISubprogram(name: "free", scope: !377, file: !377, line: 568, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{null, !380}
