; ModuleID = 'programs/bit_interleave_codes.c'
source_filename = "programs/bit_interleave_codes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"morton bad=%d h=%016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"%u:%u \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [13 x i8] c"gray bad=%d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [4 x i8] c"%3u\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [21 x i8] c"hilbert checksum %u\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !52 {
    #dbg_value(i32 0, !57, !DIExpression(), !81)
    #dbg_value(i64 0, !58, !DIExpression(), !81)
    #dbg_value(i32 1, !59, !DIExpression(), !81)
    #dbg_value(i32 0, !60, !DIExpression(), !82)
  br label %78, !dbg !83

1:                                                ; preds = %194
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %195, i64 noundef %196), !dbg !84
    #dbg_value(i32 0, !67, !DIExpression(), !85)
    #dbg_value(i32 0, !86, !DIExpression(), !91)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0), !dbg !94
    #dbg_value(i32 1, !67, !DIExpression(), !85)
    #dbg_value(i32 1, !86, !DIExpression(), !91)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1), !dbg !94
    #dbg_value(i32 2, !67, !DIExpression(), !85)
    #dbg_value(i32 2, !86, !DIExpression(), !91)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 3), !dbg !94
    #dbg_value(i32 3, !67, !DIExpression(), !85)
    #dbg_value(i32 3, !86, !DIExpression(), !91)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 2), !dbg !94
    #dbg_value(i32 4, !67, !DIExpression(), !85)
    #dbg_value(i32 4, !86, !DIExpression(), !91)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef 6), !dbg !94
    #dbg_value(i32 5, !67, !DIExpression(), !85)
    #dbg_value(i32 5, !86, !DIExpression(), !91)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef 7), !dbg !94
    #dbg_value(i32 6, !67, !DIExpression(), !85)
    #dbg_value(i32 6, !86, !DIExpression(), !91)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef 5), !dbg !94
    #dbg_value(i32 7, !67, !DIExpression(), !85)
    #dbg_value(i32 7, !86, !DIExpression(), !91)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 4), !dbg !94
    #dbg_value(i32 8, !67, !DIExpression(), !85)
    #dbg_value(i32 8, !86, !DIExpression(), !91)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef 12), !dbg !94
    #dbg_value(i32 9, !67, !DIExpression(), !85)
    #dbg_value(i32 9, !86, !DIExpression(), !91)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i32 noundef 13), !dbg !94
    #dbg_value(i32 10, !67, !DIExpression(), !85)
    #dbg_value(i32 10, !86, !DIExpression(), !91)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef 15), !dbg !94
    #dbg_value(i32 11, !67, !DIExpression(), !85)
    #dbg_value(i32 11, !86, !DIExpression(), !91)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i32 noundef 14), !dbg !94
    #dbg_value(i32 12, !67, !DIExpression(), !85)
    #dbg_value(i32 12, !86, !DIExpression(), !91)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef 10), !dbg !94
    #dbg_value(i32 13, !67, !DIExpression(), !85)
    #dbg_value(i32 13, !86, !DIExpression(), !91)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13, i32 noundef 11), !dbg !94
    #dbg_value(i32 14, !67, !DIExpression(), !85)
    #dbg_value(i32 14, !86, !DIExpression(), !91)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, i32 noundef 9), !dbg !94
    #dbg_value(i32 15, !67, !DIExpression(), !85)
    #dbg_value(i32 15, !86, !DIExpression(), !91)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef 8), !dbg !94
    #dbg_value(i32 16, !67, !DIExpression(), !85)
  %19 = tail call i32 @putchar(i32 10), !dbg !95
    #dbg_value(i32 0, !69, !DIExpression(), !96)
    #dbg_value(i32 %195, !57, !DIExpression(), !81)
  %20 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %195, i64 0, !dbg !97
  br label %21, !dbg !97

21:                                               ; preds = %21, %1
  %22 = phi i32 [ 0, %1 ], [ %71, %21 ], !dbg !98
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %72, %21 ]
  %24 = phi <4 x i32> [ %20, %1 ], [ %68, %21 ]
  %25 = phi <4 x i32> [ zeroinitializer, %1 ], [ %70, %21 ]
  %26 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>
  %27 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %28 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>, !dbg !100
  %29 = xor <4 x i32> %27, %23, !dbg !104
  %30 = xor <4 x i32> %28, %26, !dbg !104
  %31 = lshr <4 x i32> %23, <i32 16, i32 16, i32 16, i32 16>, !dbg !105
  %32 = lshr <4 x i32> %26, <i32 16, i32 16, i32 16, i32 16>, !dbg !105
  %33 = lshr <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>, !dbg !110
  %34 = lshr <4 x i32> %30, <i32 8, i32 8, i32 8, i32 8>, !dbg !110
  %35 = xor <4 x i32> %31, %33, !dbg !111
  %36 = xor <4 x i32> %32, %34, !dbg !111
  %37 = xor <4 x i32> %35, %29, !dbg !111
  %38 = xor <4 x i32> %36, %30, !dbg !111
  %39 = lshr <4 x i32> %37, <i32 4, i32 4, i32 4, i32 4>, !dbg !112
  %40 = lshr <4 x i32> %38, <i32 4, i32 4, i32 4, i32 4>, !dbg !112
  %41 = xor <4 x i32> %39, %37, !dbg !113
  %42 = xor <4 x i32> %40, %38, !dbg !113
  %43 = lshr <4 x i32> %41, <i32 2, i32 2, i32 2, i32 2>, !dbg !114
  %44 = lshr <4 x i32> %42, <i32 2, i32 2, i32 2, i32 2>, !dbg !114
  %45 = xor <4 x i32> %43, %41, !dbg !115
  %46 = xor <4 x i32> %44, %42, !dbg !115
  %47 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !116
  %48 = lshr <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>, !dbg !116
  %49 = xor <4 x i32> %47, %45, !dbg !117
  %50 = xor <4 x i32> %48, %46, !dbg !117
  %51 = icmp ne <4 x i32> %49, %23, !dbg !118
  %52 = icmp ne <4 x i32> %50, %26, !dbg !118
  %53 = add nuw nsw <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !98
  %54 = add <4 x i32> %23, <i32 5, i32 5, i32 5, i32 5>, !dbg !98
  %55 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %56 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %57 = xor <4 x i32> %55, %53, !dbg !121
  %58 = xor <4 x i32> %56, %54, !dbg !121
  %59 = xor <4 x i32> %57, %29, !dbg !122
  %60 = xor <4 x i32> %58, %30, !dbg !122
  %61 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %59), !dbg !123
  %62 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %60), !dbg !123
  %63 = icmp ne <4 x i32> %61, <i32 1, i32 1, i32 1, i32 1>, !dbg !124
  %64 = icmp ne <4 x i32> %62, <i32 1, i32 1, i32 1, i32 1>, !dbg !124
  %65 = select <4 x i1> %51, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %63
  %66 = select <4 x i1> %52, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %64
  %67 = zext <4 x i1> %65 to <4 x i32>, !dbg !81
  %68 = add <4 x i32> %24, %67, !dbg !81
  %69 = zext <4 x i1> %66 to <4 x i32>, !dbg !81
  %70 = add <4 x i32> %25, %69, !dbg !81
  %71 = add nuw i32 %22, 8, !dbg !98
  %72 = add <4 x i32> %23, <i32 8, i32 8, i32 8, i32 8>
  %73 = icmp eq i32 %71, 100000, !dbg !98
  br i1 %73, label %74, label %21, !dbg !98, !llvm.loop !125

74:                                               ; preds = %21
  %75 = add <4 x i32> %70, %68, !dbg !97
  %76 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %75), !dbg !97
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %76), !dbg !130
    #dbg_value(i32 0, !71, !DIExpression(), !81)
    #dbg_value(i32 0, !72, !DIExpression(), !131)
  br label %199, !dbg !132

78:                                               ; preds = %0, %194
  %79 = phi i32 [ 0, %0 ], [ %195, %194 ]
  %80 = phi i64 [ 0, %0 ], [ %196, %194 ]
  %81 = phi i32 [ 1, %0 ], [ %84, %194 ]
  %82 = phi i32 [ 0, %0 ], [ %197, %194 ]
    #dbg_value(i32 %79, !57, !DIExpression(), !81)
    #dbg_value(i64 %80, !58, !DIExpression(), !81)
    #dbg_value(i32 %81, !59, !DIExpression(), !81)
    #dbg_value(i32 %82, !60, !DIExpression(), !82)
  %83 = mul i32 %81, 1664525, !dbg !133
  %84 = add i32 %83, 1013904223, !dbg !134
    #dbg_value(i32 %84, !59, !DIExpression(), !81)
    #dbg_value(i32 %84, !62, !DIExpression(), !135)
  %85 = mul i32 %84, -1640531535, !dbg !136
    #dbg_value(i32 %85, !65, !DIExpression(), !135)
    #dbg_value(i32 %84, !137, !DIExpression(), !143)
  %86 = zext i32 %84 to i64, !dbg !145
    #dbg_value(i64 %86, !142, !DIExpression(), !143)
  %87 = shl nuw nsw i64 %86, 16, !dbg !146
  %88 = or i64 %87, %86, !dbg !147
  %89 = and i64 %88, 281470681808895, !dbg !148
    #dbg_value(i64 %89, !142, !DIExpression(), !143)
  %90 = shl nuw nsw i64 %89, 8, !dbg !149
  %91 = or i64 %90, %89, !dbg !150
  %92 = and i64 %91, 71777214294589695, !dbg !151
    #dbg_value(i64 %92, !142, !DIExpression(), !143)
  %93 = shl nuw nsw i64 %92, 4, !dbg !152
  %94 = or i64 %93, %92, !dbg !153
  %95 = and i64 %94, 1085102592571150095, !dbg !154
    #dbg_value(i64 %95, !142, !DIExpression(), !143)
  %96 = shl nuw nsw i64 %95, 2, !dbg !155
  %97 = or i64 %96, %95, !dbg !156
  %98 = and i64 %97, 3689348814741910323, !dbg !157
    #dbg_value(i64 %98, !142, !DIExpression(), !143)
  %99 = shl nuw nsw i64 %98, 1, !dbg !158
  %100 = or i64 %99, %98, !dbg !159
    #dbg_value(i64 %151, !142, !DIExpression(), !143)
    #dbg_value(i32 %85, !137, !DIExpression(), !160)
  %101 = zext i32 %85 to i64, !dbg !162
    #dbg_value(i64 %101, !142, !DIExpression(), !160)
  %102 = shl nuw nsw i64 %101, 16, !dbg !163
  %103 = or i64 %102, %101, !dbg !164
  %104 = and i64 %103, 281470681808895, !dbg !165
    #dbg_value(i64 %104, !142, !DIExpression(), !160)
  %105 = shl nuw nsw i64 %104, 8, !dbg !166
  %106 = or i64 %105, %104, !dbg !167
  %107 = and i64 %106, 71777214294589695, !dbg !168
    #dbg_value(i64 %107, !142, !DIExpression(), !160)
  %108 = shl nuw nsw i64 %107, 4, !dbg !169
  %109 = or i64 %108, %107, !dbg !170
  %110 = and i64 %109, 1085102592571150095, !dbg !171
    #dbg_value(i64 %110, !142, !DIExpression(), !160)
  %111 = shl nuw nsw i64 %110, 2, !dbg !172
  %112 = or i64 %111, %110, !dbg !173
  %113 = and i64 %112, 3689348814741910323, !dbg !174
    #dbg_value(!DIArgList(i64 %112, i64 %112), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3689348814741910323, DW_OP_and, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 3689348814741910323, DW_OP_and, DW_OP_or, DW_OP_constu, 6148914691236517205, DW_OP_and, DW_OP_stack_value), !160)
  %114 = shl nuw i64 %113, 2, !dbg !175
  %115 = shl nuw nsw i64 %113, 1, !dbg !175
  %116 = or i64 %114, %115, !dbg !175
  %117 = and i64 %116, -6148914691236517206, !dbg !175
    #dbg_value(!DIArgList(i64 %151, i64 %114, i64 %115), !66, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_constu, 12297829382473034410, DW_OP_and, DW_OP_or, DW_OP_stack_value), !135)
    #dbg_value(i32 %84, !176, !DIExpression(), !185)
    #dbg_value(i32 %85, !181, !DIExpression(), !185)
    #dbg_value(i64 0, !182, !DIExpression(), !185)
    #dbg_value(i32 0, !183, !DIExpression(), !188)
  br label %118, !dbg !189

118:                                              ; preds = %118, %78
  %119 = phi i64 [ 0, %78 ], [ %148, %118 ]
  %120 = phi i64 [ 0, %78 ], [ %147, %118 ]
    #dbg_value(i64 %119, !183, !DIExpression(), !188)
    #dbg_value(i64 %120, !182, !DIExpression(), !185)
  %121 = trunc nuw nsw i64 %119 to i32, !dbg !190
  %122 = lshr i32 %84, %121, !dbg !190
  %123 = and i32 %122, 1, !dbg !192
  %124 = zext nneg i32 %123 to i64, !dbg !193
  %125 = shl nuw nsw i64 %119, 1, !dbg !194
  %126 = shl nuw nsw i64 %124, %125, !dbg !195
  %127 = lshr i32 %85, %121, !dbg !196
  %128 = and i32 %127, 1, !dbg !197
  %129 = zext nneg i32 %128 to i64, !dbg !198
  %130 = or disjoint i64 %125, 1, !dbg !199
  %131 = shl nuw i64 %129, %130, !dbg !200
  %132 = or disjoint i64 %126, %131, !dbg !201
  %133 = or i64 %132, %120, !dbg !202
    #dbg_value(i64 %133, !182, !DIExpression(), !185)
  %134 = or disjoint i64 %119, 1, !dbg !203
    #dbg_value(i64 %134, !183, !DIExpression(), !188)
  %135 = trunc nuw nsw i64 %134 to i32, !dbg !190
  %136 = lshr i32 %84, %135, !dbg !190
  %137 = and i32 %136, 1, !dbg !192
  %138 = zext nneg i32 %137 to i64, !dbg !193
  %139 = shl nuw nsw i64 %134, 1, !dbg !194
  %140 = shl nuw nsw i64 %138, %139, !dbg !195
  %141 = lshr i32 %85, %135, !dbg !196
  %142 = and i32 %141, 1, !dbg !197
  %143 = zext nneg i32 %142 to i64, !dbg !198
  %144 = or disjoint i64 %139, 1, !dbg !199
  %145 = shl nuw i64 %143, %144, !dbg !200
  %146 = or disjoint i64 %140, %145, !dbg !201
  %147 = or i64 %146, %133, !dbg !202
    #dbg_value(i64 %147, !182, !DIExpression(), !185)
  %148 = add nuw nsw i64 %119, 2, !dbg !203
    #dbg_value(i64 %148, !183, !DIExpression(), !188)
  %149 = icmp eq i64 %148, 32, !dbg !204
  br i1 %149, label %150, label %118, !dbg !189, !llvm.loop !205

150:                                              ; preds = %118
  %151 = and i64 %100, 6148914691236517205, !dbg !207
  %152 = or disjoint i64 %117, %151, !dbg !208
  %153 = icmp eq i64 %152, %147, !dbg !209
  br i1 %153, label %154, label %192, !dbg !210

154:                                              ; preds = %150
    #dbg_value(i64 %151, !211, !DIExpression(), !216)
  %155 = lshr i64 %151, 1, !dbg !218
  %156 = or disjoint i64 %155, %151, !dbg !219
  %157 = and i64 %156, 3689348814741910323, !dbg !220
    #dbg_value(i64 %157, !211, !DIExpression(), !216)
  %158 = lshr i64 %157, 2, !dbg !221
  %159 = or disjoint i64 %158, %157, !dbg !222
  %160 = and i64 %159, 1085102592571150095, !dbg !223
    #dbg_value(i64 %160, !211, !DIExpression(), !216)
  %161 = lshr i64 %160, 4, !dbg !224
  %162 = or disjoint i64 %161, %160, !dbg !225
  %163 = and i64 %162, 71777214294589695, !dbg !226
    #dbg_value(i64 %163, !211, !DIExpression(), !216)
  %164 = lshr i64 %163, 8, !dbg !227
  %165 = or disjoint i64 %164, %163, !dbg !228
    #dbg_value(i64 %165, !211, !DIExpression(DW_OP_constu, 281470681743360, DW_OP_and, DW_OP_stack_value), !216)
  %166 = lshr i64 %165, 16, !dbg !229
  %167 = and i64 %166, 4294901760, !dbg !229
  %168 = and i64 %165, 65535, !dbg !230
  %169 = or disjoint i64 %167, %168, !dbg !230
    #dbg_value(i64 %169, !211, !DIExpression(), !216)
  %170 = trunc nuw i64 %169 to i32, !dbg !231
  %171 = icmp eq i32 %84, %170, !dbg !232
  br i1 %171, label %172, label %192, !dbg !233

172:                                              ; preds = %154
  %173 = shl nuw nsw i64 %112, 1, !dbg !234
    #dbg_value(!DIArgList(i64 %114, i64 %115), !211, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 12297829382473034410, DW_OP_and, DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !235)
  %174 = and i64 %173, 4919131752989213764, !dbg !237
    #dbg_value(i64 %114, !211, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 6148914691236517204, DW_OP_and, DW_OP_stack_value), !235)
  %175 = and i64 %115, 2459565876494606882, !dbg !238
  %176 = or disjoint i64 %175, %174, !dbg !238
  %177 = lshr exact i64 %176, 1, !dbg !238
    #dbg_value(i64 %177, !211, !DIExpression(), !235)
  %178 = lshr i64 %176, 3, !dbg !239
  %179 = or disjoint i64 %178, %177, !dbg !240
  %180 = and i64 %179, 1085102592571150095, !dbg !241
    #dbg_value(i64 %180, !211, !DIExpression(), !235)
  %181 = lshr i64 %180, 4, !dbg !242
  %182 = or disjoint i64 %181, %180, !dbg !243
  %183 = and i64 %182, 71777214294589695, !dbg !244
    #dbg_value(i64 %183, !211, !DIExpression(), !235)
  %184 = lshr i64 %183, 8, !dbg !245
  %185 = or disjoint i64 %184, %183, !dbg !246
    #dbg_value(i64 %185, !211, !DIExpression(DW_OP_constu, 281470681743360, DW_OP_and, DW_OP_stack_value), !235)
  %186 = lshr i64 %185, 16, !dbg !247
  %187 = and i64 %186, 4294901760, !dbg !247
  %188 = and i64 %185, 65535, !dbg !248
  %189 = or disjoint i64 %187, %188, !dbg !248
    #dbg_value(i64 %189, !211, !DIExpression(), !235)
  %190 = trunc nuw i64 %189 to i32, !dbg !249
  %191 = icmp eq i32 %85, %190, !dbg !250
  br i1 %191, label %194, label %192, !dbg !251

192:                                              ; preds = %172, %154, %150
  %193 = add nsw i32 %79, 1, !dbg !252
    #dbg_value(i32 %193, !57, !DIExpression(), !81)
  br label %194, !dbg !253

194:                                              ; preds = %192, %172
  %195 = phi i32 [ %193, %192 ], [ %79, %172 ], !dbg !81
    #dbg_value(i32 %195, !57, !DIExpression(), !81)
  %196 = xor i64 %152, %80, !dbg !254
    #dbg_value(i64 %196, !58, !DIExpression(), !81)
  %197 = add nuw nsw i32 %82, 1, !dbg !255
    #dbg_value(i32 %84, !59, !DIExpression(), !81)
    #dbg_value(i32 %197, !60, !DIExpression(), !82)
  %198 = icmp eq i32 %197, 5000, !dbg !256
  br i1 %198, label %1, label %78, !dbg !83, !llvm.loop !257

199:                                              ; preds = %74, %208
  %200 = phi i32 [ 0, %74 ], [ %205, %208 ]
  %201 = phi i32 [ 0, %74 ], [ %247, %208 ]
    #dbg_value(i32 %200, !72, !DIExpression(), !131)
    #dbg_value(i32 %201, !71, !DIExpression(), !81)
  %202 = icmp ult i32 %200, 4
  %203 = sub nsw i32 3, %200
  %204 = lshr i32 %200, 2
  %205 = add nuw nsw i32 %200, 1
    #dbg_value(i32 0, !74, !DIExpression(), !259)
  br label %211, !dbg !260

206:                                              ; preds = %208
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %247), !dbg !261
  ret i32 %76, !dbg !262

208:                                              ; preds = %211
  %209 = tail call i32 @putchar(i32 10), !dbg !263
    #dbg_value(i32 %205, !72, !DIExpression(), !131)
    #dbg_value(i32 %247, !71, !DIExpression(), !81)
  %210 = icmp eq i32 %205, 8, !dbg !264
  br i1 %210, label %206, label %199, !dbg !132, !llvm.loop !265

211:                                              ; preds = %199, %211
  %212 = phi i32 [ 0, %199 ], [ %244, %211 ]
  %213 = phi i32 [ %201, %199 ], [ %247, %211 ]
    #dbg_value(i32 %212, !74, !DIExpression(), !259)
    #dbg_value(i32 %213, !71, !DIExpression(), !81)
    #dbg_value(i32 8, !267, !DIExpression(), !284)
    #dbg_value(i32 %212, !272, !DIExpression(), !284)
    #dbg_value(i32 %200, !273, !DIExpression(), !284)
    #dbg_value(i32 0, !274, !DIExpression(), !284)
    #dbg_value(i32 4, !275, !DIExpression(), !286)
  %214 = icmp ult i32 %212, 4, !dbg !287
    #dbg_value(i1 %214, !277, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !288)
    #dbg_value(i32 %200, !280, !DIExpression(DW_OP_constu, 4, DW_OP_and, DW_OP_constu, 2, DW_OP_shr, DW_OP_stack_value), !288)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shr, DW_OP_xor, DW_OP_constu, 4, DW_OP_shl, DW_OP_stack_value), !284)
  %215 = sub nsw i32 3, %212, !dbg !289
  %216 = select i1 %214, i32 %200, i32 %203, !dbg !289
  %217 = select i1 %214, i32 %212, i32 %215, !dbg !289
  %218 = select i1 %202, i32 %217, i32 %200, !dbg !289
  %219 = select i1 %202, i32 %216, i32 %212, !dbg !289
    #dbg_value(i32 %219, !272, !DIExpression(), !284)
    #dbg_value(i32 %218, !273, !DIExpression(), !284)
    #dbg_value(i32 2, !275, !DIExpression(), !286)
  %220 = and i32 %219, 2, !dbg !290
  %221 = icmp eq i32 %220, 0, !dbg !287
    #dbg_value(i1 %221, !277, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !288)
  %222 = and i32 %218, 2, !dbg !291
  %223 = icmp eq i32 %222, 0, !dbg !292
    #dbg_value(i32 %222, !280, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !288)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_constu, 2, DW_OP_shr, DW_OP_xor, DW_OP_constu, 4, DW_OP_shl, DW_OP_or, DW_OP_stack_value), !284)
  %224 = sub nsw i32 1, %219, !dbg !289
  %225 = sub nsw i32 1, %218, !dbg !289
  %226 = select i1 %221, i32 %218, i32 %225, !dbg !289
  %227 = select i1 %221, i32 %219, i32 %224, !dbg !289
  %228 = select i1 %223, i32 %227, i32 %218, !dbg !289
  %229 = select i1 %223, i32 %226, i32 %219, !dbg !289
    #dbg_value(i32 %229, !272, !DIExpression(), !284)
    #dbg_value(i32 %228, !273, !DIExpression(), !284)
    #dbg_value(i32 1, !275, !DIExpression(), !286)
    #dbg_value(i32 %229, !277, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !288)
  %230 = and i32 %228, 1, !dbg !291
    #dbg_value(i32 %230, !280, !DIExpression(), !288)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_constu, 2, DW_OP_shr, DW_OP_xor, DW_OP_constu, 4, DW_OP_shl, DW_OP_or, DW_OP_plus, DW_OP_stack_value), !284)
  %231 = and i32 %229, 1, !dbg !290
    #dbg_value(i32 %231, !277, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !288)
  %232 = icmp eq i32 %231, 0, !dbg !287
    #dbg_value(i1 %232, !277, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !288)
  %233 = select i1 %232, i32 0, i32 3, !dbg !293
  %234 = xor i32 %233, %230, !dbg !294
  %235 = select i1 %221, i32 0, i32 3, !dbg !293
  %236 = lshr exact i32 %222, 1, !dbg !292
    #dbg_value(i32 %236, !280, !DIExpression(), !288)
  %237 = xor i32 %235, %236, !dbg !294
  %238 = shl nuw nsw i32 %237, 2, !dbg !295
  %239 = select i1 %214, i32 0, i32 3, !dbg !293
    #dbg_value(i32 %204, !280, !DIExpression(), !288)
    #dbg_value(!DIArgList(i32 %239, i32 %204), !274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 4, DW_OP_shl, DW_OP_stack_value), !284)
  %240 = xor i32 %239, %204, !dbg !294
    #dbg_value(i32 %240, !274, !DIExpression(DW_OP_constu, 4, DW_OP_shl, DW_OP_stack_value), !284)
  %241 = shl nuw nsw i32 %240, 4, !dbg !295
    #dbg_value(i32 %241, !274, !DIExpression(), !284)
  %242 = or disjoint i32 %238, %241, !dbg !296
    #dbg_value(i32 %242, !274, !DIExpression(), !284)
  %243 = or disjoint i32 %234, %242, !dbg !296
    #dbg_value(i32 poison, !272, !DIExpression(), !284)
    #dbg_value(i32 poison, !273, !DIExpression(), !284)
    #dbg_value(i32 %243, !274, !DIExpression(), !284)
    #dbg_value(i32 0, !275, !DIExpression(), !286)
    #dbg_value(i32 %243, !78, !DIExpression(), !297)
  %244 = add nuw nsw i32 %212, 1, !dbg !298
  %245 = mul nuw nsw i32 %244, %205, !dbg !299
  %246 = mul i32 %245, %243, !dbg !300
  %247 = add i32 %246, %213, !dbg !301
    #dbg_value(i32 %247, !71, !DIExpression(), !81)
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %243), !dbg !302
    #dbg_value(i32 %244, !74, !DIExpression(), !259)
  %249 = icmp eq i32 %244, 8, !dbg !303
  br i1 %249, label %208, label %211, !dbg !260, !llvm.loop !304
}

; Function Attrs: nofree nounwind
declare !dbg !306 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bit_interleave_codes.c", directory: ".", checksumkind: CSK_MD5, checksum: "5420021d49b18153e2ef417cb51c1746")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !38, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !30, !35}
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !31, line: 27, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !33, line: 45, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !31, line: 26, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !33, line: 42, baseType: !37)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !{!0, !7, !39, !12, !17, !22}
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 2)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 2}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !53, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !56)
!53 = !DISubroutineType(types: !54)
!54 = !{!55}
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !{!57, !58, !59, !60, !62, !65, !66, !67, !69, !71, !72, !74, !78}
!57 = !DILocalVariable(name: "bad", scope: !52, file: !2, line: 14, type: !55)
!58 = !DILocalVariable(name: "h", scope: !52, file: !2, line: 14, type: !30)
!59 = !DILocalVariable(name: "s", scope: !52, file: !2, line: 14, type: !35)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 15, type: !55)
!61 = distinct !DILexicalBlock(scope: !52, file: !2, line: 15, column: 5)
!62 = !DILocalVariable(name: "x", scope: !63, file: !2, line: 15, type: !35)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 15, column: 36)
!64 = distinct !DILexicalBlock(scope: !61, file: !2, line: 15, column: 5)
!65 = !DILocalVariable(name: "y", scope: !63, file: !2, line: 15, type: !35)
!66 = !DILocalVariable(name: "m", scope: !63, file: !2, line: 15, type: !30)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 18, type: !35)
!68 = distinct !DILexicalBlock(scope: !52, file: !2, line: 18, column: 5)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 19, type: !35)
!70 = distinct !DILexicalBlock(scope: !52, file: !2, line: 19, column: 5)
!71 = !DILocalVariable(name: "hs", scope: !52, file: !2, line: 21, type: !35)
!72 = !DILocalVariable(name: "y", scope: !73, file: !2, line: 21, type: !35)
!73 = distinct !DILexicalBlock(scope: !52, file: !2, line: 21, column: 22)
!74 = !DILocalVariable(name: "x", scope: !75, file: !2, line: 21, type: !35)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 21, column: 57)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 21, column: 55)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 21, column: 22)
!78 = !DILocalVariable(name: "d", scope: !79, file: !2, line: 21, type: !35)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 21, column: 90)
!80 = distinct !DILexicalBlock(scope: !75, file: !2, line: 21, column: 57)
!81 = !DILocation(line: 0, scope: !52)
!82 = !DILocation(line: 0, scope: !61)
!83 = !DILocation(line: 15, column: 5, scope: !61)
!84 = !DILocation(line: 17, column: 5, scope: !52)
!85 = !DILocation(line: 0, scope: !68)
!86 = !DILocalVariable(name: "n", arg: 1, scope: !87, file: !2, line: 9, type: !35)
!87 = distinct !DISubprogram(name: "gray", scope: !2, file: !2, line: 9, type: !88, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!35, !35}
!90 = !{!86}
!91 = !DILocation(line: 0, scope: !87, inlinedAt: !92)
!92 = distinct !DILocation(line: 18, column: 59, scope: !93)
!93 = distinct !DILexicalBlock(scope: !68, file: !2, line: 18, column: 5)
!94 = !DILocation(line: 18, column: 39, scope: !93)
!95 = !DILocation(line: 18, column: 69, scope: !52)
!96 = !DILocation(line: 0, scope: !70)
!97 = !DILocation(line: 19, column: 5, scope: !70)
!98 = !DILocation(line: 19, scope: !99)
!99 = distinct !DILexicalBlock(scope: !70, file: !2, line: 19, column: 5)
!100 = !DILocation(line: 9, column: 50, scope: !87, inlinedAt: !101)
!101 = distinct !DILocation(line: 19, column: 56, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 19, column: 49)
!103 = distinct !DILexicalBlock(scope: !99, file: !2, line: 19, column: 43)
!104 = !DILocation(line: 9, column: 45, scope: !87, inlinedAt: !101)
!105 = !DILocation(line: 10, column: 45, scope: !106, inlinedAt: !109)
!106 = distinct !DISubprogram(name: "ungray", scope: !2, file: !2, line: 10, type: !88, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !107)
!107 = !{!108}
!108 = !DILocalVariable(name: "g", arg: 1, scope: !106, file: !2, line: 10, type: !35)
!109 = distinct !DILocation(line: 19, column: 49, scope: !102)
!110 = !DILocation(line: 10, column: 59, scope: !106, inlinedAt: !109)
!111 = !DILocation(line: 10, column: 54, scope: !106, inlinedAt: !109)
!112 = !DILocation(line: 10, column: 72, scope: !106, inlinedAt: !109)
!113 = !DILocation(line: 10, column: 67, scope: !106, inlinedAt: !109)
!114 = !DILocation(line: 10, column: 85, scope: !106, inlinedAt: !109)
!115 = !DILocation(line: 10, column: 80, scope: !106, inlinedAt: !109)
!116 = !DILocation(line: 10, column: 98, scope: !106, inlinedAt: !109)
!117 = !DILocation(line: 10, column: 93, scope: !106, inlinedAt: !109)
!118 = !DILocation(line: 19, column: 65, scope: !102)
!119 = !DILocation(line: 9, column: 50, scope: !87, inlinedAt: !120)
!120 = distinct !DILocation(line: 19, column: 102, scope: !102)
!121 = !DILocation(line: 9, column: 45, scope: !87, inlinedAt: !120)
!122 = !DILocation(line: 19, column: 100, scope: !102)
!123 = !DILocation(line: 19, column: 73, scope: !102)
!124 = !DILocation(line: 19, column: 115, scope: !102)
!125 = distinct !{!125, !97, !126, !127, !128, !129}
!126 = !DILocation(line: 19, column: 128, scope: !70)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !{!"llvm.loop.isvectorized", i32 1}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DILocation(line: 20, column: 5, scope: !52)
!131 = !DILocation(line: 0, scope: !73)
!132 = !DILocation(line: 21, column: 22, scope: !73)
!133 = !DILocation(line: 15, column: 44, scope: !63)
!134 = !DILocation(line: 15, column: 55, scope: !63)
!135 = !DILocation(line: 0, scope: !63)
!136 = !DILocation(line: 15, column: 92, scope: !63)
!137 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !2, line: 6, type: !35)
!138 = distinct !DISubprogram(name: "spread", scope: !2, file: !2, line: 6, type: !139, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!30, !35}
!141 = !{!137, !142}
!142 = !DILocalVariable(name: "v", scope: !138, file: !2, line: 6, type: !30)
!143 = !DILocation(line: 0, scope: !138, inlinedAt: !144)
!144 = distinct !DILocation(line: 15, column: 120, scope: !63)
!145 = !DILocation(line: 6, column: 51, scope: !138, inlinedAt: !144)
!146 = !DILocation(line: 6, column: 65, scope: !138, inlinedAt: !144)
!147 = !DILocation(line: 6, column: 61, scope: !138, inlinedAt: !144)
!148 = !DILocation(line: 6, column: 72, scope: !138, inlinedAt: !144)
!149 = !DILocation(line: 6, column: 108, scope: !138, inlinedAt: !144)
!150 = !DILocation(line: 6, column: 104, scope: !138, inlinedAt: !144)
!151 = !DILocation(line: 6, column: 114, scope: !138, inlinedAt: !144)
!152 = !DILocation(line: 6, column: 150, scope: !138, inlinedAt: !144)
!153 = !DILocation(line: 6, column: 146, scope: !138, inlinedAt: !144)
!154 = !DILocation(line: 6, column: 156, scope: !138, inlinedAt: !144)
!155 = !DILocation(line: 6, column: 192, scope: !138, inlinedAt: !144)
!156 = !DILocation(line: 6, column: 188, scope: !138, inlinedAt: !144)
!157 = !DILocation(line: 6, column: 198, scope: !138, inlinedAt: !144)
!158 = !DILocation(line: 6, column: 234, scope: !138, inlinedAt: !144)
!159 = !DILocation(line: 6, column: 230, scope: !138, inlinedAt: !144)
!160 = !DILocation(line: 0, scope: !138, inlinedAt: !161)
!161 = distinct !DILocation(line: 15, column: 132, scope: !63)
!162 = !DILocation(line: 6, column: 51, scope: !138, inlinedAt: !161)
!163 = !DILocation(line: 6, column: 65, scope: !138, inlinedAt: !161)
!164 = !DILocation(line: 6, column: 61, scope: !138, inlinedAt: !161)
!165 = !DILocation(line: 6, column: 72, scope: !138, inlinedAt: !161)
!166 = !DILocation(line: 6, column: 108, scope: !138, inlinedAt: !161)
!167 = !DILocation(line: 6, column: 104, scope: !138, inlinedAt: !161)
!168 = !DILocation(line: 6, column: 114, scope: !138, inlinedAt: !161)
!169 = !DILocation(line: 6, column: 150, scope: !138, inlinedAt: !161)
!170 = !DILocation(line: 6, column: 146, scope: !138, inlinedAt: !161)
!171 = !DILocation(line: 6, column: 156, scope: !138, inlinedAt: !161)
!172 = !DILocation(line: 6, column: 192, scope: !138, inlinedAt: !161)
!173 = !DILocation(line: 6, column: 188, scope: !138, inlinedAt: !161)
!174 = !DILocation(line: 6, column: 198, scope: !138, inlinedAt: !161)
!175 = !DILocation(line: 15, column: 142, scope: !63)
!176 = !DILocalVariable(name: "x", arg: 1, scope: !177, file: !2, line: 8, type: !35)
!177 = distinct !DISubprogram(name: "morton_loop", scope: !2, file: !2, line: 8, type: !178, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!30, !35, !35}
!180 = !{!176, !181, !182, !183}
!181 = !DILocalVariable(name: "y", arg: 2, scope: !177, file: !2, line: 8, type: !35)
!182 = !DILocalVariable(name: "r", scope: !177, file: !2, line: 8, type: !30)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 8, type: !55)
!184 = distinct !DILexicalBlock(scope: !177, file: !2, line: 8, column: 71)
!185 = !DILocation(line: 0, scope: !177, inlinedAt: !186)
!186 = distinct !DILocation(line: 16, column: 18, scope: !187)
!187 = distinct !DILexicalBlock(scope: !63, file: !2, line: 16, column: 13)
!188 = !DILocation(line: 0, scope: !184, inlinedAt: !186)
!189 = !DILocation(line: 8, column: 71, scope: !184, inlinedAt: !186)
!190 = !DILocation(line: 8, column: 119, scope: !191, inlinedAt: !186)
!191 = distinct !DILexicalBlock(scope: !184, file: !2, line: 8, column: 71)
!192 = !DILocation(line: 8, column: 124, scope: !191, inlinedAt: !186)
!193 = !DILocation(line: 8, column: 106, scope: !191, inlinedAt: !186)
!194 = !DILocation(line: 8, column: 135, scope: !191, inlinedAt: !186)
!195 = !DILocation(line: 8, column: 129, scope: !191, inlinedAt: !186)
!196 = !DILocation(line: 8, column: 157, scope: !191, inlinedAt: !186)
!197 = !DILocation(line: 8, column: 162, scope: !191, inlinedAt: !186)
!198 = !DILocation(line: 8, column: 144, scope: !191, inlinedAt: !186)
!199 = !DILocation(line: 8, column: 177, scope: !191, inlinedAt: !186)
!200 = !DILocation(line: 8, column: 167, scope: !191, inlinedAt: !186)
!201 = !DILocation(line: 8, column: 141, scope: !191, inlinedAt: !186)
!202 = !DILocation(line: 8, column: 102, scope: !191, inlinedAt: !186)
!203 = !DILocation(line: 8, column: 96, scope: !191, inlinedAt: !186)
!204 = !DILocation(line: 8, column: 89, scope: !191, inlinedAt: !186)
!205 = distinct !{!205, !189, !206, !127}
!206 = !DILocation(line: 8, column: 181, scope: !184, inlinedAt: !186)
!207 = !DILocation(line: 6, column: 240, scope: !138, inlinedAt: !144)
!208 = !DILocation(line: 15, column: 130, scope: !63)
!209 = !DILocation(line: 16, column: 15, scope: !187)
!210 = !DILocation(line: 16, column: 36, scope: !187)
!211 = !DILocalVariable(name: "v", arg: 1, scope: !212, file: !2, line: 7, type: !30)
!212 = distinct !DISubprogram(name: "compact", scope: !2, file: !2, line: 7, type: !213, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!35, !30}
!215 = !{!211}
!216 = !DILocation(line: 0, scope: !212, inlinedAt: !217)
!217 = distinct !DILocation(line: 16, column: 39, scope: !187)
!218 = !DILocation(line: 7, column: 78, scope: !212, inlinedAt: !217)
!219 = !DILocation(line: 7, column: 74, scope: !212, inlinedAt: !217)
!220 = !DILocation(line: 7, column: 84, scope: !212, inlinedAt: !217)
!221 = !DILocation(line: 7, column: 120, scope: !212, inlinedAt: !217)
!222 = !DILocation(line: 7, column: 116, scope: !212, inlinedAt: !217)
!223 = !DILocation(line: 7, column: 126, scope: !212, inlinedAt: !217)
!224 = !DILocation(line: 7, column: 162, scope: !212, inlinedAt: !217)
!225 = !DILocation(line: 7, column: 158, scope: !212, inlinedAt: !217)
!226 = !DILocation(line: 7, column: 168, scope: !212, inlinedAt: !217)
!227 = !DILocation(line: 7, column: 204, scope: !212, inlinedAt: !217)
!228 = !DILocation(line: 7, column: 200, scope: !212, inlinedAt: !217)
!229 = !DILocation(line: 7, column: 246, scope: !212, inlinedAt: !217)
!230 = !DILocation(line: 7, column: 253, scope: !212, inlinedAt: !217)
!231 = !DILocation(line: 7, column: 277, scope: !212, inlinedAt: !217)
!232 = !DILocation(line: 16, column: 50, scope: !187)
!233 = !DILocation(line: 16, column: 55, scope: !187)
!234 = !DILocation(line: 16, column: 68, scope: !187)
!235 = !DILocation(line: 0, scope: !212, inlinedAt: !236)
!236 = distinct !DILocation(line: 16, column: 58, scope: !187)
!237 = !DILocation(line: 7, column: 41, scope: !212, inlinedAt: !236)
!238 = !DILocation(line: 7, column: 74, scope: !212, inlinedAt: !236)
!239 = !DILocation(line: 7, column: 120, scope: !212, inlinedAt: !236)
!240 = !DILocation(line: 7, column: 116, scope: !212, inlinedAt: !236)
!241 = !DILocation(line: 7, column: 126, scope: !212, inlinedAt: !236)
!242 = !DILocation(line: 7, column: 162, scope: !212, inlinedAt: !236)
!243 = !DILocation(line: 7, column: 158, scope: !212, inlinedAt: !236)
!244 = !DILocation(line: 7, column: 168, scope: !212, inlinedAt: !236)
!245 = !DILocation(line: 7, column: 204, scope: !212, inlinedAt: !236)
!246 = !DILocation(line: 7, column: 200, scope: !212, inlinedAt: !236)
!247 = !DILocation(line: 7, column: 246, scope: !212, inlinedAt: !236)
!248 = !DILocation(line: 7, column: 253, scope: !212, inlinedAt: !236)
!249 = !DILocation(line: 7, column: 277, scope: !212, inlinedAt: !236)
!250 = !DILocation(line: 16, column: 74, scope: !187)
!251 = !DILocation(line: 16, column: 13, scope: !63)
!252 = !DILocation(line: 16, column: 83, scope: !187)
!253 = !DILocation(line: 16, column: 80, scope: !187)
!254 = !DILocation(line: 16, column: 89, scope: !63)
!255 = !DILocation(line: 15, column: 32, scope: !64)
!256 = !DILocation(line: 15, column: 23, scope: !64)
!257 = distinct !{!257, !83, !258, !127}
!258 = !DILocation(line: 16, column: 95, scope: !61)
!259 = !DILocation(line: 0, scope: !75)
!260 = !DILocation(line: 21, column: 57, scope: !75)
!261 = !DILocation(line: 22, column: 5, scope: !52)
!262 = !DILocation(line: 24, column: 1, scope: !52)
!263 = !DILocation(line: 21, column: 174, scope: !76)
!264 = !DILocation(line: 21, column: 45, scope: !77)
!265 = distinct !{!265, !132, !266, !127}
!266 = !DILocation(line: 21, column: 188, scope: !73)
!267 = !DILocalVariable(name: "n", arg: 1, scope: !268, file: !2, line: 11, type: !35)
!268 = distinct !DISubprogram(name: "hilbert_d", scope: !2, file: !2, line: 11, type: !269, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{!35, !35, !35, !35}
!271 = !{!267, !272, !273, !274, !275, !277, !280, !281}
!272 = !DILocalVariable(name: "x", arg: 2, scope: !268, file: !2, line: 11, type: !35)
!273 = !DILocalVariable(name: "y", arg: 3, scope: !268, file: !2, line: 11, type: !35)
!274 = !DILocalVariable(name: "d", scope: !268, file: !2, line: 11, type: !35)
!275 = !DILocalVariable(name: "s", scope: !276, file: !2, line: 11, type: !35)
!276 = distinct !DILexicalBlock(scope: !268, file: !2, line: 11, column: 81)
!277 = !DILocalVariable(name: "rx", scope: !278, file: !2, line: 11, type: !35)
!278 = distinct !DILexicalBlock(scope: !279, file: !2, line: 11, column: 121)
!279 = distinct !DILexicalBlock(scope: !276, file: !2, line: 11, column: 81)
!280 = !DILocalVariable(name: "ry", scope: !278, file: !2, line: 11, type: !35)
!281 = !DILocalVariable(name: "t", scope: !282, file: !2, line: 11, type: !35)
!282 = distinct !DILexicalBlock(scope: !283, file: !2, line: 11, column: 211)
!283 = distinct !DILexicalBlock(scope: !278, file: !2, line: 11, column: 202)
!284 = !DILocation(line: 0, scope: !268, inlinedAt: !285)
!285 = distinct !DILocation(line: 21, column: 105, scope: !79)
!286 = !DILocation(line: 0, scope: !276, inlinedAt: !285)
!287 = !DILocation(line: 11, column: 145, scope: !278, inlinedAt: !285)
!288 = !DILocation(line: 0, scope: !278, inlinedAt: !285)
!289 = !DILocation(line: 11, column: 202, scope: !278, inlinedAt: !285)
!290 = !DILocation(line: 11, column: 140, scope: !278, inlinedAt: !285)
!291 = !DILocation(line: 11, column: 158, scope: !278, inlinedAt: !285)
!292 = !DILocation(line: 11, column: 163, scope: !278, inlinedAt: !285)
!293 = !DILocation(line: 11, column: 185, scope: !278, inlinedAt: !285)
!294 = !DILocation(line: 11, column: 191, scope: !278, inlinedAt: !285)
!295 = !DILocation(line: 11, column: 179, scope: !278, inlinedAt: !285)
!296 = !DILocation(line: 11, column: 170, scope: !278, inlinedAt: !285)
!297 = !DILocation(line: 0, scope: !79)
!298 = !DILocation(line: 21, column: 138, scope: !79)
!299 = !DILocation(line: 21, column: 133, scope: !79)
!300 = !DILocation(line: 21, column: 143, scope: !79)
!301 = !DILocation(line: 21, column: 128, scope: !79)
!302 = !DILocation(line: 21, column: 154, scope: !79)
!303 = !DILocation(line: 21, column: 80, scope: !80)
!304 = distinct !{!304, !260, !305, !127}
!305 = !DILocation(line: 21, column: 172, scope: !75)
!306 = !DISubprogram(name: "printf", scope: !307, file: !307, line: 356, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!307 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!308 = !DISubroutineType(types: !309)
!309 = !{!55, !310, null}
!310 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
