; ModuleID = 'src/lua/ltablib.c'
source_filename = "src/lua/ltablib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }

@tab_funcs = internal constant [8 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @tconcat }, %struct.luaL_Reg { ptr @.str.1, ptr @tinsert }, %struct.luaL_Reg { ptr @.str.2, ptr @tpack }, %struct.luaL_Reg { ptr @.str.3, ptr @tunpack }, %struct.luaL_Reg { ptr @.str.4, ptr @tremove }, %struct.luaL_Reg { ptr @.str.5, ptr @tmove }, %struct.luaL_Reg { ptr @.str.6, ptr @sort }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"concat\00", align 1, !dbg !15
@.str.1 = private unnamed_addr constant [7 x i8] c"insert\00", align 1, !dbg !21
@.str.2 = private unnamed_addr constant [5 x i8] c"pack\00", align 1, !dbg !23
@.str.3 = private unnamed_addr constant [7 x i8] c"unpack\00", align 1, !dbg !28
@.str.4 = private unnamed_addr constant [7 x i8] c"remove\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [5 x i8] c"move\00", align 1, !dbg !32
@.str.6 = private unnamed_addr constant [5 x i8] c"sort\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !36
@.str.8 = private unnamed_addr constant [8 x i8] c"__index\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [11 x i8] c"__newindex\00", align 1, !dbg !46
@.str.10 = private unnamed_addr constant [6 x i8] c"__len\00", align 1, !dbg !51
@.str.11 = private unnamed_addr constant [53 x i8] c"invalid value (%s) at index %I in table for 'concat'\00", align 1, !dbg !56
@.str.12 = private unnamed_addr constant [23 x i8] c"position out of bounds\00", align 1, !dbg !61
@.str.13 = private unnamed_addr constant [38 x i8] c"wrong number of arguments to 'insert'\00", align 1, !dbg !66
@.str.14 = private unnamed_addr constant [2 x i8] c"n\00", align 1, !dbg !71
@.str.15 = private unnamed_addr constant [27 x i8] c"too many results to unpack\00", align 1, !dbg !76
@.str.16 = private unnamed_addr constant [26 x i8] c"too many elements to move\00", align 1, !dbg !81
@.str.17 = private unnamed_addr constant [24 x i8] c"destination wrap around\00", align 1, !dbg !86
@.str.18 = private unnamed_addr constant [14 x i8] c"array too big\00", align 1, !dbg !91
@.str.19 = private unnamed_addr constant [35 x i8] c"invalid order function for sorting\00", align 1, !dbg !96

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_table(ptr noundef %0) local_unnamed_addr #0 !dbg !126 {
    #dbg_value(ptr %0, !128, !DIExpression(), !129)
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #4, !dbg !130
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 7) #4, !dbg !130
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @tab_funcs, i32 noundef 0) #4, !dbg !130
  ret i32 1, !dbg !131
}

declare !dbg !132 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !140 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !143 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @tconcat(ptr noundef %0) #0 !dbg !147 {
  %2 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !176
    #dbg_assign(i1 undef, !150, !DIExpression(), !176, ptr %2, !DIExpression(), !177)
  %3 = alloca i64, align 8, !DIAssignID !178
    #dbg_assign(i1 undef, !173, !DIExpression(), !178, ptr %3, !DIExpression(), !177)
    #dbg_value(ptr %0, !149, !DIExpression(), !177)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #4, !dbg !179
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 5), !dbg !180
  %4 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4, !dbg !180
    #dbg_value(i64 %4, !172, !DIExpression(), !177)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4, !dbg !181
  %5 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.7, ptr noundef nonnull %3) #4, !dbg !182
    #dbg_value(ptr %5, !174, !DIExpression(), !177)
  %6 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #4, !dbg !183
    #dbg_value(i64 %6, !175, !DIExpression(), !177)
  %7 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 4, i64 noundef %4) #4, !dbg !184
    #dbg_value(i64 %7, !172, !DIExpression(), !177)
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #4, !dbg !185
    #dbg_value(i64 %6, !175, !DIExpression(), !177)
  %8 = icmp slt i64 %6, %7, !dbg !186
  br i1 %8, label %9, label %22, !dbg !189

9:                                                ; preds = %1, %18
  %10 = phi i64 [ %20, %18 ], [ %6, %1 ]
    #dbg_value(i64 %10, !175, !DIExpression(), !177)
    #dbg_value(ptr %0, !190, !DIExpression(), !198)
    #dbg_value(ptr %2, !196, !DIExpression(), !198)
    #dbg_value(i64 %10, !197, !DIExpression(), !198)
  %11 = call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4, !dbg !201
  %12 = call i32 @lua_isstring(ptr noundef %0, i32 noundef -1) #4, !dbg !202
  %13 = icmp eq i32 %12, 0, !dbg !202
  br i1 %13, label %14, label %18, !dbg !204, !prof !205

14:                                               ; preds = %9
  %15 = call i32 @lua_type(ptr noundef %0, i32 noundef -1) #4, !dbg !206
  %16 = call ptr @lua_typename(ptr noundef %0, i32 noundef %15) #4, !dbg !206
  %17 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.11, ptr noundef %16, i64 noundef %10) #4, !dbg !207
  br label %18, !dbg !207

18:                                               ; preds = %9, %14
  call void @luaL_addvalue(ptr noundef nonnull %2) #4, !dbg !208
  %19 = load i64, ptr %3, align 8, !dbg !209, !tbaa !210
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %5, i64 noundef %19) #4, !dbg !214
  %20 = add i64 %10, 1, !dbg !215
    #dbg_value(i64 %20, !175, !DIExpression(), !177)
  %21 = icmp eq i64 %20, %7, !dbg !186
  br i1 %21, label %24, label %9, !dbg !189, !llvm.loop !216

22:                                               ; preds = %1
  %23 = icmp eq i64 %6, %7, !dbg !219
  br i1 %23, label %24, label %33, !dbg !221

24:                                               ; preds = %18, %22
    #dbg_value(ptr %0, !190, !DIExpression(), !222)
    #dbg_value(ptr %2, !196, !DIExpression(), !222)
    #dbg_value(i64 poison, !197, !DIExpression(), !222)
  %25 = call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %7) #4, !dbg !224
  %26 = call i32 @lua_isstring(ptr noundef %0, i32 noundef -1) #4, !dbg !225
  %27 = icmp eq i32 %26, 0, !dbg !225
  br i1 %27, label %28, label %32, !dbg !226, !prof !205

28:                                               ; preds = %24
  %29 = call i32 @lua_type(ptr noundef %0, i32 noundef -1) #4, !dbg !227
  %30 = call ptr @lua_typename(ptr noundef %0, i32 noundef %29) #4, !dbg !227
  %31 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.11, ptr noundef %30, i64 noundef %7) #4, !dbg !228
  br label %32, !dbg !228

32:                                               ; preds = %24, %28
  call void @luaL_addvalue(ptr noundef nonnull %2) #4, !dbg !229
  br label %33, !dbg !230

33:                                               ; preds = %32, %22
  call void @luaL_pushresult(ptr noundef nonnull %2) #4, !dbg !231
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4, !dbg !232
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #4, !dbg !232
  ret i32 1, !dbg !233
}

; Function Attrs: nounwind uwtable
define internal i32 @tinsert(ptr noundef %0) #0 !dbg !234 {
    #dbg_value(ptr %0, !236, !DIExpression(), !242)
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 7), !dbg !243
  %2 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4, !dbg !243
    #dbg_value(i64 %2, !238, !DIExpression(), !242)
  %3 = add i64 %2, 1, !dbg !244
    #dbg_value(i64 %3, !238, !DIExpression(), !242)
  %4 = tail call i32 @lua_gettop(ptr noundef %0) #4, !dbg !245
  switch i32 %4, label %18 [
    i32 2, label %20
    i32 3, label %5
  ], !dbg !246

5:                                                ; preds = %1
  %6 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #4, !dbg !247
    #dbg_value(i64 %6, !237, !DIExpression(), !242)
  %7 = add i64 %6, -1, !dbg !248
  %8 = icmp ult i64 %7, %3, !dbg !248
  br i1 %8, label %11, label %9, !dbg !248, !prof !249

9:                                                ; preds = %5
  %10 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.12) #4, !dbg !248
  br label %11, !dbg !248

11:                                               ; preds = %9, %5
    #dbg_value(i64 %3, !239, !DIExpression(), !250)
  %12 = icmp sgt i64 %3, %6, !dbg !251
  br i1 %12, label %13, label %20, !dbg !254

13:                                               ; preds = %11, %13
  %14 = phi i64 [ %15, %13 ], [ %3, %11 ]
    #dbg_value(i64 %14, !239, !DIExpression(), !250)
  %15 = add nsw i64 %14, -1, !dbg !255
  %16 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %15) #4, !dbg !257
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %14) #4, !dbg !258
    #dbg_value(i64 %15, !239, !DIExpression(), !250)
  %17 = icmp sgt i64 %15, %6, !dbg !251
  br i1 %17, label %13, label %20, !dbg !254, !llvm.loop !259

18:                                               ; preds = %1
  %19 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.13) #4, !dbg !261
  br label %22, !dbg !263

20:                                               ; preds = %13, %11, %1
  %21 = phi i64 [ %3, %1 ], [ %6, %11 ], [ %6, %13 ], !dbg !264
    #dbg_value(i64 %21, !237, !DIExpression(), !242)
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %21) #4, !dbg !265
  br label %22, !dbg !266

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ 0, %20 ], !dbg !242
  ret i32 %23, !dbg !267
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @tpack(ptr noundef %0) #0 !dbg !268 {
    #dbg_value(ptr %0, !270, !DIExpression(), !273)
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #4, !dbg !274
    #dbg_value(i32 %2, !272, !DIExpression(), !273)
  tail call void @lua_createtable(ptr noundef %0, i32 noundef %2, i32 noundef 1) #4, !dbg !275
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 1, i32 noundef 1) #4, !dbg !276
    #dbg_value(i32 %2, !271, !DIExpression(), !273)
  %3 = icmp sgt i32 %2, 0, !dbg !277
  br i1 %3, label %4, label %10, !dbg !280

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64, !dbg !280
  br label %6, !dbg !280

6:                                                ; preds = %4, %6
  %7 = phi i64 [ %5, %4 ], [ %8, %6 ]
    #dbg_value(i64 %7, !271, !DIExpression(), !273)
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %7) #4, !dbg !281
  %8 = add nsw i64 %7, -1, !dbg !282
    #dbg_value(i64 %8, !271, !DIExpression(), !273)
  %9 = icmp ugt i64 %7, 1, !dbg !277
  br i1 %9, label %6, label %10, !dbg !280, !llvm.loop !283

10:                                               ; preds = %6, %1
  %11 = sext i32 %2 to i64, !dbg !285
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %11) #4, !dbg !286
  tail call void @lua_setfield(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.14) #4, !dbg !287
  ret i32 1, !dbg !288
}

; Function Attrs: nounwind uwtable
define internal i32 @tunpack(ptr noundef %0) #0 !dbg !289 {
    #dbg_value(ptr %0, !291, !DIExpression(), !295)
  %2 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #4, !dbg !296
    #dbg_value(i64 %2, !293, !DIExpression(), !295)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 3) #4, !dbg !297
  %4 = icmp slt i32 %3, 1, !dbg !297
  br i1 %4, label %5, label %7, !dbg !297

5:                                                ; preds = %1
  %6 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4, !dbg !297
  br label %9, !dbg !297

7:                                                ; preds = %1
  %8 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 3) #4, !dbg !297
  br label %9, !dbg !297

9:                                                ; preds = %7, %5
  %10 = phi i64 [ %6, %5 ], [ %8, %7 ], !dbg !297
    #dbg_value(i64 %10, !294, !DIExpression(), !295)
  %11 = icmp sgt i64 %2, %10, !dbg !298
  br i1 %11, label %31, label %12, !dbg !300

12:                                               ; preds = %9
  %13 = sub i64 %10, %2, !dbg !301
    #dbg_value(i64 %13, !292, !DIExpression(), !295)
  %14 = icmp ugt i64 %13, 2147483646, !dbg !302
  br i1 %14, label %22, label %15, !dbg !302, !prof !304

15:                                               ; preds = %12
    #dbg_value(i64 %13, !292, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !295)
  %16 = trunc nuw i64 %13 to i32, !dbg !302
  %17 = add nuw nsw i32 %16, 1, !dbg !302
  %18 = tail call i32 @lua_checkstack(ptr noundef %0, i32 noundef %17) #4, !dbg !302
  %19 = icmp eq i32 %18, 0, !dbg !302
  br i1 %19, label %22, label %20, !dbg !305, !prof !306

20:                                               ; preds = %15
    #dbg_value(i64 %2, !293, !DIExpression(), !295)
  %21 = icmp slt i64 %2, %10, !dbg !307
  br i1 %21, label %24, label %29, !dbg !310

22:                                               ; preds = %12, %15
  %23 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.15) #4, !dbg !311
  br label %31, !dbg !312

24:                                               ; preds = %20, %24
  %25 = phi i64 [ %27, %24 ], [ %2, %20 ]
    #dbg_value(i64 %25, !293, !DIExpression(), !295)
  %26 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %25) #4, !dbg !313
  %27 = add i64 %25, 1, !dbg !315
    #dbg_value(i64 %27, !293, !DIExpression(), !295)
  %28 = icmp eq i64 %27, %10, !dbg !307
  br i1 %28, label %29, label %24, !dbg !310, !llvm.loop !316

29:                                               ; preds = %24, %20
  %30 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4, !dbg !318
  br label %31, !dbg !319

31:                                               ; preds = %9, %29, %22
  %32 = phi i32 [ %23, %22 ], [ %17, %29 ], [ 0, %9 ], !dbg !295
  ret i32 %32, !dbg !320
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @tremove(ptr noundef %0) #0 !dbg !321 {
    #dbg_value(ptr %0, !323, !DIExpression(), !326)
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 7), !dbg !327
  %2 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4, !dbg !327
    #dbg_value(i64 %2, !324, !DIExpression(), !326)
  %3 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef %2) #4, !dbg !328
    #dbg_value(i64 %3, !325, !DIExpression(), !326)
  %4 = icmp ne i64 %3, %2, !dbg !329
  %5 = add i64 %3, -1
  %6 = icmp ugt i64 %5, %2
  %7 = and i1 %4, %6, !dbg !331
  br i1 %7, label %8, label %10, !dbg !331, !prof !332

8:                                                ; preds = %1
  %9 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.12) #4, !dbg !333
  br label %10, !dbg !333

10:                                               ; preds = %8, %1
  %11 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %3) #4, !dbg !334
    #dbg_value(i64 %3, !325, !DIExpression(), !326)
  %12 = icmp slt i64 %3, %2, !dbg !335
  br i1 %12, label %13, label %18, !dbg !338

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %15, %13 ], [ %3, %10 ]
    #dbg_value(i64 %14, !325, !DIExpression(), !326)
  %15 = add nsw i64 %14, 1, !dbg !339
  %16 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %15) #4, !dbg !341
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %14) #4, !dbg !342
    #dbg_value(i64 %15, !325, !DIExpression(), !326)
  %17 = icmp eq i64 %15, %2, !dbg !335
  br i1 %17, label %18, label %13, !dbg !338, !llvm.loop !343

18:                                               ; preds = %13, %10
  %19 = phi i64 [ %3, %10 ], [ %2, %13 ], !dbg !326
  tail call void @lua_pushnil(ptr noundef %0) #4, !dbg !345
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %19) #4, !dbg !346
  ret i32 1, !dbg !347
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @tmove(ptr noundef %0) #0 !dbg !348 {
    #dbg_value(ptr %0, !350, !DIExpression(), !359)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #4, !dbg !360
    #dbg_value(i64 %2, !351, !DIExpression(), !359)
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 3) #4, !dbg !361
    #dbg_value(i64 %3, !352, !DIExpression(), !359)
  %4 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 4) #4, !dbg !362
    #dbg_value(i64 %4, !353, !DIExpression(), !359)
  %5 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 5) #4, !dbg !363
  %6 = icmp sgt i32 %5, 0, !dbg !363
  %7 = select i1 %6, i32 5, i32 1, !dbg !364
    #dbg_value(i32 %7, !354, !DIExpression(), !359)
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 1), !dbg !365
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef %7, i32 noundef 2), !dbg !366
  %8 = icmp slt i64 %3, %2, !dbg !367
  br i1 %8, label %51, label %9, !dbg !368

9:                                                ; preds = %1
  %10 = icmp sgt i64 %2, 0, !dbg !369
  %11 = add nsw i64 %2, 9223372036854775807, !dbg !369
  %12 = icmp slt i64 %3, %11, !dbg !369
  %13 = select i1 %10, i1 true, i1 %12, !dbg !369
  br i1 %13, label %16, label %14, !dbg !369, !prof !249

14:                                               ; preds = %9
  %15 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.16) #4, !dbg !369
  br label %16, !dbg !369

16:                                               ; preds = %14, %9
  %17 = sub nsw i64 %3, %2, !dbg !370
    #dbg_value(i64 %17, !355, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !371)
  %18 = sub i64 9223372036854775807, %17, !dbg !372
  %19 = icmp sgt i64 %4, %18, !dbg !372
  br i1 %19, label %20, label %22, !dbg !372, !prof !205

20:                                               ; preds = %16
  %21 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 4, ptr noundef nonnull @.str.17) #4, !dbg !372
  br label %22, !dbg !372

22:                                               ; preds = %20, %16
  %23 = icmp sle i64 %4, %3, !dbg !373
  %24 = icmp sgt i64 %4, %2
  %25 = select i1 %23, i1 %24, i1 false, !dbg !375
  br i1 %25, label %26, label %30, !dbg !375

26:                                               ; preds = %22
  br i1 %6, label %27, label %42, !dbg !376

27:                                               ; preds = %26
  %28 = tail call i32 @lua_compare(ptr noundef %0, i32 noundef 1, i32 noundef 5, i32 noundef 0) #4, !dbg !377
  %29 = icmp eq i32 %28, 0, !dbg !377
  br i1 %29, label %30, label %42, !dbg !378

30:                                               ; preds = %27, %22
    #dbg_value(i64 0, !358, !DIExpression(), !371)
  %31 = icmp slt i64 %17, 0, !dbg !379
  br i1 %31, label %51, label %32, !dbg !383

32:                                               ; preds = %30
  %33 = add i64 %3, 1, !dbg !383
  %34 = sub i64 %33, %2, !dbg !383
  br label %35, !dbg !383

35:                                               ; preds = %32, %35
  %36 = phi i64 [ %40, %35 ], [ 0, %32 ]
    #dbg_value(i64 %36, !358, !DIExpression(), !371)
  %37 = add nsw i64 %36, %2, !dbg !384
  %38 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %37) #4, !dbg !386
  %39 = add nsw i64 %36, %4, !dbg !387
  tail call void @lua_seti(ptr noundef %0, i32 noundef %7, i64 noundef %39) #4, !dbg !388
  %40 = add nuw i64 %36, 1, !dbg !389
    #dbg_value(i64 %40, !358, !DIExpression(), !371)
  %41 = icmp eq i64 %40, %34, !dbg !379
  br i1 %41, label %51, label %35, !dbg !383, !llvm.loop !390

42:                                               ; preds = %27, %26
    #dbg_value(i64 %17, !358, !DIExpression(), !371)
  %43 = icmp sgt i64 %17, -1, !dbg !392
  br i1 %43, label %44, label %51, !dbg !396

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %49, %44 ], [ %17, %42 ]
    #dbg_value(i64 %45, !358, !DIExpression(), !371)
  %46 = add nsw i64 %45, %2, !dbg !397
  %47 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %46) #4, !dbg !399
  %48 = add nsw i64 %45, %4, !dbg !400
  tail call void @lua_seti(ptr noundef %0, i32 noundef %7, i64 noundef %48) #4, !dbg !401
  %49 = add nsw i64 %45, -1, !dbg !402
    #dbg_value(i64 %49, !358, !DIExpression(), !371)
  %50 = icmp eq i64 %45, 0, !dbg !392
  br i1 %50, label %51, label %44, !dbg !396, !llvm.loop !403

51:                                               ; preds = %44, %35, %42, %30, %1
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %7) #4, !dbg !405
  ret i32 1, !dbg !406
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @sort(ptr noundef %0) #0 !dbg !407 {
    #dbg_value(ptr %0, !409, !DIExpression(), !411)
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 7), !dbg !412
  %2 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4, !dbg !412
    #dbg_value(i64 %2, !410, !DIExpression(), !411)
  %3 = icmp sgt i64 %2, 1, !dbg !413
  br i1 %3, label %4, label %14, !dbg !415

4:                                                ; preds = %1
  %5 = icmp ult i64 %2, 2147483647, !dbg !416
  br i1 %5, label %8, label %6, !dbg !416, !prof !249

6:                                                ; preds = %4
  %7 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.18) #4, !dbg !416
  br label %8, !dbg !416

8:                                                ; preds = %6, %4
  %9 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #4, !dbg !418
  %10 = icmp slt i32 %9, 1, !dbg !418
  br i1 %10, label %12, label %11, !dbg !420

11:                                               ; preds = %8
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 2, i32 noundef 6) #4, !dbg !421
  br label %12, !dbg !421

12:                                               ; preds = %11, %8
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #4, !dbg !422
  %13 = trunc i64 %2 to i32, !dbg !423
  tail call fastcc void @auxsort(ptr noundef %0, i32 noundef 1, i32 noundef %13, i32 noundef 0), !dbg !424
  br label %14, !dbg !425

14:                                               ; preds = %12, %1
  ret i32 0, !dbg !426
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define internal fastcc void @checktab(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !427 {
    #dbg_value(ptr %0, !429, !DIExpression(), !435)
    #dbg_value(i32 %1, !430, !DIExpression(), !435)
    #dbg_value(i32 %2, !431, !DIExpression(), !435)
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #4, !dbg !436
  %5 = icmp eq i32 %4, 5, !dbg !437
  br i1 %5, label %40, label %6, !dbg !438

6:                                                ; preds = %3
    #dbg_value(i32 1, !432, !DIExpression(), !439)
  %7 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #4, !dbg !440
  %8 = icmp eq i32 %7, 0, !dbg !440
  br i1 %8, label %39, label %9, !dbg !442

9:                                                ; preds = %6
  %10 = and i32 %2, 1, !dbg !443
  %11 = icmp eq i32 %10, 0, !dbg !443
  br i1 %11, label %16, label %12, !dbg !444

12:                                               ; preds = %9
    #dbg_value(i32 2, !432, !DIExpression(), !439)
    #dbg_value(ptr %0, !445, !DIExpression(), !452)
    #dbg_value(ptr @.str.8, !450, !DIExpression(), !452)
    #dbg_value(i32 2, !451, !DIExpression(), !452)
  %13 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.8) #4, !dbg !454
  %14 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #4, !dbg !455
  %15 = icmp eq i32 %14, 0, !dbg !456
  br i1 %15, label %39, label %16, !dbg !457

16:                                               ; preds = %12, %9
  %17 = phi i32 [ 2, %12 ], [ 1, %9 ], !dbg !439
    #dbg_value(i32 %17, !432, !DIExpression(), !439)
  %18 = and i32 %2, 2, !dbg !458
  %19 = icmp eq i32 %18, 0, !dbg !458
  br i1 %19, label %26, label %20, !dbg !459

20:                                               ; preds = %16
  %21 = add nuw nsw i32 %17, 1, !dbg !460
    #dbg_value(i32 %21, !432, !DIExpression(), !439)
    #dbg_value(ptr %0, !445, !DIExpression(), !461)
    #dbg_value(ptr @.str.9, !450, !DIExpression(), !461)
    #dbg_value(i32 %21, !451, !DIExpression(), !461)
  %22 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.9) #4, !dbg !463
  %23 = xor i32 %17, -1, !dbg !464
  %24 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef %23) #4, !dbg !465
  %25 = icmp eq i32 %24, 0, !dbg !466
  br i1 %25, label %39, label %26, !dbg !467

26:                                               ; preds = %20, %16
  %27 = phi i32 [ %21, %20 ], [ %17, %16 ], !dbg !468
    #dbg_value(i32 %27, !432, !DIExpression(), !439)
  %28 = and i32 %2, 4, !dbg !469
  %29 = icmp eq i32 %28, 0, !dbg !469
  br i1 %29, label %36, label %30, !dbg !470

30:                                               ; preds = %26
  %31 = add nuw nsw i32 %27, 1, !dbg !471
    #dbg_value(i32 %31, !432, !DIExpression(), !439)
    #dbg_value(ptr %0, !445, !DIExpression(), !472)
    #dbg_value(ptr @.str.10, !450, !DIExpression(), !472)
    #dbg_value(i32 %31, !451, !DIExpression(), !472)
  %32 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.10) #4, !dbg !474
  %33 = xor i32 %27, -1, !dbg !475
  %34 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef %33) #4, !dbg !476
  %35 = icmp eq i32 %34, 0, !dbg !477
  br i1 %35, label %39, label %36, !dbg !478

36:                                               ; preds = %30, %26
  %37 = phi i32 [ %31, %30 ], [ %27, %26 ], !dbg !468
    #dbg_value(i32 %37, !432, !DIExpression(), !439)
  %38 = xor i32 %37, -1, !dbg !479
  tail call void @lua_settop(ptr noundef %0, i32 noundef %38) #4, !dbg !479
  br label %40, !dbg !481

39:                                               ; preds = %30, %20, %12, %6
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef %1, i32 noundef 5) #4, !dbg !482
  br label %40

40:                                               ; preds = %36, %39, %3
  ret void, !dbg !483
}

declare !dbg !484 i64 @luaL_len(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !487 ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !491 i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !494 void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !497 void @luaL_addlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !500 void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !503 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !506 i32 @lua_getmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !507 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !510 void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !511 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !514 i32 @lua_rawget(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !515 i32 @lua_geti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !518 i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !519 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !522 ptr @lua_typename(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !525 void @luaL_addvalue(ptr noundef) local_unnamed_addr #1

declare !dbg !526 i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare !dbg !527 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !528 i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !531 void @lua_seti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !534 void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !535 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !538 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !541 i32 @lua_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !542 void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare !dbg !545 i32 @lua_compare(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !548 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @auxsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 !dbg !549 {
    #dbg_value(ptr %0, !553, !DIExpression(), !560)
    #dbg_value(i32 %1, !554, !DIExpression(), !560)
    #dbg_value(i32 %2, !555, !DIExpression(), !560)
    #dbg_value(i32 %3, !556, !DIExpression(), !560)
  %5 = icmp ult i32 %1, %2, !dbg !561
  br i1 %5, label %6, label %131, !dbg !562

6:                                                ; preds = %4, %128
  %7 = phi i32 [ %129, %128 ], [ %3, %4 ]
  %8 = phi i32 [ %111, %128 ], [ %2, %4 ]
  %9 = phi i32 [ %110, %128 ], [ %1, %4 ]
    #dbg_value(i32 %7, !556, !DIExpression(), !560)
    #dbg_value(i32 %8, !555, !DIExpression(), !560)
    #dbg_value(i32 %9, !554, !DIExpression(), !560)
  %10 = zext i32 %9 to i64, !dbg !563
  %11 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4, !dbg !564
  %12 = zext i32 %8 to i64, !dbg !565
  %13 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %12) #4, !dbg !566
  %14 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -1, i32 noundef -2), !dbg !567
  %15 = icmp eq i32 %14, 0, !dbg !567
  br i1 %15, label %17, label %16, !dbg !569

16:                                               ; preds = %6
    #dbg_value(ptr %0, !570, !DIExpression(), !577)
    #dbg_value(i32 %9, !575, !DIExpression(), !577)
    #dbg_value(i32 %8, !576, !DIExpression(), !577)
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4, !dbg !579
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %12) #4, !dbg !580
  br label %18, !dbg !581

17:                                               ; preds = %6
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #4, !dbg !582
  br label %18

18:                                               ; preds = %17, %16
  %19 = sub i32 %8, %9, !dbg !583
  %20 = icmp eq i32 %19, 1, !dbg !585
  br i1 %20, label %131, label %21, !dbg !586

21:                                               ; preds = %18
  %22 = icmp ult i32 %19, 100, !dbg !587
  %23 = icmp eq i32 %7, 0
  %24 = select i1 %22, i1 true, i1 %23, !dbg !589
  br i1 %24, label %25, label %28, !dbg !589

25:                                               ; preds = %21
  %26 = add i32 %8, %9, !dbg !590
  %27 = lshr i32 %26, 1, !dbg !591
    #dbg_value(i32 %27, !557, !DIExpression(), !592)
  br label %34, !dbg !593

28:                                               ; preds = %21
    #dbg_value(i32 %9, !594, !DIExpression(), !603)
    #dbg_value(i32 %8, !599, !DIExpression(), !603)
    #dbg_value(i32 %7, !600, !DIExpression(), !603)
  %29 = lshr i32 %19, 2, !dbg !605
    #dbg_value(i32 %29, !601, !DIExpression(), !603)
  %30 = shl nuw nsw i32 %29, 1, !dbg !606
  %31 = urem i32 %7, %30, !dbg !607
  %32 = add i32 %29, %9, !dbg !608
  %33 = add i32 %32, %31, !dbg !609
    #dbg_value(i32 %33, !602, !DIExpression(), !603)
    #dbg_value(i32 %33, !557, !DIExpression(), !592)
  br label %34

34:                                               ; preds = %28, %25
  %35 = phi i32 [ %27, %25 ], [ %33, %28 ], !dbg !610
    #dbg_value(i32 %35, !557, !DIExpression(), !592)
  %36 = zext i32 %35 to i64, !dbg !611
  %37 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %36) #4, !dbg !612
  %38 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4, !dbg !613
  %39 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -2, i32 noundef -1), !dbg !614
  %40 = icmp eq i32 %39, 0, !dbg !614
  br i1 %40, label %42, label %41, !dbg !616

41:                                               ; preds = %34
    #dbg_value(ptr %0, !570, !DIExpression(), !617)
    #dbg_value(i32 %35, !575, !DIExpression(), !617)
    #dbg_value(i32 %9, !576, !DIExpression(), !617)
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %36) #4, !dbg !619
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4, !dbg !620
  br label %48, !dbg !621

42:                                               ; preds = %34
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4, !dbg !622
  %43 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %12) #4, !dbg !624
  %44 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -1, i32 noundef -2), !dbg !625
  %45 = icmp eq i32 %44, 0, !dbg !625
  br i1 %45, label %47, label %46, !dbg !627

46:                                               ; preds = %42
    #dbg_value(ptr %0, !570, !DIExpression(), !628)
    #dbg_value(i32 %35, !575, !DIExpression(), !628)
    #dbg_value(i32 %8, !576, !DIExpression(), !628)
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %36) #4, !dbg !630
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %12) #4, !dbg !631
  br label %48, !dbg !632

47:                                               ; preds = %42
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #4, !dbg !633
  br label %48

48:                                               ; preds = %46, %47, %41
  %49 = icmp eq i32 %19, 2, !dbg !634
  br i1 %49, label %131, label %50, !dbg !636

50:                                               ; preds = %48
  %51 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %36) #4, !dbg !637
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #4, !dbg !638
  %52 = add i32 %8, -1, !dbg !639
  %53 = zext i32 %52 to i64, !dbg !640
  %54 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %53) #4, !dbg !641
    #dbg_value(ptr %0, !570, !DIExpression(), !642)
    #dbg_value(i32 %35, !575, !DIExpression(), !642)
    #dbg_value(i32 %52, !576, !DIExpression(), !642)
    #dbg_value(ptr %0, !644, !DIExpression(), !653)
    #dbg_value(i32 %9, !649, !DIExpression(), !653)
    #dbg_value(i32 %8, !650, !DIExpression(), !653)
    #dbg_value(i32 %9, !651, !DIExpression(), !653)
    #dbg_value(i32 %52, !652, !DIExpression(), !653)
  br label %55, !dbg !655

55:                                               ; preds = %95, %50
  %56 = phi i64 [ %36, %50 ], [ %67, %95 ]
  %57 = phi i64 [ %53, %50 ], [ %97, %95 ]
  %58 = phi i32 [ %9, %50 ], [ %66, %95 ], !dbg !653
  %59 = phi i32 [ %52, %50 ], [ %96, %95 ], !dbg !653
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %56) #4, !dbg !592
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %57) #4, !dbg !592
    #dbg_value(i32 %59, !652, !DIExpression(), !653)
    #dbg_value(i32 %58, !651, !DIExpression(), !653)
  %60 = add i32 %58, 1, !dbg !656
  %61 = zext i32 %60 to i64, !dbg !656
  %62 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %61) #4, !dbg !660
  %63 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -1, i32 noundef -2), !dbg !661
  %64 = icmp eq i32 %63, 0, !dbg !662
  br i1 %64, label %65, label %73, !dbg !662

65:                                               ; preds = %78, %55
  %66 = phi i32 [ %60, %55 ], [ %79, %78 ], !dbg !656
  %67 = phi i64 [ %61, %55 ], [ %80, %78 ], !dbg !656
    #dbg_value(i32 %59, !652, !DIExpression(), !653)
  %68 = add i32 %59, -1, !dbg !663
  %69 = zext i32 %68 to i64, !dbg !663
  %70 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %69) #4, !dbg !664
  %71 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -3, i32 noundef -1), !dbg !665
  %72 = icmp eq i32 %71, 0, !dbg !666
  br i1 %72, label %95, label %84, !dbg !666

73:                                               ; preds = %55, %78
  %74 = phi i32 [ %79, %78 ], [ %60, %55 ]
  %75 = icmp eq i32 %74, %52, !dbg !667
  br i1 %75, label %76, label %78, !dbg !670, !prof !205

76:                                               ; preds = %73
  %77 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.19) #4, !dbg !671
  br label %78, !dbg !671

78:                                               ; preds = %76, %73
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4, !dbg !672
    #dbg_value(i32 %74, !651, !DIExpression(), !653)
  %79 = add i32 %74, 1, !dbg !656
    #dbg_value(i32 %79, !651, !DIExpression(), !653)
  %80 = zext i32 %79 to i64, !dbg !656
  %81 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %80) #4, !dbg !660
  %82 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -1, i32 noundef -2), !dbg !661
  %83 = icmp eq i32 %82, 0, !dbg !662
  br i1 %83, label %65, label %73, !dbg !662, !llvm.loop !673

84:                                               ; preds = %65, %89
  %85 = phi i32 [ %90, %89 ], [ %68, %65 ]
  %86 = icmp ult i32 %85, %66, !dbg !675
  br i1 %86, label %87, label %89, !dbg !678, !prof !205

87:                                               ; preds = %84
  %88 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.19) #4, !dbg !679
  br label %89, !dbg !679

89:                                               ; preds = %87, %84
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4, !dbg !680
    #dbg_value(i32 %85, !652, !DIExpression(), !653)
  %90 = add i32 %85, -1, !dbg !663
    #dbg_value(i32 %90, !652, !DIExpression(), !653)
  %91 = zext i32 %90 to i64, !dbg !663
  %92 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %91) #4, !dbg !664
  %93 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -3, i32 noundef -1), !dbg !665
  %94 = icmp eq i32 %93, 0, !dbg !666
  br i1 %94, label %95, label %84, !dbg !666, !llvm.loop !681

95:                                               ; preds = %89, %65
  %96 = phi i32 [ %68, %65 ], [ %90, %89 ], !dbg !663
  %97 = phi i64 [ %69, %65 ], [ %91, %89 ], !dbg !663
  %98 = icmp ult i32 %96, %66, !dbg !683
  br i1 %98, label %99, label %55, !dbg !685, !llvm.loop !686

99:                                               ; preds = %95
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4, !dbg !689
    #dbg_value(ptr %0, !570, !DIExpression(), !691)
    #dbg_value(i32 %52, !575, !DIExpression(), !691)
    #dbg_value(i32 %66, !576, !DIExpression(), !691)
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %53) #4, !dbg !693
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %67) #4, !dbg !694
    #dbg_value(i32 %66, !557, !DIExpression(), !592)
  %100 = sub i32 %66, %9, !dbg !695
  %101 = sub i32 %8, %66, !dbg !697
  %102 = icmp ult i32 %100, %101, !dbg !698
  br i1 %102, label %103, label %106, !dbg !699

103:                                              ; preds = %99
  %104 = add i32 %66, -1, !dbg !700
  tail call fastcc void @auxsort(ptr noundef %0, i32 noundef %9, i32 noundef %104, i32 noundef %7), !dbg !702
    #dbg_value(i32 %100, !559, !DIExpression(), !592)
  %105 = add i32 %66, 1, !dbg !703
    #dbg_value(i32 %105, !554, !DIExpression(), !560)
  br label %109, !dbg !704

106:                                              ; preds = %99
  %107 = add i32 %66, 1, !dbg !705
  tail call fastcc void @auxsort(ptr noundef %0, i32 noundef %107, i32 noundef %8, i32 noundef %7), !dbg !707
    #dbg_value(i32 %101, !559, !DIExpression(), !592)
  %108 = add i32 %66, -1, !dbg !708
    #dbg_value(i32 %108, !555, !DIExpression(), !560)
  br label %109

109:                                              ; preds = %106, %103
  %110 = phi i32 [ %105, %103 ], [ %9, %106 ]
  %111 = phi i32 [ %8, %103 ], [ %108, %106 ]
  %112 = phi i32 [ %100, %103 ], [ %101, %106 ], !dbg !709
    #dbg_value(i32 %112, !559, !DIExpression(), !592)
    #dbg_value(i32 %111, !555, !DIExpression(), !560)
    #dbg_value(i32 %110, !554, !DIExpression(), !560)
  %113 = sub i32 %111, %110, !dbg !710
  %114 = lshr i32 %113, 7, !dbg !712
  %115 = icmp ugt i32 %114, %112, !dbg !713
  br i1 %115, label %116, label %128, !dbg !714

116:                                              ; preds = %109
  %117 = tail call i64 @clock() #4, !dbg !715
    #dbg_value(i64 %117, !720, !DIExpression(), !736)
  %118 = tail call i64 @time(ptr noundef null) #4, !dbg !737
    #dbg_value(i64 %118, !725, !DIExpression(), !736)
    #dbg_value(i64 %117, !729, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !736)
    #dbg_value(i64 %118, !729, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !736)
    #dbg_value(i32 0, !734, !DIExpression(), !736)
    #dbg_value(i64 0, !733, !DIExpression(), !736)
  %119 = trunc i64 %117 to i32, !dbg !738
    #dbg_value(i32 %119, !734, !DIExpression(), !736)
    #dbg_value(i64 1, !733, !DIExpression(), !736)
  %120 = lshr i64 %117, 32, !dbg !738
  %121 = trunc nuw i64 %120 to i32, !dbg !738
  %122 = add i32 %121, %119, !dbg !741
    #dbg_value(i32 %122, !734, !DIExpression(), !736)
    #dbg_value(i64 2, !733, !DIExpression(), !736)
  %123 = trunc i64 %118 to i32, !dbg !738
  %124 = add i32 %122, %123, !dbg !741
    #dbg_value(i32 %124, !734, !DIExpression(), !736)
    #dbg_value(i64 3, !733, !DIExpression(), !736)
  %125 = lshr i64 %118, 32, !dbg !738
  %126 = trunc nuw i64 %125 to i32, !dbg !738
  %127 = add i32 %124, %126, !dbg !741
    #dbg_value(i32 %127, !734, !DIExpression(), !736)
    #dbg_value(i64 4, !733, !DIExpression(), !736)
    #dbg_value(i32 %127, !556, !DIExpression(), !560)
  br label %128, !dbg !742

128:                                              ; preds = %109, %116
  %129 = phi i32 [ %127, %116 ], [ %7, %109 ]
    #dbg_value(i32 %129, !556, !DIExpression(), !560)
    #dbg_value(i32 %111, !555, !DIExpression(), !560)
    #dbg_value(i32 %110, !554, !DIExpression(), !560)
  %130 = icmp ult i32 %110, %111, !dbg !561
  br i1 %130, label %6, label %131, !dbg !562

131:                                              ; preds = %128, %18, %48, %4
  ret void, !dbg !743
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @sort_comp(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !744 {
    #dbg_value(ptr %0, !748, !DIExpression(), !754)
    #dbg_value(i32 %1, !749, !DIExpression(), !754)
    #dbg_value(i32 %2, !750, !DIExpression(), !754)
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #4, !dbg !755
  %5 = icmp eq i32 %4, 0, !dbg !755
  br i1 %5, label %6, label %8, !dbg !756

6:                                                ; preds = %3
  %7 = tail call i32 @lua_compare(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef 1) #4, !dbg !757
  br label %12, !dbg !758

8:                                                ; preds = %3
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 2) #4, !dbg !759
  %9 = add nsw i32 %1, -1, !dbg !760
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %9) #4, !dbg !761
  %10 = add nsw i32 %2, -2, !dbg !762
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %10) #4, !dbg !763
  tail call void @lua_callk(ptr noundef %0, i32 noundef 2, i32 noundef 1, i64 noundef 0, ptr noundef null) #4, !dbg !764
  %11 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #4, !dbg !765
    #dbg_value(i32 %11, !751, !DIExpression(), !766)
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4, !dbg !767
  br label %12

12:                                               ; preds = %8, %6
  %13 = phi i32 [ %7, %6 ], [ %11, %8 ], !dbg !768
  ret i32 %13, !dbg !769
}

declare !dbg !770 void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !780 i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !781 i64 @clock() local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !785 i64 @time(ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!118, !119, !120, !121, !122, !123, !124}
!llvm.ident = !{!125}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tab_funcs", scope: !2, file: !3, line: 414, type: !101, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/ltablib.c", directory: ".", checksumkind: CSK_MD5, checksum: "3cc6e80a81d9ef59f0a44a6dfcea6094")
!4 = !{!5, !6, !7, !9, !11, !12, !13}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !8, line: 94, baseType: !6)
!8 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !8, line: 97, baseType: !10)
!10 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "IdxT", file: !3, line: 224, baseType: !11)
!14 = !{!15, !21, !23, !28, !30, !32, !34, !0, !36, !41, !46, !51, !56, !61, !66, !71, !76, !81, !86, !91, !96}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 415, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 56, elements: !19)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{!20}
!20 = !DISubrange(count: 7)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 416, type: !17, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 417, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 40, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 5)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 418, type: !17, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 419, type: !17, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 420, type: !25, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 421, type: !25, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 160, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 8, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 1)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 64, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 8)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 88, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 11)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 424, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 53)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 184, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 23)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 304, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 38)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 189, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 16, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 2)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 216, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 27)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 208, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 26)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 127, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 192, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 24)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 402, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 112, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 14)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 306, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 280, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 35)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !102, size: 1024, elements: !44)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !104, line: 41, baseType: !105)
!104 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !104, line: 38, size: 128, elements: !106)
!106 = !{!107, !110}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !105, file: !104, line: 39, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !105, file: !104, line: 40, baseType: !111, size: 64, offset: 64)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !8, line: 106, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DISubroutineType(types: !114)
!114 = !{!12, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !8, line: 57, baseType: !117)
!117 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !8, line: 57, flags: DIFlagFwdDecl)
!118 = !{i32 7, !"Dwarf Version", i32 5}
!119 = !{i32 2, !"Debug Info Version", i32 3}
!120 = !{i32 1, !"wchar_size", i32 4}
!121 = !{i32 8, !"PIC Level", i32 2}
!122 = !{i32 7, !"PIE Level", i32 2}
!123 = !{i32 7, !"uwtable", i32 2}
!124 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!125 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!126 = distinct !DISubprogram(name: "luaopen_table", scope: !3, file: !3, line: 426, type: !113, scopeLine: 426, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!127 = !{!128}
!128 = !DILocalVariable(name: "L", arg: 1, scope: !126, file: !3, line: 426, type: !115)
!129 = !DILocation(line: 0, scope: !126)
!130 = !DILocation(line: 427, column: 3, scope: !126)
!131 = !DILocation(line: 428, column: 3, scope: !126)
!132 = !DISubprogram(name: "luaL_checkversion_", scope: !104, file: !104, line: 46, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !115, !135, !137}
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !8, line: 90, baseType: !136)
!136 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !138, line: 18, baseType: !139)
!138 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!139 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!140 = !DISubprogram(name: "lua_createtable", scope: !8, file: !8, line: 269, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !115, !12, !12}
!143 = !DISubprogram(name: "luaL_setfuncs", scope: !104, file: !104, line: 110, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !115, !146, !12}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!147 = distinct !DISubprogram(name: "tconcat", scope: !3, file: !3, line: 156, type: !113, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!148 = !{!149, !150, !172, !173, !174, !175}
!149 = !DILocalVariable(name: "L", arg: 1, scope: !147, file: !3, line: 156, type: !115)
!150 = !DILocalVariable(name: "b", scope: !147, file: !3, line: 157, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Buffer", file: !104, line: 23, baseType: !152)
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Buffer", file: !104, line: 191, size: 8448, elements: !153)
!153 = !{!154, !156, !157, !158, !159}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !152, file: !104, line: 192, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !152, file: !104, line: 193, baseType: !137, size: 64, offset: 64)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !152, file: !104, line: 194, baseType: !137, size: 64, offset: 128)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !152, file: !104, line: 195, baseType: !115, size: 64, offset: 192)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !152, file: !104, line: 199, baseType: !160, size: 8192, offset: 256)
!160 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !152, file: !104, line: 196, size: 8192, elements: !161)
!161 = !{!162, !163, !164, !165, !166, !168}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !160, file: !104, line: 197, baseType: !135, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !160, file: !104, line: 197, baseType: !136, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !160, file: !104, line: 197, baseType: !5, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !160, file: !104, line: 197, baseType: !7, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !160, file: !104, line: 197, baseType: !167, size: 64)
!167 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !160, file: !104, line: 198, baseType: !169, size: 8192)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 8192, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 1024)
!172 = !DILocalVariable(name: "last", scope: !147, file: !3, line: 158, type: !7)
!173 = !DILocalVariable(name: "lsep", scope: !147, file: !3, line: 159, type: !137)
!174 = !DILocalVariable(name: "sep", scope: !147, file: !3, line: 160, type: !108)
!175 = !DILocalVariable(name: "i", scope: !147, file: !3, line: 161, type: !7)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 0, scope: !147)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 157, column: 3, scope: !147)
!180 = !DILocation(line: 158, column: 22, scope: !147)
!181 = !DILocation(line: 159, column: 3, scope: !147)
!182 = !DILocation(line: 160, column: 21, scope: !147)
!183 = !DILocation(line: 161, column: 19, scope: !147)
!184 = !DILocation(line: 162, column: 10, scope: !147)
!185 = !DILocation(line: 163, column: 3, scope: !147)
!186 = !DILocation(line: 164, column: 12, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 164, column: 3)
!188 = distinct !DILexicalBlock(scope: !147, file: !3, line: 164, column: 3)
!189 = !DILocation(line: 164, column: 3, scope: !188)
!190 = !DILocalVariable(name: "L", arg: 1, scope: !191, file: !3, line: 147, type: !115)
!191 = distinct !DISubprogram(name: "addfield", scope: !3, file: !3, line: 147, type: !192, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !195)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !115, !194, !7}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!195 = !{!190, !196, !197}
!196 = !DILocalVariable(name: "b", arg: 2, scope: !191, file: !3, line: 147, type: !194)
!197 = !DILocalVariable(name: "i", arg: 3, scope: !191, file: !3, line: 147, type: !7)
!198 = !DILocation(line: 0, scope: !191, inlinedAt: !199)
!199 = distinct !DILocation(line: 165, column: 5, scope: !200)
!200 = distinct !DILexicalBlock(scope: !187, file: !3, line: 164, column: 25)
!201 = !DILocation(line: 148, column: 3, scope: !191, inlinedAt: !199)
!202 = !DILocation(line: 149, column: 7, scope: !203, inlinedAt: !199)
!203 = distinct !DILexicalBlock(scope: !191, file: !3, line: 149, column: 7)
!204 = !DILocation(line: 149, column: 7, scope: !191, inlinedAt: !199)
!205 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!206 = !DILocation(line: 151, column: 19, scope: !203, inlinedAt: !199)
!207 = !DILocation(line: 150, column: 5, scope: !203, inlinedAt: !199)
!208 = !DILocation(line: 152, column: 3, scope: !191, inlinedAt: !199)
!209 = !DILocation(line: 166, column: 30, scope: !200)
!210 = !{!211, !211, i64 0}
!211 = !{!"long", !212, i64 0}
!212 = !{!"omnipotent char", !213, i64 0}
!213 = !{!"Simple C/C++ TBAA"}
!214 = !DILocation(line: 166, column: 5, scope: !200)
!215 = !DILocation(line: 164, column: 21, scope: !187)
!216 = distinct !{!216, !189, !217, !218}
!217 = !DILocation(line: 167, column: 3, scope: !188)
!218 = !{!"llvm.loop.mustprogress"}
!219 = !DILocation(line: 168, column: 9, scope: !220)
!220 = distinct !DILexicalBlock(scope: !147, file: !3, line: 168, column: 7)
!221 = !DILocation(line: 168, column: 7, scope: !147)
!222 = !DILocation(line: 0, scope: !191, inlinedAt: !223)
!223 = distinct !DILocation(line: 169, column: 5, scope: !220)
!224 = !DILocation(line: 148, column: 3, scope: !191, inlinedAt: !223)
!225 = !DILocation(line: 149, column: 7, scope: !203, inlinedAt: !223)
!226 = !DILocation(line: 149, column: 7, scope: !191, inlinedAt: !223)
!227 = !DILocation(line: 151, column: 19, scope: !203, inlinedAt: !223)
!228 = !DILocation(line: 150, column: 5, scope: !203, inlinedAt: !223)
!229 = !DILocation(line: 152, column: 3, scope: !191, inlinedAt: !223)
!230 = !DILocation(line: 169, column: 5, scope: !220)
!231 = !DILocation(line: 170, column: 3, scope: !147)
!232 = !DILocation(line: 172, column: 1, scope: !147)
!233 = !DILocation(line: 171, column: 3, scope: !147)
!234 = distinct !DISubprogram(name: "tinsert", scope: !3, file: !3, line: 61, type: !113, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !235)
!235 = !{!236, !237, !238, !239}
!236 = !DILocalVariable(name: "L", arg: 1, scope: !234, file: !3, line: 61, type: !115)
!237 = !DILocalVariable(name: "pos", scope: !234, file: !3, line: 62, type: !7)
!238 = !DILocalVariable(name: "e", scope: !234, file: !3, line: 63, type: !7)
!239 = !DILocalVariable(name: "i", scope: !240, file: !3, line: 71, type: !7)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 70, column: 13)
!241 = distinct !DILexicalBlock(scope: !234, file: !3, line: 65, column: 26)
!242 = !DILocation(line: 0, scope: !234)
!243 = !DILocation(line: 63, column: 19, scope: !234)
!244 = !DILocation(line: 64, column: 7, scope: !234)
!245 = !DILocation(line: 65, column: 11, scope: !234)
!246 = !DILocation(line: 65, column: 3, scope: !234)
!247 = !DILocation(line: 72, column: 13, scope: !240)
!248 = !DILocation(line: 74, column: 7, scope: !240)
!249 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!250 = !DILocation(line: 0, scope: !240)
!251 = !DILocation(line: 76, column: 21, scope: !252)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 76, column: 7)
!253 = distinct !DILexicalBlock(scope: !240, file: !3, line: 76, column: 7)
!254 = !DILocation(line: 76, column: 7, scope: !253)
!255 = !DILocation(line: 77, column: 26, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !3, line: 76, column: 33)
!257 = !DILocation(line: 77, column: 9, scope: !256)
!258 = !DILocation(line: 78, column: 9, scope: !256)
!259 = distinct !{!259, !254, !260, !218}
!260 = !DILocation(line: 79, column: 7, scope: !253)
!261 = !DILocation(line: 83, column: 14, scope: !262)
!262 = distinct !DILexicalBlock(scope: !241, file: !3, line: 82, column: 14)
!263 = !DILocation(line: 83, column: 7, scope: !262)
!264 = !DILocation(line: 0, scope: !241)
!265 = !DILocation(line: 86, column: 3, scope: !234)
!266 = !DILocation(line: 87, column: 3, scope: !234)
!267 = !DILocation(line: 88, column: 1, scope: !234)
!268 = distinct !DISubprogram(name: "tpack", scope: !3, file: !3, line: 181, type: !113, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !269)
!269 = !{!270, !271, !272}
!270 = !DILocalVariable(name: "L", arg: 1, scope: !268, file: !3, line: 181, type: !115)
!271 = !DILocalVariable(name: "i", scope: !268, file: !3, line: 182, type: !12)
!272 = !DILocalVariable(name: "n", scope: !268, file: !3, line: 183, type: !12)
!273 = !DILocation(line: 0, scope: !268)
!274 = !DILocation(line: 183, column: 11, scope: !268)
!275 = !DILocation(line: 184, column: 3, scope: !268)
!276 = !DILocation(line: 185, column: 3, scope: !268)
!277 = !DILocation(line: 186, column: 17, scope: !278)
!278 = distinct !DILexicalBlock(scope: !279, file: !3, line: 186, column: 3)
!279 = distinct !DILexicalBlock(scope: !268, file: !3, line: 186, column: 3)
!280 = !DILocation(line: 186, column: 3, scope: !279)
!281 = !DILocation(line: 187, column: 5, scope: !278)
!282 = !DILocation(line: 186, column: 24, scope: !278)
!283 = distinct !{!283, !280, !284, !218}
!284 = !DILocation(line: 187, column: 21, scope: !279)
!285 = !DILocation(line: 188, column: 22, scope: !268)
!286 = !DILocation(line: 188, column: 3, scope: !268)
!287 = !DILocation(line: 189, column: 3, scope: !268)
!288 = !DILocation(line: 190, column: 3, scope: !268)
!289 = distinct !DISubprogram(name: "tunpack", scope: !3, file: !3, line: 194, type: !113, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !290)
!290 = !{!291, !292, !293, !294}
!291 = !DILocalVariable(name: "L", arg: 1, scope: !289, file: !3, line: 194, type: !115)
!292 = !DILocalVariable(name: "n", scope: !289, file: !3, line: 195, type: !9)
!293 = !DILocalVariable(name: "i", scope: !289, file: !3, line: 196, type: !7)
!294 = !DILocalVariable(name: "e", scope: !289, file: !3, line: 197, type: !7)
!295 = !DILocation(line: 0, scope: !289)
!296 = !DILocation(line: 196, column: 19, scope: !289)
!297 = !DILocation(line: 197, column: 19, scope: !289)
!298 = !DILocation(line: 198, column: 9, scope: !299)
!299 = distinct !DILexicalBlock(scope: !289, file: !3, line: 198, column: 7)
!300 = !DILocation(line: 198, column: 7, scope: !289)
!301 = !DILocation(line: 199, column: 23, scope: !289)
!302 = !DILocation(line: 200, column: 7, scope: !303)
!303 = distinct !DILexicalBlock(scope: !289, file: !3, line: 200, column: 7)
!304 = !{!"branch_weights", i32 1073205, i32 2146410443}
!305 = !DILocation(line: 200, column: 7, scope: !289)
!306 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!307 = !DILocation(line: 203, column: 12, scope: !308)
!308 = distinct !DILexicalBlock(scope: !309, file: !3, line: 203, column: 3)
!309 = distinct !DILexicalBlock(scope: !289, file: !3, line: 203, column: 3)
!310 = !DILocation(line: 203, column: 3, scope: !309)
!311 = !DILocation(line: 202, column: 12, scope: !303)
!312 = !DILocation(line: 202, column: 5, scope: !303)
!313 = !DILocation(line: 204, column: 5, scope: !314)
!314 = distinct !DILexicalBlock(scope: !308, file: !3, line: 203, column: 22)
!315 = !DILocation(line: 203, column: 18, scope: !308)
!316 = distinct !{!316, !310, !317, !218}
!317 = !DILocation(line: 205, column: 3, scope: !309)
!318 = !DILocation(line: 206, column: 3, scope: !289)
!319 = !DILocation(line: 207, column: 3, scope: !289)
!320 = !DILocation(line: 208, column: 1, scope: !289)
!321 = distinct !DISubprogram(name: "tremove", scope: !3, file: !3, line: 91, type: !113, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !322)
!322 = !{!323, !324, !325}
!323 = !DILocalVariable(name: "L", arg: 1, scope: !321, file: !3, line: 91, type: !115)
!324 = !DILocalVariable(name: "size", scope: !321, file: !3, line: 92, type: !7)
!325 = !DILocalVariable(name: "pos", scope: !321, file: !3, line: 93, type: !7)
!326 = !DILocation(line: 0, scope: !321)
!327 = !DILocation(line: 92, column: 22, scope: !321)
!328 = !DILocation(line: 93, column: 21, scope: !321)
!329 = !DILocation(line: 94, column: 11, scope: !330)
!330 = distinct !DILexicalBlock(scope: !321, file: !3, line: 94, column: 7)
!331 = !DILocation(line: 94, column: 7, scope: !321)
!332 = !{!"branch_weights", i32 1, i32 4001}
!333 = !DILocation(line: 96, column: 5, scope: !330)
!334 = !DILocation(line: 98, column: 3, scope: !321)
!335 = !DILocation(line: 99, column: 15, scope: !336)
!336 = distinct !DILexicalBlock(scope: !337, file: !3, line: 99, column: 3)
!337 = distinct !DILexicalBlock(scope: !321, file: !3, line: 99, column: 3)
!338 = !DILocation(line: 99, column: 3, scope: !337)
!339 = !DILocation(line: 100, column: 24, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !3, line: 99, column: 30)
!341 = !DILocation(line: 100, column: 5, scope: !340)
!342 = !DILocation(line: 101, column: 5, scope: !340)
!343 = distinct !{!343, !338, !344, !218}
!344 = !DILocation(line: 102, column: 3, scope: !337)
!345 = !DILocation(line: 103, column: 3, scope: !321)
!346 = !DILocation(line: 104, column: 3, scope: !321)
!347 = !DILocation(line: 105, column: 3, scope: !321)
!348 = distinct !DISubprogram(name: "tmove", scope: !3, file: !3, line: 115, type: !113, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !349)
!349 = !{!350, !351, !352, !353, !354, !355, !358}
!350 = !DILocalVariable(name: "L", arg: 1, scope: !348, file: !3, line: 115, type: !115)
!351 = !DILocalVariable(name: "f", scope: !348, file: !3, line: 116, type: !7)
!352 = !DILocalVariable(name: "e", scope: !348, file: !3, line: 117, type: !7)
!353 = !DILocalVariable(name: "t", scope: !348, file: !3, line: 118, type: !7)
!354 = !DILocalVariable(name: "tt", scope: !348, file: !3, line: 119, type: !12)
!355 = !DILocalVariable(name: "n", scope: !356, file: !3, line: 123, type: !7)
!356 = distinct !DILexicalBlock(scope: !357, file: !3, line: 122, column: 15)
!357 = distinct !DILexicalBlock(scope: !348, file: !3, line: 122, column: 7)
!358 = !DILocalVariable(name: "i", scope: !356, file: !3, line: 123, type: !7)
!359 = !DILocation(line: 0, scope: !348)
!360 = !DILocation(line: 116, column: 19, scope: !348)
!361 = !DILocation(line: 117, column: 19, scope: !348)
!362 = !DILocation(line: 118, column: 19, scope: !348)
!363 = !DILocation(line: 119, column: 13, scope: !348)
!364 = !DILocation(line: 119, column: 12, scope: !348)
!365 = !DILocation(line: 120, column: 3, scope: !348)
!366 = !DILocation(line: 121, column: 3, scope: !348)
!367 = !DILocation(line: 122, column: 9, scope: !357)
!368 = !DILocation(line: 122, column: 7, scope: !348)
!369 = !DILocation(line: 124, column: 5, scope: !356)
!370 = !DILocation(line: 126, column: 11, scope: !356)
!371 = !DILocation(line: 0, scope: !356)
!372 = !DILocation(line: 127, column: 5, scope: !356)
!373 = !DILocation(line: 129, column: 11, scope: !374)
!374 = distinct !DILexicalBlock(scope: !356, file: !3, line: 129, column: 9)
!375 = !DILocation(line: 129, column: 15, scope: !374)
!376 = !DILocation(line: 129, column: 37, scope: !374)
!377 = !DILocation(line: 129, column: 41, scope: !374)
!378 = !DILocation(line: 129, column: 9, scope: !356)
!379 = !DILocation(line: 130, column: 21, scope: !380)
!380 = distinct !DILexicalBlock(scope: !381, file: !3, line: 130, column: 7)
!381 = distinct !DILexicalBlock(scope: !382, file: !3, line: 130, column: 7)
!382 = distinct !DILexicalBlock(scope: !374, file: !3, line: 129, column: 75)
!383 = !DILocation(line: 130, column: 7, scope: !381)
!384 = !DILocation(line: 131, column: 26, scope: !385)
!385 = distinct !DILexicalBlock(scope: !380, file: !3, line: 130, column: 31)
!386 = !DILocation(line: 131, column: 9, scope: !385)
!387 = !DILocation(line: 132, column: 27, scope: !385)
!388 = !DILocation(line: 132, column: 9, scope: !385)
!389 = !DILocation(line: 130, column: 27, scope: !380)
!390 = distinct !{!390, !383, !391, !218}
!391 = !DILocation(line: 133, column: 7, scope: !381)
!392 = !DILocation(line: 136, column: 25, scope: !393)
!393 = distinct !DILexicalBlock(scope: !394, file: !3, line: 136, column: 7)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 136, column: 7)
!395 = distinct !DILexicalBlock(scope: !374, file: !3, line: 135, column: 10)
!396 = !DILocation(line: 136, column: 7, scope: !394)
!397 = !DILocation(line: 137, column: 26, scope: !398)
!398 = distinct !DILexicalBlock(scope: !393, file: !3, line: 136, column: 36)
!399 = !DILocation(line: 137, column: 9, scope: !398)
!400 = !DILocation(line: 138, column: 27, scope: !398)
!401 = !DILocation(line: 138, column: 9, scope: !398)
!402 = !DILocation(line: 136, column: 32, scope: !393)
!403 = distinct !{!403, !396, !404, !218}
!404 = !DILocation(line: 139, column: 7, scope: !394)
!405 = !DILocation(line: 142, column: 3, scope: !348)
!406 = !DILocation(line: 143, column: 3, scope: !348)
!407 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 399, type: !113, scopeLine: 399, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !408)
!408 = !{!409, !410}
!409 = !DILocalVariable(name: "L", arg: 1, scope: !407, file: !3, line: 399, type: !115)
!410 = !DILocalVariable(name: "n", scope: !407, file: !3, line: 400, type: !7)
!411 = !DILocation(line: 0, scope: !407)
!412 = !DILocation(line: 400, column: 19, scope: !407)
!413 = !DILocation(line: 401, column: 9, scope: !414)
!414 = distinct !DILexicalBlock(scope: !407, file: !3, line: 401, column: 7)
!415 = !DILocation(line: 401, column: 7, scope: !407)
!416 = !DILocation(line: 402, column: 5, scope: !417)
!417 = distinct !DILexicalBlock(scope: !414, file: !3, line: 401, column: 14)
!418 = !DILocation(line: 403, column: 10, scope: !419)
!419 = distinct !DILexicalBlock(scope: !417, file: !3, line: 403, column: 9)
!420 = !DILocation(line: 403, column: 9, scope: !417)
!421 = !DILocation(line: 404, column: 7, scope: !419)
!422 = !DILocation(line: 405, column: 5, scope: !417)
!423 = !DILocation(line: 406, column: 19, scope: !417)
!424 = !DILocation(line: 406, column: 5, scope: !417)
!425 = !DILocation(line: 407, column: 3, scope: !417)
!426 = !DILocation(line: 408, column: 3, scope: !407)
!427 = distinct !DISubprogram(name: "checktab", scope: !3, file: !3, line: 46, type: !141, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !428)
!428 = !{!429, !430, !431, !432}
!429 = !DILocalVariable(name: "L", arg: 1, scope: !427, file: !3, line: 46, type: !115)
!430 = !DILocalVariable(name: "arg", arg: 2, scope: !427, file: !3, line: 46, type: !12)
!431 = !DILocalVariable(name: "what", arg: 3, scope: !427, file: !3, line: 46, type: !12)
!432 = !DILocalVariable(name: "n", scope: !433, file: !3, line: 48, type: !12)
!433 = distinct !DILexicalBlock(scope: !434, file: !3, line: 47, column: 39)
!434 = distinct !DILexicalBlock(scope: !427, file: !3, line: 47, column: 7)
!435 = !DILocation(line: 0, scope: !427)
!436 = !DILocation(line: 47, column: 7, scope: !434)
!437 = !DILocation(line: 47, column: 24, scope: !434)
!438 = !DILocation(line: 47, column: 7, scope: !427)
!439 = !DILocation(line: 0, scope: !433)
!440 = !DILocation(line: 49, column: 9, scope: !441)
!441 = distinct !DILexicalBlock(scope: !433, file: !3, line: 49, column: 9)
!442 = !DILocation(line: 49, column: 34, scope: !441)
!443 = !DILocation(line: 50, column: 17, scope: !441)
!444 = !DILocation(line: 50, column: 26, scope: !441)
!445 = !DILocalVariable(name: "L", arg: 1, scope: !446, file: !3, line: 36, type: !115)
!446 = distinct !DISubprogram(name: "checkfield", scope: !3, file: !3, line: 36, type: !447, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !449)
!447 = !DISubroutineType(types: !448)
!448 = !{!12, !115, !108, !12}
!449 = !{!445, !450, !451}
!450 = !DILocalVariable(name: "key", arg: 2, scope: !446, file: !3, line: 36, type: !108)
!451 = !DILocalVariable(name: "n", arg: 3, scope: !446, file: !3, line: 36, type: !12)
!452 = !DILocation(line: 0, scope: !446, inlinedAt: !453)
!453 = distinct !DILocation(line: 50, column: 29, scope: !441)
!454 = !DILocation(line: 37, column: 3, scope: !446, inlinedAt: !453)
!455 = !DILocation(line: 38, column: 11, scope: !446, inlinedAt: !453)
!456 = !DILocation(line: 38, column: 29, scope: !446, inlinedAt: !453)
!457 = !DILocation(line: 50, column: 60, scope: !441)
!458 = !DILocation(line: 51, column: 17, scope: !441)
!459 = !DILocation(line: 51, column: 26, scope: !441)
!460 = !DILocation(line: 51, column: 57, scope: !441)
!461 = !DILocation(line: 0, scope: !446, inlinedAt: !462)
!462 = distinct !DILocation(line: 51, column: 29, scope: !441)
!463 = !DILocation(line: 37, column: 3, scope: !446, inlinedAt: !462)
!464 = !DILocation(line: 38, column: 25, scope: !446, inlinedAt: !462)
!465 = !DILocation(line: 38, column: 11, scope: !446, inlinedAt: !462)
!466 = !DILocation(line: 38, column: 29, scope: !446, inlinedAt: !462)
!467 = !DILocation(line: 51, column: 63, scope: !441)
!468 = !DILocation(line: 0, scope: !441)
!469 = !DILocation(line: 52, column: 17, scope: !441)
!470 = !DILocation(line: 52, column: 26, scope: !441)
!471 = !DILocation(line: 52, column: 52, scope: !441)
!472 = !DILocation(line: 0, scope: !446, inlinedAt: !473)
!473 = distinct !DILocation(line: 52, column: 29, scope: !441)
!474 = !DILocation(line: 37, column: 3, scope: !446, inlinedAt: !473)
!475 = !DILocation(line: 38, column: 25, scope: !446, inlinedAt: !473)
!476 = !DILocation(line: 38, column: 11, scope: !446, inlinedAt: !473)
!477 = !DILocation(line: 38, column: 29, scope: !446, inlinedAt: !473)
!478 = !DILocation(line: 49, column: 9, scope: !433)
!479 = !DILocation(line: 53, column: 7, scope: !480)
!480 = distinct !DILexicalBlock(scope: !441, file: !3, line: 52, column: 59)
!481 = !DILocation(line: 54, column: 5, scope: !480)
!482 = !DILocation(line: 56, column: 7, scope: !441)
!483 = !DILocation(line: 58, column: 1, scope: !427)
!484 = !DISubprogram(name: "luaL_len", scope: !104, file: !104, line: 103, type: !485, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{!7, !115, !12}
!487 = !DISubprogram(name: "luaL_optlstring", scope: !104, file: !104, line: 57, type: !488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!108, !115, !12, !108, !490}
!490 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!491 = !DISubprogram(name: "luaL_optinteger", scope: !104, file: !104, line: 63, type: !492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubroutineType(types: !493)
!493 = !{!7, !115, !12, !7}
!494 = !DISubprogram(name: "luaL_buffinit", scope: !104, file: !104, line: 215, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!495 = !DISubroutineType(types: !496)
!496 = !{null, !115, !194}
!497 = !DISubprogram(name: "luaL_addlstring", scope: !104, file: !104, line: 217, type: !498, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DISubroutineType(types: !499)
!499 = !{null, !194, !108, !137}
!500 = !DISubprogram(name: "luaL_pushresult", scope: !104, file: !104, line: 220, type: !501, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!501 = !DISubroutineType(types: !502)
!502 = !{null, !194}
!503 = !DISubprogram(name: "lua_type", scope: !8, file: !8, line: 198, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!504 = !DISubroutineType(types: !505)
!505 = !{!12, !115, !12}
!506 = !DISubprogram(name: "lua_getmetatable", scope: !8, file: !8, line: 271, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DISubprogram(name: "lua_settop", scope: !8, file: !8, line: 180, type: !508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!508 = !DISubroutineType(types: !509)
!509 = !{null, !115, !12}
!510 = !DISubprogram(name: "luaL_checktype", scope: !104, file: !104, line: 67, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!511 = !DISubprogram(name: "lua_pushstring", scope: !8, file: !8, line: 248, type: !512, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubroutineType(types: !513)
!513 = !{!108, !115, !108}
!514 = !DISubprogram(name: "lua_rawget", scope: !8, file: !8, line: 265, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubprogram(name: "lua_geti", scope: !8, file: !8, line: 264, type: !516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubroutineType(types: !517)
!517 = !{!12, !115, !12, !7}
!518 = !DISubprogram(name: "lua_isstring", scope: !8, file: !8, line: 194, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubprogram(name: "luaL_error", scope: !104, file: !104, line: 76, type: !520, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!12, !115, !108, null}
!522 = !DISubprogram(name: "lua_typename", scope: !8, file: !8, line: 199, type: !523, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubroutineType(types: !524)
!524 = !{!108, !115, !12}
!525 = !DISubprogram(name: "luaL_addvalue", scope: !104, file: !104, line: 219, type: !501, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubprogram(name: "lua_gettop", scope: !8, file: !8, line: 179, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubprogram(name: "luaL_checkinteger", scope: !104, file: !104, line: 62, type: !485, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DISubprogram(name: "luaL_argerror", scope: !104, file: !104, line: 53, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!12, !115, !12, !108}
!531 = !DISubprogram(name: "lua_seti", scope: !8, file: !8, line: 281, type: !532, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{null, !115, !12, !7}
!534 = !DISubprogram(name: "lua_rotate", scope: !8, file: !8, line: 182, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubprogram(name: "lua_pushinteger", scope: !8, file: !8, line: 246, type: !536, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !115, !7}
!538 = !DISubprogram(name: "lua_setfield", scope: !8, file: !8, line: 280, type: !539, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DISubroutineType(types: !540)
!540 = !{null, !115, !12, !108}
!541 = !DISubprogram(name: "lua_checkstack", scope: !8, file: !8, line: 184, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DISubprogram(name: "lua_pushnil", scope: !8, file: !8, line: 244, type: !543, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!543 = !DISubroutineType(types: !544)
!544 = !{null, !115}
!545 = !DISubprogram(name: "lua_compare", scope: !8, file: !8, line: 238, type: !546, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!546 = !DISubroutineType(types: !547)
!547 = !{!12, !115, !12, !12, !12}
!548 = !DISubprogram(name: "lua_pushvalue", scope: !8, file: !8, line: 181, type: !508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = distinct !DISubprogram(name: "auxsort", scope: !3, file: !3, line: 345, type: !550, scopeLine: 346, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !552)
!550 = !DISubroutineType(types: !551)
!551 = !{null, !115, !13, !13, !11}
!552 = !{!553, !554, !555, !556, !557, !559}
!553 = !DILocalVariable(name: "L", arg: 1, scope: !549, file: !3, line: 345, type: !115)
!554 = !DILocalVariable(name: "lo", arg: 2, scope: !549, file: !3, line: 345, type: !13)
!555 = !DILocalVariable(name: "up", arg: 3, scope: !549, file: !3, line: 345, type: !13)
!556 = !DILocalVariable(name: "rnd", arg: 4, scope: !549, file: !3, line: 346, type: !11)
!557 = !DILocalVariable(name: "p", scope: !558, file: !3, line: 348, type: !13)
!558 = distinct !DILexicalBlock(scope: !549, file: !3, line: 347, column: 19)
!559 = !DILocalVariable(name: "n", scope: !558, file: !3, line: 349, type: !13)
!560 = !DILocation(line: 0, scope: !549)
!561 = !DILocation(line: 347, column: 13, scope: !549)
!562 = !DILocation(line: 347, column: 3, scope: !549)
!563 = !DILocation(line: 351, column: 20, scope: !558)
!564 = !DILocation(line: 351, column: 5, scope: !558)
!565 = !DILocation(line: 352, column: 20, scope: !558)
!566 = !DILocation(line: 352, column: 5, scope: !558)
!567 = !DILocation(line: 353, column: 9, scope: !568)
!568 = distinct !DILexicalBlock(scope: !558, file: !3, line: 353, column: 9)
!569 = !DILocation(line: 353, column: 9, scope: !558)
!570 = !DILocalVariable(name: "L", arg: 1, scope: !571, file: !3, line: 265, type: !115)
!571 = distinct !DISubprogram(name: "set2", scope: !3, file: !3, line: 265, type: !572, scopeLine: 265, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !574)
!572 = !DISubroutineType(types: !573)
!573 = !{null, !115, !13, !13}
!574 = !{!570, !575, !576}
!575 = !DILocalVariable(name: "i", arg: 2, scope: !571, file: !3, line: 265, type: !13)
!576 = !DILocalVariable(name: "j", arg: 3, scope: !571, file: !3, line: 265, type: !13)
!577 = !DILocation(line: 0, scope: !571, inlinedAt: !578)
!578 = distinct !DILocation(line: 354, column: 7, scope: !568)
!579 = !DILocation(line: 266, column: 3, scope: !571, inlinedAt: !578)
!580 = !DILocation(line: 267, column: 3, scope: !571, inlinedAt: !578)
!581 = !DILocation(line: 354, column: 7, scope: !568)
!582 = !DILocation(line: 356, column: 7, scope: !568)
!583 = !DILocation(line: 357, column: 12, scope: !584)
!584 = distinct !DILexicalBlock(scope: !558, file: !3, line: 357, column: 9)
!585 = !DILocation(line: 357, column: 17, scope: !584)
!586 = !DILocation(line: 357, column: 9, scope: !558)
!587 = !DILocation(line: 359, column: 17, scope: !588)
!588 = distinct !DILexicalBlock(scope: !558, file: !3, line: 359, column: 9)
!589 = !DILocation(line: 359, column: 28, scope: !588)
!590 = !DILocation(line: 360, column: 15, scope: !588)
!591 = !DILocation(line: 360, column: 20, scope: !588)
!592 = !DILocation(line: 0, scope: !558)
!593 = !DILocation(line: 360, column: 7, scope: !588)
!594 = !DILocalVariable(name: "lo", arg: 1, scope: !595, file: !3, line: 334, type: !13)
!595 = distinct !DISubprogram(name: "choosePivot", scope: !3, file: !3, line: 334, type: !596, scopeLine: 334, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !598)
!596 = !DISubroutineType(types: !597)
!597 = !{!13, !13, !13, !11}
!598 = !{!594, !599, !600, !601, !602}
!599 = !DILocalVariable(name: "up", arg: 2, scope: !595, file: !3, line: 334, type: !13)
!600 = !DILocalVariable(name: "rnd", arg: 3, scope: !595, file: !3, line: 334, type: !11)
!601 = !DILocalVariable(name: "r4", scope: !595, file: !3, line: 335, type: !13)
!602 = !DILocalVariable(name: "p", scope: !595, file: !3, line: 336, type: !13)
!603 = !DILocation(line: 0, scope: !595, inlinedAt: !604)
!604 = distinct !DILocation(line: 362, column: 11, scope: !588)
!605 = !DILocation(line: 335, column: 23, scope: !595, inlinedAt: !604)
!606 = !DILocation(line: 336, column: 22, scope: !595, inlinedAt: !604)
!607 = !DILocation(line: 336, column: 16, scope: !595, inlinedAt: !604)
!608 = !DILocation(line: 336, column: 33, scope: !595, inlinedAt: !604)
!609 = !DILocation(line: 336, column: 27, scope: !595, inlinedAt: !604)
!610 = !DILocation(line: 0, scope: !588)
!611 = !DILocation(line: 363, column: 20, scope: !558)
!612 = !DILocation(line: 363, column: 5, scope: !558)
!613 = !DILocation(line: 364, column: 5, scope: !558)
!614 = !DILocation(line: 365, column: 9, scope: !615)
!615 = distinct !DILexicalBlock(scope: !558, file: !3, line: 365, column: 9)
!616 = !DILocation(line: 365, column: 9, scope: !558)
!617 = !DILocation(line: 0, scope: !571, inlinedAt: !618)
!618 = distinct !DILocation(line: 366, column: 7, scope: !615)
!619 = !DILocation(line: 266, column: 3, scope: !571, inlinedAt: !618)
!620 = !DILocation(line: 267, column: 3, scope: !571, inlinedAt: !618)
!621 = !DILocation(line: 366, column: 7, scope: !615)
!622 = !DILocation(line: 368, column: 7, scope: !623)
!623 = distinct !DILexicalBlock(scope: !615, file: !3, line: 367, column: 10)
!624 = !DILocation(line: 369, column: 7, scope: !623)
!625 = !DILocation(line: 370, column: 11, scope: !626)
!626 = distinct !DILexicalBlock(scope: !623, file: !3, line: 370, column: 11)
!627 = !DILocation(line: 370, column: 11, scope: !623)
!628 = !DILocation(line: 0, scope: !571, inlinedAt: !629)
!629 = distinct !DILocation(line: 371, column: 9, scope: !626)
!630 = !DILocation(line: 266, column: 3, scope: !571, inlinedAt: !629)
!631 = !DILocation(line: 267, column: 3, scope: !571, inlinedAt: !629)
!632 = !DILocation(line: 371, column: 9, scope: !626)
!633 = !DILocation(line: 373, column: 9, scope: !626)
!634 = !DILocation(line: 375, column: 17, scope: !635)
!635 = distinct !DILexicalBlock(scope: !558, file: !3, line: 375, column: 9)
!636 = !DILocation(line: 375, column: 9, scope: !558)
!637 = !DILocation(line: 377, column: 5, scope: !558)
!638 = !DILocation(line: 378, column: 5, scope: !558)
!639 = !DILocation(line: 379, column: 23, scope: !558)
!640 = !DILocation(line: 379, column: 20, scope: !558)
!641 = !DILocation(line: 379, column: 5, scope: !558)
!642 = !DILocation(line: 0, scope: !571, inlinedAt: !643)
!643 = distinct !DILocation(line: 380, column: 5, scope: !558)
!644 = !DILocalVariable(name: "L", arg: 1, scope: !645, file: !3, line: 298, type: !115)
!645 = distinct !DISubprogram(name: "partition", scope: !3, file: !3, line: 298, type: !646, scopeLine: 298, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !648)
!646 = !DISubroutineType(types: !647)
!647 = !{!13, !115, !13, !13}
!648 = !{!644, !649, !650, !651, !652}
!649 = !DILocalVariable(name: "lo", arg: 2, scope: !645, file: !3, line: 298, type: !13)
!650 = !DILocalVariable(name: "up", arg: 3, scope: !645, file: !3, line: 298, type: !13)
!651 = !DILocalVariable(name: "i", scope: !645, file: !3, line: 299, type: !13)
!652 = !DILocalVariable(name: "j", scope: !645, file: !3, line: 300, type: !13)
!653 = !DILocation(line: 0, scope: !645, inlinedAt: !654)
!654 = distinct !DILocation(line: 381, column: 9, scope: !558)
!655 = !DILocation(line: 302, column: 3, scope: !645, inlinedAt: !654)
!656 = !DILocation(line: 304, column: 33, scope: !657, inlinedAt: !654)
!657 = distinct !DILexicalBlock(scope: !658, file: !3, line: 302, column: 12)
!658 = distinct !DILexicalBlock(scope: !659, file: !3, line: 302, column: 3)
!659 = distinct !DILexicalBlock(scope: !645, file: !3, line: 302, column: 3)
!660 = !DILocation(line: 304, column: 18, scope: !657, inlinedAt: !654)
!661 = !DILocation(line: 304, column: 39, scope: !657, inlinedAt: !654)
!662 = !DILocation(line: 304, column: 5, scope: !657, inlinedAt: !654)
!663 = !DILocation(line: 311, column: 33, scope: !657, inlinedAt: !654)
!664 = !DILocation(line: 311, column: 18, scope: !657, inlinedAt: !654)
!665 = !DILocation(line: 311, column: 39, scope: !657, inlinedAt: !654)
!666 = !DILocation(line: 311, column: 5, scope: !657, inlinedAt: !654)
!667 = !DILocation(line: 305, column: 11, scope: !668, inlinedAt: !654)
!668 = distinct !DILexicalBlock(scope: !669, file: !3, line: 305, column: 11)
!669 = distinct !DILexicalBlock(scope: !657, file: !3, line: 304, column: 61)
!670 = !DILocation(line: 305, column: 11, scope: !669, inlinedAt: !654)
!671 = !DILocation(line: 306, column: 9, scope: !668, inlinedAt: !654)
!672 = !DILocation(line: 307, column: 7, scope: !669, inlinedAt: !654)
!673 = distinct !{!673, !662, !674, !218}
!674 = !DILocation(line: 308, column: 5, scope: !657, inlinedAt: !654)
!675 = !DILocation(line: 312, column: 11, scope: !676, inlinedAt: !654)
!676 = distinct !DILexicalBlock(scope: !677, file: !3, line: 312, column: 11)
!677 = distinct !DILexicalBlock(scope: !657, file: !3, line: 311, column: 61)
!678 = !DILocation(line: 312, column: 11, scope: !677, inlinedAt: !654)
!679 = !DILocation(line: 313, column: 9, scope: !676, inlinedAt: !654)
!680 = !DILocation(line: 314, column: 7, scope: !677, inlinedAt: !654)
!681 = distinct !{!681, !666, !682, !218}
!682 = !DILocation(line: 315, column: 5, scope: !657, inlinedAt: !654)
!683 = !DILocation(line: 317, column: 11, scope: !684, inlinedAt: !654)
!684 = distinct !DILexicalBlock(scope: !657, file: !3, line: 317, column: 9)
!685 = !DILocation(line: 317, column: 9, scope: !657, inlinedAt: !654)
!686 = distinct !{!686, !687, !688}
!687 = !DILocation(line: 302, column: 3, scope: !659, inlinedAt: !654)
!688 = !DILocation(line: 326, column: 3, scope: !659, inlinedAt: !654)
!689 = !DILocation(line: 319, column: 7, scope: !690, inlinedAt: !654)
!690 = distinct !DILexicalBlock(scope: !684, file: !3, line: 317, column: 16)
!691 = !DILocation(line: 0, scope: !571, inlinedAt: !692)
!692 = distinct !DILocation(line: 321, column: 7, scope: !690, inlinedAt: !654)
!693 = !DILocation(line: 266, column: 3, scope: !571, inlinedAt: !692)
!694 = !DILocation(line: 267, column: 3, scope: !571, inlinedAt: !692)
!695 = !DILocation(line: 383, column: 11, scope: !696)
!696 = distinct !DILexicalBlock(scope: !558, file: !3, line: 383, column: 9)
!697 = !DILocation(line: 383, column: 21, scope: !696)
!698 = !DILocation(line: 383, column: 16, scope: !696)
!699 = !DILocation(line: 383, column: 9, scope: !558)
!700 = !DILocation(line: 384, column: 24, scope: !701)
!701 = distinct !DILexicalBlock(scope: !696, file: !3, line: 383, column: 26)
!702 = !DILocation(line: 384, column: 7, scope: !701)
!703 = !DILocation(line: 386, column: 14, scope: !701)
!704 = !DILocation(line: 387, column: 5, scope: !701)
!705 = !DILocation(line: 389, column: 20, scope: !706)
!706 = distinct !DILexicalBlock(scope: !696, file: !3, line: 388, column: 10)
!707 = !DILocation(line: 389, column: 7, scope: !706)
!708 = !DILocation(line: 391, column: 14, scope: !706)
!709 = !DILocation(line: 0, scope: !696)
!710 = !DILocation(line: 393, column: 13, scope: !711)
!711 = distinct !DILexicalBlock(scope: !558, file: !3, line: 393, column: 9)
!712 = !DILocation(line: 393, column: 19, scope: !711)
!713 = !DILocation(line: 393, column: 25, scope: !711)
!714 = !DILocation(line: 393, column: 9, scope: !558)
!715 = !DILocation(line: 247, column: 15, scope: !716, inlinedAt: !735)
!716 = distinct !DISubprogram(name: "l_randomizePivot", scope: !3, file: !3, line: 246, type: !717, scopeLine: 246, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !719)
!717 = !DISubroutineType(types: !718)
!718 = !{!11}
!719 = !{!720, !725, !729, !733, !734}
!720 = !DILocalVariable(name: "c", scope: !716, file: !3, line: 247, type: !721)
!721 = !DIDerivedType(tag: DW_TAG_typedef, name: "clock_t", file: !722, line: 7, baseType: !723)
!722 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/clock_t.h", directory: "", checksumkind: CSK_MD5, checksum: "1aade99fd778d1551600c7ca1410b9f1")
!723 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clock_t", file: !724, line: 156, baseType: !167)
!724 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!725 = !DILocalVariable(name: "t", scope: !716, file: !3, line: 248, type: !726)
!726 = !DIDerivedType(tag: DW_TAG_typedef, name: "time_t", file: !727, line: 10, baseType: !728)
!727 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/time_t.h", directory: "", checksumkind: CSK_MD5, checksum: "5c299a4954617c88bb03645c7864e1b1")
!728 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !724, line: 160, baseType: !167)
!729 = !DILocalVariable(name: "buff", scope: !716, file: !3, line: 249, type: !730)
!730 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !731)
!731 = !{!732}
!732 = !DISubrange(count: 4)
!733 = !DILocalVariable(name: "i", scope: !716, file: !3, line: 250, type: !11)
!734 = !DILocalVariable(name: "rnd", scope: !716, file: !3, line: 250, type: !11)
!735 = distinct !DILocation(line: 394, column: 13, scope: !711)
!736 = !DILocation(line: 0, scope: !716, inlinedAt: !735)
!737 = !DILocation(line: 248, column: 14, scope: !716, inlinedAt: !735)
!738 = !DILocation(line: 254, column: 12, scope: !739, inlinedAt: !735)
!739 = distinct !DILexicalBlock(scope: !740, file: !3, line: 253, column: 3)
!740 = distinct !DILexicalBlock(scope: !716, file: !3, line: 253, column: 3)
!741 = !DILocation(line: 254, column: 9, scope: !739, inlinedAt: !735)
!742 = !DILocation(line: 394, column: 7, scope: !711)
!743 = !DILocation(line: 396, column: 1, scope: !549)
!744 = distinct !DISubprogram(name: "sort_comp", scope: !3, file: !3, line: 275, type: !745, scopeLine: 275, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !747)
!745 = !DISubroutineType(types: !746)
!746 = !{!12, !115, !12, !12}
!747 = !{!748, !749, !750, !751}
!748 = !DILocalVariable(name: "L", arg: 1, scope: !744, file: !3, line: 275, type: !115)
!749 = !DILocalVariable(name: "a", arg: 2, scope: !744, file: !3, line: 275, type: !12)
!750 = !DILocalVariable(name: "b", arg: 3, scope: !744, file: !3, line: 275, type: !12)
!751 = !DILocalVariable(name: "res", scope: !752, file: !3, line: 279, type: !12)
!752 = distinct !DILexicalBlock(scope: !753, file: !3, line: 278, column: 8)
!753 = distinct !DILexicalBlock(scope: !744, file: !3, line: 276, column: 7)
!754 = !DILocation(line: 0, scope: !744)
!755 = !DILocation(line: 276, column: 7, scope: !753)
!756 = !DILocation(line: 276, column: 7, scope: !744)
!757 = !DILocation(line: 277, column: 12, scope: !753)
!758 = !DILocation(line: 277, column: 5, scope: !753)
!759 = !DILocation(line: 280, column: 5, scope: !752)
!760 = !DILocation(line: 281, column: 23, scope: !752)
!761 = !DILocation(line: 281, column: 5, scope: !752)
!762 = !DILocation(line: 282, column: 23, scope: !752)
!763 = !DILocation(line: 282, column: 5, scope: !752)
!764 = !DILocation(line: 283, column: 5, scope: !752)
!765 = !DILocation(line: 284, column: 11, scope: !752)
!766 = !DILocation(line: 0, scope: !752)
!767 = !DILocation(line: 285, column: 5, scope: !752)
!768 = !DILocation(line: 0, scope: !753)
!769 = !DILocation(line: 288, column: 1, scope: !744)
!770 = !DISubprogram(name: "lua_callk", scope: !8, file: !8, line: 292, type: !771, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DISubroutineType(types: !772)
!772 = !{null, !115, !12, !12, !773, !776}
!773 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !8, line: 100, baseType: !774)
!774 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !775, line: 87, baseType: !167)
!775 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!776 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !8, line: 111, baseType: !777)
!777 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !778, size: 64)
!778 = !DISubroutineType(types: !779)
!779 = !{!12, !115, !12, !773}
!780 = !DISubprogram(name: "lua_toboolean", scope: !8, file: !8, line: 203, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubprogram(name: "clock", scope: !782, file: !782, line: 72, type: !783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!782 = !DIFile(filename: "/usr/include/time.h", directory: "", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!783 = !DISubroutineType(types: !784)
!784 = !{!721}
!785 = !DISubprogram(name: "time", scope: !782, file: !782, line: 76, type: !786, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!786 = !DISubroutineType(types: !787)
!787 = !{!726, !788}
!788 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !726, size: 64)
