; ModuleID = 'src/lua/lcorolib.c'
source_filename = "src/lua/lcorolib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.lua_Debug = type { i32, ptr, ptr, ptr, ptr, i64, i32, i32, i32, i8, i8, i8, i8, i16, i16, [60 x i8], ptr }

@co_funcs = internal constant [9 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @luaB_cocreate }, %struct.luaL_Reg { ptr @.str.1, ptr @luaB_coresume }, %struct.luaL_Reg { ptr @.str.2, ptr @luaB_corunning }, %struct.luaL_Reg { ptr @.str.3, ptr @luaB_costatus }, %struct.luaL_Reg { ptr @.str.4, ptr @luaB_cowrap }, %struct.luaL_Reg { ptr @.str.5, ptr @luaB_yield }, %struct.luaL_Reg { ptr @.str.6, ptr @luaB_yieldable }, %struct.luaL_Reg { ptr @.str.7, ptr @luaB_close }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"create\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"resume\00", align 1, !dbg !13
@.str.2 = private unnamed_addr constant [8 x i8] c"running\00", align 1, !dbg !15
@.str.3 = private unnamed_addr constant [7 x i8] c"status\00", align 1, !dbg !20
@.str.4 = private unnamed_addr constant [5 x i8] c"wrap\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"yield\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [12 x i8] c"isyieldable\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [6 x i8] c"close\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [7 x i8] c"thread\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [29 x i8] c"too many arguments to resume\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [27 x i8] c"too many results to resume\00", align 1, !dbg !46
@statname = internal unnamed_addr constant [4 x ptr] [ptr @.str.2, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16, !dbg !60
@.str.11 = private unnamed_addr constant [5 x i8] c"dead\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [10 x i8] c"suspended\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [7 x i8] c"normal\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [28 x i8] c"cannot close a %s coroutine\00", align 1, !dbg !68

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_coroutine(ptr noundef %0) local_unnamed_addr #0 !dbg !100 {
    #dbg_value(ptr %0, !102, !DIExpression(), !103)
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #3, !dbg !104
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 8) #3, !dbg !104
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @co_funcs, i32 noundef 0) #3, !dbg !104
  ret i32 1, !dbg !105
}

declare !dbg !106 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !114 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !117 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_cocreate(ptr noundef %0) #0 !dbg !121 {
    #dbg_value(ptr %0, !123, !DIExpression(), !125)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #3, !dbg !126
  %2 = tail call ptr @lua_newthread(ptr noundef %0) #3, !dbg !127
    #dbg_value(ptr %2, !124, !DIExpression(), !125)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #3, !dbg !128
  tail call void @lua_xmove(ptr noundef %0, ptr noundef %2, i32 noundef 1) #3, !dbg !129
  ret i32 1, !dbg !130
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, -2147483648) i32 @luaB_coresume(ptr noundef %0) #0 !dbg !131 {
    #dbg_value(ptr %0, !133, !DIExpression(), !136)
    #dbg_value(ptr %0, !137, !DIExpression(), !143)
  %2 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #3, !dbg !145
    #dbg_value(ptr %2, !142, !DIExpression(), !143)
  %3 = icmp eq ptr %2, null, !dbg !146
  br i1 %3, label %4, label %6, !dbg !146, !prof !147

4:                                                ; preds = %1
  %5 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.8) #3, !dbg !146
  br label %6, !dbg !146

6:                                                ; preds = %1, %4
    #dbg_value(ptr %2, !134, !DIExpression(), !136)
  %7 = tail call i32 @lua_gettop(ptr noundef %0) #3, !dbg !148
  %8 = add nsw i32 %7, -1, !dbg !149
  %9 = tail call fastcc i32 @auxresume(ptr noundef %0, ptr noundef %2, i32 noundef %8), !dbg !150
    #dbg_value(i32 %9, !135, !DIExpression(), !136)
  %10 = icmp slt i32 %9, 0, !dbg !151
  br i1 %10, label %11, label %12, !dbg !153, !prof !147

11:                                               ; preds = %6
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #3, !dbg !154
  br label %15, !dbg !156

12:                                               ; preds = %6
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #3, !dbg !157
  %13 = add nuw nsw i32 %9, 1, !dbg !159
  %14 = xor i32 %9, -1, !dbg !159
  br label %15, !dbg !160

15:                                               ; preds = %12, %11
  %16 = phi i32 [ %14, %12 ], [ -2, %11 ]
  %17 = phi i32 [ %13, %12 ], [ 2, %11 ], !dbg !161
  tail call void @lua_rotate(ptr noundef %0, i32 noundef %16, i32 noundef 1) #3, !dbg !161
  ret i32 %17, !dbg !162
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_corunning(ptr noundef %0) #0 !dbg !163 {
    #dbg_value(ptr %0, !165, !DIExpression(), !167)
  %2 = tail call i32 @lua_pushthread(ptr noundef %0) #3, !dbg !168
    #dbg_value(i32 %2, !166, !DIExpression(), !167)
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %2) #3, !dbg !169
  ret i32 2, !dbg !170
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_costatus(ptr noundef %0) #0 !dbg !171 {
  %2 = alloca %struct.lua_Debug, align 8, !DIAssignID !175
    #dbg_value(ptr %0, !173, !DIExpression(), !176)
    #dbg_value(ptr %0, !137, !DIExpression(), !177)
  %3 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #3, !dbg !179
    #dbg_value(ptr %3, !142, !DIExpression(), !177)
  %4 = icmp eq ptr %3, null, !dbg !180
  br i1 %4, label %5, label %7, !dbg !180, !prof !147

5:                                                ; preds = %1
  %6 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.8) #3, !dbg !180
  br label %7, !dbg !180

7:                                                ; preds = %1, %5
    #dbg_value(ptr %3, !174, !DIExpression(), !176)
    #dbg_assign(i1 undef, !181, !DIExpression(), !175, ptr %2, !DIExpression(), !219)
    #dbg_value(ptr %0, !190, !DIExpression(), !221)
    #dbg_value(ptr %3, !191, !DIExpression(), !221)
  %8 = icmp eq ptr %3, %0, !dbg !222
  br i1 %8, label %21, label %9, !dbg !223

9:                                                ; preds = %7
  %10 = tail call i32 @lua_status(ptr noundef %3) #3, !dbg !224
  switch i32 %10, label %20 [
    i32 1, label %21
    i32 0, label %11
  ], !dbg !225

11:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #3, !dbg !226
  %12 = call i32 @lua_getstack(ptr noundef %3, i32 noundef 0, ptr noundef nonnull %2) #3, !dbg !227
  %13 = icmp eq i32 %12, 0, !dbg !227
  br i1 %13, label %14, label %18, !dbg !229

14:                                               ; preds = %11
  %15 = call i32 @lua_gettop(ptr noundef %3) #3, !dbg !230
  %16 = icmp eq i32 %15, 0, !dbg !232
  %17 = select i1 %16, i64 1, i64 2, !dbg !233
  br label %18, !dbg !233

18:                                               ; preds = %14, %11
  %19 = phi i64 [ 3, %11 ], [ %17, %14 ], !dbg !234
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #3, !dbg !235
  br label %21

20:                                               ; preds = %9
  br label %21, !dbg !236

21:                                               ; preds = %7, %9, %18, %20
  %22 = phi i64 [ 1, %20 ], [ %19, %18 ], [ 0, %7 ], [ 2, %9 ], !dbg !237
  %23 = getelementptr inbounds [4 x ptr], ptr @statname, i64 0, i64 %22, !dbg !238
  %24 = load ptr, ptr %23, align 8, !dbg !238, !tbaa !239
  %25 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %24) #3, !dbg !243
  ret i32 1, !dbg !244
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_cowrap(ptr noundef %0) #0 !dbg !245 {
    #dbg_value(ptr %0, !247, !DIExpression(), !248)
    #dbg_value(ptr %0, !123, !DIExpression(), !249)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #3, !dbg !251
  %2 = tail call ptr @lua_newthread(ptr noundef %0) #3, !dbg !252
    #dbg_value(ptr %2, !124, !DIExpression(), !249)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #3, !dbg !253
  tail call void @lua_xmove(ptr noundef %0, ptr noundef %2, i32 noundef 1) #3, !dbg !254
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @luaB_auxwrap, i32 noundef 1) #3, !dbg !255
  ret i32 1, !dbg !256
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_yield(ptr noundef %0) #0 !dbg !257 {
    #dbg_value(ptr %0, !259, !DIExpression(), !260)
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #3, !dbg !261
  %3 = tail call i32 @lua_yieldk(ptr noundef %0, i32 noundef %2, i64 noundef 0, ptr noundef null) #3, !dbg !261
  ret i32 %3, !dbg !262
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_yieldable(ptr noundef %0) #0 !dbg !263 {
    #dbg_value(ptr %0, !265, !DIExpression(), !267)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #3, !dbg !268
  %3 = icmp eq i32 %2, -1, !dbg !268
  br i1 %3, label %9, label %4, !dbg !268

4:                                                ; preds = %1
    #dbg_value(ptr %0, !137, !DIExpression(), !269)
  %5 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #3, !dbg !271
    #dbg_value(ptr %5, !142, !DIExpression(), !269)
  %6 = icmp eq ptr %5, null, !dbg !272
  br i1 %6, label %7, label %9, !dbg !272, !prof !147

7:                                                ; preds = %4
  %8 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.8) #3, !dbg !272
  br label %9, !dbg !272

9:                                                ; preds = %7, %4, %1
  %10 = phi ptr [ %0, %1 ], [ %5, %4 ], [ null, %7 ], !dbg !268
    #dbg_value(ptr %10, !266, !DIExpression(), !267)
  %11 = tail call i32 @lua_isyieldable(ptr noundef %10) #3, !dbg !273
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %11) #3, !dbg !274
  ret i32 1, !dbg !275
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_close(ptr noundef %0) #0 !dbg !276 {
  %2 = alloca %struct.lua_Debug, align 8, !DIAssignID !281
    #dbg_value(ptr %0, !278, !DIExpression(), !282)
    #dbg_value(ptr %0, !137, !DIExpression(), !283)
  %3 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #3, !dbg !285
    #dbg_value(ptr %3, !142, !DIExpression(), !283)
  %4 = icmp eq ptr %3, null, !dbg !286
  br i1 %4, label %5, label %7, !dbg !286, !prof !147

5:                                                ; preds = %1
  %6 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.8) #3, !dbg !286
  br label %7, !dbg !286

7:                                                ; preds = %1, %5
    #dbg_value(ptr %3, !279, !DIExpression(), !282)
    #dbg_assign(i1 undef, !181, !DIExpression(), !281, ptr %2, !DIExpression(), !287)
    #dbg_value(ptr %0, !190, !DIExpression(), !289)
    #dbg_value(ptr %3, !191, !DIExpression(), !289)
  %8 = icmp eq ptr %3, %0, !dbg !290
  br i1 %8, label %23, label %9, !dbg !291

9:                                                ; preds = %7
  %10 = tail call i32 @lua_status(ptr noundef %3) #3, !dbg !292
  %11 = icmp eq i32 %10, 0, !dbg !293
  br i1 %11, label %12, label %18, !dbg !293

12:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #3, !dbg !294
  %13 = call i32 @lua_getstack(ptr noundef %3, i32 noundef 0, ptr noundef nonnull %2) #3, !dbg !295
  %14 = icmp eq i32 %13, 0, !dbg !295
  br i1 %14, label %16, label %15, !dbg !296

15:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #3, !dbg !297
    #dbg_value(i32 3, !280, !DIExpression(), !282)
  br label %23, !dbg !298

16:                                               ; preds = %12
  %17 = call i32 @lua_gettop(ptr noundef %3) #3, !dbg !299
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #3, !dbg !297
    #dbg_value(i32 poison, !280, !DIExpression(), !282)
  br label %18, !dbg !298

18:                                               ; preds = %16, %9
  %19 = call i32 @lua_closethread(ptr noundef %3, ptr noundef %0) #3, !dbg !300
    #dbg_value(i32 %19, !280, !DIExpression(), !282)
  %20 = icmp eq i32 %19, 0, !dbg !303
  br i1 %20, label %21, label %22, !dbg !305

21:                                               ; preds = %18
  call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #3, !dbg !306
  br label %28, !dbg !308

22:                                               ; preds = %18
  call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #3, !dbg !309
  call void @lua_xmove(ptr noundef %3, ptr noundef %0, i32 noundef 1) #3, !dbg !311
  br label %28, !dbg !312

23:                                               ; preds = %7, %15
  %24 = phi i64 [ 3, %15 ], [ 0, %7 ]
  %25 = getelementptr inbounds [4 x ptr], ptr @statname, i64 0, i64 %24, !dbg !313
  %26 = load ptr, ptr %25, align 8, !dbg !313, !tbaa !239
  %27 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef %26) #3, !dbg !314
  br label %28, !dbg !315

28:                                               ; preds = %23, %22, %21
  %29 = phi i32 [ %27, %23 ], [ 1, %21 ], [ 2, %22 ], !dbg !316
  ret i32 %29, !dbg !317
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !318 void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !319 ptr @lua_newthread(ptr noundef) local_unnamed_addr #1

declare !dbg !320 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !323 void @lua_xmove(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define internal fastcc i32 @auxresume(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !326 {
  %4 = alloca i32, align 4, !DIAssignID !335
    #dbg_assign(i1 undef, !334, !DIExpression(), !335, ptr %4, !DIExpression(), !336)
    #dbg_value(ptr %0, !330, !DIExpression(), !336)
    #dbg_value(ptr %1, !331, !DIExpression(), !336)
    #dbg_value(i32 %2, !332, !DIExpression(), !336)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #3, !dbg !337
  %5 = tail call i32 @lua_checkstack(ptr noundef %1, i32 noundef %2) #3, !dbg !338
  %6 = icmp eq i32 %5, 0, !dbg !338
  br i1 %6, label %7, label %9, !dbg !340, !prof !147

7:                                                ; preds = %3
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.9) #3, !dbg !341
  br label %24, !dbg !343

9:                                                ; preds = %3
  tail call void @lua_xmove(ptr noundef %0, ptr noundef %1, i32 noundef %2) #3, !dbg !344
  %10 = call i32 @lua_resume(ptr noundef %1, ptr noundef %0, i32 noundef %2, ptr noundef nonnull %4) #3, !dbg !345
    #dbg_value(i32 %10, !333, !DIExpression(), !336)
  %11 = icmp ult i32 %10, 2, !dbg !346
  br i1 %11, label %12, label %23, !dbg !348, !prof !349

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4, !dbg !350, !tbaa !353
  %14 = add nsw i32 %13, 1, !dbg !350
  %15 = call i32 @lua_checkstack(ptr noundef %0, i32 noundef %14) #3, !dbg !350
  %16 = icmp eq i32 %15, 0, !dbg !350
  %17 = load i32, ptr %4, align 4, !dbg !355, !tbaa !353
  br i1 %16, label %18, label %21, !dbg !356, !prof !147

18:                                               ; preds = %12
  %19 = xor i32 %17, -1, !dbg !357
  call void @lua_settop(ptr noundef %1, i32 noundef %19) #3, !dbg !357
  %20 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.10) #3, !dbg !359
  br label %24, !dbg !360

21:                                               ; preds = %12
  call void @lua_xmove(ptr noundef %1, ptr noundef %0, i32 noundef %17) #3, !dbg !361
  %22 = load i32, ptr %4, align 4, !dbg !362, !tbaa !353
  br label %24, !dbg !363

23:                                               ; preds = %9
  call void @lua_xmove(ptr noundef %1, ptr noundef %0, i32 noundef 1) #3, !dbg !364
  br label %24, !dbg !366

24:                                               ; preds = %23, %21, %18, %7
  %25 = phi i32 [ -1, %7 ], [ -1, %18 ], [ %22, %21 ], [ -1, %23 ], !dbg !336
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3, !dbg !367
  ret i32 %25, !dbg !367
}

declare !dbg !368 i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare !dbg !369 void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !370 void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !371 ptr @lua_tothread(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !374 i32 @luaL_typeerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !377 i32 @lua_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !380 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !383 i32 @lua_resume(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !387 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !388 i32 @lua_pushthread(ptr noundef) local_unnamed_addr #1

declare !dbg !389 i32 @lua_status(ptr noundef) local_unnamed_addr #1

declare !dbg !390 i32 @lua_getstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !394 void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @luaB_auxwrap(ptr noundef %0) #0 !dbg !397 {
    #dbg_value(ptr %0, !399, !DIExpression(), !405)
  %2 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef -1001001) #3, !dbg !406
    #dbg_value(ptr %2, !400, !DIExpression(), !405)
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #3, !dbg !407
  %4 = tail call fastcc i32 @auxresume(ptr noundef %0, ptr noundef %2, i32 noundef %3), !dbg !408
    #dbg_value(i32 %4, !401, !DIExpression(), !405)
  %5 = icmp slt i32 %4, 0, !dbg !409
  br i1 %5, label %6, label %18, !dbg !410, !prof !147

6:                                                ; preds = %1
  %7 = tail call i32 @lua_status(ptr noundef %2) #3, !dbg !411
    #dbg_value(i32 %7, !402, !DIExpression(), !412)
  %8 = icmp ugt i32 %7, 1, !dbg !413
  br i1 %8, label %9, label %12, !dbg !413

9:                                                ; preds = %6
  %10 = tail call i32 @lua_closethread(ptr noundef %2, ptr noundef %0) #3, !dbg !415
    #dbg_value(i32 %10, !402, !DIExpression(), !412)
  tail call void @lua_xmove(ptr noundef %2, ptr noundef %0, i32 noundef 1) #3, !dbg !417
  %11 = icmp eq i32 %10, 4, !dbg !418
    #dbg_value(i1 %11, !402, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !412)
  br i1 %11, label %16, label %12, !dbg !420

12:                                               ; preds = %6, %9
  %13 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #3, !dbg !421
  %14 = icmp eq i32 %13, 4, !dbg !422
  br i1 %14, label %15, label %16, !dbg !423

15:                                               ; preds = %12
  tail call void @luaL_where(ptr noundef %0, i32 noundef 1) #3, !dbg !424
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #3, !dbg !426
  tail call void @lua_concat(ptr noundef %0, i32 noundef 2) #3, !dbg !427
  br label %16, !dbg !428

16:                                               ; preds = %15, %12, %9
  %17 = tail call i32 @lua_error(ptr noundef %0) #3, !dbg !429
  br label %18

18:                                               ; preds = %1, %16
  %19 = phi i32 [ %17, %16 ], [ %4, %1 ], !dbg !405
  ret i32 %19, !dbg !430
}

declare !dbg !431 i32 @lua_closethread(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !432 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !433 void @luaL_where(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !434 void @lua_concat(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !435 i32 @lua_error(ptr noundef) local_unnamed_addr #1

declare !dbg !436 i32 @lua_yieldk(ptr noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !447 i32 @lua_isyieldable(ptr noundef) local_unnamed_addr #1

declare !dbg !448 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "co_funcs", scope: !2, file: !3, line: 192, type: !73, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/lcorolib.c", directory: ".", checksumkind: CSK_MD5, checksum: "4a6000ac6b369c6eaff6d9c2aea9f9aa")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !15, !20, !22, !27, !32, !37, !0, !39, !41, !46, !51, !53, !58, !60, !68}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 193, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 7)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 194, type: !9, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 195, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 8)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 196, type: !9, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 197, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 198, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 199, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 96, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 12)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 200, type: !29, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !9, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 232, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 29)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 216, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 27)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !24, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 80, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 10)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !9, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "statname", scope: !2, file: !3, line: 123, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 256, elements: !66)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!66 = !{!67}
!67 = !DISubrange(count: 4)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 187, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 224, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 28)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 1152, elements: !90)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !76, line: 41, baseType: !77)
!76 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !76, line: 38, size: 128, elements: !78)
!78 = !{!79, !80}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !77, file: !76, line: 39, baseType: !64, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !77, file: !76, line: 40, baseType: !81, size: 64, offset: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !82, line: 106, baseType: !83)
!82 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DISubroutineType(types: !85)
!85 = !{!86, !87}
!86 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !82, line: 57, baseType: !89)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !82, line: 57, flags: DIFlagFwdDecl)
!90 = !{!91}
!91 = !DISubrange(count: 9)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DISubprogram(name: "luaopen_coroutine", scope: !3, file: !3, line: 206, type: !84, scopeLine: 206, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!101 = !{!102}
!102 = !DILocalVariable(name: "L", arg: 1, scope: !100, file: !3, line: 206, type: !87)
!103 = !DILocation(line: 0, scope: !100)
!104 = !DILocation(line: 207, column: 3, scope: !100)
!105 = !DILocation(line: 208, column: 3, scope: !100)
!106 = !DISubprogram(name: "luaL_checkversion_", scope: !76, file: !76, line: 46, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !87, !109, !111}
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !82, line: 90, baseType: !110)
!110 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !112, line: 18, baseType: !113)
!112 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = !DISubprogram(name: "lua_createtable", scope: !82, file: !82, line: 269, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !87, !86, !86}
!117 = !DISubprogram(name: "luaL_setfuncs", scope: !76, file: !76, line: 110, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !87, !120, !86}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!121 = distinct !DISubprogram(name: "luaB_cocreate", scope: !3, file: !3, line: 95, type: !84, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!122 = !{!123, !124}
!123 = !DILocalVariable(name: "L", arg: 1, scope: !121, file: !3, line: 95, type: !87)
!124 = !DILocalVariable(name: "NL", scope: !121, file: !3, line: 96, type: !87)
!125 = !DILocation(line: 0, scope: !121)
!126 = !DILocation(line: 97, column: 3, scope: !121)
!127 = !DILocation(line: 98, column: 8, scope: !121)
!128 = !DILocation(line: 99, column: 3, scope: !121)
!129 = !DILocation(line: 100, column: 3, scope: !121)
!130 = !DILocation(line: 101, column: 3, scope: !121)
!131 = distinct !DISubprogram(name: "luaB_coresume", scope: !3, file: !3, line: 56, type: !84, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!132 = !{!133, !134, !135}
!133 = !DILocalVariable(name: "L", arg: 1, scope: !131, file: !3, line: 56, type: !87)
!134 = !DILocalVariable(name: "co", scope: !131, file: !3, line: 57, type: !87)
!135 = !DILocalVariable(name: "r", scope: !131, file: !3, line: 58, type: !86)
!136 = !DILocation(line: 0, scope: !131)
!137 = !DILocalVariable(name: "L", arg: 1, scope: !138, file: !3, line: 21, type: !87)
!138 = distinct !DISubprogram(name: "getco", scope: !3, file: !3, line: 21, type: !139, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!87, !87}
!141 = !{!137, !142}
!142 = !DILocalVariable(name: "co", scope: !138, file: !3, line: 22, type: !87)
!143 = !DILocation(line: 0, scope: !138, inlinedAt: !144)
!144 = distinct !DILocation(line: 57, column: 19, scope: !131)
!145 = !DILocation(line: 22, column: 19, scope: !138, inlinedAt: !144)
!146 = !DILocation(line: 23, column: 3, scope: !138, inlinedAt: !144)
!147 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!148 = !DILocation(line: 59, column: 24, scope: !131)
!149 = !DILocation(line: 59, column: 38, scope: !131)
!150 = !DILocation(line: 59, column: 7, scope: !131)
!151 = !DILocation(line: 60, column: 7, scope: !152)
!152 = distinct !DILexicalBlock(scope: !131, file: !3, line: 60, column: 7)
!153 = !DILocation(line: 60, column: 7, scope: !131)
!154 = !DILocation(line: 61, column: 5, scope: !155)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 60, column: 26)
!156 = !DILocation(line: 63, column: 5, scope: !155)
!157 = !DILocation(line: 66, column: 5, scope: !158)
!158 = distinct !DILexicalBlock(scope: !152, file: !3, line: 65, column: 8)
!159 = !DILocation(line: 67, column: 5, scope: !158)
!160 = !DILocation(line: 68, column: 5, scope: !158)
!161 = !DILocation(line: 0, scope: !152)
!162 = !DILocation(line: 70, column: 1, scope: !131)
!163 = distinct !DISubprogram(name: "luaB_corunning", scope: !3, file: !3, line: 163, type: !84, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !164)
!164 = !{!165, !166}
!165 = !DILocalVariable(name: "L", arg: 1, scope: !163, file: !3, line: 163, type: !87)
!166 = !DILocalVariable(name: "ismain", scope: !163, file: !3, line: 164, type: !86)
!167 = !DILocation(line: 0, scope: !163)
!168 = !DILocation(line: 164, column: 16, scope: !163)
!169 = !DILocation(line: 165, column: 3, scope: !163)
!170 = !DILocation(line: 166, column: 3, scope: !163)
!171 = distinct !DISubprogram(name: "luaB_costatus", scope: !3, file: !3, line: 149, type: !84, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !172)
!172 = !{!173, !174}
!173 = !DILocalVariable(name: "L", arg: 1, scope: !171, file: !3, line: 149, type: !87)
!174 = !DILocalVariable(name: "co", scope: !171, file: !3, line: 150, type: !87)
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 0, scope: !171)
!177 = !DILocation(line: 0, scope: !138, inlinedAt: !178)
!178 = distinct !DILocation(line: 150, column: 19, scope: !171)
!179 = !DILocation(line: 22, column: 19, scope: !138, inlinedAt: !178)
!180 = !DILocation(line: 23, column: 3, scope: !138, inlinedAt: !178)
!181 = !DILocalVariable(name: "ar", scope: !182, file: !3, line: 134, type: !192)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 133, column: 20)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 130, column: 29)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 129, column: 8)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 128, column: 7)
!186 = distinct !DISubprogram(name: "auxstatus", scope: !3, file: !3, line: 127, type: !187, scopeLine: 127, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!86, !87, !87}
!189 = !{!190, !191, !181}
!190 = !DILocalVariable(name: "L", arg: 1, scope: !186, file: !3, line: 127, type: !87)
!191 = !DILocalVariable(name: "co", arg: 2, scope: !186, file: !3, line: 127, type: !87)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !82, line: 137, baseType: !193)
!193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !82, line: 475, size: 1088, elements: !194)
!194 = !{!195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !206, !207, !208, !209, !211, !212, !216}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !193, file: !82, line: 476, baseType: !86, size: 32)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !193, file: !82, line: 477, baseType: !64, size: 64, offset: 64)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !193, file: !82, line: 478, baseType: !64, size: 64, offset: 128)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !193, file: !82, line: 479, baseType: !64, size: 64, offset: 192)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !193, file: !82, line: 480, baseType: !64, size: 64, offset: 256)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !193, file: !82, line: 481, baseType: !111, size: 64, offset: 320)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !193, file: !82, line: 482, baseType: !86, size: 32, offset: 384)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !193, file: !82, line: 483, baseType: !86, size: 32, offset: 416)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !193, file: !82, line: 484, baseType: !86, size: 32, offset: 448)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !193, file: !82, line: 485, baseType: !205, size: 8, offset: 480)
!205 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !193, file: !82, line: 486, baseType: !205, size: 8, offset: 488)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !193, file: !82, line: 487, baseType: !10, size: 8, offset: 496)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !193, file: !82, line: 488, baseType: !10, size: 8, offset: 504)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !193, file: !82, line: 489, baseType: !210, size: 16, offset: 512)
!210 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !193, file: !82, line: 490, baseType: !210, size: 16, offset: 528)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !193, file: !82, line: 491, baseType: !213, size: 480, offset: 544)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 480, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 60)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !193, file: !82, line: 493, baseType: !217, size: 64, offset: 1024)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !82, line: 493, flags: DIFlagFwdDecl)
!219 = !DILocation(line: 0, scope: !182, inlinedAt: !220)
!220 = distinct !DILocation(line: 151, column: 30, scope: !171)
!221 = !DILocation(line: 0, scope: !186, inlinedAt: !220)
!222 = !DILocation(line: 128, column: 9, scope: !185, inlinedAt: !220)
!223 = !DILocation(line: 128, column: 7, scope: !186, inlinedAt: !220)
!224 = !DILocation(line: 130, column: 13, scope: !184, inlinedAt: !220)
!225 = !DILocation(line: 130, column: 5, scope: !184, inlinedAt: !220)
!226 = !DILocation(line: 134, column: 9, scope: !182, inlinedAt: !220)
!227 = !DILocation(line: 135, column: 13, scope: !228, inlinedAt: !220)
!228 = distinct !DILexicalBlock(scope: !182, file: !3, line: 135, column: 13)
!229 = !DILocation(line: 135, column: 13, scope: !182, inlinedAt: !220)
!230 = !DILocation(line: 137, column: 18, scope: !231, inlinedAt: !220)
!231 = distinct !DILexicalBlock(scope: !228, file: !3, line: 137, column: 18)
!232 = !DILocation(line: 137, column: 33, scope: !231, inlinedAt: !220)
!233 = !DILocation(line: 0, scope: !231, inlinedAt: !220)
!234 = !DILocation(line: 0, scope: !228, inlinedAt: !220)
!235 = !DILocation(line: 141, column: 7, scope: !183, inlinedAt: !220)
!236 = !DILocation(line: 143, column: 9, scope: !183, inlinedAt: !220)
!237 = !DILocation(line: 0, scope: !185, inlinedAt: !220)
!238 = !DILocation(line: 151, column: 21, scope: !171)
!239 = !{!240, !240, i64 0}
!240 = !{!"any pointer", !241, i64 0}
!241 = !{!"omnipotent char", !242, i64 0}
!242 = !{!"Simple C/C++ TBAA"}
!243 = !DILocation(line: 151, column: 3, scope: !171)
!244 = !DILocation(line: 152, column: 3, scope: !171)
!245 = distinct !DISubprogram(name: "luaB_cowrap", scope: !3, file: !3, line: 105, type: !84, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !246)
!246 = !{!247}
!247 = !DILocalVariable(name: "L", arg: 1, scope: !245, file: !3, line: 105, type: !87)
!248 = !DILocation(line: 0, scope: !245)
!249 = !DILocation(line: 0, scope: !121, inlinedAt: !250)
!250 = distinct !DILocation(line: 106, column: 3, scope: !245)
!251 = !DILocation(line: 97, column: 3, scope: !121, inlinedAt: !250)
!252 = !DILocation(line: 98, column: 8, scope: !121, inlinedAt: !250)
!253 = !DILocation(line: 99, column: 3, scope: !121, inlinedAt: !250)
!254 = !DILocation(line: 100, column: 3, scope: !121, inlinedAt: !250)
!255 = !DILocation(line: 107, column: 3, scope: !245)
!256 = !DILocation(line: 108, column: 3, scope: !245)
!257 = distinct !DISubprogram(name: "luaB_yield", scope: !3, file: !3, line: 112, type: !84, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !258)
!258 = !{!259}
!259 = !DILocalVariable(name: "L", arg: 1, scope: !257, file: !3, line: 112, type: !87)
!260 = !DILocation(line: 0, scope: !257)
!261 = !DILocation(line: 113, column: 10, scope: !257)
!262 = !DILocation(line: 113, column: 3, scope: !257)
!263 = distinct !DISubprogram(name: "luaB_yieldable", scope: !3, file: !3, line: 156, type: !84, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !264)
!264 = !{!265, !266}
!265 = !DILocalVariable(name: "L", arg: 1, scope: !263, file: !3, line: 156, type: !87)
!266 = !DILocalVariable(name: "co", scope: !263, file: !3, line: 157, type: !87)
!267 = !DILocation(line: 0, scope: !263)
!268 = !DILocation(line: 157, column: 19, scope: !263)
!269 = !DILocation(line: 0, scope: !138, inlinedAt: !270)
!270 = distinct !DILocation(line: 157, column: 42, scope: !263)
!271 = !DILocation(line: 22, column: 19, scope: !138, inlinedAt: !270)
!272 = !DILocation(line: 23, column: 3, scope: !138, inlinedAt: !270)
!273 = !DILocation(line: 158, column: 22, scope: !263)
!274 = !DILocation(line: 158, column: 3, scope: !263)
!275 = !DILocation(line: 159, column: 3, scope: !263)
!276 = distinct !DISubprogram(name: "luaB_close", scope: !3, file: !3, line: 170, type: !84, scopeLine: 170, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !277)
!277 = !{!278, !279, !280}
!278 = !DILocalVariable(name: "L", arg: 1, scope: !276, file: !3, line: 170, type: !87)
!279 = !DILocalVariable(name: "co", scope: !276, file: !3, line: 171, type: !87)
!280 = !DILocalVariable(name: "status", scope: !276, file: !3, line: 172, type: !86)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 0, scope: !276)
!283 = !DILocation(line: 0, scope: !138, inlinedAt: !284)
!284 = distinct !DILocation(line: 171, column: 19, scope: !276)
!285 = !DILocation(line: 22, column: 19, scope: !138, inlinedAt: !284)
!286 = !DILocation(line: 23, column: 3, scope: !138, inlinedAt: !284)
!287 = !DILocation(line: 0, scope: !182, inlinedAt: !288)
!288 = distinct !DILocation(line: 172, column: 16, scope: !276)
!289 = !DILocation(line: 0, scope: !186, inlinedAt: !288)
!290 = !DILocation(line: 128, column: 9, scope: !185, inlinedAt: !288)
!291 = !DILocation(line: 128, column: 7, scope: !186, inlinedAt: !288)
!292 = !DILocation(line: 130, column: 13, scope: !184, inlinedAt: !288)
!293 = !DILocation(line: 130, column: 5, scope: !184, inlinedAt: !288)
!294 = !DILocation(line: 134, column: 9, scope: !182, inlinedAt: !288)
!295 = !DILocation(line: 135, column: 13, scope: !228, inlinedAt: !288)
!296 = !DILocation(line: 135, column: 13, scope: !182, inlinedAt: !288)
!297 = !DILocation(line: 141, column: 7, scope: !183, inlinedAt: !288)
!298 = !DILocation(line: 173, column: 3, scope: !276)
!299 = !DILocation(line: 137, column: 18, scope: !231, inlinedAt: !288)
!300 = !DILocation(line: 175, column: 16, scope: !301)
!301 = distinct !DILexicalBlock(scope: !302, file: !3, line: 174, column: 36)
!302 = distinct !DILexicalBlock(scope: !276, file: !3, line: 173, column: 19)
!303 = !DILocation(line: 176, column: 18, scope: !304)
!304 = distinct !DILexicalBlock(scope: !301, file: !3, line: 176, column: 11)
!305 = !DILocation(line: 176, column: 11, scope: !301)
!306 = !DILocation(line: 177, column: 9, scope: !307)
!307 = distinct !DILexicalBlock(scope: !304, file: !3, line: 176, column: 29)
!308 = !DILocation(line: 178, column: 9, scope: !307)
!309 = !DILocation(line: 181, column: 9, scope: !310)
!310 = distinct !DILexicalBlock(scope: !304, file: !3, line: 180, column: 12)
!311 = !DILocation(line: 182, column: 9, scope: !310)
!312 = !DILocation(line: 183, column: 9, scope: !310)
!313 = !DILocation(line: 187, column: 59, scope: !302)
!314 = !DILocation(line: 187, column: 14, scope: !302)
!315 = !DILocation(line: 187, column: 7, scope: !302)
!316 = !DILocation(line: 0, scope: !302)
!317 = !DILocation(line: 189, column: 1, scope: !276)
!318 = !DISubprogram(name: "luaL_checktype", scope: !76, file: !76, line: 67, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!319 = !DISubprogram(name: "lua_newthread", scope: !82, file: !82, line: 165, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubprogram(name: "lua_pushvalue", scope: !82, file: !82, line: 181, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !87, !86}
!323 = !DISubprogram(name: "lua_xmove", scope: !82, file: !82, line: 186, type: !324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !87, !87, !86}
!326 = distinct !DISubprogram(name: "auxresume", scope: !3, file: !3, line: 32, type: !327, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !329)
!327 = !DISubroutineType(types: !328)
!328 = !{!86, !87, !87, !86}
!329 = !{!330, !331, !332, !333, !334}
!330 = !DILocalVariable(name: "L", arg: 1, scope: !326, file: !3, line: 32, type: !87)
!331 = !DILocalVariable(name: "co", arg: 2, scope: !326, file: !3, line: 32, type: !87)
!332 = !DILocalVariable(name: "narg", arg: 3, scope: !326, file: !3, line: 32, type: !86)
!333 = !DILocalVariable(name: "status", scope: !326, file: !3, line: 33, type: !86)
!334 = !DILocalVariable(name: "nres", scope: !326, file: !3, line: 33, type: !86)
!335 = distinct !DIAssignID()
!336 = !DILocation(line: 0, scope: !326)
!337 = !DILocation(line: 33, column: 3, scope: !326)
!338 = !DILocation(line: 34, column: 7, scope: !339)
!339 = distinct !DILexicalBlock(scope: !326, file: !3, line: 34, column: 7)
!340 = !DILocation(line: 34, column: 7, scope: !326)
!341 = !DILocation(line: 35, column: 5, scope: !342)
!342 = distinct !DILexicalBlock(scope: !339, file: !3, line: 34, column: 46)
!343 = !DILocation(line: 36, column: 5, scope: !342)
!344 = !DILocation(line: 38, column: 3, scope: !326)
!345 = !DILocation(line: 39, column: 12, scope: !326)
!346 = !DILocation(line: 40, column: 7, scope: !347)
!347 = distinct !DILexicalBlock(scope: !326, file: !3, line: 40, column: 7)
!348 = !DILocation(line: 40, column: 7, scope: !326)
!349 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!350 = !DILocation(line: 41, column: 9, scope: !351)
!351 = distinct !DILexicalBlock(scope: !352, file: !3, line: 41, column: 9)
!352 = distinct !DILexicalBlock(scope: !347, file: !3, line: 40, column: 58)
!353 = !{!354, !354, i64 0}
!354 = !{!"int", !241, i64 0}
!355 = !DILocation(line: 0, scope: !352)
!356 = !DILocation(line: 41, column: 9, scope: !352)
!357 = !DILocation(line: 42, column: 7, scope: !358)
!358 = distinct !DILexicalBlock(scope: !351, file: !3, line: 41, column: 51)
!359 = !DILocation(line: 43, column: 7, scope: !358)
!360 = !DILocation(line: 44, column: 7, scope: !358)
!361 = !DILocation(line: 46, column: 5, scope: !352)
!362 = !DILocation(line: 47, column: 12, scope: !352)
!363 = !DILocation(line: 47, column: 5, scope: !352)
!364 = !DILocation(line: 50, column: 5, scope: !365)
!365 = distinct !DILexicalBlock(scope: !347, file: !3, line: 49, column: 8)
!366 = !DILocation(line: 51, column: 5, scope: !365)
!367 = !DILocation(line: 53, column: 1, scope: !326)
!368 = !DISubprogram(name: "lua_gettop", scope: !82, file: !82, line: 179, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubprogram(name: "lua_pushboolean", scope: !82, file: !82, line: 253, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubprogram(name: "lua_rotate", scope: !82, file: !82, line: 182, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DISubprogram(name: "lua_tothread", scope: !82, file: !82, line: 208, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!87, !87, !86}
!374 = !DISubprogram(name: "luaL_typeerror", scope: !76, file: !76, line: 54, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!86, !87, !86, !64}
!377 = !DISubprogram(name: "lua_checkstack", scope: !82, file: !82, line: 184, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!86, !87, !86}
!380 = !DISubprogram(name: "lua_pushstring", scope: !82, file: !82, line: 248, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!64, !87, !64}
!383 = !DISubprogram(name: "lua_resume", scope: !82, file: !82, line: 311, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{!86, !87, !87, !86, !386}
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!387 = !DISubprogram(name: "lua_settop", scope: !82, file: !82, line: 180, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubprogram(name: "lua_pushthread", scope: !82, file: !82, line: 255, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubprogram(name: "lua_status", scope: !82, file: !82, line: 313, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubprogram(name: "lua_getstack", scope: !82, file: !82, line: 457, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!86, !87, !86, !393}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!394 = !DISubprogram(name: "lua_pushcclosure", scope: !82, file: !82, line: 252, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !87, !81, !86}
!397 = distinct !DISubprogram(name: "luaB_auxwrap", scope: !3, file: !3, line: 73, type: !84, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !398)
!398 = !{!399, !400, !401, !402}
!399 = !DILocalVariable(name: "L", arg: 1, scope: !397, file: !3, line: 73, type: !87)
!400 = !DILocalVariable(name: "co", scope: !397, file: !3, line: 74, type: !87)
!401 = !DILocalVariable(name: "r", scope: !397, file: !3, line: 75, type: !86)
!402 = !DILocalVariable(name: "stat", scope: !403, file: !3, line: 77, type: !86)
!403 = distinct !DILexicalBlock(scope: !404, file: !3, line: 76, column: 26)
!404 = distinct !DILexicalBlock(scope: !397, file: !3, line: 76, column: 7)
!405 = !DILocation(line: 0, scope: !397)
!406 = !DILocation(line: 74, column: 19, scope: !397)
!407 = !DILocation(line: 75, column: 28, scope: !397)
!408 = !DILocation(line: 75, column: 11, scope: !397)
!409 = !DILocation(line: 76, column: 7, scope: !404)
!410 = !DILocation(line: 76, column: 7, scope: !397)
!411 = !DILocation(line: 77, column: 16, scope: !403)
!412 = !DILocation(line: 0, scope: !403)
!413 = !DILocation(line: 78, column: 24, scope: !414)
!414 = distinct !DILexicalBlock(scope: !403, file: !3, line: 78, column: 9)
!415 = !DILocation(line: 79, column: 14, scope: !416)
!416 = distinct !DILexicalBlock(scope: !414, file: !3, line: 78, column: 46)
!417 = !DILocation(line: 81, column: 7, scope: !416)
!418 = !DILocation(line: 83, column: 14, scope: !419)
!419 = distinct !DILexicalBlock(scope: !403, file: !3, line: 83, column: 9)
!420 = !DILocation(line: 83, column: 28, scope: !419)
!421 = !DILocation(line: 84, column: 9, scope: !419)
!422 = !DILocation(line: 84, column: 25, scope: !419)
!423 = !DILocation(line: 83, column: 9, scope: !403)
!424 = !DILocation(line: 85, column: 7, scope: !425)
!425 = distinct !DILexicalBlock(scope: !419, file: !3, line: 84, column: 41)
!426 = !DILocation(line: 86, column: 7, scope: !425)
!427 = !DILocation(line: 87, column: 7, scope: !425)
!428 = !DILocation(line: 88, column: 5, scope: !425)
!429 = !DILocation(line: 89, column: 12, scope: !403)
!430 = !DILocation(line: 92, column: 1, scope: !397)
!431 = !DISubprogram(name: "lua_closethread", scope: !82, file: !82, line: 166, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubprogram(name: "lua_type", scope: !82, file: !82, line: 198, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubprogram(name: "luaL_where", scope: !76, file: !76, line: 75, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubprogram(name: "lua_concat", scope: !82, file: !82, line: 353, type: !321, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubprogram(name: "lua_error", scope: !82, file: !82, line: 349, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubprogram(name: "lua_yieldk", scope: !82, file: !82, line: 309, type: !437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubroutineType(types: !438)
!438 = !{!86, !87, !86, !439, !443}
!439 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !82, line: 100, baseType: !440)
!440 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !441, line: 87, baseType: !442)
!441 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!442 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!443 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !82, line: 111, baseType: !444)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!445 = !DISubroutineType(types: !446)
!446 = !{!86, !87, !86, !439}
!447 = !DISubprogram(name: "lua_isyieldable", scope: !82, file: !82, line: 314, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubprogram(name: "luaL_error", scope: !76, file: !76, line: 76, type: !449, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubroutineType(types: !450)
!450 = !{!86, !87, !64, null}
