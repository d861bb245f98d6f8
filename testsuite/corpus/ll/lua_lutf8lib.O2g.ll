; ModuleID = 'src/lua/lutf8lib.c'
source_filename = "src/lua/lutf8lib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }

@funcs = internal constant [7 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.2, ptr @byteoffset }, %struct.luaL_Reg { ptr @.str.3, ptr @codepoint }, %struct.luaL_Reg { ptr @.str.4, ptr @utfchar }, %struct.luaL_Reg { ptr @.str.5, ptr @utflen }, %struct.luaL_Reg { ptr @.str.6, ptr @iter_codes }, %struct.luaL_Reg { ptr @.str.1, ptr null }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [15 x i8] c"[\00-\7F\C2-\FD][\80-\BF]*\00", align 1, !dbg !20
@.str.1 = private unnamed_addr constant [12 x i8] c"charpattern\00", align 1, !dbg !26
@.str.2 = private unnamed_addr constant [7 x i8] c"offset\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [10 x i8] c"codepoint\00", align 1, !dbg !36
@.str.4 = private unnamed_addr constant [5 x i8] c"char\00", align 1, !dbg !41
@.str.5 = private unnamed_addr constant [4 x i8] c"len\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [6 x i8] c"codes\00", align 1, !dbg !51
@.str.7 = private unnamed_addr constant [23 x i8] c"position out of bounds\00", align 1, !dbg !56
@.str.8 = private unnamed_addr constant [40 x i8] c"initial position is a continuation byte\00", align 1, !dbg !61
@.str.9 = private unnamed_addr constant [14 x i8] c"out of bounds\00", align 1, !dbg !66
@.str.10 = private unnamed_addr constant [22 x i8] c"string slice too long\00", align 1, !dbg !71
@.str.11 = private unnamed_addr constant [19 x i8] c"invalid UTF-8 code\00", align 1, !dbg !76
@utf8_decode.limits = internal unnamed_addr constant [6 x i32] [i32 -1, i32 128, i32 2048, i32 65536, i32 2097152, i32 67108864], align 16, !dbg !81
@.str.12 = private unnamed_addr constant [19 x i8] c"value out of range\00", align 1, !dbg !104
@.str.13 = private unnamed_addr constant [3 x i8] c"%U\00", align 1, !dbg !106
@.str.14 = private unnamed_addr constant [31 x i8] c"initial position out of bounds\00", align 1, !dbg !111
@.str.15 = private unnamed_addr constant [29 x i8] c"final position out of bounds\00", align 1, !dbg !116

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_utf8(ptr noundef %0) local_unnamed_addr #0 !dbg !144 {
    #dbg_value(ptr %0, !146, !DIExpression(), !147)
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #3, !dbg !148
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 6) #3, !dbg !148
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @funcs, i32 noundef 0) #3, !dbg !148
  %2 = tail call ptr @lua_pushlstring(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 14) #3, !dbg !149
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.1) #3, !dbg !150
  ret i32 1, !dbg !151
}

declare !dbg !152 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !157 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !160 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !164 ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !167 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @byteoffset(ptr noundef %0) #0 !dbg !170 {
  %2 = alloca i64, align 8, !DIAssignID !177
    #dbg_assign(i1 undef, !173, !DIExpression(), !177, ptr %2, !DIExpression(), !178)
    #dbg_value(ptr %0, !172, !DIExpression(), !178)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3, !dbg !179
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #3, !dbg !180
    #dbg_value(ptr %3, !174, !DIExpression(), !178)
  %4 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #3, !dbg !181
    #dbg_value(i64 %4, !175, !DIExpression(), !178)
  %5 = icmp sgt i64 %4, -1, !dbg !182
  %6 = load i64, ptr %2, align 8, !dbg !183
  %7 = add i64 %6, 1, !dbg !183
  %8 = select i1 %5, i64 1, i64 %7, !dbg !183
    #dbg_value(i64 %8, !176, !DIExpression(), !178)
  %9 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef %8) #3, !dbg !184
  %10 = load i64, ptr %2, align 8, !dbg !185
    #dbg_value(i64 %9, !186, !DIExpression(), !192)
    #dbg_value(i64 %10, !191, !DIExpression(), !192)
  %11 = icmp sgt i64 %9, -1, !dbg !194
  br i1 %11, label %18, label %12, !dbg !196

12:                                               ; preds = %1
  %13 = sub i64 0, %9, !dbg !197
  %14 = icmp ult i64 %10, %13, !dbg !199
  br i1 %14, label %25, label %15, !dbg !200

15:                                               ; preds = %12
  %16 = add nsw i64 %9, 1, !dbg !201
  %17 = add i64 %16, %10, !dbg !202
  br label %18, !dbg !203

18:                                               ; preds = %1, %15
  %19 = phi i64 [ %17, %15 ], [ %9, %1 ], !dbg !204
    #dbg_value(i64 %19, !176, !DIExpression(), !178)
  %20 = icmp sgt i64 %19, 0, !dbg !205
  %21 = add nsw i64 %19, -1, !dbg !205
  %22 = icmp sle i64 %21, %10, !dbg !205
  %23 = select i1 %20, i64 %21, i64 %19, !dbg !205
  %24 = select i1 %20, i1 %22, i1 false, !dbg !205
    #dbg_value(i64 %23, !176, !DIExpression(), !178)
  br i1 %24, label %28, label %25, !dbg !205, !prof !206

25:                                               ; preds = %12, %18
  %26 = phi i64 [ %23, %18 ], [ 0, %12 ]
  %27 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.7) #3, !dbg !205
  br label %28, !dbg !205

28:                                               ; preds = %25, %18
  %29 = phi i64 [ %26, %25 ], [ %23, %18 ]
  %30 = icmp eq i64 %4, 0, !dbg !207
  br i1 %30, label %31, label %42, !dbg !209

31:                                               ; preds = %28
    #dbg_value(i64 %29, !176, !DIExpression(), !178)
  %32 = icmp sgt i64 %29, 0, !dbg !210
  br i1 %32, label %33, label %97, !dbg !212

33:                                               ; preds = %31, %39
  %34 = phi i64 [ %40, %39 ], [ %29, %31 ]
    #dbg_value(i64 %34, !176, !DIExpression(), !178)
  %35 = getelementptr inbounds i8, ptr %3, i64 %34, !dbg !213
  %36 = load i8, ptr %35, align 1, !dbg !213, !tbaa !214
  %37 = and i8 %36, -64, !dbg !213
  %38 = icmp eq i8 %37, -128, !dbg !213
  br i1 %38, label %39, label %97, !dbg !217

39:                                               ; preds = %33
  %40 = add nsw i64 %34, -1, !dbg !218
    #dbg_value(i64 %40, !176, !DIExpression(), !178)
  %41 = icmp sgt i64 %34, 1, !dbg !210
  br i1 %41, label %33, label %97, !dbg !212, !llvm.loop !219

42:                                               ; preds = %28
  %43 = getelementptr inbounds i8, ptr %3, i64 %29, !dbg !221
  %44 = load i8, ptr %43, align 1, !dbg !221, !tbaa !214
  %45 = and i8 %44, -64, !dbg !221
  %46 = icmp eq i8 %45, -128, !dbg !221
  br i1 %46, label %47, label %49, !dbg !224

47:                                               ; preds = %42
  %48 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.8) #3, !dbg !225
  br label %101, !dbg !226

49:                                               ; preds = %42
  %50 = icmp slt i64 %4, 0, !dbg !227
  br i1 %50, label %57, label %51, !dbg !229

51:                                               ; preds = %49
  %52 = load i64, ptr %2, align 8
  %53 = add nsw i64 %4, -1, !dbg !230
  %54 = icmp ne i64 %4, 1, !dbg !232
  %55 = icmp slt i64 %29, %52, !dbg !233
  %56 = select i1 %54, i1 %55, i1 false, !dbg !233
  br i1 %56, label %78, label %93, !dbg !234

57:                                               ; preds = %49
    #dbg_value(i64 %29, !176, !DIExpression(), !178)
    #dbg_value(i64 %4, !175, !DIExpression(), !178)
  %58 = icmp sgt i64 %29, 0, !dbg !235
  br i1 %58, label %59, label %100, !dbg !237

59:                                               ; preds = %57, %73
  %60 = phi i64 [ %68, %73 ], [ %29, %57 ]
  %61 = phi i64 [ %74, %73 ], [ %4, %57 ]
    #dbg_value(i64 %60, !176, !DIExpression(), !178)
    #dbg_value(i64 %61, !175, !DIExpression(), !178)
  br label %62, !dbg !238

62:                                               ; preds = %59, %67
  %63 = phi i64 [ %68, %67 ], [ %60, %59 ], !dbg !178
    #dbg_value(i64 %63, !176, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !178)
  %64 = icmp ugt i64 %63, 1, !dbg !240
  br i1 %64, label %67, label %65, !dbg !241

65:                                               ; preds = %62
  %66 = add nsw i64 %61, 1, !dbg !242
    #dbg_value(i64 0, !176, !DIExpression(), !178)
    #dbg_value(i64 %66, !175, !DIExpression(), !178)
  br label %93, !dbg !237

67:                                               ; preds = %62
  %68 = add nsw i64 %63, -1, !dbg !243
    #dbg_value(i64 %68, !176, !DIExpression(), !178)
  %69 = getelementptr inbounds i8, ptr %3, i64 %68, !dbg !245
  %70 = load i8, ptr %69, align 1, !dbg !245, !tbaa !214
  %71 = and i8 %70, -64, !dbg !245
  %72 = icmp eq i8 %71, -128, !dbg !245
  br i1 %72, label %62, label %73, !dbg !246, !llvm.loop !247

73:                                               ; preds = %67
  %74 = add nsw i64 %61, 1, !dbg !242
    #dbg_value(i64 %68, !176, !DIExpression(), !178)
    #dbg_value(i64 %74, !175, !DIExpression(), !178)
  %75 = icmp slt i64 %61, -1, !dbg !249
  %76 = icmp sgt i64 %63, 1, !dbg !235
  %77 = and i1 %75, %76, !dbg !235
  br i1 %77, label %59, label %93, !dbg !237, !llvm.loop !250

78:                                               ; preds = %51, %88
  %79 = phi i64 [ %89, %88 ], [ %53, %51 ]
  %80 = phi i64 [ %83, %88 ], [ %29, %51 ]
    #dbg_value(i64 %80, !176, !DIExpression(), !178)
  br label %81, !dbg !252

81:                                               ; preds = %78, %81
  %82 = phi i64 [ %83, %81 ], [ %80, %78 ], !dbg !178
    #dbg_value(i64 %82, !176, !DIExpression(), !178)
  %83 = add nsw i64 %82, 1, !dbg !254
    #dbg_value(i64 %83, !176, !DIExpression(), !178)
  %84 = getelementptr inbounds i8, ptr %3, i64 %83, !dbg !256
  %85 = load i8, ptr %84, align 1, !dbg !256, !tbaa !214
  %86 = and i8 %85, -64, !dbg !256
  %87 = icmp eq i8 %86, -128, !dbg !256
  br i1 %87, label %81, label %88, !dbg !257, !llvm.loop !258

88:                                               ; preds = %81
    #dbg_value(i64 %79, !175, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !178)
  %89 = add nsw i64 %79, -1, !dbg !230
    #dbg_value(i64 %83, !176, !DIExpression(), !178)
    #dbg_value(i64 %89, !175, !DIExpression(), !178)
  %90 = icmp sgt i64 %79, 1, !dbg !232
  %91 = icmp slt i64 %83, %52, !dbg !233
  %92 = select i1 %90, i1 %91, i1 false, !dbg !233
  br i1 %92, label %78, label %93, !dbg !234, !llvm.loop !260

93:                                               ; preds = %88, %73, %65, %51
  %94 = phi i64 [ %53, %51 ], [ %66, %65 ], [ %74, %73 ], [ %89, %88 ], !dbg !178
  %95 = phi i64 [ %29, %51 ], [ 0, %65 ], [ %68, %73 ], [ %83, %88 ], !dbg !205
    #dbg_value(i64 %95, !176, !DIExpression(), !178)
    #dbg_value(i64 %94, !175, !DIExpression(), !178)
  %96 = icmp eq i64 %94, 0, !dbg !262
  br i1 %96, label %97, label %100, !dbg !264

97:                                               ; preds = %39, %33, %31, %93
  %98 = phi i64 [ %95, %93 ], [ %29, %31 ], [ 0, %39 ], [ %34, %33 ]
  %99 = add nsw i64 %98, 1, !dbg !265
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %99) #3, !dbg !266
  br label %101, !dbg !266

100:                                              ; preds = %57, %93
  call void @lua_pushnil(ptr noundef %0) #3, !dbg !267
  br label %101

101:                                              ; preds = %97, %100, %47
  %102 = phi i32 [ %48, %47 ], [ 1, %100 ], [ 1, %97 ], !dbg !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3, !dbg !268
  ret i32 %102, !dbg !268
}

; Function Attrs: nounwind uwtable
define internal i32 @codepoint(ptr noundef %0) #0 !dbg !269 {
  %2 = alloca i64, align 8, !DIAssignID !283
    #dbg_assign(i1 undef, !272, !DIExpression(), !283, ptr %2, !DIExpression(), !284)
    #dbg_value(ptr %0, !271, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3, !dbg !285
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #3, !dbg !286
    #dbg_value(ptr %3, !273, !DIExpression(), !284)
  %4 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #3, !dbg !287
  %5 = load i64, ptr %2, align 8, !dbg !288, !tbaa !289
    #dbg_value(i64 %4, !186, !DIExpression(), !291)
    #dbg_value(i64 %5, !191, !DIExpression(), !291)
  %6 = icmp sgt i64 %4, -1, !dbg !293
  br i1 %6, label %13, label %7, !dbg !294

7:                                                ; preds = %1
  %8 = sub i64 0, %4, !dbg !295
  %9 = icmp ult i64 %5, %8, !dbg !296
  br i1 %9, label %13, label %10, !dbg !297

10:                                               ; preds = %7
  %11 = add nsw i64 %4, 1, !dbg !298
  %12 = add i64 %11, %5, !dbg !299
  br label %13, !dbg !300

13:                                               ; preds = %1, %7, %10
  %14 = phi i64 [ %12, %10 ], [ %4, %1 ], [ 0, %7 ], !dbg !301
    #dbg_value(i64 %14, !274, !DIExpression(), !284)
  %15 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef %14) #3, !dbg !302
  %16 = load i64, ptr %2, align 8, !dbg !303, !tbaa !289
    #dbg_value(i64 %15, !186, !DIExpression(), !304)
    #dbg_value(i64 %16, !191, !DIExpression(), !304)
  %17 = icmp sgt i64 %15, -1, !dbg !306
  br i1 %17, label %24, label %18, !dbg !307

18:                                               ; preds = %13
  %19 = sub i64 0, %15, !dbg !308
  %20 = icmp ult i64 %16, %19, !dbg !309
  br i1 %20, label %24, label %21, !dbg !310

21:                                               ; preds = %18
  %22 = add nsw i64 %15, 1, !dbg !311
  %23 = add i64 %22, %16, !dbg !312
  br label %24, !dbg !313

24:                                               ; preds = %13, %18, %21
  %25 = phi i64 [ %23, %21 ], [ %15, %13 ], [ 0, %18 ], !dbg !314
    #dbg_value(i64 %25, !275, !DIExpression(), !284)
  %26 = call i32 @lua_toboolean(ptr noundef %0, i32 noundef 4) #3, !dbg !315
    #dbg_value(i32 %26, !276, !DIExpression(), !284)
  %27 = icmp sgt i64 %14, 0, !dbg !316
  br i1 %27, label %30, label %28, !dbg !316, !prof !317

28:                                               ; preds = %24
  %29 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.9) #3, !dbg !316
  br label %30, !dbg !316

30:                                               ; preds = %28, %24
  %31 = load i64, ptr %2, align 8, !dbg !318, !tbaa !289
  %32 = icmp sgt i64 %25, %31, !dbg !318
  br i1 %32, label %33, label %35, !dbg !318, !prof !319

33:                                               ; preds = %30
  %34 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.9) #3, !dbg !318
  br label %35, !dbg !318

35:                                               ; preds = %33, %30
  %36 = icmp sgt i64 %14, %25, !dbg !320
  br i1 %36, label %111, label %37, !dbg !322

37:                                               ; preds = %35
  %38 = sub nsw i64 %25, %14, !dbg !323
  %39 = icmp sgt i64 %38, 2147483646, !dbg !325
  br i1 %39, label %108, label %40, !dbg !326

40:                                               ; preds = %37
  %41 = trunc i64 %38 to i32, !dbg !327
  %42 = add nsw i32 %41, 1, !dbg !328
    #dbg_value(i32 %42, !277, !DIExpression(), !284)
  call void @luaL_checkstack(ptr noundef %0, i32 noundef %42, ptr noundef nonnull @.str.10) #3, !dbg !329
    #dbg_value(i32 0, !277, !DIExpression(), !284)
  %43 = getelementptr inbounds i8, ptr %3, i64 %25, !dbg !330
    #dbg_value(ptr %43, !278, !DIExpression(), !284)
  %44 = getelementptr i8, ptr %3, i64 %14, !dbg !331
  %45 = getelementptr i8, ptr %44, i64 -1, !dbg !331
    #dbg_value(ptr %45, !273, !DIExpression(), !284)
    #dbg_value(i32 poison, !279, !DIExpression(), !332)
    #dbg_value(i32 0, !277, !DIExpression(), !284)
  %46 = icmp ult ptr %45, %43, !dbg !333
  br i1 %46, label %47, label %111, !dbg !334

47:                                               ; preds = %40
  %48 = icmp eq i32 %26, 0
  br label %49, !dbg !334

49:                                               ; preds = %47, %103
  %50 = phi i32 [ 0, %47 ], [ %106, %103 ]
  %51 = phi ptr [ %45, %47 ], [ %104, %103 ]
    #dbg_value(i32 %50, !277, !DIExpression(), !284)
    #dbg_value(ptr %51, !273, !DIExpression(), !284)
    #dbg_value(ptr %51, !90, !DIExpression(), !335)
    #dbg_value(ptr undef, !91, !DIExpression(), !335)
    #dbg_value(i1 %48, !92, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !335)
  %52 = load i8, ptr %51, align 1, !dbg !337, !tbaa !214
  %53 = zext i8 %52 to i32, !dbg !338
    #dbg_value(i32 %53, !93, !DIExpression(), !335)
    #dbg_value(i32 0, !94, !DIExpression(), !335)
  %54 = icmp sgt i8 %52, -1, !dbg !339
  br i1 %54, label %95, label %55, !dbg !340

55:                                               ; preds = %49
    #dbg_value(i32 0, !95, !DIExpression(), !341)
    #dbg_value(i32 0, !94, !DIExpression(), !335)
    #dbg_value(i32 %53, !93, !DIExpression(), !335)
  %56 = and i32 %53, 64, !dbg !342
  %57 = icmp eq i32 %56, 0, !dbg !343
  br i1 %57, label %77, label %58, !dbg !343

58:                                               ; preds = %55, %68
  %59 = phi i64 [ %62, %68 ], [ 0, %55 ]
  %60 = phi i32 [ %71, %68 ], [ 0, %55 ]
  %61 = phi i32 [ %72, %68 ], [ %53, %55 ]
    #dbg_value(i64 %59, !95, !DIExpression(), !341)
    #dbg_value(i32 %60, !94, !DIExpression(), !335)
    #dbg_value(i32 %61, !93, !DIExpression(), !335)
  %62 = add nuw nsw i64 %59, 1, !dbg !344
    #dbg_value(i64 %62, !95, !DIExpression(), !341)
  %63 = getelementptr inbounds i8, ptr %51, i64 %62, !dbg !345
  %64 = load i8, ptr %63, align 1, !dbg !345, !tbaa !214
  %65 = zext i8 %64 to i32, !dbg !346
    #dbg_value(i32 %65, !98, !DIExpression(), !347)
  %66 = and i32 %65, 192, !dbg !348
  %67 = icmp eq i32 %66, 128, !dbg !348
    #dbg_value(i32 poison, !94, !DIExpression(), !335)
  br i1 %67, label %68, label %108

68:                                               ; preds = %58
  %69 = shl i32 %60, 6, !dbg !350
  %70 = and i32 %65, 63, !dbg !350
  %71 = or disjoint i32 %70, %69, !dbg !350
  %72 = shl i32 %61, 1, !dbg !351
    #dbg_value(i64 %62, !95, !DIExpression(), !341)
    #dbg_value(i32 %71, !94, !DIExpression(), !335)
    #dbg_value(i32 %72, !93, !DIExpression(), !335)
  %73 = and i32 %61, 32, !dbg !343
  %74 = icmp eq i32 %73, 0, !dbg !343
  br i1 %74, label %75, label %58, !dbg !343, !llvm.loop !352

75:                                               ; preds = %68
  %76 = trunc nuw nsw i64 %62 to i32, !dbg !354
  br label %77, !dbg !354

77:                                               ; preds = %75, %55
  %78 = phi i32 [ %53, %55 ], [ %72, %75 ], !dbg !335
  %79 = phi i32 [ 0, %55 ], [ %71, %75 ], !dbg !335
  %80 = phi i32 [ 0, %55 ], [ %76, %75 ], !dbg !341
  %81 = and i32 %78, 63, !dbg !354
  %82 = mul nuw nsw i32 %80, 5, !dbg !355
  %83 = shl i32 %81, %82, !dbg !356
  %84 = or i32 %83, %79, !dbg !357
    #dbg_value(i32 %84, !94, !DIExpression(), !335)
  %85 = icmp ugt i32 %80, 5, !dbg !358
  %86 = icmp slt i32 %84, 0
  %87 = select i1 %85, i1 true, i1 %86, !dbg !360
  br i1 %87, label %108, label %88, !dbg !360

88:                                               ; preds = %77
  %89 = zext nneg i32 %80 to i64, !dbg !361
  %90 = getelementptr inbounds [6 x i32], ptr @utf8_decode.limits, i64 0, i64 %89, !dbg !361
  %91 = load i32, ptr %90, align 4, !dbg !361, !tbaa !362
  %92 = icmp ult i32 %84, %91, !dbg !364
  %93 = select i1 %92, i64 0, i64 %89, !dbg !365
  %94 = getelementptr inbounds i8, ptr %51, i64 %93, !dbg !365
    #dbg_value(i32 %84, !94, !DIExpression(), !335)
    #dbg_value(ptr %94, !90, !DIExpression(), !335)
  br i1 %92, label %108, label %95

95:                                               ; preds = %88, %49
  %96 = phi ptr [ %94, %88 ], [ %51, %49 ]
  %97 = phi i32 [ %84, %88 ], [ %53, %49 ], !dbg !366
    #dbg_value(i32 %97, !94, !DIExpression(), !335)
    #dbg_value(ptr %96, !90, !DIExpression(), !335)
  br i1 %48, label %98, label %103, !dbg !367

98:                                               ; preds = %95
  %99 = icmp ugt i32 %97, 1114111, !dbg !368
  %100 = and i32 %97, 2095104
  %101 = icmp eq i32 %100, 55296
  %102 = or i1 %99, %101, !dbg !372
  br i1 %102, label %108, label %103, !dbg !372

103:                                              ; preds = %95, %98
    #dbg_value(i32 %97, !279, !DIExpression(), !332)
  %104 = getelementptr inbounds i8, ptr %96, i64 1, !dbg !373
    #dbg_value(ptr %104, !273, !DIExpression(), !284)
  %105 = zext nneg i32 %97 to i64, !dbg !374
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %105) #3, !dbg !375
  %106 = add nuw nsw i32 %50, 1, !dbg !376
    #dbg_value(i32 poison, !279, !DIExpression(), !332)
    #dbg_value(i32 %106, !277, !DIExpression(), !284)
  %107 = icmp ult ptr %104, %43, !dbg !333
  br i1 %107, label %49, label %111, !dbg !334, !llvm.loop !377

108:                                              ; preds = %88, %98, %77, %58, %37
  %109 = phi ptr [ @.str.10, %37 ], [ @.str.11, %58 ], [ @.str.11, %77 ], [ @.str.11, %98 ], [ @.str.11, %88 ]
  %110 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull %109) #3, !dbg !284
  br label %111, !dbg !379

111:                                              ; preds = %103, %108, %40, %35
  %112 = phi i32 [ 0, %35 ], [ 0, %40 ], [ %110, %108 ], [ %106, %103 ], !dbg !284
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3, !dbg !379
  ret i32 %112, !dbg !379
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @utfchar(ptr noundef %0) #0 !dbg !380 {
  %2 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !408
    #dbg_assign(i1 undef, !387, !DIExpression(), !408, ptr %2, !DIExpression(), !409)
    #dbg_value(ptr %0, !382, !DIExpression(), !410)
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #3, !dbg !411
    #dbg_value(i32 %3, !383, !DIExpression(), !410)
  %4 = icmp eq i32 %3, 1, !dbg !412
  br i1 %4, label %5, label %12, !dbg !413

5:                                                ; preds = %1
    #dbg_value(ptr %0, !414, !DIExpression(), !421)
    #dbg_value(i32 1, !419, !DIExpression(), !421)
  %6 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #3, !dbg !423
    #dbg_value(i64 %6, !420, !DIExpression(), !421)
  %7 = icmp ult i64 %6, 2147483648, !dbg !424
  br i1 %7, label %10, label %8, !dbg !424, !prof !317

8:                                                ; preds = %5
  %9 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.12) #3, !dbg !424
  br label %10, !dbg !424

10:                                               ; preds = %5, %8
  %11 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.13, i64 noundef %6) #3, !dbg !425
  br label %25, !dbg !426

12:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #3, !dbg !427
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #3, !dbg !428
    #dbg_value(i32 1, !384, !DIExpression(), !409)
  %13 = icmp slt i32 %3, 1, !dbg !429
  br i1 %13, label %24, label %14, !dbg !432

14:                                               ; preds = %12, %20
  %15 = phi i32 [ %22, %20 ], [ 1, %12 ]
    #dbg_value(i32 %15, !384, !DIExpression(), !409)
    #dbg_value(ptr %0, !414, !DIExpression(), !433)
    #dbg_value(i32 %15, !419, !DIExpression(), !433)
  %16 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %15) #3, !dbg !436
    #dbg_value(i64 %16, !420, !DIExpression(), !433)
  %17 = icmp ult i64 %16, 2147483648, !dbg !437
  br i1 %17, label %20, label %18, !dbg !437, !prof !317

18:                                               ; preds = %14
  %19 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %15, ptr noundef nonnull @.str.12) #3, !dbg !437
  br label %20, !dbg !437

20:                                               ; preds = %14, %18
  %21 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.13, i64 noundef %16) #3, !dbg !438
  call void @luaL_addvalue(ptr noundef nonnull %2) #3, !dbg !439
  %22 = add nuw i32 %15, 1, !dbg !440
    #dbg_value(i32 %22, !384, !DIExpression(), !409)
  %23 = icmp eq i32 %15, %3, !dbg !429
  br i1 %23, label %24, label %14, !dbg !432, !llvm.loop !441

24:                                               ; preds = %20, %12
  call void @luaL_pushresult(ptr noundef nonnull %2) #3, !dbg !443
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #3, !dbg !444
  br label %25

25:                                               ; preds = %24, %10
  ret i32 1, !dbg !445
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @utflen(ptr noundef %0) #0 !dbg !446 {
  %2 = alloca i64, align 8, !DIAssignID !457
    #dbg_assign(i1 undef, !450, !DIExpression(), !457, ptr %2, !DIExpression(), !458)
    #dbg_value(ptr %0, !448, !DIExpression(), !458)
    #dbg_value(i64 0, !449, !DIExpression(), !458)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3, !dbg !459
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #3, !dbg !460
    #dbg_value(ptr %3, !451, !DIExpression(), !458)
  %4 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #3, !dbg !461
  %5 = load i64, ptr %2, align 8, !dbg !462, !tbaa !289
    #dbg_value(i64 %4, !186, !DIExpression(), !463)
    #dbg_value(i64 %5, !191, !DIExpression(), !463)
  %6 = icmp sgt i64 %4, -1, !dbg !465
  br i1 %6, label %13, label %7, !dbg !466

7:                                                ; preds = %1
  %8 = sub i64 0, %4, !dbg !467
  %9 = icmp ult i64 %5, %8, !dbg !468
  br i1 %9, label %13, label %10, !dbg !469

10:                                               ; preds = %7
  %11 = add nsw i64 %4, 1, !dbg !470
  %12 = add i64 %11, %5, !dbg !471
  br label %13, !dbg !472

13:                                               ; preds = %1, %7, %10
  %14 = phi i64 [ %12, %10 ], [ %4, %1 ], [ 0, %7 ], !dbg !473
    #dbg_value(i64 %14, !452, !DIExpression(), !458)
  %15 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef -1) #3, !dbg !474
  %16 = load i64, ptr %2, align 8, !dbg !475, !tbaa !289
    #dbg_value(i64 %15, !186, !DIExpression(), !476)
    #dbg_value(i64 %16, !191, !DIExpression(), !476)
  %17 = icmp sgt i64 %15, -1, !dbg !478
  br i1 %17, label %24, label %18, !dbg !479

18:                                               ; preds = %13
  %19 = sub i64 0, %15, !dbg !480
  %20 = icmp ult i64 %16, %19, !dbg !481
  br i1 %20, label %24, label %21, !dbg !482

21:                                               ; preds = %18
  %22 = add nsw i64 %15, 1, !dbg !483
  %23 = add i64 %22, %16, !dbg !484
  br label %24, !dbg !485

24:                                               ; preds = %13, %18, %21
  %25 = phi i64 [ %23, %21 ], [ %15, %13 ], [ 0, %18 ], !dbg !486
    #dbg_value(i64 %25, !453, !DIExpression(), !458)
  %26 = call i32 @lua_toboolean(ptr noundef %0, i32 noundef 4) #3, !dbg !487
    #dbg_value(i32 %26, !454, !DIExpression(), !458)
  %27 = icmp sgt i64 %14, 0, !dbg !488
  %28 = add nsw i64 %14, -1, !dbg !488
  %29 = load i64, ptr %2, align 8, !dbg !488
  %30 = icmp sle i64 %28, %29, !dbg !488
  %31 = select i1 %27, i64 %28, i64 %14, !dbg !488
  %32 = select i1 %27, i1 %30, i1 false, !dbg !488
    #dbg_value(i64 %31, !452, !DIExpression(), !458)
  br i1 %32, label %36, label %33, !dbg !488, !prof !317

33:                                               ; preds = %24
  %34 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.14) #3, !dbg !488
  %35 = load i64, ptr %2, align 8, !dbg !489, !tbaa !289
  br label %36, !dbg !488

36:                                               ; preds = %33, %24
  %37 = phi i64 [ %35, %33 ], [ %29, %24 ], !dbg !489
    #dbg_value(i64 %25, !453, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !458)
  %38 = icmp sgt i64 %25, %37, !dbg !489
  br i1 %38, label %39, label %41, !dbg !489, !prof !319

39:                                               ; preds = %36
  %40 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.15) #3, !dbg !489
  br label %41, !dbg !489

41:                                               ; preds = %39, %36
    #dbg_value(i64 0, !449, !DIExpression(), !458)
    #dbg_value(i64 %31, !452, !DIExpression(), !458)
  %42 = icmp slt i64 %31, %25, !dbg !490
  br i1 %42, label %43, label %109, !dbg !491

43:                                               ; preds = %41
  %44 = icmp eq i32 %26, 0
  %45 = ptrtoint ptr %3 to i64
  br label %46, !dbg !491

46:                                               ; preds = %43, %103
  %47 = phi i64 [ 0, %43 ], [ %107, %103 ]
  %48 = phi i64 [ %31, %43 ], [ %106, %103 ]
    #dbg_value(i64 %47, !449, !DIExpression(), !458)
    #dbg_value(i64 %48, !452, !DIExpression(), !458)
  %49 = getelementptr inbounds i8, ptr %3, i64 %48, !dbg !492
    #dbg_value(ptr %49, !90, !DIExpression(), !493)
    #dbg_value(ptr null, !91, !DIExpression(), !493)
    #dbg_value(i1 %44, !92, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !493)
  %50 = load i8, ptr %49, align 1, !dbg !495, !tbaa !214
  %51 = zext i8 %50 to i32, !dbg !496
    #dbg_value(i32 %51, !93, !DIExpression(), !493)
    #dbg_value(i32 0, !94, !DIExpression(), !493)
  %52 = icmp sgt i8 %50, -1, !dbg !497
  br i1 %52, label %93, label %53, !dbg !498

53:                                               ; preds = %46
    #dbg_value(i32 0, !95, !DIExpression(), !499)
    #dbg_value(i32 0, !94, !DIExpression(), !493)
    #dbg_value(i32 %51, !93, !DIExpression(), !493)
  %54 = and i32 %51, 64, !dbg !500
  %55 = icmp eq i32 %54, 0, !dbg !501
  br i1 %55, label %75, label %56, !dbg !501

56:                                               ; preds = %53, %66
  %57 = phi i64 [ %60, %66 ], [ 0, %53 ]
  %58 = phi i32 [ %69, %66 ], [ 0, %53 ]
  %59 = phi i32 [ %70, %66 ], [ %51, %53 ]
    #dbg_value(i64 %57, !95, !DIExpression(), !499)
    #dbg_value(i32 %58, !94, !DIExpression(), !493)
    #dbg_value(i32 %59, !93, !DIExpression(), !493)
  %60 = add nuw nsw i64 %57, 1, !dbg !502
    #dbg_value(i64 %60, !95, !DIExpression(), !499)
  %61 = getelementptr inbounds i8, ptr %49, i64 %60, !dbg !503
  %62 = load i8, ptr %61, align 1, !dbg !503, !tbaa !214
  %63 = zext i8 %62 to i32, !dbg !504
    #dbg_value(i32 %63, !98, !DIExpression(), !505)
  %64 = and i32 %63, 192, !dbg !506
  %65 = icmp eq i32 %64, 128, !dbg !506
    #dbg_value(i32 poison, !94, !DIExpression(), !493)
  br i1 %65, label %66, label %101

66:                                               ; preds = %56
  %67 = shl i32 %58, 6, !dbg !507
  %68 = and i32 %63, 63, !dbg !507
  %69 = or disjoint i32 %68, %67, !dbg !507
  %70 = shl i32 %59, 1, !dbg !508
    #dbg_value(i64 %60, !95, !DIExpression(), !499)
    #dbg_value(i32 %69, !94, !DIExpression(), !493)
    #dbg_value(i32 %70, !93, !DIExpression(), !493)
  %71 = and i32 %59, 32, !dbg !501
  %72 = icmp eq i32 %71, 0, !dbg !501
  br i1 %72, label %73, label %56, !dbg !501, !llvm.loop !509

73:                                               ; preds = %66
  %74 = trunc nuw nsw i64 %60 to i32, !dbg !511
  br label %75, !dbg !511

75:                                               ; preds = %73, %53
  %76 = phi i32 [ %51, %53 ], [ %70, %73 ], !dbg !493
  %77 = phi i32 [ 0, %53 ], [ %69, %73 ], !dbg !493
  %78 = phi i32 [ 0, %53 ], [ %74, %73 ], !dbg !499
  %79 = and i32 %76, 63, !dbg !511
  %80 = mul nuw nsw i32 %78, 5, !dbg !512
  %81 = shl i32 %79, %80, !dbg !513
  %82 = or i32 %81, %77, !dbg !514
    #dbg_value(i32 %82, !94, !DIExpression(), !493)
  %83 = icmp ugt i32 %78, 5, !dbg !515
  %84 = icmp slt i32 %82, 0
  %85 = select i1 %83, i1 true, i1 %84, !dbg !516
  br i1 %85, label %101, label %86, !dbg !516

86:                                               ; preds = %75
  %87 = zext nneg i32 %78 to i64, !dbg !517
  %88 = getelementptr inbounds [6 x i32], ptr @utf8_decode.limits, i64 0, i64 %87, !dbg !517
  %89 = load i32, ptr %88, align 4, !dbg !517, !tbaa !362
  %90 = icmp ult i32 %82, %89, !dbg !518
  %91 = select i1 %90, i64 0, i64 %87, !dbg !519
  %92 = getelementptr inbounds i8, ptr %49, i64 %91, !dbg !519
    #dbg_value(i32 %82, !94, !DIExpression(), !493)
    #dbg_value(ptr %92, !90, !DIExpression(), !493)
  br i1 %90, label %101, label %93

93:                                               ; preds = %86, %46
  %94 = phi ptr [ %92, %86 ], [ %49, %46 ]
  %95 = phi i32 [ %82, %86 ], [ %51, %46 ], !dbg !520
    #dbg_value(i32 %95, !94, !DIExpression(), !493)
    #dbg_value(ptr %94, !90, !DIExpression(), !493)
  br i1 %44, label %96, label %103, !dbg !521

96:                                               ; preds = %93
  %97 = icmp ugt i32 %95, 1114111, !dbg !522
  %98 = and i32 %95, 2095104
  %99 = icmp eq i32 %98, 55296
  %100 = or i1 %97, %99, !dbg !523
  br i1 %100, label %101, label %103, !dbg !523

101:                                              ; preds = %75, %96, %86, %56
    #dbg_value(ptr null, !455, !DIExpression(), !524)
  call void @lua_pushnil(ptr noundef %0) #3, !dbg !525
  %102 = add nsw i64 %48, 1, !dbg !528
    #dbg_value(i64 poison, !449, !DIExpression(), !458)
    #dbg_value(i64 poison, !452, !DIExpression(), !458)
  br label %109

103:                                              ; preds = %93, %96
  %104 = getelementptr inbounds i8, ptr %94, i64 1, !dbg !529
    #dbg_value(ptr %104, !455, !DIExpression(), !524)
  %105 = ptrtoint ptr %104 to i64, !dbg !530
  %106 = sub i64 %105, %45, !dbg !530
    #dbg_value(i64 %106, !452, !DIExpression(), !458)
  %107 = add nuw nsw i64 %47, 1, !dbg !531
    #dbg_value(i64 %107, !449, !DIExpression(), !458)
  %108 = icmp slt i64 %106, %25, !dbg !490
  br i1 %108, label %46, label %109, !dbg !491, !llvm.loop !532

109:                                              ; preds = %103, %41, %101
  %110 = phi i64 [ %102, %101 ], [ 0, %41 ], [ %107, %103 ]
  %111 = phi i32 [ 2, %101 ], [ 1, %41 ], [ 1, %103 ], !dbg !458
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %110) #3, !dbg !458
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3, !dbg !534
  ret i32 %111, !dbg !534
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @iter_codes(ptr noundef %0) #0 !dbg !535 {
    #dbg_value(ptr %0, !537, !DIExpression(), !540)
  %2 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 2) #3, !dbg !541
    #dbg_value(i32 %2, !538, !DIExpression(), !540)
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #3, !dbg !542
    #dbg_value(ptr %3, !539, !DIExpression(), !540)
  %4 = load i8, ptr %3, align 1, !dbg !543, !tbaa !214
  %5 = and i8 %4, -64, !dbg !543
  %6 = icmp eq i8 %5, -128, !dbg !543
  br i1 %6, label %7, label %9, !dbg !543, !prof !319

7:                                                ; preds = %1
  %8 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.11) #3, !dbg !543
  br label %9, !dbg !543

9:                                                ; preds = %7, %1
  %10 = icmp eq i32 %2, 0, !dbg !544
  %11 = select i1 %10, ptr @iter_auxstrict, ptr @iter_auxlax, !dbg !544
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull %11, i32 noundef 0) #3, !dbg !544
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #3, !dbg !545
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 0) #3, !dbg !546
  ret i32 3, !dbg !547
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !548 ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !552 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !555 i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !558 i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !561 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !564 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !567 void @lua_pushnil(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !570 i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !573 void @luaL_checkstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !574 i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare !dbg !575 void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !579 void @luaL_addvalue(ptr noundef) local_unnamed_addr #1

declare !dbg !582 void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare !dbg !583 ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !586 void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @iter_auxlax(ptr noundef %0) #0 !dbg !589 {
    #dbg_value(ptr %0, !591, !DIExpression(), !592)
  %2 = tail call fastcc i32 @iter_aux(ptr noundef %0, i32 noundef 0), !dbg !593
  ret i32 %2, !dbg !594
}

; Function Attrs: nounwind uwtable
define internal i32 @iter_auxstrict(ptr noundef %0) #0 !dbg !595 {
    #dbg_value(ptr %0, !597, !DIExpression(), !598)
  %2 = tail call fastcc i32 @iter_aux(ptr noundef %0, i32 noundef 1), !dbg !599
  ret i32 %2, !dbg !600
}

declare !dbg !601 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @iter_aux(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !602 {
  %3 = alloca i64, align 8, !DIAssignID !613
    #dbg_assign(i1 undef, !606, !DIExpression(), !613, ptr %3, !DIExpression(), !614)
    #dbg_value(ptr %0, !604, !DIExpression(), !614)
    #dbg_value(i32 %1, !605, !DIExpression(), !614)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3, !dbg !615
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #3, !dbg !616
    #dbg_value(ptr %4, !607, !DIExpression(), !614)
  %5 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 2, ptr noundef null) #3, !dbg !617
    #dbg_value(i64 %5, !608, !DIExpression(), !614)
  %6 = load i64, ptr %3, align 8, !dbg !618, !tbaa !289
  %7 = icmp ult i64 %5, %6, !dbg !620
  br i1 %7, label %8, label %15, !dbg !621

8:                                                ; preds = %2, %8
  %9 = phi i64 [ %14, %8 ], [ %5, %2 ], !dbg !614
    #dbg_value(i64 %9, !608, !DIExpression(), !614)
  %10 = getelementptr inbounds i8, ptr %4, i64 %9, !dbg !622
  %11 = load i8, ptr %10, align 1, !dbg !622, !tbaa !214
  %12 = and i8 %11, -64, !dbg !622
  %13 = icmp eq i8 %12, -128, !dbg !622
  %14 = add i64 %9, 1, !dbg !624
    #dbg_value(i64 %14, !608, !DIExpression(), !614)
  br i1 %13, label %8, label %15, !dbg !625, !llvm.loop !626

15:                                               ; preds = %8, %2
  %16 = phi i64 [ %5, %2 ], [ %9, %8 ], !dbg !627
    #dbg_value(i64 %16, !608, !DIExpression(), !614)
  %17 = icmp ult i64 %16, %6, !dbg !628
  br i1 %17, label %18, label %82, !dbg !629

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %4, i64 %16, !dbg !630
    #dbg_value(ptr %19, !90, !DIExpression(), !631)
    #dbg_value(ptr undef, !91, !DIExpression(), !631)
    #dbg_value(i32 %1, !92, !DIExpression(), !631)
  %20 = load i8, ptr %19, align 1, !dbg !633, !tbaa !214
  %21 = zext i8 %20 to i32, !dbg !634
    #dbg_value(i32 %21, !93, !DIExpression(), !631)
    #dbg_value(i32 0, !94, !DIExpression(), !631)
  %22 = icmp sgt i8 %20, -1, !dbg !635
  br i1 %22, label %63, label %23, !dbg !636

23:                                               ; preds = %18
    #dbg_value(i32 0, !95, !DIExpression(), !637)
    #dbg_value(i32 0, !94, !DIExpression(), !631)
    #dbg_value(i32 %21, !93, !DIExpression(), !631)
  %24 = and i32 %21, 64, !dbg !638
  %25 = icmp eq i32 %24, 0, !dbg !639
  br i1 %25, label %45, label %26, !dbg !639

26:                                               ; preds = %23, %36
  %27 = phi i64 [ %30, %36 ], [ 0, %23 ]
  %28 = phi i32 [ %39, %36 ], [ 0, %23 ]
  %29 = phi i32 [ %40, %36 ], [ %21, %23 ]
    #dbg_value(i64 %27, !95, !DIExpression(), !637)
    #dbg_value(i32 %28, !94, !DIExpression(), !631)
    #dbg_value(i32 %29, !93, !DIExpression(), !631)
  %30 = add nuw nsw i64 %27, 1, !dbg !640
    #dbg_value(i64 %30, !95, !DIExpression(), !637)
  %31 = getelementptr inbounds i8, ptr %19, i64 %30, !dbg !641
  %32 = load i8, ptr %31, align 1, !dbg !641, !tbaa !214
  %33 = zext i8 %32 to i32, !dbg !642
    #dbg_value(i32 %33, !98, !DIExpression(), !643)
  %34 = and i32 %33, 192, !dbg !644
  %35 = icmp eq i32 %34, 128, !dbg !644
    #dbg_value(i32 poison, !94, !DIExpression(), !631)
  br i1 %35, label %36, label %77

36:                                               ; preds = %26
  %37 = shl i32 %28, 6, !dbg !645
  %38 = and i32 %33, 63, !dbg !645
  %39 = or disjoint i32 %38, %37, !dbg !645
  %40 = shl i32 %29, 1, !dbg !646
    #dbg_value(i64 %30, !95, !DIExpression(), !637)
    #dbg_value(i32 %39, !94, !DIExpression(), !631)
    #dbg_value(i32 %40, !93, !DIExpression(), !631)
  %41 = and i32 %29, 32, !dbg !639
  %42 = icmp eq i32 %41, 0, !dbg !639
  br i1 %42, label %43, label %26, !dbg !639, !llvm.loop !647

43:                                               ; preds = %36
  %44 = trunc nuw nsw i64 %30 to i32, !dbg !649
  br label %45, !dbg !649

45:                                               ; preds = %43, %23
  %46 = phi i32 [ %21, %23 ], [ %40, %43 ], !dbg !631
  %47 = phi i32 [ 0, %23 ], [ %39, %43 ], !dbg !631
  %48 = phi i32 [ 0, %23 ], [ %44, %43 ], !dbg !637
  %49 = and i32 %46, 63, !dbg !649
  %50 = mul nuw nsw i32 %48, 5, !dbg !650
  %51 = shl i32 %49, %50, !dbg !651
  %52 = or i32 %51, %47, !dbg !652
    #dbg_value(i32 %52, !94, !DIExpression(), !631)
  %53 = icmp ugt i32 %48, 5, !dbg !653
  %54 = icmp slt i32 %52, 0
  %55 = select i1 %53, i1 true, i1 %54, !dbg !654
  br i1 %55, label %77, label %56, !dbg !654

56:                                               ; preds = %45
  %57 = zext nneg i32 %48 to i64, !dbg !655
  %58 = getelementptr inbounds [6 x i32], ptr @utf8_decode.limits, i64 0, i64 %57, !dbg !655
  %59 = load i32, ptr %58, align 4, !dbg !655, !tbaa !362
  %60 = icmp ult i32 %52, %59, !dbg !656
  %61 = select i1 %60, i64 0, i64 %57, !dbg !657
  %62 = getelementptr inbounds i8, ptr %19, i64 %61, !dbg !657
    #dbg_value(i32 %52, !94, !DIExpression(), !631)
    #dbg_value(ptr %62, !90, !DIExpression(), !631)
  br i1 %60, label %77, label %63

63:                                               ; preds = %56, %18
  %64 = phi ptr [ %62, %56 ], [ %19, %18 ]
  %65 = phi i32 [ %52, %56 ], [ %21, %18 ], !dbg !658
    #dbg_value(i32 %65, !94, !DIExpression(), !631)
    #dbg_value(ptr %64, !90, !DIExpression(), !631)
  %66 = icmp eq i32 %1, 0, !dbg !659
  br i1 %66, label %72, label %67, !dbg !660

67:                                               ; preds = %63
  %68 = icmp ugt i32 %65, 1114111, !dbg !661
  %69 = and i32 %65, 2095104
  %70 = icmp eq i32 %69, 55296
  %71 = or i1 %68, %70, !dbg !662
  br i1 %71, label %77, label %72, !dbg !662

72:                                               ; preds = %67, %63
    #dbg_value(i32 %65, !609, !DIExpression(), !663)
  %73 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !664
    #dbg_value(ptr %73, !612, !DIExpression(), !663)
  %74 = load i8, ptr %73, align 1, !dbg !665, !tbaa !214
  %75 = and i8 %74, -64, !dbg !665
  %76 = icmp eq i8 %75, -128, !dbg !665
  br i1 %76, label %77, label %79, !dbg !667

77:                                               ; preds = %26, %45, %67, %56, %72
  %78 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.11) #3, !dbg !668
  br label %82, !dbg !669

79:                                               ; preds = %72
  %80 = add i64 %16, 1, !dbg !670
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %80) #3, !dbg !671
  %81 = zext nneg i32 %65 to i64, !dbg !672
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %81) #3, !dbg !673
  br label %82, !dbg !674

82:                                               ; preds = %77, %79, %15
  %83 = phi i32 [ 0, %15 ], [ %78, %77 ], [ 2, %79 ], !dbg !675
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3, !dbg !676
  ret i32 %83, !dbg !676
}

declare !dbg !677 i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!136, !137, !138, !139, !140, !141, !142}
!llvm.ident = !{!143}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "funcs", scope: !2, file: !3, line: 273, type: !121, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/lutf8lib.c", directory: ".", checksumkind: CSK_MD5, checksum: "074e5f0211d5aa196261612f53ac49a3")
!4 = !{!5, !6, !9, !12, !13, !14, !16, !18}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !7, line: 94, baseType: !8)
!7 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "utfint", file: !3, line: 35, baseType: !15)
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !7, line: 97, baseType: !17)
!17 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{!20, !26, !31, !36, !41, !46, !51, !0, !56, !61, !66, !71, !76, !81, !104, !106, !111, !116}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 287, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 120, elements: !24)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 15)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 288, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 96, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 12)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 274, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 56, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 7)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 275, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 276, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 40, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 5)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 277, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 32, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 4)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 278, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 193, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 184, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 23)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 201, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 320, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 40)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 112, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 14)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 176, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 22)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 152, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 19)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(name: "limits", scope: !83, file: !3, line: 62, type: !102, isLocal: true, isDefinition: true)
!83 = distinct !DISubprogram(name: "utf8_decode", scope: !3, file: !3, line: 61, type: !84, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!84 = !DISubroutineType(types: !85)
!85 = !{!86, !86, !88, !12}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!89 = !{!90, !91, !92, !93, !94, !95, !98}
!90 = !DILocalVariable(name: "s", arg: 1, scope: !83, file: !3, line: 61, type: !86)
!91 = !DILocalVariable(name: "val", arg: 2, scope: !83, file: !3, line: 61, type: !88)
!92 = !DILocalVariable(name: "strict", arg: 3, scope: !83, file: !3, line: 61, type: !12)
!93 = !DILocalVariable(name: "c", scope: !83, file: !3, line: 64, type: !15)
!94 = !DILocalVariable(name: "res", scope: !83, file: !3, line: 65, type: !14)
!95 = !DILocalVariable(name: "count", scope: !96, file: !3, line: 69, type: !12)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 68, column: 8)
!97 = distinct !DILexicalBlock(scope: !83, file: !3, line: 66, column: 7)
!98 = !DILocalVariable(name: "cc", scope: !99, file: !3, line: 71, type: !15)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 70, column: 31)
!100 = distinct !DILexicalBlock(scope: !101, file: !3, line: 70, column: 5)
!101 = distinct !DILexicalBlock(scope: !96, file: !3, line: 70, column: 5)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 192, elements: !54)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !78, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 24, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 3)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 248, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 31)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 232, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 29)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 896, elements: !34)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !124, line: 41, baseType: !125)
!124 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !124, line: 38, size: 128, elements: !126)
!126 = !{!127, !128}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !125, file: !124, line: 39, baseType: !86, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !125, file: !124, line: 40, baseType: !129, size: 64, offset: 64)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !7, line: 106, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DISubroutineType(types: !132)
!132 = !{!12, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !7, line: 57, baseType: !135)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !7, line: 57, flags: DIFlagFwdDecl)
!136 = !{i32 7, !"Dwarf Version", i32 5}
!137 = !{i32 2, !"Debug Info Version", i32 3}
!138 = !{i32 1, !"wchar_size", i32 4}
!139 = !{i32 8, !"PIC Level", i32 2}
!140 = !{i32 7, !"PIE Level", i32 2}
!141 = !{i32 7, !"uwtable", i32 2}
!142 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!143 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!144 = distinct !DISubprogram(name: "luaopen_utf8", scope: !3, file: !3, line: 285, type: !131, scopeLine: 285, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!145 = !{!146}
!146 = !DILocalVariable(name: "L", arg: 1, scope: !144, file: !3, line: 285, type: !133)
!147 = !DILocation(line: 0, scope: !144)
!148 = !DILocation(line: 286, column: 3, scope: !144)
!149 = !DILocation(line: 287, column: 3, scope: !144)
!150 = !DILocation(line: 288, column: 3, scope: !144)
!151 = !DILocation(line: 289, column: 3, scope: !144)
!152 = !DISubprogram(name: "luaL_checkversion_", scope: !124, file: !124, line: 46, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !133, !155, !9}
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !7, line: 90, baseType: !156)
!156 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!157 = !DISubprogram(name: "lua_createtable", scope: !7, file: !7, line: 269, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !133, !12, !12}
!160 = !DISubprogram(name: "luaL_setfuncs", scope: !124, file: !124, line: 110, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !133, !163, !12}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!164 = !DISubprogram(name: "lua_pushlstring", scope: !7, file: !7, line: 247, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!86, !133, !86, !9}
!167 = !DISubprogram(name: "lua_setfield", scope: !7, file: !7, line: 280, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !133, !12, !86}
!170 = distinct !DISubprogram(name: "byteoffset", scope: !3, file: !3, line: 187, type: !131, scopeLine: 187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !171)
!171 = !{!172, !173, !174, !175, !176}
!172 = !DILocalVariable(name: "L", arg: 1, scope: !170, file: !3, line: 187, type: !133)
!173 = !DILocalVariable(name: "len", scope: !170, file: !3, line: 188, type: !9)
!174 = !DILocalVariable(name: "s", scope: !170, file: !3, line: 189, type: !86)
!175 = !DILocalVariable(name: "n", scope: !170, file: !3, line: 190, type: !6)
!176 = !DILocalVariable(name: "posi", scope: !170, file: !3, line: 191, type: !6)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 0, scope: !170)
!179 = !DILocation(line: 188, column: 3, scope: !170)
!180 = !DILocation(line: 189, column: 19, scope: !170)
!181 = !DILocation(line: 190, column: 20, scope: !170)
!182 = !DILocation(line: 191, column: 25, scope: !170)
!183 = !DILocation(line: 191, column: 22, scope: !170)
!184 = !DILocation(line: 192, column: 21, scope: !170)
!185 = !DILocation(line: 192, column: 50, scope: !170)
!186 = !DILocalVariable(name: "pos", arg: 1, scope: !187, file: !3, line: 47, type: !6)
!187 = distinct !DISubprogram(name: "u_posrelat", scope: !3, file: !3, line: 47, type: !188, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!6, !6, !9}
!190 = !{!186, !191}
!191 = !DILocalVariable(name: "len", arg: 2, scope: !187, file: !3, line: 47, type: !9)
!192 = !DILocation(line: 0, scope: !187, inlinedAt: !193)
!193 = distinct !DILocation(line: 192, column: 10, scope: !170)
!194 = !DILocation(line: 48, column: 11, scope: !195, inlinedAt: !193)
!195 = distinct !DILexicalBlock(scope: !187, file: !3, line: 48, column: 7)
!196 = !DILocation(line: 48, column: 7, scope: !187, inlinedAt: !193)
!197 = !DILocation(line: 49, column: 15, scope: !198, inlinedAt: !193)
!198 = distinct !DILexicalBlock(scope: !195, file: !3, line: 49, column: 12)
!199 = !DILocation(line: 49, column: 29, scope: !198, inlinedAt: !193)
!200 = !DILocation(line: 49, column: 12, scope: !195, inlinedAt: !193)
!201 = !DILocation(line: 50, column: 32, scope: !198, inlinedAt: !193)
!202 = !DILocation(line: 50, column: 38, scope: !198, inlinedAt: !193)
!203 = !DILocation(line: 50, column: 8, scope: !198, inlinedAt: !193)
!204 = !DILocation(line: 0, scope: !195, inlinedAt: !193)
!205 = !DILocation(line: 193, column: 3, scope: !170)
!206 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!207 = !DILocation(line: 195, column: 9, scope: !208)
!208 = distinct !DILexicalBlock(scope: !170, file: !3, line: 195, column: 7)
!209 = !DILocation(line: 195, column: 7, scope: !170)
!210 = !DILocation(line: 197, column: 17, scope: !211)
!211 = distinct !DILexicalBlock(scope: !208, file: !3, line: 195, column: 15)
!212 = !DILocation(line: 197, column: 21, scope: !211)
!213 = !DILocation(line: 197, column: 24, scope: !211)
!214 = !{!215, !215, i64 0}
!215 = !{!"omnipotent char", !216, i64 0}
!216 = !{!"Simple C/C++ TBAA"}
!217 = !DILocation(line: 197, column: 5, scope: !211)
!218 = !DILocation(line: 197, column: 47, scope: !211)
!219 = distinct !{!219, !217, !218, !220}
!220 = !{!"llvm.loop.mustprogress"}
!221 = !DILocation(line: 200, column: 9, scope: !222)
!222 = distinct !DILexicalBlock(scope: !223, file: !3, line: 200, column: 9)
!223 = distinct !DILexicalBlock(scope: !208, file: !3, line: 199, column: 8)
!224 = !DILocation(line: 200, column: 9, scope: !223)
!225 = !DILocation(line: 201, column: 14, scope: !222)
!226 = !DILocation(line: 201, column: 7, scope: !222)
!227 = !DILocation(line: 202, column: 11, scope: !228)
!228 = distinct !DILexicalBlock(scope: !223, file: !3, line: 202, column: 9)
!229 = !DILocation(line: 202, column: 9, scope: !223)
!230 = !DILocation(line: 0, scope: !231)
!231 = distinct !DILexicalBlock(scope: !228, file: !3, line: 210, column: 11)
!232 = !DILocation(line: 212, column: 17, scope: !231)
!233 = !DILocation(line: 212, column: 21, scope: !231)
!234 = !DILocation(line: 212, column: 8, scope: !231)
!235 = !DILocation(line: 203, column: 21, scope: !236)
!236 = distinct !DILexicalBlock(scope: !228, file: !3, line: 202, column: 16)
!237 = !DILocation(line: 203, column: 8, scope: !236)
!238 = !DILocation(line: 204, column: 10, scope: !239)
!239 = distinct !DILexicalBlock(scope: !236, file: !3, line: 203, column: 34)
!240 = !DILocation(line: 206, column: 24, scope: !239)
!241 = !DILocation(line: 206, column: 28, scope: !239)
!242 = !DILocation(line: 207, column: 11, scope: !239)
!243 = !DILocation(line: 205, column: 16, scope: !244)
!244 = distinct !DILexicalBlock(scope: !239, file: !3, line: 204, column: 13)
!245 = !DILocation(line: 206, column: 31, scope: !239)
!246 = !DILocation(line: 206, column: 10, scope: !244)
!247 = distinct !{!247, !238, !248, !220}
!248 = !DILocation(line: 206, column: 48, scope: !239)
!249 = !DILocation(line: 203, column: 17, scope: !236)
!250 = distinct !{!250, !237, !251, !220}
!251 = !DILocation(line: 208, column: 8, scope: !236)
!252 = !DILocation(line: 213, column: 10, scope: !253)
!253 = distinct !DILexicalBlock(scope: !231, file: !3, line: 212, column: 49)
!254 = !DILocation(line: 214, column: 16, scope: !255)
!255 = distinct !DILexicalBlock(scope: !253, file: !3, line: 213, column: 13)
!256 = !DILocation(line: 215, column: 19, scope: !253)
!257 = !DILocation(line: 215, column: 10, scope: !255)
!258 = distinct !{!258, !252, !259, !220}
!259 = !DILocation(line: 215, column: 36, scope: !253)
!260 = distinct !{!260, !234, !261, !220}
!261 = !DILocation(line: 217, column: 8, scope: !231)
!262 = !DILocation(line: 220, column: 9, scope: !263)
!263 = distinct !DILexicalBlock(scope: !170, file: !3, line: 220, column: 7)
!264 = !DILocation(line: 220, column: 7, scope: !170)
!265 = !DILocation(line: 221, column: 29, scope: !263)
!266 = !DILocation(line: 221, column: 5, scope: !263)
!267 = !DILocation(line: 223, column: 5, scope: !263)
!268 = !DILocation(line: 225, column: 1, scope: !170)
!269 = distinct !DISubprogram(name: "codepoint", scope: !3, file: !3, line: 126, type: !131, scopeLine: 126, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !270)
!270 = !{!271, !272, !273, !274, !275, !276, !277, !278, !279}
!271 = !DILocalVariable(name: "L", arg: 1, scope: !269, file: !3, line: 126, type: !133)
!272 = !DILocalVariable(name: "len", scope: !269, file: !3, line: 127, type: !9)
!273 = !DILocalVariable(name: "s", scope: !269, file: !3, line: 128, type: !86)
!274 = !DILocalVariable(name: "posi", scope: !269, file: !3, line: 129, type: !6)
!275 = !DILocalVariable(name: "pose", scope: !269, file: !3, line: 130, type: !6)
!276 = !DILocalVariable(name: "lax", scope: !269, file: !3, line: 131, type: !12)
!277 = !DILocalVariable(name: "n", scope: !269, file: !3, line: 132, type: !12)
!278 = !DILocalVariable(name: "se", scope: !269, file: !3, line: 133, type: !86)
!279 = !DILocalVariable(name: "code", scope: !280, file: !3, line: 144, type: !14)
!280 = distinct !DILexicalBlock(scope: !281, file: !3, line: 143, column: 32)
!281 = distinct !DILexicalBlock(scope: !282, file: !3, line: 143, column: 3)
!282 = distinct !DILexicalBlock(scope: !269, file: !3, line: 143, column: 3)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !269)
!285 = !DILocation(line: 127, column: 3, scope: !269)
!286 = !DILocation(line: 128, column: 19, scope: !269)
!287 = !DILocation(line: 129, column: 33, scope: !269)
!288 = !DILocation(line: 129, column: 59, scope: !269)
!289 = !{!290, !290, i64 0}
!290 = !{!"long", !215, i64 0}
!291 = !DILocation(line: 0, scope: !187, inlinedAt: !292)
!292 = distinct !DILocation(line: 129, column: 22, scope: !269)
!293 = !DILocation(line: 48, column: 11, scope: !195, inlinedAt: !292)
!294 = !DILocation(line: 48, column: 7, scope: !187, inlinedAt: !292)
!295 = !DILocation(line: 49, column: 15, scope: !198, inlinedAt: !292)
!296 = !DILocation(line: 49, column: 29, scope: !198, inlinedAt: !292)
!297 = !DILocation(line: 49, column: 12, scope: !195, inlinedAt: !292)
!298 = !DILocation(line: 50, column: 32, scope: !198, inlinedAt: !292)
!299 = !DILocation(line: 50, column: 38, scope: !198, inlinedAt: !292)
!300 = !DILocation(line: 50, column: 8, scope: !198, inlinedAt: !292)
!301 = !DILocation(line: 0, scope: !195, inlinedAt: !292)
!302 = !DILocation(line: 130, column: 33, scope: !269)
!303 = !DILocation(line: 130, column: 62, scope: !269)
!304 = !DILocation(line: 0, scope: !187, inlinedAt: !305)
!305 = distinct !DILocation(line: 130, column: 22, scope: !269)
!306 = !DILocation(line: 48, column: 11, scope: !195, inlinedAt: !305)
!307 = !DILocation(line: 48, column: 7, scope: !187, inlinedAt: !305)
!308 = !DILocation(line: 49, column: 15, scope: !198, inlinedAt: !305)
!309 = !DILocation(line: 49, column: 29, scope: !198, inlinedAt: !305)
!310 = !DILocation(line: 49, column: 12, scope: !195, inlinedAt: !305)
!311 = !DILocation(line: 50, column: 32, scope: !198, inlinedAt: !305)
!312 = !DILocation(line: 50, column: 38, scope: !198, inlinedAt: !305)
!313 = !DILocation(line: 50, column: 8, scope: !198, inlinedAt: !305)
!314 = !DILocation(line: 0, scope: !195, inlinedAt: !305)
!315 = !DILocation(line: 131, column: 13, scope: !269)
!316 = !DILocation(line: 134, column: 3, scope: !269)
!317 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!318 = !DILocation(line: 135, column: 3, scope: !269)
!319 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!320 = !DILocation(line: 136, column: 12, scope: !321)
!321 = distinct !DILexicalBlock(scope: !269, file: !3, line: 136, column: 7)
!322 = !DILocation(line: 136, column: 7, scope: !269)
!323 = !DILocation(line: 137, column: 12, scope: !324)
!324 = distinct !DILexicalBlock(scope: !269, file: !3, line: 137, column: 7)
!325 = !DILocation(line: 137, column: 19, scope: !324)
!326 = !DILocation(line: 137, column: 7, scope: !269)
!327 = !DILocation(line: 139, column: 7, scope: !269)
!328 = !DILocation(line: 139, column: 27, scope: !269)
!329 = !DILocation(line: 140, column: 3, scope: !269)
!330 = !DILocation(line: 142, column: 10, scope: !269)
!331 = !DILocation(line: 143, column: 10, scope: !282)
!332 = !DILocation(line: 0, scope: !280)
!333 = !DILocation(line: 143, column: 25, scope: !281)
!334 = !DILocation(line: 143, column: 3, scope: !282)
!335 = !DILocation(line: 0, scope: !83, inlinedAt: !336)
!336 = distinct !DILocation(line: 145, column: 9, scope: !280)
!337 = !DILocation(line: 64, column: 35, scope: !83, inlinedAt: !336)
!338 = !DILocation(line: 64, column: 20, scope: !83, inlinedAt: !336)
!339 = !DILocation(line: 66, column: 9, scope: !97, inlinedAt: !336)
!340 = !DILocation(line: 66, column: 7, scope: !83, inlinedAt: !336)
!341 = !DILocation(line: 0, scope: !96, inlinedAt: !336)
!342 = !DILocation(line: 70, column: 14, scope: !100, inlinedAt: !336)
!343 = !DILocation(line: 70, column: 5, scope: !101, inlinedAt: !336)
!344 = !DILocation(line: 71, column: 42, scope: !99, inlinedAt: !336)
!345 = !DILocation(line: 71, column: 40, scope: !99, inlinedAt: !336)
!346 = !DILocation(line: 71, column: 25, scope: !99, inlinedAt: !336)
!347 = !DILocation(line: 0, scope: !99, inlinedAt: !336)
!348 = !DILocation(line: 72, column: 12, scope: !349, inlinedAt: !336)
!349 = distinct !DILexicalBlock(scope: !99, file: !3, line: 72, column: 11)
!350 = !DILocation(line: 72, column: 11, scope: !99, inlinedAt: !336)
!351 = !DILocation(line: 70, column: 24, scope: !100, inlinedAt: !336)
!352 = distinct !{!352, !343, !353, !220}
!353 = !DILocation(line: 75, column: 5, scope: !101, inlinedAt: !336)
!354 = !DILocation(line: 76, column: 24, scope: !96, inlinedAt: !336)
!355 = !DILocation(line: 76, column: 42, scope: !96, inlinedAt: !336)
!356 = !DILocation(line: 76, column: 32, scope: !96, inlinedAt: !336)
!357 = !DILocation(line: 76, column: 9, scope: !96, inlinedAt: !336)
!358 = !DILocation(line: 77, column: 15, scope: !359, inlinedAt: !336)
!359 = distinct !DILexicalBlock(scope: !96, file: !3, line: 77, column: 9)
!360 = !DILocation(line: 77, column: 19, scope: !359, inlinedAt: !336)
!361 = !DILocation(line: 77, column: 44, scope: !359, inlinedAt: !336)
!362 = !{!363, !363, i64 0}
!363 = !{!"int", !215, i64 0}
!364 = !DILocation(line: 77, column: 42, scope: !359, inlinedAt: !336)
!365 = !DILocation(line: 77, column: 9, scope: !96, inlinedAt: !336)
!366 = !DILocation(line: 0, scope: !97, inlinedAt: !336)
!367 = !DILocation(line: 81, column: 7, scope: !83, inlinedAt: !336)
!368 = !DILocation(line: 83, column: 13, scope: !369, inlinedAt: !336)
!369 = distinct !DILexicalBlock(scope: !370, file: !3, line: 83, column: 9)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 81, column: 15)
!371 = distinct !DILexicalBlock(scope: !83, file: !3, line: 81, column: 7)
!372 = !DILocation(line: 83, column: 26, scope: !369, inlinedAt: !336)
!373 = !DILocation(line: 87, column: 12, scope: !83, inlinedAt: !336)
!374 = !DILocation(line: 148, column: 24, scope: !280)
!375 = !DILocation(line: 148, column: 5, scope: !280)
!376 = !DILocation(line: 149, column: 6, scope: !280)
!377 = distinct !{!377, !334, !378, !220}
!378 = !DILocation(line: 150, column: 3, scope: !282)
!379 = !DILocation(line: 152, column: 1, scope: !269)
!380 = distinct !DISubprogram(name: "utfchar", scope: !3, file: !3, line: 165, type: !131, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !381)
!381 = !{!382, !383, !384, !387}
!382 = !DILocalVariable(name: "L", arg: 1, scope: !380, file: !3, line: 165, type: !133)
!383 = !DILocalVariable(name: "n", scope: !380, file: !3, line: 166, type: !12)
!384 = !DILocalVariable(name: "i", scope: !385, file: !3, line: 170, type: !12)
!385 = distinct !DILexicalBlock(scope: !386, file: !3, line: 169, column: 8)
!386 = distinct !DILexicalBlock(scope: !380, file: !3, line: 167, column: 7)
!387 = !DILocalVariable(name: "b", scope: !385, file: !3, line: 171, type: !388)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Buffer", file: !124, line: 23, baseType: !389)
!389 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Buffer", file: !124, line: 191, size: 8448, elements: !390)
!390 = !{!391, !393, !394, !395, !396}
!391 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !389, file: !124, line: 192, baseType: !392, size: 64)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !389, file: !124, line: 193, baseType: !9, size: 64, offset: 64)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !389, file: !124, line: 194, baseType: !9, size: 64, offset: 128)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !389, file: !124, line: 195, baseType: !133, size: 64, offset: 192)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !389, file: !124, line: 199, baseType: !397, size: 8192, offset: 256)
!397 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !389, file: !124, line: 196, size: 8192, elements: !398)
!398 = !{!399, !400, !401, !402, !403, !404}
!399 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !397, file: !124, line: 197, baseType: !155, size: 64)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !397, file: !124, line: 197, baseType: !156, size: 64)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !397, file: !124, line: 197, baseType: !5, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !397, file: !124, line: 197, baseType: !6, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !397, file: !124, line: 197, baseType: !18, size: 64)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !397, file: !124, line: 198, baseType: !405, size: 8192)
!405 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 8192, elements: !406)
!406 = !{!407}
!407 = !DISubrange(count: 1024)
!408 = distinct !DIAssignID()
!409 = !DILocation(line: 0, scope: !385)
!410 = !DILocation(line: 0, scope: !380)
!411 = !DILocation(line: 166, column: 11, scope: !380)
!412 = !DILocation(line: 167, column: 9, scope: !386)
!413 = !DILocation(line: 167, column: 7, scope: !380)
!414 = !DILocalVariable(name: "L", arg: 1, scope: !415, file: !3, line: 155, type: !133)
!415 = distinct !DISubprogram(name: "pushutfchar", scope: !3, file: !3, line: 155, type: !416, scopeLine: 155, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !418)
!416 = !DISubroutineType(types: !417)
!417 = !{null, !133, !12}
!418 = !{!414, !419, !420}
!419 = !DILocalVariable(name: "arg", arg: 2, scope: !415, file: !3, line: 155, type: !12)
!420 = !DILocalVariable(name: "code", scope: !415, file: !3, line: 156, type: !16)
!421 = !DILocation(line: 0, scope: !415, inlinedAt: !422)
!422 = distinct !DILocation(line: 168, column: 5, scope: !386)
!423 = !DILocation(line: 156, column: 37, scope: !415, inlinedAt: !422)
!424 = !DILocation(line: 157, column: 3, scope: !415, inlinedAt: !422)
!425 = !DILocation(line: 158, column: 3, scope: !415, inlinedAt: !422)
!426 = !DILocation(line: 168, column: 5, scope: !386)
!427 = !DILocation(line: 171, column: 5, scope: !385)
!428 = !DILocation(line: 172, column: 5, scope: !385)
!429 = !DILocation(line: 173, column: 19, scope: !430)
!430 = distinct !DILexicalBlock(scope: !431, file: !3, line: 173, column: 5)
!431 = distinct !DILexicalBlock(scope: !385, file: !3, line: 173, column: 5)
!432 = !DILocation(line: 173, column: 5, scope: !431)
!433 = !DILocation(line: 0, scope: !415, inlinedAt: !434)
!434 = distinct !DILocation(line: 174, column: 7, scope: !435)
!435 = distinct !DILexicalBlock(scope: !430, file: !3, line: 173, column: 30)
!436 = !DILocation(line: 156, column: 37, scope: !415, inlinedAt: !434)
!437 = !DILocation(line: 157, column: 3, scope: !415, inlinedAt: !434)
!438 = !DILocation(line: 158, column: 3, scope: !415, inlinedAt: !434)
!439 = !DILocation(line: 175, column: 7, scope: !435)
!440 = !DILocation(line: 173, column: 26, scope: !430)
!441 = distinct !{!441, !432, !442, !220}
!442 = !DILocation(line: 176, column: 5, scope: !431)
!443 = !DILocation(line: 177, column: 5, scope: !385)
!444 = !DILocation(line: 178, column: 3, scope: !386)
!445 = !DILocation(line: 179, column: 3, scope: !380)
!446 = distinct !DISubprogram(name: "utflen", scope: !3, file: !3, line: 96, type: !131, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !447)
!447 = !{!448, !449, !450, !451, !452, !453, !454, !455}
!448 = !DILocalVariable(name: "L", arg: 1, scope: !446, file: !3, line: 96, type: !133)
!449 = !DILocalVariable(name: "n", scope: !446, file: !3, line: 97, type: !6)
!450 = !DILocalVariable(name: "len", scope: !446, file: !3, line: 98, type: !9)
!451 = !DILocalVariable(name: "s", scope: !446, file: !3, line: 99, type: !86)
!452 = !DILocalVariable(name: "posi", scope: !446, file: !3, line: 100, type: !6)
!453 = !DILocalVariable(name: "posj", scope: !446, file: !3, line: 101, type: !6)
!454 = !DILocalVariable(name: "lax", scope: !446, file: !3, line: 102, type: !12)
!455 = !DILocalVariable(name: "s1", scope: !456, file: !3, line: 108, type: !86)
!456 = distinct !DILexicalBlock(scope: !446, file: !3, line: 107, column: 24)
!457 = distinct !DIAssignID()
!458 = !DILocation(line: 0, scope: !446)
!459 = !DILocation(line: 98, column: 3, scope: !446)
!460 = !DILocation(line: 99, column: 19, scope: !446)
!461 = !DILocation(line: 100, column: 33, scope: !446)
!462 = !DILocation(line: 100, column: 59, scope: !446)
!463 = !DILocation(line: 0, scope: !187, inlinedAt: !464)
!464 = distinct !DILocation(line: 100, column: 22, scope: !446)
!465 = !DILocation(line: 48, column: 11, scope: !195, inlinedAt: !464)
!466 = !DILocation(line: 48, column: 7, scope: !187, inlinedAt: !464)
!467 = !DILocation(line: 49, column: 15, scope: !198, inlinedAt: !464)
!468 = !DILocation(line: 49, column: 29, scope: !198, inlinedAt: !464)
!469 = !DILocation(line: 49, column: 12, scope: !195, inlinedAt: !464)
!470 = !DILocation(line: 50, column: 32, scope: !198, inlinedAt: !464)
!471 = !DILocation(line: 50, column: 38, scope: !198, inlinedAt: !464)
!472 = !DILocation(line: 50, column: 8, scope: !198, inlinedAt: !464)
!473 = !DILocation(line: 0, scope: !195, inlinedAt: !464)
!474 = !DILocation(line: 101, column: 33, scope: !446)
!475 = !DILocation(line: 101, column: 60, scope: !446)
!476 = !DILocation(line: 0, scope: !187, inlinedAt: !477)
!477 = distinct !DILocation(line: 101, column: 22, scope: !446)
!478 = !DILocation(line: 48, column: 11, scope: !195, inlinedAt: !477)
!479 = !DILocation(line: 48, column: 7, scope: !187, inlinedAt: !477)
!480 = !DILocation(line: 49, column: 15, scope: !198, inlinedAt: !477)
!481 = !DILocation(line: 49, column: 29, scope: !198, inlinedAt: !477)
!482 = !DILocation(line: 49, column: 12, scope: !195, inlinedAt: !477)
!483 = !DILocation(line: 50, column: 32, scope: !198, inlinedAt: !477)
!484 = !DILocation(line: 50, column: 38, scope: !198, inlinedAt: !477)
!485 = !DILocation(line: 50, column: 8, scope: !198, inlinedAt: !477)
!486 = !DILocation(line: 0, scope: !195, inlinedAt: !477)
!487 = !DILocation(line: 102, column: 13, scope: !446)
!488 = !DILocation(line: 103, column: 3, scope: !446)
!489 = !DILocation(line: 105, column: 3, scope: !446)
!490 = !DILocation(line: 107, column: 15, scope: !446)
!491 = !DILocation(line: 107, column: 3, scope: !446)
!492 = !DILocation(line: 108, column: 36, scope: !456)
!493 = !DILocation(line: 0, scope: !83, inlinedAt: !494)
!494 = distinct !DILocation(line: 108, column: 22, scope: !456)
!495 = !DILocation(line: 64, column: 35, scope: !83, inlinedAt: !494)
!496 = !DILocation(line: 64, column: 20, scope: !83, inlinedAt: !494)
!497 = !DILocation(line: 66, column: 9, scope: !97, inlinedAt: !494)
!498 = !DILocation(line: 66, column: 7, scope: !83, inlinedAt: !494)
!499 = !DILocation(line: 0, scope: !96, inlinedAt: !494)
!500 = !DILocation(line: 70, column: 14, scope: !100, inlinedAt: !494)
!501 = !DILocation(line: 70, column: 5, scope: !101, inlinedAt: !494)
!502 = !DILocation(line: 71, column: 42, scope: !99, inlinedAt: !494)
!503 = !DILocation(line: 71, column: 40, scope: !99, inlinedAt: !494)
!504 = !DILocation(line: 71, column: 25, scope: !99, inlinedAt: !494)
!505 = !DILocation(line: 0, scope: !99, inlinedAt: !494)
!506 = !DILocation(line: 72, column: 12, scope: !349, inlinedAt: !494)
!507 = !DILocation(line: 72, column: 11, scope: !99, inlinedAt: !494)
!508 = !DILocation(line: 70, column: 24, scope: !100, inlinedAt: !494)
!509 = distinct !{!509, !501, !510, !220}
!510 = !DILocation(line: 75, column: 5, scope: !101, inlinedAt: !494)
!511 = !DILocation(line: 76, column: 24, scope: !96, inlinedAt: !494)
!512 = !DILocation(line: 76, column: 42, scope: !96, inlinedAt: !494)
!513 = !DILocation(line: 76, column: 32, scope: !96, inlinedAt: !494)
!514 = !DILocation(line: 76, column: 9, scope: !96, inlinedAt: !494)
!515 = !DILocation(line: 77, column: 15, scope: !359, inlinedAt: !494)
!516 = !DILocation(line: 77, column: 19, scope: !359, inlinedAt: !494)
!517 = !DILocation(line: 77, column: 44, scope: !359, inlinedAt: !494)
!518 = !DILocation(line: 77, column: 42, scope: !359, inlinedAt: !494)
!519 = !DILocation(line: 77, column: 9, scope: !96, inlinedAt: !494)
!520 = !DILocation(line: 0, scope: !97, inlinedAt: !494)
!521 = !DILocation(line: 81, column: 7, scope: !83, inlinedAt: !494)
!522 = !DILocation(line: 83, column: 13, scope: !369, inlinedAt: !494)
!523 = !DILocation(line: 83, column: 26, scope: !369, inlinedAt: !494)
!524 = !DILocation(line: 0, scope: !456)
!525 = !DILocation(line: 110, column: 7, scope: !526)
!526 = distinct !DILexicalBlock(scope: !527, file: !3, line: 109, column: 21)
!527 = distinct !DILexicalBlock(scope: !456, file: !3, line: 109, column: 9)
!528 = !DILocation(line: 111, column: 31, scope: !526)
!529 = !DILocation(line: 87, column: 12, scope: !83, inlinedAt: !494)
!530 = !DILocation(line: 114, column: 15, scope: !456)
!531 = !DILocation(line: 115, column: 6, scope: !456)
!532 = distinct !{!532, !491, !533, !220}
!533 = !DILocation(line: 116, column: 3, scope: !446)
!534 = !DILocation(line: 119, column: 1, scope: !446)
!535 = distinct !DISubprogram(name: "iter_codes", scope: !3, file: !3, line: 258, type: !131, scopeLine: 258, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !536)
!536 = !{!537, !538, !539}
!537 = !DILocalVariable(name: "L", arg: 1, scope: !535, file: !3, line: 258, type: !133)
!538 = !DILocalVariable(name: "lax", scope: !535, file: !3, line: 259, type: !12)
!539 = !DILocalVariable(name: "s", scope: !535, file: !3, line: 260, type: !86)
!540 = !DILocation(line: 0, scope: !535)
!541 = !DILocation(line: 259, column: 13, scope: !535)
!542 = !DILocation(line: 260, column: 19, scope: !535)
!543 = !DILocation(line: 261, column: 3, scope: !535)
!544 = !DILocation(line: 262, column: 3, scope: !535)
!545 = !DILocation(line: 263, column: 3, scope: !535)
!546 = !DILocation(line: 264, column: 3, scope: !535)
!547 = !DILocation(line: 265, column: 3, scope: !535)
!548 = !DISubprogram(name: "luaL_checklstring", scope: !124, file: !124, line: 55, type: !549, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DISubroutineType(types: !550)
!550 = !{!86, !133, !12, !551}
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!552 = !DISubprogram(name: "luaL_checkinteger", scope: !124, file: !124, line: 62, type: !553, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!553 = !DISubroutineType(types: !554)
!554 = !{!6, !133, !12}
!555 = !DISubprogram(name: "luaL_optinteger", scope: !124, file: !124, line: 63, type: !556, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DISubroutineType(types: !557)
!557 = !{!6, !133, !12, !6}
!558 = !DISubprogram(name: "luaL_argerror", scope: !124, file: !124, line: 53, type: !559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!559 = !DISubroutineType(types: !560)
!560 = !{!12, !133, !12, !86}
!561 = !DISubprogram(name: "luaL_error", scope: !124, file: !124, line: 76, type: !562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!562 = !DISubroutineType(types: !563)
!563 = !{!12, !133, !86, null}
!564 = !DISubprogram(name: "lua_pushinteger", scope: !7, file: !7, line: 246, type: !565, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DISubroutineType(types: !566)
!566 = !{null, !133, !6}
!567 = !DISubprogram(name: "lua_pushnil", scope: !7, file: !7, line: 244, type: !568, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DISubroutineType(types: !569)
!569 = !{null, !133}
!570 = !DISubprogram(name: "lua_toboolean", scope: !7, file: !7, line: 203, type: !571, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!571 = !DISubroutineType(types: !572)
!572 = !{!12, !133, !12}
!573 = !DISubprogram(name: "luaL_checkstack", scope: !124, file: !124, line: 66, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!574 = !DISubprogram(name: "lua_gettop", scope: !7, file: !7, line: 179, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!575 = !DISubprogram(name: "luaL_buffinit", scope: !124, file: !124, line: 215, type: !576, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DISubroutineType(types: !577)
!577 = !{null, !133, !578}
!578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!579 = !DISubprogram(name: "luaL_addvalue", scope: !124, file: !124, line: 219, type: !580, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!580 = !DISubroutineType(types: !581)
!581 = !{null, !578}
!582 = !DISubprogram(name: "luaL_pushresult", scope: !124, file: !124, line: 220, type: !580, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!583 = !DISubprogram(name: "lua_pushfstring", scope: !7, file: !7, line: 251, type: !584, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!584 = !DISubroutineType(types: !585)
!585 = !{!86, !133, !86, null}
!586 = !DISubprogram(name: "lua_pushcclosure", scope: !7, file: !7, line: 252, type: !587, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DISubroutineType(types: !588)
!588 = !{null, !133, !129, !12}
!589 = distinct !DISubprogram(name: "iter_auxlax", scope: !3, file: !3, line: 253, type: !131, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !590)
!590 = !{!591}
!591 = !DILocalVariable(name: "L", arg: 1, scope: !589, file: !3, line: 253, type: !133)
!592 = !DILocation(line: 0, scope: !589)
!593 = !DILocation(line: 254, column: 10, scope: !589)
!594 = !DILocation(line: 254, column: 3, scope: !589)
!595 = distinct !DISubprogram(name: "iter_auxstrict", scope: !3, file: !3, line: 249, type: !131, scopeLine: 249, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !596)
!596 = !{!597}
!597 = !DILocalVariable(name: "L", arg: 1, scope: !595, file: !3, line: 249, type: !133)
!598 = !DILocation(line: 0, scope: !595)
!599 = !DILocation(line: 250, column: 10, scope: !595)
!600 = !DILocation(line: 250, column: 3, scope: !595)
!601 = !DISubprogram(name: "lua_pushvalue", scope: !7, file: !7, line: 181, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!602 = distinct !DISubprogram(name: "iter_aux", scope: !3, file: !3, line: 228, type: !571, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !603)
!603 = !{!604, !605, !606, !607, !608, !609, !612}
!604 = !DILocalVariable(name: "L", arg: 1, scope: !602, file: !3, line: 228, type: !133)
!605 = !DILocalVariable(name: "strict", arg: 2, scope: !602, file: !3, line: 228, type: !12)
!606 = !DILocalVariable(name: "len", scope: !602, file: !3, line: 229, type: !9)
!607 = !DILocalVariable(name: "s", scope: !602, file: !3, line: 230, type: !86)
!608 = !DILocalVariable(name: "n", scope: !602, file: !3, line: 231, type: !16)
!609 = !DILocalVariable(name: "code", scope: !610, file: !3, line: 238, type: !14)
!610 = distinct !DILexicalBlock(scope: !611, file: !3, line: 237, column: 8)
!611 = distinct !DILexicalBlock(scope: !602, file: !3, line: 235, column: 7)
!612 = !DILocalVariable(name: "next", scope: !610, file: !3, line: 239, type: !86)
!613 = distinct !DIAssignID()
!614 = !DILocation(line: 0, scope: !602)
!615 = !DILocation(line: 229, column: 3, scope: !602)
!616 = !DILocation(line: 230, column: 19, scope: !602)
!617 = !DILocation(line: 231, column: 34, scope: !602)
!618 = !DILocation(line: 232, column: 11, scope: !619)
!619 = distinct !DILexicalBlock(scope: !602, file: !3, line: 232, column: 7)
!620 = !DILocation(line: 232, column: 9, scope: !619)
!621 = !DILocation(line: 232, column: 7, scope: !602)
!622 = !DILocation(line: 233, column: 12, scope: !623)
!623 = distinct !DILexicalBlock(scope: !619, file: !3, line: 232, column: 16)
!624 = !DILocation(line: 233, column: 29, scope: !623)
!625 = !DILocation(line: 233, column: 5, scope: !623)
!626 = distinct !{!626, !625, !624, !220}
!627 = !DILocation(line: 231, column: 16, scope: !602)
!628 = !DILocation(line: 235, column: 9, scope: !611)
!629 = !DILocation(line: 235, column: 7, scope: !602)
!630 = !DILocation(line: 239, column: 38, scope: !610)
!631 = !DILocation(line: 0, scope: !83, inlinedAt: !632)
!632 = distinct !DILocation(line: 239, column: 24, scope: !610)
!633 = !DILocation(line: 64, column: 35, scope: !83, inlinedAt: !632)
!634 = !DILocation(line: 64, column: 20, scope: !83, inlinedAt: !632)
!635 = !DILocation(line: 66, column: 9, scope: !97, inlinedAt: !632)
!636 = !DILocation(line: 66, column: 7, scope: !83, inlinedAt: !632)
!637 = !DILocation(line: 0, scope: !96, inlinedAt: !632)
!638 = !DILocation(line: 70, column: 14, scope: !100, inlinedAt: !632)
!639 = !DILocation(line: 70, column: 5, scope: !101, inlinedAt: !632)
!640 = !DILocation(line: 71, column: 42, scope: !99, inlinedAt: !632)
!641 = !DILocation(line: 71, column: 40, scope: !99, inlinedAt: !632)
!642 = !DILocation(line: 71, column: 25, scope: !99, inlinedAt: !632)
!643 = !DILocation(line: 0, scope: !99, inlinedAt: !632)
!644 = !DILocation(line: 72, column: 12, scope: !349, inlinedAt: !632)
!645 = !DILocation(line: 72, column: 11, scope: !99, inlinedAt: !632)
!646 = !DILocation(line: 70, column: 24, scope: !100, inlinedAt: !632)
!647 = distinct !{!647, !639, !648, !220}
!648 = !DILocation(line: 75, column: 5, scope: !101, inlinedAt: !632)
!649 = !DILocation(line: 76, column: 24, scope: !96, inlinedAt: !632)
!650 = !DILocation(line: 76, column: 42, scope: !96, inlinedAt: !632)
!651 = !DILocation(line: 76, column: 32, scope: !96, inlinedAt: !632)
!652 = !DILocation(line: 76, column: 9, scope: !96, inlinedAt: !632)
!653 = !DILocation(line: 77, column: 15, scope: !359, inlinedAt: !632)
!654 = !DILocation(line: 77, column: 19, scope: !359, inlinedAt: !632)
!655 = !DILocation(line: 77, column: 44, scope: !359, inlinedAt: !632)
!656 = !DILocation(line: 77, column: 42, scope: !359, inlinedAt: !632)
!657 = !DILocation(line: 77, column: 9, scope: !96, inlinedAt: !632)
!658 = !DILocation(line: 0, scope: !97, inlinedAt: !632)
!659 = !DILocation(line: 81, column: 7, scope: !371, inlinedAt: !632)
!660 = !DILocation(line: 81, column: 7, scope: !83, inlinedAt: !632)
!661 = !DILocation(line: 83, column: 13, scope: !369, inlinedAt: !632)
!662 = !DILocation(line: 83, column: 26, scope: !369, inlinedAt: !632)
!663 = !DILocation(line: 0, scope: !610)
!664 = !DILocation(line: 87, column: 12, scope: !83, inlinedAt: !632)
!665 = !DILocation(line: 240, column: 25, scope: !666)
!666 = distinct !DILexicalBlock(scope: !610, file: !3, line: 240, column: 9)
!667 = !DILocation(line: 240, column: 9, scope: !610)
!668 = !DILocation(line: 241, column: 14, scope: !666)
!669 = !DILocation(line: 241, column: 7, scope: !666)
!670 = !DILocation(line: 242, column: 26, scope: !610)
!671 = !DILocation(line: 242, column: 5, scope: !610)
!672 = !DILocation(line: 243, column: 24, scope: !610)
!673 = !DILocation(line: 243, column: 5, scope: !610)
!674 = !DILocation(line: 244, column: 5, scope: !610)
!675 = !DILocation(line: 0, scope: !611)
!676 = !DILocation(line: 246, column: 1, scope: !602)
!677 = !DISubprogram(name: "lua_tointegerx", scope: !7, file: !7, line: 202, type: !678, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DISubroutineType(types: !679)
!679 = !{!6, !133, !12, !680}
!680 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
