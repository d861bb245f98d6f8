; ModuleID = 'programs/switch_dense_sparse.c'
source_filename = "programs/switch_dense_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"dense total=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"sparse(%ld)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !17
@.str.6 = private unnamed_addr constant [23 x i8] c"unsigned: %u %u %u %u\0A\00", align 1, !dbg !22
@.str.7 = private unnamed_addr constant [13 x i8] c"duff(%d)=%d \00", align 1, !dbg !27
@.str.8 = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1, !dbg !29
@.str.9 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1, !dbg !31
@.str.10 = private unnamed_addr constant [6 x i8] c"vowel\00", align 1, !dbg !36
@.str.11 = private unnamed_addr constant [6 x i8] c"digit\00", align 1, !dbg !41
@.str.12 = private unnamed_addr constant [6 x i8] c"space\00", align 1, !dbg !43
@.str.13 = private unnamed_addr constant [6 x i8] c"upper\00", align 1, !dbg !45
@.str.14 = private unnamed_addr constant [6 x i8] c"punct\00", align 1, !dbg !47
@.str.15 = private unnamed_addr constant [5 x i8] c"high\00", align 1, !dbg !49
@.str.16 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !54
@switch.table.dense = private unnamed_addr constant [24 x i32] [i32 11, i32 22, i32 35, i32 47, i32 51, i32 68, i32 72, i32 89, i32 93, i32 101, i32 117, i32 120, i32 131, i32 149, i32 150, i32 166, i32 171, i32 188, i32 190, i32 203, i32 219, i32 227, i32 231, i32 245], align 4
@switch.table.fallthrough = private unnamed_addr constant [6 x i32] [i32 111, i32 110, i32 100, i32 111000, i32 110000, i32 110000], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !75 {
    #dbg_assign(i1 undef, !82, !DIExpression(), !109, ptr poison, !DIExpression(), !110)
  %1 = alloca [37 x i32], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !95, !DIExpression(), !111, ptr %1, !DIExpression(), !110)
  %2 = alloca i32, align 4, !DIAssignID !112
    #dbg_assign(i1 undef, !99, !DIExpression(), !112, ptr %2, !DIExpression(), !110)
    #dbg_value(i64 0, !78, !DIExpression(), !110)
    #dbg_value(i32 -2, !80, !DIExpression(), !113)
  br label %93, !dbg !114

3:                                                ; preds = %93
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %100), !dbg !115
    #dbg_assign(i1 undef, !82, !DIExpression(), !116, ptr poison, !DIExpression(), !110)
    #dbg_value(i32 0, !86, !DIExpression(), !117)
    #dbg_value(i64 0, !86, !DIExpression(), !117)
  %5 = tail call fastcc i32 @sparse(i64 noundef -1000000000000), !dbg !118
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -1000000000000, i32 noundef %5), !dbg !120
    #dbg_value(i64 1, !86, !DIExpression(), !117)
  %7 = tail call fastcc i32 @sparse(i64 noundef -65536), !dbg !118
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -65536, i32 noundef %7), !dbg !120
    #dbg_value(i64 2, !86, !DIExpression(), !117)
  %9 = tail call fastcc i32 @sparse(i64 noundef -7), !dbg !118
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -7, i32 noundef %9), !dbg !120
    #dbg_value(i64 3, !86, !DIExpression(), !117)
  %11 = tail call fastcc i32 @sparse(i64 noundef 0), !dbg !118
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 0, i32 noundef %11), !dbg !120
    #dbg_value(i64 4, !86, !DIExpression(), !117)
  %13 = tail call fastcc i32 @sparse(i64 noundef 13), !dbg !118
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 13, i32 noundef %13), !dbg !120
    #dbg_value(i64 5, !86, !DIExpression(), !117)
  %15 = tail call fastcc i32 @sparse(i64 noundef 999), !dbg !118
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 999, i32 noundef %15), !dbg !120
    #dbg_value(i64 6, !86, !DIExpression(), !117)
  %17 = tail call fastcc i32 @sparse(i64 noundef 4096), !dbg !118
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4096, i32 noundef %17), !dbg !120
    #dbg_value(i64 7, !86, !DIExpression(), !117)
  %19 = tail call fastcc i32 @sparse(i64 noundef 65537), !dbg !118
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 65537, i32 noundef %19), !dbg !120
    #dbg_value(i64 8, !86, !DIExpression(), !117)
  %21 = tail call fastcc i32 @sparse(i64 noundef 1000003), !dbg !118
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1000003, i32 noundef %21), !dbg !120
    #dbg_value(i64 9, !86, !DIExpression(), !117)
  %23 = tail call fastcc i32 @sparse(i64 noundef 2147483647), !dbg !118
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2147483647, i32 noundef %23), !dbg !120
    #dbg_value(i64 10, !86, !DIExpression(), !117)
  %25 = tail call fastcc i32 @sparse(i64 noundef 4294967296), !dbg !118
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4294967296, i32 noundef %25), !dbg !120
    #dbg_value(i64 11, !86, !DIExpression(), !117)
  %27 = tail call fastcc i32 @sparse(i64 noundef 9223372036854775807), !dbg !118
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 9223372036854775807, i32 noundef %27), !dbg !120
    #dbg_value(i64 12, !86, !DIExpression(), !117)
  %29 = tail call fastcc i32 @sparse(i64 noundef 5), !dbg !118
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 5, i32 noundef %29), !dbg !120
    #dbg_value(i64 13, !86, !DIExpression(), !117)
  %31 = tail call fastcc i32 @sparse(i64 noundef -8), !dbg !118
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -8, i32 noundef %31), !dbg !120
    #dbg_value(i64 14, !86, !DIExpression(), !117)
  %33 = tail call fastcc i32 @sparse(i64 noundef 1000004), !dbg !118
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1000004, i32 noundef %33), !dbg !120
    #dbg_value(i64 15, !86, !DIExpression(), !117)
    #dbg_value(i32 0, !88, !DIExpression(), !121)
  %35 = tail call fastcc i32 @fallthrough(i32 noundef 0), !dbg !122
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %35), !dbg !124
    #dbg_value(i32 1, !88, !DIExpression(), !121)
  %37 = tail call fastcc i32 @fallthrough(i32 noundef 1), !dbg !122
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %37), !dbg !124
    #dbg_value(i32 2, !88, !DIExpression(), !121)
  %39 = tail call fastcc i32 @fallthrough(i32 noundef 2), !dbg !122
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef %39), !dbg !124
    #dbg_value(i32 3, !88, !DIExpression(), !121)
  %41 = tail call fastcc i32 @fallthrough(i32 noundef 3), !dbg !122
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef %41), !dbg !124
    #dbg_value(i32 4, !88, !DIExpression(), !121)
  %43 = tail call fastcc i32 @fallthrough(i32 noundef 4), !dbg !122
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef %43), !dbg !124
    #dbg_value(i32 5, !88, !DIExpression(), !121)
  %45 = tail call fastcc i32 @fallthrough(i32 noundef 5), !dbg !122
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %45), !dbg !124
    #dbg_value(i32 6, !88, !DIExpression(), !121)
  %47 = tail call fastcc i32 @fallthrough(i32 noundef 6), !dbg !122
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef %47), !dbg !124
    #dbg_value(i32 7, !88, !DIExpression(), !121)
  %49 = tail call fastcc i32 @fallthrough(i32 noundef 7), !dbg !122
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i32 noundef %49), !dbg !124
    #dbg_value(i32 8, !88, !DIExpression(), !121)
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %51 = tail call fastcc ptr @on_char(i8 noundef signext 72), !dbg !126
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %51), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %53 = tail call fastcc ptr @on_char(i8 noundef signext 105), !dbg !126
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %53), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %55 = tail call fastcc ptr @on_char(i8 noundef signext 32), !dbg !126
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %57 = tail call fastcc ptr @on_char(i8 noundef signext 116), !dbg !126
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %57), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %59 = tail call fastcc ptr @on_char(i8 noundef signext 104), !dbg !126
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %59), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %61 = tail call fastcc ptr @on_char(i8 noundef signext 101), !dbg !126
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %63 = tail call fastcc ptr @on_char(i8 noundef signext 114), !dbg !126
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %63), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %66 = tail call fastcc ptr @on_char(i8 noundef signext 44), !dbg !126
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %66), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %69 = tail call fastcc ptr @on_char(i8 noundef signext 52), !dbg !126
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %69), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %71 = tail call fastcc ptr @on_char(i8 noundef signext 50), !dbg !126
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %71), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %53), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %57), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %77 = tail call fastcc ptr @on_char(i8 noundef signext 109), !dbg !126
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %77), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %79 = tail call fastcc ptr @on_char(i8 noundef signext 115), !dbg !126
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %79), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %81 = tail call fastcc ptr @on_char(i8 noundef signext 33), !dbg !126
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %81), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %85 = tail call fastcc ptr @on_char(i8 noundef signext -112), !dbg !126
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %85), !dbg !128
    #dbg_value(ptr poison, !93, !DIExpression(), !125)
  %87 = tail call i32 @putchar(i32 10), !dbg !129
  %88 = tail call fastcc i32 @on_unsigned(i32 noundef -1), !dbg !130
  %89 = tail call fastcc i32 @on_unsigned(i32 noundef -2147483648), !dbg !131
  %90 = tail call fastcc i32 @on_unsigned(i32 noundef 3), !dbg !132
  %91 = tail call fastcc i32 @on_unsigned(i32 noundef 100), !dbg !133
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91), !dbg !134
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %1) #7, !dbg !135
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !135
    #dbg_assign(i32 0, !99, !DIExpression(), !136, ptr %2, !DIExpression(), !110)
    #dbg_value(i32 0, !100, !DIExpression(), !137)
  br label %103, !dbg !138

93:                                               ; preds = %0, %93
  %94 = phi i32 [ -2, %0 ], [ %101, %93 ]
  %95 = phi i64 [ 0, %0 ], [ %100, %93 ]
    #dbg_value(i32 %94, !80, !DIExpression(), !113)
    #dbg_value(i64 %95, !78, !DIExpression(), !110)
  %96 = tail call fastcc i32 @dense(i32 noundef %94), !dbg !139
  %97 = add nsw i32 %94, 3, !dbg !142
  %98 = mul nsw i32 %96, %97, !dbg !143
  %99 = sext i32 %98 to i64, !dbg !139
  %100 = add nsw i64 %95, %99, !dbg !144
    #dbg_value(i64 %100, !78, !DIExpression(), !110)
  %101 = add nsw i32 %94, 1, !dbg !145
    #dbg_value(i32 %101, !80, !DIExpression(), !113)
  %102 = icmp eq i32 %101, 26, !dbg !146
  br i1 %102, label %3, label %93, !dbg !114, !llvm.loop !147

103:                                              ; preds = %109, %3
  %104 = phi i64 [ 0, %3 ], [ %122, %109 ]
    #dbg_value(i64 %104, !100, !DIExpression(), !137)
  %105 = mul nuw nsw i64 %104, %104, !dbg !150
  %106 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %104, !dbg !152
  %107 = trunc nuw i64 %105 to i32, !dbg !153
  store i32 %107, ptr %106, align 16, !dbg !153, !tbaa !154
    #dbg_value(i64 %104, !100, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !137)
  %108 = icmp eq i64 %104, 36, !dbg !158
  br i1 %108, label %123, label %109, !dbg !138, !llvm.loop !159

109:                                              ; preds = %103
  %110 = or disjoint i64 %104, 1, !dbg !161
    #dbg_value(i64 %110, !100, !DIExpression(), !137)
    #dbg_value(i64 %110, !100, !DIExpression(), !137)
  %111 = mul nuw nsw i64 %110, %110, !dbg !150
  %112 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %110, !dbg !152
  %113 = trunc nuw i64 %111 to i32, !dbg !153
  store i32 %113, ptr %112, align 4, !dbg !153, !tbaa !154
  %114 = or disjoint i64 %104, 2, !dbg !161
    #dbg_value(i64 %114, !100, !DIExpression(), !137)
  %115 = mul nuw nsw i64 %114, %114, !dbg !150
  %116 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %114, !dbg !152
  %117 = trunc nuw i64 %115 to i32, !dbg !153
  store i32 %117, ptr %116, align 8, !dbg !153, !tbaa !154
  %118 = or disjoint i64 %104, 3, !dbg !161
    #dbg_value(i64 %118, !100, !DIExpression(), !137)
  %119 = mul nuw nsw i64 %118, %118, !dbg !150
  %120 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %118, !dbg !152
  %121 = trunc nuw i64 %119 to i32, !dbg !153
  store i32 %121, ptr %120, align 4, !dbg !153, !tbaa !154
  %122 = add nuw nsw i64 %104, 4, !dbg !161
    #dbg_value(i64 %122, !100, !DIExpression(), !137)
  br label %103

123:                                              ; preds = %103
    #dbg_value(i32 0, !102, !DIExpression(), !162)
  %124 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 0), !dbg !163
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef %124), !dbg !165
    #dbg_value(i32 5, !102, !DIExpression(), !162)
  %126 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 5), !dbg !163
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5, i32 noundef %126), !dbg !165
    #dbg_value(i32 10, !102, !DIExpression(), !162)
  %128 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 10), !dbg !163
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 10, i32 noundef %128), !dbg !165
    #dbg_value(i32 15, !102, !DIExpression(), !162)
  %130 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 15), !dbg !163
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 15, i32 noundef %130), !dbg !165
    #dbg_value(i32 20, !102, !DIExpression(), !162)
  %132 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 20), !dbg !163
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 20, i32 noundef %132), !dbg !165
    #dbg_value(i32 25, !102, !DIExpression(), !162)
  %134 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 25), !dbg !163
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 25, i32 noundef %134), !dbg !165
    #dbg_value(i32 30, !102, !DIExpression(), !162)
  %136 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 30), !dbg !163
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 30, i32 noundef %136), !dbg !165
    #dbg_value(i32 35, !102, !DIExpression(), !162)
  %138 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 35), !dbg !163
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 35, i32 noundef %138), !dbg !165
    #dbg_value(i32 40, !102, !DIExpression(), !162)
  %140 = tail call i32 @putchar(i32 10), !dbg !166
    #dbg_value(i32 0, !104, !DIExpression(), !167)
    #dbg_value(i64 %100, !78, !DIExpression(), !110)
    #dbg_value(i32 0, !104, !DIExpression(), !167)
    #dbg_value(i32 0, !106, !DIExpression(), !168)
    #dbg_value(i64 %100, !78, !DIExpression(), !110)
  %141 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 0), !dbg !169
  %142 = sext i32 %141 to i64, !dbg !169
  %143 = add nsw i64 %100, %142, !dbg !171
    #dbg_value(i32 1, !106, !DIExpression(), !168)
    #dbg_value(i64 %143, !78, !DIExpression(), !110)
  %144 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 1), !dbg !169
  %145 = shl nsw i32 %144, 1, !dbg !172
  %146 = sext i32 %145 to i64, !dbg !169
  %147 = add nsw i64 %143, %146, !dbg !171
    #dbg_value(i32 2, !106, !DIExpression(), !168)
    #dbg_value(i64 %147, !78, !DIExpression(), !110)
  %148 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 2), !dbg !169
  %149 = mul nsw i32 %148, 3, !dbg !172
  %150 = sext i32 %149 to i64, !dbg !169
  %151 = add nsw i64 %147, %150, !dbg !171
    #dbg_value(i32 3, !106, !DIExpression(), !168)
    #dbg_value(i64 %151, !78, !DIExpression(), !110)
  %152 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 3), !dbg !169
  %153 = shl nsw i32 %152, 2, !dbg !172
  %154 = sext i32 %153 to i64, !dbg !169
  %155 = add nsw i64 %151, %154, !dbg !171
    #dbg_value(i32 4, !106, !DIExpression(), !168)
    #dbg_value(i64 %155, !78, !DIExpression(), !110)
  %156 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 4), !dbg !169
  %157 = mul nsw i32 %156, 5, !dbg !172
  %158 = sext i32 %157 to i64, !dbg !169
  %159 = add nsw i64 %155, %158, !dbg !171
    #dbg_value(i32 5, !106, !DIExpression(), !168)
    #dbg_value(i64 %159, !78, !DIExpression(), !110)
  %160 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 5), !dbg !169
  %161 = mul nsw i32 %160, 6, !dbg !172
  %162 = sext i32 %161 to i64, !dbg !169
  %163 = add nsw i64 %159, %162, !dbg !171
    #dbg_value(i32 6, !106, !DIExpression(), !168)
    #dbg_value(i64 %163, !78, !DIExpression(), !110)
    #dbg_value(i32 1, !104, !DIExpression(), !167)
    #dbg_value(i32 0, !106, !DIExpression(), !168)
  %164 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 0), !dbg !169
  %165 = sext i32 %164 to i64, !dbg !169
  %166 = add nsw i64 %163, %165, !dbg !171
    #dbg_value(i32 1, !106, !DIExpression(), !168)
    #dbg_value(i64 %166, !78, !DIExpression(), !110)
  %167 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 1), !dbg !169
  %168 = shl nsw i32 %167, 1, !dbg !172
  %169 = sext i32 %168 to i64, !dbg !169
  %170 = add nsw i64 %166, %169, !dbg !171
    #dbg_value(i32 2, !106, !DIExpression(), !168)
    #dbg_value(i64 %170, !78, !DIExpression(), !110)
  %171 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 2), !dbg !169
  %172 = mul nsw i32 %171, 3, !dbg !172
  %173 = sext i32 %172 to i64, !dbg !169
  %174 = add nsw i64 %170, %173, !dbg !171
    #dbg_value(i32 3, !106, !DIExpression(), !168)
    #dbg_value(i64 %174, !78, !DIExpression(), !110)
  %175 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 3), !dbg !169
  %176 = shl nsw i32 %175, 2, !dbg !172
  %177 = sext i32 %176 to i64, !dbg !169
  %178 = add nsw i64 %174, %177, !dbg !171
    #dbg_value(i32 4, !106, !DIExpression(), !168)
    #dbg_value(i64 %178, !78, !DIExpression(), !110)
  %179 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 4), !dbg !169
  %180 = mul nsw i32 %179, 5, !dbg !172
  %181 = sext i32 %180 to i64, !dbg !169
  %182 = add nsw i64 %178, %181, !dbg !171
    #dbg_value(i32 5, !106, !DIExpression(), !168)
    #dbg_value(i64 %182, !78, !DIExpression(), !110)
  %183 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 5), !dbg !169
  %184 = mul nsw i32 %183, 6, !dbg !172
  %185 = sext i32 %184 to i64, !dbg !169
  %186 = add nsw i64 %182, %185, !dbg !171
    #dbg_value(i32 6, !106, !DIExpression(), !168)
    #dbg_value(i64 %186, !78, !DIExpression(), !110)
    #dbg_value(i32 2, !104, !DIExpression(), !167)
    #dbg_value(i32 0, !106, !DIExpression(), !168)
  %187 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 0), !dbg !169
  %188 = sext i32 %187 to i64, !dbg !169
  %189 = add nsw i64 %186, %188, !dbg !171
    #dbg_value(i32 1, !106, !DIExpression(), !168)
    #dbg_value(i64 %189, !78, !DIExpression(), !110)
  %190 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 1), !dbg !169
  %191 = shl nsw i32 %190, 1, !dbg !172
  %192 = sext i32 %191 to i64, !dbg !169
  %193 = add nsw i64 %189, %192, !dbg !171
    #dbg_value(i32 2, !106, !DIExpression(), !168)
    #dbg_value(i64 %193, !78, !DIExpression(), !110)
  %194 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 2), !dbg !169
  %195 = mul nsw i32 %194, 3, !dbg !172
  %196 = sext i32 %195 to i64, !dbg !169
  %197 = add nsw i64 %193, %196, !dbg !171
    #dbg_value(i32 3, !106, !DIExpression(), !168)
    #dbg_value(i64 %197, !78, !DIExpression(), !110)
  %198 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 3), !dbg !169
  %199 = shl nsw i32 %198, 2, !dbg !172
  %200 = sext i32 %199 to i64, !dbg !169
  %201 = add nsw i64 %197, %200, !dbg !171
    #dbg_value(i32 4, !106, !DIExpression(), !168)
    #dbg_value(i64 %201, !78, !DIExpression(), !110)
  %202 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 4), !dbg !169
  %203 = mul nsw i32 %202, 5, !dbg !172
  %204 = sext i32 %203 to i64, !dbg !169
  %205 = add nsw i64 %201, %204, !dbg !171
    #dbg_value(i32 5, !106, !DIExpression(), !168)
    #dbg_value(i64 %205, !78, !DIExpression(), !110)
  %206 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 5), !dbg !169
  %207 = mul nsw i32 %206, 6, !dbg !172
  %208 = sext i32 %207 to i64, !dbg !169
  %209 = add nsw i64 %205, %208, !dbg !171
    #dbg_value(i32 6, !106, !DIExpression(), !168)
    #dbg_value(i64 %209, !78, !DIExpression(), !110)
    #dbg_value(i32 3, !104, !DIExpression(), !167)
    #dbg_value(i32 0, !106, !DIExpression(), !168)
  %210 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 0), !dbg !169
  %211 = sext i32 %210 to i64, !dbg !169
  %212 = add nsw i64 %209, %211, !dbg !171
    #dbg_value(i32 1, !106, !DIExpression(), !168)
    #dbg_value(i64 %212, !78, !DIExpression(), !110)
  %213 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 1), !dbg !169
  %214 = shl nsw i32 %213, 1, !dbg !172
  %215 = sext i32 %214 to i64, !dbg !169
  %216 = add nsw i64 %212, %215, !dbg !171
    #dbg_value(i32 2, !106, !DIExpression(), !168)
    #dbg_value(i64 %216, !78, !DIExpression(), !110)
  %217 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 2), !dbg !169
  %218 = mul nsw i32 %217, 3, !dbg !172
  %219 = sext i32 %218 to i64, !dbg !169
  %220 = add nsw i64 %216, %219, !dbg !171
    #dbg_value(i32 3, !106, !DIExpression(), !168)
    #dbg_value(i64 %220, !78, !DIExpression(), !110)
  %221 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 3), !dbg !169
  %222 = shl nsw i32 %221, 2, !dbg !172
  %223 = sext i32 %222 to i64, !dbg !169
  %224 = add nsw i64 %220, %223, !dbg !171
    #dbg_value(i32 4, !106, !DIExpression(), !168)
    #dbg_value(i64 %224, !78, !DIExpression(), !110)
  %225 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 4), !dbg !169
  %226 = mul nsw i32 %225, 5, !dbg !172
  %227 = sext i32 %226 to i64, !dbg !169
  %228 = add nsw i64 %224, %227, !dbg !171
    #dbg_value(i32 5, !106, !DIExpression(), !168)
    #dbg_value(i64 %228, !78, !DIExpression(), !110)
  %229 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 5), !dbg !169
  %230 = mul nsw i32 %229, 6, !dbg !172
  %231 = sext i32 %230 to i64, !dbg !169
  %232 = add nsw i64 %228, %231, !dbg !171
    #dbg_value(i32 6, !106, !DIExpression(), !168)
    #dbg_value(i64 %232, !78, !DIExpression(), !110)
    #dbg_value(i32 4, !104, !DIExpression(), !167)
  %233 = tail call fastcc i32 @small_switch_i8(i8 noundef signext -128), !dbg !173
  %234 = tail call fastcc i32 @small_switch_i8(i8 noundef signext -1), !dbg !174
  %235 = tail call fastcc i32 @small_switch_i8(i8 noundef signext 127), !dbg !175
  %236 = tail call fastcc i32 @small_switch_i8(i8 noundef signext 0), !dbg !176
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %233, i32 noundef %234, i32 noundef %235, i32 noundef %236), !dbg !177
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %232), !dbg !178
  %239 = srem i64 %232, 256, !dbg !179
  %240 = trunc nsw i64 %239 to i32, !dbg !180
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !181
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %1) #7, !dbg !181
  ret i32 %240, !dbg !181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 246) i32 @dense(i32 noundef %0) unnamed_addr #2 !dbg !182 {
    #dbg_value(i32 %0, !186, !DIExpression(), !187)
  %2 = icmp ult i32 %0, 24, !dbg !188
  br i1 %2, label %3, label %7, !dbg !188

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !188
  %5 = getelementptr inbounds [24 x i32], ptr @switch.table.dense, i64 0, i64 %4, !dbg !188
  %6 = load i32, ptr %5, align 4, !dbg !188
  br label %7, !dbg !188

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ], !dbg !189
  ret i32 %8, !dbg !191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !192 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 13) i32 @sparse(i64 noundef %0) unnamed_addr #2 !dbg !197 {
    #dbg_value(i64 %0, !201, !DIExpression(), !202)
  switch i64 %0, label %13 [
    i64 -1000000000000, label %14
    i64 -65536, label %2
    i64 -7, label %3
    i64 0, label %4
    i64 13, label %5
    i64 999, label %6
    i64 4096, label %7
    i64 65537, label %8
    i64 1000003, label %9
    i64 2147483647, label %10
    i64 4294967296, label %11
    i64 9223372036854775807, label %12
  ], !dbg !203

2:                                                ; preds = %1
  br label %14, !dbg !204

3:                                                ; preds = %1
  br label %14, !dbg !206

4:                                                ; preds = %1
  br label %14, !dbg !207

5:                                                ; preds = %1
  br label %14, !dbg !208

6:                                                ; preds = %1
  br label %14, !dbg !209

7:                                                ; preds = %1
  br label %14, !dbg !210

8:                                                ; preds = %1
  br label %14, !dbg !211

9:                                                ; preds = %1
  br label %14, !dbg !212

10:                                               ; preds = %1
  br label %14, !dbg !213

11:                                               ; preds = %1
  br label %14, !dbg !214

12:                                               ; preds = %1
  br label %14, !dbg !215

13:                                               ; preds = %1
  br label %14, !dbg !216

14:                                               ; preds = %1, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %15 = phi i32 [ 0, %13 ], [ 12, %12 ], [ 11, %11 ], [ 10, %10 ], [ 9, %9 ], [ 8, %8 ], [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], !dbg !217
  ret i32 %15, !dbg !218
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @fallthrough(i32 noundef %0) unnamed_addr #2 !dbg !219 {
    #dbg_value(i32 %0, !221, !DIExpression(), !223)
    #dbg_value(i32 0, !222, !DIExpression(), !223)
  %2 = icmp ult i32 %0, 6, !dbg !224
  br i1 %2, label %3, label %7, !dbg !224

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !224
  %5 = getelementptr inbounds [6 x i32], ptr @switch.table.fallthrough, i64 0, i64 %4, !dbg !224
  %6 = load i32, ptr %5, align 4, !dbg !224
  br label %7, !dbg !224

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 100000, %1 ], !dbg !225
    #dbg_value(i32 %8, !222, !DIExpression(), !223)
  ret i32 %8, !dbg !227
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @on_char(i8 noundef signext %0) unnamed_addr #2 !dbg !228 {
    #dbg_value(i8 %0, !232, !DIExpression(), !233)
  switch i8 %0, label %6 [
    i8 97, label %9
    i8 101, label %9
    i8 105, label %9
    i8 111, label %9
    i8 117, label %9
    i8 48, label %2
    i8 49, label %2
    i8 50, label %2
    i8 51, label %2
    i8 52, label %2
    i8 53, label %2
    i8 54, label %2
    i8 55, label %2
    i8 56, label %2
    i8 57, label %2
    i8 32, label %3
    i8 9, label %3
    i8 10, label %3
    i8 65, label %4
    i8 66, label %4
    i8 67, label %4
    i8 68, label %4
    i8 69, label %4
    i8 70, label %4
    i8 71, label %4
    i8 72, label %4
    i8 73, label %4
    i8 74, label %4
    i8 75, label %4
    i8 76, label %4
    i8 77, label %4
    i8 78, label %4
    i8 79, label %4
    i8 80, label %4
    i8 81, label %4
    i8 82, label %4
    i8 83, label %4
    i8 84, label %4
    i8 85, label %4
    i8 86, label %4
    i8 87, label %4
    i8 88, label %4
    i8 89, label %4
    i8 90, label %4
    i8 33, label %5
    i8 63, label %5
    i8 46, label %5
  ], !dbg !234

2:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %9, !dbg !235

3:                                                ; preds = %1, %1, %1
  br label %9, !dbg !237

4:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %9, !dbg !238

5:                                                ; preds = %1, %1, %1
  br label %9, !dbg !239

6:                                                ; preds = %1
  %7 = icmp slt i8 %0, 0, !dbg !240
  %8 = select i1 %7, ptr @.str.15, ptr @.str.16, !dbg !240
  br label %9, !dbg !240

9:                                                ; preds = %6, %1, %1, %1, %1, %1, %5, %4, %3, %2
  %10 = phi ptr [ @.str.14, %5 ], [ @.str.13, %4 ], [ @.str.12, %3 ], [ @.str.11, %2 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ %8, %6 ], !dbg !241
  ret ptr %10, !dbg !242
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, 8) i32 @on_unsigned(i32 noundef %0) unnamed_addr #2 !dbg !243 {
    #dbg_value(i32 %0, !248, !DIExpression(), !249)
  switch i32 %0, label %7 [
    i32 -1, label %8
    i32 -2147483648, label %2
    i32 1, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
  ], !dbg !250

2:                                                ; preds = %1
  br label %8, !dbg !251

3:                                                ; preds = %1
  br label %8, !dbg !253

4:                                                ; preds = %1
  br label %8, !dbg !254

5:                                                ; preds = %1
  br label %8, !dbg !255

6:                                                ; preds = %1
  br label %8, !dbg !256

7:                                                ; preds = %1
  br label %8, !dbg !257

8:                                                ; preds = %1, %7, %6, %5, %4, %3, %2
  %9 = phi i32 [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], !dbg !258
  ret i32 %9, !dbg !259
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @duff(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #4 !dbg !260 {
    #dbg_value(ptr %0, !267, !DIExpression(), !272)
    #dbg_value(ptr %1, !268, !DIExpression(), !272)
    #dbg_value(i32 %2, !269, !DIExpression(), !272)
    #dbg_value(i32 %2, !270, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_constu, 8, DW_OP_div, DW_OP_stack_value), !272)
    #dbg_value(i32 0, !271, !DIExpression(), !272)
  %4 = icmp slt i32 %2, 1, !dbg !273
  br i1 %4, label %68, label %5, !dbg !275

5:                                                ; preds = %3
  %6 = add nuw nsw i32 %2, 7, !dbg !276
    #dbg_value(i32 %6, !270, !DIExpression(DW_OP_constu, 8, DW_OP_div, DW_OP_stack_value), !272)
  %7 = lshr i32 %6, 3, !dbg !277
    #dbg_value(i32 %7, !270, !DIExpression(), !272)
  %8 = and i32 %2, 7, !dbg !278
  switch i32 %8, label %67 [
    i32 0, label %9
    i32 7, label %16
    i32 6, label %23
    i32 5, label %30
    i32 4, label %37
    i32 3, label %44
    i32 2, label %51
    i32 1, label %58
  ], !dbg !279

9:                                                ; preds = %5, %58
  %10 = phi ptr [ %62, %58 ], [ %1, %5 ]
  %11 = phi i32 [ %65, %58 ], [ %7, %5 ], !dbg !272
  %12 = phi i32 [ %64, %58 ], [ %8, %5 ], !dbg !272
    #dbg_value(i32 %12, !271, !DIExpression(), !272)
    #dbg_value(i32 %11, !270, !DIExpression(), !272)
    #dbg_value(ptr %10, !268, !DIExpression(), !272)
  %13 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !280
    #dbg_value(ptr %13, !268, !DIExpression(), !272)
  %14 = load i32, ptr %10, align 4, !dbg !283, !tbaa !154
  store i32 %14, ptr %0, align 4, !dbg !284, !tbaa !154
  %15 = add nsw i32 %14, %12, !dbg !285
    #dbg_value(i32 %15, !271, !DIExpression(), !272)
  br label %16, !dbg !286

16:                                               ; preds = %5, %9
  %17 = phi ptr [ %13, %9 ], [ %1, %5 ]
  %18 = phi i32 [ %11, %9 ], [ %7, %5 ], !dbg !272
  %19 = phi i32 [ %15, %9 ], [ 0, %5 ], !dbg !272
    #dbg_value(i32 %19, !271, !DIExpression(), !272)
    #dbg_value(i32 %18, !270, !DIExpression(), !272)
    #dbg_value(ptr %17, !268, !DIExpression(), !272)
  %20 = getelementptr inbounds i8, ptr %17, i64 4, !dbg !287
    #dbg_value(ptr %20, !268, !DIExpression(), !272)
  %21 = load i32, ptr %17, align 4, !dbg !288, !tbaa !154
  store i32 %21, ptr %0, align 4, !dbg !289, !tbaa !154
  %22 = add nsw i32 %21, %19, !dbg !290
    #dbg_value(i32 %22, !271, !DIExpression(), !272)
  br label %23, !dbg !291

23:                                               ; preds = %5, %16
  %24 = phi ptr [ %20, %16 ], [ %1, %5 ]
  %25 = phi i32 [ %18, %16 ], [ %7, %5 ], !dbg !272
  %26 = phi i32 [ %22, %16 ], [ 0, %5 ], !dbg !272
    #dbg_value(i32 %26, !271, !DIExpression(), !272)
    #dbg_value(i32 %25, !270, !DIExpression(), !272)
    #dbg_value(ptr %24, !268, !DIExpression(), !272)
  %27 = getelementptr inbounds i8, ptr %24, i64 4, !dbg !292
    #dbg_value(ptr %27, !268, !DIExpression(), !272)
  %28 = load i32, ptr %24, align 4, !dbg !293, !tbaa !154
  store i32 %28, ptr %0, align 4, !dbg !294, !tbaa !154
  %29 = add nsw i32 %28, %26, !dbg !295
    #dbg_value(i32 %29, !271, !DIExpression(), !272)
  br label %30, !dbg !296

30:                                               ; preds = %5, %23
  %31 = phi ptr [ %27, %23 ], [ %1, %5 ]
  %32 = phi i32 [ %25, %23 ], [ %7, %5 ], !dbg !272
  %33 = phi i32 [ %29, %23 ], [ 0, %5 ], !dbg !272
    #dbg_value(i32 %33, !271, !DIExpression(), !272)
    #dbg_value(i32 %32, !270, !DIExpression(), !272)
    #dbg_value(ptr %31, !268, !DIExpression(), !272)
  %34 = getelementptr inbounds i8, ptr %31, i64 4, !dbg !297
    #dbg_value(ptr %34, !268, !DIExpression(), !272)
  %35 = load i32, ptr %31, align 4, !dbg !298, !tbaa !154
  store i32 %35, ptr %0, align 4, !dbg !299, !tbaa !154
  %36 = add nsw i32 %35, %33, !dbg !300
    #dbg_value(i32 %36, !271, !DIExpression(), !272)
  br label %37, !dbg !301

37:                                               ; preds = %5, %30
  %38 = phi ptr [ %34, %30 ], [ %1, %5 ]
  %39 = phi i32 [ %32, %30 ], [ %7, %5 ], !dbg !272
  %40 = phi i32 [ %36, %30 ], [ 0, %5 ], !dbg !272
    #dbg_value(i32 %40, !271, !DIExpression(), !272)
    #dbg_value(i32 %39, !270, !DIExpression(), !272)
    #dbg_value(ptr %38, !268, !DIExpression(), !272)
  %41 = getelementptr inbounds i8, ptr %38, i64 4, !dbg !302
    #dbg_value(ptr %41, !268, !DIExpression(), !272)
  %42 = load i32, ptr %38, align 4, !dbg !303, !tbaa !154
  store i32 %42, ptr %0, align 4, !dbg !304, !tbaa !154
  %43 = add nsw i32 %42, %40, !dbg !305
    #dbg_value(i32 %43, !271, !DIExpression(), !272)
  br label %44, !dbg !306

44:                                               ; preds = %5, %37
  %45 = phi ptr [ %41, %37 ], [ %1, %5 ]
  %46 = phi i32 [ %39, %37 ], [ %7, %5 ], !dbg !272
  %47 = phi i32 [ %43, %37 ], [ 0, %5 ], !dbg !272
    #dbg_value(i32 %47, !271, !DIExpression(), !272)
    #dbg_value(i32 %46, !270, !DIExpression(), !272)
    #dbg_value(ptr %45, !268, !DIExpression(), !272)
  %48 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !307
    #dbg_value(ptr %48, !268, !DIExpression(), !272)
  %49 = load i32, ptr %45, align 4, !dbg !308, !tbaa !154
  store i32 %49, ptr %0, align 4, !dbg !309, !tbaa !154
  %50 = add nsw i32 %49, %47, !dbg !310
    #dbg_value(i32 %50, !271, !DIExpression(), !272)
  br label %51, !dbg !311

51:                                               ; preds = %5, %44
  %52 = phi ptr [ %48, %44 ], [ %1, %5 ]
  %53 = phi i32 [ %46, %44 ], [ %7, %5 ], !dbg !272
  %54 = phi i32 [ %50, %44 ], [ 0, %5 ], !dbg !272
    #dbg_value(i32 %54, !271, !DIExpression(), !272)
    #dbg_value(i32 %53, !270, !DIExpression(), !272)
    #dbg_value(ptr %52, !268, !DIExpression(), !272)
  %55 = getelementptr inbounds i8, ptr %52, i64 4, !dbg !312
    #dbg_value(ptr %55, !268, !DIExpression(), !272)
  %56 = load i32, ptr %52, align 4, !dbg !313, !tbaa !154
  store i32 %56, ptr %0, align 4, !dbg !314, !tbaa !154
  %57 = add nsw i32 %56, %54, !dbg !315
    #dbg_value(i32 %57, !271, !DIExpression(), !272)
  br label %58, !dbg !316

58:                                               ; preds = %5, %51
  %59 = phi ptr [ %1, %5 ], [ %55, %51 ]
  %60 = phi i32 [ %7, %5 ], [ %53, %51 ], !dbg !272
  %61 = phi i32 [ 0, %5 ], [ %57, %51 ], !dbg !272
    #dbg_value(i32 %61, !271, !DIExpression(), !272)
    #dbg_value(i32 %60, !270, !DIExpression(), !272)
    #dbg_value(ptr %59, !268, !DIExpression(), !272)
  %62 = getelementptr inbounds i8, ptr %59, i64 4, !dbg !317
    #dbg_value(ptr %62, !268, !DIExpression(), !272)
  %63 = load i32, ptr %59, align 4, !dbg !318, !tbaa !154
  store i32 %63, ptr %0, align 4, !dbg !319, !tbaa !154
  %64 = add nsw i32 %63, %61, !dbg !320
    #dbg_value(i32 %64, !271, !DIExpression(), !272)
  %65 = add nsw i32 %60, -1, !dbg !321
    #dbg_value(i32 %65, !270, !DIExpression(), !272)
  %66 = icmp sgt i32 %60, 1, !dbg !322
  br i1 %66, label %9, label %68, !dbg !323, !llvm.loop !324

67:                                               ; preds = %5
  unreachable

68:                                               ; preds = %58, %3
  %69 = phi i32 [ 0, %3 ], [ %64, %58 ], !dbg !272
  ret i32 %69, !dbg !327
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @nested(i32 noundef %0, i32 noundef %1) unnamed_addr #5 !dbg !328 {
    #dbg_value(i32 %0, !332, !DIExpression(), !339)
    #dbg_value(i32 %1, !333, !DIExpression(), !339)
  switch i32 %0, label %43 [
    i32 1, label %10
    i32 2, label %3
  ], !dbg !340

3:                                                ; preds = %2
    #dbg_value(i32 0, !337, !DIExpression(), !341)
    #dbg_value(i32 0, !334, !DIExpression(), !342)
  %4 = icmp sgt i32 %1, 0, !dbg !343
  br i1 %4, label %5, label %60, !dbg !345

5:                                                ; preds = %3
  %6 = and i32 %1, 1, !dbg !345
  %7 = icmp eq i32 %1, 1, !dbg !345
  br i1 %7, label %47, label %8, !dbg !345

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483646, !dbg !345
  br label %15, !dbg !345

10:                                               ; preds = %2
  %11 = icmp eq i32 %1, 2, !dbg !346
  %12 = select i1 %11, i32 12, i32 10, !dbg !346
  %13 = icmp eq i32 %1, 1, !dbg !346
  %14 = select i1 %13, i32 11, i32 %12, !dbg !346
  br label %60, !dbg !346

15:                                               ; preds = %38, %8
  %16 = phi i32 [ 0, %8 ], [ %40, %38 ]
  %17 = phi i32 [ 0, %8 ], [ %39, %38 ]
  %18 = phi i32 [ 0, %8 ], [ %41, %38 ]
    #dbg_value(i32 %16, !337, !DIExpression(), !341)
    #dbg_value(i32 %17, !334, !DIExpression(), !342)
  %19 = urem i32 %16, 3, !dbg !347
  switch i32 %19, label %22 [
    i32 0, label %20
    i32 1, label %23
  ], !dbg !349

20:                                               ; preds = %15
  %21 = add nsw i32 %17, 1, !dbg !350
    #dbg_value(i32 %21, !334, !DIExpression(), !342)
  br label %27, !dbg !352

22:                                               ; preds = %15
    #dbg_value(i32 %25, !334, !DIExpression(), !342)
  br label %23, !dbg !353

23:                                               ; preds = %15, %22
  %24 = phi i32 [ 3, %22 ], [ 2, %15 ]
  %25 = add nsw i32 %17, %24, !dbg !354
    #dbg_value(i32 %25, !334, !DIExpression(), !342)
  %26 = shl nsw i32 %25, 1, !dbg !355
    #dbg_value(i32 %26, !334, !DIExpression(), !342)
  br label %27, !dbg !356

27:                                               ; preds = %23, %20
  %28 = phi i32 [ %26, %23 ], [ %21, %20 ], !dbg !357
    #dbg_value(i32 %28, !334, !DIExpression(), !342)
  %29 = or disjoint i32 %16, 1, !dbg !358
    #dbg_value(i32 %29, !337, !DIExpression(), !341)
  %30 = urem i32 %29, 3, !dbg !347
  switch i32 %30, label %33 [
    i32 0, label %31
    i32 1, label %34
  ], !dbg !349

31:                                               ; preds = %27
  %32 = add nsw i32 %28, 1, !dbg !350
    #dbg_value(i32 %32, !334, !DIExpression(), !342)
  br label %38, !dbg !352

33:                                               ; preds = %27
    #dbg_value(i32 %36, !334, !DIExpression(), !342)
  br label %34, !dbg !353

34:                                               ; preds = %33, %27
  %35 = phi i32 [ 3, %33 ], [ 2, %27 ]
  %36 = add nsw i32 %28, %35, !dbg !354
    #dbg_value(i32 %36, !334, !DIExpression(), !342)
  %37 = shl nsw i32 %36, 1, !dbg !355
    #dbg_value(i32 %37, !334, !DIExpression(), !342)
  br label %38, !dbg !356

38:                                               ; preds = %34, %31
  %39 = phi i32 [ %37, %34 ], [ %32, %31 ], !dbg !357
    #dbg_value(i32 %39, !334, !DIExpression(), !342)
  %40 = add nuw nsw i32 %16, 2, !dbg !358
    #dbg_value(i32 %40, !337, !DIExpression(), !341)
  %41 = add i32 %18, 2, !dbg !345
  %42 = icmp eq i32 %41, %9, !dbg !345
  br i1 %42, label %45, label %15, !dbg !345, !llvm.loop !359

43:                                               ; preds = %2
  %44 = sub nsw i32 0, %0, !dbg !361
  br label %60, !dbg !362

45:                                               ; preds = %38
  %46 = urem i32 %40, 3, !dbg !347
  br label %47, !dbg !349

47:                                               ; preds = %45, %5
  %48 = phi i32 [ poison, %5 ], [ %39, %45 ]
  %49 = phi i32 [ 0, %5 ], [ %46, %45 ]
  %50 = phi i32 [ 0, %5 ], [ %39, %45 ]
  %51 = icmp eq i32 %6, 0, !dbg !349
  br i1 %51, label %60, label %52, !dbg !349

52:                                               ; preds = %47
    #dbg_value(i32 %49, !337, !DIExpression(), !341)
    #dbg_value(i32 %50, !334, !DIExpression(), !342)
  switch i32 %49, label %55 [
    i32 0, label %53
    i32 1, label %56
  ], !dbg !349

53:                                               ; preds = %52
  %54 = add nsw i32 %50, 1, !dbg !350
    #dbg_value(i32 %54, !334, !DIExpression(), !342)
  br label %60, !dbg !352

55:                                               ; preds = %52
    #dbg_value(i32 %58, !334, !DIExpression(), !342)
  br label %56, !dbg !353

56:                                               ; preds = %55, %52
  %57 = phi i32 [ 3, %55 ], [ 2, %52 ]
  %58 = add nsw i32 %50, %57, !dbg !354
    #dbg_value(i32 %58, !334, !DIExpression(), !342)
  %59 = shl nsw i32 %58, 1, !dbg !355
    #dbg_value(i32 %59, !334, !DIExpression(), !342)
  br label %60, !dbg !356

60:                                               ; preds = %47, %56, %53, %3, %10, %43
  %61 = phi i32 [ %44, %43 ], [ %14, %10 ], [ 0, %3 ], [ %48, %47 ], [ %59, %56 ], [ %54, %53 ], !dbg !363
  ret i32 %61, !dbg !364
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4) i32 @small_switch_i8(i8 noundef signext %0) unnamed_addr #2 !dbg !365 {
    #dbg_value(i8 %0, !370, !DIExpression(), !371)
  switch i8 %0, label %4 [
    i8 -128, label %5
    i8 -1, label %2
    i8 127, label %3
  ], !dbg !372

2:                                                ; preds = %1
  br label %5, !dbg !373

3:                                                ; preds = %1
  br label %5, !dbg !375

4:                                                ; preds = %1
  br label %5, !dbg !376

5:                                                ; preds = %1, %4, %3, %2
  %6 = phi i32 [ 0, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], !dbg !377
  ret i32 %6, !dbg !378
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!56}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/switch_dense_sparse.c", directory: ".", checksumkind: CSK_MD5, checksum: "4e5606a947f8428ffac109f8e33bf907")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !3, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 6)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !38, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 5)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !38, isLocal: true, isDefinition: true)
!56 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !57, globals: !59, splitDebugInlining: false, nameTableKind: None)
!57 = !{!58}
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{!0, !7, !12, !60, !17, !62, !22, !27, !29, !31, !36, !41, !43, !45, !47, !49, !54}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !24, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 2)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 70, type: !76, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !77)
!76 = !DISubroutineType(types: !57)
!77 = !{!78, !80, !82, !86, !88, !90, !93, !95, !99, !100, !102, !104, !106}
!78 = !DILocalVariable(name: "total", scope: !75, file: !2, line: 71, type: !79)
!79 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 72, type: !58)
!81 = distinct !DILexicalBlock(scope: !75, file: !2, line: 72, column: 5)
!82 = !DILocalVariable(name: "sv", scope: !75, file: !2, line: 74, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 960, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 15)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 75, type: !58)
!87 = distinct !DILexicalBlock(scope: !75, file: !2, line: 75, column: 5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 76, type: !58)
!89 = distinct !DILexicalBlock(scope: !75, file: !2, line: 76, column: 5)
!90 = !DILocalVariable(name: "s", scope: !75, file: !2, line: 77, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!93 = !DILocalVariable(name: "q", scope: !94, file: !2, line: 78, type: !91)
!94 = distinct !DILexicalBlock(scope: !75, file: !2, line: 78, column: 5)
!95 = !DILocalVariable(name: "src", scope: !75, file: !2, line: 80, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 1184, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 37)
!99 = !DILocalVariable(name: "dst", scope: !75, file: !2, line: 80, type: !58)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 80, type: !58)
!101 = distinct !DILexicalBlock(scope: !75, file: !2, line: 80, column: 27)
!102 = !DILocalVariable(name: "c", scope: !103, file: !2, line: 81, type: !58)
!103 = distinct !DILexicalBlock(scope: !75, file: !2, line: 81, column: 5)
!104 = !DILocalVariable(name: "a", scope: !105, file: !2, line: 82, type: !58)
!105 = distinct !DILexicalBlock(scope: !75, file: !2, line: 82, column: 5)
!106 = !DILocalVariable(name: "b", scope: !107, file: !2, line: 82, type: !58)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 82, column: 33)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 82, column: 5)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !75)
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 0, scope: !81)
!114 = !DILocation(line: 72, column: 5, scope: !81)
!115 = !DILocation(line: 73, column: 5, scope: !75)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !87)
!118 = !DILocation(line: 75, column: 68, scope: !119)
!119 = distinct !DILexicalBlock(scope: !87, file: !2, line: 75, column: 5)
!120 = !DILocation(line: 75, column: 34, scope: !119)
!121 = !DILocation(line: 0, scope: !89)
!122 = !DILocation(line: 76, column: 60, scope: !123)
!123 = distinct !DILexicalBlock(scope: !89, file: !2, line: 76, column: 5)
!124 = !DILocation(line: 76, column: 33, scope: !123)
!125 = !DILocation(line: 0, scope: !94)
!126 = !DILocation(line: 78, column: 52, scope: !127)
!127 = distinct !DILexicalBlock(scope: !94, file: !2, line: 78, column: 5)
!128 = !DILocation(line: 78, column: 38, scope: !127)
!129 = !DILocation(line: 78, column: 66, scope: !75)
!130 = !DILocation(line: 79, column: 39, scope: !75)
!131 = !DILocation(line: 79, column: 65, scope: !75)
!132 = !DILocation(line: 79, column: 91, scope: !75)
!133 = !DILocation(line: 79, column: 107, scope: !75)
!134 = !DILocation(line: 79, column: 5, scope: !75)
!135 = !DILocation(line: 80, column: 5, scope: !75)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !101)
!138 = !DILocation(line: 80, column: 27, scope: !101)
!139 = !DILocation(line: 72, column: 46, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 72, column: 35)
!141 = distinct !DILexicalBlock(scope: !81, file: !2, line: 72, column: 5)
!142 = !DILocation(line: 72, column: 60, scope: !140)
!143 = !DILocation(line: 72, column: 55, scope: !140)
!144 = !DILocation(line: 72, column: 43, scope: !140)
!145 = !DILocation(line: 72, column: 31, scope: !141)
!146 = !DILocation(line: 72, column: 24, scope: !141)
!147 = distinct !{!147, !114, !148, !149}
!148 = !DILocation(line: 72, column: 66, scope: !81)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !DILocation(line: 80, column: 67, scope: !151)
!151 = distinct !DILexicalBlock(scope: !101, file: !2, line: 80, column: 27)
!152 = !DILocation(line: 80, column: 56, scope: !151)
!153 = !DILocation(line: 80, column: 63, scope: !151)
!154 = !{!155, !155, i64 0}
!155 = !{!"int", !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = !DILocation(line: 80, column: 45, scope: !151)
!159 = distinct !{!159, !138, !160, !149}
!160 = !DILocation(line: 80, column: 69, scope: !101)
!161 = !DILocation(line: 80, column: 52, scope: !151)
!162 = !DILocation(line: 0, scope: !103)
!163 = !DILocation(line: 81, column: 64, scope: !164)
!164 = distinct !DILexicalBlock(scope: !103, file: !2, line: 81, column: 5)
!165 = !DILocation(line: 81, column: 38, scope: !164)
!166 = !DILocation(line: 81, column: 85, scope: !75)
!167 = !DILocation(line: 0, scope: !105)
!168 = !DILocation(line: 0, scope: !107)
!169 = !DILocation(line: 82, column: 70, scope: !170)
!170 = distinct !DILexicalBlock(scope: !107, file: !2, line: 82, column: 33)
!171 = !DILocation(line: 82, column: 67, scope: !170)
!172 = !DILocation(line: 82, column: 83, scope: !170)
!173 = !DILocation(line: 83, column: 33, scope: !75)
!174 = !DILocation(line: 83, column: 56, scope: !75)
!175 = !DILocation(line: 83, column: 77, scope: !75)
!176 = !DILocation(line: 83, column: 99, scope: !75)
!177 = !DILocation(line: 83, column: 5, scope: !75)
!178 = !DILocation(line: 84, column: 5, scope: !75)
!179 = !DILocation(line: 85, column: 24, scope: !75)
!180 = !DILocation(line: 85, column: 12, scope: !75)
!181 = !DILocation(line: 86, column: 1, scope: !75)
!182 = distinct !DISubprogram(name: "dense", scope: !2, file: !2, line: 5, type: !183, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!58, !58}
!185 = !{!186}
!186 = !DILocalVariable(name: "x", arg: 1, scope: !182, file: !2, line: 5, type: !58)
!187 = !DILocation(line: 0, scope: !182)
!188 = !DILocation(line: 6, column: 5, scope: !182)
!189 = !DILocation(line: 0, scope: !190)
!190 = distinct !DILexicalBlock(scope: !182, file: !2, line: 6, column: 16)
!191 = !DILocation(line: 12, column: 1, scope: !182)
!192 = !DISubprogram(name: "printf", scope: !193, file: !193, line: 356, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!194 = !DISubroutineType(types: !195)
!195 = !{!58, !196, null}
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!197 = distinct !DISubprogram(name: "sparse", scope: !2, file: !2, line: 13, type: !198, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!58, !79}
!200 = !{!201}
!201 = !DILocalVariable(name: "x", arg: 1, scope: !197, file: !2, line: 13, type: !79)
!202 = !DILocation(line: 0, scope: !197)
!203 = !DILocation(line: 14, column: 5, scope: !197)
!204 = !DILocation(line: 15, column: 51, scope: !205)
!205 = distinct !DILexicalBlock(scope: !197, file: !2, line: 14, column: 16)
!206 = !DILocation(line: 15, column: 70, scope: !205)
!207 = !DILocation(line: 15, column: 88, scope: !205)
!208 = !DILocation(line: 15, column: 107, scope: !205)
!209 = !DILocation(line: 15, column: 127, scope: !205)
!210 = !DILocation(line: 16, column: 16, scope: !205)
!211 = !DILocation(line: 16, column: 38, scope: !205)
!212 = !DILocation(line: 16, column: 62, scope: !205)
!213 = !DILocation(line: 16, column: 90, scope: !205)
!214 = !DILocation(line: 16, column: 121, scope: !205)
!215 = !DILocation(line: 16, column: 159, scope: !205)
!216 = !DILocation(line: 17, column: 14, scope: !205)
!217 = !DILocation(line: 0, scope: !205)
!218 = !DILocation(line: 19, column: 1, scope: !197)
!219 = distinct !DISubprogram(name: "fallthrough", scope: !2, file: !2, line: 20, type: !183, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !220)
!220 = !{!221, !222}
!221 = !DILocalVariable(name: "x", arg: 1, scope: !219, file: !2, line: 20, type: !58)
!222 = !DILocalVariable(name: "r", scope: !219, file: !2, line: 21, type: !58)
!223 = !DILocation(line: 0, scope: !219)
!224 = !DILocation(line: 22, column: 5, scope: !219)
!225 = !DILocation(line: 0, scope: !226)
!226 = distinct !DILexicalBlock(scope: !219, file: !2, line: 22, column: 16)
!227 = !DILocation(line: 30, column: 5, scope: !219)
!228 = distinct !DISubprogram(name: "on_char", scope: !2, file: !2, line: 32, type: !229, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{!91, !4}
!231 = !{!232}
!232 = !DILocalVariable(name: "c", arg: 1, scope: !228, file: !2, line: 32, type: !4)
!233 = !DILocation(line: 0, scope: !228)
!234 = !DILocation(line: 33, column: 5, scope: !228)
!235 = !DILocation(line: 35, column: 23, scope: !236)
!236 = distinct !DILexicalBlock(scope: !228, file: !2, line: 33, column: 16)
!237 = !DILocation(line: 36, column: 37, scope: !236)
!238 = !DILocation(line: 37, column: 23, scope: !236)
!239 = !DILocation(line: 38, column: 35, scope: !236)
!240 = !DILocation(line: 39, column: 29, scope: !236)
!241 = !DILocation(line: 0, scope: !236)
!242 = !DILocation(line: 42, column: 1, scope: !228)
!243 = distinct !DISubprogram(name: "on_unsigned", scope: !2, file: !2, line: 43, type: !244, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !247)
!244 = !DISubroutineType(types: !245)
!245 = !{!246, !246}
!246 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!247 = !{!248}
!248 = !DILocalVariable(name: "v", arg: 1, scope: !243, file: !2, line: 43, type: !246)
!249 = !DILocation(line: 0, scope: !243)
!250 = !DILocation(line: 44, column: 5, scope: !243)
!251 = !DILocation(line: 44, column: 64, scope: !252)
!252 = distinct !DILexicalBlock(scope: !243, file: !2, line: 44, column: 16)
!253 = !DILocation(line: 44, column: 82, scope: !252)
!254 = !DILocation(line: 44, column: 100, scope: !252)
!255 = !DILocation(line: 44, column: 118, scope: !252)
!256 = !DILocation(line: 44, column: 136, scope: !252)
!257 = !DILocation(line: 44, column: 155, scope: !252)
!258 = !DILocation(line: 44, scope: !252)
!259 = !DILocation(line: 45, column: 1, scope: !243)
!260 = distinct !DISubprogram(name: "duff", scope: !2, file: !2, line: 46, type: !261, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !266)
!261 = !DISubroutineType(types: !262)
!262 = !{!58, !263, !264, !58}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!266 = !{!267, !268, !269, !270, !271}
!267 = !DILocalVariable(name: "to", arg: 1, scope: !260, file: !2, line: 46, type: !263)
!268 = !DILocalVariable(name: "from", arg: 2, scope: !260, file: !2, line: 46, type: !264)
!269 = !DILocalVariable(name: "count", arg: 3, scope: !260, file: !2, line: 46, type: !58)
!270 = !DILocalVariable(name: "n", scope: !260, file: !2, line: 47, type: !58)
!271 = !DILocalVariable(name: "s", scope: !260, file: !2, line: 47, type: !58)
!272 = !DILocation(line: 0, scope: !260)
!273 = !DILocation(line: 48, column: 15, scope: !274)
!274 = distinct !DILexicalBlock(scope: !260, file: !2, line: 48, column: 9)
!275 = !DILocation(line: 48, column: 9, scope: !260)
!276 = !DILocation(line: 47, column: 20, scope: !260)
!277 = !DILocation(line: 47, column: 25, scope: !260)
!278 = !DILocation(line: 49, column: 19, scope: !260)
!279 = !DILocation(line: 49, column: 5, scope: !260)
!280 = !DILocation(line: 50, column: 29, scope: !281)
!281 = distinct !DILexicalBlock(scope: !282, file: !2, line: 50, column: 16)
!282 = distinct !DILexicalBlock(scope: !260, file: !2, line: 49, column: 24)
!283 = !DILocation(line: 50, column: 24, scope: !281)
!284 = !DILocation(line: 50, column: 22, scope: !281)
!285 = !DILocation(line: 50, column: 35, scope: !281)
!286 = !DILocation(line: 50, column: 33, scope: !281)
!287 = !DILocation(line: 51, column: 24, scope: !281)
!288 = !DILocation(line: 51, column: 19, scope: !281)
!289 = !DILocation(line: 51, column: 17, scope: !281)
!290 = !DILocation(line: 51, column: 30, scope: !281)
!291 = !DILocation(line: 51, column: 28, scope: !281)
!292 = !DILocation(line: 52, column: 24, scope: !281)
!293 = !DILocation(line: 52, column: 19, scope: !281)
!294 = !DILocation(line: 52, column: 17, scope: !281)
!295 = !DILocation(line: 52, column: 30, scope: !281)
!296 = !DILocation(line: 52, column: 28, scope: !281)
!297 = !DILocation(line: 53, column: 24, scope: !281)
!298 = !DILocation(line: 53, column: 19, scope: !281)
!299 = !DILocation(line: 53, column: 17, scope: !281)
!300 = !DILocation(line: 53, column: 30, scope: !281)
!301 = !DILocation(line: 53, column: 28, scope: !281)
!302 = !DILocation(line: 54, column: 24, scope: !281)
!303 = !DILocation(line: 54, column: 19, scope: !281)
!304 = !DILocation(line: 54, column: 17, scope: !281)
!305 = !DILocation(line: 54, column: 30, scope: !281)
!306 = !DILocation(line: 54, column: 28, scope: !281)
!307 = !DILocation(line: 55, column: 24, scope: !281)
!308 = !DILocation(line: 55, column: 19, scope: !281)
!309 = !DILocation(line: 55, column: 17, scope: !281)
!310 = !DILocation(line: 55, column: 30, scope: !281)
!311 = !DILocation(line: 55, column: 28, scope: !281)
!312 = !DILocation(line: 56, column: 24, scope: !281)
!313 = !DILocation(line: 56, column: 19, scope: !281)
!314 = !DILocation(line: 56, column: 17, scope: !281)
!315 = !DILocation(line: 56, column: 30, scope: !281)
!316 = !DILocation(line: 56, column: 28, scope: !281)
!317 = !DILocation(line: 57, column: 24, scope: !281)
!318 = !DILocation(line: 57, column: 19, scope: !281)
!319 = !DILocation(line: 57, column: 17, scope: !281)
!320 = !DILocation(line: 57, column: 30, scope: !281)
!321 = !DILocation(line: 57, column: 47, scope: !282)
!322 = !DILocation(line: 57, column: 51, scope: !282)
!323 = !DILocation(line: 57, column: 38, scope: !281)
!324 = distinct !{!324, !325, !326, !149}
!325 = !DILocation(line: 50, column: 13, scope: !282)
!326 = !DILocation(line: 57, column: 54, scope: !282)
!327 = !DILocation(line: 60, column: 1, scope: !260)
!328 = distinct !DISubprogram(name: "nested", scope: !2, file: !2, line: 61, type: !329, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !331)
!329 = !DISubroutineType(types: !330)
!330 = !{!58, !58, !58}
!331 = !{!332, !333, !334, !337}
!332 = !DILocalVariable(name: "a", arg: 1, scope: !328, file: !2, line: 61, type: !58)
!333 = !DILocalVariable(name: "b", arg: 2, scope: !328, file: !2, line: 61, type: !58)
!334 = !DILocalVariable(name: "t", scope: !335, file: !2, line: 64, type: !58)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 64, column: 13)
!336 = distinct !DILexicalBlock(scope: !328, file: !2, line: 62, column: 16)
!337 = !DILocalVariable(name: "i", scope: !338, file: !2, line: 64, type: !58)
!338 = distinct !DILexicalBlock(scope: !335, file: !2, line: 64, column: 26)
!339 = !DILocation(line: 0, scope: !328)
!340 = !DILocation(line: 62, column: 5, scope: !328)
!341 = !DILocation(line: 0, scope: !338)
!342 = !DILocation(line: 0, scope: !335)
!343 = !DILocation(line: 64, column: 44, scope: !344)
!344 = distinct !DILexicalBlock(scope: !338, file: !2, line: 64, column: 26)
!345 = !DILocation(line: 64, column: 26, scope: !338)
!346 = !DILocation(line: 63, column: 13, scope: !336)
!347 = !DILocation(line: 64, column: 66, scope: !348)
!348 = distinct !DILexicalBlock(scope: !344, file: !2, line: 64, column: 54)
!349 = !DILocation(line: 64, column: 56, scope: !348)
!350 = !DILocation(line: 64, column: 83, scope: !351)
!351 = distinct !DILexicalBlock(scope: !348, file: !2, line: 64, column: 71)
!352 = !DILocation(line: 64, column: 89, scope: !351)
!353 = !DILocation(line: 64, column: 139, scope: !351)
!354 = !DILocation(line: 64, scope: !351)
!355 = !DILocation(line: 64, column: 143, scope: !348)
!356 = !DILocation(line: 64, column: 149, scope: !348)
!357 = !DILocation(line: 64, scope: !348)
!358 = !DILocation(line: 64, column: 50, scope: !344)
!359 = distinct !{!359, !345, !360, !149}
!360 = !DILocation(line: 64, column: 149, scope: !338)
!361 = !DILocation(line: 65, column: 21, scope: !336)
!362 = !DILocation(line: 65, column: 14, scope: !336)
!363 = !DILocation(line: 0, scope: !336)
!364 = !DILocation(line: 67, column: 1, scope: !328)
!365 = distinct !DISubprogram(name: "small_switch_i8", scope: !2, file: !2, line: 68, type: !366, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !369)
!366 = !DISubroutineType(types: !367)
!367 = !{!58, !368}
!368 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!369 = !{!370}
!370 = !DILocalVariable(name: "v", arg: 1, scope: !365, file: !2, line: 68, type: !368)
!371 = !DILocation(line: 0, scope: !365)
!372 = !DILocation(line: 68, column: 71, scope: !365)
!373 = !DILocation(line: 68, column: 114, scope: !374)
!374 = distinct !DILexicalBlock(scope: !365, file: !2, line: 68, column: 82)
!375 = !DILocation(line: 68, column: 134, scope: !374)
!376 = !DILocation(line: 68, column: 153, scope: !374)
!377 = !DILocation(line: 68, scope: !374)
!378 = !DILocation(line: 68, column: 165, scope: !365)
