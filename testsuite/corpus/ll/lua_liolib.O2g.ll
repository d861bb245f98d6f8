; ModuleID = 'src/lua/liolib.c'
source_filename = "src/lua/liolib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }
%struct.RN = type { ptr, i32, i32, [201 x i8] }

@iolib = internal constant [12 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.5, ptr @io_close }, %struct.luaL_Reg { ptr @.str.6, ptr @io_flush }, %struct.luaL_Reg { ptr @.str.7, ptr @io_input }, %struct.luaL_Reg { ptr @.str.8, ptr @io_lines }, %struct.luaL_Reg { ptr @.str.9, ptr @io_open }, %struct.luaL_Reg { ptr @.str.10, ptr @io_output }, %struct.luaL_Reg { ptr @.str.11, ptr @io_popen }, %struct.luaL_Reg { ptr @.str.12, ptr @io_read }, %struct.luaL_Reg { ptr @.str.13, ptr @io_tmpfile }, %struct.luaL_Reg { ptr @.str.14, ptr @io_type }, %struct.luaL_Reg { ptr @.str.15, ptr @io_write }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@stdin = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [10 x i8] c"_IO_input\00", align 1, !dbg !109
@.str.1 = private unnamed_addr constant [6 x i8] c"stdin\00", align 1, !dbg !114
@stdout = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [11 x i8] c"_IO_output\00", align 1, !dbg !119
@.str.3 = private unnamed_addr constant [7 x i8] c"stdout\00", align 1, !dbg !124
@stderr = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [7 x i8] c"stderr\00", align 1, !dbg !129
@.str.5 = private unnamed_addr constant [6 x i8] c"close\00", align 1, !dbg !131
@.str.6 = private unnamed_addr constant [6 x i8] c"flush\00", align 1, !dbg !133
@.str.7 = private unnamed_addr constant [6 x i8] c"input\00", align 1, !dbg !135
@.str.8 = private unnamed_addr constant [6 x i8] c"lines\00", align 1, !dbg !137
@.str.9 = private unnamed_addr constant [5 x i8] c"open\00", align 1, !dbg !139
@.str.10 = private unnamed_addr constant [7 x i8] c"output\00", align 1, !dbg !144
@.str.11 = private unnamed_addr constant [6 x i8] c"popen\00", align 1, !dbg !146
@.str.12 = private unnamed_addr constant [5 x i8] c"read\00", align 1, !dbg !148
@.str.13 = private unnamed_addr constant [8 x i8] c"tmpfile\00", align 1, !dbg !150
@.str.14 = private unnamed_addr constant [5 x i8] c"type\00", align 1, !dbg !155
@.str.15 = private unnamed_addr constant [6 x i8] c"write\00", align 1, !dbg !157
@.str.16 = private unnamed_addr constant [6 x i8] c"FILE*\00", align 1, !dbg !159
@.str.17 = private unnamed_addr constant [29 x i8] c"attempt to use a closed file\00", align 1, !dbg !161
@.str.18 = private unnamed_addr constant [26 x i8] c"default %s file is closed\00", align 1, !dbg !166
@.str.19 = private unnamed_addr constant [2 x i8] c"r\00", align 1, !dbg !171
@.str.20 = private unnamed_addr constant [27 x i8] c"cannot open file '%s' (%s)\00", align 1, !dbg !176
@.str.21 = private unnamed_addr constant [19 x i8] c"too many arguments\00", align 1, !dbg !181
@.str.22 = private unnamed_addr constant [23 x i8] c"file is already closed\00", align 1, !dbg !186
@.str.23 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !191
@.str.24 = private unnamed_addr constant [15 x i8] c"invalid format\00", align 1, !dbg !196
@.str.25 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !201
@.str.29 = private unnamed_addr constant [3 x i8] c"pP\00", align 1, !dbg !209
@.str.30 = private unnamed_addr constant [3 x i8] c"eE\00", align 1, !dbg !211
@.str.31 = private unnamed_addr constant [13 x i8] c"invalid mode\00", align 1, !dbg !213
@.str.32 = private unnamed_addr constant [4 x i8] c"rwa\00", align 1, !dbg !218
@.str.33 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !223
@.str.34 = private unnamed_addr constant [2 x i8] c"w\00", align 1, !dbg !225
@.str.35 = private unnamed_addr constant [12 x i8] c"closed file\00", align 1, !dbg !227
@.str.36 = private unnamed_addr constant [5 x i8] c"file\00", align 1, !dbg !232
@.str.37 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1, !dbg !234
@.str.38 = private unnamed_addr constant [6 x i8] c"%.14g\00", align 1, !dbg !236
@metameth = internal constant [5 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.39, ptr null }, %struct.luaL_Reg { ptr @.str.40, ptr @f_gc }, %struct.luaL_Reg { ptr @.str.41, ptr @f_gc }, %struct.luaL_Reg { ptr @.str.42, ptr @f_tostring }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !246
@meth = internal constant [8 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.12, ptr @f_read }, %struct.luaL_Reg { ptr @.str.15, ptr @f_write }, %struct.luaL_Reg { ptr @.str.8, ptr @f_lines }, %struct.luaL_Reg { ptr @.str.6, ptr @f_flush }, %struct.luaL_Reg { ptr @.str.45, ptr @f_seek }, %struct.luaL_Reg { ptr @.str.5, ptr @f_close }, %struct.luaL_Reg { ptr @.str.46, ptr @f_setvbuf }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !268
@.str.39 = private unnamed_addr constant [8 x i8] c"__index\00", align 1, !dbg !238
@.str.40 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1, !dbg !240
@.str.41 = private unnamed_addr constant [8 x i8] c"__close\00", align 1, !dbg !242
@.str.42 = private unnamed_addr constant [11 x i8] c"__tostring\00", align 1, !dbg !244
@.str.43 = private unnamed_addr constant [14 x i8] c"file (closed)\00", align 1, !dbg !257
@.str.44 = private unnamed_addr constant [10 x i8] c"file (%p)\00", align 1, !dbg !262
@.str.45 = private unnamed_addr constant [5 x i8] c"seek\00", align 1, !dbg !264
@.str.46 = private unnamed_addr constant [8 x i8] c"setvbuf\00", align 1, !dbg !266
@f_seek.mode = internal unnamed_addr constant [3 x i32] [i32 0, i32 1, i32 2], align 4, !dbg !271
@f_seek.modenames = internal constant [4 x ptr] [ptr @.str.47, ptr @.str.48, ptr @.str.49, ptr null], align 16, !dbg !288
@.str.47 = private unnamed_addr constant [4 x i8] c"set\00", align 1, !dbg !282
@.str.48 = private unnamed_addr constant [4 x i8] c"cur\00", align 1, !dbg !284
@.str.49 = private unnamed_addr constant [4 x i8] c"end\00", align 1, !dbg !286
@f_setvbuf.mode = internal unnamed_addr constant [3 x i32] [i32 2, i32 0, i32 1], align 4, !dbg !297
@f_setvbuf.modenames = internal constant [4 x ptr] [ptr @.str.51, ptr @.str.52, ptr @.str.53, ptr null], align 16, !dbg !312
@.str.51 = private unnamed_addr constant [3 x i8] c"no\00", align 1, !dbg !306
@.str.52 = private unnamed_addr constant [5 x i8] c"full\00", align 1, !dbg !308
@.str.53 = private unnamed_addr constant [5 x i8] c"line\00", align 1, !dbg !310
@.str.54 = private unnamed_addr constant [27 x i8] c"cannot close standard file\00", align 1, !dbg !314

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_io(ptr noundef %0) local_unnamed_addr #0 !dbg !325 {
    #dbg_value(ptr %0, !327, !DIExpression(), !328)
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #9, !dbg !329
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 11) #9, !dbg !329
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @iolib, i32 noundef 0) #9, !dbg !329
    #dbg_value(ptr %0, !330, !DIExpression(), !335)
  %2 = tail call i32 @luaL_newmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9, !dbg !337
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @metameth, i32 noundef 0) #9, !dbg !338
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 7) #9, !dbg !339
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @meth, i32 noundef 0) #9, !dbg !340
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.39) #9, !dbg !341
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !342
  %3 = load ptr, ptr @stdin, align 8, !dbg !343, !tbaa !344
    #dbg_value(ptr %0, !348, !DIExpression(), !357)
    #dbg_value(ptr %3, !353, !DIExpression(), !357)
    #dbg_value(ptr @.str, !354, !DIExpression(), !357)
    #dbg_value(ptr @.str.1, !355, !DIExpression(), !357)
    #dbg_value(ptr %0, !359, !DIExpression(), !365)
  %4 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9, !dbg !367
    #dbg_value(ptr %4, !364, !DIExpression(), !365)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !368
  store ptr null, ptr %5, align 8, !dbg !369, !tbaa !370
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9, !dbg !372
    #dbg_value(ptr %4, !356, !DIExpression(), !357)
  store ptr %3, ptr %4, align 8, !dbg !373, !tbaa !374
  store ptr @io_noclose, ptr %5, align 8, !dbg !375, !tbaa !370
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #9, !dbg !376
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str) #9, !dbg !379
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.1) #9, !dbg !380
  %6 = load ptr, ptr @stdout, align 8, !dbg !381, !tbaa !344
    #dbg_value(ptr %0, !348, !DIExpression(), !382)
    #dbg_value(ptr %6, !353, !DIExpression(), !382)
    #dbg_value(ptr @.str.2, !354, !DIExpression(), !382)
    #dbg_value(ptr @.str.3, !355, !DIExpression(), !382)
    #dbg_value(ptr %0, !359, !DIExpression(), !384)
  %7 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9, !dbg !386
    #dbg_value(ptr %7, !364, !DIExpression(), !384)
  %8 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !387
  store ptr null, ptr %8, align 8, !dbg !388, !tbaa !370
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9, !dbg !389
    #dbg_value(ptr %7, !356, !DIExpression(), !382)
  store ptr %6, ptr %7, align 8, !dbg !390, !tbaa !374
  store ptr @io_noclose, ptr %8, align 8, !dbg !391, !tbaa !370
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #9, !dbg !392
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.2) #9, !dbg !393
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.3) #9, !dbg !394
  %9 = load ptr, ptr @stderr, align 8, !dbg !395, !tbaa !344
    #dbg_value(ptr %0, !348, !DIExpression(), !396)
    #dbg_value(ptr %9, !353, !DIExpression(), !396)
    #dbg_value(ptr null, !354, !DIExpression(), !396)
    #dbg_value(ptr @.str.4, !355, !DIExpression(), !396)
    #dbg_value(ptr %0, !359, !DIExpression(), !398)
  %10 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9, !dbg !400
    #dbg_value(ptr %10, !364, !DIExpression(), !398)
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !401
  store ptr null, ptr %11, align 8, !dbg !402, !tbaa !370
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9, !dbg !403
    #dbg_value(ptr %10, !356, !DIExpression(), !396)
  store ptr %9, ptr %10, align 8, !dbg !404, !tbaa !374
  store ptr @io_noclose, ptr %11, align 8, !dbg !405, !tbaa !370
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.4) #9, !dbg !406
  ret i32 1, !dbg !407
}

declare !dbg !408 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !412 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !415 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @io_close(ptr noundef %0) #0 !dbg !419 {
  %2 = alloca ptr, align 8, !DIAssignID !422
    #dbg_value(ptr %0, !421, !DIExpression(), !423)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !424
  %4 = icmp eq i32 %3, -1, !dbg !424
  br i1 %4, label %5, label %7, !dbg !426

5:                                                ; preds = %1
  %6 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.2) #9, !dbg !427
  br label %7, !dbg !427

7:                                                ; preds = %5, %1
    #dbg_value(ptr %0, !428, !DIExpression(), !431)
    #dbg_value(ptr %0, !433, !DIExpression(), !439)
  %8 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !441
    #dbg_value(ptr %8, !438, !DIExpression(), !439)
  %9 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !442
  %10 = load ptr, ptr %9, align 8, !dbg !442, !tbaa !370
  %11 = icmp eq ptr %10, null, !dbg !442
  br i1 %11, label %12, label %14, !dbg !444, !prof !445

12:                                               ; preds = %7
  %13 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !446
  br label %14, !dbg !446

14:                                               ; preds = %7, %12
    #dbg_assign(i1 undef, !447, !DIExpression(), !422, ptr %2, !DIExpression(), !453)
    #dbg_value(ptr %0, !450, !DIExpression(), !453)
  %15 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !455
    #dbg_value(ptr %15, !451, !DIExpression(), !453)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !456
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !457
  %17 = load ptr, ptr %16, align 8, !dbg !457, !tbaa !370
  store volatile ptr %17, ptr %2, align 8, !dbg !458, !tbaa !344, !DIAssignID !459
    #dbg_assign(ptr %17, !447, !DIExpression(), !459, ptr %2, !DIExpression(), !453)
  store ptr null, ptr %16, align 8, !dbg !460, !tbaa !370
  %18 = load volatile ptr, ptr %2, align 8, !dbg !461, !tbaa !344
  %19 = tail call i32 %18(ptr noundef %0) #9, !dbg !462
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !463
  ret i32 %19, !dbg !464
}

; Function Attrs: nounwind uwtable
define internal i32 @io_flush(ptr noundef %0) #0 !dbg !465 {
    #dbg_value(ptr %0, !467, !DIExpression(), !469)
    #dbg_value(ptr %0, !470, !DIExpression(), !477)
    #dbg_value(ptr @.str.2, !475, !DIExpression(), !477)
  %2 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.2) #9, !dbg !479
  %3 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #9, !dbg !480
    #dbg_value(ptr %3, !476, !DIExpression(), !477)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !481
  %5 = load ptr, ptr %4, align 8, !dbg !481, !tbaa !370
  %6 = icmp eq ptr %5, null, !dbg !481
  br i1 %6, label %7, label %9, !dbg !483, !prof !445

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.18, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.2, i64 4)) #9, !dbg !484
  br label %9, !dbg !484

9:                                                ; preds = %1, %7
  %10 = load ptr, ptr %3, align 8, !dbg !485, !tbaa !374
    #dbg_value(ptr %10, !468, !DIExpression(), !469)
  %11 = tail call ptr @__errno_location() #10, !dbg !486
  store i32 0, ptr %11, align 4, !dbg !487, !tbaa !488
  %12 = tail call i32 @fflush(ptr noundef %10), !dbg !490
  %13 = icmp eq i32 %12, 0, !dbg !491
  %14 = zext i1 %13 to i32, !dbg !491
  %15 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %14, ptr noundef null) #9, !dbg !492
  ret i32 %15, !dbg !493
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @io_input(ptr noundef %0) #0 !dbg !494 {
    #dbg_value(ptr %0, !496, !DIExpression(), !497)
  tail call fastcc void @g_iofile(ptr noundef %0, ptr noundef nonnull @.str, ptr noundef nonnull @.str.19), !dbg !498
  ret i32 1, !dbg !499
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 5) i32 @io_lines(ptr noundef %0) #0 !dbg !500 {
    #dbg_value(ptr %0, !502, !DIExpression(), !507)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !508
  %3 = icmp eq i32 %2, -1, !dbg !508
  br i1 %3, label %4, label %5, !dbg !510

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !511
  br label %5, !dbg !511

5:                                                ; preds = %4, %1
  %6 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !512
  %7 = icmp eq i32 %6, 0, !dbg !512
  br i1 %7, label %8, label %17, !dbg !513

8:                                                ; preds = %5
  %9 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str) #9, !dbg !514
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef 1) #9, !dbg !516
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !516
    #dbg_value(ptr %0, !433, !DIExpression(), !517)
  %10 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !519
    #dbg_value(ptr %10, !438, !DIExpression(), !517)
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !520
  %12 = load ptr, ptr %11, align 8, !dbg !520, !tbaa !370
  %13 = icmp eq ptr %12, null, !dbg !520
  br i1 %13, label %14, label %16, !dbg !521, !prof !445

14:                                               ; preds = %8
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !522
  br label %16, !dbg !522

16:                                               ; preds = %14, %8
    #dbg_value(i32 0, !503, !DIExpression(), !507)
  tail call fastcc void @aux_lines(ptr noundef %0, i32 noundef 0), !dbg !523
  br label %19, !dbg !524

17:                                               ; preds = %5
  %18 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !525
    #dbg_value(ptr %18, !504, !DIExpression(), !526)
  tail call fastcc void @opencheck(ptr noundef %0, ptr noundef %18, ptr noundef nonnull @.str.19), !dbg !527
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef 1) #9, !dbg !528
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !528
    #dbg_value(i32 1, !503, !DIExpression(), !507)
  tail call fastcc void @aux_lines(ptr noundef %0, i32 noundef 1), !dbg !523
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !529
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !532
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !533
  br label %19, !dbg !534

19:                                               ; preds = %16, %17
  %20 = phi i32 [ 4, %17 ], [ 1, %16 ], !dbg !535
  ret i32 %20, !dbg !536
}

; Function Attrs: nounwind uwtable
define internal i32 @io_open(ptr noundef %0) #0 !dbg !537 {
    #dbg_value(ptr %0, !539, !DIExpression(), !544)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !545
    #dbg_value(ptr %2, !540, !DIExpression(), !544)
  %3 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.19, ptr noundef null) #9, !dbg !546
    #dbg_value(ptr %3, !541, !DIExpression(), !544)
    #dbg_value(ptr %0, !547, !DIExpression(), !551)
    #dbg_value(ptr %0, !359, !DIExpression(), !553)
  %4 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9, !dbg !555
    #dbg_value(ptr %4, !364, !DIExpression(), !553)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !556
  store ptr null, ptr %5, align 8, !dbg !557, !tbaa !370
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9, !dbg !558
    #dbg_value(ptr %4, !550, !DIExpression(), !551)
  store ptr null, ptr %4, align 8, !dbg !559, !tbaa !374
  store ptr @io_fclose, ptr %5, align 8, !dbg !560, !tbaa !370
    #dbg_value(ptr %4, !542, !DIExpression(), !544)
    #dbg_value(ptr %3, !543, !DIExpression(), !544)
    #dbg_value(ptr %3, !561, !DIExpression(), !566)
  %6 = load i8, ptr %3, align 1, !dbg !568, !tbaa !569
  %7 = icmp eq i8 %6, 0, !dbg !570
  br i1 %7, label %21, label %8, !dbg !571

8:                                                ; preds = %1
  %9 = sext i8 %6 to i32, !dbg !568
    #dbg_value(ptr %3, !561, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !566)
  %10 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.32, i32 %9, i64 4), !dbg !572
  %11 = icmp eq ptr %10, null, !dbg !573
  br i1 %11, label %21, label %12, !dbg !574

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !575
    #dbg_value(ptr %13, !561, !DIExpression(), !566)
  %14 = load i8, ptr %13, align 1, !dbg !576, !tbaa !569
  %15 = icmp eq i8 %14, 43, !dbg !577
  %16 = getelementptr inbounds i8, ptr %3, i64 2
  %17 = select i1 %15, ptr %16, ptr %13, !dbg !578
    #dbg_value(ptr %17, !561, !DIExpression(), !566)
  %18 = tail call i64 @strspn(ptr noundef nonnull %17, ptr noundef nonnull @.str.33) #11, !dbg !579
  %19 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %17) #11, !dbg !580
  %20 = icmp eq i64 %18, %19, !dbg !581
  br i1 %20, label %23, label %21, !dbg !582, !prof !583

21:                                               ; preds = %1, %8, %12
  %22 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.31) #9, !dbg !582
  br label %23, !dbg !582

23:                                               ; preds = %21, %12
  %24 = tail call ptr @__errno_location() #10, !dbg !584
  store i32 0, ptr %24, align 4, !dbg !585, !tbaa !488
  %25 = tail call noalias ptr @fopen64(ptr noundef %2, ptr noundef nonnull %3), !dbg !586
  store ptr %25, ptr %4, align 8, !dbg !587, !tbaa !374
  %26 = icmp eq ptr %25, null, !dbg !588
  br i1 %26, label %27, label %29, !dbg !589

27:                                               ; preds = %23
  %28 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef %2) #9, !dbg !590
  br label %29, !dbg !589

29:                                               ; preds = %23, %27
  %30 = phi i32 [ %28, %27 ], [ 1, %23 ], !dbg !589
  ret i32 %30, !dbg !591
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @io_output(ptr noundef %0) #0 !dbg !592 {
    #dbg_value(ptr %0, !594, !DIExpression(), !595)
  tail call fastcc void @g_iofile(ptr noundef %0, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.34), !dbg !596
  ret i32 1, !dbg !597
}

; Function Attrs: nounwind uwtable
define internal i32 @io_popen(ptr noundef %0) #0 !dbg !598 {
    #dbg_value(ptr %0, !600, !DIExpression(), !604)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !605
    #dbg_value(ptr %2, !601, !DIExpression(), !604)
  %3 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.19, ptr noundef null) #9, !dbg !606
    #dbg_value(ptr %3, !602, !DIExpression(), !604)
    #dbg_value(ptr %0, !359, !DIExpression(), !607)
  %4 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9, !dbg !609
    #dbg_value(ptr %4, !364, !DIExpression(), !607)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !610
  store ptr null, ptr %5, align 8, !dbg !611, !tbaa !370
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9, !dbg !612
    #dbg_value(ptr %4, !603, !DIExpression(), !604)
  %6 = load i8, ptr %3, align 1, !dbg !613, !tbaa !569
  switch i8 %6, label %11 [
    i8 114, label %7
    i8 119, label %7
  ], !dbg !613

7:                                                ; preds = %1, %1
  %8 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !613
  %9 = load i8, ptr %8, align 1, !dbg !613, !tbaa !569
  %10 = icmp eq i8 %9, 0, !dbg !613
  br i1 %10, label %13, label %11, !dbg !613, !prof !614

11:                                               ; preds = %1, %7
  %12 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.31) #9, !dbg !613
  br label %13, !dbg !613

13:                                               ; preds = %11, %7
  %14 = tail call ptr @__errno_location() #10, !dbg !615
  store i32 0, ptr %14, align 4, !dbg !616, !tbaa !488
  %15 = tail call i32 @fflush(ptr noundef null), !dbg !617
  %16 = tail call noalias ptr @popen(ptr noundef %2, ptr noundef nonnull %3), !dbg !617
  store ptr %16, ptr %4, align 8, !dbg !618, !tbaa !374
  store ptr @io_pclose, ptr %5, align 8, !dbg !619, !tbaa !370
  %17 = icmp eq ptr %16, null, !dbg !620
  br i1 %17, label %18, label %20, !dbg !621

18:                                               ; preds = %13
  %19 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef %2) #9, !dbg !622
  br label %20, !dbg !621

20:                                               ; preds = %13, %18
  %21 = phi i32 [ %19, %18 ], [ 1, %13 ], !dbg !621
  ret i32 %21, !dbg !623
}

; Function Attrs: nounwind uwtable
define internal i32 @io_read(ptr noundef %0) #0 !dbg !624 {
    #dbg_value(ptr %0, !626, !DIExpression(), !627)
    #dbg_value(ptr %0, !470, !DIExpression(), !628)
    #dbg_value(ptr @.str, !475, !DIExpression(), !628)
  %2 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str) #9, !dbg !630
  %3 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #9, !dbg !631
    #dbg_value(ptr %3, !476, !DIExpression(), !628)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !632
  %5 = load ptr, ptr %4, align 8, !dbg !632, !tbaa !370
  %6 = icmp eq ptr %5, null, !dbg !632
  br i1 %6, label %7, label %9, !dbg !633, !prof !445

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.18, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 4)) #9, !dbg !634
  br label %9, !dbg !634

9:                                                ; preds = %1, %7
  %10 = load ptr, ptr %3, align 8, !dbg !635, !tbaa !374
  %11 = tail call fastcc i32 @g_read(ptr noundef %0, ptr noundef %10, i32 noundef 1), !dbg !636
  ret i32 %11, !dbg !637
}

; Function Attrs: nounwind uwtable
define internal i32 @io_tmpfile(ptr noundef %0) #0 !dbg !638 {
    #dbg_value(ptr %0, !640, !DIExpression(), !642)
    #dbg_value(ptr %0, !547, !DIExpression(), !643)
    #dbg_value(ptr %0, !359, !DIExpression(), !645)
  %2 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9, !dbg !647
    #dbg_value(ptr %2, !364, !DIExpression(), !645)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !648
  store ptr null, ptr %3, align 8, !dbg !649, !tbaa !370
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9, !dbg !650
    #dbg_value(ptr %2, !550, !DIExpression(), !643)
  store ptr null, ptr %2, align 8, !dbg !651, !tbaa !374
  store ptr @io_fclose, ptr %3, align 8, !dbg !652, !tbaa !370
    #dbg_value(ptr %2, !641, !DIExpression(), !642)
  %4 = tail call ptr @__errno_location() #10, !dbg !653
  store i32 0, ptr %4, align 4, !dbg !654, !tbaa !488
  %5 = tail call noalias ptr @tmpfile64(), !dbg !655
  store ptr %5, ptr %2, align 8, !dbg !656, !tbaa !374
  %6 = icmp eq ptr %5, null, !dbg !657
  br i1 %6, label %7, label %9, !dbg !658

7:                                                ; preds = %1
  %8 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef null) #9, !dbg !659
  br label %9, !dbg !658

9:                                                ; preds = %1, %7
  %10 = phi i32 [ %8, %7 ], [ 1, %1 ], !dbg !658
  ret i32 %10, !dbg !660
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @io_type(ptr noundef %0) #0 !dbg !661 {
    #dbg_value(ptr %0, !663, !DIExpression(), !665)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !666
  %2 = tail call ptr @luaL_testudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !667
    #dbg_value(ptr %2, !664, !DIExpression(), !665)
  %3 = icmp eq ptr %2, null, !dbg !668
  br i1 %3, label %4, label %5, !dbg !670

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !671
  br label %13, !dbg !671

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !672
  %7 = load ptr, ptr %6, align 8, !dbg !672, !tbaa !370
  %8 = icmp eq ptr %7, null, !dbg !672
  br i1 %8, label %9, label %11, !dbg !674

9:                                                ; preds = %5
  %10 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.35) #9, !dbg !675
  br label %13, !dbg !675

11:                                               ; preds = %5
  %12 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.36) #9, !dbg !676
  br label %13

13:                                               ; preds = %9, %11, %4
  ret i32 1, !dbg !677
}

; Function Attrs: nounwind uwtable
define internal i32 @io_write(ptr noundef %0) #0 !dbg !678 {
    #dbg_value(ptr %0, !680, !DIExpression(), !681)
    #dbg_value(ptr %0, !470, !DIExpression(), !682)
    #dbg_value(ptr @.str.2, !475, !DIExpression(), !682)
  %2 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.2) #9, !dbg !684
  %3 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #9, !dbg !685
    #dbg_value(ptr %3, !476, !DIExpression(), !682)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !686
  %5 = load ptr, ptr %4, align 8, !dbg !686, !tbaa !370
  %6 = icmp eq ptr %5, null, !dbg !686
  br i1 %6, label %7, label %9, !dbg !687, !prof !445

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.18, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.2, i64 4)) #9, !dbg !688
  br label %9, !dbg !688

9:                                                ; preds = %1, %7
  %10 = load ptr, ptr %3, align 8, !dbg !689, !tbaa !374
  %11 = tail call fastcc i32 @g_write(ptr noundef %0, ptr noundef %10, i32 noundef 1), !dbg !690
  ret i32 %11, !dbg !691
}

declare !dbg !692 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !695 i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @f_close(ptr noundef %0) #0 !dbg !429 {
  %2 = alloca ptr, align 8, !DIAssignID !698
    #dbg_value(ptr %0, !428, !DIExpression(), !699)
    #dbg_value(ptr %0, !433, !DIExpression(), !700)
  %3 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !702
    #dbg_value(ptr %3, !438, !DIExpression(), !700)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !703
  %5 = load ptr, ptr %4, align 8, !dbg !703, !tbaa !370
  %6 = icmp eq ptr %5, null, !dbg !703
  br i1 %6, label %7, label %9, !dbg !704, !prof !445

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !705
  br label %9, !dbg !705

9:                                                ; preds = %1, %7
    #dbg_assign(i1 undef, !447, !DIExpression(), !698, ptr %2, !DIExpression(), !706)
    #dbg_value(ptr %0, !450, !DIExpression(), !706)
  %10 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !708
    #dbg_value(ptr %10, !451, !DIExpression(), !706)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !709
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !710
  %12 = load ptr, ptr %11, align 8, !dbg !710, !tbaa !370
  store volatile ptr %12, ptr %2, align 8, !dbg !711, !tbaa !344, !DIAssignID !712
    #dbg_assign(ptr %12, !447, !DIExpression(), !712, ptr %2, !DIExpression(), !706)
  store ptr null, ptr %11, align 8, !dbg !713, !tbaa !370
  %13 = load volatile ptr, ptr %2, align 8, !dbg !714, !tbaa !344
  %14 = tail call i32 %13(ptr noundef %0) #9, !dbg !715
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !716
  ret i32 %14, !dbg !717
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !718 ptr @luaL_checkudata(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !721 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !724 ptr @__errno_location() local_unnamed_addr #3

declare !dbg !729 i32 @luaL_fileresult(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !730 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

declare !dbg !733 ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @g_iofile(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2) unnamed_addr #0 !dbg !736 {
    #dbg_value(ptr %0, !740, !DIExpression(), !746)
    #dbg_value(ptr %1, !741, !DIExpression(), !746)
    #dbg_value(ptr %2, !742, !DIExpression(), !746)
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !747
  %5 = icmp slt i32 %4, 1, !dbg !747
  br i1 %5, label %19, label %6, !dbg !748

6:                                                ; preds = %3
  %7 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !749
    #dbg_value(ptr %7, !743, !DIExpression(), !750)
  %8 = icmp eq ptr %7, null, !dbg !751
  br i1 %8, label %10, label %9, !dbg !753

9:                                                ; preds = %6
  tail call fastcc void @opencheck(ptr noundef %0, ptr noundef nonnull %7, ptr noundef %2), !dbg !754
  br label %18, !dbg !754

10:                                               ; preds = %6
    #dbg_value(ptr %0, !433, !DIExpression(), !755)
  %11 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !758
    #dbg_value(ptr %11, !438, !DIExpression(), !755)
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !759
  %13 = load ptr, ptr %12, align 8, !dbg !759, !tbaa !370
  %14 = icmp eq ptr %13, null, !dbg !759
  br i1 %14, label %15, label %17, !dbg !760, !prof !445

15:                                               ; preds = %10
  %16 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !761
  br label %17, !dbg !761

17:                                               ; preds = %10, %15
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !762
  br label %18

18:                                               ; preds = %17, %9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #9, !dbg !763
  br label %19, !dbg !764

19:                                               ; preds = %18, %3
  %20 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #9, !dbg !765
  ret void, !dbg !766
}

declare !dbg !767 ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @opencheck(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2) unnamed_addr #0 !dbg !771 {
    #dbg_value(ptr %0, !775, !DIExpression(), !779)
    #dbg_value(ptr %1, !776, !DIExpression(), !779)
    #dbg_value(ptr %2, !777, !DIExpression(), !779)
    #dbg_value(ptr %0, !547, !DIExpression(), !780)
    #dbg_value(ptr %0, !359, !DIExpression(), !782)
  %4 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9, !dbg !784
    #dbg_value(ptr %4, !364, !DIExpression(), !782)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !785
  store ptr null, ptr %5, align 8, !dbg !786, !tbaa !370
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9, !dbg !787
    #dbg_value(ptr %4, !550, !DIExpression(), !780)
  store ptr null, ptr %4, align 8, !dbg !788, !tbaa !374
  store ptr @io_fclose, ptr %5, align 8, !dbg !789, !tbaa !370
    #dbg_value(ptr %4, !778, !DIExpression(), !779)
  %6 = tail call noalias ptr @fopen64(ptr noundef %1, ptr noundef %2), !dbg !790
  store ptr %6, ptr %4, align 8, !dbg !791, !tbaa !374
  %7 = icmp eq ptr %6, null, !dbg !792
  br i1 %7, label %8, label %13, !dbg !794, !prof !445

8:                                                ; preds = %3
  %9 = tail call ptr @__errno_location() #10, !dbg !795
  %10 = load i32, ptr %9, align 4, !dbg !795, !tbaa !488
  %11 = tail call ptr @strerror(i32 noundef %10) #9, !dbg !796
  %12 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.20, ptr noundef %1, ptr noundef %11) #9, !dbg !797
  br label %13, !dbg !797

13:                                               ; preds = %8, %3
  ret void, !dbg !798
}

declare !dbg !799 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !802 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !805 noalias noundef ptr @fopen64(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !809 ptr @strerror(i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal i32 @io_fclose(ptr noundef %0) #0 !dbg !813 {
    #dbg_value(ptr %0, !815, !DIExpression(), !817)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !818
    #dbg_value(ptr %2, !816, !DIExpression(), !817)
  %3 = tail call ptr @__errno_location() #10, !dbg !819
  store i32 0, ptr %3, align 4, !dbg !820, !tbaa !488
  %4 = load ptr, ptr %2, align 8, !dbg !821, !tbaa !374
  %5 = tail call i32 @fclose(ptr noundef %4), !dbg !822
  %6 = icmp eq i32 %5, 0, !dbg !823
  %7 = zext i1 %6 to i32, !dbg !823
  %8 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %7, ptr noundef null) #9, !dbg !824
  ret i32 %8, !dbg !825
}

declare !dbg !826 ptr @lua_newuserdatauv(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !829 void @luaL_setmetatable(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !832 noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #4

declare !dbg !833 void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare !dbg !834 void @lua_copy(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !835 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !836 ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @aux_lines(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !837 {
    #dbg_value(ptr %0, !839, !DIExpression(), !842)
    #dbg_value(i32 %1, !840, !DIExpression(), !842)
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !843
    #dbg_value(i32 %3, !841, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !842)
  %4 = icmp slt i32 %3, 252, !dbg !844
  br i1 %4, label %7, label %5, !dbg !844, !prof !614

5:                                                ; preds = %2
  %6 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 252, ptr noundef nonnull @.str.21) #9, !dbg !844
  br label %7, !dbg !844

7:                                                ; preds = %5, %2
  %8 = add nsw i32 %3, -1, !dbg !845
    #dbg_value(i32 %8, !841, !DIExpression(), !842)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !846
  %9 = sext i32 %8 to i64, !dbg !847
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %9) #9, !dbg !848
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %1) #9, !dbg !849
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 2, i32 noundef 3) #9, !dbg !850
  %10 = add nsw i32 %3, 2, !dbg !851
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @io_readline, i32 noundef %10) #9, !dbg !852
  ret void, !dbg !853
}

declare !dbg !854 i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare !dbg !855 i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !856 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !859 void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !860 void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !861 void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @io_readline(ptr noundef %0) #0 !dbg !864 {
  %2 = alloca ptr, align 8, !DIAssignID !870
    #dbg_value(ptr %0, !866, !DIExpression(), !871)
  %3 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1001001) #9, !dbg !872
    #dbg_value(ptr %3, !867, !DIExpression(), !871)
  %4 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef -1001002, ptr noundef null) #9, !dbg !873
  %5 = trunc i64 %4 to i32, !dbg !874
    #dbg_value(i32 %5, !869, !DIExpression(), !871)
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !875
  %7 = load ptr, ptr %6, align 8, !dbg !875, !tbaa !370
  %8 = icmp eq ptr %7, null, !dbg !875
  br i1 %8, label %9, label %11, !dbg !877

9:                                                ; preds = %1
  %10 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.22) #9, !dbg !878
  br label %39, !dbg !879

11:                                               ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9, !dbg !880
  tail call void @luaL_checkstack(ptr noundef %0, i32 noundef %5, ptr noundef nonnull @.str.21) #9, !dbg !881
    #dbg_value(i32 1, !868, !DIExpression(), !871)
  %12 = icmp slt i32 %5, 1, !dbg !882
  br i1 %12, label %18, label %13, !dbg !885

13:                                               ; preds = %11, %13
  %14 = phi i32 [ %16, %13 ], [ 1, %11 ]
    #dbg_value(i32 %14, !868, !DIExpression(), !871)
  %15 = sub nuw nsw i32 -1001003, %14, !dbg !886
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %15) #9, !dbg !887
  %16 = add nuw i32 %14, 1, !dbg !888
    #dbg_value(i32 %16, !868, !DIExpression(), !871)
  %17 = icmp eq i32 %14, %5, !dbg !882
  br i1 %17, label %18, label %13, !dbg !885, !llvm.loop !889

18:                                               ; preds = %13, %11
  %19 = load ptr, ptr %3, align 8, !dbg !892, !tbaa !374
  %20 = tail call fastcc i32 @g_read(ptr noundef %0, ptr noundef %19, i32 noundef 2), !dbg !893
    #dbg_value(i32 %20, !869, !DIExpression(), !871)
  %21 = sub nsw i32 0, %20, !dbg !894
  %22 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef %21) #9, !dbg !896
  %23 = icmp eq i32 %22, 0, !dbg !896
  br i1 %23, label %24, label %39, !dbg !897

24:                                               ; preds = %18
  %25 = icmp sgt i32 %20, 1, !dbg !898
  br i1 %25, label %26, label %30, !dbg !901

26:                                               ; preds = %24
  %27 = sub nsw i32 1, %20, !dbg !902
  %28 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %27, ptr noundef null) #9, !dbg !902
  %29 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.23, ptr noundef %28) #9, !dbg !904
  br label %39, !dbg !905

30:                                               ; preds = %24
  %31 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1001003) #9, !dbg !906
  %32 = icmp eq i32 %31, 0, !dbg !906
  br i1 %32, label %39, label %33, !dbg !908

33:                                               ; preds = %30
  tail call void @lua_settop(ptr noundef %0, i32 noundef 0) #9, !dbg !909
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1001001) #9, !dbg !911
    #dbg_assign(i1 undef, !447, !DIExpression(), !870, ptr %2, !DIExpression(), !912)
    #dbg_value(ptr %0, !450, !DIExpression(), !912)
  %34 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !914
    #dbg_value(ptr %34, !451, !DIExpression(), !912)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !915
  %35 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !916
  %36 = load ptr, ptr %35, align 8, !dbg !916, !tbaa !370
  store volatile ptr %36, ptr %2, align 8, !dbg !917, !tbaa !344, !DIAssignID !918
    #dbg_assign(ptr %36, !447, !DIExpression(), !918, ptr %2, !DIExpression(), !912)
  store ptr null, ptr %35, align 8, !dbg !919, !tbaa !370
  %37 = load volatile ptr, ptr %2, align 8, !dbg !920, !tbaa !344
  %38 = tail call i32 %37(ptr noundef %0) #9, !dbg !921
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !922
  br label %39, !dbg !923

39:                                               ; preds = %30, %33, %18, %26, %9
  %40 = phi i32 [ %10, %9 ], [ %29, %26 ], [ %20, %18 ], [ 0, %33 ], [ 0, %30 ], !dbg !871
  ret i32 %40, !dbg !924
}

declare !dbg !925 i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !928 void @luaL_checkstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @g_read(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !929 {
  %4 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !949
  %5 = alloca %struct.RN, align 8, !DIAssignID !950
  %6 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !951
    #dbg_value(ptr %0, !933, !DIExpression(), !952)
    #dbg_value(ptr %1, !934, !DIExpression(), !952)
    #dbg_value(i32 %2, !935, !DIExpression(), !952)
  %7 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !953
    #dbg_value(i32 %7, !936, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !952)
  tail call void @clearerr(ptr noundef %1) #9, !dbg !954
  %8 = tail call ptr @__errno_location() #10, !dbg !955
  store i32 0, ptr %8, align 4, !dbg !956, !tbaa !488
  %9 = icmp eq i32 %7, 1, !dbg !957
  br i1 %9, label %10, label %13, !dbg !958

10:                                               ; preds = %3
  %11 = tail call fastcc i32 @read_line(ptr noundef %0, ptr noundef %1, i32 noundef 1), !dbg !959
    #dbg_value(i32 %11, !938, !DIExpression(), !952)
  %12 = add nuw nsw i32 %2, 1, !dbg !961
    #dbg_value(i32 %12, !937, !DIExpression(), !952)
  br label %372, !dbg !962

13:                                               ; preds = %3
  %14 = add nsw i32 %7, 19, !dbg !963
  tail call void @luaL_checkstack(ptr noundef %0, i32 noundef %14, ptr noundef nonnull @.str.21) #9, !dbg !964
    #dbg_value(i32 1, !938, !DIExpression(), !952)
    #dbg_value(i32 %2, !937, !DIExpression(), !952)
    #dbg_value(i32 %7, !936, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !952)
  %15 = add nsw i32 %7, -2, !dbg !965
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  %17 = getelementptr inbounds i8, ptr %5, i64 12
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = getelementptr inbounds i8, ptr %6, i64 16
  br label %23, !dbg !966

23:                                               ; preds = %13, %365
  %24 = phi i32 [ %15, %13 ], [ %368, %365 ]
  %25 = phi i32 [ %2, %13 ], [ %367, %365 ]
    #dbg_value(i32 %25, !937, !DIExpression(), !952)
  %26 = call i32 @lua_type(ptr noundef %0, i32 noundef %25) #9, !dbg !967
  %27 = icmp eq i32 %26, 3, !dbg !968
  br i1 %27, label %28, label %44, !dbg !969

28:                                               ; preds = %23
  %29 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %25) #9, !dbg !970
    #dbg_value(i64 %29, !939, !DIExpression(), !971)
  %30 = icmp eq i64 %29, 0, !dbg !972
  br i1 %30, label %31, label %37, !dbg !973

31:                                               ; preds = %28
    #dbg_value(ptr %0, !974, !DIExpression(), !981)
    #dbg_value(ptr %1, !979, !DIExpression(), !981)
  %32 = call i32 @getc(ptr noundef %1), !dbg !983
    #dbg_value(i32 %32, !980, !DIExpression(), !981)
  %33 = call i32 @ungetc(i32 noundef %32, ptr noundef %1), !dbg !984
  %34 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.25) #9, !dbg !985
  %35 = icmp ne i32 %32, -1, !dbg !986
  %36 = zext i1 %35 to i32, !dbg !986
  br label %365, !dbg !973

37:                                               ; preds = %28
    #dbg_assign(i1 undef, !987, !DIExpression(), !951, ptr %6, !DIExpression(), !1016)
    #dbg_value(ptr %0, !992, !DIExpression(), !1016)
    #dbg_value(ptr %1, !993, !DIExpression(), !1016)
    #dbg_value(i64 %29, !994, !DIExpression(), !1016)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %6) #9, !dbg !1018
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %6) #9, !dbg !1019
  %38 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef %29) #9, !dbg !1020
    #dbg_value(ptr %38, !996, !DIExpression(), !1016)
  %39 = call i64 @fread(ptr noundef %38, i64 noundef 1, i64 noundef %29, ptr noundef %1), !dbg !1021
    #dbg_value(i64 %39, !995, !DIExpression(), !1016)
  %40 = load i64, ptr %22, align 8, !dbg !1022, !tbaa !1023
  %41 = add i64 %40, %39, !dbg !1022
  store i64 %41, ptr %22, align 8, !dbg !1022, !tbaa !1023, !DIAssignID !1026
    #dbg_assign(i64 %41, !987, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1026, ptr %22, !DIExpression(), !1016)
  call void @luaL_pushresult(ptr noundef nonnull %6) #9, !dbg !1027
  %42 = icmp ne i64 %39, 0, !dbg !1028
  %43 = zext i1 %42 to i32, !dbg !1028
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %6) #9, !dbg !1029
  br label %365, !dbg !973

44:                                               ; preds = %23
  %45 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %25, ptr noundef null) #9, !dbg !1030
    #dbg_value(ptr %45, !947, !DIExpression(), !1031)
  %46 = load i8, ptr %45, align 1, !dbg !1032, !tbaa !569
  %47 = icmp eq i8 %46, 42, !dbg !1034
  %48 = zext i1 %47 to i64, !dbg !1035
  %49 = getelementptr inbounds i8, ptr %45, i64 %48, !dbg !1035
    #dbg_value(ptr %49, !947, !DIExpression(), !1031)
  %50 = load i8, ptr %49, align 1, !dbg !1036, !tbaa !569
  switch i8 %50, label %363 [
    i8 110, label %51
    i8 108, label %351
    i8 76, label %353
    i8 97, label %355
  ], !dbg !1037

51:                                               ; preds = %44
    #dbg_assign(i1 undef, !1038, !DIExpression(), !950, ptr %5, !DIExpression(), !1056)
    #dbg_value(ptr %0, !1041, !DIExpression(), !1056)
    #dbg_value(ptr %1, !1042, !DIExpression(), !1056)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #9, !dbg !1059
    #dbg_value(i32 0, !1043, !DIExpression(), !1056)
    #dbg_value(i32 0, !1044, !DIExpression(), !1056)
  store ptr %1, ptr %5, align 8, !dbg !1060, !tbaa !1061, !DIAssignID !1063
    #dbg_assign(ptr %1, !1038, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1063, ptr %5, !DIExpression(), !1056)
  store i32 0, ptr %17, align 4, !dbg !1064, !tbaa !1065, !DIAssignID !1066
    #dbg_assign(i32 0, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1066, ptr %17, !DIExpression(), !1056)
  %52 = call ptr @localeconv() #9, !dbg !1067
  %53 = load ptr, ptr %52, align 8, !dbg !1067, !tbaa !1068
  %54 = load i8, ptr %53, align 1, !dbg !1067, !tbaa !569
    #dbg_value(i8 %54, !1045, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1056)
    #dbg_value(i8 46, !1045, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1056)
  call void @flockfile(ptr noundef %1) #9, !dbg !1070
  br label %55, !dbg !1071

55:                                               ; preds = %65, %51
    #dbg_value(ptr %1, !1072, !DIExpression(), !1076)
  %56 = load ptr, ptr %18, align 8, !dbg !1079, !tbaa !1080
  %57 = load ptr, ptr %19, align 8, !dbg !1079, !tbaa !1083
  %58 = icmp ult ptr %56, %57, !dbg !1079
  br i1 %58, label %61, label %59, !dbg !1079, !prof !614

59:                                               ; preds = %55
  %60 = call i32 @__uflow(ptr noundef nonnull %1) #9, !dbg !1079
  br label %65, !dbg !1079

61:                                               ; preds = %55
  %62 = getelementptr inbounds i8, ptr %56, i64 1, !dbg !1079
  store ptr %62, ptr %18, align 8, !dbg !1079, !tbaa !1080
  %63 = load i8, ptr %56, align 1, !dbg !1079, !tbaa !569
  %64 = zext i8 %63 to i32, !dbg !1079
  br label %65, !dbg !1079

65:                                               ; preds = %61, %59
  %66 = phi i32 [ %60, %59 ], [ %64, %61 ], !dbg !1079
  store i32 %66, ptr %20, align 8, !dbg !1084, !tbaa !1085, !DIAssignID !1086
    #dbg_assign(i32 %66, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1086, ptr %20, !DIExpression(), !1056)
  %67 = tail call ptr @__ctype_b_loc() #10, !dbg !1087
  %68 = load ptr, ptr %67, align 8, !dbg !1087, !tbaa !344
  %69 = sext i32 %66 to i64, !dbg !1087
  %70 = getelementptr inbounds i16, ptr %68, i64 %69, !dbg !1087
  %71 = load i16, ptr %70, align 2, !dbg !1087, !tbaa !1088
  %72 = and i16 %71, 8192, !dbg !1087
  %73 = icmp eq i16 %72, 0, !dbg !1089
  br i1 %73, label %74, label %55, !dbg !1089, !llvm.loop !1090

74:                                               ; preds = %65
    #dbg_value(ptr %5, !1092, !DIExpression(), !1099)
    #dbg_value(ptr poison, !1098, !DIExpression(), !1099)
  switch i32 %66, label %88 [
    i32 45, label %75
    i32 43, label %75
  ], !dbg !1101

75:                                               ; preds = %74, %74
    #dbg_value(ptr %5, !1103, !DIExpression(), !1108)
  %76 = trunc i32 %66 to i8, !dbg !1110
  store i32 1, ptr %17, align 4, !dbg !1113, !tbaa !1065, !DIAssignID !1114
    #dbg_assign(i32 1, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1114, ptr %17, !DIExpression(), !1056)
  store i8 %76, ptr %21, align 8, !dbg !1115, !tbaa !569
    #dbg_value(ptr %1, !1072, !DIExpression(), !1116)
  %77 = load ptr, ptr %18, align 8, !dbg !1118, !tbaa !1080
  %78 = load ptr, ptr %19, align 8, !dbg !1118, !tbaa !1083
  %79 = icmp ult ptr %77, %78, !dbg !1118
  br i1 %79, label %82, label %80, !dbg !1118, !prof !614

80:                                               ; preds = %75
  %81 = call i32 @__uflow(ptr noundef nonnull %1) #9, !dbg !1118
  br label %86, !dbg !1118

82:                                               ; preds = %75
  %83 = getelementptr inbounds i8, ptr %77, i64 1, !dbg !1118
  store ptr %83, ptr %18, align 8, !dbg !1118, !tbaa !1080
  %84 = load i8, ptr %77, align 1, !dbg !1118, !tbaa !569
  %85 = zext i8 %84 to i32, !dbg !1118
  br label %86, !dbg !1118

86:                                               ; preds = %82, %80
  %87 = phi i32 [ %81, %80 ], [ %85, %82 ], !dbg !1118
  store i32 %87, ptr %20, align 8, !dbg !1119, !tbaa !1085, !DIAssignID !1120
    #dbg_assign(i32 %87, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1120, ptr %20, !DIExpression(), !1056)
  br label %88, !dbg !1121

88:                                               ; preds = %86, %74
  %89 = phi i32 [ 1, %86 ], [ 0, %74 ]
  %90 = phi i32 [ %87, %86 ], [ %66, %74 ], !dbg !1122
    #dbg_value(ptr %5, !1092, !DIExpression(), !1125)
    #dbg_value(ptr poison, !1098, !DIExpression(), !1125)
  %91 = icmp eq i32 %90, 48, !dbg !1126
  br i1 %91, label %92, label %123, !dbg !1127

92:                                               ; preds = %88
    #dbg_value(ptr %5, !1103, !DIExpression(), !1128)
  %93 = add nuw nsw i32 %89, 1, !dbg !1130
  store i32 %93, ptr %17, align 4, !dbg !1130, !tbaa !1065, !DIAssignID !1131
    #dbg_assign(i32 %93, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1131, ptr %17, !DIExpression(), !1056)
  %94 = zext nneg i32 %89 to i64, !dbg !1132
  %95 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %94, !dbg !1132
  store i8 48, ptr %95, align 1, !dbg !1133, !tbaa !569
    #dbg_value(ptr %1, !1072, !DIExpression(), !1134)
  %96 = load ptr, ptr %18, align 8, !dbg !1136, !tbaa !1080
  %97 = load ptr, ptr %19, align 8, !dbg !1136, !tbaa !1083
  %98 = icmp ult ptr %96, %97, !dbg !1136
  br i1 %98, label %101, label %99, !dbg !1136, !prof !614

99:                                               ; preds = %92
  %100 = call i32 @__uflow(ptr noundef nonnull %1) #9, !dbg !1136
  br label %105, !dbg !1136

101:                                              ; preds = %92
  %102 = getelementptr inbounds i8, ptr %96, i64 1, !dbg !1136
  store ptr %102, ptr %18, align 8, !dbg !1136, !tbaa !1080
  %103 = load i8, ptr %96, align 1, !dbg !1136, !tbaa !569
  %104 = zext i8 %103 to i32, !dbg !1136
  br label %105, !dbg !1136

105:                                              ; preds = %101, %99
  %106 = phi i32 [ %100, %99 ], [ %104, %101 ], !dbg !1136
  store i32 %106, ptr %20, align 8, !dbg !1137, !tbaa !1085, !DIAssignID !1138
    #dbg_assign(i32 %106, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1138, ptr %20, !DIExpression(), !1056)
    #dbg_value(ptr %5, !1092, !DIExpression(), !1139)
    #dbg_value(ptr poison, !1098, !DIExpression(), !1139)
  switch i32 %106, label %123 [
    i32 120, label %107
    i32 88, label %107
  ], !dbg !1143

107:                                              ; preds = %105, %105
    #dbg_value(ptr %5, !1103, !DIExpression(), !1144)
  %108 = trunc i32 %106 to i8, !dbg !1146
  %109 = or disjoint i32 %89, 2, !dbg !1147
  store i32 %109, ptr %17, align 4, !dbg !1147, !tbaa !1065, !DIAssignID !1148
    #dbg_assign(i32 %109, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1148, ptr %17, !DIExpression(), !1056)
  %110 = zext nneg i32 %93 to i64, !dbg !1149
  %111 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %110, !dbg !1149
  store i8 %108, ptr %111, align 1, !dbg !1150, !tbaa !569
    #dbg_value(ptr %1, !1072, !DIExpression(), !1151)
  %112 = load ptr, ptr %18, align 8, !dbg !1153, !tbaa !1080
  %113 = load ptr, ptr %19, align 8, !dbg !1153, !tbaa !1083
  %114 = icmp ult ptr %112, %113, !dbg !1153
  br i1 %114, label %117, label %115, !dbg !1153, !prof !614

115:                                              ; preds = %107
  %116 = call i32 @__uflow(ptr noundef nonnull %1) #9, !dbg !1153
  br label %121, !dbg !1153

117:                                              ; preds = %107
  %118 = getelementptr inbounds i8, ptr %112, i64 1, !dbg !1153
  store ptr %118, ptr %18, align 8, !dbg !1153, !tbaa !1080
  %119 = load i8, ptr %112, align 1, !dbg !1153, !tbaa !569
  %120 = zext i8 %119 to i32, !dbg !1153
  br label %121, !dbg !1153

121:                                              ; preds = %117, %115
  %122 = phi i32 [ %116, %115 ], [ %120, %117 ], !dbg !1153
  store i32 %122, ptr %20, align 8, !dbg !1154, !tbaa !1085, !DIAssignID !1155
    #dbg_assign(i32 %122, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1155, ptr %20, !DIExpression(), !1056)
  br label %123

123:                                              ; preds = %121, %105, %88
  %124 = phi i32 [ %90, %88 ], [ %122, %121 ], [ %106, %105 ], !dbg !1156
  %125 = phi i32 [ 0, %88 ], [ 0, %121 ], [ 1, %105 ], !dbg !1056
  %126 = phi ptr [ @.str.30, %88 ], [ @.str.29, %121 ], [ @.str.30, %105 ], !dbg !1056
  %127 = phi i1 [ true, %88 ], [ false, %121 ], [ true, %105 ], !dbg !1056
    #dbg_value(i1 %127, !1044, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1056)
    #dbg_value(i32 %125, !1043, !DIExpression(), !1056)
    #dbg_value(ptr %5, !1161, !DIExpression(), !1165)
    #dbg_value(i1 %127, !1162, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1165)
    #dbg_value(i32 0, !1163, !DIExpression(), !1165)
  br label %128, !dbg !1166

128:                                              ; preds = %163, %123
  %129 = phi ptr [ %151, %163 ], [ %1, %123 ]
  %130 = phi i32 [ %164, %163 ], [ %124, %123 ], !dbg !1156
  %131 = phi i32 [ %165, %163 ], [ 0, %123 ], !dbg !1165
    #dbg_value(i32 %131, !1163, !DIExpression(), !1165)
  %132 = load ptr, ptr %67, align 8, !dbg !1156, !tbaa !344
  %133 = sext i32 %130 to i64, !dbg !1156
  %134 = getelementptr inbounds i16, ptr %132, i64 %133, !dbg !1156
  %135 = load i16, ptr %134, align 2, !dbg !1156, !tbaa !1088
  br i1 %127, label %139, label %136, !dbg !1167

136:                                              ; preds = %128
  %137 = and i16 %135, 4096, !dbg !1168
  %138 = icmp eq i16 %137, 0, !dbg !1168
  br i1 %138, label %166, label %142, !dbg !1169

139:                                              ; preds = %128
  %140 = and i16 %135, 2048, !dbg !1170
  %141 = icmp eq i16 %140, 0, !dbg !1170
  br i1 %141, label %166, label %142, !dbg !1167

142:                                              ; preds = %139, %136
    #dbg_value(ptr %5, !1103, !DIExpression(), !1171)
  %143 = load i32, ptr %17, align 4, !dbg !1173, !tbaa !1065
  %144 = icmp sgt i32 %143, 199, !dbg !1173
  br i1 %144, label %145, label %146, !dbg !1174, !prof !445

145:                                              ; preds = %142
  store i8 0, ptr %21, align 8, !dbg !1175, !tbaa !569, !DIAssignID !1177
    #dbg_assign(i8 0, !1038, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1177, ptr %21, !DIExpression(), !1056)
  br label %166, !dbg !1166

146:                                              ; preds = %142
  %147 = trunc i32 %130 to i8, !dbg !1178
  %148 = add nsw i32 %143, 1, !dbg !1179
  store i32 %148, ptr %17, align 4, !dbg !1179, !tbaa !1065, !DIAssignID !1180
    #dbg_assign(i32 %148, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1180, ptr %17, !DIExpression(), !1056)
  %149 = sext i32 %143 to i64, !dbg !1181
  %150 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %149, !dbg !1181
  store i8 %147, ptr %150, align 1, !dbg !1182, !tbaa !569
  %151 = load ptr, ptr %5, align 8, !dbg !1183, !tbaa !1061
    #dbg_value(ptr %151, !1072, !DIExpression(), !1184)
  %152 = getelementptr inbounds i8, ptr %151, i64 8, !dbg !1186
  %153 = load ptr, ptr %152, align 8, !dbg !1186, !tbaa !1080
  %154 = getelementptr inbounds i8, ptr %151, i64 16, !dbg !1186
  %155 = load ptr, ptr %154, align 8, !dbg !1186, !tbaa !1083
  %156 = icmp ult ptr %153, %155, !dbg !1186
  br i1 %156, label %159, label %157, !dbg !1186, !prof !614

157:                                              ; preds = %146
  %158 = call i32 @__uflow(ptr noundef nonnull %151) #9, !dbg !1186
  br label %163, !dbg !1186

159:                                              ; preds = %146
  %160 = getelementptr inbounds i8, ptr %153, i64 1, !dbg !1186
  store ptr %160, ptr %152, align 8, !dbg !1186, !tbaa !1080
  %161 = load i8, ptr %153, align 1, !dbg !1186, !tbaa !569
  %162 = zext i8 %161 to i32, !dbg !1186
  br label %163, !dbg !1186

163:                                              ; preds = %159, %157
  %164 = phi i32 [ %158, %157 ], [ %162, %159 ], !dbg !1186
  store i32 %164, ptr %20, align 8, !dbg !1187, !tbaa !1085, !DIAssignID !1188
    #dbg_assign(i32 %164, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1188, ptr %20, !DIExpression(), !1056)
  %165 = add nuw nsw i32 %131, 1, !dbg !1189
    #dbg_value(i32 %165, !1163, !DIExpression(), !1165)
  br label %128, !dbg !1166, !llvm.loop !1190

166:                                              ; preds = %139, %136, %145
  %167 = add nuw nsw i32 %131, %125, !dbg !1191
    #dbg_value(i32 %167, !1043, !DIExpression(), !1056)
    #dbg_value(ptr %5, !1092, !DIExpression(), !1192)
    #dbg_value(ptr undef, !1098, !DIExpression(), !1192)
  %168 = sext i8 %54 to i32, !dbg !1195
  %169 = icmp eq i32 %130, %168, !dbg !1196
  %170 = icmp eq i32 %130, 46
  %171 = or i1 %169, %170, !dbg !1197
  br i1 %171, label %172, label %235, !dbg !1197

172:                                              ; preds = %166
    #dbg_value(ptr %5, !1103, !DIExpression(), !1198)
  %173 = load i32, ptr %17, align 4, !dbg !1200, !tbaa !1065
  %174 = icmp sgt i32 %173, 199, !dbg !1200
  br i1 %174, label %175, label %176, !dbg !1201, !prof !445

175:                                              ; preds = %172
  store i8 0, ptr %21, align 8, !dbg !1202, !tbaa !569, !DIAssignID !1203
    #dbg_assign(i8 0, !1038, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1203, ptr %21, !DIExpression(), !1056)
  br label %235, !dbg !1204

176:                                              ; preds = %172
  %177 = trunc i32 %130 to i8, !dbg !1205
  %178 = add nsw i32 %173, 1, !dbg !1206
  store i32 %178, ptr %17, align 4, !dbg !1206, !tbaa !1065, !DIAssignID !1207
    #dbg_assign(i32 %178, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1207, ptr %17, !DIExpression(), !1056)
  %179 = sext i32 %173 to i64, !dbg !1208
  %180 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %179, !dbg !1208
  store i8 %177, ptr %180, align 1, !dbg !1209, !tbaa !569
  %181 = load ptr, ptr %5, align 8, !dbg !1210, !tbaa !1061
    #dbg_value(ptr %181, !1072, !DIExpression(), !1211)
  %182 = getelementptr inbounds i8, ptr %181, i64 8, !dbg !1213
  %183 = load ptr, ptr %182, align 8, !dbg !1213, !tbaa !1080
  %184 = getelementptr inbounds i8, ptr %181, i64 16, !dbg !1213
  %185 = load ptr, ptr %184, align 8, !dbg !1213, !tbaa !1083
  %186 = icmp ult ptr %183, %185, !dbg !1213
  br i1 %186, label %189, label %187, !dbg !1213, !prof !614

187:                                              ; preds = %176
  %188 = call i32 @__uflow(ptr noundef nonnull %181) #9, !dbg !1213
  br label %193, !dbg !1213

189:                                              ; preds = %176
  %190 = getelementptr inbounds i8, ptr %183, i64 1, !dbg !1213
  store ptr %190, ptr %182, align 8, !dbg !1213, !tbaa !1080
  %191 = load i8, ptr %183, align 1, !dbg !1213, !tbaa !569
  %192 = zext i8 %191 to i32, !dbg !1213
  br label %193, !dbg !1213

193:                                              ; preds = %189, %187
  %194 = phi i32 [ %188, %187 ], [ %192, %189 ], !dbg !1213
  store i32 %194, ptr %20, align 8, !dbg !1214, !tbaa !1085, !DIAssignID !1215
    #dbg_assign(i32 %194, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1215, ptr %20, !DIExpression(), !1056)
    #dbg_value(ptr %5, !1161, !DIExpression(), !1216)
    #dbg_value(i1 %127, !1162, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1216)
    #dbg_value(i32 0, !1163, !DIExpression(), !1216)
  br label %195, !dbg !1218

195:                                              ; preds = %230, %193
  %196 = phi ptr [ %181, %193 ], [ %218, %230 ]
  %197 = phi i32 [ %194, %193 ], [ %231, %230 ], !dbg !1219
  %198 = phi i32 [ 0, %193 ], [ %232, %230 ], !dbg !1216
    #dbg_value(i32 %198, !1163, !DIExpression(), !1216)
  %199 = load ptr, ptr %67, align 8, !dbg !1219, !tbaa !344
  %200 = sext i32 %197 to i64, !dbg !1219
  %201 = getelementptr inbounds i16, ptr %199, i64 %200, !dbg !1219
  %202 = load i16, ptr %201, align 2, !dbg !1219, !tbaa !1088
  br i1 %127, label %206, label %203, !dbg !1220

203:                                              ; preds = %195
  %204 = and i16 %202, 4096, !dbg !1221
  %205 = icmp eq i16 %204, 0, !dbg !1221
  br i1 %205, label %233, label %209, !dbg !1222

206:                                              ; preds = %195
  %207 = and i16 %202, 2048, !dbg !1223
  %208 = icmp eq i16 %207, 0, !dbg !1223
  br i1 %208, label %233, label %209, !dbg !1220

209:                                              ; preds = %206, %203
    #dbg_value(ptr %5, !1103, !DIExpression(), !1224)
  %210 = load i32, ptr %17, align 4, !dbg !1226, !tbaa !1065
  %211 = icmp sgt i32 %210, 199, !dbg !1226
  br i1 %211, label %212, label %213, !dbg !1227, !prof !445

212:                                              ; preds = %209
  store i8 0, ptr %21, align 8, !dbg !1228, !tbaa !569, !DIAssignID !1229
    #dbg_assign(i8 0, !1038, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1229, ptr %21, !DIExpression(), !1056)
  br label %233, !dbg !1218

213:                                              ; preds = %209
  %214 = trunc i32 %197 to i8, !dbg !1230
  %215 = add nsw i32 %210, 1, !dbg !1231
  store i32 %215, ptr %17, align 4, !dbg !1231, !tbaa !1065, !DIAssignID !1232
    #dbg_assign(i32 %215, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1232, ptr %17, !DIExpression(), !1056)
  %216 = sext i32 %210 to i64, !dbg !1233
  %217 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %216, !dbg !1233
  store i8 %214, ptr %217, align 1, !dbg !1234, !tbaa !569
  %218 = load ptr, ptr %5, align 8, !dbg !1235, !tbaa !1061
    #dbg_value(ptr %218, !1072, !DIExpression(), !1236)
  %219 = getelementptr inbounds i8, ptr %218, i64 8, !dbg !1238
  %220 = load ptr, ptr %219, align 8, !dbg !1238, !tbaa !1080
  %221 = getelementptr inbounds i8, ptr %218, i64 16, !dbg !1238
  %222 = load ptr, ptr %221, align 8, !dbg !1238, !tbaa !1083
  %223 = icmp ult ptr %220, %222, !dbg !1238
  br i1 %223, label %226, label %224, !dbg !1238, !prof !614

224:                                              ; preds = %213
  %225 = call i32 @__uflow(ptr noundef nonnull %218) #9, !dbg !1238
  br label %230, !dbg !1238

226:                                              ; preds = %213
  %227 = getelementptr inbounds i8, ptr %220, i64 1, !dbg !1238
  store ptr %227, ptr %219, align 8, !dbg !1238, !tbaa !1080
  %228 = load i8, ptr %220, align 1, !dbg !1238, !tbaa !569
  %229 = zext i8 %228 to i32, !dbg !1238
  br label %230, !dbg !1238

230:                                              ; preds = %226, %224
  %231 = phi i32 [ %225, %224 ], [ %229, %226 ], !dbg !1238
  store i32 %231, ptr %20, align 8, !dbg !1239, !tbaa !1085, !DIAssignID !1240
    #dbg_assign(i32 %231, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1240, ptr %20, !DIExpression(), !1056)
  %232 = add nuw nsw i32 %198, 1, !dbg !1241
    #dbg_value(i32 %232, !1163, !DIExpression(), !1216)
  br label %195, !dbg !1218, !llvm.loop !1242

233:                                              ; preds = %206, %203, %212
  %234 = add nuw nsw i32 %198, %167, !dbg !1243
    #dbg_value(i32 %234, !1043, !DIExpression(), !1056)
  br label %235, !dbg !1244

235:                                              ; preds = %233, %175, %166
  %236 = phi ptr [ %196, %233 ], [ %129, %175 ], [ %129, %166 ]
  %237 = phi i32 [ %197, %233 ], [ %130, %175 ], [ %130, %166 ]
  %238 = phi i32 [ %234, %233 ], [ %167, %175 ], [ %167, %166 ], !dbg !1056
    #dbg_value(i32 %238, !1043, !DIExpression(), !1056)
  %239 = icmp sgt i32 %238, 0, !dbg !1245
  br i1 %239, label %240, label %339, !dbg !1247

240:                                              ; preds = %235
    #dbg_value(ptr %5, !1092, !DIExpression(), !1248)
    #dbg_value(ptr %126, !1098, !DIExpression(), !1248)
  %241 = load i8, ptr %126, align 1, !dbg !1250, !tbaa !569
  %242 = sext i8 %241 to i32, !dbg !1250
  %243 = icmp eq i32 %237, %242, !dbg !1251
  br i1 %243, label %249, label %244, !dbg !1252

244:                                              ; preds = %240
  %245 = getelementptr inbounds i8, ptr %126, i64 1, !dbg !1253
  %246 = load i8, ptr %245, align 1, !dbg !1253, !tbaa !569
  %247 = sext i8 %246 to i32, !dbg !1253
  %248 = icmp eq i32 %237, %247, !dbg !1254
  br i1 %248, label %249, label %339, !dbg !1255

249:                                              ; preds = %244, %240
    #dbg_value(ptr %5, !1103, !DIExpression(), !1256)
  %250 = load i32, ptr %17, align 4, !dbg !1258, !tbaa !1065
  %251 = icmp sgt i32 %250, 199, !dbg !1258
  br i1 %251, label %336, label %252, !dbg !1259, !prof !445

252:                                              ; preds = %249
  %253 = trunc i32 %237 to i8, !dbg !1260
  %254 = add nsw i32 %250, 1, !dbg !1261
  store i32 %254, ptr %17, align 4, !dbg !1261, !tbaa !1065, !DIAssignID !1262
    #dbg_assign(i32 %254, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1262, ptr %17, !DIExpression(), !1056)
  %255 = sext i32 %250 to i64, !dbg !1263
  %256 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %255, !dbg !1263
  store i8 %253, ptr %256, align 1, !dbg !1264, !tbaa !569
  %257 = load ptr, ptr %5, align 8, !dbg !1265, !tbaa !1061
    #dbg_value(ptr %257, !1072, !DIExpression(), !1266)
  %258 = getelementptr inbounds i8, ptr %257, i64 8, !dbg !1268
  %259 = load ptr, ptr %258, align 8, !dbg !1268, !tbaa !1080
  %260 = getelementptr inbounds i8, ptr %257, i64 16, !dbg !1268
  %261 = load ptr, ptr %260, align 8, !dbg !1268, !tbaa !1083
  %262 = icmp ult ptr %259, %261, !dbg !1268
  br i1 %262, label %265, label %263, !dbg !1268, !prof !614

263:                                              ; preds = %252
  %264 = call i32 @__uflow(ptr noundef nonnull %257) #9, !dbg !1268
  br label %269, !dbg !1268

265:                                              ; preds = %252
  %266 = getelementptr inbounds i8, ptr %259, i64 1, !dbg !1268
  store ptr %266, ptr %258, align 8, !dbg !1268, !tbaa !1080
  %267 = load i8, ptr %259, align 1, !dbg !1268, !tbaa !569
  %268 = zext i8 %267 to i32, !dbg !1268
  br label %269, !dbg !1268

269:                                              ; preds = %265, %263
  %270 = phi i32 [ %264, %263 ], [ %268, %265 ], !dbg !1268
  store i32 %270, ptr %20, align 8, !dbg !1269, !tbaa !1085, !DIAssignID !1270
    #dbg_assign(i32 %270, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1270, ptr %20, !DIExpression(), !1056)
    #dbg_value(ptr %5, !1092, !DIExpression(), !1271)
    #dbg_value(ptr poison, !1098, !DIExpression(), !1271)
  switch i32 %270, label %294 [
    i32 45, label %271
    i32 43, label %271
  ], !dbg !1274

271:                                              ; preds = %269, %269
    #dbg_value(ptr %5, !1103, !DIExpression(), !1275)
  %272 = load i32, ptr %17, align 4, !dbg !1277, !tbaa !1065
  %273 = icmp sgt i32 %272, 199, !dbg !1277
  br i1 %273, label %274, label %275, !dbg !1278, !prof !445

274:                                              ; preds = %271
  store i8 0, ptr %21, align 8, !dbg !1279, !tbaa !569, !DIAssignID !1280
    #dbg_assign(i8 0, !1038, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !1280, ptr %21, !DIExpression(), !1056)
  br label %294, !dbg !1281

275:                                              ; preds = %271
  %276 = trunc i32 %270 to i8, !dbg !1282
  %277 = add nsw i32 %272, 1, !dbg !1283
  store i32 %277, ptr %17, align 4, !dbg !1283, !tbaa !1065, !DIAssignID !1284
    #dbg_assign(i32 %277, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1284, ptr %17, !DIExpression(), !1056)
  %278 = sext i32 %272 to i64, !dbg !1285
  %279 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %278, !dbg !1285
  store i8 %276, ptr %279, align 1, !dbg !1286, !tbaa !569
  %280 = load ptr, ptr %5, align 8, !dbg !1287, !tbaa !1061
    #dbg_value(ptr %280, !1072, !DIExpression(), !1288)
  %281 = getelementptr inbounds i8, ptr %280, i64 8, !dbg !1290
  %282 = load ptr, ptr %281, align 8, !dbg !1290, !tbaa !1080
  %283 = getelementptr inbounds i8, ptr %280, i64 16, !dbg !1290
  %284 = load ptr, ptr %283, align 8, !dbg !1290, !tbaa !1083
  %285 = icmp ult ptr %282, %284, !dbg !1290
  br i1 %285, label %288, label %286, !dbg !1290, !prof !614

286:                                              ; preds = %275
  %287 = call i32 @__uflow(ptr noundef nonnull %280) #9, !dbg !1290
  br label %292, !dbg !1290

288:                                              ; preds = %275
  %289 = getelementptr inbounds i8, ptr %282, i64 1, !dbg !1290
  store ptr %289, ptr %281, align 8, !dbg !1290, !tbaa !1080
  %290 = load i8, ptr %282, align 1, !dbg !1290, !tbaa !569
  %291 = zext i8 %290 to i32, !dbg !1290
  br label %292, !dbg !1290

292:                                              ; preds = %288, %286
  %293 = phi i32 [ %287, %286 ], [ %291, %288 ], !dbg !1290
  store i32 %293, ptr %20, align 8, !dbg !1291, !tbaa !1085, !DIAssignID !1292
    #dbg_assign(i32 %293, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1292, ptr %20, !DIExpression(), !1056)
  br label %294, !dbg !1293

294:                                              ; preds = %292, %274, %269
  %295 = phi ptr [ %257, %269 ], [ %257, %274 ], [ %280, %292 ]
  %296 = phi i32 [ %270, %269 ], [ %270, %274 ], [ %293, %292 ], !dbg !1294
    #dbg_value(ptr %5, !1161, !DIExpression(), !1296)
    #dbg_value(i32 0, !1162, !DIExpression(), !1296)
    #dbg_value(i32 poison, !1163, !DIExpression(), !1296)
  %297 = load ptr, ptr %67, align 8, !dbg !1294, !tbaa !344
  %298 = sext i32 %296 to i64, !dbg !1294
  %299 = getelementptr inbounds i16, ptr %297, i64 %298, !dbg !1294
  %300 = load i16, ptr %299, align 2, !dbg !1294, !tbaa !1088
  %301 = and i16 %300, 2048, !dbg !1297
  %302 = icmp eq i16 %301, 0, !dbg !1297
  br i1 %302, label %339, label %303, !dbg !1298

303:                                              ; preds = %294
    #dbg_value(ptr %5, !1103, !DIExpression(), !1299)
  %304 = load i32, ptr %17, align 4, !dbg !1301, !tbaa !1065
  %305 = icmp sgt i32 %304, 199, !dbg !1301
  br i1 %305, label %336, label %309, !dbg !1302, !prof !1303

306:                                              ; preds = %328
    #dbg_value(ptr %5, !1103, !DIExpression(), !1299)
  %307 = load i32, ptr %17, align 4, !dbg !1301, !tbaa !1065
  %308 = icmp sgt i32 %307, 199, !dbg !1301
  br i1 %308, label %336, label %309, !dbg !1302, !prof !1304, !llvm.loop !1305

309:                                              ; preds = %303, %306
  %310 = phi i32 [ %307, %306 ], [ %304, %303 ]
  %311 = phi i32 [ %329, %306 ], [ %296, %303 ]
  %312 = trunc i32 %311 to i8, !dbg !1308
  %313 = add nsw i32 %310, 1, !dbg !1309
  store i32 %313, ptr %17, align 4, !dbg !1309, !tbaa !1065, !DIAssignID !1310
    #dbg_assign(i32 %313, !1038, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1310, ptr %17, !DIExpression(), !1056)
  %314 = sext i32 %310 to i64, !dbg !1311
  %315 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %314, !dbg !1311
  store i8 %312, ptr %315, align 1, !dbg !1312, !tbaa !569
  %316 = load ptr, ptr %5, align 8, !dbg !1313, !tbaa !1061
    #dbg_value(ptr %316, !1072, !DIExpression(), !1314)
  %317 = getelementptr inbounds i8, ptr %316, i64 8, !dbg !1316
  %318 = load ptr, ptr %317, align 8, !dbg !1316, !tbaa !1080
  %319 = getelementptr inbounds i8, ptr %316, i64 16, !dbg !1316
  %320 = load ptr, ptr %319, align 8, !dbg !1316, !tbaa !1083
  %321 = icmp ult ptr %318, %320, !dbg !1316
  br i1 %321, label %324, label %322, !dbg !1316, !prof !614

322:                                              ; preds = %309
  %323 = call i32 @__uflow(ptr noundef nonnull %316) #9, !dbg !1316
  br label %328, !dbg !1316

324:                                              ; preds = %309
  %325 = getelementptr inbounds i8, ptr %318, i64 1, !dbg !1316
  store ptr %325, ptr %317, align 8, !dbg !1316, !tbaa !1080
  %326 = load i8, ptr %318, align 1, !dbg !1316, !tbaa !569
  %327 = zext i8 %326 to i32, !dbg !1316
  br label %328, !dbg !1316

328:                                              ; preds = %324, %322
  %329 = phi i32 [ %323, %322 ], [ %327, %324 ], !dbg !1316
  store i32 %329, ptr %20, align 8, !dbg !1317, !tbaa !1085, !DIAssignID !1318
    #dbg_assign(i32 %329, !1038, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1318, ptr %20, !DIExpression(), !1056)
    #dbg_value(i32 poison, !1163, !DIExpression(), !1296)
  %330 = load ptr, ptr %67, align 8, !dbg !1294, !tbaa !344
  %331 = sext i32 %329 to i64, !dbg !1294
  %332 = getelementptr inbounds i16, ptr %330, i64 %331, !dbg !1294
  %333 = load i16, ptr %332, align 2, !dbg !1294, !tbaa !1088
  %334 = and i16 %333, 2048, !dbg !1297
  %335 = icmp eq i16 %334, 0, !dbg !1297
  br i1 %335, label %339, label %306, !dbg !1298, !llvm.loop !1305

336:                                              ; preds = %306, %303, %249
  %337 = phi ptr [ %236, %249 ], [ %295, %303 ], [ %316, %306 ]
  %338 = phi i32 [ %237, %249 ], [ %296, %303 ], [ %329, %306 ]
  store i8 0, ptr %21, align 8, !dbg !1319, !tbaa !569, !DIAssignID !1320
  br label %339, !dbg !1321

339:                                              ; preds = %328, %336, %294, %244, %235
  %340 = phi ptr [ %295, %294 ], [ %236, %244 ], [ %236, %235 ], [ %337, %336 ], [ %316, %328 ], !dbg !1322
  %341 = phi i32 [ %296, %294 ], [ %237, %244 ], [ %237, %235 ], [ %338, %336 ], [ %329, %328 ], !dbg !1323
  %342 = call i32 @ungetc(i32 noundef %341, ptr noundef nonnull %340), !dbg !1321
  call void @funlockfile(ptr noundef nonnull %340) #9, !dbg !1324
  %343 = load i32, ptr %17, align 4, !dbg !1325, !tbaa !1065
  %344 = sext i32 %343 to i64, !dbg !1326
  %345 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %344, !dbg !1326
  store i8 0, ptr %345, align 1, !dbg !1327, !tbaa !569
  %346 = call i64 @lua_stringtonumber(ptr noundef %0, ptr noundef nonnull %21) #9, !dbg !1328
  %347 = icmp eq i64 %346, 0, !dbg !1328
  br i1 %347, label %348, label %349, !dbg !1330, !prof !445

348:                                              ; preds = %339
  call void @lua_pushnil(ptr noundef %0) #9, !dbg !1331
  br label %349, !dbg !1333

349:                                              ; preds = %339, %348
  %350 = phi i32 [ 0, %348 ], [ 1, %339 ], !dbg !1334
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #9, !dbg !1335
    #dbg_value(i32 %350, !938, !DIExpression(), !952)
  br label %365, !dbg !1336

351:                                              ; preds = %44
  %352 = call fastcc i32 @read_line(ptr noundef %0, ptr noundef %1, i32 noundef 1), !dbg !1337
    #dbg_value(i32 %352, !938, !DIExpression(), !952)
  br label %365, !dbg !1338

353:                                              ; preds = %44
  %354 = call fastcc i32 @read_line(ptr noundef %0, ptr noundef %1, i32 noundef 0), !dbg !1339
    #dbg_value(i32 %354, !938, !DIExpression(), !952)
  br label %365, !dbg !1340

355:                                              ; preds = %44
    #dbg_assign(i1 undef, !1341, !DIExpression(), !949, ptr %4, !DIExpression(), !1351)
    #dbg_value(ptr %0, !1346, !DIExpression(), !1351)
    #dbg_value(ptr %1, !1347, !DIExpression(), !1351)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %4) #9, !dbg !1353
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %4) #9, !dbg !1354
  br label %356, !dbg !1355

356:                                              ; preds = %356, %355
  %357 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %4, i64 noundef 1024) #9, !dbg !1356
    #dbg_value(ptr %357, !1349, !DIExpression(), !1357)
  %358 = call i64 @fread(ptr noundef %357, i64 noundef 1, i64 noundef 1024, ptr noundef %1), !dbg !1358
    #dbg_value(i64 %358, !1348, !DIExpression(), !1351)
  %359 = load i64, ptr %16, align 8, !dbg !1359, !tbaa !1023
  %360 = add i64 %359, %358, !dbg !1359
  store i64 %360, ptr %16, align 8, !dbg !1359, !tbaa !1023, !DIAssignID !1360
    #dbg_assign(i64 %360, !1341, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1360, ptr %16, !DIExpression(), !1351)
  %361 = icmp eq i64 %358, 1024, !dbg !1361
  br i1 %361, label %356, label %362, !dbg !1362, !llvm.loop !1363

362:                                              ; preds = %356
  call void @luaL_pushresult(ptr noundef nonnull %4) #9, !dbg !1365
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %4) #9, !dbg !1366
    #dbg_value(i32 1, !938, !DIExpression(), !952)
  br label %365, !dbg !1367

363:                                              ; preds = %44
  %364 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %25, ptr noundef nonnull @.str.24) #9, !dbg !1368
    #dbg_value(i32 1, !938, !DIExpression(), !952)
  br label %384

365:                                              ; preds = %349, %351, %353, %362, %31, %37
  %366 = phi i32 [ %36, %31 ], [ %43, %37 ], [ %350, %349 ], [ %352, %351 ], [ %354, %353 ], [ 1, %362 ], !dbg !1369
    #dbg_value(i32 %366, !938, !DIExpression(), !952)
  %367 = add nsw i32 %25, 1, !dbg !1370
    #dbg_value(i32 %367, !937, !DIExpression(), !952)
    #dbg_value(i32 %24, !936, !DIExpression(), !952)
  %368 = add nsw i32 %24, -1, !dbg !965
    #dbg_value(i32 %368, !936, !DIExpression(), !952)
  %369 = icmp ne i32 %24, 0, !dbg !965
  %370 = icmp ne i32 %366, 0, !dbg !1371
  %371 = select i1 %369, i1 %370, i1 false, !dbg !1371
  br i1 %371, label %23, label %372, !dbg !966, !llvm.loop !1372

372:                                              ; preds = %365, %10
  %373 = phi i32 [ %12, %10 ], [ %367, %365 ], !dbg !1374
  %374 = phi i32 [ %11, %10 ], [ %366, %365 ], !dbg !1374
    #dbg_value(i32 %374, !938, !DIExpression(), !952)
    #dbg_value(i32 %373, !937, !DIExpression(), !952)
  %375 = call i32 @ferror(ptr noundef %1) #9, !dbg !1375
  %376 = icmp eq i32 %375, 0, !dbg !1375
  br i1 %376, label %379, label %377, !dbg !1377

377:                                              ; preds = %372
  %378 = call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef null) #9, !dbg !1378
  br label %384, !dbg !1379

379:                                              ; preds = %372
  %380 = icmp eq i32 %374, 0, !dbg !1380
  br i1 %380, label %381, label %382, !dbg !1382

381:                                              ; preds = %379
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !1383
  call void @lua_pushnil(ptr noundef %0) #9, !dbg !1385
  br label %382, !dbg !1386

382:                                              ; preds = %381, %379
  %383 = sub nsw i32 %373, %2, !dbg !1387
  br label %384, !dbg !1388

384:                                              ; preds = %363, %382, %377
  %385 = phi i32 [ %378, %377 ], [ %383, %382 ], [ %364, %363 ], !dbg !952
  ret i32 %385, !dbg !1389
}

declare !dbg !1390 i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1391 void @clearerr(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @read_line(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !1394 {
  %4 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !1404
    #dbg_assign(i1 undef, !1399, !DIExpression(), !1404, ptr %4, !DIExpression(), !1405)
    #dbg_value(ptr %0, !1396, !DIExpression(), !1405)
    #dbg_value(ptr %1, !1397, !DIExpression(), !1405)
    #dbg_value(i32 %2, !1398, !DIExpression(), !1405)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %4) #9, !dbg !1406
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %4) #9, !dbg !1407
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  br label %8, !dbg !1408

8:                                                ; preds = %28, %3
    #dbg_value(i32 poison, !1400, !DIExpression(), !1405)
  %9 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %4, i64 noundef 1024) #9, !dbg !1409
    #dbg_value(ptr %9, !1401, !DIExpression(), !1410)
    #dbg_value(i32 0, !1403, !DIExpression(), !1410)
  call void @flockfile(ptr noundef %1) #9, !dbg !1411
    #dbg_value(i32 0, !1403, !DIExpression(), !1410)
    #dbg_value(i32 poison, !1400, !DIExpression(), !1405)
  br label %10, !dbg !1412

10:                                               ; preds = %8, %23
  %11 = phi i64 [ 0, %8 ], [ %25, %23 ]
    #dbg_value(i64 %11, !1403, !DIExpression(), !1410)
    #dbg_value(ptr %1, !1072, !DIExpression(), !1413)
  %12 = load ptr, ptr %5, align 8, !dbg !1415, !tbaa !1080
  %13 = load ptr, ptr %6, align 8, !dbg !1415, !tbaa !1083
  %14 = icmp ult ptr %12, %13, !dbg !1415
  br i1 %14, label %17, label %15, !dbg !1415, !prof !614

15:                                               ; preds = %10
  %16 = call i32 @__uflow(ptr noundef nonnull %1) #9, !dbg !1415
  br label %21, !dbg !1415

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !1415
  store ptr %18, ptr %5, align 8, !dbg !1415, !tbaa !1080
  %19 = load i8, ptr %12, align 1, !dbg !1415, !tbaa !569
  %20 = zext i8 %19 to i32, !dbg !1415
  br label %21, !dbg !1415

21:                                               ; preds = %15, %17
  %22 = phi i32 [ %16, %15 ], [ %20, %17 ], !dbg !1415
    #dbg_value(i32 %22, !1400, !DIExpression(), !1405)
  switch i32 %22, label %23 [
    i32 -1, label %28
    i32 10, label %28
  ], !dbg !1416

23:                                               ; preds = %21
  %24 = trunc i32 %22 to i8, !dbg !1417
  %25 = add nuw nsw i64 %11, 1, !dbg !1418
    #dbg_value(i64 %25, !1403, !DIExpression(), !1410)
  %26 = getelementptr inbounds i8, ptr %9, i64 %11, !dbg !1419
  store i8 %24, ptr %26, align 1, !dbg !1420, !tbaa !569
    #dbg_value(i32 %22, !1400, !DIExpression(), !1405)
  %27 = icmp eq i64 %25, 1024, !dbg !1421
  br i1 %27, label %28, label %10, !dbg !1412, !llvm.loop !1422

28:                                               ; preds = %21, %21, %23
  %29 = phi i64 [ %11, %21 ], [ %11, %21 ], [ 1024, %23 ], !dbg !1410
    #dbg_value(i32 %22, !1400, !DIExpression(), !1405)
  call void @funlockfile(ptr noundef nonnull %1) #9, !dbg !1424
  %30 = and i64 %29, 4294967295, !dbg !1425
  %31 = load i64, ptr %7, align 8, !dbg !1425, !tbaa !1023
  %32 = add i64 %31, %30, !dbg !1425
  store i64 %32, ptr %7, align 8, !dbg !1425, !tbaa !1023, !DIAssignID !1426
    #dbg_assign(i64 %32, !1399, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1426, ptr %7, !DIExpression(), !1405)
  switch i32 %22, label %8 [
    i32 -1, label %33
    i32 10, label %33
  ], !dbg !1427

33:                                               ; preds = %28, %28
  %34 = icmp eq i32 %2, 0, !dbg !1428
  %35 = icmp eq i32 %22, 10
  %36 = and i1 %34, %35, !dbg !1430
  br i1 %36, label %37, label %49, !dbg !1430

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1431
  %39 = load i64, ptr %38, align 8, !dbg !1431, !tbaa !1432
  %40 = icmp ult i64 %32, %39, !dbg !1431
  br i1 %40, label %44, label %41, !dbg !1431

41:                                               ; preds = %37
  %42 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %4, i64 noundef 1) #9, !dbg !1431
  %43 = load i64, ptr %7, align 8, !dbg !1431, !tbaa !1023
  br label %44, !dbg !1431

44:                                               ; preds = %37, %41
  %45 = phi i64 [ %32, %37 ], [ %43, %41 ], !dbg !1431
  %46 = load ptr, ptr %4, align 8, !dbg !1431, !tbaa !1433
  %47 = add i64 %45, 1, !dbg !1431
  store i64 %47, ptr %7, align 8, !dbg !1431, !tbaa !1023, !DIAssignID !1434
    #dbg_assign(i64 %47, !1399, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1434, ptr %7, !DIExpression(), !1405)
  %48 = getelementptr inbounds i8, ptr %46, i64 %45, !dbg !1431
  store i8 10, ptr %48, align 1, !dbg !1431, !tbaa !569
  call void @luaL_pushresult(ptr noundef nonnull %4) #9, !dbg !1435
  br label %54, !dbg !1436

49:                                               ; preds = %33
  call void @luaL_pushresult(ptr noundef nonnull %4) #9, !dbg !1435
  br i1 %35, label %54, label %50, !dbg !1436

50:                                               ; preds = %49
  %51 = call i64 @lua_rawlen(ptr noundef %0, i32 noundef -1) #9, !dbg !1437
  %52 = icmp ne i64 %51, 0, !dbg !1438
  %53 = zext i1 %52 to i32, !dbg !1436
  br label %54, !dbg !1436

54:                                               ; preds = %44, %50, %49
  %55 = phi i32 [ 1, %49 ], [ %53, %50 ], [ 1, %44 ]
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %4) #9, !dbg !1439
  ret i32 %55, !dbg !1440
}

declare !dbg !1441 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare !dbg !1444 noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #6

declare !dbg !1445 void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1449 ptr @luaL_prepbuffsize(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1452 void @flockfile(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !1453 void @funlockfile(ptr nocapture noundef) local_unnamed_addr #4

declare !dbg !1454 void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare !dbg !1457 i64 @lua_rawlen(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1462 i32 @__uflow(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1463 noundef i32 @getc(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !1464 noundef i32 @ungetc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

declare !dbg !1467 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1470 noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !1475 ptr @localeconv() local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !1506 ptr @__ctype_b_loc() local_unnamed_addr #3

declare !dbg !1512 i64 @lua_stringtonumber(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1515 ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1518 i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1521 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare !dbg !1524 noalias noundef ptr @popen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal i32 @io_pclose(ptr noundef %0) #0 !dbg !1527 {
    #dbg_value(ptr %0, !1529, !DIExpression(), !1531)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1532
    #dbg_value(ptr %2, !1530, !DIExpression(), !1531)
  %3 = tail call ptr @__errno_location() #10, !dbg !1533
  store i32 0, ptr %3, align 4, !dbg !1534, !tbaa !488
  %4 = load ptr, ptr %2, align 8, !dbg !1535, !tbaa !374
  %5 = tail call i32 @pclose(ptr noundef %4), !dbg !1535
  %6 = tail call i32 @luaL_execresult(ptr noundef %0, i32 noundef %5) #9, !dbg !1536
  ret i32 %6, !dbg !1537
}

declare !dbg !1538 i32 @luaL_execresult(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1539 noundef i32 @pclose(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !1540 noalias noundef ptr @tmpfile64() local_unnamed_addr #4

declare !dbg !1543 void @luaL_checkany(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1544 ptr @luaL_testudata(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @g_write(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !1545 {
  %4 = alloca i64, align 8, !DIAssignID !1561
    #dbg_assign(i1 undef, !1558, !DIExpression(), !1561, ptr %4, !DIExpression(), !1562)
    #dbg_value(ptr %0, !1547, !DIExpression(), !1563)
    #dbg_value(ptr %1, !1548, !DIExpression(), !1563)
    #dbg_value(i32 %2, !1549, !DIExpression(), !1563)
  %5 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !1564
    #dbg_value(!DIArgList(i32 %5, i32 %2), !1550, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1563)
    #dbg_value(i32 1, !1551, !DIExpression(), !1563)
  %6 = tail call ptr @__errno_location() #10, !dbg !1565
  store i32 0, ptr %6, align 4, !dbg !1566, !tbaa !488
    #dbg_value(i32 %2, !1549, !DIExpression(), !1563)
    #dbg_value(i32 1, !1551, !DIExpression(), !1563)
    #dbg_value(!DIArgList(i32 %5, i32 %2), !1550, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1563)
  %7 = icmp eq i32 %5, %2, !dbg !1567
  br i1 %7, label %50, label %8, !dbg !1567

8:                                                ; preds = %3
  %9 = xor i32 %2, -1, !dbg !1568
  %10 = add i32 %5, %9, !dbg !1568
  br label %11, !dbg !1567

11:                                               ; preds = %8, %41
  %12 = phi i32 [ %45, %41 ], [ %10, %8 ]
  %13 = phi i32 [ %44, %41 ], [ %2, %8 ]
  %14 = phi i32 [ %43, %41 ], [ 1, %8 ]
    #dbg_value(i32 %13, !1549, !DIExpression(), !1563)
    #dbg_value(i32 %14, !1551, !DIExpression(), !1563)
  %15 = call i32 @lua_type(ptr noundef %0, i32 noundef %13) #9, !dbg !1569
  %16 = icmp eq i32 %15, 3, !dbg !1570
  br i1 %16, label %17, label %31, !dbg !1571

17:                                               ; preds = %11
  %18 = call i32 @lua_isinteger(ptr noundef %0, i32 noundef %13) #9, !dbg !1572
  %19 = icmp eq i32 %18, 0, !dbg !1572
  br i1 %19, label %23, label %20, !dbg !1572

20:                                               ; preds = %17
  %21 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %13, ptr noundef null) #9, !dbg !1573
  %22 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef nonnull @.str.37, i64 noundef %21) #9, !dbg !1574
  br label %26, !dbg !1572

23:                                               ; preds = %17
  %24 = call double @lua_tonumberx(ptr noundef %0, i32 noundef %13, ptr noundef null) #9, !dbg !1575
  %25 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef nonnull @.str.38, double noundef %24) #9, !dbg !1576
  br label %26, !dbg !1572

26:                                               ; preds = %23, %20
  %27 = phi i32 [ %22, %20 ], [ %25, %23 ], !dbg !1572
    #dbg_value(i32 %27, !1552, !DIExpression(), !1577)
  %28 = icmp ne i32 %14, 0, !dbg !1578
  %29 = icmp sgt i32 %27, 0, !dbg !1579
  %30 = and i1 %28, %29, !dbg !1579
    #dbg_value(i1 %30, !1551, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1563)
  br label %41, !dbg !1580

31:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !1581
  %32 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %13, ptr noundef nonnull %4) #9, !dbg !1582
    #dbg_value(ptr %32, !1560, !DIExpression(), !1562)
  %33 = icmp eq i32 %14, 0, !dbg !1583
  br i1 %33, label %39, label %34, !dbg !1584

34:                                               ; preds = %31
  %35 = load i64, ptr %4, align 8, !dbg !1585, !tbaa !1586
  %36 = call i64 @fwrite(ptr noundef %32, i64 noundef 1, i64 noundef %35, ptr noundef %1), !dbg !1587
  %37 = load i64, ptr %4, align 8, !dbg !1588, !tbaa !1586
  %38 = icmp eq i64 %36, %37, !dbg !1589
  br label %39

39:                                               ; preds = %34, %31
  %40 = phi i1 [ false, %31 ], [ %38, %34 ], !dbg !1562
    #dbg_value(i1 %40, !1551, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1563)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !1590
  br label %41

41:                                               ; preds = %26, %39
  %42 = phi i1 [ %30, %26 ], [ %40, %39 ]
  %43 = zext i1 %42 to i32, !dbg !1591
    #dbg_value(i32 %43, !1551, !DIExpression(), !1563)
  %44 = add nsw i32 %13, 1, !dbg !1592
    #dbg_value(i32 %44, !1549, !DIExpression(), !1563)
    #dbg_value(i32 %12, !1550, !DIExpression(), !1563)
  %45 = add nsw i32 %12, -1, !dbg !1568
    #dbg_value(i32 %45, !1550, !DIExpression(), !1563)
  %46 = icmp eq i32 %12, 0, !dbg !1567
  br i1 %46, label %47, label %11, !dbg !1567, !llvm.loop !1593

47:                                               ; preds = %41
  br i1 %42, label %50, label %48, !dbg !1595, !prof !1596

48:                                               ; preds = %47
  %49 = call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef null) #9, !dbg !1597
  br label %50, !dbg !1599

50:                                               ; preds = %3, %47, %48
  %51 = phi i32 [ %49, %48 ], [ 1, %47 ], [ 1, %3 ], !dbg !1600
  ret i32 %51, !dbg !1601
}

declare !dbg !1602 i32 @lua_isinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1603 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare !dbg !1606 double @lua_tonumberx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1609 noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

declare !dbg !1615 i32 @luaL_newmetatable(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @f_gc(ptr noundef %0) #0 !dbg !1618 {
  %2 = alloca ptr, align 8, !DIAssignID !1622
    #dbg_value(ptr %0, !1620, !DIExpression(), !1623)
  %3 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1624
    #dbg_value(ptr %3, !1621, !DIExpression(), !1623)
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1625
  %5 = load ptr, ptr %4, align 8, !dbg !1625, !tbaa !370
  %6 = icmp eq ptr %5, null, !dbg !1625
  br i1 %6, label %16, label %7, !dbg !1627

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8, !dbg !1628, !tbaa !374
  %9 = icmp eq ptr %8, null, !dbg !1629
  br i1 %9, label %16, label %10, !dbg !1630

10:                                               ; preds = %7
    #dbg_assign(i1 undef, !447, !DIExpression(), !1622, ptr %2, !DIExpression(), !1631)
    #dbg_value(ptr %0, !450, !DIExpression(), !1631)
  %11 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1633
    #dbg_value(ptr %11, !451, !DIExpression(), !1631)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !1634
  %12 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !1635
  %13 = load ptr, ptr %12, align 8, !dbg !1635, !tbaa !370
  store volatile ptr %13, ptr %2, align 8, !dbg !1636, !tbaa !344, !DIAssignID !1637
    #dbg_assign(ptr %13, !447, !DIExpression(), !1637, ptr %2, !DIExpression(), !1631)
  store ptr null, ptr %12, align 8, !dbg !1638, !tbaa !370
  %14 = load volatile ptr, ptr %2, align 8, !dbg !1639, !tbaa !344
  %15 = tail call i32 %14(ptr noundef %0) #9, !dbg !1640
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !1641
  br label %16, !dbg !1642

16:                                               ; preds = %10, %7, %1
  ret i32 0, !dbg !1643
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @f_tostring(ptr noundef %0) #0 !dbg !1644 {
    #dbg_value(ptr %0, !1646, !DIExpression(), !1648)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1649
    #dbg_value(ptr %2, !1647, !DIExpression(), !1648)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1650
  %4 = load ptr, ptr %3, align 8, !dbg !1650, !tbaa !370
  %5 = icmp eq ptr %4, null, !dbg !1650
  br i1 %5, label %6, label %8, !dbg !1652

6:                                                ; preds = %1
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.43) #9, !dbg !1653
  br label %11, !dbg !1653

8:                                                ; preds = %1
  %9 = load ptr, ptr %2, align 8, !dbg !1654, !tbaa !374
  %10 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.44, ptr noundef %9) #9, !dbg !1655
  br label %11

11:                                               ; preds = %8, %6
  ret i32 1, !dbg !1656
}

declare !dbg !1657 ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @f_read(ptr noundef %0) #0 !dbg !1660 {
    #dbg_value(ptr %0, !1662, !DIExpression(), !1663)
    #dbg_value(ptr %0, !433, !DIExpression(), !1664)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1666
    #dbg_value(ptr %2, !438, !DIExpression(), !1664)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1667
  %4 = load ptr, ptr %3, align 8, !dbg !1667, !tbaa !370
  %5 = icmp eq ptr %4, null, !dbg !1667
  br i1 %5, label %6, label %8, !dbg !1668, !prof !445

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !1669
  br label %8, !dbg !1669

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !dbg !1670, !tbaa !374
  %10 = tail call fastcc i32 @g_read(ptr noundef %0, ptr noundef %9, i32 noundef 2), !dbg !1671
  ret i32 %10, !dbg !1672
}

; Function Attrs: nounwind uwtable
define internal i32 @f_write(ptr noundef %0) #0 !dbg !1673 {
    #dbg_value(ptr %0, !1675, !DIExpression(), !1677)
    #dbg_value(ptr %0, !433, !DIExpression(), !1678)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1680
    #dbg_value(ptr %2, !438, !DIExpression(), !1678)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1681
  %4 = load ptr, ptr %3, align 8, !dbg !1681, !tbaa !370
  %5 = icmp eq ptr %4, null, !dbg !1681
  br i1 %5, label %6, label %8, !dbg !1682, !prof !445

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !1683
  br label %8, !dbg !1683

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !dbg !1684, !tbaa !374
    #dbg_value(ptr %9, !1676, !DIExpression(), !1677)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !1685
  %10 = tail call fastcc i32 @g_write(ptr noundef %0, ptr noundef %9, i32 noundef 2), !dbg !1686
  ret i32 %10, !dbg !1687
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @f_lines(ptr noundef %0) #0 !dbg !1688 {
    #dbg_value(ptr %0, !1690, !DIExpression(), !1691)
    #dbg_value(ptr %0, !433, !DIExpression(), !1692)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1694
    #dbg_value(ptr %2, !438, !DIExpression(), !1692)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1695
  %4 = load ptr, ptr %3, align 8, !dbg !1695, !tbaa !370
  %5 = icmp eq ptr %4, null, !dbg !1695
  br i1 %5, label %6, label %8, !dbg !1696, !prof !445

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !1697
  br label %8, !dbg !1697

8:                                                ; preds = %1, %6
  tail call fastcc void @aux_lines(ptr noundef %0, i32 noundef 0), !dbg !1698
  ret i32 1, !dbg !1699
}

; Function Attrs: nounwind uwtable
define internal i32 @f_flush(ptr noundef %0) #0 !dbg !1700 {
    #dbg_value(ptr %0, !1702, !DIExpression(), !1704)
    #dbg_value(ptr %0, !433, !DIExpression(), !1705)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1707
    #dbg_value(ptr %2, !438, !DIExpression(), !1705)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1708
  %4 = load ptr, ptr %3, align 8, !dbg !1708, !tbaa !370
  %5 = icmp eq ptr %4, null, !dbg !1708
  br i1 %5, label %6, label %8, !dbg !1709, !prof !445

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !1710
  br label %8, !dbg !1710

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !dbg !1711, !tbaa !374
    #dbg_value(ptr %9, !1703, !DIExpression(), !1704)
  %10 = tail call ptr @__errno_location() #10, !dbg !1712
  store i32 0, ptr %10, align 4, !dbg !1713, !tbaa !488
  %11 = tail call i32 @fflush(ptr noundef %9), !dbg !1714
  %12 = icmp eq i32 %11, 0, !dbg !1715
  %13 = zext i1 %12 to i32, !dbg !1715
  %14 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %13, ptr noundef null) #9, !dbg !1716
  ret i32 %14, !dbg !1717
}

; Function Attrs: nounwind uwtable
define internal i32 @f_seek(ptr noundef %0) #0 !dbg !273 {
    #dbg_value(ptr %0, !275, !DIExpression(), !1718)
    #dbg_value(ptr %0, !433, !DIExpression(), !1719)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1721
    #dbg_value(ptr %2, !438, !DIExpression(), !1719)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1722
  %4 = load ptr, ptr %3, align 8, !dbg !1722, !tbaa !370
  %5 = icmp eq ptr %4, null, !dbg !1722
  br i1 %5, label %6, label %8, !dbg !1723, !prof !445

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !1724
  br label %8, !dbg !1724

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !dbg !1725, !tbaa !374
    #dbg_value(ptr %9, !276, !DIExpression(), !1718)
  %10 = tail call i32 @luaL_checkoption(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.48, ptr noundef nonnull @f_seek.modenames) #9, !dbg !1726
    #dbg_value(i32 %10, !277, !DIExpression(), !1718)
  %11 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 0) #9, !dbg !1727
    #dbg_value(i64 %11, !278, !DIExpression(), !1718)
    #dbg_value(i64 %11, !279, !DIExpression(), !1718)
  %12 = tail call ptr @__errno_location() #10, !dbg !1728
  store i32 0, ptr %12, align 4, !dbg !1729, !tbaa !488
  %13 = sext i32 %10 to i64, !dbg !1730
  %14 = getelementptr inbounds [3 x i32], ptr @f_seek.mode, i64 0, i64 %13, !dbg !1730
  %15 = load i32, ptr %14, align 4, !dbg !1730, !tbaa !488
  %16 = tail call i32 @fseeko64(ptr noundef %9, i64 noundef %11, i32 noundef %15), !dbg !1730
    #dbg_value(i32 %16, !277, !DIExpression(), !1718)
  %17 = icmp eq i32 %16, 0, !dbg !1731
  br i1 %17, label %20, label %18, !dbg !1733, !prof !614

18:                                               ; preds = %8
  %19 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef null) #9, !dbg !1734
  br label %22, !dbg !1735

20:                                               ; preds = %8
  %21 = tail call i64 @ftello64(ptr noundef %9), !dbg !1736
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %21) #9, !dbg !1738
  br label %22, !dbg !1739

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ 1, %20 ], !dbg !1740
  ret i32 %23, !dbg !1741
}

; Function Attrs: nounwind uwtable
define internal i32 @f_setvbuf(ptr noundef %0) #0 !dbg !299 {
    #dbg_value(ptr %0, !301, !DIExpression(), !1742)
    #dbg_value(ptr %0, !433, !DIExpression(), !1743)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1745
    #dbg_value(ptr %2, !438, !DIExpression(), !1743)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1746
  %4 = load ptr, ptr %3, align 8, !dbg !1746, !tbaa !370
  %5 = icmp eq ptr %4, null, !dbg !1746
  br i1 %5, label %6, label %8, !dbg !1747, !prof !445

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9, !dbg !1748
  br label %8, !dbg !1748

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !dbg !1749, !tbaa !374
    #dbg_value(ptr %9, !302, !DIExpression(), !1742)
  %10 = tail call i32 @luaL_checkoption(ptr noundef %0, i32 noundef 2, ptr noundef null, ptr noundef nonnull @f_setvbuf.modenames) #9, !dbg !1750
    #dbg_value(i32 %10, !303, !DIExpression(), !1742)
  %11 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1024) #9, !dbg !1751
    #dbg_value(i64 %11, !304, !DIExpression(), !1742)
  %12 = tail call ptr @__errno_location() #10, !dbg !1752
  store i32 0, ptr %12, align 4, !dbg !1753, !tbaa !488
  %13 = sext i32 %10 to i64, !dbg !1754
  %14 = getelementptr inbounds [3 x i32], ptr @f_setvbuf.mode, i64 0, i64 %13, !dbg !1754
  %15 = load i32, ptr %14, align 4, !dbg !1754, !tbaa !488
  %16 = tail call i32 @setvbuf(ptr noundef %9, ptr noundef null, i32 noundef %15, i64 noundef %11) #9, !dbg !1755
    #dbg_value(i32 %16, !305, !DIExpression(), !1742)
  %17 = icmp eq i32 %16, 0, !dbg !1756
  %18 = zext i1 %17 to i32, !dbg !1756
  %19 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %18, ptr noundef null) #9, !dbg !1757
  ret i32 %19, !dbg !1758
}

declare !dbg !1759 i32 @luaL_checkoption(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1763 i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1766 noundef i32 @fseeko64(ptr nocapture noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !1769 noundef i64 @ftello64(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !1772 noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal noundef i32 @io_noclose(ptr noundef %0) #0 !dbg !1776 {
    #dbg_value(ptr %0, !1778, !DIExpression(), !1780)
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9, !dbg !1781
    #dbg_value(ptr %2, !1779, !DIExpression(), !1780)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1782
  store ptr @io_noclose, ptr %3, align 8, !dbg !1783, !tbaa !370
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !1784
  %4 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.54) #9, !dbg !1785
  ret i32 2, !dbg !1786
}

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!317, !318, !319, !320, !321, !322, !323}
!llvm.ident = !{!324}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "iolib", scope: !2, file: !3, line: 754, type: !316, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !21, globals: !108, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/liolib.c", directory: ".", checksumkind: CSK_MD5, checksum: "cfd2b94a364a72a81c2912394ab46524")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 46, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!9 = !DIEnumerator(name: "_ISupper", value: 256)
!10 = !DIEnumerator(name: "_ISlower", value: 512)
!11 = !DIEnumerator(name: "_ISalpha", value: 1024)
!12 = !DIEnumerator(name: "_ISdigit", value: 2048)
!13 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!14 = !DIEnumerator(name: "_ISspace", value: 8192)
!15 = !DIEnumerator(name: "_ISprint", value: 16384)
!16 = !DIEnumerator(name: "_ISgraph", value: 32768)
!17 = !DIEnumerator(name: "_ISblank", value: 1)
!18 = !DIEnumerator(name: "_IScntrl", value: 2)
!19 = !DIEnumerator(name: "_ISpunct", value: 4)
!20 = !DIEnumerator(name: "_ISalnum", value: 8)
!21 = !{!22, !23, !37, !84, !101, !63, !103, !104, !105, !107}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "LStream", file: !3, line: 155, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Stream", file: !26, line: 248, baseType: !27)
!26 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Stream", file: !26, line: 245, size: 128, elements: !28)
!28 = !{!29, !92}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !27, file: !26, line: 246, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !32, line: 7, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !34, line: 49, size: 1728, elements: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!35 = !{!36, !38, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !54, !56, !57, !58, !62, !64, !66, !70, !73, !75, !78, !81, !82, !83, !87, !88}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !33, file: !34, line: 51, baseType: !37, size: 32)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !33, file: !34, line: 54, baseType: !39, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !33, file: !34, line: 55, baseType: !39, size: 64, offset: 128)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !33, file: !34, line: 56, baseType: !39, size: 64, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !33, file: !34, line: 57, baseType: !39, size: 64, offset: 256)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !33, file: !34, line: 58, baseType: !39, size: 64, offset: 320)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !33, file: !34, line: 59, baseType: !39, size: 64, offset: 384)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !33, file: !34, line: 60, baseType: !39, size: 64, offset: 448)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !33, file: !34, line: 61, baseType: !39, size: 64, offset: 512)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !33, file: !34, line: 64, baseType: !39, size: 64, offset: 576)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !33, file: !34, line: 65, baseType: !39, size: 64, offset: 640)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !33, file: !34, line: 66, baseType: !39, size: 64, offset: 704)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !33, file: !34, line: 68, baseType: !52, size: 64, offset: 768)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !34, line: 36, flags: DIFlagFwdDecl)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !33, file: !34, line: 70, baseType: !55, size: 64, offset: 832)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !33, file: !34, line: 72, baseType: !37, size: 32, offset: 896)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !33, file: !34, line: 73, baseType: !37, size: 32, offset: 928)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !33, file: !34, line: 74, baseType: !59, size: 64, offset: 960)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !60, line: 152, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!61 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !33, file: !34, line: 77, baseType: !63, size: 16, offset: 1024)
!63 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !33, file: !34, line: 78, baseType: !65, size: 8, offset: 1040)
!65 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !33, file: !34, line: 79, baseType: !67, size: 8, offset: 1048)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 8, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 1)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !33, file: !34, line: 81, baseType: !71, size: 64, offset: 1088)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !34, line: 43, baseType: null)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !33, file: !34, line: 89, baseType: !74, size: 64, offset: 1152)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !60, line: 153, baseType: !61)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !33, file: !34, line: 91, baseType: !76, size: 64, offset: 1216)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !34, line: 37, flags: DIFlagFwdDecl)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !33, file: !34, line: 92, baseType: !79, size: 64, offset: 1280)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !34, line: 38, flags: DIFlagFwdDecl)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !33, file: !34, line: 93, baseType: !55, size: 64, offset: 1344)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !33, file: !34, line: 94, baseType: !22, size: 64, offset: 1408)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !33, file: !34, line: 95, baseType: !84, size: 64, offset: 1472)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !85, line: 18, baseType: !86)
!85 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !33, file: !34, line: 96, baseType: !37, size: 32, offset: 1536)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !33, file: !34, line: 98, baseType: !89, size: 160, offset: 1568)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 160, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 20)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "closef", scope: !27, file: !26, line: 247, baseType: !93, size: 64, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !94, line: 106, baseType: !95)
!94 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DISubroutineType(types: !97)
!97 = !{!37, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !94, line: 57, baseType: !100)
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !94, line: 57, flags: DIFlagFwdDecl)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!103 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!104 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "off_t", file: !106, line: 65, baseType: !74)
!106 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !94, line: 94, baseType: !103)
!108 = !{!109, !114, !119, !124, !129, !131, !133, !135, !137, !139, !144, !146, !148, !150, !155, !157, !0, !159, !161, !166, !171, !176, !181, !186, !191, !196, !201, !203, !205, !207, !209, !211, !213, !218, !223, !225, !227, !232, !234, !236, !238, !240, !242, !244, !246, !257, !262, !264, !266, !268, !271, !282, !284, !286, !288, !292, !297, !306, !308, !310, !312, !314}
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 836, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 80, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 10)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 836, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 48, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 6)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 837, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 88, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 11)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 837, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 56, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 7)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 838, type: !126, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 755, type: !116, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 756, type: !116, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !3, line: 757, type: !116, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !3, line: 758, type: !116, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 759, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 40, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 5)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !3, line: 760, type: !126, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !3, line: 761, type: !116, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !3, line: 762, type: !141, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 763, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 64, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 8)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 764, type: !141, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 765, type: !116, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 188, type: !116, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !3, line: 190, type: !163, isLocal: true, isDefinition: true)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 232, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 29)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(scope: null, file: !3, line: 316, type: !168, isLocal: true, isDefinition: true)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 208, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 26)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(scope: null, file: !3, line: 339, type: !173, isLocal: true, isDefinition: true)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 16, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 2)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !3, line: 265, type: !178, isLocal: true, isDefinition: true)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 216, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 27)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !3, line: 368, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 152, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 19)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 638, type: !188, isLocal: true, isDefinition: true)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 184, elements: !189)
!189 = !{!190}
!190 = !DISubrange(count: 23)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !3, line: 650, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 24, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 3)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 605, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 120, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 15)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !3, line: 517, type: !67, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(scope: null, file: !3, line: 490, type: !193, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !3, line: 491, type: !193, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(scope: null, file: !3, line: 492, type: !193, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(scope: null, file: !3, line: 498, type: !193, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !3, line: 498, type: !193, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 274, type: !215, isLocal: true, isDefinition: true)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 104, elements: !216)
!216 = !{!217}
!217 = !DISubrange(count: 13)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !220, isLocal: true, isDefinition: true)
!220 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 32, elements: !221)
!221 = !{!222}
!222 = !DISubrange(count: 4)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !173, isLocal: true, isDefinition: true)
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(scope: null, file: !3, line: 344, type: !173, isLocal: true, isDefinition: true)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 170, type: !229, isLocal: true, isDefinition: true)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 96, elements: !230)
!230 = !{!231}
!231 = !DISubrange(count: 12)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !141, isLocal: true, isDefinition: true)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(scope: null, file: !3, line: 672, type: !141, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(scope: null, file: !3, line: 674, type: !116, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(scope: null, file: !3, line: 802, type: !152, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(scope: null, file: !3, line: 790, type: !141, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(scope: null, file: !3, line: 791, type: !152, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(scope: null, file: !3, line: 792, type: !121, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(name: "metameth", scope: !2, file: !3, line: 788, type: !248, isLocal: true, isDefinition: true)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !249, size: 640, elements: !142)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !250)
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !26, line: 41, baseType: !251)
!251 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !26, line: 38, size: 128, elements: !252)
!252 = !{!253, !256}
!253 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !251, file: !26, line: 39, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !251, file: !26, line: 40, baseType: !93, size: 64, offset: 64)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(scope: null, file: !3, line: 180, type: !259, isLocal: true, isDefinition: true)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 112, elements: !260)
!260 = !{!261}
!261 = !DISubrange(count: 14)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(scope: null, file: !3, line: 182, type: !111, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(scope: null, file: !3, line: 778, type: !141, isLocal: true, isDefinition: true)
!266 = !DIGlobalVariableExpression(var: !267, expr: !DIExpression())
!267 = distinct !DIGlobalVariable(scope: null, file: !3, line: 780, type: !152, isLocal: true, isDefinition: true)
!268 = !DIGlobalVariableExpression(var: !269, expr: !DIExpression())
!269 = distinct !DIGlobalVariable(name: "meth", scope: !2, file: !3, line: 773, type: !270, isLocal: true, isDefinition: true)
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !249, size: 1024, elements: !153)
!271 = !DIGlobalVariableExpression(var: !272, expr: !DIExpression())
!272 = distinct !DIGlobalVariable(name: "mode", scope: !273, file: !3, line: 704, type: !280, isLocal: true, isDefinition: true)
!273 = distinct !DISubprogram(name: "f_seek", scope: !3, file: !3, line: 703, type: !96, scopeLine: 703, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !274)
!274 = !{!275, !276, !277, !278, !279}
!275 = !DILocalVariable(name: "L", arg: 1, scope: !273, file: !3, line: 703, type: !98)
!276 = !DILocalVariable(name: "f", scope: !273, file: !3, line: 706, type: !30)
!277 = !DILocalVariable(name: "op", scope: !273, file: !3, line: 707, type: !37)
!278 = !DILocalVariable(name: "p3", scope: !273, file: !3, line: 708, type: !107)
!279 = !DILocalVariable(name: "offset", scope: !273, file: !3, line: 709, type: !105)
!280 = !DICompositeType(tag: DW_TAG_array_type, baseType: !281, size: 96, elements: !194)
!281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!282 = !DIGlobalVariableExpression(var: !283, expr: !DIExpression())
!283 = distinct !DIGlobalVariable(scope: null, file: !3, line: 705, type: !220, isLocal: true, isDefinition: true)
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression())
!285 = distinct !DIGlobalVariable(scope: null, file: !3, line: 705, type: !220, isLocal: true, isDefinition: true)
!286 = !DIGlobalVariableExpression(var: !287, expr: !DIExpression())
!287 = distinct !DIGlobalVariable(scope: null, file: !3, line: 705, type: !220, isLocal: true, isDefinition: true)
!288 = !DIGlobalVariableExpression(var: !289, expr: !DIExpression())
!289 = distinct !DIGlobalVariable(name: "modenames", scope: !273, file: !3, line: 705, type: !290, isLocal: true, isDefinition: true)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !291, size: 256, elements: !221)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !254)
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression())
!293 = distinct !DIGlobalVariable(scope: null, file: !3, line: 710, type: !294, isLocal: true, isDefinition: true)
!294 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 248, elements: !295)
!295 = !{!296}
!296 = !DISubrange(count: 31)
!297 = !DIGlobalVariableExpression(var: !298, expr: !DIExpression())
!298 = distinct !DIGlobalVariable(name: "mode", scope: !299, file: !3, line: 724, type: !280, isLocal: true, isDefinition: true)
!299 = distinct !DISubprogram(name: "f_setvbuf", scope: !3, file: !3, line: 723, type: !96, scopeLine: 723, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !300)
!300 = !{!301, !302, !303, !304, !305}
!301 = !DILocalVariable(name: "L", arg: 1, scope: !299, file: !3, line: 723, type: !98)
!302 = !DILocalVariable(name: "f", scope: !299, file: !3, line: 726, type: !30)
!303 = !DILocalVariable(name: "op", scope: !299, file: !3, line: 727, type: !37)
!304 = !DILocalVariable(name: "sz", scope: !299, file: !3, line: 728, type: !107)
!305 = !DILocalVariable(name: "res", scope: !299, file: !3, line: 729, type: !37)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression())
!307 = distinct !DIGlobalVariable(scope: null, file: !3, line: 725, type: !193, isLocal: true, isDefinition: true)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression())
!309 = distinct !DIGlobalVariable(scope: null, file: !3, line: 725, type: !141, isLocal: true, isDefinition: true)
!310 = !DIGlobalVariableExpression(var: !311, expr: !DIExpression())
!311 = distinct !DIGlobalVariable(scope: null, file: !3, line: 725, type: !141, isLocal: true, isDefinition: true)
!312 = !DIGlobalVariableExpression(var: !313, expr: !DIExpression())
!313 = distinct !DIGlobalVariable(name: "modenames", scope: !299, file: !3, line: 725, type: !290, isLocal: true, isDefinition: true)
!314 = !DIGlobalVariableExpression(var: !315, expr: !DIExpression())
!315 = distinct !DIGlobalVariable(scope: null, file: !3, line: 814, type: !178, isLocal: true, isDefinition: true)
!316 = !DICompositeType(tag: DW_TAG_array_type, baseType: !249, size: 1536, elements: !230)
!317 = !{i32 7, !"Dwarf Version", i32 5}
!318 = !{i32 2, !"Debug Info Version", i32 3}
!319 = !{i32 1, !"wchar_size", i32 4}
!320 = !{i32 8, !"PIC Level", i32 2}
!321 = !{i32 7, !"PIE Level", i32 2}
!322 = !{i32 7, !"uwtable", i32 2}
!323 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!324 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!325 = distinct !DISubprogram(name: "luaopen_io", scope: !3, file: !3, line: 832, type: !96, scopeLine: 832, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !326)
!326 = !{!327}
!327 = !DILocalVariable(name: "L", arg: 1, scope: !325, file: !3, line: 832, type: !98)
!328 = !DILocation(line: 0, scope: !325)
!329 = !DILocation(line: 833, column: 3, scope: !325)
!330 = !DILocalVariable(name: "L", arg: 1, scope: !331, file: !3, line: 797, type: !98)
!331 = distinct !DISubprogram(name: "createmeta", scope: !3, file: !3, line: 797, type: !332, scopeLine: 797, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !334)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !98}
!334 = !{!330}
!335 = !DILocation(line: 0, scope: !331, inlinedAt: !336)
!336 = distinct !DILocation(line: 834, column: 3, scope: !325)
!337 = !DILocation(line: 798, column: 3, scope: !331, inlinedAt: !336)
!338 = !DILocation(line: 799, column: 3, scope: !331, inlinedAt: !336)
!339 = !DILocation(line: 800, column: 3, scope: !331, inlinedAt: !336)
!340 = !DILocation(line: 801, column: 3, scope: !331, inlinedAt: !336)
!341 = !DILocation(line: 802, column: 3, scope: !331, inlinedAt: !336)
!342 = !DILocation(line: 803, column: 3, scope: !331, inlinedAt: !336)
!343 = !DILocation(line: 836, column: 20, scope: !325)
!344 = !{!345, !345, i64 0}
!345 = !{!"any pointer", !346, i64 0}
!346 = !{!"omnipotent char", !347, i64 0}
!347 = !{!"Simple C/C++ TBAA"}
!348 = !DILocalVariable(name: "L", arg: 1, scope: !349, file: !3, line: 819, type: !98)
!349 = distinct !DISubprogram(name: "createstdfile", scope: !3, file: !3, line: 819, type: !350, scopeLine: 820, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !352)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !98, !30, !254, !254}
!352 = !{!348, !353, !354, !355, !356}
!353 = !DILocalVariable(name: "f", arg: 2, scope: !349, file: !3, line: 819, type: !30)
!354 = !DILocalVariable(name: "k", arg: 3, scope: !349, file: !3, line: 819, type: !254)
!355 = !DILocalVariable(name: "fname", arg: 4, scope: !349, file: !3, line: 820, type: !254)
!356 = !DILocalVariable(name: "p", scope: !349, file: !3, line: 821, type: !23)
!357 = !DILocation(line: 0, scope: !349, inlinedAt: !358)
!358 = distinct !DILocation(line: 836, column: 3, scope: !325)
!359 = !DILocalVariable(name: "L", arg: 1, scope: !360, file: !3, line: 201, type: !98)
!360 = distinct !DISubprogram(name: "newprefile", scope: !3, file: !3, line: 201, type: !361, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !363)
!361 = !DISubroutineType(types: !362)
!362 = !{!23, !98}
!363 = !{!359, !364}
!364 = !DILocalVariable(name: "p", scope: !360, file: !3, line: 202, type: !23)
!365 = !DILocation(line: 0, scope: !360, inlinedAt: !366)
!366 = distinct !DILocation(line: 821, column: 16, scope: !349, inlinedAt: !358)
!367 = !DILocation(line: 202, column: 27, scope: !360, inlinedAt: !366)
!368 = !DILocation(line: 203, column: 6, scope: !360, inlinedAt: !366)
!369 = !DILocation(line: 203, column: 13, scope: !360, inlinedAt: !366)
!370 = !{!371, !345, i64 8}
!371 = !{!"luaL_Stream", !345, i64 0, !345, i64 8}
!372 = !DILocation(line: 204, column: 3, scope: !360, inlinedAt: !366)
!373 = !DILocation(line: 822, column: 8, scope: !349, inlinedAt: !358)
!374 = !{!371, !345, i64 0}
!375 = !DILocation(line: 823, column: 13, scope: !349, inlinedAt: !358)
!376 = !DILocation(line: 825, column: 5, scope: !377, inlinedAt: !358)
!377 = distinct !DILexicalBlock(scope: !378, file: !3, line: 824, column: 18)
!378 = distinct !DILexicalBlock(scope: !349, file: !3, line: 824, column: 7)
!379 = !DILocation(line: 826, column: 5, scope: !377, inlinedAt: !358)
!380 = !DILocation(line: 828, column: 3, scope: !349, inlinedAt: !358)
!381 = !DILocation(line: 837, column: 20, scope: !325)
!382 = !DILocation(line: 0, scope: !349, inlinedAt: !383)
!383 = distinct !DILocation(line: 837, column: 3, scope: !325)
!384 = !DILocation(line: 0, scope: !360, inlinedAt: !385)
!385 = distinct !DILocation(line: 821, column: 16, scope: !349, inlinedAt: !383)
!386 = !DILocation(line: 202, column: 27, scope: !360, inlinedAt: !385)
!387 = !DILocation(line: 203, column: 6, scope: !360, inlinedAt: !385)
!388 = !DILocation(line: 203, column: 13, scope: !360, inlinedAt: !385)
!389 = !DILocation(line: 204, column: 3, scope: !360, inlinedAt: !385)
!390 = !DILocation(line: 822, column: 8, scope: !349, inlinedAt: !383)
!391 = !DILocation(line: 823, column: 13, scope: !349, inlinedAt: !383)
!392 = !DILocation(line: 825, column: 5, scope: !377, inlinedAt: !383)
!393 = !DILocation(line: 826, column: 5, scope: !377, inlinedAt: !383)
!394 = !DILocation(line: 828, column: 3, scope: !349, inlinedAt: !383)
!395 = !DILocation(line: 838, column: 20, scope: !325)
!396 = !DILocation(line: 0, scope: !349, inlinedAt: !397)
!397 = distinct !DILocation(line: 838, column: 3, scope: !325)
!398 = !DILocation(line: 0, scope: !360, inlinedAt: !399)
!399 = distinct !DILocation(line: 821, column: 16, scope: !349, inlinedAt: !397)
!400 = !DILocation(line: 202, column: 27, scope: !360, inlinedAt: !399)
!401 = !DILocation(line: 203, column: 6, scope: !360, inlinedAt: !399)
!402 = !DILocation(line: 203, column: 13, scope: !360, inlinedAt: !399)
!403 = !DILocation(line: 204, column: 3, scope: !360, inlinedAt: !399)
!404 = !DILocation(line: 822, column: 8, scope: !349, inlinedAt: !397)
!405 = !DILocation(line: 823, column: 13, scope: !349, inlinedAt: !397)
!406 = !DILocation(line: 828, column: 3, scope: !349, inlinedAt: !397)
!407 = !DILocation(line: 839, column: 3, scope: !325)
!408 = !DISubprogram(name: "luaL_checkversion_", scope: !26, file: !26, line: 46, type: !409, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DISubroutineType(types: !410)
!410 = !{null, !98, !411, !84}
!411 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !94, line: 90, baseType: !104)
!412 = !DISubprogram(name: "lua_createtable", scope: !94, file: !94, line: 269, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{null, !98, !37, !37}
!415 = !DISubprogram(name: "luaL_setfuncs", scope: !26, file: !26, line: 110, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{null, !98, !418, !37}
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!419 = distinct !DISubprogram(name: "io_close", scope: !3, file: !3, line: 228, type: !96, scopeLine: 228, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !420)
!420 = !{!421}
!421 = !DILocalVariable(name: "L", arg: 1, scope: !419, file: !3, line: 228, type: !98)
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 0, scope: !419)
!424 = !DILocation(line: 229, column: 7, scope: !425)
!425 = distinct !DILexicalBlock(scope: !419, file: !3, line: 229, column: 7)
!426 = !DILocation(line: 229, column: 7, scope: !419)
!427 = !DILocation(line: 230, column: 5, scope: !425)
!428 = !DILocalVariable(name: "L", arg: 1, scope: !429, file: !3, line: 222, type: !98)
!429 = distinct !DISubprogram(name: "f_close", scope: !3, file: !3, line: 222, type: !96, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !430)
!430 = !{!428}
!431 = !DILocation(line: 0, scope: !429, inlinedAt: !432)
!432 = distinct !DILocation(line: 231, column: 10, scope: !419)
!433 = !DILocalVariable(name: "L", arg: 1, scope: !434, file: !3, line: 187, type: !98)
!434 = distinct !DISubprogram(name: "tofile", scope: !3, file: !3, line: 187, type: !435, scopeLine: 187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !437)
!435 = !DISubroutineType(types: !436)
!436 = !{!30, !98}
!437 = !{!433, !438}
!438 = !DILocalVariable(name: "p", scope: !434, file: !3, line: 188, type: !23)
!439 = !DILocation(line: 0, scope: !434, inlinedAt: !440)
!440 = distinct !DILocation(line: 223, column: 3, scope: !429, inlinedAt: !432)
!441 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !440)
!442 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !440)
!443 = distinct !DILexicalBlock(scope: !434, file: !3, line: 189, column: 7)
!444 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !440)
!445 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!446 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !440)
!447 = !DILocalVariable(name: "cf", scope: !448, file: !3, line: 216, type: !452)
!448 = distinct !DISubprogram(name: "aux_close", scope: !3, file: !3, line: 214, type: !96, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !449)
!449 = !{!450, !451, !447}
!450 = !DILocalVariable(name: "L", arg: 1, scope: !448, file: !3, line: 214, type: !98)
!451 = !DILocalVariable(name: "p", scope: !448, file: !3, line: 215, type: !23)
!452 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !93)
!453 = !DILocation(line: 0, scope: !448, inlinedAt: !454)
!454 = distinct !DILocation(line: 224, column: 10, scope: !429, inlinedAt: !432)
!455 = !DILocation(line: 215, column: 16, scope: !448, inlinedAt: !454)
!456 = !DILocation(line: 216, column: 3, scope: !448, inlinedAt: !454)
!457 = !DILocation(line: 216, column: 34, scope: !448, inlinedAt: !454)
!458 = !DILocation(line: 216, column: 26, scope: !448, inlinedAt: !454)
!459 = distinct !DIAssignID()
!460 = !DILocation(line: 217, column: 13, scope: !448, inlinedAt: !454)
!461 = !DILocation(line: 218, column: 12, scope: !448, inlinedAt: !454)
!462 = !DILocation(line: 218, column: 10, scope: !448, inlinedAt: !454)
!463 = !DILocation(line: 219, column: 1, scope: !448, inlinedAt: !454)
!464 = !DILocation(line: 231, column: 3, scope: !419)
!465 = distinct !DISubprogram(name: "io_flush", scope: !3, file: !3, line: 737, type: !96, scopeLine: 737, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !466)
!466 = !{!467, !468}
!467 = !DILocalVariable(name: "L", arg: 1, scope: !465, file: !3, line: 737, type: !98)
!468 = !DILocalVariable(name: "f", scope: !465, file: !3, line: 738, type: !30)
!469 = !DILocation(line: 0, scope: !465)
!470 = !DILocalVariable(name: "L", arg: 1, scope: !471, file: !3, line: 311, type: !98)
!471 = distinct !DISubprogram(name: "getiofile", scope: !3, file: !3, line: 311, type: !472, scopeLine: 311, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !474)
!472 = !DISubroutineType(types: !473)
!473 = !{!30, !98, !254}
!474 = !{!470, !475, !476}
!475 = !DILocalVariable(name: "findex", arg: 2, scope: !471, file: !3, line: 311, type: !254)
!476 = !DILocalVariable(name: "p", scope: !471, file: !3, line: 312, type: !23)
!477 = !DILocation(line: 0, scope: !471, inlinedAt: !478)
!478 = distinct !DILocation(line: 738, column: 13, scope: !465)
!479 = !DILocation(line: 313, column: 3, scope: !471, inlinedAt: !478)
!480 = !DILocation(line: 314, column: 18, scope: !471, inlinedAt: !478)
!481 = !DILocation(line: 315, column: 7, scope: !482, inlinedAt: !478)
!482 = distinct !DILexicalBlock(scope: !471, file: !3, line: 315, column: 7)
!483 = !DILocation(line: 315, column: 7, scope: !471, inlinedAt: !478)
!484 = !DILocation(line: 316, column: 5, scope: !482, inlinedAt: !478)
!485 = !DILocation(line: 317, column: 13, scope: !471, inlinedAt: !478)
!486 = !DILocation(line: 739, column: 3, scope: !465)
!487 = !DILocation(line: 739, column: 9, scope: !465)
!488 = !{!489, !489, i64 0}
!489 = !{!"int", !346, i64 0}
!490 = !DILocation(line: 740, column: 29, scope: !465)
!491 = !DILocation(line: 740, column: 39, scope: !465)
!492 = !DILocation(line: 740, column: 10, scope: !465)
!493 = !DILocation(line: 740, column: 3, scope: !465)
!494 = distinct !DISubprogram(name: "io_input", scope: !3, file: !3, line: 338, type: !96, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !495)
!495 = !{!496}
!496 = !DILocalVariable(name: "L", arg: 1, scope: !494, file: !3, line: 338, type: !98)
!497 = !DILocation(line: 0, scope: !494)
!498 = !DILocation(line: 339, column: 10, scope: !494)
!499 = !DILocation(line: 339, column: 3, scope: !494)
!500 = distinct !DISubprogram(name: "io_lines", scope: !3, file: !3, line: 389, type: !96, scopeLine: 389, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !501)
!501 = !{!502, !503, !504}
!502 = !DILocalVariable(name: "L", arg: 1, scope: !500, file: !3, line: 389, type: !98)
!503 = !DILocalVariable(name: "toclose", scope: !500, file: !3, line: 390, type: !37)
!504 = !DILocalVariable(name: "filename", scope: !505, file: !3, line: 399, type: !254)
!505 = distinct !DILexicalBlock(scope: !506, file: !3, line: 398, column: 8)
!506 = distinct !DILexicalBlock(scope: !500, file: !3, line: 392, column: 7)
!507 = !DILocation(line: 0, scope: !500)
!508 = !DILocation(line: 391, column: 7, scope: !509)
!509 = distinct !DILexicalBlock(scope: !500, file: !3, line: 391, column: 7)
!510 = !DILocation(line: 391, column: 7, scope: !500)
!511 = !DILocation(line: 391, column: 25, scope: !509)
!512 = !DILocation(line: 392, column: 7, scope: !506)
!513 = !DILocation(line: 392, column: 7, scope: !500)
!514 = !DILocation(line: 393, column: 5, scope: !515)
!515 = distinct !DILexicalBlock(scope: !506, file: !3, line: 392, column: 24)
!516 = !DILocation(line: 394, column: 5, scope: !515)
!517 = !DILocation(line: 0, scope: !434, inlinedAt: !518)
!518 = distinct !DILocation(line: 395, column: 5, scope: !515)
!519 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !518)
!520 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !518)
!521 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !518)
!522 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !518)
!523 = !DILocation(line: 404, column: 3, scope: !500)
!524 = !DILocation(line: 405, column: 7, scope: !500)
!525 = !DILocation(line: 399, column: 28, scope: !505)
!526 = !DILocation(line: 0, scope: !505)
!527 = !DILocation(line: 400, column: 5, scope: !505)
!528 = !DILocation(line: 401, column: 5, scope: !505)
!529 = !DILocation(line: 406, column: 5, scope: !530)
!530 = distinct !DILexicalBlock(scope: !531, file: !3, line: 405, column: 16)
!531 = distinct !DILexicalBlock(scope: !500, file: !3, line: 405, column: 7)
!532 = !DILocation(line: 407, column: 5, scope: !530)
!533 = !DILocation(line: 408, column: 5, scope: !530)
!534 = !DILocation(line: 409, column: 5, scope: !530)
!535 = !DILocation(line: 0, scope: !531)
!536 = !DILocation(line: 413, column: 1, scope: !500)
!537 = distinct !DISubprogram(name: "io_open", scope: !3, file: !3, line: 269, type: !96, scopeLine: 269, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !538)
!538 = !{!539, !540, !541, !542, !543}
!539 = !DILocalVariable(name: "L", arg: 1, scope: !537, file: !3, line: 269, type: !98)
!540 = !DILocalVariable(name: "filename", scope: !537, file: !3, line: 270, type: !254)
!541 = !DILocalVariable(name: "mode", scope: !537, file: !3, line: 271, type: !254)
!542 = !DILocalVariable(name: "p", scope: !537, file: !3, line: 272, type: !23)
!543 = !DILocalVariable(name: "md", scope: !537, file: !3, line: 273, type: !254)
!544 = !DILocation(line: 0, scope: !537)
!545 = !DILocation(line: 270, column: 26, scope: !537)
!546 = !DILocation(line: 271, column: 22, scope: !537)
!547 = !DILocalVariable(name: "L", arg: 1, scope: !548, file: !3, line: 253, type: !98)
!548 = distinct !DISubprogram(name: "newfile", scope: !3, file: !3, line: 253, type: !361, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !549)
!549 = !{!547, !550}
!550 = !DILocalVariable(name: "p", scope: !548, file: !3, line: 254, type: !23)
!551 = !DILocation(line: 0, scope: !548, inlinedAt: !552)
!552 = distinct !DILocation(line: 272, column: 16, scope: !537)
!553 = !DILocation(line: 0, scope: !360, inlinedAt: !554)
!554 = distinct !DILocation(line: 254, column: 16, scope: !548, inlinedAt: !552)
!555 = !DILocation(line: 202, column: 27, scope: !360, inlinedAt: !554)
!556 = !DILocation(line: 203, column: 6, scope: !360, inlinedAt: !554)
!557 = !DILocation(line: 203, column: 13, scope: !360, inlinedAt: !554)
!558 = !DILocation(line: 204, column: 3, scope: !360, inlinedAt: !554)
!559 = !DILocation(line: 255, column: 8, scope: !548, inlinedAt: !552)
!560 = !DILocation(line: 256, column: 13, scope: !548, inlinedAt: !552)
!561 = !DILocalVariable(name: "mode", arg: 1, scope: !562, file: !3, line: 40, type: !254)
!562 = distinct !DISubprogram(name: "l_checkmode", scope: !3, file: !3, line: 40, type: !563, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !565)
!563 = !DISubroutineType(types: !564)
!564 = !{!37, !254}
!565 = !{!561}
!566 = !DILocation(line: 0, scope: !562, inlinedAt: !567)
!567 = distinct !DILocation(line: 274, column: 3, scope: !537)
!568 = !DILocation(line: 41, column: 11, scope: !562, inlinedAt: !567)
!569 = !{!346, !346, i64 0}
!570 = !DILocation(line: 41, column: 17, scope: !562, inlinedAt: !567)
!571 = !DILocation(line: 41, column: 25, scope: !562, inlinedAt: !567)
!572 = !DILocation(line: 41, column: 28, scope: !562, inlinedAt: !567)
!573 = !DILocation(line: 41, column: 53, scope: !562, inlinedAt: !567)
!574 = !DILocation(line: 41, column: 61, scope: !562, inlinedAt: !567)
!575 = !DILocation(line: 41, column: 48, scope: !562, inlinedAt: !567)
!576 = !DILocation(line: 42, column: 11, scope: !562, inlinedAt: !567)
!577 = !DILocation(line: 42, column: 17, scope: !562, inlinedAt: !567)
!578 = !DILocation(line: 42, column: 24, scope: !562, inlinedAt: !567)
!579 = !DILocation(line: 43, column: 11, scope: !562, inlinedAt: !567)
!580 = !DILocation(line: 43, column: 38, scope: !562, inlinedAt: !567)
!581 = !DILocation(line: 43, column: 35, scope: !562, inlinedAt: !567)
!582 = !DILocation(line: 274, column: 3, scope: !537)
!583 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!584 = !DILocation(line: 275, column: 3, scope: !537)
!585 = !DILocation(line: 275, column: 9, scope: !537)
!586 = !DILocation(line: 276, column: 10, scope: !537)
!587 = !DILocation(line: 276, column: 8, scope: !537)
!588 = !DILocation(line: 277, column: 16, scope: !537)
!589 = !DILocation(line: 277, column: 10, scope: !537)
!590 = !DILocation(line: 277, column: 27, scope: !537)
!591 = !DILocation(line: 277, column: 3, scope: !537)
!592 = distinct !DISubprogram(name: "io_output", scope: !3, file: !3, line: 343, type: !96, scopeLine: 343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !593)
!593 = !{!594}
!594 = !DILocalVariable(name: "L", arg: 1, scope: !592, file: !3, line: 343, type: !98)
!595 = !DILocation(line: 0, scope: !592)
!596 = !DILocation(line: 344, column: 10, scope: !592)
!597 = !DILocation(line: 344, column: 3, scope: !592)
!598 = distinct !DISubprogram(name: "io_popen", scope: !3, file: !3, line: 291, type: !96, scopeLine: 291, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !599)
!599 = !{!600, !601, !602, !603}
!600 = !DILocalVariable(name: "L", arg: 1, scope: !598, file: !3, line: 291, type: !98)
!601 = !DILocalVariable(name: "filename", scope: !598, file: !3, line: 292, type: !254)
!602 = !DILocalVariable(name: "mode", scope: !598, file: !3, line: 293, type: !254)
!603 = !DILocalVariable(name: "p", scope: !598, file: !3, line: 294, type: !23)
!604 = !DILocation(line: 0, scope: !598)
!605 = !DILocation(line: 292, column: 26, scope: !598)
!606 = !DILocation(line: 293, column: 22, scope: !598)
!607 = !DILocation(line: 0, scope: !360, inlinedAt: !608)
!608 = distinct !DILocation(line: 294, column: 16, scope: !598)
!609 = !DILocation(line: 202, column: 27, scope: !360, inlinedAt: !608)
!610 = !DILocation(line: 203, column: 6, scope: !360, inlinedAt: !608)
!611 = !DILocation(line: 203, column: 13, scope: !360, inlinedAt: !608)
!612 = !DILocation(line: 204, column: 3, scope: !360, inlinedAt: !608)
!613 = !DILocation(line: 295, column: 3, scope: !598)
!614 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!615 = !DILocation(line: 296, column: 3, scope: !598)
!616 = !DILocation(line: 296, column: 9, scope: !598)
!617 = !DILocation(line: 297, column: 10, scope: !598)
!618 = !DILocation(line: 297, column: 8, scope: !598)
!619 = !DILocation(line: 298, column: 13, scope: !598)
!620 = !DILocation(line: 299, column: 16, scope: !598)
!621 = !DILocation(line: 299, column: 10, scope: !598)
!622 = !DILocation(line: 299, column: 27, scope: !598)
!623 = !DILocation(line: 299, column: 3, scope: !598)
!624 = distinct !DISubprogram(name: "io_read", scope: !3, file: !3, line: 620, type: !96, scopeLine: 620, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !625)
!625 = !{!626}
!626 = !DILocalVariable(name: "L", arg: 1, scope: !624, file: !3, line: 620, type: !98)
!627 = !DILocation(line: 0, scope: !624)
!628 = !DILocation(line: 0, scope: !471, inlinedAt: !629)
!629 = distinct !DILocation(line: 621, column: 20, scope: !624)
!630 = !DILocation(line: 313, column: 3, scope: !471, inlinedAt: !629)
!631 = !DILocation(line: 314, column: 18, scope: !471, inlinedAt: !629)
!632 = !DILocation(line: 315, column: 7, scope: !482, inlinedAt: !629)
!633 = !DILocation(line: 315, column: 7, scope: !471, inlinedAt: !629)
!634 = !DILocation(line: 316, column: 5, scope: !482, inlinedAt: !629)
!635 = !DILocation(line: 317, column: 13, scope: !471, inlinedAt: !629)
!636 = !DILocation(line: 621, column: 10, scope: !624)
!637 = !DILocation(line: 621, column: 3, scope: !624)
!638 = distinct !DISubprogram(name: "io_tmpfile", scope: !3, file: !3, line: 303, type: !96, scopeLine: 303, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !639)
!639 = !{!640, !641}
!640 = !DILocalVariable(name: "L", arg: 1, scope: !638, file: !3, line: 303, type: !98)
!641 = !DILocalVariable(name: "p", scope: !638, file: !3, line: 304, type: !23)
!642 = !DILocation(line: 0, scope: !638)
!643 = !DILocation(line: 0, scope: !548, inlinedAt: !644)
!644 = distinct !DILocation(line: 304, column: 16, scope: !638)
!645 = !DILocation(line: 0, scope: !360, inlinedAt: !646)
!646 = distinct !DILocation(line: 254, column: 16, scope: !548, inlinedAt: !644)
!647 = !DILocation(line: 202, column: 27, scope: !360, inlinedAt: !646)
!648 = !DILocation(line: 203, column: 6, scope: !360, inlinedAt: !646)
!649 = !DILocation(line: 203, column: 13, scope: !360, inlinedAt: !646)
!650 = !DILocation(line: 204, column: 3, scope: !360, inlinedAt: !646)
!651 = !DILocation(line: 255, column: 8, scope: !548, inlinedAt: !644)
!652 = !DILocation(line: 256, column: 13, scope: !548, inlinedAt: !644)
!653 = !DILocation(line: 305, column: 3, scope: !638)
!654 = !DILocation(line: 305, column: 9, scope: !638)
!655 = !DILocation(line: 306, column: 10, scope: !638)
!656 = !DILocation(line: 306, column: 8, scope: !638)
!657 = !DILocation(line: 307, column: 16, scope: !638)
!658 = !DILocation(line: 307, column: 10, scope: !638)
!659 = !DILocation(line: 307, column: 27, scope: !638)
!660 = !DILocation(line: 307, column: 3, scope: !638)
!661 = distinct !DISubprogram(name: "io_type", scope: !3, file: !3, line: 163, type: !96, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !662)
!662 = !{!663, !664}
!663 = !DILocalVariable(name: "L", arg: 1, scope: !661, file: !3, line: 163, type: !98)
!664 = !DILocalVariable(name: "p", scope: !661, file: !3, line: 164, type: !23)
!665 = !DILocation(line: 0, scope: !661)
!666 = !DILocation(line: 165, column: 3, scope: !661)
!667 = !DILocation(line: 166, column: 18, scope: !661)
!668 = !DILocation(line: 167, column: 9, scope: !669)
!669 = distinct !DILexicalBlock(scope: !661, file: !3, line: 167, column: 7)
!670 = !DILocation(line: 167, column: 7, scope: !661)
!671 = !DILocation(line: 168, column: 5, scope: !669)
!672 = !DILocation(line: 169, column: 12, scope: !673)
!673 = distinct !DILexicalBlock(scope: !669, file: !3, line: 169, column: 12)
!674 = !DILocation(line: 169, column: 12, scope: !669)
!675 = !DILocation(line: 170, column: 5, scope: !673)
!676 = !DILocation(line: 172, column: 5, scope: !673)
!677 = !DILocation(line: 173, column: 3, scope: !661)
!678 = distinct !DISubprogram(name: "io_write", scope: !3, file: !3, line: 691, type: !96, scopeLine: 691, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !679)
!679 = !{!680}
!680 = !DILocalVariable(name: "L", arg: 1, scope: !678, file: !3, line: 691, type: !98)
!681 = !DILocation(line: 0, scope: !678)
!682 = !DILocation(line: 0, scope: !471, inlinedAt: !683)
!683 = distinct !DILocation(line: 692, column: 21, scope: !678)
!684 = !DILocation(line: 313, column: 3, scope: !471, inlinedAt: !683)
!685 = !DILocation(line: 314, column: 18, scope: !471, inlinedAt: !683)
!686 = !DILocation(line: 315, column: 7, scope: !482, inlinedAt: !683)
!687 = !DILocation(line: 315, column: 7, scope: !471, inlinedAt: !683)
!688 = !DILocation(line: 316, column: 5, scope: !482, inlinedAt: !683)
!689 = !DILocation(line: 317, column: 13, scope: !471, inlinedAt: !683)
!690 = !DILocation(line: 692, column: 10, scope: !678)
!691 = !DILocation(line: 692, column: 3, scope: !678)
!692 = !DISubprogram(name: "lua_type", scope: !94, file: !94, line: 198, type: !693, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DISubroutineType(types: !694)
!694 = !{!37, !98, !37}
!695 = !DISubprogram(name: "lua_getfield", scope: !94, file: !94, line: 263, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!696 = !DISubroutineType(types: !697)
!697 = !{!37, !98, !37, !254}
!698 = distinct !DIAssignID()
!699 = !DILocation(line: 0, scope: !429)
!700 = !DILocation(line: 0, scope: !434, inlinedAt: !701)
!701 = distinct !DILocation(line: 223, column: 3, scope: !429)
!702 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !701)
!703 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !701)
!704 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !701)
!705 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !701)
!706 = !DILocation(line: 0, scope: !448, inlinedAt: !707)
!707 = distinct !DILocation(line: 224, column: 10, scope: !429)
!708 = !DILocation(line: 215, column: 16, scope: !448, inlinedAt: !707)
!709 = !DILocation(line: 216, column: 3, scope: !448, inlinedAt: !707)
!710 = !DILocation(line: 216, column: 34, scope: !448, inlinedAt: !707)
!711 = !DILocation(line: 216, column: 26, scope: !448, inlinedAt: !707)
!712 = distinct !DIAssignID()
!713 = !DILocation(line: 217, column: 13, scope: !448, inlinedAt: !707)
!714 = !DILocation(line: 218, column: 12, scope: !448, inlinedAt: !707)
!715 = !DILocation(line: 218, column: 10, scope: !448, inlinedAt: !707)
!716 = !DILocation(line: 219, column: 1, scope: !448, inlinedAt: !707)
!717 = !DILocation(line: 224, column: 3, scope: !429)
!718 = !DISubprogram(name: "luaL_checkudata", scope: !26, file: !26, line: 73, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{!22, !98, !37, !254}
!721 = !DISubprogram(name: "luaL_error", scope: !26, file: !26, line: 76, type: !722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!722 = !DISubroutineType(types: !723)
!723 = !{!37, !98, !254, null}
!724 = !DISubprogram(name: "__errno_location", scope: !725, file: !725, line: 37, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!726 = !DISubroutineType(types: !727)
!727 = !{!728}
!728 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!729 = !DISubprogram(name: "luaL_fileresult", scope: !26, file: !26, line: 81, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubprogram(name: "fflush", scope: !106, file: !106, line: 230, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!731 = !DISubroutineType(types: !732)
!732 = !{!37, !30}
!733 = !DISubprogram(name: "lua_touserdata", scope: !94, file: !94, line: 207, type: !734, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DISubroutineType(types: !735)
!735 = !{!22, !98, !37}
!736 = distinct !DISubprogram(name: "g_iofile", scope: !3, file: !3, line: 321, type: !737, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !739)
!737 = !DISubroutineType(cc: DW_CC_nocall, types: !738)
!738 = !{!37, !98, !254, !254}
!739 = !{!740, !741, !742, !743}
!740 = !DILocalVariable(name: "L", arg: 1, scope: !736, file: !3, line: 321, type: !98)
!741 = !DILocalVariable(name: "f", arg: 2, scope: !736, file: !3, line: 321, type: !254)
!742 = !DILocalVariable(name: "mode", arg: 3, scope: !736, file: !3, line: 321, type: !254)
!743 = !DILocalVariable(name: "filename", scope: !744, file: !3, line: 323, type: !254)
!744 = distinct !DILexicalBlock(scope: !745, file: !3, line: 322, column: 31)
!745 = distinct !DILexicalBlock(scope: !736, file: !3, line: 322, column: 7)
!746 = !DILocation(line: 0, scope: !736)
!747 = !DILocation(line: 322, column: 8, scope: !745)
!748 = !DILocation(line: 322, column: 7, scope: !736)
!749 = !DILocation(line: 323, column: 28, scope: !744)
!750 = !DILocation(line: 0, scope: !744)
!751 = !DILocation(line: 324, column: 9, scope: !752)
!752 = distinct !DILexicalBlock(scope: !744, file: !3, line: 324, column: 9)
!753 = !DILocation(line: 324, column: 9, scope: !744)
!754 = !DILocation(line: 325, column: 7, scope: !752)
!755 = !DILocation(line: 0, scope: !434, inlinedAt: !756)
!756 = distinct !DILocation(line: 327, column: 7, scope: !757)
!757 = distinct !DILexicalBlock(scope: !752, file: !3, line: 326, column: 10)
!758 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !756)
!759 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !756)
!760 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !756)
!761 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !756)
!762 = !DILocation(line: 328, column: 7, scope: !757)
!763 = !DILocation(line: 330, column: 5, scope: !744)
!764 = !DILocation(line: 331, column: 3, scope: !744)
!765 = !DILocation(line: 333, column: 3, scope: !736)
!766 = !DILocation(line: 334, column: 3, scope: !736)
!767 = !DISubprogram(name: "lua_tolstring", scope: !94, file: !94, line: 204, type: !768, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DISubroutineType(types: !769)
!769 = !{!254, !98, !37, !770}
!770 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!771 = distinct !DISubprogram(name: "opencheck", scope: !3, file: !3, line: 261, type: !772, scopeLine: 261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !774)
!772 = !DISubroutineType(types: !773)
!773 = !{null, !98, !254, !254}
!774 = !{!775, !776, !777, !778}
!775 = !DILocalVariable(name: "L", arg: 1, scope: !771, file: !3, line: 261, type: !98)
!776 = !DILocalVariable(name: "fname", arg: 2, scope: !771, file: !3, line: 261, type: !254)
!777 = !DILocalVariable(name: "mode", arg: 3, scope: !771, file: !3, line: 261, type: !254)
!778 = !DILocalVariable(name: "p", scope: !771, file: !3, line: 262, type: !23)
!779 = !DILocation(line: 0, scope: !771)
!780 = !DILocation(line: 0, scope: !548, inlinedAt: !781)
!781 = distinct !DILocation(line: 262, column: 16, scope: !771)
!782 = !DILocation(line: 0, scope: !360, inlinedAt: !783)
!783 = distinct !DILocation(line: 254, column: 16, scope: !548, inlinedAt: !781)
!784 = !DILocation(line: 202, column: 27, scope: !360, inlinedAt: !783)
!785 = !DILocation(line: 203, column: 6, scope: !360, inlinedAt: !783)
!786 = !DILocation(line: 203, column: 13, scope: !360, inlinedAt: !783)
!787 = !DILocation(line: 204, column: 3, scope: !360, inlinedAt: !783)
!788 = !DILocation(line: 255, column: 8, scope: !548, inlinedAt: !781)
!789 = !DILocation(line: 256, column: 13, scope: !548, inlinedAt: !781)
!790 = !DILocation(line: 263, column: 10, scope: !771)
!791 = !DILocation(line: 263, column: 8, scope: !771)
!792 = !DILocation(line: 264, column: 7, scope: !793)
!793 = distinct !DILexicalBlock(scope: !771, file: !3, line: 264, column: 7)
!794 = !DILocation(line: 264, column: 7, scope: !771)
!795 = !DILocation(line: 265, column: 65, scope: !793)
!796 = !DILocation(line: 265, column: 56, scope: !793)
!797 = !DILocation(line: 265, column: 5, scope: !793)
!798 = !DILocation(line: 266, column: 1, scope: !771)
!799 = !DISubprogram(name: "lua_pushvalue", scope: !94, file: !94, line: 181, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DISubroutineType(types: !801)
!801 = !{null, !98, !37}
!802 = !DISubprogram(name: "lua_setfield", scope: !94, file: !94, line: 280, type: !803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DISubroutineType(types: !804)
!804 = !{null, !98, !37, !254}
!805 = !DISubprogram(name: "fopen", linkageName: "fopen64", scope: !106, file: !106, line: 270, type: !806, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!806 = !DISubroutineType(types: !807)
!807 = !{!30, !808, !808}
!808 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !254)
!809 = !DISubprogram(name: "strerror", scope: !810, file: !810, line: 419, type: !811, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!810 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!811 = !DISubroutineType(types: !812)
!812 = !{!39, !37}
!813 = distinct !DISubprogram(name: "io_fclose", scope: !3, file: !3, line: 246, type: !96, scopeLine: 246, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !814)
!814 = !{!815, !816}
!815 = !DILocalVariable(name: "L", arg: 1, scope: !813, file: !3, line: 246, type: !98)
!816 = !DILocalVariable(name: "p", scope: !813, file: !3, line: 247, type: !23)
!817 = !DILocation(line: 0, scope: !813)
!818 = !DILocation(line: 247, column: 16, scope: !813)
!819 = !DILocation(line: 248, column: 3, scope: !813)
!820 = !DILocation(line: 248, column: 9, scope: !813)
!821 = !DILocation(line: 249, column: 40, scope: !813)
!822 = !DILocation(line: 249, column: 30, scope: !813)
!823 = !DILocation(line: 249, column: 43, scope: !813)
!824 = !DILocation(line: 249, column: 10, scope: !813)
!825 = !DILocation(line: 249, column: 3, scope: !813)
!826 = !DISubprogram(name: "lua_newuserdatauv", scope: !94, file: !94, line: 270, type: !827, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!827 = !DISubroutineType(types: !828)
!828 = !{!22, !98, !84, !37}
!829 = !DISubprogram(name: "luaL_setmetatable", scope: !26, file: !26, line: 71, type: !830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!830 = !DISubroutineType(types: !831)
!831 = !{null, !98, !254}
!832 = !DISubprogram(name: "fclose", scope: !106, file: !106, line: 178, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!833 = !DISubprogram(name: "lua_pushnil", scope: !94, file: !94, line: 244, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!834 = !DISubprogram(name: "lua_copy", scope: !94, file: !94, line: 183, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!835 = !DISubprogram(name: "lua_settop", scope: !94, file: !94, line: 180, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubprogram(name: "luaL_checklstring", scope: !26, file: !26, line: 55, type: !768, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!837 = distinct !DISubprogram(name: "aux_lines", scope: !3, file: !3, line: 366, type: !800, scopeLine: 366, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !838)
!838 = !{!839, !840, !841}
!839 = !DILocalVariable(name: "L", arg: 1, scope: !837, file: !3, line: 366, type: !98)
!840 = !DILocalVariable(name: "toclose", arg: 2, scope: !837, file: !3, line: 366, type: !37)
!841 = !DILocalVariable(name: "n", scope: !837, file: !3, line: 367, type: !37)
!842 = !DILocation(line: 0, scope: !837)
!843 = !DILocation(line: 367, column: 11, scope: !837)
!844 = !DILocation(line: 368, column: 3, scope: !837)
!845 = !DILocation(line: 367, column: 25, scope: !837)
!846 = !DILocation(line: 369, column: 3, scope: !837)
!847 = !DILocation(line: 370, column: 22, scope: !837)
!848 = !DILocation(line: 370, column: 3, scope: !837)
!849 = !DILocation(line: 371, column: 3, scope: !837)
!850 = !DILocation(line: 372, column: 3, scope: !837)
!851 = !DILocation(line: 373, column: 38, scope: !837)
!852 = !DILocation(line: 373, column: 3, scope: !837)
!853 = !DILocation(line: 374, column: 1, scope: !837)
!854 = !DISubprogram(name: "lua_gettop", scope: !94, file: !94, line: 179, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!855 = !DISubprogram(name: "luaL_argerror", scope: !26, file: !26, line: 53, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DISubprogram(name: "lua_pushinteger", scope: !94, file: !94, line: 246, type: !857, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!857 = !DISubroutineType(types: !858)
!858 = !{null, !98, !107}
!859 = !DISubprogram(name: "lua_pushboolean", scope: !94, file: !94, line: 253, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DISubprogram(name: "lua_rotate", scope: !94, file: !94, line: 182, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!861 = !DISubprogram(name: "lua_pushcclosure", scope: !94, file: !94, line: 252, type: !862, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!862 = !DISubroutineType(types: !863)
!863 = !{null, !98, !93, !37}
!864 = distinct !DISubprogram(name: "io_readline", scope: !3, file: !3, line: 633, type: !96, scopeLine: 633, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !865)
!865 = !{!866, !867, !868, !869}
!866 = !DILocalVariable(name: "L", arg: 1, scope: !864, file: !3, line: 633, type: !98)
!867 = !DILocalVariable(name: "p", scope: !864, file: !3, line: 634, type: !23)
!868 = !DILocalVariable(name: "i", scope: !864, file: !3, line: 635, type: !37)
!869 = !DILocalVariable(name: "n", scope: !864, file: !3, line: 636, type: !37)
!870 = distinct !DIAssignID()
!871 = !DILocation(line: 0, scope: !864)
!872 = !DILocation(line: 634, column: 27, scope: !864)
!873 = !DILocation(line: 636, column: 16, scope: !864)
!874 = !DILocation(line: 636, column: 11, scope: !864)
!875 = !DILocation(line: 637, column: 7, scope: !876)
!876 = distinct !DILexicalBlock(scope: !864, file: !3, line: 637, column: 7)
!877 = !DILocation(line: 637, column: 7, scope: !864)
!878 = !DILocation(line: 638, column: 12, scope: !876)
!879 = !DILocation(line: 638, column: 5, scope: !876)
!880 = !DILocation(line: 639, column: 3, scope: !864)
!881 = !DILocation(line: 640, column: 3, scope: !864)
!882 = !DILocation(line: 641, column: 17, scope: !883)
!883 = distinct !DILexicalBlock(scope: !884, file: !3, line: 641, column: 3)
!884 = distinct !DILexicalBlock(scope: !864, file: !3, line: 641, column: 3)
!885 = !DILocation(line: 641, column: 3, scope: !884)
!886 = !DILocation(line: 642, column: 22, scope: !883)
!887 = !DILocation(line: 642, column: 5, scope: !883)
!888 = !DILocation(line: 641, column: 24, scope: !883)
!889 = distinct !{!889, !885, !890, !891}
!890 = !DILocation(line: 642, column: 45, scope: !884)
!891 = !{!"llvm.loop.mustprogress"}
!892 = !DILocation(line: 643, column: 20, scope: !864)
!893 = !DILocation(line: 643, column: 7, scope: !864)
!894 = !DILocation(line: 645, column: 24, scope: !895)
!895 = distinct !DILexicalBlock(scope: !864, file: !3, line: 645, column: 7)
!896 = !DILocation(line: 645, column: 7, scope: !895)
!897 = !DILocation(line: 645, column: 7, scope: !864)
!898 = !DILocation(line: 648, column: 11, scope: !899)
!899 = distinct !DILexicalBlock(scope: !900, file: !3, line: 648, column: 9)
!900 = distinct !DILexicalBlock(scope: !895, file: !3, line: 647, column: 8)
!901 = !DILocation(line: 648, column: 9, scope: !900)
!902 = !DILocation(line: 650, column: 34, scope: !903)
!903 = distinct !DILexicalBlock(scope: !899, file: !3, line: 648, column: 16)
!904 = !DILocation(line: 650, column: 14, scope: !903)
!905 = !DILocation(line: 650, column: 7, scope: !903)
!906 = !DILocation(line: 652, column: 9, scope: !907)
!907 = distinct !DILexicalBlock(scope: !900, file: !3, line: 652, column: 9)
!908 = !DILocation(line: 652, column: 9, scope: !900)
!909 = !DILocation(line: 653, column: 7, scope: !910)
!910 = distinct !DILexicalBlock(scope: !907, file: !3, line: 652, column: 48)
!911 = !DILocation(line: 654, column: 7, scope: !910)
!912 = !DILocation(line: 0, scope: !448, inlinedAt: !913)
!913 = distinct !DILocation(line: 655, column: 7, scope: !910)
!914 = !DILocation(line: 215, column: 16, scope: !448, inlinedAt: !913)
!915 = !DILocation(line: 216, column: 3, scope: !448, inlinedAt: !913)
!916 = !DILocation(line: 216, column: 34, scope: !448, inlinedAt: !913)
!917 = !DILocation(line: 216, column: 26, scope: !448, inlinedAt: !913)
!918 = distinct !DIAssignID()
!919 = !DILocation(line: 217, column: 13, scope: !448, inlinedAt: !913)
!920 = !DILocation(line: 218, column: 12, scope: !448, inlinedAt: !913)
!921 = !DILocation(line: 218, column: 10, scope: !448, inlinedAt: !913)
!922 = !DILocation(line: 219, column: 1, scope: !448, inlinedAt: !913)
!923 = !DILocation(line: 656, column: 5, scope: !910)
!924 = !DILocation(line: 659, column: 1, scope: !864)
!925 = !DISubprogram(name: "lua_tointegerx", scope: !94, file: !94, line: 202, type: !926, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!926 = !DISubroutineType(types: !927)
!927 = !{!107, !98, !37, !728}
!928 = !DISubprogram(name: "luaL_checkstack", scope: !26, file: !26, line: 66, type: !803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!929 = distinct !DISubprogram(name: "g_read", scope: !3, file: !3, line: 569, type: !930, scopeLine: 569, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !932)
!930 = !DISubroutineType(types: !931)
!931 = !{!37, !98, !30, !37}
!932 = !{!933, !934, !935, !936, !937, !938, !939, !947}
!933 = !DILocalVariable(name: "L", arg: 1, scope: !929, file: !3, line: 569, type: !98)
!934 = !DILocalVariable(name: "f", arg: 2, scope: !929, file: !3, line: 569, type: !30)
!935 = !DILocalVariable(name: "first", arg: 3, scope: !929, file: !3, line: 569, type: !37)
!936 = !DILocalVariable(name: "nargs", scope: !929, file: !3, line: 570, type: !37)
!937 = !DILocalVariable(name: "n", scope: !929, file: !3, line: 571, type: !37)
!938 = !DILocalVariable(name: "success", scope: !929, file: !3, line: 571, type: !37)
!939 = !DILocalVariable(name: "l", scope: !940, file: !3, line: 584, type: !84)
!940 = distinct !DILexicalBlock(scope: !941, file: !3, line: 583, column: 42)
!941 = distinct !DILexicalBlock(scope: !942, file: !3, line: 583, column: 11)
!942 = distinct !DILexicalBlock(scope: !943, file: !3, line: 582, column: 46)
!943 = distinct !DILexicalBlock(scope: !944, file: !3, line: 582, column: 5)
!944 = distinct !DILexicalBlock(scope: !945, file: !3, line: 582, column: 5)
!945 = distinct !DILexicalBlock(scope: !946, file: !3, line: 578, column: 8)
!946 = distinct !DILexicalBlock(scope: !929, file: !3, line: 574, column: 7)
!947 = !DILocalVariable(name: "p", scope: !948, file: !3, line: 588, type: !254)
!948 = distinct !DILexicalBlock(scope: !941, file: !3, line: 587, column: 12)
!949 = distinct !DIAssignID()
!950 = distinct !DIAssignID()
!951 = distinct !DIAssignID()
!952 = !DILocation(line: 0, scope: !929)
!953 = !DILocation(line: 570, column: 15, scope: !929)
!954 = !DILocation(line: 572, column: 3, scope: !929)
!955 = !DILocation(line: 573, column: 3, scope: !929)
!956 = !DILocation(line: 573, column: 9, scope: !929)
!957 = !DILocation(line: 574, column: 13, scope: !946)
!958 = !DILocation(line: 574, column: 7, scope: !929)
!959 = !DILocation(line: 575, column: 15, scope: !960)
!960 = distinct !DILexicalBlock(scope: !946, file: !3, line: 574, column: 19)
!961 = !DILocation(line: 576, column: 15, scope: !960)
!962 = !DILocation(line: 577, column: 3, scope: !960)
!963 = !DILocation(line: 580, column: 29, scope: !945)
!964 = !DILocation(line: 580, column: 5, scope: !945)
!965 = !DILocation(line: 582, column: 26, scope: !943)
!966 = !DILocation(line: 582, column: 5, scope: !944)
!967 = !DILocation(line: 583, column: 11, scope: !941)
!968 = !DILocation(line: 583, column: 26, scope: !941)
!969 = !DILocation(line: 583, column: 11, scope: !942)
!970 = !DILocation(line: 584, column: 28, scope: !940)
!971 = !DILocation(line: 0, scope: !940)
!972 = !DILocation(line: 585, column: 22, scope: !940)
!973 = !DILocation(line: 585, column: 19, scope: !940)
!974 = !DILocalVariable(name: "L", arg: 1, scope: !975, file: !3, line: 514, type: !98)
!975 = distinct !DISubprogram(name: "test_eof", scope: !3, file: !3, line: 514, type: !976, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !978)
!976 = !DISubroutineType(types: !977)
!977 = !{!37, !98, !30}
!978 = !{!974, !979, !980}
!979 = !DILocalVariable(name: "f", arg: 2, scope: !975, file: !3, line: 514, type: !30)
!980 = !DILocalVariable(name: "c", scope: !975, file: !3, line: 515, type: !37)
!981 = !DILocation(line: 0, scope: !975, inlinedAt: !982)
!982 = distinct !DILocation(line: 585, column: 30, scope: !940)
!983 = !DILocation(line: 515, column: 11, scope: !975, inlinedAt: !982)
!984 = !DILocation(line: 516, column: 3, scope: !975, inlinedAt: !982)
!985 = !DILocation(line: 517, column: 3, scope: !975, inlinedAt: !982)
!986 = !DILocation(line: 518, column: 13, scope: !975, inlinedAt: !982)
!987 = !DILocalVariable(name: "b", scope: !988, file: !3, line: 559, type: !997)
!988 = distinct !DISubprogram(name: "read_chars", scope: !3, file: !3, line: 556, type: !989, scopeLine: 556, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !991)
!989 = !DISubroutineType(types: !990)
!990 = !{!37, !98, !30, !84}
!991 = !{!992, !993, !994, !995, !996, !987}
!992 = !DILocalVariable(name: "L", arg: 1, scope: !988, file: !3, line: 556, type: !98)
!993 = !DILocalVariable(name: "f", arg: 2, scope: !988, file: !3, line: 556, type: !30)
!994 = !DILocalVariable(name: "n", arg: 3, scope: !988, file: !3, line: 556, type: !84)
!995 = !DILocalVariable(name: "nr", scope: !988, file: !3, line: 557, type: !84)
!996 = !DILocalVariable(name: "p", scope: !988, file: !3, line: 558, type: !39)
!997 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Buffer", file: !26, line: 23, baseType: !998)
!998 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Buffer", file: !26, line: 191, size: 8448, elements: !999)
!999 = !{!1000, !1001, !1002, !1003, !1004}
!1000 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !998, file: !26, line: 192, baseType: !39, size: 64)
!1001 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !998, file: !26, line: 193, baseType: !84, size: 64, offset: 64)
!1002 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !998, file: !26, line: 194, baseType: !84, size: 64, offset: 128)
!1003 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !998, file: !26, line: 195, baseType: !98, size: 64, offset: 192)
!1004 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !998, file: !26, line: 199, baseType: !1005, size: 8192, offset: 256)
!1005 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !998, file: !26, line: 196, size: 8192, elements: !1006)
!1006 = !{!1007, !1008, !1009, !1010, !1011, !1012}
!1007 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !1005, file: !26, line: 197, baseType: !411, size: 64)
!1008 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !1005, file: !26, line: 197, baseType: !104, size: 64)
!1009 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !1005, file: !26, line: 197, baseType: !22, size: 64)
!1010 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !1005, file: !26, line: 197, baseType: !107, size: 64)
!1011 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !1005, file: !26, line: 197, baseType: !61, size: 64)
!1012 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !1005, file: !26, line: 198, baseType: !1013, size: 8192)
!1013 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 8192, elements: !1014)
!1014 = !{!1015}
!1015 = !DISubrange(count: 1024)
!1016 = !DILocation(line: 0, scope: !988, inlinedAt: !1017)
!1017 = distinct !DILocation(line: 585, column: 47, scope: !940)
!1018 = !DILocation(line: 559, column: 3, scope: !988, inlinedAt: !1017)
!1019 = !DILocation(line: 560, column: 3, scope: !988, inlinedAt: !1017)
!1020 = !DILocation(line: 561, column: 7, scope: !988, inlinedAt: !1017)
!1021 = !DILocation(line: 562, column: 8, scope: !988, inlinedAt: !1017)
!1022 = !DILocation(line: 563, column: 3, scope: !988, inlinedAt: !1017)
!1023 = !{!1024, !1025, i64 16}
!1024 = !{!"luaL_Buffer", !345, i64 0, !1025, i64 8, !1025, i64 16, !345, i64 24, !346, i64 32}
!1025 = !{!"long", !346, i64 0}
!1026 = distinct !DIAssignID()
!1027 = !DILocation(line: 564, column: 3, scope: !988, inlinedAt: !1017)
!1028 = !DILocation(line: 565, column: 14, scope: !988, inlinedAt: !1017)
!1029 = !DILocation(line: 566, column: 1, scope: !988, inlinedAt: !1017)
!1030 = !DILocation(line: 588, column: 25, scope: !948)
!1031 = !DILocation(line: 0, scope: !948)
!1032 = !DILocation(line: 589, column: 13, scope: !1033)
!1033 = distinct !DILexicalBlock(scope: !948, file: !3, line: 589, column: 13)
!1034 = !DILocation(line: 589, column: 16, scope: !1033)
!1035 = !DILocation(line: 589, column: 13, scope: !948)
!1036 = !DILocation(line: 590, column: 17, scope: !948)
!1037 = !DILocation(line: 590, column: 9, scope: !948)
!1038 = !DILocalVariable(name: "rn", scope: !1039, file: !3, line: 481, type: !1046)
!1039 = distinct !DISubprogram(name: "read_number", scope: !3, file: !3, line: 480, type: !976, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1040)
!1040 = !{!1041, !1042, !1038, !1043, !1044, !1045}
!1041 = !DILocalVariable(name: "L", arg: 1, scope: !1039, file: !3, line: 480, type: !98)
!1042 = !DILocalVariable(name: "f", arg: 2, scope: !1039, file: !3, line: 480, type: !30)
!1043 = !DILocalVariable(name: "count", scope: !1039, file: !3, line: 482, type: !37)
!1044 = !DILocalVariable(name: "hex", scope: !1039, file: !3, line: 483, type: !37)
!1045 = !DILocalVariable(name: "decp", scope: !1039, file: !3, line: 484, type: !173)
!1046 = !DIDerivedType(tag: DW_TAG_typedef, name: "RN", file: !3, line: 435, baseType: !1047)
!1047 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 430, size: 1792, elements: !1048)
!1048 = !{!1049, !1050, !1051, !1052}
!1049 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1047, file: !3, line: 431, baseType: !30, size: 64)
!1050 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !1047, file: !3, line: 432, baseType: !37, size: 32, offset: 64)
!1051 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !1047, file: !3, line: 433, baseType: !37, size: 32, offset: 96)
!1052 = !DIDerivedType(tag: DW_TAG_member, name: "buff", scope: !1047, file: !3, line: 434, baseType: !1053, size: 1608, offset: 128)
!1053 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 1608, elements: !1054)
!1054 = !{!1055}
!1055 = !DISubrange(count: 201)
!1056 = !DILocation(line: 0, scope: !1039, inlinedAt: !1057)
!1057 = distinct !DILocation(line: 592, column: 23, scope: !1058)
!1058 = distinct !DILexicalBlock(scope: !948, file: !3, line: 590, column: 21)
!1059 = !DILocation(line: 481, column: 3, scope: !1039, inlinedAt: !1057)
!1060 = !DILocation(line: 485, column: 8, scope: !1039, inlinedAt: !1057)
!1061 = !{!1062, !345, i64 0}
!1062 = !{!"", !345, i64 0, !489, i64 8, !489, i64 12, !346, i64 16}
!1063 = distinct !DIAssignID()
!1064 = !DILocation(line: 485, column: 18, scope: !1039, inlinedAt: !1057)
!1065 = !{!1062, !489, i64 12}
!1066 = distinct !DIAssignID()
!1067 = !DILocation(line: 486, column: 13, scope: !1039, inlinedAt: !1057)
!1068 = !{!1069, !345, i64 0}
!1069 = !{!"lconv", !345, i64 0, !345, i64 8, !345, i64 16, !345, i64 24, !345, i64 32, !345, i64 40, !345, i64 48, !345, i64 56, !345, i64 64, !345, i64 72, !346, i64 80, !346, i64 81, !346, i64 82, !346, i64 83, !346, i64 84, !346, i64 85, !346, i64 86, !346, i64 87, !346, i64 88, !346, i64 89, !346, i64 90, !346, i64 91, !346, i64 92, !346, i64 93}
!1070 = !DILocation(line: 488, column: 3, scope: !1039, inlinedAt: !1057)
!1071 = !DILocation(line: 489, column: 3, scope: !1039, inlinedAt: !1057)
!1072 = !DILocalVariable(name: "__fp", arg: 1, scope: !1073, file: !1074, line: 66, type: !30)
!1073 = distinct !DISubprogram(name: "getc_unlocked", scope: !1074, file: !1074, line: 66, type: !731, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1075)
!1074 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!1075 = !{!1072}
!1076 = !DILocation(line: 0, scope: !1073, inlinedAt: !1077)
!1077 = distinct !DILocation(line: 489, column: 15, scope: !1078, inlinedAt: !1057)
!1078 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 489, column: 6)
!1079 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1077)
!1080 = !{!1081, !345, i64 8}
!1081 = !{!"_IO_FILE", !489, i64 0, !345, i64 8, !345, i64 16, !345, i64 24, !345, i64 32, !345, i64 40, !345, i64 48, !345, i64 56, !345, i64 64, !345, i64 72, !345, i64 80, !345, i64 88, !345, i64 96, !345, i64 104, !489, i64 112, !489, i64 116, !1025, i64 120, !1082, i64 128, !346, i64 130, !346, i64 131, !345, i64 136, !1025, i64 144, !345, i64 152, !345, i64 160, !345, i64 168, !345, i64 176, !1025, i64 184, !489, i64 192, !346, i64 196}
!1082 = !{!"short", !346, i64 0}
!1083 = !{!1081, !345, i64 16}
!1084 = !DILocation(line: 489, column: 13, scope: !1078, inlinedAt: !1057)
!1085 = !{!1062, !489, i64 8}
!1086 = distinct !DIAssignID()
!1087 = !DILocation(line: 489, column: 38, scope: !1039, inlinedAt: !1057)
!1088 = !{!1082, !1082, i64 0}
!1089 = !DILocation(line: 489, column: 29, scope: !1078, inlinedAt: !1057)
!1090 = distinct !{!1090, !1071, !1091, !891}
!1091 = !DILocation(line: 489, column: 51, scope: !1039, inlinedAt: !1057)
!1092 = !DILocalVariable(name: "rn", arg: 1, scope: !1093, file: !3, line: 457, type: !1096)
!1093 = distinct !DISubprogram(name: "test2", scope: !3, file: !3, line: 457, type: !1094, scopeLine: 457, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1097)
!1094 = !DISubroutineType(types: !1095)
!1095 = !{!37, !1096, !254}
!1096 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1046, size: 64)
!1097 = !{!1092, !1098}
!1098 = !DILocalVariable(name: "set", arg: 2, scope: !1093, file: !3, line: 457, type: !254)
!1099 = !DILocation(line: 0, scope: !1093, inlinedAt: !1100)
!1100 = distinct !DILocation(line: 490, column: 3, scope: !1039, inlinedAt: !1057)
!1101 = !DILocation(line: 458, column: 23, scope: !1102, inlinedAt: !1100)
!1102 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 458, column: 7)
!1103 = !DILocalVariable(name: "rn", arg: 1, scope: !1104, file: !3, line: 441, type: !1096)
!1104 = distinct !DISubprogram(name: "nextc", scope: !3, file: !3, line: 441, type: !1105, scopeLine: 441, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1107)
!1105 = !DISubroutineType(types: !1106)
!1106 = !{!37, !1096}
!1107 = !{!1103}
!1108 = !DILocation(line: 0, scope: !1104, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 459, column: 12, scope: !1102, inlinedAt: !1100)
!1110 = !DILocation(line: 447, column: 25, scope: !1111, inlinedAt: !1109)
!1111 = distinct !DILexicalBlock(scope: !1112, file: !3, line: 446, column: 8)
!1112 = distinct !DILexicalBlock(scope: !1104, file: !3, line: 442, column: 7)
!1113 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1109)
!1114 = distinct !DIAssignID()
!1115 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1109)
!1116 = !DILocation(line: 0, scope: !1073, inlinedAt: !1117)
!1117 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1109)
!1118 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1117)
!1119 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1109)
!1120 = distinct !DIAssignID()
!1121 = !DILocation(line: 449, column: 5, scope: !1111, inlinedAt: !1109)
!1122 = !DILocation(line: 458, column: 11, scope: !1102, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 491, column: 7, scope: !1124, inlinedAt: !1057)
!1124 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 491, column: 7)
!1125 = !DILocation(line: 0, scope: !1093, inlinedAt: !1123)
!1126 = !DILocation(line: 458, column: 13, scope: !1102, inlinedAt: !1123)
!1127 = !DILocation(line: 458, column: 23, scope: !1102, inlinedAt: !1123)
!1128 = !DILocation(line: 0, scope: !1104, inlinedAt: !1129)
!1129 = distinct !DILocation(line: 459, column: 12, scope: !1102, inlinedAt: !1123)
!1130 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1129)
!1131 = distinct !DIAssignID()
!1132 = !DILocation(line: 447, column: 5, scope: !1111, inlinedAt: !1129)
!1133 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1129)
!1134 = !DILocation(line: 0, scope: !1073, inlinedAt: !1135)
!1135 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1129)
!1136 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1135)
!1137 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1129)
!1138 = distinct !DIAssignID()
!1139 = !DILocation(line: 0, scope: !1093, inlinedAt: !1140)
!1140 = distinct !DILocation(line: 492, column: 9, scope: !1141, inlinedAt: !1057)
!1141 = distinct !DILexicalBlock(scope: !1142, file: !3, line: 492, column: 9)
!1142 = distinct !DILexicalBlock(scope: !1124, file: !3, line: 491, column: 25)
!1143 = !DILocation(line: 458, column: 23, scope: !1102, inlinedAt: !1140)
!1144 = !DILocation(line: 0, scope: !1104, inlinedAt: !1145)
!1145 = distinct !DILocation(line: 459, column: 12, scope: !1102, inlinedAt: !1140)
!1146 = !DILocation(line: 447, column: 25, scope: !1111, inlinedAt: !1145)
!1147 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1145)
!1148 = distinct !DIAssignID()
!1149 = !DILocation(line: 447, column: 5, scope: !1111, inlinedAt: !1145)
!1150 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1145)
!1151 = !DILocation(line: 0, scope: !1073, inlinedAt: !1152)
!1152 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1145)
!1153 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1152)
!1154 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1145)
!1155 = distinct !DIAssignID()
!1156 = !DILocation(line: 469, scope: !1157, inlinedAt: !1164)
!1157 = distinct !DISubprogram(name: "readdigits", scope: !3, file: !3, line: 467, type: !1158, scopeLine: 467, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1160)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{!37, !1096, !37}
!1160 = !{!1161, !1162, !1163}
!1161 = !DILocalVariable(name: "rn", arg: 1, scope: !1157, file: !3, line: 467, type: !1096)
!1162 = !DILocalVariable(name: "hex", arg: 2, scope: !1157, file: !3, line: 467, type: !37)
!1163 = !DILocalVariable(name: "count", scope: !1157, file: !3, line: 468, type: !37)
!1164 = distinct !DILocation(line: 495, column: 12, scope: !1039, inlinedAt: !1057)
!1165 = !DILocation(line: 0, scope: !1157, inlinedAt: !1164)
!1166 = !DILocation(line: 469, column: 3, scope: !1157, inlinedAt: !1164)
!1167 = !DILocation(line: 469, column: 51, scope: !1157, inlinedAt: !1164)
!1168 = !DILocation(line: 469, column: 17, scope: !1157, inlinedAt: !1164)
!1169 = !DILocation(line: 469, column: 11, scope: !1157, inlinedAt: !1164)
!1170 = !DILocation(line: 469, column: 35, scope: !1157, inlinedAt: !1164)
!1171 = !DILocation(line: 0, scope: !1104, inlinedAt: !1172)
!1172 = distinct !DILocation(line: 469, column: 54, scope: !1157, inlinedAt: !1164)
!1173 = !DILocation(line: 442, column: 7, scope: !1112, inlinedAt: !1172)
!1174 = !DILocation(line: 442, column: 7, scope: !1104, inlinedAt: !1172)
!1175 = !DILocation(line: 443, column: 17, scope: !1176, inlinedAt: !1172)
!1176 = distinct !DILexicalBlock(scope: !1112, file: !3, line: 442, column: 41)
!1177 = distinct !DIAssignID()
!1178 = !DILocation(line: 447, column: 25, scope: !1111, inlinedAt: !1172)
!1179 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1172)
!1180 = distinct !DIAssignID()
!1181 = !DILocation(line: 447, column: 5, scope: !1111, inlinedAt: !1172)
!1182 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1172)
!1183 = !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1172)
!1184 = !DILocation(line: 0, scope: !1073, inlinedAt: !1185)
!1185 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1172)
!1186 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1185)
!1187 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1172)
!1188 = distinct !DIAssignID()
!1189 = !DILocation(line: 470, column: 10, scope: !1157, inlinedAt: !1164)
!1190 = distinct !{!1190, !1166, !1189, !891}
!1191 = !DILocation(line: 495, column: 9, scope: !1039, inlinedAt: !1057)
!1192 = !DILocation(line: 0, scope: !1093, inlinedAt: !1193)
!1193 = distinct !DILocation(line: 496, column: 7, scope: !1194, inlinedAt: !1057)
!1194 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 496, column: 7)
!1195 = !DILocation(line: 458, column: 16, scope: !1102, inlinedAt: !1193)
!1196 = !DILocation(line: 458, column: 13, scope: !1102, inlinedAt: !1193)
!1197 = !DILocation(line: 458, column: 23, scope: !1102, inlinedAt: !1193)
!1198 = !DILocation(line: 0, scope: !1104, inlinedAt: !1199)
!1199 = distinct !DILocation(line: 459, column: 12, scope: !1102, inlinedAt: !1193)
!1200 = !DILocation(line: 442, column: 7, scope: !1112, inlinedAt: !1199)
!1201 = !DILocation(line: 442, column: 7, scope: !1104, inlinedAt: !1199)
!1202 = !DILocation(line: 443, column: 17, scope: !1176, inlinedAt: !1199)
!1203 = distinct !DIAssignID()
!1204 = !DILocation(line: 444, column: 5, scope: !1176, inlinedAt: !1199)
!1205 = !DILocation(line: 447, column: 25, scope: !1111, inlinedAt: !1199)
!1206 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1199)
!1207 = distinct !DIAssignID()
!1208 = !DILocation(line: 447, column: 5, scope: !1111, inlinedAt: !1199)
!1209 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1199)
!1210 = !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1199)
!1211 = !DILocation(line: 0, scope: !1073, inlinedAt: !1212)
!1212 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1199)
!1213 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1212)
!1214 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1199)
!1215 = distinct !DIAssignID()
!1216 = !DILocation(line: 0, scope: !1157, inlinedAt: !1217)
!1217 = distinct !DILocation(line: 497, column: 14, scope: !1194, inlinedAt: !1057)
!1218 = !DILocation(line: 469, column: 3, scope: !1157, inlinedAt: !1217)
!1219 = !DILocation(line: 469, scope: !1157, inlinedAt: !1217)
!1220 = !DILocation(line: 469, column: 51, scope: !1157, inlinedAt: !1217)
!1221 = !DILocation(line: 469, column: 17, scope: !1157, inlinedAt: !1217)
!1222 = !DILocation(line: 469, column: 11, scope: !1157, inlinedAt: !1217)
!1223 = !DILocation(line: 469, column: 35, scope: !1157, inlinedAt: !1217)
!1224 = !DILocation(line: 0, scope: !1104, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 469, column: 54, scope: !1157, inlinedAt: !1217)
!1226 = !DILocation(line: 442, column: 7, scope: !1112, inlinedAt: !1225)
!1227 = !DILocation(line: 442, column: 7, scope: !1104, inlinedAt: !1225)
!1228 = !DILocation(line: 443, column: 17, scope: !1176, inlinedAt: !1225)
!1229 = distinct !DIAssignID()
!1230 = !DILocation(line: 447, column: 25, scope: !1111, inlinedAt: !1225)
!1231 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1225)
!1232 = distinct !DIAssignID()
!1233 = !DILocation(line: 447, column: 5, scope: !1111, inlinedAt: !1225)
!1234 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1225)
!1235 = !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1225)
!1236 = !DILocation(line: 0, scope: !1073, inlinedAt: !1237)
!1237 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1225)
!1238 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1237)
!1239 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1225)
!1240 = distinct !DIAssignID()
!1241 = !DILocation(line: 470, column: 10, scope: !1157, inlinedAt: !1217)
!1242 = distinct !{!1242, !1218, !1241, !891}
!1243 = !DILocation(line: 497, column: 11, scope: !1194, inlinedAt: !1057)
!1244 = !DILocation(line: 497, column: 5, scope: !1194, inlinedAt: !1057)
!1245 = !DILocation(line: 498, column: 13, scope: !1246, inlinedAt: !1057)
!1246 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 498, column: 7)
!1247 = !DILocation(line: 498, column: 17, scope: !1246, inlinedAt: !1057)
!1248 = !DILocation(line: 0, scope: !1093, inlinedAt: !1249)
!1249 = distinct !DILocation(line: 498, column: 20, scope: !1246, inlinedAt: !1057)
!1250 = !DILocation(line: 458, column: 16, scope: !1102, inlinedAt: !1249)
!1251 = !DILocation(line: 458, column: 13, scope: !1102, inlinedAt: !1249)
!1252 = !DILocation(line: 458, column: 23, scope: !1102, inlinedAt: !1249)
!1253 = !DILocation(line: 458, column: 35, scope: !1102, inlinedAt: !1249)
!1254 = !DILocation(line: 458, column: 32, scope: !1102, inlinedAt: !1249)
!1255 = !DILocation(line: 458, column: 7, scope: !1093, inlinedAt: !1249)
!1256 = !DILocation(line: 0, scope: !1104, inlinedAt: !1257)
!1257 = distinct !DILocation(line: 459, column: 12, scope: !1102, inlinedAt: !1249)
!1258 = !DILocation(line: 442, column: 7, scope: !1112, inlinedAt: !1257)
!1259 = !DILocation(line: 442, column: 7, scope: !1104, inlinedAt: !1257)
!1260 = !DILocation(line: 447, column: 25, scope: !1111, inlinedAt: !1257)
!1261 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1257)
!1262 = distinct !DIAssignID()
!1263 = !DILocation(line: 447, column: 5, scope: !1111, inlinedAt: !1257)
!1264 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1257)
!1265 = !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1257)
!1266 = !DILocation(line: 0, scope: !1073, inlinedAt: !1267)
!1267 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1257)
!1268 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1267)
!1269 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1257)
!1270 = distinct !DIAssignID()
!1271 = !DILocation(line: 0, scope: !1093, inlinedAt: !1272)
!1272 = distinct !DILocation(line: 499, column: 5, scope: !1273, inlinedAt: !1057)
!1273 = distinct !DILexicalBlock(scope: !1246, file: !3, line: 498, column: 53)
!1274 = !DILocation(line: 458, column: 23, scope: !1102, inlinedAt: !1272)
!1275 = !DILocation(line: 0, scope: !1104, inlinedAt: !1276)
!1276 = distinct !DILocation(line: 459, column: 12, scope: !1102, inlinedAt: !1272)
!1277 = !DILocation(line: 442, column: 7, scope: !1112, inlinedAt: !1276)
!1278 = !DILocation(line: 442, column: 7, scope: !1104, inlinedAt: !1276)
!1279 = !DILocation(line: 443, column: 17, scope: !1176, inlinedAt: !1276)
!1280 = distinct !DIAssignID()
!1281 = !DILocation(line: 444, column: 5, scope: !1176, inlinedAt: !1276)
!1282 = !DILocation(line: 447, column: 25, scope: !1111, inlinedAt: !1276)
!1283 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1276)
!1284 = distinct !DIAssignID()
!1285 = !DILocation(line: 447, column: 5, scope: !1111, inlinedAt: !1276)
!1286 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1276)
!1287 = !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1276)
!1288 = !DILocation(line: 0, scope: !1073, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1276)
!1290 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1289)
!1291 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1276)
!1292 = distinct !DIAssignID()
!1293 = !DILocation(line: 449, column: 5, scope: !1111, inlinedAt: !1276)
!1294 = !DILocation(line: 469, scope: !1157, inlinedAt: !1295)
!1295 = distinct !DILocation(line: 500, column: 5, scope: !1273, inlinedAt: !1057)
!1296 = !DILocation(line: 0, scope: !1157, inlinedAt: !1295)
!1297 = !DILocation(line: 469, column: 35, scope: !1157, inlinedAt: !1295)
!1298 = !DILocation(line: 469, column: 51, scope: !1157, inlinedAt: !1295)
!1299 = !DILocation(line: 0, scope: !1104, inlinedAt: !1300)
!1300 = distinct !DILocation(line: 469, column: 54, scope: !1157, inlinedAt: !1295)
!1301 = !DILocation(line: 442, column: 7, scope: !1112, inlinedAt: !1300)
!1302 = !DILocation(line: 442, column: 7, scope: !1104, inlinedAt: !1300)
!1303 = !{!"branch_weights", i32 1, i32 127}
!1304 = !{!"branch_weights", i32 127, i32 255873}
!1305 = distinct !{!1305, !1306, !1307, !891}
!1306 = !DILocation(line: 469, column: 3, scope: !1157, inlinedAt: !1295)
!1307 = !DILocation(line: 470, column: 10, scope: !1157, inlinedAt: !1295)
!1308 = !DILocation(line: 447, column: 25, scope: !1111, inlinedAt: !1300)
!1309 = !DILocation(line: 447, column: 19, scope: !1111, inlinedAt: !1300)
!1310 = distinct !DIAssignID()
!1311 = !DILocation(line: 447, column: 5, scope: !1111, inlinedAt: !1300)
!1312 = !DILocation(line: 447, column: 23, scope: !1111, inlinedAt: !1300)
!1313 = !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1300)
!1314 = !DILocation(line: 0, scope: !1073, inlinedAt: !1315)
!1315 = distinct !DILocation(line: 448, column: 13, scope: !1111, inlinedAt: !1300)
!1316 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1315)
!1317 = !DILocation(line: 448, column: 11, scope: !1111, inlinedAt: !1300)
!1318 = distinct !DIAssignID()
!1319 = !DILocation(line: 0, scope: !1246, inlinedAt: !1057)
!1320 = distinct !DIAssignID()
!1321 = !DILocation(line: 502, column: 3, scope: !1039, inlinedAt: !1057)
!1322 = !DILocation(line: 502, column: 19, scope: !1039, inlinedAt: !1057)
!1323 = !DILocation(line: 502, column: 13, scope: !1039, inlinedAt: !1057)
!1324 = !DILocation(line: 503, column: 3, scope: !1039, inlinedAt: !1057)
!1325 = !DILocation(line: 504, column: 14, scope: !1039, inlinedAt: !1057)
!1326 = !DILocation(line: 504, column: 3, scope: !1039, inlinedAt: !1057)
!1327 = !DILocation(line: 504, column: 17, scope: !1039, inlinedAt: !1057)
!1328 = !DILocation(line: 505, column: 7, scope: !1329, inlinedAt: !1057)
!1329 = distinct !DILexicalBlock(scope: !1039, file: !3, line: 505, column: 7)
!1330 = !DILocation(line: 505, column: 7, scope: !1039, inlinedAt: !1057)
!1331 = !DILocation(line: 508, column: 4, scope: !1332, inlinedAt: !1057)
!1332 = distinct !DILexicalBlock(scope: !1329, file: !3, line: 507, column: 8)
!1333 = !DILocation(line: 509, column: 4, scope: !1332, inlinedAt: !1057)
!1334 = !DILocation(line: 0, scope: !1329, inlinedAt: !1057)
!1335 = !DILocation(line: 511, column: 1, scope: !1039, inlinedAt: !1057)
!1336 = !DILocation(line: 593, column: 13, scope: !1058)
!1337 = !DILocation(line: 595, column: 23, scope: !1058)
!1338 = !DILocation(line: 596, column: 13, scope: !1058)
!1339 = !DILocation(line: 598, column: 23, scope: !1058)
!1340 = !DILocation(line: 599, column: 13, scope: !1058)
!1341 = !DILocalVariable(name: "b", scope: !1342, file: !3, line: 545, type: !997)
!1342 = distinct !DISubprogram(name: "read_all", scope: !3, file: !3, line: 543, type: !1343, scopeLine: 543, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1345)
!1343 = !DISubroutineType(types: !1344)
!1344 = !{null, !98, !30}
!1345 = !{!1346, !1347, !1348, !1341, !1349}
!1346 = !DILocalVariable(name: "L", arg: 1, scope: !1342, file: !3, line: 543, type: !98)
!1347 = !DILocalVariable(name: "f", arg: 2, scope: !1342, file: !3, line: 543, type: !30)
!1348 = !DILocalVariable(name: "nr", scope: !1342, file: !3, line: 544, type: !84)
!1349 = !DILocalVariable(name: "p", scope: !1350, file: !3, line: 548, type: !39)
!1350 = distinct !DILexicalBlock(scope: !1342, file: !3, line: 547, column: 6)
!1351 = !DILocation(line: 0, scope: !1342, inlinedAt: !1352)
!1352 = distinct !DILocation(line: 601, column: 13, scope: !1058)
!1353 = !DILocation(line: 545, column: 3, scope: !1342, inlinedAt: !1352)
!1354 = !DILocation(line: 546, column: 3, scope: !1342, inlinedAt: !1352)
!1355 = !DILocation(line: 547, column: 3, scope: !1342, inlinedAt: !1352)
!1356 = !DILocation(line: 548, column: 15, scope: !1350, inlinedAt: !1352)
!1357 = !DILocation(line: 0, scope: !1350, inlinedAt: !1352)
!1358 = !DILocation(line: 549, column: 10, scope: !1350, inlinedAt: !1352)
!1359 = !DILocation(line: 550, column: 5, scope: !1350, inlinedAt: !1352)
!1360 = distinct !DIAssignID()
!1361 = !DILocation(line: 551, column: 15, scope: !1342, inlinedAt: !1352)
!1362 = !DILocation(line: 551, column: 3, scope: !1350, inlinedAt: !1352)
!1363 = distinct !{!1363, !1355, !1364, !891}
!1364 = !DILocation(line: 551, column: 33, scope: !1342, inlinedAt: !1352)
!1365 = !DILocation(line: 552, column: 3, scope: !1342, inlinedAt: !1352)
!1366 = !DILocation(line: 553, column: 1, scope: !1342, inlinedAt: !1352)
!1367 = !DILocation(line: 603, column: 13, scope: !1058)
!1368 = !DILocation(line: 605, column: 20, scope: !1058)
!1369 = !DILocation(line: 0, scope: !945)
!1370 = !DILocation(line: 582, column: 42, scope: !943)
!1371 = !DILocation(line: 582, column: 29, scope: !943)
!1372 = distinct !{!1372, !966, !1373, !891}
!1373 = !DILocation(line: 608, column: 5, scope: !944)
!1374 = !DILocation(line: 0, scope: !946)
!1375 = !DILocation(line: 610, column: 7, scope: !1376)
!1376 = distinct !DILexicalBlock(scope: !929, file: !3, line: 610, column: 7)
!1377 = !DILocation(line: 610, column: 7, scope: !929)
!1378 = !DILocation(line: 611, column: 12, scope: !1376)
!1379 = !DILocation(line: 611, column: 5, scope: !1376)
!1380 = !DILocation(line: 612, column: 8, scope: !1381)
!1381 = distinct !DILexicalBlock(scope: !929, file: !3, line: 612, column: 7)
!1382 = !DILocation(line: 612, column: 7, scope: !929)
!1383 = !DILocation(line: 613, column: 5, scope: !1384)
!1384 = distinct !DILexicalBlock(scope: !1381, file: !3, line: 612, column: 17)
!1385 = !DILocation(line: 614, column: 5, scope: !1384)
!1386 = !DILocation(line: 615, column: 3, scope: !1384)
!1387 = !DILocation(line: 616, column: 12, scope: !929)
!1388 = !DILocation(line: 616, column: 3, scope: !929)
!1389 = !DILocation(line: 617, column: 1, scope: !929)
!1390 = !DISubprogram(name: "lua_toboolean", scope: !94, file: !94, line: 203, type: !693, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1391 = !DISubprogram(name: "clearerr", scope: !106, file: !106, line: 786, type: !1392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1392 = !DISubroutineType(types: !1393)
!1393 = !{null, !30}
!1394 = distinct !DISubprogram(name: "read_line", scope: !3, file: !3, line: 522, type: !930, scopeLine: 522, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1395)
!1395 = !{!1396, !1397, !1398, !1399, !1400, !1401, !1403}
!1396 = !DILocalVariable(name: "L", arg: 1, scope: !1394, file: !3, line: 522, type: !98)
!1397 = !DILocalVariable(name: "f", arg: 2, scope: !1394, file: !3, line: 522, type: !30)
!1398 = !DILocalVariable(name: "chop", arg: 3, scope: !1394, file: !3, line: 522, type: !37)
!1399 = !DILocalVariable(name: "b", scope: !1394, file: !3, line: 523, type: !997)
!1400 = !DILocalVariable(name: "c", scope: !1394, file: !3, line: 524, type: !37)
!1401 = !DILocalVariable(name: "buff", scope: !1402, file: !3, line: 527, type: !39)
!1402 = distinct !DILexicalBlock(scope: !1394, file: !3, line: 526, column: 6)
!1403 = !DILocalVariable(name: "i", scope: !1402, file: !3, line: 528, type: !37)
!1404 = distinct !DIAssignID()
!1405 = !DILocation(line: 0, scope: !1394)
!1406 = !DILocation(line: 523, column: 3, scope: !1394)
!1407 = !DILocation(line: 525, column: 3, scope: !1394)
!1408 = !DILocation(line: 526, column: 3, scope: !1394)
!1409 = !DILocation(line: 527, column: 18, scope: !1402)
!1410 = !DILocation(line: 0, scope: !1402)
!1411 = !DILocation(line: 529, column: 5, scope: !1402)
!1412 = !DILocation(line: 530, column: 32, scope: !1402)
!1413 = !DILocation(line: 0, scope: !1073, inlinedAt: !1414)
!1414 = distinct !DILocation(line: 530, column: 40, scope: !1402)
!1415 = !DILocation(line: 68, column: 10, scope: !1073, inlinedAt: !1414)
!1416 = !DILocation(line: 530, column: 58, scope: !1402)
!1417 = !DILocation(line: 531, column: 19, scope: !1402)
!1418 = !DILocation(line: 531, column: 13, scope: !1402)
!1419 = !DILocation(line: 531, column: 7, scope: !1402)
!1420 = !DILocation(line: 531, column: 17, scope: !1402)
!1421 = !DILocation(line: 530, column: 14, scope: !1402)
!1422 = distinct !{!1422, !1423, !1417, !891}
!1423 = !DILocation(line: 530, column: 5, scope: !1402)
!1424 = !DILocation(line: 532, column: 5, scope: !1402)
!1425 = !DILocation(line: 533, column: 5, scope: !1402)
!1426 = distinct !DIAssignID()
!1427 = !DILocation(line: 534, column: 3, scope: !1402)
!1428 = !DILocation(line: 535, column: 8, scope: !1429)
!1429 = distinct !DILexicalBlock(scope: !1394, file: !3, line: 535, column: 7)
!1430 = !DILocation(line: 535, column: 13, scope: !1429)
!1431 = !DILocation(line: 536, column: 5, scope: !1429)
!1432 = !{!1024, !1025, i64 8}
!1433 = !{!1024, !345, i64 0}
!1434 = distinct !DIAssignID()
!1435 = !DILocation(line: 537, column: 3, scope: !1394)
!1436 = !DILocation(line: 539, column: 21, scope: !1394)
!1437 = !DILocation(line: 539, column: 24, scope: !1394)
!1438 = !DILocation(line: 539, column: 42, scope: !1394)
!1439 = !DILocation(line: 540, column: 1, scope: !1394)
!1440 = !DILocation(line: 539, column: 3, scope: !1394)
!1441 = !DISubprogram(name: "luaL_checkinteger", scope: !26, file: !26, line: 62, type: !1442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1442 = !DISubroutineType(types: !1443)
!1443 = !{!107, !98, !37}
!1444 = !DISubprogram(name: "ferror", scope: !106, file: !106, line: 790, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1445 = !DISubprogram(name: "luaL_buffinit", scope: !26, file: !26, line: 215, type: !1446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1446 = !DISubroutineType(types: !1447)
!1447 = !{null, !98, !1448}
!1448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !997, size: 64)
!1449 = !DISubprogram(name: "luaL_prepbuffsize", scope: !26, file: !26, line: 216, type: !1450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1450 = !DISubroutineType(types: !1451)
!1451 = !{!39, !1448, !84}
!1452 = !DISubprogram(name: "flockfile", scope: !106, file: !106, line: 867, type: !1392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1453 = !DISubprogram(name: "funlockfile", scope: !106, file: !106, line: 874, type: !1392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1454 = !DISubprogram(name: "luaL_pushresult", scope: !26, file: !26, line: 220, type: !1455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1455 = !DISubroutineType(types: !1456)
!1456 = !{null, !1448}
!1457 = !DISubprogram(name: "lua_rawlen", scope: !94, file: !94, line: 205, type: !1458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1458 = !DISubroutineType(types: !1459)
!1459 = !{!1460, !98, !37}
!1460 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !94, line: 97, baseType: !1461)
!1461 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1462 = !DISubprogram(name: "__uflow", scope: !106, file: !106, line: 885, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1463 = !DISubprogram(name: "getc", scope: !106, file: !106, line: 514, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1464 = !DISubprogram(name: "ungetc", scope: !106, file: !106, line: 668, type: !1465, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1465 = !DISubroutineType(types: !1466)
!1466 = !{!37, !37, !30}
!1467 = !DISubprogram(name: "lua_pushstring", scope: !94, file: !94, line: 248, type: !1468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1468 = !DISubroutineType(types: !1469)
!1469 = !{!254, !98, !254}
!1470 = !DISubprogram(name: "fread", scope: !106, file: !106, line: 675, type: !1471, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1471 = !DISubroutineType(types: !1472)
!1472 = !{!86, !1473, !84, !84, !1474}
!1473 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !22)
!1474 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !30)
!1475 = !DISubprogram(name: "localeconv", scope: !1476, file: !1476, line: 125, type: !1477, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1476 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1477 = !DISubroutineType(types: !1478)
!1478 = !{!1479}
!1479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1480, size: 64)
!1480 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1476, line: 51, size: 768, elements: !1481)
!1481 = !{!1482, !1483, !1484, !1485, !1486, !1487, !1488, !1489, !1490, !1491, !1492, !1493, !1494, !1495, !1496, !1497, !1498, !1499, !1500, !1501, !1502, !1503, !1504, !1505}
!1482 = !DIDerivedType(tag: DW_TAG_member, name: "decimal_point", scope: !1480, file: !1476, line: 55, baseType: !39, size: 64)
!1483 = !DIDerivedType(tag: DW_TAG_member, name: "thousands_sep", scope: !1480, file: !1476, line: 56, baseType: !39, size: 64, offset: 64)
!1484 = !DIDerivedType(tag: DW_TAG_member, name: "grouping", scope: !1480, file: !1476, line: 62, baseType: !39, size: 64, offset: 128)
!1485 = !DIDerivedType(tag: DW_TAG_member, name: "int_curr_symbol", scope: !1480, file: !1476, line: 68, baseType: !39, size: 64, offset: 192)
!1486 = !DIDerivedType(tag: DW_TAG_member, name: "currency_symbol", scope: !1480, file: !1476, line: 69, baseType: !39, size: 64, offset: 256)
!1487 = !DIDerivedType(tag: DW_TAG_member, name: "mon_decimal_point", scope: !1480, file: !1476, line: 70, baseType: !39, size: 64, offset: 320)
!1488 = !DIDerivedType(tag: DW_TAG_member, name: "mon_thousands_sep", scope: !1480, file: !1476, line: 71, baseType: !39, size: 64, offset: 384)
!1489 = !DIDerivedType(tag: DW_TAG_member, name: "mon_grouping", scope: !1480, file: !1476, line: 72, baseType: !39, size: 64, offset: 448)
!1490 = !DIDerivedType(tag: DW_TAG_member, name: "positive_sign", scope: !1480, file: !1476, line: 73, baseType: !39, size: 64, offset: 512)
!1491 = !DIDerivedType(tag: DW_TAG_member, name: "negative_sign", scope: !1480, file: !1476, line: 74, baseType: !39, size: 64, offset: 576)
!1492 = !DIDerivedType(tag: DW_TAG_member, name: "int_frac_digits", scope: !1480, file: !1476, line: 75, baseType: !40, size: 8, offset: 640)
!1493 = !DIDerivedType(tag: DW_TAG_member, name: "frac_digits", scope: !1480, file: !1476, line: 76, baseType: !40, size: 8, offset: 648)
!1494 = !DIDerivedType(tag: DW_TAG_member, name: "p_cs_precedes", scope: !1480, file: !1476, line: 78, baseType: !40, size: 8, offset: 656)
!1495 = !DIDerivedType(tag: DW_TAG_member, name: "p_sep_by_space", scope: !1480, file: !1476, line: 80, baseType: !40, size: 8, offset: 664)
!1496 = !DIDerivedType(tag: DW_TAG_member, name: "n_cs_precedes", scope: !1480, file: !1476, line: 82, baseType: !40, size: 8, offset: 672)
!1497 = !DIDerivedType(tag: DW_TAG_member, name: "n_sep_by_space", scope: !1480, file: !1476, line: 84, baseType: !40, size: 8, offset: 680)
!1498 = !DIDerivedType(tag: DW_TAG_member, name: "p_sign_posn", scope: !1480, file: !1476, line: 91, baseType: !40, size: 8, offset: 688)
!1499 = !DIDerivedType(tag: DW_TAG_member, name: "n_sign_posn", scope: !1480, file: !1476, line: 92, baseType: !40, size: 8, offset: 696)
!1500 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_cs_precedes", scope: !1480, file: !1476, line: 95, baseType: !40, size: 8, offset: 704)
!1501 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_sep_by_space", scope: !1480, file: !1476, line: 97, baseType: !40, size: 8, offset: 712)
!1502 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_cs_precedes", scope: !1480, file: !1476, line: 99, baseType: !40, size: 8, offset: 720)
!1503 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_sep_by_space", scope: !1480, file: !1476, line: 101, baseType: !40, size: 8, offset: 728)
!1504 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_sign_posn", scope: !1480, file: !1476, line: 108, baseType: !40, size: 8, offset: 736)
!1505 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_sign_posn", scope: !1480, file: !1476, line: 109, baseType: !40, size: 8, offset: 744)
!1506 = !DISubprogram(name: "__ctype_b_loc", scope: !6, file: !6, line: 79, type: !1507, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1507 = !DISubroutineType(types: !1508)
!1508 = !{!1509}
!1509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1510, size: 64)
!1510 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1511, size: 64)
!1511 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!1512 = !DISubprogram(name: "lua_stringtonumber", scope: !94, file: !94, line: 356, type: !1513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1513 = !DISubroutineType(types: !1514)
!1514 = !{!84, !98, !254}
!1515 = !DISubprogram(name: "luaL_optlstring", scope: !26, file: !26, line: 57, type: !1516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1516 = !DISubroutineType(types: !1517)
!1517 = !{!254, !98, !37, !254, !770}
!1518 = !DISubprogram(name: "strspn", scope: !810, file: !810, line: 297, type: !1519, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1519 = !DISubroutineType(types: !1520)
!1520 = !{!86, !254, !254}
!1521 = !DISubprogram(name: "strlen", scope: !810, file: !810, line: 407, type: !1522, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1522 = !DISubroutineType(types: !1523)
!1523 = !{!86, !254}
!1524 = !DISubprogram(name: "popen", scope: !106, file: !106, line: 829, type: !1525, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1525 = !DISubroutineType(types: !1526)
!1526 = !{!30, !254, !254}
!1527 = distinct !DISubprogram(name: "io_pclose", scope: !3, file: !3, line: 284, type: !96, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1528)
!1528 = !{!1529, !1530}
!1529 = !DILocalVariable(name: "L", arg: 1, scope: !1527, file: !3, line: 284, type: !98)
!1530 = !DILocalVariable(name: "p", scope: !1527, file: !3, line: 285, type: !23)
!1531 = !DILocation(line: 0, scope: !1527)
!1532 = !DILocation(line: 285, column: 16, scope: !1527)
!1533 = !DILocation(line: 286, column: 3, scope: !1527)
!1534 = !DILocation(line: 286, column: 9, scope: !1527)
!1535 = !DILocation(line: 287, column: 29, scope: !1527)
!1536 = !DILocation(line: 287, column: 10, scope: !1527)
!1537 = !DILocation(line: 287, column: 3, scope: !1527)
!1538 = !DISubprogram(name: "luaL_execresult", scope: !26, file: !26, line: 82, type: !693, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1539 = !DISubprogram(name: "pclose", scope: !106, file: !106, line: 823, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1540 = !DISubprogram(name: "tmpfile", linkageName: "tmpfile64", scope: !106, file: !106, line: 192, type: !1541, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1541 = !DISubroutineType(types: !1542)
!1542 = !{!30}
!1543 = !DISubprogram(name: "luaL_checkany", scope: !26, file: !26, line: 68, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1544 = !DISubprogram(name: "luaL_testudata", scope: !26, file: !26, line: 72, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1545 = distinct !DISubprogram(name: "g_write", scope: !3, file: !3, line: 664, type: !930, scopeLine: 664, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1546)
!1546 = !{!1547, !1548, !1549, !1550, !1551, !1552, !1558, !1560}
!1547 = !DILocalVariable(name: "L", arg: 1, scope: !1545, file: !3, line: 664, type: !98)
!1548 = !DILocalVariable(name: "f", arg: 2, scope: !1545, file: !3, line: 664, type: !30)
!1549 = !DILocalVariable(name: "arg", arg: 3, scope: !1545, file: !3, line: 664, type: !37)
!1550 = !DILocalVariable(name: "nargs", scope: !1545, file: !3, line: 665, type: !37)
!1551 = !DILocalVariable(name: "status", scope: !1545, file: !3, line: 666, type: !37)
!1552 = !DILocalVariable(name: "len", scope: !1553, file: !3, line: 671, type: !37)
!1553 = distinct !DILexicalBlock(scope: !1554, file: !3, line: 669, column: 42)
!1554 = distinct !DILexicalBlock(scope: !1555, file: !3, line: 669, column: 9)
!1555 = distinct !DILexicalBlock(scope: !1556, file: !3, line: 668, column: 26)
!1556 = distinct !DILexicalBlock(scope: !1557, file: !3, line: 668, column: 3)
!1557 = distinct !DILexicalBlock(scope: !1545, file: !3, line: 668, column: 3)
!1558 = !DILocalVariable(name: "l", scope: !1559, file: !3, line: 679, type: !84)
!1559 = distinct !DILexicalBlock(scope: !1554, file: !3, line: 678, column: 10)
!1560 = !DILocalVariable(name: "s", scope: !1559, file: !3, line: 680, type: !254)
!1561 = distinct !DIAssignID()
!1562 = !DILocation(line: 0, scope: !1559)
!1563 = !DILocation(line: 0, scope: !1545)
!1564 = !DILocation(line: 665, column: 15, scope: !1545)
!1565 = !DILocation(line: 667, column: 3, scope: !1545)
!1566 = !DILocation(line: 667, column: 9, scope: !1545)
!1567 = !DILocation(line: 668, column: 3, scope: !1557)
!1568 = !DILocation(line: 668, column: 15, scope: !1556)
!1569 = !DILocation(line: 669, column: 9, scope: !1554)
!1570 = !DILocation(line: 669, column: 26, scope: !1554)
!1571 = !DILocation(line: 669, column: 9, scope: !1555)
!1572 = !DILocation(line: 671, column: 17, scope: !1553)
!1573 = !DILocation(line: 673, column: 43, scope: !1553)
!1574 = !DILocation(line: 672, column: 19, scope: !1553)
!1575 = !DILocation(line: 675, column: 46, scope: !1553)
!1576 = !DILocation(line: 674, column: 19, scope: !1553)
!1577 = !DILocation(line: 0, scope: !1553)
!1578 = !DILocation(line: 676, column: 16, scope: !1553)
!1579 = !DILocation(line: 676, column: 23, scope: !1553)
!1580 = !DILocation(line: 677, column: 5, scope: !1553)
!1581 = !DILocation(line: 679, column: 7, scope: !1559)
!1582 = !DILocation(line: 680, column: 23, scope: !1559)
!1583 = !DILocation(line: 681, column: 16, scope: !1559)
!1584 = !DILocation(line: 681, column: 23, scope: !1559)
!1585 = !DILocation(line: 681, column: 51, scope: !1559)
!1586 = !{!1025, !1025, i64 0}
!1587 = !DILocation(line: 681, column: 27, scope: !1559)
!1588 = !DILocation(line: 681, column: 60, scope: !1559)
!1589 = !DILocation(line: 681, column: 57, scope: !1559)
!1590 = !DILocation(line: 682, column: 5, scope: !1554)
!1591 = !DILocation(line: 0, scope: !1554)
!1592 = !DILocation(line: 668, column: 22, scope: !1556)
!1593 = distinct !{!1593, !1567, !1594, !891}
!1594 = !DILocation(line: 683, column: 3, scope: !1557)
!1595 = !DILocation(line: 684, column: 7, scope: !1545)
!1596 = !{!"branch_weights", !"expected", i32 2145337238, i32 2146410}
!1597 = !DILocation(line: 687, column: 12, scope: !1598)
!1598 = distinct !DILexicalBlock(scope: !1545, file: !3, line: 684, column: 7)
!1599 = !DILocation(line: 687, column: 5, scope: !1598)
!1600 = !DILocation(line: 0, scope: !1598)
!1601 = !DILocation(line: 688, column: 1, scope: !1545)
!1602 = !DISubprogram(name: "lua_isinteger", scope: !94, file: !94, line: 196, type: !693, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1603 = !DISubprogram(name: "fprintf", scope: !106, file: !106, line: 350, type: !1604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1604 = !DISubroutineType(types: !1605)
!1605 = !{!37, !1474, !808, null}
!1606 = !DISubprogram(name: "lua_tonumberx", scope: !94, file: !94, line: 201, type: !1607, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1607 = !DISubroutineType(types: !1608)
!1608 = !{!411, !98, !37, !728}
!1609 = !DISubprogram(name: "fwrite", scope: !106, file: !106, line: 681, type: !1610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1610 = !DISubroutineType(types: !1611)
!1611 = !{!86, !1612, !84, !84, !1474}
!1612 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1613)
!1613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1614, size: 64)
!1614 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!1615 = !DISubprogram(name: "luaL_newmetatable", scope: !26, file: !26, line: 70, type: !1616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1616 = !DISubroutineType(types: !1617)
!1617 = !{!37, !98, !254}
!1618 = distinct !DISubprogram(name: "f_gc", scope: !3, file: !3, line: 235, type: !96, scopeLine: 235, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1619)
!1619 = !{!1620, !1621}
!1620 = !DILocalVariable(name: "L", arg: 1, scope: !1618, file: !3, line: 235, type: !98)
!1621 = !DILocalVariable(name: "p", scope: !1618, file: !3, line: 236, type: !23)
!1622 = distinct !DIAssignID()
!1623 = !DILocation(line: 0, scope: !1618)
!1624 = !DILocation(line: 236, column: 16, scope: !1618)
!1625 = !DILocation(line: 237, column: 8, scope: !1626)
!1626 = distinct !DILexicalBlock(scope: !1618, file: !3, line: 237, column: 7)
!1627 = !DILocation(line: 237, column: 20, scope: !1626)
!1628 = !DILocation(line: 237, column: 26, scope: !1626)
!1629 = !DILocation(line: 237, column: 28, scope: !1626)
!1630 = !DILocation(line: 237, column: 7, scope: !1618)
!1631 = !DILocation(line: 0, scope: !448, inlinedAt: !1632)
!1632 = distinct !DILocation(line: 238, column: 5, scope: !1626)
!1633 = !DILocation(line: 215, column: 16, scope: !448, inlinedAt: !1632)
!1634 = !DILocation(line: 216, column: 3, scope: !448, inlinedAt: !1632)
!1635 = !DILocation(line: 216, column: 34, scope: !448, inlinedAt: !1632)
!1636 = !DILocation(line: 216, column: 26, scope: !448, inlinedAt: !1632)
!1637 = distinct !DIAssignID()
!1638 = !DILocation(line: 217, column: 13, scope: !448, inlinedAt: !1632)
!1639 = !DILocation(line: 218, column: 12, scope: !448, inlinedAt: !1632)
!1640 = !DILocation(line: 218, column: 10, scope: !448, inlinedAt: !1632)
!1641 = !DILocation(line: 219, column: 1, scope: !448, inlinedAt: !1632)
!1642 = !DILocation(line: 238, column: 5, scope: !1626)
!1643 = !DILocation(line: 239, column: 3, scope: !1618)
!1644 = distinct !DISubprogram(name: "f_tostring", scope: !3, file: !3, line: 177, type: !96, scopeLine: 177, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1645)
!1645 = !{!1646, !1647}
!1646 = !DILocalVariable(name: "L", arg: 1, scope: !1644, file: !3, line: 177, type: !98)
!1647 = !DILocalVariable(name: "p", scope: !1644, file: !3, line: 178, type: !23)
!1648 = !DILocation(line: 0, scope: !1644)
!1649 = !DILocation(line: 178, column: 16, scope: !1644)
!1650 = !DILocation(line: 179, column: 7, scope: !1651)
!1651 = distinct !DILexicalBlock(scope: !1644, file: !3, line: 179, column: 7)
!1652 = !DILocation(line: 179, column: 7, scope: !1644)
!1653 = !DILocation(line: 180, column: 5, scope: !1651)
!1654 = !DILocation(line: 182, column: 40, scope: !1651)
!1655 = !DILocation(line: 182, column: 5, scope: !1651)
!1656 = !DILocation(line: 183, column: 3, scope: !1644)
!1657 = !DISubprogram(name: "lua_pushfstring", scope: !94, file: !94, line: 251, type: !1658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1658 = !DISubroutineType(types: !1659)
!1659 = !{!254, !98, !254, null}
!1660 = distinct !DISubprogram(name: "f_read", scope: !3, file: !3, line: 625, type: !96, scopeLine: 625, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1661)
!1661 = !{!1662}
!1662 = !DILocalVariable(name: "L", arg: 1, scope: !1660, file: !3, line: 625, type: !98)
!1663 = !DILocation(line: 0, scope: !1660)
!1664 = !DILocation(line: 0, scope: !434, inlinedAt: !1665)
!1665 = distinct !DILocation(line: 626, column: 20, scope: !1660)
!1666 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !1665)
!1667 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !1665)
!1668 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !1665)
!1669 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !1665)
!1670 = !DILocation(line: 192, column: 13, scope: !434, inlinedAt: !1665)
!1671 = !DILocation(line: 626, column: 10, scope: !1660)
!1672 = !DILocation(line: 626, column: 3, scope: !1660)
!1673 = distinct !DISubprogram(name: "f_write", scope: !3, file: !3, line: 696, type: !96, scopeLine: 696, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1674)
!1674 = !{!1675, !1676}
!1675 = !DILocalVariable(name: "L", arg: 1, scope: !1673, file: !3, line: 696, type: !98)
!1676 = !DILocalVariable(name: "f", scope: !1673, file: !3, line: 697, type: !30)
!1677 = !DILocation(line: 0, scope: !1673)
!1678 = !DILocation(line: 0, scope: !434, inlinedAt: !1679)
!1679 = distinct !DILocation(line: 697, column: 13, scope: !1673)
!1680 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !1679)
!1681 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !1679)
!1682 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !1679)
!1683 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !1679)
!1684 = !DILocation(line: 192, column: 13, scope: !434, inlinedAt: !1679)
!1685 = !DILocation(line: 698, column: 3, scope: !1673)
!1686 = !DILocation(line: 699, column: 10, scope: !1673)
!1687 = !DILocation(line: 699, column: 3, scope: !1673)
!1688 = distinct !DISubprogram(name: "f_lines", scope: !3, file: !3, line: 377, type: !96, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1689)
!1689 = !{!1690}
!1690 = !DILocalVariable(name: "L", arg: 1, scope: !1688, file: !3, line: 377, type: !98)
!1691 = !DILocation(line: 0, scope: !1688)
!1692 = !DILocation(line: 0, scope: !434, inlinedAt: !1693)
!1693 = distinct !DILocation(line: 378, column: 3, scope: !1688)
!1694 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !1693)
!1695 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !1693)
!1696 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !1693)
!1697 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !1693)
!1698 = !DILocation(line: 379, column: 3, scope: !1688)
!1699 = !DILocation(line: 380, column: 3, scope: !1688)
!1700 = distinct !DISubprogram(name: "f_flush", scope: !3, file: !3, line: 744, type: !96, scopeLine: 744, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1701)
!1701 = !{!1702, !1703}
!1702 = !DILocalVariable(name: "L", arg: 1, scope: !1700, file: !3, line: 744, type: !98)
!1703 = !DILocalVariable(name: "f", scope: !1700, file: !3, line: 745, type: !30)
!1704 = !DILocation(line: 0, scope: !1700)
!1705 = !DILocation(line: 0, scope: !434, inlinedAt: !1706)
!1706 = distinct !DILocation(line: 745, column: 13, scope: !1700)
!1707 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !1706)
!1708 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !1706)
!1709 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !1706)
!1710 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !1706)
!1711 = !DILocation(line: 192, column: 13, scope: !434, inlinedAt: !1706)
!1712 = !DILocation(line: 746, column: 3, scope: !1700)
!1713 = !DILocation(line: 746, column: 9, scope: !1700)
!1714 = !DILocation(line: 747, column: 29, scope: !1700)
!1715 = !DILocation(line: 747, column: 39, scope: !1700)
!1716 = !DILocation(line: 747, column: 10, scope: !1700)
!1717 = !DILocation(line: 747, column: 3, scope: !1700)
!1718 = !DILocation(line: 0, scope: !273)
!1719 = !DILocation(line: 0, scope: !434, inlinedAt: !1720)
!1720 = distinct !DILocation(line: 706, column: 13, scope: !273)
!1721 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !1720)
!1722 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !1720)
!1723 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !1720)
!1724 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !1720)
!1725 = !DILocation(line: 192, column: 13, scope: !434, inlinedAt: !1720)
!1726 = !DILocation(line: 707, column: 12, scope: !273)
!1727 = !DILocation(line: 708, column: 20, scope: !273)
!1728 = !DILocation(line: 712, column: 3, scope: !273)
!1729 = !DILocation(line: 712, column: 9, scope: !273)
!1730 = !DILocation(line: 713, column: 8, scope: !273)
!1731 = !DILocation(line: 714, column: 7, scope: !1732)
!1732 = distinct !DILexicalBlock(scope: !273, file: !3, line: 714, column: 7)
!1733 = !DILocation(line: 714, column: 7, scope: !273)
!1734 = !DILocation(line: 715, column: 12, scope: !1732)
!1735 = !DILocation(line: 715, column: 5, scope: !1732)
!1736 = !DILocation(line: 717, column: 37, scope: !1737)
!1737 = distinct !DILexicalBlock(scope: !1732, file: !3, line: 716, column: 8)
!1738 = !DILocation(line: 717, column: 5, scope: !1737)
!1739 = !DILocation(line: 718, column: 5, scope: !1737)
!1740 = !DILocation(line: 0, scope: !1732)
!1741 = !DILocation(line: 720, column: 1, scope: !273)
!1742 = !DILocation(line: 0, scope: !299)
!1743 = !DILocation(line: 0, scope: !434, inlinedAt: !1744)
!1744 = distinct !DILocation(line: 726, column: 13, scope: !299)
!1745 = !DILocation(line: 188, column: 16, scope: !434, inlinedAt: !1744)
!1746 = !DILocation(line: 189, column: 7, scope: !443, inlinedAt: !1744)
!1747 = !DILocation(line: 189, column: 7, scope: !434, inlinedAt: !1744)
!1748 = !DILocation(line: 190, column: 5, scope: !443, inlinedAt: !1744)
!1749 = !DILocation(line: 192, column: 13, scope: !434, inlinedAt: !1744)
!1750 = !DILocation(line: 727, column: 12, scope: !299)
!1751 = !DILocation(line: 728, column: 20, scope: !299)
!1752 = !DILocation(line: 730, column: 3, scope: !299)
!1753 = !DILocation(line: 730, column: 9, scope: !299)
!1754 = !DILocation(line: 731, column: 26, scope: !299)
!1755 = !DILocation(line: 731, column: 9, scope: !299)
!1756 = !DILocation(line: 732, column: 33, scope: !299)
!1757 = !DILocation(line: 732, column: 10, scope: !299)
!1758 = !DILocation(line: 732, column: 3, scope: !299)
!1759 = !DISubprogram(name: "luaL_checkoption", scope: !26, file: !26, line: 78, type: !1760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1760 = !DISubroutineType(types: !1761)
!1761 = !{!37, !98, !37, !254, !1762}
!1762 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64)
!1763 = !DISubprogram(name: "luaL_optinteger", scope: !26, file: !26, line: 63, type: !1764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1764 = !DISubroutineType(types: !1765)
!1765 = !{!107, !98, !37, !107}
!1766 = !DISubprogram(name: "fseeko", linkageName: "fseeko64", scope: !106, file: !106, line: 744, type: !1767, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1767 = !DISubroutineType(types: !1768)
!1768 = !{!37, !30, !74, !37}
!1769 = !DISubprogram(name: "ftello", linkageName: "ftello64", scope: !106, file: !106, line: 747, type: !1770, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1770 = !DISubroutineType(types: !1771)
!1771 = !{!74, !30}
!1772 = !DISubprogram(name: "setvbuf", scope: !106, file: !106, line: 332, type: !1773, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1773 = !DISubroutineType(types: !1774)
!1774 = !{!37, !1474, !1775, !37, !84}
!1775 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!1776 = distinct !DISubprogram(name: "io_noclose", scope: !3, file: !3, line: 810, type: !96, scopeLine: 810, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1777)
!1777 = !{!1778, !1779}
!1778 = !DILocalVariable(name: "L", arg: 1, scope: !1776, file: !3, line: 810, type: !98)
!1779 = !DILocalVariable(name: "p", scope: !1776, file: !3, line: 811, type: !23)
!1780 = !DILocation(line: 0, scope: !1776)
!1781 = !DILocation(line: 811, column: 16, scope: !1776)
!1782 = !DILocation(line: 812, column: 6, scope: !1776)
!1783 = !DILocation(line: 812, column: 13, scope: !1776)
!1784 = !DILocation(line: 813, column: 3, scope: !1776)
!1785 = !DILocation(line: 814, column: 3, scope: !1776)
!1786 = !DILocation(line: 815, column: 3, scope: !1776)
