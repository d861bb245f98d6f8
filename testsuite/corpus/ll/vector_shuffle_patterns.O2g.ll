; ModuleID = 'programs/vector_shuffle_patterns.c'
source_filename = "programs/vector_shuffle_patterns.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1, !dbg !0
@hash = internal unnamed_addr global i64 -3750763034362895579, align 8, !dbg !7
@seed = internal unnamed_addr global i32 12345, align 4, !dbg !15

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !33 {
    #dbg_value(i32 0, !37, !DIExpression(), !39)
  br label %7, !dbg !40

1:                                                ; preds = %7
  %2 = load i64, ptr @hash, align 8, !dbg !41, !tbaa !42
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2), !dbg !46
  %4 = load i64, ptr @hash, align 8, !dbg !47, !tbaa !42
  %5 = trunc i64 %4 to i32, !dbg !48
  %6 = and i32 %5, 127, !dbg !48
  ret i32 %6, !dbg !49

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %9, %7 ]
    #dbg_value(i32 %8, !37, !DIExpression(), !39)
  tail call fastcc void @bytes(), !dbg !50
  tail call fastcc void @halves(), !dbg !53
  tail call fastcc void @words(), !dbg !54
  tail call fastcc void @floats(), !dbg !55
  tail call fastcc void @threes(), !dbg !56
  %9 = add nuw nsw i32 %8, 1, !dbg !57
    #dbg_value(i32 %9, !37, !DIExpression(), !39)
  %10 = icmp eq i32 %9, 30, !dbg !58
  br i1 %10, label %1, label %7, !dbg !40, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bytes() unnamed_addr #2 !dbg !62 {
    #dbg_value(i32 0, !75, !DIExpression(), !92)
  %1 = load i32, ptr @seed, align 4, !tbaa !93
    #dbg_value(<16 x i8> undef, !66, !DIExpression(), !95)
    #dbg_value(i32 0, !75, !DIExpression(), !92)
    #dbg_value(<16 x i8> undef, !66, !DIExpression(), !95)
  %2 = mul i32 %1, 1103515245, !dbg !96
  %3 = add i32 %2, 12345, !dbg !102
  %4 = lshr i32 %3, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 1, !75, !DIExpression(), !92)
  %5 = mul i32 %3, 1103515245, !dbg !96
  %6 = add i32 %5, 12345, !dbg !102
  %7 = lshr i32 %6, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 2, !75, !DIExpression(), !92)
  %8 = mul i32 %6, 1103515245, !dbg !96
  %9 = add i32 %8, 12345, !dbg !102
  %10 = lshr i32 %9, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 3, !75, !DIExpression(), !92)
  %11 = mul i32 %9, 1103515245, !dbg !96
  %12 = add i32 %11, 12345, !dbg !102
  %13 = lshr i32 %12, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 4, !75, !DIExpression(), !92)
  %14 = mul i32 %12, 1103515245, !dbg !96
  %15 = add i32 %14, 12345, !dbg !102
  %16 = lshr i32 %15, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 5, !75, !DIExpression(), !92)
  %17 = mul i32 %15, 1103515245, !dbg !96
  %18 = add i32 %17, 12345, !dbg !102
  %19 = lshr i32 %18, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 6, !75, !DIExpression(), !92)
  %20 = mul i32 %18, 1103515245, !dbg !96
  %21 = add i32 %20, 12345, !dbg !102
  %22 = lshr i32 %21, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 7, !75, !DIExpression(), !92)
  %23 = mul i32 %21, 1103515245, !dbg !96
  %24 = add i32 %23, 12345, !dbg !102
  %25 = lshr i32 %24, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 8, !75, !DIExpression(), !92)
  %26 = mul i32 %24, 1103515245, !dbg !96
  %27 = add i32 %26, 12345, !dbg !102
  %28 = lshr i32 %27, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 9, !75, !DIExpression(), !92)
  %29 = mul i32 %27, 1103515245, !dbg !96
  %30 = add i32 %29, 12345, !dbg !102
  %31 = lshr i32 %30, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 10, !75, !DIExpression(), !92)
  %32 = mul i32 %30, 1103515245, !dbg !96
  %33 = add i32 %32, 12345, !dbg !102
  %34 = lshr i32 %33, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 11, !75, !DIExpression(), !92)
  %35 = mul i32 %33, 1103515245, !dbg !96
  %36 = add i32 %35, 12345, !dbg !102
  %37 = lshr i32 %36, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 12, !75, !DIExpression(), !92)
  %38 = mul i32 %36, 1103515245, !dbg !96
  %39 = add i32 %38, 12345, !dbg !102
  %40 = lshr i32 %39, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 13, !75, !DIExpression(), !92)
  %41 = mul i32 %39, 1103515245, !dbg !96
  %42 = add i32 %41, 12345, !dbg !102
  %43 = lshr i32 %42, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 14, !75, !DIExpression(), !92)
  %44 = mul i32 %42, 1103515245, !dbg !96
  %45 = add i32 %44, 12345, !dbg !102
  %46 = lshr i32 %45, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 15, !75, !DIExpression(), !92)
  %47 = mul i32 %45, 1103515245, !dbg !96
  %48 = add i32 %47, 12345, !dbg !102
  %49 = lshr i32 %48, 7, !dbg !103
    #dbg_value(<16 x i8> poison, !66, !DIExpression(), !95)
    #dbg_value(i32 16, !75, !DIExpression(), !92)
    #dbg_value(i32 0, !77, !DIExpression(), !104)
    #dbg_value(<16 x i8> undef, !74, !DIExpression(), !95)
    #dbg_value(i32 0, !77, !DIExpression(), !104)
    #dbg_value(<16 x i8> undef, !74, !DIExpression(), !95)
  %50 = mul i32 %48, 1103515245, !dbg !105
  %51 = add i32 %50, 12345, !dbg !108
  %52 = lshr i32 %51, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 1, !77, !DIExpression(), !104)
  %53 = mul i32 %51, 1103515245, !dbg !105
  %54 = add i32 %53, 12345, !dbg !108
  %55 = lshr i32 %54, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 2, !77, !DIExpression(), !104)
  %56 = mul i32 %54, 1103515245, !dbg !105
  %57 = add i32 %56, 12345, !dbg !108
  %58 = lshr i32 %57, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 3, !77, !DIExpression(), !104)
  %59 = mul i32 %57, 1103515245, !dbg !105
  %60 = add i32 %59, 12345, !dbg !108
  %61 = lshr i32 %60, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 4, !77, !DIExpression(), !104)
  %62 = mul i32 %60, 1103515245, !dbg !105
  %63 = add i32 %62, 12345, !dbg !108
  %64 = lshr i32 %63, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 5, !77, !DIExpression(), !104)
  %65 = mul i32 %63, 1103515245, !dbg !105
  %66 = add i32 %65, 12345, !dbg !108
  %67 = lshr i32 %66, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 6, !77, !DIExpression(), !104)
  %68 = mul i32 %66, 1103515245, !dbg !105
  %69 = add i32 %68, 12345, !dbg !108
  %70 = lshr i32 %69, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 7, !77, !DIExpression(), !104)
  %71 = mul i32 %69, 1103515245, !dbg !105
  %72 = add i32 %71, 12345, !dbg !108
  %73 = lshr i32 %72, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 8, !77, !DIExpression(), !104)
  %74 = mul i32 %72, 1103515245, !dbg !105
  %75 = add i32 %74, 12345, !dbg !108
  %76 = lshr i32 %75, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 9, !77, !DIExpression(), !104)
  %77 = mul i32 %75, 1103515245, !dbg !105
  %78 = add i32 %77, 12345, !dbg !108
  %79 = lshr i32 %78, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 10, !77, !DIExpression(), !104)
  %80 = mul i32 %78, 1103515245, !dbg !105
  %81 = add i32 %80, 12345, !dbg !108
  %82 = lshr i32 %81, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 11, !77, !DIExpression(), !104)
  %83 = mul i32 %81, 1103515245, !dbg !105
  %84 = add i32 %83, 12345, !dbg !108
  %85 = lshr i32 %84, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 12, !77, !DIExpression(), !104)
  %86 = mul i32 %84, 1103515245, !dbg !105
  %87 = add i32 %86, 12345, !dbg !108
  %88 = lshr i32 %87, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 13, !77, !DIExpression(), !104)
  %89 = mul i32 %87, 1103515245, !dbg !105
  %90 = add i32 %89, 12345, !dbg !108
  %91 = lshr i32 %90, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 14, !77, !DIExpression(), !104)
  %92 = mul i32 %90, 1103515245, !dbg !105
  %93 = add i32 %92, 12345, !dbg !108
  %94 = lshr i32 %93, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 15, !77, !DIExpression(), !104)
  %95 = mul i32 %93, 1103515245, !dbg !105
  %96 = add i32 %95, 12345, !dbg !108
  %97 = lshr i32 %96, 7, !dbg !109
    #dbg_value(<16 x i8> poison, !74, !DIExpression(), !95)
    #dbg_value(i32 16, !77, !DIExpression(), !104)
  store i32 %96, ptr @seed, align 4, !dbg !110, !tbaa !93
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !126)
    #dbg_value(i64 16, !120, !DIExpression(), !126)
    #dbg_value(ptr undef, !121, !DIExpression(), !126)
    #dbg_value(i64 0, !124, !DIExpression(), !128)
  %98 = load i64, ptr @hash, align 8, !tbaa !42
    #dbg_value(i64 0, !124, !DIExpression(), !128)
  %99 = and i32 %49, 255, !dbg !129
  %100 = zext nneg i32 %99 to i64, !dbg !129
  %101 = xor i64 %98, %100, !dbg !131
  %102 = mul i64 %101, 1099511628211, !dbg !132
    #dbg_value(i64 1, !124, !DIExpression(), !128)
  %103 = and i32 %46, 255, !dbg !129
  %104 = zext nneg i32 %103 to i64, !dbg !129
  %105 = xor i64 %102, %104, !dbg !131
  %106 = mul i64 %105, 1099511628211, !dbg !132
    #dbg_value(i64 2, !124, !DIExpression(), !128)
  %107 = and i32 %43, 255, !dbg !129
  %108 = zext nneg i32 %107 to i64, !dbg !129
  %109 = xor i64 %106, %108, !dbg !131
  %110 = mul i64 %109, 1099511628211, !dbg !132
    #dbg_value(i64 3, !124, !DIExpression(), !128)
  %111 = and i32 %40, 255, !dbg !129
  %112 = zext nneg i32 %111 to i64, !dbg !129
  %113 = xor i64 %110, %112, !dbg !131
  %114 = mul i64 %113, 1099511628211, !dbg !132
    #dbg_value(i64 4, !124, !DIExpression(), !128)
  %115 = and i32 %37, 255, !dbg !129
  %116 = zext nneg i32 %115 to i64, !dbg !129
  %117 = xor i64 %114, %116, !dbg !131
  %118 = mul i64 %117, 1099511628211, !dbg !132
    #dbg_value(i64 5, !124, !DIExpression(), !128)
  %119 = and i32 %34, 255, !dbg !129
  %120 = zext nneg i32 %119 to i64, !dbg !129
  %121 = xor i64 %118, %120, !dbg !131
  %122 = mul i64 %121, 1099511628211, !dbg !132
    #dbg_value(i64 6, !124, !DIExpression(), !128)
  %123 = and i32 %31, 255, !dbg !129
  %124 = zext nneg i32 %123 to i64, !dbg !129
  %125 = xor i64 %122, %124, !dbg !131
  %126 = mul i64 %125, 1099511628211, !dbg !132
    #dbg_value(i64 7, !124, !DIExpression(), !128)
  %127 = and i32 %28, 255, !dbg !129
  %128 = zext nneg i32 %127 to i64, !dbg !129
  %129 = xor i64 %126, %128, !dbg !131
  %130 = mul i64 %129, 1099511628211, !dbg !132
    #dbg_value(i64 8, !124, !DIExpression(), !128)
  %131 = and i32 %25, 255, !dbg !129
  %132 = zext nneg i32 %131 to i64, !dbg !129
  %133 = xor i64 %130, %132, !dbg !131
  %134 = mul i64 %133, 1099511628211, !dbg !132
    #dbg_value(i64 9, !124, !DIExpression(), !128)
  %135 = and i32 %22, 255, !dbg !129
  %136 = zext nneg i32 %135 to i64, !dbg !129
  %137 = xor i64 %134, %136, !dbg !131
  %138 = mul i64 %137, 1099511628211, !dbg !132
    #dbg_value(i64 10, !124, !DIExpression(), !128)
  %139 = and i32 %19, 255, !dbg !129
  %140 = zext nneg i32 %139 to i64, !dbg !129
  %141 = xor i64 %138, %140, !dbg !131
  %142 = mul i64 %141, 1099511628211, !dbg !132
    #dbg_value(i64 11, !124, !DIExpression(), !128)
  %143 = and i32 %16, 255, !dbg !129
  %144 = zext nneg i32 %143 to i64, !dbg !129
  %145 = xor i64 %142, %144, !dbg !131
  %146 = mul i64 %145, 1099511628211, !dbg !132
    #dbg_value(i64 12, !124, !DIExpression(), !128)
  %147 = and i32 %13, 255, !dbg !129
  %148 = zext nneg i32 %147 to i64, !dbg !129
  %149 = xor i64 %146, %148, !dbg !131
  %150 = mul i64 %149, 1099511628211, !dbg !132
    #dbg_value(i64 13, !124, !DIExpression(), !128)
  %151 = and i32 %10, 255, !dbg !129
  %152 = zext nneg i32 %151 to i64, !dbg !129
  %153 = xor i64 %150, %152, !dbg !131
  %154 = mul i64 %153, 1099511628211, !dbg !132
    #dbg_value(i64 14, !124, !DIExpression(), !128)
  %155 = and i32 %7, 255, !dbg !129
  %156 = zext nneg i32 %155 to i64, !dbg !129
  %157 = xor i64 %154, %156, !dbg !131
  %158 = mul i64 %157, 1099511628211, !dbg !132
    #dbg_value(i64 15, !124, !DIExpression(), !128)
  %159 = and i32 %4, 255, !dbg !129
  %160 = zext nneg i32 %159 to i64, !dbg !129
  %161 = xor i64 %158, %160, !dbg !131
  %162 = mul i64 %161, 1099511628211, !dbg !132
    #dbg_value(i64 16, !124, !DIExpression(), !128)
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !133)
    #dbg_value(i64 16, !120, !DIExpression(), !133)
    #dbg_value(ptr undef, !121, !DIExpression(), !133)
    #dbg_value(i64 0, !124, !DIExpression(), !135)
    #dbg_value(i64 0, !124, !DIExpression(), !135)
  %163 = xor i64 %162, %160, !dbg !136
  %164 = mul i64 %163, 1099511628211, !dbg !137
    #dbg_value(i64 1, !124, !DIExpression(), !135)
  %165 = and i32 %52, 255, !dbg !138
  %166 = zext nneg i32 %165 to i64, !dbg !138
  %167 = xor i64 %164, %166, !dbg !136
  %168 = mul i64 %167, 1099511628211, !dbg !137
    #dbg_value(i64 2, !124, !DIExpression(), !135)
  %169 = xor i64 %168, %156, !dbg !136
  %170 = mul i64 %169, 1099511628211, !dbg !137
    #dbg_value(i64 3, !124, !DIExpression(), !135)
  %171 = and i32 %55, 255, !dbg !138
  %172 = zext nneg i32 %171 to i64, !dbg !138
  %173 = xor i64 %170, %172, !dbg !136
  %174 = mul i64 %173, 1099511628211, !dbg !137
    #dbg_value(i64 4, !124, !DIExpression(), !135)
  %175 = xor i64 %174, %152, !dbg !136
  %176 = mul i64 %175, 1099511628211, !dbg !137
    #dbg_value(i64 5, !124, !DIExpression(), !135)
  %177 = and i32 %58, 255, !dbg !138
  %178 = zext nneg i32 %177 to i64, !dbg !138
  %179 = xor i64 %176, %178, !dbg !136
  %180 = mul i64 %179, 1099511628211, !dbg !137
    #dbg_value(i64 6, !124, !DIExpression(), !135)
  %181 = xor i64 %180, %148, !dbg !136
  %182 = mul i64 %181, 1099511628211, !dbg !137
    #dbg_value(i64 7, !124, !DIExpression(), !135)
  %183 = and i32 %61, 255, !dbg !138
  %184 = zext nneg i32 %183 to i64, !dbg !138
  %185 = xor i64 %182, %184, !dbg !136
  %186 = mul i64 %185, 1099511628211, !dbg !137
    #dbg_value(i64 8, !124, !DIExpression(), !135)
  %187 = xor i64 %186, %144, !dbg !136
  %188 = mul i64 %187, 1099511628211, !dbg !137
    #dbg_value(i64 9, !124, !DIExpression(), !135)
  %189 = and i32 %64, 255, !dbg !138
  %190 = zext nneg i32 %189 to i64, !dbg !138
  %191 = xor i64 %188, %190, !dbg !136
  %192 = mul i64 %191, 1099511628211, !dbg !137
    #dbg_value(i64 10, !124, !DIExpression(), !135)
  %193 = xor i64 %192, %140, !dbg !136
  %194 = mul i64 %193, 1099511628211, !dbg !137
    #dbg_value(i64 11, !124, !DIExpression(), !135)
  %195 = and i32 %67, 255, !dbg !138
  %196 = zext nneg i32 %195 to i64, !dbg !138
  %197 = xor i64 %194, %196, !dbg !136
  %198 = mul i64 %197, 1099511628211, !dbg !137
    #dbg_value(i64 12, !124, !DIExpression(), !135)
  %199 = xor i64 %198, %136, !dbg !136
  %200 = mul i64 %199, 1099511628211, !dbg !137
    #dbg_value(i64 13, !124, !DIExpression(), !135)
  %201 = and i32 %70, 255, !dbg !138
  %202 = zext nneg i32 %201 to i64, !dbg !138
  %203 = xor i64 %200, %202, !dbg !136
  %204 = mul i64 %203, 1099511628211, !dbg !137
    #dbg_value(i64 14, !124, !DIExpression(), !135)
  %205 = xor i64 %204, %132, !dbg !136
  %206 = mul i64 %205, 1099511628211, !dbg !137
    #dbg_value(i64 15, !124, !DIExpression(), !135)
  %207 = and i32 %73, 255, !dbg !138
  %208 = zext nneg i32 %207 to i64, !dbg !138
  %209 = xor i64 %206, %208, !dbg !136
  %210 = mul i64 %209, 1099511628211, !dbg !137
    #dbg_value(i64 16, !124, !DIExpression(), !135)
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !139)
    #dbg_value(i64 16, !120, !DIExpression(), !139)
    #dbg_value(ptr undef, !121, !DIExpression(), !139)
    #dbg_value(i64 0, !124, !DIExpression(), !141)
    #dbg_value(i64 0, !124, !DIExpression(), !141)
  %211 = xor i64 %210, %128, !dbg !142
  %212 = mul i64 %211, 1099511628211, !dbg !143
    #dbg_value(i64 1, !124, !DIExpression(), !141)
  %213 = and i32 %76, 255, !dbg !144
  %214 = zext nneg i32 %213 to i64, !dbg !144
  %215 = xor i64 %212, %214, !dbg !142
  %216 = mul i64 %215, 1099511628211, !dbg !143
    #dbg_value(i64 2, !124, !DIExpression(), !141)
  %217 = xor i64 %216, %124, !dbg !142
  %218 = mul i64 %217, 1099511628211, !dbg !143
    #dbg_value(i64 3, !124, !DIExpression(), !141)
  %219 = and i32 %79, 255, !dbg !144
  %220 = zext nneg i32 %219 to i64, !dbg !144
  %221 = xor i64 %218, %220, !dbg !142
  %222 = mul i64 %221, 1099511628211, !dbg !143
    #dbg_value(i64 4, !124, !DIExpression(), !141)
  %223 = xor i64 %222, %120, !dbg !142
  %224 = mul i64 %223, 1099511628211, !dbg !143
    #dbg_value(i64 5, !124, !DIExpression(), !141)
  %225 = and i32 %82, 255, !dbg !144
  %226 = zext nneg i32 %225 to i64, !dbg !144
  %227 = xor i64 %224, %226, !dbg !142
  %228 = mul i64 %227, 1099511628211, !dbg !143
    #dbg_value(i64 6, !124, !DIExpression(), !141)
  %229 = xor i64 %228, %116, !dbg !142
  %230 = mul i64 %229, 1099511628211, !dbg !143
    #dbg_value(i64 7, !124, !DIExpression(), !141)
  %231 = and i32 %85, 255, !dbg !144
  %232 = zext nneg i32 %231 to i64, !dbg !144
  %233 = xor i64 %230, %232, !dbg !142
  %234 = mul i64 %233, 1099511628211, !dbg !143
    #dbg_value(i64 8, !124, !DIExpression(), !141)
  %235 = xor i64 %234, %112, !dbg !142
  %236 = mul i64 %235, 1099511628211, !dbg !143
    #dbg_value(i64 9, !124, !DIExpression(), !141)
  %237 = and i32 %88, 255, !dbg !144
  %238 = zext nneg i32 %237 to i64, !dbg !144
  %239 = xor i64 %236, %238, !dbg !142
  %240 = mul i64 %239, 1099511628211, !dbg !143
    #dbg_value(i64 10, !124, !DIExpression(), !141)
  %241 = xor i64 %240, %108, !dbg !142
  %242 = mul i64 %241, 1099511628211, !dbg !143
    #dbg_value(i64 11, !124, !DIExpression(), !141)
  %243 = and i32 %91, 255, !dbg !144
  %244 = zext nneg i32 %243 to i64, !dbg !144
  %245 = xor i64 %242, %244, !dbg !142
  %246 = mul i64 %245, 1099511628211, !dbg !143
    #dbg_value(i64 12, !124, !DIExpression(), !141)
  %247 = xor i64 %246, %104, !dbg !142
  %248 = mul i64 %247, 1099511628211, !dbg !143
    #dbg_value(i64 13, !124, !DIExpression(), !141)
  %249 = and i32 %94, 255, !dbg !144
  %250 = zext nneg i32 %249 to i64, !dbg !144
  %251 = xor i64 %248, %250, !dbg !142
  %252 = mul i64 %251, 1099511628211, !dbg !143
    #dbg_value(i64 14, !124, !DIExpression(), !141)
  %253 = xor i64 %252, %100, !dbg !142
  %254 = mul i64 %253, 1099511628211, !dbg !143
    #dbg_value(i64 15, !124, !DIExpression(), !141)
  %255 = and i32 %97, 255, !dbg !144
  %256 = zext nneg i32 %255 to i64, !dbg !144
  %257 = xor i64 %254, %256, !dbg !142
  %258 = mul i64 %257, 1099511628211, !dbg !143
    #dbg_value(i64 16, !124, !DIExpression(), !141)
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !145)
    #dbg_value(i64 16, !120, !DIExpression(), !145)
    #dbg_value(ptr undef, !121, !DIExpression(), !145)
    #dbg_value(i64 0, !124, !DIExpression(), !147)
    #dbg_value(i64 0, !124, !DIExpression(), !147)
  %259 = xor i64 %258, %160, !dbg !148
  %260 = mul i64 %259, 1099511628211, !dbg !149
    #dbg_value(i64 1, !124, !DIExpression(), !147)
  %261 = xor i64 %260, %152, !dbg !148
  %262 = mul i64 %261, 1099511628211, !dbg !149
    #dbg_value(i64 2, !124, !DIExpression(), !147)
  %263 = xor i64 %262, %144, !dbg !148
  %264 = mul i64 %263, 1099511628211, !dbg !149
    #dbg_value(i64 3, !124, !DIExpression(), !147)
  %265 = xor i64 %264, %136, !dbg !148
  %266 = mul i64 %265, 1099511628211, !dbg !149
    #dbg_value(i64 4, !124, !DIExpression(), !147)
  %267 = xor i64 %266, %128, !dbg !148
  %268 = mul i64 %267, 1099511628211, !dbg !149
    #dbg_value(i64 5, !124, !DIExpression(), !147)
  %269 = xor i64 %268, %120, !dbg !148
  %270 = mul i64 %269, 1099511628211, !dbg !149
    #dbg_value(i64 6, !124, !DIExpression(), !147)
  %271 = xor i64 %270, %112, !dbg !148
  %272 = mul i64 %271, 1099511628211, !dbg !149
    #dbg_value(i64 7, !124, !DIExpression(), !147)
  %273 = xor i64 %272, %104, !dbg !148
  %274 = mul i64 %273, 1099511628211, !dbg !149
    #dbg_value(i64 8, !124, !DIExpression(), !147)
  %275 = xor i64 %274, %166, !dbg !148
  %276 = mul i64 %275, 1099511628211, !dbg !149
    #dbg_value(i64 9, !124, !DIExpression(), !147)
  %277 = xor i64 %276, %178, !dbg !148
  %278 = mul i64 %277, 1099511628211, !dbg !149
    #dbg_value(i64 10, !124, !DIExpression(), !147)
  %279 = xor i64 %278, %190, !dbg !148
  %280 = mul i64 %279, 1099511628211, !dbg !149
    #dbg_value(i64 11, !124, !DIExpression(), !147)
  %281 = xor i64 %280, %202, !dbg !148
  %282 = mul i64 %281, 1099511628211, !dbg !149
    #dbg_value(i64 12, !124, !DIExpression(), !147)
  %283 = xor i64 %282, %214, !dbg !148
  %284 = mul i64 %283, 1099511628211, !dbg !149
    #dbg_value(i64 13, !124, !DIExpression(), !147)
  %285 = xor i64 %284, %226, !dbg !148
  %286 = mul i64 %285, 1099511628211, !dbg !149
    #dbg_value(i64 14, !124, !DIExpression(), !147)
  %287 = xor i64 %286, %238, !dbg !148
  %288 = mul i64 %287, 1099511628211, !dbg !149
    #dbg_value(i64 15, !124, !DIExpression(), !147)
  %289 = xor i64 %288, %250, !dbg !148
  %290 = mul i64 %289, 1099511628211, !dbg !149
    #dbg_value(i64 16, !124, !DIExpression(), !147)
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !150)
    #dbg_value(i64 16, !120, !DIExpression(), !150)
    #dbg_value(ptr undef, !121, !DIExpression(), !150)
    #dbg_value(i64 0, !124, !DIExpression(), !152)
    #dbg_value(i64 0, !124, !DIExpression(), !152)
  %291 = xor i64 %290, %156, !dbg !153
  %292 = mul i64 %291, 1099511628211, !dbg !154
    #dbg_value(i64 1, !124, !DIExpression(), !152)
  %293 = xor i64 %292, %148, !dbg !153
  %294 = mul i64 %293, 1099511628211, !dbg !154
    #dbg_value(i64 2, !124, !DIExpression(), !152)
  %295 = xor i64 %294, %140, !dbg !153
  %296 = mul i64 %295, 1099511628211, !dbg !154
    #dbg_value(i64 3, !124, !DIExpression(), !152)
  %297 = xor i64 %296, %132, !dbg !153
  %298 = mul i64 %297, 1099511628211, !dbg !154
    #dbg_value(i64 4, !124, !DIExpression(), !152)
  %299 = xor i64 %298, %124, !dbg !153
  %300 = mul i64 %299, 1099511628211, !dbg !154
    #dbg_value(i64 5, !124, !DIExpression(), !152)
  %301 = xor i64 %300, %116, !dbg !153
  %302 = mul i64 %301, 1099511628211, !dbg !154
    #dbg_value(i64 6, !124, !DIExpression(), !152)
  %303 = xor i64 %302, %108, !dbg !153
  %304 = mul i64 %303, 1099511628211, !dbg !154
    #dbg_value(i64 7, !124, !DIExpression(), !152)
  %305 = xor i64 %304, %100, !dbg !153
  %306 = mul i64 %305, 1099511628211, !dbg !154
    #dbg_value(i64 8, !124, !DIExpression(), !152)
  %307 = xor i64 %306, %172, !dbg !153
  %308 = mul i64 %307, 1099511628211, !dbg !154
    #dbg_value(i64 9, !124, !DIExpression(), !152)
  %309 = xor i64 %308, %184, !dbg !153
  %310 = mul i64 %309, 1099511628211, !dbg !154
    #dbg_value(i64 10, !124, !DIExpression(), !152)
  %311 = xor i64 %310, %196, !dbg !153
  %312 = mul i64 %311, 1099511628211, !dbg !154
    #dbg_value(i64 11, !124, !DIExpression(), !152)
  %313 = xor i64 %312, %208, !dbg !153
  %314 = mul i64 %313, 1099511628211, !dbg !154
    #dbg_value(i64 12, !124, !DIExpression(), !152)
  %315 = xor i64 %314, %220, !dbg !153
  %316 = mul i64 %315, 1099511628211, !dbg !154
    #dbg_value(i64 13, !124, !DIExpression(), !152)
  %317 = xor i64 %316, %232, !dbg !153
  %318 = mul i64 %317, 1099511628211, !dbg !154
    #dbg_value(i64 14, !124, !DIExpression(), !152)
  %319 = xor i64 %318, %244, !dbg !153
  %320 = mul i64 %319, 1099511628211, !dbg !154
    #dbg_value(i64 15, !124, !DIExpression(), !152)
  %321 = xor i64 %320, %256, !dbg !153
  %322 = mul i64 %321, 1099511628211, !dbg !154
    #dbg_value(i64 16, !124, !DIExpression(), !152)
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !155)
    #dbg_value(i64 16, !120, !DIExpression(), !155)
    #dbg_value(ptr undef, !121, !DIExpression(), !155)
    #dbg_value(i64 0, !124, !DIExpression(), !157)
    #dbg_value(i64 0, !124, !DIExpression(), !157)
  %323 = xor i64 %322, %140, !dbg !158
  %324 = mul i64 %323, 1099511628211, !dbg !159
    #dbg_value(i64 1, !124, !DIExpression(), !157)
  %325 = xor i64 %324, %140, !dbg !158
  %326 = mul i64 %325, 1099511628211, !dbg !159
    #dbg_value(i64 2, !124, !DIExpression(), !157)
  %327 = xor i64 %326, %140, !dbg !158
  %328 = mul i64 %327, 1099511628211, !dbg !159
    #dbg_value(i64 3, !124, !DIExpression(), !157)
  %329 = xor i64 %328, %140, !dbg !158
  %330 = mul i64 %329, 1099511628211, !dbg !159
    #dbg_value(i64 4, !124, !DIExpression(), !157)
  %331 = xor i64 %330, %140, !dbg !158
  %332 = mul i64 %331, 1099511628211, !dbg !159
    #dbg_value(i64 5, !124, !DIExpression(), !157)
  %333 = xor i64 %332, %140, !dbg !158
  %334 = mul i64 %333, 1099511628211, !dbg !159
    #dbg_value(i64 6, !124, !DIExpression(), !157)
  %335 = xor i64 %334, %140, !dbg !158
  %336 = mul i64 %335, 1099511628211, !dbg !159
    #dbg_value(i64 7, !124, !DIExpression(), !157)
  %337 = xor i64 %336, %140, !dbg !158
  %338 = mul i64 %337, 1099511628211, !dbg !159
    #dbg_value(i64 8, !124, !DIExpression(), !157)
  %339 = xor i64 %338, %140, !dbg !158
  %340 = mul i64 %339, 1099511628211, !dbg !159
    #dbg_value(i64 9, !124, !DIExpression(), !157)
  %341 = xor i64 %340, %140, !dbg !158
  %342 = mul i64 %341, 1099511628211, !dbg !159
    #dbg_value(i64 10, !124, !DIExpression(), !157)
  %343 = xor i64 %342, %140, !dbg !158
  %344 = mul i64 %343, 1099511628211, !dbg !159
    #dbg_value(i64 11, !124, !DIExpression(), !157)
  %345 = xor i64 %344, %140, !dbg !158
  %346 = mul i64 %345, 1099511628211, !dbg !159
    #dbg_value(i64 12, !124, !DIExpression(), !157)
  %347 = xor i64 %346, %140, !dbg !158
  %348 = mul i64 %347, 1099511628211, !dbg !159
    #dbg_value(i64 13, !124, !DIExpression(), !157)
  %349 = xor i64 %348, %140, !dbg !158
  %350 = mul i64 %349, 1099511628211, !dbg !159
    #dbg_value(i64 14, !124, !DIExpression(), !157)
  %351 = xor i64 %350, %140, !dbg !158
  %352 = mul i64 %351, 1099511628211, !dbg !159
    #dbg_value(i64 15, !124, !DIExpression(), !157)
  %353 = xor i64 %352, %140, !dbg !158
  %354 = mul i64 %353, 1099511628211, !dbg !159
    #dbg_value(i64 16, !124, !DIExpression(), !157)
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !160)
    #dbg_value(i64 16, !120, !DIExpression(), !160)
    #dbg_value(ptr undef, !121, !DIExpression(), !160)
    #dbg_value(i64 0, !124, !DIExpression(), !162)
    #dbg_value(i64 0, !124, !DIExpression(), !162)
  %355 = xor i64 %354, %148, !dbg !163
  %356 = mul i64 %355, 1099511628211, !dbg !164
    #dbg_value(i64 1, !124, !DIExpression(), !162)
  %357 = xor i64 %356, %144, !dbg !163
  %358 = mul i64 %357, 1099511628211, !dbg !164
    #dbg_value(i64 2, !124, !DIExpression(), !162)
  %359 = xor i64 %358, %140, !dbg !163
  %360 = mul i64 %359, 1099511628211, !dbg !164
    #dbg_value(i64 3, !124, !DIExpression(), !162)
  %361 = xor i64 %360, %136, !dbg !163
  %362 = mul i64 %361, 1099511628211, !dbg !164
    #dbg_value(i64 4, !124, !DIExpression(), !162)
  %363 = xor i64 %362, %132, !dbg !163
  %364 = mul i64 %363, 1099511628211, !dbg !164
    #dbg_value(i64 5, !124, !DIExpression(), !162)
  %365 = xor i64 %364, %128, !dbg !163
  %366 = mul i64 %365, 1099511628211, !dbg !164
    #dbg_value(i64 6, !124, !DIExpression(), !162)
  %367 = xor i64 %366, %124, !dbg !163
  %368 = mul i64 %367, 1099511628211, !dbg !164
    #dbg_value(i64 7, !124, !DIExpression(), !162)
  %369 = xor i64 %368, %120, !dbg !163
  %370 = mul i64 %369, 1099511628211, !dbg !164
    #dbg_value(i64 8, !124, !DIExpression(), !162)
  %371 = xor i64 %370, %116, !dbg !163
  %372 = mul i64 %371, 1099511628211, !dbg !164
    #dbg_value(i64 9, !124, !DIExpression(), !162)
  %373 = xor i64 %372, %112, !dbg !163
  %374 = mul i64 %373, 1099511628211, !dbg !164
    #dbg_value(i64 10, !124, !DIExpression(), !162)
  %375 = xor i64 %374, %108, !dbg !163
  %376 = mul i64 %375, 1099511628211, !dbg !164
    #dbg_value(i64 11, !124, !DIExpression(), !162)
  %377 = xor i64 %376, %104, !dbg !163
  %378 = mul i64 %377, 1099511628211, !dbg !164
    #dbg_value(i64 12, !124, !DIExpression(), !162)
  %379 = xor i64 %378, %100, !dbg !163
  %380 = mul i64 %379, 1099511628211, !dbg !164
    #dbg_value(i64 13, !124, !DIExpression(), !162)
  %381 = xor i64 %380, %166, !dbg !163
  %382 = mul i64 %381, 1099511628211, !dbg !164
    #dbg_value(i64 14, !124, !DIExpression(), !162)
  %383 = xor i64 %382, %172, !dbg !163
  %384 = mul i64 %383, 1099511628211, !dbg !164
    #dbg_value(i64 15, !124, !DIExpression(), !162)
  %385 = xor i64 %384, %178, !dbg !163
  %386 = mul i64 %385, 1099511628211, !dbg !164
    #dbg_value(i64 16, !124, !DIExpression(), !162)
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !165)
    #dbg_value(i64 16, !120, !DIExpression(), !165)
    #dbg_value(ptr undef, !121, !DIExpression(), !165)
    #dbg_value(i64 0, !124, !DIExpression(), !167)
    #dbg_value(i64 0, !124, !DIExpression(), !167)
  %387 = xor i64 %386, %160, !dbg !168
  %388 = mul i64 %387, 1099511628211, !dbg !169
    #dbg_value(i64 1, !124, !DIExpression(), !167)
  %389 = xor i64 %388, %172, !dbg !168
  %390 = mul i64 %389, 1099511628211, !dbg !169
    #dbg_value(i64 2, !124, !DIExpression(), !167)
  %391 = xor i64 %390, %152, !dbg !168
  %392 = mul i64 %391, 1099511628211, !dbg !169
    #dbg_value(i64 3, !124, !DIExpression(), !167)
  %393 = xor i64 %392, %184, !dbg !168
  %394 = mul i64 %393, 1099511628211, !dbg !169
    #dbg_value(i64 4, !124, !DIExpression(), !167)
  %395 = xor i64 %394, %144, !dbg !168
  %396 = mul i64 %395, 1099511628211, !dbg !169
    #dbg_value(i64 5, !124, !DIExpression(), !167)
  %397 = xor i64 %396, %196, !dbg !168
  %398 = mul i64 %397, 1099511628211, !dbg !169
    #dbg_value(i64 6, !124, !DIExpression(), !167)
  %399 = xor i64 %398, %136, !dbg !168
  %400 = mul i64 %399, 1099511628211, !dbg !169
    #dbg_value(i64 7, !124, !DIExpression(), !167)
  %401 = xor i64 %400, %208, !dbg !168
  %402 = mul i64 %401, 1099511628211, !dbg !169
    #dbg_value(i64 8, !124, !DIExpression(), !167)
  %403 = xor i64 %402, %128, !dbg !168
  %404 = mul i64 %403, 1099511628211, !dbg !169
    #dbg_value(i64 9, !124, !DIExpression(), !167)
  %405 = xor i64 %404, %220, !dbg !168
  %406 = mul i64 %405, 1099511628211, !dbg !169
    #dbg_value(i64 10, !124, !DIExpression(), !167)
  %407 = xor i64 %406, %120, !dbg !168
  %408 = mul i64 %407, 1099511628211, !dbg !169
    #dbg_value(i64 11, !124, !DIExpression(), !167)
  %409 = xor i64 %408, %232, !dbg !168
  %410 = mul i64 %409, 1099511628211, !dbg !169
    #dbg_value(i64 12, !124, !DIExpression(), !167)
  %411 = xor i64 %410, %112, !dbg !168
  %412 = mul i64 %411, 1099511628211, !dbg !169
    #dbg_value(i64 13, !124, !DIExpression(), !167)
  %413 = xor i64 %412, %244, !dbg !168
  %414 = mul i64 %413, 1099511628211, !dbg !169
    #dbg_value(i64 14, !124, !DIExpression(), !167)
  %415 = xor i64 %414, %104, !dbg !168
  %416 = mul i64 %415, 1099511628211, !dbg !169
    #dbg_value(i64 15, !124, !DIExpression(), !167)
  %417 = xor i64 %416, %256, !dbg !168
  %418 = mul i64 %417, 1099511628211, !dbg !169
    #dbg_value(i64 16, !124, !DIExpression(), !167)
    #dbg_value(<16 x i8> poison, !79, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !170)
    #dbg_value(i64 16, !120, !DIExpression(), !170)
    #dbg_value(ptr undef, !121, !DIExpression(), !170)
    #dbg_value(i64 0, !124, !DIExpression(), !172)
    #dbg_value(i64 0, !124, !DIExpression(), !172)
  %419 = xor i64 %418, %256, !dbg !173
  %420 = mul i64 %419, 1099511628211, !dbg !174
    #dbg_value(i64 1, !124, !DIExpression(), !172)
  %421 = xor i64 %420, %160, !dbg !173
  %422 = mul i64 %421, 1099511628211, !dbg !174
    #dbg_value(i64 2, !124, !DIExpression(), !172)
  %423 = xor i64 %422, %250, !dbg !173
  %424 = mul i64 %423, 1099511628211, !dbg !174
    #dbg_value(i64 3, !124, !DIExpression(), !172)
  %425 = xor i64 %424, %156, !dbg !173
  %426 = mul i64 %425, 1099511628211, !dbg !174
    #dbg_value(i64 4, !124, !DIExpression(), !172)
  %427 = xor i64 %426, %244, !dbg !173
  %428 = mul i64 %427, 1099511628211, !dbg !174
    #dbg_value(i64 5, !124, !DIExpression(), !172)
  %429 = xor i64 %428, %152, !dbg !173
  %430 = mul i64 %429, 1099511628211, !dbg !174
    #dbg_value(i64 6, !124, !DIExpression(), !172)
  %431 = xor i64 %430, %238, !dbg !173
  %432 = mul i64 %431, 1099511628211, !dbg !174
    #dbg_value(i64 7, !124, !DIExpression(), !172)
  %433 = xor i64 %432, %148, !dbg !173
  %434 = mul i64 %433, 1099511628211, !dbg !174
    #dbg_value(i64 8, !124, !DIExpression(), !172)
  %435 = xor i64 %434, %132, !dbg !173
  %436 = mul i64 %435, 1099511628211, !dbg !174
    #dbg_value(i64 9, !124, !DIExpression(), !172)
  %437 = xor i64 %436, %124, !dbg !173
  %438 = mul i64 %437, 1099511628211, !dbg !174
    #dbg_value(i64 10, !124, !DIExpression(), !172)
  %439 = xor i64 %438, %116, !dbg !173
  %440 = mul i64 %439, 1099511628211, !dbg !174
    #dbg_value(i64 11, !124, !DIExpression(), !172)
  %441 = xor i64 %440, %108, !dbg !173
  %442 = mul i64 %441, 1099511628211, !dbg !174
    #dbg_value(i64 12, !124, !DIExpression(), !172)
  %443 = xor i64 %442, %190, !dbg !173
  %444 = mul i64 %443, 1099511628211, !dbg !174
    #dbg_value(i64 13, !124, !DIExpression(), !172)
  %445 = xor i64 %444, %202, !dbg !173
  %446 = mul i64 %445, 1099511628211, !dbg !174
    #dbg_value(i64 14, !124, !DIExpression(), !172)
  %447 = xor i64 %446, %214, !dbg !173
  %448 = mul i64 %447, 1099511628211, !dbg !174
    #dbg_value(i64 15, !124, !DIExpression(), !172)
  %449 = xor i64 %448, %226, !dbg !173
  %450 = mul i64 %449, 1099511628211, !dbg !174
    #dbg_value(i64 16, !124, !DIExpression(), !172)
    #dbg_value(<8 x i8> poison, !80, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !175)
    #dbg_value(i64 8, !120, !DIExpression(), !175)
    #dbg_value(ptr undef, !121, !DIExpression(), !175)
    #dbg_value(i64 0, !124, !DIExpression(), !177)
    #dbg_value(i64 0, !124, !DIExpression(), !177)
  %451 = xor i64 %450, %160, !dbg !178
  %452 = mul i64 %451, 1099511628211, !dbg !179
    #dbg_value(i64 1, !124, !DIExpression(), !177)
  %453 = xor i64 %452, %156, !dbg !178
  %454 = mul i64 %453, 1099511628211, !dbg !179
    #dbg_value(i64 2, !124, !DIExpression(), !177)
  %455 = xor i64 %454, %152, !dbg !178
  %456 = mul i64 %455, 1099511628211, !dbg !179
    #dbg_value(i64 3, !124, !DIExpression(), !177)
  %457 = xor i64 %456, %148, !dbg !178
  %458 = mul i64 %457, 1099511628211, !dbg !179
    #dbg_value(i64 4, !124, !DIExpression(), !177)
  %459 = xor i64 %458, %144, !dbg !178
  %460 = mul i64 %459, 1099511628211, !dbg !179
    #dbg_value(i64 5, !124, !DIExpression(), !177)
  %461 = xor i64 %460, %140, !dbg !178
  %462 = mul i64 %461, 1099511628211, !dbg !179
    #dbg_value(i64 6, !124, !DIExpression(), !177)
  %463 = xor i64 %462, %136, !dbg !178
  %464 = mul i64 %463, 1099511628211, !dbg !179
    #dbg_value(i64 7, !124, !DIExpression(), !177)
  %465 = xor i64 %464, %132, !dbg !178
  %466 = mul i64 %465, 1099511628211, !dbg !179
    #dbg_value(i64 8, !124, !DIExpression(), !177)
    #dbg_value(<8 x i8> poison, !85, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !180)
    #dbg_value(i64 8, !120, !DIExpression(), !180)
    #dbg_value(ptr undef, !121, !DIExpression(), !180)
    #dbg_value(i64 0, !124, !DIExpression(), !182)
    #dbg_value(i64 0, !124, !DIExpression(), !182)
  %467 = xor i64 %466, %128, !dbg !183
  %468 = mul i64 %467, 1099511628211, !dbg !184
    #dbg_value(i64 1, !124, !DIExpression(), !182)
  %469 = xor i64 %468, %124, !dbg !183
  %470 = mul i64 %469, 1099511628211, !dbg !184
    #dbg_value(i64 2, !124, !DIExpression(), !182)
  %471 = xor i64 %470, %120, !dbg !183
  %472 = mul i64 %471, 1099511628211, !dbg !184
    #dbg_value(i64 3, !124, !DIExpression(), !182)
  %473 = xor i64 %472, %116, !dbg !183
  %474 = mul i64 %473, 1099511628211, !dbg !184
    #dbg_value(i64 4, !124, !DIExpression(), !182)
  %475 = xor i64 %474, %112, !dbg !183
  %476 = mul i64 %475, 1099511628211, !dbg !184
    #dbg_value(i64 5, !124, !DIExpression(), !182)
  %477 = xor i64 %476, %108, !dbg !183
  %478 = mul i64 %477, 1099511628211, !dbg !184
    #dbg_value(i64 6, !124, !DIExpression(), !182)
  %479 = xor i64 %478, %104, !dbg !183
  %480 = mul i64 %479, 1099511628211, !dbg !184
    #dbg_value(i64 7, !124, !DIExpression(), !182)
  %481 = xor i64 %480, %100, !dbg !183
  %482 = mul i64 %481, 1099511628211, !dbg !184
    #dbg_value(i64 8, !124, !DIExpression(), !182)
    #dbg_value(<32 x i8> poison, !86, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !185)
    #dbg_value(i64 32, !120, !DIExpression(), !185)
    #dbg_value(ptr undef, !121, !DIExpression(), !185)
    #dbg_value(i64 0, !124, !DIExpression(), !187)
    #dbg_value(i64 0, !124, !DIExpression(), !187)
  %483 = xor i64 %482, %160, !dbg !188
  %484 = mul i64 %483, 1099511628211, !dbg !189
    #dbg_value(i64 1, !124, !DIExpression(), !187)
  %485 = xor i64 %484, %156, !dbg !188
  %486 = mul i64 %485, 1099511628211, !dbg !189
    #dbg_value(i64 2, !124, !DIExpression(), !187)
  %487 = xor i64 %486, %152, !dbg !188
  %488 = mul i64 %487, 1099511628211, !dbg !189
    #dbg_value(i64 3, !124, !DIExpression(), !187)
  %489 = xor i64 %488, %148, !dbg !188
  %490 = mul i64 %489, 1099511628211, !dbg !189
    #dbg_value(i64 4, !124, !DIExpression(), !187)
  %491 = xor i64 %490, %144, !dbg !188
  %492 = mul i64 %491, 1099511628211, !dbg !189
    #dbg_value(i64 5, !124, !DIExpression(), !187)
  %493 = xor i64 %492, %140, !dbg !188
  %494 = mul i64 %493, 1099511628211, !dbg !189
    #dbg_value(i64 6, !124, !DIExpression(), !187)
  %495 = xor i64 %494, %136, !dbg !188
  %496 = mul i64 %495, 1099511628211, !dbg !189
    #dbg_value(i64 7, !124, !DIExpression(), !187)
  %497 = xor i64 %496, %132, !dbg !188
  %498 = mul i64 %497, 1099511628211, !dbg !189
    #dbg_value(i64 8, !124, !DIExpression(), !187)
  %499 = xor i64 %498, %128, !dbg !188
  %500 = mul i64 %499, 1099511628211, !dbg !189
    #dbg_value(i64 9, !124, !DIExpression(), !187)
  %501 = xor i64 %500, %124, !dbg !188
  %502 = mul i64 %501, 1099511628211, !dbg !189
    #dbg_value(i64 10, !124, !DIExpression(), !187)
  %503 = xor i64 %502, %120, !dbg !188
  %504 = mul i64 %503, 1099511628211, !dbg !189
    #dbg_value(i64 11, !124, !DIExpression(), !187)
  %505 = xor i64 %504, %116, !dbg !188
  %506 = mul i64 %505, 1099511628211, !dbg !189
    #dbg_value(i64 12, !124, !DIExpression(), !187)
  %507 = xor i64 %506, %112, !dbg !188
  %508 = mul i64 %507, 1099511628211, !dbg !189
    #dbg_value(i64 13, !124, !DIExpression(), !187)
  %509 = xor i64 %508, %108, !dbg !188
  %510 = mul i64 %509, 1099511628211, !dbg !189
    #dbg_value(i64 14, !124, !DIExpression(), !187)
  %511 = xor i64 %510, %104, !dbg !188
  %512 = mul i64 %511, 1099511628211, !dbg !189
    #dbg_value(i64 15, !124, !DIExpression(), !187)
  %513 = xor i64 %512, %100, !dbg !188
  %514 = mul i64 %513, 1099511628211, !dbg !189
    #dbg_value(i64 16, !124, !DIExpression(), !187)
  %515 = xor i64 %514, %166, !dbg !188
  %516 = mul i64 %515, 1099511628211, !dbg !189
    #dbg_value(i64 17, !124, !DIExpression(), !187)
  %517 = xor i64 %516, %172, !dbg !188
  %518 = mul i64 %517, 1099511628211, !dbg !189
    #dbg_value(i64 18, !124, !DIExpression(), !187)
  %519 = xor i64 %518, %178, !dbg !188
  %520 = mul i64 %519, 1099511628211, !dbg !189
    #dbg_value(i64 19, !124, !DIExpression(), !187)
  %521 = xor i64 %520, %184, !dbg !188
  %522 = mul i64 %521, 1099511628211, !dbg !189
    #dbg_value(i64 20, !124, !DIExpression(), !187)
  %523 = xor i64 %522, %190, !dbg !188
  %524 = mul i64 %523, 1099511628211, !dbg !189
    #dbg_value(i64 21, !124, !DIExpression(), !187)
  %525 = xor i64 %524, %196, !dbg !188
  %526 = mul i64 %525, 1099511628211, !dbg !189
    #dbg_value(i64 22, !124, !DIExpression(), !187)
  %527 = xor i64 %526, %202, !dbg !188
  %528 = mul i64 %527, 1099511628211, !dbg !189
    #dbg_value(i64 23, !124, !DIExpression(), !187)
  %529 = xor i64 %528, %208, !dbg !188
  %530 = mul i64 %529, 1099511628211, !dbg !189
    #dbg_value(i64 24, !124, !DIExpression(), !187)
  %531 = xor i64 %530, %214, !dbg !188
  %532 = mul i64 %531, 1099511628211, !dbg !189
    #dbg_value(i64 25, !124, !DIExpression(), !187)
  %533 = xor i64 %532, %220, !dbg !188
  %534 = mul i64 %533, 1099511628211, !dbg !189
    #dbg_value(i64 26, !124, !DIExpression(), !187)
  %535 = xor i64 %534, %226, !dbg !188
  %536 = mul i64 %535, 1099511628211, !dbg !189
    #dbg_value(i64 27, !124, !DIExpression(), !187)
  %537 = xor i64 %536, %232, !dbg !188
  %538 = mul i64 %537, 1099511628211, !dbg !189
    #dbg_value(i64 28, !124, !DIExpression(), !187)
  %539 = xor i64 %538, %238, !dbg !188
  %540 = mul i64 %539, 1099511628211, !dbg !189
    #dbg_value(i64 29, !124, !DIExpression(), !187)
  %541 = xor i64 %540, %244, !dbg !188
  %542 = mul i64 %541, 1099511628211, !dbg !189
    #dbg_value(i64 30, !124, !DIExpression(), !187)
  %543 = xor i64 %542, %250, !dbg !188
  %544 = mul i64 %543, 1099511628211, !dbg !189
    #dbg_value(i64 31, !124, !DIExpression(), !187)
  %545 = xor i64 %544, %256, !dbg !188
  %546 = mul i64 %545, 1099511628211, !dbg !189
    #dbg_value(i64 32, !124, !DIExpression(), !187)
    #dbg_value(<16 x i8> poison, !91, !DIExpression(), !95)
    #dbg_value(ptr undef, !111, !DIExpression(), !190)
    #dbg_value(i64 16, !120, !DIExpression(), !190)
    #dbg_value(ptr undef, !121, !DIExpression(), !190)
    #dbg_value(i64 0, !124, !DIExpression(), !192)
    #dbg_value(i64 0, !124, !DIExpression(), !192)
  %547 = xor i64 %546, %132, !dbg !193
  %548 = mul i64 %547, 1099511628211, !dbg !194
    #dbg_value(i64 1, !124, !DIExpression(), !192)
  %549 = xor i64 %548, %136, !dbg !193
  %550 = mul i64 %549, 1099511628211, !dbg !194
    #dbg_value(i64 2, !124, !DIExpression(), !192)
  %551 = xor i64 %550, %140, !dbg !193
  %552 = mul i64 %551, 1099511628211, !dbg !194
    #dbg_value(i64 3, !124, !DIExpression(), !192)
  %553 = xor i64 %552, %144, !dbg !193
  %554 = mul i64 %553, 1099511628211, !dbg !194
    #dbg_value(i64 4, !124, !DIExpression(), !192)
  %555 = xor i64 %554, %148, !dbg !193
  %556 = mul i64 %555, 1099511628211, !dbg !194
    #dbg_value(i64 5, !124, !DIExpression(), !192)
  %557 = xor i64 %556, %152, !dbg !193
  %558 = mul i64 %557, 1099511628211, !dbg !194
    #dbg_value(i64 6, !124, !DIExpression(), !192)
  %559 = xor i64 %558, %156, !dbg !193
  %560 = mul i64 %559, 1099511628211, !dbg !194
    #dbg_value(i64 7, !124, !DIExpression(), !192)
  %561 = xor i64 %560, %160, !dbg !193
  %562 = mul i64 %561, 1099511628211, !dbg !194
    #dbg_value(i64 8, !124, !DIExpression(), !192)
  %563 = xor i64 %562, %100, !dbg !193
  %564 = mul i64 %563, 1099511628211, !dbg !194
    #dbg_value(i64 9, !124, !DIExpression(), !192)
  %565 = xor i64 %564, %104, !dbg !193
  %566 = mul i64 %565, 1099511628211, !dbg !194
    #dbg_value(i64 10, !124, !DIExpression(), !192)
  %567 = xor i64 %566, %108, !dbg !193
  %568 = mul i64 %567, 1099511628211, !dbg !194
    #dbg_value(i64 11, !124, !DIExpression(), !192)
  %569 = xor i64 %568, %112, !dbg !193
  %570 = mul i64 %569, 1099511628211, !dbg !194
    #dbg_value(i64 12, !124, !DIExpression(), !192)
  %571 = xor i64 %570, %116, !dbg !193
  %572 = mul i64 %571, 1099511628211, !dbg !194
    #dbg_value(i64 13, !124, !DIExpression(), !192)
  %573 = xor i64 %572, %120, !dbg !193
  %574 = mul i64 %573, 1099511628211, !dbg !194
    #dbg_value(i64 14, !124, !DIExpression(), !192)
  %575 = xor i64 %574, %124, !dbg !193
  %576 = mul i64 %575, 1099511628211, !dbg !194
    #dbg_value(i64 15, !124, !DIExpression(), !192)
  %577 = xor i64 %576, %128, !dbg !193
  %578 = mul i64 %577, 1099511628211, !dbg !194
    #dbg_value(i64 16, !124, !DIExpression(), !192)
  store i64 %578, ptr @hash, align 8, !dbg !195, !tbaa !42
  ret void, !dbg !196
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @halves() unnamed_addr #2 !dbg !197 {
    #dbg_value(i32 0, !206, !DIExpression(), !220)
  %1 = load i32, ptr @seed, align 4, !tbaa !93
    #dbg_value(<8 x i16> undef, !199, !DIExpression(), !221)
    #dbg_value(i32 0, !206, !DIExpression(), !220)
    #dbg_value(<8 x i16> undef, !199, !DIExpression(), !221)
  %2 = mul i32 %1, 1103515245, !dbg !222
  %3 = add i32 %2, 12345, !dbg !225
  %4 = lshr i32 %3, 7, !dbg !226
  %5 = trunc i32 %4 to i16, !dbg !227
    #dbg_value(<8 x i16> %66, !199, !DIExpression(), !221)
    #dbg_value(i32 1, !206, !DIExpression(), !220)
  %6 = mul i32 %3, 1103515245, !dbg !222
  %7 = add i32 %6, 12345, !dbg !225
  %8 = lshr i32 %7, 7, !dbg !226
  %9 = trunc i32 %8 to i16, !dbg !227
    #dbg_value(<8 x i16> %67, !199, !DIExpression(), !221)
    #dbg_value(i32 2, !206, !DIExpression(), !220)
  %10 = mul i32 %7, 1103515245, !dbg !222
  %11 = add i32 %10, 12345, !dbg !225
  %12 = lshr i32 %11, 7, !dbg !226
  %13 = trunc i32 %12 to i16, !dbg !227
    #dbg_value(<8 x i16> %68, !199, !DIExpression(), !221)
    #dbg_value(i32 3, !206, !DIExpression(), !220)
  %14 = mul i32 %11, 1103515245, !dbg !222
  %15 = add i32 %14, 12345, !dbg !225
  %16 = lshr i32 %15, 7, !dbg !226
  %17 = trunc i32 %16 to i16, !dbg !227
    #dbg_value(<8 x i16> %69, !199, !DIExpression(), !221)
    #dbg_value(i32 4, !206, !DIExpression(), !220)
  %18 = mul i32 %15, 1103515245, !dbg !222
  %19 = add i32 %18, 12345, !dbg !225
  %20 = lshr i32 %19, 7, !dbg !226
  %21 = trunc i32 %20 to i16, !dbg !227
    #dbg_value(<8 x i16> %70, !199, !DIExpression(), !221)
    #dbg_value(i32 5, !206, !DIExpression(), !220)
  %22 = mul i32 %19, 1103515245, !dbg !222
  %23 = add i32 %22, 12345, !dbg !225
  %24 = lshr i32 %23, 7, !dbg !226
  %25 = trunc i32 %24 to i16, !dbg !227
    #dbg_value(<8 x i16> %71, !199, !DIExpression(), !221)
    #dbg_value(i32 6, !206, !DIExpression(), !220)
  %26 = mul i32 %23, 1103515245, !dbg !222
  %27 = add i32 %26, 12345, !dbg !225
  %28 = lshr i32 %27, 7, !dbg !226
  %29 = trunc i32 %28 to i16, !dbg !227
    #dbg_value(<8 x i16> %72, !199, !DIExpression(), !221)
    #dbg_value(i32 7, !206, !DIExpression(), !220)
  %30 = mul i32 %27, 1103515245, !dbg !222
  %31 = add i32 %30, 12345, !dbg !225
  %32 = lshr i32 %31, 7, !dbg !226
  %33 = trunc i32 %32 to i16, !dbg !227
    #dbg_value(<8 x i16> %73, !199, !DIExpression(), !221)
    #dbg_value(i32 8, !206, !DIExpression(), !220)
    #dbg_value(i32 0, !208, !DIExpression(), !228)
    #dbg_value(<8 x i16> undef, !205, !DIExpression(), !221)
    #dbg_value(i32 0, !208, !DIExpression(), !228)
    #dbg_value(<8 x i16> undef, !205, !DIExpression(), !221)
  %34 = mul i32 %31, 1103515245, !dbg !229
  %35 = add i32 %34, 12345, !dbg !232
  %36 = lshr i32 %35, 7, !dbg !233
  %37 = trunc i32 %36 to i16, !dbg !234
    #dbg_value(<8 x i16> %141, !205, !DIExpression(), !221)
    #dbg_value(i32 1, !208, !DIExpression(), !228)
  %38 = mul i32 %35, 1103515245, !dbg !229
  %39 = add i32 %38, 12345, !dbg !232
  %40 = lshr i32 %39, 7, !dbg !233
  %41 = trunc i32 %40 to i16, !dbg !234
    #dbg_value(<8 x i16> %142, !205, !DIExpression(), !221)
    #dbg_value(i32 2, !208, !DIExpression(), !228)
  %42 = mul i32 %39, 1103515245, !dbg !229
  %43 = add i32 %42, 12345, !dbg !232
  %44 = lshr i32 %43, 7, !dbg !233
  %45 = trunc i32 %44 to i16, !dbg !234
    #dbg_value(<8 x i16> %143, !205, !DIExpression(), !221)
    #dbg_value(i32 3, !208, !DIExpression(), !228)
  %46 = mul i32 %43, 1103515245, !dbg !229
  %47 = add i32 %46, 12345, !dbg !232
  %48 = lshr i32 %47, 7, !dbg !233
  %49 = trunc i32 %48 to i16, !dbg !234
    #dbg_value(<8 x i16> %144, !205, !DIExpression(), !221)
    #dbg_value(i32 4, !208, !DIExpression(), !228)
  %50 = mul i32 %47, 1103515245, !dbg !229
  %51 = add i32 %50, 12345, !dbg !232
  %52 = lshr i32 %51, 7, !dbg !233
  %53 = trunc i32 %52 to i16, !dbg !234
    #dbg_value(<8 x i16> %145, !205, !DIExpression(), !221)
    #dbg_value(i32 5, !208, !DIExpression(), !228)
  %54 = mul i32 %51, 1103515245, !dbg !229
  %55 = add i32 %54, 12345, !dbg !232
  %56 = lshr i32 %55, 7, !dbg !233
  %57 = trunc i32 %56 to i16, !dbg !234
    #dbg_value(<8 x i16> %146, !205, !DIExpression(), !221)
    #dbg_value(i32 6, !208, !DIExpression(), !228)
  %58 = mul i32 %55, 1103515245, !dbg !229
  %59 = add i32 %58, 12345, !dbg !232
  %60 = lshr i32 %59, 7, !dbg !233
  %61 = trunc i32 %60 to i16, !dbg !234
    #dbg_value(<8 x i16> %147, !205, !DIExpression(), !221)
    #dbg_value(i32 7, !208, !DIExpression(), !228)
  %62 = mul i32 %59, 1103515245, !dbg !229
  %63 = add i32 %62, 12345, !dbg !232
  %64 = lshr i32 %63, 7, !dbg !233
  %65 = trunc i32 %64 to i16, !dbg !234
    #dbg_value(<8 x i16> %280, !205, !DIExpression(), !221)
    #dbg_value(i32 8, !208, !DIExpression(), !228)
  %66 = insertelement <8 x i16> poison, i16 %5, i64 0, !dbg !227
  %67 = insertelement <8 x i16> %66, i16 %9, i64 1, !dbg !227
  %68 = insertelement <8 x i16> %67, i16 %13, i64 2, !dbg !227
  %69 = insertelement <8 x i16> %68, i16 %17, i64 3, !dbg !227
  %70 = insertelement <8 x i16> %69, i16 %21, i64 4, !dbg !227
  %71 = insertelement <8 x i16> %70, i16 %25, i64 5, !dbg !227
  %72 = insertelement <8 x i16> %71, i16 %29, i64 6, !dbg !227
  %73 = insertelement <8 x i16> %72, i16 %33, i64 7, !dbg !227
  store i32 %63, ptr @seed, align 4, !dbg !235, !tbaa !93
  %74 = shufflevector <8 x i16> %73, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !236
  %75 = bitcast <8 x i16> %74 to <16 x i8>, !dbg !237
    #dbg_value(<8 x i16> %74, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !238)
    #dbg_value(i64 16, !120, !DIExpression(), !238)
    #dbg_value(ptr undef, !121, !DIExpression(), !238)
    #dbg_value(i64 0, !124, !DIExpression(), !240)
  %76 = load i64, ptr @hash, align 8, !tbaa !42
    #dbg_value(i64 0, !124, !DIExpression(), !240)
  %77 = extractelement <16 x i8> %75, i64 0, !dbg !241
  %78 = zext i8 %77 to i64, !dbg !241
  %79 = xor i64 %76, %78, !dbg !242
  %80 = mul i64 %79, 1099511628211, !dbg !243
    #dbg_value(i64 1, !124, !DIExpression(), !240)
  %81 = extractelement <16 x i8> %75, i64 1, !dbg !241
  %82 = zext i8 %81 to i64, !dbg !241
  %83 = xor i64 %80, %82, !dbg !242
  %84 = mul i64 %83, 1099511628211, !dbg !243
    #dbg_value(i64 2, !124, !DIExpression(), !240)
  %85 = extractelement <16 x i8> %75, i64 2, !dbg !241
  %86 = zext i8 %85 to i64, !dbg !241
  %87 = xor i64 %84, %86, !dbg !242
  %88 = mul i64 %87, 1099511628211, !dbg !243
    #dbg_value(i64 3, !124, !DIExpression(), !240)
  %89 = extractelement <16 x i8> %75, i64 3, !dbg !241
  %90 = zext i8 %89 to i64, !dbg !241
  %91 = xor i64 %88, %90, !dbg !242
  %92 = mul i64 %91, 1099511628211, !dbg !243
    #dbg_value(i64 4, !124, !DIExpression(), !240)
  %93 = extractelement <16 x i8> %75, i64 4, !dbg !241
  %94 = zext i8 %93 to i64, !dbg !241
  %95 = xor i64 %92, %94, !dbg !242
  %96 = mul i64 %95, 1099511628211, !dbg !243
    #dbg_value(i64 5, !124, !DIExpression(), !240)
  %97 = extractelement <16 x i8> %75, i64 5, !dbg !241
  %98 = zext i8 %97 to i64, !dbg !241
  %99 = xor i64 %96, %98, !dbg !242
  %100 = mul i64 %99, 1099511628211, !dbg !243
    #dbg_value(i64 6, !124, !DIExpression(), !240)
  %101 = extractelement <16 x i8> %75, i64 6, !dbg !241
  %102 = zext i8 %101 to i64, !dbg !241
  %103 = xor i64 %100, %102, !dbg !242
  %104 = mul i64 %103, 1099511628211, !dbg !243
    #dbg_value(i64 7, !124, !DIExpression(), !240)
  %105 = extractelement <16 x i8> %75, i64 7, !dbg !241
  %106 = zext i8 %105 to i64, !dbg !241
  %107 = xor i64 %104, %106, !dbg !242
  %108 = mul i64 %107, 1099511628211, !dbg !243
    #dbg_value(i64 8, !124, !DIExpression(), !240)
  %109 = extractelement <16 x i8> %75, i64 8, !dbg !241
  %110 = zext i8 %109 to i64, !dbg !241
  %111 = xor i64 %108, %110, !dbg !242
  %112 = mul i64 %111, 1099511628211, !dbg !243
    #dbg_value(i64 9, !124, !DIExpression(), !240)
  %113 = extractelement <16 x i8> %75, i64 9, !dbg !241
  %114 = zext i8 %113 to i64, !dbg !241
  %115 = xor i64 %112, %114, !dbg !242
  %116 = mul i64 %115, 1099511628211, !dbg !243
    #dbg_value(i64 10, !124, !DIExpression(), !240)
  %117 = extractelement <16 x i8> %75, i64 10, !dbg !241
  %118 = zext i8 %117 to i64, !dbg !241
  %119 = xor i64 %116, %118, !dbg !242
  %120 = mul i64 %119, 1099511628211, !dbg !243
    #dbg_value(i64 11, !124, !DIExpression(), !240)
  %121 = extractelement <16 x i8> %75, i64 11, !dbg !241
  %122 = zext i8 %121 to i64, !dbg !241
  %123 = xor i64 %120, %122, !dbg !242
  %124 = mul i64 %123, 1099511628211, !dbg !243
    #dbg_value(i64 12, !124, !DIExpression(), !240)
  %125 = extractelement <16 x i8> %75, i64 12, !dbg !241
  %126 = zext i8 %125 to i64, !dbg !241
  %127 = xor i64 %124, %126, !dbg !242
  %128 = mul i64 %127, 1099511628211, !dbg !243
    #dbg_value(i64 13, !124, !DIExpression(), !240)
  %129 = extractelement <16 x i8> %75, i64 13, !dbg !241
  %130 = zext i8 %129 to i64, !dbg !241
  %131 = xor i64 %128, %130, !dbg !242
  %132 = mul i64 %131, 1099511628211, !dbg !243
    #dbg_value(i64 14, !124, !DIExpression(), !240)
  %133 = extractelement <16 x i8> %75, i64 14, !dbg !241
  %134 = zext i8 %133 to i64, !dbg !241
  %135 = xor i64 %132, %134, !dbg !242
  %136 = mul i64 %135, 1099511628211, !dbg !243
    #dbg_value(i64 15, !124, !DIExpression(), !240)
  %137 = extractelement <16 x i8> %75, i64 15, !dbg !241
  %138 = zext i8 %137 to i64, !dbg !241
  %139 = xor i64 %136, %138, !dbg !242
  %140 = mul i64 %139, 1099511628211, !dbg !243
    #dbg_value(i64 16, !124, !DIExpression(), !240)
  %141 = insertelement <8 x i16> poison, i16 %37, i64 0, !dbg !234
  %142 = insertelement <8 x i16> %141, i16 %41, i64 1, !dbg !234
  %143 = insertelement <8 x i16> %142, i16 %45, i64 2, !dbg !234
  %144 = insertelement <8 x i16> %143, i16 %49, i64 3, !dbg !234
  %145 = insertelement <8 x i16> %144, i16 %53, i64 4, !dbg !234
  %146 = insertelement <8 x i16> %145, i16 %57, i64 5, !dbg !234
  %147 = insertelement <8 x i16> %146, i16 %61, i64 6, !dbg !234
  %148 = shufflevector <8 x i16> %73, <8 x i16> poison, <8 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6>, !dbg !244
  %149 = bitcast <8 x i16> %148 to <16 x i8>, !dbg !245
    #dbg_value(<8 x i16> %148, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !246)
    #dbg_value(i64 16, !120, !DIExpression(), !246)
    #dbg_value(ptr undef, !121, !DIExpression(), !246)
    #dbg_value(i64 0, !124, !DIExpression(), !248)
    #dbg_value(i64 0, !124, !DIExpression(), !248)
  %150 = extractelement <16 x i8> %149, i64 0, !dbg !249
  %151 = zext i8 %150 to i64, !dbg !249
  %152 = xor i64 %140, %151, !dbg !250
  %153 = mul i64 %152, 1099511628211, !dbg !251
    #dbg_value(i64 1, !124, !DIExpression(), !248)
  %154 = extractelement <16 x i8> %149, i64 1, !dbg !249
  %155 = zext i8 %154 to i64, !dbg !249
  %156 = xor i64 %153, %155, !dbg !250
  %157 = mul i64 %156, 1099511628211, !dbg !251
    #dbg_value(i64 2, !124, !DIExpression(), !248)
  %158 = extractelement <16 x i8> %149, i64 2, !dbg !249
  %159 = zext i8 %158 to i64, !dbg !249
  %160 = xor i64 %157, %159, !dbg !250
  %161 = mul i64 %160, 1099511628211, !dbg !251
    #dbg_value(i64 3, !124, !DIExpression(), !248)
  %162 = extractelement <16 x i8> %149, i64 3, !dbg !249
  %163 = zext i8 %162 to i64, !dbg !249
  %164 = xor i64 %161, %163, !dbg !250
  %165 = mul i64 %164, 1099511628211, !dbg !251
    #dbg_value(i64 4, !124, !DIExpression(), !248)
  %166 = extractelement <16 x i8> %149, i64 4, !dbg !249
  %167 = zext i8 %166 to i64, !dbg !249
  %168 = xor i64 %165, %167, !dbg !250
  %169 = mul i64 %168, 1099511628211, !dbg !251
    #dbg_value(i64 5, !124, !DIExpression(), !248)
  %170 = extractelement <16 x i8> %149, i64 5, !dbg !249
  %171 = zext i8 %170 to i64, !dbg !249
  %172 = xor i64 %169, %171, !dbg !250
  %173 = mul i64 %172, 1099511628211, !dbg !251
    #dbg_value(i64 6, !124, !DIExpression(), !248)
  %174 = extractelement <16 x i8> %149, i64 6, !dbg !249
  %175 = zext i8 %174 to i64, !dbg !249
  %176 = xor i64 %173, %175, !dbg !250
  %177 = mul i64 %176, 1099511628211, !dbg !251
    #dbg_value(i64 7, !124, !DIExpression(), !248)
  %178 = extractelement <16 x i8> %149, i64 7, !dbg !249
  %179 = zext i8 %178 to i64, !dbg !249
  %180 = xor i64 %177, %179, !dbg !250
  %181 = mul i64 %180, 1099511628211, !dbg !251
    #dbg_value(i64 8, !124, !DIExpression(), !248)
  %182 = extractelement <16 x i8> %149, i64 8, !dbg !249
  %183 = zext i8 %182 to i64, !dbg !249
  %184 = xor i64 %181, %183, !dbg !250
  %185 = mul i64 %184, 1099511628211, !dbg !251
    #dbg_value(i64 9, !124, !DIExpression(), !248)
  %186 = extractelement <16 x i8> %149, i64 9, !dbg !249
  %187 = zext i8 %186 to i64, !dbg !249
  %188 = xor i64 %185, %187, !dbg !250
  %189 = mul i64 %188, 1099511628211, !dbg !251
    #dbg_value(i64 10, !124, !DIExpression(), !248)
  %190 = extractelement <16 x i8> %149, i64 10, !dbg !249
  %191 = zext i8 %190 to i64, !dbg !249
  %192 = xor i64 %189, %191, !dbg !250
  %193 = mul i64 %192, 1099511628211, !dbg !251
    #dbg_value(i64 11, !124, !DIExpression(), !248)
  %194 = extractelement <16 x i8> %149, i64 11, !dbg !249
  %195 = zext i8 %194 to i64, !dbg !249
  %196 = xor i64 %193, %195, !dbg !250
  %197 = mul i64 %196, 1099511628211, !dbg !251
    #dbg_value(i64 12, !124, !DIExpression(), !248)
  %198 = extractelement <16 x i8> %149, i64 12, !dbg !249
  %199 = zext i8 %198 to i64, !dbg !249
  %200 = xor i64 %197, %199, !dbg !250
  %201 = mul i64 %200, 1099511628211, !dbg !251
    #dbg_value(i64 13, !124, !DIExpression(), !248)
  %202 = extractelement <16 x i8> %149, i64 13, !dbg !249
  %203 = zext i8 %202 to i64, !dbg !249
  %204 = xor i64 %201, %203, !dbg !250
  %205 = mul i64 %204, 1099511628211, !dbg !251
    #dbg_value(i64 14, !124, !DIExpression(), !248)
  %206 = extractelement <16 x i8> %149, i64 14, !dbg !249
  %207 = zext i8 %206 to i64, !dbg !249
  %208 = xor i64 %205, %207, !dbg !250
  %209 = mul i64 %208, 1099511628211, !dbg !251
    #dbg_value(i64 15, !124, !DIExpression(), !248)
  %210 = extractelement <16 x i8> %149, i64 15, !dbg !249
  %211 = zext i8 %210 to i64, !dbg !249
  %212 = xor i64 %209, %211, !dbg !250
  %213 = mul i64 %212, 1099511628211, !dbg !251
    #dbg_value(i64 16, !124, !DIExpression(), !248)
  %214 = shufflevector <8 x i16> %73, <8 x i16> poison, <8 x i32> <i32 2, i32 1, i32 0, i32 3, i32 7, i32 4, i32 5, i32 6>, !dbg !252
  %215 = bitcast <8 x i16> %214 to <16 x i8>, !dbg !253
    #dbg_value(<8 x i16> %214, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !254)
    #dbg_value(i64 16, !120, !DIExpression(), !254)
    #dbg_value(ptr undef, !121, !DIExpression(), !254)
    #dbg_value(i64 0, !124, !DIExpression(), !256)
    #dbg_value(i64 0, !124, !DIExpression(), !256)
  %216 = extractelement <16 x i8> %215, i64 0, !dbg !257
  %217 = zext i8 %216 to i64, !dbg !257
  %218 = xor i64 %213, %217, !dbg !258
  %219 = mul i64 %218, 1099511628211, !dbg !259
    #dbg_value(i64 1, !124, !DIExpression(), !256)
  %220 = extractelement <16 x i8> %215, i64 1, !dbg !257
  %221 = zext i8 %220 to i64, !dbg !257
  %222 = xor i64 %219, %221, !dbg !258
  %223 = mul i64 %222, 1099511628211, !dbg !259
    #dbg_value(i64 2, !124, !DIExpression(), !256)
  %224 = extractelement <16 x i8> %215, i64 2, !dbg !257
  %225 = zext i8 %224 to i64, !dbg !257
  %226 = xor i64 %223, %225, !dbg !258
  %227 = mul i64 %226, 1099511628211, !dbg !259
    #dbg_value(i64 3, !124, !DIExpression(), !256)
  %228 = extractelement <16 x i8> %215, i64 3, !dbg !257
  %229 = zext i8 %228 to i64, !dbg !257
  %230 = xor i64 %227, %229, !dbg !258
  %231 = mul i64 %230, 1099511628211, !dbg !259
    #dbg_value(i64 4, !124, !DIExpression(), !256)
  %232 = extractelement <16 x i8> %215, i64 4, !dbg !257
  %233 = zext i8 %232 to i64, !dbg !257
  %234 = xor i64 %231, %233, !dbg !258
  %235 = mul i64 %234, 1099511628211, !dbg !259
    #dbg_value(i64 5, !124, !DIExpression(), !256)
  %236 = extractelement <16 x i8> %215, i64 5, !dbg !257
  %237 = zext i8 %236 to i64, !dbg !257
  %238 = xor i64 %235, %237, !dbg !258
  %239 = mul i64 %238, 1099511628211, !dbg !259
    #dbg_value(i64 6, !124, !DIExpression(), !256)
  %240 = extractelement <16 x i8> %215, i64 6, !dbg !257
  %241 = zext i8 %240 to i64, !dbg !257
  %242 = xor i64 %239, %241, !dbg !258
  %243 = mul i64 %242, 1099511628211, !dbg !259
    #dbg_value(i64 7, !124, !DIExpression(), !256)
  %244 = extractelement <16 x i8> %215, i64 7, !dbg !257
  %245 = zext i8 %244 to i64, !dbg !257
  %246 = xor i64 %243, %245, !dbg !258
  %247 = mul i64 %246, 1099511628211, !dbg !259
    #dbg_value(i64 8, !124, !DIExpression(), !256)
  %248 = extractelement <16 x i8> %215, i64 8, !dbg !257
  %249 = zext i8 %248 to i64, !dbg !257
  %250 = xor i64 %247, %249, !dbg !258
  %251 = mul i64 %250, 1099511628211, !dbg !259
    #dbg_value(i64 9, !124, !DIExpression(), !256)
  %252 = extractelement <16 x i8> %215, i64 9, !dbg !257
  %253 = zext i8 %252 to i64, !dbg !257
  %254 = xor i64 %251, %253, !dbg !258
  %255 = mul i64 %254, 1099511628211, !dbg !259
    #dbg_value(i64 10, !124, !DIExpression(), !256)
  %256 = extractelement <16 x i8> %215, i64 10, !dbg !257
  %257 = zext i8 %256 to i64, !dbg !257
  %258 = xor i64 %255, %257, !dbg !258
  %259 = mul i64 %258, 1099511628211, !dbg !259
    #dbg_value(i64 11, !124, !DIExpression(), !256)
  %260 = extractelement <16 x i8> %215, i64 11, !dbg !257
  %261 = zext i8 %260 to i64, !dbg !257
  %262 = xor i64 %259, %261, !dbg !258
  %263 = mul i64 %262, 1099511628211, !dbg !259
    #dbg_value(i64 12, !124, !DIExpression(), !256)
  %264 = extractelement <16 x i8> %215, i64 12, !dbg !257
  %265 = zext i8 %264 to i64, !dbg !257
  %266 = xor i64 %263, %265, !dbg !258
  %267 = mul i64 %266, 1099511628211, !dbg !259
    #dbg_value(i64 13, !124, !DIExpression(), !256)
  %268 = extractelement <16 x i8> %215, i64 13, !dbg !257
  %269 = zext i8 %268 to i64, !dbg !257
  %270 = xor i64 %267, %269, !dbg !258
  %271 = mul i64 %270, 1099511628211, !dbg !259
    #dbg_value(i64 14, !124, !DIExpression(), !256)
  %272 = extractelement <16 x i8> %215, i64 14, !dbg !257
  %273 = zext i8 %272 to i64, !dbg !257
  %274 = xor i64 %271, %273, !dbg !258
  %275 = mul i64 %274, 1099511628211, !dbg !259
    #dbg_value(i64 15, !124, !DIExpression(), !256)
  %276 = extractelement <16 x i8> %215, i64 15, !dbg !257
  %277 = zext i8 %276 to i64, !dbg !257
  %278 = xor i64 %275, %277, !dbg !258
  %279 = mul i64 %278, 1099511628211, !dbg !259
    #dbg_value(i64 16, !124, !DIExpression(), !256)
  %280 = insertelement <8 x i16> %147, i16 %65, i64 7, !dbg !234
  %281 = shufflevector <8 x i16> %69, <8 x i16> %144, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>, !dbg !260
  %282 = bitcast <8 x i16> %281 to <16 x i8>, !dbg !261
    #dbg_value(<8 x i16> %281, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !262)
    #dbg_value(i64 16, !120, !DIExpression(), !262)
    #dbg_value(ptr undef, !121, !DIExpression(), !262)
    #dbg_value(i64 0, !124, !DIExpression(), !264)
    #dbg_value(i64 0, !124, !DIExpression(), !264)
  %283 = extractelement <16 x i8> %282, i64 0, !dbg !265
  %284 = zext i8 %283 to i64, !dbg !265
  %285 = xor i64 %279, %284, !dbg !266
  %286 = mul i64 %285, 1099511628211, !dbg !267
    #dbg_value(i64 1, !124, !DIExpression(), !264)
  %287 = extractelement <16 x i8> %282, i64 1, !dbg !265
  %288 = zext i8 %287 to i64, !dbg !265
  %289 = xor i64 %286, %288, !dbg !266
  %290 = mul i64 %289, 1099511628211, !dbg !267
    #dbg_value(i64 2, !124, !DIExpression(), !264)
  %291 = extractelement <16 x i8> %282, i64 2, !dbg !265
  %292 = zext i8 %291 to i64, !dbg !265
  %293 = xor i64 %290, %292, !dbg !266
  %294 = mul i64 %293, 1099511628211, !dbg !267
    #dbg_value(i64 3, !124, !DIExpression(), !264)
  %295 = extractelement <16 x i8> %282, i64 3, !dbg !265
  %296 = zext i8 %295 to i64, !dbg !265
  %297 = xor i64 %294, %296, !dbg !266
  %298 = mul i64 %297, 1099511628211, !dbg !267
    #dbg_value(i64 4, !124, !DIExpression(), !264)
  %299 = extractelement <16 x i8> %282, i64 4, !dbg !265
  %300 = zext i8 %299 to i64, !dbg !265
  %301 = xor i64 %298, %300, !dbg !266
  %302 = mul i64 %301, 1099511628211, !dbg !267
    #dbg_value(i64 5, !124, !DIExpression(), !264)
  %303 = extractelement <16 x i8> %282, i64 5, !dbg !265
  %304 = zext i8 %303 to i64, !dbg !265
  %305 = xor i64 %302, %304, !dbg !266
  %306 = mul i64 %305, 1099511628211, !dbg !267
    #dbg_value(i64 6, !124, !DIExpression(), !264)
  %307 = extractelement <16 x i8> %282, i64 6, !dbg !265
  %308 = zext i8 %307 to i64, !dbg !265
  %309 = xor i64 %306, %308, !dbg !266
  %310 = mul i64 %309, 1099511628211, !dbg !267
    #dbg_value(i64 7, !124, !DIExpression(), !264)
  %311 = extractelement <16 x i8> %282, i64 7, !dbg !265
  %312 = zext i8 %311 to i64, !dbg !265
  %313 = xor i64 %310, %312, !dbg !266
  %314 = mul i64 %313, 1099511628211, !dbg !267
    #dbg_value(i64 8, !124, !DIExpression(), !264)
  %315 = extractelement <16 x i8> %282, i64 8, !dbg !265
  %316 = zext i8 %315 to i64, !dbg !265
  %317 = xor i64 %314, %316, !dbg !266
  %318 = mul i64 %317, 1099511628211, !dbg !267
    #dbg_value(i64 9, !124, !DIExpression(), !264)
  %319 = extractelement <16 x i8> %282, i64 9, !dbg !265
  %320 = zext i8 %319 to i64, !dbg !265
  %321 = xor i64 %318, %320, !dbg !266
  %322 = mul i64 %321, 1099511628211, !dbg !267
    #dbg_value(i64 10, !124, !DIExpression(), !264)
  %323 = extractelement <16 x i8> %282, i64 10, !dbg !265
  %324 = zext i8 %323 to i64, !dbg !265
  %325 = xor i64 %322, %324, !dbg !266
  %326 = mul i64 %325, 1099511628211, !dbg !267
    #dbg_value(i64 11, !124, !DIExpression(), !264)
  %327 = extractelement <16 x i8> %282, i64 11, !dbg !265
  %328 = zext i8 %327 to i64, !dbg !265
  %329 = xor i64 %326, %328, !dbg !266
  %330 = mul i64 %329, 1099511628211, !dbg !267
    #dbg_value(i64 12, !124, !DIExpression(), !264)
  %331 = extractelement <16 x i8> %282, i64 12, !dbg !265
  %332 = zext i8 %331 to i64, !dbg !265
  %333 = xor i64 %330, %332, !dbg !266
  %334 = mul i64 %333, 1099511628211, !dbg !267
    #dbg_value(i64 13, !124, !DIExpression(), !264)
  %335 = extractelement <16 x i8> %282, i64 13, !dbg !265
  %336 = zext i8 %335 to i64, !dbg !265
  %337 = xor i64 %334, %336, !dbg !266
  %338 = mul i64 %337, 1099511628211, !dbg !267
    #dbg_value(i64 14, !124, !DIExpression(), !264)
  %339 = extractelement <16 x i8> %282, i64 14, !dbg !265
  %340 = zext i8 %339 to i64, !dbg !265
  %341 = xor i64 %338, %340, !dbg !266
  %342 = mul i64 %341, 1099511628211, !dbg !267
    #dbg_value(i64 15, !124, !DIExpression(), !264)
  %343 = extractelement <16 x i8> %282, i64 15, !dbg !265
  %344 = zext i8 %343 to i64, !dbg !265
  %345 = xor i64 %342, %344, !dbg !266
  %346 = mul i64 %345, 1099511628211, !dbg !267
    #dbg_value(i64 16, !124, !DIExpression(), !264)
  %347 = shufflevector <8 x i16> %73, <8 x i16> %280, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !268
  %348 = bitcast <8 x i16> %347 to <16 x i8>, !dbg !269
    #dbg_value(<8 x i16> %347, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !270)
    #dbg_value(i64 16, !120, !DIExpression(), !270)
    #dbg_value(ptr undef, !121, !DIExpression(), !270)
    #dbg_value(i64 0, !124, !DIExpression(), !272)
    #dbg_value(i64 0, !124, !DIExpression(), !272)
  %349 = extractelement <16 x i8> %348, i64 0, !dbg !273
  %350 = zext i8 %349 to i64, !dbg !273
  %351 = xor i64 %346, %350, !dbg !274
  %352 = mul i64 %351, 1099511628211, !dbg !275
    #dbg_value(i64 1, !124, !DIExpression(), !272)
  %353 = extractelement <16 x i8> %348, i64 1, !dbg !273
  %354 = zext i8 %353 to i64, !dbg !273
  %355 = xor i64 %352, %354, !dbg !274
  %356 = mul i64 %355, 1099511628211, !dbg !275
    #dbg_value(i64 2, !124, !DIExpression(), !272)
  %357 = extractelement <16 x i8> %348, i64 2, !dbg !273
  %358 = zext i8 %357 to i64, !dbg !273
  %359 = xor i64 %356, %358, !dbg !274
  %360 = mul i64 %359, 1099511628211, !dbg !275
    #dbg_value(i64 3, !124, !DIExpression(), !272)
  %361 = extractelement <16 x i8> %348, i64 3, !dbg !273
  %362 = zext i8 %361 to i64, !dbg !273
  %363 = xor i64 %360, %362, !dbg !274
  %364 = mul i64 %363, 1099511628211, !dbg !275
    #dbg_value(i64 4, !124, !DIExpression(), !272)
  %365 = extractelement <16 x i8> %348, i64 4, !dbg !273
  %366 = zext i8 %365 to i64, !dbg !273
  %367 = xor i64 %364, %366, !dbg !274
  %368 = mul i64 %367, 1099511628211, !dbg !275
    #dbg_value(i64 5, !124, !DIExpression(), !272)
  %369 = extractelement <16 x i8> %348, i64 5, !dbg !273
  %370 = zext i8 %369 to i64, !dbg !273
  %371 = xor i64 %368, %370, !dbg !274
  %372 = mul i64 %371, 1099511628211, !dbg !275
    #dbg_value(i64 6, !124, !DIExpression(), !272)
  %373 = extractelement <16 x i8> %348, i64 6, !dbg !273
  %374 = zext i8 %373 to i64, !dbg !273
  %375 = xor i64 %372, %374, !dbg !274
  %376 = mul i64 %375, 1099511628211, !dbg !275
    #dbg_value(i64 7, !124, !DIExpression(), !272)
  %377 = extractelement <16 x i8> %348, i64 7, !dbg !273
  %378 = zext i8 %377 to i64, !dbg !273
  %379 = xor i64 %376, %378, !dbg !274
  %380 = mul i64 %379, 1099511628211, !dbg !275
    #dbg_value(i64 8, !124, !DIExpression(), !272)
  %381 = extractelement <16 x i8> %348, i64 8, !dbg !273
  %382 = zext i8 %381 to i64, !dbg !273
  %383 = xor i64 %380, %382, !dbg !274
  %384 = mul i64 %383, 1099511628211, !dbg !275
    #dbg_value(i64 9, !124, !DIExpression(), !272)
  %385 = extractelement <16 x i8> %348, i64 9, !dbg !273
  %386 = zext i8 %385 to i64, !dbg !273
  %387 = xor i64 %384, %386, !dbg !274
  %388 = mul i64 %387, 1099511628211, !dbg !275
    #dbg_value(i64 10, !124, !DIExpression(), !272)
  %389 = extractelement <16 x i8> %348, i64 10, !dbg !273
  %390 = zext i8 %389 to i64, !dbg !273
  %391 = xor i64 %388, %390, !dbg !274
  %392 = mul i64 %391, 1099511628211, !dbg !275
    #dbg_value(i64 11, !124, !DIExpression(), !272)
  %393 = extractelement <16 x i8> %348, i64 11, !dbg !273
  %394 = zext i8 %393 to i64, !dbg !273
  %395 = xor i64 %392, %394, !dbg !274
  %396 = mul i64 %395, 1099511628211, !dbg !275
    #dbg_value(i64 12, !124, !DIExpression(), !272)
  %397 = extractelement <16 x i8> %348, i64 12, !dbg !273
  %398 = zext i8 %397 to i64, !dbg !273
  %399 = xor i64 %396, %398, !dbg !274
  %400 = mul i64 %399, 1099511628211, !dbg !275
    #dbg_value(i64 13, !124, !DIExpression(), !272)
  %401 = extractelement <16 x i8> %348, i64 13, !dbg !273
  %402 = zext i8 %401 to i64, !dbg !273
  %403 = xor i64 %400, %402, !dbg !274
  %404 = mul i64 %403, 1099511628211, !dbg !275
    #dbg_value(i64 14, !124, !DIExpression(), !272)
  %405 = extractelement <16 x i8> %348, i64 14, !dbg !273
  %406 = zext i8 %405 to i64, !dbg !273
  %407 = xor i64 %404, %406, !dbg !274
  %408 = mul i64 %407, 1099511628211, !dbg !275
    #dbg_value(i64 15, !124, !DIExpression(), !272)
  %409 = extractelement <16 x i8> %348, i64 15, !dbg !273
  %410 = zext i8 %409 to i64, !dbg !273
  %411 = xor i64 %408, %410, !dbg !274
  %412 = mul i64 %411, 1099511628211, !dbg !275
    #dbg_value(i64 16, !124, !DIExpression(), !272)
  %413 = shufflevector <8 x i16> %72, <8 x i16> %147, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>, !dbg !276
  %414 = bitcast <8 x i16> %413 to <16 x i8>, !dbg !277
    #dbg_value(<8 x i16> %413, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !278)
    #dbg_value(i64 16, !120, !DIExpression(), !278)
    #dbg_value(ptr undef, !121, !DIExpression(), !278)
    #dbg_value(i64 0, !124, !DIExpression(), !280)
    #dbg_value(i64 0, !124, !DIExpression(), !280)
  %415 = extractelement <16 x i8> %414, i64 0, !dbg !281
  %416 = zext i8 %415 to i64, !dbg !281
  %417 = xor i64 %412, %416, !dbg !282
  %418 = mul i64 %417, 1099511628211, !dbg !283
    #dbg_value(i64 1, !124, !DIExpression(), !280)
  %419 = extractelement <16 x i8> %414, i64 1, !dbg !281
  %420 = zext i8 %419 to i64, !dbg !281
  %421 = xor i64 %418, %420, !dbg !282
  %422 = mul i64 %421, 1099511628211, !dbg !283
    #dbg_value(i64 2, !124, !DIExpression(), !280)
  %423 = extractelement <16 x i8> %414, i64 2, !dbg !281
  %424 = zext i8 %423 to i64, !dbg !281
  %425 = xor i64 %422, %424, !dbg !282
  %426 = mul i64 %425, 1099511628211, !dbg !283
    #dbg_value(i64 3, !124, !DIExpression(), !280)
  %427 = extractelement <16 x i8> %414, i64 3, !dbg !281
  %428 = zext i8 %427 to i64, !dbg !281
  %429 = xor i64 %426, %428, !dbg !282
  %430 = mul i64 %429, 1099511628211, !dbg !283
    #dbg_value(i64 4, !124, !DIExpression(), !280)
  %431 = extractelement <16 x i8> %414, i64 4, !dbg !281
  %432 = zext i8 %431 to i64, !dbg !281
  %433 = xor i64 %430, %432, !dbg !282
  %434 = mul i64 %433, 1099511628211, !dbg !283
    #dbg_value(i64 5, !124, !DIExpression(), !280)
  %435 = extractelement <16 x i8> %414, i64 5, !dbg !281
  %436 = zext i8 %435 to i64, !dbg !281
  %437 = xor i64 %434, %436, !dbg !282
  %438 = mul i64 %437, 1099511628211, !dbg !283
    #dbg_value(i64 6, !124, !DIExpression(), !280)
  %439 = extractelement <16 x i8> %414, i64 6, !dbg !281
  %440 = zext i8 %439 to i64, !dbg !281
  %441 = xor i64 %438, %440, !dbg !282
  %442 = mul i64 %441, 1099511628211, !dbg !283
    #dbg_value(i64 7, !124, !DIExpression(), !280)
  %443 = extractelement <16 x i8> %414, i64 7, !dbg !281
  %444 = zext i8 %443 to i64, !dbg !281
  %445 = xor i64 %442, %444, !dbg !282
  %446 = mul i64 %445, 1099511628211, !dbg !283
    #dbg_value(i64 8, !124, !DIExpression(), !280)
  %447 = extractelement <16 x i8> %414, i64 8, !dbg !281
  %448 = zext i8 %447 to i64, !dbg !281
  %449 = xor i64 %446, %448, !dbg !282
  %450 = mul i64 %449, 1099511628211, !dbg !283
    #dbg_value(i64 9, !124, !DIExpression(), !280)
  %451 = extractelement <16 x i8> %414, i64 9, !dbg !281
  %452 = zext i8 %451 to i64, !dbg !281
  %453 = xor i64 %450, %452, !dbg !282
  %454 = mul i64 %453, 1099511628211, !dbg !283
    #dbg_value(i64 10, !124, !DIExpression(), !280)
  %455 = extractelement <16 x i8> %414, i64 10, !dbg !281
  %456 = zext i8 %455 to i64, !dbg !281
  %457 = xor i64 %454, %456, !dbg !282
  %458 = mul i64 %457, 1099511628211, !dbg !283
    #dbg_value(i64 11, !124, !DIExpression(), !280)
  %459 = extractelement <16 x i8> %414, i64 11, !dbg !281
  %460 = zext i8 %459 to i64, !dbg !281
  %461 = xor i64 %458, %460, !dbg !282
  %462 = mul i64 %461, 1099511628211, !dbg !283
    #dbg_value(i64 12, !124, !DIExpression(), !280)
  %463 = extractelement <16 x i8> %414, i64 12, !dbg !281
  %464 = zext i8 %463 to i64, !dbg !281
  %465 = xor i64 %462, %464, !dbg !282
  %466 = mul i64 %465, 1099511628211, !dbg !283
    #dbg_value(i64 13, !124, !DIExpression(), !280)
  %467 = extractelement <16 x i8> %414, i64 13, !dbg !281
  %468 = zext i8 %467 to i64, !dbg !281
  %469 = xor i64 %466, %468, !dbg !282
  %470 = mul i64 %469, 1099511628211, !dbg !283
    #dbg_value(i64 14, !124, !DIExpression(), !280)
  %471 = extractelement <16 x i8> %414, i64 14, !dbg !281
  %472 = zext i8 %471 to i64, !dbg !281
  %473 = xor i64 %470, %472, !dbg !282
  %474 = mul i64 %473, 1099511628211, !dbg !283
    #dbg_value(i64 15, !124, !DIExpression(), !280)
  %475 = extractelement <16 x i8> %414, i64 15, !dbg !281
  %476 = zext i8 %475 to i64, !dbg !281
  %477 = xor i64 %474, %476, !dbg !282
  %478 = mul i64 %477, 1099511628211, !dbg !283
    #dbg_value(i64 16, !124, !DIExpression(), !280)
  %479 = shufflevector <8 x i16> %72, <8 x i16> %280, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 4, i32 13, i32 6, i32 15>, !dbg !284
  %480 = bitcast <8 x i16> %479 to <16 x i8>, !dbg !285
    #dbg_value(<8 x i16> %479, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !286)
    #dbg_value(i64 16, !120, !DIExpression(), !286)
    #dbg_value(ptr undef, !121, !DIExpression(), !286)
    #dbg_value(i64 0, !124, !DIExpression(), !288)
    #dbg_value(i64 0, !124, !DIExpression(), !288)
  %481 = extractelement <16 x i8> %480, i64 0, !dbg !289
  %482 = zext i8 %481 to i64, !dbg !289
  %483 = xor i64 %478, %482, !dbg !290
  %484 = mul i64 %483, 1099511628211, !dbg !291
    #dbg_value(i64 1, !124, !DIExpression(), !288)
  %485 = extractelement <16 x i8> %480, i64 1, !dbg !289
  %486 = zext i8 %485 to i64, !dbg !289
  %487 = xor i64 %484, %486, !dbg !290
  %488 = mul i64 %487, 1099511628211, !dbg !291
    #dbg_value(i64 2, !124, !DIExpression(), !288)
  %489 = extractelement <16 x i8> %480, i64 2, !dbg !289
  %490 = zext i8 %489 to i64, !dbg !289
  %491 = xor i64 %488, %490, !dbg !290
  %492 = mul i64 %491, 1099511628211, !dbg !291
    #dbg_value(i64 3, !124, !DIExpression(), !288)
  %493 = extractelement <16 x i8> %480, i64 3, !dbg !289
  %494 = zext i8 %493 to i64, !dbg !289
  %495 = xor i64 %492, %494, !dbg !290
  %496 = mul i64 %495, 1099511628211, !dbg !291
    #dbg_value(i64 4, !124, !DIExpression(), !288)
  %497 = extractelement <16 x i8> %480, i64 4, !dbg !289
  %498 = zext i8 %497 to i64, !dbg !289
  %499 = xor i64 %496, %498, !dbg !290
  %500 = mul i64 %499, 1099511628211, !dbg !291
    #dbg_value(i64 5, !124, !DIExpression(), !288)
  %501 = extractelement <16 x i8> %480, i64 5, !dbg !289
  %502 = zext i8 %501 to i64, !dbg !289
  %503 = xor i64 %500, %502, !dbg !290
  %504 = mul i64 %503, 1099511628211, !dbg !291
    #dbg_value(i64 6, !124, !DIExpression(), !288)
  %505 = extractelement <16 x i8> %480, i64 6, !dbg !289
  %506 = zext i8 %505 to i64, !dbg !289
  %507 = xor i64 %504, %506, !dbg !290
  %508 = mul i64 %507, 1099511628211, !dbg !291
    #dbg_value(i64 7, !124, !DIExpression(), !288)
  %509 = extractelement <16 x i8> %480, i64 7, !dbg !289
  %510 = zext i8 %509 to i64, !dbg !289
  %511 = xor i64 %508, %510, !dbg !290
  %512 = mul i64 %511, 1099511628211, !dbg !291
    #dbg_value(i64 8, !124, !DIExpression(), !288)
  %513 = extractelement <16 x i8> %480, i64 8, !dbg !289
  %514 = zext i8 %513 to i64, !dbg !289
  %515 = xor i64 %512, %514, !dbg !290
  %516 = mul i64 %515, 1099511628211, !dbg !291
    #dbg_value(i64 9, !124, !DIExpression(), !288)
  %517 = extractelement <16 x i8> %480, i64 9, !dbg !289
  %518 = zext i8 %517 to i64, !dbg !289
  %519 = xor i64 %516, %518, !dbg !290
  %520 = mul i64 %519, 1099511628211, !dbg !291
    #dbg_value(i64 10, !124, !DIExpression(), !288)
  %521 = extractelement <16 x i8> %480, i64 10, !dbg !289
  %522 = zext i8 %521 to i64, !dbg !289
  %523 = xor i64 %520, %522, !dbg !290
  %524 = mul i64 %523, 1099511628211, !dbg !291
    #dbg_value(i64 11, !124, !DIExpression(), !288)
  %525 = extractelement <16 x i8> %480, i64 11, !dbg !289
  %526 = zext i8 %525 to i64, !dbg !289
  %527 = xor i64 %524, %526, !dbg !290
  %528 = mul i64 %527, 1099511628211, !dbg !291
    #dbg_value(i64 12, !124, !DIExpression(), !288)
  %529 = extractelement <16 x i8> %480, i64 12, !dbg !289
  %530 = zext i8 %529 to i64, !dbg !289
  %531 = xor i64 %528, %530, !dbg !290
  %532 = mul i64 %531, 1099511628211, !dbg !291
    #dbg_value(i64 13, !124, !DIExpression(), !288)
  %533 = extractelement <16 x i8> %480, i64 13, !dbg !289
  %534 = zext i8 %533 to i64, !dbg !289
  %535 = xor i64 %532, %534, !dbg !290
  %536 = mul i64 %535, 1099511628211, !dbg !291
    #dbg_value(i64 14, !124, !DIExpression(), !288)
  %537 = extractelement <16 x i8> %480, i64 14, !dbg !289
  %538 = zext i8 %537 to i64, !dbg !289
  %539 = xor i64 %536, %538, !dbg !290
  %540 = mul i64 %539, 1099511628211, !dbg !291
    #dbg_value(i64 15, !124, !DIExpression(), !288)
  %541 = extractelement <16 x i8> %480, i64 15, !dbg !289
  %542 = zext i8 %541 to i64, !dbg !289
  %543 = xor i64 %540, %542, !dbg !290
  %544 = mul i64 %543, 1099511628211, !dbg !291
    #dbg_value(i64 16, !124, !DIExpression(), !288)
  %545 = shufflevector <8 x i16> %69, <8 x i16> poison, <8 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !292
  %546 = bitcast <8 x i16> %545 to <16 x i8>, !dbg !293
    #dbg_value(<8 x i16> %545, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !294)
    #dbg_value(i64 16, !120, !DIExpression(), !294)
    #dbg_value(ptr undef, !121, !DIExpression(), !294)
    #dbg_value(i64 0, !124, !DIExpression(), !296)
    #dbg_value(i64 0, !124, !DIExpression(), !296)
  %547 = extractelement <16 x i8> %546, i64 0, !dbg !297
  %548 = zext i8 %547 to i64, !dbg !297
  %549 = xor i64 %544, %548, !dbg !298
  %550 = mul i64 %549, 1099511628211, !dbg !299
    #dbg_value(i64 1, !124, !DIExpression(), !296)
  %551 = extractelement <16 x i8> %546, i64 1, !dbg !297
  %552 = zext i8 %551 to i64, !dbg !297
  %553 = xor i64 %550, %552, !dbg !298
  %554 = mul i64 %553, 1099511628211, !dbg !299
    #dbg_value(i64 2, !124, !DIExpression(), !296)
  %555 = extractelement <16 x i8> %546, i64 2, !dbg !297
  %556 = zext i8 %555 to i64, !dbg !297
  %557 = xor i64 %554, %556, !dbg !298
  %558 = mul i64 %557, 1099511628211, !dbg !299
    #dbg_value(i64 3, !124, !DIExpression(), !296)
  %559 = extractelement <16 x i8> %546, i64 3, !dbg !297
  %560 = zext i8 %559 to i64, !dbg !297
  %561 = xor i64 %558, %560, !dbg !298
  %562 = mul i64 %561, 1099511628211, !dbg !299
    #dbg_value(i64 4, !124, !DIExpression(), !296)
  %563 = extractelement <16 x i8> %546, i64 4, !dbg !297
  %564 = zext i8 %563 to i64, !dbg !297
  %565 = xor i64 %562, %564, !dbg !298
  %566 = mul i64 %565, 1099511628211, !dbg !299
    #dbg_value(i64 5, !124, !DIExpression(), !296)
  %567 = extractelement <16 x i8> %546, i64 5, !dbg !297
  %568 = zext i8 %567 to i64, !dbg !297
  %569 = xor i64 %566, %568, !dbg !298
  %570 = mul i64 %569, 1099511628211, !dbg !299
    #dbg_value(i64 6, !124, !DIExpression(), !296)
  %571 = extractelement <16 x i8> %546, i64 6, !dbg !297
  %572 = zext i8 %571 to i64, !dbg !297
  %573 = xor i64 %570, %572, !dbg !298
  %574 = mul i64 %573, 1099511628211, !dbg !299
    #dbg_value(i64 7, !124, !DIExpression(), !296)
  %575 = extractelement <16 x i8> %546, i64 7, !dbg !297
  %576 = zext i8 %575 to i64, !dbg !297
  %577 = xor i64 %574, %576, !dbg !298
  %578 = mul i64 %577, 1099511628211, !dbg !299
    #dbg_value(i64 8, !124, !DIExpression(), !296)
  %579 = extractelement <16 x i8> %546, i64 8, !dbg !297
  %580 = zext i8 %579 to i64, !dbg !297
  %581 = xor i64 %578, %580, !dbg !298
  %582 = mul i64 %581, 1099511628211, !dbg !299
    #dbg_value(i64 9, !124, !DIExpression(), !296)
  %583 = extractelement <16 x i8> %546, i64 9, !dbg !297
  %584 = zext i8 %583 to i64, !dbg !297
  %585 = xor i64 %582, %584, !dbg !298
  %586 = mul i64 %585, 1099511628211, !dbg !299
    #dbg_value(i64 10, !124, !DIExpression(), !296)
  %587 = extractelement <16 x i8> %546, i64 10, !dbg !297
  %588 = zext i8 %587 to i64, !dbg !297
  %589 = xor i64 %586, %588, !dbg !298
  %590 = mul i64 %589, 1099511628211, !dbg !299
    #dbg_value(i64 11, !124, !DIExpression(), !296)
  %591 = extractelement <16 x i8> %546, i64 11, !dbg !297
  %592 = zext i8 %591 to i64, !dbg !297
  %593 = xor i64 %590, %592, !dbg !298
  %594 = mul i64 %593, 1099511628211, !dbg !299
    #dbg_value(i64 12, !124, !DIExpression(), !296)
  %595 = extractelement <16 x i8> %546, i64 12, !dbg !297
  %596 = zext i8 %595 to i64, !dbg !297
  %597 = xor i64 %594, %596, !dbg !298
  %598 = mul i64 %597, 1099511628211, !dbg !299
    #dbg_value(i64 13, !124, !DIExpression(), !296)
  %599 = extractelement <16 x i8> %546, i64 13, !dbg !297
  %600 = zext i8 %599 to i64, !dbg !297
  %601 = xor i64 %598, %600, !dbg !298
  %602 = mul i64 %601, 1099511628211, !dbg !299
    #dbg_value(i64 14, !124, !DIExpression(), !296)
  %603 = extractelement <16 x i8> %546, i64 14, !dbg !297
  %604 = zext i8 %603 to i64, !dbg !297
  %605 = xor i64 %602, %604, !dbg !298
  %606 = mul i64 %605, 1099511628211, !dbg !299
    #dbg_value(i64 15, !124, !DIExpression(), !296)
  %607 = extractelement <16 x i8> %546, i64 15, !dbg !297
  %608 = zext i8 %607 to i64, !dbg !297
  %609 = xor i64 %606, %608, !dbg !298
  %610 = mul i64 %609, 1099511628211, !dbg !299
    #dbg_value(i64 16, !124, !DIExpression(), !296)
  %611 = shufflevector <8 x i16> %73, <8 x i16> %280, <8 x i32> <i32 15, i32 3, i32 9, i32 0, i32 12, i32 7, i32 1, i32 8>, !dbg !300
  %612 = bitcast <8 x i16> %611 to <16 x i8>, !dbg !301
    #dbg_value(<8 x i16> %611, !210, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !302)
    #dbg_value(i64 16, !120, !DIExpression(), !302)
    #dbg_value(ptr undef, !121, !DIExpression(), !302)
    #dbg_value(i64 0, !124, !DIExpression(), !304)
    #dbg_value(i64 0, !124, !DIExpression(), !304)
  %613 = extractelement <16 x i8> %612, i64 0, !dbg !305
  %614 = zext i8 %613 to i64, !dbg !305
  %615 = xor i64 %610, %614, !dbg !306
  %616 = mul i64 %615, 1099511628211, !dbg !307
    #dbg_value(i64 1, !124, !DIExpression(), !304)
  %617 = extractelement <16 x i8> %612, i64 1, !dbg !305
  %618 = zext i8 %617 to i64, !dbg !305
  %619 = xor i64 %616, %618, !dbg !306
  %620 = mul i64 %619, 1099511628211, !dbg !307
    #dbg_value(i64 2, !124, !DIExpression(), !304)
  %621 = extractelement <16 x i8> %612, i64 2, !dbg !305
  %622 = zext i8 %621 to i64, !dbg !305
  %623 = xor i64 %620, %622, !dbg !306
  %624 = mul i64 %623, 1099511628211, !dbg !307
    #dbg_value(i64 3, !124, !DIExpression(), !304)
  %625 = extractelement <16 x i8> %612, i64 3, !dbg !305
  %626 = zext i8 %625 to i64, !dbg !305
  %627 = xor i64 %624, %626, !dbg !306
  %628 = mul i64 %627, 1099511628211, !dbg !307
    #dbg_value(i64 4, !124, !DIExpression(), !304)
  %629 = extractelement <16 x i8> %612, i64 4, !dbg !305
  %630 = zext i8 %629 to i64, !dbg !305
  %631 = xor i64 %628, %630, !dbg !306
  %632 = mul i64 %631, 1099511628211, !dbg !307
    #dbg_value(i64 5, !124, !DIExpression(), !304)
  %633 = extractelement <16 x i8> %612, i64 5, !dbg !305
  %634 = zext i8 %633 to i64, !dbg !305
  %635 = xor i64 %632, %634, !dbg !306
  %636 = mul i64 %635, 1099511628211, !dbg !307
    #dbg_value(i64 6, !124, !DIExpression(), !304)
  %637 = extractelement <16 x i8> %612, i64 6, !dbg !305
  %638 = zext i8 %637 to i64, !dbg !305
  %639 = xor i64 %636, %638, !dbg !306
  %640 = mul i64 %639, 1099511628211, !dbg !307
    #dbg_value(i64 7, !124, !DIExpression(), !304)
  %641 = extractelement <16 x i8> %612, i64 7, !dbg !305
  %642 = zext i8 %641 to i64, !dbg !305
  %643 = xor i64 %640, %642, !dbg !306
  %644 = mul i64 %643, 1099511628211, !dbg !307
    #dbg_value(i64 8, !124, !DIExpression(), !304)
  %645 = extractelement <16 x i8> %612, i64 8, !dbg !305
  %646 = zext i8 %645 to i64, !dbg !305
  %647 = xor i64 %644, %646, !dbg !306
  %648 = mul i64 %647, 1099511628211, !dbg !307
    #dbg_value(i64 9, !124, !DIExpression(), !304)
  %649 = extractelement <16 x i8> %612, i64 9, !dbg !305
  %650 = zext i8 %649 to i64, !dbg !305
  %651 = xor i64 %648, %650, !dbg !306
  %652 = mul i64 %651, 1099511628211, !dbg !307
    #dbg_value(i64 10, !124, !DIExpression(), !304)
  %653 = extractelement <16 x i8> %612, i64 10, !dbg !305
  %654 = zext i8 %653 to i64, !dbg !305
  %655 = xor i64 %652, %654, !dbg !306
  %656 = mul i64 %655, 1099511628211, !dbg !307
    #dbg_value(i64 11, !124, !DIExpression(), !304)
  %657 = extractelement <16 x i8> %612, i64 11, !dbg !305
  %658 = zext i8 %657 to i64, !dbg !305
  %659 = xor i64 %656, %658, !dbg !306
  %660 = mul i64 %659, 1099511628211, !dbg !307
    #dbg_value(i64 12, !124, !DIExpression(), !304)
  %661 = extractelement <16 x i8> %612, i64 12, !dbg !305
  %662 = zext i8 %661 to i64, !dbg !305
  %663 = xor i64 %660, %662, !dbg !306
  %664 = mul i64 %663, 1099511628211, !dbg !307
    #dbg_value(i64 13, !124, !DIExpression(), !304)
  %665 = extractelement <16 x i8> %612, i64 13, !dbg !305
  %666 = zext i8 %665 to i64, !dbg !305
  %667 = xor i64 %664, %666, !dbg !306
  %668 = mul i64 %667, 1099511628211, !dbg !307
    #dbg_value(i64 14, !124, !DIExpression(), !304)
  %669 = extractelement <16 x i8> %612, i64 14, !dbg !305
  %670 = zext i8 %669 to i64, !dbg !305
  %671 = xor i64 %668, %670, !dbg !306
  %672 = mul i64 %671, 1099511628211, !dbg !307
    #dbg_value(i64 15, !124, !DIExpression(), !304)
  %673 = extractelement <16 x i8> %612, i64 15, !dbg !305
  %674 = zext i8 %673 to i64, !dbg !305
  %675 = xor i64 %672, %674, !dbg !306
  %676 = mul i64 %675, 1099511628211, !dbg !307
    #dbg_value(i64 16, !124, !DIExpression(), !304)
  %677 = shufflevector <8 x i16> %72, <8 x i16> %147, <4 x i32> <i32 1, i32 9, i32 6, i32 14>, !dbg !308
  %678 = bitcast <4 x i16> %677 to <8 x i8>, !dbg !309
    #dbg_value(<4 x i16> %677, !211, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !310)
    #dbg_value(i64 8, !120, !DIExpression(), !310)
    #dbg_value(ptr undef, !121, !DIExpression(), !310)
    #dbg_value(i64 0, !124, !DIExpression(), !312)
    #dbg_value(i64 0, !124, !DIExpression(), !312)
  %679 = extractelement <8 x i8> %678, i64 0, !dbg !313
  %680 = zext i8 %679 to i64, !dbg !313
  %681 = xor i64 %676, %680, !dbg !314
  %682 = mul i64 %681, 1099511628211, !dbg !315
    #dbg_value(i64 1, !124, !DIExpression(), !312)
  %683 = extractelement <8 x i8> %678, i64 1, !dbg !313
  %684 = zext i8 %683 to i64, !dbg !313
  %685 = xor i64 %682, %684, !dbg !314
  %686 = mul i64 %685, 1099511628211, !dbg !315
    #dbg_value(i64 2, !124, !DIExpression(), !312)
  %687 = extractelement <8 x i8> %678, i64 2, !dbg !313
  %688 = zext i8 %687 to i64, !dbg !313
  %689 = xor i64 %686, %688, !dbg !314
  %690 = mul i64 %689, 1099511628211, !dbg !315
    #dbg_value(i64 3, !124, !DIExpression(), !312)
  %691 = extractelement <8 x i8> %678, i64 3, !dbg !313
  %692 = zext i8 %691 to i64, !dbg !313
  %693 = xor i64 %690, %692, !dbg !314
  %694 = mul i64 %693, 1099511628211, !dbg !315
    #dbg_value(i64 4, !124, !DIExpression(), !312)
  %695 = extractelement <8 x i8> %678, i64 4, !dbg !313
  %696 = zext i8 %695 to i64, !dbg !313
  %697 = xor i64 %694, %696, !dbg !314
  %698 = mul i64 %697, 1099511628211, !dbg !315
    #dbg_value(i64 5, !124, !DIExpression(), !312)
  %699 = extractelement <8 x i8> %678, i64 5, !dbg !313
  %700 = zext i8 %699 to i64, !dbg !313
  %701 = xor i64 %698, %700, !dbg !314
  %702 = mul i64 %701, 1099511628211, !dbg !315
    #dbg_value(i64 6, !124, !DIExpression(), !312)
  %703 = extractelement <8 x i8> %678, i64 6, !dbg !313
  %704 = zext i8 %703 to i64, !dbg !313
  %705 = xor i64 %702, %704, !dbg !314
  %706 = mul i64 %705, 1099511628211, !dbg !315
    #dbg_value(i64 7, !124, !DIExpression(), !312)
  %707 = extractelement <8 x i8> %678, i64 7, !dbg !313
  %708 = zext i8 %707 to i64, !dbg !313
  %709 = xor i64 %706, %708, !dbg !314
  %710 = mul i64 %709, 1099511628211, !dbg !315
    #dbg_value(i64 8, !124, !DIExpression(), !312)
  %711 = shufflevector <4 x i16> %677, <4 x i16> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 2, i32 1, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3>, !dbg !316
  %712 = bitcast <16 x i16> %711 to <32 x i8>, !dbg !317
    #dbg_value(<16 x i16> %711, !216, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !318)
    #dbg_value(i64 32, !120, !DIExpression(), !318)
    #dbg_value(ptr undef, !121, !DIExpression(), !318)
    #dbg_value(i64 0, !124, !DIExpression(), !320)
    #dbg_value(i64 0, !124, !DIExpression(), !320)
  %713 = extractelement <32 x i8> %712, i64 0, !dbg !321
  %714 = zext i8 %713 to i64, !dbg !321
  %715 = xor i64 %710, %714, !dbg !322
  %716 = mul i64 %715, 1099511628211, !dbg !323
    #dbg_value(i64 1, !124, !DIExpression(), !320)
  %717 = extractelement <32 x i8> %712, i64 1, !dbg !321
  %718 = zext i8 %717 to i64, !dbg !321
  %719 = xor i64 %716, %718, !dbg !322
  %720 = mul i64 %719, 1099511628211, !dbg !323
    #dbg_value(i64 2, !124, !DIExpression(), !320)
  %721 = extractelement <32 x i8> %712, i64 2, !dbg !321
  %722 = zext i8 %721 to i64, !dbg !321
  %723 = xor i64 %720, %722, !dbg !322
  %724 = mul i64 %723, 1099511628211, !dbg !323
    #dbg_value(i64 3, !124, !DIExpression(), !320)
  %725 = extractelement <32 x i8> %712, i64 3, !dbg !321
  %726 = zext i8 %725 to i64, !dbg !321
  %727 = xor i64 %724, %726, !dbg !322
  %728 = mul i64 %727, 1099511628211, !dbg !323
    #dbg_value(i64 4, !124, !DIExpression(), !320)
  %729 = extractelement <32 x i8> %712, i64 4, !dbg !321
  %730 = zext i8 %729 to i64, !dbg !321
  %731 = xor i64 %728, %730, !dbg !322
  %732 = mul i64 %731, 1099511628211, !dbg !323
    #dbg_value(i64 5, !124, !DIExpression(), !320)
  %733 = extractelement <32 x i8> %712, i64 5, !dbg !321
  %734 = zext i8 %733 to i64, !dbg !321
  %735 = xor i64 %732, %734, !dbg !322
  %736 = mul i64 %735, 1099511628211, !dbg !323
    #dbg_value(i64 6, !124, !DIExpression(), !320)
  %737 = extractelement <32 x i8> %712, i64 6, !dbg !321
  %738 = zext i8 %737 to i64, !dbg !321
  %739 = xor i64 %736, %738, !dbg !322
  %740 = mul i64 %739, 1099511628211, !dbg !323
    #dbg_value(i64 7, !124, !DIExpression(), !320)
  %741 = extractelement <32 x i8> %712, i64 7, !dbg !321
  %742 = zext i8 %741 to i64, !dbg !321
  %743 = xor i64 %740, %742, !dbg !322
  %744 = mul i64 %743, 1099511628211, !dbg !323
    #dbg_value(i64 8, !124, !DIExpression(), !320)
  %745 = extractelement <32 x i8> %712, i64 8, !dbg !321
  %746 = zext i8 %745 to i64, !dbg !321
  %747 = xor i64 %744, %746, !dbg !322
  %748 = mul i64 %747, 1099511628211, !dbg !323
    #dbg_value(i64 9, !124, !DIExpression(), !320)
  %749 = extractelement <32 x i8> %712, i64 9, !dbg !321
  %750 = zext i8 %749 to i64, !dbg !321
  %751 = xor i64 %748, %750, !dbg !322
  %752 = mul i64 %751, 1099511628211, !dbg !323
    #dbg_value(i64 10, !124, !DIExpression(), !320)
  %753 = extractelement <32 x i8> %712, i64 10, !dbg !321
  %754 = zext i8 %753 to i64, !dbg !321
  %755 = xor i64 %752, %754, !dbg !322
  %756 = mul i64 %755, 1099511628211, !dbg !323
    #dbg_value(i64 11, !124, !DIExpression(), !320)
  %757 = extractelement <32 x i8> %712, i64 11, !dbg !321
  %758 = zext i8 %757 to i64, !dbg !321
  %759 = xor i64 %756, %758, !dbg !322
  %760 = mul i64 %759, 1099511628211, !dbg !323
    #dbg_value(i64 12, !124, !DIExpression(), !320)
  %761 = extractelement <32 x i8> %712, i64 12, !dbg !321
  %762 = zext i8 %761 to i64, !dbg !321
  %763 = xor i64 %760, %762, !dbg !322
  %764 = mul i64 %763, 1099511628211, !dbg !323
    #dbg_value(i64 13, !124, !DIExpression(), !320)
  %765 = extractelement <32 x i8> %712, i64 13, !dbg !321
  %766 = zext i8 %765 to i64, !dbg !321
  %767 = xor i64 %764, %766, !dbg !322
  %768 = mul i64 %767, 1099511628211, !dbg !323
    #dbg_value(i64 14, !124, !DIExpression(), !320)
  %769 = extractelement <32 x i8> %712, i64 14, !dbg !321
  %770 = zext i8 %769 to i64, !dbg !321
  %771 = xor i64 %768, %770, !dbg !322
  %772 = mul i64 %771, 1099511628211, !dbg !323
    #dbg_value(i64 15, !124, !DIExpression(), !320)
  %773 = extractelement <32 x i8> %712, i64 15, !dbg !321
  %774 = zext i8 %773 to i64, !dbg !321
  %775 = xor i64 %772, %774, !dbg !322
  %776 = mul i64 %775, 1099511628211, !dbg !323
    #dbg_value(i64 16, !124, !DIExpression(), !320)
  %777 = extractelement <32 x i8> %712, i64 16, !dbg !321
  %778 = zext i8 %777 to i64, !dbg !321
  %779 = xor i64 %776, %778, !dbg !322
  %780 = mul i64 %779, 1099511628211, !dbg !323
    #dbg_value(i64 17, !124, !DIExpression(), !320)
  %781 = extractelement <32 x i8> %712, i64 17, !dbg !321
  %782 = zext i8 %781 to i64, !dbg !321
  %783 = xor i64 %780, %782, !dbg !322
  %784 = mul i64 %783, 1099511628211, !dbg !323
    #dbg_value(i64 18, !124, !DIExpression(), !320)
  %785 = extractelement <32 x i8> %712, i64 18, !dbg !321
  %786 = zext i8 %785 to i64, !dbg !321
  %787 = xor i64 %784, %786, !dbg !322
  %788 = mul i64 %787, 1099511628211, !dbg !323
    #dbg_value(i64 19, !124, !DIExpression(), !320)
  %789 = extractelement <32 x i8> %712, i64 19, !dbg !321
  %790 = zext i8 %789 to i64, !dbg !321
  %791 = xor i64 %788, %790, !dbg !322
  %792 = mul i64 %791, 1099511628211, !dbg !323
    #dbg_value(i64 20, !124, !DIExpression(), !320)
  %793 = extractelement <32 x i8> %712, i64 20, !dbg !321
  %794 = zext i8 %793 to i64, !dbg !321
  %795 = xor i64 %792, %794, !dbg !322
  %796 = mul i64 %795, 1099511628211, !dbg !323
    #dbg_value(i64 21, !124, !DIExpression(), !320)
  %797 = extractelement <32 x i8> %712, i64 21, !dbg !321
  %798 = zext i8 %797 to i64, !dbg !321
  %799 = xor i64 %796, %798, !dbg !322
  %800 = mul i64 %799, 1099511628211, !dbg !323
    #dbg_value(i64 22, !124, !DIExpression(), !320)
  %801 = extractelement <32 x i8> %712, i64 22, !dbg !321
  %802 = zext i8 %801 to i64, !dbg !321
  %803 = xor i64 %800, %802, !dbg !322
  %804 = mul i64 %803, 1099511628211, !dbg !323
    #dbg_value(i64 23, !124, !DIExpression(), !320)
  %805 = extractelement <32 x i8> %712, i64 23, !dbg !321
  %806 = zext i8 %805 to i64, !dbg !321
  %807 = xor i64 %804, %806, !dbg !322
  %808 = mul i64 %807, 1099511628211, !dbg !323
    #dbg_value(i64 24, !124, !DIExpression(), !320)
  %809 = extractelement <32 x i8> %712, i64 24, !dbg !321
  %810 = zext i8 %809 to i64, !dbg !321
  %811 = xor i64 %808, %810, !dbg !322
  %812 = mul i64 %811, 1099511628211, !dbg !323
    #dbg_value(i64 25, !124, !DIExpression(), !320)
  %813 = extractelement <32 x i8> %712, i64 25, !dbg !321
  %814 = zext i8 %813 to i64, !dbg !321
  %815 = xor i64 %812, %814, !dbg !322
  %816 = mul i64 %815, 1099511628211, !dbg !323
    #dbg_value(i64 26, !124, !DIExpression(), !320)
  %817 = extractelement <32 x i8> %712, i64 26, !dbg !321
  %818 = zext i8 %817 to i64, !dbg !321
  %819 = xor i64 %816, %818, !dbg !322
  %820 = mul i64 %819, 1099511628211, !dbg !323
    #dbg_value(i64 27, !124, !DIExpression(), !320)
  %821 = extractelement <32 x i8> %712, i64 27, !dbg !321
  %822 = zext i8 %821 to i64, !dbg !321
  %823 = xor i64 %820, %822, !dbg !322
  %824 = mul i64 %823, 1099511628211, !dbg !323
    #dbg_value(i64 28, !124, !DIExpression(), !320)
  %825 = extractelement <32 x i8> %712, i64 28, !dbg !321
  %826 = zext i8 %825 to i64, !dbg !321
  %827 = xor i64 %824, %826, !dbg !322
  %828 = mul i64 %827, 1099511628211, !dbg !323
    #dbg_value(i64 29, !124, !DIExpression(), !320)
  %829 = extractelement <32 x i8> %712, i64 29, !dbg !321
  %830 = zext i8 %829 to i64, !dbg !321
  %831 = xor i64 %828, %830, !dbg !322
  %832 = mul i64 %831, 1099511628211, !dbg !323
    #dbg_value(i64 30, !124, !DIExpression(), !320)
  %833 = extractelement <32 x i8> %712, i64 30, !dbg !321
  %834 = zext i8 %833 to i64, !dbg !321
  %835 = xor i64 %832, %834, !dbg !322
  %836 = mul i64 %835, 1099511628211, !dbg !323
    #dbg_value(i64 31, !124, !DIExpression(), !320)
  %837 = extractelement <32 x i8> %712, i64 31, !dbg !321
  %838 = zext i8 %837 to i64, !dbg !321
  %839 = xor i64 %836, %838, !dbg !322
  %840 = mul i64 %839, 1099511628211, !dbg !323
    #dbg_value(i64 32, !124, !DIExpression(), !320)
  %841 = shufflevector <16 x i16> %711, <16 x i16> poison, <8 x i32> <i32 15, i32 13, i32 11, i32 9, i32 7, i32 5, i32 3, i32 1>, !dbg !324
  %842 = bitcast <8 x i16> %841 to <16 x i8>, !dbg !325
    #dbg_value(<8 x i16> %841, !219, !DIExpression(), !221)
    #dbg_value(ptr undef, !111, !DIExpression(), !326)
    #dbg_value(i64 16, !120, !DIExpression(), !326)
    #dbg_value(ptr undef, !121, !DIExpression(), !326)
    #dbg_value(i64 0, !124, !DIExpression(), !328)
    #dbg_value(i64 0, !124, !DIExpression(), !328)
  %843 = extractelement <16 x i8> %842, i64 0, !dbg !329
  %844 = zext i8 %843 to i64, !dbg !329
  %845 = xor i64 %840, %844, !dbg !330
  %846 = mul i64 %845, 1099511628211, !dbg !331
    #dbg_value(i64 1, !124, !DIExpression(), !328)
  %847 = extractelement <16 x i8> %842, i64 1, !dbg !329
  %848 = zext i8 %847 to i64, !dbg !329
  %849 = xor i64 %846, %848, !dbg !330
  %850 = mul i64 %849, 1099511628211, !dbg !331
    #dbg_value(i64 2, !124, !DIExpression(), !328)
  %851 = extractelement <16 x i8> %842, i64 2, !dbg !329
  %852 = zext i8 %851 to i64, !dbg !329
  %853 = xor i64 %850, %852, !dbg !330
  %854 = mul i64 %853, 1099511628211, !dbg !331
    #dbg_value(i64 3, !124, !DIExpression(), !328)
  %855 = extractelement <16 x i8> %842, i64 3, !dbg !329
  %856 = zext i8 %855 to i64, !dbg !329
  %857 = xor i64 %854, %856, !dbg !330
  %858 = mul i64 %857, 1099511628211, !dbg !331
    #dbg_value(i64 4, !124, !DIExpression(), !328)
  %859 = extractelement <16 x i8> %842, i64 4, !dbg !329
  %860 = zext i8 %859 to i64, !dbg !329
  %861 = xor i64 %858, %860, !dbg !330
  %862 = mul i64 %861, 1099511628211, !dbg !331
    #dbg_value(i64 5, !124, !DIExpression(), !328)
  %863 = extractelement <16 x i8> %842, i64 5, !dbg !329
  %864 = zext i8 %863 to i64, !dbg !329
  %865 = xor i64 %862, %864, !dbg !330
  %866 = mul i64 %865, 1099511628211, !dbg !331
    #dbg_value(i64 6, !124, !DIExpression(), !328)
  %867 = extractelement <16 x i8> %842, i64 6, !dbg !329
  %868 = zext i8 %867 to i64, !dbg !329
  %869 = xor i64 %866, %868, !dbg !330
  %870 = mul i64 %869, 1099511628211, !dbg !331
    #dbg_value(i64 7, !124, !DIExpression(), !328)
  %871 = extractelement <16 x i8> %842, i64 7, !dbg !329
  %872 = zext i8 %871 to i64, !dbg !329
  %873 = xor i64 %870, %872, !dbg !330
  %874 = mul i64 %873, 1099511628211, !dbg !331
    #dbg_value(i64 8, !124, !DIExpression(), !328)
  %875 = extractelement <16 x i8> %842, i64 8, !dbg !329
  %876 = zext i8 %875 to i64, !dbg !329
  %877 = xor i64 %874, %876, !dbg !330
  %878 = mul i64 %877, 1099511628211, !dbg !331
    #dbg_value(i64 9, !124, !DIExpression(), !328)
  %879 = extractelement <16 x i8> %842, i64 9, !dbg !329
  %880 = zext i8 %879 to i64, !dbg !329
  %881 = xor i64 %878, %880, !dbg !330
  %882 = mul i64 %881, 1099511628211, !dbg !331
    #dbg_value(i64 10, !124, !DIExpression(), !328)
  %883 = extractelement <16 x i8> %842, i64 10, !dbg !329
  %884 = zext i8 %883 to i64, !dbg !329
  %885 = xor i64 %882, %884, !dbg !330
  %886 = mul i64 %885, 1099511628211, !dbg !331
    #dbg_value(i64 11, !124, !DIExpression(), !328)
  %887 = extractelement <16 x i8> %842, i64 11, !dbg !329
  %888 = zext i8 %887 to i64, !dbg !329
  %889 = xor i64 %886, %888, !dbg !330
  %890 = mul i64 %889, 1099511628211, !dbg !331
    #dbg_value(i64 12, !124, !DIExpression(), !328)
  %891 = extractelement <16 x i8> %842, i64 12, !dbg !329
  %892 = zext i8 %891 to i64, !dbg !329
  %893 = xor i64 %890, %892, !dbg !330
  %894 = mul i64 %893, 1099511628211, !dbg !331
    #dbg_value(i64 13, !124, !DIExpression(), !328)
  %895 = extractelement <16 x i8> %842, i64 13, !dbg !329
  %896 = zext i8 %895 to i64, !dbg !329
  %897 = xor i64 %894, %896, !dbg !330
  %898 = mul i64 %897, 1099511628211, !dbg !331
    #dbg_value(i64 14, !124, !DIExpression(), !328)
  %899 = extractelement <16 x i8> %842, i64 14, !dbg !329
  %900 = zext i8 %899 to i64, !dbg !329
  %901 = xor i64 %898, %900, !dbg !330
  %902 = mul i64 %901, 1099511628211, !dbg !331
    #dbg_value(i64 15, !124, !DIExpression(), !328)
  %903 = extractelement <16 x i8> %842, i64 15, !dbg !329
  %904 = zext i8 %903 to i64, !dbg !329
  %905 = xor i64 %902, %904, !dbg !330
  %906 = mul i64 %905, 1099511628211, !dbg !331
    #dbg_value(i64 16, !124, !DIExpression(), !328)
  store i64 %906, ptr @hash, align 8, !dbg !332, !tbaa !42
  ret void, !dbg !333
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @words() unnamed_addr #2 !dbg !334 {
    #dbg_value(i32 0, !340, !DIExpression(), !368)
  %1 = load i32, ptr @seed, align 4, !tbaa !93
    #dbg_value(<4 x i32> undef, !336, !DIExpression(), !369)
    #dbg_value(i32 0, !340, !DIExpression(), !368)
    #dbg_value(<4 x i32> undef, !336, !DIExpression(), !369)
  %2 = mul i32 %1, 1103515245, !dbg !370
  %3 = add i32 %2, 12345, !dbg !373
    #dbg_value(<4 x i32> poison, !336, !DIExpression(), !369)
    #dbg_value(i32 1, !340, !DIExpression(), !368)
  %4 = mul i32 %3, 1103515245, !dbg !370
  %5 = add i32 %4, 12345, !dbg !373
  %6 = insertelement <2 x i32> poison, i32 %3, i64 0, !dbg !374
  %7 = insertelement <2 x i32> %6, i32 %5, i64 1, !dbg !374
  %8 = lshr <2 x i32> %7, <i32 7, i32 7>, !dbg !374
    #dbg_value(<4 x i32> poison, !336, !DIExpression(), !369)
    #dbg_value(i32 2, !340, !DIExpression(), !368)
  %9 = mul i32 %5, 1103515245, !dbg !370
  %10 = add i32 %9, 12345, !dbg !373
  %11 = lshr i32 %10, 7, !dbg !374
    #dbg_value(<4 x i32> %28, !336, !DIExpression(), !369)
    #dbg_value(i32 3, !340, !DIExpression(), !368)
  %12 = mul i32 %10, 1103515245, !dbg !370
  %13 = add i32 %12, 12345, !dbg !373
  %14 = lshr i32 %13, 7, !dbg !374
    #dbg_value(<4 x i32> %29, !336, !DIExpression(), !369)
    #dbg_value(i32 4, !340, !DIExpression(), !368)
    #dbg_value(i32 0, !342, !DIExpression(), !375)
    #dbg_value(<4 x i32> undef, !339, !DIExpression(), !369)
    #dbg_value(i32 0, !342, !DIExpression(), !375)
    #dbg_value(<4 x i32> undef, !339, !DIExpression(), !369)
  %15 = mul i32 %13, 1103515245, !dbg !376
  %16 = add i32 %15, 12345, !dbg !379
  %17 = lshr i32 %16, 7, !dbg !380
    #dbg_value(<4 x i32> %97, !339, !DIExpression(), !369)
    #dbg_value(i32 1, !342, !DIExpression(), !375)
  %18 = mul i32 %16, 1103515245, !dbg !376
  %19 = add i32 %18, 12345, !dbg !379
  %20 = lshr i32 %19, 7, !dbg !380
    #dbg_value(<4 x i32> %98, !339, !DIExpression(), !369)
    #dbg_value(i32 2, !342, !DIExpression(), !375)
  %21 = mul i32 %19, 1103515245, !dbg !376
  %22 = add i32 %21, 12345, !dbg !379
  %23 = lshr i32 %22, 7, !dbg !380
    #dbg_value(<4 x i32> %99, !339, !DIExpression(), !369)
    #dbg_value(i32 3, !342, !DIExpression(), !375)
  %24 = mul i32 %22, 1103515245, !dbg !376
  %25 = add i32 %24, 12345, !dbg !379
  %26 = lshr i32 %25, 7, !dbg !380
    #dbg_value(<4 x i32> %100, !339, !DIExpression(), !369)
    #dbg_value(i32 4, !342, !DIExpression(), !375)
  %27 = shufflevector <2 x i32> %8, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !381
  %28 = insertelement <4 x i32> %27, i32 %11, i64 2, !dbg !381
  %29 = insertelement <4 x i32> %28, i32 %14, i64 3, !dbg !381
  store i32 %25, ptr @seed, align 4, !dbg !382, !tbaa !93
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !383
  %31 = bitcast <4 x i32> %30 to <16 x i8>, !dbg !384
    #dbg_value(<4 x i32> %30, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !385)
    #dbg_value(i64 16, !120, !DIExpression(), !385)
    #dbg_value(ptr undef, !121, !DIExpression(), !385)
    #dbg_value(i64 0, !124, !DIExpression(), !387)
  %32 = load i64, ptr @hash, align 8, !tbaa !42
    #dbg_value(i64 0, !124, !DIExpression(), !387)
  %33 = extractelement <16 x i8> %31, i64 0, !dbg !388
  %34 = zext i8 %33 to i64, !dbg !388
  %35 = xor i64 %32, %34, !dbg !389
  %36 = mul i64 %35, 1099511628211, !dbg !390
    #dbg_value(i64 1, !124, !DIExpression(), !387)
  %37 = extractelement <16 x i8> %31, i64 1, !dbg !388
  %38 = zext i8 %37 to i64, !dbg !388
  %39 = xor i64 %36, %38, !dbg !389
  %40 = mul i64 %39, 1099511628211, !dbg !390
    #dbg_value(i64 2, !124, !DIExpression(), !387)
  %41 = extractelement <16 x i8> %31, i64 2, !dbg !388
  %42 = zext i8 %41 to i64, !dbg !388
  %43 = xor i64 %40, %42, !dbg !389
  %44 = mul i64 %43, 1099511628211, !dbg !390
    #dbg_value(i64 3, !124, !DIExpression(), !387)
  %45 = extractelement <16 x i8> %31, i64 3, !dbg !388
  %46 = zext i8 %45 to i64, !dbg !388
  %47 = xor i64 %44, %46, !dbg !389
  %48 = mul i64 %47, 1099511628211, !dbg !390
    #dbg_value(i64 4, !124, !DIExpression(), !387)
  %49 = extractelement <16 x i8> %31, i64 4, !dbg !388
  %50 = zext i8 %49 to i64, !dbg !388
  %51 = xor i64 %48, %50, !dbg !389
  %52 = mul i64 %51, 1099511628211, !dbg !390
    #dbg_value(i64 5, !124, !DIExpression(), !387)
  %53 = extractelement <16 x i8> %31, i64 5, !dbg !388
  %54 = zext i8 %53 to i64, !dbg !388
  %55 = xor i64 %52, %54, !dbg !389
  %56 = mul i64 %55, 1099511628211, !dbg !390
    #dbg_value(i64 6, !124, !DIExpression(), !387)
  %57 = extractelement <16 x i8> %31, i64 6, !dbg !388
  %58 = zext i8 %57 to i64, !dbg !388
  %59 = xor i64 %56, %58, !dbg !389
  %60 = mul i64 %59, 1099511628211, !dbg !390
    #dbg_value(i64 7, !124, !DIExpression(), !387)
  %61 = extractelement <16 x i8> %31, i64 7, !dbg !388
  %62 = zext i8 %61 to i64, !dbg !388
  %63 = xor i64 %60, %62, !dbg !389
  %64 = mul i64 %63, 1099511628211, !dbg !390
    #dbg_value(i64 8, !124, !DIExpression(), !387)
  %65 = extractelement <16 x i8> %31, i64 8, !dbg !388
  %66 = zext i8 %65 to i64, !dbg !388
  %67 = xor i64 %64, %66, !dbg !389
  %68 = mul i64 %67, 1099511628211, !dbg !390
    #dbg_value(i64 9, !124, !DIExpression(), !387)
  %69 = extractelement <16 x i8> %31, i64 9, !dbg !388
  %70 = zext i8 %69 to i64, !dbg !388
  %71 = xor i64 %68, %70, !dbg !389
  %72 = mul i64 %71, 1099511628211, !dbg !390
    #dbg_value(i64 10, !124, !DIExpression(), !387)
  %73 = extractelement <16 x i8> %31, i64 10, !dbg !388
  %74 = zext i8 %73 to i64, !dbg !388
  %75 = xor i64 %72, %74, !dbg !389
  %76 = mul i64 %75, 1099511628211, !dbg !390
    #dbg_value(i64 11, !124, !DIExpression(), !387)
  %77 = extractelement <16 x i8> %31, i64 11, !dbg !388
  %78 = zext i8 %77 to i64, !dbg !388
  %79 = xor i64 %76, %78, !dbg !389
  %80 = mul i64 %79, 1099511628211, !dbg !390
    #dbg_value(i64 12, !124, !DIExpression(), !387)
  %81 = extractelement <16 x i8> %31, i64 12, !dbg !388
  %82 = zext i8 %81 to i64, !dbg !388
  %83 = xor i64 %80, %82, !dbg !389
  %84 = mul i64 %83, 1099511628211, !dbg !390
    #dbg_value(i64 13, !124, !DIExpression(), !387)
  %85 = extractelement <16 x i8> %31, i64 13, !dbg !388
  %86 = zext i8 %85 to i64, !dbg !388
  %87 = xor i64 %84, %86, !dbg !389
  %88 = mul i64 %87, 1099511628211, !dbg !390
    #dbg_value(i64 14, !124, !DIExpression(), !387)
  %89 = extractelement <16 x i8> %31, i64 14, !dbg !388
  %90 = zext i8 %89 to i64, !dbg !388
  %91 = xor i64 %88, %90, !dbg !389
  %92 = mul i64 %91, 1099511628211, !dbg !390
    #dbg_value(i64 15, !124, !DIExpression(), !387)
  %93 = extractelement <16 x i8> %31, i64 15, !dbg !388
  %94 = zext i8 %93 to i64, !dbg !388
  %95 = xor i64 %92, %94, !dbg !389
  %96 = mul i64 %95, 1099511628211, !dbg !390
    #dbg_value(i64 16, !124, !DIExpression(), !387)
  %97 = insertelement <4 x i32> poison, i32 %17, i64 0, !dbg !391
  %98 = insertelement <4 x i32> %97, i32 %20, i64 1, !dbg !391
  %99 = insertelement <4 x i32> %98, i32 %23, i64 2, !dbg !391
  %100 = insertelement <4 x i32> %99, i32 %26, i64 3, !dbg !391
  %101 = shufflevector <4 x i32> %27, <4 x i32> %98, <4 x i32> <i32 0, i32 4, i32 1, i32 5>, !dbg !392
  %102 = bitcast <4 x i32> %101 to <16 x i8>, !dbg !393
    #dbg_value(<4 x i32> %101, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !394)
    #dbg_value(i64 16, !120, !DIExpression(), !394)
    #dbg_value(ptr undef, !121, !DIExpression(), !394)
    #dbg_value(i64 0, !124, !DIExpression(), !396)
    #dbg_value(i64 0, !124, !DIExpression(), !396)
  %103 = extractelement <16 x i8> %102, i64 0, !dbg !397
  %104 = zext i8 %103 to i64, !dbg !397
  %105 = xor i64 %96, %104, !dbg !398
  %106 = mul i64 %105, 1099511628211, !dbg !399
    #dbg_value(i64 1, !124, !DIExpression(), !396)
  %107 = extractelement <16 x i8> %102, i64 1, !dbg !397
  %108 = zext i8 %107 to i64, !dbg !397
  %109 = xor i64 %106, %108, !dbg !398
  %110 = mul i64 %109, 1099511628211, !dbg !399
    #dbg_value(i64 2, !124, !DIExpression(), !396)
  %111 = extractelement <16 x i8> %102, i64 2, !dbg !397
  %112 = zext i8 %111 to i64, !dbg !397
  %113 = xor i64 %110, %112, !dbg !398
  %114 = mul i64 %113, 1099511628211, !dbg !399
    #dbg_value(i64 3, !124, !DIExpression(), !396)
  %115 = extractelement <16 x i8> %102, i64 3, !dbg !397
  %116 = zext i8 %115 to i64, !dbg !397
  %117 = xor i64 %114, %116, !dbg !398
  %118 = mul i64 %117, 1099511628211, !dbg !399
    #dbg_value(i64 4, !124, !DIExpression(), !396)
  %119 = extractelement <16 x i8> %102, i64 4, !dbg !397
  %120 = zext i8 %119 to i64, !dbg !397
  %121 = xor i64 %118, %120, !dbg !398
  %122 = mul i64 %121, 1099511628211, !dbg !399
    #dbg_value(i64 5, !124, !DIExpression(), !396)
  %123 = extractelement <16 x i8> %102, i64 5, !dbg !397
  %124 = zext i8 %123 to i64, !dbg !397
  %125 = xor i64 %122, %124, !dbg !398
  %126 = mul i64 %125, 1099511628211, !dbg !399
    #dbg_value(i64 6, !124, !DIExpression(), !396)
  %127 = extractelement <16 x i8> %102, i64 6, !dbg !397
  %128 = zext i8 %127 to i64, !dbg !397
  %129 = xor i64 %126, %128, !dbg !398
  %130 = mul i64 %129, 1099511628211, !dbg !399
    #dbg_value(i64 7, !124, !DIExpression(), !396)
  %131 = extractelement <16 x i8> %102, i64 7, !dbg !397
  %132 = zext i8 %131 to i64, !dbg !397
  %133 = xor i64 %130, %132, !dbg !398
  %134 = mul i64 %133, 1099511628211, !dbg !399
    #dbg_value(i64 8, !124, !DIExpression(), !396)
  %135 = extractelement <16 x i8> %102, i64 8, !dbg !397
  %136 = zext i8 %135 to i64, !dbg !397
  %137 = xor i64 %134, %136, !dbg !398
  %138 = mul i64 %137, 1099511628211, !dbg !399
    #dbg_value(i64 9, !124, !DIExpression(), !396)
  %139 = extractelement <16 x i8> %102, i64 9, !dbg !397
  %140 = zext i8 %139 to i64, !dbg !397
  %141 = xor i64 %138, %140, !dbg !398
  %142 = mul i64 %141, 1099511628211, !dbg !399
    #dbg_value(i64 10, !124, !DIExpression(), !396)
  %143 = extractelement <16 x i8> %102, i64 10, !dbg !397
  %144 = zext i8 %143 to i64, !dbg !397
  %145 = xor i64 %142, %144, !dbg !398
  %146 = mul i64 %145, 1099511628211, !dbg !399
    #dbg_value(i64 11, !124, !DIExpression(), !396)
  %147 = extractelement <16 x i8> %102, i64 11, !dbg !397
  %148 = zext i8 %147 to i64, !dbg !397
  %149 = xor i64 %146, %148, !dbg !398
  %150 = mul i64 %149, 1099511628211, !dbg !399
    #dbg_value(i64 12, !124, !DIExpression(), !396)
  %151 = extractelement <16 x i8> %102, i64 12, !dbg !397
  %152 = zext i8 %151 to i64, !dbg !397
  %153 = xor i64 %150, %152, !dbg !398
  %154 = mul i64 %153, 1099511628211, !dbg !399
    #dbg_value(i64 13, !124, !DIExpression(), !396)
  %155 = extractelement <16 x i8> %102, i64 13, !dbg !397
  %156 = zext i8 %155 to i64, !dbg !397
  %157 = xor i64 %154, %156, !dbg !398
  %158 = mul i64 %157, 1099511628211, !dbg !399
    #dbg_value(i64 14, !124, !DIExpression(), !396)
  %159 = extractelement <16 x i8> %102, i64 14, !dbg !397
  %160 = zext i8 %159 to i64, !dbg !397
  %161 = xor i64 %158, %160, !dbg !398
  %162 = mul i64 %161, 1099511628211, !dbg !399
    #dbg_value(i64 15, !124, !DIExpression(), !396)
  %163 = extractelement <16 x i8> %102, i64 15, !dbg !397
  %164 = zext i8 %163 to i64, !dbg !397
  %165 = xor i64 %162, %164, !dbg !398
  %166 = mul i64 %165, 1099511628211, !dbg !399
    #dbg_value(i64 16, !124, !DIExpression(), !396)
  %167 = shufflevector <4 x i32> %29, <4 x i32> %100, <4 x i32> <i32 2, i32 6, i32 3, i32 7>, !dbg !400
  %168 = bitcast <4 x i32> %167 to <16 x i8>, !dbg !401
    #dbg_value(<4 x i32> %167, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !402)
    #dbg_value(i64 16, !120, !DIExpression(), !402)
    #dbg_value(ptr undef, !121, !DIExpression(), !402)
    #dbg_value(i64 0, !124, !DIExpression(), !404)
    #dbg_value(i64 0, !124, !DIExpression(), !404)
  %169 = extractelement <16 x i8> %168, i64 0, !dbg !405
  %170 = zext i8 %169 to i64, !dbg !405
  %171 = xor i64 %166, %170, !dbg !406
  %172 = mul i64 %171, 1099511628211, !dbg !407
    #dbg_value(i64 1, !124, !DIExpression(), !404)
  %173 = extractelement <16 x i8> %168, i64 1, !dbg !405
  %174 = zext i8 %173 to i64, !dbg !405
  %175 = xor i64 %172, %174, !dbg !406
  %176 = mul i64 %175, 1099511628211, !dbg !407
    #dbg_value(i64 2, !124, !DIExpression(), !404)
  %177 = extractelement <16 x i8> %168, i64 2, !dbg !405
  %178 = zext i8 %177 to i64, !dbg !405
  %179 = xor i64 %176, %178, !dbg !406
  %180 = mul i64 %179, 1099511628211, !dbg !407
    #dbg_value(i64 3, !124, !DIExpression(), !404)
  %181 = extractelement <16 x i8> %168, i64 3, !dbg !405
  %182 = zext i8 %181 to i64, !dbg !405
  %183 = xor i64 %180, %182, !dbg !406
  %184 = mul i64 %183, 1099511628211, !dbg !407
    #dbg_value(i64 4, !124, !DIExpression(), !404)
  %185 = extractelement <16 x i8> %168, i64 4, !dbg !405
  %186 = zext i8 %185 to i64, !dbg !405
  %187 = xor i64 %184, %186, !dbg !406
  %188 = mul i64 %187, 1099511628211, !dbg !407
    #dbg_value(i64 5, !124, !DIExpression(), !404)
  %189 = extractelement <16 x i8> %168, i64 5, !dbg !405
  %190 = zext i8 %189 to i64, !dbg !405
  %191 = xor i64 %188, %190, !dbg !406
  %192 = mul i64 %191, 1099511628211, !dbg !407
    #dbg_value(i64 6, !124, !DIExpression(), !404)
  %193 = extractelement <16 x i8> %168, i64 6, !dbg !405
  %194 = zext i8 %193 to i64, !dbg !405
  %195 = xor i64 %192, %194, !dbg !406
  %196 = mul i64 %195, 1099511628211, !dbg !407
    #dbg_value(i64 7, !124, !DIExpression(), !404)
  %197 = extractelement <16 x i8> %168, i64 7, !dbg !405
  %198 = zext i8 %197 to i64, !dbg !405
  %199 = xor i64 %196, %198, !dbg !406
  %200 = mul i64 %199, 1099511628211, !dbg !407
    #dbg_value(i64 8, !124, !DIExpression(), !404)
  %201 = extractelement <16 x i8> %168, i64 8, !dbg !405
  %202 = zext i8 %201 to i64, !dbg !405
  %203 = xor i64 %200, %202, !dbg !406
  %204 = mul i64 %203, 1099511628211, !dbg !407
    #dbg_value(i64 9, !124, !DIExpression(), !404)
  %205 = extractelement <16 x i8> %168, i64 9, !dbg !405
  %206 = zext i8 %205 to i64, !dbg !405
  %207 = xor i64 %204, %206, !dbg !406
  %208 = mul i64 %207, 1099511628211, !dbg !407
    #dbg_value(i64 10, !124, !DIExpression(), !404)
  %209 = extractelement <16 x i8> %168, i64 10, !dbg !405
  %210 = zext i8 %209 to i64, !dbg !405
  %211 = xor i64 %208, %210, !dbg !406
  %212 = mul i64 %211, 1099511628211, !dbg !407
    #dbg_value(i64 11, !124, !DIExpression(), !404)
  %213 = extractelement <16 x i8> %168, i64 11, !dbg !405
  %214 = zext i8 %213 to i64, !dbg !405
  %215 = xor i64 %212, %214, !dbg !406
  %216 = mul i64 %215, 1099511628211, !dbg !407
    #dbg_value(i64 12, !124, !DIExpression(), !404)
  %217 = extractelement <16 x i8> %168, i64 12, !dbg !405
  %218 = zext i8 %217 to i64, !dbg !405
  %219 = xor i64 %216, %218, !dbg !406
  %220 = mul i64 %219, 1099511628211, !dbg !407
    #dbg_value(i64 13, !124, !DIExpression(), !404)
  %221 = extractelement <16 x i8> %168, i64 13, !dbg !405
  %222 = zext i8 %221 to i64, !dbg !405
  %223 = xor i64 %220, %222, !dbg !406
  %224 = mul i64 %223, 1099511628211, !dbg !407
    #dbg_value(i64 14, !124, !DIExpression(), !404)
  %225 = extractelement <16 x i8> %168, i64 14, !dbg !405
  %226 = zext i8 %225 to i64, !dbg !405
  %227 = xor i64 %224, %226, !dbg !406
  %228 = mul i64 %227, 1099511628211, !dbg !407
    #dbg_value(i64 15, !124, !DIExpression(), !404)
  %229 = extractelement <16 x i8> %168, i64 15, !dbg !405
  %230 = zext i8 %229 to i64, !dbg !405
  %231 = xor i64 %228, %230, !dbg !406
  %232 = mul i64 %231, 1099511628211, !dbg !407
    #dbg_value(i64 16, !124, !DIExpression(), !404)
  %233 = shufflevector <4 x i32> %27, <4 x i32> %98, <4 x i32> <i32 0, i32 1, i32 4, i32 5>, !dbg !408
  %234 = bitcast <4 x i32> %233 to <16 x i8>, !dbg !409
    #dbg_value(<4 x i32> %233, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !410)
    #dbg_value(i64 16, !120, !DIExpression(), !410)
    #dbg_value(ptr undef, !121, !DIExpression(), !410)
    #dbg_value(i64 0, !124, !DIExpression(), !412)
    #dbg_value(i64 0, !124, !DIExpression(), !412)
  %235 = extractelement <16 x i8> %234, i64 0, !dbg !413
  %236 = zext i8 %235 to i64, !dbg !413
  %237 = xor i64 %232, %236, !dbg !414
  %238 = mul i64 %237, 1099511628211, !dbg !415
    #dbg_value(i64 1, !124, !DIExpression(), !412)
  %239 = extractelement <16 x i8> %234, i64 1, !dbg !413
  %240 = zext i8 %239 to i64, !dbg !413
  %241 = xor i64 %238, %240, !dbg !414
  %242 = mul i64 %241, 1099511628211, !dbg !415
    #dbg_value(i64 2, !124, !DIExpression(), !412)
  %243 = extractelement <16 x i8> %234, i64 2, !dbg !413
  %244 = zext i8 %243 to i64, !dbg !413
  %245 = xor i64 %242, %244, !dbg !414
  %246 = mul i64 %245, 1099511628211, !dbg !415
    #dbg_value(i64 3, !124, !DIExpression(), !412)
  %247 = extractelement <16 x i8> %234, i64 3, !dbg !413
  %248 = zext i8 %247 to i64, !dbg !413
  %249 = xor i64 %246, %248, !dbg !414
  %250 = mul i64 %249, 1099511628211, !dbg !415
    #dbg_value(i64 4, !124, !DIExpression(), !412)
  %251 = extractelement <16 x i8> %234, i64 4, !dbg !413
  %252 = zext i8 %251 to i64, !dbg !413
  %253 = xor i64 %250, %252, !dbg !414
  %254 = mul i64 %253, 1099511628211, !dbg !415
    #dbg_value(i64 5, !124, !DIExpression(), !412)
  %255 = extractelement <16 x i8> %234, i64 5, !dbg !413
  %256 = zext i8 %255 to i64, !dbg !413
  %257 = xor i64 %254, %256, !dbg !414
  %258 = mul i64 %257, 1099511628211, !dbg !415
    #dbg_value(i64 6, !124, !DIExpression(), !412)
  %259 = extractelement <16 x i8> %234, i64 6, !dbg !413
  %260 = zext i8 %259 to i64, !dbg !413
  %261 = xor i64 %258, %260, !dbg !414
  %262 = mul i64 %261, 1099511628211, !dbg !415
    #dbg_value(i64 7, !124, !DIExpression(), !412)
  %263 = extractelement <16 x i8> %234, i64 7, !dbg !413
  %264 = zext i8 %263 to i64, !dbg !413
  %265 = xor i64 %262, %264, !dbg !414
  %266 = mul i64 %265, 1099511628211, !dbg !415
    #dbg_value(i64 8, !124, !DIExpression(), !412)
  %267 = extractelement <16 x i8> %234, i64 8, !dbg !413
  %268 = zext i8 %267 to i64, !dbg !413
  %269 = xor i64 %266, %268, !dbg !414
  %270 = mul i64 %269, 1099511628211, !dbg !415
    #dbg_value(i64 9, !124, !DIExpression(), !412)
  %271 = extractelement <16 x i8> %234, i64 9, !dbg !413
  %272 = zext i8 %271 to i64, !dbg !413
  %273 = xor i64 %270, %272, !dbg !414
  %274 = mul i64 %273, 1099511628211, !dbg !415
    #dbg_value(i64 10, !124, !DIExpression(), !412)
  %275 = extractelement <16 x i8> %234, i64 10, !dbg !413
  %276 = zext i8 %275 to i64, !dbg !413
  %277 = xor i64 %274, %276, !dbg !414
  %278 = mul i64 %277, 1099511628211, !dbg !415
    #dbg_value(i64 11, !124, !DIExpression(), !412)
  %279 = extractelement <16 x i8> %234, i64 11, !dbg !413
  %280 = zext i8 %279 to i64, !dbg !413
  %281 = xor i64 %278, %280, !dbg !414
  %282 = mul i64 %281, 1099511628211, !dbg !415
    #dbg_value(i64 12, !124, !DIExpression(), !412)
  %283 = extractelement <16 x i8> %234, i64 12, !dbg !413
  %284 = zext i8 %283 to i64, !dbg !413
  %285 = xor i64 %282, %284, !dbg !414
  %286 = mul i64 %285, 1099511628211, !dbg !415
    #dbg_value(i64 13, !124, !DIExpression(), !412)
  %287 = extractelement <16 x i8> %234, i64 13, !dbg !413
  %288 = zext i8 %287 to i64, !dbg !413
  %289 = xor i64 %286, %288, !dbg !414
  %290 = mul i64 %289, 1099511628211, !dbg !415
    #dbg_value(i64 14, !124, !DIExpression(), !412)
  %291 = extractelement <16 x i8> %234, i64 14, !dbg !413
  %292 = zext i8 %291 to i64, !dbg !413
  %293 = xor i64 %290, %292, !dbg !414
  %294 = mul i64 %293, 1099511628211, !dbg !415
    #dbg_value(i64 15, !124, !DIExpression(), !412)
  %295 = extractelement <16 x i8> %234, i64 15, !dbg !413
  %296 = zext i8 %295 to i64, !dbg !413
  %297 = xor i64 %294, %296, !dbg !414
  %298 = mul i64 %297, 1099511628211, !dbg !415
    #dbg_value(i64 16, !124, !DIExpression(), !412)
  %299 = shufflevector <4 x i32> %29, <4 x i32> %100, <4 x i32> <i32 6, i32 7, i32 2, i32 3>, !dbg !416
  %300 = bitcast <4 x i32> %299 to <16 x i8>, !dbg !417
    #dbg_value(<4 x i32> %299, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !418)
    #dbg_value(i64 16, !120, !DIExpression(), !418)
    #dbg_value(ptr undef, !121, !DIExpression(), !418)
    #dbg_value(i64 0, !124, !DIExpression(), !420)
    #dbg_value(i64 0, !124, !DIExpression(), !420)
  %301 = extractelement <16 x i8> %300, i64 0, !dbg !421
  %302 = zext i8 %301 to i64, !dbg !421
  %303 = xor i64 %298, %302, !dbg !422
  %304 = mul i64 %303, 1099511628211, !dbg !423
    #dbg_value(i64 1, !124, !DIExpression(), !420)
  %305 = extractelement <16 x i8> %300, i64 1, !dbg !421
  %306 = zext i8 %305 to i64, !dbg !421
  %307 = xor i64 %304, %306, !dbg !422
  %308 = mul i64 %307, 1099511628211, !dbg !423
    #dbg_value(i64 2, !124, !DIExpression(), !420)
  %309 = extractelement <16 x i8> %300, i64 2, !dbg !421
  %310 = zext i8 %309 to i64, !dbg !421
  %311 = xor i64 %308, %310, !dbg !422
  %312 = mul i64 %311, 1099511628211, !dbg !423
    #dbg_value(i64 3, !124, !DIExpression(), !420)
  %313 = extractelement <16 x i8> %300, i64 3, !dbg !421
  %314 = zext i8 %313 to i64, !dbg !421
  %315 = xor i64 %312, %314, !dbg !422
  %316 = mul i64 %315, 1099511628211, !dbg !423
    #dbg_value(i64 4, !124, !DIExpression(), !420)
  %317 = extractelement <16 x i8> %300, i64 4, !dbg !421
  %318 = zext i8 %317 to i64, !dbg !421
  %319 = xor i64 %316, %318, !dbg !422
  %320 = mul i64 %319, 1099511628211, !dbg !423
    #dbg_value(i64 5, !124, !DIExpression(), !420)
  %321 = extractelement <16 x i8> %300, i64 5, !dbg !421
  %322 = zext i8 %321 to i64, !dbg !421
  %323 = xor i64 %320, %322, !dbg !422
  %324 = mul i64 %323, 1099511628211, !dbg !423
    #dbg_value(i64 6, !124, !DIExpression(), !420)
  %325 = extractelement <16 x i8> %300, i64 6, !dbg !421
  %326 = zext i8 %325 to i64, !dbg !421
  %327 = xor i64 %324, %326, !dbg !422
  %328 = mul i64 %327, 1099511628211, !dbg !423
    #dbg_value(i64 7, !124, !DIExpression(), !420)
  %329 = extractelement <16 x i8> %300, i64 7, !dbg !421
  %330 = zext i8 %329 to i64, !dbg !421
  %331 = xor i64 %328, %330, !dbg !422
  %332 = mul i64 %331, 1099511628211, !dbg !423
    #dbg_value(i64 8, !124, !DIExpression(), !420)
  %333 = extractelement <16 x i8> %300, i64 8, !dbg !421
  %334 = zext i8 %333 to i64, !dbg !421
  %335 = xor i64 %332, %334, !dbg !422
  %336 = mul i64 %335, 1099511628211, !dbg !423
    #dbg_value(i64 9, !124, !DIExpression(), !420)
  %337 = extractelement <16 x i8> %300, i64 9, !dbg !421
  %338 = zext i8 %337 to i64, !dbg !421
  %339 = xor i64 %336, %338, !dbg !422
  %340 = mul i64 %339, 1099511628211, !dbg !423
    #dbg_value(i64 10, !124, !DIExpression(), !420)
  %341 = extractelement <16 x i8> %300, i64 10, !dbg !421
  %342 = zext i8 %341 to i64, !dbg !421
  %343 = xor i64 %340, %342, !dbg !422
  %344 = mul i64 %343, 1099511628211, !dbg !423
    #dbg_value(i64 11, !124, !DIExpression(), !420)
  %345 = extractelement <16 x i8> %300, i64 11, !dbg !421
  %346 = zext i8 %345 to i64, !dbg !421
  %347 = xor i64 %344, %346, !dbg !422
  %348 = mul i64 %347, 1099511628211, !dbg !423
    #dbg_value(i64 12, !124, !DIExpression(), !420)
  %349 = extractelement <16 x i8> %300, i64 12, !dbg !421
  %350 = zext i8 %349 to i64, !dbg !421
  %351 = xor i64 %348, %350, !dbg !422
  %352 = mul i64 %351, 1099511628211, !dbg !423
    #dbg_value(i64 13, !124, !DIExpression(), !420)
  %353 = extractelement <16 x i8> %300, i64 13, !dbg !421
  %354 = zext i8 %353 to i64, !dbg !421
  %355 = xor i64 %352, %354, !dbg !422
  %356 = mul i64 %355, 1099511628211, !dbg !423
    #dbg_value(i64 14, !124, !DIExpression(), !420)
  %357 = extractelement <16 x i8> %300, i64 14, !dbg !421
  %358 = zext i8 %357 to i64, !dbg !421
  %359 = xor i64 %356, %358, !dbg !422
  %360 = mul i64 %359, 1099511628211, !dbg !423
    #dbg_value(i64 15, !124, !DIExpression(), !420)
  %361 = extractelement <16 x i8> %300, i64 15, !dbg !421
  %362 = zext i8 %361 to i64, !dbg !421
  %363 = xor i64 %360, %362, !dbg !422
  %364 = mul i64 %363, 1099511628211, !dbg !423
    #dbg_value(i64 16, !124, !DIExpression(), !420)
  %365 = shufflevector <4 x i32> %28, <4 x i32> %100, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !424
  %366 = bitcast <4 x i32> %365 to <16 x i8>, !dbg !425
    #dbg_value(<4 x i32> %365, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !426)
    #dbg_value(i64 16, !120, !DIExpression(), !426)
    #dbg_value(ptr undef, !121, !DIExpression(), !426)
    #dbg_value(i64 0, !124, !DIExpression(), !428)
    #dbg_value(i64 0, !124, !DIExpression(), !428)
  %367 = extractelement <16 x i8> %366, i64 0, !dbg !429
  %368 = zext i8 %367 to i64, !dbg !429
  %369 = xor i64 %364, %368, !dbg !430
  %370 = mul i64 %369, 1099511628211, !dbg !431
    #dbg_value(i64 1, !124, !DIExpression(), !428)
  %371 = extractelement <16 x i8> %366, i64 1, !dbg !429
  %372 = zext i8 %371 to i64, !dbg !429
  %373 = xor i64 %370, %372, !dbg !430
  %374 = mul i64 %373, 1099511628211, !dbg !431
    #dbg_value(i64 2, !124, !DIExpression(), !428)
  %375 = extractelement <16 x i8> %366, i64 2, !dbg !429
  %376 = zext i8 %375 to i64, !dbg !429
  %377 = xor i64 %374, %376, !dbg !430
  %378 = mul i64 %377, 1099511628211, !dbg !431
    #dbg_value(i64 3, !124, !DIExpression(), !428)
  %379 = extractelement <16 x i8> %366, i64 3, !dbg !429
  %380 = zext i8 %379 to i64, !dbg !429
  %381 = xor i64 %378, %380, !dbg !430
  %382 = mul i64 %381, 1099511628211, !dbg !431
    #dbg_value(i64 4, !124, !DIExpression(), !428)
  %383 = extractelement <16 x i8> %366, i64 4, !dbg !429
  %384 = zext i8 %383 to i64, !dbg !429
  %385 = xor i64 %382, %384, !dbg !430
  %386 = mul i64 %385, 1099511628211, !dbg !431
    #dbg_value(i64 5, !124, !DIExpression(), !428)
  %387 = extractelement <16 x i8> %366, i64 5, !dbg !429
  %388 = zext i8 %387 to i64, !dbg !429
  %389 = xor i64 %386, %388, !dbg !430
  %390 = mul i64 %389, 1099511628211, !dbg !431
    #dbg_value(i64 6, !124, !DIExpression(), !428)
  %391 = extractelement <16 x i8> %366, i64 6, !dbg !429
  %392 = zext i8 %391 to i64, !dbg !429
  %393 = xor i64 %390, %392, !dbg !430
  %394 = mul i64 %393, 1099511628211, !dbg !431
    #dbg_value(i64 7, !124, !DIExpression(), !428)
  %395 = extractelement <16 x i8> %366, i64 7, !dbg !429
  %396 = zext i8 %395 to i64, !dbg !429
  %397 = xor i64 %394, %396, !dbg !430
  %398 = mul i64 %397, 1099511628211, !dbg !431
    #dbg_value(i64 8, !124, !DIExpression(), !428)
  %399 = extractelement <16 x i8> %366, i64 8, !dbg !429
  %400 = zext i8 %399 to i64, !dbg !429
  %401 = xor i64 %398, %400, !dbg !430
  %402 = mul i64 %401, 1099511628211, !dbg !431
    #dbg_value(i64 9, !124, !DIExpression(), !428)
  %403 = extractelement <16 x i8> %366, i64 9, !dbg !429
  %404 = zext i8 %403 to i64, !dbg !429
  %405 = xor i64 %402, %404, !dbg !430
  %406 = mul i64 %405, 1099511628211, !dbg !431
    #dbg_value(i64 10, !124, !DIExpression(), !428)
  %407 = extractelement <16 x i8> %366, i64 10, !dbg !429
  %408 = zext i8 %407 to i64, !dbg !429
  %409 = xor i64 %406, %408, !dbg !430
  %410 = mul i64 %409, 1099511628211, !dbg !431
    #dbg_value(i64 11, !124, !DIExpression(), !428)
  %411 = extractelement <16 x i8> %366, i64 11, !dbg !429
  %412 = zext i8 %411 to i64, !dbg !429
  %413 = xor i64 %410, %412, !dbg !430
  %414 = mul i64 %413, 1099511628211, !dbg !431
    #dbg_value(i64 12, !124, !DIExpression(), !428)
  %415 = extractelement <16 x i8> %366, i64 12, !dbg !429
  %416 = zext i8 %415 to i64, !dbg !429
  %417 = xor i64 %414, %416, !dbg !430
  %418 = mul i64 %417, 1099511628211, !dbg !431
    #dbg_value(i64 13, !124, !DIExpression(), !428)
  %419 = extractelement <16 x i8> %366, i64 13, !dbg !429
  %420 = zext i8 %419 to i64, !dbg !429
  %421 = xor i64 %418, %420, !dbg !430
  %422 = mul i64 %421, 1099511628211, !dbg !431
    #dbg_value(i64 14, !124, !DIExpression(), !428)
  %423 = extractelement <16 x i8> %366, i64 14, !dbg !429
  %424 = zext i8 %423 to i64, !dbg !429
  %425 = xor i64 %422, %424, !dbg !430
  %426 = mul i64 %425, 1099511628211, !dbg !431
    #dbg_value(i64 15, !124, !DIExpression(), !428)
  %427 = extractelement <16 x i8> %366, i64 15, !dbg !429
  %428 = zext i8 %427 to i64, !dbg !429
  %429 = xor i64 %426, %428, !dbg !430
  %430 = mul i64 %429, 1099511628211, !dbg !431
    #dbg_value(i64 16, !124, !DIExpression(), !428)
  %431 = shufflevector <4 x i32> %99, <4 x i32> %29, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !432
  %432 = bitcast <4 x i32> %431 to <16 x i8>, !dbg !433
    #dbg_value(<4 x i32> %431, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !434)
    #dbg_value(i64 16, !120, !DIExpression(), !434)
    #dbg_value(ptr undef, !121, !DIExpression(), !434)
    #dbg_value(i64 0, !124, !DIExpression(), !436)
    #dbg_value(i64 0, !124, !DIExpression(), !436)
  %433 = extractelement <16 x i8> %432, i64 0, !dbg !437
  %434 = zext i8 %433 to i64, !dbg !437
  %435 = xor i64 %430, %434, !dbg !438
  %436 = mul i64 %435, 1099511628211, !dbg !439
    #dbg_value(i64 1, !124, !DIExpression(), !436)
  %437 = extractelement <16 x i8> %432, i64 1, !dbg !437
  %438 = zext i8 %437 to i64, !dbg !437
  %439 = xor i64 %436, %438, !dbg !438
  %440 = mul i64 %439, 1099511628211, !dbg !439
    #dbg_value(i64 2, !124, !DIExpression(), !436)
  %441 = extractelement <16 x i8> %432, i64 2, !dbg !437
  %442 = zext i8 %441 to i64, !dbg !437
  %443 = xor i64 %440, %442, !dbg !438
  %444 = mul i64 %443, 1099511628211, !dbg !439
    #dbg_value(i64 3, !124, !DIExpression(), !436)
  %445 = extractelement <16 x i8> %432, i64 3, !dbg !437
  %446 = zext i8 %445 to i64, !dbg !437
  %447 = xor i64 %444, %446, !dbg !438
  %448 = mul i64 %447, 1099511628211, !dbg !439
    #dbg_value(i64 4, !124, !DIExpression(), !436)
  %449 = extractelement <16 x i8> %432, i64 4, !dbg !437
  %450 = zext i8 %449 to i64, !dbg !437
  %451 = xor i64 %448, %450, !dbg !438
  %452 = mul i64 %451, 1099511628211, !dbg !439
    #dbg_value(i64 5, !124, !DIExpression(), !436)
  %453 = extractelement <16 x i8> %432, i64 5, !dbg !437
  %454 = zext i8 %453 to i64, !dbg !437
  %455 = xor i64 %452, %454, !dbg !438
  %456 = mul i64 %455, 1099511628211, !dbg !439
    #dbg_value(i64 6, !124, !DIExpression(), !436)
  %457 = extractelement <16 x i8> %432, i64 6, !dbg !437
  %458 = zext i8 %457 to i64, !dbg !437
  %459 = xor i64 %456, %458, !dbg !438
  %460 = mul i64 %459, 1099511628211, !dbg !439
    #dbg_value(i64 7, !124, !DIExpression(), !436)
  %461 = extractelement <16 x i8> %432, i64 7, !dbg !437
  %462 = zext i8 %461 to i64, !dbg !437
  %463 = xor i64 %460, %462, !dbg !438
  %464 = mul i64 %463, 1099511628211, !dbg !439
    #dbg_value(i64 8, !124, !DIExpression(), !436)
  %465 = extractelement <16 x i8> %432, i64 8, !dbg !437
  %466 = zext i8 %465 to i64, !dbg !437
  %467 = xor i64 %464, %466, !dbg !438
  %468 = mul i64 %467, 1099511628211, !dbg !439
    #dbg_value(i64 9, !124, !DIExpression(), !436)
  %469 = extractelement <16 x i8> %432, i64 9, !dbg !437
  %470 = zext i8 %469 to i64, !dbg !437
  %471 = xor i64 %468, %470, !dbg !438
  %472 = mul i64 %471, 1099511628211, !dbg !439
    #dbg_value(i64 10, !124, !DIExpression(), !436)
  %473 = extractelement <16 x i8> %432, i64 10, !dbg !437
  %474 = zext i8 %473 to i64, !dbg !437
  %475 = xor i64 %472, %474, !dbg !438
  %476 = mul i64 %475, 1099511628211, !dbg !439
    #dbg_value(i64 11, !124, !DIExpression(), !436)
  %477 = extractelement <16 x i8> %432, i64 11, !dbg !437
  %478 = zext i8 %477 to i64, !dbg !437
  %479 = xor i64 %476, %478, !dbg !438
  %480 = mul i64 %479, 1099511628211, !dbg !439
    #dbg_value(i64 12, !124, !DIExpression(), !436)
  %481 = extractelement <16 x i8> %432, i64 12, !dbg !437
  %482 = zext i8 %481 to i64, !dbg !437
  %483 = xor i64 %480, %482, !dbg !438
  %484 = mul i64 %483, 1099511628211, !dbg !439
    #dbg_value(i64 13, !124, !DIExpression(), !436)
  %485 = extractelement <16 x i8> %432, i64 13, !dbg !437
  %486 = zext i8 %485 to i64, !dbg !437
  %487 = xor i64 %484, %486, !dbg !438
  %488 = mul i64 %487, 1099511628211, !dbg !439
    #dbg_value(i64 14, !124, !DIExpression(), !436)
  %489 = extractelement <16 x i8> %432, i64 14, !dbg !437
  %490 = zext i8 %489 to i64, !dbg !437
  %491 = xor i64 %488, %490, !dbg !438
  %492 = mul i64 %491, 1099511628211, !dbg !439
    #dbg_value(i64 15, !124, !DIExpression(), !436)
  %493 = extractelement <16 x i8> %432, i64 15, !dbg !437
  %494 = zext i8 %493 to i64, !dbg !437
  %495 = xor i64 %492, %494, !dbg !438
  %496 = mul i64 %495, 1099511628211, !dbg !439
    #dbg_value(i64 16, !124, !DIExpression(), !436)
  %497 = shufflevector <4 x i32> %29, <4 x i32> %97, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, !dbg !440
  %498 = bitcast <4 x i32> %497 to <16 x i8>, !dbg !441
    #dbg_value(<4 x i32> %497, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !442)
    #dbg_value(i64 16, !120, !DIExpression(), !442)
    #dbg_value(ptr undef, !121, !DIExpression(), !442)
    #dbg_value(i64 0, !124, !DIExpression(), !444)
    #dbg_value(i64 0, !124, !DIExpression(), !444)
  %499 = extractelement <16 x i8> %498, i64 0, !dbg !445
  %500 = zext i8 %499 to i64, !dbg !445
  %501 = xor i64 %496, %500, !dbg !446
  %502 = mul i64 %501, 1099511628211, !dbg !447
    #dbg_value(i64 1, !124, !DIExpression(), !444)
  %503 = extractelement <16 x i8> %498, i64 1, !dbg !445
  %504 = zext i8 %503 to i64, !dbg !445
  %505 = xor i64 %502, %504, !dbg !446
  %506 = mul i64 %505, 1099511628211, !dbg !447
    #dbg_value(i64 2, !124, !DIExpression(), !444)
  %507 = extractelement <16 x i8> %498, i64 2, !dbg !445
  %508 = zext i8 %507 to i64, !dbg !445
  %509 = xor i64 %506, %508, !dbg !446
  %510 = mul i64 %509, 1099511628211, !dbg !447
    #dbg_value(i64 3, !124, !DIExpression(), !444)
  %511 = extractelement <16 x i8> %498, i64 3, !dbg !445
  %512 = zext i8 %511 to i64, !dbg !445
  %513 = xor i64 %510, %512, !dbg !446
  %514 = mul i64 %513, 1099511628211, !dbg !447
    #dbg_value(i64 4, !124, !DIExpression(), !444)
  %515 = extractelement <16 x i8> %498, i64 4, !dbg !445
  %516 = zext i8 %515 to i64, !dbg !445
  %517 = xor i64 %514, %516, !dbg !446
  %518 = mul i64 %517, 1099511628211, !dbg !447
    #dbg_value(i64 5, !124, !DIExpression(), !444)
  %519 = extractelement <16 x i8> %498, i64 5, !dbg !445
  %520 = zext i8 %519 to i64, !dbg !445
  %521 = xor i64 %518, %520, !dbg !446
  %522 = mul i64 %521, 1099511628211, !dbg !447
    #dbg_value(i64 6, !124, !DIExpression(), !444)
  %523 = extractelement <16 x i8> %498, i64 6, !dbg !445
  %524 = zext i8 %523 to i64, !dbg !445
  %525 = xor i64 %522, %524, !dbg !446
  %526 = mul i64 %525, 1099511628211, !dbg !447
    #dbg_value(i64 7, !124, !DIExpression(), !444)
  %527 = extractelement <16 x i8> %498, i64 7, !dbg !445
  %528 = zext i8 %527 to i64, !dbg !445
  %529 = xor i64 %526, %528, !dbg !446
  %530 = mul i64 %529, 1099511628211, !dbg !447
    #dbg_value(i64 8, !124, !DIExpression(), !444)
  %531 = extractelement <16 x i8> %498, i64 8, !dbg !445
  %532 = zext i8 %531 to i64, !dbg !445
  %533 = xor i64 %530, %532, !dbg !446
  %534 = mul i64 %533, 1099511628211, !dbg !447
    #dbg_value(i64 9, !124, !DIExpression(), !444)
  %535 = extractelement <16 x i8> %498, i64 9, !dbg !445
  %536 = zext i8 %535 to i64, !dbg !445
  %537 = xor i64 %534, %536, !dbg !446
  %538 = mul i64 %537, 1099511628211, !dbg !447
    #dbg_value(i64 10, !124, !DIExpression(), !444)
  %539 = extractelement <16 x i8> %498, i64 10, !dbg !445
  %540 = zext i8 %539 to i64, !dbg !445
  %541 = xor i64 %538, %540, !dbg !446
  %542 = mul i64 %541, 1099511628211, !dbg !447
    #dbg_value(i64 11, !124, !DIExpression(), !444)
  %543 = extractelement <16 x i8> %498, i64 11, !dbg !445
  %544 = zext i8 %543 to i64, !dbg !445
  %545 = xor i64 %542, %544, !dbg !446
  %546 = mul i64 %545, 1099511628211, !dbg !447
    #dbg_value(i64 12, !124, !DIExpression(), !444)
  %547 = extractelement <16 x i8> %498, i64 12, !dbg !445
  %548 = zext i8 %547 to i64, !dbg !445
  %549 = xor i64 %546, %548, !dbg !446
  %550 = mul i64 %549, 1099511628211, !dbg !447
    #dbg_value(i64 13, !124, !DIExpression(), !444)
  %551 = extractelement <16 x i8> %498, i64 13, !dbg !445
  %552 = zext i8 %551 to i64, !dbg !445
  %553 = xor i64 %550, %552, !dbg !446
  %554 = mul i64 %553, 1099511628211, !dbg !447
    #dbg_value(i64 14, !124, !DIExpression(), !444)
  %555 = extractelement <16 x i8> %498, i64 14, !dbg !445
  %556 = zext i8 %555 to i64, !dbg !445
  %557 = xor i64 %554, %556, !dbg !446
  %558 = mul i64 %557, 1099511628211, !dbg !447
    #dbg_value(i64 15, !124, !DIExpression(), !444)
  %559 = extractelement <16 x i8> %498, i64 15, !dbg !445
  %560 = zext i8 %559 to i64, !dbg !445
  %561 = xor i64 %558, %560, !dbg !446
  %562 = mul i64 %561, 1099511628211, !dbg !447
    #dbg_value(i64 16, !124, !DIExpression(), !444)
  %563 = shufflevector <4 x i32> %28, <4 x i32> %100, <4 x i32> <i32 7, i32 0, i32 5, i32 2>, !dbg !448
  %564 = bitcast <4 x i32> %563 to <16 x i8>, !dbg !449
    #dbg_value(<4 x i32> %563, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !450)
    #dbg_value(i64 16, !120, !DIExpression(), !450)
    #dbg_value(ptr undef, !121, !DIExpression(), !450)
    #dbg_value(i64 0, !124, !DIExpression(), !452)
    #dbg_value(i64 0, !124, !DIExpression(), !452)
  %565 = extractelement <16 x i8> %564, i64 0, !dbg !453
  %566 = zext i8 %565 to i64, !dbg !453
  %567 = xor i64 %562, %566, !dbg !454
  %568 = mul i64 %567, 1099511628211, !dbg !455
    #dbg_value(i64 1, !124, !DIExpression(), !452)
  %569 = extractelement <16 x i8> %564, i64 1, !dbg !453
  %570 = zext i8 %569 to i64, !dbg !453
  %571 = xor i64 %568, %570, !dbg !454
  %572 = mul i64 %571, 1099511628211, !dbg !455
    #dbg_value(i64 2, !124, !DIExpression(), !452)
  %573 = extractelement <16 x i8> %564, i64 2, !dbg !453
  %574 = zext i8 %573 to i64, !dbg !453
  %575 = xor i64 %572, %574, !dbg !454
  %576 = mul i64 %575, 1099511628211, !dbg !455
    #dbg_value(i64 3, !124, !DIExpression(), !452)
  %577 = extractelement <16 x i8> %564, i64 3, !dbg !453
  %578 = zext i8 %577 to i64, !dbg !453
  %579 = xor i64 %576, %578, !dbg !454
  %580 = mul i64 %579, 1099511628211, !dbg !455
    #dbg_value(i64 4, !124, !DIExpression(), !452)
  %581 = extractelement <16 x i8> %564, i64 4, !dbg !453
  %582 = zext i8 %581 to i64, !dbg !453
  %583 = xor i64 %580, %582, !dbg !454
  %584 = mul i64 %583, 1099511628211, !dbg !455
    #dbg_value(i64 5, !124, !DIExpression(), !452)
  %585 = extractelement <16 x i8> %564, i64 5, !dbg !453
  %586 = zext i8 %585 to i64, !dbg !453
  %587 = xor i64 %584, %586, !dbg !454
  %588 = mul i64 %587, 1099511628211, !dbg !455
    #dbg_value(i64 6, !124, !DIExpression(), !452)
  %589 = extractelement <16 x i8> %564, i64 6, !dbg !453
  %590 = zext i8 %589 to i64, !dbg !453
  %591 = xor i64 %588, %590, !dbg !454
  %592 = mul i64 %591, 1099511628211, !dbg !455
    #dbg_value(i64 7, !124, !DIExpression(), !452)
  %593 = extractelement <16 x i8> %564, i64 7, !dbg !453
  %594 = zext i8 %593 to i64, !dbg !453
  %595 = xor i64 %592, %594, !dbg !454
  %596 = mul i64 %595, 1099511628211, !dbg !455
    #dbg_value(i64 8, !124, !DIExpression(), !452)
  %597 = extractelement <16 x i8> %564, i64 8, !dbg !453
  %598 = zext i8 %597 to i64, !dbg !453
  %599 = xor i64 %596, %598, !dbg !454
  %600 = mul i64 %599, 1099511628211, !dbg !455
    #dbg_value(i64 9, !124, !DIExpression(), !452)
  %601 = extractelement <16 x i8> %564, i64 9, !dbg !453
  %602 = zext i8 %601 to i64, !dbg !453
  %603 = xor i64 %600, %602, !dbg !454
  %604 = mul i64 %603, 1099511628211, !dbg !455
    #dbg_value(i64 10, !124, !DIExpression(), !452)
  %605 = extractelement <16 x i8> %564, i64 10, !dbg !453
  %606 = zext i8 %605 to i64, !dbg !453
  %607 = xor i64 %604, %606, !dbg !454
  %608 = mul i64 %607, 1099511628211, !dbg !455
    #dbg_value(i64 11, !124, !DIExpression(), !452)
  %609 = extractelement <16 x i8> %564, i64 11, !dbg !453
  %610 = zext i8 %609 to i64, !dbg !453
  %611 = xor i64 %608, %610, !dbg !454
  %612 = mul i64 %611, 1099511628211, !dbg !455
    #dbg_value(i64 12, !124, !DIExpression(), !452)
  %613 = extractelement <16 x i8> %564, i64 12, !dbg !453
  %614 = zext i8 %613 to i64, !dbg !453
  %615 = xor i64 %612, %614, !dbg !454
  %616 = mul i64 %615, 1099511628211, !dbg !455
    #dbg_value(i64 13, !124, !DIExpression(), !452)
  %617 = extractelement <16 x i8> %564, i64 13, !dbg !453
  %618 = zext i8 %617 to i64, !dbg !453
  %619 = xor i64 %616, %618, !dbg !454
  %620 = mul i64 %619, 1099511628211, !dbg !455
    #dbg_value(i64 14, !124, !DIExpression(), !452)
  %621 = extractelement <16 x i8> %564, i64 14, !dbg !453
  %622 = zext i8 %621 to i64, !dbg !453
  %623 = xor i64 %620, %622, !dbg !454
  %624 = mul i64 %623, 1099511628211, !dbg !455
    #dbg_value(i64 15, !124, !DIExpression(), !452)
  %625 = extractelement <16 x i8> %564, i64 15, !dbg !453
  %626 = zext i8 %625 to i64, !dbg !453
  %627 = xor i64 %624, %626, !dbg !454
  %628 = mul i64 %627, 1099511628211, !dbg !455
    #dbg_value(i64 16, !124, !DIExpression(), !452)
  %629 = shufflevector <4 x i32> %27, <4 x i32> %97, <4 x i32> <i32 0, i32 4, i32 4, i32 1>, !dbg !456
  %630 = bitcast <4 x i32> %629 to <16 x i8>, !dbg !457
    #dbg_value(<4 x i32> %629, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !458)
    #dbg_value(i64 16, !120, !DIExpression(), !458)
    #dbg_value(ptr undef, !121, !DIExpression(), !458)
    #dbg_value(i64 0, !124, !DIExpression(), !460)
    #dbg_value(i64 0, !124, !DIExpression(), !460)
  %631 = extractelement <16 x i8> %630, i64 0, !dbg !461
  %632 = zext i8 %631 to i64, !dbg !461
  %633 = xor i64 %628, %632, !dbg !462
  %634 = mul i64 %633, 1099511628211, !dbg !463
    #dbg_value(i64 1, !124, !DIExpression(), !460)
  %635 = extractelement <16 x i8> %630, i64 1, !dbg !461
  %636 = zext i8 %635 to i64, !dbg !461
  %637 = xor i64 %634, %636, !dbg !462
  %638 = mul i64 %637, 1099511628211, !dbg !463
    #dbg_value(i64 2, !124, !DIExpression(), !460)
  %639 = extractelement <16 x i8> %630, i64 2, !dbg !461
  %640 = zext i8 %639 to i64, !dbg !461
  %641 = xor i64 %638, %640, !dbg !462
  %642 = mul i64 %641, 1099511628211, !dbg !463
    #dbg_value(i64 3, !124, !DIExpression(), !460)
  %643 = extractelement <16 x i8> %630, i64 3, !dbg !461
  %644 = zext i8 %643 to i64, !dbg !461
  %645 = xor i64 %642, %644, !dbg !462
  %646 = mul i64 %645, 1099511628211, !dbg !463
    #dbg_value(i64 4, !124, !DIExpression(), !460)
  %647 = extractelement <16 x i8> %630, i64 4, !dbg !461
  %648 = zext i8 %647 to i64, !dbg !461
  %649 = xor i64 %646, %648, !dbg !462
  %650 = mul i64 %649, 1099511628211, !dbg !463
    #dbg_value(i64 5, !124, !DIExpression(), !460)
  %651 = extractelement <16 x i8> %630, i64 5, !dbg !461
  %652 = zext i8 %651 to i64, !dbg !461
  %653 = xor i64 %650, %652, !dbg !462
  %654 = mul i64 %653, 1099511628211, !dbg !463
    #dbg_value(i64 6, !124, !DIExpression(), !460)
  %655 = extractelement <16 x i8> %630, i64 6, !dbg !461
  %656 = zext i8 %655 to i64, !dbg !461
  %657 = xor i64 %654, %656, !dbg !462
  %658 = mul i64 %657, 1099511628211, !dbg !463
    #dbg_value(i64 7, !124, !DIExpression(), !460)
  %659 = extractelement <16 x i8> %630, i64 7, !dbg !461
  %660 = zext i8 %659 to i64, !dbg !461
  %661 = xor i64 %658, %660, !dbg !462
  %662 = mul i64 %661, 1099511628211, !dbg !463
    #dbg_value(i64 8, !124, !DIExpression(), !460)
  %663 = extractelement <16 x i8> %630, i64 8, !dbg !461
  %664 = zext i8 %663 to i64, !dbg !461
  %665 = xor i64 %662, %664, !dbg !462
  %666 = mul i64 %665, 1099511628211, !dbg !463
    #dbg_value(i64 9, !124, !DIExpression(), !460)
  %667 = extractelement <16 x i8> %630, i64 9, !dbg !461
  %668 = zext i8 %667 to i64, !dbg !461
  %669 = xor i64 %666, %668, !dbg !462
  %670 = mul i64 %669, 1099511628211, !dbg !463
    #dbg_value(i64 10, !124, !DIExpression(), !460)
  %671 = extractelement <16 x i8> %630, i64 10, !dbg !461
  %672 = zext i8 %671 to i64, !dbg !461
  %673 = xor i64 %670, %672, !dbg !462
  %674 = mul i64 %673, 1099511628211, !dbg !463
    #dbg_value(i64 11, !124, !DIExpression(), !460)
  %675 = extractelement <16 x i8> %630, i64 11, !dbg !461
  %676 = zext i8 %675 to i64, !dbg !461
  %677 = xor i64 %674, %676, !dbg !462
  %678 = mul i64 %677, 1099511628211, !dbg !463
    #dbg_value(i64 12, !124, !DIExpression(), !460)
  %679 = extractelement <16 x i8> %630, i64 12, !dbg !461
  %680 = zext i8 %679 to i64, !dbg !461
  %681 = xor i64 %678, %680, !dbg !462
  %682 = mul i64 %681, 1099511628211, !dbg !463
    #dbg_value(i64 13, !124, !DIExpression(), !460)
  %683 = extractelement <16 x i8> %630, i64 13, !dbg !461
  %684 = zext i8 %683 to i64, !dbg !461
  %685 = xor i64 %682, %684, !dbg !462
  %686 = mul i64 %685, 1099511628211, !dbg !463
    #dbg_value(i64 14, !124, !DIExpression(), !460)
  %687 = extractelement <16 x i8> %630, i64 14, !dbg !461
  %688 = zext i8 %687 to i64, !dbg !461
  %689 = xor i64 %686, %688, !dbg !462
  %690 = mul i64 %689, 1099511628211, !dbg !463
    #dbg_value(i64 15, !124, !DIExpression(), !460)
  %691 = extractelement <16 x i8> %630, i64 15, !dbg !461
  %692 = zext i8 %691 to i64, !dbg !461
  %693 = xor i64 %690, %692, !dbg !462
  %694 = mul i64 %693, 1099511628211, !dbg !463
    #dbg_value(i64 16, !124, !DIExpression(), !460)
  %695 = insertelement <4 x i32> %100, i32 %14, i64 0, !dbg !464
  %696 = bitcast <4 x i32> %695 to <16 x i8>, !dbg !465
    #dbg_value(<4 x i32> %695, !344, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !466)
    #dbg_value(i64 16, !120, !DIExpression(), !466)
    #dbg_value(ptr undef, !121, !DIExpression(), !466)
    #dbg_value(i64 0, !124, !DIExpression(), !468)
    #dbg_value(i64 0, !124, !DIExpression(), !468)
  %697 = and i32 %14, 255, !dbg !469
  %698 = zext nneg i32 %697 to i64, !dbg !469
  %699 = xor i64 %694, %698, !dbg !470
  %700 = mul i64 %699, 1099511628211, !dbg !471
    #dbg_value(i64 1, !124, !DIExpression(), !468)
  %701 = extractelement <16 x i8> %696, i64 1, !dbg !469
  %702 = zext i8 %701 to i64, !dbg !469
  %703 = xor i64 %700, %702, !dbg !470
  %704 = mul i64 %703, 1099511628211, !dbg !471
    #dbg_value(i64 2, !124, !DIExpression(), !468)
  %705 = extractelement <16 x i8> %696, i64 2, !dbg !469
  %706 = zext i8 %705 to i64, !dbg !469
  %707 = xor i64 %704, %706, !dbg !470
  %708 = mul i64 %707, 1099511628211, !dbg !471
    #dbg_value(i64 3, !124, !DIExpression(), !468)
  %709 = extractelement <16 x i8> %696, i64 3, !dbg !469
  %710 = zext i8 %709 to i64, !dbg !469
  %711 = xor i64 %708, %710, !dbg !470
  %712 = mul i64 %711, 1099511628211, !dbg !471
    #dbg_value(i64 4, !124, !DIExpression(), !468)
  %713 = extractelement <16 x i8> %696, i64 4, !dbg !469
  %714 = zext i8 %713 to i64, !dbg !469
  %715 = xor i64 %712, %714, !dbg !470
  %716 = mul i64 %715, 1099511628211, !dbg !471
    #dbg_value(i64 5, !124, !DIExpression(), !468)
  %717 = extractelement <16 x i8> %696, i64 5, !dbg !469
  %718 = zext i8 %717 to i64, !dbg !469
  %719 = xor i64 %716, %718, !dbg !470
  %720 = mul i64 %719, 1099511628211, !dbg !471
    #dbg_value(i64 6, !124, !DIExpression(), !468)
  %721 = extractelement <16 x i8> %696, i64 6, !dbg !469
  %722 = zext i8 %721 to i64, !dbg !469
  %723 = xor i64 %720, %722, !dbg !470
  %724 = mul i64 %723, 1099511628211, !dbg !471
    #dbg_value(i64 7, !124, !DIExpression(), !468)
  %725 = extractelement <16 x i8> %696, i64 7, !dbg !469
  %726 = zext i8 %725 to i64, !dbg !469
  %727 = xor i64 %724, %726, !dbg !470
  %728 = mul i64 %727, 1099511628211, !dbg !471
    #dbg_value(i64 8, !124, !DIExpression(), !468)
  %729 = extractelement <16 x i8> %696, i64 8, !dbg !469
  %730 = zext i8 %729 to i64, !dbg !469
  %731 = xor i64 %728, %730, !dbg !470
  %732 = mul i64 %731, 1099511628211, !dbg !471
    #dbg_value(i64 9, !124, !DIExpression(), !468)
  %733 = extractelement <16 x i8> %696, i64 9, !dbg !469
  %734 = zext i8 %733 to i64, !dbg !469
  %735 = xor i64 %732, %734, !dbg !470
  %736 = mul i64 %735, 1099511628211, !dbg !471
    #dbg_value(i64 10, !124, !DIExpression(), !468)
  %737 = extractelement <16 x i8> %696, i64 10, !dbg !469
  %738 = zext i8 %737 to i64, !dbg !469
  %739 = xor i64 %736, %738, !dbg !470
  %740 = mul i64 %739, 1099511628211, !dbg !471
    #dbg_value(i64 11, !124, !DIExpression(), !468)
  %741 = extractelement <16 x i8> %696, i64 11, !dbg !469
  %742 = zext i8 %741 to i64, !dbg !469
  %743 = xor i64 %740, %742, !dbg !470
  %744 = mul i64 %743, 1099511628211, !dbg !471
    #dbg_value(i64 12, !124, !DIExpression(), !468)
  %745 = extractelement <16 x i8> %696, i64 12, !dbg !469
  %746 = zext i8 %745 to i64, !dbg !469
  %747 = xor i64 %744, %746, !dbg !470
  %748 = mul i64 %747, 1099511628211, !dbg !471
    #dbg_value(i64 13, !124, !DIExpression(), !468)
  %749 = extractelement <16 x i8> %696, i64 13, !dbg !469
  %750 = zext i8 %749 to i64, !dbg !469
  %751 = xor i64 %748, %750, !dbg !470
  %752 = mul i64 %751, 1099511628211, !dbg !471
    #dbg_value(i64 14, !124, !DIExpression(), !468)
  %753 = extractelement <16 x i8> %696, i64 14, !dbg !469
  %754 = zext i8 %753 to i64, !dbg !469
  %755 = xor i64 %752, %754, !dbg !470
  %756 = mul i64 %755, 1099511628211, !dbg !471
    #dbg_value(i64 15, !124, !DIExpression(), !468)
  %757 = extractelement <16 x i8> %696, i64 15, !dbg !469
  %758 = zext i8 %757 to i64, !dbg !469
  %759 = xor i64 %756, %758, !dbg !470
  %760 = mul i64 %759, 1099511628211, !dbg !471
    #dbg_value(i64 16, !124, !DIExpression(), !468)
  %761 = shufflevector <4 x i32> %29, <4 x i32> %99, <2 x i32> <i32 3, i32 6>, !dbg !472
  %762 = bitcast <2 x i32> %761 to <8 x i8>, !dbg !473
    #dbg_value(<2 x i32> %761, !345, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !474)
    #dbg_value(i64 8, !120, !DIExpression(), !474)
    #dbg_value(ptr undef, !121, !DIExpression(), !474)
    #dbg_value(i64 0, !124, !DIExpression(), !476)
    #dbg_value(i64 0, !124, !DIExpression(), !476)
  %763 = extractelement <8 x i8> %762, i64 0, !dbg !477
  %764 = zext i8 %763 to i64, !dbg !477
  %765 = xor i64 %760, %764, !dbg !478
  %766 = mul i64 %765, 1099511628211, !dbg !479
    #dbg_value(i64 1, !124, !DIExpression(), !476)
  %767 = extractelement <8 x i8> %762, i64 1, !dbg !477
  %768 = zext i8 %767 to i64, !dbg !477
  %769 = xor i64 %766, %768, !dbg !478
  %770 = mul i64 %769, 1099511628211, !dbg !479
    #dbg_value(i64 2, !124, !DIExpression(), !476)
  %771 = extractelement <8 x i8> %762, i64 2, !dbg !477
  %772 = zext i8 %771 to i64, !dbg !477
  %773 = xor i64 %770, %772, !dbg !478
  %774 = mul i64 %773, 1099511628211, !dbg !479
    #dbg_value(i64 3, !124, !DIExpression(), !476)
  %775 = extractelement <8 x i8> %762, i64 3, !dbg !477
  %776 = zext i8 %775 to i64, !dbg !477
  %777 = xor i64 %774, %776, !dbg !478
  %778 = mul i64 %777, 1099511628211, !dbg !479
    #dbg_value(i64 4, !124, !DIExpression(), !476)
  %779 = extractelement <8 x i8> %762, i64 4, !dbg !477
  %780 = zext i8 %779 to i64, !dbg !477
  %781 = xor i64 %778, %780, !dbg !478
  %782 = mul i64 %781, 1099511628211, !dbg !479
    #dbg_value(i64 5, !124, !DIExpression(), !476)
  %783 = extractelement <8 x i8> %762, i64 5, !dbg !477
  %784 = zext i8 %783 to i64, !dbg !477
  %785 = xor i64 %782, %784, !dbg !478
  %786 = mul i64 %785, 1099511628211, !dbg !479
    #dbg_value(i64 6, !124, !DIExpression(), !476)
  %787 = extractelement <8 x i8> %762, i64 6, !dbg !477
  %788 = zext i8 %787 to i64, !dbg !477
  %789 = xor i64 %786, %788, !dbg !478
  %790 = mul i64 %789, 1099511628211, !dbg !479
    #dbg_value(i64 7, !124, !DIExpression(), !476)
  %791 = extractelement <8 x i8> %762, i64 7, !dbg !477
  %792 = zext i8 %791 to i64, !dbg !477
  %793 = xor i64 %790, %792, !dbg !478
  %794 = mul i64 %793, 1099511628211, !dbg !479
    #dbg_value(i64 8, !124, !DIExpression(), !476)
  %795 = shufflevector <4 x i32> %29, <4 x i32> %100, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !480
  %796 = bitcast <8 x i32> %795 to <32 x i8>, !dbg !481
    #dbg_value(<8 x i32> %795, !350, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !482)
    #dbg_value(i64 32, !120, !DIExpression(), !482)
    #dbg_value(ptr undef, !121, !DIExpression(), !482)
    #dbg_value(i64 0, !124, !DIExpression(), !484)
    #dbg_value(i64 0, !124, !DIExpression(), !484)
  %797 = extractelement <32 x i8> %796, i64 0, !dbg !485
  %798 = zext i8 %797 to i64, !dbg !485
  %799 = xor i64 %794, %798, !dbg !486
  %800 = mul i64 %799, 1099511628211, !dbg !487
    #dbg_value(i64 1, !124, !DIExpression(), !484)
  %801 = extractelement <32 x i8> %796, i64 1, !dbg !485
  %802 = zext i8 %801 to i64, !dbg !485
  %803 = xor i64 %800, %802, !dbg !486
  %804 = mul i64 %803, 1099511628211, !dbg !487
    #dbg_value(i64 2, !124, !DIExpression(), !484)
  %805 = extractelement <32 x i8> %796, i64 2, !dbg !485
  %806 = zext i8 %805 to i64, !dbg !485
  %807 = xor i64 %804, %806, !dbg !486
  %808 = mul i64 %807, 1099511628211, !dbg !487
    #dbg_value(i64 3, !124, !DIExpression(), !484)
  %809 = extractelement <32 x i8> %796, i64 3, !dbg !485
  %810 = zext i8 %809 to i64, !dbg !485
  %811 = xor i64 %808, %810, !dbg !486
  %812 = mul i64 %811, 1099511628211, !dbg !487
    #dbg_value(i64 4, !124, !DIExpression(), !484)
  %813 = extractelement <32 x i8> %796, i64 4, !dbg !485
  %814 = zext i8 %813 to i64, !dbg !485
  %815 = xor i64 %812, %814, !dbg !486
  %816 = mul i64 %815, 1099511628211, !dbg !487
    #dbg_value(i64 5, !124, !DIExpression(), !484)
  %817 = extractelement <32 x i8> %796, i64 5, !dbg !485
  %818 = zext i8 %817 to i64, !dbg !485
  %819 = xor i64 %816, %818, !dbg !486
  %820 = mul i64 %819, 1099511628211, !dbg !487
    #dbg_value(i64 6, !124, !DIExpression(), !484)
  %821 = extractelement <32 x i8> %796, i64 6, !dbg !485
  %822 = zext i8 %821 to i64, !dbg !485
  %823 = xor i64 %820, %822, !dbg !486
  %824 = mul i64 %823, 1099511628211, !dbg !487
    #dbg_value(i64 7, !124, !DIExpression(), !484)
  %825 = extractelement <32 x i8> %796, i64 7, !dbg !485
  %826 = zext i8 %825 to i64, !dbg !485
  %827 = xor i64 %824, %826, !dbg !486
  %828 = mul i64 %827, 1099511628211, !dbg !487
    #dbg_value(i64 8, !124, !DIExpression(), !484)
  %829 = extractelement <32 x i8> %796, i64 8, !dbg !485
  %830 = zext i8 %829 to i64, !dbg !485
  %831 = xor i64 %828, %830, !dbg !486
  %832 = mul i64 %831, 1099511628211, !dbg !487
    #dbg_value(i64 9, !124, !DIExpression(), !484)
  %833 = extractelement <32 x i8> %796, i64 9, !dbg !485
  %834 = zext i8 %833 to i64, !dbg !485
  %835 = xor i64 %832, %834, !dbg !486
  %836 = mul i64 %835, 1099511628211, !dbg !487
    #dbg_value(i64 10, !124, !DIExpression(), !484)
  %837 = extractelement <32 x i8> %796, i64 10, !dbg !485
  %838 = zext i8 %837 to i64, !dbg !485
  %839 = xor i64 %836, %838, !dbg !486
  %840 = mul i64 %839, 1099511628211, !dbg !487
    #dbg_value(i64 11, !124, !DIExpression(), !484)
  %841 = extractelement <32 x i8> %796, i64 11, !dbg !485
  %842 = zext i8 %841 to i64, !dbg !485
  %843 = xor i64 %840, %842, !dbg !486
  %844 = mul i64 %843, 1099511628211, !dbg !487
    #dbg_value(i64 12, !124, !DIExpression(), !484)
  %845 = extractelement <32 x i8> %796, i64 12, !dbg !485
  %846 = zext i8 %845 to i64, !dbg !485
  %847 = xor i64 %844, %846, !dbg !486
  %848 = mul i64 %847, 1099511628211, !dbg !487
    #dbg_value(i64 13, !124, !DIExpression(), !484)
  %849 = extractelement <32 x i8> %796, i64 13, !dbg !485
  %850 = zext i8 %849 to i64, !dbg !485
  %851 = xor i64 %848, %850, !dbg !486
  %852 = mul i64 %851, 1099511628211, !dbg !487
    #dbg_value(i64 14, !124, !DIExpression(), !484)
  %853 = extractelement <32 x i8> %796, i64 14, !dbg !485
  %854 = zext i8 %853 to i64, !dbg !485
  %855 = xor i64 %852, %854, !dbg !486
  %856 = mul i64 %855, 1099511628211, !dbg !487
    #dbg_value(i64 15, !124, !DIExpression(), !484)
  %857 = extractelement <32 x i8> %796, i64 15, !dbg !485
  %858 = zext i8 %857 to i64, !dbg !485
  %859 = xor i64 %856, %858, !dbg !486
  %860 = mul i64 %859, 1099511628211, !dbg !487
    #dbg_value(i64 16, !124, !DIExpression(), !484)
  %861 = extractelement <32 x i8> %796, i64 16, !dbg !485
  %862 = zext i8 %861 to i64, !dbg !485
  %863 = xor i64 %860, %862, !dbg !486
  %864 = mul i64 %863, 1099511628211, !dbg !487
    #dbg_value(i64 17, !124, !DIExpression(), !484)
  %865 = extractelement <32 x i8> %796, i64 17, !dbg !485
  %866 = zext i8 %865 to i64, !dbg !485
  %867 = xor i64 %864, %866, !dbg !486
  %868 = mul i64 %867, 1099511628211, !dbg !487
    #dbg_value(i64 18, !124, !DIExpression(), !484)
  %869 = extractelement <32 x i8> %796, i64 18, !dbg !485
  %870 = zext i8 %869 to i64, !dbg !485
  %871 = xor i64 %868, %870, !dbg !486
  %872 = mul i64 %871, 1099511628211, !dbg !487
    #dbg_value(i64 19, !124, !DIExpression(), !484)
  %873 = extractelement <32 x i8> %796, i64 19, !dbg !485
  %874 = zext i8 %873 to i64, !dbg !485
  %875 = xor i64 %872, %874, !dbg !486
  %876 = mul i64 %875, 1099511628211, !dbg !487
    #dbg_value(i64 20, !124, !DIExpression(), !484)
  %877 = extractelement <32 x i8> %796, i64 20, !dbg !485
  %878 = zext i8 %877 to i64, !dbg !485
  %879 = xor i64 %876, %878, !dbg !486
  %880 = mul i64 %879, 1099511628211, !dbg !487
    #dbg_value(i64 21, !124, !DIExpression(), !484)
  %881 = extractelement <32 x i8> %796, i64 21, !dbg !485
  %882 = zext i8 %881 to i64, !dbg !485
  %883 = xor i64 %880, %882, !dbg !486
  %884 = mul i64 %883, 1099511628211, !dbg !487
    #dbg_value(i64 22, !124, !DIExpression(), !484)
  %885 = extractelement <32 x i8> %796, i64 22, !dbg !485
  %886 = zext i8 %885 to i64, !dbg !485
  %887 = xor i64 %884, %886, !dbg !486
  %888 = mul i64 %887, 1099511628211, !dbg !487
    #dbg_value(i64 23, !124, !DIExpression(), !484)
  %889 = extractelement <32 x i8> %796, i64 23, !dbg !485
  %890 = zext i8 %889 to i64, !dbg !485
  %891 = xor i64 %888, %890, !dbg !486
  %892 = mul i64 %891, 1099511628211, !dbg !487
    #dbg_value(i64 24, !124, !DIExpression(), !484)
  %893 = extractelement <32 x i8> %796, i64 24, !dbg !485
  %894 = zext i8 %893 to i64, !dbg !485
  %895 = xor i64 %892, %894, !dbg !486
  %896 = mul i64 %895, 1099511628211, !dbg !487
    #dbg_value(i64 25, !124, !DIExpression(), !484)
  %897 = extractelement <32 x i8> %796, i64 25, !dbg !485
  %898 = zext i8 %897 to i64, !dbg !485
  %899 = xor i64 %896, %898, !dbg !486
  %900 = mul i64 %899, 1099511628211, !dbg !487
    #dbg_value(i64 26, !124, !DIExpression(), !484)
  %901 = extractelement <32 x i8> %796, i64 26, !dbg !485
  %902 = zext i8 %901 to i64, !dbg !485
  %903 = xor i64 %900, %902, !dbg !486
  %904 = mul i64 %903, 1099511628211, !dbg !487
    #dbg_value(i64 27, !124, !DIExpression(), !484)
  %905 = extractelement <32 x i8> %796, i64 27, !dbg !485
  %906 = zext i8 %905 to i64, !dbg !485
  %907 = xor i64 %904, %906, !dbg !486
  %908 = mul i64 %907, 1099511628211, !dbg !487
    #dbg_value(i64 28, !124, !DIExpression(), !484)
  %909 = extractelement <32 x i8> %796, i64 28, !dbg !485
  %910 = zext i8 %909 to i64, !dbg !485
  %911 = xor i64 %908, %910, !dbg !486
  %912 = mul i64 %911, 1099511628211, !dbg !487
    #dbg_value(i64 29, !124, !DIExpression(), !484)
  %913 = extractelement <32 x i8> %796, i64 29, !dbg !485
  %914 = zext i8 %913 to i64, !dbg !485
  %915 = xor i64 %912, %914, !dbg !486
  %916 = mul i64 %915, 1099511628211, !dbg !487
    #dbg_value(i64 30, !124, !DIExpression(), !484)
  %917 = extractelement <32 x i8> %796, i64 30, !dbg !485
  %918 = zext i8 %917 to i64, !dbg !485
  %919 = xor i64 %916, %918, !dbg !486
  %920 = mul i64 %919, 1099511628211, !dbg !487
    #dbg_value(i64 31, !124, !DIExpression(), !484)
  %921 = extractelement <32 x i8> %796, i64 31, !dbg !485
  %922 = zext i8 %921 to i64, !dbg !485
  %923 = xor i64 %920, %922, !dbg !486
  %924 = mul i64 %923, 1099511628211, !dbg !487
    #dbg_value(i64 32, !124, !DIExpression(), !484)
  %925 = shufflevector <4 x i32> %29, <4 x i32> %100, <8 x i32> <i32 7, i32 0, i32 6, i32 1, i32 5, i32 2, i32 4, i32 3>, !dbg !488
  %926 = bitcast <8 x i32> %925 to <32 x i8>, !dbg !489
    #dbg_value(<8 x i32> %925, !353, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !490)
    #dbg_value(i64 32, !120, !DIExpression(), !490)
    #dbg_value(ptr undef, !121, !DIExpression(), !490)
    #dbg_value(i64 0, !124, !DIExpression(), !492)
    #dbg_value(i64 0, !124, !DIExpression(), !492)
  %927 = extractelement <32 x i8> %926, i64 0, !dbg !493
  %928 = zext i8 %927 to i64, !dbg !493
  %929 = xor i64 %924, %928, !dbg !494
  %930 = mul i64 %929, 1099511628211, !dbg !495
    #dbg_value(i64 1, !124, !DIExpression(), !492)
  %931 = extractelement <32 x i8> %926, i64 1, !dbg !493
  %932 = zext i8 %931 to i64, !dbg !493
  %933 = xor i64 %930, %932, !dbg !494
  %934 = mul i64 %933, 1099511628211, !dbg !495
    #dbg_value(i64 2, !124, !DIExpression(), !492)
  %935 = extractelement <32 x i8> %926, i64 2, !dbg !493
  %936 = zext i8 %935 to i64, !dbg !493
  %937 = xor i64 %934, %936, !dbg !494
  %938 = mul i64 %937, 1099511628211, !dbg !495
    #dbg_value(i64 3, !124, !DIExpression(), !492)
  %939 = extractelement <32 x i8> %926, i64 3, !dbg !493
  %940 = zext i8 %939 to i64, !dbg !493
  %941 = xor i64 %938, %940, !dbg !494
  %942 = mul i64 %941, 1099511628211, !dbg !495
    #dbg_value(i64 4, !124, !DIExpression(), !492)
  %943 = extractelement <32 x i8> %926, i64 4, !dbg !493
  %944 = zext i8 %943 to i64, !dbg !493
  %945 = xor i64 %942, %944, !dbg !494
  %946 = mul i64 %945, 1099511628211, !dbg !495
    #dbg_value(i64 5, !124, !DIExpression(), !492)
  %947 = extractelement <32 x i8> %926, i64 5, !dbg !493
  %948 = zext i8 %947 to i64, !dbg !493
  %949 = xor i64 %946, %948, !dbg !494
  %950 = mul i64 %949, 1099511628211, !dbg !495
    #dbg_value(i64 6, !124, !DIExpression(), !492)
  %951 = extractelement <32 x i8> %926, i64 6, !dbg !493
  %952 = zext i8 %951 to i64, !dbg !493
  %953 = xor i64 %950, %952, !dbg !494
  %954 = mul i64 %953, 1099511628211, !dbg !495
    #dbg_value(i64 7, !124, !DIExpression(), !492)
  %955 = extractelement <32 x i8> %926, i64 7, !dbg !493
  %956 = zext i8 %955 to i64, !dbg !493
  %957 = xor i64 %954, %956, !dbg !494
  %958 = mul i64 %957, 1099511628211, !dbg !495
    #dbg_value(i64 8, !124, !DIExpression(), !492)
  %959 = extractelement <32 x i8> %926, i64 8, !dbg !493
  %960 = zext i8 %959 to i64, !dbg !493
  %961 = xor i64 %958, %960, !dbg !494
  %962 = mul i64 %961, 1099511628211, !dbg !495
    #dbg_value(i64 9, !124, !DIExpression(), !492)
  %963 = extractelement <32 x i8> %926, i64 9, !dbg !493
  %964 = zext i8 %963 to i64, !dbg !493
  %965 = xor i64 %962, %964, !dbg !494
  %966 = mul i64 %965, 1099511628211, !dbg !495
    #dbg_value(i64 10, !124, !DIExpression(), !492)
  %967 = extractelement <32 x i8> %926, i64 10, !dbg !493
  %968 = zext i8 %967 to i64, !dbg !493
  %969 = xor i64 %966, %968, !dbg !494
  %970 = mul i64 %969, 1099511628211, !dbg !495
    #dbg_value(i64 11, !124, !DIExpression(), !492)
  %971 = extractelement <32 x i8> %926, i64 11, !dbg !493
  %972 = zext i8 %971 to i64, !dbg !493
  %973 = xor i64 %970, %972, !dbg !494
  %974 = mul i64 %973, 1099511628211, !dbg !495
    #dbg_value(i64 12, !124, !DIExpression(), !492)
  %975 = extractelement <32 x i8> %926, i64 12, !dbg !493
  %976 = zext i8 %975 to i64, !dbg !493
  %977 = xor i64 %974, %976, !dbg !494
  %978 = mul i64 %977, 1099511628211, !dbg !495
    #dbg_value(i64 13, !124, !DIExpression(), !492)
  %979 = extractelement <32 x i8> %926, i64 13, !dbg !493
  %980 = zext i8 %979 to i64, !dbg !493
  %981 = xor i64 %978, %980, !dbg !494
  %982 = mul i64 %981, 1099511628211, !dbg !495
    #dbg_value(i64 14, !124, !DIExpression(), !492)
  %983 = extractelement <32 x i8> %926, i64 14, !dbg !493
  %984 = zext i8 %983 to i64, !dbg !493
  %985 = xor i64 %982, %984, !dbg !494
  %986 = mul i64 %985, 1099511628211, !dbg !495
    #dbg_value(i64 15, !124, !DIExpression(), !492)
  %987 = extractelement <32 x i8> %926, i64 15, !dbg !493
  %988 = zext i8 %987 to i64, !dbg !493
  %989 = xor i64 %986, %988, !dbg !494
  %990 = mul i64 %989, 1099511628211, !dbg !495
    #dbg_value(i64 16, !124, !DIExpression(), !492)
  %991 = extractelement <32 x i8> %926, i64 16, !dbg !493
  %992 = zext i8 %991 to i64, !dbg !493
  %993 = xor i64 %990, %992, !dbg !494
  %994 = mul i64 %993, 1099511628211, !dbg !495
    #dbg_value(i64 17, !124, !DIExpression(), !492)
  %995 = extractelement <32 x i8> %926, i64 17, !dbg !493
  %996 = zext i8 %995 to i64, !dbg !493
  %997 = xor i64 %994, %996, !dbg !494
  %998 = mul i64 %997, 1099511628211, !dbg !495
    #dbg_value(i64 18, !124, !DIExpression(), !492)
  %999 = extractelement <32 x i8> %926, i64 18, !dbg !493
  %1000 = zext i8 %999 to i64, !dbg !493
  %1001 = xor i64 %998, %1000, !dbg !494
  %1002 = mul i64 %1001, 1099511628211, !dbg !495
    #dbg_value(i64 19, !124, !DIExpression(), !492)
  %1003 = extractelement <32 x i8> %926, i64 19, !dbg !493
  %1004 = zext i8 %1003 to i64, !dbg !493
  %1005 = xor i64 %1002, %1004, !dbg !494
  %1006 = mul i64 %1005, 1099511628211, !dbg !495
    #dbg_value(i64 20, !124, !DIExpression(), !492)
  %1007 = extractelement <32 x i8> %926, i64 20, !dbg !493
  %1008 = zext i8 %1007 to i64, !dbg !493
  %1009 = xor i64 %1006, %1008, !dbg !494
  %1010 = mul i64 %1009, 1099511628211, !dbg !495
    #dbg_value(i64 21, !124, !DIExpression(), !492)
  %1011 = extractelement <32 x i8> %926, i64 21, !dbg !493
  %1012 = zext i8 %1011 to i64, !dbg !493
  %1013 = xor i64 %1010, %1012, !dbg !494
  %1014 = mul i64 %1013, 1099511628211, !dbg !495
    #dbg_value(i64 22, !124, !DIExpression(), !492)
  %1015 = extractelement <32 x i8> %926, i64 22, !dbg !493
  %1016 = zext i8 %1015 to i64, !dbg !493
  %1017 = xor i64 %1014, %1016, !dbg !494
  %1018 = mul i64 %1017, 1099511628211, !dbg !495
    #dbg_value(i64 23, !124, !DIExpression(), !492)
  %1019 = extractelement <32 x i8> %926, i64 23, !dbg !493
  %1020 = zext i8 %1019 to i64, !dbg !493
  %1021 = xor i64 %1018, %1020, !dbg !494
  %1022 = mul i64 %1021, 1099511628211, !dbg !495
    #dbg_value(i64 24, !124, !DIExpression(), !492)
  %1023 = extractelement <32 x i8> %926, i64 24, !dbg !493
  %1024 = zext i8 %1023 to i64, !dbg !493
  %1025 = xor i64 %1022, %1024, !dbg !494
  %1026 = mul i64 %1025, 1099511628211, !dbg !495
    #dbg_value(i64 25, !124, !DIExpression(), !492)
  %1027 = extractelement <32 x i8> %926, i64 25, !dbg !493
  %1028 = zext i8 %1027 to i64, !dbg !493
  %1029 = xor i64 %1026, %1028, !dbg !494
  %1030 = mul i64 %1029, 1099511628211, !dbg !495
    #dbg_value(i64 26, !124, !DIExpression(), !492)
  %1031 = extractelement <32 x i8> %926, i64 26, !dbg !493
  %1032 = zext i8 %1031 to i64, !dbg !493
  %1033 = xor i64 %1030, %1032, !dbg !494
  %1034 = mul i64 %1033, 1099511628211, !dbg !495
    #dbg_value(i64 27, !124, !DIExpression(), !492)
  %1035 = extractelement <32 x i8> %926, i64 27, !dbg !493
  %1036 = zext i8 %1035 to i64, !dbg !493
  %1037 = xor i64 %1034, %1036, !dbg !494
  %1038 = mul i64 %1037, 1099511628211, !dbg !495
    #dbg_value(i64 28, !124, !DIExpression(), !492)
  %1039 = extractelement <32 x i8> %926, i64 28, !dbg !493
  %1040 = zext i8 %1039 to i64, !dbg !493
  %1041 = xor i64 %1038, %1040, !dbg !494
  %1042 = mul i64 %1041, 1099511628211, !dbg !495
    #dbg_value(i64 29, !124, !DIExpression(), !492)
  %1043 = extractelement <32 x i8> %926, i64 29, !dbg !493
  %1044 = zext i8 %1043 to i64, !dbg !493
  %1045 = xor i64 %1042, %1044, !dbg !494
  %1046 = mul i64 %1045, 1099511628211, !dbg !495
    #dbg_value(i64 30, !124, !DIExpression(), !492)
  %1047 = extractelement <32 x i8> %926, i64 30, !dbg !493
  %1048 = zext i8 %1047 to i64, !dbg !493
  %1049 = xor i64 %1046, %1048, !dbg !494
  %1050 = mul i64 %1049, 1099511628211, !dbg !495
    #dbg_value(i64 31, !124, !DIExpression(), !492)
  %1051 = extractelement <32 x i8> %926, i64 31, !dbg !493
  %1052 = zext i8 %1051 to i64, !dbg !493
  %1053 = xor i64 %1050, %1052, !dbg !494
  %1054 = mul i64 %1053, 1099511628211, !dbg !495
    #dbg_value(i64 32, !124, !DIExpression(), !492)
  %1055 = bitcast <8 x i32> %925 to <32 x i8>, !dbg !496
    #dbg_value(<4 x i32> undef, !354, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !497)
    #dbg_value(i64 16, !120, !DIExpression(), !497)
    #dbg_value(ptr undef, !121, !DIExpression(), !497)
    #dbg_value(i64 0, !124, !DIExpression(), !499)
    #dbg_value(i64 0, !124, !DIExpression(), !499)
  %1056 = extractelement <32 x i8> %1055, i64 16, !dbg !500
  %1057 = zext i8 %1056 to i64, !dbg !500
  %1058 = xor i64 %1054, %1057, !dbg !501
  %1059 = mul i64 %1058, 1099511628211, !dbg !502
    #dbg_value(i64 1, !124, !DIExpression(), !499)
  %1060 = extractelement <32 x i8> %1055, i64 17, !dbg !500
  %1061 = zext i8 %1060 to i64, !dbg !500
  %1062 = xor i64 %1059, %1061, !dbg !501
  %1063 = mul i64 %1062, 1099511628211, !dbg !502
    #dbg_value(i64 2, !124, !DIExpression(), !499)
  %1064 = extractelement <32 x i8> %1055, i64 18, !dbg !500
  %1065 = zext i8 %1064 to i64, !dbg !500
  %1066 = xor i64 %1063, %1065, !dbg !501
  %1067 = mul i64 %1066, 1099511628211, !dbg !502
    #dbg_value(i64 3, !124, !DIExpression(), !499)
  %1068 = extractelement <32 x i8> %1055, i64 19, !dbg !500
  %1069 = zext i8 %1068 to i64, !dbg !500
  %1070 = xor i64 %1067, %1069, !dbg !501
  %1071 = mul i64 %1070, 1099511628211, !dbg !502
    #dbg_value(i64 4, !124, !DIExpression(), !499)
  %1072 = extractelement <32 x i8> %1055, i64 20, !dbg !500
  %1073 = zext i8 %1072 to i64, !dbg !500
  %1074 = xor i64 %1071, %1073, !dbg !501
  %1075 = mul i64 %1074, 1099511628211, !dbg !502
    #dbg_value(i64 5, !124, !DIExpression(), !499)
  %1076 = extractelement <32 x i8> %1055, i64 21, !dbg !500
  %1077 = zext i8 %1076 to i64, !dbg !500
  %1078 = xor i64 %1075, %1077, !dbg !501
  %1079 = mul i64 %1078, 1099511628211, !dbg !502
    #dbg_value(i64 6, !124, !DIExpression(), !499)
  %1080 = extractelement <32 x i8> %1055, i64 22, !dbg !500
  %1081 = zext i8 %1080 to i64, !dbg !500
  %1082 = xor i64 %1079, %1081, !dbg !501
  %1083 = mul i64 %1082, 1099511628211, !dbg !502
    #dbg_value(i64 7, !124, !DIExpression(), !499)
  %1084 = extractelement <32 x i8> %1055, i64 23, !dbg !500
  %1085 = zext i8 %1084 to i64, !dbg !500
  %1086 = xor i64 %1083, %1085, !dbg !501
  %1087 = mul i64 %1086, 1099511628211, !dbg !502
    #dbg_value(i64 8, !124, !DIExpression(), !499)
  %1088 = extractelement <32 x i8> %1055, i64 24, !dbg !500
  %1089 = zext i8 %1088 to i64, !dbg !500
  %1090 = xor i64 %1087, %1089, !dbg !501
  %1091 = mul i64 %1090, 1099511628211, !dbg !502
    #dbg_value(i64 9, !124, !DIExpression(), !499)
  %1092 = extractelement <32 x i8> %1055, i64 25, !dbg !500
  %1093 = zext i8 %1092 to i64, !dbg !500
  %1094 = xor i64 %1091, %1093, !dbg !501
  %1095 = mul i64 %1094, 1099511628211, !dbg !502
    #dbg_value(i64 10, !124, !DIExpression(), !499)
  %1096 = extractelement <32 x i8> %1055, i64 26, !dbg !500
  %1097 = zext i8 %1096 to i64, !dbg !500
  %1098 = xor i64 %1095, %1097, !dbg !501
  %1099 = mul i64 %1098, 1099511628211, !dbg !502
    #dbg_value(i64 11, !124, !DIExpression(), !499)
  %1100 = extractelement <32 x i8> %1055, i64 27, !dbg !500
  %1101 = zext i8 %1100 to i64, !dbg !500
  %1102 = xor i64 %1099, %1101, !dbg !501
  %1103 = mul i64 %1102, 1099511628211, !dbg !502
    #dbg_value(i64 12, !124, !DIExpression(), !499)
  %1104 = extractelement <32 x i8> %1055, i64 28, !dbg !500
  %1105 = zext i8 %1104 to i64, !dbg !500
  %1106 = xor i64 %1103, %1105, !dbg !501
  %1107 = mul i64 %1106, 1099511628211, !dbg !502
    #dbg_value(i64 13, !124, !DIExpression(), !499)
  %1108 = extractelement <32 x i8> %1055, i64 29, !dbg !500
  %1109 = zext i8 %1108 to i64, !dbg !500
  %1110 = xor i64 %1107, %1109, !dbg !501
  %1111 = mul i64 %1110, 1099511628211, !dbg !502
    #dbg_value(i64 14, !124, !DIExpression(), !499)
  %1112 = extractelement <32 x i8> %1055, i64 30, !dbg !500
  %1113 = zext i8 %1112 to i64, !dbg !500
  %1114 = xor i64 %1111, %1113, !dbg !501
  %1115 = mul i64 %1114, 1099511628211, !dbg !502
    #dbg_value(i64 15, !124, !DIExpression(), !499)
  %1116 = extractelement <32 x i8> %1055, i64 31, !dbg !500
  %1117 = zext i8 %1116 to i64, !dbg !500
  %1118 = xor i64 %1115, %1117, !dbg !501
  %1119 = mul i64 %1118, 1099511628211, !dbg !502
    #dbg_value(i64 16, !124, !DIExpression(), !499)
  %1120 = shufflevector <8 x i32> %795, <8 x i32> %925, <4 x i32> <i32 1, i32 9, i32 14, i32 6>, !dbg !503
  %1121 = bitcast <4 x i32> %1120 to <16 x i8>, !dbg !504
    #dbg_value(<4 x i32> %1120, !355, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !505)
    #dbg_value(i64 16, !120, !DIExpression(), !505)
    #dbg_value(ptr undef, !121, !DIExpression(), !505)
    #dbg_value(i64 0, !124, !DIExpression(), !507)
    #dbg_value(i64 0, !124, !DIExpression(), !507)
  %1122 = extractelement <16 x i8> %1121, i64 0, !dbg !508
  %1123 = zext i8 %1122 to i64, !dbg !508
  %1124 = xor i64 %1119, %1123, !dbg !509
  %1125 = mul i64 %1124, 1099511628211, !dbg !510
    #dbg_value(i64 1, !124, !DIExpression(), !507)
  %1126 = extractelement <16 x i8> %1121, i64 1, !dbg !508
  %1127 = zext i8 %1126 to i64, !dbg !508
  %1128 = xor i64 %1125, %1127, !dbg !509
  %1129 = mul i64 %1128, 1099511628211, !dbg !510
    #dbg_value(i64 2, !124, !DIExpression(), !507)
  %1130 = extractelement <16 x i8> %1121, i64 2, !dbg !508
  %1131 = zext i8 %1130 to i64, !dbg !508
  %1132 = xor i64 %1129, %1131, !dbg !509
  %1133 = mul i64 %1132, 1099511628211, !dbg !510
    #dbg_value(i64 3, !124, !DIExpression(), !507)
  %1134 = extractelement <16 x i8> %1121, i64 3, !dbg !508
  %1135 = zext i8 %1134 to i64, !dbg !508
  %1136 = xor i64 %1133, %1135, !dbg !509
  %1137 = mul i64 %1136, 1099511628211, !dbg !510
    #dbg_value(i64 4, !124, !DIExpression(), !507)
  %1138 = extractelement <16 x i8> %1121, i64 4, !dbg !508
  %1139 = zext i8 %1138 to i64, !dbg !508
  %1140 = xor i64 %1137, %1139, !dbg !509
  %1141 = mul i64 %1140, 1099511628211, !dbg !510
    #dbg_value(i64 5, !124, !DIExpression(), !507)
  %1142 = extractelement <16 x i8> %1121, i64 5, !dbg !508
  %1143 = zext i8 %1142 to i64, !dbg !508
  %1144 = xor i64 %1141, %1143, !dbg !509
  %1145 = mul i64 %1144, 1099511628211, !dbg !510
    #dbg_value(i64 6, !124, !DIExpression(), !507)
  %1146 = extractelement <16 x i8> %1121, i64 6, !dbg !508
  %1147 = zext i8 %1146 to i64, !dbg !508
  %1148 = xor i64 %1145, %1147, !dbg !509
  %1149 = mul i64 %1148, 1099511628211, !dbg !510
    #dbg_value(i64 7, !124, !DIExpression(), !507)
  %1150 = extractelement <16 x i8> %1121, i64 7, !dbg !508
  %1151 = zext i8 %1150 to i64, !dbg !508
  %1152 = xor i64 %1149, %1151, !dbg !509
  %1153 = mul i64 %1152, 1099511628211, !dbg !510
    #dbg_value(i64 8, !124, !DIExpression(), !507)
  %1154 = extractelement <16 x i8> %1121, i64 8, !dbg !508
  %1155 = zext i8 %1154 to i64, !dbg !508
  %1156 = xor i64 %1153, %1155, !dbg !509
  %1157 = mul i64 %1156, 1099511628211, !dbg !510
    #dbg_value(i64 9, !124, !DIExpression(), !507)
  %1158 = extractelement <16 x i8> %1121, i64 9, !dbg !508
  %1159 = zext i8 %1158 to i64, !dbg !508
  %1160 = xor i64 %1157, %1159, !dbg !509
  %1161 = mul i64 %1160, 1099511628211, !dbg !510
    #dbg_value(i64 10, !124, !DIExpression(), !507)
  %1162 = extractelement <16 x i8> %1121, i64 10, !dbg !508
  %1163 = zext i8 %1162 to i64, !dbg !508
  %1164 = xor i64 %1161, %1163, !dbg !509
  %1165 = mul i64 %1164, 1099511628211, !dbg !510
    #dbg_value(i64 11, !124, !DIExpression(), !507)
  %1166 = extractelement <16 x i8> %1121, i64 11, !dbg !508
  %1167 = zext i8 %1166 to i64, !dbg !508
  %1168 = xor i64 %1165, %1167, !dbg !509
  %1169 = mul i64 %1168, 1099511628211, !dbg !510
    #dbg_value(i64 12, !124, !DIExpression(), !507)
  %1170 = extractelement <16 x i8> %1121, i64 12, !dbg !508
  %1171 = zext i8 %1170 to i64, !dbg !508
  %1172 = xor i64 %1169, %1171, !dbg !509
  %1173 = mul i64 %1172, 1099511628211, !dbg !510
    #dbg_value(i64 13, !124, !DIExpression(), !507)
  %1174 = extractelement <16 x i8> %1121, i64 13, !dbg !508
  %1175 = zext i8 %1174 to i64, !dbg !508
  %1176 = xor i64 %1173, %1175, !dbg !509
  %1177 = mul i64 %1176, 1099511628211, !dbg !510
    #dbg_value(i64 14, !124, !DIExpression(), !507)
  %1178 = extractelement <16 x i8> %1121, i64 14, !dbg !508
  %1179 = zext i8 %1178 to i64, !dbg !508
  %1180 = xor i64 %1177, %1179, !dbg !509
  %1181 = mul i64 %1180, 1099511628211, !dbg !510
    #dbg_value(i64 15, !124, !DIExpression(), !507)
  %1182 = extractelement <16 x i8> %1121, i64 15, !dbg !508
  %1183 = zext i8 %1182 to i64, !dbg !508
  %1184 = xor i64 %1181, %1183, !dbg !509
  %1185 = mul i64 %1184, 1099511628211, !dbg !510
    #dbg_value(i64 16, !124, !DIExpression(), !507)
    #dbg_value(i32 0, !360, !DIExpression(), !511)
  %1186 = load i32, ptr @seed, align 4, !tbaa !93
    #dbg_value(<2 x i64> undef, !356, !DIExpression(), !369)
    #dbg_value(i32 0, !360, !DIExpression(), !511)
    #dbg_value(<2 x i64> undef, !356, !DIExpression(), !369)
  %1187 = mul i32 %1186, 1103515245, !dbg !512
  %1188 = add i32 %1187, 12345, !dbg !515
  %1189 = lshr i32 %1188, 7, !dbg !516
  %1190 = zext nneg i32 %1189 to i64, !dbg !517
    #dbg_value(<2 x i64> %1205, !356, !DIExpression(), !369)
    #dbg_value(i32 1, !360, !DIExpression(), !511)
  %1191 = mul i32 %1188, 1103515245, !dbg !512
  %1192 = add i32 %1191, 12345, !dbg !515
  %1193 = lshr i32 %1192, 7, !dbg !516
  %1194 = zext nneg i32 %1193 to i64, !dbg !517
    #dbg_value(<2 x i64> %1206, !356, !DIExpression(), !369)
    #dbg_value(i32 2, !360, !DIExpression(), !511)
    #dbg_value(i32 0, !362, !DIExpression(), !518)
    #dbg_value(<2 x i64> undef, !359, !DIExpression(), !369)
    #dbg_value(i32 0, !362, !DIExpression(), !518)
    #dbg_value(<2 x i64> undef, !359, !DIExpression(), !369)
  %1195 = mul i32 %1192, 1103515245, !dbg !519
  %1196 = add i32 %1195, 12345, !dbg !522
  %1197 = lshr i32 %1196, 7, !dbg !523
  %1198 = zext nneg i32 %1197 to i64, !dbg !524
  %1199 = insertelement <2 x i64> poison, i64 %1198, i64 0, !dbg !524
    #dbg_value(<2 x i64> %1199, !359, !DIExpression(), !369)
    #dbg_value(i32 1, !362, !DIExpression(), !518)
  %1200 = mul i32 %1196, 1103515245, !dbg !519
  %1201 = add i32 %1200, 12345, !dbg !522
  %1202 = lshr i32 %1201, 7, !dbg !523
  %1203 = zext nneg i32 %1202 to i64, !dbg !524
  %1204 = insertelement <2 x i64> %1199, i64 %1203, i64 1, !dbg !524
    #dbg_value(<2 x i64> %1204, !359, !DIExpression(), !369)
    #dbg_value(i32 2, !362, !DIExpression(), !518)
  %1205 = insertelement <2 x i64> poison, i64 %1190, i64 0, !dbg !517
  %1206 = insertelement <2 x i64> %1205, i64 %1194, i64 1, !dbg !517
  store i32 %1201, ptr @seed, align 4, !dbg !525, !tbaa !93
  %1207 = shufflevector <2 x i64> %1206, <2 x i64> %1199, <2 x i32> <i32 1, i32 2>, !dbg !526
  %1208 = bitcast <2 x i64> %1207 to <16 x i8>, !dbg !527
    #dbg_value(<2 x i64> %1207, !364, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !528)
    #dbg_value(i64 16, !120, !DIExpression(), !528)
    #dbg_value(ptr undef, !121, !DIExpression(), !528)
    #dbg_value(i64 0, !124, !DIExpression(), !530)
    #dbg_value(i64 0, !124, !DIExpression(), !530)
  %1209 = extractelement <16 x i8> %1208, i64 0, !dbg !531
  %1210 = zext i8 %1209 to i64, !dbg !531
  %1211 = xor i64 %1185, %1210, !dbg !532
  %1212 = mul i64 %1211, 1099511628211, !dbg !533
    #dbg_value(i64 1, !124, !DIExpression(), !530)
  %1213 = extractelement <16 x i8> %1208, i64 1, !dbg !531
  %1214 = zext i8 %1213 to i64, !dbg !531
  %1215 = xor i64 %1212, %1214, !dbg !532
  %1216 = mul i64 %1215, 1099511628211, !dbg !533
    #dbg_value(i64 2, !124, !DIExpression(), !530)
  %1217 = extractelement <16 x i8> %1208, i64 2, !dbg !531
  %1218 = zext i8 %1217 to i64, !dbg !531
  %1219 = xor i64 %1216, %1218, !dbg !532
  %1220 = mul i64 %1219, 1099511628211, !dbg !533
    #dbg_value(i64 3, !124, !DIExpression(), !530)
  %1221 = extractelement <16 x i8> %1208, i64 3, !dbg !531
  %1222 = zext i8 %1221 to i64, !dbg !531
  %1223 = xor i64 %1220, %1222, !dbg !532
  %1224 = mul i64 %1223, 1099511628211, !dbg !533
    #dbg_value(i64 4, !124, !DIExpression(), !530)
  %1225 = extractelement <16 x i8> %1208, i64 4, !dbg !531
  %1226 = zext i8 %1225 to i64, !dbg !531
  %1227 = xor i64 %1224, %1226, !dbg !532
  %1228 = mul i64 %1227, 1099511628211, !dbg !533
    #dbg_value(i64 5, !124, !DIExpression(), !530)
  %1229 = extractelement <16 x i8> %1208, i64 5, !dbg !531
  %1230 = zext i8 %1229 to i64, !dbg !531
  %1231 = xor i64 %1228, %1230, !dbg !532
  %1232 = mul i64 %1231, 1099511628211, !dbg !533
    #dbg_value(i64 6, !124, !DIExpression(), !530)
  %1233 = extractelement <16 x i8> %1208, i64 6, !dbg !531
  %1234 = zext i8 %1233 to i64, !dbg !531
  %1235 = xor i64 %1232, %1234, !dbg !532
  %1236 = mul i64 %1235, 1099511628211, !dbg !533
    #dbg_value(i64 7, !124, !DIExpression(), !530)
  %1237 = extractelement <16 x i8> %1208, i64 7, !dbg !531
  %1238 = zext i8 %1237 to i64, !dbg !531
  %1239 = xor i64 %1236, %1238, !dbg !532
  %1240 = mul i64 %1239, 1099511628211, !dbg !533
    #dbg_value(i64 8, !124, !DIExpression(), !530)
  %1241 = extractelement <16 x i8> %1208, i64 8, !dbg !531
  %1242 = zext i8 %1241 to i64, !dbg !531
  %1243 = xor i64 %1240, %1242, !dbg !532
  %1244 = mul i64 %1243, 1099511628211, !dbg !533
    #dbg_value(i64 9, !124, !DIExpression(), !530)
  %1245 = extractelement <16 x i8> %1208, i64 9, !dbg !531
  %1246 = zext i8 %1245 to i64, !dbg !531
  %1247 = xor i64 %1244, %1246, !dbg !532
  %1248 = mul i64 %1247, 1099511628211, !dbg !533
    #dbg_value(i64 10, !124, !DIExpression(), !530)
  %1249 = extractelement <16 x i8> %1208, i64 10, !dbg !531
  %1250 = zext i8 %1249 to i64, !dbg !531
  %1251 = xor i64 %1248, %1250, !dbg !532
  %1252 = mul i64 %1251, 1099511628211, !dbg !533
    #dbg_value(i64 11, !124, !DIExpression(), !530)
  %1253 = extractelement <16 x i8> %1208, i64 11, !dbg !531
  %1254 = zext i8 %1253 to i64, !dbg !531
  %1255 = xor i64 %1252, %1254, !dbg !532
  %1256 = mul i64 %1255, 1099511628211, !dbg !533
    #dbg_value(i64 12, !124, !DIExpression(), !530)
  %1257 = extractelement <16 x i8> %1208, i64 12, !dbg !531
  %1258 = zext i8 %1257 to i64, !dbg !531
  %1259 = xor i64 %1256, %1258, !dbg !532
  %1260 = mul i64 %1259, 1099511628211, !dbg !533
    #dbg_value(i64 13, !124, !DIExpression(), !530)
  %1261 = extractelement <16 x i8> %1208, i64 13, !dbg !531
  %1262 = zext i8 %1261 to i64, !dbg !531
  %1263 = xor i64 %1260, %1262, !dbg !532
  %1264 = mul i64 %1263, 1099511628211, !dbg !533
    #dbg_value(i64 14, !124, !DIExpression(), !530)
  %1265 = extractelement <16 x i8> %1208, i64 14, !dbg !531
  %1266 = zext i8 %1265 to i64, !dbg !531
  %1267 = xor i64 %1264, %1266, !dbg !532
  %1268 = mul i64 %1267, 1099511628211, !dbg !533
    #dbg_value(i64 15, !124, !DIExpression(), !530)
  %1269 = extractelement <16 x i8> %1208, i64 15, !dbg !531
  %1270 = zext i8 %1269 to i64, !dbg !531
  %1271 = xor i64 %1268, %1270, !dbg !532
  %1272 = mul i64 %1271, 1099511628211, !dbg !533
    #dbg_value(i64 16, !124, !DIExpression(), !530)
  %1273 = shufflevector <2 x i64> %1205, <2 x i64> %1204, <2 x i32> <i32 3, i32 0>, !dbg !534
  %1274 = bitcast <2 x i64> %1273 to <16 x i8>, !dbg !535
    #dbg_value(<2 x i64> %1273, !364, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !536)
    #dbg_value(i64 16, !120, !DIExpression(), !536)
    #dbg_value(ptr undef, !121, !DIExpression(), !536)
    #dbg_value(i64 0, !124, !DIExpression(), !538)
    #dbg_value(i64 0, !124, !DIExpression(), !538)
  %1275 = extractelement <16 x i8> %1274, i64 0, !dbg !539
  %1276 = zext i8 %1275 to i64, !dbg !539
  %1277 = xor i64 %1272, %1276, !dbg !540
  %1278 = mul i64 %1277, 1099511628211, !dbg !541
    #dbg_value(i64 1, !124, !DIExpression(), !538)
  %1279 = extractelement <16 x i8> %1274, i64 1, !dbg !539
  %1280 = zext i8 %1279 to i64, !dbg !539
  %1281 = xor i64 %1278, %1280, !dbg !540
  %1282 = mul i64 %1281, 1099511628211, !dbg !541
    #dbg_value(i64 2, !124, !DIExpression(), !538)
  %1283 = extractelement <16 x i8> %1274, i64 2, !dbg !539
  %1284 = zext i8 %1283 to i64, !dbg !539
  %1285 = xor i64 %1282, %1284, !dbg !540
  %1286 = mul i64 %1285, 1099511628211, !dbg !541
    #dbg_value(i64 3, !124, !DIExpression(), !538)
  %1287 = extractelement <16 x i8> %1274, i64 3, !dbg !539
  %1288 = zext i8 %1287 to i64, !dbg !539
  %1289 = xor i64 %1286, %1288, !dbg !540
  %1290 = mul i64 %1289, 1099511628211, !dbg !541
    #dbg_value(i64 4, !124, !DIExpression(), !538)
  %1291 = extractelement <16 x i8> %1274, i64 4, !dbg !539
  %1292 = zext i8 %1291 to i64, !dbg !539
  %1293 = xor i64 %1290, %1292, !dbg !540
  %1294 = mul i64 %1293, 1099511628211, !dbg !541
    #dbg_value(i64 5, !124, !DIExpression(), !538)
  %1295 = extractelement <16 x i8> %1274, i64 5, !dbg !539
  %1296 = zext i8 %1295 to i64, !dbg !539
  %1297 = xor i64 %1294, %1296, !dbg !540
  %1298 = mul i64 %1297, 1099511628211, !dbg !541
    #dbg_value(i64 6, !124, !DIExpression(), !538)
  %1299 = extractelement <16 x i8> %1274, i64 6, !dbg !539
  %1300 = zext i8 %1299 to i64, !dbg !539
  %1301 = xor i64 %1298, %1300, !dbg !540
  %1302 = mul i64 %1301, 1099511628211, !dbg !541
    #dbg_value(i64 7, !124, !DIExpression(), !538)
  %1303 = extractelement <16 x i8> %1274, i64 7, !dbg !539
  %1304 = zext i8 %1303 to i64, !dbg !539
  %1305 = xor i64 %1302, %1304, !dbg !540
  %1306 = mul i64 %1305, 1099511628211, !dbg !541
    #dbg_value(i64 8, !124, !DIExpression(), !538)
  %1307 = extractelement <16 x i8> %1274, i64 8, !dbg !539
  %1308 = zext i8 %1307 to i64, !dbg !539
  %1309 = xor i64 %1306, %1308, !dbg !540
  %1310 = mul i64 %1309, 1099511628211, !dbg !541
    #dbg_value(i64 9, !124, !DIExpression(), !538)
  %1311 = extractelement <16 x i8> %1274, i64 9, !dbg !539
  %1312 = zext i8 %1311 to i64, !dbg !539
  %1313 = xor i64 %1310, %1312, !dbg !540
  %1314 = mul i64 %1313, 1099511628211, !dbg !541
    #dbg_value(i64 10, !124, !DIExpression(), !538)
  %1315 = extractelement <16 x i8> %1274, i64 10, !dbg !539
  %1316 = zext i8 %1315 to i64, !dbg !539
  %1317 = xor i64 %1314, %1316, !dbg !540
  %1318 = mul i64 %1317, 1099511628211, !dbg !541
    #dbg_value(i64 11, !124, !DIExpression(), !538)
  %1319 = extractelement <16 x i8> %1274, i64 11, !dbg !539
  %1320 = zext i8 %1319 to i64, !dbg !539
  %1321 = xor i64 %1318, %1320, !dbg !540
  %1322 = mul i64 %1321, 1099511628211, !dbg !541
    #dbg_value(i64 12, !124, !DIExpression(), !538)
  %1323 = extractelement <16 x i8> %1274, i64 12, !dbg !539
  %1324 = zext i8 %1323 to i64, !dbg !539
  %1325 = xor i64 %1322, %1324, !dbg !540
  %1326 = mul i64 %1325, 1099511628211, !dbg !541
    #dbg_value(i64 13, !124, !DIExpression(), !538)
  %1327 = extractelement <16 x i8> %1274, i64 13, !dbg !539
  %1328 = zext i8 %1327 to i64, !dbg !539
  %1329 = xor i64 %1326, %1328, !dbg !540
  %1330 = mul i64 %1329, 1099511628211, !dbg !541
    #dbg_value(i64 14, !124, !DIExpression(), !538)
  %1331 = extractelement <16 x i8> %1274, i64 14, !dbg !539
  %1332 = zext i8 %1331 to i64, !dbg !539
  %1333 = xor i64 %1330, %1332, !dbg !540
  %1334 = mul i64 %1333, 1099511628211, !dbg !541
    #dbg_value(i64 15, !124, !DIExpression(), !538)
  %1335 = extractelement <16 x i8> %1274, i64 15, !dbg !539
  %1336 = zext i8 %1335 to i64, !dbg !539
  %1337 = xor i64 %1334, %1336, !dbg !540
  %1338 = mul i64 %1337, 1099511628211, !dbg !541
    #dbg_value(i64 16, !124, !DIExpression(), !538)
  %1339 = shufflevector <2 x i64> %1206, <2 x i64> poison, <2 x i32> <i32 1, i32 1>, !dbg !542
  %1340 = bitcast <2 x i64> %1339 to <16 x i8>, !dbg !543
    #dbg_value(<2 x i64> %1339, !364, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !544)
    #dbg_value(i64 16, !120, !DIExpression(), !544)
    #dbg_value(ptr undef, !121, !DIExpression(), !544)
    #dbg_value(i64 0, !124, !DIExpression(), !546)
    #dbg_value(i64 0, !124, !DIExpression(), !546)
  %1341 = extractelement <16 x i8> %1340, i64 0, !dbg !547
  %1342 = zext i8 %1341 to i64, !dbg !547
  %1343 = xor i64 %1338, %1342, !dbg !548
  %1344 = mul i64 %1343, 1099511628211, !dbg !549
    #dbg_value(i64 1, !124, !DIExpression(), !546)
  %1345 = extractelement <16 x i8> %1340, i64 1, !dbg !547
  %1346 = zext i8 %1345 to i64, !dbg !547
  %1347 = xor i64 %1344, %1346, !dbg !548
  %1348 = mul i64 %1347, 1099511628211, !dbg !549
    #dbg_value(i64 2, !124, !DIExpression(), !546)
  %1349 = extractelement <16 x i8> %1340, i64 2, !dbg !547
  %1350 = zext i8 %1349 to i64, !dbg !547
  %1351 = xor i64 %1348, %1350, !dbg !548
  %1352 = mul i64 %1351, 1099511628211, !dbg !549
    #dbg_value(i64 3, !124, !DIExpression(), !546)
  %1353 = extractelement <16 x i8> %1340, i64 3, !dbg !547
  %1354 = zext i8 %1353 to i64, !dbg !547
  %1355 = xor i64 %1352, %1354, !dbg !548
  %1356 = mul i64 %1355, 1099511628211, !dbg !549
    #dbg_value(i64 4, !124, !DIExpression(), !546)
  %1357 = extractelement <16 x i8> %1340, i64 4, !dbg !547
  %1358 = zext i8 %1357 to i64, !dbg !547
  %1359 = xor i64 %1356, %1358, !dbg !548
  %1360 = mul i64 %1359, 1099511628211, !dbg !549
    #dbg_value(i64 5, !124, !DIExpression(), !546)
  %1361 = extractelement <16 x i8> %1340, i64 5, !dbg !547
  %1362 = zext i8 %1361 to i64, !dbg !547
  %1363 = xor i64 %1360, %1362, !dbg !548
  %1364 = mul i64 %1363, 1099511628211, !dbg !549
    #dbg_value(i64 6, !124, !DIExpression(), !546)
  %1365 = extractelement <16 x i8> %1340, i64 6, !dbg !547
  %1366 = zext i8 %1365 to i64, !dbg !547
  %1367 = xor i64 %1364, %1366, !dbg !548
  %1368 = mul i64 %1367, 1099511628211, !dbg !549
    #dbg_value(i64 7, !124, !DIExpression(), !546)
  %1369 = extractelement <16 x i8> %1340, i64 7, !dbg !547
  %1370 = zext i8 %1369 to i64, !dbg !547
  %1371 = xor i64 %1368, %1370, !dbg !548
  %1372 = mul i64 %1371, 1099511628211, !dbg !549
    #dbg_value(i64 8, !124, !DIExpression(), !546)
  %1373 = extractelement <16 x i8> %1340, i64 8, !dbg !547
  %1374 = zext i8 %1373 to i64, !dbg !547
  %1375 = xor i64 %1372, %1374, !dbg !548
  %1376 = mul i64 %1375, 1099511628211, !dbg !549
    #dbg_value(i64 9, !124, !DIExpression(), !546)
  %1377 = extractelement <16 x i8> %1340, i64 9, !dbg !547
  %1378 = zext i8 %1377 to i64, !dbg !547
  %1379 = xor i64 %1376, %1378, !dbg !548
  %1380 = mul i64 %1379, 1099511628211, !dbg !549
    #dbg_value(i64 10, !124, !DIExpression(), !546)
  %1381 = extractelement <16 x i8> %1340, i64 10, !dbg !547
  %1382 = zext i8 %1381 to i64, !dbg !547
  %1383 = xor i64 %1380, %1382, !dbg !548
  %1384 = mul i64 %1383, 1099511628211, !dbg !549
    #dbg_value(i64 11, !124, !DIExpression(), !546)
  %1385 = extractelement <16 x i8> %1340, i64 11, !dbg !547
  %1386 = zext i8 %1385 to i64, !dbg !547
  %1387 = xor i64 %1384, %1386, !dbg !548
  %1388 = mul i64 %1387, 1099511628211, !dbg !549
    #dbg_value(i64 12, !124, !DIExpression(), !546)
  %1389 = extractelement <16 x i8> %1340, i64 12, !dbg !547
  %1390 = zext i8 %1389 to i64, !dbg !547
  %1391 = xor i64 %1388, %1390, !dbg !548
  %1392 = mul i64 %1391, 1099511628211, !dbg !549
    #dbg_value(i64 13, !124, !DIExpression(), !546)
  %1393 = extractelement <16 x i8> %1340, i64 13, !dbg !547
  %1394 = zext i8 %1393 to i64, !dbg !547
  %1395 = xor i64 %1392, %1394, !dbg !548
  %1396 = mul i64 %1395, 1099511628211, !dbg !549
    #dbg_value(i64 14, !124, !DIExpression(), !546)
  %1397 = extractelement <16 x i8> %1340, i64 14, !dbg !547
  %1398 = zext i8 %1397 to i64, !dbg !547
  %1399 = xor i64 %1396, %1398, !dbg !548
  %1400 = mul i64 %1399, 1099511628211, !dbg !549
    #dbg_value(i64 15, !124, !DIExpression(), !546)
  %1401 = extractelement <16 x i8> %1340, i64 15, !dbg !547
  %1402 = zext i8 %1401 to i64, !dbg !547
  %1403 = xor i64 %1400, %1402, !dbg !548
  %1404 = mul i64 %1403, 1099511628211, !dbg !549
    #dbg_value(i64 16, !124, !DIExpression(), !546)
  %1405 = shufflevector <2 x i64> %1206, <2 x i64> %1204, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !550
  %1406 = bitcast <4 x i64> %1405 to <32 x i8>, !dbg !551
    #dbg_value(<4 x i64> %1405, !365, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !552)
    #dbg_value(i64 32, !120, !DIExpression(), !552)
    #dbg_value(ptr undef, !121, !DIExpression(), !552)
    #dbg_value(i64 0, !124, !DIExpression(), !554)
    #dbg_value(i64 0, !124, !DIExpression(), !554)
  %1407 = extractelement <32 x i8> %1406, i64 0, !dbg !555
  %1408 = zext i8 %1407 to i64, !dbg !555
  %1409 = xor i64 %1404, %1408, !dbg !556
  %1410 = mul i64 %1409, 1099511628211, !dbg !557
    #dbg_value(i64 1, !124, !DIExpression(), !554)
  %1411 = extractelement <32 x i8> %1406, i64 1, !dbg !555
  %1412 = zext i8 %1411 to i64, !dbg !555
  %1413 = xor i64 %1410, %1412, !dbg !556
  %1414 = mul i64 %1413, 1099511628211, !dbg !557
    #dbg_value(i64 2, !124, !DIExpression(), !554)
  %1415 = extractelement <32 x i8> %1406, i64 2, !dbg !555
  %1416 = zext i8 %1415 to i64, !dbg !555
  %1417 = xor i64 %1414, %1416, !dbg !556
  %1418 = mul i64 %1417, 1099511628211, !dbg !557
    #dbg_value(i64 3, !124, !DIExpression(), !554)
  %1419 = extractelement <32 x i8> %1406, i64 3, !dbg !555
  %1420 = zext i8 %1419 to i64, !dbg !555
  %1421 = xor i64 %1418, %1420, !dbg !556
  %1422 = mul i64 %1421, 1099511628211, !dbg !557
    #dbg_value(i64 4, !124, !DIExpression(), !554)
  %1423 = extractelement <32 x i8> %1406, i64 4, !dbg !555
  %1424 = zext i8 %1423 to i64, !dbg !555
  %1425 = xor i64 %1422, %1424, !dbg !556
  %1426 = mul i64 %1425, 1099511628211, !dbg !557
    #dbg_value(i64 5, !124, !DIExpression(), !554)
  %1427 = extractelement <32 x i8> %1406, i64 5, !dbg !555
  %1428 = zext i8 %1427 to i64, !dbg !555
  %1429 = xor i64 %1426, %1428, !dbg !556
  %1430 = mul i64 %1429, 1099511628211, !dbg !557
    #dbg_value(i64 6, !124, !DIExpression(), !554)
  %1431 = extractelement <32 x i8> %1406, i64 6, !dbg !555
  %1432 = zext i8 %1431 to i64, !dbg !555
  %1433 = xor i64 %1430, %1432, !dbg !556
  %1434 = mul i64 %1433, 1099511628211, !dbg !557
    #dbg_value(i64 7, !124, !DIExpression(), !554)
  %1435 = extractelement <32 x i8> %1406, i64 7, !dbg !555
  %1436 = zext i8 %1435 to i64, !dbg !555
  %1437 = xor i64 %1434, %1436, !dbg !556
  %1438 = mul i64 %1437, 1099511628211, !dbg !557
    #dbg_value(i64 8, !124, !DIExpression(), !554)
  %1439 = extractelement <32 x i8> %1406, i64 8, !dbg !555
  %1440 = zext i8 %1439 to i64, !dbg !555
  %1441 = xor i64 %1438, %1440, !dbg !556
  %1442 = mul i64 %1441, 1099511628211, !dbg !557
    #dbg_value(i64 9, !124, !DIExpression(), !554)
  %1443 = extractelement <32 x i8> %1406, i64 9, !dbg !555
  %1444 = zext i8 %1443 to i64, !dbg !555
  %1445 = xor i64 %1442, %1444, !dbg !556
  %1446 = mul i64 %1445, 1099511628211, !dbg !557
    #dbg_value(i64 10, !124, !DIExpression(), !554)
  %1447 = extractelement <32 x i8> %1406, i64 10, !dbg !555
  %1448 = zext i8 %1447 to i64, !dbg !555
  %1449 = xor i64 %1446, %1448, !dbg !556
  %1450 = mul i64 %1449, 1099511628211, !dbg !557
    #dbg_value(i64 11, !124, !DIExpression(), !554)
  %1451 = extractelement <32 x i8> %1406, i64 11, !dbg !555
  %1452 = zext i8 %1451 to i64, !dbg !555
  %1453 = xor i64 %1450, %1452, !dbg !556
  %1454 = mul i64 %1453, 1099511628211, !dbg !557
    #dbg_value(i64 12, !124, !DIExpression(), !554)
  %1455 = extractelement <32 x i8> %1406, i64 12, !dbg !555
  %1456 = zext i8 %1455 to i64, !dbg !555
  %1457 = xor i64 %1454, %1456, !dbg !556
  %1458 = mul i64 %1457, 1099511628211, !dbg !557
    #dbg_value(i64 13, !124, !DIExpression(), !554)
  %1459 = extractelement <32 x i8> %1406, i64 13, !dbg !555
  %1460 = zext i8 %1459 to i64, !dbg !555
  %1461 = xor i64 %1458, %1460, !dbg !556
  %1462 = mul i64 %1461, 1099511628211, !dbg !557
    #dbg_value(i64 14, !124, !DIExpression(), !554)
  %1463 = extractelement <32 x i8> %1406, i64 14, !dbg !555
  %1464 = zext i8 %1463 to i64, !dbg !555
  %1465 = xor i64 %1462, %1464, !dbg !556
  %1466 = mul i64 %1465, 1099511628211, !dbg !557
    #dbg_value(i64 15, !124, !DIExpression(), !554)
  %1467 = extractelement <32 x i8> %1406, i64 15, !dbg !555
  %1468 = zext i8 %1467 to i64, !dbg !555
  %1469 = xor i64 %1466, %1468, !dbg !556
  %1470 = mul i64 %1469, 1099511628211, !dbg !557
    #dbg_value(i64 16, !124, !DIExpression(), !554)
  %1471 = extractelement <32 x i8> %1406, i64 16, !dbg !555
  %1472 = zext i8 %1471 to i64, !dbg !555
  %1473 = xor i64 %1470, %1472, !dbg !556
  %1474 = mul i64 %1473, 1099511628211, !dbg !557
    #dbg_value(i64 17, !124, !DIExpression(), !554)
  %1475 = extractelement <32 x i8> %1406, i64 17, !dbg !555
  %1476 = zext i8 %1475 to i64, !dbg !555
  %1477 = xor i64 %1474, %1476, !dbg !556
  %1478 = mul i64 %1477, 1099511628211, !dbg !557
    #dbg_value(i64 18, !124, !DIExpression(), !554)
  %1479 = extractelement <32 x i8> %1406, i64 18, !dbg !555
  %1480 = zext i8 %1479 to i64, !dbg !555
  %1481 = xor i64 %1478, %1480, !dbg !556
  %1482 = mul i64 %1481, 1099511628211, !dbg !557
    #dbg_value(i64 19, !124, !DIExpression(), !554)
  %1483 = extractelement <32 x i8> %1406, i64 19, !dbg !555
  %1484 = zext i8 %1483 to i64, !dbg !555
  %1485 = xor i64 %1482, %1484, !dbg !556
  %1486 = mul i64 %1485, 1099511628211, !dbg !557
    #dbg_value(i64 20, !124, !DIExpression(), !554)
  %1487 = extractelement <32 x i8> %1406, i64 20, !dbg !555
  %1488 = zext i8 %1487 to i64, !dbg !555
  %1489 = xor i64 %1486, %1488, !dbg !556
  %1490 = mul i64 %1489, 1099511628211, !dbg !557
    #dbg_value(i64 21, !124, !DIExpression(), !554)
  %1491 = extractelement <32 x i8> %1406, i64 21, !dbg !555
  %1492 = zext i8 %1491 to i64, !dbg !555
  %1493 = xor i64 %1490, %1492, !dbg !556
  %1494 = mul i64 %1493, 1099511628211, !dbg !557
    #dbg_value(i64 22, !124, !DIExpression(), !554)
  %1495 = extractelement <32 x i8> %1406, i64 22, !dbg !555
  %1496 = zext i8 %1495 to i64, !dbg !555
  %1497 = xor i64 %1494, %1496, !dbg !556
  %1498 = mul i64 %1497, 1099511628211, !dbg !557
    #dbg_value(i64 23, !124, !DIExpression(), !554)
  %1499 = extractelement <32 x i8> %1406, i64 23, !dbg !555
  %1500 = zext i8 %1499 to i64, !dbg !555
  %1501 = xor i64 %1498, %1500, !dbg !556
  %1502 = mul i64 %1501, 1099511628211, !dbg !557
    #dbg_value(i64 24, !124, !DIExpression(), !554)
  %1503 = extractelement <32 x i8> %1406, i64 24, !dbg !555
  %1504 = zext i8 %1503 to i64, !dbg !555
  %1505 = xor i64 %1502, %1504, !dbg !556
  %1506 = mul i64 %1505, 1099511628211, !dbg !557
    #dbg_value(i64 25, !124, !DIExpression(), !554)
  %1507 = extractelement <32 x i8> %1406, i64 25, !dbg !555
  %1508 = zext i8 %1507 to i64, !dbg !555
  %1509 = xor i64 %1506, %1508, !dbg !556
  %1510 = mul i64 %1509, 1099511628211, !dbg !557
    #dbg_value(i64 26, !124, !DIExpression(), !554)
  %1511 = extractelement <32 x i8> %1406, i64 26, !dbg !555
  %1512 = zext i8 %1511 to i64, !dbg !555
  %1513 = xor i64 %1510, %1512, !dbg !556
  %1514 = mul i64 %1513, 1099511628211, !dbg !557
    #dbg_value(i64 27, !124, !DIExpression(), !554)
  %1515 = extractelement <32 x i8> %1406, i64 27, !dbg !555
  %1516 = zext i8 %1515 to i64, !dbg !555
  %1517 = xor i64 %1514, %1516, !dbg !556
  %1518 = mul i64 %1517, 1099511628211, !dbg !557
    #dbg_value(i64 28, !124, !DIExpression(), !554)
  %1519 = extractelement <32 x i8> %1406, i64 28, !dbg !555
  %1520 = zext i8 %1519 to i64, !dbg !555
  %1521 = xor i64 %1518, %1520, !dbg !556
  %1522 = mul i64 %1521, 1099511628211, !dbg !557
    #dbg_value(i64 29, !124, !DIExpression(), !554)
  %1523 = extractelement <32 x i8> %1406, i64 29, !dbg !555
  %1524 = zext i8 %1523 to i64, !dbg !555
  %1525 = xor i64 %1522, %1524, !dbg !556
  %1526 = mul i64 %1525, 1099511628211, !dbg !557
    #dbg_value(i64 30, !124, !DIExpression(), !554)
  %1527 = extractelement <32 x i8> %1406, i64 30, !dbg !555
  %1528 = zext i8 %1527 to i64, !dbg !555
  %1529 = xor i64 %1526, %1528, !dbg !556
  %1530 = mul i64 %1529, 1099511628211, !dbg !557
    #dbg_value(i64 31, !124, !DIExpression(), !554)
  %1531 = extractelement <32 x i8> %1406, i64 31, !dbg !555
  %1532 = zext i8 %1531 to i64, !dbg !555
  %1533 = xor i64 %1530, %1532, !dbg !556
  %1534 = mul i64 %1533, 1099511628211, !dbg !557
    #dbg_value(i64 32, !124, !DIExpression(), !554)
  %1535 = shufflevector <4 x i64> %1405, <4 x i64> poison, <4 x i32> <i32 1, i32 3, i32 0, i32 2>, !dbg !558
  %1536 = bitcast <4 x i64> %1535 to <32 x i8>, !dbg !559
    #dbg_value(<4 x i64> %1535, !365, !DIExpression(), !369)
    #dbg_value(ptr undef, !111, !DIExpression(), !560)
    #dbg_value(i64 32, !120, !DIExpression(), !560)
    #dbg_value(ptr undef, !121, !DIExpression(), !560)
    #dbg_value(i64 0, !124, !DIExpression(), !562)
    #dbg_value(i64 0, !124, !DIExpression(), !562)
  %1537 = extractelement <32 x i8> %1536, i64 0, !dbg !563
  %1538 = zext i8 %1537 to i64, !dbg !563
  %1539 = xor i64 %1534, %1538, !dbg !564
  %1540 = mul i64 %1539, 1099511628211, !dbg !565
    #dbg_value(i64 1, !124, !DIExpression(), !562)
  %1541 = extractelement <32 x i8> %1536, i64 1, !dbg !563
  %1542 = zext i8 %1541 to i64, !dbg !563
  %1543 = xor i64 %1540, %1542, !dbg !564
  %1544 = mul i64 %1543, 1099511628211, !dbg !565
    #dbg_value(i64 2, !124, !DIExpression(), !562)
  %1545 = extractelement <32 x i8> %1536, i64 2, !dbg !563
  %1546 = zext i8 %1545 to i64, !dbg !563
  %1547 = xor i64 %1544, %1546, !dbg !564
  %1548 = mul i64 %1547, 1099511628211, !dbg !565
    #dbg_value(i64 3, !124, !DIExpression(), !562)
  %1549 = extractelement <32 x i8> %1536, i64 3, !dbg !563
  %1550 = zext i8 %1549 to i64, !dbg !563
  %1551 = xor i64 %1548, %1550, !dbg !564
  %1552 = mul i64 %1551, 1099511628211, !dbg !565
    #dbg_value(i64 4, !124, !DIExpression(), !562)
  %1553 = extractelement <32 x i8> %1536, i64 4, !dbg !563
  %1554 = zext i8 %1553 to i64, !dbg !563
  %1555 = xor i64 %1552, %1554, !dbg !564
  %1556 = mul i64 %1555, 1099511628211, !dbg !565
    #dbg_value(i64 5, !124, !DIExpression(), !562)
  %1557 = extractelement <32 x i8> %1536, i64 5, !dbg !563
  %1558 = zext i8 %1557 to i64, !dbg !563
  %1559 = xor i64 %1556, %1558, !dbg !564
  %1560 = mul i64 %1559, 1099511628211, !dbg !565
    #dbg_value(i64 6, !124, !DIExpression(), !562)
  %1561 = extractelement <32 x i8> %1536, i64 6, !dbg !563
  %1562 = zext i8 %1561 to i64, !dbg !563
  %1563 = xor i64 %1560, %1562, !dbg !564
  %1564 = mul i64 %1563, 1099511628211, !dbg !565
    #dbg_value(i64 7, !124, !DIExpression(), !562)
  %1565 = extractelement <32 x i8> %1536, i64 7, !dbg !563
  %1566 = zext i8 %1565 to i64, !dbg !563
  %1567 = xor i64 %1564, %1566, !dbg !564
  %1568 = mul i64 %1567, 1099511628211, !dbg !565
    #dbg_value(i64 8, !124, !DIExpression(), !562)
  %1569 = extractelement <32 x i8> %1536, i64 8, !dbg !563
  %1570 = zext i8 %1569 to i64, !dbg !563
  %1571 = xor i64 %1568, %1570, !dbg !564
  %1572 = mul i64 %1571, 1099511628211, !dbg !565
    #dbg_value(i64 9, !124, !DIExpression(), !562)
  %1573 = extractelement <32 x i8> %1536, i64 9, !dbg !563
  %1574 = zext i8 %1573 to i64, !dbg !563
  %1575 = xor i64 %1572, %1574, !dbg !564
  %1576 = mul i64 %1575, 1099511628211, !dbg !565
    #dbg_value(i64 10, !124, !DIExpression(), !562)
  %1577 = extractelement <32 x i8> %1536, i64 10, !dbg !563
  %1578 = zext i8 %1577 to i64, !dbg !563
  %1579 = xor i64 %1576, %1578, !dbg !564
  %1580 = mul i64 %1579, 1099511628211, !dbg !565
    #dbg_value(i64 11, !124, !DIExpression(), !562)
  %1581 = extractelement <32 x i8> %1536, i64 11, !dbg !563
  %1582 = zext i8 %1581 to i64, !dbg !563
  %1583 = xor i64 %1580, %1582, !dbg !564
  %1584 = mul i64 %1583, 1099511628211, !dbg !565
    #dbg_value(i64 12, !124, !DIExpression(), !562)
  %1585 = extractelement <32 x i8> %1536, i64 12, !dbg !563
  %1586 = zext i8 %1585 to i64, !dbg !563
  %1587 = xor i64 %1584, %1586, !dbg !564
  %1588 = mul i64 %1587, 1099511628211, !dbg !565
    #dbg_value(i64 13, !124, !DIExpression(), !562)
  %1589 = extractelement <32 x i8> %1536, i64 13, !dbg !563
  %1590 = zext i8 %1589 to i64, !dbg !563
  %1591 = xor i64 %1588, %1590, !dbg !564
  %1592 = mul i64 %1591, 1099511628211, !dbg !565
    #dbg_value(i64 14, !124, !DIExpression(), !562)
  %1593 = extractelement <32 x i8> %1536, i64 14, !dbg !563
  %1594 = zext i8 %1593 to i64, !dbg !563
  %1595 = xor i64 %1592, %1594, !dbg !564
  %1596 = mul i64 %1595, 1099511628211, !dbg !565
    #dbg_value(i64 15, !124, !DIExpression(), !562)
  %1597 = extractelement <32 x i8> %1536, i64 15, !dbg !563
  %1598 = zext i8 %1597 to i64, !dbg !563
  %1599 = xor i64 %1596, %1598, !dbg !564
  %1600 = mul i64 %1599, 1099511628211, !dbg !565
    #dbg_value(i64 16, !124, !DIExpression(), !562)
  %1601 = extractelement <32 x i8> %1536, i64 16, !dbg !563
  %1602 = zext i8 %1601 to i64, !dbg !563
  %1603 = xor i64 %1600, %1602, !dbg !564
  %1604 = mul i64 %1603, 1099511628211, !dbg !565
    #dbg_value(i64 17, !124, !DIExpression(), !562)
  %1605 = extractelement <32 x i8> %1536, i64 17, !dbg !563
  %1606 = zext i8 %1605 to i64, !dbg !563
  %1607 = xor i64 %1604, %1606, !dbg !564
  %1608 = mul i64 %1607, 1099511628211, !dbg !565
    #dbg_value(i64 18, !124, !DIExpression(), !562)
  %1609 = extractelement <32 x i8> %1536, i64 18, !dbg !563
  %1610 = zext i8 %1609 to i64, !dbg !563
  %1611 = xor i64 %1608, %1610, !dbg !564
  %1612 = mul i64 %1611, 1099511628211, !dbg !565
    #dbg_value(i64 19, !124, !DIExpression(), !562)
  %1613 = extractelement <32 x i8> %1536, i64 19, !dbg !563
  %1614 = zext i8 %1613 to i64, !dbg !563
  %1615 = xor i64 %1612, %1614, !dbg !564
  %1616 = mul i64 %1615, 1099511628211, !dbg !565
    #dbg_value(i64 20, !124, !DIExpression(), !562)
  %1617 = extractelement <32 x i8> %1536, i64 20, !dbg !563
  %1618 = zext i8 %1617 to i64, !dbg !563
  %1619 = xor i64 %1616, %1618, !dbg !564
  %1620 = mul i64 %1619, 1099511628211, !dbg !565
    #dbg_value(i64 21, !124, !DIExpression(), !562)
  %1621 = extractelement <32 x i8> %1536, i64 21, !dbg !563
  %1622 = zext i8 %1621 to i64, !dbg !563
  %1623 = xor i64 %1620, %1622, !dbg !564
  %1624 = mul i64 %1623, 1099511628211, !dbg !565
    #dbg_value(i64 22, !124, !DIExpression(), !562)
  %1625 = extractelement <32 x i8> %1536, i64 22, !dbg !563
  %1626 = zext i8 %1625 to i64, !dbg !563
  %1627 = xor i64 %1624, %1626, !dbg !564
  %1628 = mul i64 %1627, 1099511628211, !dbg !565
    #dbg_value(i64 23, !124, !DIExpression(), !562)
  %1629 = extractelement <32 x i8> %1536, i64 23, !dbg !563
  %1630 = zext i8 %1629 to i64, !dbg !563
  %1631 = xor i64 %1628, %1630, !dbg !564
  %1632 = mul i64 %1631, 1099511628211, !dbg !565
    #dbg_value(i64 24, !124, !DIExpression(), !562)
  %1633 = extractelement <32 x i8> %1536, i64 24, !dbg !563
  %1634 = zext i8 %1633 to i64, !dbg !563
  %1635 = xor i64 %1632, %1634, !dbg !564
  %1636 = mul i64 %1635, 1099511628211, !dbg !565
    #dbg_value(i64 25, !124, !DIExpression(), !562)
  %1637 = extractelement <32 x i8> %1536, i64 25, !dbg !563
  %1638 = zext i8 %1637 to i64, !dbg !563
  %1639 = xor i64 %1636, %1638, !dbg !564
  %1640 = mul i64 %1639, 1099511628211, !dbg !565
    #dbg_value(i64 26, !124, !DIExpression(), !562)
  %1641 = extractelement <32 x i8> %1536, i64 26, !dbg !563
  %1642 = zext i8 %1641 to i64, !dbg !563
  %1643 = xor i64 %1640, %1642, !dbg !564
  %1644 = mul i64 %1643, 1099511628211, !dbg !565
    #dbg_value(i64 27, !124, !DIExpression(), !562)
  %1645 = extractelement <32 x i8> %1536, i64 27, !dbg !563
  %1646 = zext i8 %1645 to i64, !dbg !563
  %1647 = xor i64 %1644, %1646, !dbg !564
  %1648 = mul i64 %1647, 1099511628211, !dbg !565
    #dbg_value(i64 28, !124, !DIExpression(), !562)
  %1649 = extractelement <32 x i8> %1536, i64 28, !dbg !563
  %1650 = zext i8 %1649 to i64, !dbg !563
  %1651 = xor i64 %1648, %1650, !dbg !564
  %1652 = mul i64 %1651, 1099511628211, !dbg !565
    #dbg_value(i64 29, !124, !DIExpression(), !562)
  %1653 = extractelement <32 x i8> %1536, i64 29, !dbg !563
  %1654 = zext i8 %1653 to i64, !dbg !563
  %1655 = xor i64 %1652, %1654, !dbg !564
  %1656 = mul i64 %1655, 1099511628211, !dbg !565
    #dbg_value(i64 30, !124, !DIExpression(), !562)
  %1657 = extractelement <32 x i8> %1536, i64 30, !dbg !563
  %1658 = zext i8 %1657 to i64, !dbg !563
  %1659 = xor i64 %1656, %1658, !dbg !564
  %1660 = mul i64 %1659, 1099511628211, !dbg !565
    #dbg_value(i64 31, !124, !DIExpression(), !562)
  %1661 = extractelement <32 x i8> %1536, i64 31, !dbg !563
  %1662 = zext i8 %1661 to i64, !dbg !563
  %1663 = xor i64 %1660, %1662, !dbg !564
  %1664 = mul i64 %1663, 1099511628211, !dbg !565
    #dbg_value(i64 32, !124, !DIExpression(), !562)
  store i64 %1664, ptr @hash, align 8, !dbg !566, !tbaa !42
  ret void, !dbg !567
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @floats() unnamed_addr #2 !dbg !568 {
    #dbg_value(i32 0, !574, !DIExpression(), !591)
  %1 = load i32, ptr @seed, align 4, !tbaa !93
    #dbg_value(<4 x float> undef, !570, !DIExpression(), !592)
    #dbg_value(<4 x float> undef, !570, !DIExpression(), !592)
    #dbg_value(i32 0, !574, !DIExpression(), !591)
  %2 = mul i32 %1, 1103515245, !dbg !593
  %3 = add i32 %2, 12345, !dbg !596
    #dbg_value(<4 x float> poison, !570, !DIExpression(), !592)
    #dbg_value(i32 1, !574, !DIExpression(), !591)
  %4 = mul i32 %3, 1103515245, !dbg !593
  %5 = add i32 %4, 12345, !dbg !596
  %6 = insertelement <2 x i32> poison, i32 %3, i64 0, !dbg !597
  %7 = insertelement <2 x i32> %6, i32 %5, i64 1, !dbg !597
  %8 = lshr <2 x i32> %7, <i32 7, i32 7>, !dbg !597
  %9 = urem <2 x i32> %8, <i32 1000, i32 1000>, !dbg !598
  %10 = uitofp nneg <2 x i32> %9 to <2 x float>, !dbg !598
  %11 = fmul <2 x float> %10, <float 1.250000e-01, float 1.250000e-01>, !dbg !598
    #dbg_value(<4 x float> poison, !570, !DIExpression(), !592)
    #dbg_value(i32 2, !574, !DIExpression(), !591)
  %12 = mul i32 %5, 1103515245, !dbg !593
  %13 = add i32 %12, 12345, !dbg !596
  %14 = lshr i32 %13, 7, !dbg !597
  %15 = urem i32 %14, 1000, !dbg !598
  %16 = uitofp nneg i32 %15 to float, !dbg !598
  %17 = fmul float %16, 1.250000e-01, !dbg !598
    #dbg_value(<4 x float> %53, !570, !DIExpression(), !592)
    #dbg_value(i32 3, !574, !DIExpression(), !591)
  %18 = mul i32 %13, 1103515245, !dbg !593
  %19 = add i32 %18, 12345, !dbg !596
  %20 = lshr i32 %19, 7, !dbg !597
  %21 = urem i32 %20, 1000, !dbg !598
  %22 = uitofp nneg i32 %21 to float, !dbg !598
  %23 = fmul float %22, 1.250000e-01, !dbg !598
    #dbg_value(<4 x float> %54, !570, !DIExpression(), !592)
    #dbg_value(i32 4, !574, !DIExpression(), !591)
    #dbg_value(<4 x float> undef, !573, !DIExpression(), !592)
    #dbg_value(i32 0, !576, !DIExpression(), !599)
    #dbg_value(<4 x float> undef, !573, !DIExpression(), !592)
    #dbg_value(i32 0, !576, !DIExpression(), !599)
  %24 = mul i32 %19, 1103515245, !dbg !600
  %25 = add i32 %24, 12345, !dbg !603
  %26 = lshr i32 %25, 7, !dbg !604
  %27 = urem i32 %26, 1000, !dbg !605
  %28 = uitofp nneg i32 %27 to float, !dbg !605
  %29 = fmul float %28, 1.250000e-01, !dbg !605
  %30 = insertelement <4 x float> poison, float %29, i64 0, !dbg !605
    #dbg_value(<4 x float> %30, !573, !DIExpression(), !592)
    #dbg_value(i32 1, !576, !DIExpression(), !599)
  %31 = mul i32 %25, 1103515245, !dbg !600
  %32 = add i32 %31, 12345, !dbg !603
  %33 = lshr i32 %32, 7, !dbg !604
  %34 = urem i32 %33, 1000, !dbg !605
  %35 = uitofp nneg i32 %34 to float, !dbg !605
  %36 = fmul float %35, 1.250000e-01, !dbg !605
  %37 = insertelement <4 x float> %30, float %36, i64 1, !dbg !605
    #dbg_value(<4 x float> %37, !573, !DIExpression(), !592)
    #dbg_value(i32 2, !576, !DIExpression(), !599)
  %38 = mul i32 %32, 1103515245, !dbg !600
  %39 = add i32 %38, 12345, !dbg !603
  %40 = lshr i32 %39, 7, !dbg !604
  %41 = urem i32 %40, 1000, !dbg !605
  %42 = uitofp nneg i32 %41 to float, !dbg !605
  %43 = fmul float %42, 1.250000e-01, !dbg !605
  %44 = insertelement <4 x float> %37, float %43, i64 2, !dbg !605
    #dbg_value(<4 x float> %44, !573, !DIExpression(), !592)
    #dbg_value(i32 3, !576, !DIExpression(), !599)
  %45 = mul i32 %39, 1103515245, !dbg !600
  %46 = add i32 %45, 12345, !dbg !603
  %47 = lshr i32 %46, 7, !dbg !604
  %48 = urem i32 %47, 1000, !dbg !605
  %49 = uitofp nneg i32 %48 to float, !dbg !605
  %50 = fmul float %49, 1.250000e-01, !dbg !605
  %51 = insertelement <4 x float> %44, float %50, i64 3, !dbg !605
    #dbg_value(<4 x float> %51, !573, !DIExpression(), !592)
    #dbg_value(i32 4, !576, !DIExpression(), !599)
  %52 = shufflevector <2 x float> %11, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !598
  %53 = insertelement <4 x float> %52, float %17, i64 2, !dbg !598
  %54 = insertelement <4 x float> %53, float %23, i64 3, !dbg !598
  store i32 %46, ptr @seed, align 4, !dbg !606, !tbaa !93
  %55 = shufflevector <4 x float> %53, <4 x float> %51, <4 x i32> <i32 2, i32 0, i32 7, i32 5>, !dbg !607
  %56 = bitcast <4 x float> %55 to <16 x i8>, !dbg !608
    #dbg_value(<4 x float> %55, !578, !DIExpression(), !592)
    #dbg_value(ptr undef, !111, !DIExpression(), !609)
    #dbg_value(i64 16, !120, !DIExpression(), !609)
    #dbg_value(ptr undef, !121, !DIExpression(), !609)
    #dbg_value(i64 0, !124, !DIExpression(), !611)
  %57 = load i64, ptr @hash, align 8, !tbaa !42
    #dbg_value(i64 0, !124, !DIExpression(), !611)
  %58 = extractelement <16 x i8> %56, i64 0, !dbg !612
  %59 = zext i8 %58 to i64, !dbg !612
  %60 = xor i64 %57, %59, !dbg !613
  %61 = mul i64 %60, 1099511628211, !dbg !614
    #dbg_value(i64 1, !124, !DIExpression(), !611)
  %62 = extractelement <16 x i8> %56, i64 1, !dbg !612
  %63 = zext i8 %62 to i64, !dbg !612
  %64 = xor i64 %61, %63, !dbg !613
  %65 = mul i64 %64, 1099511628211, !dbg !614
    #dbg_value(i64 2, !124, !DIExpression(), !611)
  %66 = extractelement <16 x i8> %56, i64 2, !dbg !612
  %67 = zext i8 %66 to i64, !dbg !612
  %68 = xor i64 %65, %67, !dbg !613
  %69 = mul i64 %68, 1099511628211, !dbg !614
    #dbg_value(i64 3, !124, !DIExpression(), !611)
  %70 = extractelement <16 x i8> %56, i64 3, !dbg !612
  %71 = zext i8 %70 to i64, !dbg !612
  %72 = xor i64 %69, %71, !dbg !613
  %73 = mul i64 %72, 1099511628211, !dbg !614
    #dbg_value(i64 4, !124, !DIExpression(), !611)
  %74 = extractelement <16 x i8> %56, i64 4, !dbg !612
  %75 = zext i8 %74 to i64, !dbg !612
  %76 = xor i64 %73, %75, !dbg !613
  %77 = mul i64 %76, 1099511628211, !dbg !614
    #dbg_value(i64 5, !124, !DIExpression(), !611)
  %78 = extractelement <16 x i8> %56, i64 5, !dbg !612
  %79 = zext i8 %78 to i64, !dbg !612
  %80 = xor i64 %77, %79, !dbg !613
  %81 = mul i64 %80, 1099511628211, !dbg !614
    #dbg_value(i64 6, !124, !DIExpression(), !611)
  %82 = extractelement <16 x i8> %56, i64 6, !dbg !612
  %83 = zext i8 %82 to i64, !dbg !612
  %84 = xor i64 %81, %83, !dbg !613
  %85 = mul i64 %84, 1099511628211, !dbg !614
    #dbg_value(i64 7, !124, !DIExpression(), !611)
  %86 = extractelement <16 x i8> %56, i64 7, !dbg !612
  %87 = zext i8 %86 to i64, !dbg !612
  %88 = xor i64 %85, %87, !dbg !613
  %89 = mul i64 %88, 1099511628211, !dbg !614
    #dbg_value(i64 8, !124, !DIExpression(), !611)
  %90 = extractelement <16 x i8> %56, i64 8, !dbg !612
  %91 = zext i8 %90 to i64, !dbg !612
  %92 = xor i64 %89, %91, !dbg !613
  %93 = mul i64 %92, 1099511628211, !dbg !614
    #dbg_value(i64 9, !124, !DIExpression(), !611)
  %94 = extractelement <16 x i8> %56, i64 9, !dbg !612
  %95 = zext i8 %94 to i64, !dbg !612
  %96 = xor i64 %93, %95, !dbg !613
  %97 = mul i64 %96, 1099511628211, !dbg !614
    #dbg_value(i64 10, !124, !DIExpression(), !611)
  %98 = extractelement <16 x i8> %56, i64 10, !dbg !612
  %99 = zext i8 %98 to i64, !dbg !612
  %100 = xor i64 %97, %99, !dbg !613
  %101 = mul i64 %100, 1099511628211, !dbg !614
    #dbg_value(i64 11, !124, !DIExpression(), !611)
  %102 = extractelement <16 x i8> %56, i64 11, !dbg !612
  %103 = zext i8 %102 to i64, !dbg !612
  %104 = xor i64 %101, %103, !dbg !613
  %105 = mul i64 %104, 1099511628211, !dbg !614
    #dbg_value(i64 12, !124, !DIExpression(), !611)
  %106 = extractelement <16 x i8> %56, i64 12, !dbg !612
  %107 = zext i8 %106 to i64, !dbg !612
  %108 = xor i64 %105, %107, !dbg !613
  %109 = mul i64 %108, 1099511628211, !dbg !614
    #dbg_value(i64 13, !124, !DIExpression(), !611)
  %110 = extractelement <16 x i8> %56, i64 13, !dbg !612
  %111 = zext i8 %110 to i64, !dbg !612
  %112 = xor i64 %109, %111, !dbg !613
  %113 = mul i64 %112, 1099511628211, !dbg !614
    #dbg_value(i64 14, !124, !DIExpression(), !611)
  %114 = extractelement <16 x i8> %56, i64 14, !dbg !612
  %115 = zext i8 %114 to i64, !dbg !612
  %116 = xor i64 %113, %115, !dbg !613
  %117 = mul i64 %116, 1099511628211, !dbg !614
    #dbg_value(i64 15, !124, !DIExpression(), !611)
  %118 = extractelement <16 x i8> %56, i64 15, !dbg !612
  %119 = zext i8 %118 to i64, !dbg !612
  %120 = xor i64 %117, %119, !dbg !613
  %121 = mul i64 %120, 1099511628211, !dbg !614
    #dbg_value(i64 16, !124, !DIExpression(), !611)
  %122 = shufflevector <4 x float> %52, <4 x float> %37, <4 x i32> <i32 0, i32 4, i32 1, i32 5>, !dbg !615
  %123 = fmul <4 x float> %122, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !616
  %124 = bitcast <4 x float> %123 to <16 x i8>, !dbg !617
    #dbg_value(<4 x float> %123, !578, !DIExpression(), !592)
    #dbg_value(ptr undef, !111, !DIExpression(), !618)
    #dbg_value(i64 16, !120, !DIExpression(), !618)
    #dbg_value(ptr undef, !121, !DIExpression(), !618)
    #dbg_value(i64 0, !124, !DIExpression(), !620)
    #dbg_value(i64 0, !124, !DIExpression(), !620)
  %125 = extractelement <16 x i8> %124, i64 0, !dbg !621
  %126 = zext i8 %125 to i64, !dbg !621
  %127 = xor i64 %121, %126, !dbg !622
  %128 = mul i64 %127, 1099511628211, !dbg !623
    #dbg_value(i64 1, !124, !DIExpression(), !620)
  %129 = extractelement <16 x i8> %124, i64 1, !dbg !621
  %130 = zext i8 %129 to i64, !dbg !621
  %131 = xor i64 %128, %130, !dbg !622
  %132 = mul i64 %131, 1099511628211, !dbg !623
    #dbg_value(i64 2, !124, !DIExpression(), !620)
  %133 = extractelement <16 x i8> %124, i64 2, !dbg !621
  %134 = zext i8 %133 to i64, !dbg !621
  %135 = xor i64 %132, %134, !dbg !622
  %136 = mul i64 %135, 1099511628211, !dbg !623
    #dbg_value(i64 3, !124, !DIExpression(), !620)
  %137 = extractelement <16 x i8> %124, i64 3, !dbg !621
  %138 = zext i8 %137 to i64, !dbg !621
  %139 = xor i64 %136, %138, !dbg !622
  %140 = mul i64 %139, 1099511628211, !dbg !623
    #dbg_value(i64 4, !124, !DIExpression(), !620)
  %141 = extractelement <16 x i8> %124, i64 4, !dbg !621
  %142 = zext i8 %141 to i64, !dbg !621
  %143 = xor i64 %140, %142, !dbg !622
  %144 = mul i64 %143, 1099511628211, !dbg !623
    #dbg_value(i64 5, !124, !DIExpression(), !620)
  %145 = extractelement <16 x i8> %124, i64 5, !dbg !621
  %146 = zext i8 %145 to i64, !dbg !621
  %147 = xor i64 %144, %146, !dbg !622
  %148 = mul i64 %147, 1099511628211, !dbg !623
    #dbg_value(i64 6, !124, !DIExpression(), !620)
  %149 = extractelement <16 x i8> %124, i64 6, !dbg !621
  %150 = zext i8 %149 to i64, !dbg !621
  %151 = xor i64 %148, %150, !dbg !622
  %152 = mul i64 %151, 1099511628211, !dbg !623
    #dbg_value(i64 7, !124, !DIExpression(), !620)
  %153 = extractelement <16 x i8> %124, i64 7, !dbg !621
  %154 = zext i8 %153 to i64, !dbg !621
  %155 = xor i64 %152, %154, !dbg !622
  %156 = mul i64 %155, 1099511628211, !dbg !623
    #dbg_value(i64 8, !124, !DIExpression(), !620)
  %157 = extractelement <16 x i8> %124, i64 8, !dbg !621
  %158 = zext i8 %157 to i64, !dbg !621
  %159 = xor i64 %156, %158, !dbg !622
  %160 = mul i64 %159, 1099511628211, !dbg !623
    #dbg_value(i64 9, !124, !DIExpression(), !620)
  %161 = extractelement <16 x i8> %124, i64 9, !dbg !621
  %162 = zext i8 %161 to i64, !dbg !621
  %163 = xor i64 %160, %162, !dbg !622
  %164 = mul i64 %163, 1099511628211, !dbg !623
    #dbg_value(i64 10, !124, !DIExpression(), !620)
  %165 = extractelement <16 x i8> %124, i64 10, !dbg !621
  %166 = zext i8 %165 to i64, !dbg !621
  %167 = xor i64 %164, %166, !dbg !622
  %168 = mul i64 %167, 1099511628211, !dbg !623
    #dbg_value(i64 11, !124, !DIExpression(), !620)
  %169 = extractelement <16 x i8> %124, i64 11, !dbg !621
  %170 = zext i8 %169 to i64, !dbg !621
  %171 = xor i64 %168, %170, !dbg !622
  %172 = mul i64 %171, 1099511628211, !dbg !623
    #dbg_value(i64 12, !124, !DIExpression(), !620)
  %173 = extractelement <16 x i8> %124, i64 12, !dbg !621
  %174 = zext i8 %173 to i64, !dbg !621
  %175 = xor i64 %172, %174, !dbg !622
  %176 = mul i64 %175, 1099511628211, !dbg !623
    #dbg_value(i64 13, !124, !DIExpression(), !620)
  %177 = extractelement <16 x i8> %124, i64 13, !dbg !621
  %178 = zext i8 %177 to i64, !dbg !621
  %179 = xor i64 %176, %178, !dbg !622
  %180 = mul i64 %179, 1099511628211, !dbg !623
    #dbg_value(i64 14, !124, !DIExpression(), !620)
  %181 = extractelement <16 x i8> %124, i64 14, !dbg !621
  %182 = zext i8 %181 to i64, !dbg !621
  %183 = xor i64 %180, %182, !dbg !622
  %184 = mul i64 %183, 1099511628211, !dbg !623
    #dbg_value(i64 15, !124, !DIExpression(), !620)
  %185 = extractelement <16 x i8> %124, i64 15, !dbg !621
  %186 = zext i8 %185 to i64, !dbg !621
  %187 = xor i64 %184, %186, !dbg !622
  %188 = mul i64 %187, 1099511628211, !dbg !623
    #dbg_value(i64 16, !124, !DIExpression(), !620)
  %189 = shufflevector <4 x float> %54, <4 x float> poison, <4 x i32> <i32 1, i32 1, i32 3, i32 3>, !dbg !624
  %190 = fadd <4 x float> %54, %189, !dbg !625
  %191 = bitcast <4 x float> %190 to <16 x i8>, !dbg !626
    #dbg_value(<4 x float> %190, !578, !DIExpression(), !592)
    #dbg_value(ptr undef, !111, !DIExpression(), !627)
    #dbg_value(i64 16, !120, !DIExpression(), !627)
    #dbg_value(ptr undef, !121, !DIExpression(), !627)
    #dbg_value(i64 0, !124, !DIExpression(), !629)
    #dbg_value(i64 0, !124, !DIExpression(), !629)
  %192 = extractelement <16 x i8> %191, i64 0, !dbg !630
  %193 = zext i8 %192 to i64, !dbg !630
  %194 = xor i64 %188, %193, !dbg !631
  %195 = mul i64 %194, 1099511628211, !dbg !632
    #dbg_value(i64 1, !124, !DIExpression(), !629)
  %196 = extractelement <16 x i8> %191, i64 1, !dbg !630
  %197 = zext i8 %196 to i64, !dbg !630
  %198 = xor i64 %195, %197, !dbg !631
  %199 = mul i64 %198, 1099511628211, !dbg !632
    #dbg_value(i64 2, !124, !DIExpression(), !629)
  %200 = extractelement <16 x i8> %191, i64 2, !dbg !630
  %201 = zext i8 %200 to i64, !dbg !630
  %202 = xor i64 %199, %201, !dbg !631
  %203 = mul i64 %202, 1099511628211, !dbg !632
    #dbg_value(i64 3, !124, !DIExpression(), !629)
  %204 = extractelement <16 x i8> %191, i64 3, !dbg !630
  %205 = zext i8 %204 to i64, !dbg !630
  %206 = xor i64 %203, %205, !dbg !631
  %207 = mul i64 %206, 1099511628211, !dbg !632
    #dbg_value(i64 4, !124, !DIExpression(), !629)
  %208 = extractelement <16 x i8> %191, i64 4, !dbg !630
  %209 = zext i8 %208 to i64, !dbg !630
  %210 = xor i64 %207, %209, !dbg !631
  %211 = mul i64 %210, 1099511628211, !dbg !632
    #dbg_value(i64 5, !124, !DIExpression(), !629)
  %212 = extractelement <16 x i8> %191, i64 5, !dbg !630
  %213 = zext i8 %212 to i64, !dbg !630
  %214 = xor i64 %211, %213, !dbg !631
  %215 = mul i64 %214, 1099511628211, !dbg !632
    #dbg_value(i64 6, !124, !DIExpression(), !629)
  %216 = extractelement <16 x i8> %191, i64 6, !dbg !630
  %217 = zext i8 %216 to i64, !dbg !630
  %218 = xor i64 %215, %217, !dbg !631
  %219 = mul i64 %218, 1099511628211, !dbg !632
    #dbg_value(i64 7, !124, !DIExpression(), !629)
  %220 = extractelement <16 x i8> %191, i64 7, !dbg !630
  %221 = zext i8 %220 to i64, !dbg !630
  %222 = xor i64 %219, %221, !dbg !631
  %223 = mul i64 %222, 1099511628211, !dbg !632
    #dbg_value(i64 8, !124, !DIExpression(), !629)
  %224 = extractelement <16 x i8> %191, i64 8, !dbg !630
  %225 = zext i8 %224 to i64, !dbg !630
  %226 = xor i64 %223, %225, !dbg !631
  %227 = mul i64 %226, 1099511628211, !dbg !632
    #dbg_value(i64 9, !124, !DIExpression(), !629)
  %228 = extractelement <16 x i8> %191, i64 9, !dbg !630
  %229 = zext i8 %228 to i64, !dbg !630
  %230 = xor i64 %227, %229, !dbg !631
  %231 = mul i64 %230, 1099511628211, !dbg !632
    #dbg_value(i64 10, !124, !DIExpression(), !629)
  %232 = extractelement <16 x i8> %191, i64 10, !dbg !630
  %233 = zext i8 %232 to i64, !dbg !630
  %234 = xor i64 %231, %233, !dbg !631
  %235 = mul i64 %234, 1099511628211, !dbg !632
    #dbg_value(i64 11, !124, !DIExpression(), !629)
  %236 = extractelement <16 x i8> %191, i64 11, !dbg !630
  %237 = zext i8 %236 to i64, !dbg !630
  %238 = xor i64 %235, %237, !dbg !631
  %239 = mul i64 %238, 1099511628211, !dbg !632
    #dbg_value(i64 12, !124, !DIExpression(), !629)
  %240 = extractelement <16 x i8> %191, i64 12, !dbg !630
  %241 = zext i8 %240 to i64, !dbg !630
  %242 = xor i64 %239, %241, !dbg !631
  %243 = mul i64 %242, 1099511628211, !dbg !632
    #dbg_value(i64 13, !124, !DIExpression(), !629)
  %244 = extractelement <16 x i8> %191, i64 13, !dbg !630
  %245 = zext i8 %244 to i64, !dbg !630
  %246 = xor i64 %243, %245, !dbg !631
  %247 = mul i64 %246, 1099511628211, !dbg !632
    #dbg_value(i64 14, !124, !DIExpression(), !629)
  %248 = extractelement <16 x i8> %191, i64 14, !dbg !630
  %249 = zext i8 %248 to i64, !dbg !630
  %250 = xor i64 %247, %249, !dbg !631
  %251 = mul i64 %250, 1099511628211, !dbg !632
    #dbg_value(i64 15, !124, !DIExpression(), !629)
  %252 = extractelement <16 x i8> %191, i64 15, !dbg !630
  %253 = zext i8 %252 to i64, !dbg !630
  %254 = xor i64 %251, %253, !dbg !631
  %255 = mul i64 %254, 1099511628211, !dbg !632
    #dbg_value(i64 16, !124, !DIExpression(), !629)
  %256 = shufflevector <4 x float> %54, <4 x float> %51, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>, !dbg !633
  %257 = bitcast <8 x float> %256 to <32 x i8>, !dbg !634
    #dbg_value(<8 x float> %256, !579, !DIExpression(), !592)
    #dbg_value(ptr undef, !111, !DIExpression(), !635)
    #dbg_value(i64 32, !120, !DIExpression(), !635)
    #dbg_value(ptr undef, !121, !DIExpression(), !635)
    #dbg_value(i64 0, !124, !DIExpression(), !637)
    #dbg_value(i64 0, !124, !DIExpression(), !637)
  %258 = extractelement <32 x i8> %257, i64 0, !dbg !638
  %259 = zext i8 %258 to i64, !dbg !638
  %260 = xor i64 %255, %259, !dbg !639
  %261 = mul i64 %260, 1099511628211, !dbg !640
    #dbg_value(i64 1, !124, !DIExpression(), !637)
  %262 = extractelement <32 x i8> %257, i64 1, !dbg !638
  %263 = zext i8 %262 to i64, !dbg !638
  %264 = xor i64 %261, %263, !dbg !639
  %265 = mul i64 %264, 1099511628211, !dbg !640
    #dbg_value(i64 2, !124, !DIExpression(), !637)
  %266 = extractelement <32 x i8> %257, i64 2, !dbg !638
  %267 = zext i8 %266 to i64, !dbg !638
  %268 = xor i64 %265, %267, !dbg !639
  %269 = mul i64 %268, 1099511628211, !dbg !640
    #dbg_value(i64 3, !124, !DIExpression(), !637)
  %270 = extractelement <32 x i8> %257, i64 3, !dbg !638
  %271 = zext i8 %270 to i64, !dbg !638
  %272 = xor i64 %269, %271, !dbg !639
  %273 = mul i64 %272, 1099511628211, !dbg !640
    #dbg_value(i64 4, !124, !DIExpression(), !637)
  %274 = extractelement <32 x i8> %257, i64 4, !dbg !638
  %275 = zext i8 %274 to i64, !dbg !638
  %276 = xor i64 %273, %275, !dbg !639
  %277 = mul i64 %276, 1099511628211, !dbg !640
    #dbg_value(i64 5, !124, !DIExpression(), !637)
  %278 = extractelement <32 x i8> %257, i64 5, !dbg !638
  %279 = zext i8 %278 to i64, !dbg !638
  %280 = xor i64 %277, %279, !dbg !639
  %281 = mul i64 %280, 1099511628211, !dbg !640
    #dbg_value(i64 6, !124, !DIExpression(), !637)
  %282 = extractelement <32 x i8> %257, i64 6, !dbg !638
  %283 = zext i8 %282 to i64, !dbg !638
  %284 = xor i64 %281, %283, !dbg !639
  %285 = mul i64 %284, 1099511628211, !dbg !640
    #dbg_value(i64 7, !124, !DIExpression(), !637)
  %286 = extractelement <32 x i8> %257, i64 7, !dbg !638
  %287 = zext i8 %286 to i64, !dbg !638
  %288 = xor i64 %285, %287, !dbg !639
  %289 = mul i64 %288, 1099511628211, !dbg !640
    #dbg_value(i64 8, !124, !DIExpression(), !637)
  %290 = extractelement <32 x i8> %257, i64 8, !dbg !638
  %291 = zext i8 %290 to i64, !dbg !638
  %292 = xor i64 %289, %291, !dbg !639
  %293 = mul i64 %292, 1099511628211, !dbg !640
    #dbg_value(i64 9, !124, !DIExpression(), !637)
  %294 = extractelement <32 x i8> %257, i64 9, !dbg !638
  %295 = zext i8 %294 to i64, !dbg !638
  %296 = xor i64 %293, %295, !dbg !639
  %297 = mul i64 %296, 1099511628211, !dbg !640
    #dbg_value(i64 10, !124, !DIExpression(), !637)
  %298 = extractelement <32 x i8> %257, i64 10, !dbg !638
  %299 = zext i8 %298 to i64, !dbg !638
  %300 = xor i64 %297, %299, !dbg !639
  %301 = mul i64 %300, 1099511628211, !dbg !640
    #dbg_value(i64 11, !124, !DIExpression(), !637)
  %302 = extractelement <32 x i8> %257, i64 11, !dbg !638
  %303 = zext i8 %302 to i64, !dbg !638
  %304 = xor i64 %301, %303, !dbg !639
  %305 = mul i64 %304, 1099511628211, !dbg !640
    #dbg_value(i64 12, !124, !DIExpression(), !637)
  %306 = extractelement <32 x i8> %257, i64 12, !dbg !638
  %307 = zext i8 %306 to i64, !dbg !638
  %308 = xor i64 %305, %307, !dbg !639
  %309 = mul i64 %308, 1099511628211, !dbg !640
    #dbg_value(i64 13, !124, !DIExpression(), !637)
  %310 = extractelement <32 x i8> %257, i64 13, !dbg !638
  %311 = zext i8 %310 to i64, !dbg !638
  %312 = xor i64 %309, %311, !dbg !639
  %313 = mul i64 %312, 1099511628211, !dbg !640
    #dbg_value(i64 14, !124, !DIExpression(), !637)
  %314 = extractelement <32 x i8> %257, i64 14, !dbg !638
  %315 = zext i8 %314 to i64, !dbg !638
  %316 = xor i64 %313, %315, !dbg !639
  %317 = mul i64 %316, 1099511628211, !dbg !640
    #dbg_value(i64 15, !124, !DIExpression(), !637)
  %318 = extractelement <32 x i8> %257, i64 15, !dbg !638
  %319 = zext i8 %318 to i64, !dbg !638
  %320 = xor i64 %317, %319, !dbg !639
  %321 = mul i64 %320, 1099511628211, !dbg !640
    #dbg_value(i64 16, !124, !DIExpression(), !637)
  %322 = extractelement <32 x i8> %257, i64 16, !dbg !638
  %323 = zext i8 %322 to i64, !dbg !638
  %324 = xor i64 %321, %323, !dbg !639
  %325 = mul i64 %324, 1099511628211, !dbg !640
    #dbg_value(i64 17, !124, !DIExpression(), !637)
  %326 = extractelement <32 x i8> %257, i64 17, !dbg !638
  %327 = zext i8 %326 to i64, !dbg !638
  %328 = xor i64 %325, %327, !dbg !639
  %329 = mul i64 %328, 1099511628211, !dbg !640
    #dbg_value(i64 18, !124, !DIExpression(), !637)
  %330 = extractelement <32 x i8> %257, i64 18, !dbg !638
  %331 = zext i8 %330 to i64, !dbg !638
  %332 = xor i64 %329, %331, !dbg !639
  %333 = mul i64 %332, 1099511628211, !dbg !640
    #dbg_value(i64 19, !124, !DIExpression(), !637)
  %334 = extractelement <32 x i8> %257, i64 19, !dbg !638
  %335 = zext i8 %334 to i64, !dbg !638
  %336 = xor i64 %333, %335, !dbg !639
  %337 = mul i64 %336, 1099511628211, !dbg !640
    #dbg_value(i64 20, !124, !DIExpression(), !637)
  %338 = extractelement <32 x i8> %257, i64 20, !dbg !638
  %339 = zext i8 %338 to i64, !dbg !638
  %340 = xor i64 %337, %339, !dbg !639
  %341 = mul i64 %340, 1099511628211, !dbg !640
    #dbg_value(i64 21, !124, !DIExpression(), !637)
  %342 = extractelement <32 x i8> %257, i64 21, !dbg !638
  %343 = zext i8 %342 to i64, !dbg !638
  %344 = xor i64 %341, %343, !dbg !639
  %345 = mul i64 %344, 1099511628211, !dbg !640
    #dbg_value(i64 22, !124, !DIExpression(), !637)
  %346 = extractelement <32 x i8> %257, i64 22, !dbg !638
  %347 = zext i8 %346 to i64, !dbg !638
  %348 = xor i64 %345, %347, !dbg !639
  %349 = mul i64 %348, 1099511628211, !dbg !640
    #dbg_value(i64 23, !124, !DIExpression(), !637)
  %350 = extractelement <32 x i8> %257, i64 23, !dbg !638
  %351 = zext i8 %350 to i64, !dbg !638
  %352 = xor i64 %349, %351, !dbg !639
  %353 = mul i64 %352, 1099511628211, !dbg !640
    #dbg_value(i64 24, !124, !DIExpression(), !637)
  %354 = extractelement <32 x i8> %257, i64 24, !dbg !638
  %355 = zext i8 %354 to i64, !dbg !638
  %356 = xor i64 %353, %355, !dbg !639
  %357 = mul i64 %356, 1099511628211, !dbg !640
    #dbg_value(i64 25, !124, !DIExpression(), !637)
  %358 = extractelement <32 x i8> %257, i64 25, !dbg !638
  %359 = zext i8 %358 to i64, !dbg !638
  %360 = xor i64 %357, %359, !dbg !639
  %361 = mul i64 %360, 1099511628211, !dbg !640
    #dbg_value(i64 26, !124, !DIExpression(), !637)
  %362 = extractelement <32 x i8> %257, i64 26, !dbg !638
  %363 = zext i8 %362 to i64, !dbg !638
  %364 = xor i64 %361, %363, !dbg !639
  %365 = mul i64 %364, 1099511628211, !dbg !640
    #dbg_value(i64 27, !124, !DIExpression(), !637)
  %366 = extractelement <32 x i8> %257, i64 27, !dbg !638
  %367 = zext i8 %366 to i64, !dbg !638
  %368 = xor i64 %365, %367, !dbg !639
  %369 = mul i64 %368, 1099511628211, !dbg !640
    #dbg_value(i64 28, !124, !DIExpression(), !637)
  %370 = extractelement <32 x i8> %257, i64 28, !dbg !638
  %371 = zext i8 %370 to i64, !dbg !638
  %372 = xor i64 %369, %371, !dbg !639
  %373 = mul i64 %372, 1099511628211, !dbg !640
    #dbg_value(i64 29, !124, !DIExpression(), !637)
  %374 = extractelement <32 x i8> %257, i64 29, !dbg !638
  %375 = zext i8 %374 to i64, !dbg !638
  %376 = xor i64 %373, %375, !dbg !639
  %377 = mul i64 %376, 1099511628211, !dbg !640
    #dbg_value(i64 30, !124, !DIExpression(), !637)
  %378 = extractelement <32 x i8> %257, i64 30, !dbg !638
  %379 = zext i8 %378 to i64, !dbg !638
  %380 = xor i64 %377, %379, !dbg !639
  %381 = mul i64 %380, 1099511628211, !dbg !640
    #dbg_value(i64 31, !124, !DIExpression(), !637)
  %382 = extractelement <32 x i8> %257, i64 31, !dbg !638
  %383 = zext i8 %382 to i64, !dbg !638
  %384 = xor i64 %381, %383, !dbg !639
  %385 = mul i64 %384, 1099511628211, !dbg !640
    #dbg_value(i64 32, !124, !DIExpression(), !637)
  %386 = shufflevector <8 x float> %256, <8 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>, !dbg !641
  %387 = fsub <8 x float> %386, %256, !dbg !642
  %388 = bitcast <8 x float> %387 to <32 x i8>, !dbg !643
    #dbg_value(<8 x float> %387, !579, !DIExpression(), !592)
    #dbg_value(ptr undef, !111, !DIExpression(), !644)
    #dbg_value(i64 32, !120, !DIExpression(), !644)
    #dbg_value(ptr undef, !121, !DIExpression(), !644)
    #dbg_value(i64 0, !124, !DIExpression(), !646)
    #dbg_value(i64 0, !124, !DIExpression(), !646)
  %389 = extractelement <32 x i8> %388, i64 0, !dbg !647
  %390 = zext i8 %389 to i64, !dbg !647
  %391 = xor i64 %385, %390, !dbg !648
  %392 = mul i64 %391, 1099511628211, !dbg !649
    #dbg_value(i64 1, !124, !DIExpression(), !646)
  %393 = extractelement <32 x i8> %388, i64 1, !dbg !647
  %394 = zext i8 %393 to i64, !dbg !647
  %395 = xor i64 %392, %394, !dbg !648
  %396 = mul i64 %395, 1099511628211, !dbg !649
    #dbg_value(i64 2, !124, !DIExpression(), !646)
  %397 = extractelement <32 x i8> %388, i64 2, !dbg !647
  %398 = zext i8 %397 to i64, !dbg !647
  %399 = xor i64 %396, %398, !dbg !648
  %400 = mul i64 %399, 1099511628211, !dbg !649
    #dbg_value(i64 3, !124, !DIExpression(), !646)
  %401 = extractelement <32 x i8> %388, i64 3, !dbg !647
  %402 = zext i8 %401 to i64, !dbg !647
  %403 = xor i64 %400, %402, !dbg !648
  %404 = mul i64 %403, 1099511628211, !dbg !649
    #dbg_value(i64 4, !124, !DIExpression(), !646)
  %405 = extractelement <32 x i8> %388, i64 4, !dbg !647
  %406 = zext i8 %405 to i64, !dbg !647
  %407 = xor i64 %404, %406, !dbg !648
  %408 = mul i64 %407, 1099511628211, !dbg !649
    #dbg_value(i64 5, !124, !DIExpression(), !646)
  %409 = extractelement <32 x i8> %388, i64 5, !dbg !647
  %410 = zext i8 %409 to i64, !dbg !647
  %411 = xor i64 %408, %410, !dbg !648
  %412 = mul i64 %411, 1099511628211, !dbg !649
    #dbg_value(i64 6, !124, !DIExpression(), !646)
  %413 = extractelement <32 x i8> %388, i64 6, !dbg !647
  %414 = zext i8 %413 to i64, !dbg !647
  %415 = xor i64 %412, %414, !dbg !648
  %416 = mul i64 %415, 1099511628211, !dbg !649
    #dbg_value(i64 7, !124, !DIExpression(), !646)
  %417 = extractelement <32 x i8> %388, i64 7, !dbg !647
  %418 = zext i8 %417 to i64, !dbg !647
  %419 = xor i64 %416, %418, !dbg !648
  %420 = mul i64 %419, 1099511628211, !dbg !649
    #dbg_value(i64 8, !124, !DIExpression(), !646)
  %421 = extractelement <32 x i8> %388, i64 8, !dbg !647
  %422 = zext i8 %421 to i64, !dbg !647
  %423 = xor i64 %420, %422, !dbg !648
  %424 = mul i64 %423, 1099511628211, !dbg !649
    #dbg_value(i64 9, !124, !DIExpression(), !646)
  %425 = extractelement <32 x i8> %388, i64 9, !dbg !647
  %426 = zext i8 %425 to i64, !dbg !647
  %427 = xor i64 %424, %426, !dbg !648
  %428 = mul i64 %427, 1099511628211, !dbg !649
    #dbg_value(i64 10, !124, !DIExpression(), !646)
  %429 = extractelement <32 x i8> %388, i64 10, !dbg !647
  %430 = zext i8 %429 to i64, !dbg !647
  %431 = xor i64 %428, %430, !dbg !648
  %432 = mul i64 %431, 1099511628211, !dbg !649
    #dbg_value(i64 11, !124, !DIExpression(), !646)
  %433 = extractelement <32 x i8> %388, i64 11, !dbg !647
  %434 = zext i8 %433 to i64, !dbg !647
  %435 = xor i64 %432, %434, !dbg !648
  %436 = mul i64 %435, 1099511628211, !dbg !649
    #dbg_value(i64 12, !124, !DIExpression(), !646)
  %437 = extractelement <32 x i8> %388, i64 12, !dbg !647
  %438 = zext i8 %437 to i64, !dbg !647
  %439 = xor i64 %436, %438, !dbg !648
  %440 = mul i64 %439, 1099511628211, !dbg !649
    #dbg_value(i64 13, !124, !DIExpression(), !646)
  %441 = extractelement <32 x i8> %388, i64 13, !dbg !647
  %442 = zext i8 %441 to i64, !dbg !647
  %443 = xor i64 %440, %442, !dbg !648
  %444 = mul i64 %443, 1099511628211, !dbg !649
    #dbg_value(i64 14, !124, !DIExpression(), !646)
  %445 = extractelement <32 x i8> %388, i64 14, !dbg !647
  %446 = zext i8 %445 to i64, !dbg !647
  %447 = xor i64 %444, %446, !dbg !648
  %448 = mul i64 %447, 1099511628211, !dbg !649
    #dbg_value(i64 15, !124, !DIExpression(), !646)
  %449 = extractelement <32 x i8> %388, i64 15, !dbg !647
  %450 = zext i8 %449 to i64, !dbg !647
  %451 = xor i64 %448, %450, !dbg !648
  %452 = mul i64 %451, 1099511628211, !dbg !649
    #dbg_value(i64 16, !124, !DIExpression(), !646)
  %453 = extractelement <32 x i8> %388, i64 16, !dbg !647
  %454 = zext i8 %453 to i64, !dbg !647
  %455 = xor i64 %452, %454, !dbg !648
  %456 = mul i64 %455, 1099511628211, !dbg !649
    #dbg_value(i64 17, !124, !DIExpression(), !646)
  %457 = extractelement <32 x i8> %388, i64 17, !dbg !647
  %458 = zext i8 %457 to i64, !dbg !647
  %459 = xor i64 %456, %458, !dbg !648
  %460 = mul i64 %459, 1099511628211, !dbg !649
    #dbg_value(i64 18, !124, !DIExpression(), !646)
  %461 = extractelement <32 x i8> %388, i64 18, !dbg !647
  %462 = zext i8 %461 to i64, !dbg !647
  %463 = xor i64 %460, %462, !dbg !648
  %464 = mul i64 %463, 1099511628211, !dbg !649
    #dbg_value(i64 19, !124, !DIExpression(), !646)
  %465 = extractelement <32 x i8> %388, i64 19, !dbg !647
  %466 = zext i8 %465 to i64, !dbg !647
  %467 = xor i64 %464, %466, !dbg !648
  %468 = mul i64 %467, 1099511628211, !dbg !649
    #dbg_value(i64 20, !124, !DIExpression(), !646)
  %469 = extractelement <32 x i8> %388, i64 20, !dbg !647
  %470 = zext i8 %469 to i64, !dbg !647
  %471 = xor i64 %468, %470, !dbg !648
  %472 = mul i64 %471, 1099511628211, !dbg !649
    #dbg_value(i64 21, !124, !DIExpression(), !646)
  %473 = extractelement <32 x i8> %388, i64 21, !dbg !647
  %474 = zext i8 %473 to i64, !dbg !647
  %475 = xor i64 %472, %474, !dbg !648
  %476 = mul i64 %475, 1099511628211, !dbg !649
    #dbg_value(i64 22, !124, !DIExpression(), !646)
  %477 = extractelement <32 x i8> %388, i64 22, !dbg !647
  %478 = zext i8 %477 to i64, !dbg !647
  %479 = xor i64 %476, %478, !dbg !648
  %480 = mul i64 %479, 1099511628211, !dbg !649
    #dbg_value(i64 23, !124, !DIExpression(), !646)
  %481 = extractelement <32 x i8> %388, i64 23, !dbg !647
  %482 = zext i8 %481 to i64, !dbg !647
  %483 = xor i64 %480, %482, !dbg !648
  %484 = mul i64 %483, 1099511628211, !dbg !649
    #dbg_value(i64 24, !124, !DIExpression(), !646)
  %485 = extractelement <32 x i8> %388, i64 24, !dbg !647
  %486 = zext i8 %485 to i64, !dbg !647
  %487 = xor i64 %484, %486, !dbg !648
  %488 = mul i64 %487, 1099511628211, !dbg !649
    #dbg_value(i64 25, !124, !DIExpression(), !646)
  %489 = extractelement <32 x i8> %388, i64 25, !dbg !647
  %490 = zext i8 %489 to i64, !dbg !647
  %491 = xor i64 %488, %490, !dbg !648
  %492 = mul i64 %491, 1099511628211, !dbg !649
    #dbg_value(i64 26, !124, !DIExpression(), !646)
  %493 = extractelement <32 x i8> %388, i64 26, !dbg !647
  %494 = zext i8 %493 to i64, !dbg !647
  %495 = xor i64 %492, %494, !dbg !648
  %496 = mul i64 %495, 1099511628211, !dbg !649
    #dbg_value(i64 27, !124, !DIExpression(), !646)
  %497 = extractelement <32 x i8> %388, i64 27, !dbg !647
  %498 = zext i8 %497 to i64, !dbg !647
  %499 = xor i64 %496, %498, !dbg !648
  %500 = mul i64 %499, 1099511628211, !dbg !649
    #dbg_value(i64 28, !124, !DIExpression(), !646)
  %501 = extractelement <32 x i8> %388, i64 28, !dbg !647
  %502 = zext i8 %501 to i64, !dbg !647
  %503 = xor i64 %500, %502, !dbg !648
  %504 = mul i64 %503, 1099511628211, !dbg !649
    #dbg_value(i64 29, !124, !DIExpression(), !646)
  %505 = extractelement <32 x i8> %388, i64 29, !dbg !647
  %506 = zext i8 %505 to i64, !dbg !647
  %507 = xor i64 %504, %506, !dbg !648
  %508 = mul i64 %507, 1099511628211, !dbg !649
    #dbg_value(i64 30, !124, !DIExpression(), !646)
  %509 = extractelement <32 x i8> %388, i64 30, !dbg !647
  %510 = zext i8 %509 to i64, !dbg !647
  %511 = xor i64 %508, %510, !dbg !648
  %512 = mul i64 %511, 1099511628211, !dbg !649
    #dbg_value(i64 31, !124, !DIExpression(), !646)
  %513 = extractelement <32 x i8> %388, i64 31, !dbg !647
  %514 = zext i8 %513 to i64, !dbg !647
  %515 = xor i64 %512, %514, !dbg !648
  %516 = mul i64 %515, 1099511628211, !dbg !649
    #dbg_value(i64 32, !124, !DIExpression(), !646)
  %517 = extractelement <2 x float> %11, i64 0, !dbg !650
  %518 = fpext float %517 to double, !dbg !650
  %519 = insertelement <2 x double> poison, double %518, i64 0, !dbg !651
  %520 = fpext float %36 to double, !dbg !652
  %521 = insertelement <2 x double> %519, double %520, i64 1, !dbg !651
    #dbg_value(<2 x double> %521, !582, !DIExpression(), !592)
  %522 = fpext float %17 to double, !dbg !653
  %523 = insertelement <2 x double> poison, double %522, i64 0, !dbg !654
  %524 = fpext float %50 to double, !dbg !655
    #dbg_value(<2 x double> %591, !586, !DIExpression(), !592)
  %525 = shufflevector <2 x double> %521, <2 x double> %523, <2 x i32> <i32 1, i32 2>, !dbg !656
  %526 = bitcast <2 x double> %525 to <16 x i8>, !dbg !657
    #dbg_value(<2 x double> %525, !587, !DIExpression(), !592)
    #dbg_value(ptr undef, !111, !DIExpression(), !658)
    #dbg_value(i64 16, !120, !DIExpression(), !658)
    #dbg_value(ptr undef, !121, !DIExpression(), !658)
    #dbg_value(i64 0, !124, !DIExpression(), !660)
    #dbg_value(i64 0, !124, !DIExpression(), !660)
  %527 = extractelement <16 x i8> %526, i64 0, !dbg !661
  %528 = zext i8 %527 to i64, !dbg !661
  %529 = xor i64 %516, %528, !dbg !662
  %530 = mul i64 %529, 1099511628211, !dbg !663
    #dbg_value(i64 1, !124, !DIExpression(), !660)
  %531 = extractelement <16 x i8> %526, i64 1, !dbg !661
  %532 = zext i8 %531 to i64, !dbg !661
  %533 = xor i64 %530, %532, !dbg !662
  %534 = mul i64 %533, 1099511628211, !dbg !663
    #dbg_value(i64 2, !124, !DIExpression(), !660)
  %535 = extractelement <16 x i8> %526, i64 2, !dbg !661
  %536 = zext i8 %535 to i64, !dbg !661
  %537 = xor i64 %534, %536, !dbg !662
  %538 = mul i64 %537, 1099511628211, !dbg !663
    #dbg_value(i64 3, !124, !DIExpression(), !660)
  %539 = extractelement <16 x i8> %526, i64 3, !dbg !661
  %540 = zext i8 %539 to i64, !dbg !661
  %541 = xor i64 %538, %540, !dbg !662
  %542 = mul i64 %541, 1099511628211, !dbg !663
    #dbg_value(i64 4, !124, !DIExpression(), !660)
  %543 = extractelement <16 x i8> %526, i64 4, !dbg !661
  %544 = zext i8 %543 to i64, !dbg !661
  %545 = xor i64 %542, %544, !dbg !662
  %546 = mul i64 %545, 1099511628211, !dbg !663
    #dbg_value(i64 5, !124, !DIExpression(), !660)
  %547 = extractelement <16 x i8> %526, i64 5, !dbg !661
  %548 = zext i8 %547 to i64, !dbg !661
  %549 = xor i64 %546, %548, !dbg !662
  %550 = mul i64 %549, 1099511628211, !dbg !663
    #dbg_value(i64 6, !124, !DIExpression(), !660)
  %551 = extractelement <16 x i8> %526, i64 6, !dbg !661
  %552 = zext i8 %551 to i64, !dbg !661
  %553 = xor i64 %550, %552, !dbg !662
  %554 = mul i64 %553, 1099511628211, !dbg !663
    #dbg_value(i64 7, !124, !DIExpression(), !660)
  %555 = extractelement <16 x i8> %526, i64 7, !dbg !661
  %556 = zext i8 %555 to i64, !dbg !661
  %557 = xor i64 %554, %556, !dbg !662
  %558 = mul i64 %557, 1099511628211, !dbg !663
    #dbg_value(i64 8, !124, !DIExpression(), !660)
  %559 = extractelement <16 x i8> %526, i64 8, !dbg !661
  %560 = zext i8 %559 to i64, !dbg !661
  %561 = xor i64 %558, %560, !dbg !662
  %562 = mul i64 %561, 1099511628211, !dbg !663
    #dbg_value(i64 9, !124, !DIExpression(), !660)
  %563 = extractelement <16 x i8> %526, i64 9, !dbg !661
  %564 = zext i8 %563 to i64, !dbg !661
  %565 = xor i64 %562, %564, !dbg !662
  %566 = mul i64 %565, 1099511628211, !dbg !663
    #dbg_value(i64 10, !124, !DIExpression(), !660)
  %567 = extractelement <16 x i8> %526, i64 10, !dbg !661
  %568 = zext i8 %567 to i64, !dbg !661
  %569 = xor i64 %566, %568, !dbg !662
  %570 = mul i64 %569, 1099511628211, !dbg !663
    #dbg_value(i64 11, !124, !DIExpression(), !660)
  %571 = extractelement <16 x i8> %526, i64 11, !dbg !661
  %572 = zext i8 %571 to i64, !dbg !661
  %573 = xor i64 %570, %572, !dbg !662
  %574 = mul i64 %573, 1099511628211, !dbg !663
    #dbg_value(i64 12, !124, !DIExpression(), !660)
  %575 = extractelement <16 x i8> %526, i64 12, !dbg !661
  %576 = zext i8 %575 to i64, !dbg !661
  %577 = xor i64 %574, %576, !dbg !662
  %578 = mul i64 %577, 1099511628211, !dbg !663
    #dbg_value(i64 13, !124, !DIExpression(), !660)
  %579 = extractelement <16 x i8> %526, i64 13, !dbg !661
  %580 = zext i8 %579 to i64, !dbg !661
  %581 = xor i64 %578, %580, !dbg !662
  %582 = mul i64 %581, 1099511628211, !dbg !663
    #dbg_value(i64 14, !124, !DIExpression(), !660)
  %583 = extractelement <16 x i8> %526, i64 14, !dbg !661
  %584 = zext i8 %583 to i64, !dbg !661
  %585 = xor i64 %582, %584, !dbg !662
  %586 = mul i64 %585, 1099511628211, !dbg !663
    #dbg_value(i64 15, !124, !DIExpression(), !660)
  %587 = extractelement <16 x i8> %526, i64 15, !dbg !661
  %588 = zext i8 %587 to i64, !dbg !661
  %589 = xor i64 %586, %588, !dbg !662
  %590 = mul i64 %589, 1099511628211, !dbg !663
    #dbg_value(i64 16, !124, !DIExpression(), !660)
  %591 = insertelement <2 x double> %523, double %524, i64 1, !dbg !654
  %592 = shufflevector <2 x double> %521, <2 x double> %591, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !664
  %593 = fmul <4 x double> %592, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>, !dbg !665
  %594 = bitcast <4 x double> %593 to <32 x i8>, !dbg !666
    #dbg_value(<4 x double> %593, !588, !DIExpression(), !592)
    #dbg_value(ptr undef, !111, !DIExpression(), !667)
    #dbg_value(i64 32, !120, !DIExpression(), !667)
    #dbg_value(ptr undef, !121, !DIExpression(), !667)
    #dbg_value(i64 0, !124, !DIExpression(), !669)
    #dbg_value(i64 0, !124, !DIExpression(), !669)
  %595 = extractelement <32 x i8> %594, i64 0, !dbg !670
  %596 = zext i8 %595 to i64, !dbg !670
  %597 = xor i64 %590, %596, !dbg !671
  %598 = mul i64 %597, 1099511628211, !dbg !672
    #dbg_value(i64 1, !124, !DIExpression(), !669)
  %599 = extractelement <32 x i8> %594, i64 1, !dbg !670
  %600 = zext i8 %599 to i64, !dbg !670
  %601 = xor i64 %598, %600, !dbg !671
  %602 = mul i64 %601, 1099511628211, !dbg !672
    #dbg_value(i64 2, !124, !DIExpression(), !669)
  %603 = extractelement <32 x i8> %594, i64 2, !dbg !670
  %604 = zext i8 %603 to i64, !dbg !670
  %605 = xor i64 %602, %604, !dbg !671
  %606 = mul i64 %605, 1099511628211, !dbg !672
    #dbg_value(i64 3, !124, !DIExpression(), !669)
  %607 = extractelement <32 x i8> %594, i64 3, !dbg !670
  %608 = zext i8 %607 to i64, !dbg !670
  %609 = xor i64 %606, %608, !dbg !671
  %610 = mul i64 %609, 1099511628211, !dbg !672
    #dbg_value(i64 4, !124, !DIExpression(), !669)
  %611 = extractelement <32 x i8> %594, i64 4, !dbg !670
  %612 = zext i8 %611 to i64, !dbg !670
  %613 = xor i64 %610, %612, !dbg !671
  %614 = mul i64 %613, 1099511628211, !dbg !672
    #dbg_value(i64 5, !124, !DIExpression(), !669)
  %615 = extractelement <32 x i8> %594, i64 5, !dbg !670
  %616 = zext i8 %615 to i64, !dbg !670
  %617 = xor i64 %614, %616, !dbg !671
  %618 = mul i64 %617, 1099511628211, !dbg !672
    #dbg_value(i64 6, !124, !DIExpression(), !669)
  %619 = extractelement <32 x i8> %594, i64 6, !dbg !670
  %620 = zext i8 %619 to i64, !dbg !670
  %621 = xor i64 %618, %620, !dbg !671
  %622 = mul i64 %621, 1099511628211, !dbg !672
    #dbg_value(i64 7, !124, !DIExpression(), !669)
  %623 = extractelement <32 x i8> %594, i64 7, !dbg !670
  %624 = zext i8 %623 to i64, !dbg !670
  %625 = xor i64 %622, %624, !dbg !671
  %626 = mul i64 %625, 1099511628211, !dbg !672
    #dbg_value(i64 8, !124, !DIExpression(), !669)
  %627 = extractelement <32 x i8> %594, i64 8, !dbg !670
  %628 = zext i8 %627 to i64, !dbg !670
  %629 = xor i64 %626, %628, !dbg !671
  %630 = mul i64 %629, 1099511628211, !dbg !672
    #dbg_value(i64 9, !124, !DIExpression(), !669)
  %631 = extractelement <32 x i8> %594, i64 9, !dbg !670
  %632 = zext i8 %631 to i64, !dbg !670
  %633 = xor i64 %630, %632, !dbg !671
  %634 = mul i64 %633, 1099511628211, !dbg !672
    #dbg_value(i64 10, !124, !DIExpression(), !669)
  %635 = extractelement <32 x i8> %594, i64 10, !dbg !670
  %636 = zext i8 %635 to i64, !dbg !670
  %637 = xor i64 %634, %636, !dbg !671
  %638 = mul i64 %637, 1099511628211, !dbg !672
    #dbg_value(i64 11, !124, !DIExpression(), !669)
  %639 = extractelement <32 x i8> %594, i64 11, !dbg !670
  %640 = zext i8 %639 to i64, !dbg !670
  %641 = xor i64 %638, %640, !dbg !671
  %642 = mul i64 %641, 1099511628211, !dbg !672
    #dbg_value(i64 12, !124, !DIExpression(), !669)
  %643 = extractelement <32 x i8> %594, i64 12, !dbg !670
  %644 = zext i8 %643 to i64, !dbg !670
  %645 = xor i64 %642, %644, !dbg !671
  %646 = mul i64 %645, 1099511628211, !dbg !672
    #dbg_value(i64 13, !124, !DIExpression(), !669)
  %647 = extractelement <32 x i8> %594, i64 13, !dbg !670
  %648 = zext i8 %647 to i64, !dbg !670
  %649 = xor i64 %646, %648, !dbg !671
  %650 = mul i64 %649, 1099511628211, !dbg !672
    #dbg_value(i64 14, !124, !DIExpression(), !669)
  %651 = extractelement <32 x i8> %594, i64 14, !dbg !670
  %652 = zext i8 %651 to i64, !dbg !670
  %653 = xor i64 %650, %652, !dbg !671
  %654 = mul i64 %653, 1099511628211, !dbg !672
    #dbg_value(i64 15, !124, !DIExpression(), !669)
  %655 = extractelement <32 x i8> %594, i64 15, !dbg !670
  %656 = zext i8 %655 to i64, !dbg !670
  %657 = xor i64 %654, %656, !dbg !671
  %658 = mul i64 %657, 1099511628211, !dbg !672
    #dbg_value(i64 16, !124, !DIExpression(), !669)
  %659 = extractelement <32 x i8> %594, i64 16, !dbg !670
  %660 = zext i8 %659 to i64, !dbg !670
  %661 = xor i64 %658, %660, !dbg !671
  %662 = mul i64 %661, 1099511628211, !dbg !672
    #dbg_value(i64 17, !124, !DIExpression(), !669)
  %663 = extractelement <32 x i8> %594, i64 17, !dbg !670
  %664 = zext i8 %663 to i64, !dbg !670
  %665 = xor i64 %662, %664, !dbg !671
  %666 = mul i64 %665, 1099511628211, !dbg !672
    #dbg_value(i64 18, !124, !DIExpression(), !669)
  %667 = extractelement <32 x i8> %594, i64 18, !dbg !670
  %668 = zext i8 %667 to i64, !dbg !670
  %669 = xor i64 %666, %668, !dbg !671
  %670 = mul i64 %669, 1099511628211, !dbg !672
    #dbg_value(i64 19, !124, !DIExpression(), !669)
  %671 = extractelement <32 x i8> %594, i64 19, !dbg !670
  %672 = zext i8 %671 to i64, !dbg !670
  %673 = xor i64 %670, %672, !dbg !671
  %674 = mul i64 %673, 1099511628211, !dbg !672
    #dbg_value(i64 20, !124, !DIExpression(), !669)
  %675 = extractelement <32 x i8> %594, i64 20, !dbg !670
  %676 = zext i8 %675 to i64, !dbg !670
  %677 = xor i64 %674, %676, !dbg !671
  %678 = mul i64 %677, 1099511628211, !dbg !672
    #dbg_value(i64 21, !124, !DIExpression(), !669)
  %679 = extractelement <32 x i8> %594, i64 21, !dbg !670
  %680 = zext i8 %679 to i64, !dbg !670
  %681 = xor i64 %678, %680, !dbg !671
  %682 = mul i64 %681, 1099511628211, !dbg !672
    #dbg_value(i64 22, !124, !DIExpression(), !669)
  %683 = extractelement <32 x i8> %594, i64 22, !dbg !670
  %684 = zext i8 %683 to i64, !dbg !670
  %685 = xor i64 %682, %684, !dbg !671
  %686 = mul i64 %685, 1099511628211, !dbg !672
    #dbg_value(i64 23, !124, !DIExpression(), !669)
  %687 = extractelement <32 x i8> %594, i64 23, !dbg !670
  %688 = zext i8 %687 to i64, !dbg !670
  %689 = xor i64 %686, %688, !dbg !671
  %690 = mul i64 %689, 1099511628211, !dbg !672
    #dbg_value(i64 24, !124, !DIExpression(), !669)
  %691 = extractelement <32 x i8> %594, i64 24, !dbg !670
  %692 = zext i8 %691 to i64, !dbg !670
  %693 = xor i64 %690, %692, !dbg !671
  %694 = mul i64 %693, 1099511628211, !dbg !672
    #dbg_value(i64 25, !124, !DIExpression(), !669)
  %695 = extractelement <32 x i8> %594, i64 25, !dbg !670
  %696 = zext i8 %695 to i64, !dbg !670
  %697 = xor i64 %694, %696, !dbg !671
  %698 = mul i64 %697, 1099511628211, !dbg !672
    #dbg_value(i64 26, !124, !DIExpression(), !669)
  %699 = extractelement <32 x i8> %594, i64 26, !dbg !670
  %700 = zext i8 %699 to i64, !dbg !670
  %701 = xor i64 %698, %700, !dbg !671
  %702 = mul i64 %701, 1099511628211, !dbg !672
    #dbg_value(i64 27, !124, !DIExpression(), !669)
  %703 = extractelement <32 x i8> %594, i64 27, !dbg !670
  %704 = zext i8 %703 to i64, !dbg !670
  %705 = xor i64 %702, %704, !dbg !671
  %706 = mul i64 %705, 1099511628211, !dbg !672
    #dbg_value(i64 28, !124, !DIExpression(), !669)
  %707 = extractelement <32 x i8> %594, i64 28, !dbg !670
  %708 = zext i8 %707 to i64, !dbg !670
  %709 = xor i64 %706, %708, !dbg !671
  %710 = mul i64 %709, 1099511628211, !dbg !672
    #dbg_value(i64 29, !124, !DIExpression(), !669)
  %711 = extractelement <32 x i8> %594, i64 29, !dbg !670
  %712 = zext i8 %711 to i64, !dbg !670
  %713 = xor i64 %710, %712, !dbg !671
  %714 = mul i64 %713, 1099511628211, !dbg !672
    #dbg_value(i64 30, !124, !DIExpression(), !669)
  %715 = extractelement <32 x i8> %594, i64 30, !dbg !670
  %716 = zext i8 %715 to i64, !dbg !670
  %717 = xor i64 %714, %716, !dbg !671
  %718 = mul i64 %717, 1099511628211, !dbg !672
    #dbg_value(i64 31, !124, !DIExpression(), !669)
  %719 = extractelement <32 x i8> %594, i64 31, !dbg !670
  %720 = zext i8 %719 to i64, !dbg !670
  %721 = xor i64 %718, %720, !dbg !671
  %722 = mul i64 %721, 1099511628211, !dbg !672
    #dbg_value(i64 32, !124, !DIExpression(), !669)
  %723 = shufflevector <4 x double> %593, <4 x double> poison, <4 x i32> <i32 3, i32 3, i32 0, i32 0>, !dbg !673
  %724 = bitcast <4 x double> %723 to <32 x i8>, !dbg !674
    #dbg_value(<4 x double> %723, !588, !DIExpression(), !592)
    #dbg_value(ptr undef, !111, !DIExpression(), !675)
    #dbg_value(i64 32, !120, !DIExpression(), !675)
    #dbg_value(ptr undef, !121, !DIExpression(), !675)
    #dbg_value(i64 0, !124, !DIExpression(), !677)
    #dbg_value(i64 0, !124, !DIExpression(), !677)
  %725 = extractelement <32 x i8> %724, i64 0, !dbg !678
  %726 = zext i8 %725 to i64, !dbg !678
  %727 = xor i64 %722, %726, !dbg !679
  %728 = mul i64 %727, 1099511628211, !dbg !680
    #dbg_value(i64 1, !124, !DIExpression(), !677)
  %729 = extractelement <32 x i8> %724, i64 1, !dbg !678
  %730 = zext i8 %729 to i64, !dbg !678
  %731 = xor i64 %728, %730, !dbg !679
  %732 = mul i64 %731, 1099511628211, !dbg !680
    #dbg_value(i64 2, !124, !DIExpression(), !677)
  %733 = extractelement <32 x i8> %724, i64 2, !dbg !678
  %734 = zext i8 %733 to i64, !dbg !678
  %735 = xor i64 %732, %734, !dbg !679
  %736 = mul i64 %735, 1099511628211, !dbg !680
    #dbg_value(i64 3, !124, !DIExpression(), !677)
  %737 = extractelement <32 x i8> %724, i64 3, !dbg !678
  %738 = zext i8 %737 to i64, !dbg !678
  %739 = xor i64 %736, %738, !dbg !679
  %740 = mul i64 %739, 1099511628211, !dbg !680
    #dbg_value(i64 4, !124, !DIExpression(), !677)
  %741 = extractelement <32 x i8> %724, i64 4, !dbg !678
  %742 = zext i8 %741 to i64, !dbg !678
  %743 = xor i64 %740, %742, !dbg !679
  %744 = mul i64 %743, 1099511628211, !dbg !680
    #dbg_value(i64 5, !124, !DIExpression(), !677)
  %745 = extractelement <32 x i8> %724, i64 5, !dbg !678
  %746 = zext i8 %745 to i64, !dbg !678
  %747 = xor i64 %744, %746, !dbg !679
  %748 = mul i64 %747, 1099511628211, !dbg !680
    #dbg_value(i64 6, !124, !DIExpression(), !677)
  %749 = extractelement <32 x i8> %724, i64 6, !dbg !678
  %750 = zext i8 %749 to i64, !dbg !678
  %751 = xor i64 %748, %750, !dbg !679
  %752 = mul i64 %751, 1099511628211, !dbg !680
    #dbg_value(i64 7, !124, !DIExpression(), !677)
  %753 = extractelement <32 x i8> %724, i64 7, !dbg !678
  %754 = zext i8 %753 to i64, !dbg !678
  %755 = xor i64 %752, %754, !dbg !679
  %756 = mul i64 %755, 1099511628211, !dbg !680
    #dbg_value(i64 8, !124, !DIExpression(), !677)
  %757 = extractelement <32 x i8> %724, i64 8, !dbg !678
  %758 = zext i8 %757 to i64, !dbg !678
  %759 = xor i64 %756, %758, !dbg !679
  %760 = mul i64 %759, 1099511628211, !dbg !680
    #dbg_value(i64 9, !124, !DIExpression(), !677)
  %761 = extractelement <32 x i8> %724, i64 9, !dbg !678
  %762 = zext i8 %761 to i64, !dbg !678
  %763 = xor i64 %760, %762, !dbg !679
  %764 = mul i64 %763, 1099511628211, !dbg !680
    #dbg_value(i64 10, !124, !DIExpression(), !677)
  %765 = extractelement <32 x i8> %724, i64 10, !dbg !678
  %766 = zext i8 %765 to i64, !dbg !678
  %767 = xor i64 %764, %766, !dbg !679
  %768 = mul i64 %767, 1099511628211, !dbg !680
    #dbg_value(i64 11, !124, !DIExpression(), !677)
  %769 = extractelement <32 x i8> %724, i64 11, !dbg !678
  %770 = zext i8 %769 to i64, !dbg !678
  %771 = xor i64 %768, %770, !dbg !679
  %772 = mul i64 %771, 1099511628211, !dbg !680
    #dbg_value(i64 12, !124, !DIExpression(), !677)
  %773 = extractelement <32 x i8> %724, i64 12, !dbg !678
  %774 = zext i8 %773 to i64, !dbg !678
  %775 = xor i64 %772, %774, !dbg !679
  %776 = mul i64 %775, 1099511628211, !dbg !680
    #dbg_value(i64 13, !124, !DIExpression(), !677)
  %777 = extractelement <32 x i8> %724, i64 13, !dbg !678
  %778 = zext i8 %777 to i64, !dbg !678
  %779 = xor i64 %776, %778, !dbg !679
  %780 = mul i64 %779, 1099511628211, !dbg !680
    #dbg_value(i64 14, !124, !DIExpression(), !677)
  %781 = extractelement <32 x i8> %724, i64 14, !dbg !678
  %782 = zext i8 %781 to i64, !dbg !678
  %783 = xor i64 %780, %782, !dbg !679
  %784 = mul i64 %783, 1099511628211, !dbg !680
    #dbg_value(i64 15, !124, !DIExpression(), !677)
  %785 = extractelement <32 x i8> %724, i64 15, !dbg !678
  %786 = zext i8 %785 to i64, !dbg !678
  %787 = xor i64 %784, %786, !dbg !679
  %788 = mul i64 %787, 1099511628211, !dbg !680
    #dbg_value(i64 16, !124, !DIExpression(), !677)
  %789 = extractelement <32 x i8> %724, i64 16, !dbg !678
  %790 = zext i8 %789 to i64, !dbg !678
  %791 = xor i64 %788, %790, !dbg !679
  %792 = mul i64 %791, 1099511628211, !dbg !680
    #dbg_value(i64 17, !124, !DIExpression(), !677)
  %793 = extractelement <32 x i8> %724, i64 17, !dbg !678
  %794 = zext i8 %793 to i64, !dbg !678
  %795 = xor i64 %792, %794, !dbg !679
  %796 = mul i64 %795, 1099511628211, !dbg !680
    #dbg_value(i64 18, !124, !DIExpression(), !677)
  %797 = extractelement <32 x i8> %724, i64 18, !dbg !678
  %798 = zext i8 %797 to i64, !dbg !678
  %799 = xor i64 %796, %798, !dbg !679
  %800 = mul i64 %799, 1099511628211, !dbg !680
    #dbg_value(i64 19, !124, !DIExpression(), !677)
  %801 = extractelement <32 x i8> %724, i64 19, !dbg !678
  %802 = zext i8 %801 to i64, !dbg !678
  %803 = xor i64 %800, %802, !dbg !679
  %804 = mul i64 %803, 1099511628211, !dbg !680
    #dbg_value(i64 20, !124, !DIExpression(), !677)
  %805 = extractelement <32 x i8> %724, i64 20, !dbg !678
  %806 = zext i8 %805 to i64, !dbg !678
  %807 = xor i64 %804, %806, !dbg !679
  %808 = mul i64 %807, 1099511628211, !dbg !680
    #dbg_value(i64 21, !124, !DIExpression(), !677)
  %809 = extractelement <32 x i8> %724, i64 21, !dbg !678
  %810 = zext i8 %809 to i64, !dbg !678
  %811 = xor i64 %808, %810, !dbg !679
  %812 = mul i64 %811, 1099511628211, !dbg !680
    #dbg_value(i64 22, !124, !DIExpression(), !677)
  %813 = extractelement <32 x i8> %724, i64 22, !dbg !678
  %814 = zext i8 %813 to i64, !dbg !678
  %815 = xor i64 %812, %814, !dbg !679
  %816 = mul i64 %815, 1099511628211, !dbg !680
    #dbg_value(i64 23, !124, !DIExpression(), !677)
  %817 = extractelement <32 x i8> %724, i64 23, !dbg !678
  %818 = zext i8 %817 to i64, !dbg !678
  %819 = xor i64 %816, %818, !dbg !679
  %820 = mul i64 %819, 1099511628211, !dbg !680
    #dbg_value(i64 24, !124, !DIExpression(), !677)
  %821 = extractelement <32 x i8> %724, i64 24, !dbg !678
  %822 = zext i8 %821 to i64, !dbg !678
  %823 = xor i64 %820, %822, !dbg !679
  %824 = mul i64 %823, 1099511628211, !dbg !680
    #dbg_value(i64 25, !124, !DIExpression(), !677)
  %825 = extractelement <32 x i8> %724, i64 25, !dbg !678
  %826 = zext i8 %825 to i64, !dbg !678
  %827 = xor i64 %824, %826, !dbg !679
  %828 = mul i64 %827, 1099511628211, !dbg !680
    #dbg_value(i64 26, !124, !DIExpression(), !677)
  %829 = extractelement <32 x i8> %724, i64 26, !dbg !678
  %830 = zext i8 %829 to i64, !dbg !678
  %831 = xor i64 %828, %830, !dbg !679
  %832 = mul i64 %831, 1099511628211, !dbg !680
    #dbg_value(i64 27, !124, !DIExpression(), !677)
  %833 = extractelement <32 x i8> %724, i64 27, !dbg !678
  %834 = zext i8 %833 to i64, !dbg !678
  %835 = xor i64 %832, %834, !dbg !679
  %836 = mul i64 %835, 1099511628211, !dbg !680
    #dbg_value(i64 28, !124, !DIExpression(), !677)
  %837 = extractelement <32 x i8> %724, i64 28, !dbg !678
  %838 = zext i8 %837 to i64, !dbg !678
  %839 = xor i64 %836, %838, !dbg !679
  %840 = mul i64 %839, 1099511628211, !dbg !680
    #dbg_value(i64 29, !124, !DIExpression(), !677)
  %841 = extractelement <32 x i8> %724, i64 29, !dbg !678
  %842 = zext i8 %841 to i64, !dbg !678
  %843 = xor i64 %840, %842, !dbg !679
  %844 = mul i64 %843, 1099511628211, !dbg !680
    #dbg_value(i64 30, !124, !DIExpression(), !677)
  %845 = extractelement <32 x i8> %724, i64 30, !dbg !678
  %846 = zext i8 %845 to i64, !dbg !678
  %847 = xor i64 %844, %846, !dbg !679
  %848 = mul i64 %847, 1099511628211, !dbg !680
    #dbg_value(i64 31, !124, !DIExpression(), !677)
  %849 = extractelement <32 x i8> %724, i64 31, !dbg !678
  %850 = zext i8 %849 to i64, !dbg !678
  %851 = xor i64 %848, %850, !dbg !679
  %852 = mul i64 %851, 1099511628211, !dbg !680
    #dbg_value(i64 32, !124, !DIExpression(), !677)
  store i64 %852, ptr @hash, align 8, !dbg !681, !tbaa !42
  ret void, !dbg !682
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @threes() unnamed_addr #3 !dbg !683 {
  %1 = alloca [5 x <3 x float>], align 16, !DIAssignID !730
    #dbg_assign(i1 undef, !685, !DIExpression(), !730, ptr %1, !DIExpression(), !731)
  %2 = alloca [5 x <3 x i32>], align 16, !DIAssignID !732
    #dbg_assign(i1 undef, !693, !DIExpression(), !732, ptr %2, !DIExpression(), !731)
  %3 = alloca [5 x <3 x i16>], align 16, !DIAssignID !733
    #dbg_assign(i1 undef, !697, !DIExpression(), !733, ptr %3, !DIExpression(), !731)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #8, !dbg !734
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #8, !dbg !735
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #8, !dbg !736
    #dbg_value(i32 0, !702, !DIExpression(), !737)
  %4 = load i32, ptr @seed, align 4, !tbaa !93
  br label %7, !dbg !738

5:                                                ; preds = %7
  store i32 %38, ptr @seed, align 4, !dbg !739, !tbaa !93
  %6 = load i64, ptr @hash, align 8, !tbaa !42
    #dbg_value(i32 0, !704, !DIExpression(), !743)
  br label %53, !dbg !744

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %51, %7 ]
  %9 = phi i32 [ %4, %0 ], [ %38, %7 ]
    #dbg_value(i64 %8, !702, !DIExpression(), !737)
  %10 = mul i32 %9, 1103515245, !dbg !745
  %11 = add i32 %10, 12345, !dbg !747
  %12 = mul i32 %11, 1103515245, !dbg !748
  %13 = add i32 %12, 12345, !dbg !750
  %14 = insertelement <2 x i32> poison, i32 %11, i64 0, !dbg !751
  %15 = insertelement <2 x i32> %14, i32 %13, i64 1, !dbg !751
  %16 = lshr <2 x i32> %15, <i32 7, i32 7>, !dbg !751
  %17 = urem <2 x i32> %16, <i32 100, i32 100>, !dbg !752
  %18 = uitofp nneg <2 x i32> %17 to <2 x float>, !dbg !753
  %19 = fmul <2 x float> %18, <float 2.500000e-01, float 1.250000e-01>, !dbg !754
  %20 = shufflevector <2 x float> %19, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !755
  %21 = mul i32 %13, 1103515245, !dbg !756
  %22 = add i32 %21, 12345, !dbg !758
  %23 = lshr i32 %22, 7, !dbg !759
  %24 = urem i32 %23, 100, !dbg !760
  %25 = uitofp nneg i32 %24 to float, !dbg !761
  %26 = fmul float %25, 5.000000e-01, !dbg !762
  %27 = insertelement <4 x float> %20, float %26, i64 2, !dbg !755
  %28 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %8, !dbg !763
  store <4 x float> %27, ptr %28, align 16, !dbg !764, !tbaa !765
  %29 = mul i32 %22, 1103515245, !dbg !766
  %30 = add i32 %29, 12345, !dbg !768
  %31 = lshr i32 %30, 7, !dbg !769
  %32 = urem i32 %31, 2000, !dbg !770
  %33 = add nsw i32 %32, -1000, !dbg !771
  %34 = insertelement <3 x i32> poison, i32 %33, i64 0, !dbg !772
  %35 = mul i32 %30, 1103515245, !dbg !773
  %36 = add i32 %35, 12345, !dbg !775
  %37 = mul i32 %36, 1103515245, !dbg !776
  %38 = add i32 %37, 12345, !dbg !778
  %39 = insertelement <2 x i32> poison, i32 %36, i64 0, !dbg !779
  %40 = insertelement <2 x i32> %39, i32 %38, i64 1, !dbg !779
  %41 = lshr <2 x i32> %40, <i32 7, i32 7>, !dbg !779
  %42 = urem <2 x i32> %41, <i32 2000, i32 2000>, !dbg !780
  %43 = add nsw <2 x i32> %42, <i32 -1000, i32 -1000>, !dbg !781
  %44 = shufflevector <2 x i32> %43, <2 x i32> poison, <3 x i32> <i32 0, i32 1, i32 poison>, !dbg !772
  %45 = shufflevector <3 x i32> %34, <3 x i32> %44, <3 x i32> <i32 0, i32 3, i32 4>, !dbg !772
  %46 = shufflevector <3 x i32> %45, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !782
  %47 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %8, !dbg !783
  store <4 x i32> %46, ptr %47, align 16, !dbg !784, !tbaa !765
  %48 = trunc <3 x i32> %45 to <3 x i16>, !dbg !785
  %49 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %8, !dbg !786
  %50 = shufflevector <3 x i16> %48, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !787
  store <4 x i16> %50, ptr %49, align 8, !dbg !787, !tbaa !765
  %51 = add nuw nsw i64 %8, 1, !dbg !788
    #dbg_value(i64 %51, !702, !DIExpression(), !737)
  %52 = icmp eq i64 %51, 5, !dbg !789
  br i1 %52, label %5, label %7, !dbg !738, !llvm.loop !790

53:                                               ; preds = %5, %53
  %54 = phi i64 [ 0, %5 ], [ %59, %53 ]
  %55 = phi i64 [ %6, %5 ], [ %272, %53 ]
    #dbg_value(<16 x i8> poison, !713, !DIExpression(), !792)
    #dbg_value(i64 %54, !704, !DIExpression(), !743)
  %56 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %54, !dbg !793
  %57 = load <4 x float>, ptr %56, align 16, !dbg !793
  %58 = shufflevector <4 x float> %57, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !793
  %59 = add nuw nsw i64 %54, 1, !dbg !794
  %60 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %59, !dbg !795
  %61 = load <4 x float>, ptr %60, align 16, !dbg !795
  %62 = shufflevector <4 x float> %61, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !795
  %63 = tail call fastcc <3 x float> @cross(<3 x float> noundef %58, <3 x float> noundef %62), !dbg !796
    #dbg_value(<4 x float> poison, !706, !DIExpression(), !792)
  %64 = tail call fastcc float @dot(<3 x float> noundef %63, <3 x float> noundef %58), !dbg !797
    #dbg_value(float %64, !709, !DIExpression(), !792)
    #dbg_value(float poison, !710, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !798)
    #dbg_value(float poison, !710, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !798)
    #dbg_value(float poison, !710, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !798)
    #dbg_value(ptr undef, !111, !DIExpression(), !799)
    #dbg_value(i64 12, !120, !DIExpression(), !799)
    #dbg_value(ptr undef, !121, !DIExpression(), !799)
    #dbg_value(i64 0, !124, !DIExpression(), !801)
    #dbg_value(i64 0, !124, !DIExpression(), !801)
  %65 = bitcast <3 x float> %63 to <3 x i32>, !dbg !802
  %66 = extractelement <3 x i32> %65, i64 0, !dbg !802
  %67 = and i32 %66, 255, !dbg !802
  %68 = zext nneg i32 %67 to i64, !dbg !802
  %69 = xor i64 %55, %68, !dbg !803
  %70 = mul i64 %69, 1099511628211, !dbg !804
    #dbg_value(i64 1, !124, !DIExpression(), !801)
  %71 = lshr i32 %66, 8, !dbg !802
  %72 = and i32 %71, 255, !dbg !802
  %73 = zext nneg i32 %72 to i64, !dbg !802
  %74 = xor i64 %70, %73, !dbg !803
  %75 = mul i64 %74, 1099511628211, !dbg !804
    #dbg_value(i64 2, !124, !DIExpression(), !801)
  %76 = lshr i32 %66, 16, !dbg !802
  %77 = and i32 %76, 255, !dbg !802
  %78 = zext nneg i32 %77 to i64, !dbg !802
  %79 = xor i64 %75, %78, !dbg !803
  %80 = mul i64 %79, 1099511628211, !dbg !804
    #dbg_value(i64 3, !124, !DIExpression(), !801)
  %81 = lshr i32 %66, 24, !dbg !802
  %82 = zext nneg i32 %81 to i64, !dbg !802
  %83 = xor i64 %80, %82, !dbg !803
  %84 = mul i64 %83, 1099511628211, !dbg !804
    #dbg_value(i64 4, !124, !DIExpression(), !801)
  %85 = bitcast <3 x float> %63 to <3 x i32>, !dbg !802
  %86 = extractelement <3 x i32> %85, i64 1, !dbg !802
  %87 = and i32 %86, 255, !dbg !802
  %88 = zext nneg i32 %87 to i64, !dbg !802
  %89 = xor i64 %84, %88, !dbg !803
  %90 = mul i64 %89, 1099511628211, !dbg !804
    #dbg_value(i64 5, !124, !DIExpression(), !801)
  %91 = lshr i32 %86, 8, !dbg !802
  %92 = and i32 %91, 255, !dbg !802
  %93 = zext nneg i32 %92 to i64, !dbg !802
  %94 = xor i64 %90, %93, !dbg !803
  %95 = mul i64 %94, 1099511628211, !dbg !804
    #dbg_value(i64 6, !124, !DIExpression(), !801)
  %96 = lshr i32 %86, 16, !dbg !802
  %97 = and i32 %96, 255, !dbg !802
  %98 = zext nneg i32 %97 to i64, !dbg !802
  %99 = xor i64 %95, %98, !dbg !803
  %100 = mul i64 %99, 1099511628211, !dbg !804
    #dbg_value(i64 7, !124, !DIExpression(), !801)
  %101 = lshr i32 %86, 24, !dbg !802
  %102 = zext nneg i32 %101 to i64, !dbg !802
  %103 = xor i64 %100, %102, !dbg !803
  %104 = mul i64 %103, 1099511628211, !dbg !804
    #dbg_value(i64 8, !124, !DIExpression(), !801)
  %105 = bitcast <3 x float> %63 to <3 x i32>, !dbg !802
  %106 = extractelement <3 x i32> %105, i64 2, !dbg !802
  %107 = and i32 %106, 255, !dbg !802
  %108 = zext nneg i32 %107 to i64, !dbg !802
  %109 = xor i64 %104, %108, !dbg !803
  %110 = mul i64 %109, 1099511628211, !dbg !804
    #dbg_value(i64 9, !124, !DIExpression(), !801)
  %111 = lshr i32 %106, 8, !dbg !802
  %112 = and i32 %111, 255, !dbg !802
  %113 = zext nneg i32 %112 to i64, !dbg !802
  %114 = xor i64 %110, %113, !dbg !803
  %115 = mul i64 %114, 1099511628211, !dbg !804
    #dbg_value(i64 10, !124, !DIExpression(), !801)
  %116 = lshr i32 %106, 16, !dbg !802
  %117 = and i32 %116, 255, !dbg !802
  %118 = zext nneg i32 %117 to i64, !dbg !802
  %119 = xor i64 %115, %118, !dbg !803
  %120 = mul i64 %119, 1099511628211, !dbg !804
    #dbg_value(i64 11, !124, !DIExpression(), !801)
  %121 = lshr i32 %106, 24, !dbg !802
  %122 = zext nneg i32 %121 to i64, !dbg !802
  %123 = xor i64 %120, %122, !dbg !803
  %124 = mul i64 %123, 1099511628211, !dbg !804
    #dbg_value(i64 12, !124, !DIExpression(), !801)
    #dbg_value(ptr undef, !111, !DIExpression(), !805)
    #dbg_value(i64 4, !120, !DIExpression(), !805)
    #dbg_value(ptr undef, !121, !DIExpression(), !805)
    #dbg_value(i64 0, !124, !DIExpression(), !807)
    #dbg_value(i64 0, !124, !DIExpression(), !807)
  %125 = bitcast float %64 to i32, !dbg !808
  %126 = and i32 %125, 255, !dbg !808
  %127 = zext nneg i32 %126 to i64, !dbg !808
  %128 = xor i64 %124, %127, !dbg !809
  %129 = mul i64 %128, 1099511628211, !dbg !810
    #dbg_value(i64 1, !124, !DIExpression(), !807)
  %130 = lshr i32 %125, 8, !dbg !808
  %131 = and i32 %130, 255, !dbg !808
  %132 = zext nneg i32 %131 to i64, !dbg !808
  %133 = xor i64 %129, %132, !dbg !809
  %134 = mul i64 %133, 1099511628211, !dbg !810
    #dbg_value(i64 2, !124, !DIExpression(), !807)
  %135 = lshr i32 %125, 16, !dbg !808
  %136 = and i32 %135, 255, !dbg !808
  %137 = zext nneg i32 %136 to i64, !dbg !808
  %138 = xor i64 %134, %137, !dbg !809
  %139 = mul i64 %138, 1099511628211, !dbg !810
    #dbg_value(i64 3, !124, !DIExpression(), !807)
  %140 = lshr i32 %125, 24, !dbg !808
  %141 = zext nneg i32 %140 to i64, !dbg !808
  %142 = xor i64 %139, %141, !dbg !809
  %143 = mul i64 %142, 1099511628211, !dbg !810
    #dbg_value(i64 4, !124, !DIExpression(), !807)
  %144 = shufflevector <3 x float> %63, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 0>, !dbg !811
  %145 = bitcast <4 x float> %144 to <16 x i8>, !dbg !812
    #dbg_value(<4 x float> %144, !713, !DIExpression(), !792)
    #dbg_value(ptr undef, !111, !DIExpression(), !813)
    #dbg_value(i64 16, !120, !DIExpression(), !813)
    #dbg_value(ptr undef, !121, !DIExpression(), !813)
    #dbg_value(i64 0, !124, !DIExpression(), !815)
    #dbg_value(i64 0, !124, !DIExpression(), !815)
  %146 = extractelement <16 x i8> %145, i64 0, !dbg !816
  %147 = zext i8 %146 to i64, !dbg !816
  %148 = xor i64 %143, %147, !dbg !817
  %149 = mul i64 %148, 1099511628211, !dbg !818
    #dbg_value(i64 1, !124, !DIExpression(), !815)
  %150 = extractelement <16 x i8> %145, i64 1, !dbg !816
  %151 = zext i8 %150 to i64, !dbg !816
  %152 = xor i64 %149, %151, !dbg !817
  %153 = mul i64 %152, 1099511628211, !dbg !818
    #dbg_value(i64 2, !124, !DIExpression(), !815)
  %154 = extractelement <16 x i8> %145, i64 2, !dbg !816
  %155 = zext i8 %154 to i64, !dbg !816
  %156 = xor i64 %153, %155, !dbg !817
  %157 = mul i64 %156, 1099511628211, !dbg !818
    #dbg_value(i64 3, !124, !DIExpression(), !815)
  %158 = extractelement <16 x i8> %145, i64 3, !dbg !816
  %159 = zext i8 %158 to i64, !dbg !816
  %160 = xor i64 %157, %159, !dbg !817
  %161 = mul i64 %160, 1099511628211, !dbg !818
    #dbg_value(i64 4, !124, !DIExpression(), !815)
  %162 = extractelement <16 x i8> %145, i64 4, !dbg !816
  %163 = zext i8 %162 to i64, !dbg !816
  %164 = xor i64 %161, %163, !dbg !817
  %165 = mul i64 %164, 1099511628211, !dbg !818
    #dbg_value(i64 5, !124, !DIExpression(), !815)
  %166 = extractelement <16 x i8> %145, i64 5, !dbg !816
  %167 = zext i8 %166 to i64, !dbg !816
  %168 = xor i64 %165, %167, !dbg !817
  %169 = mul i64 %168, 1099511628211, !dbg !818
    #dbg_value(i64 6, !124, !DIExpression(), !815)
  %170 = extractelement <16 x i8> %145, i64 6, !dbg !816
  %171 = zext i8 %170 to i64, !dbg !816
  %172 = xor i64 %169, %171, !dbg !817
  %173 = mul i64 %172, 1099511628211, !dbg !818
    #dbg_value(i64 7, !124, !DIExpression(), !815)
  %174 = extractelement <16 x i8> %145, i64 7, !dbg !816
  %175 = zext i8 %174 to i64, !dbg !816
  %176 = xor i64 %173, %175, !dbg !817
  %177 = mul i64 %176, 1099511628211, !dbg !818
    #dbg_value(i64 8, !124, !DIExpression(), !815)
  %178 = extractelement <16 x i8> %145, i64 8, !dbg !816
  %179 = zext i8 %178 to i64, !dbg !816
  %180 = xor i64 %177, %179, !dbg !817
  %181 = mul i64 %180, 1099511628211, !dbg !818
    #dbg_value(i64 9, !124, !DIExpression(), !815)
  %182 = extractelement <16 x i8> %145, i64 9, !dbg !816
  %183 = zext i8 %182 to i64, !dbg !816
  %184 = xor i64 %181, %183, !dbg !817
  %185 = mul i64 %184, 1099511628211, !dbg !818
    #dbg_value(i64 10, !124, !DIExpression(), !815)
  %186 = extractelement <16 x i8> %145, i64 10, !dbg !816
  %187 = zext i8 %186 to i64, !dbg !816
  %188 = xor i64 %185, %187, !dbg !817
  %189 = mul i64 %188, 1099511628211, !dbg !818
    #dbg_value(i64 11, !124, !DIExpression(), !815)
  %190 = extractelement <16 x i8> %145, i64 11, !dbg !816
  %191 = zext i8 %190 to i64, !dbg !816
  %192 = xor i64 %189, %191, !dbg !817
  %193 = mul i64 %192, 1099511628211, !dbg !818
    #dbg_value(i64 12, !124, !DIExpression(), !815)
  %194 = extractelement <16 x i8> %145, i64 12, !dbg !816
  %195 = zext i8 %194 to i64, !dbg !816
  %196 = xor i64 %193, %195, !dbg !817
  %197 = mul i64 %196, 1099511628211, !dbg !818
    #dbg_value(i64 13, !124, !DIExpression(), !815)
  %198 = extractelement <16 x i8> %145, i64 13, !dbg !816
  %199 = zext i8 %198 to i64, !dbg !816
  %200 = xor i64 %197, %199, !dbg !817
  %201 = mul i64 %200, 1099511628211, !dbg !818
    #dbg_value(i64 14, !124, !DIExpression(), !815)
  %202 = extractelement <16 x i8> %145, i64 14, !dbg !816
  %203 = zext i8 %202 to i64, !dbg !816
  %204 = xor i64 %201, %203, !dbg !817
  %205 = mul i64 %204, 1099511628211, !dbg !818
    #dbg_value(i64 15, !124, !DIExpression(), !815)
  %206 = extractelement <16 x i8> %145, i64 15, !dbg !816
  %207 = zext i8 %206 to i64, !dbg !816
  %208 = xor i64 %205, %207, !dbg !817
  %209 = mul i64 %208, 1099511628211, !dbg !818
    #dbg_value(i64 16, !124, !DIExpression(), !815)
  %210 = getelementptr inbounds i8, ptr %56, i64 4, !dbg !819
  store float %64, ptr %210, align 4, !dbg !819
  %211 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %54, !dbg !820
  %212 = load <4 x i32>, ptr %211, align 16, !dbg !820
  %213 = shufflevector <4 x i32> %212, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !820
  %214 = mul <3 x i32> %213, <i32 3, i32 3, i32 3>, !dbg !821
  %215 = tail call fastcc <3 x i32> @clamp3(<3 x i32> noundef %214), !dbg !822
    #dbg_value(<4 x i32> poison, !715, !DIExpression(), !792)
  %216 = extractelement <3 x i32> %215, i64 0, !dbg !823
    #dbg_value(i32 %216, !716, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !824)
  %217 = extractelement <3 x i32> %215, i64 1, !dbg !823
    #dbg_value(i32 %217, !716, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !824)
  %218 = extractelement <3 x i32> %215, i64 2, !dbg !823
    #dbg_value(i32 %218, !716, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !824)
    #dbg_value(ptr undef, !111, !DIExpression(), !825)
    #dbg_value(i64 12, !120, !DIExpression(), !825)
    #dbg_value(ptr undef, !121, !DIExpression(), !825)
    #dbg_value(i64 0, !124, !DIExpression(), !827)
    #dbg_value(i64 0, !124, !DIExpression(), !827)
  %219 = and i32 %216, 255, !dbg !828
  %220 = zext nneg i32 %219 to i64, !dbg !828
  %221 = xor i64 %209, %220, !dbg !829
  %222 = mul i64 %221, 1099511628211, !dbg !830
    #dbg_value(i64 1, !124, !DIExpression(), !827)
  %223 = lshr i32 %216, 8, !dbg !828
  %224 = and i32 %223, 255, !dbg !828
  %225 = zext nneg i32 %224 to i64, !dbg !828
  %226 = xor i64 %222, %225, !dbg !829
  %227 = mul i64 %226, 1099511628211, !dbg !830
    #dbg_value(i64 2, !124, !DIExpression(), !827)
  %228 = lshr i32 %216, 16, !dbg !828
  %229 = and i32 %228, 255, !dbg !828
  %230 = zext nneg i32 %229 to i64, !dbg !828
  %231 = xor i64 %227, %230, !dbg !829
  %232 = mul i64 %231, 1099511628211, !dbg !830
    #dbg_value(i64 3, !124, !DIExpression(), !827)
  %233 = lshr i32 %216, 24, !dbg !828
  %234 = zext nneg i32 %233 to i64, !dbg !828
  %235 = xor i64 %232, %234, !dbg !829
  %236 = mul i64 %235, 1099511628211, !dbg !830
    #dbg_value(i64 4, !124, !DIExpression(), !827)
  %237 = and i32 %217, 255, !dbg !828
  %238 = zext nneg i32 %237 to i64, !dbg !828
  %239 = xor i64 %236, %238, !dbg !829
  %240 = mul i64 %239, 1099511628211, !dbg !830
    #dbg_value(i64 5, !124, !DIExpression(), !827)
  %241 = lshr i32 %217, 8, !dbg !828
  %242 = and i32 %241, 255, !dbg !828
  %243 = zext nneg i32 %242 to i64, !dbg !828
  %244 = xor i64 %240, %243, !dbg !829
  %245 = mul i64 %244, 1099511628211, !dbg !830
    #dbg_value(i64 6, !124, !DIExpression(), !827)
  %246 = lshr i32 %217, 16, !dbg !828
  %247 = and i32 %246, 255, !dbg !828
  %248 = zext nneg i32 %247 to i64, !dbg !828
  %249 = xor i64 %245, %248, !dbg !829
  %250 = mul i64 %249, 1099511628211, !dbg !830
    #dbg_value(i64 7, !124, !DIExpression(), !827)
  %251 = lshr i32 %217, 24, !dbg !828
  %252 = zext nneg i32 %251 to i64, !dbg !828
  %253 = xor i64 %250, %252, !dbg !829
  %254 = mul i64 %253, 1099511628211, !dbg !830
    #dbg_value(i64 8, !124, !DIExpression(), !827)
  %255 = and i32 %218, 255, !dbg !828
  %256 = zext nneg i32 %255 to i64, !dbg !828
  %257 = xor i64 %254, %256, !dbg !829
  %258 = mul i64 %257, 1099511628211, !dbg !830
    #dbg_value(i64 9, !124, !DIExpression(), !827)
  %259 = lshr i32 %218, 8, !dbg !828
  %260 = and i32 %259, 255, !dbg !828
  %261 = zext nneg i32 %260 to i64, !dbg !828
  %262 = xor i64 %258, %261, !dbg !829
  %263 = mul i64 %262, 1099511628211, !dbg !830
    #dbg_value(i64 10, !124, !DIExpression(), !827)
  %264 = lshr i32 %218, 16, !dbg !828
  %265 = and i32 %264, 255, !dbg !828
  %266 = zext nneg i32 %265 to i64, !dbg !828
  %267 = xor i64 %263, %266, !dbg !829
  %268 = mul i64 %267, 1099511628211, !dbg !830
    #dbg_value(i64 11, !124, !DIExpression(), !827)
  %269 = lshr i32 %218, 24, !dbg !828
  %270 = zext nneg i32 %269 to i64, !dbg !828
  %271 = xor i64 %268, %270, !dbg !829
  %272 = mul i64 %271, 1099511628211, !dbg !830
    #dbg_value(i64 12, !124, !DIExpression(), !827)
  %273 = shufflevector <4 x i32> %212, <4 x i32> poison, <3 x i32> <i32 poison, i32 1, i32 poison>, !dbg !831
  %274 = shufflevector <3 x i32> %273, <3 x i32> %215, <3 x i32> <i32 4, i32 1, i32 3>, !dbg !831
  store <3 x i32> %274, ptr %211, align 16, !dbg !831
  %275 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %54, !dbg !832
  %276 = load <4 x i16>, ptr %275, align 8, !dbg !833
  %277 = shufflevector <4 x i16> %276, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !833
  %278 = add <3 x i16> %277, <i16 1, i16 2, i16 3>, !dbg !833
  %279 = shufflevector <3 x i16> %278, <3 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !833
  store <4 x i16> %279, ptr %275, align 8, !dbg !833, !tbaa !765
    #dbg_value(i64 %59, !704, !DIExpression(), !743)
  %280 = icmp eq i64 %59, 4, !dbg !834
  br i1 %280, label %282, label %53, !dbg !744, !llvm.loop !835

281:                                              ; preds = %282
  store i64 %436, ptr @hash, align 8, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #8, !dbg !837
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #8, !dbg !837
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #8, !dbg !837
  ret void, !dbg !837

282:                                              ; preds = %53, %282
  %283 = phi i64 [ %437, %282 ], [ 0, %53 ]
  %284 = phi i64 [ %436, %282 ], [ %272, %53 ]
    #dbg_value(i64 %283, !719, !DIExpression(), !838)
  %285 = getelementptr inbounds [5 x <3 x float>], ptr %1, i64 0, i64 %283, !dbg !839
  %286 = load <3 x float>, ptr %285, align 16, !dbg !839
    #dbg_value(float poison, !721, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !840)
    #dbg_value(float poison, !721, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !840)
    #dbg_value(float poison, !721, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !840)
    #dbg_value(ptr undef, !111, !DIExpression(), !841)
    #dbg_value(i64 12, !120, !DIExpression(), !841)
    #dbg_value(ptr undef, !121, !DIExpression(), !841)
    #dbg_value(i64 0, !124, !DIExpression(), !843)
    #dbg_value(i64 0, !124, !DIExpression(), !843)
  %287 = bitcast <3 x float> %286 to <3 x i32>, !dbg !844
  %288 = extractelement <3 x i32> %287, i64 0, !dbg !844
  %289 = and i32 %288, 255, !dbg !844
  %290 = zext nneg i32 %289 to i64, !dbg !844
  %291 = xor i64 %284, %290, !dbg !845
  %292 = mul i64 %291, 1099511628211, !dbg !846
    #dbg_value(i64 1, !124, !DIExpression(), !843)
  %293 = lshr i32 %288, 8, !dbg !844
  %294 = and i32 %293, 255, !dbg !844
  %295 = zext nneg i32 %294 to i64, !dbg !844
  %296 = xor i64 %292, %295, !dbg !845
  %297 = mul i64 %296, 1099511628211, !dbg !846
    #dbg_value(i64 2, !124, !DIExpression(), !843)
  %298 = lshr i32 %288, 16, !dbg !844
  %299 = and i32 %298, 255, !dbg !844
  %300 = zext nneg i32 %299 to i64, !dbg !844
  %301 = xor i64 %297, %300, !dbg !845
  %302 = mul i64 %301, 1099511628211, !dbg !846
    #dbg_value(i64 3, !124, !DIExpression(), !843)
  %303 = lshr i32 %288, 24, !dbg !844
  %304 = zext nneg i32 %303 to i64, !dbg !844
  %305 = xor i64 %302, %304, !dbg !845
  %306 = mul i64 %305, 1099511628211, !dbg !846
    #dbg_value(i64 4, !124, !DIExpression(), !843)
  %307 = bitcast <3 x float> %286 to <3 x i32>, !dbg !844
  %308 = extractelement <3 x i32> %307, i64 1, !dbg !844
  %309 = and i32 %308, 255, !dbg !844
  %310 = zext nneg i32 %309 to i64, !dbg !844
  %311 = xor i64 %306, %310, !dbg !845
  %312 = mul i64 %311, 1099511628211, !dbg !846
    #dbg_value(i64 5, !124, !DIExpression(), !843)
  %313 = lshr i32 %308, 8, !dbg !844
  %314 = and i32 %313, 255, !dbg !844
  %315 = zext nneg i32 %314 to i64, !dbg !844
  %316 = xor i64 %312, %315, !dbg !845
  %317 = mul i64 %316, 1099511628211, !dbg !846
    #dbg_value(i64 6, !124, !DIExpression(), !843)
  %318 = lshr i32 %308, 16, !dbg !844
  %319 = and i32 %318, 255, !dbg !844
  %320 = zext nneg i32 %319 to i64, !dbg !844
  %321 = xor i64 %317, %320, !dbg !845
  %322 = mul i64 %321, 1099511628211, !dbg !846
    #dbg_value(i64 7, !124, !DIExpression(), !843)
  %323 = lshr i32 %308, 24, !dbg !844
  %324 = zext nneg i32 %323 to i64, !dbg !844
  %325 = xor i64 %322, %324, !dbg !845
  %326 = mul i64 %325, 1099511628211, !dbg !846
    #dbg_value(i64 8, !124, !DIExpression(), !843)
  %327 = bitcast <3 x float> %286 to <3 x i32>, !dbg !844
  %328 = extractelement <3 x i32> %327, i64 2, !dbg !844
  %329 = and i32 %328, 255, !dbg !844
  %330 = zext nneg i32 %329 to i64, !dbg !844
  %331 = xor i64 %326, %330, !dbg !845
  %332 = mul i64 %331, 1099511628211, !dbg !846
    #dbg_value(i64 9, !124, !DIExpression(), !843)
  %333 = lshr i32 %328, 8, !dbg !844
  %334 = and i32 %333, 255, !dbg !844
  %335 = zext nneg i32 %334 to i64, !dbg !844
  %336 = xor i64 %332, %335, !dbg !845
  %337 = mul i64 %336, 1099511628211, !dbg !846
    #dbg_value(i64 10, !124, !DIExpression(), !843)
  %338 = lshr i32 %328, 16, !dbg !844
  %339 = and i32 %338, 255, !dbg !844
  %340 = zext nneg i32 %339 to i64, !dbg !844
  %341 = xor i64 %337, %340, !dbg !845
  %342 = mul i64 %341, 1099511628211, !dbg !846
    #dbg_value(i64 11, !124, !DIExpression(), !843)
  %343 = lshr i32 %328, 24, !dbg !844
  %344 = zext nneg i32 %343 to i64, !dbg !844
  %345 = xor i64 %342, %344, !dbg !845
  %346 = mul i64 %345, 1099511628211, !dbg !846
    #dbg_value(i64 12, !124, !DIExpression(), !843)
  %347 = getelementptr inbounds [5 x <3 x i32>], ptr %2, i64 0, i64 %283, !dbg !847
  %348 = load i32, ptr %347, align 16, !dbg !847
    #dbg_value(i32 %348, !725, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !848)
  %349 = getelementptr inbounds i8, ptr %347, i64 4, !dbg !847
  %350 = load i32, ptr %349, align 4, !dbg !847
    #dbg_value(i32 %350, !725, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !848)
  %351 = getelementptr inbounds i8, ptr %347, i64 8, !dbg !847
  %352 = load i32, ptr %351, align 8, !dbg !847
    #dbg_value(i32 %352, !725, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !848)
    #dbg_value(ptr undef, !111, !DIExpression(), !849)
    #dbg_value(i64 12, !120, !DIExpression(), !849)
    #dbg_value(ptr undef, !121, !DIExpression(), !849)
    #dbg_value(i64 0, !124, !DIExpression(), !851)
    #dbg_value(i64 0, !124, !DIExpression(), !851)
  %353 = and i32 %348, 255, !dbg !852
  %354 = zext nneg i32 %353 to i64, !dbg !852
  %355 = xor i64 %346, %354, !dbg !853
  %356 = mul i64 %355, 1099511628211, !dbg !854
    #dbg_value(i64 1, !124, !DIExpression(), !851)
  %357 = lshr i32 %348, 8, !dbg !852
  %358 = and i32 %357, 255, !dbg !852
  %359 = zext nneg i32 %358 to i64, !dbg !852
  %360 = xor i64 %356, %359, !dbg !853
  %361 = mul i64 %360, 1099511628211, !dbg !854
    #dbg_value(i64 2, !124, !DIExpression(), !851)
  %362 = lshr i32 %348, 16, !dbg !852
  %363 = and i32 %362, 255, !dbg !852
  %364 = zext nneg i32 %363 to i64, !dbg !852
  %365 = xor i64 %361, %364, !dbg !853
  %366 = mul i64 %365, 1099511628211, !dbg !854
    #dbg_value(i64 3, !124, !DIExpression(), !851)
  %367 = lshr i32 %348, 24, !dbg !852
  %368 = zext nneg i32 %367 to i64, !dbg !852
  %369 = xor i64 %366, %368, !dbg !853
  %370 = mul i64 %369, 1099511628211, !dbg !854
    #dbg_value(i64 4, !124, !DIExpression(), !851)
  %371 = and i32 %350, 255, !dbg !852
  %372 = zext nneg i32 %371 to i64, !dbg !852
  %373 = xor i64 %370, %372, !dbg !853
  %374 = mul i64 %373, 1099511628211, !dbg !854
    #dbg_value(i64 5, !124, !DIExpression(), !851)
  %375 = lshr i32 %350, 8, !dbg !852
  %376 = and i32 %375, 255, !dbg !852
  %377 = zext nneg i32 %376 to i64, !dbg !852
  %378 = xor i64 %374, %377, !dbg !853
  %379 = mul i64 %378, 1099511628211, !dbg !854
    #dbg_value(i64 6, !124, !DIExpression(), !851)
  %380 = lshr i32 %350, 16, !dbg !852
  %381 = and i32 %380, 255, !dbg !852
  %382 = zext nneg i32 %381 to i64, !dbg !852
  %383 = xor i64 %379, %382, !dbg !853
  %384 = mul i64 %383, 1099511628211, !dbg !854
    #dbg_value(i64 7, !124, !DIExpression(), !851)
  %385 = lshr i32 %350, 24, !dbg !852
  %386 = zext nneg i32 %385 to i64, !dbg !852
  %387 = xor i64 %384, %386, !dbg !853
  %388 = mul i64 %387, 1099511628211, !dbg !854
    #dbg_value(i64 8, !124, !DIExpression(), !851)
  %389 = and i32 %352, 255, !dbg !852
  %390 = zext nneg i32 %389 to i64, !dbg !852
  %391 = xor i64 %388, %390, !dbg !853
  %392 = mul i64 %391, 1099511628211, !dbg !854
    #dbg_value(i64 9, !124, !DIExpression(), !851)
  %393 = lshr i32 %352, 8, !dbg !852
  %394 = and i32 %393, 255, !dbg !852
  %395 = zext nneg i32 %394 to i64, !dbg !852
  %396 = xor i64 %392, %395, !dbg !853
  %397 = mul i64 %396, 1099511628211, !dbg !854
    #dbg_value(i64 10, !124, !DIExpression(), !851)
  %398 = lshr i32 %352, 16, !dbg !852
  %399 = and i32 %398, 255, !dbg !852
  %400 = zext nneg i32 %399 to i64, !dbg !852
  %401 = xor i64 %397, %400, !dbg !853
  %402 = mul i64 %401, 1099511628211, !dbg !854
    #dbg_value(i64 11, !124, !DIExpression(), !851)
  %403 = lshr i32 %352, 24, !dbg !852
  %404 = zext nneg i32 %403 to i64, !dbg !852
  %405 = xor i64 %402, %404, !dbg !853
  %406 = mul i64 %405, 1099511628211, !dbg !854
    #dbg_value(i64 12, !124, !DIExpression(), !851)
  %407 = getelementptr inbounds [5 x <3 x i16>], ptr %3, i64 0, i64 %283, !dbg !855
  %408 = load i16, ptr %407, align 8, !dbg !855
    #dbg_value(i16 %408, !727, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !856)
  %409 = getelementptr inbounds i8, ptr %407, i64 2, !dbg !855
  %410 = load i16, ptr %409, align 2, !dbg !855
    #dbg_value(i16 %410, !727, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !856)
  %411 = getelementptr inbounds i8, ptr %407, i64 4, !dbg !855
  %412 = load i16, ptr %411, align 4, !dbg !855
    #dbg_value(i16 %412, !727, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !856)
    #dbg_value(ptr undef, !111, !DIExpression(), !857)
    #dbg_value(i64 6, !120, !DIExpression(), !857)
    #dbg_value(ptr undef, !121, !DIExpression(), !857)
    #dbg_value(i64 0, !124, !DIExpression(), !859)
    #dbg_value(i64 0, !124, !DIExpression(), !859)
  %413 = and i16 %408, 255, !dbg !860
  %414 = zext nneg i16 %413 to i64, !dbg !860
  %415 = xor i64 %406, %414, !dbg !861
  %416 = mul i64 %415, 1099511628211, !dbg !862
    #dbg_value(i64 1, !124, !DIExpression(), !859)
  %417 = lshr i16 %408, 8, !dbg !860
  %418 = zext nneg i16 %417 to i64, !dbg !860
  %419 = xor i64 %416, %418, !dbg !861
  %420 = mul i64 %419, 1099511628211, !dbg !862
    #dbg_value(i64 2, !124, !DIExpression(), !859)
  %421 = and i16 %410, 255, !dbg !860
  %422 = zext nneg i16 %421 to i64, !dbg !860
  %423 = xor i64 %420, %422, !dbg !861
  %424 = mul i64 %423, 1099511628211, !dbg !862
    #dbg_value(i64 3, !124, !DIExpression(), !859)
  %425 = lshr i16 %410, 8, !dbg !860
  %426 = zext nneg i16 %425 to i64, !dbg !860
  %427 = xor i64 %424, %426, !dbg !861
  %428 = mul i64 %427, 1099511628211, !dbg !862
    #dbg_value(i64 4, !124, !DIExpression(), !859)
  %429 = and i16 %412, 255, !dbg !860
  %430 = zext nneg i16 %429 to i64, !dbg !860
  %431 = xor i64 %428, %430, !dbg !861
  %432 = mul i64 %431, 1099511628211, !dbg !862
    #dbg_value(i64 5, !124, !DIExpression(), !859)
  %433 = lshr i16 %412, 8, !dbg !860
  %434 = zext nneg i16 %433 to i64, !dbg !860
  %435 = xor i64 %432, %434, !dbg !861
  %436 = mul i64 %435, 1099511628211, !dbg !862
    #dbg_value(i64 6, !124, !DIExpression(), !859)
  %437 = add nuw nsw i64 %283, 1, !dbg !863
    #dbg_value(i64 %437, !719, !DIExpression(), !838)
  %438 = icmp eq i64 %437, 5, !dbg !864
  br i1 %438, label %281, label %282, !dbg !865, !llvm.loop !866
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !868 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <3 x float> @cross(<3 x float> noundef %0, <3 x float> noundef %1) unnamed_addr #5 !dbg !875 {
    #dbg_value(<4 x float> poison, !879, !DIExpression(), !881)
    #dbg_value(<4 x float> poison, !880, !DIExpression(), !881)
  %3 = shufflevector <3 x float> %0, <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>, !dbg !882
  %4 = shufflevector <3 x float> %1, <3 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !883
  %5 = shufflevector <3 x float> %0, <3 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !884
  %6 = shufflevector <3 x float> %1, <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>, !dbg !885
  %7 = fneg <3 x float> %5, !dbg !886
  %8 = fmul <3 x float> %6, %7, !dbg !886
  %9 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %3, <3 x float> %4, <3 x float> %8), !dbg !886
  ret <3 x float> %9, !dbg !887
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @dot(<3 x float> noundef %0, <3 x float> noundef %1) unnamed_addr #5 !dbg !888 {
    #dbg_value(<4 x float> poison, !892, !DIExpression(), !895)
    #dbg_value(<4 x float> poison, !893, !DIExpression(), !895)
  %3 = fmul <3 x float> %0, %1, !dbg !896
    #dbg_value(<4 x float> poison, !894, !DIExpression(), !895)
  %4 = shufflevector <3 x float> %3, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>, !dbg !897
  %5 = fadd <3 x float> %3, %4, !dbg !897
  %6 = shufflevector <3 x float> %3, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>, !dbg !898
  %7 = fadd <3 x float> %6, %5, !dbg !898
  %8 = extractelement <3 x float> %7, i64 0, !dbg !898
  ret float %8, !dbg !899
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <3 x i32> @clamp3(<3 x i32> noundef %0) unnamed_addr #5 !dbg !900 {
    #dbg_value(<4 x i32> poison, !904, !DIExpression(), !909)
    #dbg_value(i32 -500, !905, !DIExpression(), !909)
    #dbg_value(i32 500, !906, !DIExpression(), !909)
    #dbg_value(<4 x i32> <i32 -500, i32 -500, i32 -500, i32 undef>, !907, !DIExpression(), !909)
    #dbg_value(<4 x i32> <i32 500, i32 500, i32 500, i32 undef>, !908, !DIExpression(), !909)
  %2 = tail call <3 x i32> @llvm.smin.v3i32(<3 x i32> %0, <3 x i32> <i32 500, i32 500, i32 500>), !dbg !910
  %3 = tail call <3 x i32> @llvm.smax.v3i32(<3 x i32> %2, <3 x i32> <i32 -500, i32 -500, i32 -500>), !dbg !911
  ret <3 x i32> %3, !dbg !912
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x i32> @llvm.smin.v3i32(<3 x i32>, <3 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x i32> @llvm.smax.v3i32(<3 x i32>, <3 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 158, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vector_shuffle_patterns.c", directory: ".", checksumkind: CSK_MD5, checksum: "a1c9d6cd05ab7376808be952a42c0d0b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "hash", scope: !9, file: !2, line: 12, type: !22, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !{!0, !15, !7}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "seed", scope: !9, file: !2, line: 17, type: !17, isLocal: true, isDefinition: true)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !18, line: 26, baseType: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !20, line: 42, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !18, line: 27, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !20, line: 45, baseType: !24)
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 154, type: !34, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!12}
!36 = !{!37}
!37 = !DILocalVariable(name: "rep", scope: !38, file: !2, line: 155, type: !12)
!38 = distinct !DILexicalBlock(scope: !33, file: !2, line: 155, column: 5)
!39 = !DILocation(line: 0, scope: !38)
!40 = !DILocation(line: 155, column: 5, scope: !38)
!41 = !DILocation(line: 158, column: 50, scope: !33)
!42 = !{!43, !43, i64 0}
!43 = !{!"long", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 158, column: 5, scope: !33)
!47 = !DILocation(line: 159, column: 18, scope: !33)
!48 = !DILocation(line: 159, column: 12, scope: !33)
!49 = !DILocation(line: 159, column: 5, scope: !33)
!50 = !DILocation(line: 156, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 155, column: 40)
!52 = distinct !DILexicalBlock(scope: !38, file: !2, line: 155, column: 5)
!53 = !DILocation(line: 156, column: 18, scope: !51)
!54 = !DILocation(line: 156, column: 28, scope: !51)
!55 = !DILocation(line: 156, column: 37, scope: !51)
!56 = !DILocation(line: 156, column: 47, scope: !51)
!57 = !DILocation(line: 155, column: 36, scope: !52)
!58 = !DILocation(line: 155, column: 27, scope: !52)
!59 = distinct !{!59, !40, !60, !61}
!60 = !DILocation(line: 157, column: 5, scope: !38)
!61 = !{!"llvm.loop.mustprogress"}
!62 = distinct !DISubprogram(name: "bytes", scope: !2, file: !2, line: 39, type: !63, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{null}
!65 = !{!66, !74, !75, !77, !79, !80, !85, !86, !91}
!66 = !DILocalVariable(name: "a", scope: !62, file: !2, line: 40, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "b16", file: !2, line: 20, baseType: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 128, flags: DIFlagVector, elements: !72)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !18, line: 24, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !20, line: 38, baseType: !71)
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !{!73}
!73 = !DISubrange(count: 16)
!74 = !DILocalVariable(name: "b", scope: !62, file: !2, line: 40, type: !67)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 40, type: !12)
!76 = distinct !DILexicalBlock(scope: !62, file: !2, line: 40, column: 15)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 40, type: !12)
!78 = distinct !DILexicalBlock(scope: !62, file: !2, line: 40, column: 28)
!79 = !DILocalVariable(name: "r", scope: !62, file: !2, line: 41, type: !67)
!80 = !DILocalVariable(name: "lo", scope: !62, file: !2, line: 51, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "b8", file: !2, line: 21, baseType: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 64, flags: DIFlagVector, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DILocalVariable(name: "hi", scope: !62, file: !2, line: 52, type: !81)
!86 = !DILocalVariable(name: "cat", scope: !62, file: !2, line: 53, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "b32", file: !2, line: 22, baseType: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 256, flags: DIFlagVector, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 32)
!91 = !DILocalVariable(name: "back", scope: !62, file: !2, line: 56, type: !67)
!92 = !DILocation(line: 0, scope: !76)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !44, i64 0}
!95 = !DILocation(line: 0, scope: !62)
!96 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !100)
!97 = distinct !DISubprogram(name: "rnd", scope: !2, file: !2, line: 18, type: !98, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!98 = !DISubroutineType(types: !99)
!99 = !{!17}
!100 = distinct !DILocation(line: 40, column: 15, scope: !101)
!101 = distinct !DILexicalBlock(scope: !76, file: !2, line: 40, column: 15)
!102 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !100)
!103 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !100)
!104 = !DILocation(line: 0, scope: !78)
!105 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !106)
!106 = distinct !DILocation(line: 40, column: 28, scope: !107)
!107 = distinct !DILexicalBlock(scope: !78, file: !2, line: 40, column: 28)
!108 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !106)
!109 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !106)
!110 = !DILocation(line: 18, scope: !97, inlinedAt: !106)
!111 = !DILocalVariable(name: "p", arg: 1, scope: !112, file: !2, line: 13, type: !115)
!112 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 13, type: !113, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !119)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !115, !117}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !118, line: 18, baseType: !24)
!118 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!119 = !{!111, !120, !121, !124}
!120 = !DILocalVariable(name: "n", arg: 2, scope: !112, file: !2, line: 13, type: !117)
!121 = !DILocalVariable(name: "b", scope: !112, file: !2, line: 14, type: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 15, type: !117)
!125 = distinct !DILexicalBlock(scope: !112, file: !2, line: 15, column: 5)
!126 = !DILocation(line: 0, scope: !112, inlinedAt: !127)
!127 = distinct !DILocation(line: 42, column: 94, scope: !62)
!128 = !DILocation(line: 0, scope: !125, inlinedAt: !127)
!129 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !127)
!130 = distinct !DILexicalBlock(scope: !125, file: !2, line: 15, column: 5)
!131 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !127)
!132 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !127)
!133 = !DILocation(line: 0, scope: !112, inlinedAt: !134)
!134 = distinct !DILocation(line: 43, column: 96, scope: !62)
!135 = !DILocation(line: 0, scope: !125, inlinedAt: !134)
!136 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !134)
!137 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !134)
!138 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !134)
!139 = !DILocation(line: 0, scope: !112, inlinedAt: !140)
!140 = distinct !DILocation(line: 44, column: 102, scope: !62)
!141 = !DILocation(line: 0, scope: !125, inlinedAt: !140)
!142 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !140)
!143 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !140)
!144 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !140)
!145 = !DILocation(line: 0, scope: !112, inlinedAt: !146)
!146 = distinct !DILocation(line: 45, column: 99, scope: !62)
!147 = !DILocation(line: 0, scope: !125, inlinedAt: !146)
!148 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !146)
!149 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !146)
!150 = !DILocation(line: 0, scope: !112, inlinedAt: !151)
!151 = distinct !DILocation(line: 46, column: 99, scope: !62)
!152 = !DILocation(line: 0, scope: !125, inlinedAt: !151)
!153 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !151)
!154 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !151)
!155 = !DILocation(line: 0, scope: !112, inlinedAt: !156)
!156 = distinct !DILocation(line: 47, column: 88, scope: !62)
!157 = !DILocation(line: 0, scope: !125, inlinedAt: !156)
!158 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !156)
!159 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !156)
!160 = !DILocation(line: 0, scope: !112, inlinedAt: !161)
!161 = distinct !DILocation(line: 48, column: 97, scope: !62)
!162 = !DILocation(line: 0, scope: !125, inlinedAt: !161)
!163 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !161)
!164 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !161)
!165 = !DILocation(line: 0, scope: !112, inlinedAt: !166)
!166 = distinct !DILocation(line: 49, column: 99, scope: !62)
!167 = !DILocation(line: 0, scope: !125, inlinedAt: !166)
!168 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !166)
!169 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !166)
!170 = !DILocation(line: 0, scope: !112, inlinedAt: !171)
!171 = distinct !DILocation(line: 50, column: 98, scope: !62)
!172 = !DILocation(line: 0, scope: !125, inlinedAt: !171)
!173 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !171)
!174 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !171)
!175 = !DILocation(line: 0, scope: !112, inlinedAt: !176)
!176 = distinct !DILocation(line: 51, column: 68, scope: !62)
!177 = !DILocation(line: 0, scope: !125, inlinedAt: !176)
!178 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !176)
!179 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !176)
!180 = !DILocation(line: 0, scope: !112, inlinedAt: !181)
!181 = distinct !DILocation(line: 52, column: 74, scope: !62)
!182 = !DILocation(line: 0, scope: !125, inlinedAt: !181)
!183 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !181)
!184 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !181)
!185 = !DILocation(line: 0, scope: !112, inlinedAt: !186)
!186 = distinct !DILocation(line: 55, column: 5, scope: !62)
!187 = !DILocation(line: 0, scope: !125, inlinedAt: !186)
!188 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !186)
!189 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !186)
!190 = !DILocation(line: 0, scope: !112, inlinedAt: !191)
!191 = distinct !DILocation(line: 56, column: 103, scope: !62)
!192 = !DILocation(line: 0, scope: !125, inlinedAt: !191)
!193 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !191)
!194 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !191)
!195 = !DILocation(line: 15, column: 41, scope: !130, inlinedAt: !191)
!196 = !DILocation(line: 57, column: 1, scope: !62)
!197 = distinct !DISubprogram(name: "halves", scope: !2, file: !2, line: 59, type: !63, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !198)
!198 = !{!199, !205, !206, !208, !210, !211, !216, !219}
!199 = !DILocalVariable(name: "a", scope: !197, file: !2, line: 60, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "h8", file: !2, line: 23, baseType: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !202, size: 128, flags: DIFlagVector, elements: !83)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !18, line: 25, baseType: !203)
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !20, line: 40, baseType: !204)
!204 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!205 = !DILocalVariable(name: "b", scope: !197, file: !2, line: 60, type: !200)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 60, type: !12)
!207 = distinct !DILexicalBlock(scope: !197, file: !2, line: 60, column: 14)
!208 = !DILocalVariable(name: "i", scope: !209, file: !2, line: 60, type: !12)
!209 = distinct !DILexicalBlock(scope: !197, file: !2, line: 60, column: 26)
!210 = !DILocalVariable(name: "r", scope: !197, file: !2, line: 61, type: !200)
!211 = !DILocalVariable(name: "q", scope: !197, file: !2, line: 71, type: !212)
!212 = !DIDerivedType(tag: DW_TAG_typedef, name: "h4", file: !2, line: 24, baseType: !213)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !202, size: 64, flags: DIFlagVector, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 4)
!216 = !DILocalVariable(name: "w", scope: !197, file: !2, line: 72, type: !217)
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "h16", file: !2, line: 25, baseType: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !202, size: 256, flags: DIFlagVector, elements: !72)
!219 = !DILocalVariable(name: "n", scope: !197, file: !2, line: 73, type: !200)
!220 = !DILocation(line: 0, scope: !207)
!221 = !DILocation(line: 0, scope: !197)
!222 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !223)
!223 = distinct !DILocation(line: 60, column: 14, scope: !224)
!224 = distinct !DILexicalBlock(scope: !207, file: !2, line: 60, column: 14)
!225 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !223)
!226 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !223)
!227 = !DILocation(line: 60, column: 14, scope: !224)
!228 = !DILocation(line: 0, scope: !209)
!229 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !230)
!230 = distinct !DILocation(line: 60, column: 26, scope: !231)
!231 = distinct !DILexicalBlock(scope: !209, file: !2, line: 60, column: 26)
!232 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !230)
!233 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !230)
!234 = !DILocation(line: 60, column: 26, scope: !231)
!235 = !DILocation(line: 18, scope: !97, inlinedAt: !230)
!236 = !DILocation(line: 62, column: 9, scope: !197)
!237 = !DILocation(line: 62, column: 7, scope: !197)
!238 = !DILocation(line: 0, scope: !112, inlinedAt: !239)
!239 = distinct !DILocation(line: 62, column: 64, scope: !197)
!240 = !DILocation(line: 0, scope: !125, inlinedAt: !239)
!241 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !239)
!242 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !239)
!243 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !239)
!244 = !DILocation(line: 63, column: 9, scope: !197)
!245 = !DILocation(line: 63, column: 7, scope: !197)
!246 = !DILocation(line: 0, scope: !112, inlinedAt: !247)
!247 = distinct !DILocation(line: 63, column: 64, scope: !197)
!248 = !DILocation(line: 0, scope: !125, inlinedAt: !247)
!249 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !247)
!250 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !247)
!251 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !247)
!252 = !DILocation(line: 64, column: 9, scope: !197)
!253 = !DILocation(line: 64, column: 7, scope: !197)
!254 = !DILocation(line: 0, scope: !112, inlinedAt: !255)
!255 = distinct !DILocation(line: 64, column: 64, scope: !197)
!256 = !DILocation(line: 0, scope: !125, inlinedAt: !255)
!257 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !255)
!258 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !255)
!259 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !255)
!260 = !DILocation(line: 65, column: 9, scope: !197)
!261 = !DILocation(line: 65, column: 7, scope: !197)
!262 = !DILocation(line: 0, scope: !112, inlinedAt: !263)
!263 = distinct !DILocation(line: 65, column: 66, scope: !197)
!264 = !DILocation(line: 0, scope: !125, inlinedAt: !263)
!265 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !263)
!266 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !263)
!267 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !263)
!268 = !DILocation(line: 66, column: 9, scope: !197)
!269 = !DILocation(line: 66, column: 7, scope: !197)
!270 = !DILocation(line: 0, scope: !112, inlinedAt: !271)
!271 = distinct !DILocation(line: 66, column: 68, scope: !197)
!272 = !DILocation(line: 0, scope: !125, inlinedAt: !271)
!273 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !271)
!274 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !271)
!275 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !271)
!276 = !DILocation(line: 67, column: 9, scope: !197)
!277 = !DILocation(line: 67, column: 7, scope: !197)
!278 = !DILocation(line: 0, scope: !112, inlinedAt: !279)
!279 = distinct !DILocation(line: 67, column: 67, scope: !197)
!280 = !DILocation(line: 0, scope: !125, inlinedAt: !279)
!281 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !279)
!282 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !279)
!283 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !279)
!284 = !DILocation(line: 68, column: 9, scope: !197)
!285 = !DILocation(line: 68, column: 7, scope: !197)
!286 = !DILocation(line: 0, scope: !112, inlinedAt: !287)
!287 = distinct !DILocation(line: 68, column: 67, scope: !197)
!288 = !DILocation(line: 0, scope: !125, inlinedAt: !287)
!289 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !287)
!290 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !287)
!291 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !287)
!292 = !DILocation(line: 69, column: 9, scope: !197)
!293 = !DILocation(line: 69, column: 7, scope: !197)
!294 = !DILocation(line: 0, scope: !112, inlinedAt: !295)
!295 = distinct !DILocation(line: 69, column: 64, scope: !197)
!296 = !DILocation(line: 0, scope: !125, inlinedAt: !295)
!297 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !295)
!298 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !295)
!299 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !295)
!300 = !DILocation(line: 70, column: 9, scope: !197)
!301 = !DILocation(line: 70, column: 7, scope: !197)
!302 = !DILocation(line: 0, scope: !112, inlinedAt: !303)
!303 = distinct !DILocation(line: 70, column: 66, scope: !197)
!304 = !DILocation(line: 0, scope: !125, inlinedAt: !303)
!305 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !303)
!306 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !303)
!307 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !303)
!308 = !DILocation(line: 71, column: 12, scope: !197)
!309 = !DILocation(line: 71, column: 8, scope: !197)
!310 = !DILocation(line: 0, scope: !112, inlinedAt: !311)
!311 = distinct !DILocation(line: 71, column: 56, scope: !197)
!312 = !DILocation(line: 0, scope: !125, inlinedAt: !311)
!313 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !311)
!314 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !311)
!315 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !311)
!316 = !DILocation(line: 72, column: 13, scope: !197)
!317 = !DILocation(line: 72, column: 9, scope: !197)
!318 = !DILocation(line: 0, scope: !112, inlinedAt: !319)
!319 = distinct !DILocation(line: 72, column: 92, scope: !197)
!320 = !DILocation(line: 0, scope: !125, inlinedAt: !319)
!321 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !319)
!322 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !319)
!323 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !319)
!324 = !DILocation(line: 73, column: 12, scope: !197)
!325 = !DILocation(line: 73, column: 8, scope: !197)
!326 = !DILocation(line: 0, scope: !112, inlinedAt: !327)
!327 = distinct !DILocation(line: 73, column: 70, scope: !197)
!328 = !DILocation(line: 0, scope: !125, inlinedAt: !327)
!329 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !327)
!330 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !327)
!331 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !327)
!332 = !DILocation(line: 15, column: 41, scope: !130, inlinedAt: !327)
!333 = !DILocation(line: 74, column: 1, scope: !197)
!334 = distinct !DISubprogram(name: "words", scope: !2, file: !2, line: 76, type: !63, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !335)
!335 = !{!336, !339, !340, !342, !344, !345, !350, !353, !354, !355, !356, !359, !360, !362, !364, !365}
!336 = !DILocalVariable(name: "a", scope: !334, file: !2, line: 77, type: !337)
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "w4", file: !2, line: 26, baseType: !338)
!338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, flags: DIFlagVector, elements: !214)
!339 = !DILocalVariable(name: "b", scope: !334, file: !2, line: 77, type: !337)
!340 = !DILocalVariable(name: "i", scope: !341, file: !2, line: 77, type: !12)
!341 = distinct !DILexicalBlock(scope: !334, file: !2, line: 77, column: 14)
!342 = !DILocalVariable(name: "i", scope: !343, file: !2, line: 77, type: !12)
!343 = distinct !DILexicalBlock(scope: !334, file: !2, line: 77, column: 26)
!344 = !DILocalVariable(name: "r", scope: !334, file: !2, line: 78, type: !337)
!345 = !DILocalVariable(name: "p", scope: !334, file: !2, line: 90, type: !346)
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "w2", file: !2, line: 27, baseType: !347)
!347 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 64, flags: DIFlagVector, elements: !348)
!348 = !{!349}
!349 = !DISubrange(count: 2)
!350 = !DILocalVariable(name: "c", scope: !334, file: !2, line: 91, type: !351)
!351 = !DIDerivedType(tag: DW_TAG_typedef, name: "w8", file: !2, line: 28, baseType: !352)
!352 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, flags: DIFlagVector, elements: !83)
!353 = !DILocalVariable(name: "c2", scope: !334, file: !2, line: 92, type: !351)
!354 = !DILocalVariable(name: "h", scope: !334, file: !2, line: 93, type: !337)
!355 = !DILocalVariable(name: "g", scope: !334, file: !2, line: 94, type: !337)
!356 = !DILocalVariable(name: "x", scope: !334, file: !2, line: 95, type: !357)
!357 = !DIDerivedType(tag: DW_TAG_typedef, name: "q2", file: !2, line: 29, baseType: !358)
!358 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, flags: DIFlagVector, elements: !348)
!359 = !DILocalVariable(name: "y", scope: !334, file: !2, line: 95, type: !357)
!360 = !DILocalVariable(name: "i", scope: !361, file: !2, line: 95, type: !12)
!361 = distinct !DILexicalBlock(scope: !334, file: !2, line: 95, column: 14)
!362 = !DILocalVariable(name: "i", scope: !363, file: !2, line: 95, type: !12)
!363 = distinct !DILexicalBlock(scope: !334, file: !2, line: 95, column: 26)
!364 = !DILocalVariable(name: "z", scope: !334, file: !2, line: 96, type: !357)
!365 = !DILocalVariable(name: "zz", scope: !334, file: !2, line: 99, type: !366)
!366 = !DIDerivedType(tag: DW_TAG_typedef, name: "q4", file: !2, line: 30, baseType: !367)
!367 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 256, flags: DIFlagVector, elements: !214)
!368 = !DILocation(line: 0, scope: !341)
!369 = !DILocation(line: 0, scope: !334)
!370 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !371)
!371 = distinct !DILocation(line: 77, column: 14, scope: !372)
!372 = distinct !DILexicalBlock(scope: !341, file: !2, line: 77, column: 14)
!373 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !371)
!374 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !371)
!375 = !DILocation(line: 0, scope: !343)
!376 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !377)
!377 = distinct !DILocation(line: 77, column: 26, scope: !378)
!378 = distinct !DILexicalBlock(scope: !343, file: !2, line: 77, column: 26)
!379 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !377)
!380 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !377)
!381 = !DILocation(line: 77, column: 14, scope: !372)
!382 = !DILocation(line: 18, scope: !97, inlinedAt: !377)
!383 = !DILocation(line: 79, column: 9, scope: !334)
!384 = !DILocation(line: 79, column: 7, scope: !334)
!385 = !DILocation(line: 0, scope: !112, inlinedAt: !386)
!386 = distinct !DILocation(line: 79, column: 52, scope: !334)
!387 = !DILocation(line: 0, scope: !125, inlinedAt: !386)
!388 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !386)
!389 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !386)
!390 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !386)
!391 = !DILocation(line: 77, column: 26, scope: !378)
!392 = !DILocation(line: 80, column: 9, scope: !334)
!393 = !DILocation(line: 80, column: 7, scope: !334)
!394 = !DILocation(line: 0, scope: !112, inlinedAt: !395)
!395 = distinct !DILocation(line: 80, column: 52, scope: !334)
!396 = !DILocation(line: 0, scope: !125, inlinedAt: !395)
!397 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !395)
!398 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !395)
!399 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !395)
!400 = !DILocation(line: 81, column: 9, scope: !334)
!401 = !DILocation(line: 81, column: 7, scope: !334)
!402 = !DILocation(line: 0, scope: !112, inlinedAt: !403)
!403 = distinct !DILocation(line: 81, column: 52, scope: !334)
!404 = !DILocation(line: 0, scope: !125, inlinedAt: !403)
!405 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !403)
!406 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !403)
!407 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !403)
!408 = !DILocation(line: 82, column: 9, scope: !334)
!409 = !DILocation(line: 82, column: 7, scope: !334)
!410 = !DILocation(line: 0, scope: !112, inlinedAt: !411)
!411 = distinct !DILocation(line: 82, column: 52, scope: !334)
!412 = !DILocation(line: 0, scope: !125, inlinedAt: !411)
!413 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !411)
!414 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !411)
!415 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !411)
!416 = !DILocation(line: 83, column: 9, scope: !334)
!417 = !DILocation(line: 83, column: 7, scope: !334)
!418 = !DILocation(line: 0, scope: !112, inlinedAt: !419)
!419 = distinct !DILocation(line: 83, column: 52, scope: !334)
!420 = !DILocation(line: 0, scope: !125, inlinedAt: !419)
!421 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !419)
!422 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !419)
!423 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !419)
!424 = !DILocation(line: 84, column: 9, scope: !334)
!425 = !DILocation(line: 84, column: 7, scope: !334)
!426 = !DILocation(line: 0, scope: !112, inlinedAt: !427)
!427 = distinct !DILocation(line: 84, column: 52, scope: !334)
!428 = !DILocation(line: 0, scope: !125, inlinedAt: !427)
!429 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !427)
!430 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !427)
!431 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !427)
!432 = !DILocation(line: 85, column: 9, scope: !334)
!433 = !DILocation(line: 85, column: 7, scope: !334)
!434 = !DILocation(line: 0, scope: !112, inlinedAt: !435)
!435 = distinct !DILocation(line: 85, column: 52, scope: !334)
!436 = !DILocation(line: 0, scope: !125, inlinedAt: !435)
!437 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !435)
!438 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !435)
!439 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !435)
!440 = !DILocation(line: 86, column: 9, scope: !334)
!441 = !DILocation(line: 86, column: 7, scope: !334)
!442 = !DILocation(line: 0, scope: !112, inlinedAt: !443)
!443 = distinct !DILocation(line: 86, column: 52, scope: !334)
!444 = !DILocation(line: 0, scope: !125, inlinedAt: !443)
!445 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !443)
!446 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !443)
!447 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !443)
!448 = !DILocation(line: 87, column: 9, scope: !334)
!449 = !DILocation(line: 87, column: 7, scope: !334)
!450 = !DILocation(line: 0, scope: !112, inlinedAt: !451)
!451 = distinct !DILocation(line: 87, column: 52, scope: !334)
!452 = !DILocation(line: 0, scope: !125, inlinedAt: !451)
!453 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !451)
!454 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !451)
!455 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !451)
!456 = !DILocation(line: 88, column: 9, scope: !334)
!457 = !DILocation(line: 88, column: 7, scope: !334)
!458 = !DILocation(line: 0, scope: !112, inlinedAt: !459)
!459 = distinct !DILocation(line: 88, column: 52, scope: !334)
!460 = !DILocation(line: 0, scope: !125, inlinedAt: !459)
!461 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !459)
!462 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !459)
!463 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !459)
!464 = !DILocation(line: 89, column: 9, scope: !334)
!465 = !DILocation(line: 89, column: 7, scope: !334)
!466 = !DILocation(line: 0, scope: !112, inlinedAt: !467)
!467 = distinct !DILocation(line: 89, column: 52, scope: !334)
!468 = !DILocation(line: 0, scope: !125, inlinedAt: !467)
!469 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !467)
!470 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !467)
!471 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !467)
!472 = !DILocation(line: 90, column: 12, scope: !334)
!473 = !DILocation(line: 90, column: 8, scope: !334)
!474 = !DILocation(line: 0, scope: !112, inlinedAt: !475)
!475 = distinct !DILocation(line: 90, column: 49, scope: !334)
!476 = !DILocation(line: 0, scope: !125, inlinedAt: !475)
!477 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !475)
!478 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !475)
!479 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !475)
!480 = !DILocation(line: 91, column: 12, scope: !334)
!481 = !DILocation(line: 91, column: 8, scope: !334)
!482 = !DILocation(line: 0, scope: !112, inlinedAt: !483)
!483 = distinct !DILocation(line: 91, column: 67, scope: !334)
!484 = !DILocation(line: 0, scope: !125, inlinedAt: !483)
!485 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !483)
!486 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !483)
!487 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !483)
!488 = !DILocation(line: 92, column: 13, scope: !334)
!489 = !DILocation(line: 92, column: 8, scope: !334)
!490 = !DILocation(line: 0, scope: !112, inlinedAt: !491)
!491 = distinct !DILocation(line: 92, column: 68, scope: !334)
!492 = !DILocation(line: 0, scope: !125, inlinedAt: !491)
!493 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !491)
!494 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !491)
!495 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !491)
!496 = !DILocation(line: 93, column: 8, scope: !334)
!497 = !DILocation(line: 0, scope: !112, inlinedAt: !498)
!498 = distinct !DILocation(line: 93, column: 57, scope: !334)
!499 = !DILocation(line: 0, scope: !125, inlinedAt: !498)
!500 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !498)
!501 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !498)
!502 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !498)
!503 = !DILocation(line: 94, column: 12, scope: !334)
!504 = !DILocation(line: 94, column: 8, scope: !334)
!505 = !DILocation(line: 0, scope: !112, inlinedAt: !506)
!506 = distinct !DILocation(line: 94, column: 57, scope: !334)
!507 = !DILocation(line: 0, scope: !125, inlinedAt: !506)
!508 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !506)
!509 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !506)
!510 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !506)
!511 = !DILocation(line: 0, scope: !361)
!512 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !513)
!513 = distinct !DILocation(line: 95, column: 14, scope: !514)
!514 = distinct !DILexicalBlock(scope: !361, file: !2, line: 95, column: 14)
!515 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !513)
!516 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !513)
!517 = !DILocation(line: 95, column: 14, scope: !514)
!518 = !DILocation(line: 0, scope: !363)
!519 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !520)
!520 = distinct !DILocation(line: 95, column: 26, scope: !521)
!521 = distinct !DILexicalBlock(scope: !363, file: !2, line: 95, column: 26)
!522 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !520)
!523 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !520)
!524 = !DILocation(line: 95, column: 26, scope: !521)
!525 = !DILocation(line: 18, scope: !97, inlinedAt: !520)
!526 = !DILocation(line: 96, column: 12, scope: !334)
!527 = !DILocation(line: 96, column: 8, scope: !334)
!528 = !DILocation(line: 0, scope: !112, inlinedAt: !529)
!529 = distinct !DILocation(line: 96, column: 49, scope: !334)
!530 = !DILocation(line: 0, scope: !125, inlinedAt: !529)
!531 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !529)
!532 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !529)
!533 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !529)
!534 = !DILocation(line: 97, column: 9, scope: !334)
!535 = !DILocation(line: 97, column: 7, scope: !334)
!536 = !DILocation(line: 0, scope: !112, inlinedAt: !537)
!537 = distinct !DILocation(line: 97, column: 46, scope: !334)
!538 = !DILocation(line: 0, scope: !125, inlinedAt: !537)
!539 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !537)
!540 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !537)
!541 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !537)
!542 = !DILocation(line: 98, column: 9, scope: !334)
!543 = !DILocation(line: 98, column: 7, scope: !334)
!544 = !DILocation(line: 0, scope: !112, inlinedAt: !545)
!545 = distinct !DILocation(line: 98, column: 46, scope: !334)
!546 = !DILocation(line: 0, scope: !125, inlinedAt: !545)
!547 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !545)
!548 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !545)
!549 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !545)
!550 = !DILocation(line: 99, column: 13, scope: !334)
!551 = !DILocation(line: 99, column: 8, scope: !334)
!552 = !DILocation(line: 0, scope: !112, inlinedAt: !553)
!553 = distinct !DILocation(line: 99, column: 56, scope: !334)
!554 = !DILocation(line: 0, scope: !125, inlinedAt: !553)
!555 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !553)
!556 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !553)
!557 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !553)
!558 = !DILocation(line: 100, column: 10, scope: !334)
!559 = !DILocation(line: 100, column: 8, scope: !334)
!560 = !DILocation(line: 0, scope: !112, inlinedAt: !561)
!561 = distinct !DILocation(line: 100, column: 55, scope: !334)
!562 = !DILocation(line: 0, scope: !125, inlinedAt: !561)
!563 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !561)
!564 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !561)
!565 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !561)
!566 = !DILocation(line: 15, column: 41, scope: !130, inlinedAt: !561)
!567 = !DILocation(line: 101, column: 1, scope: !334)
!568 = distinct !DISubprogram(name: "floats", scope: !2, file: !2, line: 103, type: !63, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !569)
!569 = !{!570, !573, !574, !576, !578, !579, !582, !586, !587, !588}
!570 = !DILocalVariable(name: "a", scope: !568, file: !2, line: 104, type: !571)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "f4", file: !2, line: 31, baseType: !572)
!572 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, flags: DIFlagVector, elements: !214)
!573 = !DILocalVariable(name: "b", scope: !568, file: !2, line: 104, type: !571)
!574 = !DILocalVariable(name: "i", scope: !575, file: !2, line: 104, type: !12)
!575 = distinct !DILexicalBlock(scope: !568, file: !2, line: 104, column: 14)
!576 = !DILocalVariable(name: "i", scope: !577, file: !2, line: 104, type: !12)
!577 = distinct !DILexicalBlock(scope: !568, file: !2, line: 104, column: 27)
!578 = !DILocalVariable(name: "r", scope: !568, file: !2, line: 105, type: !571)
!579 = !DILocalVariable(name: "w", scope: !568, file: !2, line: 108, type: !580)
!580 = !DIDerivedType(tag: DW_TAG_typedef, name: "f8", file: !2, line: 32, baseType: !581)
!581 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, flags: DIFlagVector, elements: !83)
!582 = !DILocalVariable(name: "x", scope: !568, file: !2, line: 110, type: !583)
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "d2", file: !2, line: 33, baseType: !584)
!584 = !DICompositeType(tag: DW_TAG_array_type, baseType: !585, size: 128, flags: DIFlagVector, elements: !348)
!585 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!586 = !DILocalVariable(name: "y", scope: !568, file: !2, line: 110, type: !583)
!587 = !DILocalVariable(name: "z", scope: !568, file: !2, line: 111, type: !583)
!588 = !DILocalVariable(name: "zz", scope: !568, file: !2, line: 112, type: !589)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "d4", file: !2, line: 34, baseType: !590)
!590 = !DICompositeType(tag: DW_TAG_array_type, baseType: !585, size: 256, flags: DIFlagVector, elements: !214)
!591 = !DILocation(line: 0, scope: !575)
!592 = !DILocation(line: 0, scope: !568)
!593 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !594)
!594 = distinct !DILocation(line: 104, column: 14, scope: !595)
!595 = distinct !DILexicalBlock(scope: !575, file: !2, line: 104, column: 14)
!596 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !594)
!597 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !594)
!598 = !DILocation(line: 104, column: 14, scope: !595)
!599 = !DILocation(line: 0, scope: !577)
!600 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !601)
!601 = distinct !DILocation(line: 104, column: 27, scope: !602)
!602 = distinct !DILexicalBlock(scope: !577, file: !2, line: 104, column: 27)
!603 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !601)
!604 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !601)
!605 = !DILocation(line: 104, column: 27, scope: !602)
!606 = !DILocation(line: 18, scope: !97, inlinedAt: !601)
!607 = !DILocation(line: 105, column: 12, scope: !568)
!608 = !DILocation(line: 105, column: 8, scope: !568)
!609 = !DILocation(line: 0, scope: !112, inlinedAt: !610)
!610 = distinct !DILocation(line: 105, column: 55, scope: !568)
!611 = !DILocation(line: 0, scope: !125, inlinedAt: !610)
!612 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !610)
!613 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !610)
!614 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !610)
!615 = !DILocation(line: 106, column: 9, scope: !568)
!616 = !DILocation(line: 106, column: 51, scope: !568)
!617 = !DILocation(line: 106, column: 7, scope: !568)
!618 = !DILocation(line: 0, scope: !112, inlinedAt: !619)
!619 = distinct !DILocation(line: 106, column: 56, scope: !568)
!620 = !DILocation(line: 0, scope: !125, inlinedAt: !619)
!621 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !619)
!622 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !619)
!623 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !619)
!624 = !DILocation(line: 107, column: 9, scope: !568)
!625 = !DILocation(line: 107, column: 51, scope: !568)
!626 = !DILocation(line: 107, column: 7, scope: !568)
!627 = !DILocation(line: 0, scope: !112, inlinedAt: !628)
!628 = distinct !DILocation(line: 107, column: 56, scope: !568)
!629 = !DILocation(line: 0, scope: !125, inlinedAt: !628)
!630 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !628)
!631 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !628)
!632 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !628)
!633 = !DILocation(line: 108, column: 12, scope: !568)
!634 = !DILocation(line: 108, column: 8, scope: !568)
!635 = !DILocation(line: 0, scope: !112, inlinedAt: !636)
!636 = distinct !DILocation(line: 108, column: 67, scope: !568)
!637 = !DILocation(line: 0, scope: !125, inlinedAt: !636)
!638 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !636)
!639 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !636)
!640 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !636)
!641 = !DILocation(line: 109, column: 9, scope: !568)
!642 = !DILocation(line: 109, column: 63, scope: !568)
!643 = !DILocation(line: 109, column: 7, scope: !568)
!644 = !DILocation(line: 0, scope: !112, inlinedAt: !645)
!645 = distinct !DILocation(line: 109, column: 68, scope: !568)
!646 = !DILocation(line: 0, scope: !125, inlinedAt: !645)
!647 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !645)
!648 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !645)
!649 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !645)
!650 = !DILocation(line: 110, column: 13, scope: !568)
!651 = !DILocation(line: 110, column: 12, scope: !568)
!652 = !DILocation(line: 110, column: 19, scope: !568)
!653 = !DILocation(line: 110, column: 31, scope: !568)
!654 = !DILocation(line: 110, column: 30, scope: !568)
!655 = !DILocation(line: 110, column: 37, scope: !568)
!656 = !DILocation(line: 111, column: 12, scope: !568)
!657 = !DILocation(line: 111, column: 8, scope: !568)
!658 = !DILocation(line: 0, scope: !112, inlinedAt: !659)
!659 = distinct !DILocation(line: 111, column: 49, scope: !568)
!660 = !DILocation(line: 0, scope: !125, inlinedAt: !659)
!661 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !659)
!662 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !659)
!663 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !659)
!664 = !DILocation(line: 112, column: 13, scope: !568)
!665 = !DILocation(line: 112, column: 55, scope: !568)
!666 = !DILocation(line: 112, column: 8, scope: !568)
!667 = !DILocation(line: 0, scope: !112, inlinedAt: !668)
!668 = distinct !DILocation(line: 112, column: 60, scope: !568)
!669 = !DILocation(line: 0, scope: !125, inlinedAt: !668)
!670 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !668)
!671 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !668)
!672 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !668)
!673 = !DILocation(line: 113, column: 10, scope: !568)
!674 = !DILocation(line: 113, column: 8, scope: !568)
!675 = !DILocation(line: 0, scope: !112, inlinedAt: !676)
!676 = distinct !DILocation(line: 113, column: 55, scope: !568)
!677 = !DILocation(line: 0, scope: !125, inlinedAt: !676)
!678 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !676)
!679 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !676)
!680 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !676)
!681 = !DILocation(line: 15, column: 41, scope: !130, inlinedAt: !676)
!682 = !DILocation(line: 114, column: 1, scope: !568)
!683 = distinct !DISubprogram(name: "threes", scope: !2, file: !2, line: 132, type: !63, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !684)
!684 = !{!685, !693, !697, !702, !704, !706, !709, !710, !713, !715, !716, !719, !721, !725, !727}
!685 = !DILocalVariable(name: "pts", scope: !683, file: !2, line: 133, type: !686)
!686 = !DICompositeType(tag: DW_TAG_array_type, baseType: !687, size: 640, elements: !691)
!687 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !2, line: 117, baseType: !688)
!688 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, flags: DIFlagVector, elements: !689)
!689 = !{!690}
!690 = !DISubrange(count: 3)
!691 = !{!692}
!692 = !DISubrange(count: 5)
!693 = !DILocalVariable(name: "ip", scope: !683, file: !2, line: 134, type: !694)
!694 = !DICompositeType(tag: DW_TAG_array_type, baseType: !695, size: 640, elements: !691)
!695 = !DIDerivedType(tag: DW_TAG_typedef, name: "int3", file: !2, line: 118, baseType: !696)
!696 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, flags: DIFlagVector, elements: !689)
!697 = !DILocalVariable(name: "sp", scope: !683, file: !2, line: 135, type: !698)
!698 = !DICompositeType(tag: DW_TAG_array_type, baseType: !699, size: 320, elements: !691)
!699 = !DIDerivedType(tag: DW_TAG_typedef, name: "short3", file: !2, line: 120, baseType: !700)
!700 = !DICompositeType(tag: DW_TAG_array_type, baseType: !701, size: 64, flags: DIFlagVector, elements: !689)
!701 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!702 = !DILocalVariable(name: "i", scope: !703, file: !2, line: 136, type: !12)
!703 = distinct !DILexicalBlock(scope: !683, file: !2, line: 136, column: 5)
!704 = !DILocalVariable(name: "i", scope: !705, file: !2, line: 141, type: !12)
!705 = distinct !DILexicalBlock(scope: !683, file: !2, line: 141, column: 5)
!706 = !DILocalVariable(name: "c", scope: !707, file: !2, line: 142, type: !687)
!707 = distinct !DILexicalBlock(scope: !708, file: !2, line: 141, column: 33)
!708 = distinct !DILexicalBlock(scope: !705, file: !2, line: 141, column: 5)
!709 = !DILocalVariable(name: "d", scope: !707, file: !2, line: 143, type: !13)
!710 = !DILocalVariable(name: "t_", scope: !711, file: !2, line: 144, type: !712)
!711 = distinct !DILexicalBlock(scope: !707, file: !2, line: 144, column: 9)
!712 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 96, elements: !689)
!713 = !DILocalVariable(name: "w", scope: !707, file: !2, line: 145, type: !714)
!714 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !2, line: 119, baseType: !572)
!715 = !DILocalVariable(name: "cl", scope: !707, file: !2, line: 147, type: !695)
!716 = !DILocalVariable(name: "t_", scope: !717, file: !2, line: 147, type: !718)
!717 = distinct !DILexicalBlock(scope: !707, file: !2, line: 147, column: 49)
!718 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !689)
!719 = !DILocalVariable(name: "i", scope: !720, file: !2, line: 151, type: !12)
!720 = distinct !DILexicalBlock(scope: !683, file: !2, line: 151, column: 5)
!721 = !DILocalVariable(name: "t_", scope: !722, file: !2, line: 151, type: !712)
!722 = distinct !DILexicalBlock(scope: !723, file: !2, line: 151, column: 35)
!723 = distinct !DILexicalBlock(scope: !724, file: !2, line: 151, column: 33)
!724 = distinct !DILexicalBlock(scope: !720, file: !2, line: 151, column: 5)
!725 = !DILocalVariable(name: "t_", scope: !726, file: !2, line: 151, type: !718)
!726 = distinct !DILexicalBlock(scope: !723, file: !2, line: 151, column: 49)
!727 = !DILocalVariable(name: "t_", scope: !728, file: !2, line: 151, type: !729)
!728 = distinct !DILexicalBlock(scope: !723, file: !2, line: 151, column: 62)
!729 = !DICompositeType(tag: DW_TAG_array_type, baseType: !701, size: 48, elements: !689)
!730 = distinct !DIAssignID()
!731 = !DILocation(line: 0, scope: !683)
!732 = distinct !DIAssignID()
!733 = distinct !DIAssignID()
!734 = !DILocation(line: 133, column: 5, scope: !683)
!735 = !DILocation(line: 134, column: 5, scope: !683)
!736 = !DILocation(line: 135, column: 5, scope: !683)
!737 = !DILocation(line: 0, scope: !703)
!738 = !DILocation(line: 136, column: 5, scope: !703)
!739 = !DILocation(line: 18, scope: !97, inlinedAt: !740)
!740 = !DILocation(line: 0, scope: !741)
!741 = distinct !DILexicalBlock(scope: !742, file: !2, line: 136, column: 33)
!742 = distinct !DILexicalBlock(scope: !703, file: !2, line: 136, column: 5)
!743 = !DILocation(line: 0, scope: !705)
!744 = !DILocation(line: 141, column: 5, scope: !705)
!745 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !746)
!746 = distinct !DILocation(line: 137, column: 35, scope: !741)
!747 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !746)
!748 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !749)
!749 = distinct !DILocation(line: 137, column: 61, scope: !741)
!750 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !749)
!751 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !746)
!752 = !DILocation(line: 137, column: 41, scope: !741)
!753 = !DILocation(line: 137, column: 27, scope: !741)
!754 = !DILocation(line: 137, column: 48, scope: !741)
!755 = !DILocation(line: 137, column: 26, scope: !741)
!756 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !757)
!757 = distinct !DILocation(line: 137, column: 87, scope: !741)
!758 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !757)
!759 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !757)
!760 = !DILocation(line: 137, column: 93, scope: !741)
!761 = !DILocation(line: 137, column: 79, scope: !741)
!762 = !DILocation(line: 137, column: 100, scope: !741)
!763 = !DILocation(line: 137, column: 9, scope: !741)
!764 = !DILocation(line: 137, column: 16, scope: !741)
!765 = !{!44, !44, i64 0}
!766 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !767)
!767 = distinct !DILocation(line: 138, column: 30, scope: !741)
!768 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !767)
!769 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !767)
!770 = !DILocation(line: 138, column: 36, scope: !741)
!771 = !DILocation(line: 138, column: 44, scope: !741)
!772 = !DILocation(line: 138, column: 23, scope: !741)
!773 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !774)
!774 = distinct !DILocation(line: 138, column: 58, scope: !741)
!775 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !774)
!776 = !DILocation(line: 18, column: 41, scope: !97, inlinedAt: !777)
!777 = distinct !DILocation(line: 138, column: 86, scope: !741)
!778 = !DILocation(line: 18, column: 55, scope: !97, inlinedAt: !777)
!779 = !DILocation(line: 18, column: 77, scope: !97, inlinedAt: !774)
!780 = !DILocation(line: 138, column: 64, scope: !741)
!781 = !DILocation(line: 138, column: 72, scope: !741)
!782 = !DILocation(line: 138, column: 17, scope: !741)
!783 = !DILocation(line: 138, column: 9, scope: !741)
!784 = !DILocation(line: 138, column: 15, scope: !741)
!785 = !DILocation(line: 139, column: 17, scope: !741)
!786 = !DILocation(line: 139, column: 9, scope: !741)
!787 = !DILocation(line: 139, column: 15, scope: !741)
!788 = !DILocation(line: 136, column: 29, scope: !742)
!789 = !DILocation(line: 136, column: 23, scope: !742)
!790 = distinct !{!790, !738, !791, !61}
!791 = !DILocation(line: 140, column: 5, scope: !703)
!792 = !DILocation(line: 0, scope: !707)
!793 = !DILocation(line: 142, column: 26, scope: !707)
!794 = !DILocation(line: 142, column: 40, scope: !707)
!795 = !DILocation(line: 142, column: 34, scope: !707)
!796 = !DILocation(line: 142, column: 20, scope: !707)
!797 = !DILocation(line: 143, column: 19, scope: !707)
!798 = !DILocation(line: 0, scope: !711)
!799 = !DILocation(line: 0, scope: !112, inlinedAt: !800)
!800 = distinct !DILocation(line: 144, column: 9, scope: !711)
!801 = !DILocation(line: 0, scope: !125, inlinedAt: !800)
!802 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !800)
!803 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !800)
!804 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !800)
!805 = !DILocation(line: 0, scope: !112, inlinedAt: !806)
!806 = distinct !DILocation(line: 144, column: 18, scope: !707)
!807 = !DILocation(line: 0, scope: !125, inlinedAt: !806)
!808 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !806)
!809 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !806)
!810 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !806)
!811 = !DILocation(line: 145, column: 20, scope: !707)
!812 = !DILocation(line: 145, column: 16, scope: !707)
!813 = !DILocation(line: 0, scope: !112, inlinedAt: !814)
!814 = distinct !DILocation(line: 145, column: 28, scope: !707)
!815 = !DILocation(line: 0, scope: !125, inlinedAt: !814)
!816 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !814)
!817 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !814)
!818 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !814)
!819 = !DILocation(line: 146, column: 18, scope: !707)
!820 = !DILocation(line: 147, column: 26, scope: !707)
!821 = !DILocation(line: 147, column: 32, scope: !707)
!822 = !DILocation(line: 147, column: 19, scope: !707)
!823 = !DILocation(line: 147, column: 49, scope: !717)
!824 = !DILocation(line: 0, scope: !717)
!825 = !DILocation(line: 0, scope: !112, inlinedAt: !826)
!826 = distinct !DILocation(line: 147, column: 49, scope: !717)
!827 = !DILocation(line: 0, scope: !125, inlinedAt: !826)
!828 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !826)
!829 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !826)
!830 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !826)
!831 = !DILocation(line: 148, column: 18, scope: !707)
!832 = !DILocation(line: 149, column: 9, scope: !707)
!833 = !DILocation(line: 149, column: 15, scope: !707)
!834 = !DILocation(line: 141, column: 23, scope: !708)
!835 = distinct !{!835, !744, !836, !61}
!836 = !DILocation(line: 150, column: 5, scope: !705)
!837 = !DILocation(line: 152, column: 1, scope: !683)
!838 = !DILocation(line: 0, scope: !720)
!839 = !DILocation(line: 151, column: 35, scope: !722)
!840 = !DILocation(line: 0, scope: !722)
!841 = !DILocation(line: 0, scope: !112, inlinedAt: !842)
!842 = distinct !DILocation(line: 151, column: 35, scope: !722)
!843 = !DILocation(line: 0, scope: !125, inlinedAt: !842)
!844 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !842)
!845 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !842)
!846 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !842)
!847 = !DILocation(line: 151, column: 49, scope: !726)
!848 = !DILocation(line: 0, scope: !726)
!849 = !DILocation(line: 0, scope: !112, inlinedAt: !850)
!850 = distinct !DILocation(line: 151, column: 49, scope: !726)
!851 = !DILocation(line: 0, scope: !125, inlinedAt: !850)
!852 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !850)
!853 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !850)
!854 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !850)
!855 = !DILocation(line: 151, column: 62, scope: !728)
!856 = !DILocation(line: 0, scope: !728)
!857 = !DILocation(line: 0, scope: !112, inlinedAt: !858)
!858 = distinct !DILocation(line: 151, column: 62, scope: !728)
!859 = !DILocation(line: 0, scope: !125, inlinedAt: !858)
!860 = !DILocation(line: 15, column: 51, scope: !130, inlinedAt: !858)
!861 = !DILocation(line: 15, column: 49, scope: !130, inlinedAt: !858)
!862 = !DILocation(line: 15, column: 57, scope: !130, inlinedAt: !858)
!863 = !DILocation(line: 151, column: 29, scope: !724)
!864 = !DILocation(line: 151, column: 23, scope: !724)
!865 = !DILocation(line: 151, column: 5, scope: !720)
!866 = distinct !{!866, !865, !867, !61}
!867 = !DILocation(line: 151, column: 75, scope: !720)
!868 = !DISubprogram(name: "printf", scope: !869, file: !869, line: 356, type: !870, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!869 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!870 = !DISubroutineType(types: !871)
!871 = !{!12, !872, null}
!872 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !873)
!873 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !874, size: 64)
!874 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!875 = distinct !DISubprogram(name: "cross", scope: !2, file: !2, line: 122, type: !876, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !878)
!876 = !DISubroutineType(types: !877)
!877 = !{!687, !687, !687}
!878 = !{!879, !880}
!879 = !DILocalVariable(name: "a", arg: 1, scope: !875, file: !2, line: 122, type: !687)
!880 = !DILocalVariable(name: "b", arg: 2, scope: !875, file: !2, line: 122, type: !687)
!881 = !DILocation(line: 0, scope: !875)
!882 = !DILocation(line: 122, column: 76, scope: !875)
!883 = !DILocation(line: 122, column: 84, scope: !875)
!884 = !DILocation(line: 122, column: 92, scope: !875)
!885 = !DILocation(line: 122, column: 100, scope: !875)
!886 = !DILocation(line: 122, column: 90, scope: !875)
!887 = !DILocation(line: 122, column: 69, scope: !875)
!888 = distinct !DISubprogram(name: "dot", scope: !2, file: !2, line: 123, type: !889, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !891)
!889 = !DISubroutineType(types: !890)
!890 = !{!13, !687, !687}
!891 = !{!892, !893, !894}
!892 = !DILocalVariable(name: "a", arg: 1, scope: !888, file: !2, line: 123, type: !687)
!893 = !DILocalVariable(name: "b", arg: 2, scope: !888, file: !2, line: 123, type: !687)
!894 = !DILocalVariable(name: "p", scope: !888, file: !2, line: 123, type: !687)
!895 = !DILocation(line: 0, scope: !888)
!896 = !DILocation(line: 123, column: 79, scope: !888)
!897 = !DILocation(line: 123, column: 95, scope: !888)
!898 = !DILocation(line: 123, column: 101, scope: !888)
!899 = !DILocation(line: 123, column: 84, scope: !888)
!900 = distinct !DISubprogram(name: "clamp3", scope: !2, file: !2, line: 124, type: !901, scopeLine: 124, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !903)
!901 = !DISubroutineType(cc: DW_CC_nocall, types: !902)
!902 = !{!695, !695, !12, !12}
!903 = !{!904, !905, !906, !907, !908}
!904 = !DILocalVariable(name: "v", arg: 1, scope: !900, file: !2, line: 124, type: !695)
!905 = !DILocalVariable(name: "lo", arg: 2, scope: !900, file: !2, line: 124, type: !12)
!906 = !DILocalVariable(name: "hi", arg: 3, scope: !900, file: !2, line: 124, type: !12)
!907 = !DILocalVariable(name: "l", scope: !900, file: !2, line: 125, type: !695)
!908 = !DILocalVariable(name: "h", scope: !900, file: !2, line: 125, type: !695)
!909 = !DILocation(line: 0, scope: !900)
!910 = !DILocation(line: 126, column: 25, scope: !900)
!911 = !DILocation(line: 126, column: 12, scope: !900)
!912 = !DILocation(line: 126, column: 5, scope: !900)
