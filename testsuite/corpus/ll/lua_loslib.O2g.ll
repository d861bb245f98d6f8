; ModuleID = 'src/lua/loslib.c'
source_filename = "src/lua/loslib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }

@syslib = internal constant [12 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @os_clock }, %struct.luaL_Reg { ptr @.str.1, ptr @os_date }, %struct.luaL_Reg { ptr @.str.2, ptr @os_difftime }, %struct.luaL_Reg { ptr @.str.3, ptr @os_execute }, %struct.luaL_Reg { ptr @.str.4, ptr @os_exit }, %struct.luaL_Reg { ptr @.str.5, ptr @os_getenv }, %struct.luaL_Reg { ptr @.str.6, ptr @os_remove }, %struct.luaL_Reg { ptr @.str.7, ptr @os_rename }, %struct.luaL_Reg { ptr @.str.8, ptr @os_setlocale }, %struct.luaL_Reg { ptr @.str.9, ptr @os_time }, %struct.luaL_Reg { ptr @.str.10, ptr @os_tmpname }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"clock\00", align 1, !dbg !19
@.str.1 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !25
@.str.2 = private unnamed_addr constant [9 x i8] c"difftime\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [8 x i8] c"execute\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [5 x i8] c"exit\00", align 1, !dbg !40
@.str.5 = private unnamed_addr constant [7 x i8] c"getenv\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [7 x i8] c"remove\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [7 x i8] c"rename\00", align 1, !dbg !49
@.str.8 = private unnamed_addr constant [10 x i8] c"setlocale\00", align 1, !dbg !51
@.str.9 = private unnamed_addr constant [5 x i8] c"time\00", align 1, !dbg !56
@.str.10 = private unnamed_addr constant [8 x i8] c"tmpname\00", align 1, !dbg !58
@.str.11 = private unnamed_addr constant [3 x i8] c"%c\00", align 1, !dbg !60
@.str.12 = private unnamed_addr constant [55 x i8] c"date result cannot be represented in this installation\00", align 1, !dbg !65
@.str.15 = private unnamed_addr constant [5 x i8] c"year\00", align 1, !dbg !77
@.str.16 = private unnamed_addr constant [6 x i8] c"month\00", align 1, !dbg !79
@.str.17 = private unnamed_addr constant [4 x i8] c"day\00", align 1, !dbg !81
@.str.18 = private unnamed_addr constant [5 x i8] c"hour\00", align 1, !dbg !86
@.str.19 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !88
@.str.20 = private unnamed_addr constant [4 x i8] c"sec\00", align 1, !dbg !90
@.str.21 = private unnamed_addr constant [5 x i8] c"yday\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [5 x i8] c"wday\00", align 1, !dbg !94
@.str.23 = private unnamed_addr constant [6 x i8] c"isdst\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [78 x i8] c"aAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYzZ%||EcECExEXEyEYOdOeOHOIOmOMOSOuOUOVOwOWOy\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [36 x i8] c"invalid conversion specifier '%%%s'\00", align 1, !dbg !103
@os_setlocale.cat = internal unnamed_addr constant [6 x i32] [i32 6, i32 3, i32 0, i32 4, i32 1, i32 2], align 16, !dbg !108
@os_setlocale.catnames = internal constant [7 x ptr] [ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.9, ptr null], align 16, !dbg !134
@.str.26 = private unnamed_addr constant [4 x i8] c"all\00", align 1, !dbg !124
@.str.27 = private unnamed_addr constant [8 x i8] c"collate\00", align 1, !dbg !126
@.str.28 = private unnamed_addr constant [6 x i8] c"ctype\00", align 1, !dbg !128
@.str.29 = private unnamed_addr constant [9 x i8] c"monetary\00", align 1, !dbg !130
@.str.30 = private unnamed_addr constant [8 x i8] c"numeric\00", align 1, !dbg !132
@.str.31 = private unnamed_addr constant [55 x i8] c"time result cannot be represented in this installation\00", align 1, !dbg !138
@.str.32 = private unnamed_addr constant [29 x i8] c"field '%s' is not an integer\00", align 1, !dbg !140
@.str.33 = private unnamed_addr constant [33 x i8] c"field '%s' missing in date table\00", align 1, !dbg !145
@.str.34 = private unnamed_addr constant [27 x i8] c"field '%s' is out-of-bound\00", align 1, !dbg !150
@.str.35 = private unnamed_addr constant [16 x i8] c"/tmp/lua_XXXXXX\00", align 1, !dbg !155
@.str.36 = private unnamed_addr constant [37 x i8] c"unable to generate a unique filename\00", align 1, !dbg !160

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_os(ptr noundef %0) local_unnamed_addr #0 !dbg !185 {
    #dbg_value(ptr %0, !187, !DIExpression(), !188)
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #12, !dbg !189
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 11) #12, !dbg !189
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @syslib, i32 noundef 0) #12, !dbg !189
  ret i32 1, !dbg !190
}

declare !dbg !191 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !197 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !200 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_clock(ptr noundef %0) #0 !dbg !204 {
    #dbg_value(ptr %0, !206, !DIExpression(), !207)
  %2 = tail call i64 @clock() #12, !dbg !208
  %3 = sitofp i64 %2 to double, !dbg !209
  %4 = fdiv double %3, 1.000000e+06, !dbg !210
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #12, !dbg !211
  ret i32 1, !dbg !212
}

; Function Attrs: nounwind uwtable
define internal i32 @os_date(ptr noundef %0) #0 !dbg !213 {
  %2 = alloca i64, align 8, !DIAssignID !266
    #dbg_assign(i1 undef, !216, !DIExpression(), !266, ptr %2, !DIExpression(), !267)
  %3 = alloca i64, align 8, !DIAssignID !268
    #dbg_assign(i1 undef, !218, !DIExpression(), !268, ptr %3, !DIExpression(), !267)
  %4 = alloca %struct.tm, align 8, !DIAssignID !269
    #dbg_assign(i1 undef, !220, !DIExpression(), !269, ptr %4, !DIExpression(), !267)
  %5 = alloca [4 x i8], align 1, !DIAssignID !270
    #dbg_assign(i1 undef, !237, !DIExpression(), !270, ptr %5, !DIExpression(), !271)
  %6 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !272
    #dbg_assign(i1 undef, !240, !DIExpression(), !272, ptr %6, !DIExpression(), !271)
    #dbg_value(ptr %0, !215, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12, !dbg !273
  %7 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.11, ptr noundef nonnull %2) #12, !dbg !274
    #dbg_value(ptr %7, !217, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !275
  %8 = call i32 @lua_type(ptr noundef %0, i32 noundef 2) #12, !dbg !276
  %9 = icmp slt i32 %8, 1, !dbg !276
  br i1 %9, label %10, label %12, !dbg !276

10:                                               ; preds = %1
  %11 = call i64 @time(ptr noundef null) #12, !dbg !276
  br label %14, !dbg !276

12:                                               ; preds = %1
    #dbg_value(ptr %0, !277, !DIExpression(), !284)
    #dbg_value(i32 2, !282, !DIExpression(), !284)
  %13 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #12, !dbg !286
    #dbg_value(i64 %13, !283, !DIExpression(), !284)
  br label %14, !dbg !276

14:                                               ; preds = %12, %10
  %15 = phi i64 [ %11, %10 ], [ %13, %12 ], !dbg !276
  store i64 %15, ptr %3, align 8, !dbg !287, !tbaa !288, !DIAssignID !292
    #dbg_assign(i64 %15, !218, !DIExpression(), !292, ptr %3, !DIExpression(), !267)
  %16 = load i64, ptr %2, align 8, !dbg !293, !tbaa !288
  %17 = getelementptr inbounds i8, ptr %7, i64 %16, !dbg !294
    #dbg_value(ptr %17, !219, !DIExpression(), !267)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #12, !dbg !295
  %18 = load i8, ptr %7, align 1, !dbg !296, !tbaa !298
  %19 = icmp eq i8 %18, 33, !dbg !299
  br i1 %19, label %20, label %23, !dbg !300

20:                                               ; preds = %14
  %21 = call ptr @gmtime_r(ptr noundef nonnull %3, ptr noundef nonnull %4) #12, !dbg !301
    #dbg_value(ptr %21, !235, !DIExpression(), !267)
  %22 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !303
    #dbg_value(ptr %22, !217, !DIExpression(), !267)
  br label %25, !dbg !304

23:                                               ; preds = %14
  %24 = call ptr @localtime_r(ptr noundef nonnull %3, ptr noundef nonnull %4) #12, !dbg !305
    #dbg_value(ptr %24, !235, !DIExpression(), !267)
  br label %25

25:                                               ; preds = %23, %20
  %26 = phi ptr [ %21, %20 ], [ %24, %23 ], !dbg !306
  %27 = phi ptr [ %22, %20 ], [ %7, %23 ], !dbg !267
    #dbg_value(ptr %27, !217, !DIExpression(), !267)
    #dbg_value(ptr %26, !235, !DIExpression(), !267)
  %28 = icmp eq ptr %26, null, !dbg !307
  br i1 %28, label %29, label %31, !dbg !309

29:                                               ; preds = %25
  %30 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.12) #12, !dbg !310
  br label %109, !dbg !311

31:                                               ; preds = %25
  %32 = load i8, ptr %27, align 1
  %33 = icmp eq i8 %32, 42
  br i1 %33, label %34, label %43

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %27, i64 1
  %36 = load i8, ptr %35, align 1
  %37 = icmp eq i8 %36, 116
  br i1 %37, label %38, label %43

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %27, i64 2
  %40 = load i8, ptr %39, align 1
  %41 = icmp eq i8 %40, 0, !dbg !312
  br i1 %41, label %42, label %43, !dbg !313

42:                                               ; preds = %38
  call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 9) #12, !dbg !314
  call fastcc void @setallfields(ptr noundef %0, ptr noundef nonnull %26), !dbg !316
  br label %109, !dbg !317

43:                                               ; preds = %34, %31, %38
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12, !dbg !318
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %6) #12, !dbg !319
  store i8 37, ptr %5, align 1, !dbg !320, !tbaa !298, !DIAssignID !321
    #dbg_assign(i8 37, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !321, ptr %5, !DIExpression(), !271)
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %6) #12, !dbg !322
    #dbg_value(ptr %27, !217, !DIExpression(), !267)
  %44 = icmp ult ptr %27, %17, !dbg !323
  br i1 %44, label %45, label %108, !dbg !324

45:                                               ; preds = %43
  %46 = getelementptr inbounds i8, ptr %6, i64 16
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  %48 = ptrtoint ptr %17 to i64
  %49 = getelementptr inbounds i8, ptr %5, i64 1
  br label %50, !dbg !324

50:                                               ; preds = %45, %105
  %51 = phi ptr [ %27, %45 ], [ %106, %105 ]
    #dbg_value(ptr %51, !217, !DIExpression(), !267)
  %52 = load i8, ptr %51, align 1, !dbg !325, !tbaa !298
  %53 = icmp eq i8 %52, 37, !dbg !326
  br i1 %53, label %69, label %54, !dbg !327

54:                                               ; preds = %50
  %55 = load i64, ptr %46, align 8, !dbg !328, !tbaa !329
  %56 = load i64, ptr %47, align 8, !dbg !328, !tbaa !332
  %57 = icmp ult i64 %55, %56, !dbg !328
  br i1 %57, label %62, label %58, !dbg !328

58:                                               ; preds = %54
  %59 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 1) #12, !dbg !328
  %60 = load i8, ptr %51, align 1, !dbg !328, !tbaa !298
  %61 = load i64, ptr %46, align 8, !dbg !328, !tbaa !329
  br label %62, !dbg !328

62:                                               ; preds = %58, %54
  %63 = phi i64 [ %61, %58 ], [ %55, %54 ], !dbg !328
  %64 = phi i8 [ %60, %58 ], [ %52, %54 ], !dbg !328
  %65 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !328
    #dbg_value(ptr %65, !217, !DIExpression(), !267)
  %66 = load ptr, ptr %6, align 8, !dbg !328, !tbaa !333
  %67 = add i64 %63, 1, !dbg !328
  store i64 %67, ptr %46, align 8, !dbg !328, !tbaa !329, !DIAssignID !334
    #dbg_assign(i64 %67, !240, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !334, ptr %46, !DIExpression(), !271)
  %68 = getelementptr inbounds i8, ptr %66, i64 %63, !dbg !328
  store i8 %64, ptr %68, align 1, !dbg !328, !tbaa !298
  br label %105, !dbg !328

69:                                               ; preds = %50
  %70 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 250) #12, !dbg !335
    #dbg_value(ptr %70, !265, !DIExpression(), !336)
  %71 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !337
    #dbg_value(ptr %71, !217, !DIExpression(), !267)
  %72 = ptrtoint ptr %71 to i64, !dbg !338
  %73 = sub i64 %48, %72, !dbg !338
    #dbg_value(ptr %0, !339, !DIExpression(), !351)
    #dbg_value(ptr %71, !346, !DIExpression(), !351)
    #dbg_value(i64 %73, !347, !DIExpression(), !351)
    #dbg_value(ptr %49, !348, !DIExpression(), !351)
    #dbg_value(ptr @.str.24, !349, !DIExpression(), !351)
    #dbg_value(i32 1, !350, !DIExpression(), !351)
  %74 = icmp sgt i64 %73, 0, !dbg !353
  br i1 %74, label %75, label %97, !dbg !356

75:                                               ; preds = %69, %89
  %76 = phi i64 [ %91, %89 ], [ 1, %69 ]
  %77 = phi i8 [ %93, %89 ], [ 97, %69 ]
  %78 = phi i32 [ %90, %89 ], [ 1, %69 ]
  %79 = phi ptr [ %92, %89 ], [ @.str.24, %69 ]
    #dbg_value(i32 %78, !350, !DIExpression(), !351)
    #dbg_value(ptr %79, !349, !DIExpression(), !351)
  %80 = icmp eq i8 %77, 124, !dbg !357
  br i1 %80, label %81, label %83, !dbg !360

81:                                               ; preds = %75
  %82 = add nsw i32 %78, 1, !dbg !361
    #dbg_value(i32 %82, !350, !DIExpression(), !351)
  br label %89, !dbg !362

83:                                               ; preds = %75
  %84 = call i32 @bcmp(ptr nonnull %71, ptr nonnull %79, i64 %76), !dbg !363
  %85 = icmp eq i32 %84, 0, !dbg !365
  br i1 %85, label %86, label %89, !dbg !366

86:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %49, ptr nonnull align 1 %71, i64 %76, i1 false), !dbg !367
  %87 = getelementptr inbounds i8, ptr %49, i64 %76, !dbg !369
  store i8 0, ptr %87, align 1, !dbg !370, !tbaa !298
  %88 = getelementptr inbounds i8, ptr %71, i64 %76, !dbg !371
  br label %100, !dbg !372

89:                                               ; preds = %83, %81
  %90 = phi i32 [ %82, %81 ], [ %78, %83 ], !dbg !351
    #dbg_value(i32 %90, !350, !DIExpression(), !351)
  %91 = sext i32 %90 to i64, !dbg !373
  %92 = getelementptr inbounds i8, ptr %79, i64 %91, !dbg !373
    #dbg_value(ptr %92, !349, !DIExpression(), !351)
  %93 = load i8, ptr %92, align 1, !dbg !374, !tbaa !298
  %94 = icmp ne i8 %93, 0, !dbg !375
  %95 = icmp sge i64 %73, %91, !dbg !353
  %96 = and i1 %94, %95, !dbg !353
  br i1 %96, label %75, label %97, !dbg !356, !llvm.loop !376

97:                                               ; preds = %89, %69
  %98 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.25, ptr noundef nonnull %71) #12, !dbg !379
  %99 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef %98) #12, !dbg !380
  br label %100, !dbg !381

100:                                              ; preds = %86, %97
  %101 = phi ptr [ %88, %86 ], [ %71, %97 ], !dbg !351
    #dbg_value(ptr %101, !217, !DIExpression(), !267)
  %102 = call i64 @strftime(ptr noundef %70, i64 noundef 250, ptr noundef nonnull %5, ptr noundef nonnull %26) #12, !dbg !382
    #dbg_value(i64 %102, !261, !DIExpression(), !336)
  %103 = load i64, ptr %46, align 8, !dbg !383, !tbaa !329
  %104 = add i64 %103, %102, !dbg !383
  store i64 %104, ptr %46, align 8, !dbg !383, !tbaa !329, !DIAssignID !384
    #dbg_assign(i64 %104, !240, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !384, ptr %46, !DIExpression(), !271)
  br label %105

105:                                              ; preds = %100, %62
  %106 = phi ptr [ %65, %62 ], [ %101, %100 ], !dbg !385
    #dbg_value(ptr %106, !217, !DIExpression(), !267)
  %107 = icmp ult ptr %106, %17, !dbg !323
  br i1 %107, label %50, label %108, !dbg !324, !llvm.loop !386

108:                                              ; preds = %105, %43
  call void @luaL_pushresult(ptr noundef nonnull %6) #12, !dbg !388
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %6) #12, !dbg !389
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12, !dbg !389
  br label %109

109:                                              ; preds = %42, %108, %29
  %110 = phi i32 [ %30, %29 ], [ 1, %108 ], [ 1, %42 ], !dbg !267
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #12, !dbg !390
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !390
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12, !dbg !390
  ret i32 %110, !dbg !390
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_difftime(ptr noundef %0) #0 !dbg !391 {
    #dbg_value(ptr %0, !393, !DIExpression(), !396)
    #dbg_value(ptr %0, !277, !DIExpression(), !397)
    #dbg_value(i32 1, !282, !DIExpression(), !397)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #12, !dbg !399
    #dbg_value(i64 %2, !283, !DIExpression(), !397)
    #dbg_value(i64 %2, !394, !DIExpression(), !396)
    #dbg_value(ptr %0, !277, !DIExpression(), !400)
    #dbg_value(i32 2, !282, !DIExpression(), !400)
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #12, !dbg !402
    #dbg_value(i64 %3, !283, !DIExpression(), !400)
    #dbg_value(i64 %3, !395, !DIExpression(), !396)
  %4 = tail call double @difftime(i64 noundef %2, i64 noundef %3) #13, !dbg !403
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #12, !dbg !404
  ret i32 1, !dbg !405
}

; Function Attrs: nounwind uwtable
define internal i32 @os_execute(ptr noundef %0) #0 !dbg !406 {
    #dbg_value(ptr %0, !408, !DIExpression(), !411)
  %2 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef null, ptr noundef null) #12, !dbg !412
    #dbg_value(ptr %2, !409, !DIExpression(), !411)
  %3 = tail call ptr @__errno_location() #13, !dbg !413
  store i32 0, ptr %3, align 4, !dbg !414, !tbaa !415
  %4 = tail call i32 @system(ptr noundef %2) #12, !dbg !417
    #dbg_value(i32 %4, !410, !DIExpression(), !411)
  %5 = icmp eq ptr %2, null, !dbg !418
  br i1 %5, label %8, label %6, !dbg !420

6:                                                ; preds = %1
  %7 = tail call i32 @luaL_execresult(ptr noundef %0, i32 noundef %4) #12, !dbg !421
  br label %9, !dbg !422

8:                                                ; preds = %1
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %4) #12, !dbg !423
  br label %9, !dbg !425

9:                                                ; preds = %8, %6
  %10 = phi i32 [ %7, %6 ], [ 1, %8 ], !dbg !426
  ret i32 %10, !dbg !427
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_exit(ptr noundef %0) #0 !dbg !428 {
    #dbg_value(ptr %0, !430, !DIExpression(), !432)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #12, !dbg !433
  %3 = icmp eq i32 %2, 1, !dbg !433
  br i1 %3, label %4, label %8, !dbg !435

4:                                                ; preds = %1
  %5 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 1) #12, !dbg !436
  %6 = icmp eq i32 %5, 0, !dbg !436
  %7 = zext i1 %6 to i32, !dbg !436
    #dbg_value(i32 %7, !431, !DIExpression(), !432)
  br label %11, !dbg !437

8:                                                ; preds = %1
  %9 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 1, i64 noundef 0) #12, !dbg !438
  %10 = trunc i64 %9 to i32, !dbg !439
    #dbg_value(i32 %10, !431, !DIExpression(), !432)
  br label %11

11:                                               ; preds = %8, %4
  %12 = phi i32 [ %7, %4 ], [ %10, %8 ], !dbg !440
    #dbg_value(i32 %12, !431, !DIExpression(), !432)
  %13 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 2) #12, !dbg !441
  %14 = icmp eq i32 %13, 0, !dbg !441
  br i1 %14, label %16, label %15, !dbg !443

15:                                               ; preds = %11
  tail call void @lua_close(ptr noundef %0) #12, !dbg !444
  br label %16, !dbg !444

16:                                               ; preds = %15, %11
  %17 = icmp eq ptr %0, null, !dbg !445
  br i1 %17, label %19, label %18, !dbg !447

18:                                               ; preds = %16
  tail call void @exit(i32 noundef %12) #14, !dbg !448
  unreachable, !dbg !448

19:                                               ; preds = %16
  ret i32 0, !dbg !449
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_getenv(ptr noundef %0) #0 !dbg !450 {
    #dbg_value(ptr %0, !452, !DIExpression(), !453)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12, !dbg !454
  %3 = tail call ptr @getenv(ptr noundef %2) #12, !dbg !455
  %4 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %3) #12, !dbg !456
  ret i32 1, !dbg !457
}

; Function Attrs: nounwind uwtable
define internal i32 @os_remove(ptr noundef %0) #0 !dbg !458 {
    #dbg_value(ptr %0, !460, !DIExpression(), !462)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12, !dbg !463
    #dbg_value(ptr %2, !461, !DIExpression(), !462)
  %3 = tail call ptr @__errno_location() #13, !dbg !464
  store i32 0, ptr %3, align 4, !dbg !465, !tbaa !415
  %4 = tail call i32 @remove(ptr noundef %2) #12, !dbg !466
  %5 = icmp eq i32 %4, 0, !dbg !467
  %6 = zext i1 %5 to i32, !dbg !467
  %7 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %6, ptr noundef %2) #12, !dbg !468
  ret i32 %7, !dbg !469
}

; Function Attrs: nounwind uwtable
define internal i32 @os_rename(ptr noundef %0) #0 !dbg !470 {
    #dbg_value(ptr %0, !472, !DIExpression(), !475)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12, !dbg !476
    #dbg_value(ptr %2, !473, !DIExpression(), !475)
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef null) #12, !dbg !477
    #dbg_value(ptr %3, !474, !DIExpression(), !475)
  %4 = tail call ptr @__errno_location() #13, !dbg !478
  store i32 0, ptr %4, align 4, !dbg !479, !tbaa !415
  %5 = tail call i32 @rename(ptr noundef %2, ptr noundef %3) #12, !dbg !480
  %6 = icmp eq i32 %5, 0, !dbg !481
  %7 = zext i1 %6 to i32, !dbg !481
  %8 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %7, ptr noundef null) #12, !dbg !482
  ret i32 %8, !dbg !483
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_setlocale(ptr noundef %0) #0 !dbg !110 {
    #dbg_value(ptr %0, !117, !DIExpression(), !484)
  %2 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef null, ptr noundef null) #12, !dbg !485
    #dbg_value(ptr %2, !118, !DIExpression(), !484)
  %3 = tail call i32 @luaL_checkoption(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.26, ptr noundef nonnull @os_setlocale.catnames) #12, !dbg !486
    #dbg_value(i32 %3, !121, !DIExpression(), !484)
  %4 = sext i32 %3 to i64, !dbg !487
  %5 = getelementptr inbounds [6 x i32], ptr @os_setlocale.cat, i64 0, i64 %4, !dbg !487
  %6 = load i32, ptr %5, align 4, !dbg !487, !tbaa !415
  %7 = tail call ptr @setlocale(i32 noundef %6, ptr noundef %2) #12, !dbg !488
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %7) #12, !dbg !489
  ret i32 1, !dbg !490
}

; Function Attrs: nounwind uwtable
define internal i32 @os_time(ptr noundef %0) #0 !dbg !491 {
  %2 = alloca %struct.tm, align 8, !DIAssignID !498
    #dbg_assign(i1 undef, !495, !DIExpression(), !498, ptr %2, !DIExpression(), !499)
    #dbg_value(ptr %0, !493, !DIExpression(), !500)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #12, !dbg !501
  %4 = icmp slt i32 %3, 1, !dbg !501
  br i1 %4, label %5, label %7, !dbg !502

5:                                                ; preds = %1
  %6 = tail call i64 @time(ptr noundef null) #12, !dbg !503
    #dbg_value(i64 %6, !494, !DIExpression(), !500)
  br label %27, !dbg !504

7:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #12, !dbg !505
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #12, !dbg !506
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #12, !dbg !507
  %8 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.15, i32 noundef -1, i32 noundef 1900), !dbg !508
  %9 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !509
  store i32 %8, ptr %9, align 4, !dbg !510, !tbaa !511, !DIAssignID !513
    #dbg_assign(i32 %8, !495, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !513, ptr %9, !DIExpression(), !499)
  %10 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.16, i32 noundef -1, i32 noundef 1), !dbg !514
  %11 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !515
  store i32 %10, ptr %11, align 8, !dbg !516, !tbaa !517, !DIAssignID !518
    #dbg_assign(i32 %10, !495, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !518, ptr %11, !DIExpression(), !499)
  %12 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.17, i32 noundef -1, i32 noundef 0), !dbg !519
  %13 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !520
  store i32 %12, ptr %13, align 4, !dbg !521, !tbaa !522, !DIAssignID !523
    #dbg_assign(i32 %12, !495, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !523, ptr %13, !DIExpression(), !499)
  %14 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.18, i32 noundef 12, i32 noundef 0), !dbg !524
  %15 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !525
  store i32 %14, ptr %15, align 8, !dbg !526, !tbaa !527, !DIAssignID !528
    #dbg_assign(i32 %14, !495, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !528, ptr %15, !DIExpression(), !499)
  %16 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.19, i32 noundef 0, i32 noundef 0), !dbg !529
  %17 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !530
  store i32 %16, ptr %17, align 4, !dbg !531, !tbaa !532, !DIAssignID !533
    #dbg_assign(i32 %16, !495, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !533, ptr %17, !DIExpression(), !499)
  %18 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.20, i32 noundef 0, i32 noundef 0), !dbg !534
  store i32 %18, ptr %2, align 8, !dbg !535, !tbaa !536, !DIAssignID !537
    #dbg_assign(i32 %18, !495, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !537, ptr %2, !DIExpression(), !499)
    #dbg_value(ptr %0, !538, !DIExpression(), !545)
    #dbg_value(ptr @.str.23, !543, !DIExpression(), !545)
  %19 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef nonnull @.str.23) #12, !dbg !547
  %20 = icmp eq i32 %19, 0, !dbg !548
  br i1 %20, label %23, label %21, !dbg !549

21:                                               ; preds = %7
  %22 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #12, !dbg !550
  br label %23, !dbg !549

23:                                               ; preds = %7, %21
  %24 = phi i32 [ %22, %21 ], [ -1, %7 ], !dbg !549
    #dbg_value(i32 %24, !544, !DIExpression(), !545)
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #12, !dbg !551
  %25 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !552
  store i32 %24, ptr %25, align 8, !dbg !553, !tbaa !554, !DIAssignID !555
    #dbg_assign(i32 %24, !495, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !555, ptr %25, !DIExpression(), !499)
  %26 = call i64 @mktime(ptr noundef nonnull %2) #12, !dbg !556
    #dbg_value(i64 %26, !494, !DIExpression(), !500)
  call fastcc void @setallfields(ptr noundef %0, ptr noundef nonnull %2), !dbg !557
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #12, !dbg !558
  br label %27

27:                                               ; preds = %23, %5
  %28 = phi i64 [ %6, %5 ], [ %26, %23 ], !dbg !559
    #dbg_value(i64 %28, !494, !DIExpression(), !500)
  %29 = icmp eq i64 %28, -1
  br i1 %29, label %30, label %32, !dbg !560

30:                                               ; preds = %27
  %31 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.31) #12, !dbg !562
  br label %33, !dbg !563

32:                                               ; preds = %27
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %28) #12, !dbg !564
  br label %33, !dbg !565

33:                                               ; preds = %32, %30
  %34 = phi i32 [ %31, %30 ], [ 1, %32 ], !dbg !500
  ret i32 %34, !dbg !566
}

; Function Attrs: nounwind uwtable
define internal i32 @os_tmpname(ptr noundef %0) #0 !dbg !567 {
  %2 = alloca [32 x i8], align 16, !DIAssignID !575
    #dbg_assign(i1 undef, !570, !DIExpression(), !575, ptr %2, !DIExpression(), !576)
    #dbg_value(ptr %0, !569, !DIExpression(), !576)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12, !dbg !577
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 1 dereferenceable(16) @.str.35, i64 16, i1 false) #12, !dbg !578
  %3 = call i32 @mkstemp64(ptr noundef nonnull %2) #12, !dbg !578
    #dbg_value(i32 %3, !574, !DIExpression(), !576)
  %4 = icmp eq i32 %3, -1, !dbg !578
  br i1 %4, label %8, label %5, !dbg !578, !prof !580

5:                                                ; preds = %1
  %6 = call i32 @close(i32 noundef %3) #12, !dbg !581
    #dbg_value(i32 %3, !574, !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !576)
  %7 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %2) #12, !dbg !583
  br label %10, !dbg !584

8:                                                ; preds = %1
  %9 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.36) #12, !dbg !585
  br label %10, !dbg !587

10:                                               ; preds = %5, %8
  %11 = phi i32 [ %9, %8 ], [ 1, %5 ], !dbg !576
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12, !dbg !588
  ret i32 %11, !dbg !588
}

declare !dbg !589 void @lua_pushnumber(ptr noundef, double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !592 i64 @clock() local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare !dbg !598 ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !602 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !605 i64 @time(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !609 ptr @gmtime_r(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !616 ptr @localtime_r(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !617 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @setallfields(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !620 {
    #dbg_value(ptr %0, !624, !DIExpression(), !626)
    #dbg_value(ptr %1, !625, !DIExpression(), !626)
  %3 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !627
  %4 = load i32, ptr %3, align 4, !dbg !627, !tbaa !511
    #dbg_value(ptr %0, !628, !DIExpression(), !636)
    #dbg_value(ptr @.str.15, !633, !DIExpression(), !636)
    #dbg_value(i32 %4, !634, !DIExpression(), !636)
    #dbg_value(i32 1900, !635, !DIExpression(), !636)
  %5 = sext i32 %4 to i64, !dbg !638
  %6 = add nsw i64 %5, 1900, !dbg !639
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %6) #12, !dbg !640
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.15) #12, !dbg !641
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !642
  %8 = load i32, ptr %7, align 8, !dbg !642, !tbaa !517
    #dbg_value(ptr %0, !628, !DIExpression(), !643)
    #dbg_value(ptr @.str.16, !633, !DIExpression(), !643)
    #dbg_value(i32 %8, !634, !DIExpression(), !643)
    #dbg_value(i32 1, !635, !DIExpression(), !643)
  %9 = sext i32 %8 to i64, !dbg !645
  %10 = add nsw i64 %9, 1, !dbg !646
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %10) #12, !dbg !647
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.16) #12, !dbg !648
  %11 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !649
  %12 = load i32, ptr %11, align 4, !dbg !649, !tbaa !522
    #dbg_value(ptr %0, !628, !DIExpression(), !650)
    #dbg_value(ptr @.str.17, !633, !DIExpression(), !650)
    #dbg_value(i32 %12, !634, !DIExpression(), !650)
    #dbg_value(i32 0, !635, !DIExpression(), !650)
  %13 = sext i32 %12 to i64, !dbg !652
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %13) #12, !dbg !653
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.17) #12, !dbg !654
  %14 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !655
  %15 = load i32, ptr %14, align 8, !dbg !655, !tbaa !527
    #dbg_value(ptr %0, !628, !DIExpression(), !656)
    #dbg_value(ptr @.str.18, !633, !DIExpression(), !656)
    #dbg_value(i32 %15, !634, !DIExpression(), !656)
    #dbg_value(i32 0, !635, !DIExpression(), !656)
  %16 = sext i32 %15 to i64, !dbg !658
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %16) #12, !dbg !659
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.18) #12, !dbg !660
  %17 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !661
  %18 = load i32, ptr %17, align 4, !dbg !661, !tbaa !532
    #dbg_value(ptr %0, !628, !DIExpression(), !662)
    #dbg_value(ptr @.str.19, !633, !DIExpression(), !662)
    #dbg_value(i32 %18, !634, !DIExpression(), !662)
    #dbg_value(i32 0, !635, !DIExpression(), !662)
  %19 = sext i32 %18 to i64, !dbg !664
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %19) #12, !dbg !665
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.19) #12, !dbg !666
  %20 = load i32, ptr %1, align 8, !dbg !667, !tbaa !536
    #dbg_value(ptr %0, !628, !DIExpression(), !668)
    #dbg_value(ptr @.str.20, !633, !DIExpression(), !668)
    #dbg_value(i32 %20, !634, !DIExpression(), !668)
    #dbg_value(i32 0, !635, !DIExpression(), !668)
  %21 = sext i32 %20 to i64, !dbg !670
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %21) #12, !dbg !671
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.20) #12, !dbg !672
  %22 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !673
  %23 = load i32, ptr %22, align 4, !dbg !673, !tbaa !674
    #dbg_value(ptr %0, !628, !DIExpression(), !675)
    #dbg_value(ptr @.str.21, !633, !DIExpression(), !675)
    #dbg_value(i32 %23, !634, !DIExpression(), !675)
    #dbg_value(i32 1, !635, !DIExpression(), !675)
  %24 = sext i32 %23 to i64, !dbg !677
  %25 = add nsw i64 %24, 1, !dbg !678
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %25) #12, !dbg !679
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.21) #12, !dbg !680
  %26 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !681
  %27 = load i32, ptr %26, align 8, !dbg !681, !tbaa !682
    #dbg_value(ptr %0, !628, !DIExpression(), !683)
    #dbg_value(ptr @.str.22, !633, !DIExpression(), !683)
    #dbg_value(i32 %27, !634, !DIExpression(), !683)
    #dbg_value(i32 1, !635, !DIExpression(), !683)
  %28 = sext i32 %27 to i64, !dbg !685
  %29 = add nsw i64 %28, 1, !dbg !686
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %29) #12, !dbg !687
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.22) #12, !dbg !688
  %30 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !689
  %31 = load i32, ptr %30, align 8, !dbg !689, !tbaa !554
    #dbg_value(ptr %0, !690, !DIExpression(), !697)
    #dbg_value(ptr @.str.23, !695, !DIExpression(), !697)
    #dbg_value(i32 %31, !696, !DIExpression(), !697)
  %32 = icmp slt i32 %31, 0, !dbg !699
  br i1 %32, label %34, label %33, !dbg !701

33:                                               ; preds = %2
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %31) #12, !dbg !702
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.23) #12, !dbg !703
  br label %34, !dbg !704

34:                                               ; preds = %2, %33
  ret void, !dbg !705
}

declare !dbg !706 void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !710 ptr @luaL_prepbuffsize(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !713 i64 @strftime(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare !dbg !721 void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare !dbg !724 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !727 i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !730 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !733 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !736 void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare !dbg !739 ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !742 double @difftime(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !745 ptr @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree
declare !dbg !750 noundef i32 @system(ptr nocapture noundef readonly) local_unnamed_addr #6

declare !dbg !754 i32 @luaL_execresult(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !755 i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !756 i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !759 void @lua_close(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !762 void @exit(i32 noundef) local_unnamed_addr #7

declare !dbg !765 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare !dbg !768 noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #8

declare !dbg !771 ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !774 i32 @luaL_fileresult(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !775 noundef i32 @remove(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare !dbg !777 noundef i32 @rename(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #9

declare !dbg !780 i32 @luaL_checkoption(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !784 ptr @setlocale(i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !788 void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !789 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @getfield(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 !dbg !790 {
  %5 = alloca i32, align 4, !DIAssignID !801
    #dbg_assign(i1 undef, !798, !DIExpression(), !801, ptr %5, !DIExpression(), !802)
    #dbg_value(ptr %0, !794, !DIExpression(), !802)
    #dbg_value(ptr %1, !795, !DIExpression(), !802)
    #dbg_value(i32 %2, !796, !DIExpression(), !802)
    #dbg_value(i32 %3, !797, !DIExpression(), !802)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12, !dbg !803
  %6 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef %1) #12, !dbg !804
    #dbg_value(i32 %6, !799, !DIExpression(), !802)
  %7 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef -1, ptr noundef nonnull %5) #12, !dbg !805
    #dbg_value(i64 %7, !800, !DIExpression(), !802)
  %8 = load i32, ptr %5, align 4, !dbg !806, !tbaa !415
  %9 = icmp eq i32 %8, 0, !dbg !806
  br i1 %9, label %10, label %18, !dbg !808

10:                                               ; preds = %4
  %11 = icmp eq i32 %6, 0, !dbg !809
  br i1 %11, label %14, label %12, !dbg !812, !prof !813

12:                                               ; preds = %10
  %13 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.32, ptr noundef %1) #12, !dbg !814
  br label %35, !dbg !815

14:                                               ; preds = %10
  %15 = icmp slt i32 %2, 0, !dbg !816
  br i1 %15, label %16, label %33, !dbg !818, !prof !819

16:                                               ; preds = %14
  %17 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.33, ptr noundef %1) #12, !dbg !820
  br label %35, !dbg !821

18:                                               ; preds = %4
  %19 = icmp sgt i64 %7, -1, !dbg !822
  br i1 %19, label %20, label %24, !dbg !825

20:                                               ; preds = %18
  %21 = zext nneg i32 %3 to i64, !dbg !826
  %22 = sub nsw i64 %7, %21, !dbg !827
  %23 = icmp slt i64 %22, 2147483648, !dbg !828
  br i1 %23, label %30, label %28, !dbg !829

24:                                               ; preds = %18
  %25 = or i32 %3, -2147483648, !dbg !830
  %26 = sext i32 %25 to i64, !dbg !831
  %27 = icmp ult i64 %7, %26, !dbg !832
  br i1 %27, label %28, label %30, !dbg !825

28:                                               ; preds = %24, %20
  %29 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.34, ptr noundef %1) #12, !dbg !833
  br label %35, !dbg !834

30:                                               ; preds = %24, %20
    #dbg_value(!DIArgList(i64 %7, i32 %3), !800, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !802)
  %31 = trunc i64 %7 to i32, !dbg !835
  %32 = sub i32 %31, %3, !dbg !835
  br label %33

33:                                               ; preds = %14, %30
  %34 = phi i32 [ %32, %30 ], [ %2, %14 ], !dbg !836
    #dbg_value(i64 poison, !800, !DIExpression(), !802)
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #12, !dbg !837
  br label %35, !dbg !838

35:                                               ; preds = %33, %28, %16, %12
  %36 = phi i32 [ %34, %33 ], [ %29, %28 ], [ %13, %12 ], [ %17, %16 ], !dbg !802
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12, !dbg !839
  ret i32 %36, !dbg !839
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !840 noundef i64 @mktime(ptr nocapture noundef) local_unnamed_addr #10

declare !dbg !843 i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !844 i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !847 i32 @mkstemp64(ptr noundef) local_unnamed_addr #1

declare !dbg !850 i32 @close(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!177, !178, !179, !180, !181, !182, !183}
!llvm.ident = !{!184}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "syslib", scope: !2, file: !3, line: 407, type: !165, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !18, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/loslib.c", directory: ".", checksumkind: CSK_MD5, checksum: "254a25c5b45e59bcd8683d9b2f35b479")
!4 = !{!5, !6, !9, !12, !15, !17}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !7, line: 90, baseType: !8)
!7 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clock_t", file: !10, line: 156, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!11 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "time_t", file: !13, line: 10, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/time_t.h", directory: "", checksumkind: CSK_MD5, checksum: "5c299a4954617c88bb03645c7864e1b1")
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !10, line: 160, baseType: !11)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !7, line: 94, baseType: !16)
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !25, !30, !35, !40, !42, !47, !49, !51, !56, !58, !0, !60, !65, !70, !72, !77, !79, !81, !86, !88, !90, !92, !94, !96, !98, !103, !108, !124, !126, !128, !130, !132, !134, !138, !140, !145, !150, !155, !160}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 408, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 48, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 6)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 409, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 410, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 72, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 9)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 411, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 8)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 412, type: !27, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 413, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 56, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 7)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 414, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 415, type: !44, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 416, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 80, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 10)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 417, type: !27, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 418, type: !37, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 306, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 24, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 3)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 318, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 440, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 55)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 319, type: !62, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 295, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 152, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 19)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 233, type: !27, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 234, type: !21, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 235, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 32, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 4)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 236, type: !27, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 237, type: !83, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 238, type: !83, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 239, type: !27, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 240, type: !27, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 241, type: !21, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 276, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 624, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 78)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 288, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 288, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 36)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "cat", scope: !110, file: !3, line: 383, type: !122, isLocal: true, isDefinition: true)
!110 = distinct !DISubprogram(name: "os_setlocale", scope: !3, file: !3, line: 382, type: !111, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!111 = !DISubroutineType(types: !112)
!112 = !{!17, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !7, line: 57, baseType: !115)
!115 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !7, line: 57, flags: DIFlagFwdDecl)
!116 = !{!117, !118, !121}
!117 = !DILocalVariable(name: "L", arg: 1, scope: !110, file: !3, line: 382, type: !113)
!118 = !DILocalVariable(name: "l", scope: !110, file: !3, line: 387, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!121 = !DILocalVariable(name: "op", scope: !110, file: !3, line: 388, type: !17)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 192, elements: !23)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 385, type: !83, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 385, type: !37, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 385, type: !21, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !3, line: 385, type: !32, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 386, type: !37, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "catnames", scope: !110, file: !3, line: 385, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 448, elements: !45)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !3, line: 366, type: !67, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 259, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 232, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 29)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 261, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 264, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 33)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 266, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 216, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 27)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 174, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 16)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !3, line: 176, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 296, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 37)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !166, size: 1536, elements: !175)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !168, line: 41, baseType: !169)
!168 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !168, line: 38, size: 128, elements: !170)
!170 = !{!171, !172}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !169, file: !168, line: 39, baseType: !119, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !169, file: !168, line: 40, baseType: !173, size: 64, offset: 64)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !7, line: 106, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!175 = !{!176}
!176 = !DISubrange(count: 12)
!177 = !{i32 7, !"Dwarf Version", i32 5}
!178 = !{i32 2, !"Debug Info Version", i32 3}
!179 = !{i32 1, !"wchar_size", i32 4}
!180 = !{i32 8, !"PIC Level", i32 2}
!181 = !{i32 7, !"PIE Level", i32 2}
!182 = !{i32 7, !"uwtable", i32 2}
!183 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!184 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!185 = distinct !DISubprogram(name: "luaopen_os", scope: !3, file: !3, line: 426, type: !111, scopeLine: 426, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !186)
!186 = !{!187}
!187 = !DILocalVariable(name: "L", arg: 1, scope: !185, file: !3, line: 426, type: !113)
!188 = !DILocation(line: 0, scope: !185)
!189 = !DILocation(line: 427, column: 3, scope: !185)
!190 = !DILocation(line: 428, column: 3, scope: !185)
!191 = !DISubprogram(name: "luaL_checkversion_", scope: !168, file: !168, line: 46, type: !192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !113, !6, !194}
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !195, line: 18, baseType: !196)
!195 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!196 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!197 = !DISubprogram(name: "lua_createtable", scope: !7, file: !7, line: 269, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !113, !17, !17}
!200 = !DISubprogram(name: "luaL_setfuncs", scope: !168, file: !168, line: 110, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !113, !203, !17}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!204 = distinct !DISubprogram(name: "os_clock", scope: !3, file: !3, line: 188, type: !111, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !205)
!205 = !{!206}
!206 = !DILocalVariable(name: "L", arg: 1, scope: !204, file: !3, line: 188, type: !113)
!207 = !DILocation(line: 0, scope: !204)
!208 = !DILocation(line: 189, column: 34, scope: !204)
!209 = !DILocation(line: 189, column: 22, scope: !204)
!210 = !DILocation(line: 189, column: 42, scope: !204)
!211 = !DILocation(line: 189, column: 3, scope: !204)
!212 = !DILocation(line: 190, column: 3, scope: !204)
!213 = distinct !DISubprogram(name: "os_date", scope: !3, file: !3, line: 304, type: !111, scopeLine: 304, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !214)
!214 = !{!215, !216, !217, !218, !219, !220, !235, !237, !240, !261, !265}
!215 = !DILocalVariable(name: "L", arg: 1, scope: !213, file: !3, line: 304, type: !113)
!216 = !DILocalVariable(name: "slen", scope: !213, file: !3, line: 305, type: !194)
!217 = !DILocalVariable(name: "s", scope: !213, file: !3, line: 306, type: !119)
!218 = !DILocalVariable(name: "t", scope: !213, file: !3, line: 307, type: !12)
!219 = !DILocalVariable(name: "se", scope: !213, file: !3, line: 308, type: !119)
!220 = !DILocalVariable(name: "tmr", scope: !213, file: !3, line: 309, type: !221)
!221 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !222, line: 7, size: 448, elements: !223)
!222 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_tm.h", directory: "", checksumkind: CSK_MD5, checksum: "9e5545b565ef031c4cd0faf90b69386f")
!223 = !{!224, !225, !226, !227, !228, !229, !230, !231, !232, !233, !234}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "tm_sec", scope: !221, file: !222, line: 9, baseType: !17, size: 32)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "tm_min", scope: !221, file: !222, line: 10, baseType: !17, size: 32, offset: 32)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "tm_hour", scope: !221, file: !222, line: 11, baseType: !17, size: 32, offset: 64)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "tm_mday", scope: !221, file: !222, line: 12, baseType: !17, size: 32, offset: 96)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "tm_mon", scope: !221, file: !222, line: 13, baseType: !17, size: 32, offset: 128)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "tm_year", scope: !221, file: !222, line: 14, baseType: !17, size: 32, offset: 160)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "tm_wday", scope: !221, file: !222, line: 15, baseType: !17, size: 32, offset: 192)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "tm_yday", scope: !221, file: !222, line: 16, baseType: !17, size: 32, offset: 224)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "tm_isdst", scope: !221, file: !222, line: 17, baseType: !17, size: 32, offset: 256)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "__tm_gmtoff", scope: !221, file: !222, line: 23, baseType: !11, size: 64, offset: 320)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "__tm_zone", scope: !221, file: !222, line: 24, baseType: !119, size: 64, offset: 384)
!235 = !DILocalVariable(name: "stm", scope: !213, file: !3, line: 309, type: !236)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!237 = !DILocalVariable(name: "cc", scope: !238, file: !3, line: 324, type: !83)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 323, column: 8)
!239 = distinct !DILexicalBlock(scope: !213, file: !3, line: 319, column: 7)
!240 = !DILocalVariable(name: "b", scope: !238, file: !3, line: 325, type: !241)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Buffer", file: !168, line: 23, baseType: !242)
!242 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Buffer", file: !168, line: 191, size: 8448, elements: !243)
!243 = !{!244, !246, !247, !248, !249}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !242, file: !168, line: 192, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !242, file: !168, line: 193, baseType: !194, size: 64, offset: 64)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !242, file: !168, line: 194, baseType: !194, size: 64, offset: 128)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !242, file: !168, line: 195, baseType: !113, size: 64, offset: 192)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !242, file: !168, line: 199, baseType: !250, size: 8192, offset: 256)
!250 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !242, file: !168, line: 196, size: 8192, elements: !251)
!251 = !{!252, !253, !254, !255, !256, !257}
!252 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !250, file: !168, line: 197, baseType: !6, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !250, file: !168, line: 197, baseType: !8, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !250, file: !168, line: 197, baseType: !5, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !250, file: !168, line: 197, baseType: !15, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !250, file: !168, line: 197, baseType: !11, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !250, file: !168, line: 198, baseType: !258, size: 8192)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 8192, elements: !259)
!259 = !{!260}
!260 = !DISubrange(count: 1024)
!261 = !DILocalVariable(name: "reslen", scope: !262, file: !3, line: 332, type: !194)
!262 = distinct !DILexicalBlock(scope: !263, file: !3, line: 331, column: 12)
!263 = distinct !DILexicalBlock(scope: !264, file: !3, line: 329, column: 11)
!264 = distinct !DILexicalBlock(scope: !238, file: !3, line: 328, column: 20)
!265 = !DILocalVariable(name: "buff", scope: !262, file: !3, line: 333, type: !245)
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 0, scope: !213)
!268 = distinct !DIAssignID()
!269 = distinct !DIAssignID()
!270 = distinct !DIAssignID()
!271 = !DILocation(line: 0, scope: !238)
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 305, column: 3, scope: !213)
!274 = !DILocation(line: 306, column: 19, scope: !213)
!275 = !DILocation(line: 307, column: 3, scope: !213)
!276 = !DILocation(line: 307, column: 14, scope: !213)
!277 = !DILocalVariable(name: "L", arg: 1, scope: !278, file: !3, line: 293, type: !113)
!278 = distinct !DISubprogram(name: "l_checktime", scope: !3, file: !3, line: 293, type: !279, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{!12, !113, !17}
!281 = !{!277, !282, !283}
!282 = !DILocalVariable(name: "arg", arg: 2, scope: !278, file: !3, line: 293, type: !17)
!283 = !DILocalVariable(name: "t", scope: !278, file: !3, line: 294, type: !15)
!284 = !DILocation(line: 0, scope: !278, inlinedAt: !285)
!285 = distinct !DILocation(line: 307, column: 14, scope: !213)
!286 = !DILocation(line: 294, column: 15, scope: !278, inlinedAt: !285)
!287 = !DILocation(line: 307, column: 10, scope: !213)
!288 = !{!289, !289, i64 0}
!289 = !{!"long", !290, i64 0}
!290 = !{!"omnipotent char", !291, i64 0}
!291 = !{!"Simple C/C++ TBAA"}
!292 = distinct !DIAssignID()
!293 = !DILocation(line: 308, column: 24, scope: !213)
!294 = !DILocation(line: 308, column: 22, scope: !213)
!295 = !DILocation(line: 309, column: 3, scope: !213)
!296 = !DILocation(line: 310, column: 7, scope: !297)
!297 = distinct !DILexicalBlock(scope: !213, file: !3, line: 310, column: 7)
!298 = !{!290, !290, i64 0}
!299 = !DILocation(line: 310, column: 10, scope: !297)
!300 = !DILocation(line: 310, column: 7, scope: !213)
!301 = !DILocation(line: 311, column: 11, scope: !302)
!302 = distinct !DILexicalBlock(scope: !297, file: !3, line: 310, column: 18)
!303 = !DILocation(line: 312, column: 6, scope: !302)
!304 = !DILocation(line: 313, column: 3, scope: !302)
!305 = !DILocation(line: 315, column: 11, scope: !297)
!306 = !DILocation(line: 0, scope: !297)
!307 = !DILocation(line: 316, column: 11, scope: !308)
!308 = distinct !DILexicalBlock(scope: !213, file: !3, line: 316, column: 7)
!309 = !DILocation(line: 316, column: 7, scope: !213)
!310 = !DILocation(line: 317, column: 12, scope: !308)
!311 = !DILocation(line: 317, column: 5, scope: !308)
!312 = !DILocation(line: 319, column: 23, scope: !239)
!313 = !DILocation(line: 319, column: 7, scope: !213)
!314 = !DILocation(line: 320, column: 5, scope: !315)
!315 = distinct !DILexicalBlock(scope: !239, file: !3, line: 319, column: 29)
!316 = !DILocation(line: 321, column: 5, scope: !315)
!317 = !DILocation(line: 322, column: 3, scope: !315)
!318 = !DILocation(line: 324, column: 5, scope: !238)
!319 = !DILocation(line: 325, column: 5, scope: !238)
!320 = !DILocation(line: 326, column: 11, scope: !238)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 327, column: 5, scope: !238)
!323 = !DILocation(line: 328, column: 14, scope: !238)
!324 = !DILocation(line: 328, column: 5, scope: !238)
!325 = !DILocation(line: 329, column: 11, scope: !263)
!326 = !DILocation(line: 329, column: 14, scope: !263)
!327 = !DILocation(line: 329, column: 11, scope: !264)
!328 = !DILocation(line: 330, column: 9, scope: !263)
!329 = !{!330, !289, i64 16}
!330 = !{!"luaL_Buffer", !331, i64 0, !289, i64 8, !289, i64 16, !331, i64 24, !290, i64 32}
!331 = !{!"any pointer", !290, i64 0}
!332 = !{!330, !289, i64 8}
!333 = !{!330, !331, i64 0}
!334 = distinct !DIAssignID()
!335 = !DILocation(line: 333, column: 22, scope: !262)
!336 = !DILocation(line: 0, scope: !262)
!337 = !DILocation(line: 334, column: 10, scope: !262)
!338 = !DILocation(line: 335, column: 34, scope: !262)
!339 = !DILocalVariable(name: "L", arg: 1, scope: !340, file: !3, line: 274, type: !113)
!340 = distinct !DISubprogram(name: "checkoption", scope: !3, file: !3, line: 274, type: !341, scopeLine: 275, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !345)
!341 = !DISubroutineType(types: !342)
!342 = !{!119, !113, !119, !343, !245}
!343 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !344, line: 18, baseType: !11)
!344 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!345 = !{!339, !346, !347, !348, !349, !350}
!346 = !DILocalVariable(name: "conv", arg: 2, scope: !340, file: !3, line: 274, type: !119)
!347 = !DILocalVariable(name: "convlen", arg: 3, scope: !340, file: !3, line: 275, type: !343)
!348 = !DILocalVariable(name: "buff", arg: 4, scope: !340, file: !3, line: 275, type: !245)
!349 = !DILocalVariable(name: "option", scope: !340, file: !3, line: 276, type: !119)
!350 = !DILocalVariable(name: "oplen", scope: !340, file: !3, line: 277, type: !17)
!351 = !DILocation(line: 0, scope: !340, inlinedAt: !352)
!352 = distinct !DILocation(line: 335, column: 13, scope: !262)
!353 = !DILocation(line: 278, column: 26, scope: !354, inlinedAt: !352)
!354 = distinct !DILexicalBlock(scope: !355, file: !3, line: 278, column: 3)
!355 = distinct !DILexicalBlock(scope: !340, file: !3, line: 278, column: 3)
!356 = !DILocation(line: 278, column: 3, scope: !355, inlinedAt: !352)
!357 = !DILocation(line: 279, column: 17, scope: !358, inlinedAt: !352)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 279, column: 9)
!359 = distinct !DILexicalBlock(scope: !354, file: !3, line: 278, column: 64)
!360 = !DILocation(line: 279, column: 9, scope: !359, inlinedAt: !352)
!361 = !DILocation(line: 280, column: 12, scope: !358, inlinedAt: !352)
!362 = !DILocation(line: 280, column: 7, scope: !358, inlinedAt: !352)
!363 = !DILocation(line: 281, column: 14, scope: !364, inlinedAt: !352)
!364 = distinct !DILexicalBlock(scope: !358, file: !3, line: 281, column: 14)
!365 = !DILocation(line: 281, column: 42, scope: !364, inlinedAt: !352)
!366 = !DILocation(line: 281, column: 14, scope: !358, inlinedAt: !352)
!367 = !DILocation(line: 282, column: 7, scope: !368, inlinedAt: !352)
!368 = distinct !DILexicalBlock(scope: !364, file: !3, line: 281, column: 48)
!369 = !DILocation(line: 283, column: 7, scope: !368, inlinedAt: !352)
!370 = !DILocation(line: 283, column: 19, scope: !368, inlinedAt: !352)
!371 = !DILocation(line: 284, column: 19, scope: !368, inlinedAt: !352)
!372 = !DILocation(line: 284, column: 7, scope: !368, inlinedAt: !352)
!373 = !DILocation(line: 278, column: 54, scope: !354, inlinedAt: !352)
!374 = !DILocation(line: 278, column: 10, scope: !354, inlinedAt: !352)
!375 = !DILocation(line: 278, column: 18, scope: !354, inlinedAt: !352)
!376 = distinct !{!376, !356, !377, !378}
!377 = !DILocation(line: 286, column: 3, scope: !355, inlinedAt: !352)
!378 = !{!"llvm.loop.mustprogress"}
!379 = !DILocation(line: 288, column: 5, scope: !340, inlinedAt: !352)
!380 = !DILocation(line: 287, column: 3, scope: !340, inlinedAt: !352)
!381 = !DILocation(line: 289, column: 3, scope: !340, inlinedAt: !352)
!382 = !DILocation(line: 336, column: 18, scope: !262)
!383 = !DILocation(line: 337, column: 9, scope: !262)
!384 = distinct !DIAssignID()
!385 = !DILocation(line: 0, scope: !263)
!386 = distinct !{!386, !324, !387, !378}
!387 = !DILocation(line: 339, column: 5, scope: !238)
!388 = !DILocation(line: 340, column: 5, scope: !238)
!389 = !DILocation(line: 341, column: 3, scope: !239)
!390 = !DILocation(line: 343, column: 1, scope: !213)
!391 = distinct !DISubprogram(name: "os_difftime", scope: !3, file: !3, line: 372, type: !111, scopeLine: 372, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !392)
!392 = !{!393, !394, !395}
!393 = !DILocalVariable(name: "L", arg: 1, scope: !391, file: !3, line: 372, type: !113)
!394 = !DILocalVariable(name: "t1", scope: !391, file: !3, line: 373, type: !12)
!395 = !DILocalVariable(name: "t2", scope: !391, file: !3, line: 374, type: !12)
!396 = !DILocation(line: 0, scope: !391)
!397 = !DILocation(line: 0, scope: !278, inlinedAt: !398)
!398 = distinct !DILocation(line: 373, column: 15, scope: !391)
!399 = !DILocation(line: 294, column: 15, scope: !278, inlinedAt: !398)
!400 = !DILocation(line: 0, scope: !278, inlinedAt: !401)
!401 = distinct !DILocation(line: 374, column: 15, scope: !391)
!402 = !DILocation(line: 294, column: 15, scope: !278, inlinedAt: !401)
!403 = !DILocation(line: 375, column: 33, scope: !391)
!404 = !DILocation(line: 375, column: 3, scope: !391)
!405 = !DILocation(line: 376, column: 3, scope: !391)
!406 = distinct !DISubprogram(name: "os_execute", scope: !3, file: !3, line: 142, type: !111, scopeLine: 142, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !407)
!407 = !{!408, !409, !410}
!408 = !DILocalVariable(name: "L", arg: 1, scope: !406, file: !3, line: 142, type: !113)
!409 = !DILocalVariable(name: "cmd", scope: !406, file: !3, line: 143, type: !119)
!410 = !DILocalVariable(name: "stat", scope: !406, file: !3, line: 144, type: !17)
!411 = !DILocation(line: 0, scope: !406)
!412 = !DILocation(line: 143, column: 21, scope: !406)
!413 = !DILocation(line: 145, column: 3, scope: !406)
!414 = !DILocation(line: 145, column: 9, scope: !406)
!415 = !{!416, !416, i64 0}
!416 = !{!"int", !290, i64 0}
!417 = !DILocation(line: 146, column: 10, scope: !406)
!418 = !DILocation(line: 147, column: 11, scope: !419)
!419 = distinct !DILexicalBlock(scope: !406, file: !3, line: 147, column: 7)
!420 = !DILocation(line: 147, column: 7, scope: !406)
!421 = !DILocation(line: 148, column: 12, scope: !419)
!422 = !DILocation(line: 148, column: 5, scope: !419)
!423 = !DILocation(line: 150, column: 5, scope: !424)
!424 = distinct !DILexicalBlock(scope: !419, file: !3, line: 149, column: 8)
!425 = !DILocation(line: 151, column: 5, scope: !424)
!426 = !DILocation(line: 0, scope: !419)
!427 = !DILocation(line: 153, column: 1, scope: !406)
!428 = distinct !DISubprogram(name: "os_exit", scope: !3, file: !3, line: 394, type: !111, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !429)
!429 = !{!430, !431}
!430 = !DILocalVariable(name: "L", arg: 1, scope: !428, file: !3, line: 394, type: !113)
!431 = !DILocalVariable(name: "status", scope: !428, file: !3, line: 395, type: !17)
!432 = !DILocation(line: 0, scope: !428)
!433 = !DILocation(line: 396, column: 7, scope: !434)
!434 = distinct !DILexicalBlock(scope: !428, file: !3, line: 396, column: 7)
!435 = !DILocation(line: 396, column: 7, scope: !428)
!436 = !DILocation(line: 397, column: 15, scope: !434)
!437 = !DILocation(line: 397, column: 5, scope: !434)
!438 = !DILocation(line: 399, column: 19, scope: !434)
!439 = !DILocation(line: 399, column: 14, scope: !434)
!440 = !DILocation(line: 0, scope: !434)
!441 = !DILocation(line: 400, column: 7, scope: !442)
!442 = distinct !DILexicalBlock(scope: !428, file: !3, line: 400, column: 7)
!443 = !DILocation(line: 400, column: 7, scope: !428)
!444 = !DILocation(line: 401, column: 5, scope: !442)
!445 = !DILocation(line: 402, column: 7, scope: !446)
!446 = distinct !DILexicalBlock(scope: !428, file: !3, line: 402, column: 7)
!447 = !DILocation(line: 402, column: 7, scope: !428)
!448 = !DILocation(line: 402, column: 10, scope: !446)
!449 = !DILocation(line: 403, column: 3, scope: !428)
!450 = distinct !DISubprogram(name: "os_getenv", scope: !3, file: !3, line: 182, type: !111, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !451)
!451 = !{!452}
!452 = !DILocalVariable(name: "L", arg: 1, scope: !450, file: !3, line: 182, type: !113)
!453 = !DILocation(line: 0, scope: !450)
!454 = !DILocation(line: 183, column: 28, scope: !450)
!455 = !DILocation(line: 183, column: 21, scope: !450)
!456 = !DILocation(line: 183, column: 3, scope: !450)
!457 = !DILocation(line: 184, column: 3, scope: !450)
!458 = distinct !DISubprogram(name: "os_remove", scope: !3, file: !3, line: 156, type: !111, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !459)
!459 = !{!460, !461}
!460 = !DILocalVariable(name: "L", arg: 1, scope: !458, file: !3, line: 156, type: !113)
!461 = !DILocalVariable(name: "filename", scope: !458, file: !3, line: 157, type: !119)
!462 = !DILocation(line: 0, scope: !458)
!463 = !DILocation(line: 157, column: 26, scope: !458)
!464 = !DILocation(line: 158, column: 3, scope: !458)
!465 = !DILocation(line: 158, column: 9, scope: !458)
!466 = !DILocation(line: 159, column: 29, scope: !458)
!467 = !DILocation(line: 159, column: 46, scope: !458)
!468 = !DILocation(line: 159, column: 10, scope: !458)
!469 = !DILocation(line: 159, column: 3, scope: !458)
!470 = distinct !DISubprogram(name: "os_rename", scope: !3, file: !3, line: 163, type: !111, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !471)
!471 = !{!472, !473, !474}
!472 = !DILocalVariable(name: "L", arg: 1, scope: !470, file: !3, line: 163, type: !113)
!473 = !DILocalVariable(name: "fromname", scope: !470, file: !3, line: 164, type: !119)
!474 = !DILocalVariable(name: "toname", scope: !470, file: !3, line: 165, type: !119)
!475 = !DILocation(line: 0, scope: !470)
!476 = !DILocation(line: 164, column: 26, scope: !470)
!477 = !DILocation(line: 165, column: 24, scope: !470)
!478 = !DILocation(line: 166, column: 3, scope: !470)
!479 = !DILocation(line: 166, column: 9, scope: !470)
!480 = !DILocation(line: 167, column: 29, scope: !470)
!481 = !DILocation(line: 167, column: 54, scope: !470)
!482 = !DILocation(line: 167, column: 10, scope: !470)
!483 = !DILocation(line: 167, column: 3, scope: !470)
!484 = !DILocation(line: 0, scope: !110)
!485 = !DILocation(line: 387, column: 19, scope: !110)
!486 = !DILocation(line: 388, column: 12, scope: !110)
!487 = !DILocation(line: 389, column: 31, scope: !110)
!488 = !DILocation(line: 389, column: 21, scope: !110)
!489 = !DILocation(line: 389, column: 3, scope: !110)
!490 = !DILocation(line: 390, column: 3, scope: !110)
!491 = distinct !DISubprogram(name: "os_time", scope: !3, file: !3, line: 346, type: !111, scopeLine: 346, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !492)
!492 = !{!493, !494, !495}
!493 = !DILocalVariable(name: "L", arg: 1, scope: !491, file: !3, line: 346, type: !113)
!494 = !DILocalVariable(name: "t", scope: !491, file: !3, line: 347, type: !12)
!495 = !DILocalVariable(name: "ts", scope: !496, file: !3, line: 351, type: !221)
!496 = distinct !DILexicalBlock(scope: !497, file: !3, line: 350, column: 8)
!497 = distinct !DILexicalBlock(scope: !491, file: !3, line: 348, column: 7)
!498 = distinct !DIAssignID()
!499 = !DILocation(line: 0, scope: !496)
!500 = !DILocation(line: 0, scope: !491)
!501 = !DILocation(line: 348, column: 7, scope: !497)
!502 = !DILocation(line: 348, column: 7, scope: !491)
!503 = !DILocation(line: 349, column: 9, scope: !497)
!504 = !DILocation(line: 349, column: 5, scope: !497)
!505 = !DILocation(line: 351, column: 5, scope: !496)
!506 = !DILocation(line: 352, column: 5, scope: !496)
!507 = !DILocation(line: 353, column: 5, scope: !496)
!508 = !DILocation(line: 354, column: 18, scope: !496)
!509 = !DILocation(line: 354, column: 8, scope: !496)
!510 = !DILocation(line: 354, column: 16, scope: !496)
!511 = !{!512, !416, i64 20}
!512 = !{!"tm", !416, i64 0, !416, i64 4, !416, i64 8, !416, i64 12, !416, i64 16, !416, i64 20, !416, i64 24, !416, i64 28, !416, i64 32, !289, i64 40, !331, i64 48}
!513 = distinct !DIAssignID()
!514 = !DILocation(line: 355, column: 17, scope: !496)
!515 = !DILocation(line: 355, column: 8, scope: !496)
!516 = !DILocation(line: 355, column: 15, scope: !496)
!517 = !{!512, !416, i64 16}
!518 = distinct !DIAssignID()
!519 = !DILocation(line: 356, column: 18, scope: !496)
!520 = !DILocation(line: 356, column: 8, scope: !496)
!521 = !DILocation(line: 356, column: 16, scope: !496)
!522 = !{!512, !416, i64 12}
!523 = distinct !DIAssignID()
!524 = !DILocation(line: 357, column: 18, scope: !496)
!525 = !DILocation(line: 357, column: 8, scope: !496)
!526 = !DILocation(line: 357, column: 16, scope: !496)
!527 = !{!512, !416, i64 8}
!528 = distinct !DIAssignID()
!529 = !DILocation(line: 358, column: 17, scope: !496)
!530 = !DILocation(line: 358, column: 8, scope: !496)
!531 = !DILocation(line: 358, column: 15, scope: !496)
!532 = !{!512, !416, i64 4}
!533 = distinct !DIAssignID()
!534 = !DILocation(line: 359, column: 17, scope: !496)
!535 = !DILocation(line: 359, column: 15, scope: !496)
!536 = !{!512, !416, i64 0}
!537 = distinct !DIAssignID()
!538 = !DILocalVariable(name: "L", arg: 1, scope: !539, file: !3, line: 245, type: !113)
!539 = distinct !DISubprogram(name: "getboolfield", scope: !3, file: !3, line: 245, type: !540, scopeLine: 245, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !542)
!540 = !DISubroutineType(types: !541)
!541 = !{!17, !113, !119}
!542 = !{!538, !543, !544}
!543 = !DILocalVariable(name: "key", arg: 2, scope: !539, file: !3, line: 245, type: !119)
!544 = !DILocalVariable(name: "res", scope: !539, file: !3, line: 246, type: !17)
!545 = !DILocation(line: 0, scope: !539, inlinedAt: !546)
!546 = distinct !DILocation(line: 360, column: 19, scope: !496)
!547 = !DILocation(line: 247, column: 10, scope: !539, inlinedAt: !546)
!548 = !DILocation(line: 247, column: 35, scope: !539, inlinedAt: !546)
!549 = !DILocation(line: 247, column: 9, scope: !539, inlinedAt: !546)
!550 = !DILocation(line: 247, column: 55, scope: !539, inlinedAt: !546)
!551 = !DILocation(line: 248, column: 3, scope: !539, inlinedAt: !546)
!552 = !DILocation(line: 360, column: 8, scope: !496)
!553 = !DILocation(line: 360, column: 17, scope: !496)
!554 = !{!512, !416, i64 32}
!555 = distinct !DIAssignID()
!556 = !DILocation(line: 361, column: 9, scope: !496)
!557 = !DILocation(line: 362, column: 5, scope: !496)
!558 = !DILocation(line: 363, column: 3, scope: !497)
!559 = !DILocation(line: 0, scope: !497)
!560 = !DILocation(line: 364, column: 31, scope: !561)
!561 = distinct !DILexicalBlock(scope: !491, file: !3, line: 364, column: 7)
!562 = !DILocation(line: 365, column: 12, scope: !561)
!563 = !DILocation(line: 365, column: 5, scope: !561)
!564 = !DILocation(line: 367, column: 3, scope: !491)
!565 = !DILocation(line: 368, column: 3, scope: !491)
!566 = !DILocation(line: 369, column: 1, scope: !491)
!567 = distinct !DISubprogram(name: "os_tmpname", scope: !3, file: !3, line: 171, type: !111, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !568)
!568 = !{!569, !570, !574}
!569 = !DILocalVariable(name: "L", arg: 1, scope: !567, file: !3, line: 171, type: !113)
!570 = !DILocalVariable(name: "buff", scope: !567, file: !3, line: 172, type: !571)
!571 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 256, elements: !572)
!572 = !{!573}
!573 = !DISubrange(count: 32)
!574 = !DILocalVariable(name: "err", scope: !567, file: !3, line: 173, type: !17)
!575 = distinct !DIAssignID()
!576 = !DILocation(line: 0, scope: !567)
!577 = !DILocation(line: 172, column: 3, scope: !567)
!578 = !DILocation(line: 174, column: 3, scope: !579)
!579 = distinct !DILexicalBlock(scope: !567, file: !3, line: 174, column: 3)
!580 = !{!"branch_weights", i32 1, i32 1}
!581 = !DILocation(line: 174, column: 3, scope: !582)
!582 = distinct !DILexicalBlock(scope: !579, file: !3, line: 174, column: 3)
!583 = !DILocation(line: 177, column: 3, scope: !567)
!584 = !DILocation(line: 178, column: 3, scope: !567)
!585 = !DILocation(line: 176, column: 12, scope: !586)
!586 = distinct !DILexicalBlock(scope: !567, file: !3, line: 175, column: 7)
!587 = !DILocation(line: 176, column: 5, scope: !586)
!588 = !DILocation(line: 179, column: 1, scope: !567)
!589 = !DISubprogram(name: "lua_pushnumber", scope: !7, file: !7, line: 245, type: !590, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!590 = !DISubroutineType(types: !591)
!591 = !{null, !113, !6}
!592 = !DISubprogram(name: "clock", scope: !593, file: !593, line: 72, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DIFile(filename: "/usr/include/time.h", directory: "", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!594 = !DISubroutineType(types: !595)
!595 = !{!596}
!596 = !DIDerivedType(tag: DW_TAG_typedef, name: "clock_t", file: !597, line: 7, baseType: !9)
!597 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/clock_t.h", directory: "", checksumkind: CSK_MD5, checksum: "1aade99fd778d1551600c7ca1410b9f1")
!598 = !DISubprogram(name: "luaL_optlstring", scope: !168, file: !168, line: 57, type: !599, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DISubroutineType(types: !600)
!600 = !{!119, !113, !17, !119, !601}
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!602 = !DISubprogram(name: "lua_type", scope: !7, file: !7, line: 198, type: !603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{!17, !113, !17}
!605 = !DISubprogram(name: "time", scope: !593, file: !593, line: 76, type: !606, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{!12, !608}
!608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!609 = !DISubprogram(name: "gmtime_r", scope: !593, file: !593, line: 154, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DISubroutineType(types: !611)
!611 = !{!236, !612, !615}
!612 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !613)
!613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !614, size: 64)
!614 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!615 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !236)
!616 = !DISubprogram(name: "localtime_r", scope: !593, file: !593, line: 159, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!617 = !DISubprogram(name: "luaL_error", scope: !168, file: !168, line: 76, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{!17, !113, !119, null}
!620 = distinct !DISubprogram(name: "setallfields", scope: !3, file: !3, line: 232, type: !621, scopeLine: 232, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !623)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !113, !236}
!623 = !{!624, !625}
!624 = !DILocalVariable(name: "L", arg: 1, scope: !620, file: !3, line: 232, type: !113)
!625 = !DILocalVariable(name: "stm", arg: 2, scope: !620, file: !3, line: 232, type: !236)
!626 = !DILocation(line: 0, scope: !620)
!627 = !DILocation(line: 233, column: 28, scope: !620)
!628 = !DILocalVariable(name: "L", arg: 1, scope: !629, file: !3, line: 211, type: !113)
!629 = distinct !DISubprogram(name: "setfield", scope: !3, file: !3, line: 211, type: !630, scopeLine: 211, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !632)
!630 = !DISubroutineType(types: !631)
!631 = !{null, !113, !119, !17, !17}
!632 = !{!628, !633, !634, !635}
!633 = !DILocalVariable(name: "key", arg: 2, scope: !629, file: !3, line: 211, type: !119)
!634 = !DILocalVariable(name: "value", arg: 3, scope: !629, file: !3, line: 211, type: !17)
!635 = !DILocalVariable(name: "delta", arg: 4, scope: !629, file: !3, line: 211, type: !17)
!636 = !DILocation(line: 0, scope: !629, inlinedAt: !637)
!637 = distinct !DILocation(line: 233, column: 3, scope: !620)
!638 = !DILocation(line: 216, column: 22, scope: !629, inlinedAt: !637)
!639 = !DILocation(line: 216, column: 41, scope: !629, inlinedAt: !637)
!640 = !DILocation(line: 216, column: 3, scope: !629, inlinedAt: !637)
!641 = !DILocation(line: 217, column: 3, scope: !629, inlinedAt: !637)
!642 = !DILocation(line: 234, column: 29, scope: !620)
!643 = !DILocation(line: 0, scope: !629, inlinedAt: !644)
!644 = distinct !DILocation(line: 234, column: 3, scope: !620)
!645 = !DILocation(line: 216, column: 22, scope: !629, inlinedAt: !644)
!646 = !DILocation(line: 216, column: 41, scope: !629, inlinedAt: !644)
!647 = !DILocation(line: 216, column: 3, scope: !629, inlinedAt: !644)
!648 = !DILocation(line: 217, column: 3, scope: !629, inlinedAt: !644)
!649 = !DILocation(line: 235, column: 27, scope: !620)
!650 = !DILocation(line: 0, scope: !629, inlinedAt: !651)
!651 = distinct !DILocation(line: 235, column: 3, scope: !620)
!652 = !DILocation(line: 216, column: 22, scope: !629, inlinedAt: !651)
!653 = !DILocation(line: 216, column: 3, scope: !629, inlinedAt: !651)
!654 = !DILocation(line: 217, column: 3, scope: !629, inlinedAt: !651)
!655 = !DILocation(line: 236, column: 28, scope: !620)
!656 = !DILocation(line: 0, scope: !629, inlinedAt: !657)
!657 = distinct !DILocation(line: 236, column: 3, scope: !620)
!658 = !DILocation(line: 216, column: 22, scope: !629, inlinedAt: !657)
!659 = !DILocation(line: 216, column: 3, scope: !629, inlinedAt: !657)
!660 = !DILocation(line: 217, column: 3, scope: !629, inlinedAt: !657)
!661 = !DILocation(line: 237, column: 27, scope: !620)
!662 = !DILocation(line: 0, scope: !629, inlinedAt: !663)
!663 = distinct !DILocation(line: 237, column: 3, scope: !620)
!664 = !DILocation(line: 216, column: 22, scope: !629, inlinedAt: !663)
!665 = !DILocation(line: 216, column: 3, scope: !629, inlinedAt: !663)
!666 = !DILocation(line: 217, column: 3, scope: !629, inlinedAt: !663)
!667 = !DILocation(line: 238, column: 27, scope: !620)
!668 = !DILocation(line: 0, scope: !629, inlinedAt: !669)
!669 = distinct !DILocation(line: 238, column: 3, scope: !620)
!670 = !DILocation(line: 216, column: 22, scope: !629, inlinedAt: !669)
!671 = !DILocation(line: 216, column: 3, scope: !629, inlinedAt: !669)
!672 = !DILocation(line: 217, column: 3, scope: !629, inlinedAt: !669)
!673 = !DILocation(line: 239, column: 28, scope: !620)
!674 = !{!512, !416, i64 28}
!675 = !DILocation(line: 0, scope: !629, inlinedAt: !676)
!676 = distinct !DILocation(line: 239, column: 3, scope: !620)
!677 = !DILocation(line: 216, column: 22, scope: !629, inlinedAt: !676)
!678 = !DILocation(line: 216, column: 41, scope: !629, inlinedAt: !676)
!679 = !DILocation(line: 216, column: 3, scope: !629, inlinedAt: !676)
!680 = !DILocation(line: 217, column: 3, scope: !629, inlinedAt: !676)
!681 = !DILocation(line: 240, column: 28, scope: !620)
!682 = !{!512, !416, i64 24}
!683 = !DILocation(line: 0, scope: !629, inlinedAt: !684)
!684 = distinct !DILocation(line: 240, column: 3, scope: !620)
!685 = !DILocation(line: 216, column: 22, scope: !629, inlinedAt: !684)
!686 = !DILocation(line: 216, column: 41, scope: !629, inlinedAt: !684)
!687 = !DILocation(line: 216, column: 3, scope: !629, inlinedAt: !684)
!688 = !DILocation(line: 217, column: 3, scope: !629, inlinedAt: !684)
!689 = !DILocation(line: 241, column: 33, scope: !620)
!690 = !DILocalVariable(name: "L", arg: 1, scope: !691, file: !3, line: 221, type: !113)
!691 = distinct !DISubprogram(name: "setboolfield", scope: !3, file: !3, line: 221, type: !692, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !694)
!692 = !DISubroutineType(types: !693)
!693 = !{null, !113, !119, !17}
!694 = !{!690, !695, !696}
!695 = !DILocalVariable(name: "key", arg: 2, scope: !691, file: !3, line: 221, type: !119)
!696 = !DILocalVariable(name: "value", arg: 3, scope: !691, file: !3, line: 221, type: !17)
!697 = !DILocation(line: 0, scope: !691, inlinedAt: !698)
!698 = distinct !DILocation(line: 241, column: 3, scope: !620)
!699 = !DILocation(line: 222, column: 13, scope: !700, inlinedAt: !698)
!700 = distinct !DILexicalBlock(scope: !691, file: !3, line: 222, column: 7)
!701 = !DILocation(line: 222, column: 7, scope: !691, inlinedAt: !698)
!702 = !DILocation(line: 224, column: 3, scope: !691, inlinedAt: !698)
!703 = !DILocation(line: 225, column: 3, scope: !691, inlinedAt: !698)
!704 = !DILocation(line: 226, column: 1, scope: !691, inlinedAt: !698)
!705 = !DILocation(line: 242, column: 1, scope: !620)
!706 = !DISubprogram(name: "luaL_buffinit", scope: !168, file: !168, line: 215, type: !707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!707 = !DISubroutineType(types: !708)
!708 = !{null, !113, !709}
!709 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!710 = !DISubprogram(name: "luaL_prepbuffsize", scope: !168, file: !168, line: 216, type: !711, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DISubroutineType(types: !712)
!712 = !{!245, !709, !194}
!713 = !DISubprogram(name: "strftime", scope: !593, file: !593, line: 100, type: !714, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!714 = !DISubroutineType(types: !715)
!715 = !{!194, !716, !194, !717, !718}
!716 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !245)
!717 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!718 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !719)
!719 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !720, size: 64)
!720 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !221)
!721 = !DISubprogram(name: "luaL_pushresult", scope: !168, file: !168, line: 220, type: !722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!722 = !DISubroutineType(types: !723)
!723 = !{null, !709}
!724 = !DISubprogram(name: "luaL_checkinteger", scope: !168, file: !168, line: 62, type: !725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DISubroutineType(types: !726)
!726 = !{!15, !113, !17}
!727 = !DISubprogram(name: "luaL_argerror", scope: !168, file: !168, line: 53, type: !728, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DISubroutineType(types: !729)
!729 = !{!17, !113, !17, !119}
!730 = !DISubprogram(name: "lua_pushinteger", scope: !7, file: !7, line: 246, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!731 = !DISubroutineType(types: !732)
!732 = !{null, !113, !15}
!733 = !DISubprogram(name: "lua_setfield", scope: !7, file: !7, line: 280, type: !734, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DISubroutineType(types: !735)
!735 = !{null, !113, !17, !119}
!736 = !DISubprogram(name: "lua_pushboolean", scope: !7, file: !7, line: 253, type: !737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DISubroutineType(types: !738)
!738 = !{null, !113, !17}
!739 = !DISubprogram(name: "lua_pushfstring", scope: !7, file: !7, line: 251, type: !740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubroutineType(types: !741)
!741 = !{!119, !113, !119, null}
!742 = !DISubprogram(name: "difftime", scope: !593, file: !593, line: 79, type: !743, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DISubroutineType(types: !744)
!744 = !{!8, !12, !12}
!745 = !DISubprogram(name: "__errno_location", scope: !746, file: !746, line: 37, type: !747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!747 = !DISubroutineType(types: !748)
!748 = !{!749}
!749 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!750 = !DISubprogram(name: "system", scope: !751, file: !751, line: 804, type: !752, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!752 = !DISubroutineType(types: !753)
!753 = !{!17, !119}
!754 = !DISubprogram(name: "luaL_execresult", scope: !168, file: !168, line: 82, type: !603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubprogram(name: "lua_toboolean", scope: !7, file: !7, line: 203, type: !603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubprogram(name: "luaL_optinteger", scope: !168, file: !168, line: 63, type: !757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!757 = !DISubroutineType(types: !758)
!758 = !{!15, !113, !17, !15}
!759 = !DISubprogram(name: "lua_close", scope: !7, file: !7, line: 164, type: !760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!760 = !DISubroutineType(types: !761)
!761 = !{null, !113}
!762 = !DISubprogram(name: "exit", scope: !751, file: !751, line: 637, type: !763, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!763 = !DISubroutineType(types: !764)
!764 = !{null, !17}
!765 = !DISubprogram(name: "lua_pushstring", scope: !7, file: !7, line: 248, type: !766, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!766 = !DISubroutineType(types: !767)
!767 = !{!119, !113, !119}
!768 = !DISubprogram(name: "getenv", scope: !751, file: !751, line: 654, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!769 = !DISubroutineType(types: !770)
!770 = !{!245, !119}
!771 = !DISubprogram(name: "luaL_checklstring", scope: !168, file: !168, line: 55, type: !772, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!772 = !DISubroutineType(types: !773)
!773 = !{!119, !113, !17, !601}
!774 = !DISubprogram(name: "luaL_fileresult", scope: !168, file: !168, line: 81, type: !728, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!775 = !DISubprogram(name: "remove", scope: !776, file: !776, line: 152, type: !752, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!776 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!777 = !DISubprogram(name: "rename", scope: !776, file: !776, line: 154, type: !778, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!778 = !DISubroutineType(types: !779)
!779 = !{!17, !119, !119}
!780 = !DISubprogram(name: "luaL_checkoption", scope: !168, file: !168, line: 78, type: !781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!17, !113, !17, !119, !783}
!783 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!784 = !DISubprogram(name: "setlocale", scope: !785, file: !785, line: 122, type: !786, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!786 = !DISubroutineType(types: !787)
!787 = !{!245, !17, !119}
!788 = !DISubprogram(name: "luaL_checktype", scope: !168, file: !168, line: 67, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!789 = !DISubprogram(name: "lua_settop", scope: !7, file: !7, line: 180, type: !737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!790 = distinct !DISubprogram(name: "getfield", scope: !3, file: !3, line: 253, type: !791, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !793)
!791 = !DISubroutineType(types: !792)
!792 = !{!17, !113, !119, !17, !17}
!793 = !{!794, !795, !796, !797, !798, !799, !800}
!794 = !DILocalVariable(name: "L", arg: 1, scope: !790, file: !3, line: 253, type: !113)
!795 = !DILocalVariable(name: "key", arg: 2, scope: !790, file: !3, line: 253, type: !119)
!796 = !DILocalVariable(name: "d", arg: 3, scope: !790, file: !3, line: 253, type: !17)
!797 = !DILocalVariable(name: "delta", arg: 4, scope: !790, file: !3, line: 253, type: !17)
!798 = !DILocalVariable(name: "isnum", scope: !790, file: !3, line: 254, type: !17)
!799 = !DILocalVariable(name: "t", scope: !790, file: !3, line: 255, type: !17)
!800 = !DILocalVariable(name: "res", scope: !790, file: !3, line: 256, type: !15)
!801 = distinct !DIAssignID()
!802 = !DILocation(line: 0, scope: !790)
!803 = !DILocation(line: 254, column: 3, scope: !790)
!804 = !DILocation(line: 255, column: 11, scope: !790)
!805 = !DILocation(line: 256, column: 21, scope: !790)
!806 = !DILocation(line: 257, column: 8, scope: !807)
!807 = distinct !DILexicalBlock(scope: !790, file: !3, line: 257, column: 7)
!808 = !DILocation(line: 257, column: 7, scope: !790)
!809 = !DILocation(line: 258, column: 9, scope: !810)
!810 = distinct !DILexicalBlock(scope: !811, file: !3, line: 258, column: 9)
!811 = distinct !DILexicalBlock(scope: !807, file: !3, line: 257, column: 15)
!812 = !DILocation(line: 258, column: 9, scope: !811)
!813 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!814 = !DILocation(line: 259, column: 14, scope: !810)
!815 = !DILocation(line: 259, column: 7, scope: !810)
!816 = !DILocation(line: 260, column: 14, scope: !817)
!817 = distinct !DILexicalBlock(scope: !810, file: !3, line: 260, column: 14)
!818 = !DILocation(line: 260, column: 14, scope: !810)
!819 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!820 = !DILocation(line: 261, column: 14, scope: !817)
!821 = !DILocation(line: 261, column: 7, scope: !817)
!822 = !DILocation(line: 265, column: 15, scope: !823)
!823 = distinct !DILexicalBlock(scope: !824, file: !3, line: 265, column: 9)
!824 = distinct !DILexicalBlock(scope: !807, file: !3, line: 264, column: 8)
!825 = !DILocation(line: 265, column: 9, scope: !824)
!826 = !DILocation(line: 265, column: 28, scope: !823)
!827 = !DILocation(line: 265, column: 26, scope: !823)
!828 = !DILocation(line: 265, column: 34, scope: !823)
!829 = !DILocation(line: 265, column: 11, scope: !823)
!830 = !DILocation(line: 265, column: 55, scope: !823)
!831 = !DILocation(line: 265, column: 47, scope: !823)
!832 = !DILocation(line: 265, column: 63, scope: !823)
!833 = !DILocation(line: 266, column: 14, scope: !823)
!834 = !DILocation(line: 266, column: 7, scope: !823)
!835 = !DILocation(line: 270, column: 10, scope: !790)
!836 = !DILocation(line: 0, scope: !807)
!837 = !DILocation(line: 269, column: 3, scope: !790)
!838 = !DILocation(line: 270, column: 3, scope: !790)
!839 = !DILocation(line: 271, column: 1, scope: !790)
!840 = !DISubprogram(name: "mktime", scope: !593, file: !593, line: 83, type: !841, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!841 = !DISubroutineType(types: !842)
!842 = !{!12, !236}
!843 = !DISubprogram(name: "lua_getfield", scope: !7, file: !7, line: 263, type: !728, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!844 = !DISubprogram(name: "lua_tointegerx", scope: !7, file: !7, line: 202, type: !845, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DISubroutineType(types: !846)
!846 = !{!15, !113, !17, !749}
!847 = !DISubprogram(name: "mkstemp", linkageName: "mkstemp64", scope: !751, file: !751, line: 711, type: !848, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!848 = !DISubroutineType(types: !849)
!849 = !{!17, !245}
!850 = !DISubprogram(name: "close", scope: !851, file: !851, line: 358, type: !852, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!851 = !DIFile(filename: "/usr/include/unistd.h", directory: "", checksumkind: CSK_MD5, checksum: "ed37c2e6f30ba31a8b41e4d70547c39c")
!852 = !DISubroutineType(types: !853)
!853 = !{!17, !17}
