; ModuleID = 'programs/avl_tree_rotations.c'
source_filename = "programs/avl_tree_rotations.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"size=%d height=%d balanced=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [43 x i8] c"after erase size=%d height=%d balanced=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"kth: %d %d %d median=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [24 x i8] c"range [2^18, 2^19): %d\0A\00", align 1, !dbg !17
@used = internal unnamed_addr global i32 1, align 4, !dbg !22
@key_ = internal unnamed_addr global [20000 x i32] zeroinitializer, align 16, !dbg !29
@rc = internal unnamed_addr global [20000 x i32] zeroinitializer, align 16, !dbg !34
@lc = internal unnamed_addr global [20000 x i32] zeroinitializer, align 16, !dbg !36
@ht = internal unnamed_addr global [20000 x i32] zeroinitializer, align 16, !dbg !38
@sz = internal unnamed_addr global [20000 x i32] zeroinitializer, align 16, !dbg !40

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !50 {
    #dbg_value(i32 0, !54, !DIExpression(), !60)
    #dbg_value(i32 31337, !55, !DIExpression(), !60)
    #dbg_value(i32 0, !56, !DIExpression(), !61)
  br label %14, !dbg !62

1:                                                ; preds = %14
    #dbg_value(i32 %21, !63, !DIExpression(), !68)
  %2 = icmp eq i32 %21, 0, !dbg !70
  br i1 %2, label %9, label %3, !dbg !70

3:                                                ; preds = %1
  %4 = sext i32 %21 to i64, !dbg !71
  %5 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %4, !dbg !71
  %6 = load i32, ptr %5, align 4, !dbg !71, !tbaa !72
    #dbg_value(i32 %21, !76, !DIExpression(), !79)
  %7 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %4, !dbg !81
  %8 = load i32, ptr %7, align 4, !dbg !81, !tbaa !72
  br label %9, !dbg !82

9:                                                ; preds = %1, %3
  %10 = phi i32 [ %6, %3 ], [ 0, %1 ]
  %11 = phi i32 [ %8, %3 ], [ 0, %1 ], !dbg !82
  %12 = tail call fastcc i32 @verify(i32 noundef %21), !dbg !83
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i32 noundef %11, i32 noundef %12), !dbg !84
    #dbg_value(i32 0, !58, !DIExpression(), !85)
    #dbg_value(i32 %19, !55, !DIExpression(), !60)
    #dbg_value(i32 %21, !54, !DIExpression(), !60)
  br label %219, !dbg !86

14:                                               ; preds = %0, %14
  %15 = phi i32 [ 0, %0 ], [ %22, %14 ]
  %16 = phi i32 [ 31337, %0 ], [ %19, %14 ]
  %17 = phi i32 [ 0, %0 ], [ %21, %14 ]
    #dbg_value(i32 %15, !56, !DIExpression(), !61)
    #dbg_value(i32 %16, !55, !DIExpression(), !60)
    #dbg_value(i32 %17, !54, !DIExpression(), !60)
  %18 = mul i32 %16, 1664525, !dbg !87
  %19 = add i32 %18, 1013904223, !dbg !90
    #dbg_value(i32 %19, !55, !DIExpression(), !60)
  %20 = lshr i32 %19, 12, !dbg !91
  %21 = tail call fastcc i32 @insert(i32 noundef %17, i32 noundef %20), !dbg !92
    #dbg_value(i32 %21, !54, !DIExpression(), !60)
  %22 = add nuw nsw i32 %15, 1, !dbg !93
    #dbg_value(i32 %22, !56, !DIExpression(), !61)
  %23 = icmp eq i32 %22, 15000, !dbg !94
  br i1 %23, label %1, label %14, !dbg !62, !llvm.loop !95

24:                                               ; preds = %259
    #dbg_value(i32 %261, !63, !DIExpression(), !98)
  %25 = icmp eq i32 %261, 0, !dbg !100
  br i1 %25, label %124, label %26, !dbg !100

26:                                               ; preds = %24
  %27 = sext i32 %261 to i64, !dbg !101
  %28 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %27, !dbg !101
  %29 = load i32, ptr %28, align 4, !dbg !101, !tbaa !72
    #dbg_value(i32 %261, !76, !DIExpression(), !102)
  %30 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %27, !dbg !104
  %31 = load i32, ptr %30, align 4, !dbg !104, !tbaa !72
  %32 = tail call fastcc i32 @verify(i32 noundef %261), !dbg !105
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %31, i32 noundef %32), !dbg !106
    #dbg_value(i32 %261, !107, !DIExpression(), !115)
    #dbg_value(i32 0, !112, !DIExpression(), !115)
  br label %34, !dbg !117

34:                                               ; preds = %26, %58
  %35 = phi i32 [ %60, %58 ], [ 0, %26 ]
  %36 = phi i32 [ %59, %58 ], [ %261, %26 ]
    #dbg_value(i32 %35, !112, !DIExpression(), !115)
    #dbg_value(i32 %36, !107, !DIExpression(), !115)
  %37 = sext i32 %36 to i64, !dbg !118
  %38 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %37, !dbg !118
  %39 = load i32, ptr %38, align 4, !dbg !118, !tbaa !72
    #dbg_value(i32 %39, !63, !DIExpression(), !119)
  %40 = icmp eq i32 %39, 0, !dbg !121
  br i1 %40, label %45, label %41, !dbg !121

41:                                               ; preds = %34
  %42 = sext i32 %39 to i64, !dbg !122
  %43 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %42, !dbg !122
  %44 = load i32, ptr %43, align 4, !dbg !122, !tbaa !72
  br label %45, !dbg !121

45:                                               ; preds = %41, %34
  %46 = phi i32 [ %44, %41 ], [ 0, %34 ], !dbg !121
    #dbg_value(i32 %46, !113, !DIExpression(), !123)
  %47 = icmp slt i32 %35, %46, !dbg !124
  br i1 %47, label %58, label %48, !dbg !126

48:                                               ; preds = %45
  %49 = icmp eq i32 %35, %46, !dbg !127
  br i1 %49, label %50, label %53, !dbg !129

50:                                               ; preds = %48
  %51 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %37, !dbg !130
  %52 = load i32, ptr %51, align 4, !dbg !130, !tbaa !72
    #dbg_value(i32 poison, !112, !DIExpression(), !115)
    #dbg_value(i32 poison, !107, !DIExpression(), !115)
  br label %62

53:                                               ; preds = %48
  %54 = xor i32 %46, -1, !dbg !131
  %55 = add i32 %35, %54, !dbg !133
    #dbg_value(i32 %55, !112, !DIExpression(), !115)
  %56 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %37, !dbg !134
    #dbg_value(i32 poison, !107, !DIExpression(), !115)
  %57 = load i32, ptr %56, align 4, !dbg !135, !tbaa !72
  br label %58

58:                                               ; preds = %53, %45
  %59 = phi i32 [ %57, %53 ], [ %39, %45 ], !dbg !135
  %60 = phi i32 [ %55, %53 ], [ %35, %45 ]
    #dbg_value(i32 %60, !112, !DIExpression(), !115)
    #dbg_value(i32 %59, !107, !DIExpression(), !115)
  %61 = icmp eq i32 %59, 0, !dbg !117
  br i1 %61, label %62, label %34, !dbg !117

62:                                               ; preds = %58, %50
  %63 = phi i32 [ %52, %50 ], [ -1, %58 ]
    #dbg_value(i32 %261, !107, !DIExpression(), !136)
    #dbg_value(i32 100, !112, !DIExpression(), !136)
  br label %64, !dbg !138

64:                                               ; preds = %62, %88
  %65 = phi i32 [ %90, %88 ], [ 100, %62 ]
  %66 = phi i32 [ %89, %88 ], [ %261, %62 ]
    #dbg_value(i32 %65, !112, !DIExpression(), !136)
    #dbg_value(i32 %66, !107, !DIExpression(), !136)
  %67 = sext i32 %66 to i64, !dbg !140
  %68 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %67, !dbg !140
  %69 = load i32, ptr %68, align 4, !dbg !140, !tbaa !72
    #dbg_value(i32 %69, !63, !DIExpression(), !141)
  %70 = icmp eq i32 %69, 0, !dbg !138
  br i1 %70, label %75, label %71, !dbg !138

71:                                               ; preds = %64
  %72 = sext i32 %69 to i64, !dbg !142
  %73 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %72, !dbg !142
  %74 = load i32, ptr %73, align 4, !dbg !142, !tbaa !72
  br label %75, !dbg !138

75:                                               ; preds = %71, %64
  %76 = phi i32 [ %74, %71 ], [ 0, %64 ], !dbg !138
    #dbg_value(i32 %76, !113, !DIExpression(), !143)
  %77 = icmp slt i32 %65, %76, !dbg !144
  br i1 %77, label %88, label %78, !dbg !145

78:                                               ; preds = %75
  %79 = icmp eq i32 %65, %76, !dbg !146
  br i1 %79, label %80, label %83, !dbg !147

80:                                               ; preds = %78
  %81 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %67, !dbg !148
  %82 = load i32, ptr %81, align 4, !dbg !148, !tbaa !72
    #dbg_value(i32 poison, !112, !DIExpression(), !136)
    #dbg_value(i32 poison, !107, !DIExpression(), !136)
  br label %92

83:                                               ; preds = %78
  %84 = xor i32 %76, -1, !dbg !149
  %85 = add i32 %65, %84, !dbg !150
    #dbg_value(i32 %85, !112, !DIExpression(), !136)
  %86 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %67, !dbg !151
    #dbg_value(i32 poison, !107, !DIExpression(), !136)
  %87 = load i32, ptr %86, align 4, !dbg !152, !tbaa !72
  br label %88

88:                                               ; preds = %83, %75
  %89 = phi i32 [ %87, %83 ], [ %69, %75 ], !dbg !152
  %90 = phi i32 [ %85, %83 ], [ %65, %75 ]
    #dbg_value(i32 %90, !112, !DIExpression(), !136)
    #dbg_value(i32 %89, !107, !DIExpression(), !136)
  %91 = icmp eq i32 %89, 0, !dbg !153
  br i1 %91, label %92, label %64, !dbg !153

92:                                               ; preds = %88, %80
  %93 = phi i32 [ %82, %80 ], [ -1, %88 ]
    #dbg_value(i32 %261, !63, !DIExpression(), !154)
  %94 = load i32, ptr %28, align 4, !dbg !156, !tbaa !72
  %95 = add nsw i32 %94, -1, !dbg !157
    #dbg_value(i32 %261, !107, !DIExpression(), !158)
    #dbg_value(i32 %95, !112, !DIExpression(), !158)
  br label %96, !dbg !160

96:                                               ; preds = %92, %120
  %97 = phi i32 [ %122, %120 ], [ %95, %92 ]
  %98 = phi i32 [ %121, %120 ], [ %261, %92 ]
    #dbg_value(i32 %97, !112, !DIExpression(), !158)
    #dbg_value(i32 %98, !107, !DIExpression(), !158)
  %99 = sext i32 %98 to i64, !dbg !161
  %100 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %99, !dbg !161
  %101 = load i32, ptr %100, align 4, !dbg !161, !tbaa !72
    #dbg_value(i32 %101, !63, !DIExpression(), !162)
  %102 = icmp eq i32 %101, 0, !dbg !164
  br i1 %102, label %107, label %103, !dbg !164

103:                                              ; preds = %96
  %104 = sext i32 %101 to i64, !dbg !165
  %105 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %104, !dbg !165
  %106 = load i32, ptr %105, align 4, !dbg !165, !tbaa !72
  br label %107, !dbg !164

107:                                              ; preds = %103, %96
  %108 = phi i32 [ %106, %103 ], [ 0, %96 ], !dbg !164
    #dbg_value(i32 %108, !113, !DIExpression(), !166)
  %109 = icmp slt i32 %97, %108, !dbg !167
  br i1 %109, label %120, label %110, !dbg !168

110:                                              ; preds = %107
  %111 = icmp eq i32 %97, %108, !dbg !169
  br i1 %111, label %112, label %115, !dbg !170

112:                                              ; preds = %110
  %113 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %99, !dbg !171
  %114 = load i32, ptr %113, align 4, !dbg !171, !tbaa !72
    #dbg_value(i32 poison, !112, !DIExpression(), !158)
    #dbg_value(i32 poison, !107, !DIExpression(), !158)
  br label %129

115:                                              ; preds = %110
  %116 = xor i32 %108, -1, !dbg !172
  %117 = add i32 %97, %116, !dbg !173
    #dbg_value(i32 %117, !112, !DIExpression(), !158)
  %118 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %99, !dbg !174
    #dbg_value(i32 poison, !107, !DIExpression(), !158)
  %119 = load i32, ptr %118, align 4, !dbg !175, !tbaa !72
  br label %120

120:                                              ; preds = %115, %107
  %121 = phi i32 [ %119, %115 ], [ %101, %107 ], !dbg !175
  %122 = phi i32 [ %117, %115 ], [ %97, %107 ]
    #dbg_value(i32 %122, !112, !DIExpression(), !158)
    #dbg_value(i32 %121, !107, !DIExpression(), !158)
  %123 = icmp eq i32 %121, 0, !dbg !160
  br i1 %123, label %129, label %96, !dbg !160

124:                                              ; preds = %24
  %125 = tail call fastcc i32 @verify(i32 noundef 0), !dbg !105
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef %125), !dbg !106
    #dbg_value(i32 %261, !107, !DIExpression(), !115)
    #dbg_value(i32 0, !112, !DIExpression(), !115)
    #dbg_value(i32 %261, !107, !DIExpression(), !176)
    #dbg_value(i32 0, !112, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value), !176)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1), !dbg !178
    #dbg_value(i32 %261, !179, !DIExpression(), !184)
    #dbg_value(i32 524288, !182, !DIExpression(), !184)
    #dbg_value(i32 0, !183, !DIExpression(), !184)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !186
    #dbg_value(i32 %261, !76, !DIExpression(), !187)
  br label %217, !dbg !189

129:                                              ; preds = %120, %112
  %130 = phi i32 [ %114, %112 ], [ -1, %120 ]
    #dbg_value(i32 %261, !63, !DIExpression(), !190)
  %131 = sdiv i32 %94, 2, !dbg !192
    #dbg_value(i32 %261, !107, !DIExpression(), !176)
    #dbg_value(i32 %131, !112, !DIExpression(), !176)
  br label %132, !dbg !193

132:                                              ; preds = %129, %156
  %133 = phi i32 [ %158, %156 ], [ %131, %129 ]
  %134 = phi i32 [ %157, %156 ], [ %261, %129 ]
    #dbg_value(i32 %133, !112, !DIExpression(), !176)
    #dbg_value(i32 %134, !107, !DIExpression(), !176)
  %135 = sext i32 %134 to i64, !dbg !194
  %136 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %135, !dbg !194
  %137 = load i32, ptr %136, align 4, !dbg !194, !tbaa !72
    #dbg_value(i32 %137, !63, !DIExpression(), !195)
  %138 = icmp eq i32 %137, 0, !dbg !197
  br i1 %138, label %143, label %139, !dbg !197

139:                                              ; preds = %132
  %140 = sext i32 %137 to i64, !dbg !198
  %141 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %140, !dbg !198
  %142 = load i32, ptr %141, align 4, !dbg !198, !tbaa !72
  br label %143, !dbg !197

143:                                              ; preds = %139, %132
  %144 = phi i32 [ %142, %139 ], [ 0, %132 ], !dbg !197
    #dbg_value(i32 %144, !113, !DIExpression(), !199)
  %145 = icmp slt i32 %133, %144, !dbg !200
  br i1 %145, label %156, label %146, !dbg !201

146:                                              ; preds = %143
  %147 = icmp eq i32 %133, %144, !dbg !202
  br i1 %147, label %148, label %151, !dbg !203

148:                                              ; preds = %146
  %149 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %135, !dbg !204
  %150 = load i32, ptr %149, align 4, !dbg !204, !tbaa !72
    #dbg_value(i32 poison, !112, !DIExpression(), !176)
    #dbg_value(i32 poison, !107, !DIExpression(), !176)
  br label %160

151:                                              ; preds = %146
  %152 = xor i32 %144, -1, !dbg !205
  %153 = add i32 %133, %152, !dbg !206
    #dbg_value(i32 %153, !112, !DIExpression(), !176)
  %154 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %135, !dbg !207
    #dbg_value(i32 poison, !107, !DIExpression(), !176)
  %155 = load i32, ptr %154, align 4, !dbg !208, !tbaa !72
  br label %156

156:                                              ; preds = %151, %143
  %157 = phi i32 [ %155, %151 ], [ %137, %143 ], !dbg !208
  %158 = phi i32 [ %153, %151 ], [ %133, %143 ]
    #dbg_value(i32 %158, !112, !DIExpression(), !176)
    #dbg_value(i32 %157, !107, !DIExpression(), !176)
  %159 = icmp eq i32 %157, 0, !dbg !193
  br i1 %159, label %160, label %132, !dbg !193

160:                                              ; preds = %156, %148
  %161 = phi i32 [ %150, %148 ], [ -1, %156 ]
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %63, i32 noundef %93, i32 noundef %130, i32 noundef %161), !dbg !178
    #dbg_value(i32 %261, !179, !DIExpression(), !184)
    #dbg_value(i32 524288, !182, !DIExpression(), !184)
    #dbg_value(i32 0, !183, !DIExpression(), !184)
  br label %163, !dbg !209

163:                                              ; preds = %160, %182
  %164 = phi i32 [ %184, %182 ], [ 0, %160 ]
  %165 = phi i32 [ %186, %182 ], [ %261, %160 ]
    #dbg_value(i32 %164, !183, !DIExpression(), !184)
    #dbg_value(i32 %165, !179, !DIExpression(), !184)
  %166 = sext i32 %165 to i64, !dbg !210
  %167 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %166, !dbg !210
  %168 = load i32, ptr %167, align 4, !dbg !210, !tbaa !72
  %169 = icmp slt i32 %168, 524288, !dbg !213
  br i1 %169, label %170, label %182, !dbg !214

170:                                              ; preds = %163
  %171 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %166, !dbg !215
  %172 = load i32, ptr %171, align 4, !dbg !215, !tbaa !72
    #dbg_value(i32 %172, !63, !DIExpression(), !217)
  %173 = icmp eq i32 %172, 0, !dbg !219
  br i1 %173, label %178, label %174, !dbg !219

174:                                              ; preds = %170
  %175 = sext i32 %172 to i64, !dbg !220
  %176 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %175, !dbg !220
  %177 = load i32, ptr %176, align 4, !dbg !220, !tbaa !72
  br label %178, !dbg !219

178:                                              ; preds = %174, %170
  %179 = phi i32 [ %177, %174 ], [ 0, %170 ], !dbg !219
  %180 = add i32 %164, 1, !dbg !221
  %181 = add i32 %180, %179, !dbg !222
    #dbg_value(i32 %181, !183, !DIExpression(), !184)
    #dbg_value(i32 poison, !179, !DIExpression(), !184)
  br label %182, !dbg !223

182:                                              ; preds = %178, %163
  %183 = phi ptr [ @rc, %178 ], [ @lc, %163 ]
  %184 = phi i32 [ %181, %178 ], [ %164, %163 ], !dbg !224
  %185 = getelementptr inbounds [20000 x i32], ptr %183, i64 0, i64 %166, !dbg !225
  %186 = load i32, ptr %185, align 4, !dbg !225, !tbaa !72
    #dbg_value(i32 %184, !183, !DIExpression(), !184)
    #dbg_value(i32 %186, !179, !DIExpression(), !184)
  %187 = icmp eq i32 %186, 0, !dbg !209
  br i1 %187, label %188, label %163, !dbg !209, !llvm.loop !226

188:                                              ; preds = %182, %207
  %189 = phi i32 [ %209, %207 ], [ 0, %182 ]
  %190 = phi i32 [ %211, %207 ], [ %261, %182 ]
    #dbg_value(i32 %189, !183, !DIExpression(), !228)
    #dbg_value(i32 %190, !179, !DIExpression(), !228)
  %191 = sext i32 %190 to i64, !dbg !230
  %192 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %191, !dbg !230
  %193 = load i32, ptr %192, align 4, !dbg !230, !tbaa !72
  %194 = icmp slt i32 %193, 262144, !dbg !231
  br i1 %194, label %195, label %207, !dbg !232

195:                                              ; preds = %188
  %196 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %191, !dbg !233
  %197 = load i32, ptr %196, align 4, !dbg !233, !tbaa !72
    #dbg_value(i32 %197, !63, !DIExpression(), !234)
  %198 = icmp eq i32 %197, 0, !dbg !236
  br i1 %198, label %203, label %199, !dbg !236

199:                                              ; preds = %195
  %200 = sext i32 %197 to i64, !dbg !237
  %201 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %200, !dbg !237
  %202 = load i32, ptr %201, align 4, !dbg !237, !tbaa !72
  br label %203, !dbg !236

203:                                              ; preds = %199, %195
  %204 = phi i32 [ %202, %199 ], [ 0, %195 ], !dbg !236
  %205 = add i32 %189, 1, !dbg !238
  %206 = add i32 %205, %204, !dbg !239
    #dbg_value(i32 %206, !183, !DIExpression(), !228)
    #dbg_value(i32 poison, !179, !DIExpression(), !228)
  br label %207, !dbg !240

207:                                              ; preds = %203, %188
  %208 = phi ptr [ @rc, %203 ], [ @lc, %188 ]
  %209 = phi i32 [ %206, %203 ], [ %189, %188 ], !dbg !241
  %210 = getelementptr inbounds [20000 x i32], ptr %208, i64 0, i64 %191, !dbg !242
  %211 = load i32, ptr %210, align 4, !dbg !242, !tbaa !72
    #dbg_value(i32 %209, !183, !DIExpression(), !228)
    #dbg_value(i32 %211, !179, !DIExpression(), !228)
  %212 = icmp eq i32 %211, 0, !dbg !243
  br i1 %212, label %213, label %188, !dbg !243, !llvm.loop !244

213:                                              ; preds = %207
  %214 = sub nsw i32 %184, %209, !dbg !246
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %214), !dbg !186
    #dbg_value(i32 %261, !76, !DIExpression(), !187)
  %216 = load i32, ptr %30, align 4, !dbg !247, !tbaa !72
  br label %217, !dbg !189

217:                                              ; preds = %124, %213
  %218 = phi i32 [ %216, %213 ], [ 0, %124 ], !dbg !189
  ret i32 %218, !dbg !248

219:                                              ; preds = %9, %259
  %220 = phi i32 [ 0, %9 ], [ %262, %259 ]
  %221 = phi i32 [ %19, %9 ], [ %224, %259 ]
  %222 = phi i32 [ %21, %9 ], [ %261, %259 ]
    #dbg_value(i32 %220, !58, !DIExpression(), !85)
    #dbg_value(i32 %221, !55, !DIExpression(), !60)
    #dbg_value(i32 %222, !54, !DIExpression(), !60)
  %223 = mul i32 %221, 1664525, !dbg !249
  %224 = add i32 %223, 1013904223, !dbg !252
    #dbg_value(i32 %224, !55, !DIExpression(), !60)
    #dbg_value(i32 %222, !63, !DIExpression(), !253)
  %225 = icmp eq i32 %222, 0, !dbg !255
  br i1 %225, label %259, label %226, !dbg !255

226:                                              ; preds = %219
  %227 = sext i32 %222 to i64, !dbg !256
  %228 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %227, !dbg !256
  %229 = load i32, ptr %228, align 4, !dbg !256, !tbaa !72
  %230 = urem i32 %224, %229, !dbg !257
    #dbg_value(i32 %222, !107, !DIExpression(), !258)
    #dbg_value(i32 %230, !112, !DIExpression(), !258)
  br label %231, !dbg !260

231:                                              ; preds = %226, %255
  %232 = phi i32 [ %257, %255 ], [ %230, %226 ]
  %233 = phi i32 [ %256, %255 ], [ %222, %226 ]
    #dbg_value(i32 %232, !112, !DIExpression(), !258)
    #dbg_value(i32 %233, !107, !DIExpression(), !258)
  %234 = sext i32 %233 to i64, !dbg !261
  %235 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %234, !dbg !261
  %236 = load i32, ptr %235, align 4, !dbg !261, !tbaa !72
    #dbg_value(i32 %236, !63, !DIExpression(), !262)
  %237 = icmp eq i32 %236, 0, !dbg !264
  br i1 %237, label %242, label %238, !dbg !264

238:                                              ; preds = %231
  %239 = sext i32 %236 to i64, !dbg !265
  %240 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %239, !dbg !265
  %241 = load i32, ptr %240, align 4, !dbg !265, !tbaa !72
  br label %242, !dbg !264

242:                                              ; preds = %238, %231
  %243 = phi i32 [ %241, %238 ], [ 0, %231 ], !dbg !264
    #dbg_value(i32 %243, !113, !DIExpression(), !266)
  %244 = icmp slt i32 %232, %243, !dbg !267
  br i1 %244, label %255, label %245, !dbg !268

245:                                              ; preds = %242
  %246 = icmp eq i32 %232, %243, !dbg !269
  br i1 %246, label %247, label %250, !dbg !270

247:                                              ; preds = %245
  %248 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %234, !dbg !271
  %249 = load i32, ptr %248, align 4, !dbg !271, !tbaa !72
    #dbg_value(i32 poison, !112, !DIExpression(), !258)
    #dbg_value(i32 poison, !107, !DIExpression(), !258)
  br label %259

250:                                              ; preds = %245
  %251 = xor i32 %243, -1, !dbg !272
  %252 = add i32 %232, %251, !dbg !273
    #dbg_value(i32 %252, !112, !DIExpression(), !258)
  %253 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %234, !dbg !274
    #dbg_value(i32 poison, !107, !DIExpression(), !258)
  %254 = load i32, ptr %253, align 4, !dbg !275, !tbaa !72
  br label %255

255:                                              ; preds = %250, %242
  %256 = phi i32 [ %254, %250 ], [ %236, %242 ], !dbg !275
  %257 = phi i32 [ %252, %250 ], [ %232, %242 ]
    #dbg_value(i32 %257, !112, !DIExpression(), !258)
    #dbg_value(i32 %256, !107, !DIExpression(), !258)
  %258 = icmp eq i32 %256, 0, !dbg !260
  br i1 %258, label %259, label %231, !dbg !260

259:                                              ; preds = %255, %219, %247
  %260 = phi i32 [ %249, %247 ], [ -1, %219 ], [ -1, %255 ]
  %261 = tail call fastcc i32 @erase(i32 noundef %222, i32 noundef %260), !dbg !276
    #dbg_value(i32 %261, !54, !DIExpression(), !60)
  %262 = add nuw nsw i32 %220, 1, !dbg !277
    #dbg_value(i32 %262, !58, !DIExpression(), !85)
    #dbg_value(i32 %224, !55, !DIExpression(), !60)
  %263 = icmp eq i32 %262, 5000, !dbg !278
  br i1 %263, label %24, label %219, !dbg !86, !llvm.loop !279
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @insert(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !281 {
    #dbg_value(i32 %0, !283, !DIExpression(), !288)
    #dbg_value(i32 %1, !284, !DIExpression(), !288)
  %3 = icmp eq i32 %0, 0, !dbg !289
  br i1 %3, label %4, label %11, !dbg !290

4:                                                ; preds = %2
  %5 = load i32, ptr @used, align 4, !dbg !291, !tbaa !72
  %6 = add nsw i32 %5, 1, !dbg !291
  store i32 %6, ptr @used, align 4, !dbg !291, !tbaa !72
    #dbg_value(i32 %5, !285, !DIExpression(), !292)
  %7 = sext i32 %5 to i64, !dbg !293
  %8 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %7, !dbg !293
  store i32 %1, ptr %8, align 4, !dbg !294, !tbaa !72
  %9 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %7, !dbg !295
  store i32 0, ptr %9, align 4, !dbg !296, !tbaa !72
  %10 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %7, !dbg !297
  store i32 0, ptr %10, align 4, !dbg !298, !tbaa !72
  tail call fastcc void @upd(i32 noundef %5), !dbg !299
  br label %18

11:                                               ; preds = %2
  %12 = sext i32 %0 to i64, !dbg !300
  %13 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %12, !dbg !300
  %14 = load i32, ptr %13, align 4, !dbg !300, !tbaa !72
  %15 = icmp sgt i32 %14, %1, !dbg !302
  br i1 %15, label %20, label %16, !dbg !303

16:                                               ; preds = %11
  %17 = icmp slt i32 %14, %1, !dbg !304
  br i1 %17, label %20, label %18, !dbg !306

18:                                               ; preds = %4, %16, %20
  %19 = phi i32 [ %25, %20 ], [ %5, %4 ], [ %0, %16 ]
  ret i32 %19, !dbg !307

20:                                               ; preds = %16, %11
  %21 = phi ptr [ @lc, %11 ], [ @rc, %16 ]
  %22 = getelementptr inbounds [20000 x i32], ptr %21, i64 0, i64 %12, !dbg !308
  %23 = load i32, ptr %22, align 4, !dbg !308, !tbaa !72
  %24 = tail call fastcc i32 @insert(i32 noundef %23, i32 noundef %1), !dbg !308
  store i32 %24, ptr %22, align 4, !dbg !308, !tbaa !72
  %25 = tail call fastcc i32 @balance(i32 noundef %0), !dbg !309
  br label %18, !dbg !307
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !310 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @verify(i32 noundef %0) unnamed_addr #4 !dbg !317 {
  br label %2

2:                                                ; preds = %28, %1
  %3 = phi i32 [ %0, %1 ], [ %17, %28 ]
    #dbg_value(i32 %3, !319, !DIExpression(), !321)
  %4 = icmp eq i32 %3, 0, !dbg !322
  br i1 %4, label %31, label %5, !dbg !324

5:                                                ; preds = %2
  %6 = sext i32 %3 to i64, !dbg !325
  %7 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %6, !dbg !325
  %8 = load i32, ptr %7, align 4, !dbg !325, !tbaa !72
    #dbg_value(i32 %8, !76, !DIExpression(), !326)
  %9 = icmp eq i32 %8, 0, !dbg !328
  br i1 %9, label %14, label %10, !dbg !328

10:                                               ; preds = %5
  %11 = sext i32 %8 to i64, !dbg !329
  %12 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %11, !dbg !329
  %13 = load i32, ptr %12, align 4, !dbg !329, !tbaa !72
  br label %14, !dbg !328

14:                                               ; preds = %5, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %5 ], !dbg !328
  %16 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %6, !dbg !330
  %17 = load i32, ptr %16, align 4, !dbg !330, !tbaa !72
    #dbg_value(i32 %17, !76, !DIExpression(), !331)
  %18 = icmp eq i32 %17, 0, !dbg !333
  br i1 %18, label %23, label %19, !dbg !333

19:                                               ; preds = %14
  %20 = sext i32 %17 to i64, !dbg !334
  %21 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %20, !dbg !334
  %22 = load i32, ptr %21, align 4, !dbg !334, !tbaa !72
  br label %23, !dbg !333

23:                                               ; preds = %14, %19
  %24 = phi i32 [ %22, %19 ], [ 0, %14 ], !dbg !333
    #dbg_value(i32 poison, !320, !DIExpression(), !321)
  %25 = add i32 %15, 1, !dbg !335
  %26 = sub i32 %25, %24, !dbg !336
  %27 = icmp ult i32 %26, 3, !dbg !336
  br i1 %27, label %28, label %31, !dbg !336

28:                                               ; preds = %23
  %29 = tail call fastcc i32 @verify(i32 noundef %8), !dbg !337
  %30 = icmp eq i32 %29, 0, !dbg !337
  br i1 %30, label %31, label %2, !dbg !338

31:                                               ; preds = %23, %28, %2
  %32 = phi i32 [ 1, %2 ], [ 0, %28 ], [ 0, %23 ], !dbg !339
  ret i32 %32, !dbg !340
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @erase(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !341 {
  %3 = alloca i32, align 4, !DIAssignID !349
    #dbg_assign(i1 undef, !345, !DIExpression(), !349, ptr %3, !DIExpression(), !350)
    #dbg_value(i32 %0, !343, !DIExpression(), !351)
    #dbg_value(i32 %1, !344, !DIExpression(), !351)
  %4 = icmp eq i32 %0, 0, !dbg !352
  br i1 %4, label %33, label %5, !dbg !354

5:                                                ; preds = %2
  %6 = sext i32 %0 to i64, !dbg !355
  %7 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %6, !dbg !355
  %8 = load i32, ptr %7, align 4, !dbg !355, !tbaa !72
  %9 = icmp sgt i32 %8, %1, !dbg !356
  br i1 %9, label %10, label %14, !dbg !357

10:                                               ; preds = %5
  %11 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %6, !dbg !358
  %12 = load i32, ptr %11, align 4, !dbg !358, !tbaa !72
  %13 = tail call fastcc i32 @erase(i32 noundef %12, i32 noundef %1), !dbg !359
  store i32 %13, ptr %11, align 4, !dbg !360, !tbaa !72
  br label %31, !dbg !361

14:                                               ; preds = %5
  %15 = icmp slt i32 %8, %1, !dbg !362
  br i1 %15, label %16, label %20, !dbg !363

16:                                               ; preds = %14
  %17 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %6, !dbg !364
  %18 = load i32, ptr %17, align 4, !dbg !364, !tbaa !72
  %19 = tail call fastcc i32 @erase(i32 noundef %18, i32 noundef %1), !dbg !365
  store i32 %19, ptr %17, align 4, !dbg !366, !tbaa !72
  br label %31, !dbg !367

20:                                               ; preds = %14
  %21 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %6, !dbg !368
  %22 = load i32, ptr %21, align 4, !dbg !368, !tbaa !72
  %23 = icmp eq i32 %22, 0, !dbg !368
  %24 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %6, !dbg !370
  %25 = load i32, ptr %24, align 4, !dbg !370, !tbaa !72
  br i1 %23, label %33, label %26, !dbg !371

26:                                               ; preds = %20
  %27 = icmp eq i32 %25, 0, !dbg !372
  br i1 %27, label %33, label %28, !dbg !374

28:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7, !dbg !375
  %29 = call fastcc i32 @remove_min(i32 noundef %25, ptr noundef nonnull %3), !dbg !376
  store i32 %29, ptr %24, align 4, !dbg !377, !tbaa !72
  %30 = load i32, ptr %3, align 4, !dbg !378, !tbaa !72
  store i32 %30, ptr %7, align 4, !dbg !379, !tbaa !72
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7, !dbg !380
  br label %31

31:                                               ; preds = %16, %28, %10
  %32 = tail call fastcc i32 @balance(i32 noundef %0), !dbg !381
  br label %33, !dbg !382

33:                                               ; preds = %20, %26, %2, %31
  %34 = phi i32 [ %32, %31 ], [ 0, %2 ], [ %22, %26 ], [ %25, %20 ], !dbg !351
  ret i32 %34, !dbg !383
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @upd(i32 noundef %0) unnamed_addr #5 !dbg !384 {
    #dbg_value(i32 %0, !388, !DIExpression(), !389)
  %2 = sext i32 %0 to i64, !dbg !390
  %3 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %2, !dbg !390
  %4 = load i32, ptr %3, align 4, !dbg !390, !tbaa !72
    #dbg_value(i32 %4, !76, !DIExpression(), !391)
  %5 = icmp eq i32 %4, 0, !dbg !393
  br i1 %5, label %13, label %6, !dbg !393

6:                                                ; preds = %1
  %7 = sext i32 %4 to i64, !dbg !394
  %8 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %7, !dbg !394
  %9 = load i32, ptr %8, align 4, !dbg !394, !tbaa !72
  %10 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %2, !dbg !395
  %11 = load i32, ptr %10, align 4, !dbg !395, !tbaa !72
    #dbg_value(i32 %11, !76, !DIExpression(), !396)
  %12 = icmp eq i32 %11, 0, !dbg !398
  br i1 %12, label %19, label %32, !dbg !398

13:                                               ; preds = %1
  %14 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %2, !dbg !395
  %15 = load i32, ptr %14, align 4, !dbg !395, !tbaa !72
    #dbg_value(i32 %15, !76, !DIExpression(), !396)
  %16 = icmp eq i32 %15, 0, !dbg !398
  br i1 %16, label %17, label %27, !dbg !398

17:                                               ; preds = %13
  %18 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2, !dbg !399
  store i32 1, ptr %18, align 4, !dbg !400, !tbaa !72
    #dbg_value(i32 %4, !63, !DIExpression(), !401)
    #dbg_value(i32 poison, !63, !DIExpression(), !403)
  br label %64, !dbg !405

19:                                               ; preds = %6
  %20 = icmp sgt i32 %9, 0, !dbg !406
  br i1 %20, label %39, label %21, !dbg !407

21:                                               ; preds = %19
  %22 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2, !dbg !399
  store i32 1, ptr %22, align 4, !dbg !400, !tbaa !72
    #dbg_value(i32 %4, !63, !DIExpression(), !401)
  %23 = sext i32 %4 to i64, !dbg !408
  %24 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %23, !dbg !408
  %25 = load i32, ptr %24, align 4, !dbg !408, !tbaa !72
  %26 = add nsw i32 %25, 1, !dbg !409
    #dbg_value(i32 poison, !63, !DIExpression(), !403)
  br label %64, !dbg !405

27:                                               ; preds = %13
  %28 = sext i32 %15 to i64, !dbg !410
  %29 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %28, !dbg !410
  %30 = load i32, ptr %29, align 4, !dbg !410, !tbaa !72
  %31 = icmp slt i32 %30, 0, !dbg !406
  br i1 %31, label %37, label %55, !dbg !407

32:                                               ; preds = %6
  %33 = sext i32 %11 to i64, !dbg !410
  %34 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %33, !dbg !410
  %35 = load i32, ptr %34, align 4, !dbg !410, !tbaa !72
  %36 = icmp sgt i32 %9, %35, !dbg !406
  br i1 %36, label %39, label %48, !dbg !407

37:                                               ; preds = %27
    #dbg_value(i32 %4, !76, !DIExpression(), !411)
  %38 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2, !dbg !399
  store i32 1, ptr %38, align 4, !dbg !400, !tbaa !72
    #dbg_value(i32 %4, !63, !DIExpression(), !401)
    #dbg_value(i32 %15, !63, !DIExpression(), !403)
  br label %58, !dbg !405

39:                                               ; preds = %32, %19
  %40 = sext i32 %4 to i64, !dbg !413
  %41 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %40, !dbg !413
  %42 = load i32, ptr %41, align 4, !dbg !413, !tbaa !72
  %43 = add nsw i32 %42, 1, !dbg !414
  %44 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2, !dbg !399
  store i32 %43, ptr %44, align 4, !dbg !400, !tbaa !72
    #dbg_value(i32 %4, !63, !DIExpression(), !401)
  %45 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %40, !dbg !408
  %46 = load i32, ptr %45, align 4, !dbg !408, !tbaa !72
  %47 = add nsw i32 %46, 1, !dbg !409
    #dbg_value(i32 %11, !63, !DIExpression(), !403)
  br i1 %12, label %64, label %58, !dbg !405

48:                                               ; preds = %32
    #dbg_value(i32 %11, !76, !DIExpression(), !415)
  %49 = add nsw i32 %35, 1, !dbg !414
  %50 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2, !dbg !399
  store i32 %49, ptr %50, align 4, !dbg !400, !tbaa !72
    #dbg_value(i32 %4, !63, !DIExpression(), !401)
  %51 = sext i32 %4 to i64, !dbg !408
  %52 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %51, !dbg !408
  %53 = load i32, ptr %52, align 4, !dbg !408, !tbaa !72
  %54 = add nsw i32 %53, 1, !dbg !409
    #dbg_value(i32 %11, !63, !DIExpression(), !403)
  br label %58, !dbg !405

55:                                               ; preds = %27
    #dbg_value(i32 %15, !76, !DIExpression(), !415)
  %56 = add nuw nsw i32 %30, 1, !dbg !414
  %57 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %2, !dbg !399
  store i32 %56, ptr %57, align 4, !dbg !400, !tbaa !72
    #dbg_value(i32 %4, !63, !DIExpression(), !401)
    #dbg_value(i32 %15, !63, !DIExpression(), !403)
  br label %58, !dbg !405

58:                                               ; preds = %55, %48, %37, %39
  %59 = phi i32 [ %54, %48 ], [ 1, %55 ], [ 1, %37 ], [ %47, %39 ]
  %60 = phi i32 [ %11, %48 ], [ %15, %55 ], [ %15, %37 ], [ %11, %39 ]
  %61 = sext i32 %60 to i64, !dbg !417
  %62 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %61, !dbg !417
  %63 = load i32, ptr %62, align 4, !dbg !417, !tbaa !72
  br label %64, !dbg !405

64:                                               ; preds = %21, %39, %17, %58
  %65 = phi i32 [ %59, %58 ], [ 1, %17 ], [ %47, %39 ], [ %26, %21 ]
  %66 = phi i32 [ %63, %58 ], [ 0, %17 ], [ 0, %39 ], [ 0, %21 ], !dbg !405
  %67 = add nsw i32 %66, %65, !dbg !418
  %68 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %2, !dbg !419
  store i32 %67, ptr %68, align 4, !dbg !420, !tbaa !72
  ret void, !dbg !421
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @balance(i32 noundef %0) unnamed_addr #6 !dbg !422 {
    #dbg_value(i32 %0, !424, !DIExpression(), !426)
  tail call fastcc void @upd(i32 noundef %0), !dbg !427
  %2 = sext i32 %0 to i64, !dbg !428
  %3 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %2, !dbg !428
  %4 = load i32, ptr %3, align 4, !dbg !428, !tbaa !72
    #dbg_value(i32 %4, !76, !DIExpression(), !429)
  %5 = icmp eq i32 %4, 0, !dbg !431
  br i1 %5, label %10, label %6, !dbg !431

6:                                                ; preds = %1
  %7 = sext i32 %4 to i64, !dbg !432
  %8 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %7, !dbg !432
  %9 = load i32, ptr %8, align 4, !dbg !432, !tbaa !72
  br label %10, !dbg !431

10:                                               ; preds = %1, %6
  %11 = phi i32 [ %9, %6 ], [ 0, %1 ], !dbg !431
  %12 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %2, !dbg !433
  %13 = load i32, ptr %12, align 4, !dbg !433, !tbaa !72
    #dbg_value(i32 %13, !76, !DIExpression(), !434)
  %14 = icmp eq i32 %13, 0, !dbg !436
  br i1 %14, label %19, label %15, !dbg !436

15:                                               ; preds = %10
  %16 = sext i32 %13 to i64, !dbg !437
  %17 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %16, !dbg !437
  %18 = load i32, ptr %17, align 4, !dbg !437, !tbaa !72
  br label %19, !dbg !436

19:                                               ; preds = %10, %15
  %20 = phi i32 [ %18, %15 ], [ 0, %10 ], !dbg !436
  %21 = sub nsw i32 %11, %20, !dbg !438
    #dbg_value(i32 %21, !425, !DIExpression(), !426)
  %22 = icmp sgt i32 %21, 1, !dbg !439
  br i1 %22, label %23, label %55, !dbg !441

23:                                               ; preds = %19
  %24 = sext i32 %4 to i64, !dbg !442
  %25 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %24, !dbg !442
  %26 = load i32, ptr %25, align 4, !dbg !442, !tbaa !72
    #dbg_value(i32 %26, !76, !DIExpression(), !445)
  %27 = icmp eq i32 %26, 0, !dbg !447
  br i1 %27, label %32, label %28, !dbg !447

28:                                               ; preds = %23
  %29 = sext i32 %26 to i64, !dbg !448
  %30 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %29, !dbg !448
  %31 = load i32, ptr %30, align 4, !dbg !448, !tbaa !72
  br label %32, !dbg !447

32:                                               ; preds = %23, %28
  %33 = phi i32 [ %31, %28 ], [ 0, %23 ], !dbg !447
  %34 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %24, !dbg !449
  %35 = load i32, ptr %34, align 4, !dbg !449, !tbaa !72
    #dbg_value(i32 %35, !76, !DIExpression(), !450)
  %36 = icmp eq i32 %35, 0, !dbg !452
  br i1 %36, label %41, label %37, !dbg !452

37:                                               ; preds = %32
  %38 = sext i32 %35 to i64, !dbg !453
  %39 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %38, !dbg !453
  %40 = load i32, ptr %39, align 4, !dbg !453, !tbaa !72
  br label %41, !dbg !452

41:                                               ; preds = %32, %37
  %42 = phi i32 [ %40, %37 ], [ 0, %32 ], !dbg !452
  %43 = icmp slt i32 %33, %42, !dbg !454
  br i1 %43, label %44, label %50, !dbg !455

44:                                               ; preds = %41
    #dbg_value(i32 %4, !456, !DIExpression(), !460)
    #dbg_value(i32 %35, !459, !DIExpression(), !460)
  %45 = sext i32 %35 to i64, !dbg !462
  %46 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %45, !dbg !462
  %47 = load i32, ptr %46, align 4, !dbg !462, !tbaa !72
  store i32 %47, ptr %34, align 4, !dbg !463, !tbaa !72
  store i32 %4, ptr %46, align 4, !dbg !464, !tbaa !72
  tail call fastcc void @upd(i32 noundef %4), !dbg !465
  tail call fastcc void @upd(i32 noundef %35), !dbg !466
  %48 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %45
  %49 = load i32, ptr %48, align 4, !dbg !467, !tbaa !72
  br label %50, !dbg !473

50:                                               ; preds = %44, %41
  %51 = phi i32 [ %49, %44 ], [ %35, %41 ], !dbg !467
  %52 = phi i64 [ %45, %44 ], [ %24, %41 ], !dbg !467
  %53 = phi i32 [ %35, %44 ], [ %4, %41 ], !dbg !474
    #dbg_value(i32 %0, !470, !DIExpression(), !475)
    #dbg_value(i32 %53, !471, !DIExpression(), !475)
  %54 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %52, !dbg !467
  store i32 %51, ptr %3, align 4, !dbg !476, !tbaa !72
  br label %89, !dbg !477

55:                                               ; preds = %19
  %56 = icmp slt i32 %21, -1, !dbg !478
  br i1 %56, label %57, label %92, !dbg !480

57:                                               ; preds = %55
  %58 = sext i32 %13 to i64, !dbg !481
  %59 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %58, !dbg !481
  %60 = load i32, ptr %59, align 4, !dbg !481, !tbaa !72
    #dbg_value(i32 %60, !76, !DIExpression(), !484)
  %61 = icmp eq i32 %60, 0, !dbg !486
  br i1 %61, label %66, label %62, !dbg !486

62:                                               ; preds = %57
  %63 = sext i32 %60 to i64, !dbg !487
  %64 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %63, !dbg !487
  %65 = load i32, ptr %64, align 4, !dbg !487, !tbaa !72
  br label %66, !dbg !486

66:                                               ; preds = %57, %62
  %67 = phi i32 [ %65, %62 ], [ 0, %57 ], !dbg !486
  %68 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %58, !dbg !488
  %69 = load i32, ptr %68, align 4, !dbg !488, !tbaa !72
    #dbg_value(i32 %69, !76, !DIExpression(), !489)
  %70 = icmp eq i32 %69, 0, !dbg !491
  br i1 %70, label %75, label %71, !dbg !491

71:                                               ; preds = %66
  %72 = sext i32 %69 to i64, !dbg !492
  %73 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %72, !dbg !492
  %74 = load i32, ptr %73, align 4, !dbg !492, !tbaa !72
  br label %75, !dbg !491

75:                                               ; preds = %66, %71
  %76 = phi i32 [ %74, %71 ], [ 0, %66 ], !dbg !491
  %77 = icmp slt i32 %67, %76, !dbg !493
  br i1 %77, label %78, label %84, !dbg !494

78:                                               ; preds = %75
    #dbg_value(i32 %13, !470, !DIExpression(), !495)
    #dbg_value(i32 %69, !471, !DIExpression(), !495)
  %79 = sext i32 %69 to i64, !dbg !497
  %80 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %79, !dbg !497
  %81 = load i32, ptr %80, align 4, !dbg !497, !tbaa !72
  store i32 %81, ptr %68, align 4, !dbg !498, !tbaa !72
  store i32 %13, ptr %80, align 4, !dbg !499, !tbaa !72
  tail call fastcc void @upd(i32 noundef %13), !dbg !500
  tail call fastcc void @upd(i32 noundef %69), !dbg !501
  %82 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %79
  %83 = load i32, ptr %82, align 4, !dbg !502, !tbaa !72
  br label %84, !dbg !504

84:                                               ; preds = %78, %75
  %85 = phi i32 [ %83, %78 ], [ %69, %75 ], !dbg !502
  %86 = phi i64 [ %79, %78 ], [ %58, %75 ], !dbg !502
  %87 = phi i32 [ %69, %78 ], [ %13, %75 ], !dbg !505
    #dbg_value(i32 %0, !456, !DIExpression(), !506)
    #dbg_value(i32 %87, !459, !DIExpression(), !506)
  %88 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %86, !dbg !502
  store i32 %85, ptr %12, align 4, !dbg !507, !tbaa !72
  br label %89, !dbg !508

89:                                               ; preds = %50, %84
  %90 = phi ptr [ %88, %84 ], [ %54, %50 ]
  %91 = phi i32 [ %87, %84 ], [ %53, %50 ]
  store i32 %0, ptr %90, align 4, !dbg !426, !tbaa !72
  tail call fastcc void @upd(i32 noundef %0), !dbg !426
  tail call fastcc void @upd(i32 noundef %91), !dbg !426
  br label %92, !dbg !509

92:                                               ; preds = %89, %55
  %93 = phi i32 [ %0, %55 ], [ %91, %89 ], !dbg !426
  ret i32 %93, !dbg !509
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @remove_min(i32 noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #2 !dbg !510 {
    #dbg_value(i32 %0, !515, !DIExpression(), !517)
    #dbg_value(ptr %1, !516, !DIExpression(), !517)
  %3 = sext i32 %0 to i64, !dbg !518
  %4 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %3, !dbg !518
  %5 = load i32, ptr %4, align 4, !dbg !518, !tbaa !72
  %6 = icmp eq i32 %5, 0, !dbg !518
  br i1 %6, label %7, label %14, !dbg !520

7:                                                ; preds = %2
  %8 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %3, !dbg !521
  %9 = load i32, ptr %8, align 4, !dbg !521, !tbaa !72
  store i32 %9, ptr %1, align 4, !dbg !523, !tbaa !72
  %10 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %3, !dbg !524
  %11 = load i32, ptr %10, align 4, !dbg !524, !tbaa !72
  br label %12, !dbg !525

12:                                               ; preds = %14, %7
  %13 = phi i32 [ %11, %7 ], [ %16, %14 ]
  ret i32 %13, !dbg !525

14:                                               ; preds = %2
  %15 = tail call fastcc i32 @remove_min(i32 noundef %5, ptr noundef %1), !dbg !526
  store i32 %15, ptr %4, align 4, !dbg !527, !tbaa !72
  %16 = tail call fastcc i32 @balance(i32 noundef %0), !dbg !528
  br label %12, !dbg !525
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/avl_tree_rotations.c", directory: ".", checksumkind: CSK_MD5, checksum: "8788eb733b5ecde98117ec25c324aeab")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 43)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "used", scope: !24, file: !2, line: 7, type: !26, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !28, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = !{!0, !7, !12, !17, !22, !29, !34, !36, !38, !40}
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "key_", scope: !24, file: !2, line: 7, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 640000, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 20000)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "rc", scope: !24, file: !2, line: 7, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "lc", scope: !24, file: !2, line: 7, type: !31, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "ht", scope: !24, file: !2, line: 7, type: !31, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "sz", scope: !24, file: !2, line: 7, type: !31, isLocal: true, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !51, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!26}
!53 = !{!54, !55, !56, !58}
!54 = !DILocalVariable(name: "root", scope: !50, file: !2, line: 38, type: !26)
!55 = !DILocalVariable(name: "x", scope: !50, file: !2, line: 39, type: !27)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 40, type: !26)
!57 = distinct !DILexicalBlock(scope: !50, file: !2, line: 40, column: 5)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 42, type: !26)
!59 = distinct !DILexicalBlock(scope: !50, file: !2, line: 42, column: 5)
!60 = !DILocation(line: 0, scope: !50)
!61 = !DILocation(line: 0, scope: !57)
!62 = !DILocation(line: 40, column: 5, scope: !57)
!63 = !DILocalVariable(name: "n", arg: 1, scope: !64, file: !2, line: 9, type: !26)
!64 = distinct !DISubprogram(name: "S", scope: !2, file: !2, line: 9, type: !65, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!26, !26}
!67 = !{!63}
!68 = !DILocation(line: 0, scope: !64, inlinedAt: !69)
!69 = distinct !DILocation(line: 41, column: 47, scope: !50)
!70 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !69)
!71 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !69)
!72 = !{!73, !73, i64 0}
!73 = !{!"int", !74, i64 0}
!74 = !{!"omnipotent char", !75, i64 0}
!75 = !{!"Simple C/C++ TBAA"}
!76 = !DILocalVariable(name: "n", arg: 1, scope: !77, file: !2, line: 8, type: !26)
!77 = distinct !DISubprogram(name: "H", scope: !2, file: !2, line: 8, type: !65, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !78)
!78 = !{!76}
!79 = !DILocation(line: 0, scope: !77, inlinedAt: !80)
!80 = distinct !DILocation(line: 41, column: 56, scope: !50)
!81 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !80)
!82 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !80)
!83 = !DILocation(line: 41, column: 65, scope: !50)
!84 = !DILocation(line: 41, column: 5, scope: !50)
!85 = !DILocation(line: 0, scope: !59)
!86 = !DILocation(line: 42, column: 5, scope: !59)
!87 = !DILocation(line: 40, column: 45, scope: !88)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 40, column: 37)
!89 = distinct !DILexicalBlock(scope: !57, file: !2, line: 40, column: 5)
!90 = !DILocation(line: 40, column: 56, scope: !88)
!91 = !DILocation(line: 40, column: 99, scope: !88)
!92 = !DILocation(line: 40, column: 78, scope: !88)
!93 = !DILocation(line: 40, column: 33, scope: !89)
!94 = !DILocation(line: 40, column: 23, scope: !89)
!95 = distinct !{!95, !62, !96, !97}
!96 = !DILocation(line: 40, column: 108, scope: !57)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 0, scope: !64, inlinedAt: !99)
!99 = distinct !DILocation(line: 43, column: 59, scope: !50)
!100 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !99)
!101 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !99)
!102 = !DILocation(line: 0, scope: !77, inlinedAt: !103)
!103 = distinct !DILocation(line: 43, column: 68, scope: !50)
!104 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !103)
!105 = !DILocation(line: 43, column: 77, scope: !50)
!106 = !DILocation(line: 43, column: 5, scope: !50)
!107 = !DILocalVariable(name: "n", arg: 1, scope: !108, file: !2, line: 33, type: !26)
!108 = distinct !DISubprogram(name: "kth", scope: !2, file: !2, line: 33, type: !109, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!26, !26, !26}
!111 = !{!107, !112, !113}
!112 = !DILocalVariable(name: "k", arg: 2, scope: !108, file: !2, line: 33, type: !26)
!113 = !DILocalVariable(name: "ls", scope: !114, file: !2, line: 33, type: !26)
!114 = distinct !DILexicalBlock(scope: !108, file: !2, line: 33, column: 42)
!115 = !DILocation(line: 0, scope: !108, inlinedAt: !116)
!116 = distinct !DILocation(line: 44, column: 41, scope: !50)
!117 = !DILocation(line: 33, column: 32, scope: !108, inlinedAt: !116)
!118 = !DILocation(line: 33, column: 55, scope: !114, inlinedAt: !116)
!119 = !DILocation(line: 0, scope: !64, inlinedAt: !120)
!120 = distinct !DILocation(line: 33, column: 53, scope: !114, inlinedAt: !116)
!121 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !120)
!122 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !120)
!123 = !DILocation(line: 0, scope: !114, inlinedAt: !116)
!124 = !DILocation(line: 33, column: 69, scope: !125, inlinedAt: !116)
!125 = distinct !DILexicalBlock(scope: !114, file: !2, line: 33, column: 67)
!126 = !DILocation(line: 33, column: 67, scope: !114, inlinedAt: !116)
!127 = !DILocation(line: 33, column: 97, scope: !128, inlinedAt: !116)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 33, column: 95)
!129 = !DILocation(line: 33, column: 95, scope: !125, inlinedAt: !116)
!130 = !DILocation(line: 33, column: 111, scope: !128, inlinedAt: !116)
!131 = !DILocation(line: 33, column: 135, scope: !132, inlinedAt: !116)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 33, column: 125)
!133 = !DILocation(line: 33, column: 129, scope: !132, inlinedAt: !116)
!134 = !DILocation(line: 33, column: 144, scope: !132, inlinedAt: !116)
!135 = !DILocation(line: 33, scope: !125, inlinedAt: !116)
!136 = !DILocation(line: 0, scope: !108, inlinedAt: !137)
!137 = distinct !DILocation(line: 44, column: 55, scope: !50)
!138 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !139)
!139 = distinct !DILocation(line: 33, column: 53, scope: !114, inlinedAt: !137)
!140 = !DILocation(line: 33, column: 55, scope: !114, inlinedAt: !137)
!141 = !DILocation(line: 0, scope: !64, inlinedAt: !139)
!142 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !139)
!143 = !DILocation(line: 0, scope: !114, inlinedAt: !137)
!144 = !DILocation(line: 33, column: 69, scope: !125, inlinedAt: !137)
!145 = !DILocation(line: 33, column: 67, scope: !114, inlinedAt: !137)
!146 = !DILocation(line: 33, column: 97, scope: !128, inlinedAt: !137)
!147 = !DILocation(line: 33, column: 95, scope: !125, inlinedAt: !137)
!148 = !DILocation(line: 33, column: 111, scope: !128, inlinedAt: !137)
!149 = !DILocation(line: 33, column: 135, scope: !132, inlinedAt: !137)
!150 = !DILocation(line: 33, column: 129, scope: !132, inlinedAt: !137)
!151 = !DILocation(line: 33, column: 144, scope: !132, inlinedAt: !137)
!152 = !DILocation(line: 33, scope: !125, inlinedAt: !137)
!153 = !DILocation(line: 33, column: 32, scope: !108, inlinedAt: !137)
!154 = !DILocation(line: 0, scope: !64, inlinedAt: !155)
!155 = distinct !DILocation(line: 44, column: 81, scope: !50)
!156 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !155)
!157 = !DILocation(line: 44, column: 89, scope: !50)
!158 = !DILocation(line: 0, scope: !108, inlinedAt: !159)
!159 = distinct !DILocation(line: 44, column: 71, scope: !50)
!160 = !DILocation(line: 33, column: 32, scope: !108, inlinedAt: !159)
!161 = !DILocation(line: 33, column: 55, scope: !114, inlinedAt: !159)
!162 = !DILocation(line: 0, scope: !64, inlinedAt: !163)
!163 = distinct !DILocation(line: 33, column: 53, scope: !114, inlinedAt: !159)
!164 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !163)
!165 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !163)
!166 = !DILocation(line: 0, scope: !114, inlinedAt: !159)
!167 = !DILocation(line: 33, column: 69, scope: !125, inlinedAt: !159)
!168 = !DILocation(line: 33, column: 67, scope: !114, inlinedAt: !159)
!169 = !DILocation(line: 33, column: 97, scope: !128, inlinedAt: !159)
!170 = !DILocation(line: 33, column: 95, scope: !125, inlinedAt: !159)
!171 = !DILocation(line: 33, column: 111, scope: !128, inlinedAt: !159)
!172 = !DILocation(line: 33, column: 135, scope: !132, inlinedAt: !159)
!173 = !DILocation(line: 33, column: 129, scope: !132, inlinedAt: !159)
!174 = !DILocation(line: 33, column: 144, scope: !132, inlinedAt: !159)
!175 = !DILocation(line: 33, scope: !125, inlinedAt: !159)
!176 = !DILocation(line: 0, scope: !108, inlinedAt: !177)
!177 = distinct !DILocation(line: 44, column: 95, scope: !50)
!178 = !DILocation(line: 44, column: 5, scope: !50)
!179 = !DILocalVariable(name: "n", arg: 1, scope: !180, file: !2, line: 34, type: !26)
!180 = distinct !DISubprogram(name: "count_less", scope: !2, file: !2, line: 34, type: !109, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !181)
!181 = !{!179, !182, !183}
!182 = !DILocalVariable(name: "k", arg: 2, scope: !180, file: !2, line: 34, type: !26)
!183 = !DILocalVariable(name: "c", scope: !180, file: !2, line: 34, type: !26)
!184 = !DILocation(line: 0, scope: !180, inlinedAt: !185)
!185 = distinct !DILocation(line: 45, column: 40, scope: !50)
!186 = !DILocation(line: 45, column: 5, scope: !50)
!187 = !DILocation(line: 0, scope: !77, inlinedAt: !188)
!188 = distinct !DILocation(line: 46, column: 12, scope: !50)
!189 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !188)
!190 = !DILocation(line: 0, scope: !64, inlinedAt: !191)
!191 = distinct !DILocation(line: 44, column: 105, scope: !50)
!192 = !DILocation(line: 44, column: 113, scope: !50)
!193 = !DILocation(line: 33, column: 32, scope: !108, inlinedAt: !177)
!194 = !DILocation(line: 33, column: 55, scope: !114, inlinedAt: !177)
!195 = !DILocation(line: 0, scope: !64, inlinedAt: !196)
!196 = distinct !DILocation(line: 33, column: 53, scope: !114, inlinedAt: !177)
!197 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !196)
!198 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !196)
!199 = !DILocation(line: 0, scope: !114, inlinedAt: !177)
!200 = !DILocation(line: 33, column: 69, scope: !125, inlinedAt: !177)
!201 = !DILocation(line: 33, column: 67, scope: !114, inlinedAt: !177)
!202 = !DILocation(line: 33, column: 97, scope: !128, inlinedAt: !177)
!203 = !DILocation(line: 33, column: 95, scope: !125, inlinedAt: !177)
!204 = !DILocation(line: 33, column: 111, scope: !128, inlinedAt: !177)
!205 = !DILocation(line: 33, column: 135, scope: !132, inlinedAt: !177)
!206 = !DILocation(line: 33, column: 129, scope: !132, inlinedAt: !177)
!207 = !DILocation(line: 33, column: 144, scope: !132, inlinedAt: !177)
!208 = !DILocation(line: 33, scope: !125, inlinedAt: !177)
!209 = !DILocation(line: 34, column: 50, scope: !180, inlinedAt: !185)
!210 = !DILocation(line: 34, column: 66, scope: !211, inlinedAt: !185)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 34, column: 66)
!212 = distinct !DILexicalBlock(scope: !180, file: !2, line: 34, column: 60)
!213 = !DILocation(line: 34, column: 74, scope: !211, inlinedAt: !185)
!214 = !DILocation(line: 34, column: 66, scope: !212, inlinedAt: !185)
!215 = !DILocation(line: 34, column: 88, scope: !216, inlinedAt: !185)
!216 = distinct !DILexicalBlock(scope: !211, file: !2, line: 34, column: 79)
!217 = !DILocation(line: 0, scope: !64, inlinedAt: !218)
!218 = distinct !DILocation(line: 34, column: 86, scope: !216, inlinedAt: !185)
!219 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !218)
!220 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !218)
!221 = !DILocation(line: 34, column: 95, scope: !216, inlinedAt: !185)
!222 = !DILocation(line: 34, column: 83, scope: !216, inlinedAt: !185)
!223 = !DILocation(line: 34, column: 111, scope: !216, inlinedAt: !185)
!224 = !DILocation(line: 34, scope: !180, inlinedAt: !185)
!225 = !DILocation(line: 34, scope: !211, inlinedAt: !185)
!226 = distinct !{!226, !209, !227, !97}
!227 = !DILocation(line: 34, column: 129, scope: !180, inlinedAt: !185)
!228 = !DILocation(line: 0, scope: !180, inlinedAt: !229)
!229 = distinct !DILocation(line: 45, column: 68, scope: !50)
!230 = !DILocation(line: 34, column: 66, scope: !211, inlinedAt: !229)
!231 = !DILocation(line: 34, column: 74, scope: !211, inlinedAt: !229)
!232 = !DILocation(line: 34, column: 66, scope: !212, inlinedAt: !229)
!233 = !DILocation(line: 34, column: 88, scope: !216, inlinedAt: !229)
!234 = !DILocation(line: 0, scope: !64, inlinedAt: !235)
!235 = distinct !DILocation(line: 34, column: 86, scope: !216, inlinedAt: !229)
!236 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !235)
!237 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !235)
!238 = !DILocation(line: 34, column: 95, scope: !216, inlinedAt: !229)
!239 = !DILocation(line: 34, column: 83, scope: !216, inlinedAt: !229)
!240 = !DILocation(line: 34, column: 111, scope: !216, inlinedAt: !229)
!241 = !DILocation(line: 34, scope: !180, inlinedAt: !229)
!242 = !DILocation(line: 34, scope: !211, inlinedAt: !229)
!243 = !DILocation(line: 34, column: 50, scope: !180, inlinedAt: !229)
!244 = distinct !{!244, !243, !245, !97}
!245 = !DILocation(line: 34, column: 129, scope: !180, inlinedAt: !229)
!246 = !DILocation(line: 45, column: 66, scope: !50)
!247 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !188)
!248 = !DILocation(line: 46, column: 5, scope: !50)
!249 = !DILocation(line: 42, column: 44, scope: !250)
!250 = distinct !DILexicalBlock(scope: !251, file: !2, line: 42, column: 36)
!251 = distinct !DILexicalBlock(scope: !59, file: !2, line: 42, column: 5)
!252 = !DILocation(line: 42, column: 55, scope: !250)
!253 = !DILocation(line: 0, scope: !64, inlinedAt: !254)
!254 = distinct !DILocation(line: 42, column: 119, scope: !250)
!255 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !254)
!256 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !254)
!257 = !DILocation(line: 42, column: 107, scope: !250)
!258 = !DILocation(line: 0, scope: !108, inlinedAt: !259)
!259 = distinct !DILocation(line: 42, column: 89, scope: !250)
!260 = !DILocation(line: 33, column: 32, scope: !108, inlinedAt: !259)
!261 = !DILocation(line: 33, column: 55, scope: !114, inlinedAt: !259)
!262 = !DILocation(line: 0, scope: !64, inlinedAt: !263)
!263 = distinct !DILocation(line: 33, column: 53, scope: !114, inlinedAt: !259)
!264 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !263)
!265 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !263)
!266 = !DILocation(line: 0, scope: !114, inlinedAt: !259)
!267 = !DILocation(line: 33, column: 69, scope: !125, inlinedAt: !259)
!268 = !DILocation(line: 33, column: 67, scope: !114, inlinedAt: !259)
!269 = !DILocation(line: 33, column: 97, scope: !128, inlinedAt: !259)
!270 = !DILocation(line: 33, column: 95, scope: !125, inlinedAt: !259)
!271 = !DILocation(line: 33, column: 111, scope: !128, inlinedAt: !259)
!272 = !DILocation(line: 33, column: 135, scope: !132, inlinedAt: !259)
!273 = !DILocation(line: 33, column: 129, scope: !132, inlinedAt: !259)
!274 = !DILocation(line: 33, column: 144, scope: !132, inlinedAt: !259)
!275 = !DILocation(line: 33, scope: !125, inlinedAt: !259)
!276 = !DILocation(line: 42, column: 77, scope: !250)
!277 = !DILocation(line: 42, column: 32, scope: !251)
!278 = !DILocation(line: 42, column: 23, scope: !251)
!279 = distinct !{!279, !86, !280, !97}
!280 = !DILocation(line: 42, column: 131, scope: !59)
!281 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 20, type: !109, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !282)
!282 = !{!283, !284, !285}
!283 = !DILocalVariable(name: "n", arg: 1, scope: !281, file: !2, line: 20, type: !26)
!284 = !DILocalVariable(name: "k", arg: 2, scope: !281, file: !2, line: 20, type: !26)
!285 = !DILocalVariable(name: "m", scope: !286, file: !2, line: 21, type: !26)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 21, column: 13)
!287 = distinct !DILexicalBlock(scope: !281, file: !2, line: 21, column: 9)
!288 = !DILocation(line: 0, scope: !281)
!289 = !DILocation(line: 21, column: 10, scope: !287)
!290 = !DILocation(line: 21, column: 9, scope: !281)
!291 = !DILocation(line: 21, column: 27, scope: !286)
!292 = !DILocation(line: 0, scope: !286)
!293 = !DILocation(line: 21, column: 31, scope: !286)
!294 = !DILocation(line: 21, column: 39, scope: !286)
!295 = !DILocation(line: 21, column: 52, scope: !286)
!296 = !DILocation(line: 21, column: 58, scope: !286)
!297 = !DILocation(line: 21, column: 44, scope: !286)
!298 = !DILocation(line: 21, column: 50, scope: !286)
!299 = !DILocation(line: 21, column: 63, scope: !286)
!300 = !DILocation(line: 22, column: 13, scope: !301)
!301 = distinct !DILexicalBlock(scope: !281, file: !2, line: 22, column: 9)
!302 = !DILocation(line: 22, column: 11, scope: !301)
!303 = !DILocation(line: 22, column: 9, scope: !281)
!304 = !DILocation(line: 22, column: 59, scope: !305)
!305 = distinct !DILexicalBlock(scope: !301, file: !2, line: 22, column: 57)
!306 = !DILocation(line: 22, column: 57, scope: !301)
!307 = !DILocation(line: 24, column: 1, scope: !281)
!308 = !DILocation(line: 22, scope: !301)
!309 = !DILocation(line: 23, column: 12, scope: !281)
!310 = !DISubprogram(name: "printf", scope: !311, file: !311, line: 356, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!312 = !DISubroutineType(types: !313)
!313 = !{!26, !314, null}
!314 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!317 = distinct !DISubprogram(name: "verify", scope: !2, file: !2, line: 35, type: !65, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !318)
!318 = !{!319, !320}
!319 = !DILocalVariable(name: "n", arg: 1, scope: !317, file: !2, line: 35, type: !26)
!320 = !DILocalVariable(name: "a", scope: !317, file: !2, line: 35, type: !26)
!321 = !DILocation(line: 0, scope: !317)
!322 = !DILocation(line: 35, column: 33, scope: !323)
!323 = distinct !DILexicalBlock(scope: !317, file: !2, line: 35, column: 32)
!324 = !DILocation(line: 35, column: 32, scope: !317)
!325 = !DILocation(line: 35, column: 56, scope: !317)
!326 = !DILocation(line: 0, scope: !77, inlinedAt: !327)
!327 = distinct !DILocation(line: 35, column: 54, scope: !317)
!328 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !327)
!329 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !327)
!330 = !DILocation(line: 35, column: 67, scope: !317)
!331 = !DILocation(line: 0, scope: !77, inlinedAt: !332)
!332 = distinct !DILocation(line: 35, column: 65, scope: !317)
!333 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !332)
!334 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !332)
!335 = !DILocation(line: 35, column: 63, scope: !317)
!336 = !DILocation(line: 35, column: 90, scope: !317)
!337 = !DILocation(line: 35, column: 103, scope: !317)
!338 = !DILocation(line: 35, column: 117, scope: !317)
!339 = !DILocation(line: 35, scope: !317)
!340 = !DILocation(line: 35, column: 135, scope: !317)
!341 = distinct !DISubprogram(name: "erase", scope: !2, file: !2, line: 26, type: !109, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !342)
!342 = !{!343, !344, !345}
!343 = !DILocalVariable(name: "n", arg: 1, scope: !341, file: !2, line: 26, type: !26)
!344 = !DILocalVariable(name: "k", arg: 2, scope: !341, file: !2, line: 26, type: !26)
!345 = !DILocalVariable(name: "mk", scope: !346, file: !2, line: 30, type: !26)
!346 = distinct !DILexicalBlock(scope: !347, file: !2, line: 30, column: 10)
!347 = distinct !DILexicalBlock(scope: !348, file: !2, line: 29, column: 14)
!348 = distinct !DILexicalBlock(scope: !341, file: !2, line: 28, column: 9)
!349 = distinct !DIAssignID()
!350 = !DILocation(line: 0, scope: !346)
!351 = !DILocation(line: 0, scope: !341)
!352 = !DILocation(line: 27, column: 10, scope: !353)
!353 = distinct !DILexicalBlock(scope: !341, file: !2, line: 27, column: 9)
!354 = !DILocation(line: 27, column: 9, scope: !341)
!355 = !DILocation(line: 28, column: 13, scope: !348)
!356 = !DILocation(line: 28, column: 11, scope: !348)
!357 = !DILocation(line: 28, column: 9, scope: !341)
!358 = !DILocation(line: 28, column: 36, scope: !348)
!359 = !DILocation(line: 28, column: 30, scope: !348)
!360 = !DILocation(line: 28, column: 28, scope: !348)
!361 = !DILocation(line: 28, column: 22, scope: !348)
!362 = !DILocation(line: 29, column: 16, scope: !347)
!363 = !DILocation(line: 29, column: 14, scope: !348)
!364 = !DILocation(line: 29, column: 41, scope: !347)
!365 = !DILocation(line: 29, column: 35, scope: !347)
!366 = !DILocation(line: 29, column: 33, scope: !347)
!367 = !DILocation(line: 29, column: 27, scope: !347)
!368 = !DILocation(line: 30, column: 17, scope: !369)
!369 = distinct !DILexicalBlock(scope: !346, file: !2, line: 30, column: 16)
!370 = !DILocation(line: 30, scope: !346)
!371 = !DILocation(line: 30, column: 16, scope: !346)
!372 = !DILocation(line: 30, column: 43, scope: !373)
!373 = distinct !DILexicalBlock(scope: !346, file: !2, line: 30, column: 42)
!374 = !DILocation(line: 30, column: 42, scope: !346)
!375 = !DILocation(line: 30, column: 64, scope: !346)
!376 = !DILocation(line: 30, column: 80, scope: !346)
!377 = !DILocation(line: 30, column: 78, scope: !346)
!378 = !DILocation(line: 30, column: 114, scope: !346)
!379 = !DILocation(line: 30, column: 112, scope: !346)
!380 = !DILocation(line: 30, column: 118, scope: !347)
!381 = !DILocation(line: 31, column: 12, scope: !341)
!382 = !DILocation(line: 31, column: 5, scope: !341)
!383 = !DILocation(line: 32, column: 1, scope: !341)
!384 = distinct !DISubprogram(name: "upd", scope: !2, file: !2, line: 10, type: !385, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !387)
!385 = !DISubroutineType(types: !386)
!386 = !{null, !26}
!387 = !{!388}
!388 = !DILocalVariable(name: "n", arg: 1, scope: !384, file: !2, line: 10, type: !26)
!389 = !DILocation(line: 0, scope: !384)
!390 = !DILocation(line: 10, column: 41, scope: !384)
!391 = !DILocation(line: 0, scope: !77, inlinedAt: !392)
!392 = distinct !DILocation(line: 10, column: 39, scope: !384)
!393 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !392)
!394 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !392)
!395 = !DILocation(line: 10, column: 52, scope: !384)
!396 = !DILocation(line: 0, scope: !77, inlinedAt: !397)
!397 = distinct !DILocation(line: 10, column: 50, scope: !384)
!398 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !397)
!399 = !DILocation(line: 10, column: 26, scope: !384)
!400 = !DILocation(line: 10, column: 32, scope: !384)
!401 = !DILocation(line: 0, scope: !64, inlinedAt: !402)
!402 = distinct !DILocation(line: 10, column: 95, scope: !384)
!403 = !DILocation(line: 0, scope: !64, inlinedAt: !404)
!404 = distinct !DILocation(line: 10, column: 106, scope: !384)
!405 = !DILocation(line: 9, column: 30, scope: !64, inlinedAt: !404)
!406 = !DILocation(line: 10, column: 48, scope: !384)
!407 = !DILocation(line: 10, column: 39, scope: !384)
!408 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !402)
!409 = !DILocation(line: 10, column: 93, scope: !384)
!410 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !397)
!411 = !DILocation(line: 0, scope: !77, inlinedAt: !412)
!412 = distinct !DILocation(line: 10, column: 61, scope: !384)
!413 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !412)
!414 = !DILocation(line: 10, column: 36, scope: !384)
!415 = !DILocation(line: 0, scope: !77, inlinedAt: !416)
!416 = distinct !DILocation(line: 10, column: 72, scope: !384)
!417 = !DILocation(line: 9, column: 34, scope: !64, inlinedAt: !404)
!418 = !DILocation(line: 10, column: 104, scope: !384)
!419 = !DILocation(line: 10, column: 83, scope: !384)
!420 = !DILocation(line: 10, column: 89, scope: !384)
!421 = !DILocation(line: 10, column: 116, scope: !384)
!422 = distinct !DISubprogram(name: "balance", scope: !2, file: !2, line: 13, type: !65, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !423)
!423 = !{!424, !425}
!424 = !DILocalVariable(name: "n", arg: 1, scope: !422, file: !2, line: 13, type: !26)
!425 = !DILocalVariable(name: "b", scope: !422, file: !2, line: 15, type: !26)
!426 = !DILocation(line: 0, scope: !422)
!427 = !DILocation(line: 14, column: 5, scope: !422)
!428 = !DILocation(line: 15, column: 15, scope: !422)
!429 = !DILocation(line: 0, scope: !77, inlinedAt: !430)
!430 = distinct !DILocation(line: 15, column: 13, scope: !422)
!431 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !430)
!432 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !430)
!433 = !DILocation(line: 15, column: 26, scope: !422)
!434 = !DILocation(line: 0, scope: !77, inlinedAt: !435)
!435 = distinct !DILocation(line: 15, column: 24, scope: !422)
!436 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !435)
!437 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !435)
!438 = !DILocation(line: 15, column: 22, scope: !422)
!439 = !DILocation(line: 16, column: 11, scope: !440)
!440 = distinct !DILexicalBlock(scope: !422, file: !2, line: 16, column: 9)
!441 = !DILocation(line: 16, column: 9, scope: !422)
!442 = !DILocation(line: 16, column: 24, scope: !443)
!443 = distinct !DILexicalBlock(scope: !444, file: !2, line: 16, column: 22)
!444 = distinct !DILexicalBlock(scope: !440, file: !2, line: 16, column: 16)
!445 = !DILocation(line: 0, scope: !77, inlinedAt: !446)
!446 = distinct !DILocation(line: 16, column: 22, scope: !443)
!447 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !446)
!448 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !446)
!449 = !DILocation(line: 16, column: 39, scope: !443)
!450 = !DILocation(line: 0, scope: !77, inlinedAt: !451)
!451 = distinct !DILocation(line: 16, column: 37, scope: !443)
!452 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !451)
!453 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !451)
!454 = !DILocation(line: 16, column: 35, scope: !443)
!455 = !DILocation(line: 16, column: 22, scope: !444)
!456 = !DILocalVariable(name: "n", arg: 1, scope: !457, file: !2, line: 12, type: !26)
!457 = distinct !DISubprogram(name: "rotl", scope: !2, file: !2, line: 12, type: !65, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !458)
!458 = !{!456, !459}
!459 = !DILocalVariable(name: "r", scope: !457, file: !2, line: 12, type: !26)
!460 = !DILocation(line: 0, scope: !457, inlinedAt: !461)
!461 = distinct !DILocation(line: 16, column: 59, scope: !443)
!462 = !DILocation(line: 12, column: 49, scope: !457, inlinedAt: !461)
!463 = !DILocation(line: 12, column: 47, scope: !457, inlinedAt: !461)
!464 = !DILocation(line: 12, column: 62, scope: !457, inlinedAt: !461)
!465 = !DILocation(line: 12, column: 67, scope: !457, inlinedAt: !461)
!466 = !DILocation(line: 12, column: 75, scope: !457, inlinedAt: !461)
!467 = !DILocation(line: 11, column: 49, scope: !468, inlinedAt: !472)
!468 = distinct !DISubprogram(name: "rotr", scope: !2, file: !2, line: 11, type: !65, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !469)
!469 = !{!470, !471}
!470 = !DILocalVariable(name: "n", arg: 1, scope: !468, file: !2, line: 11, type: !26)
!471 = !DILocalVariable(name: "l", scope: !468, file: !2, line: 11, type: !26)
!472 = distinct !DILocation(line: 16, column: 79, scope: !444)
!473 = !DILocation(line: 16, column: 51, scope: !443)
!474 = !DILocation(line: 11, column: 34, scope: !468, inlinedAt: !472)
!475 = !DILocation(line: 0, scope: !468, inlinedAt: !472)
!476 = !DILocation(line: 11, column: 47, scope: !468, inlinedAt: !472)
!477 = !DILocation(line: 16, column: 72, scope: !444)
!478 = !DILocation(line: 17, column: 11, scope: !479)
!479 = distinct !DILexicalBlock(scope: !422, file: !2, line: 17, column: 9)
!480 = !DILocation(line: 17, column: 9, scope: !422)
!481 = !DILocation(line: 17, column: 25, scope: !482)
!482 = distinct !DILexicalBlock(scope: !483, file: !2, line: 17, column: 23)
!483 = distinct !DILexicalBlock(scope: !479, file: !2, line: 17, column: 17)
!484 = !DILocation(line: 0, scope: !77, inlinedAt: !485)
!485 = distinct !DILocation(line: 17, column: 23, scope: !482)
!486 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !485)
!487 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !485)
!488 = !DILocation(line: 17, column: 40, scope: !482)
!489 = !DILocation(line: 0, scope: !77, inlinedAt: !490)
!490 = distinct !DILocation(line: 17, column: 38, scope: !482)
!491 = !DILocation(line: 8, column: 30, scope: !77, inlinedAt: !490)
!492 = !DILocation(line: 8, column: 34, scope: !77, inlinedAt: !490)
!493 = !DILocation(line: 17, column: 36, scope: !482)
!494 = !DILocation(line: 17, column: 23, scope: !483)
!495 = !DILocation(line: 0, scope: !468, inlinedAt: !496)
!496 = distinct !DILocation(line: 17, column: 60, scope: !482)
!497 = !DILocation(line: 11, column: 49, scope: !468, inlinedAt: !496)
!498 = !DILocation(line: 11, column: 47, scope: !468, inlinedAt: !496)
!499 = !DILocation(line: 11, column: 62, scope: !468, inlinedAt: !496)
!500 = !DILocation(line: 11, column: 67, scope: !468, inlinedAt: !496)
!501 = !DILocation(line: 11, column: 75, scope: !468, inlinedAt: !496)
!502 = !DILocation(line: 12, column: 49, scope: !457, inlinedAt: !503)
!503 = distinct !DILocation(line: 17, column: 80, scope: !483)
!504 = !DILocation(line: 17, column: 52, scope: !482)
!505 = !DILocation(line: 12, column: 34, scope: !457, inlinedAt: !503)
!506 = !DILocation(line: 0, scope: !457, inlinedAt: !503)
!507 = !DILocation(line: 12, column: 47, scope: !457, inlinedAt: !503)
!508 = !DILocation(line: 17, column: 73, scope: !483)
!509 = !DILocation(line: 19, column: 1, scope: !422)
!510 = distinct !DISubprogram(name: "remove_min", scope: !2, file: !2, line: 25, type: !511, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !514)
!511 = !DISubroutineType(types: !512)
!512 = !{!26, !26, !513}
!513 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!514 = !{!515, !516}
!515 = !DILocalVariable(name: "n", arg: 1, scope: !510, file: !2, line: 25, type: !26)
!516 = !DILocalVariable(name: "minkey", arg: 2, scope: !510, file: !2, line: 25, type: !513)
!517 = !DILocation(line: 0, scope: !510)
!518 = !DILocation(line: 25, column: 50, scope: !519)
!519 = distinct !DILexicalBlock(scope: !510, file: !2, line: 25, column: 49)
!520 = !DILocation(line: 25, column: 49, scope: !510)
!521 = !DILocation(line: 25, column: 69, scope: !522)
!522 = distinct !DILexicalBlock(scope: !519, file: !2, line: 25, column: 57)
!523 = !DILocation(line: 25, column: 67, scope: !522)
!524 = !DILocation(line: 25, column: 85, scope: !522)
!525 = !DILocation(line: 25, column: 148, scope: !510)
!526 = !DILocation(line: 25, column: 102, scope: !510)
!527 = !DILocation(line: 25, column: 100, scope: !510)
!528 = !DILocation(line: 25, column: 136, scope: !510)
