; ModuleID = 'src/lua/lutf8lib.c'
source_filename = "src/lua/lutf8lib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }

@funcs = internal constant [7 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.2, ptr @byteoffset }, %struct.luaL_Reg { ptr @.str.3, ptr @codepoint }, %struct.luaL_Reg { ptr @.str.4, ptr @utfchar }, %struct.luaL_Reg { ptr @.str.5, ptr @utflen }, %struct.luaL_Reg { ptr @.str.6, ptr @iter_codes }, %struct.luaL_Reg { ptr @.str.1, ptr null }, %struct.luaL_Reg zeroinitializer], align 8
@.str = private unnamed_addr constant [15 x i8] c"[\00-\7F\C2-\FD][\80-\BF]*\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"charpattern\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"offset\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"codepoint\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"char\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"len\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"codes\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"position out of bounds\00", align 1
@.str.8 = private unnamed_addr constant [40 x i8] c"initial position is a continuation byte\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"out of bounds\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"string slice too long\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"invalid UTF-8 code\00", align 1
@utf8_decode.limits = internal unnamed_addr constant [6 x i32] [i32 -1, i32 128, i32 2048, i32 65536, i32 2097152, i32 67108864], align 4
@.str.12 = private unnamed_addr constant [19 x i8] c"value out of range\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"%U\00", align 1
@.str.14 = private unnamed_addr constant [31 x i8] c"initial position out of bounds\00", align 1
@.str.15 = private unnamed_addr constant [29 x i8] c"final position out of bounds\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_utf8(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #3
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 6) #3
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @funcs, i32 noundef 0) #3
  %2 = tail call ptr @lua_pushlstring(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 14) #3
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.1) #3
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @byteoffset(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #3
  %4 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #3
  %5 = icmp sgt i64 %4, -1
  %6 = load i64, ptr %2, align 8
  %7 = add i64 %6, 1
  %8 = select i1 %5, i64 1, i64 %7
  %9 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef %8) #3
  %10 = load i64, ptr %2, align 8
  %11 = icmp sgt i64 %9, -1
  br i1 %11, label %18, label %12

12:                                               ; preds = %1
  %13 = sub i64 0, %9
  %14 = icmp ult i64 %10, %13
  br i1 %14, label %25, label %15

15:                                               ; preds = %12
  %16 = add nsw i64 %9, 1
  %17 = add i64 %16, %10
  br label %18

18:                                               ; preds = %1, %15
  %19 = phi i64 [ %17, %15 ], [ %9, %1 ]
  %20 = icmp sgt i64 %19, 0
  %21 = add nsw i64 %19, -1
  %22 = icmp sle i64 %21, %10
  %23 = select i1 %20, i64 %21, i64 %19
  %24 = select i1 %20, i1 %22, i1 false
  br i1 %24, label %28, label %25, !prof !6

25:                                               ; preds = %12, %18
  %26 = phi i64 [ %23, %18 ], [ 0, %12 ]
  %27 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.7) #3
  br label %28

28:                                               ; preds = %25, %18
  %29 = phi i64 [ %26, %25 ], [ %23, %18 ]
  %30 = icmp eq i64 %4, 0
  br i1 %30, label %31, label %42

31:                                               ; preds = %28
  %32 = icmp sgt i64 %29, 0
  br i1 %32, label %33, label %97

33:                                               ; preds = %31, %39
  %34 = phi i64 [ %40, %39 ], [ %29, %31 ]
  %35 = getelementptr inbounds i8, ptr %3, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !7
  %37 = and i8 %36, -64
  %38 = icmp eq i8 %37, -128
  br i1 %38, label %39, label %97

39:                                               ; preds = %33
  %40 = add nsw i64 %34, -1
  %41 = icmp sgt i64 %34, 1
  br i1 %41, label %33, label %97, !llvm.loop !10

42:                                               ; preds = %28
  %43 = getelementptr inbounds i8, ptr %3, i64 %29
  %44 = load i8, ptr %43, align 1, !tbaa !7
  %45 = and i8 %44, -64
  %46 = icmp eq i8 %45, -128
  br i1 %46, label %47, label %49

47:                                               ; preds = %42
  %48 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.8) #3
  br label %101

49:                                               ; preds = %42
  %50 = icmp slt i64 %4, 0
  br i1 %50, label %57, label %51

51:                                               ; preds = %49
  %52 = load i64, ptr %2, align 8
  %53 = add nsw i64 %4, -1
  %54 = icmp ne i64 %4, 1
  %55 = icmp slt i64 %29, %52
  %56 = select i1 %54, i1 %55, i1 false
  br i1 %56, label %78, label %93

57:                                               ; preds = %49
  %58 = icmp sgt i64 %29, 0
  br i1 %58, label %59, label %100

59:                                               ; preds = %57, %73
  %60 = phi i64 [ %68, %73 ], [ %29, %57 ]
  %61 = phi i64 [ %74, %73 ], [ %4, %57 ]
  br label %62

62:                                               ; preds = %59, %67
  %63 = phi i64 [ %68, %67 ], [ %60, %59 ]
  %64 = icmp ugt i64 %63, 1
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i64 %61, 1
  br label %93

67:                                               ; preds = %62
  %68 = add nsw i64 %63, -1
  %69 = getelementptr inbounds i8, ptr %3, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !7
  %71 = and i8 %70, -64
  %72 = icmp eq i8 %71, -128
  br i1 %72, label %62, label %73, !llvm.loop !12

73:                                               ; preds = %67
  %74 = add nsw i64 %61, 1
  %75 = icmp slt i64 %61, -1
  %76 = icmp sgt i64 %63, 1
  %77 = and i1 %75, %76
  br i1 %77, label %59, label %93, !llvm.loop !13

78:                                               ; preds = %51, %88
  %79 = phi i64 [ %89, %88 ], [ %53, %51 ]
  %80 = phi i64 [ %83, %88 ], [ %29, %51 ]
  br label %81

81:                                               ; preds = %78, %81
  %82 = phi i64 [ %83, %81 ], [ %80, %78 ]
  %83 = add nsw i64 %82, 1
  %84 = getelementptr inbounds i8, ptr %3, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !7
  %86 = and i8 %85, -64
  %87 = icmp eq i8 %86, -128
  br i1 %87, label %81, label %88, !llvm.loop !14

88:                                               ; preds = %81
  %89 = add nsw i64 %79, -1
  %90 = icmp sgt i64 %79, 1
  %91 = icmp slt i64 %83, %52
  %92 = select i1 %90, i1 %91, i1 false
  br i1 %92, label %78, label %93, !llvm.loop !15

93:                                               ; preds = %88, %73, %65, %51
  %94 = phi i64 [ %53, %51 ], [ %66, %65 ], [ %74, %73 ], [ %89, %88 ]
  %95 = phi i64 [ %29, %51 ], [ 0, %65 ], [ %68, %73 ], [ %83, %88 ]
  %96 = icmp eq i64 %94, 0
  br i1 %96, label %97, label %100

97:                                               ; preds = %39, %33, %31, %93
  %98 = phi i64 [ %95, %93 ], [ %29, %31 ], [ 0, %39 ], [ %34, %33 ]
  %99 = add nsw i64 %98, 1
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %99) #3
  br label %101

100:                                              ; preds = %57, %93
  call void @lua_pushnil(ptr noundef %0) #3
  br label %101

101:                                              ; preds = %97, %100, %47
  %102 = phi i32 [ %48, %47 ], [ 1, %100 ], [ 1, %97 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  ret i32 %102
}

; Function Attrs: nounwind uwtable
define internal i32 @codepoint(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #3
  %4 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #3
  %5 = load i64, ptr %2, align 8, !tbaa !16
  %6 = icmp sgt i64 %4, -1
  br i1 %6, label %13, label %7

7:                                                ; preds = %1
  %8 = sub i64 0, %4
  %9 = icmp ult i64 %5, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %7
  %11 = add nsw i64 %4, 1
  %12 = add i64 %11, %5
  br label %13

13:                                               ; preds = %1, %7, %10
  %14 = phi i64 [ %12, %10 ], [ %4, %1 ], [ 0, %7 ]
  %15 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef %14) #3
  %16 = load i64, ptr %2, align 8, !tbaa !16
  %17 = icmp sgt i64 %15, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %13
  %19 = sub i64 0, %15
  %20 = icmp ult i64 %16, %19
  br i1 %20, label %24, label %21

21:                                               ; preds = %18
  %22 = add nsw i64 %15, 1
  %23 = add i64 %22, %16
  br label %24

24:                                               ; preds = %13, %18, %21
  %25 = phi i64 [ %23, %21 ], [ %15, %13 ], [ 0, %18 ]
  %26 = call i32 @lua_toboolean(ptr noundef %0, i32 noundef 4) #3
  %27 = icmp sgt i64 %14, 0
  br i1 %27, label %30, label %28, !prof !18

28:                                               ; preds = %24
  %29 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.9) #3
  br label %30

30:                                               ; preds = %28, %24
  %31 = load i64, ptr %2, align 8, !tbaa !16
  %32 = icmp sgt i64 %25, %31
  br i1 %32, label %33, label %35, !prof !19

33:                                               ; preds = %30
  %34 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.9) #3
  br label %35

35:                                               ; preds = %33, %30
  %36 = icmp sgt i64 %14, %25
  br i1 %36, label %111, label %37

37:                                               ; preds = %35
  %38 = sub nsw i64 %25, %14
  %39 = icmp sgt i64 %38, 2147483646
  br i1 %39, label %108, label %40

40:                                               ; preds = %37
  %41 = trunc i64 %38 to i32
  %42 = add nsw i32 %41, 1
  call void @luaL_checkstack(ptr noundef %0, i32 noundef %42, ptr noundef nonnull @.str.10) #3
  %43 = getelementptr inbounds i8, ptr %3, i64 %25
  %44 = getelementptr i8, ptr %3, i64 %14
  %45 = getelementptr i8, ptr %44, i64 -1
  %46 = icmp ult ptr %45, %43
  br i1 %46, label %47, label %111

47:                                               ; preds = %40
  %48 = icmp eq i32 %26, 0
  br label %49

49:                                               ; preds = %47, %103
  %50 = phi i32 [ 0, %47 ], [ %106, %103 ]
  %51 = phi ptr [ %45, %47 ], [ %104, %103 ]
  %52 = load i8, ptr %51, align 1, !tbaa !7
  %53 = zext i8 %52 to i32
  %54 = icmp sgt i8 %52, -1
  br i1 %54, label %95, label %55

55:                                               ; preds = %49
  %56 = and i32 %53, 64
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %77, label %58

58:                                               ; preds = %55, %68
  %59 = phi i64 [ %62, %68 ], [ 0, %55 ]
  %60 = phi i32 [ %71, %68 ], [ 0, %55 ]
  %61 = phi i32 [ %72, %68 ], [ %53, %55 ]
  %62 = add nuw nsw i64 %59, 1
  %63 = getelementptr inbounds i8, ptr %51, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !7
  %65 = zext i8 %64 to i32
  %66 = and i32 %65, 192
  %67 = icmp eq i32 %66, 128
  br i1 %67, label %68, label %108

68:                                               ; preds = %58
  %69 = shl i32 %60, 6
  %70 = and i32 %65, 63
  %71 = or disjoint i32 %70, %69
  %72 = shl i32 %61, 1
  %73 = and i32 %61, 32
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %58, !llvm.loop !20

75:                                               ; preds = %68
  %76 = trunc nuw nsw i64 %62 to i32
  br label %77

77:                                               ; preds = %75, %55
  %78 = phi i32 [ %53, %55 ], [ %72, %75 ]
  %79 = phi i32 [ 0, %55 ], [ %71, %75 ]
  %80 = phi i32 [ 0, %55 ], [ %76, %75 ]
  %81 = and i32 %78, 63
  %82 = mul nuw nsw i32 %80, 5
  %83 = shl i32 %81, %82
  %84 = or i32 %83, %79
  %85 = icmp ugt i32 %80, 5
  %86 = icmp slt i32 %84, 0
  %87 = select i1 %85, i1 true, i1 %86
  br i1 %87, label %108, label %88

88:                                               ; preds = %77
  %89 = zext nneg i32 %80 to i64
  %90 = getelementptr inbounds [6 x i32], ptr @utf8_decode.limits, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !21
  %92 = icmp ult i32 %84, %91
  %93 = select i1 %92, i64 0, i64 %89
  %94 = getelementptr inbounds i8, ptr %51, i64 %93
  br i1 %92, label %108, label %95

95:                                               ; preds = %88, %49
  %96 = phi ptr [ %94, %88 ], [ %51, %49 ]
  %97 = phi i32 [ %84, %88 ], [ %53, %49 ]
  br i1 %48, label %98, label %103

98:                                               ; preds = %95
  %99 = icmp ugt i32 %97, 1114111
  %100 = and i32 %97, 2095104
  %101 = icmp eq i32 %100, 55296
  %102 = or i1 %99, %101
  br i1 %102, label %108, label %103

103:                                              ; preds = %95, %98
  %104 = getelementptr inbounds i8, ptr %96, i64 1
  %105 = zext nneg i32 %97 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %105) #3
  %106 = add nuw nsw i32 %50, 1
  %107 = icmp ult ptr %104, %43
  br i1 %107, label %49, label %111, !llvm.loop !23

108:                                              ; preds = %88, %98, %77, %58, %37
  %109 = phi ptr [ @.str.10, %37 ], [ @.str.11, %58 ], [ @.str.11, %77 ], [ @.str.11, %98 ], [ @.str.11, %88 ]
  %110 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull %109) #3
  br label %111

111:                                              ; preds = %103, %108, %40, %35
  %112 = phi i32 [ 0, %35 ], [ 0, %40 ], [ %110, %108 ], [ %106, %103 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  ret i32 %112
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @utfchar(ptr noundef %0) #0 {
  %2 = alloca %struct.luaL_Buffer, align 8
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #3
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %12

5:                                                ; preds = %1
  %6 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #3
  %7 = icmp ult i64 %6, 2147483648
  br i1 %7, label %10, label %8, !prof !18

8:                                                ; preds = %5
  %9 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.12) #3
  br label %10

10:                                               ; preds = %5, %8
  %11 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.13, i64 noundef %6) #3
  br label %25

12:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #3
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #3
  %13 = icmp slt i32 %3, 1
  br i1 %13, label %24, label %14

14:                                               ; preds = %12, %20
  %15 = phi i32 [ %22, %20 ], [ 1, %12 ]
  %16 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %15) #3
  %17 = icmp ult i64 %16, 2147483648
  br i1 %17, label %20, label %18, !prof !18

18:                                               ; preds = %14
  %19 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %15, ptr noundef nonnull @.str.12) #3
  br label %20

20:                                               ; preds = %14, %18
  %21 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.13, i64 noundef %16) #3
  call void @luaL_addvalue(ptr noundef nonnull %2) #3
  %22 = add nuw i32 %15, 1
  %23 = icmp eq i32 %15, %3
  br i1 %23, label %24, label %14, !llvm.loop !24

24:                                               ; preds = %20, %12
  call void @luaL_pushresult(ptr noundef nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #3
  br label %25

25:                                               ; preds = %24, %10
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @utflen(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #3
  %4 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #3
  %5 = load i64, ptr %2, align 8, !tbaa !16
  %6 = icmp sgt i64 %4, -1
  br i1 %6, label %13, label %7

7:                                                ; preds = %1
  %8 = sub i64 0, %4
  %9 = icmp ult i64 %5, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %7
  %11 = add nsw i64 %4, 1
  %12 = add i64 %11, %5
  br label %13

13:                                               ; preds = %1, %7, %10
  %14 = phi i64 [ %12, %10 ], [ %4, %1 ], [ 0, %7 ]
  %15 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef -1) #3
  %16 = load i64, ptr %2, align 8, !tbaa !16
  %17 = icmp sgt i64 %15, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %13
  %19 = sub i64 0, %15
  %20 = icmp ult i64 %16, %19
  br i1 %20, label %24, label %21

21:                                               ; preds = %18
  %22 = add nsw i64 %15, 1
  %23 = add i64 %22, %16
  br label %24

24:                                               ; preds = %13, %18, %21
  %25 = phi i64 [ %23, %21 ], [ %15, %13 ], [ 0, %18 ]
  %26 = call i32 @lua_toboolean(ptr noundef %0, i32 noundef 4) #3
  %27 = icmp sgt i64 %14, 0
  %28 = add nsw i64 %14, -1
  %29 = load i64, ptr %2, align 8
  %30 = icmp sle i64 %28, %29
  %31 = select i1 %27, i64 %28, i64 %14
  %32 = select i1 %27, i1 %30, i1 false
  br i1 %32, label %36, label %33, !prof !18

33:                                               ; preds = %24
  %34 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.14) #3
  %35 = load i64, ptr %2, align 8, !tbaa !16
  br label %36

36:                                               ; preds = %33, %24
  %37 = phi i64 [ %35, %33 ], [ %29, %24 ]
  %38 = icmp sgt i64 %25, %37
  br i1 %38, label %39, label %41, !prof !19

39:                                               ; preds = %36
  %40 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.15) #3
  br label %41

41:                                               ; preds = %39, %36
  %42 = icmp slt i64 %31, %25
  br i1 %42, label %43, label %109

43:                                               ; preds = %41
  %44 = icmp eq i32 %26, 0
  %45 = ptrtoint ptr %3 to i64
  br label %46

46:                                               ; preds = %43, %103
  %47 = phi i64 [ 0, %43 ], [ %107, %103 ]
  %48 = phi i64 [ %31, %43 ], [ %106, %103 ]
  %49 = getelementptr inbounds i8, ptr %3, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !7
  %51 = zext i8 %50 to i32
  %52 = icmp sgt i8 %50, -1
  br i1 %52, label %93, label %53

53:                                               ; preds = %46
  %54 = and i32 %51, 64
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %75, label %56

56:                                               ; preds = %53, %66
  %57 = phi i64 [ %60, %66 ], [ 0, %53 ]
  %58 = phi i32 [ %69, %66 ], [ 0, %53 ]
  %59 = phi i32 [ %70, %66 ], [ %51, %53 ]
  %60 = add nuw nsw i64 %57, 1
  %61 = getelementptr inbounds i8, ptr %49, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !7
  %63 = zext i8 %62 to i32
  %64 = and i32 %63, 192
  %65 = icmp eq i32 %64, 128
  br i1 %65, label %66, label %101

66:                                               ; preds = %56
  %67 = shl i32 %58, 6
  %68 = and i32 %63, 63
  %69 = or disjoint i32 %68, %67
  %70 = shl i32 %59, 1
  %71 = and i32 %59, 32
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %56, !llvm.loop !20

73:                                               ; preds = %66
  %74 = trunc nuw nsw i64 %60 to i32
  br label %75

75:                                               ; preds = %73, %53
  %76 = phi i32 [ %51, %53 ], [ %70, %73 ]
  %77 = phi i32 [ 0, %53 ], [ %69, %73 ]
  %78 = phi i32 [ 0, %53 ], [ %74, %73 ]
  %79 = and i32 %76, 63
  %80 = mul nuw nsw i32 %78, 5
  %81 = shl i32 %79, %80
  %82 = or i32 %81, %77
  %83 = icmp ugt i32 %78, 5
  %84 = icmp slt i32 %82, 0
  %85 = select i1 %83, i1 true, i1 %84
  br i1 %85, label %101, label %86

86:                                               ; preds = %75
  %87 = zext nneg i32 %78 to i64
  %88 = getelementptr inbounds [6 x i32], ptr @utf8_decode.limits, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !21
  %90 = icmp ult i32 %82, %89
  %91 = select i1 %90, i64 0, i64 %87
  %92 = getelementptr inbounds i8, ptr %49, i64 %91
  br i1 %90, label %101, label %93

93:                                               ; preds = %86, %46
  %94 = phi ptr [ %92, %86 ], [ %49, %46 ]
  %95 = phi i32 [ %82, %86 ], [ %51, %46 ]
  br i1 %44, label %96, label %103

96:                                               ; preds = %93
  %97 = icmp ugt i32 %95, 1114111
  %98 = and i32 %95, 2095104
  %99 = icmp eq i32 %98, 55296
  %100 = or i1 %97, %99
  br i1 %100, label %101, label %103

101:                                              ; preds = %75, %96, %86, %56
  call void @lua_pushnil(ptr noundef %0) #3
  %102 = add nsw i64 %48, 1
  br label %109

103:                                              ; preds = %93, %96
  %104 = getelementptr inbounds i8, ptr %94, i64 1
  %105 = ptrtoint ptr %104 to i64
  %106 = sub i64 %105, %45
  %107 = add nuw nsw i64 %47, 1
  %108 = icmp slt i64 %106, %25
  br i1 %108, label %46, label %109, !llvm.loop !25

109:                                              ; preds = %103, %41, %101
  %110 = phi i64 [ %102, %101 ], [ 0, %41 ], [ %107, %103 ]
  %111 = phi i32 [ 2, %101 ], [ 1, %41 ], [ 1, %103 ]
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %110) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  ret i32 %111
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @iter_codes(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 2) #3
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #3
  %4 = load i8, ptr %3, align 1, !tbaa !7
  %5 = and i8 %4, -64
  %6 = icmp eq i8 %5, -128
  br i1 %6, label %7, label %9, !prof !19

7:                                                ; preds = %1
  %8 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.11) #3
  br label %9

9:                                                ; preds = %7, %1
  %10 = icmp eq i32 %2, 0
  %11 = select i1 %10, ptr @iter_auxstrict, ptr @iter_auxlax
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull %11, i32 noundef 0) #3
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #3
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 0) #3
  ret i32 3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_checkstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_addvalue(ptr noundef) local_unnamed_addr #1

declare void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @iter_auxlax(ptr noundef %0) #0 {
  %2 = tail call fastcc i32 @iter_aux(ptr noundef %0, i32 noundef 0)
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @iter_auxstrict(ptr noundef %0) #0 {
  %2 = tail call fastcc i32 @iter_aux(ptr noundef %0, i32 noundef 1)
  ret i32 %2
}

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @iter_aux(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #3
  %5 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 2, ptr noundef null) #3
  %6 = load i64, ptr %3, align 8, !tbaa !16
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %15

8:                                                ; preds = %2, %8
  %9 = phi i64 [ %14, %8 ], [ %5, %2 ]
  %10 = getelementptr inbounds i8, ptr %4, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !7
  %12 = and i8 %11, -64
  %13 = icmp eq i8 %12, -128
  %14 = add i64 %9, 1
  br i1 %13, label %8, label %15, !llvm.loop !26

15:                                               ; preds = %8, %2
  %16 = phi i64 [ %5, %2 ], [ %9, %8 ]
  %17 = icmp ult i64 %16, %6
  br i1 %17, label %18, label %82

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %4, i64 %16
  %20 = load i8, ptr %19, align 1, !tbaa !7
  %21 = zext i8 %20 to i32
  %22 = icmp sgt i8 %20, -1
  br i1 %22, label %63, label %23

23:                                               ; preds = %18
  %24 = and i32 %21, 64
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %45, label %26

26:                                               ; preds = %23, %36
  %27 = phi i64 [ %30, %36 ], [ 0, %23 ]
  %28 = phi i32 [ %39, %36 ], [ 0, %23 ]
  %29 = phi i32 [ %40, %36 ], [ %21, %23 ]
  %30 = add nuw nsw i64 %27, 1
  %31 = getelementptr inbounds i8, ptr %19, i64 %30
  %32 = load i8, ptr %31, align 1, !tbaa !7
  %33 = zext i8 %32 to i32
  %34 = and i32 %33, 192
  %35 = icmp eq i32 %34, 128
  br i1 %35, label %36, label %77

36:                                               ; preds = %26
  %37 = shl i32 %28, 6
  %38 = and i32 %33, 63
  %39 = or disjoint i32 %38, %37
  %40 = shl i32 %29, 1
  %41 = and i32 %29, 32
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %26, !llvm.loop !20

43:                                               ; preds = %36
  %44 = trunc nuw nsw i64 %30 to i32
  br label %45

45:                                               ; preds = %43, %23
  %46 = phi i32 [ %21, %23 ], [ %40, %43 ]
  %47 = phi i32 [ 0, %23 ], [ %39, %43 ]
  %48 = phi i32 [ 0, %23 ], [ %44, %43 ]
  %49 = and i32 %46, 63
  %50 = mul nuw nsw i32 %48, 5
  %51 = shl i32 %49, %50
  %52 = or i32 %51, %47
  %53 = icmp ugt i32 %48, 5
  %54 = icmp slt i32 %52, 0
  %55 = select i1 %53, i1 true, i1 %54
  br i1 %55, label %77, label %56

56:                                               ; preds = %45
  %57 = zext nneg i32 %48 to i64
  %58 = getelementptr inbounds [6 x i32], ptr @utf8_decode.limits, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !21
  %60 = icmp ult i32 %52, %59
  %61 = select i1 %60, i64 0, i64 %57
  %62 = getelementptr inbounds i8, ptr %19, i64 %61
  br i1 %60, label %77, label %63

63:                                               ; preds = %56, %18
  %64 = phi ptr [ %62, %56 ], [ %19, %18 ]
  %65 = phi i32 [ %52, %56 ], [ %21, %18 ]
  %66 = icmp eq i32 %1, 0
  br i1 %66, label %72, label %67

67:                                               ; preds = %63
  %68 = icmp ugt i32 %65, 1114111
  %69 = and i32 %65, 2095104
  %70 = icmp eq i32 %69, 55296
  %71 = or i1 %68, %70
  br i1 %71, label %77, label %72

72:                                               ; preds = %67, %63
  %73 = getelementptr inbounds i8, ptr %64, i64 1
  %74 = load i8, ptr %73, align 1, !tbaa !7
  %75 = and i8 %74, -64
  %76 = icmp eq i8 %75, -128
  br i1 %76, label %77, label %79

77:                                               ; preds = %26, %45, %67, %56, %72
  %78 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.11) #3
  br label %82

79:                                               ; preds = %72
  %80 = add i64 %16, 1
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %80) #3
  %81 = zext nneg i32 %65 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %81) #3
  br label %82

82:                                               ; preds = %77, %79, %15
  %83 = phi i32 [ 0, %15 ], [ %78, %77 ], [ 2, %79 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3
  ret i32 %83
}

declare i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
!18 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!19 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!20 = distinct !{!20, !11}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !8, i64 0}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
