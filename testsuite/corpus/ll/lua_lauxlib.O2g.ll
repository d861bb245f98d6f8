; ModuleID = 'src/lua/lauxlib.c'
source_filename = "src/lua/lauxlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.lua_Debug = type { i32, ptr, ptr, ptr, ptr, i64, i32, i32, i32, i8, i8, i8, i8, i16, i16, [60 x i8], ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.LoadF = type { i32, ptr, [8192 x i8] }
%struct.LoadS = type { ptr, i64 }

@.str = private unnamed_addr constant [17 x i8] c"stack traceback:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"\0A\09...\09(skipping %d levels)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"Slnt\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"\0A\09%s: in \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"\0A\09%s:%d: in \00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"\0A\09(...tail calls...)\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [22 x i8] c"bad argument #%d (%s)\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [2 x i8] c"n\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [7 x i8] c"method\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [30 x i8] c"calling '%s' on bad self (%s)\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [30 x i8] c"bad argument #%d to '%s' (%s)\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [7 x i8] c"__name\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [15 x i8] c"light userdata\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [20 x i8] c"%s expected, got %s\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [3 x i8] c"Sl\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [8 x i8] c"%s:%d: \00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !78
@.str.18 = private unnamed_addr constant [16 x i8] c"(no extra info)\00", align 1, !dbg !83
@.str.19 = private unnamed_addr constant [7 x i8] c"%s: %s\00", align 1, !dbg !88
@.str.20 = private unnamed_addr constant [5 x i8] c"exit\00", align 1, !dbg !90
@.str.21 = private unnamed_addr constant [7 x i8] c"signal\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [20 x i8] c"invalid option '%s'\00", align 1, !dbg !94
@.str.23 = private unnamed_addr constant [20 x i8] c"stack overflow (%s)\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [15 x i8] c"stack overflow\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [15 x i8] c"value expected\00", align 1, !dbg !100
@.str.26 = private unnamed_addr constant [7 x i8] c"=stdin\00", align 1, !dbg !102
@stdin = external local_unnamed_addr global ptr, align 8
@.str.27 = private unnamed_addr constant [4 x i8] c"@%s\00", align 1, !dbg !104
@.str.28 = private unnamed_addr constant [2 x i8] c"r\00", align 1, !dbg !109
@.str.29 = private unnamed_addr constant [5 x i8] c"open\00", align 1, !dbg !111
@.str.31 = private unnamed_addr constant [3 x i8] c"rb\00", align 1, !dbg !113
@.str.32 = private unnamed_addr constant [7 x i8] c"reopen\00", align 1, !dbg !115
@.str.33 = private unnamed_addr constant [5 x i8] c"read\00", align 1, !dbg !117
@.str.34 = private unnamed_addr constant [32 x i8] c"object length is not an integer\00", align 1, !dbg !119
@.str.35 = private unnamed_addr constant [11 x i8] c"__tostring\00", align 1, !dbg !124
@.str.36 = private unnamed_addr constant [34 x i8] c"'__tostring' must return a string\00", align 1, !dbg !129
@.str.37 = private unnamed_addr constant [3 x i8] c"%I\00", align 1, !dbg !134
@.str.38 = private unnamed_addr constant [3 x i8] c"%f\00", align 1, !dbg !136
@.str.39 = private unnamed_addr constant [5 x i8] c"true\00", align 1, !dbg !138
@.str.40 = private unnamed_addr constant [6 x i8] c"false\00", align 1, !dbg !140
@.str.41 = private unnamed_addr constant [4 x i8] c"nil\00", align 1, !dbg !145
@.str.42 = private unnamed_addr constant [7 x i8] c"%s: %p\00", align 1, !dbg !147
@.str.43 = private unnamed_addr constant [18 x i8] c"too many upvalues\00", align 1, !dbg !149
@.str.44 = private unnamed_addr constant [8 x i8] c"_LOADED\00", align 1, !dbg !154
@.str.45 = private unnamed_addr constant [49 x i8] c"core and library have incompatible numeric types\00", align 1, !dbg !156
@.str.46 = private unnamed_addr constant [54 x i8] c"version mismatch: app. needs %f, Lua core provides %f\00", align 1, !dbg !161
@.str.47 = private unnamed_addr constant [14 x i8] c"function '%s'\00", align 1, !dbg !166
@.str.48 = private unnamed_addr constant [8 x i8] c"%s '%s'\00", align 1, !dbg !171
@.str.49 = private unnamed_addr constant [11 x i8] c"main chunk\00", align 1, !dbg !173
@.str.50 = private unnamed_addr constant [17 x i8] c"function <%s:%d>\00", align 1, !dbg !175
@.str.51 = private unnamed_addr constant [2 x i8] c"f\00", align 1, !dbg !177
@.str.52 = private unnamed_addr constant [17 x i8] c"not enough stack\00", align 1, !dbg !179
@.str.54 = private unnamed_addr constant [2 x i8] c".\00", align 1, !dbg !181
@.str.55 = private unnamed_addr constant [37 x i8] c"number has no integer representation\00", align 1, !dbg !183
@.str.56 = private unnamed_addr constant [17 x i8] c"buffer too large\00", align 1, !dbg !188
@.str.57 = private unnamed_addr constant [18 x i8] c"not enough memory\00", align 1, !dbg !190
@.str.58 = private unnamed_addr constant [7 x i8] c"_UBOX*\00", align 1, !dbg !192
@boxmt = internal constant [3 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.59, ptr @boxgc }, %struct.luaL_Reg { ptr @.str.60, ptr @boxgc }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !194
@.str.59 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1, !dbg !289
@.str.60 = private unnamed_addr constant [8 x i8] c"__close\00", align 1, !dbg !291
@.str.61 = private unnamed_addr constant [17 x i8] c"cannot %s %s: %s\00", align 1, !dbg !293
@.str.62 = private unnamed_addr constant [13 x i8] c"cannot %s %s\00", align 1, !dbg !295
@.str.63 = private unnamed_addr constant [29 x i8] c"error object is not a string\00", align 1, !dbg !297
@stderr = external local_unnamed_addr global ptr, align 8
@.str.64 = private unnamed_addr constant [50 x i8] c"PANIC: unprotected error in call to Lua API (%s)\0A\00", align 1, !dbg !302
@.str.65 = private unnamed_addr constant [4 x i8] c"off\00", align 1, !dbg !307
@.str.68 = private unnamed_addr constant [14 x i8] c"Lua warning: \00", align 1, !dbg !313

; Function Attrs: nounwind uwtable
define dso_local void @luaL_traceback(ptr noundef %0, ptr noundef %1, ptr noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !337 {
  %5 = alloca i64, align 8, !DIAssignID !400
  %6 = alloca i64, align 8, !DIAssignID !401
  %7 = alloca i64, align 8, !DIAssignID !402
  %8 = alloca %struct.lua_Debug, align 8, !DIAssignID !403
  %9 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !404
    #dbg_assign(i1 undef, !345, !DIExpression(), !404, ptr %9, !DIExpression(), !405)
  %10 = alloca %struct.lua_Debug, align 8, !DIAssignID !406
    #dbg_assign(i1 undef, !367, !DIExpression(), !406, ptr %10, !DIExpression(), !405)
    #dbg_value(ptr %0, !341, !DIExpression(), !405)
    #dbg_value(ptr %1, !342, !DIExpression(), !405)
    #dbg_value(ptr %2, !343, !DIExpression(), !405)
    #dbg_value(i32 %3, !344, !DIExpression(), !405)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %9) #18, !dbg !407
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %10) #18, !dbg !408
    #dbg_assign(i1 undef, !409, !DIExpression(), !403, ptr %8, !DIExpression(), !417)
    #dbg_value(ptr %1, !412, !DIExpression(), !417)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %8) #18, !dbg !419
    #dbg_value(i32 1, !413, !DIExpression(), !417)
    #dbg_value(i32 1, !414, !DIExpression(), !417)
  br label %11, !dbg !420

11:                                               ; preds = %11, %4
  %12 = phi i32 [ 1, %4 ], [ %16, %11 ], !dbg !417
  %13 = phi i32 [ 1, %4 ], [ %12, %11 ], !dbg !417
    #dbg_value(i32 %13, !413, !DIExpression(), !417)
    #dbg_value(i32 %12, !414, !DIExpression(), !417)
  %14 = call i32 @lua_getstack(ptr noundef %1, i32 noundef %12, ptr noundef nonnull %8) #18, !dbg !421
  %15 = icmp eq i32 %14, 0, !dbg !420
    #dbg_value(i32 %12, !413, !DIExpression(), !417)
  %16 = shl nsw i32 %12, 1, !dbg !422
    #dbg_value(i32 %16, !414, !DIExpression(), !417)
  br i1 %15, label %17, label %11, !dbg !420, !llvm.loop !424

17:                                               ; preds = %11
    #dbg_value(i32 %13, !413, !DIExpression(), !417)
    #dbg_value(i32 %12, !414, !DIExpression(), !417)
  %18 = icmp slt i32 %13, %12, !dbg !427
  br i1 %18, label %19, label %30, !dbg !428

19:                                               ; preds = %17, %19
  %20 = phi i32 [ %28, %19 ], [ %13, %17 ]
  %21 = phi i32 [ %27, %19 ], [ %12, %17 ]
    #dbg_value(i32 %20, !413, !DIExpression(), !417)
    #dbg_value(i32 %21, !414, !DIExpression(), !417)
  %22 = add nsw i32 %21, %20, !dbg !429
  %23 = sdiv i32 %22, 2, !dbg !430
    #dbg_value(i32 %23, !415, !DIExpression(), !431)
  %24 = call i32 @lua_getstack(ptr noundef %1, i32 noundef %23, ptr noundef nonnull %8) #18, !dbg !432
  %25 = icmp eq i32 %24, 0, !dbg !432
  %26 = add nsw i32 %23, 1, !dbg !434
  %27 = select i1 %25, i32 %23, i32 %21, !dbg !434
  %28 = select i1 %25, i32 %20, i32 %26, !dbg !434
    #dbg_value(i32 %28, !413, !DIExpression(), !417)
    #dbg_value(i32 %27, !414, !DIExpression(), !417)
  %29 = icmp slt i32 %28, %27, !dbg !427
  br i1 %29, label %19, label %30, !dbg !428, !llvm.loop !435

30:                                               ; preds = %19, %17
  %31 = phi i32 [ %12, %17 ], [ %27, %19 ], !dbg !437
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %8) #18, !dbg !438
    #dbg_value(i32 %31, !394, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !405)
  %32 = sub i32 %3, %31, !dbg !439
  %33 = icmp slt i32 %32, -22, !dbg !439
  %34 = select i1 %33, i32 10, i32 -1, !dbg !440
    #dbg_value(i32 %34, !395, !DIExpression(), !405)
    #dbg_value(ptr %0, !441, !DIExpression(), !448)
    #dbg_value(ptr %9, !447, !DIExpression(), !448)
  %35 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !450
  store ptr %0, ptr %35, align 8, !dbg !451, !tbaa !452, !DIAssignID !458
    #dbg_assign(ptr %0, !345, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !458, ptr %35, !DIExpression(), !405)
  %36 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !459
  store ptr %36, ptr %9, align 8, !dbg !460, !tbaa !461, !DIAssignID !462
    #dbg_assign(ptr %36, !345, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !462, ptr %9, !DIExpression(), !405)
  %37 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !463
  store i64 0, ptr %37, align 8, !dbg !464, !tbaa !465, !DIAssignID !466
    #dbg_assign(i64 0, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !466, ptr %37, !DIExpression(), !405)
  %38 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !467
  store i64 1024, ptr %38, align 8, !dbg !468, !tbaa !469, !DIAssignID !470
    #dbg_assign(i64 1024, !345, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !470, ptr %38, !DIExpression(), !405)
  call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %9) #18, !dbg !471
  %39 = icmp eq ptr %2, null, !dbg !472
  br i1 %39, label %61, label %40, !dbg !474

40:                                               ; preds = %30
    #dbg_value(ptr %9, !475, !DIExpression(), !481)
    #dbg_value(ptr %2, !480, !DIExpression(), !481)
  %41 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %2) #19, !dbg !484
    #dbg_value(ptr %9, !485, !DIExpression(), !495)
    #dbg_value(ptr %2, !490, !DIExpression(), !495)
    #dbg_value(i64 %41, !491, !DIExpression(), !495)
  %42 = icmp eq i64 %41, 0, !dbg !497
  br i1 %42, label %43, label %45, !dbg !498

43:                                               ; preds = %40
  %44 = load i64, ptr %37, align 8, !dbg !499, !tbaa !465
  br label %49, !dbg !498

45:                                               ; preds = %40
  %46 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef %41, i32 noundef -1), !dbg !500
    #dbg_value(ptr %46, !492, !DIExpression(), !501)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %46, ptr nonnull readonly align 1 %2, i64 %41, i1 false), !dbg !502
  %47 = load i64, ptr %37, align 8, !dbg !503, !tbaa !465
  %48 = add i64 %47, %41, !dbg !503
  store i64 %48, ptr %37, align 8, !dbg !503, !tbaa !465, !DIAssignID !504
    #dbg_assign(i64 %48, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !504, ptr %37, !DIExpression(), !405)
  br label %49, !dbg !505

49:                                               ; preds = %43, %45
  %50 = phi i64 [ %44, %43 ], [ %48, %45 ], !dbg !499
  %51 = load i64, ptr %38, align 8, !dbg !499, !tbaa !469
  %52 = icmp ult i64 %50, %51, !dbg !499
  br i1 %52, label %56, label %53, !dbg !499

53:                                               ; preds = %49
    #dbg_value(ptr %9, !506, !DIExpression(), !512)
    #dbg_value(i64 1, !511, !DIExpression(), !512)
  %54 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef 1, i32 noundef -1), !dbg !514
  %55 = load i64, ptr %37, align 8, !dbg !499, !tbaa !465
  br label %56, !dbg !499

56:                                               ; preds = %53, %49
  %57 = phi i64 [ %55, %53 ], [ %50, %49 ], !dbg !499
  %58 = load ptr, ptr %9, align 8, !dbg !499, !tbaa !461
  %59 = add i64 %57, 1, !dbg !499
  store i64 %59, ptr %37, align 8, !dbg !499, !tbaa !465, !DIAssignID !515
    #dbg_assign(i64 %59, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !515, ptr %37, !DIExpression(), !405)
  %60 = getelementptr inbounds i8, ptr %58, i64 %57, !dbg !499
  store i8 10, ptr %60, align 1, !dbg !499, !tbaa !516
  br label %61, !dbg !517

61:                                               ; preds = %30, %56
    #dbg_value(ptr %9, !475, !DIExpression(), !518)
    #dbg_value(ptr @.str, !480, !DIExpression(), !518)
    #dbg_value(ptr %9, !485, !DIExpression(), !520)
    #dbg_value(ptr @.str, !490, !DIExpression(), !520)
    #dbg_value(i64 16, !491, !DIExpression(), !520)
  %62 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef 16, i32 noundef -1), !dbg !522
    #dbg_value(ptr %62, !492, !DIExpression(), !523)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %62, ptr noundef nonnull readonly align 1 dereferenceable(16) @.str, i64 16, i1 false), !dbg !524
  %63 = load i64, ptr %37, align 8, !dbg !525, !tbaa !465
  %64 = add i64 %63, 16, !dbg !525
  store i64 %64, ptr %37, align 8, !dbg !525, !tbaa !465, !DIAssignID !526
    #dbg_assign(i64 %64, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !526, ptr %37, !DIExpression(), !405)
    #dbg_value(i32 %3, !344, !DIExpression(), !405)
    #dbg_value(i32 %34, !395, !DIExpression(), !405)
  %65 = call i32 @lua_getstack(ptr noundef %1, i32 noundef %3, ptr noundef nonnull %10) #18, !dbg !527
  %66 = icmp eq i32 %65, 0, !dbg !528
  br i1 %66, label %152, label %67, !dbg !528

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %10, i64 48
  %69 = getelementptr inbounds i8, ptr %10, i64 68
  %70 = getelementptr inbounds i8, ptr %10, i64 16
  %71 = getelementptr inbounds i8, ptr %10, i64 8
  %72 = getelementptr inbounds i8, ptr %10, i64 24
  %73 = getelementptr inbounds i8, ptr %10, i64 52
  %74 = getelementptr inbounds i8, ptr %10, i64 63
  %75 = add i32 %31, -11
  br label %76, !dbg !528

76:                                               ; preds = %67, %148
  %77 = phi i32 [ %3, %67 ], [ %149, %148 ]
  %78 = phi i32 [ %34, %67 ], [ %80, %148 ]
  %79 = add nsw i32 %77, 1, !dbg !529
    #dbg_value(i32 %78, !395, !DIExpression(), !405)
  %80 = add nsw i32 %78, -1, !dbg !530
    #dbg_value(i32 %80, !395, !DIExpression(), !405)
  %81 = icmp eq i32 %78, 0, !dbg !531
  br i1 %81, label %82, label %94, !dbg !532

82:                                               ; preds = %76
  %83 = xor i32 %77, -1
  %84 = add i32 %75, %83, !dbg !533
    #dbg_value(i32 %84, !396, !DIExpression(), !534)
  %85 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.1, i32 noundef %84) #18, !dbg !535
    #dbg_assign(i1 undef, !536, !DIExpression(), !402, ptr %7, !DIExpression(), !545)
    #dbg_value(ptr %9, !541, !DIExpression(), !545)
  %86 = load ptr, ptr %35, align 8, !dbg !547, !tbaa !452
    #dbg_value(ptr %86, !542, !DIExpression(), !545)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #18, !dbg !548
  %87 = call ptr @lua_tolstring(ptr noundef %86, i32 noundef -1, ptr noundef nonnull %7) #18, !dbg !549
    #dbg_value(ptr %87, !543, !DIExpression(), !545)
  %88 = load i64, ptr %7, align 8, !dbg !550, !tbaa !551
  %89 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef %88, i32 noundef -2), !dbg !552
    #dbg_value(ptr %89, !544, !DIExpression(), !545)
  %90 = load i64, ptr %7, align 8, !dbg !553, !tbaa !551
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr align 1 %87, i64 %90, i1 false), !dbg !554
  %91 = load i64, ptr %7, align 8, !dbg !555, !tbaa !551
  %92 = load i64, ptr %37, align 8, !dbg !555, !tbaa !465
  %93 = add i64 %92, %91, !dbg !555
  store i64 %93, ptr %37, align 8, !dbg !555, !tbaa !465, !DIAssignID !556
    #dbg_assign(i64 %93, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !556, ptr %37, !DIExpression(), !405)
  call void @lua_settop(ptr noundef %86, i32 noundef -2) #18, !dbg !557
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #18, !dbg !558
    #dbg_value(i32 %75, !344, !DIExpression(), !405)
  br label %148, !dbg !559

94:                                               ; preds = %76
  %95 = call i32 @lua_getinfo(ptr noundef %1, ptr noundef nonnull @.str.2, ptr noundef nonnull %10) #18, !dbg !560
  %96 = load i32, ptr %68, align 8, !dbg !562, !tbaa !564
  %97 = icmp slt i32 %96, 1, !dbg !568
  br i1 %97, label %98, label %100, !dbg !569

98:                                               ; preds = %94
  %99 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef nonnull %69) #18, !dbg !570
  br label %102, !dbg !570

100:                                              ; preds = %94
  %101 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.4, ptr noundef nonnull %69, i32 noundef %96) #18, !dbg !571
  br label %102

102:                                              ; preds = %100, %98
    #dbg_assign(i1 undef, !536, !DIExpression(), !401, ptr %6, !DIExpression(), !572)
    #dbg_value(ptr %9, !541, !DIExpression(), !572)
  %103 = load ptr, ptr %35, align 8, !dbg !574, !tbaa !452
    #dbg_value(ptr %103, !542, !DIExpression(), !572)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #18, !dbg !575
  %104 = call ptr @lua_tolstring(ptr noundef %103, i32 noundef -1, ptr noundef nonnull %6) #18, !dbg !576
    #dbg_value(ptr %104, !543, !DIExpression(), !572)
  %105 = load i64, ptr %6, align 8, !dbg !577, !tbaa !551
  %106 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef %105, i32 noundef -2), !dbg !578
    #dbg_value(ptr %106, !544, !DIExpression(), !572)
  %107 = load i64, ptr %6, align 8, !dbg !579, !tbaa !551
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr align 1 %104, i64 %107, i1 false), !dbg !580
  %108 = load i64, ptr %6, align 8, !dbg !581, !tbaa !551
  %109 = load i64, ptr %37, align 8, !dbg !581, !tbaa !465
  %110 = add i64 %109, %108, !dbg !581
  store i64 %110, ptr %37, align 8, !dbg !581, !tbaa !465, !DIAssignID !582
    #dbg_assign(i64 %110, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !582, ptr %37, !DIExpression(), !405)
  call void @lua_settop(ptr noundef %103, i32 noundef -2) #18, !dbg !583
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #18, !dbg !584
    #dbg_value(ptr %0, !585, !DIExpression(), !592)
    #dbg_value(ptr %10, !591, !DIExpression(), !592)
  %111 = call fastcc i32 @pushglobalfuncname(ptr noundef %0, ptr noundef nonnull %10), !dbg !594
  %112 = icmp eq i32 %111, 0, !dbg !594
  br i1 %112, label %116, label %113, !dbg !596

113:                                              ; preds = %102
  %114 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !597
  %115 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.47, ptr noundef %114) #18, !dbg !599
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18, !dbg !600
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !600
  br label %133, !dbg !601

116:                                              ; preds = %102
  %117 = load ptr, ptr %70, align 8, !dbg !602, !tbaa !604
  %118 = load i8, ptr %117, align 1, !dbg !605, !tbaa !516
  %119 = icmp eq i8 %118, 0, !dbg !606
  br i1 %119, label %123, label %120, !dbg !607

120:                                              ; preds = %116
  %121 = load ptr, ptr %71, align 8, !dbg !608, !tbaa !609
  %122 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.48, ptr noundef nonnull %117, ptr noundef %121) #18, !dbg !610
  br label %133, !dbg !610

123:                                              ; preds = %116
  %124 = load ptr, ptr %72, align 8, !dbg !611, !tbaa !613
  %125 = load i8, ptr %124, align 1, !dbg !614, !tbaa !516
  switch i8 %125, label %128 [
    i8 109, label %126
    i8 67, label %131
  ], !dbg !615

126:                                              ; preds = %123
  %127 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.49) #18, !dbg !616
  br label %133, !dbg !616

128:                                              ; preds = %123
  %129 = load i32, ptr %73, align 4, !dbg !617, !tbaa !619
  %130 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.50, ptr noundef nonnull %69, i32 noundef %129) #18, !dbg !620
  br label %133, !dbg !620

131:                                              ; preds = %123
  %132 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.10) #18, !dbg !621
  br label %133

133:                                              ; preds = %113, %120, %126, %128, %131
    #dbg_assign(i1 undef, !536, !DIExpression(), !400, ptr %5, !DIExpression(), !622)
    #dbg_value(ptr %9, !541, !DIExpression(), !622)
  %134 = load ptr, ptr %35, align 8, !dbg !624, !tbaa !452
    #dbg_value(ptr %134, !542, !DIExpression(), !622)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18, !dbg !625
  %135 = call ptr @lua_tolstring(ptr noundef %134, i32 noundef -1, ptr noundef nonnull %5) #18, !dbg !626
    #dbg_value(ptr %135, !543, !DIExpression(), !622)
  %136 = load i64, ptr %5, align 8, !dbg !627, !tbaa !551
  %137 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef %136, i32 noundef -2), !dbg !628
    #dbg_value(ptr %137, !544, !DIExpression(), !622)
  %138 = load i64, ptr %5, align 8, !dbg !629, !tbaa !551
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %137, ptr align 1 %135, i64 %138, i1 false), !dbg !630
  %139 = load i64, ptr %5, align 8, !dbg !631, !tbaa !551
  %140 = load i64, ptr %37, align 8, !dbg !631, !tbaa !465
  %141 = add i64 %140, %139, !dbg !631
  store i64 %141, ptr %37, align 8, !dbg !631, !tbaa !465, !DIAssignID !632
    #dbg_assign(i64 %141, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !632, ptr %37, !DIExpression(), !405)
  call void @lua_settop(ptr noundef %134, i32 noundef -2) #18, !dbg !633
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18, !dbg !634
  %142 = load i8, ptr %74, align 1, !dbg !635, !tbaa !637
  %143 = icmp eq i8 %142, 0, !dbg !638
  br i1 %143, label %148, label %144, !dbg !639

144:                                              ; preds = %133
    #dbg_value(ptr %9, !475, !DIExpression(), !640)
    #dbg_value(ptr @.str.5, !480, !DIExpression(), !640)
    #dbg_value(ptr %9, !485, !DIExpression(), !642)
    #dbg_value(ptr @.str.5, !490, !DIExpression(), !642)
    #dbg_value(i64 20, !491, !DIExpression(), !642)
  %145 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef 20, i32 noundef -1), !dbg !644
    #dbg_value(ptr %145, !492, !DIExpression(), !645)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %145, ptr noundef nonnull readonly align 1 dereferenceable(20) @.str.5, i64 20, i1 false), !dbg !646
  %146 = load i64, ptr %37, align 8, !dbg !647, !tbaa !465
  %147 = add i64 %146, 20, !dbg !647
  store i64 %147, ptr %37, align 8, !dbg !647, !tbaa !465, !DIAssignID !648
    #dbg_assign(i64 %147, !345, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !648, ptr %37, !DIExpression(), !405)
  br label %148, !dbg !649

148:                                              ; preds = %144, %133, %82
  %149 = phi i32 [ %75, %82 ], [ %79, %133 ], [ %79, %144 ], !dbg !405
    #dbg_value(i32 %80, !395, !DIExpression(), !405)
    #dbg_value(i32 %149, !344, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !405)
  %150 = call i32 @lua_getstack(ptr noundef %1, i32 noundef %149, ptr noundef nonnull %10) #18, !dbg !527
  %151 = icmp eq i32 %150, 0, !dbg !528
  br i1 %151, label %152, label %76, !dbg !528, !llvm.loop !650

152:                                              ; preds = %148, %61
    #dbg_value(ptr %9, !652, !DIExpression(), !656)
  %153 = load ptr, ptr %35, align 8, !dbg !658, !tbaa !452
    #dbg_value(ptr %153, !655, !DIExpression(), !656)
  %154 = load ptr, ptr %9, align 8, !dbg !659, !tbaa !461
  %155 = load i64, ptr %37, align 8, !dbg !660, !tbaa !465
  %156 = call ptr @lua_pushlstring(ptr noundef %153, ptr noundef %154, i64 noundef %155) #18, !dbg !661
  %157 = load ptr, ptr %9, align 8, !dbg !662, !tbaa !461
  %158 = icmp eq ptr %157, %36, !dbg !662
  br i1 %158, label %160, label %159, !dbg !664

159:                                              ; preds = %152
  call void @lua_closeslot(ptr noundef %153, i32 noundef -2) #18, !dbg !665
  br label %160, !dbg !665

160:                                              ; preds = %152, %159
  call void @lua_rotate(ptr noundef %153, i32 noundef -2, i32 noundef -1) #18, !dbg !666
  call void @lua_settop(ptr noundef %153, i32 noundef -2) #18, !dbg !666
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %10) #18, !dbg !667
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %9) #18, !dbg !667
  ret void, !dbg !667
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @luaL_buffinit(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !442 {
    #dbg_value(ptr %0, !441, !DIExpression(), !668)
    #dbg_value(ptr %1, !447, !DIExpression(), !668)
  %3 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !669
  store ptr %0, ptr %3, align 8, !dbg !670, !tbaa !452
  %4 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !671
  store ptr %4, ptr %1, align 8, !dbg !672, !tbaa !461
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !673
  store i64 0, ptr %5, align 8, !dbg !674, !tbaa !465
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !675
  store i64 1024, ptr %6, align 8, !dbg !676, !tbaa !469
  tail call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %1) #18, !dbg !677
  ret void, !dbg !678
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_addstring(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !476 {
    #dbg_value(ptr %0, !475, !DIExpression(), !679)
    #dbg_value(ptr %1, !480, !DIExpression(), !679)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #19, !dbg !680
    #dbg_value(ptr %0, !485, !DIExpression(), !681)
    #dbg_value(ptr %1, !490, !DIExpression(), !681)
    #dbg_value(i64 %3, !491, !DIExpression(), !681)
  %4 = icmp eq i64 %3, 0, !dbg !683
  br i1 %4, label %10, label %5, !dbg !684

5:                                                ; preds = %2
  %6 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %3, i32 noundef -1), !dbg !685
    #dbg_value(ptr %6, !492, !DIExpression(), !686)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr readonly align 1 %1, i64 %3, i1 false), !dbg !687
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !688
  %8 = load i64, ptr %7, align 8, !dbg !688, !tbaa !465
  %9 = add i64 %8, %3, !dbg !688
  store i64 %9, ptr %7, align 8, !dbg !688, !tbaa !465
  br label %10, !dbg !689

10:                                               ; preds = %2, %5
  ret void, !dbg !690
}

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_prepbuffsize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !507 {
    #dbg_value(ptr %0, !506, !DIExpression(), !691)
    #dbg_value(i64 %1, !511, !DIExpression(), !691)
  %3 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %1, i32 noundef -1), !dbg !692
  ret ptr %3, !dbg !693
}

declare !dbg !694 i32 @lua_getstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !697 ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_addvalue(ptr noundef %0) local_unnamed_addr #0 !dbg !537 {
  %2 = alloca i64, align 8, !DIAssignID !700
    #dbg_assign(i1 undef, !536, !DIExpression(), !700, ptr %2, !DIExpression(), !701)
    #dbg_value(ptr %0, !541, !DIExpression(), !701)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !702
  %4 = load ptr, ptr %3, align 8, !dbg !702, !tbaa !452
    #dbg_value(ptr %4, !542, !DIExpression(), !701)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #18, !dbg !703
  %5 = call ptr @lua_tolstring(ptr noundef %4, i32 noundef -1, ptr noundef nonnull %2) #18, !dbg !704
    #dbg_value(ptr %5, !543, !DIExpression(), !701)
  %6 = load i64, ptr %2, align 8, !dbg !705, !tbaa !551
  %7 = call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %6, i32 noundef -2), !dbg !706
    #dbg_value(ptr %7, !544, !DIExpression(), !701)
  %8 = load i64, ptr %2, align 8, !dbg !707, !tbaa !551
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %5, i64 %8, i1 false), !dbg !708
  %9 = load i64, ptr %2, align 8, !dbg !709, !tbaa !551
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !709
  %11 = load i64, ptr %10, align 8, !dbg !709, !tbaa !465
  %12 = add i64 %11, %9, !dbg !709
  store i64 %12, ptr %10, align 8, !dbg !709, !tbaa !465
  call void @lua_settop(ptr noundef %4, i32 noundef -2) #18, !dbg !710
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #18, !dbg !711
  ret void, !dbg !711
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !712 i32 @lua_getinfo(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_pushresult(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !653 {
    #dbg_value(ptr %0, !652, !DIExpression(), !715)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !716
  %3 = load ptr, ptr %2, align 8, !dbg !716, !tbaa !452
    #dbg_value(ptr %3, !655, !DIExpression(), !715)
  %4 = load ptr, ptr %0, align 8, !dbg !717, !tbaa !461
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !718
  %6 = load i64, ptr %5, align 8, !dbg !718, !tbaa !465
  %7 = tail call ptr @lua_pushlstring(ptr noundef %3, ptr noundef %4, i64 noundef %6) #18, !dbg !719
  %8 = load ptr, ptr %0, align 8, !dbg !720, !tbaa !461
  %9 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !720
  %10 = icmp eq ptr %8, %9, !dbg !720
  br i1 %10, label %12, label %11, !dbg !721

11:                                               ; preds = %1
  tail call void @lua_closeslot(ptr noundef %3, i32 noundef -2) #18, !dbg !722
  br label %12, !dbg !722

12:                                               ; preds = %11, %1
  tail call void @lua_rotate(ptr noundef %3, i32 noundef -2, i32 noundef -1) #18, !dbg !723
  tail call void @lua_settop(ptr noundef %3, i32 noundef -2) #18, !dbg !723
  ret void, !dbg !724
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !725 {
  %4 = alloca %struct.lua_Debug, align 8, !DIAssignID !733
    #dbg_assign(i1 undef, !732, !DIExpression(), !733, ptr %4, !DIExpression(), !734)
    #dbg_value(ptr %0, !729, !DIExpression(), !734)
    #dbg_value(i32 %1, !730, !DIExpression(), !734)
    #dbg_value(ptr %2, !731, !DIExpression(), !734)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %4) #18, !dbg !735
  %5 = call i32 @lua_getstack(ptr noundef %0, i32 noundef 0, ptr noundef nonnull %4) #18, !dbg !736
  %6 = icmp eq i32 %5, 0, !dbg !736
  br i1 %6, label %7, label %9, !dbg !738

7:                                                ; preds = %3
  %8 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.6, i32 noundef %1, ptr noundef %2), !dbg !739
  br label %37, !dbg !740

9:                                                ; preds = %3
  %10 = call i32 @lua_getinfo(ptr noundef %0, ptr noundef nonnull @.str.7, ptr noundef nonnull %4) #18, !dbg !741
  %11 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !742
  %12 = load ptr, ptr %11, align 8, !dbg !742, !tbaa !604
  %13 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %12, ptr noundef nonnull dereferenceable(7) @.str.8) #19, !dbg !744
  %14 = icmp eq i32 %13, 0, !dbg !745
  br i1 %14, label %15, label %22, !dbg !746

15:                                               ; preds = %9
  %16 = add nsw i32 %1, -1, !dbg !747
    #dbg_value(i32 %16, !730, !DIExpression(), !734)
  %17 = icmp eq i32 %16, 0, !dbg !749
  br i1 %17, label %18, label %22, !dbg !751

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !752
  %20 = load ptr, ptr %19, align 8, !dbg !752, !tbaa !609
  %21 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.9, ptr noundef %20, ptr noundef %2), !dbg !753
  br label %37, !dbg !754

22:                                               ; preds = %15, %9
  %23 = phi i32 [ %16, %15 ], [ %1, %9 ]
    #dbg_value(i32 %23, !730, !DIExpression(), !734)
  %24 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !755
  %25 = load ptr, ptr %24, align 8, !dbg !755, !tbaa !609
  %26 = icmp eq ptr %25, null, !dbg !757
  br i1 %26, label %27, label %34, !dbg !758

27:                                               ; preds = %22
  %28 = call fastcc i32 @pushglobalfuncname(ptr noundef %0, ptr noundef nonnull %4), !dbg !759
  %29 = icmp eq i32 %28, 0, !dbg !759
  br i1 %29, label %32, label %30, !dbg !760

30:                                               ; preds = %27
  %31 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !761
  br label %32, !dbg !760

32:                                               ; preds = %27, %30
  %33 = phi ptr [ %31, %30 ], [ @.str.10, %27 ], !dbg !760
  store ptr %33, ptr %24, align 8, !dbg !762, !tbaa !609, !DIAssignID !763
    #dbg_assign(ptr %33, !732, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !763, ptr %24, !DIExpression(), !734)
  br label %34, !dbg !764

34:                                               ; preds = %32, %22
  %35 = phi ptr [ %33, %32 ], [ %25, %22 ], !dbg !765
  %36 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.11, i32 noundef %23, ptr noundef %35, ptr noundef %2), !dbg !766
  br label %37, !dbg !767

37:                                               ; preds = %34, %18, %7
  %38 = phi i32 [ %21, %18 ], [ %36, %34 ], [ %8, %7 ], !dbg !734
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %4) #18, !dbg !768
  ret i32 %38, !dbg !768
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_error(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #0 !dbg !769 {
  %3 = alloca %struct.lua_Debug, align 8, !DIAssignID !789
  %4 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !790
    #dbg_assign(i1 undef, !775, !DIExpression(), !790, ptr %4, !DIExpression(), !791)
    #dbg_value(ptr %0, !773, !DIExpression(), !791)
    #dbg_value(ptr %1, !774, !DIExpression(), !791)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #18, !dbg !792
  call void @llvm.va_start.p0(ptr nonnull %4), !dbg !793
    #dbg_assign(i1 undef, !794, !DIExpression(), !789, ptr %3, !DIExpression(), !801)
    #dbg_value(ptr %0, !799, !DIExpression(), !801)
    #dbg_value(i32 1, !800, !DIExpression(), !801)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %3) #18, !dbg !803
  %5 = call i32 @lua_getstack(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #18, !dbg !804
  %6 = icmp eq i32 %5, 0, !dbg !804
  br i1 %6, label %15, label %7, !dbg !806

7:                                                ; preds = %2
  %8 = call i32 @lua_getinfo(ptr noundef %0, ptr noundef nonnull @.str.15, ptr noundef nonnull %3) #18, !dbg !807
  %9 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !809
  %10 = load i32, ptr %9, align 8, !dbg !809, !tbaa !564
  %11 = icmp sgt i32 %10, 0, !dbg !811
  br i1 %11, label %12, label %15, !dbg !812

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %3, i64 68, !dbg !813
  %14 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.16, ptr noundef nonnull %13, i32 noundef %10) #18, !dbg !815
  br label %17, !dbg !816

15:                                               ; preds = %7, %2
  %16 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.17) #18, !dbg !817
  br label %17, !dbg !818

17:                                               ; preds = %12, %15
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %3) #18, !dbg !818
  %18 = call ptr @lua_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %4) #18, !dbg !819
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !820
  call void @lua_concat(ptr noundef %0, i32 noundef 2) #18, !dbg !821
  %19 = call i32 @lua_error(ptr noundef %0) #18, !dbg !822
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #18, !dbg !823
  ret i32 %19, !dbg !824
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !825 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @pushglobalfuncname(ptr noundef %0, ptr noundef %1) unnamed_addr #0 !dbg !829 {
    #dbg_value(ptr %0, !833, !DIExpression(), !839)
    #dbg_value(ptr %1, !834, !DIExpression(), !839)
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #18, !dbg !840
    #dbg_value(i32 %3, !835, !DIExpression(), !839)
  %4 = tail call i32 @lua_getinfo(ptr noundef %0, ptr noundef nonnull @.str.51, ptr noundef %1) #18, !dbg !841
  %5 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.44) #18, !dbg !842
    #dbg_value(ptr %0, !843, !DIExpression(), !850)
    #dbg_value(i32 6, !848, !DIExpression(), !850)
    #dbg_value(ptr @.str.52, !849, !DIExpression(), !850)
  %6 = tail call i32 @lua_checkstack(ptr noundef %0, i32 noundef 6) #18, !dbg !852
  %7 = icmp eq i32 %6, 0, !dbg !852
  br i1 %7, label %8, label %10, !dbg !854, !prof !855

8:                                                ; preds = %2
  %9 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.52), !dbg !856
  br label %10, !dbg !856

10:                                               ; preds = %2, %8
  %11 = add nsw i32 %3, 1, !dbg !859
  %12 = tail call fastcc i32 @findfield(ptr noundef %0, i32 noundef %11, i32 noundef 2), !dbg !860
  %13 = icmp eq i32 %12, 0, !dbg !860
  br i1 %13, label %30, label %14, !dbg !861

14:                                               ; preds = %10
  %15 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !862
    #dbg_value(ptr %15, !836, !DIExpression(), !863)
  %16 = load i8, ptr %15, align 1
  %17 = icmp eq i8 %16, 95
  br i1 %17, label %18, label %29

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %15, i64 1
  %20 = load i8, ptr %19, align 1
  %21 = icmp eq i8 %20, 71
  br i1 %21, label %22, label %29

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %15, i64 2
  %24 = load i8, ptr %23, align 1
  %25 = icmp eq i8 %24, 46, !dbg !864
  br i1 %25, label %26, label %29, !dbg !866

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %15, i64 3, !dbg !867
  %28 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %27) #18, !dbg !869
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18, !dbg !870
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !870
  br label %29, !dbg !871

29:                                               ; preds = %18, %14, %26, %22
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef %11) #18, !dbg !872
  br label %30

30:                                               ; preds = %10, %29
  %31 = phi i32 [ %11, %29 ], [ %3, %10 ]
  %32 = phi i32 [ 1, %29 ], [ 0, %10 ], !dbg !873
  tail call void @lua_settop(ptr noundef %0, i32 noundef %31) #18, !dbg !873
  ret i32 %32, !dbg !874
}

declare !dbg !875 ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !879 {
    #dbg_value(ptr %0, !881, !DIExpression(), !886)
    #dbg_value(i32 %1, !882, !DIExpression(), !886)
    #dbg_value(ptr %2, !883, !DIExpression(), !886)
    #dbg_value(ptr %0, !887, !DIExpression(), !895)
    #dbg_value(i32 %1, !890, !DIExpression(), !895)
    #dbg_value(ptr @.str.12, !891, !DIExpression(), !895)
  %4 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #18, !dbg !898
  %5 = icmp eq i32 %4, 0, !dbg !898
  br i1 %5, label %15, label %6, !dbg !899

6:                                                ; preds = %3
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.12) #18, !dbg !900
  %8 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #18, !dbg !901
    #dbg_value(i32 %8, !892, !DIExpression(), !902)
  %9 = icmp eq i32 %8, 0, !dbg !903
  br i1 %9, label %10, label %11, !dbg !905

10:                                               ; preds = %6
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18, !dbg !906
  br label %15, !dbg !907

11:                                               ; preds = %6
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18, !dbg !908
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !906
  %12 = icmp eq i32 %8, 4, !dbg !909
  br i1 %12, label %13, label %15, !dbg !907

13:                                               ; preds = %11
  %14 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !910
    #dbg_value(ptr %14, !885, !DIExpression(), !886)
  br label %21, !dbg !911

15:                                               ; preds = %3, %10, %11
  %16 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18, !dbg !912
  %17 = icmp eq i32 %16, 2, !dbg !914
  br i1 %17, label %21, label %18, !dbg !915

18:                                               ; preds = %15
  %19 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18, !dbg !916
  %20 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %19) #18, !dbg !916
    #dbg_value(ptr %20, !885, !DIExpression(), !886)
  br label %21

21:                                               ; preds = %15, %18, %13
  %22 = phi ptr [ %14, %13 ], [ %20, %18 ], [ @.str.13, %15 ], !dbg !917
    #dbg_value(ptr %22, !885, !DIExpression(), !886)
  %23 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef %2, ptr noundef %22) #18, !dbg !918
    #dbg_value(ptr %23, !884, !DIExpression(), !886)
  %24 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef %23), !dbg !919
  ret i32 %24, !dbg !920
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_getmetafield(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !888 {
    #dbg_value(ptr %0, !887, !DIExpression(), !921)
    #dbg_value(i32 %1, !890, !DIExpression(), !921)
    #dbg_value(ptr %2, !891, !DIExpression(), !921)
  %4 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #18, !dbg !922
  %5 = icmp eq i32 %4, 0, !dbg !922
  br i1 %5, label %14, label %6, !dbg !923

6:                                                ; preds = %3
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %2) #18, !dbg !924
  %8 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #18, !dbg !925
    #dbg_value(i32 %8, !892, !DIExpression(), !926)
  %9 = icmp eq i32 %8, 0, !dbg !927
  br i1 %9, label %11, label %10, !dbg !928

10:                                               ; preds = %6
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18, !dbg !929
  br label %11

11:                                               ; preds = %6, %10
  %12 = phi i32 [ -2, %10 ], [ -3, %6 ]
  %13 = phi i32 [ %8, %10 ], [ 0, %6 ]
  tail call void @lua_settop(ptr noundef %0, i32 noundef %12) #18, !dbg !930
  br label %14, !dbg !931

14:                                               ; preds = %11, %3
  %15 = phi i32 [ 0, %3 ], [ %13, %11 ], !dbg !932
  ret i32 %15, !dbg !931
}

declare !dbg !933 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !936 ptr @lua_typename(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_where(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !795 {
  %3 = alloca %struct.lua_Debug, align 8, !DIAssignID !939
    #dbg_assign(i1 undef, !794, !DIExpression(), !939, ptr %3, !DIExpression(), !940)
    #dbg_value(ptr %0, !799, !DIExpression(), !940)
    #dbg_value(i32 %1, !800, !DIExpression(), !940)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %3) #18, !dbg !941
  %4 = call i32 @lua_getstack(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %3) #18, !dbg !942
  %5 = icmp eq i32 %4, 0, !dbg !942
  br i1 %5, label %14, label %6, !dbg !943

6:                                                ; preds = %2
  %7 = call i32 @lua_getinfo(ptr noundef %0, ptr noundef nonnull @.str.15, ptr noundef nonnull %3) #18, !dbg !944
  %8 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !945
  %9 = load i32, ptr %8, align 8, !dbg !945, !tbaa !564
  %10 = icmp sgt i32 %9, 0, !dbg !946
  br i1 %10, label %11, label %14, !dbg !947

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %3, i64 68, !dbg !948
  %13 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.16, ptr noundef nonnull %12, i32 noundef %9) #18, !dbg !949
  br label %16, !dbg !950

14:                                               ; preds = %6, %2
  %15 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.17) #18, !dbg !951
  br label %16, !dbg !952

16:                                               ; preds = %14, %11
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %3) #18, !dbg !952
  ret void, !dbg !952
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

declare !dbg !953 ptr @lua_pushvfstring(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

declare !dbg !957 void @lua_concat(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !958 i32 @lua_error(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 1, 4) i32 @luaL_fileresult(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !959 {
    #dbg_value(ptr %0, !961, !DIExpression(), !968)
    #dbg_value(i32 %1, !962, !DIExpression(), !968)
    #dbg_value(ptr %2, !963, !DIExpression(), !968)
  %4 = tail call ptr @__errno_location() #20, !dbg !969
  %5 = load i32, ptr %4, align 4, !dbg !969, !tbaa !970
    #dbg_value(i32 %5, !964, !DIExpression(), !968)
  %6 = icmp eq i32 %1, 0, !dbg !971
  br i1 %6, label %8, label %7, !dbg !972

7:                                                ; preds = %3
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #18, !dbg !973
  br label %21, !dbg !975

8:                                                ; preds = %3
  tail call void @lua_pushnil(ptr noundef %0) #18, !dbg !976
  %9 = icmp eq i32 %5, 0, !dbg !977
  br i1 %9, label %12, label %10, !dbg !978

10:                                               ; preds = %8
  %11 = tail call ptr @strerror(i32 noundef %5) #18, !dbg !979
  br label %12, !dbg !978

12:                                               ; preds = %8, %10
  %13 = phi ptr [ %11, %10 ], [ @.str.18, %8 ], !dbg !978
    #dbg_value(ptr %13, !965, !DIExpression(), !980)
  %14 = icmp eq ptr %2, null, !dbg !981
  br i1 %14, label %17, label %15, !dbg !983

15:                                               ; preds = %12
  %16 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.19, ptr noundef nonnull %2, ptr noundef %13) #18, !dbg !984
  br label %19, !dbg !984

17:                                               ; preds = %12
  %18 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %13) #18, !dbg !985
  br label %19

19:                                               ; preds = %17, %15
  %20 = sext i32 %5 to i64, !dbg !986
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %20) #18, !dbg !987
  br label %21

21:                                               ; preds = %19, %7
  %22 = phi i32 [ 1, %7 ], [ 3, %19 ], !dbg !988
  ret i32 %22, !dbg !989
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !990 ptr @__errno_location() local_unnamed_addr #5

declare !dbg !995 void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !996 void @lua_pushnil(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !999 ptr @strerror(i32 noundef) local_unnamed_addr #6

declare !dbg !1002 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1005 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 1, 4) i32 @luaL_execresult(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1008 {
    #dbg_value(ptr %0, !1010, !DIExpression(), !1015)
    #dbg_value(i32 %1, !1011, !DIExpression(), !1015)
  %3 = icmp eq i32 %1, 0, !dbg !1016
  br i1 %3, label %25, label %4, !dbg !1017

4:                                                ; preds = %2
  %5 = tail call ptr @__errno_location() #20, !dbg !1018
  %6 = load i32, ptr %5, align 4, !dbg !1018, !tbaa !970
  %7 = icmp eq i32 %6, 0, !dbg !1019
  br i1 %7, label %12, label %8, !dbg !1020

8:                                                ; preds = %4
    #dbg_value(ptr %0, !961, !DIExpression(), !1021)
    #dbg_value(i32 0, !962, !DIExpression(), !1021)
    #dbg_value(ptr null, !963, !DIExpression(), !1021)
    #dbg_value(i32 %6, !964, !DIExpression(), !1021)
  tail call void @lua_pushnil(ptr noundef %0) #18, !dbg !1023
  %9 = tail call ptr @strerror(i32 noundef %6) #18, !dbg !1024
    #dbg_value(ptr %9, !965, !DIExpression(), !1025)
  %10 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %9) #18, !dbg !1026
  %11 = sext i32 %6 to i64, !dbg !1027
  br label %34, !dbg !1028

12:                                               ; preds = %4
    #dbg_value(ptr @.str.20, !1012, !DIExpression(), !1029)
  %13 = and i32 %1, 127, !dbg !1030
  %14 = icmp eq i32 %13, 0, !dbg !1030
  br i1 %14, label %21, label %15, !dbg !1032

15:                                               ; preds = %12
  %16 = shl nuw nsw i32 %13, 24, !dbg !1033
  %17 = add nuw i32 %16, 16777216, !dbg !1033
  %18 = icmp sgt i32 %17, 33554431, !dbg !1033
  %19 = select i1 %18, i32 %13, i32 %1, !dbg !1030
  %20 = select i1 %18, ptr @.str.21, ptr @.str.20, !dbg !1030
    #dbg_value(ptr %20, !1012, !DIExpression(), !1029)
    #dbg_value(i32 %19, !1011, !DIExpression(), !1015)
  br label %26, !dbg !1035

21:                                               ; preds = %12
  %22 = lshr i32 %1, 8, !dbg !1037
  %23 = and i32 %22, 255, !dbg !1037
    #dbg_value(ptr @.str.20, !1012, !DIExpression(), !1029)
    #dbg_value(i32 %23, !1011, !DIExpression(), !1015)
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %26, !dbg !1035

25:                                               ; preds = %2, %21
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #18, !dbg !1039
  br label %30, !dbg !1039

26:                                               ; preds = %15, %21
  %27 = phi ptr [ %20, %15 ], [ @.str.20, %21 ]
  %28 = phi i32 [ %19, %15 ], [ %23, %21 ]
  tail call void @lua_pushnil(ptr noundef %0) #18, !dbg !1040
  %29 = sext i32 %28 to i64, !dbg !1041
  br label %30

30:                                               ; preds = %26, %25
  %31 = phi ptr [ %27, %26 ], [ @.str.20, %25 ]
  %32 = phi i64 [ %29, %26 ], [ 0, %25 ]
  %33 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %31) #18, !dbg !1042
  br label %34

34:                                               ; preds = %30, %8
  %35 = phi i64 [ %32, %30 ], [ %11, %8 ]
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %35) #18, !dbg !1043
  ret i32 3, !dbg !1044
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @luaL_newmetatable(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !1045 {
    #dbg_value(ptr %0, !1049, !DIExpression(), !1051)
    #dbg_value(ptr %1, !1050, !DIExpression(), !1051)
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #18, !dbg !1052
  %4 = icmp eq i32 %3, 0, !dbg !1054
  br i1 %4, label %5, label %7, !dbg !1055

5:                                                ; preds = %2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !1056
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 2) #18, !dbg !1057
  %6 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %1) #18, !dbg !1058
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.12) #18, !dbg !1059
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18, !dbg !1060
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #18, !dbg !1061
  br label %7, !dbg !1062

7:                                                ; preds = %2, %5
  %8 = phi i32 [ 1, %5 ], [ 0, %2 ], !dbg !1051
  ret i32 %8, !dbg !1063
}

declare !dbg !1064 i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1065 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1066 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1069 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1070 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_setmetatable(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !1071 {
    #dbg_value(ptr %0, !1075, !DIExpression(), !1077)
    #dbg_value(ptr %1, !1076, !DIExpression(), !1077)
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #18, !dbg !1078
  %4 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef -2) #18, !dbg !1079
  ret void, !dbg !1080
}

declare !dbg !1081 i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_testudata(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !1082 {
    #dbg_value(ptr %0, !1086, !DIExpression(), !1090)
    #dbg_value(i32 %1, !1087, !DIExpression(), !1090)
    #dbg_value(ptr %2, !1088, !DIExpression(), !1090)
  %4 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef %1) #18, !dbg !1091
    #dbg_value(ptr %4, !1089, !DIExpression(), !1090)
  %5 = icmp eq ptr %4, null, !dbg !1092
  br i1 %5, label %14, label %6, !dbg !1094

6:                                                ; preds = %3
  %7 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #18, !dbg !1095
  %8 = icmp eq i32 %7, 0, !dbg !1095
  br i1 %8, label %14, label %9, !dbg !1098

9:                                                ; preds = %6
  %10 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %2) #18, !dbg !1099
  %11 = tail call i32 @lua_rawequal(ptr noundef %0, i32 noundef -1, i32 noundef -2) #18, !dbg !1101
  %12 = icmp eq i32 %11, 0, !dbg !1101
  %13 = select i1 %12, ptr null, ptr %4, !dbg !1103
    #dbg_value(ptr %13, !1089, !DIExpression(), !1090)
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18, !dbg !1104
  br label %14, !dbg !1105

14:                                               ; preds = %3, %6, %9
  %15 = phi ptr [ %13, %9 ], [ null, %6 ], [ null, %3 ], !dbg !1090
  ret ptr %15, !dbg !1106
}

declare !dbg !1107 ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1110 i32 @lua_getmetatable(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1111 i32 @lua_rawequal(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_checkudata(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !1114 {
    #dbg_value(ptr %0, !1116, !DIExpression(), !1120)
    #dbg_value(i32 %1, !1117, !DIExpression(), !1120)
    #dbg_value(ptr %2, !1118, !DIExpression(), !1120)
    #dbg_value(ptr %0, !1086, !DIExpression(), !1121)
    #dbg_value(i32 %1, !1087, !DIExpression(), !1121)
    #dbg_value(ptr %2, !1088, !DIExpression(), !1121)
  %4 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef %1) #18, !dbg !1123
    #dbg_value(ptr %4, !1089, !DIExpression(), !1121)
  %5 = icmp eq ptr %4, null, !dbg !1124
  br i1 %5, label %13, label %6, !dbg !1125

6:                                                ; preds = %3
  %7 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #18, !dbg !1126
  %8 = icmp eq i32 %7, 0, !dbg !1126
  br i1 %8, label %13, label %9, !dbg !1127

9:                                                ; preds = %6
  %10 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %2) #18, !dbg !1128
  %11 = tail call i32 @lua_rawequal(ptr noundef %0, i32 noundef -1, i32 noundef -2) #18, !dbg !1129
  %12 = icmp eq i32 %11, 0, !dbg !1129
    #dbg_value(ptr undef, !1089, !DIExpression(), !1121)
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18, !dbg !1130
  br i1 %12, label %13, label %15, !dbg !1131

13:                                               ; preds = %9, %6, %3
    #dbg_value(ptr null, !1119, !DIExpression(), !1120)
  %14 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %2), !dbg !1132
  br label %15, !dbg !1132

15:                                               ; preds = %9, %13
  %16 = phi ptr [ null, %13 ], [ %4, %9 ]
  ret ptr %16, !dbg !1133
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_checkoption(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 !dbg !1134 {
    #dbg_value(ptr %0, !1140, !DIExpression(), !1146)
    #dbg_value(i32 %1, !1141, !DIExpression(), !1146)
    #dbg_value(ptr %2, !1142, !DIExpression(), !1146)
    #dbg_value(ptr %3, !1143, !DIExpression(), !1146)
  %5 = icmp eq ptr %2, null, !dbg !1147
  br i1 %5, label %12, label %6, !dbg !1147

6:                                                ; preds = %4
    #dbg_value(ptr %0, !1148, !DIExpression(), !1156)
    #dbg_value(i32 %1, !1153, !DIExpression(), !1156)
    #dbg_value(ptr %2, !1154, !DIExpression(), !1156)
    #dbg_value(ptr null, !1155, !DIExpression(), !1156)
  %7 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18, !dbg !1158
  %8 = icmp slt i32 %7, 1, !dbg !1158
  br i1 %8, label %18, label %9, !dbg !1160

9:                                                ; preds = %6
    #dbg_value(ptr %0, !1161, !DIExpression(), !1167)
    #dbg_value(i32 %1, !1164, !DIExpression(), !1167)
    #dbg_value(ptr null, !1165, !DIExpression(), !1167)
  %10 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef null) #18, !dbg !1169
    #dbg_value(ptr %10, !1166, !DIExpression(), !1167)
  %11 = icmp eq ptr %10, null, !dbg !1170
  br i1 %11, label %15, label %18, !dbg !1172, !prof !855

12:                                               ; preds = %4
    #dbg_value(ptr %0, !1161, !DIExpression(), !1173)
    #dbg_value(i32 %1, !1164, !DIExpression(), !1173)
    #dbg_value(ptr null, !1165, !DIExpression(), !1173)
  %13 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef null) #18, !dbg !1175
    #dbg_value(ptr %13, !1166, !DIExpression(), !1173)
  %14 = icmp eq ptr %13, null, !dbg !1176
  br i1 %14, label %15, label %18, !dbg !1177, !prof !855

15:                                               ; preds = %12, %9
  %16 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef 4) #18, !dbg !1146
  %17 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %16), !dbg !1146
  br label %18, !dbg !1178

18:                                               ; preds = %15, %12, %9, %6
  %19 = phi ptr [ %10, %9 ], [ %2, %6 ], [ %13, %12 ], [ null, %15 ], !dbg !1147
    #dbg_value(ptr %19, !1144, !DIExpression(), !1146)
    #dbg_value(i32 0, !1145, !DIExpression(), !1146)
  %20 = load ptr, ptr %3, align 8, !dbg !1178, !tbaa !1181
  %21 = icmp eq ptr %20, null, !dbg !1182
  br i1 %21, label %32, label %22, !dbg !1182

22:                                               ; preds = %18, %27
  %23 = phi i64 [ %28, %27 ], [ 0, %18 ]
  %24 = phi ptr [ %30, %27 ], [ %20, %18 ]
    #dbg_value(i64 %23, !1145, !DIExpression(), !1146)
  %25 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %24, ptr noundef nonnull dereferenceable(1) %19) #19, !dbg !1183
  %26 = icmp eq i32 %25, 0, !dbg !1185
  br i1 %26, label %35, label %27, !dbg !1186

27:                                               ; preds = %22
  %28 = add nuw nsw i64 %23, 1, !dbg !1187
    #dbg_value(i64 %28, !1145, !DIExpression(), !1146)
  %29 = getelementptr inbounds ptr, ptr %3, i64 %28, !dbg !1178
  %30 = load ptr, ptr %29, align 8, !dbg !1178, !tbaa !1181
  %31 = icmp eq ptr %30, null, !dbg !1182
  br i1 %31, label %32, label %22, !dbg !1182, !llvm.loop !1188

32:                                               ; preds = %27, %18
  %33 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.22, ptr noundef %19) #18, !dbg !1190
  %34 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef %33), !dbg !1191
  br label %37, !dbg !1192

35:                                               ; preds = %22
  %36 = trunc nuw nsw i64 %23 to i32, !dbg !1193
  br label %37, !dbg !1193

37:                                               ; preds = %35, %32
  %38 = phi i32 [ %34, %32 ], [ %36, %35 ], !dbg !1146
  ret i32 %38, !dbg !1193
}

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_optlstring(ptr noundef %0, i32 noundef %1, ptr noundef readonly %2, ptr noundef %3) local_unnamed_addr #0 !dbg !1149 {
    #dbg_value(ptr %0, !1148, !DIExpression(), !1194)
    #dbg_value(i32 %1, !1153, !DIExpression(), !1194)
    #dbg_value(ptr %2, !1154, !DIExpression(), !1194)
    #dbg_value(ptr %3, !1155, !DIExpression(), !1194)
  %5 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18, !dbg !1195
  %6 = icmp slt i32 %5, 1, !dbg !1195
  br i1 %6, label %7, label %15, !dbg !1196

7:                                                ; preds = %4
  %8 = icmp eq ptr %3, null, !dbg !1197
  br i1 %8, label %21, label %9, !dbg !1200

9:                                                ; preds = %7
  %10 = icmp eq ptr %2, null, !dbg !1201
  br i1 %10, label %13, label %11, !dbg !1201

11:                                               ; preds = %9
  %12 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #19, !dbg !1202
  br label %13, !dbg !1201

13:                                               ; preds = %9, %11
  %14 = phi i64 [ %12, %11 ], [ 0, %9 ], !dbg !1201
  store i64 %14, ptr %3, align 8, !dbg !1203, !tbaa !551
  br label %21, !dbg !1204

15:                                               ; preds = %4
    #dbg_value(ptr %0, !1161, !DIExpression(), !1205)
    #dbg_value(i32 %1, !1164, !DIExpression(), !1205)
    #dbg_value(ptr %3, !1165, !DIExpression(), !1205)
  %16 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef %3) #18, !dbg !1207
    #dbg_value(ptr %16, !1166, !DIExpression(), !1205)
  %17 = icmp eq ptr %16, null, !dbg !1208
  br i1 %17, label %18, label %21, !dbg !1209, !prof !855

18:                                               ; preds = %15
    #dbg_value(ptr %0, !1210, !DIExpression(), !1215)
    #dbg_value(i32 %1, !1213, !DIExpression(), !1215)
    #dbg_value(i32 4, !1214, !DIExpression(), !1215)
  %19 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef 4) #18, !dbg !1217
  %20 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %19), !dbg !1218
  br label %21, !dbg !1219

21:                                               ; preds = %18, %15, %7, %13
  %22 = phi ptr [ %2, %13 ], [ %2, %7 ], [ %16, %15 ], [ null, %18 ], !dbg !1220
  ret ptr %22, !dbg !1221
}

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_checklstring(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !1162 {
    #dbg_value(ptr %0, !1161, !DIExpression(), !1222)
    #dbg_value(i32 %1, !1164, !DIExpression(), !1222)
    #dbg_value(ptr %2, !1165, !DIExpression(), !1222)
  %4 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef %2) #18, !dbg !1223
    #dbg_value(ptr %4, !1166, !DIExpression(), !1222)
  %5 = icmp eq ptr %4, null, !dbg !1224
  br i1 %5, label %6, label %9, !dbg !1225, !prof !855

6:                                                ; preds = %3
    #dbg_value(ptr %0, !1210, !DIExpression(), !1226)
    #dbg_value(i32 %1, !1213, !DIExpression(), !1226)
    #dbg_value(i32 4, !1214, !DIExpression(), !1226)
  %7 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef 4) #18, !dbg !1228
  %8 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %7), !dbg !1229
  br label %9, !dbg !1230

9:                                                ; preds = %6, %3
  ret ptr %4, !dbg !1231
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_checkstack(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !844 {
    #dbg_value(ptr %0, !843, !DIExpression(), !1232)
    #dbg_value(i32 %1, !848, !DIExpression(), !1232)
    #dbg_value(ptr %2, !849, !DIExpression(), !1232)
  %4 = tail call i32 @lua_checkstack(ptr noundef %0, i32 noundef %1) #18, !dbg !1233
  %5 = icmp eq i32 %4, 0, !dbg !1233
  br i1 %5, label %6, label %12, !dbg !1234, !prof !855

6:                                                ; preds = %3
  %7 = icmp eq ptr %2, null, !dbg !1235
  br i1 %7, label %10, label %8, !dbg !1236

8:                                                ; preds = %6
  %9 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.23, ptr noundef nonnull %2), !dbg !1237
  br label %12, !dbg !1237

10:                                               ; preds = %6
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.24), !dbg !1238
  br label %12

12:                                               ; preds = %8, %10, %3
  ret void, !dbg !1239
}

declare !dbg !1240 i32 @lua_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_checktype(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1241 {
    #dbg_value(ptr %0, !1243, !DIExpression(), !1246)
    #dbg_value(i32 %1, !1244, !DIExpression(), !1246)
    #dbg_value(i32 %2, !1245, !DIExpression(), !1246)
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18, !dbg !1247
  %5 = icmp eq i32 %4, %2, !dbg !1247
  br i1 %5, label %9, label %6, !dbg !1249, !prof !1250

6:                                                ; preds = %3
    #dbg_value(ptr %0, !1210, !DIExpression(), !1251)
    #dbg_value(i32 %1, !1213, !DIExpression(), !1251)
    #dbg_value(i32 %2, !1214, !DIExpression(), !1251)
  %7 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %2) #18, !dbg !1253
  %8 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %7), !dbg !1254
  br label %9, !dbg !1255

9:                                                ; preds = %6, %3
  ret void, !dbg !1256
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_checkany(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1257 {
    #dbg_value(ptr %0, !1259, !DIExpression(), !1261)
    #dbg_value(i32 %1, !1260, !DIExpression(), !1261)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18, !dbg !1262
  %4 = icmp eq i32 %3, -1, !dbg !1262
  br i1 %4, label %5, label %7, !dbg !1264, !prof !855

5:                                                ; preds = %2
  %6 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef nonnull @.str.25), !dbg !1265
  br label %7, !dbg !1265

7:                                                ; preds = %5, %2
  ret void, !dbg !1266
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1267 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local double @luaL_checknumber(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1270 {
  %3 = alloca i32, align 4, !DIAssignID !1278
    #dbg_assign(i1 undef, !1276, !DIExpression(), !1278, ptr %3, !DIExpression(), !1279)
    #dbg_value(ptr %0, !1274, !DIExpression(), !1279)
    #dbg_value(i32 %1, !1275, !DIExpression(), !1279)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18, !dbg !1280
  %4 = call double @lua_tonumberx(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %3) #18, !dbg !1281
    #dbg_value(double %4, !1277, !DIExpression(), !1279)
  %5 = load i32, ptr %3, align 4, !dbg !1282, !tbaa !970
  %6 = icmp eq i32 %5, 0, !dbg !1282
  br i1 %6, label %7, label %10, !dbg !1284, !prof !855

7:                                                ; preds = %2
    #dbg_value(ptr %0, !1210, !DIExpression(), !1285)
    #dbg_value(i32 %1, !1213, !DIExpression(), !1285)
    #dbg_value(i32 3, !1214, !DIExpression(), !1285)
  %8 = call ptr @lua_typename(ptr noundef %0, i32 noundef 3) #18, !dbg !1287
  %9 = call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %8), !dbg !1288
  br label %10, !dbg !1289

10:                                               ; preds = %7, %2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18, !dbg !1290
  ret double %4, !dbg !1291
}

declare !dbg !1292 double @lua_tonumberx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local double @luaL_optnumber(ptr noundef %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 !dbg !1295 {
  %4 = alloca i32, align 4, !DIAssignID !1302
    #dbg_value(ptr %0, !1299, !DIExpression(), !1303)
    #dbg_value(i32 %1, !1300, !DIExpression(), !1303)
    #dbg_value(double %2, !1301, !DIExpression(), !1303)
  %5 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18, !dbg !1304
  %6 = icmp slt i32 %5, 1, !dbg !1304
  br i1 %6, label %15, label %7, !dbg !1304

7:                                                ; preds = %3
    #dbg_assign(i1 undef, !1276, !DIExpression(), !1302, ptr %4, !DIExpression(), !1305)
    #dbg_value(ptr %0, !1274, !DIExpression(), !1305)
    #dbg_value(i32 %1, !1275, !DIExpression(), !1305)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1307
  %8 = call double @lua_tonumberx(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %4) #18, !dbg !1308
    #dbg_value(double %8, !1277, !DIExpression(), !1305)
  %9 = load i32, ptr %4, align 4, !dbg !1309, !tbaa !970
  %10 = icmp eq i32 %9, 0, !dbg !1309
  br i1 %10, label %11, label %14, !dbg !1310, !prof !855

11:                                               ; preds = %7
    #dbg_value(ptr %0, !1210, !DIExpression(), !1311)
    #dbg_value(i32 %1, !1213, !DIExpression(), !1311)
    #dbg_value(i32 3, !1214, !DIExpression(), !1311)
  %12 = call ptr @lua_typename(ptr noundef %0, i32 noundef 3) #18, !dbg !1313
  %13 = call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %12), !dbg !1314
  br label %14, !dbg !1315

14:                                               ; preds = %7, %11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1316
  br label %15, !dbg !1304

15:                                               ; preds = %3, %14
  %16 = phi double [ %8, %14 ], [ %2, %3 ], !dbg !1304
  ret double %16, !dbg !1317
}

; Function Attrs: nounwind uwtable
define dso_local i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1318 {
  %3 = alloca i32, align 4, !DIAssignID !1326
    #dbg_assign(i1 undef, !1324, !DIExpression(), !1326, ptr %3, !DIExpression(), !1327)
    #dbg_value(ptr %0, !1322, !DIExpression(), !1327)
    #dbg_value(i32 %1, !1323, !DIExpression(), !1327)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18, !dbg !1328
  %4 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %3) #18, !dbg !1329
    #dbg_value(i64 %4, !1325, !DIExpression(), !1327)
  %5 = load i32, ptr %3, align 4, !dbg !1330, !tbaa !970
  %6 = icmp eq i32 %5, 0, !dbg !1330
  br i1 %6, label %7, label %8, !dbg !1332, !prof !855

7:                                                ; preds = %2
  call fastcc void @interror(ptr noundef %0, i32 noundef %1), !dbg !1333
  br label %8, !dbg !1335

8:                                                ; preds = %7, %2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18, !dbg !1336
  ret i64 %4, !dbg !1337
}

declare !dbg !1338 i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @interror(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !1341 {
    #dbg_value(ptr %0, !1343, !DIExpression(), !1345)
    #dbg_value(i32 %1, !1344, !DIExpression(), !1345)
  %3 = tail call i32 @lua_isnumber(ptr noundef %0, i32 noundef %1) #18, !dbg !1346
  %4 = icmp eq i32 %3, 0, !dbg !1346
  br i1 %4, label %7, label %5, !dbg !1348

5:                                                ; preds = %2
  %6 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef nonnull @.str.55), !dbg !1349
  br label %10, !dbg !1349

7:                                                ; preds = %2
    #dbg_value(ptr %0, !1210, !DIExpression(), !1350)
    #dbg_value(i32 %1, !1213, !DIExpression(), !1350)
    #dbg_value(i32 3, !1214, !DIExpression(), !1350)
  %8 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef 3) #18, !dbg !1352
  %9 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %8), !dbg !1353
  br label %10

10:                                               ; preds = %7, %5
  ret void, !dbg !1354
}

; Function Attrs: nounwind uwtable
define dso_local i64 @luaL_optinteger(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !1355 {
  %4 = alloca i32, align 4, !DIAssignID !1362
    #dbg_value(ptr %0, !1359, !DIExpression(), !1363)
    #dbg_value(i32 %1, !1360, !DIExpression(), !1363)
    #dbg_value(i64 %2, !1361, !DIExpression(), !1363)
  %5 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18, !dbg !1364
  %6 = icmp slt i32 %5, 1, !dbg !1364
  br i1 %6, label %13, label %7, !dbg !1364

7:                                                ; preds = %3
    #dbg_assign(i1 undef, !1324, !DIExpression(), !1362, ptr %4, !DIExpression(), !1365)
    #dbg_value(ptr %0, !1322, !DIExpression(), !1365)
    #dbg_value(i32 %1, !1323, !DIExpression(), !1365)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18, !dbg !1367
  %8 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %4) #18, !dbg !1368
    #dbg_value(i64 %8, !1325, !DIExpression(), !1365)
  %9 = load i32, ptr %4, align 4, !dbg !1369, !tbaa !970
  %10 = icmp eq i32 %9, 0, !dbg !1369
  br i1 %10, label %11, label %12, !dbg !1370, !prof !855

11:                                               ; preds = %7
  call fastcc void @interror(ptr noundef %0, i32 noundef %1), !dbg !1371
  br label %12, !dbg !1372

12:                                               ; preds = %7, %11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18, !dbg !1373
  br label %13, !dbg !1364

13:                                               ; preds = %3, %12
  %14 = phi i64 [ %8, %12 ], [ %2, %3 ], !dbg !1364
  ret i64 %14, !dbg !1374
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !1375 {
  %4 = alloca ptr, align 8, !DIAssignID !1387
  %5 = alloca ptr, align 8, !DIAssignID !1388
    #dbg_value(ptr %0, !1379, !DIExpression(), !1389)
    #dbg_value(i64 %1, !1380, !DIExpression(), !1389)
    #dbg_value(i32 %2, !1381, !DIExpression(), !1389)
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1390
  %7 = load i64, ptr %6, align 8, !dbg !1390, !tbaa !469
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1391
  %9 = load i64, ptr %8, align 8, !dbg !1391, !tbaa !465
  %10 = sub i64 %7, %9, !dbg !1392
  %11 = icmp ult i64 %10, %1, !dbg !1393
  br i1 %11, label %15, label %12, !dbg !1394

12:                                               ; preds = %3
  %13 = load ptr, ptr %0, align 8, !dbg !1395, !tbaa !461
  %14 = getelementptr inbounds i8, ptr %13, i64 %9, !dbg !1396
  br label %75, !dbg !1397

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1398
  %17 = load ptr, ptr %16, align 8, !dbg !1398, !tbaa !452
    #dbg_value(ptr %17, !1382, !DIExpression(), !1399)
    #dbg_value(ptr %0, !1400, !DIExpression(), !1407)
    #dbg_value(i64 %1, !1405, !DIExpression(), !1407)
    #dbg_value(i64 poison, !1406, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value), !1407)
  %18 = xor i64 %1, -1, !dbg !1409
  %19 = icmp ugt i64 %9, %18, !dbg !1409
  br i1 %19, label %20, label %23, !dbg !1411, !prof !855

20:                                               ; preds = %15
  %21 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %17, ptr noundef nonnull @.str.56), !dbg !1412
  %22 = sext i32 %21 to i64, !dbg !1412
  br label %28, !dbg !1413

23:                                               ; preds = %15
    #dbg_value(i64 %7, !1406, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value), !1407)
  %24 = lshr i64 %7, 1, !dbg !1414
    #dbg_value(i64 %24, !1406, !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value), !1407)
  %25 = mul i64 %24, 3, !dbg !1415
    #dbg_value(i64 %25, !1406, !DIExpression(), !1407)
  %26 = add i64 %9, %1, !dbg !1416
  %27 = tail call i64 @llvm.umax.i64(i64 %25, i64 %26), !dbg !1418
    #dbg_value(i64 %27, !1406, !DIExpression(), !1407)
  br label %28, !dbg !1419

28:                                               ; preds = %20, %23
  %29 = phi i64 [ %22, %20 ], [ %27, %23 ], !dbg !1407
    #dbg_value(i64 %29, !1386, !DIExpression(), !1399)
  %30 = load ptr, ptr %0, align 8, !dbg !1420, !tbaa !461
  %31 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1420
  %32 = icmp eq ptr %30, %31, !dbg !1420
  br i1 %32, label %48, label %33, !dbg !1422

33:                                               ; preds = %28
    #dbg_assign(i1 undef, !1423, !DIExpression(), !1388, ptr %5, !DIExpression(), !1438)
    #dbg_value(ptr %17, !1428, !DIExpression(), !1438)
    #dbg_value(i32 %2, !1429, !DIExpression(), !1438)
    #dbg_value(i64 %29, !1430, !DIExpression(), !1438)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18, !dbg !1440
  %34 = call ptr @lua_getallocf(ptr noundef %17, ptr noundef nonnull %5) #18, !dbg !1441
    #dbg_value(ptr %34, !1431, !DIExpression(), !1438)
  %35 = call ptr @lua_touserdata(ptr noundef %17, i32 noundef %2) #18, !dbg !1442
    #dbg_value(ptr %35, !1436, !DIExpression(), !1438)
  %36 = load ptr, ptr %5, align 8, !dbg !1443, !tbaa !1181
  %37 = load ptr, ptr %35, align 8, !dbg !1444, !tbaa !1445
  %38 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !1447
  %39 = load i64, ptr %38, align 8, !dbg !1447, !tbaa !1448
  %40 = call ptr %34(ptr noundef %36, ptr noundef %37, i64 noundef %39, i64 noundef %29) #18, !dbg !1449
    #dbg_value(ptr %40, !1437, !DIExpression(), !1438)
  %41 = icmp eq ptr %40, null, !dbg !1450
  %42 = icmp ne i64 %29, 0, !dbg !1450
  %43 = and i1 %42, %41, !dbg !1450
  br i1 %43, label %44, label %47, !dbg !1452, !prof !855

44:                                               ; preds = %33
  %45 = call ptr @lua_pushstring(ptr noundef %17, ptr noundef nonnull @.str.57) #18, !dbg !1453
  %46 = call i32 @lua_error(ptr noundef %17) #18, !dbg !1455
  br label %47, !dbg !1456

47:                                               ; preds = %33, %44
  store ptr %40, ptr %35, align 8, !dbg !1457, !tbaa !1445
  store i64 %29, ptr %38, align 8, !dbg !1458, !tbaa !1448
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18, !dbg !1459
    #dbg_value(ptr %40, !1385, !DIExpression(), !1399)
  br label %71, !dbg !1460

48:                                               ; preds = %28
  tail call void @lua_rotate(ptr noundef %17, i32 noundef %2, i32 noundef -1) #18, !dbg !1461
  tail call void @lua_settop(ptr noundef %17, i32 noundef -2) #18, !dbg !1461
    #dbg_value(ptr %17, !1463, !DIExpression(), !1467)
  %49 = tail call ptr @lua_newuserdatauv(ptr noundef %17, i64 noundef 16, i32 noundef 0) #18, !dbg !1469
    #dbg_value(ptr %49, !1466, !DIExpression(), !1467)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %49, i8 0, i64 16, i1 false), !dbg !1470
  %50 = tail call i32 @luaL_newmetatable(ptr noundef %17, ptr noundef nonnull @.str.58), !dbg !1471
  %51 = icmp eq i32 %50, 0, !dbg !1471
  br i1 %51, label %53, label %52, !dbg !1473

52:                                               ; preds = %48
  tail call void @luaL_setfuncs(ptr noundef %17, ptr noundef nonnull @boxmt, i32 noundef 0), !dbg !1474
  br label %53, !dbg !1474

53:                                               ; preds = %48, %52
  %54 = tail call i32 @lua_setmetatable(ptr noundef %17, i32 noundef -2) #18, !dbg !1475
  tail call void @lua_rotate(ptr noundef %17, i32 noundef %2, i32 noundef 1) #18, !dbg !1476
  tail call void @lua_toclose(ptr noundef %17, i32 noundef %2) #18, !dbg !1477
    #dbg_assign(i1 undef, !1423, !DIExpression(), !1387, ptr %4, !DIExpression(), !1478)
    #dbg_value(ptr %17, !1428, !DIExpression(), !1478)
    #dbg_value(i32 %2, !1429, !DIExpression(), !1478)
    #dbg_value(i64 %29, !1430, !DIExpression(), !1478)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18, !dbg !1480
  %55 = call ptr @lua_getallocf(ptr noundef %17, ptr noundef nonnull %4) #18, !dbg !1481
    #dbg_value(ptr %55, !1431, !DIExpression(), !1478)
  %56 = call ptr @lua_touserdata(ptr noundef %17, i32 noundef %2) #18, !dbg !1482
    #dbg_value(ptr %56, !1436, !DIExpression(), !1478)
  %57 = load ptr, ptr %4, align 8, !dbg !1483, !tbaa !1181
  %58 = load ptr, ptr %56, align 8, !dbg !1484, !tbaa !1445
  %59 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1485
  %60 = load i64, ptr %59, align 8, !dbg !1485, !tbaa !1448
  %61 = call ptr %55(ptr noundef %57, ptr noundef %58, i64 noundef %60, i64 noundef %29) #18, !dbg !1486
    #dbg_value(ptr %61, !1437, !DIExpression(), !1478)
  %62 = icmp eq ptr %61, null, !dbg !1487
  %63 = icmp ne i64 %29, 0, !dbg !1487
  %64 = and i1 %63, %62, !dbg !1487
  br i1 %64, label %65, label %68, !dbg !1488, !prof !855

65:                                               ; preds = %53
  %66 = call ptr @lua_pushstring(ptr noundef %17, ptr noundef nonnull @.str.57) #18, !dbg !1489
  %67 = call i32 @lua_error(ptr noundef %17) #18, !dbg !1490
  br label %68, !dbg !1491

68:                                               ; preds = %53, %65
  store ptr %61, ptr %56, align 8, !dbg !1492, !tbaa !1445
  store i64 %29, ptr %59, align 8, !dbg !1493, !tbaa !1448
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18, !dbg !1494
    #dbg_value(ptr %61, !1385, !DIExpression(), !1399)
  %69 = load ptr, ptr %0, align 8, !dbg !1495, !tbaa !461
  %70 = load i64, ptr %8, align 8, !dbg !1496, !tbaa !465
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %61, ptr align 1 %69, i64 %70, i1 false), !dbg !1497
  br label %71

71:                                               ; preds = %68, %47
  %72 = phi ptr [ %40, %47 ], [ %61, %68 ], !dbg !1498
    #dbg_value(ptr %72, !1385, !DIExpression(), !1399)
  store ptr %72, ptr %0, align 8, !dbg !1499, !tbaa !461
  store i64 %29, ptr %6, align 8, !dbg !1500, !tbaa !469
  %73 = load i64, ptr %8, align 8, !dbg !1501, !tbaa !465
  %74 = getelementptr inbounds i8, ptr %72, i64 %73, !dbg !1502
  br label %75

75:                                               ; preds = %71, %12
  %76 = phi ptr [ %14, %12 ], [ %74, %71 ], !dbg !1503
  ret ptr %76, !dbg !1504
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_addlstring(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 !dbg !486 {
    #dbg_value(ptr %0, !485, !DIExpression(), !1505)
    #dbg_value(ptr %1, !490, !DIExpression(), !1505)
    #dbg_value(i64 %2, !491, !DIExpression(), !1505)
  %4 = icmp eq i64 %2, 0, !dbg !1506
  br i1 %4, label %10, label %5, !dbg !1507

5:                                                ; preds = %3
  %6 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %2, i32 noundef -1), !dbg !1508
    #dbg_value(ptr %6, !492, !DIExpression(), !1509)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 %2, i1 false), !dbg !1510
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1511
  %8 = load i64, ptr %7, align 8, !dbg !1511, !tbaa !465
  %9 = add i64 %8, %2, !dbg !1511
  store i64 %9, ptr %7, align 8, !dbg !1511, !tbaa !465
  br label %10, !dbg !1512

10:                                               ; preds = %5, %3
  ret void, !dbg !1513
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

declare !dbg !1514 ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1517 void @lua_closeslot(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1518 void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_pushresultsize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !1519 {
    #dbg_value(ptr %0, !1523, !DIExpression(), !1525)
    #dbg_value(i64 %1, !1524, !DIExpression(), !1525)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1526
  %4 = load i64, ptr %3, align 8, !dbg !1526, !tbaa !465
  %5 = add i64 %4, %1, !dbg !1526
  store i64 %5, ptr %3, align 8, !dbg !1526, !tbaa !465
    #dbg_value(ptr %0, !652, !DIExpression(), !1527)
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1529
  %7 = load ptr, ptr %6, align 8, !dbg !1529, !tbaa !452
    #dbg_value(ptr %7, !655, !DIExpression(), !1527)
  %8 = load ptr, ptr %0, align 8, !dbg !1530, !tbaa !461
  %9 = tail call ptr @lua_pushlstring(ptr noundef %7, ptr noundef %8, i64 noundef %5) #18, !dbg !1531
  %10 = load ptr, ptr %0, align 8, !dbg !1532, !tbaa !461
  %11 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1532
  %12 = icmp eq ptr %10, %11, !dbg !1532
  br i1 %12, label %14, label %13, !dbg !1533

13:                                               ; preds = %2
  tail call void @lua_closeslot(ptr noundef %7, i32 noundef -2) #18, !dbg !1534
  br label %14, !dbg !1534

14:                                               ; preds = %2, %13
  tail call void @lua_rotate(ptr noundef %7, i32 noundef -2, i32 noundef -1) #18, !dbg !1535
  tail call void @lua_settop(ptr noundef %7, i32 noundef -2) #18, !dbg !1535
  ret void, !dbg !1536
}

declare !dbg !1537 void @lua_pushlightuserdata(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !1540 {
    #dbg_value(ptr %0, !1544, !DIExpression(), !1547)
    #dbg_value(ptr %1, !1545, !DIExpression(), !1547)
    #dbg_value(i64 %2, !1546, !DIExpression(), !1547)
    #dbg_value(ptr %0, !441, !DIExpression(), !1548)
    #dbg_value(ptr %1, !447, !DIExpression(), !1548)
  %4 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1550
  store ptr %0, ptr %4, align 8, !dbg !1551, !tbaa !452
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1552
  store ptr %5, ptr %1, align 8, !dbg !1553, !tbaa !461
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1554
  store i64 0, ptr %6, align 8, !dbg !1555, !tbaa !465
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1556
  store i64 1024, ptr %7, align 8, !dbg !1557, !tbaa !469
  tail call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %1) #18, !dbg !1558
  %8 = tail call fastcc ptr @prepbuffsize(ptr noundef nonnull %1, i64 noundef %2, i32 noundef -1), !dbg !1559
  ret ptr %8, !dbg !1560
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_ref(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1561 {
    #dbg_value(ptr %0, !1563, !DIExpression(), !1566)
    #dbg_value(i32 %1, !1564, !DIExpression(), !1566)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #18, !dbg !1567
  %4 = icmp eq i32 %3, 0, !dbg !1567
  br i1 %4, label %5, label %6, !dbg !1569

5:                                                ; preds = %2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !1570
  br label %26, !dbg !1572

6:                                                ; preds = %2
  %7 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18, !dbg !1573
    #dbg_value(i32 %7, !1564, !DIExpression(), !1566)
  %8 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef %7, i64 noundef 3) #18, !dbg !1574
  %9 = icmp eq i32 %8, 0, !dbg !1576
  br i1 %9, label %10, label %11, !dbg !1577

10:                                               ; preds = %6
    #dbg_value(i32 0, !1565, !DIExpression(), !1566)
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 0) #18, !dbg !1578
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %7, i64 noundef 3) #18, !dbg !1580
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !1581
  br label %19, !dbg !1582

11:                                               ; preds = %6
  %12 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !1583
  %13 = trunc i64 %12 to i32, !dbg !1585
    #dbg_value(i32 %13, !1565, !DIExpression(), !1566)
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !1581
  %14 = icmp eq i32 %13, 0, !dbg !1586
  br i1 %14, label %19, label %15, !dbg !1582

15:                                               ; preds = %11
  %16 = shl i64 %12, 32, !dbg !1588
  %17 = ashr exact i64 %16, 32, !dbg !1588
  %18 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef %7, i64 noundef %17) #18, !dbg !1590
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %7, i64 noundef 3) #18, !dbg !1591
  br label %23, !dbg !1592

19:                                               ; preds = %10, %11
  %20 = tail call i64 @lua_rawlen(ptr noundef %0, i32 noundef %7) #18, !dbg !1593
  %21 = trunc i64 %20 to i32, !dbg !1594
  %22 = add nsw i32 %21, 1, !dbg !1595
    #dbg_value(i32 %22, !1565, !DIExpression(), !1566)
  br label %23

23:                                               ; preds = %19, %15
  %24 = phi i32 [ %13, %15 ], [ %22, %19 ], !dbg !1566
    #dbg_value(i32 %24, !1565, !DIExpression(), !1566)
  %25 = sext i32 %24 to i64, !dbg !1596
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %7, i64 noundef %25) #18, !dbg !1597
  br label %26, !dbg !1598

26:                                               ; preds = %23, %5
  %27 = phi i32 [ -1, %5 ], [ %24, %23 ], !dbg !1566
  ret i32 %27, !dbg !1599
}

declare !dbg !1600 i32 @lua_absindex(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1601 i32 @lua_rawgeti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1604 void @lua_rawseti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1607 i64 @lua_rawlen(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_unref(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !1612 {
    #dbg_value(ptr %0, !1614, !DIExpression(), !1617)
    #dbg_value(i32 %1, !1615, !DIExpression(), !1617)
    #dbg_value(i32 %2, !1616, !DIExpression(), !1617)
  %4 = icmp sgt i32 %2, -1, !dbg !1618
  br i1 %4, label %5, label %9, !dbg !1620

5:                                                ; preds = %3
  %6 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18, !dbg !1621
    #dbg_value(i32 %6, !1615, !DIExpression(), !1617)
  %7 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef %6, i64 noundef 3) #18, !dbg !1623
  %8 = zext nneg i32 %2 to i64, !dbg !1624
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %6, i64 noundef %8) #18, !dbg !1625
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %8) #18, !dbg !1626
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %6, i64 noundef 3) #18, !dbg !1627
  br label %9, !dbg !1628

9:                                                ; preds = %5, %3
  ret void, !dbg !1629
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_loadfilex(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !1630 {
  %4 = alloca %struct.LoadF, align 8, !DIAssignID !1642
    #dbg_assign(i1 undef, !1637, !DIExpression(), !1642, ptr %4, !DIExpression(), !1643)
  %5 = alloca i32, align 4, !DIAssignID !1644
    #dbg_assign(i1 undef, !1640, !DIExpression(), !1644, ptr %5, !DIExpression(), !1643)
    #dbg_value(ptr %0, !1634, !DIExpression(), !1643)
    #dbg_value(ptr %1, !1635, !DIExpression(), !1643)
    #dbg_value(ptr %2, !1636, !DIExpression(), !1643)
  call void @llvm.lifetime.start.p0(i64 8208, ptr nonnull %4) #18, !dbg !1645
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18, !dbg !1646
  %6 = tail call i32 @lua_gettop(ptr noundef %0) #18, !dbg !1647
  %7 = add nsw i32 %6, 1, !dbg !1648
    #dbg_value(i32 %7, !1641, !DIExpression(), !1643)
  %8 = icmp eq ptr %1, null, !dbg !1649
  br i1 %8, label %9, label %13, !dbg !1651

9:                                                ; preds = %3
  %10 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.26) #18, !dbg !1652
  %11 = load ptr, ptr @stdin, align 8, !dbg !1654, !tbaa !1181
  %12 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1655
  store ptr %11, ptr %12, align 8, !dbg !1656, !tbaa !1657, !DIAssignID !1659
    #dbg_assign(ptr %11, !1637, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1659, ptr %12, !DIExpression(), !1643)
  br label %20, !dbg !1660

13:                                               ; preds = %3
  %14 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.27, ptr noundef nonnull %1) #18, !dbg !1661
  %15 = tail call ptr @__errno_location() #20, !dbg !1663
  store i32 0, ptr %15, align 4, !dbg !1664, !tbaa !970
  %16 = tail call noalias ptr @fopen64(ptr noundef nonnull %1, ptr noundef nonnull @.str.28), !dbg !1665
  %17 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1666
  store ptr %16, ptr %17, align 8, !dbg !1667, !tbaa !1657, !DIAssignID !1668
    #dbg_assign(ptr %16, !1637, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1668, ptr %17, !DIExpression(), !1643)
  %18 = icmp eq ptr %16, null, !dbg !1669
  br i1 %18, label %19, label %20, !dbg !1671

19:                                               ; preds = %13
  tail call fastcc void @errfile(ptr noundef %0, ptr noundef nonnull @.str.29, i32 noundef %7), !dbg !1672
  br label %64, !dbg !1673

20:                                               ; preds = %13, %9
  %21 = phi ptr [ %16, %13 ], [ %11, %9 ], !dbg !1674
  store i32 0, ptr %4, align 8, !dbg !1676, !tbaa !1677, !DIAssignID !1678
    #dbg_assign(i32 0, !1637, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1678, ptr %4, !DIExpression(), !1643)
  %22 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1674
  %23 = call fastcc i32 @skipcomment(ptr noundef %21, ptr noundef nonnull %5), !dbg !1679
  %24 = icmp eq i32 %23, 0, !dbg !1679
  br i1 %24, label %27, label %25, !dbg !1680

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !1681
  store i32 1, ptr %4, align 8, !dbg !1682, !tbaa !1677, !DIAssignID !1683
    #dbg_assign(i32 1, !1637, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1683, ptr %4, !DIExpression(), !1643)
  store i8 10, ptr %26, align 8, !dbg !1684, !tbaa !516
  br label %27, !dbg !1685

27:                                               ; preds = %25, %20
  %28 = phi i32 [ 1, %25 ], [ 0, %20 ]
  %29 = load i32, ptr %5, align 4, !dbg !1686, !tbaa !970
  %30 = icmp eq i32 %29, 27, !dbg !1688
  br i1 %30, label %31, label %40, !dbg !1689

31:                                               ; preds = %27
  store i32 0, ptr %4, align 8, !dbg !1690, !tbaa !1677, !DIAssignID !1692
    #dbg_assign(i32 0, !1637, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1692, ptr %4, !DIExpression(), !1643)
  br i1 %8, label %44, label %32, !dbg !1693

32:                                               ; preds = %31
  %33 = tail call ptr @__errno_location() #20, !dbg !1694
  store i32 0, ptr %33, align 4, !dbg !1697, !tbaa !970
  %34 = tail call ptr @freopen64(ptr noundef nonnull %1, ptr noundef nonnull @.str.31, ptr noundef %21) #18, !dbg !1698
  store ptr %34, ptr %22, align 8, !dbg !1699, !tbaa !1657, !DIAssignID !1700
    #dbg_assign(ptr %34, !1637, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1700, ptr %22, !DIExpression(), !1643)
  %35 = icmp eq ptr %34, null, !dbg !1701
  br i1 %35, label %36, label %37, !dbg !1703

36:                                               ; preds = %32
  tail call fastcc void @errfile(ptr noundef %0, ptr noundef nonnull @.str.32, i32 noundef %7), !dbg !1704
  br label %64, !dbg !1705

37:                                               ; preds = %32
  %38 = call fastcc i32 @skipcomment(ptr noundef nonnull %34, ptr noundef nonnull %5), !dbg !1706
  %39 = load i32, ptr %5, align 4, !dbg !1707, !tbaa !970
  br label %40, !dbg !1709

40:                                               ; preds = %37, %27
  %41 = phi i32 [ 0, %37 ], [ %28, %27 ]
  %42 = phi i32 [ %39, %37 ], [ %29, %27 ], !dbg !1707
  %43 = icmp eq i32 %42, -1, !dbg !1710
  br i1 %43, label %52, label %44, !dbg !1711

44:                                               ; preds = %31, %40
  %45 = phi i32 [ %41, %40 ], [ 0, %31 ], !dbg !1712
  %46 = phi i32 [ %42, %40 ], [ 27, %31 ]
  %47 = trunc i32 %46 to i8, !dbg !1713
  %48 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !1714
  %49 = add nuw nsw i32 %45, 1, !dbg !1712
  store i32 %49, ptr %4, align 8, !dbg !1712, !tbaa !1677, !DIAssignID !1715
    #dbg_assign(i32 %49, !1637, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1715, ptr %4, !DIExpression(), !1643)
  %50 = zext nneg i32 %45 to i64, !dbg !1716
  %51 = getelementptr inbounds [8192 x i8], ptr %48, i64 0, i64 %50, !dbg !1716
  store i8 %47, ptr %51, align 1, !dbg !1717, !tbaa !516
  br label %52, !dbg !1716

52:                                               ; preds = %44, %40
  %53 = tail call ptr @__errno_location() #20, !dbg !1718
  store i32 0, ptr %53, align 4, !dbg !1719, !tbaa !970
  %54 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !1720
  %55 = call i32 @lua_load(ptr noundef %0, ptr noundef nonnull @getF, ptr noundef nonnull %4, ptr noundef %54, ptr noundef %2) #18, !dbg !1721
    #dbg_value(i32 %55, !1638, !DIExpression(), !1643)
  %56 = load ptr, ptr %22, align 8, !dbg !1722, !tbaa !1657
  %57 = call i32 @ferror(ptr noundef %56) #18, !dbg !1723
    #dbg_value(i32 %57, !1639, !DIExpression(), !1643)
  br i1 %8, label %60, label %58, !dbg !1724

58:                                               ; preds = %52
  %59 = call i32 @fclose(ptr noundef %56), !dbg !1725
  br label %60, !dbg !1725

60:                                               ; preds = %58, %52
  %61 = icmp eq i32 %57, 0, !dbg !1727
  br i1 %61, label %63, label %62, !dbg !1729

62:                                               ; preds = %60
  call void @lua_settop(ptr noundef %0, i32 noundef %7) #18, !dbg !1730
  call fastcc void @errfile(ptr noundef %0, ptr noundef nonnull @.str.33, i32 noundef %7), !dbg !1732
  br label %64, !dbg !1733

63:                                               ; preds = %60
  call void @lua_rotate(ptr noundef %0, i32 noundef %7, i32 noundef -1) #18, !dbg !1734
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !1734
  br label %64, !dbg !1735

64:                                               ; preds = %63, %62, %36, %19
  %65 = phi i32 [ 6, %36 ], [ 6, %62 ], [ %55, %63 ], [ 6, %19 ], !dbg !1643
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18, !dbg !1736
  call void @llvm.lifetime.end.p0(i64 8208, ptr nonnull %4) #18, !dbg !1736
  ret i32 %65, !dbg !1736
}

declare !dbg !1737 i32 @lua_gettop(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !1738 noalias noundef ptr @fopen64(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal fastcc void @errfile(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !1742 {
    #dbg_value(ptr %0, !1746, !DIExpression(), !1751)
    #dbg_value(ptr %1, !1747, !DIExpression(), !1751)
    #dbg_value(i32 %2, !1748, !DIExpression(), !1751)
  %4 = tail call ptr @__errno_location() #20, !dbg !1752
  %5 = load i32, ptr %4, align 4, !dbg !1752, !tbaa !970
    #dbg_value(i32 %5, !1749, !DIExpression(), !1751)
  %6 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %2, ptr noundef null) #18, !dbg !1753
  %7 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !1754
    #dbg_value(ptr %7, !1750, !DIExpression(), !1751)
  %8 = icmp eq i32 %5, 0, !dbg !1755
  br i1 %8, label %12, label %9, !dbg !1757

9:                                                ; preds = %3
  %10 = tail call ptr @strerror(i32 noundef %5) #18, !dbg !1758
  %11 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.61, ptr noundef %1, ptr noundef nonnull %7, ptr noundef %10) #18, !dbg !1759
  br label %14, !dbg !1759

12:                                               ; preds = %3
  %13 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.62, ptr noundef %1, ptr noundef nonnull %7) #18, !dbg !1760
  br label %14

14:                                               ; preds = %12, %9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef %2, i32 noundef -1) #18, !dbg !1761
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !1761
  ret void, !dbg !1762
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @skipcomment(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #9 !dbg !1763 {
    #dbg_value(ptr %0, !1767, !DIExpression(), !1770)
    #dbg_value(ptr %1, !1768, !DIExpression(), !1770)
    #dbg_value(ptr %0, !1771, !DIExpression(), !1777)
  %3 = tail call i32 @getc(ptr noundef %0), !dbg !1779
    #dbg_value(i32 %3, !1776, !DIExpression(), !1777)
  %4 = icmp eq i32 %3, 239, !dbg !1780
  br i1 %4, label %5, label %13, !dbg !1782

5:                                                ; preds = %2
  %6 = tail call i32 @getc(ptr noundef %0), !dbg !1783
  %7 = icmp eq i32 %6, 187, !dbg !1784
  br i1 %7, label %8, label %20, !dbg !1785

8:                                                ; preds = %5
  %9 = tail call i32 @getc(ptr noundef %0), !dbg !1786
  %10 = icmp eq i32 %9, 191, !dbg !1787
  br i1 %10, label %11, label %20, !dbg !1788

11:                                               ; preds = %8
  %12 = tail call i32 @getc(ptr noundef %0), !dbg !1789
  br label %13, !dbg !1790

13:                                               ; preds = %2, %11
  %14 = phi i32 [ %12, %11 ], [ %3, %2 ], !dbg !1791
  store i32 %14, ptr %1, align 4, !dbg !1792, !tbaa !970
    #dbg_value(i32 %14, !1769, !DIExpression(), !1770)
  %15 = icmp eq i32 %14, 35, !dbg !1793
  br i1 %15, label %16, label %23, !dbg !1795

16:                                               ; preds = %13, %16
  %17 = tail call i32 @getc(ptr noundef %0), !dbg !1796
    #dbg_value(i32 %17, !1769, !DIExpression(), !1770)
  switch i32 %17, label %16 [
    i32 -1, label %18
    i32 10, label %18
  ], !dbg !1799

18:                                               ; preds = %16, %16
  %19 = tail call i32 @getc(ptr noundef %0), !dbg !1800
  br label %20, !dbg !1801

20:                                               ; preds = %5, %8, %18
  %21 = phi i32 [ %19, %18 ], [ 239, %8 ], [ 239, %5 ]
  %22 = phi i32 [ 1, %18 ], [ 0, %8 ], [ 0, %5 ]
  store i32 %21, ptr %1, align 4, !dbg !1770, !tbaa !970
  br label %23, !dbg !1802

23:                                               ; preds = %20, %13
  %24 = phi i32 [ 0, %13 ], [ %22, %20 ], !dbg !1803
  ret i32 %24, !dbg !1802
}

declare !dbg !1804 ptr @freopen64(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1808 i32 @lua_load(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal ptr @getF(ptr nocapture readnone %0, ptr noundef %1, ptr nocapture noundef writeonly %2) #9 !dbg !1815 {
    #dbg_value(ptr poison, !1817, !DIExpression(), !1821)
    #dbg_value(ptr %1, !1818, !DIExpression(), !1821)
    #dbg_value(ptr %2, !1819, !DIExpression(), !1821)
    #dbg_value(ptr %1, !1820, !DIExpression(), !1821)
  %4 = load i32, ptr %1, align 8, !dbg !1822, !tbaa !1677
  %5 = icmp sgt i32 %4, 0, !dbg !1824
  br i1 %5, label %6, label %8, !dbg !1825

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64, !dbg !1826
  store i64 %7, ptr %2, align 8, !dbg !1828, !tbaa !551
  store i32 0, ptr %1, align 8, !dbg !1829, !tbaa !1677
  br label %17, !dbg !1830

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1831
  %10 = load ptr, ptr %9, align 8, !dbg !1831, !tbaa !1657
  %11 = tail call i32 @feof(ptr noundef %10) #18, !dbg !1834
  %12 = icmp eq i32 %11, 0, !dbg !1834
  br i1 %12, label %13, label %19, !dbg !1835

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1836
  %15 = load ptr, ptr %9, align 8, !dbg !1837, !tbaa !1657
  %16 = tail call i64 @fread(ptr noundef nonnull %14, i64 noundef 1, i64 noundef 8192, ptr noundef %15), !dbg !1838
  store i64 %16, ptr %2, align 8, !dbg !1839, !tbaa !551
  br label %17

17:                                               ; preds = %13, %6
  %18 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1840
  br label %19, !dbg !1841

19:                                               ; preds = %8, %17
  %20 = phi ptr [ %18, %17 ], [ null, %8 ], !dbg !1821
  ret ptr %20, !dbg !1842
}

; Function Attrs: nofree nounwind memory(read)
declare !dbg !1843 noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare !dbg !1844 noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_loadbufferx(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 !dbg !1845 {
  %6 = alloca %struct.LoadS, align 8, !DIAssignID !1855
    #dbg_assign(i1 undef, !1854, !DIExpression(), !1855, ptr %6, !DIExpression(), !1856)
    #dbg_value(ptr %0, !1849, !DIExpression(), !1856)
    #dbg_value(ptr %1, !1850, !DIExpression(), !1856)
    #dbg_value(i64 %2, !1851, !DIExpression(), !1856)
    #dbg_value(ptr %3, !1852, !DIExpression(), !1856)
    #dbg_value(ptr %4, !1853, !DIExpression(), !1856)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #18, !dbg !1857
  store ptr %1, ptr %6, align 8, !dbg !1858, !tbaa !1859, !DIAssignID !1861
    #dbg_assign(ptr %1, !1854, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1861, ptr %6, !DIExpression(), !1856)
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1862
  store i64 %2, ptr %7, align 8, !dbg !1863, !tbaa !1864, !DIAssignID !1865
    #dbg_assign(i64 %2, !1854, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1865, ptr %7, !DIExpression(), !1856)
  %8 = call i32 @lua_load(ptr noundef %0, ptr noundef nonnull @getS, ptr noundef nonnull %6, ptr noundef %3, ptr noundef %4) #18, !dbg !1866
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #18, !dbg !1867
  ret i32 %8, !dbg !1868
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal ptr @getS(ptr nocapture readnone %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) #11 !dbg !1869 {
    #dbg_value(ptr poison, !1871, !DIExpression(), !1875)
    #dbg_value(ptr %1, !1872, !DIExpression(), !1875)
    #dbg_value(ptr %2, !1873, !DIExpression(), !1875)
    #dbg_value(ptr %1, !1874, !DIExpression(), !1875)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1876
  %5 = load i64, ptr %4, align 8, !dbg !1876, !tbaa !1864
  %6 = icmp eq i64 %5, 0, !dbg !1878
  br i1 %6, label %9, label %7, !dbg !1879

7:                                                ; preds = %3
  store i64 %5, ptr %2, align 8, !dbg !1880, !tbaa !551
  store i64 0, ptr %4, align 8, !dbg !1881, !tbaa !1864
  %8 = load ptr, ptr %1, align 8, !dbg !1882, !tbaa !1859
  br label %9, !dbg !1883

9:                                                ; preds = %3, %7
  %10 = phi ptr [ %8, %7 ], [ null, %3 ], !dbg !1875
  ret ptr %10, !dbg !1884
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_loadstring(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !1885 {
  %3 = alloca %struct.LoadS, align 8, !DIAssignID !1889
    #dbg_value(ptr %0, !1887, !DIExpression(), !1890)
    #dbg_value(ptr %1, !1888, !DIExpression(), !1890)
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #19, !dbg !1891
    #dbg_assign(i1 undef, !1854, !DIExpression(), !1889, ptr %3, !DIExpression(), !1892)
    #dbg_value(ptr %0, !1849, !DIExpression(), !1892)
    #dbg_value(ptr %1, !1850, !DIExpression(), !1892)
    #dbg_value(i64 %4, !1851, !DIExpression(), !1892)
    #dbg_value(ptr %1, !1852, !DIExpression(), !1892)
    #dbg_value(ptr null, !1853, !DIExpression(), !1892)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #18, !dbg !1894
  store ptr %1, ptr %3, align 8, !dbg !1895, !tbaa !1859, !DIAssignID !1896
    #dbg_assign(ptr %1, !1854, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1896, ptr %3, !DIExpression(), !1892)
  %5 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1897
  store i64 %4, ptr %5, align 8, !dbg !1898, !tbaa !1864, !DIAssignID !1899
    #dbg_assign(i64 %4, !1854, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1899, ptr %5, !DIExpression(), !1892)
  %6 = call i32 @lua_load(ptr noundef %0, ptr noundef nonnull @getS, ptr noundef nonnull %3, ptr noundef %1, ptr noundef null) #18, !dbg !1900
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #18, !dbg !1901
  ret i32 %6, !dbg !1902
}

declare !dbg !1903 i32 @lua_rawget(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @luaL_callmeta(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !1904 {
    #dbg_value(ptr %0, !1906, !DIExpression(), !1909)
    #dbg_value(i32 %1, !1907, !DIExpression(), !1909)
    #dbg_value(ptr %2, !1908, !DIExpression(), !1909)
  %4 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18, !dbg !1910
    #dbg_value(i32 %4, !1907, !DIExpression(), !1909)
    #dbg_value(ptr %0, !887, !DIExpression(), !1911)
    #dbg_value(i32 %4, !890, !DIExpression(), !1911)
    #dbg_value(ptr %2, !891, !DIExpression(), !1911)
  %5 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %4) #18, !dbg !1914
  %6 = icmp eq i32 %5, 0, !dbg !1914
  br i1 %6, label %13, label %7, !dbg !1915

7:                                                ; preds = %3
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %2) #18, !dbg !1916
  %9 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #18, !dbg !1917
    #dbg_value(i32 %9, !892, !DIExpression(), !1918)
  %10 = icmp eq i32 %9, 0, !dbg !1919
  br i1 %10, label %11, label %12, !dbg !1920

11:                                               ; preds = %7
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18, !dbg !1921
  br label %13, !dbg !1922

12:                                               ; preds = %7
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18, !dbg !1923
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !1921
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %4) #18, !dbg !1924
  tail call void @lua_callk(ptr noundef %0, i32 noundef 1, i32 noundef 1, i64 noundef 0, ptr noundef null) #18, !dbg !1925
  br label %13, !dbg !1926

13:                                               ; preds = %3, %11, %12
  %14 = phi i32 [ 1, %12 ], [ 0, %11 ], [ 0, %3 ], !dbg !1909
  ret i32 %14, !dbg !1927
}

declare !dbg !1928 void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i64 @luaL_len(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !1938 {
  %3 = alloca i32, align 4, !DIAssignID !1944
    #dbg_assign(i1 undef, !1943, !DIExpression(), !1944, ptr %3, !DIExpression(), !1945)
    #dbg_value(ptr %0, !1940, !DIExpression(), !1945)
    #dbg_value(i32 %1, !1941, !DIExpression(), !1945)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18, !dbg !1946
  tail call void @lua_len(ptr noundef %0, i32 noundef %1) #18, !dbg !1947
  %4 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef -1, ptr noundef nonnull %3) #18, !dbg !1948
    #dbg_value(i64 %4, !1942, !DIExpression(), !1945)
  %5 = load i32, ptr %3, align 4, !dbg !1949, !tbaa !970
  %6 = icmp eq i32 %5, 0, !dbg !1949
  br i1 %6, label %7, label %9, !dbg !1951, !prof !855

7:                                                ; preds = %2
  %8 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.34), !dbg !1952
  br label %9, !dbg !1952

9:                                                ; preds = %7, %2
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !1953
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18, !dbg !1954
  ret i64 %4, !dbg !1955
}

declare !dbg !1956 void @lua_len(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !1957 {
    #dbg_value(ptr %0, !1959, !DIExpression(), !1968)
    #dbg_value(i32 %1, !1960, !DIExpression(), !1968)
    #dbg_value(ptr %2, !1961, !DIExpression(), !1968)
  %4 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18, !dbg !1969
    #dbg_value(i32 %4, !1960, !DIExpression(), !1968)
  %5 = tail call i32 @luaL_callmeta(ptr noundef %0, i32 noundef %4, ptr noundef nonnull @.str.35), !dbg !1970
  %6 = icmp eq i32 %5, 0, !dbg !1970
  br i1 %6, label %12, label %7, !dbg !1971

7:                                                ; preds = %3
  %8 = tail call i32 @lua_isstring(ptr noundef %0, i32 noundef -1) #18, !dbg !1972
  %9 = icmp eq i32 %8, 0, !dbg !1972
  br i1 %9, label %10, label %55, !dbg !1975

10:                                               ; preds = %7
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.36), !dbg !1976
  br label %55, !dbg !1976

12:                                               ; preds = %3
  %13 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %4) #18, !dbg !1977
  switch i32 %13, label %31 [
    i32 3, label %14
    i32 4, label %23
    i32 1, label %24
    i32 0, label %29
  ], !dbg !1978

14:                                               ; preds = %12
  %15 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef %4) #18, !dbg !1979
  %16 = icmp eq i32 %15, 0, !dbg !1979
  br i1 %16, label %20, label %17, !dbg !1982

17:                                               ; preds = %14
  %18 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %4, ptr noundef null) #18, !dbg !1983
  %19 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.37, i64 noundef %18) #18, !dbg !1984
  br label %55, !dbg !1984

20:                                               ; preds = %14
  %21 = tail call double @lua_tonumberx(ptr noundef %0, i32 noundef %4, ptr noundef null) #18, !dbg !1985
  %22 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.38, double noundef %21) #18, !dbg !1986
  br label %55

23:                                               ; preds = %12
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %4) #18, !dbg !1987
  br label %55, !dbg !1988

24:                                               ; preds = %12
  %25 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef %4) #18, !dbg !1989
  %26 = icmp eq i32 %25, 0, !dbg !1989
  %27 = select i1 %26, ptr @.str.40, ptr @.str.39, !dbg !1989
  %28 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %27) #18, !dbg !1990
  br label %55, !dbg !1991

29:                                               ; preds = %12
  %30 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.41) #18, !dbg !1992
  br label %55, !dbg !1993

31:                                               ; preds = %12
    #dbg_value(ptr %0, !887, !DIExpression(), !1994)
    #dbg_value(i32 %4, !890, !DIExpression(), !1994)
    #dbg_value(ptr @.str.12, !891, !DIExpression(), !1994)
  %32 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %4) #18, !dbg !1996
  %33 = icmp eq i32 %32, 0, !dbg !1996
  br i1 %33, label %43, label %34, !dbg !1997

34:                                               ; preds = %31
  %35 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.12) #18, !dbg !1998
  %36 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #18, !dbg !1999
    #dbg_value(i32 %36, !892, !DIExpression(), !2000)
  %37 = icmp eq i32 %36, 0, !dbg !2001
  br i1 %37, label %38, label %39, !dbg !2002

38:                                               ; preds = %34
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18, !dbg !2003
    #dbg_value(i32 0, !1962, !DIExpression(), !2004)
  br label %43, !dbg !2005

39:                                               ; preds = %34
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18, !dbg !2006
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2003
    #dbg_value(i32 %36, !1962, !DIExpression(), !2004)
  %40 = icmp eq i32 %36, 4, !dbg !2007
  br i1 %40, label %41, label %48, !dbg !2005

41:                                               ; preds = %39
  %42 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !2008
    #dbg_value(ptr %45, !1967, !DIExpression(), !2004)
  br label %51, !dbg !2009

43:                                               ; preds = %31, %38
  %44 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %4) #18, !dbg !2010
  %45 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %44) #18, !dbg !2010
    #dbg_value(ptr %45, !1967, !DIExpression(), !2004)
  %46 = tail call ptr @lua_topointer(ptr noundef %0, i32 noundef %4) #18, !dbg !2011
  %47 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.42, ptr noundef %45, ptr noundef %46) #18, !dbg !2012
  br label %55, !dbg !2009

48:                                               ; preds = %39
  %49 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %4) #18, !dbg !2010
  %50 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %49) #18, !dbg !2010
    #dbg_value(ptr %45, !1967, !DIExpression(), !2004)
  br label %51, !dbg !2009

51:                                               ; preds = %48, %41
  %52 = phi ptr [ %50, %48 ], [ %42, %41 ]
  %53 = tail call ptr @lua_topointer(ptr noundef %0, i32 noundef %4) #18, !dbg !2011
  %54 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.42, ptr noundef %52, ptr noundef %53) #18, !dbg !2012
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18, !dbg !2013
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2013
  br label %55, !dbg !2013

55:                                               ; preds = %43, %51, %23, %24, %29, %20, %17, %7, %10
  %56 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef %2) #18, !dbg !2015
  ret ptr %56, !dbg !2016
}

declare !dbg !2017 i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2018 i32 @lua_isinteger(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2019 i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2020 ptr @lua_topointer(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_setfuncs(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !2025 {
    #dbg_value(ptr %0, !2030, !DIExpression(), !2039)
    #dbg_value(ptr %1, !2031, !DIExpression(), !2039)
    #dbg_value(i32 %2, !2032, !DIExpression(), !2039)
    #dbg_value(ptr %0, !843, !DIExpression(), !2040)
    #dbg_value(i32 %2, !848, !DIExpression(), !2040)
    #dbg_value(ptr @.str.43, !849, !DIExpression(), !2040)
  %4 = tail call i32 @lua_checkstack(ptr noundef %0, i32 noundef %2) #18, !dbg !2042
  %5 = icmp eq i32 %4, 0, !dbg !2042
  br i1 %5, label %6, label %8, !dbg !2043, !prof !855

6:                                                ; preds = %3
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.43), !dbg !2044
  br label %8, !dbg !2044

8:                                                ; preds = %3, %6
    #dbg_value(ptr %1, !2031, !DIExpression(), !2039)
  %9 = load ptr, ptr %1, align 8, !dbg !2045, !tbaa !2046
  %10 = icmp eq ptr %9, null, !dbg !2048
  br i1 %10, label %35, label %11, !dbg !2049

11:                                               ; preds = %8
  %12 = icmp sgt i32 %2, 0
  %13 = sub nsw i32 0, %2
  %14 = sub nsw i32 -2, %2
  br label %15, !dbg !2049

15:                                               ; preds = %11, %30
  %16 = phi ptr [ %1, %11 ], [ %32, %30 ]
    #dbg_value(ptr %16, !2031, !DIExpression(), !2039)
  %17 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !2050
  %18 = load ptr, ptr %17, align 8, !dbg !2050, !tbaa !2051
  %19 = icmp eq ptr %18, null, !dbg !2052
  br i1 %19, label %21, label %20, !dbg !2053

20:                                               ; preds = %15
    #dbg_value(i32 0, !2033, !DIExpression(), !2054)
  br i1 %12, label %22, label %28, !dbg !2055

21:                                               ; preds = %15
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #18, !dbg !2057
  br label %30, !dbg !2057

22:                                               ; preds = %20, %22
  %23 = phi i32 [ %24, %22 ], [ 0, %20 ]
    #dbg_value(i32 %23, !2033, !DIExpression(), !2054)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %13) #18, !dbg !2058
  %24 = add nuw nsw i32 %23, 1, !dbg !2060
    #dbg_value(i32 %24, !2033, !DIExpression(), !2054)
  %25 = icmp eq i32 %24, %2, !dbg !2061
  br i1 %25, label %26, label %22, !dbg !2055, !llvm.loop !2062

26:                                               ; preds = %22
  %27 = load ptr, ptr %17, align 8, !dbg !2064, !tbaa !2051
  br label %28, !dbg !2064

28:                                               ; preds = %26, %20
  %29 = phi ptr [ %27, %26 ], [ %18, %20 ], !dbg !2064
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef %29, i32 noundef %2) #18, !dbg !2065
  br label %30

30:                                               ; preds = %28, %21
  %31 = load ptr, ptr %16, align 8, !dbg !2066, !tbaa !2046
  tail call void @lua_setfield(ptr noundef %0, i32 noundef %14, ptr noundef %31) #18, !dbg !2067
  %32 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !2068
    #dbg_value(ptr %32, !2031, !DIExpression(), !2039)
  %33 = load ptr, ptr %32, align 8, !dbg !2045, !tbaa !2046
  %34 = icmp eq ptr %33, null, !dbg !2048
  br i1 %34, label %35, label %15, !dbg !2049, !llvm.loop !2069

35:                                               ; preds = %30, %8
  %36 = xor i32 %2, -1, !dbg !2071
  tail call void @lua_settop(ptr noundef %0, i32 noundef %36) #18, !dbg !2071
  ret void, !dbg !2072
}

declare !dbg !2073 void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @luaL_getsubtable(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !2076 {
    #dbg_value(ptr %0, !2078, !DIExpression(), !2081)
    #dbg_value(i32 %1, !2079, !DIExpression(), !2081)
    #dbg_value(ptr %2, !2080, !DIExpression(), !2081)
  %4 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef %1, ptr noundef %2) #18, !dbg !2082
  %5 = icmp eq i32 %4, 5, !dbg !2084
  br i1 %5, label %8, label %6, !dbg !2085

6:                                                ; preds = %3
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2086
  %7 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18, !dbg !2088
    #dbg_value(i32 %7, !2079, !DIExpression(), !2081)
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 0) #18, !dbg !2089
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18, !dbg !2090
  tail call void @lua_setfield(ptr noundef %0, i32 noundef %7, ptr noundef %2) #18, !dbg !2091
  br label %8, !dbg !2092

8:                                                ; preds = %3, %6
  %9 = phi i32 [ 0, %6 ], [ 1, %3 ], !dbg !2093
  ret i32 %9, !dbg !2094
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_requiref(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !2095 {
    #dbg_value(ptr %0, !2099, !DIExpression(), !2103)
    #dbg_value(ptr %1, !2100, !DIExpression(), !2103)
    #dbg_value(ptr %2, !2101, !DIExpression(), !2103)
    #dbg_value(i32 %3, !2102, !DIExpression(), !2103)
    #dbg_value(ptr %0, !2078, !DIExpression(), !2104)
    #dbg_value(i32 -1001000, !2079, !DIExpression(), !2104)
    #dbg_value(ptr @.str.44, !2080, !DIExpression(), !2104)
  %5 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.44) #18, !dbg !2106
  %6 = icmp eq i32 %5, 5, !dbg !2107
  br i1 %6, label %9, label %7, !dbg !2108

7:                                                ; preds = %4
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2109
  %8 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef -1001000) #18, !dbg !2110
    #dbg_value(i32 %8, !2079, !DIExpression(), !2104)
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 0) #18, !dbg !2111
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18, !dbg !2112
  tail call void @lua_setfield(ptr noundef %0, i32 noundef %8, ptr noundef nonnull @.str.44) #18, !dbg !2113
  br label %9, !dbg !2114

9:                                                ; preds = %4, %7
  %10 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef %1) #18, !dbg !2115
  %11 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #18, !dbg !2116
  %12 = icmp eq i32 %11, 0, !dbg !2116
  br i1 %12, label %13, label %15, !dbg !2118

13:                                               ; preds = %9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2119
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef %2, i32 noundef 0) #18, !dbg !2121
  %14 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %1) #18, !dbg !2122
  tail call void @lua_callk(ptr noundef %0, i32 noundef 1, i32 noundef 1, i64 noundef 0, ptr noundef null) #18, !dbg !2123
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18, !dbg !2124
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -3, ptr noundef %1) #18, !dbg !2125
  br label %15, !dbg !2126

15:                                               ; preds = %13, %9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18, !dbg !2127
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2127
  %16 = icmp eq i32 %3, 0, !dbg !2128
  br i1 %16, label %18, label %17, !dbg !2130

17:                                               ; preds = %15
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18, !dbg !2131
  tail call void @lua_setglobal(ptr noundef %0, ptr noundef %1) #18, !dbg !2133
  br label %18, !dbg !2134

18:                                               ; preds = %17, %15
  ret void, !dbg !2135
}

declare !dbg !2136 void @lua_setglobal(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_addgsub(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 !dbg !2137 {
    #dbg_value(ptr %0, !2141, !DIExpression(), !2147)
    #dbg_value(ptr %1, !2142, !DIExpression(), !2147)
    #dbg_value(ptr %2, !2143, !DIExpression(), !2147)
    #dbg_value(ptr %3, !2144, !DIExpression(), !2147)
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #19, !dbg !2148
    #dbg_value(i64 %5, !2146, !DIExpression(), !2147)
    #dbg_value(ptr %1, !2142, !DIExpression(), !2147)
  %6 = tail call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %2) #19, !dbg !2149
  %7 = icmp eq ptr %6, null, !dbg !2150
  br i1 %7, label %32, label %8, !dbg !2151

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  br label %10, !dbg !2151

10:                                               ; preds = %8, %28
  %11 = phi ptr [ %6, %8 ], [ %30, %28 ]
  %12 = phi ptr [ %1, %8 ], [ %29, %28 ]
    #dbg_value(ptr %12, !2142, !DIExpression(), !2147)
    #dbg_value(ptr %0, !485, !DIExpression(), !2152)
    #dbg_value(ptr %12, !490, !DIExpression(), !2152)
    #dbg_value(!DIArgList(ptr %11, ptr %12), !491, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2152)
  %13 = icmp eq ptr %11, %12, !dbg !2155
  br i1 %13, label %21, label %14, !dbg !2156

14:                                               ; preds = %10
  %15 = ptrtoint ptr %12 to i64, !dbg !2157
    #dbg_value(!DIArgList(ptr %11, i64 %15), !491, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2152)
  %16 = ptrtoint ptr %11 to i64, !dbg !2157
    #dbg_value(!DIArgList(i64 %16, i64 %15), !491, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2152)
  %17 = sub i64 %16, %15, !dbg !2157
    #dbg_value(i64 %17, !491, !DIExpression(), !2152)
  %18 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %17, i32 noundef -1), !dbg !2158
    #dbg_value(ptr %18, !492, !DIExpression(), !2159)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr readonly align 1 %12, i64 %17, i1 false), !dbg !2160
  %19 = load i64, ptr %9, align 8, !dbg !2161, !tbaa !465
  %20 = add i64 %19, %17, !dbg !2161
  store i64 %20, ptr %9, align 8, !dbg !2161, !tbaa !465
  br label %21, !dbg !2162

21:                                               ; preds = %10, %14
    #dbg_value(ptr %0, !475, !DIExpression(), !2163)
    #dbg_value(ptr %3, !480, !DIExpression(), !2163)
  %22 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %3) #19, !dbg !2165
    #dbg_value(ptr %0, !485, !DIExpression(), !2166)
    #dbg_value(ptr %3, !490, !DIExpression(), !2166)
    #dbg_value(i64 %22, !491, !DIExpression(), !2166)
  %23 = icmp eq i64 %22, 0, !dbg !2168
  br i1 %23, label %28, label %24, !dbg !2169

24:                                               ; preds = %21
  %25 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %22, i32 noundef -1), !dbg !2170
    #dbg_value(ptr %25, !492, !DIExpression(), !2171)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %25, ptr readonly align 1 %3, i64 %22, i1 false), !dbg !2172
  %26 = load i64, ptr %9, align 8, !dbg !2173, !tbaa !465
  %27 = add i64 %26, %22, !dbg !2173
  store i64 %27, ptr %9, align 8, !dbg !2173, !tbaa !465
  br label %28, !dbg !2174

28:                                               ; preds = %21, %24
  %29 = getelementptr inbounds i8, ptr %11, i64 %5, !dbg !2175
    #dbg_value(ptr %29, !2142, !DIExpression(), !2147)
  %30 = tail call ptr @strstr(ptr noundef nonnull dereferenceable(1) %29, ptr noundef nonnull dereferenceable(1) %2) #19, !dbg !2149
    #dbg_value(ptr %30, !2145, !DIExpression(), !2147)
  %31 = icmp eq ptr %30, null, !dbg !2150
  br i1 %31, label %32, label %10, !dbg !2151, !llvm.loop !2176

32:                                               ; preds = %28, %4
  %33 = phi ptr [ %1, %4 ], [ %29, %28 ]
    #dbg_value(ptr %0, !475, !DIExpression(), !2178)
    #dbg_value(ptr %33, !480, !DIExpression(), !2178)
  %34 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %33) #19, !dbg !2180
    #dbg_value(ptr %0, !485, !DIExpression(), !2181)
    #dbg_value(ptr %33, !490, !DIExpression(), !2181)
    #dbg_value(i64 %34, !491, !DIExpression(), !2181)
  %35 = icmp eq i64 %34, 0, !dbg !2183
  br i1 %35, label %41, label %36, !dbg !2184

36:                                               ; preds = %32
  %37 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %34, i32 noundef -1), !dbg !2185
    #dbg_value(ptr %37, !492, !DIExpression(), !2186)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %37, ptr readonly align 1 %33, i64 %34, i1 false), !dbg !2187
  %38 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2188
  %39 = load i64, ptr %38, align 8, !dbg !2188, !tbaa !465
  %40 = add i64 %39, %34, !dbg !2188
  store i64 %40, ptr %38, align 8, !dbg !2188, !tbaa !465
  br label %41, !dbg !2189

41:                                               ; preds = %32, %36
  ret void, !dbg !2190
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !2191 ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_gsub(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 !dbg !2194 {
  %5 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !2203
    #dbg_assign(i1 undef, !2202, !DIExpression(), !2203, ptr %5, !DIExpression(), !2204)
    #dbg_value(ptr %0, !2198, !DIExpression(), !2204)
    #dbg_value(ptr %1, !2199, !DIExpression(), !2204)
    #dbg_value(ptr %2, !2200, !DIExpression(), !2204)
    #dbg_value(ptr %3, !2201, !DIExpression(), !2204)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %5) #18, !dbg !2205
    #dbg_value(ptr %0, !441, !DIExpression(), !2206)
    #dbg_value(ptr %5, !447, !DIExpression(), !2206)
  %6 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !2208
  store ptr %0, ptr %6, align 8, !dbg !2209, !tbaa !452, !DIAssignID !2210
    #dbg_assign(ptr %0, !2202, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2210, ptr %6, !DIExpression(), !2204)
  %7 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !2211
  store ptr %7, ptr %5, align 8, !dbg !2212, !tbaa !461, !DIAssignID !2213
    #dbg_assign(ptr %7, !2202, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2213, ptr %5, !DIExpression(), !2204)
  %8 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2214
  store i64 0, ptr %8, align 8, !dbg !2215, !tbaa !465, !DIAssignID !2216
    #dbg_assign(i64 0, !2202, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2216, ptr %8, !DIExpression(), !2204)
  %9 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2217
  store i64 1024, ptr %9, align 8, !dbg !2218, !tbaa !469, !DIAssignID !2219
    #dbg_assign(i64 1024, !2202, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2219, ptr %9, !DIExpression(), !2204)
  call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %5) #18, !dbg !2220
  call void @luaL_addgsub(ptr noundef nonnull %5, ptr noundef %1, ptr noundef %2, ptr noundef %3), !dbg !2221
    #dbg_value(ptr %5, !652, !DIExpression(), !2222)
  %10 = load ptr, ptr %6, align 8, !dbg !2224, !tbaa !452
    #dbg_value(ptr %10, !655, !DIExpression(), !2222)
  %11 = load ptr, ptr %5, align 8, !dbg !2225, !tbaa !461
  %12 = load i64, ptr %8, align 8, !dbg !2226, !tbaa !465
  %13 = call ptr @lua_pushlstring(ptr noundef %10, ptr noundef %11, i64 noundef %12) #18, !dbg !2227
  %14 = load ptr, ptr %5, align 8, !dbg !2228, !tbaa !461
  %15 = icmp eq ptr %14, %7, !dbg !2228
  br i1 %15, label %17, label %16, !dbg !2229

16:                                               ; preds = %4
  call void @lua_closeslot(ptr noundef %10, i32 noundef -2) #18, !dbg !2230
  br label %17, !dbg !2230

17:                                               ; preds = %4, %16
  call void @lua_rotate(ptr noundef %10, i32 noundef -2, i32 noundef -1) #18, !dbg !2231
  call void @lua_settop(ptr noundef %10, i32 noundef -2) #18, !dbg !2231
  %18 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !2232
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %5) #18, !dbg !2233
  ret ptr %18, !dbg !2234
}

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_newstate() local_unnamed_addr #0 !dbg !2235 {
  %1 = tail call ptr @lua_newstate(ptr noundef nonnull @l_alloc, ptr noundef null) #18, !dbg !2240
    #dbg_value(ptr %1, !2239, !DIExpression(), !2241)
  %2 = icmp eq ptr %1, null, !dbg !2242
  br i1 %2, label %5, label %3, !dbg !2244, !prof !855

3:                                                ; preds = %0
  %4 = tail call ptr @lua_atpanic(ptr noundef nonnull %1, ptr noundef nonnull @panic) #18, !dbg !2245
  tail call void @lua_setwarnf(ptr noundef nonnull %1, ptr noundef nonnull @warnfoff, ptr noundef nonnull %1) #18, !dbg !2247
  br label %5, !dbg !2248

5:                                                ; preds = %3, %0
  ret ptr %1, !dbg !2249
}

declare !dbg !2250 ptr @lua_newstate(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @l_alloc(ptr nocapture readnone %0, ptr nocapture noundef %1, i64 %2, i64 noundef %3) #12 !dbg !2253 {
    #dbg_value(ptr poison, !2255, !DIExpression(), !2259)
    #dbg_value(ptr %1, !2256, !DIExpression(), !2259)
    #dbg_value(i64 poison, !2257, !DIExpression(), !2259)
    #dbg_value(i64 %3, !2258, !DIExpression(), !2259)
  %5 = icmp eq i64 %3, 0, !dbg !2260
  br i1 %5, label %6, label %7, !dbg !2262

6:                                                ; preds = %4
  tail call void @free(ptr noundef %1) #18, !dbg !2263
  br label %9, !dbg !2265

7:                                                ; preds = %4
  %8 = tail call ptr @realloc(ptr noundef %1, i64 noundef %3) #21, !dbg !2266
  br label %9, !dbg !2267

9:                                                ; preds = %7, %6
  %10 = phi ptr [ null, %6 ], [ %8, %7 ], !dbg !2268
  ret ptr %10, !dbg !2269
}

declare !dbg !2270 ptr @lua_atpanic(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef i32 @panic(ptr noundef %0) #0 !dbg !2273 {
    #dbg_value(ptr %0, !2275, !DIExpression(), !2277)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #18, !dbg !2278
  %3 = icmp eq i32 %2, 4, !dbg !2279
  br i1 %3, label %4, label %6, !dbg !2280

4:                                                ; preds = %1
  %5 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18, !dbg !2281
  br label %6, !dbg !2280

6:                                                ; preds = %1, %4
  %7 = phi ptr [ %5, %4 ], [ @.str.63, %1 ], !dbg !2280
    #dbg_value(ptr %7, !2276, !DIExpression(), !2277)
  %8 = load ptr, ptr @stderr, align 8, !dbg !2282, !tbaa !1181
  %9 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %8, ptr noundef nonnull @.str.64, ptr noundef %7) #22, !dbg !2282
  %10 = load ptr, ptr @stderr, align 8, !dbg !2282, !tbaa !1181
  %11 = tail call i32 @fflush(ptr noundef %10), !dbg !2282
  ret i32 0, !dbg !2283
}

declare !dbg !2284 void @lua_setwarnf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal void @warnfoff(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 !dbg !2291 {
    #dbg_value(ptr %0, !2293, !DIExpression(), !2296)
    #dbg_value(ptr %1, !2294, !DIExpression(), !2296)
    #dbg_value(i32 %2, !2295, !DIExpression(), !2296)
    #dbg_value(ptr %0, !2297, !DIExpression(), !2303)
    #dbg_value(ptr %1, !2301, !DIExpression(), !2303)
    #dbg_value(i32 %2, !2302, !DIExpression(), !2303)
  %4 = icmp eq i32 %2, 0, !dbg !2305
  br i1 %4, label %5, label %25, !dbg !2307

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !2308
    #dbg_value(ptr %6, !2301, !DIExpression(), !2303)
  %7 = load i8, ptr %1, align 1, !dbg !2309, !tbaa !516
  %8 = icmp eq i8 %7, 64, !dbg !2310
  br i1 %8, label %9, label %25, !dbg !2311

9:                                                ; preds = %5
  %10 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %6, ptr noundef nonnull dereferenceable(4) @.str.65) #19, !dbg !2312
  %11 = icmp eq i32 %10, 0, !dbg !2315
  br i1 %11, label %23, label %12, !dbg !2316

12:                                               ; preds = %9
  %13 = load i8, ptr %6, align 1
  %14 = icmp eq i8 %13, 111
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  %16 = getelementptr inbounds i8, ptr %1, i64 2
  %17 = load i8, ptr %16, align 1
  %18 = icmp eq i8 %17, 110
  br i1 %18, label %19, label %25

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %1, i64 3
  %21 = load i8, ptr %20, align 1
  %22 = icmp eq i8 %21, 0, !dbg !2317
  br i1 %22, label %23, label %25, !dbg !2319

23:                                               ; preds = %19, %9
  %24 = phi ptr [ @warnfoff, %9 ], [ @warnfon, %19 ]
  tail call void @lua_setwarnf(ptr noundef %0, ptr noundef nonnull %24, ptr noundef %0) #18, !dbg !2320
  br label %25, !dbg !2321

25:                                               ; preds = %3, %5, %12, %15, %19, %23
  ret void, !dbg !2322
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_checkversion_(ptr noundef %0, double noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !2323 {
    #dbg_value(ptr %0, !2327, !DIExpression(), !2331)
    #dbg_value(double %1, !2328, !DIExpression(), !2331)
    #dbg_value(i64 %2, !2329, !DIExpression(), !2331)
  %4 = tail call double @lua_version(ptr noundef %0) #18, !dbg !2332
    #dbg_value(double %4, !2330, !DIExpression(), !2331)
  %5 = icmp eq i64 %2, 136, !dbg !2333
  br i1 %5, label %8, label %6, !dbg !2335

6:                                                ; preds = %3
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.45), !dbg !2336
  br label %12, !dbg !2336

8:                                                ; preds = %3
  %9 = fcmp une double %4, %1, !dbg !2337
  br i1 %9, label %10, label %12, !dbg !2339

10:                                               ; preds = %8
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.46, double noundef %1, double noundef %4), !dbg !2340
  br label %12, !dbg !2340

12:                                               ; preds = %8, %10, %6
  ret void, !dbg !2341
}

declare !dbg !2342 double @lua_version(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @findfield(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !2345 {
    #dbg_value(ptr %0, !2347, !DIExpression(), !2350)
    #dbg_value(i32 %1, !2348, !DIExpression(), !2350)
    #dbg_value(i32 %2, !2349, !DIExpression(), !2350)
  %4 = icmp eq i32 %2, 0, !dbg !2351
  br i1 %4, label %28, label %5, !dbg !2353

5:                                                ; preds = %3
  %6 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #18, !dbg !2354
  %7 = icmp eq i32 %6, 5, !dbg !2354
  br i1 %7, label %8, label %28, !dbg !2355

8:                                                ; preds = %5
  tail call void @lua_pushnil(ptr noundef %0) #18, !dbg !2356
  %9 = tail call i32 @lua_next(ptr noundef %0, i32 noundef -2) #18, !dbg !2357
  %10 = icmp eq i32 %9, 0, !dbg !2358
  br i1 %10, label %28, label %11, !dbg !2358

11:                                               ; preds = %8
  %12 = add nsw i32 %2, -1
  br label %13, !dbg !2358

13:                                               ; preds = %11, %25
  %14 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -2) #18, !dbg !2359
  %15 = icmp eq i32 %14, 4, !dbg !2362
  br i1 %15, label %16, label %25, !dbg !2363

16:                                               ; preds = %13
  %17 = tail call i32 @lua_rawequal(ptr noundef %0, i32 noundef %1, i32 noundef -1) #18, !dbg !2364
  %18 = icmp eq i32 %17, 0, !dbg !2364
  br i1 %18, label %20, label %19, !dbg !2367

19:                                               ; preds = %16
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2368
  br label %28, !dbg !2370

20:                                               ; preds = %16
  %21 = tail call fastcc i32 @findfield(ptr noundef %0, i32 noundef %1, i32 noundef %12), !dbg !2371
  %22 = icmp eq i32 %21, 0, !dbg !2371
  br i1 %22, label %25, label %23, !dbg !2373

23:                                               ; preds = %20
  %24 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.54) #18, !dbg !2374
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef -3) #18, !dbg !2376
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2376
  tail call void @lua_concat(ptr noundef %0, i32 noundef 3) #18, !dbg !2377
  br label %28, !dbg !2378

25:                                               ; preds = %20, %13
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18, !dbg !2379
  %26 = tail call i32 @lua_next(ptr noundef %0, i32 noundef -2) #18, !dbg !2357
  %27 = icmp eq i32 %26, 0, !dbg !2358
  br i1 %27, label %28, label %13, !dbg !2358, !llvm.loop !2380

28:                                               ; preds = %25, %8, %3, %5, %23, %19
  %29 = phi i32 [ 1, %19 ], [ 1, %23 ], [ 0, %5 ], [ 0, %3 ], [ 0, %8 ], [ 0, %25 ], !dbg !2350
  ret i32 %29, !dbg !2382
}

declare !dbg !2383 void @lua_copy(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2384 i32 @lua_next(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2385 i32 @lua_isnumber(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2386 void @lua_toclose(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !2387 ptr @lua_getallocf(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !2391 ptr @lua_newuserdatauv(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef i32 @boxgc(ptr noundef %0) #0 !dbg !2394 {
  %2 = alloca ptr, align 8, !DIAssignID !2397
    #dbg_value(ptr %0, !2396, !DIExpression(), !2398)
    #dbg_assign(i1 undef, !1423, !DIExpression(), !2397, ptr %2, !DIExpression(), !2399)
    #dbg_value(ptr %0, !1428, !DIExpression(), !2399)
    #dbg_value(i32 1, !1429, !DIExpression(), !2399)
    #dbg_value(i64 0, !1430, !DIExpression(), !2399)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #18, !dbg !2401
  %3 = call ptr @lua_getallocf(ptr noundef %0, ptr noundef nonnull %2) #18, !dbg !2402
    #dbg_value(ptr %3, !1431, !DIExpression(), !2399)
  %4 = call ptr @lua_touserdata(ptr noundef %0, i32 noundef 1) #18, !dbg !2403
    #dbg_value(ptr %4, !1436, !DIExpression(), !2399)
  %5 = load ptr, ptr %2, align 8, !dbg !2404, !tbaa !1181
  %6 = load ptr, ptr %4, align 8, !dbg !2405, !tbaa !1445
  %7 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2406
  %8 = load i64, ptr %7, align 8, !dbg !2406, !tbaa !1448
  %9 = call ptr %3(ptr noundef %5, ptr noundef %6, i64 noundef %8, i64 noundef 0) #18, !dbg !2407
    #dbg_value(ptr %9, !1437, !DIExpression(), !2399)
  store ptr %9, ptr %4, align 8, !dbg !2408, !tbaa !1445
  store i64 0, ptr %7, align 8, !dbg !2409, !tbaa !1448
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #18, !dbg !2410
  ret i32 0, !dbg !2411
}

; Function Attrs: nofree nounwind
declare !dbg !2412 noundef i32 @getc(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare !dbg !2413 noundef i32 @feof(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare !dbg !2414 noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !2418 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !2422 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: nofree nounwind
declare !dbg !2425 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare !dbg !2428 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal void @warnfon(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 !dbg !2429 {
    #dbg_value(ptr %0, !2431, !DIExpression(), !2434)
    #dbg_value(ptr %1, !2432, !DIExpression(), !2434)
    #dbg_value(i32 %2, !2433, !DIExpression(), !2434)
    #dbg_value(ptr %0, !2297, !DIExpression(), !2435)
    #dbg_value(ptr %1, !2301, !DIExpression(), !2435)
    #dbg_value(i32 %2, !2302, !DIExpression(), !2435)
  %4 = icmp eq i32 %2, 0, !dbg !2438
  br i1 %4, label %5, label %34, !dbg !2439

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !2440
    #dbg_value(ptr %6, !2301, !DIExpression(), !2435)
  %7 = load i8, ptr %1, align 1, !dbg !2441, !tbaa !516
  %8 = icmp eq i8 %7, 64, !dbg !2442
  br i1 %8, label %9, label %23, !dbg !2443

9:                                                ; preds = %5
  %10 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %6, ptr noundef nonnull dereferenceable(4) @.str.65) #19, !dbg !2444
  %11 = icmp eq i32 %10, 0, !dbg !2445
  br i1 %11, label %45, label %12, !dbg !2446

12:                                               ; preds = %9
  %13 = load i8, ptr %6, align 1
  %14 = icmp eq i8 %13, 111
  br i1 %14, label %15, label %47

15:                                               ; preds = %12
  %16 = getelementptr inbounds i8, ptr %1, i64 2
  %17 = load i8, ptr %16, align 1
  %18 = icmp eq i8 %17, 110
  br i1 %18, label %19, label %47

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %1, i64 3
  %21 = load i8, ptr %20, align 1
  %22 = icmp eq i8 %21, 0, !dbg !2447
  br i1 %22, label %45, label %47, !dbg !2448

23:                                               ; preds = %5
  %24 = load ptr, ptr @stderr, align 8, !dbg !2449, !tbaa !1181
  %25 = tail call i64 @fwrite(ptr nonnull @.str.68, i64 13, i64 1, ptr %24) #23, !dbg !2449
  %26 = load ptr, ptr @stderr, align 8, !dbg !2449, !tbaa !1181
  %27 = tail call i32 @fflush(ptr noundef %26), !dbg !2449
    #dbg_value(ptr %0, !2450, !DIExpression(), !2456)
    #dbg_value(ptr %1, !2453, !DIExpression(), !2456)
    #dbg_value(i32 %2, !2454, !DIExpression(), !2456)
    #dbg_value(ptr %0, !2455, !DIExpression(), !2456)
  %28 = load ptr, ptr @stderr, align 8, !dbg !2458, !tbaa !1181
  %29 = tail call i32 @fputs(ptr nonnull readonly %1, ptr %28) #23, !dbg !2458
  %30 = load ptr, ptr @stderr, align 8, !dbg !2458, !tbaa !1181
  %31 = tail call i32 @fflush(ptr noundef %30), !dbg !2458
  %32 = load ptr, ptr @stderr, align 8, !dbg !2459, !tbaa !1181
  %33 = tail call i32 @fputc(i32 10, ptr %32), !dbg !2459
  br label %41

34:                                               ; preds = %3
  %35 = load ptr, ptr @stderr, align 8, !dbg !2449, !tbaa !1181
  %36 = tail call i64 @fwrite(ptr nonnull @.str.68, i64 13, i64 1, ptr %35) #23, !dbg !2449
  %37 = load ptr, ptr @stderr, align 8, !dbg !2449, !tbaa !1181
  %38 = tail call i32 @fflush(ptr noundef %37), !dbg !2449
    #dbg_value(ptr %0, !2450, !DIExpression(), !2456)
    #dbg_value(ptr %1, !2453, !DIExpression(), !2456)
    #dbg_value(i32 %2, !2454, !DIExpression(), !2456)
    #dbg_value(ptr %0, !2455, !DIExpression(), !2456)
  %39 = load ptr, ptr @stderr, align 8, !dbg !2458, !tbaa !1181
  %40 = tail call i32 @fputs(ptr readonly %1, ptr %39) #23, !dbg !2458
  br label %41, !dbg !2462

41:                                               ; preds = %34, %23
  %42 = phi ptr [ @warnfon, %23 ], [ @warnfcont, %34 ]
  %43 = load ptr, ptr @stderr, align 8, !dbg !2456, !tbaa !1181
  %44 = tail call i32 @fflush(ptr noundef %43), !dbg !2456
  br label %45, !dbg !2463

45:                                               ; preds = %9, %19, %41
  %46 = phi ptr [ %42, %41 ], [ @warnfoff, %9 ], [ @warnfon, %19 ]
  tail call void @lua_setwarnf(ptr noundef %0, ptr noundef nonnull %46, ptr noundef %0) #18, !dbg !2434
  br label %47, !dbg !2463

47:                                               ; preds = %45, %15, %12, %19
  ret void, !dbg !2463
}

; Function Attrs: nounwind uwtable
define internal void @warnfcont(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 !dbg !2451 {
    #dbg_value(ptr %0, !2450, !DIExpression(), !2464)
    #dbg_value(ptr %1, !2453, !DIExpression(), !2464)
    #dbg_value(i32 %2, !2454, !DIExpression(), !2464)
    #dbg_value(ptr %0, !2455, !DIExpression(), !2464)
  %4 = load ptr, ptr @stderr, align 8, !dbg !2465, !tbaa !1181
  %5 = tail call i32 @fputs(ptr %1, ptr %4) #23, !dbg !2465
  %6 = load ptr, ptr @stderr, align 8, !dbg !2465, !tbaa !1181
  %7 = tail call i32 @fflush(ptr noundef %6), !dbg !2465
  %8 = icmp eq i32 %2, 0, !dbg !2466
  br i1 %8, label %9, label %14, !dbg !2467

9:                                                ; preds = %3
  %10 = load ptr, ptr @stderr, align 8, !dbg !2468, !tbaa !1181
  %11 = tail call i32 @fputc(i32 10, ptr %10), !dbg !2468
  %12 = load ptr, ptr @stderr, align 8, !dbg !2468, !tbaa !1181
  %13 = tail call i32 @fflush(ptr noundef %12), !dbg !2468
  br label %14

14:                                               ; preds = %3, %9
  %15 = phi ptr [ @warnfon, %9 ], [ @warnfcont, %3 ]
  tail call void @lua_setwarnf(ptr noundef %0, ptr noundef nonnull %15, ptr noundef %0) #18, !dbg !2469
  ret void, !dbg !2470
}

; Function Attrs: nofree nounwind
declare noundef i32 @fputs(ptr nocapture noundef readonly, ptr nocapture noundef) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #16

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #17

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nounwind }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #18 = { nounwind }
attributes #19 = { nounwind willreturn memory(read) }
attributes #20 = { nounwind willreturn memory(none) }
attributes #21 = { nounwind allocsize(1) }
attributes #22 = { cold nounwind }
attributes #23 = { cold }

!llvm.dbg.cu = !{!196}
!llvm.module.flags = !{!329, !330, !331, !332, !333, !334, !335}
!llvm.ident = !{!336}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lauxlib.c", directory: ".", checksumkind: CSK_MD5, checksum: "664cddf886470aaaadcb3ac526cf65db")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 152, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 161, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 179, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 22)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 180, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 2)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 181, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 7)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 30)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 188, type: !39, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 189, type: !49, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 197, type: !44, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 200, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 15)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 203, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 20)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 220, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 3)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 222, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 8)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 1)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 255, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 16)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 257, type: !44, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 292, type: !14, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 293, type: !44, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 372, type: !65, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 386, type: !65, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 388, type: !60, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 401, type: !60, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 791, type: !44, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 795, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 4)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 797, type: !39, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 798, type: !14, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 807, type: !70, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 808, type: !44, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 820, type: !14, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 892, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 32)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 900, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 11)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 902, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 34)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 908, type: !70, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 910, type: !70, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 917, type: !14, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 917, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 6)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 920, type: !106, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !2, line: 926, type: !44, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !2, line: 943, type: !151, isLocal: true, isDefinition: true)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 18)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !2, line: 985, type: !75, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1121, type: !158, isLocal: true, isDefinition: true)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 49)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1123, type: !163, isLocal: true, isDefinition: true)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 54)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !168, isLocal: true, isDefinition: true)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 14)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !75, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !126, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !3, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !39, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !3, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !39, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !2, line: 439, type: !185, isLocal: true, isDefinition: true)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 37)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !2, line: 538, type: !3, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !2, line: 482, type: !151, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !2, line: 508, type: !44, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "boxmt", scope: !196, file: !2, line: 497, type: !317, isLocal: true, isDefinition: true)
!196 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !197, globals: !284, splitDebugInlining: false, nameTableKind: None)
!197 = !{!198, !199, !200, !201, !202, !203, !204, !207, !213, !272, !280}
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!199 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!200 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!201 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!202 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !205, line: 18, baseType: !206)
!205 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!206 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "UBox", file: !2, line: 473, baseType: !209)
!209 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UBox", file: !2, line: 470, size: 128, elements: !210)
!210 = !{!211, !212}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "box", scope: !209, file: !2, line: 471, baseType: !198, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "bsize", scope: !209, file: !2, line: 472, baseType: !204, size: 64, offset: 64)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "LoadF", file: !2, line: 716, baseType: !215)
!215 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LoadF", file: !2, line: 712, size: 65664, elements: !216)
!216 = !{!217, !218, !268}
!217 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !215, file: !2, line: 713, baseType: !200, size: 32)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !215, file: !2, line: 714, baseType: !219, size: 64, offset: 64)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !221, line: 7, baseType: !222)
!221 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!222 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !223, line: 49, size: 1728, elements: !224)
!223 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!224 = !{!225, !226, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !240, !242, !243, !244, !248, !250, !251, !252, !255, !257, !260, !263, !264, !265, !266, !267}
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !222, file: !223, line: 51, baseType: !200, size: 32)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !222, file: !223, line: 54, baseType: !203, size: 64, offset: 64)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !222, file: !223, line: 55, baseType: !203, size: 64, offset: 128)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !222, file: !223, line: 56, baseType: !203, size: 64, offset: 192)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !222, file: !223, line: 57, baseType: !203, size: 64, offset: 256)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !222, file: !223, line: 58, baseType: !203, size: 64, offset: 320)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !222, file: !223, line: 59, baseType: !203, size: 64, offset: 384)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !222, file: !223, line: 60, baseType: !203, size: 64, offset: 448)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !222, file: !223, line: 61, baseType: !203, size: 64, offset: 512)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !222, file: !223, line: 64, baseType: !203, size: 64, offset: 576)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !222, file: !223, line: 65, baseType: !203, size: 64, offset: 640)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !222, file: !223, line: 66, baseType: !203, size: 64, offset: 704)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !222, file: !223, line: 68, baseType: !238, size: 64, offset: 768)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !223, line: 36, flags: DIFlagFwdDecl)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !222, file: !223, line: 70, baseType: !241, size: 64, offset: 832)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !222, file: !223, line: 72, baseType: !200, size: 32, offset: 896)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !222, file: !223, line: 73, baseType: !200, size: 32, offset: 928)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !222, file: !223, line: 74, baseType: !245, size: 64, offset: 960)
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !246, line: 152, baseType: !247)
!246 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!247 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !222, file: !223, line: 77, baseType: !249, size: 16, offset: 1024)
!249 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !222, file: !223, line: 78, baseType: !199, size: 8, offset: 1040)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !222, file: !223, line: 79, baseType: !80, size: 8, offset: 1048)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !222, file: !223, line: 81, baseType: !253, size: 64, offset: 1088)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !223, line: 43, baseType: null)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !222, file: !223, line: 89, baseType: !256, size: 64, offset: 1152)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !246, line: 153, baseType: !247)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !222, file: !223, line: 91, baseType: !258, size: 64, offset: 1216)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !223, line: 37, flags: DIFlagFwdDecl)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !222, file: !223, line: 92, baseType: !261, size: 64, offset: 1280)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !223, line: 38, flags: DIFlagFwdDecl)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !222, file: !223, line: 93, baseType: !241, size: 64, offset: 1344)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !222, file: !223, line: 94, baseType: !198, size: 64, offset: 1408)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !222, file: !223, line: 95, baseType: !204, size: 64, offset: 1472)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !222, file: !223, line: 96, baseType: !200, size: 32, offset: 1536)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !222, file: !223, line: 98, baseType: !65, size: 160, offset: 1568)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "buff", scope: !215, file: !2, line: 715, baseType: !269, size: 65536, offset: 128)
!269 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 65536, elements: !270)
!270 = !{!271}
!271 = !DISubrange(count: 8192)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "LoadS", file: !2, line: 830, baseType: !274)
!274 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LoadS", file: !2, line: 827, size: 128, elements: !275)
!275 = !{!276, !279}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !274, file: !2, line: 828, baseType: !277, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !274, file: !2, line: 829, baseType: !204, size: 64, offset: 64)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !282, line: 57, baseType: !283)
!282 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!283 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !282, line: 57, flags: DIFlagFwdDecl)
!284 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54, !56, !58, !63, !68, !73, !78, !83, !88, !90, !92, !94, !96, !98, !100, !102, !104, !109, !111, !285, !113, !115, !117, !119, !124, !129, !134, !136, !138, !140, !145, !147, !149, !154, !156, !161, !166, !171, !173, !175, !177, !179, !287, !181, !183, !188, !190, !192, !289, !291, !194, !293, !295, !297, !302, !307, !309, !311, !313, !315}
!285 = !DIGlobalVariableExpression(var: !286, expr: !DIExpression())
!286 = distinct !DIGlobalVariable(scope: null, file: !2, line: 803, type: !14, isLocal: true, isDefinition: true)
!287 = !DIGlobalVariableExpression(var: !288, expr: !DIExpression())
!288 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !106, isLocal: true, isDefinition: true)
!289 = !DIGlobalVariableExpression(var: !290, expr: !DIExpression())
!290 = distinct !DIGlobalVariable(scope: null, file: !2, line: 498, type: !14, isLocal: true, isDefinition: true)
!291 = !DIGlobalVariableExpression(var: !292, expr: !DIExpression())
!292 = distinct !DIGlobalVariable(scope: null, file: !2, line: 499, type: !75, isLocal: true, isDefinition: true)
!293 = !DIGlobalVariableExpression(var: !294, expr: !DIExpression())
!294 = distinct !DIGlobalVariable(scope: null, file: !2, line: 741, type: !3, isLocal: true, isDefinition: true)
!295 = !DIGlobalVariableExpression(var: !296, expr: !DIExpression())
!296 = distinct !DIGlobalVariable(scope: null, file: !2, line: 743, type: !24, isLocal: true, isDefinition: true)
!297 = !DIGlobalVariableExpression(var: !298, expr: !DIExpression())
!298 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1044, type: !299, isLocal: true, isDefinition: true)
!299 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !300)
!300 = !{!301}
!301 = !DISubrange(count: 29)
!302 = !DIGlobalVariableExpression(var: !303, expr: !DIExpression())
!303 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1045, type: !304, isLocal: true, isDefinition: true)
!304 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !305)
!305 = !{!306}
!306 = !DISubrange(count: 50)
!307 = !DIGlobalVariableExpression(var: !308, expr: !DIExpression())
!308 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1070, type: !106, isLocal: true, isDefinition: true)
!309 = !DIGlobalVariableExpression(var: !310, expr: !DIExpression())
!310 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1072, type: !70, isLocal: true, isDefinition: true)
!311 = !DIGlobalVariableExpression(var: !312, expr: !DIExpression())
!312 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1103, type: !70, isLocal: true, isDefinition: true)
!313 = !DIGlobalVariableExpression(var: !314, expr: !DIExpression())
!314 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1103, type: !168, isLocal: true, isDefinition: true)
!315 = !DIGlobalVariableExpression(var: !316, expr: !DIExpression())
!316 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1094, type: !39, isLocal: true, isDefinition: true)
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !318, size: 384, elements: !71)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !320, line: 41, baseType: !321)
!320 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!321 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !320, line: 38, size: 128, elements: !322)
!322 = !{!323, !324}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !321, file: !320, line: 39, baseType: !277, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !321, file: !320, line: 40, baseType: !325, size: 64, offset: 64)
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !282, line: 106, baseType: !326)
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64)
!327 = !DISubroutineType(types: !328)
!328 = !{!200, !280}
!329 = !{i32 7, !"Dwarf Version", i32 5}
!330 = !{i32 2, !"Debug Info Version", i32 3}
!331 = !{i32 1, !"wchar_size", i32 4}
!332 = !{i32 8, !"PIC Level", i32 2}
!333 = !{i32 7, !"PIE Level", i32 2}
!334 = !{i32 7, !"uwtable", i32 2}
!335 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!336 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!337 = distinct !DISubprogram(name: "luaL_traceback", scope: !2, file: !2, line: 132, type: !338, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !340)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !280, !280, !277, !200}
!340 = !{!341, !342, !343, !344, !345, !367, !394, !395, !396}
!341 = !DILocalVariable(name: "L", arg: 1, scope: !337, file: !2, line: 132, type: !280)
!342 = !DILocalVariable(name: "L1", arg: 2, scope: !337, file: !2, line: 132, type: !280)
!343 = !DILocalVariable(name: "msg", arg: 3, scope: !337, file: !2, line: 133, type: !277)
!344 = !DILocalVariable(name: "level", arg: 4, scope: !337, file: !2, line: 133, type: !200)
!345 = !DILocalVariable(name: "b", scope: !337, file: !2, line: 134, type: !346)
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Buffer", file: !320, line: 23, baseType: !347)
!347 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Buffer", file: !320, line: 191, size: 8448, elements: !348)
!348 = !{!349, !350, !351, !352, !353}
!349 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !347, file: !320, line: 192, baseType: !203, size: 64)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !347, file: !320, line: 193, baseType: !204, size: 64, offset: 64)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !347, file: !320, line: 194, baseType: !204, size: 64, offset: 128)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !347, file: !320, line: 195, baseType: !280, size: 64, offset: 192)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !347, file: !320, line: 199, baseType: !354, size: 8192, offset: 256)
!354 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !347, file: !320, line: 196, size: 8192, elements: !355)
!355 = !{!356, !358, !359, !360, !362, !363}
!356 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !354, file: !320, line: 197, baseType: !357, size: 64)
!357 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !282, line: 90, baseType: !202)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !354, file: !320, line: 197, baseType: !202, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !354, file: !320, line: 197, baseType: !198, size: 64)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !354, file: !320, line: 197, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !282, line: 94, baseType: !201)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !354, file: !320, line: 197, baseType: !247, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !354, file: !320, line: 198, baseType: !364, size: 8192)
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8192, elements: !365)
!365 = !{!366}
!366 = !DISubrange(count: 1024)
!367 = !DILocalVariable(name: "ar", scope: !337, file: !2, line: 135, type: !368)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !282, line: 137, baseType: !369)
!369 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !282, line: 475, size: 1088, elements: !370)
!370 = !{!371, !372, !373, !374, !375, !376, !377, !378, !379, !380, !382, !383, !384, !385, !386, !387, !391}
!371 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !369, file: !282, line: 476, baseType: !200, size: 32)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !369, file: !282, line: 477, baseType: !277, size: 64, offset: 64)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !369, file: !282, line: 478, baseType: !277, size: 64, offset: 128)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !369, file: !282, line: 479, baseType: !277, size: 64, offset: 192)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !369, file: !282, line: 480, baseType: !277, size: 64, offset: 256)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !369, file: !282, line: 481, baseType: !204, size: 64, offset: 320)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !369, file: !282, line: 482, baseType: !200, size: 32, offset: 384)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !369, file: !282, line: 483, baseType: !200, size: 32, offset: 416)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !369, file: !282, line: 484, baseType: !200, size: 32, offset: 448)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !369, file: !282, line: 485, baseType: !381, size: 8, offset: 480)
!381 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !369, file: !282, line: 486, baseType: !381, size: 8, offset: 488)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !369, file: !282, line: 487, baseType: !4, size: 8, offset: 496)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !369, file: !282, line: 488, baseType: !4, size: 8, offset: 504)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !369, file: !282, line: 489, baseType: !249, size: 16, offset: 512)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !369, file: !282, line: 490, baseType: !249, size: 16, offset: 528)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !369, file: !282, line: 491, baseType: !388, size: 480, offset: 544)
!388 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !389)
!389 = !{!390}
!390 = !DISubrange(count: 60)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !369, file: !282, line: 493, baseType: !392, size: 64, offset: 1024)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 64)
!393 = !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !282, line: 493, flags: DIFlagFwdDecl)
!394 = !DILocalVariable(name: "last", scope: !337, file: !2, line: 136, type: !200)
!395 = !DILocalVariable(name: "limit2show", scope: !337, file: !2, line: 137, type: !200)
!396 = !DILocalVariable(name: "n", scope: !397, file: !2, line: 146, type: !200)
!397 = distinct !DILexicalBlock(scope: !398, file: !2, line: 145, column: 28)
!398 = distinct !DILexicalBlock(scope: !399, file: !2, line: 145, column: 9)
!399 = distinct !DILexicalBlock(scope: !337, file: !2, line: 144, column: 42)
!400 = distinct !DIAssignID()
!401 = distinct !DIAssignID()
!402 = distinct !DIAssignID()
!403 = distinct !DIAssignID()
!404 = distinct !DIAssignID()
!405 = !DILocation(line: 0, scope: !337)
!406 = distinct !DIAssignID()
!407 = !DILocation(line: 134, column: 3, scope: !337)
!408 = !DILocation(line: 135, column: 3, scope: !337)
!409 = !DILocalVariable(name: "ar", scope: !410, file: !2, line: 118, type: !368)
!410 = distinct !DISubprogram(name: "lastlevel", scope: !2, file: !2, line: 117, type: !327, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !411)
!411 = !{!412, !409, !413, !414, !415}
!412 = !DILocalVariable(name: "L", arg: 1, scope: !410, file: !2, line: 117, type: !280)
!413 = !DILocalVariable(name: "li", scope: !410, file: !2, line: 119, type: !200)
!414 = !DILocalVariable(name: "le", scope: !410, file: !2, line: 119, type: !200)
!415 = !DILocalVariable(name: "m", scope: !416, file: !2, line: 124, type: !200)
!416 = distinct !DILexicalBlock(scope: !410, file: !2, line: 123, column: 19)
!417 = !DILocation(line: 0, scope: !410, inlinedAt: !418)
!418 = distinct !DILocation(line: 136, column: 14, scope: !337)
!419 = !DILocation(line: 118, column: 3, scope: !410, inlinedAt: !418)
!420 = !DILocation(line: 121, column: 3, scope: !410, inlinedAt: !418)
!421 = !DILocation(line: 121, column: 10, scope: !410, inlinedAt: !418)
!422 = !DILocation(line: 121, column: 50, scope: !423, inlinedAt: !418)
!423 = distinct !DILexicalBlock(scope: !410, file: !2, line: 121, column: 36)
!424 = distinct !{!424, !420, !425, !426}
!425 = !DILocation(line: 121, column: 56, scope: !410, inlinedAt: !418)
!426 = !{!"llvm.loop.mustprogress"}
!427 = !DILocation(line: 123, column: 13, scope: !410, inlinedAt: !418)
!428 = !DILocation(line: 123, column: 3, scope: !410, inlinedAt: !418)
!429 = !DILocation(line: 124, column: 17, scope: !416, inlinedAt: !418)
!430 = !DILocation(line: 124, column: 22, scope: !416, inlinedAt: !418)
!431 = !DILocation(line: 0, scope: !416, inlinedAt: !418)
!432 = !DILocation(line: 125, column: 9, scope: !433, inlinedAt: !418)
!433 = distinct !DILexicalBlock(scope: !416, file: !2, line: 125, column: 9)
!434 = !DILocation(line: 125, column: 9, scope: !416, inlinedAt: !418)
!435 = distinct !{!435, !428, !436, !426}
!436 = !DILocation(line: 127, column: 3, scope: !410, inlinedAt: !418)
!437 = !DILocation(line: 119, column: 15, scope: !410, inlinedAt: !418)
!438 = !DILocation(line: 129, column: 1, scope: !410, inlinedAt: !418)
!439 = !DILocation(line: 137, column: 34, scope: !337)
!440 = !DILocation(line: 137, column: 20, scope: !337)
!441 = !DILocalVariable(name: "L", arg: 1, scope: !442, file: !2, line: 633, type: !280)
!442 = distinct !DISubprogram(name: "luaL_buffinit", scope: !2, file: !2, line: 633, type: !443, scopeLine: 633, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !446)
!443 = !DISubroutineType(types: !444)
!444 = !{null, !280, !445}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 64)
!446 = !{!441, !447}
!447 = !DILocalVariable(name: "B", arg: 2, scope: !442, file: !2, line: 633, type: !445)
!448 = !DILocation(line: 0, scope: !442, inlinedAt: !449)
!449 = distinct !DILocation(line: 138, column: 3, scope: !337)
!450 = !DILocation(line: 634, column: 6, scope: !442, inlinedAt: !449)
!451 = !DILocation(line: 634, column: 8, scope: !442, inlinedAt: !449)
!452 = !{!453, !454, i64 24}
!453 = !{!"luaL_Buffer", !454, i64 0, !457, i64 8, !457, i64 16, !454, i64 24, !455, i64 32}
!454 = !{!"any pointer", !455, i64 0}
!455 = !{!"omnipotent char", !456, i64 0}
!456 = !{!"Simple C/C++ TBAA"}
!457 = !{!"long", !455, i64 0}
!458 = distinct !DIAssignID()
!459 = !DILocation(line: 635, column: 13, scope: !442, inlinedAt: !449)
!460 = !DILocation(line: 635, column: 8, scope: !442, inlinedAt: !449)
!461 = !{!453, !454, i64 0}
!462 = distinct !DIAssignID()
!463 = !DILocation(line: 636, column: 6, scope: !442, inlinedAt: !449)
!464 = !DILocation(line: 636, column: 8, scope: !442, inlinedAt: !449)
!465 = !{!453, !457, i64 16}
!466 = distinct !DIAssignID()
!467 = !DILocation(line: 637, column: 6, scope: !442, inlinedAt: !449)
!468 = !DILocation(line: 637, column: 11, scope: !442, inlinedAt: !449)
!469 = !{!453, !457, i64 8}
!470 = distinct !DIAssignID()
!471 = !DILocation(line: 638, column: 3, scope: !442, inlinedAt: !449)
!472 = !DILocation(line: 139, column: 7, scope: !473)
!473 = distinct !DILexicalBlock(scope: !337, file: !2, line: 139, column: 7)
!474 = !DILocation(line: 139, column: 7, scope: !337)
!475 = !DILocalVariable(name: "B", arg: 1, scope: !476, file: !2, line: 592, type: !445)
!476 = distinct !DISubprogram(name: "luaL_addstring", scope: !2, file: !2, line: 592, type: !477, scopeLine: 592, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !479)
!477 = !DISubroutineType(types: !478)
!478 = !{null, !445, !277}
!479 = !{!475, !480}
!480 = !DILocalVariable(name: "s", arg: 2, scope: !476, file: !2, line: 592, type: !277)
!481 = !DILocation(line: 0, scope: !476, inlinedAt: !482)
!482 = distinct !DILocation(line: 140, column: 5, scope: !483)
!483 = distinct !DILexicalBlock(scope: !473, file: !2, line: 139, column: 12)
!484 = !DILocation(line: 593, column: 25, scope: !476, inlinedAt: !482)
!485 = !DILocalVariable(name: "B", arg: 1, scope: !486, file: !2, line: 583, type: !445)
!486 = distinct !DISubprogram(name: "luaL_addlstring", scope: !2, file: !2, line: 583, type: !487, scopeLine: 583, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !489)
!487 = !DISubroutineType(types: !488)
!488 = !{null, !445, !277, !204}
!489 = !{!485, !490, !491, !492}
!490 = !DILocalVariable(name: "s", arg: 2, scope: !486, file: !2, line: 583, type: !277)
!491 = !DILocalVariable(name: "l", arg: 3, scope: !486, file: !2, line: 583, type: !204)
!492 = !DILocalVariable(name: "b", scope: !493, file: !2, line: 585, type: !203)
!493 = distinct !DILexicalBlock(scope: !494, file: !2, line: 584, column: 14)
!494 = distinct !DILexicalBlock(scope: !486, file: !2, line: 584, column: 7)
!495 = !DILocation(line: 0, scope: !486, inlinedAt: !496)
!496 = distinct !DILocation(line: 593, column: 3, scope: !476, inlinedAt: !482)
!497 = !DILocation(line: 584, column: 9, scope: !494, inlinedAt: !496)
!498 = !DILocation(line: 584, column: 7, scope: !486, inlinedAt: !496)
!499 = !DILocation(line: 141, column: 5, scope: !483)
!500 = !DILocation(line: 585, column: 15, scope: !493, inlinedAt: !496)
!501 = !DILocation(line: 0, scope: !493, inlinedAt: !496)
!502 = !DILocation(line: 586, column: 5, scope: !493, inlinedAt: !496)
!503 = !DILocation(line: 587, column: 5, scope: !493, inlinedAt: !496)
!504 = distinct !DIAssignID()
!505 = !DILocation(line: 588, column: 3, scope: !493, inlinedAt: !496)
!506 = !DILocalVariable(name: "B", arg: 1, scope: !507, file: !2, line: 578, type: !445)
!507 = distinct !DISubprogram(name: "luaL_prepbuffsize", scope: !2, file: !2, line: 578, type: !508, scopeLine: 578, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !510)
!508 = !DISubroutineType(types: !509)
!509 = !{!203, !445, !204}
!510 = !{!506, !511}
!511 = !DILocalVariable(name: "sz", arg: 2, scope: !507, file: !2, line: 578, type: !204)
!512 = !DILocation(line: 0, scope: !507, inlinedAt: !513)
!513 = distinct !DILocation(line: 141, column: 5, scope: !483)
!514 = !DILocation(line: 579, column: 10, scope: !507, inlinedAt: !513)
!515 = distinct !DIAssignID()
!516 = !{!455, !455, i64 0}
!517 = !DILocation(line: 142, column: 3, scope: !483)
!518 = !DILocation(line: 0, scope: !476, inlinedAt: !519)
!519 = distinct !DILocation(line: 143, column: 3, scope: !337)
!520 = !DILocation(line: 0, scope: !486, inlinedAt: !521)
!521 = distinct !DILocation(line: 593, column: 3, scope: !476, inlinedAt: !519)
!522 = !DILocation(line: 585, column: 15, scope: !493, inlinedAt: !521)
!523 = !DILocation(line: 0, scope: !493, inlinedAt: !521)
!524 = !DILocation(line: 586, column: 5, scope: !493, inlinedAt: !521)
!525 = !DILocation(line: 587, column: 5, scope: !493, inlinedAt: !521)
!526 = distinct !DIAssignID()
!527 = !DILocation(line: 144, column: 10, scope: !337)
!528 = !DILocation(line: 144, column: 3, scope: !337)
!529 = !DILocation(line: 144, column: 32, scope: !337)
!530 = !DILocation(line: 145, column: 19, scope: !398)
!531 = !DILocation(line: 145, column: 22, scope: !398)
!532 = !DILocation(line: 145, column: 9, scope: !399)
!533 = !DILocation(line: 146, column: 38, scope: !397)
!534 = !DILocation(line: 0, scope: !397)
!535 = !DILocation(line: 147, column: 7, scope: !397)
!536 = !DILocalVariable(name: "len", scope: !537, file: !2, line: 624, type: !204)
!537 = distinct !DISubprogram(name: "luaL_addvalue", scope: !2, file: !2, line: 622, type: !538, scopeLine: 622, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !540)
!538 = !DISubroutineType(types: !539)
!539 = !{null, !445}
!540 = !{!541, !542, !536, !543, !544}
!541 = !DILocalVariable(name: "B", arg: 1, scope: !537, file: !2, line: 622, type: !445)
!542 = !DILocalVariable(name: "L", scope: !537, file: !2, line: 623, type: !280)
!543 = !DILocalVariable(name: "s", scope: !537, file: !2, line: 625, type: !277)
!544 = !DILocalVariable(name: "b", scope: !537, file: !2, line: 626, type: !203)
!545 = !DILocation(line: 0, scope: !537, inlinedAt: !546)
!546 = distinct !DILocation(line: 148, column: 7, scope: !397)
!547 = !DILocation(line: 623, column: 21, scope: !537, inlinedAt: !546)
!548 = !DILocation(line: 624, column: 3, scope: !537, inlinedAt: !546)
!549 = !DILocation(line: 625, column: 19, scope: !537, inlinedAt: !546)
!550 = !DILocation(line: 626, column: 29, scope: !537, inlinedAt: !546)
!551 = !{!457, !457, i64 0}
!552 = !DILocation(line: 626, column: 13, scope: !537, inlinedAt: !546)
!553 = !DILocation(line: 627, column: 16, scope: !537, inlinedAt: !546)
!554 = !DILocation(line: 627, column: 3, scope: !537, inlinedAt: !546)
!555 = !DILocation(line: 628, column: 3, scope: !537, inlinedAt: !546)
!556 = distinct !DIAssignID()
!557 = !DILocation(line: 629, column: 3, scope: !537, inlinedAt: !546)
!558 = !DILocation(line: 630, column: 1, scope: !537, inlinedAt: !546)
!559 = !DILocation(line: 150, column: 5, scope: !397)
!560 = !DILocation(line: 152, column: 7, scope: !561)
!561 = distinct !DILexicalBlock(scope: !398, file: !2, line: 151, column: 10)
!562 = !DILocation(line: 153, column: 14, scope: !563)
!563 = distinct !DILexicalBlock(scope: !561, file: !2, line: 153, column: 11)
!564 = !{!565, !566, i64 48}
!565 = !{!"lua_Debug", !566, i64 0, !454, i64 8, !454, i64 16, !454, i64 24, !454, i64 32, !457, i64 40, !566, i64 48, !566, i64 52, !566, i64 56, !455, i64 60, !455, i64 61, !455, i64 62, !455, i64 63, !567, i64 64, !567, i64 66, !455, i64 68, !454, i64 128}
!566 = !{!"int", !455, i64 0}
!567 = !{!"short", !455, i64 0}
!568 = !DILocation(line: 153, column: 26, scope: !563)
!569 = !DILocation(line: 153, column: 11, scope: !561)
!570 = !DILocation(line: 154, column: 9, scope: !563)
!571 = !DILocation(line: 156, column: 9, scope: !563)
!572 = !DILocation(line: 0, scope: !537, inlinedAt: !573)
!573 = distinct !DILocation(line: 157, column: 7, scope: !561)
!574 = !DILocation(line: 623, column: 21, scope: !537, inlinedAt: !573)
!575 = !DILocation(line: 624, column: 3, scope: !537, inlinedAt: !573)
!576 = !DILocation(line: 625, column: 19, scope: !537, inlinedAt: !573)
!577 = !DILocation(line: 626, column: 29, scope: !537, inlinedAt: !573)
!578 = !DILocation(line: 626, column: 13, scope: !537, inlinedAt: !573)
!579 = !DILocation(line: 627, column: 16, scope: !537, inlinedAt: !573)
!580 = !DILocation(line: 627, column: 3, scope: !537, inlinedAt: !573)
!581 = !DILocation(line: 628, column: 3, scope: !537, inlinedAt: !573)
!582 = distinct !DIAssignID()
!583 = !DILocation(line: 629, column: 3, scope: !537, inlinedAt: !573)
!584 = !DILocation(line: 630, column: 1, scope: !537, inlinedAt: !573)
!585 = !DILocalVariable(name: "L", arg: 1, scope: !586, file: !2, line: 101, type: !280)
!586 = distinct !DISubprogram(name: "pushfuncname", scope: !2, file: !2, line: 101, type: !587, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !590)
!587 = !DISubroutineType(types: !588)
!588 = !{null, !280, !589}
!589 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!590 = !{!585, !591}
!591 = !DILocalVariable(name: "ar", arg: 2, scope: !586, file: !2, line: 101, type: !589)
!592 = !DILocation(line: 0, scope: !586, inlinedAt: !593)
!593 = distinct !DILocation(line: 158, column: 7, scope: !561)
!594 = !DILocation(line: 102, column: 7, scope: !595, inlinedAt: !593)
!595 = distinct !DILexicalBlock(scope: !586, file: !2, line: 102, column: 7)
!596 = !DILocation(line: 102, column: 7, scope: !586, inlinedAt: !593)
!597 = !DILocation(line: 103, column: 41, scope: !598, inlinedAt: !593)
!598 = distinct !DILexicalBlock(scope: !595, file: !2, line: 102, column: 34)
!599 = !DILocation(line: 103, column: 5, scope: !598, inlinedAt: !593)
!600 = !DILocation(line: 104, column: 5, scope: !598, inlinedAt: !593)
!601 = !DILocation(line: 105, column: 3, scope: !598, inlinedAt: !593)
!602 = !DILocation(line: 106, column: 17, scope: !603, inlinedAt: !593)
!603 = distinct !DILexicalBlock(scope: !595, file: !2, line: 106, column: 12)
!604 = !{!565, !454, i64 16}
!605 = !DILocation(line: 106, column: 12, scope: !603, inlinedAt: !593)
!606 = !DILocation(line: 106, column: 26, scope: !603, inlinedAt: !593)
!607 = !DILocation(line: 106, column: 12, scope: !595, inlinedAt: !593)
!608 = !DILocation(line: 107, column: 53, scope: !603, inlinedAt: !593)
!609 = !{!565, !454, i64 8}
!610 = !DILocation(line: 107, column: 5, scope: !603, inlinedAt: !593)
!611 = !DILocation(line: 108, column: 17, scope: !612, inlinedAt: !593)
!612 = distinct !DILexicalBlock(scope: !603, file: !2, line: 108, column: 12)
!613 = !{!565, !454, i64 24}
!614 = !DILocation(line: 108, column: 12, scope: !612, inlinedAt: !593)
!615 = !DILocation(line: 108, column: 12, scope: !603, inlinedAt: !593)
!616 = !DILocation(line: 109, column: 7, scope: !612, inlinedAt: !593)
!617 = !DILocation(line: 111, column: 63, scope: !618, inlinedAt: !593)
!618 = distinct !DILexicalBlock(scope: !612, file: !2, line: 110, column: 12)
!619 = !{!565, !566, i64 52}
!620 = !DILocation(line: 111, column: 5, scope: !618, inlinedAt: !593)
!621 = !DILocation(line: 113, column: 5, scope: !618, inlinedAt: !593)
!622 = !DILocation(line: 0, scope: !537, inlinedAt: !623)
!623 = distinct !DILocation(line: 159, column: 7, scope: !561)
!624 = !DILocation(line: 623, column: 21, scope: !537, inlinedAt: !623)
!625 = !DILocation(line: 624, column: 3, scope: !537, inlinedAt: !623)
!626 = !DILocation(line: 625, column: 19, scope: !537, inlinedAt: !623)
!627 = !DILocation(line: 626, column: 29, scope: !537, inlinedAt: !623)
!628 = !DILocation(line: 626, column: 13, scope: !537, inlinedAt: !623)
!629 = !DILocation(line: 627, column: 16, scope: !537, inlinedAt: !623)
!630 = !DILocation(line: 627, column: 3, scope: !537, inlinedAt: !623)
!631 = !DILocation(line: 628, column: 3, scope: !537, inlinedAt: !623)
!632 = distinct !DIAssignID()
!633 = !DILocation(line: 629, column: 3, scope: !537, inlinedAt: !623)
!634 = !DILocation(line: 630, column: 1, scope: !537, inlinedAt: !623)
!635 = !DILocation(line: 160, column: 14, scope: !636)
!636 = distinct !DILexicalBlock(scope: !561, file: !2, line: 160, column: 11)
!637 = !{!565, !455, i64 63}
!638 = !DILocation(line: 160, column: 11, scope: !636)
!639 = !DILocation(line: 160, column: 11, scope: !561)
!640 = !DILocation(line: 0, scope: !476, inlinedAt: !641)
!641 = distinct !DILocation(line: 161, column: 9, scope: !636)
!642 = !DILocation(line: 0, scope: !486, inlinedAt: !643)
!643 = distinct !DILocation(line: 593, column: 3, scope: !476, inlinedAt: !641)
!644 = !DILocation(line: 585, column: 15, scope: !493, inlinedAt: !643)
!645 = !DILocation(line: 0, scope: !493, inlinedAt: !643)
!646 = !DILocation(line: 586, column: 5, scope: !493, inlinedAt: !643)
!647 = !DILocation(line: 587, column: 5, scope: !493, inlinedAt: !643)
!648 = distinct !DIAssignID()
!649 = !DILocation(line: 588, column: 3, scope: !493, inlinedAt: !643)
!650 = distinct !{!650, !528, !651, !426}
!651 = !DILocation(line: 163, column: 3, scope: !337)
!652 = !DILocalVariable(name: "B", arg: 1, scope: !653, file: !2, line: 597, type: !445)
!653 = distinct !DISubprogram(name: "luaL_pushresult", scope: !2, file: !2, line: 597, type: !538, scopeLine: 597, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !654)
!654 = !{!652, !655}
!655 = !DILocalVariable(name: "L", scope: !653, file: !2, line: 598, type: !280)
!656 = !DILocation(line: 0, scope: !653, inlinedAt: !657)
!657 = distinct !DILocation(line: 164, column: 3, scope: !337)
!658 = !DILocation(line: 598, column: 21, scope: !653, inlinedAt: !657)
!659 = !DILocation(line: 600, column: 25, scope: !653, inlinedAt: !657)
!660 = !DILocation(line: 600, column: 31, scope: !653, inlinedAt: !657)
!661 = !DILocation(line: 600, column: 3, scope: !653, inlinedAt: !657)
!662 = !DILocation(line: 601, column: 7, scope: !663, inlinedAt: !657)
!663 = distinct !DILexicalBlock(scope: !653, file: !2, line: 601, column: 7)
!664 = !DILocation(line: 601, column: 7, scope: !653, inlinedAt: !657)
!665 = !DILocation(line: 602, column: 5, scope: !663, inlinedAt: !657)
!666 = !DILocation(line: 603, column: 3, scope: !653, inlinedAt: !657)
!667 = !DILocation(line: 165, column: 1, scope: !337)
!668 = !DILocation(line: 0, scope: !442)
!669 = !DILocation(line: 634, column: 6, scope: !442)
!670 = !DILocation(line: 634, column: 8, scope: !442)
!671 = !DILocation(line: 635, column: 13, scope: !442)
!672 = !DILocation(line: 635, column: 8, scope: !442)
!673 = !DILocation(line: 636, column: 6, scope: !442)
!674 = !DILocation(line: 636, column: 8, scope: !442)
!675 = !DILocation(line: 637, column: 6, scope: !442)
!676 = !DILocation(line: 637, column: 11, scope: !442)
!677 = !DILocation(line: 638, column: 3, scope: !442)
!678 = !DILocation(line: 639, column: 1, scope: !442)
!679 = !DILocation(line: 0, scope: !476)
!680 = !DILocation(line: 593, column: 25, scope: !476)
!681 = !DILocation(line: 0, scope: !486, inlinedAt: !682)
!682 = distinct !DILocation(line: 593, column: 3, scope: !476)
!683 = !DILocation(line: 584, column: 9, scope: !494, inlinedAt: !682)
!684 = !DILocation(line: 584, column: 7, scope: !486, inlinedAt: !682)
!685 = !DILocation(line: 585, column: 15, scope: !493, inlinedAt: !682)
!686 = !DILocation(line: 0, scope: !493, inlinedAt: !682)
!687 = !DILocation(line: 586, column: 5, scope: !493, inlinedAt: !682)
!688 = !DILocation(line: 587, column: 5, scope: !493, inlinedAt: !682)
!689 = !DILocation(line: 588, column: 3, scope: !493, inlinedAt: !682)
!690 = !DILocation(line: 594, column: 1, scope: !476)
!691 = !DILocation(line: 0, scope: !507)
!692 = !DILocation(line: 579, column: 10, scope: !507)
!693 = !DILocation(line: 579, column: 3, scope: !507)
!694 = !DISubprogram(name: "lua_getstack", scope: !282, file: !282, line: 457, type: !695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DISubroutineType(types: !696)
!696 = !{!200, !280, !200, !589}
!697 = !DISubprogram(name: "lua_pushfstring", scope: !282, file: !282, line: 251, type: !698, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!698 = !DISubroutineType(types: !699)
!699 = !{!277, !280, !277, null}
!700 = distinct !DIAssignID()
!701 = !DILocation(line: 0, scope: !537)
!702 = !DILocation(line: 623, column: 21, scope: !537)
!703 = !DILocation(line: 624, column: 3, scope: !537)
!704 = !DILocation(line: 625, column: 19, scope: !537)
!705 = !DILocation(line: 626, column: 29, scope: !537)
!706 = !DILocation(line: 626, column: 13, scope: !537)
!707 = !DILocation(line: 627, column: 16, scope: !537)
!708 = !DILocation(line: 627, column: 3, scope: !537)
!709 = !DILocation(line: 628, column: 3, scope: !537)
!710 = !DILocation(line: 629, column: 3, scope: !537)
!711 = !DILocation(line: 630, column: 1, scope: !537)
!712 = !DISubprogram(name: "lua_getinfo", scope: !282, file: !282, line: 458, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubroutineType(types: !714)
!714 = !{!200, !280, !277, !589}
!715 = !DILocation(line: 0, scope: !653)
!716 = !DILocation(line: 598, column: 21, scope: !653)
!717 = !DILocation(line: 600, column: 25, scope: !653)
!718 = !DILocation(line: 600, column: 31, scope: !653)
!719 = !DILocation(line: 600, column: 3, scope: !653)
!720 = !DILocation(line: 601, column: 7, scope: !663)
!721 = !DILocation(line: 601, column: 7, scope: !653)
!722 = !DILocation(line: 602, column: 5, scope: !663)
!723 = !DILocation(line: 603, column: 3, scope: !653)
!724 = !DILocation(line: 604, column: 1, scope: !653)
!725 = distinct !DISubprogram(name: "luaL_argerror", scope: !2, file: !2, line: 176, type: !726, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !728)
!726 = !DISubroutineType(types: !727)
!727 = !{!200, !280, !200, !277}
!728 = !{!729, !730, !731, !732}
!729 = !DILocalVariable(name: "L", arg: 1, scope: !725, file: !2, line: 176, type: !280)
!730 = !DILocalVariable(name: "arg", arg: 2, scope: !725, file: !2, line: 176, type: !200)
!731 = !DILocalVariable(name: "extramsg", arg: 3, scope: !725, file: !2, line: 176, type: !277)
!732 = !DILocalVariable(name: "ar", scope: !725, file: !2, line: 177, type: !368)
!733 = distinct !DIAssignID()
!734 = !DILocation(line: 0, scope: !725)
!735 = !DILocation(line: 177, column: 3, scope: !725)
!736 = !DILocation(line: 178, column: 8, scope: !737)
!737 = distinct !DILexicalBlock(scope: !725, file: !2, line: 178, column: 7)
!738 = !DILocation(line: 178, column: 7, scope: !725)
!739 = !DILocation(line: 179, column: 12, scope: !737)
!740 = !DILocation(line: 179, column: 5, scope: !737)
!741 = !DILocation(line: 180, column: 3, scope: !725)
!742 = !DILocation(line: 181, column: 17, scope: !743)
!743 = distinct !DILexicalBlock(scope: !725, file: !2, line: 181, column: 7)
!744 = !DILocation(line: 181, column: 7, scope: !743)
!745 = !DILocation(line: 181, column: 37, scope: !743)
!746 = !DILocation(line: 181, column: 7, scope: !725)
!747 = !DILocation(line: 182, column: 8, scope: !748)
!748 = distinct !DILexicalBlock(scope: !743, file: !2, line: 181, column: 43)
!749 = !DILocation(line: 183, column: 13, scope: !750)
!750 = distinct !DILexicalBlock(scope: !748, file: !2, line: 183, column: 9)
!751 = !DILocation(line: 183, column: 9, scope: !748)
!752 = !DILocation(line: 185, column: 31, scope: !750)
!753 = !DILocation(line: 184, column: 14, scope: !750)
!754 = !DILocation(line: 184, column: 7, scope: !750)
!755 = !DILocation(line: 187, column: 10, scope: !756)
!756 = distinct !DILexicalBlock(scope: !725, file: !2, line: 187, column: 7)
!757 = !DILocation(line: 187, column: 15, scope: !756)
!758 = !DILocation(line: 187, column: 7, scope: !725)
!759 = !DILocation(line: 188, column: 16, scope: !756)
!760 = !DILocation(line: 188, column: 15, scope: !756)
!761 = !DILocation(line: 188, column: 46, scope: !756)
!762 = !DILocation(line: 188, column: 13, scope: !756)
!763 = distinct !DIAssignID()
!764 = !DILocation(line: 188, column: 5, scope: !756)
!765 = !DILocation(line: 190, column: 33, scope: !725)
!766 = !DILocation(line: 189, column: 10, scope: !725)
!767 = !DILocation(line: 189, column: 3, scope: !725)
!768 = !DILocation(line: 191, column: 1, scope: !725)
!769 = distinct !DISubprogram(name: "luaL_error", scope: !2, file: !2, line: 235, type: !770, scopeLine: 235, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !772)
!770 = !DISubroutineType(types: !771)
!771 = !{!200, !280, !277, null}
!772 = !{!773, !774, !775}
!773 = !DILocalVariable(name: "L", arg: 1, scope: !769, file: !2, line: 235, type: !280)
!774 = !DILocalVariable(name: "fmt", arg: 2, scope: !769, file: !2, line: 235, type: !277)
!775 = !DILocalVariable(name: "argp", scope: !769, file: !2, line: 236, type: !776)
!776 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !777, line: 52, baseType: !778)
!777 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!778 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !779, line: 12, baseType: !780)
!779 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!780 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !781)
!781 = !DICompositeType(tag: DW_TAG_array_type, baseType: !782, size: 192, elements: !81)
!782 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !783)
!783 = !{!784, !786, !787, !788}
!784 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !782, file: !2, line: 236, baseType: !785, size: 32)
!785 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!786 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !782, file: !2, line: 236, baseType: !785, size: 32, offset: 32)
!787 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !782, file: !2, line: 236, baseType: !198, size: 64, offset: 64)
!788 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !782, file: !2, line: 236, baseType: !198, size: 64, offset: 128)
!789 = distinct !DIAssignID()
!790 = distinct !DIAssignID()
!791 = !DILocation(line: 0, scope: !769)
!792 = !DILocation(line: 236, column: 3, scope: !769)
!793 = !DILocation(line: 237, column: 3, scope: !769)
!794 = !DILocalVariable(name: "ar", scope: !795, file: !2, line: 218, type: !368)
!795 = distinct !DISubprogram(name: "luaL_where", scope: !2, file: !2, line: 217, type: !796, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !798)
!796 = !DISubroutineType(types: !797)
!797 = !{null, !280, !200}
!798 = !{!799, !800, !794}
!799 = !DILocalVariable(name: "L", arg: 1, scope: !795, file: !2, line: 217, type: !280)
!800 = !DILocalVariable(name: "level", arg: 2, scope: !795, file: !2, line: 217, type: !200)
!801 = !DILocation(line: 0, scope: !795, inlinedAt: !802)
!802 = distinct !DILocation(line: 238, column: 3, scope: !769)
!803 = !DILocation(line: 218, column: 3, scope: !795, inlinedAt: !802)
!804 = !DILocation(line: 219, column: 7, scope: !805, inlinedAt: !802)
!805 = distinct !DILexicalBlock(scope: !795, file: !2, line: 219, column: 7)
!806 = !DILocation(line: 219, column: 7, scope: !795, inlinedAt: !802)
!807 = !DILocation(line: 220, column: 5, scope: !808, inlinedAt: !802)
!808 = distinct !DILexicalBlock(scope: !805, file: !2, line: 219, column: 36)
!809 = !DILocation(line: 221, column: 12, scope: !810, inlinedAt: !802)
!810 = distinct !DILexicalBlock(scope: !808, file: !2, line: 221, column: 9)
!811 = !DILocation(line: 221, column: 24, scope: !810, inlinedAt: !802)
!812 = !DILocation(line: 221, column: 9, scope: !808, inlinedAt: !802)
!813 = !DILocation(line: 222, column: 40, scope: !814, inlinedAt: !802)
!814 = distinct !DILexicalBlock(scope: !810, file: !2, line: 221, column: 29)
!815 = !DILocation(line: 222, column: 7, scope: !814, inlinedAt: !802)
!816 = !DILocation(line: 223, column: 7, scope: !814, inlinedAt: !802)
!817 = !DILocation(line: 226, column: 3, scope: !795, inlinedAt: !802)
!818 = !DILocation(line: 227, column: 1, scope: !795, inlinedAt: !802)
!819 = !DILocation(line: 239, column: 3, scope: !769)
!820 = !DILocation(line: 240, column: 3, scope: !769)
!821 = !DILocation(line: 241, column: 3, scope: !769)
!822 = !DILocation(line: 242, column: 10, scope: !769)
!823 = !DILocation(line: 243, column: 1, scope: !769)
!824 = !DILocation(line: 242, column: 3, scope: !769)
!825 = !DISubprogram(name: "strcmp", scope: !826, file: !826, line: 156, type: !827, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!826 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!827 = !DISubroutineType(types: !828)
!828 = !{!200, !277, !277}
!829 = distinct !DISubprogram(name: "pushglobalfuncname", scope: !2, file: !2, line: 79, type: !830, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !832)
!830 = !DISubroutineType(types: !831)
!831 = !{!200, !280, !589}
!832 = !{!833, !834, !835, !836}
!833 = !DILocalVariable(name: "L", arg: 1, scope: !829, file: !2, line: 79, type: !280)
!834 = !DILocalVariable(name: "ar", arg: 2, scope: !829, file: !2, line: 79, type: !589)
!835 = !DILocalVariable(name: "top", scope: !829, file: !2, line: 80, type: !200)
!836 = !DILocalVariable(name: "name", scope: !837, file: !2, line: 85, type: !277)
!837 = distinct !DILexicalBlock(scope: !838, file: !2, line: 84, column: 33)
!838 = distinct !DILexicalBlock(scope: !829, file: !2, line: 84, column: 7)
!839 = !DILocation(line: 0, scope: !829)
!840 = !DILocation(line: 80, column: 13, scope: !829)
!841 = !DILocation(line: 81, column: 3, scope: !829)
!842 = !DILocation(line: 82, column: 3, scope: !829)
!843 = !DILocalVariable(name: "L", arg: 1, scope: !844, file: !2, line: 383, type: !280)
!844 = distinct !DISubprogram(name: "luaL_checkstack", scope: !2, file: !2, line: 383, type: !845, scopeLine: 383, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !847)
!845 = !DISubroutineType(types: !846)
!846 = !{null, !280, !200, !277}
!847 = !{!843, !848, !849}
!848 = !DILocalVariable(name: "space", arg: 2, scope: !844, file: !2, line: 383, type: !200)
!849 = !DILocalVariable(name: "msg", arg: 3, scope: !844, file: !2, line: 383, type: !277)
!850 = !DILocation(line: 0, scope: !844, inlinedAt: !851)
!851 = distinct !DILocation(line: 83, column: 3, scope: !829)
!852 = !DILocation(line: 384, column: 7, scope: !853, inlinedAt: !851)
!853 = distinct !DILexicalBlock(scope: !844, file: !2, line: 384, column: 7)
!854 = !DILocation(line: 384, column: 7, scope: !844, inlinedAt: !851)
!855 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!856 = !DILocation(line: 386, column: 7, scope: !857, inlinedAt: !851)
!857 = distinct !DILexicalBlock(scope: !858, file: !2, line: 385, column: 9)
!858 = distinct !DILexicalBlock(scope: !853, file: !2, line: 384, column: 46)
!859 = !DILocation(line: 84, column: 24, scope: !838)
!860 = !DILocation(line: 84, column: 7, scope: !838)
!861 = !DILocation(line: 84, column: 7, scope: !829)
!862 = !DILocation(line: 85, column: 24, scope: !837)
!863 = !DILocation(line: 0, scope: !837)
!864 = !DILocation(line: 86, column: 41, scope: !865)
!865 = distinct !DILexicalBlock(scope: !837, file: !2, line: 86, column: 9)
!866 = !DILocation(line: 86, column: 9, scope: !837)
!867 = !DILocation(line: 87, column: 30, scope: !868)
!868 = distinct !DILexicalBlock(scope: !865, file: !2, line: 86, column: 47)
!869 = !DILocation(line: 87, column: 7, scope: !868)
!870 = !DILocation(line: 88, column: 7, scope: !868)
!871 = !DILocation(line: 89, column: 5, scope: !868)
!872 = !DILocation(line: 90, column: 5, scope: !837)
!873 = !DILocation(line: 0, scope: !838)
!874 = !DILocation(line: 98, column: 1, scope: !829)
!875 = !DISubprogram(name: "lua_tolstring", scope: !282, file: !282, line: 204, type: !876, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!876 = !DISubroutineType(types: !877)
!877 = !{!277, !280, !200, !878}
!878 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!879 = distinct !DISubprogram(name: "luaL_typeerror", scope: !2, file: !2, line: 194, type: !726, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !880)
!880 = !{!881, !882, !883, !884, !885}
!881 = !DILocalVariable(name: "L", arg: 1, scope: !879, file: !2, line: 194, type: !280)
!882 = !DILocalVariable(name: "arg", arg: 2, scope: !879, file: !2, line: 194, type: !200)
!883 = !DILocalVariable(name: "tname", arg: 3, scope: !879, file: !2, line: 194, type: !277)
!884 = !DILocalVariable(name: "msg", scope: !879, file: !2, line: 195, type: !277)
!885 = !DILocalVariable(name: "typearg", scope: !879, file: !2, line: 196, type: !277)
!886 = !DILocation(line: 0, scope: !879)
!887 = !DILocalVariable(name: "L", arg: 1, scope: !888, file: !2, line: 860, type: !280)
!888 = distinct !DISubprogram(name: "luaL_getmetafield", scope: !2, file: !2, line: 860, type: !726, scopeLine: 860, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !889)
!889 = !{!887, !890, !891, !892}
!890 = !DILocalVariable(name: "obj", arg: 2, scope: !888, file: !2, line: 860, type: !200)
!891 = !DILocalVariable(name: "event", arg: 3, scope: !888, file: !2, line: 860, type: !277)
!892 = !DILocalVariable(name: "tt", scope: !893, file: !2, line: 864, type: !200)
!893 = distinct !DILexicalBlock(scope: !894, file: !2, line: 863, column: 8)
!894 = distinct !DILexicalBlock(scope: !888, file: !2, line: 861, column: 7)
!895 = !DILocation(line: 0, scope: !888, inlinedAt: !896)
!896 = distinct !DILocation(line: 197, column: 7, scope: !897)
!897 = distinct !DILexicalBlock(scope: !879, file: !2, line: 197, column: 7)
!898 = !DILocation(line: 861, column: 8, scope: !894, inlinedAt: !896)
!899 = !DILocation(line: 861, column: 7, scope: !888, inlinedAt: !896)
!900 = !DILocation(line: 865, column: 5, scope: !893, inlinedAt: !896)
!901 = !DILocation(line: 866, column: 10, scope: !893, inlinedAt: !896)
!902 = !DILocation(line: 0, scope: !893, inlinedAt: !896)
!903 = !DILocation(line: 867, column: 12, scope: !904, inlinedAt: !896)
!904 = distinct !DILexicalBlock(scope: !893, file: !2, line: 867, column: 9)
!905 = !DILocation(line: 867, column: 9, scope: !893, inlinedAt: !896)
!906 = !DILocation(line: 0, scope: !904, inlinedAt: !896)
!907 = !DILocation(line: 197, column: 7, scope: !879)
!908 = !DILocation(line: 870, column: 7, scope: !904, inlinedAt: !896)
!909 = !DILocation(line: 197, column: 43, scope: !897)
!910 = !DILocation(line: 198, column: 15, scope: !897)
!911 = !DILocation(line: 198, column: 5, scope: !897)
!912 = !DILocation(line: 199, column: 12, scope: !913)
!913 = distinct !DILexicalBlock(scope: !897, file: !2, line: 199, column: 12)
!914 = !DILocation(line: 199, column: 29, scope: !913)
!915 = !DILocation(line: 199, column: 12, scope: !897)
!916 = !DILocation(line: 202, column: 15, scope: !913)
!917 = !DILocation(line: 0, scope: !897)
!918 = !DILocation(line: 203, column: 9, scope: !879)
!919 = !DILocation(line: 204, column: 10, scope: !879)
!920 = !DILocation(line: 204, column: 3, scope: !879)
!921 = !DILocation(line: 0, scope: !888)
!922 = !DILocation(line: 861, column: 8, scope: !894)
!923 = !DILocation(line: 861, column: 7, scope: !888)
!924 = !DILocation(line: 865, column: 5, scope: !893)
!925 = !DILocation(line: 866, column: 10, scope: !893)
!926 = !DILocation(line: 0, scope: !893)
!927 = !DILocation(line: 867, column: 12, scope: !904)
!928 = !DILocation(line: 867, column: 9, scope: !893)
!929 = !DILocation(line: 870, column: 7, scope: !904)
!930 = !DILocation(line: 0, scope: !904)
!931 = !DILocation(line: 873, column: 1, scope: !888)
!932 = !DILocation(line: 0, scope: !894)
!933 = !DISubprogram(name: "lua_type", scope: !282, file: !282, line: 198, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!934 = !DISubroutineType(types: !935)
!935 = !{!200, !280, !200}
!936 = !DISubprogram(name: "lua_typename", scope: !282, file: !282, line: 199, type: !937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!937 = !DISubroutineType(types: !938)
!938 = !{!277, !280, !200}
!939 = distinct !DIAssignID()
!940 = !DILocation(line: 0, scope: !795)
!941 = !DILocation(line: 218, column: 3, scope: !795)
!942 = !DILocation(line: 219, column: 7, scope: !805)
!943 = !DILocation(line: 219, column: 7, scope: !795)
!944 = !DILocation(line: 220, column: 5, scope: !808)
!945 = !DILocation(line: 221, column: 12, scope: !810)
!946 = !DILocation(line: 221, column: 24, scope: !810)
!947 = !DILocation(line: 221, column: 9, scope: !808)
!948 = !DILocation(line: 222, column: 40, scope: !814)
!949 = !DILocation(line: 222, column: 7, scope: !814)
!950 = !DILocation(line: 223, column: 7, scope: !814)
!951 = !DILocation(line: 226, column: 3, scope: !795)
!952 = !DILocation(line: 227, column: 1, scope: !795)
!953 = !DISubprogram(name: "lua_pushvfstring", scope: !282, file: !282, line: 249, type: !954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!954 = !DISubroutineType(types: !955)
!955 = !{!277, !280, !277, !956}
!956 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !782, size: 64)
!957 = !DISubprogram(name: "lua_concat", scope: !282, file: !282, line: 353, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!958 = !DISubprogram(name: "lua_error", scope: !282, file: !282, line: 349, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!959 = distinct !DISubprogram(name: "luaL_fileresult", scope: !2, file: !2, line: 246, type: !726, scopeLine: 246, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !960)
!960 = !{!961, !962, !963, !964, !965}
!961 = !DILocalVariable(name: "L", arg: 1, scope: !959, file: !2, line: 246, type: !280)
!962 = !DILocalVariable(name: "stat", arg: 2, scope: !959, file: !2, line: 246, type: !200)
!963 = !DILocalVariable(name: "fname", arg: 3, scope: !959, file: !2, line: 246, type: !277)
!964 = !DILocalVariable(name: "en", scope: !959, file: !2, line: 247, type: !200)
!965 = !DILocalVariable(name: "msg", scope: !966, file: !2, line: 253, type: !277)
!966 = distinct !DILexicalBlock(scope: !967, file: !2, line: 252, column: 8)
!967 = distinct !DILexicalBlock(scope: !959, file: !2, line: 248, column: 7)
!968 = !DILocation(line: 0, scope: !959)
!969 = !DILocation(line: 247, column: 12, scope: !959)
!970 = !{!566, !566, i64 0}
!971 = !DILocation(line: 248, column: 7, scope: !967)
!972 = !DILocation(line: 248, column: 7, scope: !959)
!973 = !DILocation(line: 249, column: 5, scope: !974)
!974 = distinct !DILexicalBlock(scope: !967, file: !2, line: 248, column: 13)
!975 = !DILocation(line: 250, column: 5, scope: !974)
!976 = !DILocation(line: 254, column: 5, scope: !966)
!977 = !DILocation(line: 255, column: 15, scope: !966)
!978 = !DILocation(line: 255, column: 11, scope: !966)
!979 = !DILocation(line: 255, column: 23, scope: !966)
!980 = !DILocation(line: 0, scope: !966)
!981 = !DILocation(line: 256, column: 9, scope: !982)
!982 = distinct !DILexicalBlock(scope: !966, file: !2, line: 256, column: 9)
!983 = !DILocation(line: 256, column: 9, scope: !966)
!984 = !DILocation(line: 257, column: 7, scope: !982)
!985 = !DILocation(line: 259, column: 7, scope: !982)
!986 = !DILocation(line: 260, column: 24, scope: !966)
!987 = !DILocation(line: 260, column: 5, scope: !966)
!988 = !DILocation(line: 0, scope: !967)
!989 = !DILocation(line: 263, column: 1, scope: !959)
!990 = !DISubprogram(name: "__errno_location", scope: !991, file: !991, line: 37, type: !992, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!991 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!992 = !DISubroutineType(types: !993)
!993 = !{!994}
!994 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!995 = !DISubprogram(name: "lua_pushboolean", scope: !282, file: !282, line: 253, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!996 = !DISubprogram(name: "lua_pushnil", scope: !282, file: !282, line: 244, type: !997, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!997 = !DISubroutineType(types: !998)
!998 = !{null, !280}
!999 = !DISubprogram(name: "strerror", scope: !826, file: !826, line: 419, type: !1000, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1000 = !DISubroutineType(types: !1001)
!1001 = !{!203, !200}
!1002 = !DISubprogram(name: "lua_pushstring", scope: !282, file: !282, line: 248, type: !1003, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!277, !280, !277}
!1005 = !DISubprogram(name: "lua_pushinteger", scope: !282, file: !282, line: 246, type: !1006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1006 = !DISubroutineType(types: !1007)
!1007 = !{null, !280, !361}
!1008 = distinct !DISubprogram(name: "luaL_execresult", scope: !2, file: !2, line: 288, type: !934, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1009)
!1009 = !{!1010, !1011, !1012}
!1010 = !DILocalVariable(name: "L", arg: 1, scope: !1008, file: !2, line: 288, type: !280)
!1011 = !DILocalVariable(name: "stat", arg: 2, scope: !1008, file: !2, line: 288, type: !200)
!1012 = !DILocalVariable(name: "what", scope: !1013, file: !2, line: 292, type: !277)
!1013 = distinct !DILexicalBlock(scope: !1014, file: !2, line: 291, column: 8)
!1014 = distinct !DILexicalBlock(scope: !1008, file: !2, line: 289, column: 7)
!1015 = !DILocation(line: 0, scope: !1008)
!1016 = !DILocation(line: 289, column: 12, scope: !1014)
!1017 = !DILocation(line: 289, column: 17, scope: !1014)
!1018 = !DILocation(line: 289, column: 20, scope: !1014)
!1019 = !DILocation(line: 289, column: 26, scope: !1014)
!1020 = !DILocation(line: 289, column: 7, scope: !1008)
!1021 = !DILocation(line: 0, scope: !959, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 290, column: 12, scope: !1014)
!1023 = !DILocation(line: 254, column: 5, scope: !966, inlinedAt: !1022)
!1024 = !DILocation(line: 255, column: 23, scope: !966, inlinedAt: !1022)
!1025 = !DILocation(line: 0, scope: !966, inlinedAt: !1022)
!1026 = !DILocation(line: 259, column: 7, scope: !982, inlinedAt: !1022)
!1027 = !DILocation(line: 260, column: 24, scope: !966, inlinedAt: !1022)
!1028 = !DILocation(line: 290, column: 5, scope: !1014)
!1029 = !DILocation(line: 0, scope: !1013)
!1030 = !DILocation(line: 293, column: 5, scope: !1031)
!1031 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 293, column: 5)
!1032 = !DILocation(line: 293, column: 5, scope: !1013)
!1033 = !DILocation(line: 293, column: 5, scope: !1034)
!1034 = distinct !DILexicalBlock(scope: !1031, file: !2, line: 293, column: 5)
!1035 = !DILocation(line: 294, column: 22, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !1013, file: !2, line: 294, column: 9)
!1037 = !DILocation(line: 293, column: 5, scope: !1038)
!1038 = distinct !DILexicalBlock(scope: !1031, file: !2, line: 293, column: 5)
!1039 = !DILocation(line: 295, column: 7, scope: !1036)
!1040 = !DILocation(line: 297, column: 7, scope: !1036)
!1041 = !DILocation(line: 299, column: 24, scope: !1013)
!1042 = !DILocation(line: 298, column: 5, scope: !1013)
!1043 = !DILocation(line: 0, scope: !1014)
!1044 = !DILocation(line: 302, column: 1, scope: !1008)
!1045 = distinct !DISubprogram(name: "luaL_newmetatable", scope: !2, file: !2, line: 314, type: !1046, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1048)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!200, !280, !277}
!1048 = !{!1049, !1050}
!1049 = !DILocalVariable(name: "L", arg: 1, scope: !1045, file: !2, line: 314, type: !280)
!1050 = !DILocalVariable(name: "tname", arg: 2, scope: !1045, file: !2, line: 314, type: !277)
!1051 = !DILocation(line: 0, scope: !1045)
!1052 = !DILocation(line: 315, column: 7, scope: !1053)
!1053 = distinct !DILexicalBlock(scope: !1045, file: !2, line: 315, column: 7)
!1054 = !DILocation(line: 315, column: 35, scope: !1053)
!1055 = !DILocation(line: 315, column: 7, scope: !1045)
!1056 = !DILocation(line: 317, column: 3, scope: !1045)
!1057 = !DILocation(line: 318, column: 3, scope: !1045)
!1058 = !DILocation(line: 319, column: 3, scope: !1045)
!1059 = !DILocation(line: 320, column: 3, scope: !1045)
!1060 = !DILocation(line: 321, column: 3, scope: !1045)
!1061 = !DILocation(line: 322, column: 3, scope: !1045)
!1062 = !DILocation(line: 323, column: 3, scope: !1045)
!1063 = !DILocation(line: 324, column: 1, scope: !1045)
!1064 = !DISubprogram(name: "lua_getfield", scope: !282, file: !282, line: 263, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1065 = !DISubprogram(name: "lua_settop", scope: !282, file: !282, line: 180, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1066 = !DISubprogram(name: "lua_createtable", scope: !282, file: !282, line: 269, type: !1067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1067 = !DISubroutineType(types: !1068)
!1068 = !{null, !280, !200, !200}
!1069 = !DISubprogram(name: "lua_setfield", scope: !282, file: !282, line: 280, type: !845, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1070 = !DISubprogram(name: "lua_pushvalue", scope: !282, file: !282, line: 181, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1071 = distinct !DISubprogram(name: "luaL_setmetatable", scope: !2, file: !2, line: 327, type: !1072, scopeLine: 327, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1074)
!1072 = !DISubroutineType(types: !1073)
!1073 = !{null, !280, !277}
!1074 = !{!1075, !1076}
!1075 = !DILocalVariable(name: "L", arg: 1, scope: !1071, file: !2, line: 327, type: !280)
!1076 = !DILocalVariable(name: "tname", arg: 2, scope: !1071, file: !2, line: 327, type: !277)
!1077 = !DILocation(line: 0, scope: !1071)
!1078 = !DILocation(line: 328, column: 3, scope: !1071)
!1079 = !DILocation(line: 329, column: 3, scope: !1071)
!1080 = !DILocation(line: 330, column: 1, scope: !1071)
!1081 = !DISubprogram(name: "lua_setmetatable", scope: !282, file: !282, line: 285, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = distinct !DISubprogram(name: "luaL_testudata", scope: !2, file: !2, line: 333, type: !1083, scopeLine: 333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1085)
!1083 = !DISubroutineType(types: !1084)
!1084 = !{!198, !280, !200, !277}
!1085 = !{!1086, !1087, !1088, !1089}
!1086 = !DILocalVariable(name: "L", arg: 1, scope: !1082, file: !2, line: 333, type: !280)
!1087 = !DILocalVariable(name: "ud", arg: 2, scope: !1082, file: !2, line: 333, type: !200)
!1088 = !DILocalVariable(name: "tname", arg: 3, scope: !1082, file: !2, line: 333, type: !277)
!1089 = !DILocalVariable(name: "p", scope: !1082, file: !2, line: 334, type: !198)
!1090 = !DILocation(line: 0, scope: !1082)
!1091 = !DILocation(line: 334, column: 13, scope: !1082)
!1092 = !DILocation(line: 335, column: 9, scope: !1093)
!1093 = distinct !DILexicalBlock(scope: !1082, file: !2, line: 335, column: 7)
!1094 = !DILocation(line: 335, column: 7, scope: !1082)
!1095 = !DILocation(line: 336, column: 9, scope: !1096)
!1096 = distinct !DILexicalBlock(scope: !1097, file: !2, line: 336, column: 9)
!1097 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 335, column: 18)
!1098 = !DILocation(line: 336, column: 9, scope: !1097)
!1099 = !DILocation(line: 337, column: 7, scope: !1100)
!1100 = distinct !DILexicalBlock(scope: !1096, file: !2, line: 336, column: 34)
!1101 = !DILocation(line: 338, column: 12, scope: !1102)
!1102 = distinct !DILexicalBlock(scope: !1100, file: !2, line: 338, column: 11)
!1103 = !DILocation(line: 338, column: 11, scope: !1100)
!1104 = !DILocation(line: 340, column: 7, scope: !1100)
!1105 = !DILocation(line: 341, column: 7, scope: !1100)
!1106 = !DILocation(line: 345, column: 1, scope: !1082)
!1107 = !DISubprogram(name: "lua_touserdata", scope: !282, file: !282, line: 207, type: !1108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1108 = !DISubroutineType(types: !1109)
!1109 = !{!198, !280, !200}
!1110 = !DISubprogram(name: "lua_getmetatable", scope: !282, file: !282, line: 271, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1111 = !DISubprogram(name: "lua_rawequal", scope: !282, file: !282, line: 237, type: !1112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{!200, !280, !200, !200}
!1114 = distinct !DISubprogram(name: "luaL_checkudata", scope: !2, file: !2, line: 348, type: !1083, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1115)
!1115 = !{!1116, !1117, !1118, !1119}
!1116 = !DILocalVariable(name: "L", arg: 1, scope: !1114, file: !2, line: 348, type: !280)
!1117 = !DILocalVariable(name: "ud", arg: 2, scope: !1114, file: !2, line: 348, type: !200)
!1118 = !DILocalVariable(name: "tname", arg: 3, scope: !1114, file: !2, line: 348, type: !277)
!1119 = !DILocalVariable(name: "p", scope: !1114, file: !2, line: 349, type: !198)
!1120 = !DILocation(line: 0, scope: !1114)
!1121 = !DILocation(line: 0, scope: !1082, inlinedAt: !1122)
!1122 = distinct !DILocation(line: 349, column: 13, scope: !1114)
!1123 = !DILocation(line: 334, column: 13, scope: !1082, inlinedAt: !1122)
!1124 = !DILocation(line: 335, column: 9, scope: !1093, inlinedAt: !1122)
!1125 = !DILocation(line: 335, column: 7, scope: !1082, inlinedAt: !1122)
!1126 = !DILocation(line: 336, column: 9, scope: !1096, inlinedAt: !1122)
!1127 = !DILocation(line: 336, column: 9, scope: !1097, inlinedAt: !1122)
!1128 = !DILocation(line: 337, column: 7, scope: !1100, inlinedAt: !1122)
!1129 = !DILocation(line: 338, column: 12, scope: !1102, inlinedAt: !1122)
!1130 = !DILocation(line: 340, column: 7, scope: !1100, inlinedAt: !1122)
!1131 = !DILocation(line: 0, scope: !1100, inlinedAt: !1122)
!1132 = !DILocation(line: 350, column: 3, scope: !1114)
!1133 = !DILocation(line: 351, column: 3, scope: !1114)
!1134 = distinct !DISubprogram(name: "luaL_checkoption", scope: !2, file: !2, line: 363, type: !1135, scopeLine: 364, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1139)
!1135 = !DISubroutineType(types: !1136)
!1136 = !{!200, !280, !200, !277, !1137}
!1137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1138, size: 64)
!1138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !277)
!1139 = !{!1140, !1141, !1142, !1143, !1144, !1145}
!1140 = !DILocalVariable(name: "L", arg: 1, scope: !1134, file: !2, line: 363, type: !280)
!1141 = !DILocalVariable(name: "arg", arg: 2, scope: !1134, file: !2, line: 363, type: !200)
!1142 = !DILocalVariable(name: "def", arg: 3, scope: !1134, file: !2, line: 363, type: !277)
!1143 = !DILocalVariable(name: "lst", arg: 4, scope: !1134, file: !2, line: 364, type: !1137)
!1144 = !DILocalVariable(name: "name", scope: !1134, file: !2, line: 365, type: !277)
!1145 = !DILocalVariable(name: "i", scope: !1134, file: !2, line: 367, type: !200)
!1146 = !DILocation(line: 0, scope: !1134)
!1147 = !DILocation(line: 365, column: 22, scope: !1134)
!1148 = !DILocalVariable(name: "L", arg: 1, scope: !1149, file: !2, line: 412, type: !280)
!1149 = distinct !DISubprogram(name: "luaL_optlstring", scope: !2, file: !2, line: 412, type: !1150, scopeLine: 413, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1152)
!1150 = !DISubroutineType(types: !1151)
!1151 = !{!277, !280, !200, !277, !878}
!1152 = !{!1148, !1153, !1154, !1155}
!1153 = !DILocalVariable(name: "arg", arg: 2, scope: !1149, file: !2, line: 412, type: !200)
!1154 = !DILocalVariable(name: "def", arg: 3, scope: !1149, file: !2, line: 413, type: !277)
!1155 = !DILocalVariable(name: "len", arg: 4, scope: !1149, file: !2, line: 413, type: !878)
!1156 = !DILocation(line: 0, scope: !1149, inlinedAt: !1157)
!1157 = distinct !DILocation(line: 365, column: 30, scope: !1134)
!1158 = !DILocation(line: 414, column: 7, scope: !1159, inlinedAt: !1157)
!1159 = distinct !DILexicalBlock(scope: !1149, file: !2, line: 414, column: 7)
!1160 = !DILocation(line: 414, column: 7, scope: !1149, inlinedAt: !1157)
!1161 = !DILocalVariable(name: "L", arg: 1, scope: !1162, file: !2, line: 405, type: !280)
!1162 = distinct !DISubprogram(name: "luaL_checklstring", scope: !2, file: !2, line: 405, type: !876, scopeLine: 405, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1163)
!1163 = !{!1161, !1164, !1165, !1166}
!1164 = !DILocalVariable(name: "arg", arg: 2, scope: !1162, file: !2, line: 405, type: !200)
!1165 = !DILocalVariable(name: "len", arg: 3, scope: !1162, file: !2, line: 405, type: !878)
!1166 = !DILocalVariable(name: "s", scope: !1162, file: !2, line: 406, type: !277)
!1167 = !DILocation(line: 0, scope: !1162, inlinedAt: !1168)
!1168 = distinct !DILocation(line: 419, column: 15, scope: !1159, inlinedAt: !1157)
!1169 = !DILocation(line: 406, column: 19, scope: !1162, inlinedAt: !1168)
!1170 = !DILocation(line: 407, column: 7, scope: !1171, inlinedAt: !1168)
!1171 = distinct !DILexicalBlock(scope: !1162, file: !2, line: 407, column: 7)
!1172 = !DILocation(line: 407, column: 7, scope: !1162, inlinedAt: !1168)
!1173 = !DILocation(line: 0, scope: !1162, inlinedAt: !1174)
!1174 = distinct !DILocation(line: 366, column: 30, scope: !1134)
!1175 = !DILocation(line: 406, column: 19, scope: !1162, inlinedAt: !1174)
!1176 = !DILocation(line: 407, column: 7, scope: !1171, inlinedAt: !1174)
!1177 = !DILocation(line: 407, column: 7, scope: !1162, inlinedAt: !1174)
!1178 = !DILocation(line: 368, column: 13, scope: !1179)
!1179 = distinct !DILexicalBlock(scope: !1180, file: !2, line: 368, column: 3)
!1180 = distinct !DILexicalBlock(scope: !1134, file: !2, line: 368, column: 3)
!1181 = !{!454, !454, i64 0}
!1182 = !DILocation(line: 368, column: 3, scope: !1180)
!1183 = !DILocation(line: 369, column: 9, scope: !1184)
!1184 = distinct !DILexicalBlock(scope: !1179, file: !2, line: 369, column: 9)
!1185 = !DILocation(line: 369, column: 30, scope: !1184)
!1186 = !DILocation(line: 369, column: 9, scope: !1179)
!1187 = !DILocation(line: 368, column: 22, scope: !1179)
!1188 = distinct !{!1188, !1182, !1189, !426}
!1189 = !DILocation(line: 370, column: 14, scope: !1180)
!1190 = !DILocation(line: 372, column: 24, scope: !1134)
!1191 = !DILocation(line: 371, column: 10, scope: !1134)
!1192 = !DILocation(line: 371, column: 3, scope: !1134)
!1193 = !DILocation(line: 373, column: 1, scope: !1134)
!1194 = !DILocation(line: 0, scope: !1149)
!1195 = !DILocation(line: 414, column: 7, scope: !1159)
!1196 = !DILocation(line: 414, column: 7, scope: !1149)
!1197 = !DILocation(line: 415, column: 9, scope: !1198)
!1198 = distinct !DILexicalBlock(scope: !1199, file: !2, line: 415, column: 9)
!1199 = distinct !DILexicalBlock(scope: !1159, file: !2, line: 414, column: 32)
!1200 = !DILocation(line: 415, column: 9, scope: !1199)
!1201 = !DILocation(line: 416, column: 15, scope: !1198)
!1202 = !DILocation(line: 416, column: 21, scope: !1198)
!1203 = !DILocation(line: 416, column: 12, scope: !1198)
!1204 = !DILocation(line: 416, column: 7, scope: !1198)
!1205 = !DILocation(line: 0, scope: !1162, inlinedAt: !1206)
!1206 = distinct !DILocation(line: 419, column: 15, scope: !1159)
!1207 = !DILocation(line: 406, column: 19, scope: !1162, inlinedAt: !1206)
!1208 = !DILocation(line: 407, column: 7, scope: !1171, inlinedAt: !1206)
!1209 = !DILocation(line: 407, column: 7, scope: !1162, inlinedAt: !1206)
!1210 = !DILocalVariable(name: "L", arg: 1, scope: !1211, file: !2, line: 208, type: !280)
!1211 = distinct !DISubprogram(name: "tag_error", scope: !2, file: !2, line: 208, type: !1067, scopeLine: 208, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1212)
!1212 = !{!1210, !1213, !1214}
!1213 = !DILocalVariable(name: "arg", arg: 2, scope: !1211, file: !2, line: 208, type: !200)
!1214 = !DILocalVariable(name: "tag", arg: 3, scope: !1211, file: !2, line: 208, type: !200)
!1215 = !DILocation(line: 0, scope: !1211, inlinedAt: !1216)
!1216 = distinct !DILocation(line: 407, column: 23, scope: !1171, inlinedAt: !1206)
!1217 = !DILocation(line: 209, column: 26, scope: !1211, inlinedAt: !1216)
!1218 = !DILocation(line: 209, column: 3, scope: !1211, inlinedAt: !1216)
!1219 = !DILocation(line: 407, column: 23, scope: !1171, inlinedAt: !1206)
!1220 = !DILocation(line: 0, scope: !1159)
!1221 = !DILocation(line: 420, column: 1, scope: !1149)
!1222 = !DILocation(line: 0, scope: !1162)
!1223 = !DILocation(line: 406, column: 19, scope: !1162)
!1224 = !DILocation(line: 407, column: 7, scope: !1171)
!1225 = !DILocation(line: 407, column: 7, scope: !1162)
!1226 = !DILocation(line: 0, scope: !1211, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 407, column: 23, scope: !1171)
!1228 = !DILocation(line: 209, column: 26, scope: !1211, inlinedAt: !1227)
!1229 = !DILocation(line: 209, column: 3, scope: !1211, inlinedAt: !1227)
!1230 = !DILocation(line: 407, column: 23, scope: !1171)
!1231 = !DILocation(line: 408, column: 3, scope: !1162)
!1232 = !DILocation(line: 0, scope: !844)
!1233 = !DILocation(line: 384, column: 7, scope: !853)
!1234 = !DILocation(line: 384, column: 7, scope: !844)
!1235 = !DILocation(line: 385, column: 9, scope: !857)
!1236 = !DILocation(line: 385, column: 9, scope: !858)
!1237 = !DILocation(line: 386, column: 7, scope: !857)
!1238 = !DILocation(line: 388, column: 7, scope: !857)
!1239 = !DILocation(line: 390, column: 1, scope: !844)
!1240 = !DISubprogram(name: "lua_checkstack", scope: !282, file: !282, line: 184, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1241 = distinct !DISubprogram(name: "luaL_checktype", scope: !2, file: !2, line: 393, type: !1067, scopeLine: 393, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1242)
!1242 = !{!1243, !1244, !1245}
!1243 = !DILocalVariable(name: "L", arg: 1, scope: !1241, file: !2, line: 393, type: !280)
!1244 = !DILocalVariable(name: "arg", arg: 2, scope: !1241, file: !2, line: 393, type: !200)
!1245 = !DILocalVariable(name: "t", arg: 3, scope: !1241, file: !2, line: 393, type: !200)
!1246 = !DILocation(line: 0, scope: !1241)
!1247 = !DILocation(line: 394, column: 7, scope: !1248)
!1248 = distinct !DILexicalBlock(scope: !1241, file: !2, line: 394, column: 7)
!1249 = !DILocation(line: 394, column: 7, scope: !1241)
!1250 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!1251 = !DILocation(line: 0, scope: !1211, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 395, column: 5, scope: !1248)
!1253 = !DILocation(line: 209, column: 26, scope: !1211, inlinedAt: !1252)
!1254 = !DILocation(line: 209, column: 3, scope: !1211, inlinedAt: !1252)
!1255 = !DILocation(line: 395, column: 5, scope: !1248)
!1256 = !DILocation(line: 396, column: 1, scope: !1241)
!1257 = distinct !DISubprogram(name: "luaL_checkany", scope: !2, file: !2, line: 399, type: !796, scopeLine: 399, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1258)
!1258 = !{!1259, !1260}
!1259 = !DILocalVariable(name: "L", arg: 1, scope: !1257, file: !2, line: 399, type: !280)
!1260 = !DILocalVariable(name: "arg", arg: 2, scope: !1257, file: !2, line: 399, type: !200)
!1261 = !DILocation(line: 0, scope: !1257)
!1262 = !DILocation(line: 400, column: 7, scope: !1263)
!1263 = distinct !DILexicalBlock(scope: !1257, file: !2, line: 400, column: 7)
!1264 = !DILocation(line: 400, column: 7, scope: !1257)
!1265 = !DILocation(line: 401, column: 5, scope: !1263)
!1266 = !DILocation(line: 402, column: 1, scope: !1257)
!1267 = !DISubprogram(name: "strlen", scope: !826, file: !826, line: 407, type: !1268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1268 = !DISubroutineType(types: !1269)
!1269 = !{!206, !277}
!1270 = distinct !DISubprogram(name: "luaL_checknumber", scope: !2, file: !2, line: 423, type: !1271, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1273)
!1271 = !DISubroutineType(types: !1272)
!1272 = !{!357, !280, !200}
!1273 = !{!1274, !1275, !1276, !1277}
!1274 = !DILocalVariable(name: "L", arg: 1, scope: !1270, file: !2, line: 423, type: !280)
!1275 = !DILocalVariable(name: "arg", arg: 2, scope: !1270, file: !2, line: 423, type: !200)
!1276 = !DILocalVariable(name: "isnum", scope: !1270, file: !2, line: 424, type: !200)
!1277 = !DILocalVariable(name: "d", scope: !1270, file: !2, line: 425, type: !357)
!1278 = distinct !DIAssignID()
!1279 = !DILocation(line: 0, scope: !1270)
!1280 = !DILocation(line: 424, column: 3, scope: !1270)
!1281 = !DILocation(line: 425, column: 18, scope: !1270)
!1282 = !DILocation(line: 426, column: 7, scope: !1283)
!1283 = distinct !DILexicalBlock(scope: !1270, file: !2, line: 426, column: 7)
!1284 = !DILocation(line: 426, column: 7, scope: !1270)
!1285 = !DILocation(line: 0, scope: !1211, inlinedAt: !1286)
!1286 = distinct !DILocation(line: 427, column: 5, scope: !1283)
!1287 = !DILocation(line: 209, column: 26, scope: !1211, inlinedAt: !1286)
!1288 = !DILocation(line: 209, column: 3, scope: !1211, inlinedAt: !1286)
!1289 = !DILocation(line: 427, column: 5, scope: !1283)
!1290 = !DILocation(line: 429, column: 1, scope: !1270)
!1291 = !DILocation(line: 428, column: 3, scope: !1270)
!1292 = !DISubprogram(name: "lua_tonumberx", scope: !282, file: !282, line: 201, type: !1293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1293 = !DISubroutineType(types: !1294)
!1294 = !{!357, !280, !200, !994}
!1295 = distinct !DISubprogram(name: "luaL_optnumber", scope: !2, file: !2, line: 432, type: !1296, scopeLine: 432, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1298)
!1296 = !DISubroutineType(types: !1297)
!1297 = !{!357, !280, !200, !357}
!1298 = !{!1299, !1300, !1301}
!1299 = !DILocalVariable(name: "L", arg: 1, scope: !1295, file: !2, line: 432, type: !280)
!1300 = !DILocalVariable(name: "arg", arg: 2, scope: !1295, file: !2, line: 432, type: !200)
!1301 = !DILocalVariable(name: "def", arg: 3, scope: !1295, file: !2, line: 432, type: !357)
!1302 = distinct !DIAssignID()
!1303 = !DILocation(line: 0, scope: !1295)
!1304 = !DILocation(line: 433, column: 10, scope: !1295)
!1305 = !DILocation(line: 0, scope: !1270, inlinedAt: !1306)
!1306 = distinct !DILocation(line: 433, column: 10, scope: !1295)
!1307 = !DILocation(line: 424, column: 3, scope: !1270, inlinedAt: !1306)
!1308 = !DILocation(line: 425, column: 18, scope: !1270, inlinedAt: !1306)
!1309 = !DILocation(line: 426, column: 7, scope: !1283, inlinedAt: !1306)
!1310 = !DILocation(line: 426, column: 7, scope: !1270, inlinedAt: !1306)
!1311 = !DILocation(line: 0, scope: !1211, inlinedAt: !1312)
!1312 = distinct !DILocation(line: 427, column: 5, scope: !1283, inlinedAt: !1306)
!1313 = !DILocation(line: 209, column: 26, scope: !1211, inlinedAt: !1312)
!1314 = !DILocation(line: 209, column: 3, scope: !1211, inlinedAt: !1312)
!1315 = !DILocation(line: 427, column: 5, scope: !1283, inlinedAt: !1306)
!1316 = !DILocation(line: 429, column: 1, scope: !1270, inlinedAt: !1306)
!1317 = !DILocation(line: 433, column: 3, scope: !1295)
!1318 = distinct !DISubprogram(name: "luaL_checkinteger", scope: !2, file: !2, line: 445, type: !1319, scopeLine: 445, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1321)
!1319 = !DISubroutineType(types: !1320)
!1320 = !{!361, !280, !200}
!1321 = !{!1322, !1323, !1324, !1325}
!1322 = !DILocalVariable(name: "L", arg: 1, scope: !1318, file: !2, line: 445, type: !280)
!1323 = !DILocalVariable(name: "arg", arg: 2, scope: !1318, file: !2, line: 445, type: !200)
!1324 = !DILocalVariable(name: "isnum", scope: !1318, file: !2, line: 446, type: !200)
!1325 = !DILocalVariable(name: "d", scope: !1318, file: !2, line: 447, type: !361)
!1326 = distinct !DIAssignID()
!1327 = !DILocation(line: 0, scope: !1318)
!1328 = !DILocation(line: 446, column: 3, scope: !1318)
!1329 = !DILocation(line: 447, column: 19, scope: !1318)
!1330 = !DILocation(line: 448, column: 7, scope: !1331)
!1331 = distinct !DILexicalBlock(scope: !1318, file: !2, line: 448, column: 7)
!1332 = !DILocation(line: 448, column: 7, scope: !1318)
!1333 = !DILocation(line: 449, column: 5, scope: !1334)
!1334 = distinct !DILexicalBlock(scope: !1331, file: !2, line: 448, column: 27)
!1335 = !DILocation(line: 450, column: 3, scope: !1334)
!1336 = !DILocation(line: 452, column: 1, scope: !1318)
!1337 = !DILocation(line: 451, column: 3, scope: !1318)
!1338 = !DISubprogram(name: "lua_tointegerx", scope: !282, file: !282, line: 202, type: !1339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1339 = !DISubroutineType(types: !1340)
!1340 = !{!361, !280, !200, !994}
!1341 = distinct !DISubprogram(name: "interror", scope: !2, file: !2, line: 437, type: !796, scopeLine: 437, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1342)
!1342 = !{!1343, !1344}
!1343 = !DILocalVariable(name: "L", arg: 1, scope: !1341, file: !2, line: 437, type: !280)
!1344 = !DILocalVariable(name: "arg", arg: 2, scope: !1341, file: !2, line: 437, type: !200)
!1345 = !DILocation(line: 0, scope: !1341)
!1346 = !DILocation(line: 438, column: 7, scope: !1347)
!1347 = distinct !DILexicalBlock(scope: !1341, file: !2, line: 438, column: 7)
!1348 = !DILocation(line: 438, column: 7, scope: !1341)
!1349 = !DILocation(line: 439, column: 5, scope: !1347)
!1350 = !DILocation(line: 0, scope: !1211, inlinedAt: !1351)
!1351 = distinct !DILocation(line: 441, column: 5, scope: !1347)
!1352 = !DILocation(line: 209, column: 26, scope: !1211, inlinedAt: !1351)
!1353 = !DILocation(line: 209, column: 3, scope: !1211, inlinedAt: !1351)
!1354 = !DILocation(line: 442, column: 1, scope: !1341)
!1355 = distinct !DISubprogram(name: "luaL_optinteger", scope: !2, file: !2, line: 455, type: !1356, scopeLine: 456, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1358)
!1356 = !DISubroutineType(types: !1357)
!1357 = !{!361, !280, !200, !361}
!1358 = !{!1359, !1360, !1361}
!1359 = !DILocalVariable(name: "L", arg: 1, scope: !1355, file: !2, line: 455, type: !280)
!1360 = !DILocalVariable(name: "arg", arg: 2, scope: !1355, file: !2, line: 455, type: !200)
!1361 = !DILocalVariable(name: "def", arg: 3, scope: !1355, file: !2, line: 456, type: !361)
!1362 = distinct !DIAssignID()
!1363 = !DILocation(line: 0, scope: !1355)
!1364 = !DILocation(line: 457, column: 10, scope: !1355)
!1365 = !DILocation(line: 0, scope: !1318, inlinedAt: !1366)
!1366 = distinct !DILocation(line: 457, column: 10, scope: !1355)
!1367 = !DILocation(line: 446, column: 3, scope: !1318, inlinedAt: !1366)
!1368 = !DILocation(line: 447, column: 19, scope: !1318, inlinedAt: !1366)
!1369 = !DILocation(line: 448, column: 7, scope: !1331, inlinedAt: !1366)
!1370 = !DILocation(line: 448, column: 7, scope: !1318, inlinedAt: !1366)
!1371 = !DILocation(line: 449, column: 5, scope: !1334, inlinedAt: !1366)
!1372 = !DILocation(line: 450, column: 3, scope: !1334, inlinedAt: !1366)
!1373 = !DILocation(line: 452, column: 1, scope: !1318, inlinedAt: !1366)
!1374 = !DILocation(line: 457, column: 3, scope: !1355)
!1375 = distinct !DISubprogram(name: "prepbuffsize", scope: !2, file: !2, line: 550, type: !1376, scopeLine: 550, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1378)
!1376 = !DISubroutineType(types: !1377)
!1377 = !{!203, !445, !204, !200}
!1378 = !{!1379, !1380, !1381, !1382, !1385, !1386}
!1379 = !DILocalVariable(name: "B", arg: 1, scope: !1375, file: !2, line: 550, type: !445)
!1380 = !DILocalVariable(name: "sz", arg: 2, scope: !1375, file: !2, line: 550, type: !204)
!1381 = !DILocalVariable(name: "boxidx", arg: 3, scope: !1375, file: !2, line: 550, type: !200)
!1382 = !DILocalVariable(name: "L", scope: !1383, file: !2, line: 555, type: !280)
!1383 = distinct !DILexicalBlock(scope: !1384, file: !2, line: 554, column: 8)
!1384 = distinct !DILexicalBlock(scope: !1375, file: !2, line: 552, column: 7)
!1385 = !DILocalVariable(name: "newbuff", scope: !1383, file: !2, line: 556, type: !203)
!1386 = !DILocalVariable(name: "newsize", scope: !1383, file: !2, line: 557, type: !204)
!1387 = distinct !DIAssignID()
!1388 = distinct !DIAssignID()
!1389 = !DILocation(line: 0, scope: !1375)
!1390 = !DILocation(line: 552, column: 10, scope: !1384)
!1391 = !DILocation(line: 552, column: 20, scope: !1384)
!1392 = !DILocation(line: 552, column: 15, scope: !1384)
!1393 = !DILocation(line: 552, column: 22, scope: !1384)
!1394 = !DILocation(line: 552, column: 7, scope: !1375)
!1395 = !DILocation(line: 553, column: 15, scope: !1384)
!1396 = !DILocation(line: 553, column: 17, scope: !1384)
!1397 = !DILocation(line: 553, column: 5, scope: !1384)
!1398 = !DILocation(line: 555, column: 23, scope: !1383)
!1399 = !DILocation(line: 0, scope: !1383)
!1400 = !DILocalVariable(name: "B", arg: 1, scope: !1401, file: !2, line: 535, type: !445)
!1401 = distinct !DISubprogram(name: "newbuffsize", scope: !2, file: !2, line: 535, type: !1402, scopeLine: 535, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1404)
!1402 = !DISubroutineType(types: !1403)
!1403 = !{!204, !445, !204}
!1404 = !{!1400, !1405, !1406}
!1405 = !DILocalVariable(name: "sz", arg: 2, scope: !1401, file: !2, line: 535, type: !204)
!1406 = !DILocalVariable(name: "newsize", scope: !1401, file: !2, line: 536, type: !204)
!1407 = !DILocation(line: 0, scope: !1401, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 557, column: 22, scope: !1383)
!1409 = !DILocation(line: 537, column: 7, scope: !1410, inlinedAt: !1408)
!1410 = distinct !DILexicalBlock(scope: !1401, file: !2, line: 537, column: 7)
!1411 = !DILocation(line: 537, column: 7, scope: !1401, inlinedAt: !1408)
!1412 = !DILocation(line: 538, column: 12, scope: !1410, inlinedAt: !1408)
!1413 = !DILocation(line: 538, column: 5, scope: !1410, inlinedAt: !1408)
!1414 = !DILocation(line: 536, column: 29, scope: !1401, inlinedAt: !1408)
!1415 = !DILocation(line: 536, column: 34, scope: !1401, inlinedAt: !1408)
!1416 = !DILocation(line: 539, column: 22, scope: !1417, inlinedAt: !1408)
!1417 = distinct !DILexicalBlock(scope: !1401, file: !2, line: 539, column: 7)
!1418 = !DILocation(line: 539, column: 7, scope: !1401, inlinedAt: !1408)
!1419 = !DILocation(line: 541, column: 3, scope: !1401, inlinedAt: !1408)
!1420 = !DILocation(line: 559, column: 9, scope: !1421)
!1421 = distinct !DILexicalBlock(scope: !1383, file: !2, line: 559, column: 9)
!1422 = !DILocation(line: 559, column: 9, scope: !1383)
!1423 = !DILocalVariable(name: "ud", scope: !1424, file: !2, line: 477, type: !198)
!1424 = distinct !DISubprogram(name: "resizebox", scope: !2, file: !2, line: 476, type: !1425, scopeLine: 476, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1427)
!1425 = !DISubroutineType(types: !1426)
!1426 = !{!198, !280, !200, !204}
!1427 = !{!1428, !1429, !1430, !1423, !1431, !1436, !1437}
!1428 = !DILocalVariable(name: "L", arg: 1, scope: !1424, file: !2, line: 476, type: !280)
!1429 = !DILocalVariable(name: "idx", arg: 2, scope: !1424, file: !2, line: 476, type: !200)
!1430 = !DILocalVariable(name: "newsize", arg: 3, scope: !1424, file: !2, line: 476, type: !204)
!1431 = !DILocalVariable(name: "allocf", scope: !1424, file: !2, line: 478, type: !1432)
!1432 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !282, line: 125, baseType: !1433)
!1433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1434, size: 64)
!1434 = !DISubroutineType(types: !1435)
!1435 = !{!198, !198, !198, !204, !204}
!1436 = !DILocalVariable(name: "box", scope: !1424, file: !2, line: 479, type: !207)
!1437 = !DILocalVariable(name: "temp", scope: !1424, file: !2, line: 480, type: !198)
!1438 = !DILocation(line: 0, scope: !1424, inlinedAt: !1439)
!1439 = distinct !DILocation(line: 560, column: 25, scope: !1421)
!1440 = !DILocation(line: 477, column: 3, scope: !1424, inlinedAt: !1439)
!1441 = !DILocation(line: 478, column: 22, scope: !1424, inlinedAt: !1439)
!1442 = !DILocation(line: 479, column: 23, scope: !1424, inlinedAt: !1439)
!1443 = !DILocation(line: 480, column: 23, scope: !1424, inlinedAt: !1439)
!1444 = !DILocation(line: 480, column: 32, scope: !1424, inlinedAt: !1439)
!1445 = !{!1446, !454, i64 0}
!1446 = !{!"UBox", !454, i64 0, !457, i64 8}
!1447 = !DILocation(line: 480, column: 42, scope: !1424, inlinedAt: !1439)
!1448 = !{!1446, !457, i64 8}
!1449 = !DILocation(line: 480, column: 16, scope: !1424, inlinedAt: !1439)
!1450 = !DILocation(line: 481, column: 7, scope: !1451, inlinedAt: !1439)
!1451 = distinct !DILexicalBlock(scope: !1424, file: !2, line: 481, column: 7)
!1452 = !DILocation(line: 481, column: 7, scope: !1424, inlinedAt: !1439)
!1453 = !DILocation(line: 482, column: 5, scope: !1454, inlinedAt: !1439)
!1454 = distinct !DILexicalBlock(scope: !1451, file: !2, line: 481, column: 48)
!1455 = !DILocation(line: 483, column: 5, scope: !1454, inlinedAt: !1439)
!1456 = !DILocation(line: 484, column: 3, scope: !1454, inlinedAt: !1439)
!1457 = !DILocation(line: 485, column: 12, scope: !1424, inlinedAt: !1439)
!1458 = !DILocation(line: 486, column: 14, scope: !1424, inlinedAt: !1439)
!1459 = !DILocation(line: 488, column: 1, scope: !1424, inlinedAt: !1439)
!1460 = !DILocation(line: 560, column: 7, scope: !1421)
!1461 = !DILocation(line: 562, column: 7, scope: !1462)
!1462 = distinct !DILexicalBlock(scope: !1421, file: !2, line: 561, column: 10)
!1463 = !DILocalVariable(name: "L", arg: 1, scope: !1464, file: !2, line: 504, type: !280)
!1464 = distinct !DISubprogram(name: "newbox", scope: !2, file: !2, line: 504, type: !997, scopeLine: 504, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1465)
!1465 = !{!1463, !1466}
!1466 = !DILocalVariable(name: "box", scope: !1464, file: !2, line: 505, type: !207)
!1467 = !DILocation(line: 0, scope: !1464, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 563, column: 7, scope: !1462)
!1469 = !DILocation(line: 505, column: 23, scope: !1464, inlinedAt: !1468)
!1470 = !DILocation(line: 507, column: 14, scope: !1464, inlinedAt: !1468)
!1471 = !DILocation(line: 508, column: 7, scope: !1472, inlinedAt: !1468)
!1472 = distinct !DILexicalBlock(scope: !1464, file: !2, line: 508, column: 7)
!1473 = !DILocation(line: 508, column: 7, scope: !1464, inlinedAt: !1468)
!1474 = !DILocation(line: 509, column: 5, scope: !1472, inlinedAt: !1468)
!1475 = !DILocation(line: 510, column: 3, scope: !1464, inlinedAt: !1468)
!1476 = !DILocation(line: 564, column: 7, scope: !1462)
!1477 = !DILocation(line: 565, column: 7, scope: !1462)
!1478 = !DILocation(line: 0, scope: !1424, inlinedAt: !1479)
!1479 = distinct !DILocation(line: 566, column: 25, scope: !1462)
!1480 = !DILocation(line: 477, column: 3, scope: !1424, inlinedAt: !1479)
!1481 = !DILocation(line: 478, column: 22, scope: !1424, inlinedAt: !1479)
!1482 = !DILocation(line: 479, column: 23, scope: !1424, inlinedAt: !1479)
!1483 = !DILocation(line: 480, column: 23, scope: !1424, inlinedAt: !1479)
!1484 = !DILocation(line: 480, column: 32, scope: !1424, inlinedAt: !1479)
!1485 = !DILocation(line: 480, column: 42, scope: !1424, inlinedAt: !1479)
!1486 = !DILocation(line: 480, column: 16, scope: !1424, inlinedAt: !1479)
!1487 = !DILocation(line: 481, column: 7, scope: !1451, inlinedAt: !1479)
!1488 = !DILocation(line: 481, column: 7, scope: !1424, inlinedAt: !1479)
!1489 = !DILocation(line: 482, column: 5, scope: !1454, inlinedAt: !1479)
!1490 = !DILocation(line: 483, column: 5, scope: !1454, inlinedAt: !1479)
!1491 = !DILocation(line: 484, column: 3, scope: !1454, inlinedAt: !1479)
!1492 = !DILocation(line: 485, column: 12, scope: !1424, inlinedAt: !1479)
!1493 = !DILocation(line: 486, column: 14, scope: !1424, inlinedAt: !1479)
!1494 = !DILocation(line: 488, column: 1, scope: !1424, inlinedAt: !1479)
!1495 = !DILocation(line: 567, column: 26, scope: !1462)
!1496 = !DILocation(line: 567, column: 32, scope: !1462)
!1497 = !DILocation(line: 567, column: 7, scope: !1462)
!1498 = !DILocation(line: 0, scope: !1421)
!1499 = !DILocation(line: 569, column: 10, scope: !1383)
!1500 = !DILocation(line: 570, column: 13, scope: !1383)
!1501 = !DILocation(line: 571, column: 25, scope: !1383)
!1502 = !DILocation(line: 571, column: 20, scope: !1383)
!1503 = !DILocation(line: 0, scope: !1384)
!1504 = !DILocation(line: 573, column: 1, scope: !1375)
!1505 = !DILocation(line: 0, scope: !486)
!1506 = !DILocation(line: 584, column: 9, scope: !494)
!1507 = !DILocation(line: 584, column: 7, scope: !486)
!1508 = !DILocation(line: 585, column: 15, scope: !493)
!1509 = !DILocation(line: 0, scope: !493)
!1510 = !DILocation(line: 586, column: 5, scope: !493)
!1511 = !DILocation(line: 587, column: 5, scope: !493)
!1512 = !DILocation(line: 588, column: 3, scope: !493)
!1513 = !DILocation(line: 589, column: 1, scope: !486)
!1514 = !DISubprogram(name: "lua_pushlstring", scope: !282, file: !282, line: 247, type: !1515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1515 = !DISubroutineType(types: !1516)
!1516 = !{!277, !280, !277, !204}
!1517 = !DISubprogram(name: "lua_closeslot", scope: !282, file: !282, line: 362, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1518 = !DISubprogram(name: "lua_rotate", scope: !282, file: !282, line: 182, type: !1067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1519 = distinct !DISubprogram(name: "luaL_pushresultsize", scope: !2, file: !2, line: 607, type: !1520, scopeLine: 607, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1522)
!1520 = !DISubroutineType(types: !1521)
!1521 = !{null, !445, !204}
!1522 = !{!1523, !1524}
!1523 = !DILocalVariable(name: "B", arg: 1, scope: !1519, file: !2, line: 607, type: !445)
!1524 = !DILocalVariable(name: "sz", arg: 2, scope: !1519, file: !2, line: 607, type: !204)
!1525 = !DILocation(line: 0, scope: !1519)
!1526 = !DILocation(line: 608, column: 3, scope: !1519)
!1527 = !DILocation(line: 0, scope: !653, inlinedAt: !1528)
!1528 = distinct !DILocation(line: 609, column: 3, scope: !1519)
!1529 = !DILocation(line: 598, column: 21, scope: !653, inlinedAt: !1528)
!1530 = !DILocation(line: 600, column: 25, scope: !653, inlinedAt: !1528)
!1531 = !DILocation(line: 600, column: 3, scope: !653, inlinedAt: !1528)
!1532 = !DILocation(line: 601, column: 7, scope: !663, inlinedAt: !1528)
!1533 = !DILocation(line: 601, column: 7, scope: !653, inlinedAt: !1528)
!1534 = !DILocation(line: 602, column: 5, scope: !663, inlinedAt: !1528)
!1535 = !DILocation(line: 603, column: 3, scope: !653, inlinedAt: !1528)
!1536 = !DILocation(line: 610, column: 1, scope: !1519)
!1537 = !DISubprogram(name: "lua_pushlightuserdata", scope: !282, file: !282, line: 254, type: !1538, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1538 = !DISubroutineType(types: !1539)
!1539 = !{null, !280, !198}
!1540 = distinct !DISubprogram(name: "luaL_buffinitsize", scope: !2, file: !2, line: 642, type: !1541, scopeLine: 642, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1543)
!1541 = !DISubroutineType(types: !1542)
!1542 = !{!203, !280, !445, !204}
!1543 = !{!1544, !1545, !1546}
!1544 = !DILocalVariable(name: "L", arg: 1, scope: !1540, file: !2, line: 642, type: !280)
!1545 = !DILocalVariable(name: "B", arg: 2, scope: !1540, file: !2, line: 642, type: !445)
!1546 = !DILocalVariable(name: "sz", arg: 3, scope: !1540, file: !2, line: 642, type: !204)
!1547 = !DILocation(line: 0, scope: !1540)
!1548 = !DILocation(line: 0, scope: !442, inlinedAt: !1549)
!1549 = distinct !DILocation(line: 643, column: 3, scope: !1540)
!1550 = !DILocation(line: 634, column: 6, scope: !442, inlinedAt: !1549)
!1551 = !DILocation(line: 634, column: 8, scope: !442, inlinedAt: !1549)
!1552 = !DILocation(line: 635, column: 13, scope: !442, inlinedAt: !1549)
!1553 = !DILocation(line: 635, column: 8, scope: !442, inlinedAt: !1549)
!1554 = !DILocation(line: 636, column: 6, scope: !442, inlinedAt: !1549)
!1555 = !DILocation(line: 636, column: 8, scope: !442, inlinedAt: !1549)
!1556 = !DILocation(line: 637, column: 6, scope: !442, inlinedAt: !1549)
!1557 = !DILocation(line: 637, column: 11, scope: !442, inlinedAt: !1549)
!1558 = !DILocation(line: 638, column: 3, scope: !442, inlinedAt: !1549)
!1559 = !DILocation(line: 644, column: 10, scope: !1540)
!1560 = !DILocation(line: 644, column: 3, scope: !1540)
!1561 = distinct !DISubprogram(name: "luaL_ref", scope: !2, file: !2, line: 664, type: !934, scopeLine: 664, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1562)
!1562 = !{!1563, !1564, !1565}
!1563 = !DILocalVariable(name: "L", arg: 1, scope: !1561, file: !2, line: 664, type: !280)
!1564 = !DILocalVariable(name: "t", arg: 2, scope: !1561, file: !2, line: 664, type: !200)
!1565 = !DILocalVariable(name: "ref", scope: !1561, file: !2, line: 665, type: !200)
!1566 = !DILocation(line: 0, scope: !1561)
!1567 = !DILocation(line: 666, column: 7, scope: !1568)
!1568 = distinct !DILexicalBlock(scope: !1561, file: !2, line: 666, column: 7)
!1569 = !DILocation(line: 666, column: 7, scope: !1561)
!1570 = !DILocation(line: 667, column: 5, scope: !1571)
!1571 = distinct !DILexicalBlock(scope: !1568, file: !2, line: 666, column: 25)
!1572 = !DILocation(line: 668, column: 5, scope: !1571)
!1573 = !DILocation(line: 670, column: 7, scope: !1561)
!1574 = !DILocation(line: 671, column: 7, scope: !1575)
!1575 = distinct !DILexicalBlock(scope: !1561, file: !2, line: 671, column: 7)
!1576 = !DILocation(line: 671, column: 35, scope: !1575)
!1577 = !DILocation(line: 671, column: 7, scope: !1561)
!1578 = !DILocation(line: 673, column: 5, scope: !1579)
!1579 = distinct !DILexicalBlock(scope: !1575, file: !2, line: 671, column: 48)
!1580 = !DILocation(line: 674, column: 5, scope: !1579)
!1581 = !DILocation(line: 680, column: 3, scope: !1561)
!1582 = !DILocation(line: 681, column: 7, scope: !1561)
!1583 = !DILocation(line: 678, column: 16, scope: !1584)
!1584 = distinct !DILexicalBlock(scope: !1575, file: !2, line: 676, column: 8)
!1585 = !DILocation(line: 678, column: 11, scope: !1584)
!1586 = !DILocation(line: 681, column: 11, scope: !1587)
!1587 = distinct !DILexicalBlock(scope: !1561, file: !2, line: 681, column: 7)
!1588 = !DILocation(line: 682, column: 23, scope: !1589)
!1589 = distinct !DILexicalBlock(scope: !1587, file: !2, line: 681, column: 17)
!1590 = !DILocation(line: 682, column: 5, scope: !1589)
!1591 = !DILocation(line: 683, column: 5, scope: !1589)
!1592 = !DILocation(line: 684, column: 3, scope: !1589)
!1593 = !DILocation(line: 686, column: 16, scope: !1587)
!1594 = !DILocation(line: 686, column: 11, scope: !1587)
!1595 = !DILocation(line: 686, column: 33, scope: !1587)
!1596 = !DILocation(line: 687, column: 21, scope: !1561)
!1597 = !DILocation(line: 687, column: 3, scope: !1561)
!1598 = !DILocation(line: 688, column: 3, scope: !1561)
!1599 = !DILocation(line: 689, column: 1, scope: !1561)
!1600 = !DISubprogram(name: "lua_absindex", scope: !282, file: !282, line: 178, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1601 = !DISubprogram(name: "lua_rawgeti", scope: !282, file: !282, line: 266, type: !1602, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1602 = !DISubroutineType(types: !1603)
!1603 = !{!200, !280, !200, !361}
!1604 = !DISubprogram(name: "lua_rawseti", scope: !282, file: !282, line: 283, type: !1605, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1605 = !DISubroutineType(types: !1606)
!1606 = !{null, !280, !200, !361}
!1607 = !DISubprogram(name: "lua_rawlen", scope: !282, file: !282, line: 205, type: !1608, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1608 = !DISubroutineType(types: !1609)
!1609 = !{!1610, !280, !200}
!1610 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !282, line: 97, baseType: !1611)
!1611 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1612 = distinct !DISubprogram(name: "luaL_unref", scope: !2, file: !2, line: 692, type: !1067, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1613)
!1613 = !{!1614, !1615, !1616}
!1614 = !DILocalVariable(name: "L", arg: 1, scope: !1612, file: !2, line: 692, type: !280)
!1615 = !DILocalVariable(name: "t", arg: 2, scope: !1612, file: !2, line: 692, type: !200)
!1616 = !DILocalVariable(name: "ref", arg: 3, scope: !1612, file: !2, line: 692, type: !200)
!1617 = !DILocation(line: 0, scope: !1612)
!1618 = !DILocation(line: 693, column: 11, scope: !1619)
!1619 = distinct !DILexicalBlock(scope: !1612, file: !2, line: 693, column: 7)
!1620 = !DILocation(line: 693, column: 7, scope: !1612)
!1621 = !DILocation(line: 694, column: 9, scope: !1622)
!1622 = distinct !DILexicalBlock(scope: !1619, file: !2, line: 693, column: 17)
!1623 = !DILocation(line: 695, column: 5, scope: !1622)
!1624 = !DILocation(line: 697, column: 23, scope: !1622)
!1625 = !DILocation(line: 697, column: 5, scope: !1622)
!1626 = !DILocation(line: 698, column: 5, scope: !1622)
!1627 = !DILocation(line: 699, column: 5, scope: !1622)
!1628 = !DILocation(line: 700, column: 3, scope: !1622)
!1629 = !DILocation(line: 701, column: 1, scope: !1612)
!1630 = distinct !DISubprogram(name: "luaL_loadfilex", scope: !2, file: !2, line: 784, type: !1631, scopeLine: 785, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1633)
!1631 = !DISubroutineType(types: !1632)
!1632 = !{!200, !280, !277, !277}
!1633 = !{!1634, !1635, !1636, !1637, !1638, !1639, !1640, !1641}
!1634 = !DILocalVariable(name: "L", arg: 1, scope: !1630, file: !2, line: 784, type: !280)
!1635 = !DILocalVariable(name: "filename", arg: 2, scope: !1630, file: !2, line: 784, type: !277)
!1636 = !DILocalVariable(name: "mode", arg: 3, scope: !1630, file: !2, line: 785, type: !277)
!1637 = !DILocalVariable(name: "lf", scope: !1630, file: !2, line: 786, type: !214)
!1638 = !DILocalVariable(name: "status", scope: !1630, file: !2, line: 787, type: !200)
!1639 = !DILocalVariable(name: "readstatus", scope: !1630, file: !2, line: 787, type: !200)
!1640 = !DILocalVariable(name: "c", scope: !1630, file: !2, line: 788, type: !200)
!1641 = !DILocalVariable(name: "fnameindex", scope: !1630, file: !2, line: 789, type: !200)
!1642 = distinct !DIAssignID()
!1643 = !DILocation(line: 0, scope: !1630)
!1644 = distinct !DIAssignID()
!1645 = !DILocation(line: 786, column: 3, scope: !1630)
!1646 = !DILocation(line: 788, column: 3, scope: !1630)
!1647 = !DILocation(line: 789, column: 20, scope: !1630)
!1648 = !DILocation(line: 789, column: 34, scope: !1630)
!1649 = !DILocation(line: 790, column: 16, scope: !1650)
!1650 = distinct !DILexicalBlock(scope: !1630, file: !2, line: 790, column: 7)
!1651 = !DILocation(line: 790, column: 7, scope: !1630)
!1652 = !DILocation(line: 791, column: 5, scope: !1653)
!1653 = distinct !DILexicalBlock(scope: !1650, file: !2, line: 790, column: 25)
!1654 = !DILocation(line: 792, column: 12, scope: !1653)
!1655 = !DILocation(line: 792, column: 8, scope: !1653)
!1656 = !DILocation(line: 792, column: 10, scope: !1653)
!1657 = !{!1658, !454, i64 8}
!1658 = !{!"LoadF", !566, i64 0, !454, i64 8, !455, i64 16}
!1659 = distinct !DIAssignID()
!1660 = !DILocation(line: 793, column: 3, scope: !1653)
!1661 = !DILocation(line: 795, column: 5, scope: !1662)
!1662 = distinct !DILexicalBlock(scope: !1650, file: !2, line: 794, column: 8)
!1663 = !DILocation(line: 796, column: 5, scope: !1662)
!1664 = !DILocation(line: 796, column: 11, scope: !1662)
!1665 = !DILocation(line: 797, column: 12, scope: !1662)
!1666 = !DILocation(line: 797, column: 8, scope: !1662)
!1667 = !DILocation(line: 797, column: 10, scope: !1662)
!1668 = distinct !DIAssignID()
!1669 = !DILocation(line: 798, column: 14, scope: !1670)
!1670 = distinct !DILexicalBlock(scope: !1662, file: !2, line: 798, column: 9)
!1671 = !DILocation(line: 798, column: 9, scope: !1662)
!1672 = !DILocation(line: 798, column: 30, scope: !1670)
!1673 = !DILocation(line: 798, column: 23, scope: !1670)
!1674 = !DILocation(line: 801, column: 22, scope: !1675)
!1675 = distinct !DILexicalBlock(scope: !1630, file: !2, line: 801, column: 7)
!1676 = !DILocation(line: 800, column: 8, scope: !1630)
!1677 = !{!1658, !566, i64 0}
!1678 = distinct !DIAssignID()
!1679 = !DILocation(line: 801, column: 7, scope: !1675)
!1680 = !DILocation(line: 801, column: 7, scope: !1630)
!1681 = !DILocation(line: 802, column: 8, scope: !1675)
!1682 = !DILocation(line: 802, column: 17, scope: !1675)
!1683 = distinct !DIAssignID()
!1684 = !DILocation(line: 802, column: 21, scope: !1675)
!1685 = !DILocation(line: 802, column: 5, scope: !1675)
!1686 = !DILocation(line: 803, column: 7, scope: !1687)
!1687 = distinct !DILexicalBlock(scope: !1630, file: !2, line: 803, column: 7)
!1688 = !DILocation(line: 803, column: 9, scope: !1687)
!1689 = !DILocation(line: 803, column: 7, scope: !1630)
!1690 = !DILocation(line: 804, column: 10, scope: !1691)
!1691 = distinct !DILexicalBlock(scope: !1687, file: !2, line: 803, column: 30)
!1692 = distinct !DIAssignID()
!1693 = !DILocation(line: 805, column: 9, scope: !1691)
!1694 = !DILocation(line: 806, column: 7, scope: !1695)
!1695 = distinct !DILexicalBlock(scope: !1696, file: !2, line: 805, column: 19)
!1696 = distinct !DILexicalBlock(scope: !1691, file: !2, line: 805, column: 9)
!1697 = !DILocation(line: 806, column: 13, scope: !1695)
!1698 = !DILocation(line: 807, column: 14, scope: !1695)
!1699 = !DILocation(line: 807, column: 12, scope: !1695)
!1700 = distinct !DIAssignID()
!1701 = !DILocation(line: 808, column: 16, scope: !1702)
!1702 = distinct !DILexicalBlock(scope: !1695, file: !2, line: 808, column: 11)
!1703 = !DILocation(line: 808, column: 11, scope: !1695)
!1704 = !DILocation(line: 808, column: 32, scope: !1702)
!1705 = !DILocation(line: 808, column: 25, scope: !1702)
!1706 = !DILocation(line: 809, column: 7, scope: !1695)
!1707 = !DILocation(line: 812, column: 7, scope: !1708)
!1708 = distinct !DILexicalBlock(scope: !1630, file: !2, line: 812, column: 7)
!1709 = !DILocation(line: 810, column: 5, scope: !1695)
!1710 = !DILocation(line: 812, column: 9, scope: !1708)
!1711 = !DILocation(line: 812, column: 7, scope: !1630)
!1712 = !DILocation(line: 813, column: 17, scope: !1708)
!1713 = !DILocation(line: 813, column: 23, scope: !1708)
!1714 = !DILocation(line: 813, column: 8, scope: !1708)
!1715 = distinct !DIAssignID()
!1716 = !DILocation(line: 813, column: 5, scope: !1708)
!1717 = !DILocation(line: 813, column: 21, scope: !1708)
!1718 = !DILocation(line: 814, column: 3, scope: !1630)
!1719 = !DILocation(line: 814, column: 9, scope: !1630)
!1720 = !DILocation(line: 815, column: 35, scope: !1630)
!1721 = !DILocation(line: 815, column: 12, scope: !1630)
!1722 = !DILocation(line: 816, column: 26, scope: !1630)
!1723 = !DILocation(line: 816, column: 16, scope: !1630)
!1724 = !DILocation(line: 817, column: 7, scope: !1630)
!1725 = !DILocation(line: 817, column: 17, scope: !1726)
!1726 = distinct !DILexicalBlock(scope: !1630, file: !2, line: 817, column: 7)
!1727 = !DILocation(line: 818, column: 7, scope: !1728)
!1728 = distinct !DILexicalBlock(scope: !1630, file: !2, line: 818, column: 7)
!1729 = !DILocation(line: 818, column: 7, scope: !1630)
!1730 = !DILocation(line: 819, column: 5, scope: !1731)
!1731 = distinct !DILexicalBlock(scope: !1728, file: !2, line: 818, column: 19)
!1732 = !DILocation(line: 820, column: 12, scope: !1731)
!1733 = !DILocation(line: 820, column: 5, scope: !1731)
!1734 = !DILocation(line: 822, column: 3, scope: !1630)
!1735 = !DILocation(line: 823, column: 3, scope: !1630)
!1736 = !DILocation(line: 824, column: 1, scope: !1630)
!1737 = !DISubprogram(name: "lua_gettop", scope: !282, file: !282, line: 179, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1738 = !DISubprogram(name: "fopen", linkageName: "fopen64", scope: !777, file: !777, line: 270, type: !1739, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1739 = !DISubroutineType(types: !1740)
!1740 = !{!219, !1741, !1741}
!1741 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !277)
!1742 = distinct !DISubprogram(name: "errfile", scope: !2, file: !2, line: 737, type: !1743, scopeLine: 737, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1745)
!1743 = !DISubroutineType(cc: DW_CC_nocall, types: !1744)
!1744 = !{!200, !280, !277, !200}
!1745 = !{!1746, !1747, !1748, !1749, !1750}
!1746 = !DILocalVariable(name: "L", arg: 1, scope: !1742, file: !2, line: 737, type: !280)
!1747 = !DILocalVariable(name: "what", arg: 2, scope: !1742, file: !2, line: 737, type: !277)
!1748 = !DILocalVariable(name: "fnameindex", arg: 3, scope: !1742, file: !2, line: 737, type: !200)
!1749 = !DILocalVariable(name: "err", scope: !1742, file: !2, line: 738, type: !200)
!1750 = !DILocalVariable(name: "filename", scope: !1742, file: !2, line: 739, type: !277)
!1751 = !DILocation(line: 0, scope: !1742)
!1752 = !DILocation(line: 738, column: 13, scope: !1742)
!1753 = !DILocation(line: 739, column: 26, scope: !1742)
!1754 = !DILocation(line: 739, column: 54, scope: !1742)
!1755 = !DILocation(line: 740, column: 11, scope: !1756)
!1756 = distinct !DILexicalBlock(scope: !1742, file: !2, line: 740, column: 7)
!1757 = !DILocation(line: 740, column: 7, scope: !1742)
!1758 = !DILocation(line: 741, column: 60, scope: !1756)
!1759 = !DILocation(line: 741, column: 5, scope: !1756)
!1760 = !DILocation(line: 743, column: 5, scope: !1756)
!1761 = !DILocation(line: 744, column: 3, scope: !1742)
!1762 = !DILocation(line: 745, column: 3, scope: !1742)
!1763 = distinct !DISubprogram(name: "skipcomment", scope: !2, file: !2, line: 771, type: !1764, scopeLine: 771, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1766)
!1764 = !DISubroutineType(types: !1765)
!1765 = !{!200, !219, !994}
!1766 = !{!1767, !1768, !1769}
!1767 = !DILocalVariable(name: "f", arg: 1, scope: !1763, file: !2, line: 771, type: !219)
!1768 = !DILocalVariable(name: "cp", arg: 2, scope: !1763, file: !2, line: 771, type: !994)
!1769 = !DILocalVariable(name: "c", scope: !1763, file: !2, line: 772, type: !200)
!1770 = !DILocation(line: 0, scope: !1763)
!1771 = !DILocalVariable(name: "f", arg: 1, scope: !1772, file: !2, line: 755, type: !219)
!1772 = distinct !DISubprogram(name: "skipBOM", scope: !2, file: !2, line: 755, type: !1773, scopeLine: 755, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1775)
!1773 = !DISubroutineType(types: !1774)
!1774 = !{!200, !219}
!1775 = !{!1771, !1776}
!1776 = !DILocalVariable(name: "c", scope: !1772, file: !2, line: 756, type: !200)
!1777 = !DILocation(line: 0, scope: !1772, inlinedAt: !1778)
!1778 = distinct !DILocation(line: 772, column: 17, scope: !1763)
!1779 = !DILocation(line: 756, column: 11, scope: !1772, inlinedAt: !1778)
!1780 = !DILocation(line: 757, column: 9, scope: !1781, inlinedAt: !1778)
!1781 = distinct !DILexicalBlock(scope: !1772, file: !2, line: 757, column: 7)
!1782 = !DILocation(line: 757, column: 17, scope: !1781, inlinedAt: !1778)
!1783 = !DILocation(line: 757, column: 20, scope: !1781, inlinedAt: !1778)
!1784 = !DILocation(line: 757, column: 28, scope: !1781, inlinedAt: !1778)
!1785 = !DILocation(line: 757, column: 36, scope: !1781, inlinedAt: !1778)
!1786 = !DILocation(line: 757, column: 39, scope: !1781, inlinedAt: !1778)
!1787 = !DILocation(line: 757, column: 47, scope: !1781, inlinedAt: !1778)
!1788 = !DILocation(line: 757, column: 7, scope: !1772, inlinedAt: !1778)
!1789 = !DILocation(line: 758, column: 12, scope: !1781, inlinedAt: !1778)
!1790 = !DILocation(line: 758, column: 5, scope: !1781, inlinedAt: !1778)
!1791 = !DILocation(line: 0, scope: !1781, inlinedAt: !1778)
!1792 = !DILocation(line: 772, column: 15, scope: !1763)
!1793 = !DILocation(line: 773, column: 9, scope: !1794)
!1794 = distinct !DILexicalBlock(scope: !1763, file: !2, line: 773, column: 7)
!1795 = !DILocation(line: 773, column: 7, scope: !1763)
!1796 = !DILocation(line: 775, column: 11, scope: !1797)
!1797 = distinct !DILexicalBlock(scope: !1798, file: !2, line: 774, column: 8)
!1798 = distinct !DILexicalBlock(scope: !1794, file: !2, line: 773, column: 17)
!1799 = !DILocation(line: 776, column: 5, scope: !1797)
!1800 = !DILocation(line: 777, column: 11, scope: !1798)
!1801 = !DILocation(line: 778, column: 5, scope: !1798)
!1802 = !DILocation(line: 781, column: 1, scope: !1763)
!1803 = !DILocation(line: 0, scope: !1794)
!1804 = !DISubprogram(name: "freopen", linkageName: "freopen64", scope: !777, file: !777, line: 273, type: !1805, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1805 = !DISubroutineType(types: !1806)
!1806 = !{!219, !1741, !1741, !1807}
!1807 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !219)
!1808 = !DISubprogram(name: "lua_load", scope: !282, file: !282, line: 300, type: !1809, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1809 = !DISubroutineType(types: !1810)
!1810 = !{!200, !280, !1811, !198, !277, !277}
!1811 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !282, line: 117, baseType: !1812)
!1812 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1813, size: 64)
!1813 = !DISubroutineType(types: !1814)
!1814 = !{!277, !280, !198, !878}
!1815 = distinct !DISubprogram(name: "getF", scope: !2, file: !2, line: 719, type: !1813, scopeLine: 719, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1816)
!1816 = !{!1817, !1818, !1819, !1820}
!1817 = !DILocalVariable(name: "L", arg: 1, scope: !1815, file: !2, line: 719, type: !280)
!1818 = !DILocalVariable(name: "ud", arg: 2, scope: !1815, file: !2, line: 719, type: !198)
!1819 = !DILocalVariable(name: "size", arg: 3, scope: !1815, file: !2, line: 719, type: !878)
!1820 = !DILocalVariable(name: "lf", scope: !1815, file: !2, line: 720, type: !213)
!1821 = !DILocation(line: 0, scope: !1815)
!1822 = !DILocation(line: 722, column: 11, scope: !1823)
!1823 = distinct !DILexicalBlock(scope: !1815, file: !2, line: 722, column: 7)
!1824 = !DILocation(line: 722, column: 13, scope: !1823)
!1825 = !DILocation(line: 722, column: 7, scope: !1815)
!1826 = !DILocation(line: 723, column: 13, scope: !1827)
!1827 = distinct !DILexicalBlock(scope: !1823, file: !2, line: 722, column: 18)
!1828 = !DILocation(line: 723, column: 11, scope: !1827)
!1829 = !DILocation(line: 724, column: 11, scope: !1827)
!1830 = !DILocation(line: 725, column: 3, scope: !1827)
!1831 = !DILocation(line: 730, column: 18, scope: !1832)
!1832 = distinct !DILexicalBlock(scope: !1833, file: !2, line: 730, column: 9)
!1833 = distinct !DILexicalBlock(scope: !1823, file: !2, line: 726, column: 8)
!1834 = !DILocation(line: 730, column: 9, scope: !1832)
!1835 = !DILocation(line: 730, column: 9, scope: !1833)
!1836 = !DILocation(line: 731, column: 23, scope: !1833)
!1837 = !DILocation(line: 731, column: 54, scope: !1833)
!1838 = !DILocation(line: 731, column: 13, scope: !1833)
!1839 = !DILocation(line: 731, column: 11, scope: !1833)
!1840 = !DILocation(line: 733, column: 14, scope: !1815)
!1841 = !DILocation(line: 733, column: 3, scope: !1815)
!1842 = !DILocation(line: 734, column: 1, scope: !1815)
!1843 = !DISubprogram(name: "ferror", scope: !777, file: !777, line: 790, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1844 = !DISubprogram(name: "fclose", scope: !777, file: !777, line: 178, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1845 = distinct !DISubprogram(name: "luaL_loadbufferx", scope: !2, file: !2, line: 843, type: !1846, scopeLine: 844, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1848)
!1846 = !DISubroutineType(types: !1847)
!1847 = !{!200, !280, !277, !204, !277, !277}
!1848 = !{!1849, !1850, !1851, !1852, !1853, !1854}
!1849 = !DILocalVariable(name: "L", arg: 1, scope: !1845, file: !2, line: 843, type: !280)
!1850 = !DILocalVariable(name: "buff", arg: 2, scope: !1845, file: !2, line: 843, type: !277)
!1851 = !DILocalVariable(name: "size", arg: 3, scope: !1845, file: !2, line: 843, type: !204)
!1852 = !DILocalVariable(name: "name", arg: 4, scope: !1845, file: !2, line: 844, type: !277)
!1853 = !DILocalVariable(name: "mode", arg: 5, scope: !1845, file: !2, line: 844, type: !277)
!1854 = !DILocalVariable(name: "ls", scope: !1845, file: !2, line: 845, type: !273)
!1855 = distinct !DIAssignID()
!1856 = !DILocation(line: 0, scope: !1845)
!1857 = !DILocation(line: 845, column: 3, scope: !1845)
!1858 = !DILocation(line: 846, column: 8, scope: !1845)
!1859 = !{!1860, !454, i64 0}
!1860 = !{!"LoadS", !454, i64 0, !457, i64 8}
!1861 = distinct !DIAssignID()
!1862 = !DILocation(line: 847, column: 6, scope: !1845)
!1863 = !DILocation(line: 847, column: 11, scope: !1845)
!1864 = !{!1860, !457, i64 8}
!1865 = distinct !DIAssignID()
!1866 = !DILocation(line: 848, column: 10, scope: !1845)
!1867 = !DILocation(line: 849, column: 1, scope: !1845)
!1868 = !DILocation(line: 848, column: 3, scope: !1845)
!1869 = distinct !DISubprogram(name: "getS", scope: !2, file: !2, line: 833, type: !1813, scopeLine: 833, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1870)
!1870 = !{!1871, !1872, !1873, !1874}
!1871 = !DILocalVariable(name: "L", arg: 1, scope: !1869, file: !2, line: 833, type: !280)
!1872 = !DILocalVariable(name: "ud", arg: 2, scope: !1869, file: !2, line: 833, type: !198)
!1873 = !DILocalVariable(name: "size", arg: 3, scope: !1869, file: !2, line: 833, type: !878)
!1874 = !DILocalVariable(name: "ls", scope: !1869, file: !2, line: 834, type: !272)
!1875 = !DILocation(line: 0, scope: !1869)
!1876 = !DILocation(line: 836, column: 11, scope: !1877)
!1877 = distinct !DILexicalBlock(scope: !1869, file: !2, line: 836, column: 7)
!1878 = !DILocation(line: 836, column: 16, scope: !1877)
!1879 = !DILocation(line: 836, column: 7, scope: !1869)
!1880 = !DILocation(line: 837, column: 9, scope: !1869)
!1881 = !DILocation(line: 838, column: 12, scope: !1869)
!1882 = !DILocation(line: 839, column: 14, scope: !1869)
!1883 = !DILocation(line: 839, column: 3, scope: !1869)
!1884 = !DILocation(line: 840, column: 1, scope: !1869)
!1885 = distinct !DISubprogram(name: "luaL_loadstring", scope: !2, file: !2, line: 852, type: !1046, scopeLine: 852, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1886)
!1886 = !{!1887, !1888}
!1887 = !DILocalVariable(name: "L", arg: 1, scope: !1885, file: !2, line: 852, type: !280)
!1888 = !DILocalVariable(name: "s", arg: 2, scope: !1885, file: !2, line: 852, type: !277)
!1889 = distinct !DIAssignID()
!1890 = !DILocation(line: 0, scope: !1885)
!1891 = !DILocation(line: 853, column: 10, scope: !1885)
!1892 = !DILocation(line: 0, scope: !1845, inlinedAt: !1893)
!1893 = distinct !DILocation(line: 853, column: 10, scope: !1885)
!1894 = !DILocation(line: 845, column: 3, scope: !1845, inlinedAt: !1893)
!1895 = !DILocation(line: 846, column: 8, scope: !1845, inlinedAt: !1893)
!1896 = distinct !DIAssignID()
!1897 = !DILocation(line: 847, column: 6, scope: !1845, inlinedAt: !1893)
!1898 = !DILocation(line: 847, column: 11, scope: !1845, inlinedAt: !1893)
!1899 = distinct !DIAssignID()
!1900 = !DILocation(line: 848, column: 10, scope: !1845, inlinedAt: !1893)
!1901 = !DILocation(line: 849, column: 1, scope: !1845, inlinedAt: !1893)
!1902 = !DILocation(line: 853, column: 3, scope: !1885)
!1903 = !DISubprogram(name: "lua_rawget", scope: !282, file: !282, line: 265, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1904 = distinct !DISubprogram(name: "luaL_callmeta", scope: !2, file: !2, line: 876, type: !726, scopeLine: 876, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1905)
!1905 = !{!1906, !1907, !1908}
!1906 = !DILocalVariable(name: "L", arg: 1, scope: !1904, file: !2, line: 876, type: !280)
!1907 = !DILocalVariable(name: "obj", arg: 2, scope: !1904, file: !2, line: 876, type: !200)
!1908 = !DILocalVariable(name: "event", arg: 3, scope: !1904, file: !2, line: 876, type: !277)
!1909 = !DILocation(line: 0, scope: !1904)
!1910 = !DILocation(line: 877, column: 9, scope: !1904)
!1911 = !DILocation(line: 0, scope: !888, inlinedAt: !1912)
!1912 = distinct !DILocation(line: 878, column: 7, scope: !1913)
!1913 = distinct !DILexicalBlock(scope: !1904, file: !2, line: 878, column: 7)
!1914 = !DILocation(line: 861, column: 8, scope: !894, inlinedAt: !1912)
!1915 = !DILocation(line: 861, column: 7, scope: !888, inlinedAt: !1912)
!1916 = !DILocation(line: 865, column: 5, scope: !893, inlinedAt: !1912)
!1917 = !DILocation(line: 866, column: 10, scope: !893, inlinedAt: !1912)
!1918 = !DILocation(line: 0, scope: !893, inlinedAt: !1912)
!1919 = !DILocation(line: 867, column: 12, scope: !904, inlinedAt: !1912)
!1920 = !DILocation(line: 867, column: 9, scope: !893, inlinedAt: !1912)
!1921 = !DILocation(line: 0, scope: !904, inlinedAt: !1912)
!1922 = !DILocation(line: 878, column: 7, scope: !1904)
!1923 = !DILocation(line: 870, column: 7, scope: !904, inlinedAt: !1912)
!1924 = !DILocation(line: 880, column: 3, scope: !1904)
!1925 = !DILocation(line: 881, column: 3, scope: !1904)
!1926 = !DILocation(line: 882, column: 3, scope: !1904)
!1927 = !DILocation(line: 883, column: 1, scope: !1904)
!1928 = !DISubprogram(name: "lua_callk", scope: !282, file: !282, line: 292, type: !1929, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1929 = !DISubroutineType(types: !1930)
!1930 = !{null, !280, !200, !200, !1931, !1934}
!1931 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !282, line: 100, baseType: !1932)
!1932 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1933, line: 87, baseType: !247)
!1933 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1934 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !282, line: 111, baseType: !1935)
!1935 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1936, size: 64)
!1936 = !DISubroutineType(types: !1937)
!1937 = !{!200, !280, !200, !1931}
!1938 = distinct !DISubprogram(name: "luaL_len", scope: !2, file: !2, line: 886, type: !1319, scopeLine: 886, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1939)
!1939 = !{!1940, !1941, !1942, !1943}
!1940 = !DILocalVariable(name: "L", arg: 1, scope: !1938, file: !2, line: 886, type: !280)
!1941 = !DILocalVariable(name: "idx", arg: 2, scope: !1938, file: !2, line: 886, type: !200)
!1942 = !DILocalVariable(name: "l", scope: !1938, file: !2, line: 887, type: !361)
!1943 = !DILocalVariable(name: "isnum", scope: !1938, file: !2, line: 888, type: !200)
!1944 = distinct !DIAssignID()
!1945 = !DILocation(line: 0, scope: !1938)
!1946 = !DILocation(line: 888, column: 3, scope: !1938)
!1947 = !DILocation(line: 889, column: 3, scope: !1938)
!1948 = !DILocation(line: 890, column: 7, scope: !1938)
!1949 = !DILocation(line: 891, column: 7, scope: !1950)
!1950 = distinct !DILexicalBlock(scope: !1938, file: !2, line: 891, column: 7)
!1951 = !DILocation(line: 891, column: 7, scope: !1938)
!1952 = !DILocation(line: 892, column: 5, scope: !1950)
!1953 = !DILocation(line: 893, column: 3, scope: !1938)
!1954 = !DILocation(line: 895, column: 1, scope: !1938)
!1955 = !DILocation(line: 894, column: 3, scope: !1938)
!1956 = !DISubprogram(name: "lua_len", scope: !282, file: !282, line: 354, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1957 = distinct !DISubprogram(name: "luaL_tolstring", scope: !2, file: !2, line: 898, type: !876, scopeLine: 898, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !1958)
!1958 = !{!1959, !1960, !1961, !1962, !1967}
!1959 = !DILocalVariable(name: "L", arg: 1, scope: !1957, file: !2, line: 898, type: !280)
!1960 = !DILocalVariable(name: "idx", arg: 2, scope: !1957, file: !2, line: 898, type: !200)
!1961 = !DILocalVariable(name: "len", arg: 3, scope: !1957, file: !2, line: 898, type: !878)
!1962 = !DILocalVariable(name: "tt", scope: !1963, file: !2, line: 923, type: !200)
!1963 = distinct !DILexicalBlock(scope: !1964, file: !2, line: 922, column: 16)
!1964 = distinct !DILexicalBlock(scope: !1965, file: !2, line: 905, column: 31)
!1965 = distinct !DILexicalBlock(scope: !1966, file: !2, line: 904, column: 8)
!1966 = distinct !DILexicalBlock(scope: !1957, file: !2, line: 900, column: 7)
!1967 = !DILocalVariable(name: "kind", scope: !1963, file: !2, line: 924, type: !277)
!1968 = !DILocation(line: 0, scope: !1957)
!1969 = !DILocation(line: 899, column: 9, scope: !1957)
!1970 = !DILocation(line: 900, column: 7, scope: !1966)
!1971 = !DILocation(line: 900, column: 7, scope: !1957)
!1972 = !DILocation(line: 901, column: 10, scope: !1973)
!1973 = distinct !DILexicalBlock(scope: !1974, file: !2, line: 901, column: 9)
!1974 = distinct !DILexicalBlock(scope: !1966, file: !2, line: 900, column: 44)
!1975 = !DILocation(line: 901, column: 9, scope: !1974)
!1976 = !DILocation(line: 902, column: 7, scope: !1973)
!1977 = !DILocation(line: 905, column: 13, scope: !1965)
!1978 = !DILocation(line: 905, column: 5, scope: !1965)
!1979 = !DILocation(line: 907, column: 13, scope: !1980)
!1980 = distinct !DILexicalBlock(scope: !1981, file: !2, line: 907, column: 13)
!1981 = distinct !DILexicalBlock(scope: !1964, file: !2, line: 906, column: 25)
!1982 = !DILocation(line: 907, column: 13, scope: !1981)
!1983 = !DILocation(line: 908, column: 49, scope: !1980)
!1984 = !DILocation(line: 908, column: 11, scope: !1980)
!1985 = !DILocation(line: 910, column: 52, scope: !1980)
!1986 = !DILocation(line: 910, column: 11, scope: !1980)
!1987 = !DILocation(line: 914, column: 9, scope: !1964)
!1988 = !DILocation(line: 915, column: 9, scope: !1964)
!1989 = !DILocation(line: 917, column: 28, scope: !1964)
!1990 = !DILocation(line: 917, column: 9, scope: !1964)
!1991 = !DILocation(line: 918, column: 9, scope: !1964)
!1992 = !DILocation(line: 920, column: 9, scope: !1964)
!1993 = !DILocation(line: 921, column: 9, scope: !1964)
!1994 = !DILocation(line: 0, scope: !888, inlinedAt: !1995)
!1995 = distinct !DILocation(line: 923, column: 18, scope: !1963)
!1996 = !DILocation(line: 861, column: 8, scope: !894, inlinedAt: !1995)
!1997 = !DILocation(line: 861, column: 7, scope: !888, inlinedAt: !1995)
!1998 = !DILocation(line: 865, column: 5, scope: !893, inlinedAt: !1995)
!1999 = !DILocation(line: 866, column: 10, scope: !893, inlinedAt: !1995)
!2000 = !DILocation(line: 0, scope: !893, inlinedAt: !1995)
!2001 = !DILocation(line: 867, column: 12, scope: !904, inlinedAt: !1995)
!2002 = !DILocation(line: 867, column: 9, scope: !893, inlinedAt: !1995)
!2003 = !DILocation(line: 0, scope: !904, inlinedAt: !1995)
!2004 = !DILocation(line: 0, scope: !1963)
!2005 = !DILocation(line: 924, column: 28, scope: !1963)
!2006 = !DILocation(line: 870, column: 7, scope: !904, inlinedAt: !1995)
!2007 = !DILocation(line: 924, column: 32, scope: !1963)
!2008 = !DILocation(line: 924, column: 50, scope: !1963)
!2009 = !DILocation(line: 927, column: 13, scope: !1963)
!2010 = !DILocation(line: 925, column: 50, scope: !1963)
!2011 = !DILocation(line: 926, column: 44, scope: !1963)
!2012 = !DILocation(line: 926, column: 9, scope: !1963)
!2013 = !DILocation(line: 928, column: 11, scope: !2014)
!2014 = distinct !DILexicalBlock(scope: !1963, file: !2, line: 927, column: 13)
!2015 = !DILocation(line: 933, column: 10, scope: !1957)
!2016 = !DILocation(line: 933, column: 3, scope: !1957)
!2017 = !DISubprogram(name: "lua_isstring", scope: !282, file: !282, line: 194, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2018 = !DISubprogram(name: "lua_isinteger", scope: !282, file: !282, line: 196, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2019 = !DISubprogram(name: "lua_toboolean", scope: !282, file: !282, line: 203, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2020 = !DISubprogram(name: "lua_topointer", scope: !282, file: !282, line: 209, type: !2021, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2021 = !DISubroutineType(types: !2022)
!2022 = !{!2023, !280, !200}
!2023 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2024, size: 64)
!2024 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!2025 = distinct !DISubprogram(name: "luaL_setfuncs", scope: !2, file: !2, line: 942, type: !2026, scopeLine: 942, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2029)
!2026 = !DISubroutineType(types: !2027)
!2027 = !{null, !280, !2028, !200}
!2028 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!2029 = !{!2030, !2031, !2032, !2033}
!2030 = !DILocalVariable(name: "L", arg: 1, scope: !2025, file: !2, line: 942, type: !280)
!2031 = !DILocalVariable(name: "l", arg: 2, scope: !2025, file: !2, line: 942, type: !2028)
!2032 = !DILocalVariable(name: "nup", arg: 3, scope: !2025, file: !2, line: 942, type: !200)
!2033 = !DILocalVariable(name: "i", scope: !2034, file: !2, line: 948, type: !200)
!2034 = distinct !DILexicalBlock(scope: !2035, file: !2, line: 947, column: 10)
!2035 = distinct !DILexicalBlock(scope: !2036, file: !2, line: 945, column: 9)
!2036 = distinct !DILexicalBlock(scope: !2037, file: !2, line: 944, column: 32)
!2037 = distinct !DILexicalBlock(scope: !2038, file: !2, line: 944, column: 3)
!2038 = distinct !DILexicalBlock(scope: !2025, file: !2, line: 944, column: 3)
!2039 = !DILocation(line: 0, scope: !2025)
!2040 = !DILocation(line: 0, scope: !844, inlinedAt: !2041)
!2041 = distinct !DILocation(line: 943, column: 3, scope: !2025)
!2042 = !DILocation(line: 384, column: 7, scope: !853, inlinedAt: !2041)
!2043 = !DILocation(line: 384, column: 7, scope: !844, inlinedAt: !2041)
!2044 = !DILocation(line: 386, column: 7, scope: !857, inlinedAt: !2041)
!2045 = !DILocation(line: 944, column: 13, scope: !2037)
!2046 = !{!2047, !454, i64 0}
!2047 = !{!"luaL_Reg", !454, i64 0, !454, i64 8}
!2048 = !DILocation(line: 944, column: 18, scope: !2037)
!2049 = !DILocation(line: 944, column: 3, scope: !2038)
!2050 = !DILocation(line: 945, column: 12, scope: !2035)
!2051 = !{!2047, !454, i64 8}
!2052 = !DILocation(line: 945, column: 17, scope: !2035)
!2053 = !DILocation(line: 945, column: 9, scope: !2036)
!2054 = !DILocation(line: 0, scope: !2034)
!2055 = !DILocation(line: 949, column: 7, scope: !2056)
!2056 = distinct !DILexicalBlock(scope: !2034, file: !2, line: 949, column: 7)
!2057 = !DILocation(line: 946, column: 7, scope: !2035)
!2058 = !DILocation(line: 950, column: 9, scope: !2059)
!2059 = distinct !DILexicalBlock(scope: !2056, file: !2, line: 949, column: 7)
!2060 = !DILocation(line: 949, column: 29, scope: !2059)
!2061 = !DILocation(line: 949, column: 21, scope: !2059)
!2062 = distinct !{!2062, !2055, !2063, !426}
!2063 = !DILocation(line: 950, column: 30, scope: !2056)
!2064 = !DILocation(line: 951, column: 30, scope: !2034)
!2065 = !DILocation(line: 951, column: 7, scope: !2034)
!2066 = !DILocation(line: 953, column: 36, scope: !2036)
!2067 = !DILocation(line: 953, column: 5, scope: !2036)
!2068 = !DILocation(line: 944, column: 28, scope: !2037)
!2069 = distinct !{!2069, !2049, !2070, !426}
!2070 = !DILocation(line: 954, column: 3, scope: !2038)
!2071 = !DILocation(line: 955, column: 3, scope: !2025)
!2072 = !DILocation(line: 956, column: 1, scope: !2025)
!2073 = !DISubprogram(name: "lua_pushcclosure", scope: !282, file: !282, line: 252, type: !2074, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2074 = !DISubroutineType(types: !2075)
!2075 = !{null, !280, !325, !200}
!2076 = distinct !DISubprogram(name: "luaL_getsubtable", scope: !2, file: !2, line: 963, type: !726, scopeLine: 963, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2077)
!2077 = !{!2078, !2079, !2080}
!2078 = !DILocalVariable(name: "L", arg: 1, scope: !2076, file: !2, line: 963, type: !280)
!2079 = !DILocalVariable(name: "idx", arg: 2, scope: !2076, file: !2, line: 963, type: !200)
!2080 = !DILocalVariable(name: "fname", arg: 3, scope: !2076, file: !2, line: 963, type: !277)
!2081 = !DILocation(line: 0, scope: !2076)
!2082 = !DILocation(line: 964, column: 7, scope: !2083)
!2083 = distinct !DILexicalBlock(scope: !2076, file: !2, line: 964, column: 7)
!2084 = !DILocation(line: 964, column: 35, scope: !2083)
!2085 = !DILocation(line: 964, column: 7, scope: !2076)
!2086 = !DILocation(line: 967, column: 5, scope: !2087)
!2087 = distinct !DILexicalBlock(scope: !2083, file: !2, line: 966, column: 8)
!2088 = !DILocation(line: 968, column: 11, scope: !2087)
!2089 = !DILocation(line: 969, column: 5, scope: !2087)
!2090 = !DILocation(line: 970, column: 5, scope: !2087)
!2091 = !DILocation(line: 971, column: 5, scope: !2087)
!2092 = !DILocation(line: 972, column: 5, scope: !2087)
!2093 = !DILocation(line: 0, scope: !2083)
!2094 = !DILocation(line: 974, column: 1, scope: !2076)
!2095 = distinct !DISubprogram(name: "luaL_requiref", scope: !2, file: !2, line: 983, type: !2096, scopeLine: 984, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2098)
!2096 = !DISubroutineType(types: !2097)
!2097 = !{null, !280, !277, !325, !200}
!2098 = !{!2099, !2100, !2101, !2102}
!2099 = !DILocalVariable(name: "L", arg: 1, scope: !2095, file: !2, line: 983, type: !280)
!2100 = !DILocalVariable(name: "modname", arg: 2, scope: !2095, file: !2, line: 983, type: !277)
!2101 = !DILocalVariable(name: "openf", arg: 3, scope: !2095, file: !2, line: 984, type: !325)
!2102 = !DILocalVariable(name: "glb", arg: 4, scope: !2095, file: !2, line: 984, type: !200)
!2103 = !DILocation(line: 0, scope: !2095)
!2104 = !DILocation(line: 0, scope: !2076, inlinedAt: !2105)
!2105 = distinct !DILocation(line: 985, column: 3, scope: !2095)
!2106 = !DILocation(line: 964, column: 7, scope: !2083, inlinedAt: !2105)
!2107 = !DILocation(line: 964, column: 35, scope: !2083, inlinedAt: !2105)
!2108 = !DILocation(line: 964, column: 7, scope: !2076, inlinedAt: !2105)
!2109 = !DILocation(line: 967, column: 5, scope: !2087, inlinedAt: !2105)
!2110 = !DILocation(line: 968, column: 11, scope: !2087, inlinedAt: !2105)
!2111 = !DILocation(line: 969, column: 5, scope: !2087, inlinedAt: !2105)
!2112 = !DILocation(line: 970, column: 5, scope: !2087, inlinedAt: !2105)
!2113 = !DILocation(line: 971, column: 5, scope: !2087, inlinedAt: !2105)
!2114 = !DILocation(line: 972, column: 5, scope: !2087, inlinedAt: !2105)
!2115 = !DILocation(line: 986, column: 3, scope: !2095)
!2116 = !DILocation(line: 987, column: 8, scope: !2117)
!2117 = distinct !DILexicalBlock(scope: !2095, file: !2, line: 987, column: 7)
!2118 = !DILocation(line: 987, column: 7, scope: !2095)
!2119 = !DILocation(line: 988, column: 5, scope: !2120)
!2120 = distinct !DILexicalBlock(scope: !2117, file: !2, line: 987, column: 30)
!2121 = !DILocation(line: 989, column: 5, scope: !2120)
!2122 = !DILocation(line: 990, column: 5, scope: !2120)
!2123 = !DILocation(line: 991, column: 5, scope: !2120)
!2124 = !DILocation(line: 992, column: 5, scope: !2120)
!2125 = !DILocation(line: 993, column: 5, scope: !2120)
!2126 = !DILocation(line: 994, column: 3, scope: !2120)
!2127 = !DILocation(line: 995, column: 3, scope: !2095)
!2128 = !DILocation(line: 996, column: 7, scope: !2129)
!2129 = distinct !DILexicalBlock(scope: !2095, file: !2, line: 996, column: 7)
!2130 = !DILocation(line: 996, column: 7, scope: !2095)
!2131 = !DILocation(line: 997, column: 5, scope: !2132)
!2132 = distinct !DILexicalBlock(scope: !2129, file: !2, line: 996, column: 12)
!2133 = !DILocation(line: 998, column: 5, scope: !2132)
!2134 = !DILocation(line: 999, column: 3, scope: !2132)
!2135 = !DILocation(line: 1000, column: 1, scope: !2095)
!2136 = !DISubprogram(name: "lua_setglobal", scope: !282, file: !282, line: 278, type: !1072, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2137 = distinct !DISubprogram(name: "luaL_addgsub", scope: !2, file: !2, line: 1003, type: !2138, scopeLine: 1004, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2140)
!2138 = !DISubroutineType(types: !2139)
!2139 = !{null, !445, !277, !277, !277}
!2140 = !{!2141, !2142, !2143, !2144, !2145, !2146}
!2141 = !DILocalVariable(name: "b", arg: 1, scope: !2137, file: !2, line: 1003, type: !445)
!2142 = !DILocalVariable(name: "s", arg: 2, scope: !2137, file: !2, line: 1003, type: !277)
!2143 = !DILocalVariable(name: "p", arg: 3, scope: !2137, file: !2, line: 1004, type: !277)
!2144 = !DILocalVariable(name: "r", arg: 4, scope: !2137, file: !2, line: 1004, type: !277)
!2145 = !DILocalVariable(name: "wild", scope: !2137, file: !2, line: 1005, type: !277)
!2146 = !DILocalVariable(name: "l", scope: !2137, file: !2, line: 1006, type: !204)
!2147 = !DILocation(line: 0, scope: !2137)
!2148 = !DILocation(line: 1006, column: 14, scope: !2137)
!2149 = !DILocation(line: 1007, column: 18, scope: !2137)
!2150 = !DILocation(line: 1007, column: 32, scope: !2137)
!2151 = !DILocation(line: 1007, column: 3, scope: !2137)
!2152 = !DILocation(line: 0, scope: !486, inlinedAt: !2153)
!2153 = distinct !DILocation(line: 1008, column: 5, scope: !2154)
!2154 = distinct !DILexicalBlock(scope: !2137, file: !2, line: 1007, column: 41)
!2155 = !DILocation(line: 584, column: 9, scope: !494, inlinedAt: !2153)
!2156 = !DILocation(line: 584, column: 7, scope: !486, inlinedAt: !2153)
!2157 = !DILocation(line: 1008, column: 32, scope: !2154)
!2158 = !DILocation(line: 585, column: 15, scope: !493, inlinedAt: !2153)
!2159 = !DILocation(line: 0, scope: !493, inlinedAt: !2153)
!2160 = !DILocation(line: 586, column: 5, scope: !493, inlinedAt: !2153)
!2161 = !DILocation(line: 587, column: 5, scope: !493, inlinedAt: !2153)
!2162 = !DILocation(line: 588, column: 3, scope: !493, inlinedAt: !2153)
!2163 = !DILocation(line: 0, scope: !476, inlinedAt: !2164)
!2164 = distinct !DILocation(line: 1009, column: 5, scope: !2154)
!2165 = !DILocation(line: 593, column: 25, scope: !476, inlinedAt: !2164)
!2166 = !DILocation(line: 0, scope: !486, inlinedAt: !2167)
!2167 = distinct !DILocation(line: 593, column: 3, scope: !476, inlinedAt: !2164)
!2168 = !DILocation(line: 584, column: 9, scope: !494, inlinedAt: !2167)
!2169 = !DILocation(line: 584, column: 7, scope: !486, inlinedAt: !2167)
!2170 = !DILocation(line: 585, column: 15, scope: !493, inlinedAt: !2167)
!2171 = !DILocation(line: 0, scope: !493, inlinedAt: !2167)
!2172 = !DILocation(line: 586, column: 5, scope: !493, inlinedAt: !2167)
!2173 = !DILocation(line: 587, column: 5, scope: !493, inlinedAt: !2167)
!2174 = !DILocation(line: 588, column: 3, scope: !493, inlinedAt: !2167)
!2175 = !DILocation(line: 1010, column: 14, scope: !2154)
!2176 = distinct !{!2176, !2151, !2177, !426}
!2177 = !DILocation(line: 1011, column: 3, scope: !2137)
!2178 = !DILocation(line: 0, scope: !476, inlinedAt: !2179)
!2179 = distinct !DILocation(line: 1012, column: 3, scope: !2137)
!2180 = !DILocation(line: 593, column: 25, scope: !476, inlinedAt: !2179)
!2181 = !DILocation(line: 0, scope: !486, inlinedAt: !2182)
!2182 = distinct !DILocation(line: 593, column: 3, scope: !476, inlinedAt: !2179)
!2183 = !DILocation(line: 584, column: 9, scope: !494, inlinedAt: !2182)
!2184 = !DILocation(line: 584, column: 7, scope: !486, inlinedAt: !2182)
!2185 = !DILocation(line: 585, column: 15, scope: !493, inlinedAt: !2182)
!2186 = !DILocation(line: 0, scope: !493, inlinedAt: !2182)
!2187 = !DILocation(line: 586, column: 5, scope: !493, inlinedAt: !2182)
!2188 = !DILocation(line: 587, column: 5, scope: !493, inlinedAt: !2182)
!2189 = !DILocation(line: 588, column: 3, scope: !493, inlinedAt: !2182)
!2190 = !DILocation(line: 1013, column: 1, scope: !2137)
!2191 = !DISubprogram(name: "strstr", scope: !826, file: !826, line: 350, type: !2192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2192 = !DISubroutineType(types: !2193)
!2193 = !{!203, !277, !277}
!2194 = distinct !DISubprogram(name: "luaL_gsub", scope: !2, file: !2, line: 1016, type: !2195, scopeLine: 1017, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2197)
!2195 = !DISubroutineType(types: !2196)
!2196 = !{!277, !280, !277, !277, !277}
!2197 = !{!2198, !2199, !2200, !2201, !2202}
!2198 = !DILocalVariable(name: "L", arg: 1, scope: !2194, file: !2, line: 1016, type: !280)
!2199 = !DILocalVariable(name: "s", arg: 2, scope: !2194, file: !2, line: 1016, type: !277)
!2200 = !DILocalVariable(name: "p", arg: 3, scope: !2194, file: !2, line: 1017, type: !277)
!2201 = !DILocalVariable(name: "r", arg: 4, scope: !2194, file: !2, line: 1017, type: !277)
!2202 = !DILocalVariable(name: "b", scope: !2194, file: !2, line: 1018, type: !346)
!2203 = distinct !DIAssignID()
!2204 = !DILocation(line: 0, scope: !2194)
!2205 = !DILocation(line: 1018, column: 3, scope: !2194)
!2206 = !DILocation(line: 0, scope: !442, inlinedAt: !2207)
!2207 = distinct !DILocation(line: 1019, column: 3, scope: !2194)
!2208 = !DILocation(line: 634, column: 6, scope: !442, inlinedAt: !2207)
!2209 = !DILocation(line: 634, column: 8, scope: !442, inlinedAt: !2207)
!2210 = distinct !DIAssignID()
!2211 = !DILocation(line: 635, column: 13, scope: !442, inlinedAt: !2207)
!2212 = !DILocation(line: 635, column: 8, scope: !442, inlinedAt: !2207)
!2213 = distinct !DIAssignID()
!2214 = !DILocation(line: 636, column: 6, scope: !442, inlinedAt: !2207)
!2215 = !DILocation(line: 636, column: 8, scope: !442, inlinedAt: !2207)
!2216 = distinct !DIAssignID()
!2217 = !DILocation(line: 637, column: 6, scope: !442, inlinedAt: !2207)
!2218 = !DILocation(line: 637, column: 11, scope: !442, inlinedAt: !2207)
!2219 = distinct !DIAssignID()
!2220 = !DILocation(line: 638, column: 3, scope: !442, inlinedAt: !2207)
!2221 = !DILocation(line: 1020, column: 3, scope: !2194)
!2222 = !DILocation(line: 0, scope: !653, inlinedAt: !2223)
!2223 = distinct !DILocation(line: 1021, column: 3, scope: !2194)
!2224 = !DILocation(line: 598, column: 21, scope: !653, inlinedAt: !2223)
!2225 = !DILocation(line: 600, column: 25, scope: !653, inlinedAt: !2223)
!2226 = !DILocation(line: 600, column: 31, scope: !653, inlinedAt: !2223)
!2227 = !DILocation(line: 600, column: 3, scope: !653, inlinedAt: !2223)
!2228 = !DILocation(line: 601, column: 7, scope: !663, inlinedAt: !2223)
!2229 = !DILocation(line: 601, column: 7, scope: !653, inlinedAt: !2223)
!2230 = !DILocation(line: 602, column: 5, scope: !663, inlinedAt: !2223)
!2231 = !DILocation(line: 603, column: 3, scope: !653, inlinedAt: !2223)
!2232 = !DILocation(line: 1022, column: 10, scope: !2194)
!2233 = !DILocation(line: 1023, column: 1, scope: !2194)
!2234 = !DILocation(line: 1022, column: 3, scope: !2194)
!2235 = distinct !DISubprogram(name: "luaL_newstate", scope: !2, file: !2, line: 1108, type: !2236, scopeLine: 1108, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2238)
!2236 = !DISubroutineType(types: !2237)
!2237 = !{!280}
!2238 = !{!2239}
!2239 = !DILocalVariable(name: "L", scope: !2235, file: !2, line: 1109, type: !280)
!2240 = !DILocation(line: 1109, column: 18, scope: !2235)
!2241 = !DILocation(line: 0, scope: !2235)
!2242 = !DILocation(line: 1110, column: 7, scope: !2243)
!2243 = distinct !DILexicalBlock(scope: !2235, file: !2, line: 1110, column: 7)
!2244 = !DILocation(line: 1110, column: 7, scope: !2235)
!2245 = !DILocation(line: 1111, column: 5, scope: !2246)
!2246 = distinct !DILexicalBlock(scope: !2243, file: !2, line: 1110, column: 20)
!2247 = !DILocation(line: 1112, column: 5, scope: !2246)
!2248 = !DILocation(line: 1113, column: 3, scope: !2246)
!2249 = !DILocation(line: 1114, column: 3, scope: !2235)
!2250 = !DISubprogram(name: "lua_newstate", scope: !282, file: !282, line: 163, type: !2251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2251 = !DISubroutineType(types: !2252)
!2252 = !{!280, !1432, !198}
!2253 = distinct !DISubprogram(name: "l_alloc", scope: !2, file: !2, line: 1026, type: !1434, scopeLine: 1026, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2254)
!2254 = !{!2255, !2256, !2257, !2258}
!2255 = !DILocalVariable(name: "ud", arg: 1, scope: !2253, file: !2, line: 1026, type: !198)
!2256 = !DILocalVariable(name: "ptr", arg: 2, scope: !2253, file: !2, line: 1026, type: !198)
!2257 = !DILocalVariable(name: "osize", arg: 3, scope: !2253, file: !2, line: 1026, type: !204)
!2258 = !DILocalVariable(name: "nsize", arg: 4, scope: !2253, file: !2, line: 1026, type: !204)
!2259 = !DILocation(line: 0, scope: !2253)
!2260 = !DILocation(line: 1028, column: 13, scope: !2261)
!2261 = distinct !DILexicalBlock(scope: !2253, file: !2, line: 1028, column: 7)
!2262 = !DILocation(line: 1028, column: 7, scope: !2253)
!2263 = !DILocation(line: 1029, column: 5, scope: !2264)
!2264 = distinct !DILexicalBlock(scope: !2261, file: !2, line: 1028, column: 19)
!2265 = !DILocation(line: 1030, column: 5, scope: !2264)
!2266 = !DILocation(line: 1033, column: 12, scope: !2261)
!2267 = !DILocation(line: 1033, column: 5, scope: !2261)
!2268 = !DILocation(line: 0, scope: !2261)
!2269 = !DILocation(line: 1034, column: 1, scope: !2253)
!2270 = !DISubprogram(name: "lua_atpanic", scope: !282, file: !282, line: 169, type: !2271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2271 = !DISubroutineType(types: !2272)
!2272 = !{!325, !280, !325}
!2273 = distinct !DISubprogram(name: "panic", scope: !2, file: !2, line: 1041, type: !327, scopeLine: 1041, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2274)
!2274 = !{!2275, !2276}
!2275 = !DILocalVariable(name: "L", arg: 1, scope: !2273, file: !2, line: 1041, type: !280)
!2276 = !DILocalVariable(name: "msg", scope: !2273, file: !2, line: 1042, type: !277)
!2277 = !DILocation(line: 0, scope: !2273)
!2278 = !DILocation(line: 1042, column: 22, scope: !2273)
!2279 = !DILocation(line: 1042, column: 38, scope: !2273)
!2280 = !DILocation(line: 1042, column: 21, scope: !2273)
!2281 = !DILocation(line: 1043, column: 21, scope: !2273)
!2282 = !DILocation(line: 1045, column: 3, scope: !2273)
!2283 = !DILocation(line: 1047, column: 3, scope: !2273)
!2284 = !DISubprogram(name: "lua_setwarnf", scope: !282, file: !282, line: 322, type: !2285, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2285 = !DISubroutineType(types: !2286)
!2286 = !{null, !280, !2287, !198}
!2287 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !282, line: 131, baseType: !2288)
!2288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2289, size: 64)
!2289 = !DISubroutineType(types: !2290)
!2290 = !{null, !198, !277, !200}
!2291 = distinct !DISubprogram(name: "warnfoff", scope: !2, file: !2, line: 1079, type: !2289, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2292)
!2292 = !{!2293, !2294, !2295}
!2293 = !DILocalVariable(name: "ud", arg: 1, scope: !2291, file: !2, line: 1079, type: !198)
!2294 = !DILocalVariable(name: "message", arg: 2, scope: !2291, file: !2, line: 1079, type: !277)
!2295 = !DILocalVariable(name: "tocont", arg: 3, scope: !2291, file: !2, line: 1079, type: !200)
!2296 = !DILocation(line: 0, scope: !2291)
!2297 = !DILocalVariable(name: "L", arg: 1, scope: !2298, file: !2, line: 1066, type: !280)
!2298 = distinct !DISubprogram(name: "checkcontrol", scope: !2, file: !2, line: 1066, type: !2299, scopeLine: 1066, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2300)
!2299 = !DISubroutineType(types: !1744)
!2300 = !{!2297, !2301, !2302}
!2301 = !DILocalVariable(name: "message", arg: 2, scope: !2298, file: !2, line: 1066, type: !277)
!2302 = !DILocalVariable(name: "tocont", arg: 3, scope: !2298, file: !2, line: 1066, type: !200)
!2303 = !DILocation(line: 0, scope: !2298, inlinedAt: !2304)
!2304 = distinct !DILocation(line: 1080, column: 3, scope: !2291)
!2305 = !DILocation(line: 1067, column: 7, scope: !2306, inlinedAt: !2304)
!2306 = distinct !DILexicalBlock(scope: !2298, file: !2, line: 1067, column: 7)
!2307 = !DILocation(line: 1067, column: 14, scope: !2306, inlinedAt: !2304)
!2308 = !DILocation(line: 1067, column: 26, scope: !2306, inlinedAt: !2304)
!2309 = !DILocation(line: 1067, column: 17, scope: !2306, inlinedAt: !2304)
!2310 = !DILocation(line: 1067, column: 30, scope: !2306, inlinedAt: !2304)
!2311 = !DILocation(line: 1067, column: 7, scope: !2298, inlinedAt: !2304)
!2312 = !DILocation(line: 1070, column: 9, scope: !2313, inlinedAt: !2304)
!2313 = distinct !DILexicalBlock(scope: !2314, file: !2, line: 1070, column: 9)
!2314 = distinct !DILexicalBlock(scope: !2306, file: !2, line: 1069, column: 8)
!2315 = !DILocation(line: 1070, column: 32, scope: !2313, inlinedAt: !2304)
!2316 = !DILocation(line: 1070, column: 9, scope: !2314, inlinedAt: !2304)
!2317 = !DILocation(line: 1072, column: 36, scope: !2318, inlinedAt: !2304)
!2318 = distinct !DILexicalBlock(scope: !2313, file: !2, line: 1072, column: 14)
!2319 = !DILocation(line: 1072, column: 14, scope: !2313, inlinedAt: !2304)
!2320 = !DILocation(line: 0, scope: !2313, inlinedAt: !2304)
!2321 = !DILocation(line: 1076, column: 1, scope: !2298, inlinedAt: !2304)
!2322 = !DILocation(line: 1081, column: 1, scope: !2291)
!2323 = distinct !DISubprogram(name: "luaL_checkversion_", scope: !2, file: !2, line: 1118, type: !2324, scopeLine: 1118, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2326)
!2324 = !DISubroutineType(types: !2325)
!2325 = !{null, !280, !357, !204}
!2326 = !{!2327, !2328, !2329, !2330}
!2327 = !DILocalVariable(name: "L", arg: 1, scope: !2323, file: !2, line: 1118, type: !280)
!2328 = !DILocalVariable(name: "ver", arg: 2, scope: !2323, file: !2, line: 1118, type: !357)
!2329 = !DILocalVariable(name: "sz", arg: 3, scope: !2323, file: !2, line: 1118, type: !204)
!2330 = !DILocalVariable(name: "v", scope: !2323, file: !2, line: 1119, type: !357)
!2331 = !DILocation(line: 0, scope: !2323)
!2332 = !DILocation(line: 1119, column: 18, scope: !2323)
!2333 = !DILocation(line: 1120, column: 10, scope: !2334)
!2334 = distinct !DILexicalBlock(scope: !2323, file: !2, line: 1120, column: 7)
!2335 = !DILocation(line: 1120, column: 7, scope: !2323)
!2336 = !DILocation(line: 1121, column: 5, scope: !2334)
!2337 = !DILocation(line: 1122, column: 14, scope: !2338)
!2338 = distinct !DILexicalBlock(scope: !2334, file: !2, line: 1122, column: 12)
!2339 = !DILocation(line: 1122, column: 12, scope: !2334)
!2340 = !DILocation(line: 1123, column: 5, scope: !2338)
!2341 = !DILocation(line: 1125, column: 1, scope: !2323)
!2342 = !DISubprogram(name: "lua_version", scope: !282, file: !282, line: 172, type: !2343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2343 = !DISubroutineType(types: !2344)
!2344 = !{!357, !280}
!2345 = distinct !DISubprogram(name: "findfield", scope: !2, file: !2, line: 52, type: !1112, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2346)
!2346 = !{!2347, !2348, !2349}
!2347 = !DILocalVariable(name: "L", arg: 1, scope: !2345, file: !2, line: 52, type: !280)
!2348 = !DILocalVariable(name: "objidx", arg: 2, scope: !2345, file: !2, line: 52, type: !200)
!2349 = !DILocalVariable(name: "level", arg: 3, scope: !2345, file: !2, line: 52, type: !200)
!2350 = !DILocation(line: 0, scope: !2345)
!2351 = !DILocation(line: 53, column: 13, scope: !2352)
!2352 = distinct !DILexicalBlock(scope: !2345, file: !2, line: 53, column: 7)
!2353 = !DILocation(line: 53, column: 18, scope: !2352)
!2354 = !DILocation(line: 53, column: 22, scope: !2352)
!2355 = !DILocation(line: 53, column: 7, scope: !2345)
!2356 = !DILocation(line: 55, column: 3, scope: !2345)
!2357 = !DILocation(line: 56, column: 10, scope: !2345)
!2358 = !DILocation(line: 56, column: 3, scope: !2345)
!2359 = !DILocation(line: 57, column: 9, scope: !2360)
!2360 = distinct !DILexicalBlock(scope: !2361, file: !2, line: 57, column: 9)
!2361 = distinct !DILexicalBlock(scope: !2345, file: !2, line: 56, column: 27)
!2362 = !DILocation(line: 57, column: 25, scope: !2360)
!2363 = !DILocation(line: 57, column: 9, scope: !2361)
!2364 = !DILocation(line: 58, column: 11, scope: !2365)
!2365 = distinct !DILexicalBlock(scope: !2366, file: !2, line: 58, column: 11)
!2366 = distinct !DILexicalBlock(scope: !2360, file: !2, line: 57, column: 41)
!2367 = !DILocation(line: 58, column: 11, scope: !2366)
!2368 = !DILocation(line: 59, column: 9, scope: !2369)
!2369 = distinct !DILexicalBlock(scope: !2365, file: !2, line: 58, column: 40)
!2370 = !DILocation(line: 60, column: 9, scope: !2369)
!2371 = !DILocation(line: 62, column: 16, scope: !2372)
!2372 = distinct !DILexicalBlock(scope: !2365, file: !2, line: 62, column: 16)
!2373 = !DILocation(line: 62, column: 16, scope: !2365)
!2374 = !DILocation(line: 64, column: 9, scope: !2375)
!2375 = distinct !DILexicalBlock(scope: !2372, file: !2, line: 62, column: 49)
!2376 = !DILocation(line: 65, column: 9, scope: !2375)
!2377 = !DILocation(line: 66, column: 9, scope: !2375)
!2378 = !DILocation(line: 67, column: 9, scope: !2375)
!2379 = !DILocation(line: 70, column: 5, scope: !2361)
!2380 = distinct !{!2380, !2358, !2381, !426}
!2381 = !DILocation(line: 71, column: 3, scope: !2345)
!2382 = !DILocation(line: 73, column: 1, scope: !2345)
!2383 = !DISubprogram(name: "lua_copy", scope: !282, file: !282, line: 183, type: !1067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2384 = !DISubprogram(name: "lua_next", scope: !282, file: !282, line: 351, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2385 = !DISubprogram(name: "lua_isnumber", scope: !282, file: !282, line: 193, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2386 = !DISubprogram(name: "lua_toclose", scope: !282, file: !282, line: 361, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2387 = !DISubprogram(name: "lua_getallocf", scope: !282, file: !282, line: 358, type: !2388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2388 = !DISubroutineType(types: !2389)
!2389 = !{!1432, !280, !2390}
!2390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!2391 = !DISubprogram(name: "lua_newuserdatauv", scope: !282, file: !282, line: 270, type: !2392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2392 = !DISubroutineType(types: !2393)
!2393 = !{!198, !280, !204, !200}
!2394 = distinct !DISubprogram(name: "boxgc", scope: !2, file: !2, line: 491, type: !327, scopeLine: 491, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2395)
!2395 = !{!2396}
!2396 = !DILocalVariable(name: "L", arg: 1, scope: !2394, file: !2, line: 491, type: !280)
!2397 = distinct !DIAssignID()
!2398 = !DILocation(line: 0, scope: !2394)
!2399 = !DILocation(line: 0, scope: !1424, inlinedAt: !2400)
!2400 = distinct !DILocation(line: 492, column: 3, scope: !2394)
!2401 = !DILocation(line: 477, column: 3, scope: !1424, inlinedAt: !2400)
!2402 = !DILocation(line: 478, column: 22, scope: !1424, inlinedAt: !2400)
!2403 = !DILocation(line: 479, column: 23, scope: !1424, inlinedAt: !2400)
!2404 = !DILocation(line: 480, column: 23, scope: !1424, inlinedAt: !2400)
!2405 = !DILocation(line: 480, column: 32, scope: !1424, inlinedAt: !2400)
!2406 = !DILocation(line: 480, column: 42, scope: !1424, inlinedAt: !2400)
!2407 = !DILocation(line: 480, column: 16, scope: !1424, inlinedAt: !2400)
!2408 = !DILocation(line: 485, column: 12, scope: !1424, inlinedAt: !2400)
!2409 = !DILocation(line: 486, column: 14, scope: !1424, inlinedAt: !2400)
!2410 = !DILocation(line: 488, column: 1, scope: !1424, inlinedAt: !2400)
!2411 = !DILocation(line: 493, column: 3, scope: !2394)
!2412 = !DISubprogram(name: "getc", scope: !777, file: !777, line: 514, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2413 = !DISubprogram(name: "feof", scope: !777, file: !777, line: 788, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2414 = !DISubprogram(name: "fread", scope: !777, file: !777, line: 675, type: !2415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2415 = !DISubroutineType(types: !2416)
!2416 = !{!206, !2417, !204, !204, !1807}
!2417 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !198)
!2418 = !DISubprogram(name: "free", scope: !2419, file: !2419, line: 568, type: !2420, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2419 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!2420 = !DISubroutineType(types: !2421)
!2421 = !{null, !198}
!2422 = !DISubprogram(name: "realloc", scope: !2419, file: !2419, line: 564, type: !2423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2423 = !DISubroutineType(types: !2424)
!2424 = !{!198, !198, !204}
!2425 = !DISubprogram(name: "fprintf", scope: !777, file: !777, line: 350, type: !2426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2426 = !DISubroutineType(types: !2427)
!2427 = !{!200, !1807, !1741, null}
!2428 = !DISubprogram(name: "fflush", scope: !777, file: !777, line: 230, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2429 = distinct !DISubprogram(name: "warnfon", scope: !2, file: !2, line: 1100, type: !2289, scopeLine: 1100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2430)
!2430 = !{!2431, !2432, !2433}
!2431 = !DILocalVariable(name: "ud", arg: 1, scope: !2429, file: !2, line: 1100, type: !198)
!2432 = !DILocalVariable(name: "message", arg: 2, scope: !2429, file: !2, line: 1100, type: !277)
!2433 = !DILocalVariable(name: "tocont", arg: 3, scope: !2429, file: !2, line: 1100, type: !200)
!2434 = !DILocation(line: 0, scope: !2429)
!2435 = !DILocation(line: 0, scope: !2298, inlinedAt: !2436)
!2436 = distinct !DILocation(line: 1101, column: 7, scope: !2437)
!2437 = distinct !DILexicalBlock(scope: !2429, file: !2, line: 1101, column: 7)
!2438 = !DILocation(line: 1067, column: 7, scope: !2306, inlinedAt: !2436)
!2439 = !DILocation(line: 1067, column: 14, scope: !2306, inlinedAt: !2436)
!2440 = !DILocation(line: 1067, column: 26, scope: !2306, inlinedAt: !2436)
!2441 = !DILocation(line: 1067, column: 17, scope: !2306, inlinedAt: !2436)
!2442 = !DILocation(line: 1067, column: 30, scope: !2306, inlinedAt: !2436)
!2443 = !DILocation(line: 1067, column: 7, scope: !2298, inlinedAt: !2436)
!2444 = !DILocation(line: 1070, column: 9, scope: !2313, inlinedAt: !2436)
!2445 = !DILocation(line: 1070, column: 32, scope: !2313, inlinedAt: !2436)
!2446 = !DILocation(line: 1070, column: 9, scope: !2314, inlinedAt: !2436)
!2447 = !DILocation(line: 1072, column: 36, scope: !2318, inlinedAt: !2436)
!2448 = !DILocation(line: 1072, column: 14, scope: !2313, inlinedAt: !2436)
!2449 = !DILocation(line: 1103, column: 3, scope: !2429)
!2450 = !DILocalVariable(name: "ud", arg: 1, scope: !2451, file: !2, line: 1088, type: !198)
!2451 = distinct !DISubprogram(name: "warnfcont", scope: !2, file: !2, line: 1088, type: !2289, scopeLine: 1088, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !196, retainedNodes: !2452)
!2452 = !{!2450, !2453, !2454, !2455}
!2453 = !DILocalVariable(name: "message", arg: 2, scope: !2451, file: !2, line: 1088, type: !277)
!2454 = !DILocalVariable(name: "tocont", arg: 3, scope: !2451, file: !2, line: 1088, type: !200)
!2455 = !DILocalVariable(name: "L", scope: !2451, file: !2, line: 1089, type: !280)
!2456 = !DILocation(line: 0, scope: !2451, inlinedAt: !2457)
!2457 = distinct !DILocation(line: 1104, column: 3, scope: !2429)
!2458 = !DILocation(line: 1090, column: 3, scope: !2451, inlinedAt: !2457)
!2459 = !DILocation(line: 1094, column: 5, scope: !2460, inlinedAt: !2457)
!2460 = distinct !DILexicalBlock(scope: !2461, file: !2, line: 1093, column: 8)
!2461 = distinct !DILexicalBlock(scope: !2451, file: !2, line: 1091, column: 7)
!2462 = !DILocation(line: 1091, column: 7, scope: !2451, inlinedAt: !2457)
!2463 = !DILocation(line: 1105, column: 1, scope: !2429)
!2464 = !DILocation(line: 0, scope: !2451)
!2465 = !DILocation(line: 1090, column: 3, scope: !2451)
!2466 = !DILocation(line: 1091, column: 7, scope: !2461)
!2467 = !DILocation(line: 1091, column: 7, scope: !2451)
!2468 = !DILocation(line: 1094, column: 5, scope: !2460)
!2469 = !DILocation(line: 0, scope: !2461)
!2470 = !DILocation(line: 1097, column: 1, scope: !2451)
