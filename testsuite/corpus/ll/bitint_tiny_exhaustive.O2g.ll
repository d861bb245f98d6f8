; ModuleID = 'programs/bitint_tiny_exhaustive.c'
source_filename = "programs/bitint_tiny_exhaustive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"sizes: u1=%zu s2=%zu s3=%zu u5=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [38 x i8] c"u1 %d,%d: add=%d mul=%d not=%d lt=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [26 x i8] c"u1 from 2,3,-1: %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"s2 %2d:\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c" +%d=%2d\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c" /%d=%2d %%%d=%2d\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c" >>1=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [17 x i8] c"s3 hash %016llx\0A\00", align 1, !dbg !34
@h = internal unnamed_addr global i64 1469598103934665603, align 8, !dbg !39
@.str.8 = private unnamed_addr constant [36 x i8] c"s3 row -4: mul3=%d div3=%d rem3=%d\0A\00", align 1, !dbg !54
@.str.9 = private unnamed_addr constant [17 x i8] c"u5 hash %016llx\0A\00", align 1, !dbg !56
@.str.10 = private unnamed_addr constant [22 x i8] c"u5 samples: %d %d %d\0A\00", align 1, !dbg !58

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1), !dbg !99
    #dbg_value(i32 0, !75, !DIExpression(), !100)
    #dbg_value(i32 0, !75, !DIExpression(), !100)
  %2 = tail call fastcc zeroext i1 @u1_not(i1 noundef zeroext false), !dbg !101
  %3 = zext i1 %2 to i32
    #dbg_value(i32 0, !77, !DIExpression(), !102)
    #dbg_value(i32 0, !77, !DIExpression(), !102)
  %4 = tail call fastcc zeroext i1 @u1_add(i1 noundef zeroext false, i1 noundef zeroext false), !dbg !103
  %5 = zext i1 %4 to i32, !dbg !105
  %6 = tail call fastcc zeroext i1 @u1_mul(i1 noundef zeroext false, i1 noundef zeroext false), !dbg !106
  %7 = zext i1 %6 to i32, !dbg !107
  %8 = tail call fastcc i32 @u1_lt(i1 noundef zeroext false, i1 noundef zeroext false), !dbg !108
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef %5, i32 noundef %7, i32 noundef %3, i32 noundef %8), !dbg !109
    #dbg_value(i32 1, !77, !DIExpression(), !102)
  %10 = tail call fastcc zeroext i1 @u1_add(i1 noundef zeroext false, i1 noundef zeroext true), !dbg !103
  %11 = zext i1 %10 to i32, !dbg !105
  %12 = tail call fastcc zeroext i1 @u1_mul(i1 noundef zeroext false, i1 noundef zeroext true), !dbg !106
  %13 = zext i1 %12 to i32, !dbg !107
  %14 = tail call fastcc i32 @u1_lt(i1 noundef zeroext false, i1 noundef zeroext true), !dbg !108
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 1, i32 noundef %11, i32 noundef %13, i32 noundef %3, i32 noundef %14), !dbg !109
    #dbg_value(i32 2, !77, !DIExpression(), !102)
    #dbg_value(i32 1, !75, !DIExpression(), !100)
  %16 = tail call fastcc zeroext i1 @u1_not(i1 noundef zeroext true), !dbg !101
  %17 = zext i1 %16 to i32
    #dbg_value(i32 0, !77, !DIExpression(), !102)
    #dbg_value(i32 0, !77, !DIExpression(), !102)
  %18 = tail call fastcc zeroext i1 @u1_add(i1 noundef zeroext true, i1 noundef zeroext false), !dbg !103
  %19 = zext i1 %18 to i32, !dbg !105
  %20 = tail call fastcc zeroext i1 @u1_mul(i1 noundef zeroext true, i1 noundef zeroext false), !dbg !106
  %21 = zext i1 %20 to i32, !dbg !107
  %22 = tail call fastcc i32 @u1_lt(i1 noundef zeroext true, i1 noundef zeroext false), !dbg !108
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 0, i32 noundef %19, i32 noundef %21, i32 noundef %17, i32 noundef %22), !dbg !109
    #dbg_value(i32 1, !77, !DIExpression(), !102)
  %24 = tail call fastcc zeroext i1 @u1_add(i1 noundef zeroext true, i1 noundef zeroext true), !dbg !103
  %25 = zext i1 %24 to i32, !dbg !105
  %26 = tail call fastcc zeroext i1 @u1_mul(i1 noundef zeroext true, i1 noundef zeroext true), !dbg !106
  %27 = zext i1 %26 to i32, !dbg !107
  %28 = tail call fastcc i32 @u1_lt(i1 noundef zeroext true, i1 noundef zeroext true), !dbg !108
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1, i32 noundef %25, i32 noundef %27, i32 noundef %17, i32 noundef %28), !dbg !109
    #dbg_value(i32 2, !77, !DIExpression(), !102)
    #dbg_value(i32 2, !75, !DIExpression(), !100)
  %30 = tail call fastcc zeroext i1 @u1_from(i32 noundef 2), !dbg !110
  %31 = zext i1 %30 to i32, !dbg !111
  %32 = tail call fastcc zeroext i1 @u1_from(i32 noundef 3), !dbg !112
  %33 = zext i1 %32 to i32, !dbg !113
  %34 = tail call fastcc zeroext i1 @u1_from(i32 noundef -1), !dbg !114
  %35 = zext i1 %34 to i32, !dbg !115
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31, i32 noundef %33, i32 noundef %35), !dbg !116
    #dbg_value(i32 -2, !80, !DIExpression(), !117)
  br label %39, !dbg !118

37:                                               ; preds = %61
  %38 = load i64, ptr @h, align 8, !tbaa !119
    #dbg_value(i32 -4, !86, !DIExpression(), !123)
  br label %78, !dbg !124

39:                                               ; preds = %0, %61
  %40 = phi i32 [ -2, %0 ], [ %76, %61 ]
    #dbg_value(i32 %40, !80, !DIExpression(), !117)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %40), !dbg !125
    #dbg_value(i32 -2, !82, !DIExpression(), !126)
  %42 = trunc i32 %40 to i2
  %43 = icmp eq i32 %40, -2
  %44 = tail call fastcc signext i2 @s2_wadd(i2 noundef signext %42, i2 noundef signext -2), !dbg !127
  %45 = tail call fastcc i32 @s2_to_int(i2 noundef signext %44), !dbg !130
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2, i32 noundef %45), !dbg !131
  %47 = tail call fastcc signext i2 @s2_div(i2 noundef signext %42, i2 noundef signext -2), !dbg !132
  %48 = tail call fastcc i32 @s2_to_int(i2 noundef signext %47), !dbg !134
  %49 = tail call fastcc signext i2 @s2_rem(i2 noundef signext %42, i2 noundef signext -2), !dbg !135
  %50 = tail call fastcc i32 @s2_to_int(i2 noundef signext %49), !dbg !136
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -2, i32 noundef %48, i32 noundef -2, i32 noundef %50), !dbg !137
    #dbg_value(i32 -1, !82, !DIExpression(), !126)
  %52 = tail call fastcc signext i2 @s2_wadd(i2 noundef signext %42, i2 noundef signext -1), !dbg !127
  %53 = tail call fastcc i32 @s2_to_int(i2 noundef signext %52), !dbg !130
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef %53), !dbg !131
  br i1 %43, label %61, label %55, !dbg !138

55:                                               ; preds = %39
  %56 = tail call fastcc signext i2 @s2_div(i2 noundef signext %42, i2 noundef signext -1), !dbg !132
  %57 = tail call fastcc i32 @s2_to_int(i2 noundef signext %56), !dbg !134
  %58 = tail call fastcc signext i2 @s2_rem(i2 noundef signext %42, i2 noundef signext -1), !dbg !135
  %59 = tail call fastcc i32 @s2_to_int(i2 noundef signext %58), !dbg !136
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -1, i32 noundef %57, i32 noundef -1, i32 noundef %59), !dbg !137
  br label %61, !dbg !137

61:                                               ; preds = %39, %55
    #dbg_value(i32 0, !82, !DIExpression(), !126)
  %62 = tail call fastcc signext i2 @s2_wadd(i2 noundef signext %42, i2 noundef signext 0), !dbg !127
  %63 = tail call fastcc i32 @s2_to_int(i2 noundef signext %62), !dbg !130
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %63), !dbg !131
    #dbg_value(i32 1, !82, !DIExpression(), !126)
  %65 = tail call fastcc signext i2 @s2_wadd(i2 noundef signext %42, i2 noundef signext 1), !dbg !127
  %66 = tail call fastcc i32 @s2_to_int(i2 noundef signext %65), !dbg !130
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %66), !dbg !131
  %68 = tail call fastcc signext i2 @s2_div(i2 noundef signext %42, i2 noundef signext 1), !dbg !132
  %69 = tail call fastcc i32 @s2_to_int(i2 noundef signext %68), !dbg !134
  %70 = tail call fastcc signext i2 @s2_rem(i2 noundef signext %42, i2 noundef signext 1), !dbg !135
  %71 = tail call fastcc i32 @s2_to_int(i2 noundef signext %70), !dbg !136
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef %69, i32 noundef 1, i32 noundef %71), !dbg !137
    #dbg_value(i32 2, !82, !DIExpression(), !126)
  %73 = tail call fastcc signext i2 @s2_ashr(i2 noundef signext %42), !dbg !139
  %74 = tail call fastcc i32 @s2_to_int(i2 noundef signext %73), !dbg !140
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %74), !dbg !141
  %76 = add nsw i32 %40, 1, !dbg !142
    #dbg_value(i32 %76, !80, !DIExpression(), !117)
  %77 = icmp eq i32 %76, 2, !dbg !143
  br i1 %77, label %37, label %39, !dbg !118, !llvm.loop !144

78:                                               ; preds = %37, %93
  %79 = phi i32 [ -4, %37 ], [ %94, %93 ]
  %80 = phi i64 [ %38, %37 ], [ %122, %93 ]
    #dbg_value(i32 %79, !86, !DIExpression(), !123)
  %81 = trunc i32 %79 to i3
    #dbg_value(i32 -4, !88, !DIExpression(), !147)
  %82 = icmp eq i32 %79, -4
  br label %96, !dbg !148

83:                                               ; preds = %93
  store i64 %122, ptr @h, align 8, !tbaa !119
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %122), !dbg !149
  %85 = tail call fastcc signext i3 @s3_wmul(i3 noundef signext -4, i3 noundef signext 3), !dbg !150
  %86 = sext i3 %85 to i32, !dbg !151
  %87 = tail call fastcc signext i3 @s3_div(i3 noundef signext -4, i3 noundef signext 3), !dbg !152
  %88 = sext i3 %87 to i32, !dbg !153
  %89 = tail call fastcc signext i3 @s3_rem(i3 noundef signext -4, i3 noundef signext 3), !dbg !154
  %90 = sext i3 %89 to i32, !dbg !155
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %86, i32 noundef %88, i32 noundef %90), !dbg !156
    #dbg_value(i32 0, !91, !DIExpression(), !157)
  %92 = load i64, ptr @h, align 8, !tbaa !119
  br label %125, !dbg !158

93:                                               ; preds = %121
  %94 = add nsw i32 %79, 1, !dbg !159
    #dbg_value(i32 %94, !86, !DIExpression(), !123)
  %95 = icmp eq i32 %94, 4, !dbg !160
  br i1 %95, label %83, label %78, !dbg !124, !llvm.loop !161

96:                                               ; preds = %78, %121
  %97 = phi i32 [ -4, %78 ], [ %123, %121 ]
  %98 = phi i64 [ %80, %78 ], [ %122, %121 ]
    #dbg_value(i32 %97, !88, !DIExpression(), !147)
  %99 = trunc i32 %97 to i3, !dbg !163
  %100 = tail call fastcc signext i3 @s3_wmul(i3 noundef signext %81, i3 noundef signext %99), !dbg !166
  %101 = sext i3 %100 to i64, !dbg !166
    #dbg_value(i64 %101, !167, !DIExpression(), !173)
  %102 = xor i64 %98, %101, !dbg !175
  %103 = mul i64 %102, 1099511628211, !dbg !176
  %104 = tail call fastcc i32 @s3_cmp(i3 noundef signext %81, i3 noundef signext %99), !dbg !177
  %105 = zext nneg i32 %104 to i64, !dbg !177
    #dbg_value(i64 %105, !167, !DIExpression(), !178)
  %106 = xor i64 %103, %105, !dbg !180
  %107 = mul i64 %106, 1099511628211, !dbg !181
  %108 = icmp eq i32 %97, 0, !dbg !182
  %109 = icmp eq i32 %97, -1
  %110 = and i1 %82, %109
  %111 = or i1 %108, %110, !dbg !184
  br i1 %111, label %121, label %112, !dbg !184

112:                                              ; preds = %96
  %113 = tail call fastcc signext i3 @s3_div(i3 noundef signext %81, i3 noundef signext %99), !dbg !185
  %114 = sext i3 %113 to i64, !dbg !185
    #dbg_value(i64 %114, !167, !DIExpression(), !187)
  %115 = xor i64 %107, %114, !dbg !189
  %116 = mul i64 %115, 1099511628211, !dbg !190
  %117 = tail call fastcc signext i3 @s3_rem(i3 noundef signext %81, i3 noundef signext %99), !dbg !191
  %118 = sext i3 %117 to i64, !dbg !191
    #dbg_value(i64 %118, !167, !DIExpression(), !192)
  %119 = xor i64 %116, %118, !dbg !194
  %120 = mul i64 %119, 1099511628211, !dbg !195
  br label %121, !dbg !196

121:                                              ; preds = %96, %112
  %122 = phi i64 [ %107, %96 ], [ %120, %112 ]
  %123 = add nsw i32 %97, 1, !dbg !197
    #dbg_value(i32 %123, !88, !DIExpression(), !147)
  %124 = icmp eq i32 %123, 4, !dbg !198
  br i1 %124, label %93, label %96, !dbg !148, !llvm.loop !199

125:                                              ; preds = %83, %167
  %126 = phi i32 [ 0, %83 ], [ %168, %167 ]
  %127 = phi i64 [ %92, %83 ], [ %164, %167 ]
    #dbg_value(i32 %126, !91, !DIExpression(), !157)
  %128 = trunc nuw i32 %126 to i5
    #dbg_value(i32 0, !93, !DIExpression(), !201)
  br label %141, !dbg !202

129:                                              ; preds = %167
  store i64 %164, ptr @h, align 8, !tbaa !119
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %164), !dbg !203
  %131 = tail call fastcc zeroext i5 @u5_ops(i5 noundef zeroext -1, i5 noundef zeroext -1, i32 noundef 4), !dbg !204
  %132 = zext i5 %131 to i32, !dbg !205
  %133 = tail call fastcc zeroext i5 @u5_ops(i5 noundef zeroext -15, i5 noundef zeroext 3, i32 noundef 2), !dbg !206
  %134 = zext i5 %133 to i32, !dbg !207
  %135 = tail call fastcc zeroext i5 @u5_ops(i5 noundef zeroext 0, i5 noundef zeroext -2, i32 noundef 1), !dbg !208
  %136 = zext i5 %135 to i32, !dbg !209
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %132, i32 noundef %134, i32 noundef %136), !dbg !210
  %138 = load i64, ptr @h, align 8, !dbg !211, !tbaa !119
  %139 = trunc i64 %138 to i32, !dbg !212
  %140 = and i32 %139, 127, !dbg !212
  ret i32 %140, !dbg !213

141:                                              ; preds = %125, %141
  %142 = phi i32 [ 0, %125 ], [ %165, %141 ]
  %143 = phi i64 [ %127, %125 ], [ %164, %141 ]
    #dbg_value(i32 %142, !93, !DIExpression(), !201)
  %144 = trunc nuw i32 %142 to i5
    #dbg_value(i32 0, !96, !DIExpression(), !214)
  %145 = tail call fastcc zeroext i5 @u5_ops(i5 noundef zeroext %128, i5 noundef zeroext %144, i32 noundef 0), !dbg !215
  %146 = zext i5 %145 to i64, !dbg !215
    #dbg_value(i64 %146, !167, !DIExpression(), !217)
  %147 = xor i64 %143, %146, !dbg !219
  %148 = mul i64 %147, 1099511628211, !dbg !220
    #dbg_value(i32 1, !96, !DIExpression(), !214)
  %149 = tail call fastcc zeroext i5 @u5_ops(i5 noundef zeroext %128, i5 noundef zeroext %144, i32 noundef 1), !dbg !215
  %150 = zext i5 %149 to i64, !dbg !215
    #dbg_value(i64 %150, !167, !DIExpression(), !217)
  %151 = xor i64 %148, %150, !dbg !219
  %152 = mul i64 %151, 1099511628211, !dbg !220
    #dbg_value(i32 2, !96, !DIExpression(), !214)
  %153 = tail call fastcc zeroext i5 @u5_ops(i5 noundef zeroext %128, i5 noundef zeroext %144, i32 noundef 2), !dbg !215
  %154 = zext i5 %153 to i64, !dbg !215
    #dbg_value(i64 %154, !167, !DIExpression(), !217)
  %155 = xor i64 %152, %154, !dbg !219
  %156 = mul i64 %155, 1099511628211, !dbg !220
    #dbg_value(i32 3, !96, !DIExpression(), !214)
  %157 = tail call fastcc zeroext i5 @u5_ops(i5 noundef zeroext %128, i5 noundef zeroext %144, i32 noundef 3), !dbg !215
  %158 = zext i5 %157 to i64, !dbg !215
    #dbg_value(i64 %158, !167, !DIExpression(), !217)
  %159 = xor i64 %156, %158, !dbg !219
  %160 = mul i64 %159, 1099511628211, !dbg !220
    #dbg_value(i32 4, !96, !DIExpression(), !214)
  %161 = tail call fastcc zeroext i5 @u5_ops(i5 noundef zeroext %128, i5 noundef zeroext %144, i32 noundef 4), !dbg !215
  %162 = zext i5 %161 to i64, !dbg !215
    #dbg_value(i64 %162, !167, !DIExpression(), !217)
  %163 = xor i64 %160, %162, !dbg !219
  %164 = mul i64 %163, 1099511628211, !dbg !220
    #dbg_value(i32 5, !96, !DIExpression(), !214)
  %165 = add nuw nsw i32 %142, 1, !dbg !221
    #dbg_value(i32 %165, !93, !DIExpression(), !201)
  %166 = icmp eq i32 %165, 32, !dbg !222
  br i1 %166, label %167, label %141, !dbg !202, !llvm.loop !223

167:                                              ; preds = %141
  %168 = add nuw nsw i32 %126, 1, !dbg !225
    #dbg_value(i32 %168, !91, !DIExpression(), !157)
  %169 = icmp eq i32 %168, 32, !dbg !226
  br i1 %169, label %129, label %125, !dbg !158, !llvm.loop !227
}

; Function Attrs: nofree nounwind
declare !dbg !229 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @u1_add(i1 noundef zeroext %0, i1 noundef zeroext %1) unnamed_addr #2 !dbg !236 {
    #dbg_value(i1 %0, !240, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !242)
    #dbg_value(i1 %1, !241, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !242)
  %3 = xor i1 %0, %1, !dbg !243
  ret i1 %3, !dbg !244
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @u1_mul(i1 noundef zeroext %0, i1 noundef zeroext %1) unnamed_addr #2 !dbg !245 {
    #dbg_value(i1 %0, !247, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !249)
    #dbg_value(i1 %1, !248, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !249)
  %3 = and i1 %0, %1, !dbg !250
  ret i1 %3, !dbg !251
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @u1_not(i1 noundef zeroext %0) unnamed_addr #2 !dbg !252 {
    #dbg_value(i1 %0, !256, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !257)
  %2 = xor i1 %0, true, !dbg !258
  ret i1 %2, !dbg !259
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @u1_lt(i1 noundef zeroext %0, i1 noundef zeroext %1) unnamed_addr #2 !dbg !260 {
    #dbg_value(i1 %0, !264, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !266)
    #dbg_value(i1 %1, !265, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !266)
  %3 = xor i1 %0, true, !dbg !267
  %4 = and i1 %3, %1, !dbg !267
  %5 = zext i1 %4 to i32, !dbg !267
  ret i32 %5, !dbg !268
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @u1_from(i32 noundef %0) unnamed_addr #2 !dbg !269 {
    #dbg_value(i32 %0, !273, !DIExpression(), !274)
  %2 = trunc i32 %0 to i1, !dbg !275
  ret i1 %2, !dbg !276
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2, 2) i32 @s2_to_int(i2 noundef signext %0) unnamed_addr #2 !dbg !277 {
    #dbg_value(i2 %0, !281, !DIExpression(DW_OP_LLVM_convert, 2, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !282)
  %2 = sext i2 %0 to i32, !dbg !283
  ret i32 %2, !dbg !284
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i2 @s2_wadd(i2 noundef signext %0, i2 noundef signext %1) unnamed_addr #2 !dbg !285 {
    #dbg_value(i2 %0, !289, !DIExpression(DW_OP_LLVM_convert, 2, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !291)
    #dbg_value(i2 %1, !290, !DIExpression(DW_OP_LLVM_convert, 2, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !291)
  %3 = add i2 %1, %0, !dbg !292
  ret i2 %3, !dbg !293
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i2 @s2_div(i2 noundef signext %0, i2 noundef signext %1) unnamed_addr #2 !dbg !294 {
    #dbg_value(i2 %0, !296, !DIExpression(DW_OP_LLVM_convert, 2, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !298)
    #dbg_value(i2 %1, !297, !DIExpression(DW_OP_LLVM_convert, 2, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !298)
  %3 = sdiv i2 %0, %1, !dbg !299
  ret i2 %3, !dbg !300
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i2 @s2_rem(i2 noundef signext %0, i2 noundef signext %1) unnamed_addr #2 !dbg !301 {
    #dbg_value(i2 %0, !303, !DIExpression(DW_OP_LLVM_convert, 2, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !305)
    #dbg_value(i2 %1, !304, !DIExpression(DW_OP_LLVM_convert, 2, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !305)
  %3 = srem i2 %0, %1, !dbg !306
  ret i2 %3, !dbg !307
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext range(i2 -1, 1) i2 @s2_ashr(i2 noundef signext %0) unnamed_addr #2 !dbg !308 {
    #dbg_value(i2 %0, !312, !DIExpression(DW_OP_LLVM_convert, 2, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !314)
    #dbg_value(i32 1, !313, !DIExpression(), !314)
  %2 = ashr i2 %0, 1, !dbg !315
  ret i2 %2, !dbg !316
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i3 @s3_wmul(i3 noundef signext %0, i3 noundef signext %1) unnamed_addr #2 !dbg !317 {
    #dbg_value(i3 %0, !321, !DIExpression(DW_OP_LLVM_convert, 3, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !323)
    #dbg_value(i3 %1, !322, !DIExpression(DW_OP_LLVM_convert, 3, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !323)
  %3 = mul i3 %1, %0, !dbg !324
  ret i3 %3, !dbg !325
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 8) i32 @s3_cmp(i3 noundef signext %0, i3 noundef signext %1) unnamed_addr #2 !dbg !326 {
    #dbg_value(i3 %0, !330, !DIExpression(DW_OP_LLVM_convert, 3, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !332)
    #dbg_value(i3 %1, !331, !DIExpression(DW_OP_LLVM_convert, 3, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !332)
  %3 = icmp slt i3 %0, %1, !dbg !333
  %4 = select i1 %3, i32 4, i32 0, !dbg !334
  %5 = icmp eq i3 %0, %1, !dbg !335
  %6 = select i1 %5, i32 2, i32 0, !dbg !336
  %7 = or disjoint i32 %4, %6, !dbg !337
  %8 = icmp sgt i3 %0, %1, !dbg !338
  %9 = zext i1 %8 to i32, !dbg !338
  %10 = or disjoint i32 %7, %9, !dbg !339
  ret i32 %10, !dbg !340
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i3 @s3_div(i3 noundef signext %0, i3 noundef signext %1) unnamed_addr #2 !dbg !341 {
    #dbg_value(i3 %0, !343, !DIExpression(DW_OP_LLVM_convert, 3, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !345)
    #dbg_value(i3 %1, !344, !DIExpression(DW_OP_LLVM_convert, 3, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !345)
  %3 = sdiv i3 %0, %1, !dbg !346
  ret i3 %3, !dbg !347
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i3 @s3_rem(i3 noundef signext %0, i3 noundef signext %1) unnamed_addr #2 !dbg !348 {
    #dbg_value(i3 %0, !350, !DIExpression(DW_OP_LLVM_convert, 3, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !352)
    #dbg_value(i3 %1, !351, !DIExpression(DW_OP_LLVM_convert, 3, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value), !352)
  %3 = srem i3 %0, %1, !dbg !353
  ret i3 %3, !dbg !354
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i5 @u5_ops(i5 noundef zeroext %0, i5 noundef zeroext %1, i32 noundef %2) unnamed_addr #2 !dbg !355 {
    #dbg_value(i5 %0, !359, !DIExpression(DW_OP_LLVM_convert, 5, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !362)
    #dbg_value(i5 %1, !360, !DIExpression(DW_OP_LLVM_convert, 5, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !362)
    #dbg_value(i32 %2, !361, !DIExpression(), !362)
  %4 = mul i5 %1, %0, !dbg !363
  %5 = sub i5 %0, %1, !dbg !364
  %6 = xor i5 %4, %5, !dbg !365
  %7 = trunc i32 %2 to i5, !dbg !366
  %8 = shl i5 %0, %7, !dbg !366
  %9 = xor i5 %6, %8, !dbg !367
  %10 = lshr i5 %0, %7, !dbg !368
  %11 = xor i5 %9, %10, !dbg !369
  %12 = or i5 %0, 1, !dbg !370
  %13 = udiv i5 %1, %12, !dbg !371
  %14 = xor i5 %11, %13, !dbg !372
  %15 = mul i5 %13, %12, !dbg !373
  %16 = sub i5 %1, %15, !dbg !373
  %17 = xor i5 %14, %16, !dbg !374
  ret i5 %17, !dbg !375
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitint_tiny_exhaustive.c", directory: ".", checksumkind: CSK_MD5, checksum: "b7372b9c0fc462b9dbea76fcbb4be38f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 36)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 38)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 26)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !24, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 17)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "h", scope: !41, file: !2, line: 15, type: !51, isLocal: true, isDefinition: true)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !42, globals: !53, splitDebugInlining: false, nameTableKind: None)
!42 = !{!43, !44, !46, !48, !49, !50, !51, !52}
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "u1", file: !2, line: 8, baseType: !45)
!45 = !DIBasicType(name: "unsigned _BitInt", size: 8, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "s2", file: !2, line: 9, baseType: !47)
!47 = !DIBasicType(name: "_BitInt", size: 8, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "s3", file: !2, line: 11, baseType: !47)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "u5", file: !2, line: 13, baseType: !45)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "u2", file: !2, line: 10, baseType: !45)
!51 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "u3", file: !2, line: 12, baseType: !45)
!53 = !{!0, !7, !12, !17, !22, !27, !32, !34, !54, !56, !58, !39}
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !36, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 22)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !72, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!43}
!74 = !{!75, !77, !80, !82, !86, !88, !91, !93, !96}
!75 = !DILocalVariable(name: "a", scope: !76, file: !2, line: 36, type: !43)
!76 = distinct !DILexicalBlock(scope: !71, file: !2, line: 36, column: 5)
!77 = !DILocalVariable(name: "b", scope: !78, file: !2, line: 37, type: !43)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 37, column: 9)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 36, column: 5)
!80 = !DILocalVariable(name: "a", scope: !81, file: !2, line: 40, type: !43)
!81 = distinct !DILexicalBlock(scope: !71, file: !2, line: 40, column: 5)
!82 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 42, type: !43)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 42, column: 9)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 40, column: 34)
!85 = distinct !DILexicalBlock(scope: !81, file: !2, line: 40, column: 5)
!86 = !DILocalVariable(name: "a", scope: !87, file: !2, line: 48, type: !43)
!87 = distinct !DILexicalBlock(scope: !71, file: !2, line: 48, column: 5)
!88 = !DILocalVariable(name: "b", scope: !89, file: !2, line: 49, type: !43)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 49, column: 9)
!90 = distinct !DILexicalBlock(scope: !87, file: !2, line: 48, column: 5)
!91 = !DILocalVariable(name: "a", scope: !92, file: !2, line: 55, type: !43)
!92 = distinct !DILexicalBlock(scope: !71, file: !2, line: 55, column: 5)
!93 = !DILocalVariable(name: "b", scope: !94, file: !2, line: 56, type: !43)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 56, column: 9)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 55, column: 5)
!96 = !DILocalVariable(name: "s", scope: !97, file: !2, line: 57, type: !43)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 57, column: 13)
!98 = distinct !DILexicalBlock(scope: !94, file: !2, line: 56, column: 9)
!99 = !DILocation(line: 35, column: 5, scope: !71)
!100 = !DILocation(line: 0, scope: !76)
!101 = !DILocation(line: 0, scope: !71)
!102 = !DILocation(line: 0, scope: !78)
!103 = !DILocation(line: 38, column: 73, scope: !104)
!104 = distinct !DILexicalBlock(scope: !78, file: !2, line: 37, column: 9)
!105 = !DILocation(line: 38, column: 68, scope: !104)
!106 = !DILocation(line: 38, column: 100, scope: !104)
!107 = !DILocation(line: 38, column: 95, scope: !104)
!108 = !DILocation(line: 38, column: 142, scope: !104)
!109 = !DILocation(line: 38, column: 13, scope: !104)
!110 = !DILocation(line: 39, column: 47, scope: !71)
!111 = !DILocation(line: 39, column: 42, scope: !71)
!112 = !DILocation(line: 39, column: 64, scope: !71)
!113 = !DILocation(line: 39, column: 59, scope: !71)
!114 = !DILocation(line: 39, column: 81, scope: !71)
!115 = !DILocation(line: 39, column: 76, scope: !71)
!116 = !DILocation(line: 39, column: 5, scope: !71)
!117 = !DILocation(line: 0, scope: !81)
!118 = !DILocation(line: 40, column: 5, scope: !81)
!119 = !{!120, !120, i64 0}
!120 = !{!"long long", !121, i64 0}
!121 = !{!"omnipotent char", !122, i64 0}
!122 = !{!"Simple C/C++ TBAA"}
!123 = !DILocation(line: 0, scope: !87)
!124 = !DILocation(line: 48, column: 5, scope: !87)
!125 = !DILocation(line: 41, column: 9, scope: !84)
!126 = !DILocation(line: 0, scope: !83)
!127 = !DILocation(line: 43, column: 45, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 42, column: 38)
!129 = distinct !DILexicalBlock(scope: !83, file: !2, line: 42, column: 9)
!130 = !DILocation(line: 43, column: 35, scope: !128)
!131 = !DILocation(line: 43, column: 13, scope: !128)
!132 = !DILocation(line: 44, column: 91, scope: !133)
!133 = distinct !DILexicalBlock(scope: !128, file: !2, line: 44, column: 17)
!134 = !DILocation(line: 44, column: 81, scope: !133)
!135 = !DILocation(line: 44, column: 127, scope: !133)
!136 = !DILocation(line: 44, column: 117, scope: !133)
!137 = !DILocation(line: 44, column: 50, scope: !133)
!138 = !DILocation(line: 44, column: 24, scope: !133)
!139 = !DILocation(line: 46, column: 39, scope: !84)
!140 = !DILocation(line: 46, column: 29, scope: !84)
!141 = !DILocation(line: 46, column: 9, scope: !84)
!142 = !DILocation(line: 40, column: 30, scope: !85)
!143 = !DILocation(line: 40, column: 24, scope: !85)
!144 = distinct !{!144, !118, !145, !146}
!145 = !DILocation(line: 47, column: 5, scope: !81)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !DILocation(line: 0, scope: !89)
!148 = !DILocation(line: 49, column: 9, scope: !89)
!149 = !DILocation(line: 53, column: 5, scope: !71)
!150 = !DILocation(line: 54, column: 57, scope: !71)
!151 = !DILocation(line: 54, column: 52, scope: !71)
!152 = !DILocation(line: 54, column: 78, scope: !71)
!153 = !DILocation(line: 54, column: 73, scope: !71)
!154 = !DILocation(line: 54, column: 98, scope: !71)
!155 = !DILocation(line: 54, column: 93, scope: !71)
!156 = !DILocation(line: 54, column: 5, scope: !71)
!157 = !DILocation(line: 0, scope: !92)
!158 = !DILocation(line: 55, column: 5, scope: !92)
!159 = !DILocation(line: 48, column: 30, scope: !90)
!160 = !DILocation(line: 48, column: 24, scope: !90)
!161 = distinct !{!161, !124, !162, !146}
!162 = !DILocation(line: 52, column: 9, scope: !87)
!163 = !DILocation(line: 50, column: 32, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 49, column: 38)
!165 = distinct !DILexicalBlock(scope: !89, file: !2, line: 49, column: 9)
!166 = !DILocation(line: 50, column: 17, scope: !164)
!167 = !DILocalVariable(name: "v", arg: 1, scope: !168, file: !2, line: 16, type: !171)
!168 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 16, type: !169, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !172)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171}
!171 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!172 = !{!167}
!173 = !DILocation(line: 0, scope: !168, inlinedAt: !174)
!174 = distinct !DILocation(line: 50, column: 13, scope: !164)
!175 = !DILocation(line: 16, column: 39, scope: !168, inlinedAt: !174)
!176 = !DILocation(line: 16, column: 64, scope: !168, inlinedAt: !174)
!177 = !DILocation(line: 50, column: 45, scope: !164)
!178 = !DILocation(line: 0, scope: !168, inlinedAt: !179)
!179 = distinct !DILocation(line: 50, column: 41, scope: !164)
!180 = !DILocation(line: 16, column: 39, scope: !168, inlinedAt: !179)
!181 = !DILocation(line: 16, column: 64, scope: !168, inlinedAt: !179)
!182 = !DILocation(line: 51, column: 19, scope: !183)
!183 = distinct !DILexicalBlock(scope: !164, file: !2, line: 51, column: 17)
!184 = !DILocation(line: 51, column: 24, scope: !183)
!185 = !DILocation(line: 51, column: 56, scope: !186)
!186 = distinct !DILexicalBlock(scope: !183, file: !2, line: 51, column: 50)
!187 = !DILocation(line: 0, scope: !168, inlinedAt: !188)
!188 = distinct !DILocation(line: 51, column: 52, scope: !186)
!189 = !DILocation(line: 16, column: 39, scope: !168, inlinedAt: !188)
!190 = !DILocation(line: 16, column: 64, scope: !168, inlinedAt: !188)
!191 = !DILocation(line: 51, column: 83, scope: !186)
!192 = !DILocation(line: 0, scope: !168, inlinedAt: !193)
!193 = distinct !DILocation(line: 51, column: 79, scope: !186)
!194 = !DILocation(line: 16, column: 39, scope: !168, inlinedAt: !193)
!195 = !DILocation(line: 16, column: 64, scope: !168, inlinedAt: !193)
!196 = !DILocation(line: 51, column: 106, scope: !186)
!197 = !DILocation(line: 49, column: 34, scope: !165)
!198 = !DILocation(line: 49, column: 28, scope: !165)
!199 = distinct !{!199, !148, !200, !146}
!200 = !DILocation(line: 52, column: 9, scope: !89)
!201 = !DILocation(line: 0, scope: !94)
!202 = !DILocation(line: 56, column: 9, scope: !94)
!203 = !DILocation(line: 58, column: 5, scope: !71)
!204 = !DILocation(line: 59, column: 43, scope: !71)
!205 = !DILocation(line: 59, column: 38, scope: !71)
!206 = !DILocation(line: 59, column: 67, scope: !71)
!207 = !DILocation(line: 59, column: 62, scope: !71)
!208 = !DILocation(line: 59, column: 90, scope: !71)
!209 = !DILocation(line: 59, column: 85, scope: !71)
!210 = !DILocation(line: 59, column: 5, scope: !71)
!211 = !DILocation(line: 60, column: 18, scope: !71)
!212 = !DILocation(line: 60, column: 12, scope: !71)
!213 = !DILocation(line: 60, column: 5, scope: !71)
!214 = !DILocation(line: 0, scope: !97)
!215 = !DILocation(line: 57, column: 45, scope: !216)
!216 = distinct !DILexicalBlock(scope: !97, file: !2, line: 57, column: 13)
!217 = !DILocation(line: 0, scope: !168, inlinedAt: !218)
!218 = distinct !DILocation(line: 57, column: 41, scope: !216)
!219 = !DILocation(line: 16, column: 39, scope: !168, inlinedAt: !218)
!220 = !DILocation(line: 16, column: 64, scope: !168, inlinedAt: !218)
!221 = !DILocation(line: 56, column: 34, scope: !98)
!222 = !DILocation(line: 56, column: 27, scope: !98)
!223 = distinct !{!223, !202, !224, !146}
!224 = !DILocation(line: 57, column: 68, scope: !94)
!225 = !DILocation(line: 55, column: 30, scope: !95)
!226 = !DILocation(line: 55, column: 23, scope: !95)
!227 = distinct !{!227, !158, !228, !146}
!228 = !DILocation(line: 57, column: 68, scope: !92)
!229 = !DISubprogram(name: "printf", scope: !230, file: !230, line: 356, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!231 = !DISubroutineType(types: !232)
!232 = !{!43, !233, null}
!233 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!236 = distinct !DISubprogram(name: "u1_add", scope: !2, file: !2, line: 18, type: !237, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!44, !44, !44}
!239 = !{!240, !241}
!240 = !DILocalVariable(name: "a", arg: 1, scope: !236, file: !2, line: 18, type: !44)
!241 = !DILocalVariable(name: "b", arg: 2, scope: !236, file: !2, line: 18, type: !44)
!242 = !DILocation(line: 0, scope: !236)
!243 = !DILocation(line: 18, column: 67, scope: !236)
!244 = !DILocation(line: 18, column: 58, scope: !236)
!245 = distinct !DISubprogram(name: "u1_mul", scope: !2, file: !2, line: 19, type: !237, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !246)
!246 = !{!247, !248}
!247 = !DILocalVariable(name: "a", arg: 1, scope: !245, file: !2, line: 19, type: !44)
!248 = !DILocalVariable(name: "b", arg: 2, scope: !245, file: !2, line: 19, type: !44)
!249 = !DILocation(line: 0, scope: !245)
!250 = !DILocation(line: 19, column: 67, scope: !245)
!251 = !DILocation(line: 19, column: 58, scope: !245)
!252 = distinct !DISubprogram(name: "u1_not", scope: !2, file: !2, line: 20, type: !253, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!44, !44}
!255 = !{!256}
!256 = !DILocalVariable(name: "a", arg: 1, scope: !252, file: !2, line: 20, type: !44)
!257 = !DILocation(line: 0, scope: !252)
!258 = !DILocation(line: 20, column: 59, scope: !252)
!259 = !DILocation(line: 20, column: 52, scope: !252)
!260 = distinct !DISubprogram(name: "u1_lt", scope: !2, file: !2, line: 22, type: !261, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{!43, !44, !44}
!263 = !{!264, !265}
!264 = !DILocalVariable(name: "a", arg: 1, scope: !260, file: !2, line: 22, type: !44)
!265 = !DILocalVariable(name: "b", arg: 2, scope: !260, file: !2, line: 22, type: !44)
!266 = !DILocation(line: 0, scope: !260)
!267 = !DILocation(line: 22, column: 67, scope: !260)
!268 = !DILocation(line: 22, column: 58, scope: !260)
!269 = distinct !DISubprogram(name: "u1_from", scope: !2, file: !2, line: 21, type: !270, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{!44, !43}
!272 = !{!273}
!273 = !DILocalVariable(name: "v", arg: 1, scope: !269, file: !2, line: 21, type: !43)
!274 = !DILocation(line: 0, scope: !269)
!275 = !DILocation(line: 21, column: 61, scope: !269)
!276 = !DILocation(line: 21, column: 54, scope: !269)
!277 = distinct !DISubprogram(name: "s2_to_int", scope: !2, file: !2, line: 27, type: !278, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{!43, !46}
!280 = !{!281}
!281 = !DILocalVariable(name: "a", arg: 1, scope: !277, file: !2, line: 27, type: !46)
!282 = !DILocation(line: 0, scope: !277)
!283 = !DILocation(line: 27, column: 63, scope: !277)
!284 = !DILocation(line: 27, column: 56, scope: !277)
!285 = distinct !DISubprogram(name: "s2_wadd", scope: !2, file: !2, line: 23, type: !286, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !288)
!286 = !DISubroutineType(types: !287)
!287 = !{!46, !46, !46}
!288 = !{!289, !290}
!289 = !DILocalVariable(name: "a", arg: 1, scope: !285, file: !2, line: 23, type: !46)
!290 = !DILocalVariable(name: "b", arg: 2, scope: !285, file: !2, line: 23, type: !46)
!291 = !DILocation(line: 0, scope: !285)
!292 = !DILocation(line: 23, column: 77, scope: !285)
!293 = !DILocation(line: 23, column: 59, scope: !285)
!294 = distinct !DISubprogram(name: "s2_div", scope: !2, file: !2, line: 24, type: !286, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !295)
!295 = !{!296, !297}
!296 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !2, line: 24, type: !46)
!297 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !2, line: 24, type: !46)
!298 = !DILocation(line: 0, scope: !294)
!299 = !DILocation(line: 24, column: 67, scope: !294)
!300 = !DILocation(line: 24, column: 58, scope: !294)
!301 = distinct !DISubprogram(name: "s2_rem", scope: !2, file: !2, line: 25, type: !286, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !302)
!302 = !{!303, !304}
!303 = !DILocalVariable(name: "a", arg: 1, scope: !301, file: !2, line: 25, type: !46)
!304 = !DILocalVariable(name: "b", arg: 2, scope: !301, file: !2, line: 25, type: !46)
!305 = !DILocation(line: 0, scope: !301)
!306 = !DILocation(line: 25, column: 67, scope: !301)
!307 = !DILocation(line: 25, column: 58, scope: !301)
!308 = distinct !DISubprogram(name: "s2_ashr", scope: !2, file: !2, line: 26, type: !309, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !311)
!309 = !DISubroutineType(cc: DW_CC_nocall, types: !310)
!310 = !{!46, !46, !43}
!311 = !{!312, !313}
!312 = !DILocalVariable(name: "a", arg: 1, scope: !308, file: !2, line: 26, type: !46)
!313 = !DILocalVariable(name: "s", arg: 2, scope: !308, file: !2, line: 26, type: !43)
!314 = !DILocation(line: 0, scope: !308)
!315 = !DILocation(line: 26, column: 69, scope: !308)
!316 = !DILocation(line: 26, column: 60, scope: !308)
!317 = distinct !DISubprogram(name: "s3_wmul", scope: !2, file: !2, line: 28, type: !318, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !320)
!318 = !DISubroutineType(types: !319)
!319 = !{!48, !48, !48}
!320 = !{!321, !322}
!321 = !DILocalVariable(name: "a", arg: 1, scope: !317, file: !2, line: 28, type: !48)
!322 = !DILocalVariable(name: "b", arg: 2, scope: !317, file: !2, line: 28, type: !48)
!323 = !DILocation(line: 0, scope: !317)
!324 = !DILocation(line: 28, column: 77, scope: !317)
!325 = !DILocation(line: 28, column: 59, scope: !317)
!326 = distinct !DISubprogram(name: "s3_cmp", scope: !2, file: !2, line: 31, type: !327, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !329)
!327 = !DISubroutineType(types: !328)
!328 = !{!43, !48, !48}
!329 = !{!330, !331}
!330 = !DILocalVariable(name: "a", arg: 1, scope: !326, file: !2, line: 31, type: !48)
!331 = !DILocalVariable(name: "b", arg: 2, scope: !326, file: !2, line: 31, type: !48)
!332 = !DILocation(line: 0, scope: !326)
!333 = !DILocation(line: 31, column: 69, scope: !326)
!334 = !DILocation(line: 31, column: 74, scope: !326)
!335 = !DILocation(line: 31, column: 83, scope: !326)
!336 = !DILocation(line: 31, column: 89, scope: !326)
!337 = !DILocation(line: 31, column: 78, scope: !326)
!338 = !DILocation(line: 31, column: 98, scope: !326)
!339 = !DILocation(line: 31, column: 93, scope: !326)
!340 = !DILocation(line: 31, column: 59, scope: !326)
!341 = distinct !DISubprogram(name: "s3_div", scope: !2, file: !2, line: 29, type: !318, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !342)
!342 = !{!343, !344}
!343 = !DILocalVariable(name: "a", arg: 1, scope: !341, file: !2, line: 29, type: !48)
!344 = !DILocalVariable(name: "b", arg: 2, scope: !341, file: !2, line: 29, type: !48)
!345 = !DILocation(line: 0, scope: !341)
!346 = !DILocation(line: 29, column: 67, scope: !341)
!347 = !DILocation(line: 29, column: 58, scope: !341)
!348 = distinct !DISubprogram(name: "s3_rem", scope: !2, file: !2, line: 30, type: !318, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !349)
!349 = !{!350, !351}
!350 = !DILocalVariable(name: "a", arg: 1, scope: !348, file: !2, line: 30, type: !48)
!351 = !DILocalVariable(name: "b", arg: 2, scope: !348, file: !2, line: 30, type: !48)
!352 = !DILocation(line: 0, scope: !348)
!353 = !DILocation(line: 30, column: 67, scope: !348)
!354 = !DILocation(line: 30, column: 58, scope: !348)
!355 = distinct !DISubprogram(name: "u5_ops", scope: !2, file: !2, line: 32, type: !356, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !358)
!356 = !DISubroutineType(types: !357)
!357 = !{!49, !49, !49, !43}
!358 = !{!359, !360, !361}
!359 = !DILocalVariable(name: "a", arg: 1, scope: !355, file: !2, line: 32, type: !49)
!360 = !DILocalVariable(name: "b", arg: 2, scope: !355, file: !2, line: 32, type: !49)
!361 = !DILocalVariable(name: "s", arg: 3, scope: !355, file: !2, line: 32, type: !43)
!362 = !DILocation(line: 0, scope: !355)
!363 = !DILocation(line: 32, column: 80, scope: !355)
!364 = !DILocation(line: 32, column: 90, scope: !355)
!365 = !DILocation(line: 32, column: 85, scope: !355)
!366 = !DILocation(line: 32, column: 104, scope: !355)
!367 = !DILocation(line: 32, column: 95, scope: !355)
!368 = !DILocation(line: 32, column: 115, scope: !355)
!369 = !DILocation(line: 32, column: 110, scope: !355)
!370 = !DILocation(line: 32, column: 135, scope: !355)
!371 = !DILocation(line: 32, column: 130, scope: !355)
!372 = !DILocation(line: 32, column: 121, scope: !355)
!373 = !DILocation(line: 32, column: 150, scope: !355)
!374 = !DILocation(line: 32, column: 141, scope: !355)
!375 = !DILocation(line: 32, column: 65, scope: !355)
