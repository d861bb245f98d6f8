; ModuleID = 'programs/bit_tricks.c'
source_filename = "programs/bit_tricks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1, !dbg !0
@__const.main.tests = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 2, i32 3, i32 -2147483648, i32 -1, i32 305419896, i32 15728640], align 16
@.str.1 = private unnamed_addr constant [88 x i8] c"%08x pop=%d par=%d clz=%d ctz=%d bswap=%08x rev=%08x np2=%u ffs=%d clrsb=%d rotl7=%08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"sign(%d)=%d abs=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"pop128=%d\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !48 {
    #dbg_assign(i1 undef, !62, !DIExpression(), !78, ptr @__const.main.tests, !DIExpression(), !79)
    #dbg_assign(i1 undef, !71, !DIExpression(), !80, ptr poison, !DIExpression(), !79)
    #dbg_value(i64 -7046029254386353131, !52, !DIExpression(), !79)
    #dbg_value(i32 0, !53, !DIExpression(), !79)
    #dbg_value(i64 0, !54, !DIExpression(), !79)
    #dbg_value(i32 0, !55, !DIExpression(), !81)
  br label %7, !dbg !82

1:                                                ; preds = %223
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %229, i64 noundef %241), !dbg !83
    #dbg_assign(i1 undef, !62, !DIExpression(), !84, ptr @__const.main.tests, !DIExpression(), !79)
    #dbg_value(i64 0, !66, !DIExpression(), !85)
    #dbg_value(i32 0, !68, !DIExpression(), !86)
  %3 = tail call fastcc i32 @reverse_bits(i32 noundef 0), !dbg !87
  %4 = tail call fastcc i32 @next_pow2(i32 noundef 1), !dbg !88
  %5 = tail call fastcc i32 @rotl32(i32 noundef 0, i32 noundef 7), !dbg !89
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 32, i32 noundef 32, i32 noundef 0, i32 noundef %3, i32 noundef %4, i32 noundef 0, i32 noundef 31, i32 noundef %5), !dbg !90
    #dbg_value(i64 1, !66, !DIExpression(), !85)
  br label %244, !dbg !91

7:                                                ; preds = %0, %223
  %8 = phi i64 [ -7046029254386353131, %0 ], [ %17, %223 ]
  %9 = phi i32 [ 0, %0 ], [ %229, %223 ]
  %10 = phi i64 [ 0, %0 ], [ %241, %223 ]
  %11 = phi i32 [ 0, %0 ], [ %242, %223 ]
    #dbg_value(i64 %8, !52, !DIExpression(), !79)
    #dbg_value(i32 %9, !53, !DIExpression(), !79)
    #dbg_value(i64 %10, !54, !DIExpression(), !79)
    #dbg_value(i32 %11, !55, !DIExpression(), !81)
  %12 = shl i64 %8, 13, !dbg !92
  %13 = xor i64 %12, %8, !dbg !93
    #dbg_value(i64 %13, !52, !DIExpression(), !79)
  %14 = lshr i64 %13, 7, !dbg !94
  %15 = xor i64 %14, %13, !dbg !95
    #dbg_value(i64 %15, !52, !DIExpression(), !79)
  %16 = shl i64 %15, 17, !dbg !96
  %17 = xor i64 %16, %15, !dbg !97
    #dbg_value(i64 %17, !52, !DIExpression(), !79)
  %18 = and i32 %11, 63, !dbg !98
  %19 = zext nneg i32 %18 to i64, !dbg !99
  %20 = lshr i64 %17, %19, !dbg !99
    #dbg_value(i64 %20, !57, !DIExpression(), !100)
  %21 = trunc i64 %20 to i32, !dbg !101
    #dbg_value(i32 %21, !60, !DIExpression(), !100)
    #dbg_value(i64 %20, !61, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !100)
  %22 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %20), !dbg !102
  %23 = trunc nuw nsw i64 %22 to i32, !dbg !102
    #dbg_value(i64 %20, !104, !DIExpression(), !110)
    #dbg_value(i32 0, !109, !DIExpression(), !110)
  %24 = icmp eq i64 %20, 0, !dbg !112
  br i1 %24, label %33, label %25, !dbg !112

25:                                               ; preds = %7, %25
  %26 = phi i32 [ %30, %25 ], [ 0, %7 ]
  %27 = phi i64 [ %31, %25 ], [ %20, %7 ]
    #dbg_value(i32 %26, !109, !DIExpression(), !110)
    #dbg_value(i64 %27, !104, !DIExpression(), !110)
  %28 = trunc i64 %27 to i32, !dbg !113
  %29 = and i32 %28, 1, !dbg !113
  %30 = add nuw nsw i32 %29, %26, !dbg !115
    #dbg_value(i32 %30, !109, !DIExpression(), !110)
  %31 = lshr i64 %27, 1, !dbg !116
    #dbg_value(i64 %31, !104, !DIExpression(), !110)
  %32 = icmp ult i64 %27, 2, !dbg !112
  br i1 %32, label %33, label %25, !dbg !112, !llvm.loop !117

33:                                               ; preds = %25, %7
  %34 = phi i32 [ 0, %7 ], [ %30, %25 ], !dbg !120
  %35 = icmp ne i32 %34, %23, !dbg !121
  %36 = zext i1 %35 to i32, !dbg !122
  %37 = add nsw i32 %9, %36, !dbg !122
    #dbg_value(i32 %37, !53, !DIExpression(), !79)
  %38 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %21), !dbg !123
  %39 = and i64 %20, 4294967295, !dbg !125
    #dbg_value(i64 %39, !104, !DIExpression(), !126)
    #dbg_value(i32 0, !109, !DIExpression(), !126)
  %40 = icmp eq i64 %39, 0, !dbg !128
  br i1 %40, label %49, label %41, !dbg !128

41:                                               ; preds = %33, %41
  %42 = phi i32 [ %46, %41 ], [ 0, %33 ]
  %43 = phi i64 [ %47, %41 ], [ %39, %33 ]
    #dbg_value(i32 %42, !109, !DIExpression(), !126)
    #dbg_value(i64 %43, !104, !DIExpression(), !126)
  %44 = trunc nuw i64 %43 to i32, !dbg !129
  %45 = and i32 %44, 1, !dbg !129
  %46 = add nuw nsw i32 %45, %42, !dbg !130
    #dbg_value(i32 %46, !109, !DIExpression(), !126)
  %47 = lshr i64 %43, 1, !dbg !131
    #dbg_value(i64 %47, !104, !DIExpression(), !126)
  %48 = icmp ult i64 %43, 2, !dbg !128
  br i1 %48, label %49, label %41, !dbg !128, !llvm.loop !132

49:                                               ; preds = %41, %33
  %50 = phi i32 [ 0, %33 ], [ %46, %41 ], !dbg !134
  %51 = icmp ne i32 %38, %50, !dbg !135
  %52 = zext i1 %51 to i32, !dbg !136
  %53 = add nsw i32 %37, %52, !dbg !136
    #dbg_value(i32 %53, !53, !DIExpression(), !79)
    #dbg_value(i64 %20, !104, !DIExpression(), !137)
    #dbg_value(i32 0, !109, !DIExpression(), !137)
  br i1 %24, label %223, label %54, !dbg !140

54:                                               ; preds = %49, %54
  %55 = phi i32 [ %58, %54 ], [ 0, %49 ]
  %56 = phi i64 [ %59, %54 ], [ %20, %49 ]
    #dbg_value(i32 %55, !109, !DIExpression(), !137)
    #dbg_value(i64 %56, !104, !DIExpression(), !137)
  %57 = trunc i64 %56 to i32, !dbg !141
  %58 = add i32 %55, %57, !dbg !142
    #dbg_value(i32 %58, !109, !DIExpression(), !137)
  %59 = lshr i64 %56, 1, !dbg !143
    #dbg_value(i64 %59, !104, !DIExpression(), !137)
  %60 = icmp ult i64 %56, 2, !dbg !140
  br i1 %60, label %61, label %54, !dbg !140, !llvm.loop !144

61:                                               ; preds = %54
  %62 = xor i32 %58, %23, !dbg !146
  %63 = and i32 %62, 1, !dbg !146
  %64 = add i32 %63, %53, !dbg !147
    #dbg_value(i32 %64, !53, !DIExpression(), !79)
  %65 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %20, i1 true), !dbg !148
  %66 = trunc nuw nsw i64 %65 to i32, !dbg !148
    #dbg_value(i64 %20, !150, !DIExpression(), !156)
    #dbg_value(i32 0, !153, !DIExpression(), !156)
    #dbg_value(i32 63, !154, !DIExpression(), !158)
  br label %67, !dbg !159

67:                                               ; preds = %92, %61
  %68 = phi i32 [ 63, %61 ], [ %94, %92 ]
  %69 = phi i32 [ 0, %61 ], [ %93, %92 ]
    #dbg_value(i32 %68, !154, !DIExpression(), !158)
    #dbg_value(i32 %69, !153, !DIExpression(), !156)
  %70 = zext nneg i32 %68 to i64, !dbg !161
  %71 = shl nuw i64 1, %70, !dbg !162
  %72 = and i64 %71, %20, !dbg !162
  %73 = icmp eq i64 %72, 0, !dbg !162
  br i1 %73, label %74, label %102, !dbg !163

74:                                               ; preds = %67
    #dbg_value(i32 %69, !153, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !156)
  %75 = add nsw i32 %68, -1, !dbg !164
    #dbg_value(i32 %75, !154, !DIExpression(), !158)
  %76 = zext nneg i32 %75 to i64, !dbg !161
  %77 = shl nuw i64 1, %76, !dbg !162
  %78 = and i64 %77, %20, !dbg !162
  %79 = icmp eq i64 %78, 0, !dbg !162
  br i1 %79, label %80, label %100, !dbg !163

80:                                               ; preds = %74
    #dbg_value(i32 %69, !153, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !156)
  %81 = add nsw i32 %68, -2, !dbg !164
    #dbg_value(i32 %81, !154, !DIExpression(), !158)
  %82 = zext nneg i32 %81 to i64, !dbg !161
  %83 = shl nuw i64 1, %82, !dbg !162
  %84 = and i64 %83, %20, !dbg !162
  %85 = icmp eq i64 %84, 0, !dbg !162
  br i1 %85, label %86, label %98, !dbg !163

86:                                               ; preds = %80
    #dbg_value(i32 %69, !153, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !156)
  %87 = add nsw i32 %68, -3, !dbg !164
    #dbg_value(i32 %87, !154, !DIExpression(), !158)
  %88 = zext nneg i32 %87 to i64, !dbg !161
  %89 = shl nuw i64 1, %88, !dbg !162
  %90 = and i64 %89, %20, !dbg !162
  %91 = icmp eq i64 %90, 0, !dbg !162
  br i1 %91, label %92, label %96, !dbg !163

92:                                               ; preds = %86
  %93 = add nuw nsw i32 %69, 4, !dbg !165
    #dbg_value(i32 %93, !153, !DIExpression(), !156)
  %94 = add nsw i32 %68, -4, !dbg !164
    #dbg_value(i32 %94, !154, !DIExpression(), !158)
  %95 = icmp eq i32 %93, 64, !dbg !166
  br i1 %95, label %102, label %67, !dbg !159, !llvm.loop !167

96:                                               ; preds = %86
  %97 = or disjoint i32 %69, 3
  br label %102, !dbg !169

98:                                               ; preds = %80
  %99 = or disjoint i32 %69, 2
  br label %102, !dbg !169

100:                                              ; preds = %74
  %101 = or disjoint i32 %69, 1
  br label %102, !dbg !169

102:                                              ; preds = %67, %92, %100, %98, %96
  %103 = phi i32 [ %97, %96 ], [ %99, %98 ], [ %101, %100 ], [ 64, %92 ], [ %69, %67 ], !dbg !170
  %104 = icmp ne i32 %103, %66, !dbg !169
  %105 = zext i1 %104 to i32, !dbg !171
  %106 = add nsw i32 %64, %105, !dbg !171
    #dbg_value(i32 %106, !53, !DIExpression(), !79)
  %107 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %20, i1 true), !dbg !172
  %108 = trunc nuw nsw i64 %107 to i32, !dbg !172
    #dbg_value(i64 %20, !174, !DIExpression(), !178)
    #dbg_value(i32 0, !177, !DIExpression(), !178)
  br label %109, !dbg !180

109:                                              ; preds = %126, %102
  %110 = phi i64 [ 0, %102 ], [ %127, %126 ]
    #dbg_value(i64 %110, !177, !DIExpression(), !178)
  %111 = shl nuw i64 1, %110, !dbg !181
  %112 = and i64 %111, %20, !dbg !181
  %113 = icmp eq i64 %112, 0, !dbg !181
  br i1 %113, label %114, label %135, !dbg !182

114:                                              ; preds = %109
    #dbg_value(i64 %110, !177, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !178)
  %115 = shl nuw i64 2, %110, !dbg !181
  %116 = and i64 %115, %20, !dbg !181
  %117 = icmp eq i64 %116, 0, !dbg !181
  br i1 %117, label %118, label %133, !dbg !182

118:                                              ; preds = %114
    #dbg_value(i64 %110, !177, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !178)
  %119 = shl nuw i64 4, %110, !dbg !181
  %120 = and i64 %119, %20, !dbg !181
  %121 = icmp eq i64 %120, 0, !dbg !181
  br i1 %121, label %122, label %131, !dbg !182

122:                                              ; preds = %118
    #dbg_value(i64 %110, !177, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !178)
  %123 = shl nuw i64 8, %110, !dbg !181
  %124 = and i64 %123, %20, !dbg !181
  %125 = icmp eq i64 %124, 0, !dbg !181
  br i1 %125, label %126, label %129, !dbg !182

126:                                              ; preds = %122
  %127 = add nuw nsw i64 %110, 4, !dbg !183
    #dbg_value(i64 %127, !177, !DIExpression(), !178)
  %128 = icmp eq i64 %127, 64, !dbg !184
  br i1 %128, label %138, label %109, !dbg !180, !llvm.loop !185

129:                                              ; preds = %122
  %130 = or disjoint i64 %110, 3
  br label %135

131:                                              ; preds = %118
  %132 = or disjoint i64 %110, 2
  br label %135

133:                                              ; preds = %114
  %134 = or disjoint i64 %110, 1
  br label %135

135:                                              ; preds = %109, %133, %131, %129
  %136 = phi i64 [ %130, %129 ], [ %132, %131 ], [ %134, %133 ], [ %110, %109 ]
  %137 = trunc nuw nsw i64 %136 to i32
  br label %138, !dbg !186

138:                                              ; preds = %126, %135
  %139 = phi i32 [ %137, %135 ], [ 64, %126 ], !dbg !187
  %140 = icmp ne i32 %139, %108, !dbg !188
  %141 = zext i1 %140 to i32, !dbg !189
  %142 = add nsw i32 %106, %141, !dbg !189
    #dbg_value(i32 %142, !53, !DIExpression(), !79)
  %143 = icmp eq i32 %21, 0, !dbg !190
  br i1 %143, label %187, label %144, !dbg !192

144:                                              ; preds = %138
  %145 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %21, i1 true), !dbg !193
    #dbg_value(i64 %39, !150, !DIExpression(), !194)
    #dbg_value(i32 0, !153, !DIExpression(), !194)
    #dbg_value(i32 63, !154, !DIExpression(), !196)
  br label %146, !dbg !197

146:                                              ; preds = %171, %144
  %147 = phi i32 [ 63, %144 ], [ %173, %171 ]
  %148 = phi i32 [ 0, %144 ], [ %172, %171 ]
    #dbg_value(i32 %147, !154, !DIExpression(), !196)
    #dbg_value(i32 %148, !153, !DIExpression(), !194)
  %149 = zext nneg i32 %147 to i64, !dbg !198
  %150 = shl nuw i64 1, %149, !dbg !199
  %151 = and i64 %150, %39, !dbg !199
  %152 = icmp eq i64 %151, 0, !dbg !199
  br i1 %152, label %153, label %181, !dbg !200

153:                                              ; preds = %146
    #dbg_value(i32 %148, !153, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !194)
  %154 = add nsw i32 %147, -1, !dbg !201
    #dbg_value(i32 %154, !154, !DIExpression(), !196)
  %155 = zext nneg i32 %154 to i64, !dbg !198
  %156 = shl nuw i64 1, %155, !dbg !199
  %157 = and i64 %156, %39, !dbg !199
  %158 = icmp eq i64 %157, 0, !dbg !199
  br i1 %158, label %159, label %179, !dbg !200

159:                                              ; preds = %153
    #dbg_value(i32 %148, !153, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !194)
  %160 = add nsw i32 %147, -2, !dbg !201
    #dbg_value(i32 %160, !154, !DIExpression(), !196)
  %161 = zext nneg i32 %160 to i64, !dbg !198
  %162 = shl nuw i64 1, %161, !dbg !199
  %163 = and i64 %162, %39, !dbg !199
  %164 = icmp eq i64 %163, 0, !dbg !199
  br i1 %164, label %165, label %177, !dbg !200

165:                                              ; preds = %159
    #dbg_value(i32 %148, !153, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !194)
  %166 = add nsw i32 %147, -3, !dbg !201
    #dbg_value(i32 %166, !154, !DIExpression(), !196)
  %167 = zext nneg i32 %166 to i64, !dbg !198
  %168 = shl nuw i64 1, %167, !dbg !199
  %169 = and i64 %168, %39, !dbg !199
  %170 = icmp eq i64 %169, 0, !dbg !199
  br i1 %170, label %171, label %175, !dbg !200

171:                                              ; preds = %165
  %172 = add nuw nsw i32 %148, 4, !dbg !202
    #dbg_value(i32 %172, !153, !DIExpression(), !194)
  %173 = add nsw i32 %147, -4, !dbg !201
    #dbg_value(i32 %173, !154, !DIExpression(), !196)
  %174 = icmp eq i32 %172, 64, !dbg !203
  br i1 %174, label %181, label %146, !dbg !197, !llvm.loop !204

175:                                              ; preds = %165
  %176 = or disjoint i32 %148, 3
  br label %181, !dbg !206

177:                                              ; preds = %159
  %178 = or disjoint i32 %148, 2
  br label %181, !dbg !206

179:                                              ; preds = %153
  %180 = or disjoint i32 %148, 1
  br label %181, !dbg !206

181:                                              ; preds = %146, %171, %179, %177, %175
  %182 = phi i32 [ %176, %175 ], [ %178, %177 ], [ %180, %179 ], [ 64, %171 ], [ %148, %146 ], !dbg !207
  %183 = add nsw i32 %182, -32, !dbg !206
  %184 = icmp ne i32 %145, %183, !dbg !208
  %185 = zext i1 %184 to i32, !dbg !209
  %186 = add nsw i32 %142, %185, !dbg !209
  br label %187, !dbg !209

187:                                              ; preds = %181, %138
  %188 = phi i32 [ %186, %181 ], [ %142, %138 ], !dbg !100
    #dbg_value(i32 %188, !53, !DIExpression(), !79)
  %189 = add nuw nsw i32 %108, 1, !dbg !210
  %190 = select i1 %24, i32 0, i32 %189, !dbg !210
  br i1 %24, label %223, label %191, !dbg !212

191:                                              ; preds = %187, %208
  %192 = phi i64 [ %209, %208 ], [ 0, %187 ]
    #dbg_value(i64 %192, !177, !DIExpression(), !213)
  %193 = shl nuw i64 1, %192, !dbg !215
  %194 = and i64 %193, %20, !dbg !215
  %195 = icmp eq i64 %194, 0, !dbg !215
  br i1 %195, label %196, label %217, !dbg !216

196:                                              ; preds = %191
    #dbg_value(i64 %192, !177, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !213)
  %197 = shl nuw i64 2, %192, !dbg !215
  %198 = and i64 %197, %20, !dbg !215
  %199 = icmp eq i64 %198, 0, !dbg !215
  br i1 %199, label %200, label %215, !dbg !216

200:                                              ; preds = %196
    #dbg_value(i64 %192, !177, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !213)
  %201 = shl nuw i64 4, %192, !dbg !215
  %202 = and i64 %201, %20, !dbg !215
  %203 = icmp eq i64 %202, 0, !dbg !215
  br i1 %203, label %204, label %213, !dbg !216

204:                                              ; preds = %200
    #dbg_value(i64 %192, !177, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !213)
  %205 = shl nuw i64 8, %192, !dbg !215
  %206 = and i64 %205, %20, !dbg !215
  %207 = icmp eq i64 %206, 0, !dbg !215
  br i1 %207, label %208, label %211, !dbg !216

208:                                              ; preds = %204
  %209 = add nuw nsw i64 %192, 4, !dbg !217
    #dbg_value(i64 %209, !177, !DIExpression(), !213)
  %210 = icmp eq i64 %209, 64, !dbg !218
  br i1 %210, label %220, label %191, !dbg !219, !llvm.loop !220

211:                                              ; preds = %204
  %212 = or disjoint i64 %192, 3
  br label %217

213:                                              ; preds = %200
  %214 = or disjoint i64 %192, 2
  br label %217

215:                                              ; preds = %196
  %216 = or disjoint i64 %192, 1
  br label %217

217:                                              ; preds = %191, %215, %213, %211
  %218 = phi i64 [ %212, %211 ], [ %214, %213 ], [ %216, %215 ], [ %192, %191 ]
  %219 = trunc nuw nsw i64 %218 to i32
  br label %220, !dbg !221

220:                                              ; preds = %208, %217
  %221 = phi i32 [ %219, %217 ], [ 64, %208 ], !dbg !222
  %222 = add nsw i32 %221, 1, !dbg !223
  br label %223, !dbg !212

223:                                              ; preds = %49, %187, %220
  %224 = phi i32 [ %190, %220 ], [ 0, %187 ], [ 0, %49 ]
  %225 = phi i32 [ %188, %220 ], [ %188, %187 ], [ %53, %49 ]
  %226 = phi i32 [ %222, %220 ], [ 0, %187 ], [ 0, %49 ], !dbg !212
  %227 = icmp ne i32 %224, %226, !dbg !224
  %228 = zext i1 %227 to i32, !dbg !225
  %229 = add nsw i32 %225, %228, !dbg !225
    #dbg_value(i32 %229, !53, !DIExpression(), !79)
  %230 = mul i64 %10, 31, !dbg !226
  %231 = add i64 %22, %230, !dbg !227
  %232 = tail call fastcc i32 @rotl32(i32 noundef %21, i32 noundef %11), !dbg !228
  %233 = zext i32 %232 to i64, !dbg !228
  %234 = add i64 %231, %233, !dbg !229
  %235 = tail call fastcc i64 @rotr64(i64 noundef %20, i32 noundef %11), !dbg !230
  %236 = add i64 %234, %235, !dbg !231
  %237 = tail call fastcc i32 @reverse_bits(i32 noundef %21), !dbg !232
  %238 = zext i32 %237 to i64, !dbg !232
  %239 = add i64 %236, %238, !dbg !233
  %240 = tail call fastcc i64 @lowest_set(i64 noundef %20), !dbg !234
  %241 = add i64 %239, %240, !dbg !235
    #dbg_value(i64 %241, !54, !DIExpression(), !79)
  %242 = add nuw nsw i32 %11, 1, !dbg !236
    #dbg_value(i64 %17, !52, !DIExpression(), !79)
    #dbg_value(i32 %242, !55, !DIExpression(), !81)
  %243 = icmp eq i32 %242, 2000, !dbg !237
  br i1 %243, label %1, label %7, !dbg !82, !llvm.loop !238

244:                                              ; preds = %1, %244
  %245 = phi i64 [ 1, %1 ], [ %264, %244 ]
    #dbg_value(i64 %245, !66, !DIExpression(), !85)
  %246 = getelementptr inbounds [8 x i32], ptr @__const.main.tests, i64 0, i64 %245, !dbg !240
  %247 = load i32, ptr %246, align 4, !dbg !240, !tbaa !241
    #dbg_value(i32 %247, !68, !DIExpression(), !86)
  %248 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %247), !dbg !245
  %249 = and i32 %248, 1, !dbg !246
  %250 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %247, i1 true), !dbg !247
  %251 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %247, i1 true), !dbg !248
  %252 = tail call i32 @llvm.bswap.i32(i32 %247), !dbg !249
  %253 = tail call fastcc i32 @reverse_bits(i32 noundef %247), !dbg !87
  %254 = tail call fastcc i32 @next_pow2(i32 noundef %247), !dbg !88
  %255 = add nuw nsw i32 %251, 1, !dbg !250
  %256 = and i64 %245, 6, !dbg !251
  %257 = icmp eq i64 %256, 4, !dbg !251
  %258 = sext i1 %257 to i32, !dbg !251
  %259 = xor i32 %247, %258, !dbg !251
  %260 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %259, i1 false), !dbg !251
  %261 = add nsw i32 %260, -1, !dbg !251
  %262 = tail call fastcc i32 @rotl32(i32 noundef %247, i32 noundef 7), !dbg !89
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %247, i32 noundef %248, i32 noundef %249, i32 noundef %250, i32 noundef %251, i32 noundef %252, i32 noundef %253, i32 noundef %254, i32 noundef %255, i32 noundef %261, i32 noundef %262), !dbg !90
  %264 = add nuw nsw i64 %245, 1, !dbg !252
    #dbg_value(i64 %264, !66, !DIExpression(), !85)
  %265 = icmp eq i64 %264, 8, !dbg !253
  br i1 %265, label %266, label %244, !dbg !91, !llvm.loop !254

266:                                              ; preds = %244
    #dbg_value(i64 0, !75, !DIExpression(), !257)
  %267 = tail call fastcc i32 @isign(i32 noundef -5), !dbg !258
  %268 = tail call fastcc i32 @iabs_branchless(i32 noundef -5), !dbg !260
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -5, i32 noundef %267, i32 noundef %268), !dbg !261
    #dbg_value(i64 1, !75, !DIExpression(), !257)
  %270 = tail call fastcc i32 @isign(i32 noundef 0), !dbg !258
  %271 = tail call fastcc i32 @iabs_branchless(i32 noundef 0), !dbg !260
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %270, i32 noundef %271), !dbg !261
    #dbg_value(i64 2, !75, !DIExpression(), !257)
  %273 = tail call fastcc i32 @isign(i32 noundef 7), !dbg !258
  %274 = tail call fastcc i32 @iabs_branchless(i32 noundef 7), !dbg !260
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i32 noundef %273, i32 noundef %274), !dbg !261
    #dbg_value(i64 3, !75, !DIExpression(), !257)
  %276 = tail call fastcc i32 @isign(i32 noundef -2147483647), !dbg !258
  %277 = tail call fastcc i32 @iabs_branchless(i32 noundef -2147483647), !dbg !260
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -2147483647, i32 noundef %276, i32 noundef %277), !dbg !261
    #dbg_value(i64 4, !75, !DIExpression(), !257)
  %279 = tail call fastcc i32 @isign(i32 noundef 2147483647), !dbg !258
  %280 = tail call fastcc i32 @iabs_branchless(i32 noundef 2147483647), !dbg !260
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2147483647, i32 noundef %279, i32 noundef %280), !dbg !261
    #dbg_value(i64 5, !75, !DIExpression(), !257)
    #dbg_value(i128 4427218577690292387841, !77, !DIExpression(), !79)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5), !dbg !262
  %283 = icmp eq i32 %229, 0, !dbg !263
  %284 = trunc i64 %241 to i32, !dbg !263
  %285 = and i32 %284, 127, !dbg !263
  %286 = select i1 %283, i32 %285, i32 1, !dbg !263
  ret i32 %286, !dbg !264
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @rotl32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !265 {
    #dbg_value(i32 %0, !269, !DIExpression(), !271)
    #dbg_value(i32 %1, !270, !DIExpression(), !271)
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1), !dbg !272
  ret i32 %3, !dbg !273
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rotr64(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !274 {
    #dbg_value(i64 %0, !278, !DIExpression(), !280)
    #dbg_value(i32 %1, !279, !DIExpression(), !280)
  %3 = zext i32 %1 to i64, !dbg !281
  %4 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %0, i64 %3), !dbg !282
  ret i64 %4, !dbg !283
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @reverse_bits(i32 noundef %0) unnamed_addr #2 !dbg !284 {
    #dbg_value(i32 %0, !288, !DIExpression(), !289)
    #dbg_value(!DIArgList(i32 %0, i32 %0), !288, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_stack_value), !289)
    #dbg_value(!DIArgList(i32 %0, i32 %0, i32 %0, i32 %0), !288, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_stack_value), !289)
    #dbg_value(!DIArgList(i32 %0, i32 %0, i32 %0, i32 %0, i32 %0, i32 %0, i32 %0, i32 %0), !288, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shr, DW_OP_constu, 252645135, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shr, DW_OP_constu, 858993459, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1431655765, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 18446744072277895850, DW_OP_and, DW_OP_or, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 18446744072850558156, DW_OP_and, DW_OP_or, DW_OP_constu, 4, DW_OP_shl, DW_OP_constu, 18446744073456906480, DW_OP_and, DW_OP_or, DW_OP_stack_value), !289)
  %2 = tail call i32 @llvm.bitreverse.i32(i32 %0), !dbg !290
  ret i32 %2, !dbg !291
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @lowest_set(i64 noundef %0) unnamed_addr #2 !dbg !292 {
    #dbg_value(i64 %0, !296, !DIExpression(), !297)
  %2 = sub i64 0, %0, !dbg !298
  %3 = and i64 %2, %0, !dbg !299
  ret i64 %3, !dbg !300
}

; Function Attrs: nofree nounwind
declare !dbg !301 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @next_pow2(i32 noundef %0) unnamed_addr #2 !dbg !308 {
    #dbg_value(i32 %0, !310, !DIExpression(), !311)
  %2 = add i32 %0, -1, !dbg !312
    #dbg_value(i32 %2, !310, !DIExpression(), !311)
  %3 = lshr i32 %2, 1, !dbg !313
  %4 = or i32 %3, %2, !dbg !314
    #dbg_value(i32 %4, !310, !DIExpression(), !311)
  %5 = lshr i32 %4, 2, !dbg !315
  %6 = or i32 %5, %4, !dbg !316
    #dbg_value(i32 %6, !310, !DIExpression(), !311)
  %7 = lshr i32 %6, 4, !dbg !317
  %8 = or i32 %7, %6, !dbg !318
    #dbg_value(i32 %8, !310, !DIExpression(), !311)
  %9 = lshr i32 %8, 8, !dbg !319
  %10 = or i32 %9, %8, !dbg !320
    #dbg_value(i32 %10, !310, !DIExpression(), !311)
  %11 = lshr i32 %10, 16, !dbg !321
  %12 = or i32 %11, %10, !dbg !322
    #dbg_value(i32 %12, !310, !DIExpression(), !311)
  %13 = add i32 %12, 1, !dbg !323
  ret i32 %13, !dbg !324
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @isign(i32 noundef %0) unnamed_addr #2 !dbg !325 {
    #dbg_value(i32 %0, !329, !DIExpression(), !330)
  %2 = ashr i32 %0, 31, !dbg !331
  %3 = icmp ne i32 %0, 0, !dbg !332
  %4 = zext i1 %3 to i32, !dbg !332
  %5 = or i32 %2, %4, !dbg !332
  ret i32 %5, !dbg !333
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @iabs_branchless(i32 noundef %0) unnamed_addr #2 !dbg !334 {
    #dbg_value(i32 %0, !336, !DIExpression(), !338)
    #dbg_value(i32 %0, !337, !DIExpression(DW_OP_constu, 31, DW_OP_shra, DW_OP_stack_value), !338)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !339
  ret i32 %2, !dbg !340
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bit_tricks.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc88938cdcaec5e0a355cddbd8f4c410")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 704, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 88)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !39, splitDebugInlining: false, nameTableKind: None)
!23 = !{!24, !29, !32, !33, !28, !36, !37, !38}
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !25, line: 26, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !27, line: 42, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !25, line: 25, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !27, line: 40, baseType: !31)
!31 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!32 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !25, line: 27, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !27, line: 45, baseType: !35)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!39 = !{!0, !7, !12, !17}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !49, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!37}
!51 = !{!52, !53, !54, !55, !57, !60, !61, !62, !66, !68, !71, !75, !77}
!52 = !DILocalVariable(name: "x", scope: !48, file: !2, line: 24, type: !33)
!53 = !DILocalVariable(name: "bad", scope: !48, file: !2, line: 24, type: !37)
!54 = !DILocalVariable(name: "h", scope: !48, file: !2, line: 24, type: !33)
!55 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 25, type: !37)
!56 = distinct !DILexicalBlock(scope: !48, file: !2, line: 25, column: 5)
!57 = !DILocalVariable(name: "v", scope: !58, file: !2, line: 27, type: !33)
!58 = distinct !DILexicalBlock(scope: !59, file: !2, line: 25, column: 36)
!59 = distinct !DILexicalBlock(scope: !56, file: !2, line: 25, column: 5)
!60 = !DILocalVariable(name: "v32", scope: !58, file: !2, line: 28, type: !24)
!61 = !DILocalVariable(name: "v16", scope: !58, file: !2, line: 28, type: !29)
!62 = !DILocalVariable(name: "tests", scope: !48, file: !2, line: 41, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 256, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 8)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 42, type: !37)
!67 = distinct !DILexicalBlock(scope: !48, file: !2, line: 42, column: 5)
!68 = !DILocalVariable(name: "t", scope: !69, file: !2, line: 43, type: !24)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 42, column: 33)
!70 = distinct !DILexicalBlock(scope: !67, file: !2, line: 42, column: 5)
!71 = !DILocalVariable(name: "sv", scope: !48, file: !2, line: 48, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 160, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 5)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 49, type: !37)
!76 = distinct !DILexicalBlock(scope: !48, file: !2, line: 49, column: 5)
!77 = !DILocalVariable(name: "big", scope: !48, file: !2, line: 50, type: !38)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !48)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 0, scope: !56)
!82 = !DILocation(line: 25, column: 5, scope: !56)
!83 = !DILocation(line: 40, column: 5, scope: !48)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !67)
!86 = !DILocation(line: 0, scope: !69)
!87 = !DILocation(line: 45, column: 92, scope: !69)
!88 = !DILocation(line: 45, column: 109, scope: !69)
!89 = !DILocation(line: 46, column: 41, scope: !69)
!90 = !DILocation(line: 44, column: 9, scope: !69)
!91 = !DILocation(line: 42, column: 5, scope: !67)
!92 = !DILocation(line: 26, column: 16, scope: !58)
!93 = !DILocation(line: 26, column: 11, scope: !58)
!94 = !DILocation(line: 26, column: 30, scope: !58)
!95 = !DILocation(line: 26, column: 25, scope: !58)
!96 = !DILocation(line: 26, column: 43, scope: !58)
!97 = !DILocation(line: 26, column: 38, scope: !58)
!98 = !DILocation(line: 27, column: 30, scope: !58)
!99 = !DILocation(line: 27, column: 24, scope: !58)
!100 = !DILocation(line: 0, scope: !58)
!101 = !DILocation(line: 28, column: 24, scope: !58)
!102 = !DILocation(line: 29, column: 13, scope: !103)
!103 = distinct !DILexicalBlock(scope: !58, file: !2, line: 29, column: 13)
!104 = !DILocalVariable(name: "x", arg: 1, scope: !105, file: !2, line: 6, type: !33)
!105 = distinct !DISubprogram(name: "naive_pop", scope: !2, file: !2, line: 6, type: !106, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!37, !33}
!108 = !{!104, !109}
!109 = !DILocalVariable(name: "c", scope: !105, file: !2, line: 6, type: !37)
!110 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!111 = distinct !DILocation(line: 29, column: 40, scope: !103)
!112 = !DILocation(line: 6, column: 47, scope: !105, inlinedAt: !111)
!113 = !DILocation(line: 6, column: 64, scope: !114, inlinedAt: !111)
!114 = distinct !DILexicalBlock(scope: !105, file: !2, line: 6, column: 57)
!115 = !DILocation(line: 6, column: 61, scope: !114, inlinedAt: !111)
!116 = !DILocation(line: 6, column: 80, scope: !114, inlinedAt: !111)
!117 = distinct !{!117, !112, !118, !119}
!118 = !DILocation(line: 6, column: 87, scope: !105, inlinedAt: !111)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 6, scope: !105, inlinedAt: !111)
!121 = !DILocation(line: 29, column: 37, scope: !103)
!122 = !DILocation(line: 29, column: 13, scope: !58)
!123 = !DILocation(line: 30, column: 13, scope: !124)
!124 = distinct !DILexicalBlock(scope: !58, file: !2, line: 30, column: 13)
!125 = !DILocation(line: 30, column: 50, scope: !124)
!126 = !DILocation(line: 0, scope: !105, inlinedAt: !127)
!127 = distinct !DILocation(line: 30, column: 40, scope: !124)
!128 = !DILocation(line: 6, column: 47, scope: !105, inlinedAt: !127)
!129 = !DILocation(line: 6, column: 64, scope: !114, inlinedAt: !127)
!130 = !DILocation(line: 6, column: 61, scope: !114, inlinedAt: !127)
!131 = !DILocation(line: 6, column: 80, scope: !114, inlinedAt: !127)
!132 = distinct !{!132, !128, !133, !119}
!133 = !DILocation(line: 6, column: 87, scope: !105, inlinedAt: !127)
!134 = !DILocation(line: 6, scope: !105, inlinedAt: !127)
!135 = !DILocation(line: 30, column: 37, scope: !124)
!136 = !DILocation(line: 30, column: 13, scope: !58)
!137 = !DILocation(line: 0, scope: !105, inlinedAt: !138)
!138 = distinct !DILocation(line: 31, column: 39, scope: !139)
!139 = distinct !DILexicalBlock(scope: !58, file: !2, line: 31, column: 13)
!140 = !DILocation(line: 6, column: 47, scope: !105, inlinedAt: !138)
!141 = !DILocation(line: 6, column: 64, scope: !114, inlinedAt: !138)
!142 = !DILocation(line: 6, column: 61, scope: !114, inlinedAt: !138)
!143 = !DILocation(line: 6, column: 80, scope: !114, inlinedAt: !138)
!144 = distinct !{!144, !140, !145, !119}
!145 = !DILocation(line: 6, column: 87, scope: !105, inlinedAt: !138)
!146 = !DILocation(line: 31, column: 35, scope: !139)
!147 = !DILocation(line: 31, column: 13, scope: !58)
!148 = !DILocation(line: 32, column: 18, scope: !149)
!149 = distinct !DILexicalBlock(scope: !58, file: !2, line: 32, column: 13)
!150 = !DILocalVariable(name: "x", arg: 1, scope: !151, file: !2, line: 7, type: !33)
!151 = distinct !DISubprogram(name: "naive_clz64", scope: !2, file: !2, line: 7, type: !106, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !152)
!152 = !{!150, !153, !154}
!153 = !DILocalVariable(name: "c", scope: !151, file: !2, line: 7, type: !37)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 7, type: !37)
!155 = distinct !DILexicalBlock(scope: !151, file: !2, line: 7, column: 49)
!156 = !DILocation(line: 0, scope: !151, inlinedAt: !157)
!157 = distinct !DILocation(line: 32, column: 40, scope: !149)
!158 = !DILocation(line: 0, scope: !155, inlinedAt: !157)
!159 = !DILocation(line: 7, column: 73, scope: !160, inlinedAt: !157)
!160 = distinct !DILexicalBlock(scope: !155, file: !2, line: 7, column: 49)
!161 = !DILocation(line: 7, column: 81, scope: !160, inlinedAt: !157)
!162 = !DILocation(line: 7, column: 76, scope: !160, inlinedAt: !157)
!163 = !DILocation(line: 7, column: 49, scope: !155, inlinedAt: !157)
!164 = !DILocation(line: 7, column: 94, scope: !160, inlinedAt: !157)
!165 = !DILocation(line: 7, column: 99, scope: !160, inlinedAt: !157)
!166 = !DILocation(line: 7, column: 68, scope: !160, inlinedAt: !157)
!167 = distinct !{!167, !163, !168, !119}
!168 = !DILocation(line: 7, column: 99, scope: !155, inlinedAt: !157)
!169 = !DILocation(line: 32, column: 37, scope: !149)
!170 = !DILocation(line: 7, scope: !151, inlinedAt: !157)
!171 = !DILocation(line: 32, column: 13, scope: !58)
!172 = !DILocation(line: 33, column: 18, scope: !173)
!173 = distinct !DILexicalBlock(scope: !58, file: !2, line: 33, column: 13)
!174 = !DILocalVariable(name: "x", arg: 1, scope: !175, file: !2, line: 8, type: !33)
!175 = distinct !DISubprogram(name: "naive_ctz64", scope: !2, file: !2, line: 8, type: !106, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !176)
!176 = !{!174, !177}
!177 = !DILocalVariable(name: "c", scope: !175, file: !2, line: 8, type: !37)
!178 = !DILocation(line: 0, scope: !175, inlinedAt: !179)
!179 = distinct !DILocation(line: 33, column: 40, scope: !173)
!180 = !DILocation(line: 8, column: 63, scope: !175, inlinedAt: !179)
!181 = !DILocation(line: 8, column: 66, scope: !175, inlinedAt: !179)
!182 = !DILocation(line: 8, column: 49, scope: !175, inlinedAt: !179)
!183 = !DILocation(line: 8, column: 84, scope: !175, inlinedAt: !179)
!184 = !DILocation(line: 8, column: 58, scope: !175, inlinedAt: !179)
!185 = distinct !{!185, !182, !183, !119}
!186 = !DILocation(line: 8, column: 88, scope: !175, inlinedAt: !179)
!187 = !DILocation(line: 8, scope: !175, inlinedAt: !179)
!188 = !DILocation(line: 33, column: 37, scope: !173)
!189 = !DILocation(line: 33, column: 13, scope: !58)
!190 = !DILocation(line: 34, column: 13, scope: !191)
!191 = distinct !DILexicalBlock(scope: !58, file: !2, line: 34, column: 13)
!192 = !DILocation(line: 34, column: 17, scope: !191)
!193 = !DILocation(line: 34, column: 20, scope: !191)
!194 = !DILocation(line: 0, scope: !151, inlinedAt: !195)
!195 = distinct !DILocation(line: 34, column: 42, scope: !191)
!196 = !DILocation(line: 0, scope: !155, inlinedAt: !195)
!197 = !DILocation(line: 7, column: 73, scope: !160, inlinedAt: !195)
!198 = !DILocation(line: 7, column: 81, scope: !160, inlinedAt: !195)
!199 = !DILocation(line: 7, column: 76, scope: !160, inlinedAt: !195)
!200 = !DILocation(line: 7, column: 49, scope: !155, inlinedAt: !195)
!201 = !DILocation(line: 7, column: 94, scope: !160, inlinedAt: !195)
!202 = !DILocation(line: 7, column: 99, scope: !160, inlinedAt: !195)
!203 = !DILocation(line: 7, column: 68, scope: !160, inlinedAt: !195)
!204 = distinct !{!204, !200, !205, !119}
!205 = !DILocation(line: 7, column: 99, scope: !155, inlinedAt: !195)
!206 = !DILocation(line: 34, column: 59, scope: !191)
!207 = !DILocation(line: 7, scope: !151, inlinedAt: !195)
!208 = !DILocation(line: 34, column: 39, scope: !191)
!209 = !DILocation(line: 34, column: 13, scope: !58)
!210 = !DILocation(line: 37, column: 13, scope: !211)
!211 = distinct !DILexicalBlock(scope: !58, file: !2, line: 37, column: 13)
!212 = !DILocation(line: 37, column: 47, scope: !211)
!213 = !DILocation(line: 0, scope: !175, inlinedAt: !214)
!214 = distinct !DILocation(line: 37, column: 51, scope: !211)
!215 = !DILocation(line: 8, column: 66, scope: !175, inlinedAt: !214)
!216 = !DILocation(line: 8, column: 49, scope: !175, inlinedAt: !214)
!217 = !DILocation(line: 8, column: 84, scope: !175, inlinedAt: !214)
!218 = !DILocation(line: 8, column: 58, scope: !175, inlinedAt: !214)
!219 = !DILocation(line: 8, column: 63, scope: !175, inlinedAt: !214)
!220 = distinct !{!220, !216, !217, !119}
!221 = !DILocation(line: 8, column: 88, scope: !175, inlinedAt: !214)
!222 = !DILocation(line: 8, scope: !175, inlinedAt: !214)
!223 = !DILocation(line: 37, column: 66, scope: !211)
!224 = !DILocation(line: 37, column: 43, scope: !211)
!225 = !DILocation(line: 37, column: 13, scope: !58)
!226 = !DILocation(line: 38, column: 15, scope: !58)
!227 = !DILocation(line: 38, column: 20, scope: !58)
!228 = !DILocation(line: 38, column: 58, scope: !58)
!229 = !DILocation(line: 38, column: 56, scope: !58)
!230 = !DILocation(line: 38, column: 85, scope: !58)
!231 = !DILocation(line: 38, column: 83, scope: !58)
!232 = !DILocation(line: 38, column: 110, scope: !58)
!233 = !DILocation(line: 38, column: 108, scope: !58)
!234 = !DILocation(line: 38, column: 130, scope: !58)
!235 = !DILocation(line: 38, column: 128, scope: !58)
!236 = !DILocation(line: 25, column: 32, scope: !59)
!237 = !DILocation(line: 25, column: 23, scope: !59)
!238 = distinct !{!238, !82, !239, !119}
!239 = !DILocation(line: 39, column: 5, scope: !56)
!240 = !DILocation(line: 43, column: 22, scope: !69)
!241 = !{!242, !242, i64 0}
!242 = !{!"int", !243, i64 0}
!243 = !{!"omnipotent char", !244, i64 0}
!244 = !{!"Simple C/C++ TBAA"}
!245 = !DILocation(line: 44, column: 111, scope: !69)
!246 = !DILocation(line: 44, column: 134, scope: !69)
!247 = !DILocation(line: 45, column: 16, scope: !69)
!248 = !DILocation(line: 45, column: 43, scope: !69)
!249 = !DILocation(line: 45, column: 70, scope: !69)
!250 = !DILocation(line: 45, column: 131, scope: !69)
!251 = !DILocation(line: 46, column: 16, scope: !69)
!252 = !DILocation(line: 42, column: 29, scope: !70)
!253 = !DILocation(line: 42, column: 23, scope: !70)
!254 = distinct !{!254, !91, !255, !119, !256}
!255 = !DILocation(line: 47, column: 5, scope: !67)
!256 = !{!"llvm.loop.peeled.count", i32 1}
!257 = !DILocation(line: 0, scope: !76)
!258 = !DILocation(line: 49, column: 71, scope: !259)
!259 = distinct !DILexicalBlock(scope: !76, file: !2, line: 49, column: 5)
!260 = !DILocation(line: 49, column: 85, scope: !259)
!261 = !DILocation(line: 49, column: 33, scope: !259)
!262 = !DILocation(line: 50, column: 69, scope: !48)
!263 = !DILocation(line: 51, column: 12, scope: !48)
!264 = !DILocation(line: 51, column: 5, scope: !48)
!265 = distinct !DISubprogram(name: "rotl32", scope: !2, file: !2, line: 10, type: !266, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{!24, !24, !28}
!268 = !{!269, !270}
!269 = !DILocalVariable(name: "x", arg: 1, scope: !265, file: !2, line: 10, type: !24)
!270 = !DILocalVariable(name: "r", arg: 2, scope: !265, file: !2, line: 10, type: !28)
!271 = !DILocation(line: 0, scope: !265)
!272 = !DILocation(line: 10, column: 99, scope: !265)
!273 = !DILocation(line: 10, column: 76, scope: !265)
!274 = distinct !DISubprogram(name: "rotr64", scope: !2, file: !2, line: 11, type: !275, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{!33, !33, !28}
!277 = !{!278, !279}
!278 = !DILocalVariable(name: "x", arg: 1, scope: !274, file: !2, line: 11, type: !33)
!279 = !DILocalVariable(name: "r", arg: 2, scope: !274, file: !2, line: 11, type: !28)
!280 = !DILocation(line: 0, scope: !274)
!281 = !DILocation(line: 11, column: 86, scope: !274)
!282 = !DILocation(line: 11, column: 99, scope: !274)
!283 = !DILocation(line: 11, column: 76, scope: !274)
!284 = distinct !DISubprogram(name: "reverse_bits", scope: !2, file: !2, line: 13, type: !285, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{!24, !24}
!287 = !{!288}
!288 = !DILocalVariable(name: "v", arg: 1, scope: !284, file: !2, line: 13, type: !24)
!289 = !DILocation(line: 0, scope: !284)
!290 = !DILocation(line: 17, column: 12, scope: !284)
!291 = !DILocation(line: 17, column: 5, scope: !284)
!292 = distinct !DISubprogram(name: "lowest_set", scope: !2, file: !2, line: 21, type: !293, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !295)
!293 = !DISubroutineType(types: !294)
!294 = !{!33, !33}
!295 = !{!296}
!296 = !DILocalVariable(name: "x", arg: 1, scope: !292, file: !2, line: 21, type: !33)
!297 = !DILocation(line: 0, scope: !292)
!298 = !DILocation(line: 21, column: 82, scope: !292)
!299 = !DILocation(line: 21, column: 77, scope: !292)
!300 = !DILocation(line: 21, column: 68, scope: !292)
!301 = !DISubprogram(name: "printf", scope: !302, file: !302, line: 356, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!303 = !DISubroutineType(types: !304)
!304 = !{!37, !305, null}
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!308 = distinct !DISubprogram(name: "next_pow2", scope: !2, file: !2, line: 12, type: !285, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !309)
!309 = !{!310}
!310 = !DILocalVariable(name: "v", arg: 1, scope: !308, file: !2, line: 12, type: !24)
!311 = !DILocation(line: 0, scope: !308)
!312 = !DILocation(line: 12, column: 68, scope: !308)
!313 = !DILocation(line: 12, column: 79, scope: !308)
!314 = !DILocation(line: 12, column: 74, scope: !308)
!315 = !DILocation(line: 12, column: 92, scope: !308)
!316 = !DILocation(line: 12, column: 87, scope: !308)
!317 = !DILocation(line: 12, column: 105, scope: !308)
!318 = !DILocation(line: 12, column: 100, scope: !308)
!319 = !DILocation(line: 12, column: 118, scope: !308)
!320 = !DILocation(line: 12, column: 113, scope: !308)
!321 = !DILocation(line: 12, column: 131, scope: !308)
!322 = !DILocation(line: 12, column: 126, scope: !308)
!323 = !DILocation(line: 12, column: 147, scope: !308)
!324 = !DILocation(line: 12, column: 138, scope: !308)
!325 = distinct !DISubprogram(name: "isign", scope: !2, file: !2, line: 19, type: !326, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !328)
!326 = !DISubroutineType(types: !327)
!327 = !{!37, !37}
!328 = !{!329}
!329 = !DILocalVariable(name: "v", arg: 1, scope: !325, file: !2, line: 19, type: !37)
!330 = !DILocation(line: 0, scope: !325)
!331 = !DILocation(line: 19, column: 73, scope: !325)
!332 = !DILocation(line: 19, column: 68, scope: !325)
!333 = !DILocation(line: 19, column: 53, scope: !325)
!334 = distinct !DISubprogram(name: "iabs_branchless", scope: !2, file: !2, line: 20, type: !326, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !335)
!335 = !{!336, !337}
!336 = !DILocalVariable(name: "v", arg: 1, scope: !334, file: !2, line: 20, type: !37)
!337 = !DILocalVariable(name: "m", scope: !334, file: !2, line: 20, type: !37)
!338 = !DILocation(line: 0, scope: !334)
!339 = !DILocation(line: 20, column: 95, scope: !334)
!340 = !DILocation(line: 20, column: 80, scope: !334)
