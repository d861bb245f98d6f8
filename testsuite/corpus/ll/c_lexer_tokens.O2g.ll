; ModuleID = 'programs/c_lexer_tokens.c'
source_filename = "programs/c_lexer_tokens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"kw\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"id\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [4 x i8] c"flt\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [4 x i8] c"chr\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1, !dbg !20
@__const.main.names.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@ops2.rel = internal unnamed_addr constant [19 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.30 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.32 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.33 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.34 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.35 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.36 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.37 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.38 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.39 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.40 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.41 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.42 to i64), i64 ptrtoint (ptr @ops2.rel to i64)) to i32)], align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%d:%d %s '%.*s'\0A\00", align 1, !dbg !22
@.str.8 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1, !dbg !27
@.str.9 = private unnamed_addr constant [19 x i8] c"total=%d lines=%d\0A\00", align 1, !dbg !32
@.str.10 = private unnamed_addr constant [406 x i8] c"/* demo */ int main(int argc, char **argv) {\0A  unsigned long x = 0x1fUL + 017 + 42; // comment\0A  double d = 3.25e-3 + .5 + 1.;\0A  char c = '\\n', *s = \22a \\\22quoted\\\22 string\\t\22;\0A  x <<= 2; x >>= 1; x ^= ~x; if (x >= 10 && x != 3 || !d) return x-- - --x;\0A  for (int i = 0; i < 10; ++i) { s += i; x = x ? x : -1; }\0A  while (argc --> 0) ; struct p { int a; } q; q.a = 1; (&q)->a++; ...\0A  return sizeof(x) % 4;\0A}\0A\00", align 1, !dbg !37
@kw = internal unnamed_addr constant [11 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.2, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 16, !dbg !42
@.str.11 = private unnamed_addr constant [5 x i8] c"char\00", align 1, !dbg !84
@.str.12 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !89
@.str.13 = private unnamed_addr constant [4 x i8] c"for\00", align 1, !dbg !91
@.str.14 = private unnamed_addr constant [3 x i8] c"if\00", align 1, !dbg !93
@.str.15 = private unnamed_addr constant [5 x i8] c"long\00", align 1, !dbg !95
@.str.16 = private unnamed_addr constant [7 x i8] c"return\00", align 1, !dbg !97
@.str.17 = private unnamed_addr constant [7 x i8] c"sizeof\00", align 1, !dbg !99
@.str.18 = private unnamed_addr constant [7 x i8] c"struct\00", align 1, !dbg !101
@.str.19 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1, !dbg !103
@.str.20 = private unnamed_addr constant [6 x i8] c"while\00", align 1, !dbg !108
@.str.21 = private unnamed_addr constant [4 x i8] c"<<=\00", align 1, !dbg !113
@.str.22 = private unnamed_addr constant [4 x i8] c">>=\00", align 1, !dbg !115
@.str.23 = private unnamed_addr constant [4 x i8] c"...\00", align 1, !dbg !117
@.str.24 = private unnamed_addr constant [3 x i8] c"<<\00", align 1, !dbg !122
@.str.25 = private unnamed_addr constant [3 x i8] c">>\00", align 1, !dbg !124
@.str.26 = private unnamed_addr constant [3 x i8] c"<=\00", align 1, !dbg !126
@.str.27 = private unnamed_addr constant [3 x i8] c">=\00", align 1, !dbg !128
@.str.28 = private unnamed_addr constant [3 x i8] c"==\00", align 1, !dbg !130
@.str.29 = private unnamed_addr constant [3 x i8] c"!=\00", align 1, !dbg !132
@.str.30 = private unnamed_addr constant [3 x i8] c"&&\00", align 1, !dbg !134
@.str.31 = private unnamed_addr constant [3 x i8] c"||\00", align 1, !dbg !136
@.str.32 = private unnamed_addr constant [3 x i8] c"++\00", align 1, !dbg !138
@.str.33 = private unnamed_addr constant [3 x i8] c"--\00", align 1, !dbg !140
@.str.34 = private unnamed_addr constant [3 x i8] c"->\00", align 1, !dbg !142
@.str.35 = private unnamed_addr constant [3 x i8] c"+=\00", align 1, !dbg !144
@.str.36 = private unnamed_addr constant [3 x i8] c"-=\00", align 1, !dbg !146
@.str.37 = private unnamed_addr constant [3 x i8] c"*=\00", align 1, !dbg !148
@.str.38 = private unnamed_addr constant [3 x i8] c"/=\00", align 1, !dbg !150
@.str.39 = private unnamed_addr constant [3 x i8] c"%=\00", align 1, !dbg !152
@.str.40 = private unnamed_addr constant [3 x i8] c"&=\00", align 1, !dbg !154
@.str.41 = private unnamed_addr constant [3 x i8] c"|=\00", align 1, !dbg !156
@.str.42 = private unnamed_addr constant [3 x i8] c"^=\00", align 1, !dbg !158

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !174 {
  %1 = alloca [7 x i32], align 16, !DIAssignID !208
    #dbg_assign(i1 undef, !178, !DIExpression(), !208, ptr %1, !DIExpression(), !209)
    #dbg_assign(i1 undef, !183, !DIExpression(), !210, ptr poison, !DIExpression(), !209)
  %2 = alloca ptr, align 8, !DIAssignID !211
    #dbg_assign(i1 undef, !189, !DIExpression(), !211, ptr %2, !DIExpression(), !212)
  %3 = alloca ptr, align 8, !DIAssignID !213
    #dbg_assign(i1 undef, !194, !DIExpression(), !213, ptr %3, !DIExpression(), !212)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #8, !dbg !214
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %1, i8 0, i64 28, i1 false), !dbg !215, !DIAssignID !216
    #dbg_assign(i8 0, !178, !DIExpression(), !216, ptr %1, !DIExpression(), !209)
    #dbg_value(i32 1, !180, !DIExpression(), !209)
    #dbg_value(i32 1, !181, !DIExpression(), !209)
    #dbg_value(i32 0, !182, !DIExpression(), !209)
    #dbg_assign(i1 undef, !183, !DIExpression(), !217, ptr poison, !DIExpression(), !209)
    #dbg_value(ptr @.str.10, !185, !DIExpression(), !209)
  br label %4, !dbg !218

4:                                                ; preds = %238, %0
  %5 = phi i32 [ %240, %238 ], [ 0, %0 ]
  %6 = phi ptr [ %218, %238 ], [ @.str.10, %0 ]
  %7 = phi i32 [ %241, %238 ], [ 1, %0 ]
  %8 = phi i32 [ %12, %238 ], [ 1, %0 ]
  br label %9, !dbg !218

9:                                                ; preds = %94, %4
  %10 = phi ptr [ %6, %4 ], [ %95, %94 ]
  %11 = phi i32 [ %7, %4 ], [ %96, %94 ]
  %12 = phi i32 [ %8, %4 ], [ %97, %94 ]
  br label %13, !dbg !218

13:                                               ; preds = %9, %61
  %14 = phi ptr [ %62, %61 ], [ %10, %9 ]
  %15 = phi i32 [ %63, %61 ], [ %11, %9 ]
  %16 = load i8, ptr %14, align 1, !dbg !219, !tbaa !220
  br label %18, !dbg !218

17:                                               ; preds = %69, %69
  br label %18, !dbg !218

18:                                               ; preds = %17, %13
  %19 = phi i8 [ %16, %13 ], [ %70, %17 ]
  %20 = phi ptr [ %14, %13 ], [ %71, %17 ], !dbg !209
    #dbg_value(i32 %12, !180, !DIExpression(), !209)
    #dbg_value(i32 %15, !181, !DIExpression(), !209)
    #dbg_value(ptr %20, !185, !DIExpression(), !209)
    #dbg_value(i32 %5, !182, !DIExpression(), !209)
  switch i8 %19, label %53 [
    i8 0, label %21
    i8 10, label %50
  ], !dbg !218

21:                                               ; preds = %18
    #dbg_value(i32 0, !206, !DIExpression(), !223)
    #dbg_value(i32 0, !205, !DIExpression(), !209)
    #dbg_value(i64 0, !206, !DIExpression(), !223)
    #dbg_value(i32 0, !205, !DIExpression(), !209)
  %22 = load i32, ptr %1, align 16, !dbg !224, !tbaa !227
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %22), !dbg !229
    #dbg_value(i32 %22, !205, !DIExpression(), !209)
    #dbg_value(i64 1, !206, !DIExpression(), !223)
  %24 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !224
  %25 = load i32, ptr %24, align 4, !dbg !224, !tbaa !227
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %25), !dbg !229
  %27 = add nsw i32 %25, %22, !dbg !230
    #dbg_value(i32 %27, !205, !DIExpression(), !209)
    #dbg_value(i64 2, !206, !DIExpression(), !223)
  %28 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !224
  %29 = load i32, ptr %28, align 8, !dbg !224, !tbaa !227
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %29), !dbg !229
  %31 = add nsw i32 %29, %27, !dbg !230
    #dbg_value(i32 %31, !205, !DIExpression(), !209)
    #dbg_value(i64 3, !206, !DIExpression(), !223)
  %32 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !224
  %33 = load i32, ptr %32, align 4, !dbg !224, !tbaa !227
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %33), !dbg !229
  %35 = add nsw i32 %33, %31, !dbg !230
    #dbg_value(i32 %35, !205, !DIExpression(), !209)
    #dbg_value(i64 4, !206, !DIExpression(), !223)
  %36 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !224
  %37 = load i32, ptr %36, align 16, !dbg !224, !tbaa !227
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %37), !dbg !229
  %39 = add nsw i32 %37, %35, !dbg !230
    #dbg_value(i32 %39, !205, !DIExpression(), !209)
    #dbg_value(i64 5, !206, !DIExpression(), !223)
  %40 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !224
  %41 = load i32, ptr %40, align 4, !dbg !224, !tbaa !227
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %41), !dbg !229
  %43 = add nsw i32 %41, %39, !dbg !230
    #dbg_value(i32 %43, !205, !DIExpression(), !209)
    #dbg_value(i64 6, !206, !DIExpression(), !223)
  %44 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !224
  %45 = load i32, ptr %44, align 8, !dbg !224, !tbaa !227
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %45), !dbg !229
  %47 = add nsw i32 %45, %43, !dbg !230
    #dbg_value(i32 %47, !205, !DIExpression(), !209)
    #dbg_value(i64 7, !206, !DIExpression(), !223)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %47, i32 noundef %12), !dbg !231
  %49 = and i32 %47, 127, !dbg !232
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #8, !dbg !233
  ret i32 %49, !dbg !234

50:                                               ; preds = %18
  %51 = add nsw i32 %12, 1, !dbg !235
    #dbg_value(i32 %51, !180, !DIExpression(), !209)
    #dbg_value(i32 1, !181, !DIExpression(), !209)
  %52 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !238
    #dbg_value(ptr %52, !185, !DIExpression(), !209)
  br label %94, !dbg !239

53:                                               ; preds = %18
  %54 = tail call ptr @__ctype_b_loc() #9, !dbg !240
  %55 = load ptr, ptr %54, align 8, !dbg !240, !tbaa !242
  %56 = zext i8 %19 to i64, !dbg !240
  %57 = getelementptr inbounds i16, ptr %55, i64 %56, !dbg !240
  %58 = load i16, ptr %57, align 2, !dbg !240, !tbaa !244
  %59 = and i16 %58, 8192, !dbg !240
  %60 = icmp eq i16 %59, 0, !dbg !240
  br i1 %60, label %64, label %61, !dbg !246

61:                                               ; preds = %53
  %62 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !247
    #dbg_value(ptr %62, !185, !DIExpression(), !209)
  %63 = add nsw i32 %15, 1, !dbg !249
    #dbg_value(i32 %63, !181, !DIExpression(), !209)
  br label %13, !dbg !250, !llvm.loop !251

64:                                               ; preds = %53
  %65 = icmp eq i8 %19, 47, !dbg !254
  br i1 %65, label %66, label %98, !dbg !256

66:                                               ; preds = %64
  %67 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !257
  %68 = load i8, ptr %67, align 1, !dbg !257, !tbaa !220
  switch i8 %68, label %98 [
    i8 47, label %69
    i8 42, label %75
  ], !dbg !258

69:                                               ; preds = %66, %72
  %70 = phi i8 [ %74, %72 ], [ %68, %66 ], !dbg !259
  %71 = phi ptr [ %73, %72 ], [ %20, %66 ], !dbg !209
    #dbg_value(ptr %71, !185, !DIExpression(), !209)
  switch i8 %70, label %72 [
    i8 0, label %17
    i8 10, label %17
  ], !dbg !261, !llvm.loop !251

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %71, i64 1, !dbg !262
    #dbg_value(ptr %73, !185, !DIExpression(), !209)
  %74 = load i8, ptr %73, align 1, !dbg !259, !tbaa !220
  br label %69, !dbg !263, !llvm.loop !264

75:                                               ; preds = %66
  %76 = getelementptr inbounds i8, ptr %20, i64 2, !dbg !265
    #dbg_value(ptr %76, !185, !DIExpression(), !209)
  br label %77, !dbg !268

77:                                               ; preds = %86, %75
  %78 = phi ptr [ %76, %75 ], [ %91, %86 ], !dbg !269
  %79 = phi i32 [ %15, %75 ], [ %88, %86 ], !dbg !209
  %80 = phi i32 [ %12, %75 ], [ %90, %86 ], !dbg !209
    #dbg_value(i32 %80, !180, !DIExpression(), !209)
    #dbg_value(i32 %79, !181, !DIExpression(), !209)
    #dbg_value(ptr %78, !185, !DIExpression(), !209)
  %81 = load i8, ptr %78, align 1, !dbg !270, !tbaa !220
  switch i8 %81, label %86 [
    i8 0, label %92
    i8 42, label %82
  ], !dbg !271

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %78, i64 1, !dbg !272
  %84 = load i8, ptr %83, align 1, !dbg !272, !tbaa !220
  %85 = icmp eq i8 %84, 47, !dbg !273
  br i1 %85, label %92, label %86, !dbg !268

86:                                               ; preds = %77, %82
  %87 = icmp eq i8 %81, 10, !dbg !274
  %88 = select i1 %87, i32 1, i32 %79, !dbg !277
  %89 = zext i1 %87 to i32, !dbg !277
  %90 = add nsw i32 %80, %89, !dbg !277
    #dbg_value(i32 %90, !180, !DIExpression(), !209)
    #dbg_value(i32 %88, !181, !DIExpression(), !209)
  %91 = getelementptr inbounds i8, ptr %78, i64 1, !dbg !278
    #dbg_value(ptr %91, !185, !DIExpression(), !209)
  br label %77, !dbg !268, !llvm.loop !279

92:                                               ; preds = %77, %82
  %93 = getelementptr inbounds i8, ptr %78, i64 2, !dbg !281
    #dbg_value(ptr %93, !185, !DIExpression(), !209)
  br label %94, !dbg !282

94:                                               ; preds = %92, %50
  %95 = phi ptr [ %52, %50 ], [ %93, %92 ]
  %96 = phi i32 [ 1, %50 ], [ %79, %92 ]
  %97 = phi i32 [ %51, %50 ], [ %80, %92 ]
  br label %9, !dbg !218, !llvm.loop !251

98:                                               ; preds = %66, %64
    #dbg_value(ptr %20, !186, !DIExpression(), !283)
  %99 = zext i16 %58 to i32, !dbg !284
  %100 = and i32 %99, 1024, !dbg !284
  %101 = icmp ne i32 %100, 0, !dbg !284
  %102 = icmp eq i8 %19, 95
  %103 = or i1 %102, %101, !dbg !285
  br i1 %103, label %104, label %145, !dbg !285

104:                                              ; preds = %98, %104
  %105 = phi ptr [ %114, %104 ], [ %20, %98 ], !dbg !209
    #dbg_value(ptr %105, !185, !DIExpression(), !209)
  %106 = load i8, ptr %105, align 1, !dbg !286, !tbaa !220
  %107 = zext i8 %106 to i64, !dbg !286
  %108 = getelementptr inbounds i16, ptr %55, i64 %107, !dbg !286
  %109 = load i16, ptr %108, align 2, !dbg !286, !tbaa !244
  %110 = and i16 %109, 8, !dbg !286
  %111 = icmp ne i16 %110, 0, !dbg !286
  %112 = icmp eq i8 %106, 95
  %113 = or i1 %112, %111, !dbg !288
  %114 = getelementptr inbounds i8, ptr %105, i64 1, !dbg !289
    #dbg_value(ptr %114, !185, !DIExpression(), !209)
  br i1 %113, label %104, label %115, !dbg !288, !llvm.loop !290

115:                                              ; preds = %104
  %116 = ptrtoint ptr %105 to i64, !dbg !292
  %117 = ptrtoint ptr %20 to i64, !dbg !292
  %118 = sub i64 %116, %117, !dbg !292
    #dbg_value(ptr %20, !293, !DIExpression(), !304)
    #dbg_value(i64 %118, !298, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !304)
    #dbg_value(i32 0, !299, !DIExpression(), !304)
    #dbg_value(i32 10, !300, !DIExpression(), !304)
  %119 = shl i64 %118, 32
  %120 = ashr exact i64 %119, 32
  br label %121, !dbg !306

121:                                              ; preds = %141, %115
  %122 = phi i32 [ 0, %115 ], [ %143, %141 ]
  %123 = phi i32 [ 10, %115 ], [ %142, %141 ]
    #dbg_value(i32 %122, !299, !DIExpression(), !304)
    #dbg_value(i32 %123, !300, !DIExpression(), !304)
  %124 = add nsw i32 %123, %122, !dbg !307
  %125 = sdiv i32 %124, 2, !dbg !308
    #dbg_value(i32 %125, !301, !DIExpression(), !309)
  %126 = sext i32 %125 to i64, !dbg !310
  %127 = getelementptr inbounds [11 x ptr], ptr @kw, i64 0, i64 %126, !dbg !310
  %128 = load ptr, ptr %127, align 8, !dbg !310, !tbaa !242
  %129 = tail call i32 @strncmp(ptr noundef %128, ptr noundef nonnull readonly %20, i64 noundef %120) #10, !dbg !311
    #dbg_value(i32 %129, !303, !DIExpression(), !309)
  %130 = icmp eq i32 %129, 0, !dbg !312
  br i1 %130, label %131, label %135, !dbg !314

131:                                              ; preds = %121
  %132 = getelementptr inbounds i8, ptr %128, i64 %120, !dbg !315
  %133 = load i8, ptr %132, align 1, !dbg !315, !tbaa !220
  %134 = icmp eq i8 %133, 0, !dbg !316
  br i1 %134, label %217, label %139, !dbg !317

135:                                              ; preds = %121
  %136 = icmp slt i32 %129, 0, !dbg !318
  br i1 %136, label %137, label %139, !dbg !320

137:                                              ; preds = %135
  %138 = add nsw i32 %125, 1, !dbg !321
    #dbg_value(i32 %138, !299, !DIExpression(), !304)
  br label %141, !dbg !322

139:                                              ; preds = %135, %131
  %140 = add nsw i32 %125, -1, !dbg !323
    #dbg_value(i32 %140, !300, !DIExpression(), !304)
  br label %141

141:                                              ; preds = %139, %137
  %142 = phi i32 [ %123, %137 ], [ %140, %139 ], !dbg !324
  %143 = phi i32 [ %138, %137 ], [ %122, %139 ], !dbg !304
    #dbg_value(i32 %143, !299, !DIExpression(), !304)
    #dbg_value(i32 %142, !300, !DIExpression(), !304)
  %144 = icmp sgt i32 %143, %142, !dbg !325
  br i1 %144, label %217, label %121, !dbg !306, !llvm.loop !326

145:                                              ; preds = %98
  %146 = and i32 %99, 2048, !dbg !328
  %147 = icmp eq i32 %146, 0, !dbg !328
  br i1 %147, label %148, label %166, !dbg !329

148:                                              ; preds = %145
  switch i8 %19, label %149 [
    i8 46, label %158
    i8 34, label %180
    i8 39, label %180
  ], !dbg !330

149:                                              ; preds = %158, %148
    #dbg_value(i64 0, !200, !DIExpression(), !331)
    #dbg_value(i32 1, !198, !DIExpression(), !332)
  %150 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.21, i64 noundef 3) #10, !dbg !333
  %151 = icmp ne i32 %150, 0, !dbg !333
    #dbg_value(i32 poison, !198, !DIExpression(), !332)
    #dbg_value(i64 1, !200, !DIExpression(), !331)
  %152 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.22, i64 noundef 3) #10, !dbg !333
  %153 = icmp ne i32 %152, 0, !dbg !333
    #dbg_value(i64 2, !200, !DIExpression(), !331)
  %154 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(4) @.str.23, i64 noundef 3) #10, !dbg !333
  %155 = icmp ne i32 %154, 0, !dbg !333
  %156 = select i1 %155, i1 %153, i1 false, !dbg !336
  %157 = select i1 %156, i1 %151, i1 false, !dbg !336
    #dbg_value(i32 undef, !198, !DIExpression(), !332)
    #dbg_value(i64 3, !200, !DIExpression(), !331)
  br i1 %157, label %203, label %213, !dbg !337

158:                                              ; preds = %148
  %159 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !338
  %160 = load i8, ptr %159, align 1, !dbg !338, !tbaa !220
  %161 = zext i8 %160 to i64, !dbg !338
  %162 = getelementptr inbounds i16, ptr %55, i64 %161, !dbg !338
  %163 = load i16, ptr %162, align 2, !dbg !338, !tbaa !244
  %164 = and i16 %163, 2048, !dbg !338
  %165 = icmp eq i16 %164, 0, !dbg !338
  br i1 %165, label %149, label %166, !dbg !339

166:                                              ; preds = %158, %145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !340
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !340
  %167 = call i64 @strtoul(ptr noundef nonnull %20, ptr noundef nonnull %2, i32 noundef 0) #8, !dbg !341
  %168 = call double @strtod(ptr noundef nonnull %20, ptr noundef nonnull %3) #8, !dbg !342
  %169 = load ptr, ptr %3, align 8, !dbg !343, !tbaa !242
  %170 = load ptr, ptr %2, align 8, !dbg !345, !tbaa !242
  %171 = icmp ugt ptr %169, %170, !dbg !346
  %172 = select i1 %171, ptr %169, ptr %170
    #dbg_value(i32 poison, !188, !DIExpression(), !283)
    #dbg_value(ptr %172, !185, !DIExpression(), !209)
  br label %173, !dbg !347

173:                                              ; preds = %176, %166
  %174 = phi ptr [ %172, %166 ], [ %177, %176 ], !dbg !212
    #dbg_value(ptr %174, !185, !DIExpression(), !209)
  %175 = load i8, ptr %174, align 1, !dbg !348, !tbaa !220
  switch i8 %175, label %178 [
    i8 117, label %176
    i8 85, label %176
    i8 108, label %176
    i8 76, label %176
  ], !dbg !349

176:                                              ; preds = %173, %173, %173, %173
  %177 = getelementptr inbounds i8, ptr %174, i64 1, !dbg !350
    #dbg_value(ptr %177, !185, !DIExpression(), !209)
  br label %173, !dbg !347, !llvm.loop !351

178:                                              ; preds = %173
  %179 = select i1 %171, i64 3, i64 2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !352
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !352
  br label %217, !dbg !353

180:                                              ; preds = %148, %148
    #dbg_value(ptr %20, !185, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !209)
    #dbg_value(i8 %19, !195, !DIExpression(), !354)
  %181 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !355
  %182 = load i8, ptr %181, align 1, !dbg !356, !tbaa !220
  %183 = icmp eq i8 %182, 0, !dbg !356
  %184 = icmp eq i8 %182, %19
  %185 = or i1 %183, %184, !dbg !357
  br i1 %185, label %198, label %186, !dbg !357

186:                                              ; preds = %180, %186
  %187 = phi i8 [ %194, %186 ], [ %182, %180 ]
  %188 = phi ptr [ %193, %186 ], [ %181, %180 ]
  %189 = phi ptr [ %192, %186 ], [ %20, %180 ]
  %190 = icmp eq i8 %187, 92, !dbg !358
  %191 = getelementptr inbounds i8, ptr %189, i64 2
  %192 = select i1 %190, ptr %191, ptr %188, !dbg !361
    #dbg_value(ptr %192, !185, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !209)
  %193 = getelementptr inbounds i8, ptr %192, i64 1, !dbg !355
    #dbg_value(ptr %193, !185, !DIExpression(), !209)
  %194 = load i8, ptr %193, align 1, !dbg !356, !tbaa !220
  %195 = icmp eq i8 %194, 0, !dbg !356
  %196 = icmp eq i8 %194, %19
  %197 = or i1 %195, %196, !dbg !357
  br i1 %197, label %198, label %186, !dbg !357, !llvm.loop !362

198:                                              ; preds = %186, %180
  %199 = phi ptr [ %20, %180 ], [ %192, %186 ]
  %200 = getelementptr inbounds i8, ptr %199, i64 2, !dbg !365
    #dbg_value(ptr %200, !185, !DIExpression(), !209)
  %201 = icmp eq i8 %19, 34, !dbg !366
  %202 = select i1 %201, i64 4, i64 5, !dbg !367
    #dbg_value(i32 poison, !188, !DIExpression(), !283)
  br label %217, !dbg !368

203:                                              ; preds = %149, %203
  %204 = phi i64 [ %211, %203 ], [ 0, %149 ]
  %205 = phi i32 [ %210, %203 ], [ 1, %149 ]
    #dbg_value(i64 %204, !202, !DIExpression(), !369)
    #dbg_value(i32 %205, !198, !DIExpression(), !332)
  %206 = shl i64 %204, 2, !dbg !370
  %207 = call ptr @llvm.load.relative.i64(ptr @ops2.rel, i64 %206), !dbg !370
  %208 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %20, ptr noundef nonnull dereferenceable(1) %207, i64 noundef 2) #10, !dbg !373
  %209 = icmp eq i32 %208, 0, !dbg !373
  %210 = select i1 %209, i32 2, i32 %205, !dbg !374
    #dbg_value(i32 %210, !198, !DIExpression(), !332)
  %211 = add nuw nsw i64 %204, 1, !dbg !375
    #dbg_value(i64 %211, !202, !DIExpression(), !369)
  %212 = icmp eq i64 %211, 19, !dbg !376
  br i1 %212, label %213, label %203, !dbg !377, !llvm.loop !378

213:                                              ; preds = %203, %149
  %214 = phi i32 [ 3, %149 ], [ %210, %203 ], !dbg !380
    #dbg_value(i32 %214, !198, !DIExpression(), !332)
  %215 = zext nneg i32 %214 to i64, !dbg !381
  %216 = getelementptr inbounds i8, ptr %20, i64 %215, !dbg !381
    #dbg_value(ptr %216, !185, !DIExpression(), !209)
    #dbg_value(i32 6, !188, !DIExpression(), !283)
  br label %217

217:                                              ; preds = %141, %131, %178, %213, %198
  %218 = phi ptr [ %174, %178 ], [ %200, %198 ], [ %216, %213 ], [ %105, %131 ], [ %105, %141 ], !dbg !209
  %219 = phi i64 [ %179, %178 ], [ %202, %198 ], [ 6, %213 ], [ 1, %141 ], [ 0, %131 ], !dbg !382
    #dbg_value(ptr %218, !185, !DIExpression(), !209)
    #dbg_value(i64 %219, !188, !DIExpression(), !283)
  %220 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 %219, !dbg !383
  %221 = load i32, ptr %220, align 4, !dbg !384, !tbaa !227
  %222 = add nsw i32 %221, 1, !dbg !384
  store i32 %222, ptr %220, align 4, !dbg !384, !tbaa !227
  %223 = icmp slt i32 %5, 24, !dbg !385
  br i1 %223, label %229, label %224, !dbg !387

224:                                              ; preds = %217
  %225 = ptrtoint ptr %218 to i64, !dbg !388
  %226 = ptrtoint ptr %20 to i64, !dbg !388
  %227 = sub i64 %225, %226, !dbg !388
  %228 = trunc i64 %227 to i32, !dbg !389
  br label %238, !dbg !387

229:                                              ; preds = %217
  %230 = shl i64 %219, 2, !dbg !390
  %231 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %230), !dbg !390
  %232 = ptrtoint ptr %218 to i64, !dbg !392
  %233 = ptrtoint ptr %20 to i64, !dbg !392
  %234 = sub i64 %232, %233, !dbg !392
  %235 = trunc i64 %234 to i32, !dbg !393
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %12, i32 noundef %15, ptr noundef %231, i32 noundef %235, ptr noundef nonnull %20), !dbg !394
  %237 = add nsw i32 %5, 1, !dbg !395
    #dbg_value(i32 %237, !182, !DIExpression(), !209)
  br label %238, !dbg !396

238:                                              ; preds = %224, %229
  %239 = phi i32 [ %228, %224 ], [ %235, %229 ], !dbg !389
  %240 = phi i32 [ %5, %224 ], [ %237, %229 ], !dbg !209
    #dbg_value(i32 %240, !182, !DIExpression(), !209)
  %241 = add nsw i32 %15, %239, !dbg !397
    #dbg_value(i32 %241, !181, !DIExpression(), !209)
  br label %4, !dbg !218, !llvm.loop !251
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !398 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !404 i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !411 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !415 i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !419 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!166, !167, !168, !169, !170, !171, !172}
!llvm.ident = !{!173}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/c_lexer_tokens.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bd92fba7223a58b0c48ac7cd626e2b7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !11, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !11, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !11, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 3248, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 406)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "kw", scope: !44, file: !2, line: 20, type: !163, isLocal: true, isDefinition: true)
!44 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !45, retainedTypes: !72, globals: !79, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46, !62}
!46 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !47, line: 46, baseType: !48, size: 32, elements: !49)
!47 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{!50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61}
!50 = !DIEnumerator(name: "_ISupper", value: 256)
!51 = !DIEnumerator(name: "_ISlower", value: 512)
!52 = !DIEnumerator(name: "_ISalpha", value: 1024)
!53 = !DIEnumerator(name: "_ISdigit", value: 2048)
!54 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!55 = !DIEnumerator(name: "_ISspace", value: 8192)
!56 = !DIEnumerator(name: "_ISprint", value: 16384)
!57 = !DIEnumerator(name: "_ISgraph", value: 32768)
!58 = !DIEnumerator(name: "_ISblank", value: 1)
!59 = !DIEnumerator(name: "_IScntrl", value: 2)
!60 = !DIEnumerator(name: "_ISpunct", value: 4)
!61 = !DIEnumerator(name: "_ISalnum", value: 8)
!62 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 23, baseType: !48, size: 32, elements: !63)
!63 = !{!64, !65, !66, !67, !68, !69, !70, !71}
!64 = !DIEnumerator(name: "T_KW", value: 0)
!65 = !DIEnumerator(name: "T_ID", value: 1)
!66 = !DIEnumerator(name: "T_INT", value: 2)
!67 = !DIEnumerator(name: "T_FLT", value: 3)
!68 = !DIEnumerator(name: "T_STR", value: 4)
!69 = !DIEnumerator(name: "T_CHR", value: 5)
!70 = !DIEnumerator(name: "T_OP", value: 6)
!71 = !DIEnumerator(name: "NKINDS", value: 7)
!72 = !{!73, !74, !75, !76}
!73 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!74 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!75 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !77, line: 18, baseType: !78)
!77 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !{!0, !7, !9, !14, !16, !18, !20, !22, !27, !32, !37, !80, !84, !89, !91, !93, !95, !97, !99, !101, !103, !108, !42, !113, !115, !117, !119, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !146, !148, !150, !152, !154, !156, !158, !160}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "src", scope: !44, file: !2, line: 11, type: !82, isLocal: true, isDefinition: true)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 5)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !29, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !11, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !86, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !29, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !29, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !29, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 9)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 6)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !11, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !11, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !11, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "ops3", scope: !44, file: !2, line: 21, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 192, elements: !5)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "ops2", scope: !44, file: !2, line: 22, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 1216, elements: !35)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 704, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 11)
!166 = !{i32 7, !"Dwarf Version", i32 5}
!167 = !{i32 2, !"Debug Info Version", i32 3}
!168 = !{i32 1, !"wchar_size", i32 4}
!169 = !{i32 8, !"PIC Level", i32 2}
!170 = !{i32 7, !"PIE Level", i32 2}
!171 = !{i32 7, !"uwtable", i32 2}
!172 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!173 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!174 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !175, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!73}
!177 = !{!178, !180, !181, !182, !183, !185, !186, !188, !189, !194, !195, !198, !200, !202, !205, !206}
!178 = !DILocalVariable(name: "counts", scope: !174, file: !2, line: 32, type: !179)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 224, elements: !30)
!180 = !DILocalVariable(name: "line", scope: !174, file: !2, line: 32, type: !73)
!181 = !DILocalVariable(name: "col", scope: !174, file: !2, line: 32, type: !73)
!182 = !DILocalVariable(name: "shown", scope: !174, file: !2, line: 32, type: !73)
!183 = !DILocalVariable(name: "names", scope: !174, file: !2, line: 33, type: !184)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 448, elements: !30)
!185 = !DILocalVariable(name: "p", scope: !174, file: !2, line: 34, type: !82)
!186 = !DILocalVariable(name: "start", scope: !187, file: !2, line: 40, type: !82)
!187 = distinct !DILexicalBlock(scope: !174, file: !2, line: 35, column: 16)
!188 = !DILocalVariable(name: "kind", scope: !187, file: !2, line: 40, type: !73)
!189 = !DILocalVariable(name: "e1", scope: !190, file: !2, line: 43, type: !193)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 42, column: 93)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 42, column: 18)
!192 = distinct !DILexicalBlock(scope: !187, file: !2, line: 41, column: 13)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!194 = !DILocalVariable(name: "e2", scope: !190, file: !2, line: 43, type: !193)
!195 = !DILocalVariable(name: "q", scope: !196, file: !2, line: 47, type: !4)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 47, column: 45)
!197 = distinct !DILexicalBlock(scope: !191, file: !2, line: 47, column: 20)
!198 = !DILocalVariable(name: "len", scope: !199, file: !2, line: 49, type: !73)
!199 = distinct !DILexicalBlock(scope: !197, file: !2, line: 48, column: 14)
!200 = !DILocalVariable(name: "i", scope: !201, file: !2, line: 50, type: !73)
!201 = distinct !DILexicalBlock(scope: !199, file: !2, line: 50, column: 13)
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 51, type: !76)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 51, column: 27)
!204 = distinct !DILexicalBlock(scope: !199, file: !2, line: 51, column: 17)
!205 = !DILocalVariable(name: "total", scope: !174, file: !2, line: 58, type: !73)
!206 = !DILocalVariable(name: "k", scope: !207, file: !2, line: 59, type: !73)
!207 = distinct !DILexicalBlock(scope: !174, file: !2, line: 59, column: 5)
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 0, scope: !174)
!210 = distinct !DIAssignID()
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 0, scope: !190)
!213 = distinct !DIAssignID()
!214 = !DILocation(line: 32, column: 5, scope: !174)
!215 = !DILocation(line: 32, column: 9, scope: !174)
!216 = distinct !DIAssignID()
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 35, column: 5, scope: !174)
!219 = !DILocation(line: 35, column: 12, scope: !174)
!220 = !{!221, !221, i64 0}
!221 = !{!"omnipotent char", !222, i64 0}
!222 = !{!"Simple C/C++ TBAA"}
!223 = !DILocation(line: 0, scope: !207)
!224 = !DILocation(line: 59, column: 67, scope: !225)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 59, column: 38)
!226 = distinct !DILexicalBlock(scope: !207, file: !2, line: 59, column: 5)
!227 = !{!228, !228, i64 0}
!228 = !{!"int", !221, i64 0}
!229 = !DILocation(line: 59, column: 40, scope: !225)
!230 = !DILocation(line: 59, column: 85, scope: !225)
!231 = !DILocation(line: 60, column: 5, scope: !174)
!232 = !DILocation(line: 61, column: 18, scope: !174)
!233 = !DILocation(line: 62, column: 1, scope: !174)
!234 = !DILocation(line: 61, column: 5, scope: !174)
!235 = !DILocation(line: 36, column: 31, scope: !236)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 36, column: 25)
!237 = distinct !DILexicalBlock(scope: !187, file: !2, line: 36, column: 13)
!238 = !DILocation(line: 36, column: 45, scope: !236)
!239 = !DILocation(line: 36, column: 49, scope: !236)
!240 = !DILocation(line: 37, column: 13, scope: !241)
!241 = distinct !DILexicalBlock(scope: !187, file: !2, line: 37, column: 13)
!242 = !{!243, !243, i64 0}
!243 = !{!"any pointer", !221, i64 0}
!244 = !{!245, !245, i64 0}
!245 = !{!"short", !221, i64 0}
!246 = !DILocation(line: 37, column: 13, scope: !187)
!247 = !DILocation(line: 37, column: 44, scope: !248)
!248 = distinct !DILexicalBlock(scope: !241, file: !2, line: 37, column: 41)
!249 = !DILocation(line: 37, column: 51, scope: !248)
!250 = !DILocation(line: 37, column: 55, scope: !248)
!251 = distinct !{!251, !218, !252, !253}
!252 = !DILocation(line: 57, column: 5, scope: !174)
!253 = !{!"llvm.loop.mustprogress"}
!254 = !DILocation(line: 38, column: 18, scope: !255)
!255 = distinct !DILexicalBlock(scope: !187, file: !2, line: 38, column: 13)
!256 = !DILocation(line: 38, column: 25, scope: !255)
!257 = !DILocation(line: 38, column: 28, scope: !255)
!258 = !DILocation(line: 38, column: 13, scope: !187)
!259 = !DILocation(line: 38, column: 50, scope: !260)
!260 = distinct !DILexicalBlock(scope: !255, file: !2, line: 38, column: 41)
!261 = !DILocation(line: 38, column: 53, scope: !260)
!262 = !DILocation(line: 38, column: 69, scope: !260)
!263 = !DILocation(line: 38, column: 43, scope: !260)
!264 = distinct !{!264, !263, !262, !253}
!265 = !DILocation(line: 39, column: 45, scope: !266)
!266 = distinct !DILexicalBlock(scope: !267, file: !2, line: 39, column: 41)
!267 = distinct !DILexicalBlock(scope: !187, file: !2, line: 39, column: 13)
!268 = !DILocation(line: 39, column: 51, scope: !266)
!269 = !DILocation(line: 39, scope: !266)
!270 = !DILocation(line: 39, column: 58, scope: !266)
!271 = !DILocation(line: 39, column: 61, scope: !266)
!272 = !DILocation(line: 39, column: 81, scope: !266)
!273 = !DILocation(line: 39, column: 86, scope: !266)
!274 = !DILocation(line: 39, column: 104, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 39, column: 101)
!276 = distinct !DILexicalBlock(scope: !266, file: !2, line: 39, column: 95)
!277 = !DILocation(line: 39, column: 101, scope: !276)
!278 = !DILocation(line: 39, column: 135, scope: !276)
!279 = distinct !{!279, !268, !280, !253}
!280 = !DILocation(line: 39, column: 139, scope: !266)
!281 = !DILocation(line: 39, column: 143, scope: !266)
!282 = !DILocation(line: 39, column: 149, scope: !266)
!283 = !DILocation(line: 0, scope: !187)
!284 = !DILocation(line: 41, column: 13, scope: !192)
!285 = !DILocation(line: 41, column: 40, scope: !192)
!286 = !DILocation(line: 41, column: 63, scope: !287)
!287 = distinct !DILexicalBlock(scope: !192, file: !2, line: 41, column: 54)
!288 = !DILocation(line: 41, column: 90, scope: !287)
!289 = !DILocation(line: 41, column: 105, scope: !287)
!290 = distinct !{!290, !291, !289, !253}
!291 = !DILocation(line: 41, column: 56, scope: !287)
!292 = !DILocation(line: 41, column: 137, scope: !287)
!293 = !DILocalVariable(name: "s", arg: 1, scope: !294, file: !2, line: 25, type: !82)
!294 = distinct !DISubprogram(name: "is_kw", scope: !2, file: !2, line: 25, type: !295, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!73, !82, !73}
!297 = !{!293, !298, !299, !300, !301, !303}
!298 = !DILocalVariable(name: "n", arg: 2, scope: !294, file: !2, line: 25, type: !73)
!299 = !DILocalVariable(name: "lo", scope: !294, file: !2, line: 26, type: !73)
!300 = !DILocalVariable(name: "hi", scope: !294, file: !2, line: 26, type: !73)
!301 = !DILocalVariable(name: "mid", scope: !302, file: !2, line: 27, type: !73)
!302 = distinct !DILexicalBlock(scope: !294, file: !2, line: 27, column: 22)
!303 = !DILocalVariable(name: "c", scope: !302, file: !2, line: 27, type: !73)
!304 = !DILocation(line: 0, scope: !294, inlinedAt: !305)
!305 = distinct !DILocation(line: 41, column: 116, scope: !287)
!306 = !DILocation(line: 27, column: 5, scope: !294, inlinedAt: !305)
!307 = !DILocation(line: 27, column: 38, scope: !302, inlinedAt: !305)
!308 = !DILocation(line: 27, column: 44, scope: !302, inlinedAt: !305)
!309 = !DILocation(line: 0, scope: !302, inlinedAt: !305)
!310 = !DILocation(line: 27, column: 65, scope: !302, inlinedAt: !305)
!311 = !DILocation(line: 27, column: 57, scope: !302, inlinedAt: !305)
!312 = !DILocation(line: 27, column: 95, scope: !313, inlinedAt: !305)
!313 = distinct !DILexicalBlock(scope: !302, file: !2, line: 27, column: 93)
!314 = !DILocation(line: 27, column: 100, scope: !313, inlinedAt: !305)
!315 = !DILocation(line: 27, column: 103, scope: !313, inlinedAt: !305)
!316 = !DILocation(line: 27, column: 114, scope: !313, inlinedAt: !305)
!317 = !DILocation(line: 27, column: 93, scope: !302, inlinedAt: !305)
!318 = !DILocation(line: 27, column: 136, scope: !319, inlinedAt: !305)
!319 = distinct !DILexicalBlock(scope: !302, file: !2, line: 27, column: 134)
!320 = !DILocation(line: 27, column: 140, scope: !319, inlinedAt: !305)
!321 = !DILocation(line: 27, column: 181, scope: !319, inlinedAt: !305)
!322 = !DILocation(line: 27, column: 172, scope: !319, inlinedAt: !305)
!323 = !DILocation(line: 27, column: 200, scope: !319, inlinedAt: !305)
!324 = !DILocation(line: 26, column: 17, scope: !294, inlinedAt: !305)
!325 = !DILocation(line: 27, column: 15, scope: !294, inlinedAt: !305)
!326 = distinct !{!326, !306, !327, !253}
!327 = !DILocation(line: 27, column: 205, scope: !294, inlinedAt: !305)
!328 = !DILocation(line: 42, column: 18, scope: !191)
!329 = !DILocation(line: 42, column: 45, scope: !191)
!330 = !DILocation(line: 42, column: 59, scope: !191)
!331 = !DILocation(line: 0, scope: !201)
!332 = !DILocation(line: 0, scope: !199)
!333 = !DILocation(line: 50, column: 46, scope: !334)
!334 = distinct !DILexicalBlock(scope: !335, file: !2, line: 50, column: 45)
!335 = distinct !DILexicalBlock(scope: !201, file: !2, line: 50, column: 13)
!336 = !DILocation(line: 50, column: 45, scope: !335)
!337 = !DILocation(line: 51, column: 17, scope: !199)
!338 = !DILocation(line: 42, column: 62, scope: !191)
!339 = !DILocation(line: 42, column: 18, scope: !192)
!340 = !DILocation(line: 43, column: 13, scope: !190)
!341 = !DILocation(line: 44, column: 13, scope: !190)
!342 = !DILocation(line: 44, column: 37, scope: !190)
!343 = !DILocation(line: 45, column: 17, scope: !344)
!344 = distinct !DILexicalBlock(scope: !190, file: !2, line: 45, column: 17)
!345 = !DILocation(line: 45, column: 22, scope: !344)
!346 = !DILocation(line: 45, column: 20, scope: !344)
!347 = !DILocation(line: 46, column: 13, scope: !190)
!348 = !DILocation(line: 46, column: 20, scope: !190)
!349 = !DILocation(line: 46, column: 30, scope: !190)
!350 = !DILocation(line: 46, column: 71, scope: !190)
!351 = distinct !{!351, !347, !350, !253}
!352 = !DILocation(line: 47, column: 9, scope: !191)
!353 = !DILocation(line: 47, column: 9, scope: !190)
!354 = !DILocation(line: 0, scope: !196)
!355 = !DILocation(line: 47, scope: !196)
!356 = !DILocation(line: 47, column: 69, scope: !196)
!357 = !DILocation(line: 47, column: 72, scope: !196)
!358 = !DILocation(line: 47, column: 93, scope: !359)
!359 = distinct !DILexicalBlock(scope: !360, file: !2, line: 47, column: 90)
!360 = distinct !DILexicalBlock(scope: !196, file: !2, line: 47, column: 84)
!361 = !DILocation(line: 47, column: 90, scope: !360)
!362 = distinct !{!362, !363, !364, !253}
!363 = !DILocation(line: 47, column: 62, scope: !196)
!364 = !DILocation(line: 47, column: 112, scope: !196)
!365 = !DILocation(line: 47, column: 115, scope: !196)
!366 = !DILocation(line: 47, column: 128, scope: !196)
!367 = !DILocation(line: 47, column: 126, scope: !196)
!368 = !DILocation(line: 47, column: 152, scope: !196)
!369 = !DILocation(line: 0, scope: !203)
!370 = !DILocation(line: 51, column: 101, scope: !371)
!371 = distinct !DILexicalBlock(scope: !372, file: !2, line: 51, column: 89)
!372 = distinct !DILexicalBlock(scope: !203, file: !2, line: 51, column: 27)
!373 = !DILocation(line: 51, column: 90, scope: !371)
!374 = !DILocation(line: 51, column: 89, scope: !372)
!375 = !DILocation(line: 51, column: 81, scope: !372)
!376 = !DILocation(line: 51, column: 48, scope: !372)
!377 = !DILocation(line: 51, column: 27, scope: !203)
!378 = distinct !{!378, !377, !379, !253}
!379 = !DILocation(line: 51, column: 120, scope: !203)
!380 = !DILocation(line: 49, column: 17, scope: !199)
!381 = !DILocation(line: 52, column: 15, scope: !199)
!382 = !DILocation(line: 0, scope: !192)
!383 = !DILocation(line: 54, column: 9, scope: !187)
!384 = !DILocation(line: 54, column: 21, scope: !187)
!385 = !DILocation(line: 55, column: 19, scope: !386)
!386 = distinct !DILexicalBlock(scope: !187, file: !2, line: 55, column: 13)
!387 = !DILocation(line: 55, column: 13, scope: !187)
!388 = !DILocation(line: 56, column: 24, scope: !187)
!389 = !DILocation(line: 56, column: 16, scope: !187)
!390 = !DILocation(line: 55, column: 66, scope: !391)
!391 = distinct !DILexicalBlock(scope: !386, file: !2, line: 55, column: 25)
!392 = !DILocation(line: 55, column: 87, scope: !391)
!393 = !DILocation(line: 55, column: 79, scope: !391)
!394 = !DILocation(line: 55, column: 27, scope: !391)
!395 = !DILocation(line: 55, column: 110, scope: !391)
!396 = !DILocation(line: 55, column: 114, scope: !391)
!397 = !DILocation(line: 56, column: 13, scope: !187)
!398 = !DISubprogram(name: "__ctype_b_loc", scope: !47, file: !47, line: 79, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{!401}
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !403, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!404 = !DISubprogram(name: "strtoul", scope: !405, file: !405, line: 181, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!406 = !DISubroutineType(types: !407)
!407 = !{!78, !408, !409, !73}
!408 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!409 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !410)
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!411 = !DISubprogram(name: "strtod", scope: !405, file: !405, line: 118, type: !412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!414, !408, !409}
!414 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!415 = !DISubprogram(name: "strncmp", scope: !416, file: !416, line: 159, type: !417, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!417 = !DISubroutineType(types: !418)
!418 = !{!73, !82, !82, !76}
!419 = !DISubprogram(name: "printf", scope: !420, file: !420, line: 356, type: !421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!421 = !DISubroutineType(types: !422)
!422 = !{!73, !408, null}
