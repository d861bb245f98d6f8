; ModuleID = 'programs/u64_double_exact.c'
source_filename = "programs/u64_double_exact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"mismatch %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [33 x i8] c"p=%2d u2d(2^p-1)=%.17g u2f=%.9g\0A\00", align 1, !dbg !7
@__const.main.specials = private unnamed_addr constant [12 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -2048, i64 -1025, i64 -1024, i64 -1, i64 9007199254740993, i64 9007199254740995, i64 9223372036854775295], align 16
@.str.2 = private unnamed_addr constant [20 x i8] c"%20llu -> %a ref=%d\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c" back=%llu\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [15 x i8] c"i64 %lld -> %a\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [11 x i8] c" back=%lld\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [17 x i8] c"u32: %.1f %u %u\0A\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [14 x i8] c"d2u big %llu\0A\00", align 1, !dbg !31
@.str.9 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1, !dbg !36

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !73 {
    #dbg_value(i32 0, !78, !DIExpression(), !113)
    #dbg_value(i64 0, !79, !DIExpression(), !113)
    #dbg_value(i32 0, !80, !DIExpression(), !114)
  br label %1, !dbg !115

1:                                                ; preds = %0, %6
  %2 = phi i64 [ 0, %0 ], [ %14, %6 ]
  %3 = phi i32 [ 0, %0 ], [ %58, %6 ]
  %4 = phi i64 [ 0, %0 ], [ %72, %6 ]
    #dbg_value(i32 %3, !78, !DIExpression(), !113)
    #dbg_value(i64 %4, !79, !DIExpression(), !113)
    #dbg_value(i64 %2, !80, !DIExpression(), !114)
  %5 = shl nuw i64 1, %2
    #dbg_value(i64 -3, !82, !DIExpression(), !116)
  br label %16, !dbg !117

6:                                                ; preds = %71
  %7 = shl nsw i64 -1, %2, !dbg !118
  %8 = xor i64 %7, -1, !dbg !118
  %9 = tail call fastcc double @u2d(i64 noundef %8), !dbg !119
  %10 = tail call fastcc float @u2f(i64 noundef %8), !dbg !120
  %11 = fpext float %10 to double, !dbg !121
  %12 = trunc nuw nsw i64 %2 to i32, !dbg !122
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, double noundef %9, double noundef %11), !dbg !122
  %14 = add nuw nsw i64 %2, 1, !dbg !123
    #dbg_value(i32 %58, !78, !DIExpression(), !113)
    #dbg_value(i64 %72, !79, !DIExpression(), !113)
    #dbg_value(i64 %14, !80, !DIExpression(), !114)
  %15 = icmp eq i64 %14, 64, !dbg !124
  br i1 %15, label %79, label %1, !dbg !115, !llvm.loop !125

16:                                               ; preds = %1, %71
  %17 = phi i32 [ %3, %1 ], [ %58, %71 ]
  %18 = phi i64 [ %4, %1 ], [ %72, %71 ]
  %19 = phi i64 [ -3, %1 ], [ %73, %71 ]
    #dbg_value(i32 %17, !78, !DIExpression(), !113)
    #dbg_value(i64 %18, !79, !DIExpression(), !113)
    #dbg_value(i64 %19, !82, !DIExpression(), !116)
  %20 = add i64 %19, %5, !dbg !128
    #dbg_value(i64 %20, !86, !DIExpression(), !129)
  %21 = tail call fastcc double @u2d(i64 noundef %20), !dbg !130
    #dbg_value(double %21, !89, !DIExpression(), !129)
    #dbg_value(i64 %20, !131, !DIExpression(), !142)
  %22 = icmp eq i64 %20, 0, !dbg !145
  br i1 %22, label %51, label %23, !dbg !147

23:                                               ; preds = %16
    #dbg_value(i64 poison, !136, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !142)
    #dbg_value(!DIArgList(i32 poison, i64 poison), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !142)
  %24 = icmp ult i64 %20, 9007199254740992, !dbg !148
  br i1 %24, label %25, label %28, !dbg !150

25:                                               ; preds = %23
  %26 = uitofp nneg i64 %20 to double, !dbg !151
  %27 = tail call double @ldexp(double noundef %26, i32 noundef 0) #6, !dbg !152
  br label %51, !dbg !153

28:                                               ; preds = %23
  %29 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %20, i1 true), !dbg !154
    #dbg_value(!DIArgList(i32 64, i64 %29), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !142)
    #dbg_value(i64 %29, !136, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !142)
  %30 = trunc nuw nsw i64 %29 to i32, !dbg !154
    #dbg_value(i32 %30, !136, !DIExpression(), !142)
    #dbg_value(!DIArgList(i32 64, i32 %30), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !142)
  %31 = sub nuw nsw i32 11, %30, !dbg !155
    #dbg_value(i32 %31, !138, !DIExpression(), !142)
  %32 = zext nneg i32 %31 to i64, !dbg !156
  %33 = lshr i64 %20, %32, !dbg !156
    #dbg_value(i64 %33, !139, !DIExpression(), !142)
  %34 = shl nsw i64 -1, %32, !dbg !157
  %35 = xor i64 %34, -1, !dbg !157
  %36 = and i64 %20, %35, !dbg !158
    #dbg_value(i64 %36, !140, !DIExpression(), !142)
  %37 = sub nuw nsw i64 10, %29, !dbg !159
  %38 = shl nuw nsw i64 1, %37, !dbg !160
    #dbg_value(i64 %38, !141, !DIExpression(), !142)
  %39 = icmp ugt i64 %36, %38, !dbg !161
  br i1 %39, label %45, label %40, !dbg !163

40:                                               ; preds = %28
  %41 = icmp ne i64 %36, %38, !dbg !164
  %42 = and i64 %33, 1
  %43 = icmp eq i64 %42, 0
  %44 = select i1 %41, i1 true, i1 %43, !dbg !165
  br i1 %44, label %47, label %45, !dbg !165

45:                                               ; preds = %40, %28
  %46 = add nuw i64 %33, 1, !dbg !166
    #dbg_value(i64 %46, !139, !DIExpression(), !142)
  br label %47, !dbg !167

47:                                               ; preds = %45, %40
  %48 = phi i64 [ %46, %45 ], [ %33, %40 ], !dbg !142
    #dbg_value(i64 %48, !139, !DIExpression(), !142)
  %49 = sitofp i64 %48 to double, !dbg !168
  %50 = tail call double @ldexp(double noundef %49, i32 noundef %31) #6, !dbg !169
  br label %51

51:                                               ; preds = %16, %25, %47
  %52 = phi double [ 0.000000e+00, %16 ], [ %27, %25 ], [ %50, %47 ], !dbg !142
  %53 = fcmp une double %21, %52, !dbg !170
  br i1 %53, label %54, label %57, !dbg !171

54:                                               ; preds = %51
  %55 = add nsw i32 %17, 1, !dbg !172
    #dbg_value(i32 %55, !78, !DIExpression(), !113)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %20), !dbg !174
  br label %57, !dbg !175

57:                                               ; preds = %54, %51
  %58 = phi i32 [ %55, %54 ], [ %17, %51 ], !dbg !113
    #dbg_value(i32 %58, !78, !DIExpression(), !113)
  %59 = fcmp olt double %21, 0x43F0000000000000, !dbg !176
  br i1 %59, label %60, label %64, !dbg !177

60:                                               ; preds = %57
  %61 = tail call fastcc i64 @d2u(double noundef %21), !dbg !178
    #dbg_value(i64 %61, !90, !DIExpression(), !179)
  %62 = mul i64 %18, 3, !dbg !180
  %63 = add i64 %61, %62, !dbg !181
    #dbg_value(i64 %63, !79, !DIExpression(), !113)
  br label %64, !dbg !182

64:                                               ; preds = %60, %57
  %65 = phi i64 [ %63, %60 ], [ %18, %57 ], !dbg !113
    #dbg_value(i64 %65, !79, !DIExpression(), !113)
  %66 = tail call fastcc float @u2f(i64 noundef %20), !dbg !183
    #dbg_value(float %66, !93, !DIExpression(), !129)
  %67 = fcmp olt float %66, 0x43F0000000000000, !dbg !184
  br i1 %67, label %68, label %71, !dbg !186

68:                                               ; preds = %64
  %69 = tail call fastcc i64 @f2u(float noundef %66), !dbg !187
  %70 = add i64 %69, %65, !dbg !188
    #dbg_value(i64 %70, !79, !DIExpression(), !113)
  br label %71, !dbg !189

71:                                               ; preds = %68, %64
  %72 = phi i64 [ %70, %68 ], [ %65, %64 ], !dbg !129
    #dbg_value(i64 %72, !79, !DIExpression(), !113)
  %73 = add nsw i64 %19, 1, !dbg !190
    #dbg_value(i32 %58, !78, !DIExpression(), !113)
    #dbg_value(i64 %73, !82, !DIExpression(), !116)
  %74 = icmp eq i64 %73, 4, !dbg !191
  br i1 %74, label %6, label %16, !dbg !117, !llvm.loop !192

75:                                               ; preds = %120
    #dbg_value(i64 0, !103, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !113)
    #dbg_value(i64 -9223372036854775808, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
    #dbg_value(i64 -9223372036854775807, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113)
    #dbg_value(i64 -9007199254740993, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !113)
    #dbg_value(i64 -1, !103, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !113)
    #dbg_value(i64 9007199254740993, !103, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !113)
    #dbg_value(i64 9223372036854775807, !103, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !113)
    #dbg_value(i32 0, !107, !DIExpression(), !194)
    #dbg_value(i64 0, !107, !DIExpression(), !194)
  %76 = tail call fastcc double @i2d(i64 noundef -9223372036854775808), !dbg !195
    #dbg_value(double %76, !109, !DIExpression(), !196)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef -9223372036854775808, double noundef %76), !dbg !197
  %78 = fcmp olt double %76, 0x43E0000000000000, !dbg !198
  br i1 %78, label %124, label %127, !dbg !200

79:                                               ; preds = %6, %120
  %80 = phi i64 [ %122, %120 ], [ 0, %6 ]
    #dbg_value(i64 %80, !98, !DIExpression(), !201)
  %81 = getelementptr inbounds [12 x i64], ptr @__const.main.specials, i64 0, i64 %80, !dbg !202
  %82 = load i64, ptr %81, align 8, !dbg !202, !tbaa !203
  %83 = tail call fastcc double @u2d(i64 noundef %82), !dbg !207
    #dbg_value(double %83, !100, !DIExpression(), !208)
    #dbg_value(i64 %82, !131, !DIExpression(), !209)
  %84 = trunc nuw nsw i64 %80 to i32, !dbg !211
  switch i32 %84, label %88 [
    i32 0, label %111
    i32 1, label %85
  ], !dbg !211

85:                                               ; preds = %79
  %86 = uitofp nneg i64 %82 to double, !dbg !212
  %87 = tail call double @ldexp(double noundef %86, i32 noundef 0) #6, !dbg !213
  br label %111, !dbg !214

88:                                               ; preds = %79
  %89 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %82, i1 true), !dbg !215
    #dbg_value(!DIArgList(i32 64, i64 %89), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !209)
    #dbg_value(i64 %89, !136, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !209)
  %90 = trunc nuw nsw i64 %89 to i32, !dbg !215
    #dbg_value(i32 %90, !136, !DIExpression(), !209)
    #dbg_value(!DIArgList(i32 64, i32 %90), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !209)
  %91 = sub nuw nsw i32 11, %90, !dbg !216
    #dbg_value(i32 %91, !138, !DIExpression(), !209)
  %92 = zext nneg i32 %91 to i64, !dbg !217
  %93 = lshr i64 %82, %92, !dbg !217
    #dbg_value(i64 %93, !139, !DIExpression(), !209)
  %94 = shl nsw i64 -1, %92, !dbg !218
  %95 = xor i64 %94, -1, !dbg !218
  %96 = and i64 %82, %95, !dbg !219
    #dbg_value(i64 %96, !140, !DIExpression(), !209)
  %97 = sub nuw nsw i64 10, %89, !dbg !220
  %98 = shl nuw nsw i64 1, %97, !dbg !221
    #dbg_value(i64 %98, !141, !DIExpression(), !209)
  %99 = icmp ugt i64 %96, %98, !dbg !222
  br i1 %99, label %105, label %100, !dbg !223

100:                                              ; preds = %88
  %101 = icmp ne i64 %96, %98, !dbg !224
  %102 = and i64 %93, 1
  %103 = icmp eq i64 %102, 0
  %104 = select i1 %101, i1 true, i1 %103, !dbg !225
  br i1 %104, label %107, label %105, !dbg !225

105:                                              ; preds = %100, %88
  %106 = add nuw i64 %93, 1, !dbg !226
    #dbg_value(i64 %106, !139, !DIExpression(), !209)
  br label %107, !dbg !227

107:                                              ; preds = %105, %100
  %108 = phi i64 [ %106, %105 ], [ %93, %100 ], !dbg !209
    #dbg_value(i64 %108, !139, !DIExpression(), !209)
  %109 = sitofp i64 %108 to double, !dbg !228
  %110 = tail call double @ldexp(double noundef %109, i32 noundef %91) #6, !dbg !229
  br label %111

111:                                              ; preds = %79, %85, %107
  %112 = phi double [ 0.000000e+00, %79 ], [ %87, %85 ], [ %110, %107 ], !dbg !209
  %113 = fcmp oeq double %83, %112, !dbg !230
  %114 = zext i1 %113 to i32, !dbg !230
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %82, double noundef %83, i32 noundef %114), !dbg !231
  %116 = fcmp olt double %83, 0x43F0000000000000, !dbg !232
  br i1 %116, label %117, label %120, !dbg !234

117:                                              ; preds = %111
  %118 = tail call fastcc i64 @d2u(double noundef %83), !dbg !235
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %118), !dbg !236
  br label %120, !dbg !236

120:                                              ; preds = %117, %111
  %121 = tail call i32 @putchar(i32 10), !dbg !237
  %122 = add nuw nsw i64 %80, 1, !dbg !238
    #dbg_value(i64 %122, !98, !DIExpression(), !201)
  %123 = icmp eq i64 %122, 12, !dbg !239
  br i1 %123, label %75, label %79, !dbg !240, !llvm.loop !241

124:                                              ; preds = %75
  %125 = tail call fastcc i64 @d2i(double noundef %76), !dbg !243
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %125), !dbg !244
  br label %127, !dbg !244

127:                                              ; preds = %124, %75
  %128 = tail call i32 @putchar(i32 10), !dbg !245
    #dbg_value(i64 1, !107, !DIExpression(), !194)
  %129 = tail call fastcc double @i2d(i64 noundef -9223372036854775807), !dbg !195
    #dbg_value(double %129, !109, !DIExpression(), !196)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef -9223372036854775807, double noundef %129), !dbg !197
  %131 = fcmp olt double %129, 0x43E0000000000000, !dbg !198
  br i1 %131, label %132, label %135, !dbg !200

132:                                              ; preds = %127
  %133 = tail call fastcc i64 @d2i(double noundef %129), !dbg !243
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %133), !dbg !244
  br label %135, !dbg !244

135:                                              ; preds = %132, %127
  %136 = tail call i32 @putchar(i32 10), !dbg !245
    #dbg_value(i64 2, !107, !DIExpression(), !194)
  %137 = tail call fastcc double @i2d(i64 noundef -9007199254740993), !dbg !195
    #dbg_value(double %137, !109, !DIExpression(), !196)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef -9007199254740993, double noundef %137), !dbg !197
  %139 = fcmp olt double %137, 0x43E0000000000000, !dbg !198
  br i1 %139, label %140, label %143, !dbg !200

140:                                              ; preds = %135
  %141 = tail call fastcc i64 @d2i(double noundef %137), !dbg !243
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %141), !dbg !244
  br label %143, !dbg !244

143:                                              ; preds = %140, %135
  %144 = tail call i32 @putchar(i32 10), !dbg !245
    #dbg_value(i64 3, !107, !DIExpression(), !194)
  %145 = tail call fastcc double @i2d(i64 noundef -1), !dbg !195
    #dbg_value(double %145, !109, !DIExpression(), !196)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef -1, double noundef %145), !dbg !197
  %147 = fcmp olt double %145, 0x43E0000000000000, !dbg !198
  br i1 %147, label %148, label %151, !dbg !200

148:                                              ; preds = %143
  %149 = tail call fastcc i64 @d2i(double noundef %145), !dbg !243
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %149), !dbg !244
  br label %151, !dbg !244

151:                                              ; preds = %148, %143
  %152 = tail call i32 @putchar(i32 10), !dbg !245
    #dbg_value(i64 4, !107, !DIExpression(), !194)
  %153 = tail call fastcc double @i2d(i64 noundef 0), !dbg !195
    #dbg_value(double %153, !109, !DIExpression(), !196)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, double noundef %153), !dbg !197
  %155 = fcmp olt double %153, 0x43E0000000000000, !dbg !198
  br i1 %155, label %156, label %159, !dbg !200

156:                                              ; preds = %151
  %157 = tail call fastcc i64 @d2i(double noundef %153), !dbg !243
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %157), !dbg !244
  br label %159, !dbg !244

159:                                              ; preds = %156, %151
  %160 = tail call i32 @putchar(i32 10), !dbg !245
    #dbg_value(i64 5, !107, !DIExpression(), !194)
  %161 = tail call fastcc double @i2d(i64 noundef 9007199254740993), !dbg !195
    #dbg_value(double %161, !109, !DIExpression(), !196)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 9007199254740993, double noundef %161), !dbg !197
  %163 = fcmp olt double %161, 0x43E0000000000000, !dbg !198
  br i1 %163, label %164, label %167, !dbg !200

164:                                              ; preds = %159
  %165 = tail call fastcc i64 @d2i(double noundef %161), !dbg !243
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %165), !dbg !244
  br label %167, !dbg !244

167:                                              ; preds = %164, %159
  %168 = tail call i32 @putchar(i32 10), !dbg !245
    #dbg_value(i64 6, !107, !DIExpression(), !194)
  %169 = tail call fastcc double @i2d(i64 noundef 9223372036854775807), !dbg !195
    #dbg_value(double %169, !109, !DIExpression(), !196)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 9223372036854775807, double noundef %169), !dbg !197
  %171 = fcmp olt double %169, 0x43E0000000000000, !dbg !198
  br i1 %171, label %172, label %175, !dbg !200

172:                                              ; preds = %167
  %173 = tail call fastcc i64 @d2i(double noundef %169), !dbg !243
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %173), !dbg !244
  br label %175, !dbg !244

175:                                              ; preds = %172, %167
  %176 = tail call i32 @putchar(i32 10), !dbg !245
    #dbg_value(i64 7, !107, !DIExpression(), !194)
  %177 = tail call fastcc i32 @d2u32(double noundef 0x41EFFFFFFFE00000), !dbg !246
  %178 = tail call fastcc i32 @d2u32(double noundef 0x41E0000000100000), !dbg !247
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x41EFFFFFFFE00000, i32 noundef %177, i32 noundef %178), !dbg !248
    #dbg_value(double 0x43EFFFFFFFFFFFFF, !112, !DIExpression(), !113)
  %180 = tail call fastcc i64 @d2u(double noundef 0x43EFFFFFFFFFFFFF), !dbg !249
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %180), !dbg !250
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %58, i64 noundef %72), !dbg !251
  ret i32 %58, !dbg !252
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u2d(i64 noundef %0) unnamed_addr #1 !dbg !253 {
    #dbg_value(i64 %0, !255, !DIExpression(), !256)
  %2 = uitofp i64 %0 to double, !dbg !257
  ret double %2, !dbg !258
}

; Function Attrs: nofree nounwind
declare !dbg !259 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2u(double noundef %0) unnamed_addr #1 !dbg !266 {
    #dbg_value(double %0, !270, !DIExpression(), !271)
  %2 = fptoui double %0 to i64, !dbg !272
  ret i64 %2, !dbg !273
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @u2f(i64 noundef %0) unnamed_addr #1 !dbg !274 {
    #dbg_value(i64 %0, !278, !DIExpression(), !279)
  %2 = uitofp i64 %0 to float, !dbg !280
  ret float %2, !dbg !281
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2u(float noundef %0) unnamed_addr #1 !dbg !282 {
    #dbg_value(float %0, !286, !DIExpression(), !287)
  %2 = fptoui float %0 to i64, !dbg !288
  ret i64 %2, !dbg !289
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @i2d(i64 noundef %0) unnamed_addr #1 !dbg !290 {
    #dbg_value(i64 %0, !294, !DIExpression(), !295)
  %2 = sitofp i64 %0 to double, !dbg !296
  ret double %2, !dbg !297
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2i(double noundef %0) unnamed_addr #1 !dbg !298 {
    #dbg_value(double %0, !302, !DIExpression(), !303)
  %2 = fptosi double %0 to i64, !dbg !304
  ret i64 %2, !dbg !305
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d2u32(double noundef %0) unnamed_addr #1 !dbg !306 {
    #dbg_value(double %0, !310, !DIExpression(), !311)
  %2 = fptoui double %0 to i32, !dbg !312
  ret i32 %2, !dbg !313
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !314 double @ldexp(double noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/u64_double_exact.c", directory: ".", checksumkind: CSK_MD5, checksum: "d781f2ff98a93f787ac705c2d254295a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 33)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 17)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 14)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 18)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !42, globals: !59, splitDebugInlining: false, nameTableKind: None)
!42 = !{!43, !48, !49, !50, !51, !55, !56}
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !44, line: 27, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !46, line: 45, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !52, line: 27, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !46, line: 44, baseType: !54)
!54 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!55 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !44, line: 26, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !46, line: 42, baseType: !58)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = !{!0, !7, !12, !17, !60, !22, !24, !26, !31, !36}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 2)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !74, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !77)
!74 = !DISubroutineType(types: !75)
!75 = !{!76}
!76 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!77 = !{!78, !79, !80, !82, !86, !89, !90, !93, !94, !98, !100, !103, !107, !109, !112}
!78 = !DILocalVariable(name: "bad", scope: !73, file: !2, line: 27, type: !76)
!79 = !DILocalVariable(name: "h", scope: !73, file: !2, line: 27, type: !43)
!80 = !DILocalVariable(name: "p", scope: !81, file: !2, line: 28, type: !76)
!81 = distinct !DILexicalBlock(scope: !73, file: !2, line: 28, column: 5)
!82 = !DILocalVariable(name: "dlt", scope: !83, file: !2, line: 29, type: !51)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 29, column: 9)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 28, column: 34)
!85 = distinct !DILexicalBlock(scope: !81, file: !2, line: 28, column: 5)
!86 = !DILocalVariable(name: "v", scope: !87, file: !2, line: 30, type: !43)
!87 = distinct !DILexicalBlock(scope: !88, file: !2, line: 29, column: 49)
!88 = distinct !DILexicalBlock(scope: !83, file: !2, line: 29, column: 9)
!89 = !DILocalVariable(name: "d", scope: !87, file: !2, line: 31, type: !49)
!90 = !DILocalVariable(name: "back", scope: !91, file: !2, line: 33, type: !43)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 33, column: 45)
!92 = distinct !DILexicalBlock(scope: !87, file: !2, line: 33, column: 17)
!93 = !DILocalVariable(name: "f", scope: !87, file: !2, line: 34, type: !55)
!94 = !DILocalVariable(name: "specials", scope: !73, file: !2, line: 38, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 768, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 12)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 40, type: !76)
!99 = distinct !DILexicalBlock(scope: !73, file: !2, line: 40, column: 5)
!100 = !DILocalVariable(name: "d", scope: !101, file: !2, line: 41, type: !49)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 40, column: 34)
!102 = distinct !DILexicalBlock(scope: !99, file: !2, line: 40, column: 5)
!103 = !DILocalVariable(name: "sv", scope: !73, file: !2, line: 46, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 448, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 7)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 47, type: !76)
!108 = distinct !DILexicalBlock(scope: !73, file: !2, line: 47, column: 5)
!109 = !DILocalVariable(name: "d", scope: !110, file: !2, line: 47, type: !49)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 47, column: 33)
!111 = distinct !DILexicalBlock(scope: !108, file: !2, line: 47, column: 5)
!112 = !DILocalVariable(name: "big", scope: !73, file: !2, line: 49, type: !49)
!113 = !DILocation(line: 0, scope: !73)
!114 = !DILocation(line: 0, scope: !81)
!115 = !DILocation(line: 28, column: 5, scope: !81)
!116 = !DILocation(line: 0, scope: !83)
!117 = !DILocation(line: 29, column: 9, scope: !83)
!118 = !DILocation(line: 36, column: 72, scope: !84)
!119 = !DILocation(line: 36, column: 56, scope: !84)
!120 = !DILocation(line: 36, column: 86, scope: !84)
!121 = !DILocation(line: 36, column: 78, scope: !84)
!122 = !DILocation(line: 36, column: 9, scope: !84)
!123 = !DILocation(line: 28, column: 30, scope: !85)
!124 = !DILocation(line: 28, column: 23, scope: !85)
!125 = distinct !{!125, !115, !126, !127}
!126 = !DILocation(line: 37, column: 5, scope: !81)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 30, column: 38, scope: !87)
!129 = !DILocation(line: 0, scope: !87)
!130 = !DILocation(line: 31, column: 24, scope: !87)
!131 = !DILocalVariable(name: "v", arg: 1, scope: !132, file: !2, line: 17, type: !43)
!132 = distinct !DISubprogram(name: "ref_u2d", scope: !2, file: !2, line: 17, type: !133, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!49, !43}
!135 = !{!131, !136, !137, !138, !139, !140, !141}
!136 = !DILocalVariable(name: "lz", scope: !132, file: !2, line: 19, type: !76)
!137 = !DILocalVariable(name: "bitsn", scope: !132, file: !2, line: 19, type: !76)
!138 = !DILocalVariable(name: "drop", scope: !132, file: !2, line: 21, type: !76)
!139 = !DILocalVariable(name: "m", scope: !132, file: !2, line: 21, type: !43)
!140 = !DILocalVariable(name: "rem", scope: !132, file: !2, line: 21, type: !43)
!141 = !DILocalVariable(name: "half", scope: !132, file: !2, line: 21, type: !43)
!142 = !DILocation(line: 0, scope: !132, inlinedAt: !143)
!143 = distinct !DILocation(line: 32, column: 22, scope: !144)
!144 = distinct !DILexicalBlock(scope: !87, file: !2, line: 32, column: 17)
!145 = !DILocation(line: 18, column: 11, scope: !146, inlinedAt: !143)
!146 = distinct !DILexicalBlock(scope: !132, file: !2, line: 18, column: 9)
!147 = !DILocation(line: 18, column: 9, scope: !132, inlinedAt: !143)
!148 = !DILocation(line: 20, column: 15, scope: !149, inlinedAt: !143)
!149 = distinct !DILexicalBlock(scope: !132, file: !2, line: 20, column: 9)
!150 = !DILocation(line: 20, column: 9, scope: !132, inlinedAt: !143)
!151 = !DILocation(line: 20, column: 35, scope: !149, inlinedAt: !143)
!152 = !DILocation(line: 20, column: 29, scope: !149, inlinedAt: !143)
!153 = !DILocation(line: 20, column: 22, scope: !149, inlinedAt: !143)
!154 = !DILocation(line: 19, column: 14, scope: !132, inlinedAt: !143)
!155 = !DILocation(line: 21, column: 22, scope: !132, inlinedAt: !143)
!156 = !DILocation(line: 21, column: 43, scope: !132, inlinedAt: !143)
!157 = !DILocation(line: 21, column: 78, scope: !132, inlinedAt: !143)
!158 = !DILocation(line: 21, column: 60, scope: !132, inlinedAt: !143)
!159 = !DILocation(line: 21, column: 105, scope: !132, inlinedAt: !143)
!160 = !DILocation(line: 21, column: 96, scope: !132, inlinedAt: !143)
!161 = !DILocation(line: 22, column: 13, scope: !162, inlinedAt: !143)
!162 = distinct !DILexicalBlock(scope: !132, file: !2, line: 22, column: 9)
!163 = !DILocation(line: 22, column: 20, scope: !162, inlinedAt: !143)
!164 = !DILocation(line: 22, column: 28, scope: !162, inlinedAt: !143)
!165 = !DILocation(line: 22, column: 36, scope: !162, inlinedAt: !143)
!166 = !DILocation(line: 22, column: 50, scope: !162, inlinedAt: !143)
!167 = !DILocation(line: 22, column: 49, scope: !162, inlinedAt: !143)
!168 = !DILocation(line: 23, column: 18, scope: !132, inlinedAt: !143)
!169 = !DILocation(line: 23, column: 12, scope: !132, inlinedAt: !143)
!170 = !DILocation(line: 32, column: 19, scope: !144)
!171 = !DILocation(line: 32, column: 17, scope: !87)
!172 = !DILocation(line: 32, column: 39, scope: !173)
!173 = distinct !DILexicalBlock(scope: !144, file: !2, line: 32, column: 34)
!174 = !DILocation(line: 32, column: 43, scope: !173)
!175 = !DILocation(line: 32, column: 93, scope: !173)
!176 = !DILocation(line: 33, column: 19, scope: !92)
!177 = !DILocation(line: 33, column: 17, scope: !87)
!178 = !DILocation(line: 33, column: 63, scope: !91)
!179 = !DILocation(line: 0, scope: !91)
!180 = !DILocation(line: 33, column: 77, scope: !91)
!181 = !DILocation(line: 33, column: 81, scope: !91)
!182 = !DILocation(line: 33, column: 89, scope: !91)
!183 = !DILocation(line: 34, column: 23, scope: !87)
!184 = !DILocation(line: 34, column: 37, scope: !185)
!185 = distinct !DILexicalBlock(scope: !87, file: !2, line: 34, column: 35)
!186 = !DILocation(line: 34, column: 35, scope: !87)
!187 = !DILocation(line: 34, column: 69, scope: !185)
!188 = !DILocation(line: 34, column: 66, scope: !185)
!189 = !DILocation(line: 34, column: 64, scope: !185)
!190 = !DILocation(line: 29, column: 45, scope: !88)
!191 = !DILocation(line: 29, column: 36, scope: !88)
!192 = distinct !{!192, !117, !193, !127}
!193 = !DILocation(line: 35, column: 9, scope: !83)
!194 = !DILocation(line: 0, scope: !108)
!195 = !DILocation(line: 47, column: 46, scope: !110)
!196 = !DILocation(line: 0, scope: !110)
!197 = !DILocation(line: 47, column: 58, scope: !110)
!198 = !DILocation(line: 47, column: 111, scope: !199)
!199 = distinct !DILexicalBlock(scope: !110, file: !2, line: 47, column: 109)
!200 = !DILocation(line: 47, column: 109, scope: !110)
!201 = !DILocation(line: 0, scope: !99)
!202 = !DILocation(line: 41, column: 24, scope: !101)
!203 = !{!204, !204, i64 0}
!204 = !{!"long", !205, i64 0}
!205 = !{!"omnipotent char", !206, i64 0}
!206 = !{!"Simple C/C++ TBAA"}
!207 = !DILocation(line: 41, column: 20, scope: !101)
!208 = !DILocation(line: 0, scope: !101)
!209 = !DILocation(line: 0, scope: !132, inlinedAt: !210)
!210 = distinct !DILocation(line: 42, column: 80, scope: !101)
!211 = !DILocation(line: 18, column: 9, scope: !132, inlinedAt: !210)
!212 = !DILocation(line: 20, column: 35, scope: !149, inlinedAt: !210)
!213 = !DILocation(line: 20, column: 29, scope: !149, inlinedAt: !210)
!214 = !DILocation(line: 20, column: 22, scope: !149, inlinedAt: !210)
!215 = !DILocation(line: 19, column: 14, scope: !132, inlinedAt: !210)
!216 = !DILocation(line: 21, column: 22, scope: !132, inlinedAt: !210)
!217 = !DILocation(line: 21, column: 43, scope: !132, inlinedAt: !210)
!218 = !DILocation(line: 21, column: 78, scope: !132, inlinedAt: !210)
!219 = !DILocation(line: 21, column: 60, scope: !132, inlinedAt: !210)
!220 = !DILocation(line: 21, column: 105, scope: !132, inlinedAt: !210)
!221 = !DILocation(line: 21, column: 96, scope: !132, inlinedAt: !210)
!222 = !DILocation(line: 22, column: 13, scope: !162, inlinedAt: !210)
!223 = !DILocation(line: 22, column: 20, scope: !162, inlinedAt: !210)
!224 = !DILocation(line: 22, column: 28, scope: !162, inlinedAt: !210)
!225 = !DILocation(line: 22, column: 36, scope: !162, inlinedAt: !210)
!226 = !DILocation(line: 22, column: 50, scope: !162, inlinedAt: !210)
!227 = !DILocation(line: 22, column: 49, scope: !162, inlinedAt: !210)
!228 = !DILocation(line: 23, column: 18, scope: !132, inlinedAt: !210)
!229 = !DILocation(line: 23, column: 12, scope: !132, inlinedAt: !210)
!230 = !DILocation(line: 42, column: 77, scope: !101)
!231 = !DILocation(line: 42, column: 9, scope: !101)
!232 = !DILocation(line: 43, column: 15, scope: !233)
!233 = distinct !DILexicalBlock(scope: !101, file: !2, line: 43, column: 13)
!234 = !DILocation(line: 43, column: 13, scope: !101)
!235 = !DILocation(line: 43, column: 82, scope: !233)
!236 = !DILocation(line: 43, column: 41, scope: !233)
!237 = !DILocation(line: 44, column: 9, scope: !101)
!238 = !DILocation(line: 40, column: 30, scope: !102)
!239 = !DILocation(line: 40, column: 23, scope: !102)
!240 = !DILocation(line: 40, column: 5, scope: !99)
!241 = distinct !{!241, !240, !242, !127}
!242 = !DILocation(line: 45, column: 5, scope: !99)
!243 = !DILocation(line: 47, column: 168, scope: !199)
!244 = !DILocation(line: 47, column: 136, scope: !199)
!245 = !DILocation(line: 47, column: 177, scope: !110)
!246 = !DILocation(line: 48, column: 54, scope: !73)
!247 = !DILocation(line: 48, column: 75, scope: !73)
!248 = !DILocation(line: 48, column: 5, scope: !73)
!249 = !DILocation(line: 49, column: 86, scope: !73)
!250 = !DILocation(line: 49, column: 41, scope: !73)
!251 = !DILocation(line: 50, column: 5, scope: !73)
!252 = !DILocation(line: 52, column: 1, scope: !73)
!253 = distinct !DISubprogram(name: "u2d", scope: !2, file: !2, line: 7, type: !133, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !254)
!254 = !{!255}
!255 = !DILocalVariable(name: "v", arg: 1, scope: !253, file: !2, line: 7, type: !43)
!256 = !DILocation(line: 0, scope: !253)
!257 = !DILocation(line: 7, column: 66, scope: !253)
!258 = !DILocation(line: 7, column: 59, scope: !253)
!259 = !DISubprogram(name: "printf", scope: !260, file: !260, line: 356, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!261 = !DISubroutineType(types: !262)
!262 = !{!76, !263, null}
!263 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!266 = distinct !DISubprogram(name: "d2u", scope: !2, file: !2, line: 9, type: !267, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{!43, !49}
!269 = !{!270}
!270 = !DILocalVariable(name: "d", arg: 1, scope: !266, file: !2, line: 9, type: !49)
!271 = !DILocation(line: 0, scope: !266)
!272 = !DILocation(line: 9, column: 66, scope: !266)
!273 = !DILocation(line: 9, column: 59, scope: !266)
!274 = distinct !DISubprogram(name: "u2f", scope: !2, file: !2, line: 8, type: !275, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{!55, !43}
!277 = !{!278}
!278 = !DILocalVariable(name: "v", arg: 1, scope: !274, file: !2, line: 8, type: !43)
!279 = !DILocation(line: 0, scope: !274)
!280 = !DILocation(line: 8, column: 65, scope: !274)
!281 = !DILocation(line: 8, column: 58, scope: !274)
!282 = distinct !DISubprogram(name: "f2u", scope: !2, file: !2, line: 10, type: !283, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !285)
!283 = !DISubroutineType(types: !284)
!284 = !{!43, !55}
!285 = !{!286}
!286 = !DILocalVariable(name: "f", arg: 1, scope: !282, file: !2, line: 10, type: !55)
!287 = !DILocation(line: 0, scope: !282)
!288 = !DILocation(line: 10, column: 65, scope: !282)
!289 = !DILocation(line: 10, column: 58, scope: !282)
!290 = distinct !DISubprogram(name: "i2d", scope: !2, file: !2, line: 11, type: !291, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !293)
!291 = !DISubroutineType(types: !292)
!292 = !{!49, !51}
!293 = !{!294}
!294 = !DILocalVariable(name: "v", arg: 1, scope: !290, file: !2, line: 11, type: !51)
!295 = !DILocation(line: 0, scope: !290)
!296 = !DILocation(line: 11, column: 65, scope: !290)
!297 = !DILocation(line: 11, column: 58, scope: !290)
!298 = distinct !DISubprogram(name: "d2i", scope: !2, file: !2, line: 12, type: !299, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !301)
!299 = !DISubroutineType(types: !300)
!300 = !{!51, !49}
!301 = !{!302}
!302 = !DILocalVariable(name: "d", arg: 1, scope: !298, file: !2, line: 12, type: !49)
!303 = !DILocation(line: 0, scope: !298)
!304 = !DILocation(line: 12, column: 65, scope: !298)
!305 = !DILocation(line: 12, column: 58, scope: !298)
!306 = distinct !DISubprogram(name: "d2u32", scope: !2, file: !2, line: 14, type: !307, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !309)
!307 = !DISubroutineType(types: !308)
!308 = !{!56, !49}
!309 = !{!310}
!310 = !DILocalVariable(name: "d", arg: 1, scope: !306, file: !2, line: 14, type: !49)
!311 = !DILocation(line: 0, scope: !306)
!312 = !DILocation(line: 14, column: 68, scope: !306)
!313 = !DILocation(line: 14, column: 61, scope: !306)
!314 = !DISubprogram(name: "ldexp", scope: !315, file: !315, line: 101, type: !316, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!316 = !DISubroutineType(types: !317)
!317 = !{!49, !49, !76}
