; ModuleID = 'programs/bitcount_builtins.c'
source_filename = "programs/bitcount_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%016llx:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [33 x i8] c"u8 %3d clzg=%d pop=%d ctz16g=%d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [31 x i8] c"u128 #%d clz=%d ctz=%d pop=%d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [20 x i8] c"clrsb: %d %d %d %d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !62 {
    #dbg_value(i32 0, !66, !DIExpression(), !97)
    #dbg_value(i64 0, !67, !DIExpression(), !97)
    #dbg_value(i64 -7046029254386353131, !68, !DIExpression(), !97)
    #dbg_value(i32 0, !72, !DIExpression(), !98)
  br label %64, !dbg !99

1:                                                ; preds = %400
    #dbg_value(i32 0, !88, !DIExpression(), !100)
    #dbg_value(i32 0, !88, !DIExpression(), !100)
  %2 = tail call fastcc i32 @clz8g(i8 noundef zeroext 0), !dbg !101
  %3 = tail call fastcc i32 @pop8g(i8 noundef zeroext 0), !dbg !103
  %4 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 0), !dbg !104
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef %2, i32 noundef %3, i32 noundef %4), !dbg !105
    #dbg_value(i32 37, !88, !DIExpression(), !100)
  %6 = tail call fastcc i32 @clz8g(i8 noundef zeroext 37), !dbg !101
  %7 = tail call fastcc i32 @pop8g(i8 noundef zeroext 37), !dbg !103
  %8 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 592), !dbg !104
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 37, i32 noundef %6, i32 noundef %7, i32 noundef %8), !dbg !105
    #dbg_value(i32 74, !88, !DIExpression(), !100)
  %10 = tail call fastcc i32 @clz8g(i8 noundef zeroext 74), !dbg !101
  %11 = tail call fastcc i32 @pop8g(i8 noundef zeroext 74), !dbg !103
  %12 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 1184), !dbg !104
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 74, i32 noundef %10, i32 noundef %11, i32 noundef %12), !dbg !105
    #dbg_value(i32 111, !88, !DIExpression(), !100)
  %14 = tail call fastcc i32 @clz8g(i8 noundef zeroext 111), !dbg !101
  %15 = tail call fastcc i32 @pop8g(i8 noundef zeroext 111), !dbg !103
  %16 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 1776), !dbg !104
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 111, i32 noundef %14, i32 noundef %15, i32 noundef %16), !dbg !105
    #dbg_value(i32 148, !88, !DIExpression(), !100)
  %18 = tail call fastcc i32 @clz8g(i8 noundef zeroext -108), !dbg !101
  %19 = tail call fastcc i32 @pop8g(i8 noundef zeroext -108), !dbg !103
  %20 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 2368), !dbg !104
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 148, i32 noundef %18, i32 noundef %19, i32 noundef %20), !dbg !105
    #dbg_value(i32 185, !88, !DIExpression(), !100)
  %22 = tail call fastcc i32 @clz8g(i8 noundef zeroext -71), !dbg !101
  %23 = tail call fastcc i32 @pop8g(i8 noundef zeroext -71), !dbg !103
  %24 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 2960), !dbg !104
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 185, i32 noundef %22, i32 noundef %23, i32 noundef %24), !dbg !105
    #dbg_value(i32 222, !88, !DIExpression(), !100)
  %26 = tail call fastcc i32 @clz8g(i8 noundef zeroext -34), !dbg !101
  %27 = tail call fastcc i32 @pop8g(i8 noundef zeroext -34), !dbg !103
  %28 = tail call fastcc i32 @ctz16g(i16 noundef zeroext 3552), !dbg !104
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 222, i32 noundef %26, i32 noundef %27, i32 noundef %28), !dbg !105
    #dbg_value(i32 259, !88, !DIExpression(), !100)
    #dbg_value(i128 0, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !97)
    #dbg_value(i128 1, !90, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !97)
    #dbg_value(i128 18446744073709551616, !90, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !97)
    #dbg_value(i128 -170141183460469231731687303715884105727, !90, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !97)
    #dbg_value(i128 -1, !90, !DIExpression(DW_OP_LLVM_fragment, 512, 128), !97)
    #dbg_value(i128 283341988972178712821760, !90, !DIExpression(DW_OP_LLVM_fragment, 640, 128), !97)
    #dbg_value(i32 0, !95, !DIExpression(), !106)
    #dbg_value(i64 0, !95, !DIExpression(), !106)
  %30 = tail call fastcc i32 @clz128(i64 noundef 0, i64 noundef 0), !dbg !107
  %31 = tail call fastcc i32 @ctz128(i64 noundef 0, i64 noundef 0), !dbg !109
  %32 = tail call fastcc i32 @pop128(i64 noundef 0, i64 noundef 0), !dbg !110
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %30, i32 noundef %31, i32 noundef %32), !dbg !111
    #dbg_value(i64 1, !95, !DIExpression(), !106)
  %34 = tail call fastcc i32 @clz128(i64 noundef 1, i64 noundef 0), !dbg !107
  %35 = tail call fastcc i32 @ctz128(i64 noundef 1, i64 noundef 0), !dbg !109
  %36 = tail call fastcc i32 @pop128(i64 noundef 1, i64 noundef 0), !dbg !110
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %34, i32 noundef %35, i32 noundef %36), !dbg !111
    #dbg_value(i64 2, !95, !DIExpression(), !106)
  %38 = tail call fastcc i32 @clz128(i64 noundef 0, i64 noundef 1), !dbg !107
  %39 = tail call fastcc i32 @ctz128(i64 noundef 0, i64 noundef 1), !dbg !109
  %40 = tail call fastcc i32 @pop128(i64 noundef 0, i64 noundef 1), !dbg !110
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %38, i32 noundef %39, i32 noundef %40), !dbg !111
    #dbg_value(i64 3, !95, !DIExpression(), !106)
  %42 = tail call fastcc i32 @clz128(i64 noundef 1, i64 noundef -9223372036854775808), !dbg !107
  %43 = tail call fastcc i32 @ctz128(i64 noundef 1, i64 noundef -9223372036854775808), !dbg !109
  %44 = tail call fastcc i32 @pop128(i64 noundef 1, i64 noundef -9223372036854775808), !dbg !110
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %42, i32 noundef %43, i32 noundef %44), !dbg !111
    #dbg_value(i64 4, !95, !DIExpression(), !106)
  %46 = tail call fastcc i32 @clz128(i64 noundef -1, i64 noundef -1), !dbg !107
  %47 = tail call fastcc i32 @ctz128(i64 noundef -1, i64 noundef -1), !dbg !109
  %48 = tail call fastcc i32 @pop128(i64 noundef -1, i64 noundef -1), !dbg !110
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef %46, i32 noundef %47, i32 noundef %48), !dbg !111
    #dbg_value(i64 5, !95, !DIExpression(), !106)
  %50 = tail call fastcc i32 @clz128(i64 noundef 0, i64 noundef 15360), !dbg !107
  %51 = tail call fastcc i32 @ctz128(i64 noundef 0, i64 noundef 15360), !dbg !109
  %52 = tail call fastcc i32 @pop128(i64 noundef 0, i64 noundef 15360), !dbg !110
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, i32 noundef %50, i32 noundef %51, i32 noundef %52), !dbg !111
    #dbg_value(i64 6, !95, !DIExpression(), !106)
  %54 = tail call fastcc i32 @clrsb32(i32 noundef 0), !dbg !112
  %55 = tail call fastcc i32 @clrsb32(i32 noundef -1), !dbg !113
  %56 = tail call fastcc i32 @clrsb32(i32 noundef 1073741824), !dbg !114
  %57 = tail call fastcc i32 @clrsb64(i64 noundef -2), !dbg !115
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57), !dbg !116
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %381, i32 noundef %345), !dbg !117
  %60 = icmp eq i32 %345, 0, !dbg !118
  %61 = trunc i64 %381 to i32, !dbg !118
  %62 = and i32 %61, 127, !dbg !118
  %63 = select i1 %60, i32 %62, i32 1, !dbg !118
  ret i32 %63, !dbg !119

64:                                               ; preds = %0, %400
  %65 = phi i64 [ 0, %0 ], [ %401, %400 ]
  %66 = phi i32 [ 0, %0 ], [ %345, %400 ]
  %67 = phi i64 [ 0, %0 ], [ %381, %400 ]
  %68 = phi i64 [ -7046029254386353131, %0 ], [ %96, %400 ]
    #dbg_value(i32 %66, !66, !DIExpression(), !97)
    #dbg_value(i64 %67, !67, !DIExpression(), !97)
    #dbg_value(i64 %68, !68, !DIExpression(), !97)
    #dbg_value(i64 %65, !72, !DIExpression(), !98)
  %69 = icmp ult i64 %65, 64, !dbg !120
  br i1 %69, label %70, label %72, !dbg !122

70:                                               ; preds = %64
  %71 = shl nuw i64 1, %65, !dbg !123
    #dbg_value(i64 %71, !74, !DIExpression(), !124)
  br label %94, !dbg !125

72:                                               ; preds = %64
  %73 = icmp ult i64 %65, 128, !dbg !126
  br i1 %73, label %74, label %77, !dbg !128

74:                                               ; preds = %72
  %75 = add nsw i64 %65, -64, !dbg !129
  %76 = lshr i64 -1, %75, !dbg !130
    #dbg_value(i64 %76, !74, !DIExpression(), !124)
  br label %94, !dbg !131

77:                                               ; preds = %72
  %78 = icmp ult i64 %65, 192, !dbg !132
  br i1 %78, label %79, label %83, !dbg !134

79:                                               ; preds = %77
  %80 = add nsw i64 %65, -128, !dbg !135
  %81 = shl nsw i64 -1, %80, !dbg !136
  %82 = xor i64 %81, 5, !dbg !137
    #dbg_value(i64 %82, !74, !DIExpression(), !124)
  br label %94, !dbg !138

83:                                               ; preds = %77
  %84 = shl i64 %68, 13, !dbg !139
  %85 = xor i64 %84, %68, !dbg !141
    #dbg_value(i64 %85, !68, !DIExpression(), !97)
  %86 = lshr i64 %85, 7, !dbg !142
  %87 = xor i64 %86, %85, !dbg !143
    #dbg_value(i64 %87, !68, !DIExpression(), !97)
  %88 = shl i64 %87, 17, !dbg !144
  %89 = xor i64 %88, %87, !dbg !145
    #dbg_value(i64 %89, !68, !DIExpression(), !97)
  %90 = trunc i64 %65 to i16, !dbg !146
  %91 = urem i16 %90, 50, !dbg !146
  %92 = zext nneg i16 %91 to i64, !dbg !147
  %93 = lshr i64 %89, %92, !dbg !147
    #dbg_value(i64 %93, !74, !DIExpression(), !124)
  br label %94

94:                                               ; preds = %74, %83, %79, %70
  %95 = phi i64 [ %71, %70 ], [ %76, %74 ], [ %82, %79 ], [ %93, %83 ], !dbg !148
  %96 = phi i64 [ %68, %70 ], [ %68, %74 ], [ %68, %79 ], [ %89, %83 ], !dbg !97
    #dbg_value(i64 %96, !68, !DIExpression(), !97)
    #dbg_value(i64 %95, !74, !DIExpression(), !124)
  %97 = trunc i64 %95 to i32, !dbg !149
    #dbg_value(i32 %97, !77, !DIExpression(), !124)
  %98 = tail call fastcc i32 @pc32(i32 noundef %97), !dbg !150
    #dbg_value(i32 %98, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !124)
  %99 = tail call fastcc i32 @pc64(i64 noundef %95), !dbg !151
    #dbg_value(i32 %99, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !124)
  %100 = icmp eq i32 %97, 0, !dbg !152
  br i1 %100, label %101, label %105, !dbg !152

101:                                              ; preds = %94
    #dbg_value(i32 %106, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !124)
  %102 = icmp eq i64 %95, 0, !dbg !153
  br i1 %102, label %114, label %103, !dbg !153

103:                                              ; preds = %101
  %104 = tail call fastcc i32 @clz64(i64 noundef %95), !dbg !154
    #dbg_value(i32 %104, !78, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !124)
    #dbg_value(i32 -1, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !124)
  br label %109, !dbg !155

105:                                              ; preds = %94
  %106 = tail call fastcc i32 @clz32(i32 noundef %97), !dbg !156
    #dbg_value(i32 %106, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !124)
  %107 = tail call fastcc i32 @clz64(i64 noundef %95), !dbg !154
    #dbg_value(i32 %104, !78, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !124)
  %108 = tail call fastcc i32 @ctz32(i32 noundef %97), !dbg !157
    #dbg_value(i32 -1, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !124)
  br label %109, !dbg !155

109:                                              ; preds = %105, %103
  %110 = phi i32 [ -1, %103 ], [ %106, %105 ], !dbg !158
  %111 = phi i32 [ %104, %103 ], [ %107, %105 ], !dbg !159
  %112 = phi i32 [ -1, %103 ], [ %108, %105 ], !dbg !160
    #dbg_value(i32 %112, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !124)
    #dbg_value(i32 %111, !78, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !124)
    #dbg_value(i32 %110, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !124)
  %113 = tail call fastcc i32 @ctz64(i64 noundef %95), !dbg !161
  br label %114, !dbg !155

114:                                              ; preds = %101, %109
  %115 = phi i32 [ %110, %109 ], [ -1, %101 ], !dbg !158
  %116 = phi i32 [ %111, %109 ], [ -1, %101 ], !dbg !159
  %117 = phi i32 [ %112, %109 ], [ -1, %101 ], !dbg !160
  %118 = phi i1 [ false, %109 ], [ true, %101 ]
  %119 = phi i32 [ %113, %109 ], [ -1, %101 ], !dbg !155
    #dbg_value(i32 %117, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !124)
    #dbg_value(i32 %116, !78, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !124)
    #dbg_value(i32 %115, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !124)
    #dbg_value(i32 %119, !78, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !124)
  %120 = tail call fastcc i32 @ffs32(i32 noundef %97), !dbg !162
    #dbg_value(i32 %120, !78, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !124)
  %121 = tail call fastcc i32 @ffs64(i64 noundef %95), !dbg !163
    #dbg_value(i32 %121, !78, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !124)
  %122 = tail call fastcc i32 @par32(i32 noundef %97), !dbg !164
    #dbg_value(i32 %122, !78, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !124)
  %123 = tail call fastcc i32 @par64(i64 noundef %95), !dbg !165
    #dbg_value(i32 %123, !78, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !124)
  %124 = tail call fastcc i32 @clrsb32(i32 noundef %97), !dbg !166
    #dbg_value(i32 %124, !78, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !124)
  %125 = tail call fastcc i32 @clrsb64(i64 noundef %95), !dbg !167
    #dbg_value(i32 %125, !78, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !124)
  %126 = and i64 %95, 4294967295, !dbg !168
    #dbg_value(i64 %126, !170, !DIExpression(), !176)
    #dbg_value(i32 0, !175, !DIExpression(), !176)
  %127 = icmp eq i64 %126, 0, !dbg !178
  br i1 %127, label %136, label %128, !dbg !178

128:                                              ; preds = %114, %128
  %129 = phi i32 [ %133, %128 ], [ 0, %114 ]
  %130 = phi i64 [ %134, %128 ], [ %126, %114 ]
    #dbg_value(i32 %129, !175, !DIExpression(), !176)
    #dbg_value(i64 %130, !170, !DIExpression(), !176)
  %131 = trunc nuw i64 %130 to i32, !dbg !179
  %132 = and i32 %131, 1, !dbg !179
  %133 = add nuw nsw i32 %132, %129, !dbg !181
    #dbg_value(i32 %133, !175, !DIExpression(), !176)
  %134 = lshr i64 %130, 1, !dbg !182
    #dbg_value(i64 %134, !170, !DIExpression(), !176)
  %135 = icmp ult i64 %130, 2, !dbg !178
  br i1 %135, label %136, label %128, !dbg !178, !llvm.loop !183

136:                                              ; preds = %128, %114
  %137 = phi i32 [ 0, %114 ], [ %133, %128 ], !dbg !186
  %138 = icmp eq i32 %98, %137, !dbg !187
  br i1 %138, label %139, label %151, !dbg !188

139:                                              ; preds = %136
    #dbg_value(i64 %95, !170, !DIExpression(), !189)
    #dbg_value(i32 0, !175, !DIExpression(), !189)
  br i1 %118, label %148, label %140, !dbg !191

140:                                              ; preds = %139, %140
  %141 = phi i32 [ %145, %140 ], [ 0, %139 ]
  %142 = phi i64 [ %146, %140 ], [ %95, %139 ]
    #dbg_value(i32 %141, !175, !DIExpression(), !189)
    #dbg_value(i64 %142, !170, !DIExpression(), !189)
  %143 = trunc i64 %142 to i32, !dbg !192
  %144 = and i32 %143, 1, !dbg !192
  %145 = add nuw nsw i32 %144, %141, !dbg !193
    #dbg_value(i32 %145, !175, !DIExpression(), !189)
  %146 = lshr i64 %142, 1, !dbg !194
    #dbg_value(i64 %146, !170, !DIExpression(), !189)
  %147 = icmp ult i64 %142, 2, !dbg !191
  br i1 %147, label %148, label %140, !dbg !191, !llvm.loop !195

148:                                              ; preds = %140, %139
  %149 = phi i32 [ 0, %139 ], [ %145, %140 ], !dbg !197
  %150 = icmp eq i32 %99, %149, !dbg !198
  br i1 %150, label %153, label %151, !dbg !199

151:                                              ; preds = %148, %136
  %152 = add nsw i32 %66, 1, !dbg !200
    #dbg_value(i32 %152, !66, !DIExpression(), !97)
  br label %153, !dbg !201

153:                                              ; preds = %151, %148
  %154 = phi i32 [ %152, %151 ], [ %66, %148 ], !dbg !97
    #dbg_value(i32 %154, !66, !DIExpression(), !97)
  br i1 %100, label %223, label %155, !dbg !202

155:                                              ; preds = %153, %177
  %156 = phi i64 [ %173, %177 ], [ 32, %153 ]
  %157 = phi i32 [ %178, %177 ], [ 0, %153 ]
  %158 = add nsw i64 %156, -1, !dbg !204
    #dbg_value(i32 %157, !212, !DIExpression(), !215)
  %159 = shl nuw i64 1, %158, !dbg !216
  %160 = and i64 %159, %126, !dbg !216
  %161 = icmp eq i64 %160, 0, !dbg !216
  br i1 %161, label %162, label %186, !dbg !218

162:                                              ; preds = %155
    #dbg_value(i32 %157, !212, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !215)
    #dbg_value(i64 %158, !213, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !219)
  %163 = add nsw i64 %156, -2, !dbg !204
  %164 = shl nuw i64 1, %163, !dbg !216
  %165 = and i64 %164, %126, !dbg !216
  %166 = icmp eq i64 %165, 0, !dbg !216
  br i1 %166, label %167, label %184, !dbg !218

167:                                              ; preds = %162
    #dbg_value(i32 %157, !212, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !215)
    #dbg_value(i64 %163, !213, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !219)
  %168 = add nsw i64 %156, -3, !dbg !204
  %169 = shl nuw i64 1, %168, !dbg !216
  %170 = and i64 %169, %126, !dbg !216
  %171 = icmp eq i64 %170, 0, !dbg !216
  br i1 %171, label %172, label %182, !dbg !218

172:                                              ; preds = %167
    #dbg_value(i32 %157, !212, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !215)
    #dbg_value(i64 %168, !213, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !219)
  %173 = add nsw i64 %156, -4, !dbg !204
  %174 = shl nuw i64 1, %173, !dbg !216
  %175 = and i64 %174, %126, !dbg !216
  %176 = icmp eq i64 %175, 0, !dbg !216
  br i1 %176, label %177, label %180, !dbg !218

177:                                              ; preds = %172
  %178 = add nuw nsw i32 %157, 4, !dbg !220
    #dbg_value(i32 %178, !212, !DIExpression(), !215)
    #dbg_value(i64 %173, !213, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !219)
  %179 = icmp eq i32 %178, 32, !dbg !221
  br i1 %179, label %186, label %155, !dbg !222, !llvm.loop !223

180:                                              ; preds = %172
  %181 = or disjoint i32 %157, 3
  br label %186, !dbg !225

182:                                              ; preds = %167
  %183 = or disjoint i32 %157, 2
  br label %186, !dbg !225

184:                                              ; preds = %162
  %185 = or disjoint i32 %157, 1
  br label %186, !dbg !225

186:                                              ; preds = %155, %177, %184, %182, %180
  %187 = phi i32 [ %181, %180 ], [ %183, %182 ], [ %185, %184 ], [ 32, %177 ], [ %157, %155 ], !dbg !226
  %188 = icmp eq i32 %115, %187, !dbg !225
  br i1 %188, label %189, label %221, !dbg !227

189:                                              ; preds = %186, %206
  %190 = phi i64 [ %207, %206 ], [ 0, %186 ]
    #dbg_value(i64 %190, !228, !DIExpression(), !233)
  %191 = shl nuw i64 1, %190, !dbg !235
  %192 = and i64 %191, %126, !dbg !235
  %193 = icmp eq i64 %192, 0, !dbg !235
  br i1 %193, label %194, label %215, !dbg !236

194:                                              ; preds = %189
    #dbg_value(i64 %190, !228, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !233)
  %195 = shl nuw i64 2, %190, !dbg !235
  %196 = and i64 %195, %126, !dbg !235
  %197 = icmp eq i64 %196, 0, !dbg !235
  br i1 %197, label %198, label %213, !dbg !236

198:                                              ; preds = %194
    #dbg_value(i64 %190, !228, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !233)
  %199 = shl nuw i64 4, %190, !dbg !235
  %200 = and i64 %199, %126, !dbg !235
  %201 = icmp eq i64 %200, 0, !dbg !235
  br i1 %201, label %202, label %211, !dbg !236

202:                                              ; preds = %198
    #dbg_value(i64 %190, !228, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !233)
  %203 = shl nuw i64 8, %190, !dbg !235
  %204 = and i64 %203, %126, !dbg !235
  %205 = icmp eq i64 %204, 0, !dbg !235
  br i1 %205, label %206, label %209, !dbg !236

206:                                              ; preds = %202
  %207 = add nuw nsw i64 %190, 4, !dbg !237
    #dbg_value(i64 %207, !228, !DIExpression(), !233)
  %208 = icmp eq i64 %207, 32, !dbg !238
  br i1 %208, label %218, label %189, !dbg !239, !llvm.loop !240

209:                                              ; preds = %202
  %210 = or disjoint i64 %190, 3
  br label %215

211:                                              ; preds = %198
  %212 = or disjoint i64 %190, 2
  br label %215

213:                                              ; preds = %194
  %214 = or disjoint i64 %190, 1
  br label %215

215:                                              ; preds = %189, %213, %211, %209
  %216 = phi i64 [ %210, %209 ], [ %212, %211 ], [ %214, %213 ], [ %190, %189 ]
  %217 = trunc nuw nsw i64 %216 to i32
  br label %218, !dbg !241

218:                                              ; preds = %206, %215
  %219 = phi i32 [ %217, %215 ], [ 32, %206 ], !dbg !242
  %220 = icmp eq i32 %117, %219, !dbg !243
  br i1 %220, label %223, label %221, !dbg !244

221:                                              ; preds = %218, %186
  %222 = add nsw i32 %154, 1, !dbg !245
    #dbg_value(i32 %222, !66, !DIExpression(), !97)
  br label %223, !dbg !246

223:                                              ; preds = %221, %218, %153
  %224 = phi i32 [ %222, %221 ], [ %154, %218 ], [ %154, %153 ], !dbg !124
    #dbg_value(i32 %224, !66, !DIExpression(), !97)
  br i1 %118, label %293, label %225, !dbg !247

225:                                              ; preds = %223, %247
  %226 = phi i64 [ %243, %247 ], [ 64, %223 ]
  %227 = phi i32 [ %248, %247 ], [ 0, %223 ]
  %228 = add nsw i64 %226, -1, !dbg !249
    #dbg_value(i32 %227, !212, !DIExpression(), !251)
  %229 = shl nuw i64 1, %228, !dbg !252
  %230 = and i64 %229, %95, !dbg !252
  %231 = icmp eq i64 %230, 0, !dbg !252
  br i1 %231, label %232, label %256, !dbg !253

232:                                              ; preds = %225
    #dbg_value(i32 %227, !212, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !251)
    #dbg_value(i64 %228, !213, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !254)
  %233 = add nsw i64 %226, -2, !dbg !249
  %234 = shl nuw i64 1, %233, !dbg !252
  %235 = and i64 %234, %95, !dbg !252
  %236 = icmp eq i64 %235, 0, !dbg !252
  br i1 %236, label %237, label %254, !dbg !253

237:                                              ; preds = %232
    #dbg_value(i32 %227, !212, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !251)
    #dbg_value(i64 %233, !213, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !254)
  %238 = add nsw i64 %226, -3, !dbg !249
  %239 = shl nuw i64 1, %238, !dbg !252
  %240 = and i64 %239, %95, !dbg !252
  %241 = icmp eq i64 %240, 0, !dbg !252
  br i1 %241, label %242, label %252, !dbg !253

242:                                              ; preds = %237
    #dbg_value(i32 %227, !212, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !251)
    #dbg_value(i64 %238, !213, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !254)
  %243 = add nsw i64 %226, -4, !dbg !249
  %244 = shl nuw i64 1, %243, !dbg !252
  %245 = and i64 %244, %95, !dbg !252
  %246 = icmp eq i64 %245, 0, !dbg !252
  br i1 %246, label %247, label %250, !dbg !253

247:                                              ; preds = %242
  %248 = add nuw nsw i32 %227, 4, !dbg !255
    #dbg_value(i32 %248, !212, !DIExpression(), !251)
    #dbg_value(i64 %243, !213, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !254)
  %249 = icmp eq i32 %248, 64, !dbg !256
  br i1 %249, label %256, label %225, !dbg !257, !llvm.loop !258

250:                                              ; preds = %242
  %251 = or disjoint i32 %227, 3
  br label %256, !dbg !260

252:                                              ; preds = %237
  %253 = or disjoint i32 %227, 2
  br label %256, !dbg !260

254:                                              ; preds = %232
  %255 = or disjoint i32 %227, 1
  br label %256, !dbg !260

256:                                              ; preds = %225, %247, %254, %252, %250
  %257 = phi i32 [ %251, %250 ], [ %253, %252 ], [ %255, %254 ], [ 64, %247 ], [ %227, %225 ], !dbg !261
  %258 = icmp eq i32 %116, %257, !dbg !260
  br i1 %258, label %259, label %291, !dbg !262

259:                                              ; preds = %256, %276
  %260 = phi i64 [ %277, %276 ], [ 0, %256 ]
    #dbg_value(i64 %260, !228, !DIExpression(), !263)
  %261 = shl nuw i64 1, %260, !dbg !265
  %262 = and i64 %261, %95, !dbg !265
  %263 = icmp eq i64 %262, 0, !dbg !265
  br i1 %263, label %264, label %285, !dbg !266

264:                                              ; preds = %259
    #dbg_value(i64 %260, !228, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !263)
  %265 = shl nuw i64 2, %260, !dbg !265
  %266 = and i64 %265, %95, !dbg !265
  %267 = icmp eq i64 %266, 0, !dbg !265
  br i1 %267, label %268, label %283, !dbg !266

268:                                              ; preds = %264
    #dbg_value(i64 %260, !228, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !263)
  %269 = shl nuw i64 4, %260, !dbg !265
  %270 = and i64 %269, %95, !dbg !265
  %271 = icmp eq i64 %270, 0, !dbg !265
  br i1 %271, label %272, label %281, !dbg !266

272:                                              ; preds = %268
    #dbg_value(i64 %260, !228, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !263)
  %273 = shl nuw i64 8, %260, !dbg !265
  %274 = and i64 %273, %95, !dbg !265
  %275 = icmp eq i64 %274, 0, !dbg !265
  br i1 %275, label %276, label %279, !dbg !266

276:                                              ; preds = %272
  %277 = add nuw nsw i64 %260, 4, !dbg !267
    #dbg_value(i64 %277, !228, !DIExpression(), !263)
  %278 = icmp eq i64 %277, 64, !dbg !268
  br i1 %278, label %288, label %259, !dbg !269, !llvm.loop !270

279:                                              ; preds = %272
  %280 = or disjoint i64 %260, 3
  br label %285

281:                                              ; preds = %268
  %282 = or disjoint i64 %260, 2
  br label %285

283:                                              ; preds = %264
  %284 = or disjoint i64 %260, 1
  br label %285

285:                                              ; preds = %259, %283, %281, %279
  %286 = phi i64 [ %280, %279 ], [ %282, %281 ], [ %284, %283 ], [ %260, %259 ]
  %287 = trunc nuw nsw i64 %286 to i32
  br label %288, !dbg !271

288:                                              ; preds = %276, %285
  %289 = phi i32 [ %287, %285 ], [ 64, %276 ], !dbg !272
  %290 = icmp eq i32 %119, %289, !dbg !273
  br i1 %290, label %293, label %291, !dbg !274

291:                                              ; preds = %288, %256
  %292 = add nsw i32 %224, 1, !dbg !275
    #dbg_value(i32 %292, !66, !DIExpression(), !97)
  br label %293, !dbg !276

293:                                              ; preds = %291, %288, %223
  %294 = phi i32 [ %292, %291 ], [ %224, %288 ], [ %224, %223 ], !dbg !124
    #dbg_value(i32 %294, !66, !DIExpression(), !97)
  br i1 %100, label %327, label %295, !dbg !277

295:                                              ; preds = %293, %312
  %296 = phi i64 [ %313, %312 ], [ 0, %293 ]
    #dbg_value(i64 %296, !228, !DIExpression(), !279)
  %297 = shl nuw i64 1, %296, !dbg !281
  %298 = and i64 %297, %126, !dbg !281
  %299 = icmp eq i64 %298, 0, !dbg !281
  br i1 %299, label %300, label %321, !dbg !282

300:                                              ; preds = %295
    #dbg_value(i64 %296, !228, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !279)
  %301 = shl nuw i64 2, %296, !dbg !281
  %302 = and i64 %301, %126, !dbg !281
  %303 = icmp eq i64 %302, 0, !dbg !281
  br i1 %303, label %304, label %319, !dbg !282

304:                                              ; preds = %300
    #dbg_value(i64 %296, !228, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !279)
  %305 = shl nuw i64 4, %296, !dbg !281
  %306 = and i64 %305, %126, !dbg !281
  %307 = icmp eq i64 %306, 0, !dbg !281
  br i1 %307, label %308, label %317, !dbg !282

308:                                              ; preds = %304
    #dbg_value(i64 %296, !228, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !279)
  %309 = shl nuw i64 8, %296, !dbg !281
  %310 = and i64 %309, %126, !dbg !281
  %311 = icmp eq i64 %310, 0, !dbg !281
  br i1 %311, label %312, label %315, !dbg !282

312:                                              ; preds = %308
  %313 = add nuw nsw i64 %296, 4, !dbg !283
    #dbg_value(i64 %313, !228, !DIExpression(), !279)
  %314 = icmp eq i64 %313, 32, !dbg !284
  br i1 %314, label %324, label %295, !dbg !285, !llvm.loop !286

315:                                              ; preds = %308
  %316 = or disjoint i64 %296, 3
  br label %321

317:                                              ; preds = %304
  %318 = or disjoint i64 %296, 2
  br label %321

319:                                              ; preds = %300
  %320 = or disjoint i64 %296, 1
  br label %321

321:                                              ; preds = %295, %319, %317, %315
  %322 = phi i64 [ %316, %315 ], [ %318, %317 ], [ %320, %319 ], [ %296, %295 ]
  %323 = trunc nuw nsw i64 %322 to i32
  br label %324, !dbg !287

324:                                              ; preds = %312, %321
  %325 = phi i32 [ %323, %321 ], [ 32, %312 ], !dbg !288
  %326 = add nsw i32 %325, 1, !dbg !289
  br label %327, !dbg !277

327:                                              ; preds = %293, %324
  %328 = phi i32 [ %326, %324 ], [ 0, %293 ], !dbg !277
  %329 = icmp eq i32 %120, %328, !dbg !290
  br i1 %329, label %330, label %342, !dbg !291

330:                                              ; preds = %327
    #dbg_value(i64 %126, !170, !DIExpression(), !292)
    #dbg_value(i32 0, !175, !DIExpression(), !292)
  br i1 %127, label %338, label %331, !dbg !294

331:                                              ; preds = %330, %331
  %332 = phi i32 [ %335, %331 ], [ 0, %330 ]
  %333 = phi i64 [ %336, %331 ], [ %126, %330 ]
    #dbg_value(i32 %332, !175, !DIExpression(), !292)
    #dbg_value(i64 %333, !170, !DIExpression(), !292)
  %334 = trunc nuw i64 %333 to i32, !dbg !295
  %335 = add i32 %332, %334, !dbg !296
    #dbg_value(i32 %335, !175, !DIExpression(), !292)
  %336 = lshr i64 %333, 1, !dbg !297
    #dbg_value(i64 %336, !170, !DIExpression(), !292)
  %337 = icmp ult i64 %333, 2, !dbg !294
  br i1 %337, label %338, label %331, !dbg !294, !llvm.loop !298

338:                                              ; preds = %331, %330
  %339 = phi i32 [ 0, %330 ], [ %335, %331 ], !dbg !300
  %340 = and i32 %339, 1, !dbg !301
  %341 = icmp eq i32 %122, %340, !dbg !302
  br i1 %341, label %344, label %342, !dbg !303

342:                                              ; preds = %338, %327
  %343 = add nsw i32 %294, 1, !dbg !304
    #dbg_value(i32 %343, !66, !DIExpression(), !97)
  br label %344, !dbg !305

344:                                              ; preds = %342, %338
  %345 = phi i32 [ %343, %342 ], [ %294, %338 ], !dbg !124
    #dbg_value(i32 %345, !66, !DIExpression(), !97)
    #dbg_value(i64 %67, !67, !DIExpression(), !97)
    #dbg_value(i64 0, !82, !DIExpression(), !306)
  %346 = mul i64 %67, 131, !dbg !307
  %347 = zext nneg i32 %98 to i64, !dbg !309
  %348 = add i64 %346, %347, !dbg !310
    #dbg_value(i64 %348, !67, !DIExpression(), !97)
    #dbg_value(i64 1, !82, !DIExpression(), !306)
  %349 = mul i64 %348, 131, !dbg !307
  %350 = zext nneg i32 %99 to i64, !dbg !309
  %351 = add i64 %349, %350, !dbg !310
    #dbg_value(i64 %351, !67, !DIExpression(), !97)
    #dbg_value(i64 2, !82, !DIExpression(), !306)
  %352 = mul i64 %351, 131, !dbg !307
  %353 = zext i32 %115 to i64, !dbg !309
  %354 = add i64 %352, %353, !dbg !310
    #dbg_value(i64 %354, !67, !DIExpression(), !97)
    #dbg_value(i64 3, !82, !DIExpression(), !306)
  %355 = mul i64 %354, 131, !dbg !307
  %356 = zext i32 %116 to i64, !dbg !309
  %357 = add i64 %355, %356, !dbg !310
    #dbg_value(i64 %357, !67, !DIExpression(), !97)
    #dbg_value(i64 4, !82, !DIExpression(), !306)
  %358 = mul i64 %357, 131, !dbg !307
  %359 = zext i32 %117 to i64, !dbg !309
  %360 = add i64 %358, %359, !dbg !310
    #dbg_value(i64 %360, !67, !DIExpression(), !97)
    #dbg_value(i64 5, !82, !DIExpression(), !306)
  %361 = mul i64 %360, 131, !dbg !307
  %362 = zext i32 %119 to i64, !dbg !309
  %363 = add i64 %361, %362, !dbg !310
    #dbg_value(i64 %363, !67, !DIExpression(), !97)
    #dbg_value(i64 6, !82, !DIExpression(), !306)
  %364 = mul i64 %363, 131, !dbg !307
  %365 = zext nneg i32 %120 to i64, !dbg !309
  %366 = add i64 %364, %365, !dbg !310
    #dbg_value(i64 %366, !67, !DIExpression(), !97)
    #dbg_value(i64 7, !82, !DIExpression(), !306)
  %367 = mul i64 %366, 131, !dbg !307
  %368 = zext nneg i32 %121 to i64, !dbg !309
  %369 = add i64 %367, %368, !dbg !310
    #dbg_value(i64 %369, !67, !DIExpression(), !97)
    #dbg_value(i64 8, !82, !DIExpression(), !306)
  %370 = mul i64 %369, 131, !dbg !307
  %371 = zext nneg i32 %122 to i64, !dbg !309
  %372 = add i64 %370, %371, !dbg !310
    #dbg_value(i64 %372, !67, !DIExpression(), !97)
    #dbg_value(i64 9, !82, !DIExpression(), !306)
  %373 = mul i64 %372, 131, !dbg !307
  %374 = zext nneg i32 %123 to i64, !dbg !309
  %375 = add i64 %373, %374, !dbg !310
    #dbg_value(i64 %375, !67, !DIExpression(), !97)
    #dbg_value(i64 10, !82, !DIExpression(), !306)
  %376 = mul i64 %375, 131, !dbg !307
  %377 = zext i32 %124 to i64, !dbg !309
  %378 = add i64 %376, %377, !dbg !310
    #dbg_value(i64 %378, !67, !DIExpression(), !97)
    #dbg_value(i64 11, !82, !DIExpression(), !306)
  %379 = mul i64 %378, 131, !dbg !307
  %380 = zext i32 %125 to i64, !dbg !309
  %381 = add i64 %379, %380, !dbg !310
    #dbg_value(i64 %381, !67, !DIExpression(), !97)
    #dbg_value(i64 12, !82, !DIExpression(), !306)
  %382 = trunc nuw nsw i64 %65 to i32, !dbg !311
  %383 = urem i32 %382, 25, !dbg !311
  %384 = icmp eq i32 %383, 0, !dbg !312
  br i1 %384, label %385, label %400, !dbg !313

385:                                              ; preds = %344
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %95), !dbg !314
    #dbg_value(i64 0, !84, !DIExpression(), !315)
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %98), !dbg !316
    #dbg_value(i64 1, !84, !DIExpression(), !315)
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %99), !dbg !316
    #dbg_value(i64 2, !84, !DIExpression(), !315)
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %115), !dbg !316
    #dbg_value(i64 3, !84, !DIExpression(), !315)
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %116), !dbg !316
    #dbg_value(i64 4, !84, !DIExpression(), !315)
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %117), !dbg !316
    #dbg_value(i64 5, !84, !DIExpression(), !315)
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %119), !dbg !316
    #dbg_value(i64 6, !84, !DIExpression(), !315)
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %120), !dbg !316
    #dbg_value(i64 7, !84, !DIExpression(), !315)
  %394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %121), !dbg !316
    #dbg_value(i64 8, !84, !DIExpression(), !315)
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %122), !dbg !316
    #dbg_value(i64 9, !84, !DIExpression(), !315)
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %123), !dbg !316
    #dbg_value(i64 10, !84, !DIExpression(), !315)
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %124), !dbg !316
    #dbg_value(i64 11, !84, !DIExpression(), !315)
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %125), !dbg !316
    #dbg_value(i64 12, !84, !DIExpression(), !315)
  %399 = tail call i32 @putchar(i32 10), !dbg !318
  br label %400, !dbg !319

400:                                              ; preds = %385, %344
  %401 = add nuw nsw i64 %65, 1, !dbg !320
    #dbg_value(i32 %345, !66, !DIExpression(), !97)
    #dbg_value(i64 %381, !67, !DIExpression(), !97)
    #dbg_value(i64 %96, !68, !DIExpression(), !97)
    #dbg_value(i64 %401, !72, !DIExpression(), !98)
  %402 = icmp eq i64 %401, 300, !dbg !321
  br i1 %402, label %1, label %64, !dbg !99, !llvm.loop !322
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 33) i32 @pc32(i32 noundef %0) unnamed_addr #1 !dbg !324 {
    #dbg_value(i32 %0, !328, !DIExpression(), !329)
  %2 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0), !dbg !330
  ret i32 %2, !dbg !331
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 65) i32 @pc64(i64 noundef %0) unnamed_addr #1 !dbg !332 {
    #dbg_value(i64 %0, !336, !DIExpression(), !337)
  %2 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %0), !dbg !338
  %3 = trunc nuw nsw i64 %2 to i32, !dbg !338
  ret i32 %3, !dbg !339
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 32) i32 @clz32(i32 noundef %0) unnamed_addr #1 !dbg !340 {
    #dbg_value(i32 %0, !342, !DIExpression(), !343)
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 true), !dbg !344
  ret i32 %2, !dbg !345
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @clz64(i64 noundef %0) unnamed_addr #1 !dbg !346 {
    #dbg_value(i64 %0, !348, !DIExpression(), !349)
  %2 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %0, i1 true), !dbg !350
  %3 = trunc nuw nsw i64 %2 to i32, !dbg !350
  ret i32 %3, !dbg !351
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 32) i32 @ctz32(i32 noundef %0) unnamed_addr #1 !dbg !352 {
    #dbg_value(i32 %0, !354, !DIExpression(), !355)
  %2 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %0, i1 true), !dbg !356
  ret i32 %2, !dbg !357
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @ctz64(i64 noundef %0) unnamed_addr #1 !dbg !358 {
    #dbg_value(i64 %0, !360, !DIExpression(), !361)
  %2 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %0, i1 true), !dbg !362
  %3 = trunc nuw nsw i64 %2 to i32, !dbg !362
  ret i32 %3, !dbg !363
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 33) i32 @ffs32(i32 noundef %0) unnamed_addr #1 !dbg !364 {
    #dbg_value(i32 %0, !368, !DIExpression(), !369)
  %2 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %0, i1 true), !dbg !370
  %3 = add nuw nsw i32 %2, 1, !dbg !370
  %4 = icmp eq i32 %0, 0, !dbg !370
  %5 = select i1 %4, i32 0, i32 %3, !dbg !370
  ret i32 %5, !dbg !371
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 65) i32 @ffs64(i64 noundef %0) unnamed_addr #1 !dbg !372 {
    #dbg_value(i64 %0, !376, !DIExpression(), !377)
  %2 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %0, i1 true), !dbg !378
  %3 = icmp eq i64 %0, 0, !dbg !378
  %4 = trunc nuw nsw i64 %2 to i32, !dbg !378
  %5 = add nuw nsw i32 %4, 1, !dbg !378
  %6 = select i1 %3, i32 0, i32 %5, !dbg !378
  ret i32 %6, !dbg !379
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @par32(i32 noundef %0) unnamed_addr #1 !dbg !380 {
    #dbg_value(i32 %0, !382, !DIExpression(), !383)
  %2 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0), !dbg !384
  %3 = and i32 %2, 1, !dbg !384
  ret i32 %3, !dbg !385
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @par64(i64 noundef %0) unnamed_addr #1 !dbg !386 {
    #dbg_value(i64 %0, !388, !DIExpression(), !389)
  %2 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %0), !dbg !390
  %3 = trunc nuw nsw i64 %2 to i32, !dbg !390
  %4 = and i32 %3, 1, !dbg !390
  ret i32 %4, !dbg !391
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 32) i32 @clrsb32(i32 noundef %0) unnamed_addr #1 !dbg !392 {
    #dbg_value(i32 %0, !394, !DIExpression(), !395)
  %2 = ashr i32 %0, 31, !dbg !396
  %3 = xor i32 %2, %0, !dbg !396
  %4 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %3, i1 false), !dbg !396
  %5 = add nsw i32 %4, -1, !dbg !396
  ret i32 %5, !dbg !397
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 64) i32 @clrsb64(i64 noundef %0) unnamed_addr #1 !dbg !398 {
    #dbg_value(i64 %0, !400, !DIExpression(), !401)
  %2 = ashr i64 %0, 63, !dbg !402
  %3 = xor i64 %2, %0, !dbg !402
  %4 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %3, i1 false), !dbg !402
  %5 = trunc nuw nsw i64 %4 to i32, !dbg !402
  %6 = add nsw i32 %5, -1, !dbg !402
  ret i32 %6, !dbg !403
}

; Function Attrs: nofree nounwind
declare !dbg !404 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 9) i32 @clz8g(i8 noundef zeroext %0) unnamed_addr #1 !dbg !411 {
    #dbg_value(i8 %0, !415, !DIExpression(), !416)
  %2 = tail call range(i8 0, 9) i8 @llvm.ctlz.i8(i8 %0, i1 false), !dbg !417
  %3 = zext nneg i8 %2 to i32, !dbg !417
  ret i32 %3, !dbg !418
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 9) i32 @pop8g(i8 noundef zeroext %0) unnamed_addr #1 !dbg !419 {
    #dbg_value(i8 %0, !421, !DIExpression(), !422)
  %2 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %0), !dbg !423
  %3 = zext nneg i8 %2 to i32, !dbg !423
  ret i32 %3, !dbg !424
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 16) i32 @ctz16g(i16 noundef zeroext %0) unnamed_addr #1 !dbg !425 {
    #dbg_value(i16 %0, !429, !DIExpression(), !430)
  %2 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %0, i1 true), !dbg !431
  %3 = zext nneg i16 %2 to i32, !dbg !431
  %4 = icmp eq i16 %0, 0, !dbg !431
  %5 = select i1 %4, i32 -1, i32 %3, !dbg !431
  ret i32 %5, !dbg !432
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @clz128(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !433 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !437, !DIExpression(), !438)
  %7 = tail call range(i128 0, 129) i128 @llvm.ctlz.i128(i128 %6, i1 false), !dbg !439
  %8 = trunc nuw nsw i128 %7 to i32, !dbg !439
  ret i32 %8, !dbg !440
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @ctz128(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !441 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !443, !DIExpression(), !444)
  %7 = tail call range(i128 0, 129) i128 @llvm.cttz.i128(i128 %6, i1 false), !dbg !445
  %8 = trunc nuw nsw i128 %7 to i32, !dbg !445
  ret i32 %8, !dbg !446
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 129) i32 @pop128(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !447 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !449, !DIExpression(), !450)
  %7 = tail call range(i128 0, 129) i128 @llvm.ctpop.i128(i128 %6), !dbg !451
  %8 = trunc nuw nsw i128 %7 to i32, !dbg !451
  ret i32 %8, !dbg !452
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctlz.i128(i128, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.cttz.i128(i128, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctpop.i128(i128) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitcount_builtins.c", directory: ".", checksumkind: CSK_MD5, checksum: "847c37f09177194d5ecd14c809884007")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 33)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 31)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !48, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !39, !40, !38, !41, !42, !45}
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !35, line: 26, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !37, line: 42, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !35, line: 24, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !37, line: 38, baseType: !44)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !35, line: 25, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !37, line: 40, baseType: !47)
!47 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!48 = !{!0, !7, !49, !12, !17, !22, !27}
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 2)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !63, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!39}
!65 = !{!66, !67, !68, !72, !74, !77, !78, !82, !84, !88, !90, !95}
!66 = !DILocalVariable(name: "bad", scope: !62, file: !2, line: 33, type: !39)
!67 = !DILocalVariable(name: "h", scope: !62, file: !2, line: 34, type: !41)
!68 = !DILocalVariable(name: "x", scope: !62, file: !2, line: 35, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !35, line: 27, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !37, line: 45, baseType: !71)
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 36, type: !39)
!73 = distinct !DILexicalBlock(scope: !62, file: !2, line: 36, column: 5)
!74 = !DILocalVariable(name: "v", scope: !75, file: !2, line: 37, type: !69)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 36, column: 35)
!76 = distinct !DILexicalBlock(scope: !73, file: !2, line: 36, column: 5)
!77 = !DILocalVariable(name: "lo", scope: !75, file: !2, line: 42, type: !34)
!78 = !DILocalVariable(name: "r", scope: !75, file: !2, line: 43, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 384, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 12)
!82 = !DILocalVariable(name: "k", scope: !83, file: !2, line: 51, type: !39)
!83 = distinct !DILexicalBlock(scope: !75, file: !2, line: 51, column: 9)
!84 = !DILocalVariable(name: "k", scope: !85, file: !2, line: 54, type: !39)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 54, column: 13)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 52, column: 26)
!87 = distinct !DILexicalBlock(scope: !75, file: !2, line: 52, column: 13)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 58, type: !39)
!89 = distinct !DILexicalBlock(scope: !62, file: !2, line: 58, column: 5)
!90 = !DILocalVariable(name: "w", scope: !62, file: !2, line: 59, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 768, elements: !93)
!92 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!93 = !{!94}
!94 = !DISubrange(count: 6)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 60, type: !39)
!96 = distinct !DILexicalBlock(scope: !62, file: !2, line: 60, column: 5)
!97 = !DILocation(line: 0, scope: !62)
!98 = !DILocation(line: 0, scope: !73)
!99 = !DILocation(line: 36, column: 5, scope: !73)
!100 = !DILocation(line: 0, scope: !89)
!101 = !DILocation(line: 58, column: 86, scope: !102)
!102 = distinct !DILexicalBlock(scope: !89, file: !2, line: 58, column: 5)
!103 = !DILocation(line: 58, column: 105, scope: !102)
!104 = !DILocation(line: 58, column: 124, scope: !102)
!105 = !DILocation(line: 58, column: 39, scope: !102)
!106 = !DILocation(line: 0, scope: !96)
!107 = !DILocation(line: 60, column: 78, scope: !108)
!108 = distinct !DILexicalBlock(scope: !96, file: !2, line: 60, column: 5)
!109 = !DILocation(line: 60, column: 92, scope: !108)
!110 = !DILocation(line: 60, column: 106, scope: !108)
!111 = !DILocation(line: 60, column: 33, scope: !108)
!112 = !DILocation(line: 61, column: 36, scope: !62)
!113 = !DILocation(line: 61, column: 48, scope: !62)
!114 = !DILocation(line: 61, column: 61, scope: !62)
!115 = !DILocation(line: 61, column: 79, scope: !62)
!116 = !DILocation(line: 61, column: 5, scope: !62)
!117 = !DILocation(line: 62, column: 5, scope: !62)
!118 = !DILocation(line: 63, column: 12, scope: !62)
!119 = !DILocation(line: 64, column: 1, scope: !62)
!120 = !DILocation(line: 38, column: 15, scope: !121)
!121 = distinct !DILexicalBlock(scope: !75, file: !2, line: 38, column: 13)
!122 = !DILocation(line: 38, column: 13, scope: !75)
!123 = !DILocation(line: 38, column: 30, scope: !121)
!124 = !DILocation(line: 0, scope: !75)
!125 = !DILocation(line: 38, column: 21, scope: !121)
!126 = !DILocation(line: 39, column: 20, scope: !127)
!127 = distinct !DILexicalBlock(scope: !121, file: !2, line: 39, column: 18)
!128 = !DILocation(line: 39, column: 18, scope: !121)
!129 = !DILocation(line: 39, column: 43, scope: !127)
!130 = !DILocation(line: 39, column: 37, scope: !127)
!131 = !DILocation(line: 39, column: 27, scope: !127)
!132 = !DILocation(line: 40, column: 20, scope: !133)
!133 = distinct !DILexicalBlock(scope: !127, file: !2, line: 40, column: 18)
!134 = !DILocation(line: 40, column: 18, scope: !127)
!135 = !DILocation(line: 40, column: 44, scope: !133)
!136 = !DILocation(line: 40, column: 38, scope: !133)
!137 = !DILocation(line: 40, column: 52, scope: !133)
!138 = !DILocation(line: 40, column: 27, scope: !133)
!139 = !DILocation(line: 41, column: 23, scope: !140)
!140 = distinct !DILexicalBlock(scope: !133, file: !2, line: 41, column: 14)
!141 = !DILocation(line: 41, column: 18, scope: !140)
!142 = !DILocation(line: 41, column: 37, scope: !140)
!143 = !DILocation(line: 41, column: 32, scope: !140)
!144 = !DILocation(line: 41, column: 50, scope: !140)
!145 = !DILocation(line: 41, column: 45, scope: !140)
!146 = !DILocation(line: 41, column: 69, scope: !140)
!147 = !DILocation(line: 41, column: 63, scope: !140)
!148 = !DILocation(line: 0, scope: !121)
!149 = !DILocation(line: 42, column: 23, scope: !75)
!150 = !DILocation(line: 44, column: 16, scope: !75)
!151 = !DILocation(line: 44, column: 33, scope: !75)
!152 = !DILocation(line: 44, column: 49, scope: !75)
!153 = !DILocation(line: 44, column: 77, scope: !75)
!154 = !DILocation(line: 44, column: 81, scope: !75)
!155 = !DILocation(line: 45, column: 44, scope: !75)
!156 = !DILocation(line: 44, column: 54, scope: !75)
!157 = !DILocation(line: 45, column: 21, scope: !75)
!158 = !DILocation(line: 44, column: 47, scope: !75)
!159 = !DILocation(line: 44, column: 75, scope: !75)
!160 = !DILocation(line: 45, column: 14, scope: !75)
!161 = !DILocation(line: 45, column: 48, scope: !75)
!162 = !DILocation(line: 45, column: 70, scope: !75)
!163 = !DILocation(line: 45, column: 93, scope: !75)
!164 = !DILocation(line: 46, column: 16, scope: !75)
!165 = !DILocation(line: 46, column: 34, scope: !75)
!166 = !DILocation(line: 46, column: 52, scope: !75)
!167 = !DILocation(line: 46, column: 78, scope: !75)
!168 = !DILocation(line: 47, column: 29, scope: !169)
!169 = distinct !DILexicalBlock(scope: !75, file: !2, line: 47, column: 13)
!170 = !DILocalVariable(name: "x", arg: 1, scope: !171, file: !2, line: 9, type: !69)
!171 = distinct !DISubprogram(name: "pop_ref", scope: !2, file: !2, line: 9, type: !172, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!39, !69}
!174 = !{!170, !175}
!175 = !DILocalVariable(name: "c", scope: !171, file: !2, line: 9, type: !39)
!176 = !DILocation(line: 0, scope: !171, inlinedAt: !177)
!177 = distinct !DILocation(line: 47, column: 21, scope: !169)
!178 = !DILocation(line: 9, column: 45, scope: !171, inlinedAt: !177)
!179 = !DILocation(line: 9, column: 62, scope: !180, inlinedAt: !177)
!180 = distinct !DILexicalBlock(scope: !171, file: !2, line: 9, column: 55)
!181 = !DILocation(line: 9, column: 59, scope: !180, inlinedAt: !177)
!182 = !DILocation(line: 9, column: 78, scope: !180, inlinedAt: !177)
!183 = distinct !{!183, !178, !184, !185}
!184 = !DILocation(line: 9, column: 85, scope: !171, inlinedAt: !177)
!185 = !{!"llvm.loop.mustprogress"}
!186 = !DILocation(line: 9, scope: !171, inlinedAt: !177)
!187 = !DILocation(line: 47, column: 18, scope: !169)
!188 = !DILocation(line: 47, column: 33, scope: !169)
!189 = !DILocation(line: 0, scope: !171, inlinedAt: !190)
!190 = distinct !DILocation(line: 47, column: 44, scope: !169)
!191 = !DILocation(line: 9, column: 45, scope: !171, inlinedAt: !190)
!192 = !DILocation(line: 9, column: 62, scope: !180, inlinedAt: !190)
!193 = !DILocation(line: 9, column: 59, scope: !180, inlinedAt: !190)
!194 = !DILocation(line: 9, column: 78, scope: !180, inlinedAt: !190)
!195 = distinct !{!195, !191, !196, !185}
!196 = !DILocation(line: 9, column: 85, scope: !171, inlinedAt: !190)
!197 = !DILocation(line: 9, scope: !171, inlinedAt: !190)
!198 = !DILocation(line: 47, column: 41, scope: !169)
!199 = !DILocation(line: 47, column: 13, scope: !75)
!200 = !DILocation(line: 47, column: 59, scope: !169)
!201 = !DILocation(line: 47, column: 56, scope: !169)
!202 = !DILocation(line: 48, column: 16, scope: !203)
!203 = distinct !DILexicalBlock(scope: !75, file: !2, line: 48, column: 13)
!204 = !DILocation(line: 10, scope: !205, inlinedAt: !214)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 10, column: 52)
!206 = distinct !DISubprogram(name: "clz_ref", scope: !2, file: !2, line: 10, type: !207, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !209)
!207 = !DISubroutineType(types: !208)
!208 = !{!39, !69, !39}
!209 = !{!210, !211, !212, !213}
!210 = !DILocalVariable(name: "x", arg: 1, scope: !206, file: !2, line: 10, type: !69)
!211 = !DILocalVariable(name: "w", arg: 2, scope: !206, file: !2, line: 10, type: !39)
!212 = !DILocalVariable(name: "c", scope: !206, file: !2, line: 10, type: !39)
!213 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 10, type: !39)
!214 = distinct !DILocation(line: 48, column: 28, scope: !203)
!215 = !DILocation(line: 0, scope: !206, inlinedAt: !214)
!216 = !DILocation(line: 10, column: 82, scope: !217, inlinedAt: !214)
!217 = distinct !DILexicalBlock(scope: !205, file: !2, line: 10, column: 52)
!218 = !DILocation(line: 10, column: 52, scope: !205, inlinedAt: !214)
!219 = !DILocation(line: 0, scope: !205, inlinedAt: !214)
!220 = !DILocation(line: 10, column: 105, scope: !217, inlinedAt: !214)
!221 = !DILocation(line: 10, column: 74, scope: !217, inlinedAt: !214)
!222 = !DILocation(line: 10, column: 79, scope: !217, inlinedAt: !214)
!223 = distinct !{!223, !218, !224, !185}
!224 = !DILocation(line: 10, column: 105, scope: !205, inlinedAt: !214)
!225 = !DILocation(line: 48, column: 25, scope: !203)
!226 = !DILocation(line: 10, scope: !206, inlinedAt: !214)
!227 = !DILocation(line: 48, column: 44, scope: !203)
!228 = !DILocalVariable(name: "c", scope: !229, file: !2, line: 11, type: !39)
!229 = distinct !DISubprogram(name: "ctz_ref", scope: !2, file: !2, line: 11, type: !207, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !230)
!230 = !{!231, !232, !228}
!231 = !DILocalVariable(name: "x", arg: 1, scope: !229, file: !2, line: 11, type: !69)
!232 = !DILocalVariable(name: "w", arg: 2, scope: !229, file: !2, line: 11, type: !39)
!233 = !DILocation(line: 0, scope: !229, inlinedAt: !234)
!234 = distinct !DILocation(line: 48, column: 55, scope: !203)
!235 = !DILocation(line: 11, column: 68, scope: !229, inlinedAt: !234)
!236 = !DILocation(line: 11, column: 52, scope: !229, inlinedAt: !234)
!237 = !DILocation(line: 11, column: 86, scope: !229, inlinedAt: !234)
!238 = !DILocation(line: 11, column: 61, scope: !229, inlinedAt: !234)
!239 = !DILocation(line: 11, column: 65, scope: !229, inlinedAt: !234)
!240 = distinct !{!240, !236, !237, !185}
!241 = !DILocation(line: 11, column: 90, scope: !229, inlinedAt: !234)
!242 = !DILocation(line: 11, scope: !229, inlinedAt: !234)
!243 = !DILocation(line: 48, column: 52, scope: !203)
!244 = !DILocation(line: 48, column: 13, scope: !75)
!245 = !DILocation(line: 48, column: 76, scope: !203)
!246 = !DILocation(line: 48, column: 73, scope: !203)
!247 = !DILocation(line: 49, column: 15, scope: !248)
!248 = distinct !DILexicalBlock(scope: !75, file: !2, line: 49, column: 13)
!249 = !DILocation(line: 10, scope: !205, inlinedAt: !250)
!250 = distinct !DILocation(line: 49, column: 27, scope: !248)
!251 = !DILocation(line: 0, scope: !206, inlinedAt: !250)
!252 = !DILocation(line: 10, column: 82, scope: !217, inlinedAt: !250)
!253 = !DILocation(line: 10, column: 52, scope: !205, inlinedAt: !250)
!254 = !DILocation(line: 0, scope: !205, inlinedAt: !250)
!255 = !DILocation(line: 10, column: 105, scope: !217, inlinedAt: !250)
!256 = !DILocation(line: 10, column: 74, scope: !217, inlinedAt: !250)
!257 = !DILocation(line: 10, column: 79, scope: !217, inlinedAt: !250)
!258 = distinct !{!258, !253, !259, !185}
!259 = !DILocation(line: 10, column: 105, scope: !205, inlinedAt: !250)
!260 = !DILocation(line: 49, column: 24, scope: !248)
!261 = !DILocation(line: 10, scope: !206, inlinedAt: !250)
!262 = !DILocation(line: 49, column: 42, scope: !248)
!263 = !DILocation(line: 0, scope: !229, inlinedAt: !264)
!264 = distinct !DILocation(line: 49, column: 53, scope: !248)
!265 = !DILocation(line: 11, column: 68, scope: !229, inlinedAt: !264)
!266 = !DILocation(line: 11, column: 52, scope: !229, inlinedAt: !264)
!267 = !DILocation(line: 11, column: 86, scope: !229, inlinedAt: !264)
!268 = !DILocation(line: 11, column: 61, scope: !229, inlinedAt: !264)
!269 = !DILocation(line: 11, column: 65, scope: !229, inlinedAt: !264)
!270 = distinct !{!270, !266, !267, !185}
!271 = !DILocation(line: 11, column: 90, scope: !229, inlinedAt: !264)
!272 = !DILocation(line: 11, scope: !229, inlinedAt: !264)
!273 = !DILocation(line: 49, column: 50, scope: !248)
!274 = !DILocation(line: 49, column: 13, scope: !75)
!275 = !DILocation(line: 49, column: 73, scope: !248)
!276 = !DILocation(line: 49, column: 70, scope: !248)
!277 = !DILocation(line: 50, column: 22, scope: !278)
!278 = distinct !DILexicalBlock(scope: !75, file: !2, line: 50, column: 13)
!279 = !DILocation(line: 0, scope: !229, inlinedAt: !280)
!280 = distinct !DILocation(line: 50, column: 27, scope: !278)
!281 = !DILocation(line: 11, column: 68, scope: !229, inlinedAt: !280)
!282 = !DILocation(line: 11, column: 52, scope: !229, inlinedAt: !280)
!283 = !DILocation(line: 11, column: 86, scope: !229, inlinedAt: !280)
!284 = !DILocation(line: 11, column: 61, scope: !229, inlinedAt: !280)
!285 = !DILocation(line: 11, column: 65, scope: !229, inlinedAt: !280)
!286 = distinct !{!286, !282, !283, !185}
!287 = !DILocation(line: 11, column: 90, scope: !229, inlinedAt: !280)
!288 = !DILocation(line: 11, scope: !229, inlinedAt: !280)
!289 = !DILocation(line: 50, column: 43, scope: !278)
!290 = !DILocation(line: 50, column: 18, scope: !278)
!291 = !DILocation(line: 50, column: 52, scope: !278)
!292 = !DILocation(line: 0, scope: !171, inlinedAt: !293)
!293 = distinct !DILocation(line: 50, column: 64, scope: !278)
!294 = !DILocation(line: 9, column: 45, scope: !171, inlinedAt: !293)
!295 = !DILocation(line: 9, column: 62, scope: !180, inlinedAt: !293)
!296 = !DILocation(line: 9, column: 59, scope: !180, inlinedAt: !293)
!297 = !DILocation(line: 9, column: 78, scope: !180, inlinedAt: !293)
!298 = distinct !{!298, !294, !299, !185}
!299 = !DILocation(line: 9, column: 85, scope: !171, inlinedAt: !293)
!300 = !DILocation(line: 9, scope: !171, inlinedAt: !293)
!301 = !DILocation(line: 50, column: 76, scope: !278)
!302 = !DILocation(line: 50, column: 60, scope: !278)
!303 = !DILocation(line: 50, column: 13, scope: !75)
!304 = !DILocation(line: 50, column: 85, scope: !278)
!305 = !DILocation(line: 50, column: 82, scope: !278)
!306 = !DILocation(line: 0, scope: !83)
!307 = !DILocation(line: 51, column: 44, scope: !308)
!308 = distinct !DILexicalBlock(scope: !83, file: !2, line: 51, column: 9)
!309 = !DILocation(line: 51, column: 52, scope: !308)
!310 = !DILocation(line: 51, column: 50, scope: !308)
!311 = !DILocation(line: 52, column: 15, scope: !87)
!312 = !DILocation(line: 52, column: 20, scope: !87)
!313 = !DILocation(line: 52, column: 13, scope: !75)
!314 = !DILocation(line: 53, column: 13, scope: !86)
!315 = !DILocation(line: 0, scope: !85)
!316 = !DILocation(line: 54, column: 42, scope: !317)
!317 = distinct !DILexicalBlock(scope: !85, file: !2, line: 54, column: 13)
!318 = !DILocation(line: 55, column: 13, scope: !86)
!319 = !DILocation(line: 56, column: 9, scope: !86)
!320 = !DILocation(line: 36, column: 31, scope: !76)
!321 = !DILocation(line: 36, column: 23, scope: !76)
!322 = distinct !{!322, !99, !323, !185}
!323 = !DILocation(line: 57, column: 5, scope: !73)
!324 = distinct !DISubprogram(name: "pc32", scope: !2, file: !2, line: 13, type: !325, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !327)
!325 = !DISubroutineType(types: !326)
!326 = !{!39, !38}
!327 = !{!328}
!328 = !DILocalVariable(name: "x", arg: 1, scope: !324, file: !2, line: 13, type: !38)
!329 = !DILocation(line: 0, scope: !324)
!330 = !DILocation(line: 13, column: 64, scope: !324)
!331 = !DILocation(line: 13, column: 57, scope: !324)
!332 = distinct !DISubprogram(name: "pc64", scope: !2, file: !2, line: 14, type: !333, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !335)
!333 = !DISubroutineType(types: !334)
!334 = !{!39, !41}
!335 = !{!336}
!336 = !DILocalVariable(name: "x", arg: 1, scope: !332, file: !2, line: 14, type: !41)
!337 = !DILocation(line: 0, scope: !332)
!338 = !DILocation(line: 14, column: 74, scope: !332)
!339 = !DILocation(line: 14, column: 67, scope: !332)
!340 = distinct !DISubprogram(name: "clz32", scope: !2, file: !2, line: 15, type: !325, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !341)
!341 = !{!342}
!342 = !DILocalVariable(name: "x", arg: 1, scope: !340, file: !2, line: 15, type: !38)
!343 = !DILocation(line: 0, scope: !340)
!344 = !DILocation(line: 15, column: 65, scope: !340)
!345 = !DILocation(line: 15, column: 58, scope: !340)
!346 = distinct !DISubprogram(name: "clz64", scope: !2, file: !2, line: 16, type: !333, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !347)
!347 = !{!348}
!348 = !DILocalVariable(name: "x", arg: 1, scope: !346, file: !2, line: 16, type: !41)
!349 = !DILocation(line: 0, scope: !346)
!350 = !DILocation(line: 16, column: 75, scope: !346)
!351 = !DILocation(line: 16, column: 68, scope: !346)
!352 = distinct !DISubprogram(name: "ctz32", scope: !2, file: !2, line: 17, type: !325, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !353)
!353 = !{!354}
!354 = !DILocalVariable(name: "x", arg: 1, scope: !352, file: !2, line: 17, type: !38)
!355 = !DILocation(line: 0, scope: !352)
!356 = !DILocation(line: 17, column: 65, scope: !352)
!357 = !DILocation(line: 17, column: 58, scope: !352)
!358 = distinct !DISubprogram(name: "ctz64", scope: !2, file: !2, line: 18, type: !333, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !359)
!359 = !{!360}
!360 = !DILocalVariable(name: "x", arg: 1, scope: !358, file: !2, line: 18, type: !41)
!361 = !DILocation(line: 0, scope: !358)
!362 = !DILocation(line: 18, column: 75, scope: !358)
!363 = !DILocation(line: 18, column: 68, scope: !358)
!364 = distinct !DISubprogram(name: "ffs32", scope: !2, file: !2, line: 19, type: !365, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !367)
!365 = !DISubroutineType(types: !366)
!366 = !{!39, !39}
!367 = !{!368}
!368 = !DILocalVariable(name: "x", arg: 1, scope: !364, file: !2, line: 19, type: !39)
!369 = !DILocation(line: 0, scope: !364)
!370 = !DILocation(line: 19, column: 60, scope: !364)
!371 = !DILocation(line: 19, column: 53, scope: !364)
!372 = distinct !DISubprogram(name: "ffs64", scope: !2, file: !2, line: 20, type: !373, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !375)
!373 = !DISubroutineType(types: !374)
!374 = !{!39, !40}
!375 = !{!376}
!376 = !DILocalVariable(name: "x", arg: 1, scope: !372, file: !2, line: 20, type: !40)
!377 = !DILocation(line: 0, scope: !372)
!378 = !DILocation(line: 20, column: 66, scope: !372)
!379 = !DILocation(line: 20, column: 59, scope: !372)
!380 = distinct !DISubprogram(name: "par32", scope: !2, file: !2, line: 21, type: !325, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !381)
!381 = !{!382}
!382 = !DILocalVariable(name: "x", arg: 1, scope: !380, file: !2, line: 21, type: !38)
!383 = !DILocation(line: 0, scope: !380)
!384 = !DILocation(line: 21, column: 65, scope: !380)
!385 = !DILocation(line: 21, column: 58, scope: !380)
!386 = distinct !DISubprogram(name: "par64", scope: !2, file: !2, line: 22, type: !333, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !387)
!387 = !{!388}
!388 = !DILocalVariable(name: "x", arg: 1, scope: !386, file: !2, line: 22, type: !41)
!389 = !DILocation(line: 0, scope: !386)
!390 = !DILocation(line: 22, column: 75, scope: !386)
!391 = !DILocation(line: 22, column: 68, scope: !386)
!392 = distinct !DISubprogram(name: "clrsb32", scope: !2, file: !2, line: 23, type: !365, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !393)
!393 = !{!394}
!394 = !DILocalVariable(name: "x", arg: 1, scope: !392, file: !2, line: 23, type: !39)
!395 = !DILocation(line: 0, scope: !392)
!396 = !DILocation(line: 23, column: 62, scope: !392)
!397 = !DILocation(line: 23, column: 55, scope: !392)
!398 = distinct !DISubprogram(name: "clrsb64", scope: !2, file: !2, line: 24, type: !373, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !399)
!399 = !{!400}
!400 = !DILocalVariable(name: "x", arg: 1, scope: !398, file: !2, line: 24, type: !40)
!401 = !DILocation(line: 0, scope: !398)
!402 = !DILocation(line: 24, column: 68, scope: !398)
!403 = !DILocation(line: 24, column: 61, scope: !398)
!404 = !DISubprogram(name: "printf", scope: !405, file: !405, line: 356, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!406 = !DISubroutineType(types: !407)
!407 = !{!39, !408, null}
!408 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !409)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 64)
!410 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!411 = distinct !DISubprogram(name: "clz8g", scope: !2, file: !2, line: 25, type: !412, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !414)
!412 = !DISubroutineType(types: !413)
!413 = !{!39, !42}
!414 = !{!415}
!415 = !DILocalVariable(name: "x", arg: 1, scope: !411, file: !2, line: 25, type: !42)
!416 = !DILocation(line: 0, scope: !411)
!417 = !DILocation(line: 25, column: 64, scope: !411)
!418 = !DILocation(line: 25, column: 57, scope: !411)
!419 = distinct !DISubprogram(name: "pop8g", scope: !2, file: !2, line: 27, type: !412, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !420)
!420 = !{!421}
!421 = !DILocalVariable(name: "x", arg: 1, scope: !419, file: !2, line: 27, type: !42)
!422 = !DILocation(line: 0, scope: !419)
!423 = !DILocation(line: 27, column: 64, scope: !419)
!424 = !DILocation(line: 27, column: 57, scope: !419)
!425 = distinct !DISubprogram(name: "ctz16g", scope: !2, file: !2, line: 26, type: !426, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !428)
!426 = !DISubroutineType(types: !427)
!427 = !{!39, !45}
!428 = !{!429}
!429 = !DILocalVariable(name: "x", arg: 1, scope: !425, file: !2, line: 26, type: !45)
!430 = !DILocation(line: 0, scope: !425)
!431 = !DILocation(line: 26, column: 66, scope: !425)
!432 = !DILocation(line: 26, column: 59, scope: !425)
!433 = distinct !DISubprogram(name: "clz128", scope: !2, file: !2, line: 28, type: !434, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !436)
!434 = !DISubroutineType(types: !435)
!435 = !{!39, !92}
!436 = !{!437}
!437 = !DILocalVariable(name: "x", arg: 1, scope: !433, file: !2, line: 28, type: !92)
!438 = !DILocation(line: 0, scope: !433)
!439 = !DILocation(line: 28, column: 75, scope: !433)
!440 = !DILocation(line: 28, column: 68, scope: !433)
!441 = distinct !DISubprogram(name: "ctz128", scope: !2, file: !2, line: 29, type: !434, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !442)
!442 = !{!443}
!443 = !DILocalVariable(name: "x", arg: 1, scope: !441, file: !2, line: 29, type: !92)
!444 = !DILocation(line: 0, scope: !441)
!445 = !DILocation(line: 29, column: 75, scope: !441)
!446 = !DILocation(line: 29, column: 68, scope: !441)
!447 = distinct !DISubprogram(name: "pop128", scope: !2, file: !2, line: 30, type: !434, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !448)
!448 = !{!449}
!449 = !DILocalVariable(name: "x", arg: 1, scope: !447, file: !2, line: 30, type: !92)
!450 = !DILocation(line: 0, scope: !447)
!451 = !DILocation(line: 30, column: 75, scope: !447)
!452 = !DILocation(line: 30, column: 68, scope: !447)
