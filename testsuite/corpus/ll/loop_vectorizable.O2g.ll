; ModuleID = 'programs/loop_vectorizable.c'
source_filename = "programs/loop_vectorizable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global [1003 x i8] zeroinitializer, align 16, !dbg !0
@b8 = internal global [1003 x i8] zeroinitializer, align 16, !dbg !135
@a16 = internal global [1003 x i16] zeroinitializer, align 16, !dbg !137
@b16 = internal unnamed_addr global [1003 x i16] zeroinitializer, align 16, !dbg !139
@a32 = internal global [1003 x i32] zeroinitializer, align 16, !dbg !141
@b32 = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !143
@a64 = internal unnamed_addr global [1003 x i64] zeroinitializer, align 16, !dbg !145
@af = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !148
@bf = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !150
@ad = internal unnamed_addr global [1003 x double] zeroinitializer, align 16, !dbg !152
@main.d8 = internal global [1003 x i8] zeroinitializer, align 16, !dbg !35
@main.u8 = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16, !dbg !61
@main.d16 = internal global [1003 x i16] zeroinitializer, align 16, !dbg !64
@main.d32 = internal global [1003 x i32] zeroinitializer, align 16, !dbg !67
@main.e32 = internal global [1003 x i32] zeroinitializer, align 16, !dbg !70
@main.df = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !72
@.str = private unnamed_addr constant [11 x i8] c"sum_i8=%d\0A\00", align 1, !dbg !75
@.str.1 = private unnamed_addr constant [11 x i8] c"add_i8=%d\0A\00", align 1, !dbg !81
@.str.2 = private unnamed_addr constant [11 x i8] c"sat_u8=%d\0A\00", align 1, !dbg !83
@.str.3 = private unnamed_addr constant [41 x i8] c"max_i16=%d min_i32=%d xor=%08x dot=%lld\0A\00", align 1, !dbg !85
@.str.4 = private unnamed_addr constant [16 x i8] c"mul_i16 max=%d\0A\00", align 1, !dbg !90
@.str.5 = private unnamed_addr constant [16 x i8] c"shift_i64=%lld\0A\00", align 1, !dbg !95
@.str.6 = private unnamed_addr constant [12 x i8] c"dot_f=%.3f\0A\00", align 1, !dbg !97
@.str.7 = private unnamed_addr constant [11 x i8] c"axpy=%.6f\0A\00", align 1, !dbg !102
@.str.8 = private unnamed_addr constant [11 x i8] c"cond=%lld\0A\00", align 1, !dbg !104
@.str.9 = private unnamed_addr constant [19 x i8] c"strided=%lld %lld\0A\00", align 1, !dbg !106
@.str.10 = private unnamed_addr constant [12 x i8] c"i2f2i=%lld\0A\00", align 1, !dbg !111
@.str.11 = private unnamed_addr constant [12 x i8] c"widen=%lld\0A\00", align 1, !dbg !113
@.str.12 = private unnamed_addr constant [13 x i8] c"count_eq=%d\0A\00", align 1, !dbg !115
@.str.13 = private unnamed_addr constant [14 x i8] c"absdiff=%lld\0A\00", align 1, !dbg !120
@.str.14 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !125

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !37 {
    #dbg_value(i32 77, !41, !DIExpression(), !163)
    #dbg_value(i32 0, !42, !DIExpression(), !164)
  br label %30, !dbg !165

1:                                                ; preds = %30
    #dbg_value(i32 1003, !44, !DIExpression(), !163)
  %2 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @a8, i32 noundef 1003), !dbg !166
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !167
  tail call fastcc void @add_i8(), !dbg !168
  %4 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @main.d8, i32 noundef 1003), !dbg !169
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4), !dbg !170
  tail call fastcc void @sat_u8(), !dbg !171
    #dbg_value(i32 0, !45, !DIExpression(), !163)
    #dbg_value(i32 0, !46, !DIExpression(), !172)
  br label %6, !dbg !173

6:                                                ; preds = %19, %1
  %7 = phi i64 [ 0, %1 ], [ %29, %19 ], !dbg !174
  %8 = phi <4 x i32> [ zeroinitializer, %1 ], [ %27, %19 ]
  %9 = phi <4 x i32> [ zeroinitializer, %1 ], [ %28, %19 ]
  %10 = getelementptr inbounds [1003 x i8], ptr @main.u8, i64 0, i64 %7, !dbg !176
  %11 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !176
  %12 = load <4 x i8>, ptr %10, align 16, !dbg !176, !tbaa !177
  %13 = load <4 x i8>, ptr %11, align 4, !dbg !176, !tbaa !177
  %14 = zext <4 x i8> %12 to <4 x i32>, !dbg !176
  %15 = zext <4 x i8> %13 to <4 x i32>, !dbg !176
  %16 = add <4 x i32> %8, %14, !dbg !180
  %17 = add <4 x i32> %9, %15, !dbg !180
  %18 = icmp eq i64 %7, 992, !dbg !174
  br i1 %18, label %92, label %19, !dbg !174, !llvm.loop !181

19:                                               ; preds = %6
  %20 = or disjoint i64 %7, 8, !dbg !174
  %21 = getelementptr inbounds [1003 x i8], ptr @main.u8, i64 0, i64 %20, !dbg !176
  %22 = getelementptr inbounds i8, ptr %21, i64 4, !dbg !176
  %23 = load <4 x i8>, ptr %21, align 8, !dbg !176, !tbaa !177
  %24 = load <4 x i8>, ptr %22, align 4, !dbg !176, !tbaa !177
  %25 = zext <4 x i8> %23 to <4 x i32>, !dbg !176
  %26 = zext <4 x i8> %24 to <4 x i32>, !dbg !176
  %27 = add <4 x i32> %16, %25, !dbg !180
  %28 = add <4 x i32> %17, %26, !dbg !180
  %29 = add nuw nsw i64 %7, 16, !dbg !174
  br label %6

30:                                               ; preds = %0, %30
  %31 = phi i64 [ 0, %0 ], [ %71, %30 ]
  %32 = phi i32 [ 77, %0 ], [ %34, %30 ]
    #dbg_value(i32 %32, !41, !DIExpression(), !163)
    #dbg_value(i64 %31, !42, !DIExpression(), !164)
  %33 = mul i32 %32, 1664525, !dbg !186
  %34 = add i32 %33, 1013904223, !dbg !189
    #dbg_value(i32 %34, !41, !DIExpression(), !163)
  %35 = lshr i32 %34, 24, !dbg !190
  %36 = trunc nuw i32 %35 to i8, !dbg !191
  %37 = getelementptr inbounds [1003 x i8], ptr @a8, i64 0, i64 %31, !dbg !192
  store i8 %36, ptr %37, align 1, !dbg !193, !tbaa !177
  %38 = lshr i32 %34, 16, !dbg !194
  %39 = trunc i32 %38 to i8, !dbg !195
  %40 = getelementptr inbounds [1003 x i8], ptr @b8, i64 0, i64 %31, !dbg !196
  store i8 %39, ptr %40, align 1, !dbg !197, !tbaa !177
  %41 = lshr i32 %34, 8, !dbg !198
  %42 = trunc i32 %41 to i16, !dbg !199
  %43 = getelementptr inbounds [1003 x i16], ptr @a16, i64 0, i64 %31, !dbg !200
  store i16 %42, ptr %43, align 2, !dbg !201, !tbaa !202
  %44 = trunc i32 %34 to i16, !dbg !204
  %45 = lshr i16 %44, 4, !dbg !204
  %46 = and i16 %45, 2047, !dbg !204
  %47 = getelementptr inbounds [1003 x i16], ptr @b16, i64 0, i64 %31, !dbg !205
  store i16 %46, ptr %47, align 2, !dbg !206, !tbaa !202
  %48 = lshr i32 %34, 2, !dbg !207
  %49 = add nsw i32 %48, -536870912, !dbg !208
  %50 = getelementptr inbounds [1003 x i32], ptr @a32, i64 0, i64 %31, !dbg !209
  store i32 %49, ptr %50, align 4, !dbg !210, !tbaa !211
  %51 = urem i32 %34, 1000, !dbg !213
  %52 = add nsw i32 %51, -500, !dbg !214
  %53 = getelementptr inbounds [1003 x i32], ptr @b32, i64 0, i64 %31, !dbg !215
  store i32 %52, ptr %53, align 4, !dbg !216, !tbaa !211
  %54 = zext i32 %34 to i64, !dbg !217
  %55 = mul nuw nsw i64 %54, 12345, !dbg !218
  %56 = add nsw i64 %55, -7, !dbg !219
  %57 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %31, !dbg !220
  store i64 %56, ptr %57, align 8, !dbg !221, !tbaa !222
  %58 = urem i32 %34, 2001, !dbg !224
  %59 = uitofp nneg i32 %58 to float, !dbg !225
  %60 = tail call float @llvm.fmuladd.f32(float %59, float 0x3F50624DE0000000, float -1.000000e+00), !dbg !226
  %61 = getelementptr inbounds [1003 x float], ptr @af, i64 0, i64 %31, !dbg !227
  store float %60, ptr %61, align 4, !dbg !228, !tbaa !229
  %62 = trunc nuw nsw i64 %31 to i32, !dbg !231
  %63 = trunc i64 %31 to i16, !dbg !231
  %64 = urem i16 %63, 17, !dbg !231
  %65 = uitofp nneg i16 %64 to float, !dbg !232
  %66 = fmul float %65, 2.500000e-01, !dbg !233
  %67 = getelementptr inbounds [1003 x float], ptr @bf, i64 0, i64 %31, !dbg !234
  store float %66, ptr %67, align 4, !dbg !235, !tbaa !229
  %68 = uitofp nneg i32 %62 to double, !dbg !236
  %69 = fmul double %68, 5.000000e-01, !dbg !237
  %70 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %31, !dbg !238
  store double %69, ptr %70, align 8, !dbg !239, !tbaa !240
  %71 = add nuw nsw i64 %31, 1, !dbg !242
    #dbg_value(i64 %71, !42, !DIExpression(), !164)
  %72 = icmp eq i64 %71, 1003, !dbg !243
  br i1 %72, label %1, label %30, !dbg !165, !llvm.loop !244

73:                                               ; preds = %73, %92
  %74 = phi i64 [ 0, %92 ], [ %90, %73 ], !dbg !246
  %75 = phi <2 x i64> [ zeroinitializer, %92 ], [ %88, %73 ]
  %76 = phi <2 x i64> [ zeroinitializer, %92 ], [ %89, %73 ]
  %77 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %74, !dbg !248
  %78 = getelementptr inbounds i8, ptr %77, i64 16, !dbg !248
  %79 = load <2 x i64>, ptr %77, align 16, !dbg !248, !tbaa !222
  %80 = load <2 x i64>, ptr %78, align 16, !dbg !248, !tbaa !222
  %81 = xor <2 x i64> %79, %75, !dbg !249
  %82 = xor <2 x i64> %80, %76, !dbg !249
  %83 = or disjoint i64 %74, 4, !dbg !246
  %84 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %83, !dbg !248
  %85 = getelementptr inbounds i8, ptr %84, i64 16, !dbg !248
  %86 = load <2 x i64>, ptr %84, align 16, !dbg !248, !tbaa !222
  %87 = load <2 x i64>, ptr %85, align 16, !dbg !248, !tbaa !222
  %88 = xor <2 x i64> %86, %81, !dbg !249
  %89 = xor <2 x i64> %87, %82, !dbg !249
  %90 = add nuw nsw i64 %74, 8, !dbg !246
  %91 = icmp eq i64 %90, 1000, !dbg !246
  br i1 %91, label %114, label %73, !dbg !246, !llvm.loop !250

92:                                               ; preds = %6
  %93 = add <4 x i32> %17, %16, !dbg !173
  %94 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %93), !dbg !173
    #dbg_value(i64 1000, !46, !DIExpression(), !172)
    #dbg_value(i32 %94, !45, !DIExpression(), !163)
  %95 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1000), align 8, !dbg !176, !tbaa !177
  %96 = zext i8 %95 to i32, !dbg !176
  %97 = add nuw nsw i32 %94, %96, !dbg !180
    #dbg_value(i32 %97, !45, !DIExpression(), !163)
    #dbg_value(i64 1001, !46, !DIExpression(), !172)
  %98 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1001), align 1, !dbg !176, !tbaa !177
  %99 = zext i8 %98 to i32, !dbg !176
  %100 = add nuw nsw i32 %97, %99, !dbg !180
    #dbg_value(i32 %100, !45, !DIExpression(), !163)
    #dbg_value(i64 1002, !46, !DIExpression(), !172)
  %101 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1002), align 2, !dbg !176, !tbaa !177
  %102 = zext i8 %101 to i32, !dbg !176
  %103 = add nuw nsw i32 %100, %102, !dbg !180
    #dbg_value(i32 %103, !45, !DIExpression(), !163)
    #dbg_value(i64 1003, !46, !DIExpression(), !172)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %103), !dbg !253
  %105 = tail call fastcc signext i16 @max_i16(ptr noundef nonnull @a16), !dbg !254
  %106 = sext i16 %105 to i32, !dbg !254
  %107 = tail call fastcc i32 @min_i32(), !dbg !255
  %108 = tail call fastcc i32 @xor_red(), !dbg !256
  %109 = tail call fastcc i64 @dot_i32(), !dbg !257
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %106, i32 noundef %107, i32 noundef %108, i64 noundef %109), !dbg !258
  tail call fastcc void @mul_i16(), !dbg !259
  %111 = tail call fastcc signext i16 @max_i16(ptr noundef nonnull @main.d16), !dbg !260
  %112 = sext i16 %111 to i32, !dbg !260
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112), !dbg !261
  tail call fastcc void @shift_i64(), !dbg !262
    #dbg_value(i64 0, !48, !DIExpression(), !163)
    #dbg_value(i32 0, !49, !DIExpression(), !263)
  br label %73, !dbg !251

114:                                              ; preds = %73
  %115 = xor <2 x i64> %89, %88, !dbg !251
  %116 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %115), !dbg !251
    #dbg_value(i64 1000, !49, !DIExpression(), !263)
    #dbg_value(i64 %116, !48, !DIExpression(), !163)
  %117 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 16, !dbg !248, !tbaa !222
  %118 = xor i64 %117, %116, !dbg !249
    #dbg_value(i64 %118, !48, !DIExpression(), !163)
    #dbg_value(i64 1001, !49, !DIExpression(), !263)
  %119 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !dbg !248, !tbaa !222
  %120 = xor i64 %119, %118, !dbg !249
    #dbg_value(i64 %120, !48, !DIExpression(), !163)
    #dbg_value(i64 1002, !49, !DIExpression(), !263)
  %121 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 16, !dbg !248, !tbaa !222
  %122 = xor i64 %121, %120, !dbg !249
    #dbg_value(i64 %122, !48, !DIExpression(), !163)
    #dbg_value(i64 1003, !49, !DIExpression(), !263)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %122), !dbg !264
  %124 = tail call fastcc float @dot_f(), !dbg !265
  %125 = fpext float %124 to double, !dbg !266
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %125), !dbg !267
  tail call fastcc void @axpy_d(), !dbg !268
    #dbg_value(double 0.000000e+00, !51, !DIExpression(), !163)
    #dbg_value(i32 0, !52, !DIExpression(), !269)
  br label %187, !dbg !270

127:                                              ; preds = %187
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %200), !dbg !271
    #dbg_value(i32 0, !54, !DIExpression(), !272)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4012) @main.d32, i8 -1, i64 4012, i1 false), !dbg !273, !tbaa !211
    #dbg_value(i64 poison, !54, !DIExpression(), !272)
  tail call fastcc void @cond_store(), !dbg !275
  %129 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 1), !dbg !276
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %129), !dbg !277
  %131 = tail call fastcc i64 @strided(ptr noundef nonnull @a32, i32 noundef 3), !dbg !278
  %132 = tail call fastcc i64 @strided(ptr noundef nonnull @a32, i32 noundef 7), !dbg !279
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %131, i64 noundef %132), !dbg !280
  tail call fastcc void @i2f(), !dbg !281
  tail call fastcc void @f2i(), !dbg !282
  %134 = tail call fastcc i64 @strided(ptr noundef nonnull @main.e32, i32 noundef 1), !dbg !283
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %134), !dbg !284
  tail call fastcc void @widen(), !dbg !285
  %136 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 1), !dbg !286
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %136), !dbg !287
  %138 = tail call fastcc i32 @count_eq(ptr noundef nonnull @a8), !dbg !288
  %139 = tail call fastcc i32 @count_eq(ptr noundef nonnull @b8), !dbg !289
  %140 = add nsw i32 %139, %138, !dbg !290
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %140), !dbg !291
  tail call fastcc void @absdiff(), !dbg !292
  %142 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 2), !dbg !293
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %142), !dbg !294
    #dbg_value(i64 0, !56, !DIExpression(), !295)
  %144 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @a8, i32 noundef 0), !dbg !296
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %144), !dbg !298
    #dbg_value(i64 1, !56, !DIExpression(), !295)
  %146 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 1), i32 noundef 1), !dbg !296
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %146), !dbg !298
    #dbg_value(i64 2, !56, !DIExpression(), !295)
  %148 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 2), i32 noundef 2), !dbg !296
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %148), !dbg !298
    #dbg_value(i64 3, !56, !DIExpression(), !295)
  %150 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 3), i32 noundef 3), !dbg !296
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %150), !dbg !298
    #dbg_value(i64 4, !56, !DIExpression(), !295)
  %152 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 4), i32 noundef 4), !dbg !296
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %152), !dbg !298
    #dbg_value(i64 5, !56, !DIExpression(), !295)
  %154 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 5), i32 noundef 5), !dbg !296
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %154), !dbg !298
    #dbg_value(i64 6, !56, !DIExpression(), !295)
  %156 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 6), i32 noundef 6), !dbg !296
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %156), !dbg !298
    #dbg_value(i64 7, !56, !DIExpression(), !295)
  %158 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 7), i32 noundef 7), !dbg !296
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %158), !dbg !298
    #dbg_value(i64 8, !56, !DIExpression(), !295)
  %160 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 8), i32 noundef 8), !dbg !296
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %160), !dbg !298
    #dbg_value(i64 9, !56, !DIExpression(), !295)
  %162 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 9), i32 noundef 9), !dbg !296
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %162), !dbg !298
    #dbg_value(i64 10, !56, !DIExpression(), !295)
  %164 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 10), i32 noundef 10), !dbg !296
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %164), !dbg !298
    #dbg_value(i64 11, !56, !DIExpression(), !295)
  %166 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 11), i32 noundef 11), !dbg !296
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %166), !dbg !298
    #dbg_value(i64 12, !56, !DIExpression(), !295)
  %168 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 12), i32 noundef 12), !dbg !296
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %168), !dbg !298
    #dbg_value(i64 13, !56, !DIExpression(), !295)
  %170 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 13), i32 noundef 13), !dbg !296
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %170), !dbg !298
    #dbg_value(i64 14, !56, !DIExpression(), !295)
  %172 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 14), i32 noundef 14), !dbg !296
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %172), !dbg !298
    #dbg_value(i64 15, !56, !DIExpression(), !295)
  %174 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 15), i32 noundef 15), !dbg !296
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %174), !dbg !298
    #dbg_value(i64 16, !56, !DIExpression(), !295)
  %176 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 16), i32 noundef 16), !dbg !296
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %176), !dbg !298
    #dbg_value(i64 17, !56, !DIExpression(), !295)
  %178 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 17), i32 noundef 17), !dbg !296
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %178), !dbg !298
    #dbg_value(i64 18, !56, !DIExpression(), !295)
  %180 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 18), i32 noundef 18), !dbg !296
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %180), !dbg !298
    #dbg_value(i64 19, !56, !DIExpression(), !295)
  %182 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 19), i32 noundef 19), !dbg !296
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %182), !dbg !298
    #dbg_value(i64 20, !56, !DIExpression(), !295)
  %184 = tail call i32 @putchar(i32 10), !dbg !299
  %185 = tail call fastcc i32 @xor_red(), !dbg !300
  %186 = and i32 %185, 255, !dbg !301
  ret i32 %186, !dbg !302

187:                                              ; preds = %202, %114
  %188 = phi i64 [ 0, %114 ], [ %207, %202 ]
  %189 = phi double [ 0.000000e+00, %114 ], [ %206, %202 ]
    #dbg_value(i64 %188, !52, !DIExpression(), !269)
    #dbg_value(double %189, !51, !DIExpression(), !163)
  %190 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %188, !dbg !303
  %191 = load double, ptr %190, align 16, !dbg !303, !tbaa !240
  %192 = fadd double %189, %191, !dbg !305
    #dbg_value(double %192, !51, !DIExpression(), !163)
  %193 = or disjoint i64 %188, 1, !dbg !306
    #dbg_value(i64 %193, !52, !DIExpression(), !269)
  %194 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %193, !dbg !303
  %195 = load double, ptr %194, align 8, !dbg !303, !tbaa !240
  %196 = fadd double %192, %195, !dbg !305
    #dbg_value(double %196, !51, !DIExpression(), !163)
  %197 = or disjoint i64 %188, 2, !dbg !306
    #dbg_value(i64 %197, !52, !DIExpression(), !269)
  %198 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %197, !dbg !303
  %199 = load double, ptr %198, align 16, !dbg !303, !tbaa !240
  %200 = fadd double %196, %199, !dbg !305
    #dbg_value(double %200, !51, !DIExpression(), !163)
    #dbg_value(i64 %188, !52, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !269)
  %201 = icmp eq i64 %188, 1000, !dbg !307
  br i1 %201, label %127, label %202, !dbg !270, !llvm.loop !308

202:                                              ; preds = %187
  %203 = or disjoint i64 %188, 3, !dbg !306
    #dbg_value(i64 %203, !52, !DIExpression(), !269)
    #dbg_value(i64 %203, !52, !DIExpression(), !269)
    #dbg_value(double %200, !51, !DIExpression(), !163)
  %204 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %203, !dbg !303
  %205 = load double, ptr %204, align 8, !dbg !303, !tbaa !240
  %206 = fadd double %200, %205, !dbg !305
    #dbg_value(double %206, !51, !DIExpression(), !163)
  %207 = add nuw nsw i64 %188, 4, !dbg !306
    #dbg_value(i64 %207, !52, !DIExpression(), !269)
  br label %187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nounwind
declare !dbg !310 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum_i8(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 !dbg !317 {
    #dbg_value(ptr %0, !323, !DIExpression(), !328)
    #dbg_value(i32 %1, !324, !DIExpression(), !328)
    #dbg_value(i32 0, !325, !DIExpression(), !328)
    #dbg_value(i32 0, !326, !DIExpression(), !329)
  %3 = icmp sgt i32 %1, 0, !dbg !330
  br i1 %3, label %4, label %30, !dbg !332

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !330
  %6 = icmp ult i32 %1, 8, !dbg !332
  br i1 %6, label %7, label %10, !dbg !332

7:                                                ; preds = %26, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %26 ]
  %9 = phi i32 [ 0, %4 ], [ %28, %26 ]
  br label %32, !dbg !332

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640, !dbg !332
  br label %12, !dbg !332

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %24, %12 ], !dbg !333
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %22, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %23, %12 ]
  %16 = getelementptr inbounds i8, ptr %0, i64 %13, !dbg !334
  %17 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !334
  %18 = load <4 x i8>, ptr %16, align 1, !dbg !334, !tbaa !177
  %19 = load <4 x i8>, ptr %17, align 1, !dbg !334, !tbaa !177
  %20 = sext <4 x i8> %18 to <4 x i32>, !dbg !334
  %21 = sext <4 x i8> %19 to <4 x i32>, !dbg !334
  %22 = add <4 x i32> %14, %20, !dbg !335
  %23 = add <4 x i32> %15, %21, !dbg !335
  %24 = add nuw i64 %13, 8, !dbg !333
  %25 = icmp eq i64 %24, %11, !dbg !333
  br i1 %25, label %26, label %12, !dbg !333, !llvm.loop !336

26:                                               ; preds = %12
  %27 = add <4 x i32> %23, %22, !dbg !332
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27), !dbg !332
  %29 = icmp eq i64 %11, %5, !dbg !332
  br i1 %29, label %30, label %7, !dbg !332

30:                                               ; preds = %32, %26, %2
  %31 = phi i32 [ 0, %2 ], [ %28, %26 ], [ %38, %32 ], !dbg !338
  ret i32 %31, !dbg !339

32:                                               ; preds = %7, %32
  %33 = phi i64 [ %39, %32 ], [ %8, %7 ]
  %34 = phi i32 [ %38, %32 ], [ %9, %7 ]
    #dbg_value(i64 %33, !326, !DIExpression(), !329)
    #dbg_value(i32 %34, !325, !DIExpression(), !328)
  %35 = getelementptr inbounds i8, ptr %0, i64 %33, !dbg !334
  %36 = load i8, ptr %35, align 1, !dbg !334, !tbaa !177
  %37 = sext i8 %36 to i32, !dbg !334
  %38 = add nsw i32 %34, %37, !dbg !335
    #dbg_value(i32 %38, !325, !DIExpression(), !328)
  %39 = add nuw nsw i64 %33, 1, !dbg !333
    #dbg_value(i64 %39, !326, !DIExpression(), !329)
  %40 = icmp eq i64 %39, %5, !dbg !330
  br i1 %40, label %30, label %32, !dbg !332, !llvm.loop !340
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @add_i8() unnamed_addr #4 !dbg !341 {
    #dbg_value(ptr @main.d8, !346, !DIExpression(), !352)
    #dbg_value(ptr @a8, !347, !DIExpression(), !352)
    #dbg_value(ptr @b8, !348, !DIExpression(), !352)
    #dbg_value(i32 1003, !349, !DIExpression(), !352)
    #dbg_value(i32 0, !350, !DIExpression(), !353)
  br label %1, !dbg !354

1:                                                ; preds = %16, %0
  %2 = phi i64 [ 0, %0 ], [ %30, %16 ], !dbg !355
  %3 = getelementptr inbounds i8, ptr @a8, i64 %2, !dbg !357
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !357
  %5 = load <16 x i8>, ptr %3, align 16, !dbg !357, !tbaa !177
  %6 = load <16 x i8>, ptr %4, align 16, !dbg !357, !tbaa !177
  %7 = getelementptr inbounds i8, ptr @b8, i64 %2, !dbg !358
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !358
  %9 = load <16 x i8>, ptr %7, align 16, !dbg !358, !tbaa !177
  %10 = load <16 x i8>, ptr %8, align 16, !dbg !358, !tbaa !177
  %11 = add <16 x i8> %9, %5, !dbg !359
  %12 = add <16 x i8> %10, %6, !dbg !359
  %13 = getelementptr inbounds i8, ptr @main.d8, i64 %2, !dbg !360
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !361
  store <16 x i8> %11, ptr %13, align 16, !dbg !361, !tbaa !177
  store <16 x i8> %12, ptr %14, align 16, !dbg !361, !tbaa !177
  %15 = icmp eq i64 %2, 960, !dbg !355
  br i1 %15, label %31, label %16, !dbg !355, !llvm.loop !362

16:                                               ; preds = %1
  %17 = or disjoint i64 %2, 32, !dbg !355
  %18 = getelementptr inbounds i8, ptr @a8, i64 %17, !dbg !357
  %19 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !357
  %20 = load <16 x i8>, ptr %18, align 16, !dbg !357, !tbaa !177
  %21 = load <16 x i8>, ptr %19, align 16, !dbg !357, !tbaa !177
  %22 = getelementptr inbounds i8, ptr @b8, i64 %17, !dbg !358
  %23 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !358
  %24 = load <16 x i8>, ptr %22, align 16, !dbg !358, !tbaa !177
  %25 = load <16 x i8>, ptr %23, align 16, !dbg !358, !tbaa !177
  %26 = add <16 x i8> %24, %20, !dbg !359
  %27 = add <16 x i8> %25, %21, !dbg !359
  %28 = getelementptr inbounds i8, ptr @main.d8, i64 %17, !dbg !360
  %29 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !361
  store <16 x i8> %26, ptr %28, align 16, !dbg !361, !tbaa !177
  store <16 x i8> %27, ptr %29, align 16, !dbg !361, !tbaa !177
  %30 = add nuw nsw i64 %2, 64, !dbg !355
  br label %1

31:                                               ; preds = %1
  %32 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @a8, i64 992), align 16, !dbg !357, !tbaa !177
  %33 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @b8, i64 992), align 16, !dbg !358, !tbaa !177
  %34 = add <8 x i8> %33, %32, !dbg !359
  store <8 x i8> %34, ptr getelementptr inbounds (i8, ptr @main.d8, i64 992), align 16, !dbg !361, !tbaa !177
    #dbg_value(i64 1000, !350, !DIExpression(), !353)
  %35 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 8, !dbg !357, !tbaa !177
  %36 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1000), align 8, !dbg !358, !tbaa !177
  %37 = add i8 %36, %35, !dbg !359
  store i8 %37, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1000), align 8, !dbg !361, !tbaa !177
    #dbg_value(i64 1001, !350, !DIExpression(), !353)
  %38 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !dbg !357, !tbaa !177
  %39 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1001), align 1, !dbg !358, !tbaa !177
  %40 = add i8 %39, %38, !dbg !359
  store i8 %40, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1001), align 1, !dbg !361, !tbaa !177
    #dbg_value(i64 1002, !350, !DIExpression(), !353)
  %41 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 2, !dbg !357, !tbaa !177
  %42 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1002), align 2, !dbg !358, !tbaa !177
  %43 = add i8 %42, %41, !dbg !359
  store i8 %43, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1002), align 2, !dbg !361, !tbaa !177
    #dbg_value(i64 1003, !350, !DIExpression(), !353)
  ret void, !dbg !364
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @sat_u8() unnamed_addr #4 !dbg !365 {
    #dbg_value(ptr @main.u8, !372, !DIExpression(), !380)
    #dbg_value(ptr @a16, !373, !DIExpression(), !380)
    #dbg_value(i32 1003, !374, !DIExpression(), !380)
    #dbg_value(i32 0, !375, !DIExpression(), !381)
  br label %1, !dbg !382

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ], !dbg !383
  %3 = getelementptr inbounds i16, ptr @a16, i64 %2, !dbg !384
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !384
  %5 = load <8 x i16>, ptr %3, align 16, !dbg !384, !tbaa !202
  %6 = load <8 x i16>, ptr %4, align 16, !dbg !384, !tbaa !202
  %7 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %5, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>), !dbg !385
  %8 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %6, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>), !dbg !385
  %9 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %7, <8 x i16> zeroinitializer), !dbg !385
  %10 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %8, <8 x i16> zeroinitializer), !dbg !385
  %11 = trunc <8 x i16> %9 to <8 x i8>, !dbg !386
  %12 = trunc <8 x i16> %10 to <8 x i8>, !dbg !386
  %13 = getelementptr inbounds i8, ptr @main.u8, i64 %2, !dbg !387
  %14 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !388
  store <8 x i8> %11, ptr %13, align 16, !dbg !388, !tbaa !177
  store <8 x i8> %12, ptr %14, align 8, !dbg !388, !tbaa !177
  %15 = or disjoint i64 %2, 16, !dbg !383
  %16 = getelementptr inbounds i16, ptr @a16, i64 %15, !dbg !384
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !384
  %18 = load <8 x i16>, ptr %16, align 16, !dbg !384, !tbaa !202
  %19 = load <8 x i16>, ptr %17, align 16, !dbg !384, !tbaa !202
  %20 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %18, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>), !dbg !385
  %21 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %19, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>), !dbg !385
  %22 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %20, <8 x i16> zeroinitializer), !dbg !385
  %23 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %21, <8 x i16> zeroinitializer), !dbg !385
  %24 = trunc <8 x i16> %22 to <8 x i8>, !dbg !386
  %25 = trunc <8 x i16> %23 to <8 x i8>, !dbg !386
  %26 = getelementptr inbounds i8, ptr @main.u8, i64 %15, !dbg !387
  %27 = getelementptr inbounds i8, ptr %26, i64 8, !dbg !388
  store <8 x i8> %24, ptr %26, align 16, !dbg !388, !tbaa !177
  store <8 x i8> %25, ptr %27, align 8, !dbg !388, !tbaa !177
  %28 = add nuw nsw i64 %2, 32, !dbg !383
  %29 = icmp eq i64 %28, 992, !dbg !383
  br i1 %29, label %30, label %1, !dbg !383, !llvm.loop !389

30:                                               ; preds = %1
    #dbg_value(i64 992, !375, !DIExpression(), !381)
  %31 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1984), align 16, !dbg !384, !tbaa !202
    #dbg_value(i16 %31, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %32 = tail call i16 @llvm.smin.i16(i16 %31, i16 255), !dbg !385
  %33 = tail call i16 @llvm.smax.i16(i16 %32, i16 0), !dbg !385
  %34 = trunc nuw i16 %33 to i8, !dbg !386
  store i8 %34, ptr getelementptr inbounds (i8, ptr @main.u8, i64 992), align 16, !dbg !388, !tbaa !177
    #dbg_value(i64 993, !375, !DIExpression(), !381)
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1986), align 2, !dbg !384, !tbaa !202
    #dbg_value(i16 %35, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %36 = tail call i16 @llvm.smin.i16(i16 %35, i16 255), !dbg !385
  %37 = tail call i16 @llvm.smax.i16(i16 %36, i16 0), !dbg !385
  %38 = trunc nuw i16 %37 to i8, !dbg !386
  store i8 %38, ptr getelementptr inbounds (i8, ptr @main.u8, i64 993), align 1, !dbg !388, !tbaa !177
    #dbg_value(i64 994, !375, !DIExpression(), !381)
  %39 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1988), align 4, !dbg !384, !tbaa !202
    #dbg_value(i16 %39, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %40 = tail call i16 @llvm.smin.i16(i16 %39, i16 255), !dbg !385
  %41 = tail call i16 @llvm.smax.i16(i16 %40, i16 0), !dbg !385
  %42 = trunc nuw i16 %41 to i8, !dbg !386
  store i8 %42, ptr getelementptr inbounds (i8, ptr @main.u8, i64 994), align 2, !dbg !388, !tbaa !177
    #dbg_value(i64 995, !375, !DIExpression(), !381)
  %43 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1990), align 2, !dbg !384, !tbaa !202
    #dbg_value(i16 %43, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %44 = tail call i16 @llvm.smin.i16(i16 %43, i16 255), !dbg !385
  %45 = tail call i16 @llvm.smax.i16(i16 %44, i16 0), !dbg !385
  %46 = trunc nuw i16 %45 to i8, !dbg !386
  store i8 %46, ptr getelementptr inbounds (i8, ptr @main.u8, i64 995), align 1, !dbg !388, !tbaa !177
    #dbg_value(i64 996, !375, !DIExpression(), !381)
  %47 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1992), align 8, !dbg !384, !tbaa !202
    #dbg_value(i16 %47, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %48 = tail call i16 @llvm.smin.i16(i16 %47, i16 255), !dbg !385
  %49 = tail call i16 @llvm.smax.i16(i16 %48, i16 0), !dbg !385
  %50 = trunc nuw i16 %49 to i8, !dbg !386
  store i8 %50, ptr getelementptr inbounds (i8, ptr @main.u8, i64 996), align 4, !dbg !388, !tbaa !177
    #dbg_value(i64 997, !375, !DIExpression(), !381)
  %51 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1994), align 2, !dbg !384, !tbaa !202
    #dbg_value(i16 %51, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %52 = tail call i16 @llvm.smin.i16(i16 %51, i16 255), !dbg !385
  %53 = tail call i16 @llvm.smax.i16(i16 %52, i16 0), !dbg !385
  %54 = trunc nuw i16 %53 to i8, !dbg !386
  store i8 %54, ptr getelementptr inbounds (i8, ptr @main.u8, i64 997), align 1, !dbg !388, !tbaa !177
    #dbg_value(i64 998, !375, !DIExpression(), !381)
  %55 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1996), align 4, !dbg !384, !tbaa !202
    #dbg_value(i16 %55, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %56 = tail call i16 @llvm.smin.i16(i16 %55, i16 255), !dbg !385
  %57 = tail call i16 @llvm.smax.i16(i16 %56, i16 0), !dbg !385
  %58 = trunc nuw i16 %57 to i8, !dbg !386
  store i8 %58, ptr getelementptr inbounds (i8, ptr @main.u8, i64 998), align 2, !dbg !388, !tbaa !177
    #dbg_value(i64 999, !375, !DIExpression(), !381)
  %59 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1998), align 2, !dbg !384, !tbaa !202
    #dbg_value(i16 %59, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %60 = tail call i16 @llvm.smin.i16(i16 %59, i16 255), !dbg !385
  %61 = tail call i16 @llvm.smax.i16(i16 %60, i16 0), !dbg !385
  %62 = trunc nuw i16 %61 to i8, !dbg !386
  store i8 %62, ptr getelementptr inbounds (i8, ptr @main.u8, i64 999), align 1, !dbg !388, !tbaa !177
    #dbg_value(i64 1000, !375, !DIExpression(), !381)
  %63 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2000), align 16, !dbg !384, !tbaa !202
    #dbg_value(i16 %63, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %64 = tail call i16 @llvm.smin.i16(i16 %63, i16 255), !dbg !385
  %65 = tail call i16 @llvm.smax.i16(i16 %64, i16 0), !dbg !385
  %66 = trunc nuw i16 %65 to i8, !dbg !386
  store i8 %66, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1000), align 8, !dbg !388, !tbaa !177
    #dbg_value(i64 1001, !375, !DIExpression(), !381)
  %67 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2002), align 2, !dbg !384, !tbaa !202
    #dbg_value(i16 %67, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %68 = tail call i16 @llvm.smin.i16(i16 %67, i16 255), !dbg !385
  %69 = tail call i16 @llvm.smax.i16(i16 %68, i16 0), !dbg !385
  %70 = trunc nuw i16 %69 to i8, !dbg !386
  store i8 %70, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1001), align 1, !dbg !388, !tbaa !177
    #dbg_value(i64 1002, !375, !DIExpression(), !381)
  %71 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2004), align 4, !dbg !384, !tbaa !202
    #dbg_value(i16 %71, !377, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !391)
  %72 = tail call i16 @llvm.smin.i16(i16 %71, i16 255), !dbg !385
  %73 = tail call i16 @llvm.smax.i16(i16 %72, i16 0), !dbg !385
  %74 = trunc nuw i16 %73 to i8, !dbg !386
  store i8 %74, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1002), align 2, !dbg !388, !tbaa !177
    #dbg_value(i64 1003, !375, !DIExpression(), !381)
  ret void, !dbg !392
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc signext i16 @max_i16(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !393 {
    #dbg_value(ptr %0, !397, !DIExpression(), !402)
    #dbg_value(i32 1003, !398, !DIExpression(), !402)
    #dbg_value(i16 -32768, !399, !DIExpression(), !402)
    #dbg_value(i32 0, !400, !DIExpression(), !403)
  br label %2, !dbg !404

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %19, %2 ], !dbg !405
  %4 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %1 ], [ %17, %2 ]
  %5 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %1 ], [ %18, %2 ]
  %6 = getelementptr inbounds i16, ptr %0, i64 %3, !dbg !407
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !407
  %8 = load <8 x i16>, ptr %6, align 2, !dbg !407, !tbaa !202
  %9 = load <8 x i16>, ptr %7, align 2, !dbg !407, !tbaa !202
  %10 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %8, <8 x i16> %4), !dbg !407
  %11 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %9, <8 x i16> %5), !dbg !407
  %12 = or disjoint i64 %3, 16, !dbg !405
  %13 = getelementptr inbounds i16, ptr %0, i64 %12, !dbg !407
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !407
  %15 = load <8 x i16>, ptr %13, align 2, !dbg !407, !tbaa !202
  %16 = load <8 x i16>, ptr %14, align 2, !dbg !407, !tbaa !202
  %17 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %15, <8 x i16> %10), !dbg !407
  %18 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %16, <8 x i16> %11), !dbg !407
  %19 = add nuw nsw i64 %3, 32, !dbg !405
  %20 = icmp eq i64 %19, 992, !dbg !405
  br i1 %20, label %21, label %2, !dbg !405, !llvm.loop !408

21:                                               ; preds = %2
  %22 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %17, <8 x i16> %18), !dbg !404
  %23 = tail call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %22), !dbg !404
    #dbg_value(i64 992, !400, !DIExpression(), !403)
    #dbg_value(i16 %23, !399, !DIExpression(), !402)
  %24 = getelementptr inbounds i8, ptr %0, i64 1984, !dbg !407
  %25 = load i16, ptr %24, align 2, !dbg !407, !tbaa !202
  %26 = tail call i16 @llvm.smax.i16(i16 %25, i16 %23), !dbg !407
    #dbg_value(i16 %26, !399, !DIExpression(), !402)
    #dbg_value(i64 993, !400, !DIExpression(), !403)
  %27 = getelementptr inbounds i8, ptr %0, i64 1986, !dbg !407
  %28 = load i16, ptr %27, align 2, !dbg !407, !tbaa !202
  %29 = tail call i16 @llvm.smax.i16(i16 %28, i16 %26), !dbg !407
    #dbg_value(i16 %29, !399, !DIExpression(), !402)
    #dbg_value(i64 994, !400, !DIExpression(), !403)
  %30 = getelementptr inbounds i8, ptr %0, i64 1988, !dbg !407
  %31 = load i16, ptr %30, align 2, !dbg !407, !tbaa !202
  %32 = tail call i16 @llvm.smax.i16(i16 %31, i16 %29), !dbg !407
    #dbg_value(i16 %32, !399, !DIExpression(), !402)
    #dbg_value(i64 995, !400, !DIExpression(), !403)
  %33 = getelementptr inbounds i8, ptr %0, i64 1990, !dbg !407
  %34 = load i16, ptr %33, align 2, !dbg !407, !tbaa !202
  %35 = tail call i16 @llvm.smax.i16(i16 %34, i16 %32), !dbg !407
    #dbg_value(i16 %35, !399, !DIExpression(), !402)
    #dbg_value(i64 996, !400, !DIExpression(), !403)
  %36 = getelementptr inbounds i8, ptr %0, i64 1992, !dbg !407
  %37 = load i16, ptr %36, align 2, !dbg !407, !tbaa !202
  %38 = tail call i16 @llvm.smax.i16(i16 %37, i16 %35), !dbg !407
    #dbg_value(i16 %38, !399, !DIExpression(), !402)
    #dbg_value(i64 997, !400, !DIExpression(), !403)
  %39 = getelementptr inbounds i8, ptr %0, i64 1994, !dbg !407
  %40 = load i16, ptr %39, align 2, !dbg !407, !tbaa !202
  %41 = tail call i16 @llvm.smax.i16(i16 %40, i16 %38), !dbg !407
    #dbg_value(i16 %41, !399, !DIExpression(), !402)
    #dbg_value(i64 998, !400, !DIExpression(), !403)
  %42 = getelementptr inbounds i8, ptr %0, i64 1996, !dbg !407
  %43 = load i16, ptr %42, align 2, !dbg !407, !tbaa !202
  %44 = tail call i16 @llvm.smax.i16(i16 %43, i16 %41), !dbg !407
    #dbg_value(i16 %44, !399, !DIExpression(), !402)
    #dbg_value(i64 999, !400, !DIExpression(), !403)
  %45 = getelementptr inbounds i8, ptr %0, i64 1998, !dbg !407
  %46 = load i16, ptr %45, align 2, !dbg !407, !tbaa !202
  %47 = tail call i16 @llvm.smax.i16(i16 %46, i16 %44), !dbg !407
    #dbg_value(i16 %47, !399, !DIExpression(), !402)
    #dbg_value(i64 1000, !400, !DIExpression(), !403)
  %48 = getelementptr inbounds i8, ptr %0, i64 2000, !dbg !407
  %49 = load i16, ptr %48, align 2, !dbg !407, !tbaa !202
  %50 = tail call i16 @llvm.smax.i16(i16 %49, i16 %47), !dbg !407
    #dbg_value(i16 %50, !399, !DIExpression(), !402)
    #dbg_value(i64 1001, !400, !DIExpression(), !403)
  %51 = getelementptr inbounds i8, ptr %0, i64 2002, !dbg !407
  %52 = load i16, ptr %51, align 2, !dbg !407, !tbaa !202
  %53 = tail call i16 @llvm.smax.i16(i16 %52, i16 %50), !dbg !407
    #dbg_value(i16 %53, !399, !DIExpression(), !402)
    #dbg_value(i64 1002, !400, !DIExpression(), !403)
  %54 = getelementptr inbounds i8, ptr %0, i64 2004, !dbg !407
  %55 = load i16, ptr %54, align 2, !dbg !407, !tbaa !202
  %56 = tail call i16 @llvm.smax.i16(i16 %55, i16 %53), !dbg !407
    #dbg_value(i16 %56, !399, !DIExpression(), !402)
    #dbg_value(i64 1003, !400, !DIExpression(), !403)
  ret i16 %56, !dbg !410
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @min_i32() unnamed_addr #5 !dbg !411 {
    #dbg_value(ptr @a32, !417, !DIExpression(), !422)
    #dbg_value(i32 1003, !418, !DIExpression(), !422)
    #dbg_value(i32 2147483647, !419, !DIExpression(), !422)
    #dbg_value(i32 0, !420, !DIExpression(), !423)
  br label %1, !dbg !424

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !425
  %3 = phi <4 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @a32, i64 %2, !dbg !427
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !427
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !427, !tbaa !211
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !427, !tbaa !211
  %9 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !429
  %10 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !429
  %11 = add nuw i64 %2, 8, !dbg !425
  %12 = icmp eq i64 %11, 1000, !dbg !425
  br i1 %12, label %13, label %1, !dbg !425, !llvm.loop !430

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !424
  %15 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %14), !dbg !424
    #dbg_value(i64 1000, !420, !DIExpression(), !423)
    #dbg_value(i32 %15, !419, !DIExpression(), !422)
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 16, !dbg !427, !tbaa !211
  %17 = tail call i32 @llvm.smin.i32(i32 %16, i32 %15), !dbg !429
    #dbg_value(i32 %17, !419, !DIExpression(), !422)
    #dbg_value(i64 1001, !420, !DIExpression(), !423)
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !dbg !427, !tbaa !211
  %19 = tail call i32 @llvm.smin.i32(i32 %18, i32 %17), !dbg !429
    #dbg_value(i32 %19, !419, !DIExpression(), !422)
    #dbg_value(i64 1002, !420, !DIExpression(), !423)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 8, !dbg !427, !tbaa !211
  %21 = tail call i32 @llvm.smin.i32(i32 %20, i32 %19), !dbg !429
    #dbg_value(i32 %21, !419, !DIExpression(), !422)
    #dbg_value(i64 1003, !420, !DIExpression(), !423)
  ret i32 %21, !dbg !432
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @xor_red() unnamed_addr #5 !dbg !433 {
    #dbg_value(ptr @a32, !437, !DIExpression(), !442)
    #dbg_value(i32 1003, !438, !DIExpression(), !442)
    #dbg_value(i32 0, !439, !DIExpression(), !442)
    #dbg_value(i32 0, !440, !DIExpression(), !443)
  br label %1, !dbg !444

1:                                                ; preds = %12, %0
  %2 = phi i64 [ 0, %0 ], [ %34, %12 ], !dbg !445
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %31, %12 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %33, %12 ]
  %5 = getelementptr inbounds i32, ptr @a32, i64 %2, !dbg !447
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !447
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !447, !tbaa !211
  %8 = load <4 x i32>, ptr %6, align 16, !dbg !447, !tbaa !211
  %9 = xor <4 x i32> %7, %3, !dbg !448
  %10 = xor <4 x i32> %8, %4, !dbg !448
  %11 = icmp eq i64 %2, 992, !dbg !445
  br i1 %11, label %35, label %12, !dbg !445, !llvm.loop !449

12:                                               ; preds = %1
  %13 = or disjoint i64 %2, 8, !dbg !445
  %14 = getelementptr inbounds i32, ptr @a32, i64 %13, !dbg !447
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !447
  %16 = load <4 x i32>, ptr %14, align 16, !dbg !447, !tbaa !211
  %17 = load <4 x i32>, ptr %15, align 16, !dbg !447, !tbaa !211
  %18 = or disjoint i64 %2, 16, !dbg !445
  %19 = getelementptr inbounds i32, ptr @a32, i64 %18, !dbg !447
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !447
  %21 = load <4 x i32>, ptr %19, align 16, !dbg !447, !tbaa !211
  %22 = load <4 x i32>, ptr %20, align 16, !dbg !447, !tbaa !211
  %23 = xor <4 x i32> %16, %21, !dbg !448
  %24 = xor <4 x i32> %17, %22, !dbg !448
  %25 = or disjoint i64 %2, 24, !dbg !445
  %26 = getelementptr inbounds i32, ptr @a32, i64 %25, !dbg !447
  %27 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !447
  %28 = load <4 x i32>, ptr %26, align 16, !dbg !447, !tbaa !211
  %29 = load <4 x i32>, ptr %27, align 16, !dbg !447, !tbaa !211
  %30 = xor <4 x i32> %23, %28, !dbg !448
  %31 = xor <4 x i32> %30, %9, !dbg !448
  %32 = xor <4 x i32> %24, %29, !dbg !448
  %33 = xor <4 x i32> %32, %10, !dbg !448
  %34 = add nuw nsw i64 %2, 32, !dbg !445
  br label %1

35:                                               ; preds = %1
  %36 = xor <4 x i32> %10, %9, !dbg !444
  %37 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %36), !dbg !444
    #dbg_value(i64 1000, !440, !DIExpression(), !443)
    #dbg_value(i32 %37, !439, !DIExpression(), !442)
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 16, !dbg !447, !tbaa !211
  %39 = xor i32 %38, %37, !dbg !448
    #dbg_value(i32 %39, !439, !DIExpression(), !442)
    #dbg_value(i64 1001, !440, !DIExpression(), !443)
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !dbg !447, !tbaa !211
  %41 = xor i32 %40, %39, !dbg !448
    #dbg_value(i32 %41, !439, !DIExpression(), !442)
    #dbg_value(i64 1002, !440, !DIExpression(), !443)
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 8, !dbg !447, !tbaa !211
  %43 = xor i32 %42, %41, !dbg !448
    #dbg_value(i32 %43, !439, !DIExpression(), !442)
    #dbg_value(i64 1003, !440, !DIExpression(), !443)
  ret i32 %43, !dbg !451
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @dot_i32() unnamed_addr #5 !dbg !452 {
    #dbg_value(ptr @a32, !456, !DIExpression(), !462)
    #dbg_value(ptr @b32, !457, !DIExpression(), !462)
    #dbg_value(i32 1003, !458, !DIExpression(), !462)
    #dbg_value(i64 0, !459, !DIExpression(), !462)
    #dbg_value(i32 0, !460, !DIExpression(), !463)
  br label %2, !dbg !464

1:                                                ; preds = %2
  ret i64 %12, !dbg !465

2:                                                ; preds = %14, %0
  %3 = phi i64 [ 0, %0 ], [ %24, %14 ]
  %4 = phi i64 [ 0, %0 ], [ %23, %14 ]
    #dbg_value(i64 %3, !460, !DIExpression(), !463)
    #dbg_value(i64 %4, !459, !DIExpression(), !462)
  %5 = getelementptr inbounds i32, ptr @a32, i64 %3, !dbg !466
  %6 = load i32, ptr %5, align 8, !dbg !466, !tbaa !211
  %7 = sext i32 %6 to i64, !dbg !468
  %8 = getelementptr inbounds i32, ptr @b32, i64 %3, !dbg !469
  %9 = load i32, ptr %8, align 8, !dbg !469, !tbaa !211
  %10 = sext i32 %9 to i64, !dbg !469
  %11 = mul nsw i64 %10, %7, !dbg !470
  %12 = add nsw i64 %11, %4, !dbg !471
    #dbg_value(i64 %12, !459, !DIExpression(), !462)
    #dbg_value(i64 %3, !460, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !463)
  %13 = icmp eq i64 %3, 1002, !dbg !472
  br i1 %13, label %1, label %14, !dbg !464, !llvm.loop !473

14:                                               ; preds = %2
  %15 = or disjoint i64 %3, 1, !dbg !475
    #dbg_value(i64 %15, !460, !DIExpression(), !463)
    #dbg_value(i64 %15, !460, !DIExpression(), !463)
    #dbg_value(i64 %12, !459, !DIExpression(), !462)
  %16 = getelementptr inbounds i32, ptr @a32, i64 %15, !dbg !466
  %17 = load i32, ptr %16, align 4, !dbg !466, !tbaa !211
  %18 = sext i32 %17 to i64, !dbg !468
  %19 = getelementptr inbounds i32, ptr @b32, i64 %15, !dbg !469
  %20 = load i32, ptr %19, align 4, !dbg !469, !tbaa !211
  %21 = sext i32 %20 to i64, !dbg !469
  %22 = mul nsw i64 %21, %18, !dbg !470
  %23 = add nsw i64 %22, %12, !dbg !471
    #dbg_value(i64 %23, !459, !DIExpression(), !462)
  %24 = add nuw nsw i64 %3, 2, !dbg !475
    #dbg_value(i64 %24, !460, !DIExpression(), !463)
  br label %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @mul_i16() unnamed_addr #4 !dbg !476 {
    #dbg_value(ptr @main.d16, !481, !DIExpression(), !487)
    #dbg_value(ptr @a16, !482, !DIExpression(), !487)
    #dbg_value(ptr @b16, !483, !DIExpression(), !487)
    #dbg_value(i32 1003, !484, !DIExpression(), !487)
    #dbg_value(i32 0, !485, !DIExpression(), !488)
  br label %1, !dbg !489

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ], !dbg !490
  %3 = getelementptr inbounds i16, ptr @a16, i64 %2, !dbg !492
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !492
  %5 = load <8 x i16>, ptr %3, align 16, !dbg !492, !tbaa !202
  %6 = load <8 x i16>, ptr %4, align 16, !dbg !492, !tbaa !202
  %7 = getelementptr inbounds i16, ptr @b16, i64 %2, !dbg !493
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !493
  %9 = load <8 x i16>, ptr %7, align 16, !dbg !493, !tbaa !202
  %10 = load <8 x i16>, ptr %8, align 16, !dbg !493, !tbaa !202
  %11 = mul <8 x i16> %9, %5, !dbg !494
  %12 = mul <8 x i16> %10, %6, !dbg !494
  %13 = getelementptr inbounds i16, ptr @main.d16, i64 %2, !dbg !495
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !496
  store <8 x i16> %11, ptr %13, align 16, !dbg !496, !tbaa !202
  store <8 x i16> %12, ptr %14, align 16, !dbg !496, !tbaa !202
  %15 = or disjoint i64 %2, 16, !dbg !490
  %16 = getelementptr inbounds i16, ptr @a16, i64 %15, !dbg !492
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !492
  %18 = load <8 x i16>, ptr %16, align 16, !dbg !492, !tbaa !202
  %19 = load <8 x i16>, ptr %17, align 16, !dbg !492, !tbaa !202
  %20 = getelementptr inbounds i16, ptr @b16, i64 %15, !dbg !493
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !493
  %22 = load <8 x i16>, ptr %20, align 16, !dbg !493, !tbaa !202
  %23 = load <8 x i16>, ptr %21, align 16, !dbg !493, !tbaa !202
  %24 = mul <8 x i16> %22, %18, !dbg !494
  %25 = mul <8 x i16> %23, %19, !dbg !494
  %26 = getelementptr inbounds i16, ptr @main.d16, i64 %15, !dbg !495
  %27 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !496
  store <8 x i16> %24, ptr %26, align 16, !dbg !496, !tbaa !202
  store <8 x i16> %25, ptr %27, align 16, !dbg !496, !tbaa !202
  %28 = add nuw nsw i64 %2, 32, !dbg !490
  %29 = icmp eq i64 %28, 992, !dbg !490
  br i1 %29, label %30, label %1, !dbg !490, !llvm.loop !497

30:                                               ; preds = %1
    #dbg_value(i64 992, !485, !DIExpression(), !488)
  %31 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1984), align 16, !dbg !492, !tbaa !202
  %32 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1984), align 16, !dbg !493, !tbaa !202
  %33 = mul i16 %32, %31, !dbg !494
  store i16 %33, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1984), align 16, !dbg !496, !tbaa !202
    #dbg_value(i64 993, !485, !DIExpression(), !488)
  %34 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1986), align 2, !dbg !492, !tbaa !202
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1986), align 2, !dbg !493, !tbaa !202
  %36 = mul i16 %35, %34, !dbg !494
  store i16 %36, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1986), align 2, !dbg !496, !tbaa !202
    #dbg_value(i64 994, !485, !DIExpression(), !488)
  %37 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1988), align 4, !dbg !492, !tbaa !202
  %38 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1988), align 4, !dbg !493, !tbaa !202
  %39 = mul i16 %38, %37, !dbg !494
  store i16 %39, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1988), align 4, !dbg !496, !tbaa !202
    #dbg_value(i64 995, !485, !DIExpression(), !488)
  %40 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1990), align 2, !dbg !492, !tbaa !202
  %41 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1990), align 2, !dbg !493, !tbaa !202
  %42 = mul i16 %41, %40, !dbg !494
  store i16 %42, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1990), align 2, !dbg !496, !tbaa !202
    #dbg_value(i64 996, !485, !DIExpression(), !488)
  %43 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1992), align 8, !dbg !492, !tbaa !202
  %44 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1992), align 8, !dbg !493, !tbaa !202
  %45 = mul i16 %44, %43, !dbg !494
  store i16 %45, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1992), align 8, !dbg !496, !tbaa !202
    #dbg_value(i64 997, !485, !DIExpression(), !488)
  %46 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1994), align 2, !dbg !492, !tbaa !202
  %47 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1994), align 2, !dbg !493, !tbaa !202
  %48 = mul i16 %47, %46, !dbg !494
  store i16 %48, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1994), align 2, !dbg !496, !tbaa !202
    #dbg_value(i64 998, !485, !DIExpression(), !488)
  %49 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1996), align 4, !dbg !492, !tbaa !202
  %50 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1996), align 4, !dbg !493, !tbaa !202
  %51 = mul i16 %50, %49, !dbg !494
  store i16 %51, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1996), align 4, !dbg !496, !tbaa !202
    #dbg_value(i64 999, !485, !DIExpression(), !488)
  %52 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1998), align 2, !dbg !492, !tbaa !202
  %53 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1998), align 2, !dbg !493, !tbaa !202
  %54 = mul i16 %53, %52, !dbg !494
  store i16 %54, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1998), align 2, !dbg !496, !tbaa !202
    #dbg_value(i64 1000, !485, !DIExpression(), !488)
  %55 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2000), align 16, !dbg !492, !tbaa !202
  %56 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2000), align 16, !dbg !493, !tbaa !202
  %57 = mul i16 %56, %55, !dbg !494
  store i16 %57, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2000), align 16, !dbg !496, !tbaa !202
    #dbg_value(i64 1001, !485, !DIExpression(), !488)
  %58 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2002), align 2, !dbg !492, !tbaa !202
  %59 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2002), align 2, !dbg !493, !tbaa !202
  %60 = mul i16 %59, %58, !dbg !494
  store i16 %60, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2002), align 2, !dbg !496, !tbaa !202
    #dbg_value(i64 1002, !485, !DIExpression(), !488)
  %61 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2004), align 4, !dbg !492, !tbaa !202
  %62 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2004), align 4, !dbg !493, !tbaa !202
  %63 = mul i16 %62, %61, !dbg !494
  store i16 %63, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2004), align 4, !dbg !496, !tbaa !202
    #dbg_value(i64 1003, !485, !DIExpression(), !488)
  ret void, !dbg !499
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @shift_i64() unnamed_addr #4 !dbg !500 {
    #dbg_value(ptr @a64, !505, !DIExpression(), !510)
    #dbg_value(i32 1003, !506, !DIExpression(), !510)
    #dbg_value(i32 5, !507, !DIExpression(), !510)
    #dbg_value(i32 0, !508, !DIExpression(), !511)
  br label %1, !dbg !512

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !513
  %3 = getelementptr inbounds i64, ptr @a64, i64 %2, !dbg !515
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !515
  %5 = load <2 x i64>, ptr %3, align 16, !dbg !515, !tbaa !222
  %6 = load <2 x i64>, ptr %4, align 16, !dbg !515, !tbaa !222
  %7 = ashr <2 x i64> %5, <i64 5, i64 5>, !dbg !516
  %8 = ashr <2 x i64> %6, <i64 5, i64 5>, !dbg !516
  %9 = shl <2 x i64> %5, <i64 1, i64 1>, !dbg !517
  %10 = shl <2 x i64> %6, <i64 1, i64 1>, !dbg !517
  %11 = add nsw <2 x i64> %7, %9, !dbg !518
  %12 = add nsw <2 x i64> %8, %10, !dbg !518
  store <2 x i64> %11, ptr %3, align 16, !dbg !519, !tbaa !222
  store <2 x i64> %12, ptr %4, align 16, !dbg !519, !tbaa !222
  %13 = add nuw i64 %2, 4, !dbg !513
  %14 = icmp eq i64 %13, 1000, !dbg !513
  br i1 %14, label %15, label %1, !dbg !513, !llvm.loop !520

15:                                               ; preds = %1
    #dbg_value(i64 1000, !508, !DIExpression(), !511)
  %16 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 16, !dbg !515, !tbaa !222
  %17 = ashr i64 %16, 5, !dbg !516
  %18 = shl i64 %16, 1, !dbg !517
  %19 = add nsw i64 %17, %18, !dbg !518
  store i64 %19, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 16, !dbg !519, !tbaa !222
    #dbg_value(i64 1001, !508, !DIExpression(), !511)
  %20 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !dbg !515, !tbaa !222
  %21 = ashr i64 %20, 5, !dbg !516
  %22 = shl i64 %20, 1, !dbg !517
  %23 = add nsw i64 %21, %22, !dbg !518
  store i64 %23, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !dbg !519, !tbaa !222
    #dbg_value(i64 1002, !508, !DIExpression(), !511)
  %24 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 16, !dbg !515, !tbaa !222
  %25 = ashr i64 %24, 5, !dbg !516
  %26 = shl i64 %24, 1, !dbg !517
  %27 = add nsw i64 %25, %26, !dbg !518
  store i64 %27, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 16, !dbg !519, !tbaa !222
    #dbg_value(i64 1003, !508, !DIExpression(), !511)
  ret void, !dbg !522
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @dot_f() unnamed_addr #5 !dbg !523 {
    #dbg_value(ptr @af, !529, !DIExpression(), !535)
    #dbg_value(ptr @bf, !530, !DIExpression(), !535)
    #dbg_value(i32 1003, !531, !DIExpression(), !535)
    #dbg_value(float 0.000000e+00, !532, !DIExpression(), !535)
    #dbg_value(i32 0, !533, !DIExpression(), !536)
  br label %2, !dbg !537

1:                                                ; preds = %2
  ret float %9, !dbg !538

2:                                                ; preds = %11, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %11 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %17, %11 ]
    #dbg_value(i64 %3, !533, !DIExpression(), !536)
    #dbg_value(float %4, !532, !DIExpression(), !535)
  %5 = getelementptr inbounds float, ptr @af, i64 %3, !dbg !539
  %6 = load float, ptr %5, align 8, !dbg !539, !tbaa !229
  %7 = getelementptr inbounds float, ptr @bf, i64 %3, !dbg !541
  %8 = load float, ptr %7, align 8, !dbg !541, !tbaa !229
  %9 = tail call float @llvm.fmuladd.f32(float %6, float %8, float %4), !dbg !542
    #dbg_value(float %9, !532, !DIExpression(), !535)
    #dbg_value(i64 %3, !533, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !536)
  %10 = icmp eq i64 %3, 1002, !dbg !543
  br i1 %10, label %1, label %11, !dbg !537, !llvm.loop !544

11:                                               ; preds = %2
  %12 = or disjoint i64 %3, 1, !dbg !546
    #dbg_value(i64 %12, !533, !DIExpression(), !536)
    #dbg_value(i64 %12, !533, !DIExpression(), !536)
    #dbg_value(float %9, !532, !DIExpression(), !535)
  %13 = getelementptr inbounds float, ptr @af, i64 %12, !dbg !539
  %14 = load float, ptr %13, align 4, !dbg !539, !tbaa !229
  %15 = getelementptr inbounds float, ptr @bf, i64 %12, !dbg !541
  %16 = load float, ptr %15, align 4, !dbg !541, !tbaa !229
  %17 = tail call float @llvm.fmuladd.f32(float %14, float %16, float %9), !dbg !542
    #dbg_value(float %17, !532, !DIExpression(), !535)
  %18 = add nuw nsw i64 %3, 2, !dbg !546
    #dbg_value(i64 %18, !533, !DIExpression(), !536)
  br label %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @axpy_d() unnamed_addr #4 !dbg !547 {
    #dbg_value(ptr @ad, !552, !DIExpression(), !558)
    #dbg_value(ptr @af, !553, !DIExpression(), !558)
    #dbg_value(double 5.000000e-01, !554, !DIExpression(), !558)
    #dbg_value(i32 1003, !555, !DIExpression(), !558)
    #dbg_value(i32 0, !556, !DIExpression(), !559)
  br label %1, !dbg !560

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !561
  %3 = getelementptr inbounds float, ptr @af, i64 %2, !dbg !563
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !563
  %5 = load <2 x float>, ptr %3, align 16, !dbg !563, !tbaa !229
  %6 = load <2 x float>, ptr %4, align 8, !dbg !563, !tbaa !229
  %7 = fpext <2 x float> %5 to <2 x double>, !dbg !563
  %8 = fpext <2 x float> %6 to <2 x double>, !dbg !563
  %9 = getelementptr inbounds double, ptr @ad, i64 %2, !dbg !564
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !565
  %11 = load <2 x double>, ptr %9, align 16, !dbg !565, !tbaa !240
  %12 = load <2 x double>, ptr %10, align 16, !dbg !565, !tbaa !240
  %13 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %11), !dbg !565
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %12), !dbg !565
  store <2 x double> %13, ptr %9, align 16, !dbg !565, !tbaa !240
  store <2 x double> %14, ptr %10, align 16, !dbg !565, !tbaa !240
  %15 = add nuw i64 %2, 4, !dbg !561
  %16 = icmp eq i64 %15, 1000, !dbg !561
  br i1 %16, label %17, label %1, !dbg !561, !llvm.loop !566

17:                                               ; preds = %1
    #dbg_value(i64 1000, !556, !DIExpression(), !559)
  %18 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4000), align 16, !dbg !563, !tbaa !229
  %19 = fpext float %18 to double, !dbg !563
  %20 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8000), align 16, !dbg !565, !tbaa !240
  %21 = tail call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double %20), !dbg !565
  store double %21, ptr getelementptr inbounds (i8, ptr @ad, i64 8000), align 16, !dbg !565, !tbaa !240
    #dbg_value(i64 1001, !556, !DIExpression(), !559)
  %22 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4004), align 4, !dbg !563, !tbaa !229
  %23 = fpext float %22 to double, !dbg !563
  %24 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8008), align 8, !dbg !565, !tbaa !240
  %25 = tail call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double %24), !dbg !565
  store double %25, ptr getelementptr inbounds (i8, ptr @ad, i64 8008), align 8, !dbg !565, !tbaa !240
    #dbg_value(i64 1002, !556, !DIExpression(), !559)
  %26 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4008), align 8, !dbg !563, !tbaa !229
  %27 = fpext float %26 to double, !dbg !563
  %28 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8016), align 16, !dbg !565, !tbaa !240
  %29 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-01, double %28), !dbg !565
  store double %29, ptr getelementptr inbounds (i8, ptr @ad, i64 8016), align 16, !dbg !565, !tbaa !240
    #dbg_value(i64 1003, !556, !DIExpression(), !559)
  ret void, !dbg !568
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store() unnamed_addr #4 !dbg !569 {
    #dbg_value(ptr @main.d32, !574, !DIExpression(), !579)
    #dbg_value(ptr @b32, !575, !DIExpression(), !579)
    #dbg_value(i32 1003, !576, !DIExpression(), !579)
    #dbg_value(i32 0, !577, !DIExpression(), !580)
  br label %1, !dbg !581

1:                                                ; preds = %63, %0
  %2 = phi i64 [ 0, %0 ], [ %64, %63 ], !dbg !582
  %3 = or disjoint i64 %2, 4, !dbg !581
  %4 = getelementptr inbounds i32, ptr @b32, i64 %2, !dbg !584
  %5 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !584
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !584, !tbaa !211
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !584, !tbaa !211
  %8 = trunc <4 x i32> %6 to <4 x i1>, !dbg !586
  %9 = trunc <4 x i32> %7 to <4 x i1>, !dbg !586
  %10 = extractelement <4 x i1> %8, i64 0, !dbg !587
  br i1 %10, label %11, label %15, !dbg !581

11:                                               ; preds = %1
  %12 = getelementptr inbounds i32, ptr @main.d32, i64 %2, !dbg !588
  %13 = extractelement <4 x i32> %6, i64 0, !dbg !589
  %14 = shl nsw i32 %13, 1, !dbg !589
  store i32 %14, ptr %12, align 16, !dbg !590, !tbaa !211
  br label %15, !dbg !587

15:                                               ; preds = %11, %1
  %16 = extractelement <4 x i1> %8, i64 1, !dbg !590
  br i1 %16, label %17, label %22, !dbg !590

17:                                               ; preds = %15
  %18 = or disjoint i64 %2, 1, !dbg !581
  %19 = getelementptr inbounds i32, ptr @main.d32, i64 %18, !dbg !588
  %20 = extractelement <4 x i32> %6, i64 1, !dbg !589
  %21 = shl nsw i32 %20, 1, !dbg !589
  store i32 %21, ptr %19, align 4, !dbg !590, !tbaa !211
  br label %22, !dbg !590

22:                                               ; preds = %17, %15
  %23 = extractelement <4 x i1> %8, i64 2, !dbg !590
  br i1 %23, label %24, label %29, !dbg !590

24:                                               ; preds = %22
  %25 = or disjoint i64 %2, 2, !dbg !581
  %26 = getelementptr inbounds i32, ptr @main.d32, i64 %25, !dbg !588
  %27 = extractelement <4 x i32> %6, i64 2, !dbg !589
  %28 = shl nsw i32 %27, 1, !dbg !589
  store i32 %28, ptr %26, align 8, !dbg !590, !tbaa !211
  br label %29, !dbg !590

29:                                               ; preds = %24, %22
  %30 = extractelement <4 x i1> %8, i64 3, !dbg !590
  br i1 %30, label %31, label %36, !dbg !590

31:                                               ; preds = %29
  %32 = or disjoint i64 %2, 3, !dbg !581
  %33 = getelementptr inbounds i32, ptr @main.d32, i64 %32, !dbg !588
  %34 = extractelement <4 x i32> %6, i64 3, !dbg !589
  %35 = shl nsw i32 %34, 1, !dbg !589
  store i32 %35, ptr %33, align 4, !dbg !590, !tbaa !211
  br label %36, !dbg !590

36:                                               ; preds = %31, %29
  %37 = extractelement <4 x i1> %9, i64 0, !dbg !590
  br i1 %37, label %38, label %42, !dbg !590

38:                                               ; preds = %36
  %39 = getelementptr inbounds i32, ptr @main.d32, i64 %3, !dbg !588
  %40 = extractelement <4 x i32> %7, i64 0, !dbg !589
  %41 = shl nsw i32 %40, 1, !dbg !589
  store i32 %41, ptr %39, align 16, !dbg !590, !tbaa !211
  br label %42, !dbg !590

42:                                               ; preds = %38, %36
  %43 = extractelement <4 x i1> %9, i64 1, !dbg !590
  br i1 %43, label %44, label %49, !dbg !590

44:                                               ; preds = %42
  %45 = or disjoint i64 %2, 5, !dbg !581
  %46 = getelementptr inbounds i32, ptr @main.d32, i64 %45, !dbg !588
  %47 = extractelement <4 x i32> %7, i64 1, !dbg !589
  %48 = shl nsw i32 %47, 1, !dbg !589
  store i32 %48, ptr %46, align 4, !dbg !590, !tbaa !211
  br label %49, !dbg !590

49:                                               ; preds = %44, %42
  %50 = extractelement <4 x i1> %9, i64 2, !dbg !590
  br i1 %50, label %51, label %56, !dbg !590

51:                                               ; preds = %49
  %52 = or disjoint i64 %2, 6, !dbg !581
  %53 = getelementptr inbounds i32, ptr @main.d32, i64 %52, !dbg !588
  %54 = extractelement <4 x i32> %7, i64 2, !dbg !589
  %55 = shl nsw i32 %54, 1, !dbg !589
  store i32 %55, ptr %53, align 8, !dbg !590, !tbaa !211
  br label %56, !dbg !590

56:                                               ; preds = %51, %49
  %57 = extractelement <4 x i1> %9, i64 3, !dbg !590
  br i1 %57, label %58, label %63, !dbg !590

58:                                               ; preds = %56
  %59 = or disjoint i64 %2, 7, !dbg !581
  %60 = getelementptr inbounds i32, ptr @main.d32, i64 %59, !dbg !588
  %61 = extractelement <4 x i32> %7, i64 3, !dbg !589
  %62 = shl nsw i32 %61, 1, !dbg !589
  store i32 %62, ptr %60, align 4, !dbg !590, !tbaa !211
  br label %63, !dbg !590

63:                                               ; preds = %58, %56
  %64 = add nuw i64 %2, 8, !dbg !582
  %65 = icmp eq i64 %64, 1000, !dbg !582
  br i1 %65, label %66, label %1, !dbg !582, !llvm.loop !591

66:                                               ; preds = %63
    #dbg_value(i64 1000, !577, !DIExpression(), !580)
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 16, !dbg !584, !tbaa !211
  %68 = and i32 %67, 1, !dbg !586
  %69 = icmp eq i32 %68, 0, !dbg !586
  br i1 %69, label %72, label %70, !dbg !587

70:                                               ; preds = %66
  %71 = shl nsw i32 %67, 1, !dbg !589
  store i32 %71, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 16, !dbg !590, !tbaa !211
  br label %72, !dbg !588

72:                                               ; preds = %66, %70
    #dbg_value(i64 1001, !577, !DIExpression(), !580)
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !dbg !584, !tbaa !211
  %74 = and i32 %73, 1, !dbg !586
  %75 = icmp eq i32 %74, 0, !dbg !586
  br i1 %75, label %78, label %76, !dbg !587

76:                                               ; preds = %72
  %77 = shl nsw i32 %73, 1, !dbg !589
  store i32 %77, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !dbg !590, !tbaa !211
  br label %78, !dbg !588

78:                                               ; preds = %76, %72
    #dbg_value(i64 1002, !577, !DIExpression(), !580)
  %79 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 8, !dbg !584, !tbaa !211
  %80 = and i32 %79, 1, !dbg !586
  %81 = icmp eq i32 %80, 0, !dbg !586
  br i1 %81, label %84, label %82, !dbg !587

82:                                               ; preds = %78
  %83 = shl nsw i32 %79, 1, !dbg !589
  store i32 %83, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 8, !dbg !590, !tbaa !211
  br label %84, !dbg !588

84:                                               ; preds = %82, %78
    #dbg_value(i64 1003, !577, !DIExpression(), !580)
  ret void, !dbg !593
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @strided(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 !dbg !594 {
    #dbg_value(ptr %0, !598, !DIExpression(), !604)
    #dbg_value(i32 1003, !599, !DIExpression(), !604)
    #dbg_value(i32 %1, !600, !DIExpression(), !604)
    #dbg_value(i64 0, !601, !DIExpression(), !604)
    #dbg_value(i32 0, !602, !DIExpression(), !605)
  %3 = sext i32 %1 to i64, !dbg !606
  %4 = tail call i64 @llvm.smax.i64(i64 %3, i64 1003), !dbg !606
  %5 = add nsw i64 %4, -1, !dbg !606
  %6 = udiv i64 %5, %3, !dbg !606
  %7 = add nuw nsw i64 %6, 1, !dbg !606
  %8 = icmp ugt i64 %6, 2, !dbg !606
  %9 = icmp eq i32 %1, 1, !dbg !606
  %10 = and i1 %8, %9, !dbg !606
  br i1 %10, label %14, label %11, !dbg !606

11:                                               ; preds = %32, %2
  %12 = phi i64 [ 0, %2 ], [ %16, %32 ]
  %13 = phi i64 [ 0, %2 ], [ %34, %32 ]
  br label %38, !dbg !606

14:                                               ; preds = %2
  %15 = and i64 %7, -4, !dbg !606
  %16 = mul nuw i64 %15, %3, !dbg !606
  br label %17, !dbg !606

17:                                               ; preds = %17, %14
  %18 = phi i64 [ 0, %14 ], [ %30, %17 ]
  %19 = phi <2 x i64> [ zeroinitializer, %14 ], [ %28, %17 ]
  %20 = phi <2 x i64> [ zeroinitializer, %14 ], [ %29, %17 ]
  %21 = mul nuw i64 %18, %3, !dbg !606
  %22 = getelementptr inbounds i32, ptr %0, i64 %21, !dbg !607
  %23 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !607
  %24 = load <2 x i32>, ptr %22, align 4, !dbg !607, !tbaa !211
  %25 = load <2 x i32>, ptr %23, align 4, !dbg !607, !tbaa !211
  %26 = sext <2 x i32> %24 to <2 x i64>, !dbg !607
  %27 = sext <2 x i32> %25 to <2 x i64>, !dbg !607
  %28 = add <2 x i64> %19, %26, !dbg !609
  %29 = add <2 x i64> %20, %27, !dbg !609
  %30 = add nuw i64 %18, 4
  %31 = icmp eq i64 %30, %15
  br i1 %31, label %32, label %17, !llvm.loop !610

32:                                               ; preds = %17
  %33 = add <2 x i64> %29, %28, !dbg !606
  %34 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %33), !dbg !606
  %35 = icmp eq i64 %7, %15, !dbg !606
  br i1 %35, label %36, label %11, !dbg !606

36:                                               ; preds = %38, %32
  %37 = phi i64 [ %34, %32 ], [ %44, %38 ], !dbg !609
  ret i64 %37, !dbg !612

38:                                               ; preds = %11, %38
  %39 = phi i64 [ %45, %38 ], [ %12, %11 ]
  %40 = phi i64 [ %44, %38 ], [ %13, %11 ]
    #dbg_value(i64 %39, !602, !DIExpression(), !605)
    #dbg_value(i64 %40, !601, !DIExpression(), !604)
  %41 = getelementptr inbounds i32, ptr %0, i64 %39, !dbg !607
  %42 = load i32, ptr %41, align 4, !dbg !607, !tbaa !211
  %43 = sext i32 %42 to i64, !dbg !607
  %44 = add nsw i64 %40, %43, !dbg !609
    #dbg_value(i64 %44, !601, !DIExpression(), !604)
  %45 = add nsw i64 %39, %3, !dbg !613
    #dbg_value(i64 %45, !602, !DIExpression(), !605)
  %46 = icmp slt i64 %45, 1003, !dbg !614
  br i1 %46, label %38, label %36, !dbg !606, !llvm.loop !615
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @i2f() unnamed_addr #4 !dbg !616 {
    #dbg_value(ptr @main.df, !621, !DIExpression(), !626)
    #dbg_value(ptr @b32, !622, !DIExpression(), !626)
    #dbg_value(i32 1003, !623, !DIExpression(), !626)
    #dbg_value(i32 0, !624, !DIExpression(), !627)
  br label %1, !dbg !628

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %14 ], !dbg !629
  %3 = getelementptr inbounds i32, ptr @b32, i64 %2, !dbg !631
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !631
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !631, !tbaa !211
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !631, !tbaa !211
  %7 = sitofp <4 x i32> %5 to <4 x float>, !dbg !632
  %8 = sitofp <4 x i32> %6 to <4 x float>, !dbg !632
  %9 = fmul <4 x float> %7, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !633
  %10 = fmul <4 x float> %8, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !633
  %11 = getelementptr inbounds float, ptr @main.df, i64 %2, !dbg !634
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !635
  store <4 x float> %9, ptr %11, align 16, !dbg !635, !tbaa !229
  store <4 x float> %10, ptr %12, align 16, !dbg !635, !tbaa !229
  %13 = icmp eq i64 %2, 992, !dbg !629
  br i1 %13, label %27, label %14, !dbg !629, !llvm.loop !636

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8, !dbg !629
  %16 = getelementptr inbounds i32, ptr @b32, i64 %15, !dbg !631
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !631
  %18 = load <4 x i32>, ptr %16, align 16, !dbg !631, !tbaa !211
  %19 = load <4 x i32>, ptr %17, align 16, !dbg !631, !tbaa !211
  %20 = sitofp <4 x i32> %18 to <4 x float>, !dbg !632
  %21 = sitofp <4 x i32> %19 to <4 x float>, !dbg !632
  %22 = fmul <4 x float> %20, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !633
  %23 = fmul <4 x float> %21, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !633
  %24 = getelementptr inbounds float, ptr @main.df, i64 %15, !dbg !634
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !635
  store <4 x float> %22, ptr %24, align 16, !dbg !635, !tbaa !229
  store <4 x float> %23, ptr %25, align 16, !dbg !635, !tbaa !229
  %26 = add nuw nsw i64 %2, 16, !dbg !629
  br label %1

27:                                               ; preds = %1
    #dbg_value(i64 1000, !624, !DIExpression(), !627)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 16, !dbg !631, !tbaa !211
  %29 = sitofp i32 %28 to float, !dbg !632
  %30 = fmul float %29, 5.000000e-01, !dbg !633
  store float %30, ptr getelementptr inbounds (i8, ptr @main.df, i64 4000), align 16, !dbg !635, !tbaa !229
    #dbg_value(i64 1001, !624, !DIExpression(), !627)
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !dbg !631, !tbaa !211
  %32 = sitofp i32 %31 to float, !dbg !632
  %33 = fmul float %32, 5.000000e-01, !dbg !633
  store float %33, ptr getelementptr inbounds (i8, ptr @main.df, i64 4004), align 4, !dbg !635, !tbaa !229
    #dbg_value(i64 1002, !624, !DIExpression(), !627)
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 8, !dbg !631, !tbaa !211
  %35 = sitofp i32 %34 to float, !dbg !632
  %36 = fmul float %35, 5.000000e-01, !dbg !633
  store float %36, ptr getelementptr inbounds (i8, ptr @main.df, i64 4008), align 8, !dbg !635, !tbaa !229
    #dbg_value(i64 1003, !624, !DIExpression(), !627)
  ret void, !dbg !638
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @f2i() unnamed_addr #4 !dbg !639 {
    #dbg_value(ptr @main.e32, !643, !DIExpression(), !648)
    #dbg_value(ptr @main.df, !644, !DIExpression(), !648)
    #dbg_value(i32 1003, !645, !DIExpression(), !648)
    #dbg_value(i32 0, !646, !DIExpression(), !649)
  br label %1, !dbg !650

1:                                                ; preds = %12, %0
  %2 = phi i64 [ 0, %0 ], [ %22, %12 ], !dbg !651
  %3 = getelementptr inbounds float, ptr @main.df, i64 %2, !dbg !653
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !653
  %5 = load <4 x float>, ptr %3, align 16, !dbg !653, !tbaa !229
  %6 = load <4 x float>, ptr %4, align 16, !dbg !653, !tbaa !229
  %7 = fptosi <4 x float> %5 to <4 x i32>, !dbg !654
  %8 = fptosi <4 x float> %6 to <4 x i32>, !dbg !654
  %9 = getelementptr inbounds i32, ptr @main.e32, i64 %2, !dbg !655
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !656
  store <4 x i32> %7, ptr %9, align 16, !dbg !656, !tbaa !211
  store <4 x i32> %8, ptr %10, align 16, !dbg !656, !tbaa !211
  %11 = icmp eq i64 %2, 992, !dbg !651
  br i1 %11, label %23, label %12, !dbg !651, !llvm.loop !657

12:                                               ; preds = %1
  %13 = or disjoint i64 %2, 8, !dbg !651
  %14 = getelementptr inbounds float, ptr @main.df, i64 %13, !dbg !653
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !653
  %16 = load <4 x float>, ptr %14, align 16, !dbg !653, !tbaa !229
  %17 = load <4 x float>, ptr %15, align 16, !dbg !653, !tbaa !229
  %18 = fptosi <4 x float> %16 to <4 x i32>, !dbg !654
  %19 = fptosi <4 x float> %17 to <4 x i32>, !dbg !654
  %20 = getelementptr inbounds i32, ptr @main.e32, i64 %13, !dbg !655
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !656
  store <4 x i32> %18, ptr %20, align 16, !dbg !656, !tbaa !211
  store <4 x i32> %19, ptr %21, align 16, !dbg !656, !tbaa !211
  %22 = add nuw nsw i64 %2, 16, !dbg !651
  br label %1

23:                                               ; preds = %1
    #dbg_value(i64 1000, !646, !DIExpression(), !649)
  %24 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4000), align 16, !dbg !653, !tbaa !229
  %25 = fptosi float %24 to i32, !dbg !654
  store i32 %25, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4000), align 16, !dbg !656, !tbaa !211
    #dbg_value(i64 1001, !646, !DIExpression(), !649)
  %26 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4004), align 4, !dbg !653, !tbaa !229
  %27 = fptosi float %26 to i32, !dbg !654
  store i32 %27, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4004), align 4, !dbg !656, !tbaa !211
    #dbg_value(i64 1002, !646, !DIExpression(), !649)
  %28 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4008), align 8, !dbg !653, !tbaa !229
  %29 = fptosi float %28 to i32, !dbg !654
  store i32 %29, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4008), align 8, !dbg !656, !tbaa !211
    #dbg_value(i64 1003, !646, !DIExpression(), !649)
  ret void, !dbg !659
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @widen() unnamed_addr #4 !dbg !660 {
    #dbg_value(ptr @main.d32, !664, !DIExpression(), !670)
    #dbg_value(ptr @a8, !665, !DIExpression(), !670)
    #dbg_value(ptr @b8, !666, !DIExpression(), !670)
    #dbg_value(i32 1003, !667, !DIExpression(), !670)
    #dbg_value(i32 0, !668, !DIExpression(), !671)
  br label %1, !dbg !672

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ], !dbg !673
  %3 = getelementptr inbounds i8, ptr @a8, i64 %2, !dbg !675
  %4 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !675
  %5 = load <4 x i8>, ptr %3, align 8, !dbg !675, !tbaa !177
  %6 = load <4 x i8>, ptr %4, align 4, !dbg !675, !tbaa !177
  %7 = sext <4 x i8> %5 to <4 x i32>, !dbg !675
  %8 = sext <4 x i8> %6 to <4 x i32>, !dbg !675
  %9 = getelementptr inbounds i8, ptr @b8, i64 %2, !dbg !676
  %10 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !676
  %11 = load <4 x i8>, ptr %9, align 8, !dbg !676, !tbaa !177
  %12 = load <4 x i8>, ptr %10, align 4, !dbg !676, !tbaa !177
  %13 = zext <4 x i8> %11 to <4 x i32>, !dbg !677
  %14 = zext <4 x i8> %12 to <4 x i32>, !dbg !677
  %15 = mul nsw <4 x i32> %13, %7, !dbg !678
  %16 = mul nsw <4 x i32> %14, %8, !dbg !678
  %17 = getelementptr inbounds i32, ptr @main.d32, i64 %2, !dbg !679
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !680
  store <4 x i32> %15, ptr %17, align 16, !dbg !680, !tbaa !211
  store <4 x i32> %16, ptr %18, align 16, !dbg !680, !tbaa !211
  %19 = add nuw i64 %2, 8, !dbg !673
  %20 = icmp eq i64 %19, 1000, !dbg !673
  br i1 %20, label %21, label %1, !dbg !673, !llvm.loop !681

21:                                               ; preds = %1
    #dbg_value(i64 1000, !668, !DIExpression(), !671)
  %22 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 8, !dbg !675, !tbaa !177
  %23 = sext i8 %22 to i32, !dbg !675
  %24 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1000), align 8, !dbg !676, !tbaa !177
  %25 = zext i8 %24 to i32, !dbg !677
  %26 = mul nsw i32 %25, %23, !dbg !678
  store i32 %26, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 16, !dbg !680, !tbaa !211
    #dbg_value(i64 1001, !668, !DIExpression(), !671)
  %27 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !dbg !675, !tbaa !177
  %28 = sext i8 %27 to i32, !dbg !675
  %29 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1001), align 1, !dbg !676, !tbaa !177
  %30 = zext i8 %29 to i32, !dbg !677
  %31 = mul nsw i32 %30, %28, !dbg !678
  store i32 %31, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !dbg !680, !tbaa !211
    #dbg_value(i64 1002, !668, !DIExpression(), !671)
  %32 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 2, !dbg !675, !tbaa !177
  %33 = sext i8 %32 to i32, !dbg !675
  %34 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1002), align 2, !dbg !676, !tbaa !177
  %35 = zext i8 %34 to i32, !dbg !677
  %36 = mul nsw i32 %35, %33, !dbg !678
  store i32 %36, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 8, !dbg !680, !tbaa !211
    #dbg_value(i64 1003, !668, !DIExpression(), !671)
  ret void, !dbg !683
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_eq(ptr nocapture noundef readonly %0) unnamed_addr #6 !dbg !684 {
    #dbg_value(ptr @a8, !688, !DIExpression(), !694)
    #dbg_value(ptr %0, !689, !DIExpression(), !694)
    #dbg_value(i32 1003, !690, !DIExpression(), !694)
    #dbg_value(i32 0, !691, !DIExpression(), !694)
    #dbg_value(i32 0, !692, !DIExpression(), !695)
  br label %2, !dbg !696

2:                                                ; preds = %21, %1
  %3 = phi i64 [ 0, %1 ], [ %37, %21 ], !dbg !697
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %35, %21 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %36, %21 ]
  %6 = getelementptr inbounds i8, ptr @a8, i64 %3, !dbg !699
  %7 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !699
  %8 = load <4 x i8>, ptr %6, align 16, !dbg !699, !tbaa !177
  %9 = load <4 x i8>, ptr %7, align 4, !dbg !699, !tbaa !177
  %10 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !700
  %11 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !700
  %12 = load <4 x i8>, ptr %10, align 1, !dbg !700, !tbaa !177
  %13 = load <4 x i8>, ptr %11, align 1, !dbg !700, !tbaa !177
  %14 = icmp eq <4 x i8> %8, %12, !dbg !701
  %15 = icmp eq <4 x i8> %9, %13, !dbg !701
  %16 = zext <4 x i1> %14 to <4 x i32>, !dbg !701
  %17 = zext <4 x i1> %15 to <4 x i32>, !dbg !701
  %18 = add <4 x i32> %4, %16, !dbg !702
  %19 = add <4 x i32> %5, %17, !dbg !702
  %20 = icmp eq i64 %3, 992, !dbg !697
  br i1 %20, label %38, label %21, !dbg !697, !llvm.loop !703

21:                                               ; preds = %2
  %22 = or disjoint i64 %3, 8, !dbg !697
  %23 = getelementptr inbounds i8, ptr @a8, i64 %22, !dbg !699
  %24 = getelementptr inbounds i8, ptr %23, i64 4, !dbg !699
  %25 = load <4 x i8>, ptr %23, align 8, !dbg !699, !tbaa !177
  %26 = load <4 x i8>, ptr %24, align 4, !dbg !699, !tbaa !177
  %27 = getelementptr inbounds i8, ptr %0, i64 %22, !dbg !700
  %28 = getelementptr inbounds i8, ptr %27, i64 4, !dbg !700
  %29 = load <4 x i8>, ptr %27, align 1, !dbg !700, !tbaa !177
  %30 = load <4 x i8>, ptr %28, align 1, !dbg !700, !tbaa !177
  %31 = icmp eq <4 x i8> %25, %29, !dbg !701
  %32 = icmp eq <4 x i8> %26, %30, !dbg !701
  %33 = zext <4 x i1> %31 to <4 x i32>, !dbg !701
  %34 = zext <4 x i1> %32 to <4 x i32>, !dbg !701
  %35 = add <4 x i32> %18, %33, !dbg !702
  %36 = add <4 x i32> %19, %34, !dbg !702
  %37 = add nuw nsw i64 %3, 16, !dbg !697
  br label %2

38:                                               ; preds = %2
  %39 = add <4 x i32> %19, %18, !dbg !696
  %40 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %39), !dbg !696
    #dbg_value(i64 1000, !692, !DIExpression(), !695)
    #dbg_value(i32 %40, !691, !DIExpression(), !694)
  %41 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 8, !dbg !699, !tbaa !177
  %42 = getelementptr inbounds i8, ptr %0, i64 1000, !dbg !700
  %43 = load i8, ptr %42, align 1, !dbg !700, !tbaa !177
  %44 = icmp eq i8 %41, %43, !dbg !701
  %45 = zext i1 %44 to i32, !dbg !701
  %46 = add nuw nsw i32 %40, %45, !dbg !702
    #dbg_value(i32 %46, !691, !DIExpression(), !694)
    #dbg_value(i64 1001, !692, !DIExpression(), !695)
  %47 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !dbg !699, !tbaa !177
  %48 = getelementptr inbounds i8, ptr %0, i64 1001, !dbg !700
  %49 = load i8, ptr %48, align 1, !dbg !700, !tbaa !177
  %50 = icmp eq i8 %47, %49, !dbg !701
  %51 = zext i1 %50 to i32, !dbg !701
  %52 = add nuw nsw i32 %46, %51, !dbg !702
    #dbg_value(i32 %52, !691, !DIExpression(), !694)
    #dbg_value(i64 1002, !692, !DIExpression(), !695)
  %53 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 2, !dbg !699, !tbaa !177
  %54 = getelementptr inbounds i8, ptr %0, i64 1002, !dbg !700
  %55 = load i8, ptr %54, align 1, !dbg !700, !tbaa !177
  %56 = icmp eq i8 %53, %55, !dbg !701
  %57 = zext i1 %56 to i32, !dbg !701
  %58 = add nuw nsw i32 %52, %57, !dbg !702
    #dbg_value(i32 %58, !691, !DIExpression(), !694)
    #dbg_value(i64 1003, !692, !DIExpression(), !695)
  ret i32 %58, !dbg !705
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff() unnamed_addr #4 !dbg !706 {
    #dbg_value(ptr @main.d32, !710, !DIExpression(), !719)
    #dbg_value(ptr @a32, !711, !DIExpression(), !719)
    #dbg_value(ptr @b32, !712, !DIExpression(), !719)
    #dbg_value(i32 1003, !713, !DIExpression(), !719)
    #dbg_value(i32 0, !714, !DIExpression(), !720)
  br label %1, !dbg !721

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !722
  %3 = getelementptr inbounds i32, ptr @a32, i64 %2, !dbg !723
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !723
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !723, !tbaa !211
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !723, !tbaa !211
  %7 = getelementptr inbounds i32, ptr @b32, i64 %2, !dbg !724
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !724
  %9 = load <4 x i32>, ptr %7, align 16, !dbg !724, !tbaa !211
  %10 = load <4 x i32>, ptr %8, align 16, !dbg !724, !tbaa !211
  %11 = sub nsw <4 x i32> %5, %9, !dbg !725
  %12 = sub nsw <4 x i32> %6, %10, !dbg !725
  %13 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %11, i1 true), !dbg !726
  %14 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %12, i1 true), !dbg !726
  %15 = getelementptr inbounds i32, ptr @main.d32, i64 %2, !dbg !727
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !728
  store <4 x i32> %13, ptr %15, align 16, !dbg !728, !tbaa !211
  store <4 x i32> %14, ptr %16, align 16, !dbg !728, !tbaa !211
  %17 = add nuw i64 %2, 8, !dbg !722
  %18 = icmp eq i64 %17, 1000, !dbg !722
  br i1 %18, label %19, label %1, !dbg !722, !llvm.loop !729

19:                                               ; preds = %1
    #dbg_value(i64 1000, !714, !DIExpression(), !720)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 16, !dbg !723, !tbaa !211
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 16, !dbg !724, !tbaa !211
  %22 = sub nsw i32 %20, %21, !dbg !725
    #dbg_value(i32 %22, !716, !DIExpression(), !731)
  %23 = tail call i32 @llvm.abs.i32(i32 %22, i1 true), !dbg !726
  store i32 %23, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 16, !dbg !728, !tbaa !211
    #dbg_value(i64 1001, !714, !DIExpression(), !720)
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !dbg !723, !tbaa !211
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !dbg !724, !tbaa !211
  %26 = sub nsw i32 %24, %25, !dbg !725
    #dbg_value(i32 %26, !716, !DIExpression(), !731)
  %27 = tail call i32 @llvm.abs.i32(i32 %26, i1 true), !dbg !726
  store i32 %27, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !dbg !728, !tbaa !211
    #dbg_value(i64 1002, !714, !DIExpression(), !720)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 8, !dbg !723, !tbaa !211
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 8, !dbg !724, !tbaa !211
  %30 = sub nsw i32 %28, %29, !dbg !725
    #dbg_value(i32 %30, !716, !DIExpression(), !731)
  %31 = tail call i32 @llvm.abs.i32(i32 %30, i1 true), !dbg !726
  store i32 %31, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 8, !dbg !728, !tbaa !211
    #dbg_value(i64 1003, !714, !DIExpression(), !720)
  ret void, !dbg !732
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!155, !156, !157, !158, !159, !160, !161}
!llvm.ident = !{!162}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a8", scope: !2, file: !3, line: 8, type: !58, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !34, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/loop_vectorizable.c", directory: ".", checksumkind: CSK_MD5, checksum: "919d62b2626302ca5c8d93fc338c7c77")
!4 = !{!5, !10, !13, !16, !19, !15, !20, !21, !22, !24, !28, !31}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !8, line: 37, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !6, line: 25, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !12)
!12 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 26, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !6, line: 27, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !18)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !25, line: 24, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !27)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !25, line: 26, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !30)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !25, line: 27, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !33)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !{!35, !61, !64, !67, !70, !72, !75, !81, !83, !85, !90, !95, !97, !102, !104, !106, !111, !113, !115, !120, !125, !130, !0, !135, !137, !139, !141, !143, !145, !148, !150, !152}
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "d8", scope: !37, file: !3, line: 31, type: !58, isLocal: true, isDefinition: true)
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !38, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!15}
!40 = !{!41, !42, !44, !45, !46, !48, !49, !51, !52, !54, !56}
!41 = !DILocalVariable(name: "s", scope: !37, file: !3, line: 29, type: !28)
!42 = !DILocalVariable(name: "i", scope: !43, file: !3, line: 30, type: !15)
!43 = distinct !DILexicalBlock(scope: !37, file: !3, line: 30, column: 5)
!44 = !DILocalVariable(name: "n", scope: !37, file: !3, line: 31, type: !15)
!45 = !DILocalVariable(name: "us", scope: !37, file: !3, line: 33, type: !15)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 33, type: !15)
!47 = distinct !DILexicalBlock(scope: !37, file: !3, line: 33, column: 37)
!48 = !DILocalVariable(name: "s64", scope: !37, file: !3, line: 36, type: !16)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 36, type: !15)
!50 = distinct !DILexicalBlock(scope: !37, file: !3, line: 36, column: 44)
!51 = !DILocalVariable(name: "sd", scope: !37, file: !3, line: 38, type: !21)
!52 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 38, type: !15)
!53 = distinct !DILexicalBlock(scope: !37, file: !3, line: 38, column: 44)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 39, type: !15)
!55 = distinct !DILexicalBlock(scope: !37, file: !3, line: 39, column: 5)
!56 = !DILocalVariable(name: "len", scope: !57, file: !3, line: 45, type: !15)
!57 = distinct !DILexicalBlock(scope: !37, file: !3, line: 45, column: 5)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8024, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 1003)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "u8", scope: !37, file: !3, line: 31, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 8024, elements: !59)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "d16", scope: !37, file: !3, line: 31, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16048, elements: !59)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "d32", scope: !37, file: !3, line: 31, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32096, elements: !59)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "e32", scope: !37, file: !3, line: 31, type: !69, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "df", scope: !37, file: !3, line: 31, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32096, elements: !59)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 88, elements: !79)
!78 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!79 = !{!80}
!80 = !DISubrange(count: 11)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !77, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !77, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 328, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 41)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 128, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 16)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !92, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 96, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 12)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !77, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !77, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 152, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 19)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !99, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !99, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 104, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 13)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 112, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 14)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 32, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 4)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !132, isLocal: true, isDefinition: true)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 16, elements: !133)
!133 = !{!134}
!134 = !DISubrange(count: 2)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "b8", scope: !2, file: !3, line: 8, type: !58, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "a16", scope: !2, file: !3, line: 8, type: !66, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "b16", scope: !2, file: !3, line: 8, type: !66, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "a32", scope: !2, file: !3, line: 8, type: !69, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "b32", scope: !2, file: !3, line: 8, type: !69, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "a64", scope: !2, file: !3, line: 8, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64192, elements: !59)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "af", scope: !2, file: !3, line: 8, type: !74, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "bf", scope: !2, file: !3, line: 8, type: !74, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "ad", scope: !2, file: !3, line: 8, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 64192, elements: !59)
!155 = !{i32 7, !"Dwarf Version", i32 5}
!156 = !{i32 2, !"Debug Info Version", i32 3}
!157 = !{i32 1, !"wchar_size", i32 4}
!158 = !{i32 8, !"PIC Level", i32 2}
!159 = !{i32 7, !"PIE Level", i32 2}
!160 = !{i32 7, !"uwtable", i32 2}
!161 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!162 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!163 = !DILocation(line: 0, scope: !37)
!164 = !DILocation(line: 0, scope: !43)
!165 = !DILocation(line: 30, column: 5, scope: !43)
!166 = !DILocation(line: 32, column: 27, scope: !37)
!167 = !DILocation(line: 32, column: 5, scope: !37)
!168 = !DILocation(line: 32, column: 43, scope: !37)
!169 = !DILocation(line: 32, column: 88, scope: !37)
!170 = !DILocation(line: 32, column: 66, scope: !37)
!171 = !DILocation(line: 33, column: 5, scope: !37)
!172 = !DILocation(line: 0, scope: !47)
!173 = !DILocation(line: 33, column: 37, scope: !47)
!174 = !DILocation(line: 33, column: 61, scope: !175)
!175 = distinct !DILexicalBlock(scope: !47, file: !3, line: 33, column: 37)
!176 = !DILocation(line: 33, column: 71, scope: !175)
!177 = !{!178, !178, i64 0}
!178 = !{!"omnipotent char", !179, i64 0}
!179 = !{!"Simple C/C++ TBAA"}
!180 = !DILocation(line: 33, column: 68, scope: !175)
!181 = distinct !{!181, !173, !182, !183, !184, !185}
!182 = !DILocation(line: 33, column: 75, scope: !47)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !{!"llvm.loop.isvectorized", i32 1}
!185 = !{!"llvm.loop.unroll.runtime.disable"}
!186 = !DILocation(line: 30, column: 41, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 30, column: 33)
!188 = distinct !DILexicalBlock(scope: !43, file: !3, line: 30, column: 5)
!189 = !DILocation(line: 30, column: 52, scope: !187)
!190 = !DILocation(line: 30, column: 86, scope: !187)
!191 = !DILocation(line: 30, column: 75, scope: !187)
!192 = !DILocation(line: 30, column: 67, scope: !187)
!193 = !DILocation(line: 30, column: 73, scope: !187)
!194 = !DILocation(line: 30, column: 113, scope: !187)
!195 = !DILocation(line: 30, column: 102, scope: !187)
!196 = !DILocation(line: 30, column: 94, scope: !187)
!197 = !DILocation(line: 30, column: 100, scope: !187)
!198 = !DILocation(line: 30, column: 142, scope: !187)
!199 = !DILocation(line: 30, column: 130, scope: !187)
!200 = !DILocation(line: 30, column: 121, scope: !187)
!201 = !DILocation(line: 30, column: 128, scope: !187)
!202 = !{!203, !203, i64 0}
!203 = !{!"short", !178, i64 0}
!204 = !DILocation(line: 30, column: 158, scope: !187)
!205 = !DILocation(line: 30, column: 149, scope: !187)
!206 = !DILocation(line: 30, column: 156, scope: !187)
!207 = !DILocation(line: 30, column: 206, scope: !187)
!208 = !DILocation(line: 30, column: 212, scope: !187)
!209 = !DILocation(line: 30, column: 185, scope: !187)
!210 = !DILocation(line: 30, column: 192, scope: !187)
!211 = !{!212, !212, i64 0}
!212 = !{!"int", !178, i64 0}
!213 = !DILocation(line: 30, column: 247, scope: !187)
!214 = !DILocation(line: 30, column: 255, scope: !187)
!215 = !DILocation(line: 30, column: 226, scope: !187)
!216 = !DILocation(line: 30, column: 233, scope: !187)
!217 = !DILocation(line: 30, column: 271, scope: !187)
!218 = !DILocation(line: 30, column: 282, scope: !187)
!219 = !DILocation(line: 30, column: 290, scope: !187)
!220 = !DILocation(line: 30, column: 262, scope: !187)
!221 = !DILocation(line: 30, column: 269, scope: !187)
!222 = !{!223, !223, i64 0}
!223 = !{!"long", !178, i64 0}
!224 = !DILocation(line: 30, column: 318, scope: !187)
!225 = !DILocation(line: 30, column: 303, scope: !187)
!226 = !DILocation(line: 30, column: 335, scope: !187)
!227 = !DILocation(line: 30, column: 295, scope: !187)
!228 = !DILocation(line: 30, column: 301, scope: !187)
!229 = !{!230, !230, i64 0}
!230 = !{!"float", !178, i64 0}
!231 = !DILocation(line: 30, column: 358, scope: !187)
!232 = !DILocation(line: 30, column: 348, scope: !187)
!233 = !DILocation(line: 30, column: 364, scope: !187)
!234 = !DILocation(line: 30, column: 340, scope: !187)
!235 = !DILocation(line: 30, column: 346, scope: !187)
!236 = !DILocation(line: 30, column: 381, scope: !187)
!237 = !DILocation(line: 30, column: 383, scope: !187)
!238 = !DILocation(line: 30, column: 373, scope: !187)
!239 = !DILocation(line: 30, column: 379, scope: !187)
!240 = !{!241, !241, i64 0}
!241 = !{!"double", !178, i64 0}
!242 = !DILocation(line: 30, column: 29, scope: !188)
!243 = !DILocation(line: 30, column: 23, scope: !188)
!244 = distinct !{!244, !165, !245, !183}
!245 = !DILocation(line: 30, column: 390, scope: !43)
!246 = !DILocation(line: 36, column: 68, scope: !247)
!247 = distinct !DILexicalBlock(scope: !50, file: !3, line: 36, column: 44)
!248 = !DILocation(line: 36, column: 79, scope: !247)
!249 = !DILocation(line: 36, column: 76, scope: !247)
!250 = distinct !{!250, !251, !252, !183, !184, !185}
!251 = !DILocation(line: 36, column: 44, scope: !50)
!252 = !DILocation(line: 36, column: 84, scope: !50)
!253 = !DILocation(line: 33, column: 78, scope: !37)
!254 = !DILocation(line: 34, column: 57, scope: !37)
!255 = !DILocation(line: 34, column: 74, scope: !37)
!256 = !DILocation(line: 34, column: 91, scope: !37)
!257 = !DILocation(line: 34, column: 119, scope: !37)
!258 = !DILocation(line: 34, column: 5, scope: !37)
!259 = !DILocation(line: 35, column: 5, scope: !37)
!260 = !DILocation(line: 35, column: 59, scope: !37)
!261 = !DILocation(line: 35, column: 32, scope: !37)
!262 = !DILocation(line: 36, column: 5, scope: !37)
!263 = !DILocation(line: 0, scope: !50)
!264 = !DILocation(line: 36, column: 87, scope: !37)
!265 = !DILocation(line: 37, column: 36, scope: !37)
!266 = !DILocation(line: 37, column: 28, scope: !37)
!267 = !DILocation(line: 37, column: 5, scope: !37)
!268 = !DILocation(line: 38, column: 5, scope: !37)
!269 = !DILocation(line: 0, scope: !53)
!270 = !DILocation(line: 38, column: 44, scope: !53)
!271 = !DILocation(line: 38, column: 85, scope: !37)
!272 = !DILocation(line: 0, scope: !55)
!273 = !DILocation(line: 39, column: 40, scope: !274)
!274 = distinct !DILexicalBlock(scope: !55, file: !3, line: 39, column: 5)
!275 = !DILocation(line: 39, column: 46, scope: !37)
!276 = !DILocation(line: 39, column: 104, scope: !37)
!277 = !DILocation(line: 39, column: 71, scope: !37)
!278 = !DILocation(line: 40, column: 46, scope: !37)
!279 = !DILocation(line: 40, column: 77, scope: !37)
!280 = !DILocation(line: 40, column: 5, scope: !37)
!281 = !DILocation(line: 41, column: 5, scope: !37)
!282 = !DILocation(line: 41, column: 22, scope: !37)
!283 = !DILocation(line: 41, column: 73, scope: !37)
!284 = !DILocation(line: 41, column: 39, scope: !37)
!285 = !DILocation(line: 42, column: 5, scope: !37)
!286 = !DILocation(line: 42, column: 79, scope: !37)
!287 = !DILocation(line: 42, column: 45, scope: !37)
!288 = !DILocation(line: 43, column: 29, scope: !37)
!289 = !DILocation(line: 43, column: 51, scope: !37)
!290 = !DILocation(line: 43, column: 49, scope: !37)
!291 = !DILocation(line: 43, column: 5, scope: !37)
!292 = !DILocation(line: 44, column: 5, scope: !37)
!293 = !DILocation(line: 44, column: 68, scope: !37)
!294 = !DILocation(line: 44, column: 32, scope: !37)
!295 = !DILocation(line: 0, scope: !57)
!296 = !DILocation(line: 45, column: 54, scope: !297)
!297 = distinct !DILexicalBlock(scope: !57, file: !3, line: 45, column: 5)
!298 = !DILocation(line: 45, column: 40, scope: !297)
!299 = !DILocation(line: 45, column: 78, scope: !37)
!300 = !DILocation(line: 46, column: 18, scope: !37)
!301 = !DILocation(line: 46, column: 34, scope: !37)
!302 = !DILocation(line: 46, column: 5, scope: !37)
!303 = !DILocation(line: 38, column: 78, scope: !304)
!304 = distinct !DILexicalBlock(scope: !53, file: !3, line: 38, column: 44)
!305 = !DILocation(line: 38, column: 75, scope: !304)
!306 = !DILocation(line: 38, column: 68, scope: !304)
!307 = !DILocation(line: 38, column: 62, scope: !304)
!308 = distinct !{!308, !270, !309, !183}
!309 = !DILocation(line: 38, column: 82, scope: !53)
!310 = !DISubprogram(name: "printf", scope: !311, file: !311, line: 356, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!312 = !DISubroutineType(types: !313)
!313 = !{!15, !314, null}
!314 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!317 = distinct !DISubprogram(name: "sum_i8", scope: !3, file: !3, line: 9, type: !318, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !322)
!318 = !DISubroutineType(types: !319)
!319 = !{!13, !320, !15}
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!322 = !{!323, !324, !325, !326}
!323 = !DILocalVariable(name: "a", arg: 1, scope: !317, file: !3, line: 9, type: !320)
!324 = !DILocalVariable(name: "n", arg: 2, scope: !317, file: !3, line: 9, type: !15)
!325 = !DILocalVariable(name: "s", scope: !317, file: !3, line: 9, type: !13)
!326 = !DILocalVariable(name: "i", scope: !327, file: !3, line: 9, type: !15)
!327 = distinct !DILexicalBlock(scope: !317, file: !3, line: 9, column: 90)
!328 = !DILocation(line: 0, scope: !317)
!329 = !DILocation(line: 0, scope: !327)
!330 = !DILocation(line: 9, column: 108, scope: !331)
!331 = distinct !DILexicalBlock(scope: !327, file: !3, line: 9, column: 90)
!332 = !DILocation(line: 9, column: 90, scope: !327)
!333 = !DILocation(line: 9, column: 114, scope: !331)
!334 = !DILocation(line: 9, column: 123, scope: !331)
!335 = !DILocation(line: 9, column: 120, scope: !331)
!336 = distinct !{!336, !332, !337, !183, !184, !185}
!337 = !DILocation(line: 9, column: 126, scope: !327)
!338 = !DILocation(line: 9, scope: !317)
!339 = !DILocation(line: 9, column: 129, scope: !317)
!340 = distinct !{!340, !332, !337, !183, !185, !184}
!341 = distinct !DISubprogram(name: "add_i8", scope: !3, file: !3, line: 10, type: !342, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !345)
!342 = !DISubroutineType(cc: DW_CC_nocall, types: !343)
!343 = !{null, !344, !320, !320, !15}
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!345 = !{!346, !347, !348, !349, !350}
!346 = !DILocalVariable(name: "d", arg: 1, scope: !341, file: !3, line: 10, type: !344)
!347 = !DILocalVariable(name: "a", arg: 2, scope: !341, file: !3, line: 10, type: !320)
!348 = !DILocalVariable(name: "b", arg: 3, scope: !341, file: !3, line: 10, type: !320)
!349 = !DILocalVariable(name: "n", arg: 4, scope: !341, file: !3, line: 10, type: !15)
!350 = !DILocalVariable(name: "i", scope: !351, file: !3, line: 10, type: !15)
!351 = distinct !DILexicalBlock(scope: !341, file: !3, line: 10, column: 100)
!352 = !DILocation(line: 0, scope: !341)
!353 = !DILocation(line: 0, scope: !351)
!354 = !DILocation(line: 10, column: 100, scope: !351)
!355 = !DILocation(line: 10, column: 124, scope: !356)
!356 = distinct !DILexicalBlock(scope: !351, file: !3, line: 10, column: 100)
!357 = !DILocation(line: 10, column: 144, scope: !356)
!358 = !DILocation(line: 10, column: 151, scope: !356)
!359 = !DILocation(line: 10, column: 149, scope: !356)
!360 = !DILocation(line: 10, column: 128, scope: !356)
!361 = !DILocation(line: 10, column: 133, scope: !356)
!362 = distinct !{!362, !354, !363, !183, !184, !185}
!363 = !DILocation(line: 10, column: 155, scope: !351)
!364 = !DILocation(line: 10, column: 158, scope: !341)
!365 = distinct !DISubprogram(name: "sat_u8", scope: !3, file: !3, line: 11, type: !366, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !371)
!366 = !DISubroutineType(cc: DW_CC_nocall, types: !367)
!367 = !{null, !368, !369, !15}
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!370 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!371 = !{!372, !373, !374, !375, !377}
!372 = !DILocalVariable(name: "d", arg: 1, scope: !365, file: !3, line: 11, type: !368)
!373 = !DILocalVariable(name: "a", arg: 2, scope: !365, file: !3, line: 11, type: !369)
!374 = !DILocalVariable(name: "n", arg: 3, scope: !365, file: !3, line: 11, type: !15)
!375 = !DILocalVariable(name: "i", scope: !376, file: !3, line: 11, type: !15)
!376 = distinct !DILexicalBlock(scope: !365, file: !3, line: 11, column: 85)
!377 = !DILocalVariable(name: "v", scope: !378, file: !3, line: 11, type: !15)
!378 = distinct !DILexicalBlock(scope: !379, file: !3, line: 11, column: 113)
!379 = distinct !DILexicalBlock(scope: !376, file: !3, line: 11, column: 85)
!380 = !DILocation(line: 0, scope: !365)
!381 = !DILocation(line: 0, scope: !376)
!382 = !DILocation(line: 11, column: 85, scope: !376)
!383 = !DILocation(line: 11, column: 109, scope: !379)
!384 = !DILocation(line: 11, column: 123, scope: !378)
!385 = !DILocation(line: 11, column: 146, scope: !378)
!386 = !DILocation(line: 11, column: 136, scope: !378)
!387 = !DILocation(line: 11, column: 129, scope: !378)
!388 = !DILocation(line: 11, column: 134, scope: !378)
!389 = distinct !{!389, !382, !390, !183, !184, !185}
!390 = !DILocation(line: 11, column: 178, scope: !376)
!391 = !DILocation(line: 0, scope: !378)
!392 = !DILocation(line: 11, column: 180, scope: !365)
!393 = distinct !DISubprogram(name: "max_i16", scope: !3, file: !3, line: 12, type: !394, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !396)
!394 = !DISubroutineType(cc: DW_CC_nocall, types: !395)
!395 = !{!10, !369, !15}
!396 = !{!397, !398, !399, !400}
!397 = !DILocalVariable(name: "a", arg: 1, scope: !393, file: !3, line: 12, type: !369)
!398 = !DILocalVariable(name: "n", arg: 2, scope: !393, file: !3, line: 12, type: !15)
!399 = !DILocalVariable(name: "m", scope: !393, file: !3, line: 12, type: !10)
!400 = !DILocalVariable(name: "i", scope: !401, file: !3, line: 12, type: !15)
!401 = distinct !DILexicalBlock(scope: !393, file: !3, line: 12, column: 100)
!402 = !DILocation(line: 0, scope: !393)
!403 = !DILocation(line: 0, scope: !401)
!404 = !DILocation(line: 12, column: 100, scope: !401)
!405 = !DILocation(line: 12, column: 124, scope: !406)
!406 = distinct !DILexicalBlock(scope: !401, file: !3, line: 12, column: 100)
!407 = !DILocation(line: 12, column: 132, scope: !406)
!408 = distinct !{!408, !404, !409, !183, !184, !185}
!409 = !DILocation(line: 12, column: 150, scope: !401)
!410 = !DILocation(line: 12, column: 153, scope: !393)
!411 = distinct !DISubprogram(name: "min_i32", scope: !3, file: !3, line: 13, type: !412, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !416)
!412 = !DISubroutineType(cc: DW_CC_nocall, types: !413)
!413 = !{!13, !414, !15}
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !415, size: 64)
!415 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!416 = !{!417, !418, !419, !420}
!417 = !DILocalVariable(name: "a", arg: 1, scope: !411, file: !3, line: 13, type: !414)
!418 = !DILocalVariable(name: "n", arg: 2, scope: !411, file: !3, line: 13, type: !15)
!419 = !DILocalVariable(name: "m", scope: !411, file: !3, line: 13, type: !13)
!420 = !DILocalVariable(name: "i", scope: !421, file: !3, line: 13, type: !15)
!421 = distinct !DILexicalBlock(scope: !411, file: !3, line: 13, column: 100)
!422 = !DILocation(line: 0, scope: !411)
!423 = !DILocation(line: 0, scope: !421)
!424 = !DILocation(line: 13, column: 100, scope: !421)
!425 = !DILocation(line: 13, column: 124, scope: !426)
!426 = distinct !DILexicalBlock(scope: !421, file: !3, line: 13, column: 100)
!427 = !DILocation(line: 13, column: 132, scope: !428)
!428 = distinct !DILexicalBlock(scope: !426, file: !3, line: 13, column: 132)
!429 = !DILocation(line: 13, column: 132, scope: !426)
!430 = distinct !{!430, !424, !431, !183, !184, !185}
!431 = !DILocation(line: 13, column: 149, scope: !421)
!432 = !DILocation(line: 13, column: 152, scope: !411)
!433 = distinct !DISubprogram(name: "xor_red", scope: !3, file: !3, line: 14, type: !434, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !436)
!434 = !DISubroutineType(cc: DW_CC_nocall, types: !435)
!435 = !{!28, !414, !15}
!436 = !{!437, !438, !439, !440}
!437 = !DILocalVariable(name: "a", arg: 1, scope: !433, file: !3, line: 14, type: !414)
!438 = !DILocalVariable(name: "n", arg: 2, scope: !433, file: !3, line: 14, type: !15)
!439 = !DILocalVariable(name: "x", scope: !433, file: !3, line: 14, type: !28)
!440 = !DILocalVariable(name: "i", scope: !441, file: !3, line: 14, type: !15)
!441 = distinct !DILexicalBlock(scope: !433, file: !3, line: 14, column: 94)
!442 = !DILocation(line: 0, scope: !433)
!443 = !DILocation(line: 0, scope: !441)
!444 = !DILocation(line: 14, column: 94, scope: !441)
!445 = !DILocation(line: 14, column: 118, scope: !446)
!446 = distinct !DILexicalBlock(scope: !441, file: !3, line: 14, column: 94)
!447 = !DILocation(line: 14, column: 137, scope: !446)
!448 = !DILocation(line: 14, column: 124, scope: !446)
!449 = distinct !{!449, !444, !450, !183, !184, !185}
!450 = !DILocation(line: 14, column: 140, scope: !441)
!451 = !DILocation(line: 14, column: 143, scope: !433)
!452 = distinct !DISubprogram(name: "dot_i32", scope: !3, file: !3, line: 15, type: !453, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !455)
!453 = !DISubroutineType(cc: DW_CC_nocall, types: !454)
!454 = !{!16, !414, !414, !15}
!455 = !{!456, !457, !458, !459, !460}
!456 = !DILocalVariable(name: "a", arg: 1, scope: !452, file: !3, line: 15, type: !414)
!457 = !DILocalVariable(name: "b", arg: 2, scope: !452, file: !3, line: 15, type: !414)
!458 = !DILocalVariable(name: "n", arg: 3, scope: !452, file: !3, line: 15, type: !15)
!459 = !DILocalVariable(name: "s", scope: !452, file: !3, line: 15, type: !16)
!460 = !DILocalVariable(name: "i", scope: !461, file: !3, line: 15, type: !15)
!461 = distinct !DILexicalBlock(scope: !452, file: !3, line: 15, column: 110)
!462 = !DILocation(line: 0, scope: !452)
!463 = !DILocation(line: 0, scope: !461)
!464 = !DILocation(line: 15, column: 110, scope: !461)
!465 = !DILocation(line: 15, column: 165, scope: !452)
!466 = !DILocation(line: 15, column: 152, scope: !467)
!467 = distinct !DILexicalBlock(scope: !461, file: !3, line: 15, column: 110)
!468 = !DILocation(line: 15, column: 143, scope: !467)
!469 = !DILocation(line: 15, column: 159, scope: !467)
!470 = !DILocation(line: 15, column: 157, scope: !467)
!471 = !DILocation(line: 15, column: 140, scope: !467)
!472 = !DILocation(line: 15, column: 128, scope: !467)
!473 = distinct !{!473, !464, !474, !183}
!474 = !DILocation(line: 15, column: 162, scope: !461)
!475 = !DILocation(line: 15, column: 134, scope: !467)
!476 = distinct !DISubprogram(name: "mul_i16", scope: !3, file: !3, line: 16, type: !477, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !480)
!477 = !DISubroutineType(cc: DW_CC_nocall, types: !478)
!478 = !{null, !479, !369, !369, !15}
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!480 = !{!481, !482, !483, !484, !485}
!481 = !DILocalVariable(name: "d", arg: 1, scope: !476, file: !3, line: 16, type: !479)
!482 = !DILocalVariable(name: "a", arg: 2, scope: !476, file: !3, line: 16, type: !369)
!483 = !DILocalVariable(name: "b", arg: 3, scope: !476, file: !3, line: 16, type: !369)
!484 = !DILocalVariable(name: "n", arg: 4, scope: !476, file: !3, line: 16, type: !15)
!485 = !DILocalVariable(name: "i", scope: !486, file: !3, line: 16, type: !15)
!486 = distinct !DILexicalBlock(scope: !476, file: !3, line: 16, column: 104)
!487 = !DILocation(line: 0, scope: !476)
!488 = !DILocation(line: 0, scope: !486)
!489 = !DILocation(line: 16, column: 104, scope: !486)
!490 = !DILocation(line: 16, column: 128, scope: !491)
!491 = distinct !DILexicalBlock(scope: !486, file: !3, line: 16, column: 104)
!492 = !DILocation(line: 16, column: 149, scope: !491)
!493 = !DILocation(line: 16, column: 156, scope: !491)
!494 = !DILocation(line: 16, column: 154, scope: !491)
!495 = !DILocation(line: 16, column: 132, scope: !491)
!496 = !DILocation(line: 16, column: 137, scope: !491)
!497 = distinct !{!497, !489, !498, !183, !184, !185}
!498 = !DILocation(line: 16, column: 160, scope: !486)
!499 = !DILocation(line: 16, column: 163, scope: !476)
!500 = distinct !DISubprogram(name: "shift_i64", scope: !3, file: !3, line: 17, type: !501, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !504)
!501 = !DISubroutineType(cc: DW_CC_nocall, types: !502)
!502 = !{null, !503, !15, !15}
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!504 = !{!505, !506, !507, !508}
!505 = !DILocalVariable(name: "d", arg: 1, scope: !500, file: !3, line: 17, type: !503)
!506 = !DILocalVariable(name: "n", arg: 2, scope: !500, file: !3, line: 17, type: !15)
!507 = !DILocalVariable(name: "s", arg: 3, scope: !500, file: !3, line: 17, type: !15)
!508 = !DILocalVariable(name: "i", scope: !509, file: !3, line: 17, type: !15)
!509 = distinct !DILexicalBlock(scope: !500, file: !3, line: 17, column: 77)
!510 = !DILocation(line: 0, scope: !500)
!511 = !DILocation(line: 0, scope: !509)
!512 = !DILocation(line: 17, column: 77, scope: !509)
!513 = !DILocation(line: 17, column: 101, scope: !514)
!514 = distinct !DILexicalBlock(scope: !509, file: !3, line: 17, column: 77)
!515 = !DILocation(line: 17, column: 113, scope: !514)
!516 = !DILocation(line: 17, column: 118, scope: !514)
!517 = !DILocation(line: 17, column: 151, scope: !514)
!518 = !DILocation(line: 17, column: 124, scope: !514)
!519 = !DILocation(line: 17, column: 110, scope: !514)
!520 = distinct !{!520, !512, !521, !183, !184, !185}
!521 = !DILocation(line: 17, column: 155, scope: !509)
!522 = !DILocation(line: 17, column: 158, scope: !500)
!523 = distinct !DISubprogram(name: "dot_f", scope: !3, file: !3, line: 18, type: !524, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !528)
!524 = !DISubroutineType(cc: DW_CC_nocall, types: !525)
!525 = !{!19, !526, !526, !15}
!526 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !527, size: 64)
!527 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!528 = !{!529, !530, !531, !532, !533}
!529 = !DILocalVariable(name: "a", arg: 1, scope: !523, file: !3, line: 18, type: !526)
!530 = !DILocalVariable(name: "b", arg: 2, scope: !523, file: !3, line: 18, type: !526)
!531 = !DILocalVariable(name: "n", arg: 3, scope: !523, file: !3, line: 18, type: !15)
!532 = !DILocalVariable(name: "s", scope: !523, file: !3, line: 18, type: !19)
!533 = !DILocalVariable(name: "i", scope: !534, file: !3, line: 18, type: !15)
!534 = distinct !DILexicalBlock(scope: !523, file: !3, line: 18, column: 100)
!535 = !DILocation(line: 0, scope: !523)
!536 = !DILocation(line: 0, scope: !534)
!537 = !DILocation(line: 18, column: 100, scope: !534)
!538 = !DILocation(line: 18, column: 146, scope: !523)
!539 = !DILocation(line: 18, column: 133, scope: !540)
!540 = distinct !DILexicalBlock(scope: !534, file: !3, line: 18, column: 100)
!541 = !DILocation(line: 18, column: 140, scope: !540)
!542 = !DILocation(line: 18, column: 130, scope: !540)
!543 = !DILocation(line: 18, column: 118, scope: !540)
!544 = distinct !{!544, !537, !545, !183}
!545 = !DILocation(line: 18, column: 143, scope: !534)
!546 = !DILocation(line: 18, column: 124, scope: !540)
!547 = distinct !DISubprogram(name: "axpy_d", scope: !3, file: !3, line: 19, type: !548, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !551)
!548 = !DISubroutineType(cc: DW_CC_nocall, types: !549)
!549 = !{null, !550, !526, !21, !15}
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!551 = !{!552, !553, !554, !555, !556}
!552 = !DILocalVariable(name: "y", arg: 1, scope: !547, file: !3, line: 19, type: !550)
!553 = !DILocalVariable(name: "x", arg: 2, scope: !547, file: !3, line: 19, type: !526)
!554 = !DILocalVariable(name: "a", arg: 3, scope: !547, file: !3, line: 19, type: !21)
!555 = !DILocalVariable(name: "n", arg: 4, scope: !547, file: !3, line: 19, type: !15)
!556 = !DILocalVariable(name: "i", scope: !557, file: !3, line: 19, type: !15)
!557 = distinct !DILexicalBlock(scope: !547, file: !3, line: 19, column: 92)
!558 = !DILocation(line: 0, scope: !547)
!559 = !DILocation(line: 0, scope: !557)
!560 = !DILocation(line: 19, column: 92, scope: !557)
!561 = !DILocation(line: 19, column: 116, scope: !562)
!562 = distinct !DILexicalBlock(scope: !557, file: !3, line: 19, column: 92)
!563 = !DILocation(line: 19, column: 132, scope: !562)
!564 = !DILocation(line: 19, column: 120, scope: !562)
!565 = !DILocation(line: 19, column: 125, scope: !562)
!566 = distinct !{!566, !560, !567, !183, !184, !185}
!567 = !DILocation(line: 19, column: 135, scope: !557)
!568 = !DILocation(line: 19, column: 138, scope: !547)
!569 = distinct !DISubprogram(name: "cond_store", scope: !3, file: !3, line: 20, type: !570, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !573)
!570 = !DISubroutineType(cc: DW_CC_nocall, types: !571)
!571 = !{null, !572, !414, !15}
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!573 = !{!574, !575, !576, !577}
!574 = !DILocalVariable(name: "d", arg: 1, scope: !569, file: !3, line: 20, type: !572)
!575 = !DILocalVariable(name: "a", arg: 2, scope: !569, file: !3, line: 20, type: !414)
!576 = !DILocalVariable(name: "n", arg: 3, scope: !569, file: !3, line: 20, type: !15)
!577 = !DILocalVariable(name: "i", scope: !578, file: !3, line: 20, type: !15)
!578 = distinct !DILexicalBlock(scope: !569, file: !3, line: 20, column: 89)
!579 = !DILocation(line: 0, scope: !569)
!580 = !DILocation(line: 0, scope: !578)
!581 = !DILocation(line: 20, column: 89, scope: !578)
!582 = !DILocation(line: 20, column: 113, scope: !583)
!583 = distinct !DILexicalBlock(scope: !578, file: !3, line: 20, column: 89)
!584 = !DILocation(line: 20, column: 121, scope: !585)
!585 = distinct !DILexicalBlock(scope: !583, file: !3, line: 20, column: 121)
!586 = !DILocation(line: 20, column: 126, scope: !585)
!587 = !DILocation(line: 20, column: 121, scope: !583)
!588 = !DILocation(line: 20, column: 131, scope: !585)
!589 = !DILocation(line: 20, column: 143, scope: !585)
!590 = !DILocation(line: 20, column: 136, scope: !585)
!591 = distinct !{!591, !581, !592, !183, !184, !185}
!592 = !DILocation(line: 20, column: 145, scope: !578)
!593 = !DILocation(line: 20, column: 148, scope: !569)
!594 = distinct !DISubprogram(name: "strided", scope: !3, file: !3, line: 21, type: !595, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !597)
!595 = !DISubroutineType(cc: DW_CC_nocall, types: !596)
!596 = !{!16, !414, !15, !15}
!597 = !{!598, !599, !600, !601, !602}
!598 = !DILocalVariable(name: "a", arg: 1, scope: !594, file: !3, line: 21, type: !414)
!599 = !DILocalVariable(name: "n", arg: 2, scope: !594, file: !3, line: 21, type: !15)
!600 = !DILocalVariable(name: "stride", arg: 3, scope: !594, file: !3, line: 21, type: !15)
!601 = !DILocalVariable(name: "s", scope: !594, file: !3, line: 21, type: !16)
!602 = !DILocalVariable(name: "i", scope: !603, file: !3, line: 21, type: !15)
!603 = distinct !DILexicalBlock(scope: !594, file: !3, line: 21, column: 104)
!604 = !DILocation(line: 0, scope: !594)
!605 = !DILocation(line: 0, scope: !603)
!606 = !DILocation(line: 21, column: 104, scope: !603)
!607 = !DILocation(line: 21, column: 145, scope: !608)
!608 = distinct !DILexicalBlock(scope: !603, file: !3, line: 21, column: 104)
!609 = !DILocation(line: 21, column: 142, scope: !608)
!610 = distinct !{!610, !606, !611, !183, !184, !185}
!611 = !DILocation(line: 21, column: 148, scope: !603)
!612 = !DILocation(line: 21, column: 151, scope: !594)
!613 = !DILocation(line: 21, column: 129, scope: !608)
!614 = !DILocation(line: 21, column: 122, scope: !608)
!615 = distinct !{!615, !606, !611, !183, !184}
!616 = distinct !DISubprogram(name: "i2f", scope: !3, file: !3, line: 22, type: !617, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !620)
!617 = !DISubroutineType(cc: DW_CC_nocall, types: !618)
!618 = !{null, !619, !414, !15}
!619 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!620 = !{!621, !622, !623, !624}
!621 = !DILocalVariable(name: "d", arg: 1, scope: !616, file: !3, line: 22, type: !619)
!622 = !DILocalVariable(name: "a", arg: 2, scope: !616, file: !3, line: 22, type: !414)
!623 = !DILocalVariable(name: "n", arg: 3, scope: !616, file: !3, line: 22, type: !15)
!624 = !DILocalVariable(name: "i", scope: !625, file: !3, line: 22, type: !15)
!625 = distinct !DILexicalBlock(scope: !616, file: !3, line: 22, column: 80)
!626 = !DILocation(line: 0, scope: !616)
!627 = !DILocation(line: 0, scope: !625)
!628 = !DILocation(line: 22, column: 80, scope: !625)
!629 = !DILocation(line: 22, column: 104, scope: !630)
!630 = distinct !DILexicalBlock(scope: !625, file: !3, line: 22, column: 80)
!631 = !DILocation(line: 22, column: 122, scope: !630)
!632 = !DILocation(line: 22, column: 115, scope: !630)
!633 = !DILocation(line: 22, column: 127, scope: !630)
!634 = !DILocation(line: 22, column: 108, scope: !630)
!635 = !DILocation(line: 22, column: 113, scope: !630)
!636 = distinct !{!636, !628, !637, !183, !184, !185}
!637 = !DILocation(line: 22, column: 129, scope: !625)
!638 = !DILocation(line: 22, column: 135, scope: !616)
!639 = distinct !DISubprogram(name: "f2i", scope: !3, file: !3, line: 23, type: !640, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !642)
!640 = !DISubroutineType(cc: DW_CC_nocall, types: !641)
!641 = !{null, !572, !526, !15}
!642 = !{!643, !644, !645, !646}
!643 = !DILocalVariable(name: "d", arg: 1, scope: !639, file: !3, line: 23, type: !572)
!644 = !DILocalVariable(name: "a", arg: 2, scope: !639, file: !3, line: 23, type: !526)
!645 = !DILocalVariable(name: "n", arg: 3, scope: !639, file: !3, line: 23, type: !15)
!646 = !DILocalVariable(name: "i", scope: !647, file: !3, line: 23, type: !15)
!647 = distinct !DILexicalBlock(scope: !639, file: !3, line: 23, column: 80)
!648 = !DILocation(line: 0, scope: !639)
!649 = !DILocation(line: 0, scope: !647)
!650 = !DILocation(line: 23, column: 80, scope: !647)
!651 = !DILocation(line: 23, column: 104, scope: !652)
!652 = distinct !DILexicalBlock(scope: !647, file: !3, line: 23, column: 80)
!653 = !DILocation(line: 23, column: 124, scope: !652)
!654 = !DILocation(line: 23, column: 115, scope: !652)
!655 = !DILocation(line: 23, column: 108, scope: !652)
!656 = !DILocation(line: 23, column: 113, scope: !652)
!657 = distinct !{!657, !650, !658, !183, !184, !185}
!658 = !DILocation(line: 23, column: 127, scope: !647)
!659 = !DILocation(line: 23, column: 130, scope: !639)
!660 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 24, type: !661, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !663)
!661 = !DISubroutineType(cc: DW_CC_nocall, types: !662)
!662 = !{null, !572, !320, !22, !15}
!663 = !{!664, !665, !666, !667, !668}
!664 = !DILocalVariable(name: "d", arg: 1, scope: !660, file: !3, line: 24, type: !572)
!665 = !DILocalVariable(name: "a", arg: 2, scope: !660, file: !3, line: 24, type: !320)
!666 = !DILocalVariable(name: "b", arg: 3, scope: !660, file: !3, line: 24, type: !22)
!667 = !DILocalVariable(name: "n", arg: 4, scope: !660, file: !3, line: 24, type: !15)
!668 = !DILocalVariable(name: "i", scope: !669, file: !3, line: 24, type: !15)
!669 = distinct !DILexicalBlock(scope: !660, file: !3, line: 24, column: 101)
!670 = !DILocation(line: 0, scope: !660)
!671 = !DILocation(line: 0, scope: !669)
!672 = !DILocation(line: 24, column: 101, scope: !669)
!673 = !DILocation(line: 24, column: 125, scope: !674)
!674 = distinct !DILexicalBlock(scope: !669, file: !3, line: 24, column: 101)
!675 = !DILocation(line: 24, column: 136, scope: !674)
!676 = !DILocation(line: 24, column: 152, scope: !674)
!677 = !DILocation(line: 24, column: 143, scope: !674)
!678 = !DILocation(line: 24, column: 141, scope: !674)
!679 = !DILocation(line: 24, column: 129, scope: !674)
!680 = !DILocation(line: 24, column: 134, scope: !674)
!681 = distinct !{!681, !672, !682, !183, !184, !185}
!682 = !DILocation(line: 24, column: 155, scope: !669)
!683 = !DILocation(line: 24, column: 158, scope: !660)
!684 = distinct !DISubprogram(name: "count_eq", scope: !3, file: !3, line: 25, type: !685, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !687)
!685 = !DISubroutineType(cc: DW_CC_nocall, types: !686)
!686 = !{!15, !320, !320, !15}
!687 = !{!688, !689, !690, !691, !692}
!688 = !DILocalVariable(name: "a", arg: 1, scope: !684, file: !3, line: 25, type: !320)
!689 = !DILocalVariable(name: "b", arg: 2, scope: !684, file: !3, line: 25, type: !320)
!690 = !DILocalVariable(name: "n", arg: 3, scope: !684, file: !3, line: 25, type: !15)
!691 = !DILocalVariable(name: "c", scope: !684, file: !3, line: 25, type: !15)
!692 = !DILocalVariable(name: "i", scope: !693, file: !3, line: 25, type: !15)
!693 = distinct !DILexicalBlock(scope: !684, file: !3, line: 25, column: 101)
!694 = !DILocation(line: 0, scope: !684)
!695 = !DILocation(line: 0, scope: !693)
!696 = !DILocation(line: 25, column: 101, scope: !693)
!697 = !DILocation(line: 25, column: 125, scope: !698)
!698 = distinct !DILexicalBlock(scope: !693, file: !3, line: 25, column: 101)
!699 = !DILocation(line: 25, column: 134, scope: !698)
!700 = !DILocation(line: 25, column: 142, scope: !698)
!701 = !DILocation(line: 25, column: 139, scope: !698)
!702 = !DILocation(line: 25, column: 131, scope: !698)
!703 = distinct !{!703, !696, !704, !183, !184, !185}
!704 = !DILocation(line: 25, column: 145, scope: !693)
!705 = !DILocation(line: 25, column: 148, scope: !684)
!706 = distinct !DISubprogram(name: "absdiff", scope: !3, file: !3, line: 26, type: !707, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !709)
!707 = !DISubroutineType(cc: DW_CC_nocall, types: !708)
!708 = !{null, !572, !414, !414, !15}
!709 = !{!710, !711, !712, !713, !714, !716}
!710 = !DILocalVariable(name: "d", arg: 1, scope: !706, file: !3, line: 26, type: !572)
!711 = !DILocalVariable(name: "a", arg: 2, scope: !706, file: !3, line: 26, type: !414)
!712 = !DILocalVariable(name: "b", arg: 3, scope: !706, file: !3, line: 26, type: !414)
!713 = !DILocalVariable(name: "n", arg: 4, scope: !706, file: !3, line: 26, type: !15)
!714 = !DILocalVariable(name: "i", scope: !715, file: !3, line: 26, type: !15)
!715 = distinct !DILexicalBlock(scope: !706, file: !3, line: 26, column: 104)
!716 = !DILocalVariable(name: "x", scope: !717, file: !3, line: 26, type: !13)
!717 = distinct !DILexicalBlock(scope: !718, file: !3, line: 26, column: 132)
!718 = distinct !DILexicalBlock(scope: !715, file: !3, line: 26, column: 104)
!719 = !DILocation(line: 0, scope: !706)
!720 = !DILocation(line: 0, scope: !715)
!721 = !DILocation(line: 26, column: 104, scope: !715)
!722 = !DILocation(line: 26, column: 128, scope: !718)
!723 = !DILocation(line: 26, column: 146, scope: !717)
!724 = !DILocation(line: 26, column: 153, scope: !717)
!725 = !DILocation(line: 26, column: 151, scope: !717)
!726 = !DILocation(line: 26, column: 166, scope: !717)
!727 = !DILocation(line: 26, column: 159, scope: !717)
!728 = !DILocation(line: 26, column: 164, scope: !717)
!729 = distinct !{!729, !721, !730, !183, !184, !185}
!730 = !DILocation(line: 26, column: 182, scope: !715)
!731 = !DILocation(line: 0, scope: !717)
!732 = !DILocation(line: 26, column: 184, scope: !706)
