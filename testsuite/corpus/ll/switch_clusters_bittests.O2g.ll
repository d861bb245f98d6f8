; ModuleID = 'programs/switch_clusters_bittests.c'
source_filename = "programs/switch_clusters_bittests.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"vowel %lu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"three_way %lu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"ranges %lu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"mixed %lu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [11 x i8] c"small %lu\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [10 x i8] c"wide %lu\0A\00", align 1, !dbg !21

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !39 {
    #dbg_value(i64 0, !44, !DIExpression(), !78)
    #dbg_value(i32 -10, !46, !DIExpression(), !79)
  br label %3, !dbg !80

1:                                                ; preds = %3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %9), !dbg !81
    #dbg_value(i64 0, !44, !DIExpression(), !78)
    #dbg_value(i32 0, !48, !DIExpression(), !82)
  br label %18, !dbg !83

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %9, %3 ]
  %5 = phi i32 [ -10, %0 ], [ %10, %3 ]
    #dbg_value(i64 %4, !44, !DIExpression(), !78)
    #dbg_value(i32 %5, !46, !DIExpression(), !79)
  %6 = mul i64 %4, 31, !dbg !84
  %7 = tail call fastcc i32 @vowel(i32 noundef %5), !dbg !86
  %8 = zext nneg i32 %7 to i64, !dbg !86
  %9 = add i64 %6, %8, !dbg !87
    #dbg_value(i64 %9, !44, !DIExpression(), !78)
  %10 = add nsw i32 %5, 1, !dbg !88
    #dbg_value(i32 %10, !46, !DIExpression(), !79)
  %11 = icmp eq i32 %10, 300, !dbg !89
  br i1 %11, label %1, label %3, !dbg !80, !llvm.loop !90

12:                                               ; preds = %18
  %13 = mul i64 %24, 7, !dbg !93
  %14 = tail call fastcc i32 @three_way(i32 noundef -1), !dbg !94
  %15 = zext nneg i32 %14 to i64, !dbg !94
  %16 = add i64 %13, %15, !dbg !95
    #dbg_value(i64 %16, !44, !DIExpression(), !78)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %16), !dbg !96
    #dbg_value(i64 0, !44, !DIExpression(), !78)
    #dbg_value(i32 -1100, !51, !DIExpression(), !97)
  br label %27, !dbg !98

18:                                               ; preds = %1, %18
  %19 = phi i64 [ 0, %1 ], [ %24, %18 ]
  %20 = phi i32 [ 0, %1 ], [ %25, %18 ]
    #dbg_value(i64 %19, !44, !DIExpression(), !78)
    #dbg_value(i32 %20, !48, !DIExpression(), !82)
  %21 = mul i64 %19, 7, !dbg !99
  %22 = tail call fastcc i32 @three_way(i32 noundef %20), !dbg !101
  %23 = zext nneg i32 %22 to i64, !dbg !101
  %24 = add i64 %21, %23, !dbg !102
    #dbg_value(i64 %24, !44, !DIExpression(), !78)
  %25 = add nuw nsw i32 %20, 1, !dbg !103
    #dbg_value(i32 %25, !48, !DIExpression(), !82)
  %26 = icmp eq i32 %25, 200, !dbg !104
  br i1 %26, label %12, label %18, !dbg !83, !llvm.loop !105

27:                                               ; preds = %12, %27
  %28 = phi i64 [ 0, %12 ], [ %33, %27 ]
  %29 = phi i32 [ -1100, %12 ], [ %34, %27 ]
    #dbg_value(i64 %28, !44, !DIExpression(), !78)
    #dbg_value(i32 %29, !51, !DIExpression(), !97)
  %30 = mul i64 %28, 13, !dbg !107
  %31 = tail call fastcc i32 @ranges(i32 noundef %29), !dbg !109
  %32 = zext nneg i32 %31 to i64, !dbg !109
  %33 = add i64 %30, %32, !dbg !110
    #dbg_value(i64 %33, !44, !DIExpression(), !78)
  %34 = add nsw i32 %29, 1, !dbg !111
    #dbg_value(i32 %34, !51, !DIExpression(), !97)
  %35 = icmp eq i32 %34, 1200, !dbg !112
  br i1 %35, label %36, label %27, !dbg !98, !llvm.loop !113

36:                                               ; preds = %27
    #dbg_value(i64 %33, !44, !DIExpression(), !78)
    #dbg_value(i64 0, !57, !DIExpression(), !115)
  %37 = mul i64 %33, 13, !dbg !116
  %38 = tail call fastcc i32 @ranges(i32 noundef 999999), !dbg !118
  %39 = zext nneg i32 %38 to i64, !dbg !118
  %40 = add i64 %37, %39, !dbg !119
    #dbg_value(i64 %40, !44, !DIExpression(), !78)
    #dbg_value(i64 1, !57, !DIExpression(), !115)
  %41 = mul i64 %40, 13, !dbg !116
  %42 = tail call fastcc i32 @ranges(i32 noundef 1000000), !dbg !118
  %43 = zext nneg i32 %42 to i64, !dbg !118
  %44 = add i64 %41, %43, !dbg !119
    #dbg_value(i64 %44, !44, !DIExpression(), !78)
    #dbg_value(i64 2, !57, !DIExpression(), !115)
  %45 = mul i64 %44, 13, !dbg !116
  %46 = tail call fastcc i32 @ranges(i32 noundef 1000001), !dbg !118
  %47 = zext nneg i32 %46 to i64, !dbg !118
  %48 = add i64 %45, %47, !dbg !119
    #dbg_value(i64 %48, !44, !DIExpression(), !78)
    #dbg_value(i64 3, !57, !DIExpression(), !115)
  %49 = mul i64 %48, 13, !dbg !116
  %50 = tail call fastcc i32 @ranges(i32 noundef 2000000), !dbg !118
  %51 = zext nneg i32 %50 to i64, !dbg !118
  %52 = add i64 %49, %51, !dbg !119
    #dbg_value(i64 %52, !44, !DIExpression(), !78)
    #dbg_value(i64 4, !57, !DIExpression(), !115)
  %53 = mul i64 %52, 13, !dbg !116
  %54 = tail call fastcc i32 @ranges(i32 noundef 1999999), !dbg !118
  %55 = zext nneg i32 %54 to i64, !dbg !118
  %56 = add i64 %53, %55, !dbg !119
    #dbg_value(i64 %56, !44, !DIExpression(), !78)
    #dbg_value(i64 5, !57, !DIExpression(), !115)
  %57 = mul i64 %56, 13, !dbg !116
  %58 = tail call fastcc i32 @ranges(i32 noundef -2147483648), !dbg !118
  %59 = zext nneg i32 %58 to i64, !dbg !118
  %60 = add i64 %57, %59, !dbg !119
    #dbg_value(i64 %60, !44, !DIExpression(), !78)
    #dbg_value(i64 6, !57, !DIExpression(), !115)
  %61 = mul i64 %60, 13, !dbg !116
  %62 = tail call fastcc i32 @ranges(i32 noundef 2147483647), !dbg !118
  %63 = zext nneg i32 %62 to i64, !dbg !118
  %64 = add i64 %61, %63, !dbg !119
    #dbg_value(i64 %64, !44, !DIExpression(), !78)
    #dbg_value(i64 7, !57, !DIExpression(), !115)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %64), !dbg !120
    #dbg_value(i64 0, !44, !DIExpression(), !78)
    #dbg_value(i64 -10, !59, !DIExpression(), !121)
  br label %92, !dbg !122

66:                                               ; preds = %92
    #dbg_value(i64 -7000000000, !62, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !78)
    #dbg_value(i64 -7000000001, !62, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !78)
    #dbg_value(i64 123456789012, !62, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !78)
    #dbg_value(i64 123456789011, !62, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !78)
    #dbg_value(i64 9223372036854775807, !62, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !78)
    #dbg_value(i64 -9223372036854775808, !62, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !78)
    #dbg_value(i32 0, !66, !DIExpression(), !123)
    #dbg_value(i64 %98, !44, !DIExpression(), !78)
    #dbg_value(i64 %98, !44, !DIExpression(), !78)
    #dbg_value(i64 0, !66, !DIExpression(), !123)
  %67 = mul i64 %98, 17, !dbg !124
  %68 = tail call fastcc i32 @mixed(i64 noundef -7000000000), !dbg !126
  %69 = zext nneg i32 %68 to i64, !dbg !126
  %70 = add i64 %67, %69, !dbg !127
    #dbg_value(i64 %70, !44, !DIExpression(), !78)
    #dbg_value(i64 1, !66, !DIExpression(), !123)
  %71 = mul i64 %70, 17, !dbg !124
  %72 = tail call fastcc i32 @mixed(i64 noundef -7000000001), !dbg !126
  %73 = zext nneg i32 %72 to i64, !dbg !126
  %74 = add i64 %71, %73, !dbg !127
    #dbg_value(i64 %74, !44, !DIExpression(), !78)
    #dbg_value(i64 2, !66, !DIExpression(), !123)
  %75 = mul i64 %74, 17, !dbg !124
  %76 = tail call fastcc i32 @mixed(i64 noundef 123456789012), !dbg !126
  %77 = zext nneg i32 %76 to i64, !dbg !126
  %78 = add i64 %75, %77, !dbg !127
    #dbg_value(i64 %78, !44, !DIExpression(), !78)
    #dbg_value(i64 3, !66, !DIExpression(), !123)
  %79 = mul i64 %78, 17, !dbg !124
  %80 = tail call fastcc i32 @mixed(i64 noundef 123456789011), !dbg !126
  %81 = zext nneg i32 %80 to i64, !dbg !126
  %82 = add i64 %79, %81, !dbg !127
    #dbg_value(i64 %82, !44, !DIExpression(), !78)
    #dbg_value(i64 4, !66, !DIExpression(), !123)
  %83 = mul i64 %82, 17, !dbg !124
  %84 = tail call fastcc i32 @mixed(i64 noundef 9223372036854775807), !dbg !126
  %85 = zext nneg i32 %84 to i64, !dbg !126
  %86 = add i64 %83, %85, !dbg !127
    #dbg_value(i64 %86, !44, !DIExpression(), !78)
    #dbg_value(i64 5, !66, !DIExpression(), !123)
  %87 = mul i64 %86, 17, !dbg !124
  %88 = tail call fastcc i32 @mixed(i64 noundef -9223372036854775808), !dbg !126
  %89 = zext nneg i32 %88 to i64, !dbg !126
  %90 = add i64 %87, %89, !dbg !127
    #dbg_value(i64 %90, !44, !DIExpression(), !78)
    #dbg_value(i64 6, !66, !DIExpression(), !123)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %90), !dbg !128
    #dbg_value(i64 0, !44, !DIExpression(), !78)
    #dbg_value(i32 -128, !68, !DIExpression(), !129)
  br label %101, !dbg !130

92:                                               ; preds = %36, %92
  %93 = phi i64 [ 0, %36 ], [ %98, %92 ]
  %94 = phi i64 [ -10, %36 ], [ %99, %92 ]
    #dbg_value(i64 %93, !44, !DIExpression(), !78)
    #dbg_value(i64 %94, !59, !DIExpression(), !121)
  %95 = mul i64 %93, 17, !dbg !131
  %96 = tail call fastcc i32 @mixed(i64 noundef %94), !dbg !133
  %97 = zext nneg i32 %96 to i64, !dbg !133
  %98 = add i64 %95, %97, !dbg !134
    #dbg_value(i64 %98, !44, !DIExpression(), !78)
  %99 = add nsw i64 %94, 1, !dbg !135
    #dbg_value(i64 %99, !59, !DIExpression(), !121)
  %100 = icmp eq i64 %99, 1100, !dbg !136
  br i1 %100, label %66, label %92, !dbg !122, !llvm.loop !137

101:                                              ; preds = %66, %153
  %102 = phi i64 [ 0, %66 ], [ %163, %153 ]
  %103 = phi i32 [ -128, %66 ], [ %154, %153 ]
    #dbg_value(i64 %102, !44, !DIExpression(), !78)
    #dbg_value(i32 %103, !68, !DIExpression(), !129)
  %104 = trunc i32 %103 to i8
    #dbg_value(i32 0, !70, !DIExpression(), !139)
  br label %156, !dbg !140

105:                                              ; preds = %153
  %106 = mul i64 %163, 3, !dbg !141
  %107 = tail call fastcc i32 @small_types(i8 noundef signext 0, i16 noundef zeroext -1), !dbg !142
  %108 = zext nneg i32 %107 to i64, !dbg !142
  %109 = add i64 %106, %108, !dbg !143
  %110 = tail call fastcc i32 @small_types(i8 noundef signext 0, i16 noundef zeroext 1005), !dbg !144
  %111 = zext nneg i32 %110 to i64, !dbg !144
  %112 = add i64 %109, %111, !dbg !145
  %113 = tail call fastcc i32 @small_types(i8 noundef signext 0, i16 noundef zeroext 305), !dbg !146
  %114 = zext nneg i32 %113 to i64, !dbg !146
  %115 = add i64 %112, %114, !dbg !147
    #dbg_value(i64 %115, !44, !DIExpression(), !78)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %115), !dbg !148
    #dbg_assign(i1 undef, !73, !DIExpression(), !149, ptr poison, !DIExpression(), !78)
    #dbg_value(i64 0, !44, !DIExpression(), !78)
    #dbg_value(i32 0, !76, !DIExpression(), !150)
    #dbg_value(i64 0, !44, !DIExpression(), !78)
    #dbg_value(i64 0, !76, !DIExpression(), !150)
  %117 = tail call fastcc i32 @wide(i64 noundef 0, i64 noundef 0), !dbg !151
    #dbg_value(i32 %117, !44, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !78)
    #dbg_value(i64 1, !76, !DIExpression(), !150)
  %118 = mul nuw nsw i32 %117, 10, !dbg !153
  %119 = tail call fastcc i32 @wide(i64 noundef -1, i64 noundef -1), !dbg !151
  %120 = add nuw nsw i32 %118, %119, !dbg !154
    #dbg_value(i32 %120, !44, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !78)
    #dbg_value(i64 2, !76, !DIExpression(), !150)
  %121 = mul nuw nsw i32 %120, 10, !dbg !153
  %122 = tail call fastcc i32 @wide(i64 noundef 1, i64 noundef 0), !dbg !151
  %123 = add nuw nsw i32 %121, %122, !dbg !154
    #dbg_value(i32 %123, !44, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !78)
    #dbg_value(i64 3, !76, !DIExpression(), !150)
  %124 = mul nuw nsw i32 %123, 10, !dbg !153
  %125 = tail call fastcc i32 @wide(i64 noundef 0, i64 noundef 1), !dbg !151
  %126 = add nuw nsw i32 %124, %125, !dbg !154
  %127 = zext nneg i32 %126 to i64, !dbg !154
    #dbg_value(i64 %127, !44, !DIExpression(), !78)
    #dbg_value(i64 4, !76, !DIExpression(), !150)
  %128 = mul nuw nsw i64 %127, 10, !dbg !153
  %129 = tail call fastcc i32 @wide(i64 noundef 1, i64 noundef 1), !dbg !151
  %130 = zext nneg i32 %129 to i64, !dbg !151
  %131 = add nuw nsw i64 %128, %130, !dbg !154
    #dbg_value(i64 %131, !44, !DIExpression(), !78)
    #dbg_value(i64 5, !76, !DIExpression(), !150)
  %132 = mul nuw nsw i64 %131, 10, !dbg !153
  %133 = tail call fastcc i32 @wide(i64 noundef 7, i64 noundef 68719476736), !dbg !151
  %134 = zext nneg i32 %133 to i64, !dbg !151
  %135 = add nuw nsw i64 %132, %134, !dbg !154
    #dbg_value(i64 %135, !44, !DIExpression(), !78)
    #dbg_value(i64 6, !76, !DIExpression(), !150)
  %136 = mul nuw nsw i64 %135, 10, !dbg !153
  %137 = tail call fastcc i32 @wide(i64 noundef 12345, i64 noundef 0), !dbg !151
  %138 = zext nneg i32 %137 to i64, !dbg !151
  %139 = add nuw nsw i64 %136, %138, !dbg !154
    #dbg_value(i64 %139, !44, !DIExpression(), !78)
    #dbg_value(i64 7, !76, !DIExpression(), !150)
  %140 = mul nuw nsw i64 %139, 10, !dbg !153
  %141 = tail call fastcc i32 @wide(i64 noundef 0, i64 noundef -67108864), !dbg !151
  %142 = zext nneg i32 %141 to i64, !dbg !151
  %143 = add nuw nsw i64 %140, %142, !dbg !154
    #dbg_value(i64 %143, !44, !DIExpression(), !78)
    #dbg_value(i64 8, !76, !DIExpression(), !150)
  %144 = mul nuw nsw i64 %143, 10, !dbg !153
  %145 = tail call fastcc i32 @wide(i64 noundef 0, i64 noundef 67108864), !dbg !151
  %146 = zext nneg i32 %145 to i64, !dbg !151
  %147 = add nuw nsw i64 %144, %146, !dbg !154
    #dbg_value(i64 %147, !44, !DIExpression(), !78)
    #dbg_value(i64 9, !76, !DIExpression(), !150)
  %148 = mul nuw nsw i64 %147, 10, !dbg !153
  %149 = tail call fastcc i32 @wide(i64 noundef -2, i64 noundef -1), !dbg !151
  %150 = zext nneg i32 %149 to i64, !dbg !151
  %151 = add nuw nsw i64 %148, %150, !dbg !154
    #dbg_value(i64 %151, !44, !DIExpression(), !78)
    #dbg_value(i64 10, !76, !DIExpression(), !150)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %151), !dbg !155
  ret i32 0, !dbg !156

153:                                              ; preds = %156
  %154 = add nsw i32 %103, 1, !dbg !157
    #dbg_value(i64 %163, !44, !DIExpression(), !78)
    #dbg_value(i32 %154, !68, !DIExpression(), !129)
  %155 = icmp eq i32 %154, 128, !dbg !158
  br i1 %155, label %105, label %101, !dbg !130, !llvm.loop !159

156:                                              ; preds = %101, %156
  %157 = phi i64 [ %102, %101 ], [ %163, %156 ]
  %158 = phi i32 [ 0, %101 ], [ %164, %156 ]
    #dbg_value(i64 %157, !44, !DIExpression(), !78)
    #dbg_value(i32 %158, !70, !DIExpression(), !139)
  %159 = mul i64 %157, 3, !dbg !161
  %160 = trunc nuw i32 %158 to i16, !dbg !163
  %161 = tail call fastcc i32 @small_types(i8 noundef signext %104, i16 noundef zeroext %160), !dbg !164
  %162 = zext nneg i32 %161 to i64, !dbg !164
  %163 = add i64 %159, %162, !dbg !165
    #dbg_value(i64 %163, !44, !DIExpression(), !78)
  %164 = add nuw nsw i32 %158, 97, !dbg !166
    #dbg_value(i32 %164, !70, !DIExpression(), !139)
  %165 = icmp ult i32 %158, 65439, !dbg !167
  br i1 %165, label %156, label %153, !dbg !140, !llvm.loop !168
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @vowel(i32 noundef %0) unnamed_addr #1 !dbg !170 {
    #dbg_value(i32 %0, !174, !DIExpression(), !175)
  switch i32 %0, label %2 [
    i32 97, label %3
    i32 101, label %3
    i32 105, label %3
    i32 111, label %3
    i32 117, label %3
    i32 65, label %3
    i32 69, label %3
    i32 73, label %3
    i32 79, label %3
    i32 85, label %3
  ], !dbg !176

2:                                                ; preds = %1
  br label %3, !dbg !177

3:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %2
  %4 = phi i32 [ 0, %2 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], !dbg !179
  ret i32 %4, !dbg !180
}

; Function Attrs: nofree nounwind
declare !dbg !181 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4) i32 @three_way(i32 noundef %0) unnamed_addr #1 !dbg !188 {
    #dbg_value(i32 %0, !192, !DIExpression(), !193)
  switch i32 %0, label %4 [
    i32 0, label %5
    i32 3, label %5
    i32 6, label %5
    i32 9, label %5
    i32 12, label %5
    i32 40, label %5
    i32 1, label %2
    i32 4, label %2
    i32 7, label %2
    i32 10, label %2
    i32 50, label %2
    i32 2, label %3
    i32 5, label %3
    i32 8, label %3
    i32 11, label %3
    i32 63, label %3
  ], !dbg !194

2:                                                ; preds = %1, %1, %1, %1, %1
  br label %5, !dbg !195

3:                                                ; preds = %1, %1, %1, %1, %1
  br label %5, !dbg !197

4:                                                ; preds = %1
  br label %5, !dbg !198

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %4, %3, %2
  %6 = phi i32 [ 0, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], !dbg !199
  ret i32 %6, !dbg !200
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 7) i32 @ranges(i32 noundef %0) unnamed_addr #1 !dbg !201 {
    #dbg_value(i32 %0, !203, !DIExpression(), !204)
  switch i32 %0, label %10 [
    i32 -5, label %14
    i32 -4, label %14
    i32 -3, label %14
    i32 -2, label %14
    i32 -1, label %14
    i32 0, label %14
    i32 1, label %14
    i32 2, label %14
    i32 3, label %14
    i32 4, label %14
    i32 5, label %14
    i32 6, label %6
    i32 2000000, label %13
  ], !dbg !205

2:                                                ; preds = %7
  %3 = add i32 %0, 1000, !dbg !206
  %4 = icmp ult i32 %3, 101, !dbg !206
  %5 = zext i1 %4 to i32, !dbg !206
  br label %14, !dbg !206

6:                                                ; preds = %1
  br label %14, !dbg !208

7:                                                ; preds = %10
  %8 = add i32 %0, -7, !dbg !209
  %9 = icmp ult i32 %8, 94, !dbg !209
  br i1 %9, label %14, label %2, !dbg !209

10:                                               ; preds = %1
  %11 = add i32 %0, -1000, !dbg !210
  %12 = icmp ult i32 %11, 999001, !dbg !210
  br i1 %12, label %14, label %7, !dbg !210

13:                                               ; preds = %1
  br label %14, !dbg !211

14:                                               ; preds = %2, %10, %7, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %13, %6
  %15 = phi i32 [ 6, %13 ], [ 3, %6 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 4, %7 ], [ 5, %10 ], [ %5, %2 ], !dbg !212
  ret i32 %15, !dbg !213
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 33) i32 @mixed(i64 noundef %0) unnamed_addr #1 !dbg !214 {
    #dbg_value(i64 %0, !218, !DIExpression(), !219)
  switch i64 %0, label %20 [
    i64 -7000000000, label %21
    i64 -3, label %2
    i64 10, label %3
    i64 11, label %4
    i64 12, label %5
    i64 13, label %6
    i64 14, label %7
    i64 16, label %8
    i64 17, label %9
    i64 19, label %10
    i64 500, label %11
    i64 1000, label %12
    i64 1001, label %13
    i64 1003, label %14
    i64 1004, label %15
    i64 1005, label %16
    i64 1007, label %17
    i64 123456789012, label %18
    i64 9223372036854775807, label %19
  ], !dbg !220

2:                                                ; preds = %1
  br label %21, !dbg !221

3:                                                ; preds = %1
  br label %21, !dbg !223

4:                                                ; preds = %1
  br label %21, !dbg !224

5:                                                ; preds = %1
  br label %21, !dbg !225

6:                                                ; preds = %1
  br label %21, !dbg !226

7:                                                ; preds = %1
  br label %21, !dbg !227

8:                                                ; preds = %1
  br label %21, !dbg !228

9:                                                ; preds = %1
  br label %21, !dbg !229

10:                                               ; preds = %1
  br label %21, !dbg !230

11:                                               ; preds = %1
  br label %21, !dbg !231

12:                                               ; preds = %1
  br label %21, !dbg !232

13:                                               ; preds = %1
  br label %21, !dbg !233

14:                                               ; preds = %1
  br label %21, !dbg !234

15:                                               ; preds = %1
  br label %21, !dbg !235

16:                                               ; preds = %1
  br label %21, !dbg !236

17:                                               ; preds = %1
  br label %21, !dbg !237

18:                                               ; preds = %1
  br label %21, !dbg !238

19:                                               ; preds = %1
  br label %21, !dbg !239

20:                                               ; preds = %1
  br label %21, !dbg !240

21:                                               ; preds = %1, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %22 = phi i32 [ 0, %20 ], [ 32, %19 ], [ 31, %18 ], [ 26, %17 ], [ 25, %16 ], [ 24, %15 ], [ 23, %14 ], [ 22, %13 ], [ 21, %12 ], [ 13, %11 ], [ 8, %10 ], [ 7, %9 ], [ 6, %8 ], [ 5, %7 ], [ 4, %6 ], [ 3, %5 ], [ 2, %4 ], [ 1, %3 ], [ 12, %2 ], [ 11, %1 ], !dbg !241
  ret i32 %22, !dbg !242
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 46) i32 @small_types(i8 noundef signext %0, i16 noundef zeroext %1) unnamed_addr #1 !dbg !243 {
    #dbg_value(i8 %0, !247, !DIExpression(), !250)
    #dbg_value(i16 %1, !248, !DIExpression(), !250)
    #dbg_value(i32 0, !249, !DIExpression(), !250)
  switch i8 %0, label %8 [
    i8 -128, label %3
    i8 -1, label %4
    i8 0, label %5
    i8 1, label %5
    i8 2, label %5
    i8 3, label %5
    i8 4, label %5
    i8 5, label %5
    i8 6, label %5
    i8 7, label %5
    i8 8, label %5
    i8 9, label %5
    i8 127, label %6
    i8 40, label %7
    i8 42, label %7
    i8 44, label %7
    i8 46, label %7
  ], !dbg !251

3:                                                ; preds = %2
    #dbg_value(i32 1, !249, !DIExpression(), !250)
  br label %8, !dbg !252

4:                                                ; preds = %2
    #dbg_value(i32 2, !249, !DIExpression(), !250)
  br label %8, !dbg !254

5:                                                ; preds = %2, %2, %2, %2, %2, %2, %2, %2, %2, %2
    #dbg_value(i32 3, !249, !DIExpression(), !250)
  br label %8, !dbg !255

6:                                                ; preds = %2
    #dbg_value(i32 4, !249, !DIExpression(), !250)
  br label %8, !dbg !256

7:                                                ; preds = %2, %2, %2, %2
    #dbg_value(i32 5, !249, !DIExpression(), !250)
  br label %8, !dbg !257

8:                                                ; preds = %2, %7, %6, %5, %4, %3
  %9 = phi i32 [ 0, %2 ], [ 5, %7 ], [ 4, %6 ], [ 3, %5 ], [ 2, %4 ], [ 1, %3 ], !dbg !250
    #dbg_value(i32 %9, !249, !DIExpression(), !250)
  switch i16 %1, label %18 [
    i16 0, label %10
    i16 -1, label %12
    i16 1000, label %14
    i16 1001, label %14
    i16 1002, label %14
    i16 1003, label %14
    i16 1004, label %14
    i16 1005, label %14
    i16 1006, label %14
    i16 1007, label %14
    i16 1008, label %14
    i16 1009, label %14
    i16 1010, label %14
    i16 300, label %16
    i16 301, label %16
    i16 302, label %16
    i16 303, label %16
    i16 305, label %16
  ], !dbg !258

10:                                               ; preds = %8
  %11 = add nuw nsw i32 %9, 10, !dbg !259
    #dbg_value(i32 %11, !249, !DIExpression(), !250)
  br label %18, !dbg !261

12:                                               ; preds = %8
  %13 = add nuw nsw i32 %9, 20, !dbg !262
    #dbg_value(i32 %13, !249, !DIExpression(), !250)
  br label %18, !dbg !263

14:                                               ; preds = %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8
  %15 = add nuw nsw i32 %9, 30, !dbg !264
    #dbg_value(i32 %15, !249, !DIExpression(), !250)
  br label %18, !dbg !265

16:                                               ; preds = %8, %8, %8, %8, %8
  %17 = or disjoint i32 %9, 40, !dbg !266
    #dbg_value(i32 %17, !249, !DIExpression(), !250)
  br label %18, !dbg !267

18:                                               ; preds = %8, %16, %14, %12, %10
  %19 = phi i32 [ %9, %8 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ], !dbg !250
    #dbg_value(i32 %19, !249, !DIExpression(), !250)
  ret i32 %19, !dbg !268
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 7) i32 @wide(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !269 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !273, !DIExpression(), !274)
  switch i128 %6, label %12 [
    i128 0, label %13
    i128 -1, label %7
    i128 18446744073709551616, label %8
    i128 1267650600228229401496703205383, label %9
    i128 12345, label %10
    i128 -1237940039285380274899124224, label %11
  ], !dbg !275

7:                                                ; preds = %2
  br label %13, !dbg !276

8:                                                ; preds = %2
  br label %13, !dbg !278

9:                                                ; preds = %2
  br label %13, !dbg !279

10:                                               ; preds = %2
  br label %13, !dbg !280

11:                                               ; preds = %2
  br label %13, !dbg !281

12:                                               ; preds = %2
  br label %13, !dbg !282

13:                                               ; preds = %2, %12, %11, %10, %9, %8, %7
  %14 = phi i32 [ 0, %12 ], [ 6, %11 ], [ 5, %10 ], [ 4, %9 ], [ 3, %8 ], [ 2, %7 ], [ 1, %2 ], !dbg !283
  ret i32 %14, !dbg !284
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/switch_clusters_bittests.c", directory: ".", checksumkind: CSK_MD5, checksum: "f02c9274318ae6c157d113bbfa779a46")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 10)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !27, globals: !30, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28, !29}
!28 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!29 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !19, !21}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 84, type: !40, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{!44, !46, !48, !51, !53, !57, !59, !62, !66, !68, !70, !73, !76}
!44 = !DILocalVariable(name: "h", scope: !39, file: !2, line: 85, type: !45)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "c", scope: !47, file: !2, line: 86, type: !42)
!47 = distinct !DILexicalBlock(scope: !39, file: !2, line: 86, column: 3)
!48 = !DILocalVariable(name: "c", scope: !49, file: !2, line: 89, type: !50)
!49 = distinct !DILexicalBlock(scope: !39, file: !2, line: 89, column: 3)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DILocalVariable(name: "x", scope: !52, file: !2, line: 93, type: !42)
!52 = distinct !DILexicalBlock(scope: !39, file: !2, line: 93, column: 3)
!53 = !DILocalVariable(name: "probe", scope: !39, file: !2, line: 94, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 224, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 7)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 95, type: !50)
!58 = distinct !DILexicalBlock(scope: !39, file: !2, line: 95, column: 3)
!59 = !DILocalVariable(name: "x", scope: !60, file: !2, line: 98, type: !61)
!60 = distinct !DILexicalBlock(scope: !39, file: !2, line: 98, column: 3)
!61 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!62 = !DILocalVariable(name: "far", scope: !39, file: !2, line: 99, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 384, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 6)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 100, type: !50)
!67 = distinct !DILexicalBlock(scope: !39, file: !2, line: 100, column: 3)
!68 = !DILocalVariable(name: "c", scope: !69, file: !2, line: 103, type: !42)
!69 = distinct !DILexicalBlock(scope: !39, file: !2, line: 103, column: 3)
!70 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 104, type: !50)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 104, column: 5)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 103, column: 3)
!73 = !DILocalVariable(name: "w", scope: !39, file: !2, line: 107, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 1280, elements: !24)
!75 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 109, type: !50)
!77 = distinct !DILexicalBlock(scope: !39, file: !2, line: 109, column: 3)
!78 = !DILocation(line: 0, scope: !39)
!79 = !DILocation(line: 0, scope: !47)
!80 = !DILocation(line: 86, column: 3, scope: !47)
!81 = !DILocation(line: 87, column: 3, scope: !39)
!82 = !DILocation(line: 0, scope: !49)
!83 = !DILocation(line: 89, column: 3, scope: !49)
!84 = !DILocation(line: 86, column: 41, scope: !85)
!85 = distinct !DILexicalBlock(scope: !47, file: !2, line: 86, column: 3)
!86 = !DILocation(line: 86, column: 48, scope: !85)
!87 = !DILocation(line: 86, column: 46, scope: !85)
!88 = !DILocation(line: 86, column: 31, scope: !85)
!89 = !DILocation(line: 86, column: 23, scope: !85)
!90 = distinct !{!90, !80, !91, !92}
!91 = !DILocation(line: 86, column: 55, scope: !47)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 90, column: 9, scope: !39)
!94 = !DILocation(line: 90, column: 15, scope: !39)
!95 = !DILocation(line: 90, column: 13, scope: !39)
!96 = !DILocation(line: 91, column: 3, scope: !39)
!97 = !DILocation(line: 0, scope: !52)
!98 = !DILocation(line: 93, column: 3, scope: !52)
!99 = !DILocation(line: 89, column: 44, scope: !100)
!100 = distinct !DILexicalBlock(scope: !49, file: !2, line: 89, column: 3)
!101 = !DILocation(line: 89, column: 50, scope: !100)
!102 = !DILocation(line: 89, column: 48, scope: !100)
!103 = !DILocation(line: 89, column: 34, scope: !100)
!104 = !DILocation(line: 89, column: 26, scope: !100)
!105 = distinct !{!105, !83, !106, !92}
!106 = !DILocation(line: 89, column: 61, scope: !49)
!107 = !DILocation(line: 93, column: 44, scope: !108)
!108 = distinct !DILexicalBlock(scope: !52, file: !2, line: 93, column: 3)
!109 = !DILocation(line: 93, column: 51, scope: !108)
!110 = !DILocation(line: 93, column: 49, scope: !108)
!111 = !DILocation(line: 93, column: 34, scope: !108)
!112 = !DILocation(line: 93, column: 25, scope: !108)
!113 = distinct !{!113, !98, !114, !92}
!114 = !DILocation(line: 93, column: 59, scope: !52)
!115 = !DILocation(line: 0, scope: !58)
!116 = !DILocation(line: 95, column: 42, scope: !117)
!117 = distinct !DILexicalBlock(scope: !58, file: !2, line: 95, column: 3)
!118 = !DILocation(line: 95, column: 49, scope: !117)
!119 = !DILocation(line: 95, column: 47, scope: !117)
!120 = !DILocation(line: 96, column: 3, scope: !39)
!121 = !DILocation(line: 0, scope: !60)
!122 = !DILocation(line: 98, column: 3, scope: !60)
!123 = !DILocation(line: 0, scope: !67)
!124 = !DILocation(line: 100, column: 42, scope: !125)
!125 = distinct !DILexicalBlock(scope: !67, file: !2, line: 100, column: 3)
!126 = !DILocation(line: 100, column: 49, scope: !125)
!127 = !DILocation(line: 100, column: 47, scope: !125)
!128 = !DILocation(line: 101, column: 3, scope: !39)
!129 = !DILocation(line: 0, scope: !69)
!130 = !DILocation(line: 103, column: 3, scope: !69)
!131 = !DILocation(line: 98, column: 43, scope: !132)
!132 = distinct !DILexicalBlock(scope: !60, file: !2, line: 98, column: 3)
!133 = !DILocation(line: 98, column: 50, scope: !132)
!134 = !DILocation(line: 98, column: 48, scope: !132)
!135 = !DILocation(line: 98, column: 33, scope: !132)
!136 = !DILocation(line: 98, column: 24, scope: !132)
!137 = distinct !{!137, !122, !138, !92}
!138 = !DILocation(line: 98, column: 57, scope: !60)
!139 = !DILocation(line: 0, scope: !71)
!140 = !DILocation(line: 104, column: 5, scope: !71)
!141 = !DILocation(line: 105, column: 9, scope: !39)
!142 = !DILocation(line: 105, column: 15, scope: !39)
!143 = !DILocation(line: 105, column: 13, scope: !39)
!144 = !DILocation(line: 105, column: 39, scope: !39)
!145 = !DILocation(line: 105, column: 37, scope: !39)
!146 = !DILocation(line: 105, column: 62, scope: !39)
!147 = !DILocation(line: 105, column: 60, scope: !39)
!148 = !DILocation(line: 106, column: 3, scope: !39)
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !77)
!151 = !DILocation(line: 109, column: 50, scope: !152)
!152 = distinct !DILexicalBlock(scope: !77, file: !2, line: 109, column: 3)
!153 = !DILocation(line: 109, column: 43, scope: !152)
!154 = !DILocation(line: 109, column: 48, scope: !152)
!155 = !DILocation(line: 110, column: 3, scope: !39)
!156 = !DILocation(line: 112, column: 1, scope: !39)
!157 = !DILocation(line: 103, column: 32, scope: !72)
!158 = !DILocation(line: 103, column: 24, scope: !72)
!159 = distinct !{!159, !130, !160, !92}
!160 = !DILocation(line: 104, column: 103, scope: !69)
!161 = !DILocation(line: 104, column: 52, scope: !162)
!162 = distinct !DILexicalBlock(scope: !71, file: !2, line: 104, column: 5)
!163 = !DILocation(line: 104, column: 86, scope: !162)
!164 = !DILocation(line: 104, column: 58, scope: !162)
!165 = !DILocation(line: 104, column: 56, scope: !162)
!166 = !DILocation(line: 104, column: 39, scope: !162)
!167 = !DILocation(line: 104, column: 28, scope: !162)
!168 = distinct !{!168, !140, !169, !92}
!169 = !DILocation(line: 104, column: 103, scope: !71)
!170 = distinct !DISubprogram(name: "vowel", scope: !2, file: !2, line: 8, type: !171, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!42, !42}
!173 = !{!174}
!174 = !DILocalVariable(name: "c", arg: 1, scope: !170, file: !2, line: 8, type: !42)
!175 = !DILocation(line: 0, scope: !170)
!176 = !DILocation(line: 9, column: 3, scope: !170)
!177 = !DILocation(line: 14, column: 7, scope: !178)
!178 = distinct !DILexicalBlock(scope: !170, file: !2, line: 9, column: 14)
!179 = !DILocation(line: 0, scope: !178)
!180 = !DILocation(line: 16, column: 1, scope: !170)
!181 = !DISubprogram(name: "printf", scope: !182, file: !182, line: 356, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!183 = !DISubroutineType(types: !184)
!184 = !{!42, !185, null}
!185 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!188 = distinct !DISubprogram(name: "three_way", scope: !2, file: !2, line: 18, type: !189, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{!42, !50}
!191 = !{!192}
!192 = !DILocalVariable(name: "c", arg: 1, scope: !188, file: !2, line: 18, type: !50)
!193 = !DILocation(line: 0, scope: !188)
!194 = !DILocation(line: 19, column: 3, scope: !188)
!195 = !DILocation(line: 21, column: 47, scope: !196)
!196 = distinct !DILexicalBlock(scope: !188, file: !2, line: 19, column: 14)
!197 = !DILocation(line: 22, column: 47, scope: !196)
!198 = !DILocation(line: 23, column: 14, scope: !196)
!199 = !DILocation(line: 0, scope: !196)
!200 = !DILocation(line: 25, column: 1, scope: !188)
!201 = distinct !DISubprogram(name: "ranges", scope: !2, file: !2, line: 27, type: !171, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !202)
!202 = !{!203}
!203 = !DILocalVariable(name: "x", arg: 1, scope: !201, file: !2, line: 27, type: !42)
!204 = !DILocation(line: 0, scope: !201)
!205 = !DILocation(line: 28, column: 3, scope: !201)
!206 = !DILocation(line: 29, column: 26, scope: !207)
!207 = distinct !DILexicalBlock(scope: !201, file: !2, line: 28, column: 14)
!208 = !DILocation(line: 31, column: 13, scope: !207)
!209 = !DILocation(line: 32, column: 21, scope: !207)
!210 = !DILocation(line: 33, column: 28, scope: !207)
!211 = !DILocation(line: 34, column: 19, scope: !207)
!212 = !DILocation(line: 0, scope: !207)
!213 = !DILocation(line: 37, column: 1, scope: !201)
!214 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 39, type: !215, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!42, !61}
!217 = !{!218}
!218 = !DILocalVariable(name: "x", arg: 1, scope: !214, file: !2, line: 39, type: !61)
!219 = !DILocation(line: 0, scope: !214)
!220 = !DILocation(line: 40, column: 3, scope: !214)
!221 = !DILocation(line: 42, column: 14, scope: !222)
!222 = distinct !DILexicalBlock(scope: !214, file: !2, line: 40, column: 14)
!223 = !DILocation(line: 43, column: 14, scope: !222)
!224 = !DILocation(line: 43, column: 33, scope: !222)
!225 = !DILocation(line: 43, column: 52, scope: !222)
!226 = !DILocation(line: 43, column: 71, scope: !222)
!227 = !DILocation(line: 44, column: 14, scope: !222)
!228 = !DILocation(line: 44, column: 33, scope: !222)
!229 = !DILocation(line: 44, column: 52, scope: !222)
!230 = !DILocation(line: 44, column: 71, scope: !222)
!231 = !DILocation(line: 45, column: 15, scope: !222)
!232 = !DILocation(line: 46, column: 16, scope: !222)
!233 = !DILocation(line: 46, column: 38, scope: !222)
!234 = !DILocation(line: 46, column: 60, scope: !222)
!235 = !DILocation(line: 46, column: 82, scope: !222)
!236 = !DILocation(line: 47, column: 16, scope: !222)
!237 = !DILocation(line: 47, column: 38, scope: !222)
!238 = !DILocation(line: 48, column: 25, scope: !222)
!239 = !DILocation(line: 49, column: 31, scope: !222)
!240 = !DILocation(line: 50, column: 14, scope: !222)
!241 = !DILocation(line: 0, scope: !222)
!242 = !DILocation(line: 52, column: 1, scope: !214)
!243 = distinct !DISubprogram(name: "small_types", scope: !2, file: !2, line: 54, type: !244, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !246)
!244 = !DISubroutineType(types: !245)
!245 = !{!42, !28, !29}
!246 = !{!247, !248, !249}
!247 = !DILocalVariable(name: "c", arg: 1, scope: !243, file: !2, line: 54, type: !28)
!248 = !DILocalVariable(name: "s", arg: 2, scope: !243, file: !2, line: 54, type: !29)
!249 = !DILocalVariable(name: "r", scope: !243, file: !2, line: 55, type: !42)
!250 = !DILocation(line: 0, scope: !243)
!251 = !DILocation(line: 56, column: 3, scope: !243)
!252 = !DILocation(line: 57, column: 23, scope: !253)
!253 = distinct !DILexicalBlock(scope: !243, file: !2, line: 56, column: 14)
!254 = !DILocation(line: 58, column: 21, scope: !253)
!255 = !DILocation(line: 59, column: 26, scope: !253)
!256 = !DILocation(line: 60, column: 22, scope: !253)
!257 = !DILocation(line: 61, column: 48, scope: !253)
!258 = !DILocation(line: 63, column: 3, scope: !243)
!259 = !DILocation(line: 64, column: 15, scope: !260)
!260 = distinct !DILexicalBlock(scope: !243, file: !2, line: 63, column: 14)
!261 = !DILocation(line: 64, column: 22, scope: !260)
!262 = !DILocation(line: 65, column: 19, scope: !260)
!263 = !DILocation(line: 65, column: 26, scope: !260)
!264 = !DILocation(line: 66, column: 27, scope: !260)
!265 = !DILocation(line: 66, column: 34, scope: !260)
!266 = !DILocation(line: 67, column: 57, scope: !260)
!267 = !DILocation(line: 67, column: 64, scope: !260)
!268 = !DILocation(line: 69, column: 3, scope: !243)
!269 = distinct !DISubprogram(name: "wide", scope: !2, file: !2, line: 72, type: !270, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{!42, !75}
!272 = !{!273}
!273 = !DILocalVariable(name: "x", arg: 1, scope: !269, file: !2, line: 72, type: !75)
!274 = !DILocation(line: 0, scope: !269)
!275 = !DILocation(line: 73, column: 3, scope: !269)
!276 = !DILocation(line: 75, column: 14, scope: !277)
!277 = distinct !DILexicalBlock(scope: !269, file: !2, line: 73, column: 14)
!278 = !DILocation(line: 76, column: 29, scope: !277)
!279 = !DILocation(line: 77, column: 36, scope: !277)
!280 = !DILocation(line: 78, column: 17, scope: !277)
!281 = !DILocation(line: 79, column: 32, scope: !277)
!282 = !DILocation(line: 80, column: 14, scope: !277)
!283 = !DILocation(line: 0, scope: !277)
!284 = !DILocation(line: 82, column: 1, scope: !269)
