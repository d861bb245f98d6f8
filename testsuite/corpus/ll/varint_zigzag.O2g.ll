; ModuleID = 'programs/varint_zigzag.c'
source_filename = "programs/varint_zigzag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%llu:%d \00", align 1, !dbg !0
@__const.main.sv = private unnamed_addr constant [13 x i64] [i64 0, i64 1, i64 -1, i64 63, i64 64, i64 -64, i64 -65, i64 8191, i64 -8192, i64 -2147483648, i64 2147483647, i64 -9223372036854775808, i64 9223372036854775807], align 16
@.str.2 = private unnamed_addr constant [15 x i8] c"%lld:%d[%02x] \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [26 x i8] c"zigzag32: %u %u %u %u %u\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [40 x i8] c"stream bytes=%d decoded=%d bad=%d lens:\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [16 x i8], align 16, !DIAssignID !118
    #dbg_assign(i1 undef, !64, !DIExpression(), !118, ptr %1, !DIExpression(), !119)
  %2 = alloca [11 x i32], align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !70, !DIExpression(), !120, ptr %2, !DIExpression(), !119)
  %3 = alloca [20000 x i8], align 16, !DIAssignID !121
    #dbg_assign(i1 undef, !98, !DIExpression(), !121, ptr %3, !DIExpression(), !119)
  %4 = alloca [1000 x i64], align 16, !DIAssignID !122
    #dbg_assign(i1 undef, !104, !DIExpression(), !122, ptr %4, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5, !dbg !123
    #dbg_value(i32 0, !69, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %2) #5, !dbg !124
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(44) %2, i8 0, i64 44, i1 false), !dbg !125, !DIAssignID !126
    #dbg_assign(i8 0, !70, !DIExpression(), !126, ptr %2, !DIExpression(), !119)
    #dbg_value(i32 0, !74, !DIExpression(), !127)
  br label %7, !dbg !128

5:                                                ; preds = %116
  %6 = tail call i32 @putchar(i32 10), !dbg !129
    #dbg_assign(i1 undef, !88, !DIExpression(), !130, ptr @__const.main.sv, !DIExpression(), !119)
    #dbg_value(i32 0, !92, !DIExpression(), !131)
    #dbg_value(i32 %122, !69, !DIExpression(), !119)
  br label %134, !dbg !132

7:                                                ; preds = %0, %116
  %8 = phi i64 [ 0, %0 ], [ %129, %116 ]
  %9 = phi i32 [ 0, %0 ], [ %122, %116 ]
    #dbg_value(i32 %9, !69, !DIExpression(), !119)
    #dbg_value(i64 %8, !74, !DIExpression(), !127)
  %10 = shl nsw i64 -1, %8, !dbg !133
  %11 = xor i64 %10, -1, !dbg !133
    #dbg_value(i64 %11, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
  %12 = shl nuw i64 1, %8, !dbg !135
    #dbg_value(i64 %12, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !134)
  %13 = icmp ult i64 %8, 63, !dbg !136
  %14 = add nuw i64 %12, 1, !dbg !137
  %15 = select i1 %13, i64 %14, i64 -2, !dbg !137
    #dbg_value(i64 %15, !76, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !134)
    #dbg_value(i32 0, !82, !DIExpression(), !138)
    #dbg_value(i32 %9, !69, !DIExpression(), !119)
    #dbg_value(i64 0, !82, !DIExpression(), !138)
    #dbg_value(i64 %11, !139, !DIExpression(), !149)
    #dbg_value(ptr %1, !145, !DIExpression(), !149)
    #dbg_value(i32 0, !146, !DIExpression(), !149)
  br label %16, !dbg !151

16:                                               ; preds = %16, %7
  %17 = phi i64 [ %25, %16 ], [ 0, %7 ]
  %18 = phi i64 [ %21, %16 ], [ %11, %7 ]
    #dbg_value(i64 %17, !146, !DIExpression(), !149)
    #dbg_value(i64 %18, !139, !DIExpression(), !149)
  %19 = trunc i64 %18 to i8, !dbg !152
  %20 = and i8 %19, 127, !dbg !152
    #dbg_value(i8 %19, !147, !DIExpression(DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !153)
  %21 = lshr i64 %18, 7, !dbg !154
    #dbg_value(i64 %21, !139, !DIExpression(), !149)
  %22 = icmp ult i64 %18, 128, !dbg !155
  %23 = select i1 %22, i8 0, i8 -128, !dbg !157
  %24 = or disjoint i8 %20, %23, !dbg !157
    #dbg_value(i8 %24, !147, !DIExpression(), !153)
  %25 = add nuw nsw i64 %17, 1, !dbg !158
    #dbg_value(i64 %25, !146, !DIExpression(), !149)
  %26 = getelementptr inbounds i8, ptr %1, i64 %17, !dbg !159
  store i8 %24, ptr %26, align 1, !dbg !160, !tbaa !161
  br i1 %22, label %27, label %16, !dbg !164, !llvm.loop !165

27:                                               ; preds = %16, %27
  %28 = phi i64 [ %31, %27 ], [ 0, %16 ], !dbg !168
  %29 = phi i64 [ %38, %27 ], [ 0, %16 ], !dbg !168
  %30 = phi i64 [ %37, %27 ], [ 0, %16 ], !dbg !168
    #dbg_value(i64 %30, !178, !DIExpression(), !187)
    #dbg_value(i64 %28, !180, !DIExpression(), !187)
    #dbg_value(i64 %29, !179, !DIExpression(), !187)
  %31 = add nuw nsw i64 %28, 1, !dbg !188
    #dbg_value(i64 %31, !180, !DIExpression(), !187)
  %32 = getelementptr inbounds i8, ptr %1, i64 %28, !dbg !189
  %33 = load i8, ptr %32, align 1, !dbg !189, !tbaa !161
    #dbg_value(i8 %33, !181, !DIExpression(), !190)
  %34 = and i8 %33, 127, !dbg !191
  %35 = zext nneg i8 %34 to i64, !dbg !192
  %36 = shl i64 %35, %29, !dbg !193
  %37 = or i64 %36, %30, !dbg !194
    #dbg_value(i64 %37, !178, !DIExpression(), !187)
  %38 = add nuw nsw i64 %29, 7, !dbg !195
    #dbg_value(i64 %38, !179, !DIExpression(), !187)
  %39 = icmp sgt i8 %33, -1, !dbg !196
  br i1 %39, label %40, label %27

40:                                               ; preds = %27
  %41 = trunc nuw nsw i64 %25 to i32, !dbg !198
    #dbg_value(i64 %37, !87, !DIExpression(), !199)
  %42 = icmp ne i64 %28, %17, !dbg !200
  %43 = icmp ne i64 %37, %11
  %44 = select i1 %42, i1 true, i1 %43, !dbg !201
  %45 = zext i1 %44 to i32, !dbg !201
    #dbg_value(i32 %64, !69, !DIExpression(), !119)
  %46 = shl i64 %25, 32, !dbg !202
  %47 = ashr exact i64 %46, 32, !dbg !202
  %48 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %47, !dbg !202
  %49 = load i32, ptr %48, align 4, !dbg !203, !tbaa !204
  %50 = add nsw i32 %49, 1, !dbg !203
  store i32 %50, ptr %48, align 4, !dbg !203, !tbaa !204
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %11, i32 noundef %41), !dbg !206
    #dbg_value(i64 1, !82, !DIExpression(), !138)
    #dbg_value(i64 %12, !139, !DIExpression(), !149)
    #dbg_value(ptr %1, !145, !DIExpression(), !149)
    #dbg_value(i32 0, !146, !DIExpression(), !149)
  br label %52, !dbg !151

52:                                               ; preds = %52, %40
  %53 = phi i64 [ %61, %52 ], [ 0, %40 ]
  %54 = phi i64 [ %57, %52 ], [ %12, %40 ]
    #dbg_value(i64 %53, !146, !DIExpression(), !149)
    #dbg_value(i64 %54, !139, !DIExpression(), !149)
  %55 = trunc i64 %54 to i8, !dbg !152
  %56 = and i8 %55, 127, !dbg !152
    #dbg_value(i8 %55, !147, !DIExpression(DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !153)
  %57 = lshr i64 %54, 7, !dbg !154
    #dbg_value(i64 %57, !139, !DIExpression(), !149)
  %58 = icmp ult i64 %54, 128, !dbg !155
  %59 = select i1 %58, i8 0, i8 -128, !dbg !157
  %60 = or disjoint i8 %56, %59, !dbg !157
    #dbg_value(i8 %60, !147, !DIExpression(), !153)
  %61 = add nuw nsw i64 %53, 1, !dbg !158
    #dbg_value(i64 %61, !146, !DIExpression(), !149)
  %62 = getelementptr inbounds i8, ptr %1, i64 %53, !dbg !159
  store i8 %60, ptr %62, align 1, !dbg !160, !tbaa !161
  br i1 %58, label %63, label %52, !dbg !164, !llvm.loop !165

63:                                               ; preds = %52
  %64 = add nsw i32 %9, %45, !dbg !201
    #dbg_value(i32 %79, !84, !DIExpression(), !199)
    #dbg_value(ptr %1, !176, !DIExpression(), !187)
    #dbg_value(ptr undef, !177, !DIExpression(), !187)
    #dbg_value(i64 0, !178, !DIExpression(), !187)
    #dbg_value(i32 0, !179, !DIExpression(), !187)
    #dbg_value(i32 0, !180, !DIExpression(), !187)
  br label %65, !dbg !207

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %69, %65 ], [ 0, %63 ], !dbg !168
  %67 = phi i64 [ %76, %65 ], [ 0, %63 ], !dbg !168
  %68 = phi i64 [ %75, %65 ], [ 0, %63 ], !dbg !168
    #dbg_value(i64 %68, !178, !DIExpression(), !187)
    #dbg_value(i64 %66, !180, !DIExpression(), !187)
    #dbg_value(i64 %67, !179, !DIExpression(), !187)
  %69 = add nuw nsw i64 %66, 1, !dbg !188
    #dbg_value(i64 %69, !180, !DIExpression(), !187)
  %70 = getelementptr inbounds i8, ptr %1, i64 %66, !dbg !189
  %71 = load i8, ptr %70, align 1, !dbg !189, !tbaa !161
    #dbg_value(i8 %71, !181, !DIExpression(), !190)
  %72 = and i8 %71, 127, !dbg !191
  %73 = zext nneg i8 %72 to i64, !dbg !192
  %74 = shl i64 %73, %67, !dbg !193
  %75 = or i64 %74, %68, !dbg !194
    #dbg_value(i64 %75, !178, !DIExpression(), !187)
  %76 = add nuw nsw i64 %67, 7, !dbg !195
    #dbg_value(i64 %76, !179, !DIExpression(), !187)
  %77 = icmp sgt i8 %71, -1, !dbg !196
  br i1 %77, label %78, label %65

78:                                               ; preds = %65
  %79 = trunc nuw nsw i64 %61 to i32, !dbg !198
    #dbg_value(i64 %75, !87, !DIExpression(), !199)
  %80 = icmp ne i64 %66, %53, !dbg !200
  %81 = icmp ne i64 %75, %12
  %82 = select i1 %80, i1 true, i1 %81, !dbg !201
  %83 = zext i1 %82 to i32, !dbg !201
    #dbg_value(i32 %102, !69, !DIExpression(), !119)
  %84 = shl i64 %61, 32, !dbg !202
  %85 = ashr exact i64 %84, 32, !dbg !202
  %86 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %85, !dbg !202
  %87 = load i32, ptr %86, align 4, !dbg !203, !tbaa !204
  %88 = add nsw i32 %87, 1, !dbg !203
  store i32 %88, ptr %86, align 4, !dbg !203, !tbaa !204
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %12, i32 noundef %79), !dbg !206
    #dbg_value(i64 2, !82, !DIExpression(), !138)
    #dbg_value(i64 %15, !139, !DIExpression(), !149)
    #dbg_value(ptr %1, !145, !DIExpression(), !149)
    #dbg_value(i32 0, !146, !DIExpression(), !149)
  br label %90, !dbg !151

90:                                               ; preds = %90, %78
  %91 = phi i64 [ %99, %90 ], [ 0, %78 ]
  %92 = phi i64 [ %95, %90 ], [ %15, %78 ]
    #dbg_value(i64 %91, !146, !DIExpression(), !149)
    #dbg_value(i64 %92, !139, !DIExpression(), !149)
  %93 = trunc i64 %92 to i8, !dbg !152
  %94 = and i8 %93, 127, !dbg !152
    #dbg_value(i8 %93, !147, !DIExpression(DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !153)
  %95 = lshr i64 %92, 7, !dbg !154
    #dbg_value(i64 %95, !139, !DIExpression(), !149)
  %96 = icmp ult i64 %92, 128, !dbg !155
  %97 = select i1 %96, i8 0, i8 -128, !dbg !157
  %98 = or disjoint i8 %94, %97, !dbg !157
    #dbg_value(i8 %98, !147, !DIExpression(), !153)
  %99 = add nuw nsw i64 %91, 1, !dbg !158
    #dbg_value(i64 %99, !146, !DIExpression(), !149)
  %100 = getelementptr inbounds i8, ptr %1, i64 %91, !dbg !159
  store i8 %98, ptr %100, align 1, !dbg !160, !tbaa !161
  br i1 %96, label %101, label %90, !dbg !164, !llvm.loop !165

101:                                              ; preds = %90
  %102 = add nsw i32 %64, %83, !dbg !201
    #dbg_value(i32 %117, !84, !DIExpression(), !199)
    #dbg_value(ptr %1, !176, !DIExpression(), !187)
    #dbg_value(ptr undef, !177, !DIExpression(), !187)
    #dbg_value(i64 0, !178, !DIExpression(), !187)
    #dbg_value(i32 0, !179, !DIExpression(), !187)
    #dbg_value(i32 0, !180, !DIExpression(), !187)
  br label %103, !dbg !207

103:                                              ; preds = %103, %101
  %104 = phi i64 [ %107, %103 ], [ 0, %101 ], !dbg !168
  %105 = phi i64 [ %114, %103 ], [ 0, %101 ], !dbg !168
  %106 = phi i64 [ %113, %103 ], [ 0, %101 ], !dbg !168
    #dbg_value(i64 %106, !178, !DIExpression(), !187)
    #dbg_value(i64 %104, !180, !DIExpression(), !187)
    #dbg_value(i64 %105, !179, !DIExpression(), !187)
  %107 = add nuw nsw i64 %104, 1, !dbg !188
    #dbg_value(i64 %107, !180, !DIExpression(), !187)
  %108 = getelementptr inbounds i8, ptr %1, i64 %104, !dbg !189
  %109 = load i8, ptr %108, align 1, !dbg !189, !tbaa !161
    #dbg_value(i8 %109, !181, !DIExpression(), !190)
  %110 = and i8 %109, 127, !dbg !191
  %111 = zext nneg i8 %110 to i64, !dbg !192
  %112 = shl i64 %111, %105, !dbg !193
  %113 = or i64 %112, %106, !dbg !194
    #dbg_value(i64 %113, !178, !DIExpression(), !187)
  %114 = add nuw nsw i64 %105, 7, !dbg !195
    #dbg_value(i64 %114, !179, !DIExpression(), !187)
  %115 = icmp sgt i8 %109, -1, !dbg !196
  br i1 %115, label %116, label %103

116:                                              ; preds = %103
  %117 = trunc nuw nsw i64 %99 to i32, !dbg !198
    #dbg_value(i64 %113, !87, !DIExpression(), !199)
  %118 = icmp ne i64 %104, %91, !dbg !200
  %119 = icmp ne i64 %113, %15
  %120 = select i1 %118, i1 true, i1 %119, !dbg !201
  %121 = zext i1 %120 to i32, !dbg !201
  %122 = add nsw i32 %102, %121, !dbg !201
    #dbg_value(i32 %122, !69, !DIExpression(), !119)
  %123 = shl i64 %99, 32, !dbg !202
  %124 = ashr exact i64 %123, 32, !dbg !202
  %125 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %124, !dbg !202
  %126 = load i32, ptr %125, align 4, !dbg !203, !tbaa !204
  %127 = add nsw i32 %126, 1, !dbg !203
  store i32 %127, ptr %125, align 4, !dbg !203, !tbaa !204
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15, i32 noundef %117), !dbg !206
    #dbg_value(i64 3, !82, !DIExpression(), !138)
  %129 = add nuw nsw i64 %8, 7, !dbg !208
    #dbg_value(i64 %129, !74, !DIExpression(), !127)
  %130 = icmp ult i64 %8, 58, !dbg !209
  br i1 %130, label %7, label %5, !dbg !128, !llvm.loop !210

131:                                              ; preds = %173
  %132 = tail call i32 @putchar(i32 10), !dbg !212
    #dbg_value(i32 0, !213, !DIExpression(), !218)
    #dbg_value(i32 -1, !213, !DIExpression(), !220)
    #dbg_value(i32 1, !213, !DIExpression(), !222)
    #dbg_value(i32 -2147483648, !213, !DIExpression(), !224)
    #dbg_value(i32 2147483647, !213, !DIExpression(), !226)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef -1, i32 noundef -2), !dbg !228
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %3) #5, !dbg !229
    #dbg_value(i32 0, !102, !DIExpression(), !119)
    #dbg_value(i64 1, !103, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %4) #5, !dbg !230
    #dbg_value(i32 0, !108, !DIExpression(), !231)
  br label %196, !dbg !232

134:                                              ; preds = %5, %173
  %135 = phi i64 [ 0, %5 ], [ %194, %173 ]
  %136 = phi i32 [ %122, %5 ], [ %186, %173 ]
    #dbg_value(i64 %135, !92, !DIExpression(), !131)
    #dbg_value(i32 %136, !69, !DIExpression(), !119)
  %137 = getelementptr inbounds [13 x i64], ptr @__const.main.sv, i64 0, i64 %135, !dbg !233
  %138 = load i64, ptr %137, align 8, !dbg !233, !tbaa !234
    #dbg_value(i64 %138, !236, !DIExpression(), !246)
    #dbg_value(ptr %1, !241, !DIExpression(), !246)
    #dbg_value(i32 0, !242, !DIExpression(), !246)
    #dbg_value(i32 1, !243, !DIExpression(), !246)
  br label %139, !dbg !248

139:                                              ; preds = %148, %134
  %140 = phi i64 [ 0, %134 ], [ %156, %148 ]
  %141 = phi i64 [ %138, %134 ], [ %149, %148 ]
    #dbg_value(i64 %140, !242, !DIExpression(), !246)
    #dbg_value(i64 %141, !236, !DIExpression(), !246)
  %142 = trunc i64 %141 to i8, !dbg !249
  %143 = and i8 %142, 127, !dbg !249
    #dbg_value(i8 %142, !244, !DIExpression(DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !250)
    #dbg_value(i64 %141, !236, !DIExpression(DW_OP_constu, 7, DW_OP_shra, DW_OP_stack_value), !246)
  %144 = icmp ult i64 %141, 64
  br i1 %144, label %145, label %148, !dbg !251

145:                                              ; preds = %139
    #dbg_value(i8 %143, !244, !DIExpression(), !250)
    #dbg_value(i32 0, !243, !DIExpression(), !246)
  %146 = add nuw nsw i64 %140, 1, !dbg !253
    #dbg_value(i64 %146, !242, !DIExpression(), !246)
  %147 = getelementptr inbounds i8, ptr %1, i64 %140, !dbg !254
  store i8 %143, ptr %147, align 1, !dbg !255, !tbaa !161
    #dbg_value(i64 %141, !236, !DIExpression(DW_OP_constu, 7, DW_OP_shra, DW_OP_stack_value), !246)
  br label %158, !dbg !248

148:                                              ; preds = %139
  %149 = ashr i64 %141, 7, !dbg !256
    #dbg_value(i64 %149, !236, !DIExpression(), !246)
  %150 = icmp eq i64 %149, -1, !dbg !257
  %151 = and i64 %141, 64
  %152 = icmp ne i64 %151, 0
  %153 = and i1 %150, %152, !dbg !258
  %154 = select i1 %153, i8 0, i8 -128, !dbg !258
  %155 = or disjoint i8 %154, %143, !dbg !258
    #dbg_value(i8 %155, !244, !DIExpression(), !250)
    #dbg_value(i1 %153, !243, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !246)
  %156 = add nuw nsw i64 %140, 1, !dbg !253
    #dbg_value(i64 %156, !242, !DIExpression(), !246)
  %157 = getelementptr inbounds i8, ptr %1, i64 %140, !dbg !254
  store i8 %155, ptr %157, align 1, !dbg !255, !tbaa !161
  br i1 %153, label %158, label %139, !dbg !248, !llvm.loop !259

158:                                              ; preds = %148, %145
  %159 = phi i64 [ %146, %145 ], [ %156, %148 ]
    #dbg_value(i32 %174, !94, !DIExpression(), !261)
    #dbg_value(ptr %1, !262, !DIExpression(), !273)
    #dbg_value(ptr undef, !268, !DIExpression(), !273)
    #dbg_value(i64 0, !269, !DIExpression(), !273)
    #dbg_value(i32 0, !270, !DIExpression(), !273)
    #dbg_value(i32 0, !271, !DIExpression(), !273)
  br label %160, !dbg !276

160:                                              ; preds = %160, %158
  %161 = phi i64 [ %164, %160 ], [ 0, %158 ], !dbg !273
  %162 = phi i64 [ %171, %160 ], [ 0, %158 ], !dbg !273
  %163 = phi i64 [ %170, %160 ], [ 0, %158 ], !dbg !273
    #dbg_value(i64 %163, !269, !DIExpression(), !273)
    #dbg_value(i64 %161, !271, !DIExpression(), !273)
    #dbg_value(i64 %162, !270, !DIExpression(), !273)
  %164 = add nuw nsw i64 %161, 1, !dbg !277
    #dbg_value(i64 %164, !271, !DIExpression(), !273)
  %165 = getelementptr inbounds i8, ptr %1, i64 %161, !dbg !279
  %166 = load i8, ptr %165, align 1, !dbg !279, !tbaa !161
    #dbg_value(i8 %166, !272, !DIExpression(), !273)
  %167 = and i8 %166, 127, !dbg !280
  %168 = zext nneg i8 %167 to i64, !dbg !281
  %169 = shl i64 %168, %162, !dbg !282
  %170 = or i64 %169, %163, !dbg !283
    #dbg_value(i64 %170, !269, !DIExpression(), !273)
  %171 = add nuw nsw i64 %162, 7, !dbg !284
    #dbg_value(i64 %171, !270, !DIExpression(), !273)
  %172 = icmp sgt i8 %166, -1, !dbg !285
  br i1 %172, label %173, label %160, !dbg !285, !llvm.loop !286

173:                                              ; preds = %160
  %174 = trunc nuw i64 %159 to i32, !dbg !288
  %175 = icmp ugt i64 %162, 56, !dbg !289
  %176 = icmp ult i8 %166, 64
  %177 = or i1 %175, %176, !dbg !291
  %178 = and i64 %171, 4294967295, !dbg !291
  %179 = shl nsw i64 -1, %178, !dbg !291
  %180 = select i1 %177, i64 0, i64 %179, !dbg !291
  %181 = or i64 %170, %180, !dbg !291
    #dbg_value(i64 %181, !269, !DIExpression(), !273)
    #dbg_value(i64 %181, !97, !DIExpression(), !261)
  %182 = icmp ne i64 %164, %159, !dbg !292
  %183 = icmp ne i64 %181, %138
  %184 = select i1 %182, i1 true, i1 %183, !dbg !293
  %185 = zext i1 %184 to i32, !dbg !293
  %186 = add nsw i32 %136, %185, !dbg !293
    #dbg_value(i32 %186, !69, !DIExpression(), !119)
  %187 = shl i64 %159, 32, !dbg !294
  %188 = add i64 %187, -4294967296, !dbg !294
  %189 = ashr exact i64 %188, 32, !dbg !294
  %190 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %189, !dbg !294
  %191 = load i8, ptr %190, align 1, !dbg !294, !tbaa !161
  %192 = zext i8 %191 to i32, !dbg !294
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %138, i32 noundef %174, i32 noundef %192), !dbg !295
  %194 = add nuw nsw i64 %135, 1, !dbg !296
    #dbg_value(i64 %194, !92, !DIExpression(), !131)
  %195 = icmp eq i64 %194, 13, !dbg !297
  br i1 %195, label %131, label %134, !dbg !132, !llvm.loop !298

196:                                              ; preds = %131, %221
  %197 = phi i64 [ 0, %131 ], [ %224, %221 ]
  %198 = phi i64 [ 1, %131 ], [ %201, %221 ]
  %199 = phi i32 [ 0, %131 ], [ %223, %221 ]
    #dbg_value(i64 %197, !108, !DIExpression(), !231)
    #dbg_value(i64 %198, !103, !DIExpression(), !119)
    #dbg_value(i32 %199, !102, !DIExpression(), !119)
  %200 = mul i64 %198, 6364136223846793005, !dbg !300
  %201 = add i64 %200, 1442695040888963407, !dbg !303
    #dbg_value(i64 %201, !103, !DIExpression(), !119)
  %202 = urem i64 %201, 60, !dbg !304
  %203 = ashr i64 %201, %202, !dbg !305
  %204 = getelementptr inbounds [1000 x i64], ptr %4, i64 0, i64 %197, !dbg !306
  store i64 %203, ptr %204, align 8, !dbg !307, !tbaa !234
    #dbg_value(i64 %203, !308, !DIExpression(), !313)
  %205 = shl i64 %203, 1, !dbg !315
  %206 = ashr i64 %203, 63, !dbg !316
  %207 = xor i64 %205, %206, !dbg !317
  %208 = sext i32 %199 to i64, !dbg !318
  %209 = getelementptr inbounds i8, ptr %3, i64 %208, !dbg !318
    #dbg_value(i64 %207, !139, !DIExpression(), !319)
    #dbg_value(ptr %209, !145, !DIExpression(), !319)
    #dbg_value(i32 0, !146, !DIExpression(), !319)
  br label %210, !dbg !321

210:                                              ; preds = %210, %196
  %211 = phi i64 [ %219, %210 ], [ 0, %196 ]
  %212 = phi i64 [ %215, %210 ], [ %207, %196 ]
    #dbg_value(i64 %211, !146, !DIExpression(), !319)
    #dbg_value(i64 %212, !139, !DIExpression(), !319)
  %213 = trunc i64 %212 to i8, !dbg !322
  %214 = and i8 %213, 127, !dbg !322
    #dbg_value(i8 %213, !147, !DIExpression(DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !323)
  %215 = lshr i64 %212, 7, !dbg !324
    #dbg_value(i64 %215, !139, !DIExpression(), !319)
  %216 = icmp ult i64 %212, 128, !dbg !325
  %217 = select i1 %216, i8 0, i8 -128, !dbg !326
  %218 = or disjoint i8 %214, %217, !dbg !326
    #dbg_value(i8 %218, !147, !DIExpression(), !323)
  %219 = add nuw nsw i64 %211, 1, !dbg !327
    #dbg_value(i64 %219, !146, !DIExpression(), !319)
  %220 = getelementptr inbounds i8, ptr %209, i64 %211, !dbg !328
  store i8 %218, ptr %220, align 1, !dbg !329, !tbaa !161
  br i1 %216, label %221, label %210, !dbg !330, !llvm.loop !331

221:                                              ; preds = %210
  %222 = trunc nuw nsw i64 %219 to i32, !dbg !333
  %223 = add nsw i32 %199, %222, !dbg !334
    #dbg_value(i32 %223, !102, !DIExpression(), !119)
  %224 = add nuw nsw i64 %197, 1, !dbg !335
    #dbg_value(i64 %224, !108, !DIExpression(), !231)
    #dbg_value(i64 %201, !103, !DIExpression(), !119)
  %225 = icmp eq i64 %224, 1000, !dbg !336
  br i1 %225, label %264, label %196, !dbg !232, !llvm.loop !337

226:                                              ; preds = %283
  %227 = icmp eq i32 %285, %223, !dbg !339
  %228 = zext i1 %227 to i32, !dbg !339
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %223, i32 noundef %228, i32 noundef %303), !dbg !340
    #dbg_value(i64 1, !116, !DIExpression(), !341)
  %230 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !342
  %231 = load i32, ptr %230, align 4, !dbg !342, !tbaa !204
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %231), !dbg !344
    #dbg_value(i64 2, !116, !DIExpression(), !341)
  %233 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !342
  %234 = load i32, ptr %233, align 8, !dbg !342, !tbaa !204
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %234), !dbg !344
    #dbg_value(i64 3, !116, !DIExpression(), !341)
  %236 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !342
  %237 = load i32, ptr %236, align 4, !dbg !342, !tbaa !204
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %237), !dbg !344
    #dbg_value(i64 4, !116, !DIExpression(), !341)
  %239 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !342
  %240 = load i32, ptr %239, align 16, !dbg !342, !tbaa !204
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %240), !dbg !344
    #dbg_value(i64 5, !116, !DIExpression(), !341)
  %242 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !342
  %243 = load i32, ptr %242, align 4, !dbg !342, !tbaa !204
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %243), !dbg !344
    #dbg_value(i64 6, !116, !DIExpression(), !341)
  %245 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !342
  %246 = load i32, ptr %245, align 8, !dbg !342, !tbaa !204
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %246), !dbg !344
    #dbg_value(i64 7, !116, !DIExpression(), !341)
  %248 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !342
  %249 = load i32, ptr %248, align 4, !dbg !342, !tbaa !204
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %249), !dbg !344
    #dbg_value(i64 8, !116, !DIExpression(), !341)
  %251 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !342
  %252 = load i32, ptr %251, align 16, !dbg !342, !tbaa !204
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %252), !dbg !344
    #dbg_value(i64 9, !116, !DIExpression(), !341)
  %254 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !342
  %255 = load i32, ptr %254, align 4, !dbg !342, !tbaa !204
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %255), !dbg !344
    #dbg_value(i64 10, !116, !DIExpression(), !341)
  %257 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !342
  %258 = load i32, ptr %257, align 8, !dbg !342, !tbaa !204
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %258), !dbg !344
    #dbg_value(i64 11, !116, !DIExpression(), !341)
  %260 = tail call i32 @putchar(i32 10), !dbg !345
  %261 = icmp eq i32 %303, 0, !dbg !346
  %262 = and i32 %223, 127, !dbg !346
  %263 = select i1 %261, i32 %262, i32 100, !dbg !346
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %4) #5, !dbg !347
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %3) #5, !dbg !347
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %2) #5, !dbg !347
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5, !dbg !347
  ret i32 %263, !dbg !347

264:                                              ; preds = %221, %283
  %265 = phi i64 [ %304, %283 ], [ 0, %221 ]
  %266 = phi i32 [ %285, %283 ], [ 0, %221 ]
  %267 = phi i32 [ %303, %283 ], [ %186, %221 ]
    #dbg_value(i64 %265, !111, !DIExpression(), !348)
    #dbg_value(i32 %266, !110, !DIExpression(), !119)
    #dbg_value(i32 %267, !69, !DIExpression(), !119)
  %268 = sext i32 %266 to i64, !dbg !349
  %269 = getelementptr inbounds i8, ptr %3, i64 %268, !dbg !349
    #dbg_value(ptr %269, !176, !DIExpression(), !350)
    #dbg_value(ptr undef, !177, !DIExpression(), !350)
    #dbg_value(i64 0, !178, !DIExpression(), !350)
    #dbg_value(i32 0, !179, !DIExpression(), !350)
    #dbg_value(i32 0, !180, !DIExpression(), !350)
  br label %270, !dbg !352

270:                                              ; preds = %270, %264
  %271 = phi i64 [ %274, %270 ], [ 0, %264 ], !dbg !353
  %272 = phi i64 [ %281, %270 ], [ 0, %264 ], !dbg !353
  %273 = phi i64 [ %280, %270 ], [ 0, %264 ], !dbg !353
    #dbg_value(i64 %273, !178, !DIExpression(), !350)
    #dbg_value(i64 %271, !180, !DIExpression(), !350)
    #dbg_value(i64 %272, !179, !DIExpression(), !350)
  %274 = add nuw nsw i64 %271, 1, !dbg !354
    #dbg_value(i64 %274, !180, !DIExpression(), !350)
  %275 = getelementptr inbounds i8, ptr %269, i64 %271, !dbg !355
  %276 = load i8, ptr %275, align 1, !dbg !355, !tbaa !161
    #dbg_value(i8 %276, !181, !DIExpression(), !356)
  %277 = and i8 %276, 127, !dbg !357
  %278 = zext nneg i8 %277 to i64, !dbg !358
  %279 = shl i64 %278, %272, !dbg !359
  %280 = or i64 %279, %273, !dbg !360
    #dbg_value(i64 %280, !178, !DIExpression(), !350)
  %281 = add nuw nsw i64 %272, 7, !dbg !361
    #dbg_value(i64 %281, !179, !DIExpression(), !350)
  %282 = icmp sgt i8 %276, -1, !dbg !362
  br i1 %282, label %283, label %270

283:                                              ; preds = %270
  %284 = trunc nuw i64 %274 to i32, !dbg !363
    #dbg_value(i64 %280, !113, !DIExpression(), !364)
  %285 = add nsw i32 %266, %284, !dbg !365
    #dbg_value(i32 %285, !110, !DIExpression(), !119)
    #dbg_value(i64 %280, !366, !DIExpression(), !371)
  %286 = lshr i64 %280, 1, !dbg !374
  %287 = and i64 %280, 1, !dbg !375
  %288 = sub nsw i64 0, %287, !dbg !376
  %289 = xor i64 %286, %288, !dbg !377
  %290 = getelementptr inbounds [1000 x i64], ptr %4, i64 0, i64 %265, !dbg !378
  %291 = load i64, ptr %290, align 8, !dbg !378, !tbaa !234
  %292 = icmp ne i64 %289, %291, !dbg !379
  %293 = zext i1 %292 to i32, !dbg !380
  %294 = add nsw i32 %267, %293, !dbg !380
    #dbg_value(i32 %294, !69, !DIExpression(), !119)
  %295 = trunc i64 %291 to i32, !dbg !381
    #dbg_value(i32 %295, !213, !DIExpression(), !383)
  %296 = shl i32 %295, 1, !dbg !385
  %297 = ashr i32 %295, 31, !dbg !386
  %298 = xor i32 %296, %297, !dbg !387
    #dbg_value(!DIArgList(i32 %296, i32 %297), !388, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !393)
  %299 = lshr i32 %298, 1, !dbg !395
  %300 = xor i32 %299, %297, !dbg !396
  %301 = icmp ne i32 %300, %295, !dbg !397
  %302 = zext i1 %301 to i32, !dbg !398
  %303 = add nsw i32 %294, %302, !dbg !398
    #dbg_value(i32 %303, !69, !DIExpression(), !119)
  %304 = add nuw nsw i64 %265, 1, !dbg !399
    #dbg_value(i64 %304, !111, !DIExpression(), !348)
  %305 = icmp eq i64 %304, 1000, !dbg !400
  br i1 %305, label %226, label %264, !dbg !401, !llvm.loop !402
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !404 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varint_zigzag.c", directory: ".", checksumkind: CSK_MD5, checksum: "ab7e9de5700c29419c3a1906afe09b1c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 26)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 40)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !46, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !30, !31, !36, !39, !43}
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !32, line: 27, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !34, line: 44, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !32, line: 26, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !34, line: 41, baseType: !38)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !34, line: 45, baseType: !42)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !40, line: 26, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !34, line: 42, baseType: !45)
!45 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!46 = !{!0, !47, !7, !12, !17, !22}
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 2)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !61, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!38}
!63 = !{!64, !69, !70, !74, !76, !82, !84, !87, !88, !92, !94, !97, !98, !102, !103, !104, !108, !110, !111, !113, !116}
!64 = !DILocalVariable(name: "buf", scope: !60, file: !2, line: 29, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 128, elements: !67)
!66 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!67 = !{!68}
!68 = !DISubrange(count: 16)
!69 = !DILocalVariable(name: "bad", scope: !60, file: !2, line: 30, type: !38)
!70 = !DILocalVariable(name: "lens", scope: !60, file: !2, line: 30, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 352, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 11)
!74 = !DILocalVariable(name: "k", scope: !75, file: !2, line: 31, type: !38)
!75 = distinct !DILexicalBlock(scope: !60, file: !2, line: 31, column: 5)
!76 = !DILocalVariable(name: "vals", scope: !77, file: !2, line: 32, type: !79)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 31, column: 38)
!78 = distinct !DILexicalBlock(scope: !75, file: !2, line: 31, column: 5)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 192, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 3)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 33, type: !38)
!83 = distinct !DILexicalBlock(scope: !77, file: !2, line: 33, column: 9)
!84 = !DILocalVariable(name: "n", scope: !85, file: !2, line: 33, type: !38)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 33, column: 37)
!86 = distinct !DILexicalBlock(scope: !83, file: !2, line: 33, column: 9)
!87 = !DILocalVariable(name: "back", scope: !85, file: !2, line: 33, type: !39)
!88 = !DILocalVariable(name: "sv", scope: !60, file: !2, line: 36, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 832, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 13)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 37, type: !38)
!93 = distinct !DILexicalBlock(scope: !60, file: !2, line: 37, column: 5)
!94 = !DILocalVariable(name: "n", scope: !95, file: !2, line: 38, type: !38)
!95 = distinct !DILexicalBlock(scope: !96, file: !2, line: 37, column: 34)
!96 = distinct !DILexicalBlock(scope: !93, file: !2, line: 37, column: 5)
!97 = !DILocalVariable(name: "back", scope: !95, file: !2, line: 38, type: !31)
!98 = !DILocalVariable(name: "stream", scope: !60, file: !2, line: 44, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 160000, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 20000)
!102 = !DILocalVariable(name: "pos", scope: !60, file: !2, line: 44, type: !38)
!103 = !DILocalVariable(name: "x", scope: !60, file: !2, line: 45, type: !39)
!104 = !DILocalVariable(name: "orig", scope: !60, file: !2, line: 46, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 64000, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 1000)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 47, type: !38)
!109 = distinct !DILexicalBlock(scope: !60, file: !2, line: 47, column: 5)
!110 = !DILocalVariable(name: "rp", scope: !60, file: !2, line: 48, type: !38)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 49, type: !38)
!112 = distinct !DILexicalBlock(scope: !60, file: !2, line: 49, column: 5)
!113 = !DILocalVariable(name: "v", scope: !114, file: !2, line: 49, type: !39)
!114 = distinct !DILexicalBlock(scope: !115, file: !2, line: 49, column: 36)
!115 = distinct !DILexicalBlock(scope: !112, file: !2, line: 49, column: 5)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 51, type: !38)
!117 = distinct !DILexicalBlock(scope: !60, file: !2, line: 51, column: 5)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !60)
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 29, column: 5, scope: !60)
!124 = !DILocation(line: 30, column: 5, scope: !60)
!125 = !DILocation(line: 30, column: 18, scope: !60)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !75)
!128 = !DILocation(line: 31, column: 5, scope: !75)
!129 = !DILocation(line: 35, column: 5, scope: !60)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 0, scope: !93)
!132 = !DILocation(line: 37, column: 5, scope: !93)
!133 = !DILocation(line: 32, column: 29, scope: !77)
!134 = !DILocation(line: 0, scope: !77)
!135 = !DILocation(line: 32, column: 73, scope: !77)
!136 = !DILocation(line: 32, column: 99, scope: !77)
!137 = !DILocation(line: 32, column: 97, scope: !77)
!138 = !DILocation(line: 0, scope: !83)
!139 = !DILocalVariable(name: "v", arg: 1, scope: !140, file: !2, line: 9, type: !39)
!140 = distinct !DISubprogram(name: "uleb_enc", scope: !2, file: !2, line: 9, type: !141, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !144)
!141 = !DISubroutineType(types: !142)
!142 = !{!38, !39, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!144 = !{!139, !145, !146, !147}
!145 = !DILocalVariable(name: "o", arg: 2, scope: !140, file: !2, line: 9, type: !143)
!146 = !DILocalVariable(name: "n", scope: !140, file: !2, line: 9, type: !38)
!147 = !DILocalVariable(name: "b", scope: !148, file: !2, line: 9, type: !66)
!148 = distinct !DILexicalBlock(scope: !140, file: !2, line: 9, column: 67)
!149 = !DILocation(line: 0, scope: !140, inlinedAt: !150)
!150 = distinct !DILocation(line: 33, column: 47, scope: !85)
!151 = !DILocation(line: 9, column: 64, scope: !140, inlinedAt: !150)
!152 = !DILocation(line: 9, column: 87, scope: !148, inlinedAt: !150)
!153 = !DILocation(line: 0, scope: !148, inlinedAt: !150)
!154 = !DILocation(line: 9, column: 99, scope: !148, inlinedAt: !150)
!155 = !DILocation(line: 9, column: 110, scope: !156, inlinedAt: !150)
!156 = distinct !DILexicalBlock(scope: !148, file: !2, line: 9, column: 110)
!157 = !DILocation(line: 9, column: 110, scope: !148, inlinedAt: !150)
!158 = !DILocation(line: 9, column: 127, scope: !148, inlinedAt: !150)
!159 = !DILocation(line: 9, column: 124, scope: !148, inlinedAt: !150)
!160 = !DILocation(line: 9, column: 131, scope: !148, inlinedAt: !150)
!161 = !{!162, !162, i64 0}
!162 = !{!"omnipotent char", !163, i64 0}
!163 = !{!"Simple C/C++ TBAA"}
!164 = !DILocation(line: 9, column: 136, scope: !148, inlinedAt: !150)
!165 = distinct !{!165, !151, !166, !167}
!166 = !DILocation(line: 9, column: 146, scope: !140, inlinedAt: !150)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 10, scope: !169, inlinedAt: !185)
!169 = distinct !DISubprogram(name: "uleb_dec", scope: !2, file: !2, line: 10, type: !170, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !175)
!170 = !DISubroutineType(types: !171)
!171 = !{!38, !172, !174}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!175 = !{!176, !177, !178, !179, !180, !181}
!176 = !DILocalVariable(name: "p", arg: 1, scope: !169, file: !2, line: 10, type: !172)
!177 = !DILocalVariable(name: "v", arg: 2, scope: !169, file: !2, line: 10, type: !174)
!178 = !DILocalVariable(name: "r", scope: !169, file: !2, line: 10, type: !39)
!179 = !DILocalVariable(name: "s", scope: !169, file: !2, line: 10, type: !38)
!180 = !DILocalVariable(name: "n", scope: !169, file: !2, line: 10, type: !38)
!181 = !DILocalVariable(name: "b", scope: !182, file: !2, line: 10, type: !66)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 10, column: 103)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 10, column: 94)
!184 = distinct !DILexicalBlock(scope: !169, file: !2, line: 10, column: 94)
!185 = distinct !DILocation(line: 33, column: 90, scope: !186)
!186 = distinct !DILexicalBlock(scope: !85, file: !2, line: 33, column: 90)
!187 = !DILocation(line: 0, scope: !169, inlinedAt: !185)
!188 = !DILocation(line: 10, column: 126, scope: !182, inlinedAt: !185)
!189 = !DILocation(line: 10, column: 123, scope: !182, inlinedAt: !185)
!190 = !DILocation(line: 0, scope: !182, inlinedAt: !185)
!191 = !DILocation(line: 10, column: 149, scope: !182, inlinedAt: !185)
!192 = !DILocation(line: 10, column: 136, scope: !182, inlinedAt: !185)
!193 = !DILocation(line: 10, column: 157, scope: !182, inlinedAt: !185)
!194 = !DILocation(line: 10, column: 133, scope: !182, inlinedAt: !185)
!195 = !DILocation(line: 10, column: 165, scope: !182, inlinedAt: !185)
!196 = !DILocation(line: 10, column: 179, scope: !197, inlinedAt: !185)
!197 = distinct !DILexicalBlock(scope: !182, file: !2, line: 10, column: 175)
!198 = !DILocation(line: 9, column: 149, scope: !140, inlinedAt: !150)
!199 = !DILocation(line: 0, scope: !85)
!200 = !DILocation(line: 33, column: 111, scope: !186)
!201 = !DILocation(line: 33, column: 116, scope: !186)
!202 = !DILocation(line: 33, column: 143, scope: !85)
!203 = !DILocation(line: 33, column: 150, scope: !85)
!204 = !{!205, !205, i64 0}
!205 = !{!"int", !162, i64 0}
!206 = !DILocation(line: 33, column: 154, scope: !85)
!207 = !DILocation(line: 10, column: 94, scope: !169, inlinedAt: !185)
!208 = !DILocation(line: 31, column: 32, scope: !78)
!209 = !DILocation(line: 31, column: 23, scope: !78)
!210 = distinct !{!210, !128, !211, !167}
!211 = !DILocation(line: 34, column: 5, scope: !75)
!212 = !DILocation(line: 42, column: 5, scope: !60)
!213 = !DILocalVariable(name: "v", arg: 1, scope: !214, file: !2, line: 23, type: !36)
!214 = distinct !DISubprogram(name: "zz32", scope: !2, file: !2, line: 23, type: !215, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!43, !36}
!217 = !{!213}
!218 = !DILocation(line: 0, scope: !214, inlinedAt: !219)
!219 = distinct !DILocation(line: 43, column: 42, scope: !60)
!220 = !DILocation(line: 0, scope: !214, inlinedAt: !221)
!221 = distinct !DILocation(line: 43, column: 51, scope: !60)
!222 = !DILocation(line: 0, scope: !214, inlinedAt: !223)
!223 = distinct !DILocation(line: 43, column: 61, scope: !60)
!224 = !DILocation(line: 0, scope: !214, inlinedAt: !225)
!225 = distinct !DILocation(line: 43, column: 70, scope: !60)
!226 = !DILocation(line: 0, scope: !214, inlinedAt: !227)
!227 = distinct !DILocation(line: 43, column: 87, scope: !60)
!228 = !DILocation(line: 43, column: 5, scope: !60)
!229 = !DILocation(line: 44, column: 5, scope: !60)
!230 = !DILocation(line: 46, column: 5, scope: !60)
!231 = !DILocation(line: 0, scope: !109)
!232 = !DILocation(line: 47, column: 5, scope: !109)
!233 = !DILocation(line: 38, column: 26, scope: !95)
!234 = !{!235, !235, i64 0}
!235 = !{!"long", !162, i64 0}
!236 = !DILocalVariable(name: "v", arg: 1, scope: !237, file: !2, line: 11, type: !31)
!237 = distinct !DISubprogram(name: "sleb_enc", scope: !2, file: !2, line: 11, type: !238, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{!38, !31, !143}
!240 = !{!236, !241, !242, !243, !244}
!241 = !DILocalVariable(name: "o", arg: 2, scope: !237, file: !2, line: 11, type: !143)
!242 = !DILocalVariable(name: "n", scope: !237, file: !2, line: 12, type: !38)
!243 = !DILocalVariable(name: "more", scope: !237, file: !2, line: 12, type: !38)
!244 = !DILocalVariable(name: "b", scope: !245, file: !2, line: 13, type: !66)
!245 = distinct !DILexicalBlock(scope: !237, file: !2, line: 13, column: 18)
!246 = !DILocation(line: 0, scope: !237, inlinedAt: !247)
!247 = distinct !DILocation(line: 38, column: 17, scope: !95)
!248 = !DILocation(line: 13, column: 5, scope: !237, inlinedAt: !247)
!249 = !DILocation(line: 13, column: 38, scope: !245, inlinedAt: !247)
!250 = !DILocation(line: 0, scope: !245, inlinedAt: !247)
!251 = !DILocation(line: 13, column: 69, scope: !252, inlinedAt: !247)
!252 = distinct !DILexicalBlock(scope: !245, file: !2, line: 13, column: 61)
!253 = !DILocation(line: 13, column: 142, scope: !245, inlinedAt: !247)
!254 = !DILocation(line: 13, column: 139, scope: !245, inlinedAt: !247)
!255 = !DILocation(line: 13, column: 146, scope: !245, inlinedAt: !247)
!256 = !DILocation(line: 13, column: 50, scope: !245, inlinedAt: !247)
!257 = !DILocation(line: 13, column: 91, scope: !252, inlinedAt: !247)
!258 = !DILocation(line: 13, column: 97, scope: !252, inlinedAt: !247)
!259 = distinct !{!259, !248, !260, !167}
!260 = !DILocation(line: 13, column: 151, scope: !237, inlinedAt: !247)
!261 = !DILocation(line: 0, scope: !95)
!262 = !DILocalVariable(name: "p", arg: 1, scope: !263, file: !2, line: 16, type: !172)
!263 = distinct !DISubprogram(name: "sleb_dec", scope: !2, file: !2, line: 16, type: !264, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !267)
!264 = !DISubroutineType(types: !265)
!265 = !{!38, !172, !266}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!267 = !{!262, !268, !269, !270, !271, !272}
!268 = !DILocalVariable(name: "v", arg: 2, scope: !263, file: !2, line: 16, type: !266)
!269 = !DILocalVariable(name: "r", scope: !263, file: !2, line: 17, type: !39)
!270 = !DILocalVariable(name: "s", scope: !263, file: !2, line: 17, type: !38)
!271 = !DILocalVariable(name: "n", scope: !263, file: !2, line: 17, type: !38)
!272 = !DILocalVariable(name: "b", scope: !263, file: !2, line: 17, type: !66)
!273 = !DILocation(line: 0, scope: !263, inlinedAt: !274)
!274 = distinct !DILocation(line: 39, column: 13, scope: !275)
!275 = distinct !DILexicalBlock(scope: !95, file: !2, line: 39, column: 13)
!276 = !DILocation(line: 18, column: 5, scope: !263, inlinedAt: !274)
!277 = !DILocation(line: 18, column: 17, scope: !278, inlinedAt: !274)
!278 = distinct !DILexicalBlock(scope: !263, file: !2, line: 18, column: 8)
!279 = !DILocation(line: 18, column: 14, scope: !278, inlinedAt: !274)
!280 = !DILocation(line: 18, column: 40, scope: !278, inlinedAt: !274)
!281 = !DILocation(line: 18, column: 27, scope: !278, inlinedAt: !274)
!282 = !DILocation(line: 18, column: 48, scope: !278, inlinedAt: !274)
!283 = !DILocation(line: 18, column: 24, scope: !278, inlinedAt: !274)
!284 = !DILocation(line: 18, column: 56, scope: !278, inlinedAt: !274)
!285 = !DILocation(line: 18, column: 62, scope: !278, inlinedAt: !274)
!286 = distinct !{!286, !276, !287, !167}
!287 = !DILocation(line: 18, column: 79, scope: !263, inlinedAt: !274)
!288 = !DILocation(line: 14, column: 5, scope: !237, inlinedAt: !247)
!289 = !DILocation(line: 19, column: 11, scope: !290, inlinedAt: !274)
!290 = distinct !DILexicalBlock(scope: !263, file: !2, line: 19, column: 9)
!291 = !DILocation(line: 19, column: 16, scope: !290, inlinedAt: !274)
!292 = !DILocation(line: 39, column: 34, scope: !275)
!293 = !DILocation(line: 39, column: 39, scope: !275)
!294 = !DILocation(line: 40, column: 55, scope: !95)
!295 = !DILocation(line: 40, column: 9, scope: !95)
!296 = !DILocation(line: 37, column: 30, scope: !96)
!297 = !DILocation(line: 37, column: 23, scope: !96)
!298 = distinct !{!298, !132, !299, !167}
!299 = !DILocation(line: 41, column: 5, scope: !93)
!300 = !DILocation(line: 47, column: 44, scope: !301)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 47, column: 36)
!302 = distinct !DILexicalBlock(scope: !109, file: !2, line: 47, column: 5)
!303 = !DILocation(line: 47, column: 69, scope: !301)
!304 = !DILocation(line: 47, column: 122, scope: !301)
!305 = !DILocation(line: 47, column: 116, scope: !301)
!306 = !DILocation(line: 47, column: 95, scope: !301)
!307 = !DILocation(line: 47, column: 103, scope: !301)
!308 = !DILocalVariable(name: "v", arg: 1, scope: !309, file: !2, line: 25, type: !31)
!309 = distinct !DISubprogram(name: "zz64", scope: !2, file: !2, line: 25, type: !310, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !312)
!310 = !DISubroutineType(types: !311)
!311 = !{!39, !31}
!312 = !{!308}
!313 = !DILocation(line: 0, scope: !309, inlinedAt: !314)
!314 = distinct !DILocation(line: 47, column: 145, scope: !301)
!315 = !DILocation(line: 25, column: 55, scope: !309, inlinedAt: !314)
!316 = !DILocation(line: 25, column: 76, scope: !309, inlinedAt: !314)
!317 = !DILocation(line: 25, column: 61, scope: !309, inlinedAt: !314)
!318 = !DILocation(line: 47, column: 167, scope: !301)
!319 = !DILocation(line: 0, scope: !140, inlinedAt: !320)
!320 = distinct !DILocation(line: 47, column: 136, scope: !301)
!321 = !DILocation(line: 9, column: 64, scope: !140, inlinedAt: !320)
!322 = !DILocation(line: 9, column: 87, scope: !148, inlinedAt: !320)
!323 = !DILocation(line: 0, scope: !148, inlinedAt: !320)
!324 = !DILocation(line: 9, column: 99, scope: !148, inlinedAt: !320)
!325 = !DILocation(line: 9, column: 110, scope: !156, inlinedAt: !320)
!326 = !DILocation(line: 9, column: 110, scope: !148, inlinedAt: !320)
!327 = !DILocation(line: 9, column: 127, scope: !148, inlinedAt: !320)
!328 = !DILocation(line: 9, column: 124, scope: !148, inlinedAt: !320)
!329 = !DILocation(line: 9, column: 131, scope: !148, inlinedAt: !320)
!330 = !DILocation(line: 9, column: 136, scope: !148, inlinedAt: !320)
!331 = distinct !{!331, !321, !332, !167}
!332 = !DILocation(line: 9, column: 146, scope: !140, inlinedAt: !320)
!333 = !DILocation(line: 9, column: 149, scope: !140, inlinedAt: !320)
!334 = !DILocation(line: 47, column: 133, scope: !301)
!335 = !DILocation(line: 47, column: 32, scope: !302)
!336 = !DILocation(line: 47, column: 23, scope: !302)
!337 = distinct !{!337, !232, !338, !167}
!338 = !DILocation(line: 47, column: 175, scope: !109)
!339 = !DILocation(line: 50, column: 63, scope: !60)
!340 = !DILocation(line: 50, column: 5, scope: !60)
!341 = !DILocation(line: 0, scope: !117)
!342 = !DILocation(line: 51, column: 49, scope: !343)
!343 = distinct !DILexicalBlock(scope: !117, file: !2, line: 51, column: 5)
!344 = !DILocation(line: 51, column: 35, scope: !343)
!345 = !DILocation(line: 52, column: 5, scope: !60)
!346 = !DILocation(line: 53, column: 12, scope: !60)
!347 = !DILocation(line: 54, column: 1, scope: !60)
!348 = !DILocation(line: 0, scope: !112)
!349 = !DILocation(line: 49, column: 72, scope: !114)
!350 = !DILocation(line: 0, scope: !169, inlinedAt: !351)
!351 = distinct !DILocation(line: 49, column: 56, scope: !114)
!352 = !DILocation(line: 10, column: 94, scope: !169, inlinedAt: !351)
!353 = !DILocation(line: 10, scope: !169, inlinedAt: !351)
!354 = !DILocation(line: 10, column: 126, scope: !182, inlinedAt: !351)
!355 = !DILocation(line: 10, column: 123, scope: !182, inlinedAt: !351)
!356 = !DILocation(line: 0, scope: !182, inlinedAt: !351)
!357 = !DILocation(line: 10, column: 149, scope: !182, inlinedAt: !351)
!358 = !DILocation(line: 10, column: 136, scope: !182, inlinedAt: !351)
!359 = !DILocation(line: 10, column: 157, scope: !182, inlinedAt: !351)
!360 = !DILocation(line: 10, column: 133, scope: !182, inlinedAt: !351)
!361 = !DILocation(line: 10, column: 165, scope: !182, inlinedAt: !351)
!362 = !DILocation(line: 10, column: 179, scope: !197, inlinedAt: !351)
!363 = !DILocation(line: 10, column: 200, scope: !169, inlinedAt: !351)
!364 = !DILocation(line: 0, scope: !114)
!365 = !DILocation(line: 49, column: 53, scope: !114)
!366 = !DILocalVariable(name: "v", arg: 1, scope: !367, file: !2, line: 26, type: !39)
!367 = distinct !DISubprogram(name: "unzz64", scope: !2, file: !2, line: 26, type: !368, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !370)
!368 = !DISubroutineType(types: !369)
!369 = !{!31, !39}
!370 = !{!366}
!371 = !DILocation(line: 0, scope: !367, inlinedAt: !372)
!372 = distinct !DILocation(line: 49, column: 87, scope: !373)
!373 = distinct !DILexicalBlock(scope: !114, file: !2, line: 49, column: 87)
!374 = !DILocation(line: 26, column: 56, scope: !367, inlinedAt: !372)
!375 = !DILocation(line: 26, column: 77, scope: !367, inlinedAt: !372)
!376 = !DILocation(line: 26, column: 64, scope: !367, inlinedAt: !372)
!377 = !DILocation(line: 26, column: 62, scope: !367, inlinedAt: !372)
!378 = !DILocation(line: 49, column: 100, scope: !373)
!379 = !DILocation(line: 49, column: 97, scope: !373)
!380 = !DILocation(line: 49, column: 87, scope: !114)
!381 = !DILocation(line: 49, column: 132, scope: !382)
!382 = distinct !DILexicalBlock(scope: !114, file: !2, line: 49, column: 120)
!383 = !DILocation(line: 0, scope: !214, inlinedAt: !384)
!384 = distinct !DILocation(line: 49, column: 127, scope: !382)
!385 = !DILocation(line: 23, column: 55, scope: !214, inlinedAt: !384)
!386 = !DILocation(line: 23, column: 76, scope: !214, inlinedAt: !384)
!387 = !DILocation(line: 23, column: 61, scope: !214, inlinedAt: !384)
!388 = !DILocalVariable(name: "v", arg: 1, scope: !389, file: !2, line: 24, type: !43)
!389 = distinct !DISubprogram(name: "unzz32", scope: !2, file: !2, line: 24, type: !390, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !392)
!390 = !DISubroutineType(types: !391)
!391 = !{!36, !43}
!392 = !{!388}
!393 = !DILocation(line: 0, scope: !389, inlinedAt: !394)
!394 = distinct !DILocation(line: 49, column: 120, scope: !382)
!395 = !DILocation(line: 24, column: 56, scope: !389, inlinedAt: !394)
!396 = !DILocation(line: 24, column: 62, scope: !389, inlinedAt: !394)
!397 = !DILocation(line: 49, column: 151, scope: !382)
!398 = !DILocation(line: 49, column: 120, scope: !114)
!399 = !DILocation(line: 49, column: 32, scope: !115)
!400 = !DILocation(line: 49, column: 23, scope: !115)
!401 = !DILocation(line: 49, column: 5, scope: !112)
!402 = distinct !{!402, !401, !403, !167}
!403 = !DILocation(line: 49, column: 179, scope: !112)
!404 = !DISubprogram(name: "printf", scope: !405, file: !405, line: 356, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!406 = !DISubroutineType(types: !407)
!407 = !{!38, !408, null}
!408 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !409)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 64)
!410 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
