; ModuleID = 'programs/vector_elem_types.c'
source_filename = "programs/vector_elem_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.tests = private unnamed_addr constant [21 x ptr] [ptr @i8x4, ptr @i8x8, ptr @i8x16, ptr @i8x32, ptr @i16x4, ptr @i16x8, ptr @i16x16, ptr @i32x2, ptr @i32x4, ptr @i32x8, ptr @i32x16, ptr @i64x2, ptr @i64x4, ptr @i64x8, ptr @f32x2, ptr @f32x4, ptr @f32x8, ptr @f32x16, ptr @f64x2, ptr @f64x4, ptr @conversions], align 16
@.str = private unnamed_addr constant [5 x i8] c"i8x4\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"i8x8\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"i8x16\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [6 x i8] c"i8x32\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [6 x i8] c"i16x4\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [6 x i8] c"i16x8\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [7 x i8] c"i16x16\00", align 1, !dbg !20
@.str.7 = private unnamed_addr constant [6 x i8] c"i32x2\00", align 1, !dbg !25
@.str.8 = private unnamed_addr constant [6 x i8] c"i32x4\00", align 1, !dbg !27
@.str.9 = private unnamed_addr constant [6 x i8] c"i32x8\00", align 1, !dbg !29
@.str.10 = private unnamed_addr constant [7 x i8] c"i32x16\00", align 1, !dbg !31
@.str.11 = private unnamed_addr constant [6 x i8] c"i64x2\00", align 1, !dbg !33
@.str.12 = private unnamed_addr constant [6 x i8] c"i64x4\00", align 1, !dbg !35
@.str.13 = private unnamed_addr constant [6 x i8] c"i64x8\00", align 1, !dbg !37
@.str.14 = private unnamed_addr constant [6 x i8] c"f32x2\00", align 1, !dbg !39
@.str.15 = private unnamed_addr constant [6 x i8] c"f32x4\00", align 1, !dbg !41
@.str.16 = private unnamed_addr constant [6 x i8] c"f32x8\00", align 1, !dbg !43
@.str.17 = private unnamed_addr constant [7 x i8] c"f32x16\00", align 1, !dbg !45
@.str.18 = private unnamed_addr constant [6 x i8] c"f64x2\00", align 1, !dbg !47
@.str.19 = private unnamed_addr constant [6 x i8] c"f64x4\00", align 1, !dbg !49
@.str.20 = private unnamed_addr constant [12 x i8] c"conversions\00", align 1, !dbg !51
@__const.main.names = private unnamed_addr constant [21 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 16
@.str.21 = private unnamed_addr constant [15 x i8] c"%-12s %016llx\0A\00", align 1, !dbg !56
@hash = internal global i64 -3750763034362895579, align 8, !dbg !61
@rng = internal global i64 -7046029254386353131, align 8, !dbg !251

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !261 {
  %1 = alloca i32, align 4
  %2 = alloca [21 x ptr], align 16
  %3 = alloca [21 x ptr], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !264, !DIExpression(), !269)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.tests, i64 168, i1 false), !dbg !269
    #dbg_declare(ptr %3, !270, !DIExpression(), !274)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.names, i64 168, i1 false), !dbg !274
    #dbg_declare(ptr %4, !275, !DIExpression(), !277)
  store i32 0, ptr %4, align 4, !dbg !277
  br label %6, !dbg !278

6:                                                ; preds = %29, %0
  %7 = load i32, ptr %4, align 4, !dbg !279
  %8 = zext i32 %7 to i64, !dbg !279
  %9 = icmp ult i64 %8, 21, !dbg !281
  br i1 %9, label %10, label %32, !dbg !282

10:                                               ; preds = %6
    #dbg_declare(ptr %5, !283, !DIExpression(), !286)
  store i32 0, ptr %5, align 4, !dbg !286
  br label %11, !dbg !287

11:                                               ; preds = %19, %10
  %12 = load i32, ptr %5, align 4, !dbg !288
  %13 = icmp slt i32 %12, 20, !dbg !290
  br i1 %13, label %14, label %22, !dbg !291

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !292
  %16 = zext i32 %15 to i64, !dbg !293
  %17 = getelementptr inbounds [21 x ptr], ptr %2, i64 0, i64 %16, !dbg !293
  %18 = load ptr, ptr %17, align 8, !dbg !293
  call void %18(), !dbg !293
  br label %19, !dbg !293

19:                                               ; preds = %14
  %20 = load i32, ptr %5, align 4, !dbg !294
  %21 = add nsw i32 %20, 1, !dbg !294
  store i32 %21, ptr %5, align 4, !dbg !294
  br label %11, !dbg !295, !llvm.loop !296

22:                                               ; preds = %11
  %23 = load i32, ptr %4, align 4, !dbg !299
  %24 = zext i32 %23 to i64, !dbg !300
  %25 = getelementptr inbounds [21 x ptr], ptr %3, i64 0, i64 %24, !dbg !300
  %26 = load ptr, ptr %25, align 8, !dbg !300
  %27 = load i64, ptr @hash, align 8, !dbg !301
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %26, i64 noundef %27), !dbg !302
  br label %29, !dbg !303

29:                                               ; preds = %22
  %30 = load i32, ptr %4, align 4, !dbg !304
  %31 = add i32 %30, 1, !dbg !304
  store i32 %31, ptr %4, align 4, !dbg !304
  br label %6, !dbg !305, !llvm.loop !306

32:                                               ; preds = %6
  %33 = load i64, ptr @hash, align 8, !dbg !308
  %34 = and i64 %33, 63, !dbg !309
  %35 = trunc i64 %34 to i32, !dbg !310
  ret i32 %35, !dbg !311
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8x4() #0 !dbg !66 {
  %1 = alloca <4 x i8>, align 4
  %2 = alloca <4 x i8>, align 4
  %3 = alloca <4 x i8>, align 4
  %4 = alloca <4 x i8>, align 4
  %5 = alloca i32, align 4
  %6 = alloca <4 x i8>, align 4
  %7 = alloca <4 x i8>, align 4
  %8 = alloca <4 x i8>, align 4
  %9 = alloca i32, align 4
  %10 = alloca <4 x i8>, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !312, !DIExpression(), !313)
    #dbg_declare(ptr %2, !314, !DIExpression(), !313)
    #dbg_declare(ptr %3, !315, !DIExpression(), !313)
    #dbg_declare(ptr %4, !316, !DIExpression(), !313)
    #dbg_declare(ptr %5, !317, !DIExpression(), !319)
  store i32 0, ptr %5, align 4, !dbg !319
  br label %15, !dbg !319

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !320
  %17 = icmp slt i32 %16, 4, !dbg !320
  br i1 %17, label %18, label %38, !dbg !319

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !322
  %20 = trunc i64 %19 to i8, !dbg !322
  %21 = load i32, ptr %5, align 4, !dbg !322
  %22 = load <4 x i8>, ptr %1, align 4, !dbg !322
  %23 = insertelement <4 x i8> %22, i8 %20, i32 %21, !dbg !322
  store <4 x i8> %23, ptr %1, align 4, !dbg !322
  %24 = call i64 @next(), !dbg !322
  %25 = trunc i64 %24 to i8, !dbg !322
  %26 = load i32, ptr %5, align 4, !dbg !322
  %27 = load <4 x i8>, ptr %2, align 4, !dbg !322
  %28 = insertelement <4 x i8> %27, i8 %25, i32 %26, !dbg !322
  store <4 x i8> %28, ptr %2, align 4, !dbg !322
  %29 = call i64 @next(), !dbg !322
  %30 = urem i64 %29, 8, !dbg !322
  %31 = trunc i64 %30 to i8, !dbg !322
  %32 = load i32, ptr %5, align 4, !dbg !322
  %33 = load <4 x i8>, ptr %3, align 4, !dbg !322
  %34 = insertelement <4 x i8> %33, i8 %31, i32 %32, !dbg !322
  store <4 x i8> %34, ptr %3, align 4, !dbg !322
  br label %35, !dbg !322

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !320
  %37 = add nsw i32 %36, 1, !dbg !320
  store i32 %37, ptr %5, align 4, !dbg !320
  br label %15, !dbg !320, !llvm.loop !324

38:                                               ; preds = %15
  %39 = load <4 x i8>, ptr %1, align 4, !dbg !325
  %40 = extractelement <4 x i8> %39, i32 1, !dbg !325
  %41 = load <4 x i8>, ptr %2, align 4, !dbg !325
  %42 = insertelement <4 x i8> %41, i8 %40, i32 1, !dbg !325
  store <4 x i8> %42, ptr %2, align 4, !dbg !325
    #dbg_declare(ptr %6, !327, !DIExpression(), !313)
  %43 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %44 = or <4 x i8> %43, <i8 1, i8 1, i8 1, i8 1>, !dbg !313
  store <4 x i8> %44, ptr %6, align 4, !dbg !313
    #dbg_declare(ptr %7, !328, !DIExpression(), !313)
  %45 = load <4 x i8>, ptr %6, align 4, !dbg !313
  %46 = lshr <4 x i8> %45, <i8 1, i8 1, i8 1, i8 1>, !dbg !313
  %47 = or <4 x i8> %46, <i8 1, i8 1, i8 1, i8 1>, !dbg !313
  store <4 x i8> %47, ptr %7, align 4, !dbg !313
  %48 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %49 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %50 = add <4 x i8> %48, %49, !dbg !313
  store <4 x i8> %50, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %51 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %52 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %53 = sub <4 x i8> %51, %52, !dbg !313
  store <4 x i8> %53, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %54 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %55 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %56 = mul <4 x i8> %54, %55, !dbg !313
  store <4 x i8> %56, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %57 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %58 = load <4 x i8>, ptr %7, align 4, !dbg !313
  %59 = sdiv <4 x i8> %57, %58, !dbg !313
  store <4 x i8> %59, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %60 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %61 = load <4 x i8>, ptr %7, align 4, !dbg !313
  %62 = srem <4 x i8> %60, %61, !dbg !313
  store <4 x i8> %62, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
    #dbg_declare(ptr %8, !329, !DIExpression(), !313)
  %63 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %64 = load <4 x i8>, ptr %6, align 4, !dbg !313
  %65 = udiv <4 x i8> %63, %64, !dbg !313
  store <4 x i8> %65, ptr %8, align 4, !dbg !313
  call void @mix(ptr noundef %8, i64 noundef 4), !dbg !313
  %66 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %67 = load <4 x i8>, ptr %6, align 4, !dbg !313
  %68 = urem <4 x i8> %66, %67, !dbg !313
  store <4 x i8> %68, ptr %8, align 4, !dbg !313
  call void @mix(ptr noundef %8, i64 noundef 4), !dbg !313
  %69 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %70 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %71 = and <4 x i8> %69, %70, !dbg !313
  store <4 x i8> %71, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %72 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %73 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %74 = or <4 x i8> %72, %73, !dbg !313
  store <4 x i8> %74, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %75 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %76 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %77 = xor <4 x i8> %75, %76, !dbg !313
  store <4 x i8> %77, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %78 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %79 = xor <4 x i8> %78, <i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !313
  store <4 x i8> %79, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %80 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %81 = sub <4 x i8> zeroinitializer, %80, !dbg !313
  store <4 x i8> %81, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %82 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %83 = load <4 x i8>, ptr %3, align 4, !dbg !313
  %84 = shl <4 x i8> %82, %83, !dbg !313
  store <4 x i8> %84, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %85 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %86 = load <4 x i8>, ptr %3, align 4, !dbg !313
  %87 = ashr <4 x i8> %85, %86, !dbg !313
  store <4 x i8> %87, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %88 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %89 = load <4 x i8>, ptr %3, align 4, !dbg !313
  %90 = lshr <4 x i8> %88, %89, !dbg !313
  store <4 x i8> %90, ptr %8, align 4, !dbg !313
  call void @mix(ptr noundef %8, i64 noundef 4), !dbg !313
    #dbg_declare(ptr %9, !330, !DIExpression(), !313)
  %91 = call i64 @next(), !dbg !313
  %92 = urem i64 %91, 8, !dbg !313
  %93 = trunc i64 %92 to i32, !dbg !313
  store i32 %93, ptr %9, align 4, !dbg !313
  %94 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %95 = load i32, ptr %9, align 4, !dbg !313
  %96 = insertelement <4 x i32> poison, i32 %95, i64 0, !dbg !313
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !313
  %98 = trunc <4 x i32> %97 to <4 x i8>, !dbg !313
  %99 = shl <4 x i8> %94, %98, !dbg !313
  store <4 x i8> %99, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %100 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %101 = load i32, ptr %9, align 4, !dbg !313
  %102 = insertelement <4 x i32> poison, i32 %101, i64 0, !dbg !313
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !313
  %104 = trunc <4 x i32> %103 to <4 x i8>, !dbg !313
  %105 = ashr <4 x i8> %100, %104, !dbg !313
  store <4 x i8> %105, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %106 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %107 = load i32, ptr %9, align 4, !dbg !313
  %108 = insertelement <4 x i32> poison, i32 %107, i64 0, !dbg !313
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !313
  %110 = trunc <4 x i32> %109 to <4 x i8>, !dbg !313
  %111 = lshr <4 x i8> %106, %110, !dbg !313
  store <4 x i8> %111, ptr %8, align 4, !dbg !313
  call void @mix(ptr noundef %8, i64 noundef 4), !dbg !313
  %112 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %113 = ashr <4 x i8> %112, <i8 7, i8 7, i8 7, i8 7>, !dbg !313
  store <4 x i8> %113, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %114 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %115 = add <4 x i8> %114, <i8 3, i8 3, i8 3, i8 3>, !dbg !313
  store <4 x i8> %115, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %116 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %117 = sub <4 x i8> <i8 100, i8 100, i8 100, i8 100>, %116, !dbg !313
  store <4 x i8> %117, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %118 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %119 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %120 = icmp eq <4 x i8> %118, %119, !dbg !313
  %121 = sext <4 x i1> %120 to <4 x i8>, !dbg !313
  store <4 x i8> %121, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %122 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %123 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %124 = icmp ne <4 x i8> %122, %123, !dbg !313
  %125 = sext <4 x i1> %124 to <4 x i8>, !dbg !313
  store <4 x i8> %125, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %126 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %127 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %128 = icmp slt <4 x i8> %126, %127, !dbg !313
  %129 = sext <4 x i1> %128 to <4 x i8>, !dbg !313
  store <4 x i8> %129, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %130 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %131 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %132 = icmp sle <4 x i8> %130, %131, !dbg !313
  %133 = sext <4 x i1> %132 to <4 x i8>, !dbg !313
  store <4 x i8> %133, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %134 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %135 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %136 = icmp sgt <4 x i8> %134, %135, !dbg !313
  %137 = sext <4 x i1> %136 to <4 x i8>, !dbg !313
  store <4 x i8> %137, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %138 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %139 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %140 = icmp sge <4 x i8> %138, %139, !dbg !313
  %141 = sext <4 x i1> %140 to <4 x i8>, !dbg !313
  store <4 x i8> %141, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %142 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %143 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %144 = icmp ult <4 x i8> %142, %143, !dbg !313
  %145 = sext <4 x i1> %144 to <4 x i8>, !dbg !313
  store <4 x i8> %145, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
  %146 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %147 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %148 = icmp uge <4 x i8> %146, %147, !dbg !313
  %149 = sext <4 x i1> %148 to <4 x i8>, !dbg !313
  store <4 x i8> %149, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
    #dbg_declare(ptr %10, !331, !DIExpression(), !313)
  %150 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %151 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %152 = icmp sgt <4 x i8> %150, %151, !dbg !313
  %153 = sext <4 x i1> %152 to <4 x i8>, !dbg !313
  store <4 x i8> %153, ptr %10, align 4, !dbg !313
  %154 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %155 = load <4 x i8>, ptr %10, align 4, !dbg !313
  %156 = and <4 x i8> %154, %155, !dbg !313
  %157 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %158 = load <4 x i8>, ptr %10, align 4, !dbg !313
  %159 = xor <4 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !313
  %160 = and <4 x i8> %157, %159, !dbg !313
  %161 = or <4 x i8> %156, %160, !dbg !313
  store <4 x i8> %161, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
    #dbg_declare(ptr %11, !332, !DIExpression(), !313)
  %162 = call i64 @next(), !dbg !313
  %163 = urem i64 %162, 4, !dbg !313
  %164 = trunc i64 %163 to i32, !dbg !313
  store i32 %164, ptr %11, align 4, !dbg !313
    #dbg_declare(ptr %12, !333, !DIExpression(), !313)
  %165 = load <4 x i8>, ptr %1, align 4, !dbg !313
  %166 = load i32, ptr %11, align 4, !dbg !313
  %167 = extractelement <4 x i8> %165, i32 %166, !dbg !313
  store i8 %167, ptr %12, align 1, !dbg !313
  call void @mix(ptr noundef %12, i64 noundef 1), !dbg !313
  %168 = load <4 x i8>, ptr %1, align 4, !dbg !313
  store <4 x i8> %168, ptr %4, align 4, !dbg !313
  %169 = load <4 x i8>, ptr %2, align 4, !dbg !313
  %170 = extractelement <4 x i8> %169, i32 0, !dbg !313
  %171 = load i32, ptr %11, align 4, !dbg !313
  %172 = load <4 x i8>, ptr %4, align 4, !dbg !313
  %173 = insertelement <4 x i8> %172, i8 %170, i32 %171, !dbg !313
  store <4 x i8> %173, ptr %4, align 4, !dbg !313
  %174 = load <4 x i8>, ptr %4, align 4, !dbg !313
  %175 = load i32, ptr %11, align 4, !dbg !313
  %176 = sub nsw i32 3, %175, !dbg !313
  %177 = extractelement <4 x i8> %174, i32 %176, !dbg !313
  %178 = zext i8 %177 to i32, !dbg !313
  %179 = add nsw i32 %178, 7, !dbg !313
  %180 = trunc i32 %179 to i8, !dbg !313
  %181 = load i32, ptr %11, align 4, !dbg !313
  %182 = sub nsw i32 3, %181, !dbg !313
  %183 = load <4 x i8>, ptr %4, align 4, !dbg !313
  %184 = insertelement <4 x i8> %183, i8 %180, i32 %182, !dbg !313
  store <4 x i8> %184, ptr %4, align 4, !dbg !313
  call void @mix(ptr noundef %4, i64 noundef 4), !dbg !313
    #dbg_declare(ptr %13, !334, !DIExpression(), !313)
  store i8 0, ptr %13, align 1, !dbg !313
    #dbg_declare(ptr %14, !335, !DIExpression(), !337)
  store i32 0, ptr %14, align 4, !dbg !337
  br label %185, !dbg !337

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4, !dbg !338
  %187 = icmp slt i32 %186, 4, !dbg !338
  br i1 %187, label %188, label %207, !dbg !337

188:                                              ; preds = %185
  %189 = load <4 x i8>, ptr %1, align 4, !dbg !338
  %190 = load i32, ptr %14, align 4, !dbg !338
  %191 = extractelement <4 x i8> %189, i32 %190, !dbg !338
  %192 = sext i8 %191 to i32, !dbg !338
  %193 = load <4 x i8>, ptr %2, align 4, !dbg !338
  %194 = load i32, ptr %14, align 4, !dbg !338
  %195 = extractelement <4 x i8> %193, i32 %194, !dbg !338
  %196 = sext i8 %195 to i32, !dbg !338
  %197 = xor i32 %192, %196, !dbg !338
  %198 = trunc i32 %197 to i8, !dbg !338
  %199 = zext i8 %198 to i32, !dbg !338
  %200 = load i8, ptr %13, align 1, !dbg !338
  %201 = zext i8 %200 to i32, !dbg !338
  %202 = add nsw i32 %201, %199, !dbg !338
  %203 = trunc i32 %202 to i8, !dbg !338
  store i8 %203, ptr %13, align 1, !dbg !338
  br label %204, !dbg !338

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4, !dbg !338
  %206 = add nsw i32 %205, 1, !dbg !338
  store i32 %206, ptr %14, align 4, !dbg !338
  br label %185, !dbg !338, !llvm.loop !340

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 1), !dbg !313
  ret void, !dbg !313
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8x8() #0 !dbg !75 {
  %1 = alloca <8 x i8>, align 8
  %2 = alloca <8 x i8>, align 8
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  %5 = alloca i32, align 4
  %6 = alloca <8 x i8>, align 8
  %7 = alloca <8 x i8>, align 8
  %8 = alloca <8 x i8>, align 8
  %9 = alloca i32, align 4
  %10 = alloca <8 x i8>, align 8
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !341, !DIExpression(), !342)
    #dbg_declare(ptr %2, !343, !DIExpression(), !342)
    #dbg_declare(ptr %3, !344, !DIExpression(), !342)
    #dbg_declare(ptr %4, !345, !DIExpression(), !342)
    #dbg_declare(ptr %5, !346, !DIExpression(), !348)
  store i32 0, ptr %5, align 4, !dbg !348
  br label %15, !dbg !348

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !349
  %17 = icmp slt i32 %16, 8, !dbg !349
  br i1 %17, label %18, label %38, !dbg !348

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !351
  %20 = trunc i64 %19 to i8, !dbg !351
  %21 = load i32, ptr %5, align 4, !dbg !351
  %22 = load <8 x i8>, ptr %1, align 8, !dbg !351
  %23 = insertelement <8 x i8> %22, i8 %20, i32 %21, !dbg !351
  store <8 x i8> %23, ptr %1, align 8, !dbg !351
  %24 = call i64 @next(), !dbg !351
  %25 = trunc i64 %24 to i8, !dbg !351
  %26 = load i32, ptr %5, align 4, !dbg !351
  %27 = load <8 x i8>, ptr %2, align 8, !dbg !351
  %28 = insertelement <8 x i8> %27, i8 %25, i32 %26, !dbg !351
  store <8 x i8> %28, ptr %2, align 8, !dbg !351
  %29 = call i64 @next(), !dbg !351
  %30 = urem i64 %29, 8, !dbg !351
  %31 = trunc i64 %30 to i8, !dbg !351
  %32 = load i32, ptr %5, align 4, !dbg !351
  %33 = load <8 x i8>, ptr %3, align 8, !dbg !351
  %34 = insertelement <8 x i8> %33, i8 %31, i32 %32, !dbg !351
  store <8 x i8> %34, ptr %3, align 8, !dbg !351
  br label %35, !dbg !351

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !349
  %37 = add nsw i32 %36, 1, !dbg !349
  store i32 %37, ptr %5, align 4, !dbg !349
  br label %15, !dbg !349, !llvm.loop !353

38:                                               ; preds = %15
  %39 = load <8 x i8>, ptr %1, align 8, !dbg !354
  %40 = extractelement <8 x i8> %39, i32 1, !dbg !354
  %41 = load <8 x i8>, ptr %2, align 8, !dbg !354
  %42 = insertelement <8 x i8> %41, i8 %40, i32 1, !dbg !354
  store <8 x i8> %42, ptr %2, align 8, !dbg !354
    #dbg_declare(ptr %6, !356, !DIExpression(), !342)
  %43 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %44 = or <8 x i8> %43, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !342
  store <8 x i8> %44, ptr %6, align 8, !dbg !342
    #dbg_declare(ptr %7, !357, !DIExpression(), !342)
  %45 = load <8 x i8>, ptr %6, align 8, !dbg !342
  %46 = lshr <8 x i8> %45, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !342
  %47 = or <8 x i8> %46, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !342
  store <8 x i8> %47, ptr %7, align 8, !dbg !342
  %48 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %49 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %50 = add <8 x i8> %48, %49, !dbg !342
  store <8 x i8> %50, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %51 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %52 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %53 = sub <8 x i8> %51, %52, !dbg !342
  store <8 x i8> %53, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %54 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %55 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %56 = mul <8 x i8> %54, %55, !dbg !342
  store <8 x i8> %56, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %57 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %58 = load <8 x i8>, ptr %7, align 8, !dbg !342
  %59 = sdiv <8 x i8> %57, %58, !dbg !342
  store <8 x i8> %59, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %60 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %61 = load <8 x i8>, ptr %7, align 8, !dbg !342
  %62 = srem <8 x i8> %60, %61, !dbg !342
  store <8 x i8> %62, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
    #dbg_declare(ptr %8, !358, !DIExpression(), !342)
  %63 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %64 = load <8 x i8>, ptr %6, align 8, !dbg !342
  %65 = udiv <8 x i8> %63, %64, !dbg !342
  store <8 x i8> %65, ptr %8, align 8, !dbg !342
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !342
  %66 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %67 = load <8 x i8>, ptr %6, align 8, !dbg !342
  %68 = urem <8 x i8> %66, %67, !dbg !342
  store <8 x i8> %68, ptr %8, align 8, !dbg !342
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !342
  %69 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %70 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %71 = and <8 x i8> %69, %70, !dbg !342
  store <8 x i8> %71, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %72 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %73 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %74 = or <8 x i8> %72, %73, !dbg !342
  store <8 x i8> %74, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %75 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %76 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %77 = xor <8 x i8> %75, %76, !dbg !342
  store <8 x i8> %77, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %78 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %79 = xor <8 x i8> %78, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !342
  store <8 x i8> %79, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %80 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %81 = sub <8 x i8> zeroinitializer, %80, !dbg !342
  store <8 x i8> %81, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %82 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %83 = load <8 x i8>, ptr %3, align 8, !dbg !342
  %84 = shl <8 x i8> %82, %83, !dbg !342
  store <8 x i8> %84, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %85 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %86 = load <8 x i8>, ptr %3, align 8, !dbg !342
  %87 = ashr <8 x i8> %85, %86, !dbg !342
  store <8 x i8> %87, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %88 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %89 = load <8 x i8>, ptr %3, align 8, !dbg !342
  %90 = lshr <8 x i8> %88, %89, !dbg !342
  store <8 x i8> %90, ptr %8, align 8, !dbg !342
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !342
    #dbg_declare(ptr %9, !359, !DIExpression(), !342)
  %91 = call i64 @next(), !dbg !342
  %92 = urem i64 %91, 8, !dbg !342
  %93 = trunc i64 %92 to i32, !dbg !342
  store i32 %93, ptr %9, align 4, !dbg !342
  %94 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %95 = load i32, ptr %9, align 4, !dbg !342
  %96 = insertelement <8 x i32> poison, i32 %95, i64 0, !dbg !342
  %97 = shufflevector <8 x i32> %96, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !342
  %98 = trunc <8 x i32> %97 to <8 x i8>, !dbg !342
  %99 = shl <8 x i8> %94, %98, !dbg !342
  store <8 x i8> %99, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %100 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %101 = load i32, ptr %9, align 4, !dbg !342
  %102 = insertelement <8 x i32> poison, i32 %101, i64 0, !dbg !342
  %103 = shufflevector <8 x i32> %102, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !342
  %104 = trunc <8 x i32> %103 to <8 x i8>, !dbg !342
  %105 = ashr <8 x i8> %100, %104, !dbg !342
  store <8 x i8> %105, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %106 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %107 = load i32, ptr %9, align 4, !dbg !342
  %108 = insertelement <8 x i32> poison, i32 %107, i64 0, !dbg !342
  %109 = shufflevector <8 x i32> %108, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !342
  %110 = trunc <8 x i32> %109 to <8 x i8>, !dbg !342
  %111 = lshr <8 x i8> %106, %110, !dbg !342
  store <8 x i8> %111, ptr %8, align 8, !dbg !342
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !342
  %112 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %113 = ashr <8 x i8> %112, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !342
  store <8 x i8> %113, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %114 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %115 = add <8 x i8> %114, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !342
  store <8 x i8> %115, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %116 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %117 = sub <8 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>, %116, !dbg !342
  store <8 x i8> %117, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %118 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %119 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %120 = icmp eq <8 x i8> %118, %119, !dbg !342
  %121 = sext <8 x i1> %120 to <8 x i8>, !dbg !342
  store <8 x i8> %121, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %122 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %123 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %124 = icmp ne <8 x i8> %122, %123, !dbg !342
  %125 = sext <8 x i1> %124 to <8 x i8>, !dbg !342
  store <8 x i8> %125, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %126 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %127 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %128 = icmp slt <8 x i8> %126, %127, !dbg !342
  %129 = sext <8 x i1> %128 to <8 x i8>, !dbg !342
  store <8 x i8> %129, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %130 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %131 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %132 = icmp sle <8 x i8> %130, %131, !dbg !342
  %133 = sext <8 x i1> %132 to <8 x i8>, !dbg !342
  store <8 x i8> %133, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %134 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %135 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %136 = icmp sgt <8 x i8> %134, %135, !dbg !342
  %137 = sext <8 x i1> %136 to <8 x i8>, !dbg !342
  store <8 x i8> %137, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %138 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %139 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %140 = icmp sge <8 x i8> %138, %139, !dbg !342
  %141 = sext <8 x i1> %140 to <8 x i8>, !dbg !342
  store <8 x i8> %141, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %142 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %143 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %144 = icmp ult <8 x i8> %142, %143, !dbg !342
  %145 = sext <8 x i1> %144 to <8 x i8>, !dbg !342
  store <8 x i8> %145, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
  %146 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %147 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %148 = icmp uge <8 x i8> %146, %147, !dbg !342
  %149 = sext <8 x i1> %148 to <8 x i8>, !dbg !342
  store <8 x i8> %149, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
    #dbg_declare(ptr %10, !360, !DIExpression(), !342)
  %150 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %151 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %152 = icmp sgt <8 x i8> %150, %151, !dbg !342
  %153 = sext <8 x i1> %152 to <8 x i8>, !dbg !342
  store <8 x i8> %153, ptr %10, align 8, !dbg !342
  %154 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %155 = load <8 x i8>, ptr %10, align 8, !dbg !342
  %156 = and <8 x i8> %154, %155, !dbg !342
  %157 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %158 = load <8 x i8>, ptr %10, align 8, !dbg !342
  %159 = xor <8 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !342
  %160 = and <8 x i8> %157, %159, !dbg !342
  %161 = or <8 x i8> %156, %160, !dbg !342
  store <8 x i8> %161, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
    #dbg_declare(ptr %11, !361, !DIExpression(), !342)
  %162 = call i64 @next(), !dbg !342
  %163 = urem i64 %162, 8, !dbg !342
  %164 = trunc i64 %163 to i32, !dbg !342
  store i32 %164, ptr %11, align 4, !dbg !342
    #dbg_declare(ptr %12, !362, !DIExpression(), !342)
  %165 = load <8 x i8>, ptr %1, align 8, !dbg !342
  %166 = load i32, ptr %11, align 4, !dbg !342
  %167 = extractelement <8 x i8> %165, i32 %166, !dbg !342
  store i8 %167, ptr %12, align 1, !dbg !342
  call void @mix(ptr noundef %12, i64 noundef 1), !dbg !342
  %168 = load <8 x i8>, ptr %1, align 8, !dbg !342
  store <8 x i8> %168, ptr %4, align 8, !dbg !342
  %169 = load <8 x i8>, ptr %2, align 8, !dbg !342
  %170 = extractelement <8 x i8> %169, i32 0, !dbg !342
  %171 = load i32, ptr %11, align 4, !dbg !342
  %172 = load <8 x i8>, ptr %4, align 8, !dbg !342
  %173 = insertelement <8 x i8> %172, i8 %170, i32 %171, !dbg !342
  store <8 x i8> %173, ptr %4, align 8, !dbg !342
  %174 = load <8 x i8>, ptr %4, align 8, !dbg !342
  %175 = load i32, ptr %11, align 4, !dbg !342
  %176 = sub nsw i32 7, %175, !dbg !342
  %177 = extractelement <8 x i8> %174, i32 %176, !dbg !342
  %178 = zext i8 %177 to i32, !dbg !342
  %179 = add nsw i32 %178, 7, !dbg !342
  %180 = trunc i32 %179 to i8, !dbg !342
  %181 = load i32, ptr %11, align 4, !dbg !342
  %182 = sub nsw i32 7, %181, !dbg !342
  %183 = load <8 x i8>, ptr %4, align 8, !dbg !342
  %184 = insertelement <8 x i8> %183, i8 %180, i32 %182, !dbg !342
  store <8 x i8> %184, ptr %4, align 8, !dbg !342
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !342
    #dbg_declare(ptr %13, !363, !DIExpression(), !342)
  store i8 0, ptr %13, align 1, !dbg !342
    #dbg_declare(ptr %14, !364, !DIExpression(), !366)
  store i32 0, ptr %14, align 4, !dbg !366
  br label %185, !dbg !366

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4, !dbg !367
  %187 = icmp slt i32 %186, 8, !dbg !367
  br i1 %187, label %188, label %207, !dbg !366

188:                                              ; preds = %185
  %189 = load <8 x i8>, ptr %1, align 8, !dbg !367
  %190 = load i32, ptr %14, align 4, !dbg !367
  %191 = extractelement <8 x i8> %189, i32 %190, !dbg !367
  %192 = sext i8 %191 to i32, !dbg !367
  %193 = load <8 x i8>, ptr %2, align 8, !dbg !367
  %194 = load i32, ptr %14, align 4, !dbg !367
  %195 = extractelement <8 x i8> %193, i32 %194, !dbg !367
  %196 = sext i8 %195 to i32, !dbg !367
  %197 = xor i32 %192, %196, !dbg !367
  %198 = trunc i32 %197 to i8, !dbg !367
  %199 = zext i8 %198 to i32, !dbg !367
  %200 = load i8, ptr %13, align 1, !dbg !367
  %201 = zext i8 %200 to i32, !dbg !367
  %202 = add nsw i32 %201, %199, !dbg !367
  %203 = trunc i32 %202 to i8, !dbg !367
  store i8 %203, ptr %13, align 1, !dbg !367
  br label %204, !dbg !367

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4, !dbg !367
  %206 = add nsw i32 %205, 1, !dbg !367
  store i32 %206, ptr %14, align 4, !dbg !367
  br label %185, !dbg !367, !llvm.loop !369

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 1), !dbg !342
  ret void, !dbg !342
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8x16() #0 !dbg !79 {
  %1 = alloca <16 x i8>, align 16
  %2 = alloca <16 x i8>, align 16
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <16 x i8>, align 16
  %7 = alloca <16 x i8>, align 16
  %8 = alloca <16 x i8>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <16 x i8>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !370, !DIExpression(), !371)
    #dbg_declare(ptr %2, !372, !DIExpression(), !371)
    #dbg_declare(ptr %3, !373, !DIExpression(), !371)
    #dbg_declare(ptr %4, !374, !DIExpression(), !371)
    #dbg_declare(ptr %5, !375, !DIExpression(), !377)
  store i32 0, ptr %5, align 4, !dbg !377
  br label %15, !dbg !377

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !378
  %17 = icmp slt i32 %16, 16, !dbg !378
  br i1 %17, label %18, label %38, !dbg !377

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !380
  %20 = trunc i64 %19 to i8, !dbg !380
  %21 = load i32, ptr %5, align 4, !dbg !380
  %22 = load <16 x i8>, ptr %1, align 16, !dbg !380
  %23 = insertelement <16 x i8> %22, i8 %20, i32 %21, !dbg !380
  store <16 x i8> %23, ptr %1, align 16, !dbg !380
  %24 = call i64 @next(), !dbg !380
  %25 = trunc i64 %24 to i8, !dbg !380
  %26 = load i32, ptr %5, align 4, !dbg !380
  %27 = load <16 x i8>, ptr %2, align 16, !dbg !380
  %28 = insertelement <16 x i8> %27, i8 %25, i32 %26, !dbg !380
  store <16 x i8> %28, ptr %2, align 16, !dbg !380
  %29 = call i64 @next(), !dbg !380
  %30 = urem i64 %29, 8, !dbg !380
  %31 = trunc i64 %30 to i8, !dbg !380
  %32 = load i32, ptr %5, align 4, !dbg !380
  %33 = load <16 x i8>, ptr %3, align 16, !dbg !380
  %34 = insertelement <16 x i8> %33, i8 %31, i32 %32, !dbg !380
  store <16 x i8> %34, ptr %3, align 16, !dbg !380
  br label %35, !dbg !380

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !378
  %37 = add nsw i32 %36, 1, !dbg !378
  store i32 %37, ptr %5, align 4, !dbg !378
  br label %15, !dbg !378, !llvm.loop !382

38:                                               ; preds = %15
  %39 = load <16 x i8>, ptr %1, align 16, !dbg !383
  %40 = extractelement <16 x i8> %39, i32 1, !dbg !383
  %41 = load <16 x i8>, ptr %2, align 16, !dbg !383
  %42 = insertelement <16 x i8> %41, i8 %40, i32 1, !dbg !383
  store <16 x i8> %42, ptr %2, align 16, !dbg !383
    #dbg_declare(ptr %6, !385, !DIExpression(), !371)
  %43 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %44 = or <16 x i8> %43, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !371
  store <16 x i8> %44, ptr %6, align 16, !dbg !371
    #dbg_declare(ptr %7, !386, !DIExpression(), !371)
  %45 = load <16 x i8>, ptr %6, align 16, !dbg !371
  %46 = lshr <16 x i8> %45, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !371
  %47 = or <16 x i8> %46, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !371
  store <16 x i8> %47, ptr %7, align 16, !dbg !371
  %48 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %49 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %50 = add <16 x i8> %48, %49, !dbg !371
  store <16 x i8> %50, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %51 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %52 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %53 = sub <16 x i8> %51, %52, !dbg !371
  store <16 x i8> %53, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %54 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %55 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %56 = mul <16 x i8> %54, %55, !dbg !371
  store <16 x i8> %56, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %57 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %58 = load <16 x i8>, ptr %7, align 16, !dbg !371
  %59 = sdiv <16 x i8> %57, %58, !dbg !371
  store <16 x i8> %59, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %60 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %61 = load <16 x i8>, ptr %7, align 16, !dbg !371
  %62 = srem <16 x i8> %60, %61, !dbg !371
  store <16 x i8> %62, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
    #dbg_declare(ptr %8, !387, !DIExpression(), !371)
  %63 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %64 = load <16 x i8>, ptr %6, align 16, !dbg !371
  %65 = udiv <16 x i8> %63, %64, !dbg !371
  store <16 x i8> %65, ptr %8, align 16, !dbg !371
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !371
  %66 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %67 = load <16 x i8>, ptr %6, align 16, !dbg !371
  %68 = urem <16 x i8> %66, %67, !dbg !371
  store <16 x i8> %68, ptr %8, align 16, !dbg !371
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !371
  %69 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %70 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %71 = and <16 x i8> %69, %70, !dbg !371
  store <16 x i8> %71, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %72 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %73 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %74 = or <16 x i8> %72, %73, !dbg !371
  store <16 x i8> %74, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %75 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %76 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %77 = xor <16 x i8> %75, %76, !dbg !371
  store <16 x i8> %77, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %78 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %79 = xor <16 x i8> %78, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !371
  store <16 x i8> %79, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %80 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %81 = sub <16 x i8> zeroinitializer, %80, !dbg !371
  store <16 x i8> %81, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %82 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %83 = load <16 x i8>, ptr %3, align 16, !dbg !371
  %84 = shl <16 x i8> %82, %83, !dbg !371
  store <16 x i8> %84, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %85 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %86 = load <16 x i8>, ptr %3, align 16, !dbg !371
  %87 = ashr <16 x i8> %85, %86, !dbg !371
  store <16 x i8> %87, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %88 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %89 = load <16 x i8>, ptr %3, align 16, !dbg !371
  %90 = lshr <16 x i8> %88, %89, !dbg !371
  store <16 x i8> %90, ptr %8, align 16, !dbg !371
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !371
    #dbg_declare(ptr %9, !388, !DIExpression(), !371)
  %91 = call i64 @next(), !dbg !371
  %92 = urem i64 %91, 8, !dbg !371
  %93 = trunc i64 %92 to i32, !dbg !371
  store i32 %93, ptr %9, align 4, !dbg !371
  %94 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %95 = load i32, ptr %9, align 4, !dbg !371
  %96 = insertelement <16 x i32> poison, i32 %95, i64 0, !dbg !371
  %97 = shufflevector <16 x i32> %96, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !371
  %98 = trunc <16 x i32> %97 to <16 x i8>, !dbg !371
  %99 = shl <16 x i8> %94, %98, !dbg !371
  store <16 x i8> %99, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %100 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %101 = load i32, ptr %9, align 4, !dbg !371
  %102 = insertelement <16 x i32> poison, i32 %101, i64 0, !dbg !371
  %103 = shufflevector <16 x i32> %102, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !371
  %104 = trunc <16 x i32> %103 to <16 x i8>, !dbg !371
  %105 = ashr <16 x i8> %100, %104, !dbg !371
  store <16 x i8> %105, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %106 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %107 = load i32, ptr %9, align 4, !dbg !371
  %108 = insertelement <16 x i32> poison, i32 %107, i64 0, !dbg !371
  %109 = shufflevector <16 x i32> %108, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !371
  %110 = trunc <16 x i32> %109 to <16 x i8>, !dbg !371
  %111 = lshr <16 x i8> %106, %110, !dbg !371
  store <16 x i8> %111, ptr %8, align 16, !dbg !371
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !371
  %112 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %113 = ashr <16 x i8> %112, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !371
  store <16 x i8> %113, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %114 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %115 = add <16 x i8> %114, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !371
  store <16 x i8> %115, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %116 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %117 = sub <16 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>, %116, !dbg !371
  store <16 x i8> %117, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %118 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %119 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %120 = icmp eq <16 x i8> %118, %119, !dbg !371
  %121 = sext <16 x i1> %120 to <16 x i8>, !dbg !371
  store <16 x i8> %121, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %122 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %123 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %124 = icmp ne <16 x i8> %122, %123, !dbg !371
  %125 = sext <16 x i1> %124 to <16 x i8>, !dbg !371
  store <16 x i8> %125, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %126 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %127 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %128 = icmp slt <16 x i8> %126, %127, !dbg !371
  %129 = sext <16 x i1> %128 to <16 x i8>, !dbg !371
  store <16 x i8> %129, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %130 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %131 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %132 = icmp sle <16 x i8> %130, %131, !dbg !371
  %133 = sext <16 x i1> %132 to <16 x i8>, !dbg !371
  store <16 x i8> %133, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %134 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %135 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %136 = icmp sgt <16 x i8> %134, %135, !dbg !371
  %137 = sext <16 x i1> %136 to <16 x i8>, !dbg !371
  store <16 x i8> %137, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %138 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %139 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %140 = icmp sge <16 x i8> %138, %139, !dbg !371
  %141 = sext <16 x i1> %140 to <16 x i8>, !dbg !371
  store <16 x i8> %141, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %142 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %143 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %144 = icmp ult <16 x i8> %142, %143, !dbg !371
  %145 = sext <16 x i1> %144 to <16 x i8>, !dbg !371
  store <16 x i8> %145, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
  %146 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %147 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %148 = icmp uge <16 x i8> %146, %147, !dbg !371
  %149 = sext <16 x i1> %148 to <16 x i8>, !dbg !371
  store <16 x i8> %149, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
    #dbg_declare(ptr %10, !389, !DIExpression(), !371)
  %150 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %151 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %152 = icmp sgt <16 x i8> %150, %151, !dbg !371
  %153 = sext <16 x i1> %152 to <16 x i8>, !dbg !371
  store <16 x i8> %153, ptr %10, align 16, !dbg !371
  %154 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %155 = load <16 x i8>, ptr %10, align 16, !dbg !371
  %156 = and <16 x i8> %154, %155, !dbg !371
  %157 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %158 = load <16 x i8>, ptr %10, align 16, !dbg !371
  %159 = xor <16 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !371
  %160 = and <16 x i8> %157, %159, !dbg !371
  %161 = or <16 x i8> %156, %160, !dbg !371
  store <16 x i8> %161, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
    #dbg_declare(ptr %11, !390, !DIExpression(), !371)
  %162 = call i64 @next(), !dbg !371
  %163 = urem i64 %162, 16, !dbg !371
  %164 = trunc i64 %163 to i32, !dbg !371
  store i32 %164, ptr %11, align 4, !dbg !371
    #dbg_declare(ptr %12, !391, !DIExpression(), !371)
  %165 = load <16 x i8>, ptr %1, align 16, !dbg !371
  %166 = load i32, ptr %11, align 4, !dbg !371
  %167 = extractelement <16 x i8> %165, i32 %166, !dbg !371
  store i8 %167, ptr %12, align 1, !dbg !371
  call void @mix(ptr noundef %12, i64 noundef 1), !dbg !371
  %168 = load <16 x i8>, ptr %1, align 16, !dbg !371
  store <16 x i8> %168, ptr %4, align 16, !dbg !371
  %169 = load <16 x i8>, ptr %2, align 16, !dbg !371
  %170 = extractelement <16 x i8> %169, i32 0, !dbg !371
  %171 = load i32, ptr %11, align 4, !dbg !371
  %172 = load <16 x i8>, ptr %4, align 16, !dbg !371
  %173 = insertelement <16 x i8> %172, i8 %170, i32 %171, !dbg !371
  store <16 x i8> %173, ptr %4, align 16, !dbg !371
  %174 = load <16 x i8>, ptr %4, align 16, !dbg !371
  %175 = load i32, ptr %11, align 4, !dbg !371
  %176 = sub nsw i32 15, %175, !dbg !371
  %177 = extractelement <16 x i8> %174, i32 %176, !dbg !371
  %178 = zext i8 %177 to i32, !dbg !371
  %179 = add nsw i32 %178, 7, !dbg !371
  %180 = trunc i32 %179 to i8, !dbg !371
  %181 = load i32, ptr %11, align 4, !dbg !371
  %182 = sub nsw i32 15, %181, !dbg !371
  %183 = load <16 x i8>, ptr %4, align 16, !dbg !371
  %184 = insertelement <16 x i8> %183, i8 %180, i32 %182, !dbg !371
  store <16 x i8> %184, ptr %4, align 16, !dbg !371
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !371
    #dbg_declare(ptr %13, !392, !DIExpression(), !371)
  store i8 0, ptr %13, align 1, !dbg !371
    #dbg_declare(ptr %14, !393, !DIExpression(), !395)
  store i32 0, ptr %14, align 4, !dbg !395
  br label %185, !dbg !395

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4, !dbg !396
  %187 = icmp slt i32 %186, 16, !dbg !396
  br i1 %187, label %188, label %207, !dbg !395

188:                                              ; preds = %185
  %189 = load <16 x i8>, ptr %1, align 16, !dbg !396
  %190 = load i32, ptr %14, align 4, !dbg !396
  %191 = extractelement <16 x i8> %189, i32 %190, !dbg !396
  %192 = sext i8 %191 to i32, !dbg !396
  %193 = load <16 x i8>, ptr %2, align 16, !dbg !396
  %194 = load i32, ptr %14, align 4, !dbg !396
  %195 = extractelement <16 x i8> %193, i32 %194, !dbg !396
  %196 = sext i8 %195 to i32, !dbg !396
  %197 = xor i32 %192, %196, !dbg !396
  %198 = trunc i32 %197 to i8, !dbg !396
  %199 = zext i8 %198 to i32, !dbg !396
  %200 = load i8, ptr %13, align 1, !dbg !396
  %201 = zext i8 %200 to i32, !dbg !396
  %202 = add nsw i32 %201, %199, !dbg !396
  %203 = trunc i32 %202 to i8, !dbg !396
  store i8 %203, ptr %13, align 1, !dbg !396
  br label %204, !dbg !396

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4, !dbg !396
  %206 = add nsw i32 %205, 1, !dbg !396
  store i32 %206, ptr %14, align 4, !dbg !396
  br label %185, !dbg !396, !llvm.loop !398

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 1), !dbg !371
  ret void, !dbg !371
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8x32() #0 !dbg !83 {
  %1 = alloca <32 x i8>, align 32
  %2 = alloca <32 x i8>, align 32
  %3 = alloca <32 x i8>, align 32
  %4 = alloca <32 x i8>, align 32
  %5 = alloca i32, align 4
  %6 = alloca <32 x i8>, align 32
  %7 = alloca <32 x i8>, align 32
  %8 = alloca <32 x i8>, align 32
  %9 = alloca i32, align 4
  %10 = alloca <32 x i8>, align 32
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !399, !DIExpression(), !400)
    #dbg_declare(ptr %2, !401, !DIExpression(), !400)
    #dbg_declare(ptr %3, !402, !DIExpression(), !400)
    #dbg_declare(ptr %4, !403, !DIExpression(), !400)
    #dbg_declare(ptr %5, !404, !DIExpression(), !406)
  store i32 0, ptr %5, align 4, !dbg !406
  br label %15, !dbg !406

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !407
  %17 = icmp slt i32 %16, 32, !dbg !407
  br i1 %17, label %18, label %38, !dbg !406

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !409
  %20 = trunc i64 %19 to i8, !dbg !409
  %21 = load i32, ptr %5, align 4, !dbg !409
  %22 = load <32 x i8>, ptr %1, align 32, !dbg !409
  %23 = insertelement <32 x i8> %22, i8 %20, i32 %21, !dbg !409
  store <32 x i8> %23, ptr %1, align 32, !dbg !409
  %24 = call i64 @next(), !dbg !409
  %25 = trunc i64 %24 to i8, !dbg !409
  %26 = load i32, ptr %5, align 4, !dbg !409
  %27 = load <32 x i8>, ptr %2, align 32, !dbg !409
  %28 = insertelement <32 x i8> %27, i8 %25, i32 %26, !dbg !409
  store <32 x i8> %28, ptr %2, align 32, !dbg !409
  %29 = call i64 @next(), !dbg !409
  %30 = urem i64 %29, 8, !dbg !409
  %31 = trunc i64 %30 to i8, !dbg !409
  %32 = load i32, ptr %5, align 4, !dbg !409
  %33 = load <32 x i8>, ptr %3, align 32, !dbg !409
  %34 = insertelement <32 x i8> %33, i8 %31, i32 %32, !dbg !409
  store <32 x i8> %34, ptr %3, align 32, !dbg !409
  br label %35, !dbg !409

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !407
  %37 = add nsw i32 %36, 1, !dbg !407
  store i32 %37, ptr %5, align 4, !dbg !407
  br label %15, !dbg !407, !llvm.loop !411

38:                                               ; preds = %15
  %39 = load <32 x i8>, ptr %1, align 32, !dbg !412
  %40 = extractelement <32 x i8> %39, i32 1, !dbg !412
  %41 = load <32 x i8>, ptr %2, align 32, !dbg !412
  %42 = insertelement <32 x i8> %41, i8 %40, i32 1, !dbg !412
  store <32 x i8> %42, ptr %2, align 32, !dbg !412
    #dbg_declare(ptr %6, !414, !DIExpression(), !400)
  %43 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %44 = or <32 x i8> %43, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !400
  store <32 x i8> %44, ptr %6, align 32, !dbg !400
    #dbg_declare(ptr %7, !415, !DIExpression(), !400)
  %45 = load <32 x i8>, ptr %6, align 32, !dbg !400
  %46 = lshr <32 x i8> %45, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !400
  %47 = or <32 x i8> %46, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !400
  store <32 x i8> %47, ptr %7, align 32, !dbg !400
  %48 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %49 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %50 = add <32 x i8> %48, %49, !dbg !400
  store <32 x i8> %50, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %51 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %52 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %53 = sub <32 x i8> %51, %52, !dbg !400
  store <32 x i8> %53, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %54 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %55 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %56 = mul <32 x i8> %54, %55, !dbg !400
  store <32 x i8> %56, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %57 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %58 = load <32 x i8>, ptr %7, align 32, !dbg !400
  %59 = sdiv <32 x i8> %57, %58, !dbg !400
  store <32 x i8> %59, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %60 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %61 = load <32 x i8>, ptr %7, align 32, !dbg !400
  %62 = srem <32 x i8> %60, %61, !dbg !400
  store <32 x i8> %62, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
    #dbg_declare(ptr %8, !416, !DIExpression(), !400)
  %63 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %64 = load <32 x i8>, ptr %6, align 32, !dbg !400
  %65 = udiv <32 x i8> %63, %64, !dbg !400
  store <32 x i8> %65, ptr %8, align 32, !dbg !400
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !400
  %66 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %67 = load <32 x i8>, ptr %6, align 32, !dbg !400
  %68 = urem <32 x i8> %66, %67, !dbg !400
  store <32 x i8> %68, ptr %8, align 32, !dbg !400
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !400
  %69 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %70 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %71 = and <32 x i8> %69, %70, !dbg !400
  store <32 x i8> %71, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %72 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %73 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %74 = or <32 x i8> %72, %73, !dbg !400
  store <32 x i8> %74, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %75 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %76 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %77 = xor <32 x i8> %75, %76, !dbg !400
  store <32 x i8> %77, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %78 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %79 = xor <32 x i8> %78, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !400
  store <32 x i8> %79, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %80 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %81 = sub <32 x i8> zeroinitializer, %80, !dbg !400
  store <32 x i8> %81, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %82 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %83 = load <32 x i8>, ptr %3, align 32, !dbg !400
  %84 = shl <32 x i8> %82, %83, !dbg !400
  store <32 x i8> %84, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %85 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %86 = load <32 x i8>, ptr %3, align 32, !dbg !400
  %87 = ashr <32 x i8> %85, %86, !dbg !400
  store <32 x i8> %87, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %88 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %89 = load <32 x i8>, ptr %3, align 32, !dbg !400
  %90 = lshr <32 x i8> %88, %89, !dbg !400
  store <32 x i8> %90, ptr %8, align 32, !dbg !400
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !400
    #dbg_declare(ptr %9, !417, !DIExpression(), !400)
  %91 = call i64 @next(), !dbg !400
  %92 = urem i64 %91, 8, !dbg !400
  %93 = trunc i64 %92 to i32, !dbg !400
  store i32 %93, ptr %9, align 4, !dbg !400
  %94 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %95 = load i32, ptr %9, align 4, !dbg !400
  %96 = insertelement <32 x i32> poison, i32 %95, i64 0, !dbg !400
  %97 = shufflevector <32 x i32> %96, <32 x i32> poison, <32 x i32> zeroinitializer, !dbg !400
  %98 = trunc <32 x i32> %97 to <32 x i8>, !dbg !400
  %99 = shl <32 x i8> %94, %98, !dbg !400
  store <32 x i8> %99, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %100 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %101 = load i32, ptr %9, align 4, !dbg !400
  %102 = insertelement <32 x i32> poison, i32 %101, i64 0, !dbg !400
  %103 = shufflevector <32 x i32> %102, <32 x i32> poison, <32 x i32> zeroinitializer, !dbg !400
  %104 = trunc <32 x i32> %103 to <32 x i8>, !dbg !400
  %105 = ashr <32 x i8> %100, %104, !dbg !400
  store <32 x i8> %105, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %106 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %107 = load i32, ptr %9, align 4, !dbg !400
  %108 = insertelement <32 x i32> poison, i32 %107, i64 0, !dbg !400
  %109 = shufflevector <32 x i32> %108, <32 x i32> poison, <32 x i32> zeroinitializer, !dbg !400
  %110 = trunc <32 x i32> %109 to <32 x i8>, !dbg !400
  %111 = lshr <32 x i8> %106, %110, !dbg !400
  store <32 x i8> %111, ptr %8, align 32, !dbg !400
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !400
  %112 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %113 = ashr <32 x i8> %112, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !400
  store <32 x i8> %113, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %114 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %115 = add <32 x i8> %114, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !400
  store <32 x i8> %115, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %116 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %117 = sub <32 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>, %116, !dbg !400
  store <32 x i8> %117, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %118 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %119 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %120 = icmp eq <32 x i8> %118, %119, !dbg !400
  %121 = sext <32 x i1> %120 to <32 x i8>, !dbg !400
  store <32 x i8> %121, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %122 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %123 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %124 = icmp ne <32 x i8> %122, %123, !dbg !400
  %125 = sext <32 x i1> %124 to <32 x i8>, !dbg !400
  store <32 x i8> %125, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %126 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %127 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %128 = icmp slt <32 x i8> %126, %127, !dbg !400
  %129 = sext <32 x i1> %128 to <32 x i8>, !dbg !400
  store <32 x i8> %129, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %130 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %131 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %132 = icmp sle <32 x i8> %130, %131, !dbg !400
  %133 = sext <32 x i1> %132 to <32 x i8>, !dbg !400
  store <32 x i8> %133, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %134 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %135 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %136 = icmp sgt <32 x i8> %134, %135, !dbg !400
  %137 = sext <32 x i1> %136 to <32 x i8>, !dbg !400
  store <32 x i8> %137, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %138 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %139 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %140 = icmp sge <32 x i8> %138, %139, !dbg !400
  %141 = sext <32 x i1> %140 to <32 x i8>, !dbg !400
  store <32 x i8> %141, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %142 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %143 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %144 = icmp ult <32 x i8> %142, %143, !dbg !400
  %145 = sext <32 x i1> %144 to <32 x i8>, !dbg !400
  store <32 x i8> %145, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
  %146 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %147 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %148 = icmp uge <32 x i8> %146, %147, !dbg !400
  %149 = sext <32 x i1> %148 to <32 x i8>, !dbg !400
  store <32 x i8> %149, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
    #dbg_declare(ptr %10, !418, !DIExpression(), !400)
  %150 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %151 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %152 = icmp sgt <32 x i8> %150, %151, !dbg !400
  %153 = sext <32 x i1> %152 to <32 x i8>, !dbg !400
  store <32 x i8> %153, ptr %10, align 32, !dbg !400
  %154 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %155 = load <32 x i8>, ptr %10, align 32, !dbg !400
  %156 = and <32 x i8> %154, %155, !dbg !400
  %157 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %158 = load <32 x i8>, ptr %10, align 32, !dbg !400
  %159 = xor <32 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !400
  %160 = and <32 x i8> %157, %159, !dbg !400
  %161 = or <32 x i8> %156, %160, !dbg !400
  store <32 x i8> %161, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
    #dbg_declare(ptr %11, !419, !DIExpression(), !400)
  %162 = call i64 @next(), !dbg !400
  %163 = urem i64 %162, 32, !dbg !400
  %164 = trunc i64 %163 to i32, !dbg !400
  store i32 %164, ptr %11, align 4, !dbg !400
    #dbg_declare(ptr %12, !420, !DIExpression(), !400)
  %165 = load <32 x i8>, ptr %1, align 32, !dbg !400
  %166 = load i32, ptr %11, align 4, !dbg !400
  %167 = extractelement <32 x i8> %165, i32 %166, !dbg !400
  store i8 %167, ptr %12, align 1, !dbg !400
  call void @mix(ptr noundef %12, i64 noundef 1), !dbg !400
  %168 = load <32 x i8>, ptr %1, align 32, !dbg !400
  store <32 x i8> %168, ptr %4, align 32, !dbg !400
  %169 = load <32 x i8>, ptr %2, align 32, !dbg !400
  %170 = extractelement <32 x i8> %169, i32 0, !dbg !400
  %171 = load i32, ptr %11, align 4, !dbg !400
  %172 = load <32 x i8>, ptr %4, align 32, !dbg !400
  %173 = insertelement <32 x i8> %172, i8 %170, i32 %171, !dbg !400
  store <32 x i8> %173, ptr %4, align 32, !dbg !400
  %174 = load <32 x i8>, ptr %4, align 32, !dbg !400
  %175 = load i32, ptr %11, align 4, !dbg !400
  %176 = sub nsw i32 31, %175, !dbg !400
  %177 = extractelement <32 x i8> %174, i32 %176, !dbg !400
  %178 = zext i8 %177 to i32, !dbg !400
  %179 = add nsw i32 %178, 7, !dbg !400
  %180 = trunc i32 %179 to i8, !dbg !400
  %181 = load i32, ptr %11, align 4, !dbg !400
  %182 = sub nsw i32 31, %181, !dbg !400
  %183 = load <32 x i8>, ptr %4, align 32, !dbg !400
  %184 = insertelement <32 x i8> %183, i8 %180, i32 %182, !dbg !400
  store <32 x i8> %184, ptr %4, align 32, !dbg !400
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !400
    #dbg_declare(ptr %13, !421, !DIExpression(), !400)
  store i8 0, ptr %13, align 1, !dbg !400
    #dbg_declare(ptr %14, !422, !DIExpression(), !424)
  store i32 0, ptr %14, align 4, !dbg !424
  br label %185, !dbg !424

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4, !dbg !425
  %187 = icmp slt i32 %186, 32, !dbg !425
  br i1 %187, label %188, label %207, !dbg !424

188:                                              ; preds = %185
  %189 = load <32 x i8>, ptr %1, align 32, !dbg !425
  %190 = load i32, ptr %14, align 4, !dbg !425
  %191 = extractelement <32 x i8> %189, i32 %190, !dbg !425
  %192 = sext i8 %191 to i32, !dbg !425
  %193 = load <32 x i8>, ptr %2, align 32, !dbg !425
  %194 = load i32, ptr %14, align 4, !dbg !425
  %195 = extractelement <32 x i8> %193, i32 %194, !dbg !425
  %196 = sext i8 %195 to i32, !dbg !425
  %197 = xor i32 %192, %196, !dbg !425
  %198 = trunc i32 %197 to i8, !dbg !425
  %199 = zext i8 %198 to i32, !dbg !425
  %200 = load i8, ptr %13, align 1, !dbg !425
  %201 = zext i8 %200 to i32, !dbg !425
  %202 = add nsw i32 %201, %199, !dbg !425
  %203 = trunc i32 %202 to i8, !dbg !425
  store i8 %203, ptr %13, align 1, !dbg !425
  br label %204, !dbg !425

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4, !dbg !425
  %206 = add nsw i32 %205, 1, !dbg !425
  store i32 %206, ptr %14, align 4, !dbg !425
  br label %185, !dbg !425, !llvm.loop !427

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 1), !dbg !400
  ret void, !dbg !400
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i16x4() #0 !dbg !87 {
  %1 = alloca <4 x i16>, align 8
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x i16>, align 8
  %4 = alloca <4 x i16>, align 8
  %5 = alloca i32, align 4
  %6 = alloca <4 x i16>, align 8
  %7 = alloca <4 x i16>, align 8
  %8 = alloca <4 x i16>, align 8
  %9 = alloca i32, align 4
  %10 = alloca <4 x i16>, align 8
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !428, !DIExpression(), !429)
    #dbg_declare(ptr %2, !430, !DIExpression(), !429)
    #dbg_declare(ptr %3, !431, !DIExpression(), !429)
    #dbg_declare(ptr %4, !432, !DIExpression(), !429)
    #dbg_declare(ptr %5, !433, !DIExpression(), !435)
  store i32 0, ptr %5, align 4, !dbg !435
  br label %15, !dbg !435

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !436
  %17 = icmp slt i32 %16, 4, !dbg !436
  br i1 %17, label %18, label %38, !dbg !435

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !438
  %20 = trunc i64 %19 to i16, !dbg !438
  %21 = load i32, ptr %5, align 4, !dbg !438
  %22 = load <4 x i16>, ptr %1, align 8, !dbg !438
  %23 = insertelement <4 x i16> %22, i16 %20, i32 %21, !dbg !438
  store <4 x i16> %23, ptr %1, align 8, !dbg !438
  %24 = call i64 @next(), !dbg !438
  %25 = trunc i64 %24 to i16, !dbg !438
  %26 = load i32, ptr %5, align 4, !dbg !438
  %27 = load <4 x i16>, ptr %2, align 8, !dbg !438
  %28 = insertelement <4 x i16> %27, i16 %25, i32 %26, !dbg !438
  store <4 x i16> %28, ptr %2, align 8, !dbg !438
  %29 = call i64 @next(), !dbg !438
  %30 = urem i64 %29, 16, !dbg !438
  %31 = trunc i64 %30 to i16, !dbg !438
  %32 = load i32, ptr %5, align 4, !dbg !438
  %33 = load <4 x i16>, ptr %3, align 8, !dbg !438
  %34 = insertelement <4 x i16> %33, i16 %31, i32 %32, !dbg !438
  store <4 x i16> %34, ptr %3, align 8, !dbg !438
  br label %35, !dbg !438

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !436
  %37 = add nsw i32 %36, 1, !dbg !436
  store i32 %37, ptr %5, align 4, !dbg !436
  br label %15, !dbg !436, !llvm.loop !440

38:                                               ; preds = %15
  %39 = load <4 x i16>, ptr %1, align 8, !dbg !441
  %40 = extractelement <4 x i16> %39, i32 1, !dbg !441
  %41 = load <4 x i16>, ptr %2, align 8, !dbg !441
  %42 = insertelement <4 x i16> %41, i16 %40, i32 1, !dbg !441
  store <4 x i16> %42, ptr %2, align 8, !dbg !441
    #dbg_declare(ptr %6, !443, !DIExpression(), !429)
  %43 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %44 = or <4 x i16> %43, <i16 1, i16 1, i16 1, i16 1>, !dbg !429
  store <4 x i16> %44, ptr %6, align 8, !dbg !429
    #dbg_declare(ptr %7, !444, !DIExpression(), !429)
  %45 = load <4 x i16>, ptr %6, align 8, !dbg !429
  %46 = lshr <4 x i16> %45, <i16 1, i16 1, i16 1, i16 1>, !dbg !429
  %47 = or <4 x i16> %46, <i16 1, i16 1, i16 1, i16 1>, !dbg !429
  store <4 x i16> %47, ptr %7, align 8, !dbg !429
  %48 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %49 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %50 = add <4 x i16> %48, %49, !dbg !429
  store <4 x i16> %50, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %51 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %52 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %53 = sub <4 x i16> %51, %52, !dbg !429
  store <4 x i16> %53, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %54 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %55 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %56 = mul <4 x i16> %54, %55, !dbg !429
  store <4 x i16> %56, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %57 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %58 = load <4 x i16>, ptr %7, align 8, !dbg !429
  %59 = sdiv <4 x i16> %57, %58, !dbg !429
  store <4 x i16> %59, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %60 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %61 = load <4 x i16>, ptr %7, align 8, !dbg !429
  %62 = srem <4 x i16> %60, %61, !dbg !429
  store <4 x i16> %62, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
    #dbg_declare(ptr %8, !445, !DIExpression(), !429)
  %63 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %64 = load <4 x i16>, ptr %6, align 8, !dbg !429
  %65 = udiv <4 x i16> %63, %64, !dbg !429
  store <4 x i16> %65, ptr %8, align 8, !dbg !429
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !429
  %66 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %67 = load <4 x i16>, ptr %6, align 8, !dbg !429
  %68 = urem <4 x i16> %66, %67, !dbg !429
  store <4 x i16> %68, ptr %8, align 8, !dbg !429
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !429
  %69 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %70 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %71 = and <4 x i16> %69, %70, !dbg !429
  store <4 x i16> %71, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %72 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %73 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %74 = or <4 x i16> %72, %73, !dbg !429
  store <4 x i16> %74, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %75 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %76 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %77 = xor <4 x i16> %75, %76, !dbg !429
  store <4 x i16> %77, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %78 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %79 = xor <4 x i16> %78, <i16 -1, i16 -1, i16 -1, i16 -1>, !dbg !429
  store <4 x i16> %79, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %80 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %81 = sub <4 x i16> zeroinitializer, %80, !dbg !429
  store <4 x i16> %81, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %82 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %83 = load <4 x i16>, ptr %3, align 8, !dbg !429
  %84 = shl <4 x i16> %82, %83, !dbg !429
  store <4 x i16> %84, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %85 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %86 = load <4 x i16>, ptr %3, align 8, !dbg !429
  %87 = ashr <4 x i16> %85, %86, !dbg !429
  store <4 x i16> %87, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %88 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %89 = load <4 x i16>, ptr %3, align 8, !dbg !429
  %90 = lshr <4 x i16> %88, %89, !dbg !429
  store <4 x i16> %90, ptr %8, align 8, !dbg !429
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !429
    #dbg_declare(ptr %9, !446, !DIExpression(), !429)
  %91 = call i64 @next(), !dbg !429
  %92 = urem i64 %91, 16, !dbg !429
  %93 = trunc i64 %92 to i32, !dbg !429
  store i32 %93, ptr %9, align 4, !dbg !429
  %94 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %95 = load i32, ptr %9, align 4, !dbg !429
  %96 = insertelement <4 x i32> poison, i32 %95, i64 0, !dbg !429
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !429
  %98 = trunc <4 x i32> %97 to <4 x i16>, !dbg !429
  %99 = shl <4 x i16> %94, %98, !dbg !429
  store <4 x i16> %99, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %100 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %101 = load i32, ptr %9, align 4, !dbg !429
  %102 = insertelement <4 x i32> poison, i32 %101, i64 0, !dbg !429
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !429
  %104 = trunc <4 x i32> %103 to <4 x i16>, !dbg !429
  %105 = ashr <4 x i16> %100, %104, !dbg !429
  store <4 x i16> %105, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %106 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %107 = load i32, ptr %9, align 4, !dbg !429
  %108 = insertelement <4 x i32> poison, i32 %107, i64 0, !dbg !429
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !429
  %110 = trunc <4 x i32> %109 to <4 x i16>, !dbg !429
  %111 = lshr <4 x i16> %106, %110, !dbg !429
  store <4 x i16> %111, ptr %8, align 8, !dbg !429
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !429
  %112 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %113 = ashr <4 x i16> %112, <i16 15, i16 15, i16 15, i16 15>, !dbg !429
  store <4 x i16> %113, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %114 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %115 = add <4 x i16> %114, <i16 3, i16 3, i16 3, i16 3>, !dbg !429
  store <4 x i16> %115, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %116 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %117 = sub <4 x i16> <i16 100, i16 100, i16 100, i16 100>, %116, !dbg !429
  store <4 x i16> %117, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %118 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %119 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %120 = icmp eq <4 x i16> %118, %119, !dbg !429
  %121 = sext <4 x i1> %120 to <4 x i16>, !dbg !429
  store <4 x i16> %121, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %122 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %123 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %124 = icmp ne <4 x i16> %122, %123, !dbg !429
  %125 = sext <4 x i1> %124 to <4 x i16>, !dbg !429
  store <4 x i16> %125, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %126 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %127 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %128 = icmp slt <4 x i16> %126, %127, !dbg !429
  %129 = sext <4 x i1> %128 to <4 x i16>, !dbg !429
  store <4 x i16> %129, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %130 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %131 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %132 = icmp sle <4 x i16> %130, %131, !dbg !429
  %133 = sext <4 x i1> %132 to <4 x i16>, !dbg !429
  store <4 x i16> %133, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %134 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %135 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %136 = icmp sgt <4 x i16> %134, %135, !dbg !429
  %137 = sext <4 x i1> %136 to <4 x i16>, !dbg !429
  store <4 x i16> %137, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %138 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %139 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %140 = icmp sge <4 x i16> %138, %139, !dbg !429
  %141 = sext <4 x i1> %140 to <4 x i16>, !dbg !429
  store <4 x i16> %141, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %142 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %143 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %144 = icmp ult <4 x i16> %142, %143, !dbg !429
  %145 = sext <4 x i1> %144 to <4 x i16>, !dbg !429
  store <4 x i16> %145, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
  %146 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %147 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %148 = icmp uge <4 x i16> %146, %147, !dbg !429
  %149 = sext <4 x i1> %148 to <4 x i16>, !dbg !429
  store <4 x i16> %149, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
    #dbg_declare(ptr %10, !447, !DIExpression(), !429)
  %150 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %151 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %152 = icmp sgt <4 x i16> %150, %151, !dbg !429
  %153 = sext <4 x i1> %152 to <4 x i16>, !dbg !429
  store <4 x i16> %153, ptr %10, align 8, !dbg !429
  %154 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %155 = load <4 x i16>, ptr %10, align 8, !dbg !429
  %156 = and <4 x i16> %154, %155, !dbg !429
  %157 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %158 = load <4 x i16>, ptr %10, align 8, !dbg !429
  %159 = xor <4 x i16> %158, <i16 -1, i16 -1, i16 -1, i16 -1>, !dbg !429
  %160 = and <4 x i16> %157, %159, !dbg !429
  %161 = or <4 x i16> %156, %160, !dbg !429
  store <4 x i16> %161, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
    #dbg_declare(ptr %11, !448, !DIExpression(), !429)
  %162 = call i64 @next(), !dbg !429
  %163 = urem i64 %162, 4, !dbg !429
  %164 = trunc i64 %163 to i32, !dbg !429
  store i32 %164, ptr %11, align 4, !dbg !429
    #dbg_declare(ptr %12, !449, !DIExpression(), !429)
  %165 = load <4 x i16>, ptr %1, align 8, !dbg !429
  %166 = load i32, ptr %11, align 4, !dbg !429
  %167 = extractelement <4 x i16> %165, i32 %166, !dbg !429
  store i16 %167, ptr %12, align 2, !dbg !429
  call void @mix(ptr noundef %12, i64 noundef 2), !dbg !429
  %168 = load <4 x i16>, ptr %1, align 8, !dbg !429
  store <4 x i16> %168, ptr %4, align 8, !dbg !429
  %169 = load <4 x i16>, ptr %2, align 8, !dbg !429
  %170 = extractelement <4 x i16> %169, i32 0, !dbg !429
  %171 = load i32, ptr %11, align 4, !dbg !429
  %172 = load <4 x i16>, ptr %4, align 8, !dbg !429
  %173 = insertelement <4 x i16> %172, i16 %170, i32 %171, !dbg !429
  store <4 x i16> %173, ptr %4, align 8, !dbg !429
  %174 = load <4 x i16>, ptr %4, align 8, !dbg !429
  %175 = load i32, ptr %11, align 4, !dbg !429
  %176 = sub nsw i32 3, %175, !dbg !429
  %177 = extractelement <4 x i16> %174, i32 %176, !dbg !429
  %178 = zext i16 %177 to i32, !dbg !429
  %179 = add nsw i32 %178, 7, !dbg !429
  %180 = trunc i32 %179 to i16, !dbg !429
  %181 = load i32, ptr %11, align 4, !dbg !429
  %182 = sub nsw i32 3, %181, !dbg !429
  %183 = load <4 x i16>, ptr %4, align 8, !dbg !429
  %184 = insertelement <4 x i16> %183, i16 %180, i32 %182, !dbg !429
  store <4 x i16> %184, ptr %4, align 8, !dbg !429
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !429
    #dbg_declare(ptr %13, !450, !DIExpression(), !429)
  store i16 0, ptr %13, align 2, !dbg !429
    #dbg_declare(ptr %14, !451, !DIExpression(), !453)
  store i32 0, ptr %14, align 4, !dbg !453
  br label %185, !dbg !453

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4, !dbg !454
  %187 = icmp slt i32 %186, 4, !dbg !454
  br i1 %187, label %188, label %207, !dbg !453

188:                                              ; preds = %185
  %189 = load <4 x i16>, ptr %1, align 8, !dbg !454
  %190 = load i32, ptr %14, align 4, !dbg !454
  %191 = extractelement <4 x i16> %189, i32 %190, !dbg !454
  %192 = sext i16 %191 to i32, !dbg !454
  %193 = load <4 x i16>, ptr %2, align 8, !dbg !454
  %194 = load i32, ptr %14, align 4, !dbg !454
  %195 = extractelement <4 x i16> %193, i32 %194, !dbg !454
  %196 = sext i16 %195 to i32, !dbg !454
  %197 = xor i32 %192, %196, !dbg !454
  %198 = trunc i32 %197 to i16, !dbg !454
  %199 = zext i16 %198 to i32, !dbg !454
  %200 = load i16, ptr %13, align 2, !dbg !454
  %201 = zext i16 %200 to i32, !dbg !454
  %202 = add nsw i32 %201, %199, !dbg !454
  %203 = trunc i32 %202 to i16, !dbg !454
  store i16 %203, ptr %13, align 2, !dbg !454
  br label %204, !dbg !454

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4, !dbg !454
  %206 = add nsw i32 %205, 1, !dbg !454
  store i32 %206, ptr %14, align 4, !dbg !454
  br label %185, !dbg !454, !llvm.loop !456

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 2), !dbg !429
  ret void, !dbg !429
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i16x8() #0 !dbg !91 {
  %1 = alloca <8 x i16>, align 16
  %2 = alloca <8 x i16>, align 16
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <8 x i16>, align 16
  %7 = alloca <8 x i16>, align 16
  %8 = alloca <8 x i16>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <8 x i16>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !457, !DIExpression(), !458)
    #dbg_declare(ptr %2, !459, !DIExpression(), !458)
    #dbg_declare(ptr %3, !460, !DIExpression(), !458)
    #dbg_declare(ptr %4, !461, !DIExpression(), !458)
    #dbg_declare(ptr %5, !462, !DIExpression(), !464)
  store i32 0, ptr %5, align 4, !dbg !464
  br label %15, !dbg !464

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !465
  %17 = icmp slt i32 %16, 8, !dbg !465
  br i1 %17, label %18, label %38, !dbg !464

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !467
  %20 = trunc i64 %19 to i16, !dbg !467
  %21 = load i32, ptr %5, align 4, !dbg !467
  %22 = load <8 x i16>, ptr %1, align 16, !dbg !467
  %23 = insertelement <8 x i16> %22, i16 %20, i32 %21, !dbg !467
  store <8 x i16> %23, ptr %1, align 16, !dbg !467
  %24 = call i64 @next(), !dbg !467
  %25 = trunc i64 %24 to i16, !dbg !467
  %26 = load i32, ptr %5, align 4, !dbg !467
  %27 = load <8 x i16>, ptr %2, align 16, !dbg !467
  %28 = insertelement <8 x i16> %27, i16 %25, i32 %26, !dbg !467
  store <8 x i16> %28, ptr %2, align 16, !dbg !467
  %29 = call i64 @next(), !dbg !467
  %30 = urem i64 %29, 16, !dbg !467
  %31 = trunc i64 %30 to i16, !dbg !467
  %32 = load i32, ptr %5, align 4, !dbg !467
  %33 = load <8 x i16>, ptr %3, align 16, !dbg !467
  %34 = insertelement <8 x i16> %33, i16 %31, i32 %32, !dbg !467
  store <8 x i16> %34, ptr %3, align 16, !dbg !467
  br label %35, !dbg !467

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !465
  %37 = add nsw i32 %36, 1, !dbg !465
  store i32 %37, ptr %5, align 4, !dbg !465
  br label %15, !dbg !465, !llvm.loop !469

38:                                               ; preds = %15
  %39 = load <8 x i16>, ptr %1, align 16, !dbg !470
  %40 = extractelement <8 x i16> %39, i32 1, !dbg !470
  %41 = load <8 x i16>, ptr %2, align 16, !dbg !470
  %42 = insertelement <8 x i16> %41, i16 %40, i32 1, !dbg !470
  store <8 x i16> %42, ptr %2, align 16, !dbg !470
    #dbg_declare(ptr %6, !472, !DIExpression(), !458)
  %43 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %44 = or <8 x i16> %43, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, !dbg !458
  store <8 x i16> %44, ptr %6, align 16, !dbg !458
    #dbg_declare(ptr %7, !473, !DIExpression(), !458)
  %45 = load <8 x i16>, ptr %6, align 16, !dbg !458
  %46 = lshr <8 x i16> %45, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, !dbg !458
  %47 = or <8 x i16> %46, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, !dbg !458
  store <8 x i16> %47, ptr %7, align 16, !dbg !458
  %48 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %49 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %50 = add <8 x i16> %48, %49, !dbg !458
  store <8 x i16> %50, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %51 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %52 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %53 = sub <8 x i16> %51, %52, !dbg !458
  store <8 x i16> %53, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %54 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %55 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %56 = mul <8 x i16> %54, %55, !dbg !458
  store <8 x i16> %56, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %57 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %58 = load <8 x i16>, ptr %7, align 16, !dbg !458
  %59 = sdiv <8 x i16> %57, %58, !dbg !458
  store <8 x i16> %59, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %60 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %61 = load <8 x i16>, ptr %7, align 16, !dbg !458
  %62 = srem <8 x i16> %60, %61, !dbg !458
  store <8 x i16> %62, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
    #dbg_declare(ptr %8, !474, !DIExpression(), !458)
  %63 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %64 = load <8 x i16>, ptr %6, align 16, !dbg !458
  %65 = udiv <8 x i16> %63, %64, !dbg !458
  store <8 x i16> %65, ptr %8, align 16, !dbg !458
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !458
  %66 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %67 = load <8 x i16>, ptr %6, align 16, !dbg !458
  %68 = urem <8 x i16> %66, %67, !dbg !458
  store <8 x i16> %68, ptr %8, align 16, !dbg !458
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !458
  %69 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %70 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %71 = and <8 x i16> %69, %70, !dbg !458
  store <8 x i16> %71, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %72 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %73 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %74 = or <8 x i16> %72, %73, !dbg !458
  store <8 x i16> %74, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %75 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %76 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %77 = xor <8 x i16> %75, %76, !dbg !458
  store <8 x i16> %77, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %78 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %79 = xor <8 x i16> %78, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, !dbg !458
  store <8 x i16> %79, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %80 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %81 = sub <8 x i16> zeroinitializer, %80, !dbg !458
  store <8 x i16> %81, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %82 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %83 = load <8 x i16>, ptr %3, align 16, !dbg !458
  %84 = shl <8 x i16> %82, %83, !dbg !458
  store <8 x i16> %84, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %85 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %86 = load <8 x i16>, ptr %3, align 16, !dbg !458
  %87 = ashr <8 x i16> %85, %86, !dbg !458
  store <8 x i16> %87, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %88 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %89 = load <8 x i16>, ptr %3, align 16, !dbg !458
  %90 = lshr <8 x i16> %88, %89, !dbg !458
  store <8 x i16> %90, ptr %8, align 16, !dbg !458
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !458
    #dbg_declare(ptr %9, !475, !DIExpression(), !458)
  %91 = call i64 @next(), !dbg !458
  %92 = urem i64 %91, 16, !dbg !458
  %93 = trunc i64 %92 to i32, !dbg !458
  store i32 %93, ptr %9, align 4, !dbg !458
  %94 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %95 = load i32, ptr %9, align 4, !dbg !458
  %96 = insertelement <8 x i32> poison, i32 %95, i64 0, !dbg !458
  %97 = shufflevector <8 x i32> %96, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !458
  %98 = trunc <8 x i32> %97 to <8 x i16>, !dbg !458
  %99 = shl <8 x i16> %94, %98, !dbg !458
  store <8 x i16> %99, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %100 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %101 = load i32, ptr %9, align 4, !dbg !458
  %102 = insertelement <8 x i32> poison, i32 %101, i64 0, !dbg !458
  %103 = shufflevector <8 x i32> %102, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !458
  %104 = trunc <8 x i32> %103 to <8 x i16>, !dbg !458
  %105 = ashr <8 x i16> %100, %104, !dbg !458
  store <8 x i16> %105, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %106 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %107 = load i32, ptr %9, align 4, !dbg !458
  %108 = insertelement <8 x i32> poison, i32 %107, i64 0, !dbg !458
  %109 = shufflevector <8 x i32> %108, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !458
  %110 = trunc <8 x i32> %109 to <8 x i16>, !dbg !458
  %111 = lshr <8 x i16> %106, %110, !dbg !458
  store <8 x i16> %111, ptr %8, align 16, !dbg !458
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !458
  %112 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %113 = ashr <8 x i16> %112, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>, !dbg !458
  store <8 x i16> %113, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %114 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %115 = add <8 x i16> %114, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>, !dbg !458
  store <8 x i16> %115, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %116 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %117 = sub <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>, %116, !dbg !458
  store <8 x i16> %117, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %118 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %119 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %120 = icmp eq <8 x i16> %118, %119, !dbg !458
  %121 = sext <8 x i1> %120 to <8 x i16>, !dbg !458
  store <8 x i16> %121, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %122 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %123 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %124 = icmp ne <8 x i16> %122, %123, !dbg !458
  %125 = sext <8 x i1> %124 to <8 x i16>, !dbg !458
  store <8 x i16> %125, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %126 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %127 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %128 = icmp slt <8 x i16> %126, %127, !dbg !458
  %129 = sext <8 x i1> %128 to <8 x i16>, !dbg !458
  store <8 x i16> %129, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %130 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %131 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %132 = icmp sle <8 x i16> %130, %131, !dbg !458
  %133 = sext <8 x i1> %132 to <8 x i16>, !dbg !458
  store <8 x i16> %133, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %134 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %135 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %136 = icmp sgt <8 x i16> %134, %135, !dbg !458
  %137 = sext <8 x i1> %136 to <8 x i16>, !dbg !458
  store <8 x i16> %137, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %138 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %139 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %140 = icmp sge <8 x i16> %138, %139, !dbg !458
  %141 = sext <8 x i1> %140 to <8 x i16>, !dbg !458
  store <8 x i16> %141, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %142 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %143 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %144 = icmp ult <8 x i16> %142, %143, !dbg !458
  %145 = sext <8 x i1> %144 to <8 x i16>, !dbg !458
  store <8 x i16> %145, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
  %146 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %147 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %148 = icmp uge <8 x i16> %146, %147, !dbg !458
  %149 = sext <8 x i1> %148 to <8 x i16>, !dbg !458
  store <8 x i16> %149, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
    #dbg_declare(ptr %10, !476, !DIExpression(), !458)
  %150 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %151 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %152 = icmp sgt <8 x i16> %150, %151, !dbg !458
  %153 = sext <8 x i1> %152 to <8 x i16>, !dbg !458
  store <8 x i16> %153, ptr %10, align 16, !dbg !458
  %154 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %155 = load <8 x i16>, ptr %10, align 16, !dbg !458
  %156 = and <8 x i16> %154, %155, !dbg !458
  %157 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %158 = load <8 x i16>, ptr %10, align 16, !dbg !458
  %159 = xor <8 x i16> %158, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, !dbg !458
  %160 = and <8 x i16> %157, %159, !dbg !458
  %161 = or <8 x i16> %156, %160, !dbg !458
  store <8 x i16> %161, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
    #dbg_declare(ptr %11, !477, !DIExpression(), !458)
  %162 = call i64 @next(), !dbg !458
  %163 = urem i64 %162, 8, !dbg !458
  %164 = trunc i64 %163 to i32, !dbg !458
  store i32 %164, ptr %11, align 4, !dbg !458
    #dbg_declare(ptr %12, !478, !DIExpression(), !458)
  %165 = load <8 x i16>, ptr %1, align 16, !dbg !458
  %166 = load i32, ptr %11, align 4, !dbg !458
  %167 = extractelement <8 x i16> %165, i32 %166, !dbg !458
  store i16 %167, ptr %12, align 2, !dbg !458
  call void @mix(ptr noundef %12, i64 noundef 2), !dbg !458
  %168 = load <8 x i16>, ptr %1, align 16, !dbg !458
  store <8 x i16> %168, ptr %4, align 16, !dbg !458
  %169 = load <8 x i16>, ptr %2, align 16, !dbg !458
  %170 = extractelement <8 x i16> %169, i32 0, !dbg !458
  %171 = load i32, ptr %11, align 4, !dbg !458
  %172 = load <8 x i16>, ptr %4, align 16, !dbg !458
  %173 = insertelement <8 x i16> %172, i16 %170, i32 %171, !dbg !458
  store <8 x i16> %173, ptr %4, align 16, !dbg !458
  %174 = load <8 x i16>, ptr %4, align 16, !dbg !458
  %175 = load i32, ptr %11, align 4, !dbg !458
  %176 = sub nsw i32 7, %175, !dbg !458
  %177 = extractelement <8 x i16> %174, i32 %176, !dbg !458
  %178 = zext i16 %177 to i32, !dbg !458
  %179 = add nsw i32 %178, 7, !dbg !458
  %180 = trunc i32 %179 to i16, !dbg !458
  %181 = load i32, ptr %11, align 4, !dbg !458
  %182 = sub nsw i32 7, %181, !dbg !458
  %183 = load <8 x i16>, ptr %4, align 16, !dbg !458
  %184 = insertelement <8 x i16> %183, i16 %180, i32 %182, !dbg !458
  store <8 x i16> %184, ptr %4, align 16, !dbg !458
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !458
    #dbg_declare(ptr %13, !479, !DIExpression(), !458)
  store i16 0, ptr %13, align 2, !dbg !458
    #dbg_declare(ptr %14, !480, !DIExpression(), !482)
  store i32 0, ptr %14, align 4, !dbg !482
  br label %185, !dbg !482

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4, !dbg !483
  %187 = icmp slt i32 %186, 8, !dbg !483
  br i1 %187, label %188, label %207, !dbg !482

188:                                              ; preds = %185
  %189 = load <8 x i16>, ptr %1, align 16, !dbg !483
  %190 = load i32, ptr %14, align 4, !dbg !483
  %191 = extractelement <8 x i16> %189, i32 %190, !dbg !483
  %192 = sext i16 %191 to i32, !dbg !483
  %193 = load <8 x i16>, ptr %2, align 16, !dbg !483
  %194 = load i32, ptr %14, align 4, !dbg !483
  %195 = extractelement <8 x i16> %193, i32 %194, !dbg !483
  %196 = sext i16 %195 to i32, !dbg !483
  %197 = xor i32 %192, %196, !dbg !483
  %198 = trunc i32 %197 to i16, !dbg !483
  %199 = zext i16 %198 to i32, !dbg !483
  %200 = load i16, ptr %13, align 2, !dbg !483
  %201 = zext i16 %200 to i32, !dbg !483
  %202 = add nsw i32 %201, %199, !dbg !483
  %203 = trunc i32 %202 to i16, !dbg !483
  store i16 %203, ptr %13, align 2, !dbg !483
  br label %204, !dbg !483

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4, !dbg !483
  %206 = add nsw i32 %205, 1, !dbg !483
  store i32 %206, ptr %14, align 4, !dbg !483
  br label %185, !dbg !483, !llvm.loop !485

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 2), !dbg !458
  ret void, !dbg !458
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i16x16() #0 !dbg !94 {
  %1 = alloca <16 x i16>, align 32
  %2 = alloca <16 x i16>, align 32
  %3 = alloca <16 x i16>, align 32
  %4 = alloca <16 x i16>, align 32
  %5 = alloca i32, align 4
  %6 = alloca <16 x i16>, align 32
  %7 = alloca <16 x i16>, align 32
  %8 = alloca <16 x i16>, align 32
  %9 = alloca i32, align 4
  %10 = alloca <16 x i16>, align 32
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !486, !DIExpression(), !487)
    #dbg_declare(ptr %2, !488, !DIExpression(), !487)
    #dbg_declare(ptr %3, !489, !DIExpression(), !487)
    #dbg_declare(ptr %4, !490, !DIExpression(), !487)
    #dbg_declare(ptr %5, !491, !DIExpression(), !493)
  store i32 0, ptr %5, align 4, !dbg !493
  br label %15, !dbg !493

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !494
  %17 = icmp slt i32 %16, 16, !dbg !494
  br i1 %17, label %18, label %38, !dbg !493

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !496
  %20 = trunc i64 %19 to i16, !dbg !496
  %21 = load i32, ptr %5, align 4, !dbg !496
  %22 = load <16 x i16>, ptr %1, align 32, !dbg !496
  %23 = insertelement <16 x i16> %22, i16 %20, i32 %21, !dbg !496
  store <16 x i16> %23, ptr %1, align 32, !dbg !496
  %24 = call i64 @next(), !dbg !496
  %25 = trunc i64 %24 to i16, !dbg !496
  %26 = load i32, ptr %5, align 4, !dbg !496
  %27 = load <16 x i16>, ptr %2, align 32, !dbg !496
  %28 = insertelement <16 x i16> %27, i16 %25, i32 %26, !dbg !496
  store <16 x i16> %28, ptr %2, align 32, !dbg !496
  %29 = call i64 @next(), !dbg !496
  %30 = urem i64 %29, 16, !dbg !496
  %31 = trunc i64 %30 to i16, !dbg !496
  %32 = load i32, ptr %5, align 4, !dbg !496
  %33 = load <16 x i16>, ptr %3, align 32, !dbg !496
  %34 = insertelement <16 x i16> %33, i16 %31, i32 %32, !dbg !496
  store <16 x i16> %34, ptr %3, align 32, !dbg !496
  br label %35, !dbg !496

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !494
  %37 = add nsw i32 %36, 1, !dbg !494
  store i32 %37, ptr %5, align 4, !dbg !494
  br label %15, !dbg !494, !llvm.loop !498

38:                                               ; preds = %15
  %39 = load <16 x i16>, ptr %1, align 32, !dbg !499
  %40 = extractelement <16 x i16> %39, i32 1, !dbg !499
  %41 = load <16 x i16>, ptr %2, align 32, !dbg !499
  %42 = insertelement <16 x i16> %41, i16 %40, i32 1, !dbg !499
  store <16 x i16> %42, ptr %2, align 32, !dbg !499
    #dbg_declare(ptr %6, !501, !DIExpression(), !487)
  %43 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %44 = or <16 x i16> %43, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, !dbg !487
  store <16 x i16> %44, ptr %6, align 32, !dbg !487
    #dbg_declare(ptr %7, !502, !DIExpression(), !487)
  %45 = load <16 x i16>, ptr %6, align 32, !dbg !487
  %46 = lshr <16 x i16> %45, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, !dbg !487
  %47 = or <16 x i16> %46, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, !dbg !487
  store <16 x i16> %47, ptr %7, align 32, !dbg !487
  %48 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %49 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %50 = add <16 x i16> %48, %49, !dbg !487
  store <16 x i16> %50, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %51 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %52 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %53 = sub <16 x i16> %51, %52, !dbg !487
  store <16 x i16> %53, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %54 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %55 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %56 = mul <16 x i16> %54, %55, !dbg !487
  store <16 x i16> %56, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %57 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %58 = load <16 x i16>, ptr %7, align 32, !dbg !487
  %59 = sdiv <16 x i16> %57, %58, !dbg !487
  store <16 x i16> %59, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %60 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %61 = load <16 x i16>, ptr %7, align 32, !dbg !487
  %62 = srem <16 x i16> %60, %61, !dbg !487
  store <16 x i16> %62, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
    #dbg_declare(ptr %8, !503, !DIExpression(), !487)
  %63 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %64 = load <16 x i16>, ptr %6, align 32, !dbg !487
  %65 = udiv <16 x i16> %63, %64, !dbg !487
  store <16 x i16> %65, ptr %8, align 32, !dbg !487
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !487
  %66 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %67 = load <16 x i16>, ptr %6, align 32, !dbg !487
  %68 = urem <16 x i16> %66, %67, !dbg !487
  store <16 x i16> %68, ptr %8, align 32, !dbg !487
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !487
  %69 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %70 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %71 = and <16 x i16> %69, %70, !dbg !487
  store <16 x i16> %71, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %72 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %73 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %74 = or <16 x i16> %72, %73, !dbg !487
  store <16 x i16> %74, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %75 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %76 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %77 = xor <16 x i16> %75, %76, !dbg !487
  store <16 x i16> %77, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %78 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %79 = xor <16 x i16> %78, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, !dbg !487
  store <16 x i16> %79, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %80 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %81 = sub <16 x i16> zeroinitializer, %80, !dbg !487
  store <16 x i16> %81, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %82 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %83 = load <16 x i16>, ptr %3, align 32, !dbg !487
  %84 = shl <16 x i16> %82, %83, !dbg !487
  store <16 x i16> %84, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %85 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %86 = load <16 x i16>, ptr %3, align 32, !dbg !487
  %87 = ashr <16 x i16> %85, %86, !dbg !487
  store <16 x i16> %87, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %88 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %89 = load <16 x i16>, ptr %3, align 32, !dbg !487
  %90 = lshr <16 x i16> %88, %89, !dbg !487
  store <16 x i16> %90, ptr %8, align 32, !dbg !487
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !487
    #dbg_declare(ptr %9, !504, !DIExpression(), !487)
  %91 = call i64 @next(), !dbg !487
  %92 = urem i64 %91, 16, !dbg !487
  %93 = trunc i64 %92 to i32, !dbg !487
  store i32 %93, ptr %9, align 4, !dbg !487
  %94 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %95 = load i32, ptr %9, align 4, !dbg !487
  %96 = insertelement <16 x i32> poison, i32 %95, i64 0, !dbg !487
  %97 = shufflevector <16 x i32> %96, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !487
  %98 = trunc <16 x i32> %97 to <16 x i16>, !dbg !487
  %99 = shl <16 x i16> %94, %98, !dbg !487
  store <16 x i16> %99, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %100 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %101 = load i32, ptr %9, align 4, !dbg !487
  %102 = insertelement <16 x i32> poison, i32 %101, i64 0, !dbg !487
  %103 = shufflevector <16 x i32> %102, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !487
  %104 = trunc <16 x i32> %103 to <16 x i16>, !dbg !487
  %105 = ashr <16 x i16> %100, %104, !dbg !487
  store <16 x i16> %105, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %106 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %107 = load i32, ptr %9, align 4, !dbg !487
  %108 = insertelement <16 x i32> poison, i32 %107, i64 0, !dbg !487
  %109 = shufflevector <16 x i32> %108, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !487
  %110 = trunc <16 x i32> %109 to <16 x i16>, !dbg !487
  %111 = lshr <16 x i16> %106, %110, !dbg !487
  store <16 x i16> %111, ptr %8, align 32, !dbg !487
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !487
  %112 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %113 = ashr <16 x i16> %112, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>, !dbg !487
  store <16 x i16> %113, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %114 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %115 = add <16 x i16> %114, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>, !dbg !487
  store <16 x i16> %115, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %116 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %117 = sub <16 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>, %116, !dbg !487
  store <16 x i16> %117, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %118 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %119 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %120 = icmp eq <16 x i16> %118, %119, !dbg !487
  %121 = sext <16 x i1> %120 to <16 x i16>, !dbg !487
  store <16 x i16> %121, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %122 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %123 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %124 = icmp ne <16 x i16> %122, %123, !dbg !487
  %125 = sext <16 x i1> %124 to <16 x i16>, !dbg !487
  store <16 x i16> %125, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %126 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %127 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %128 = icmp slt <16 x i16> %126, %127, !dbg !487
  %129 = sext <16 x i1> %128 to <16 x i16>, !dbg !487
  store <16 x i16> %129, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %130 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %131 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %132 = icmp sle <16 x i16> %130, %131, !dbg !487
  %133 = sext <16 x i1> %132 to <16 x i16>, !dbg !487
  store <16 x i16> %133, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %134 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %135 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %136 = icmp sgt <16 x i16> %134, %135, !dbg !487
  %137 = sext <16 x i1> %136 to <16 x i16>, !dbg !487
  store <16 x i16> %137, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %138 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %139 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %140 = icmp sge <16 x i16> %138, %139, !dbg !487
  %141 = sext <16 x i1> %140 to <16 x i16>, !dbg !487
  store <16 x i16> %141, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %142 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %143 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %144 = icmp ult <16 x i16> %142, %143, !dbg !487
  %145 = sext <16 x i1> %144 to <16 x i16>, !dbg !487
  store <16 x i16> %145, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
  %146 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %147 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %148 = icmp uge <16 x i16> %146, %147, !dbg !487
  %149 = sext <16 x i1> %148 to <16 x i16>, !dbg !487
  store <16 x i16> %149, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
    #dbg_declare(ptr %10, !505, !DIExpression(), !487)
  %150 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %151 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %152 = icmp sgt <16 x i16> %150, %151, !dbg !487
  %153 = sext <16 x i1> %152 to <16 x i16>, !dbg !487
  store <16 x i16> %153, ptr %10, align 32, !dbg !487
  %154 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %155 = load <16 x i16>, ptr %10, align 32, !dbg !487
  %156 = and <16 x i16> %154, %155, !dbg !487
  %157 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %158 = load <16 x i16>, ptr %10, align 32, !dbg !487
  %159 = xor <16 x i16> %158, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, !dbg !487
  %160 = and <16 x i16> %157, %159, !dbg !487
  %161 = or <16 x i16> %156, %160, !dbg !487
  store <16 x i16> %161, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
    #dbg_declare(ptr %11, !506, !DIExpression(), !487)
  %162 = call i64 @next(), !dbg !487
  %163 = urem i64 %162, 16, !dbg !487
  %164 = trunc i64 %163 to i32, !dbg !487
  store i32 %164, ptr %11, align 4, !dbg !487
    #dbg_declare(ptr %12, !507, !DIExpression(), !487)
  %165 = load <16 x i16>, ptr %1, align 32, !dbg !487
  %166 = load i32, ptr %11, align 4, !dbg !487
  %167 = extractelement <16 x i16> %165, i32 %166, !dbg !487
  store i16 %167, ptr %12, align 2, !dbg !487
  call void @mix(ptr noundef %12, i64 noundef 2), !dbg !487
  %168 = load <16 x i16>, ptr %1, align 32, !dbg !487
  store <16 x i16> %168, ptr %4, align 32, !dbg !487
  %169 = load <16 x i16>, ptr %2, align 32, !dbg !487
  %170 = extractelement <16 x i16> %169, i32 0, !dbg !487
  %171 = load i32, ptr %11, align 4, !dbg !487
  %172 = load <16 x i16>, ptr %4, align 32, !dbg !487
  %173 = insertelement <16 x i16> %172, i16 %170, i32 %171, !dbg !487
  store <16 x i16> %173, ptr %4, align 32, !dbg !487
  %174 = load <16 x i16>, ptr %4, align 32, !dbg !487
  %175 = load i32, ptr %11, align 4, !dbg !487
  %176 = sub nsw i32 15, %175, !dbg !487
  %177 = extractelement <16 x i16> %174, i32 %176, !dbg !487
  %178 = zext i16 %177 to i32, !dbg !487
  %179 = add nsw i32 %178, 7, !dbg !487
  %180 = trunc i32 %179 to i16, !dbg !487
  %181 = load i32, ptr %11, align 4, !dbg !487
  %182 = sub nsw i32 15, %181, !dbg !487
  %183 = load <16 x i16>, ptr %4, align 32, !dbg !487
  %184 = insertelement <16 x i16> %183, i16 %180, i32 %182, !dbg !487
  store <16 x i16> %184, ptr %4, align 32, !dbg !487
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !487
    #dbg_declare(ptr %13, !508, !DIExpression(), !487)
  store i16 0, ptr %13, align 2, !dbg !487
    #dbg_declare(ptr %14, !509, !DIExpression(), !511)
  store i32 0, ptr %14, align 4, !dbg !511
  br label %185, !dbg !511

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4, !dbg !512
  %187 = icmp slt i32 %186, 16, !dbg !512
  br i1 %187, label %188, label %207, !dbg !511

188:                                              ; preds = %185
  %189 = load <16 x i16>, ptr %1, align 32, !dbg !512
  %190 = load i32, ptr %14, align 4, !dbg !512
  %191 = extractelement <16 x i16> %189, i32 %190, !dbg !512
  %192 = sext i16 %191 to i32, !dbg !512
  %193 = load <16 x i16>, ptr %2, align 32, !dbg !512
  %194 = load i32, ptr %14, align 4, !dbg !512
  %195 = extractelement <16 x i16> %193, i32 %194, !dbg !512
  %196 = sext i16 %195 to i32, !dbg !512
  %197 = xor i32 %192, %196, !dbg !512
  %198 = trunc i32 %197 to i16, !dbg !512
  %199 = zext i16 %198 to i32, !dbg !512
  %200 = load i16, ptr %13, align 2, !dbg !512
  %201 = zext i16 %200 to i32, !dbg !512
  %202 = add nsw i32 %201, %199, !dbg !512
  %203 = trunc i32 %202 to i16, !dbg !512
  store i16 %203, ptr %13, align 2, !dbg !512
  br label %204, !dbg !512

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4, !dbg !512
  %206 = add nsw i32 %205, 1, !dbg !512
  store i32 %206, ptr %14, align 4, !dbg !512
  br label %185, !dbg !512, !llvm.loop !514

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 2), !dbg !487
  ret void, !dbg !487
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32x2() #0 !dbg !97 {
  %1 = alloca <2 x i32>, align 8
  %2 = alloca <2 x i32>, align 8
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  %5 = alloca i32, align 4
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca i32, align 4
  %10 = alloca <2 x i32>, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !515, !DIExpression(), !516)
    #dbg_declare(ptr %2, !517, !DIExpression(), !516)
    #dbg_declare(ptr %3, !518, !DIExpression(), !516)
    #dbg_declare(ptr %4, !519, !DIExpression(), !516)
    #dbg_declare(ptr %5, !520, !DIExpression(), !522)
  store i32 0, ptr %5, align 4, !dbg !522
  br label %15, !dbg !522

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !523
  %17 = icmp slt i32 %16, 2, !dbg !523
  br i1 %17, label %18, label %38, !dbg !522

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !525
  %20 = trunc i64 %19 to i32, !dbg !525
  %21 = load i32, ptr %5, align 4, !dbg !525
  %22 = load <2 x i32>, ptr %1, align 8, !dbg !525
  %23 = insertelement <2 x i32> %22, i32 %20, i32 %21, !dbg !525
  store <2 x i32> %23, ptr %1, align 8, !dbg !525
  %24 = call i64 @next(), !dbg !525
  %25 = trunc i64 %24 to i32, !dbg !525
  %26 = load i32, ptr %5, align 4, !dbg !525
  %27 = load <2 x i32>, ptr %2, align 8, !dbg !525
  %28 = insertelement <2 x i32> %27, i32 %25, i32 %26, !dbg !525
  store <2 x i32> %28, ptr %2, align 8, !dbg !525
  %29 = call i64 @next(), !dbg !525
  %30 = urem i64 %29, 32, !dbg !525
  %31 = trunc i64 %30 to i32, !dbg !525
  %32 = load i32, ptr %5, align 4, !dbg !525
  %33 = load <2 x i32>, ptr %3, align 8, !dbg !525
  %34 = insertelement <2 x i32> %33, i32 %31, i32 %32, !dbg !525
  store <2 x i32> %34, ptr %3, align 8, !dbg !525
  br label %35, !dbg !525

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !523
  %37 = add nsw i32 %36, 1, !dbg !523
  store i32 %37, ptr %5, align 4, !dbg !523
  br label %15, !dbg !523, !llvm.loop !527

38:                                               ; preds = %15
  %39 = load <2 x i32>, ptr %1, align 8, !dbg !528
  %40 = extractelement <2 x i32> %39, i32 1, !dbg !528
  %41 = load <2 x i32>, ptr %2, align 8, !dbg !528
  %42 = insertelement <2 x i32> %41, i32 %40, i32 1, !dbg !528
  store <2 x i32> %42, ptr %2, align 8, !dbg !528
    #dbg_declare(ptr %6, !530, !DIExpression(), !516)
  %43 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %44 = or <2 x i32> %43, <i32 1, i32 1>, !dbg !516
  store <2 x i32> %44, ptr %6, align 8, !dbg !516
    #dbg_declare(ptr %7, !531, !DIExpression(), !516)
  %45 = load <2 x i32>, ptr %6, align 8, !dbg !516
  %46 = lshr <2 x i32> %45, <i32 1, i32 1>, !dbg !516
  %47 = or <2 x i32> %46, <i32 1, i32 1>, !dbg !516
  store <2 x i32> %47, ptr %7, align 8, !dbg !516
  %48 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %49 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %50 = add <2 x i32> %48, %49, !dbg !516
  store <2 x i32> %50, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %51 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %52 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %53 = sub <2 x i32> %51, %52, !dbg !516
  store <2 x i32> %53, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %54 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %55 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %56 = mul <2 x i32> %54, %55, !dbg !516
  store <2 x i32> %56, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %57 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %58 = load <2 x i32>, ptr %7, align 8, !dbg !516
  %59 = sdiv <2 x i32> %57, %58, !dbg !516
  store <2 x i32> %59, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %60 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %61 = load <2 x i32>, ptr %7, align 8, !dbg !516
  %62 = srem <2 x i32> %60, %61, !dbg !516
  store <2 x i32> %62, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
    #dbg_declare(ptr %8, !532, !DIExpression(), !516)
  %63 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %64 = load <2 x i32>, ptr %6, align 8, !dbg !516
  %65 = udiv <2 x i32> %63, %64, !dbg !516
  store <2 x i32> %65, ptr %8, align 8, !dbg !516
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !516
  %66 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %67 = load <2 x i32>, ptr %6, align 8, !dbg !516
  %68 = urem <2 x i32> %66, %67, !dbg !516
  store <2 x i32> %68, ptr %8, align 8, !dbg !516
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !516
  %69 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %70 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %71 = and <2 x i32> %69, %70, !dbg !516
  store <2 x i32> %71, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %72 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %73 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %74 = or <2 x i32> %72, %73, !dbg !516
  store <2 x i32> %74, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %75 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %76 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %77 = xor <2 x i32> %75, %76, !dbg !516
  store <2 x i32> %77, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %78 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %79 = xor <2 x i32> %78, <i32 -1, i32 -1>, !dbg !516
  store <2 x i32> %79, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %80 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %81 = sub <2 x i32> zeroinitializer, %80, !dbg !516
  store <2 x i32> %81, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %82 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %83 = load <2 x i32>, ptr %3, align 8, !dbg !516
  %84 = shl <2 x i32> %82, %83, !dbg !516
  store <2 x i32> %84, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %85 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %86 = load <2 x i32>, ptr %3, align 8, !dbg !516
  %87 = ashr <2 x i32> %85, %86, !dbg !516
  store <2 x i32> %87, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %88 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %89 = load <2 x i32>, ptr %3, align 8, !dbg !516
  %90 = lshr <2 x i32> %88, %89, !dbg !516
  store <2 x i32> %90, ptr %8, align 8, !dbg !516
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !516
    #dbg_declare(ptr %9, !533, !DIExpression(), !516)
  %91 = call i64 @next(), !dbg !516
  %92 = urem i64 %91, 32, !dbg !516
  %93 = trunc i64 %92 to i32, !dbg !516
  store i32 %93, ptr %9, align 4, !dbg !516
  %94 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %95 = load i32, ptr %9, align 4, !dbg !516
  %96 = insertelement <2 x i32> poison, i32 %95, i64 0, !dbg !516
  %97 = shufflevector <2 x i32> %96, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !516
  %98 = shl <2 x i32> %94, %97, !dbg !516
  store <2 x i32> %98, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %99 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %100 = load i32, ptr %9, align 4, !dbg !516
  %101 = insertelement <2 x i32> poison, i32 %100, i64 0, !dbg !516
  %102 = shufflevector <2 x i32> %101, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !516
  %103 = ashr <2 x i32> %99, %102, !dbg !516
  store <2 x i32> %103, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %104 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %105 = load i32, ptr %9, align 4, !dbg !516
  %106 = insertelement <2 x i32> poison, i32 %105, i64 0, !dbg !516
  %107 = shufflevector <2 x i32> %106, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !516
  %108 = lshr <2 x i32> %104, %107, !dbg !516
  store <2 x i32> %108, ptr %8, align 8, !dbg !516
  call void @mix(ptr noundef %8, i64 noundef 8), !dbg !516
  %109 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %110 = ashr <2 x i32> %109, <i32 31, i32 31>, !dbg !516
  store <2 x i32> %110, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %111 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %112 = add <2 x i32> %111, <i32 3, i32 3>, !dbg !516
  store <2 x i32> %112, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %113 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %114 = sub <2 x i32> <i32 100, i32 100>, %113, !dbg !516
  store <2 x i32> %114, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %115 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %116 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %117 = icmp eq <2 x i32> %115, %116, !dbg !516
  %118 = sext <2 x i1> %117 to <2 x i32>, !dbg !516
  store <2 x i32> %118, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %119 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %120 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %121 = icmp ne <2 x i32> %119, %120, !dbg !516
  %122 = sext <2 x i1> %121 to <2 x i32>, !dbg !516
  store <2 x i32> %122, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %123 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %124 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %125 = icmp slt <2 x i32> %123, %124, !dbg !516
  %126 = sext <2 x i1> %125 to <2 x i32>, !dbg !516
  store <2 x i32> %126, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %127 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %128 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %129 = icmp sle <2 x i32> %127, %128, !dbg !516
  %130 = sext <2 x i1> %129 to <2 x i32>, !dbg !516
  store <2 x i32> %130, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %131 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %132 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %133 = icmp sgt <2 x i32> %131, %132, !dbg !516
  %134 = sext <2 x i1> %133 to <2 x i32>, !dbg !516
  store <2 x i32> %134, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %135 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %136 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %137 = icmp sge <2 x i32> %135, %136, !dbg !516
  %138 = sext <2 x i1> %137 to <2 x i32>, !dbg !516
  store <2 x i32> %138, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %139 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %140 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %141 = icmp ult <2 x i32> %139, %140, !dbg !516
  %142 = sext <2 x i1> %141 to <2 x i32>, !dbg !516
  store <2 x i32> %142, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
  %143 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %144 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %145 = icmp uge <2 x i32> %143, %144, !dbg !516
  %146 = sext <2 x i1> %145 to <2 x i32>, !dbg !516
  store <2 x i32> %146, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
    #dbg_declare(ptr %10, !534, !DIExpression(), !516)
  %147 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %148 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %149 = icmp sgt <2 x i32> %147, %148, !dbg !516
  %150 = sext <2 x i1> %149 to <2 x i32>, !dbg !516
  store <2 x i32> %150, ptr %10, align 8, !dbg !516
  %151 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %152 = load <2 x i32>, ptr %10, align 8, !dbg !516
  %153 = and <2 x i32> %151, %152, !dbg !516
  %154 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %155 = load <2 x i32>, ptr %10, align 8, !dbg !516
  %156 = xor <2 x i32> %155, <i32 -1, i32 -1>, !dbg !516
  %157 = and <2 x i32> %154, %156, !dbg !516
  %158 = or <2 x i32> %153, %157, !dbg !516
  store <2 x i32> %158, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
    #dbg_declare(ptr %11, !535, !DIExpression(), !516)
  %159 = call i64 @next(), !dbg !516
  %160 = urem i64 %159, 2, !dbg !516
  %161 = trunc i64 %160 to i32, !dbg !516
  store i32 %161, ptr %11, align 4, !dbg !516
    #dbg_declare(ptr %12, !536, !DIExpression(), !516)
  %162 = load <2 x i32>, ptr %1, align 8, !dbg !516
  %163 = load i32, ptr %11, align 4, !dbg !516
  %164 = extractelement <2 x i32> %162, i32 %163, !dbg !516
  store i32 %164, ptr %12, align 4, !dbg !516
  call void @mix(ptr noundef %12, i64 noundef 4), !dbg !516
  %165 = load <2 x i32>, ptr %1, align 8, !dbg !516
  store <2 x i32> %165, ptr %4, align 8, !dbg !516
  %166 = load <2 x i32>, ptr %2, align 8, !dbg !516
  %167 = extractelement <2 x i32> %166, i32 0, !dbg !516
  %168 = load i32, ptr %11, align 4, !dbg !516
  %169 = load <2 x i32>, ptr %4, align 8, !dbg !516
  %170 = insertelement <2 x i32> %169, i32 %167, i32 %168, !dbg !516
  store <2 x i32> %170, ptr %4, align 8, !dbg !516
  %171 = load <2 x i32>, ptr %4, align 8, !dbg !516
  %172 = load i32, ptr %11, align 4, !dbg !516
  %173 = sub nsw i32 1, %172, !dbg !516
  %174 = extractelement <2 x i32> %171, i32 %173, !dbg !516
  %175 = add i32 %174, 7, !dbg !516
  %176 = load i32, ptr %11, align 4, !dbg !516
  %177 = sub nsw i32 1, %176, !dbg !516
  %178 = load <2 x i32>, ptr %4, align 8, !dbg !516
  %179 = insertelement <2 x i32> %178, i32 %175, i32 %177, !dbg !516
  store <2 x i32> %179, ptr %4, align 8, !dbg !516
  call void @mix(ptr noundef %4, i64 noundef 8), !dbg !516
    #dbg_declare(ptr %13, !537, !DIExpression(), !516)
  store i32 0, ptr %13, align 4, !dbg !516
    #dbg_declare(ptr %14, !538, !DIExpression(), !540)
  store i32 0, ptr %14, align 4, !dbg !540
  br label %180, !dbg !540

180:                                              ; preds = %193, %38
  %181 = load i32, ptr %14, align 4, !dbg !541
  %182 = icmp slt i32 %181, 2, !dbg !541
  br i1 %182, label %183, label %196, !dbg !540

183:                                              ; preds = %180
  %184 = load <2 x i32>, ptr %1, align 8, !dbg !541
  %185 = load i32, ptr %14, align 4, !dbg !541
  %186 = extractelement <2 x i32> %184, i32 %185, !dbg !541
  %187 = load <2 x i32>, ptr %2, align 8, !dbg !541
  %188 = load i32, ptr %14, align 4, !dbg !541
  %189 = extractelement <2 x i32> %187, i32 %188, !dbg !541
  %190 = xor i32 %186, %189, !dbg !541
  %191 = load i32, ptr %13, align 4, !dbg !541
  %192 = add i32 %191, %190, !dbg !541
  store i32 %192, ptr %13, align 4, !dbg !541
  br label %193, !dbg !541

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4, !dbg !541
  %195 = add nsw i32 %194, 1, !dbg !541
  store i32 %195, ptr %14, align 4, !dbg !541
  br label %180, !dbg !541, !llvm.loop !543

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 4), !dbg !516
  ret void, !dbg !516
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32x4() #0 !dbg !102 {
  %1 = alloca <4 x i32>, align 16
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <4 x i32>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !544, !DIExpression(), !545)
    #dbg_declare(ptr %2, !546, !DIExpression(), !545)
    #dbg_declare(ptr %3, !547, !DIExpression(), !545)
    #dbg_declare(ptr %4, !548, !DIExpression(), !545)
    #dbg_declare(ptr %5, !549, !DIExpression(), !551)
  store i32 0, ptr %5, align 4, !dbg !551
  br label %15, !dbg !551

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !552
  %17 = icmp slt i32 %16, 4, !dbg !552
  br i1 %17, label %18, label %38, !dbg !551

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !554
  %20 = trunc i64 %19 to i32, !dbg !554
  %21 = load i32, ptr %5, align 4, !dbg !554
  %22 = load <4 x i32>, ptr %1, align 16, !dbg !554
  %23 = insertelement <4 x i32> %22, i32 %20, i32 %21, !dbg !554
  store <4 x i32> %23, ptr %1, align 16, !dbg !554
  %24 = call i64 @next(), !dbg !554
  %25 = trunc i64 %24 to i32, !dbg !554
  %26 = load i32, ptr %5, align 4, !dbg !554
  %27 = load <4 x i32>, ptr %2, align 16, !dbg !554
  %28 = insertelement <4 x i32> %27, i32 %25, i32 %26, !dbg !554
  store <4 x i32> %28, ptr %2, align 16, !dbg !554
  %29 = call i64 @next(), !dbg !554
  %30 = urem i64 %29, 32, !dbg !554
  %31 = trunc i64 %30 to i32, !dbg !554
  %32 = load i32, ptr %5, align 4, !dbg !554
  %33 = load <4 x i32>, ptr %3, align 16, !dbg !554
  %34 = insertelement <4 x i32> %33, i32 %31, i32 %32, !dbg !554
  store <4 x i32> %34, ptr %3, align 16, !dbg !554
  br label %35, !dbg !554

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !552
  %37 = add nsw i32 %36, 1, !dbg !552
  store i32 %37, ptr %5, align 4, !dbg !552
  br label %15, !dbg !552, !llvm.loop !556

38:                                               ; preds = %15
  %39 = load <4 x i32>, ptr %1, align 16, !dbg !557
  %40 = extractelement <4 x i32> %39, i32 1, !dbg !557
  %41 = load <4 x i32>, ptr %2, align 16, !dbg !557
  %42 = insertelement <4 x i32> %41, i32 %40, i32 1, !dbg !557
  store <4 x i32> %42, ptr %2, align 16, !dbg !557
    #dbg_declare(ptr %6, !559, !DIExpression(), !545)
  %43 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %44 = or <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !545
  store <4 x i32> %44, ptr %6, align 16, !dbg !545
    #dbg_declare(ptr %7, !560, !DIExpression(), !545)
  %45 = load <4 x i32>, ptr %6, align 16, !dbg !545
  %46 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !545
  %47 = or <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>, !dbg !545
  store <4 x i32> %47, ptr %7, align 16, !dbg !545
  %48 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %49 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %50 = add <4 x i32> %48, %49, !dbg !545
  store <4 x i32> %50, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %51 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %52 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %53 = sub <4 x i32> %51, %52, !dbg !545
  store <4 x i32> %53, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %54 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %55 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %56 = mul <4 x i32> %54, %55, !dbg !545
  store <4 x i32> %56, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %57 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %58 = load <4 x i32>, ptr %7, align 16, !dbg !545
  %59 = sdiv <4 x i32> %57, %58, !dbg !545
  store <4 x i32> %59, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %60 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %61 = load <4 x i32>, ptr %7, align 16, !dbg !545
  %62 = srem <4 x i32> %60, %61, !dbg !545
  store <4 x i32> %62, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
    #dbg_declare(ptr %8, !561, !DIExpression(), !545)
  %63 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %64 = load <4 x i32>, ptr %6, align 16, !dbg !545
  %65 = udiv <4 x i32> %63, %64, !dbg !545
  store <4 x i32> %65, ptr %8, align 16, !dbg !545
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !545
  %66 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %67 = load <4 x i32>, ptr %6, align 16, !dbg !545
  %68 = urem <4 x i32> %66, %67, !dbg !545
  store <4 x i32> %68, ptr %8, align 16, !dbg !545
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !545
  %69 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %70 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %71 = and <4 x i32> %69, %70, !dbg !545
  store <4 x i32> %71, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %72 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %73 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %74 = or <4 x i32> %72, %73, !dbg !545
  store <4 x i32> %74, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %75 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %76 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %77 = xor <4 x i32> %75, %76, !dbg !545
  store <4 x i32> %77, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %78 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %79 = xor <4 x i32> %78, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !545
  store <4 x i32> %79, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %80 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %81 = sub <4 x i32> zeroinitializer, %80, !dbg !545
  store <4 x i32> %81, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %82 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %83 = load <4 x i32>, ptr %3, align 16, !dbg !545
  %84 = shl <4 x i32> %82, %83, !dbg !545
  store <4 x i32> %84, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %85 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %86 = load <4 x i32>, ptr %3, align 16, !dbg !545
  %87 = ashr <4 x i32> %85, %86, !dbg !545
  store <4 x i32> %87, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %88 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %89 = load <4 x i32>, ptr %3, align 16, !dbg !545
  %90 = lshr <4 x i32> %88, %89, !dbg !545
  store <4 x i32> %90, ptr %8, align 16, !dbg !545
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !545
    #dbg_declare(ptr %9, !562, !DIExpression(), !545)
  %91 = call i64 @next(), !dbg !545
  %92 = urem i64 %91, 32, !dbg !545
  %93 = trunc i64 %92 to i32, !dbg !545
  store i32 %93, ptr %9, align 4, !dbg !545
  %94 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %95 = load i32, ptr %9, align 4, !dbg !545
  %96 = insertelement <4 x i32> poison, i32 %95, i64 0, !dbg !545
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !545
  %98 = shl <4 x i32> %94, %97, !dbg !545
  store <4 x i32> %98, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %99 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %100 = load i32, ptr %9, align 4, !dbg !545
  %101 = insertelement <4 x i32> poison, i32 %100, i64 0, !dbg !545
  %102 = shufflevector <4 x i32> %101, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !545
  %103 = ashr <4 x i32> %99, %102, !dbg !545
  store <4 x i32> %103, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %104 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %105 = load i32, ptr %9, align 4, !dbg !545
  %106 = insertelement <4 x i32> poison, i32 %105, i64 0, !dbg !545
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !545
  %108 = lshr <4 x i32> %104, %107, !dbg !545
  store <4 x i32> %108, ptr %8, align 16, !dbg !545
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !545
  %109 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %110 = ashr <4 x i32> %109, <i32 31, i32 31, i32 31, i32 31>, !dbg !545
  store <4 x i32> %110, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %111 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %112 = add <4 x i32> %111, <i32 3, i32 3, i32 3, i32 3>, !dbg !545
  store <4 x i32> %112, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %113 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %114 = sub <4 x i32> <i32 100, i32 100, i32 100, i32 100>, %113, !dbg !545
  store <4 x i32> %114, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %115 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %116 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %117 = icmp eq <4 x i32> %115, %116, !dbg !545
  %118 = sext <4 x i1> %117 to <4 x i32>, !dbg !545
  store <4 x i32> %118, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %119 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %120 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %121 = icmp ne <4 x i32> %119, %120, !dbg !545
  %122 = sext <4 x i1> %121 to <4 x i32>, !dbg !545
  store <4 x i32> %122, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %123 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %124 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %125 = icmp slt <4 x i32> %123, %124, !dbg !545
  %126 = sext <4 x i1> %125 to <4 x i32>, !dbg !545
  store <4 x i32> %126, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %127 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %128 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %129 = icmp sle <4 x i32> %127, %128, !dbg !545
  %130 = sext <4 x i1> %129 to <4 x i32>, !dbg !545
  store <4 x i32> %130, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %131 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %132 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %133 = icmp sgt <4 x i32> %131, %132, !dbg !545
  %134 = sext <4 x i1> %133 to <4 x i32>, !dbg !545
  store <4 x i32> %134, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %135 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %136 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %137 = icmp sge <4 x i32> %135, %136, !dbg !545
  %138 = sext <4 x i1> %137 to <4 x i32>, !dbg !545
  store <4 x i32> %138, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %139 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %140 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %141 = icmp ult <4 x i32> %139, %140, !dbg !545
  %142 = sext <4 x i1> %141 to <4 x i32>, !dbg !545
  store <4 x i32> %142, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
  %143 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %144 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %145 = icmp uge <4 x i32> %143, %144, !dbg !545
  %146 = sext <4 x i1> %145 to <4 x i32>, !dbg !545
  store <4 x i32> %146, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
    #dbg_declare(ptr %10, !563, !DIExpression(), !545)
  %147 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %148 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %149 = icmp sgt <4 x i32> %147, %148, !dbg !545
  %150 = sext <4 x i1> %149 to <4 x i32>, !dbg !545
  store <4 x i32> %150, ptr %10, align 16, !dbg !545
  %151 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %152 = load <4 x i32>, ptr %10, align 16, !dbg !545
  %153 = and <4 x i32> %151, %152, !dbg !545
  %154 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %155 = load <4 x i32>, ptr %10, align 16, !dbg !545
  %156 = xor <4 x i32> %155, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !545
  %157 = and <4 x i32> %154, %156, !dbg !545
  %158 = or <4 x i32> %153, %157, !dbg !545
  store <4 x i32> %158, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
    #dbg_declare(ptr %11, !564, !DIExpression(), !545)
  %159 = call i64 @next(), !dbg !545
  %160 = urem i64 %159, 4, !dbg !545
  %161 = trunc i64 %160 to i32, !dbg !545
  store i32 %161, ptr %11, align 4, !dbg !545
    #dbg_declare(ptr %12, !565, !DIExpression(), !545)
  %162 = load <4 x i32>, ptr %1, align 16, !dbg !545
  %163 = load i32, ptr %11, align 4, !dbg !545
  %164 = extractelement <4 x i32> %162, i32 %163, !dbg !545
  store i32 %164, ptr %12, align 4, !dbg !545
  call void @mix(ptr noundef %12, i64 noundef 4), !dbg !545
  %165 = load <4 x i32>, ptr %1, align 16, !dbg !545
  store <4 x i32> %165, ptr %4, align 16, !dbg !545
  %166 = load <4 x i32>, ptr %2, align 16, !dbg !545
  %167 = extractelement <4 x i32> %166, i32 0, !dbg !545
  %168 = load i32, ptr %11, align 4, !dbg !545
  %169 = load <4 x i32>, ptr %4, align 16, !dbg !545
  %170 = insertelement <4 x i32> %169, i32 %167, i32 %168, !dbg !545
  store <4 x i32> %170, ptr %4, align 16, !dbg !545
  %171 = load <4 x i32>, ptr %4, align 16, !dbg !545
  %172 = load i32, ptr %11, align 4, !dbg !545
  %173 = sub nsw i32 3, %172, !dbg !545
  %174 = extractelement <4 x i32> %171, i32 %173, !dbg !545
  %175 = add i32 %174, 7, !dbg !545
  %176 = load i32, ptr %11, align 4, !dbg !545
  %177 = sub nsw i32 3, %176, !dbg !545
  %178 = load <4 x i32>, ptr %4, align 16, !dbg !545
  %179 = insertelement <4 x i32> %178, i32 %175, i32 %177, !dbg !545
  store <4 x i32> %179, ptr %4, align 16, !dbg !545
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !545
    #dbg_declare(ptr %13, !566, !DIExpression(), !545)
  store i32 0, ptr %13, align 4, !dbg !545
    #dbg_declare(ptr %14, !567, !DIExpression(), !569)
  store i32 0, ptr %14, align 4, !dbg !569
  br label %180, !dbg !569

180:                                              ; preds = %193, %38
  %181 = load i32, ptr %14, align 4, !dbg !570
  %182 = icmp slt i32 %181, 4, !dbg !570
  br i1 %182, label %183, label %196, !dbg !569

183:                                              ; preds = %180
  %184 = load <4 x i32>, ptr %1, align 16, !dbg !570
  %185 = load i32, ptr %14, align 4, !dbg !570
  %186 = extractelement <4 x i32> %184, i32 %185, !dbg !570
  %187 = load <4 x i32>, ptr %2, align 16, !dbg !570
  %188 = load i32, ptr %14, align 4, !dbg !570
  %189 = extractelement <4 x i32> %187, i32 %188, !dbg !570
  %190 = xor i32 %186, %189, !dbg !570
  %191 = load i32, ptr %13, align 4, !dbg !570
  %192 = add i32 %191, %190, !dbg !570
  store i32 %192, ptr %13, align 4, !dbg !570
  br label %193, !dbg !570

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4, !dbg !570
  %195 = add nsw i32 %194, 1, !dbg !570
  store i32 %195, ptr %14, align 4, !dbg !570
  br label %180, !dbg !570, !llvm.loop !572

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 4), !dbg !545
  ret void, !dbg !545
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32x8() #0 !dbg !105 {
  %1 = alloca <8 x i32>, align 32
  %2 = alloca <8 x i32>, align 32
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = alloca i32, align 4
  %6 = alloca <8 x i32>, align 32
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <8 x i32>, align 32
  %9 = alloca i32, align 4
  %10 = alloca <8 x i32>, align 32
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !573, !DIExpression(), !574)
    #dbg_declare(ptr %2, !575, !DIExpression(), !574)
    #dbg_declare(ptr %3, !576, !DIExpression(), !574)
    #dbg_declare(ptr %4, !577, !DIExpression(), !574)
    #dbg_declare(ptr %5, !578, !DIExpression(), !580)
  store i32 0, ptr %5, align 4, !dbg !580
  br label %15, !dbg !580

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !581
  %17 = icmp slt i32 %16, 8, !dbg !581
  br i1 %17, label %18, label %38, !dbg !580

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !583
  %20 = trunc i64 %19 to i32, !dbg !583
  %21 = load i32, ptr %5, align 4, !dbg !583
  %22 = load <8 x i32>, ptr %1, align 32, !dbg !583
  %23 = insertelement <8 x i32> %22, i32 %20, i32 %21, !dbg !583
  store <8 x i32> %23, ptr %1, align 32, !dbg !583
  %24 = call i64 @next(), !dbg !583
  %25 = trunc i64 %24 to i32, !dbg !583
  %26 = load i32, ptr %5, align 4, !dbg !583
  %27 = load <8 x i32>, ptr %2, align 32, !dbg !583
  %28 = insertelement <8 x i32> %27, i32 %25, i32 %26, !dbg !583
  store <8 x i32> %28, ptr %2, align 32, !dbg !583
  %29 = call i64 @next(), !dbg !583
  %30 = urem i64 %29, 32, !dbg !583
  %31 = trunc i64 %30 to i32, !dbg !583
  %32 = load i32, ptr %5, align 4, !dbg !583
  %33 = load <8 x i32>, ptr %3, align 32, !dbg !583
  %34 = insertelement <8 x i32> %33, i32 %31, i32 %32, !dbg !583
  store <8 x i32> %34, ptr %3, align 32, !dbg !583
  br label %35, !dbg !583

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !581
  %37 = add nsw i32 %36, 1, !dbg !581
  store i32 %37, ptr %5, align 4, !dbg !581
  br label %15, !dbg !581, !llvm.loop !585

38:                                               ; preds = %15
  %39 = load <8 x i32>, ptr %1, align 32, !dbg !586
  %40 = extractelement <8 x i32> %39, i32 1, !dbg !586
  %41 = load <8 x i32>, ptr %2, align 32, !dbg !586
  %42 = insertelement <8 x i32> %41, i32 %40, i32 1, !dbg !586
  store <8 x i32> %42, ptr %2, align 32, !dbg !586
    #dbg_declare(ptr %6, !588, !DIExpression(), !574)
  %43 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %44 = or <8 x i32> %43, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !574
  store <8 x i32> %44, ptr %6, align 32, !dbg !574
    #dbg_declare(ptr %7, !589, !DIExpression(), !574)
  %45 = load <8 x i32>, ptr %6, align 32, !dbg !574
  %46 = lshr <8 x i32> %45, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !574
  %47 = or <8 x i32> %46, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !574
  store <8 x i32> %47, ptr %7, align 32, !dbg !574
  %48 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %49 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %50 = add <8 x i32> %48, %49, !dbg !574
  store <8 x i32> %50, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %51 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %52 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %53 = sub <8 x i32> %51, %52, !dbg !574
  store <8 x i32> %53, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %54 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %55 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %56 = mul <8 x i32> %54, %55, !dbg !574
  store <8 x i32> %56, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %57 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %58 = load <8 x i32>, ptr %7, align 32, !dbg !574
  %59 = sdiv <8 x i32> %57, %58, !dbg !574
  store <8 x i32> %59, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %60 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %61 = load <8 x i32>, ptr %7, align 32, !dbg !574
  %62 = srem <8 x i32> %60, %61, !dbg !574
  store <8 x i32> %62, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
    #dbg_declare(ptr %8, !590, !DIExpression(), !574)
  %63 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %64 = load <8 x i32>, ptr %6, align 32, !dbg !574
  %65 = udiv <8 x i32> %63, %64, !dbg !574
  store <8 x i32> %65, ptr %8, align 32, !dbg !574
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !574
  %66 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %67 = load <8 x i32>, ptr %6, align 32, !dbg !574
  %68 = urem <8 x i32> %66, %67, !dbg !574
  store <8 x i32> %68, ptr %8, align 32, !dbg !574
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !574
  %69 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %70 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %71 = and <8 x i32> %69, %70, !dbg !574
  store <8 x i32> %71, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %72 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %73 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %74 = or <8 x i32> %72, %73, !dbg !574
  store <8 x i32> %74, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %75 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %76 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %77 = xor <8 x i32> %75, %76, !dbg !574
  store <8 x i32> %77, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %78 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %79 = xor <8 x i32> %78, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !574
  store <8 x i32> %79, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %80 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %81 = sub <8 x i32> zeroinitializer, %80, !dbg !574
  store <8 x i32> %81, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %82 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %83 = load <8 x i32>, ptr %3, align 32, !dbg !574
  %84 = shl <8 x i32> %82, %83, !dbg !574
  store <8 x i32> %84, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %85 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %86 = load <8 x i32>, ptr %3, align 32, !dbg !574
  %87 = ashr <8 x i32> %85, %86, !dbg !574
  store <8 x i32> %87, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %88 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %89 = load <8 x i32>, ptr %3, align 32, !dbg !574
  %90 = lshr <8 x i32> %88, %89, !dbg !574
  store <8 x i32> %90, ptr %8, align 32, !dbg !574
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !574
    #dbg_declare(ptr %9, !591, !DIExpression(), !574)
  %91 = call i64 @next(), !dbg !574
  %92 = urem i64 %91, 32, !dbg !574
  %93 = trunc i64 %92 to i32, !dbg !574
  store i32 %93, ptr %9, align 4, !dbg !574
  %94 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %95 = load i32, ptr %9, align 4, !dbg !574
  %96 = insertelement <8 x i32> poison, i32 %95, i64 0, !dbg !574
  %97 = shufflevector <8 x i32> %96, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !574
  %98 = shl <8 x i32> %94, %97, !dbg !574
  store <8 x i32> %98, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %99 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %100 = load i32, ptr %9, align 4, !dbg !574
  %101 = insertelement <8 x i32> poison, i32 %100, i64 0, !dbg !574
  %102 = shufflevector <8 x i32> %101, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !574
  %103 = ashr <8 x i32> %99, %102, !dbg !574
  store <8 x i32> %103, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %104 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %105 = load i32, ptr %9, align 4, !dbg !574
  %106 = insertelement <8 x i32> poison, i32 %105, i64 0, !dbg !574
  %107 = shufflevector <8 x i32> %106, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !574
  %108 = lshr <8 x i32> %104, %107, !dbg !574
  store <8 x i32> %108, ptr %8, align 32, !dbg !574
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !574
  %109 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %110 = ashr <8 x i32> %109, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>, !dbg !574
  store <8 x i32> %110, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %111 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %112 = add <8 x i32> %111, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !574
  store <8 x i32> %112, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %113 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %114 = sub <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>, %113, !dbg !574
  store <8 x i32> %114, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %115 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %116 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %117 = icmp eq <8 x i32> %115, %116, !dbg !574
  %118 = sext <8 x i1> %117 to <8 x i32>, !dbg !574
  store <8 x i32> %118, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %119 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %120 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %121 = icmp ne <8 x i32> %119, %120, !dbg !574
  %122 = sext <8 x i1> %121 to <8 x i32>, !dbg !574
  store <8 x i32> %122, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %123 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %124 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %125 = icmp slt <8 x i32> %123, %124, !dbg !574
  %126 = sext <8 x i1> %125 to <8 x i32>, !dbg !574
  store <8 x i32> %126, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %127 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %128 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %129 = icmp sle <8 x i32> %127, %128, !dbg !574
  %130 = sext <8 x i1> %129 to <8 x i32>, !dbg !574
  store <8 x i32> %130, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %131 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %132 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %133 = icmp sgt <8 x i32> %131, %132, !dbg !574
  %134 = sext <8 x i1> %133 to <8 x i32>, !dbg !574
  store <8 x i32> %134, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %135 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %136 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %137 = icmp sge <8 x i32> %135, %136, !dbg !574
  %138 = sext <8 x i1> %137 to <8 x i32>, !dbg !574
  store <8 x i32> %138, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %139 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %140 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %141 = icmp ult <8 x i32> %139, %140, !dbg !574
  %142 = sext <8 x i1> %141 to <8 x i32>, !dbg !574
  store <8 x i32> %142, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
  %143 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %144 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %145 = icmp uge <8 x i32> %143, %144, !dbg !574
  %146 = sext <8 x i1> %145 to <8 x i32>, !dbg !574
  store <8 x i32> %146, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
    #dbg_declare(ptr %10, !592, !DIExpression(), !574)
  %147 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %148 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %149 = icmp sgt <8 x i32> %147, %148, !dbg !574
  %150 = sext <8 x i1> %149 to <8 x i32>, !dbg !574
  store <8 x i32> %150, ptr %10, align 32, !dbg !574
  %151 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %152 = load <8 x i32>, ptr %10, align 32, !dbg !574
  %153 = and <8 x i32> %151, %152, !dbg !574
  %154 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %155 = load <8 x i32>, ptr %10, align 32, !dbg !574
  %156 = xor <8 x i32> %155, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !574
  %157 = and <8 x i32> %154, %156, !dbg !574
  %158 = or <8 x i32> %153, %157, !dbg !574
  store <8 x i32> %158, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
    #dbg_declare(ptr %11, !593, !DIExpression(), !574)
  %159 = call i64 @next(), !dbg !574
  %160 = urem i64 %159, 8, !dbg !574
  %161 = trunc i64 %160 to i32, !dbg !574
  store i32 %161, ptr %11, align 4, !dbg !574
    #dbg_declare(ptr %12, !594, !DIExpression(), !574)
  %162 = load <8 x i32>, ptr %1, align 32, !dbg !574
  %163 = load i32, ptr %11, align 4, !dbg !574
  %164 = extractelement <8 x i32> %162, i32 %163, !dbg !574
  store i32 %164, ptr %12, align 4, !dbg !574
  call void @mix(ptr noundef %12, i64 noundef 4), !dbg !574
  %165 = load <8 x i32>, ptr %1, align 32, !dbg !574
  store <8 x i32> %165, ptr %4, align 32, !dbg !574
  %166 = load <8 x i32>, ptr %2, align 32, !dbg !574
  %167 = extractelement <8 x i32> %166, i32 0, !dbg !574
  %168 = load i32, ptr %11, align 4, !dbg !574
  %169 = load <8 x i32>, ptr %4, align 32, !dbg !574
  %170 = insertelement <8 x i32> %169, i32 %167, i32 %168, !dbg !574
  store <8 x i32> %170, ptr %4, align 32, !dbg !574
  %171 = load <8 x i32>, ptr %4, align 32, !dbg !574
  %172 = load i32, ptr %11, align 4, !dbg !574
  %173 = sub nsw i32 7, %172, !dbg !574
  %174 = extractelement <8 x i32> %171, i32 %173, !dbg !574
  %175 = add i32 %174, 7, !dbg !574
  %176 = load i32, ptr %11, align 4, !dbg !574
  %177 = sub nsw i32 7, %176, !dbg !574
  %178 = load <8 x i32>, ptr %4, align 32, !dbg !574
  %179 = insertelement <8 x i32> %178, i32 %175, i32 %177, !dbg !574
  store <8 x i32> %179, ptr %4, align 32, !dbg !574
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !574
    #dbg_declare(ptr %13, !595, !DIExpression(), !574)
  store i32 0, ptr %13, align 4, !dbg !574
    #dbg_declare(ptr %14, !596, !DIExpression(), !598)
  store i32 0, ptr %14, align 4, !dbg !598
  br label %180, !dbg !598

180:                                              ; preds = %193, %38
  %181 = load i32, ptr %14, align 4, !dbg !599
  %182 = icmp slt i32 %181, 8, !dbg !599
  br i1 %182, label %183, label %196, !dbg !598

183:                                              ; preds = %180
  %184 = load <8 x i32>, ptr %1, align 32, !dbg !599
  %185 = load i32, ptr %14, align 4, !dbg !599
  %186 = extractelement <8 x i32> %184, i32 %185, !dbg !599
  %187 = load <8 x i32>, ptr %2, align 32, !dbg !599
  %188 = load i32, ptr %14, align 4, !dbg !599
  %189 = extractelement <8 x i32> %187, i32 %188, !dbg !599
  %190 = xor i32 %186, %189, !dbg !599
  %191 = load i32, ptr %13, align 4, !dbg !599
  %192 = add i32 %191, %190, !dbg !599
  store i32 %192, ptr %13, align 4, !dbg !599
  br label %193, !dbg !599

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4, !dbg !599
  %195 = add nsw i32 %194, 1, !dbg !599
  store i32 %195, ptr %14, align 4, !dbg !599
  br label %180, !dbg !599, !llvm.loop !601

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 4), !dbg !574
  ret void, !dbg !574
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32x16() #0 !dbg !108 {
  %1 = alloca <16 x i32>, align 64
  %2 = alloca <16 x i32>, align 64
  %3 = alloca <16 x i32>, align 64
  %4 = alloca <16 x i32>, align 64
  %5 = alloca i32, align 4
  %6 = alloca <16 x i32>, align 64
  %7 = alloca <16 x i32>, align 64
  %8 = alloca <16 x i32>, align 64
  %9 = alloca i32, align 4
  %10 = alloca <16 x i32>, align 64
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !602, !DIExpression(), !603)
    #dbg_declare(ptr %2, !604, !DIExpression(), !603)
    #dbg_declare(ptr %3, !605, !DIExpression(), !603)
    #dbg_declare(ptr %4, !606, !DIExpression(), !603)
    #dbg_declare(ptr %5, !607, !DIExpression(), !609)
  store i32 0, ptr %5, align 4, !dbg !609
  br label %15, !dbg !609

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4, !dbg !610
  %17 = icmp slt i32 %16, 16, !dbg !610
  br i1 %17, label %18, label %38, !dbg !609

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !612
  %20 = trunc i64 %19 to i32, !dbg !612
  %21 = load i32, ptr %5, align 4, !dbg !612
  %22 = load <16 x i32>, ptr %1, align 64, !dbg !612
  %23 = insertelement <16 x i32> %22, i32 %20, i32 %21, !dbg !612
  store <16 x i32> %23, ptr %1, align 64, !dbg !612
  %24 = call i64 @next(), !dbg !612
  %25 = trunc i64 %24 to i32, !dbg !612
  %26 = load i32, ptr %5, align 4, !dbg !612
  %27 = load <16 x i32>, ptr %2, align 64, !dbg !612
  %28 = insertelement <16 x i32> %27, i32 %25, i32 %26, !dbg !612
  store <16 x i32> %28, ptr %2, align 64, !dbg !612
  %29 = call i64 @next(), !dbg !612
  %30 = urem i64 %29, 32, !dbg !612
  %31 = trunc i64 %30 to i32, !dbg !612
  %32 = load i32, ptr %5, align 4, !dbg !612
  %33 = load <16 x i32>, ptr %3, align 64, !dbg !612
  %34 = insertelement <16 x i32> %33, i32 %31, i32 %32, !dbg !612
  store <16 x i32> %34, ptr %3, align 64, !dbg !612
  br label %35, !dbg !612

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4, !dbg !610
  %37 = add nsw i32 %36, 1, !dbg !610
  store i32 %37, ptr %5, align 4, !dbg !610
  br label %15, !dbg !610, !llvm.loop !614

38:                                               ; preds = %15
  %39 = load <16 x i32>, ptr %1, align 64, !dbg !615
  %40 = extractelement <16 x i32> %39, i32 1, !dbg !615
  %41 = load <16 x i32>, ptr %2, align 64, !dbg !615
  %42 = insertelement <16 x i32> %41, i32 %40, i32 1, !dbg !615
  store <16 x i32> %42, ptr %2, align 64, !dbg !615
    #dbg_declare(ptr %6, !617, !DIExpression(), !603)
  %43 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %44 = or <16 x i32> %43, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !603
  store <16 x i32> %44, ptr %6, align 64, !dbg !603
    #dbg_declare(ptr %7, !618, !DIExpression(), !603)
  %45 = load <16 x i32>, ptr %6, align 64, !dbg !603
  %46 = lshr <16 x i32> %45, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !603
  %47 = or <16 x i32> %46, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, !dbg !603
  store <16 x i32> %47, ptr %7, align 64, !dbg !603
  %48 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %49 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %50 = add <16 x i32> %48, %49, !dbg !603
  store <16 x i32> %50, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %51 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %52 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %53 = sub <16 x i32> %51, %52, !dbg !603
  store <16 x i32> %53, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %54 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %55 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %56 = mul <16 x i32> %54, %55, !dbg !603
  store <16 x i32> %56, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %57 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %58 = load <16 x i32>, ptr %7, align 64, !dbg !603
  %59 = sdiv <16 x i32> %57, %58, !dbg !603
  store <16 x i32> %59, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %60 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %61 = load <16 x i32>, ptr %7, align 64, !dbg !603
  %62 = srem <16 x i32> %60, %61, !dbg !603
  store <16 x i32> %62, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
    #dbg_declare(ptr %8, !619, !DIExpression(), !603)
  %63 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %64 = load <16 x i32>, ptr %6, align 64, !dbg !603
  %65 = udiv <16 x i32> %63, %64, !dbg !603
  store <16 x i32> %65, ptr %8, align 64, !dbg !603
  call void @mix(ptr noundef %8, i64 noundef 64), !dbg !603
  %66 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %67 = load <16 x i32>, ptr %6, align 64, !dbg !603
  %68 = urem <16 x i32> %66, %67, !dbg !603
  store <16 x i32> %68, ptr %8, align 64, !dbg !603
  call void @mix(ptr noundef %8, i64 noundef 64), !dbg !603
  %69 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %70 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %71 = and <16 x i32> %69, %70, !dbg !603
  store <16 x i32> %71, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %72 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %73 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %74 = or <16 x i32> %72, %73, !dbg !603
  store <16 x i32> %74, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %75 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %76 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %77 = xor <16 x i32> %75, %76, !dbg !603
  store <16 x i32> %77, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %78 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %79 = xor <16 x i32> %78, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !603
  store <16 x i32> %79, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %80 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %81 = sub <16 x i32> zeroinitializer, %80, !dbg !603
  store <16 x i32> %81, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %82 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %83 = load <16 x i32>, ptr %3, align 64, !dbg !603
  %84 = shl <16 x i32> %82, %83, !dbg !603
  store <16 x i32> %84, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %85 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %86 = load <16 x i32>, ptr %3, align 64, !dbg !603
  %87 = ashr <16 x i32> %85, %86, !dbg !603
  store <16 x i32> %87, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %88 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %89 = load <16 x i32>, ptr %3, align 64, !dbg !603
  %90 = lshr <16 x i32> %88, %89, !dbg !603
  store <16 x i32> %90, ptr %8, align 64, !dbg !603
  call void @mix(ptr noundef %8, i64 noundef 64), !dbg !603
    #dbg_declare(ptr %9, !620, !DIExpression(), !603)
  %91 = call i64 @next(), !dbg !603
  %92 = urem i64 %91, 32, !dbg !603
  %93 = trunc i64 %92 to i32, !dbg !603
  store i32 %93, ptr %9, align 4, !dbg !603
  %94 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %95 = load i32, ptr %9, align 4, !dbg !603
  %96 = insertelement <16 x i32> poison, i32 %95, i64 0, !dbg !603
  %97 = shufflevector <16 x i32> %96, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !603
  %98 = shl <16 x i32> %94, %97, !dbg !603
  store <16 x i32> %98, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %99 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %100 = load i32, ptr %9, align 4, !dbg !603
  %101 = insertelement <16 x i32> poison, i32 %100, i64 0, !dbg !603
  %102 = shufflevector <16 x i32> %101, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !603
  %103 = ashr <16 x i32> %99, %102, !dbg !603
  store <16 x i32> %103, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %104 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %105 = load i32, ptr %9, align 4, !dbg !603
  %106 = insertelement <16 x i32> poison, i32 %105, i64 0, !dbg !603
  %107 = shufflevector <16 x i32> %106, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !603
  %108 = lshr <16 x i32> %104, %107, !dbg !603
  store <16 x i32> %108, ptr %8, align 64, !dbg !603
  call void @mix(ptr noundef %8, i64 noundef 64), !dbg !603
  %109 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %110 = ashr <16 x i32> %109, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>, !dbg !603
  store <16 x i32> %110, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %111 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %112 = add <16 x i32> %111, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !603
  store <16 x i32> %112, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %113 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %114 = sub <16 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>, %113, !dbg !603
  store <16 x i32> %114, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %115 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %116 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %117 = icmp eq <16 x i32> %115, %116, !dbg !603
  %118 = sext <16 x i1> %117 to <16 x i32>, !dbg !603
  store <16 x i32> %118, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %119 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %120 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %121 = icmp ne <16 x i32> %119, %120, !dbg !603
  %122 = sext <16 x i1> %121 to <16 x i32>, !dbg !603
  store <16 x i32> %122, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %123 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %124 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %125 = icmp slt <16 x i32> %123, %124, !dbg !603
  %126 = sext <16 x i1> %125 to <16 x i32>, !dbg !603
  store <16 x i32> %126, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %127 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %128 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %129 = icmp sle <16 x i32> %127, %128, !dbg !603
  %130 = sext <16 x i1> %129 to <16 x i32>, !dbg !603
  store <16 x i32> %130, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %131 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %132 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %133 = icmp sgt <16 x i32> %131, %132, !dbg !603
  %134 = sext <16 x i1> %133 to <16 x i32>, !dbg !603
  store <16 x i32> %134, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %135 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %136 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %137 = icmp sge <16 x i32> %135, %136, !dbg !603
  %138 = sext <16 x i1> %137 to <16 x i32>, !dbg !603
  store <16 x i32> %138, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %139 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %140 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %141 = icmp ult <16 x i32> %139, %140, !dbg !603
  %142 = sext <16 x i1> %141 to <16 x i32>, !dbg !603
  store <16 x i32> %142, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
  %143 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %144 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %145 = icmp uge <16 x i32> %143, %144, !dbg !603
  %146 = sext <16 x i1> %145 to <16 x i32>, !dbg !603
  store <16 x i32> %146, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
    #dbg_declare(ptr %10, !621, !DIExpression(), !603)
  %147 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %148 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %149 = icmp sgt <16 x i32> %147, %148, !dbg !603
  %150 = sext <16 x i1> %149 to <16 x i32>, !dbg !603
  store <16 x i32> %150, ptr %10, align 64, !dbg !603
  %151 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %152 = load <16 x i32>, ptr %10, align 64, !dbg !603
  %153 = and <16 x i32> %151, %152, !dbg !603
  %154 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %155 = load <16 x i32>, ptr %10, align 64, !dbg !603
  %156 = xor <16 x i32> %155, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !603
  %157 = and <16 x i32> %154, %156, !dbg !603
  %158 = or <16 x i32> %153, %157, !dbg !603
  store <16 x i32> %158, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
    #dbg_declare(ptr %11, !622, !DIExpression(), !603)
  %159 = call i64 @next(), !dbg !603
  %160 = urem i64 %159, 16, !dbg !603
  %161 = trunc i64 %160 to i32, !dbg !603
  store i32 %161, ptr %11, align 4, !dbg !603
    #dbg_declare(ptr %12, !623, !DIExpression(), !603)
  %162 = load <16 x i32>, ptr %1, align 64, !dbg !603
  %163 = load i32, ptr %11, align 4, !dbg !603
  %164 = extractelement <16 x i32> %162, i32 %163, !dbg !603
  store i32 %164, ptr %12, align 4, !dbg !603
  call void @mix(ptr noundef %12, i64 noundef 4), !dbg !603
  %165 = load <16 x i32>, ptr %1, align 64, !dbg !603
  store <16 x i32> %165, ptr %4, align 64, !dbg !603
  %166 = load <16 x i32>, ptr %2, align 64, !dbg !603
  %167 = extractelement <16 x i32> %166, i32 0, !dbg !603
  %168 = load i32, ptr %11, align 4, !dbg !603
  %169 = load <16 x i32>, ptr %4, align 64, !dbg !603
  %170 = insertelement <16 x i32> %169, i32 %167, i32 %168, !dbg !603
  store <16 x i32> %170, ptr %4, align 64, !dbg !603
  %171 = load <16 x i32>, ptr %4, align 64, !dbg !603
  %172 = load i32, ptr %11, align 4, !dbg !603
  %173 = sub nsw i32 15, %172, !dbg !603
  %174 = extractelement <16 x i32> %171, i32 %173, !dbg !603
  %175 = add i32 %174, 7, !dbg !603
  %176 = load i32, ptr %11, align 4, !dbg !603
  %177 = sub nsw i32 15, %176, !dbg !603
  %178 = load <16 x i32>, ptr %4, align 64, !dbg !603
  %179 = insertelement <16 x i32> %178, i32 %175, i32 %177, !dbg !603
  store <16 x i32> %179, ptr %4, align 64, !dbg !603
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !603
    #dbg_declare(ptr %13, !624, !DIExpression(), !603)
  store i32 0, ptr %13, align 4, !dbg !603
    #dbg_declare(ptr %14, !625, !DIExpression(), !627)
  store i32 0, ptr %14, align 4, !dbg !627
  br label %180, !dbg !627

180:                                              ; preds = %193, %38
  %181 = load i32, ptr %14, align 4, !dbg !628
  %182 = icmp slt i32 %181, 16, !dbg !628
  br i1 %182, label %183, label %196, !dbg !627

183:                                              ; preds = %180
  %184 = load <16 x i32>, ptr %1, align 64, !dbg !628
  %185 = load i32, ptr %14, align 4, !dbg !628
  %186 = extractelement <16 x i32> %184, i32 %185, !dbg !628
  %187 = load <16 x i32>, ptr %2, align 64, !dbg !628
  %188 = load i32, ptr %14, align 4, !dbg !628
  %189 = extractelement <16 x i32> %187, i32 %188, !dbg !628
  %190 = xor i32 %186, %189, !dbg !628
  %191 = load i32, ptr %13, align 4, !dbg !628
  %192 = add i32 %191, %190, !dbg !628
  store i32 %192, ptr %13, align 4, !dbg !628
  br label %193, !dbg !628

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4, !dbg !628
  %195 = add nsw i32 %194, 1, !dbg !628
  store i32 %195, ptr %14, align 4, !dbg !628
  br label %180, !dbg !628, !llvm.loop !630

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 4), !dbg !603
  ret void, !dbg !603
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i64x2() #0 !dbg !111 {
  %1 = alloca <2 x i64>, align 16
  %2 = alloca <2 x i64>, align 16
  %3 = alloca <2 x i64>, align 16
  %4 = alloca <2 x i64>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <2 x i64>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca <2 x i64>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <2 x i64>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !631, !DIExpression(), !632)
    #dbg_declare(ptr %2, !633, !DIExpression(), !632)
    #dbg_declare(ptr %3, !634, !DIExpression(), !632)
    #dbg_declare(ptr %4, !635, !DIExpression(), !632)
    #dbg_declare(ptr %5, !636, !DIExpression(), !638)
  store i32 0, ptr %5, align 4, !dbg !638
  br label %15, !dbg !638

15:                                               ; preds = %32, %0
  %16 = load i32, ptr %5, align 4, !dbg !639
  %17 = icmp slt i32 %16, 2, !dbg !639
  br i1 %17, label %18, label %35, !dbg !638

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !641
  %20 = load i32, ptr %5, align 4, !dbg !641
  %21 = load <2 x i64>, ptr %1, align 16, !dbg !641
  %22 = insertelement <2 x i64> %21, i64 %19, i32 %20, !dbg !641
  store <2 x i64> %22, ptr %1, align 16, !dbg !641
  %23 = call i64 @next(), !dbg !641
  %24 = load i32, ptr %5, align 4, !dbg !641
  %25 = load <2 x i64>, ptr %2, align 16, !dbg !641
  %26 = insertelement <2 x i64> %25, i64 %23, i32 %24, !dbg !641
  store <2 x i64> %26, ptr %2, align 16, !dbg !641
  %27 = call i64 @next(), !dbg !641
  %28 = urem i64 %27, 64, !dbg !641
  %29 = load i32, ptr %5, align 4, !dbg !641
  %30 = load <2 x i64>, ptr %3, align 16, !dbg !641
  %31 = insertelement <2 x i64> %30, i64 %28, i32 %29, !dbg !641
  store <2 x i64> %31, ptr %3, align 16, !dbg !641
  br label %32, !dbg !641

32:                                               ; preds = %18
  %33 = load i32, ptr %5, align 4, !dbg !639
  %34 = add nsw i32 %33, 1, !dbg !639
  store i32 %34, ptr %5, align 4, !dbg !639
  br label %15, !dbg !639, !llvm.loop !643

35:                                               ; preds = %15
  %36 = load <2 x i64>, ptr %1, align 16, !dbg !644
  %37 = extractelement <2 x i64> %36, i32 1, !dbg !644
  %38 = load <2 x i64>, ptr %2, align 16, !dbg !644
  %39 = insertelement <2 x i64> %38, i64 %37, i32 1, !dbg !644
  store <2 x i64> %39, ptr %2, align 16, !dbg !644
    #dbg_declare(ptr %6, !646, !DIExpression(), !632)
  %40 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %41 = or <2 x i64> %40, <i64 1, i64 1>, !dbg !632
  store <2 x i64> %41, ptr %6, align 16, !dbg !632
    #dbg_declare(ptr %7, !647, !DIExpression(), !632)
  %42 = load <2 x i64>, ptr %6, align 16, !dbg !632
  %43 = lshr <2 x i64> %42, <i64 1, i64 1>, !dbg !632
  %44 = or <2 x i64> %43, <i64 1, i64 1>, !dbg !632
  store <2 x i64> %44, ptr %7, align 16, !dbg !632
  %45 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %46 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %47 = add <2 x i64> %45, %46, !dbg !632
  store <2 x i64> %47, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %48 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %49 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %50 = sub <2 x i64> %48, %49, !dbg !632
  store <2 x i64> %50, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %51 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %52 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %53 = mul <2 x i64> %51, %52, !dbg !632
  store <2 x i64> %53, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %54 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %55 = load <2 x i64>, ptr %7, align 16, !dbg !632
  %56 = sdiv <2 x i64> %54, %55, !dbg !632
  store <2 x i64> %56, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %57 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %58 = load <2 x i64>, ptr %7, align 16, !dbg !632
  %59 = srem <2 x i64> %57, %58, !dbg !632
  store <2 x i64> %59, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
    #dbg_declare(ptr %8, !648, !DIExpression(), !632)
  %60 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %61 = load <2 x i64>, ptr %6, align 16, !dbg !632
  %62 = udiv <2 x i64> %60, %61, !dbg !632
  store <2 x i64> %62, ptr %8, align 16, !dbg !632
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !632
  %63 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %64 = load <2 x i64>, ptr %6, align 16, !dbg !632
  %65 = urem <2 x i64> %63, %64, !dbg !632
  store <2 x i64> %65, ptr %8, align 16, !dbg !632
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !632
  %66 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %67 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %68 = and <2 x i64> %66, %67, !dbg !632
  store <2 x i64> %68, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %69 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %70 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %71 = or <2 x i64> %69, %70, !dbg !632
  store <2 x i64> %71, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %72 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %73 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %74 = xor <2 x i64> %72, %73, !dbg !632
  store <2 x i64> %74, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %75 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %76 = xor <2 x i64> %75, <i64 -1, i64 -1>, !dbg !632
  store <2 x i64> %76, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %77 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %78 = sub <2 x i64> zeroinitializer, %77, !dbg !632
  store <2 x i64> %78, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %79 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %80 = load <2 x i64>, ptr %3, align 16, !dbg !632
  %81 = shl <2 x i64> %79, %80, !dbg !632
  store <2 x i64> %81, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %82 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %83 = load <2 x i64>, ptr %3, align 16, !dbg !632
  %84 = ashr <2 x i64> %82, %83, !dbg !632
  store <2 x i64> %84, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %85 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %86 = load <2 x i64>, ptr %3, align 16, !dbg !632
  %87 = lshr <2 x i64> %85, %86, !dbg !632
  store <2 x i64> %87, ptr %8, align 16, !dbg !632
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !632
    #dbg_declare(ptr %9, !649, !DIExpression(), !632)
  %88 = call i64 @next(), !dbg !632
  %89 = urem i64 %88, 64, !dbg !632
  %90 = trunc i64 %89 to i32, !dbg !632
  store i32 %90, ptr %9, align 4, !dbg !632
  %91 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %92 = load i32, ptr %9, align 4, !dbg !632
  %93 = insertelement <2 x i32> poison, i32 %92, i64 0, !dbg !632
  %94 = shufflevector <2 x i32> %93, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !632
  %95 = zext <2 x i32> %94 to <2 x i64>, !dbg !632
  %96 = shl <2 x i64> %91, %95, !dbg !632
  store <2 x i64> %96, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %97 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %98 = load i32, ptr %9, align 4, !dbg !632
  %99 = insertelement <2 x i32> poison, i32 %98, i64 0, !dbg !632
  %100 = shufflevector <2 x i32> %99, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !632
  %101 = zext <2 x i32> %100 to <2 x i64>, !dbg !632
  %102 = ashr <2 x i64> %97, %101, !dbg !632
  store <2 x i64> %102, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %103 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %104 = load i32, ptr %9, align 4, !dbg !632
  %105 = insertelement <2 x i32> poison, i32 %104, i64 0, !dbg !632
  %106 = shufflevector <2 x i32> %105, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !632
  %107 = zext <2 x i32> %106 to <2 x i64>, !dbg !632
  %108 = lshr <2 x i64> %103, %107, !dbg !632
  store <2 x i64> %108, ptr %8, align 16, !dbg !632
  call void @mix(ptr noundef %8, i64 noundef 16), !dbg !632
  %109 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %110 = ashr <2 x i64> %109, <i64 63, i64 63>, !dbg !632
  store <2 x i64> %110, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %111 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %112 = add <2 x i64> %111, <i64 3, i64 3>, !dbg !632
  store <2 x i64> %112, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %113 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %114 = sub <2 x i64> <i64 100, i64 100>, %113, !dbg !632
  store <2 x i64> %114, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %115 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %116 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %117 = icmp eq <2 x i64> %115, %116, !dbg !632
  %118 = sext <2 x i1> %117 to <2 x i64>, !dbg !632
  store <2 x i64> %118, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %119 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %120 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %121 = icmp ne <2 x i64> %119, %120, !dbg !632
  %122 = sext <2 x i1> %121 to <2 x i64>, !dbg !632
  store <2 x i64> %122, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %123 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %124 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %125 = icmp slt <2 x i64> %123, %124, !dbg !632
  %126 = sext <2 x i1> %125 to <2 x i64>, !dbg !632
  store <2 x i64> %126, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %127 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %128 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %129 = icmp sle <2 x i64> %127, %128, !dbg !632
  %130 = sext <2 x i1> %129 to <2 x i64>, !dbg !632
  store <2 x i64> %130, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %131 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %132 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %133 = icmp sgt <2 x i64> %131, %132, !dbg !632
  %134 = sext <2 x i1> %133 to <2 x i64>, !dbg !632
  store <2 x i64> %134, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %135 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %136 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %137 = icmp sge <2 x i64> %135, %136, !dbg !632
  %138 = sext <2 x i1> %137 to <2 x i64>, !dbg !632
  store <2 x i64> %138, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %139 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %140 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %141 = icmp ult <2 x i64> %139, %140, !dbg !632
  %142 = sext <2 x i1> %141 to <2 x i64>, !dbg !632
  store <2 x i64> %142, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
  %143 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %144 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %145 = icmp uge <2 x i64> %143, %144, !dbg !632
  %146 = sext <2 x i1> %145 to <2 x i64>, !dbg !632
  store <2 x i64> %146, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
    #dbg_declare(ptr %10, !650, !DIExpression(), !632)
  %147 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %148 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %149 = icmp sgt <2 x i64> %147, %148, !dbg !632
  %150 = sext <2 x i1> %149 to <2 x i64>, !dbg !632
  store <2 x i64> %150, ptr %10, align 16, !dbg !632
  %151 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %152 = load <2 x i64>, ptr %10, align 16, !dbg !632
  %153 = and <2 x i64> %151, %152, !dbg !632
  %154 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %155 = load <2 x i64>, ptr %10, align 16, !dbg !632
  %156 = xor <2 x i64> %155, <i64 -1, i64 -1>, !dbg !632
  %157 = and <2 x i64> %154, %156, !dbg !632
  %158 = or <2 x i64> %153, %157, !dbg !632
  store <2 x i64> %158, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
    #dbg_declare(ptr %11, !651, !DIExpression(), !632)
  %159 = call i64 @next(), !dbg !632
  %160 = urem i64 %159, 2, !dbg !632
  %161 = trunc i64 %160 to i32, !dbg !632
  store i32 %161, ptr %11, align 4, !dbg !632
    #dbg_declare(ptr %12, !652, !DIExpression(), !632)
  %162 = load <2 x i64>, ptr %1, align 16, !dbg !632
  %163 = load i32, ptr %11, align 4, !dbg !632
  %164 = extractelement <2 x i64> %162, i32 %163, !dbg !632
  store i64 %164, ptr %12, align 8, !dbg !632
  call void @mix(ptr noundef %12, i64 noundef 8), !dbg !632
  %165 = load <2 x i64>, ptr %1, align 16, !dbg !632
  store <2 x i64> %165, ptr %4, align 16, !dbg !632
  %166 = load <2 x i64>, ptr %2, align 16, !dbg !632
  %167 = extractelement <2 x i64> %166, i32 0, !dbg !632
  %168 = load i32, ptr %11, align 4, !dbg !632
  %169 = load <2 x i64>, ptr %4, align 16, !dbg !632
  %170 = insertelement <2 x i64> %169, i64 %167, i32 %168, !dbg !632
  store <2 x i64> %170, ptr %4, align 16, !dbg !632
  %171 = load <2 x i64>, ptr %4, align 16, !dbg !632
  %172 = load i32, ptr %11, align 4, !dbg !632
  %173 = sub nsw i32 1, %172, !dbg !632
  %174 = extractelement <2 x i64> %171, i32 %173, !dbg !632
  %175 = add i64 %174, 7, !dbg !632
  %176 = load i32, ptr %11, align 4, !dbg !632
  %177 = sub nsw i32 1, %176, !dbg !632
  %178 = load <2 x i64>, ptr %4, align 16, !dbg !632
  %179 = insertelement <2 x i64> %178, i64 %175, i32 %177, !dbg !632
  store <2 x i64> %179, ptr %4, align 16, !dbg !632
  call void @mix(ptr noundef %4, i64 noundef 16), !dbg !632
    #dbg_declare(ptr %13, !653, !DIExpression(), !632)
  store i64 0, ptr %13, align 8, !dbg !632
    #dbg_declare(ptr %14, !654, !DIExpression(), !656)
  store i32 0, ptr %14, align 4, !dbg !656
  br label %180, !dbg !656

180:                                              ; preds = %193, %35
  %181 = load i32, ptr %14, align 4, !dbg !657
  %182 = icmp slt i32 %181, 2, !dbg !657
  br i1 %182, label %183, label %196, !dbg !656

183:                                              ; preds = %180
  %184 = load <2 x i64>, ptr %1, align 16, !dbg !657
  %185 = load i32, ptr %14, align 4, !dbg !657
  %186 = extractelement <2 x i64> %184, i32 %185, !dbg !657
  %187 = load <2 x i64>, ptr %2, align 16, !dbg !657
  %188 = load i32, ptr %14, align 4, !dbg !657
  %189 = extractelement <2 x i64> %187, i32 %188, !dbg !657
  %190 = xor i64 %186, %189, !dbg !657
  %191 = load i64, ptr %13, align 8, !dbg !657
  %192 = add i64 %191, %190, !dbg !657
  store i64 %192, ptr %13, align 8, !dbg !657
  br label %193, !dbg !657

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4, !dbg !657
  %195 = add nsw i32 %194, 1, !dbg !657
  store i32 %195, ptr %14, align 4, !dbg !657
  br label %180, !dbg !657, !llvm.loop !659

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 8), !dbg !632
  ret void, !dbg !632
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i64x4() #0 !dbg !115 {
  %1 = alloca <4 x i64>, align 32
  %2 = alloca <4 x i64>, align 32
  %3 = alloca <4 x i64>, align 32
  %4 = alloca <4 x i64>, align 32
  %5 = alloca i32, align 4
  %6 = alloca <4 x i64>, align 32
  %7 = alloca <4 x i64>, align 32
  %8 = alloca <4 x i64>, align 32
  %9 = alloca i32, align 4
  %10 = alloca <4 x i64>, align 32
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !660, !DIExpression(), !661)
    #dbg_declare(ptr %2, !662, !DIExpression(), !661)
    #dbg_declare(ptr %3, !663, !DIExpression(), !661)
    #dbg_declare(ptr %4, !664, !DIExpression(), !661)
    #dbg_declare(ptr %5, !665, !DIExpression(), !667)
  store i32 0, ptr %5, align 4, !dbg !667
  br label %15, !dbg !667

15:                                               ; preds = %32, %0
  %16 = load i32, ptr %5, align 4, !dbg !668
  %17 = icmp slt i32 %16, 4, !dbg !668
  br i1 %17, label %18, label %35, !dbg !667

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !670
  %20 = load i32, ptr %5, align 4, !dbg !670
  %21 = load <4 x i64>, ptr %1, align 32, !dbg !670
  %22 = insertelement <4 x i64> %21, i64 %19, i32 %20, !dbg !670
  store <4 x i64> %22, ptr %1, align 32, !dbg !670
  %23 = call i64 @next(), !dbg !670
  %24 = load i32, ptr %5, align 4, !dbg !670
  %25 = load <4 x i64>, ptr %2, align 32, !dbg !670
  %26 = insertelement <4 x i64> %25, i64 %23, i32 %24, !dbg !670
  store <4 x i64> %26, ptr %2, align 32, !dbg !670
  %27 = call i64 @next(), !dbg !670
  %28 = urem i64 %27, 64, !dbg !670
  %29 = load i32, ptr %5, align 4, !dbg !670
  %30 = load <4 x i64>, ptr %3, align 32, !dbg !670
  %31 = insertelement <4 x i64> %30, i64 %28, i32 %29, !dbg !670
  store <4 x i64> %31, ptr %3, align 32, !dbg !670
  br label %32, !dbg !670

32:                                               ; preds = %18
  %33 = load i32, ptr %5, align 4, !dbg !668
  %34 = add nsw i32 %33, 1, !dbg !668
  store i32 %34, ptr %5, align 4, !dbg !668
  br label %15, !dbg !668, !llvm.loop !672

35:                                               ; preds = %15
  %36 = load <4 x i64>, ptr %1, align 32, !dbg !673
  %37 = extractelement <4 x i64> %36, i32 1, !dbg !673
  %38 = load <4 x i64>, ptr %2, align 32, !dbg !673
  %39 = insertelement <4 x i64> %38, i64 %37, i32 1, !dbg !673
  store <4 x i64> %39, ptr %2, align 32, !dbg !673
    #dbg_declare(ptr %6, !675, !DIExpression(), !661)
  %40 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %41 = or <4 x i64> %40, <i64 1, i64 1, i64 1, i64 1>, !dbg !661
  store <4 x i64> %41, ptr %6, align 32, !dbg !661
    #dbg_declare(ptr %7, !676, !DIExpression(), !661)
  %42 = load <4 x i64>, ptr %6, align 32, !dbg !661
  %43 = lshr <4 x i64> %42, <i64 1, i64 1, i64 1, i64 1>, !dbg !661
  %44 = or <4 x i64> %43, <i64 1, i64 1, i64 1, i64 1>, !dbg !661
  store <4 x i64> %44, ptr %7, align 32, !dbg !661
  %45 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %46 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %47 = add <4 x i64> %45, %46, !dbg !661
  store <4 x i64> %47, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %48 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %49 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %50 = sub <4 x i64> %48, %49, !dbg !661
  store <4 x i64> %50, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %51 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %52 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %53 = mul <4 x i64> %51, %52, !dbg !661
  store <4 x i64> %53, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %54 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %55 = load <4 x i64>, ptr %7, align 32, !dbg !661
  %56 = sdiv <4 x i64> %54, %55, !dbg !661
  store <4 x i64> %56, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %57 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %58 = load <4 x i64>, ptr %7, align 32, !dbg !661
  %59 = srem <4 x i64> %57, %58, !dbg !661
  store <4 x i64> %59, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
    #dbg_declare(ptr %8, !677, !DIExpression(), !661)
  %60 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %61 = load <4 x i64>, ptr %6, align 32, !dbg !661
  %62 = udiv <4 x i64> %60, %61, !dbg !661
  store <4 x i64> %62, ptr %8, align 32, !dbg !661
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !661
  %63 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %64 = load <4 x i64>, ptr %6, align 32, !dbg !661
  %65 = urem <4 x i64> %63, %64, !dbg !661
  store <4 x i64> %65, ptr %8, align 32, !dbg !661
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !661
  %66 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %67 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %68 = and <4 x i64> %66, %67, !dbg !661
  store <4 x i64> %68, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %69 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %70 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %71 = or <4 x i64> %69, %70, !dbg !661
  store <4 x i64> %71, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %72 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %73 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %74 = xor <4 x i64> %72, %73, !dbg !661
  store <4 x i64> %74, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %75 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %76 = xor <4 x i64> %75, <i64 -1, i64 -1, i64 -1, i64 -1>, !dbg !661
  store <4 x i64> %76, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %77 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %78 = sub <4 x i64> zeroinitializer, %77, !dbg !661
  store <4 x i64> %78, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %79 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %80 = load <4 x i64>, ptr %3, align 32, !dbg !661
  %81 = shl <4 x i64> %79, %80, !dbg !661
  store <4 x i64> %81, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %82 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %83 = load <4 x i64>, ptr %3, align 32, !dbg !661
  %84 = ashr <4 x i64> %82, %83, !dbg !661
  store <4 x i64> %84, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %85 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %86 = load <4 x i64>, ptr %3, align 32, !dbg !661
  %87 = lshr <4 x i64> %85, %86, !dbg !661
  store <4 x i64> %87, ptr %8, align 32, !dbg !661
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !661
    #dbg_declare(ptr %9, !678, !DIExpression(), !661)
  %88 = call i64 @next(), !dbg !661
  %89 = urem i64 %88, 64, !dbg !661
  %90 = trunc i64 %89 to i32, !dbg !661
  store i32 %90, ptr %9, align 4, !dbg !661
  %91 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %92 = load i32, ptr %9, align 4, !dbg !661
  %93 = insertelement <4 x i32> poison, i32 %92, i64 0, !dbg !661
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !661
  %95 = zext <4 x i32> %94 to <4 x i64>, !dbg !661
  %96 = shl <4 x i64> %91, %95, !dbg !661
  store <4 x i64> %96, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %97 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %98 = load i32, ptr %9, align 4, !dbg !661
  %99 = insertelement <4 x i32> poison, i32 %98, i64 0, !dbg !661
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !661
  %101 = zext <4 x i32> %100 to <4 x i64>, !dbg !661
  %102 = ashr <4 x i64> %97, %101, !dbg !661
  store <4 x i64> %102, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %103 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %104 = load i32, ptr %9, align 4, !dbg !661
  %105 = insertelement <4 x i32> poison, i32 %104, i64 0, !dbg !661
  %106 = shufflevector <4 x i32> %105, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !661
  %107 = zext <4 x i32> %106 to <4 x i64>, !dbg !661
  %108 = lshr <4 x i64> %103, %107, !dbg !661
  store <4 x i64> %108, ptr %8, align 32, !dbg !661
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !661
  %109 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %110 = ashr <4 x i64> %109, <i64 63, i64 63, i64 63, i64 63>, !dbg !661
  store <4 x i64> %110, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %111 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %112 = add <4 x i64> %111, <i64 3, i64 3, i64 3, i64 3>, !dbg !661
  store <4 x i64> %112, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %113 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %114 = sub <4 x i64> <i64 100, i64 100, i64 100, i64 100>, %113, !dbg !661
  store <4 x i64> %114, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %115 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %116 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %117 = icmp eq <4 x i64> %115, %116, !dbg !661
  %118 = sext <4 x i1> %117 to <4 x i64>, !dbg !661
  store <4 x i64> %118, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %119 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %120 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %121 = icmp ne <4 x i64> %119, %120, !dbg !661
  %122 = sext <4 x i1> %121 to <4 x i64>, !dbg !661
  store <4 x i64> %122, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %123 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %124 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %125 = icmp slt <4 x i64> %123, %124, !dbg !661
  %126 = sext <4 x i1> %125 to <4 x i64>, !dbg !661
  store <4 x i64> %126, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %127 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %128 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %129 = icmp sle <4 x i64> %127, %128, !dbg !661
  %130 = sext <4 x i1> %129 to <4 x i64>, !dbg !661
  store <4 x i64> %130, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %131 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %132 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %133 = icmp sgt <4 x i64> %131, %132, !dbg !661
  %134 = sext <4 x i1> %133 to <4 x i64>, !dbg !661
  store <4 x i64> %134, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %135 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %136 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %137 = icmp sge <4 x i64> %135, %136, !dbg !661
  %138 = sext <4 x i1> %137 to <4 x i64>, !dbg !661
  store <4 x i64> %138, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %139 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %140 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %141 = icmp ult <4 x i64> %139, %140, !dbg !661
  %142 = sext <4 x i1> %141 to <4 x i64>, !dbg !661
  store <4 x i64> %142, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
  %143 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %144 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %145 = icmp uge <4 x i64> %143, %144, !dbg !661
  %146 = sext <4 x i1> %145 to <4 x i64>, !dbg !661
  store <4 x i64> %146, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
    #dbg_declare(ptr %10, !679, !DIExpression(), !661)
  %147 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %148 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %149 = icmp sgt <4 x i64> %147, %148, !dbg !661
  %150 = sext <4 x i1> %149 to <4 x i64>, !dbg !661
  store <4 x i64> %150, ptr %10, align 32, !dbg !661
  %151 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %152 = load <4 x i64>, ptr %10, align 32, !dbg !661
  %153 = and <4 x i64> %151, %152, !dbg !661
  %154 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %155 = load <4 x i64>, ptr %10, align 32, !dbg !661
  %156 = xor <4 x i64> %155, <i64 -1, i64 -1, i64 -1, i64 -1>, !dbg !661
  %157 = and <4 x i64> %154, %156, !dbg !661
  %158 = or <4 x i64> %153, %157, !dbg !661
  store <4 x i64> %158, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
    #dbg_declare(ptr %11, !680, !DIExpression(), !661)
  %159 = call i64 @next(), !dbg !661
  %160 = urem i64 %159, 4, !dbg !661
  %161 = trunc i64 %160 to i32, !dbg !661
  store i32 %161, ptr %11, align 4, !dbg !661
    #dbg_declare(ptr %12, !681, !DIExpression(), !661)
  %162 = load <4 x i64>, ptr %1, align 32, !dbg !661
  %163 = load i32, ptr %11, align 4, !dbg !661
  %164 = extractelement <4 x i64> %162, i32 %163, !dbg !661
  store i64 %164, ptr %12, align 8, !dbg !661
  call void @mix(ptr noundef %12, i64 noundef 8), !dbg !661
  %165 = load <4 x i64>, ptr %1, align 32, !dbg !661
  store <4 x i64> %165, ptr %4, align 32, !dbg !661
  %166 = load <4 x i64>, ptr %2, align 32, !dbg !661
  %167 = extractelement <4 x i64> %166, i32 0, !dbg !661
  %168 = load i32, ptr %11, align 4, !dbg !661
  %169 = load <4 x i64>, ptr %4, align 32, !dbg !661
  %170 = insertelement <4 x i64> %169, i64 %167, i32 %168, !dbg !661
  store <4 x i64> %170, ptr %4, align 32, !dbg !661
  %171 = load <4 x i64>, ptr %4, align 32, !dbg !661
  %172 = load i32, ptr %11, align 4, !dbg !661
  %173 = sub nsw i32 3, %172, !dbg !661
  %174 = extractelement <4 x i64> %171, i32 %173, !dbg !661
  %175 = add i64 %174, 7, !dbg !661
  %176 = load i32, ptr %11, align 4, !dbg !661
  %177 = sub nsw i32 3, %176, !dbg !661
  %178 = load <4 x i64>, ptr %4, align 32, !dbg !661
  %179 = insertelement <4 x i64> %178, i64 %175, i32 %177, !dbg !661
  store <4 x i64> %179, ptr %4, align 32, !dbg !661
  call void @mix(ptr noundef %4, i64 noundef 32), !dbg !661
    #dbg_declare(ptr %13, !682, !DIExpression(), !661)
  store i64 0, ptr %13, align 8, !dbg !661
    #dbg_declare(ptr %14, !683, !DIExpression(), !685)
  store i32 0, ptr %14, align 4, !dbg !685
  br label %180, !dbg !685

180:                                              ; preds = %193, %35
  %181 = load i32, ptr %14, align 4, !dbg !686
  %182 = icmp slt i32 %181, 4, !dbg !686
  br i1 %182, label %183, label %196, !dbg !685

183:                                              ; preds = %180
  %184 = load <4 x i64>, ptr %1, align 32, !dbg !686
  %185 = load i32, ptr %14, align 4, !dbg !686
  %186 = extractelement <4 x i64> %184, i32 %185, !dbg !686
  %187 = load <4 x i64>, ptr %2, align 32, !dbg !686
  %188 = load i32, ptr %14, align 4, !dbg !686
  %189 = extractelement <4 x i64> %187, i32 %188, !dbg !686
  %190 = xor i64 %186, %189, !dbg !686
  %191 = load i64, ptr %13, align 8, !dbg !686
  %192 = add i64 %191, %190, !dbg !686
  store i64 %192, ptr %13, align 8, !dbg !686
  br label %193, !dbg !686

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4, !dbg !686
  %195 = add nsw i32 %194, 1, !dbg !686
  store i32 %195, ptr %14, align 4, !dbg !686
  br label %180, !dbg !686, !llvm.loop !688

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 8), !dbg !661
  ret void, !dbg !661
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i64x8() #0 !dbg !118 {
  %1 = alloca <8 x i64>, align 64
  %2 = alloca <8 x i64>, align 64
  %3 = alloca <8 x i64>, align 64
  %4 = alloca <8 x i64>, align 64
  %5 = alloca i32, align 4
  %6 = alloca <8 x i64>, align 64
  %7 = alloca <8 x i64>, align 64
  %8 = alloca <8 x i64>, align 64
  %9 = alloca i32, align 4
  %10 = alloca <8 x i64>, align 64
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
    #dbg_declare(ptr %1, !689, !DIExpression(), !690)
    #dbg_declare(ptr %2, !691, !DIExpression(), !690)
    #dbg_declare(ptr %3, !692, !DIExpression(), !690)
    #dbg_declare(ptr %4, !693, !DIExpression(), !690)
    #dbg_declare(ptr %5, !694, !DIExpression(), !696)
  store i32 0, ptr %5, align 4, !dbg !696
  br label %15, !dbg !696

15:                                               ; preds = %32, %0
  %16 = load i32, ptr %5, align 4, !dbg !697
  %17 = icmp slt i32 %16, 8, !dbg !697
  br i1 %17, label %18, label %35, !dbg !696

18:                                               ; preds = %15
  %19 = call i64 @next(), !dbg !699
  %20 = load i32, ptr %5, align 4, !dbg !699
  %21 = load <8 x i64>, ptr %1, align 64, !dbg !699
  %22 = insertelement <8 x i64> %21, i64 %19, i32 %20, !dbg !699
  store <8 x i64> %22, ptr %1, align 64, !dbg !699
  %23 = call i64 @next(), !dbg !699
  %24 = load i32, ptr %5, align 4, !dbg !699
  %25 = load <8 x i64>, ptr %2, align 64, !dbg !699
  %26 = insertelement <8 x i64> %25, i64 %23, i32 %24, !dbg !699
  store <8 x i64> %26, ptr %2, align 64, !dbg !699
  %27 = call i64 @next(), !dbg !699
  %28 = urem i64 %27, 64, !dbg !699
  %29 = load i32, ptr %5, align 4, !dbg !699
  %30 = load <8 x i64>, ptr %3, align 64, !dbg !699
  %31 = insertelement <8 x i64> %30, i64 %28, i32 %29, !dbg !699
  store <8 x i64> %31, ptr %3, align 64, !dbg !699
  br label %32, !dbg !699

32:                                               ; preds = %18
  %33 = load i32, ptr %5, align 4, !dbg !697
  %34 = add nsw i32 %33, 1, !dbg !697
  store i32 %34, ptr %5, align 4, !dbg !697
  br label %15, !dbg !697, !llvm.loop !701

35:                                               ; preds = %15
  %36 = load <8 x i64>, ptr %1, align 64, !dbg !702
  %37 = extractelement <8 x i64> %36, i32 1, !dbg !702
  %38 = load <8 x i64>, ptr %2, align 64, !dbg !702
  %39 = insertelement <8 x i64> %38, i64 %37, i32 1, !dbg !702
  store <8 x i64> %39, ptr %2, align 64, !dbg !702
    #dbg_declare(ptr %6, !704, !DIExpression(), !690)
  %40 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %41 = or <8 x i64> %40, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !690
  store <8 x i64> %41, ptr %6, align 64, !dbg !690
    #dbg_declare(ptr %7, !705, !DIExpression(), !690)
  %42 = load <8 x i64>, ptr %6, align 64, !dbg !690
  %43 = lshr <8 x i64> %42, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !690
  %44 = or <8 x i64> %43, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !690
  store <8 x i64> %44, ptr %7, align 64, !dbg !690
  %45 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %46 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %47 = add <8 x i64> %45, %46, !dbg !690
  store <8 x i64> %47, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %48 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %49 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %50 = sub <8 x i64> %48, %49, !dbg !690
  store <8 x i64> %50, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %51 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %52 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %53 = mul <8 x i64> %51, %52, !dbg !690
  store <8 x i64> %53, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %54 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %55 = load <8 x i64>, ptr %7, align 64, !dbg !690
  %56 = sdiv <8 x i64> %54, %55, !dbg !690
  store <8 x i64> %56, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %57 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %58 = load <8 x i64>, ptr %7, align 64, !dbg !690
  %59 = srem <8 x i64> %57, %58, !dbg !690
  store <8 x i64> %59, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
    #dbg_declare(ptr %8, !706, !DIExpression(), !690)
  %60 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %61 = load <8 x i64>, ptr %6, align 64, !dbg !690
  %62 = udiv <8 x i64> %60, %61, !dbg !690
  store <8 x i64> %62, ptr %8, align 64, !dbg !690
  call void @mix(ptr noundef %8, i64 noundef 64), !dbg !690
  %63 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %64 = load <8 x i64>, ptr %6, align 64, !dbg !690
  %65 = urem <8 x i64> %63, %64, !dbg !690
  store <8 x i64> %65, ptr %8, align 64, !dbg !690
  call void @mix(ptr noundef %8, i64 noundef 64), !dbg !690
  %66 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %67 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %68 = and <8 x i64> %66, %67, !dbg !690
  store <8 x i64> %68, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %69 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %70 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %71 = or <8 x i64> %69, %70, !dbg !690
  store <8 x i64> %71, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %72 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %73 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %74 = xor <8 x i64> %72, %73, !dbg !690
  store <8 x i64> %74, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %75 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %76 = xor <8 x i64> %75, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>, !dbg !690
  store <8 x i64> %76, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %77 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %78 = sub <8 x i64> zeroinitializer, %77, !dbg !690
  store <8 x i64> %78, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %79 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %80 = load <8 x i64>, ptr %3, align 64, !dbg !690
  %81 = shl <8 x i64> %79, %80, !dbg !690
  store <8 x i64> %81, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %82 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %83 = load <8 x i64>, ptr %3, align 64, !dbg !690
  %84 = ashr <8 x i64> %82, %83, !dbg !690
  store <8 x i64> %84, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %85 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %86 = load <8 x i64>, ptr %3, align 64, !dbg !690
  %87 = lshr <8 x i64> %85, %86, !dbg !690
  store <8 x i64> %87, ptr %8, align 64, !dbg !690
  call void @mix(ptr noundef %8, i64 noundef 64), !dbg !690
    #dbg_declare(ptr %9, !707, !DIExpression(), !690)
  %88 = call i64 @next(), !dbg !690
  %89 = urem i64 %88, 64, !dbg !690
  %90 = trunc i64 %89 to i32, !dbg !690
  store i32 %90, ptr %9, align 4, !dbg !690
  %91 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %92 = load i32, ptr %9, align 4, !dbg !690
  %93 = insertelement <8 x i32> poison, i32 %92, i64 0, !dbg !690
  %94 = shufflevector <8 x i32> %93, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !690
  %95 = zext <8 x i32> %94 to <8 x i64>, !dbg !690
  %96 = shl <8 x i64> %91, %95, !dbg !690
  store <8 x i64> %96, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %97 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %98 = load i32, ptr %9, align 4, !dbg !690
  %99 = insertelement <8 x i32> poison, i32 %98, i64 0, !dbg !690
  %100 = shufflevector <8 x i32> %99, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !690
  %101 = zext <8 x i32> %100 to <8 x i64>, !dbg !690
  %102 = ashr <8 x i64> %97, %101, !dbg !690
  store <8 x i64> %102, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %103 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %104 = load i32, ptr %9, align 4, !dbg !690
  %105 = insertelement <8 x i32> poison, i32 %104, i64 0, !dbg !690
  %106 = shufflevector <8 x i32> %105, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !690
  %107 = zext <8 x i32> %106 to <8 x i64>, !dbg !690
  %108 = lshr <8 x i64> %103, %107, !dbg !690
  store <8 x i64> %108, ptr %8, align 64, !dbg !690
  call void @mix(ptr noundef %8, i64 noundef 64), !dbg !690
  %109 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %110 = ashr <8 x i64> %109, <i64 63, i64 63, i64 63, i64 63, i64 63, i64 63, i64 63, i64 63>, !dbg !690
  store <8 x i64> %110, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %111 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %112 = add <8 x i64> %111, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>, !dbg !690
  store <8 x i64> %112, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %113 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %114 = sub <8 x i64> <i64 100, i64 100, i64 100, i64 100, i64 100, i64 100, i64 100, i64 100>, %113, !dbg !690
  store <8 x i64> %114, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %115 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %116 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %117 = icmp eq <8 x i64> %115, %116, !dbg !690
  %118 = sext <8 x i1> %117 to <8 x i64>, !dbg !690
  store <8 x i64> %118, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %119 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %120 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %121 = icmp ne <8 x i64> %119, %120, !dbg !690
  %122 = sext <8 x i1> %121 to <8 x i64>, !dbg !690
  store <8 x i64> %122, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %123 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %124 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %125 = icmp slt <8 x i64> %123, %124, !dbg !690
  %126 = sext <8 x i1> %125 to <8 x i64>, !dbg !690
  store <8 x i64> %126, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %127 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %128 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %129 = icmp sle <8 x i64> %127, %128, !dbg !690
  %130 = sext <8 x i1> %129 to <8 x i64>, !dbg !690
  store <8 x i64> %130, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %131 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %132 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %133 = icmp sgt <8 x i64> %131, %132, !dbg !690
  %134 = sext <8 x i1> %133 to <8 x i64>, !dbg !690
  store <8 x i64> %134, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %135 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %136 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %137 = icmp sge <8 x i64> %135, %136, !dbg !690
  %138 = sext <8 x i1> %137 to <8 x i64>, !dbg !690
  store <8 x i64> %138, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %139 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %140 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %141 = icmp ult <8 x i64> %139, %140, !dbg !690
  %142 = sext <8 x i1> %141 to <8 x i64>, !dbg !690
  store <8 x i64> %142, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
  %143 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %144 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %145 = icmp uge <8 x i64> %143, %144, !dbg !690
  %146 = sext <8 x i1> %145 to <8 x i64>, !dbg !690
  store <8 x i64> %146, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
    #dbg_declare(ptr %10, !708, !DIExpression(), !690)
  %147 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %148 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %149 = icmp sgt <8 x i64> %147, %148, !dbg !690
  %150 = sext <8 x i1> %149 to <8 x i64>, !dbg !690
  store <8 x i64> %150, ptr %10, align 64, !dbg !690
  %151 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %152 = load <8 x i64>, ptr %10, align 64, !dbg !690
  %153 = and <8 x i64> %151, %152, !dbg !690
  %154 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %155 = load <8 x i64>, ptr %10, align 64, !dbg !690
  %156 = xor <8 x i64> %155, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>, !dbg !690
  %157 = and <8 x i64> %154, %156, !dbg !690
  %158 = or <8 x i64> %153, %157, !dbg !690
  store <8 x i64> %158, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
    #dbg_declare(ptr %11, !709, !DIExpression(), !690)
  %159 = call i64 @next(), !dbg !690
  %160 = urem i64 %159, 8, !dbg !690
  %161 = trunc i64 %160 to i32, !dbg !690
  store i32 %161, ptr %11, align 4, !dbg !690
    #dbg_declare(ptr %12, !710, !DIExpression(), !690)
  %162 = load <8 x i64>, ptr %1, align 64, !dbg !690
  %163 = load i32, ptr %11, align 4, !dbg !690
  %164 = extractelement <8 x i64> %162, i32 %163, !dbg !690
  store i64 %164, ptr %12, align 8, !dbg !690
  call void @mix(ptr noundef %12, i64 noundef 8), !dbg !690
  %165 = load <8 x i64>, ptr %1, align 64, !dbg !690
  store <8 x i64> %165, ptr %4, align 64, !dbg !690
  %166 = load <8 x i64>, ptr %2, align 64, !dbg !690
  %167 = extractelement <8 x i64> %166, i32 0, !dbg !690
  %168 = load i32, ptr %11, align 4, !dbg !690
  %169 = load <8 x i64>, ptr %4, align 64, !dbg !690
  %170 = insertelement <8 x i64> %169, i64 %167, i32 %168, !dbg !690
  store <8 x i64> %170, ptr %4, align 64, !dbg !690
  %171 = load <8 x i64>, ptr %4, align 64, !dbg !690
  %172 = load i32, ptr %11, align 4, !dbg !690
  %173 = sub nsw i32 7, %172, !dbg !690
  %174 = extractelement <8 x i64> %171, i32 %173, !dbg !690
  %175 = add i64 %174, 7, !dbg !690
  %176 = load i32, ptr %11, align 4, !dbg !690
  %177 = sub nsw i32 7, %176, !dbg !690
  %178 = load <8 x i64>, ptr %4, align 64, !dbg !690
  %179 = insertelement <8 x i64> %178, i64 %175, i32 %177, !dbg !690
  store <8 x i64> %179, ptr %4, align 64, !dbg !690
  call void @mix(ptr noundef %4, i64 noundef 64), !dbg !690
    #dbg_declare(ptr %13, !711, !DIExpression(), !690)
  store i64 0, ptr %13, align 8, !dbg !690
    #dbg_declare(ptr %14, !712, !DIExpression(), !714)
  store i32 0, ptr %14, align 4, !dbg !714
  br label %180, !dbg !714

180:                                              ; preds = %193, %35
  %181 = load i32, ptr %14, align 4, !dbg !715
  %182 = icmp slt i32 %181, 8, !dbg !715
  br i1 %182, label %183, label %196, !dbg !714

183:                                              ; preds = %180
  %184 = load <8 x i64>, ptr %1, align 64, !dbg !715
  %185 = load i32, ptr %14, align 4, !dbg !715
  %186 = extractelement <8 x i64> %184, i32 %185, !dbg !715
  %187 = load <8 x i64>, ptr %2, align 64, !dbg !715
  %188 = load i32, ptr %14, align 4, !dbg !715
  %189 = extractelement <8 x i64> %187, i32 %188, !dbg !715
  %190 = xor i64 %186, %189, !dbg !715
  %191 = load i64, ptr %13, align 8, !dbg !715
  %192 = add i64 %191, %190, !dbg !715
  store i64 %192, ptr %13, align 8, !dbg !715
  br label %193, !dbg !715

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4, !dbg !715
  %195 = add nsw i32 %194, 1, !dbg !715
  store i32 %195, ptr %14, align 4, !dbg !715
  br label %180, !dbg !715, !llvm.loop !717

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 8), !dbg !690
  ret void, !dbg !690
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f32x2() #0 !dbg !121 {
  %1 = alloca <2 x float>, align 8
  %2 = alloca <2 x float>, align 8
  %3 = alloca <2 x float>, align 8
  %4 = alloca i32, align 4
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x float>, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
    #dbg_declare(ptr %1, !718, !DIExpression(), !719)
    #dbg_declare(ptr %2, !720, !DIExpression(), !719)
    #dbg_declare(ptr %3, !721, !DIExpression(), !719)
    #dbg_declare(ptr %4, !722, !DIExpression(), !724)
  store i32 0, ptr %4, align 4, !dbg !724
  br label %10, !dbg !724

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4, !dbg !725
  %12 = icmp slt i32 %11, 2, !dbg !725
  br i1 %12, label %13, label %36, !dbg !724

13:                                               ; preds = %10
  %14 = call i64 @next(), !dbg !727
  %15 = urem i64 %14, 2001, !dbg !727
  %16 = trunc i64 %15 to i32, !dbg !727
  %17 = sub nsw i32 %16, 1000, !dbg !727
  %18 = sitofp i32 %17 to float, !dbg !727
  %19 = fdiv float %18, 8.000000e+00, !dbg !727
  %20 = load i32, ptr %4, align 4, !dbg !727
  %21 = load <2 x float>, ptr %1, align 8, !dbg !727
  %22 = insertelement <2 x float> %21, float %19, i32 %20, !dbg !727
  store <2 x float> %22, ptr %1, align 8, !dbg !727
  %23 = call i64 @next(), !dbg !727
  %24 = urem i64 %23, 2001, !dbg !727
  %25 = trunc i64 %24 to i32, !dbg !727
  %26 = sub nsw i32 %25, 1000, !dbg !727
  %27 = sitofp i32 %26 to float, !dbg !727
  %28 = fdiv float %27, 4.000000e+00, !dbg !727
  %29 = fadd float %28, 5.000000e-01, !dbg !727
  %30 = load i32, ptr %4, align 4, !dbg !727
  %31 = load <2 x float>, ptr %2, align 8, !dbg !727
  %32 = insertelement <2 x float> %31, float %29, i32 %30, !dbg !727
  store <2 x float> %32, ptr %2, align 8, !dbg !727
  br label %33, !dbg !727

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4, !dbg !725
  %35 = add nsw i32 %34, 1, !dbg !725
  store i32 %35, ptr %4, align 4, !dbg !725
  br label %10, !dbg !725, !llvm.loop !729

36:                                               ; preds = %10
  %37 = load <2 x float>, ptr %1, align 8, !dbg !730
  %38 = extractelement <2 x float> %37, i32 1, !dbg !730
  %39 = load <2 x float>, ptr %2, align 8, !dbg !730
  %40 = insertelement <2 x float> %39, float %38, i32 1, !dbg !730
  store <2 x float> %40, ptr %2, align 8, !dbg !730
  %41 = load <2 x float>, ptr %1, align 8, !dbg !719
  %42 = load <2 x float>, ptr %2, align 8, !dbg !719
  %43 = fadd <2 x float> %41, %42, !dbg !719
  store <2 x float> %43, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
  %44 = load <2 x float>, ptr %1, align 8, !dbg !719
  %45 = load <2 x float>, ptr %2, align 8, !dbg !719
  %46 = fsub <2 x float> %44, %45, !dbg !719
  store <2 x float> %46, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
  %47 = load <2 x float>, ptr %1, align 8, !dbg !719
  %48 = load <2 x float>, ptr %2, align 8, !dbg !719
  %49 = fmul <2 x float> %47, %48, !dbg !719
  store <2 x float> %49, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
  %50 = load <2 x float>, ptr %1, align 8, !dbg !719
  %51 = load <2 x float>, ptr %2, align 8, !dbg !719
  %52 = fdiv <2 x float> %50, %51, !dbg !719
  store <2 x float> %52, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
  %53 = load <2 x float>, ptr %1, align 8, !dbg !719
  %54 = fneg <2 x float> %53, !dbg !719
  store <2 x float> %54, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
  %55 = load <2 x float>, ptr %1, align 8, !dbg !719
  %56 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %55, <2 x float> <float 2.000000e+00, float 2.000000e+00>, <2 x float> <float 1.000000e+00, float 1.000000e+00>), !dbg !719
  store <2 x float> %56, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
    #dbg_declare(ptr %5, !732, !DIExpression(), !719)
  %57 = load <2 x float>, ptr %1, align 8, !dbg !719
  %58 = load <2 x float>, ptr %2, align 8, !dbg !719
  %59 = fcmp oeq <2 x float> %57, %58, !dbg !719
  %60 = sext <2 x i1> %59 to <2 x i32>, !dbg !719
  store <2 x i32> %60, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
  %61 = load <2 x float>, ptr %1, align 8, !dbg !719
  %62 = load <2 x float>, ptr %2, align 8, !dbg !719
  %63 = fcmp une <2 x float> %61, %62, !dbg !719
  %64 = sext <2 x i1> %63 to <2 x i32>, !dbg !719
  store <2 x i32> %64, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
  %65 = load <2 x float>, ptr %1, align 8, !dbg !719
  %66 = load <2 x float>, ptr %2, align 8, !dbg !719
  %67 = fcmp olt <2 x float> %65, %66, !dbg !719
  %68 = sext <2 x i1> %67 to <2 x i32>, !dbg !719
  store <2 x i32> %68, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
  %69 = load <2 x float>, ptr %1, align 8, !dbg !719
  %70 = load <2 x float>, ptr %2, align 8, !dbg !719
  %71 = fcmp ole <2 x float> %69, %70, !dbg !719
  %72 = sext <2 x i1> %71 to <2 x i32>, !dbg !719
  store <2 x i32> %72, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
  %73 = load <2 x float>, ptr %1, align 8, !dbg !719
  %74 = load <2 x float>, ptr %2, align 8, !dbg !719
  %75 = fcmp ogt <2 x float> %73, %74, !dbg !719
  %76 = sext <2 x i1> %75 to <2 x i32>, !dbg !719
  store <2 x i32> %76, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
  %77 = load <2 x float>, ptr %1, align 8, !dbg !719
  %78 = load <2 x float>, ptr %2, align 8, !dbg !719
  %79 = fcmp oge <2 x float> %77, %78, !dbg !719
  %80 = sext <2 x i1> %79 to <2 x i32>, !dbg !719
  store <2 x i32> %80, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
    #dbg_declare(ptr %6, !733, !DIExpression(), !719)
  %81 = load <2 x float>, ptr %1, align 8, !dbg !719
  store <2 x float> %81, ptr %6, align 8, !dbg !719
  %82 = load <2 x float>, ptr %6, align 8, !dbg !719
  %83 = insertelement <2 x float> %82, float 0x7FF8000000000000, i32 0, !dbg !719
  store <2 x float> %83, ptr %6, align 8, !dbg !719
  %84 = load <2 x float>, ptr %6, align 8, !dbg !719
  %85 = load <2 x float>, ptr %2, align 8, !dbg !719
  %86 = fcmp olt <2 x float> %84, %85, !dbg !719
  %87 = sext <2 x i1> %86 to <2 x i32>, !dbg !719
  store <2 x i32> %87, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
  %88 = load <2 x float>, ptr %6, align 8, !dbg !719
  %89 = load <2 x float>, ptr %2, align 8, !dbg !719
  %90 = fcmp une <2 x float> %88, %89, !dbg !719
  %91 = sext <2 x i1> %90 to <2 x i32>, !dbg !719
  store <2 x i32> %91, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
  %92 = load <2 x float>, ptr %6, align 8, !dbg !719
  %93 = load <2 x float>, ptr %6, align 8, !dbg !719
  %94 = fcmp oeq <2 x float> %92, %93, !dbg !719
  %95 = sext <2 x i1> %94 to <2 x i32>, !dbg !719
  store <2 x i32> %95, ptr %5, align 8, !dbg !719
  call void @mix(ptr noundef %5, i64 noundef 8), !dbg !719
  %96 = load <2 x float>, ptr %1, align 8, !dbg !719
  %97 = load <2 x float>, ptr %2, align 8, !dbg !719
  %98 = fcmp olt <2 x float> %96, %97, !dbg !719
  %99 = sext <2 x i1> %98 to <2 x i32>, !dbg !719
  store <2 x i32> %99, ptr %5, align 8, !dbg !719
  %100 = load <2 x float>, ptr %1, align 8, !dbg !719
  %101 = bitcast <2 x float> %100 to <2 x i32>, !dbg !719
  %102 = load <2 x i32>, ptr %5, align 8, !dbg !719
  %103 = and <2 x i32> %101, %102, !dbg !719
  %104 = load <2 x float>, ptr %2, align 8, !dbg !719
  %105 = bitcast <2 x float> %104 to <2 x i32>, !dbg !719
  %106 = load <2 x i32>, ptr %5, align 8, !dbg !719
  %107 = xor <2 x i32> %106, <i32 -1, i32 -1>, !dbg !719
  %108 = and <2 x i32> %105, %107, !dbg !719
  %109 = or <2 x i32> %103, %108, !dbg !719
  %110 = bitcast <2 x i32> %109 to <2 x float>, !dbg !719
  store <2 x float> %110, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
    #dbg_declare(ptr %7, !734, !DIExpression(), !719)
  %111 = load <2 x float>, ptr %1, align 8, !dbg !719
  %112 = fmul <2 x float> %111, <float 4.000000e+00, float 4.000000e+00>, !dbg !719
  %113 = fptosi <2 x float> %112 to <2 x i32>, !dbg !719
  store <2 x i32> %113, ptr %7, align 8, !dbg !719
  call void @mix(ptr noundef %7, i64 noundef 8), !dbg !719
  %114 = load <2 x i32>, ptr %7, align 8, !dbg !719
  %115 = sitofp <2 x i32> %114 to <2 x float>, !dbg !719
  store <2 x float> %115, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
    #dbg_declare(ptr %8, !735, !DIExpression(), !719)
  %116 = call i64 @next(), !dbg !719
  %117 = urem i64 %116, 2, !dbg !719
  %118 = trunc i64 %117 to i32, !dbg !719
  store i32 %118, ptr %8, align 4, !dbg !719
    #dbg_declare(ptr %9, !736, !DIExpression(), !719)
  %119 = load <2 x float>, ptr %1, align 8, !dbg !719
  %120 = load i32, ptr %8, align 4, !dbg !719
  %121 = extractelement <2 x float> %119, i32 %120, !dbg !719
  store float %121, ptr %9, align 4, !dbg !719
  call void @mix(ptr noundef %9, i64 noundef 4), !dbg !719
  %122 = load <2 x float>, ptr %1, align 8, !dbg !719
  store <2 x float> %122, ptr %3, align 8, !dbg !719
  %123 = load <2 x float>, ptr %2, align 8, !dbg !719
  %124 = extractelement <2 x float> %123, i32 0, !dbg !719
  %125 = load i32, ptr %8, align 4, !dbg !719
  %126 = load <2 x float>, ptr %3, align 8, !dbg !719
  %127 = insertelement <2 x float> %126, float %124, i32 %125, !dbg !719
  store <2 x float> %127, ptr %3, align 8, !dbg !719
  call void @mix(ptr noundef %3, i64 noundef 8), !dbg !719
  ret void, !dbg !719
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f32x4() #0 !dbg !124 {
  %1 = alloca <4 x float>, align 16
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca i32, align 4
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
    #dbg_declare(ptr %1, !737, !DIExpression(), !738)
    #dbg_declare(ptr %2, !739, !DIExpression(), !738)
    #dbg_declare(ptr %3, !740, !DIExpression(), !738)
    #dbg_declare(ptr %4, !741, !DIExpression(), !743)
  store i32 0, ptr %4, align 4, !dbg !743
  br label %10, !dbg !743

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4, !dbg !744
  %12 = icmp slt i32 %11, 4, !dbg !744
  br i1 %12, label %13, label %36, !dbg !743

13:                                               ; preds = %10
  %14 = call i64 @next(), !dbg !746
  %15 = urem i64 %14, 2001, !dbg !746
  %16 = trunc i64 %15 to i32, !dbg !746
  %17 = sub nsw i32 %16, 1000, !dbg !746
  %18 = sitofp i32 %17 to float, !dbg !746
  %19 = fdiv float %18, 8.000000e+00, !dbg !746
  %20 = load i32, ptr %4, align 4, !dbg !746
  %21 = load <4 x float>, ptr %1, align 16, !dbg !746
  %22 = insertelement <4 x float> %21, float %19, i32 %20, !dbg !746
  store <4 x float> %22, ptr %1, align 16, !dbg !746
  %23 = call i64 @next(), !dbg !746
  %24 = urem i64 %23, 2001, !dbg !746
  %25 = trunc i64 %24 to i32, !dbg !746
  %26 = sub nsw i32 %25, 1000, !dbg !746
  %27 = sitofp i32 %26 to float, !dbg !746
  %28 = fdiv float %27, 4.000000e+00, !dbg !746
  %29 = fadd float %28, 5.000000e-01, !dbg !746
  %30 = load i32, ptr %4, align 4, !dbg !746
  %31 = load <4 x float>, ptr %2, align 16, !dbg !746
  %32 = insertelement <4 x float> %31, float %29, i32 %30, !dbg !746
  store <4 x float> %32, ptr %2, align 16, !dbg !746
  br label %33, !dbg !746

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4, !dbg !744
  %35 = add nsw i32 %34, 1, !dbg !744
  store i32 %35, ptr %4, align 4, !dbg !744
  br label %10, !dbg !744, !llvm.loop !748

36:                                               ; preds = %10
  %37 = load <4 x float>, ptr %1, align 16, !dbg !749
  %38 = extractelement <4 x float> %37, i32 1, !dbg !749
  %39 = load <4 x float>, ptr %2, align 16, !dbg !749
  %40 = insertelement <4 x float> %39, float %38, i32 1, !dbg !749
  store <4 x float> %40, ptr %2, align 16, !dbg !749
  %41 = load <4 x float>, ptr %1, align 16, !dbg !738
  %42 = load <4 x float>, ptr %2, align 16, !dbg !738
  %43 = fadd <4 x float> %41, %42, !dbg !738
  store <4 x float> %43, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
  %44 = load <4 x float>, ptr %1, align 16, !dbg !738
  %45 = load <4 x float>, ptr %2, align 16, !dbg !738
  %46 = fsub <4 x float> %44, %45, !dbg !738
  store <4 x float> %46, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
  %47 = load <4 x float>, ptr %1, align 16, !dbg !738
  %48 = load <4 x float>, ptr %2, align 16, !dbg !738
  %49 = fmul <4 x float> %47, %48, !dbg !738
  store <4 x float> %49, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
  %50 = load <4 x float>, ptr %1, align 16, !dbg !738
  %51 = load <4 x float>, ptr %2, align 16, !dbg !738
  %52 = fdiv <4 x float> %50, %51, !dbg !738
  store <4 x float> %52, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
  %53 = load <4 x float>, ptr %1, align 16, !dbg !738
  %54 = fneg <4 x float> %53, !dbg !738
  store <4 x float> %54, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
  %55 = load <4 x float>, ptr %1, align 16, !dbg !738
  %56 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %55, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>), !dbg !738
  store <4 x float> %56, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
    #dbg_declare(ptr %5, !751, !DIExpression(), !738)
  %57 = load <4 x float>, ptr %1, align 16, !dbg !738
  %58 = load <4 x float>, ptr %2, align 16, !dbg !738
  %59 = fcmp oeq <4 x float> %57, %58, !dbg !738
  %60 = sext <4 x i1> %59 to <4 x i32>, !dbg !738
  store <4 x i32> %60, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
  %61 = load <4 x float>, ptr %1, align 16, !dbg !738
  %62 = load <4 x float>, ptr %2, align 16, !dbg !738
  %63 = fcmp une <4 x float> %61, %62, !dbg !738
  %64 = sext <4 x i1> %63 to <4 x i32>, !dbg !738
  store <4 x i32> %64, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
  %65 = load <4 x float>, ptr %1, align 16, !dbg !738
  %66 = load <4 x float>, ptr %2, align 16, !dbg !738
  %67 = fcmp olt <4 x float> %65, %66, !dbg !738
  %68 = sext <4 x i1> %67 to <4 x i32>, !dbg !738
  store <4 x i32> %68, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
  %69 = load <4 x float>, ptr %1, align 16, !dbg !738
  %70 = load <4 x float>, ptr %2, align 16, !dbg !738
  %71 = fcmp ole <4 x float> %69, %70, !dbg !738
  %72 = sext <4 x i1> %71 to <4 x i32>, !dbg !738
  store <4 x i32> %72, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
  %73 = load <4 x float>, ptr %1, align 16, !dbg !738
  %74 = load <4 x float>, ptr %2, align 16, !dbg !738
  %75 = fcmp ogt <4 x float> %73, %74, !dbg !738
  %76 = sext <4 x i1> %75 to <4 x i32>, !dbg !738
  store <4 x i32> %76, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
  %77 = load <4 x float>, ptr %1, align 16, !dbg !738
  %78 = load <4 x float>, ptr %2, align 16, !dbg !738
  %79 = fcmp oge <4 x float> %77, %78, !dbg !738
  %80 = sext <4 x i1> %79 to <4 x i32>, !dbg !738
  store <4 x i32> %80, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
    #dbg_declare(ptr %6, !752, !DIExpression(), !738)
  %81 = load <4 x float>, ptr %1, align 16, !dbg !738
  store <4 x float> %81, ptr %6, align 16, !dbg !738
  %82 = load <4 x float>, ptr %6, align 16, !dbg !738
  %83 = insertelement <4 x float> %82, float 0x7FF8000000000000, i32 0, !dbg !738
  store <4 x float> %83, ptr %6, align 16, !dbg !738
  %84 = load <4 x float>, ptr %6, align 16, !dbg !738
  %85 = load <4 x float>, ptr %2, align 16, !dbg !738
  %86 = fcmp olt <4 x float> %84, %85, !dbg !738
  %87 = sext <4 x i1> %86 to <4 x i32>, !dbg !738
  store <4 x i32> %87, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
  %88 = load <4 x float>, ptr %6, align 16, !dbg !738
  %89 = load <4 x float>, ptr %2, align 16, !dbg !738
  %90 = fcmp une <4 x float> %88, %89, !dbg !738
  %91 = sext <4 x i1> %90 to <4 x i32>, !dbg !738
  store <4 x i32> %91, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
  %92 = load <4 x float>, ptr %6, align 16, !dbg !738
  %93 = load <4 x float>, ptr %6, align 16, !dbg !738
  %94 = fcmp oeq <4 x float> %92, %93, !dbg !738
  %95 = sext <4 x i1> %94 to <4 x i32>, !dbg !738
  store <4 x i32> %95, ptr %5, align 16, !dbg !738
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !738
  %96 = load <4 x float>, ptr %1, align 16, !dbg !738
  %97 = load <4 x float>, ptr %2, align 16, !dbg !738
  %98 = fcmp olt <4 x float> %96, %97, !dbg !738
  %99 = sext <4 x i1> %98 to <4 x i32>, !dbg !738
  store <4 x i32> %99, ptr %5, align 16, !dbg !738
  %100 = load <4 x float>, ptr %1, align 16, !dbg !738
  %101 = bitcast <4 x float> %100 to <4 x i32>, !dbg !738
  %102 = load <4 x i32>, ptr %5, align 16, !dbg !738
  %103 = and <4 x i32> %101, %102, !dbg !738
  %104 = load <4 x float>, ptr %2, align 16, !dbg !738
  %105 = bitcast <4 x float> %104 to <4 x i32>, !dbg !738
  %106 = load <4 x i32>, ptr %5, align 16, !dbg !738
  %107 = xor <4 x i32> %106, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !738
  %108 = and <4 x i32> %105, %107, !dbg !738
  %109 = or <4 x i32> %103, %108, !dbg !738
  %110 = bitcast <4 x i32> %109 to <4 x float>, !dbg !738
  store <4 x float> %110, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
    #dbg_declare(ptr %7, !753, !DIExpression(), !738)
  %111 = load <4 x float>, ptr %1, align 16, !dbg !738
  %112 = fmul <4 x float> %111, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, !dbg !738
  %113 = fptosi <4 x float> %112 to <4 x i32>, !dbg !738
  store <4 x i32> %113, ptr %7, align 16, !dbg !738
  call void @mix(ptr noundef %7, i64 noundef 16), !dbg !738
  %114 = load <4 x i32>, ptr %7, align 16, !dbg !738
  %115 = sitofp <4 x i32> %114 to <4 x float>, !dbg !738
  store <4 x float> %115, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
    #dbg_declare(ptr %8, !754, !DIExpression(), !738)
  %116 = call i64 @next(), !dbg !738
  %117 = urem i64 %116, 4, !dbg !738
  %118 = trunc i64 %117 to i32, !dbg !738
  store i32 %118, ptr %8, align 4, !dbg !738
    #dbg_declare(ptr %9, !755, !DIExpression(), !738)
  %119 = load <4 x float>, ptr %1, align 16, !dbg !738
  %120 = load i32, ptr %8, align 4, !dbg !738
  %121 = extractelement <4 x float> %119, i32 %120, !dbg !738
  store float %121, ptr %9, align 4, !dbg !738
  call void @mix(ptr noundef %9, i64 noundef 4), !dbg !738
  %122 = load <4 x float>, ptr %1, align 16, !dbg !738
  store <4 x float> %122, ptr %3, align 16, !dbg !738
  %123 = load <4 x float>, ptr %2, align 16, !dbg !738
  %124 = extractelement <4 x float> %123, i32 0, !dbg !738
  %125 = load i32, ptr %8, align 4, !dbg !738
  %126 = load <4 x float>, ptr %3, align 16, !dbg !738
  %127 = insertelement <4 x float> %126, float %124, i32 %125, !dbg !738
  store <4 x float> %127, ptr %3, align 16, !dbg !738
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !738
  ret void, !dbg !738
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f32x8() #0 !dbg !127 {
  %1 = alloca <8 x float>, align 32
  %2 = alloca <8 x float>, align 32
  %3 = alloca <8 x float>, align 32
  %4 = alloca i32, align 4
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x float>, align 32
  %7 = alloca <8 x i32>, align 32
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
    #dbg_declare(ptr %1, !756, !DIExpression(), !757)
    #dbg_declare(ptr %2, !758, !DIExpression(), !757)
    #dbg_declare(ptr %3, !759, !DIExpression(), !757)
    #dbg_declare(ptr %4, !760, !DIExpression(), !762)
  store i32 0, ptr %4, align 4, !dbg !762
  br label %10, !dbg !762

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4, !dbg !763
  %12 = icmp slt i32 %11, 8, !dbg !763
  br i1 %12, label %13, label %36, !dbg !762

13:                                               ; preds = %10
  %14 = call i64 @next(), !dbg !765
  %15 = urem i64 %14, 2001, !dbg !765
  %16 = trunc i64 %15 to i32, !dbg !765
  %17 = sub nsw i32 %16, 1000, !dbg !765
  %18 = sitofp i32 %17 to float, !dbg !765
  %19 = fdiv float %18, 8.000000e+00, !dbg !765
  %20 = load i32, ptr %4, align 4, !dbg !765
  %21 = load <8 x float>, ptr %1, align 32, !dbg !765
  %22 = insertelement <8 x float> %21, float %19, i32 %20, !dbg !765
  store <8 x float> %22, ptr %1, align 32, !dbg !765
  %23 = call i64 @next(), !dbg !765
  %24 = urem i64 %23, 2001, !dbg !765
  %25 = trunc i64 %24 to i32, !dbg !765
  %26 = sub nsw i32 %25, 1000, !dbg !765
  %27 = sitofp i32 %26 to float, !dbg !765
  %28 = fdiv float %27, 4.000000e+00, !dbg !765
  %29 = fadd float %28, 5.000000e-01, !dbg !765
  %30 = load i32, ptr %4, align 4, !dbg !765
  %31 = load <8 x float>, ptr %2, align 32, !dbg !765
  %32 = insertelement <8 x float> %31, float %29, i32 %30, !dbg !765
  store <8 x float> %32, ptr %2, align 32, !dbg !765
  br label %33, !dbg !765

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4, !dbg !763
  %35 = add nsw i32 %34, 1, !dbg !763
  store i32 %35, ptr %4, align 4, !dbg !763
  br label %10, !dbg !763, !llvm.loop !767

36:                                               ; preds = %10
  %37 = load <8 x float>, ptr %1, align 32, !dbg !768
  %38 = extractelement <8 x float> %37, i32 1, !dbg !768
  %39 = load <8 x float>, ptr %2, align 32, !dbg !768
  %40 = insertelement <8 x float> %39, float %38, i32 1, !dbg !768
  store <8 x float> %40, ptr %2, align 32, !dbg !768
  %41 = load <8 x float>, ptr %1, align 32, !dbg !757
  %42 = load <8 x float>, ptr %2, align 32, !dbg !757
  %43 = fadd <8 x float> %41, %42, !dbg !757
  store <8 x float> %43, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
  %44 = load <8 x float>, ptr %1, align 32, !dbg !757
  %45 = load <8 x float>, ptr %2, align 32, !dbg !757
  %46 = fsub <8 x float> %44, %45, !dbg !757
  store <8 x float> %46, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
  %47 = load <8 x float>, ptr %1, align 32, !dbg !757
  %48 = load <8 x float>, ptr %2, align 32, !dbg !757
  %49 = fmul <8 x float> %47, %48, !dbg !757
  store <8 x float> %49, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
  %50 = load <8 x float>, ptr %1, align 32, !dbg !757
  %51 = load <8 x float>, ptr %2, align 32, !dbg !757
  %52 = fdiv <8 x float> %50, %51, !dbg !757
  store <8 x float> %52, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
  %53 = load <8 x float>, ptr %1, align 32, !dbg !757
  %54 = fneg <8 x float> %53, !dbg !757
  store <8 x float> %54, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
  %55 = load <8 x float>, ptr %1, align 32, !dbg !757
  %56 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %55, <8 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>), !dbg !757
  store <8 x float> %56, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
    #dbg_declare(ptr %5, !770, !DIExpression(), !757)
  %57 = load <8 x float>, ptr %1, align 32, !dbg !757
  %58 = load <8 x float>, ptr %2, align 32, !dbg !757
  %59 = fcmp oeq <8 x float> %57, %58, !dbg !757
  %60 = sext <8 x i1> %59 to <8 x i32>, !dbg !757
  store <8 x i32> %60, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
  %61 = load <8 x float>, ptr %1, align 32, !dbg !757
  %62 = load <8 x float>, ptr %2, align 32, !dbg !757
  %63 = fcmp une <8 x float> %61, %62, !dbg !757
  %64 = sext <8 x i1> %63 to <8 x i32>, !dbg !757
  store <8 x i32> %64, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
  %65 = load <8 x float>, ptr %1, align 32, !dbg !757
  %66 = load <8 x float>, ptr %2, align 32, !dbg !757
  %67 = fcmp olt <8 x float> %65, %66, !dbg !757
  %68 = sext <8 x i1> %67 to <8 x i32>, !dbg !757
  store <8 x i32> %68, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
  %69 = load <8 x float>, ptr %1, align 32, !dbg !757
  %70 = load <8 x float>, ptr %2, align 32, !dbg !757
  %71 = fcmp ole <8 x float> %69, %70, !dbg !757
  %72 = sext <8 x i1> %71 to <8 x i32>, !dbg !757
  store <8 x i32> %72, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
  %73 = load <8 x float>, ptr %1, align 32, !dbg !757
  %74 = load <8 x float>, ptr %2, align 32, !dbg !757
  %75 = fcmp ogt <8 x float> %73, %74, !dbg !757
  %76 = sext <8 x i1> %75 to <8 x i32>, !dbg !757
  store <8 x i32> %76, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
  %77 = load <8 x float>, ptr %1, align 32, !dbg !757
  %78 = load <8 x float>, ptr %2, align 32, !dbg !757
  %79 = fcmp oge <8 x float> %77, %78, !dbg !757
  %80 = sext <8 x i1> %79 to <8 x i32>, !dbg !757
  store <8 x i32> %80, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
    #dbg_declare(ptr %6, !771, !DIExpression(), !757)
  %81 = load <8 x float>, ptr %1, align 32, !dbg !757
  store <8 x float> %81, ptr %6, align 32, !dbg !757
  %82 = load <8 x float>, ptr %6, align 32, !dbg !757
  %83 = insertelement <8 x float> %82, float 0x7FF8000000000000, i32 0, !dbg !757
  store <8 x float> %83, ptr %6, align 32, !dbg !757
  %84 = load <8 x float>, ptr %6, align 32, !dbg !757
  %85 = load <8 x float>, ptr %2, align 32, !dbg !757
  %86 = fcmp olt <8 x float> %84, %85, !dbg !757
  %87 = sext <8 x i1> %86 to <8 x i32>, !dbg !757
  store <8 x i32> %87, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
  %88 = load <8 x float>, ptr %6, align 32, !dbg !757
  %89 = load <8 x float>, ptr %2, align 32, !dbg !757
  %90 = fcmp une <8 x float> %88, %89, !dbg !757
  %91 = sext <8 x i1> %90 to <8 x i32>, !dbg !757
  store <8 x i32> %91, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
  %92 = load <8 x float>, ptr %6, align 32, !dbg !757
  %93 = load <8 x float>, ptr %6, align 32, !dbg !757
  %94 = fcmp oeq <8 x float> %92, %93, !dbg !757
  %95 = sext <8 x i1> %94 to <8 x i32>, !dbg !757
  store <8 x i32> %95, ptr %5, align 32, !dbg !757
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !757
  %96 = load <8 x float>, ptr %1, align 32, !dbg !757
  %97 = load <8 x float>, ptr %2, align 32, !dbg !757
  %98 = fcmp olt <8 x float> %96, %97, !dbg !757
  %99 = sext <8 x i1> %98 to <8 x i32>, !dbg !757
  store <8 x i32> %99, ptr %5, align 32, !dbg !757
  %100 = load <8 x float>, ptr %1, align 32, !dbg !757
  %101 = bitcast <8 x float> %100 to <8 x i32>, !dbg !757
  %102 = load <8 x i32>, ptr %5, align 32, !dbg !757
  %103 = and <8 x i32> %101, %102, !dbg !757
  %104 = load <8 x float>, ptr %2, align 32, !dbg !757
  %105 = bitcast <8 x float> %104 to <8 x i32>, !dbg !757
  %106 = load <8 x i32>, ptr %5, align 32, !dbg !757
  %107 = xor <8 x i32> %106, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !757
  %108 = and <8 x i32> %105, %107, !dbg !757
  %109 = or <8 x i32> %103, %108, !dbg !757
  %110 = bitcast <8 x i32> %109 to <8 x float>, !dbg !757
  store <8 x float> %110, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
    #dbg_declare(ptr %7, !772, !DIExpression(), !757)
  %111 = load <8 x float>, ptr %1, align 32, !dbg !757
  %112 = fmul <8 x float> %111, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, !dbg !757
  %113 = fptosi <8 x float> %112 to <8 x i32>, !dbg !757
  store <8 x i32> %113, ptr %7, align 32, !dbg !757
  call void @mix(ptr noundef %7, i64 noundef 32), !dbg !757
  %114 = load <8 x i32>, ptr %7, align 32, !dbg !757
  %115 = sitofp <8 x i32> %114 to <8 x float>, !dbg !757
  store <8 x float> %115, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
    #dbg_declare(ptr %8, !773, !DIExpression(), !757)
  %116 = call i64 @next(), !dbg !757
  %117 = urem i64 %116, 8, !dbg !757
  %118 = trunc i64 %117 to i32, !dbg !757
  store i32 %118, ptr %8, align 4, !dbg !757
    #dbg_declare(ptr %9, !774, !DIExpression(), !757)
  %119 = load <8 x float>, ptr %1, align 32, !dbg !757
  %120 = load i32, ptr %8, align 4, !dbg !757
  %121 = extractelement <8 x float> %119, i32 %120, !dbg !757
  store float %121, ptr %9, align 4, !dbg !757
  call void @mix(ptr noundef %9, i64 noundef 4), !dbg !757
  %122 = load <8 x float>, ptr %1, align 32, !dbg !757
  store <8 x float> %122, ptr %3, align 32, !dbg !757
  %123 = load <8 x float>, ptr %2, align 32, !dbg !757
  %124 = extractelement <8 x float> %123, i32 0, !dbg !757
  %125 = load i32, ptr %8, align 4, !dbg !757
  %126 = load <8 x float>, ptr %3, align 32, !dbg !757
  %127 = insertelement <8 x float> %126, float %124, i32 %125, !dbg !757
  store <8 x float> %127, ptr %3, align 32, !dbg !757
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !757
  ret void, !dbg !757
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f32x16() #0 !dbg !130 {
  %1 = alloca <16 x float>, align 64
  %2 = alloca <16 x float>, align 64
  %3 = alloca <16 x float>, align 64
  %4 = alloca i32, align 4
  %5 = alloca <16 x i32>, align 64
  %6 = alloca <16 x float>, align 64
  %7 = alloca <16 x i32>, align 64
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
    #dbg_declare(ptr %1, !775, !DIExpression(), !776)
    #dbg_declare(ptr %2, !777, !DIExpression(), !776)
    #dbg_declare(ptr %3, !778, !DIExpression(), !776)
    #dbg_declare(ptr %4, !779, !DIExpression(), !781)
  store i32 0, ptr %4, align 4, !dbg !781
  br label %10, !dbg !781

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4, !dbg !782
  %12 = icmp slt i32 %11, 16, !dbg !782
  br i1 %12, label %13, label %36, !dbg !781

13:                                               ; preds = %10
  %14 = call i64 @next(), !dbg !784
  %15 = urem i64 %14, 2001, !dbg !784
  %16 = trunc i64 %15 to i32, !dbg !784
  %17 = sub nsw i32 %16, 1000, !dbg !784
  %18 = sitofp i32 %17 to float, !dbg !784
  %19 = fdiv float %18, 8.000000e+00, !dbg !784
  %20 = load i32, ptr %4, align 4, !dbg !784
  %21 = load <16 x float>, ptr %1, align 64, !dbg !784
  %22 = insertelement <16 x float> %21, float %19, i32 %20, !dbg !784
  store <16 x float> %22, ptr %1, align 64, !dbg !784
  %23 = call i64 @next(), !dbg !784
  %24 = urem i64 %23, 2001, !dbg !784
  %25 = trunc i64 %24 to i32, !dbg !784
  %26 = sub nsw i32 %25, 1000, !dbg !784
  %27 = sitofp i32 %26 to float, !dbg !784
  %28 = fdiv float %27, 4.000000e+00, !dbg !784
  %29 = fadd float %28, 5.000000e-01, !dbg !784
  %30 = load i32, ptr %4, align 4, !dbg !784
  %31 = load <16 x float>, ptr %2, align 64, !dbg !784
  %32 = insertelement <16 x float> %31, float %29, i32 %30, !dbg !784
  store <16 x float> %32, ptr %2, align 64, !dbg !784
  br label %33, !dbg !784

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4, !dbg !782
  %35 = add nsw i32 %34, 1, !dbg !782
  store i32 %35, ptr %4, align 4, !dbg !782
  br label %10, !dbg !782, !llvm.loop !786

36:                                               ; preds = %10
  %37 = load <16 x float>, ptr %1, align 64, !dbg !787
  %38 = extractelement <16 x float> %37, i32 1, !dbg !787
  %39 = load <16 x float>, ptr %2, align 64, !dbg !787
  %40 = insertelement <16 x float> %39, float %38, i32 1, !dbg !787
  store <16 x float> %40, ptr %2, align 64, !dbg !787
  %41 = load <16 x float>, ptr %1, align 64, !dbg !776
  %42 = load <16 x float>, ptr %2, align 64, !dbg !776
  %43 = fadd <16 x float> %41, %42, !dbg !776
  store <16 x float> %43, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
  %44 = load <16 x float>, ptr %1, align 64, !dbg !776
  %45 = load <16 x float>, ptr %2, align 64, !dbg !776
  %46 = fsub <16 x float> %44, %45, !dbg !776
  store <16 x float> %46, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
  %47 = load <16 x float>, ptr %1, align 64, !dbg !776
  %48 = load <16 x float>, ptr %2, align 64, !dbg !776
  %49 = fmul <16 x float> %47, %48, !dbg !776
  store <16 x float> %49, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
  %50 = load <16 x float>, ptr %1, align 64, !dbg !776
  %51 = load <16 x float>, ptr %2, align 64, !dbg !776
  %52 = fdiv <16 x float> %50, %51, !dbg !776
  store <16 x float> %52, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
  %53 = load <16 x float>, ptr %1, align 64, !dbg !776
  %54 = fneg <16 x float> %53, !dbg !776
  store <16 x float> %54, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
  %55 = load <16 x float>, ptr %1, align 64, !dbg !776
  %56 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %55, <16 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>), !dbg !776
  store <16 x float> %56, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
    #dbg_declare(ptr %5, !789, !DIExpression(), !776)
  %57 = load <16 x float>, ptr %1, align 64, !dbg !776
  %58 = load <16 x float>, ptr %2, align 64, !dbg !776
  %59 = fcmp oeq <16 x float> %57, %58, !dbg !776
  %60 = sext <16 x i1> %59 to <16 x i32>, !dbg !776
  store <16 x i32> %60, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
  %61 = load <16 x float>, ptr %1, align 64, !dbg !776
  %62 = load <16 x float>, ptr %2, align 64, !dbg !776
  %63 = fcmp une <16 x float> %61, %62, !dbg !776
  %64 = sext <16 x i1> %63 to <16 x i32>, !dbg !776
  store <16 x i32> %64, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
  %65 = load <16 x float>, ptr %1, align 64, !dbg !776
  %66 = load <16 x float>, ptr %2, align 64, !dbg !776
  %67 = fcmp olt <16 x float> %65, %66, !dbg !776
  %68 = sext <16 x i1> %67 to <16 x i32>, !dbg !776
  store <16 x i32> %68, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
  %69 = load <16 x float>, ptr %1, align 64, !dbg !776
  %70 = load <16 x float>, ptr %2, align 64, !dbg !776
  %71 = fcmp ole <16 x float> %69, %70, !dbg !776
  %72 = sext <16 x i1> %71 to <16 x i32>, !dbg !776
  store <16 x i32> %72, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
  %73 = load <16 x float>, ptr %1, align 64, !dbg !776
  %74 = load <16 x float>, ptr %2, align 64, !dbg !776
  %75 = fcmp ogt <16 x float> %73, %74, !dbg !776
  %76 = sext <16 x i1> %75 to <16 x i32>, !dbg !776
  store <16 x i32> %76, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
  %77 = load <16 x float>, ptr %1, align 64, !dbg !776
  %78 = load <16 x float>, ptr %2, align 64, !dbg !776
  %79 = fcmp oge <16 x float> %77, %78, !dbg !776
  %80 = sext <16 x i1> %79 to <16 x i32>, !dbg !776
  store <16 x i32> %80, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
    #dbg_declare(ptr %6, !790, !DIExpression(), !776)
  %81 = load <16 x float>, ptr %1, align 64, !dbg !776
  store <16 x float> %81, ptr %6, align 64, !dbg !776
  %82 = load <16 x float>, ptr %6, align 64, !dbg !776
  %83 = insertelement <16 x float> %82, float 0x7FF8000000000000, i32 0, !dbg !776
  store <16 x float> %83, ptr %6, align 64, !dbg !776
  %84 = load <16 x float>, ptr %6, align 64, !dbg !776
  %85 = load <16 x float>, ptr %2, align 64, !dbg !776
  %86 = fcmp olt <16 x float> %84, %85, !dbg !776
  %87 = sext <16 x i1> %86 to <16 x i32>, !dbg !776
  store <16 x i32> %87, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
  %88 = load <16 x float>, ptr %6, align 64, !dbg !776
  %89 = load <16 x float>, ptr %2, align 64, !dbg !776
  %90 = fcmp une <16 x float> %88, %89, !dbg !776
  %91 = sext <16 x i1> %90 to <16 x i32>, !dbg !776
  store <16 x i32> %91, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
  %92 = load <16 x float>, ptr %6, align 64, !dbg !776
  %93 = load <16 x float>, ptr %6, align 64, !dbg !776
  %94 = fcmp oeq <16 x float> %92, %93, !dbg !776
  %95 = sext <16 x i1> %94 to <16 x i32>, !dbg !776
  store <16 x i32> %95, ptr %5, align 64, !dbg !776
  call void @mix(ptr noundef %5, i64 noundef 64), !dbg !776
  %96 = load <16 x float>, ptr %1, align 64, !dbg !776
  %97 = load <16 x float>, ptr %2, align 64, !dbg !776
  %98 = fcmp olt <16 x float> %96, %97, !dbg !776
  %99 = sext <16 x i1> %98 to <16 x i32>, !dbg !776
  store <16 x i32> %99, ptr %5, align 64, !dbg !776
  %100 = load <16 x float>, ptr %1, align 64, !dbg !776
  %101 = bitcast <16 x float> %100 to <16 x i32>, !dbg !776
  %102 = load <16 x i32>, ptr %5, align 64, !dbg !776
  %103 = and <16 x i32> %101, %102, !dbg !776
  %104 = load <16 x float>, ptr %2, align 64, !dbg !776
  %105 = bitcast <16 x float> %104 to <16 x i32>, !dbg !776
  %106 = load <16 x i32>, ptr %5, align 64, !dbg !776
  %107 = xor <16 x i32> %106, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !776
  %108 = and <16 x i32> %105, %107, !dbg !776
  %109 = or <16 x i32> %103, %108, !dbg !776
  %110 = bitcast <16 x i32> %109 to <16 x float>, !dbg !776
  store <16 x float> %110, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
    #dbg_declare(ptr %7, !791, !DIExpression(), !776)
  %111 = load <16 x float>, ptr %1, align 64, !dbg !776
  %112 = fmul <16 x float> %111, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, !dbg !776
  %113 = fptosi <16 x float> %112 to <16 x i32>, !dbg !776
  store <16 x i32> %113, ptr %7, align 64, !dbg !776
  call void @mix(ptr noundef %7, i64 noundef 64), !dbg !776
  %114 = load <16 x i32>, ptr %7, align 64, !dbg !776
  %115 = sitofp <16 x i32> %114 to <16 x float>, !dbg !776
  store <16 x float> %115, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
    #dbg_declare(ptr %8, !792, !DIExpression(), !776)
  %116 = call i64 @next(), !dbg !776
  %117 = urem i64 %116, 16, !dbg !776
  %118 = trunc i64 %117 to i32, !dbg !776
  store i32 %118, ptr %8, align 4, !dbg !776
    #dbg_declare(ptr %9, !793, !DIExpression(), !776)
  %119 = load <16 x float>, ptr %1, align 64, !dbg !776
  %120 = load i32, ptr %8, align 4, !dbg !776
  %121 = extractelement <16 x float> %119, i32 %120, !dbg !776
  store float %121, ptr %9, align 4, !dbg !776
  call void @mix(ptr noundef %9, i64 noundef 4), !dbg !776
  %122 = load <16 x float>, ptr %1, align 64, !dbg !776
  store <16 x float> %122, ptr %3, align 64, !dbg !776
  %123 = load <16 x float>, ptr %2, align 64, !dbg !776
  %124 = extractelement <16 x float> %123, i32 0, !dbg !776
  %125 = load i32, ptr %8, align 4, !dbg !776
  %126 = load <16 x float>, ptr %3, align 64, !dbg !776
  %127 = insertelement <16 x float> %126, float %124, i32 %125, !dbg !776
  store <16 x float> %127, ptr %3, align 64, !dbg !776
  call void @mix(ptr noundef %3, i64 noundef 64), !dbg !776
  ret void, !dbg !776
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f64x2() #0 !dbg !133 {
  %1 = alloca <2 x double>, align 16
  %2 = alloca <2 x double>, align 16
  %3 = alloca <2 x double>, align 16
  %4 = alloca i32, align 4
  %5 = alloca <2 x i64>, align 16
  %6 = alloca <2 x double>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
    #dbg_declare(ptr %1, !794, !DIExpression(), !795)
    #dbg_declare(ptr %2, !796, !DIExpression(), !795)
    #dbg_declare(ptr %3, !797, !DIExpression(), !795)
    #dbg_declare(ptr %4, !798, !DIExpression(), !800)
  store i32 0, ptr %4, align 4, !dbg !800
  br label %10, !dbg !800

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4, !dbg !801
  %12 = icmp slt i32 %11, 2, !dbg !801
  br i1 %12, label %13, label %36, !dbg !800

13:                                               ; preds = %10
  %14 = call i64 @next(), !dbg !803
  %15 = urem i64 %14, 2001, !dbg !803
  %16 = trunc i64 %15 to i32, !dbg !803
  %17 = sub nsw i32 %16, 1000, !dbg !803
  %18 = sitofp i32 %17 to double, !dbg !803
  %19 = fdiv double %18, 8.000000e+00, !dbg !803
  %20 = load i32, ptr %4, align 4, !dbg !803
  %21 = load <2 x double>, ptr %1, align 16, !dbg !803
  %22 = insertelement <2 x double> %21, double %19, i32 %20, !dbg !803
  store <2 x double> %22, ptr %1, align 16, !dbg !803
  %23 = call i64 @next(), !dbg !803
  %24 = urem i64 %23, 2001, !dbg !803
  %25 = trunc i64 %24 to i32, !dbg !803
  %26 = sub nsw i32 %25, 1000, !dbg !803
  %27 = sitofp i32 %26 to double, !dbg !803
  %28 = fdiv double %27, 4.000000e+00, !dbg !803
  %29 = fadd double %28, 5.000000e-01, !dbg !803
  %30 = load i32, ptr %4, align 4, !dbg !803
  %31 = load <2 x double>, ptr %2, align 16, !dbg !803
  %32 = insertelement <2 x double> %31, double %29, i32 %30, !dbg !803
  store <2 x double> %32, ptr %2, align 16, !dbg !803
  br label %33, !dbg !803

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4, !dbg !801
  %35 = add nsw i32 %34, 1, !dbg !801
  store i32 %35, ptr %4, align 4, !dbg !801
  br label %10, !dbg !801, !llvm.loop !805

36:                                               ; preds = %10
  %37 = load <2 x double>, ptr %1, align 16, !dbg !806
  %38 = extractelement <2 x double> %37, i32 1, !dbg !806
  %39 = load <2 x double>, ptr %2, align 16, !dbg !806
  %40 = insertelement <2 x double> %39, double %38, i32 1, !dbg !806
  store <2 x double> %40, ptr %2, align 16, !dbg !806
  %41 = load <2 x double>, ptr %1, align 16, !dbg !795
  %42 = load <2 x double>, ptr %2, align 16, !dbg !795
  %43 = fadd <2 x double> %41, %42, !dbg !795
  store <2 x double> %43, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
  %44 = load <2 x double>, ptr %1, align 16, !dbg !795
  %45 = load <2 x double>, ptr %2, align 16, !dbg !795
  %46 = fsub <2 x double> %44, %45, !dbg !795
  store <2 x double> %46, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
  %47 = load <2 x double>, ptr %1, align 16, !dbg !795
  %48 = load <2 x double>, ptr %2, align 16, !dbg !795
  %49 = fmul <2 x double> %47, %48, !dbg !795
  store <2 x double> %49, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
  %50 = load <2 x double>, ptr %1, align 16, !dbg !795
  %51 = load <2 x double>, ptr %2, align 16, !dbg !795
  %52 = fdiv <2 x double> %50, %51, !dbg !795
  store <2 x double> %52, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
  %53 = load <2 x double>, ptr %1, align 16, !dbg !795
  %54 = fneg <2 x double> %53, !dbg !795
  store <2 x double> %54, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
  %55 = load <2 x double>, ptr %1, align 16, !dbg !795
  %56 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !795
  store <2 x double> %56, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
    #dbg_declare(ptr %5, !808, !DIExpression(), !795)
  %57 = load <2 x double>, ptr %1, align 16, !dbg !795
  %58 = load <2 x double>, ptr %2, align 16, !dbg !795
  %59 = fcmp oeq <2 x double> %57, %58, !dbg !795
  %60 = sext <2 x i1> %59 to <2 x i64>, !dbg !795
  store <2 x i64> %60, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
  %61 = load <2 x double>, ptr %1, align 16, !dbg !795
  %62 = load <2 x double>, ptr %2, align 16, !dbg !795
  %63 = fcmp une <2 x double> %61, %62, !dbg !795
  %64 = sext <2 x i1> %63 to <2 x i64>, !dbg !795
  store <2 x i64> %64, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
  %65 = load <2 x double>, ptr %1, align 16, !dbg !795
  %66 = load <2 x double>, ptr %2, align 16, !dbg !795
  %67 = fcmp olt <2 x double> %65, %66, !dbg !795
  %68 = sext <2 x i1> %67 to <2 x i64>, !dbg !795
  store <2 x i64> %68, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
  %69 = load <2 x double>, ptr %1, align 16, !dbg !795
  %70 = load <2 x double>, ptr %2, align 16, !dbg !795
  %71 = fcmp ole <2 x double> %69, %70, !dbg !795
  %72 = sext <2 x i1> %71 to <2 x i64>, !dbg !795
  store <2 x i64> %72, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
  %73 = load <2 x double>, ptr %1, align 16, !dbg !795
  %74 = load <2 x double>, ptr %2, align 16, !dbg !795
  %75 = fcmp ogt <2 x double> %73, %74, !dbg !795
  %76 = sext <2 x i1> %75 to <2 x i64>, !dbg !795
  store <2 x i64> %76, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
  %77 = load <2 x double>, ptr %1, align 16, !dbg !795
  %78 = load <2 x double>, ptr %2, align 16, !dbg !795
  %79 = fcmp oge <2 x double> %77, %78, !dbg !795
  %80 = sext <2 x i1> %79 to <2 x i64>, !dbg !795
  store <2 x i64> %80, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
    #dbg_declare(ptr %6, !809, !DIExpression(), !795)
  %81 = load <2 x double>, ptr %1, align 16, !dbg !795
  store <2 x double> %81, ptr %6, align 16, !dbg !795
  %82 = load <2 x double>, ptr %6, align 16, !dbg !795
  %83 = insertelement <2 x double> %82, double 0x7FF8000000000000, i32 0, !dbg !795
  store <2 x double> %83, ptr %6, align 16, !dbg !795
  %84 = load <2 x double>, ptr %6, align 16, !dbg !795
  %85 = load <2 x double>, ptr %2, align 16, !dbg !795
  %86 = fcmp olt <2 x double> %84, %85, !dbg !795
  %87 = sext <2 x i1> %86 to <2 x i64>, !dbg !795
  store <2 x i64> %87, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
  %88 = load <2 x double>, ptr %6, align 16, !dbg !795
  %89 = load <2 x double>, ptr %2, align 16, !dbg !795
  %90 = fcmp une <2 x double> %88, %89, !dbg !795
  %91 = sext <2 x i1> %90 to <2 x i64>, !dbg !795
  store <2 x i64> %91, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
  %92 = load <2 x double>, ptr %6, align 16, !dbg !795
  %93 = load <2 x double>, ptr %6, align 16, !dbg !795
  %94 = fcmp oeq <2 x double> %92, %93, !dbg !795
  %95 = sext <2 x i1> %94 to <2 x i64>, !dbg !795
  store <2 x i64> %95, ptr %5, align 16, !dbg !795
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !795
  %96 = load <2 x double>, ptr %1, align 16, !dbg !795
  %97 = load <2 x double>, ptr %2, align 16, !dbg !795
  %98 = fcmp olt <2 x double> %96, %97, !dbg !795
  %99 = sext <2 x i1> %98 to <2 x i64>, !dbg !795
  store <2 x i64> %99, ptr %5, align 16, !dbg !795
  %100 = load <2 x double>, ptr %1, align 16, !dbg !795
  %101 = bitcast <2 x double> %100 to <2 x i64>, !dbg !795
  %102 = load <2 x i64>, ptr %5, align 16, !dbg !795
  %103 = and <2 x i64> %101, %102, !dbg !795
  %104 = load <2 x double>, ptr %2, align 16, !dbg !795
  %105 = bitcast <2 x double> %104 to <2 x i64>, !dbg !795
  %106 = load <2 x i64>, ptr %5, align 16, !dbg !795
  %107 = xor <2 x i64> %106, <i64 -1, i64 -1>, !dbg !795
  %108 = and <2 x i64> %105, %107, !dbg !795
  %109 = or <2 x i64> %103, %108, !dbg !795
  %110 = bitcast <2 x i64> %109 to <2 x double>, !dbg !795
  store <2 x double> %110, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
    #dbg_declare(ptr %7, !810, !DIExpression(), !795)
  %111 = load <2 x double>, ptr %1, align 16, !dbg !795
  %112 = fmul <2 x double> %111, <double 4.000000e+00, double 4.000000e+00>, !dbg !795
  %113 = fptosi <2 x double> %112 to <2 x i64>, !dbg !795
  store <2 x i64> %113, ptr %7, align 16, !dbg !795
  call void @mix(ptr noundef %7, i64 noundef 16), !dbg !795
  %114 = load <2 x i64>, ptr %7, align 16, !dbg !795
  %115 = sitofp <2 x i64> %114 to <2 x double>, !dbg !795
  store <2 x double> %115, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
    #dbg_declare(ptr %8, !811, !DIExpression(), !795)
  %116 = call i64 @next(), !dbg !795
  %117 = urem i64 %116, 2, !dbg !795
  %118 = trunc i64 %117 to i32, !dbg !795
  store i32 %118, ptr %8, align 4, !dbg !795
    #dbg_declare(ptr %9, !812, !DIExpression(), !795)
  %119 = load <2 x double>, ptr %1, align 16, !dbg !795
  %120 = load i32, ptr %8, align 4, !dbg !795
  %121 = extractelement <2 x double> %119, i32 %120, !dbg !795
  store double %121, ptr %9, align 8, !dbg !795
  call void @mix(ptr noundef %9, i64 noundef 8), !dbg !795
  %122 = load <2 x double>, ptr %1, align 16, !dbg !795
  store <2 x double> %122, ptr %3, align 16, !dbg !795
  %123 = load <2 x double>, ptr %2, align 16, !dbg !795
  %124 = extractelement <2 x double> %123, i32 0, !dbg !795
  %125 = load i32, ptr %8, align 4, !dbg !795
  %126 = load <2 x double>, ptr %3, align 16, !dbg !795
  %127 = insertelement <2 x double> %126, double %124, i32 %125, !dbg !795
  store <2 x double> %127, ptr %3, align 16, !dbg !795
  call void @mix(ptr noundef %3, i64 noundef 16), !dbg !795
  ret void, !dbg !795
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f64x4() #0 !dbg !135 {
  %1 = alloca <4 x double>, align 32
  %2 = alloca <4 x double>, align 32
  %3 = alloca <4 x double>, align 32
  %4 = alloca i32, align 4
  %5 = alloca <4 x i64>, align 32
  %6 = alloca <4 x double>, align 32
  %7 = alloca <4 x i64>, align 32
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
    #dbg_declare(ptr %1, !813, !DIExpression(), !814)
    #dbg_declare(ptr %2, !815, !DIExpression(), !814)
    #dbg_declare(ptr %3, !816, !DIExpression(), !814)
    #dbg_declare(ptr %4, !817, !DIExpression(), !819)
  store i32 0, ptr %4, align 4, !dbg !819
  br label %10, !dbg !819

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4, !dbg !820
  %12 = icmp slt i32 %11, 4, !dbg !820
  br i1 %12, label %13, label %36, !dbg !819

13:                                               ; preds = %10
  %14 = call i64 @next(), !dbg !822
  %15 = urem i64 %14, 2001, !dbg !822
  %16 = trunc i64 %15 to i32, !dbg !822
  %17 = sub nsw i32 %16, 1000, !dbg !822
  %18 = sitofp i32 %17 to double, !dbg !822
  %19 = fdiv double %18, 8.000000e+00, !dbg !822
  %20 = load i32, ptr %4, align 4, !dbg !822
  %21 = load <4 x double>, ptr %1, align 32, !dbg !822
  %22 = insertelement <4 x double> %21, double %19, i32 %20, !dbg !822
  store <4 x double> %22, ptr %1, align 32, !dbg !822
  %23 = call i64 @next(), !dbg !822
  %24 = urem i64 %23, 2001, !dbg !822
  %25 = trunc i64 %24 to i32, !dbg !822
  %26 = sub nsw i32 %25, 1000, !dbg !822
  %27 = sitofp i32 %26 to double, !dbg !822
  %28 = fdiv double %27, 4.000000e+00, !dbg !822
  %29 = fadd double %28, 5.000000e-01, !dbg !822
  %30 = load i32, ptr %4, align 4, !dbg !822
  %31 = load <4 x double>, ptr %2, align 32, !dbg !822
  %32 = insertelement <4 x double> %31, double %29, i32 %30, !dbg !822
  store <4 x double> %32, ptr %2, align 32, !dbg !822
  br label %33, !dbg !822

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4, !dbg !820
  %35 = add nsw i32 %34, 1, !dbg !820
  store i32 %35, ptr %4, align 4, !dbg !820
  br label %10, !dbg !820, !llvm.loop !824

36:                                               ; preds = %10
  %37 = load <4 x double>, ptr %1, align 32, !dbg !825
  %38 = extractelement <4 x double> %37, i32 1, !dbg !825
  %39 = load <4 x double>, ptr %2, align 32, !dbg !825
  %40 = insertelement <4 x double> %39, double %38, i32 1, !dbg !825
  store <4 x double> %40, ptr %2, align 32, !dbg !825
  %41 = load <4 x double>, ptr %1, align 32, !dbg !814
  %42 = load <4 x double>, ptr %2, align 32, !dbg !814
  %43 = fadd <4 x double> %41, %42, !dbg !814
  store <4 x double> %43, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
  %44 = load <4 x double>, ptr %1, align 32, !dbg !814
  %45 = load <4 x double>, ptr %2, align 32, !dbg !814
  %46 = fsub <4 x double> %44, %45, !dbg !814
  store <4 x double> %46, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
  %47 = load <4 x double>, ptr %1, align 32, !dbg !814
  %48 = load <4 x double>, ptr %2, align 32, !dbg !814
  %49 = fmul <4 x double> %47, %48, !dbg !814
  store <4 x double> %49, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
  %50 = load <4 x double>, ptr %1, align 32, !dbg !814
  %51 = load <4 x double>, ptr %2, align 32, !dbg !814
  %52 = fdiv <4 x double> %50, %51, !dbg !814
  store <4 x double> %52, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
  %53 = load <4 x double>, ptr %1, align 32, !dbg !814
  %54 = fneg <4 x double> %53, !dbg !814
  store <4 x double> %54, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
  %55 = load <4 x double>, ptr %1, align 32, !dbg !814
  %56 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %55, <4 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>), !dbg !814
  store <4 x double> %56, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
    #dbg_declare(ptr %5, !827, !DIExpression(), !814)
  %57 = load <4 x double>, ptr %1, align 32, !dbg !814
  %58 = load <4 x double>, ptr %2, align 32, !dbg !814
  %59 = fcmp oeq <4 x double> %57, %58, !dbg !814
  %60 = sext <4 x i1> %59 to <4 x i64>, !dbg !814
  store <4 x i64> %60, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
  %61 = load <4 x double>, ptr %1, align 32, !dbg !814
  %62 = load <4 x double>, ptr %2, align 32, !dbg !814
  %63 = fcmp une <4 x double> %61, %62, !dbg !814
  %64 = sext <4 x i1> %63 to <4 x i64>, !dbg !814
  store <4 x i64> %64, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
  %65 = load <4 x double>, ptr %1, align 32, !dbg !814
  %66 = load <4 x double>, ptr %2, align 32, !dbg !814
  %67 = fcmp olt <4 x double> %65, %66, !dbg !814
  %68 = sext <4 x i1> %67 to <4 x i64>, !dbg !814
  store <4 x i64> %68, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
  %69 = load <4 x double>, ptr %1, align 32, !dbg !814
  %70 = load <4 x double>, ptr %2, align 32, !dbg !814
  %71 = fcmp ole <4 x double> %69, %70, !dbg !814
  %72 = sext <4 x i1> %71 to <4 x i64>, !dbg !814
  store <4 x i64> %72, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
  %73 = load <4 x double>, ptr %1, align 32, !dbg !814
  %74 = load <4 x double>, ptr %2, align 32, !dbg !814
  %75 = fcmp ogt <4 x double> %73, %74, !dbg !814
  %76 = sext <4 x i1> %75 to <4 x i64>, !dbg !814
  store <4 x i64> %76, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
  %77 = load <4 x double>, ptr %1, align 32, !dbg !814
  %78 = load <4 x double>, ptr %2, align 32, !dbg !814
  %79 = fcmp oge <4 x double> %77, %78, !dbg !814
  %80 = sext <4 x i1> %79 to <4 x i64>, !dbg !814
  store <4 x i64> %80, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
    #dbg_declare(ptr %6, !828, !DIExpression(), !814)
  %81 = load <4 x double>, ptr %1, align 32, !dbg !814
  store <4 x double> %81, ptr %6, align 32, !dbg !814
  %82 = load <4 x double>, ptr %6, align 32, !dbg !814
  %83 = insertelement <4 x double> %82, double 0x7FF8000000000000, i32 0, !dbg !814
  store <4 x double> %83, ptr %6, align 32, !dbg !814
  %84 = load <4 x double>, ptr %6, align 32, !dbg !814
  %85 = load <4 x double>, ptr %2, align 32, !dbg !814
  %86 = fcmp olt <4 x double> %84, %85, !dbg !814
  %87 = sext <4 x i1> %86 to <4 x i64>, !dbg !814
  store <4 x i64> %87, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
  %88 = load <4 x double>, ptr %6, align 32, !dbg !814
  %89 = load <4 x double>, ptr %2, align 32, !dbg !814
  %90 = fcmp une <4 x double> %88, %89, !dbg !814
  %91 = sext <4 x i1> %90 to <4 x i64>, !dbg !814
  store <4 x i64> %91, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
  %92 = load <4 x double>, ptr %6, align 32, !dbg !814
  %93 = load <4 x double>, ptr %6, align 32, !dbg !814
  %94 = fcmp oeq <4 x double> %92, %93, !dbg !814
  %95 = sext <4 x i1> %94 to <4 x i64>, !dbg !814
  store <4 x i64> %95, ptr %5, align 32, !dbg !814
  call void @mix(ptr noundef %5, i64 noundef 32), !dbg !814
  %96 = load <4 x double>, ptr %1, align 32, !dbg !814
  %97 = load <4 x double>, ptr %2, align 32, !dbg !814
  %98 = fcmp olt <4 x double> %96, %97, !dbg !814
  %99 = sext <4 x i1> %98 to <4 x i64>, !dbg !814
  store <4 x i64> %99, ptr %5, align 32, !dbg !814
  %100 = load <4 x double>, ptr %1, align 32, !dbg !814
  %101 = bitcast <4 x double> %100 to <4 x i64>, !dbg !814
  %102 = load <4 x i64>, ptr %5, align 32, !dbg !814
  %103 = and <4 x i64> %101, %102, !dbg !814
  %104 = load <4 x double>, ptr %2, align 32, !dbg !814
  %105 = bitcast <4 x double> %104 to <4 x i64>, !dbg !814
  %106 = load <4 x i64>, ptr %5, align 32, !dbg !814
  %107 = xor <4 x i64> %106, <i64 -1, i64 -1, i64 -1, i64 -1>, !dbg !814
  %108 = and <4 x i64> %105, %107, !dbg !814
  %109 = or <4 x i64> %103, %108, !dbg !814
  %110 = bitcast <4 x i64> %109 to <4 x double>, !dbg !814
  store <4 x double> %110, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
    #dbg_declare(ptr %7, !829, !DIExpression(), !814)
  %111 = load <4 x double>, ptr %1, align 32, !dbg !814
  %112 = fmul <4 x double> %111, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>, !dbg !814
  %113 = fptosi <4 x double> %112 to <4 x i64>, !dbg !814
  store <4 x i64> %113, ptr %7, align 32, !dbg !814
  call void @mix(ptr noundef %7, i64 noundef 32), !dbg !814
  %114 = load <4 x i64>, ptr %7, align 32, !dbg !814
  %115 = sitofp <4 x i64> %114 to <4 x double>, !dbg !814
  store <4 x double> %115, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
    #dbg_declare(ptr %8, !830, !DIExpression(), !814)
  %116 = call i64 @next(), !dbg !814
  %117 = urem i64 %116, 4, !dbg !814
  %118 = trunc i64 %117 to i32, !dbg !814
  store i32 %118, ptr %8, align 4, !dbg !814
    #dbg_declare(ptr %9, !831, !DIExpression(), !814)
  %119 = load <4 x double>, ptr %1, align 32, !dbg !814
  %120 = load i32, ptr %8, align 4, !dbg !814
  %121 = extractelement <4 x double> %119, i32 %120, !dbg !814
  store double %121, ptr %9, align 8, !dbg !814
  call void @mix(ptr noundef %9, i64 noundef 8), !dbg !814
  %122 = load <4 x double>, ptr %1, align 32, !dbg !814
  store <4 x double> %122, ptr %3, align 32, !dbg !814
  %123 = load <4 x double>, ptr %2, align 32, !dbg !814
  %124 = extractelement <4 x double> %123, i32 0, !dbg !814
  %125 = load i32, ptr %8, align 4, !dbg !814
  %126 = load <4 x double>, ptr %3, align 32, !dbg !814
  %127 = insertelement <4 x double> %126, double %124, i32 %125, !dbg !814
  store <4 x double> %127, ptr %3, align 32, !dbg !814
  call void @mix(ptr noundef %3, i64 noundef 32), !dbg !814
  ret void, !dbg !814
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @conversions() #0 !dbg !832 {
  %1 = alloca <8 x i8>, align 8
  %2 = alloca <8 x i8>, align 8
  %3 = alloca <8 x i64>, align 64
  %4 = alloca i32, align 4
  %5 = alloca <8 x i16>, align 16
  %6 = alloca <8 x i16>, align 16
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <8 x i32>, align 32
  %9 = alloca <8 x i64>, align 64
  %10 = alloca <8 x i64>, align 64
  %11 = alloca <8 x i8>, align 8
  %12 = alloca <8 x i16>, align 16
  %13 = alloca <8 x i32>, align 32
  %14 = alloca <8 x float>, align 32
  %15 = alloca <8 x double>, align 64
  %16 = alloca <8 x float>, align 32
  %17 = alloca <8 x i32>, align 32
  %18 = alloca <8 x i64>, align 64
  %19 = alloca <8 x i64>, align 64
  %20 = alloca <8 x i32>, align 32
  %21 = alloca <8 x i8>, align 8
    #dbg_declare(ptr %1, !833, !DIExpression(), !835)
    #dbg_declare(ptr %2, !836, !DIExpression(), !838)
    #dbg_declare(ptr %3, !839, !DIExpression(), !841)
    #dbg_declare(ptr %4, !842, !DIExpression(), !844)
  store i32 0, ptr %4, align 4, !dbg !844
  br label %22, !dbg !845

22:                                               ; preds = %40, %0
  %23 = load i32, ptr %4, align 4, !dbg !846
  %24 = icmp slt i32 %23, 8, !dbg !848
  br i1 %24, label %25, label %43, !dbg !849

25:                                               ; preds = %22
  %26 = call i64 @next(), !dbg !850
  %27 = trunc i64 %26 to i8, !dbg !852
  %28 = load i32, ptr %4, align 4, !dbg !853
  %29 = load <8 x i8>, ptr %1, align 8, !dbg !854
  %30 = insertelement <8 x i8> %29, i8 %27, i32 %28, !dbg !854
  store <8 x i8> %30, ptr %1, align 8, !dbg !854
  %31 = call i64 @next(), !dbg !855
  %32 = trunc i64 %31 to i8, !dbg !856
  %33 = load i32, ptr %4, align 4, !dbg !857
  %34 = load <8 x i8>, ptr %2, align 8, !dbg !858
  %35 = insertelement <8 x i8> %34, i8 %32, i32 %33, !dbg !858
  store <8 x i8> %35, ptr %2, align 8, !dbg !858
  %36 = call i64 @next(), !dbg !859
  %37 = load i32, ptr %4, align 4, !dbg !860
  %38 = load <8 x i64>, ptr %3, align 64, !dbg !861
  %39 = insertelement <8 x i64> %38, i64 %36, i32 %37, !dbg !861
  store <8 x i64> %39, ptr %3, align 64, !dbg !861
  br label %40, !dbg !862

40:                                               ; preds = %25
  %41 = load i32, ptr %4, align 4, !dbg !863
  %42 = add nsw i32 %41, 1, !dbg !863
  store i32 %42, ptr %4, align 4, !dbg !863
  br label %22, !dbg !864, !llvm.loop !865

43:                                               ; preds = %22
    #dbg_declare(ptr %5, !867, !DIExpression(), !869)
  %44 = load <8 x i8>, ptr %1, align 8, !dbg !870
  %45 = sext <8 x i8> %44 to <8 x i16>, !dbg !871
  store <8 x i16> %45, ptr %5, align 16, !dbg !869
  call void @mix(ptr noundef %5, i64 noundef 16), !dbg !872
    #dbg_declare(ptr %6, !873, !DIExpression(), !875)
  %46 = load <8 x i8>, ptr %2, align 8, !dbg !876
  %47 = zext <8 x i8> %46 to <8 x i16>, !dbg !877
  store <8 x i16> %47, ptr %6, align 16, !dbg !875
  call void @mix(ptr noundef %6, i64 noundef 16), !dbg !878
    #dbg_declare(ptr %7, !879, !DIExpression(), !881)
  %48 = load <8 x i8>, ptr %1, align 8, !dbg !882
  %49 = sext <8 x i8> %48 to <8 x i32>, !dbg !883
  store <8 x i32> %49, ptr %7, align 32, !dbg !881
  call void @mix(ptr noundef %7, i64 noundef 32), !dbg !884
    #dbg_declare(ptr %8, !885, !DIExpression(), !887)
  %50 = load <8 x i8>, ptr %2, align 8, !dbg !888
  %51 = zext <8 x i8> %50 to <8 x i32>, !dbg !889
  store <8 x i32> %51, ptr %8, align 32, !dbg !887
  call void @mix(ptr noundef %8, i64 noundef 32), !dbg !890
    #dbg_declare(ptr %9, !891, !DIExpression(), !892)
  %52 = load <8 x i8>, ptr %1, align 8, !dbg !893
  %53 = sext <8 x i8> %52 to <8 x i64>, !dbg !894
  store <8 x i64> %53, ptr %9, align 64, !dbg !892
  call void @mix(ptr noundef %9, i64 noundef 64), !dbg !895
    #dbg_declare(ptr %10, !896, !DIExpression(), !898)
  %54 = load <8 x i8>, ptr %2, align 8, !dbg !899
  %55 = zext <8 x i8> %54 to <8 x i64>, !dbg !900
  store <8 x i64> %55, ptr %10, align 64, !dbg !898
  call void @mix(ptr noundef %10, i64 noundef 64), !dbg !901
    #dbg_declare(ptr %11, !902, !DIExpression(), !903)
  %56 = load <8 x i64>, ptr %3, align 64, !dbg !904
  %57 = trunc <8 x i64> %56 to <8 x i8>, !dbg !905
  store <8 x i8> %57, ptr %11, align 8, !dbg !903
  call void @mix(ptr noundef %11, i64 noundef 8), !dbg !906
    #dbg_declare(ptr %12, !907, !DIExpression(), !908)
  %58 = load <8 x i64>, ptr %3, align 64, !dbg !909
  %59 = trunc <8 x i64> %58 to <8 x i16>, !dbg !910
  store <8 x i16> %59, ptr %12, align 16, !dbg !908
  call void @mix(ptr noundef %12, i64 noundef 16), !dbg !911
    #dbg_declare(ptr %13, !912, !DIExpression(), !913)
  %60 = load <8 x i64>, ptr %3, align 64, !dbg !914
  %61 = trunc <8 x i64> %60 to <8 x i32>, !dbg !915
  store <8 x i32> %61, ptr %13, align 32, !dbg !913
  call void @mix(ptr noundef %13, i64 noundef 32), !dbg !916
    #dbg_declare(ptr %14, !917, !DIExpression(), !919)
  %62 = load <8 x i32>, ptr %7, align 32, !dbg !920
  %63 = sitofp <8 x i32> %62 to <8 x float>, !dbg !921
  store <8 x float> %63, ptr %14, align 32, !dbg !919
  call void @mix(ptr noundef %14, i64 noundef 32), !dbg !922
  %64 = load <8 x i32>, ptr %8, align 32, !dbg !923
  %65 = uitofp <8 x i32> %64 to <8 x float>, !dbg !924
  store <8 x float> %65, ptr %14, align 32, !dbg !925
  call void @mix(ptr noundef %14, i64 noundef 32), !dbg !926
    #dbg_declare(ptr %15, !927, !DIExpression(), !930)
  %66 = load <8 x i32>, ptr %7, align 32, !dbg !931
  %67 = sitofp <8 x i32> %66 to <8 x double>, !dbg !932
  store <8 x double> %67, ptr %15, align 64, !dbg !930
  call void @mix(ptr noundef %15, i64 noundef 64), !dbg !933
  %68 = load <8 x i64>, ptr %9, align 64, !dbg !934
  %69 = sitofp <8 x i64> %68 to <8 x double>, !dbg !935
  store <8 x double> %69, ptr %15, align 64, !dbg !936
  call void @mix(ptr noundef %15, i64 noundef 64), !dbg !937
  %70 = load <8 x i64>, ptr %10, align 64, !dbg !938
  %71 = uitofp <8 x i64> %70 to <8 x double>, !dbg !939
  store <8 x double> %71, ptr %15, align 64, !dbg !940
  call void @mix(ptr noundef %15, i64 noundef 64), !dbg !941
  %72 = load <8 x double>, ptr %15, align 64, !dbg !942
  %73 = fptrunc <8 x double> %72 to <8 x float>, !dbg !943
  store <8 x float> %73, ptr %14, align 32, !dbg !944
  call void @mix(ptr noundef %14, i64 noundef 32), !dbg !945
  %74 = load <8 x float>, ptr %14, align 32, !dbg !946
  store <8 x float> <float 5.000000e-01, float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00>, ptr %16, align 32, !dbg !947
  %75 = load <8 x float>, ptr %16, align 32, !dbg !947
  %76 = fmul <8 x float> %74, %75, !dbg !948
  %77 = fpext <8 x float> %76 to <8 x double>, !dbg !949
  store <8 x double> %77, ptr %15, align 64, !dbg !950
  call void @mix(ptr noundef %15, i64 noundef 64), !dbg !951
    #dbg_declare(ptr %17, !952, !DIExpression(), !953)
  %78 = load <8 x float>, ptr %14, align 32, !dbg !954
  %79 = fptosi <8 x float> %78 to <8 x i32>, !dbg !955
  store <8 x i32> %79, ptr %17, align 32, !dbg !953
  call void @mix(ptr noundef %17, i64 noundef 32), !dbg !956
    #dbg_declare(ptr %18, !957, !DIExpression(), !958)
  %80 = load <8 x double>, ptr %15, align 64, !dbg !959
  %81 = fmul <8 x double> %80, <double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03>, !dbg !960
  %82 = fptosi <8 x double> %81 to <8 x i64>, !dbg !961
  store <8 x i64> %82, ptr %18, align 64, !dbg !958
  call void @mix(ptr noundef %18, i64 noundef 64), !dbg !962
    #dbg_declare(ptr %19, !963, !DIExpression(), !964)
  %83 = load <8 x double>, ptr %15, align 64, !dbg !965
  %84 = load <8 x double>, ptr %15, align 64, !dbg !966
  %85 = fmul <8 x double> %83, %84, !dbg !967
  %86 = fptoui <8 x double> %85 to <8 x i64>, !dbg !968
  store <8 x i64> %86, ptr %19, align 64, !dbg !964
  call void @mix(ptr noundef %19, i64 noundef 64), !dbg !969
    #dbg_declare(ptr %20, !970, !DIExpression(), !971)
  %87 = load <8 x float>, ptr %14, align 32, !dbg !972
  %88 = load <8 x float>, ptr %14, align 32, !dbg !973
  %89 = fmul <8 x float> %87, %88, !dbg !974
  %90 = fptoui <8 x float> %89 to <8 x i32>, !dbg !975
  store <8 x i32> %90, ptr %20, align 32, !dbg !971
  call void @mix(ptr noundef %20, i64 noundef 32), !dbg !976
    #dbg_declare(ptr %21, !977, !DIExpression(), !978)
  %91 = load <8 x float>, ptr %14, align 32, !dbg !979
  %92 = fdiv <8 x float> %91, <float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03>, !dbg !980
  %93 = fptosi <8 x float> %92 to <8 x i8>, !dbg !981
  store <8 x i8> %93, ptr %21, align 8, !dbg !978
  call void @mix(ptr noundef %21, i64 noundef 8), !dbg !982
  ret void, !dbg !983
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @next() #0 !dbg !984 {
  %1 = load i64, ptr @rng, align 8, !dbg !987
  %2 = shl i64 %1, 13, !dbg !988
  %3 = load i64, ptr @rng, align 8, !dbg !989
  %4 = xor i64 %3, %2, !dbg !989
  store i64 %4, ptr @rng, align 8, !dbg !989
  %5 = load i64, ptr @rng, align 8, !dbg !990
  %6 = lshr i64 %5, 7, !dbg !991
  %7 = load i64, ptr @rng, align 8, !dbg !992
  %8 = xor i64 %7, %6, !dbg !992
  store i64 %8, ptr @rng, align 8, !dbg !992
  %9 = load i64, ptr @rng, align 8, !dbg !993
  %10 = shl i64 %9, 17, !dbg !994
  %11 = load i64, ptr @rng, align 8, !dbg !995
  %12 = xor i64 %11, %10, !dbg !995
  store i64 %12, ptr @rng, align 8, !dbg !995
  %13 = load i64, ptr @rng, align 8, !dbg !996
  ret i64 %13, !dbg !997
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr noundef %0, i64 noundef %1) #0 !dbg !998 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1005, !DIExpression(), !1006)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1007, !DIExpression(), !1008)
    #dbg_declare(ptr %5, !1009, !DIExpression(), !1012)
  %7 = load ptr, ptr %3, align 8, !dbg !1013
  store ptr %7, ptr %5, align 8, !dbg !1012
    #dbg_declare(ptr %6, !1014, !DIExpression(), !1016)
  store i64 0, ptr %6, align 8, !dbg !1016
  br label %8, !dbg !1017

8:                                                ; preds = %21, %2
  %9 = load i64, ptr %6, align 8, !dbg !1018
  %10 = load i64, ptr %4, align 8, !dbg !1020
  %11 = icmp ult i64 %9, %10, !dbg !1021
  br i1 %11, label %12, label %24, !dbg !1022

12:                                               ; preds = %8
  %13 = load i64, ptr @hash, align 8, !dbg !1023
  %14 = load ptr, ptr %5, align 8, !dbg !1024
  %15 = load i64, ptr %6, align 8, !dbg !1025
  %16 = getelementptr inbounds i8, ptr %14, i64 %15, !dbg !1024
  %17 = load i8, ptr %16, align 1, !dbg !1024
  %18 = zext i8 %17 to i64, !dbg !1024
  %19 = xor i64 %13, %18, !dbg !1026
  %20 = mul i64 %19, 1099511628211, !dbg !1027
  store i64 %20, ptr @hash, align 8, !dbg !1028
  br label %21, !dbg !1029

21:                                               ; preds = %12
  %22 = load i64, ptr %6, align 8, !dbg !1030
  %23 = add i64 %22, 1, !dbg !1030
  store i64 %23, ptr %6, align 8, !dbg !1030
  br label %8, !dbg !1031, !llvm.loop !1032

24:                                               ; preds = %8
  ret void, !dbg !1034
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!253, !254, !255, !256, !257, !258, !259}
!llvm.ident = !{!260}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 183, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vector_elem_types.c", directory: ".", checksumkind: CSK_MD5, checksum: "79b81cbc28e7d601bc49e65f4257884f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 183, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 183, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 6)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 183, type: !11, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 183, type: !11, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 183, type: !11, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 183, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 7)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !11, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !11, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !11, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !22, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !11, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !11, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !11, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 185, type: !11, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 185, type: !11, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 185, type: !11, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 185, type: !22, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 185, type: !11, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 185, type: !11, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 186, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 12)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 189, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 15)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "hash", scope: !63, file: !2, line: 13, type: !219, isLocal: true, isDefinition: true)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !64, retainedTypes: !136, globals: !250, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65, !74, !78, !82, !86, !90, !93, !96, !101, !104, !107, !110, !114, !117, !120, !123, !126, !129, !132, !134}
!65 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !66, file: !2, line: 80, baseType: !70, size: 32, elements: !71)
!66 = distinct !DISubprogram(name: "i8x4", scope: !2, file: !2, line: 80, type: !67, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{null}
!69 = !{}
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = !{!72, !73}
!72 = !DIEnumerator(name: "N", value: 4)
!73 = !DIEnumerator(name: "W", value: 8)
!74 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !75, file: !2, line: 81, baseType: !70, size: 32, elements: !76)
!75 = distinct !DISubprogram(name: "i8x8", scope: !2, file: !2, line: 81, type: !67, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!76 = !{!77, !73}
!77 = !DIEnumerator(name: "N", value: 8)
!78 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !79, file: !2, line: 82, baseType: !70, size: 32, elements: !80)
!79 = distinct !DISubprogram(name: "i8x16", scope: !2, file: !2, line: 82, type: !67, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!80 = !{!81, !73}
!81 = !DIEnumerator(name: "N", value: 16)
!82 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !83, file: !2, line: 83, baseType: !70, size: 32, elements: !84)
!83 = distinct !DISubprogram(name: "i8x32", scope: !2, file: !2, line: 83, type: !67, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!84 = !{!85, !73}
!85 = !DIEnumerator(name: "N", value: 32)
!86 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !87, file: !2, line: 84, baseType: !70, size: 32, elements: !88)
!87 = distinct !DISubprogram(name: "i16x4", scope: !2, file: !2, line: 84, type: !67, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!88 = !{!72, !89}
!89 = !DIEnumerator(name: "W", value: 16)
!90 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !91, file: !2, line: 85, baseType: !70, size: 32, elements: !92)
!91 = distinct !DISubprogram(name: "i16x8", scope: !2, file: !2, line: 85, type: !67, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!92 = !{!77, !89}
!93 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !94, file: !2, line: 86, baseType: !70, size: 32, elements: !95)
!94 = distinct !DISubprogram(name: "i16x16", scope: !2, file: !2, line: 86, type: !67, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!95 = !{!81, !89}
!96 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !97, file: !2, line: 87, baseType: !70, size: 32, elements: !98)
!97 = distinct !DISubprogram(name: "i32x2", scope: !2, file: !2, line: 87, type: !67, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!98 = !{!99, !100}
!99 = !DIEnumerator(name: "N", value: 2)
!100 = !DIEnumerator(name: "W", value: 32)
!101 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !102, file: !2, line: 88, baseType: !70, size: 32, elements: !103)
!102 = distinct !DISubprogram(name: "i32x4", scope: !2, file: !2, line: 88, type: !67, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!103 = !{!72, !100}
!104 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !105, file: !2, line: 89, baseType: !70, size: 32, elements: !106)
!105 = distinct !DISubprogram(name: "i32x8", scope: !2, file: !2, line: 89, type: !67, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!106 = !{!77, !100}
!107 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !108, file: !2, line: 90, baseType: !70, size: 32, elements: !109)
!108 = distinct !DISubprogram(name: "i32x16", scope: !2, file: !2, line: 90, type: !67, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!109 = !{!81, !100}
!110 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !111, file: !2, line: 91, baseType: !70, size: 32, elements: !112)
!111 = distinct !DISubprogram(name: "i64x2", scope: !2, file: !2, line: 91, type: !67, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!112 = !{!99, !113}
!113 = !DIEnumerator(name: "W", value: 64)
!114 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !115, file: !2, line: 92, baseType: !70, size: 32, elements: !116)
!115 = distinct !DISubprogram(name: "i64x4", scope: !2, file: !2, line: 92, type: !67, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!116 = !{!72, !113}
!117 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !118, file: !2, line: 93, baseType: !70, size: 32, elements: !119)
!118 = distinct !DISubprogram(name: "i64x8", scope: !2, file: !2, line: 93, type: !67, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!119 = !{!77, !113}
!120 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !121, file: !2, line: 134, baseType: !70, size: 32, elements: !122)
!121 = distinct !DISubprogram(name: "f32x2", scope: !2, file: !2, line: 134, type: !67, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!122 = !{!99}
!123 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !124, file: !2, line: 135, baseType: !70, size: 32, elements: !125)
!124 = distinct !DISubprogram(name: "f32x4", scope: !2, file: !2, line: 135, type: !67, scopeLine: 135, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!125 = !{!72}
!126 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !127, file: !2, line: 136, baseType: !70, size: 32, elements: !128)
!127 = distinct !DISubprogram(name: "f32x8", scope: !2, file: !2, line: 136, type: !67, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!128 = !{!77}
!129 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !130, file: !2, line: 137, baseType: !70, size: 32, elements: !131)
!130 = distinct !DISubprogram(name: "f32x16", scope: !2, file: !2, line: 137, type: !67, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!131 = !{!81}
!132 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !133, file: !2, line: 138, baseType: !70, size: 32, elements: !122)
!133 = distinct !DISubprogram(name: "f64x2", scope: !2, file: !2, line: 138, type: !67, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!134 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !135, file: !2, line: 139, baseType: !70, size: 32, elements: !125)
!135 = distinct !DISubprogram(name: "f64x4", scope: !2, file: !2, line: 139, type: !67, scopeLine: 139, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!136 = !{!137, !138, !139, !144, !148, !150, !154, !158, !160, !164, !166, !170, !172, !175, !177, !179, !182, !184, !186, !188, !190, !192, !196, !198, !200, !202, !204, !206, !208, !210, !212, !215, !217, !219, !222, !224, !226, !228, !230, !231, !233, !234, !236, !237, !239, !240, !242, !243, !244, !246, !247, !249}
!137 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!138 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !140, line: 24, baseType: !141)
!140 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !142, line: 37, baseType: !143)
!142 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!143 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8x4_v", file: !2, line: 80, baseType: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 32, flags: DIFlagVector, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 4)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8x4_u", file: !2, line: 80, baseType: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 32, flags: DIFlagVector, elements: !146)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !151, line: 24, baseType: !152)
!151 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !142, line: 38, baseType: !153)
!153 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8x8_v", file: !2, line: 81, baseType: !155)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 64, flags: DIFlagVector, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 8)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8x8_u", file: !2, line: 81, baseType: !159)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 64, flags: DIFlagVector, elements: !156)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8x16_v", file: !2, line: 82, baseType: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 128, flags: DIFlagVector, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 16)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8x16_u", file: !2, line: 82, baseType: !165)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 128, flags: DIFlagVector, elements: !162)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8x32_v", file: !2, line: 83, baseType: !167)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 256, flags: DIFlagVector, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 32)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8x32_u", file: !2, line: 83, baseType: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 256, flags: DIFlagVector, elements: !168)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !140, line: 25, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !142, line: 39, baseType: !174)
!174 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "i16x4_v", file: !2, line: 84, baseType: !176)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 64, flags: DIFlagVector, elements: !146)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "i16x4_u", file: !2, line: 84, baseType: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 64, flags: DIFlagVector, elements: !146)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !151, line: 25, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !142, line: 40, baseType: !181)
!181 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "i16x8_v", file: !2, line: 85, baseType: !183)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 128, flags: DIFlagVector, elements: !156)
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "i16x8_u", file: !2, line: 85, baseType: !185)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 128, flags: DIFlagVector, elements: !156)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "i16x16_v", file: !2, line: 86, baseType: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 256, flags: DIFlagVector, elements: !162)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "i16x16_u", file: !2, line: 86, baseType: !189)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 256, flags: DIFlagVector, elements: !162)
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !140, line: 26, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !142, line: 41, baseType: !138)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32x2_v", file: !2, line: 87, baseType: !193)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !190, size: 64, flags: DIFlagVector, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 2)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32x2_u", file: !2, line: 87, baseType: !197)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 64, flags: DIFlagVector, elements: !194)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !151, line: 26, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !142, line: 42, baseType: !70)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32x4_v", file: !2, line: 88, baseType: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !190, size: 128, flags: DIFlagVector, elements: !146)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32x4_u", file: !2, line: 88, baseType: !203)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 128, flags: DIFlagVector, elements: !146)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32x8_v", file: !2, line: 89, baseType: !205)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !190, size: 256, flags: DIFlagVector, elements: !156)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32x8_u", file: !2, line: 89, baseType: !207)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 256, flags: DIFlagVector, elements: !156)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32x16_v", file: !2, line: 90, baseType: !209)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !190, size: 512, flags: DIFlagVector, elements: !162)
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "i32x16_u", file: !2, line: 90, baseType: !211)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 512, flags: DIFlagVector, elements: !162)
!212 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !140, line: 27, baseType: !213)
!213 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !142, line: 44, baseType: !214)
!214 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64x2_v", file: !2, line: 91, baseType: !216)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !212, size: 128, flags: DIFlagVector, elements: !194)
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64x2_u", file: !2, line: 91, baseType: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 128, flags: DIFlagVector, elements: !194)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !151, line: 27, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !142, line: 45, baseType: !221)
!221 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64x4_v", file: !2, line: 92, baseType: !223)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !212, size: 256, flags: DIFlagVector, elements: !146)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64x4_u", file: !2, line: 92, baseType: !225)
!225 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 256, flags: DIFlagVector, elements: !146)
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64x8_v", file: !2, line: 93, baseType: !227)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !212, size: 512, flags: DIFlagVector, elements: !156)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "i64x8_u", file: !2, line: 93, baseType: !229)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 512, flags: DIFlagVector, elements: !156)
!230 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "f32x2_v", file: !2, line: 134, baseType: !232)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 64, flags: DIFlagVector, elements: !194)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "f32x2_m", file: !2, line: 134, baseType: !193)
!234 = !DIDerivedType(tag: DW_TAG_typedef, name: "f32x4_v", file: !2, line: 135, baseType: !235)
!235 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 128, flags: DIFlagVector, elements: !146)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "f32x4_m", file: !2, line: 135, baseType: !201)
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "f32x8_v", file: !2, line: 136, baseType: !238)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 256, flags: DIFlagVector, elements: !156)
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "f32x8_m", file: !2, line: 136, baseType: !205)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "f32x16_v", file: !2, line: 137, baseType: !241)
!241 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 512, flags: DIFlagVector, elements: !162)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "f32x16_m", file: !2, line: 137, baseType: !209)
!243 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "f64x2_v", file: !2, line: 138, baseType: !245)
!245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !243, size: 128, flags: DIFlagVector, elements: !194)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "f64x2_m", file: !2, line: 138, baseType: !216)
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "f64x4_v", file: !2, line: 139, baseType: !248)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !243, size: 256, flags: DIFlagVector, elements: !146)
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "f64x4_m", file: !2, line: 139, baseType: !223)
!250 = !{!0, !7, !9, !14, !16, !18, !20, !25, !27, !29, !31, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !251, !61}
!251 = !DIGlobalVariableExpression(var: !252, expr: !DIExpression())
!252 = distinct !DIGlobalVariable(name: "rng", scope: !63, file: !2, line: 19, type: !219, isLocal: true, isDefinition: true)
!253 = !{i32 7, !"Dwarf Version", i32 5}
!254 = !{i32 2, !"Debug Info Version", i32 3}
!255 = !{i32 1, !"wchar_size", i32 4}
!256 = !{i32 8, !"PIC Level", i32 2}
!257 = !{i32 7, !"PIE Level", i32 2}
!258 = !{i32 7, !"uwtable", i32 2}
!259 = !{i32 7, !"frame-pointer", i32 2}
!260 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!261 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 179, type: !262, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !63, retainedNodes: !69)
!262 = !DISubroutineType(types: !263)
!263 = !{!138}
!264 = !DILocalVariable(name: "tests", scope: !261, file: !2, line: 180, type: !265)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !266, size: 1344, elements: !267)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!267 = !{!268}
!268 = !DISubrange(count: 21)
!269 = !DILocation(line: 180, column: 12, scope: !261)
!270 = !DILocalVariable(name: "names", scope: !261, file: !2, line: 183, type: !271)
!271 = !DICompositeType(tag: DW_TAG_array_type, baseType: !272, size: 1344, elements: !267)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!274 = !DILocation(line: 183, column: 17, scope: !261)
!275 = !DILocalVariable(name: "t", scope: !276, file: !2, line: 187, type: !70)
!276 = distinct !DILexicalBlock(scope: !261, file: !2, line: 187, column: 5)
!277 = !DILocation(line: 187, column: 19, scope: !276)
!278 = !DILocation(line: 187, column: 10, scope: !276)
!279 = !DILocation(line: 187, column: 26, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !2, line: 187, column: 5)
!281 = !DILocation(line: 187, column: 28, scope: !280)
!282 = !DILocation(line: 187, column: 5, scope: !276)
!283 = !DILocalVariable(name: "rep", scope: !284, file: !2, line: 188, type: !138)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 188, column: 9)
!285 = distinct !DILexicalBlock(scope: !280, file: !2, line: 187, column: 67)
!286 = !DILocation(line: 188, column: 18, scope: !284)
!287 = !DILocation(line: 188, column: 14, scope: !284)
!288 = !DILocation(line: 188, column: 27, scope: !289)
!289 = distinct !DILexicalBlock(scope: !284, file: !2, line: 188, column: 9)
!290 = !DILocation(line: 188, column: 31, scope: !289)
!291 = !DILocation(line: 188, column: 9, scope: !284)
!292 = !DILocation(line: 188, column: 50, scope: !289)
!293 = !DILocation(line: 188, column: 44, scope: !289)
!294 = !DILocation(line: 188, column: 40, scope: !289)
!295 = !DILocation(line: 188, column: 9, scope: !289)
!296 = distinct !{!296, !291, !297, !298}
!297 = !DILocation(line: 188, column: 53, scope: !284)
!298 = !{!"llvm.loop.mustprogress"}
!299 = !DILocation(line: 189, column: 41, scope: !285)
!300 = !DILocation(line: 189, column: 35, scope: !285)
!301 = !DILocation(line: 189, column: 65, scope: !285)
!302 = !DILocation(line: 189, column: 9, scope: !285)
!303 = !DILocation(line: 190, column: 5, scope: !285)
!304 = !DILocation(line: 187, column: 63, scope: !280)
!305 = !DILocation(line: 187, column: 5, scope: !280)
!306 = distinct !{!306, !282, !307, !298}
!307 = !DILocation(line: 190, column: 5, scope: !276)
!308 = !DILocation(line: 191, column: 18, scope: !261)
!309 = !DILocation(line: 191, column: 23, scope: !261)
!310 = !DILocation(line: 191, column: 12, scope: !261)
!311 = !DILocation(line: 191, column: 5, scope: !261)
!312 = !DILocalVariable(name: "a", scope: !66, file: !2, line: 80, type: !144)
!313 = !DILocation(line: 80, column: 1, scope: !66)
!314 = !DILocalVariable(name: "b", scope: !66, file: !2, line: 80, type: !144)
!315 = !DILocalVariable(name: "c", scope: !66, file: !2, line: 80, type: !144)
!316 = !DILocalVariable(name: "r", scope: !66, file: !2, line: 80, type: !144)
!317 = !DILocalVariable(name: "i", scope: !318, file: !2, line: 80, type: !138)
!318 = distinct !DILexicalBlock(scope: !66, file: !2, line: 80, column: 1)
!319 = !DILocation(line: 80, column: 1, scope: !318)
!320 = !DILocation(line: 80, column: 1, scope: !321)
!321 = distinct !DILexicalBlock(scope: !318, file: !2, line: 80, column: 1)
!322 = !DILocation(line: 80, column: 1, scope: !323)
!323 = distinct !DILexicalBlock(scope: !321, file: !2, line: 80, column: 1)
!324 = distinct !{!324, !319, !319, !298}
!325 = !DILocation(line: 80, column: 1, scope: !326)
!326 = distinct !DILexicalBlock(scope: !66, file: !2, line: 80, column: 1)
!327 = !DILocalVariable(name: "nz", scope: !66, file: !2, line: 80, type: !144)
!328 = !DILocalVariable(name: "pos", scope: !66, file: !2, line: 80, type: !144)
!329 = !DILocalVariable(name: "ur", scope: !66, file: !2, line: 80, type: !148)
!330 = !DILocalVariable(name: "k", scope: !66, file: !2, line: 80, type: !138)
!331 = !DILocalVariable(name: "m", scope: !66, file: !2, line: 80, type: !144)
!332 = !DILocalVariable(name: "idx", scope: !66, file: !2, line: 80, type: !138)
!333 = !DILocalVariable(name: "e", scope: !66, file: !2, line: 80, type: !139)
!334 = !DILocalVariable(name: "sum", scope: !66, file: !2, line: 80, type: !150)
!335 = !DILocalVariable(name: "i", scope: !336, file: !2, line: 80, type: !138)
!336 = distinct !DILexicalBlock(scope: !66, file: !2, line: 80, column: 1)
!337 = !DILocation(line: 80, column: 1, scope: !336)
!338 = !DILocation(line: 80, column: 1, scope: !339)
!339 = distinct !DILexicalBlock(scope: !336, file: !2, line: 80, column: 1)
!340 = distinct !{!340, !337, !337, !298}
!341 = !DILocalVariable(name: "a", scope: !75, file: !2, line: 81, type: !154)
!342 = !DILocation(line: 81, column: 1, scope: !75)
!343 = !DILocalVariable(name: "b", scope: !75, file: !2, line: 81, type: !154)
!344 = !DILocalVariable(name: "c", scope: !75, file: !2, line: 81, type: !154)
!345 = !DILocalVariable(name: "r", scope: !75, file: !2, line: 81, type: !154)
!346 = !DILocalVariable(name: "i", scope: !347, file: !2, line: 81, type: !138)
!347 = distinct !DILexicalBlock(scope: !75, file: !2, line: 81, column: 1)
!348 = !DILocation(line: 81, column: 1, scope: !347)
!349 = !DILocation(line: 81, column: 1, scope: !350)
!350 = distinct !DILexicalBlock(scope: !347, file: !2, line: 81, column: 1)
!351 = !DILocation(line: 81, column: 1, scope: !352)
!352 = distinct !DILexicalBlock(scope: !350, file: !2, line: 81, column: 1)
!353 = distinct !{!353, !348, !348, !298}
!354 = !DILocation(line: 81, column: 1, scope: !355)
!355 = distinct !DILexicalBlock(scope: !75, file: !2, line: 81, column: 1)
!356 = !DILocalVariable(name: "nz", scope: !75, file: !2, line: 81, type: !154)
!357 = !DILocalVariable(name: "pos", scope: !75, file: !2, line: 81, type: !154)
!358 = !DILocalVariable(name: "ur", scope: !75, file: !2, line: 81, type: !158)
!359 = !DILocalVariable(name: "k", scope: !75, file: !2, line: 81, type: !138)
!360 = !DILocalVariable(name: "m", scope: !75, file: !2, line: 81, type: !154)
!361 = !DILocalVariable(name: "idx", scope: !75, file: !2, line: 81, type: !138)
!362 = !DILocalVariable(name: "e", scope: !75, file: !2, line: 81, type: !139)
!363 = !DILocalVariable(name: "sum", scope: !75, file: !2, line: 81, type: !150)
!364 = !DILocalVariable(name: "i", scope: !365, file: !2, line: 81, type: !138)
!365 = distinct !DILexicalBlock(scope: !75, file: !2, line: 81, column: 1)
!366 = !DILocation(line: 81, column: 1, scope: !365)
!367 = !DILocation(line: 81, column: 1, scope: !368)
!368 = distinct !DILexicalBlock(scope: !365, file: !2, line: 81, column: 1)
!369 = distinct !{!369, !366, !366, !298}
!370 = !DILocalVariable(name: "a", scope: !79, file: !2, line: 82, type: !160)
!371 = !DILocation(line: 82, column: 1, scope: !79)
!372 = !DILocalVariable(name: "b", scope: !79, file: !2, line: 82, type: !160)
!373 = !DILocalVariable(name: "c", scope: !79, file: !2, line: 82, type: !160)
!374 = !DILocalVariable(name: "r", scope: !79, file: !2, line: 82, type: !160)
!375 = !DILocalVariable(name: "i", scope: !376, file: !2, line: 82, type: !138)
!376 = distinct !DILexicalBlock(scope: !79, file: !2, line: 82, column: 1)
!377 = !DILocation(line: 82, column: 1, scope: !376)
!378 = !DILocation(line: 82, column: 1, scope: !379)
!379 = distinct !DILexicalBlock(scope: !376, file: !2, line: 82, column: 1)
!380 = !DILocation(line: 82, column: 1, scope: !381)
!381 = distinct !DILexicalBlock(scope: !379, file: !2, line: 82, column: 1)
!382 = distinct !{!382, !377, !377, !298}
!383 = !DILocation(line: 82, column: 1, scope: !384)
!384 = distinct !DILexicalBlock(scope: !79, file: !2, line: 82, column: 1)
!385 = !DILocalVariable(name: "nz", scope: !79, file: !2, line: 82, type: !160)
!386 = !DILocalVariable(name: "pos", scope: !79, file: !2, line: 82, type: !160)
!387 = !DILocalVariable(name: "ur", scope: !79, file: !2, line: 82, type: !164)
!388 = !DILocalVariable(name: "k", scope: !79, file: !2, line: 82, type: !138)
!389 = !DILocalVariable(name: "m", scope: !79, file: !2, line: 82, type: !160)
!390 = !DILocalVariable(name: "idx", scope: !79, file: !2, line: 82, type: !138)
!391 = !DILocalVariable(name: "e", scope: !79, file: !2, line: 82, type: !139)
!392 = !DILocalVariable(name: "sum", scope: !79, file: !2, line: 82, type: !150)
!393 = !DILocalVariable(name: "i", scope: !394, file: !2, line: 82, type: !138)
!394 = distinct !DILexicalBlock(scope: !79, file: !2, line: 82, column: 1)
!395 = !DILocation(line: 82, column: 1, scope: !394)
!396 = !DILocation(line: 82, column: 1, scope: !397)
!397 = distinct !DILexicalBlock(scope: !394, file: !2, line: 82, column: 1)
!398 = distinct !{!398, !395, !395, !298}
!399 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 83, type: !166)
!400 = !DILocation(line: 83, column: 1, scope: !83)
!401 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 83, type: !166)
!402 = !DILocalVariable(name: "c", scope: !83, file: !2, line: 83, type: !166)
!403 = !DILocalVariable(name: "r", scope: !83, file: !2, line: 83, type: !166)
!404 = !DILocalVariable(name: "i", scope: !405, file: !2, line: 83, type: !138)
!405 = distinct !DILexicalBlock(scope: !83, file: !2, line: 83, column: 1)
!406 = !DILocation(line: 83, column: 1, scope: !405)
!407 = !DILocation(line: 83, column: 1, scope: !408)
!408 = distinct !DILexicalBlock(scope: !405, file: !2, line: 83, column: 1)
!409 = !DILocation(line: 83, column: 1, scope: !410)
!410 = distinct !DILexicalBlock(scope: !408, file: !2, line: 83, column: 1)
!411 = distinct !{!411, !406, !406, !298}
!412 = !DILocation(line: 83, column: 1, scope: !413)
!413 = distinct !DILexicalBlock(scope: !83, file: !2, line: 83, column: 1)
!414 = !DILocalVariable(name: "nz", scope: !83, file: !2, line: 83, type: !166)
!415 = !DILocalVariable(name: "pos", scope: !83, file: !2, line: 83, type: !166)
!416 = !DILocalVariable(name: "ur", scope: !83, file: !2, line: 83, type: !170)
!417 = !DILocalVariable(name: "k", scope: !83, file: !2, line: 83, type: !138)
!418 = !DILocalVariable(name: "m", scope: !83, file: !2, line: 83, type: !166)
!419 = !DILocalVariable(name: "idx", scope: !83, file: !2, line: 83, type: !138)
!420 = !DILocalVariable(name: "e", scope: !83, file: !2, line: 83, type: !139)
!421 = !DILocalVariable(name: "sum", scope: !83, file: !2, line: 83, type: !150)
!422 = !DILocalVariable(name: "i", scope: !423, file: !2, line: 83, type: !138)
!423 = distinct !DILexicalBlock(scope: !83, file: !2, line: 83, column: 1)
!424 = !DILocation(line: 83, column: 1, scope: !423)
!425 = !DILocation(line: 83, column: 1, scope: !426)
!426 = distinct !DILexicalBlock(scope: !423, file: !2, line: 83, column: 1)
!427 = distinct !{!427, !424, !424, !298}
!428 = !DILocalVariable(name: "a", scope: !87, file: !2, line: 84, type: !175)
!429 = !DILocation(line: 84, column: 1, scope: !87)
!430 = !DILocalVariable(name: "b", scope: !87, file: !2, line: 84, type: !175)
!431 = !DILocalVariable(name: "c", scope: !87, file: !2, line: 84, type: !175)
!432 = !DILocalVariable(name: "r", scope: !87, file: !2, line: 84, type: !175)
!433 = !DILocalVariable(name: "i", scope: !434, file: !2, line: 84, type: !138)
!434 = distinct !DILexicalBlock(scope: !87, file: !2, line: 84, column: 1)
!435 = !DILocation(line: 84, column: 1, scope: !434)
!436 = !DILocation(line: 84, column: 1, scope: !437)
!437 = distinct !DILexicalBlock(scope: !434, file: !2, line: 84, column: 1)
!438 = !DILocation(line: 84, column: 1, scope: !439)
!439 = distinct !DILexicalBlock(scope: !437, file: !2, line: 84, column: 1)
!440 = distinct !{!440, !435, !435, !298}
!441 = !DILocation(line: 84, column: 1, scope: !442)
!442 = distinct !DILexicalBlock(scope: !87, file: !2, line: 84, column: 1)
!443 = !DILocalVariable(name: "nz", scope: !87, file: !2, line: 84, type: !175)
!444 = !DILocalVariable(name: "pos", scope: !87, file: !2, line: 84, type: !175)
!445 = !DILocalVariable(name: "ur", scope: !87, file: !2, line: 84, type: !177)
!446 = !DILocalVariable(name: "k", scope: !87, file: !2, line: 84, type: !138)
!447 = !DILocalVariable(name: "m", scope: !87, file: !2, line: 84, type: !175)
!448 = !DILocalVariable(name: "idx", scope: !87, file: !2, line: 84, type: !138)
!449 = !DILocalVariable(name: "e", scope: !87, file: !2, line: 84, type: !172)
!450 = !DILocalVariable(name: "sum", scope: !87, file: !2, line: 84, type: !179)
!451 = !DILocalVariable(name: "i", scope: !452, file: !2, line: 84, type: !138)
!452 = distinct !DILexicalBlock(scope: !87, file: !2, line: 84, column: 1)
!453 = !DILocation(line: 84, column: 1, scope: !452)
!454 = !DILocation(line: 84, column: 1, scope: !455)
!455 = distinct !DILexicalBlock(scope: !452, file: !2, line: 84, column: 1)
!456 = distinct !{!456, !453, !453, !298}
!457 = !DILocalVariable(name: "a", scope: !91, file: !2, line: 85, type: !182)
!458 = !DILocation(line: 85, column: 1, scope: !91)
!459 = !DILocalVariable(name: "b", scope: !91, file: !2, line: 85, type: !182)
!460 = !DILocalVariable(name: "c", scope: !91, file: !2, line: 85, type: !182)
!461 = !DILocalVariable(name: "r", scope: !91, file: !2, line: 85, type: !182)
!462 = !DILocalVariable(name: "i", scope: !463, file: !2, line: 85, type: !138)
!463 = distinct !DILexicalBlock(scope: !91, file: !2, line: 85, column: 1)
!464 = !DILocation(line: 85, column: 1, scope: !463)
!465 = !DILocation(line: 85, column: 1, scope: !466)
!466 = distinct !DILexicalBlock(scope: !463, file: !2, line: 85, column: 1)
!467 = !DILocation(line: 85, column: 1, scope: !468)
!468 = distinct !DILexicalBlock(scope: !466, file: !2, line: 85, column: 1)
!469 = distinct !{!469, !464, !464, !298}
!470 = !DILocation(line: 85, column: 1, scope: !471)
!471 = distinct !DILexicalBlock(scope: !91, file: !2, line: 85, column: 1)
!472 = !DILocalVariable(name: "nz", scope: !91, file: !2, line: 85, type: !182)
!473 = !DILocalVariable(name: "pos", scope: !91, file: !2, line: 85, type: !182)
!474 = !DILocalVariable(name: "ur", scope: !91, file: !2, line: 85, type: !184)
!475 = !DILocalVariable(name: "k", scope: !91, file: !2, line: 85, type: !138)
!476 = !DILocalVariable(name: "m", scope: !91, file: !2, line: 85, type: !182)
!477 = !DILocalVariable(name: "idx", scope: !91, file: !2, line: 85, type: !138)
!478 = !DILocalVariable(name: "e", scope: !91, file: !2, line: 85, type: !172)
!479 = !DILocalVariable(name: "sum", scope: !91, file: !2, line: 85, type: !179)
!480 = !DILocalVariable(name: "i", scope: !481, file: !2, line: 85, type: !138)
!481 = distinct !DILexicalBlock(scope: !91, file: !2, line: 85, column: 1)
!482 = !DILocation(line: 85, column: 1, scope: !481)
!483 = !DILocation(line: 85, column: 1, scope: !484)
!484 = distinct !DILexicalBlock(scope: !481, file: !2, line: 85, column: 1)
!485 = distinct !{!485, !482, !482, !298}
!486 = !DILocalVariable(name: "a", scope: !94, file: !2, line: 86, type: !186)
!487 = !DILocation(line: 86, column: 1, scope: !94)
!488 = !DILocalVariable(name: "b", scope: !94, file: !2, line: 86, type: !186)
!489 = !DILocalVariable(name: "c", scope: !94, file: !2, line: 86, type: !186)
!490 = !DILocalVariable(name: "r", scope: !94, file: !2, line: 86, type: !186)
!491 = !DILocalVariable(name: "i", scope: !492, file: !2, line: 86, type: !138)
!492 = distinct !DILexicalBlock(scope: !94, file: !2, line: 86, column: 1)
!493 = !DILocation(line: 86, column: 1, scope: !492)
!494 = !DILocation(line: 86, column: 1, scope: !495)
!495 = distinct !DILexicalBlock(scope: !492, file: !2, line: 86, column: 1)
!496 = !DILocation(line: 86, column: 1, scope: !497)
!497 = distinct !DILexicalBlock(scope: !495, file: !2, line: 86, column: 1)
!498 = distinct !{!498, !493, !493, !298}
!499 = !DILocation(line: 86, column: 1, scope: !500)
!500 = distinct !DILexicalBlock(scope: !94, file: !2, line: 86, column: 1)
!501 = !DILocalVariable(name: "nz", scope: !94, file: !2, line: 86, type: !186)
!502 = !DILocalVariable(name: "pos", scope: !94, file: !2, line: 86, type: !186)
!503 = !DILocalVariable(name: "ur", scope: !94, file: !2, line: 86, type: !188)
!504 = !DILocalVariable(name: "k", scope: !94, file: !2, line: 86, type: !138)
!505 = !DILocalVariable(name: "m", scope: !94, file: !2, line: 86, type: !186)
!506 = !DILocalVariable(name: "idx", scope: !94, file: !2, line: 86, type: !138)
!507 = !DILocalVariable(name: "e", scope: !94, file: !2, line: 86, type: !172)
!508 = !DILocalVariable(name: "sum", scope: !94, file: !2, line: 86, type: !179)
!509 = !DILocalVariable(name: "i", scope: !510, file: !2, line: 86, type: !138)
!510 = distinct !DILexicalBlock(scope: !94, file: !2, line: 86, column: 1)
!511 = !DILocation(line: 86, column: 1, scope: !510)
!512 = !DILocation(line: 86, column: 1, scope: !513)
!513 = distinct !DILexicalBlock(scope: !510, file: !2, line: 86, column: 1)
!514 = distinct !{!514, !511, !511, !298}
!515 = !DILocalVariable(name: "a", scope: !97, file: !2, line: 87, type: !192)
!516 = !DILocation(line: 87, column: 1, scope: !97)
!517 = !DILocalVariable(name: "b", scope: !97, file: !2, line: 87, type: !192)
!518 = !DILocalVariable(name: "c", scope: !97, file: !2, line: 87, type: !192)
!519 = !DILocalVariable(name: "r", scope: !97, file: !2, line: 87, type: !192)
!520 = !DILocalVariable(name: "i", scope: !521, file: !2, line: 87, type: !138)
!521 = distinct !DILexicalBlock(scope: !97, file: !2, line: 87, column: 1)
!522 = !DILocation(line: 87, column: 1, scope: !521)
!523 = !DILocation(line: 87, column: 1, scope: !524)
!524 = distinct !DILexicalBlock(scope: !521, file: !2, line: 87, column: 1)
!525 = !DILocation(line: 87, column: 1, scope: !526)
!526 = distinct !DILexicalBlock(scope: !524, file: !2, line: 87, column: 1)
!527 = distinct !{!527, !522, !522, !298}
!528 = !DILocation(line: 87, column: 1, scope: !529)
!529 = distinct !DILexicalBlock(scope: !97, file: !2, line: 87, column: 1)
!530 = !DILocalVariable(name: "nz", scope: !97, file: !2, line: 87, type: !192)
!531 = !DILocalVariable(name: "pos", scope: !97, file: !2, line: 87, type: !192)
!532 = !DILocalVariable(name: "ur", scope: !97, file: !2, line: 87, type: !196)
!533 = !DILocalVariable(name: "k", scope: !97, file: !2, line: 87, type: !138)
!534 = !DILocalVariable(name: "m", scope: !97, file: !2, line: 87, type: !192)
!535 = !DILocalVariable(name: "idx", scope: !97, file: !2, line: 87, type: !138)
!536 = !DILocalVariable(name: "e", scope: !97, file: !2, line: 87, type: !190)
!537 = !DILocalVariable(name: "sum", scope: !97, file: !2, line: 87, type: !198)
!538 = !DILocalVariable(name: "i", scope: !539, file: !2, line: 87, type: !138)
!539 = distinct !DILexicalBlock(scope: !97, file: !2, line: 87, column: 1)
!540 = !DILocation(line: 87, column: 1, scope: !539)
!541 = !DILocation(line: 87, column: 1, scope: !542)
!542 = distinct !DILexicalBlock(scope: !539, file: !2, line: 87, column: 1)
!543 = distinct !{!543, !540, !540, !298}
!544 = !DILocalVariable(name: "a", scope: !102, file: !2, line: 88, type: !200)
!545 = !DILocation(line: 88, column: 1, scope: !102)
!546 = !DILocalVariable(name: "b", scope: !102, file: !2, line: 88, type: !200)
!547 = !DILocalVariable(name: "c", scope: !102, file: !2, line: 88, type: !200)
!548 = !DILocalVariable(name: "r", scope: !102, file: !2, line: 88, type: !200)
!549 = !DILocalVariable(name: "i", scope: !550, file: !2, line: 88, type: !138)
!550 = distinct !DILexicalBlock(scope: !102, file: !2, line: 88, column: 1)
!551 = !DILocation(line: 88, column: 1, scope: !550)
!552 = !DILocation(line: 88, column: 1, scope: !553)
!553 = distinct !DILexicalBlock(scope: !550, file: !2, line: 88, column: 1)
!554 = !DILocation(line: 88, column: 1, scope: !555)
!555 = distinct !DILexicalBlock(scope: !553, file: !2, line: 88, column: 1)
!556 = distinct !{!556, !551, !551, !298}
!557 = !DILocation(line: 88, column: 1, scope: !558)
!558 = distinct !DILexicalBlock(scope: !102, file: !2, line: 88, column: 1)
!559 = !DILocalVariable(name: "nz", scope: !102, file: !2, line: 88, type: !200)
!560 = !DILocalVariable(name: "pos", scope: !102, file: !2, line: 88, type: !200)
!561 = !DILocalVariable(name: "ur", scope: !102, file: !2, line: 88, type: !202)
!562 = !DILocalVariable(name: "k", scope: !102, file: !2, line: 88, type: !138)
!563 = !DILocalVariable(name: "m", scope: !102, file: !2, line: 88, type: !200)
!564 = !DILocalVariable(name: "idx", scope: !102, file: !2, line: 88, type: !138)
!565 = !DILocalVariable(name: "e", scope: !102, file: !2, line: 88, type: !190)
!566 = !DILocalVariable(name: "sum", scope: !102, file: !2, line: 88, type: !198)
!567 = !DILocalVariable(name: "i", scope: !568, file: !2, line: 88, type: !138)
!568 = distinct !DILexicalBlock(scope: !102, file: !2, line: 88, column: 1)
!569 = !DILocation(line: 88, column: 1, scope: !568)
!570 = !DILocation(line: 88, column: 1, scope: !571)
!571 = distinct !DILexicalBlock(scope: !568, file: !2, line: 88, column: 1)
!572 = distinct !{!572, !569, !569, !298}
!573 = !DILocalVariable(name: "a", scope: !105, file: !2, line: 89, type: !204)
!574 = !DILocation(line: 89, column: 1, scope: !105)
!575 = !DILocalVariable(name: "b", scope: !105, file: !2, line: 89, type: !204)
!576 = !DILocalVariable(name: "c", scope: !105, file: !2, line: 89, type: !204)
!577 = !DILocalVariable(name: "r", scope: !105, file: !2, line: 89, type: !204)
!578 = !DILocalVariable(name: "i", scope: !579, file: !2, line: 89, type: !138)
!579 = distinct !DILexicalBlock(scope: !105, file: !2, line: 89, column: 1)
!580 = !DILocation(line: 89, column: 1, scope: !579)
!581 = !DILocation(line: 89, column: 1, scope: !582)
!582 = distinct !DILexicalBlock(scope: !579, file: !2, line: 89, column: 1)
!583 = !DILocation(line: 89, column: 1, scope: !584)
!584 = distinct !DILexicalBlock(scope: !582, file: !2, line: 89, column: 1)
!585 = distinct !{!585, !580, !580, !298}
!586 = !DILocation(line: 89, column: 1, scope: !587)
!587 = distinct !DILexicalBlock(scope: !105, file: !2, line: 89, column: 1)
!588 = !DILocalVariable(name: "nz", scope: !105, file: !2, line: 89, type: !204)
!589 = !DILocalVariable(name: "pos", scope: !105, file: !2, line: 89, type: !204)
!590 = !DILocalVariable(name: "ur", scope: !105, file: !2, line: 89, type: !206)
!591 = !DILocalVariable(name: "k", scope: !105, file: !2, line: 89, type: !138)
!592 = !DILocalVariable(name: "m", scope: !105, file: !2, line: 89, type: !204)
!593 = !DILocalVariable(name: "idx", scope: !105, file: !2, line: 89, type: !138)
!594 = !DILocalVariable(name: "e", scope: !105, file: !2, line: 89, type: !190)
!595 = !DILocalVariable(name: "sum", scope: !105, file: !2, line: 89, type: !198)
!596 = !DILocalVariable(name: "i", scope: !597, file: !2, line: 89, type: !138)
!597 = distinct !DILexicalBlock(scope: !105, file: !2, line: 89, column: 1)
!598 = !DILocation(line: 89, column: 1, scope: !597)
!599 = !DILocation(line: 89, column: 1, scope: !600)
!600 = distinct !DILexicalBlock(scope: !597, file: !2, line: 89, column: 1)
!601 = distinct !{!601, !598, !598, !298}
!602 = !DILocalVariable(name: "a", scope: !108, file: !2, line: 90, type: !208)
!603 = !DILocation(line: 90, column: 1, scope: !108)
!604 = !DILocalVariable(name: "b", scope: !108, file: !2, line: 90, type: !208)
!605 = !DILocalVariable(name: "c", scope: !108, file: !2, line: 90, type: !208)
!606 = !DILocalVariable(name: "r", scope: !108, file: !2, line: 90, type: !208)
!607 = !DILocalVariable(name: "i", scope: !608, file: !2, line: 90, type: !138)
!608 = distinct !DILexicalBlock(scope: !108, file: !2, line: 90, column: 1)
!609 = !DILocation(line: 90, column: 1, scope: !608)
!610 = !DILocation(line: 90, column: 1, scope: !611)
!611 = distinct !DILexicalBlock(scope: !608, file: !2, line: 90, column: 1)
!612 = !DILocation(line: 90, column: 1, scope: !613)
!613 = distinct !DILexicalBlock(scope: !611, file: !2, line: 90, column: 1)
!614 = distinct !{!614, !609, !609, !298}
!615 = !DILocation(line: 90, column: 1, scope: !616)
!616 = distinct !DILexicalBlock(scope: !108, file: !2, line: 90, column: 1)
!617 = !DILocalVariable(name: "nz", scope: !108, file: !2, line: 90, type: !208)
!618 = !DILocalVariable(name: "pos", scope: !108, file: !2, line: 90, type: !208)
!619 = !DILocalVariable(name: "ur", scope: !108, file: !2, line: 90, type: !210)
!620 = !DILocalVariable(name: "k", scope: !108, file: !2, line: 90, type: !138)
!621 = !DILocalVariable(name: "m", scope: !108, file: !2, line: 90, type: !208)
!622 = !DILocalVariable(name: "idx", scope: !108, file: !2, line: 90, type: !138)
!623 = !DILocalVariable(name: "e", scope: !108, file: !2, line: 90, type: !190)
!624 = !DILocalVariable(name: "sum", scope: !108, file: !2, line: 90, type: !198)
!625 = !DILocalVariable(name: "i", scope: !626, file: !2, line: 90, type: !138)
!626 = distinct !DILexicalBlock(scope: !108, file: !2, line: 90, column: 1)
!627 = !DILocation(line: 90, column: 1, scope: !626)
!628 = !DILocation(line: 90, column: 1, scope: !629)
!629 = distinct !DILexicalBlock(scope: !626, file: !2, line: 90, column: 1)
!630 = distinct !{!630, !627, !627, !298}
!631 = !DILocalVariable(name: "a", scope: !111, file: !2, line: 91, type: !215)
!632 = !DILocation(line: 91, column: 1, scope: !111)
!633 = !DILocalVariable(name: "b", scope: !111, file: !2, line: 91, type: !215)
!634 = !DILocalVariable(name: "c", scope: !111, file: !2, line: 91, type: !215)
!635 = !DILocalVariable(name: "r", scope: !111, file: !2, line: 91, type: !215)
!636 = !DILocalVariable(name: "i", scope: !637, file: !2, line: 91, type: !138)
!637 = distinct !DILexicalBlock(scope: !111, file: !2, line: 91, column: 1)
!638 = !DILocation(line: 91, column: 1, scope: !637)
!639 = !DILocation(line: 91, column: 1, scope: !640)
!640 = distinct !DILexicalBlock(scope: !637, file: !2, line: 91, column: 1)
!641 = !DILocation(line: 91, column: 1, scope: !642)
!642 = distinct !DILexicalBlock(scope: !640, file: !2, line: 91, column: 1)
!643 = distinct !{!643, !638, !638, !298}
!644 = !DILocation(line: 91, column: 1, scope: !645)
!645 = distinct !DILexicalBlock(scope: !111, file: !2, line: 91, column: 1)
!646 = !DILocalVariable(name: "nz", scope: !111, file: !2, line: 91, type: !215)
!647 = !DILocalVariable(name: "pos", scope: !111, file: !2, line: 91, type: !215)
!648 = !DILocalVariable(name: "ur", scope: !111, file: !2, line: 91, type: !217)
!649 = !DILocalVariable(name: "k", scope: !111, file: !2, line: 91, type: !138)
!650 = !DILocalVariable(name: "m", scope: !111, file: !2, line: 91, type: !215)
!651 = !DILocalVariable(name: "idx", scope: !111, file: !2, line: 91, type: !138)
!652 = !DILocalVariable(name: "e", scope: !111, file: !2, line: 91, type: !212)
!653 = !DILocalVariable(name: "sum", scope: !111, file: !2, line: 91, type: !219)
!654 = !DILocalVariable(name: "i", scope: !655, file: !2, line: 91, type: !138)
!655 = distinct !DILexicalBlock(scope: !111, file: !2, line: 91, column: 1)
!656 = !DILocation(line: 91, column: 1, scope: !655)
!657 = !DILocation(line: 91, column: 1, scope: !658)
!658 = distinct !DILexicalBlock(scope: !655, file: !2, line: 91, column: 1)
!659 = distinct !{!659, !656, !656, !298}
!660 = !DILocalVariable(name: "a", scope: !115, file: !2, line: 92, type: !222)
!661 = !DILocation(line: 92, column: 1, scope: !115)
!662 = !DILocalVariable(name: "b", scope: !115, file: !2, line: 92, type: !222)
!663 = !DILocalVariable(name: "c", scope: !115, file: !2, line: 92, type: !222)
!664 = !DILocalVariable(name: "r", scope: !115, file: !2, line: 92, type: !222)
!665 = !DILocalVariable(name: "i", scope: !666, file: !2, line: 92, type: !138)
!666 = distinct !DILexicalBlock(scope: !115, file: !2, line: 92, column: 1)
!667 = !DILocation(line: 92, column: 1, scope: !666)
!668 = !DILocation(line: 92, column: 1, scope: !669)
!669 = distinct !DILexicalBlock(scope: !666, file: !2, line: 92, column: 1)
!670 = !DILocation(line: 92, column: 1, scope: !671)
!671 = distinct !DILexicalBlock(scope: !669, file: !2, line: 92, column: 1)
!672 = distinct !{!672, !667, !667, !298}
!673 = !DILocation(line: 92, column: 1, scope: !674)
!674 = distinct !DILexicalBlock(scope: !115, file: !2, line: 92, column: 1)
!675 = !DILocalVariable(name: "nz", scope: !115, file: !2, line: 92, type: !222)
!676 = !DILocalVariable(name: "pos", scope: !115, file: !2, line: 92, type: !222)
!677 = !DILocalVariable(name: "ur", scope: !115, file: !2, line: 92, type: !224)
!678 = !DILocalVariable(name: "k", scope: !115, file: !2, line: 92, type: !138)
!679 = !DILocalVariable(name: "m", scope: !115, file: !2, line: 92, type: !222)
!680 = !DILocalVariable(name: "idx", scope: !115, file: !2, line: 92, type: !138)
!681 = !DILocalVariable(name: "e", scope: !115, file: !2, line: 92, type: !212)
!682 = !DILocalVariable(name: "sum", scope: !115, file: !2, line: 92, type: !219)
!683 = !DILocalVariable(name: "i", scope: !684, file: !2, line: 92, type: !138)
!684 = distinct !DILexicalBlock(scope: !115, file: !2, line: 92, column: 1)
!685 = !DILocation(line: 92, column: 1, scope: !684)
!686 = !DILocation(line: 92, column: 1, scope: !687)
!687 = distinct !DILexicalBlock(scope: !684, file: !2, line: 92, column: 1)
!688 = distinct !{!688, !685, !685, !298}
!689 = !DILocalVariable(name: "a", scope: !118, file: !2, line: 93, type: !226)
!690 = !DILocation(line: 93, column: 1, scope: !118)
!691 = !DILocalVariable(name: "b", scope: !118, file: !2, line: 93, type: !226)
!692 = !DILocalVariable(name: "c", scope: !118, file: !2, line: 93, type: !226)
!693 = !DILocalVariable(name: "r", scope: !118, file: !2, line: 93, type: !226)
!694 = !DILocalVariable(name: "i", scope: !695, file: !2, line: 93, type: !138)
!695 = distinct !DILexicalBlock(scope: !118, file: !2, line: 93, column: 1)
!696 = !DILocation(line: 93, column: 1, scope: !695)
!697 = !DILocation(line: 93, column: 1, scope: !698)
!698 = distinct !DILexicalBlock(scope: !695, file: !2, line: 93, column: 1)
!699 = !DILocation(line: 93, column: 1, scope: !700)
!700 = distinct !DILexicalBlock(scope: !698, file: !2, line: 93, column: 1)
!701 = distinct !{!701, !696, !696, !298}
!702 = !DILocation(line: 93, column: 1, scope: !703)
!703 = distinct !DILexicalBlock(scope: !118, file: !2, line: 93, column: 1)
!704 = !DILocalVariable(name: "nz", scope: !118, file: !2, line: 93, type: !226)
!705 = !DILocalVariable(name: "pos", scope: !118, file: !2, line: 93, type: !226)
!706 = !DILocalVariable(name: "ur", scope: !118, file: !2, line: 93, type: !228)
!707 = !DILocalVariable(name: "k", scope: !118, file: !2, line: 93, type: !138)
!708 = !DILocalVariable(name: "m", scope: !118, file: !2, line: 93, type: !226)
!709 = !DILocalVariable(name: "idx", scope: !118, file: !2, line: 93, type: !138)
!710 = !DILocalVariable(name: "e", scope: !118, file: !2, line: 93, type: !212)
!711 = !DILocalVariable(name: "sum", scope: !118, file: !2, line: 93, type: !219)
!712 = !DILocalVariable(name: "i", scope: !713, file: !2, line: 93, type: !138)
!713 = distinct !DILexicalBlock(scope: !118, file: !2, line: 93, column: 1)
!714 = !DILocation(line: 93, column: 1, scope: !713)
!715 = !DILocation(line: 93, column: 1, scope: !716)
!716 = distinct !DILexicalBlock(scope: !713, file: !2, line: 93, column: 1)
!717 = distinct !{!717, !714, !714, !298}
!718 = !DILocalVariable(name: "a", scope: !121, file: !2, line: 134, type: !231)
!719 = !DILocation(line: 134, column: 1, scope: !121)
!720 = !DILocalVariable(name: "b", scope: !121, file: !2, line: 134, type: !231)
!721 = !DILocalVariable(name: "r", scope: !121, file: !2, line: 134, type: !231)
!722 = !DILocalVariable(name: "i", scope: !723, file: !2, line: 134, type: !138)
!723 = distinct !DILexicalBlock(scope: !121, file: !2, line: 134, column: 1)
!724 = !DILocation(line: 134, column: 1, scope: !723)
!725 = !DILocation(line: 134, column: 1, scope: !726)
!726 = distinct !DILexicalBlock(scope: !723, file: !2, line: 134, column: 1)
!727 = !DILocation(line: 134, column: 1, scope: !728)
!728 = distinct !DILexicalBlock(scope: !726, file: !2, line: 134, column: 1)
!729 = distinct !{!729, !724, !724, !298}
!730 = !DILocation(line: 134, column: 1, scope: !731)
!731 = distinct !DILexicalBlock(scope: !121, file: !2, line: 134, column: 1)
!732 = !DILocalVariable(name: "m", scope: !121, file: !2, line: 134, type: !233)
!733 = !DILocalVariable(name: "n", scope: !121, file: !2, line: 134, type: !231)
!734 = !DILocalVariable(name: "ic", scope: !121, file: !2, line: 134, type: !233)
!735 = !DILocalVariable(name: "idx", scope: !121, file: !2, line: 134, type: !138)
!736 = !DILocalVariable(name: "e", scope: !121, file: !2, line: 134, type: !230)
!737 = !DILocalVariable(name: "a", scope: !124, file: !2, line: 135, type: !234)
!738 = !DILocation(line: 135, column: 1, scope: !124)
!739 = !DILocalVariable(name: "b", scope: !124, file: !2, line: 135, type: !234)
!740 = !DILocalVariable(name: "r", scope: !124, file: !2, line: 135, type: !234)
!741 = !DILocalVariable(name: "i", scope: !742, file: !2, line: 135, type: !138)
!742 = distinct !DILexicalBlock(scope: !124, file: !2, line: 135, column: 1)
!743 = !DILocation(line: 135, column: 1, scope: !742)
!744 = !DILocation(line: 135, column: 1, scope: !745)
!745 = distinct !DILexicalBlock(scope: !742, file: !2, line: 135, column: 1)
!746 = !DILocation(line: 135, column: 1, scope: !747)
!747 = distinct !DILexicalBlock(scope: !745, file: !2, line: 135, column: 1)
!748 = distinct !{!748, !743, !743, !298}
!749 = !DILocation(line: 135, column: 1, scope: !750)
!750 = distinct !DILexicalBlock(scope: !124, file: !2, line: 135, column: 1)
!751 = !DILocalVariable(name: "m", scope: !124, file: !2, line: 135, type: !236)
!752 = !DILocalVariable(name: "n", scope: !124, file: !2, line: 135, type: !234)
!753 = !DILocalVariable(name: "ic", scope: !124, file: !2, line: 135, type: !236)
!754 = !DILocalVariable(name: "idx", scope: !124, file: !2, line: 135, type: !138)
!755 = !DILocalVariable(name: "e", scope: !124, file: !2, line: 135, type: !230)
!756 = !DILocalVariable(name: "a", scope: !127, file: !2, line: 136, type: !237)
!757 = !DILocation(line: 136, column: 1, scope: !127)
!758 = !DILocalVariable(name: "b", scope: !127, file: !2, line: 136, type: !237)
!759 = !DILocalVariable(name: "r", scope: !127, file: !2, line: 136, type: !237)
!760 = !DILocalVariable(name: "i", scope: !761, file: !2, line: 136, type: !138)
!761 = distinct !DILexicalBlock(scope: !127, file: !2, line: 136, column: 1)
!762 = !DILocation(line: 136, column: 1, scope: !761)
!763 = !DILocation(line: 136, column: 1, scope: !764)
!764 = distinct !DILexicalBlock(scope: !761, file: !2, line: 136, column: 1)
!765 = !DILocation(line: 136, column: 1, scope: !766)
!766 = distinct !DILexicalBlock(scope: !764, file: !2, line: 136, column: 1)
!767 = distinct !{!767, !762, !762, !298}
!768 = !DILocation(line: 136, column: 1, scope: !769)
!769 = distinct !DILexicalBlock(scope: !127, file: !2, line: 136, column: 1)
!770 = !DILocalVariable(name: "m", scope: !127, file: !2, line: 136, type: !239)
!771 = !DILocalVariable(name: "n", scope: !127, file: !2, line: 136, type: !237)
!772 = !DILocalVariable(name: "ic", scope: !127, file: !2, line: 136, type: !239)
!773 = !DILocalVariable(name: "idx", scope: !127, file: !2, line: 136, type: !138)
!774 = !DILocalVariable(name: "e", scope: !127, file: !2, line: 136, type: !230)
!775 = !DILocalVariable(name: "a", scope: !130, file: !2, line: 137, type: !240)
!776 = !DILocation(line: 137, column: 1, scope: !130)
!777 = !DILocalVariable(name: "b", scope: !130, file: !2, line: 137, type: !240)
!778 = !DILocalVariable(name: "r", scope: !130, file: !2, line: 137, type: !240)
!779 = !DILocalVariable(name: "i", scope: !780, file: !2, line: 137, type: !138)
!780 = distinct !DILexicalBlock(scope: !130, file: !2, line: 137, column: 1)
!781 = !DILocation(line: 137, column: 1, scope: !780)
!782 = !DILocation(line: 137, column: 1, scope: !783)
!783 = distinct !DILexicalBlock(scope: !780, file: !2, line: 137, column: 1)
!784 = !DILocation(line: 137, column: 1, scope: !785)
!785 = distinct !DILexicalBlock(scope: !783, file: !2, line: 137, column: 1)
!786 = distinct !{!786, !781, !781, !298}
!787 = !DILocation(line: 137, column: 1, scope: !788)
!788 = distinct !DILexicalBlock(scope: !130, file: !2, line: 137, column: 1)
!789 = !DILocalVariable(name: "m", scope: !130, file: !2, line: 137, type: !242)
!790 = !DILocalVariable(name: "n", scope: !130, file: !2, line: 137, type: !240)
!791 = !DILocalVariable(name: "ic", scope: !130, file: !2, line: 137, type: !242)
!792 = !DILocalVariable(name: "idx", scope: !130, file: !2, line: 137, type: !138)
!793 = !DILocalVariable(name: "e", scope: !130, file: !2, line: 137, type: !230)
!794 = !DILocalVariable(name: "a", scope: !133, file: !2, line: 138, type: !244)
!795 = !DILocation(line: 138, column: 1, scope: !133)
!796 = !DILocalVariable(name: "b", scope: !133, file: !2, line: 138, type: !244)
!797 = !DILocalVariable(name: "r", scope: !133, file: !2, line: 138, type: !244)
!798 = !DILocalVariable(name: "i", scope: !799, file: !2, line: 138, type: !138)
!799 = distinct !DILexicalBlock(scope: !133, file: !2, line: 138, column: 1)
!800 = !DILocation(line: 138, column: 1, scope: !799)
!801 = !DILocation(line: 138, column: 1, scope: !802)
!802 = distinct !DILexicalBlock(scope: !799, file: !2, line: 138, column: 1)
!803 = !DILocation(line: 138, column: 1, scope: !804)
!804 = distinct !DILexicalBlock(scope: !802, file: !2, line: 138, column: 1)
!805 = distinct !{!805, !800, !800, !298}
!806 = !DILocation(line: 138, column: 1, scope: !807)
!807 = distinct !DILexicalBlock(scope: !133, file: !2, line: 138, column: 1)
!808 = !DILocalVariable(name: "m", scope: !133, file: !2, line: 138, type: !246)
!809 = !DILocalVariable(name: "n", scope: !133, file: !2, line: 138, type: !244)
!810 = !DILocalVariable(name: "ic", scope: !133, file: !2, line: 138, type: !246)
!811 = !DILocalVariable(name: "idx", scope: !133, file: !2, line: 138, type: !138)
!812 = !DILocalVariable(name: "e", scope: !133, file: !2, line: 138, type: !243)
!813 = !DILocalVariable(name: "a", scope: !135, file: !2, line: 139, type: !247)
!814 = !DILocation(line: 139, column: 1, scope: !135)
!815 = !DILocalVariable(name: "b", scope: !135, file: !2, line: 139, type: !247)
!816 = !DILocalVariable(name: "r", scope: !135, file: !2, line: 139, type: !247)
!817 = !DILocalVariable(name: "i", scope: !818, file: !2, line: 139, type: !138)
!818 = distinct !DILexicalBlock(scope: !135, file: !2, line: 139, column: 1)
!819 = !DILocation(line: 139, column: 1, scope: !818)
!820 = !DILocation(line: 139, column: 1, scope: !821)
!821 = distinct !DILexicalBlock(scope: !818, file: !2, line: 139, column: 1)
!822 = !DILocation(line: 139, column: 1, scope: !823)
!823 = distinct !DILexicalBlock(scope: !821, file: !2, line: 139, column: 1)
!824 = distinct !{!824, !819, !819, !298}
!825 = !DILocation(line: 139, column: 1, scope: !826)
!826 = distinct !DILexicalBlock(scope: !135, file: !2, line: 139, column: 1)
!827 = !DILocalVariable(name: "m", scope: !135, file: !2, line: 139, type: !249)
!828 = !DILocalVariable(name: "n", scope: !135, file: !2, line: 139, type: !247)
!829 = !DILocalVariable(name: "ic", scope: !135, file: !2, line: 139, type: !249)
!830 = !DILocalVariable(name: "idx", scope: !135, file: !2, line: 139, type: !138)
!831 = !DILocalVariable(name: "e", scope: !135, file: !2, line: 139, type: !243)
!832 = distinct !DISubprogram(name: "conversions", scope: !2, file: !2, line: 153, type: !67, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!833 = !DILocalVariable(name: "a", scope: !832, file: !2, line: 154, type: !834)
!834 = !DIDerivedType(tag: DW_TAG_typedef, name: "c8", file: !2, line: 142, baseType: !155)
!835 = !DILocation(line: 154, column: 8, scope: !832)
!836 = !DILocalVariable(name: "ua", scope: !832, file: !2, line: 154, type: !837)
!837 = !DIDerivedType(tag: DW_TAG_typedef, name: "uc8", file: !2, line: 143, baseType: !159)
!838 = !DILocation(line: 154, column: 15, scope: !832)
!839 = !DILocalVariable(name: "big", scope: !832, file: !2, line: 154, type: !840)
!840 = !DIDerivedType(tag: DW_TAG_typedef, name: "l8", file: !2, line: 148, baseType: !227)
!841 = !DILocation(line: 154, column: 22, scope: !832)
!842 = !DILocalVariable(name: "i", scope: !843, file: !2, line: 155, type: !138)
!843 = distinct !DILexicalBlock(scope: !832, file: !2, line: 155, column: 5)
!844 = !DILocation(line: 155, column: 14, scope: !843)
!845 = !DILocation(line: 155, column: 10, scope: !843)
!846 = !DILocation(line: 155, column: 21, scope: !847)
!847 = distinct !DILexicalBlock(scope: !843, file: !2, line: 155, column: 5)
!848 = !DILocation(line: 155, column: 23, scope: !847)
!849 = !DILocation(line: 155, column: 5, scope: !843)
!850 = !DILocation(line: 155, column: 50, scope: !851)
!851 = distinct !DILexicalBlock(scope: !847, file: !2, line: 155, column: 33)
!852 = !DILocation(line: 155, column: 42, scope: !851)
!853 = !DILocation(line: 155, column: 37, scope: !851)
!854 = !DILocation(line: 155, column: 40, scope: !851)
!855 = !DILocation(line: 155, column: 75, scope: !851)
!856 = !DILocation(line: 155, column: 66, scope: !851)
!857 = !DILocation(line: 155, column: 61, scope: !851)
!858 = !DILocation(line: 155, column: 64, scope: !851)
!859 = !DILocation(line: 155, column: 101, scope: !851)
!860 = !DILocation(line: 155, column: 87, scope: !851)
!861 = !DILocation(line: 155, column: 90, scope: !851)
!862 = !DILocation(line: 155, column: 109, scope: !851)
!863 = !DILocation(line: 155, column: 29, scope: !847)
!864 = !DILocation(line: 155, column: 5, scope: !847)
!865 = distinct !{!865, !849, !866, !298}
!866 = !DILocation(line: 155, column: 109, scope: !843)
!867 = !DILocalVariable(name: "s", scope: !832, file: !2, line: 156, type: !868)
!868 = !DIDerivedType(tag: DW_TAG_typedef, name: "s8", file: !2, line: 144, baseType: !183)
!869 = !DILocation(line: 156, column: 8, scope: !832)
!870 = !DILocation(line: 156, column: 36, scope: !832)
!871 = !DILocation(line: 156, column: 12, scope: !832)
!872 = !DILocation(line: 156, column: 44, scope: !832)
!873 = !DILocalVariable(name: "us", scope: !832, file: !2, line: 157, type: !874)
!874 = !DIDerivedType(tag: DW_TAG_typedef, name: "us8", file: !2, line: 145, baseType: !185)
!875 = !DILocation(line: 157, column: 9, scope: !832)
!876 = !DILocation(line: 157, column: 38, scope: !832)
!877 = !DILocation(line: 157, column: 14, scope: !832)
!878 = !DILocation(line: 157, column: 48, scope: !832)
!879 = !DILocalVariable(name: "w", scope: !832, file: !2, line: 158, type: !880)
!880 = !DIDerivedType(tag: DW_TAG_typedef, name: "i8v", file: !2, line: 146, baseType: !205)
!881 = !DILocation(line: 158, column: 9, scope: !832)
!882 = !DILocation(line: 158, column: 37, scope: !832)
!883 = !DILocation(line: 158, column: 13, scope: !832)
!884 = !DILocation(line: 158, column: 46, scope: !832)
!885 = !DILocalVariable(name: "uw", scope: !832, file: !2, line: 159, type: !886)
!886 = !DIDerivedType(tag: DW_TAG_typedef, name: "u8v", file: !2, line: 147, baseType: !207)
!887 = !DILocation(line: 159, column: 9, scope: !832)
!888 = !DILocation(line: 159, column: 38, scope: !832)
!889 = !DILocation(line: 159, column: 14, scope: !832)
!890 = !DILocation(line: 159, column: 48, scope: !832)
!891 = !DILocalVariable(name: "l", scope: !832, file: !2, line: 160, type: !840)
!892 = !DILocation(line: 160, column: 8, scope: !832)
!893 = !DILocation(line: 160, column: 36, scope: !832)
!894 = !DILocation(line: 160, column: 12, scope: !832)
!895 = !DILocation(line: 160, column: 44, scope: !832)
!896 = !DILocalVariable(name: "ul", scope: !832, file: !2, line: 161, type: !897)
!897 = !DIDerivedType(tag: DW_TAG_typedef, name: "ul8", file: !2, line: 149, baseType: !229)
!898 = !DILocation(line: 161, column: 9, scope: !832)
!899 = !DILocation(line: 161, column: 38, scope: !832)
!900 = !DILocation(line: 161, column: 14, scope: !832)
!901 = !DILocation(line: 161, column: 48, scope: !832)
!902 = !DILocalVariable(name: "back", scope: !832, file: !2, line: 162, type: !834)
!903 = !DILocation(line: 162, column: 8, scope: !832)
!904 = !DILocation(line: 162, column: 39, scope: !832)
!905 = !DILocation(line: 162, column: 15, scope: !832)
!906 = !DILocation(line: 162, column: 49, scope: !832)
!907 = !DILocalVariable(name: "back16", scope: !832, file: !2, line: 163, type: !868)
!908 = !DILocation(line: 163, column: 8, scope: !832)
!909 = !DILocation(line: 163, column: 41, scope: !832)
!910 = !DILocation(line: 163, column: 17, scope: !832)
!911 = !DILocation(line: 163, column: 51, scope: !832)
!912 = !DILocalVariable(name: "back32", scope: !832, file: !2, line: 164, type: !880)
!913 = !DILocation(line: 164, column: 9, scope: !832)
!914 = !DILocation(line: 164, column: 42, scope: !832)
!915 = !DILocation(line: 164, column: 18, scope: !832)
!916 = !DILocation(line: 164, column: 53, scope: !832)
!917 = !DILocalVariable(name: "f", scope: !832, file: !2, line: 165, type: !918)
!918 = !DIDerivedType(tag: DW_TAG_typedef, name: "f8", file: !2, line: 150, baseType: !238)
!919 = !DILocation(line: 165, column: 8, scope: !832)
!920 = !DILocation(line: 165, column: 36, scope: !832)
!921 = !DILocation(line: 165, column: 12, scope: !832)
!922 = !DILocation(line: 165, column: 44, scope: !832)
!923 = !DILocation(line: 166, column: 33, scope: !832)
!924 = !DILocation(line: 166, column: 9, scope: !832)
!925 = !DILocation(line: 166, column: 7, scope: !832)
!926 = !DILocation(line: 166, column: 42, scope: !832)
!927 = !DILocalVariable(name: "d", scope: !832, file: !2, line: 167, type: !928)
!928 = !DIDerivedType(tag: DW_TAG_typedef, name: "d8", file: !2, line: 151, baseType: !929)
!929 = !DICompositeType(tag: DW_TAG_array_type, baseType: !243, size: 512, flags: DIFlagVector, elements: !156)
!930 = !DILocation(line: 167, column: 8, scope: !832)
!931 = !DILocation(line: 167, column: 36, scope: !832)
!932 = !DILocation(line: 167, column: 12, scope: !832)
!933 = !DILocation(line: 167, column: 44, scope: !832)
!934 = !DILocation(line: 168, column: 33, scope: !832)
!935 = !DILocation(line: 168, column: 9, scope: !832)
!936 = !DILocation(line: 168, column: 7, scope: !832)
!937 = !DILocation(line: 168, column: 41, scope: !832)
!938 = !DILocation(line: 169, column: 33, scope: !832)
!939 = !DILocation(line: 169, column: 9, scope: !832)
!940 = !DILocation(line: 169, column: 7, scope: !832)
!941 = !DILocation(line: 169, column: 42, scope: !832)
!942 = !DILocation(line: 170, column: 33, scope: !832)
!943 = !DILocation(line: 170, column: 9, scope: !832)
!944 = !DILocation(line: 170, column: 7, scope: !832)
!945 = !DILocation(line: 170, column: 41, scope: !832)
!946 = !DILocation(line: 171, column: 33, scope: !832)
!947 = !DILocation(line: 171, column: 37, scope: !832)
!948 = !DILocation(line: 171, column: 35, scope: !832)
!949 = !DILocation(line: 171, column: 9, scope: !832)
!950 = !DILocation(line: 171, column: 7, scope: !832)
!951 = !DILocation(line: 171, column: 83, scope: !832)
!952 = !DILocalVariable(name: "t", scope: !832, file: !2, line: 172, type: !880)
!953 = !DILocation(line: 172, column: 9, scope: !832)
!954 = !DILocation(line: 172, column: 37, scope: !832)
!955 = !DILocation(line: 172, column: 13, scope: !832)
!956 = !DILocation(line: 172, column: 46, scope: !832)
!957 = !DILocalVariable(name: "t64", scope: !832, file: !2, line: 173, type: !840)
!958 = !DILocation(line: 173, column: 8, scope: !832)
!959 = !DILocation(line: 173, column: 38, scope: !832)
!960 = !DILocation(line: 173, column: 40, scope: !832)
!961 = !DILocation(line: 173, column: 14, scope: !832)
!962 = !DILocation(line: 173, column: 55, scope: !832)
!963 = !DILocalVariable(name: "tu64", scope: !832, file: !2, line: 174, type: !897)
!964 = !DILocation(line: 174, column: 9, scope: !832)
!965 = !DILocation(line: 174, column: 40, scope: !832)
!966 = !DILocation(line: 174, column: 44, scope: !832)
!967 = !DILocation(line: 174, column: 42, scope: !832)
!968 = !DILocation(line: 174, column: 16, scope: !832)
!969 = !DILocation(line: 174, column: 53, scope: !832)
!970 = !DILocalVariable(name: "tu32", scope: !832, file: !2, line: 175, type: !886)
!971 = !DILocation(line: 175, column: 9, scope: !832)
!972 = !DILocation(line: 175, column: 40, scope: !832)
!973 = !DILocation(line: 175, column: 44, scope: !832)
!974 = !DILocation(line: 175, column: 42, scope: !832)
!975 = !DILocation(line: 175, column: 16, scope: !832)
!976 = !DILocation(line: 175, column: 53, scope: !832)
!977 = !DILocalVariable(name: "t8", scope: !832, file: !2, line: 176, type: !834)
!978 = !DILocation(line: 176, column: 8, scope: !832)
!979 = !DILocation(line: 176, column: 37, scope: !832)
!980 = !DILocation(line: 176, column: 39, scope: !832)
!981 = !DILocation(line: 176, column: 13, scope: !832)
!982 = !DILocation(line: 176, column: 52, scope: !832)
!983 = !DILocation(line: 177, column: 1, scope: !832)
!984 = distinct !DISubprogram(name: "next", scope: !2, file: !2, line: 20, type: !985, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63)
!985 = !DISubroutineType(types: !986)
!986 = !{!219}
!987 = !DILocation(line: 21, column: 12, scope: !984)
!988 = !DILocation(line: 21, column: 16, scope: !984)
!989 = !DILocation(line: 21, column: 9, scope: !984)
!990 = !DILocation(line: 21, column: 30, scope: !984)
!991 = !DILocation(line: 21, column: 34, scope: !984)
!992 = !DILocation(line: 21, column: 27, scope: !984)
!993 = !DILocation(line: 21, column: 47, scope: !984)
!994 = !DILocation(line: 21, column: 51, scope: !984)
!995 = !DILocation(line: 21, column: 44, scope: !984)
!996 = !DILocation(line: 22, column: 12, scope: !984)
!997 = !DILocation(line: 22, column: 5, scope: !984)
!998 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 14, type: !999, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !63, retainedNodes: !69)
!999 = !DISubroutineType(types: !1000)
!1000 = !{null, !1001, !1003}
!1001 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1002, size: 64)
!1002 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!1003 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1004, line: 18, baseType: !221)
!1004 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1005 = !DILocalVariable(name: "p", arg: 1, scope: !998, file: !2, line: 14, type: !1001)
!1006 = !DILocation(line: 14, column: 29, scope: !998)
!1007 = !DILocalVariable(name: "n", arg: 2, scope: !998, file: !2, line: 14, type: !1003)
!1008 = !DILocation(line: 14, column: 39, scope: !998)
!1009 = !DILocalVariable(name: "b", scope: !998, file: !2, line: 15, type: !1010)
!1010 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1011, size: 64)
!1011 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!1012 = !DILocation(line: 15, column: 26, scope: !998)
!1013 = !DILocation(line: 15, column: 30, scope: !998)
!1014 = !DILocalVariable(name: "i", scope: !1015, file: !2, line: 16, type: !1003)
!1015 = distinct !DILexicalBlock(scope: !998, file: !2, line: 16, column: 5)
!1016 = !DILocation(line: 16, column: 17, scope: !1015)
!1017 = !DILocation(line: 16, column: 10, scope: !1015)
!1018 = !DILocation(line: 16, column: 24, scope: !1019)
!1019 = distinct !DILexicalBlock(scope: !1015, file: !2, line: 16, column: 5)
!1020 = !DILocation(line: 16, column: 28, scope: !1019)
!1021 = !DILocation(line: 16, column: 26, scope: !1019)
!1022 = !DILocation(line: 16, column: 5, scope: !1015)
!1023 = !DILocation(line: 16, column: 44, scope: !1019)
!1024 = !DILocation(line: 16, column: 51, scope: !1019)
!1025 = !DILocation(line: 16, column: 53, scope: !1019)
!1026 = !DILocation(line: 16, column: 49, scope: !1019)
!1027 = !DILocation(line: 16, column: 57, scope: !1019)
!1028 = !DILocation(line: 16, column: 41, scope: !1019)
!1029 = !DILocation(line: 16, column: 36, scope: !1019)
!1030 = !DILocation(line: 16, column: 32, scope: !1019)
!1031 = !DILocation(line: 16, column: 5, scope: !1019)
!1032 = distinct !{!1032, !1022, !1033, !298}
!1033 = !DILocation(line: 16, column: 59, scope: !1015)
!1034 = !DILocation(line: 17, column: 1, scope: !998)
