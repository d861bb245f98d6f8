; ModuleID = 'src/lua/lauxlib.c'
source_filename = "src/lua/lauxlib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.lua_Debug = type { i32, ptr, ptr, ptr, ptr, i64, i32, i32, i32, i8, i8, i8, i8, i16, i16, [60 x i8], ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }
%struct.LoadF = type { i32, ptr, [8192 x i8] }
%struct.LoadS = type { ptr, i64 }

@.str = private unnamed_addr constant [17 x i8] c"stack traceback:\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"\0A\09...\09(skipping %d levels)\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"Slnt\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"\0A\09%s: in \00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"\0A\09%s:%d: in \00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"\0A\09(...tail calls...)\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"bad argument #%d (%s)\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"n\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"method\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"calling '%s' on bad self (%s)\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"bad argument #%d to '%s' (%s)\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"__name\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"light userdata\00", align 1
@.str.14 = private unnamed_addr constant [20 x i8] c"%s expected, got %s\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"Sl\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"%s:%d: \00", align 1
@.str.17 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.18 = private unnamed_addr constant [16 x i8] c"(no extra info)\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"%s: %s\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"exit\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"signal\00", align 1
@.str.22 = private unnamed_addr constant [20 x i8] c"invalid option '%s'\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"stack overflow (%s)\00", align 1
@.str.24 = private unnamed_addr constant [15 x i8] c"stack overflow\00", align 1
@.str.25 = private unnamed_addr constant [15 x i8] c"value expected\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"=stdin\00", align 1
@stdin = external local_unnamed_addr global ptr, align 8
@.str.27 = private unnamed_addr constant [4 x i8] c"@%s\00", align 1
@.str.28 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"open\00", align 1
@.str.31 = private unnamed_addr constant [3 x i8] c"rb\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"reopen\00", align 1
@.str.33 = private unnamed_addr constant [5 x i8] c"read\00", align 1
@.str.34 = private unnamed_addr constant [32 x i8] c"object length is not an integer\00", align 1
@.str.35 = private unnamed_addr constant [11 x i8] c"__tostring\00", align 1
@.str.36 = private unnamed_addr constant [34 x i8] c"'__tostring' must return a string\00", align 1
@.str.37 = private unnamed_addr constant [3 x i8] c"%I\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"%f\00", align 1
@.str.39 = private unnamed_addr constant [5 x i8] c"true\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.41 = private unnamed_addr constant [4 x i8] c"nil\00", align 1
@.str.42 = private unnamed_addr constant [7 x i8] c"%s: %p\00", align 1
@.str.43 = private unnamed_addr constant [18 x i8] c"too many upvalues\00", align 1
@.str.44 = private unnamed_addr constant [8 x i8] c"_LOADED\00", align 1
@.str.45 = private unnamed_addr constant [49 x i8] c"core and library have incompatible numeric types\00", align 1
@.str.46 = private unnamed_addr constant [54 x i8] c"version mismatch: app. needs %f, Lua core provides %f\00", align 1
@.str.47 = private unnamed_addr constant [14 x i8] c"function '%s'\00", align 1
@.str.48 = private unnamed_addr constant [8 x i8] c"%s '%s'\00", align 1
@.str.49 = private unnamed_addr constant [11 x i8] c"main chunk\00", align 1
@.str.50 = private unnamed_addr constant [17 x i8] c"function <%s:%d>\00", align 1
@.str.51 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.52 = private unnamed_addr constant [17 x i8] c"not enough stack\00", align 1
@.str.54 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.55 = private unnamed_addr constant [37 x i8] c"number has no integer representation\00", align 1
@.str.56 = private unnamed_addr constant [17 x i8] c"buffer too large\00", align 1
@.str.57 = private unnamed_addr constant [18 x i8] c"not enough memory\00", align 1
@.str.58 = private unnamed_addr constant [7 x i8] c"_UBOX*\00", align 1
@boxmt = internal constant [3 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.59, ptr @boxgc }, %struct.luaL_Reg { ptr @.str.60, ptr @boxgc }, %struct.luaL_Reg zeroinitializer], align 8
@.str.59 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1
@.str.60 = private unnamed_addr constant [8 x i8] c"__close\00", align 1
@.str.61 = private unnamed_addr constant [17 x i8] c"cannot %s %s: %s\00", align 1
@.str.62 = private unnamed_addr constant [13 x i8] c"cannot %s %s\00", align 1
@.str.63 = private unnamed_addr constant [29 x i8] c"error object is not a string\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.64 = private unnamed_addr constant [50 x i8] c"PANIC: unprotected error in call to Lua API (%s)\0A\00", align 1
@.str.65 = private unnamed_addr constant [4 x i8] c"off\00", align 1
@.str.68 = private unnamed_addr constant [14 x i8] c"Lua warning: \00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @luaL_traceback(ptr noundef %0, ptr noundef %1, ptr noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.lua_Debug, align 8
  %9 = alloca %struct.luaL_Buffer, align 8
  %10 = alloca %struct.lua_Debug, align 8
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %9) #18
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %10) #18
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %8) #18
  br label %11

11:                                               ; preds = %11, %4
  %12 = phi i32 [ 1, %4 ], [ %16, %11 ]
  %13 = phi i32 [ 1, %4 ], [ %12, %11 ]
  %14 = call i32 @lua_getstack(ptr noundef %1, i32 noundef %12, ptr noundef nonnull %8) #18
  %15 = icmp eq i32 %14, 0
  %16 = shl nsw i32 %12, 1
  br i1 %15, label %17, label %11, !llvm.loop !6

17:                                               ; preds = %11
  %18 = icmp slt i32 %13, %12
  br i1 %18, label %19, label %30

19:                                               ; preds = %17, %19
  %20 = phi i32 [ %28, %19 ], [ %13, %17 ]
  %21 = phi i32 [ %27, %19 ], [ %12, %17 ]
  %22 = add nsw i32 %21, %20
  %23 = sdiv i32 %22, 2
  %24 = call i32 @lua_getstack(ptr noundef %1, i32 noundef %23, ptr noundef nonnull %8) #18
  %25 = icmp eq i32 %24, 0
  %26 = add nsw i32 %23, 1
  %27 = select i1 %25, i32 %23, i32 %21
  %28 = select i1 %25, i32 %20, i32 %26
  %29 = icmp slt i32 %28, %27
  br i1 %29, label %19, label %30, !llvm.loop !8

30:                                               ; preds = %19, %17
  %31 = phi i32 [ %12, %17 ], [ %27, %19 ]
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %8) #18
  %32 = sub i32 %3, %31
  %33 = icmp slt i32 %32, -22
  %34 = select i1 %33, i32 10, i32 -1
  %35 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %0, ptr %35, align 8, !tbaa !9
  %36 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %36, ptr %9, align 8, !tbaa !15
  %37 = getelementptr inbounds i8, ptr %9, i64 16
  %38 = getelementptr inbounds i8, ptr %9, i64 8
  store <2 x i64> <i64 1024, i64 0>, ptr %38, align 8, !tbaa !16
  call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %9) #18
  %39 = icmp eq ptr %2, null
  br i1 %39, label %61, label %40

40:                                               ; preds = %30
  %41 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %2) #19
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %43, label %45

43:                                               ; preds = %40
  %44 = load i64, ptr %37, align 8, !tbaa !17
  br label %49

45:                                               ; preds = %40
  %46 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef %41, i32 noundef -1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %46, ptr nonnull readonly align 1 %2, i64 %41, i1 false)
  %47 = load i64, ptr %37, align 8, !tbaa !17
  %48 = add i64 %47, %41
  store i64 %48, ptr %37, align 8, !tbaa !17
  br label %49

49:                                               ; preds = %43, %45
  %50 = phi i64 [ %44, %43 ], [ %48, %45 ]
  %51 = load i64, ptr %38, align 8, !tbaa !18
  %52 = icmp ult i64 %50, %51
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef 1, i32 noundef -1)
  %55 = load i64, ptr %37, align 8, !tbaa !17
  br label %56

56:                                               ; preds = %53, %49
  %57 = phi i64 [ %55, %53 ], [ %50, %49 ]
  %58 = load ptr, ptr %9, align 8, !tbaa !15
  %59 = add i64 %57, 1
  store i64 %59, ptr %37, align 8, !tbaa !17
  %60 = getelementptr inbounds i8, ptr %58, i64 %57
  store i8 10, ptr %60, align 1, !tbaa !19
  br label %61

61:                                               ; preds = %30, %56
  %62 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef 16, i32 noundef -1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %62, ptr noundef nonnull readonly align 1 dereferenceable(16) @.str, i64 16, i1 false)
  %63 = load i64, ptr %37, align 8, !tbaa !17
  %64 = add i64 %63, 16
  store i64 %64, ptr %37, align 8, !tbaa !17
  %65 = call i32 @lua_getstack(ptr noundef %1, i32 noundef %3, ptr noundef nonnull %10) #18
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %152, label %67

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %10, i64 48
  %69 = getelementptr inbounds i8, ptr %10, i64 68
  %70 = getelementptr inbounds i8, ptr %10, i64 16
  %71 = getelementptr inbounds i8, ptr %10, i64 8
  %72 = getelementptr inbounds i8, ptr %10, i64 24
  %73 = getelementptr inbounds i8, ptr %10, i64 52
  %74 = getelementptr inbounds i8, ptr %10, i64 63
  %75 = add i32 %31, -11
  br label %76

76:                                               ; preds = %67, %148
  %77 = phi i32 [ %3, %67 ], [ %149, %148 ]
  %78 = phi i32 [ %34, %67 ], [ %80, %148 ]
  %79 = add nsw i32 %77, 1
  %80 = add nsw i32 %78, -1
  %81 = icmp eq i32 %78, 0
  br i1 %81, label %82, label %94

82:                                               ; preds = %76
  %83 = xor i32 %77, -1
  %84 = add i32 %75, %83
  %85 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.1, i32 noundef %84) #18
  %86 = load ptr, ptr %35, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #18
  %87 = call ptr @lua_tolstring(ptr noundef %86, i32 noundef -1, ptr noundef nonnull %7) #18
  %88 = load i64, ptr %7, align 8, !tbaa !16
  %89 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef %88, i32 noundef -2)
  %90 = load i64, ptr %7, align 8, !tbaa !16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr align 1 %87, i64 %90, i1 false)
  %91 = load i64, ptr %7, align 8, !tbaa !16
  %92 = load i64, ptr %37, align 8, !tbaa !17
  %93 = add i64 %92, %91
  store i64 %93, ptr %37, align 8, !tbaa !17
  call void @lua_settop(ptr noundef %86, i32 noundef -2) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #18
  br label %148

94:                                               ; preds = %76
  %95 = call i32 @lua_getinfo(ptr noundef %1, ptr noundef nonnull @.str.2, ptr noundef nonnull %10) #18
  %96 = load i32, ptr %68, align 8, !tbaa !20
  %97 = icmp slt i32 %96, 1
  br i1 %97, label %98, label %100

98:                                               ; preds = %94
  %99 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef nonnull %69) #18
  br label %102

100:                                              ; preds = %94
  %101 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.4, ptr noundef nonnull %69, i32 noundef %96) #18
  br label %102

102:                                              ; preds = %100, %98
  %103 = load ptr, ptr %35, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #18
  %104 = call ptr @lua_tolstring(ptr noundef %103, i32 noundef -1, ptr noundef nonnull %6) #18
  %105 = load i64, ptr %6, align 8, !tbaa !16
  %106 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef %105, i32 noundef -2)
  %107 = load i64, ptr %6, align 8, !tbaa !16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr align 1 %104, i64 %107, i1 false)
  %108 = load i64, ptr %6, align 8, !tbaa !16
  %109 = load i64, ptr %37, align 8, !tbaa !17
  %110 = add i64 %109, %108
  store i64 %110, ptr %37, align 8, !tbaa !17
  call void @lua_settop(ptr noundef %103, i32 noundef -2) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #18
  %111 = call fastcc i32 @pushglobalfuncname(ptr noundef %0, ptr noundef nonnull %10)
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %116, label %113

113:                                              ; preds = %102
  %114 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
  %115 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.47, ptr noundef %114) #18
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  br label %133

116:                                              ; preds = %102
  %117 = load ptr, ptr %70, align 8, !tbaa !24
  %118 = load i8, ptr %117, align 1, !tbaa !19
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %123, label %120

120:                                              ; preds = %116
  %121 = load ptr, ptr %71, align 8, !tbaa !25
  %122 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.48, ptr noundef nonnull %117, ptr noundef %121) #18
  br label %133

123:                                              ; preds = %116
  %124 = load ptr, ptr %72, align 8, !tbaa !26
  %125 = load i8, ptr %124, align 1, !tbaa !19
  switch i8 %125, label %128 [
    i8 109, label %126
    i8 67, label %131
  ]

126:                                              ; preds = %123
  %127 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.49) #18
  br label %133

128:                                              ; preds = %123
  %129 = load i32, ptr %73, align 4, !tbaa !27
  %130 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.50, ptr noundef nonnull %69, i32 noundef %129) #18
  br label %133

131:                                              ; preds = %123
  %132 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.10) #18
  br label %133

133:                                              ; preds = %113, %120, %126, %128, %131
  %134 = load ptr, ptr %35, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18
  %135 = call ptr @lua_tolstring(ptr noundef %134, i32 noundef -1, ptr noundef nonnull %5) #18
  %136 = load i64, ptr %5, align 8, !tbaa !16
  %137 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef %136, i32 noundef -2)
  %138 = load i64, ptr %5, align 8, !tbaa !16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %137, ptr align 1 %135, i64 %138, i1 false)
  %139 = load i64, ptr %5, align 8, !tbaa !16
  %140 = load i64, ptr %37, align 8, !tbaa !17
  %141 = add i64 %140, %139
  store i64 %141, ptr %37, align 8, !tbaa !17
  call void @lua_settop(ptr noundef %134, i32 noundef -2) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
  %142 = load i8, ptr %74, align 1, !tbaa !28
  %143 = icmp eq i8 %142, 0
  br i1 %143, label %148, label %144

144:                                              ; preds = %133
  %145 = call fastcc ptr @prepbuffsize(ptr noundef nonnull %9, i64 noundef 20, i32 noundef -1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %145, ptr noundef nonnull readonly align 1 dereferenceable(20) @.str.5, i64 20, i1 false)
  %146 = load i64, ptr %37, align 8, !tbaa !17
  %147 = add i64 %146, 20
  store i64 %147, ptr %37, align 8, !tbaa !17
  br label %148

148:                                              ; preds = %144, %133, %82
  %149 = phi i32 [ %75, %82 ], [ %79, %133 ], [ %79, %144 ]
  %150 = call i32 @lua_getstack(ptr noundef %1, i32 noundef %149, ptr noundef nonnull %10) #18
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %152, label %76, !llvm.loop !29

152:                                              ; preds = %148, %61
  %153 = load ptr, ptr %35, align 8, !tbaa !9
  %154 = load ptr, ptr %9, align 8, !tbaa !15
  %155 = load i64, ptr %37, align 8, !tbaa !17
  %156 = call ptr @lua_pushlstring(ptr noundef %153, ptr noundef %154, i64 noundef %155) #18
  %157 = load ptr, ptr %9, align 8, !tbaa !15
  %158 = icmp eq ptr %157, %36
  br i1 %158, label %160, label %159

159:                                              ; preds = %152
  call void @lua_closeslot(ptr noundef %153, i32 noundef -2) #18
  br label %160

160:                                              ; preds = %152, %159
  call void @lua_rotate(ptr noundef %153, i32 noundef -2, i32 noundef -1) #18
  call void @lua_settop(ptr noundef %153, i32 noundef -2) #18
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %10) #18
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %9) #18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @luaL_buffinit(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr %0, ptr %3, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %4, ptr %1, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x i64> <i64 1024, i64 0>, ptr %5, align 8, !tbaa !16
  tail call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %1) #18
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_addstring(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #19
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %10, label %5

5:                                                ; preds = %2
  %6 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %3, i32 noundef -1)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr readonly align 1 %1, i64 %3, i1 false)
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !17
  %9 = add i64 %8, %3
  store i64 %9, ptr %7, align 8, !tbaa !17
  br label %10

10:                                               ; preds = %2, %5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_prepbuffsize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %1, i32 noundef -1)
  ret ptr %3
}

declare i32 @lua_getstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_addvalue(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca i64, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #18
  %5 = call ptr @lua_tolstring(ptr noundef %4, i32 noundef -1, ptr noundef nonnull %2) #18
  %6 = load i64, ptr %2, align 8, !tbaa !16
  %7 = call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %6, i32 noundef -2)
  %8 = load i64, ptr %2, align 8, !tbaa !16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %5, i64 %8, i1 false)
  %9 = load i64, ptr %2, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !17
  %12 = add i64 %11, %9
  store i64 %12, ptr %10, align 8, !tbaa !17
  call void @lua_settop(ptr noundef %4, i32 noundef -2) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @lua_getinfo(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_pushresult(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !9
  %4 = load ptr, ptr %0, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !17
  %7 = tail call ptr @lua_pushlstring(ptr noundef %3, ptr noundef %4, i64 noundef %6) #18
  %8 = load ptr, ptr %0, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %12, label %11

11:                                               ; preds = %1
  tail call void @lua_closeslot(ptr noundef %3, i32 noundef -2) #18
  br label %12

12:                                               ; preds = %11, %1
  tail call void @lua_rotate(ptr noundef %3, i32 noundef -2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %3, i32 noundef -2) #18
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.lua_Debug, align 8
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %4) #18
  %5 = call i32 @lua_getstack(ptr noundef %0, i32 noundef 0, ptr noundef nonnull %4) #18
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.6, i32 noundef %1, ptr noundef %2)
  br label %37

9:                                                ; preds = %3
  %10 = call i32 @lua_getinfo(ptr noundef %0, ptr noundef nonnull @.str.7, ptr noundef nonnull %4) #18
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !24
  %13 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %12, ptr noundef nonnull dereferenceable(7) @.str.8) #19
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %9
  %16 = add nsw i32 %1, -1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !25
  %21 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.9, ptr noundef %20, ptr noundef %2)
  br label %37

22:                                               ; preds = %15, %9
  %23 = phi i32 [ %16, %15 ], [ %1, %9 ]
  %24 = getelementptr inbounds i8, ptr %4, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !25
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %34

27:                                               ; preds = %22
  %28 = call fastcc i32 @pushglobalfuncname(ptr noundef %0, ptr noundef nonnull %4)
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
  br label %32

32:                                               ; preds = %27, %30
  %33 = phi ptr [ %31, %30 ], [ @.str.10, %27 ]
  store ptr %33, ptr %24, align 8, !tbaa !25
  br label %34

34:                                               ; preds = %32, %22
  %35 = phi ptr [ %33, %32 ], [ %25, %22 ]
  %36 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.11, i32 noundef %23, ptr noundef %35, ptr noundef %2)
  br label %37

37:                                               ; preds = %34, %18, %7
  %38 = phi i32 [ %21, %18 ], [ %36, %34 ], [ %8, %7 ]
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %4) #18
  ret i32 %38
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_error(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #0 {
  %3 = alloca %struct.lua_Debug, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #18
  call void @llvm.va_start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %3) #18
  %6 = call i32 @lua_getstack(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #18
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %2
  %9 = call i32 @lua_getinfo(ptr noundef %0, ptr noundef nonnull @.str.15, ptr noundef nonnull %3) #18
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  %11 = load i32, ptr %10, align 8, !tbaa !20
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %3, i64 68
  %15 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.16, ptr noundef nonnull %14, i32 noundef %11) #18
  br label %18

16:                                               ; preds = %8, %2
  %17 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.17) #18
  br label %18

18:                                               ; preds = %13, %16
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %3) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !30
  %19 = call ptr @lua_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #18
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @lua_concat(ptr noundef %0, i32 noundef 2) #18
  %20 = call i32 @lua_error(ptr noundef %0) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #18
  ret i32 %20
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @pushglobalfuncname(ptr noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #18
  %4 = tail call i32 @lua_getinfo(ptr noundef %0, ptr noundef nonnull @.str.51, ptr noundef %1) #18
  %5 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.44) #18
  %6 = tail call i32 @lua_checkstack(ptr noundef %0, i32 noundef 6) #18
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10, !prof !33

8:                                                ; preds = %2
  %9 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.52)
  br label %10

10:                                               ; preds = %2, %8
  %11 = add nsw i32 %3, 1
  %12 = tail call fastcc i32 @findfield(ptr noundef %0, i32 noundef %11, i32 noundef 2)
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %30, label %14

14:                                               ; preds = %10
  %15 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
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
  %25 = icmp eq i8 %24, 46
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %15, i64 3
  %28 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %27) #18
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  br label %29

29:                                               ; preds = %18, %14, %26, %22
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef %11) #18
  br label %30

30:                                               ; preds = %10, %29
  %31 = phi i32 [ %11, %29 ], [ %3, %10 ]
  %32 = phi i32 [ 1, %29 ], [ 0, %10 ]
  tail call void @lua_settop(ptr noundef %0, i32 noundef %31) #18
  ret i32 %32
}

declare ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #18
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %3
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.12) #18
  %8 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #18
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %6
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18
  br label %15

11:                                               ; preds = %6
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  %12 = icmp eq i32 %8, 4
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
  br label %21

15:                                               ; preds = %3, %10, %11
  %16 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %21, label %18

18:                                               ; preds = %15
  %19 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18
  %20 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %19) #18
  br label %21

21:                                               ; preds = %15, %18, %13
  %22 = phi ptr [ %14, %13 ], [ %20, %18 ], [ @.str.13, %15 ]
  %23 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef %2, ptr noundef %22) #18
  %24 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef %23)
  ret i32 %24
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_getmetafield(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #18
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %14, label %6

6:                                                ; preds = %3
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %2) #18
  %8 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #18
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18
  br label %11

11:                                               ; preds = %6, %10
  %12 = phi i32 [ -2, %10 ], [ -3, %6 ]
  %13 = phi i32 [ %8, %10 ], [ 0, %6 ]
  tail call void @lua_settop(ptr noundef %0, i32 noundef %12) #18
  br label %14

14:                                               ; preds = %11, %3
  %15 = phi i32 [ 0, %3 ], [ %13, %11 ]
  ret i32 %15
}

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @lua_typename(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_where(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.lua_Debug, align 8
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %3) #18
  %4 = call i32 @lua_getstack(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %3) #18
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %14, label %6

6:                                                ; preds = %2
  %7 = call i32 @lua_getinfo(ptr noundef %0, ptr noundef nonnull @.str.15, ptr noundef nonnull %3) #18
  %8 = getelementptr inbounds i8, ptr %3, i64 48
  %9 = load i32, ptr %8, align 8, !tbaa !20
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %3, i64 68
  %13 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.16, ptr noundef nonnull %12, i32 noundef %9) #18
  br label %16

14:                                               ; preds = %6, %2
  %15 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.17) #18
  br label %16

16:                                               ; preds = %14, %11
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %3) #18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

declare ptr @lua_pushvfstring(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

declare void @lua_concat(ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @lua_error(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 1, 4) i32 @luaL_fileresult(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call ptr @__errno_location() #20
  %5 = load i32, ptr %4, align 4, !tbaa !32
  %6 = icmp eq i32 %1, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %3
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #18
  br label %21

8:                                                ; preds = %3
  tail call void @lua_pushnil(ptr noundef %0) #18
  %9 = icmp eq i32 %5, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %8
  %11 = tail call ptr @strerror(i32 noundef %5) #18
  br label %12

12:                                               ; preds = %8, %10
  %13 = phi ptr [ %11, %10 ], [ @.str.18, %8 ]
  %14 = icmp eq ptr %2, null
  br i1 %14, label %17, label %15

15:                                               ; preds = %12
  %16 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.19, ptr noundef nonnull %2, ptr noundef %13) #18
  br label %19

17:                                               ; preds = %12
  %18 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %13) #18
  br label %19

19:                                               ; preds = %17, %15
  %20 = sext i32 %5 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %20) #18
  br label %21

21:                                               ; preds = %19, %7
  %22 = phi i32 [ 1, %7 ], [ 3, %19 ]
  ret i32 %22
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #6

declare void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #2

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #7

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #2

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 1, 4) i32 @luaL_execresult(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %25, label %4

4:                                                ; preds = %2
  %5 = tail call ptr @__errno_location() #20
  %6 = load i32, ptr %5, align 4, !tbaa !32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  tail call void @lua_pushnil(ptr noundef %0) #18
  %9 = tail call ptr @strerror(i32 noundef %6) #18
  %10 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %9) #18
  %11 = sext i32 %6 to i64
  br label %34

12:                                               ; preds = %4
  %13 = and i32 %1, 127
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %12
  %16 = shl nuw nsw i32 %13, 24
  %17 = add nuw i32 %16, 16777216
  %18 = icmp sgt i32 %17, 33554431
  %19 = select i1 %18, i32 %13, i32 %1
  %20 = select i1 %18, ptr @.str.21, ptr @.str.20
  br label %26

21:                                               ; preds = %12
  %22 = lshr i32 %1, 8
  %23 = and i32 %22, 255
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %2, %21
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #18
  br label %30

26:                                               ; preds = %15, %21
  %27 = phi ptr [ %20, %15 ], [ @.str.20, %21 ]
  %28 = phi i32 [ %19, %15 ], [ %23, %21 ]
  tail call void @lua_pushnil(ptr noundef %0) #18
  %29 = sext i32 %28 to i64
  br label %30

30:                                               ; preds = %26, %25
  %31 = phi ptr [ %27, %26 ], [ @.str.20, %25 ]
  %32 = phi i64 [ %29, %26 ], [ 0, %25 ]
  %33 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %31) #18
  br label %34

34:                                               ; preds = %30, %8
  %35 = phi i64 [ %32, %30 ], [ %11, %8 ]
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %35) #18
  ret i32 3
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @luaL_newmetatable(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #18
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 2) #18
  %6 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %1) #18
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.12) #18
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #18
  br label %7

7:                                                ; preds = %2, %5
  %8 = phi i32 [ 1, %5 ], [ 0, %2 ]
  ret i32 %8
}

declare i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #2

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_setmetatable(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #18
  %4 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef -2) #18
  ret void
}

declare i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_testudata(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef %1) #18
  %5 = icmp eq ptr %4, null
  br i1 %5, label %14, label %6

6:                                                ; preds = %3
  %7 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #18
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %2) #18
  %11 = tail call i32 @lua_rawequal(ptr noundef %0, i32 noundef -1, i32 noundef -2) #18
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, ptr null, ptr %4
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18
  br label %14

14:                                               ; preds = %3, %6, %9
  %15 = phi ptr [ %13, %9 ], [ null, %6 ], [ null, %3 ]
  ret ptr %15
}

declare ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @lua_getmetatable(ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @lua_rawequal(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_checkudata(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef %1) #18
  %5 = icmp eq ptr %4, null
  br i1 %5, label %13, label %6

6:                                                ; preds = %3
  %7 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #18
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %6
  %10 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %2) #18
  %11 = tail call i32 @lua_rawequal(ptr noundef %0, i32 noundef -1, i32 noundef -2) #18
  %12 = icmp eq i32 %11, 0
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18
  br i1 %12, label %13, label %15

13:                                               ; preds = %9, %6, %3
  %14 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %2)
  br label %15

15:                                               ; preds = %9, %13
  %16 = phi ptr [ null, %13 ], [ %4, %9 ]
  ret ptr %16
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_checkoption(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %2, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %4
  %7 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18
  %8 = icmp slt i32 %7, 1
  br i1 %8, label %18, label %9

9:                                                ; preds = %6
  %10 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef null) #18
  %11 = icmp eq ptr %10, null
  br i1 %11, label %15, label %18, !prof !33

12:                                               ; preds = %4
  %13 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef null) #18
  %14 = icmp eq ptr %13, null
  br i1 %14, label %15, label %18, !prof !33

15:                                               ; preds = %12, %9
  %16 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef 4) #18
  %17 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %16)
  br label %18

18:                                               ; preds = %15, %12, %9, %6
  %19 = phi ptr [ %10, %9 ], [ %2, %6 ], [ %13, %12 ], [ null, %15 ]
  %20 = load ptr, ptr %3, align 8, !tbaa !31
  %21 = icmp eq ptr %20, null
  br i1 %21, label %32, label %22

22:                                               ; preds = %18, %27
  %23 = phi i64 [ %28, %27 ], [ 0, %18 ]
  %24 = phi ptr [ %30, %27 ], [ %20, %18 ]
  %25 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %24, ptr noundef nonnull dereferenceable(1) %19) #19
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %35, label %27

27:                                               ; preds = %22
  %28 = add nuw nsw i64 %23, 1
  %29 = getelementptr inbounds ptr, ptr %3, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !31
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %22, !llvm.loop !34

32:                                               ; preds = %27, %18
  %33 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.22, ptr noundef %19) #18
  %34 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef %33)
  br label %37

35:                                               ; preds = %22
  %36 = trunc nuw nsw i64 %23 to i32
  br label %37

37:                                               ; preds = %35, %32
  %38 = phi i32 [ %34, %32 ], [ %36, %35 ]
  ret i32 %38
}

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_optlstring(ptr noundef %0, i32 noundef %1, ptr noundef readonly %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18
  %6 = icmp slt i32 %5, 1
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = icmp eq ptr %3, null
  br i1 %8, label %21, label %9

9:                                                ; preds = %7
  %10 = icmp eq ptr %2, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %9
  %12 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #19
  br label %13

13:                                               ; preds = %9, %11
  %14 = phi i64 [ %12, %11 ], [ 0, %9 ]
  store i64 %14, ptr %3, align 8, !tbaa !16
  br label %21

15:                                               ; preds = %4
  %16 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef %3) #18
  %17 = icmp eq ptr %16, null
  br i1 %17, label %18, label %21, !prof !33

18:                                               ; preds = %15
  %19 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef 4) #18
  %20 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %19)
  br label %21

21:                                               ; preds = %18, %15, %7, %13
  %22 = phi ptr [ %2, %13 ], [ %2, %7 ], [ %16, %15 ], [ null, %18 ]
  ret ptr %22
}

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_checklstring(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef %2) #18
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %9, !prof !33

6:                                                ; preds = %3
  %7 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef 4) #18
  %8 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %7)
  br label %9

9:                                                ; preds = %6, %3
  ret ptr %4
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_checkstack(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @lua_checkstack(ptr noundef %0, i32 noundef %1) #18
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %12, !prof !33

6:                                                ; preds = %3
  %7 = icmp eq ptr %2, null
  br i1 %7, label %10, label %8

8:                                                ; preds = %6
  %9 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.23, ptr noundef nonnull %2)
  br label %12

10:                                               ; preds = %6
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.24)
  br label %12

12:                                               ; preds = %8, %10, %3
  ret void
}

declare i32 @lua_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_checktype(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18
  %5 = icmp eq i32 %4, %2
  br i1 %5, label %9, label %6, !prof !35

6:                                                ; preds = %3
  %7 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %2) #18
  %8 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %7)
  br label %9

9:                                                ; preds = %6, %3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_checkany(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18
  %4 = icmp eq i32 %3, -1
  br i1 %4, label %5, label %7, !prof !33

5:                                                ; preds = %2
  %6 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef nonnull @.str.25)
  br label %7

7:                                                ; preds = %5, %2
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local double @luaL_checknumber(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18
  %4 = call double @lua_tonumberx(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %3) #18
  %5 = load i32, ptr %3, align 4, !tbaa !32
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10, !prof !33

7:                                                ; preds = %2
  %8 = call ptr @lua_typename(ptr noundef %0, i32 noundef 3) #18
  %9 = call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %8)
  br label %10

10:                                               ; preds = %7, %2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18
  ret double %4
}

declare double @lua_tonumberx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local double @luaL_optnumber(ptr noundef %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18
  %6 = icmp slt i32 %5, 1
  br i1 %6, label %15, label %7

7:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18
  %8 = call double @lua_tonumberx(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %4) #18
  %9 = load i32, ptr %4, align 4, !tbaa !32
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %14, !prof !33

11:                                               ; preds = %7
  %12 = call ptr @lua_typename(ptr noundef %0, i32 noundef 3) #18
  %13 = call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %12)
  br label %14

14:                                               ; preds = %7, %11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18
  br label %15

15:                                               ; preds = %3, %14
  %16 = phi double [ %8, %14 ], [ %2, %3 ]
  ret double %16
}

; Function Attrs: nounwind uwtable
define dso_local i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18
  %4 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %3) #18
  %5 = load i32, ptr %3, align 4, !tbaa !32
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8, !prof !33

7:                                                ; preds = %2
  call fastcc void @interror(ptr noundef %0, i32 noundef %1)
  br label %8

8:                                                ; preds = %7, %2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18
  ret i64 %4
}

declare i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @interror(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = tail call i32 @lua_isnumber(ptr noundef %0, i32 noundef %1) #18
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %2
  %6 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %1, ptr noundef nonnull @.str.55)
  br label %10

7:                                                ; preds = %2
  %8 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef 3) #18
  %9 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef %1, ptr noundef %8)
  br label %10

10:                                               ; preds = %7, %5
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @luaL_optinteger(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #18
  %6 = icmp slt i32 %5, 1
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18
  %8 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %4) #18
  %9 = load i32, ptr %4, align 4, !tbaa !32
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12, !prof !33

11:                                               ; preds = %7
  call fastcc void @interror(ptr noundef %0, i32 noundef %1)
  br label %12

12:                                               ; preds = %7, %11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18
  br label %13

13:                                               ; preds = %3, %12
  %14 = phi i64 [ %8, %12 ], [ %2, %3 ]
  ret i64 %14
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !17
  %10 = sub i64 %7, %9
  %11 = icmp ult i64 %10, %1
  br i1 %11, label %15, label %12

12:                                               ; preds = %3
  %13 = load ptr, ptr %0, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %13, i64 %9
  br label %75

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !9
  %18 = xor i64 %1, -1
  %19 = icmp ugt i64 %9, %18
  br i1 %19, label %20, label %23, !prof !33

20:                                               ; preds = %15
  %21 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %17, ptr noundef nonnull @.str.56)
  %22 = sext i32 %21 to i64
  br label %28

23:                                               ; preds = %15
  %24 = lshr i64 %7, 1
  %25 = mul i64 %24, 3
  %26 = add i64 %9, %1
  %27 = tail call i64 @llvm.umax.i64(i64 %25, i64 %26)
  br label %28

28:                                               ; preds = %20, %23
  %29 = phi i64 [ %22, %20 ], [ %27, %23 ]
  %30 = load ptr, ptr %0, align 8, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %0, i64 32
  %32 = icmp eq ptr %30, %31
  br i1 %32, label %48, label %33

33:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18
  %34 = call ptr @lua_getallocf(ptr noundef %17, ptr noundef nonnull %5) #18
  %35 = call ptr @lua_touserdata(ptr noundef %17, i32 noundef %2) #18
  %36 = load ptr, ptr %5, align 8, !tbaa !31
  %37 = load ptr, ptr %35, align 8, !tbaa !36
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load i64, ptr %38, align 8, !tbaa !38
  %40 = call ptr %34(ptr noundef %36, ptr noundef %37, i64 noundef %39, i64 noundef %29) #18
  %41 = icmp eq ptr %40, null
  %42 = icmp ne i64 %29, 0
  %43 = and i1 %42, %41
  br i1 %43, label %44, label %47, !prof !33

44:                                               ; preds = %33
  %45 = call ptr @lua_pushstring(ptr noundef %17, ptr noundef nonnull @.str.57) #18
  %46 = call i32 @lua_error(ptr noundef %17) #18
  br label %47

47:                                               ; preds = %33, %44
  store ptr %40, ptr %35, align 8, !tbaa !36
  store i64 %29, ptr %38, align 8, !tbaa !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
  br label %71

48:                                               ; preds = %28
  tail call void @lua_rotate(ptr noundef %17, i32 noundef %2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %17, i32 noundef -2) #18
  %49 = tail call ptr @lua_newuserdatauv(ptr noundef %17, i64 noundef 16, i32 noundef 0) #18
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %49, i8 0, i64 16, i1 false)
  %50 = tail call i32 @luaL_newmetatable(ptr noundef %17, ptr noundef nonnull @.str.58)
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %53, label %52

52:                                               ; preds = %48
  tail call void @luaL_setfuncs(ptr noundef %17, ptr noundef nonnull @boxmt, i32 noundef 0)
  br label %53

53:                                               ; preds = %48, %52
  %54 = tail call i32 @lua_setmetatable(ptr noundef %17, i32 noundef -2) #18
  tail call void @lua_rotate(ptr noundef %17, i32 noundef %2, i32 noundef 1) #18
  tail call void @lua_toclose(ptr noundef %17, i32 noundef %2) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18
  %55 = call ptr @lua_getallocf(ptr noundef %17, ptr noundef nonnull %4) #18
  %56 = call ptr @lua_touserdata(ptr noundef %17, i32 noundef %2) #18
  %57 = load ptr, ptr %4, align 8, !tbaa !31
  %58 = load ptr, ptr %56, align 8, !tbaa !36
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load i64, ptr %59, align 8, !tbaa !38
  %61 = call ptr %55(ptr noundef %57, ptr noundef %58, i64 noundef %60, i64 noundef %29) #18
  %62 = icmp eq ptr %61, null
  %63 = icmp ne i64 %29, 0
  %64 = and i1 %63, %62
  br i1 %64, label %65, label %68, !prof !33

65:                                               ; preds = %53
  %66 = call ptr @lua_pushstring(ptr noundef %17, ptr noundef nonnull @.str.57) #18
  %67 = call i32 @lua_error(ptr noundef %17) #18
  br label %68

68:                                               ; preds = %53, %65
  store ptr %61, ptr %56, align 8, !tbaa !36
  store i64 %29, ptr %59, align 8, !tbaa !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  %69 = load ptr, ptr %0, align 8, !tbaa !15
  %70 = load i64, ptr %8, align 8, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %61, ptr align 1 %69, i64 %70, i1 false)
  br label %71

71:                                               ; preds = %68, %47
  %72 = phi ptr [ %40, %47 ], [ %61, %68 ]
  store ptr %72, ptr %0, align 8, !tbaa !15
  store i64 %29, ptr %6, align 8, !tbaa !18
  %73 = load i64, ptr %8, align 8, !tbaa !17
  %74 = getelementptr inbounds i8, ptr %72, i64 %73
  br label %75

75:                                               ; preds = %71, %12
  %76 = phi ptr [ %14, %12 ], [ %74, %71 ]
  ret ptr %76
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_addlstring(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %10, label %5

5:                                                ; preds = %3
  %6 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %2, i32 noundef -1)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 %2, i1 false)
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !17
  %9 = add i64 %8, %2
  store i64 %9, ptr %7, align 8, !tbaa !17
  br label %10

10:                                               ; preds = %5, %3
  ret void
}

declare ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare void @lua_closeslot(ptr noundef, i32 noundef) local_unnamed_addr #2

declare void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_pushresultsize(ptr noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !17
  %5 = add i64 %4, %1
  store i64 %5, ptr %3, align 8, !tbaa !17
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !9
  %8 = load ptr, ptr %0, align 8, !tbaa !15
  %9 = tail call ptr @lua_pushlstring(ptr noundef %7, ptr noundef %8, i64 noundef %5) #18
  %10 = load ptr, ptr %0, align 8, !tbaa !15
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %14, label %13

13:                                               ; preds = %2
  tail call void @lua_closeslot(ptr noundef %7, i32 noundef -2) #18
  br label %14

14:                                               ; preds = %2, %13
  tail call void @lua_rotate(ptr noundef %7, i32 noundef -2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %7, i32 noundef -2) #18
  ret void
}

declare void @lua_pushlightuserdata(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr %0, ptr %4, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %5, ptr %1, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x i64> <i64 1024, i64 0>, ptr %6, align 8, !tbaa !16
  tail call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %1) #18
  %7 = tail call fastcc ptr @prepbuffsize(ptr noundef nonnull %1, i64 noundef %2, i32 noundef -1)
  ret ptr %7
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_ref(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #18
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  br label %26

6:                                                ; preds = %2
  %7 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18
  %8 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef %7, i64 noundef 3) #18
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %6
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 0) #18
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %7, i64 noundef 3) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  br label %19

11:                                               ; preds = %6
  %12 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
  %13 = trunc i64 %12 to i32
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = shl i64 %12, 32
  %17 = ashr exact i64 %16, 32
  %18 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef %7, i64 noundef %17) #18
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %7, i64 noundef 3) #18
  br label %23

19:                                               ; preds = %10, %11
  %20 = tail call i64 @lua_rawlen(ptr noundef %0, i32 noundef %7) #18
  %21 = trunc i64 %20 to i32
  %22 = add nsw i32 %21, 1
  br label %23

23:                                               ; preds = %19, %15
  %24 = phi i32 [ %13, %15 ], [ %22, %19 ]
  %25 = sext i32 %24 to i64
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %7, i64 noundef %25) #18
  br label %26

26:                                               ; preds = %23, %5
  %27 = phi i32 [ -1, %5 ], [ %24, %23 ]
  ret i32 %27
}

declare i32 @lua_absindex(ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @lua_rawgeti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare void @lua_rawseti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare i64 @lua_rawlen(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_unref(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, -1
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18
  %7 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef %6, i64 noundef 3) #18
  %8 = zext nneg i32 %2 to i64
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %6, i64 noundef %8) #18
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %8) #18
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef %6, i64 noundef 3) #18
  br label %9

9:                                                ; preds = %5, %3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_loadfilex(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.LoadF, align 8
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8208, ptr nonnull %4) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18
  %6 = tail call i32 @lua_gettop(ptr noundef %0) #18
  %7 = add nsw i32 %6, 1
  %8 = icmp eq ptr %1, null
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.26) #18
  %11 = load ptr, ptr @stdin, align 8, !tbaa !31
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %11, ptr %12, align 8, !tbaa !39
  br label %20

13:                                               ; preds = %3
  %14 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.27, ptr noundef nonnull %1) #18
  %15 = tail call ptr @__errno_location() #20
  store i32 0, ptr %15, align 4, !tbaa !32
  %16 = tail call noalias ptr @fopen64(ptr noundef nonnull %1, ptr noundef nonnull @.str.28)
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %16, ptr %17, align 8, !tbaa !39
  %18 = icmp eq ptr %16, null
  br i1 %18, label %19, label %20

19:                                               ; preds = %13
  tail call fastcc void @errfile(ptr noundef %0, ptr noundef nonnull @.str.29, i32 noundef %7)
  br label %64

20:                                               ; preds = %13, %9
  %21 = phi ptr [ %16, %13 ], [ %11, %9 ]
  store i32 0, ptr %4, align 8, !tbaa !41
  %22 = getelementptr inbounds i8, ptr %4, i64 8
  %23 = call fastcc i32 @skipcomment(ptr noundef %21, ptr noundef nonnull %5)
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %27, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 1, ptr %4, align 8, !tbaa !41
  store i8 10, ptr %26, align 8, !tbaa !19
  br label %27

27:                                               ; preds = %25, %20
  %28 = phi i32 [ 1, %25 ], [ 0, %20 ]
  %29 = load i32, ptr %5, align 4, !tbaa !32
  %30 = icmp eq i32 %29, 27
  br i1 %30, label %31, label %40

31:                                               ; preds = %27
  store i32 0, ptr %4, align 8, !tbaa !41
  br i1 %8, label %44, label %32

32:                                               ; preds = %31
  %33 = tail call ptr @__errno_location() #20
  store i32 0, ptr %33, align 4, !tbaa !32
  %34 = tail call ptr @freopen64(ptr noundef nonnull %1, ptr noundef nonnull @.str.31, ptr noundef %21) #18
  store ptr %34, ptr %22, align 8, !tbaa !39
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %32
  tail call fastcc void @errfile(ptr noundef %0, ptr noundef nonnull @.str.32, i32 noundef %7)
  br label %64

37:                                               ; preds = %32
  %38 = call fastcc i32 @skipcomment(ptr noundef nonnull %34, ptr noundef nonnull %5)
  %39 = load i32, ptr %5, align 4, !tbaa !32
  br label %40

40:                                               ; preds = %37, %27
  %41 = phi i32 [ 0, %37 ], [ %28, %27 ]
  %42 = phi i32 [ %39, %37 ], [ %29, %27 ]
  %43 = icmp eq i32 %42, -1
  br i1 %43, label %52, label %44

44:                                               ; preds = %31, %40
  %45 = phi i32 [ %41, %40 ], [ 0, %31 ]
  %46 = phi i32 [ %42, %40 ], [ 27, %31 ]
  %47 = trunc i32 %46 to i8
  %48 = getelementptr inbounds i8, ptr %4, i64 16
  %49 = add nuw nsw i32 %45, 1
  store i32 %49, ptr %4, align 8, !tbaa !41
  %50 = zext nneg i32 %45 to i64
  %51 = getelementptr inbounds [8192 x i8], ptr %48, i64 0, i64 %50
  store i8 %47, ptr %51, align 1, !tbaa !19
  br label %52

52:                                               ; preds = %44, %40
  %53 = tail call ptr @__errno_location() #20
  store i32 0, ptr %53, align 4, !tbaa !32
  %54 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
  %55 = call i32 @lua_load(ptr noundef %0, ptr noundef nonnull @getF, ptr noundef nonnull %4, ptr noundef %54, ptr noundef %2) #18
  %56 = load ptr, ptr %22, align 8, !tbaa !39
  %57 = call i32 @ferror(ptr noundef %56) #18
  br i1 %8, label %60, label %58

58:                                               ; preds = %52
  %59 = call i32 @fclose(ptr noundef %56)
  br label %60

60:                                               ; preds = %58, %52
  %61 = icmp eq i32 %57, 0
  br i1 %61, label %63, label %62

62:                                               ; preds = %60
  call void @lua_settop(ptr noundef %0, i32 noundef %7) #18
  call fastcc void @errfile(ptr noundef %0, ptr noundef nonnull @.str.33, i32 noundef %7)
  br label %64

63:                                               ; preds = %60
  call void @lua_rotate(ptr noundef %0, i32 noundef %7, i32 noundef -1) #18
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  br label %64

64:                                               ; preds = %63, %62, %36, %19
  %65 = phi i32 [ 6, %36 ], [ 6, %62 ], [ %55, %63 ], [ 6, %19 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 8208, ptr nonnull %4) #18
  ret i32 %65
}

declare i32 @lua_gettop(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen64(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal fastcc void @errfile(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = tail call ptr @__errno_location() #20
  %5 = load i32, ptr %4, align 4, !tbaa !32
  %6 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %2, ptr noundef null) #18
  %7 = getelementptr inbounds i8, ptr %6, i64 1
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %3
  %10 = tail call ptr @strerror(i32 noundef %5) #18
  %11 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.61, ptr noundef %1, ptr noundef nonnull %7, ptr noundef %10) #18
  br label %14

12:                                               ; preds = %3
  %13 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.62, ptr noundef %1, ptr noundef nonnull %7) #18
  br label %14

14:                                               ; preds = %12, %9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef %2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @skipcomment(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #9 {
  %3 = tail call i32 @getc(ptr noundef %0)
  %4 = icmp eq i32 %3, 239
  br i1 %4, label %5, label %13

5:                                                ; preds = %2
  %6 = tail call i32 @getc(ptr noundef %0)
  %7 = icmp eq i32 %6, 187
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = tail call i32 @getc(ptr noundef %0)
  %10 = icmp eq i32 %9, 191
  br i1 %10, label %11, label %20

11:                                               ; preds = %8
  %12 = tail call i32 @getc(ptr noundef %0)
  br label %13

13:                                               ; preds = %2, %11
  %14 = phi i32 [ %12, %11 ], [ %3, %2 ]
  store i32 %14, ptr %1, align 4, !tbaa !32
  %15 = icmp eq i32 %14, 35
  br i1 %15, label %16, label %23

16:                                               ; preds = %13, %16
  %17 = tail call i32 @getc(ptr noundef %0)
  switch i32 %17, label %16 [
    i32 -1, label %18
    i32 10, label %18
  ]

18:                                               ; preds = %16, %16
  %19 = tail call i32 @getc(ptr noundef %0)
  br label %20

20:                                               ; preds = %5, %8, %18
  %21 = phi i32 [ %19, %18 ], [ 239, %8 ], [ 239, %5 ]
  %22 = phi i32 [ 1, %18 ], [ 0, %8 ], [ 0, %5 ]
  store i32 %21, ptr %1, align 4, !tbaa !32
  br label %23

23:                                               ; preds = %20, %13
  %24 = phi i32 [ 0, %13 ], [ %22, %20 ]
  ret i32 %24
}

declare ptr @freopen64(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @lua_load(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal ptr @getF(ptr nocapture readnone %0, ptr noundef %1, ptr nocapture noundef writeonly %2) #9 {
  %4 = load i32, ptr %1, align 8, !tbaa !41
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  store i64 %7, ptr %2, align 8, !tbaa !16
  store i32 0, ptr %1, align 8, !tbaa !41
  br label %17

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !39
  %11 = tail call i32 @feof(ptr noundef %10) #18
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = load ptr, ptr %9, align 8, !tbaa !39
  %16 = tail call i64 @fread(ptr noundef nonnull %14, i64 noundef 1, i64 noundef 8192, ptr noundef %15)
  store i64 %16, ptr %2, align 8, !tbaa !16
  br label %17

17:                                               ; preds = %13, %6
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  br label %19

19:                                               ; preds = %8, %17
  %20 = phi ptr [ %18, %17 ], [ null, %8 ]
  ret ptr %20
}

; Function Attrs: nofree nounwind memory(read)
declare noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_loadbufferx(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca %struct.LoadS, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #18
  store ptr %1, ptr %6, align 8, !tbaa !42
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %2, ptr %7, align 8, !tbaa !44
  %8 = call i32 @lua_load(ptr noundef %0, ptr noundef nonnull @getS, ptr noundef nonnull %6, ptr noundef %3, ptr noundef %4) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #18
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal ptr @getS(ptr nocapture readnone %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) #11 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !44
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  store i64 %5, ptr %2, align 8, !tbaa !16
  store i64 0, ptr %4, align 8, !tbaa !44
  %8 = load ptr, ptr %1, align 8, !tbaa !42
  br label %9

9:                                                ; preds = %3, %7
  %10 = phi ptr [ %8, %7 ], [ null, %3 ]
  ret ptr %10
}

; Function Attrs: nounwind uwtable
define dso_local i32 @luaL_loadstring(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.LoadS, align 8
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #19
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #18
  store ptr %1, ptr %3, align 8, !tbaa !42
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %4, ptr %5, align 8, !tbaa !44
  %6 = call i32 @lua_load(ptr noundef %0, ptr noundef nonnull @getS, ptr noundef nonnull %3, ptr noundef %1, ptr noundef null) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #18
  ret i32 %6
}

declare i32 @lua_rawget(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @luaL_callmeta(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18
  %5 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %4) #18
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %2) #18
  %9 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #18
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %7
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18
  br label %13

12:                                               ; preds = %7
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %4) #18
  tail call void @lua_callk(ptr noundef %0, i32 noundef 1, i32 noundef 1, i64 noundef 0, ptr noundef null) #18
  br label %13

13:                                               ; preds = %3, %11, %12
  %14 = phi i32 [ 1, %12 ], [ 0, %11 ], [ 0, %3 ]
  ret i32 %14
}

declare void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i64 @luaL_len(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18
  tail call void @lua_len(ptr noundef %0, i32 noundef %1) #18
  %4 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef -1, ptr noundef nonnull %3) #18
  %5 = load i32, ptr %3, align 4, !tbaa !32
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9, !prof !33

7:                                                ; preds = %2
  %8 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.34)
  br label %9

9:                                                ; preds = %7, %2
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18
  ret i64 %4
}

declare void @lua_len(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18
  %5 = tail call i32 @luaL_callmeta(ptr noundef %0, i32 noundef %4, ptr noundef nonnull @.str.35)
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %12, label %7

7:                                                ; preds = %3
  %8 = tail call i32 @lua_isstring(ptr noundef %0, i32 noundef -1) #18
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %55

10:                                               ; preds = %7
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.36)
  br label %55

12:                                               ; preds = %3
  %13 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %4) #18
  switch i32 %13, label %31 [
    i32 3, label %14
    i32 4, label %23
    i32 1, label %24
    i32 0, label %29
  ]

14:                                               ; preds = %12
  %15 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef %4) #18
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  %18 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %4, ptr noundef null) #18
  %19 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.37, i64 noundef %18) #18
  br label %55

20:                                               ; preds = %14
  %21 = tail call double @lua_tonumberx(ptr noundef %0, i32 noundef %4, ptr noundef null) #18
  %22 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.38, double noundef %21) #18
  br label %55

23:                                               ; preds = %12
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %4) #18
  br label %55

24:                                               ; preds = %12
  %25 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef %4) #18
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %26, ptr @.str.40, ptr @.str.39
  %28 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %27) #18
  br label %55

29:                                               ; preds = %12
  %30 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.41) #18
  br label %55

31:                                               ; preds = %12
  %32 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %4) #18
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %43, label %34

34:                                               ; preds = %31
  %35 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.12) #18
  %36 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #18
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #18
  br label %43

39:                                               ; preds = %34
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  %40 = icmp eq i32 %36, 4
  br i1 %40, label %41, label %48

41:                                               ; preds = %39
  %42 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
  br label %51

43:                                               ; preds = %31, %38
  %44 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %4) #18
  %45 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %44) #18
  %46 = tail call ptr @lua_topointer(ptr noundef %0, i32 noundef %4) #18
  %47 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.42, ptr noundef %45, ptr noundef %46) #18
  br label %55

48:                                               ; preds = %39
  %49 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %4) #18
  %50 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %49) #18
  br label %51

51:                                               ; preds = %48, %41
  %52 = phi ptr [ %50, %48 ], [ %42, %41 ]
  %53 = tail call ptr @lua_topointer(ptr noundef %0, i32 noundef %4) #18
  %54 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.42, ptr noundef %52, ptr noundef %53) #18
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  br label %55

55:                                               ; preds = %43, %51, %23, %24, %29, %20, %17, %7, %10
  %56 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef %2) #18
  ret ptr %56
}

declare i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @lua_isinteger(ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @lua_topointer(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_setfuncs(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @lua_checkstack(ptr noundef %0, i32 noundef %2) #18
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8, !prof !33

6:                                                ; preds = %3
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.43)
  br label %8

8:                                                ; preds = %3, %6
  %9 = load ptr, ptr %1, align 8, !tbaa !45
  %10 = icmp eq ptr %9, null
  br i1 %10, label %35, label %11

11:                                               ; preds = %8
  %12 = icmp sgt i32 %2, 0
  %13 = sub nsw i32 0, %2
  %14 = sub nsw i32 -2, %2
  br label %15

15:                                               ; preds = %11, %30
  %16 = phi ptr [ %1, %11 ], [ %32, %30 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !47
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  br i1 %12, label %22, label %28

21:                                               ; preds = %15
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #18
  br label %30

22:                                               ; preds = %20, %22
  %23 = phi i32 [ %24, %22 ], [ 0, %20 ]
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %13) #18
  %24 = add nuw nsw i32 %23, 1
  %25 = icmp eq i32 %24, %2
  br i1 %25, label %26, label %22, !llvm.loop !48

26:                                               ; preds = %22
  %27 = load ptr, ptr %17, align 8, !tbaa !47
  br label %28

28:                                               ; preds = %26, %20
  %29 = phi ptr [ %27, %26 ], [ %18, %20 ]
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef %29, i32 noundef %2) #18
  br label %30

30:                                               ; preds = %28, %21
  %31 = load ptr, ptr %16, align 8, !tbaa !45
  tail call void @lua_setfield(ptr noundef %0, i32 noundef %14, ptr noundef %31) #18
  %32 = getelementptr inbounds i8, ptr %16, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !45
  %34 = icmp eq ptr %33, null
  br i1 %34, label %35, label %15, !llvm.loop !49

35:                                               ; preds = %30, %8
  %36 = xor i32 %2, -1
  tail call void @lua_settop(ptr noundef %0, i32 noundef %36) #18
  ret void
}

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @luaL_getsubtable(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef %1, ptr noundef %2) #18
  %5 = icmp eq i32 %4, 5
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  %7 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef %1) #18
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 0) #18
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18
  tail call void @lua_setfield(ptr noundef %0, i32 noundef %7, ptr noundef %2) #18
  br label %8

8:                                                ; preds = %3, %6
  %9 = phi i32 [ 0, %6 ], [ 1, %3 ]
  ret i32 %9
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_requiref(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.44) #18
  %6 = icmp eq i32 %5, 5
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  %8 = tail call i32 @lua_absindex(ptr noundef %0, i32 noundef -1001000) #18
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 0) #18
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18
  tail call void @lua_setfield(ptr noundef %0, i32 noundef %8, ptr noundef nonnull @.str.44) #18
  br label %9

9:                                                ; preds = %4, %7
  %10 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef %1) #18
  %11 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #18
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef %2, i32 noundef 0) #18
  %14 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %1) #18
  tail call void @lua_callk(ptr noundef %0, i32 noundef 1, i32 noundef 1, i64 noundef 0, ptr noundef null) #18
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -3, ptr noundef %1) #18
  br label %15

15:                                               ; preds = %13, %9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  %16 = icmp eq i32 %3, 0
  br i1 %16, label %18, label %17

17:                                               ; preds = %15
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #18
  tail call void @lua_setglobal(ptr noundef %0, ptr noundef %1) #18
  br label %18

18:                                               ; preds = %17, %15
  ret void
}

declare void @lua_setglobal(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @luaL_addgsub(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #19
  %6 = tail call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %2) #19
  %7 = icmp eq ptr %6, null
  br i1 %7, label %32, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  br label %10

10:                                               ; preds = %8, %28
  %11 = phi ptr [ %6, %8 ], [ %30, %28 ]
  %12 = phi ptr [ %1, %8 ], [ %29, %28 ]
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = ptrtoint ptr %12 to i64
  %16 = ptrtoint ptr %11 to i64
  %17 = sub i64 %16, %15
  %18 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %17, i32 noundef -1)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr readonly align 1 %12, i64 %17, i1 false)
  %19 = load i64, ptr %9, align 8, !tbaa !17
  %20 = add i64 %19, %17
  store i64 %20, ptr %9, align 8, !tbaa !17
  br label %21

21:                                               ; preds = %10, %14
  %22 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %3) #19
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %22, i32 noundef -1)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %25, ptr readonly align 1 %3, i64 %22, i1 false)
  %26 = load i64, ptr %9, align 8, !tbaa !17
  %27 = add i64 %26, %22
  store i64 %27, ptr %9, align 8, !tbaa !17
  br label %28

28:                                               ; preds = %21, %24
  %29 = getelementptr inbounds i8, ptr %11, i64 %5
  %30 = tail call ptr @strstr(ptr noundef nonnull dereferenceable(1) %29, ptr noundef nonnull dereferenceable(1) %2) #19
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %10, !llvm.loop !50

32:                                               ; preds = %28, %4
  %33 = phi ptr [ %1, %4 ], [ %29, %28 ]
  %34 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %33) #19
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %41, label %36

36:                                               ; preds = %32
  %37 = tail call fastcc ptr @prepbuffsize(ptr noundef %0, i64 noundef %34, i32 noundef -1)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %37, ptr readonly align 1 %33, i64 %34, i1 false)
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = load i64, ptr %38, align 8, !tbaa !17
  %40 = add i64 %39, %34
  store i64 %40, ptr %38, align 8, !tbaa !17
  br label %41

41:                                               ; preds = %32, %36
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_gsub(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %5) #18
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %0, ptr %6, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr %7, ptr %5, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  store <2 x i64> <i64 1024, i64 0>, ptr %9, align 8, !tbaa !16
  call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %5) #18
  call void @luaL_addgsub(ptr noundef nonnull %5, ptr noundef %1, ptr noundef %2, ptr noundef %3)
  %10 = load ptr, ptr %6, align 8, !tbaa !9
  %11 = load ptr, ptr %5, align 8, !tbaa !15
  %12 = load i64, ptr %8, align 8, !tbaa !17
  %13 = call ptr @lua_pushlstring(ptr noundef %10, ptr noundef %11, i64 noundef %12) #18
  %14 = load ptr, ptr %5, align 8, !tbaa !15
  %15 = icmp eq ptr %14, %7
  br i1 %15, label %17, label %16

16:                                               ; preds = %4
  call void @lua_closeslot(ptr noundef %10, i32 noundef -2) #18
  br label %17

17:                                               ; preds = %4, %16
  call void @lua_rotate(ptr noundef %10, i32 noundef -2, i32 noundef -1) #18
  call void @lua_settop(ptr noundef %10, i32 noundef -2) #18
  %18 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %5) #18
  ret ptr %18
}

; Function Attrs: nounwind uwtable
define dso_local ptr @luaL_newstate() local_unnamed_addr #0 {
  %1 = tail call ptr @lua_newstate(ptr noundef nonnull @l_alloc, ptr noundef null) #18
  %2 = icmp eq ptr %1, null
  br i1 %2, label %5, label %3, !prof !33

3:                                                ; preds = %0
  %4 = tail call ptr @lua_atpanic(ptr noundef nonnull %1, ptr noundef nonnull @panic) #18
  tail call void @lua_setwarnf(ptr noundef nonnull %1, ptr noundef nonnull @warnfoff, ptr noundef nonnull %1) #18
  br label %5

5:                                                ; preds = %3, %0
  ret ptr %1
}

declare ptr @lua_newstate(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @l_alloc(ptr nocapture readnone %0, ptr nocapture noundef %1, i64 %2, i64 noundef %3) #12 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %4
  tail call void @free(ptr noundef %1) #18
  br label %9

7:                                                ; preds = %4
  %8 = tail call ptr @realloc(ptr noundef %1, i64 noundef %3) #21
  br label %9

9:                                                ; preds = %7, %6
  %10 = phi ptr [ null, %6 ], [ %8, %7 ]
  ret ptr %10
}

declare ptr @lua_atpanic(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef i32 @panic(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #18
  %3 = icmp eq i32 %2, 4
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #18
  br label %6

6:                                                ; preds = %1, %4
  %7 = phi ptr [ %5, %4 ], [ @.str.63, %1 ]
  %8 = load ptr, ptr @stderr, align 8, !tbaa !31
  %9 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %8, ptr noundef nonnull @.str.64, ptr noundef %7) #22
  %10 = load ptr, ptr @stderr, align 8, !tbaa !31
  %11 = tail call i32 @fflush(ptr noundef %10)
  ret i32 0
}

declare void @lua_setwarnf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal void @warnfoff(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %1, i64 1
  %7 = load i8, ptr %1, align 1, !tbaa !19
  %8 = icmp eq i8 %7, 64
  br i1 %8, label %9, label %25

9:                                                ; preds = %5
  %10 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %6, ptr noundef nonnull dereferenceable(4) @.str.65) #19
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %23, label %12

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
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %23, label %25

23:                                               ; preds = %19, %9
  %24 = phi ptr [ @warnfoff, %9 ], [ @warnfon, %19 ]
  tail call void @lua_setwarnf(ptr noundef %0, ptr noundef nonnull %24, ptr noundef %0) #18
  br label %25

25:                                               ; preds = %3, %5, %12, %15, %19, %23
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @luaL_checkversion_(ptr noundef %0, double noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = tail call double @lua_version(ptr noundef %0) #18
  %5 = icmp eq i64 %2, 136
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.45)
  br label %12

8:                                                ; preds = %3
  %9 = fcmp une double %4, %1
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.46, double noundef %1, double noundef %4)
  br label %12

12:                                               ; preds = %8, %10, %6
  ret void
}

declare double @lua_version(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @findfield(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %28, label %5

5:                                                ; preds = %3
  %6 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #18
  %7 = icmp eq i32 %6, 5
  br i1 %7, label %8, label %28

8:                                                ; preds = %5
  tail call void @lua_pushnil(ptr noundef %0) #18
  %9 = tail call i32 @lua_next(ptr noundef %0, i32 noundef -2) #18
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %28, label %11

11:                                               ; preds = %8
  %12 = add nsw i32 %2, -1
  br label %13

13:                                               ; preds = %11, %25
  %14 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -2) #18
  %15 = icmp eq i32 %14, 4
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = tail call i32 @lua_rawequal(ptr noundef %0, i32 noundef %1, i32 noundef -1) #18
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  br label %28

20:                                               ; preds = %16
  %21 = tail call fastcc i32 @findfield(ptr noundef %0, i32 noundef %1, i32 noundef %12)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %20
  %24 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.54) #18
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef -3) #18
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  tail call void @lua_concat(ptr noundef %0, i32 noundef 3) #18
  br label %28

25:                                               ; preds = %20, %13
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #18
  %26 = tail call i32 @lua_next(ptr noundef %0, i32 noundef -2) #18
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %13, !llvm.loop !51

28:                                               ; preds = %25, %8, %3, %5, %23, %19
  %29 = phi i32 [ 1, %19 ], [ 1, %23 ], [ 0, %5 ], [ 0, %3 ], [ 0, %8 ], [ 0, %25 ]
  ret i32 %29
}

declare void @lua_copy(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @lua_next(ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @lua_isnumber(ptr noundef, i32 noundef) local_unnamed_addr #2

declare void @lua_toclose(ptr noundef, i32 noundef) local_unnamed_addr #2

declare ptr @lua_getallocf(ptr noundef, ptr noundef) local_unnamed_addr #2

declare ptr @lua_newuserdatauv(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef i32 @boxgc(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #18
  %3 = call ptr @lua_getallocf(ptr noundef %0, ptr noundef nonnull %2) #18
  %4 = call ptr @lua_touserdata(ptr noundef %0, i32 noundef 1) #18
  %5 = load ptr, ptr %2, align 8, !tbaa !31
  %6 = load ptr, ptr %4, align 8, !tbaa !36
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !38
  %9 = call ptr %3(ptr noundef %5, ptr noundef %6, i64 noundef %8, i64 noundef 0) #18
  store ptr %9, ptr %4, align 8, !tbaa !36
  store i64 0, ptr %7, align 8, !tbaa !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #18
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @getc(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @feof(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal void @warnfon(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %1, i64 1
  %7 = load i8, ptr %1, align 1, !tbaa !19
  %8 = icmp eq i8 %7, 64
  br i1 %8, label %9, label %23

9:                                                ; preds = %5
  %10 = tail call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %6, ptr noundef nonnull dereferenceable(4) @.str.65) #19
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %45, label %12

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
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %45, label %47

23:                                               ; preds = %5
  %24 = load ptr, ptr @stderr, align 8, !tbaa !31
  %25 = tail call i64 @fwrite(ptr nonnull @.str.68, i64 13, i64 1, ptr %24) #23
  %26 = load ptr, ptr @stderr, align 8, !tbaa !31
  %27 = tail call i32 @fflush(ptr noundef %26)
  %28 = load ptr, ptr @stderr, align 8, !tbaa !31
  %29 = tail call i32 @fputs(ptr nonnull readonly %1, ptr %28) #23
  %30 = load ptr, ptr @stderr, align 8, !tbaa !31
  %31 = tail call i32 @fflush(ptr noundef %30)
  %32 = load ptr, ptr @stderr, align 8, !tbaa !31
  %33 = tail call i32 @fputc(i32 10, ptr %32)
  br label %41

34:                                               ; preds = %3
  %35 = load ptr, ptr @stderr, align 8, !tbaa !31
  %36 = tail call i64 @fwrite(ptr nonnull @.str.68, i64 13, i64 1, ptr %35) #23
  %37 = load ptr, ptr @stderr, align 8, !tbaa !31
  %38 = tail call i32 @fflush(ptr noundef %37)
  %39 = load ptr, ptr @stderr, align 8, !tbaa !31
  %40 = tail call i32 @fputs(ptr readonly %1, ptr %39) #23
  br label %41

41:                                               ; preds = %34, %23
  %42 = phi ptr [ @warnfon, %23 ], [ @warnfcont, %34 ]
  %43 = load ptr, ptr @stderr, align 8, !tbaa !31
  %44 = tail call i32 @fflush(ptr noundef %43)
  br label %45

45:                                               ; preds = %9, %19, %41
  %46 = phi ptr [ %42, %41 ], [ @warnfoff, %9 ], [ @warnfon, %19 ]
  tail call void @lua_setwarnf(ptr noundef %0, ptr noundef nonnull %46, ptr noundef %0) #18
  br label %47

47:                                               ; preds = %45, %15, %12, %19
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @warnfcont(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = load ptr, ptr @stderr, align 8, !tbaa !31
  %5 = tail call i32 @fputs(ptr %1, ptr %4) #23
  %6 = load ptr, ptr @stderr, align 8, !tbaa !31
  %7 = tail call i32 @fflush(ptr noundef %6)
  %8 = icmp eq i32 %2, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %3
  %10 = load ptr, ptr @stderr, align 8, !tbaa !31
  %11 = tail call i32 @fputc(i32 10, ptr %10)
  %12 = load ptr, ptr @stderr, align 8, !tbaa !31
  %13 = tail call i32 @fflush(ptr noundef %12)
  br label %14

14:                                               ; preds = %3, %9
  %15 = phi ptr [ @warnfon, %9 ], [ @warnfcont, %3 ]
  tail call void @lua_setwarnf(ptr noundef %0, ptr noundef nonnull %15, ptr noundef %0) #18
  ret void
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { nofree nounwind }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #18 = { nounwind }
attributes #19 = { nounwind willreturn memory(read) }
attributes #20 = { nounwind willreturn memory(none) }
attributes #21 = { nounwind allocsize(1) }
attributes #22 = { cold nounwind }
attributes #23 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !11, i64 24}
!10 = !{!"luaL_Buffer", !11, i64 0, !14, i64 8, !14, i64 16, !11, i64 24, !12, i64 32}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!"long", !12, i64 0}
!15 = !{!10, !11, i64 0}
!16 = !{!14, !14, i64 0}
!17 = !{!10, !14, i64 16}
!18 = !{!10, !14, i64 8}
!19 = !{!12, !12, i64 0}
!20 = !{!21, !22, i64 48}
!21 = !{!"lua_Debug", !22, i64 0, !11, i64 8, !11, i64 16, !11, i64 24, !11, i64 32, !14, i64 40, !22, i64 48, !22, i64 52, !22, i64 56, !12, i64 60, !12, i64 61, !12, i64 62, !12, i64 63, !23, i64 64, !23, i64 66, !12, i64 68, !11, i64 128}
!22 = !{!"int", !12, i64 0}
!23 = !{!"short", !12, i64 0}
!24 = !{!21, !11, i64 16}
!25 = !{!21, !11, i64 8}
!26 = !{!21, !11, i64 24}
!27 = !{!21, !22, i64 52}
!28 = !{!21, !12, i64 63}
!29 = distinct !{!29, !7}
!30 = !{i64 0, i64 8, !31, i64 8, i64 8, !31, i64 16, i64 8, !31, i64 24, i64 4, !32, i64 28, i64 4, !32}
!31 = !{!11, !11, i64 0}
!32 = !{!22, !22, i64 0}
!33 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!34 = distinct !{!34, !7}
!35 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!36 = !{!37, !11, i64 0}
!37 = !{!"UBox", !11, i64 0, !14, i64 8}
!38 = !{!37, !14, i64 8}
!39 = !{!40, !11, i64 8}
!40 = !{!"LoadF", !22, i64 0, !11, i64 8, !12, i64 16}
!41 = !{!40, !22, i64 0}
!42 = !{!43, !11, i64 0}
!43 = !{!"LoadS", !11, i64 0, !14, i64 8}
!44 = !{!43, !14, i64 8}
!45 = !{!46, !11, i64 0}
!46 = !{!"luaL_Reg", !11, i64 0, !11, i64 8}
!47 = !{!46, !11, i64 8}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
