; ModuleID = 'src/lua/lstrlib.c'
source_filename = "src/lua/lstrlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }
%struct.str_Writer = type { i32, %struct.luaL_Buffer }
%struct.MatchState = type { ptr, ptr, ptr, ptr, i32, i8, [32 x %struct.anon] }
%struct.anon = type { ptr, i64 }
%struct.Header = type { ptr, i32, i32 }

@strlib = internal constant [18 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @str_byte }, %struct.luaL_Reg { ptr @.str.1, ptr @str_char }, %struct.luaL_Reg { ptr @.str.2, ptr @str_dump }, %struct.luaL_Reg { ptr @.str.3, ptr @str_find }, %struct.luaL_Reg { ptr @.str.4, ptr @str_format }, %struct.luaL_Reg { ptr @.str.5, ptr @gmatch }, %struct.luaL_Reg { ptr @.str.6, ptr @str_gsub }, %struct.luaL_Reg { ptr @.str.7, ptr @str_len }, %struct.luaL_Reg { ptr @.str.8, ptr @str_lower }, %struct.luaL_Reg { ptr @.str.9, ptr @str_match }, %struct.luaL_Reg { ptr @.str.10, ptr @str_rep }, %struct.luaL_Reg { ptr @.str.11, ptr @str_reverse }, %struct.luaL_Reg { ptr @.str.12, ptr @str_sub }, %struct.luaL_Reg { ptr @.str.13, ptr @str_upper }, %struct.luaL_Reg { ptr @.str.14, ptr @str_pack }, %struct.luaL_Reg { ptr @.str.15, ptr @str_packsize }, %struct.luaL_Reg { ptr @.str.16, ptr @str_unpack }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"byte\00", align 1, !dbg !111
@.str.1 = private unnamed_addr constant [5 x i8] c"char\00", align 1, !dbg !116
@.str.2 = private unnamed_addr constant [5 x i8] c"dump\00", align 1, !dbg !118
@.str.3 = private unnamed_addr constant [5 x i8] c"find\00", align 1, !dbg !120
@.str.4 = private unnamed_addr constant [7 x i8] c"format\00", align 1, !dbg !122
@.str.5 = private unnamed_addr constant [7 x i8] c"gmatch\00", align 1, !dbg !127
@.str.6 = private unnamed_addr constant [5 x i8] c"gsub\00", align 1, !dbg !129
@.str.7 = private unnamed_addr constant [4 x i8] c"len\00", align 1, !dbg !131
@.str.8 = private unnamed_addr constant [6 x i8] c"lower\00", align 1, !dbg !136
@.str.9 = private unnamed_addr constant [6 x i8] c"match\00", align 1, !dbg !141
@.str.10 = private unnamed_addr constant [4 x i8] c"rep\00", align 1, !dbg !143
@.str.11 = private unnamed_addr constant [8 x i8] c"reverse\00", align 1, !dbg !145
@.str.12 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !150
@.str.13 = private unnamed_addr constant [6 x i8] c"upper\00", align 1, !dbg !152
@.str.14 = private unnamed_addr constant [5 x i8] c"pack\00", align 1, !dbg !154
@.str.15 = private unnamed_addr constant [9 x i8] c"packsize\00", align 1, !dbg !156
@.str.16 = private unnamed_addr constant [7 x i8] c"unpack\00", align 1, !dbg !161
@.str.17 = private unnamed_addr constant [22 x i8] c"string slice too long\00", align 1, !dbg !163
@.str.18 = private unnamed_addr constant [19 x i8] c"value out of range\00", align 1, !dbg !168
@.str.19 = private unnamed_addr constant [30 x i8] c"unable to dump given function\00", align 1, !dbg !173
@.str.20 = private unnamed_addr constant [11 x i8] c"^$*+?.([%-\00", align 1, !dbg !178
@.str.21 = private unnamed_addr constant [20 x i8] c"pattern too complex\00", align 1, !dbg !183
@.str.22 = private unnamed_addr constant [35 x i8] c"missing '[' after '%%f' in pattern\00", align 1, !dbg !188
@.str.23 = private unnamed_addr constant [18 x i8] c"too many captures\00", align 1, !dbg !193
@.str.24 = private unnamed_addr constant [24 x i8] c"invalid pattern capture\00", align 1, !dbg !198
@.str.25 = private unnamed_addr constant [47 x i8] c"malformed pattern (missing arguments to '%%b')\00", align 1, !dbg !203
@.str.26 = private unnamed_addr constant [35 x i8] c"malformed pattern (ends with '%%')\00", align 1, !dbg !208
@.str.27 = private unnamed_addr constant [32 x i8] c"malformed pattern (missing ']')\00", align 1, !dbg !210
@.str.28 = private unnamed_addr constant [27 x i8] c"invalid capture index %%%d\00", align 1, !dbg !213
@.str.29 = private unnamed_addr constant [19 x i8] c"unfinished capture\00", align 1, !dbg !218
@.str.30 = private unnamed_addr constant [9 x i8] c"no value\00", align 1, !dbg !220
@.str.31 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !222
@.str.32 = private unnamed_addr constant [5 x i8] c"-+0 \00", align 1, !dbg !227
@.str.33 = private unnamed_addr constant [3 x i8] c"-0\00", align 1, !dbg !229
@.str.34 = private unnamed_addr constant [4 x i8] c"-#0\00", align 1, !dbg !234
@.str.36 = private unnamed_addr constant [6 x i8] c"-+#0 \00", align 1, !dbg !238
@.str.37 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !240
@.str.38 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1, !dbg !245
@.str.39 = private unnamed_addr constant [38 x i8] c"specifier '%%q' cannot have modifiers\00", align 1, !dbg !247
@.str.40 = private unnamed_addr constant [22 x i8] c"string contains zeros\00", align 1, !dbg !252
@.str.41 = private unnamed_addr constant [36 x i8] c"invalid conversion '%s' to 'format'\00", align 1, !dbg !254
@.str.42 = private unnamed_addr constant [16 x i8] c"-+#0 123456789.\00", align 1, !dbg !259
@.str.43 = private unnamed_addr constant [26 x i8] c"invalid format (too long)\00", align 1, !dbg !264
@.str.44 = private unnamed_addr constant [39 x i8] c"invalid conversion specification: '%s'\00", align 1, !dbg !269
@.str.45 = private unnamed_addr constant [7 x i8] c"0x%llx\00", align 1, !dbg !274
@.str.46 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1, !dbg !276
@.str.47 = private unnamed_addr constant [26 x i8] c"value has no literal form\00", align 1, !dbg !278
@.str.48 = private unnamed_addr constant [4 x i8] c"\\%d\00", align 1, !dbg !280
@.str.49 = private unnamed_addr constant [6 x i8] c"\\%03d\00", align 1, !dbg !282
@.str.50 = private unnamed_addr constant [7 x i8] c"1e9999\00", align 1, !dbg !284
@.str.51 = private unnamed_addr constant [8 x i8] c"-1e9999\00", align 1, !dbg !286
@.str.52 = private unnamed_addr constant [6 x i8] c"(0/0)\00", align 1, !dbg !288
@.str.53 = private unnamed_addr constant [3 x i8] c"%a\00", align 1, !dbg !290
@.str.54 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !292
@.str.55 = private unnamed_addr constant [22 x i8] c"string/function/table\00", align 1, !dbg !294
@.str.56 = private unnamed_addr constant [33 x i8] c"invalid replacement value (a %s)\00", align 1, !dbg !296
@.str.57 = private unnamed_addr constant [42 x i8] c"invalid use of '%c' in replacement string\00", align 1, !dbg !301
@.str.58 = private unnamed_addr constant [27 x i8] c"resulting string too large\00", align 1, !dbg !306
@.str.59 = private unnamed_addr constant [17 x i8] c"integer overflow\00", align 1, !dbg !308
@.str.60 = private unnamed_addr constant [18 x i8] c"unsigned overflow\00", align 1, !dbg !313
@.str.61 = private unnamed_addr constant [30 x i8] c"string longer than given size\00", align 1, !dbg !315
@.str.62 = private unnamed_addr constant [41 x i8] c"string length does not fit in given size\00", align 1, !dbg !317
@.str.63 = private unnamed_addr constant [35 x i8] c"invalid next option for option 'X'\00", align 1, !dbg !329
@.str.64 = private unnamed_addr constant [41 x i8] c"format asks for alignment not power of 2\00", align 1, !dbg !331
@.str.65 = private unnamed_addr constant [35 x i8] c"missing size for format option 'c'\00", align 1, !dbg !333
@.str.66 = private unnamed_addr constant [27 x i8] c"invalid format option '%c'\00", align 1, !dbg !335
@.str.67 = private unnamed_addr constant [40 x i8] c"integral size (%d) out of limits [1,%d]\00", align 1, !dbg !337
@.str.68 = private unnamed_addr constant [23 x i8] c"variable-length format\00", align 1, !dbg !342
@.str.69 = private unnamed_addr constant [24 x i8] c"format result too large\00", align 1, !dbg !347
@.str.70 = private unnamed_addr constant [31 x i8] c"initial position out of string\00", align 1, !dbg !349
@.str.71 = private unnamed_addr constant [22 x i8] c"data string too short\00", align 1, !dbg !354
@.str.72 = private unnamed_addr constant [17 x i8] c"too many results\00", align 1, !dbg !356
@.str.73 = private unnamed_addr constant [33 x i8] c"unfinished string for format 'z'\00", align 1, !dbg !358
@.str.74 = private unnamed_addr constant [46 x i8] c"%d-byte integer does not fit into Lua Integer\00", align 1, !dbg !360
@stringmetamethods = internal constant [10 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.76, ptr @arith_add }, %struct.luaL_Reg { ptr @.str.77, ptr @arith_sub }, %struct.luaL_Reg { ptr @.str.78, ptr @arith_mul }, %struct.luaL_Reg { ptr @.str.79, ptr @arith_mod }, %struct.luaL_Reg { ptr @.str.80, ptr @arith_pow }, %struct.luaL_Reg { ptr @.str.81, ptr @arith_div }, %struct.luaL_Reg { ptr @.str.82, ptr @arith_idiv }, %struct.luaL_Reg { ptr @.str.83, ptr @arith_unm }, %struct.luaL_Reg { ptr @.str.75, ptr null }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !383
@.str.75 = private unnamed_addr constant [8 x i8] c"__index\00", align 1, !dbg !365
@.str.76 = private unnamed_addr constant [6 x i8] c"__add\00", align 1, !dbg !367
@.str.77 = private unnamed_addr constant [6 x i8] c"__sub\00", align 1, !dbg !369
@.str.78 = private unnamed_addr constant [6 x i8] c"__mul\00", align 1, !dbg !371
@.str.79 = private unnamed_addr constant [6 x i8] c"__mod\00", align 1, !dbg !373
@.str.80 = private unnamed_addr constant [6 x i8] c"__pow\00", align 1, !dbg !375
@.str.81 = private unnamed_addr constant [6 x i8] c"__div\00", align 1, !dbg !377
@.str.82 = private unnamed_addr constant [7 x i8] c"__idiv\00", align 1, !dbg !379
@.str.83 = private unnamed_addr constant [6 x i8] c"__unm\00", align 1, !dbg !381
@.str.84 = private unnamed_addr constant [33 x i8] c"attempt to %s a '%s' with a '%s'\00", align 1, !dbg !398

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_string(ptr noundef %0) local_unnamed_addr #0 !dbg !409 {
    #dbg_value(ptr %0, !411, !DIExpression(), !412)
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #12, !dbg !413
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 17) #12, !dbg !413
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @strlib, i32 noundef 0) #12, !dbg !413
    #dbg_value(ptr %0, !414, !DIExpression(), !419)
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 9) #12, !dbg !421
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @stringmetamethods, i32 noundef 0) #12, !dbg !422
  %2 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.37) #12, !dbg !423
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #12, !dbg !424
  %3 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef -2) #12, !dbg !425
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #12, !dbg !426
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #12, !dbg !427
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.75) #12, !dbg !428
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #12, !dbg !429
  ret i32 1, !dbg !430
}

declare !dbg !431 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !434 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !437 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @str_byte(ptr noundef %0) #0 !dbg !441 {
  %2 = alloca i64, align 8, !DIAssignID !451
    #dbg_assign(i1 undef, !444, !DIExpression(), !451, ptr %2, !DIExpression(), !452)
    #dbg_value(ptr %0, !443, !DIExpression(), !452)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !453
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12, !dbg !454
    #dbg_value(ptr %3, !445, !DIExpression(), !452)
  %4 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #12, !dbg !455
    #dbg_value(i64 %4, !446, !DIExpression(), !452)
  %5 = load i64, ptr %2, align 8, !dbg !456, !tbaa !457
    #dbg_value(i64 %4, !461, !DIExpression(), !467)
    #dbg_value(i64 %5, !466, !DIExpression(), !467)
  %6 = icmp sgt i64 %4, 0, !dbg !469
  br i1 %6, label %15, label %7, !dbg !471

7:                                                ; preds = %1
  %8 = icmp eq i64 %4, 0, !dbg !472
  %9 = sub nsw i64 0, %5
  %10 = icmp slt i64 %4, %9
  %11 = select i1 %8, i1 true, i1 %10, !dbg !474
  br i1 %11, label %15, label %12, !dbg !474

12:                                               ; preds = %7
  %13 = add i64 %5, 1, !dbg !475
  %14 = add i64 %13, %4, !dbg !477
  br label %15, !dbg !478

15:                                               ; preds = %1, %7, %12
  %16 = phi i64 [ %14, %12 ], [ %4, %1 ], [ 1, %7 ], !dbg !479
    #dbg_value(i64 %16, !447, !DIExpression(), !452)
    #dbg_value(ptr %0, !480, !DIExpression(), !489)
    #dbg_value(i32 3, !485, !DIExpression(), !489)
    #dbg_value(i64 %4, !486, !DIExpression(), !489)
    #dbg_value(i64 %5, !487, !DIExpression(), !489)
  %17 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef %4) #12, !dbg !491
    #dbg_value(i64 %17, !488, !DIExpression(), !489)
  %18 = icmp sgt i64 %17, %5, !dbg !492
  br i1 %18, label %27, label %19, !dbg !494

19:                                               ; preds = %15
  %20 = icmp sgt i64 %17, -1, !dbg !495
  br i1 %20, label %27, label %21, !dbg !497

21:                                               ; preds = %19
  %22 = sub nsw i64 0, %5, !dbg !498
  %23 = icmp slt i64 %17, %22, !dbg !500
  br i1 %23, label %27, label %24, !dbg !501

24:                                               ; preds = %21
  %25 = add i64 %5, 1, !dbg !502
  %26 = add i64 %25, %17, !dbg !503
  br label %27, !dbg !504

27:                                               ; preds = %15, %19, %21, %24
  %28 = phi i64 [ %26, %24 ], [ %5, %15 ], [ %17, %19 ], [ 0, %21 ], !dbg !505
    #dbg_value(i64 %28, !448, !DIExpression(), !452)
  %29 = icmp ugt i64 %16, %28, !dbg !506
  br i1 %29, label %47, label %30, !dbg !508

30:                                               ; preds = %27
  %31 = sub i64 %28, %16, !dbg !509
  %32 = icmp ugt i64 %31, 2147483646, !dbg !509
  br i1 %32, label %33, label %35, !dbg !511, !prof !512

33:                                               ; preds = %30
  %34 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #12, !dbg !513
  br label %47, !dbg !514

35:                                               ; preds = %30
  %36 = trunc nuw nsw i64 %31 to i32, !dbg !515
  %37 = add nuw nsw i32 %36, 1, !dbg !516
    #dbg_value(i32 %37, !449, !DIExpression(), !452)
  call void @luaL_checkstack(ptr noundef %0, i32 noundef %37, ptr noundef nonnull @.str.17) #12, !dbg !517
    #dbg_value(i32 0, !450, !DIExpression(), !452)
  %38 = getelementptr i8, ptr %3, i64 %16
  %39 = getelementptr i8, ptr %38, i64 -1, !dbg !518
  br label %40, !dbg !518

40:                                               ; preds = %35, %40
  %41 = phi i64 [ 0, %35 ], [ %45, %40 ]
    #dbg_value(i64 %41, !450, !DIExpression(), !452)
  %42 = getelementptr i8, ptr %39, i64 %41, !dbg !520
  %43 = load i8, ptr %42, align 1, !dbg !520, !tbaa !522
  %44 = zext i8 %43 to i64, !dbg !520
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %44) #12, !dbg !523
  %45 = add nuw nsw i64 %41, 1, !dbg !524
    #dbg_value(i64 %45, !450, !DIExpression(), !452)
  %46 = icmp eq i64 %41, %31, !dbg !525
  br i1 %46, label %47, label %40, !dbg !518, !llvm.loop !526

47:                                               ; preds = %40, %27, %33
  %48 = phi i32 [ %34, %33 ], [ 0, %27 ], [ %37, %40 ], !dbg !452
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !529
  ret i32 %48, !dbg !529
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_char(ptr noundef %0) #0 !dbg !530 {
  %2 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !541
    #dbg_assign(i1 undef, !535, !DIExpression(), !541, ptr %2, !DIExpression(), !542)
    #dbg_value(ptr %0, !532, !DIExpression(), !542)
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #12, !dbg !543
    #dbg_value(i32 %3, !533, !DIExpression(), !542)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #12, !dbg !544
  %4 = sext i32 %3 to i64, !dbg !545
  %5 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %2, i64 noundef %4) #12, !dbg !546
    #dbg_value(ptr %5, !536, !DIExpression(), !542)
    #dbg_value(i32 1, !534, !DIExpression(), !542)
  %6 = getelementptr i8, ptr %5, i64 -1, !dbg !547
    #dbg_value(i32 1, !534, !DIExpression(), !542)
  %7 = icmp slt i32 %3, 1, !dbg !548
  br i1 %7, label %23, label %8, !dbg !549

8:                                                ; preds = %1
  %9 = add nuw i32 %3, 1, !dbg !549
  %10 = zext i32 %9 to i64, !dbg !548
  br label %11, !dbg !549

11:                                               ; preds = %8, %18
  %12 = phi i64 [ 1, %8 ], [ %21, %18 ]
    #dbg_value(i64 %12, !534, !DIExpression(), !542)
  %13 = trunc nuw nsw i64 %12 to i32, !dbg !550
  %14 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %13) #12, !dbg !550
    #dbg_value(i64 %14, !537, !DIExpression(), !551)
  %15 = icmp ult i64 %14, 256, !dbg !552
  br i1 %15, label %18, label %16, !dbg !552, !prof !553

16:                                               ; preds = %11
  %17 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %13, ptr noundef nonnull @.str.18) #12, !dbg !552
  br label %18, !dbg !552

18:                                               ; preds = %16, %11
  %19 = trunc i64 %14 to i8, !dbg !554
  %20 = getelementptr i8, ptr %6, i64 %12, !dbg !555
  store i8 %19, ptr %20, align 1, !dbg !556, !tbaa !522
  %21 = add nuw nsw i64 %12, 1, !dbg !557
    #dbg_value(i64 %21, !534, !DIExpression(), !542)
  %22 = icmp eq i64 %21, %10, !dbg !548
  br i1 %22, label %23, label %11, !dbg !549, !llvm.loop !558

23:                                               ; preds = %18, %1
  call void @luaL_pushresultsize(ptr noundef nonnull %2, i64 noundef %4) #12, !dbg !560
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #12, !dbg !561
  ret i32 1, !dbg !562
}

; Function Attrs: nounwind uwtable
define internal i32 @str_dump(ptr noundef %0) #0 !dbg !563 {
  %2 = alloca %struct.str_Writer, align 8, !DIAssignID !568
    #dbg_assign(i1 undef, !566, !DIExpression(), !568, ptr %2, !DIExpression(), !569)
    #dbg_value(ptr %0, !565, !DIExpression(), !569)
  call void @llvm.lifetime.start.p0(i64 1064, ptr nonnull %2) #12, !dbg !570
  %3 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 2) #12, !dbg !571
    #dbg_value(i32 %3, !567, !DIExpression(), !569)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #12, !dbg !572
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #12, !dbg !573
  store i32 0, ptr %2, align 8, !dbg !574, !tbaa !575, !DIAssignID !580
    #dbg_assign(i32 0, !566, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !580, ptr %2, !DIExpression(), !569)
  %4 = call i32 @lua_dump(ptr noundef %0, ptr noundef nonnull @writer, ptr noundef nonnull %2, i32 noundef %3) #12, !dbg !581
  %5 = icmp eq i32 %4, 0, !dbg !581
  br i1 %5, label %8, label %6, !dbg !583, !prof !553

6:                                                ; preds = %1
  %7 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.19) #12, !dbg !584
  br label %10, !dbg !585

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !586
  call void @luaL_pushresult(ptr noundef nonnull %9) #12, !dbg !587
  br label %10, !dbg !588

10:                                               ; preds = %8, %6
  %11 = phi i32 [ %7, %6 ], [ 1, %8 ], !dbg !569
  call void @llvm.lifetime.end.p0(i64 1064, ptr nonnull %2) #12, !dbg !589
  ret i32 %11, !dbg !589
}

; Function Attrs: nounwind uwtable
define internal i32 @str_find(ptr noundef %0) #0 !dbg !590 {
    #dbg_value(ptr %0, !592, !DIExpression(), !593)
  %2 = tail call fastcc i32 @str_find_aux(ptr noundef %0, i32 noundef 1), !dbg !594
  ret i32 %2, !dbg !595
}

; Function Attrs: nounwind uwtable
define internal i32 @str_format(ptr noundef %0) #0 !dbg !596 {
  %2 = alloca [10 x i8], align 1, !DIAssignID !627
  %3 = alloca i64, align 8, !DIAssignID !628
  %4 = alloca i64, align 8, !DIAssignID !629
    #dbg_assign(i1 undef, !601, !DIExpression(), !629, ptr %4, !DIExpression(), !630)
  %5 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !631
    #dbg_assign(i1 undef, !605, !DIExpression(), !631, ptr %5, !DIExpression(), !630)
  %6 = alloca [32 x i8], align 16, !DIAssignID !632
    #dbg_assign(i1 undef, !606, !DIExpression(), !632, ptr %6, !DIExpression(), !633)
  %7 = alloca i64, align 8, !DIAssignID !634
    #dbg_assign(i1 undef, !624, !DIExpression(), !634, ptr %7, !DIExpression(), !635)
    #dbg_value(ptr %0, !598, !DIExpression(), !630)
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #12, !dbg !636
    #dbg_value(i32 %8, !599, !DIExpression(), !630)
    #dbg_value(i32 1, !600, !DIExpression(), !630)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !637
  %9 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %4) #12, !dbg !638
    #dbg_value(ptr %9, !602, !DIExpression(), !630)
  %10 = load i64, ptr %4, align 8, !dbg !639, !tbaa !457
  %11 = getelementptr inbounds i8, ptr %9, i64 %10, !dbg !640
    #dbg_value(ptr %11, !603, !DIExpression(), !630)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %5) #12, !dbg !641
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %5) #12, !dbg !642
    #dbg_value(i32 1, !600, !DIExpression(), !630)
    #dbg_value(ptr %9, !602, !DIExpression(), !630)
  %12 = icmp sgt i64 %10, 0, !dbg !643
  br i1 %12, label %13, label %355, !dbg !644

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %5, i64 16
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr %6, i64 1
  %17 = getelementptr inbounds i8, ptr %6, i64 2
  br label %18, !dbg !644

18:                                               ; preds = %13, %351
  %19 = phi i32 [ 1, %13 ], [ %353, %351 ]
  %20 = phi ptr [ %9, %13 ], [ %352, %351 ]
    #dbg_value(i32 %19, !600, !DIExpression(), !630)
    #dbg_value(ptr %20, !602, !DIExpression(), !630)
  %21 = load i8, ptr %20, align 1, !dbg !645, !tbaa !522
  %22 = icmp eq i8 %21, 37, !dbg !646
  br i1 %22, label %38, label %23, !dbg !647

23:                                               ; preds = %18
  %24 = load i64, ptr %14, align 8, !dbg !648, !tbaa !649
  %25 = load i64, ptr %15, align 8, !dbg !648, !tbaa !650
  %26 = icmp ult i64 %24, %25, !dbg !648
  br i1 %26, label %31, label %27, !dbg !648

27:                                               ; preds = %23
  %28 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12, !dbg !648
  %29 = load i8, ptr %20, align 1, !dbg !648, !tbaa !522
  %30 = load i64, ptr %14, align 8, !dbg !648, !tbaa !649
  br label %31, !dbg !648

31:                                               ; preds = %27, %23
  %32 = phi i64 [ %30, %27 ], [ %24, %23 ], !dbg !648
  %33 = phi i8 [ %29, %27 ], [ %21, %23 ], !dbg !648
  %34 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !648
    #dbg_value(ptr %34, !602, !DIExpression(), !630)
  %35 = load ptr, ptr %5, align 8, !dbg !648, !tbaa !651
  %36 = add i64 %32, 1, !dbg !648
  store i64 %36, ptr %14, align 8, !dbg !648, !tbaa !649, !DIAssignID !652
    #dbg_assign(i64 %36, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !652, ptr %14, !DIExpression(), !630)
  %37 = getelementptr inbounds i8, ptr %35, i64 %32, !dbg !648
  store i8 %33, ptr %37, align 1, !dbg !648, !tbaa !522
  br label %351, !dbg !648

38:                                               ; preds = %18
  %39 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !653
    #dbg_value(ptr %39, !602, !DIExpression(), !630)
  %40 = load i8, ptr %39, align 1, !dbg !654, !tbaa !522
  %41 = icmp eq i8 %40, 37, !dbg !655
  br i1 %41, label %42, label %57, !dbg !656

42:                                               ; preds = %38
  %43 = load i64, ptr %14, align 8, !dbg !657, !tbaa !649
  %44 = load i64, ptr %15, align 8, !dbg !657, !tbaa !650
  %45 = icmp ult i64 %43, %44, !dbg !657
  br i1 %45, label %50, label %46, !dbg !657

46:                                               ; preds = %42
  %47 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12, !dbg !657
  %48 = load i8, ptr %39, align 1, !dbg !657, !tbaa !522
  %49 = load i64, ptr %14, align 8, !dbg !657, !tbaa !649
  br label %50, !dbg !657

50:                                               ; preds = %46, %42
  %51 = phi i64 [ %49, %46 ], [ %43, %42 ], !dbg !657
  %52 = phi i8 [ %48, %46 ], [ 37, %42 ], !dbg !657
  %53 = getelementptr inbounds i8, ptr %20, i64 2, !dbg !657
    #dbg_value(ptr %53, !602, !DIExpression(), !630)
  %54 = load ptr, ptr %5, align 8, !dbg !657, !tbaa !651
  %55 = add i64 %51, 1, !dbg !657
  store i64 %55, ptr %14, align 8, !dbg !657, !tbaa !649, !DIAssignID !658
    #dbg_assign(i64 %55, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !658, ptr %14, !DIExpression(), !630)
  %56 = getelementptr inbounds i8, ptr %54, i64 %51, !dbg !657
  store i8 %52, ptr %56, align 1, !dbg !657, !tbaa !522
  br label %351, !dbg !657

57:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12, !dbg !659
    #dbg_value(i32 120, !611, !DIExpression(), !633)
  %58 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 120) #12, !dbg !660
    #dbg_value(ptr %58, !612, !DIExpression(), !633)
    #dbg_value(i32 0, !613, !DIExpression(), !633)
  %59 = add nsw i32 %19, 1, !dbg !661
    #dbg_value(i32 %59, !600, !DIExpression(), !630)
  %60 = icmp slt i32 %19, %8, !dbg !663
  br i1 %60, label %63, label %61, !dbg !664

61:                                               ; preds = %57
  %62 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %59, ptr noundef nonnull @.str.30) #12, !dbg !665
  br label %344, !dbg !666

63:                                               ; preds = %57
    #dbg_value(ptr %0, !667, !DIExpression(), !675)
    #dbg_value(ptr %39, !672, !DIExpression(), !675)
    #dbg_value(ptr %6, !673, !DIExpression(), !675)
  %64 = call i64 @strspn(ptr noundef nonnull readonly %39, ptr noundef nonnull @.str.42) #13, !dbg !677
    #dbg_value(i64 %64, !674, !DIExpression(), !675)
  %65 = add i64 %64, 1, !dbg !678
    #dbg_value(i64 %65, !674, !DIExpression(), !675)
  %66 = icmp ugt i64 %65, 21, !dbg !679
  br i1 %66, label %67, label %69, !dbg !681

67:                                               ; preds = %63
  %68 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.43) #12, !dbg !682
  br label %69, !dbg !682

69:                                               ; preds = %63, %67
    #dbg_value(ptr %16, !673, !DIExpression(), !675)
  store i8 37, ptr %6, align 16, !dbg !683, !tbaa !522, !DIAssignID !684
    #dbg_assign(i8 37, !606, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !684, ptr %6, !DIExpression(), !633)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %16, ptr nonnull readonly align 1 %39, i64 %65, i1 false), !dbg !685
  %70 = getelementptr inbounds i8, ptr %16, i64 %65, !dbg !686
  store i8 0, ptr %70, align 1, !dbg !687, !tbaa !522
  %71 = getelementptr inbounds i8, ptr %39, i64 %65, !dbg !688
  %72 = getelementptr inbounds i8, ptr %39, i64 %64, !dbg !689
    #dbg_value(ptr %72, !602, !DIExpression(), !630)
    #dbg_value(ptr %71, !602, !DIExpression(), !630)
  %73 = load i8, ptr %72, align 1, !dbg !690, !tbaa !522
  switch i8 %73, label %342 [
    i8 99, label %74
    i8 100, label %113
    i8 105, label %113
    i8 117, label %111
    i8 111, label %112
    i8 120, label %112
    i8 88, label %112
    i8 97, label %123
    i8 65, label %123
    i8 102, label %128
    i8 101, label %130
    i8 69, label %130
    i8 103, label %130
    i8 71, label %130
    i8 112, label %137
    i8 113, label %180
    i8 115, label %320
  ], !dbg !691

74:                                               ; preds = %69
    #dbg_value(ptr %0, !692, !DIExpression(), !701)
    #dbg_value(ptr %6, !697, !DIExpression(), !701)
    #dbg_value(ptr @.str.31, !698, !DIExpression(), !701)
    #dbg_value(i32 0, !699, !DIExpression(), !701)
    #dbg_value(ptr %16, !700, !DIExpression(), !701)
  %75 = call i64 @strspn(ptr noundef nonnull %16, ptr noundef nonnull readonly @.str.31) #13, !dbg !704
  %76 = getelementptr inbounds i8, ptr %16, i64 %75, !dbg !705
    #dbg_value(ptr %76, !700, !DIExpression(), !701)
  %77 = load i8, ptr %76, align 1, !dbg !706, !tbaa !522
  %78 = icmp eq i8 %77, 48, !dbg !708
  %79 = tail call ptr @__ctype_b_loc() #14, !dbg !701
  %80 = load ptr, ptr %79, align 8, !dbg !709, !tbaa !711
  br i1 %78, label %98, label %81, !dbg !712

81:                                               ; preds = %74
    #dbg_value(ptr %76, !713, !DIExpression(), !718)
  %82 = zext i8 %77 to i64, !dbg !721
  %83 = getelementptr inbounds i16, ptr %80, i64 %82, !dbg !721
  %84 = load i16, ptr %83, align 2, !dbg !721, !tbaa !723
  %85 = and i16 %84, 2048, !dbg !721
  %86 = icmp eq i16 %85, 0, !dbg !721
  br i1 %86, label %98, label %87, !dbg !725

87:                                               ; preds = %81
  %88 = getelementptr inbounds i8, ptr %76, i64 1, !dbg !726
    #dbg_value(ptr %88, !713, !DIExpression(), !718)
  %89 = load i8, ptr %88, align 1, !dbg !728, !tbaa !522
  %90 = zext i8 %89 to i64, !dbg !728
  %91 = getelementptr inbounds i16, ptr %80, i64 %90, !dbg !728
  %92 = load i16, ptr %91, align 2, !dbg !728, !tbaa !723
  %93 = and i16 %92, 2048, !dbg !728
  %94 = icmp eq i16 %93, 0, !dbg !728
  %95 = getelementptr inbounds i8, ptr %76, i64 2
  %96 = select i1 %94, ptr %88, ptr %95, !dbg !730
  %97 = load i8, ptr %96, align 1, !dbg !731, !tbaa !522
  br label %98, !dbg !730

98:                                               ; preds = %81, %87, %74
  %99 = phi i8 [ 48, %74 ], [ %77, %81 ], [ %97, %87 ], !dbg !709
    #dbg_value(ptr poison, !700, !DIExpression(), !701)
  %100 = zext i8 %99 to i64, !dbg !709
  %101 = getelementptr inbounds i16, ptr %80, i64 %100, !dbg !709
  %102 = load i16, ptr %101, align 2, !dbg !709, !tbaa !723
  %103 = and i16 %102, 1024, !dbg !709
  %104 = icmp eq i16 %103, 0, !dbg !709
  br i1 %104, label %105, label %107, !dbg !733

105:                                              ; preds = %98
  %106 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.44, ptr noundef nonnull %6) #12, !dbg !734
  br label %107, !dbg !734

107:                                              ; preds = %98, %105
  %108 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %59) #12, !dbg !735
  %109 = trunc i64 %108 to i32, !dbg !735
  %110 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, i32 noundef %109) #12, !dbg !735
    #dbg_value(i32 %110, !613, !DIExpression(), !633)
  br label %346, !dbg !736

111:                                              ; preds = %69
    #dbg_value(ptr @.str.33, !604, !DIExpression(), !630)
  br label %113, !dbg !737

112:                                              ; preds = %69, %69, %69
    #dbg_value(ptr @.str.34, !604, !DIExpression(), !630)
  br label %113, !dbg !738

113:                                              ; preds = %69, %69, %112, %111
  %114 = phi ptr [ @.str.34, %112 ], [ @.str.33, %111 ], [ @.str.32, %69 ], [ @.str.32, %69 ], !dbg !739
    #dbg_value(ptr %114, !604, !DIExpression(), !630)
    #dbg_label(!614, !740)
  %115 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %59) #12, !dbg !741
    #dbg_value(i64 %115, !616, !DIExpression(), !742)
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %114, i32 noundef 1), !dbg !743
    #dbg_value(ptr %6, !744, !DIExpression(), !753)
    #dbg_value(ptr poison, !749, !DIExpression(), !753)
  %116 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13, !dbg !755
    #dbg_value(i64 %116, !750, !DIExpression(), !753)
    #dbg_value(i64 2, !751, !DIExpression(), !753)
  %117 = getelementptr i8, ptr %6, i64 %116, !dbg !756
  %118 = getelementptr i8, ptr %117, i64 -1, !dbg !756
  %119 = load i8, ptr %118, align 1, !dbg !756, !tbaa !522
    #dbg_value(i8 %119, !752, !DIExpression(), !753)
  store i16 27756, ptr %118, align 1, !dbg !757
  %120 = getelementptr i8, ptr %117, i64 2, !dbg !758
  %121 = getelementptr i8, ptr %117, i64 1, !dbg !758
  store i8 %119, ptr %121, align 1, !dbg !759, !tbaa !522
  store i8 0, ptr %120, align 1, !dbg !760, !tbaa !522
  %122 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, i64 noundef %115) #12, !dbg !761
    #dbg_value(i32 %122, !613, !DIExpression(), !633)
  br label %346

123:                                              ; preds = %69, %69
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull @.str.36, i32 noundef 1), !dbg !762
    #dbg_value(ptr %6, !744, !DIExpression(), !763)
    #dbg_value(ptr @.str.37, !749, !DIExpression(), !763)
  %124 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13, !dbg !765
    #dbg_value(i64 %124, !750, !DIExpression(), !763)
    #dbg_value(i64 0, !751, !DIExpression(), !763)
  %125 = getelementptr i8, ptr %6, i64 %124, !dbg !766
    #dbg_value(i8 poison, !752, !DIExpression(), !763)
  store i8 0, ptr %125, align 1, !dbg !767, !tbaa !522
  %126 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %59) #12, !dbg !768
  %127 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, double noundef %126) #12, !dbg !768
    #dbg_value(i32 %127, !613, !DIExpression(), !633)
  br label %346, !dbg !769

128:                                              ; preds = %69
    #dbg_value(i32 418, !611, !DIExpression(), !633)
  %129 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 418) #12, !dbg !770
    #dbg_value(ptr %129, !612, !DIExpression(), !633)
  br label %130, !dbg !771

130:                                              ; preds = %69, %69, %69, %69, %128
  %131 = phi i64 [ 120, %69 ], [ 120, %69 ], [ 120, %69 ], [ 120, %69 ], [ 418, %128 ], !dbg !633
  %132 = phi ptr [ %58, %69 ], [ %58, %69 ], [ %58, %69 ], [ %58, %69 ], [ %129, %128 ], !dbg !633
    #dbg_value(ptr %132, !612, !DIExpression(), !633)
    #dbg_value(i64 %131, !611, !DIExpression(), !633)
  %133 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %59) #12, !dbg !772
    #dbg_value(double %133, !618, !DIExpression(), !773)
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull @.str.36, i32 noundef 1), !dbg !774
    #dbg_value(ptr %6, !744, !DIExpression(), !775)
    #dbg_value(ptr @.str.37, !749, !DIExpression(), !775)
  %134 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13, !dbg !777
    #dbg_value(i64 %134, !750, !DIExpression(), !775)
    #dbg_value(i64 0, !751, !DIExpression(), !775)
  %135 = getelementptr i8, ptr %6, i64 %134, !dbg !778
    #dbg_value(i8 poison, !752, !DIExpression(), !775)
  store i8 0, ptr %135, align 1, !dbg !779, !tbaa !522
  %136 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %132, i64 noundef %131, ptr noundef nonnull %6, double noundef %133) #12, !dbg !780
    #dbg_value(i32 %136, !613, !DIExpression(), !633)
  br label %346

137:                                              ; preds = %69
  %138 = call ptr @lua_topointer(ptr noundef %0, i32 noundef %59) #12, !dbg !781
    #dbg_value(ptr %138, !620, !DIExpression(), !782)
    #dbg_value(ptr %0, !692, !DIExpression(), !783)
    #dbg_value(ptr %6, !697, !DIExpression(), !783)
    #dbg_value(ptr @.str.31, !698, !DIExpression(), !783)
    #dbg_value(i32 0, !699, !DIExpression(), !783)
    #dbg_value(ptr %16, !700, !DIExpression(), !783)
  %139 = call i64 @strspn(ptr noundef nonnull %16, ptr noundef nonnull readonly @.str.31) #13, !dbg !785
  %140 = getelementptr inbounds i8, ptr %16, i64 %139, !dbg !786
    #dbg_value(ptr %140, !700, !DIExpression(), !783)
  %141 = load i8, ptr %140, align 1, !dbg !787, !tbaa !522
  %142 = icmp eq i8 %141, 48, !dbg !788
  %143 = tail call ptr @__ctype_b_loc() #14, !dbg !783
  %144 = load ptr, ptr %143, align 8, !dbg !789, !tbaa !711
  br i1 %142, label %162, label %145, !dbg !790

145:                                              ; preds = %137
    #dbg_value(ptr %140, !713, !DIExpression(), !791)
  %146 = zext i8 %141 to i64, !dbg !793
  %147 = getelementptr inbounds i16, ptr %144, i64 %146, !dbg !793
  %148 = load i16, ptr %147, align 2, !dbg !793, !tbaa !723
  %149 = and i16 %148, 2048, !dbg !793
  %150 = icmp eq i16 %149, 0, !dbg !793
  br i1 %150, label %162, label %151, !dbg !794

151:                                              ; preds = %145
  %152 = getelementptr inbounds i8, ptr %140, i64 1, !dbg !795
    #dbg_value(ptr %152, !713, !DIExpression(), !791)
  %153 = load i8, ptr %152, align 1, !dbg !796, !tbaa !522
  %154 = zext i8 %153 to i64, !dbg !796
  %155 = getelementptr inbounds i16, ptr %144, i64 %154, !dbg !796
  %156 = load i16, ptr %155, align 2, !dbg !796, !tbaa !723
  %157 = and i16 %156, 2048, !dbg !796
  %158 = icmp eq i16 %157, 0, !dbg !796
  %159 = getelementptr inbounds i8, ptr %140, i64 2
  %160 = select i1 %158, ptr %152, ptr %159, !dbg !797
  %161 = load i8, ptr %160, align 1, !dbg !798, !tbaa !522
  br label %162, !dbg !797

162:                                              ; preds = %145, %151, %137
  %163 = phi i8 [ 48, %137 ], [ %141, %145 ], [ %161, %151 ], !dbg !789
    #dbg_value(ptr poison, !700, !DIExpression(), !783)
  %164 = zext i8 %163 to i64, !dbg !789
  %165 = getelementptr inbounds i16, ptr %144, i64 %164, !dbg !789
  %166 = load i16, ptr %165, align 2, !dbg !789, !tbaa !723
  %167 = and i16 %166, 1024, !dbg !789
  %168 = icmp eq i16 %167, 0, !dbg !789
  br i1 %168, label %169, label %171, !dbg !799

169:                                              ; preds = %162
  %170 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.44, ptr noundef nonnull %6) #12, !dbg !800
  br label %171, !dbg !800

171:                                              ; preds = %162, %169
  %172 = icmp eq ptr %138, null, !dbg !801
  br i1 %172, label %173, label %177, !dbg !803

173:                                              ; preds = %171
    #dbg_value(ptr @.str.38, !620, !DIExpression(), !782)
  %174 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13, !dbg !804
  %175 = add i64 %174, -1, !dbg !806
  %176 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 %175, !dbg !807
  store i8 115, ptr %176, align 1, !dbg !808, !tbaa !522
  br label %177, !dbg !809

177:                                              ; preds = %173, %171
  %178 = phi ptr [ @.str.38, %173 ], [ %138, %171 ], !dbg !782
    #dbg_value(ptr %178, !620, !DIExpression(), !782)
  %179 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, ptr noundef nonnull %178) #12, !dbg !810
    #dbg_value(i32 %179, !613, !DIExpression(), !633)
  br label %346

180:                                              ; preds = %69
  %181 = load i8, ptr %17, align 2, !dbg !811, !tbaa !522
  %182 = icmp eq i8 %181, 0, !dbg !814
  br i1 %182, label %185, label %183, !dbg !815

183:                                              ; preds = %180
  %184 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.39) #12, !dbg !816
  br label %344, !dbg !817

185:                                              ; preds = %180
    #dbg_assign(i1 undef, !818, !DIExpression(), !628, ptr %3, !DIExpression(), !837)
    #dbg_value(ptr %0, !826, !DIExpression(), !839)
    #dbg_value(ptr %5, !827, !DIExpression(), !839)
    #dbg_value(i32 %59, !828, !DIExpression(), !839)
  %186 = call i32 @lua_type(ptr noundef %0, i32 noundef %59) #12, !dbg !840
  switch i32 %186, label %318 [
    i32 4, label %187
    i32 3, label %279
    i32 0, label %316
    i32 1, label %316
  ], !dbg !841

187:                                              ; preds = %185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !842
  %188 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef %59, ptr noundef nonnull %3) #12, !dbg !843
    #dbg_value(ptr %188, !829, !DIExpression(), !837)
  %189 = load i64, ptr %3, align 8, !dbg !844, !tbaa !457
    #dbg_assign(i1 undef, !845, !DIExpression(), !627, ptr %2, !DIExpression(), !858)
    #dbg_value(ptr %5, !854, !DIExpression(), !860)
    #dbg_value(ptr %188, !855, !DIExpression(), !860)
    #dbg_value(i64 %189, !856, !DIExpression(), !860)
  %190 = load i64, ptr %14, align 8, !dbg !861, !tbaa !649
  %191 = load i64, ptr %15, align 8, !dbg !861, !tbaa !650
  %192 = icmp ult i64 %190, %191, !dbg !861
  br i1 %192, label %196, label %193, !dbg !861

193:                                              ; preds = %187
  %194 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12, !dbg !861
  %195 = load i64, ptr %14, align 8, !dbg !861, !tbaa !649
  br label %196, !dbg !861

196:                                              ; preds = %193, %187
  %197 = phi i64 [ %195, %193 ], [ %190, %187 ], !dbg !861
  %198 = load ptr, ptr %5, align 8, !dbg !861, !tbaa !651
  %199 = add i64 %197, 1, !dbg !861
  store i64 %199, ptr %14, align 8, !dbg !861, !tbaa !649, !DIAssignID !862
    #dbg_assign(i64 %199, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !862, ptr %14, !DIExpression(), !630)
  %200 = getelementptr inbounds i8, ptr %198, i64 %197, !dbg !861
  store i8 34, ptr %200, align 1, !dbg !861, !tbaa !522
    #dbg_value(i64 %189, !856, !DIExpression(), !860)
    #dbg_value(ptr %188, !855, !DIExpression(), !860)
  %201 = icmp eq i64 %189, 0, !dbg !863
  br i1 %201, label %267, label %202, !dbg !863

202:                                              ; preds = %196, %264
  %203 = phi i64 [ %205, %264 ], [ %189, %196 ]
  %204 = phi ptr [ %265, %264 ], [ %188, %196 ]
  %205 = add i64 %203, -1, !dbg !864
    #dbg_value(ptr %204, !855, !DIExpression(), !860)
  %206 = load i8, ptr %204, align 1, !dbg !865, !tbaa !522
  switch i8 %206, label %231 [
    i8 34, label %207
    i8 92, label %207
    i8 10, label %207
  ], !dbg !866

207:                                              ; preds = %202, %202, %202
  %208 = load i64, ptr %14, align 8, !dbg !867, !tbaa !649
  %209 = load i64, ptr %15, align 8, !dbg !867, !tbaa !650
  %210 = icmp ult i64 %208, %209, !dbg !867
  br i1 %210, label %214, label %211, !dbg !867

211:                                              ; preds = %207
  %212 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12, !dbg !867
  %213 = load i64, ptr %14, align 8, !dbg !867, !tbaa !649
  br label %214, !dbg !867

214:                                              ; preds = %211, %207
  %215 = phi i64 [ %213, %211 ], [ %208, %207 ], !dbg !867
  %216 = load ptr, ptr %5, align 8, !dbg !867, !tbaa !651
  %217 = add i64 %215, 1, !dbg !867
  store i64 %217, ptr %14, align 8, !dbg !867, !tbaa !649, !DIAssignID !869
    #dbg_assign(i64 %217, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !869, ptr %14, !DIExpression(), !630)
  %218 = getelementptr inbounds i8, ptr %216, i64 %215, !dbg !867
  store i8 92, ptr %218, align 1, !dbg !867, !tbaa !522
  %219 = load i64, ptr %14, align 8, !dbg !870, !tbaa !649
  %220 = load i64, ptr %15, align 8, !dbg !870, !tbaa !650
  %221 = icmp ult i64 %219, %220, !dbg !870
  br i1 %221, label %225, label %222, !dbg !870

222:                                              ; preds = %214
  %223 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12, !dbg !870
  %224 = load i64, ptr %14, align 8, !dbg !870, !tbaa !649
  br label %225, !dbg !870

225:                                              ; preds = %222, %214
  %226 = phi i64 [ %224, %222 ], [ %219, %214 ], !dbg !870
  %227 = load i8, ptr %204, align 1, !dbg !870, !tbaa !522
  %228 = load ptr, ptr %5, align 8, !dbg !870, !tbaa !651
  %229 = add i64 %226, 1, !dbg !870
  store i64 %229, ptr %14, align 8, !dbg !870, !tbaa !649, !DIAssignID !871
    #dbg_assign(i64 %229, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !871, ptr %14, !DIExpression(), !630)
  %230 = getelementptr inbounds i8, ptr %228, i64 %226, !dbg !870
  store i8 %227, ptr %230, align 1, !dbg !870, !tbaa !522
  br label %264, !dbg !872

231:                                              ; preds = %202
  %232 = tail call ptr @__ctype_b_loc() #14, !dbg !873
  %233 = load ptr, ptr %232, align 8, !dbg !873, !tbaa !711
  %234 = zext i8 %206 to i64, !dbg !873
  %235 = getelementptr inbounds i16, ptr %233, i64 %234, !dbg !873
  %236 = load i16, ptr %235, align 2, !dbg !873, !tbaa !723
  %237 = and i16 %236, 2, !dbg !873
  %238 = icmp eq i16 %237, 0, !dbg !873
  br i1 %238, label %250, label %239, !dbg !874

239:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #12, !dbg !875
  %240 = getelementptr inbounds i8, ptr %204, i64 1, !dbg !876
  %241 = load i8, ptr %240, align 1, !dbg !876, !tbaa !522
  %242 = zext i8 %241 to i64, !dbg !876
  %243 = getelementptr inbounds i16, ptr %233, i64 %242, !dbg !876
  %244 = load i16, ptr %243, align 2, !dbg !876, !tbaa !723
  %245 = and i16 %244, 2048, !dbg !876
  %246 = icmp eq i16 %245, 0, !dbg !876
  %247 = zext i8 %206 to i32, !dbg !878
  %248 = select i1 %246, ptr @.str.48, ptr @.str.49
  %249 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 10, ptr noundef nonnull %248, i32 noundef %247) #12, !dbg !878
  call void @luaL_addstring(ptr noundef nonnull %5, ptr noundef nonnull %2) #12, !dbg !879
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #12, !dbg !880
  br label %264, !dbg !881

250:                                              ; preds = %231
  %251 = load i64, ptr %14, align 8, !dbg !882, !tbaa !649
  %252 = load i64, ptr %15, align 8, !dbg !882, !tbaa !650
  %253 = icmp ult i64 %251, %252, !dbg !882
  br i1 %253, label %258, label %254, !dbg !882

254:                                              ; preds = %250
  %255 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12, !dbg !882
  %256 = load i8, ptr %204, align 1, !dbg !882, !tbaa !522
  %257 = load i64, ptr %14, align 8, !dbg !882, !tbaa !649
  br label %258, !dbg !882

258:                                              ; preds = %254, %250
  %259 = phi i64 [ %257, %254 ], [ %251, %250 ], !dbg !882
  %260 = phi i8 [ %256, %254 ], [ %206, %250 ], !dbg !882
  %261 = load ptr, ptr %5, align 8, !dbg !882, !tbaa !651
  %262 = add i64 %259, 1, !dbg !882
  store i64 %262, ptr %14, align 8, !dbg !882, !tbaa !649, !DIAssignID !883
    #dbg_assign(i64 %262, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !883, ptr %14, !DIExpression(), !630)
  %263 = getelementptr inbounds i8, ptr %261, i64 %259, !dbg !882
  store i8 %260, ptr %263, align 1, !dbg !882, !tbaa !522
  br label %264

264:                                              ; preds = %258, %239, %225
  %265 = getelementptr inbounds i8, ptr %204, i64 1, !dbg !884
    #dbg_value(ptr %265, !855, !DIExpression(), !860)
    #dbg_value(i64 %205, !856, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !860)
  %266 = icmp eq i64 %205, 0, !dbg !863
  br i1 %266, label %267, label %202, !dbg !863, !llvm.loop !885

267:                                              ; preds = %264, %196
  %268 = load i64, ptr %14, align 8, !dbg !887, !tbaa !649
  %269 = load i64, ptr %15, align 8, !dbg !887, !tbaa !650
  %270 = icmp ult i64 %268, %269, !dbg !887
  br i1 %270, label %274, label %271, !dbg !887

271:                                              ; preds = %267
  %272 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12, !dbg !887
  %273 = load i64, ptr %14, align 8, !dbg !887, !tbaa !649
  br label %274, !dbg !887

274:                                              ; preds = %271, %267
  %275 = phi i64 [ %273, %271 ], [ %268, %267 ], !dbg !887
  %276 = load ptr, ptr %5, align 8, !dbg !887, !tbaa !651
  %277 = add i64 %275, 1, !dbg !887
  store i64 %277, ptr %14, align 8, !dbg !887, !tbaa !649, !DIAssignID !888
    #dbg_assign(i64 %277, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !888, ptr %14, !DIExpression(), !630)
  %278 = getelementptr inbounds i8, ptr %276, i64 %275, !dbg !887
  store i8 34, ptr %278, align 1, !dbg !887, !tbaa !522
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !889
  br label %346

279:                                              ; preds = %185
  %280 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 120) #12, !dbg !890
    #dbg_value(ptr %280, !830, !DIExpression(), !891)
  %281 = call i32 @lua_isinteger(ptr noundef %0, i32 noundef %59) #12, !dbg !892
  %282 = icmp eq i32 %281, 0, !dbg !892
  br i1 %282, label %283, label %306, !dbg !893

283:                                              ; preds = %279
  %284 = call double @lua_tonumberx(ptr noundef %0, i32 noundef %59, ptr noundef null) #12, !dbg !894
    #dbg_value(ptr %0, !895, !DIExpression(), !912)
    #dbg_value(ptr %280, !900, !DIExpression(), !912)
    #dbg_value(double %284, !901, !DIExpression(), !912)
  %285 = fcmp oeq double %284, 0x7FF0000000000000, !dbg !914
  br i1 %285, label %303, label %286, !dbg !915

286:                                              ; preds = %283
  %287 = fcmp oeq double %284, 0xFFF0000000000000, !dbg !916
  br i1 %287, label %303, label %288, !dbg !917

288:                                              ; preds = %286
  %289 = fcmp uno double %284, 0.000000e+00, !dbg !918
  br i1 %289, label %303, label %290, !dbg !919

290:                                              ; preds = %288
  %291 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %280, i64 noundef 120, ptr noundef nonnull @.str.53, double noundef %284) #12, !dbg !920
    #dbg_value(i32 %291, !903, !DIExpression(), !921)
  %292 = sext i32 %291 to i64, !dbg !922
  %293 = call ptr @memchr(ptr noundef %280, i32 noundef 46, i64 noundef %292) #13, !dbg !923
  %294 = icmp eq ptr %293, null, !dbg !924
  br i1 %294, label %295, label %311, !dbg !925

295:                                              ; preds = %290
  %296 = call ptr @localeconv() #12, !dbg !926
  %297 = load ptr, ptr %296, align 8, !dbg !926, !tbaa !927
  %298 = load i8, ptr %297, align 1, !dbg !926, !tbaa !522
    #dbg_value(i8 %298, !908, !DIExpression(), !929)
  %299 = sext i8 %298 to i32, !dbg !930
  %300 = call ptr @memchr(ptr noundef %280, i32 noundef %299, i64 noundef %292) #13, !dbg !931
    #dbg_value(ptr %300, !911, !DIExpression(), !929)
  %301 = icmp eq ptr %300, null, !dbg !932
  br i1 %301, label %311, label %302, !dbg !934

302:                                              ; preds = %295
  store i8 46, ptr %300, align 1, !dbg !935, !tbaa !522
  br label %311, !dbg !936

303:                                              ; preds = %288, %286, %283
  %304 = phi ptr [ @.str.50, %283 ], [ @.str.51, %286 ], [ @.str.52, %288 ], !dbg !937
    #dbg_value(ptr %304, !902, !DIExpression(), !912)
  %305 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %280, i64 noundef 120, ptr noundef nonnull @.str.54, ptr noundef nonnull %304) #12, !dbg !938
  br label %311, !dbg !939

306:                                              ; preds = %279
  %307 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %59, ptr noundef null) #12, !dbg !940
    #dbg_value(i64 %307, !833, !DIExpression(), !941)
  %308 = icmp eq i64 %307, -9223372036854775808, !dbg !942
  %309 = select i1 %308, ptr @.str.45, ptr @.str.46, !dbg !943
    #dbg_value(ptr %309, !836, !DIExpression(), !941)
  %310 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %280, i64 noundef 120, ptr noundef nonnull %309, i64 noundef %307) #12, !dbg !944
    #dbg_value(i32 %310, !832, !DIExpression(), !891)
  br label %311

311:                                              ; preds = %306, %303, %302, %295, %290
  %312 = phi i32 [ %310, %306 ], [ %305, %303 ], [ %291, %295 ], [ %291, %302 ], [ %291, %290 ], !dbg !945
    #dbg_value(i32 %312, !832, !DIExpression(), !891)
  %313 = sext i32 %312 to i64, !dbg !946
  %314 = load i64, ptr %14, align 8, !dbg !946, !tbaa !649
  %315 = add i64 %314, %313, !dbg !946
  store i64 %315, ptr %14, align 8, !dbg !946, !tbaa !649, !DIAssignID !947
    #dbg_assign(i64 %315, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !947, ptr %14, !DIExpression(), !630)
  br label %346

316:                                              ; preds = %185, %185
  %317 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef %59, ptr noundef null) #12, !dbg !948
  call void @luaL_addvalue(ptr noundef nonnull %5) #12, !dbg !950
  br label %346, !dbg !951

318:                                              ; preds = %185
  %319 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %59, ptr noundef nonnull @.str.47) #12, !dbg !952
  br label %346, !dbg !954

320:                                              ; preds = %69
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #12, !dbg !955
  %321 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef %59, ptr noundef nonnull %7) #12, !dbg !956
    #dbg_value(ptr %321, !626, !DIExpression(), !635)
  %322 = load i8, ptr %17, align 2, !dbg !957, !tbaa !522
  %323 = icmp eq i8 %322, 0, !dbg !959
  br i1 %323, label %324, label %325, !dbg !960

324:                                              ; preds = %320
  call void @luaL_addvalue(ptr noundef nonnull %5) #12, !dbg !961
  br label %340, !dbg !961

325:                                              ; preds = %320
  %326 = load i64, ptr %7, align 8, !dbg !962, !tbaa !457
  %327 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %321) #13, !dbg !962
  %328 = icmp eq i64 %326, %327, !dbg !962
  br i1 %328, label %331, label %329, !dbg !962, !prof !553

329:                                              ; preds = %325
  %330 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %59, ptr noundef nonnull @.str.40) #12, !dbg !962
  br label %331, !dbg !962

331:                                              ; preds = %329, %325
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull @.str.31, i32 noundef 1), !dbg !964
  %332 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %6, i32 noundef 46) #13, !dbg !965
  %333 = icmp eq ptr %332, null, !dbg !967
  %334 = load i64, ptr %7, align 8
  %335 = icmp ugt i64 %334, 99
  %336 = select i1 %333, i1 %335, i1 false, !dbg !968
  br i1 %336, label %337, label %338, !dbg !968

337:                                              ; preds = %331
  call void @luaL_addvalue(ptr noundef nonnull %5) #12, !dbg !969
  br label %340, !dbg !971

338:                                              ; preds = %331
  %339 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, ptr noundef %321) #12, !dbg !972
    #dbg_value(i32 %339, !613, !DIExpression(), !633)
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #12, !dbg !974
  br label %340

340:                                              ; preds = %337, %338, %324
  %341 = phi i32 [ 0, %324 ], [ 0, %337 ], [ %339, %338 ], !dbg !633
    #dbg_value(i32 %341, !613, !DIExpression(), !633)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12, !dbg !975
  br label %346

342:                                              ; preds = %69
  %343 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.41, ptr noundef nonnull %6) #12, !dbg !976
  br label %344, !dbg !978

344:                                              ; preds = %61, %342, %183
  %345 = phi i32 [ %184, %183 ], [ %343, %342 ], [ %62, %61 ]
    #dbg_value(ptr poison, !602, !DIExpression(), !630)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12, !dbg !979
  br label %356

346:                                              ; preds = %107, %113, %123, %130, %177, %340, %274, %311, %316, %318
  %347 = phi i32 [ %341, %340 ], [ %179, %177 ], [ %136, %130 ], [ %127, %123 ], [ %122, %113 ], [ %110, %107 ], [ 0, %274 ], [ 0, %311 ], [ 0, %316 ], [ 0, %318 ], !dbg !633
    #dbg_value(i32 %347, !613, !DIExpression(), !633)
  %348 = sext i32 %347 to i64, !dbg !980
  %349 = load i64, ptr %14, align 8, !dbg !980, !tbaa !649
  %350 = add i64 %349, %348, !dbg !980
  store i64 %350, ptr %14, align 8, !dbg !980, !tbaa !649, !DIAssignID !981
    #dbg_assign(i64 %350, !605, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !981, ptr %14, !DIExpression(), !630)
    #dbg_value(ptr %71, !602, !DIExpression(), !630)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12, !dbg !979
  br label %351

351:                                              ; preds = %346, %50, %31
  %352 = phi ptr [ %34, %31 ], [ %53, %50 ], [ %71, %346 ], !dbg !982
  %353 = phi i32 [ %19, %31 ], [ %19, %50 ], [ %59, %346 ], !dbg !630
    #dbg_value(i32 %353, !600, !DIExpression(), !630)
    #dbg_value(ptr %352, !602, !DIExpression(), !630)
  %354 = icmp ult ptr %352, %11, !dbg !643
  br i1 %354, label %18, label %355, !dbg !644, !llvm.loop !983

355:                                              ; preds = %351, %1
  call void @luaL_pushresult(ptr noundef nonnull %5) #12, !dbg !985
  br label %356, !dbg !986

356:                                              ; preds = %344, %355
  %357 = phi i32 [ 1, %355 ], [ %345, %344 ], !dbg !630
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %5) #12, !dbg !987
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !987
  ret i32 %357, !dbg !987
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @gmatch(ptr noundef %0) #0 !dbg !988 {
  %2 = alloca i64, align 8, !DIAssignID !997
    #dbg_assign(i1 undef, !991, !DIExpression(), !997, ptr %2, !DIExpression(), !998)
  %3 = alloca i64, align 8, !DIAssignID !999
    #dbg_assign(i1 undef, !992, !DIExpression(), !999, ptr %3, !DIExpression(), !998)
    #dbg_value(ptr %0, !990, !DIExpression(), !998)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !1000
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !1000
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12, !dbg !1001
    #dbg_value(ptr %4, !993, !DIExpression(), !998)
  %5 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %3) #12, !dbg !1002
    #dbg_value(ptr %5, !994, !DIExpression(), !998)
  %6 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #12, !dbg !1003
  %7 = load i64, ptr %2, align 8, !dbg !1004, !tbaa !457
    #dbg_value(i64 %6, !461, !DIExpression(), !1005)
    #dbg_value(i64 %7, !466, !DIExpression(), !1005)
  %8 = icmp sgt i64 %6, 0, !dbg !1007
  br i1 %8, label %17, label %9, !dbg !1008

9:                                                ; preds = %1
  %10 = icmp eq i64 %6, 0, !dbg !1009
  %11 = sub nsw i64 0, %7
  %12 = icmp slt i64 %6, %11
  %13 = select i1 %10, i1 true, i1 %12, !dbg !1010
  br i1 %13, label %17, label %14, !dbg !1010

14:                                               ; preds = %9
  %15 = add nsw i64 %6, 1, !dbg !1011
  %16 = add i64 %15, %7, !dbg !1012
  br label %17, !dbg !1013

17:                                               ; preds = %1, %9, %14
  %18 = phi i64 [ %16, %14 ], [ %6, %1 ], [ 1, %9 ], !dbg !1014
  %19 = add i64 %18, -1, !dbg !1015
    #dbg_value(i64 %19, !995, !DIExpression(), !998)
  call void @lua_settop(ptr noundef %0, i32 noundef 2) #12, !dbg !1016
  %20 = call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 576, i32 noundef 0) #12, !dbg !1017
    #dbg_value(ptr %20, !996, !DIExpression(), !998)
  %21 = load i64, ptr %2, align 8, !dbg !1018, !tbaa !457
  %22 = icmp ugt i64 %19, %21, !dbg !1020
  %23 = add i64 %21, 1
  %24 = select i1 %22, i64 %23, i64 %19, !dbg !1021
    #dbg_value(i64 %24, !995, !DIExpression(), !998)
  %25 = getelementptr inbounds i8, ptr %20, i64 24, !dbg !1022
  %26 = load i64, ptr %3, align 8, !dbg !1023, !tbaa !457
    #dbg_value(ptr %25, !1024, !DIExpression(), !1035)
    #dbg_value(ptr %0, !1030, !DIExpression(), !1035)
    #dbg_value(ptr %4, !1031, !DIExpression(), !1035)
    #dbg_value(i64 %21, !1032, !DIExpression(), !1035)
    #dbg_value(ptr %5, !1033, !DIExpression(), !1035)
    #dbg_value(i64 %26, !1034, !DIExpression(), !1035)
  %27 = getelementptr inbounds i8, ptr %20, i64 48, !dbg !1037
  store ptr %0, ptr %27, align 8, !dbg !1038, !tbaa !1039
  %28 = getelementptr inbounds i8, ptr %20, i64 56, !dbg !1041
  store i32 200, ptr %28, align 8, !dbg !1042, !tbaa !1043
  store ptr %4, ptr %25, align 8, !dbg !1044, !tbaa !1045
  %29 = getelementptr inbounds i8, ptr %4, i64 %21, !dbg !1046
  %30 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !1047
  store ptr %29, ptr %30, align 8, !dbg !1048, !tbaa !1049
  %31 = getelementptr inbounds i8, ptr %5, i64 %26, !dbg !1050
  %32 = getelementptr inbounds i8, ptr %20, i64 40, !dbg !1051
  store ptr %31, ptr %32, align 8, !dbg !1052, !tbaa !1053
  %33 = getelementptr inbounds i8, ptr %4, i64 %24, !dbg !1054
  store ptr %33, ptr %20, align 8, !dbg !1055, !tbaa !1056
  %34 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !1058
  store ptr %5, ptr %34, align 8, !dbg !1059, !tbaa !1060
  %35 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !1061
  store ptr null, ptr %35, align 8, !dbg !1062, !tbaa !1063
  call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @gmatch_aux, i32 noundef 3) #12, !dbg !1064
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !1065
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !1065
  ret i32 1, !dbg !1066
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_gsub(ptr noundef %0) #0 !dbg !1067 {
  %2 = alloca i64, align 8, !DIAssignID !1084
  %3 = alloca i64, align 8, !DIAssignID !1085
    #dbg_assign(i1 undef, !1070, !DIExpression(), !1085, ptr %3, !DIExpression(), !1086)
  %4 = alloca i64, align 8, !DIAssignID !1087
    #dbg_assign(i1 undef, !1071, !DIExpression(), !1087, ptr %4, !DIExpression(), !1086)
  %5 = alloca %struct.MatchState, align 8, !DIAssignID !1088
    #dbg_assign(i1 undef, !1080, !DIExpression(), !1088, ptr %5, !DIExpression(), !1086)
  %6 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !1089
    #dbg_assign(i1 undef, !1081, !DIExpression(), !1089, ptr %6, !DIExpression(), !1086)
    #dbg_value(ptr %0, !1069, !DIExpression(), !1086)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !1090
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !1090
  %7 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #12, !dbg !1091
    #dbg_value(ptr %7, !1072, !DIExpression(), !1086)
  %8 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12, !dbg !1092
    #dbg_value(ptr %8, !1073, !DIExpression(), !1086)
    #dbg_value(ptr null, !1074, !DIExpression(), !1086)
  %9 = call i32 @lua_type(ptr noundef %0, i32 noundef 3) #12, !dbg !1093
    #dbg_value(i32 %9, !1075, !DIExpression(), !1086)
  %10 = load i64, ptr %3, align 8, !dbg !1094, !tbaa !457
  %11 = add i64 %10, 1, !dbg !1095
  %12 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 4, i64 noundef %11) #12, !dbg !1096
    #dbg_value(i64 %12, !1076, !DIExpression(), !1086)
  %13 = load i8, ptr %8, align 1, !dbg !1097, !tbaa !522
  %14 = icmp eq i8 %13, 94, !dbg !1098
    #dbg_value(i1 %14, !1077, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1086)
    #dbg_value(i64 0, !1078, !DIExpression(), !1086)
    #dbg_value(i32 0, !1079, !DIExpression(), !1086)
  call void @llvm.lifetime.start.p0(i64 552, ptr nonnull %5) #12, !dbg !1099
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %6) #12, !dbg !1100
  %15 = add i32 %9, -3, !dbg !1101
  %16 = icmp ult i32 %15, 4, !dbg !1101
  br i1 %16, label %19, label %17, !dbg !1101

17:                                               ; preds = %1
  %18 = call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.55) #12, !dbg !1101
  br label %19, !dbg !1101

19:                                               ; preds = %1, %17
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %6) #12, !dbg !1102
  %20 = load i64, ptr %4, align 8, !dbg !1103, !tbaa !457
  br i1 %14, label %21, label %24, !dbg !1104

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !1105
    #dbg_value(ptr %22, !1073, !DIExpression(), !1086)
  %23 = add i64 %20, -1, !dbg !1108
  store i64 %23, ptr %4, align 8, !dbg !1108, !tbaa !457, !DIAssignID !1109
    #dbg_assign(i64 %23, !1071, !DIExpression(), !1109, ptr %4, !DIExpression(), !1086)
  br label %24, !dbg !1110

24:                                               ; preds = %21, %19
  %25 = phi i64 [ %23, %21 ], [ %20, %19 ], !dbg !1103
  %26 = phi ptr [ %22, %21 ], [ %8, %19 ], !dbg !1086
    #dbg_value(ptr %26, !1073, !DIExpression(), !1086)
  %27 = load i64, ptr %3, align 8, !dbg !1111, !tbaa !457
    #dbg_value(ptr %5, !1024, !DIExpression(), !1112)
    #dbg_value(ptr %0, !1030, !DIExpression(), !1112)
    #dbg_value(ptr %7, !1031, !DIExpression(), !1112)
    #dbg_value(i64 %27, !1032, !DIExpression(), !1112)
    #dbg_value(ptr %26, !1033, !DIExpression(), !1112)
    #dbg_value(i64 %25, !1034, !DIExpression(), !1112)
  %28 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !1114
  store ptr %0, ptr %28, align 8, !dbg !1115, !tbaa !1039, !DIAssignID !1116
    #dbg_assign(ptr %0, !1080, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1116, ptr %28, !DIExpression(), !1086)
  %29 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !1117
  store i32 200, ptr %29, align 8, !dbg !1118, !tbaa !1043, !DIAssignID !1119
    #dbg_assign(i32 200, !1080, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !1119, ptr %29, !DIExpression(), !1086)
  store ptr %7, ptr %5, align 8, !dbg !1120, !tbaa !1045, !DIAssignID !1121
    #dbg_assign(ptr %7, !1080, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1121, ptr %5, !DIExpression(), !1086)
  %30 = getelementptr inbounds i8, ptr %7, i64 %27, !dbg !1122
  %31 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1123
  store ptr %30, ptr %31, align 8, !dbg !1124, !tbaa !1049, !DIAssignID !1125
    #dbg_assign(ptr %30, !1080, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1125, ptr %31, !DIExpression(), !1086)
  %32 = getelementptr inbounds i8, ptr %26, i64 %25, !dbg !1126
  %33 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1127
  store ptr %32, ptr %33, align 8, !dbg !1128, !tbaa !1053, !DIAssignID !1129
    #dbg_assign(ptr %32, !1080, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1129, ptr %33, !DIExpression(), !1086)
  %34 = getelementptr inbounds i8, ptr %5, i64 36
  %35 = getelementptr inbounds i8, ptr %5, i64 40
  %36 = getelementptr inbounds i8, ptr %5, i64 48
  %37 = getelementptr inbounds i8, ptr %6, i64 16
  %38 = getelementptr inbounds i8, ptr %6, i64 8
  br label %39, !dbg !1130

39:                                               ; preds = %216, %24
  %40 = phi ptr [ null, %24 ], [ %217, %216 ], !dbg !1086
  %41 = phi i64 [ 0, %24 ], [ %218, %216 ], !dbg !1086
  %42 = phi i32 [ 0, %24 ], [ %219, %216 ], !dbg !1086
  %43 = phi ptr [ %7, %24 ], [ %220, %216 ], !dbg !1086
    #dbg_value(ptr %43, !1072, !DIExpression(), !1086)
    #dbg_value(i32 %42, !1079, !DIExpression(), !1086)
    #dbg_value(i64 %41, !1078, !DIExpression(), !1086)
    #dbg_value(ptr %40, !1074, !DIExpression(), !1086)
  %44 = icmp slt i64 %41, %12, !dbg !1131
  br i1 %44, label %45, label %221, !dbg !1130

45:                                               ; preds = %39
    #dbg_value(ptr %5, !1132, !DIExpression(), !1137)
  store i8 0, ptr %34, align 4, !dbg !1139, !tbaa !1140, !DIAssignID !1141
    #dbg_assign(i8 0, !1080, !DIExpression(DW_OP_LLVM_fragment, 288, 8), !1141, ptr %34, !DIExpression(), !1086)
  %46 = call fastcc ptr @match(ptr noundef nonnull %5, ptr noundef %43, ptr noundef nonnull %26), !dbg !1142
    #dbg_value(ptr %46, !1082, !DIExpression(), !1144)
  %47 = icmp eq ptr %46, null, !dbg !1145
  %48 = icmp eq ptr %46, %40
  %49 = select i1 %47, i1 true, i1 %48, !dbg !1146
  br i1 %49, label %199, label %50, !dbg !1146

50:                                               ; preds = %45
  %51 = add nsw i64 %41, 1, !dbg !1147
    #dbg_value(i64 %51, !1078, !DIExpression(), !1086)
    #dbg_value(ptr %5, !1149, !DIExpression(), !1162)
    #dbg_value(ptr %6, !1154, !DIExpression(), !1162)
    #dbg_value(ptr %43, !1155, !DIExpression(), !1162)
    #dbg_value(ptr %46, !1156, !DIExpression(), !1162)
    #dbg_value(i32 %9, !1157, !DIExpression(), !1162)
  %52 = load ptr, ptr %28, align 8, !dbg !1164, !tbaa !1039
    #dbg_value(ptr %52, !1158, !DIExpression(), !1162)
  switch i32 %9, label %94 [
    i32 6, label %53
    i32 5, label %67
  ], !dbg !1165

53:                                               ; preds = %50
  call void @lua_pushvalue(ptr noundef %52, i32 noundef 3) #12, !dbg !1166
    #dbg_value(ptr %5, !1167, !DIExpression(), !1176)
    #dbg_value(ptr %43, !1172, !DIExpression(), !1176)
    #dbg_value(ptr %46, !1173, !DIExpression(), !1176)
  %54 = load i8, ptr %34, align 4, !dbg !1178, !tbaa !1140
  %55 = icmp eq i8 %54, 0, !dbg !1179
  %56 = icmp ne ptr %43, null
  %57 = and i1 %56, %55, !dbg !1180
  %58 = zext i8 %54 to i32
  %59 = select i1 %57, i32 1, i32 %58, !dbg !1180
    #dbg_value(i32 %59, !1175, !DIExpression(), !1176)
  %60 = load ptr, ptr %28, align 8, !dbg !1181, !tbaa !1039
  call void @luaL_checkstack(ptr noundef %60, i32 noundef %59, ptr noundef nonnull @.str.23) #12, !dbg !1182
    #dbg_value(i32 0, !1174, !DIExpression(), !1176)
  %61 = icmp eq i32 %59, 0, !dbg !1183
  br i1 %61, label %66, label %62, !dbg !1186

62:                                               ; preds = %53, %62
  %63 = phi i32 [ %64, %62 ], [ 0, %53 ]
    #dbg_value(i32 %63, !1174, !DIExpression(), !1176)
  call fastcc void @push_onecapture(ptr noundef nonnull readonly %5, i32 noundef %63, ptr noundef %43, ptr noundef %46), !dbg !1187
  %64 = add nuw nsw i32 %63, 1, !dbg !1188
    #dbg_value(i32 %64, !1174, !DIExpression(), !1176)
  %65 = icmp eq i32 %64, %59, !dbg !1183
  br i1 %65, label %66, label %62, !dbg !1186, !llvm.loop !1189

66:                                               ; preds = %62, %53
    #dbg_value(i32 %59, !1159, !DIExpression(), !1191)
  call void @lua_callk(ptr noundef %52, i32 noundef %59, i32 noundef 1, i64 noundef 0, ptr noundef null) #12, !dbg !1192
  br label %181

67:                                               ; preds = %50
    #dbg_value(ptr %5, !1193, !DIExpression(), !1203)
    #dbg_value(i32 0, !1198, !DIExpression(), !1203)
    #dbg_value(ptr %43, !1199, !DIExpression(), !1203)
    #dbg_value(ptr %46, !1200, !DIExpression(), !1203)
    #dbg_value(ptr %5, !1206, !DIExpression(), !1219)
    #dbg_value(i32 0, !1212, !DIExpression(), !1219)
    #dbg_value(ptr %43, !1213, !DIExpression(), !1219)
    #dbg_value(ptr %46, !1214, !DIExpression(), !1219)
    #dbg_value(ptr undef, !1215, !DIExpression(), !1219)
  %68 = load i8, ptr %34, align 4, !dbg !1221, !tbaa !1140
  %69 = icmp eq i8 %68, 0, !dbg !1222
  br i1 %69, label %70, label %75, !dbg !1223

70:                                               ; preds = %67
    #dbg_value(ptr %43, !1201, !DIExpression(), !1203)
  %71 = ptrtoint ptr %46 to i64, !dbg !1224
  %72 = ptrtoint ptr %43 to i64, !dbg !1224
  %73 = sub i64 %71, %72, !dbg !1224
    #dbg_value(i64 %73, !1202, !DIExpression(), !1203)
  %74 = icmp eq i64 %73, -2, !dbg !1226
  br i1 %74, label %92, label %87, !dbg !1228

75:                                               ; preds = %67
  %76 = load i64, ptr %36, align 8, !dbg !1229, !tbaa !1230
    #dbg_value(i64 %76, !1216, !DIExpression(), !1232)
  %77 = load ptr, ptr %35, align 8, !dbg !1233, !tbaa !1234
    #dbg_value(ptr %77, !1201, !DIExpression(), !1203)
  switch i64 %76, label %87 [
    i64 -1, label %78
    i64 -2, label %81
  ], !dbg !1235, !prof !1236

78:                                               ; preds = %75
  %79 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %52, ptr noundef nonnull @.str.29) #12, !dbg !1237
  %80 = load ptr, ptr %28, align 8, !dbg !1239, !tbaa !1039
  br label %87, !dbg !1237

81:                                               ; preds = %75
  %82 = load ptr, ptr %5, align 8, !dbg !1240, !tbaa !1045
  %83 = ptrtoint ptr %77 to i64, !dbg !1242
  %84 = ptrtoint ptr %82 to i64, !dbg !1242
  %85 = add i64 %83, 1, !dbg !1242
  %86 = sub i64 %85, %84, !dbg !1243
  call void @lua_pushinteger(ptr noundef %52, i64 noundef %86) #12, !dbg !1244
    #dbg_value(ptr poison, !1201, !DIExpression(), !1203)
    #dbg_value(i64 -2, !1202, !DIExpression(), !1203)
  br label %92, !dbg !1228

87:                                               ; preds = %78, %75, %70
  %88 = phi ptr [ %52, %70 ], [ %80, %78 ], [ %52, %75 ], !dbg !1239
  %89 = phi i64 [ %73, %70 ], [ -1, %78 ], [ %76, %75 ]
  %90 = phi ptr [ %43, %70 ], [ %77, %78 ], [ %77, %75 ]
  %91 = call ptr @lua_pushlstring(ptr noundef %88, ptr noundef %90, i64 noundef %89) #12, !dbg !1245
  br label %92, !dbg !1245

92:                                               ; preds = %87, %81, %70
  %93 = call i32 @lua_gettable(ptr noundef %52, i32 noundef 3) #12, !dbg !1246
  br label %181, !dbg !1247

94:                                               ; preds = %50
    #dbg_assign(i1 undef, !1248, !DIExpression(), !1084, ptr %2, !DIExpression(), !1267)
    #dbg_value(ptr %5, !1253, !DIExpression(), !1267)
    #dbg_value(ptr %6, !1254, !DIExpression(), !1267)
    #dbg_value(ptr %43, !1255, !DIExpression(), !1267)
    #dbg_value(ptr %46, !1256, !DIExpression(), !1267)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !1270
    #dbg_value(ptr %52, !1257, !DIExpression(), !1267)
  %95 = call ptr @lua_tolstring(ptr noundef %52, i32 noundef 3, ptr noundef nonnull %2) #12, !dbg !1271
    #dbg_value(ptr %95, !1258, !DIExpression(), !1267)
  %96 = load i64, ptr %2, align 8, !dbg !1272, !tbaa !457
  %97 = call ptr @memchr(ptr noundef %95, i32 noundef 37, i64 noundef %96) #13, !dbg !1273
  %98 = icmp eq ptr %97, null, !dbg !1274
  br i1 %98, label %178, label %99, !dbg !1275

99:                                               ; preds = %94
  %100 = ptrtoint ptr %46 to i64
  %101 = ptrtoint ptr %43 to i64
  %102 = sub i64 %100, %101
  %103 = icmp eq i64 %102, -2
  br label %104, !dbg !1275

104:                                              ; preds = %170, %99
  %105 = phi ptr [ %97, %99 ], [ %176, %170 ]
  %106 = phi ptr [ %95, %99 ], [ %171, %170 ]
    #dbg_value(ptr %106, !1258, !DIExpression(), !1267)
  %107 = ptrtoint ptr %105 to i64, !dbg !1276
  %108 = ptrtoint ptr %106 to i64, !dbg !1276
  %109 = sub i64 %107, %108, !dbg !1276
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %106, i64 noundef %109) #12, !dbg !1277
  %110 = getelementptr inbounds i8, ptr %105, i64 1, !dbg !1278
    #dbg_value(ptr %110, !1259, !DIExpression(), !1267)
  %111 = load i8, ptr %110, align 1, !dbg !1279, !tbaa !522
  switch i8 %111, label %127 [
    i8 37, label %112
    i8 48, label %126
  ], !dbg !1280

112:                                              ; preds = %104
  %113 = load i64, ptr %37, align 8, !dbg !1281, !tbaa !649
  %114 = load i64, ptr %38, align 8, !dbg !1281, !tbaa !650
  %115 = icmp ult i64 %113, %114, !dbg !1281
  br i1 %115, label %120, label %116, !dbg !1281

116:                                              ; preds = %112
  %117 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 1) #12, !dbg !1281
  %118 = load i8, ptr %110, align 1, !dbg !1281, !tbaa !522
  %119 = load i64, ptr %37, align 8, !dbg !1281, !tbaa !649
  br label %120, !dbg !1281

120:                                              ; preds = %116, %112
  %121 = phi i64 [ %119, %116 ], [ %113, %112 ], !dbg !1281
  %122 = phi i8 [ %118, %116 ], [ 37, %112 ], !dbg !1281
  %123 = load ptr, ptr %6, align 8, !dbg !1281, !tbaa !651
  %124 = add i64 %121, 1, !dbg !1281
  store i64 %124, ptr %37, align 8, !dbg !1281, !tbaa !649, !DIAssignID !1282
    #dbg_assign(i64 %124, !1081, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1282, ptr %37, !DIExpression(), !1086)
  %125 = getelementptr inbounds i8, ptr %123, i64 %121, !dbg !1281
  store i8 %122, ptr %125, align 1, !dbg !1281, !tbaa !522
  br label %170, !dbg !1281

126:                                              ; preds = %104
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %43, i64 noundef %102) #12, !dbg !1283
  br label %170, !dbg !1283

127:                                              ; preds = %104
  %128 = tail call ptr @__ctype_b_loc() #14, !dbg !1284
  %129 = load ptr, ptr %128, align 8, !dbg !1284, !tbaa !711
  %130 = zext i8 %111 to i64, !dbg !1284
  %131 = getelementptr inbounds i16, ptr %129, i64 %130, !dbg !1284
  %132 = load i16, ptr %131, align 2, !dbg !1284, !tbaa !723
  %133 = and i16 %132, 2048, !dbg !1284
  %134 = icmp eq i16 %133, 0, !dbg !1284
  br i1 %134, label %168, label %135, !dbg !1285

135:                                              ; preds = %127
  %136 = sext i8 %111 to i32, !dbg !1286
  %137 = add nsw i32 %136, -49, !dbg !1287
    #dbg_value(ptr %5, !1206, !DIExpression(), !1288)
    #dbg_value(i32 %137, !1212, !DIExpression(), !1288)
    #dbg_value(ptr %43, !1213, !DIExpression(), !1288)
    #dbg_value(ptr %46, !1214, !DIExpression(), !1288)
    #dbg_value(ptr undef, !1215, !DIExpression(), !1288)
  %138 = load i8, ptr %34, align 4, !dbg !1290, !tbaa !1140
  %139 = zext i8 %138 to i32, !dbg !1291
  %140 = icmp slt i32 %137, %139, !dbg !1292
  br i1 %140, label %147, label %141, !dbg !1293

141:                                              ; preds = %135
  %142 = icmp eq i32 %137, 0, !dbg !1294
  br i1 %142, label %163, label %143, !dbg !1296, !prof !553

143:                                              ; preds = %141
  %144 = load ptr, ptr %28, align 8, !dbg !1297, !tbaa !1039
  %145 = add nsw i32 %136, -48, !dbg !1298
  %146 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %144, ptr noundef nonnull @.str.28, i32 noundef %145) #12, !dbg !1299
  br label %163, !dbg !1299

147:                                              ; preds = %135
  %148 = sext i32 %137 to i64, !dbg !1300
  %149 = getelementptr inbounds [32 x %struct.anon], ptr %35, i64 0, i64 %148, !dbg !1300
  %150 = getelementptr inbounds i8, ptr %149, i64 8, !dbg !1301
  %151 = load i64, ptr %150, align 8, !dbg !1301, !tbaa !1230
    #dbg_value(i64 %151, !1216, !DIExpression(), !1302)
  %152 = load ptr, ptr %149, align 8, !dbg !1303, !tbaa !1234
    #dbg_value(ptr %152, !1260, !DIExpression(), !1304)
  switch i64 %151, label %165 [
    i64 -1, label %153
    i64 -2, label %156
  ], !dbg !1305, !prof !1236

153:                                              ; preds = %147
  %154 = load ptr, ptr %28, align 8, !dbg !1306, !tbaa !1039
  %155 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %154, ptr noundef nonnull @.str.29) #12, !dbg !1307
  br label %165, !dbg !1307

156:                                              ; preds = %147
  %157 = load ptr, ptr %28, align 8, !dbg !1308, !tbaa !1039
  %158 = load ptr, ptr %5, align 8, !dbg !1309, !tbaa !1045
  %159 = ptrtoint ptr %152 to i64, !dbg !1310
  %160 = ptrtoint ptr %158 to i64, !dbg !1310
  %161 = add i64 %159, 1, !dbg !1310
  %162 = sub i64 %161, %160, !dbg !1311
  call void @lua_pushinteger(ptr noundef %157, i64 noundef %162) #12, !dbg !1312
    #dbg_value(ptr poison, !1260, !DIExpression(), !1304)
    #dbg_value(i64 -2, !1266, !DIExpression(), !1304)
  br label %164, !dbg !1313

163:                                              ; preds = %143, %141
    #dbg_value(ptr %43, !1260, !DIExpression(), !1304)
    #dbg_value(i64 %102, !1266, !DIExpression(), !1304)
  br i1 %103, label %164, label %165, !dbg !1313

164:                                              ; preds = %163, %156
  call void @luaL_addvalue(ptr noundef nonnull %6) #12, !dbg !1314
  br label %170, !dbg !1314

165:                                              ; preds = %163, %153, %147
  %166 = phi i64 [ %102, %163 ], [ -1, %153 ], [ %151, %147 ]
  %167 = phi ptr [ %43, %163 ], [ %152, %153 ], [ %152, %147 ]
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %167, i64 noundef %166) #12, !dbg !1316
  br label %170

168:                                              ; preds = %127
  %169 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %52, ptr noundef nonnull @.str.57, i32 noundef 37) #12, !dbg !1317
  br label %170

170:                                              ; preds = %168, %165, %164, %126, %120
  %171 = getelementptr inbounds i8, ptr %105, i64 2, !dbg !1318
  %172 = ptrtoint ptr %171 to i64, !dbg !1319
  %173 = sub i64 %108, %172, !dbg !1319
  %174 = load i64, ptr %2, align 8, !dbg !1320, !tbaa !457
  %175 = add i64 %174, %173, !dbg !1320
  store i64 %175, ptr %2, align 8, !dbg !1320, !tbaa !457, !DIAssignID !1321
    #dbg_assign(i64 %175, !1248, !DIExpression(), !1321, ptr %2, !DIExpression(), !1267)
    #dbg_value(ptr %171, !1258, !DIExpression(), !1267)
  %176 = call ptr @memchr(ptr noundef nonnull %171, i32 noundef 37, i64 noundef %175) #13, !dbg !1273
    #dbg_value(ptr %176, !1259, !DIExpression(), !1267)
  %177 = icmp eq ptr %176, null, !dbg !1274
  br i1 %177, label %178, label %104, !dbg !1275, !llvm.loop !1322

178:                                              ; preds = %170, %94
  %179 = phi ptr [ %95, %94 ], [ %171, %170 ], !dbg !1267
  %180 = phi i64 [ %96, %94 ], [ %175, %170 ], !dbg !1272
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %179, i64 noundef %180) #12, !dbg !1324
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !1325
  br label %196, !dbg !1326

181:                                              ; preds = %92, %66
  %182 = call i32 @lua_toboolean(ptr noundef %52, i32 noundef -1) #12, !dbg !1327
  %183 = icmp eq i32 %182, 0, !dbg !1327
  br i1 %183, label %184, label %188, !dbg !1329

184:                                              ; preds = %181
  call void @lua_settop(ptr noundef %52, i32 noundef -2) #12, !dbg !1330
  %185 = ptrtoint ptr %46 to i64, !dbg !1332
  %186 = ptrtoint ptr %43 to i64, !dbg !1332
  %187 = sub i64 %185, %186, !dbg !1332
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %43, i64 noundef %187) #12, !dbg !1333
  br label %196, !dbg !1334

188:                                              ; preds = %181
  %189 = call i32 @lua_isstring(ptr noundef %52, i32 noundef -1) #12, !dbg !1335
  %190 = icmp eq i32 %189, 0, !dbg !1335
  br i1 %190, label %191, label %195, !dbg !1337, !prof !512

191:                                              ; preds = %188
  %192 = call i32 @lua_type(ptr noundef %52, i32 noundef -1) #12, !dbg !1338
  %193 = call ptr @lua_typename(ptr noundef %52, i32 noundef %192) #12, !dbg !1338
  %194 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %52, ptr noundef nonnull @.str.56, ptr noundef %193) #12, !dbg !1339
  br label %196, !dbg !1340

195:                                              ; preds = %188
  call void @luaL_addvalue(ptr noundef nonnull %6) #12, !dbg !1341
  br label %196, !dbg !1343

196:                                              ; preds = %178, %184, %191, %195
  %197 = phi i32 [ 1, %178 ], [ %194, %191 ], [ 1, %195 ], [ 0, %184 ], !dbg !1162
  %198 = or i32 %197, %42, !dbg !1344
    #dbg_value(i32 %198, !1079, !DIExpression(), !1086)
    #dbg_value(ptr %46, !1074, !DIExpression(), !1086)
    #dbg_value(ptr %46, !1072, !DIExpression(), !1086)
  br label %216, !dbg !1345

199:                                              ; preds = %45
  %200 = load ptr, ptr %31, align 8, !dbg !1346, !tbaa !1049
  %201 = icmp ult ptr %43, %200, !dbg !1348
  br i1 %201, label %202, label %221, !dbg !1349

202:                                              ; preds = %199
  %203 = load i64, ptr %37, align 8, !dbg !1350, !tbaa !649
  %204 = load i64, ptr %38, align 8, !dbg !1350, !tbaa !650
  %205 = icmp ult i64 %203, %204, !dbg !1350
  br i1 %205, label %209, label %206, !dbg !1350

206:                                              ; preds = %202
  %207 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 1) #12, !dbg !1350
  %208 = load i64, ptr %37, align 8, !dbg !1350, !tbaa !649
  br label %209, !dbg !1350

209:                                              ; preds = %206, %202
  %210 = phi i64 [ %208, %206 ], [ %203, %202 ], !dbg !1350
  %211 = getelementptr inbounds i8, ptr %43, i64 1, !dbg !1350
    #dbg_value(ptr %211, !1072, !DIExpression(), !1086)
  %212 = load i8, ptr %43, align 1, !dbg !1350, !tbaa !522
  %213 = load ptr, ptr %6, align 8, !dbg !1350, !tbaa !651
  %214 = add i64 %210, 1, !dbg !1350
  store i64 %214, ptr %37, align 8, !dbg !1350, !tbaa !649, !DIAssignID !1351
    #dbg_assign(i64 %214, !1081, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1351, ptr %37, !DIExpression(), !1086)
  %215 = getelementptr inbounds i8, ptr %213, i64 %210, !dbg !1350
  store i8 %212, ptr %215, align 1, !dbg !1350, !tbaa !522
  br label %216

216:                                              ; preds = %209, %196
  %217 = phi ptr [ %46, %196 ], [ %40, %209 ], !dbg !1086
  %218 = phi i64 [ %51, %196 ], [ %41, %209 ], !dbg !1086
  %219 = phi i32 [ %198, %196 ], [ %42, %209 ], !dbg !1086
  %220 = phi ptr [ %46, %196 ], [ %211, %209 ], !dbg !1352
    #dbg_value(ptr %220, !1072, !DIExpression(), !1086)
    #dbg_value(i32 %219, !1079, !DIExpression(), !1086)
    #dbg_value(i64 %218, !1078, !DIExpression(), !1086)
    #dbg_value(ptr %217, !1074, !DIExpression(), !1086)
  br i1 %14, label %221, label %39, !dbg !1086

221:                                              ; preds = %216, %199, %39
  %222 = phi i64 [ %41, %39 ], [ %41, %199 ], [ %218, %216 ], !dbg !1086
  %223 = phi i32 [ %42, %39 ], [ %42, %199 ], [ %219, %216 ], !dbg !1086
  %224 = phi ptr [ %43, %39 ], [ %43, %199 ], [ %220, %216 ], !dbg !1086
    #dbg_value(ptr %224, !1072, !DIExpression(), !1086)
    #dbg_value(i32 %223, !1079, !DIExpression(), !1086)
    #dbg_value(i64 %222, !1078, !DIExpression(), !1086)
  %225 = icmp eq i32 %223, 0, !dbg !1353
  br i1 %225, label %226, label %227, !dbg !1355

226:                                              ; preds = %221
  call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #12, !dbg !1356
  br label %232, !dbg !1356

227:                                              ; preds = %221
  %228 = load ptr, ptr %31, align 8, !dbg !1357, !tbaa !1049
  %229 = ptrtoint ptr %228 to i64, !dbg !1359
  %230 = ptrtoint ptr %224 to i64, !dbg !1359
  %231 = sub i64 %229, %230, !dbg !1359
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %224, i64 noundef %231) #12, !dbg !1360
  call void @luaL_pushresult(ptr noundef nonnull %6) #12, !dbg !1361
  br label %232

232:                                              ; preds = %227, %226
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %222) #12, !dbg !1362
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %6) #12, !dbg !1363
  call void @llvm.lifetime.end.p0(i64 552, ptr nonnull %5) #12, !dbg !1363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !1363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !1363
  ret i32 2, !dbg !1364
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_len(ptr noundef %0) #0 !dbg !1365 {
  %2 = alloca i64, align 8, !DIAssignID !1369
    #dbg_assign(i1 undef, !1368, !DIExpression(), !1369, ptr %2, !DIExpression(), !1370)
    #dbg_value(ptr %0, !1367, !DIExpression(), !1370)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !1371
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12, !dbg !1372
  %4 = load i64, ptr %2, align 8, !dbg !1373, !tbaa !457
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %4) #12, !dbg !1374
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !1375
  ret i32 1, !dbg !1376
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_lower(ptr noundef %0) #0 !dbg !1377 {
  %2 = alloca i64, align 8, !DIAssignID !1389
    #dbg_assign(i1 undef, !1380, !DIExpression(), !1389, ptr %2, !DIExpression(), !1390)
  %3 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !1391
    #dbg_assign(i1 undef, !1382, !DIExpression(), !1391, ptr %3, !DIExpression(), !1390)
    #dbg_value(ptr %0, !1379, !DIExpression(), !1390)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !1392
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %3) #12, !dbg !1393
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12, !dbg !1394
    #dbg_value(ptr %4, !1383, !DIExpression(), !1390)
  %5 = load i64, ptr %2, align 8, !dbg !1395, !tbaa !457
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12, !dbg !1396
    #dbg_value(ptr %6, !1384, !DIExpression(), !1390)
    #dbg_value(i64 0, !1381, !DIExpression(), !1390)
  %7 = load i64, ptr %2, align 8, !dbg !1397, !tbaa !457
  %8 = icmp eq i64 %7, 0, !dbg !1398
  br i1 %8, label %24, label %9, !dbg !1399

9:                                                ; preds = %1
  %10 = tail call ptr @__ctype_tolower_loc() #14, !dbg !1390
  br label %11, !dbg !1399

11:                                               ; preds = %9, %11
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
    #dbg_value(i64 %12, !1381, !DIExpression(), !1390)
  %13 = load ptr, ptr %10, align 8, !dbg !1400, !tbaa !711
  %14 = getelementptr inbounds i8, ptr %4, i64 %12, !dbg !1400
  %15 = load i8, ptr %14, align 1, !dbg !1400, !tbaa !522
  %16 = zext i8 %15 to i64, !dbg !1400
  %17 = getelementptr inbounds i32, ptr %13, i64 %16, !dbg !1400
  %18 = load i32, ptr %17, align 4, !dbg !1400, !tbaa !1402
    #dbg_value(i32 %18, !1385, !DIExpression(), !1403)
  %19 = trunc i32 %18 to i8, !dbg !1404
  %20 = getelementptr inbounds i8, ptr %6, i64 %12, !dbg !1405
  store i8 %19, ptr %20, align 1, !dbg !1406, !tbaa !522
  %21 = add nuw i64 %12, 1, !dbg !1407
    #dbg_value(i64 %21, !1381, !DIExpression(), !1390)
  %22 = load i64, ptr %2, align 8, !dbg !1397, !tbaa !457
  %23 = icmp ult i64 %21, %22, !dbg !1398
  br i1 %23, label %11, label %24, !dbg !1399, !llvm.loop !1408

24:                                               ; preds = %11, %1
  %25 = phi i64 [ 0, %1 ], [ %22, %11 ], !dbg !1397
  call void @luaL_pushresultsize(ptr noundef nonnull %3, i64 noundef %25) #12, !dbg !1410
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %3) #12, !dbg !1411
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !1411
  ret i32 1, !dbg !1412
}

; Function Attrs: nounwind uwtable
define internal i32 @str_match(ptr noundef %0) #0 !dbg !1413 {
    #dbg_value(ptr %0, !1415, !DIExpression(), !1416)
  %2 = tail call fastcc i32 @str_find_aux(ptr noundef %0, i32 noundef 0), !dbg !1417
  ret i32 %2, !dbg !1418
}

; Function Attrs: nounwind uwtable
define internal i32 @str_rep(ptr noundef %0) #0 !dbg !1419 {
  %2 = alloca i64, align 8, !DIAssignID !1433
    #dbg_assign(i1 undef, !1422, !DIExpression(), !1433, ptr %2, !DIExpression(), !1434)
  %3 = alloca i64, align 8, !DIAssignID !1435
    #dbg_assign(i1 undef, !1423, !DIExpression(), !1435, ptr %3, !DIExpression(), !1434)
  %4 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !1436
    #dbg_assign(i1 undef, !1431, !DIExpression(), !1436, ptr %4, !DIExpression(), !1437)
    #dbg_value(ptr %0, !1421, !DIExpression(), !1434)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !1438
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !1438
  %5 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12, !dbg !1439
    #dbg_value(ptr %5, !1424, !DIExpression(), !1434)
  %6 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #12, !dbg !1440
    #dbg_value(i64 %6, !1425, !DIExpression(), !1434)
  %7 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.37, ptr noundef nonnull %3) #12, !dbg !1441
    #dbg_value(ptr %7, !1426, !DIExpression(), !1434)
  %8 = icmp slt i64 %6, 1, !dbg !1442
  br i1 %8, label %9, label %11, !dbg !1443

9:                                                ; preds = %1
  %10 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.37) #12, !dbg !1444
  br label %46, !dbg !1444

11:                                               ; preds = %1
  %12 = load i64, ptr %2, align 8, !dbg !1445, !tbaa !457
  %13 = load i64, ptr %3, align 8, !dbg !1445, !tbaa !457
  %14 = add i64 %13, %12, !dbg !1445
  %15 = icmp ult i64 %14, %12, !dbg !1445
  br i1 %15, label %19, label %16, !dbg !1445

16:                                               ; preds = %11
  %17 = udiv i64 2147483647, %6, !dbg !1445
  %18 = icmp ugt i64 %14, %17, !dbg !1445
  br i1 %18, label %19, label %21, !dbg !1446, !prof !512

19:                                               ; preds = %11, %16
  %20 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.58) #12, !dbg !1447
  br label %46, !dbg !1448

21:                                               ; preds = %16
  %22 = mul i64 %12, %6, !dbg !1449
  %23 = add nsw i64 %6, -1, !dbg !1450
  %24 = mul i64 %13, %23, !dbg !1451
  %25 = add i64 %24, %22, !dbg !1452
    #dbg_value(i64 %25, !1427, !DIExpression(), !1437)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %4) #12, !dbg !1453
  %26 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %4, i64 noundef %25) #12, !dbg !1454
    #dbg_value(ptr %26, !1432, !DIExpression(), !1437)
    #dbg_value(i64 %6, !1425, !DIExpression(), !1434)
  %27 = icmp eq i64 %6, 1, !dbg !1455
  br i1 %27, label %43, label %28, !dbg !1456

28:                                               ; preds = %21, %40
  %29 = phi i64 [ %31, %40 ], [ %6, %21 ]
  %30 = phi ptr [ %41, %40 ], [ %26, %21 ]
  %31 = add nsw i64 %29, -1, !dbg !1457
    #dbg_value(ptr %30, !1432, !DIExpression(), !1437)
  %32 = load i64, ptr %2, align 8, !dbg !1458, !tbaa !457
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %5, i64 %32, i1 false), !dbg !1460
  %33 = load i64, ptr %2, align 8, !dbg !1461, !tbaa !457
  %34 = getelementptr inbounds i8, ptr %30, i64 %33, !dbg !1462
    #dbg_value(ptr %34, !1432, !DIExpression(), !1437)
  %35 = load i64, ptr %3, align 8, !dbg !1463, !tbaa !457
  %36 = icmp eq i64 %35, 0, !dbg !1465
  br i1 %36, label %40, label %37, !dbg !1466

37:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %34, ptr align 1 %7, i64 %35, i1 false), !dbg !1467
  %38 = load i64, ptr %3, align 8, !dbg !1469, !tbaa !457
  %39 = getelementptr inbounds i8, ptr %34, i64 %38, !dbg !1470
    #dbg_value(ptr %39, !1432, !DIExpression(), !1437)
  br label %40, !dbg !1471

40:                                               ; preds = %37, %28
  %41 = phi ptr [ %39, %37 ], [ %34, %28 ], !dbg !1472
    #dbg_value(ptr %41, !1432, !DIExpression(), !1437)
    #dbg_value(i64 %31, !1425, !DIExpression(), !1434)
    #dbg_value(i64 %31, !1425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1434)
  %42 = icmp ugt i64 %29, 2, !dbg !1455
  br i1 %42, label %28, label %43, !dbg !1456, !llvm.loop !1473

43:                                               ; preds = %40, %21
  %44 = phi ptr [ %26, %21 ], [ %41, %40 ], !dbg !1437
  %45 = load i64, ptr %2, align 8, !dbg !1475, !tbaa !457
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %44, ptr align 1 %5, i64 %45, i1 false), !dbg !1476
  call void @luaL_pushresultsize(ptr noundef nonnull %4, i64 noundef %25) #12, !dbg !1477
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %4) #12, !dbg !1478
  br label %46

46:                                               ; preds = %9, %43, %19
  %47 = phi i32 [ %20, %19 ], [ 1, %43 ], [ 1, %9 ], !dbg !1434
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !1479
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !1479
  ret i32 %47, !dbg !1479
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_reverse(ptr noundef %0) #0 !dbg !1480 {
  %2 = alloca i64, align 8, !DIAssignID !1488
    #dbg_assign(i1 undef, !1483, !DIExpression(), !1488, ptr %2, !DIExpression(), !1489)
  %3 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !1490
    #dbg_assign(i1 undef, !1485, !DIExpression(), !1490, ptr %3, !DIExpression(), !1489)
    #dbg_value(ptr %0, !1482, !DIExpression(), !1489)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !1491
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %3) #12, !dbg !1492
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12, !dbg !1493
    #dbg_value(ptr %4, !1486, !DIExpression(), !1489)
  %5 = load i64, ptr %2, align 8, !dbg !1494, !tbaa !457
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12, !dbg !1495
    #dbg_value(ptr %6, !1487, !DIExpression(), !1489)
    #dbg_value(i64 0, !1484, !DIExpression(), !1489)
  %7 = load i64, ptr %2, align 8, !dbg !1496, !tbaa !457
  %8 = icmp eq i64 %7, 0, !dbg !1499
  br i1 %8, label %20, label %9, !dbg !1500

9:                                                ; preds = %1, %9
  %10 = phi i64 [ %18, %9 ], [ %7, %1 ]
  %11 = phi i64 [ %17, %9 ], [ 0, %1 ]
    #dbg_value(i64 %11, !1484, !DIExpression(), !1489)
  %12 = xor i64 %11, -1, !dbg !1501
  %13 = getelementptr i8, ptr %4, i64 %10, !dbg !1502
  %14 = getelementptr i8, ptr %13, i64 %12, !dbg !1502
  %15 = load i8, ptr %14, align 1, !dbg !1502, !tbaa !522
  %16 = getelementptr inbounds i8, ptr %6, i64 %11, !dbg !1503
  store i8 %15, ptr %16, align 1, !dbg !1504, !tbaa !522
  %17 = add nuw i64 %11, 1, !dbg !1505
    #dbg_value(i64 %17, !1484, !DIExpression(), !1489)
  %18 = load i64, ptr %2, align 8, !dbg !1496, !tbaa !457
  %19 = icmp ult i64 %17, %18, !dbg !1499
  br i1 %19, label %9, label %20, !dbg !1500, !llvm.loop !1506

20:                                               ; preds = %9, %1
  %21 = phi i64 [ 0, %1 ], [ %18, %9 ], !dbg !1496
  call void @luaL_pushresultsize(ptr noundef nonnull %3, i64 noundef %21) #12, !dbg !1508
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %3) #12, !dbg !1509
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !1509
  ret i32 1, !dbg !1510
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_sub(ptr noundef %0) #0 !dbg !1511 {
  %2 = alloca i64, align 8, !DIAssignID !1518
    #dbg_assign(i1 undef, !1514, !DIExpression(), !1518, ptr %2, !DIExpression(), !1519)
    #dbg_value(ptr %0, !1513, !DIExpression(), !1519)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !1520
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12, !dbg !1521
    #dbg_value(ptr %3, !1515, !DIExpression(), !1519)
  %4 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #12, !dbg !1522
  %5 = load i64, ptr %2, align 8, !dbg !1523, !tbaa !457
    #dbg_value(i64 %4, !461, !DIExpression(), !1524)
    #dbg_value(i64 %5, !466, !DIExpression(), !1524)
  %6 = icmp sgt i64 %4, 0, !dbg !1526
  br i1 %6, label %15, label %7, !dbg !1527

7:                                                ; preds = %1
  %8 = icmp eq i64 %4, 0, !dbg !1528
  %9 = sub nsw i64 0, %5
  %10 = icmp slt i64 %4, %9
  %11 = select i1 %8, i1 true, i1 %10, !dbg !1529
  br i1 %11, label %15, label %12, !dbg !1529

12:                                               ; preds = %7
  %13 = add i64 %5, 1, !dbg !1530
  %14 = add i64 %13, %4, !dbg !1531
  br label %15, !dbg !1532

15:                                               ; preds = %1, %7, %12
  %16 = phi i64 [ %14, %12 ], [ %4, %1 ], [ 1, %7 ], !dbg !1533
    #dbg_value(i64 %16, !1516, !DIExpression(), !1519)
    #dbg_value(ptr %0, !480, !DIExpression(), !1534)
    #dbg_value(i32 3, !485, !DIExpression(), !1534)
    #dbg_value(i64 -1, !486, !DIExpression(), !1534)
    #dbg_value(i64 %5, !487, !DIExpression(), !1534)
  %17 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef -1) #12, !dbg !1536
    #dbg_value(i64 %17, !488, !DIExpression(), !1534)
  %18 = icmp sgt i64 %17, %5, !dbg !1537
  br i1 %18, label %27, label %19, !dbg !1538

19:                                               ; preds = %15
  %20 = icmp sgt i64 %17, -1, !dbg !1539
  br i1 %20, label %27, label %21, !dbg !1540

21:                                               ; preds = %19
  %22 = sub nsw i64 0, %5, !dbg !1541
  %23 = icmp slt i64 %17, %22, !dbg !1542
  br i1 %23, label %27, label %24, !dbg !1543

24:                                               ; preds = %21
  %25 = add i64 %5, 1, !dbg !1544
  %26 = add i64 %25, %17, !dbg !1545
  br label %27, !dbg !1546

27:                                               ; preds = %15, %19, %21, %24
  %28 = phi i64 [ %26, %24 ], [ %5, %15 ], [ %17, %19 ], [ 0, %21 ], !dbg !1547
    #dbg_value(i64 %28, !1517, !DIExpression(), !1519)
  %29 = icmp ugt i64 %16, %28, !dbg !1548
  br i1 %29, label %36, label %30, !dbg !1550

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %3, i64 %16, !dbg !1551
  %32 = getelementptr inbounds i8, ptr %31, i64 -1, !dbg !1552
  %33 = sub i64 %28, %16, !dbg !1553
  %34 = add i64 %33, 1, !dbg !1553
  %35 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef nonnull %32, i64 noundef %34) #12, !dbg !1554
  br label %38, !dbg !1554

36:                                               ; preds = %27
  %37 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.37) #12, !dbg !1555
  br label %38

38:                                               ; preds = %36, %30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !1556
  ret i32 1, !dbg !1557
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_upper(ptr noundef %0) #0 !dbg !1558 {
  %2 = alloca i64, align 8, !DIAssignID !1570
    #dbg_assign(i1 undef, !1561, !DIExpression(), !1570, ptr %2, !DIExpression(), !1571)
  %3 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !1572
    #dbg_assign(i1 undef, !1563, !DIExpression(), !1572, ptr %3, !DIExpression(), !1571)
    #dbg_value(ptr %0, !1560, !DIExpression(), !1571)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !1573
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %3) #12, !dbg !1574
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12, !dbg !1575
    #dbg_value(ptr %4, !1564, !DIExpression(), !1571)
  %5 = load i64, ptr %2, align 8, !dbg !1576, !tbaa !457
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12, !dbg !1577
    #dbg_value(ptr %6, !1565, !DIExpression(), !1571)
    #dbg_value(i64 0, !1562, !DIExpression(), !1571)
  %7 = load i64, ptr %2, align 8, !dbg !1578, !tbaa !457
  %8 = icmp eq i64 %7, 0, !dbg !1579
  br i1 %8, label %24, label %9, !dbg !1580

9:                                                ; preds = %1
  %10 = tail call ptr @__ctype_toupper_loc() #14, !dbg !1571
  br label %11, !dbg !1580

11:                                               ; preds = %9, %11
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
    #dbg_value(i64 %12, !1562, !DIExpression(), !1571)
  %13 = load ptr, ptr %10, align 8, !dbg !1581, !tbaa !711
  %14 = getelementptr inbounds i8, ptr %4, i64 %12, !dbg !1581
  %15 = load i8, ptr %14, align 1, !dbg !1581, !tbaa !522
  %16 = zext i8 %15 to i64, !dbg !1581
  %17 = getelementptr inbounds i32, ptr %13, i64 %16, !dbg !1581
  %18 = load i32, ptr %17, align 4, !dbg !1581, !tbaa !1402
    #dbg_value(i32 %18, !1566, !DIExpression(), !1583)
  %19 = trunc i32 %18 to i8, !dbg !1584
  %20 = getelementptr inbounds i8, ptr %6, i64 %12, !dbg !1585
  store i8 %19, ptr %20, align 1, !dbg !1586, !tbaa !522
  %21 = add nuw i64 %12, 1, !dbg !1587
    #dbg_value(i64 %21, !1562, !DIExpression(), !1571)
  %22 = load i64, ptr %2, align 8, !dbg !1578, !tbaa !457
  %23 = icmp ult i64 %21, %22, !dbg !1579
  br i1 %23, label %11, label %24, !dbg !1580, !llvm.loop !1588

24:                                               ; preds = %11, %1
  %25 = phi i64 [ 0, %1 ], [ %22, %11 ], !dbg !1578
  call void @luaL_pushresultsize(ptr noundef nonnull %3, i64 noundef %25) #12, !dbg !1590
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %3) #12, !dbg !1591
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !1591
  ret i32 1, !dbg !1592
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_pack(ptr noundef %0) #0 !dbg !1593 {
  %2 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !1638
    #dbg_assign(i1 undef, !1596, !DIExpression(), !1638, ptr %2, !DIExpression(), !1639)
  %3 = alloca %struct.Header, align 8, !DIAssignID !1640
    #dbg_assign(i1 undef, !1597, !DIExpression(), !1640, ptr %3, !DIExpression(), !1639)
  %4 = alloca ptr, align 8, !DIAssignID !1641
    #dbg_assign(i1 undef, !1604, !DIExpression(), !1641, ptr %4, !DIExpression(), !1639)
  %5 = alloca i32, align 4, !DIAssignID !1642
    #dbg_assign(i1 undef, !1607, !DIExpression(), !1642, ptr %5, !DIExpression(), !1643)
  %6 = alloca i32, align 4, !DIAssignID !1644
    #dbg_assign(i1 undef, !1609, !DIExpression(), !1644, ptr %6, !DIExpression(), !1643)
  %7 = alloca i64, align 8, !DIAssignID !1645
    #dbg_assign(i1 undef, !1629, !DIExpression(), !1645, ptr %7, !DIExpression(), !1646)
  %8 = alloca i64, align 8, !DIAssignID !1647
    #dbg_assign(i1 undef, !1632, !DIExpression(), !1647, ptr %8, !DIExpression(), !1648)
  %9 = alloca i64, align 8, !DIAssignID !1649
    #dbg_assign(i1 undef, !1635, !DIExpression(), !1649, ptr %9, !DIExpression(), !1650)
    #dbg_value(ptr %0, !1595, !DIExpression(), !1639)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #12, !dbg !1651
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12, !dbg !1652
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !1653
  %10 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12, !dbg !1654
  store ptr %10, ptr %4, align 8, !dbg !1655, !tbaa !711, !DIAssignID !1656
    #dbg_assign(ptr %10, !1604, !DIExpression(), !1656, ptr %4, !DIExpression(), !1639)
    #dbg_value(i32 1, !1605, !DIExpression(), !1639)
    #dbg_value(i64 0, !1606, !DIExpression(), !1639)
    #dbg_value(ptr %0, !1657, !DIExpression(), !1664)
    #dbg_value(ptr %3, !1663, !DIExpression(), !1664)
  store ptr %0, ptr %3, align 8, !dbg !1666, !tbaa !1667, !DIAssignID !1669
    #dbg_assign(ptr %0, !1597, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1669, ptr %3, !DIExpression(), !1639)
  %11 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !1670
  store i32 1, ptr %11, align 8, !dbg !1671, !tbaa !1672, !DIAssignID !1673
    #dbg_assign(i32 1, !1597, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1673, ptr %11, !DIExpression(), !1639)
  %12 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !1674
  store i32 1, ptr %12, align 4, !dbg !1675, !tbaa !1676, !DIAssignID !1677
    #dbg_assign(i32 1, !1597, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1677, ptr %12, !DIExpression(), !1639)
  tail call void @lua_pushnil(ptr noundef %0) #12, !dbg !1678
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #12, !dbg !1679
  %13 = load i8, ptr %10, align 1, !dbg !1680, !tbaa !522
  %14 = icmp eq i8 %13, 0, !dbg !1681
  br i1 %14, label %450, label %15, !dbg !1682

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  br label %18, !dbg !1682

18:                                               ; preds = %15, %444
  %19 = phi i32 [ 1, %15 ], [ %446, %444 ]
  %20 = phi i64 [ 0, %15 ], [ %445, %444 ]
    #dbg_value(i32 %19, !1605, !DIExpression(), !1639)
    #dbg_value(i64 %20, !1606, !DIExpression(), !1639)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12, !dbg !1683
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #12, !dbg !1683
  %21 = call fastcc i32 @getdetails(ptr noundef nonnull %3, i64 noundef %20, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !1684
    #dbg_value(i32 %21, !1610, !DIExpression(), !1643)
  %22 = load i32, ptr %6, align 4, !dbg !1685, !tbaa !1402
  %23 = load i32, ptr %5, align 4, !dbg !1686, !tbaa !1402
  %24 = add nsw i32 %23, %22, !dbg !1687
  %25 = sext i32 %24 to i64, !dbg !1685
  %26 = add i64 %20, %25, !dbg !1688
    #dbg_value(i64 %26, !1606, !DIExpression(), !1639)
  %27 = icmp sgt i32 %22, 0, !dbg !1689
  br i1 %27, label %28, label %43, !dbg !1690

28:                                               ; preds = %18, %37
  %29 = phi i32 [ %30, %37 ], [ %22, %18 ]
  %30 = add nsw i32 %29, -1, !dbg !1691
  %31 = load i64, ptr %16, align 8, !dbg !1692, !tbaa !649
  %32 = load i64, ptr %17, align 8, !dbg !1692, !tbaa !650
  %33 = icmp ult i64 %31, %32, !dbg !1692
  br i1 %33, label %37, label %34, !dbg !1692

34:                                               ; preds = %28
  %35 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12, !dbg !1692
  %36 = load i64, ptr %16, align 8, !dbg !1692, !tbaa !649
  br label %37, !dbg !1692

37:                                               ; preds = %34, %28
  %38 = phi i64 [ %36, %34 ], [ %31, %28 ], !dbg !1692
  %39 = load ptr, ptr %2, align 8, !dbg !1692, !tbaa !651
  %40 = add i64 %38, 1, !dbg !1692
  store i64 %40, ptr %16, align 8, !dbg !1692, !tbaa !649, !DIAssignID !1693
    #dbg_assign(i64 %40, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1693, ptr %16, !DIExpression(), !1639)
  %41 = getelementptr inbounds i8, ptr %39, i64 %38, !dbg !1692
  store i8 0, ptr %41, align 1, !dbg !1692, !tbaa !522
    #dbg_assign(i32 %30, !1609, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1694, ptr %6, !DIExpression(), !1643)
  %42 = icmp sgt i32 %29, 1, !dbg !1689
  br i1 %42, label %28, label %43, !dbg !1690, !llvm.loop !1695

43:                                               ; preds = %37, %18
  %44 = add nsw i32 %19, 1, !dbg !1696
    #dbg_value(i32 %44, !1605, !DIExpression(), !1639)
  switch i32 %21, label %443 [
    i32 0, label %45
    i32 1, label %159
    i32 2, label %220
    i32 3, label %243
    i32 4, label %277
    i32 5, label %311
    i32 6, label %340
    i32 7, label %407
    i32 8, label %431
    i32 9, label %444
    i32 10, label %444
  ], !dbg !1697

45:                                               ; preds = %43
  %46 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %44) #12, !dbg !1698
    #dbg_value(i64 %46, !1612, !DIExpression(), !1699)
  %47 = icmp slt i32 %23, 8, !dbg !1700
  br i1 %47, label %48, label %59, !dbg !1701

48:                                               ; preds = %45
  %49 = shl nsw i32 %23, 3, !dbg !1702
  %50 = add nsw i32 %49, -1, !dbg !1703
  %51 = zext nneg i32 %50 to i64, !dbg !1704
  %52 = shl nuw i64 1, %51, !dbg !1704
    #dbg_value(i64 %52, !1615, !DIExpression(), !1705)
  %53 = sub nsw i64 0, %52, !dbg !1706
  %54 = icmp sge i64 %46, %53, !dbg !1706
  %55 = icmp slt i64 %46, %52, !dbg !1706
  %56 = and i1 %54, %55, !dbg !1706
  br i1 %56, label %59, label %57, !dbg !1706, !prof !553

57:                                               ; preds = %48
  %58 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.59) #12, !dbg !1706
  br label %59, !dbg !1706

59:                                               ; preds = %48, %57, %45
  %60 = load i32, ptr %11, align 8, !dbg !1707, !tbaa !1672
    #dbg_value(ptr %2, !1708, !DIExpression(), !1719)
    #dbg_value(i64 %46, !1713, !DIExpression(), !1719)
    #dbg_value(i32 %60, !1714, !DIExpression(), !1719)
    #dbg_value(i32 %23, !1715, !DIExpression(), !1719)
    #dbg_value(i64 %46, !1716, !DIExpression(DW_OP_constu, 63, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1719)
  %61 = sext i32 %23 to i64, !dbg !1721
  %62 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %61) #12, !dbg !1722
    #dbg_value(ptr %62, !1717, !DIExpression(), !1719)
  %63 = trunc i64 %46 to i8, !dbg !1723
  %64 = icmp eq i32 %60, 0, !dbg !1724
  %65 = add nsw i32 %23, -1, !dbg !1724
  %66 = select i1 %64, i32 %65, i32 0, !dbg !1724
  %67 = sext i32 %66 to i64, !dbg !1725
  %68 = getelementptr inbounds i8, ptr %62, i64 %67, !dbg !1725
  store i8 %63, ptr %68, align 1, !dbg !1726, !tbaa !522
    #dbg_value(i32 1, !1718, !DIExpression(), !1719)
  %69 = icmp sgt i32 %23, 1, !dbg !1727
  br i1 %69, label %70, label %156, !dbg !1730

70:                                               ; preds = %59
  %71 = add nsw i32 %23, -1, !dbg !1730
  %72 = and i32 %71, 1, !dbg !1730
  %73 = icmp eq i32 %23, 2, !dbg !1730
  br i1 %73, label %96, label %74, !dbg !1730

74:                                               ; preds = %70
  %75 = and i32 %71, -2, !dbg !1730
  br label %76, !dbg !1730

76:                                               ; preds = %76, %74
  %77 = phi i32 [ 1, %74 ], [ %93, %76 ]
  %78 = phi i64 [ %46, %74 ], [ %87, %76 ]
  %79 = phi i32 [ 0, %74 ], [ %94, %76 ]
    #dbg_value(i32 %77, !1718, !DIExpression(), !1719)
    #dbg_value(i64 %78, !1713, !DIExpression(), !1719)
  %80 = lshr i64 %78, 8, !dbg !1731
    #dbg_value(i64 %80, !1713, !DIExpression(), !1719)
  %81 = trunc i64 %80 to i8, !dbg !1733
  %82 = sub nsw i32 %65, %77, !dbg !1734
  %83 = select i1 %64, i32 %82, i32 %77, !dbg !1734
  %84 = sext i32 %83 to i64, !dbg !1735
  %85 = getelementptr inbounds i8, ptr %62, i64 %84, !dbg !1735
  store i8 %81, ptr %85, align 1, !dbg !1736, !tbaa !522
  %86 = add nuw nsw i32 %77, 1, !dbg !1737
    #dbg_value(i32 %86, !1718, !DIExpression(), !1719)
  %87 = lshr i64 %78, 16, !dbg !1731
    #dbg_value(i64 %87, !1713, !DIExpression(), !1719)
  %88 = trunc i64 %87 to i8, !dbg !1733
  %89 = sub nsw i32 %65, %86, !dbg !1734
  %90 = select i1 %64, i32 %89, i32 %86, !dbg !1734
  %91 = sext i32 %90 to i64, !dbg !1735
  %92 = getelementptr inbounds i8, ptr %62, i64 %91, !dbg !1735
  store i8 %88, ptr %92, align 1, !dbg !1736, !tbaa !522
  %93 = add nuw nsw i32 %77, 2, !dbg !1737
    #dbg_value(i32 %93, !1718, !DIExpression(), !1719)
  %94 = add nuw i32 %79, 2, !dbg !1730
  %95 = icmp eq i32 %94, %75, !dbg !1730
  br i1 %95, label %96, label %76, !dbg !1730, !llvm.loop !1738

96:                                               ; preds = %76, %70
  %97 = phi i32 [ 1, %70 ], [ %93, %76 ]
  %98 = phi i64 [ %46, %70 ], [ %87, %76 ]
  %99 = icmp eq i32 %72, 0, !dbg !1730
  br i1 %99, label %107, label %100, !dbg !1730

100:                                              ; preds = %96
    #dbg_value(i32 %97, !1718, !DIExpression(), !1719)
    #dbg_value(i64 %98, !1713, !DIExpression(), !1719)
  %101 = lshr i64 %98, 8, !dbg !1731
    #dbg_value(i64 %101, !1713, !DIExpression(), !1719)
  %102 = trunc i64 %101 to i8, !dbg !1733
  %103 = sub nsw i32 %65, %97, !dbg !1734
  %104 = select i1 %64, i32 %103, i32 %97, !dbg !1734
  %105 = sext i32 %104 to i64, !dbg !1735
  %106 = getelementptr inbounds i8, ptr %62, i64 %105, !dbg !1735
  store i8 %102, ptr %106, align 1, !dbg !1736, !tbaa !522
    #dbg_value(i32 %97, !1718, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1719)
  br label %107, !dbg !1740

107:                                              ; preds = %96, %100
  %108 = icmp slt i64 %46, 0, !dbg !1740
  %109 = icmp sgt i32 %23, 8
  %110 = and i1 %109, %108, !dbg !1742
  br i1 %110, label %111, label %156, !dbg !1742

111:                                              ; preds = %107
  %112 = add nsw i32 %23, -9, !dbg !1743
  %113 = and i32 %23, 3, !dbg !1743
  %114 = icmp ult i32 %112, 3, !dbg !1743
  br i1 %114, label %143, label %115, !dbg !1743

115:                                              ; preds = %111
  %116 = and i32 %23, 2147483644, !dbg !1743
  %117 = add nsw i32 %116, -12
  br label %118, !dbg !1743

118:                                              ; preds = %118, %115
  %119 = phi i32 [ 8, %115 ], [ %140, %118 ]
  %120 = phi i32 [ 0, %115 ], [ %141, %118 ]
    #dbg_value(i32 %119, !1718, !DIExpression(), !1719)
  %121 = sub nsw i32 %65, %119, !dbg !1746
  %122 = select i1 %64, i32 %121, i32 %119, !dbg !1746
  %123 = sext i32 %122 to i64, !dbg !1748
  %124 = getelementptr inbounds i8, ptr %62, i64 %123, !dbg !1748
  store i8 -1, ptr %124, align 1, !dbg !1749, !tbaa !522
  %125 = or disjoint i32 %119, 1, !dbg !1750
    #dbg_value(i32 %125, !1718, !DIExpression(), !1719)
  %126 = sub nsw i32 %65, %125, !dbg !1746
  %127 = select i1 %64, i32 %126, i32 %125, !dbg !1746
  %128 = sext i32 %127 to i64, !dbg !1748
  %129 = getelementptr inbounds i8, ptr %62, i64 %128, !dbg !1748
  store i8 -1, ptr %129, align 1, !dbg !1749, !tbaa !522
  %130 = or disjoint i32 %119, 2, !dbg !1750
    #dbg_value(i32 %130, !1718, !DIExpression(), !1719)
  %131 = sub nsw i32 %65, %130, !dbg !1746
  %132 = select i1 %64, i32 %131, i32 %130, !dbg !1746
  %133 = sext i32 %132 to i64, !dbg !1748
  %134 = getelementptr inbounds i8, ptr %62, i64 %133, !dbg !1748
  store i8 -1, ptr %134, align 1, !dbg !1749, !tbaa !522
  %135 = or disjoint i32 %119, 3, !dbg !1750
    #dbg_value(i32 %135, !1718, !DIExpression(), !1719)
  %136 = sub nsw i32 %65, %135, !dbg !1746
  %137 = select i1 %64, i32 %136, i32 %135, !dbg !1746
  %138 = sext i32 %137 to i64, !dbg !1748
  %139 = getelementptr inbounds i8, ptr %62, i64 %138, !dbg !1748
  store i8 -1, ptr %139, align 1, !dbg !1749, !tbaa !522
  %140 = add nuw nsw i32 %119, 4, !dbg !1750
    #dbg_value(i32 %140, !1718, !DIExpression(), !1719)
  %141 = add i32 %120, 4, !dbg !1743
  %142 = icmp eq i32 %120, %117, !dbg !1743
  br i1 %142, label %143, label %118, !dbg !1743, !llvm.loop !1751

143:                                              ; preds = %118, %111
  %144 = phi i32 [ 8, %111 ], [ %140, %118 ]
  %145 = icmp eq i32 %113, 0, !dbg !1743
  br i1 %145, label %156, label %146, !dbg !1743

146:                                              ; preds = %143, %146
  %147 = phi i32 [ %153, %146 ], [ %144, %143 ]
  %148 = phi i32 [ %154, %146 ], [ 0, %143 ]
    #dbg_value(i32 %147, !1718, !DIExpression(), !1719)
  %149 = sub nsw i32 %65, %147, !dbg !1746
  %150 = select i1 %64, i32 %149, i32 %147, !dbg !1746
  %151 = sext i32 %150 to i64, !dbg !1748
  %152 = getelementptr inbounds i8, ptr %62, i64 %151, !dbg !1748
  store i8 -1, ptr %152, align 1, !dbg !1749, !tbaa !522
  %153 = add nuw nsw i32 %147, 1, !dbg !1750
    #dbg_value(i32 %153, !1718, !DIExpression(), !1719)
  %154 = add i32 %148, 1, !dbg !1743
  %155 = icmp eq i32 %154, %113, !dbg !1743
  br i1 %155, label %156, label %146, !dbg !1743, !llvm.loop !1753

156:                                              ; preds = %143, %146, %59, %107
  %157 = load i64, ptr %16, align 8, !dbg !1755, !tbaa !649
  %158 = add i64 %157, %61, !dbg !1755
  store i64 %158, ptr %16, align 8, !dbg !1755, !tbaa !649, !DIAssignID !1756
    #dbg_assign(i64 %158, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1756, ptr %16, !DIExpression(), !1639)
  br label %444

159:                                              ; preds = %43
  %160 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %44) #12, !dbg !1757
    #dbg_value(i64 %160, !1618, !DIExpression(), !1758)
  %161 = icmp slt i32 %23, 8, !dbg !1759
  br i1 %161, label %162, label %169, !dbg !1761

162:                                              ; preds = %159
  %163 = shl nsw i32 %23, 3, !dbg !1762
  %164 = zext nneg i32 %163 to i64, !dbg !1762
  %165 = lshr i64 %160, %164, !dbg !1762
  %166 = icmp eq i64 %165, 0, !dbg !1762
  br i1 %166, label %169, label %167, !dbg !1762, !prof !553

167:                                              ; preds = %162
  %168 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.60) #12, !dbg !1762
  br label %169, !dbg !1762

169:                                              ; preds = %162, %167, %159
  %170 = load i32, ptr %11, align 8, !dbg !1763, !tbaa !1672
    #dbg_value(ptr %2, !1708, !DIExpression(), !1764)
    #dbg_value(i64 %160, !1713, !DIExpression(), !1764)
    #dbg_value(i32 %170, !1714, !DIExpression(), !1764)
    #dbg_value(i32 %23, !1715, !DIExpression(), !1764)
    #dbg_value(i32 0, !1716, !DIExpression(), !1764)
  %171 = sext i32 %23 to i64, !dbg !1766
  %172 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %171) #12, !dbg !1767
    #dbg_value(ptr %172, !1717, !DIExpression(), !1764)
  %173 = trunc i64 %160 to i8, !dbg !1768
  %174 = icmp eq i32 %170, 0, !dbg !1769
  %175 = add nsw i32 %23, -1, !dbg !1769
  %176 = select i1 %174, i32 %175, i32 0, !dbg !1769
  %177 = sext i32 %176 to i64, !dbg !1770
  %178 = getelementptr inbounds i8, ptr %172, i64 %177, !dbg !1770
  store i8 %173, ptr %178, align 1, !dbg !1771, !tbaa !522
    #dbg_value(i32 1, !1718, !DIExpression(), !1764)
  %179 = icmp sgt i32 %23, 1, !dbg !1772
  br i1 %179, label %180, label %217, !dbg !1773

180:                                              ; preds = %169
  %181 = add nsw i32 %23, -1, !dbg !1773
  %182 = and i32 %181, 1, !dbg !1773
  %183 = icmp eq i32 %23, 2, !dbg !1773
  br i1 %183, label %206, label %184, !dbg !1773

184:                                              ; preds = %180
  %185 = and i32 %181, -2, !dbg !1773
  br label %186, !dbg !1773

186:                                              ; preds = %186, %184
  %187 = phi i32 [ 1, %184 ], [ %203, %186 ]
  %188 = phi i64 [ %160, %184 ], [ %197, %186 ]
  %189 = phi i32 [ 0, %184 ], [ %204, %186 ]
    #dbg_value(i32 %187, !1718, !DIExpression(), !1764)
    #dbg_value(i64 %188, !1713, !DIExpression(), !1764)
  %190 = lshr i64 %188, 8, !dbg !1774
    #dbg_value(i64 %190, !1713, !DIExpression(), !1764)
  %191 = trunc i64 %190 to i8, !dbg !1775
  %192 = sub nsw i32 %175, %187, !dbg !1776
  %193 = select i1 %174, i32 %192, i32 %187, !dbg !1776
  %194 = sext i32 %193 to i64, !dbg !1777
  %195 = getelementptr inbounds i8, ptr %172, i64 %194, !dbg !1777
  store i8 %191, ptr %195, align 1, !dbg !1778, !tbaa !522
  %196 = add nuw nsw i32 %187, 1, !dbg !1779
    #dbg_value(i32 %196, !1718, !DIExpression(), !1764)
  %197 = lshr i64 %188, 16, !dbg !1774
    #dbg_value(i64 %197, !1713, !DIExpression(), !1764)
  %198 = trunc i64 %197 to i8, !dbg !1775
  %199 = sub nsw i32 %175, %196, !dbg !1776
  %200 = select i1 %174, i32 %199, i32 %196, !dbg !1776
  %201 = sext i32 %200 to i64, !dbg !1777
  %202 = getelementptr inbounds i8, ptr %172, i64 %201, !dbg !1777
  store i8 %198, ptr %202, align 1, !dbg !1778, !tbaa !522
  %203 = add nuw nsw i32 %187, 2, !dbg !1779
    #dbg_value(i32 %203, !1718, !DIExpression(), !1764)
  %204 = add nuw i32 %189, 2, !dbg !1773
  %205 = icmp eq i32 %204, %185, !dbg !1773
  br i1 %205, label %206, label %186, !dbg !1773, !llvm.loop !1780

206:                                              ; preds = %186, %180
  %207 = phi i32 [ 1, %180 ], [ %203, %186 ]
  %208 = phi i64 [ %160, %180 ], [ %197, %186 ]
  %209 = icmp eq i32 %182, 0, !dbg !1773
  br i1 %209, label %217, label %210, !dbg !1773

210:                                              ; preds = %206
    #dbg_value(i32 %207, !1718, !DIExpression(), !1764)
    #dbg_value(i64 %208, !1713, !DIExpression(), !1764)
  %211 = lshr i64 %208, 8, !dbg !1774
    #dbg_value(i64 %211, !1713, !DIExpression(), !1764)
  %212 = trunc i64 %211 to i8, !dbg !1775
  %213 = sub nsw i32 %175, %207, !dbg !1776
  %214 = select i1 %174, i32 %213, i32 %207, !dbg !1776
  %215 = sext i32 %214 to i64, !dbg !1777
  %216 = getelementptr inbounds i8, ptr %172, i64 %215, !dbg !1777
  store i8 %212, ptr %216, align 1, !dbg !1778, !tbaa !522
    #dbg_value(i32 %207, !1718, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1764)
  br label %217, !dbg !1782

217:                                              ; preds = %210, %206, %169
  %218 = load i64, ptr %16, align 8, !dbg !1782, !tbaa !649
  %219 = add i64 %218, %171, !dbg !1782
  store i64 %219, ptr %16, align 8, !dbg !1782, !tbaa !649, !DIAssignID !1783
    #dbg_assign(i64 %219, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1783, ptr %16, !DIExpression(), !1639)
  br label %444

220:                                              ; preds = %43
  %221 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %44) #12, !dbg !1784
  %222 = fptrunc double %221 to float, !dbg !1785
    #dbg_value(float %222, !1620, !DIExpression(), !1786)
  %223 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 4) #12, !dbg !1787
    #dbg_value(ptr %223, !1622, !DIExpression(), !1786)
  %224 = load i32, ptr %11, align 8, !dbg !1788, !tbaa !1672
    #dbg_value(ptr %223, !1789, !DIExpression(), !1797)
    #dbg_value(ptr undef, !1794, !DIExpression(), !1797)
    #dbg_value(i32 4, !1795, !DIExpression(), !1797)
    #dbg_value(i32 %224, !1796, !DIExpression(), !1797)
  %225 = icmp eq i32 %224, 1, !dbg !1799
  br i1 %225, label %226, label %227, !dbg !1801

226:                                              ; preds = %220
  store float %222, ptr %223, align 1, !dbg !1802
  br label %239, !dbg !1802

227:                                              ; preds = %220
    #dbg_value(ptr %223, !1789, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1797)
    #dbg_value(i32 4, !1795, !DIExpression(), !1797)
    #dbg_value(ptr undef, !1794, !DIExpression(), !1797)
  %228 = getelementptr i8, ptr %223, i64 3, !dbg !1803
    #dbg_value(ptr %228, !1789, !DIExpression(), !1797)
    #dbg_value(i32 3, !1795, !DIExpression(), !1797)
  %229 = bitcast float %222 to i32, !dbg !1805
  %230 = trunc i32 %229 to i8, !dbg !1805
    #dbg_value(ptr %228, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1797)
  store i8 %230, ptr %228, align 1, !dbg !1806, !tbaa !522
  %231 = getelementptr i8, ptr %223, i64 2, !dbg !1803
    #dbg_value(ptr %231, !1789, !DIExpression(), !1797)
    #dbg_value(i32 2, !1795, !DIExpression(), !1797)
  %232 = lshr i32 %229, 8, !dbg !1805
  %233 = trunc i32 %232 to i8, !dbg !1805
    #dbg_value(ptr %231, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1797)
  store i8 %233, ptr %231, align 1, !dbg !1806, !tbaa !522
  %234 = getelementptr i8, ptr %223, i64 1, !dbg !1803
    #dbg_value(ptr %234, !1789, !DIExpression(), !1797)
    #dbg_value(i32 1, !1795, !DIExpression(), !1797)
  %235 = lshr i32 %229, 16, !dbg !1805
  %236 = trunc i32 %235 to i8, !dbg !1805
    #dbg_value(ptr %234, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1797)
  store i8 %236, ptr %234, align 1, !dbg !1806, !tbaa !522
    #dbg_value(ptr %223, !1789, !DIExpression(), !1797)
    #dbg_value(i32 0, !1795, !DIExpression(), !1797)
    #dbg_value(ptr undef, !1794, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1797)
  %237 = lshr i32 %229, 24, !dbg !1805
  %238 = trunc nuw i32 %237 to i8, !dbg !1805
    #dbg_value(ptr %223, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1797)
  store i8 %238, ptr %223, align 1, !dbg !1806, !tbaa !522
    #dbg_value(i32 0, !1795, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1797)
  br label %239, !dbg !1807

239:                                              ; preds = %227, %226
  %240 = sext i32 %23 to i64, !dbg !1807
  %241 = load i64, ptr %16, align 8, !dbg !1807, !tbaa !649
  %242 = add i64 %241, %240, !dbg !1807
  store i64 %242, ptr %16, align 8, !dbg !1807, !tbaa !649, !DIAssignID !1808
    #dbg_assign(i64 %242, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1808, ptr %16, !DIExpression(), !1639)
  br label %444

243:                                              ; preds = %43
  %244 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %44) #12, !dbg !1809
    #dbg_value(double %244, !1623, !DIExpression(), !1810)
  %245 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 8) #12, !dbg !1811
    #dbg_value(ptr %245, !1625, !DIExpression(), !1810)
  %246 = load i32, ptr %11, align 8, !dbg !1812, !tbaa !1672
    #dbg_value(ptr %245, !1789, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1794, !DIExpression(), !1813)
    #dbg_value(i32 8, !1795, !DIExpression(), !1813)
    #dbg_value(i32 %246, !1796, !DIExpression(), !1813)
  %247 = icmp eq i32 %246, 1, !dbg !1815
  br i1 %247, label %248, label %249, !dbg !1816

248:                                              ; preds = %243
  store double %244, ptr %245, align 1, !dbg !1817
  br label %273, !dbg !1817

249:                                              ; preds = %243
    #dbg_value(ptr %245, !1789, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
    #dbg_value(i32 8, !1795, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1794, !DIExpression(), !1813)
  %250 = getelementptr i8, ptr %245, i64 7, !dbg !1818
    #dbg_value(ptr %250, !1789, !DIExpression(), !1813)
    #dbg_value(i32 7, !1795, !DIExpression(), !1813)
  %251 = bitcast double %244 to i64, !dbg !1819
  %252 = trunc i64 %251 to i8, !dbg !1819
    #dbg_value(ptr %250, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  store i8 %252, ptr %250, align 1, !dbg !1820, !tbaa !522
  %253 = getelementptr i8, ptr %245, i64 6, !dbg !1818
    #dbg_value(ptr %253, !1789, !DIExpression(), !1813)
    #dbg_value(i32 6, !1795, !DIExpression(), !1813)
  %254 = lshr i64 %251, 8, !dbg !1819
  %255 = trunc i64 %254 to i8, !dbg !1819
    #dbg_value(ptr %253, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  store i8 %255, ptr %253, align 1, !dbg !1820, !tbaa !522
  %256 = getelementptr i8, ptr %245, i64 5, !dbg !1818
    #dbg_value(ptr %256, !1789, !DIExpression(), !1813)
    #dbg_value(i32 5, !1795, !DIExpression(), !1813)
  %257 = lshr i64 %251, 16, !dbg !1819
  %258 = trunc i64 %257 to i8, !dbg !1819
    #dbg_value(ptr %256, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  store i8 %258, ptr %256, align 1, !dbg !1820, !tbaa !522
  %259 = getelementptr i8, ptr %245, i64 4, !dbg !1818
    #dbg_value(ptr %259, !1789, !DIExpression(), !1813)
    #dbg_value(i32 4, !1795, !DIExpression(), !1813)
  %260 = lshr i64 %251, 24, !dbg !1819
  %261 = trunc i64 %260 to i8, !dbg !1819
    #dbg_value(ptr %259, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  store i8 %261, ptr %259, align 1, !dbg !1820, !tbaa !522
  %262 = getelementptr i8, ptr %245, i64 3, !dbg !1818
    #dbg_value(ptr %262, !1789, !DIExpression(), !1813)
    #dbg_value(i32 3, !1795, !DIExpression(), !1813)
  %263 = lshr i64 %251, 32, !dbg !1819
  %264 = trunc i64 %263 to i8, !dbg !1819
    #dbg_value(ptr %262, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  store i8 %264, ptr %262, align 1, !dbg !1820, !tbaa !522
  %265 = getelementptr i8, ptr %245, i64 2, !dbg !1818
    #dbg_value(ptr %265, !1789, !DIExpression(), !1813)
    #dbg_value(i32 2, !1795, !DIExpression(), !1813)
  %266 = lshr i64 %251, 40, !dbg !1819
  %267 = trunc i64 %266 to i8, !dbg !1819
    #dbg_value(ptr %265, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  store i8 %267, ptr %265, align 1, !dbg !1820, !tbaa !522
  %268 = getelementptr i8, ptr %245, i64 1, !dbg !1818
    #dbg_value(ptr %268, !1789, !DIExpression(), !1813)
    #dbg_value(i32 1, !1795, !DIExpression(), !1813)
  %269 = lshr i64 %251, 48, !dbg !1819
  %270 = trunc i64 %269 to i8, !dbg !1819
    #dbg_value(ptr %268, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  store i8 %270, ptr %268, align 1, !dbg !1820, !tbaa !522
    #dbg_value(ptr %245, !1789, !DIExpression(), !1813)
    #dbg_value(i32 0, !1795, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1794, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1813)
  %271 = lshr i64 %251, 56, !dbg !1819
  %272 = trunc nuw i64 %271 to i8, !dbg !1819
    #dbg_value(ptr %245, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  store i8 %272, ptr %245, align 1, !dbg !1820, !tbaa !522
    #dbg_value(i32 0, !1795, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1813)
  br label %273, !dbg !1821

273:                                              ; preds = %249, %248
  %274 = sext i32 %23 to i64, !dbg !1821
  %275 = load i64, ptr %16, align 8, !dbg !1821, !tbaa !649
  %276 = add i64 %275, %274, !dbg !1821
  store i64 %276, ptr %16, align 8, !dbg !1821, !tbaa !649, !DIAssignID !1822
    #dbg_assign(i64 %276, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1822, ptr %16, !DIExpression(), !1639)
  br label %444

277:                                              ; preds = %43
  %278 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %44) #12, !dbg !1823
    #dbg_value(double %278, !1626, !DIExpression(), !1824)
  %279 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 8) #12, !dbg !1825
    #dbg_value(ptr %279, !1628, !DIExpression(), !1824)
  %280 = load i32, ptr %11, align 8, !dbg !1826, !tbaa !1672
    #dbg_value(ptr %279, !1789, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1794, !DIExpression(), !1827)
    #dbg_value(i32 8, !1795, !DIExpression(), !1827)
    #dbg_value(i32 %280, !1796, !DIExpression(), !1827)
  %281 = icmp eq i32 %280, 1, !dbg !1829
  br i1 %281, label %282, label %283, !dbg !1830

282:                                              ; preds = %277
  store double %278, ptr %279, align 1, !dbg !1831
  br label %307, !dbg !1831

283:                                              ; preds = %277
    #dbg_value(ptr %279, !1789, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
    #dbg_value(i32 8, !1795, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1794, !DIExpression(), !1827)
  %284 = getelementptr i8, ptr %279, i64 7, !dbg !1832
    #dbg_value(ptr %284, !1789, !DIExpression(), !1827)
    #dbg_value(i32 7, !1795, !DIExpression(), !1827)
  %285 = bitcast double %278 to i64, !dbg !1833
  %286 = trunc i64 %285 to i8, !dbg !1833
    #dbg_value(ptr %284, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  store i8 %286, ptr %284, align 1, !dbg !1834, !tbaa !522
  %287 = getelementptr i8, ptr %279, i64 6, !dbg !1832
    #dbg_value(ptr %287, !1789, !DIExpression(), !1827)
    #dbg_value(i32 6, !1795, !DIExpression(), !1827)
  %288 = lshr i64 %285, 8, !dbg !1833
  %289 = trunc i64 %288 to i8, !dbg !1833
    #dbg_value(ptr %287, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  store i8 %289, ptr %287, align 1, !dbg !1834, !tbaa !522
  %290 = getelementptr i8, ptr %279, i64 5, !dbg !1832
    #dbg_value(ptr %290, !1789, !DIExpression(), !1827)
    #dbg_value(i32 5, !1795, !DIExpression(), !1827)
  %291 = lshr i64 %285, 16, !dbg !1833
  %292 = trunc i64 %291 to i8, !dbg !1833
    #dbg_value(ptr %290, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  store i8 %292, ptr %290, align 1, !dbg !1834, !tbaa !522
  %293 = getelementptr i8, ptr %279, i64 4, !dbg !1832
    #dbg_value(ptr %293, !1789, !DIExpression(), !1827)
    #dbg_value(i32 4, !1795, !DIExpression(), !1827)
  %294 = lshr i64 %285, 24, !dbg !1833
  %295 = trunc i64 %294 to i8, !dbg !1833
    #dbg_value(ptr %293, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  store i8 %295, ptr %293, align 1, !dbg !1834, !tbaa !522
  %296 = getelementptr i8, ptr %279, i64 3, !dbg !1832
    #dbg_value(ptr %296, !1789, !DIExpression(), !1827)
    #dbg_value(i32 3, !1795, !DIExpression(), !1827)
  %297 = lshr i64 %285, 32, !dbg !1833
  %298 = trunc i64 %297 to i8, !dbg !1833
    #dbg_value(ptr %296, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  store i8 %298, ptr %296, align 1, !dbg !1834, !tbaa !522
  %299 = getelementptr i8, ptr %279, i64 2, !dbg !1832
    #dbg_value(ptr %299, !1789, !DIExpression(), !1827)
    #dbg_value(i32 2, !1795, !DIExpression(), !1827)
  %300 = lshr i64 %285, 40, !dbg !1833
  %301 = trunc i64 %300 to i8, !dbg !1833
    #dbg_value(ptr %299, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  store i8 %301, ptr %299, align 1, !dbg !1834, !tbaa !522
  %302 = getelementptr i8, ptr %279, i64 1, !dbg !1832
    #dbg_value(ptr %302, !1789, !DIExpression(), !1827)
    #dbg_value(i32 1, !1795, !DIExpression(), !1827)
  %303 = lshr i64 %285, 48, !dbg !1833
  %304 = trunc i64 %303 to i8, !dbg !1833
    #dbg_value(ptr %302, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  store i8 %304, ptr %302, align 1, !dbg !1834, !tbaa !522
    #dbg_value(ptr %279, !1789, !DIExpression(), !1827)
    #dbg_value(i32 0, !1795, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1794, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1827)
  %305 = lshr i64 %285, 56, !dbg !1833
  %306 = trunc nuw i64 %305 to i8, !dbg !1833
    #dbg_value(ptr %279, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  store i8 %306, ptr %279, align 1, !dbg !1834, !tbaa !522
    #dbg_value(i32 0, !1795, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1827)
  br label %307, !dbg !1835

307:                                              ; preds = %283, %282
  %308 = sext i32 %23 to i64, !dbg !1835
  %309 = load i64, ptr %16, align 8, !dbg !1835, !tbaa !649
  %310 = add i64 %309, %308, !dbg !1835
  store i64 %310, ptr %16, align 8, !dbg !1835, !tbaa !649, !DIAssignID !1836
    #dbg_assign(i64 %310, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1836, ptr %16, !DIExpression(), !1639)
  br label %444

311:                                              ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #12, !dbg !1837
  %312 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %44, ptr noundef nonnull %7) #12, !dbg !1838
    #dbg_value(ptr %312, !1631, !DIExpression(), !1646)
  %313 = load i64, ptr %7, align 8, !dbg !1839, !tbaa !457
  %314 = sext i32 %23 to i64, !dbg !1839
  %315 = icmp ugt i64 %313, %314, !dbg !1839
  br i1 %315, label %316, label %319, !dbg !1839, !prof !512

316:                                              ; preds = %311
  %317 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.61) #12, !dbg !1839
  %318 = load i64, ptr %7, align 8, !dbg !1840, !tbaa !457
  br label %319, !dbg !1839

319:                                              ; preds = %316, %311
  %320 = phi i64 [ %318, %316 ], [ %313, %311 ], !dbg !1840
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %312, i64 noundef %320) #12, !dbg !1841
  %321 = load i64, ptr %7, align 8, !dbg !1842, !tbaa !457
  %322 = add i64 %321, 1, !dbg !1842
  store i64 %322, ptr %7, align 8, !dbg !1842, !tbaa !457, !DIAssignID !1843
  %323 = icmp ult i64 %321, %314, !dbg !1844
  br i1 %323, label %324, label %339, !dbg !1845

324:                                              ; preds = %319, %331
  %325 = load i64, ptr %16, align 8, !dbg !1846, !tbaa !649
  %326 = load i64, ptr %17, align 8, !dbg !1846, !tbaa !650
  %327 = icmp ult i64 %325, %326, !dbg !1846
  br i1 %327, label %331, label %328, !dbg !1846

328:                                              ; preds = %324
  %329 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12, !dbg !1846
  %330 = load i64, ptr %16, align 8, !dbg !1846, !tbaa !649
  br label %331, !dbg !1846

331:                                              ; preds = %328, %324
  %332 = phi i64 [ %330, %328 ], [ %325, %324 ], !dbg !1846
  %333 = load ptr, ptr %2, align 8, !dbg !1846, !tbaa !651
  %334 = add i64 %332, 1, !dbg !1846
  store i64 %334, ptr %16, align 8, !dbg !1846, !tbaa !649, !DIAssignID !1847
    #dbg_assign(i64 %334, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1847, ptr %16, !DIExpression(), !1639)
  %335 = getelementptr inbounds i8, ptr %333, i64 %332, !dbg !1846
  store i8 0, ptr %335, align 1, !dbg !1846, !tbaa !522
  %336 = load i64, ptr %7, align 8, !dbg !1842, !tbaa !457
  %337 = add i64 %336, 1, !dbg !1842
  store i64 %337, ptr %7, align 8, !dbg !1842, !tbaa !457, !DIAssignID !1843
    #dbg_assign(i64 %337, !1629, !DIExpression(), !1843, ptr %7, !DIExpression(), !1646)
  %338 = icmp ult i64 %336, %314, !dbg !1844
  br i1 %338, label %324, label %339, !dbg !1845, !llvm.loop !1848

339:                                              ; preds = %331, %319
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12, !dbg !1849
  br label %444

340:                                              ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12, !dbg !1850
  %341 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %44, ptr noundef nonnull %8) #12, !dbg !1851
    #dbg_value(ptr %341, !1634, !DIExpression(), !1648)
  %342 = icmp sgt i32 %23, 7, !dbg !1852
  %343 = load i64, ptr %8, align 8, !dbg !1852
  %344 = shl nsw i32 %23, 3, !dbg !1852
  %345 = zext nneg i32 %344 to i64, !dbg !1852
  %346 = lshr i64 %343, %345, !dbg !1852
  %347 = icmp eq i64 %346, 0, !dbg !1852
  %348 = select i1 %342, i1 true, i1 %347, !dbg !1852
  br i1 %348, label %352, label %349, !dbg !1852, !prof !553

349:                                              ; preds = %340
  %350 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.62) #12, !dbg !1852
  %351 = load i64, ptr %8, align 8, !dbg !1853, !tbaa !457
  br label %352, !dbg !1852

352:                                              ; preds = %349, %340
  %353 = phi i64 [ %351, %349 ], [ %343, %340 ], !dbg !1853
  %354 = load i32, ptr %11, align 8, !dbg !1854, !tbaa !1672
    #dbg_value(ptr %2, !1708, !DIExpression(), !1855)
    #dbg_value(i64 %353, !1713, !DIExpression(), !1855)
    #dbg_value(i32 %354, !1714, !DIExpression(), !1855)
    #dbg_value(i32 %23, !1715, !DIExpression(), !1855)
    #dbg_value(i32 0, !1716, !DIExpression(), !1855)
  %355 = sext i32 %23 to i64, !dbg !1857
  %356 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %355) #12, !dbg !1858
    #dbg_value(ptr %356, !1717, !DIExpression(), !1855)
  %357 = trunc i64 %353 to i8, !dbg !1859
  %358 = icmp eq i32 %354, 0, !dbg !1860
  %359 = add nsw i32 %23, -1, !dbg !1860
  %360 = select i1 %358, i32 %359, i32 0, !dbg !1860
  %361 = sext i32 %360 to i64, !dbg !1861
  %362 = getelementptr inbounds i8, ptr %356, i64 %361, !dbg !1861
  store i8 %357, ptr %362, align 1, !dbg !1862, !tbaa !522
    #dbg_value(i32 1, !1718, !DIExpression(), !1855)
  %363 = icmp sgt i32 %23, 1, !dbg !1863
  br i1 %363, label %364, label %401, !dbg !1864

364:                                              ; preds = %352
  %365 = add nsw i32 %23, -1, !dbg !1864
  %366 = and i32 %365, 1, !dbg !1864
  %367 = icmp eq i32 %23, 2, !dbg !1864
  br i1 %367, label %390, label %368, !dbg !1864

368:                                              ; preds = %364
  %369 = and i32 %365, -2, !dbg !1864
  br label %370, !dbg !1864

370:                                              ; preds = %370, %368
  %371 = phi i32 [ 1, %368 ], [ %387, %370 ]
  %372 = phi i64 [ %353, %368 ], [ %381, %370 ]
  %373 = phi i32 [ 0, %368 ], [ %388, %370 ]
    #dbg_value(i32 %371, !1718, !DIExpression(), !1855)
    #dbg_value(i64 %372, !1713, !DIExpression(), !1855)
  %374 = lshr i64 %372, 8, !dbg !1865
    #dbg_value(i64 %374, !1713, !DIExpression(), !1855)
  %375 = trunc i64 %374 to i8, !dbg !1866
  %376 = sub nsw i32 %359, %371, !dbg !1867
  %377 = select i1 %358, i32 %376, i32 %371, !dbg !1867
  %378 = sext i32 %377 to i64, !dbg !1868
  %379 = getelementptr inbounds i8, ptr %356, i64 %378, !dbg !1868
  store i8 %375, ptr %379, align 1, !dbg !1869, !tbaa !522
  %380 = add nuw nsw i32 %371, 1, !dbg !1870
    #dbg_value(i32 %380, !1718, !DIExpression(), !1855)
  %381 = lshr i64 %372, 16, !dbg !1865
    #dbg_value(i64 %381, !1713, !DIExpression(), !1855)
  %382 = trunc i64 %381 to i8, !dbg !1866
  %383 = sub nsw i32 %359, %380, !dbg !1867
  %384 = select i1 %358, i32 %383, i32 %380, !dbg !1867
  %385 = sext i32 %384 to i64, !dbg !1868
  %386 = getelementptr inbounds i8, ptr %356, i64 %385, !dbg !1868
  store i8 %382, ptr %386, align 1, !dbg !1869, !tbaa !522
  %387 = add nuw nsw i32 %371, 2, !dbg !1870
    #dbg_value(i32 %387, !1718, !DIExpression(), !1855)
  %388 = add nuw i32 %373, 2, !dbg !1864
  %389 = icmp eq i32 %388, %369, !dbg !1864
  br i1 %389, label %390, label %370, !dbg !1864, !llvm.loop !1871

390:                                              ; preds = %370, %364
  %391 = phi i32 [ 1, %364 ], [ %387, %370 ]
  %392 = phi i64 [ %353, %364 ], [ %381, %370 ]
  %393 = icmp eq i32 %366, 0, !dbg !1864
  br i1 %393, label %401, label %394, !dbg !1864

394:                                              ; preds = %390
    #dbg_value(i32 %391, !1718, !DIExpression(), !1855)
    #dbg_value(i64 %392, !1713, !DIExpression(), !1855)
  %395 = lshr i64 %392, 8, !dbg !1865
    #dbg_value(i64 %395, !1713, !DIExpression(), !1855)
  %396 = trunc i64 %395 to i8, !dbg !1866
  %397 = sub nsw i32 %359, %391, !dbg !1867
  %398 = select i1 %358, i32 %397, i32 %391, !dbg !1867
  %399 = sext i32 %398 to i64, !dbg !1868
  %400 = getelementptr inbounds i8, ptr %356, i64 %399, !dbg !1868
  store i8 %396, ptr %400, align 1, !dbg !1869, !tbaa !522
    #dbg_value(i32 %391, !1718, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1855)
  br label %401, !dbg !1873

401:                                              ; preds = %394, %390, %352
  %402 = load i64, ptr %16, align 8, !dbg !1873, !tbaa !649
  %403 = add i64 %402, %355, !dbg !1873
  store i64 %403, ptr %16, align 8, !dbg !1873, !tbaa !649, !DIAssignID !1874
    #dbg_assign(i64 %403, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1874, ptr %16, !DIExpression(), !1639)
  %404 = load i64, ptr %8, align 8, !dbg !1875, !tbaa !457
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %341, i64 noundef %404) #12, !dbg !1876
  %405 = load i64, ptr %8, align 8, !dbg !1877, !tbaa !457
  %406 = add i64 %405, %26, !dbg !1878
    #dbg_value(i64 %406, !1606, !DIExpression(), !1639)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12, !dbg !1879
  br label %444

407:                                              ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #12, !dbg !1880
  %408 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %44, ptr noundef nonnull %9) #12, !dbg !1881
    #dbg_value(ptr %408, !1637, !DIExpression(), !1650)
  %409 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %408) #13, !dbg !1882
  %410 = load i64, ptr %9, align 8, !dbg !1882, !tbaa !457
  %411 = icmp eq i64 %409, %410, !dbg !1882
  br i1 %411, label %415, label %412, !dbg !1882, !prof !553

412:                                              ; preds = %407
  %413 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.40) #12, !dbg !1882
  %414 = load i64, ptr %9, align 8, !dbg !1883, !tbaa !457
  br label %415, !dbg !1882

415:                                              ; preds = %412, %407
  %416 = phi i64 [ %414, %412 ], [ %409, %407 ], !dbg !1883
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %408, i64 noundef %416) #12, !dbg !1884
  %417 = load i64, ptr %16, align 8, !dbg !1885, !tbaa !649
  %418 = load i64, ptr %17, align 8, !dbg !1885, !tbaa !650
  %419 = icmp ult i64 %417, %418, !dbg !1885
  br i1 %419, label %423, label %420, !dbg !1885

420:                                              ; preds = %415
  %421 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12, !dbg !1885
  %422 = load i64, ptr %16, align 8, !dbg !1885, !tbaa !649
  br label %423, !dbg !1885

423:                                              ; preds = %420, %415
  %424 = phi i64 [ %422, %420 ], [ %417, %415 ], !dbg !1885
  %425 = load ptr, ptr %2, align 8, !dbg !1885, !tbaa !651
  %426 = add i64 %424, 1, !dbg !1885
  store i64 %426, ptr %16, align 8, !dbg !1885, !tbaa !649, !DIAssignID !1886
    #dbg_assign(i64 %426, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1886, ptr %16, !DIExpression(), !1639)
  %427 = getelementptr inbounds i8, ptr %425, i64 %424, !dbg !1885
  store i8 0, ptr %427, align 1, !dbg !1885, !tbaa !522
  %428 = load i64, ptr %9, align 8, !dbg !1887, !tbaa !457
  %429 = add i64 %26, 1, !dbg !1888
  %430 = add i64 %429, %428, !dbg !1889
    #dbg_value(i64 %430, !1606, !DIExpression(), !1639)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #12, !dbg !1890
  br label %444

431:                                              ; preds = %43
  %432 = load i64, ptr %16, align 8, !dbg !1891, !tbaa !649
  %433 = load i64, ptr %17, align 8, !dbg !1891, !tbaa !650
  %434 = icmp ult i64 %432, %433, !dbg !1891
  br i1 %434, label %438, label %435, !dbg !1891

435:                                              ; preds = %431
  %436 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12, !dbg !1891
  %437 = load i64, ptr %16, align 8, !dbg !1891, !tbaa !649
  br label %438, !dbg !1891

438:                                              ; preds = %435, %431
  %439 = phi i64 [ %437, %435 ], [ %432, %431 ], !dbg !1891
  %440 = load ptr, ptr %2, align 8, !dbg !1891, !tbaa !651
  %441 = add i64 %439, 1, !dbg !1891
  store i64 %441, ptr %16, align 8, !dbg !1891, !tbaa !649, !DIAssignID !1892
    #dbg_assign(i64 %441, !1596, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1892, ptr %16, !DIExpression(), !1639)
  %442 = getelementptr inbounds i8, ptr %440, i64 %439, !dbg !1891
  store i8 0, ptr %442, align 1, !dbg !1891, !tbaa !522
  br label %444, !dbg !1891

443:                                              ; preds = %43
  unreachable

444:                                              ; preds = %438, %43, %43, %423, %401, %339, %307, %273, %239, %217, %156
  %445 = phi i64 [ %430, %423 ], [ %406, %401 ], [ %26, %339 ], [ %26, %307 ], [ %26, %273 ], [ %26, %239 ], [ %26, %217 ], [ %26, %156 ], [ %26, %43 ], [ %26, %43 ], [ %26, %438 ], !dbg !1643
  %446 = phi i32 [ %44, %423 ], [ %44, %401 ], [ %44, %339 ], [ %44, %307 ], [ %44, %273 ], [ %44, %239 ], [ %44, %217 ], [ %44, %156 ], [ %19, %43 ], [ %19, %43 ], [ %19, %438 ], !dbg !1643
    #dbg_value(i32 %446, !1605, !DIExpression(), !1639)
    #dbg_value(i64 %445, !1606, !DIExpression(), !1639)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12, !dbg !1893
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12, !dbg !1893
  %447 = load ptr, ptr %4, align 8, !dbg !1894, !tbaa !711
  %448 = load i8, ptr %447, align 1, !dbg !1680, !tbaa !522
  %449 = icmp eq i8 %448, 0, !dbg !1681
  br i1 %449, label %450, label %18, !dbg !1682, !llvm.loop !1895

450:                                              ; preds = %444, %1
  call void @luaL_pushresult(ptr noundef nonnull %2) #12, !dbg !1896
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !1897
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12, !dbg !1897
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #12, !dbg !1897
  ret i32 1, !dbg !1898
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_packsize(ptr noundef %0) #0 !dbg !1899 {
  %2 = alloca %struct.Header, align 8, !DIAssignID !1909
    #dbg_assign(i1 undef, !1902, !DIExpression(), !1909, ptr %2, !DIExpression(), !1910)
  %3 = alloca ptr, align 8, !DIAssignID !1911
    #dbg_assign(i1 undef, !1903, !DIExpression(), !1911, ptr %3, !DIExpression(), !1910)
  %4 = alloca i32, align 4, !DIAssignID !1912
    #dbg_assign(i1 undef, !1905, !DIExpression(), !1912, ptr %4, !DIExpression(), !1913)
  %5 = alloca i32, align 4, !DIAssignID !1914
    #dbg_assign(i1 undef, !1907, !DIExpression(), !1914, ptr %5, !DIExpression(), !1913)
    #dbg_value(ptr %0, !1901, !DIExpression(), !1910)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12, !dbg !1915
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !1916
  %6 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12, !dbg !1917
  store ptr %6, ptr %3, align 8, !dbg !1918, !tbaa !711, !DIAssignID !1919
    #dbg_assign(ptr %6, !1903, !DIExpression(), !1919, ptr %3, !DIExpression(), !1910)
    #dbg_value(i64 0, !1904, !DIExpression(), !1910)
    #dbg_value(ptr %0, !1657, !DIExpression(), !1920)
    #dbg_value(ptr %2, !1663, !DIExpression(), !1920)
  store ptr %0, ptr %2, align 8, !dbg !1922, !tbaa !1667, !DIAssignID !1923
    #dbg_assign(ptr %0, !1902, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1923, ptr %2, !DIExpression(), !1910)
  %7 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1924
  store i32 1, ptr %7, align 8, !dbg !1925, !tbaa !1672, !DIAssignID !1926
    #dbg_assign(i32 1, !1902, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1926, ptr %7, !DIExpression(), !1910)
  %8 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !1927
  store i32 1, ptr %8, align 4, !dbg !1928, !tbaa !1676, !DIAssignID !1929
    #dbg_assign(i32 1, !1902, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !1929, ptr %8, !DIExpression(), !1910)
    #dbg_value(i64 0, !1904, !DIExpression(), !1910)
  %9 = load i8, ptr %6, align 1, !dbg !1930, !tbaa !522
  %10 = icmp eq i8 %9, 0, !dbg !1931
  br i1 %10, label %32, label %11, !dbg !1932

11:                                               ; preds = %1, %27
  %12 = phi i64 [ %28, %27 ], [ 0, %1 ]
    #dbg_value(i64 %12, !1904, !DIExpression(), !1910)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #12, !dbg !1933
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12, !dbg !1933
  %13 = call fastcc i32 @getdetails(ptr noundef nonnull %2, i64 noundef %12, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5), !dbg !1934
    #dbg_value(i32 %13, !1908, !DIExpression(), !1913)
  %14 = add nsw i32 %13, -8, !dbg !1935
  %15 = icmp ult i32 %14, -2, !dbg !1935
  br i1 %15, label %18, label %16, !dbg !1935, !prof !553

16:                                               ; preds = %11
  %17 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.68) #12, !dbg !1935
  br label %18, !dbg !1935

18:                                               ; preds = %16, %11
  %19 = load i32, ptr %5, align 4, !dbg !1936, !tbaa !1402
  %20 = load i32, ptr %4, align 4, !dbg !1937, !tbaa !1402
  %21 = add nsw i32 %20, %19, !dbg !1937
    #dbg_assign(i32 %21, !1905, !DIExpression(), !1938, ptr %4, !DIExpression(), !1913)
  %22 = sext i32 %21 to i64, !dbg !1939
  %23 = sub nsw i64 2147483647, %22, !dbg !1939
  %24 = icmp ugt i64 %12, %23, !dbg !1939
  br i1 %24, label %25, label %27, !dbg !1939, !prof !512

25:                                               ; preds = %18
  %26 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.69) #12, !dbg !1939
  br label %27, !dbg !1939

27:                                               ; preds = %25, %18
  %28 = add i64 %12, %22, !dbg !1940
    #dbg_value(i64 %28, !1904, !DIExpression(), !1910)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12, !dbg !1941
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #12, !dbg !1941
  %29 = load ptr, ptr %3, align 8, !dbg !1942, !tbaa !711
  %30 = load i8, ptr %29, align 1, !dbg !1930, !tbaa !522
  %31 = icmp eq i8 %30, 0, !dbg !1931
  br i1 %31, label %32, label %11, !dbg !1932, !llvm.loop !1943

32:                                               ; preds = %27, %1
  %33 = phi i64 [ 0, %1 ], [ %28, %27 ], !dbg !1910
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %33) #12, !dbg !1944
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !1945
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12, !dbg !1945
  ret i32 1, !dbg !1946
}

; Function Attrs: nounwind uwtable
define internal range(i32 -2147483647, -2147483648) i32 @str_unpack(ptr noundef %0) #0 !dbg !1947 {
  %2 = alloca %struct.Header, align 8, !DIAssignID !1973
    #dbg_assign(i1 undef, !1950, !DIExpression(), !1973, ptr %2, !DIExpression(), !1974)
  %3 = alloca ptr, align 8, !DIAssignID !1975
    #dbg_assign(i1 undef, !1951, !DIExpression(), !1975, ptr %3, !DIExpression(), !1974)
  %4 = alloca i64, align 8, !DIAssignID !1976
    #dbg_assign(i1 undef, !1952, !DIExpression(), !1976, ptr %4, !DIExpression(), !1974)
  %5 = alloca i32, align 4, !DIAssignID !1977
    #dbg_assign(i1 undef, !1956, !DIExpression(), !1977, ptr %5, !DIExpression(), !1978)
  %6 = alloca i32, align 4, !DIAssignID !1979
    #dbg_assign(i1 undef, !1958, !DIExpression(), !1979, ptr %6, !DIExpression(), !1978)
    #dbg_value(ptr %0, !1949, !DIExpression(), !1974)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12, !dbg !1980
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !1981
  %7 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12, !dbg !1982
  store ptr %7, ptr %3, align 8, !dbg !1983, !tbaa !711, !DIAssignID !1984
    #dbg_assign(ptr %7, !1951, !DIExpression(), !1984, ptr %3, !DIExpression(), !1974)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !1985
  %8 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12, !dbg !1986
    #dbg_value(ptr %8, !1953, !DIExpression(), !1974)
  %9 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #12, !dbg !1987
  %10 = load i64, ptr %4, align 8, !dbg !1988, !tbaa !457
    #dbg_value(i64 %9, !461, !DIExpression(), !1989)
    #dbg_value(i64 %10, !466, !DIExpression(), !1989)
  %11 = icmp sgt i64 %9, 0, !dbg !1991
  br i1 %11, label %20, label %12, !dbg !1992

12:                                               ; preds = %1
  %13 = icmp eq i64 %9, 0, !dbg !1993
  %14 = sub nsw i64 0, %10
  %15 = icmp slt i64 %9, %14
  %16 = select i1 %13, i1 true, i1 %15, !dbg !1994
  br i1 %16, label %20, label %17, !dbg !1994

17:                                               ; preds = %12
  %18 = add nsw i64 %9, 1, !dbg !1995
  %19 = add i64 %18, %10, !dbg !1996
  br label %20, !dbg !1997

20:                                               ; preds = %1, %12, %17
  %21 = phi i64 [ %19, %17 ], [ %9, %1 ], [ 1, %12 ], !dbg !1998
  %22 = add i64 %21, -1, !dbg !1999
    #dbg_value(i64 %22, !1954, !DIExpression(), !1974)
    #dbg_value(i32 0, !1955, !DIExpression(), !1974)
  %23 = icmp ugt i64 %22, %10, !dbg !2000
  br i1 %23, label %24, label %26, !dbg !2000, !prof !512

24:                                               ; preds = %20
  %25 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.70) #12, !dbg !2000
  br label %26, !dbg !2000

26:                                               ; preds = %24, %20
    #dbg_value(ptr %0, !1657, !DIExpression(), !2001)
    #dbg_value(ptr %2, !1663, !DIExpression(), !2001)
  store ptr %0, ptr %2, align 8, !dbg !2003, !tbaa !1667, !DIAssignID !2004
    #dbg_assign(ptr %0, !1950, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2004, ptr %2, !DIExpression(), !1974)
  %27 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !2005
  store i32 1, ptr %27, align 8, !dbg !2006, !tbaa !1672, !DIAssignID !2007
    #dbg_assign(i32 1, !1950, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2007, ptr %27, !DIExpression(), !1974)
  %28 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !2008
  store i32 1, ptr %28, align 4, !dbg !2009, !tbaa !1676, !DIAssignID !2010
    #dbg_assign(i32 1, !1950, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !2010, ptr %28, !DIExpression(), !1974)
    #dbg_value(i64 %22, !1954, !DIExpression(), !1974)
    #dbg_value(i32 0, !1955, !DIExpression(), !1974)
  %29 = load i8, ptr %7, align 1, !dbg !2011, !tbaa !522
  %30 = icmp eq i8 %29, 0, !dbg !2012
  br i1 %30, label %444, label %31, !dbg !2013

31:                                               ; preds = %26, %434
  %32 = phi i64 [ %437, %434 ], [ %22, %26 ]
  %33 = phi i32 [ %435, %434 ], [ 0, %26 ]
    #dbg_value(double poison, !1967, !DIExpression(), !2014)
    #dbg_value(double poison, !1965, !DIExpression(), !2015)
    #dbg_value(float poison, !1963, !DIExpression(), !2016)
    #dbg_value(i64 %32, !1954, !DIExpression(), !1974)
    #dbg_value(i32 %33, !1955, !DIExpression(), !1974)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12, !dbg !2017
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #12, !dbg !2017
  %34 = call fastcc i32 @getdetails(ptr noundef nonnull %2, i64 noundef %32, ptr noundef nonnull %3, ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !2018
    #dbg_value(i32 %34, !1959, !DIExpression(), !1978)
  %35 = load i32, ptr %6, align 4, !dbg !2019, !tbaa !1402
  %36 = sext i32 %35 to i64, !dbg !2019
  %37 = load i32, ptr %5, align 4, !dbg !2019, !tbaa !1402
  %38 = sext i32 %37 to i64, !dbg !2019
  %39 = add nsw i64 %38, %36, !dbg !2019
  %40 = load i64, ptr %4, align 8, !dbg !2019, !tbaa !457
  %41 = sub i64 %40, %32, !dbg !2019
  %42 = icmp ugt i64 %39, %41, !dbg !2019
  br i1 %42, label %43, label %45, !dbg !2019, !prof !512

43:                                               ; preds = %31
  %44 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.71) #12, !dbg !2019
  br label %45, !dbg !2019

45:                                               ; preds = %43, %31
  %46 = add i64 %32, %36, !dbg !2020
    #dbg_value(i64 %46, !1954, !DIExpression(), !1974)
  call void @luaL_checkstack(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.72) #12, !dbg !2021
  %47 = add nsw i32 %33, 1, !dbg !2022
    #dbg_value(i32 %47, !1955, !DIExpression(), !1974)
  switch i32 %34, label %433 [
    i32 0, label %48
    i32 1, label %48
    i32 2, label %176
    i32 3, label %204
    i32 4, label %251
    i32 5, label %298
    i32 6, label %301
    i32 7, label %421
    i32 9, label %434
    i32 8, label %434
    i32 10, label %434
  ], !dbg !2023

48:                                               ; preds = %45, %45
  %49 = getelementptr inbounds i8, ptr %8, i64 %46, !dbg !2024
  %50 = icmp eq i32 %34, 0, !dbg !2025
    #dbg_value(ptr %0, !2026, !DIExpression(), !2046)
    #dbg_value(ptr %49, !2031, !DIExpression(), !2046)
    #dbg_value(i32 poison, !2032, !DIExpression(), !2046)
    #dbg_value(i32 %37, !2033, !DIExpression(), !2046)
    #dbg_value(i1 %50, !2034, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2046)
    #dbg_value(i64 0, !2035, !DIExpression(), !2046)
  %51 = call i32 @llvm.smin.i32(i32 %37, i32 8), !dbg !2048
    #dbg_value(i32 %51, !2037, !DIExpression(), !2046)
    #dbg_value(i32 %51, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %52 = icmp sgt i32 %37, 0, !dbg !2049
  br i1 %52, label %53, label %144, !dbg !2052

53:                                               ; preds = %48
  %54 = load i32, ptr %27, align 8, !dbg !2053, !tbaa !1672
    #dbg_value(i32 %54, !2032, !DIExpression(), !2046)
  %55 = icmp eq i32 %54, 0
    #dbg_value(i64 0, !2035, !DIExpression(), !2046)
    #dbg_value(i32 %51, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %56 = add nsw i32 %51, -1, !dbg !2054
    #dbg_value(i32 %56, !2036, !DIExpression(), !2046)
    #dbg_value(i64 0, !2035, !DIExpression(), !2046)
  %57 = sub nsw i32 %37, %51, !dbg !2055
  %58 = select i1 %55, i32 %57, i32 %56, !dbg !2055
  %59 = sext i32 %58 to i64, !dbg !2057
  %60 = getelementptr inbounds i8, ptr %49, i64 %59, !dbg !2057
  %61 = load i8, ptr %60, align 1, !dbg !2057, !tbaa !522
  %62 = zext i8 %61 to i64, !dbg !2058
    #dbg_value(!DIArgList(i64 0, i64 %62), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2046)
    #dbg_value(i32 %56, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %63 = icmp eq i32 %37, 1, !dbg !2049
  br i1 %63, label %140, label %64, !dbg !2052, !llvm.loop !2059

64:                                               ; preds = %53
    #dbg_value(i64 %62, !2035, !DIExpression(), !2046)
    #dbg_value(i32 %56, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %65 = add nsw i32 %51, -2, !dbg !2054
    #dbg_value(i32 %65, !2036, !DIExpression(), !2046)
  %66 = shl nuw nsw i64 %62, 8, !dbg !2061
    #dbg_value(i64 %66, !2035, !DIExpression(), !2046)
  %67 = sub i32 %37, %56, !dbg !2055
  %68 = select i1 %55, i32 %67, i32 %65, !dbg !2055
  %69 = sext i32 %68 to i64, !dbg !2057
  %70 = getelementptr inbounds i8, ptr %49, i64 %69, !dbg !2057
  %71 = load i8, ptr %70, align 1, !dbg !2057, !tbaa !522
  %72 = zext i8 %71 to i64, !dbg !2058
  %73 = or disjoint i64 %66, %72, !dbg !2062
    #dbg_value(!DIArgList(i64 %66, i64 %72), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2046)
    #dbg_value(i32 %65, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %74 = icmp sgt i32 %37, 2, !dbg !2049
  br i1 %74, label %75, label %140, !dbg !2052, !llvm.loop !2059

75:                                               ; preds = %64
    #dbg_value(i64 %73, !2035, !DIExpression(), !2046)
    #dbg_value(i32 %65, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %76 = add nsw i32 %51, -3, !dbg !2054
    #dbg_value(i32 %76, !2036, !DIExpression(), !2046)
  %77 = shl nuw nsw i64 %73, 8, !dbg !2061
    #dbg_value(i64 %77, !2035, !DIExpression(), !2046)
  %78 = sub i32 %37, %65, !dbg !2055
  %79 = select i1 %55, i32 %78, i32 %76, !dbg !2055
  %80 = sext i32 %79 to i64, !dbg !2057
  %81 = getelementptr inbounds i8, ptr %49, i64 %80, !dbg !2057
  %82 = load i8, ptr %81, align 1, !dbg !2057, !tbaa !522
  %83 = zext i8 %82 to i64, !dbg !2058
  %84 = or disjoint i64 %77, %83, !dbg !2062
    #dbg_value(!DIArgList(i64 %77, i64 %83), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2046)
    #dbg_value(i32 %76, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %85 = icmp eq i32 %37, 3, !dbg !2049
  br i1 %85, label %140, label %86, !dbg !2052, !llvm.loop !2059

86:                                               ; preds = %75
    #dbg_value(i64 %84, !2035, !DIExpression(), !2046)
    #dbg_value(i32 %76, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %87 = add nsw i32 %51, -4, !dbg !2054
    #dbg_value(i32 %87, !2036, !DIExpression(), !2046)
  %88 = shl nuw nsw i64 %84, 8, !dbg !2061
    #dbg_value(i64 %88, !2035, !DIExpression(), !2046)
  %89 = sub i32 %37, %76, !dbg !2055
  %90 = select i1 %55, i32 %89, i32 %87, !dbg !2055
  %91 = sext i32 %90 to i64, !dbg !2057
  %92 = getelementptr inbounds i8, ptr %49, i64 %91, !dbg !2057
  %93 = load i8, ptr %92, align 1, !dbg !2057, !tbaa !522
  %94 = zext i8 %93 to i64, !dbg !2058
  %95 = or disjoint i64 %88, %94, !dbg !2062
    #dbg_value(!DIArgList(i64 %88, i64 %94), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2046)
    #dbg_value(i32 %87, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %96 = icmp sgt i32 %37, 4, !dbg !2049
  br i1 %96, label %97, label %140, !dbg !2052, !llvm.loop !2059

97:                                               ; preds = %86
    #dbg_value(i64 %95, !2035, !DIExpression(), !2046)
    #dbg_value(i32 %87, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %98 = add nsw i32 %51, -5, !dbg !2054
    #dbg_value(i32 %98, !2036, !DIExpression(), !2046)
  %99 = shl i64 %95, 8, !dbg !2061
    #dbg_value(i64 %99, !2035, !DIExpression(), !2046)
  %100 = sub i32 %37, %87, !dbg !2055
  %101 = select i1 %55, i32 %100, i32 %98, !dbg !2055
  %102 = sext i32 %101 to i64, !dbg !2057
  %103 = getelementptr inbounds i8, ptr %49, i64 %102, !dbg !2057
  %104 = load i8, ptr %103, align 1, !dbg !2057, !tbaa !522
  %105 = zext i8 %104 to i64, !dbg !2058
  %106 = or disjoint i64 %99, %105, !dbg !2062
    #dbg_value(!DIArgList(i64 %99, i64 %105), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2046)
    #dbg_value(i32 %98, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %107 = icmp eq i32 %37, 5, !dbg !2049
  br i1 %107, label %140, label %108, !dbg !2052, !llvm.loop !2059

108:                                              ; preds = %97
    #dbg_value(i64 %106, !2035, !DIExpression(), !2046)
    #dbg_value(i32 %98, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %109 = add nsw i32 %51, -6, !dbg !2054
    #dbg_value(i32 %109, !2036, !DIExpression(), !2046)
  %110 = shl i64 %106, 8, !dbg !2061
    #dbg_value(i64 %110, !2035, !DIExpression(), !2046)
  %111 = sub i32 %37, %98, !dbg !2055
  %112 = select i1 %55, i32 %111, i32 %109, !dbg !2055
  %113 = sext i32 %112 to i64, !dbg !2057
  %114 = getelementptr inbounds i8, ptr %49, i64 %113, !dbg !2057
  %115 = load i8, ptr %114, align 1, !dbg !2057, !tbaa !522
  %116 = zext i8 %115 to i64, !dbg !2058
  %117 = or disjoint i64 %110, %116, !dbg !2062
    #dbg_value(!DIArgList(i64 %110, i64 %116), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2046)
    #dbg_value(i32 %109, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %118 = icmp sgt i32 %37, 6, !dbg !2049
  br i1 %118, label %119, label %140, !dbg !2052, !llvm.loop !2059

119:                                              ; preds = %108
    #dbg_value(i64 %117, !2035, !DIExpression(), !2046)
    #dbg_value(i32 %109, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %120 = add nsw i32 %51, -7, !dbg !2054
    #dbg_value(i32 %120, !2036, !DIExpression(), !2046)
  %121 = shl i64 %117, 8, !dbg !2061
    #dbg_value(i64 %121, !2035, !DIExpression(), !2046)
  %122 = sub i32 %37, %109, !dbg !2055
  %123 = select i1 %55, i32 %122, i32 %120, !dbg !2055
  %124 = sext i32 %123 to i64, !dbg !2057
  %125 = getelementptr inbounds i8, ptr %49, i64 %124, !dbg !2057
  %126 = load i8, ptr %125, align 1, !dbg !2057, !tbaa !522
  %127 = zext i8 %126 to i64, !dbg !2058
  %128 = or disjoint i64 %121, %127, !dbg !2062
    #dbg_value(!DIArgList(i64 %121, i64 %127), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2046)
    #dbg_value(i32 %120, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %129 = icmp eq i32 %37, 7, !dbg !2049
  br i1 %129, label %140, label %130, !dbg !2052, !llvm.loop !2059

130:                                              ; preds = %119
    #dbg_value(i64 %128, !2035, !DIExpression(), !2046)
    #dbg_value(i32 %120, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  %131 = add nsw i32 %51, -8, !dbg !2054
    #dbg_value(i32 %131, !2036, !DIExpression(), !2046)
  %132 = shl i64 %128, 8, !dbg !2061
    #dbg_value(i64 %132, !2035, !DIExpression(), !2046)
  %133 = sub i32 %37, %120, !dbg !2055
  %134 = select i1 %55, i32 %133, i32 %131, !dbg !2055
  %135 = sext i32 %134 to i64, !dbg !2057
  %136 = getelementptr inbounds i8, ptr %49, i64 %135, !dbg !2057
  %137 = load i8, ptr %136, align 1, !dbg !2057, !tbaa !522
  %138 = zext i8 %137 to i64, !dbg !2058
  %139 = or disjoint i64 %132, %138, !dbg !2062
    #dbg_value(!DIArgList(i64 %132, i64 %138), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2046)
    #dbg_value(i32 %131, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2046)
  br label %140

140:                                              ; preds = %130, %119, %108, %97, %86, %75, %64, %53
  %141 = phi i64 [ 0, %53 ], [ %66, %64 ], [ %77, %75 ], [ %88, %86 ], [ %99, %97 ], [ %110, %108 ], [ %121, %119 ], [ %132, %130 ], !dbg !2061
  %142 = phi i64 [ %62, %53 ], [ %73, %64 ], [ %84, %75 ], [ %95, %86 ], [ %106, %97 ], [ %117, %108 ], [ %128, %119 ], [ %139, %130 ], !dbg !2062
  %143 = icmp slt i32 %37, 8, !dbg !2063
  br i1 %143, label %144, label %153, !dbg !2064

144:                                              ; preds = %140, %48
  %145 = phi i64 [ %142, %140 ], [ 0, %48 ]
  br i1 %50, label %146, label %174, !dbg !2065

146:                                              ; preds = %144
  %147 = shl nsw i32 %37, 3, !dbg !2066
  %148 = add nsw i32 %147, -1, !dbg !2067
  %149 = zext nneg i32 %148 to i64, !dbg !2068
  %150 = shl nuw i64 1, %149, !dbg !2068
    #dbg_value(i64 %150, !2038, !DIExpression(), !2069)
  %151 = xor i64 %145, %150, !dbg !2070
  %152 = sub i64 %151, %150, !dbg !2071
    #dbg_value(i64 %152, !2035, !DIExpression(), !2046)
  br label %174, !dbg !2072

153:                                              ; preds = %140
  %154 = icmp eq i32 %37, 8, !dbg !2073
  br i1 %154, label %174, label %155, !dbg !2074

155:                                              ; preds = %153
  %156 = icmp slt i64 %141, 0, !dbg !2075
  %157 = select i1 %50, i1 %156, i1 false, !dbg !2076
  %158 = select i1 %157, i32 255, i32 0, !dbg !2076
    #dbg_value(i32 %158, !2043, !DIExpression(), !2077)
    #dbg_value(i32 %51, !2036, !DIExpression(), !2046)
  br label %159, !dbg !2078

159:                                              ; preds = %171, %155
  %160 = phi i32 [ %51, %155 ], [ %172, %171 ]
    #dbg_value(i32 %160, !2036, !DIExpression(), !2046)
  %161 = xor i32 %160, -1, !dbg !2080
  %162 = add nsw i32 %37, %161, !dbg !2080
  %163 = select i1 %55, i32 %162, i32 %160, !dbg !2080
  %164 = sext i32 %163 to i64, !dbg !2080
  %165 = getelementptr inbounds i8, ptr %49, i64 %164, !dbg !2080
  %166 = load i8, ptr %165, align 1, !dbg !2080, !tbaa !522
  %167 = zext i8 %166 to i32, !dbg !2080
  %168 = icmp eq i32 %158, %167, !dbg !2080
  br i1 %168, label %171, label %169, !dbg !2084, !prof !553

169:                                              ; preds = %159
  %170 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.74, i32 noundef %37) #12, !dbg !2085
  br label %171, !dbg !2085

171:                                              ; preds = %169, %159
  %172 = add nuw nsw i32 %160, 1, !dbg !2086
    #dbg_value(i32 %172, !2036, !DIExpression(), !2046)
  %173 = icmp slt i32 %172, %37, !dbg !2087
  br i1 %173, label %159, label %174, !dbg !2078, !llvm.loop !2088

174:                                              ; preds = %171, %144, %146, %153
  %175 = phi i64 [ %152, %146 ], [ %145, %144 ], [ %142, %153 ], [ %142, %171 ], !dbg !2046
    #dbg_value(i64 %175, !2035, !DIExpression(), !2046)
    #dbg_value(i64 %175, !1960, !DIExpression(), !2090)
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %175) #12, !dbg !2091
  br label %434

176:                                              ; preds = %45
  %177 = getelementptr inbounds i8, ptr %8, i64 %46, !dbg !2092
  %178 = load i32, ptr %27, align 8, !dbg !2093, !tbaa !1672
    #dbg_value(ptr undef, !1789, !DIExpression(), !2094)
    #dbg_value(ptr %177, !1794, !DIExpression(), !2094)
    #dbg_value(i32 4, !1795, !DIExpression(), !2094)
    #dbg_value(i32 %178, !1796, !DIExpression(), !2094)
  %179 = icmp eq i32 %178, 1, !dbg !2096
  br i1 %179, label %199, label %180, !dbg !2097

180:                                              ; preds = %176
    #dbg_value(ptr %177, !1794, !DIExpression(), !2094)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2094)
    #dbg_value(i32 3, !1795, !DIExpression(), !2094)
  %181 = getelementptr inbounds i8, ptr %177, i64 1, !dbg !2098
    #dbg_value(ptr %181, !1794, !DIExpression(), !2094)
  %182 = load i8, ptr %177, align 1, !dbg !2099, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2094)
  %183 = zext i8 %182 to i32, !dbg !2100
  %184 = shl nuw i32 %183, 24, !dbg !2100
    #dbg_value(i32 %184, !1963, !DIExpression(), !2016)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2094)
    #dbg_value(i32 2, !1795, !DIExpression(), !2094)
  %185 = getelementptr inbounds i8, ptr %177, i64 2, !dbg !2098
    #dbg_value(ptr %185, !1794, !DIExpression(), !2094)
  %186 = load i8, ptr %181, align 1, !dbg !2099, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2094)
  %187 = zext i8 %186 to i32, !dbg !2100
  %188 = shl nuw nsw i32 %187, 16, !dbg !2100
  %189 = or disjoint i32 %184, %188, !dbg !2100
    #dbg_value(i32 %189, !1963, !DIExpression(), !2016)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2094)
    #dbg_value(i32 1, !1795, !DIExpression(), !2094)
  %190 = getelementptr inbounds i8, ptr %177, i64 3, !dbg !2098
    #dbg_value(ptr %190, !1794, !DIExpression(), !2094)
  %191 = load i8, ptr %185, align 1, !dbg !2099, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2094)
  %192 = zext i8 %191 to i32, !dbg !2100
  %193 = shl nuw nsw i32 %192, 8, !dbg !2100
  %194 = or disjoint i32 %189, %193, !dbg !2100
    #dbg_value(i32 %194, !1963, !DIExpression(), !2016)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2094)
    #dbg_value(i32 0, !1795, !DIExpression(), !2094)
    #dbg_value(ptr %190, !1794, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2094)
  %195 = load i8, ptr %190, align 1, !dbg !2099, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2094)
  %196 = zext i8 %195 to i32, !dbg !2100
  %197 = or disjoint i32 %194, %196, !dbg !2100
  %198 = bitcast i32 %197 to float, !dbg !2100
    #dbg_value(float %198, !1963, !DIExpression(), !2016)
    #dbg_value(i32 0, !1795, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2094)
  br label %201, !dbg !2101

199:                                              ; preds = %176
  %200 = load float, ptr %177, align 1, !dbg !2102
    #dbg_value(float %200, !1963, !DIExpression(), !2016)
  br label %201, !dbg !2102

201:                                              ; preds = %180, %199
  %202 = phi float [ %200, %199 ], [ %198, %180 ], !dbg !2103
    #dbg_value(float %202, !1963, !DIExpression(), !2016)
  %203 = fpext float %202 to double, !dbg !2104
  call void @lua_pushnumber(ptr noundef %0, double noundef %203) #12, !dbg !2105
  br label %434

204:                                              ; preds = %45
  %205 = getelementptr inbounds i8, ptr %8, i64 %46, !dbg !2106
  %206 = load i32, ptr %27, align 8, !dbg !2107, !tbaa !1672
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(ptr %205, !1794, !DIExpression(), !2108)
    #dbg_value(i32 8, !1795, !DIExpression(), !2108)
    #dbg_value(i32 %206, !1796, !DIExpression(), !2108)
  %207 = icmp eq i32 %206, 1, !dbg !2110
  br i1 %207, label %247, label %208, !dbg !2111

208:                                              ; preds = %204
    #dbg_value(ptr %205, !1794, !DIExpression(), !2108)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(i32 7, !1795, !DIExpression(), !2108)
  %209 = getelementptr inbounds i8, ptr %205, i64 1, !dbg !2112
    #dbg_value(ptr %209, !1794, !DIExpression(), !2108)
  %210 = load i8, ptr %205, align 1, !dbg !2113, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  %211 = zext i8 %210 to i64, !dbg !2114
  %212 = shl nuw i64 %211, 56, !dbg !2114
    #dbg_value(i64 %212, !1965, !DIExpression(), !2015)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(i32 6, !1795, !DIExpression(), !2108)
  %213 = getelementptr inbounds i8, ptr %205, i64 2, !dbg !2112
    #dbg_value(ptr %213, !1794, !DIExpression(), !2108)
  %214 = load i8, ptr %209, align 1, !dbg !2113, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  %215 = zext i8 %214 to i64, !dbg !2114
  %216 = shl nuw nsw i64 %215, 48, !dbg !2114
  %217 = or disjoint i64 %212, %216, !dbg !2114
    #dbg_value(i64 %217, !1965, !DIExpression(), !2015)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(i32 5, !1795, !DIExpression(), !2108)
  %218 = getelementptr inbounds i8, ptr %205, i64 3, !dbg !2112
    #dbg_value(ptr %218, !1794, !DIExpression(), !2108)
  %219 = load i8, ptr %213, align 1, !dbg !2113, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  %220 = zext i8 %219 to i64, !dbg !2114
  %221 = shl nuw nsw i64 %220, 40, !dbg !2114
  %222 = or disjoint i64 %217, %221, !dbg !2114
    #dbg_value(i64 %222, !1965, !DIExpression(), !2015)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(i32 4, !1795, !DIExpression(), !2108)
  %223 = getelementptr inbounds i8, ptr %205, i64 4, !dbg !2112
    #dbg_value(ptr %223, !1794, !DIExpression(), !2108)
  %224 = load i8, ptr %218, align 1, !dbg !2113, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  %225 = zext i8 %224 to i64, !dbg !2114
  %226 = shl nuw nsw i64 %225, 32, !dbg !2114
  %227 = or disjoint i64 %222, %226, !dbg !2114
    #dbg_value(i64 %227, !1965, !DIExpression(), !2015)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(i32 3, !1795, !DIExpression(), !2108)
  %228 = getelementptr inbounds i8, ptr %205, i64 5, !dbg !2112
    #dbg_value(ptr %228, !1794, !DIExpression(), !2108)
  %229 = load i8, ptr %223, align 1, !dbg !2113, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  %230 = zext i8 %229 to i64, !dbg !2114
  %231 = shl nuw nsw i64 %230, 24, !dbg !2114
  %232 = or disjoint i64 %227, %231, !dbg !2114
    #dbg_value(i64 %232, !1965, !DIExpression(), !2015)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(i32 2, !1795, !DIExpression(), !2108)
  %233 = getelementptr inbounds i8, ptr %205, i64 6, !dbg !2112
    #dbg_value(ptr %233, !1794, !DIExpression(), !2108)
  %234 = load i8, ptr %228, align 1, !dbg !2113, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  %235 = zext i8 %234 to i64, !dbg !2114
  %236 = shl nuw nsw i64 %235, 16, !dbg !2114
    #dbg_value(!DIArgList(i64 %232, i64 %236), !1965, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2015)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(i32 1, !1795, !DIExpression(), !2108)
  %237 = getelementptr inbounds i8, ptr %205, i64 7, !dbg !2112
    #dbg_value(ptr %237, !1794, !DIExpression(), !2108)
  %238 = load i8, ptr %233, align 1, !dbg !2113, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  %239 = zext i8 %238 to i64, !dbg !2114
  %240 = shl nuw nsw i64 %239, 8, !dbg !2114
  %241 = or disjoint i64 %232, %236, !dbg !2114
    #dbg_value(!DIArgList(i64 %241, i64 %240), !1965, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2015)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2108)
    #dbg_value(i32 0, !1795, !DIExpression(), !2108)
    #dbg_value(ptr %237, !1794, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2108)
  %242 = load i8, ptr %237, align 1, !dbg !2113, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  %243 = zext i8 %242 to i64, !dbg !2114
  %244 = or i64 %241, %240, !dbg !2114
  %245 = or i64 %244, %243, !dbg !2114
  %246 = bitcast i64 %245 to double, !dbg !2114
    #dbg_value(double %246, !1965, !DIExpression(), !2015)
    #dbg_value(i32 0, !1795, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2108)
  br label %249, !dbg !2115

247:                                              ; preds = %204
  %248 = load double, ptr %205, align 1, !dbg !2116
    #dbg_value(double %248, !1965, !DIExpression(), !2015)
  br label %249, !dbg !2116

249:                                              ; preds = %208, %247
  %250 = phi double [ %248, %247 ], [ %246, %208 ], !dbg !2117
    #dbg_value(double %250, !1965, !DIExpression(), !2015)
  call void @lua_pushnumber(ptr noundef %0, double noundef %250) #12, !dbg !2118
  br label %434

251:                                              ; preds = %45
  %252 = getelementptr inbounds i8, ptr %8, i64 %46, !dbg !2119
  %253 = load i32, ptr %27, align 8, !dbg !2120, !tbaa !1672
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(ptr %252, !1794, !DIExpression(), !2121)
    #dbg_value(i32 8, !1795, !DIExpression(), !2121)
    #dbg_value(i32 %253, !1796, !DIExpression(), !2121)
  %254 = icmp eq i32 %253, 1, !dbg !2123
  br i1 %254, label %294, label %255, !dbg !2124

255:                                              ; preds = %251
    #dbg_value(ptr %252, !1794, !DIExpression(), !2121)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(i32 7, !1795, !DIExpression(), !2121)
  %256 = getelementptr inbounds i8, ptr %252, i64 1, !dbg !2125
    #dbg_value(ptr %256, !1794, !DIExpression(), !2121)
  %257 = load i8, ptr %252, align 1, !dbg !2126, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %258 = zext i8 %257 to i64, !dbg !2127
  %259 = shl nuw i64 %258, 56, !dbg !2127
    #dbg_value(i64 %259, !1967, !DIExpression(), !2014)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(i32 6, !1795, !DIExpression(), !2121)
  %260 = getelementptr inbounds i8, ptr %252, i64 2, !dbg !2125
    #dbg_value(ptr %260, !1794, !DIExpression(), !2121)
  %261 = load i8, ptr %256, align 1, !dbg !2126, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %262 = zext i8 %261 to i64, !dbg !2127
  %263 = shl nuw nsw i64 %262, 48, !dbg !2127
  %264 = or disjoint i64 %259, %263, !dbg !2127
    #dbg_value(i64 %264, !1967, !DIExpression(), !2014)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(i32 5, !1795, !DIExpression(), !2121)
  %265 = getelementptr inbounds i8, ptr %252, i64 3, !dbg !2125
    #dbg_value(ptr %265, !1794, !DIExpression(), !2121)
  %266 = load i8, ptr %260, align 1, !dbg !2126, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %267 = zext i8 %266 to i64, !dbg !2127
  %268 = shl nuw nsw i64 %267, 40, !dbg !2127
  %269 = or disjoint i64 %264, %268, !dbg !2127
    #dbg_value(i64 %269, !1967, !DIExpression(), !2014)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(i32 4, !1795, !DIExpression(), !2121)
  %270 = getelementptr inbounds i8, ptr %252, i64 4, !dbg !2125
    #dbg_value(ptr %270, !1794, !DIExpression(), !2121)
  %271 = load i8, ptr %265, align 1, !dbg !2126, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %272 = zext i8 %271 to i64, !dbg !2127
  %273 = shl nuw nsw i64 %272, 32, !dbg !2127
  %274 = or disjoint i64 %269, %273, !dbg !2127
    #dbg_value(i64 %274, !1967, !DIExpression(), !2014)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(i32 3, !1795, !DIExpression(), !2121)
  %275 = getelementptr inbounds i8, ptr %252, i64 5, !dbg !2125
    #dbg_value(ptr %275, !1794, !DIExpression(), !2121)
  %276 = load i8, ptr %270, align 1, !dbg !2126, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %277 = zext i8 %276 to i64, !dbg !2127
  %278 = shl nuw nsw i64 %277, 24, !dbg !2127
  %279 = or disjoint i64 %274, %278, !dbg !2127
    #dbg_value(i64 %279, !1967, !DIExpression(), !2014)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(i32 2, !1795, !DIExpression(), !2121)
  %280 = getelementptr inbounds i8, ptr %252, i64 6, !dbg !2125
    #dbg_value(ptr %280, !1794, !DIExpression(), !2121)
  %281 = load i8, ptr %275, align 1, !dbg !2126, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %282 = zext i8 %281 to i64, !dbg !2127
  %283 = shl nuw nsw i64 %282, 16, !dbg !2127
    #dbg_value(!DIArgList(i64 %279, i64 %283), !1967, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2014)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(i32 1, !1795, !DIExpression(), !2121)
  %284 = getelementptr inbounds i8, ptr %252, i64 7, !dbg !2125
    #dbg_value(ptr %284, !1794, !DIExpression(), !2121)
  %285 = load i8, ptr %280, align 1, !dbg !2126, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %286 = zext i8 %285 to i64, !dbg !2127
  %287 = shl nuw nsw i64 %286, 8, !dbg !2127
  %288 = or disjoint i64 %279, %283, !dbg !2127
    #dbg_value(!DIArgList(i64 %288, i64 %287), !1967, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2014)
    #dbg_value(ptr undef, !1789, !DIExpression(), !2121)
    #dbg_value(i32 0, !1795, !DIExpression(), !2121)
    #dbg_value(ptr %284, !1794, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2121)
  %289 = load i8, ptr %284, align 1, !dbg !2126, !tbaa !522
    #dbg_value(ptr undef, !1789, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  %290 = zext i8 %289 to i64, !dbg !2127
  %291 = or i64 %288, %287, !dbg !2127
  %292 = or i64 %291, %290, !dbg !2127
  %293 = bitcast i64 %292 to double, !dbg !2127
    #dbg_value(double %293, !1967, !DIExpression(), !2014)
    #dbg_value(i32 0, !1795, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2121)
  br label %296, !dbg !2128

294:                                              ; preds = %251
  %295 = load double, ptr %252, align 1, !dbg !2129
    #dbg_value(double %295, !1967, !DIExpression(), !2014)
  br label %296, !dbg !2129

296:                                              ; preds = %255, %294
  %297 = phi double [ %295, %294 ], [ %293, %255 ], !dbg !2130
    #dbg_value(double %297, !1967, !DIExpression(), !2014)
  call void @lua_pushnumber(ptr noundef %0, double noundef %297) #12, !dbg !2131
  br label %434

298:                                              ; preds = %45
  %299 = getelementptr inbounds i8, ptr %8, i64 %46, !dbg !2132
  %300 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %299, i64 noundef %38) #12, !dbg !2134
  br label %434, !dbg !2135

301:                                              ; preds = %45
  %302 = getelementptr inbounds i8, ptr %8, i64 %46, !dbg !2136
    #dbg_value(ptr %0, !2026, !DIExpression(), !2137)
    #dbg_value(ptr %302, !2031, !DIExpression(), !2137)
    #dbg_value(i32 poison, !2032, !DIExpression(), !2137)
    #dbg_value(i32 %37, !2033, !DIExpression(), !2137)
    #dbg_value(i32 0, !2034, !DIExpression(), !2137)
    #dbg_value(i64 0, !2035, !DIExpression(), !2137)
  %303 = call i32 @llvm.smin.i32(i32 %37, i32 8), !dbg !2139
    #dbg_value(i32 %303, !2037, !DIExpression(), !2137)
    #dbg_value(i32 %303, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %304 = icmp sgt i32 %37, 0, !dbg !2140
  br i1 %304, label %305, label %416, !dbg !2141

305:                                              ; preds = %301
  %306 = load i32, ptr %27, align 8, !dbg !2142, !tbaa !1672
    #dbg_value(i32 %306, !2032, !DIExpression(), !2137)
  %307 = icmp eq i32 %306, 0
    #dbg_value(i64 0, !2035, !DIExpression(), !2137)
    #dbg_value(i32 %303, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %308 = add nsw i32 %303, -1, !dbg !2143
    #dbg_value(i32 %308, !2036, !DIExpression(), !2137)
    #dbg_value(i64 0, !2035, !DIExpression(), !2137)
  %309 = sub nsw i32 %37, %303, !dbg !2144
  %310 = select i1 %307, i32 %309, i32 %308, !dbg !2144
  %311 = sext i32 %310 to i64, !dbg !2145
  %312 = getelementptr inbounds i8, ptr %302, i64 %311, !dbg !2145
  %313 = load i8, ptr %312, align 1, !dbg !2145, !tbaa !522
  %314 = zext i8 %313 to i64, !dbg !2146
    #dbg_value(!DIArgList(i64 0, i64 %314), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2137)
    #dbg_value(i32 %308, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %315 = icmp eq i32 %37, 1, !dbg !2140
  br i1 %315, label %392, label %316, !dbg !2141, !llvm.loop !2147

316:                                              ; preds = %305
    #dbg_value(i64 %314, !2035, !DIExpression(), !2137)
    #dbg_value(i32 %308, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %317 = add nsw i32 %303, -2, !dbg !2143
    #dbg_value(i32 %317, !2036, !DIExpression(), !2137)
  %318 = shl nuw nsw i64 %314, 8, !dbg !2149
    #dbg_value(i64 %318, !2035, !DIExpression(), !2137)
  %319 = sub i32 %37, %308, !dbg !2144
  %320 = select i1 %307, i32 %319, i32 %317, !dbg !2144
  %321 = sext i32 %320 to i64, !dbg !2145
  %322 = getelementptr inbounds i8, ptr %302, i64 %321, !dbg !2145
  %323 = load i8, ptr %322, align 1, !dbg !2145, !tbaa !522
  %324 = zext i8 %323 to i64, !dbg !2146
  %325 = or disjoint i64 %318, %324, !dbg !2150
    #dbg_value(!DIArgList(i64 %318, i64 %324), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2137)
    #dbg_value(i32 %317, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %326 = icmp sgt i32 %37, 2, !dbg !2140
  br i1 %326, label %327, label %392, !dbg !2141, !llvm.loop !2147

327:                                              ; preds = %316
    #dbg_value(i64 %325, !2035, !DIExpression(), !2137)
    #dbg_value(i32 %317, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %328 = add nsw i32 %303, -3, !dbg !2143
    #dbg_value(i32 %328, !2036, !DIExpression(), !2137)
  %329 = shl nuw nsw i64 %325, 8, !dbg !2149
    #dbg_value(i64 %329, !2035, !DIExpression(), !2137)
  %330 = sub i32 %37, %317, !dbg !2144
  %331 = select i1 %307, i32 %330, i32 %328, !dbg !2144
  %332 = sext i32 %331 to i64, !dbg !2145
  %333 = getelementptr inbounds i8, ptr %302, i64 %332, !dbg !2145
  %334 = load i8, ptr %333, align 1, !dbg !2145, !tbaa !522
  %335 = zext i8 %334 to i64, !dbg !2146
  %336 = or disjoint i64 %329, %335, !dbg !2150
    #dbg_value(!DIArgList(i64 %329, i64 %335), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2137)
    #dbg_value(i32 %328, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %337 = icmp eq i32 %37, 3, !dbg !2140
  br i1 %337, label %392, label %338, !dbg !2141, !llvm.loop !2147

338:                                              ; preds = %327
    #dbg_value(i64 %336, !2035, !DIExpression(), !2137)
    #dbg_value(i32 %328, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %339 = add nsw i32 %303, -4, !dbg !2143
    #dbg_value(i32 %339, !2036, !DIExpression(), !2137)
  %340 = shl nuw nsw i64 %336, 8, !dbg !2149
    #dbg_value(i64 %340, !2035, !DIExpression(), !2137)
  %341 = sub i32 %37, %328, !dbg !2144
  %342 = select i1 %307, i32 %341, i32 %339, !dbg !2144
  %343 = sext i32 %342 to i64, !dbg !2145
  %344 = getelementptr inbounds i8, ptr %302, i64 %343, !dbg !2145
  %345 = load i8, ptr %344, align 1, !dbg !2145, !tbaa !522
  %346 = zext i8 %345 to i64, !dbg !2146
  %347 = or disjoint i64 %340, %346, !dbg !2150
    #dbg_value(!DIArgList(i64 %340, i64 %346), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2137)
    #dbg_value(i32 %339, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %348 = icmp sgt i32 %37, 4, !dbg !2140
  br i1 %348, label %349, label %392, !dbg !2141, !llvm.loop !2147

349:                                              ; preds = %338
    #dbg_value(i64 %347, !2035, !DIExpression(), !2137)
    #dbg_value(i32 %339, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %350 = add nsw i32 %303, -5, !dbg !2143
    #dbg_value(i32 %350, !2036, !DIExpression(), !2137)
  %351 = shl i64 %347, 8, !dbg !2149
    #dbg_value(i64 %351, !2035, !DIExpression(), !2137)
  %352 = sub i32 %37, %339, !dbg !2144
  %353 = select i1 %307, i32 %352, i32 %350, !dbg !2144
  %354 = sext i32 %353 to i64, !dbg !2145
  %355 = getelementptr inbounds i8, ptr %302, i64 %354, !dbg !2145
  %356 = load i8, ptr %355, align 1, !dbg !2145, !tbaa !522
  %357 = zext i8 %356 to i64, !dbg !2146
  %358 = or disjoint i64 %351, %357, !dbg !2150
    #dbg_value(!DIArgList(i64 %351, i64 %357), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2137)
    #dbg_value(i32 %350, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %359 = icmp eq i32 %37, 5, !dbg !2140
  br i1 %359, label %392, label %360, !dbg !2141, !llvm.loop !2147

360:                                              ; preds = %349
    #dbg_value(i64 %358, !2035, !DIExpression(), !2137)
    #dbg_value(i32 %350, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %361 = add nsw i32 %303, -6, !dbg !2143
    #dbg_value(i32 %361, !2036, !DIExpression(), !2137)
  %362 = shl i64 %358, 8, !dbg !2149
    #dbg_value(i64 %362, !2035, !DIExpression(), !2137)
  %363 = sub i32 %37, %350, !dbg !2144
  %364 = select i1 %307, i32 %363, i32 %361, !dbg !2144
  %365 = sext i32 %364 to i64, !dbg !2145
  %366 = getelementptr inbounds i8, ptr %302, i64 %365, !dbg !2145
  %367 = load i8, ptr %366, align 1, !dbg !2145, !tbaa !522
  %368 = zext i8 %367 to i64, !dbg !2146
  %369 = or disjoint i64 %362, %368, !dbg !2150
    #dbg_value(!DIArgList(i64 %362, i64 %368), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2137)
    #dbg_value(i32 %361, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %370 = icmp sgt i32 %37, 6, !dbg !2140
  br i1 %370, label %371, label %392, !dbg !2141, !llvm.loop !2147

371:                                              ; preds = %360
    #dbg_value(i64 %369, !2035, !DIExpression(), !2137)
    #dbg_value(i32 %361, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %372 = add nsw i32 %303, -7, !dbg !2143
    #dbg_value(i32 %372, !2036, !DIExpression(), !2137)
  %373 = shl i64 %369, 8, !dbg !2149
    #dbg_value(i64 %373, !2035, !DIExpression(), !2137)
  %374 = sub i32 %37, %361, !dbg !2144
  %375 = select i1 %307, i32 %374, i32 %372, !dbg !2144
  %376 = sext i32 %375 to i64, !dbg !2145
  %377 = getelementptr inbounds i8, ptr %302, i64 %376, !dbg !2145
  %378 = load i8, ptr %377, align 1, !dbg !2145, !tbaa !522
  %379 = zext i8 %378 to i64, !dbg !2146
  %380 = or disjoint i64 %373, %379, !dbg !2150
    #dbg_value(!DIArgList(i64 %373, i64 %379), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2137)
    #dbg_value(i32 %372, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %381 = icmp eq i32 %37, 7, !dbg !2140
  br i1 %381, label %392, label %382, !dbg !2141, !llvm.loop !2147

382:                                              ; preds = %371
    #dbg_value(i64 %380, !2035, !DIExpression(), !2137)
    #dbg_value(i32 %372, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  %383 = add nsw i32 %303, -8, !dbg !2143
    #dbg_value(i32 %383, !2036, !DIExpression(), !2137)
  %384 = shl i64 %380, 8, !dbg !2149
    #dbg_value(i64 %384, !2035, !DIExpression(), !2137)
  %385 = sub i32 %37, %372, !dbg !2144
  %386 = select i1 %307, i32 %385, i32 %383, !dbg !2144
  %387 = sext i32 %386 to i64, !dbg !2145
  %388 = getelementptr inbounds i8, ptr %302, i64 %387, !dbg !2145
  %389 = load i8, ptr %388, align 1, !dbg !2145, !tbaa !522
  %390 = zext i8 %389 to i64, !dbg !2146
  %391 = or disjoint i64 %384, %390, !dbg !2150
    #dbg_value(!DIArgList(i64 %384, i64 %390), !2035, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !2137)
    #dbg_value(i32 %383, !2036, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2137)
  br label %392

392:                                              ; preds = %382, %371, %360, %349, %338, %327, %316, %305
  %393 = phi i64 [ %314, %305 ], [ %325, %316 ], [ %336, %327 ], [ %347, %338 ], [ %358, %349 ], [ %369, %360 ], [ %380, %371 ], [ %391, %382 ], !dbg !2150
  %394 = icmp slt i32 %37, 9, !dbg !2151
  br i1 %394, label %409, label %395, !dbg !2151

395:                                              ; preds = %392, %406
  %396 = phi i32 [ %407, %406 ], [ %303, %392 ]
    #dbg_value(i32 %396, !2036, !DIExpression(), !2137)
  %397 = xor i32 %396, -1, !dbg !2152
  %398 = add nsw i32 %37, %397, !dbg !2152
  %399 = select i1 %307, i32 %398, i32 %396, !dbg !2152
  %400 = sext i32 %399 to i64, !dbg !2152
  %401 = getelementptr inbounds i8, ptr %302, i64 %400, !dbg !2152
  %402 = load i8, ptr %401, align 1, !dbg !2152, !tbaa !522
  %403 = icmp eq i8 %402, 0, !dbg !2152
  br i1 %403, label %406, label %404, !dbg !2153, !prof !553

404:                                              ; preds = %395
  %405 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.74, i32 noundef %37) #12, !dbg !2154
  br label %406, !dbg !2154

406:                                              ; preds = %404, %395
  %407 = add i32 %396, 1, !dbg !2155
    #dbg_value(i32 %407, !2036, !DIExpression(), !2137)
  %408 = icmp eq i32 %407, %37, !dbg !2156
  br i1 %408, label %409, label %395, !dbg !2157, !llvm.loop !2158

409:                                              ; preds = %406, %392
    #dbg_value(i64 %393, !2035, !DIExpression(), !2137)
    #dbg_value(i64 %393, !1969, !DIExpression(), !2160)
  %410 = load i64, ptr %4, align 8, !dbg !2161, !tbaa !457
  %411 = add i64 %46, %38, !dbg !2161
  %412 = sub i64 %410, %411, !dbg !2161
  %413 = icmp ugt i64 %393, %412, !dbg !2161
  br i1 %413, label %414, label %416, !dbg !2161, !prof !2162

414:                                              ; preds = %409
  %415 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.71) #12, !dbg !2161
  br label %416, !dbg !2161

416:                                              ; preds = %301, %414, %409
  %417 = phi i64 [ %393, %414 ], [ %393, %409 ], [ 0, %301 ]
  %418 = getelementptr inbounds i8, ptr %302, i64 %38, !dbg !2163
  %419 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %418, i64 noundef %417) #12, !dbg !2164
  %420 = add i64 %417, %46, !dbg !2165
    #dbg_value(i64 %420, !1954, !DIExpression(), !1974)
  br label %434

421:                                              ; preds = %45
  %422 = getelementptr inbounds i8, ptr %8, i64 %46, !dbg !2166
  %423 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %422) #13, !dbg !2167
    #dbg_value(i64 %423, !1971, !DIExpression(), !2168)
  %424 = add i64 %423, %46, !dbg !2169
  %425 = load i64, ptr %4, align 8, !dbg !2169, !tbaa !457
  %426 = icmp ult i64 %424, %425, !dbg !2169
  br i1 %426, label %429, label %427, !dbg !2169, !prof !553

427:                                              ; preds = %421
  %428 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.73) #12, !dbg !2169
  br label %429, !dbg !2169

429:                                              ; preds = %427, %421
  %430 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %422, i64 noundef %423) #12, !dbg !2170
  %431 = add i64 %46, 1, !dbg !2171
  %432 = add i64 %431, %423, !dbg !2172
    #dbg_value(i64 %432, !1954, !DIExpression(), !1974)
  br label %434

433:                                              ; preds = %45
  unreachable

434:                                              ; preds = %45, %45, %45, %429, %416, %298, %296, %249, %201, %174
  %435 = phi i32 [ %33, %45 ], [ %33, %45 ], [ %33, %45 ], [ %47, %429 ], [ %47, %416 ], [ %47, %298 ], [ %47, %296 ], [ %47, %249 ], [ %47, %201 ], [ %47, %174 ], !dbg !1978
  %436 = phi i64 [ %46, %45 ], [ %46, %45 ], [ %46, %45 ], [ %432, %429 ], [ %420, %416 ], [ %46, %298 ], [ %46, %296 ], [ %46, %249 ], [ %46, %201 ], [ %46, %174 ], !dbg !1978
    #dbg_value(double poison, !1967, !DIExpression(), !2014)
    #dbg_value(double poison, !1965, !DIExpression(), !2015)
    #dbg_value(float poison, !1963, !DIExpression(), !2016)
    #dbg_value(i64 %436, !1954, !DIExpression(), !1974)
    #dbg_value(i32 %435, !1955, !DIExpression(), !1974)
  %437 = add i64 %436, %38, !dbg !2173
    #dbg_value(i64 %437, !1954, !DIExpression(), !1974)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12, !dbg !2174
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12, !dbg !2174
  %438 = load ptr, ptr %3, align 8, !dbg !2175, !tbaa !711
  %439 = load i8, ptr %438, align 1, !dbg !2011, !tbaa !522
  %440 = icmp eq i8 %439, 0, !dbg !2012
  br i1 %440, label %441, label %31, !dbg !2013, !llvm.loop !2176

441:                                              ; preds = %434
  %442 = add i64 %437, 1, !dbg !2177
  %443 = add nsw i32 %435, 1, !dbg !2178
  br label %444, !dbg !2177

444:                                              ; preds = %441, %26
  %445 = phi i32 [ 1, %26 ], [ %443, %441 ], !dbg !1974
  %446 = phi i64 [ %21, %26 ], [ %442, %441 ], !dbg !1974
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %446) #12, !dbg !2179
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !2180
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !2180
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12, !dbg !2180
  ret i32 %445, !dbg !2181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !2182 ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !2186 i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !2189 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !2192 void @luaL_checkstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !2195 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !2198 i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare !dbg !2199 ptr @luaL_buffinitsize(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !2202 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !2205 i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !2208 void @luaL_pushresultsize(ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !2211 i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !2214 void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !2215 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !2218 i32 @lua_dump(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @writer(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3) #0 !dbg !2225 {
    #dbg_value(ptr %0, !2227, !DIExpression(), !2232)
    #dbg_value(ptr %1, !2228, !DIExpression(), !2232)
    #dbg_value(i64 %2, !2229, !DIExpression(), !2232)
    #dbg_value(ptr %3, !2230, !DIExpression(), !2232)
    #dbg_value(ptr %3, !2231, !DIExpression(), !2232)
  %5 = load i32, ptr %3, align 8, !dbg !2233, !tbaa !575
  %6 = icmp eq i32 %5, 0, !dbg !2235
  br i1 %6, label %7, label %9, !dbg !2236

7:                                                ; preds = %4
  store i32 1, ptr %3, align 8, !dbg !2237, !tbaa !575
  %8 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2239
  tail call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %8) #12, !dbg !2240
  br label %9, !dbg !2241

9:                                                ; preds = %7, %4
  %10 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2242
  tail call void @luaL_addlstring(ptr noundef nonnull %10, ptr noundef %1, i64 noundef %2) #12, !dbg !2243
  ret i32 0, !dbg !2244
}

declare !dbg !2245 void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare !dbg !2248 void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !2251 void @luaL_addlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @str_find_aux(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !2252 {
  %3 = alloca i64, align 8, !DIAssignID !2270
    #dbg_assign(i1 undef, !2256, !DIExpression(), !2270, ptr %3, !DIExpression(), !2271)
  %4 = alloca i64, align 8, !DIAssignID !2272
    #dbg_assign(i1 undef, !2257, !DIExpression(), !2272, ptr %4, !DIExpression(), !2271)
  %5 = alloca %struct.MatchState, align 8, !DIAssignID !2273
    #dbg_assign(i1 undef, !2264, !DIExpression(), !2273, ptr %5, !DIExpression(), !2274)
    #dbg_value(ptr %0, !2254, !DIExpression(), !2271)
    #dbg_value(i32 %1, !2255, !DIExpression(), !2271)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !2275
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !2275
  %6 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #12, !dbg !2276
    #dbg_value(ptr %6, !2258, !DIExpression(), !2271)
  %7 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12, !dbg !2277
    #dbg_value(ptr %7, !2259, !DIExpression(), !2271)
  %8 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #12, !dbg !2278
  %9 = load i64, ptr %3, align 8, !dbg !2279, !tbaa !457
    #dbg_value(i64 %8, !461, !DIExpression(), !2280)
    #dbg_value(i64 %9, !466, !DIExpression(), !2280)
  %10 = icmp sgt i64 %8, 0, !dbg !2282
  br i1 %10, label %19, label %11, !dbg !2283

11:                                               ; preds = %2
  %12 = icmp eq i64 %8, 0, !dbg !2284
  %13 = sub nsw i64 0, %9
  %14 = icmp slt i64 %8, %13
  %15 = select i1 %12, i1 true, i1 %14, !dbg !2285
  br i1 %15, label %19, label %16, !dbg !2285

16:                                               ; preds = %11
  %17 = add nsw i64 %8, 1, !dbg !2286
  %18 = add i64 %17, %9, !dbg !2287
  br label %19, !dbg !2288

19:                                               ; preds = %2, %11, %16
  %20 = phi i64 [ %18, %16 ], [ %8, %2 ], [ 1, %11 ], !dbg !2289
  %21 = add i64 %20, -1, !dbg !2290
    #dbg_value(i64 %21, !2260, !DIExpression(), !2271)
  %22 = icmp ugt i64 %21, %9, !dbg !2291
  br i1 %22, label %23, label %24, !dbg !2293

23:                                               ; preds = %19
  call void @lua_pushnil(ptr noundef %0) #12, !dbg !2294
  br label %145, !dbg !2296

24:                                               ; preds = %19
  %25 = icmp eq i32 %1, 0, !dbg !2297
  br i1 %25, label %26, label %28, !dbg !2298

26:                                               ; preds = %24
  %27 = load i64, ptr %4, align 8, !dbg !2299, !tbaa !457
  br label %82, !dbg !2298

28:                                               ; preds = %24
  %29 = call i32 @lua_toboolean(ptr noundef %0, i32 noundef 4) #12, !dbg !2300
  %30 = icmp eq i32 %29, 0, !dbg !2300
  %31 = load i64, ptr %4, align 8, !dbg !2301, !tbaa !457
  br i1 %30, label %32, label %42, !dbg !2302

32:                                               ; preds = %28, %37
  %33 = phi i64 [ %40, %37 ], [ 0, %28 ], !dbg !2303
    #dbg_value(i64 %33, !2310, !DIExpression(), !2303)
  %34 = getelementptr inbounds i8, ptr %7, i64 %33, !dbg !2312
  %35 = call ptr @strpbrk(ptr noundef readonly %34, ptr noundef nonnull @.str.20) #13, !dbg !2315
  %36 = icmp eq ptr %35, null, !dbg !2315
  br i1 %36, label %37, label %82, !dbg !2316

37:                                               ; preds = %32
  %38 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %34) #13, !dbg !2317
  %39 = add i64 %33, 1, !dbg !2318
  %40 = add i64 %39, %38, !dbg !2319
    #dbg_value(i64 %40, !2310, !DIExpression(), !2303)
  %41 = icmp ugt i64 %40, %31, !dbg !2320
  br i1 %41, label %42, label %32, !dbg !2321, !llvm.loop !2322

42:                                               ; preds = %37, %28
  %43 = getelementptr inbounds i8, ptr %6, i64 %21, !dbg !2325
  %44 = load i64, ptr %3, align 8, !dbg !2326, !tbaa !457
  %45 = sub i64 %44, %21, !dbg !2327
    #dbg_value(ptr %43, !2328, !DIExpression(), !2340)
    #dbg_value(i64 %45, !2333, !DIExpression(), !2340)
    #dbg_value(ptr %7, !2334, !DIExpression(), !2340)
    #dbg_value(i64 %31, !2335, !DIExpression(), !2340)
  %46 = icmp eq i64 %31, 0, !dbg !2342
  br i1 %46, label %72, label %47, !dbg !2343

47:                                               ; preds = %42
  %48 = icmp ugt i64 %31, %45, !dbg !2344
  br i1 %48, label %142, label %49, !dbg !2345

49:                                               ; preds = %47
  %50 = add i64 %31, -1, !dbg !2346
    #dbg_value(i64 %50, !2335, !DIExpression(), !2340)
  %51 = sub i64 %45, %50, !dbg !2347
    #dbg_value(i64 %51, !2333, !DIExpression(), !2340)
    #dbg_value(ptr %43, !2328, !DIExpression(), !2340)
  %52 = icmp eq i64 %51, 0, !dbg !2348
  br i1 %52, label %142, label %53, !dbg !2349

53:                                               ; preds = %49
  %54 = load i8, ptr %7, align 1, !tbaa !522
  %55 = sext i8 %54 to i32
  %56 = getelementptr inbounds i8, ptr %7, i64 1
  br label %57, !dbg !2349

57:                                               ; preds = %66, %53
  %58 = phi i64 [ %51, %53 ], [ %70, %66 ]
  %59 = phi ptr [ %43, %53 ], [ %63, %66 ]
    #dbg_value(i64 %58, !2333, !DIExpression(), !2340)
    #dbg_value(ptr %59, !2328, !DIExpression(), !2340)
  %60 = call ptr @memchr(ptr noundef %59, i32 noundef %55, i64 noundef %58) #13, !dbg !2350
    #dbg_value(ptr %60, !2336, !DIExpression(), !2351)
  %61 = icmp eq ptr %60, null, !dbg !2352
  br i1 %61, label %142, label %62, !dbg !2353

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %60, i64 1, !dbg !2354
    #dbg_value(ptr %63, !2336, !DIExpression(), !2351)
  %64 = call i32 @bcmp(ptr nonnull %63, ptr nonnull readonly %56, i64 %50), !dbg !2356
  %65 = icmp eq i32 %64, 0, !dbg !2358
  br i1 %65, label %74, label %66, !dbg !2359

66:                                               ; preds = %62
  %67 = ptrtoint ptr %63 to i64, !dbg !2360
  %68 = ptrtoint ptr %59 to i64, !dbg !2360
  %69 = add i64 %58, %68, !dbg !2360
  %70 = sub i64 %69, %67, !dbg !2362
    #dbg_value(i64 %70, !2333, !DIExpression(), !2340)
    #dbg_value(ptr %63, !2328, !DIExpression(), !2340)
  %71 = icmp eq i64 %70, 0, !dbg !2348
  br i1 %71, label %142, label %57, !dbg !2349, !llvm.loop !2363

72:                                               ; preds = %42
    #dbg_value(ptr %43, !2261, !DIExpression(), !2365)
  %73 = icmp eq ptr %6, null, !dbg !2366
  br i1 %73, label %142, label %74, !dbg !2368

74:                                               ; preds = %62, %72
  %75 = phi ptr [ %43, %72 ], [ %60, %62 ]
  %76 = ptrtoint ptr %75 to i64, !dbg !2369
  %77 = ptrtoint ptr %6 to i64, !dbg !2369
  %78 = sub i64 %76, %77, !dbg !2369
  %79 = add nsw i64 %78, 1, !dbg !2371
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %79) #12, !dbg !2372
  %80 = load i64, ptr %4, align 8, !dbg !2373, !tbaa !457
  %81 = add i64 %78, %80, !dbg !2374
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %81) #12, !dbg !2375
  br label %145

82:                                               ; preds = %32, %26
  %83 = phi i64 [ %27, %26 ], [ %31, %32 ], !dbg !2299
  call void @llvm.lifetime.start.p0(i64 552, ptr nonnull %5) #12, !dbg !2376
  %84 = getelementptr inbounds i8, ptr %6, i64 %21, !dbg !2377
    #dbg_value(ptr %84, !2266, !DIExpression(), !2274)
  %85 = load i8, ptr %7, align 1, !dbg !2378, !tbaa !522
  %86 = icmp ne i8 %85, 94, !dbg !2379
    #dbg_value(i1 %86, !2267, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2274)
  br i1 %86, label %90, label %87, !dbg !2380

87:                                               ; preds = %82
  %88 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !2381
    #dbg_value(ptr %88, !2259, !DIExpression(), !2271)
  %89 = add i64 %83, -1, !dbg !2384
  store i64 %89, ptr %4, align 8, !dbg !2384, !tbaa !457, !DIAssignID !2385
    #dbg_assign(i64 %89, !2257, !DIExpression(), !2385, ptr %4, !DIExpression(), !2271)
  br label %90, !dbg !2386

90:                                               ; preds = %87, %82
  %91 = phi i64 [ %89, %87 ], [ %83, %82 ], !dbg !2299
  %92 = phi ptr [ %88, %87 ], [ %7, %82 ], !dbg !2271
    #dbg_value(ptr %92, !2259, !DIExpression(), !2271)
  %93 = load i64, ptr %3, align 8, !dbg !2387, !tbaa !457
    #dbg_value(ptr %5, !1024, !DIExpression(), !2388)
    #dbg_value(ptr %0, !1030, !DIExpression(), !2388)
    #dbg_value(ptr %6, !1031, !DIExpression(), !2388)
    #dbg_value(i64 %93, !1032, !DIExpression(), !2388)
    #dbg_value(ptr %92, !1033, !DIExpression(), !2388)
    #dbg_value(i64 %91, !1034, !DIExpression(), !2388)
  %94 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !2390
  store ptr %0, ptr %94, align 8, !dbg !2391, !tbaa !1039, !DIAssignID !2392
    #dbg_assign(ptr %0, !2264, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !2392, ptr %94, !DIExpression(), !2274)
  %95 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !2393
  store i32 200, ptr %95, align 8, !dbg !2394, !tbaa !1043, !DIAssignID !2395
    #dbg_assign(i32 200, !2264, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !2395, ptr %95, !DIExpression(), !2274)
  store ptr %6, ptr %5, align 8, !dbg !2396, !tbaa !1045, !DIAssignID !2397
    #dbg_assign(ptr %6, !2264, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2397, ptr %5, !DIExpression(), !2274)
  %96 = getelementptr inbounds i8, ptr %6, i64 %93, !dbg !2398
  %97 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !2399
  store ptr %96, ptr %97, align 8, !dbg !2400, !tbaa !1049, !DIAssignID !2401
    #dbg_assign(ptr %96, !2264, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2401, ptr %97, !DIExpression(), !2274)
  %98 = getelementptr inbounds i8, ptr %92, i64 %91, !dbg !2402
  %99 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !2403
  store ptr %98, ptr %99, align 8, !dbg !2404, !tbaa !1053, !DIAssignID !2405
    #dbg_assign(ptr %98, !2264, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2405, ptr %99, !DIExpression(), !2274)
  %100 = getelementptr inbounds i8, ptr %5, i64 36
  %101 = ptrtoint ptr %6 to i64
  br label %102, !dbg !2406

102:                                              ; preds = %136, %90
  %103 = phi ptr [ %84, %90 ], [ %137, %136 ], !dbg !2274
    #dbg_value(ptr %103, !2266, !DIExpression(), !2274)
    #dbg_value(ptr %5, !1132, !DIExpression(), !2407)
  store i8 0, ptr %100, align 4, !dbg !2409, !tbaa !1140, !DIAssignID !2410
    #dbg_assign(i8 0, !2264, !DIExpression(DW_OP_LLVM_fragment, 288, 8), !2410, ptr %100, !DIExpression(), !2274)
  %104 = call fastcc ptr @match(ptr noundef nonnull %5, ptr noundef %103, ptr noundef nonnull %92), !dbg !2411
    #dbg_value(ptr %104, !2268, !DIExpression(), !2413)
  %105 = icmp eq ptr %104, null, !dbg !2414
  br i1 %105, label %136, label %106, !dbg !2415

106:                                              ; preds = %102
  br i1 %25, label %123, label %107, !dbg !2416

107:                                              ; preds = %106
  %108 = ptrtoint ptr %103 to i64, !dbg !2418
  %109 = sub i64 %108, %101, !dbg !2421
  %110 = add i64 %109, 1, !dbg !2421
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %110) #12, !dbg !2422
  %111 = ptrtoint ptr %104 to i64, !dbg !2423
  %112 = sub i64 %111, %101, !dbg !2423
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %112) #12, !dbg !2424
    #dbg_value(ptr %5, !1167, !DIExpression(), !2425)
    #dbg_value(ptr null, !1172, !DIExpression(), !2425)
    #dbg_value(ptr null, !1173, !DIExpression(), !2425)
  %113 = load i8, ptr %100, align 4, !dbg !2427, !tbaa !1140
  %114 = zext i8 %113 to i32
    #dbg_value(i32 %114, !1175, !DIExpression(), !2425)
  %115 = load ptr, ptr %94, align 8, !dbg !2428, !tbaa !1039
  call void @luaL_checkstack(ptr noundef %115, i32 noundef %114, ptr noundef nonnull @.str.23) #12, !dbg !2429
    #dbg_value(i32 0, !1174, !DIExpression(), !2425)
  %116 = icmp eq i8 %113, 0, !dbg !2430
  br i1 %116, label %121, label %117, !dbg !2431

117:                                              ; preds = %107, %117
  %118 = phi i32 [ %119, %117 ], [ 0, %107 ]
    #dbg_value(i32 %118, !1174, !DIExpression(), !2425)
  call fastcc void @push_onecapture(ptr noundef nonnull readonly %5, i32 noundef %118, ptr noundef null, ptr noundef null), !dbg !2432
  %119 = add nuw nsw i32 %118, 1, !dbg !2433
    #dbg_value(i32 %119, !1174, !DIExpression(), !2425)
  %120 = icmp eq i32 %119, %114, !dbg !2430
  br i1 %120, label %121, label %117, !dbg !2431, !llvm.loop !2434

121:                                              ; preds = %117, %107
  %122 = add nuw nsw i32 %114, 2, !dbg !2436
  br label %143, !dbg !2437

123:                                              ; preds = %106
    #dbg_value(ptr %5, !1167, !DIExpression(), !2438)
    #dbg_value(ptr %103, !1172, !DIExpression(), !2438)
    #dbg_value(ptr %104, !1173, !DIExpression(), !2438)
  %124 = load i8, ptr %100, align 4, !dbg !2440, !tbaa !1140
  %125 = icmp eq i8 %124, 0, !dbg !2441
  %126 = icmp ne ptr %103, null
  %127 = and i1 %126, %125, !dbg !2442
  %128 = zext i8 %124 to i32
  %129 = select i1 %127, i32 1, i32 %128, !dbg !2442
    #dbg_value(i32 %129, !1175, !DIExpression(), !2438)
  %130 = load ptr, ptr %94, align 8, !dbg !2443, !tbaa !1039
  call void @luaL_checkstack(ptr noundef %130, i32 noundef %129, ptr noundef nonnull @.str.23) #12, !dbg !2444
    #dbg_value(i32 0, !1174, !DIExpression(), !2438)
  %131 = icmp eq i32 %129, 0, !dbg !2445
  br i1 %131, label %143, label %132, !dbg !2446

132:                                              ; preds = %123, %132
  %133 = phi i32 [ %134, %132 ], [ 0, %123 ]
    #dbg_value(i32 %133, !1174, !DIExpression(), !2438)
  call fastcc void @push_onecapture(ptr noundef nonnull readonly %5, i32 noundef %133, ptr noundef %103, ptr noundef nonnull %104), !dbg !2447
  %134 = add nuw nsw i32 %133, 1, !dbg !2448
    #dbg_value(i32 %134, !1174, !DIExpression(), !2438)
  %135 = icmp eq i32 %134, %129, !dbg !2445
  br i1 %135, label %143, label %132, !dbg !2446, !llvm.loop !2449

136:                                              ; preds = %102
  %137 = getelementptr inbounds i8, ptr %103, i64 1, !dbg !2451
    #dbg_value(ptr %137, !2266, !DIExpression(), !2274)
  %138 = load ptr, ptr %97, align 8, !dbg !2452, !tbaa !1049
  %139 = icmp ult ptr %103, %138, !dbg !2453
  %140 = and i1 %86, %139, !dbg !2454
  br i1 %140, label %102, label %141, !dbg !2455, !llvm.loop !2456

141:                                              ; preds = %136
  call void @llvm.lifetime.end.p0(i64 552, ptr nonnull %5) #12, !dbg !2458
  br label %142

142:                                              ; preds = %66, %57, %49, %47, %141, %72
  call void @lua_pushnil(ptr noundef %0) #12, !dbg !2459
  br label %145, !dbg !2460

143:                                              ; preds = %132, %121, %123
  %144 = phi i32 [ 0, %123 ], [ %122, %121 ], [ %129, %132 ]
  call void @llvm.lifetime.end.p0(i64 552, ptr nonnull %5) #12, !dbg !2458
  br label %145

145:                                              ; preds = %74, %143, %142, %23
  %146 = phi i32 [ 1, %23 ], [ 1, %142 ], [ 2, %74 ], [ %144, %143 ], !dbg !2271
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !2461
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !2461
  ret i32 %146, !dbg !2461
}

declare !dbg !2462 void @lua_pushnil(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc ptr @match(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !2463 {
    #dbg_value(ptr %0, !2467, !DIExpression(), !2487)
    #dbg_value(ptr %1, !2468, !DIExpression(), !2487)
    #dbg_value(ptr %2, !2469, !DIExpression(), !2487)
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2488
  %5 = load i32, ptr %4, align 8, !dbg !2488, !tbaa !1043
  %6 = add nsw i32 %5, -1, !dbg !2488
  store i32 %6, ptr %4, align 8, !dbg !2488, !tbaa !1043
  %7 = icmp eq i32 %5, 0, !dbg !2488
  br i1 %7, label %8, label %12, !dbg !2490, !prof !512

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2491
  %10 = load ptr, ptr %9, align 8, !dbg !2491, !tbaa !1039
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %10, ptr noundef nonnull @.str.21) #12, !dbg !2492
  br label %12, !dbg !2492

12:                                               ; preds = %8, %3
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = getelementptr inbounds i8, ptr %0, i64 36
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  br label %18, !dbg !2488

18:                                               ; preds = %144, %12
  %19 = phi ptr [ %2, %12 ], [ %145, %144 ]
  %20 = phi ptr [ %1, %12 ], [ %146, %144 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 -1
  %22 = getelementptr inbounds i8, ptr %20, i64 1
  br label %23, !dbg !2493

23:                                               ; preds = %349, %18
  %24 = phi ptr [ %19, %18 ], [ %350, %349 ]
  br label %25, !dbg !2493

25:                                               ; preds = %23, %270
  %26 = phi ptr [ %196, %270 ], [ %24, %23 ]
    #dbg_value(ptr %20, !2468, !DIExpression(), !2487)
    #dbg_value(ptr %26, !2469, !DIExpression(), !2487)
    #dbg_label(!2470, !2494)
  %27 = load ptr, ptr %13, align 8, !dbg !2495, !tbaa !1053
  %28 = icmp eq ptr %26, %27, !dbg !2496
  br i1 %28, label %390, label %29, !dbg !2493

29:                                               ; preds = %25
  %30 = load i8, ptr %26, align 1, !dbg !2497, !tbaa !522
  %31 = getelementptr inbounds i8, ptr %26, i64 1, !dbg !2498
  switch i8 %30, label %341 [
    i8 40, label %32
    i8 41, label %68
    i8 36, label %96
    i8 37, label %102
    i8 91, label %314
  ], !dbg !2499

32:                                               ; preds = %29
  %33 = load i8, ptr %31, align 1, !dbg !2500, !tbaa !522
  %34 = icmp eq i8 %33, 41, !dbg !2503
  br i1 %34, label %35, label %52, !dbg !2504

35:                                               ; preds = %32
  %36 = getelementptr inbounds i8, ptr %26, i64 2, !dbg !2505
    #dbg_value(ptr %0, !2506, !DIExpression(), !2516)
    #dbg_value(ptr %20, !2511, !DIExpression(), !2516)
    #dbg_value(ptr %36, !2512, !DIExpression(), !2516)
    #dbg_value(i32 -2, !2513, !DIExpression(), !2516)
  %37 = load i8, ptr %15, align 4, !dbg !2518, !tbaa !1140
    #dbg_value(i8 %37, !2515, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2516)
  %38 = icmp ugt i8 %37, 31, !dbg !2519
  br i1 %38, label %39, label %42, !dbg !2521

39:                                               ; preds = %35
  %40 = load ptr, ptr %14, align 8, !dbg !2522, !tbaa !1039
  %41 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %40, ptr noundef nonnull @.str.23) #12, !dbg !2523
  br label %42, !dbg !2523

42:                                               ; preds = %39, %35
  %43 = zext i8 %37 to i64, !dbg !2524
  %44 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %43, !dbg !2524
  store ptr %20, ptr %44, align 8, !dbg !2525, !tbaa !1234
  %45 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !2526
  store i64 -2, ptr %45, align 8, !dbg !2527, !tbaa !1230
  %46 = add i8 %37, 1, !dbg !2528
  store i8 %46, ptr %15, align 4, !dbg !2529, !tbaa !1140
  %47 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %36), !dbg !2530
    #dbg_value(ptr %47, !2514, !DIExpression(), !2516)
  %48 = icmp eq ptr %47, null, !dbg !2532
  br i1 %48, label %49, label %390, !dbg !2533

49:                                               ; preds = %42
  %50 = load i8, ptr %15, align 4, !dbg !2534, !tbaa !1140
  %51 = add i8 %50, -1, !dbg !2534
  store i8 %51, ptr %15, align 4, !dbg !2534, !tbaa !1140
  br label %390, !dbg !2535

52:                                               ; preds = %32
    #dbg_value(ptr %0, !2506, !DIExpression(), !2536)
    #dbg_value(ptr %20, !2511, !DIExpression(), !2536)
    #dbg_value(ptr %31, !2512, !DIExpression(), !2536)
    #dbg_value(i32 -1, !2513, !DIExpression(), !2536)
  %53 = load i8, ptr %15, align 4, !dbg !2538, !tbaa !1140
    #dbg_value(i8 %53, !2515, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2536)
  %54 = icmp ugt i8 %53, 31, !dbg !2539
  br i1 %54, label %55, label %58, !dbg !2540

55:                                               ; preds = %52
  %56 = load ptr, ptr %14, align 8, !dbg !2541, !tbaa !1039
  %57 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %56, ptr noundef nonnull @.str.23) #12, !dbg !2542
  br label %58, !dbg !2542

58:                                               ; preds = %55, %52
  %59 = zext i8 %53 to i64, !dbg !2543
  %60 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %59, !dbg !2543
  store ptr %20, ptr %60, align 8, !dbg !2544, !tbaa !1234
  %61 = getelementptr inbounds i8, ptr %60, i64 8, !dbg !2545
  store i64 -1, ptr %61, align 8, !dbg !2546, !tbaa !1230
  %62 = add i8 %53, 1, !dbg !2547
  store i8 %62, ptr %15, align 4, !dbg !2548, !tbaa !1140
  %63 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %31), !dbg !2549
    #dbg_value(ptr %63, !2514, !DIExpression(), !2536)
  %64 = icmp eq ptr %63, null, !dbg !2550
  br i1 %64, label %65, label %390, !dbg !2551

65:                                               ; preds = %58
  %66 = load i8, ptr %15, align 4, !dbg !2552, !tbaa !1140
  %67 = add i8 %66, -1, !dbg !2552
  store i8 %67, ptr %15, align 4, !dbg !2552, !tbaa !1140
  br label %390, !dbg !2553

68:                                               ; preds = %29
    #dbg_value(ptr %0, !2554, !DIExpression(), !2561)
    #dbg_value(ptr %20, !2557, !DIExpression(), !2561)
    #dbg_value(ptr %31, !2558, !DIExpression(), !2561)
    #dbg_value(ptr %0, !2564, !DIExpression(), !2570)
  %69 = load i8, ptr %15, align 4, !dbg !2572, !tbaa !1140
    #dbg_value(i8 %69, !2569, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2570)
  %70 = zext i8 %69 to i64, !dbg !2573
  br label %71, !dbg !2573

71:                                               ; preds = %74, %68
  %72 = phi i64 [ %75, %74 ], [ %70, %68 ]
    #dbg_value(i64 %72, !2569, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !2570)
  %73 = icmp sgt i64 %72, 0, !dbg !2575
  br i1 %73, label %74, label %79, !dbg !2577

74:                                               ; preds = %71
  %75 = add nsw i64 %72, -1, !dbg !2578
    #dbg_value(i64 %75, !2569, !DIExpression(), !2570)
  %76 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %75, i32 1, !dbg !2579
  %77 = load i64, ptr %76, align 8, !dbg !2579, !tbaa !1230
  %78 = icmp eq i64 %77, -1, !dbg !2581
  br i1 %78, label %82, label %71, !dbg !2582, !llvm.loop !2583

79:                                               ; preds = %71
  %80 = load ptr, ptr %14, align 8, !dbg !2585, !tbaa !1039
  %81 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %80, ptr noundef nonnull @.str.24) #12, !dbg !2586
  br label %84, !dbg !2587

82:                                               ; preds = %74
  %83 = trunc nsw i64 %75 to i32, !dbg !2588
  br label %84, !dbg !2588

84:                                               ; preds = %79, %82
  %85 = phi i32 [ %81, %79 ], [ %83, %82 ], !dbg !2570
    #dbg_value(i32 %85, !2559, !DIExpression(), !2561)
  %86 = sext i32 %85 to i64, !dbg !2589
  %87 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %86, !dbg !2589
  %88 = load ptr, ptr %87, align 8, !dbg !2590, !tbaa !1234
  %89 = ptrtoint ptr %20 to i64, !dbg !2591
  %90 = ptrtoint ptr %88 to i64, !dbg !2591
  %91 = sub i64 %89, %90, !dbg !2591
  %92 = getelementptr inbounds i8, ptr %87, i64 8, !dbg !2592
  store i64 %91, ptr %92, align 8, !dbg !2593, !tbaa !1230
  %93 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %31), !dbg !2594
    #dbg_value(ptr %93, !2560, !DIExpression(), !2561)
  %94 = icmp eq ptr %93, null, !dbg !2596
  br i1 %94, label %95, label %390, !dbg !2597

95:                                               ; preds = %84
  store i64 -1, ptr %92, align 8, !dbg !2598, !tbaa !1230
  br label %390, !dbg !2599

96:                                               ; preds = %29
  %97 = icmp eq ptr %31, %27, !dbg !2600
  br i1 %97, label %98, label %341, !dbg !2603

98:                                               ; preds = %96
  %99 = load ptr, ptr %17, align 8, !dbg !2604, !tbaa !1049
  %100 = icmp eq ptr %20, %99, !dbg !2605
  %101 = select i1 %100, ptr %20, ptr null, !dbg !2606
    #dbg_value(ptr %101, !2468, !DIExpression(), !2487)
  br label %390, !dbg !2607

102:                                              ; preds = %29
  %103 = load i8, ptr %31, align 1, !dbg !2608, !tbaa !522
  switch i8 %103, label %104 [
    i8 98, label %107
    i8 102, label %147
    i8 48, label %272
    i8 49, label %272
    i8 50, label %272
    i8 51, label %272
    i8 52, label %272
    i8 53, label %272
    i8 54, label %272
    i8 55, label %272
    i8 56, label %272
    i8 57, label %272
  ], !dbg !2609

104:                                              ; preds = %102
  %105 = getelementptr inbounds i8, ptr %26, i64 1
    #dbg_label(!2479, !2610)
    #dbg_value(ptr %0, !2611, !DIExpression(), !2617)
    #dbg_value(ptr %105, !2616, !DIExpression(), !2617)
  %106 = icmp eq ptr %105, %27, !dbg !2619
  br i1 %106, label %309, label %312, !dbg !2623, !prof !512

107:                                              ; preds = %102
  %108 = getelementptr inbounds i8, ptr %26, i64 2, !dbg !2624
    #dbg_value(ptr %0, !2626, !DIExpression(), !2636)
    #dbg_value(ptr %20, !2629, !DIExpression(), !2636)
    #dbg_value(ptr %108, !2630, !DIExpression(), !2636)
  %109 = getelementptr inbounds i8, ptr %27, i64 -1, !dbg !2638
  %110 = icmp ugt ptr %109, %108, !dbg !2638
  br i1 %110, label %114, label %111, !dbg !2640, !prof !553

111:                                              ; preds = %107
  %112 = load ptr, ptr %14, align 8, !dbg !2641, !tbaa !1039
  %113 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %112, ptr noundef nonnull @.str.25) #12, !dbg !2642
  br label %114, !dbg !2642

114:                                              ; preds = %111, %107
  %115 = load i8, ptr %20, align 1, !dbg !2643, !tbaa !522
  %116 = load i8, ptr %108, align 1, !dbg !2644, !tbaa !522
  %117 = icmp eq i8 %115, %116, !dbg !2645
  br i1 %117, label %118, label %390, !dbg !2646

118:                                              ; preds = %114
    #dbg_value(i8 %116, !2631, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !2647)
  %119 = getelementptr inbounds i8, ptr %26, i64 3, !dbg !2648
  %120 = load i8, ptr %119, align 1, !dbg !2649, !tbaa !522
    #dbg_value(i8 %120, !2634, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !2647)
    #dbg_value(i32 1, !2635, !DIExpression(), !2647)
  %121 = load ptr, ptr %17, align 8, !tbaa !1049
    #dbg_value(ptr %20, !2629, !DIExpression(), !2636)
  %122 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !2650
  %123 = icmp ult ptr %122, %121, !dbg !2651
  br i1 %123, label %124, label %390, !dbg !2652

124:                                              ; preds = %118, %137
  %125 = phi ptr [ %139, %137 ], [ %122, %118 ]
  %126 = phi i32 [ %138, %137 ], [ 1, %118 ]
  %127 = phi ptr [ %125, %137 ], [ %20, %118 ]
    #dbg_value(i32 %126, !2635, !DIExpression(), !2647)
    #dbg_value(ptr %127, !2629, !DIExpression(), !2636)
  %128 = load i8, ptr %125, align 1, !dbg !2653, !tbaa !522
  %129 = icmp eq i8 %128, %120, !dbg !2656
  br i1 %129, label %130, label %133, !dbg !2657

130:                                              ; preds = %124
  %131 = add nsw i32 %126, -1, !dbg !2658
    #dbg_value(i32 %131, !2635, !DIExpression(), !2647)
  %132 = icmp eq i32 %131, 0, !dbg !2661
  br i1 %132, label %141, label %137, !dbg !2662

133:                                              ; preds = %124
  %134 = icmp eq i8 %128, %115, !dbg !2663
  %135 = zext i1 %134 to i32, !dbg !2665
  %136 = add nsw i32 %126, %135, !dbg !2665
  br label %137, !dbg !2665

137:                                              ; preds = %133, %130
  %138 = phi i32 [ %131, %130 ], [ %136, %133 ], !dbg !2647
    #dbg_value(i32 %138, !2635, !DIExpression(), !2647)
    #dbg_value(ptr %125, !2629, !DIExpression(), !2636)
  %139 = getelementptr inbounds i8, ptr %125, i64 1, !dbg !2650
    #dbg_value(ptr %139, !2629, !DIExpression(), !2636)
  %140 = icmp eq ptr %139, %121, !dbg !2651
  br i1 %140, label %390, label %124, !dbg !2652, !llvm.loop !2666

141:                                              ; preds = %130
  %142 = getelementptr inbounds i8, ptr %127, i64 2, !dbg !2668
    #dbg_value(ptr %142, !2468, !DIExpression(), !2487)
  %143 = getelementptr inbounds i8, ptr %26, i64 4, !dbg !2669
    #dbg_value(ptr %143, !2469, !DIExpression(), !2487)
  br label %144, !dbg !2672

144:                                              ; preds = %141, %306, %384
  %145 = phi ptr [ %342, %384 ], [ %308, %306 ], [ %143, %141 ]
  %146 = phi ptr [ %385, %384 ], [ %307, %306 ], [ %142, %141 ]
  br label %18, !dbg !2493

147:                                              ; preds = %102
  %148 = getelementptr inbounds i8, ptr %26, i64 2, !dbg !2673
    #dbg_value(ptr %148, !2469, !DIExpression(), !2487)
  %149 = load i8, ptr %148, align 1, !dbg !2674, !tbaa !522
  %150 = icmp eq i8 %149, 91, !dbg !2674
  br i1 %150, label %151, label %153, !dbg !2676, !prof !553

151:                                              ; preds = %147
    #dbg_value(ptr %0, !2611, !DIExpression(), !2677)
    #dbg_value(ptr %148, !2616, !DIExpression(), !2677)
  %152 = getelementptr inbounds i8, ptr %26, i64 3, !dbg !2679
    #dbg_value(ptr %152, !2616, !DIExpression(), !2677)
  br label %166, !dbg !2680

153:                                              ; preds = %147
  %154 = load ptr, ptr %14, align 8, !dbg !2681, !tbaa !1039
  %155 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %154, ptr noundef nonnull @.str.22) #12, !dbg !2682
  %156 = load i8, ptr %148, align 1, !dbg !2683, !tbaa !522
    #dbg_value(ptr %0, !2611, !DIExpression(), !2677)
    #dbg_value(ptr %148, !2616, !DIExpression(), !2677)
  %157 = getelementptr inbounds i8, ptr %26, i64 3, !dbg !2679
    #dbg_value(ptr %157, !2616, !DIExpression(), !2677)
  switch i8 %156, label %194 [
    i8 37, label %158
    i8 91, label %166
  ], !dbg !2680

158:                                              ; preds = %153
  %159 = load ptr, ptr %13, align 8, !dbg !2684, !tbaa !1053
  %160 = icmp eq ptr %157, %159, !dbg !2684
  br i1 %160, label %161, label %164, !dbg !2685, !prof !512

161:                                              ; preds = %158
  %162 = load ptr, ptr %14, align 8, !dbg !2686, !tbaa !1039
  %163 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %162, ptr noundef nonnull @.str.26) #12, !dbg !2687
  br label %164, !dbg !2687

164:                                              ; preds = %161, %158
  %165 = getelementptr inbounds i8, ptr %26, i64 4, !dbg !2688
  br label %194, !dbg !2689

166:                                              ; preds = %151, %153
  %167 = phi ptr [ %152, %151 ], [ %157, %153 ]
  %168 = load i8, ptr %167, align 1, !dbg !2690, !tbaa !522
  %169 = icmp eq i8 %168, 94, !dbg !2693
  %170 = getelementptr inbounds i8, ptr %26, i64 4
  %171 = select i1 %169, ptr %170, ptr %167, !dbg !2694
    #dbg_value(ptr %171, !2616, !DIExpression(), !2677)
  br label %172, !dbg !2695

172:                                              ; preds = %188, %166
  %173 = phi ptr [ %171, %166 ], [ %189, %188 ], !dbg !2696
    #dbg_value(ptr %173, !2616, !DIExpression(), !2677)
  %174 = load ptr, ptr %13, align 8, !dbg !2697, !tbaa !1053
  %175 = icmp eq ptr %173, %174, !dbg !2697
  br i1 %175, label %176, label %179, !dbg !2700, !prof !512

176:                                              ; preds = %172
  %177 = load ptr, ptr %14, align 8, !dbg !2701, !tbaa !1039
  %178 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %177, ptr noundef nonnull @.str.27) #12, !dbg !2702
  br label %179, !dbg !2702

179:                                              ; preds = %176, %172
  %180 = getelementptr inbounds i8, ptr %173, i64 1, !dbg !2703
    #dbg_value(ptr %180, !2616, !DIExpression(), !2677)
  %181 = load i8, ptr %173, align 1, !dbg !2705, !tbaa !522
  %182 = icmp eq i8 %181, 37, !dbg !2706
  br i1 %182, label %183, label %188, !dbg !2707

183:                                              ; preds = %179
  %184 = load ptr, ptr %13, align 8, !dbg !2708, !tbaa !1053
  %185 = icmp ult ptr %180, %184, !dbg !2709
  %186 = getelementptr inbounds i8, ptr %173, i64 2
  %187 = select i1 %185, ptr %186, ptr %180, !dbg !2710
  br label %188, !dbg !2710

188:                                              ; preds = %183, %179
  %189 = phi ptr [ %180, %179 ], [ %187, %183 ], !dbg !2711
    #dbg_value(ptr %189, !2616, !DIExpression(), !2677)
  %190 = load i8, ptr %189, align 1, !dbg !2712, !tbaa !522
  %191 = icmp eq i8 %190, 93, !dbg !2713
  br i1 %191, label %192, label %172, !dbg !2714, !llvm.loop !2715

192:                                              ; preds = %188
  %193 = getelementptr inbounds i8, ptr %189, i64 1, !dbg !2717
  br label %194, !dbg !2718

194:                                              ; preds = %153, %164, %192
  %195 = phi ptr [ %167, %192 ], [ %157, %164 ], [ %157, %153 ]
  %196 = phi ptr [ %193, %192 ], [ %165, %164 ], [ %157, %153 ], !dbg !2719
    #dbg_value(ptr %196, !2471, !DIExpression(), !2720)
  %197 = load ptr, ptr %0, align 8, !dbg !2721, !tbaa !1045
  %198 = icmp eq ptr %20, %197, !dbg !2722
  br i1 %198, label %201, label %199, !dbg !2723

199:                                              ; preds = %194
  %200 = load i8, ptr %21, align 1, !dbg !2724, !tbaa !522
  br label %201, !dbg !2723

201:                                              ; preds = %194, %199
  %202 = phi i8 [ %200, %199 ], [ 0, %194 ], !dbg !2723
    #dbg_value(i8 %202, !2478, !DIExpression(), !2720)
  %203 = zext i8 %202 to i32, !dbg !2725
  %204 = getelementptr inbounds i8, ptr %196, i64 -1, !dbg !2727
    #dbg_value(i32 %203, !2728, !DIExpression(), !2736)
    #dbg_value(ptr %148, !2733, !DIExpression(), !2736)
    #dbg_value(ptr %204, !2734, !DIExpression(), !2736)
    #dbg_value(i32 1, !2735, !DIExpression(), !2736)
  %205 = load i8, ptr %195, align 1, !dbg !2738, !tbaa !522
  %206 = icmp eq i8 %205, 94, !dbg !2740
  %207 = select i1 %206, ptr %195, ptr %148, !dbg !2741
  %208 = xor i1 %206, true, !dbg !2741
    #dbg_value(i1 %208, !2735, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2736)
    #dbg_value(ptr %207, !2733, !DIExpression(), !2736)
  %209 = getelementptr inbounds i8, ptr %207, i64 1, !dbg !2742
  %210 = icmp ult ptr %209, %204, !dbg !2743
  br i1 %210, label %211, label %390, !dbg !2744

211:                                              ; preds = %201, %234
  %212 = phi ptr [ %236, %234 ], [ %209, %201 ]
  %213 = phi ptr [ %235, %234 ], [ %207, %201 ]
    #dbg_value(ptr %213, !2733, !DIExpression(), !2736)
  %214 = load i8, ptr %212, align 1, !dbg !2745, !tbaa !522
  %215 = icmp eq i8 %214, 37, !dbg !2748
  %216 = getelementptr inbounds i8, ptr %213, i64 2, !dbg !2749
  %217 = load i8, ptr %216, align 1, !dbg !2749, !tbaa !522
  br i1 %215, label %218, label %222, !dbg !2750

218:                                              ; preds = %211
    #dbg_value(ptr %216, !2733, !DIExpression(), !2736)
  %219 = zext i8 %217 to i32, !dbg !2751
  %220 = tail call fastcc i32 @match_class(i32 noundef %203, i32 noundef %219), !dbg !2754
  %221 = icmp eq i32 %220, 0, !dbg !2754
  br i1 %221, label %234, label %238, !dbg !2755

222:                                              ; preds = %211
  %223 = icmp eq i8 %217, 45, !dbg !2756
  br i1 %223, label %224, label %232, !dbg !2758

224:                                              ; preds = %222
  %225 = getelementptr inbounds i8, ptr %213, i64 3, !dbg !2759
  %226 = icmp ult ptr %225, %204, !dbg !2760
  br i1 %226, label %227, label %232, !dbg !2761

227:                                              ; preds = %224
    #dbg_value(ptr %225, !2733, !DIExpression(), !2736)
  %228 = icmp ugt i8 %214, %202, !dbg !2762
  br i1 %228, label %234, label %229, !dbg !2765

229:                                              ; preds = %227
  %230 = load i8, ptr %225, align 1, !dbg !2766, !tbaa !522
  %231 = icmp ult i8 %230, %202, !dbg !2767
  br i1 %231, label %234, label %238, !dbg !2768

232:                                              ; preds = %224, %222
  %233 = icmp eq i8 %214, %202, !dbg !2769
  br i1 %233, label %238, label %234, !dbg !2771

234:                                              ; preds = %232, %229, %227, %218
  %235 = phi ptr [ %216, %218 ], [ %225, %229 ], [ %225, %227 ], [ %212, %232 ], !dbg !2736
    #dbg_value(ptr %235, !2733, !DIExpression(), !2736)
  %236 = getelementptr inbounds i8, ptr %235, i64 1, !dbg !2742
    #dbg_value(ptr %236, !2733, !DIExpression(), !2736)
  %237 = icmp ult ptr %236, %204, !dbg !2743
  br i1 %237, label %211, label %238, !dbg !2744, !llvm.loop !2772

238:                                              ; preds = %218, %229, %232, %234
  %239 = phi i1 [ %206, %234 ], [ %208, %232 ], [ %208, %229 ], [ %208, %218 ]
  br i1 %239, label %390, label %240, !dbg !2774

240:                                              ; preds = %238
  %241 = load i8, ptr %20, align 1, !dbg !2775, !tbaa !522
  %242 = zext i8 %241 to i32, !dbg !2775
    #dbg_value(i32 %242, !2728, !DIExpression(), !2776)
    #dbg_value(ptr %204, !2734, !DIExpression(), !2776)
    #dbg_value(i1 %208, !2735, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2776)
    #dbg_value(ptr %207, !2733, !DIExpression(), !2776)
  br label %243, !dbg !2778

243:                                              ; preds = %240, %266
  %244 = phi ptr [ %268, %266 ], [ %209, %240 ]
  %245 = phi ptr [ %267, %266 ], [ %207, %240 ]
    #dbg_value(ptr %245, !2733, !DIExpression(), !2776)
  %246 = load i8, ptr %244, align 1, !dbg !2779, !tbaa !522
  %247 = icmp eq i8 %246, 37, !dbg !2780
  %248 = getelementptr inbounds i8, ptr %245, i64 2, !dbg !2781
  %249 = load i8, ptr %248, align 1, !dbg !2781, !tbaa !522
  br i1 %247, label %250, label %254, !dbg !2782

250:                                              ; preds = %243
    #dbg_value(ptr %248, !2733, !DIExpression(), !2776)
  %251 = zext i8 %249 to i32, !dbg !2783
  %252 = tail call fastcc i32 @match_class(i32 noundef %242, i32 noundef %251), !dbg !2784
  %253 = icmp eq i32 %252, 0, !dbg !2784
  br i1 %253, label %266, label %270, !dbg !2785

254:                                              ; preds = %243
  %255 = icmp eq i8 %249, 45, !dbg !2786
  br i1 %255, label %256, label %264, !dbg !2787

256:                                              ; preds = %254
  %257 = getelementptr inbounds i8, ptr %245, i64 3, !dbg !2788
  %258 = icmp ult ptr %257, %204, !dbg !2789
  br i1 %258, label %259, label %264, !dbg !2790

259:                                              ; preds = %256
    #dbg_value(ptr %257, !2733, !DIExpression(), !2776)
  %260 = icmp ugt i8 %246, %241, !dbg !2791
  br i1 %260, label %266, label %261, !dbg !2792

261:                                              ; preds = %259
  %262 = load i8, ptr %257, align 1, !dbg !2793, !tbaa !522
  %263 = icmp ult i8 %262, %241, !dbg !2794
  br i1 %263, label %266, label %270, !dbg !2795

264:                                              ; preds = %256, %254
  %265 = icmp eq i8 %246, %241, !dbg !2796
  br i1 %265, label %270, label %266, !dbg !2797

266:                                              ; preds = %264, %261, %259, %250
  %267 = phi ptr [ %248, %250 ], [ %257, %261 ], [ %257, %259 ], [ %244, %264 ], !dbg !2776
    #dbg_value(ptr %267, !2733, !DIExpression(), !2776)
  %268 = getelementptr inbounds i8, ptr %267, i64 1, !dbg !2798
    #dbg_value(ptr %268, !2733, !DIExpression(), !2776)
  %269 = icmp ult ptr %268, %204, !dbg !2799
  br i1 %269, label %243, label %270, !dbg !2778, !llvm.loop !2800

270:                                              ; preds = %250, %261, %264, %266
  %271 = phi i1 [ %206, %266 ], [ %208, %264 ], [ %208, %261 ], [ %208, %250 ]
  br i1 %271, label %25, label %390, !dbg !2802

272:                                              ; preds = %102, %102, %102, %102, %102, %102, %102, %102, %102, %102
  %273 = zext nneg i8 %103 to i32, !dbg !2803
    #dbg_value(ptr %0, !2805, !DIExpression(), !2813)
    #dbg_value(ptr %20, !2810, !DIExpression(), !2813)
    #dbg_value(i32 %273, !2811, !DIExpression(), !2813)
    #dbg_value(ptr %0, !2815, !DIExpression(), !2821)
    #dbg_value(i32 %273, !2820, !DIExpression(), !2821)
  %274 = add nsw i32 %273, -49, !dbg !2823
    #dbg_value(i32 %274, !2820, !DIExpression(), !2821)
  %275 = icmp ult i8 %103, 49, !dbg !2824
  br i1 %275, label %285, label %276, !dbg !2824

276:                                              ; preds = %272
  %277 = load i8, ptr %15, align 4, !dbg !2824, !tbaa !1140
  %278 = zext i8 %277 to i32, !dbg !2824
  %279 = icmp ult i32 %274, %278, !dbg !2824
  br i1 %279, label %280, label %285, !dbg !2824

280:                                              ; preds = %276
  %281 = zext nneg i32 %274 to i64, !dbg !2824
  %282 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %281, i32 1, !dbg !2824
  %283 = load i64, ptr %282, align 8, !dbg !2824, !tbaa !1230
  %284 = icmp eq i64 %283, -1, !dbg !2824
  br i1 %284, label %285, label %289, !dbg !2826, !prof !512

285:                                              ; preds = %280, %276, %272
  %286 = load ptr, ptr %14, align 8, !dbg !2827, !tbaa !1039
  %287 = add nsw i32 %273, -48, !dbg !2828
  %288 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %286, ptr noundef nonnull @.str.28, i32 noundef %287) #12, !dbg !2829
  br label %289, !dbg !2830

289:                                              ; preds = %285, %280
  %290 = phi i32 [ %288, %285 ], [ %274, %280 ], !dbg !2821
    #dbg_value(i32 %290, !2811, !DIExpression(), !2813)
  %291 = sext i32 %290 to i64, !dbg !2831
  %292 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %291, !dbg !2831
  %293 = getelementptr inbounds i8, ptr %292, i64 8, !dbg !2832
  %294 = load i64, ptr %293, align 8, !dbg !2832, !tbaa !1230
    #dbg_value(i64 %294, !2812, !DIExpression(), !2813)
  %295 = load ptr, ptr %17, align 8, !dbg !2833, !tbaa !1049
  %296 = ptrtoint ptr %295 to i64, !dbg !2835
  %297 = ptrtoint ptr %20 to i64, !dbg !2835
  %298 = sub i64 %296, %297, !dbg !2835
  %299 = icmp ult i64 %298, %294, !dbg !2836
  br i1 %299, label %390, label %300, !dbg !2837

300:                                              ; preds = %289
  %301 = load ptr, ptr %292, align 8, !dbg !2838, !tbaa !1234
  %302 = tail call i32 @bcmp(ptr %301, ptr %20, i64 %294), !dbg !2839
  %303 = icmp ne i32 %302, 0, !dbg !2840
    #dbg_value(!DIArgList(ptr %20, i64 %294), !2468, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2487)
  %304 = icmp eq ptr %20, null
  %305 = select i1 %303, i1 true, i1 %304, !dbg !2841
  br i1 %305, label %390, label %306, !dbg !2841

306:                                              ; preds = %300
  %307 = getelementptr inbounds i8, ptr %20, i64 %294
    #dbg_value(ptr %307, !2468, !DIExpression(), !2487)
  %308 = getelementptr inbounds i8, ptr %26, i64 2, !dbg !2842
    #dbg_value(ptr %308, !2469, !DIExpression(), !2487)
  br label %144, !dbg !2845

309:                                              ; preds = %104
  %310 = load ptr, ptr %14, align 8, !dbg !2846, !tbaa !1039
  %311 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %310, ptr noundef nonnull @.str.26) #12, !dbg !2847
  br label %312, !dbg !2847

312:                                              ; preds = %309, %104
  %313 = getelementptr inbounds i8, ptr %26, i64 2, !dbg !2848
  br label %341, !dbg !2849

314:                                              ; preds = %29
  %315 = load i8, ptr %31, align 1, !dbg !2850, !tbaa !522
  %316 = icmp eq i8 %315, 94, !dbg !2851
  %317 = getelementptr inbounds i8, ptr %26, i64 2
  %318 = select i1 %316, ptr %317, ptr %31, !dbg !2852
    #dbg_value(ptr %318, !2616, !DIExpression(), !2617)
  br label %319, !dbg !2853

319:                                              ; preds = %335, %314
  %320 = phi ptr [ %318, %314 ], [ %336, %335 ], !dbg !2854
    #dbg_value(ptr %320, !2616, !DIExpression(), !2617)
  %321 = load ptr, ptr %13, align 8, !dbg !2855, !tbaa !1053
  %322 = icmp eq ptr %320, %321, !dbg !2855
  br i1 %322, label %323, label %326, !dbg !2856, !prof !512

323:                                              ; preds = %319
  %324 = load ptr, ptr %14, align 8, !dbg !2857, !tbaa !1039
  %325 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %324, ptr noundef nonnull @.str.27) #12, !dbg !2858
  br label %326, !dbg !2858

326:                                              ; preds = %323, %319
  %327 = getelementptr inbounds i8, ptr %320, i64 1, !dbg !2859
    #dbg_value(ptr %327, !2616, !DIExpression(), !2617)
  %328 = load i8, ptr %320, align 1, !dbg !2860, !tbaa !522
  %329 = icmp eq i8 %328, 37, !dbg !2861
  br i1 %329, label %330, label %335, !dbg !2862

330:                                              ; preds = %326
  %331 = load ptr, ptr %13, align 8, !dbg !2863, !tbaa !1053
  %332 = icmp ult ptr %327, %331, !dbg !2864
  %333 = getelementptr inbounds i8, ptr %320, i64 2
  %334 = select i1 %332, ptr %333, ptr %327, !dbg !2865
  br label %335, !dbg !2865

335:                                              ; preds = %330, %326
  %336 = phi ptr [ %327, %326 ], [ %334, %330 ], !dbg !2866
    #dbg_value(ptr %336, !2616, !DIExpression(), !2617)
  %337 = load i8, ptr %336, align 1, !dbg !2867, !tbaa !522
  %338 = icmp eq i8 %337, 93, !dbg !2868
  br i1 %338, label %339, label %319, !dbg !2869, !llvm.loop !2870

339:                                              ; preds = %335
  %340 = getelementptr inbounds i8, ptr %336, i64 1, !dbg !2872
  br label %341, !dbg !2873

341:                                              ; preds = %29, %96, %312, %339
  %342 = phi ptr [ %340, %339 ], [ %313, %312 ], [ %31, %96 ], [ %31, %29 ], !dbg !2874
    #dbg_value(ptr %342, !2480, !DIExpression(), !2875)
  %343 = tail call fastcc i32 @singlematch(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %26, ptr noundef nonnull %342), !dbg !2876
  %344 = icmp eq i32 %343, 0, !dbg !2876
  %345 = load i8, ptr %342, align 1, !dbg !2877, !tbaa !522
  br i1 %344, label %346, label %351, !dbg !2878

346:                                              ; preds = %341
  switch i8 %345, label %390 [
    i8 42, label %347
    i8 63, label %347
    i8 45, label %347
  ], !dbg !2879

347:                                              ; preds = %346, %346, %346
  %348 = getelementptr inbounds i8, ptr %342, i64 1, !dbg !2882
    #dbg_value(ptr %348, !2469, !DIExpression(), !2487)
  br label %349, !dbg !2884

349:                                              ; preds = %347, %386
  %350 = phi ptr [ %387, %386 ], [ %348, %347 ]
  br label %23

351:                                              ; preds = %341
  switch i8 %345, label %384 [
    i8 63, label %386
    i8 43, label %356
    i8 42, label %358
    i8 45, label %352
  ], !dbg !2885

352:                                              ; preds = %351
  %353 = getelementptr inbounds i8, ptr %342, i64 1
    #dbg_value(ptr %20, !2886, !DIExpression(), !2898)
  %354 = tail call fastcc ptr @match(ptr noundef %0, ptr noundef %20, ptr noundef nonnull %353), !dbg !2900
  %355 = icmp eq ptr %354, null, !dbg !2901
  br i1 %355, label %380, label %390, !dbg !2903

356:                                              ; preds = %351
  %357 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !2904
    #dbg_value(ptr %357, !2468, !DIExpression(), !2487)
  br label %358, !dbg !2905

358:                                              ; preds = %351, %356
  %359 = phi ptr [ %357, %356 ], [ %20, %351 ]
    #dbg_value(ptr %359, !2468, !DIExpression(), !2487)
    #dbg_value(ptr %0, !2906, !DIExpression(), !2915)
    #dbg_value(ptr %359, !2909, !DIExpression(), !2915)
    #dbg_value(ptr %26, !2910, !DIExpression(), !2915)
    #dbg_value(ptr %342, !2911, !DIExpression(), !2915)
    #dbg_value(i64 0, !2912, !DIExpression(), !2915)
  br label %360, !dbg !2917

360:                                              ; preds = %360, %358
  %361 = phi i64 [ 0, %358 ], [ %365, %360 ], !dbg !2915
    #dbg_value(i64 %361, !2912, !DIExpression(), !2915)
  %362 = getelementptr inbounds i8, ptr %359, i64 %361, !dbg !2918
  %363 = tail call fastcc i32 @singlematch(ptr noundef %0, ptr noundef %362, ptr noundef nonnull %26, ptr noundef nonnull %342), !dbg !2919
  %364 = icmp eq i32 %363, 0, !dbg !2917
  %365 = add nuw nsw i64 %361, 1, !dbg !2920
    #dbg_value(i64 %365, !2912, !DIExpression(), !2915)
  br i1 %364, label %366, label %360, !dbg !2917, !llvm.loop !2921

366:                                              ; preds = %360
  %367 = getelementptr inbounds i8, ptr %342, i64 1
  br label %368, !dbg !2922

368:                                              ; preds = %366, %371
  %369 = phi i64 [ %375, %371 ], [ %361, %366 ], !dbg !2923
    #dbg_value(i64 %369, !2912, !DIExpression(), !2915)
  %370 = icmp sgt i64 %369, -1, !dbg !2924
  br i1 %370, label %371, label %390, !dbg !2922

371:                                              ; preds = %368
  %372 = getelementptr inbounds i8, ptr %359, i64 %369, !dbg !2925
  %373 = tail call fastcc ptr @match(ptr noundef %0, ptr noundef %372, ptr noundef nonnull %367), !dbg !2926
    #dbg_value(ptr %373, !2913, !DIExpression(), !2927)
  %374 = icmp eq ptr %373, null, !dbg !2928
  %375 = add nsw i64 %369, -1, !dbg !2930
    #dbg_value(i64 poison, !2912, !DIExpression(), !2915)
  br i1 %374, label %368, label %390, !llvm.loop !2931

376:                                              ; preds = %380
  %377 = getelementptr inbounds i8, ptr %381, i64 1, !dbg !2933
    #dbg_value(ptr %377, !2886, !DIExpression(), !2898)
  %378 = tail call fastcc ptr @match(ptr noundef %0, ptr noundef nonnull %377, ptr noundef nonnull %353), !dbg !2900
    #dbg_value(ptr %378, !2894, !DIExpression(), !2935)
  %379 = icmp eq ptr %378, null, !dbg !2901
  br i1 %379, label %380, label %390, !dbg !2903

380:                                              ; preds = %352, %376
  %381 = phi ptr [ %377, %376 ], [ %20, %352 ]
    #dbg_value(ptr %381, !2886, !DIExpression(), !2898)
  %382 = tail call fastcc i32 @singlematch(ptr noundef %0, ptr noundef %381, ptr noundef nonnull %26, ptr noundef nonnull %342), !dbg !2936
  %383 = icmp eq i32 %382, 0, !dbg !2936
    #dbg_value(ptr %381, !2886, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !2898)
  br i1 %383, label %390, label %376, !dbg !2937

384:                                              ; preds = %351
  %385 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !2938
    #dbg_value(ptr %385, !2468, !DIExpression(), !2487)
    #dbg_value(ptr %342, !2469, !DIExpression(), !2487)
  br label %144, !dbg !2939

386:                                              ; preds = %351
  %387 = getelementptr inbounds i8, ptr %342, i64 1, !dbg !2940
  %388 = tail call fastcc ptr @match(ptr noundef %0, ptr noundef nonnull %22, ptr noundef nonnull %387), !dbg !2942
    #dbg_value(ptr %388, !2482, !DIExpression(), !2943)
  %389 = icmp eq ptr %388, null, !dbg !2944
    #dbg_value(ptr poison, !2468, !DIExpression(), !2487)
    #dbg_value(ptr poison, !2469, !DIExpression(), !2487)
  br i1 %389, label %349, label %390

390:                                              ; preds = %346, %386, %300, %289, %118, %114, %270, %238, %25, %201, %137, %376, %380, %371, %368, %352, %95, %84, %65, %58, %49, %42, %98
  %391 = phi ptr [ %101, %98 ], [ %47, %42 ], [ null, %49 ], [ %63, %58 ], [ null, %65 ], [ %93, %84 ], [ null, %95 ], [ %354, %352 ], [ %373, %371 ], [ null, %368 ], [ %378, %376 ], [ null, %380 ], [ null, %137 ], [ null, %201 ], [ %20, %25 ], [ null, %238 ], [ null, %270 ], [ null, %346 ], [ %388, %386 ], [ null, %300 ], [ null, %289 ], [ null, %118 ], [ null, %114 ]
    #dbg_value(ptr %391, !2468, !DIExpression(), !2487)
  %392 = load i32, ptr %4, align 8, !dbg !2945, !tbaa !1043
  %393 = add nsw i32 %392, 1, !dbg !2945
  store i32 %393, ptr %4, align 8, !dbg !2945, !tbaa !1043
  ret ptr %391, !dbg !2946
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !2947 ptr @strpbrk(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !2951 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !2954 ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 32769) i32 @singlematch(ptr nocapture noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef readnone %3) unnamed_addr #4 !dbg !2957 {
    #dbg_value(ptr %0, !2961, !DIExpression(), !2968)
    #dbg_value(ptr %1, !2962, !DIExpression(), !2968)
    #dbg_value(ptr %2, !2963, !DIExpression(), !2968)
    #dbg_value(ptr %3, !2964, !DIExpression(), !2968)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2969
  %6 = load ptr, ptr %5, align 8, !dbg !2969, !tbaa !1049
  %7 = icmp ugt ptr %6, %1, !dbg !2970
  br i1 %7, label %8, label %59, !dbg !2971

8:                                                ; preds = %4
  %9 = load i8, ptr %1, align 1, !dbg !2972, !tbaa !522
  %10 = zext i8 %9 to i32, !dbg !2972
    #dbg_value(i32 %10, !2965, !DIExpression(), !2973)
  %11 = load i8, ptr %2, align 1, !dbg !2974, !tbaa !522
  switch i8 %11, label %56 [
    i8 46, label %59
    i8 37, label %12
    i8 91, label %17
  ], !dbg !2975

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !2976
  %14 = load i8, ptr %13, align 1, !dbg !2976, !tbaa !522
  %15 = zext i8 %14 to i32, !dbg !2976
  %16 = tail call fastcc i32 @match_class(i32 noundef %10, i32 noundef %15), !dbg !2978
  br label %59, !dbg !2979

17:                                               ; preds = %8
  %18 = getelementptr inbounds i8, ptr %3, i64 -1, !dbg !2980
    #dbg_value(i32 %10, !2728, !DIExpression(), !2981)
    #dbg_value(ptr %2, !2733, !DIExpression(), !2981)
    #dbg_value(ptr %18, !2734, !DIExpression(), !2981)
    #dbg_value(i32 1, !2735, !DIExpression(), !2981)
  %19 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !2983
  %20 = load i8, ptr %19, align 1, !dbg !2984, !tbaa !522
  %21 = icmp eq i8 %20, 94, !dbg !2985
  %22 = select i1 %21, ptr %19, ptr %2, !dbg !2986
  %23 = xor i1 %21, true, !dbg !2986
    #dbg_value(i1 %23, !2735, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2981)
    #dbg_value(ptr %22, !2733, !DIExpression(), !2981)
  %24 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !2987
  %25 = icmp ult ptr %24, %18, !dbg !2988
  br i1 %25, label %26, label %53, !dbg !2989

26:                                               ; preds = %17, %49
  %27 = phi ptr [ %51, %49 ], [ %24, %17 ]
  %28 = phi ptr [ %50, %49 ], [ %22, %17 ]
    #dbg_value(ptr %28, !2733, !DIExpression(), !2981)
  %29 = load i8, ptr %27, align 1, !dbg !2990, !tbaa !522
  %30 = icmp eq i8 %29, 37, !dbg !2991
  %31 = getelementptr inbounds i8, ptr %28, i64 2, !dbg !2992
  %32 = load i8, ptr %31, align 1, !dbg !2992, !tbaa !522
  br i1 %30, label %33, label %37, !dbg !2993

33:                                               ; preds = %26
    #dbg_value(ptr %31, !2733, !DIExpression(), !2981)
  %34 = zext i8 %32 to i32, !dbg !2994
  %35 = tail call fastcc i32 @match_class(i32 noundef %10, i32 noundef %34), !dbg !2995
  %36 = icmp eq i32 %35, 0, !dbg !2995
  br i1 %36, label %49, label %53, !dbg !2996

37:                                               ; preds = %26
  %38 = icmp eq i8 %32, 45, !dbg !2997
  br i1 %38, label %39, label %47, !dbg !2998

39:                                               ; preds = %37
  %40 = getelementptr inbounds i8, ptr %28, i64 3, !dbg !2999
  %41 = icmp ult ptr %40, %18, !dbg !3000
  br i1 %41, label %42, label %47, !dbg !3001

42:                                               ; preds = %39
    #dbg_value(ptr %40, !2733, !DIExpression(), !2981)
  %43 = icmp ugt i8 %29, %9, !dbg !3002
  br i1 %43, label %49, label %44, !dbg !3003

44:                                               ; preds = %42
  %45 = load i8, ptr %40, align 1, !dbg !3004, !tbaa !522
  %46 = icmp ult i8 %45, %9, !dbg !3005
  br i1 %46, label %49, label %53, !dbg !3006

47:                                               ; preds = %39, %37
  %48 = icmp eq i8 %29, %9, !dbg !3007
  br i1 %48, label %53, label %49, !dbg !3008

49:                                               ; preds = %47, %44, %42, %33
  %50 = phi ptr [ %31, %33 ], [ %40, %44 ], [ %40, %42 ], [ %27, %47 ], !dbg !2981
    #dbg_value(ptr %50, !2733, !DIExpression(), !2981)
  %51 = getelementptr inbounds i8, ptr %50, i64 1, !dbg !2987
    #dbg_value(ptr %51, !2733, !DIExpression(), !2981)
  %52 = icmp ult ptr %51, %18, !dbg !2988
  br i1 %52, label %26, label %53, !dbg !2989, !llvm.loop !3009

53:                                               ; preds = %33, %44, %47, %49, %17
  %54 = phi i1 [ %21, %17 ], [ %23, %33 ], [ %23, %44 ], [ %23, %47 ], [ %21, %49 ]
  %55 = zext i1 %54 to i32, !dbg !2981
  br label %59, !dbg !3011

56:                                               ; preds = %8
  %57 = icmp eq i8 %11, %9, !dbg !3012
  %58 = zext i1 %57 to i32, !dbg !3012
  br label %59, !dbg !3013

59:                                               ; preds = %12, %53, %56, %8, %4
  %60 = phi i32 [ 0, %4 ], [ %58, %56 ], [ %55, %53 ], [ %16, %12 ], [ 1, %8 ], !dbg !3014
  ret i32 %60, !dbg !3015
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 32769) i32 @match_class(i32 noundef %0, i32 noundef %1) unnamed_addr #5 !dbg !3016 {
    #dbg_value(i32 %0, !3020, !DIExpression(), !3030)
    #dbg_value(i32 %1, !3021, !DIExpression(), !3030)
    #dbg_value(i32 %1, !3031, !DIExpression(), !3036)
  %3 = add i32 %1, 128, !dbg !3038
  %4 = icmp ult i32 %3, 384, !dbg !3038
  br i1 %4, label %5, label %11, !dbg !3038

5:                                                ; preds = %2
  %6 = tail call ptr @__ctype_tolower_loc() #14, !dbg !3039
  %7 = load ptr, ptr %6, align 8, !dbg !3040, !tbaa !711
  %8 = sext i32 %1 to i64, !dbg !3041
  %9 = getelementptr inbounds i32, ptr %7, i64 %8, !dbg !3041
  %10 = load i32, ptr %9, align 4, !dbg !3042, !tbaa !1402
  br label %11, !dbg !3043

11:                                               ; preds = %5, %2
  %12 = phi i32 [ %1, %2 ], [ %10, %5 ], !dbg !3042
    #dbg_value(i32 %12, !3023, !DIExpression(), !3044)
  switch i32 %12, label %97 [
    i32 97, label %13
    i32 99, label %21
    i32 100, label %29
    i32 103, label %37
    i32 108, label %45
    i32 112, label %53
    i32 115, label %61
    i32 117, label %69
    i32 119, label %77
    i32 120, label %85
    i32 122, label %93
  ], !dbg !3043

13:                                               ; preds = %11
  %14 = tail call ptr @__ctype_b_loc() #14, !dbg !3045
  %15 = load ptr, ptr %14, align 8, !dbg !3045, !tbaa !711
  %16 = zext nneg i32 %0 to i64, !dbg !3045
  %17 = getelementptr inbounds i16, ptr %15, i64 %16, !dbg !3045
  %18 = load i16, ptr %17, align 2, !dbg !3045, !tbaa !723
  %19 = and i16 %18, 1024, !dbg !3045
  %20 = zext nneg i16 %19 to i32, !dbg !3045
    #dbg_value(i32 %20, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3047

21:                                               ; preds = %11
  %22 = tail call ptr @__ctype_b_loc() #14, !dbg !3048
  %23 = load ptr, ptr %22, align 8, !dbg !3048, !tbaa !711
  %24 = zext nneg i32 %0 to i64, !dbg !3048
  %25 = getelementptr inbounds i16, ptr %23, i64 %24, !dbg !3048
  %26 = load i16, ptr %25, align 2, !dbg !3048, !tbaa !723
  %27 = and i16 %26, 2, !dbg !3048
  %28 = zext nneg i16 %27 to i32, !dbg !3048
    #dbg_value(i32 %28, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3049

29:                                               ; preds = %11
  %30 = tail call ptr @__ctype_b_loc() #14, !dbg !3050
  %31 = load ptr, ptr %30, align 8, !dbg !3050, !tbaa !711
  %32 = zext nneg i32 %0 to i64, !dbg !3050
  %33 = getelementptr inbounds i16, ptr %31, i64 %32, !dbg !3050
  %34 = load i16, ptr %33, align 2, !dbg !3050, !tbaa !723
  %35 = and i16 %34, 2048, !dbg !3050
  %36 = zext nneg i16 %35 to i32, !dbg !3050
    #dbg_value(i32 %36, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3051

37:                                               ; preds = %11
  %38 = tail call ptr @__ctype_b_loc() #14, !dbg !3052
  %39 = load ptr, ptr %38, align 8, !dbg !3052, !tbaa !711
  %40 = zext nneg i32 %0 to i64, !dbg !3052
  %41 = getelementptr inbounds i16, ptr %39, i64 %40, !dbg !3052
  %42 = load i16, ptr %41, align 2, !dbg !3052, !tbaa !723
  %43 = and i16 %42, -32768, !dbg !3052
  %44 = zext i16 %43 to i32, !dbg !3052
    #dbg_value(i32 %44, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3053

45:                                               ; preds = %11
  %46 = tail call ptr @__ctype_b_loc() #14, !dbg !3054
  %47 = load ptr, ptr %46, align 8, !dbg !3054, !tbaa !711
  %48 = zext nneg i32 %0 to i64, !dbg !3054
  %49 = getelementptr inbounds i16, ptr %47, i64 %48, !dbg !3054
  %50 = load i16, ptr %49, align 2, !dbg !3054, !tbaa !723
  %51 = and i16 %50, 512, !dbg !3054
  %52 = zext nneg i16 %51 to i32, !dbg !3054
    #dbg_value(i32 %52, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3055

53:                                               ; preds = %11
  %54 = tail call ptr @__ctype_b_loc() #14, !dbg !3056
  %55 = load ptr, ptr %54, align 8, !dbg !3056, !tbaa !711
  %56 = zext nneg i32 %0 to i64, !dbg !3056
  %57 = getelementptr inbounds i16, ptr %55, i64 %56, !dbg !3056
  %58 = load i16, ptr %57, align 2, !dbg !3056, !tbaa !723
  %59 = and i16 %58, 4, !dbg !3056
  %60 = zext nneg i16 %59 to i32, !dbg !3056
    #dbg_value(i32 %60, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3057

61:                                               ; preds = %11
  %62 = tail call ptr @__ctype_b_loc() #14, !dbg !3058
  %63 = load ptr, ptr %62, align 8, !dbg !3058, !tbaa !711
  %64 = zext nneg i32 %0 to i64, !dbg !3058
  %65 = getelementptr inbounds i16, ptr %63, i64 %64, !dbg !3058
  %66 = load i16, ptr %65, align 2, !dbg !3058, !tbaa !723
  %67 = and i16 %66, 8192, !dbg !3058
  %68 = zext nneg i16 %67 to i32, !dbg !3058
    #dbg_value(i32 %68, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3059

69:                                               ; preds = %11
  %70 = tail call ptr @__ctype_b_loc() #14, !dbg !3060
  %71 = load ptr, ptr %70, align 8, !dbg !3060, !tbaa !711
  %72 = zext nneg i32 %0 to i64, !dbg !3060
  %73 = getelementptr inbounds i16, ptr %71, i64 %72, !dbg !3060
  %74 = load i16, ptr %73, align 2, !dbg !3060, !tbaa !723
  %75 = and i16 %74, 256, !dbg !3060
  %76 = zext nneg i16 %75 to i32, !dbg !3060
    #dbg_value(i32 %76, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3061

77:                                               ; preds = %11
  %78 = tail call ptr @__ctype_b_loc() #14, !dbg !3062
  %79 = load ptr, ptr %78, align 8, !dbg !3062, !tbaa !711
  %80 = zext nneg i32 %0 to i64, !dbg !3062
  %81 = getelementptr inbounds i16, ptr %79, i64 %80, !dbg !3062
  %82 = load i16, ptr %81, align 2, !dbg !3062, !tbaa !723
  %83 = and i16 %82, 8, !dbg !3062
  %84 = zext nneg i16 %83 to i32, !dbg !3062
    #dbg_value(i32 %84, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3063

85:                                               ; preds = %11
  %86 = tail call ptr @__ctype_b_loc() #14, !dbg !3064
  %87 = load ptr, ptr %86, align 8, !dbg !3064, !tbaa !711
  %88 = zext nneg i32 %0 to i64, !dbg !3064
  %89 = getelementptr inbounds i16, ptr %87, i64 %88, !dbg !3064
  %90 = load i16, ptr %89, align 2, !dbg !3064, !tbaa !723
  %91 = and i16 %90, 4096, !dbg !3064
  %92 = zext nneg i16 %91 to i32, !dbg !3064
    #dbg_value(i32 %92, !3022, !DIExpression(), !3030)
  br label %100, !dbg !3065

93:                                               ; preds = %11
  %94 = icmp eq i32 %0, 0, !dbg !3066
  %95 = zext i1 %94 to i32, !dbg !3066
    #dbg_value(i32 %95, !3022, !DIExpression(), !3030)
  %96 = tail call ptr @__ctype_b_loc() #14, !dbg !3067
  br label %100, !dbg !3068

97:                                               ; preds = %11
  %98 = icmp eq i32 %1, %0, !dbg !3069
  %99 = zext i1 %98 to i32, !dbg !3069
  br label %112, !dbg !3070

100:                                              ; preds = %93, %85, %77, %69, %61, %53, %45, %37, %29, %21, %13
  %101 = phi ptr [ %96, %93 ], [ %86, %85 ], [ %78, %77 ], [ %70, %69 ], [ %62, %61 ], [ %54, %53 ], [ %46, %45 ], [ %38, %37 ], [ %30, %29 ], [ %22, %21 ], [ %14, %13 ], !dbg !3067
  %102 = phi i32 [ %95, %93 ], [ %92, %85 ], [ %84, %77 ], [ %76, %69 ], [ %68, %61 ], [ %60, %53 ], [ %52, %45 ], [ %44, %37 ], [ %36, %29 ], [ %28, %21 ], [ %20, %13 ], !dbg !3071
    #dbg_value(i32 %102, !3022, !DIExpression(), !3030)
  %103 = load ptr, ptr %101, align 8, !dbg !3067, !tbaa !711
  %104 = zext nneg i32 %1 to i64, !dbg !3067
  %105 = getelementptr inbounds i16, ptr %103, i64 %104, !dbg !3067
  %106 = load i16, ptr %105, align 2, !dbg !3067, !tbaa !723
  %107 = and i16 %106, 512, !dbg !3067
  %108 = icmp eq i16 %107, 0, !dbg !3067
  %109 = icmp eq i32 %102, 0, !dbg !3067
  %110 = zext i1 %109 to i32, !dbg !3067
  %111 = select i1 %108, i32 %110, i32 %102, !dbg !3067
  br label %112, !dbg !3072

112:                                              ; preds = %100, %97
  %113 = phi i32 [ %99, %97 ], [ %111, %100 ], !dbg !3030
  ret i32 %113, !dbg !3073
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !3074 ptr @__ctype_tolower_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !3082 ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc void @push_onecapture(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) unnamed_addr #0 !dbg !1194 {
    #dbg_value(ptr %0, !1193, !DIExpression(), !3088)
    #dbg_value(i32 %1, !1198, !DIExpression(), !3088)
    #dbg_value(ptr %2, !1199, !DIExpression(), !3088)
    #dbg_value(ptr %3, !1200, !DIExpression(), !3088)
    #dbg_value(ptr %0, !1206, !DIExpression(), !3089)
    #dbg_value(i32 %1, !1212, !DIExpression(), !3089)
    #dbg_value(ptr %2, !1213, !DIExpression(), !3089)
    #dbg_value(ptr %3, !1214, !DIExpression(), !3089)
    #dbg_value(ptr undef, !1215, !DIExpression(), !3089)
  %5 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !3091
  %6 = load i8, ptr %5, align 4, !dbg !3091, !tbaa !1140
  %7 = zext i8 %6 to i32, !dbg !3092
  %8 = icmp sgt i32 %7, %1, !dbg !3093
  br i1 %8, label %16, label %9, !dbg !3094

9:                                                ; preds = %4
  %10 = icmp eq i32 %1, 0, !dbg !3095
  br i1 %10, label %35, label %11, !dbg !3096, !prof !553

11:                                               ; preds = %9
  %12 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3097
  %13 = load ptr, ptr %12, align 8, !dbg !3097, !tbaa !1039
  %14 = add nuw nsw i32 %1, 1, !dbg !3098
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %13, ptr noundef nonnull @.str.28, i32 noundef %14) #12, !dbg !3099
  br label %35, !dbg !3099

16:                                               ; preds = %4
  %17 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !3100
  %18 = sext i32 %1 to i64, !dbg !3101
  %19 = getelementptr inbounds [32 x %struct.anon], ptr %17, i64 0, i64 %18, !dbg !3101
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !3102
  %21 = load i64, ptr %20, align 8, !dbg !3102, !tbaa !1230
    #dbg_value(i64 %21, !1216, !DIExpression(), !3103)
  %22 = load ptr, ptr %19, align 8, !dbg !3104, !tbaa !1234
    #dbg_value(ptr %22, !1201, !DIExpression(), !3088)
  switch i64 %21, label %40 [
    i64 -1, label %23
    i64 -2, label %27
  ], !dbg !3105, !prof !1236

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3106
  %25 = load ptr, ptr %24, align 8, !dbg !3106, !tbaa !1039
  %26 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %25, ptr noundef nonnull @.str.29) #12, !dbg !3107
  br label %40, !dbg !3107

27:                                               ; preds = %16
  %28 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3108
  %29 = load ptr, ptr %28, align 8, !dbg !3108, !tbaa !1039
  %30 = load ptr, ptr %0, align 8, !dbg !3109, !tbaa !1045
  %31 = ptrtoint ptr %22 to i64, !dbg !3110
  %32 = ptrtoint ptr %30 to i64, !dbg !3110
  %33 = add i64 %31, 1, !dbg !3110
  %34 = sub i64 %33, %32, !dbg !3111
  tail call void @lua_pushinteger(ptr noundef %29, i64 noundef %34) #12, !dbg !3112
    #dbg_value(ptr poison, !1201, !DIExpression(), !3088)
    #dbg_value(i64 -2, !1202, !DIExpression(), !3088)
  br label %46, !dbg !3113

35:                                               ; preds = %9, %11
    #dbg_value(ptr %2, !1201, !DIExpression(), !3088)
  %36 = ptrtoint ptr %3 to i64, !dbg !3114
  %37 = ptrtoint ptr %2 to i64, !dbg !3114
  %38 = sub i64 %36, %37, !dbg !3114
    #dbg_value(i64 %38, !1202, !DIExpression(), !3088)
  %39 = icmp eq i64 %38, -2, !dbg !3115
  br i1 %39, label %46, label %40, !dbg !3113

40:                                               ; preds = %23, %16, %35
  %41 = phi i64 [ %38, %35 ], [ -1, %23 ], [ %21, %16 ]
  %42 = phi ptr [ %2, %35 ], [ %22, %23 ], [ %22, %16 ]
  %43 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3116
  %44 = load ptr, ptr %43, align 8, !dbg !3116, !tbaa !1039
  %45 = tail call ptr @lua_pushlstring(ptr noundef %44, ptr noundef %42, i64 noundef %41) #12, !dbg !3117
  br label %46, !dbg !3117

46:                                               ; preds = %27, %40, %35
  ret void, !dbg !3118
}

declare !dbg !3119 ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !3122 ptr @luaL_prepbuffsize(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @checkformat(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #0 !dbg !693 {
    #dbg_value(ptr %0, !692, !DIExpression(), !3125)
    #dbg_value(ptr %1, !697, !DIExpression(), !3125)
    #dbg_value(ptr %2, !698, !DIExpression(), !3125)
    #dbg_value(i32 %3, !699, !DIExpression(), !3125)
  %5 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !3126
    #dbg_value(ptr %5, !700, !DIExpression(), !3125)
  %6 = tail call i64 @strspn(ptr noundef nonnull %5, ptr noundef %2) #13, !dbg !3127
  %7 = getelementptr inbounds i8, ptr %5, i64 %6, !dbg !3128
    #dbg_value(ptr %7, !700, !DIExpression(), !3125)
  %8 = load i8, ptr %7, align 1, !dbg !3129, !tbaa !522
  %9 = icmp eq i8 %8, 48, !dbg !3130
  %10 = tail call ptr @__ctype_b_loc() #14, !dbg !3125
  br i1 %9, label %54, label %11, !dbg !3131

11:                                               ; preds = %4
    #dbg_value(ptr %7, !713, !DIExpression(), !3132)
  %12 = load ptr, ptr %10, align 8, !dbg !3134, !tbaa !711
  %13 = zext i8 %8 to i64, !dbg !3134
  %14 = getelementptr inbounds i16, ptr %12, i64 %13, !dbg !3134
  %15 = load i16, ptr %14, align 2, !dbg !3134, !tbaa !723
  %16 = and i16 %15, 2048, !dbg !3134
  %17 = icmp eq i16 %16, 0, !dbg !3134
  br i1 %17, label %29, label %18, !dbg !3135

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !3136
    #dbg_value(ptr %19, !713, !DIExpression(), !3132)
  %20 = load i8, ptr %19, align 1, !dbg !3137, !tbaa !522
  %21 = zext i8 %20 to i64, !dbg !3137
  %22 = getelementptr inbounds i16, ptr %12, i64 %21, !dbg !3137
  %23 = load i16, ptr %22, align 2, !dbg !3137, !tbaa !723
  %24 = and i16 %23, 2048, !dbg !3137
  %25 = icmp eq i16 %24, 0, !dbg !3137
  %26 = getelementptr inbounds i8, ptr %7, i64 2
  %27 = select i1 %25, ptr %19, ptr %26, !dbg !3138
  %28 = load i8, ptr %27, align 1, !dbg !3139, !tbaa !522
  br label %29, !dbg !3138

29:                                               ; preds = %11, %18
  %30 = phi i8 [ %8, %11 ], [ %28, %18 ], !dbg !3139
  %31 = phi ptr [ %7, %11 ], [ %27, %18 ]
    #dbg_value(ptr %31, !713, !DIExpression(), !3132)
    #dbg_value(ptr %31, !700, !DIExpression(), !3125)
  %32 = icmp eq i8 %30, 46, !dbg !3140
  %33 = icmp ne i32 %3, 0
  %34 = and i1 %33, %32, !dbg !3141
  br i1 %34, label %35, label %54, !dbg !3141

35:                                               ; preds = %29
  %36 = getelementptr inbounds i8, ptr %31, i64 1, !dbg !3142
    #dbg_value(ptr %36, !700, !DIExpression(), !3125)
    #dbg_value(ptr %36, !713, !DIExpression(), !3144)
  %37 = load i8, ptr %36, align 1, !dbg !3146, !tbaa !522
  %38 = zext i8 %37 to i64, !dbg !3146
  %39 = getelementptr inbounds i16, ptr %12, i64 %38, !dbg !3146
  %40 = load i16, ptr %39, align 2, !dbg !3146, !tbaa !723
  %41 = and i16 %40, 2048, !dbg !3146
  %42 = icmp eq i16 %41, 0, !dbg !3146
  br i1 %42, label %54, label %43, !dbg !3147

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, ptr %31, i64 2, !dbg !3148
    #dbg_value(ptr %44, !713, !DIExpression(), !3144)
  %45 = load i8, ptr %44, align 1, !dbg !3149, !tbaa !522
  %46 = zext i8 %45 to i64, !dbg !3149
  %47 = getelementptr inbounds i16, ptr %12, i64 %46, !dbg !3149
  %48 = load i16, ptr %47, align 2, !dbg !3149, !tbaa !723
  %49 = and i16 %48, 2048, !dbg !3149
  %50 = icmp eq i16 %49, 0, !dbg !3149
  %51 = getelementptr inbounds i8, ptr %31, i64 3
  %52 = select i1 %50, ptr %44, ptr %51, !dbg !3150
  %53 = load i8, ptr %52, align 1, !dbg !3151, !tbaa !522
  br label %54, !dbg !3150

54:                                               ; preds = %4, %43, %35, %29
  %55 = phi i8 [ %53, %43 ], [ %37, %35 ], [ %30, %29 ], [ 48, %4 ], !dbg !3151
    #dbg_value(ptr poison, !700, !DIExpression(), !3125)
  %56 = load ptr, ptr %10, align 8, !dbg !3151, !tbaa !711
  %57 = zext i8 %55 to i64, !dbg !3151
  %58 = getelementptr inbounds i16, ptr %56, i64 %57, !dbg !3151
  %59 = load i16, ptr %58, align 2, !dbg !3151, !tbaa !723
  %60 = and i16 %59, 1024, !dbg !3151
  %61 = icmp eq i16 %60, 0, !dbg !3151
  br i1 %61, label %62, label %64, !dbg !3152

62:                                               ; preds = %54
  %63 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.44, ptr noundef nonnull %1) #12, !dbg !3153
  br label %64, !dbg !3153

64:                                               ; preds = %62, %54
  ret void, !dbg !3154
}

; Function Attrs: nofree nounwind
declare !dbg !3155 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

declare !dbg !3161 double @luaL_checknumber(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3164 ptr @lua_topointer(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3167 ptr @luaL_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3168 void @luaL_addvalue(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !3169 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !3172 i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

declare !dbg !3175 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3176 ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3177 i32 @lua_isinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3178 double @lua_tonumberx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3182 i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3185 void @luaL_addstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !3188 ptr @localeconv() local_unnamed_addr #9

declare !dbg !3219 ptr @lua_newuserdatauv(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3222 void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @gmatch_aux(ptr noundef %0) #0 !dbg !3225 {
    #dbg_value(ptr %0, !3227, !DIExpression(), !3234)
  %2 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1001003) #12, !dbg !3235
    #dbg_value(ptr %2, !3228, !DIExpression(), !3234)
  %3 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !3236
  %4 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !3237
  store ptr %0, ptr %4, align 8, !dbg !3238, !tbaa !3239
  %5 = load ptr, ptr %2, align 8, !dbg !3240, !tbaa !1056
    #dbg_value(ptr %5, !3229, !DIExpression(), !3234)
  %6 = getelementptr inbounds i8, ptr %2, i64 32
    #dbg_value(ptr %5, !3229, !DIExpression(), !3234)
  %7 = load ptr, ptr %6, align 8, !dbg !3241, !tbaa !3242
  %8 = icmp ugt ptr %5, %7, !dbg !3243
  br i1 %8, label %38, label %9, !dbg !3244

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %2, i64 60
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13, !dbg !3244

13:                                               ; preds = %9, %34
  %14 = phi ptr [ %5, %9 ], [ %35, %34 ]
    #dbg_value(ptr %14, !3229, !DIExpression(), !3234)
    #dbg_value(ptr %3, !1132, !DIExpression(), !3245)
  store i8 0, ptr %10, align 4, !dbg !3247, !tbaa !1140
  %15 = load ptr, ptr %11, align 8, !dbg !3248, !tbaa !1060
  %16 = tail call fastcc ptr @match(ptr noundef nonnull %3, ptr noundef %14, ptr noundef %15), !dbg !3250
    #dbg_value(ptr %16, !3230, !DIExpression(), !3251)
  %17 = icmp eq ptr %16, null, !dbg !3252
  br i1 %17, label %34, label %18, !dbg !3253

18:                                               ; preds = %13
  %19 = load ptr, ptr %12, align 8, !dbg !3254, !tbaa !1063
  %20 = icmp eq ptr %16, %19, !dbg !3255
  br i1 %20, label %34, label %21, !dbg !3256

21:                                               ; preds = %18
  store ptr %16, ptr %12, align 8, !dbg !3257, !tbaa !1063
  store ptr %16, ptr %2, align 8, !dbg !3259, !tbaa !1056
    #dbg_value(ptr %3, !1167, !DIExpression(), !3260)
    #dbg_value(ptr %14, !1172, !DIExpression(), !3260)
    #dbg_value(ptr %16, !1173, !DIExpression(), !3260)
  %22 = load i8, ptr %10, align 4, !dbg !3262, !tbaa !1140
  %23 = icmp eq i8 %22, 0, !dbg !3263
  %24 = icmp ne ptr %14, null
  %25 = and i1 %24, %23, !dbg !3264
  %26 = zext i8 %22 to i32
  %27 = select i1 %25, i32 1, i32 %26, !dbg !3264
    #dbg_value(i32 %27, !1175, !DIExpression(), !3260)
  %28 = load ptr, ptr %4, align 8, !dbg !3265, !tbaa !1039
  tail call void @luaL_checkstack(ptr noundef %28, i32 noundef %27, ptr noundef nonnull @.str.23) #12, !dbg !3266
    #dbg_value(i32 0, !1174, !DIExpression(), !3260)
  %29 = icmp eq i32 %27, 0, !dbg !3267
  br i1 %29, label %38, label %30, !dbg !3268

30:                                               ; preds = %21, %30
  %31 = phi i32 [ %32, %30 ], [ 0, %21 ]
    #dbg_value(i32 %31, !1174, !DIExpression(), !3260)
  tail call fastcc void @push_onecapture(ptr noundef nonnull readonly %3, i32 noundef %31, ptr noundef %14, ptr noundef nonnull %16), !dbg !3269
  %32 = add nuw nsw i32 %31, 1, !dbg !3270
    #dbg_value(i32 %32, !1174, !DIExpression(), !3260)
  %33 = icmp eq i32 %32, %27, !dbg !3267
  br i1 %33, label %38, label %30, !dbg !3268, !llvm.loop !3271

34:                                               ; preds = %18, %13
  %35 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !3273
    #dbg_value(ptr %35, !3229, !DIExpression(), !3234)
  %36 = load ptr, ptr %6, align 8, !dbg !3241, !tbaa !3242
  %37 = icmp ugt ptr %35, %36, !dbg !3243
  br i1 %37, label %38, label %13, !dbg !3244, !llvm.loop !3274

38:                                               ; preds = %34, %30, %1, %21
  %39 = phi i32 [ 0, %21 ], [ 0, %1 ], [ %27, %30 ], [ 0, %34 ], !dbg !3234
  ret i32 %39, !dbg !3276
}

declare !dbg !3277 ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3280 i32 @luaL_typeerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3281 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3282 void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3292 i32 @lua_gettable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3293 i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3294 ptr @lua_typename(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3297 ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3300 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !3303 ptr @__ctype_toupper_loc() local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 11) i32 @getdetails(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4) unnamed_addr #0 !dbg !3304 {
  %6 = alloca i32, align 4, !DIAssignID !3315
    #dbg_assign(i1 undef, !3314, !DIExpression(), !3315, ptr %6, !DIExpression(), !3316)
    #dbg_value(ptr %0, !3308, !DIExpression(), !3316)
    #dbg_value(i64 %1, !3309, !DIExpression(), !3316)
    #dbg_value(ptr %2, !3310, !DIExpression(), !3316)
    #dbg_value(ptr %3, !3311, !DIExpression(), !3316)
    #dbg_value(ptr %4, !3312, !DIExpression(), !3316)
  %7 = tail call fastcc i32 @getoption(ptr noundef %0, ptr noundef %2, ptr noundef %3), !dbg !3317
    #dbg_value(i32 %7, !3313, !DIExpression(), !3316)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #12, !dbg !3318
  %8 = load i32, ptr %3, align 4, !dbg !3319, !tbaa !1402
  store i32 %8, ptr %6, align 4, !dbg !3320, !tbaa !1402, !DIAssignID !3321
    #dbg_assign(i32 %8, !3314, !DIExpression(), !3321, ptr %6, !DIExpression(), !3316)
  %9 = icmp eq i32 %7, 9, !dbg !3322
  br i1 %9, label %10, label %24, !dbg !3324

10:                                               ; preds = %5
  %11 = load ptr, ptr %2, align 8, !dbg !3325, !tbaa !711
  %12 = load i8, ptr %11, align 1, !dbg !3328, !tbaa !522
  %13 = icmp eq i8 %12, 0, !dbg !3329
  br i1 %13, label %20, label %14, !dbg !3330

14:                                               ; preds = %10
  %15 = call fastcc i32 @getoption(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull %6), !dbg !3331
  %16 = icmp eq i32 %15, 5, !dbg !3332
  %17 = load i32, ptr %6, align 4
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %16, i1 true, i1 %18, !dbg !3333
  br i1 %19, label %20, label %24, !dbg !3333

20:                                               ; preds = %14, %10
  %21 = phi i32 [ %17, %14 ], [ %8, %10 ]
  %22 = load ptr, ptr %0, align 8, !dbg !3334, !tbaa !1667
  %23 = tail call i32 @luaL_argerror(ptr noundef %22, i32 noundef 1, ptr noundef nonnull @.str.63) #12, !dbg !3335
  br label %24, !dbg !3335

24:                                               ; preds = %20, %14, %5
  %25 = phi i32 [ %21, %20 ], [ %17, %14 ], [ %8, %5 ], !dbg !3336
  %26 = icmp slt i32 %25, 2, !dbg !3338
  %27 = icmp eq i32 %7, 5
  %28 = or i1 %27, %26, !dbg !3339
  br i1 %28, label %44, label %29, !dbg !3339

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !3340
  %31 = load i32, ptr %30, align 4, !dbg !3340, !tbaa !1676
    #dbg_assign(i32 %31, !3314, !DIExpression(), !3343, ptr %6, !DIExpression(), !3316)
  %32 = tail call i32 @llvm.smin.i32(i32 %25, i32 %31), !dbg !3344
  %33 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %32), !dbg !3345
  %34 = icmp ult i32 %33, 2, !dbg !3345
  br i1 %34, label %38, label %35, !dbg !3347, !prof !553

35:                                               ; preds = %29
  %36 = load ptr, ptr %0, align 8, !dbg !3348, !tbaa !1667
  %37 = tail call i32 @luaL_argerror(ptr noundef %36, i32 noundef 1, ptr noundef nonnull @.str.64) #12, !dbg !3349
  br label %38, !dbg !3349

38:                                               ; preds = %35, %29
  %39 = add nsw i32 %32, -1, !dbg !3350
  %40 = trunc i64 %1 to i32, !dbg !3351
  %41 = and i32 %39, %40, !dbg !3351
  %42 = sub nsw i32 %32, %41, !dbg !3352
  %43 = and i32 %42, %39, !dbg !3353
  br label %44

44:                                               ; preds = %24, %38
  %45 = phi i32 [ %43, %38 ], [ 0, %24 ], !dbg !3354
  store i32 %45, ptr %4, align 4, !dbg !3354, !tbaa !1402
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12, !dbg !3355
  ret i32 %7, !dbg !3356
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 11) i32 @getoption(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #0 !dbg !3357 {
    #dbg_value(ptr %0, !3361, !DIExpression(), !3369)
    #dbg_value(ptr %1, !3362, !DIExpression(), !3369)
    #dbg_value(ptr %2, !3363, !DIExpression(), !3369)
  %4 = load ptr, ptr %1, align 8, !dbg !3370, !tbaa !711
  %5 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !3370
  store ptr %5, ptr %1, align 8, !dbg !3370, !tbaa !711
  %6 = load i8, ptr %4, align 1, !dbg !3371, !tbaa !522
    #dbg_value(i8 %6, !3364, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !3369)
  store i32 0, ptr %2, align 4, !dbg !3372, !tbaa !1402
  switch i8 %6, label %166 [
    i8 98, label %7
    i8 66, label %8
    i8 104, label %9
    i8 72, label %10
    i8 108, label %11
    i8 76, label %12
    i8 106, label %13
    i8 74, label %14
    i8 84, label %15
    i8 102, label %16
    i8 110, label %17
    i8 100, label %18
    i8 105, label %19
    i8 73, label %47
    i8 115, label %75
    i8 99, label %103
    i8 122, label %171
    i8 120, label %129
    i8 88, label %130
    i8 32, label %170
    i8 60, label %131
    i8 62, label %133
    i8 61, label %135
    i8 33, label %137
  ], !dbg !3373

7:                                                ; preds = %3
  store i32 1, ptr %2, align 4, !dbg !3374, !tbaa !1402
  br label %171, !dbg !3375

8:                                                ; preds = %3
  store i32 1, ptr %2, align 4, !dbg !3376, !tbaa !1402
  br label %171, !dbg !3377

9:                                                ; preds = %3
  store i32 2, ptr %2, align 4, !dbg !3378, !tbaa !1402
  br label %171, !dbg !3379

10:                                               ; preds = %3
  store i32 2, ptr %2, align 4, !dbg !3380, !tbaa !1402
  br label %171, !dbg !3381

11:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !dbg !3382, !tbaa !1402
  br label %171, !dbg !3383

12:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !dbg !3384, !tbaa !1402
  br label %171, !dbg !3385

13:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !dbg !3386, !tbaa !1402
  br label %171, !dbg !3387

14:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !dbg !3388, !tbaa !1402
  br label %171, !dbg !3389

15:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !dbg !3390, !tbaa !1402
  br label %171, !dbg !3391

16:                                               ; preds = %3
  store i32 4, ptr %2, align 4, !dbg !3392, !tbaa !1402
  br label %171, !dbg !3393

17:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !dbg !3394, !tbaa !1402
  br label %171, !dbg !3395

18:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !dbg !3396, !tbaa !1402
  br label %171, !dbg !3397

19:                                               ; preds = %3
    #dbg_value(ptr %0, !3398, !DIExpression(), !3406)
    #dbg_value(ptr %1, !3403, !DIExpression(), !3406)
    #dbg_value(i32 4, !3404, !DIExpression(), !3406)
    #dbg_value(ptr %1, !3408, !DIExpression(), !3417)
    #dbg_value(i32 4, !3413, !DIExpression(), !3417)
  %20 = load i8, ptr %5, align 1, !dbg !3419, !tbaa !522
  %21 = sext i8 %20 to i32, !dbg !3419
    #dbg_value(i32 %21, !3420, !DIExpression(), !3423)
  %22 = add nsw i32 %21, -58, !dbg !3425
  %23 = icmp ult i32 %22, -10, !dbg !3425
  br i1 %23, label %45, label %24, !dbg !3426

24:                                               ; preds = %19, %24
  %25 = phi ptr [ %28, %24 ], [ %5, %19 ], !dbg !3427
  %26 = phi i32 [ %32, %24 ], [ 0, %19 ], !dbg !3429
    #dbg_value(i32 %26, !3414, !DIExpression(), !3429)
  %27 = mul nsw i32 %26, 10, !dbg !3427
  %28 = getelementptr inbounds i8, ptr %25, i64 1, !dbg !3430
  store ptr %28, ptr %1, align 8, !dbg !3430, !tbaa !711
  %29 = load i8, ptr %25, align 1, !dbg !3431, !tbaa !522
  %30 = sext i8 %29 to i32, !dbg !3431
  %31 = add i32 %27, -48, !dbg !3432
  %32 = add i32 %31, %30, !dbg !3433
    #dbg_value(i32 %32, !3414, !DIExpression(), !3429)
  %33 = load i8, ptr %28, align 1, !dbg !3434, !tbaa !522
  %34 = sext i8 %33 to i32, !dbg !3434
    #dbg_value(i32 %34, !3420, !DIExpression(), !3435)
  %35 = add nsw i32 %34, -48, !dbg !3437
  %36 = icmp ult i32 %35, 10, !dbg !3437
  %37 = icmp slt i32 %32, 214748364, !dbg !3438
  %38 = select i1 %36, i1 %37, i1 false, !dbg !3438
  br i1 %38, label %24, label %39, !dbg !3439, !llvm.loop !3440

39:                                               ; preds = %24
    #dbg_value(i32 %32, !3405, !DIExpression(), !3406)
  %40 = add i32 %32, -17, !dbg !3443
  %41 = icmp ult i32 %40, -16, !dbg !3443
  br i1 %41, label %42, label %45, !dbg !3445, !prof !3446

42:                                               ; preds = %39
  %43 = load ptr, ptr %0, align 8, !dbg !3447, !tbaa !1667
  %44 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %43, ptr noundef nonnull @.str.67, i32 noundef %32, i32 noundef 16) #12, !dbg !3448
  br label %45, !dbg !3449

45:                                               ; preds = %19, %39, %42
  %46 = phi i32 [ %44, %42 ], [ %32, %39 ], [ 4, %19 ], !dbg !3406
  store i32 %46, ptr %2, align 4, !dbg !3450, !tbaa !1402
  br label %171, !dbg !3451

47:                                               ; preds = %3
    #dbg_value(ptr %0, !3398, !DIExpression(), !3452)
    #dbg_value(ptr %1, !3403, !DIExpression(), !3452)
    #dbg_value(i32 4, !3404, !DIExpression(), !3452)
    #dbg_value(ptr %1, !3408, !DIExpression(), !3454)
    #dbg_value(i32 4, !3413, !DIExpression(), !3454)
  %48 = load i8, ptr %5, align 1, !dbg !3456, !tbaa !522
  %49 = sext i8 %48 to i32, !dbg !3456
    #dbg_value(i32 %49, !3420, !DIExpression(), !3457)
  %50 = add nsw i32 %49, -58, !dbg !3459
  %51 = icmp ult i32 %50, -10, !dbg !3459
  br i1 %51, label %73, label %52, !dbg !3460

52:                                               ; preds = %47, %52
  %53 = phi ptr [ %56, %52 ], [ %5, %47 ], !dbg !3461
  %54 = phi i32 [ %60, %52 ], [ 0, %47 ], !dbg !3462
    #dbg_value(i32 %54, !3414, !DIExpression(), !3462)
  %55 = mul nsw i32 %54, 10, !dbg !3461
  %56 = getelementptr inbounds i8, ptr %53, i64 1, !dbg !3463
  store ptr %56, ptr %1, align 8, !dbg !3463, !tbaa !711
  %57 = load i8, ptr %53, align 1, !dbg !3464, !tbaa !522
  %58 = sext i8 %57 to i32, !dbg !3464
  %59 = add i32 %55, -48, !dbg !3465
  %60 = add i32 %59, %58, !dbg !3466
    #dbg_value(i32 %60, !3414, !DIExpression(), !3462)
  %61 = load i8, ptr %56, align 1, !dbg !3467, !tbaa !522
  %62 = sext i8 %61 to i32, !dbg !3467
    #dbg_value(i32 %62, !3420, !DIExpression(), !3468)
  %63 = add nsw i32 %62, -48, !dbg !3470
  %64 = icmp ult i32 %63, 10, !dbg !3470
  %65 = icmp slt i32 %60, 214748364, !dbg !3471
  %66 = select i1 %64, i1 %65, i1 false, !dbg !3471
  br i1 %66, label %52, label %67, !dbg !3472, !llvm.loop !3473

67:                                               ; preds = %52
    #dbg_value(i32 %60, !3405, !DIExpression(), !3452)
  %68 = add i32 %60, -17, !dbg !3476
  %69 = icmp ult i32 %68, -16, !dbg !3476
  br i1 %69, label %70, label %73, !dbg !3477, !prof !3446

70:                                               ; preds = %67
  %71 = load ptr, ptr %0, align 8, !dbg !3478, !tbaa !1667
  %72 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %71, ptr noundef nonnull @.str.67, i32 noundef %60, i32 noundef 16) #12, !dbg !3479
  br label %73, !dbg !3480

73:                                               ; preds = %47, %67, %70
  %74 = phi i32 [ %72, %70 ], [ %60, %67 ], [ 4, %47 ], !dbg !3452
  store i32 %74, ptr %2, align 4, !dbg !3481, !tbaa !1402
  br label %171, !dbg !3482

75:                                               ; preds = %3
    #dbg_value(ptr %0, !3398, !DIExpression(), !3483)
    #dbg_value(ptr %1, !3403, !DIExpression(), !3483)
    #dbg_value(i32 8, !3404, !DIExpression(), !3483)
    #dbg_value(ptr %1, !3408, !DIExpression(), !3485)
    #dbg_value(i32 8, !3413, !DIExpression(), !3485)
  %76 = load i8, ptr %5, align 1, !dbg !3487, !tbaa !522
  %77 = sext i8 %76 to i32, !dbg !3487
    #dbg_value(i32 %77, !3420, !DIExpression(), !3488)
  %78 = add nsw i32 %77, -58, !dbg !3490
  %79 = icmp ult i32 %78, -10, !dbg !3490
  br i1 %79, label %101, label %80, !dbg !3491

80:                                               ; preds = %75, %80
  %81 = phi ptr [ %84, %80 ], [ %5, %75 ], !dbg !3492
  %82 = phi i32 [ %88, %80 ], [ 0, %75 ], !dbg !3493
    #dbg_value(i32 %82, !3414, !DIExpression(), !3493)
  %83 = mul nsw i32 %82, 10, !dbg !3492
  %84 = getelementptr inbounds i8, ptr %81, i64 1, !dbg !3494
  store ptr %84, ptr %1, align 8, !dbg !3494, !tbaa !711
  %85 = load i8, ptr %81, align 1, !dbg !3495, !tbaa !522
  %86 = sext i8 %85 to i32, !dbg !3495
  %87 = add i32 %83, -48, !dbg !3496
  %88 = add i32 %87, %86, !dbg !3497
    #dbg_value(i32 %88, !3414, !DIExpression(), !3493)
  %89 = load i8, ptr %84, align 1, !dbg !3498, !tbaa !522
  %90 = sext i8 %89 to i32, !dbg !3498
    #dbg_value(i32 %90, !3420, !DIExpression(), !3499)
  %91 = add nsw i32 %90, -48, !dbg !3501
  %92 = icmp ult i32 %91, 10, !dbg !3501
  %93 = icmp slt i32 %88, 214748364, !dbg !3502
  %94 = select i1 %92, i1 %93, i1 false, !dbg !3502
  br i1 %94, label %80, label %95, !dbg !3503, !llvm.loop !3504

95:                                               ; preds = %80
    #dbg_value(i32 %88, !3405, !DIExpression(), !3483)
  %96 = add i32 %88, -17, !dbg !3507
  %97 = icmp ult i32 %96, -16, !dbg !3507
  br i1 %97, label %98, label %101, !dbg !3508, !prof !3446

98:                                               ; preds = %95
  %99 = load ptr, ptr %0, align 8, !dbg !3509, !tbaa !1667
  %100 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %99, ptr noundef nonnull @.str.67, i32 noundef %88, i32 noundef 16) #12, !dbg !3510
  br label %101, !dbg !3511

101:                                              ; preds = %75, %95, %98
  %102 = phi i32 [ %100, %98 ], [ %88, %95 ], [ 8, %75 ], !dbg !3483
  store i32 %102, ptr %2, align 4, !dbg !3512, !tbaa !1402
  br label %171, !dbg !3513

103:                                              ; preds = %3
    #dbg_value(ptr %1, !3408, !DIExpression(), !3514)
    #dbg_value(i32 -1, !3413, !DIExpression(), !3514)
  %104 = load i8, ptr %5, align 1, !dbg !3516, !tbaa !522
  %105 = sext i8 %104 to i32, !dbg !3516
    #dbg_value(i32 %105, !3420, !DIExpression(), !3517)
  %106 = add nsw i32 %105, -58, !dbg !3519
  %107 = icmp ult i32 %106, -10, !dbg !3519
  br i1 %107, label %108, label %109, !dbg !3520

108:                                              ; preds = %103
  store i32 -1, ptr %2, align 4, !dbg !3521, !tbaa !1402
  br label %126, !dbg !3522

109:                                              ; preds = %103, %109
  %110 = phi ptr [ %113, %109 ], [ %5, %103 ], !dbg !3523
  %111 = phi i32 [ %117, %109 ], [ 0, %103 ], !dbg !3524
    #dbg_value(i32 %111, !3414, !DIExpression(), !3524)
  %112 = mul nsw i32 %111, 10, !dbg !3523
  %113 = getelementptr inbounds i8, ptr %110, i64 1, !dbg !3525
  store ptr %113, ptr %1, align 8, !dbg !3525, !tbaa !711
  %114 = load i8, ptr %110, align 1, !dbg !3526, !tbaa !522
  %115 = sext i8 %114 to i32, !dbg !3526
  %116 = add i32 %112, -48, !dbg !3527
  %117 = add i32 %116, %115, !dbg !3528
    #dbg_value(i32 %117, !3414, !DIExpression(), !3524)
  %118 = load i8, ptr %113, align 1, !dbg !3529, !tbaa !522
  %119 = sext i8 %118 to i32, !dbg !3529
    #dbg_value(i32 %119, !3420, !DIExpression(), !3530)
  %120 = add nsw i32 %119, -48, !dbg !3532
  %121 = icmp ult i32 %120, 10, !dbg !3532
  %122 = icmp slt i32 %117, 214748364, !dbg !3533
  %123 = select i1 %121, i1 %122, i1 false, !dbg !3533
  br i1 %123, label %109, label %124, !dbg !3534, !llvm.loop !3535

124:                                              ; preds = %109
  store i32 %117, ptr %2, align 4, !dbg !3521, !tbaa !1402
  %125 = icmp eq i32 %117, -1, !dbg !3538
  br i1 %125, label %126, label %171, !dbg !3522, !prof !3540

126:                                              ; preds = %108, %124
  %127 = load ptr, ptr %0, align 8, !dbg !3541, !tbaa !1667
  %128 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %127, ptr noundef nonnull @.str.65) #12, !dbg !3542
  br label %171, !dbg !3542

129:                                              ; preds = %3
  store i32 1, ptr %2, align 4, !dbg !3543, !tbaa !1402
  br label %171, !dbg !3544

130:                                              ; preds = %3
  br label %171, !dbg !3545

131:                                              ; preds = %3
  %132 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3546
  store i32 1, ptr %132, align 8, !dbg !3547, !tbaa !1672
  br label %170, !dbg !3548

133:                                              ; preds = %3
  %134 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3549
  store i32 0, ptr %134, align 8, !dbg !3550, !tbaa !1672
  br label %170, !dbg !3551

135:                                              ; preds = %3
  %136 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !3552
  store i32 1, ptr %136, align 8, !dbg !3553, !tbaa !1672
  br label %170, !dbg !3554

137:                                              ; preds = %3
    #dbg_value(i32 8, !3365, !DIExpression(), !3555)
    #dbg_value(ptr %0, !3398, !DIExpression(), !3556)
    #dbg_value(ptr %1, !3403, !DIExpression(), !3556)
    #dbg_value(i32 8, !3404, !DIExpression(), !3556)
    #dbg_value(ptr %1, !3408, !DIExpression(), !3558)
    #dbg_value(i32 8, !3413, !DIExpression(), !3558)
  %138 = load i8, ptr %5, align 1, !dbg !3560, !tbaa !522
  %139 = sext i8 %138 to i32, !dbg !3560
    #dbg_value(i32 %139, !3420, !DIExpression(), !3561)
  %140 = add nsw i32 %139, -58, !dbg !3563
  %141 = icmp ult i32 %140, -10, !dbg !3563
  br i1 %141, label %163, label %142, !dbg !3564

142:                                              ; preds = %137, %142
  %143 = phi ptr [ %146, %142 ], [ %5, %137 ], !dbg !3565
  %144 = phi i32 [ %150, %142 ], [ 0, %137 ], !dbg !3566
    #dbg_value(i32 %144, !3414, !DIExpression(), !3566)
  %145 = mul nsw i32 %144, 10, !dbg !3565
  %146 = getelementptr inbounds i8, ptr %143, i64 1, !dbg !3567
  store ptr %146, ptr %1, align 8, !dbg !3567, !tbaa !711
  %147 = load i8, ptr %143, align 1, !dbg !3568, !tbaa !522
  %148 = sext i8 %147 to i32, !dbg !3568
  %149 = add i32 %145, -48, !dbg !3569
  %150 = add i32 %149, %148, !dbg !3570
    #dbg_value(i32 %150, !3414, !DIExpression(), !3566)
  %151 = load i8, ptr %146, align 1, !dbg !3571, !tbaa !522
  %152 = sext i8 %151 to i32, !dbg !3571
    #dbg_value(i32 %152, !3420, !DIExpression(), !3572)
  %153 = add nsw i32 %152, -48, !dbg !3574
  %154 = icmp ult i32 %153, 10, !dbg !3574
  %155 = icmp slt i32 %150, 214748364, !dbg !3575
  %156 = select i1 %154, i1 %155, i1 false, !dbg !3575
  br i1 %156, label %142, label %157, !dbg !3576, !llvm.loop !3577

157:                                              ; preds = %142
    #dbg_value(i32 %150, !3405, !DIExpression(), !3556)
  %158 = add i32 %150, -17, !dbg !3580
  %159 = icmp ult i32 %158, -16, !dbg !3580
  br i1 %159, label %160, label %163, !dbg !3581, !prof !3446

160:                                              ; preds = %157
  %161 = load ptr, ptr %0, align 8, !dbg !3582, !tbaa !1667
  %162 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %161, ptr noundef nonnull @.str.67, i32 noundef %150, i32 noundef 16) #12, !dbg !3583
  br label %163, !dbg !3584

163:                                              ; preds = %137, %157, %160
  %164 = phi i32 [ %162, %160 ], [ %150, %157 ], [ 8, %137 ], !dbg !3556
  %165 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !3585
  store i32 %164, ptr %165, align 4, !dbg !3586, !tbaa !1676
  br label %170

166:                                              ; preds = %3
  %167 = sext i8 %6 to i32, !dbg !3371
    #dbg_value(i32 %167, !3364, !DIExpression(), !3369)
  %168 = load ptr, ptr %0, align 8, !dbg !3587, !tbaa !1667
  %169 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %168, ptr noundef nonnull @.str.66, i32 noundef %167) #12, !dbg !3588
  br label %170, !dbg !3589

170:                                              ; preds = %166, %163, %135, %133, %131, %3
  br label %171, !dbg !3590

171:                                              ; preds = %3, %124, %126, %170, %130, %129, %101, %73, %45, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7
  %172 = phi i32 [ 10, %170 ], [ 9, %130 ], [ 8, %129 ], [ 6, %101 ], [ 1, %73 ], [ 0, %45 ], [ 4, %18 ], [ 3, %17 ], [ 2, %16 ], [ 1, %15 ], [ 1, %14 ], [ 0, %13 ], [ 1, %12 ], [ 0, %11 ], [ 1, %10 ], [ 0, %9 ], [ 1, %8 ], [ 0, %7 ], [ 5, %126 ], [ 5, %124 ], [ 7, %3 ], !dbg !3369
  ret i32 %172, !dbg !3591
}

declare !dbg !3592 void @lua_pushnumber(ptr noundef, double noundef) local_unnamed_addr #1

declare !dbg !3595 i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3596 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_add(ptr noundef %0) #0 !dbg !3597 {
    #dbg_value(ptr %0, !3599, !DIExpression(), !3600)
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 0, ptr noundef nonnull @.str.76), !dbg !3601
  ret i32 1, !dbg !3602
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_sub(ptr noundef %0) #0 !dbg !3603 {
    #dbg_value(ptr %0, !3605, !DIExpression(), !3606)
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.77), !dbg !3607
  ret i32 1, !dbg !3608
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_mul(ptr noundef %0) #0 !dbg !3609 {
    #dbg_value(ptr %0, !3611, !DIExpression(), !3612)
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.78), !dbg !3613
  ret i32 1, !dbg !3614
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_mod(ptr noundef %0) #0 !dbg !3615 {
    #dbg_value(ptr %0, !3617, !DIExpression(), !3618)
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.79), !dbg !3619
  ret i32 1, !dbg !3620
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_pow(ptr noundef %0) #0 !dbg !3621 {
    #dbg_value(ptr %0, !3623, !DIExpression(), !3624)
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 4, ptr noundef nonnull @.str.80), !dbg !3625
  ret i32 1, !dbg !3626
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_div(ptr noundef %0) #0 !dbg !3627 {
    #dbg_value(ptr %0, !3629, !DIExpression(), !3630)
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 5, ptr noundef nonnull @.str.81), !dbg !3631
  ret i32 1, !dbg !3632
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_idiv(ptr noundef %0) #0 !dbg !3633 {
    #dbg_value(ptr %0, !3635, !DIExpression(), !3636)
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 6, ptr noundef nonnull @.str.82), !dbg !3637
  ret i32 1, !dbg !3638
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_unm(ptr noundef %0) #0 !dbg !3639 {
    #dbg_value(ptr %0, !3641, !DIExpression(), !3642)
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 12, ptr noundef nonnull @.str.83), !dbg !3643
  ret i32 1, !dbg !3644
}

; Function Attrs: nounwind uwtable
define internal fastcc void @arith(ptr noundef %0, i32 noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !3645 {
  %4 = alloca i64, align 8, !DIAssignID !3651
  %5 = alloca i64, align 8, !DIAssignID !3652
    #dbg_value(ptr %0, !3648, !DIExpression(), !3653)
    #dbg_value(i32 %1, !3649, !DIExpression(), !3653)
    #dbg_value(ptr %2, !3650, !DIExpression(), !3653)
    #dbg_assign(i1 undef, !3654, !DIExpression(), !3652, ptr %5, !DIExpression(), !3662)
    #dbg_value(ptr %0, !3659, !DIExpression(), !3665)
    #dbg_value(i32 1, !3660, !DIExpression(), !3665)
  %6 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #12, !dbg !3666
  %7 = icmp eq i32 %6, 3, !dbg !3667
  br i1 %7, label %8, label %9, !dbg !3668

8:                                                ; preds = %3
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #12, !dbg !3669
  br label %18, !dbg !3671

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #12, !dbg !3672
  %10 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %5) #12, !dbg !3673
    #dbg_value(ptr %10, !3661, !DIExpression(), !3662)
  %11 = icmp eq ptr %10, null, !dbg !3674
  br i1 %11, label %12, label %13, !dbg !3675

12:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !3676
  br label %32, !dbg !3671

13:                                               ; preds = %9
  %14 = call i64 @lua_stringtonumber(ptr noundef %0, ptr noundef nonnull %10) #12, !dbg !3677
  %15 = load i64, ptr %5, align 8, !dbg !3678, !tbaa !457
  %16 = add i64 %15, 1, !dbg !3679
  %17 = icmp eq i64 %14, %16, !dbg !3680
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !3676
  br i1 %17, label %18, label %32, !dbg !3671

18:                                               ; preds = %8, %13
    #dbg_assign(i1 undef, !3654, !DIExpression(), !3651, ptr %4, !DIExpression(), !3681)
    #dbg_value(ptr %0, !3659, !DIExpression(), !3683)
    #dbg_value(i32 2, !3660, !DIExpression(), !3683)
  %19 = call i32 @lua_type(ptr noundef %0, i32 noundef 2) #12, !dbg !3684
  %20 = icmp eq i32 %19, 3, !dbg !3685
  br i1 %20, label %21, label %22, !dbg !3686

21:                                               ; preds = %18
  call void @lua_pushvalue(ptr noundef %0, i32 noundef 2) #12, !dbg !3687
  br label %31, !dbg !3688

22:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !3689
  %23 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12, !dbg !3690
    #dbg_value(ptr %23, !3661, !DIExpression(), !3681)
  %24 = icmp eq ptr %23, null, !dbg !3691
  br i1 %24, label %25, label %26, !dbg !3692

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !3693
  br label %32, !dbg !3688

26:                                               ; preds = %22
  %27 = call i64 @lua_stringtonumber(ptr noundef %0, ptr noundef nonnull %23) #12, !dbg !3694
  %28 = load i64, ptr %4, align 8, !dbg !3695, !tbaa !457
  %29 = add i64 %28, 1, !dbg !3696
  %30 = icmp eq i64 %27, %29, !dbg !3697
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !3693
  br i1 %30, label %31, label %32, !dbg !3688

31:                                               ; preds = %21, %26
  call void @lua_arith(ptr noundef %0, i32 noundef %1) #12, !dbg !3698
  br label %46, !dbg !3698

32:                                               ; preds = %25, %12, %26, %13
    #dbg_value(ptr %0, !3699, !DIExpression(), !3705)
    #dbg_value(ptr %2, !3704, !DIExpression(), !3705)
  call void @lua_settop(ptr noundef %0, i32 noundef 2) #12, !dbg !3707
  %33 = call i32 @lua_type(ptr noundef %0, i32 noundef 2) #12, !dbg !3708
  %34 = icmp eq i32 %33, 4, !dbg !3708
  br i1 %34, label %38, label %35, !dbg !3708

35:                                               ; preds = %32
  %36 = call i32 @luaL_getmetafield(ptr noundef %0, i32 noundef 2, ptr noundef %2) #12, !dbg !3708
  %37 = icmp eq i32 %36, 0, !dbg !3708
  br i1 %37, label %38, label %45, !dbg !3710, !prof !512

38:                                               ; preds = %35, %32
  %39 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !3711
  %40 = call i32 @lua_type(ptr noundef %0, i32 noundef -2) #12, !dbg !3712
  %41 = call ptr @lua_typename(ptr noundef %0, i32 noundef %40) #12, !dbg !3712
  %42 = call i32 @lua_type(ptr noundef %0, i32 noundef -1) #12, !dbg !3713
  %43 = call ptr @lua_typename(ptr noundef %0, i32 noundef %42) #12, !dbg !3713
  %44 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.84, ptr noundef nonnull %39, ptr noundef %41, ptr noundef %43) #12, !dbg !3714
  br label %45, !dbg !3714

45:                                               ; preds = %35, %38
  call void @lua_rotate(ptr noundef %0, i32 noundef -3, i32 noundef 1) #12, !dbg !3715
  call void @lua_callk(ptr noundef %0, i32 noundef 2, i32 noundef 1, i64 noundef 0, ptr noundef null) #12, !dbg !3716
  br label %46

46:                                               ; preds = %45, %31
  ret void, !dbg !3717
}

declare !dbg !3718 void @lua_arith(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !3719 i64 @lua_stringtonumber(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3722 i32 @luaL_getmetafield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !3723 void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!401, !402, !403, !404, !405, !406, !407}
!llvm.ident = !{!408}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "strlib", scope: !2, file: !3, line: 1830, type: !400, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !34, globals: !110, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/lstrlib.c", directory: ".", checksumkind: CSK_MD5, checksum: "6acbe932f64d2a2fee45c2bfe334659c")
!4 = !{!5, !21}
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
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "KOption", file: !3, line: 1428, baseType: !7, size: 32, elements: !22)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33}
!23 = !DIEnumerator(name: "Kint", value: 0)
!24 = !DIEnumerator(name: "Kuint", value: 1)
!25 = !DIEnumerator(name: "Kfloat", value: 2)
!26 = !DIEnumerator(name: "Knumber", value: 3)
!27 = !DIEnumerator(name: "Kdouble", value: 4)
!28 = !DIEnumerator(name: "Kchar", value: 5)
!29 = !DIEnumerator(name: "Kstring", value: 6)
!30 = !DIEnumerator(name: "Kzstr", value: 7)
!31 = !DIEnumerator(name: "Kpadding", value: 8)
!32 = !DIEnumerator(name: "Kpaddalign", value: 9)
!33 = !DIEnumerator(name: "Knop", value: 10)
!34 = !{!35, !36, !39, !40, !41, !44, !46, !79, !81, !43, !69, !68, !56, !82, !109, !57}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !37, line: 18, baseType: !38)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!38 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !42, line: 94, baseType: !43)
!42 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!43 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !42, line: 97, baseType: !45)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "str_Writer", file: !3, line: 216, size: 8512, elements: !48)
!48 = !{!49, !50}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !47, file: !3, line: 217, baseType: !39, size: 32)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "B", scope: !47, file: !3, line: 218, baseType: !51, size: 8448, offset: 64)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Buffer", file: !52, line: 23, baseType: !53)
!52 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Buffer", file: !52, line: 191, size: 8448, elements: !54)
!54 = !{!55, !58, !59, !60, !64}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !53, file: !52, line: 192, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !53, file: !52, line: 193, baseType: !36, size: 64, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !53, file: !52, line: 194, baseType: !36, size: 64, offset: 128)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !53, file: !52, line: 195, baseType: !61, size: 64, offset: 192)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !42, line: 57, baseType: !63)
!63 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !42, line: 57, flags: DIFlagFwdDecl)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !53, file: !52, line: 199, baseType: !65, size: 8192, offset: 256)
!65 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !53, file: !52, line: 196, size: 8192, elements: !66)
!66 = !{!67, !70, !71, !72, !73, !75}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !65, file: !52, line: 197, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !42, line: 90, baseType: !69)
!69 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !65, file: !52, line: 197, baseType: !69, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !65, file: !52, line: 197, baseType: !35, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !65, file: !52, line: 197, baseType: !41, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !65, file: !52, line: 197, baseType: !74, size: 64)
!74 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !65, file: !52, line: 198, baseType: !76, size: 8192)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 8192, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 1024)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!81 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "GMatchState", file: !3, line: 835, baseType: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GMatchState", file: !3, line: 830, size: 4608, elements: !85)
!85 = !{!86, !87, !88, !89}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "src", scope: !84, file: !3, line: 831, baseType: !79, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !84, file: !3, line: 832, baseType: !79, size: 64, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "lastmatch", scope: !84, file: !3, line: 833, baseType: !79, size: 64, offset: 128)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "ms", scope: !84, file: !3, line: 834, baseType: !90, size: 4416, offset: 192)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "MatchState", file: !3, line: 369, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MatchState", file: !3, line: 358, size: 4416, elements: !92)
!92 = !{!93, !94, !95, !96, !97, !98, !99}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "src_init", scope: !91, file: !3, line: 359, baseType: !79, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "src_end", scope: !91, file: !3, line: 360, baseType: !79, size: 64, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "p_end", scope: !91, file: !3, line: 361, baseType: !79, size: 64, offset: 128)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !91, file: !3, line: 362, baseType: !61, size: 64, offset: 192)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "matchdepth", scope: !91, file: !3, line: 363, baseType: !39, size: 32, offset: 256)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !91, file: !3, line: 364, baseType: !40, size: 8, offset: 288)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "capture", scope: !91, file: !3, line: 368, baseType: !100, size: 4096, offset: 320)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 4096, elements: !107)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !91, file: !3, line: 365, size: 128, elements: !102)
!102 = !{!103, !104}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !101, file: !3, line: 366, baseType: !79, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !101, file: !3, line: 367, baseType: !105, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !106, line: 18, baseType: !74)
!106 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!107 = !{!108}
!108 = !DISubrange(count: 32)
!109 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!110 = !{!111, !116, !118, !120, !122, !127, !129, !131, !136, !141, !143, !145, !150, !152, !154, !156, !161, !0, !163, !168, !173, !178, !183, !188, !193, !198, !203, !208, !210, !213, !218, !220, !222, !227, !229, !234, !236, !238, !240, !245, !247, !252, !254, !259, !264, !269, !274, !276, !278, !280, !282, !284, !286, !288, !290, !292, !294, !296, !301, !306, !308, !313, !315, !317, !322, !329, !331, !333, !335, !337, !342, !347, !349, !354, !356, !358, !360, !365, !367, !369, !371, !373, !375, !377, !379, !381, !383, !398}
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1831, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 40, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 5)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1832, type: !113, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1833, type: !113, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1834, type: !113, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1835, type: !124, isLocal: true, isDefinition: true)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 56, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 7)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1836, type: !124, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1837, type: !113, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1838, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 32, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 4)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1839, type: !138, isLocal: true, isDefinition: true)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 48, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 6)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1840, type: !138, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1841, type: !133, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1842, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 64, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 8)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1843, type: !133, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1844, type: !138, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1845, type: !113, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1846, type: !158, isLocal: true, isDefinition: true)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 72, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 9)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1847, type: !124, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !3, line: 186, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 176, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 22)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !170, isLocal: true, isDefinition: true)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 152, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 19)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !3, line: 240, type: !175, isLocal: true, isDefinition: true)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 240, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 30)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 749, type: !180, isLocal: true, isDefinition: true)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 88, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 11)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !3, line: 572, type: !185, isLocal: true, isDefinition: true)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 160, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 20)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 606, type: !190, isLocal: true, isDefinition: true)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 280, elements: !191)
!191 = !{!192}
!192 = !DISubrange(count: 35)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(scope: null, file: !3, line: 538, type: !195, isLocal: true, isDefinition: true)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 144, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: 18)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(scope: null, file: !3, line: 399, type: !200, isLocal: true, isDefinition: true)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 192, elements: !201)
!201 = !{!202}
!202 = !DISubrange(count: 24)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(scope: null, file: !3, line: 489, type: !205, isLocal: true, isDefinition: true)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 376, elements: !206)
!206 = !{!207}
!207 = !DISubrange(count: 47)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !3, line: 407, type: !190, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !3, line: 414, type: !212, isLocal: true, isDefinition: true)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 256, elements: !107)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 390, type: !215, isLocal: true, isDefinition: true)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 216, elements: !216)
!216 = !{!217}
!217 = !DISubrange(count: 27)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(scope: null, file: !3, line: 714, type: !170, isLocal: true, isDefinition: true)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1293, type: !158, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1297, type: !224, isLocal: true, isDefinition: true)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 16, elements: !225)
!225 = !{!226}
!226 = !DISubrange(count: 2)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1302, type: !113, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1305, type: !231, isLocal: true, isDefinition: true)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 24, elements: !232)
!232 = !{!233}
!233 = !DISubrange(count: 3)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1308, type: !133, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1312, type: !231, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1317, type: !138, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1318, type: !242, isLocal: true, isDefinition: true)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 8, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 1)
!245 = !DIGlobalVariableExpression(var: !246, expr: !DIExpression())
!246 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1337, type: !124, isLocal: true, isDefinition: true)
!247 = !DIGlobalVariableExpression(var: !248, expr: !DIExpression())
!248 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1345, type: !249, isLocal: true, isDefinition: true)
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 304, elements: !250)
!250 = !{!251}
!251 = !DISubrange(count: 38)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1355, type: !165, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1369, type: !256, isLocal: true, isDefinition: true)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 288, elements: !257)
!257 = !{!258}
!258 = !DISubrange(count: 36)
!259 = !DIGlobalVariableExpression(var: !260, expr: !DIExpression())
!260 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1248, type: !261, isLocal: true, isDefinition: true)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 128, elements: !262)
!262 = !{!263}
!263 = !DISubrange(count: 16)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1252, type: !266, isLocal: true, isDefinition: true)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 208, elements: !267)
!267 = !{!268}
!268 = !DISubrange(count: 26)
!269 = !DIGlobalVariableExpression(var: !270, expr: !DIExpression())
!270 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1237, type: !271, isLocal: true, isDefinition: true)
!271 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 312, elements: !272)
!272 = !{!273}
!273 = !DISubrange(count: 39)
!274 = !DIGlobalVariableExpression(var: !275, expr: !DIExpression())
!275 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1191, type: !124, isLocal: true, isDefinition: true)
!276 = !DIGlobalVariableExpression(var: !277, expr: !DIExpression())
!277 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1192, type: !113, isLocal: true, isDefinition: true)
!278 = !DIGlobalVariableExpression(var: !279, expr: !DIExpression())
!279 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1204, type: !266, isLocal: true, isDefinition: true)
!280 = !DIGlobalVariableExpression(var: !281, expr: !DIExpression())
!281 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1132, type: !133, isLocal: true, isDefinition: true)
!282 = !DIGlobalVariableExpression(var: !283, expr: !DIExpression())
!283 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1134, type: !138, isLocal: true, isDefinition: true)
!284 = !DIGlobalVariableExpression(var: !285, expr: !DIExpression())
!285 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1154, type: !124, isLocal: true, isDefinition: true)
!286 = !DIGlobalVariableExpression(var: !287, expr: !DIExpression())
!287 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1156, type: !147, isLocal: true, isDefinition: true)
!288 = !DIGlobalVariableExpression(var: !289, expr: !DIExpression())
!289 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1158, type: !138, isLocal: true, isDefinition: true)
!290 = !DIGlobalVariableExpression(var: !291, expr: !DIExpression())
!291 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1160, type: !231, isLocal: true, isDefinition: true)
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression())
!293 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1171, type: !231, isLocal: true, isDefinition: true)
!294 = !DIGlobalVariableExpression(var: !295, expr: !DIExpression())
!295 = distinct !DIGlobalVariable(scope: null, file: !3, line: 954, type: !165, isLocal: true, isDefinition: true)
!296 = !DIGlobalVariableExpression(var: !297, expr: !DIExpression())
!297 = distinct !DIGlobalVariable(scope: null, file: !3, line: 933, type: !298, isLocal: true, isDefinition: true)
!298 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 264, elements: !299)
!299 = !{!300}
!300 = !DISubrange(count: 33)
!301 = !DIGlobalVariableExpression(var: !302, expr: !DIExpression())
!302 = distinct !DIGlobalVariable(scope: null, file: !3, line: 893, type: !303, isLocal: true, isDefinition: true)
!303 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 336, elements: !304)
!304 = !{!305}
!305 = !DISubrange(count: 42)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression())
!307 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !215, isLocal: true, isDefinition: true)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression())
!309 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1622, type: !310, isLocal: true, isDefinition: true)
!310 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 136, elements: !311)
!311 = !{!312}
!312 = !DISubrange(count: 17)
!313 = !DIGlobalVariableExpression(var: !314, expr: !DIExpression())
!314 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1630, type: !195, isLocal: true, isDefinition: true)
!315 = !DIGlobalVariableExpression(var: !316, expr: !DIExpression())
!316 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1662, type: !175, isLocal: true, isDefinition: true)
!317 = !DIGlobalVariableExpression(var: !318, expr: !DIExpression())
!318 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1672, type: !319, isLocal: true, isDefinition: true)
!319 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 328, elements: !320)
!320 = !{!321}
!321 = !DISubrange(count: 41)
!322 = !DIGlobalVariableExpression(var: !323, expr: !DIExpression())
!323 = distinct !DIGlobalVariable(name: "nativeendian", scope: !2, file: !3, line: 1412, type: !324, isLocal: true, isDefinition: true)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !325)
!325 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !3, line: 1409, size: 32, elements: !326)
!326 = !{!327, !328}
!327 = !DIDerivedType(tag: DW_TAG_member, name: "dummy", scope: !325, file: !3, line: 1410, baseType: !39, size: 32)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "little", scope: !325, file: !3, line: 1411, baseType: !57, size: 8)
!329 = !DIGlobalVariableExpression(var: !330, expr: !DIExpression())
!330 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1547, type: !190, isLocal: true, isDefinition: true)
!331 = !DIGlobalVariableExpression(var: !332, expr: !DIExpression())
!332 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1555, type: !319, isLocal: true, isDefinition: true)
!333 = !DIGlobalVariableExpression(var: !334, expr: !DIExpression())
!334 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1512, type: !190, isLocal: true, isDefinition: true)
!335 = !DIGlobalVariableExpression(var: !336, expr: !DIExpression())
!336 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1526, type: !215, isLocal: true, isDefinition: true)
!337 = !DIGlobalVariableExpression(var: !338, expr: !DIExpression())
!338 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1469, type: !339, isLocal: true, isDefinition: true)
!339 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 320, elements: !340)
!340 = !{!341}
!341 = !DISubrange(count: 40)
!342 = !DIGlobalVariableExpression(var: !343, expr: !DIExpression())
!343 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1708, type: !344, isLocal: true, isDefinition: true)
!344 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 184, elements: !345)
!345 = !{!346}
!346 = !DISubrange(count: 23)
!347 = !DIGlobalVariableExpression(var: !348, expr: !DIExpression())
!348 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1711, type: !200, isLocal: true, isDefinition: true)
!349 = !DIGlobalVariableExpression(var: !350, expr: !DIExpression())
!350 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1761, type: !351, isLocal: true, isDefinition: true)
!351 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 248, elements: !352)
!352 = !{!353}
!353 = !DISubrange(count: 31)
!354 = !DIGlobalVariableExpression(var: !355, expr: !DIExpression())
!355 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1766, type: !165, isLocal: true, isDefinition: true)
!356 = !DIGlobalVariableExpression(var: !357, expr: !DIExpression())
!357 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1770, type: !310, isLocal: true, isDefinition: true)
!358 = !DIGlobalVariableExpression(var: !359, expr: !DIExpression())
!359 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1811, type: !298, isLocal: true, isDefinition: true)
!360 = !DIGlobalVariableExpression(var: !361, expr: !DIExpression())
!361 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1747, type: !362, isLocal: true, isDefinition: true)
!362 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 368, elements: !363)
!363 = !{!364}
!364 = !DISubrange(count: 46)
!365 = !DIGlobalVariableExpression(var: !366, expr: !DIExpression())
!366 = distinct !DIGlobalVariable(scope: null, file: !3, line: 1861, type: !147, isLocal: true, isDefinition: true)
!367 = !DIGlobalVariableExpression(var: !368, expr: !DIExpression())
!368 = distinct !DIGlobalVariable(scope: null, file: !3, line: 331, type: !138, isLocal: true, isDefinition: true)
!369 = !DIGlobalVariableExpression(var: !370, expr: !DIExpression())
!370 = distinct !DIGlobalVariable(scope: null, file: !3, line: 332, type: !138, isLocal: true, isDefinition: true)
!371 = !DIGlobalVariableExpression(var: !372, expr: !DIExpression())
!372 = distinct !DIGlobalVariable(scope: null, file: !3, line: 333, type: !138, isLocal: true, isDefinition: true)
!373 = !DIGlobalVariableExpression(var: !374, expr: !DIExpression())
!374 = distinct !DIGlobalVariable(scope: null, file: !3, line: 334, type: !138, isLocal: true, isDefinition: true)
!375 = !DIGlobalVariableExpression(var: !376, expr: !DIExpression())
!376 = distinct !DIGlobalVariable(scope: null, file: !3, line: 335, type: !138, isLocal: true, isDefinition: true)
!377 = !DIGlobalVariableExpression(var: !378, expr: !DIExpression())
!378 = distinct !DIGlobalVariable(scope: null, file: !3, line: 336, type: !138, isLocal: true, isDefinition: true)
!379 = !DIGlobalVariableExpression(var: !380, expr: !DIExpression())
!380 = distinct !DIGlobalVariable(scope: null, file: !3, line: 337, type: !124, isLocal: true, isDefinition: true)
!381 = !DIGlobalVariableExpression(var: !382, expr: !DIExpression())
!382 = distinct !DIGlobalVariable(scope: null, file: !3, line: 338, type: !138, isLocal: true, isDefinition: true)
!383 = !DIGlobalVariableExpression(var: !384, expr: !DIExpression())
!384 = distinct !DIGlobalVariable(name: "stringmetamethods", scope: !2, file: !3, line: 330, type: !385, isLocal: true, isDefinition: true)
!385 = !DICompositeType(tag: DW_TAG_array_type, baseType: !386, size: 1280, elements: !396)
!386 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !387)
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !52, line: 41, baseType: !388)
!388 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !52, line: 38, size: 128, elements: !389)
!389 = !{!390, !391}
!390 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !388, file: !52, line: 39, baseType: !79, size: 64)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !388, file: !52, line: 40, baseType: !392, size: 64, offset: 64)
!392 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !42, line: 106, baseType: !393)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!394 = !DISubroutineType(types: !395)
!395 = !{!39, !61}
!396 = !{!397}
!397 = !DISubrange(count: 10)
!398 = !DIGlobalVariableExpression(var: !399, expr: !DIExpression())
!399 = distinct !DIGlobalVariable(scope: null, file: !3, line: 281, type: !298, isLocal: true, isDefinition: true)
!400 = !DICompositeType(tag: DW_TAG_array_type, baseType: !386, size: 2304, elements: !196)
!401 = !{i32 7, !"Dwarf Version", i32 5}
!402 = !{i32 2, !"Debug Info Version", i32 3}
!403 = !{i32 1, !"wchar_size", i32 4}
!404 = !{i32 8, !"PIC Level", i32 2}
!405 = !{i32 7, !"PIE Level", i32 2}
!406 = !{i32 7, !"uwtable", i32 2}
!407 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!408 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!409 = distinct !DISubprogram(name: "luaopen_string", scope: !3, file: !3, line: 1869, type: !394, scopeLine: 1869, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !410)
!410 = !{!411}
!411 = !DILocalVariable(name: "L", arg: 1, scope: !409, file: !3, line: 1869, type: !61)
!412 = !DILocation(line: 0, scope: !409)
!413 = !DILocation(line: 1870, column: 3, scope: !409)
!414 = !DILocalVariable(name: "L", arg: 1, scope: !415, file: !3, line: 1852, type: !61)
!415 = distinct !DISubprogram(name: "createmetatable", scope: !3, file: !3, line: 1852, type: !416, scopeLine: 1852, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !418)
!416 = !DISubroutineType(types: !417)
!417 = !{null, !61}
!418 = !{!414}
!419 = !DILocation(line: 0, scope: !415, inlinedAt: !420)
!420 = distinct !DILocation(line: 1871, column: 3, scope: !409)
!421 = !DILocation(line: 1854, column: 3, scope: !415, inlinedAt: !420)
!422 = !DILocation(line: 1855, column: 3, scope: !415, inlinedAt: !420)
!423 = !DILocation(line: 1856, column: 3, scope: !415, inlinedAt: !420)
!424 = !DILocation(line: 1857, column: 3, scope: !415, inlinedAt: !420)
!425 = !DILocation(line: 1858, column: 3, scope: !415, inlinedAt: !420)
!426 = !DILocation(line: 1859, column: 3, scope: !415, inlinedAt: !420)
!427 = !DILocation(line: 1860, column: 3, scope: !415, inlinedAt: !420)
!428 = !DILocation(line: 1861, column: 3, scope: !415, inlinedAt: !420)
!429 = !DILocation(line: 1862, column: 3, scope: !415, inlinedAt: !420)
!430 = !DILocation(line: 1872, column: 3, scope: !409)
!431 = !DISubprogram(name: "luaL_checkversion_", scope: !52, file: !52, line: 46, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{null, !61, !68, !36}
!434 = !DISubprogram(name: "lua_createtable", scope: !42, file: !42, line: 269, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{null, !61, !39, !39}
!437 = !DISubprogram(name: "luaL_setfuncs", scope: !52, file: !52, line: 110, type: !438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{null, !61, !440, !39}
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 64)
!441 = distinct !DISubprogram(name: "str_byte", scope: !3, file: !3, line: 177, type: !394, scopeLine: 177, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !442)
!442 = !{!443, !444, !445, !446, !447, !448, !449, !450}
!443 = !DILocalVariable(name: "L", arg: 1, scope: !441, file: !3, line: 177, type: !61)
!444 = !DILocalVariable(name: "l", scope: !441, file: !3, line: 178, type: !36)
!445 = !DILocalVariable(name: "s", scope: !441, file: !3, line: 179, type: !79)
!446 = !DILocalVariable(name: "pi", scope: !441, file: !3, line: 180, type: !41)
!447 = !DILocalVariable(name: "posi", scope: !441, file: !3, line: 181, type: !36)
!448 = !DILocalVariable(name: "pose", scope: !441, file: !3, line: 182, type: !36)
!449 = !DILocalVariable(name: "n", scope: !441, file: !3, line: 183, type: !39)
!450 = !DILocalVariable(name: "i", scope: !441, file: !3, line: 183, type: !39)
!451 = distinct !DIAssignID()
!452 = !DILocation(line: 0, scope: !441)
!453 = !DILocation(line: 178, column: 3, scope: !441)
!454 = !DILocation(line: 179, column: 19, scope: !441)
!455 = !DILocation(line: 180, column: 20, scope: !441)
!456 = !DILocation(line: 181, column: 31, scope: !441)
!457 = !{!458, !458, i64 0}
!458 = !{!"long", !459, i64 0}
!459 = !{!"omnipotent char", !460, i64 0}
!460 = !{!"Simple C/C++ TBAA"}
!461 = !DILocalVariable(name: "pos", arg: 1, scope: !462, file: !3, line: 71, type: !41)
!462 = distinct !DISubprogram(name: "posrelatI", scope: !3, file: !3, line: 71, type: !463, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !465)
!463 = !DISubroutineType(types: !464)
!464 = !{!36, !41, !36}
!465 = !{!461, !466}
!466 = !DILocalVariable(name: "len", arg: 2, scope: !462, file: !3, line: 71, type: !36)
!467 = !DILocation(line: 0, scope: !462, inlinedAt: !468)
!468 = distinct !DILocation(line: 181, column: 17, scope: !441)
!469 = !DILocation(line: 72, column: 11, scope: !470, inlinedAt: !468)
!470 = distinct !DILexicalBlock(scope: !462, file: !3, line: 72, column: 7)
!471 = !DILocation(line: 72, column: 7, scope: !462, inlinedAt: !468)
!472 = !DILocation(line: 74, column: 16, scope: !473, inlinedAt: !468)
!473 = distinct !DILexicalBlock(scope: !470, file: !3, line: 74, column: 12)
!474 = !DILocation(line: 74, column: 12, scope: !470, inlinedAt: !468)
!475 = !DILocation(line: 78, column: 19, scope: !476, inlinedAt: !468)
!476 = distinct !DILexicalBlock(scope: !473, file: !3, line: 76, column: 12)
!477 = !DILocation(line: 78, column: 33, scope: !476, inlinedAt: !468)
!478 = !DILocation(line: 78, column: 8, scope: !476, inlinedAt: !468)
!479 = !DILocation(line: 0, scope: !470, inlinedAt: !468)
!480 = !DILocalVariable(name: "L", arg: 1, scope: !481, file: !3, line: 87, type: !61)
!481 = distinct !DISubprogram(name: "getendpos", scope: !3, file: !3, line: 87, type: !482, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !484)
!482 = !DISubroutineType(types: !483)
!483 = !{!36, !61, !39, !41, !36}
!484 = !{!480, !485, !486, !487, !488}
!485 = !DILocalVariable(name: "arg", arg: 2, scope: !481, file: !3, line: 87, type: !39)
!486 = !DILocalVariable(name: "def", arg: 3, scope: !481, file: !3, line: 87, type: !41)
!487 = !DILocalVariable(name: "len", arg: 4, scope: !481, file: !3, line: 88, type: !36)
!488 = !DILocalVariable(name: "pos", scope: !481, file: !3, line: 89, type: !41)
!489 = !DILocation(line: 0, scope: !481, inlinedAt: !490)
!490 = distinct !DILocation(line: 182, column: 17, scope: !441)
!491 = !DILocation(line: 89, column: 21, scope: !481, inlinedAt: !490)
!492 = !DILocation(line: 90, column: 11, scope: !493, inlinedAt: !490)
!493 = distinct !DILexicalBlock(scope: !481, file: !3, line: 90, column: 7)
!494 = !DILocation(line: 90, column: 7, scope: !481, inlinedAt: !490)
!495 = !DILocation(line: 92, column: 16, scope: !496, inlinedAt: !490)
!496 = distinct !DILexicalBlock(scope: !493, file: !3, line: 92, column: 12)
!497 = !DILocation(line: 92, column: 12, scope: !493, inlinedAt: !490)
!498 = !DILocation(line: 94, column: 18, scope: !499, inlinedAt: !490)
!499 = distinct !DILexicalBlock(scope: !496, file: !3, line: 94, column: 12)
!500 = !DILocation(line: 94, column: 16, scope: !499, inlinedAt: !490)
!501 = !DILocation(line: 94, column: 12, scope: !496, inlinedAt: !490)
!502 = !DILocation(line: 96, column: 19, scope: !499, inlinedAt: !490)
!503 = !DILocation(line: 96, column: 33, scope: !499, inlinedAt: !490)
!504 = !DILocation(line: 96, column: 8, scope: !499, inlinedAt: !490)
!505 = !DILocation(line: 0, scope: !493, inlinedAt: !490)
!506 = !DILocation(line: 184, column: 12, scope: !507)
!507 = distinct !DILexicalBlock(scope: !441, file: !3, line: 184, column: 7)
!508 = !DILocation(line: 184, column: 7, scope: !441)
!509 = !DILocation(line: 185, column: 7, scope: !510)
!510 = distinct !DILexicalBlock(scope: !441, file: !3, line: 185, column: 7)
!511 = !DILocation(line: 185, column: 7, scope: !441)
!512 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!513 = !DILocation(line: 186, column: 12, scope: !510)
!514 = !DILocation(line: 186, column: 5, scope: !510)
!515 = !DILocation(line: 187, column: 7, scope: !441)
!516 = !DILocation(line: 187, column: 27, scope: !441)
!517 = !DILocation(line: 188, column: 3, scope: !441)
!518 = !DILocation(line: 189, column: 3, scope: !519)
!519 = distinct !DILexicalBlock(scope: !441, file: !3, line: 189, column: 3)
!520 = !DILocation(line: 190, column: 24, scope: !521)
!521 = distinct !DILexicalBlock(scope: !519, file: !3, line: 189, column: 3)
!522 = !{!459, !459, i64 0}
!523 = !DILocation(line: 190, column: 5, scope: !521)
!524 = !DILocation(line: 189, column: 19, scope: !521)
!525 = !DILocation(line: 189, column: 14, scope: !521)
!526 = distinct !{!526, !518, !527, !528}
!527 = !DILocation(line: 190, column: 42, scope: !519)
!528 = !{!"llvm.loop.mustprogress"}
!529 = !DILocation(line: 192, column: 1, scope: !441)
!530 = distinct !DISubprogram(name: "str_char", scope: !3, file: !3, line: 195, type: !394, scopeLine: 195, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !531)
!531 = !{!532, !533, !534, !535, !536, !537}
!532 = !DILocalVariable(name: "L", arg: 1, scope: !530, file: !3, line: 195, type: !61)
!533 = !DILocalVariable(name: "n", scope: !530, file: !3, line: 196, type: !39)
!534 = !DILocalVariable(name: "i", scope: !530, file: !3, line: 197, type: !39)
!535 = !DILocalVariable(name: "b", scope: !530, file: !3, line: 198, type: !51)
!536 = !DILocalVariable(name: "p", scope: !530, file: !3, line: 199, type: !56)
!537 = !DILocalVariable(name: "c", scope: !538, file: !3, line: 201, type: !44)
!538 = distinct !DILexicalBlock(scope: !539, file: !3, line: 200, column: 24)
!539 = distinct !DILexicalBlock(scope: !540, file: !3, line: 200, column: 3)
!540 = distinct !DILexicalBlock(scope: !530, file: !3, line: 200, column: 3)
!541 = distinct !DIAssignID()
!542 = !DILocation(line: 0, scope: !530)
!543 = !DILocation(line: 196, column: 11, scope: !530)
!544 = !DILocation(line: 198, column: 3, scope: !530)
!545 = !DILocation(line: 199, column: 38, scope: !530)
!546 = !DILocation(line: 199, column: 13, scope: !530)
!547 = !DILocation(line: 200, column: 8, scope: !540)
!548 = !DILocation(line: 200, column: 14, scope: !539)
!549 = !DILocation(line: 200, column: 3, scope: !540)
!550 = !DILocation(line: 201, column: 36, scope: !538)
!551 = !DILocation(line: 0, scope: !538)
!552 = !DILocation(line: 202, column: 5, scope: !538)
!553 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!554 = !DILocation(line: 203, column: 16, scope: !538)
!555 = !DILocation(line: 203, column: 5, scope: !538)
!556 = !DILocation(line: 203, column: 14, scope: !538)
!557 = !DILocation(line: 200, column: 20, scope: !539)
!558 = distinct !{!558, !549, !559, !528}
!559 = !DILocation(line: 204, column: 3, scope: !540)
!560 = !DILocation(line: 205, column: 3, scope: !530)
!561 = !DILocation(line: 207, column: 1, scope: !530)
!562 = !DILocation(line: 206, column: 3, scope: !530)
!563 = distinct !DISubprogram(name: "str_dump", scope: !3, file: !3, line: 233, type: !394, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !564)
!564 = !{!565, !566, !567}
!565 = !DILocalVariable(name: "L", arg: 1, scope: !563, file: !3, line: 233, type: !61)
!566 = !DILocalVariable(name: "state", scope: !563, file: !3, line: 234, type: !47)
!567 = !DILocalVariable(name: "strip", scope: !563, file: !3, line: 235, type: !39)
!568 = distinct !DIAssignID()
!569 = !DILocation(line: 0, scope: !563)
!570 = !DILocation(line: 234, column: 3, scope: !563)
!571 = !DILocation(line: 235, column: 15, scope: !563)
!572 = !DILocation(line: 236, column: 3, scope: !563)
!573 = !DILocation(line: 237, column: 3, scope: !563)
!574 = !DILocation(line: 238, column: 14, scope: !563)
!575 = !{!576, !577, i64 0}
!576 = !{!"str_Writer", !577, i64 0, !578, i64 8}
!577 = !{!"int", !459, i64 0}
!578 = !{!"luaL_Buffer", !579, i64 0, !458, i64 8, !458, i64 16, !579, i64 24, !459, i64 32}
!579 = !{!"any pointer", !459, i64 0}
!580 = distinct !DIAssignID()
!581 = !DILocation(line: 239, column: 7, scope: !582)
!582 = distinct !DILexicalBlock(scope: !563, file: !3, line: 239, column: 7)
!583 = !DILocation(line: 239, column: 7, scope: !563)
!584 = !DILocation(line: 240, column: 12, scope: !582)
!585 = !DILocation(line: 240, column: 5, scope: !582)
!586 = !DILocation(line: 241, column: 26, scope: !563)
!587 = !DILocation(line: 241, column: 3, scope: !563)
!588 = !DILocation(line: 242, column: 3, scope: !563)
!589 = !DILocation(line: 243, column: 1, scope: !563)
!590 = distinct !DISubprogram(name: "str_find", scope: !3, file: !3, line: 819, type: !394, scopeLine: 819, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !591)
!591 = !{!592}
!592 = !DILocalVariable(name: "L", arg: 1, scope: !590, file: !3, line: 819, type: !61)
!593 = !DILocation(line: 0, scope: !590)
!594 = !DILocation(line: 820, column: 10, scope: !590)
!595 = !DILocation(line: 820, column: 3, scope: !590)
!596 = distinct !DISubprogram(name: "str_format", scope: !3, file: !3, line: 1273, type: !394, scopeLine: 1273, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !597)
!597 = !{!598, !599, !600, !601, !602, !603, !604, !605, !606, !611, !612, !613, !614, !616, !618, !620, !624, !626}
!598 = !DILocalVariable(name: "L", arg: 1, scope: !596, file: !3, line: 1273, type: !61)
!599 = !DILocalVariable(name: "top", scope: !596, file: !3, line: 1274, type: !39)
!600 = !DILocalVariable(name: "arg", scope: !596, file: !3, line: 1275, type: !39)
!601 = !DILocalVariable(name: "sfl", scope: !596, file: !3, line: 1276, type: !36)
!602 = !DILocalVariable(name: "strfrmt", scope: !596, file: !3, line: 1277, type: !79)
!603 = !DILocalVariable(name: "strfrmt_end", scope: !596, file: !3, line: 1278, type: !79)
!604 = !DILocalVariable(name: "flags", scope: !596, file: !3, line: 1279, type: !79)
!605 = !DILocalVariable(name: "b", scope: !596, file: !3, line: 1280, type: !51)
!606 = !DILocalVariable(name: "form", scope: !607, file: !3, line: 1288, type: !212)
!607 = distinct !DILexicalBlock(scope: !608, file: !3, line: 1287, column: 10)
!608 = distinct !DILexicalBlock(scope: !609, file: !3, line: 1285, column: 14)
!609 = distinct !DILexicalBlock(scope: !610, file: !3, line: 1283, column: 9)
!610 = distinct !DILexicalBlock(scope: !596, file: !3, line: 1282, column: 33)
!611 = !DILocalVariable(name: "maxitem", scope: !607, file: !3, line: 1289, type: !39)
!612 = !DILocalVariable(name: "buff", scope: !607, file: !3, line: 1290, type: !56)
!613 = !DILocalVariable(name: "nb", scope: !607, file: !3, line: 1291, type: !39)
!614 = !DILabel(scope: !615, name: "intcase", file: !3, line: 1309)
!615 = distinct !DILexicalBlock(scope: !607, file: !3, line: 1295, column: 27)
!616 = !DILocalVariable(name: "n", scope: !617, file: !3, line: 1310, type: !41)
!617 = distinct !DILexicalBlock(scope: !615, file: !3, line: 1309, column: 19)
!618 = !DILocalVariable(name: "n", scope: !619, file: !3, line: 1327, type: !68)
!619 = distinct !DILexicalBlock(scope: !615, file: !3, line: 1326, column: 49)
!620 = !DILocalVariable(name: "p", scope: !621, file: !3, line: 1334, type: !622)
!621 = distinct !DILexicalBlock(scope: !615, file: !3, line: 1333, column: 19)
!622 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !623, size: 64)
!623 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!624 = !DILocalVariable(name: "l", scope: !625, file: !3, line: 1350, type: !36)
!625 = distinct !DILexicalBlock(scope: !615, file: !3, line: 1349, column: 19)
!626 = !DILocalVariable(name: "s", scope: !625, file: !3, line: 1351, type: !79)
!627 = distinct !DIAssignID()
!628 = distinct !DIAssignID()
!629 = distinct !DIAssignID()
!630 = !DILocation(line: 0, scope: !596)
!631 = distinct !DIAssignID()
!632 = distinct !DIAssignID()
!633 = !DILocation(line: 0, scope: !607)
!634 = distinct !DIAssignID()
!635 = !DILocation(line: 0, scope: !625)
!636 = !DILocation(line: 1274, column: 13, scope: !596)
!637 = !DILocation(line: 1276, column: 3, scope: !596)
!638 = !DILocation(line: 1277, column: 25, scope: !596)
!639 = !DILocation(line: 1278, column: 37, scope: !596)
!640 = !DILocation(line: 1278, column: 36, scope: !596)
!641 = !DILocation(line: 1280, column: 3, scope: !596)
!642 = !DILocation(line: 1281, column: 3, scope: !596)
!643 = !DILocation(line: 1282, column: 18, scope: !596)
!644 = !DILocation(line: 1282, column: 3, scope: !596)
!645 = !DILocation(line: 1283, column: 9, scope: !609)
!646 = !DILocation(line: 1283, column: 18, scope: !609)
!647 = !DILocation(line: 1283, column: 9, scope: !610)
!648 = !DILocation(line: 1284, column: 7, scope: !609)
!649 = !{!578, !458, i64 16}
!650 = !{!578, !458, i64 8}
!651 = !{!578, !579, i64 0}
!652 = distinct !DIAssignID()
!653 = !DILocation(line: 1285, column: 15, scope: !608)
!654 = !DILocation(line: 1285, column: 14, scope: !608)
!655 = !DILocation(line: 1285, column: 25, scope: !608)
!656 = !DILocation(line: 1285, column: 14, scope: !609)
!657 = !DILocation(line: 1286, column: 7, scope: !608)
!658 = distinct !DIAssignID()
!659 = !DILocation(line: 1288, column: 7, scope: !607)
!660 = !DILocation(line: 1290, column: 20, scope: !607)
!661 = !DILocation(line: 1292, column: 11, scope: !662)
!662 = distinct !DILexicalBlock(scope: !607, file: !3, line: 1292, column: 11)
!663 = !DILocation(line: 1292, column: 17, scope: !662)
!664 = !DILocation(line: 1292, column: 11, scope: !607)
!665 = !DILocation(line: 1293, column: 16, scope: !662)
!666 = !DILocation(line: 1293, column: 9, scope: !662)
!667 = !DILocalVariable(name: "L", arg: 1, scope: !668, file: !3, line: 1245, type: !61)
!668 = distinct !DISubprogram(name: "getformat", scope: !3, file: !3, line: 1245, type: !669, scopeLine: 1246, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !671)
!669 = !DISubroutineType(types: !670)
!670 = !{!79, !61, !79, !56}
!671 = !{!667, !672, !673, !674}
!672 = !DILocalVariable(name: "strfrmt", arg: 2, scope: !668, file: !3, line: 1245, type: !79)
!673 = !DILocalVariable(name: "form", arg: 3, scope: !668, file: !3, line: 1246, type: !56)
!674 = !DILocalVariable(name: "len", scope: !668, file: !3, line: 1248, type: !36)
!675 = !DILocation(line: 0, scope: !668, inlinedAt: !676)
!676 = distinct !DILocation(line: 1294, column: 17, scope: !607)
!677 = !DILocation(line: 1248, column: 16, scope: !668, inlinedAt: !676)
!678 = !DILocation(line: 1249, column: 6, scope: !668, inlinedAt: !676)
!679 = !DILocation(line: 1251, column: 11, scope: !680, inlinedAt: !676)
!680 = distinct !DILexicalBlock(scope: !668, file: !3, line: 1251, column: 7)
!681 = !DILocation(line: 1251, column: 7, scope: !668, inlinedAt: !676)
!682 = !DILocation(line: 1252, column: 5, scope: !680, inlinedAt: !676)
!683 = !DILocation(line: 1253, column: 13, scope: !668, inlinedAt: !676)
!684 = distinct !DIAssignID()
!685 = !DILocation(line: 1254, column: 3, scope: !668, inlinedAt: !676)
!686 = !DILocation(line: 1255, column: 10, scope: !668, inlinedAt: !676)
!687 = !DILocation(line: 1255, column: 17, scope: !668, inlinedAt: !676)
!688 = !DILocation(line: 1256, column: 18, scope: !668, inlinedAt: !676)
!689 = !DILocation(line: 1256, column: 24, scope: !668, inlinedAt: !676)
!690 = !DILocation(line: 1295, column: 15, scope: !607)
!691 = !DILocation(line: 1295, column: 7, scope: !607)
!692 = !DILocalVariable(name: "L", arg: 1, scope: !693, file: !3, line: 1225, type: !61)
!693 = distinct !DISubprogram(name: "checkformat", scope: !3, file: !3, line: 1225, type: !694, scopeLine: 1226, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !696)
!694 = !DISubroutineType(types: !695)
!695 = !{null, !61, !79, !79, !39}
!696 = !{!692, !697, !698, !699, !700}
!697 = !DILocalVariable(name: "form", arg: 2, scope: !693, file: !3, line: 1225, type: !79)
!698 = !DILocalVariable(name: "flags", arg: 3, scope: !693, file: !3, line: 1225, type: !79)
!699 = !DILocalVariable(name: "precision", arg: 4, scope: !693, file: !3, line: 1226, type: !39)
!700 = !DILocalVariable(name: "spec", scope: !693, file: !3, line: 1227, type: !79)
!701 = !DILocation(line: 0, scope: !693, inlinedAt: !702)
!702 = distinct !DILocation(line: 1297, column: 11, scope: !703)
!703 = distinct !DILexicalBlock(scope: !615, file: !3, line: 1296, column: 19)
!704 = !DILocation(line: 1228, column: 11, scope: !693, inlinedAt: !702)
!705 = !DILocation(line: 1228, column: 8, scope: !693, inlinedAt: !702)
!706 = !DILocation(line: 1229, column: 7, scope: !707, inlinedAt: !702)
!707 = distinct !DILexicalBlock(scope: !693, file: !3, line: 1229, column: 7)
!708 = !DILocation(line: 1229, column: 13, scope: !707, inlinedAt: !702)
!709 = !DILocation(line: 1236, column: 8, scope: !710, inlinedAt: !702)
!710 = distinct !DILexicalBlock(scope: !693, file: !3, line: 1236, column: 7)
!711 = !{!579, !579, i64 0}
!712 = !DILocation(line: 1229, column: 7, scope: !693, inlinedAt: !702)
!713 = !DILocalVariable(name: "s", arg: 1, scope: !714, file: !3, line: 1210, type: !79)
!714 = distinct !DISubprogram(name: "get2digits", scope: !3, file: !3, line: 1210, type: !715, scopeLine: 1210, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !717)
!715 = !DISubroutineType(types: !716)
!716 = !{!79, !79}
!717 = !{!713}
!718 = !DILocation(line: 0, scope: !714, inlinedAt: !719)
!719 = distinct !DILocation(line: 1230, column: 12, scope: !720, inlinedAt: !702)
!720 = distinct !DILexicalBlock(scope: !707, file: !3, line: 1229, column: 21)
!721 = !DILocation(line: 1211, column: 7, scope: !722, inlinedAt: !719)
!722 = distinct !DILexicalBlock(scope: !714, file: !3, line: 1211, column: 7)
!723 = !{!724, !724, i64 0}
!724 = !{!"short", !459, i64 0}
!725 = !DILocation(line: 1211, column: 7, scope: !714, inlinedAt: !719)
!726 = !DILocation(line: 1212, column: 6, scope: !727, inlinedAt: !719)
!727 = distinct !DILexicalBlock(scope: !722, file: !3, line: 1211, column: 27)
!728 = !DILocation(line: 1213, column: 9, scope: !729, inlinedAt: !719)
!729 = distinct !DILexicalBlock(scope: !727, file: !3, line: 1213, column: 9)
!730 = !DILocation(line: 1213, column: 9, scope: !727, inlinedAt: !719)
!731 = !DILocation(line: 1231, column: 9, scope: !732, inlinedAt: !702)
!732 = distinct !DILexicalBlock(scope: !720, file: !3, line: 1231, column: 9)
!733 = !DILocation(line: 1236, column: 7, scope: !693, inlinedAt: !702)
!734 = !DILocation(line: 1237, column: 5, scope: !710, inlinedAt: !702)
!735 = !DILocation(line: 1298, column: 16, scope: !703)
!736 = !DILocation(line: 1299, column: 11, scope: !703)
!737 = !DILocation(line: 1306, column: 11, scope: !615)
!738 = !DILocation(line: 1308, column: 11, scope: !615)
!739 = !DILocation(line: 0, scope: !615)
!740 = !DILocation(line: 1309, column: 10, scope: !615)
!741 = !DILocation(line: 1310, column: 27, scope: !617)
!742 = !DILocation(line: 0, scope: !617)
!743 = !DILocation(line: 1311, column: 11, scope: !617)
!744 = !DILocalVariable(name: "form", arg: 1, scope: !745, file: !3, line: 1263, type: !56)
!745 = distinct !DISubprogram(name: "addlenmod", scope: !3, file: !3, line: 1263, type: !746, scopeLine: 1263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !748)
!746 = !DISubroutineType(types: !747)
!747 = !{null, !56, !79}
!748 = !{!744, !749, !750, !751, !752}
!749 = !DILocalVariable(name: "lenmod", arg: 2, scope: !745, file: !3, line: 1263, type: !79)
!750 = !DILocalVariable(name: "l", scope: !745, file: !3, line: 1264, type: !36)
!751 = !DILocalVariable(name: "lm", scope: !745, file: !3, line: 1265, type: !36)
!752 = !DILocalVariable(name: "spec", scope: !745, file: !3, line: 1266, type: !57)
!753 = !DILocation(line: 0, scope: !745, inlinedAt: !754)
!754 = distinct !DILocation(line: 1312, column: 11, scope: !617)
!755 = !DILocation(line: 1264, column: 14, scope: !745, inlinedAt: !754)
!756 = !DILocation(line: 1266, column: 15, scope: !745, inlinedAt: !754)
!757 = !DILocation(line: 1267, column: 3, scope: !745, inlinedAt: !754)
!758 = !DILocation(line: 1268, column: 3, scope: !745, inlinedAt: !754)
!759 = !DILocation(line: 1268, column: 20, scope: !745, inlinedAt: !754)
!760 = !DILocation(line: 1269, column: 16, scope: !745, inlinedAt: !754)
!761 = !DILocation(line: 1313, column: 16, scope: !617)
!762 = !DILocation(line: 1317, column: 11, scope: !615)
!763 = !DILocation(line: 0, scope: !745, inlinedAt: !764)
!764 = distinct !DILocation(line: 1318, column: 11, scope: !615)
!765 = !DILocation(line: 1264, column: 14, scope: !745, inlinedAt: !764)
!766 = !DILocation(line: 1266, column: 15, scope: !745, inlinedAt: !764)
!767 = !DILocation(line: 1269, column: 16, scope: !745, inlinedAt: !764)
!768 = !DILocation(line: 1319, column: 16, scope: !615)
!769 = !DILocation(line: 1321, column: 11, scope: !615)
!770 = !DILocation(line: 1324, column: 18, scope: !615)
!771 = !DILocation(line: 1324, column: 11, scope: !615)
!772 = !DILocation(line: 1327, column: 26, scope: !619)
!773 = !DILocation(line: 0, scope: !619)
!774 = !DILocation(line: 1328, column: 11, scope: !619)
!775 = !DILocation(line: 0, scope: !745, inlinedAt: !776)
!776 = distinct !DILocation(line: 1329, column: 11, scope: !619)
!777 = !DILocation(line: 1264, column: 14, scope: !745, inlinedAt: !776)
!778 = !DILocation(line: 1266, column: 15, scope: !745, inlinedAt: !776)
!779 = !DILocation(line: 1269, column: 16, scope: !745, inlinedAt: !776)
!780 = !DILocation(line: 1330, column: 16, scope: !619)
!781 = !DILocation(line: 1334, column: 27, scope: !621)
!782 = !DILocation(line: 0, scope: !621)
!783 = !DILocation(line: 0, scope: !693, inlinedAt: !784)
!784 = distinct !DILocation(line: 1335, column: 11, scope: !621)
!785 = !DILocation(line: 1228, column: 11, scope: !693, inlinedAt: !784)
!786 = !DILocation(line: 1228, column: 8, scope: !693, inlinedAt: !784)
!787 = !DILocation(line: 1229, column: 7, scope: !707, inlinedAt: !784)
!788 = !DILocation(line: 1229, column: 13, scope: !707, inlinedAt: !784)
!789 = !DILocation(line: 1236, column: 8, scope: !710, inlinedAt: !784)
!790 = !DILocation(line: 1229, column: 7, scope: !693, inlinedAt: !784)
!791 = !DILocation(line: 0, scope: !714, inlinedAt: !792)
!792 = distinct !DILocation(line: 1230, column: 12, scope: !720, inlinedAt: !784)
!793 = !DILocation(line: 1211, column: 7, scope: !722, inlinedAt: !792)
!794 = !DILocation(line: 1211, column: 7, scope: !714, inlinedAt: !792)
!795 = !DILocation(line: 1212, column: 6, scope: !727, inlinedAt: !792)
!796 = !DILocation(line: 1213, column: 9, scope: !729, inlinedAt: !792)
!797 = !DILocation(line: 1213, column: 9, scope: !727, inlinedAt: !792)
!798 = !DILocation(line: 1231, column: 9, scope: !732, inlinedAt: !784)
!799 = !DILocation(line: 1236, column: 7, scope: !693, inlinedAt: !784)
!800 = !DILocation(line: 1237, column: 5, scope: !710, inlinedAt: !784)
!801 = !DILocation(line: 1336, column: 17, scope: !802)
!802 = distinct !DILexicalBlock(scope: !621, file: !3, line: 1336, column: 15)
!803 = !DILocation(line: 1336, column: 15, scope: !621)
!804 = !DILocation(line: 1338, column: 18, scope: !805)
!805 = distinct !DILexicalBlock(scope: !802, file: !3, line: 1336, column: 26)
!806 = !DILocation(line: 1338, column: 31, scope: !805)
!807 = !DILocation(line: 1338, column: 13, scope: !805)
!808 = !DILocation(line: 1338, column: 36, scope: !805)
!809 = !DILocation(line: 1339, column: 11, scope: !805)
!810 = !DILocation(line: 1340, column: 16, scope: !621)
!811 = !DILocation(line: 1344, column: 15, scope: !812)
!812 = distinct !DILexicalBlock(scope: !813, file: !3, line: 1344, column: 15)
!813 = distinct !DILexicalBlock(scope: !615, file: !3, line: 1343, column: 19)
!814 = !DILocation(line: 1344, column: 23, scope: !812)
!815 = !DILocation(line: 1344, column: 15, scope: !813)
!816 = !DILocation(line: 1345, column: 20, scope: !812)
!817 = !DILocation(line: 1345, column: 13, scope: !812)
!818 = !DILocalVariable(name: "len", scope: !819, file: !3, line: 1178, type: !36)
!819 = distinct !DILexicalBlock(scope: !820, file: !3, line: 1177, column: 23)
!820 = distinct !DILexicalBlock(scope: !821, file: !3, line: 1176, column: 29)
!821 = distinct !DISubprogram(name: "addliteral", scope: !3, file: !3, line: 1175, type: !822, scopeLine: 1175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !825)
!822 = !DISubroutineType(types: !823)
!823 = !{null, !61, !824, !39}
!824 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!825 = !{!826, !827, !828, !818, !829, !830, !832, !833, !836}
!826 = !DILocalVariable(name: "L", arg: 1, scope: !821, file: !3, line: 1175, type: !61)
!827 = !DILocalVariable(name: "b", arg: 2, scope: !821, file: !3, line: 1175, type: !824)
!828 = !DILocalVariable(name: "arg", arg: 3, scope: !821, file: !3, line: 1175, type: !39)
!829 = !DILocalVariable(name: "s", scope: !819, file: !3, line: 1179, type: !79)
!830 = !DILocalVariable(name: "buff", scope: !831, file: !3, line: 1184, type: !56)
!831 = distinct !DILexicalBlock(scope: !820, file: !3, line: 1183, column: 23)
!832 = !DILocalVariable(name: "nb", scope: !831, file: !3, line: 1185, type: !39)
!833 = !DILocalVariable(name: "n", scope: !834, file: !3, line: 1189, type: !41)
!834 = distinct !DILexicalBlock(scope: !835, file: !3, line: 1188, column: 12)
!835 = distinct !DILexicalBlock(scope: !831, file: !3, line: 1186, column: 11)
!836 = !DILocalVariable(name: "format", scope: !834, file: !3, line: 1190, type: !79)
!837 = !DILocation(line: 0, scope: !819, inlinedAt: !838)
!838 = distinct !DILocation(line: 1346, column: 11, scope: !813)
!839 = !DILocation(line: 0, scope: !821, inlinedAt: !838)
!840 = !DILocation(line: 1176, column: 11, scope: !821, inlinedAt: !838)
!841 = !DILocation(line: 1176, column: 3, scope: !821, inlinedAt: !838)
!842 = !DILocation(line: 1178, column: 7, scope: !819, inlinedAt: !838)
!843 = !DILocation(line: 1179, column: 23, scope: !819, inlinedAt: !838)
!844 = !DILocation(line: 1180, column: 23, scope: !819, inlinedAt: !838)
!845 = !DILocalVariable(name: "buff", scope: !846, file: !3, line: 1130, type: !857)
!846 = distinct !DILexicalBlock(scope: !847, file: !3, line: 1129, column: 34)
!847 = distinct !DILexicalBlock(scope: !848, file: !3, line: 1129, column: 14)
!848 = distinct !DILexicalBlock(scope: !849, file: !3, line: 1125, column: 9)
!849 = distinct !DILexicalBlock(scope: !850, file: !3, line: 1124, column: 17)
!850 = distinct !DISubprogram(name: "addquoted", scope: !3, file: !3, line: 1122, type: !851, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !853)
!851 = !DISubroutineType(types: !852)
!852 = !{null, !824, !79, !36}
!853 = !{!854, !855, !856, !845}
!854 = !DILocalVariable(name: "b", arg: 1, scope: !850, file: !3, line: 1122, type: !824)
!855 = !DILocalVariable(name: "s", arg: 2, scope: !850, file: !3, line: 1122, type: !79)
!856 = !DILocalVariable(name: "len", arg: 3, scope: !850, file: !3, line: 1122, type: !36)
!857 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 80, elements: !396)
!858 = !DILocation(line: 0, scope: !846, inlinedAt: !859)
!859 = distinct !DILocation(line: 1180, column: 7, scope: !819, inlinedAt: !838)
!860 = !DILocation(line: 0, scope: !850, inlinedAt: !859)
!861 = !DILocation(line: 1123, column: 3, scope: !850, inlinedAt: !859)
!862 = distinct !DIAssignID()
!863 = !DILocation(line: 1124, column: 3, scope: !850, inlinedAt: !859)
!864 = !DILocation(line: 1124, column: 13, scope: !850, inlinedAt: !859)
!865 = !DILocation(line: 1125, column: 9, scope: !848, inlinedAt: !859)
!866 = !DILocation(line: 1125, column: 19, scope: !848, inlinedAt: !859)
!867 = !DILocation(line: 1126, column: 7, scope: !868, inlinedAt: !859)
!868 = distinct !DILexicalBlock(scope: !848, file: !3, line: 1125, column: 48)
!869 = distinct !DIAssignID()
!870 = !DILocation(line: 1127, column: 7, scope: !868, inlinedAt: !859)
!871 = distinct !DIAssignID()
!872 = !DILocation(line: 1128, column: 5, scope: !868, inlinedAt: !859)
!873 = !DILocation(line: 1129, column: 14, scope: !847, inlinedAt: !859)
!874 = !DILocation(line: 1129, column: 14, scope: !848, inlinedAt: !859)
!875 = !DILocation(line: 1130, column: 7, scope: !846, inlinedAt: !859)
!876 = !DILocation(line: 1131, column: 12, scope: !877, inlinedAt: !859)
!877 = distinct !DILexicalBlock(scope: !846, file: !3, line: 1131, column: 11)
!878 = !DILocation(line: 0, scope: !877, inlinedAt: !859)
!879 = !DILocation(line: 1135, column: 7, scope: !846, inlinedAt: !859)
!880 = !DILocation(line: 1136, column: 5, scope: !847, inlinedAt: !859)
!881 = !DILocation(line: 1136, column: 5, scope: !846, inlinedAt: !859)
!882 = !DILocation(line: 1138, column: 7, scope: !847, inlinedAt: !859)
!883 = distinct !DIAssignID()
!884 = !DILocation(line: 1139, column: 6, scope: !849, inlinedAt: !859)
!885 = distinct !{!885, !863, !886, !528}
!886 = !DILocation(line: 1140, column: 3, scope: !850, inlinedAt: !859)
!887 = !DILocation(line: 1141, column: 3, scope: !850, inlinedAt: !859)
!888 = distinct !DIAssignID()
!889 = !DILocation(line: 1182, column: 5, scope: !820, inlinedAt: !838)
!890 = !DILocation(line: 1184, column: 20, scope: !831, inlinedAt: !838)
!891 = !DILocation(line: 0, scope: !831, inlinedAt: !838)
!892 = !DILocation(line: 1186, column: 12, scope: !835, inlinedAt: !838)
!893 = !DILocation(line: 1186, column: 11, scope: !831, inlinedAt: !838)
!894 = !DILocation(line: 1187, column: 34, scope: !835, inlinedAt: !838)
!895 = !DILocalVariable(name: "L", arg: 1, scope: !896, file: !3, line: 1151, type: !61)
!896 = distinct !DISubprogram(name: "quotefloat", scope: !3, file: !3, line: 1151, type: !897, scopeLine: 1151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !899)
!897 = !DISubroutineType(types: !898)
!898 = !{!39, !61, !56, !68}
!899 = !{!895, !900, !901, !902, !903, !908, !911}
!900 = !DILocalVariable(name: "buff", arg: 2, scope: !896, file: !3, line: 1151, type: !56)
!901 = !DILocalVariable(name: "n", arg: 3, scope: !896, file: !3, line: 1151, type: !68)
!902 = !DILocalVariable(name: "s", scope: !896, file: !3, line: 1152, type: !79)
!903 = !DILocalVariable(name: "nb", scope: !904, file: !3, line: 1160, type: !39)
!904 = distinct !DILexicalBlock(scope: !905, file: !3, line: 1159, column: 8)
!905 = distinct !DILexicalBlock(scope: !906, file: !3, line: 1157, column: 12)
!906 = distinct !DILexicalBlock(scope: !907, file: !3, line: 1155, column: 12)
!907 = distinct !DILexicalBlock(scope: !896, file: !3, line: 1153, column: 7)
!908 = !DILocalVariable(name: "point", scope: !909, file: !3, line: 1164, type: !57)
!909 = distinct !DILexicalBlock(scope: !910, file: !3, line: 1163, column: 40)
!910 = distinct !DILexicalBlock(scope: !904, file: !3, line: 1163, column: 9)
!911 = !DILocalVariable(name: "ppoint", scope: !909, file: !3, line: 1165, type: !56)
!912 = !DILocation(line: 0, scope: !896, inlinedAt: !913)
!913 = distinct !DILocation(line: 1187, column: 14, scope: !835, inlinedAt: !838)
!914 = !DILocation(line: 1153, column: 9, scope: !907, inlinedAt: !913)
!915 = !DILocation(line: 1153, column: 7, scope: !896, inlinedAt: !913)
!916 = !DILocation(line: 1155, column: 14, scope: !906, inlinedAt: !913)
!917 = !DILocation(line: 1155, column: 12, scope: !907, inlinedAt: !913)
!918 = !DILocation(line: 1157, column: 14, scope: !905, inlinedAt: !913)
!919 = !DILocation(line: 1157, column: 12, scope: !906, inlinedAt: !913)
!920 = !DILocation(line: 1160, column: 15, scope: !904, inlinedAt: !913)
!921 = !DILocation(line: 0, scope: !904, inlinedAt: !913)
!922 = !DILocation(line: 1163, column: 27, scope: !910, inlinedAt: !913)
!923 = !DILocation(line: 1163, column: 9, scope: !910, inlinedAt: !913)
!924 = !DILocation(line: 1163, column: 31, scope: !910, inlinedAt: !913)
!925 = !DILocation(line: 1163, column: 9, scope: !904, inlinedAt: !913)
!926 = !DILocation(line: 1164, column: 20, scope: !909, inlinedAt: !913)
!927 = !{!928, !579, i64 0}
!928 = !{!"lconv", !579, i64 0, !579, i64 8, !579, i64 16, !579, i64 24, !579, i64 32, !579, i64 40, !579, i64 48, !579, i64 56, !579, i64 64, !579, i64 72, !459, i64 80, !459, i64 81, !459, i64 82, !459, i64 83, !459, i64 84, !459, i64 85, !459, i64 86, !459, i64 87, !459, i64 88, !459, i64 89, !459, i64 90, !459, i64 91, !459, i64 92, !459, i64 93}
!929 = !DILocation(line: 0, scope: !909, inlinedAt: !913)
!930 = !DILocation(line: 1165, column: 43, scope: !909, inlinedAt: !913)
!931 = !DILocation(line: 1165, column: 30, scope: !909, inlinedAt: !913)
!932 = !DILocation(line: 1166, column: 11, scope: !933, inlinedAt: !913)
!933 = distinct !DILexicalBlock(scope: !909, file: !3, line: 1166, column: 11)
!934 = !DILocation(line: 1166, column: 11, scope: !909, inlinedAt: !913)
!935 = !DILocation(line: 1166, column: 27, scope: !933, inlinedAt: !913)
!936 = !DILocation(line: 1166, column: 19, scope: !933, inlinedAt: !913)
!937 = !DILocation(line: 0, scope: !907, inlinedAt: !913)
!938 = !DILocation(line: 1171, column: 10, scope: !896, inlinedAt: !913)
!939 = !DILocation(line: 1171, column: 3, scope: !896, inlinedAt: !913)
!940 = !DILocation(line: 1189, column: 25, scope: !834, inlinedAt: !838)
!941 = !DILocation(line: 0, scope: !834, inlinedAt: !838)
!942 = !DILocation(line: 1190, column: 33, scope: !834, inlinedAt: !838)
!943 = !DILocation(line: 1190, column: 30, scope: !834, inlinedAt: !838)
!944 = !DILocation(line: 1193, column: 14, scope: !834, inlinedAt: !838)
!945 = !DILocation(line: 0, scope: !835, inlinedAt: !838)
!946 = !DILocation(line: 1195, column: 7, scope: !831, inlinedAt: !838)
!947 = distinct !DIAssignID()
!948 = !DILocation(line: 1199, column: 7, scope: !949, inlinedAt: !838)
!949 = distinct !DILexicalBlock(scope: !820, file: !3, line: 1198, column: 39)
!950 = !DILocation(line: 1200, column: 7, scope: !949, inlinedAt: !838)
!951 = !DILocation(line: 1201, column: 7, scope: !949, inlinedAt: !838)
!952 = !DILocation(line: 1204, column: 7, scope: !953, inlinedAt: !838)
!953 = distinct !DILexicalBlock(scope: !820, file: !3, line: 1203, column: 14)
!954 = !DILocation(line: 1206, column: 3, scope: !820, inlinedAt: !838)
!955 = !DILocation(line: 1350, column: 11, scope: !625)
!956 = !DILocation(line: 1351, column: 27, scope: !625)
!957 = !DILocation(line: 1352, column: 15, scope: !958)
!958 = distinct !DILexicalBlock(scope: !625, file: !3, line: 1352, column: 15)
!959 = !DILocation(line: 1352, column: 23, scope: !958)
!960 = !DILocation(line: 1352, column: 15, scope: !625)
!961 = !DILocation(line: 1353, column: 13, scope: !958)
!962 = !DILocation(line: 1355, column: 13, scope: !963)
!963 = distinct !DILexicalBlock(scope: !958, file: !3, line: 1354, column: 16)
!964 = !DILocation(line: 1356, column: 13, scope: !963)
!965 = !DILocation(line: 1357, column: 17, scope: !966)
!966 = distinct !DILexicalBlock(scope: !963, file: !3, line: 1357, column: 17)
!967 = !DILocation(line: 1357, column: 35, scope: !966)
!968 = !DILocation(line: 1357, column: 43, scope: !966)
!969 = !DILocation(line: 1359, column: 15, scope: !970)
!970 = distinct !DILexicalBlock(scope: !966, file: !3, line: 1357, column: 56)
!971 = !DILocation(line: 1360, column: 13, scope: !970)
!972 = !DILocation(line: 1362, column: 20, scope: !973)
!973 = distinct !DILexicalBlock(scope: !966, file: !3, line: 1361, column: 18)
!974 = !DILocation(line: 1363, column: 15, scope: !973)
!975 = !DILocation(line: 1367, column: 9, scope: !615)
!976 = !DILocation(line: 1369, column: 18, scope: !977)
!977 = distinct !DILexicalBlock(scope: !615, file: !3, line: 1368, column: 18)
!978 = !DILocation(line: 1369, column: 11, scope: !977)
!979 = !DILocation(line: 1374, column: 5, scope: !608)
!980 = !DILocation(line: 1373, column: 7, scope: !607)
!981 = distinct !DIAssignID()
!982 = !DILocation(line: 0, scope: !609)
!983 = distinct !{!983, !644, !984, !528}
!984 = !DILocation(line: 1375, column: 3, scope: !596)
!985 = !DILocation(line: 1376, column: 3, scope: !596)
!986 = !DILocation(line: 1377, column: 3, scope: !596)
!987 = !DILocation(line: 1378, column: 1, scope: !596)
!988 = distinct !DISubprogram(name: "gmatch", scope: !3, file: !3, line: 854, type: !394, scopeLine: 854, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !989)
!989 = !{!990, !991, !992, !993, !994, !995, !996}
!990 = !DILocalVariable(name: "L", arg: 1, scope: !988, file: !3, line: 854, type: !61)
!991 = !DILocalVariable(name: "ls", scope: !988, file: !3, line: 855, type: !36)
!992 = !DILocalVariable(name: "lp", scope: !988, file: !3, line: 855, type: !36)
!993 = !DILocalVariable(name: "s", scope: !988, file: !3, line: 856, type: !79)
!994 = !DILocalVariable(name: "p", scope: !988, file: !3, line: 857, type: !79)
!995 = !DILocalVariable(name: "init", scope: !988, file: !3, line: 858, type: !36)
!996 = !DILocalVariable(name: "gm", scope: !988, file: !3, line: 859, type: !82)
!997 = distinct !DIAssignID()
!998 = !DILocation(line: 0, scope: !988)
!999 = distinct !DIAssignID()
!1000 = !DILocation(line: 855, column: 3, scope: !988)
!1001 = !DILocation(line: 856, column: 19, scope: !988)
!1002 = !DILocation(line: 857, column: 19, scope: !988)
!1003 = !DILocation(line: 858, column: 27, scope: !988)
!1004 = !DILocation(line: 858, column: 53, scope: !988)
!1005 = !DILocation(line: 0, scope: !462, inlinedAt: !1006)
!1006 = distinct !DILocation(line: 858, column: 17, scope: !988)
!1007 = !DILocation(line: 72, column: 11, scope: !470, inlinedAt: !1006)
!1008 = !DILocation(line: 72, column: 7, scope: !462, inlinedAt: !1006)
!1009 = !DILocation(line: 74, column: 16, scope: !473, inlinedAt: !1006)
!1010 = !DILocation(line: 74, column: 12, scope: !470, inlinedAt: !1006)
!1011 = !DILocation(line: 78, column: 19, scope: !476, inlinedAt: !1006)
!1012 = !DILocation(line: 78, column: 33, scope: !476, inlinedAt: !1006)
!1013 = !DILocation(line: 78, column: 8, scope: !476, inlinedAt: !1006)
!1014 = !DILocation(line: 0, scope: !470, inlinedAt: !1006)
!1015 = !DILocation(line: 858, column: 57, scope: !988)
!1016 = !DILocation(line: 860, column: 3, scope: !988)
!1017 = !DILocation(line: 861, column: 23, scope: !988)
!1018 = !DILocation(line: 862, column: 14, scope: !1019)
!1019 = distinct !DILexicalBlock(scope: !988, file: !3, line: 862, column: 7)
!1020 = !DILocation(line: 862, column: 12, scope: !1019)
!1021 = !DILocation(line: 862, column: 7, scope: !988)
!1022 = !DILocation(line: 864, column: 18, scope: !988)
!1023 = !DILocation(line: 864, column: 35, scope: !988)
!1024 = !DILocalVariable(name: "ms", arg: 1, scope: !1025, file: !3, line: 757, type: !1028)
!1025 = distinct !DISubprogram(name: "prepstate", scope: !3, file: !3, line: 757, type: !1026, scopeLine: 758, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1029)
!1026 = !DISubroutineType(types: !1027)
!1027 = !{null, !1028, !61, !79, !36, !79, !36}
!1028 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!1029 = !{!1024, !1030, !1031, !1032, !1033, !1034}
!1030 = !DILocalVariable(name: "L", arg: 2, scope: !1025, file: !3, line: 757, type: !61)
!1031 = !DILocalVariable(name: "s", arg: 3, scope: !1025, file: !3, line: 758, type: !79)
!1032 = !DILocalVariable(name: "ls", arg: 4, scope: !1025, file: !3, line: 758, type: !36)
!1033 = !DILocalVariable(name: "p", arg: 5, scope: !1025, file: !3, line: 758, type: !79)
!1034 = !DILocalVariable(name: "lp", arg: 6, scope: !1025, file: !3, line: 758, type: !36)
!1035 = !DILocation(line: 0, scope: !1025, inlinedAt: !1036)
!1036 = distinct !DILocation(line: 864, column: 3, scope: !988)
!1037 = !DILocation(line: 759, column: 7, scope: !1025, inlinedAt: !1036)
!1038 = !DILocation(line: 759, column: 9, scope: !1025, inlinedAt: !1036)
!1039 = !{!1040, !579, i64 24}
!1040 = !{!"MatchState", !579, i64 0, !579, i64 8, !579, i64 16, !579, i64 24, !577, i64 32, !459, i64 36, !459, i64 40}
!1041 = !DILocation(line: 760, column: 7, scope: !1025, inlinedAt: !1036)
!1042 = !DILocation(line: 760, column: 18, scope: !1025, inlinedAt: !1036)
!1043 = !{!1040, !577, i64 32}
!1044 = !DILocation(line: 761, column: 16, scope: !1025, inlinedAt: !1036)
!1045 = !{!1040, !579, i64 0}
!1046 = !DILocation(line: 762, column: 19, scope: !1025, inlinedAt: !1036)
!1047 = !DILocation(line: 762, column: 7, scope: !1025, inlinedAt: !1036)
!1048 = !DILocation(line: 762, column: 15, scope: !1025, inlinedAt: !1036)
!1049 = !{!1040, !579, i64 8}
!1050 = !DILocation(line: 763, column: 17, scope: !1025, inlinedAt: !1036)
!1051 = !DILocation(line: 763, column: 7, scope: !1025, inlinedAt: !1036)
!1052 = !DILocation(line: 763, column: 13, scope: !1025, inlinedAt: !1036)
!1053 = !{!1040, !579, i64 16}
!1054 = !DILocation(line: 865, column: 15, scope: !988)
!1055 = !DILocation(line: 865, column: 11, scope: !988)
!1056 = !{!1057, !579, i64 0}
!1057 = !{!"GMatchState", !579, i64 0, !579, i64 8, !579, i64 16, !1040, i64 24}
!1058 = !DILocation(line: 865, column: 27, scope: !988)
!1059 = !DILocation(line: 865, column: 29, scope: !988)
!1060 = !{!1057, !579, i64 8}
!1061 = !DILocation(line: 865, column: 38, scope: !988)
!1062 = !DILocation(line: 865, column: 48, scope: !988)
!1063 = !{!1057, !579, i64 16}
!1064 = !DILocation(line: 866, column: 3, scope: !988)
!1065 = !DILocation(line: 868, column: 1, scope: !988)
!1066 = !DILocation(line: 867, column: 3, scope: !988)
!1067 = distinct !DISubprogram(name: "str_gsub", scope: !3, file: !3, line: 942, type: !394, scopeLine: 942, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1068)
!1068 = !{!1069, !1070, !1071, !1072, !1073, !1074, !1075, !1076, !1077, !1078, !1079, !1080, !1081, !1082}
!1069 = !DILocalVariable(name: "L", arg: 1, scope: !1067, file: !3, line: 942, type: !61)
!1070 = !DILocalVariable(name: "srcl", scope: !1067, file: !3, line: 943, type: !36)
!1071 = !DILocalVariable(name: "lp", scope: !1067, file: !3, line: 943, type: !36)
!1072 = !DILocalVariable(name: "src", scope: !1067, file: !3, line: 944, type: !79)
!1073 = !DILocalVariable(name: "p", scope: !1067, file: !3, line: 945, type: !79)
!1074 = !DILocalVariable(name: "lastmatch", scope: !1067, file: !3, line: 946, type: !79)
!1075 = !DILocalVariable(name: "tr", scope: !1067, file: !3, line: 947, type: !39)
!1076 = !DILocalVariable(name: "max_s", scope: !1067, file: !3, line: 948, type: !41)
!1077 = !DILocalVariable(name: "anchor", scope: !1067, file: !3, line: 949, type: !39)
!1078 = !DILocalVariable(name: "n", scope: !1067, file: !3, line: 950, type: !41)
!1079 = !DILocalVariable(name: "changed", scope: !1067, file: !3, line: 951, type: !39)
!1080 = !DILocalVariable(name: "ms", scope: !1067, file: !3, line: 952, type: !90)
!1081 = !DILocalVariable(name: "b", scope: !1067, file: !3, line: 953, type: !51)
!1082 = !DILocalVariable(name: "e", scope: !1083, file: !3, line: 963, type: !79)
!1083 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 962, column: 21)
!1084 = distinct !DIAssignID()
!1085 = distinct !DIAssignID()
!1086 = !DILocation(line: 0, scope: !1067)
!1087 = distinct !DIAssignID()
!1088 = distinct !DIAssignID()
!1089 = distinct !DIAssignID()
!1090 = !DILocation(line: 943, column: 3, scope: !1067)
!1091 = !DILocation(line: 944, column: 21, scope: !1067)
!1092 = !DILocation(line: 945, column: 19, scope: !1067)
!1093 = !DILocation(line: 947, column: 12, scope: !1067)
!1094 = !DILocation(line: 948, column: 45, scope: !1067)
!1095 = !DILocation(line: 948, column: 50, scope: !1067)
!1096 = !DILocation(line: 948, column: 23, scope: !1067)
!1097 = !DILocation(line: 949, column: 17, scope: !1067)
!1098 = !DILocation(line: 949, column: 20, scope: !1067)
!1099 = !DILocation(line: 952, column: 3, scope: !1067)
!1100 = !DILocation(line: 953, column: 3, scope: !1067)
!1101 = !DILocation(line: 954, column: 3, scope: !1067)
!1102 = !DILocation(line: 957, column: 3, scope: !1067)
!1103 = !DILocation(line: 961, column: 35, scope: !1067)
!1104 = !DILocation(line: 958, column: 7, scope: !1067)
!1105 = !DILocation(line: 959, column: 6, scope: !1106)
!1106 = distinct !DILexicalBlock(scope: !1107, file: !3, line: 958, column: 15)
!1107 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 958, column: 7)
!1108 = !DILocation(line: 959, column: 12, scope: !1106)
!1109 = distinct !DIAssignID()
!1110 = !DILocation(line: 960, column: 3, scope: !1106)
!1111 = !DILocation(line: 961, column: 26, scope: !1067)
!1112 = !DILocation(line: 0, scope: !1025, inlinedAt: !1113)
!1113 = distinct !DILocation(line: 961, column: 3, scope: !1067)
!1114 = !DILocation(line: 759, column: 7, scope: !1025, inlinedAt: !1113)
!1115 = !DILocation(line: 759, column: 9, scope: !1025, inlinedAt: !1113)
!1116 = distinct !DIAssignID()
!1117 = !DILocation(line: 760, column: 7, scope: !1025, inlinedAt: !1113)
!1118 = !DILocation(line: 760, column: 18, scope: !1025, inlinedAt: !1113)
!1119 = distinct !DIAssignID()
!1120 = !DILocation(line: 761, column: 16, scope: !1025, inlinedAt: !1113)
!1121 = distinct !DIAssignID()
!1122 = !DILocation(line: 762, column: 19, scope: !1025, inlinedAt: !1113)
!1123 = !DILocation(line: 762, column: 7, scope: !1025, inlinedAt: !1113)
!1124 = !DILocation(line: 762, column: 15, scope: !1025, inlinedAt: !1113)
!1125 = distinct !DIAssignID()
!1126 = !DILocation(line: 763, column: 17, scope: !1025, inlinedAt: !1113)
!1127 = !DILocation(line: 763, column: 7, scope: !1025, inlinedAt: !1113)
!1128 = !DILocation(line: 763, column: 13, scope: !1025, inlinedAt: !1113)
!1129 = distinct !DIAssignID()
!1130 = !DILocation(line: 962, column: 3, scope: !1067)
!1131 = !DILocation(line: 962, column: 12, scope: !1067)
!1132 = !DILocalVariable(name: "ms", arg: 1, scope: !1133, file: !3, line: 767, type: !1028)
!1133 = distinct !DISubprogram(name: "reprepstate", scope: !3, file: !3, line: 767, type: !1134, scopeLine: 767, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1136)
!1134 = !DISubroutineType(types: !1135)
!1135 = !{null, !1028}
!1136 = !{!1132}
!1137 = !DILocation(line: 0, scope: !1133, inlinedAt: !1138)
!1138 = distinct !DILocation(line: 964, column: 5, scope: !1083)
!1139 = !DILocation(line: 768, column: 13, scope: !1133, inlinedAt: !1138)
!1140 = !{!1040, !459, i64 36}
!1141 = distinct !DIAssignID()
!1142 = !DILocation(line: 965, column: 14, scope: !1143)
!1143 = distinct !DILexicalBlock(scope: !1083, file: !3, line: 965, column: 9)
!1144 = !DILocation(line: 0, scope: !1083)
!1145 = !DILocation(line: 965, column: 34, scope: !1143)
!1146 = !DILocation(line: 965, column: 42, scope: !1143)
!1147 = !DILocation(line: 966, column: 8, scope: !1148)
!1148 = distinct !DILexicalBlock(scope: !1143, file: !3, line: 965, column: 61)
!1149 = !DILocalVariable(name: "ms", arg: 1, scope: !1150, file: !3, line: 906, type: !1028)
!1150 = distinct !DISubprogram(name: "add_value", scope: !3, file: !3, line: 906, type: !1151, scopeLine: 907, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1153)
!1151 = !DISubroutineType(types: !1152)
!1152 = !{!39, !1028, !824, !79, !79, !39}
!1153 = !{!1149, !1154, !1155, !1156, !1157, !1158, !1159}
!1154 = !DILocalVariable(name: "b", arg: 2, scope: !1150, file: !3, line: 906, type: !824)
!1155 = !DILocalVariable(name: "s", arg: 3, scope: !1150, file: !3, line: 906, type: !79)
!1156 = !DILocalVariable(name: "e", arg: 4, scope: !1150, file: !3, line: 907, type: !79)
!1157 = !DILocalVariable(name: "tr", arg: 5, scope: !1150, file: !3, line: 907, type: !39)
!1158 = !DILocalVariable(name: "L", scope: !1150, file: !3, line: 908, type: !61)
!1159 = !DILocalVariable(name: "n", scope: !1160, file: !3, line: 911, type: !39)
!1160 = distinct !DILexicalBlock(scope: !1161, file: !3, line: 910, column: 25)
!1161 = distinct !DILexicalBlock(scope: !1150, file: !3, line: 909, column: 15)
!1162 = !DILocation(line: 0, scope: !1150, inlinedAt: !1163)
!1163 = distinct !DILocation(line: 967, column: 17, scope: !1148)
!1164 = !DILocation(line: 908, column: 22, scope: !1150, inlinedAt: !1163)
!1165 = !DILocation(line: 909, column: 3, scope: !1150, inlinedAt: !1163)
!1166 = !DILocation(line: 912, column: 7, scope: !1160, inlinedAt: !1163)
!1167 = !DILocalVariable(name: "ms", arg: 1, scope: !1168, file: !3, line: 735, type: !1028)
!1168 = distinct !DISubprogram(name: "push_captures", scope: !3, file: !3, line: 735, type: !1169, scopeLine: 735, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1171)
!1169 = !DISubroutineType(types: !1170)
!1170 = !{!39, !1028, !79, !79}
!1171 = !{!1167, !1172, !1173, !1174, !1175}
!1172 = !DILocalVariable(name: "s", arg: 2, scope: !1168, file: !3, line: 735, type: !79)
!1173 = !DILocalVariable(name: "e", arg: 3, scope: !1168, file: !3, line: 735, type: !79)
!1174 = !DILocalVariable(name: "i", scope: !1168, file: !3, line: 736, type: !39)
!1175 = !DILocalVariable(name: "nlevels", scope: !1168, file: !3, line: 737, type: !39)
!1176 = !DILocation(line: 0, scope: !1168, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 913, column: 11, scope: !1160, inlinedAt: !1163)
!1178 = !DILocation(line: 737, column: 22, scope: !1168, inlinedAt: !1177)
!1179 = !DILocation(line: 737, column: 28, scope: !1168, inlinedAt: !1177)
!1180 = !DILocation(line: 737, column: 33, scope: !1168, inlinedAt: !1177)
!1181 = !DILocation(line: 738, column: 23, scope: !1168, inlinedAt: !1177)
!1182 = !DILocation(line: 738, column: 3, scope: !1168, inlinedAt: !1177)
!1183 = !DILocation(line: 739, column: 17, scope: !1184, inlinedAt: !1177)
!1184 = distinct !DILexicalBlock(scope: !1185, file: !3, line: 739, column: 3)
!1185 = distinct !DILexicalBlock(scope: !1168, file: !3, line: 739, column: 3)
!1186 = !DILocation(line: 739, column: 3, scope: !1185, inlinedAt: !1177)
!1187 = !DILocation(line: 740, column: 5, scope: !1184, inlinedAt: !1177)
!1188 = !DILocation(line: 739, column: 29, scope: !1184, inlinedAt: !1177)
!1189 = distinct !{!1189, !1186, !1190, !528}
!1190 = !DILocation(line: 740, column: 32, scope: !1185, inlinedAt: !1177)
!1191 = !DILocation(line: 0, scope: !1160, inlinedAt: !1163)
!1192 = !DILocation(line: 914, column: 7, scope: !1160, inlinedAt: !1163)
!1193 = !DILocalVariable(name: "ms", arg: 1, scope: !1194, file: !3, line: 725, type: !1028)
!1194 = distinct !DISubprogram(name: "push_onecapture", scope: !3, file: !3, line: 725, type: !1195, scopeLine: 726, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1197)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{null, !1028, !39, !79, !79}
!1197 = !{!1193, !1198, !1199, !1200, !1201, !1202}
!1198 = !DILocalVariable(name: "i", arg: 2, scope: !1194, file: !3, line: 725, type: !39)
!1199 = !DILocalVariable(name: "s", arg: 3, scope: !1194, file: !3, line: 725, type: !79)
!1200 = !DILocalVariable(name: "e", arg: 4, scope: !1194, file: !3, line: 726, type: !79)
!1201 = !DILocalVariable(name: "cap", scope: !1194, file: !3, line: 727, type: !79)
!1202 = !DILocalVariable(name: "l", scope: !1194, file: !3, line: 728, type: !105)
!1203 = !DILocation(line: 0, scope: !1194, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 918, column: 7, scope: !1205, inlinedAt: !1163)
!1205 = distinct !DILexicalBlock(scope: !1161, file: !3, line: 917, column: 22)
!1206 = !DILocalVariable(name: "ms", arg: 1, scope: !1207, file: !3, line: 702, type: !1028)
!1207 = distinct !DISubprogram(name: "get_onecapture", scope: !3, file: !3, line: 702, type: !1208, scopeLine: 703, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1211)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{!36, !1028, !39, !79, !79, !1210}
!1210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!1211 = !{!1206, !1212, !1213, !1214, !1215, !1216}
!1212 = !DILocalVariable(name: "i", arg: 2, scope: !1207, file: !3, line: 702, type: !39)
!1213 = !DILocalVariable(name: "s", arg: 3, scope: !1207, file: !3, line: 702, type: !79)
!1214 = !DILocalVariable(name: "e", arg: 4, scope: !1207, file: !3, line: 703, type: !79)
!1215 = !DILocalVariable(name: "cap", arg: 5, scope: !1207, file: !3, line: 703, type: !1210)
!1216 = !DILocalVariable(name: "capl", scope: !1217, file: !3, line: 711, type: !105)
!1217 = distinct !DILexicalBlock(scope: !1218, file: !3, line: 710, column: 8)
!1218 = distinct !DILexicalBlock(scope: !1207, file: !3, line: 704, column: 7)
!1219 = !DILocation(line: 0, scope: !1207, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 728, column: 17, scope: !1194, inlinedAt: !1204)
!1221 = !DILocation(line: 704, column: 16, scope: !1218, inlinedAt: !1220)
!1222 = !DILocation(line: 704, column: 9, scope: !1218, inlinedAt: !1220)
!1223 = !DILocation(line: 704, column: 7, scope: !1207, inlinedAt: !1220)
!1224 = !DILocation(line: 708, column: 14, scope: !1225, inlinedAt: !1220)
!1225 = distinct !DILexicalBlock(scope: !1218, file: !3, line: 704, column: 23)
!1226 = !DILocation(line: 729, column: 9, scope: !1227, inlinedAt: !1204)
!1227 = distinct !DILexicalBlock(scope: !1194, file: !3, line: 729, column: 7)
!1228 = !DILocation(line: 729, column: 7, scope: !1194, inlinedAt: !1204)
!1229 = !DILocation(line: 711, column: 37, scope: !1217, inlinedAt: !1220)
!1230 = !{!1231, !458, i64 8}
!1231 = !{!"", !579, i64 0, !458, i64 8}
!1232 = !DILocation(line: 0, scope: !1217, inlinedAt: !1220)
!1233 = !DILocation(line: 712, column: 27, scope: !1217, inlinedAt: !1220)
!1234 = !{!1231, !579, i64 0}
!1235 = !DILocation(line: 713, column: 9, scope: !1217, inlinedAt: !1220)
!1236 = !{!"branch_weights", i32 2000, i32 2, i32 2000}
!1237 = !DILocation(line: 714, column: 7, scope: !1238, inlinedAt: !1220)
!1238 = distinct !DILexicalBlock(scope: !1217, file: !3, line: 713, column: 9)
!1239 = !DILocation(line: 730, column: 25, scope: !1227, inlinedAt: !1204)
!1240 = !DILocation(line: 716, column: 57, scope: !1241, inlinedAt: !1220)
!1241 = distinct !DILexicalBlock(scope: !1238, file: !3, line: 715, column: 14)
!1242 = !DILocation(line: 716, column: 51, scope: !1241, inlinedAt: !1220)
!1243 = !DILocation(line: 716, column: 67, scope: !1241, inlinedAt: !1220)
!1244 = !DILocation(line: 716, column: 7, scope: !1241, inlinedAt: !1220)
!1245 = !DILocation(line: 730, column: 5, scope: !1227, inlinedAt: !1204)
!1246 = !DILocation(line: 919, column: 7, scope: !1205, inlinedAt: !1163)
!1247 = !DILocation(line: 920, column: 7, scope: !1205, inlinedAt: !1163)
!1248 = !DILocalVariable(name: "l", scope: !1249, file: !3, line: 873, type: !36)
!1249 = distinct !DISubprogram(name: "add_s", scope: !3, file: !3, line: 871, type: !1250, scopeLine: 872, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1252)
!1250 = !DISubroutineType(types: !1251)
!1251 = !{null, !1028, !824, !79, !79}
!1252 = !{!1253, !1254, !1255, !1256, !1248, !1257, !1258, !1259, !1260, !1266}
!1253 = !DILocalVariable(name: "ms", arg: 1, scope: !1249, file: !3, line: 871, type: !1028)
!1254 = !DILocalVariable(name: "b", arg: 2, scope: !1249, file: !3, line: 871, type: !824)
!1255 = !DILocalVariable(name: "s", arg: 3, scope: !1249, file: !3, line: 871, type: !79)
!1256 = !DILocalVariable(name: "e", arg: 4, scope: !1249, file: !3, line: 872, type: !79)
!1257 = !DILocalVariable(name: "L", scope: !1249, file: !3, line: 874, type: !61)
!1258 = !DILocalVariable(name: "news", scope: !1249, file: !3, line: 875, type: !79)
!1259 = !DILocalVariable(name: "p", scope: !1249, file: !3, line: 876, type: !79)
!1260 = !DILocalVariable(name: "cap", scope: !1261, file: !3, line: 885, type: !79)
!1261 = distinct !DILexicalBlock(scope: !1262, file: !3, line: 884, column: 34)
!1262 = distinct !DILexicalBlock(scope: !1263, file: !3, line: 884, column: 14)
!1263 = distinct !DILexicalBlock(scope: !1264, file: !3, line: 882, column: 14)
!1264 = distinct !DILexicalBlock(scope: !1265, file: !3, line: 880, column: 9)
!1265 = distinct !DILexicalBlock(scope: !1249, file: !3, line: 877, column: 56)
!1266 = !DILocalVariable(name: "resl", scope: !1261, file: !3, line: 886, type: !105)
!1267 = !DILocation(line: 0, scope: !1249, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 923, column: 7, scope: !1269, inlinedAt: !1163)
!1269 = distinct !DILexicalBlock(scope: !1161, file: !3, line: 922, column: 14)
!1270 = !DILocation(line: 873, column: 3, scope: !1249, inlinedAt: !1268)
!1271 = !DILocation(line: 875, column: 22, scope: !1249, inlinedAt: !1268)
!1272 = !DILocation(line: 877, column: 43, scope: !1249, inlinedAt: !1268)
!1273 = !DILocation(line: 877, column: 23, scope: !1249, inlinedAt: !1268)
!1274 = !DILocation(line: 877, column: 47, scope: !1249, inlinedAt: !1268)
!1275 = !DILocation(line: 877, column: 3, scope: !1249, inlinedAt: !1268)
!1276 = !DILocation(line: 878, column: 32, scope: !1265, inlinedAt: !1268)
!1277 = !DILocation(line: 878, column: 5, scope: !1265, inlinedAt: !1268)
!1278 = !DILocation(line: 879, column: 6, scope: !1265, inlinedAt: !1268)
!1279 = !DILocation(line: 880, column: 9, scope: !1264, inlinedAt: !1268)
!1280 = !DILocation(line: 880, column: 9, scope: !1265, inlinedAt: !1268)
!1281 = !DILocation(line: 881, column: 7, scope: !1264, inlinedAt: !1268)
!1282 = distinct !DIAssignID()
!1283 = !DILocation(line: 883, column: 9, scope: !1263, inlinedAt: !1268)
!1284 = !DILocation(line: 884, column: 14, scope: !1262, inlinedAt: !1268)
!1285 = !DILocation(line: 884, column: 14, scope: !1263, inlinedAt: !1268)
!1286 = !DILocation(line: 886, column: 43, scope: !1261, inlinedAt: !1268)
!1287 = !DILocation(line: 886, column: 46, scope: !1261, inlinedAt: !1268)
!1288 = !DILocation(line: 0, scope: !1207, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 886, column: 24, scope: !1261, inlinedAt: !1268)
!1290 = !DILocation(line: 704, column: 16, scope: !1218, inlinedAt: !1289)
!1291 = !DILocation(line: 704, column: 12, scope: !1218, inlinedAt: !1289)
!1292 = !DILocation(line: 704, column: 9, scope: !1218, inlinedAt: !1289)
!1293 = !DILocation(line: 704, column: 7, scope: !1207, inlinedAt: !1289)
!1294 = !DILocation(line: 705, column: 9, scope: !1295, inlinedAt: !1289)
!1295 = distinct !DILexicalBlock(scope: !1225, file: !3, line: 705, column: 9)
!1296 = !DILocation(line: 705, column: 9, scope: !1225, inlinedAt: !1289)
!1297 = !DILocation(line: 706, column: 22, scope: !1295, inlinedAt: !1289)
!1298 = !DILocation(line: 706, column: 57, scope: !1295, inlinedAt: !1289)
!1299 = !DILocation(line: 706, column: 7, scope: !1295, inlinedAt: !1289)
!1300 = !DILocation(line: 711, column: 22, scope: !1217, inlinedAt: !1289)
!1301 = !DILocation(line: 711, column: 37, scope: !1217, inlinedAt: !1289)
!1302 = !DILocation(line: 0, scope: !1217, inlinedAt: !1289)
!1303 = !DILocation(line: 712, column: 27, scope: !1217, inlinedAt: !1289)
!1304 = !DILocation(line: 0, scope: !1261, inlinedAt: !1268)
!1305 = !DILocation(line: 713, column: 9, scope: !1217, inlinedAt: !1289)
!1306 = !DILocation(line: 714, column: 22, scope: !1238, inlinedAt: !1289)
!1307 = !DILocation(line: 714, column: 7, scope: !1238, inlinedAt: !1289)
!1308 = !DILocation(line: 716, column: 27, scope: !1241, inlinedAt: !1289)
!1309 = !DILocation(line: 716, column: 57, scope: !1241, inlinedAt: !1289)
!1310 = !DILocation(line: 716, column: 51, scope: !1241, inlinedAt: !1289)
!1311 = !DILocation(line: 716, column: 67, scope: !1241, inlinedAt: !1289)
!1312 = !DILocation(line: 716, column: 7, scope: !1241, inlinedAt: !1289)
!1313 = !DILocation(line: 887, column: 11, scope: !1261, inlinedAt: !1268)
!1314 = !DILocation(line: 888, column: 9, scope: !1315, inlinedAt: !1268)
!1315 = distinct !DILexicalBlock(scope: !1261, file: !3, line: 887, column: 11)
!1316 = !DILocation(line: 890, column: 9, scope: !1315, inlinedAt: !1268)
!1317 = !DILocation(line: 893, column: 7, scope: !1262, inlinedAt: !1268)
!1318 = !DILocation(line: 894, column: 12, scope: !1265, inlinedAt: !1268)
!1319 = !DILocation(line: 894, column: 16, scope: !1265, inlinedAt: !1268)
!1320 = !DILocation(line: 894, column: 7, scope: !1265, inlinedAt: !1268)
!1321 = distinct !DIAssignID()
!1322 = distinct !{!1322, !1275, !1323, !528}
!1323 = !DILocation(line: 896, column: 3, scope: !1249, inlinedAt: !1268)
!1324 = !DILocation(line: 897, column: 3, scope: !1249, inlinedAt: !1268)
!1325 = !DILocation(line: 898, column: 1, scope: !1249, inlinedAt: !1268)
!1326 = !DILocation(line: 924, column: 7, scope: !1269, inlinedAt: !1163)
!1327 = !DILocation(line: 927, column: 8, scope: !1328, inlinedAt: !1163)
!1328 = distinct !DILexicalBlock(scope: !1150, file: !3, line: 927, column: 7)
!1329 = !DILocation(line: 927, column: 7, scope: !1150, inlinedAt: !1163)
!1330 = !DILocation(line: 928, column: 5, scope: !1331, inlinedAt: !1163)
!1331 = distinct !DILexicalBlock(scope: !1328, file: !3, line: 927, column: 30)
!1332 = !DILocation(line: 929, column: 29, scope: !1331, inlinedAt: !1163)
!1333 = !DILocation(line: 929, column: 5, scope: !1331, inlinedAt: !1163)
!1334 = !DILocation(line: 930, column: 5, scope: !1331, inlinedAt: !1163)
!1335 = !DILocation(line: 932, column: 12, scope: !1336, inlinedAt: !1163)
!1336 = distinct !DILexicalBlock(scope: !1328, file: !3, line: 932, column: 12)
!1337 = !DILocation(line: 932, column: 12, scope: !1328, inlinedAt: !1163)
!1338 = !DILocation(line: 934, column: 26, scope: !1336, inlinedAt: !1163)
!1339 = !DILocation(line: 933, column: 12, scope: !1336, inlinedAt: !1163)
!1340 = !DILocation(line: 933, column: 5, scope: !1336, inlinedAt: !1163)
!1341 = !DILocation(line: 936, column: 5, scope: !1342, inlinedAt: !1163)
!1342 = distinct !DILexicalBlock(scope: !1336, file: !3, line: 935, column: 8)
!1343 = !DILocation(line: 937, column: 5, scope: !1342, inlinedAt: !1163)
!1344 = !DILocation(line: 967, column: 48, scope: !1148)
!1345 = !DILocation(line: 969, column: 5, scope: !1148)
!1346 = !DILocation(line: 970, column: 23, scope: !1347)
!1347 = distinct !DILexicalBlock(scope: !1143, file: !3, line: 970, column: 14)
!1348 = !DILocation(line: 970, column: 18, scope: !1347)
!1349 = !DILocation(line: 970, column: 14, scope: !1143)
!1350 = !DILocation(line: 971, column: 7, scope: !1347)
!1351 = distinct !DIAssignID()
!1352 = !DILocation(line: 0, scope: !1143)
!1353 = !DILocation(line: 975, column: 8, scope: !1354)
!1354 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 975, column: 7)
!1355 = !DILocation(line: 975, column: 7, scope: !1067)
!1356 = !DILocation(line: 976, column: 5, scope: !1354)
!1357 = !DILocation(line: 978, column: 33, scope: !1358)
!1358 = distinct !DILexicalBlock(scope: !1354, file: !3, line: 977, column: 8)
!1359 = !DILocation(line: 978, column: 40, scope: !1358)
!1360 = !DILocation(line: 978, column: 5, scope: !1358)
!1361 = !DILocation(line: 979, column: 5, scope: !1358)
!1362 = !DILocation(line: 981, column: 3, scope: !1067)
!1363 = !DILocation(line: 983, column: 1, scope: !1067)
!1364 = !DILocation(line: 982, column: 3, scope: !1067)
!1365 = distinct !DISubprogram(name: "str_len", scope: !3, file: !3, line: 55, type: !394, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1366)
!1366 = !{!1367, !1368}
!1367 = !DILocalVariable(name: "L", arg: 1, scope: !1365, file: !3, line: 55, type: !61)
!1368 = !DILocalVariable(name: "l", scope: !1365, file: !3, line: 56, type: !36)
!1369 = distinct !DIAssignID()
!1370 = !DILocation(line: 0, scope: !1365)
!1371 = !DILocation(line: 56, column: 3, scope: !1365)
!1372 = !DILocation(line: 57, column: 3, scope: !1365)
!1373 = !DILocation(line: 58, column: 35, scope: !1365)
!1374 = !DILocation(line: 58, column: 3, scope: !1365)
!1375 = !DILocation(line: 60, column: 1, scope: !1365)
!1376 = !DILocation(line: 59, column: 3, scope: !1365)
!1377 = distinct !DISubprogram(name: "str_lower", scope: !3, file: !3, line: 124, type: !394, scopeLine: 124, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1378)
!1378 = !{!1379, !1380, !1381, !1382, !1383, !1384, !1385}
!1379 = !DILocalVariable(name: "L", arg: 1, scope: !1377, file: !3, line: 124, type: !61)
!1380 = !DILocalVariable(name: "l", scope: !1377, file: !3, line: 125, type: !36)
!1381 = !DILocalVariable(name: "i", scope: !1377, file: !3, line: 126, type: !36)
!1382 = !DILocalVariable(name: "b", scope: !1377, file: !3, line: 127, type: !51)
!1383 = !DILocalVariable(name: "s", scope: !1377, file: !3, line: 128, type: !79)
!1384 = !DILocalVariable(name: "p", scope: !1377, file: !3, line: 129, type: !56)
!1385 = !DILocalVariable(name: "__res", scope: !1386, file: !3, line: 131, type: !39)
!1386 = distinct !DILexicalBlock(scope: !1387, file: !3, line: 131, column: 12)
!1387 = distinct !DILexicalBlock(scope: !1388, file: !3, line: 130, column: 3)
!1388 = distinct !DILexicalBlock(scope: !1377, file: !3, line: 130, column: 3)
!1389 = distinct !DIAssignID()
!1390 = !DILocation(line: 0, scope: !1377)
!1391 = distinct !DIAssignID()
!1392 = !DILocation(line: 125, column: 3, scope: !1377)
!1393 = !DILocation(line: 127, column: 3, scope: !1377)
!1394 = !DILocation(line: 128, column: 19, scope: !1377)
!1395 = !DILocation(line: 129, column: 38, scope: !1377)
!1396 = !DILocation(line: 129, column: 13, scope: !1377)
!1397 = !DILocation(line: 130, column: 15, scope: !1387)
!1398 = !DILocation(line: 130, column: 14, scope: !1387)
!1399 = !DILocation(line: 130, column: 3, scope: !1388)
!1400 = !DILocation(line: 131, column: 12, scope: !1401)
!1401 = distinct !DILexicalBlock(scope: !1386, file: !3, line: 131, column: 12)
!1402 = !{!577, !577, i64 0}
!1403 = !DILocation(line: 0, scope: !1386)
!1404 = !DILocation(line: 131, column: 12, scope: !1387)
!1405 = !DILocation(line: 131, column: 5, scope: !1387)
!1406 = !DILocation(line: 131, column: 10, scope: !1387)
!1407 = !DILocation(line: 130, column: 19, scope: !1387)
!1408 = distinct !{!1408, !1399, !1409, !528}
!1409 = !DILocation(line: 131, column: 12, scope: !1388)
!1410 = !DILocation(line: 132, column: 3, scope: !1377)
!1411 = !DILocation(line: 134, column: 1, scope: !1377)
!1412 = !DILocation(line: 133, column: 3, scope: !1377)
!1413 = distinct !DISubprogram(name: "str_match", scope: !3, file: !3, line: 824, type: !394, scopeLine: 824, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1414)
!1414 = !{!1415}
!1415 = !DILocalVariable(name: "L", arg: 1, scope: !1413, file: !3, line: 824, type: !61)
!1416 = !DILocation(line: 0, scope: !1413)
!1417 = !DILocation(line: 825, column: 10, scope: !1413)
!1418 = !DILocation(line: 825, column: 3, scope: !1413)
!1419 = distinct !DISubprogram(name: "str_rep", scope: !3, file: !3, line: 150, type: !394, scopeLine: 150, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1420)
!1420 = !{!1421, !1422, !1423, !1424, !1425, !1426, !1427, !1431, !1432}
!1421 = !DILocalVariable(name: "L", arg: 1, scope: !1419, file: !3, line: 150, type: !61)
!1422 = !DILocalVariable(name: "l", scope: !1419, file: !3, line: 151, type: !36)
!1423 = !DILocalVariable(name: "lsep", scope: !1419, file: !3, line: 151, type: !36)
!1424 = !DILocalVariable(name: "s", scope: !1419, file: !3, line: 152, type: !79)
!1425 = !DILocalVariable(name: "n", scope: !1419, file: !3, line: 153, type: !41)
!1426 = !DILocalVariable(name: "sep", scope: !1419, file: !3, line: 154, type: !79)
!1427 = !DILocalVariable(name: "totallen", scope: !1428, file: !3, line: 160, type: !36)
!1428 = distinct !DILexicalBlock(scope: !1429, file: !3, line: 159, column: 8)
!1429 = distinct !DILexicalBlock(scope: !1430, file: !3, line: 157, column: 12)
!1430 = distinct !DILexicalBlock(scope: !1419, file: !3, line: 155, column: 7)
!1431 = !DILocalVariable(name: "b", scope: !1428, file: !3, line: 161, type: !51)
!1432 = !DILocalVariable(name: "p", scope: !1428, file: !3, line: 162, type: !56)
!1433 = distinct !DIAssignID()
!1434 = !DILocation(line: 0, scope: !1419)
!1435 = distinct !DIAssignID()
!1436 = distinct !DIAssignID()
!1437 = !DILocation(line: 0, scope: !1428)
!1438 = !DILocation(line: 151, column: 3, scope: !1419)
!1439 = !DILocation(line: 152, column: 19, scope: !1419)
!1440 = !DILocation(line: 153, column: 19, scope: !1419)
!1441 = !DILocation(line: 154, column: 21, scope: !1419)
!1442 = !DILocation(line: 155, column: 9, scope: !1430)
!1443 = !DILocation(line: 155, column: 7, scope: !1419)
!1444 = !DILocation(line: 156, column: 5, scope: !1430)
!1445 = !DILocation(line: 157, column: 12, scope: !1429)
!1446 = !DILocation(line: 157, column: 12, scope: !1430)
!1447 = !DILocation(line: 158, column: 12, scope: !1429)
!1448 = !DILocation(line: 158, column: 5, scope: !1429)
!1449 = !DILocation(line: 160, column: 33, scope: !1428)
!1450 = !DILocation(line: 160, column: 50, scope: !1428)
!1451 = !DILocation(line: 160, column: 55, scope: !1428)
!1452 = !DILocation(line: 160, column: 37, scope: !1428)
!1453 = !DILocation(line: 161, column: 5, scope: !1428)
!1454 = !DILocation(line: 162, column: 15, scope: !1428)
!1455 = !DILocation(line: 163, column: 16, scope: !1428)
!1456 = !DILocation(line: 163, column: 5, scope: !1428)
!1457 = !DILocation(line: 163, column: 13, scope: !1428)
!1458 = !DILocation(line: 164, column: 20, scope: !1459)
!1459 = distinct !DILexicalBlock(scope: !1428, file: !3, line: 163, column: 21)
!1460 = !DILocation(line: 164, column: 7, scope: !1459)
!1461 = !DILocation(line: 164, column: 44, scope: !1459)
!1462 = !DILocation(line: 164, column: 41, scope: !1459)
!1463 = !DILocation(line: 165, column: 11, scope: !1464)
!1464 = distinct !DILexicalBlock(scope: !1459, file: !3, line: 165, column: 11)
!1465 = !DILocation(line: 165, column: 16, scope: !1464)
!1466 = !DILocation(line: 165, column: 11, scope: !1459)
!1467 = !DILocation(line: 166, column: 9, scope: !1468)
!1468 = distinct !DILexicalBlock(scope: !1464, file: !3, line: 165, column: 21)
!1469 = !DILocation(line: 167, column: 14, scope: !1468)
!1470 = !DILocation(line: 167, column: 11, scope: !1468)
!1471 = !DILocation(line: 168, column: 7, scope: !1468)
!1472 = !DILocation(line: 0, scope: !1459)
!1473 = distinct !{!1473, !1456, !1474, !528}
!1474 = !DILocation(line: 169, column: 5, scope: !1428)
!1475 = !DILocation(line: 170, column: 18, scope: !1428)
!1476 = !DILocation(line: 170, column: 5, scope: !1428)
!1477 = !DILocation(line: 171, column: 5, scope: !1428)
!1478 = !DILocation(line: 172, column: 3, scope: !1429)
!1479 = !DILocation(line: 174, column: 1, scope: !1419)
!1480 = distinct !DISubprogram(name: "str_reverse", scope: !3, file: !3, line: 112, type: !394, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1481)
!1481 = !{!1482, !1483, !1484, !1485, !1486, !1487}
!1482 = !DILocalVariable(name: "L", arg: 1, scope: !1480, file: !3, line: 112, type: !61)
!1483 = !DILocalVariable(name: "l", scope: !1480, file: !3, line: 113, type: !36)
!1484 = !DILocalVariable(name: "i", scope: !1480, file: !3, line: 113, type: !36)
!1485 = !DILocalVariable(name: "b", scope: !1480, file: !3, line: 114, type: !51)
!1486 = !DILocalVariable(name: "s", scope: !1480, file: !3, line: 115, type: !79)
!1487 = !DILocalVariable(name: "p", scope: !1480, file: !3, line: 116, type: !56)
!1488 = distinct !DIAssignID()
!1489 = !DILocation(line: 0, scope: !1480)
!1490 = distinct !DIAssignID()
!1491 = !DILocation(line: 113, column: 3, scope: !1480)
!1492 = !DILocation(line: 114, column: 3, scope: !1480)
!1493 = !DILocation(line: 115, column: 19, scope: !1480)
!1494 = !DILocation(line: 116, column: 38, scope: !1480)
!1495 = !DILocation(line: 116, column: 13, scope: !1480)
!1496 = !DILocation(line: 117, column: 19, scope: !1497)
!1497 = distinct !DILexicalBlock(scope: !1498, file: !3, line: 117, column: 3)
!1498 = distinct !DILexicalBlock(scope: !1480, file: !3, line: 117, column: 3)
!1499 = !DILocation(line: 117, column: 17, scope: !1497)
!1500 = !DILocation(line: 117, column: 3, scope: !1498)
!1501 = !DILocation(line: 118, column: 20, scope: !1497)
!1502 = !DILocation(line: 118, column: 12, scope: !1497)
!1503 = !DILocation(line: 118, column: 5, scope: !1497)
!1504 = !DILocation(line: 118, column: 10, scope: !1497)
!1505 = !DILocation(line: 117, column: 23, scope: !1497)
!1506 = distinct !{!1506, !1500, !1507, !528}
!1507 = !DILocation(line: 118, column: 23, scope: !1498)
!1508 = !DILocation(line: 119, column: 3, scope: !1480)
!1509 = !DILocation(line: 121, column: 1, scope: !1480)
!1510 = !DILocation(line: 120, column: 3, scope: !1480)
!1511 = distinct !DISubprogram(name: "str_sub", scope: !3, file: !3, line: 100, type: !394, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1512)
!1512 = !{!1513, !1514, !1515, !1516, !1517}
!1513 = !DILocalVariable(name: "L", arg: 1, scope: !1511, file: !3, line: 100, type: !61)
!1514 = !DILocalVariable(name: "l", scope: !1511, file: !3, line: 101, type: !36)
!1515 = !DILocalVariable(name: "s", scope: !1511, file: !3, line: 102, type: !79)
!1516 = !DILocalVariable(name: "start", scope: !1511, file: !3, line: 103, type: !36)
!1517 = !DILocalVariable(name: "end", scope: !1511, file: !3, line: 104, type: !36)
!1518 = distinct !DIAssignID()
!1519 = !DILocation(line: 0, scope: !1511)
!1520 = !DILocation(line: 101, column: 3, scope: !1511)
!1521 = !DILocation(line: 102, column: 19, scope: !1511)
!1522 = !DILocation(line: 103, column: 28, scope: !1511)
!1523 = !DILocation(line: 103, column: 53, scope: !1511)
!1524 = !DILocation(line: 0, scope: !462, inlinedAt: !1525)
!1525 = distinct !DILocation(line: 103, column: 18, scope: !1511)
!1526 = !DILocation(line: 72, column: 11, scope: !470, inlinedAt: !1525)
!1527 = !DILocation(line: 72, column: 7, scope: !462, inlinedAt: !1525)
!1528 = !DILocation(line: 74, column: 16, scope: !473, inlinedAt: !1525)
!1529 = !DILocation(line: 74, column: 12, scope: !470, inlinedAt: !1525)
!1530 = !DILocation(line: 78, column: 19, scope: !476, inlinedAt: !1525)
!1531 = !DILocation(line: 78, column: 33, scope: !476, inlinedAt: !1525)
!1532 = !DILocation(line: 78, column: 8, scope: !476, inlinedAt: !1525)
!1533 = !DILocation(line: 0, scope: !470, inlinedAt: !1525)
!1534 = !DILocation(line: 0, scope: !481, inlinedAt: !1535)
!1535 = distinct !DILocation(line: 104, column: 16, scope: !1511)
!1536 = !DILocation(line: 89, column: 21, scope: !481, inlinedAt: !1535)
!1537 = !DILocation(line: 90, column: 11, scope: !493, inlinedAt: !1535)
!1538 = !DILocation(line: 90, column: 7, scope: !481, inlinedAt: !1535)
!1539 = !DILocation(line: 92, column: 16, scope: !496, inlinedAt: !1535)
!1540 = !DILocation(line: 92, column: 12, scope: !493, inlinedAt: !1535)
!1541 = !DILocation(line: 94, column: 18, scope: !499, inlinedAt: !1535)
!1542 = !DILocation(line: 94, column: 16, scope: !499, inlinedAt: !1535)
!1543 = !DILocation(line: 94, column: 12, scope: !496, inlinedAt: !1535)
!1544 = !DILocation(line: 96, column: 19, scope: !499, inlinedAt: !1535)
!1545 = !DILocation(line: 96, column: 33, scope: !499, inlinedAt: !1535)
!1546 = !DILocation(line: 96, column: 8, scope: !499, inlinedAt: !1535)
!1547 = !DILocation(line: 0, scope: !493, inlinedAt: !1535)
!1548 = !DILocation(line: 105, column: 13, scope: !1549)
!1549 = distinct !DILexicalBlock(scope: !1511, file: !3, line: 105, column: 7)
!1550 = !DILocation(line: 105, column: 7, scope: !1511)
!1551 = !DILocation(line: 106, column: 26, scope: !1549)
!1552 = !DILocation(line: 106, column: 34, scope: !1549)
!1553 = !DILocation(line: 106, column: 53, scope: !1549)
!1554 = !DILocation(line: 106, column: 5, scope: !1549)
!1555 = !DILocation(line: 107, column: 8, scope: !1549)
!1556 = !DILocation(line: 109, column: 1, scope: !1511)
!1557 = !DILocation(line: 108, column: 3, scope: !1511)
!1558 = distinct !DISubprogram(name: "str_upper", scope: !3, file: !3, line: 137, type: !394, scopeLine: 137, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1559)
!1559 = !{!1560, !1561, !1562, !1563, !1564, !1565, !1566}
!1560 = !DILocalVariable(name: "L", arg: 1, scope: !1558, file: !3, line: 137, type: !61)
!1561 = !DILocalVariable(name: "l", scope: !1558, file: !3, line: 138, type: !36)
!1562 = !DILocalVariable(name: "i", scope: !1558, file: !3, line: 139, type: !36)
!1563 = !DILocalVariable(name: "b", scope: !1558, file: !3, line: 140, type: !51)
!1564 = !DILocalVariable(name: "s", scope: !1558, file: !3, line: 141, type: !79)
!1565 = !DILocalVariable(name: "p", scope: !1558, file: !3, line: 142, type: !56)
!1566 = !DILocalVariable(name: "__res", scope: !1567, file: !3, line: 144, type: !39)
!1567 = distinct !DILexicalBlock(scope: !1568, file: !3, line: 144, column: 12)
!1568 = distinct !DILexicalBlock(scope: !1569, file: !3, line: 143, column: 3)
!1569 = distinct !DILexicalBlock(scope: !1558, file: !3, line: 143, column: 3)
!1570 = distinct !DIAssignID()
!1571 = !DILocation(line: 0, scope: !1558)
!1572 = distinct !DIAssignID()
!1573 = !DILocation(line: 138, column: 3, scope: !1558)
!1574 = !DILocation(line: 140, column: 3, scope: !1558)
!1575 = !DILocation(line: 141, column: 19, scope: !1558)
!1576 = !DILocation(line: 142, column: 38, scope: !1558)
!1577 = !DILocation(line: 142, column: 13, scope: !1558)
!1578 = !DILocation(line: 143, column: 15, scope: !1568)
!1579 = !DILocation(line: 143, column: 14, scope: !1568)
!1580 = !DILocation(line: 143, column: 3, scope: !1569)
!1581 = !DILocation(line: 144, column: 12, scope: !1582)
!1582 = distinct !DILexicalBlock(scope: !1567, file: !3, line: 144, column: 12)
!1583 = !DILocation(line: 0, scope: !1567)
!1584 = !DILocation(line: 144, column: 12, scope: !1568)
!1585 = !DILocation(line: 144, column: 5, scope: !1568)
!1586 = !DILocation(line: 144, column: 10, scope: !1568)
!1587 = !DILocation(line: 143, column: 19, scope: !1568)
!1588 = distinct !{!1588, !1580, !1589, !528}
!1589 = !DILocation(line: 144, column: 12, scope: !1569)
!1590 = !DILocation(line: 145, column: 3, scope: !1558)
!1591 = !DILocation(line: 147, column: 1, scope: !1558)
!1592 = !DILocation(line: 146, column: 3, scope: !1558)
!1593 = distinct !DISubprogram(name: "str_pack", scope: !3, file: !3, line: 1601, type: !394, scopeLine: 1601, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1594)
!1594 = !{!1595, !1596, !1597, !1604, !1605, !1606, !1607, !1609, !1610, !1612, !1615, !1618, !1620, !1622, !1623, !1625, !1626, !1628, !1629, !1631, !1632, !1634, !1635, !1637}
!1595 = !DILocalVariable(name: "L", arg: 1, scope: !1593, file: !3, line: 1601, type: !61)
!1596 = !DILocalVariable(name: "b", scope: !1593, file: !3, line: 1602, type: !51)
!1597 = !DILocalVariable(name: "h", scope: !1593, file: !3, line: 1603, type: !1598)
!1598 = !DIDerivedType(tag: DW_TAG_typedef, name: "Header", file: !3, line: 1422, baseType: !1599)
!1599 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Header", file: !3, line: 1418, size: 128, elements: !1600)
!1600 = !{!1601, !1602, !1603}
!1601 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !1599, file: !3, line: 1419, baseType: !61, size: 64)
!1602 = !DIDerivedType(tag: DW_TAG_member, name: "islittle", scope: !1599, file: !3, line: 1420, baseType: !39, size: 32, offset: 64)
!1603 = !DIDerivedType(tag: DW_TAG_member, name: "maxalign", scope: !1599, file: !3, line: 1421, baseType: !39, size: 32, offset: 96)
!1604 = !DILocalVariable(name: "fmt", scope: !1593, file: !3, line: 1604, type: !79)
!1605 = !DILocalVariable(name: "arg", scope: !1593, file: !3, line: 1605, type: !39)
!1606 = !DILocalVariable(name: "totalsize", scope: !1593, file: !3, line: 1606, type: !36)
!1607 = !DILocalVariable(name: "size", scope: !1608, file: !3, line: 1611, type: !39)
!1608 = distinct !DILexicalBlock(scope: !1593, file: !3, line: 1610, column: 24)
!1609 = !DILocalVariable(name: "ntoalign", scope: !1608, file: !3, line: 1611, type: !39)
!1610 = !DILocalVariable(name: "opt", scope: !1608, file: !3, line: 1612, type: !1611)
!1611 = !DIDerivedType(tag: DW_TAG_typedef, name: "KOption", file: !3, line: 1440, baseType: !21)
!1612 = !DILocalVariable(name: "n", scope: !1613, file: !3, line: 1619, type: !41)
!1613 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 1618, column: 18)
!1614 = distinct !DILexicalBlock(scope: !1608, file: !3, line: 1617, column: 18)
!1615 = !DILocalVariable(name: "lim", scope: !1616, file: !3, line: 1621, type: !41)
!1616 = distinct !DILexicalBlock(scope: !1617, file: !3, line: 1620, column: 27)
!1617 = distinct !DILexicalBlock(scope: !1613, file: !3, line: 1620, column: 13)
!1618 = !DILocalVariable(name: "n", scope: !1619, file: !3, line: 1628, type: !41)
!1619 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 1627, column: 19)
!1620 = !DILocalVariable(name: "f", scope: !1621, file: !3, line: 1636, type: !109)
!1621 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 1635, column: 20)
!1622 = !DILocalVariable(name: "buff", scope: !1621, file: !3, line: 1637, type: !56)
!1623 = !DILocalVariable(name: "f", scope: !1624, file: !3, line: 1644, type: !68)
!1624 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 1643, column: 21)
!1625 = !DILocalVariable(name: "buff", scope: !1624, file: !3, line: 1645, type: !56)
!1626 = !DILocalVariable(name: "f", scope: !1627, file: !3, line: 1652, type: !69)
!1627 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 1651, column: 21)
!1628 = !DILocalVariable(name: "buff", scope: !1627, file: !3, line: 1653, type: !56)
!1629 = !DILocalVariable(name: "len", scope: !1630, file: !3, line: 1660, type: !36)
!1630 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 1659, column: 19)
!1631 = !DILocalVariable(name: "s", scope: !1630, file: !3, line: 1661, type: !79)
!1632 = !DILocalVariable(name: "len", scope: !1633, file: !3, line: 1670, type: !36)
!1633 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 1669, column: 21)
!1634 = !DILocalVariable(name: "s", scope: !1633, file: !3, line: 1671, type: !79)
!1635 = !DILocalVariable(name: "len", scope: !1636, file: !3, line: 1681, type: !36)
!1636 = distinct !DILexicalBlock(scope: !1614, file: !3, line: 1680, column: 19)
!1637 = !DILocalVariable(name: "s", scope: !1636, file: !3, line: 1682, type: !79)
!1638 = distinct !DIAssignID()
!1639 = !DILocation(line: 0, scope: !1593)
!1640 = distinct !DIAssignID()
!1641 = distinct !DIAssignID()
!1642 = distinct !DIAssignID()
!1643 = !DILocation(line: 0, scope: !1608)
!1644 = distinct !DIAssignID()
!1645 = distinct !DIAssignID()
!1646 = !DILocation(line: 0, scope: !1630)
!1647 = distinct !DIAssignID()
!1648 = !DILocation(line: 0, scope: !1633)
!1649 = distinct !DIAssignID()
!1650 = !DILocation(line: 0, scope: !1636)
!1651 = !DILocation(line: 1602, column: 3, scope: !1593)
!1652 = !DILocation(line: 1603, column: 3, scope: !1593)
!1653 = !DILocation(line: 1604, column: 3, scope: !1593)
!1654 = !DILocation(line: 1604, column: 21, scope: !1593)
!1655 = !DILocation(line: 1604, column: 15, scope: !1593)
!1656 = distinct !DIAssignID()
!1657 = !DILocalVariable(name: "L", arg: 1, scope: !1658, file: !3, line: 1478, type: !61)
!1658 = distinct !DISubprogram(name: "initheader", scope: !3, file: !3, line: 1478, type: !1659, scopeLine: 1478, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1662)
!1659 = !DISubroutineType(types: !1660)
!1660 = !{null, !61, !1661}
!1661 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1598, size: 64)
!1662 = !{!1657, !1663}
!1663 = !DILocalVariable(name: "h", arg: 2, scope: !1658, file: !3, line: 1478, type: !1661)
!1664 = !DILocation(line: 0, scope: !1658, inlinedAt: !1665)
!1665 = distinct !DILocation(line: 1607, column: 3, scope: !1593)
!1666 = !DILocation(line: 1479, column: 8, scope: !1658, inlinedAt: !1665)
!1667 = !{!1668, !579, i64 0}
!1668 = !{!"Header", !579, i64 0, !577, i64 8, !577, i64 12}
!1669 = distinct !DIAssignID()
!1670 = !DILocation(line: 1480, column: 6, scope: !1658, inlinedAt: !1665)
!1671 = !DILocation(line: 1480, column: 15, scope: !1658, inlinedAt: !1665)
!1672 = !{!1668, !577, i64 8}
!1673 = distinct !DIAssignID()
!1674 = !DILocation(line: 1481, column: 6, scope: !1658, inlinedAt: !1665)
!1675 = !DILocation(line: 1481, column: 15, scope: !1658, inlinedAt: !1665)
!1676 = !{!1668, !577, i64 12}
!1677 = distinct !DIAssignID()
!1678 = !DILocation(line: 1608, column: 3, scope: !1593)
!1679 = !DILocation(line: 1609, column: 3, scope: !1593)
!1680 = !DILocation(line: 1610, column: 10, scope: !1593)
!1681 = !DILocation(line: 1610, column: 15, scope: !1593)
!1682 = !DILocation(line: 1610, column: 3, scope: !1593)
!1683 = !DILocation(line: 1611, column: 5, scope: !1608)
!1684 = !DILocation(line: 1612, column: 19, scope: !1608)
!1685 = !DILocation(line: 1613, column: 18, scope: !1608)
!1686 = !DILocation(line: 1613, column: 29, scope: !1608)
!1687 = !DILocation(line: 1613, column: 27, scope: !1608)
!1688 = !DILocation(line: 1613, column: 15, scope: !1608)
!1689 = !DILocation(line: 1614, column: 23, scope: !1608)
!1690 = !DILocation(line: 1614, column: 5, scope: !1608)
!1691 = !DILocation(line: 1614, column: 20, scope: !1608)
!1692 = !DILocation(line: 1615, column: 6, scope: !1608)
!1693 = distinct !DIAssignID()
!1694 = distinct !DIAssignID()
!1695 = distinct !{!1695, !1690, !1692, !528}
!1696 = !DILocation(line: 1616, column: 8, scope: !1608)
!1697 = !DILocation(line: 1617, column: 5, scope: !1608)
!1698 = !DILocation(line: 1619, column: 25, scope: !1613)
!1699 = !DILocation(line: 0, scope: !1613)
!1700 = !DILocation(line: 1620, column: 18, scope: !1617)
!1701 = !DILocation(line: 1620, column: 13, scope: !1613)
!1702 = !DILocation(line: 1621, column: 54, scope: !1616)
!1703 = !DILocation(line: 1621, column: 60, scope: !1616)
!1704 = !DILocation(line: 1621, column: 44, scope: !1616)
!1705 = !DILocation(line: 0, scope: !1616)
!1706 = !DILocation(line: 1622, column: 11, scope: !1616)
!1707 = !DILocation(line: 1624, column: 40, scope: !1613)
!1708 = !DILocalVariable(name: "b", arg: 1, scope: !1709, file: !3, line: 1568, type: !824)
!1709 = distinct !DISubprogram(name: "packint", scope: !3, file: !3, line: 1568, type: !1710, scopeLine: 1569, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1712)
!1710 = !DISubroutineType(types: !1711)
!1711 = !{null, !824, !44, !39, !39, !39}
!1712 = !{!1708, !1713, !1714, !1715, !1716, !1717, !1718}
!1713 = !DILocalVariable(name: "n", arg: 2, scope: !1709, file: !3, line: 1568, type: !44)
!1714 = !DILocalVariable(name: "islittle", arg: 3, scope: !1709, file: !3, line: 1569, type: !39)
!1715 = !DILocalVariable(name: "size", arg: 4, scope: !1709, file: !3, line: 1569, type: !39)
!1716 = !DILocalVariable(name: "neg", arg: 5, scope: !1709, file: !3, line: 1569, type: !39)
!1717 = !DILocalVariable(name: "buff", scope: !1709, file: !3, line: 1570, type: !56)
!1718 = !DILocalVariable(name: "i", scope: !1709, file: !3, line: 1571, type: !39)
!1719 = !DILocation(line: 0, scope: !1709, inlinedAt: !1720)
!1720 = distinct !DILocation(line: 1624, column: 9, scope: !1613)
!1721 = !DILocation(line: 1570, column: 37, scope: !1709, inlinedAt: !1720)
!1722 = !DILocation(line: 1570, column: 16, scope: !1709, inlinedAt: !1720)
!1723 = !DILocation(line: 1572, column: 35, scope: !1709, inlinedAt: !1720)
!1724 = !DILocation(line: 1572, column: 8, scope: !1709, inlinedAt: !1720)
!1725 = !DILocation(line: 1572, column: 3, scope: !1709, inlinedAt: !1720)
!1726 = !DILocation(line: 1572, column: 33, scope: !1709, inlinedAt: !1720)
!1727 = !DILocation(line: 1573, column: 17, scope: !1728, inlinedAt: !1720)
!1728 = distinct !DILexicalBlock(scope: !1729, file: !3, line: 1573, column: 3)
!1729 = distinct !DILexicalBlock(scope: !1709, file: !3, line: 1573, column: 3)
!1730 = !DILocation(line: 1573, column: 3, scope: !1729, inlinedAt: !1720)
!1731 = !DILocation(line: 1574, column: 7, scope: !1732, inlinedAt: !1720)
!1732 = distinct !DILexicalBlock(scope: !1728, file: !3, line: 1573, column: 30)
!1733 = !DILocation(line: 1575, column: 41, scope: !1732, inlinedAt: !1720)
!1734 = !DILocation(line: 1575, column: 10, scope: !1732, inlinedAt: !1720)
!1735 = !DILocation(line: 1575, column: 5, scope: !1732, inlinedAt: !1720)
!1736 = !DILocation(line: 1575, column: 39, scope: !1732, inlinedAt: !1720)
!1737 = !DILocation(line: 1573, column: 26, scope: !1728, inlinedAt: !1720)
!1738 = distinct !{!1738, !1730, !1739, !528}
!1739 = !DILocation(line: 1576, column: 3, scope: !1729, inlinedAt: !1720)
!1740 = !DILocation(line: 1577, column: 7, scope: !1741, inlinedAt: !1720)
!1741 = distinct !DILexicalBlock(scope: !1709, file: !3, line: 1577, column: 7)
!1742 = !DILocation(line: 1577, column: 11, scope: !1741, inlinedAt: !1720)
!1743 = !DILocation(line: 1578, column: 5, scope: !1744, inlinedAt: !1720)
!1744 = distinct !DILexicalBlock(scope: !1745, file: !3, line: 1578, column: 5)
!1745 = distinct !DILexicalBlock(scope: !1741, file: !3, line: 1577, column: 28)
!1746 = !DILocation(line: 1579, column: 12, scope: !1747, inlinedAt: !1720)
!1747 = distinct !DILexicalBlock(scope: !1744, file: !3, line: 1578, column: 5)
!1748 = !DILocation(line: 1579, column: 7, scope: !1747, inlinedAt: !1720)
!1749 = !DILocation(line: 1579, column: 41, scope: !1747, inlinedAt: !1720)
!1750 = !DILocation(line: 1578, column: 32, scope: !1747, inlinedAt: !1720)
!1751 = distinct !{!1751, !1743, !1752, !528}
!1752 = !DILocation(line: 1579, column: 49, scope: !1744, inlinedAt: !1720)
!1753 = distinct !{!1753, !1754}
!1754 = !{!"llvm.loop.unroll.disable"}
!1755 = !DILocation(line: 1581, column: 3, scope: !1709, inlinedAt: !1720)
!1756 = distinct !DIAssignID()
!1757 = !DILocation(line: 1628, column: 25, scope: !1619)
!1758 = !DILocation(line: 0, scope: !1619)
!1759 = !DILocation(line: 1629, column: 18, scope: !1760)
!1760 = distinct !DILexicalBlock(scope: !1619, file: !3, line: 1629, column: 13)
!1761 = !DILocation(line: 1629, column: 13, scope: !1619)
!1762 = !DILocation(line: 1630, column: 11, scope: !1760)
!1763 = !DILocation(line: 1632, column: 40, scope: !1619)
!1764 = !DILocation(line: 0, scope: !1709, inlinedAt: !1765)
!1765 = distinct !DILocation(line: 1632, column: 9, scope: !1619)
!1766 = !DILocation(line: 1570, column: 37, scope: !1709, inlinedAt: !1765)
!1767 = !DILocation(line: 1570, column: 16, scope: !1709, inlinedAt: !1765)
!1768 = !DILocation(line: 1572, column: 35, scope: !1709, inlinedAt: !1765)
!1769 = !DILocation(line: 1572, column: 8, scope: !1709, inlinedAt: !1765)
!1770 = !DILocation(line: 1572, column: 3, scope: !1709, inlinedAt: !1765)
!1771 = !DILocation(line: 1572, column: 33, scope: !1709, inlinedAt: !1765)
!1772 = !DILocation(line: 1573, column: 17, scope: !1728, inlinedAt: !1765)
!1773 = !DILocation(line: 1573, column: 3, scope: !1729, inlinedAt: !1765)
!1774 = !DILocation(line: 1574, column: 7, scope: !1732, inlinedAt: !1765)
!1775 = !DILocation(line: 1575, column: 41, scope: !1732, inlinedAt: !1765)
!1776 = !DILocation(line: 1575, column: 10, scope: !1732, inlinedAt: !1765)
!1777 = !DILocation(line: 1575, column: 5, scope: !1732, inlinedAt: !1765)
!1778 = !DILocation(line: 1575, column: 39, scope: !1732, inlinedAt: !1765)
!1779 = !DILocation(line: 1573, column: 26, scope: !1728, inlinedAt: !1765)
!1780 = distinct !{!1780, !1773, !1781, !528}
!1781 = !DILocation(line: 1576, column: 3, scope: !1729, inlinedAt: !1765)
!1782 = !DILocation(line: 1581, column: 3, scope: !1709, inlinedAt: !1765)
!1783 = distinct !DIAssignID()
!1784 = !DILocation(line: 1636, column: 26, scope: !1621)
!1785 = !DILocation(line: 1636, column: 19, scope: !1621)
!1786 = !DILocation(line: 0, scope: !1621)
!1787 = !DILocation(line: 1637, column: 22, scope: !1621)
!1788 = !DILocation(line: 1639, column: 55, scope: !1621)
!1789 = !DILocalVariable(name: "dest", arg: 1, scope: !1790, file: !3, line: 1589, type: !56)
!1790 = distinct !DISubprogram(name: "copywithendian", scope: !3, file: !3, line: 1589, type: !1791, scopeLine: 1590, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1793)
!1791 = !DISubroutineType(types: !1792)
!1792 = !{null, !56, !79, !39, !39}
!1793 = !{!1789, !1794, !1795, !1796}
!1794 = !DILocalVariable(name: "src", arg: 2, scope: !1790, file: !3, line: 1589, type: !79)
!1795 = !DILocalVariable(name: "size", arg: 3, scope: !1790, file: !3, line: 1590, type: !39)
!1796 = !DILocalVariable(name: "islittle", arg: 4, scope: !1790, file: !3, line: 1590, type: !39)
!1797 = !DILocation(line: 0, scope: !1790, inlinedAt: !1798)
!1798 = distinct !DILocation(line: 1639, column: 9, scope: !1621)
!1799 = !DILocation(line: 1591, column: 16, scope: !1800, inlinedAt: !1798)
!1800 = distinct !DILexicalBlock(scope: !1790, file: !3, line: 1591, column: 7)
!1801 = !DILocation(line: 1591, column: 7, scope: !1790, inlinedAt: !1798)
!1802 = !DILocation(line: 1592, column: 5, scope: !1800, inlinedAt: !1798)
!1803 = !DILocation(line: 0, scope: !1804, inlinedAt: !1798)
!1804 = distinct !DILexicalBlock(scope: !1800, file: !3, line: 1593, column: 8)
!1805 = !DILocation(line: 1596, column: 19, scope: !1804, inlinedAt: !1798)
!1806 = !DILocation(line: 1596, column: 17, scope: !1804, inlinedAt: !1798)
!1807 = !DILocation(line: 1640, column: 9, scope: !1621)
!1808 = distinct !DIAssignID()
!1809 = !DILocation(line: 1644, column: 24, scope: !1624)
!1810 = !DILocation(line: 0, scope: !1624)
!1811 = !DILocation(line: 1645, column: 22, scope: !1624)
!1812 = !DILocation(line: 1647, column: 55, scope: !1624)
!1813 = !DILocation(line: 0, scope: !1790, inlinedAt: !1814)
!1814 = distinct !DILocation(line: 1647, column: 9, scope: !1624)
!1815 = !DILocation(line: 1591, column: 16, scope: !1800, inlinedAt: !1814)
!1816 = !DILocation(line: 1591, column: 7, scope: !1790, inlinedAt: !1814)
!1817 = !DILocation(line: 1592, column: 5, scope: !1800, inlinedAt: !1814)
!1818 = !DILocation(line: 0, scope: !1804, inlinedAt: !1814)
!1819 = !DILocation(line: 1596, column: 19, scope: !1804, inlinedAt: !1814)
!1820 = !DILocation(line: 1596, column: 17, scope: !1804, inlinedAt: !1814)
!1821 = !DILocation(line: 1648, column: 9, scope: !1624)
!1822 = distinct !DIAssignID()
!1823 = !DILocation(line: 1652, column: 28, scope: !1627)
!1824 = !DILocation(line: 0, scope: !1627)
!1825 = !DILocation(line: 1653, column: 22, scope: !1627)
!1826 = !DILocation(line: 1655, column: 55, scope: !1627)
!1827 = !DILocation(line: 0, scope: !1790, inlinedAt: !1828)
!1828 = distinct !DILocation(line: 1655, column: 9, scope: !1627)
!1829 = !DILocation(line: 1591, column: 16, scope: !1800, inlinedAt: !1828)
!1830 = !DILocation(line: 1591, column: 7, scope: !1790, inlinedAt: !1828)
!1831 = !DILocation(line: 1592, column: 5, scope: !1800, inlinedAt: !1828)
!1832 = !DILocation(line: 0, scope: !1804, inlinedAt: !1828)
!1833 = !DILocation(line: 1596, column: 19, scope: !1804, inlinedAt: !1828)
!1834 = !DILocation(line: 1596, column: 17, scope: !1804, inlinedAt: !1828)
!1835 = !DILocation(line: 1656, column: 9, scope: !1627)
!1836 = distinct !DIAssignID()
!1837 = !DILocation(line: 1660, column: 9, scope: !1630)
!1838 = !DILocation(line: 1661, column: 25, scope: !1630)
!1839 = !DILocation(line: 1662, column: 9, scope: !1630)
!1840 = !DILocation(line: 1664, column: 32, scope: !1630)
!1841 = !DILocation(line: 1664, column: 9, scope: !1630)
!1842 = !DILocation(line: 1665, column: 19, scope: !1630)
!1843 = distinct !DIAssignID()
!1844 = !DILocation(line: 1665, column: 22, scope: !1630)
!1845 = !DILocation(line: 1665, column: 9, scope: !1630)
!1846 = !DILocation(line: 1666, column: 11, scope: !1630)
!1847 = distinct !DIAssignID()
!1848 = distinct !{!1848, !1845, !1846, !528}
!1849 = !DILocation(line: 1668, column: 7, scope: !1614)
!1850 = !DILocation(line: 1670, column: 9, scope: !1633)
!1851 = !DILocation(line: 1671, column: 25, scope: !1633)
!1852 = !DILocation(line: 1672, column: 9, scope: !1633)
!1853 = !DILocation(line: 1675, column: 35, scope: !1633)
!1854 = !DILocation(line: 1675, column: 42, scope: !1633)
!1855 = !DILocation(line: 0, scope: !1709, inlinedAt: !1856)
!1856 = distinct !DILocation(line: 1675, column: 9, scope: !1633)
!1857 = !DILocation(line: 1570, column: 37, scope: !1709, inlinedAt: !1856)
!1858 = !DILocation(line: 1570, column: 16, scope: !1709, inlinedAt: !1856)
!1859 = !DILocation(line: 1572, column: 35, scope: !1709, inlinedAt: !1856)
!1860 = !DILocation(line: 1572, column: 8, scope: !1709, inlinedAt: !1856)
!1861 = !DILocation(line: 1572, column: 3, scope: !1709, inlinedAt: !1856)
!1862 = !DILocation(line: 1572, column: 33, scope: !1709, inlinedAt: !1856)
!1863 = !DILocation(line: 1573, column: 17, scope: !1728, inlinedAt: !1856)
!1864 = !DILocation(line: 1573, column: 3, scope: !1729, inlinedAt: !1856)
!1865 = !DILocation(line: 1574, column: 7, scope: !1732, inlinedAt: !1856)
!1866 = !DILocation(line: 1575, column: 41, scope: !1732, inlinedAt: !1856)
!1867 = !DILocation(line: 1575, column: 10, scope: !1732, inlinedAt: !1856)
!1868 = !DILocation(line: 1575, column: 5, scope: !1732, inlinedAt: !1856)
!1869 = !DILocation(line: 1575, column: 39, scope: !1732, inlinedAt: !1856)
!1870 = !DILocation(line: 1573, column: 26, scope: !1728, inlinedAt: !1856)
!1871 = distinct !{!1871, !1864, !1872, !528}
!1872 = !DILocation(line: 1576, column: 3, scope: !1729, inlinedAt: !1856)
!1873 = !DILocation(line: 1581, column: 3, scope: !1709, inlinedAt: !1856)
!1874 = distinct !DIAssignID()
!1875 = !DILocation(line: 1676, column: 32, scope: !1633)
!1876 = !DILocation(line: 1676, column: 9, scope: !1633)
!1877 = !DILocation(line: 1677, column: 22, scope: !1633)
!1878 = !DILocation(line: 1677, column: 19, scope: !1633)
!1879 = !DILocation(line: 1679, column: 7, scope: !1614)
!1880 = !DILocation(line: 1681, column: 9, scope: !1636)
!1881 = !DILocation(line: 1682, column: 25, scope: !1636)
!1882 = !DILocation(line: 1683, column: 9, scope: !1636)
!1883 = !DILocation(line: 1684, column: 32, scope: !1636)
!1884 = !DILocation(line: 1684, column: 9, scope: !1636)
!1885 = !DILocation(line: 1685, column: 9, scope: !1636)
!1886 = distinct !DIAssignID()
!1887 = !DILocation(line: 1686, column: 22, scope: !1636)
!1888 = !DILocation(line: 1686, column: 26, scope: !1636)
!1889 = !DILocation(line: 1686, column: 19, scope: !1636)
!1890 = !DILocation(line: 1688, column: 7, scope: !1614)
!1891 = !DILocation(line: 1689, column: 22, scope: !1614)
!1892 = distinct !DIAssignID()
!1893 = !DILocation(line: 1694, column: 3, scope: !1593)
!1894 = !DILocation(line: 1610, column: 11, scope: !1593)
!1895 = distinct !{!1895, !1682, !1893, !528}
!1896 = !DILocation(line: 1695, column: 3, scope: !1593)
!1897 = !DILocation(line: 1697, column: 1, scope: !1593)
!1898 = !DILocation(line: 1696, column: 3, scope: !1593)
!1899 = distinct !DISubprogram(name: "str_packsize", scope: !3, file: !3, line: 1700, type: !394, scopeLine: 1700, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1900)
!1900 = !{!1901, !1902, !1903, !1904, !1905, !1907, !1908}
!1901 = !DILocalVariable(name: "L", arg: 1, scope: !1899, file: !3, line: 1700, type: !61)
!1902 = !DILocalVariable(name: "h", scope: !1899, file: !3, line: 1701, type: !1598)
!1903 = !DILocalVariable(name: "fmt", scope: !1899, file: !3, line: 1702, type: !79)
!1904 = !DILocalVariable(name: "totalsize", scope: !1899, file: !3, line: 1703, type: !36)
!1905 = !DILocalVariable(name: "size", scope: !1906, file: !3, line: 1706, type: !39)
!1906 = distinct !DILexicalBlock(scope: !1899, file: !3, line: 1705, column: 24)
!1907 = !DILocalVariable(name: "ntoalign", scope: !1906, file: !3, line: 1706, type: !39)
!1908 = !DILocalVariable(name: "opt", scope: !1906, file: !3, line: 1707, type: !1611)
!1909 = distinct !DIAssignID()
!1910 = !DILocation(line: 0, scope: !1899)
!1911 = distinct !DIAssignID()
!1912 = distinct !DIAssignID()
!1913 = !DILocation(line: 0, scope: !1906)
!1914 = distinct !DIAssignID()
!1915 = !DILocation(line: 1701, column: 3, scope: !1899)
!1916 = !DILocation(line: 1702, column: 3, scope: !1899)
!1917 = !DILocation(line: 1702, column: 21, scope: !1899)
!1918 = !DILocation(line: 1702, column: 15, scope: !1899)
!1919 = distinct !DIAssignID()
!1920 = !DILocation(line: 0, scope: !1658, inlinedAt: !1921)
!1921 = distinct !DILocation(line: 1704, column: 3, scope: !1899)
!1922 = !DILocation(line: 1479, column: 8, scope: !1658, inlinedAt: !1921)
!1923 = distinct !DIAssignID()
!1924 = !DILocation(line: 1480, column: 6, scope: !1658, inlinedAt: !1921)
!1925 = !DILocation(line: 1480, column: 15, scope: !1658, inlinedAt: !1921)
!1926 = distinct !DIAssignID()
!1927 = !DILocation(line: 1481, column: 6, scope: !1658, inlinedAt: !1921)
!1928 = !DILocation(line: 1481, column: 15, scope: !1658, inlinedAt: !1921)
!1929 = distinct !DIAssignID()
!1930 = !DILocation(line: 1705, column: 10, scope: !1899)
!1931 = !DILocation(line: 1705, column: 15, scope: !1899)
!1932 = !DILocation(line: 1705, column: 3, scope: !1899)
!1933 = !DILocation(line: 1706, column: 5, scope: !1906)
!1934 = !DILocation(line: 1707, column: 19, scope: !1906)
!1935 = !DILocation(line: 1708, column: 5, scope: !1906)
!1936 = !DILocation(line: 1710, column: 13, scope: !1906)
!1937 = !DILocation(line: 1710, column: 10, scope: !1906)
!1938 = distinct !DIAssignID()
!1939 = !DILocation(line: 1711, column: 5, scope: !1906)
!1940 = !DILocation(line: 1713, column: 15, scope: !1906)
!1941 = !DILocation(line: 1714, column: 3, scope: !1899)
!1942 = !DILocation(line: 1705, column: 11, scope: !1899)
!1943 = distinct !{!1943, !1932, !1941, !528}
!1944 = !DILocation(line: 1715, column: 3, scope: !1899)
!1945 = !DILocation(line: 1717, column: 1, scope: !1899)
!1946 = !DILocation(line: 1716, column: 3, scope: !1899)
!1947 = distinct !DISubprogram(name: "str_unpack", scope: !3, file: !3, line: 1754, type: !394, scopeLine: 1754, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1948)
!1948 = !{!1949, !1950, !1951, !1952, !1953, !1954, !1955, !1956, !1958, !1959, !1960, !1963, !1965, !1967, !1969, !1971}
!1949 = !DILocalVariable(name: "L", arg: 1, scope: !1947, file: !3, line: 1754, type: !61)
!1950 = !DILocalVariable(name: "h", scope: !1947, file: !3, line: 1755, type: !1598)
!1951 = !DILocalVariable(name: "fmt", scope: !1947, file: !3, line: 1756, type: !79)
!1952 = !DILocalVariable(name: "ld", scope: !1947, file: !3, line: 1757, type: !36)
!1953 = !DILocalVariable(name: "data", scope: !1947, file: !3, line: 1758, type: !79)
!1954 = !DILocalVariable(name: "pos", scope: !1947, file: !3, line: 1759, type: !36)
!1955 = !DILocalVariable(name: "n", scope: !1947, file: !3, line: 1760, type: !39)
!1956 = !DILocalVariable(name: "size", scope: !1957, file: !3, line: 1764, type: !39)
!1957 = distinct !DILexicalBlock(scope: !1947, file: !3, line: 1763, column: 24)
!1958 = !DILocalVariable(name: "ntoalign", scope: !1957, file: !3, line: 1764, type: !39)
!1959 = !DILocalVariable(name: "opt", scope: !1957, file: !3, line: 1765, type: !1611)
!1960 = !DILocalVariable(name: "res", scope: !1961, file: !3, line: 1775, type: !41)
!1961 = distinct !DILexicalBlock(scope: !1962, file: !3, line: 1774, column: 19)
!1962 = distinct !DILexicalBlock(scope: !1957, file: !3, line: 1772, column: 18)
!1963 = !DILocalVariable(name: "f", scope: !1964, file: !3, line: 1781, type: !109)
!1964 = distinct !DILexicalBlock(scope: !1962, file: !3, line: 1780, column: 20)
!1965 = !DILocalVariable(name: "f", scope: !1966, file: !3, line: 1787, type: !68)
!1966 = distinct !DILexicalBlock(scope: !1962, file: !3, line: 1786, column: 21)
!1967 = !DILocalVariable(name: "f", scope: !1968, file: !3, line: 1793, type: !69)
!1968 = distinct !DILexicalBlock(scope: !1962, file: !3, line: 1792, column: 21)
!1969 = !DILocalVariable(name: "len", scope: !1970, file: !3, line: 1803, type: !36)
!1970 = distinct !DILexicalBlock(scope: !1962, file: !3, line: 1802, column: 21)
!1971 = !DILocalVariable(name: "len", scope: !1972, file: !3, line: 1810, type: !36)
!1972 = distinct !DILexicalBlock(scope: !1962, file: !3, line: 1809, column: 19)
!1973 = distinct !DIAssignID()
!1974 = !DILocation(line: 0, scope: !1947)
!1975 = distinct !DIAssignID()
!1976 = distinct !DIAssignID()
!1977 = distinct !DIAssignID()
!1978 = !DILocation(line: 0, scope: !1957)
!1979 = distinct !DIAssignID()
!1980 = !DILocation(line: 1755, column: 3, scope: !1947)
!1981 = !DILocation(line: 1756, column: 3, scope: !1947)
!1982 = !DILocation(line: 1756, column: 21, scope: !1947)
!1983 = !DILocation(line: 1756, column: 15, scope: !1947)
!1984 = distinct !DIAssignID()
!1985 = !DILocation(line: 1757, column: 3, scope: !1947)
!1986 = !DILocation(line: 1758, column: 22, scope: !1947)
!1987 = !DILocation(line: 1759, column: 26, scope: !1947)
!1988 = !DILocation(line: 1759, column: 52, scope: !1947)
!1989 = !DILocation(line: 0, scope: !462, inlinedAt: !1990)
!1990 = distinct !DILocation(line: 1759, column: 16, scope: !1947)
!1991 = !DILocation(line: 72, column: 11, scope: !470, inlinedAt: !1990)
!1992 = !DILocation(line: 72, column: 7, scope: !462, inlinedAt: !1990)
!1993 = !DILocation(line: 74, column: 16, scope: !473, inlinedAt: !1990)
!1994 = !DILocation(line: 74, column: 12, scope: !470, inlinedAt: !1990)
!1995 = !DILocation(line: 78, column: 19, scope: !476, inlinedAt: !1990)
!1996 = !DILocation(line: 78, column: 33, scope: !476, inlinedAt: !1990)
!1997 = !DILocation(line: 78, column: 8, scope: !476, inlinedAt: !1990)
!1998 = !DILocation(line: 0, scope: !470, inlinedAt: !1990)
!1999 = !DILocation(line: 1759, column: 56, scope: !1947)
!2000 = !DILocation(line: 1761, column: 3, scope: !1947)
!2001 = !DILocation(line: 0, scope: !1658, inlinedAt: !2002)
!2002 = distinct !DILocation(line: 1762, column: 3, scope: !1947)
!2003 = !DILocation(line: 1479, column: 8, scope: !1658, inlinedAt: !2002)
!2004 = distinct !DIAssignID()
!2005 = !DILocation(line: 1480, column: 6, scope: !1658, inlinedAt: !2002)
!2006 = !DILocation(line: 1480, column: 15, scope: !1658, inlinedAt: !2002)
!2007 = distinct !DIAssignID()
!2008 = !DILocation(line: 1481, column: 6, scope: !1658, inlinedAt: !2002)
!2009 = !DILocation(line: 1481, column: 15, scope: !1658, inlinedAt: !2002)
!2010 = distinct !DIAssignID()
!2011 = !DILocation(line: 1763, column: 10, scope: !1947)
!2012 = !DILocation(line: 1763, column: 15, scope: !1947)
!2013 = !DILocation(line: 1763, column: 3, scope: !1947)
!2014 = !DILocation(line: 0, scope: !1968)
!2015 = !DILocation(line: 0, scope: !1966)
!2016 = !DILocation(line: 0, scope: !1964)
!2017 = !DILocation(line: 1764, column: 5, scope: !1957)
!2018 = !DILocation(line: 1765, column: 19, scope: !1957)
!2019 = !DILocation(line: 1766, column: 5, scope: !1957)
!2020 = !DILocation(line: 1768, column: 9, scope: !1957)
!2021 = !DILocation(line: 1770, column: 5, scope: !1957)
!2022 = !DILocation(line: 1771, column: 6, scope: !1957)
!2023 = !DILocation(line: 1772, column: 5, scope: !1957)
!2024 = !DILocation(line: 1775, column: 45, scope: !1961)
!2025 = !DILocation(line: 1776, column: 45, scope: !1961)
!2026 = !DILocalVariable(name: "L", arg: 1, scope: !2027, file: !3, line: 1728, type: !61)
!2027 = distinct !DISubprogram(name: "unpackint", scope: !3, file: !3, line: 1728, type: !2028, scopeLine: 1729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2030)
!2028 = !DISubroutineType(types: !2029)
!2029 = !{!41, !61, !79, !39, !39, !39}
!2030 = !{!2026, !2031, !2032, !2033, !2034, !2035, !2036, !2037, !2038, !2043}
!2031 = !DILocalVariable(name: "str", arg: 2, scope: !2027, file: !3, line: 1728, type: !79)
!2032 = !DILocalVariable(name: "islittle", arg: 3, scope: !2027, file: !3, line: 1729, type: !39)
!2033 = !DILocalVariable(name: "size", arg: 4, scope: !2027, file: !3, line: 1729, type: !39)
!2034 = !DILocalVariable(name: "issigned", arg: 5, scope: !2027, file: !3, line: 1729, type: !39)
!2035 = !DILocalVariable(name: "res", scope: !2027, file: !3, line: 1730, type: !44)
!2036 = !DILocalVariable(name: "i", scope: !2027, file: !3, line: 1731, type: !39)
!2037 = !DILocalVariable(name: "limit", scope: !2027, file: !3, line: 1732, type: !39)
!2038 = !DILocalVariable(name: "mask", scope: !2039, file: !3, line: 1739, type: !44)
!2039 = distinct !DILexicalBlock(scope: !2040, file: !3, line: 1738, column: 19)
!2040 = distinct !DILexicalBlock(scope: !2041, file: !3, line: 1738, column: 9)
!2041 = distinct !DILexicalBlock(scope: !2042, file: !3, line: 1737, column: 21)
!2042 = distinct !DILexicalBlock(scope: !2027, file: !3, line: 1737, column: 7)
!2043 = !DILocalVariable(name: "mask", scope: !2044, file: !3, line: 1744, type: !39)
!2044 = distinct !DILexicalBlock(scope: !2045, file: !3, line: 1743, column: 26)
!2045 = distinct !DILexicalBlock(scope: !2042, file: !3, line: 1743, column: 12)
!2046 = !DILocation(line: 0, scope: !2027, inlinedAt: !2047)
!2047 = distinct !DILocation(line: 1775, column: 27, scope: !1961)
!2048 = !DILocation(line: 1732, column: 15, scope: !2027, inlinedAt: !2047)
!2049 = !DILocation(line: 1733, column: 25, scope: !2050, inlinedAt: !2047)
!2050 = distinct !DILexicalBlock(scope: !2051, file: !3, line: 1733, column: 3)
!2051 = distinct !DILexicalBlock(scope: !2027, file: !3, line: 1733, column: 3)
!2052 = !DILocation(line: 1733, column: 3, scope: !2051, inlinedAt: !2047)
!2053 = !DILocation(line: 1775, column: 54, scope: !1961)
!2054 = !DILocation(line: 1733, scope: !2051, inlinedAt: !2047)
!2055 = !DILocation(line: 1735, column: 45, scope: !2056, inlinedAt: !2047)
!2056 = distinct !DILexicalBlock(scope: !2050, file: !3, line: 1733, column: 36)
!2057 = !DILocation(line: 1735, column: 41, scope: !2056, inlinedAt: !2047)
!2058 = !DILocation(line: 1735, column: 12, scope: !2056, inlinedAt: !2047)
!2059 = distinct !{!2059, !2052, !2060, !528}
!2060 = !DILocation(line: 1736, column: 3, scope: !2051, inlinedAt: !2047)
!2061 = !DILocation(line: 1734, column: 9, scope: !2056, inlinedAt: !2047)
!2062 = !DILocation(line: 1735, column: 9, scope: !2056, inlinedAt: !2047)
!2063 = !DILocation(line: 1737, column: 12, scope: !2042, inlinedAt: !2047)
!2064 = !DILocation(line: 1737, column: 7, scope: !2027, inlinedAt: !2047)
!2065 = !DILocation(line: 1738, column: 9, scope: !2041, inlinedAt: !2047)
!2066 = !DILocation(line: 1739, column: 51, scope: !2039, inlinedAt: !2047)
!2067 = !DILocation(line: 1739, column: 55, scope: !2039, inlinedAt: !2047)
!2068 = !DILocation(line: 1739, column: 43, scope: !2039, inlinedAt: !2047)
!2069 = !DILocation(line: 0, scope: !2039, inlinedAt: !2047)
!2070 = !DILocation(line: 1740, column: 19, scope: !2039, inlinedAt: !2047)
!2071 = !DILocation(line: 1740, column: 27, scope: !2039, inlinedAt: !2047)
!2072 = !DILocation(line: 1741, column: 5, scope: !2039, inlinedAt: !2047)
!2073 = !DILocation(line: 1743, column: 17, scope: !2045, inlinedAt: !2047)
!2074 = !DILocation(line: 1743, column: 12, scope: !2042, inlinedAt: !2047)
!2075 = !DILocation(line: 1744, column: 27, scope: !2044, inlinedAt: !2047)
!2076 = !DILocation(line: 1744, column: 16, scope: !2044, inlinedAt: !2047)
!2077 = !DILocation(line: 0, scope: !2044, inlinedAt: !2047)
!2078 = !DILocation(line: 1745, column: 5, scope: !2079, inlinedAt: !2047)
!2079 = distinct !DILexicalBlock(scope: !2044, file: !3, line: 1745, column: 5)
!2080 = !DILocation(line: 1746, column: 11, scope: !2081, inlinedAt: !2047)
!2081 = distinct !DILexicalBlock(scope: !2082, file: !3, line: 1746, column: 11)
!2082 = distinct !DILexicalBlock(scope: !2083, file: !3, line: 1745, column: 36)
!2083 = distinct !DILexicalBlock(scope: !2079, file: !3, line: 1745, column: 5)
!2084 = !DILocation(line: 1746, column: 11, scope: !2082, inlinedAt: !2047)
!2085 = !DILocation(line: 1747, column: 9, scope: !2081, inlinedAt: !2047)
!2086 = !DILocation(line: 1745, column: 32, scope: !2083, inlinedAt: !2047)
!2087 = !DILocation(line: 1745, column: 23, scope: !2083, inlinedAt: !2047)
!2088 = distinct !{!2088, !2078, !2089, !528}
!2089 = !DILocation(line: 1748, column: 5, scope: !2079, inlinedAt: !2047)
!2090 = !DILocation(line: 0, scope: !1961)
!2091 = !DILocation(line: 1777, column: 9, scope: !1961)
!2092 = !DILocation(line: 1782, column: 41, scope: !1964)
!2093 = !DILocation(line: 1782, column: 61, scope: !1964)
!2094 = !DILocation(line: 0, scope: !1790, inlinedAt: !2095)
!2095 = distinct !DILocation(line: 1782, column: 9, scope: !1964)
!2096 = !DILocation(line: 1591, column: 16, scope: !1800, inlinedAt: !2095)
!2097 = !DILocation(line: 1591, column: 7, scope: !1790, inlinedAt: !2095)
!2098 = !DILocation(line: 1596, column: 24, scope: !1804, inlinedAt: !2095)
!2099 = !DILocation(line: 1596, column: 19, scope: !1804, inlinedAt: !2095)
!2100 = !DILocation(line: 1596, column: 17, scope: !1804, inlinedAt: !2095)
!2101 = !DILocation(line: 1783, column: 39, scope: !1964)
!2102 = !DILocation(line: 1592, column: 5, scope: !1800, inlinedAt: !2095)
!2103 = !DILocation(line: 0, scope: !1800, inlinedAt: !2095)
!2104 = !DILocation(line: 1783, column: 27, scope: !1964)
!2105 = !DILocation(line: 1783, column: 9, scope: !1964)
!2106 = !DILocation(line: 1788, column: 41, scope: !1966)
!2107 = !DILocation(line: 1788, column: 61, scope: !1966)
!2108 = !DILocation(line: 0, scope: !1790, inlinedAt: !2109)
!2109 = distinct !DILocation(line: 1788, column: 9, scope: !1966)
!2110 = !DILocation(line: 1591, column: 16, scope: !1800, inlinedAt: !2109)
!2111 = !DILocation(line: 1591, column: 7, scope: !1790, inlinedAt: !2109)
!2112 = !DILocation(line: 1596, column: 24, scope: !1804, inlinedAt: !2109)
!2113 = !DILocation(line: 1596, column: 19, scope: !1804, inlinedAt: !2109)
!2114 = !DILocation(line: 1596, column: 17, scope: !1804, inlinedAt: !2109)
!2115 = !DILocation(line: 1789, column: 27, scope: !1966)
!2116 = !DILocation(line: 1592, column: 5, scope: !1800, inlinedAt: !2109)
!2117 = !DILocation(line: 0, scope: !1800, inlinedAt: !2109)
!2118 = !DILocation(line: 1789, column: 9, scope: !1966)
!2119 = !DILocation(line: 1794, column: 41, scope: !1968)
!2120 = !DILocation(line: 1794, column: 61, scope: !1968)
!2121 = !DILocation(line: 0, scope: !1790, inlinedAt: !2122)
!2122 = distinct !DILocation(line: 1794, column: 9, scope: !1968)
!2123 = !DILocation(line: 1591, column: 16, scope: !1800, inlinedAt: !2122)
!2124 = !DILocation(line: 1591, column: 7, scope: !1790, inlinedAt: !2122)
!2125 = !DILocation(line: 1596, column: 24, scope: !1804, inlinedAt: !2122)
!2126 = !DILocation(line: 1596, column: 19, scope: !1804, inlinedAt: !2122)
!2127 = !DILocation(line: 1596, column: 17, scope: !1804, inlinedAt: !2122)
!2128 = !DILocation(line: 1795, column: 39, scope: !1968)
!2129 = !DILocation(line: 1592, column: 5, scope: !1800, inlinedAt: !2122)
!2130 = !DILocation(line: 0, scope: !1800, inlinedAt: !2122)
!2131 = !DILocation(line: 1795, column: 9, scope: !1968)
!2132 = !DILocation(line: 1799, column: 33, scope: !2133)
!2133 = distinct !DILexicalBlock(scope: !1962, file: !3, line: 1798, column: 19)
!2134 = !DILocation(line: 1799, column: 9, scope: !2133)
!2135 = !DILocation(line: 1800, column: 9, scope: !2133)
!2136 = !DILocation(line: 1803, column: 48, scope: !1970)
!2137 = !DILocation(line: 0, scope: !2027, inlinedAt: !2138)
!2138 = distinct !DILocation(line: 1803, column: 30, scope: !1970)
!2139 = !DILocation(line: 1732, column: 15, scope: !2027, inlinedAt: !2138)
!2140 = !DILocation(line: 1733, column: 25, scope: !2050, inlinedAt: !2138)
!2141 = !DILocation(line: 1733, column: 3, scope: !2051, inlinedAt: !2138)
!2142 = !DILocation(line: 1803, column: 57, scope: !1970)
!2143 = !DILocation(line: 1733, scope: !2051, inlinedAt: !2138)
!2144 = !DILocation(line: 1735, column: 45, scope: !2056, inlinedAt: !2138)
!2145 = !DILocation(line: 1735, column: 41, scope: !2056, inlinedAt: !2138)
!2146 = !DILocation(line: 1735, column: 12, scope: !2056, inlinedAt: !2138)
!2147 = distinct !{!2147, !2141, !2148, !528}
!2148 = !DILocation(line: 1736, column: 3, scope: !2051, inlinedAt: !2138)
!2149 = !DILocation(line: 1734, column: 9, scope: !2056, inlinedAt: !2138)
!2150 = !DILocation(line: 1735, column: 9, scope: !2056, inlinedAt: !2138)
!2151 = !DILocation(line: 1737, column: 7, scope: !2027, inlinedAt: !2138)
!2152 = !DILocation(line: 1746, column: 11, scope: !2081, inlinedAt: !2138)
!2153 = !DILocation(line: 1746, column: 11, scope: !2082, inlinedAt: !2138)
!2154 = !DILocation(line: 1747, column: 9, scope: !2081, inlinedAt: !2138)
!2155 = !DILocation(line: 1745, column: 32, scope: !2083, inlinedAt: !2138)
!2156 = !DILocation(line: 1745, column: 23, scope: !2083, inlinedAt: !2138)
!2157 = !DILocation(line: 1745, column: 5, scope: !2079, inlinedAt: !2138)
!2158 = distinct !{!2158, !2157, !2159, !528}
!2159 = !DILocation(line: 1748, column: 5, scope: !2079, inlinedAt: !2138)
!2160 = !DILocation(line: 0, scope: !1970)
!2161 = !DILocation(line: 1804, column: 9, scope: !1970)
!2162 = !{!"branch_weights", !"expected", i32 1717128, i32 2145766520}
!2163 = !DILocation(line: 1805, column: 39, scope: !1970)
!2164 = !DILocation(line: 1805, column: 9, scope: !1970)
!2165 = !DILocation(line: 1806, column: 13, scope: !1970)
!2166 = !DILocation(line: 1810, column: 34, scope: !1972)
!2167 = !DILocation(line: 1810, column: 22, scope: !1972)
!2168 = !DILocation(line: 0, scope: !1972)
!2169 = !DILocation(line: 1811, column: 9, scope: !1972)
!2170 = !DILocation(line: 1813, column: 9, scope: !1972)
!2171 = !DILocation(line: 1814, column: 20, scope: !1972)
!2172 = !DILocation(line: 1814, column: 13, scope: !1972)
!2173 = !DILocation(line: 1821, column: 9, scope: !1957)
!2174 = !DILocation(line: 1822, column: 3, scope: !1947)
!2175 = !DILocation(line: 1763, column: 11, scope: !1947)
!2176 = distinct !{!2176, !2013, !2174, !528}
!2177 = !DILocation(line: 1823, column: 26, scope: !1947)
!2178 = !DILocation(line: 1824, column: 12, scope: !1947)
!2179 = !DILocation(line: 1823, column: 3, scope: !1947)
!2180 = !DILocation(line: 1825, column: 1, scope: !1947)
!2181 = !DILocation(line: 1824, column: 3, scope: !1947)
!2182 = !DISubprogram(name: "luaL_checklstring", scope: !52, file: !52, line: 55, type: !2183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2183 = !DISubroutineType(types: !2184)
!2184 = !{!79, !61, !39, !2185}
!2185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!2186 = !DISubprogram(name: "luaL_optinteger", scope: !52, file: !52, line: 63, type: !2187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2187 = !DISubroutineType(types: !2188)
!2188 = !{!41, !61, !39, !41}
!2189 = !DISubprogram(name: "luaL_error", scope: !52, file: !52, line: 76, type: !2190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2190 = !DISubroutineType(types: !2191)
!2191 = !{!39, !61, !79, null}
!2192 = !DISubprogram(name: "luaL_checkstack", scope: !52, file: !52, line: 66, type: !2193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2193 = !DISubroutineType(types: !2194)
!2194 = !{null, !61, !39, !79}
!2195 = !DISubprogram(name: "lua_pushinteger", scope: !42, file: !42, line: 246, type: !2196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2196 = !DISubroutineType(types: !2197)
!2197 = !{null, !61, !41}
!2198 = !DISubprogram(name: "lua_gettop", scope: !42, file: !42, line: 179, type: !394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2199 = !DISubprogram(name: "luaL_buffinitsize", scope: !52, file: !52, line: 222, type: !2200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2200 = !DISubroutineType(types: !2201)
!2201 = !{!56, !61, !824, !36}
!2202 = !DISubprogram(name: "luaL_checkinteger", scope: !52, file: !52, line: 62, type: !2203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2203 = !DISubroutineType(types: !2204)
!2204 = !{!41, !61, !39}
!2205 = !DISubprogram(name: "luaL_argerror", scope: !52, file: !52, line: 53, type: !2206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2206 = !DISubroutineType(types: !2207)
!2207 = !{!39, !61, !39, !79}
!2208 = !DISubprogram(name: "luaL_pushresultsize", scope: !52, file: !52, line: 221, type: !2209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2209 = !DISubroutineType(types: !2210)
!2210 = !{null, !824, !36}
!2211 = !DISubprogram(name: "lua_toboolean", scope: !42, file: !42, line: 203, type: !2212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2212 = !DISubroutineType(types: !2213)
!2213 = !{!39, !61, !39}
!2214 = !DISubprogram(name: "luaL_checktype", scope: !52, file: !52, line: 67, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2215 = !DISubprogram(name: "lua_settop", scope: !42, file: !42, line: 180, type: !2216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2216 = !DISubroutineType(types: !2217)
!2217 = !{null, !61, !39}
!2218 = !DISubprogram(name: "lua_dump", scope: !42, file: !42, line: 303, type: !2219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2219 = !DISubroutineType(types: !2220)
!2220 = !{!39, !61, !2221, !35, !39}
!2221 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Writer", file: !42, line: 119, baseType: !2222)
!2222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2223, size: 64)
!2223 = !DISubroutineType(types: !2224)
!2224 = !{!39, !61, !622, !36, !35}
!2225 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 222, type: !2223, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2226)
!2226 = !{!2227, !2228, !2229, !2230, !2231}
!2227 = !DILocalVariable(name: "L", arg: 1, scope: !2225, file: !3, line: 222, type: !61)
!2228 = !DILocalVariable(name: "b", arg: 2, scope: !2225, file: !3, line: 222, type: !622)
!2229 = !DILocalVariable(name: "size", arg: 3, scope: !2225, file: !3, line: 222, type: !36)
!2230 = !DILocalVariable(name: "ud", arg: 4, scope: !2225, file: !3, line: 222, type: !35)
!2231 = !DILocalVariable(name: "state", scope: !2225, file: !3, line: 223, type: !46)
!2232 = !DILocation(line: 0, scope: !2225)
!2233 = !DILocation(line: 224, column: 15, scope: !2234)
!2234 = distinct !DILexicalBlock(scope: !2225, file: !3, line: 224, column: 7)
!2235 = !DILocation(line: 224, column: 8, scope: !2234)
!2236 = !DILocation(line: 224, column: 7, scope: !2225)
!2237 = !DILocation(line: 225, column: 17, scope: !2238)
!2238 = distinct !DILexicalBlock(scope: !2234, file: !3, line: 224, column: 21)
!2239 = !DILocation(line: 226, column: 30, scope: !2238)
!2240 = !DILocation(line: 226, column: 5, scope: !2238)
!2241 = !DILocation(line: 227, column: 3, scope: !2238)
!2242 = !DILocation(line: 228, column: 27, scope: !2225)
!2243 = !DILocation(line: 228, column: 3, scope: !2225)
!2244 = !DILocation(line: 229, column: 3, scope: !2225)
!2245 = !DISubprogram(name: "luaL_pushresult", scope: !52, file: !52, line: 220, type: !2246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2246 = !DISubroutineType(types: !2247)
!2247 = !{null, !824}
!2248 = !DISubprogram(name: "luaL_buffinit", scope: !52, file: !52, line: 215, type: !2249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2249 = !DISubroutineType(types: !2250)
!2250 = !{null, !61, !824}
!2251 = !DISubprogram(name: "luaL_addlstring", scope: !52, file: !52, line: 217, type: !851, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2252 = distinct !DISubprogram(name: "str_find_aux", scope: !3, file: !3, line: 773, type: !2212, scopeLine: 773, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2253)
!2253 = !{!2254, !2255, !2256, !2257, !2258, !2259, !2260, !2261, !2264, !2266, !2267, !2268}
!2254 = !DILocalVariable(name: "L", arg: 1, scope: !2252, file: !3, line: 773, type: !61)
!2255 = !DILocalVariable(name: "find", arg: 2, scope: !2252, file: !3, line: 773, type: !39)
!2256 = !DILocalVariable(name: "ls", scope: !2252, file: !3, line: 774, type: !36)
!2257 = !DILocalVariable(name: "lp", scope: !2252, file: !3, line: 774, type: !36)
!2258 = !DILocalVariable(name: "s", scope: !2252, file: !3, line: 775, type: !79)
!2259 = !DILocalVariable(name: "p", scope: !2252, file: !3, line: 776, type: !79)
!2260 = !DILocalVariable(name: "init", scope: !2252, file: !3, line: 777, type: !36)
!2261 = !DILocalVariable(name: "s2", scope: !2262, file: !3, line: 785, type: !79)
!2262 = distinct !DILexicalBlock(scope: !2263, file: !3, line: 783, column: 59)
!2263 = distinct !DILexicalBlock(scope: !2252, file: !3, line: 783, column: 7)
!2264 = !DILocalVariable(name: "ms", scope: !2265, file: !3, line: 793, type: !90)
!2265 = distinct !DILexicalBlock(scope: !2263, file: !3, line: 792, column: 8)
!2266 = !DILocalVariable(name: "s1", scope: !2265, file: !3, line: 794, type: !79)
!2267 = !DILocalVariable(name: "anchor", scope: !2265, file: !3, line: 795, type: !39)
!2268 = !DILocalVariable(name: "res", scope: !2269, file: !3, line: 801, type: !79)
!2269 = distinct !DILexicalBlock(scope: !2265, file: !3, line: 800, column: 8)
!2270 = distinct !DIAssignID()
!2271 = !DILocation(line: 0, scope: !2252)
!2272 = distinct !DIAssignID()
!2273 = distinct !DIAssignID()
!2274 = !DILocation(line: 0, scope: !2265)
!2275 = !DILocation(line: 774, column: 3, scope: !2252)
!2276 = !DILocation(line: 775, column: 19, scope: !2252)
!2277 = !DILocation(line: 776, column: 19, scope: !2252)
!2278 = !DILocation(line: 777, column: 27, scope: !2252)
!2279 = !DILocation(line: 777, column: 53, scope: !2252)
!2280 = !DILocation(line: 0, scope: !462, inlinedAt: !2281)
!2281 = distinct !DILocation(line: 777, column: 17, scope: !2252)
!2282 = !DILocation(line: 72, column: 11, scope: !470, inlinedAt: !2281)
!2283 = !DILocation(line: 72, column: 7, scope: !462, inlinedAt: !2281)
!2284 = !DILocation(line: 74, column: 16, scope: !473, inlinedAt: !2281)
!2285 = !DILocation(line: 74, column: 12, scope: !470, inlinedAt: !2281)
!2286 = !DILocation(line: 78, column: 19, scope: !476, inlinedAt: !2281)
!2287 = !DILocation(line: 78, column: 33, scope: !476, inlinedAt: !2281)
!2288 = !DILocation(line: 78, column: 8, scope: !476, inlinedAt: !2281)
!2289 = !DILocation(line: 0, scope: !470, inlinedAt: !2281)
!2290 = !DILocation(line: 777, column: 57, scope: !2252)
!2291 = !DILocation(line: 778, column: 12, scope: !2292)
!2292 = distinct !DILexicalBlock(scope: !2252, file: !3, line: 778, column: 7)
!2293 = !DILocation(line: 778, column: 7, scope: !2252)
!2294 = !DILocation(line: 779, column: 5, scope: !2295)
!2295 = distinct !DILexicalBlock(scope: !2292, file: !3, line: 778, column: 18)
!2296 = !DILocation(line: 780, column: 5, scope: !2295)
!2297 = !DILocation(line: 783, column: 7, scope: !2263)
!2298 = !DILocation(line: 783, column: 12, scope: !2263)
!2299 = !DILocation(line: 799, column: 33, scope: !2265)
!2300 = !DILocation(line: 783, column: 16, scope: !2263)
!2301 = !DILocation(line: 785, column: 55, scope: !2262)
!2302 = !DILocation(line: 783, column: 36, scope: !2263)
!2303 = !DILocation(line: 0, scope: !2304, inlinedAt: !2311)
!2304 = distinct !DISubprogram(name: "nospecials", scope: !3, file: !3, line: 746, type: !2305, scopeLine: 746, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2307)
!2305 = !DISubroutineType(types: !2306)
!2306 = !{!39, !79, !36}
!2307 = !{!2308, !2309, !2310}
!2308 = !DILocalVariable(name: "p", arg: 1, scope: !2304, file: !3, line: 746, type: !79)
!2309 = !DILocalVariable(name: "l", arg: 2, scope: !2304, file: !3, line: 746, type: !36)
!2310 = !DILocalVariable(name: "upto", scope: !2304, file: !3, line: 747, type: !36)
!2311 = distinct !DILocation(line: 783, column: 39, scope: !2263)
!2312 = !DILocation(line: 749, column: 19, scope: !2313, inlinedAt: !2311)
!2313 = distinct !DILexicalBlock(scope: !2314, file: !3, line: 749, column: 9)
!2314 = distinct !DILexicalBlock(scope: !2304, file: !3, line: 748, column: 6)
!2315 = !DILocation(line: 749, column: 9, scope: !2313, inlinedAt: !2311)
!2316 = !DILocation(line: 749, column: 9, scope: !2314, inlinedAt: !2311)
!2317 = !DILocation(line: 751, column: 13, scope: !2314, inlinedAt: !2311)
!2318 = !DILocation(line: 751, column: 30, scope: !2314, inlinedAt: !2311)
!2319 = !DILocation(line: 751, column: 10, scope: !2314, inlinedAt: !2311)
!2320 = !DILocation(line: 752, column: 17, scope: !2304, inlinedAt: !2311)
!2321 = !DILocation(line: 752, column: 3, scope: !2314, inlinedAt: !2311)
!2322 = distinct !{!2322, !2323, !2324, !528}
!2323 = !DILocation(line: 748, column: 3, scope: !2304, inlinedAt: !2311)
!2324 = !DILocation(line: 752, column: 21, scope: !2304, inlinedAt: !2311)
!2325 = !DILocation(line: 785, column: 33, scope: !2262)
!2326 = !DILocation(line: 785, column: 41, scope: !2262)
!2327 = !DILocation(line: 785, column: 44, scope: !2262)
!2328 = !DILocalVariable(name: "s1", arg: 1, scope: !2329, file: !3, line: 673, type: !79)
!2329 = distinct !DISubprogram(name: "lmemfind", scope: !3, file: !3, line: 673, type: !2330, scopeLine: 674, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2332)
!2330 = !DISubroutineType(types: !2331)
!2331 = !{!79, !79, !36, !79, !36}
!2332 = !{!2328, !2333, !2334, !2335, !2336}
!2333 = !DILocalVariable(name: "l1", arg: 2, scope: !2329, file: !3, line: 673, type: !36)
!2334 = !DILocalVariable(name: "s2", arg: 3, scope: !2329, file: !3, line: 674, type: !79)
!2335 = !DILocalVariable(name: "l2", arg: 4, scope: !2329, file: !3, line: 674, type: !36)
!2336 = !DILocalVariable(name: "init", scope: !2337, file: !3, line: 678, type: !79)
!2337 = distinct !DILexicalBlock(scope: !2338, file: !3, line: 677, column: 8)
!2338 = distinct !DILexicalBlock(scope: !2339, file: !3, line: 676, column: 12)
!2339 = distinct !DILexicalBlock(scope: !2329, file: !3, line: 675, column: 7)
!2340 = !DILocation(line: 0, scope: !2329, inlinedAt: !2341)
!2341 = distinct !DILocation(line: 785, column: 22, scope: !2262)
!2342 = !DILocation(line: 675, column: 10, scope: !2339, inlinedAt: !2341)
!2343 = !DILocation(line: 675, column: 7, scope: !2329, inlinedAt: !2341)
!2344 = !DILocation(line: 676, column: 15, scope: !2338, inlinedAt: !2341)
!2345 = !DILocation(line: 676, column: 12, scope: !2339, inlinedAt: !2341)
!2346 = !DILocation(line: 679, column: 7, scope: !2337, inlinedAt: !2341)
!2347 = !DILocation(line: 680, column: 12, scope: !2337, inlinedAt: !2341)
!2348 = !DILocation(line: 681, column: 15, scope: !2337, inlinedAt: !2341)
!2349 = !DILocation(line: 681, column: 19, scope: !2337, inlinedAt: !2341)
!2350 = !DILocation(line: 681, column: 44, scope: !2337, inlinedAt: !2341)
!2351 = !DILocation(line: 0, scope: !2337, inlinedAt: !2341)
!2352 = !DILocation(line: 681, column: 65, scope: !2337, inlinedAt: !2341)
!2353 = !DILocation(line: 681, column: 5, scope: !2337, inlinedAt: !2341)
!2354 = !DILocation(line: 682, column: 11, scope: !2355, inlinedAt: !2341)
!2355 = distinct !DILexicalBlock(scope: !2337, file: !3, line: 681, column: 74)
!2356 = !DILocation(line: 683, column: 11, scope: !2357, inlinedAt: !2341)
!2357 = distinct !DILexicalBlock(scope: !2355, file: !3, line: 683, column: 11)
!2358 = !DILocation(line: 683, column: 34, scope: !2357, inlinedAt: !2341)
!2359 = !DILocation(line: 683, column: 11, scope: !2355, inlinedAt: !2341)
!2360 = !DILocation(line: 686, column: 19, scope: !2361, inlinedAt: !2341)
!2361 = distinct !DILexicalBlock(scope: !2357, file: !3, line: 685, column: 12)
!2362 = !DILocation(line: 686, column: 12, scope: !2361, inlinedAt: !2341)
!2363 = distinct !{!2363, !2353, !2364, !528}
!2364 = !DILocation(line: 689, column: 5, scope: !2337, inlinedAt: !2341)
!2365 = !DILocation(line: 0, scope: !2262)
!2366 = !DILocation(line: 786, column: 9, scope: !2367)
!2367 = distinct !DILexicalBlock(scope: !2262, file: !3, line: 786, column: 9)
!2368 = !DILocation(line: 786, column: 9, scope: !2262)
!2369 = !DILocation(line: 787, column: 30, scope: !2370)
!2370 = distinct !DILexicalBlock(scope: !2367, file: !3, line: 786, column: 13)
!2371 = !DILocation(line: 787, column: 35, scope: !2370)
!2372 = !DILocation(line: 787, column: 7, scope: !2370)
!2373 = !DILocation(line: 788, column: 37, scope: !2370)
!2374 = !DILocation(line: 788, column: 35, scope: !2370)
!2375 = !DILocation(line: 788, column: 7, scope: !2370)
!2376 = !DILocation(line: 793, column: 5, scope: !2265)
!2377 = !DILocation(line: 794, column: 24, scope: !2265)
!2378 = !DILocation(line: 795, column: 19, scope: !2265)
!2379 = !DILocation(line: 795, column: 22, scope: !2265)
!2380 = !DILocation(line: 796, column: 9, scope: !2265)
!2381 = !DILocation(line: 797, column: 8, scope: !2382)
!2382 = distinct !DILexicalBlock(scope: !2383, file: !3, line: 796, column: 17)
!2383 = distinct !DILexicalBlock(scope: !2265, file: !3, line: 796, column: 9)
!2384 = !DILocation(line: 797, column: 14, scope: !2382)
!2385 = distinct !DIAssignID()
!2386 = !DILocation(line: 798, column: 5, scope: !2382)
!2387 = !DILocation(line: 799, column: 26, scope: !2265)
!2388 = !DILocation(line: 0, scope: !1025, inlinedAt: !2389)
!2389 = distinct !DILocation(line: 799, column: 5, scope: !2265)
!2390 = !DILocation(line: 759, column: 7, scope: !1025, inlinedAt: !2389)
!2391 = !DILocation(line: 759, column: 9, scope: !1025, inlinedAt: !2389)
!2392 = distinct !DIAssignID()
!2393 = !DILocation(line: 760, column: 7, scope: !1025, inlinedAt: !2389)
!2394 = !DILocation(line: 760, column: 18, scope: !1025, inlinedAt: !2389)
!2395 = distinct !DIAssignID()
!2396 = !DILocation(line: 761, column: 16, scope: !1025, inlinedAt: !2389)
!2397 = distinct !DIAssignID()
!2398 = !DILocation(line: 762, column: 19, scope: !1025, inlinedAt: !2389)
!2399 = !DILocation(line: 762, column: 7, scope: !1025, inlinedAt: !2389)
!2400 = !DILocation(line: 762, column: 15, scope: !1025, inlinedAt: !2389)
!2401 = distinct !DIAssignID()
!2402 = !DILocation(line: 763, column: 17, scope: !1025, inlinedAt: !2389)
!2403 = !DILocation(line: 763, column: 7, scope: !1025, inlinedAt: !2389)
!2404 = !DILocation(line: 763, column: 13, scope: !1025, inlinedAt: !2389)
!2405 = distinct !DIAssignID()
!2406 = !DILocation(line: 800, column: 5, scope: !2265)
!2407 = !DILocation(line: 0, scope: !1133, inlinedAt: !2408)
!2408 = distinct !DILocation(line: 802, column: 7, scope: !2269)
!2409 = !DILocation(line: 768, column: 13, scope: !1133, inlinedAt: !2408)
!2410 = distinct !DIAssignID()
!2411 = !DILocation(line: 803, column: 16, scope: !2412)
!2412 = distinct !DILexicalBlock(scope: !2269, file: !3, line: 803, column: 11)
!2413 = !DILocation(line: 0, scope: !2269)
!2414 = !DILocation(line: 803, column: 35, scope: !2412)
!2415 = !DILocation(line: 803, column: 11, scope: !2269)
!2416 = !DILocation(line: 804, column: 13, scope: !2417)
!2417 = distinct !DILexicalBlock(scope: !2412, file: !3, line: 803, column: 44)
!2418 = !DILocation(line: 805, column: 34, scope: !2419)
!2419 = distinct !DILexicalBlock(scope: !2420, file: !3, line: 804, column: 19)
!2420 = distinct !DILexicalBlock(scope: !2417, file: !3, line: 804, column: 13)
!2421 = !DILocation(line: 805, column: 39, scope: !2419)
!2422 = !DILocation(line: 805, column: 11, scope: !2419)
!2423 = !DILocation(line: 806, column: 34, scope: !2419)
!2424 = !DILocation(line: 806, column: 11, scope: !2419)
!2425 = !DILocation(line: 0, scope: !1168, inlinedAt: !2426)
!2426 = distinct !DILocation(line: 807, column: 18, scope: !2419)
!2427 = !DILocation(line: 737, column: 22, scope: !1168, inlinedAt: !2426)
!2428 = !DILocation(line: 738, column: 23, scope: !1168, inlinedAt: !2426)
!2429 = !DILocation(line: 738, column: 3, scope: !1168, inlinedAt: !2426)
!2430 = !DILocation(line: 739, column: 17, scope: !1184, inlinedAt: !2426)
!2431 = !DILocation(line: 739, column: 3, scope: !1185, inlinedAt: !2426)
!2432 = !DILocation(line: 740, column: 5, scope: !1184, inlinedAt: !2426)
!2433 = !DILocation(line: 739, column: 29, scope: !1184, inlinedAt: !2426)
!2434 = distinct !{!2434, !2431, !2435, !528}
!2435 = !DILocation(line: 740, column: 32, scope: !1185, inlinedAt: !2426)
!2436 = !DILocation(line: 807, column: 46, scope: !2419)
!2437 = !DILocation(line: 807, column: 11, scope: !2419)
!2438 = !DILocation(line: 0, scope: !1168, inlinedAt: !2439)
!2439 = distinct !DILocation(line: 810, column: 18, scope: !2420)
!2440 = !DILocation(line: 737, column: 22, scope: !1168, inlinedAt: !2439)
!2441 = !DILocation(line: 737, column: 28, scope: !1168, inlinedAt: !2439)
!2442 = !DILocation(line: 737, column: 33, scope: !1168, inlinedAt: !2439)
!2443 = !DILocation(line: 738, column: 23, scope: !1168, inlinedAt: !2439)
!2444 = !DILocation(line: 738, column: 3, scope: !1168, inlinedAt: !2439)
!2445 = !DILocation(line: 739, column: 17, scope: !1184, inlinedAt: !2439)
!2446 = !DILocation(line: 739, column: 3, scope: !1185, inlinedAt: !2439)
!2447 = !DILocation(line: 740, column: 5, scope: !1184, inlinedAt: !2439)
!2448 = !DILocation(line: 739, column: 29, scope: !1184, inlinedAt: !2439)
!2449 = distinct !{!2449, !2446, !2450, !528}
!2450 = !DILocation(line: 740, column: 32, scope: !1185, inlinedAt: !2439)
!2451 = !DILocation(line: 812, column: 16, scope: !2265)
!2452 = !DILocation(line: 812, column: 24, scope: !2265)
!2453 = !DILocation(line: 812, column: 19, scope: !2265)
!2454 = !DILocation(line: 812, column: 32, scope: !2265)
!2455 = !DILocation(line: 812, column: 5, scope: !2269)
!2456 = distinct !{!2456, !2406, !2457, !528}
!2457 = !DILocation(line: 812, column: 42, scope: !2265)
!2458 = !DILocation(line: 813, column: 3, scope: !2263)
!2459 = !DILocation(line: 814, column: 3, scope: !2252)
!2460 = !DILocation(line: 815, column: 3, scope: !2252)
!2461 = !DILocation(line: 816, column: 1, scope: !2252)
!2462 = !DISubprogram(name: "lua_pushnil", scope: !42, file: !42, line: 244, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2463 = distinct !DISubprogram(name: "match", scope: !3, file: !3, line: 570, type: !2464, scopeLine: 570, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2466)
!2464 = !DISubroutineType(types: !2465)
!2465 = !{!79, !1028, !79, !79}
!2466 = !{!2467, !2468, !2469, !2470, !2471, !2478, !2479, !2480, !2482}
!2467 = !DILocalVariable(name: "ms", arg: 1, scope: !2463, file: !3, line: 570, type: !1028)
!2468 = !DILocalVariable(name: "s", arg: 2, scope: !2463, file: !3, line: 570, type: !79)
!2469 = !DILocalVariable(name: "p", arg: 3, scope: !2463, file: !3, line: 570, type: !79)
!2470 = !DILabel(scope: !2463, name: "init", file: !3, line: 573)
!2471 = !DILocalVariable(name: "ep", scope: !2472, file: !3, line: 603, type: !79)
!2472 = distinct !DILexicalBlock(scope: !2473, file: !3, line: 602, column: 21)
!2473 = distinct !DILexicalBlock(scope: !2474, file: !3, line: 594, column: 27)
!2474 = distinct !DILexicalBlock(scope: !2475, file: !3, line: 593, column: 19)
!2475 = distinct !DILexicalBlock(scope: !2476, file: !3, line: 575, column: 17)
!2476 = distinct !DILexicalBlock(scope: !2477, file: !3, line: 574, column: 23)
!2477 = distinct !DILexicalBlock(scope: !2463, file: !3, line: 574, column: 7)
!2478 = !DILocalVariable(name: "previous", scope: !2472, file: !3, line: 603, type: !57)
!2479 = !DILabel(scope: !2475, name: "dflt", file: !3, line: 629)
!2480 = !DILocalVariable(name: "ep", scope: !2481, file: !3, line: 630, type: !79)
!2481 = distinct !DILexicalBlock(scope: !2475, file: !3, line: 629, column: 22)
!2482 = !DILocalVariable(name: "res", scope: !2483, file: !3, line: 642, type: !79)
!2483 = distinct !DILexicalBlock(scope: !2484, file: !3, line: 641, column: 23)
!2484 = distinct !DILexicalBlock(scope: !2485, file: !3, line: 640, column: 24)
!2485 = distinct !DILexicalBlock(scope: !2486, file: !3, line: 639, column: 14)
!2486 = distinct !DILexicalBlock(scope: !2481, file: !3, line: 632, column: 13)
!2487 = !DILocation(line: 0, scope: !2463)
!2488 = !DILocation(line: 571, column: 7, scope: !2489)
!2489 = distinct !DILexicalBlock(scope: !2463, file: !3, line: 571, column: 7)
!2490 = !DILocation(line: 571, column: 7, scope: !2463)
!2491 = !DILocation(line: 572, column: 20, scope: !2489)
!2492 = !DILocation(line: 572, column: 5, scope: !2489)
!2493 = !DILocation(line: 574, column: 7, scope: !2463)
!2494 = !DILocation(line: 573, column: 3, scope: !2463)
!2495 = !DILocation(line: 574, column: 16, scope: !2477)
!2496 = !DILocation(line: 574, column: 9, scope: !2477)
!2497 = !DILocation(line: 575, column: 13, scope: !2476)
!2498 = !DILocation(line: 0, scope: !2475)
!2499 = !DILocation(line: 575, column: 5, scope: !2476)
!2500 = !DILocation(line: 577, column: 13, scope: !2501)
!2501 = distinct !DILexicalBlock(scope: !2502, file: !3, line: 577, column: 13)
!2502 = distinct !DILexicalBlock(scope: !2475, file: !3, line: 576, column: 17)
!2503 = !DILocation(line: 577, column: 22, scope: !2501)
!2504 = !DILocation(line: 577, column: 13, scope: !2502)
!2505 = !DILocation(line: 578, column: 38, scope: !2501)
!2506 = !DILocalVariable(name: "ms", arg: 1, scope: !2507, file: !3, line: 534, type: !1028)
!2507 = distinct !DISubprogram(name: "start_capture", scope: !3, file: !3, line: 534, type: !2508, scopeLine: 535, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2510)
!2508 = !DISubroutineType(types: !2509)
!2509 = !{!79, !1028, !79, !79, !39}
!2510 = !{!2506, !2511, !2512, !2513, !2514, !2515}
!2511 = !DILocalVariable(name: "s", arg: 2, scope: !2507, file: !3, line: 534, type: !79)
!2512 = !DILocalVariable(name: "p", arg: 3, scope: !2507, file: !3, line: 535, type: !79)
!2513 = !DILocalVariable(name: "what", arg: 4, scope: !2507, file: !3, line: 535, type: !39)
!2514 = !DILocalVariable(name: "res", scope: !2507, file: !3, line: 536, type: !79)
!2515 = !DILocalVariable(name: "level", scope: !2507, file: !3, line: 537, type: !39)
!2516 = !DILocation(line: 0, scope: !2507, inlinedAt: !2517)
!2517 = distinct !DILocation(line: 578, column: 15, scope: !2501)
!2518 = !DILocation(line: 537, column: 19, scope: !2507, inlinedAt: !2517)
!2519 = !DILocation(line: 538, column: 13, scope: !2520, inlinedAt: !2517)
!2520 = distinct !DILexicalBlock(scope: !2507, file: !3, line: 538, column: 7)
!2521 = !DILocation(line: 538, column: 7, scope: !2507, inlinedAt: !2517)
!2522 = !DILocation(line: 538, column: 48, scope: !2520, inlinedAt: !2517)
!2523 = !DILocation(line: 538, column: 33, scope: !2520, inlinedAt: !2517)
!2524 = !DILocation(line: 539, column: 3, scope: !2507, inlinedAt: !2517)
!2525 = !DILocation(line: 539, column: 27, scope: !2507, inlinedAt: !2517)
!2526 = !DILocation(line: 540, column: 22, scope: !2507, inlinedAt: !2517)
!2527 = !DILocation(line: 540, column: 26, scope: !2507, inlinedAt: !2517)
!2528 = !DILocation(line: 541, column: 20, scope: !2507, inlinedAt: !2517)
!2529 = !DILocation(line: 541, column: 13, scope: !2507, inlinedAt: !2517)
!2530 = !DILocation(line: 542, column: 12, scope: !2531, inlinedAt: !2517)
!2531 = distinct !DILexicalBlock(scope: !2507, file: !3, line: 542, column: 7)
!2532 = !DILocation(line: 542, column: 29, scope: !2531, inlinedAt: !2517)
!2533 = !DILocation(line: 542, column: 7, scope: !2507, inlinedAt: !2517)
!2534 = !DILocation(line: 543, column: 14, scope: !2531, inlinedAt: !2517)
!2535 = !DILocation(line: 543, column: 5, scope: !2531, inlinedAt: !2517)
!2536 = !DILocation(line: 0, scope: !2507, inlinedAt: !2537)
!2537 = distinct !DILocation(line: 580, column: 15, scope: !2501)
!2538 = !DILocation(line: 537, column: 19, scope: !2507, inlinedAt: !2537)
!2539 = !DILocation(line: 538, column: 13, scope: !2520, inlinedAt: !2537)
!2540 = !DILocation(line: 538, column: 7, scope: !2507, inlinedAt: !2537)
!2541 = !DILocation(line: 538, column: 48, scope: !2520, inlinedAt: !2537)
!2542 = !DILocation(line: 538, column: 33, scope: !2520, inlinedAt: !2537)
!2543 = !DILocation(line: 539, column: 3, scope: !2507, inlinedAt: !2537)
!2544 = !DILocation(line: 539, column: 27, scope: !2507, inlinedAt: !2537)
!2545 = !DILocation(line: 540, column: 22, scope: !2507, inlinedAt: !2537)
!2546 = !DILocation(line: 540, column: 26, scope: !2507, inlinedAt: !2537)
!2547 = !DILocation(line: 541, column: 20, scope: !2507, inlinedAt: !2537)
!2548 = !DILocation(line: 541, column: 13, scope: !2507, inlinedAt: !2537)
!2549 = !DILocation(line: 542, column: 12, scope: !2531, inlinedAt: !2537)
!2550 = !DILocation(line: 542, column: 29, scope: !2531, inlinedAt: !2537)
!2551 = !DILocation(line: 542, column: 7, scope: !2507, inlinedAt: !2537)
!2552 = !DILocation(line: 543, column: 14, scope: !2531, inlinedAt: !2537)
!2553 = !DILocation(line: 543, column: 5, scope: !2531, inlinedAt: !2537)
!2554 = !DILocalVariable(name: "ms", arg: 1, scope: !2555, file: !3, line: 548, type: !1028)
!2555 = distinct !DISubprogram(name: "end_capture", scope: !3, file: !3, line: 548, type: !2464, scopeLine: 549, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2556)
!2556 = !{!2554, !2557, !2558, !2559, !2560}
!2557 = !DILocalVariable(name: "s", arg: 2, scope: !2555, file: !3, line: 548, type: !79)
!2558 = !DILocalVariable(name: "p", arg: 3, scope: !2555, file: !3, line: 549, type: !79)
!2559 = !DILocalVariable(name: "l", scope: !2555, file: !3, line: 550, type: !39)
!2560 = !DILocalVariable(name: "res", scope: !2555, file: !3, line: 551, type: !79)
!2561 = !DILocation(line: 0, scope: !2555, inlinedAt: !2562)
!2562 = distinct !DILocation(line: 584, column: 13, scope: !2563)
!2563 = distinct !DILexicalBlock(scope: !2475, file: !3, line: 583, column: 17)
!2564 = !DILocalVariable(name: "ms", arg: 1, scope: !2565, file: !3, line: 395, type: !1028)
!2565 = distinct !DISubprogram(name: "capture_to_close", scope: !3, file: !3, line: 395, type: !2566, scopeLine: 395, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2568)
!2566 = !DISubroutineType(types: !2567)
!2567 = !{!39, !1028}
!2568 = !{!2564, !2569}
!2569 = !DILocalVariable(name: "level", scope: !2565, file: !3, line: 396, type: !39)
!2570 = !DILocation(line: 0, scope: !2565, inlinedAt: !2571)
!2571 = distinct !DILocation(line: 550, column: 11, scope: !2555, inlinedAt: !2562)
!2572 = !DILocation(line: 396, column: 19, scope: !2565, inlinedAt: !2571)
!2573 = !DILocation(line: 397, column: 8, scope: !2574, inlinedAt: !2571)
!2574 = distinct !DILexicalBlock(scope: !2565, file: !3, line: 397, column: 3)
!2575 = !DILocation(line: 397, column: 22, scope: !2576, inlinedAt: !2571)
!2576 = distinct !DILexicalBlock(scope: !2574, file: !3, line: 397, column: 3)
!2577 = !DILocation(line: 397, column: 3, scope: !2574, inlinedAt: !2571)
!2578 = !DILocation(line: 397, scope: !2574, inlinedAt: !2571)
!2579 = !DILocation(line: 398, column: 28, scope: !2580, inlinedAt: !2571)
!2580 = distinct !DILexicalBlock(scope: !2576, file: !3, line: 398, column: 9)
!2581 = !DILocation(line: 398, column: 32, scope: !2580, inlinedAt: !2571)
!2582 = !DILocation(line: 398, column: 9, scope: !2576, inlinedAt: !2571)
!2583 = distinct !{!2583, !2577, !2584, !528}
!2584 = !DILocation(line: 398, column: 58, scope: !2574, inlinedAt: !2571)
!2585 = !DILocation(line: 399, column: 25, scope: !2565, inlinedAt: !2571)
!2586 = !DILocation(line: 399, column: 10, scope: !2565, inlinedAt: !2571)
!2587 = !DILocation(line: 399, column: 3, scope: !2565, inlinedAt: !2571)
!2588 = !DILocation(line: 400, column: 1, scope: !2565, inlinedAt: !2571)
!2589 = !DILocation(line: 552, column: 28, scope: !2555, inlinedAt: !2562)
!2590 = !DILocation(line: 552, column: 43, scope: !2555, inlinedAt: !2562)
!2591 = !DILocation(line: 552, column: 26, scope: !2555, inlinedAt: !2562)
!2592 = !DILocation(line: 552, column: 18, scope: !2555, inlinedAt: !2562)
!2593 = !DILocation(line: 552, column: 22, scope: !2555, inlinedAt: !2562)
!2594 = !DILocation(line: 553, column: 14, scope: !2595, inlinedAt: !2562)
!2595 = distinct !DILexicalBlock(scope: !2555, file: !3, line: 553, column: 7)
!2596 = !DILocation(line: 553, column: 31, scope: !2595, inlinedAt: !2562)
!2597 = !DILocation(line: 553, column: 7, scope: !2555, inlinedAt: !2562)
!2598 = !DILocation(line: 554, column: 24, scope: !2595, inlinedAt: !2562)
!2599 = !DILocation(line: 554, column: 5, scope: !2595, inlinedAt: !2562)
!2600 = !DILocation(line: 588, column: 21, scope: !2601)
!2601 = distinct !DILexicalBlock(scope: !2602, file: !3, line: 588, column: 13)
!2602 = distinct !DILexicalBlock(scope: !2475, file: !3, line: 587, column: 17)
!2603 = !DILocation(line: 588, column: 13, scope: !2602)
!2604 = !DILocation(line: 590, column: 23, scope: !2602)
!2605 = !DILocation(line: 590, column: 16, scope: !2602)
!2606 = !DILocation(line: 590, column: 13, scope: !2602)
!2607 = !DILocation(line: 591, column: 9, scope: !2602)
!2608 = !DILocation(line: 594, column: 17, scope: !2474)
!2609 = !DILocation(line: 594, column: 9, scope: !2474)
!2610 = !DILocation(line: 629, column: 16, scope: !2475)
!2611 = !DILocalVariable(name: "ms", arg: 1, scope: !2612, file: !3, line: 403, type: !1028)
!2612 = distinct !DISubprogram(name: "classend", scope: !3, file: !3, line: 403, type: !2613, scopeLine: 403, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2615)
!2613 = !DISubroutineType(types: !2614)
!2614 = !{!79, !1028, !79}
!2615 = !{!2611, !2616}
!2616 = !DILocalVariable(name: "p", arg: 2, scope: !2612, file: !3, line: 403, type: !79)
!2617 = !DILocation(line: 0, scope: !2612, inlinedAt: !2618)
!2618 = distinct !DILocation(line: 630, column: 26, scope: !2481)
!2619 = !DILocation(line: 406, column: 11, scope: !2620, inlinedAt: !2618)
!2620 = distinct !DILexicalBlock(scope: !2621, file: !3, line: 406, column: 11)
!2621 = distinct !DILexicalBlock(scope: !2622, file: !3, line: 405, column: 17)
!2622 = distinct !DILexicalBlock(scope: !2612, file: !3, line: 404, column: 17)
!2623 = !DILocation(line: 406, column: 11, scope: !2621, inlinedAt: !2618)
!2624 = !DILocation(line: 596, column: 39, scope: !2625)
!2625 = distinct !DILexicalBlock(scope: !2473, file: !3, line: 595, column: 21)
!2626 = !DILocalVariable(name: "ms", arg: 1, scope: !2627, file: !3, line: 486, type: !1028)
!2627 = distinct !DISubprogram(name: "matchbalance", scope: !3, file: !3, line: 486, type: !2464, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2628)
!2628 = !{!2626, !2629, !2630, !2631, !2634, !2635}
!2629 = !DILocalVariable(name: "s", arg: 2, scope: !2627, file: !3, line: 486, type: !79)
!2630 = !DILocalVariable(name: "p", arg: 3, scope: !2627, file: !3, line: 487, type: !79)
!2631 = !DILocalVariable(name: "b", scope: !2632, file: !3, line: 492, type: !39)
!2632 = distinct !DILexicalBlock(scope: !2633, file: !3, line: 491, column: 8)
!2633 = distinct !DILexicalBlock(scope: !2627, file: !3, line: 490, column: 7)
!2634 = !DILocalVariable(name: "e", scope: !2632, file: !3, line: 493, type: !39)
!2635 = !DILocalVariable(name: "cont", scope: !2632, file: !3, line: 494, type: !39)
!2636 = !DILocation(line: 0, scope: !2627, inlinedAt: !2637)
!2637 = distinct !DILocation(line: 596, column: 17, scope: !2625)
!2638 = !DILocation(line: 488, column: 7, scope: !2639, inlinedAt: !2637)
!2639 = distinct !DILexicalBlock(scope: !2627, file: !3, line: 488, column: 7)
!2640 = !DILocation(line: 488, column: 7, scope: !2627, inlinedAt: !2637)
!2641 = !DILocation(line: 489, column: 20, scope: !2639, inlinedAt: !2637)
!2642 = !DILocation(line: 489, column: 5, scope: !2639, inlinedAt: !2637)
!2643 = !DILocation(line: 490, column: 7, scope: !2633, inlinedAt: !2637)
!2644 = !DILocation(line: 490, column: 13, scope: !2633, inlinedAt: !2637)
!2645 = !DILocation(line: 490, column: 10, scope: !2633, inlinedAt: !2637)
!2646 = !DILocation(line: 490, column: 7, scope: !2627, inlinedAt: !2637)
!2647 = !DILocation(line: 0, scope: !2632, inlinedAt: !2637)
!2648 = !DILocation(line: 493, column: 16, scope: !2632, inlinedAt: !2637)
!2649 = !DILocation(line: 493, column: 13, scope: !2632, inlinedAt: !2637)
!2650 = !DILocation(line: 495, column: 12, scope: !2632, inlinedAt: !2637)
!2651 = !DILocation(line: 495, column: 16, scope: !2632, inlinedAt: !2637)
!2652 = !DILocation(line: 495, column: 5, scope: !2632, inlinedAt: !2637)
!2653 = !DILocation(line: 496, column: 11, scope: !2654, inlinedAt: !2637)
!2654 = distinct !DILexicalBlock(scope: !2655, file: !3, line: 496, column: 11)
!2655 = distinct !DILexicalBlock(scope: !2632, file: !3, line: 495, column: 31)
!2656 = !DILocation(line: 496, column: 14, scope: !2654, inlinedAt: !2637)
!2657 = !DILocation(line: 496, column: 11, scope: !2655, inlinedAt: !2637)
!2658 = !DILocation(line: 497, column: 13, scope: !2659, inlinedAt: !2637)
!2659 = distinct !DILexicalBlock(scope: !2660, file: !3, line: 497, column: 13)
!2660 = distinct !DILexicalBlock(scope: !2654, file: !3, line: 496, column: 20)
!2661 = !DILocation(line: 497, column: 20, scope: !2659, inlinedAt: !2637)
!2662 = !DILocation(line: 497, column: 13, scope: !2660, inlinedAt: !2637)
!2663 = !DILocation(line: 499, column: 19, scope: !2664, inlinedAt: !2637)
!2664 = distinct !DILexicalBlock(scope: !2654, file: !3, line: 499, column: 16)
!2665 = !DILocation(line: 499, column: 16, scope: !2654, inlinedAt: !2637)
!2666 = distinct !{!2666, !2652, !2667, !528}
!2667 = !DILocation(line: 500, column: 5, scope: !2632, inlinedAt: !2637)
!2668 = !DILocation(line: 497, column: 34, scope: !2659, inlinedAt: !2637)
!2669 = !DILocation(line: 598, column: 17, scope: !2670)
!2670 = distinct !DILexicalBlock(scope: !2671, file: !3, line: 597, column: 28)
!2671 = distinct !DILexicalBlock(scope: !2625, file: !3, line: 597, column: 17)
!2672 = !DILocation(line: 598, column: 23, scope: !2670)
!2673 = !DILocation(line: 604, column: 15, scope: !2472)
!2674 = !DILocation(line: 605, column: 17, scope: !2675)
!2675 = distinct !DILexicalBlock(scope: !2472, file: !3, line: 605, column: 17)
!2676 = !DILocation(line: 605, column: 17, scope: !2472)
!2677 = !DILocation(line: 0, scope: !2612, inlinedAt: !2678)
!2678 = distinct !DILocation(line: 607, column: 18, scope: !2472)
!2679 = !DILocation(line: 404, column: 13, scope: !2612, inlinedAt: !2678)
!2680 = !DILocation(line: 404, column: 3, scope: !2612, inlinedAt: !2678)
!2681 = !DILocation(line: 606, column: 30, scope: !2675)
!2682 = !DILocation(line: 606, column: 15, scope: !2675)
!2683 = !DILocation(line: 404, column: 11, scope: !2612, inlinedAt: !2678)
!2684 = !DILocation(line: 406, column: 11, scope: !2620, inlinedAt: !2678)
!2685 = !DILocation(line: 406, column: 11, scope: !2621, inlinedAt: !2678)
!2686 = !DILocation(line: 407, column: 24, scope: !2620, inlinedAt: !2678)
!2687 = !DILocation(line: 407, column: 9, scope: !2620, inlinedAt: !2678)
!2688 = !DILocation(line: 408, column: 15, scope: !2621, inlinedAt: !2678)
!2689 = !DILocation(line: 408, column: 7, scope: !2621, inlinedAt: !2678)
!2690 = !DILocation(line: 411, column: 11, scope: !2691, inlinedAt: !2678)
!2691 = distinct !DILexicalBlock(scope: !2692, file: !3, line: 411, column: 11)
!2692 = distinct !DILexicalBlock(scope: !2622, file: !3, line: 410, column: 15)
!2693 = !DILocation(line: 411, column: 14, scope: !2691, inlinedAt: !2678)
!2694 = !DILocation(line: 411, column: 11, scope: !2692, inlinedAt: !2678)
!2695 = !DILocation(line: 412, column: 7, scope: !2692, inlinedAt: !2678)
!2696 = !DILocation(line: 0, scope: !2692, inlinedAt: !2678)
!2697 = !DILocation(line: 413, column: 13, scope: !2698, inlinedAt: !2678)
!2698 = distinct !DILexicalBlock(scope: !2699, file: !3, line: 413, column: 13)
!2699 = distinct !DILexicalBlock(scope: !2692, file: !3, line: 412, column: 10)
!2700 = !DILocation(line: 413, column: 13, scope: !2699, inlinedAt: !2678)
!2701 = !DILocation(line: 414, column: 26, scope: !2698, inlinedAt: !2678)
!2702 = !DILocation(line: 414, column: 11, scope: !2698, inlinedAt: !2678)
!2703 = !DILocation(line: 415, column: 16, scope: !2704, inlinedAt: !2678)
!2704 = distinct !DILexicalBlock(scope: !2699, file: !3, line: 415, column: 13)
!2705 = !DILocation(line: 415, column: 13, scope: !2704, inlinedAt: !2678)
!2706 = !DILocation(line: 415, column: 20, scope: !2704, inlinedAt: !2678)
!2707 = !DILocation(line: 415, column: 29, scope: !2704, inlinedAt: !2678)
!2708 = !DILocation(line: 415, column: 40, scope: !2704, inlinedAt: !2678)
!2709 = !DILocation(line: 415, column: 34, scope: !2704, inlinedAt: !2678)
!2710 = !DILocation(line: 415, column: 13, scope: !2699, inlinedAt: !2678)
!2711 = !DILocation(line: 0, scope: !2704, inlinedAt: !2678)
!2712 = !DILocation(line: 417, column: 16, scope: !2692, inlinedAt: !2678)
!2713 = !DILocation(line: 417, column: 19, scope: !2692, inlinedAt: !2678)
!2714 = !DILocation(line: 417, column: 7, scope: !2699, inlinedAt: !2678)
!2715 = distinct !{!2715, !2695, !2716, !528}
!2716 = !DILocation(line: 417, column: 25, scope: !2692, inlinedAt: !2678)
!2717 = !DILocation(line: 418, column: 15, scope: !2692, inlinedAt: !2678)
!2718 = !DILocation(line: 418, column: 7, scope: !2692, inlinedAt: !2678)
!2719 = !DILocation(line: 0, scope: !2622, inlinedAt: !2678)
!2720 = !DILocation(line: 0, scope: !2472)
!2721 = !DILocation(line: 608, column: 34, scope: !2472)
!2722 = !DILocation(line: 608, column: 27, scope: !2472)
!2723 = !DILocation(line: 608, column: 24, scope: !2472)
!2724 = !DILocation(line: 608, column: 53, scope: !2472)
!2725 = !DILocation(line: 609, column: 36, scope: !2726)
!2726 = distinct !DILexicalBlock(scope: !2472, file: !3, line: 609, column: 17)
!2727 = !DILocation(line: 609, column: 59, scope: !2726)
!2728 = !DILocalVariable(name: "c", arg: 1, scope: !2729, file: !3, line: 447, type: !39)
!2729 = distinct !DISubprogram(name: "matchbracketclass", scope: !3, file: !3, line: 447, type: !2730, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2732)
!2730 = !DISubroutineType(types: !2731)
!2731 = !{!39, !39, !79, !79}
!2732 = !{!2728, !2733, !2734, !2735}
!2733 = !DILocalVariable(name: "p", arg: 2, scope: !2729, file: !3, line: 447, type: !79)
!2734 = !DILocalVariable(name: "ec", arg: 3, scope: !2729, file: !3, line: 447, type: !79)
!2735 = !DILocalVariable(name: "sig", scope: !2729, file: !3, line: 448, type: !39)
!2736 = !DILocation(line: 0, scope: !2729, inlinedAt: !2737)
!2737 = distinct !DILocation(line: 609, column: 18, scope: !2726)
!2738 = !DILocation(line: 449, column: 7, scope: !2739, inlinedAt: !2737)
!2739 = distinct !DILexicalBlock(scope: !2729, file: !3, line: 449, column: 7)
!2740 = !DILocation(line: 449, column: 14, scope: !2739, inlinedAt: !2737)
!2741 = !DILocation(line: 449, column: 7, scope: !2729, inlinedAt: !2737)
!2742 = !DILocation(line: 453, column: 10, scope: !2729, inlinedAt: !2737)
!2743 = !DILocation(line: 453, column: 14, scope: !2729, inlinedAt: !2737)
!2744 = !DILocation(line: 453, column: 3, scope: !2729, inlinedAt: !2737)
!2745 = !DILocation(line: 454, column: 9, scope: !2746, inlinedAt: !2737)
!2746 = distinct !DILexicalBlock(scope: !2747, file: !3, line: 454, column: 9)
!2747 = distinct !DILexicalBlock(scope: !2729, file: !3, line: 453, column: 20)
!2748 = !DILocation(line: 454, column: 12, scope: !2746, inlinedAt: !2737)
!2749 = !DILocation(line: 0, scope: !2746, inlinedAt: !2737)
!2750 = !DILocation(line: 454, column: 9, scope: !2747, inlinedAt: !2737)
!2751 = !DILocation(line: 456, column: 26, scope: !2752, inlinedAt: !2737)
!2752 = distinct !DILexicalBlock(scope: !2753, file: !3, line: 456, column: 11)
!2753 = distinct !DILexicalBlock(scope: !2746, file: !3, line: 454, column: 22)
!2754 = !DILocation(line: 456, column: 11, scope: !2752, inlinedAt: !2737)
!2755 = !DILocation(line: 456, column: 11, scope: !2753, inlinedAt: !2737)
!2756 = !DILocation(line: 459, column: 22, scope: !2757, inlinedAt: !2737)
!2757 = distinct !DILexicalBlock(scope: !2746, file: !3, line: 459, column: 14)
!2758 = !DILocation(line: 459, column: 30, scope: !2757, inlinedAt: !2737)
!2759 = !DILocation(line: 459, column: 35, scope: !2757, inlinedAt: !2737)
!2760 = !DILocation(line: 459, column: 38, scope: !2757, inlinedAt: !2737)
!2761 = !DILocation(line: 459, column: 14, scope: !2746, inlinedAt: !2737)
!2762 = !DILocation(line: 461, column: 25, scope: !2763, inlinedAt: !2737)
!2763 = distinct !DILexicalBlock(scope: !2764, file: !3, line: 461, column: 11)
!2764 = distinct !DILexicalBlock(scope: !2757, file: !3, line: 459, column: 45)
!2765 = !DILocation(line: 461, column: 30, scope: !2763, inlinedAt: !2737)
!2766 = !DILocation(line: 461, column: 38, scope: !2763, inlinedAt: !2737)
!2767 = !DILocation(line: 461, column: 35, scope: !2763, inlinedAt: !2737)
!2768 = !DILocation(line: 461, column: 11, scope: !2764, inlinedAt: !2737)
!2769 = !DILocation(line: 464, column: 24, scope: !2770, inlinedAt: !2737)
!2770 = distinct !DILexicalBlock(scope: !2757, file: !3, line: 464, column: 14)
!2771 = !DILocation(line: 464, column: 14, scope: !2757, inlinedAt: !2737)
!2772 = distinct !{!2772, !2744, !2773, !528}
!2773 = !DILocation(line: 465, column: 3, scope: !2729, inlinedAt: !2737)
!2774 = !DILocation(line: 609, column: 64, scope: !2726)
!2775 = !DILocation(line: 610, column: 34, scope: !2726)
!2776 = !DILocation(line: 0, scope: !2729, inlinedAt: !2777)
!2777 = distinct !DILocation(line: 610, column: 16, scope: !2726)
!2778 = !DILocation(line: 453, column: 3, scope: !2729, inlinedAt: !2777)
!2779 = !DILocation(line: 454, column: 9, scope: !2746, inlinedAt: !2777)
!2780 = !DILocation(line: 454, column: 12, scope: !2746, inlinedAt: !2777)
!2781 = !DILocation(line: 0, scope: !2746, inlinedAt: !2777)
!2782 = !DILocation(line: 454, column: 9, scope: !2747, inlinedAt: !2777)
!2783 = !DILocation(line: 456, column: 26, scope: !2752, inlinedAt: !2777)
!2784 = !DILocation(line: 456, column: 11, scope: !2752, inlinedAt: !2777)
!2785 = !DILocation(line: 456, column: 11, scope: !2753, inlinedAt: !2777)
!2786 = !DILocation(line: 459, column: 22, scope: !2757, inlinedAt: !2777)
!2787 = !DILocation(line: 459, column: 30, scope: !2757, inlinedAt: !2777)
!2788 = !DILocation(line: 459, column: 35, scope: !2757, inlinedAt: !2777)
!2789 = !DILocation(line: 459, column: 38, scope: !2757, inlinedAt: !2777)
!2790 = !DILocation(line: 459, column: 14, scope: !2746, inlinedAt: !2777)
!2791 = !DILocation(line: 461, column: 25, scope: !2763, inlinedAt: !2777)
!2792 = !DILocation(line: 461, column: 30, scope: !2763, inlinedAt: !2777)
!2793 = !DILocation(line: 461, column: 38, scope: !2763, inlinedAt: !2777)
!2794 = !DILocation(line: 461, column: 35, scope: !2763, inlinedAt: !2777)
!2795 = !DILocation(line: 461, column: 11, scope: !2764, inlinedAt: !2777)
!2796 = !DILocation(line: 464, column: 24, scope: !2770, inlinedAt: !2777)
!2797 = !DILocation(line: 464, column: 14, scope: !2757, inlinedAt: !2777)
!2798 = !DILocation(line: 453, column: 10, scope: !2729, inlinedAt: !2777)
!2799 = !DILocation(line: 453, column: 14, scope: !2729, inlinedAt: !2777)
!2800 = distinct !{!2800, !2778, !2801, !528}
!2801 = !DILocation(line: 465, column: 3, scope: !2729, inlinedAt: !2777)
!2802 = !DILocation(line: 609, column: 17, scope: !2472)
!2803 = !DILocation(line: 619, column: 38, scope: !2804)
!2804 = distinct !DILexicalBlock(scope: !2473, file: !3, line: 618, column: 31)
!2805 = !DILocalVariable(name: "ms", arg: 1, scope: !2806, file: !3, line: 559, type: !1028)
!2806 = distinct !DISubprogram(name: "match_capture", scope: !3, file: !3, line: 559, type: !2807, scopeLine: 559, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2809)
!2807 = !DISubroutineType(types: !2808)
!2808 = !{!79, !1028, !79, !39}
!2809 = !{!2805, !2810, !2811, !2812}
!2810 = !DILocalVariable(name: "s", arg: 2, scope: !2806, file: !3, line: 559, type: !79)
!2811 = !DILocalVariable(name: "l", arg: 3, scope: !2806, file: !3, line: 559, type: !39)
!2812 = !DILocalVariable(name: "len", scope: !2806, file: !3, line: 560, type: !36)
!2813 = !DILocation(line: 0, scope: !2806, inlinedAt: !2814)
!2814 = distinct !DILocation(line: 619, column: 17, scope: !2804)
!2815 = !DILocalVariable(name: "ms", arg: 1, scope: !2816, file: !3, line: 386, type: !1028)
!2816 = distinct !DISubprogram(name: "check_capture", scope: !3, file: !3, line: 386, type: !2817, scopeLine: 386, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2819)
!2817 = !DISubroutineType(types: !2818)
!2818 = !{!39, !1028, !39}
!2819 = !{!2815, !2820}
!2820 = !DILocalVariable(name: "l", arg: 2, scope: !2816, file: !3, line: 386, type: !39)
!2821 = !DILocation(line: 0, scope: !2816, inlinedAt: !2822)
!2822 = distinct !DILocation(line: 561, column: 7, scope: !2806, inlinedAt: !2814)
!2823 = !DILocation(line: 387, column: 5, scope: !2816, inlinedAt: !2822)
!2824 = !DILocation(line: 388, column: 7, scope: !2825, inlinedAt: !2822)
!2825 = distinct !DILexicalBlock(scope: !2816, file: !3, line: 388, column: 7)
!2826 = !DILocation(line: 388, column: 7, scope: !2816, inlinedAt: !2822)
!2827 = !DILocation(line: 390, column: 27, scope: !2825, inlinedAt: !2822)
!2828 = !DILocation(line: 390, column: 62, scope: !2825, inlinedAt: !2822)
!2829 = !DILocation(line: 390, column: 12, scope: !2825, inlinedAt: !2822)
!2830 = !DILocation(line: 390, column: 5, scope: !2825, inlinedAt: !2822)
!2831 = !DILocation(line: 562, column: 9, scope: !2806, inlinedAt: !2814)
!2832 = !DILocation(line: 562, column: 24, scope: !2806, inlinedAt: !2814)
!2833 = !DILocation(line: 563, column: 20, scope: !2834, inlinedAt: !2814)
!2834 = distinct !DILexicalBlock(scope: !2806, file: !3, line: 563, column: 7)
!2835 = !DILocation(line: 563, column: 27, scope: !2834, inlinedAt: !2814)
!2836 = !DILocation(line: 563, column: 31, scope: !2834, inlinedAt: !2814)
!2837 = !DILocation(line: 563, column: 38, scope: !2834, inlinedAt: !2814)
!2838 = !DILocation(line: 564, column: 29, scope: !2834, inlinedAt: !2814)
!2839 = !DILocation(line: 564, column: 7, scope: !2834, inlinedAt: !2814)
!2840 = !DILocation(line: 564, column: 43, scope: !2834, inlinedAt: !2814)
!2841 = !DILocation(line: 563, column: 7, scope: !2806, inlinedAt: !2814)
!2842 = !DILocation(line: 621, column: 17, scope: !2843)
!2843 = distinct !DILexicalBlock(scope: !2844, file: !3, line: 620, column: 28)
!2844 = distinct !DILexicalBlock(scope: !2804, file: !3, line: 620, column: 17)
!2845 = !DILocation(line: 621, column: 23, scope: !2843)
!2846 = !DILocation(line: 407, column: 24, scope: !2620, inlinedAt: !2618)
!2847 = !DILocation(line: 407, column: 9, scope: !2620, inlinedAt: !2618)
!2848 = !DILocation(line: 408, column: 15, scope: !2621, inlinedAt: !2618)
!2849 = !DILocation(line: 408, column: 7, scope: !2621, inlinedAt: !2618)
!2850 = !DILocation(line: 411, column: 11, scope: !2691, inlinedAt: !2618)
!2851 = !DILocation(line: 411, column: 14, scope: !2691, inlinedAt: !2618)
!2852 = !DILocation(line: 411, column: 11, scope: !2692, inlinedAt: !2618)
!2853 = !DILocation(line: 412, column: 7, scope: !2692, inlinedAt: !2618)
!2854 = !DILocation(line: 0, scope: !2692, inlinedAt: !2618)
!2855 = !DILocation(line: 413, column: 13, scope: !2698, inlinedAt: !2618)
!2856 = !DILocation(line: 413, column: 13, scope: !2699, inlinedAt: !2618)
!2857 = !DILocation(line: 414, column: 26, scope: !2698, inlinedAt: !2618)
!2858 = !DILocation(line: 414, column: 11, scope: !2698, inlinedAt: !2618)
!2859 = !DILocation(line: 415, column: 16, scope: !2704, inlinedAt: !2618)
!2860 = !DILocation(line: 415, column: 13, scope: !2704, inlinedAt: !2618)
!2861 = !DILocation(line: 415, column: 20, scope: !2704, inlinedAt: !2618)
!2862 = !DILocation(line: 415, column: 29, scope: !2704, inlinedAt: !2618)
!2863 = !DILocation(line: 415, column: 40, scope: !2704, inlinedAt: !2618)
!2864 = !DILocation(line: 415, column: 34, scope: !2704, inlinedAt: !2618)
!2865 = !DILocation(line: 415, column: 13, scope: !2699, inlinedAt: !2618)
!2866 = !DILocation(line: 0, scope: !2704, inlinedAt: !2618)
!2867 = !DILocation(line: 417, column: 16, scope: !2692, inlinedAt: !2618)
!2868 = !DILocation(line: 417, column: 19, scope: !2692, inlinedAt: !2618)
!2869 = !DILocation(line: 417, column: 7, scope: !2699, inlinedAt: !2618)
!2870 = distinct !{!2870, !2853, !2871, !528}
!2871 = !DILocation(line: 417, column: 25, scope: !2692, inlinedAt: !2618)
!2872 = !DILocation(line: 418, column: 15, scope: !2692, inlinedAt: !2618)
!2873 = !DILocation(line: 418, column: 7, scope: !2692, inlinedAt: !2618)
!2874 = !DILocation(line: 0, scope: !2622, inlinedAt: !2618)
!2875 = !DILocation(line: 0, scope: !2481)
!2876 = !DILocation(line: 632, column: 14, scope: !2486)
!2877 = !DILocation(line: 0, scope: !2486)
!2878 = !DILocation(line: 632, column: 13, scope: !2481)
!2879 = !DILocation(line: 633, column: 26, scope: !2880)
!2880 = distinct !DILexicalBlock(scope: !2881, file: !3, line: 633, column: 15)
!2881 = distinct !DILexicalBlock(scope: !2486, file: !3, line: 632, column: 41)
!2882 = !DILocation(line: 634, column: 20, scope: !2883)
!2883 = distinct !DILexicalBlock(scope: !2880, file: !3, line: 633, column: 55)
!2884 = !DILocation(line: 634, column: 25, scope: !2883)
!2885 = !DILocation(line: 640, column: 11, scope: !2485)
!2886 = !DILocalVariable(name: "s", arg: 2, scope: !2887, file: !3, line: 521, type: !79)
!2887 = distinct !DISubprogram(name: "min_expand", scope: !3, file: !3, line: 521, type: !2888, scopeLine: 522, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2890)
!2888 = !DISubroutineType(types: !2889)
!2889 = !{!79, !1028, !79, !79, !79}
!2890 = !{!2891, !2886, !2892, !2893, !2894}
!2891 = !DILocalVariable(name: "ms", arg: 1, scope: !2887, file: !3, line: 521, type: !1028)
!2892 = !DILocalVariable(name: "p", arg: 3, scope: !2887, file: !3, line: 522, type: !79)
!2893 = !DILocalVariable(name: "ep", arg: 4, scope: !2887, file: !3, line: 522, type: !79)
!2894 = !DILocalVariable(name: "res", scope: !2895, file: !3, line: 524, type: !79)
!2895 = distinct !DILexicalBlock(scope: !2896, file: !3, line: 523, column: 12)
!2896 = distinct !DILexicalBlock(scope: !2897, file: !3, line: 523, column: 3)
!2897 = distinct !DILexicalBlock(scope: !2887, file: !3, line: 523, column: 3)
!2898 = !DILocation(line: 0, scope: !2887, inlinedAt: !2899)
!2899 = distinct !DILocation(line: 657, column: 19, scope: !2484)
!2900 = !DILocation(line: 524, column: 23, scope: !2895, inlinedAt: !2899)
!2901 = !DILocation(line: 525, column: 13, scope: !2902, inlinedAt: !2899)
!2902 = distinct !DILexicalBlock(scope: !2895, file: !3, line: 525, column: 9)
!2903 = !DILocation(line: 525, column: 9, scope: !2895, inlinedAt: !2899)
!2904 = !DILocation(line: 651, column: 16, scope: !2484)
!2905 = !DILocation(line: 651, column: 15, scope: !2484)
!2906 = !DILocalVariable(name: "ms", arg: 1, scope: !2907, file: !3, line: 506, type: !1028)
!2907 = distinct !DISubprogram(name: "max_expand", scope: !3, file: !3, line: 506, type: !2888, scopeLine: 507, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2908)
!2908 = !{!2906, !2909, !2910, !2911, !2912, !2913}
!2909 = !DILocalVariable(name: "s", arg: 2, scope: !2907, file: !3, line: 506, type: !79)
!2910 = !DILocalVariable(name: "p", arg: 3, scope: !2907, file: !3, line: 507, type: !79)
!2911 = !DILocalVariable(name: "ep", arg: 4, scope: !2907, file: !3, line: 507, type: !79)
!2912 = !DILocalVariable(name: "i", scope: !2907, file: !3, line: 508, type: !105)
!2913 = !DILocalVariable(name: "res", scope: !2914, file: !3, line: 513, type: !79)
!2914 = distinct !DILexicalBlock(scope: !2907, file: !3, line: 512, column: 16)
!2915 = !DILocation(line: 0, scope: !2907, inlinedAt: !2916)
!2916 = distinct !DILocation(line: 654, column: 19, scope: !2484)
!2917 = !DILocation(line: 509, column: 3, scope: !2907, inlinedAt: !2916)
!2918 = !DILocation(line: 509, column: 28, scope: !2907, inlinedAt: !2916)
!2919 = !DILocation(line: 509, column: 10, scope: !2907, inlinedAt: !2916)
!2920 = !DILocation(line: 510, column: 6, scope: !2907, inlinedAt: !2916)
!2921 = distinct !{!2921, !2917, !2920, !528}
!2922 = !DILocation(line: 512, column: 3, scope: !2907, inlinedAt: !2916)
!2923 = !DILocation(line: 508, column: 13, scope: !2907, inlinedAt: !2916)
!2924 = !DILocation(line: 512, column: 11, scope: !2907, inlinedAt: !2916)
!2925 = !DILocation(line: 513, column: 35, scope: !2914, inlinedAt: !2916)
!2926 = !DILocation(line: 513, column: 23, scope: !2914, inlinedAt: !2916)
!2927 = !DILocation(line: 0, scope: !2914, inlinedAt: !2916)
!2928 = !DILocation(line: 514, column: 9, scope: !2929, inlinedAt: !2916)
!2929 = distinct !DILexicalBlock(scope: !2914, file: !3, line: 514, column: 9)
!2930 = !DILocation(line: 514, column: 9, scope: !2914, inlinedAt: !2916)
!2931 = distinct !{!2931, !2922, !2932, !528}
!2932 = !DILocation(line: 516, column: 3, scope: !2907, inlinedAt: !2916)
!2933 = !DILocation(line: 528, column: 8, scope: !2934, inlinedAt: !2899)
!2934 = distinct !DILexicalBlock(scope: !2902, file: !3, line: 527, column: 14)
!2935 = !DILocation(line: 0, scope: !2895, inlinedAt: !2899)
!2936 = !DILocation(line: 527, column: 14, scope: !2934, inlinedAt: !2899)
!2937 = !DILocation(line: 527, column: 14, scope: !2902, inlinedAt: !2899)
!2938 = !DILocation(line: 660, column: 16, scope: !2484)
!2939 = !DILocation(line: 660, column: 28, scope: !2484)
!2940 = !DILocation(line: 643, column: 46, scope: !2941)
!2941 = distinct !DILexicalBlock(scope: !2483, file: !3, line: 643, column: 19)
!2942 = !DILocation(line: 643, column: 26, scope: !2941)
!2943 = !DILocation(line: 0, scope: !2483)
!2944 = !DILocation(line: 643, column: 52, scope: !2941)
!2945 = !DILocation(line: 667, column: 17, scope: !2463)
!2946 = !DILocation(line: 668, column: 3, scope: !2463)
!2947 = !DISubprogram(name: "strpbrk", scope: !2948, file: !2948, line: 323, type: !2949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2948 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!2949 = !DISubroutineType(types: !2950)
!2950 = !{!56, !79, !79}
!2951 = !DISubprogram(name: "strlen", scope: !2948, file: !2948, line: 407, type: !2952, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2952 = !DISubroutineType(types: !2953)
!2953 = !{!38, !79}
!2954 = !DISubprogram(name: "memchr", scope: !2948, file: !2948, line: 107, type: !2955, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2955 = !DISubroutineType(types: !2956)
!2956 = !{!35, !622, !39, !36}
!2957 = distinct !DISubprogram(name: "singlematch", scope: !3, file: !3, line: 470, type: !2958, scopeLine: 471, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2960)
!2958 = !DISubroutineType(types: !2959)
!2959 = !{!39, !1028, !79, !79, !79}
!2960 = !{!2961, !2962, !2963, !2964, !2965}
!2961 = !DILocalVariable(name: "ms", arg: 1, scope: !2957, file: !3, line: 470, type: !1028)
!2962 = !DILocalVariable(name: "s", arg: 2, scope: !2957, file: !3, line: 470, type: !79)
!2963 = !DILocalVariable(name: "p", arg: 3, scope: !2957, file: !3, line: 470, type: !79)
!2964 = !DILocalVariable(name: "ep", arg: 4, scope: !2957, file: !3, line: 471, type: !79)
!2965 = !DILocalVariable(name: "c", scope: !2966, file: !3, line: 475, type: !39)
!2966 = distinct !DILexicalBlock(scope: !2967, file: !3, line: 474, column: 8)
!2967 = distinct !DILexicalBlock(scope: !2957, file: !3, line: 472, column: 7)
!2968 = !DILocation(line: 0, scope: !2957)
!2969 = !DILocation(line: 472, column: 16, scope: !2967)
!2970 = !DILocation(line: 472, column: 9, scope: !2967)
!2971 = !DILocation(line: 472, column: 7, scope: !2957)
!2972 = !DILocation(line: 475, column: 13, scope: !2966)
!2973 = !DILocation(line: 0, scope: !2966)
!2974 = !DILocation(line: 476, column: 13, scope: !2966)
!2975 = !DILocation(line: 476, column: 5, scope: !2966)
!2976 = !DILocation(line: 478, column: 41, scope: !2977)
!2977 = distinct !DILexicalBlock(scope: !2966, file: !3, line: 476, column: 17)
!2978 = !DILocation(line: 478, column: 26, scope: !2977)
!2979 = !DILocation(line: 478, column: 19, scope: !2977)
!2980 = !DILocation(line: 479, column: 50, scope: !2977)
!2981 = !DILocation(line: 0, scope: !2729, inlinedAt: !2982)
!2982 = distinct !DILocation(line: 479, column: 24, scope: !2977)
!2983 = !DILocation(line: 449, column: 10, scope: !2739, inlinedAt: !2982)
!2984 = !DILocation(line: 449, column: 7, scope: !2739, inlinedAt: !2982)
!2985 = !DILocation(line: 449, column: 14, scope: !2739, inlinedAt: !2982)
!2986 = !DILocation(line: 449, column: 7, scope: !2729, inlinedAt: !2982)
!2987 = !DILocation(line: 453, column: 10, scope: !2729, inlinedAt: !2982)
!2988 = !DILocation(line: 453, column: 14, scope: !2729, inlinedAt: !2982)
!2989 = !DILocation(line: 453, column: 3, scope: !2729, inlinedAt: !2982)
!2990 = !DILocation(line: 454, column: 9, scope: !2746, inlinedAt: !2982)
!2991 = !DILocation(line: 454, column: 12, scope: !2746, inlinedAt: !2982)
!2992 = !DILocation(line: 0, scope: !2746, inlinedAt: !2982)
!2993 = !DILocation(line: 454, column: 9, scope: !2747, inlinedAt: !2982)
!2994 = !DILocation(line: 456, column: 26, scope: !2752, inlinedAt: !2982)
!2995 = !DILocation(line: 456, column: 11, scope: !2752, inlinedAt: !2982)
!2996 = !DILocation(line: 456, column: 11, scope: !2753, inlinedAt: !2982)
!2997 = !DILocation(line: 459, column: 22, scope: !2757, inlinedAt: !2982)
!2998 = !DILocation(line: 459, column: 30, scope: !2757, inlinedAt: !2982)
!2999 = !DILocation(line: 459, column: 35, scope: !2757, inlinedAt: !2982)
!3000 = !DILocation(line: 459, column: 38, scope: !2757, inlinedAt: !2982)
!3001 = !DILocation(line: 459, column: 14, scope: !2746, inlinedAt: !2982)
!3002 = !DILocation(line: 461, column: 25, scope: !2763, inlinedAt: !2982)
!3003 = !DILocation(line: 461, column: 30, scope: !2763, inlinedAt: !2982)
!3004 = !DILocation(line: 461, column: 38, scope: !2763, inlinedAt: !2982)
!3005 = !DILocation(line: 461, column: 35, scope: !2763, inlinedAt: !2982)
!3006 = !DILocation(line: 461, column: 11, scope: !2764, inlinedAt: !2982)
!3007 = !DILocation(line: 464, column: 24, scope: !2770, inlinedAt: !2982)
!3008 = !DILocation(line: 464, column: 14, scope: !2757, inlinedAt: !2982)
!3009 = distinct !{!3009, !2989, !3010, !528}
!3010 = !DILocation(line: 465, column: 3, scope: !2729, inlinedAt: !2982)
!3011 = !DILocation(line: 479, column: 17, scope: !2977)
!3012 = !DILocation(line: 480, column: 35, scope: !2977)
!3013 = !DILocation(line: 480, column: 17, scope: !2977)
!3014 = !DILocation(line: 0, scope: !2967)
!3015 = !DILocation(line: 483, column: 1, scope: !2957)
!3016 = distinct !DISubprogram(name: "match_class", scope: !3, file: !3, line: 427, type: !3017, scopeLine: 427, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3019)
!3017 = !DISubroutineType(types: !3018)
!3018 = !{!39, !39, !39}
!3019 = !{!3020, !3021, !3022, !3023, !3025}
!3020 = !DILocalVariable(name: "c", arg: 1, scope: !3016, file: !3, line: 427, type: !39)
!3021 = !DILocalVariable(name: "cl", arg: 2, scope: !3016, file: !3, line: 427, type: !39)
!3022 = !DILocalVariable(name: "res", scope: !3016, file: !3, line: 428, type: !39)
!3023 = !DILocalVariable(name: "__res", scope: !3024, file: !3, line: 429, type: !39)
!3024 = distinct !DILexicalBlock(scope: !3016, file: !3, line: 429, column: 11)
!3025 = !DILocalVariable(name: "__c", scope: !3026, file: !3, line: 429, type: !39)
!3026 = distinct !DILexicalBlock(scope: !3027, file: !3, line: 429, column: 11)
!3027 = distinct !DILexicalBlock(scope: !3028, file: !3, line: 429, column: 11)
!3028 = distinct !DILexicalBlock(scope: !3029, file: !3, line: 429, column: 11)
!3029 = distinct !DILexicalBlock(scope: !3024, file: !3, line: 429, column: 11)
!3030 = !DILocation(line: 0, scope: !3016)
!3031 = !DILocalVariable(name: "__c", arg: 1, scope: !3032, file: !6, line: 207, type: !39)
!3032 = distinct !DISubprogram(name: "tolower", scope: !6, file: !6, line: 207, type: !3033, scopeLine: 208, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3035)
!3033 = !DISubroutineType(types: !3034)
!3034 = !{!39, !39}
!3035 = !{!3031}
!3036 = !DILocation(line: 0, scope: !3032, inlinedAt: !3037)
!3037 = distinct !DILocation(line: 429, column: 11, scope: !3027)
!3038 = !DILocation(line: 209, column: 22, scope: !3032, inlinedAt: !3037)
!3039 = !DILocation(line: 209, column: 39, scope: !3032, inlinedAt: !3037)
!3040 = !DILocation(line: 209, column: 38, scope: !3032, inlinedAt: !3037)
!3041 = !DILocation(line: 209, column: 37, scope: !3032, inlinedAt: !3037)
!3042 = !DILocation(line: 429, column: 11, scope: !3027)
!3043 = !DILocation(line: 429, column: 3, scope: !3016)
!3044 = !DILocation(line: 0, scope: !3024)
!3045 = !DILocation(line: 430, column: 22, scope: !3046)
!3046 = distinct !DILexicalBlock(scope: !3016, file: !3, line: 429, column: 24)
!3047 = !DILocation(line: 430, column: 34, scope: !3046)
!3048 = !DILocation(line: 431, column: 22, scope: !3046)
!3049 = !DILocation(line: 431, column: 34, scope: !3046)
!3050 = !DILocation(line: 432, column: 22, scope: !3046)
!3051 = !DILocation(line: 432, column: 34, scope: !3046)
!3052 = !DILocation(line: 433, column: 22, scope: !3046)
!3053 = !DILocation(line: 433, column: 34, scope: !3046)
!3054 = !DILocation(line: 434, column: 22, scope: !3046)
!3055 = !DILocation(line: 434, column: 34, scope: !3046)
!3056 = !DILocation(line: 435, column: 22, scope: !3046)
!3057 = !DILocation(line: 435, column: 34, scope: !3046)
!3058 = !DILocation(line: 436, column: 22, scope: !3046)
!3059 = !DILocation(line: 436, column: 34, scope: !3046)
!3060 = !DILocation(line: 437, column: 22, scope: !3046)
!3061 = !DILocation(line: 437, column: 34, scope: !3046)
!3062 = !DILocation(line: 438, column: 22, scope: !3046)
!3063 = !DILocation(line: 438, column: 34, scope: !3046)
!3064 = !DILocation(line: 439, column: 22, scope: !3046)
!3065 = !DILocation(line: 439, column: 35, scope: !3046)
!3066 = !DILocation(line: 440, column: 25, scope: !3046)
!3067 = !DILocation(line: 443, column: 11, scope: !3016)
!3068 = !DILocation(line: 440, column: 32, scope: !3046)
!3069 = !DILocation(line: 441, column: 25, scope: !3046)
!3070 = !DILocation(line: 441, column: 14, scope: !3046)
!3071 = !DILocation(line: 0, scope: !3046)
!3072 = !DILocation(line: 443, column: 3, scope: !3016)
!3073 = !DILocation(line: 444, column: 1, scope: !3016)
!3074 = !DISubprogram(name: "__ctype_tolower_loc", scope: !6, file: !6, line: 81, type: !3075, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3075 = !DISubroutineType(types: !3076)
!3076 = !{!3077}
!3077 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3078, size: 64)
!3078 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3079, size: 64)
!3079 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3080)
!3080 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !3081, line: 41, baseType: !39)
!3081 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!3082 = !DISubprogram(name: "__ctype_b_loc", scope: !6, file: !6, line: 79, type: !3083, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3083 = !DISubroutineType(types: !3084)
!3084 = !{!3085}
!3085 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3086, size: 64)
!3086 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3087, size: 64)
!3087 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!3088 = !DILocation(line: 0, scope: !1194)
!3089 = !DILocation(line: 0, scope: !1207, inlinedAt: !3090)
!3090 = distinct !DILocation(line: 728, column: 17, scope: !1194)
!3091 = !DILocation(line: 704, column: 16, scope: !1218, inlinedAt: !3090)
!3092 = !DILocation(line: 704, column: 12, scope: !1218, inlinedAt: !3090)
!3093 = !DILocation(line: 704, column: 9, scope: !1218, inlinedAt: !3090)
!3094 = !DILocation(line: 704, column: 7, scope: !1207, inlinedAt: !3090)
!3095 = !DILocation(line: 705, column: 9, scope: !1295, inlinedAt: !3090)
!3096 = !DILocation(line: 705, column: 9, scope: !1225, inlinedAt: !3090)
!3097 = !DILocation(line: 706, column: 22, scope: !1295, inlinedAt: !3090)
!3098 = !DILocation(line: 706, column: 57, scope: !1295, inlinedAt: !3090)
!3099 = !DILocation(line: 706, column: 7, scope: !1295, inlinedAt: !3090)
!3100 = !DILocation(line: 711, column: 26, scope: !1217, inlinedAt: !3090)
!3101 = !DILocation(line: 711, column: 22, scope: !1217, inlinedAt: !3090)
!3102 = !DILocation(line: 711, column: 37, scope: !1217, inlinedAt: !3090)
!3103 = !DILocation(line: 0, scope: !1217, inlinedAt: !3090)
!3104 = !DILocation(line: 712, column: 27, scope: !1217, inlinedAt: !3090)
!3105 = !DILocation(line: 713, column: 9, scope: !1217, inlinedAt: !3090)
!3106 = !DILocation(line: 714, column: 22, scope: !1238, inlinedAt: !3090)
!3107 = !DILocation(line: 714, column: 7, scope: !1238, inlinedAt: !3090)
!3108 = !DILocation(line: 716, column: 27, scope: !1241, inlinedAt: !3090)
!3109 = !DILocation(line: 716, column: 57, scope: !1241, inlinedAt: !3090)
!3110 = !DILocation(line: 716, column: 51, scope: !1241, inlinedAt: !3090)
!3111 = !DILocation(line: 716, column: 67, scope: !1241, inlinedAt: !3090)
!3112 = !DILocation(line: 716, column: 7, scope: !1241, inlinedAt: !3090)
!3113 = !DILocation(line: 729, column: 7, scope: !1194)
!3114 = !DILocation(line: 708, column: 14, scope: !1225, inlinedAt: !3090)
!3115 = !DILocation(line: 729, column: 9, scope: !1227)
!3116 = !DILocation(line: 730, column: 25, scope: !1227)
!3117 = !DILocation(line: 730, column: 5, scope: !1227)
!3118 = !DILocation(line: 732, column: 1, scope: !1194)
!3119 = !DISubprogram(name: "lua_pushlstring", scope: !42, file: !42, line: 247, type: !3120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3120 = !DISubroutineType(types: !3121)
!3121 = !{!79, !61, !79, !36}
!3122 = !DISubprogram(name: "luaL_prepbuffsize", scope: !52, file: !52, line: 216, type: !3123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3123 = !DISubroutineType(types: !3124)
!3124 = !{!56, !824, !36}
!3125 = !DILocation(line: 0, scope: !693)
!3126 = !DILocation(line: 1227, column: 27, scope: !693)
!3127 = !DILocation(line: 1228, column: 11, scope: !693)
!3128 = !DILocation(line: 1228, column: 8, scope: !693)
!3129 = !DILocation(line: 1229, column: 7, scope: !707)
!3130 = !DILocation(line: 1229, column: 13, scope: !707)
!3131 = !DILocation(line: 1229, column: 7, scope: !693)
!3132 = !DILocation(line: 0, scope: !714, inlinedAt: !3133)
!3133 = distinct !DILocation(line: 1230, column: 12, scope: !720)
!3134 = !DILocation(line: 1211, column: 7, scope: !722, inlinedAt: !3133)
!3135 = !DILocation(line: 1211, column: 7, scope: !714, inlinedAt: !3133)
!3136 = !DILocation(line: 1212, column: 6, scope: !727, inlinedAt: !3133)
!3137 = !DILocation(line: 1213, column: 9, scope: !729, inlinedAt: !3133)
!3138 = !DILocation(line: 1213, column: 9, scope: !727, inlinedAt: !3133)
!3139 = !DILocation(line: 1231, column: 9, scope: !732)
!3140 = !DILocation(line: 1231, column: 15, scope: !732)
!3141 = !DILocation(line: 1231, column: 22, scope: !732)
!3142 = !DILocation(line: 1232, column: 11, scope: !3143)
!3143 = distinct !DILexicalBlock(scope: !732, file: !3, line: 1231, column: 36)
!3144 = !DILocation(line: 0, scope: !714, inlinedAt: !3145)
!3145 = distinct !DILocation(line: 1233, column: 14, scope: !3143)
!3146 = !DILocation(line: 1211, column: 7, scope: !722, inlinedAt: !3145)
!3147 = !DILocation(line: 1211, column: 7, scope: !714, inlinedAt: !3145)
!3148 = !DILocation(line: 1212, column: 6, scope: !727, inlinedAt: !3145)
!3149 = !DILocation(line: 1213, column: 9, scope: !729, inlinedAt: !3145)
!3150 = !DILocation(line: 1213, column: 9, scope: !727, inlinedAt: !3145)
!3151 = !DILocation(line: 1236, column: 8, scope: !710)
!3152 = !DILocation(line: 1236, column: 7, scope: !693)
!3153 = !DILocation(line: 1237, column: 5, scope: !710)
!3154 = !DILocation(line: 1238, column: 1, scope: !693)
!3155 = !DISubprogram(name: "snprintf", scope: !3156, file: !3156, line: 378, type: !3157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3156 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!3157 = !DISubroutineType(types: !3158)
!3158 = !{!39, !3159, !36, !3160, null}
!3159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !56)
!3160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!3161 = !DISubprogram(name: "luaL_checknumber", scope: !52, file: !52, line: 59, type: !3162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3162 = !DISubroutineType(types: !3163)
!3163 = !{!68, !61, !39}
!3164 = !DISubprogram(name: "lua_topointer", scope: !42, file: !42, line: 209, type: !3165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3165 = !DISubroutineType(types: !3166)
!3166 = !{!622, !61, !39}
!3167 = !DISubprogram(name: "luaL_tolstring", scope: !52, file: !52, line: 52, type: !2183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3168 = !DISubprogram(name: "luaL_addvalue", scope: !52, file: !52, line: 219, type: !2246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3169 = !DISubprogram(name: "strchr", scope: !2948, file: !2948, line: 246, type: !3170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3170 = !DISubroutineType(types: !3171)
!3171 = !{!56, !79, !39}
!3172 = !DISubprogram(name: "strspn", scope: !2948, file: !2948, line: 297, type: !3173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3173 = !DISubroutineType(types: !3174)
!3174 = !{!38, !79, !79}
!3175 = !DISubprogram(name: "lua_type", scope: !42, file: !42, line: 198, type: !2212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3176 = !DISubprogram(name: "lua_tolstring", scope: !42, file: !42, line: 204, type: !2183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3177 = !DISubprogram(name: "lua_isinteger", scope: !42, file: !42, line: 196, type: !2212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3178 = !DISubprogram(name: "lua_tonumberx", scope: !42, file: !42, line: 201, type: !3179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3179 = !DISubroutineType(types: !3180)
!3180 = !{!68, !61, !39, !3181}
!3181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!3182 = !DISubprogram(name: "lua_tointegerx", scope: !42, file: !42, line: 202, type: !3183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3183 = !DISubroutineType(types: !3184)
!3184 = !{!41, !61, !39, !3181}
!3185 = !DISubprogram(name: "luaL_addstring", scope: !52, file: !52, line: 218, type: !3186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3186 = !DISubroutineType(types: !3187)
!3187 = !{null, !824, !79}
!3188 = !DISubprogram(name: "localeconv", scope: !3189, file: !3189, line: 125, type: !3190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3189 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!3190 = !DISubroutineType(types: !3191)
!3191 = !{!3192}
!3192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3193, size: 64)
!3193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !3189, line: 51, size: 768, elements: !3194)
!3194 = !{!3195, !3196, !3197, !3198, !3199, !3200, !3201, !3202, !3203, !3204, !3205, !3206, !3207, !3208, !3209, !3210, !3211, !3212, !3213, !3214, !3215, !3216, !3217, !3218}
!3195 = !DIDerivedType(tag: DW_TAG_member, name: "decimal_point", scope: !3193, file: !3189, line: 55, baseType: !56, size: 64)
!3196 = !DIDerivedType(tag: DW_TAG_member, name: "thousands_sep", scope: !3193, file: !3189, line: 56, baseType: !56, size: 64, offset: 64)
!3197 = !DIDerivedType(tag: DW_TAG_member, name: "grouping", scope: !3193, file: !3189, line: 62, baseType: !56, size: 64, offset: 128)
!3198 = !DIDerivedType(tag: DW_TAG_member, name: "int_curr_symbol", scope: !3193, file: !3189, line: 68, baseType: !56, size: 64, offset: 192)
!3199 = !DIDerivedType(tag: DW_TAG_member, name: "currency_symbol", scope: !3193, file: !3189, line: 69, baseType: !56, size: 64, offset: 256)
!3200 = !DIDerivedType(tag: DW_TAG_member, name: "mon_decimal_point", scope: !3193, file: !3189, line: 70, baseType: !56, size: 64, offset: 320)
!3201 = !DIDerivedType(tag: DW_TAG_member, name: "mon_thousands_sep", scope: !3193, file: !3189, line: 71, baseType: !56, size: 64, offset: 384)
!3202 = !DIDerivedType(tag: DW_TAG_member, name: "mon_grouping", scope: !3193, file: !3189, line: 72, baseType: !56, size: 64, offset: 448)
!3203 = !DIDerivedType(tag: DW_TAG_member, name: "positive_sign", scope: !3193, file: !3189, line: 73, baseType: !56, size: 64, offset: 512)
!3204 = !DIDerivedType(tag: DW_TAG_member, name: "negative_sign", scope: !3193, file: !3189, line: 74, baseType: !56, size: 64, offset: 576)
!3205 = !DIDerivedType(tag: DW_TAG_member, name: "int_frac_digits", scope: !3193, file: !3189, line: 75, baseType: !57, size: 8, offset: 640)
!3206 = !DIDerivedType(tag: DW_TAG_member, name: "frac_digits", scope: !3193, file: !3189, line: 76, baseType: !57, size: 8, offset: 648)
!3207 = !DIDerivedType(tag: DW_TAG_member, name: "p_cs_precedes", scope: !3193, file: !3189, line: 78, baseType: !57, size: 8, offset: 656)
!3208 = !DIDerivedType(tag: DW_TAG_member, name: "p_sep_by_space", scope: !3193, file: !3189, line: 80, baseType: !57, size: 8, offset: 664)
!3209 = !DIDerivedType(tag: DW_TAG_member, name: "n_cs_precedes", scope: !3193, file: !3189, line: 82, baseType: !57, size: 8, offset: 672)
!3210 = !DIDerivedType(tag: DW_TAG_member, name: "n_sep_by_space", scope: !3193, file: !3189, line: 84, baseType: !57, size: 8, offset: 680)
!3211 = !DIDerivedType(tag: DW_TAG_member, name: "p_sign_posn", scope: !3193, file: !3189, line: 91, baseType: !57, size: 8, offset: 688)
!3212 = !DIDerivedType(tag: DW_TAG_member, name: "n_sign_posn", scope: !3193, file: !3189, line: 92, baseType: !57, size: 8, offset: 696)
!3213 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_cs_precedes", scope: !3193, file: !3189, line: 95, baseType: !57, size: 8, offset: 704)
!3214 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_sep_by_space", scope: !3193, file: !3189, line: 97, baseType: !57, size: 8, offset: 712)
!3215 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_cs_precedes", scope: !3193, file: !3189, line: 99, baseType: !57, size: 8, offset: 720)
!3216 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_sep_by_space", scope: !3193, file: !3189, line: 101, baseType: !57, size: 8, offset: 728)
!3217 = !DIDerivedType(tag: DW_TAG_member, name: "int_p_sign_posn", scope: !3193, file: !3189, line: 108, baseType: !57, size: 8, offset: 736)
!3218 = !DIDerivedType(tag: DW_TAG_member, name: "int_n_sign_posn", scope: !3193, file: !3189, line: 109, baseType: !57, size: 8, offset: 744)
!3219 = !DISubprogram(name: "lua_newuserdatauv", scope: !42, file: !42, line: 270, type: !3220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3220 = !DISubroutineType(types: !3221)
!3221 = !{!35, !61, !36, !39}
!3222 = !DISubprogram(name: "lua_pushcclosure", scope: !42, file: !42, line: 252, type: !3223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3223 = !DISubroutineType(types: !3224)
!3224 = !{null, !61, !392, !39}
!3225 = distinct !DISubprogram(name: "gmatch_aux", scope: !3, file: !3, line: 838, type: !394, scopeLine: 838, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3226)
!3226 = !{!3227, !3228, !3229, !3230}
!3227 = !DILocalVariable(name: "L", arg: 1, scope: !3225, file: !3, line: 838, type: !61)
!3228 = !DILocalVariable(name: "gm", scope: !3225, file: !3, line: 839, type: !82)
!3229 = !DILocalVariable(name: "src", scope: !3225, file: !3, line: 840, type: !79)
!3230 = !DILocalVariable(name: "e", scope: !3231, file: !3, line: 843, type: !79)
!3231 = distinct !DILexicalBlock(scope: !3232, file: !3, line: 842, column: 53)
!3232 = distinct !DILexicalBlock(scope: !3233, file: !3, line: 842, column: 3)
!3233 = distinct !DILexicalBlock(scope: !3225, file: !3, line: 842, column: 3)
!3234 = !DILocation(line: 0, scope: !3225)
!3235 = !DILocation(line: 839, column: 36, scope: !3225)
!3236 = !DILocation(line: 841, column: 7, scope: !3225)
!3237 = !DILocation(line: 841, column: 10, scope: !3225)
!3238 = !DILocation(line: 841, column: 12, scope: !3225)
!3239 = !{!1057, !579, i64 48}
!3240 = !DILocation(line: 842, column: 18, scope: !3233)
!3241 = !DILocation(line: 842, column: 37, scope: !3232)
!3242 = !{!1057, !579, i64 32}
!3243 = !DILocation(line: 842, column: 27, scope: !3232)
!3244 = !DILocation(line: 842, column: 3, scope: !3233)
!3245 = !DILocation(line: 0, scope: !1133, inlinedAt: !3246)
!3246 = distinct !DILocation(line: 844, column: 5, scope: !3231)
!3247 = !DILocation(line: 768, column: 13, scope: !1133, inlinedAt: !3246)
!3248 = !DILocation(line: 845, column: 38, scope: !3249)
!3249 = distinct !DILexicalBlock(scope: !3231, file: !3, line: 845, column: 9)
!3250 = !DILocation(line: 845, column: 14, scope: !3249)
!3251 = !DILocation(line: 0, scope: !3231)
!3252 = !DILocation(line: 845, column: 42, scope: !3249)
!3253 = !DILocation(line: 845, column: 50, scope: !3249)
!3254 = !DILocation(line: 845, column: 62, scope: !3249)
!3255 = !DILocation(line: 845, column: 55, scope: !3249)
!3256 = !DILocation(line: 845, column: 9, scope: !3231)
!3257 = !DILocation(line: 846, column: 31, scope: !3258)
!3258 = distinct !DILexicalBlock(scope: !3249, file: !3, line: 845, column: 73)
!3259 = !DILocation(line: 846, column: 15, scope: !3258)
!3260 = !DILocation(line: 0, scope: !1168, inlinedAt: !3261)
!3261 = distinct !DILocation(line: 847, column: 14, scope: !3258)
!3262 = !DILocation(line: 737, column: 22, scope: !1168, inlinedAt: !3261)
!3263 = !DILocation(line: 737, column: 28, scope: !1168, inlinedAt: !3261)
!3264 = !DILocation(line: 737, column: 33, scope: !1168, inlinedAt: !3261)
!3265 = !DILocation(line: 738, column: 23, scope: !1168, inlinedAt: !3261)
!3266 = !DILocation(line: 738, column: 3, scope: !1168, inlinedAt: !3261)
!3267 = !DILocation(line: 739, column: 17, scope: !1184, inlinedAt: !3261)
!3268 = !DILocation(line: 739, column: 3, scope: !1185, inlinedAt: !3261)
!3269 = !DILocation(line: 740, column: 5, scope: !1184, inlinedAt: !3261)
!3270 = !DILocation(line: 739, column: 29, scope: !1184, inlinedAt: !3261)
!3271 = distinct !{!3271, !3268, !3272, !528}
!3272 = !DILocation(line: 740, column: 32, scope: !1185, inlinedAt: !3261)
!3273 = !DILocation(line: 842, column: 49, scope: !3232)
!3274 = distinct !{!3274, !3244, !3275, !528}
!3275 = !DILocation(line: 849, column: 3, scope: !3233)
!3276 = !DILocation(line: 851, column: 1, scope: !3225)
!3277 = !DISubprogram(name: "lua_touserdata", scope: !42, file: !42, line: 207, type: !3278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3278 = !DISubroutineType(types: !3279)
!3279 = !{!35, !61, !39}
!3280 = !DISubprogram(name: "luaL_typeerror", scope: !52, file: !52, line: 54, type: !2206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3281 = !DISubprogram(name: "lua_pushvalue", scope: !42, file: !42, line: 181, type: !2216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3282 = !DISubprogram(name: "lua_callk", scope: !42, file: !42, line: 292, type: !3283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3283 = !DISubroutineType(types: !3284)
!3284 = !{null, !61, !39, !39, !3285, !3288}
!3285 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !42, line: 100, baseType: !3286)
!3286 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !3287, line: 87, baseType: !74)
!3287 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!3288 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !42, line: 111, baseType: !3289)
!3289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3290, size: 64)
!3290 = !DISubroutineType(types: !3291)
!3291 = !{!39, !61, !39, !3285}
!3292 = !DISubprogram(name: "lua_gettable", scope: !42, file: !42, line: 262, type: !2212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3293 = !DISubprogram(name: "lua_isstring", scope: !42, file: !42, line: 194, type: !2212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3294 = !DISubprogram(name: "lua_typename", scope: !42, file: !42, line: 199, type: !3295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3295 = !DISubroutineType(types: !3296)
!3296 = !{!79, !61, !39}
!3297 = !DISubprogram(name: "luaL_optlstring", scope: !52, file: !52, line: 57, type: !3298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3298 = !DISubroutineType(types: !3299)
!3299 = !{!79, !61, !39, !79, !2185}
!3300 = !DISubprogram(name: "lua_pushstring", scope: !42, file: !42, line: 248, type: !3301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3301 = !DISubroutineType(types: !3302)
!3302 = !{!79, !61, !79}
!3303 = !DISubprogram(name: "__ctype_toupper_loc", scope: !6, file: !6, line: 83, type: !3075, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3304 = distinct !DISubprogram(name: "getdetails", scope: !3, file: !3, line: 1541, type: !3305, scopeLine: 1542, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3307)
!3305 = !DISubroutineType(types: !3306)
!3306 = !{!1611, !1661, !36, !1210, !3181, !3181}
!3307 = !{!3308, !3309, !3310, !3311, !3312, !3313, !3314}
!3308 = !DILocalVariable(name: "h", arg: 1, scope: !3304, file: !3, line: 1541, type: !1661)
!3309 = !DILocalVariable(name: "totalsize", arg: 2, scope: !3304, file: !3, line: 1541, type: !36)
!3310 = !DILocalVariable(name: "fmt", arg: 3, scope: !3304, file: !3, line: 1542, type: !1210)
!3311 = !DILocalVariable(name: "psize", arg: 4, scope: !3304, file: !3, line: 1542, type: !3181)
!3312 = !DILocalVariable(name: "ntoalign", arg: 5, scope: !3304, file: !3, line: 1542, type: !3181)
!3313 = !DILocalVariable(name: "opt", scope: !3304, file: !3, line: 1543, type: !1611)
!3314 = !DILocalVariable(name: "align", scope: !3304, file: !3, line: 1544, type: !39)
!3315 = distinct !DIAssignID()
!3316 = !DILocation(line: 0, scope: !3304)
!3317 = !DILocation(line: 1543, column: 17, scope: !3304)
!3318 = !DILocation(line: 1544, column: 3, scope: !3304)
!3319 = !DILocation(line: 1544, column: 15, scope: !3304)
!3320 = !DILocation(line: 1544, column: 7, scope: !3304)
!3321 = distinct !DIAssignID()
!3322 = !DILocation(line: 1545, column: 11, scope: !3323)
!3323 = distinct !DILexicalBlock(scope: !3304, file: !3, line: 1545, column: 7)
!3324 = !DILocation(line: 1545, column: 7, scope: !3304)
!3325 = !DILocation(line: 1546, column: 10, scope: !3326)
!3326 = distinct !DILexicalBlock(scope: !3327, file: !3, line: 1546, column: 9)
!3327 = distinct !DILexicalBlock(scope: !3323, file: !3, line: 1545, column: 26)
!3328 = !DILocation(line: 1546, column: 9, scope: !3326)
!3329 = !DILocation(line: 1546, column: 15, scope: !3326)
!3330 = !DILocation(line: 1546, column: 23, scope: !3326)
!3331 = !DILocation(line: 1546, column: 26, scope: !3326)
!3332 = !DILocation(line: 1546, column: 52, scope: !3326)
!3333 = !DILocation(line: 1546, column: 61, scope: !3326)
!3334 = !DILocation(line: 1547, column: 24, scope: !3326)
!3335 = !DILocation(line: 1547, column: 7, scope: !3326)
!3336 = !DILocation(line: 1549, column: 7, scope: !3337)
!3337 = distinct !DILexicalBlock(scope: !3304, file: !3, line: 1549, column: 7)
!3338 = !DILocation(line: 1549, column: 13, scope: !3337)
!3339 = !DILocation(line: 1549, column: 18, scope: !3337)
!3340 = !DILocation(line: 1552, column: 20, scope: !3341)
!3341 = distinct !DILexicalBlock(scope: !3342, file: !3, line: 1552, column: 9)
!3342 = distinct !DILexicalBlock(scope: !3337, file: !3, line: 1551, column: 8)
!3343 = distinct !DIAssignID()
!3344 = !DILocation(line: 1552, column: 9, scope: !3342)
!3345 = !DILocation(line: 1554, column: 9, scope: !3346)
!3346 = distinct !DILexicalBlock(scope: !3342, file: !3, line: 1554, column: 9)
!3347 = !DILocation(line: 1554, column: 9, scope: !3342)
!3348 = !DILocation(line: 1555, column: 24, scope: !3346)
!3349 = !DILocation(line: 1555, column: 7, scope: !3346)
!3350 = !DILocation(line: 1556, column: 51, scope: !3342)
!3351 = !DILocation(line: 1556, column: 26, scope: !3342)
!3352 = !DILocation(line: 1556, column: 24, scope: !3342)
!3353 = !DILocation(line: 1556, column: 58, scope: !3342)
!3354 = !DILocation(line: 0, scope: !3337)
!3355 = !DILocation(line: 1559, column: 1, scope: !3304)
!3356 = !DILocation(line: 1558, column: 3, scope: !3304)
!3357 = distinct !DISubprogram(name: "getoption", scope: !3, file: !3, line: 1488, type: !3358, scopeLine: 1488, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3360)
!3358 = !DISubroutineType(types: !3359)
!3359 = !{!1611, !1661, !1210, !3181}
!3360 = !{!3361, !3362, !3363, !3364, !3365}
!3361 = !DILocalVariable(name: "h", arg: 1, scope: !3357, file: !3, line: 1488, type: !1661)
!3362 = !DILocalVariable(name: "fmt", arg: 2, scope: !3357, file: !3, line: 1488, type: !1210)
!3363 = !DILocalVariable(name: "size", arg: 3, scope: !3357, file: !3, line: 1488, type: !3181)
!3364 = !DILocalVariable(name: "opt", scope: !3357, file: !3, line: 1491, type: !39)
!3365 = !DILocalVariable(name: "maxalign", scope: !3366, file: !3, line: 1522, type: !3368)
!3366 = distinct !DILexicalBlock(scope: !3367, file: !3, line: 1521, column: 15)
!3367 = distinct !DILexicalBlock(scope: !3357, file: !3, line: 1493, column: 16)
!3368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!3369 = !DILocation(line: 0, scope: !3357)
!3370 = !DILocation(line: 1491, column: 21, scope: !3357)
!3371 = !DILocation(line: 1491, column: 13, scope: !3357)
!3372 = !DILocation(line: 1492, column: 9, scope: !3357)
!3373 = !DILocation(line: 1493, column: 3, scope: !3357)
!3374 = !DILocation(line: 1494, column: 21, scope: !3367)
!3375 = !DILocation(line: 1494, column: 37, scope: !3367)
!3376 = !DILocation(line: 1495, column: 21, scope: !3367)
!3377 = !DILocation(line: 1495, column: 37, scope: !3367)
!3378 = !DILocation(line: 1496, column: 21, scope: !3367)
!3379 = !DILocation(line: 1496, column: 38, scope: !3367)
!3380 = !DILocation(line: 1497, column: 21, scope: !3367)
!3381 = !DILocation(line: 1497, column: 38, scope: !3367)
!3382 = !DILocation(line: 1498, column: 21, scope: !3367)
!3383 = !DILocation(line: 1498, column: 37, scope: !3367)
!3384 = !DILocation(line: 1499, column: 21, scope: !3367)
!3385 = !DILocation(line: 1499, column: 37, scope: !3367)
!3386 = !DILocation(line: 1500, column: 21, scope: !3367)
!3387 = !DILocation(line: 1500, column: 44, scope: !3367)
!3388 = !DILocation(line: 1501, column: 21, scope: !3367)
!3389 = !DILocation(line: 1501, column: 44, scope: !3367)
!3390 = !DILocation(line: 1502, column: 21, scope: !3367)
!3391 = !DILocation(line: 1502, column: 39, scope: !3367)
!3392 = !DILocation(line: 1503, column: 21, scope: !3367)
!3393 = !DILocation(line: 1503, column: 38, scope: !3367)
!3394 = !DILocation(line: 1504, column: 21, scope: !3367)
!3395 = !DILocation(line: 1504, column: 43, scope: !3367)
!3396 = !DILocation(line: 1505, column: 21, scope: !3367)
!3397 = !DILocation(line: 1505, column: 39, scope: !3367)
!3398 = !DILocalVariable(name: "h", arg: 1, scope: !3399, file: !3, line: 1466, type: !1661)
!3399 = distinct !DISubprogram(name: "getnumlimit", scope: !3, file: !3, line: 1466, type: !3400, scopeLine: 1466, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3402)
!3400 = !DISubroutineType(types: !3401)
!3401 = !{!39, !1661, !1210, !39}
!3402 = !{!3398, !3403, !3404, !3405}
!3403 = !DILocalVariable(name: "fmt", arg: 2, scope: !3399, file: !3, line: 1466, type: !1210)
!3404 = !DILocalVariable(name: "df", arg: 3, scope: !3399, file: !3, line: 1466, type: !39)
!3405 = !DILocalVariable(name: "sz", scope: !3399, file: !3, line: 1467, type: !39)
!3406 = !DILocation(line: 0, scope: !3399, inlinedAt: !3407)
!3407 = distinct !DILocation(line: 1506, column: 23, scope: !3367)
!3408 = !DILocalVariable(name: "fmt", arg: 1, scope: !3409, file: !3, line: 1449, type: !1210)
!3409 = distinct !DISubprogram(name: "getnum", scope: !3, file: !3, line: 1449, type: !3410, scopeLine: 1449, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3412)
!3410 = !DISubroutineType(types: !3411)
!3411 = !{!39, !1210, !39}
!3412 = !{!3408, !3413, !3414}
!3413 = !DILocalVariable(name: "df", arg: 2, scope: !3409, file: !3, line: 1449, type: !39)
!3414 = !DILocalVariable(name: "a", scope: !3415, file: !3, line: 1453, type: !39)
!3415 = distinct !DILexicalBlock(scope: !3416, file: !3, line: 1452, column: 8)
!3416 = distinct !DILexicalBlock(scope: !3409, file: !3, line: 1450, column: 7)
!3417 = !DILocation(line: 0, scope: !3409, inlinedAt: !3418)
!3418 = distinct !DILocation(line: 1467, column: 12, scope: !3399, inlinedAt: !3407)
!3419 = !DILocation(line: 1450, column: 14, scope: !3416, inlinedAt: !3418)
!3420 = !DILocalVariable(name: "c", arg: 1, scope: !3421, file: !3, line: 1447, type: !39)
!3421 = distinct !DISubprogram(name: "digit", scope: !3, file: !3, line: 1447, type: !3033, scopeLine: 1447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3422)
!3422 = !{!3420}
!3423 = !DILocation(line: 0, scope: !3421, inlinedAt: !3424)
!3424 = distinct !DILocation(line: 1450, column: 8, scope: !3416, inlinedAt: !3418)
!3425 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3424)
!3426 = !DILocation(line: 1450, column: 7, scope: !3409, inlinedAt: !3418)
!3427 = !DILocation(line: 1455, column: 12, scope: !3428, inlinedAt: !3418)
!3428 = distinct !DILexicalBlock(scope: !3415, file: !3, line: 1454, column: 8)
!3429 = !DILocation(line: 0, scope: !3415, inlinedAt: !3418)
!3430 = !DILocation(line: 1455, column: 27, scope: !3428, inlinedAt: !3418)
!3431 = !DILocation(line: 1455, column: 19, scope: !3428, inlinedAt: !3418)
!3432 = !DILocation(line: 1455, column: 31, scope: !3428, inlinedAt: !3418)
!3433 = !DILocation(line: 1455, column: 16, scope: !3428, inlinedAt: !3418)
!3434 = !DILocation(line: 1456, column: 20, scope: !3415, inlinedAt: !3418)
!3435 = !DILocation(line: 0, scope: !3421, inlinedAt: !3436)
!3436 = distinct !DILocation(line: 1456, column: 14, scope: !3415, inlinedAt: !3418)
!3437 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3436)
!3438 = !DILocation(line: 1456, column: 27, scope: !3415, inlinedAt: !3418)
!3439 = !DILocation(line: 1456, column: 5, scope: !3428, inlinedAt: !3418)
!3440 = distinct !{!3440, !3441, !3442, !528}
!3441 = !DILocation(line: 1454, column: 5, scope: !3415, inlinedAt: !3418)
!3442 = !DILocation(line: 1456, column: 56, scope: !3415, inlinedAt: !3418)
!3443 = !DILocation(line: 1468, column: 7, scope: !3444, inlinedAt: !3407)
!3444 = distinct !DILexicalBlock(scope: !3399, file: !3, line: 1468, column: 7)
!3445 = !DILocation(line: 1468, column: 7, scope: !3399, inlinedAt: !3407)
!3446 = !{!"branch_weights", !"expected", i32 2146410, i32 2145337238}
!3447 = !DILocation(line: 1469, column: 26, scope: !3444, inlinedAt: !3407)
!3448 = !DILocation(line: 1469, column: 12, scope: !3444, inlinedAt: !3407)
!3449 = !DILocation(line: 1469, column: 5, scope: !3444, inlinedAt: !3407)
!3450 = !DILocation(line: 1506, column: 21, scope: !3367)
!3451 = !DILocation(line: 1506, column: 57, scope: !3367)
!3452 = !DILocation(line: 0, scope: !3399, inlinedAt: !3453)
!3453 = distinct !DILocation(line: 1507, column: 23, scope: !3367)
!3454 = !DILocation(line: 0, scope: !3409, inlinedAt: !3455)
!3455 = distinct !DILocation(line: 1467, column: 12, scope: !3399, inlinedAt: !3453)
!3456 = !DILocation(line: 1450, column: 14, scope: !3416, inlinedAt: !3455)
!3457 = !DILocation(line: 0, scope: !3421, inlinedAt: !3458)
!3458 = distinct !DILocation(line: 1450, column: 8, scope: !3416, inlinedAt: !3455)
!3459 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3458)
!3460 = !DILocation(line: 1450, column: 7, scope: !3409, inlinedAt: !3455)
!3461 = !DILocation(line: 1455, column: 12, scope: !3428, inlinedAt: !3455)
!3462 = !DILocation(line: 0, scope: !3415, inlinedAt: !3455)
!3463 = !DILocation(line: 1455, column: 27, scope: !3428, inlinedAt: !3455)
!3464 = !DILocation(line: 1455, column: 19, scope: !3428, inlinedAt: !3455)
!3465 = !DILocation(line: 1455, column: 31, scope: !3428, inlinedAt: !3455)
!3466 = !DILocation(line: 1455, column: 16, scope: !3428, inlinedAt: !3455)
!3467 = !DILocation(line: 1456, column: 20, scope: !3415, inlinedAt: !3455)
!3468 = !DILocation(line: 0, scope: !3421, inlinedAt: !3469)
!3469 = distinct !DILocation(line: 1456, column: 14, scope: !3415, inlinedAt: !3455)
!3470 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3469)
!3471 = !DILocation(line: 1456, column: 27, scope: !3415, inlinedAt: !3455)
!3472 = !DILocation(line: 1456, column: 5, scope: !3428, inlinedAt: !3455)
!3473 = distinct !{!3473, !3474, !3475, !528}
!3474 = !DILocation(line: 1454, column: 5, scope: !3415, inlinedAt: !3455)
!3475 = !DILocation(line: 1456, column: 56, scope: !3415, inlinedAt: !3455)
!3476 = !DILocation(line: 1468, column: 7, scope: !3444, inlinedAt: !3453)
!3477 = !DILocation(line: 1468, column: 7, scope: !3399, inlinedAt: !3453)
!3478 = !DILocation(line: 1469, column: 26, scope: !3444, inlinedAt: !3453)
!3479 = !DILocation(line: 1469, column: 12, scope: !3444, inlinedAt: !3453)
!3480 = !DILocation(line: 1469, column: 5, scope: !3444, inlinedAt: !3453)
!3481 = !DILocation(line: 1507, column: 21, scope: !3367)
!3482 = !DILocation(line: 1507, column: 57, scope: !3367)
!3483 = !DILocation(line: 0, scope: !3399, inlinedAt: !3484)
!3484 = distinct !DILocation(line: 1508, column: 23, scope: !3367)
!3485 = !DILocation(line: 0, scope: !3409, inlinedAt: !3486)
!3486 = distinct !DILocation(line: 1467, column: 12, scope: !3399, inlinedAt: !3484)
!3487 = !DILocation(line: 1450, column: 14, scope: !3416, inlinedAt: !3486)
!3488 = !DILocation(line: 0, scope: !3421, inlinedAt: !3489)
!3489 = distinct !DILocation(line: 1450, column: 8, scope: !3416, inlinedAt: !3486)
!3490 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3489)
!3491 = !DILocation(line: 1450, column: 7, scope: !3409, inlinedAt: !3486)
!3492 = !DILocation(line: 1455, column: 12, scope: !3428, inlinedAt: !3486)
!3493 = !DILocation(line: 0, scope: !3415, inlinedAt: !3486)
!3494 = !DILocation(line: 1455, column: 27, scope: !3428, inlinedAt: !3486)
!3495 = !DILocation(line: 1455, column: 19, scope: !3428, inlinedAt: !3486)
!3496 = !DILocation(line: 1455, column: 31, scope: !3428, inlinedAt: !3486)
!3497 = !DILocation(line: 1455, column: 16, scope: !3428, inlinedAt: !3486)
!3498 = !DILocation(line: 1456, column: 20, scope: !3415, inlinedAt: !3486)
!3499 = !DILocation(line: 0, scope: !3421, inlinedAt: !3500)
!3500 = distinct !DILocation(line: 1456, column: 14, scope: !3415, inlinedAt: !3486)
!3501 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3500)
!3502 = !DILocation(line: 1456, column: 27, scope: !3415, inlinedAt: !3486)
!3503 = !DILocation(line: 1456, column: 5, scope: !3428, inlinedAt: !3486)
!3504 = distinct !{!3504, !3505, !3506, !528}
!3505 = !DILocation(line: 1454, column: 5, scope: !3415, inlinedAt: !3486)
!3506 = !DILocation(line: 1456, column: 56, scope: !3415, inlinedAt: !3486)
!3507 = !DILocation(line: 1468, column: 7, scope: !3444, inlinedAt: !3484)
!3508 = !DILocation(line: 1468, column: 7, scope: !3399, inlinedAt: !3484)
!3509 = !DILocation(line: 1469, column: 26, scope: !3444, inlinedAt: !3484)
!3510 = !DILocation(line: 1469, column: 12, scope: !3444, inlinedAt: !3484)
!3511 = !DILocation(line: 1469, column: 5, scope: !3444, inlinedAt: !3484)
!3512 = !DILocation(line: 1508, column: 21, scope: !3367)
!3513 = !DILocation(line: 1508, column: 60, scope: !3367)
!3514 = !DILocation(line: 0, scope: !3409, inlinedAt: !3515)
!3515 = distinct !DILocation(line: 1510, column: 15, scope: !3367)
!3516 = !DILocation(line: 1450, column: 14, scope: !3416, inlinedAt: !3515)
!3517 = !DILocation(line: 0, scope: !3421, inlinedAt: !3518)
!3518 = distinct !DILocation(line: 1450, column: 8, scope: !3416, inlinedAt: !3515)
!3519 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3518)
!3520 = !DILocation(line: 1450, column: 7, scope: !3409, inlinedAt: !3515)
!3521 = !DILocation(line: 1510, column: 13, scope: !3367)
!3522 = !DILocation(line: 1511, column: 11, scope: !3367)
!3523 = !DILocation(line: 1455, column: 12, scope: !3428, inlinedAt: !3515)
!3524 = !DILocation(line: 0, scope: !3415, inlinedAt: !3515)
!3525 = !DILocation(line: 1455, column: 27, scope: !3428, inlinedAt: !3515)
!3526 = !DILocation(line: 1455, column: 19, scope: !3428, inlinedAt: !3515)
!3527 = !DILocation(line: 1455, column: 31, scope: !3428, inlinedAt: !3515)
!3528 = !DILocation(line: 1455, column: 16, scope: !3428, inlinedAt: !3515)
!3529 = !DILocation(line: 1456, column: 20, scope: !3415, inlinedAt: !3515)
!3530 = !DILocation(line: 0, scope: !3421, inlinedAt: !3531)
!3531 = distinct !DILocation(line: 1456, column: 14, scope: !3415, inlinedAt: !3515)
!3532 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3531)
!3533 = !DILocation(line: 1456, column: 27, scope: !3415, inlinedAt: !3515)
!3534 = !DILocation(line: 1456, column: 5, scope: !3428, inlinedAt: !3515)
!3535 = distinct !{!3535, !3536, !3537, !528}
!3536 = !DILocation(line: 1454, column: 5, scope: !3415, inlinedAt: !3515)
!3537 = !DILocation(line: 1456, column: 56, scope: !3415, inlinedAt: !3515)
!3538 = !DILocation(line: 1511, column: 11, scope: !3539)
!3539 = distinct !DILexicalBlock(scope: !3367, file: !3, line: 1511, column: 11)
!3540 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!3541 = !DILocation(line: 1512, column: 23, scope: !3539)
!3542 = !DILocation(line: 1512, column: 9, scope: !3539)
!3543 = !DILocation(line: 1515, column: 21, scope: !3367)
!3544 = !DILocation(line: 1515, column: 26, scope: !3367)
!3545 = !DILocation(line: 1516, column: 15, scope: !3367)
!3546 = !DILocation(line: 1518, column: 18, scope: !3367)
!3547 = !DILocation(line: 1518, column: 27, scope: !3367)
!3548 = !DILocation(line: 1518, column: 32, scope: !3367)
!3549 = !DILocation(line: 1519, column: 18, scope: !3367)
!3550 = !DILocation(line: 1519, column: 27, scope: !3367)
!3551 = !DILocation(line: 1519, column: 32, scope: !3367)
!3552 = !DILocation(line: 1520, column: 18, scope: !3367)
!3553 = !DILocation(line: 1520, column: 27, scope: !3367)
!3554 = !DILocation(line: 1520, column: 50, scope: !3367)
!3555 = !DILocation(line: 0, scope: !3366)
!3556 = !DILocation(line: 0, scope: !3399, inlinedAt: !3557)
!3557 = distinct !DILocation(line: 1523, column: 21, scope: !3366)
!3558 = !DILocation(line: 0, scope: !3409, inlinedAt: !3559)
!3559 = distinct !DILocation(line: 1467, column: 12, scope: !3399, inlinedAt: !3557)
!3560 = !DILocation(line: 1450, column: 14, scope: !3416, inlinedAt: !3559)
!3561 = !DILocation(line: 0, scope: !3421, inlinedAt: !3562)
!3562 = distinct !DILocation(line: 1450, column: 8, scope: !3416, inlinedAt: !3559)
!3563 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3562)
!3564 = !DILocation(line: 1450, column: 7, scope: !3409, inlinedAt: !3559)
!3565 = !DILocation(line: 1455, column: 12, scope: !3428, inlinedAt: !3559)
!3566 = !DILocation(line: 0, scope: !3415, inlinedAt: !3559)
!3567 = !DILocation(line: 1455, column: 27, scope: !3428, inlinedAt: !3559)
!3568 = !DILocation(line: 1455, column: 19, scope: !3428, inlinedAt: !3559)
!3569 = !DILocation(line: 1455, column: 31, scope: !3428, inlinedAt: !3559)
!3570 = !DILocation(line: 1455, column: 16, scope: !3428, inlinedAt: !3559)
!3571 = !DILocation(line: 1456, column: 20, scope: !3415, inlinedAt: !3559)
!3572 = !DILocation(line: 0, scope: !3421, inlinedAt: !3573)
!3573 = distinct !DILocation(line: 1456, column: 14, scope: !3415, inlinedAt: !3559)
!3574 = !DILocation(line: 1447, column: 44, scope: !3421, inlinedAt: !3573)
!3575 = !DILocation(line: 1456, column: 27, scope: !3415, inlinedAt: !3559)
!3576 = !DILocation(line: 1456, column: 5, scope: !3428, inlinedAt: !3559)
!3577 = distinct !{!3577, !3578, !3579, !528}
!3578 = !DILocation(line: 1454, column: 5, scope: !3415, inlinedAt: !3559)
!3579 = !DILocation(line: 1456, column: 56, scope: !3415, inlinedAt: !3559)
!3580 = !DILocation(line: 1468, column: 7, scope: !3444, inlinedAt: !3557)
!3581 = !DILocation(line: 1468, column: 7, scope: !3399, inlinedAt: !3557)
!3582 = !DILocation(line: 1469, column: 26, scope: !3444, inlinedAt: !3557)
!3583 = !DILocation(line: 1469, column: 12, scope: !3444, inlinedAt: !3557)
!3584 = !DILocation(line: 1469, column: 5, scope: !3444, inlinedAt: !3557)
!3585 = !DILocation(line: 1523, column: 10, scope: !3366)
!3586 = !DILocation(line: 1523, column: 19, scope: !3366)
!3587 = !DILocation(line: 1526, column: 28, scope: !3367)
!3588 = !DILocation(line: 1526, column: 14, scope: !3367)
!3589 = !DILocation(line: 1527, column: 3, scope: !3367)
!3590 = !DILocation(line: 1528, column: 3, scope: !3357)
!3591 = !DILocation(line: 1529, column: 1, scope: !3357)
!3592 = !DISubprogram(name: "lua_pushnumber", scope: !42, file: !42, line: 245, type: !3593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3593 = !DISubroutineType(types: !3594)
!3594 = !{null, !61, !68}
!3595 = !DISubprogram(name: "lua_setmetatable", scope: !42, file: !42, line: 285, type: !2212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3596 = !DISubprogram(name: "lua_setfield", scope: !42, file: !42, line: 280, type: !2193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3597 = distinct !DISubprogram(name: "arith_add", scope: !3, file: !3, line: 297, type: !394, scopeLine: 297, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3598)
!3598 = !{!3599}
!3599 = !DILocalVariable(name: "L", arg: 1, scope: !3597, file: !3, line: 297, type: !61)
!3600 = !DILocation(line: 0, scope: !3597)
!3601 = !DILocation(line: 298, column: 10, scope: !3597)
!3602 = !DILocation(line: 298, column: 3, scope: !3597)
!3603 = distinct !DISubprogram(name: "arith_sub", scope: !3, file: !3, line: 301, type: !394, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3604)
!3604 = !{!3605}
!3605 = !DILocalVariable(name: "L", arg: 1, scope: !3603, file: !3, line: 301, type: !61)
!3606 = !DILocation(line: 0, scope: !3603)
!3607 = !DILocation(line: 302, column: 10, scope: !3603)
!3608 = !DILocation(line: 302, column: 3, scope: !3603)
!3609 = distinct !DISubprogram(name: "arith_mul", scope: !3, file: !3, line: 305, type: !394, scopeLine: 305, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3610)
!3610 = !{!3611}
!3611 = !DILocalVariable(name: "L", arg: 1, scope: !3609, file: !3, line: 305, type: !61)
!3612 = !DILocation(line: 0, scope: !3609)
!3613 = !DILocation(line: 306, column: 10, scope: !3609)
!3614 = !DILocation(line: 306, column: 3, scope: !3609)
!3615 = distinct !DISubprogram(name: "arith_mod", scope: !3, file: !3, line: 309, type: !394, scopeLine: 309, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3616)
!3616 = !{!3617}
!3617 = !DILocalVariable(name: "L", arg: 1, scope: !3615, file: !3, line: 309, type: !61)
!3618 = !DILocation(line: 0, scope: !3615)
!3619 = !DILocation(line: 310, column: 10, scope: !3615)
!3620 = !DILocation(line: 310, column: 3, scope: !3615)
!3621 = distinct !DISubprogram(name: "arith_pow", scope: !3, file: !3, line: 313, type: !394, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3622)
!3622 = !{!3623}
!3623 = !DILocalVariable(name: "L", arg: 1, scope: !3621, file: !3, line: 313, type: !61)
!3624 = !DILocation(line: 0, scope: !3621)
!3625 = !DILocation(line: 314, column: 10, scope: !3621)
!3626 = !DILocation(line: 314, column: 3, scope: !3621)
!3627 = distinct !DISubprogram(name: "arith_div", scope: !3, file: !3, line: 317, type: !394, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3628)
!3628 = !{!3629}
!3629 = !DILocalVariable(name: "L", arg: 1, scope: !3627, file: !3, line: 317, type: !61)
!3630 = !DILocation(line: 0, scope: !3627)
!3631 = !DILocation(line: 318, column: 10, scope: !3627)
!3632 = !DILocation(line: 318, column: 3, scope: !3627)
!3633 = distinct !DISubprogram(name: "arith_idiv", scope: !3, file: !3, line: 321, type: !394, scopeLine: 321, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3634)
!3634 = !{!3635}
!3635 = !DILocalVariable(name: "L", arg: 1, scope: !3633, file: !3, line: 321, type: !61)
!3636 = !DILocation(line: 0, scope: !3633)
!3637 = !DILocation(line: 322, column: 10, scope: !3633)
!3638 = !DILocation(line: 322, column: 3, scope: !3633)
!3639 = distinct !DISubprogram(name: "arith_unm", scope: !3, file: !3, line: 325, type: !394, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3640)
!3640 = !{!3641}
!3641 = !DILocalVariable(name: "L", arg: 1, scope: !3639, file: !3, line: 325, type: !61)
!3642 = !DILocation(line: 0, scope: !3639)
!3643 = !DILocation(line: 326, column: 10, scope: !3639)
!3644 = !DILocation(line: 326, column: 3, scope: !3639)
!3645 = distinct !DISubprogram(name: "arith", scope: !3, file: !3, line: 288, type: !3646, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3647)
!3646 = !DISubroutineType(cc: DW_CC_nocall, types: !2207)
!3647 = !{!3648, !3649, !3650}
!3648 = !DILocalVariable(name: "L", arg: 1, scope: !3645, file: !3, line: 288, type: !61)
!3649 = !DILocalVariable(name: "op", arg: 2, scope: !3645, file: !3, line: 288, type: !39)
!3650 = !DILocalVariable(name: "mtname", arg: 3, scope: !3645, file: !3, line: 288, type: !79)
!3651 = distinct !DIAssignID()
!3652 = distinct !DIAssignID()
!3653 = !DILocation(line: 0, scope: !3645)
!3654 = !DILocalVariable(name: "len", scope: !3655, file: !3, line: 270, type: !36)
!3655 = distinct !DILexicalBlock(scope: !3656, file: !3, line: 269, column: 8)
!3656 = distinct !DILexicalBlock(scope: !3657, file: !3, line: 265, column: 7)
!3657 = distinct !DISubprogram(name: "tonum", scope: !3, file: !3, line: 264, type: !2212, scopeLine: 264, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3658)
!3658 = !{!3659, !3660, !3654, !3661}
!3659 = !DILocalVariable(name: "L", arg: 1, scope: !3657, file: !3, line: 264, type: !61)
!3660 = !DILocalVariable(name: "arg", arg: 2, scope: !3657, file: !3, line: 264, type: !39)
!3661 = !DILocalVariable(name: "s", scope: !3655, file: !3, line: 271, type: !79)
!3662 = !DILocation(line: 0, scope: !3655, inlinedAt: !3663)
!3663 = distinct !DILocation(line: 289, column: 7, scope: !3664)
!3664 = distinct !DILexicalBlock(scope: !3645, file: !3, line: 289, column: 7)
!3665 = !DILocation(line: 0, scope: !3657, inlinedAt: !3663)
!3666 = !DILocation(line: 265, column: 7, scope: !3656, inlinedAt: !3663)
!3667 = !DILocation(line: 265, column: 24, scope: !3656, inlinedAt: !3663)
!3668 = !DILocation(line: 265, column: 7, scope: !3657, inlinedAt: !3663)
!3669 = !DILocation(line: 266, column: 5, scope: !3670, inlinedAt: !3663)
!3670 = distinct !DILexicalBlock(scope: !3656, file: !3, line: 265, column: 40)
!3671 = !DILocation(line: 289, column: 19, scope: !3664)
!3672 = !DILocation(line: 270, column: 5, scope: !3655, inlinedAt: !3663)
!3673 = !DILocation(line: 271, column: 21, scope: !3655, inlinedAt: !3663)
!3674 = !DILocation(line: 272, column: 15, scope: !3655, inlinedAt: !3663)
!3675 = !DILocation(line: 272, column: 23, scope: !3655, inlinedAt: !3663)
!3676 = !DILocation(line: 273, column: 3, scope: !3656, inlinedAt: !3663)
!3677 = !DILocation(line: 272, column: 26, scope: !3655, inlinedAt: !3663)
!3678 = !DILocation(line: 272, column: 54, scope: !3655, inlinedAt: !3663)
!3679 = !DILocation(line: 272, column: 58, scope: !3655, inlinedAt: !3663)
!3680 = !DILocation(line: 272, column: 51, scope: !3655, inlinedAt: !3663)
!3681 = !DILocation(line: 0, scope: !3655, inlinedAt: !3682)
!3682 = distinct !DILocation(line: 289, column: 22, scope: !3664)
!3683 = !DILocation(line: 0, scope: !3657, inlinedAt: !3682)
!3684 = !DILocation(line: 265, column: 7, scope: !3656, inlinedAt: !3682)
!3685 = !DILocation(line: 265, column: 24, scope: !3656, inlinedAt: !3682)
!3686 = !DILocation(line: 265, column: 7, scope: !3657, inlinedAt: !3682)
!3687 = !DILocation(line: 266, column: 5, scope: !3670, inlinedAt: !3682)
!3688 = !DILocation(line: 289, column: 7, scope: !3645)
!3689 = !DILocation(line: 270, column: 5, scope: !3655, inlinedAt: !3682)
!3690 = !DILocation(line: 271, column: 21, scope: !3655, inlinedAt: !3682)
!3691 = !DILocation(line: 272, column: 15, scope: !3655, inlinedAt: !3682)
!3692 = !DILocation(line: 272, column: 23, scope: !3655, inlinedAt: !3682)
!3693 = !DILocation(line: 273, column: 3, scope: !3656, inlinedAt: !3682)
!3694 = !DILocation(line: 272, column: 26, scope: !3655, inlinedAt: !3682)
!3695 = !DILocation(line: 272, column: 54, scope: !3655, inlinedAt: !3682)
!3696 = !DILocation(line: 272, column: 58, scope: !3655, inlinedAt: !3682)
!3697 = !DILocation(line: 272, column: 51, scope: !3655, inlinedAt: !3682)
!3698 = !DILocation(line: 290, column: 5, scope: !3664)
!3699 = !DILocalVariable(name: "L", arg: 1, scope: !3700, file: !3, line: 277, type: !61)
!3700 = distinct !DISubprogram(name: "trymt", scope: !3, file: !3, line: 277, type: !3701, scopeLine: 277, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !3703)
!3701 = !DISubroutineType(types: !3702)
!3702 = !{null, !61, !79}
!3703 = !{!3699, !3704}
!3704 = !DILocalVariable(name: "mtname", arg: 2, scope: !3700, file: !3, line: 277, type: !79)
!3705 = !DILocation(line: 0, scope: !3700, inlinedAt: !3706)
!3706 = distinct !DILocation(line: 292, column: 5, scope: !3664)
!3707 = !DILocation(line: 278, column: 3, scope: !3700, inlinedAt: !3706)
!3708 = !DILocation(line: 279, column: 7, scope: !3709, inlinedAt: !3706)
!3709 = distinct !DILexicalBlock(scope: !3700, file: !3, line: 279, column: 7)
!3710 = !DILocation(line: 279, column: 7, scope: !3700, inlinedAt: !3706)
!3711 = !DILocation(line: 281, column: 62, scope: !3709, inlinedAt: !3706)
!3712 = !DILocation(line: 282, column: 19, scope: !3709, inlinedAt: !3706)
!3713 = !DILocation(line: 282, column: 41, scope: !3709, inlinedAt: !3706)
!3714 = !DILocation(line: 281, column: 5, scope: !3709, inlinedAt: !3706)
!3715 = !DILocation(line: 283, column: 3, scope: !3700, inlinedAt: !3706)
!3716 = !DILocation(line: 284, column: 3, scope: !3700, inlinedAt: !3706)
!3717 = !DILocation(line: 293, column: 3, scope: !3645)
!3718 = !DISubprogram(name: "lua_arith", scope: !42, file: !42, line: 231, type: !2216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3719 = !DISubprogram(name: "lua_stringtonumber", scope: !42, file: !42, line: 356, type: !3720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3720 = !DISubroutineType(types: !3721)
!3721 = !{!36, !61, !79}
!3722 = !DISubprogram(name: "luaL_getmetafield", scope: !52, file: !52, line: 50, type: !2206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3723 = !DISubprogram(name: "lua_rotate", scope: !42, file: !42, line: 182, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
