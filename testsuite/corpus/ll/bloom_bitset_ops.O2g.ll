; ModuleID = 'programs/bloom_bitset_ops.c'
source_filename = "programs/bloom_bitset_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.exact = internal unnamed_addr global [200000 x i8] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [45 x i8] c"bloom bits set=%d false_pos=%d false_neg=%d\0A\00", align 1, !dbg !15
@bloom = internal unnamed_addr global [1024 x i64] zeroinitializer, align 16, !dbg !31
@.str.1 = private unnamed_addr constant [52 x i8] c"|a|=%d |b|=%d union=%d inter=%d diff=%d symdiff=%d\0A\00", align 1, !dbg !21
@.str.2 = private unnamed_addr constant [62 x i8] c"iterate inter: count=%d sum=%ld rank(1000)=%d select(100)=%d\0A\00", align 1, !dbg !26

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [64 x i64], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !53, !DIExpression(), !90, ptr %1, !DIExpression(), !91)
  %2 = alloca [64 x i64], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !57, !DIExpression(), !92, ptr %2, !DIExpression(), !91)
  %3 = alloca [64 x i64], align 16, !DIAssignID !93
    #dbg_assign(i1 undef, !58, !DIExpression(), !93, ptr %3, !DIExpression(), !91)
  %4 = alloca [64 x i64], align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !59, !DIExpression(), !94, ptr %4, !DIExpression(), !91)
  %5 = alloca [64 x i64], align 16, !DIAssignID !95
    #dbg_assign(i1 undef, !60, !DIExpression(), !95, ptr %5, !DIExpression(), !91)
  %6 = alloca [64 x i64], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !61, !DIExpression(), !96, ptr %6, !DIExpression(), !91)
    #dbg_value(i64 0, !40, !DIExpression(), !97)
  br label %7, !dbg !98

7:                                                ; preds = %0, %74
  %8 = phi i64 [ 0, %0 ], [ %75, %74 ]
    #dbg_value(i64 %8, !40, !DIExpression(), !97)
  %9 = mul nuw nsw i64 %8, 7919, !dbg !99
  %10 = add nuw nsw i64 %9, 13, !dbg !100
    #dbg_value(i64 %10, !42, !DIExpression(), !101)
    #dbg_value(i64 %10, !102, !DIExpression(), !112)
    #dbg_value(i64 %10, !114, !DIExpression(), !119)
  %11 = mul i64 %10, -49064778989728563, !dbg !121
    #dbg_value(i64 %11, !114, !DIExpression(), !119)
  %12 = lshr i64 %11, 33, !dbg !122
  %13 = xor i64 %12, %11, !dbg !123
    #dbg_value(i64 %13, !114, !DIExpression(), !119)
  %14 = mul i64 %13, -4265267296055464877, !dbg !124
    #dbg_value(i64 %14, !114, !DIExpression(), !119)
  %15 = lshr i64 %14, 33, !dbg !125
  %16 = xor i64 %15, %14, !dbg !126
    #dbg_value(!DIArgList(i64 %15, i64 %14), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !119)
    #dbg_value(!DIArgList(i64 %15, i64 %14), !107, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !112)
  %17 = trunc i64 %16 to i32, !dbg !127
    #dbg_value(i32 %17, !108, !DIExpression(), !112)
  %18 = lshr i64 %14, 32, !dbg !128
  %19 = trunc nuw i64 %18 to i32, !dbg !129
  %20 = or i32 %19, 1, !dbg !130
    #dbg_value(i32 %20, !109, !DIExpression(), !112)
    #dbg_value(i32 0, !110, !DIExpression(), !131)
    #dbg_value(ptr @bloom, !132, !DIExpression(), !139)
    #dbg_value(i32 %17, !138, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !139)
  %21 = and i64 %16, 63, !dbg !142
  %22 = shl nuw i64 1, %21, !dbg !143
  %23 = lshr i64 %16, 6, !dbg !144
  %24 = and i64 %23, 1023, !dbg !144
  %25 = getelementptr inbounds i64, ptr @bloom, i64 %24, !dbg !145
  %26 = load i64, ptr %25, align 8, !dbg !146, !tbaa !147
  %27 = or i64 %26, %22, !dbg !146
  store i64 %27, ptr %25, align 8, !dbg !146, !tbaa !147
    #dbg_value(i32 1, !110, !DIExpression(), !131)
  %28 = add i32 %20, %17, !dbg !151
    #dbg_value(i32 %28, !138, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !139)
  %29 = and i32 %28, 63, !dbg !142
  %30 = zext nneg i32 %29 to i64, !dbg !143
  %31 = shl nuw i64 1, %30, !dbg !143
  %32 = lshr i32 %28, 6, !dbg !144
  %33 = and i32 %32, 1023, !dbg !144
  %34 = zext nneg i32 %33 to i64, !dbg !145
  %35 = getelementptr inbounds i64, ptr @bloom, i64 %34, !dbg !145
  %36 = load i64, ptr %35, align 8, !dbg !146, !tbaa !147
  %37 = or i64 %36, %31, !dbg !146
  store i64 %37, ptr %35, align 8, !dbg !146, !tbaa !147
    #dbg_value(i32 2, !110, !DIExpression(), !131)
  %38 = shl i32 %20, 1, !dbg !152
  %39 = add i32 %38, %17, !dbg !151
    #dbg_value(i32 %39, !138, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !139)
  %40 = and i32 %39, 63, !dbg !142
  %41 = zext nneg i32 %40 to i64, !dbg !143
  %42 = shl nuw i64 1, %41, !dbg !143
  %43 = lshr i32 %39, 6, !dbg !144
  %44 = and i32 %43, 1023, !dbg !144
  %45 = zext nneg i32 %44 to i64, !dbg !145
  %46 = getelementptr inbounds i64, ptr @bloom, i64 %45, !dbg !145
  %47 = load i64, ptr %46, align 8, !dbg !146, !tbaa !147
  %48 = or i64 %47, %42, !dbg !146
  store i64 %48, ptr %46, align 8, !dbg !146, !tbaa !147
    #dbg_value(i32 3, !110, !DIExpression(), !131)
  %49 = mul i32 %20, 3, !dbg !152
  %50 = add i32 %49, %17, !dbg !151
    #dbg_value(i32 %50, !138, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !139)
  %51 = and i32 %50, 63, !dbg !142
  %52 = zext nneg i32 %51 to i64, !dbg !143
  %53 = shl nuw i64 1, %52, !dbg !143
  %54 = lshr i32 %50, 6, !dbg !144
  %55 = and i32 %54, 1023, !dbg !144
  %56 = zext nneg i32 %55 to i64, !dbg !145
  %57 = getelementptr inbounds i64, ptr @bloom, i64 %56, !dbg !145
  %58 = load i64, ptr %57, align 8, !dbg !146, !tbaa !147
  %59 = or i64 %58, %53, !dbg !146
  store i64 %59, ptr %57, align 8, !dbg !146, !tbaa !147
    #dbg_value(i32 4, !110, !DIExpression(), !131)
  %60 = shl i32 %20, 2, !dbg !152
  %61 = add i32 %60, %17, !dbg !151
    #dbg_value(i32 %61, !138, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !139)
  %62 = and i32 %61, 63, !dbg !142
  %63 = zext nneg i32 %62 to i64, !dbg !143
  %64 = shl nuw i64 1, %63, !dbg !143
  %65 = lshr i32 %61, 6, !dbg !144
  %66 = and i32 %65, 1023, !dbg !144
  %67 = zext nneg i32 %66 to i64, !dbg !145
  %68 = getelementptr inbounds i64, ptr @bloom, i64 %67, !dbg !145
  %69 = load i64, ptr %68, align 8, !dbg !146, !tbaa !147
  %70 = or i64 %69, %64, !dbg !146
  store i64 %70, ptr %68, align 8, !dbg !146, !tbaa !147
    #dbg_value(i32 5, !110, !DIExpression(), !131)
  %71 = icmp ult i64 %8, 26, !dbg !153
  br i1 %71, label %72, label %74, !dbg !155

72:                                               ; preds = %7
  %73 = getelementptr inbounds [200000 x i8], ptr @main.exact, i64 0, i64 %10, !dbg !156
  store i8 1, ptr %73, align 1, !dbg !157, !tbaa !158
  br label %74, !dbg !156

74:                                               ; preds = %72, %7
  %75 = add nuw nsw i64 %8, 1, !dbg !159
    #dbg_value(i64 %75, !40, !DIExpression(), !97)
  %76 = icmp eq i64 %75, 8000, !dbg !160
  br i1 %76, label %97, label %7, !dbg !98, !llvm.loop !161

77:                                               ; preds = %170, %77
  %78 = phi i64 [ %91, %77 ], [ 0, %170 ], !dbg !164
  %79 = phi <2 x i32> [ %89, %77 ], [ zeroinitializer, %170 ]
  %80 = phi <2 x i32> [ %90, %77 ], [ zeroinitializer, %170 ]
  %81 = getelementptr inbounds i64, ptr @bloom, i64 %78, !dbg !178
  %82 = getelementptr inbounds i8, ptr %81, i64 16, !dbg !178
  %83 = load <2 x i64>, ptr %81, align 16, !dbg !178, !tbaa !147
  %84 = load <2 x i64>, ptr %82, align 16, !dbg !178, !tbaa !147
  %85 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %83), !dbg !179
  %86 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %84), !dbg !179
  %87 = trunc nuw nsw <2 x i64> %85 to <2 x i32>, !dbg !179
  %88 = trunc nuw nsw <2 x i64> %86 to <2 x i32>, !dbg !179
  %89 = add <2 x i32> %79, %87, !dbg !180
  %90 = add <2 x i32> %80, %88, !dbg !180
  %91 = add nuw i64 %78, 4, !dbg !164
  %92 = icmp eq i64 %91, 1024, !dbg !164
  br i1 %92, label %93, label %77, !dbg !164, !llvm.loop !181

93:                                               ; preds = %77
  %94 = add <2 x i32> %90, %89, !dbg !182
  %95 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %94), !dbg !182
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %95, i32 noundef %178, i32 noundef %182), !dbg !186
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #6, !dbg !187
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #6, !dbg !187
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #6, !dbg !187
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #6, !dbg !187
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6, !dbg !187
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #6, !dbg !187
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %1, i8 0, i64 512, i1 false), !dbg !188, !DIAssignID !189
    #dbg_assign(i8 0, !53, !DIExpression(), !189, ptr %1, !DIExpression(), !91)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %2, i8 0, i64 512, i1 false), !dbg !190, !DIAssignID !191
    #dbg_assign(i8 0, !57, !DIExpression(), !191, ptr %2, !DIExpression(), !91)
    #dbg_value(i32 0, !62, !DIExpression(), !192)
  br label %185, !dbg !193

97:                                               ; preds = %74, %170
  %98 = phi i64 [ %183, %170 ], [ 0, %74 ]
  %99 = phi i32 [ %182, %170 ], [ 0, %74 ]
  %100 = phi i32 [ %178, %170 ], [ 0, %74 ]
    #dbg_value(i64 %98, !47, !DIExpression(), !194)
    #dbg_value(i32 %99, !46, !DIExpression(), !91)
    #dbg_value(i32 %100, !45, !DIExpression(), !91)
    #dbg_value(i64 %98, !195, !DIExpression(), !205)
    #dbg_value(i64 %98, !114, !DIExpression(), !207)
  %101 = mul i64 %98, -49064778989728563, !dbg !209
    #dbg_value(i64 %101, !114, !DIExpression(), !207)
  %102 = lshr i64 %101, 33, !dbg !210
  %103 = xor i64 %102, %101, !dbg !211
    #dbg_value(i64 %103, !114, !DIExpression(), !207)
  %104 = mul i64 %103, -4265267296055464877, !dbg !212
    #dbg_value(i64 %104, !114, !DIExpression(), !207)
  %105 = lshr i64 %104, 33, !dbg !213
  %106 = xor i64 %105, %104, !dbg !214
    #dbg_value(!DIArgList(i64 %105, i64 %104), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !207)
    #dbg_value(!DIArgList(i64 %105, i64 %104), !200, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !205)
  %107 = trunc i64 %106 to i32, !dbg !215
    #dbg_value(i32 %107, !201, !DIExpression(), !205)
  %108 = lshr i64 %104, 32, !dbg !216
  %109 = trunc nuw i64 %108 to i32, !dbg !217
  %110 = or i32 %109, 1, !dbg !218
    #dbg_value(i32 %110, !202, !DIExpression(), !205)
    #dbg_value(i32 0, !203, !DIExpression(), !219)
    #dbg_value(ptr @bloom, !220, !DIExpression(), !226)
    #dbg_value(i32 %107, !225, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !226)
  %111 = lshr i64 %106, 6, !dbg !230
  %112 = and i64 %111, 1023, !dbg !230
  %113 = getelementptr inbounds i64, ptr @bloom, i64 %112, !dbg !231
  %114 = load i64, ptr %113, align 8, !dbg !231, !tbaa !147
  %115 = and i64 %106, 63, !dbg !232
  %116 = shl nuw i64 1, %115, !dbg !233
  %117 = and i64 %114, %116, !dbg !233
  %118 = icmp eq i64 %117, 0, !dbg !233
    #dbg_value(i32 0, !203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !219)
  br i1 %118, label %170, label %119, !dbg !234

119:                                              ; preds = %97
    #dbg_value(i32 1, !203, !DIExpression(), !219)
  %120 = add i32 %110, %107, !dbg !235
    #dbg_value(ptr @bloom, !220, !DIExpression(), !226)
    #dbg_value(i32 %120, !225, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !226)
  %121 = lshr i32 %120, 6, !dbg !230
  %122 = and i32 %121, 1023, !dbg !230
  %123 = zext nneg i32 %122 to i64, !dbg !231
  %124 = getelementptr inbounds i64, ptr @bloom, i64 %123, !dbg !231
  %125 = load i64, ptr %124, align 8, !dbg !231, !tbaa !147
  %126 = and i32 %120, 63, !dbg !232
  %127 = zext nneg i32 %126 to i64, !dbg !236
  %128 = shl nuw i64 1, %127, !dbg !233
  %129 = and i64 %125, %128, !dbg !233
  %130 = icmp eq i64 %129, 0, !dbg !233
    #dbg_value(i32 1, !203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !219)
  br i1 %130, label %170, label %131, !dbg !234

131:                                              ; preds = %119
    #dbg_value(i32 2, !203, !DIExpression(), !219)
  %132 = shl i32 %110, 1, !dbg !237
  %133 = add i32 %132, %107, !dbg !235
    #dbg_value(ptr @bloom, !220, !DIExpression(), !226)
    #dbg_value(i32 %133, !225, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !226)
  %134 = lshr i32 %133, 6, !dbg !230
  %135 = and i32 %134, 1023, !dbg !230
  %136 = zext nneg i32 %135 to i64, !dbg !231
  %137 = getelementptr inbounds i64, ptr @bloom, i64 %136, !dbg !231
  %138 = load i64, ptr %137, align 8, !dbg !231, !tbaa !147
  %139 = and i32 %133, 63, !dbg !232
  %140 = zext nneg i32 %139 to i64, !dbg !236
  %141 = shl nuw i64 1, %140, !dbg !233
  %142 = and i64 %138, %141, !dbg !233
  %143 = icmp eq i64 %142, 0, !dbg !233
    #dbg_value(i32 2, !203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !219)
  br i1 %143, label %170, label %144, !dbg !234

144:                                              ; preds = %131
    #dbg_value(i32 3, !203, !DIExpression(), !219)
  %145 = mul i32 %110, 3, !dbg !237
  %146 = add i32 %145, %107, !dbg !235
    #dbg_value(ptr @bloom, !220, !DIExpression(), !226)
    #dbg_value(i32 %146, !225, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !226)
  %147 = lshr i32 %146, 6, !dbg !230
  %148 = and i32 %147, 1023, !dbg !230
  %149 = zext nneg i32 %148 to i64, !dbg !231
  %150 = getelementptr inbounds i64, ptr @bloom, i64 %149, !dbg !231
  %151 = load i64, ptr %150, align 8, !dbg !231, !tbaa !147
  %152 = and i32 %146, 63, !dbg !232
  %153 = zext nneg i32 %152 to i64, !dbg !236
  %154 = shl nuw i64 1, %153, !dbg !233
  %155 = and i64 %151, %154, !dbg !233
  %156 = icmp eq i64 %155, 0, !dbg !233
    #dbg_value(i32 3, !203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !219)
  br i1 %156, label %170, label %157, !dbg !234

157:                                              ; preds = %144
    #dbg_value(i32 4, !203, !DIExpression(), !219)
  %158 = shl i32 %110, 2, !dbg !237
  %159 = add i32 %158, %107, !dbg !235
    #dbg_value(ptr @bloom, !220, !DIExpression(), !226)
    #dbg_value(i32 %159, !225, !DIExpression(DW_OP_constu, 65472, DW_OP_and, DW_OP_stack_value), !226)
  %160 = lshr i32 %159, 6, !dbg !230
  %161 = and i32 %160, 1023, !dbg !230
  %162 = zext nneg i32 %161 to i64, !dbg !231
  %163 = getelementptr inbounds i64, ptr @bloom, i64 %162, !dbg !231
  %164 = load i64, ptr %163, align 8, !dbg !231, !tbaa !147
  %165 = and i32 %159, 63, !dbg !232
  %166 = zext nneg i32 %165 to i64, !dbg !236
  %167 = shl nuw i64 1, %166, !dbg !233
  %168 = and i64 %164, %167, !dbg !233
  %169 = icmp ne i64 %168, 0, !dbg !233
    #dbg_value(i32 4, !203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !219)
  br label %170, !dbg !234

170:                                              ; preds = %97, %119, %131, %144, %157
  %171 = phi i1 [ false, %97 ], [ false, %119 ], [ false, %131 ], [ false, %144 ], [ %169, %157 ], !dbg !238
    #dbg_value(i1 %171, !49, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !239)
  %172 = getelementptr inbounds [200000 x i8], ptr @main.exact, i64 0, i64 %98, !dbg !240
  %173 = load i8, ptr %172, align 1, !dbg !240, !tbaa !158
    #dbg_value(i8 %173, !52, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !239)
  %174 = icmp ne i8 %173, 0, !dbg !241
  %175 = xor i1 %174, true, !dbg !241
  %176 = select i1 %171, i1 %175, i1 false, !dbg !241
  %177 = zext i1 %176 to i32, !dbg !241
  %178 = add nuw nsw i32 %100, %177, !dbg !242
    #dbg_value(i32 %178, !45, !DIExpression(), !91)
  %179 = xor i1 %171, true, !dbg !243
  %180 = select i1 %179, i1 %174, i1 false, !dbg !243
  %181 = zext i1 %180 to i32, !dbg !243
  %182 = add nuw nsw i32 %99, %181, !dbg !244
    #dbg_value(i32 %182, !46, !DIExpression(), !91)
  %183 = add nuw nsw i64 %98, 1, !dbg !245
    #dbg_value(i64 %183, !47, !DIExpression(), !194)
  %184 = icmp eq i64 %183, 60000, !dbg !246
  br i1 %184, label %77, label %97, !dbg !247, !llvm.loop !248

185:                                              ; preds = %185, %93
  %186 = phi i32 [ 0, %93 ], [ %204, %185 ]
    #dbg_value(i32 %186, !62, !DIExpression(), !192)
    #dbg_value(ptr %1, !132, !DIExpression(), !250)
    #dbg_value(i32 %186, !138, !DIExpression(), !250)
  %187 = and i32 %186, 62, !dbg !253
  %188 = zext nneg i32 %187 to i64, !dbg !254
  %189 = shl nuw nsw i64 1, %188, !dbg !254
  %190 = lshr i32 %186, 6, !dbg !255
  %191 = zext nneg i32 %190 to i64, !dbg !256
  %192 = getelementptr inbounds i64, ptr %1, i64 %191, !dbg !256
  %193 = load i64, ptr %192, align 8, !dbg !257, !tbaa !147
  %194 = or i64 %193, %189, !dbg !257
  store i64 %194, ptr %192, align 8, !dbg !257, !tbaa !147
  %195 = add nuw nsw i32 %186, 3, !dbg !258
    #dbg_value(i32 %195, !62, !DIExpression(), !192)
    #dbg_value(i32 %195, !138, !DIExpression(), !250)
  %196 = and i32 %195, 63, !dbg !253
  %197 = zext nneg i32 %196 to i64, !dbg !254
  %198 = shl nuw i64 1, %197, !dbg !254
  %199 = lshr i32 %195, 6, !dbg !255
  %200 = zext nneg i32 %199 to i64, !dbg !256
  %201 = getelementptr inbounds i64, ptr %1, i64 %200, !dbg !256
  %202 = load i64, ptr %201, align 8, !dbg !257, !tbaa !147
  %203 = or i64 %202, %198, !dbg !257
  store i64 %203, ptr %201, align 8, !dbg !257, !tbaa !147
  %204 = add nuw nsw i32 %186, 6, !dbg !258
    #dbg_value(i32 %204, !62, !DIExpression(), !192)
  %205 = icmp ult i32 %186, 4090, !dbg !259
  br i1 %205, label %185, label %206, !dbg !193, !llvm.loop !260

206:                                              ; preds = %185, %206
  %207 = phi i32 [ %225, %206 ], [ 0, %185 ]
    #dbg_value(i32 %207, !64, !DIExpression(), !262)
    #dbg_value(ptr %2, !132, !DIExpression(), !263)
    #dbg_value(i32 %207, !138, !DIExpression(), !263)
  %208 = and i32 %207, 62, !dbg !266
  %209 = zext nneg i32 %208 to i64, !dbg !267
  %210 = shl nuw nsw i64 1, %209, !dbg !267
  %211 = lshr i32 %207, 6, !dbg !268
  %212 = zext nneg i32 %211 to i64, !dbg !269
  %213 = getelementptr inbounds i64, ptr %2, i64 %212, !dbg !269
  %214 = load i64, ptr %213, align 8, !dbg !270, !tbaa !147
  %215 = or i64 %214, %210, !dbg !270
  store i64 %215, ptr %213, align 8, !dbg !270, !tbaa !147
  %216 = add nuw nsw i32 %207, 5, !dbg !271
    #dbg_value(i32 %216, !64, !DIExpression(), !262)
    #dbg_value(i32 %216, !138, !DIExpression(), !263)
  %217 = and i32 %216, 63, !dbg !266
  %218 = zext nneg i32 %217 to i64, !dbg !267
  %219 = shl nuw i64 1, %218, !dbg !267
  %220 = lshr i32 %216, 6, !dbg !268
  %221 = zext nneg i32 %220 to i64, !dbg !269
  %222 = getelementptr inbounds i64, ptr %2, i64 %221, !dbg !269
  %223 = load i64, ptr %222, align 8, !dbg !270, !tbaa !147
  %224 = or i64 %223, %219, !dbg !270
  store i64 %224, ptr %222, align 8, !dbg !270, !tbaa !147
  %225 = add nuw nsw i32 %207, 10, !dbg !271
    #dbg_value(i32 %225, !64, !DIExpression(), !262)
  %226 = icmp ult i32 %207, 4086, !dbg !272
  br i1 %226, label %206, label %227, !dbg !273, !llvm.loop !274

227:                                              ; preds = %206, %227
  %228 = phi i64 [ %242, %227 ], [ 0, %206 ], !dbg !276
  %229 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %228, !dbg !278
  %230 = load <2 x i64>, ptr %229, align 16, !dbg !278, !tbaa !147
  %231 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %228, !dbg !280
  %232 = load <2 x i64>, ptr %231, align 16, !dbg !280, !tbaa !147
  %233 = or <2 x i64> %232, %230, !dbg !281
  %234 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %228, !dbg !282
  store <2 x i64> %233, ptr %234, align 16, !dbg !283, !tbaa !147
  %235 = and <2 x i64> %232, %230, !dbg !284
  %236 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %228, !dbg !285
  store <2 x i64> %235, ptr %236, align 16, !dbg !286, !tbaa !147
  %237 = xor <2 x i64> %232, <i64 -1, i64 -1>, !dbg !287
  %238 = and <2 x i64> %230, %237, !dbg !288
  %239 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 %228, !dbg !289
  store <2 x i64> %238, ptr %239, align 16, !dbg !290, !tbaa !147
  %240 = xor <2 x i64> %232, %230, !dbg !291
  %241 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %228, !dbg !292
  store <2 x i64> %240, ptr %241, align 16, !dbg !293, !tbaa !147
  %242 = add nuw i64 %228, 2, !dbg !276
  %243 = icmp eq i64 %242, 64, !dbg !276
  br i1 %243, label %340, label %227, !dbg !276, !llvm.loop !294

244:                                              ; preds = %244, %356
  %245 = phi i64 [ 0, %356 ], [ %258, %244 ], !dbg !297
  %246 = phi <2 x i32> [ zeroinitializer, %356 ], [ %256, %244 ]
  %247 = phi <2 x i32> [ zeroinitializer, %356 ], [ %257, %244 ]
  %248 = getelementptr inbounds i64, ptr %2, i64 %245, !dbg !299
  %249 = getelementptr inbounds i8, ptr %248, i64 16, !dbg !299
  %250 = load <2 x i64>, ptr %248, align 16, !dbg !299, !tbaa !147
  %251 = load <2 x i64>, ptr %249, align 16, !dbg !299, !tbaa !147
  %252 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %250), !dbg !300
  %253 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %251), !dbg !300
  %254 = trunc nuw nsw <2 x i64> %252 to <2 x i32>, !dbg !300
  %255 = trunc nuw nsw <2 x i64> %253 to <2 x i32>, !dbg !300
  %256 = add <2 x i32> %246, %254, !dbg !301
  %257 = add <2 x i32> %247, %255, !dbg !301
  %258 = add nuw i64 %245, 4, !dbg !297
  %259 = icmp eq i64 %258, 64, !dbg !297
  br i1 %259, label %260, label %244, !dbg !297, !llvm.loop !302

260:                                              ; preds = %244
  %261 = add <2 x i32> %257, %256, !dbg !303
  %262 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %261), !dbg !303
  br label %263, !dbg !305

263:                                              ; preds = %263, %260
  %264 = phi i64 [ 0, %260 ], [ %277, %263 ], !dbg !307
  %265 = phi <2 x i32> [ zeroinitializer, %260 ], [ %275, %263 ]
  %266 = phi <2 x i32> [ zeroinitializer, %260 ], [ %276, %263 ]
  %267 = getelementptr inbounds i64, ptr %3, i64 %264, !dbg !308
  %268 = getelementptr inbounds i8, ptr %267, i64 16, !dbg !308
  %269 = load <2 x i64>, ptr %267, align 16, !dbg !308, !tbaa !147
  %270 = load <2 x i64>, ptr %268, align 16, !dbg !308, !tbaa !147
  %271 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %269), !dbg !309
  %272 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %270), !dbg !309
  %273 = trunc nuw nsw <2 x i64> %271 to <2 x i32>, !dbg !309
  %274 = trunc nuw nsw <2 x i64> %272 to <2 x i32>, !dbg !309
  %275 = add <2 x i32> %265, %273, !dbg !310
  %276 = add <2 x i32> %266, %274, !dbg !310
  %277 = add nuw i64 %264, 4, !dbg !307
  %278 = icmp eq i64 %277, 64, !dbg !307
  br i1 %278, label %279, label %263, !dbg !307, !llvm.loop !311

279:                                              ; preds = %263
  %280 = add <2 x i32> %276, %275, !dbg !305
  %281 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %280), !dbg !305
  br label %282, !dbg !313

282:                                              ; preds = %282, %279
  %283 = phi i64 [ 0, %279 ], [ %296, %282 ], !dbg !315
  %284 = phi <2 x i32> [ zeroinitializer, %279 ], [ %294, %282 ]
  %285 = phi <2 x i32> [ zeroinitializer, %279 ], [ %295, %282 ]
  %286 = getelementptr inbounds i64, ptr %4, i64 %283, !dbg !316
  %287 = getelementptr inbounds i8, ptr %286, i64 16, !dbg !316
  %288 = load <2 x i64>, ptr %286, align 16, !dbg !316, !tbaa !147
  %289 = load <2 x i64>, ptr %287, align 16, !dbg !316, !tbaa !147
  %290 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %288), !dbg !317
  %291 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %289), !dbg !317
  %292 = trunc nuw nsw <2 x i64> %290 to <2 x i32>, !dbg !317
  %293 = trunc nuw nsw <2 x i64> %291 to <2 x i32>, !dbg !317
  %294 = add <2 x i32> %284, %292, !dbg !318
  %295 = add <2 x i32> %285, %293, !dbg !318
  %296 = add nuw i64 %283, 4, !dbg !315
  %297 = icmp eq i64 %296, 64, !dbg !315
  br i1 %297, label %298, label %282, !dbg !315, !llvm.loop !319

298:                                              ; preds = %282
  %299 = add <2 x i32> %295, %294, !dbg !313
  %300 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %299), !dbg !313
  br label %301, !dbg !321

301:                                              ; preds = %301, %298
  %302 = phi i64 [ 0, %298 ], [ %315, %301 ], !dbg !323
  %303 = phi <2 x i32> [ zeroinitializer, %298 ], [ %313, %301 ]
  %304 = phi <2 x i32> [ zeroinitializer, %298 ], [ %314, %301 ]
  %305 = getelementptr inbounds i64, ptr %5, i64 %302, !dbg !324
  %306 = getelementptr inbounds i8, ptr %305, i64 16, !dbg !324
  %307 = load <2 x i64>, ptr %305, align 16, !dbg !324, !tbaa !147
  %308 = load <2 x i64>, ptr %306, align 16, !dbg !324, !tbaa !147
  %309 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %307), !dbg !325
  %310 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %308), !dbg !325
  %311 = trunc nuw nsw <2 x i64> %309 to <2 x i32>, !dbg !325
  %312 = trunc nuw nsw <2 x i64> %310 to <2 x i32>, !dbg !325
  %313 = add <2 x i32> %303, %311, !dbg !326
  %314 = add <2 x i32> %304, %312, !dbg !326
  %315 = add nuw i64 %302, 4, !dbg !323
  %316 = icmp eq i64 %315, 64, !dbg !323
  br i1 %316, label %317, label %301, !dbg !323, !llvm.loop !327

317:                                              ; preds = %301
  %318 = add <2 x i32> %314, %313, !dbg !321
  %319 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %318), !dbg !321
  br label %320, !dbg !329

320:                                              ; preds = %320, %317
  %321 = phi i64 [ 0, %317 ], [ %334, %320 ], !dbg !331
  %322 = phi <2 x i32> [ zeroinitializer, %317 ], [ %332, %320 ]
  %323 = phi <2 x i32> [ zeroinitializer, %317 ], [ %333, %320 ]
  %324 = getelementptr inbounds i64, ptr %6, i64 %321, !dbg !332
  %325 = getelementptr inbounds i8, ptr %324, i64 16, !dbg !332
  %326 = load <2 x i64>, ptr %324, align 16, !dbg !332, !tbaa !147
  %327 = load <2 x i64>, ptr %325, align 16, !dbg !332, !tbaa !147
  %328 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %326), !dbg !333
  %329 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %327), !dbg !333
  %330 = trunc nuw nsw <2 x i64> %328 to <2 x i32>, !dbg !333
  %331 = trunc nuw nsw <2 x i64> %329 to <2 x i32>, !dbg !333
  %332 = add <2 x i32> %322, %330, !dbg !334
  %333 = add <2 x i32> %323, %331, !dbg !334
  %334 = add nuw i64 %321, 4, !dbg !331
  %335 = icmp eq i64 %334, 64, !dbg !331
  br i1 %335, label %336, label %320, !dbg !331, !llvm.loop !335

336:                                              ; preds = %320
  %337 = add <2 x i32> %333, %332, !dbg !329
  %338 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %337), !dbg !329
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %358, i32 noundef %262, i32 noundef %281, i32 noundef %300, i32 noundef %319, i32 noundef %338), !dbg !337
    #dbg_value(i64 0, !68, !DIExpression(), !91)
    #dbg_value(i32 0, !70, !DIExpression(), !91)
    #dbg_value(i32 0, !71, !DIExpression(), !338)
  br label %441, !dbg !339

340:                                              ; preds = %227, %340
  %341 = phi i64 [ %354, %340 ], [ 0, %227 ], !dbg !340
  %342 = phi <2 x i32> [ %352, %340 ], [ zeroinitializer, %227 ]
  %343 = phi <2 x i32> [ %353, %340 ], [ zeroinitializer, %227 ]
  %344 = getelementptr inbounds i64, ptr %1, i64 %341, !dbg !342
  %345 = getelementptr inbounds i8, ptr %344, i64 16, !dbg !342
  %346 = load <2 x i64>, ptr %344, align 16, !dbg !342, !tbaa !147
  %347 = load <2 x i64>, ptr %345, align 16, !dbg !342, !tbaa !147
  %348 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %346), !dbg !343
  %349 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %347), !dbg !343
  %350 = trunc nuw nsw <2 x i64> %348 to <2 x i32>, !dbg !343
  %351 = trunc nuw nsw <2 x i64> %349 to <2 x i32>, !dbg !343
  %352 = add <2 x i32> %342, %350, !dbg !344
  %353 = add <2 x i32> %343, %351, !dbg !344
  %354 = add nuw i64 %341, 4, !dbg !340
  %355 = icmp eq i64 %354, 64, !dbg !340
  br i1 %355, label %356, label %340, !dbg !340, !llvm.loop !345

356:                                              ; preds = %340
  %357 = add <2 x i32> %353, %352, !dbg !346
  %358 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %357), !dbg !346
  br label %244, !dbg !303

359:                                              ; preds = %451, %359
  %360 = phi i64 [ %367, %359 ], [ 0, %451 ]
  %361 = phi i32 [ %366, %359 ], [ 0, %451 ]
    #dbg_value(i64 %360, !348, !DIExpression(), !355)
    #dbg_value(i32 %361, !354, !DIExpression(), !357)
  %362 = getelementptr inbounds i64, ptr %4, i64 %360, !dbg !358
  %363 = load i64, ptr %362, align 8, !dbg !358, !tbaa !147
  %364 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %363), !dbg !360
  %365 = trunc nuw nsw i64 %364 to i32, !dbg !360
  %366 = add nuw nsw i32 %361, %365, !dbg !361
    #dbg_value(i32 %366, !354, !DIExpression(), !357)
  %367 = add nuw nsw i64 %360, 1, !dbg !362
    #dbg_value(i64 %367, !348, !DIExpression(), !355)
  %368 = icmp eq i64 %367, 15, !dbg !363
  br i1 %368, label %369, label %359, !dbg !364, !llvm.loop !365

369:                                              ; preds = %359
  %370 = getelementptr inbounds i8, ptr %4, i64 120, !dbg !367
  %371 = load i64, ptr %370, align 8, !dbg !367, !tbaa !147
    #dbg_value(ptr %4, !368, !DIExpression(), !383)
    #dbg_value(i32 64, !373, !DIExpression(), !383)
    #dbg_value(i32 100, !374, !DIExpression(), !383)
    #dbg_value(i32 0, !375, !DIExpression(), !385)
  br label %372, !dbg !386

372:                                              ; preds = %421, %369
  %373 = phi i64 [ 0, %369 ], [ %423, %421 ]
  %374 = phi i32 [ 100, %369 ], [ %422, %421 ]
    #dbg_value(i64 %373, !375, !DIExpression(), !385)
    #dbg_value(i32 %374, !374, !DIExpression(), !383)
  %375 = getelementptr inbounds i64, ptr %4, i64 %373, !dbg !387
  %376 = load i64, ptr %375, align 8, !dbg !387, !tbaa !147
  %377 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %376), !dbg !388
  %378 = trunc nuw nsw i64 %377 to i32, !dbg !388
    #dbg_value(i32 %378, !377, !DIExpression(), !389)
  %379 = icmp slt i32 %374, %378, !dbg !390
  br i1 %379, label %380, label %421, !dbg !391

380:                                              ; preds = %372
  %381 = trunc nuw nsw i64 %373 to i32, !dbg !392
    #dbg_value(i64 %376, !380, !DIExpression(), !393)
    #dbg_value(i32 %374, !374, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !383)
  %382 = icmp eq i32 %374, 0, !dbg !392
  br i1 %382, label %425, label %383, !dbg !392

383:                                              ; preds = %380
  %384 = and i32 %374, 7, !dbg !392
  %385 = icmp eq i32 %384, 0, !dbg !392
  br i1 %385, label %395, label %386, !dbg !392

386:                                              ; preds = %383, %386
  %387 = phi i64 [ %392, %386 ], [ %376, %383 ]
  %388 = phi i32 [ %390, %386 ], [ %374, %383 ]
  %389 = phi i32 [ %393, %386 ], [ 0, %383 ]
    #dbg_value(i64 %387, !380, !DIExpression(), !393)
    #dbg_value(i32 %388, !374, !DIExpression(), !383)
  %390 = add nsw i32 %388, -1, !dbg !394
    #dbg_value(i32 %390, !374, !DIExpression(), !383)
  %391 = add i64 %387, -1, !dbg !395
  %392 = and i64 %391, %387, !dbg !396
    #dbg_value(i64 %392, !380, !DIExpression(), !393)
    #dbg_value(i32 %390, !374, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !383)
  %393 = add i32 %389, 1, !dbg !392
  %394 = icmp eq i32 %393, %384, !dbg !392
  br i1 %394, label %395, label %386, !dbg !392, !llvm.loop !397

395:                                              ; preds = %386, %383
  %396 = phi i64 [ poison, %383 ], [ %392, %386 ]
  %397 = phi i64 [ %376, %383 ], [ %392, %386 ]
  %398 = phi i32 [ %374, %383 ], [ %390, %386 ]
  %399 = icmp ult i32 %374, 8, !dbg !392
  br i1 %399, label %425, label %400, !dbg !392

400:                                              ; preds = %395, %400
  %401 = phi i64 [ %419, %400 ], [ %397, %395 ]
  %402 = phi i32 [ %417, %400 ], [ %398, %395 ]
    #dbg_value(i64 %401, !380, !DIExpression(), !393)
    #dbg_value(i32 %402, !374, !DIExpression(), !383)
    #dbg_value(i32 %402, !374, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !383)
  %403 = add i64 %401, -1, !dbg !395
  %404 = and i64 %403, %401, !dbg !396
    #dbg_value(i64 %404, !380, !DIExpression(), !393)
    #dbg_value(i32 %402, !374, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !383)
  %405 = add i64 %404, -1, !dbg !395
  %406 = and i64 %405, %404, !dbg !396
    #dbg_value(i64 %406, !380, !DIExpression(), !393)
    #dbg_value(i32 %402, !374, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !383)
  %407 = add i64 %406, -1, !dbg !395
  %408 = and i64 %407, %406, !dbg !396
    #dbg_value(i64 %408, !380, !DIExpression(), !393)
    #dbg_value(i32 %402, !374, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !383)
  %409 = add i64 %408, -1, !dbg !395
  %410 = and i64 %409, %408, !dbg !396
    #dbg_value(i64 %410, !380, !DIExpression(), !393)
    #dbg_value(i32 %402, !374, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !383)
  %411 = add i64 %410, -1, !dbg !395
  %412 = and i64 %411, %410, !dbg !396
    #dbg_value(i64 %412, !380, !DIExpression(), !393)
    #dbg_value(i32 %402, !374, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !383)
  %413 = add i64 %412, -1, !dbg !395
  %414 = and i64 %413, %412, !dbg !396
    #dbg_value(i64 %414, !380, !DIExpression(), !393)
    #dbg_value(i32 %402, !374, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !383)
  %415 = add i64 %414, -1, !dbg !395
  %416 = and i64 %415, %414, !dbg !396
    #dbg_value(i64 %416, !380, !DIExpression(), !393)
  %417 = add nsw i32 %402, -8, !dbg !394
    #dbg_value(i32 %417, !374, !DIExpression(), !383)
  %418 = add i64 %416, -1, !dbg !395
  %419 = and i64 %418, %416, !dbg !396
    #dbg_value(i64 %419, !380, !DIExpression(), !393)
    #dbg_value(i32 %417, !374, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !383)
  %420 = icmp eq i32 %417, 0, !dbg !392
  br i1 %420, label %425, label %400, !dbg !392, !llvm.loop !399

421:                                              ; preds = %372
  %422 = sub nsw i32 %374, %378, !dbg !401
    #dbg_value(i32 %422, !374, !DIExpression(), !383)
  %423 = add nuw nsw i64 %373, 1, !dbg !402
    #dbg_value(i64 %423, !375, !DIExpression(), !385)
  %424 = icmp eq i64 %423, 64, !dbg !403
  br i1 %424, label %431, label %372, !dbg !386, !llvm.loop !404

425:                                              ; preds = %395, %400, %380
  %426 = phi i64 [ %376, %380 ], [ %396, %395 ], [ %419, %400 ]
    #dbg_value(i32 undef, !374, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !383)
  %427 = shl nuw nsw i32 %381, 6
  %428 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %426, i1 true)
  %429 = trunc nuw nsw i64 %428 to i32
  %430 = or disjoint i32 %427, %429
  br label %431, !dbg !406

431:                                              ; preds = %421, %425
  %432 = phi i32 [ %430, %425 ], [ -1, %421 ]
  %433 = and i64 %371, 1099511627775, !dbg !407
  %434 = tail call range(i64 0, 41) i64 @llvm.ctpop.i64(i64 %433), !dbg !408
  %435 = trunc nuw nsw i64 %434 to i32, !dbg !408
  %436 = add nuw nsw i32 %366, %435, !dbg !409
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %453, i64 noundef %452, i32 noundef %436, i32 noundef %432), !dbg !410
  %438 = icmp eq i32 %182, 0, !dbg !411
  %439 = and i32 %178, 127, !dbg !411
  %440 = select i1 %438, i32 %439, i32 100, !dbg !411
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #6, !dbg !412
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6, !dbg !412
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #6, !dbg !412
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #6, !dbg !412
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #6, !dbg !412
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #6, !dbg !412
  ret i32 %440, !dbg !412

441:                                              ; preds = %336, %451
  %442 = phi i64 [ 0, %336 ], [ %454, %451 ]
  %443 = phi i32 [ 0, %336 ], [ %453, %451 ]
  %444 = phi i64 [ 0, %336 ], [ %452, %451 ]
    #dbg_value(i64 %442, !71, !DIExpression(), !338)
    #dbg_value(i32 %443, !70, !DIExpression(), !91)
    #dbg_value(i64 %444, !68, !DIExpression(), !91)
  %445 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %442, !dbg !413
  %446 = load i64, ptr %445, align 8, !dbg !413, !tbaa !147
    #dbg_value(i64 %446, !73, !DIExpression(), !414)
  %447 = icmp eq i64 %446, 0, !dbg !415
  br i1 %447, label %451, label %448, !dbg !415

448:                                              ; preds = %441
  %449 = shl i64 %442, 6
  %450 = and i64 %449, 4294967232
  br label %456, !dbg !415

451:                                              ; preds = %456, %441
  %452 = phi i64 [ %444, %441 ], [ %462, %456 ], !dbg !91
  %453 = phi i32 [ %443, %441 ], [ %463, %456 ], !dbg !91
  %454 = add nuw nsw i64 %442, 1, !dbg !416
    #dbg_value(i64 %454, !71, !DIExpression(), !338)
    #dbg_value(i32 %453, !70, !DIExpression(), !91)
    #dbg_value(i64 %452, !68, !DIExpression(), !91)
  %455 = icmp eq i64 %454, 64, !dbg !417
  br i1 %455, label %359, label %441, !dbg !339, !llvm.loop !418

456:                                              ; preds = %448, %456
  %457 = phi i64 [ %446, %448 ], [ %465, %456 ]
  %458 = phi i32 [ %443, %448 ], [ %463, %456 ]
  %459 = phi i64 [ %444, %448 ], [ %462, %456 ]
    #dbg_value(i64 %457, !73, !DIExpression(), !414)
    #dbg_value(i32 %458, !70, !DIExpression(), !91)
    #dbg_value(i64 %459, !68, !DIExpression(), !91)
  %460 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %457, i1 true), !dbg !420
  %461 = or disjoint i64 %450, %460, !dbg !423
  %462 = add nsw i64 %459, %461, !dbg !424
    #dbg_value(i64 %462, !68, !DIExpression(), !91)
  %463 = add nsw i32 %458, 1, !dbg !425
    #dbg_value(i32 %463, !70, !DIExpression(), !91)
  %464 = add i64 %457, -1, !dbg !426
  %465 = and i64 %464, %457, !dbg !427
    #dbg_value(i64 %465, !73, !DIExpression(), !414)
  %466 = icmp eq i64 %465, 0, !dbg !415
  br i1 %466, label %451, label %456, !dbg !415, !llvm.loop !428
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !430 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "exact", scope: !2, file: !3, line: 22, type: !76, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !4, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !39)
!3 = !DIFile(filename: "programs/bloom_bitset_ops.c", directory: ".", checksumkind: CSK_MD5, checksum: "0807e23059045db493a1d64638e08892")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !10, line: 26, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !12, line: 42, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!0, !15, !21, !26, !31}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 360, elements: !19)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{!20}
!20 = !DISubrange(count: 45)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 416, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 52)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 496, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 62)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "bloom", scope: !7, file: !3, line: 11, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 65536, elements: !37)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !10, line: 27, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !12, line: 45, baseType: !36)
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!38}
!38 = !DISubrange(count: 1024)
!39 = !{!40, !42, !45, !46, !47, !49, !52, !53, !57, !58, !59, !60, !61, !62, !64, !66, !68, !70, !71, !73}
!40 = !DILocalVariable(name: "i", scope: !41, file: !3, line: 23, type: !34)
!41 = distinct !DILexicalBlock(scope: !2, file: !3, line: 23, column: 5)
!42 = !DILocalVariable(name: "key", scope: !43, file: !3, line: 23, type: !34)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 23, column: 41)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 23, column: 5)
!45 = !DILocalVariable(name: "fp", scope: !2, file: !3, line: 24, type: !6)
!46 = !DILocalVariable(name: "fn", scope: !2, file: !3, line: 24, type: !6)
!47 = !DILocalVariable(name: "key", scope: !48, file: !3, line: 25, type: !34)
!48 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 5)
!49 = !DILocalVariable(name: "b", scope: !50, file: !3, line: 25, type: !6)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 25, column: 48)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 25, column: 5)
!52 = !DILocalVariable(name: "e", scope: !50, file: !3, line: 25, type: !6)
!53 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 27, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 4096, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 64)
!57 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 27, type: !54)
!58 = !DILocalVariable(name: "u", scope: !2, file: !3, line: 27, type: !54)
!59 = !DILocalVariable(name: "in", scope: !2, file: !3, line: 27, type: !54)
!60 = !DILocalVariable(name: "df", scope: !2, file: !3, line: 27, type: !54)
!61 = !DILocalVariable(name: "sd", scope: !2, file: !3, line: 27, type: !54)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 29, type: !9)
!63 = distinct !DILexicalBlock(scope: !2, file: !3, line: 29, column: 5)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 30, type: !9)
!65 = distinct !DILexicalBlock(scope: !2, file: !3, line: 30, column: 5)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 31, type: !6)
!67 = distinct !DILexicalBlock(scope: !2, file: !3, line: 31, column: 5)
!68 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 33, type: !69)
!69 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!70 = !DILocalVariable(name: "cnt", scope: !2, file: !3, line: 33, type: !6)
!71 = !DILocalVariable(name: "w", scope: !72, file: !3, line: 34, type: !6)
!72 = distinct !DILexicalBlock(scope: !2, file: !3, line: 34, column: 5)
!73 = !DILocalVariable(name: "x", scope: !74, file: !3, line: 34, type: !34)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 34, column: 34)
!75 = distinct !DILexicalBlock(scope: !72, file: !3, line: 34, column: 5)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 1600000, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !10, line: 24, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !12, line: 38, baseType: !79)
!79 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!80 = !{!81}
!81 = !DISubrange(count: 200000)
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !2)
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !41)
!98 = !DILocation(line: 23, column: 5, scope: !41)
!99 = !DILocation(line: 23, column: 60, scope: !43)
!100 = !DILocation(line: 23, column: 67, scope: !43)
!101 = !DILocation(line: 0, scope: !43)
!102 = !DILocalVariable(name: "key", arg: 1, scope: !103, file: !3, line: 15, type: !34)
!103 = distinct !DISubprogram(name: "bloom_add", scope: !3, file: !3, line: 15, type: !104, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !34}
!106 = !{!102, !107, !108, !109, !110}
!107 = !DILocalVariable(name: "h", scope: !103, file: !3, line: 15, type: !34)
!108 = !DILocalVariable(name: "a", scope: !103, file: !3, line: 15, type: !9)
!109 = !DILocalVariable(name: "b", scope: !103, file: !3, line: 15, type: !9)
!110 = !DILocalVariable(name: "k", scope: !111, file: !3, line: 15, type: !6)
!111 = distinct !DILexicalBlock(scope: !103, file: !3, line: 15, column: 120)
!112 = !DILocation(line: 0, scope: !103, inlinedAt: !113)
!113 = distinct !DILocation(line: 23, column: 73, scope: !43)
!114 = !DILocalVariable(name: "x", arg: 1, scope: !115, file: !3, line: 12, type: !34)
!115 = distinct !DISubprogram(name: "hash64", scope: !3, file: !3, line: 12, type: !116, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!34, !34}
!118 = !{!114}
!119 = !DILocation(line: 0, scope: !115, inlinedAt: !120)
!120 = distinct !DILocation(line: 15, column: 52, scope: !103, inlinedAt: !113)
!121 = !DILocation(line: 12, column: 54, scope: !115, inlinedAt: !120)
!122 = !DILocation(line: 12, column: 87, scope: !115, inlinedAt: !120)
!123 = !DILocation(line: 12, column: 82, scope: !115, inlinedAt: !120)
!124 = !DILocation(line: 12, column: 96, scope: !115, inlinedAt: !120)
!125 = !DILocation(line: 12, column: 129, scope: !115, inlinedAt: !120)
!126 = !DILocation(line: 12, column: 124, scope: !115, inlinedAt: !120)
!127 = !DILocation(line: 15, column: 78, scope: !103, inlinedAt: !113)
!128 = !DILocation(line: 15, column: 108, scope: !103, inlinedAt: !113)
!129 = !DILocation(line: 15, column: 95, scope: !103, inlinedAt: !113)
!130 = !DILocation(line: 15, column: 115, scope: !103, inlinedAt: !113)
!131 = !DILocation(line: 0, scope: !111, inlinedAt: !113)
!132 = !DILocalVariable(name: "b", arg: 1, scope: !133, file: !3, line: 13, type: !136)
!133 = distinct !DISubprogram(name: "bset", scope: !3, file: !3, line: 13, type: !134, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !137)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !136, !9}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!137 = !{!132, !138}
!138 = !DILocalVariable(name: "i", arg: 2, scope: !133, file: !3, line: 13, type: !9)
!139 = !DILocation(line: 0, scope: !133, inlinedAt: !140)
!140 = distinct !DILocation(line: 15, column: 148, scope: !141, inlinedAt: !113)
!141 = distinct !DILexicalBlock(scope: !111, file: !3, line: 15, column: 120)
!142 = !DILocation(line: 13, column: 69, scope: !133, inlinedAt: !140)
!143 = !DILocation(line: 13, column: 63, scope: !133, inlinedAt: !140)
!144 = !DILocation(line: 13, column: 49, scope: !133, inlinedAt: !140)
!145 = !DILocation(line: 13, column: 45, scope: !133, inlinedAt: !140)
!146 = !DILocation(line: 13, column: 55, scope: !133, inlinedAt: !140)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 15, column: 163, scope: !141, inlinedAt: !113)
!152 = !DILocation(line: 15, column: 177, scope: !141, inlinedAt: !113)
!153 = !DILocation(line: 23, column: 97, scope: !154)
!154 = distinct !DILexicalBlock(scope: !43, file: !3, line: 23, column: 93)
!155 = !DILocation(line: 23, column: 93, scope: !43)
!156 = !DILocation(line: 23, column: 113, scope: !154)
!157 = !DILocation(line: 23, column: 124, scope: !154)
!158 = !{!149, !149, i64 0}
!159 = !DILocation(line: 23, column: 37, scope: !44)
!160 = !DILocation(line: 23, column: 28, scope: !44)
!161 = distinct !{!161, !98, !162, !163}
!162 = !DILocation(line: 23, column: 129, scope: !41)
!163 = !{!"llvm.loop.mustprogress"}
!164 = !DILocation(line: 17, column: 88, scope: !165, inlinedAt: !177)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 17, column: 64)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 17, column: 64)
!167 = distinct !DISubprogram(name: "popcount_set", scope: !3, file: !3, line: 17, type: !168, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !172)
!168 = !DISubroutineType(types: !169)
!169 = !{!6, !170, !6}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!172 = !{!173, !174, !175, !176}
!173 = !DILocalVariable(name: "b", arg: 1, scope: !167, file: !3, line: 17, type: !170)
!174 = !DILocalVariable(name: "n", arg: 2, scope: !167, file: !3, line: 17, type: !6)
!175 = !DILocalVariable(name: "c", scope: !167, file: !3, line: 17, type: !6)
!176 = !DILocalVariable(name: "i", scope: !166, file: !3, line: 17, type: !6)
!177 = distinct !DILocation(line: 26, column: 61, scope: !2)
!178 = !DILocation(line: 17, column: 118, scope: !165, inlinedAt: !177)
!179 = !DILocation(line: 17, column: 97, scope: !165, inlinedAt: !177)
!180 = !DILocation(line: 17, column: 94, scope: !165, inlinedAt: !177)
!181 = distinct !{!181, !182, !183, !163, !184, !185}
!182 = !DILocation(line: 17, column: 64, scope: !166, inlinedAt: !177)
!183 = !DILocation(line: 17, column: 122, scope: !166, inlinedAt: !177)
!184 = !{!"llvm.loop.isvectorized", i32 1}
!185 = !{!"llvm.loop.unroll.runtime.disable"}
!186 = !DILocation(line: 26, column: 5, scope: !2)
!187 = !DILocation(line: 27, column: 5, scope: !2)
!188 = !DILocation(line: 28, column: 5, scope: !2)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 28, column: 29, scope: !2)
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 0, scope: !63)
!193 = !DILocation(line: 29, column: 5, scope: !63)
!194 = !DILocation(line: 0, scope: !48)
!195 = !DILocalVariable(name: "key", arg: 1, scope: !196, file: !3, line: 16, type: !34)
!196 = distinct !DISubprogram(name: "bloom_has", scope: !3, file: !3, line: 16, type: !197, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!6, !34}
!199 = !{!195, !200, !201, !202, !203}
!200 = !DILocalVariable(name: "h", scope: !196, file: !3, line: 16, type: !34)
!201 = !DILocalVariable(name: "a", scope: !196, file: !3, line: 16, type: !9)
!202 = !DILocalVariable(name: "b", scope: !196, file: !3, line: 16, type: !9)
!203 = !DILocalVariable(name: "k", scope: !204, file: !3, line: 16, type: !6)
!204 = distinct !DILexicalBlock(scope: !196, file: !3, line: 16, column: 119)
!205 = !DILocation(line: 0, scope: !196, inlinedAt: !206)
!206 = distinct !DILocation(line: 25, column: 58, scope: !50)
!207 = !DILocation(line: 0, scope: !115, inlinedAt: !208)
!208 = distinct !DILocation(line: 16, column: 51, scope: !196, inlinedAt: !206)
!209 = !DILocation(line: 12, column: 54, scope: !115, inlinedAt: !208)
!210 = !DILocation(line: 12, column: 87, scope: !115, inlinedAt: !208)
!211 = !DILocation(line: 12, column: 82, scope: !115, inlinedAt: !208)
!212 = !DILocation(line: 12, column: 96, scope: !115, inlinedAt: !208)
!213 = !DILocation(line: 12, column: 129, scope: !115, inlinedAt: !208)
!214 = !DILocation(line: 12, column: 124, scope: !115, inlinedAt: !208)
!215 = !DILocation(line: 16, column: 77, scope: !196, inlinedAt: !206)
!216 = !DILocation(line: 16, column: 107, scope: !196, inlinedAt: !206)
!217 = !DILocation(line: 16, column: 94, scope: !196, inlinedAt: !206)
!218 = !DILocation(line: 16, column: 114, scope: !196, inlinedAt: !206)
!219 = !DILocation(line: 0, scope: !204, inlinedAt: !206)
!220 = !DILocalVariable(name: "b", arg: 1, scope: !221, file: !3, line: 14, type: !170)
!221 = distinct !DISubprogram(name: "bget", scope: !3, file: !3, line: 14, type: !222, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!6, !170, !9}
!224 = !{!220, !225}
!225 = !DILocalVariable(name: "i", arg: 2, scope: !221, file: !3, line: 14, type: !9)
!226 = !DILocation(line: 0, scope: !221, inlinedAt: !227)
!227 = distinct !DILocation(line: 16, column: 152, scope: !228, inlinedAt: !206)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 16, column: 151)
!229 = distinct !DILexicalBlock(scope: !204, file: !3, line: 16, column: 119)
!230 = !DILocation(line: 14, column: 67, scope: !221, inlinedAt: !227)
!231 = !DILocation(line: 14, column: 63, scope: !221, inlinedAt: !227)
!232 = !DILocation(line: 14, column: 79, scope: !221, inlinedAt: !227)
!233 = !DILocation(line: 16, column: 152, scope: !228, inlinedAt: !206)
!234 = !DILocation(line: 16, column: 151, scope: !229, inlinedAt: !206)
!235 = !DILocation(line: 16, column: 167, scope: !228, inlinedAt: !206)
!236 = !DILocation(line: 14, column: 73, scope: !221, inlinedAt: !227)
!237 = !DILocation(line: 16, column: 181, scope: !228, inlinedAt: !206)
!238 = !DILocation(line: 16, column: 137, scope: !229, inlinedAt: !206)
!239 = !DILocation(line: 0, scope: !50)
!240 = !DILocation(line: 25, column: 78, scope: !50)
!241 = !DILocation(line: 25, column: 98, scope: !50)
!242 = !DILocation(line: 25, column: 93, scope: !50)
!243 = !DILocation(line: 25, column: 114, scope: !50)
!244 = !DILocation(line: 25, column: 108, scope: !50)
!245 = !DILocation(line: 25, column: 44, scope: !51)
!246 = !DILocation(line: 25, column: 32, scope: !51)
!247 = !DILocation(line: 25, column: 5, scope: !48)
!248 = distinct !{!248, !247, !249, !163}
!249 = !DILocation(line: 25, column: 120, scope: !48)
!250 = !DILocation(line: 0, scope: !133, inlinedAt: !251)
!251 = distinct !DILocation(line: 29, column: 44, scope: !252)
!252 = distinct !DILexicalBlock(scope: !63, file: !3, line: 29, column: 5)
!253 = !DILocation(line: 13, column: 69, scope: !133, inlinedAt: !251)
!254 = !DILocation(line: 13, column: 63, scope: !133, inlinedAt: !251)
!255 = !DILocation(line: 13, column: 49, scope: !133, inlinedAt: !251)
!256 = !DILocation(line: 13, column: 45, scope: !133, inlinedAt: !251)
!257 = !DILocation(line: 13, column: 55, scope: !133, inlinedAt: !251)
!258 = !DILocation(line: 29, column: 38, scope: !252)
!259 = !DILocation(line: 29, column: 28, scope: !252)
!260 = distinct !{!260, !193, !261, !163}
!261 = !DILocation(line: 29, column: 53, scope: !63)
!262 = !DILocation(line: 0, scope: !65)
!263 = !DILocation(line: 0, scope: !133, inlinedAt: !264)
!264 = distinct !DILocation(line: 30, column: 44, scope: !265)
!265 = distinct !DILexicalBlock(scope: !65, file: !3, line: 30, column: 5)
!266 = !DILocation(line: 13, column: 69, scope: !133, inlinedAt: !264)
!267 = !DILocation(line: 13, column: 63, scope: !133, inlinedAt: !264)
!268 = !DILocation(line: 13, column: 49, scope: !133, inlinedAt: !264)
!269 = !DILocation(line: 13, column: 45, scope: !133, inlinedAt: !264)
!270 = !DILocation(line: 13, column: 55, scope: !133, inlinedAt: !264)
!271 = !DILocation(line: 30, column: 38, scope: !265)
!272 = !DILocation(line: 30, column: 28, scope: !265)
!273 = !DILocation(line: 30, column: 5, scope: !65)
!274 = distinct !{!274, !273, !275, !163}
!275 = !DILocation(line: 30, column: 53, scope: !65)
!276 = !DILocation(line: 31, column: 30, scope: !277)
!277 = distinct !DILexicalBlock(scope: !67, file: !3, line: 31, column: 5)
!278 = !DILocation(line: 31, column: 43, scope: !279)
!279 = distinct !DILexicalBlock(scope: !277, file: !3, line: 31, column: 34)
!280 = !DILocation(line: 31, column: 50, scope: !279)
!281 = !DILocation(line: 31, column: 48, scope: !279)
!282 = !DILocation(line: 31, column: 36, scope: !279)
!283 = !DILocation(line: 31, column: 41, scope: !279)
!284 = !DILocation(line: 31, column: 69, scope: !279)
!285 = !DILocation(line: 31, column: 56, scope: !279)
!286 = !DILocation(line: 31, column: 62, scope: !279)
!287 = !DILocation(line: 31, column: 92, scope: !279)
!288 = !DILocation(line: 31, column: 90, scope: !279)
!289 = !DILocation(line: 31, column: 77, scope: !279)
!290 = !DILocation(line: 31, column: 83, scope: !279)
!291 = !DILocation(line: 31, column: 112, scope: !279)
!292 = !DILocation(line: 31, column: 99, scope: !279)
!293 = !DILocation(line: 31, column: 105, scope: !279)
!294 = distinct !{!294, !295, !296, !163, !184, !185}
!295 = !DILocation(line: 31, column: 5, scope: !67)
!296 = !DILocation(line: 31, column: 120, scope: !67)
!297 = !DILocation(line: 17, column: 88, scope: !165, inlinedAt: !298)
!298 = distinct !DILocation(line: 32, column: 89, scope: !2)
!299 = !DILocation(line: 17, column: 118, scope: !165, inlinedAt: !298)
!300 = !DILocation(line: 17, column: 97, scope: !165, inlinedAt: !298)
!301 = !DILocation(line: 17, column: 94, scope: !165, inlinedAt: !298)
!302 = distinct !{!302, !303, !304, !163, !184, !185}
!303 = !DILocation(line: 17, column: 64, scope: !166, inlinedAt: !298)
!304 = !DILocation(line: 17, column: 122, scope: !166, inlinedAt: !298)
!305 = !DILocation(line: 17, column: 64, scope: !166, inlinedAt: !306)
!306 = distinct !DILocation(line: 32, column: 110, scope: !2)
!307 = !DILocation(line: 17, column: 88, scope: !165, inlinedAt: !306)
!308 = !DILocation(line: 17, column: 118, scope: !165, inlinedAt: !306)
!309 = !DILocation(line: 17, column: 97, scope: !165, inlinedAt: !306)
!310 = !DILocation(line: 17, column: 94, scope: !165, inlinedAt: !306)
!311 = distinct !{!311, !305, !312, !163, !184, !185}
!312 = !DILocation(line: 17, column: 122, scope: !166, inlinedAt: !306)
!313 = !DILocation(line: 17, column: 64, scope: !166, inlinedAt: !314)
!314 = distinct !DILocation(line: 32, column: 131, scope: !2)
!315 = !DILocation(line: 17, column: 88, scope: !165, inlinedAt: !314)
!316 = !DILocation(line: 17, column: 118, scope: !165, inlinedAt: !314)
!317 = !DILocation(line: 17, column: 97, scope: !165, inlinedAt: !314)
!318 = !DILocation(line: 17, column: 94, scope: !165, inlinedAt: !314)
!319 = distinct !{!319, !313, !320, !163, !184, !185}
!320 = !DILocation(line: 17, column: 122, scope: !166, inlinedAt: !314)
!321 = !DILocation(line: 17, column: 64, scope: !166, inlinedAt: !322)
!322 = distinct !DILocation(line: 32, column: 153, scope: !2)
!323 = !DILocation(line: 17, column: 88, scope: !165, inlinedAt: !322)
!324 = !DILocation(line: 17, column: 118, scope: !165, inlinedAt: !322)
!325 = !DILocation(line: 17, column: 97, scope: !165, inlinedAt: !322)
!326 = !DILocation(line: 17, column: 94, scope: !165, inlinedAt: !322)
!327 = distinct !{!327, !321, !328, !163, !184, !185}
!328 = !DILocation(line: 17, column: 122, scope: !166, inlinedAt: !322)
!329 = !DILocation(line: 17, column: 64, scope: !166, inlinedAt: !330)
!330 = distinct !DILocation(line: 32, column: 175, scope: !2)
!331 = !DILocation(line: 17, column: 88, scope: !165, inlinedAt: !330)
!332 = !DILocation(line: 17, column: 118, scope: !165, inlinedAt: !330)
!333 = !DILocation(line: 17, column: 97, scope: !165, inlinedAt: !330)
!334 = !DILocation(line: 17, column: 94, scope: !165, inlinedAt: !330)
!335 = distinct !{!335, !329, !336, !163, !184, !185}
!336 = !DILocation(line: 17, column: 122, scope: !166, inlinedAt: !330)
!337 = !DILocation(line: 32, column: 5, scope: !2)
!338 = !DILocation(line: 0, scope: !72)
!339 = !DILocation(line: 34, column: 5, scope: !72)
!340 = !DILocation(line: 17, column: 88, scope: !165, inlinedAt: !341)
!341 = distinct !DILocation(line: 32, column: 68, scope: !2)
!342 = !DILocation(line: 17, column: 118, scope: !165, inlinedAt: !341)
!343 = !DILocation(line: 17, column: 97, scope: !165, inlinedAt: !341)
!344 = !DILocation(line: 17, column: 94, scope: !165, inlinedAt: !341)
!345 = distinct !{!345, !346, !347, !163, !184, !185}
!346 = !DILocation(line: 17, column: 64, scope: !166, inlinedAt: !341)
!347 = !DILocation(line: 17, column: 122, scope: !166, inlinedAt: !341)
!348 = !DILocalVariable(name: "w", scope: !349, file: !3, line: 18, type: !9)
!349 = distinct !DILexicalBlock(scope: !350, file: !3, line: 18, column: 61)
!350 = distinct !DISubprogram(name: "rank", scope: !3, file: !3, line: 18, type: !222, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !351)
!351 = !{!352, !353, !354, !348}
!352 = !DILocalVariable(name: "b", arg: 1, scope: !350, file: !3, line: 18, type: !170)
!353 = !DILocalVariable(name: "i", arg: 2, scope: !350, file: !3, line: 18, type: !9)
!354 = !DILocalVariable(name: "c", scope: !350, file: !3, line: 18, type: !6)
!355 = !DILocation(line: 0, scope: !349, inlinedAt: !356)
!356 = distinct !DILocation(line: 35, column: 86, scope: !2)
!357 = !DILocation(line: 0, scope: !350, inlinedAt: !356)
!358 = !DILocation(line: 18, column: 125, scope: !359, inlinedAt: !356)
!359 = distinct !DILexicalBlock(scope: !349, file: !3, line: 18, column: 61)
!360 = !DILocation(line: 18, column: 104, scope: !359, inlinedAt: !356)
!361 = !DILocation(line: 18, column: 101, scope: !359, inlinedAt: !356)
!362 = !DILocation(line: 18, column: 95, scope: !359, inlinedAt: !356)
!363 = !DILocation(line: 18, column: 84, scope: !359, inlinedAt: !356)
!364 = !DILocation(line: 18, column: 61, scope: !349, inlinedAt: !356)
!365 = distinct !{!365, !364, !366, !163}
!366 = !DILocation(line: 18, column: 129, scope: !349, inlinedAt: !356)
!367 = !DILocation(line: 18, column: 164, scope: !350, inlinedAt: !356)
!368 = !DILocalVariable(name: "b", arg: 1, scope: !369, file: !3, line: 19, type: !170)
!369 = distinct !DISubprogram(name: "select_", scope: !3, file: !3, line: 19, type: !370, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !372)
!370 = !DISubroutineType(types: !371)
!371 = !{!6, !170, !6, !6}
!372 = !{!368, !373, !374, !375, !377, !380}
!373 = !DILocalVariable(name: "n", arg: 2, scope: !369, file: !3, line: 19, type: !6)
!374 = !DILocalVariable(name: "k", arg: 3, scope: !369, file: !3, line: 19, type: !6)
!375 = !DILocalVariable(name: "w", scope: !376, file: !3, line: 19, type: !6)
!376 = distinct !DILexicalBlock(scope: !369, file: !3, line: 19, column: 55)
!377 = !DILocalVariable(name: "pc", scope: !378, file: !3, line: 19, type: !6)
!378 = distinct !DILexicalBlock(scope: !379, file: !3, line: 19, column: 83)
!379 = distinct !DILexicalBlock(scope: !376, file: !3, line: 19, column: 55)
!380 = !DILocalVariable(name: "x", scope: !381, file: !3, line: 19, type: !34)
!381 = distinct !DILexicalBlock(scope: !382, file: !3, line: 19, column: 134)
!382 = distinct !DILexicalBlock(scope: !378, file: !3, line: 19, column: 126)
!383 = !DILocation(line: 0, scope: !369, inlinedAt: !384)
!384 = distinct !DILocation(line: 35, column: 102, scope: !2)
!385 = !DILocation(line: 0, scope: !376, inlinedAt: !384)
!386 = !DILocation(line: 19, column: 55, scope: !376, inlinedAt: !384)
!387 = !DILocation(line: 19, column: 115, scope: !378, inlinedAt: !384)
!388 = !DILocation(line: 19, column: 94, scope: !378, inlinedAt: !384)
!389 = !DILocation(line: 0, scope: !378, inlinedAt: !384)
!390 = !DILocation(line: 19, column: 128, scope: !382, inlinedAt: !384)
!391 = !DILocation(line: 19, column: 126, scope: !378, inlinedAt: !384)
!392 = !DILocation(line: 19, column: 155, scope: !381, inlinedAt: !384)
!393 = !DILocation(line: 0, scope: !381, inlinedAt: !384)
!394 = !DILocation(line: 19, column: 163, scope: !381, inlinedAt: !384)
!395 = !DILocation(line: 19, column: 174, scope: !381, inlinedAt: !384)
!396 = !DILocation(line: 19, column: 169, scope: !381, inlinedAt: !384)
!397 = distinct !{!397, !398}
!398 = !{!"llvm.loop.unroll.disable"}
!399 = distinct !{!399, !392, !400, !163}
!400 = !DILocation(line: 19, column: 176, scope: !381, inlinedAt: !384)
!401 = !DILocation(line: 19, column: 219, scope: !378, inlinedAt: !384)
!402 = !DILocation(line: 19, column: 79, scope: !379, inlinedAt: !384)
!403 = !DILocation(line: 19, column: 73, scope: !379, inlinedAt: !384)
!404 = distinct !{!404, !386, !405, !163}
!405 = !DILocation(line: 19, column: 226, scope: !376, inlinedAt: !384)
!406 = !DILocation(line: 19, column: 239, scope: !369, inlinedAt: !384)
!407 = !DILocation(line: 18, column: 174, scope: !350, inlinedAt: !356)
!408 = !DILocation(line: 18, column: 143, scope: !350, inlinedAt: !356)
!409 = !DILocation(line: 18, column: 141, scope: !350, inlinedAt: !356)
!410 = !DILocation(line: 35, column: 5, scope: !2)
!411 = !DILocation(line: 36, column: 12, scope: !2)
!412 = !DILocation(line: 37, column: 1, scope: !2)
!413 = !DILocation(line: 34, column: 52, scope: !74)
!414 = !DILocation(line: 0, scope: !74)
!415 = !DILocation(line: 34, column: 34, scope: !74)
!416 = !DILocation(line: 34, column: 30, scope: !75)
!417 = !DILocation(line: 34, column: 23, scope: !75)
!418 = distinct !{!418, !339, !419, !163}
!419 = !DILocation(line: 34, column: 117, scope: !72)
!420 = !DILocation(line: 34, column: 90, scope: !421)
!421 = distinct !DILexicalBlock(scope: !422, file: !3, line: 34, column: 74)
!422 = distinct !DILexicalBlock(scope: !74, file: !3, line: 34, column: 34)
!423 = !DILocation(line: 34, column: 81, scope: !421)
!424 = !DILocation(line: 34, column: 78, scope: !421)
!425 = !DILocation(line: 34, column: 113, scope: !421)
!426 = !DILocation(line: 34, column: 69, scope: !422)
!427 = !DILocation(line: 34, column: 64, scope: !422)
!428 = distinct !{!428, !415, !429, !163}
!429 = !DILocation(line: 34, column: 117, scope: !74)
!430 = !DISubprogram(name: "printf", scope: !431, file: !431, line: 356, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!432 = !DISubroutineType(types: !433)
!433 = !{!6, !434, null}
!434 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !435)
!435 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !436, size: 64)
!436 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
