; ModuleID = 'programs/utf8_processing.c'
source_filename = "programs/utf8_processing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"roundtrip bad=%d sum=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [2 x i8] c"\C3\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"\80\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [3 x i8] c"\E2\82\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1, !dbg !33
@__const.main.invalid = private unnamed_addr constant [8 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 16
@.str.9 = private unnamed_addr constant [19 x i8] c"invalid[%d] -> %d\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [34 x i8] c"Gr\C3\BC\C3\9F Gott! \E2\82\AC 100, \F0\9F\98\80 \E6\97\A5\E6\9C\AC\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [8 x i8] c"U+%04X \00", align 1, !dbg !45
@.str.13 = private unnamed_addr constant [45 x i8] c"\0Acodepoints=%d bytes=%zu widths=%d,%d,%d,%d\0A\00", align 1, !dbg !50
@dec.minv = internal unnamed_addr constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 16, !dbg !55
@str = private unnamed_addr constant [6 x i8] c"error\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !108 {
  %1 = alloca i8, align 1, !DIAssignID !144
    #dbg_assign(i1 undef, !112, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !144, ptr %1, !DIExpression(), !145)
  %2 = alloca i8, align 1, !DIAssignID !146
    #dbg_assign(i1 undef, !112, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !146, ptr %2, !DIExpression(), !145)
  %3 = alloca i8, align 1, !DIAssignID !147
    #dbg_assign(i1 undef, !112, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !147, ptr %3, !DIExpression(), !145)
    #dbg_assign(i1 undef, !112, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !148, ptr undef, !DIExpression(), !145)
  %4 = alloca [5 x i32], align 16, !DIAssignID !149
    #dbg_assign(i1 undef, !139, !DIExpression(), !149, ptr %4, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1), !dbg !150
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2), !dbg !150
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3), !dbg !150
    #dbg_value(i32 undef, !121, !DIExpression(), !151)
    #dbg_value(i16 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !151)
    #dbg_value(i32 0, !114, !DIExpression(), !145)
    #dbg_value(i64 0, !115, !DIExpression(), !145)
    #dbg_value(i32 0, !116, !DIExpression(), !152)
  br label %7, !dbg !153

5:                                                ; preds = %135
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %138, i64 noundef %137), !dbg !154
    #dbg_assign(i1 undef, !126, !DIExpression(), !155, ptr @__const.main.invalid, !DIExpression(), !145)
    #dbg_value(i32 0, !130, !DIExpression(), !156)
  br label %144, !dbg !157

7:                                                ; preds = %0, %135
  %8 = phi i32 [ 0, %0 ], [ %138, %135 ]
  %9 = phi i64 [ 0, %0 ], [ %137, %135 ]
  %10 = phi i32 [ 0, %0 ], [ %141, %135 ]
  %11 = phi i32 [ undef, %0 ], [ %136, %135 ]
    #dbg_value(i32 %8, !114, !DIExpression(), !145)
    #dbg_value(i64 %9, !115, !DIExpression(), !145)
    #dbg_value(i32 %10, !116, !DIExpression(), !152)
    #dbg_value(i32 %11, !121, !DIExpression(), !151)
    #dbg_value(i16 poison, !123, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !151)
  %12 = and i32 %10, 2095104, !dbg !158
  %13 = icmp eq i32 %12, 55296, !dbg !158
  br i1 %13, label %135, label %14, !dbg !158

14:                                               ; preds = %7
    #dbg_value(i32 %10, !160, !DIExpression(), !167)
    #dbg_value(ptr undef, !166, !DIExpression(), !167)
  %15 = icmp ult i32 %10, 128, !dbg !169
  br i1 %15, label %124, label %16, !dbg !171

16:                                               ; preds = %14
  %17 = icmp ult i32 %10, 2048, !dbg !172
  br i1 %17, label %18, label %21, !dbg !174

18:                                               ; preds = %16
  %19 = lshr i32 %10, 6, !dbg !175
  %20 = or disjoint i32 %19, 192, !dbg !177
    #dbg_assign(i32 %19, !112, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551552, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !178, ptr undef, !DIExpression(), !145)
    #dbg_assign(i8 %47, !112, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !179, ptr undef, !DIExpression(), !145)
  br label %41, !dbg !180

21:                                               ; preds = %16
  %22 = icmp ult i32 %10, 65536, !dbg !181
  br i1 %22, label %23, label %30, !dbg !183

23:                                               ; preds = %21
  %24 = lshr i32 %10, 12, !dbg !184
  %25 = or disjoint i32 %24, 224, !dbg !186
    #dbg_assign(i32 %24, !112, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551584, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !178, ptr undef, !DIExpression(), !145)
  %26 = lshr i32 %10, 6, !dbg !187
  %27 = trunc i32 %26 to i8, !dbg !188
  %28 = and i8 %27, 63, !dbg !188
  %29 = or disjoint i8 %28, -128, !dbg !188
  store i8 %29, ptr %1, align 1, !dbg !189, !tbaa !190, !DIAssignID !193
    #dbg_assign(i8 %29, !112, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !193, ptr %1, !DIExpression(), !145)
    #dbg_assign(i8 %47, !112, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !179, ptr undef, !DIExpression(), !145)
  br label %41, !dbg !194

30:                                               ; preds = %21
  %31 = lshr i32 %10, 18, !dbg !195
  %32 = or i32 %31, 240, !dbg !196
    #dbg_assign(i32 %31, !112, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551600, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !178, ptr undef, !DIExpression(), !145)
  %33 = lshr i32 %10, 12, !dbg !197
  %34 = trunc i32 %33 to i8, !dbg !198
  %35 = and i8 %34, 63, !dbg !198
  %36 = or disjoint i8 %35, -128, !dbg !198
  store i8 %36, ptr %1, align 1, !dbg !199, !tbaa !190, !DIAssignID !200
    #dbg_assign(i8 %36, !112, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !200, ptr %1, !DIExpression(), !145)
  %37 = lshr i32 %10, 6, !dbg !201
  %38 = trunc i32 %37 to i8, !dbg !202
  %39 = and i8 %38, 63, !dbg !202
  %40 = or disjoint i8 %39, -128, !dbg !202
  store i8 %40, ptr %2, align 1, !dbg !203, !tbaa !190, !DIAssignID !204
    #dbg_assign(i8 %40, !112, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !204, ptr %2, !DIExpression(), !145)
    #dbg_assign(i8 %47, !112, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !179, ptr undef, !DIExpression(), !145)
  br label %41, !dbg !205

41:                                               ; preds = %30, %23, %18
  %42 = phi ptr [ %3, %30 ], [ %2, %23 ], [ %1, %18 ]
  %43 = phi i32 [ %32, %30 ], [ %25, %23 ], [ %20, %18 ]
  %44 = phi i32 [ 4, %30 ], [ 3, %23 ], [ 2, %18 ]
  %45 = trunc i32 %10 to i8, !dbg !167
  %46 = and i8 %45, 63, !dbg !167
  %47 = or disjoint i8 %46, -128, !dbg !167
  store i8 %47, ptr %42, align 1, !dbg !167, !tbaa !190, !DIAssignID !179
    #dbg_value(i32 %44, !118, !DIExpression(), !151)
    #dbg_value(ptr undef, !90, !DIExpression(), !206)
    #dbg_value(i32 %44, !91, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !206)
    #dbg_value(ptr undef, !92, !DIExpression(), !206)
    #dbg_value(i8 poison, !93, !DIExpression(), !206)
  %48 = and i32 %43, 255, !dbg !208
  %49 = and i32 %43, 224, !dbg !210
  %50 = icmp eq i32 %49, 192, !dbg !211
  br i1 %50, label %61, label %51, !dbg !212

51:                                               ; preds = %41
  %52 = and i32 %43, 240, !dbg !213
  %53 = icmp eq i32 %52, 224, !dbg !214
  br i1 %53, label %57, label %54, !dbg !215

54:                                               ; preds = %51
  %55 = and i32 %43, 248, !dbg !216
  %56 = icmp eq i32 %55, 240, !dbg !217
  br i1 %56, label %57, label %108, !dbg !218

57:                                               ; preds = %54, %51
  %58 = phi i32 [ 3, %51 ], [ 4, %54 ]
    #dbg_value(i32 %58, !94, !DIExpression(), !206)
  %59 = zext nneg i32 %58 to i64, !dbg !219
  %60 = icmp ugt i32 %58, %44, !dbg !221
  br i1 %60, label %108, label %61, !dbg !222

61:                                               ; preds = %41, %57
  %62 = phi i64 [ %59, %57 ], [ 2, %41 ]
  %63 = phi i32 [ %58, %57 ], [ 2, %41 ]
  %64 = lshr i32 127, %63, !dbg !223
  %65 = and i32 %64, %48, !dbg !224
    #dbg_value(i32 %65, !95, !DIExpression(), !206)
    #dbg_value(i32 1, !96, !DIExpression(), !225)
    #dbg_value(i64 1, !96, !DIExpression(), !225)
    #dbg_value(i32 %65, !95, !DIExpression(), !206)
  %66 = load i8, ptr %1, align 1, !dbg !226, !tbaa !190
  %67 = zext i8 %66 to i32, !dbg !226
  %68 = and i32 %67, 192, !dbg !230
  %69 = icmp eq i32 %68, 128, !dbg !231
  br i1 %69, label %70, label %108, !dbg !232

70:                                               ; preds = %61
  %71 = shl nuw nsw i32 %65, 6, !dbg !233
  %72 = and i32 %67, 63, !dbg !234
  %73 = or disjoint i32 %72, %71, !dbg !235
    #dbg_value(!DIArgList(i32 %72, i32 %71), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !206)
    #dbg_value(i64 2, !96, !DIExpression(), !225)
  %74 = icmp eq i64 %62, 2, !dbg !236
  br i1 %74, label %94, label %75, !dbg !237, !llvm.loop !238

75:                                               ; preds = %70
    #dbg_value(i64 2, !96, !DIExpression(), !225)
    #dbg_value(i32 %73, !95, !DIExpression(), !206)
  %76 = load i8, ptr %2, align 1, !dbg !226, !tbaa !190
  %77 = zext i8 %76 to i32, !dbg !226
  %78 = and i32 %77, 192, !dbg !230
  %79 = icmp eq i32 %78, 128, !dbg !231
  br i1 %79, label %80, label %108, !dbg !232

80:                                               ; preds = %75
  %81 = shl nuw nsw i32 %73, 6, !dbg !233
  %82 = and i32 %77, 63, !dbg !234
  %83 = or disjoint i32 %82, %81, !dbg !235
    #dbg_value(!DIArgList(i32 %82, i32 %81), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !206)
    #dbg_value(i64 3, !96, !DIExpression(), !225)
  %84 = icmp eq i64 %62, 3, !dbg !236
  br i1 %84, label %94, label %85, !dbg !237, !llvm.loop !238

85:                                               ; preds = %80
    #dbg_value(i64 3, !96, !DIExpression(), !225)
    #dbg_value(i32 %83, !95, !DIExpression(), !206)
  %86 = load i8, ptr %3, align 1, !dbg !226, !tbaa !190
  %87 = zext i8 %86 to i32, !dbg !226
  %88 = and i32 %87, 192, !dbg !230
  %89 = icmp eq i32 %88, 128, !dbg !231
  br i1 %89, label %90, label %108, !dbg !232

90:                                               ; preds = %85
  %91 = shl nuw nsw i32 %83, 6, !dbg !233
  %92 = and i32 %87, 63, !dbg !234
  %93 = or disjoint i32 %92, %91, !dbg !235
    #dbg_value(!DIArgList(i32 %92, i32 %91), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !206)
    #dbg_value(i64 4, !96, !DIExpression(), !225)
  br label %94

94:                                               ; preds = %90, %80, %70
  %95 = phi i32 [ %71, %70 ], [ %81, %80 ], [ %91, %90 ], !dbg !233
  %96 = phi i32 [ %73, %70 ], [ %83, %80 ], [ %93, %90 ], !dbg !235
  %97 = phi i32 [ %65, %70 ], [ %73, %80 ], [ %83, %90 ]
  %98 = getelementptr inbounds [5 x i32], ptr @dec.minv, i64 0, i64 %62, !dbg !241
  %99 = load i32, ptr %98, align 4, !dbg !241, !tbaa !243
  %100 = icmp ult i32 %96, %99, !dbg !245
  %101 = icmp ugt i32 %95, 1114111
  %102 = or i1 %101, %100, !dbg !246
  %103 = and i32 %97, 32736
  %104 = icmp eq i32 %103, 864
  %105 = or i1 %104, %102, !dbg !246
  %106 = select i1 %105, i32 %11, i32 %96, !dbg !246
  %107 = select i1 %105, i32 -1, i32 %63, !dbg !246
  br label %108, !dbg !246

108:                                              ; preds = %61, %75, %85, %94, %54, %57
  %109 = phi i32 [ %11, %57 ], [ %11, %54 ], [ %106, %94 ], [ %11, %85 ], [ %11, %75 ], [ %11, %61 ]
  %110 = phi i32 [ -1, %57 ], [ -1, %54 ], [ %107, %94 ], [ -1, %85 ], [ -1, %75 ], [ -1, %61 ], !dbg !206
    #dbg_value(i32 %109, !121, !DIExpression(), !151)
    #dbg_value(i32 %110, !122, !DIExpression(), !151)
  %111 = icmp ne i32 %110, %44, !dbg !247
  %112 = icmp ne i32 %109, %10
  %113 = select i1 %111, i1 true, i1 %112, !dbg !249
  %114 = zext i1 %113 to i32, !dbg !249
  %115 = add nsw i32 %8, %114, !dbg !249
    #dbg_value(i32 %115, !114, !DIExpression(), !145)
    #dbg_value(i32 %10, !250, !DIExpression(), !257)
    #dbg_value(ptr undef, !256, !DIExpression(), !257)
  %116 = icmp ult i32 %10, 65536, !dbg !259
  br i1 %116, label %124, label %117, !dbg !261

117:                                              ; preds = %108
  %118 = add nuw nsw i32 %10, 16711680, !dbg !262
    #dbg_value(i32 %10, !250, !DIExpression(DW_OP_constu, 65536, DW_OP_minus, DW_OP_stack_value), !257)
  %119 = lshr i32 %118, 10, !dbg !263
  %120 = or i32 %119, 55296, !dbg !264
  %121 = and i32 %10, 1023, !dbg !265
  %122 = or disjoint i32 %121, 56320, !dbg !265
  %123 = zext nneg i32 %122 to i64, !dbg !265
    #dbg_value(i32 %119, !123, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 18446744073709541376, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !151)
    #dbg_value(i32 2, !125, !DIExpression(), !151)
    #dbg_value(i64 %123, !123, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !151)
  br label %124, !dbg !266

124:                                              ; preds = %14, %108, %117
  %125 = phi i32 [ %120, %117 ], [ %10, %108 ], [ %10, %14 ]
  %126 = phi i32 [ %44, %117 ], [ %44, %108 ], [ 1, %14 ]
  %127 = phi i32 [ %109, %117 ], [ %109, %108 ], [ %10, %14 ]
  %128 = phi i32 [ %115, %117 ], [ %115, %108 ], [ %8, %14 ]
  %129 = phi i64 [ %123, %117 ], [ 0, %108 ], [ 0, %14 ], !dbg !266
  %130 = zext i32 %126 to i64
  %131 = zext nneg i32 %125 to i64, !dbg !267
  %132 = add i64 %9, %131, !dbg !268
  %133 = add i64 %132, %130, !dbg !269
  %134 = add i64 %133, %129, !dbg !270
    #dbg_value(i64 %134, !115, !DIExpression(), !145)
  br label %135, !dbg !271

135:                                              ; preds = %7, %124
  %136 = phi i32 [ %11, %7 ], [ %127, %124 ]
  %137 = phi i64 [ %9, %7 ], [ %134, %124 ], !dbg !145
  %138 = phi i32 [ %8, %7 ], [ %128, %124 ], !dbg !145
    #dbg_value(i32 %136, !121, !DIExpression(), !151)
    #dbg_value(i16 poison, !123, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !151)
    #dbg_value(i32 %138, !114, !DIExpression(), !145)
    #dbg_value(i64 %137, !115, !DIExpression(), !145)
  %139 = icmp ult i32 %10, 12288, !dbg !272
  %140 = select i1 %139, i32 1, i32 97, !dbg !273
  %141 = add nuw nsw i32 %140, %10, !dbg !274
    #dbg_value(i32 %141, !116, !DIExpression(), !152)
  %142 = icmp ult i32 %141, 1114112, !dbg !275
  br i1 %142, label %7, label %5, !dbg !153, !llvm.loop !276

143:                                              ; preds = %213
    #dbg_value(ptr @.str.10, !135, !DIExpression(), !145)
    #dbg_value(ptr @.str.10, !136, !DIExpression(), !145)
    #dbg_value(i64 33, !137, !DIExpression(), !145)
    #dbg_value(i32 0, !138, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #6, !dbg !278
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %4, i8 0, i64 20, i1 false), !dbg !279, !DIAssignID !280
    #dbg_assign(i8 0, !139, !DIExpression(), !280, ptr %4, !DIExpression(), !145)
    #dbg_value(i32 poison, !141, !DIExpression(), !281)
  br label %219, !dbg !282

144:                                              ; preds = %5, %213
  %145 = phi i64 [ 0, %5 ], [ %217, %213 ]
    #dbg_value(i64 %145, !130, !DIExpression(), !156)
  %146 = getelementptr inbounds [8 x ptr], ptr @__const.main.invalid, i64 0, i64 %145, !dbg !283
  %147 = load ptr, ptr %146, align 8, !dbg !283, !tbaa !284
  %148 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %147) #7, !dbg !286
    #dbg_value(ptr %147, !90, !DIExpression(), !287)
    #dbg_value(i64 %148, !91, !DIExpression(), !287)
    #dbg_value(ptr undef, !92, !DIExpression(), !287)
  %149 = icmp eq i64 %148, 0, !dbg !289
  br i1 %149, label %213, label %150, !dbg !291

150:                                              ; preds = %144
  %151 = load i8, ptr %147, align 1, !dbg !292, !tbaa !190
    #dbg_value(i8 %151, !93, !DIExpression(), !287)
  %152 = zext i8 %151 to i32, !dbg !293
  %153 = icmp sgt i8 %151, -1, !dbg !294
  br i1 %153, label %213, label %154, !dbg !295

154:                                              ; preds = %150
  %155 = and i32 %152, 224, !dbg !296
  %156 = icmp eq i32 %155, 192, !dbg !297
  br i1 %156, label %163, label %157, !dbg !298

157:                                              ; preds = %154
  %158 = and i32 %152, 240, !dbg !299
  %159 = icmp eq i32 %158, 224, !dbg !300
  br i1 %159, label %163, label %160, !dbg !301

160:                                              ; preds = %157
  %161 = and i32 %152, 248, !dbg !302
  %162 = icmp eq i32 %161, 240, !dbg !303
  br i1 %162, label %163, label %213, !dbg !304

163:                                              ; preds = %160, %157, %154
  %164 = phi i1 [ true, %157 ], [ false, %154 ], [ false, %160 ]
  %165 = phi i32 [ 3, %157 ], [ 2, %154 ], [ 4, %160 ]
    #dbg_value(i32 %165, !94, !DIExpression(), !287)
  %166 = zext nneg i32 %165 to i64, !dbg !305
  %167 = icmp ult i64 %148, %166, !dbg !306
  br i1 %167, label %213, label %168, !dbg !307

168:                                              ; preds = %163
  %169 = lshr i32 127, %165, !dbg !308
  %170 = and i32 %169, %152, !dbg !309
    #dbg_value(i32 %170, !95, !DIExpression(), !287)
    #dbg_value(i32 1, !96, !DIExpression(), !310)
    #dbg_value(i64 1, !96, !DIExpression(), !310)
    #dbg_value(i32 %170, !95, !DIExpression(), !287)
  %171 = getelementptr inbounds i8, ptr %147, i64 1, !dbg !311
  %172 = load i8, ptr %171, align 1, !dbg !311, !tbaa !190
  %173 = zext i8 %172 to i32, !dbg !311
  %174 = and i32 %173, 192, !dbg !312
  %175 = icmp eq i32 %174, 128, !dbg !313
  br i1 %175, label %176, label %213, !dbg !314

176:                                              ; preds = %168
  %177 = shl nuw nsw i32 %170, 6, !dbg !315
  %178 = and i32 %173, 63, !dbg !316
  %179 = or disjoint i32 %178, %177, !dbg !317
    #dbg_value(!DIArgList(i32 %178, i32 %177), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !287)
    #dbg_value(i64 2, !96, !DIExpression(), !310)
  br i1 %156, label %200, label %180, !dbg !318, !llvm.loop !319

180:                                              ; preds = %176
    #dbg_value(i64 2, !96, !DIExpression(), !310)
    #dbg_value(i32 %179, !95, !DIExpression(), !287)
  %181 = getelementptr inbounds i8, ptr %147, i64 2, !dbg !311
  %182 = load i8, ptr %181, align 1, !dbg !311, !tbaa !190
  %183 = zext i8 %182 to i32, !dbg !311
  %184 = and i32 %183, 192, !dbg !312
  %185 = icmp eq i32 %184, 128, !dbg !313
  br i1 %185, label %186, label %213, !dbg !314

186:                                              ; preds = %180
  %187 = shl nuw nsw i32 %179, 6, !dbg !315
  %188 = and i32 %183, 63, !dbg !316
  %189 = or disjoint i32 %188, %187, !dbg !317
    #dbg_value(!DIArgList(i32 %188, i32 %187), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !287)
    #dbg_value(i64 3, !96, !DIExpression(), !310)
  br i1 %164, label %200, label %190, !dbg !318, !llvm.loop !319

190:                                              ; preds = %186
    #dbg_value(i64 3, !96, !DIExpression(), !310)
    #dbg_value(i32 %189, !95, !DIExpression(), !287)
  %191 = getelementptr inbounds i8, ptr %147, i64 3, !dbg !311
  %192 = load i8, ptr %191, align 1, !dbg !311, !tbaa !190
  %193 = zext i8 %192 to i32, !dbg !311
  %194 = and i32 %193, 192, !dbg !312
  %195 = icmp eq i32 %194, 128, !dbg !313
  br i1 %195, label %196, label %213, !dbg !314

196:                                              ; preds = %190
  %197 = shl nuw nsw i32 %189, 6, !dbg !315
  %198 = and i32 %193, 63, !dbg !316
  %199 = or disjoint i32 %198, %197, !dbg !317
    #dbg_value(!DIArgList(i32 %198, i32 %197), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !287)
    #dbg_value(i64 4, !96, !DIExpression(), !310)
  br label %200

200:                                              ; preds = %196, %186, %176
  %201 = phi i32 [ %177, %176 ], [ %187, %186 ], [ %197, %196 ], !dbg !315
  %202 = phi i32 [ %179, %176 ], [ %189, %186 ], [ %199, %196 ], !dbg !317
  %203 = phi i32 [ %170, %176 ], [ %179, %186 ], [ %189, %196 ]
  %204 = getelementptr inbounds [5 x i32], ptr @dec.minv, i64 0, i64 %166, !dbg !321
  %205 = load i32, ptr %204, align 4, !dbg !321, !tbaa !243
  %206 = icmp ult i32 %202, %205, !dbg !322
  %207 = icmp ugt i32 %201, 1114111
  %208 = or i1 %207, %206, !dbg !323
  %209 = and i32 %203, 32736
  %210 = icmp eq i32 %209, 864
  %211 = or i1 %210, %208, !dbg !323
  %212 = select i1 %211, i32 -1, i32 %165, !dbg !323
  br label %213, !dbg !323

213:                                              ; preds = %168, %180, %190, %200, %150, %144, %160, %163
  %214 = phi i32 [ -1, %144 ], [ -1, %163 ], [ -1, %160 ], [ 1, %150 ], [ %212, %200 ], [ -1, %190 ], [ -1, %180 ], [ -1, %168 ], !dbg !287
  %215 = trunc nuw nsw i64 %145 to i32, !dbg !324
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %215, i32 noundef %214), !dbg !324
  %217 = add nuw nsw i64 %145, 1, !dbg !325
    #dbg_value(i64 %217, !130, !DIExpression(), !156)
  %218 = icmp eq i64 %217, 8, !dbg !326
  br i1 %218, label %143, label %144, !dbg !157, !llvm.loop !327

219:                                              ; preds = %143, %286
  %220 = phi i32 [ 0, %143 ], [ %293, %286 ]
  %221 = phi i64 [ 33, %143 ], [ %296, %286 ]
  %222 = phi ptr [ @.str.10, %143 ], [ %295, %286 ]
    #dbg_value(i32 %220, !138, !DIExpression(), !145)
    #dbg_value(i64 %221, !137, !DIExpression(), !145)
    #dbg_value(ptr %222, !136, !DIExpression(), !145)
    #dbg_value(ptr %222, !90, !DIExpression(), !329)
    #dbg_value(i64 %221, !91, !DIExpression(), !329)
    #dbg_value(ptr undef, !92, !DIExpression(), !329)
  %223 = load i8, ptr %222, align 1, !dbg !331, !tbaa !190
    #dbg_value(i8 %223, !93, !DIExpression(), !329)
  %224 = zext i8 %223 to i32, !dbg !332
  %225 = icmp sgt i8 %223, -1, !dbg !333
  br i1 %225, label %286, label %226, !dbg !334

226:                                              ; preds = %219
  %227 = and i32 %224, 224, !dbg !335
  %228 = icmp eq i32 %227, 192, !dbg !336
  br i1 %228, label %235, label %229, !dbg !337

229:                                              ; preds = %226
  %230 = and i32 %224, 240, !dbg !338
  %231 = icmp eq i32 %230, 224, !dbg !339
  br i1 %231, label %235, label %232, !dbg !340

232:                                              ; preds = %229
  %233 = and i32 %224, 248, !dbg !341
  %234 = icmp eq i32 %233, 240, !dbg !342
  br i1 %234, label %235, label %284, !dbg !343

235:                                              ; preds = %232, %229, %226
  %236 = phi i1 [ true, %229 ], [ false, %226 ], [ false, %232 ]
  %237 = phi i32 [ 3, %229 ], [ 2, %226 ], [ 4, %232 ]
    #dbg_value(i32 %237, !94, !DIExpression(), !329)
  %238 = zext nneg i32 %237 to i64, !dbg !344
  %239 = icmp ult i64 %221, %238, !dbg !345
  br i1 %239, label %284, label %240, !dbg !346

240:                                              ; preds = %235
  %241 = lshr i32 127, %237, !dbg !347
  %242 = and i32 %241, %224, !dbg !348
    #dbg_value(i32 %242, !95, !DIExpression(), !329)
    #dbg_value(i32 1, !96, !DIExpression(), !349)
    #dbg_value(i64 1, !96, !DIExpression(), !349)
    #dbg_value(i32 %242, !95, !DIExpression(), !329)
  %243 = getelementptr inbounds i8, ptr %222, i64 1, !dbg !350
  %244 = load i8, ptr %243, align 1, !dbg !350, !tbaa !190
  %245 = zext i8 %244 to i32, !dbg !350
  %246 = and i32 %245, 192, !dbg !351
  %247 = icmp eq i32 %246, 128, !dbg !352
  br i1 %247, label %248, label %284, !dbg !353

248:                                              ; preds = %240
  %249 = shl nuw nsw i32 %242, 6, !dbg !354
  %250 = and i32 %245, 63, !dbg !355
  %251 = or disjoint i32 %250, %249, !dbg !356
    #dbg_value(!DIArgList(i32 %250, i32 %249), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !329)
    #dbg_value(i64 2, !96, !DIExpression(), !349)
  br i1 %228, label %272, label %252, !dbg !357, !llvm.loop !358

252:                                              ; preds = %248
    #dbg_value(i64 2, !96, !DIExpression(), !349)
    #dbg_value(i32 %251, !95, !DIExpression(), !329)
  %253 = getelementptr inbounds i8, ptr %222, i64 2, !dbg !350
  %254 = load i8, ptr %253, align 1, !dbg !350, !tbaa !190
  %255 = zext i8 %254 to i32, !dbg !350
  %256 = and i32 %255, 192, !dbg !351
  %257 = icmp eq i32 %256, 128, !dbg !352
  br i1 %257, label %258, label %284, !dbg !353

258:                                              ; preds = %252
  %259 = shl nuw nsw i32 %251, 6, !dbg !354
  %260 = and i32 %255, 63, !dbg !355
  %261 = or disjoint i32 %260, %259, !dbg !356
    #dbg_value(!DIArgList(i32 %260, i32 %259), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !329)
    #dbg_value(i64 3, !96, !DIExpression(), !349)
  br i1 %236, label %272, label %262, !dbg !357, !llvm.loop !358

262:                                              ; preds = %258
    #dbg_value(i64 3, !96, !DIExpression(), !349)
    #dbg_value(i32 %261, !95, !DIExpression(), !329)
  %263 = getelementptr inbounds i8, ptr %222, i64 3, !dbg !350
  %264 = load i8, ptr %263, align 1, !dbg !350, !tbaa !190
  %265 = zext i8 %264 to i32, !dbg !350
  %266 = and i32 %265, 192, !dbg !351
  %267 = icmp eq i32 %266, 128, !dbg !352
  br i1 %267, label %268, label %284, !dbg !353

268:                                              ; preds = %262
  %269 = shl nuw nsw i32 %261, 6, !dbg !354
  %270 = and i32 %265, 63, !dbg !355
  %271 = or disjoint i32 %270, %269, !dbg !356
    #dbg_value(!DIArgList(i32 %270, i32 %269), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !329)
    #dbg_value(i64 4, !96, !DIExpression(), !349)
  br label %272

272:                                              ; preds = %268, %258, %248
  %273 = phi i32 [ %249, %248 ], [ %259, %258 ], [ %269, %268 ], !dbg !354
  %274 = phi i32 [ %251, %248 ], [ %261, %258 ], [ %271, %268 ], !dbg !356
  %275 = phi i32 [ %242, %248 ], [ %251, %258 ], [ %261, %268 ]
  %276 = getelementptr inbounds [5 x i32], ptr @dec.minv, i64 0, i64 %238, !dbg !360
  %277 = load i32, ptr %276, align 4, !dbg !360, !tbaa !243
  %278 = icmp ult i32 %274, %277, !dbg !361
  %279 = icmp ugt i32 %273, 1114111
  %280 = or i1 %279, %278, !dbg !362
  %281 = and i32 %275, 32736
  %282 = icmp eq i32 %281, 864
  %283 = or i1 %282, %280, !dbg !362
  br i1 %283, label %284, label %286, !dbg !362

284:                                              ; preds = %232, %272, %235, %240, %252, %262
    #dbg_value(i32 poison, !141, !DIExpression(), !281)
    #dbg_value(i32 -1, !143, !DIExpression(), !281)
  %285 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !363
    #dbg_value(i32 %220, !138, !DIExpression(), !145)
    #dbg_value(i64 poison, !137, !DIExpression(), !145)
    #dbg_value(ptr poison, !136, !DIExpression(), !145)
  br label %298

286:                                              ; preds = %219, %272
  %287 = phi i32 [ %274, %272 ], [ %224, %219 ]
  %288 = phi i32 [ %237, %272 ], [ 1, %219 ], !dbg !329
    #dbg_value(i32 %287, !141, !DIExpression(), !281)
    #dbg_value(i32 %288, !143, !DIExpression(), !281)
  %289 = zext nneg i32 %288 to i64, !dbg !366
  %290 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 %289, !dbg !366
  %291 = load i32, ptr %290, align 4, !dbg !367, !tbaa !243
  %292 = add nsw i32 %291, 1, !dbg !367
  store i32 %292, ptr %290, align 4, !dbg !367, !tbaa !243
  %293 = add nuw nsw i32 %220, 1, !dbg !368
    #dbg_value(i32 %293, !138, !DIExpression(), !145)
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %287), !dbg !369
  %295 = getelementptr inbounds i8, ptr %222, i64 %289, !dbg !370
    #dbg_value(ptr %295, !136, !DIExpression(), !145)
  %296 = sub i64 %221, %289, !dbg !371
    #dbg_value(i32 poison, !141, !DIExpression(), !281)
    #dbg_value(i64 %296, !137, !DIExpression(), !145)
  %297 = icmp eq i64 %296, 0, !dbg !282
  br i1 %297, label %298, label %219, !dbg !282

298:                                              ; preds = %286, %284
  %299 = phi i32 [ %220, %284 ], [ %293, %286 ]
    #dbg_value(i32 %299, !138, !DIExpression(), !145)
  %300 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !372
  %301 = load i32, ptr %300, align 4, !dbg !372, !tbaa !243
  %302 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !373
  %303 = load i32, ptr %302, align 8, !dbg !373, !tbaa !243
  %304 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !374
  %305 = load i32, ptr %304, align 4, !dbg !374, !tbaa !243
  %306 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !375
  %307 = load i32, ptr %306, align 16, !dbg !375, !tbaa !243
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %299, i64 noundef 33, i32 noundef %301, i32 noundef %303, i32 noundef %305, i32 noundef %307), !dbg !376
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #6, !dbg !377
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1), !dbg !377
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2), !dbg !377
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3), !dbg !377
  ret i32 %299, !dbg !377
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !378 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !383 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!75}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/utf8_processing.c", directory: ".", checksumkind: CSK_MD5, checksum: "c09e6395c8cafc497c41143c3b43d301")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 27)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 2)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !26, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 19)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 34)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 8)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 45)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "minv", scope: !57, file: !2, line: 21, type: !98, isLocal: true, isDefinition: true)
!57 = distinct !DISubprogram(name: "dec", scope: !2, file: !2, line: 14, type: !58, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !89)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !61, !68, !71}
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !64, line: 24, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !66, line: 38, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !69, line: 18, baseType: !70)
!69 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !64, line: 26, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !66, line: 42, baseType: !74)
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!75 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !76, globals: !83, splitDebugInlining: false, nameTableKind: None)
!76 = !{!68, !77, !79, !61, !63, !80}
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !64, line: 27, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !66, line: 45, baseType: !70)
!79 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !64, line: 25, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !66, line: 40, baseType: !82)
!82 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!83 = !{!0, !7, !12, !17, !19, !24, !29, !31, !33, !35, !40, !84, !45, !50, !55}
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 7)
!89 = !{!90, !91, !92, !93, !94, !95, !96}
!90 = !DILocalVariable(name: "s", arg: 1, scope: !57, file: !2, line: 14, type: !61)
!91 = !DILocalVariable(name: "n", arg: 2, scope: !57, file: !2, line: 14, type: !68)
!92 = !DILocalVariable(name: "cp", arg: 3, scope: !57, file: !2, line: 14, type: !71)
!93 = !DILocalVariable(name: "c", scope: !57, file: !2, line: 15, type: !63)
!94 = !DILocalVariable(name: "len", scope: !57, file: !2, line: 17, type: !60)
!95 = !DILocalVariable(name: "v", scope: !57, file: !2, line: 19, type: !72)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 20, type: !60)
!97 = distinct !DILexicalBlock(scope: !57, file: !2, line: 20, column: 5)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 160, elements: !22)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !109, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!60}
!111 = !{!112, !114, !115, !116, !118, !121, !122, !123, !125, !126, !130, !132, !135, !136, !137, !138, !139, !141, !143}
!112 = !DILocalVariable(name: "buf", scope: !108, file: !2, line: 28, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 64, elements: !48)
!114 = !DILocalVariable(name: "bad", scope: !108, file: !2, line: 28, type: !60)
!115 = !DILocalVariable(name: "sum", scope: !108, file: !2, line: 28, type: !77)
!116 = !DILocalVariable(name: "cp", scope: !117, file: !2, line: 29, type: !72)
!117 = distinct !DILexicalBlock(scope: !108, file: !2, line: 29, column: 5)
!118 = !DILocalVariable(name: "n", scope: !119, file: !2, line: 31, type: !60)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 29, column: 73)
!120 = distinct !DILexicalBlock(scope: !117, file: !2, line: 29, column: 5)
!121 = !DILocalVariable(name: "back", scope: !119, file: !2, line: 31, type: !72)
!122 = !DILocalVariable(name: "m", scope: !119, file: !2, line: 31, type: !60)
!123 = !DILocalVariable(name: "u16", scope: !119, file: !2, line: 33, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 32, elements: !27)
!125 = !DILocalVariable(name: "k", scope: !119, file: !2, line: 33, type: !60)
!126 = !DILocalVariable(name: "invalid", scope: !108, file: !2, line: 36, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 512, elements: !48)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 37, type: !60)
!131 = distinct !DILexicalBlock(scope: !108, file: !2, line: 37, column: 5)
!132 = !DILocalVariable(name: "cp", scope: !133, file: !2, line: 37, type: !72)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 37, column: 33)
!134 = distinct !DILexicalBlock(scope: !131, file: !2, line: 37, column: 5)
!135 = !DILocalVariable(name: "text", scope: !108, file: !2, line: 38, type: !128)
!136 = !DILocalVariable(name: "p", scope: !108, file: !2, line: 39, type: !61)
!137 = !DILocalVariable(name: "n", scope: !108, file: !2, line: 39, type: !68)
!138 = !DILocalVariable(name: "count", scope: !108, file: !2, line: 39, type: !60)
!139 = !DILocalVariable(name: "widths", scope: !108, file: !2, line: 39, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 160, elements: !22)
!141 = !DILocalVariable(name: "cp", scope: !142, file: !2, line: 40, type: !72)
!142 = distinct !DILexicalBlock(scope: !108, file: !2, line: 40, column: 15)
!143 = !DILocalVariable(name: "l", scope: !142, file: !2, line: 40, type: !60)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !108)
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 28, column: 5, scope: !108)
!151 = !DILocation(line: 0, scope: !119)
!152 = !DILocation(line: 0, scope: !117)
!153 = !DILocation(line: 29, column: 5, scope: !117)
!154 = !DILocation(line: 35, column: 5, scope: !108)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 0, scope: !131)
!157 = !DILocation(line: 37, column: 5, scope: !131)
!158 = !DILocation(line: 30, column: 26, scope: !159)
!159 = distinct !DILexicalBlock(scope: !119, file: !2, line: 30, column: 13)
!160 = !DILocalVariable(name: "cp", arg: 1, scope: !161, file: !2, line: 7, type: !72)
!161 = distinct !DISubprogram(name: "enc", scope: !2, file: !2, line: 7, type: !162, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !165)
!162 = !DISubroutineType(types: !163)
!163 = !{!60, !72, !164}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!165 = !{!160, !166}
!166 = !DILocalVariable(name: "o", arg: 2, scope: !161, file: !2, line: 7, type: !164)
!167 = !DILocation(line: 0, scope: !161, inlinedAt: !168)
!168 = distinct !DILocation(line: 31, column: 17, scope: !119)
!169 = !DILocation(line: 8, column: 12, scope: !170, inlinedAt: !168)
!170 = distinct !DILexicalBlock(scope: !161, file: !2, line: 8, column: 9)
!171 = !DILocation(line: 8, column: 9, scope: !161, inlinedAt: !168)
!172 = !DILocation(line: 9, column: 12, scope: !173, inlinedAt: !168)
!173 = distinct !DILexicalBlock(scope: !161, file: !2, line: 9, column: 9)
!174 = !DILocation(line: 9, column: 9, scope: !161, inlinedAt: !168)
!175 = !DILocation(line: 9, column: 50, scope: !176, inlinedAt: !168)
!176 = distinct !DILexicalBlock(scope: !173, file: !2, line: 9, column: 21)
!177 = !DILocation(line: 9, column: 30, scope: !176, inlinedAt: !168)
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 9, column: 93, scope: !176, inlinedAt: !168)
!181 = !DILocation(line: 10, column: 12, scope: !182, inlinedAt: !168)
!182 = distinct !DILexicalBlock(scope: !161, file: !2, line: 10, column: 9)
!183 = !DILocation(line: 10, column: 9, scope: !161, inlinedAt: !168)
!184 = !DILocation(line: 10, column: 52, scope: !185, inlinedAt: !168)
!185 = distinct !DILexicalBlock(scope: !182, file: !2, line: 10, column: 23)
!186 = !DILocation(line: 10, column: 32, scope: !185, inlinedAt: !168)
!187 = !DILocation(line: 10, column: 89, scope: !185, inlinedAt: !168)
!188 = !DILocation(line: 10, column: 67, scope: !185, inlinedAt: !168)
!189 = !DILocation(line: 10, column: 65, scope: !185, inlinedAt: !168)
!190 = !{!191, !191, i64 0}
!191 = !{!"omnipotent char", !192, i64 0}
!192 = !{!"Simple C/C++ TBAA"}
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 10, column: 139, scope: !185, inlinedAt: !168)
!195 = !DILocation(line: 11, column: 32, scope: !161, inlinedAt: !168)
!196 = !DILocation(line: 11, column: 12, scope: !161, inlinedAt: !168)
!197 = !DILocation(line: 11, column: 69, scope: !161, inlinedAt: !168)
!198 = !DILocation(line: 11, column: 47, scope: !161, inlinedAt: !168)
!199 = !DILocation(line: 11, column: 45, scope: !161, inlinedAt: !168)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 11, column: 113, scope: !161, inlinedAt: !168)
!202 = !DILocation(line: 11, column: 91, scope: !161, inlinedAt: !168)
!203 = !DILocation(line: 11, column: 89, scope: !161, inlinedAt: !168)
!204 = distinct !DIAssignID()
!205 = !DILocation(line: 11, column: 163, scope: !161, inlinedAt: !168)
!206 = !DILocation(line: 0, scope: !57, inlinedAt: !207)
!207 = distinct !DILocation(line: 31, column: 54, scope: !119)
!208 = !DILocation(line: 16, column: 9, scope: !209, inlinedAt: !207)
!209 = distinct !DILexicalBlock(scope: !57, file: !2, line: 16, column: 9)
!210 = !DILocation(line: 17, column: 18, scope: !57, inlinedAt: !207)
!211 = !DILocation(line: 17, column: 26, scope: !57, inlinedAt: !207)
!212 = !DILocation(line: 17, column: 15, scope: !57, inlinedAt: !207)
!213 = !DILocation(line: 17, column: 43, scope: !57, inlinedAt: !207)
!214 = !DILocation(line: 17, column: 51, scope: !57, inlinedAt: !207)
!215 = !DILocation(line: 17, column: 40, scope: !57, inlinedAt: !207)
!216 = !DILocation(line: 17, column: 68, scope: !57, inlinedAt: !207)
!217 = !DILocation(line: 17, column: 76, scope: !57, inlinedAt: !207)
!218 = !DILocation(line: 17, scope: !57, inlinedAt: !207)
!219 = !DILocation(line: 18, column: 17, scope: !220, inlinedAt: !207)
!220 = distinct !DILexicalBlock(scope: !57, file: !2, line: 18, column: 9)
!221 = !DILocation(line: 18, column: 29, scope: !220, inlinedAt: !207)
!222 = !DILocation(line: 18, column: 9, scope: !57, inlinedAt: !207)
!223 = !DILocation(line: 19, column: 28, scope: !57, inlinedAt: !207)
!224 = !DILocation(line: 19, column: 20, scope: !57, inlinedAt: !207)
!225 = !DILocation(line: 0, scope: !97, inlinedAt: !207)
!226 = !DILocation(line: 20, column: 42, scope: !227, inlinedAt: !207)
!227 = distinct !DILexicalBlock(scope: !228, file: !2, line: 20, column: 41)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 20, column: 35)
!229 = distinct !DILexicalBlock(scope: !97, file: !2, line: 20, column: 5)
!230 = !DILocation(line: 20, column: 47, scope: !227, inlinedAt: !207)
!231 = !DILocation(line: 20, column: 55, scope: !227, inlinedAt: !207)
!232 = !DILocation(line: 20, column: 41, scope: !228, inlinedAt: !207)
!233 = !DILocation(line: 20, column: 81, scope: !228, inlinedAt: !207)
!234 = !DILocation(line: 20, column: 94, scope: !228, inlinedAt: !207)
!235 = !DILocation(line: 20, column: 86, scope: !228, inlinedAt: !207)
!236 = !DILocation(line: 20, column: 23, scope: !229, inlinedAt: !207)
!237 = !DILocation(line: 20, column: 5, scope: !97, inlinedAt: !207)
!238 = distinct !{!238, !237, !239, !240}
!239 = !DILocation(line: 20, column: 101, scope: !97, inlinedAt: !207)
!240 = !{!"llvm.loop.mustprogress"}
!241 = !DILocation(line: 22, column: 13, scope: !242, inlinedAt: !207)
!242 = distinct !DILexicalBlock(scope: !57, file: !2, line: 22, column: 9)
!243 = !{!244, !244, i64 0}
!244 = !{!"int", !191, i64 0}
!245 = !DILocation(line: 22, column: 11, scope: !242, inlinedAt: !207)
!246 = !DILocation(line: 22, column: 23, scope: !242, inlinedAt: !207)
!247 = !DILocation(line: 32, column: 15, scope: !248)
!248 = distinct !DILexicalBlock(scope: !119, file: !2, line: 32, column: 13)
!249 = !DILocation(line: 32, column: 20, scope: !248)
!250 = !DILocalVariable(name: "cp", arg: 1, scope: !251, file: !2, line: 25, type: !72)
!251 = distinct !DISubprogram(name: "to_utf16", scope: !2, file: !2, line: 25, type: !252, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !75, retainedNodes: !255)
!252 = !DISubroutineType(types: !253)
!253 = !{!60, !72, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!255 = !{!250, !256}
!256 = !DILocalVariable(name: "o", arg: 2, scope: !251, file: !2, line: 25, type: !254)
!257 = !DILocation(line: 0, scope: !251, inlinedAt: !258)
!258 = distinct !DILocation(line: 33, column: 34, scope: !119)
!259 = !DILocation(line: 25, column: 56, scope: !260, inlinedAt: !258)
!260 = distinct !DILexicalBlock(scope: !251, file: !2, line: 25, column: 53)
!261 = !DILocation(line: 25, column: 53, scope: !251, inlinedAt: !258)
!262 = !DILocation(line: 25, column: 105, scope: !251, inlinedAt: !258)
!263 = !DILocation(line: 25, column: 147, scope: !251, inlinedAt: !258)
!264 = !DILocation(line: 25, column: 124, scope: !251, inlinedAt: !258)
!265 = !DILocation(line: 25, column: 162, scope: !251, inlinedAt: !258)
!266 = !DILocation(line: 33, column: 70, scope: !119)
!267 = !DILocation(line: 33, scope: !119)
!268 = !DILocation(line: 33, column: 67, scope: !119)
!269 = !DILocation(line: 33, column: 92, scope: !119)
!270 = !DILocation(line: 33, column: 57, scope: !119)
!271 = !DILocation(line: 34, column: 5, scope: !119)
!272 = !DILocation(line: 29, column: 53, scope: !120)
!273 = !DILocation(line: 29, column: 50, scope: !120)
!274 = !DILocation(line: 29, column: 46, scope: !120)
!275 = !DILocation(line: 29, column: 30, scope: !120)
!276 = distinct !{!276, !153, !277, !240}
!277 = !DILocation(line: 34, column: 5, scope: !117)
!278 = !DILocation(line: 39, column: 72, scope: !108)
!279 = !DILocation(line: 39, column: 87, scope: !108)
!280 = distinct !DIAssignID()
!281 = !DILocation(line: 0, scope: !142)
!282 = !DILocation(line: 40, column: 5, scope: !108)
!283 = !DILocation(line: 37, column: 102, scope: !133)
!284 = !{!285, !285, i64 0}
!285 = !{!"any pointer", !191, i64 0}
!286 = !DILocation(line: 37, column: 114, scope: !133)
!287 = !DILocation(line: 0, scope: !57, inlinedAt: !288)
!288 = distinct !DILocation(line: 37, column: 81, scope: !133)
!289 = !DILocation(line: 15, column: 10, scope: !290, inlinedAt: !288)
!290 = distinct !DILexicalBlock(scope: !57, file: !2, line: 15, column: 9)
!291 = !DILocation(line: 15, column: 9, scope: !57, inlinedAt: !288)
!292 = !DILocation(line: 15, column: 36, scope: !57, inlinedAt: !288)
!293 = !DILocation(line: 16, column: 9, scope: !209, inlinedAt: !288)
!294 = !DILocation(line: 16, column: 11, scope: !209, inlinedAt: !288)
!295 = !DILocation(line: 16, column: 9, scope: !57, inlinedAt: !288)
!296 = !DILocation(line: 17, column: 18, scope: !57, inlinedAt: !288)
!297 = !DILocation(line: 17, column: 26, scope: !57, inlinedAt: !288)
!298 = !DILocation(line: 17, column: 15, scope: !57, inlinedAt: !288)
!299 = !DILocation(line: 17, column: 43, scope: !57, inlinedAt: !288)
!300 = !DILocation(line: 17, column: 51, scope: !57, inlinedAt: !288)
!301 = !DILocation(line: 17, column: 40, scope: !57, inlinedAt: !288)
!302 = !DILocation(line: 17, column: 68, scope: !57, inlinedAt: !288)
!303 = !DILocation(line: 17, column: 76, scope: !57, inlinedAt: !288)
!304 = !DILocation(line: 17, scope: !57, inlinedAt: !288)
!305 = !DILocation(line: 18, column: 17, scope: !220, inlinedAt: !288)
!306 = !DILocation(line: 18, column: 29, scope: !220, inlinedAt: !288)
!307 = !DILocation(line: 18, column: 9, scope: !57, inlinedAt: !288)
!308 = !DILocation(line: 19, column: 28, scope: !57, inlinedAt: !288)
!309 = !DILocation(line: 19, column: 20, scope: !57, inlinedAt: !288)
!310 = !DILocation(line: 0, scope: !97, inlinedAt: !288)
!311 = !DILocation(line: 20, column: 42, scope: !227, inlinedAt: !288)
!312 = !DILocation(line: 20, column: 47, scope: !227, inlinedAt: !288)
!313 = !DILocation(line: 20, column: 55, scope: !227, inlinedAt: !288)
!314 = !DILocation(line: 20, column: 41, scope: !228, inlinedAt: !288)
!315 = !DILocation(line: 20, column: 81, scope: !228, inlinedAt: !288)
!316 = !DILocation(line: 20, column: 94, scope: !228, inlinedAt: !288)
!317 = !DILocation(line: 20, column: 86, scope: !228, inlinedAt: !288)
!318 = !DILocation(line: 20, column: 5, scope: !97, inlinedAt: !288)
!319 = distinct !{!319, !318, !320, !240}
!320 = !DILocation(line: 20, column: 101, scope: !97, inlinedAt: !288)
!321 = !DILocation(line: 22, column: 13, scope: !242, inlinedAt: !288)
!322 = !DILocation(line: 22, column: 11, scope: !242, inlinedAt: !288)
!323 = !DILocation(line: 22, column: 23, scope: !242, inlinedAt: !288)
!324 = !DILocation(line: 37, column: 48, scope: !133)
!325 = !DILocation(line: 37, column: 29, scope: !134)
!326 = !DILocation(line: 37, column: 23, scope: !134)
!327 = distinct !{!327, !157, !328, !240}
!328 = !DILocation(line: 37, column: 141, scope: !131)
!329 = !DILocation(line: 0, scope: !57, inlinedAt: !330)
!330 = distinct !DILocation(line: 40, column: 38, scope: !142)
!331 = !DILocation(line: 15, column: 36, scope: !57, inlinedAt: !330)
!332 = !DILocation(line: 16, column: 9, scope: !209, inlinedAt: !330)
!333 = !DILocation(line: 16, column: 11, scope: !209, inlinedAt: !330)
!334 = !DILocation(line: 16, column: 9, scope: !57, inlinedAt: !330)
!335 = !DILocation(line: 17, column: 18, scope: !57, inlinedAt: !330)
!336 = !DILocation(line: 17, column: 26, scope: !57, inlinedAt: !330)
!337 = !DILocation(line: 17, column: 15, scope: !57, inlinedAt: !330)
!338 = !DILocation(line: 17, column: 43, scope: !57, inlinedAt: !330)
!339 = !DILocation(line: 17, column: 51, scope: !57, inlinedAt: !330)
!340 = !DILocation(line: 17, column: 40, scope: !57, inlinedAt: !330)
!341 = !DILocation(line: 17, column: 68, scope: !57, inlinedAt: !330)
!342 = !DILocation(line: 17, column: 76, scope: !57, inlinedAt: !330)
!343 = !DILocation(line: 17, scope: !57, inlinedAt: !330)
!344 = !DILocation(line: 18, column: 17, scope: !220, inlinedAt: !330)
!345 = !DILocation(line: 18, column: 29, scope: !220, inlinedAt: !330)
!346 = !DILocation(line: 18, column: 9, scope: !57, inlinedAt: !330)
!347 = !DILocation(line: 19, column: 28, scope: !57, inlinedAt: !330)
!348 = !DILocation(line: 19, column: 20, scope: !57, inlinedAt: !330)
!349 = !DILocation(line: 0, scope: !97, inlinedAt: !330)
!350 = !DILocation(line: 20, column: 42, scope: !227, inlinedAt: !330)
!351 = !DILocation(line: 20, column: 47, scope: !227, inlinedAt: !330)
!352 = !DILocation(line: 20, column: 55, scope: !227, inlinedAt: !330)
!353 = !DILocation(line: 20, column: 41, scope: !228, inlinedAt: !330)
!354 = !DILocation(line: 20, column: 81, scope: !228, inlinedAt: !330)
!355 = !DILocation(line: 20, column: 94, scope: !228, inlinedAt: !330)
!356 = !DILocation(line: 20, column: 86, scope: !228, inlinedAt: !330)
!357 = !DILocation(line: 20, column: 5, scope: !97, inlinedAt: !330)
!358 = distinct !{!358, !357, !359, !240}
!359 = !DILocation(line: 20, column: 101, scope: !97, inlinedAt: !330)
!360 = !DILocation(line: 22, column: 13, scope: !242, inlinedAt: !330)
!361 = !DILocation(line: 22, column: 11, scope: !242, inlinedAt: !330)
!362 = !DILocation(line: 22, column: 23, scope: !242, inlinedAt: !330)
!363 = !DILocation(line: 40, column: 67, scope: !364)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 40, column: 65)
!365 = distinct !DILexicalBlock(scope: !142, file: !2, line: 40, column: 58)
!366 = !DILocation(line: 40, column: 95, scope: !142)
!367 = !DILocation(line: 40, column: 104, scope: !142)
!368 = !DILocation(line: 40, column: 113, scope: !142)
!369 = !DILocation(line: 40, column: 117, scope: !142)
!370 = !DILocation(line: 40, column: 142, scope: !142)
!371 = !DILocation(line: 40, column: 150, scope: !142)
!372 = !DILocation(line: 41, column: 83, scope: !108)
!373 = !DILocation(line: 41, column: 94, scope: !108)
!374 = !DILocation(line: 41, column: 105, scope: !108)
!375 = !DILocation(line: 41, column: 116, scope: !108)
!376 = !DILocation(line: 41, column: 5, scope: !108)
!377 = !DILocation(line: 43, column: 1, scope: !108)
!378 = !DISubprogram(name: "printf", scope: !379, file: !379, line: 356, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!380 = !DISubroutineType(types: !381)
!381 = !{!60, !382, null}
!382 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!383 = !DISubprogram(name: "strlen", scope: !384, file: !384, line: 407, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!385 = !DISubroutineType(types: !386)
!386 = !{!70, !128}
