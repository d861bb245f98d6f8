; ModuleID = 'programs/ctype_table.c'
source_filename = "programs/ctype_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"\0A%3d: \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"%x\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"\0Asums:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [9 x i8] c"\0Abad=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [21 x i8] c"EOF handling: %d %d\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !59 {
    #dbg_value(i32 0, !63, !DIExpression(), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !101)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !101)
    #dbg_value(i32 0, !68, !DIExpression(), !102)
  %1 = tail call ptr @__ctype_b_loc() #3, !dbg !101
  %2 = tail call ptr @__ctype_toupper_loc() #3, !dbg !101
  %3 = tail call ptr @__ctype_tolower_loc() #3, !dbg !101
  br label %30, !dbg !103

4:                                                ; preds = %168
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !104
    #dbg_value(i32 0, !92, !DIExpression(), !105)
    #dbg_value(i64 0, !92, !DIExpression(), !105)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %86), !dbg !106
    #dbg_value(i64 1, !92, !DIExpression(), !105)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %88), !dbg !106
    #dbg_value(i64 2, !92, !DIExpression(), !105)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %90), !dbg !106
    #dbg_value(i64 3, !92, !DIExpression(), !105)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %92), !dbg !106
    #dbg_value(i64 4, !92, !DIExpression(), !105)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %94), !dbg !106
    #dbg_value(i64 5, !92, !DIExpression(), !105)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %96), !dbg !106
    #dbg_value(i64 6, !92, !DIExpression(), !105)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %98), !dbg !106
    #dbg_value(i64 7, !92, !DIExpression(), !105)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %100), !dbg !106
    #dbg_value(i64 8, !92, !DIExpression(), !105)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %102), !dbg !106
    #dbg_value(i64 9, !92, !DIExpression(), !105)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %104), !dbg !106
    #dbg_value(i64 10, !92, !DIExpression(), !105)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %106), !dbg !106
    #dbg_value(i64 11, !92, !DIExpression(), !105)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %108), !dbg !106
    #dbg_value(i64 12, !92, !DIExpression(), !105)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %163), !dbg !108
  %19 = load ptr, ptr %1, align 8, !dbg !109, !tbaa !110
  %20 = getelementptr inbounds i8, ptr %19, i64 -2, !dbg !109
  %21 = load i16, ptr %20, align 2, !dbg !109, !tbaa !114
    #dbg_value(i32 -1, !96, !DIExpression(), !116)
  %22 = tail call ptr @__ctype_toupper_loc() #3, !dbg !117
  %23 = load ptr, ptr %22, align 8, !dbg !117, !tbaa !110
  %24 = getelementptr inbounds i8, ptr %23, i64 -4, !dbg !117
  %25 = load i32, ptr %24, align 4, !dbg !117, !tbaa !118
  %26 = lshr i16 %21, 10, !dbg !120
  %27 = and i16 %26, 1, !dbg !120
  %28 = zext nneg i16 %27 to i32, !dbg !120
    #dbg_value(i32 %25, !94, !DIExpression(), !121)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %28, i32 noundef %25), !dbg !122
  ret i32 %163, !dbg !123

30:                                               ; preds = %0, %168
  %31 = phi i32 [ 0, %0 ], [ %108, %168 ], !dbg !101
  %32 = phi i32 [ 0, %0 ], [ %106, %168 ], !dbg !101
  %33 = phi i32 [ 0, %0 ], [ %104, %168 ], !dbg !101
  %34 = phi i32 [ 0, %0 ], [ %102, %168 ], !dbg !101
  %35 = phi i32 [ 0, %0 ], [ %100, %168 ], !dbg !101
  %36 = phi i32 [ 0, %0 ], [ %98, %168 ], !dbg !101
  %37 = phi i32 [ 0, %0 ], [ %96, %168 ], !dbg !101
  %38 = phi i32 [ 0, %0 ], [ %94, %168 ], !dbg !101
  %39 = phi i32 [ 0, %0 ], [ %92, %168 ], !dbg !101
  %40 = phi i32 [ 0, %0 ], [ %90, %168 ], !dbg !101
  %41 = phi i32 [ 0, %0 ], [ %88, %168 ], !dbg !101
  %42 = phi i32 [ 0, %0 ], [ %86, %168 ], !dbg !101
  %43 = phi i64 [ 0, %0 ], [ %83, %168 ]
  %44 = phi i32 [ 0, %0 ], [ %163, %168 ]
    #dbg_value(i32 %42, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !101)
    #dbg_value(i32 %41, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !101)
    #dbg_value(i32 %40, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !101)
    #dbg_value(i32 %39, !64, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !101)
    #dbg_value(i32 %38, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !101)
    #dbg_value(i32 %37, !64, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !101)
    #dbg_value(i32 %36, !64, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !101)
    #dbg_value(i32 %35, !64, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !101)
    #dbg_value(i32 %34, !64, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !101)
    #dbg_value(i32 %33, !64, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !101)
    #dbg_value(i32 %32, !64, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !101)
    #dbg_value(i32 %31, !64, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !101)
  %45 = trunc i64 %43 to i32
    #dbg_value(i32 %44, !63, !DIExpression(), !101)
    #dbg_value(i64 %43, !68, !DIExpression(), !102)
  %46 = load ptr, ptr %1, align 8, !dbg !124, !tbaa !110
  %47 = getelementptr inbounds i16, ptr %46, i64 %43, !dbg !124
  %48 = load i16, ptr %47, align 2, !dbg !124, !tbaa !114
  %49 = lshr i16 %48, 10, !dbg !125
  %50 = and i16 %49, 1, !dbg !125
  %51 = zext nneg i16 %50 to i32, !dbg !125
    #dbg_value(i32 %51, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !126)
  %52 = lshr i16 %48, 11, !dbg !127
  %53 = and i16 %52, 1, !dbg !127
  %54 = zext nneg i16 %53 to i32, !dbg !127
    #dbg_value(i32 %54, !70, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !126)
  %55 = lshr i16 %48, 3, !dbg !128
  %56 = and i16 %55, 1, !dbg !128
  %57 = zext nneg i16 %56 to i32, !dbg !128
    #dbg_value(i32 %57, !70, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !126)
  %58 = lshr i16 %48, 13, !dbg !129
  %59 = and i16 %58, 1, !dbg !129
  %60 = zext nneg i16 %59 to i32, !dbg !129
    #dbg_value(i32 %60, !70, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !126)
  %61 = lshr i16 %48, 8, !dbg !130
  %62 = and i16 %61, 1, !dbg !130
  %63 = zext nneg i16 %62 to i32, !dbg !130
    #dbg_value(i32 %63, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !126)
  %64 = lshr i16 %48, 9, !dbg !131
  %65 = and i16 %64, 1, !dbg !131
  %66 = zext nneg i16 %65 to i32, !dbg !131
    #dbg_value(i32 %66, !70, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !126)
  %67 = lshr i16 %48, 2, !dbg !132
  %68 = and i16 %67, 1, !dbg !132
  %69 = zext nneg i16 %68 to i32, !dbg !132
    #dbg_value(i32 %69, !70, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !126)
  %70 = lshr i16 %48, 14, !dbg !133
  %71 = and i16 %70, 1, !dbg !133
  %72 = zext nneg i16 %71 to i32, !dbg !133
    #dbg_value(i32 %72, !70, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !126)
  %73 = lshr i16 %48, 1, !dbg !134
  %74 = and i16 %73, 1, !dbg !134
  %75 = zext nneg i16 %74 to i32, !dbg !134
    #dbg_value(i32 %75, !70, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !126)
  %76 = lshr i16 %48, 12, !dbg !135
  %77 = and i16 %76, 1, !dbg !135
  %78 = zext nneg i16 %77 to i32, !dbg !135
    #dbg_value(i32 %78, !70, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !126)
  %79 = lshr i16 %48, 15, !dbg !136
  %80 = zext nneg i16 %79 to i32, !dbg !136
    #dbg_value(i32 %80, !70, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !126)
  %81 = and i16 %48, 1, !dbg !137
  %82 = zext nneg i16 %81 to i32, !dbg !138
    #dbg_value(i32 %82, !70, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !126)
    #dbg_value(i32 0, !74, !DIExpression(), !139)
  %83 = add nuw nsw i64 %43, 1, !dbg !140
    #dbg_value(i64 0, !74, !DIExpression(), !139)
  %84 = trunc nuw nsw i64 %83 to i32, !dbg !141
  %85 = mul nuw nsw i32 %51, %84, !dbg !141
  %86 = add i32 %42, %85, !dbg !143
    #dbg_value(i32 %86, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !101)
    #dbg_value(i64 1, !74, !DIExpression(), !139)
  %87 = mul nuw nsw i32 %54, %84, !dbg !141
  %88 = add i32 %41, %87, !dbg !143
    #dbg_value(i32 %88, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !101)
    #dbg_value(i64 2, !74, !DIExpression(), !139)
  %89 = mul nuw nsw i32 %57, %84, !dbg !141
  %90 = add i32 %40, %89, !dbg !143
    #dbg_value(i32 %90, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !101)
    #dbg_value(i64 3, !74, !DIExpression(), !139)
  %91 = mul nuw nsw i32 %60, %84, !dbg !141
  %92 = add i32 %39, %91, !dbg !143
    #dbg_value(i32 %92, !64, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !101)
    #dbg_value(i64 4, !74, !DIExpression(), !139)
  %93 = mul nuw nsw i32 %63, %84, !dbg !141
  %94 = add i32 %38, %93, !dbg !143
    #dbg_value(i32 %94, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !101)
    #dbg_value(i64 5, !74, !DIExpression(), !139)
  %95 = mul nuw nsw i32 %66, %84, !dbg !141
  %96 = add i32 %37, %95, !dbg !143
    #dbg_value(i32 %96, !64, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !101)
    #dbg_value(i64 6, !74, !DIExpression(), !139)
  %97 = mul nuw nsw i32 %69, %84, !dbg !141
  %98 = add i32 %36, %97, !dbg !143
    #dbg_value(i32 %98, !64, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !101)
    #dbg_value(i64 7, !74, !DIExpression(), !139)
  %99 = mul nuw nsw i32 %72, %84, !dbg !141
  %100 = add i32 %35, %99, !dbg !143
    #dbg_value(i32 %100, !64, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !101)
    #dbg_value(i64 8, !74, !DIExpression(), !139)
  %101 = mul nuw nsw i32 %75, %84, !dbg !141
  %102 = add i32 %34, %101, !dbg !143
    #dbg_value(i32 %102, !64, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !101)
    #dbg_value(i64 9, !74, !DIExpression(), !139)
  %103 = mul nuw nsw i32 %78, %84, !dbg !141
  %104 = add i32 %33, %103, !dbg !143
    #dbg_value(i32 %104, !64, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !101)
    #dbg_value(i64 10, !74, !DIExpression(), !139)
  %105 = mul nuw nsw i32 %80, %84, !dbg !141
  %106 = add i32 %32, %105, !dbg !143
    #dbg_value(i32 %106, !64, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !101)
    #dbg_value(i64 11, !74, !DIExpression(), !139)
  %107 = mul nuw nsw i32 %82, %84, !dbg !141
  %108 = add i32 %31, %107, !dbg !143
    #dbg_value(i32 %108, !64, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !101)
    #dbg_value(i64 12, !74, !DIExpression(), !139)
    #dbg_value(i64 %43, !144, !DIExpression(), !149)
  %109 = and i32 %45, 223, !dbg !152
  %110 = trunc i16 %49 to i1, !dbg !153
  %111 = add nsw i32 %109, -91, !dbg !153
  %112 = icmp ult i32 %111, -26, !dbg !153
  %113 = xor i1 %112, %110, !dbg !153
  br i1 %113, label %114, label %138, !dbg !154

114:                                              ; preds = %30
  %115 = trunc i16 %58 to i1, !dbg !155
  %116 = icmp ne i64 %43, 32, !dbg !155
  %117 = trunc i64 %43 to i32, !dbg !155
  %118 = add i32 %117, -14, !dbg !155
  %119 = icmp ult i32 %118, -5, !dbg !155
  %120 = and i1 %116, %119, !dbg !155
  %121 = xor i1 %120, %115, !dbg !155
  br i1 %121, label %122, label %138, !dbg !156

122:                                              ; preds = %114
    #dbg_value(i64 %43, !157, !DIExpression(), !160)
  %123 = trunc i64 %43 to i32, !dbg !162
  %124 = add i32 %123, -33, !dbg !162
  %125 = icmp ult i32 %124, 94, !dbg !162
  br i1 %125, label %126, label %135, !dbg !162

126:                                              ; preds = %122
    #dbg_value(i64 %43, !144, !DIExpression(), !163)
  %127 = and i32 %45, 95, !dbg !165
  %128 = add nsw i32 %127, -91, !dbg !165
  %129 = icmp ult i32 %128, -26, !dbg !165
  br i1 %129, label %130, label %135, !dbg !166

130:                                              ; preds = %126
  %131 = trunc i64 %43 to i32, !dbg !167
  %132 = add i32 %131, -58, !dbg !167
  %133 = icmp ult i32 %132, -10, !dbg !167
  %134 = zext i1 %133 to i32, !dbg !166
  br label %135

135:                                              ; preds = %122, %126, %130
  %136 = phi i32 [ 0, %126 ], [ 0, %122 ], [ %134, %130 ], !dbg !160
  %137 = icmp eq i32 %136, %69, !dbg !168
  br i1 %137, label %140, label %138, !dbg !169

138:                                              ; preds = %135, %114, %30
  %139 = add nsw i32 %44, 1, !dbg !170
    #dbg_value(i32 %139, !63, !DIExpression(), !101)
  br label %140, !dbg !171

140:                                              ; preds = %138, %135
  %141 = phi i32 [ %139, %138 ], [ %44, %135 ], !dbg !101
    #dbg_value(i32 %141, !63, !DIExpression(), !101)
  %142 = load ptr, ptr %2, align 8, !dbg !172, !tbaa !110
  %143 = getelementptr inbounds i32, ptr %142, i64 %43, !dbg !172
  %144 = load i32, ptr %143, align 4, !dbg !172, !tbaa !118
    #dbg_value(i32 %144, !76, !DIExpression(), !173)
  %145 = trunc i64 %43 to i32, !dbg !174
  %146 = add i32 %145, -97, !dbg !174
  %147 = icmp ult i32 %146, 26, !dbg !174
  %148 = add nsw i32 %45, -32, !dbg !174
  %149 = select i1 %147, i32 %148, i32 %45, !dbg !174
  %150 = icmp ne i32 %144, %149, !dbg !175
  %151 = zext i1 %150 to i32, !dbg !176
  %152 = add nsw i32 %141, %151, !dbg !176
    #dbg_value(i32 %152, !63, !DIExpression(), !101)
  %153 = load ptr, ptr %3, align 8, !dbg !177, !tbaa !110
  %154 = getelementptr inbounds i32, ptr %153, i64 %43, !dbg !177
  %155 = load i32, ptr %154, align 4, !dbg !177, !tbaa !118
    #dbg_value(i32 %155, !84, !DIExpression(), !178)
  %156 = trunc i64 %43 to i32, !dbg !179
  %157 = add i32 %156, -65, !dbg !179
  %158 = icmp ult i32 %157, 26, !dbg !179
  %159 = add nuw nsw i32 %45, 32, !dbg !179
  %160 = select i1 %158, i32 %159, i32 %45, !dbg !179
  %161 = icmp ne i32 %155, %160, !dbg !180
  %162 = zext i1 %161 to i32, !dbg !181
  %163 = add nsw i32 %152, %162, !dbg !181
    #dbg_value(i32 %163, !63, !DIExpression(), !101)
  %164 = and i32 %45, 15, !dbg !182
  %165 = icmp eq i32 %164, 0, !dbg !184
  br i1 %165, label %166, label %168, !dbg !185

166:                                              ; preds = %140
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %45), !dbg !186
  br label %168, !dbg !186

168:                                              ; preds = %166, %140
  %169 = shl nuw nsw i32 %54, 1, !dbg !187
  %170 = shl nuw nsw i32 %60, 2, !dbg !188
  %171 = or disjoint i32 %169, %170, !dbg !189
  %172 = shl nuw nsw i32 %69, 3, !dbg !190
  %173 = or disjoint i32 %171, %172, !dbg !191
  %174 = or disjoint i32 %173, %51, !dbg !191
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %174), !dbg !192
    #dbg_value(i32 %163, !63, !DIExpression(), !101)
    #dbg_value(i64 %83, !68, !DIExpression(), !102)
  %176 = icmp eq i64 %83, 256, !dbg !193
  br i1 %176, label %4, label %30, !dbg !103, !llvm.loop !194
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !197 ptr @__ctype_b_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !203 ptr @__ctype_toupper_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !211 ptr @__ctype_tolower_loc() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !212 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ctype_table.c", directory: ".", checksumkind: CSK_MD5, checksum: "db9ee8e531a5ef6c054621c848fc2944")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 9)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 21)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !30, retainedTypes: !47, globals: !50, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31}
!31 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !32, line: 46, baseType: !33, size: 32, elements: !34)
!32 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !{!35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46}
!35 = !DIEnumerator(name: "_ISupper", value: 256)
!36 = !DIEnumerator(name: "_ISlower", value: 512)
!37 = !DIEnumerator(name: "_ISalpha", value: 1024)
!38 = !DIEnumerator(name: "_ISdigit", value: 2048)
!39 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!40 = !DIEnumerator(name: "_ISspace", value: 8192)
!41 = !DIEnumerator(name: "_ISprint", value: 16384)
!42 = !DIEnumerator(name: "_ISgraph", value: 32768)
!43 = !DIEnumerator(name: "_ISblank", value: 1)
!44 = !DIEnumerator(name: "_IScntrl", value: 2)
!45 = !DIEnumerator(name: "_ISpunct", value: 4)
!46 = !DIEnumerator(name: "_ISalnum", value: 8)
!47 = !{!48, !49, !33}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!50 = !{!0, !7, !12, !14, !19, !24}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !60, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!48}
!62 = !{!63, !64, !68, !70, !74, !76, !79, !84, !87, !92, !94, !96}
!63 = !DILocalVariable(name: "bad", scope: !59, file: !2, line: 10, type: !48)
!64 = !DILocalVariable(name: "sums", scope: !59, file: !2, line: 10, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 384, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 12)
!68 = !DILocalVariable(name: "c", scope: !69, file: !2, line: 11, type: !48)
!69 = distinct !DILexicalBlock(scope: !59, file: !2, line: 11, column: 5)
!70 = !DILocalVariable(name: "f", scope: !71, file: !2, line: 12, type: !73)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 11, column: 35)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 11, column: 5)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 384, elements: !66)
!74 = !DILocalVariable(name: "k", scope: !75, file: !2, line: 13, type: !48)
!75 = distinct !DILexicalBlock(scope: !71, file: !2, line: 13, column: 9)
!76 = !DILocalVariable(name: "__res", scope: !77, file: !2, line: 15, type: !48)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 15, column: 13)
!78 = distinct !DILexicalBlock(scope: !71, file: !2, line: 15, column: 13)
!79 = !DILocalVariable(name: "__c", scope: !80, file: !2, line: 15, type: !48)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 15, column: 13)
!81 = distinct !DILexicalBlock(scope: !82, file: !2, line: 15, column: 13)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 15, column: 13)
!83 = distinct !DILexicalBlock(scope: !77, file: !2, line: 15, column: 13)
!84 = !DILocalVariable(name: "__res", scope: !85, file: !2, line: 16, type: !48)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 16, column: 13)
!86 = distinct !DILexicalBlock(scope: !71, file: !2, line: 16, column: 13)
!87 = !DILocalVariable(name: "__c", scope: !88, file: !2, line: 16, type: !48)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 16, column: 13)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 16, column: 13)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 16, column: 13)
!91 = distinct !DILexicalBlock(scope: !85, file: !2, line: 16, column: 13)
!92 = !DILocalVariable(name: "k", scope: !93, file: !2, line: 20, type: !48)
!93 = distinct !DILexicalBlock(scope: !59, file: !2, line: 20, column: 24)
!94 = !DILocalVariable(name: "__res", scope: !95, file: !2, line: 21, type: !48)
!95 = distinct !DILexicalBlock(scope: !59, file: !2, line: 21, column: 56)
!96 = !DILocalVariable(name: "__c", scope: !97, file: !2, line: 21, type: !48)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 21, column: 56)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 21, column: 56)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 21, column: 56)
!100 = distinct !DILexicalBlock(scope: !95, file: !2, line: 21, column: 56)
!101 = !DILocation(line: 0, scope: !59)
!102 = !DILocation(line: 0, scope: !69)
!103 = !DILocation(line: 11, column: 5, scope: !69)
!104 = !DILocation(line: 20, column: 5, scope: !59)
!105 = !DILocation(line: 0, scope: !93)
!106 = !DILocation(line: 20, column: 53, scope: !107)
!107 = distinct !DILexicalBlock(scope: !93, file: !2, line: 20, column: 24)
!108 = !DILocation(line: 20, column: 77, scope: !59)
!109 = !DILocation(line: 21, column: 37, scope: !59)
!110 = !{!111, !111, i64 0}
!111 = !{!"any pointer", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = !{!115, !115, i64 0}
!115 = !{!"short", !112, i64 0}
!116 = !DILocation(line: 0, scope: !97)
!117 = !DILocation(line: 21, column: 56, scope: !97)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !112, i64 0}
!120 = !DILocation(line: 21, column: 50, scope: !59)
!121 = !DILocation(line: 0, scope: !95)
!122 = !DILocation(line: 21, column: 5, scope: !59)
!123 = !DILocation(line: 23, column: 1, scope: !59)
!124 = !DILocation(line: 12, column: 25, scope: !71)
!125 = !DILocation(line: 12, column: 23, scope: !71)
!126 = !DILocation(line: 0, scope: !71)
!127 = !DILocation(line: 12, column: 37, scope: !71)
!128 = !DILocation(line: 12, column: 51, scope: !71)
!129 = !DILocation(line: 12, column: 65, scope: !71)
!130 = !DILocation(line: 12, column: 79, scope: !71)
!131 = !DILocation(line: 12, column: 93, scope: !71)
!132 = !DILocation(line: 12, column: 107, scope: !71)
!133 = !DILocation(line: 12, column: 121, scope: !71)
!134 = !DILocation(line: 12, column: 135, scope: !71)
!135 = !DILocation(line: 12, column: 149, scope: !71)
!136 = !DILocation(line: 12, column: 164, scope: !71)
!137 = !DILocation(line: 12, column: 180, scope: !71)
!138 = !DILocation(line: 12, column: 178, scope: !71)
!139 = !DILocation(line: 0, scope: !75)
!140 = !DILocation(line: 11, column: 31, scope: !72)
!141 = !DILocation(line: 13, column: 64, scope: !142)
!142 = distinct !DILexicalBlock(scope: !75, file: !2, line: 13, column: 9)
!143 = !DILocation(line: 13, column: 46, scope: !142)
!144 = !DILocalVariable(name: "c", arg: 1, scope: !145, file: !2, line: 6, type: !48)
!145 = distinct !DISubprogram(name: "my_isalpha", scope: !2, file: !2, line: 6, type: !146, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!48, !48}
!148 = !{!144}
!149 = !DILocation(line: 0, scope: !145, inlinedAt: !150)
!150 = distinct !DILocation(line: 14, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !71, file: !2, line: 14, column: 13)
!152 = !DILocation(line: 6, column: 49, scope: !145, inlinedAt: !150)
!153 = !DILocation(line: 14, column: 18, scope: !151)
!154 = !DILocation(line: 14, column: 35, scope: !151)
!155 = !DILocation(line: 14, column: 43, scope: !151)
!156 = !DILocation(line: 14, column: 60, scope: !151)
!157 = !DILocalVariable(name: "c", arg: 1, scope: !158, file: !2, line: 8, type: !48)
!158 = distinct !DISubprogram(name: "my_ispunct", scope: !2, file: !2, line: 8, type: !146, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !159)
!159 = !{!157}
!160 = !DILocation(line: 0, scope: !158, inlinedAt: !161)
!161 = distinct !DILocation(line: 14, column: 71, scope: !151)
!162 = !DILocation(line: 8, column: 46, scope: !158, inlinedAt: !161)
!163 = !DILocation(line: 0, scope: !145, inlinedAt: !164)
!164 = distinct !DILocation(line: 8, column: 61, scope: !158, inlinedAt: !161)
!165 = !DILocation(line: 6, column: 49, scope: !145, inlinedAt: !164)
!166 = !DILocation(line: 8, column: 75, scope: !158, inlinedAt: !161)
!167 = !DILocation(line: 8, column: 89, scope: !158, inlinedAt: !161)
!168 = !DILocation(line: 14, column: 68, scope: !151)
!169 = !DILocation(line: 14, column: 13, scope: !71)
!170 = !DILocation(line: 14, column: 89, scope: !151)
!171 = !DILocation(line: 14, column: 86, scope: !151)
!172 = !DILocation(line: 15, column: 13, scope: !81)
!173 = !DILocation(line: 0, scope: !77)
!174 = !DILocation(line: 15, column: 37, scope: !78)
!175 = !DILocation(line: 15, column: 24, scope: !78)
!176 = !DILocation(line: 15, column: 13, scope: !71)
!177 = !DILocation(line: 16, column: 13, scope: !89)
!178 = !DILocation(line: 0, scope: !85)
!179 = !DILocation(line: 16, column: 37, scope: !86)
!180 = !DILocation(line: 16, column: 24, scope: !86)
!181 = !DILocation(line: 16, column: 13, scope: !71)
!182 = !DILocation(line: 17, column: 15, scope: !183)
!183 = distinct !DILexicalBlock(scope: !71, file: !2, line: 17, column: 13)
!184 = !DILocation(line: 17, column: 20, scope: !183)
!185 = !DILocation(line: 17, column: 13, scope: !71)
!186 = !DILocation(line: 17, column: 26, scope: !183)
!187 = !DILocation(line: 18, column: 34, scope: !71)
!188 = !DILocation(line: 18, column: 46, scope: !71)
!189 = !DILocation(line: 18, column: 39, scope: !71)
!190 = !DILocation(line: 18, column: 58, scope: !71)
!191 = !DILocation(line: 18, column: 51, scope: !71)
!192 = !DILocation(line: 18, column: 9, scope: !71)
!193 = !DILocation(line: 11, column: 23, scope: !72)
!194 = distinct !{!194, !103, !195, !196}
!195 = !DILocation(line: 19, column: 5, scope: !69)
!196 = !{!"llvm.loop.mustprogress"}
!197 = !DISubprogram(name: "__ctype_b_loc", scope: !32, file: !32, line: 79, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{!200}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!203 = !DISubprogram(name: "__ctype_toupper_loc", scope: !32, file: !32, line: 83, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DISubroutineType(types: !205)
!205 = !{!206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !210, line: 41, baseType: !48)
!210 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!211 = !DISubprogram(name: "__ctype_tolower_loc", scope: !32, file: !32, line: 81, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubprogram(name: "printf", scope: !213, file: !213, line: 356, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!214 = !DISubroutineType(types: !215)
!215 = !{!48, !216, null}
!216 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !217)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
