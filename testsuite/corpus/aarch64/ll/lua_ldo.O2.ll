; ModuleID = 'src/lua/ldo.c'
source_filename = "src/lua/ldo.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.lua_longjmp = type { ptr, [1 x %struct.__jmp_buf_tag], i32 }
%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.lua_Debug = type { i32, ptr, ptr, ptr, ptr, i64, i32, i32, i32, i8, i8, i8, i8, i16, i16, [60 x i8], ptr }
%struct.CloseP = type { ptr, i32 }
%struct.SParser = type { ptr, %struct.Mbuffer, %struct.Dyndata, ptr, ptr }
%struct.Mbuffer = type { ptr, i64, i64 }
%struct.Dyndata = type { %struct.anon.8, %struct.Labellist, %struct.Labellist }
%struct.anon.8 = type { ptr, i32, i32 }
%struct.Labellist = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [24 x i8] c"error in error handling\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"stack overflow\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"cannot resume non-suspended coroutine\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"cannot resume dead coroutine\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"C stack overflow\00", align 1
@.str.5 = private unnamed_addr constant [42 x i8] c"attempt to yield across a C-call boundary\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"attempt to yield from outside a coroutine\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"binary\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.10 = private unnamed_addr constant [42 x i8] c"attempt to load a %s chunk (mode is '%s')\00", align 1

; Function Attrs: nounwind uwtable
define hidden void @luaD_seterrorobj(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  switch i32 %1, label %17 [
    i32 4, label %4
    i32 5, label %12
    i32 0, label %24
  ]

4:                                                ; preds = %3
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %6, i64 272
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  store ptr %8, ptr %2, align 8, !tbaa !19
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !20
  %11 = or i8 %10, 64
  br label %24

12:                                               ; preds = %3
  %13 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 23) #13
  store ptr %13, ptr %2, align 8, !tbaa !19
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i8, ptr %14, align 8, !tbaa !20
  %16 = or i8 %15, 64
  br label %24

17:                                               ; preds = %3
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %19, i64 -16
  %21 = load i64, ptr %20, align 8, !tbaa !19
  store i64 %21, ptr %2, align 8, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %19, i64 -8
  %23 = load i8, ptr %22, align 8, !tbaa !22
  br label %24

24:                                               ; preds = %3, %17, %12, %4
  %25 = phi i8 [ %23, %17 ], [ %16, %12 ], [ %11, %4 ], [ 0, %3 ]
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 %25, ptr %26, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %2, i64 16
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %27, ptr %28, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaD_throw(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 88
  %4 = load ptr, ptr %3, align 8, !tbaa !23
  %5 = icmp eq ptr %4, null
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 320
  store volatile i32 %1, ptr %7, align 8, !tbaa !24
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  tail call void @_longjmp(ptr noundef nonnull %8, i32 noundef 1) #14
  unreachable

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = tail call i32 @luaE_resetthread(ptr noundef nonnull %0, i32 noundef %1) #13
  %13 = getelementptr inbounds i8, ptr %11, i64 264
  %14 = load ptr, ptr %13, align 8, !tbaa !26
  %15 = getelementptr inbounds i8, ptr %14, i64 88
  %16 = load ptr, ptr %15, align 8, !tbaa !23
  %17 = icmp eq ptr %16, null
  br i1 %17, label %30, label %18

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %14, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store ptr %21, ptr %19, align 8, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %23, i64 -16
  %25 = load i64, ptr %24, align 8, !tbaa !19
  store i64 %25, ptr %20, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %23, i64 -8
  %27 = load i8, ptr %26, align 8, !tbaa !22
  %28 = getelementptr inbounds i8, ptr %20, i64 8
  store i8 %27, ptr %28, align 8, !tbaa !22
  %29 = load ptr, ptr %13, align 8, !tbaa !26
  tail call void @luaD_throw(ptr noundef %29, i32 noundef %12) #15
  unreachable

30:                                               ; preds = %9
  %31 = getelementptr inbounds i8, ptr %11, i64 256
  %32 = load ptr, ptr %31, align 8, !tbaa !27
  %33 = icmp eq ptr %32, null
  br i1 %33, label %36, label %34

34:                                               ; preds = %30
  %35 = tail call i32 %32(ptr noundef nonnull %0) #13
  br label %36

36:                                               ; preds = %34, %30
  tail call void @abort() #14
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @_longjmp(ptr noundef, i32 noundef) local_unnamed_addr #4

declare hidden i32 @luaE_resetthread(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden i32 @luaD_rawrunprotected(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.lua_longjmp, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 176
  %6 = load i32, ptr %5, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %4) #13
  %7 = getelementptr inbounds i8, ptr %4, i64 320
  store volatile i32 0, ptr %7, align 8, !tbaa !24
  %8 = getelementptr inbounds i8, ptr %0, i64 88
  %9 = load ptr, ptr %8, align 8, !tbaa !23
  store ptr %9, ptr %4, align 8, !tbaa !29
  store ptr %4, ptr %8, align 8, !tbaa !23
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  %11 = call i32 @_setjmp(ptr noundef nonnull %10) #16
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  call void %1(ptr noundef nonnull %0, ptr noundef %2) #13
  br label %14

14:                                               ; preds = %13, %3
  %15 = load ptr, ptr %4, align 8, !tbaa !29
  store ptr %15, ptr %8, align 8, !tbaa !23
  store i32 %6, ptr %5, align 8, !tbaa !28
  %16 = load volatile i32, ptr %7, align 8, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %4) #13
  ret i32 %16
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaD_reallocstack(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 40
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load ptr, ptr %6, align 8, !tbaa !19
  %8 = ptrtoint ptr %5 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = lshr exact i64 %10, 4
  %12 = trunc i64 %11 to i32
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load ptr, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %14, i64 103
  %16 = load i8, ptr %15, align 1, !tbaa !30
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !19
  %19 = ptrtoint ptr %18 to i64
  %20 = sub i64 %19, %9
  store i64 %20, ptr %17, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %0, i64 64
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = ptrtoint ptr %22 to i64
  %24 = sub i64 %23, %9
  store i64 %24, ptr %21, align 8, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %0, i64 56
  %26 = load ptr, ptr %25, align 8, !tbaa !19
  %27 = icmp eq ptr %26, null
  br i1 %27, label %39, label %28

28:                                               ; preds = %3, %28
  %29 = phi ptr [ %37, %28 ], [ %26, %3 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !19
  %32 = load ptr, ptr %6, align 8, !tbaa !19
  %33 = ptrtoint ptr %31 to i64
  %34 = ptrtoint ptr %32 to i64
  %35 = sub i64 %33, %34
  store i64 %35, ptr %30, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %29, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !19
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %28, !llvm.loop !31

39:                                               ; preds = %28, %3
  %40 = getelementptr inbounds i8, ptr %0, i64 32
  %41 = load ptr, ptr %40, align 8, !tbaa !33
  %42 = icmp eq ptr %41, null
  br i1 %42, label %59, label %43

43:                                               ; preds = %39, %43
  %44 = phi ptr [ %57, %43 ], [ %41, %39 ]
  %45 = getelementptr inbounds i8, ptr %44, i64 8
  %46 = load ptr, ptr %45, align 8, !tbaa !19
  %47 = load ptr, ptr %6, align 8, !tbaa !19
  %48 = ptrtoint ptr %46 to i64
  %49 = ptrtoint ptr %47 to i64
  %50 = sub i64 %48, %49
  store i64 %50, ptr %45, align 8, !tbaa !19
  %51 = load ptr, ptr %44, align 8, !tbaa !19
  %52 = load ptr, ptr %6, align 8, !tbaa !19
  %53 = ptrtoint ptr %51 to i64
  %54 = ptrtoint ptr %52 to i64
  %55 = sub i64 %53, %54
  store i64 %55, ptr %44, align 8, !tbaa !19
  %56 = getelementptr inbounds i8, ptr %44, i64 16
  %57 = load ptr, ptr %56, align 8, !tbaa !33
  %58 = icmp eq ptr %57, null
  br i1 %58, label %59, label %43, !llvm.loop !34

59:                                               ; preds = %43, %39
  %60 = load ptr, ptr %13, align 8, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %60, i64 103
  store i8 1, ptr %61, align 1, !tbaa !30
  %62 = load ptr, ptr %6, align 8, !tbaa !19
  %63 = shl i64 %10, 28
  %64 = add i64 %63, 21474836480
  %65 = ashr i64 %64, 32
  %66 = shl nsw i64 %65, 4
  %67 = add nsw i32 %1, 5
  %68 = sext i32 %67 to i64
  %69 = shl nsw i64 %68, 4
  %70 = tail call ptr @luaM_realloc_(ptr noundef nonnull %0, ptr noundef %62, i64 noundef %66, i64 noundef %69) #13
  %71 = load ptr, ptr %13, align 8, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %71, i64 103
  store i8 %16, ptr %72, align 1, !tbaa !30
  %73 = icmp eq ptr %70, null
  br i1 %73, label %74, label %77, !prof !35

74:                                               ; preds = %59
  tail call fastcc void @correctstack(ptr noundef nonnull %0)
  %75 = icmp eq i32 %2, 0
  br i1 %75, label %145, label %76

76:                                               ; preds = %74
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #15
  unreachable

77:                                               ; preds = %59
  store ptr %70, ptr %6, align 8, !tbaa !19
  %78 = load i64, ptr %17, align 8, !tbaa !19
  %79 = getelementptr inbounds i8, ptr %70, i64 %78
  store ptr %79, ptr %17, align 8, !tbaa !19
  %80 = load i64, ptr %21, align 8, !tbaa !19
  %81 = getelementptr inbounds i8, ptr %70, i64 %80
  store ptr %81, ptr %21, align 8, !tbaa !19
  %82 = load ptr, ptr %25, align 8, !tbaa !19
  %83 = icmp eq ptr %82, null
  br i1 %83, label %93, label %84

84:                                               ; preds = %77, %84
  %85 = phi ptr [ %91, %84 ], [ %82, %77 ]
  %86 = load ptr, ptr %6, align 8, !tbaa !19
  %87 = getelementptr inbounds i8, ptr %85, i64 16
  %88 = load i64, ptr %87, align 8, !tbaa !19
  %89 = getelementptr inbounds i8, ptr %86, i64 %88
  store ptr %89, ptr %87, align 8, !tbaa !19
  %90 = getelementptr inbounds i8, ptr %85, i64 24
  %91 = load ptr, ptr %90, align 8, !tbaa !19
  %92 = icmp eq ptr %91, null
  br i1 %92, label %93, label %84, !llvm.loop !36

93:                                               ; preds = %84, %77
  %94 = load ptr, ptr %40, align 8, !tbaa !33
  %95 = icmp eq ptr %94, null
  br i1 %95, label %115, label %96

96:                                               ; preds = %93, %111
  %97 = phi ptr [ %113, %111 ], [ %94, %93 ]
  %98 = load ptr, ptr %6, align 8, !tbaa !19
  %99 = getelementptr inbounds i8, ptr %97, i64 8
  %100 = load i64, ptr %99, align 8, !tbaa !19
  %101 = getelementptr inbounds i8, ptr %98, i64 %100
  store ptr %101, ptr %99, align 8, !tbaa !19
  %102 = load ptr, ptr %6, align 8, !tbaa !19
  %103 = load i64, ptr %97, align 8, !tbaa !19
  %104 = getelementptr inbounds i8, ptr %102, i64 %103
  store ptr %104, ptr %97, align 8, !tbaa !19
  %105 = getelementptr inbounds i8, ptr %97, i64 62
  %106 = load i16, ptr %105, align 2, !tbaa !37
  %107 = and i16 %106, 2
  %108 = icmp eq i16 %107, 0
  br i1 %108, label %109, label %111

109:                                              ; preds = %96
  %110 = getelementptr inbounds i8, ptr %97, i64 40
  store volatile i32 1, ptr %110, align 8, !tbaa !19
  br label %111

111:                                              ; preds = %109, %96
  %112 = getelementptr inbounds i8, ptr %97, i64 16
  %113 = load ptr, ptr %112, align 8, !tbaa !33
  %114 = icmp eq ptr %113, null
  br i1 %114, label %115, label %96, !llvm.loop !38

115:                                              ; preds = %111, %93
  %116 = load ptr, ptr %6, align 8, !tbaa !19
  %117 = sext i32 %1 to i64
  %118 = getelementptr inbounds %union.StackValue, ptr %116, i64 %117
  store ptr %118, ptr %4, align 8, !tbaa !19
  %119 = icmp slt i32 %12, %1
  br i1 %119, label %120, label %145

120:                                              ; preds = %115
  %121 = add nsw i64 %65, 1
  %122 = tail call i64 @llvm.smax.i64(i64 %121, i64 %68)
  %123 = sub i64 %122, %65
  %124 = icmp ult i64 %123, 2
  br i1 %124, label %138, label %125

125:                                              ; preds = %120
  %126 = and i64 %123, -2
  %127 = add i64 %65, %126
  br label %128

128:                                              ; preds = %128, %125
  %129 = phi i64 [ 0, %125 ], [ %134, %128 ]
  %130 = add i64 %65, %129
  %131 = add i64 %130, 1
  %132 = getelementptr inbounds %union.StackValue, ptr %70, i64 %130, i32 0, i32 1
  %133 = getelementptr inbounds %union.StackValue, ptr %70, i64 %131, i32 0, i32 1
  store i8 0, ptr %132, align 8, !tbaa !19
  store i8 0, ptr %133, align 8, !tbaa !19
  %134 = add nuw i64 %129, 2
  %135 = icmp eq i64 %134, %126
  br i1 %135, label %136, label %128, !llvm.loop !39

136:                                              ; preds = %128
  %137 = icmp eq i64 %123, %126
  br i1 %137, label %145, label %138

138:                                              ; preds = %136, %120
  %139 = phi i64 [ %65, %120 ], [ %127, %136 ]
  br label %140

140:                                              ; preds = %138, %140
  %141 = phi i64 [ %143, %140 ], [ %139, %138 ]
  %142 = getelementptr inbounds %union.StackValue, ptr %70, i64 %141, i32 0, i32 1
  store i8 0, ptr %142, align 8, !tbaa !19
  %143 = add nsw i64 %141, 1
  %144 = icmp slt i64 %143, %68
  br i1 %144, label %140, label %145, !llvm.loop !42

145:                                              ; preds = %140, %136, %115, %74
  %146 = phi i32 [ 0, %74 ], [ 1, %115 ], [ 1, %136 ], [ 1, %140 ]
  ret i32 %146
}

declare hidden ptr @luaM_realloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal fastcc void @correctstack(ptr nocapture noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %3, i64 %5
  store ptr %6, ptr %4, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %0, i64 64
  %8 = load i64, ptr %7, align 8, !tbaa !19
  %9 = getelementptr inbounds i8, ptr %3, i64 %8
  store ptr %9, ptr %7, align 8, !tbaa !19
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1, %13
  %14 = phi ptr [ %20, %13 ], [ %11, %1 ]
  %15 = load ptr, ptr %2, align 8, !tbaa !19
  %16 = getelementptr inbounds i8, ptr %14, i64 16
  %17 = load i64, ptr %16, align 8, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  store ptr %18, ptr %16, align 8, !tbaa !19
  %19 = getelementptr inbounds i8, ptr %14, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %13, !llvm.loop !36

22:                                               ; preds = %13, %1
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  %24 = load ptr, ptr %23, align 8, !tbaa !33
  %25 = icmp eq ptr %24, null
  br i1 %25, label %45, label %26

26:                                               ; preds = %22, %41
  %27 = phi ptr [ %43, %41 ], [ %24, %22 ]
  %28 = load ptr, ptr %2, align 8, !tbaa !19
  %29 = getelementptr inbounds i8, ptr %27, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !19
  %31 = getelementptr inbounds i8, ptr %28, i64 %30
  store ptr %31, ptr %29, align 8, !tbaa !19
  %32 = load ptr, ptr %2, align 8, !tbaa !19
  %33 = load i64, ptr %27, align 8, !tbaa !19
  %34 = getelementptr inbounds i8, ptr %32, i64 %33
  store ptr %34, ptr %27, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %27, i64 62
  %36 = load i16, ptr %35, align 2, !tbaa !37
  %37 = and i16 %36, 2
  %38 = icmp eq i16 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %26
  %40 = getelementptr inbounds i8, ptr %27, i64 40
  store volatile i32 1, ptr %40, align 8, !tbaa !19
  br label %41

41:                                               ; preds = %26, %39
  %42 = getelementptr inbounds i8, ptr %27, i64 16
  %43 = load ptr, ptr %42, align 8, !tbaa !33
  %44 = icmp eq ptr %43, null
  br i1 %44, label %45, label %26, !llvm.loop !38

45:                                               ; preds = %41, %22
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaD_growstack(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 40
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load ptr, ptr %6, align 8, !tbaa !19
  %8 = ptrtoint ptr %5 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = lshr exact i64 %10, 4
  %12 = trunc i64 %11 to i32
  %13 = icmp sgt i32 %12, 1000000
  br i1 %13, label %14, label %17, !prof !35

14:                                               ; preds = %3
  %15 = icmp eq i32 %2, 0
  br i1 %15, label %37, label %16

16:                                               ; preds = %14
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 5) #15
  unreachable

17:                                               ; preds = %3
  %18 = icmp slt i32 %1, 1000000
  br i1 %18, label %19, label %33

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !19
  %22 = ptrtoint ptr %21 to i64
  %23 = sub i64 %22, %9
  %24 = lshr exact i64 %23, 4
  %25 = trunc i64 %24 to i32
  %26 = add nsw i32 %25, %1
  %27 = icmp sgt i32 %26, 1000000
  br i1 %27, label %33, label %28, !prof !35

28:                                               ; preds = %19
  %29 = shl nsw i32 %12, 1
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 1000000)
  %31 = tail call i32 @llvm.smax.i32(i32 %30, i32 %26)
  %32 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %31, i32 noundef %2)
  br label %37

33:                                               ; preds = %19, %17
  %34 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef 1000200, i32 noundef %2)
  %35 = icmp eq i32 %2, 0
  br i1 %35, label %37, label %36

36:                                               ; preds = %33
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.1) #14
  unreachable

37:                                               ; preds = %28, %33, %14
  %38 = phi i32 [ %32, %28 ], [ 0, %14 ], [ 0, %33 ]
  ret i32 %38
}

; Function Attrs: noreturn
declare hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden void @luaD_shrinkstack(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !33
  %6 = icmp eq ptr %5, null
  br i1 %6, label %17, label %7

7:                                                ; preds = %1, %7
  %8 = phi ptr [ %15, %7 ], [ %5, %1 ]
  %9 = phi ptr [ %13, %7 ], [ %3, %1 ]
  %10 = getelementptr inbounds i8, ptr %8, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  %12 = icmp ult ptr %9, %11
  %13 = select i1 %12, ptr %11, ptr %9
  %14 = getelementptr inbounds i8, ptr %8, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !33
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %7, !llvm.loop !43

17:                                               ; preds = %7, %1
  %18 = phi ptr [ %3, %1 ], [ %13, %7 ]
  %19 = getelementptr inbounds i8, ptr %0, i64 48
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = ptrtoint ptr %18 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = lshr exact i64 %23, 4
  %25 = trunc i64 %24 to i32
  %26 = tail call i32 @llvm.smax.i32(i32 %25, i32 19)
  %27 = add nuw nsw i32 %26, 1
  %28 = icmp slt i32 %25, 1000000
  br i1 %28, label %29, label %45

29:                                               ; preds = %17
  %30 = icmp sgt i32 %25, 333332
  %31 = mul nuw nsw i32 %27, 3
  %32 = select i1 %30, i32 1000000, i32 %31
  %33 = getelementptr inbounds i8, ptr %0, i64 40
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  %35 = ptrtoint ptr %34 to i64
  %36 = sub i64 %35, %22
  %37 = lshr exact i64 %36, 4
  %38 = trunc i64 %37 to i32
  %39 = icmp slt i32 %32, %38
  br i1 %39, label %40, label %45

40:                                               ; preds = %29
  %41 = icmp sgt i32 %25, 499999
  %42 = shl nuw nsw i32 %27, 1
  %43 = select i1 %41, i32 1000000, i32 %42
  %44 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %43, i32 noundef 0)
  br label %45

45:                                               ; preds = %17, %29, %40
  tail call void @luaE_shrinkCI(ptr noundef nonnull %0) #13
  ret void
}

declare hidden void @luaE_shrinkCI(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaD_inctop(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = ptrtoint ptr %3 to i64
  %7 = ptrtoint ptr %5 to i64
  %8 = sub i64 %6, %7
  %9 = icmp slt i64 %8, 17
  br i1 %9, label %10, label %13, !prof !35

10:                                               ; preds = %1
  %11 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 1, i32 noundef 1)
  %12 = load ptr, ptr %4, align 8, !tbaa !19
  br label %13

13:                                               ; preds = %1, %10
  %14 = phi ptr [ %5, %1 ], [ %12, %10 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %15, ptr %4, align 8, !tbaa !19
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_hook(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca %struct.lua_Debug, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 160
  %8 = load volatile ptr, ptr %7, align 8, !tbaa !44
  %9 = icmp eq ptr %8, null
  br i1 %9, label %74, label %10

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 11
  %12 = load i8, ptr %11, align 1, !tbaa !45
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %74, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load ptr, ptr %15, align 8, !tbaa !46
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !19
  %19 = getelementptr inbounds i8, ptr %0, i64 48
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = ptrtoint ptr %18 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = getelementptr inbounds i8, ptr %16, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !19
  %26 = ptrtoint ptr %25 to i64
  %27 = sub i64 %26, %22
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %6) #13
  store i32 %1, ptr %6, align 8, !tbaa !47
  %28 = getelementptr inbounds i8, ptr %6, i64 48
  store i32 %2, ptr %28, align 8, !tbaa !49
  %29 = getelementptr inbounds i8, ptr %6, i64 128
  store ptr %16, ptr %29, align 8, !tbaa !50
  %30 = icmp eq i32 %4, 0
  br i1 %30, label %37, label %31

31:                                               ; preds = %14
  %32 = trunc i32 %3 to i16
  %33 = getelementptr inbounds i8, ptr %16, i64 56
  store i16 %32, ptr %33, align 8, !tbaa !19
  %34 = trunc i32 %4 to i16
  %35 = getelementptr inbounds i8, ptr %16, i64 58
  store i16 %34, ptr %35, align 2, !tbaa !19
  %36 = load ptr, ptr %17, align 8, !tbaa !19
  br label %37

37:                                               ; preds = %31, %14
  %38 = phi ptr [ %36, %31 ], [ %18, %14 ]
  %39 = phi i16 [ 264, %31 ], [ 8, %14 ]
  %40 = getelementptr inbounds i8, ptr %16, i64 62
  %41 = load i16, ptr %40, align 2, !tbaa !37
  %42 = and i16 %41, 2
  %43 = icmp eq i16 %42, 0
  %44 = icmp ult ptr %38, %25
  %45 = select i1 %43, i1 %44, i1 false
  br i1 %45, label %46, label %47

46:                                               ; preds = %37
  store ptr %25, ptr %17, align 8, !tbaa !19
  br label %47

47:                                               ; preds = %46, %37
  %48 = phi ptr [ %25, %46 ], [ %38, %37 ]
  %49 = getelementptr inbounds i8, ptr %0, i64 40
  %50 = load ptr, ptr %49, align 8, !tbaa !19
  %51 = ptrtoint ptr %50 to i64
  %52 = ptrtoint ptr %48 to i64
  %53 = sub i64 %51, %52
  %54 = icmp slt i64 %53, 336
  br i1 %54, label %55, label %58, !prof !35

55:                                               ; preds = %47
  %56 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 20, i32 noundef 1)
  %57 = load ptr, ptr %17, align 8, !tbaa !19
  br label %58

58:                                               ; preds = %47, %55
  %59 = phi ptr [ %48, %47 ], [ %57, %55 ]
  %60 = load ptr, ptr %24, align 8, !tbaa !19
  %61 = getelementptr inbounds i8, ptr %59, i64 320
  %62 = icmp ult ptr %60, %61
  br i1 %62, label %63, label %64

63:                                               ; preds = %58
  store ptr %61, ptr %24, align 8, !tbaa !19
  br label %64

64:                                               ; preds = %63, %58
  store i8 0, ptr %11, align 1, !tbaa !45
  %65 = load i16, ptr %40, align 2, !tbaa !37
  %66 = or i16 %65, %39
  store i16 %66, ptr %40, align 2, !tbaa !37
  call void %8(ptr noundef nonnull %0, ptr noundef nonnull %6) #13
  store i8 1, ptr %11, align 1, !tbaa !45
  %67 = load ptr, ptr %19, align 8, !tbaa !19
  %68 = getelementptr inbounds i8, ptr %67, i64 %27
  store ptr %68, ptr %24, align 8, !tbaa !19
  %69 = load ptr, ptr %19, align 8, !tbaa !19
  %70 = getelementptr inbounds i8, ptr %69, i64 %23
  store ptr %70, ptr %17, align 8, !tbaa !19
  %71 = load i16, ptr %40, align 2, !tbaa !37
  %72 = xor i16 %39, -1
  %73 = and i16 %71, %72
  store i16 %73, ptr %40, align 2, !tbaa !37
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %6) #13
  br label %74

74:                                               ; preds = %64, %10, %5
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_hookcall(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  store i32 0, ptr %3, align 4, !tbaa !51
  %4 = getelementptr inbounds i8, ptr %0, i64 192
  %5 = load volatile i32, ptr %4, align 8, !tbaa !52
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %26, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 62
  %10 = load i16, ptr %9, align 2, !tbaa !37
  %11 = lshr i16 %10, 3
  %12 = and i16 %11, 4
  %13 = zext nneg i16 %12 to i32
  %14 = load ptr, ptr %1, align 8, !tbaa !19
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %1, i64 32
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %19, i64 4
  store ptr %20, ptr %18, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %17, i64 10
  %22 = load i8, ptr %21, align 2, !tbaa !53
  %23 = zext i8 %22 to i32
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef %13, i32 noundef -1, i32 noundef 1, i32 noundef %23)
  %24 = load ptr, ptr %18, align 8, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %24, i64 -4
  store ptr %25, ptr %18, align 8, !tbaa !19
  br label %26

26:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_poscall(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 60
  %5 = load i16, ptr %4, align 4, !tbaa !55
  %6 = getelementptr inbounds i8, ptr %0, i64 192
  %7 = load volatile i32, ptr %6, align 8, !tbaa !52
  %8 = icmp ne i32 %7, 0
  %9 = icmp sgt i16 %5, -2
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %12, !prof !35

11:                                               ; preds = %3
  tail call fastcc void @rethook(ptr noundef nonnull %0, ptr noundef nonnull %1, i32 noundef %2)
  br label %12

12:                                               ; preds = %11, %3
  %13 = sext i16 %5 to i32
  %14 = load ptr, ptr %1, align 8, !tbaa !19
  switch i16 %5, label %33 [
    i16 0, label %15
    i16 1, label %17
    i16 -1, label %62
  ]

15:                                               ; preds = %12
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %14, ptr %16, align 8, !tbaa !19
  br label %115

17:                                               ; preds = %12
  %18 = icmp eq i32 %2, 0
  br i1 %18, label %28, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !19
  %22 = sext i32 %2 to i64
  %23 = sub nsw i64 0, %22
  %24 = getelementptr inbounds %union.StackValue, ptr %21, i64 %23
  %25 = load i64, ptr %24, align 8, !tbaa !19
  store i64 %25, ptr %14, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %24, i64 8
  %27 = load i8, ptr %26, align 8, !tbaa !22
  br label %28

28:                                               ; preds = %19, %17
  %29 = phi i8 [ %27, %19 ], [ 0, %17 ]
  %30 = getelementptr inbounds i8, ptr %14, i64 8
  store i8 %29, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %14, i64 16
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %31, ptr %32, align 8, !tbaa !19
  br label %115

33:                                               ; preds = %12
  %34 = icmp slt i16 %5, -1
  br i1 %34, label %35, label %62

35:                                               ; preds = %33
  %36 = getelementptr inbounds i8, ptr %0, i64 32
  %37 = load ptr, ptr %36, align 8, !tbaa !46
  %38 = getelementptr inbounds i8, ptr %37, i64 62
  %39 = load i16, ptr %38, align 2, !tbaa !37
  %40 = or i16 %39, 512
  store i16 %40, ptr %38, align 2, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %37, i64 56
  store i32 %2, ptr %41, align 8, !tbaa !19
  %42 = tail call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef %14, i32 noundef -1, i32 noundef 1) #13
  %43 = load ptr, ptr %36, align 8, !tbaa !46
  %44 = getelementptr inbounds i8, ptr %43, i64 62
  %45 = load i16, ptr %44, align 2, !tbaa !37
  %46 = and i16 %45, -513
  store i16 %46, ptr %44, align 2, !tbaa !37
  %47 = load volatile i32, ptr %6, align 8, !tbaa !52
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %57, label %49

49:                                               ; preds = %35
  %50 = getelementptr inbounds i8, ptr %0, i64 48
  %51 = load ptr, ptr %50, align 8, !tbaa !19
  %52 = ptrtoint ptr %42 to i64
  %53 = ptrtoint ptr %51 to i64
  %54 = sub i64 %52, %53
  tail call fastcc void @rethook(ptr noundef nonnull %0, ptr noundef nonnull %43, i32 noundef %2)
  %55 = load ptr, ptr %50, align 8, !tbaa !19
  %56 = getelementptr inbounds i8, ptr %55, i64 %54
  br label %57

57:                                               ; preds = %49, %35
  %58 = phi ptr [ %56, %49 ], [ %42, %35 ]
  %59 = sub nuw nsw i32 -3, %13
  %60 = icmp eq i16 %5, -2
  %61 = select i1 %60, i32 %2, i32 %59
  br label %62

62:                                               ; preds = %57, %33, %12
  %63 = phi i32 [ %13, %33 ], [ %2, %12 ], [ %61, %57 ]
  %64 = phi ptr [ %14, %33 ], [ %14, %12 ], [ %58, %57 ]
  %65 = getelementptr inbounds i8, ptr %0, i64 16
  %66 = load ptr, ptr %65, align 8, !tbaa !19
  %67 = sext i32 %2 to i64
  %68 = sub nsw i64 0, %67
  %69 = getelementptr inbounds %union.StackValue, ptr %66, i64 %68
  %70 = tail call i32 @llvm.smin.i32(i32 %63, i32 %2)
  %71 = icmp sgt i32 %70, 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %62
  %73 = zext nneg i32 %70 to i64
  br label %97

74:                                               ; preds = %97, %62
  %75 = phi i32 [ 0, %62 ], [ %70, %97 ]
  %76 = icmp slt i32 %75, %63
  br i1 %76, label %77, label %112

77:                                               ; preds = %74
  %78 = zext nneg i32 %75 to i64
  %79 = zext i32 %63 to i64
  %80 = sub nsw i64 %79, %78
  %81 = icmp ult i64 %80, 2
  br i1 %81, label %82, label %84

82:                                               ; preds = %95, %77
  %83 = phi i64 [ %78, %77 ], [ %86, %95 ]
  br label %107

84:                                               ; preds = %77
  %85 = and i64 %80, -2
  %86 = add nsw i64 %85, %78
  br label %87

87:                                               ; preds = %87, %84
  %88 = phi i64 [ 0, %84 ], [ %93, %87 ]
  %89 = add i64 %88, %78
  %90 = add i64 %89, 1
  %91 = getelementptr inbounds %union.StackValue, ptr %64, i64 %89, i32 0, i32 1
  %92 = getelementptr inbounds %union.StackValue, ptr %64, i64 %90, i32 0, i32 1
  store i8 0, ptr %91, align 8, !tbaa !19
  store i8 0, ptr %92, align 8, !tbaa !19
  %93 = add nuw i64 %88, 2
  %94 = icmp eq i64 %93, %85
  br i1 %94, label %95, label %87, !llvm.loop !56

95:                                               ; preds = %87
  %96 = icmp eq i64 %80, %85
  br i1 %96, label %112, label %82

97:                                               ; preds = %97, %72
  %98 = phi i64 [ 0, %72 ], [ %105, %97 ]
  %99 = getelementptr inbounds %union.StackValue, ptr %64, i64 %98
  %100 = getelementptr inbounds %union.StackValue, ptr %69, i64 %98
  %101 = load i64, ptr %100, align 8, !tbaa !19
  store i64 %101, ptr %99, align 8, !tbaa !19
  %102 = getelementptr inbounds i8, ptr %100, i64 8
  %103 = load i8, ptr %102, align 8, !tbaa !22
  %104 = getelementptr inbounds i8, ptr %99, i64 8
  store i8 %103, ptr %104, align 8, !tbaa !22
  %105 = add nuw nsw i64 %98, 1
  %106 = icmp eq i64 %105, %73
  br i1 %106, label %74, label %97, !llvm.loop !57

107:                                              ; preds = %82, %107
  %108 = phi i64 [ %110, %107 ], [ %83, %82 ]
  %109 = getelementptr inbounds %union.StackValue, ptr %64, i64 %108, i32 0, i32 1
  store i8 0, ptr %109, align 8, !tbaa !19
  %110 = add nuw nsw i64 %108, 1
  %111 = icmp eq i64 %110, %79
  br i1 %111, label %112, label %107, !llvm.loop !58

112:                                              ; preds = %107, %95, %74
  %113 = sext i32 %63 to i64
  %114 = getelementptr inbounds %union.StackValue, ptr %64, i64 %113
  store ptr %114, ptr %65, align 8, !tbaa !19
  br label %115

115:                                              ; preds = %15, %28, %112
  %116 = getelementptr inbounds i8, ptr %1, i64 16
  %117 = load ptr, ptr %116, align 8, !tbaa !59
  %118 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %117, ptr %118, align 8, !tbaa !46
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @rethook(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 192
  %5 = load volatile i32, ptr %4, align 8, !tbaa !52
  %6 = and i32 %5, 2
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %47, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !19
  %11 = sext i32 %2 to i64
  %12 = sub nsw i64 0, %11
  %13 = getelementptr inbounds %union.StackValue, ptr %10, i64 %12
  %14 = getelementptr inbounds i8, ptr %1, i64 62
  %15 = load i16, ptr %14, align 2, !tbaa !37
  %16 = and i16 %15, 2
  %17 = icmp eq i16 %16, 0
  %18 = load ptr, ptr %1, align 8, !tbaa !19
  br i1 %17, label %19, label %35

19:                                               ; preds = %8
  %20 = load ptr, ptr %18, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, ptr %22, i64 11
  %24 = load i8, ptr %23, align 1, !tbaa !60
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %35, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %1, i64 44
  %28 = load i32, ptr %27, align 4, !tbaa !19
  %29 = getelementptr inbounds i8, ptr %22, i64 10
  %30 = load i8, ptr %29, align 2, !tbaa !53
  %31 = zext i8 %30 to i32
  %32 = add i32 %28, 1
  %33 = add i32 %32, %31
  %34 = sext i32 %33 to i64
  br label %35

35:                                               ; preds = %19, %26, %8
  %36 = phi i64 [ 0, %8 ], [ %34, %26 ], [ 0, %19 ]
  %37 = getelementptr inbounds %union.StackValue, ptr %18, i64 %36
  store ptr %37, ptr %1, align 8, !tbaa !19
  %38 = ptrtoint ptr %13 to i64
  %39 = ptrtoint ptr %37 to i64
  %40 = sub i64 %38, %39
  %41 = trunc i64 %40 to i32
  %42 = lshr i32 %41, 4
  %43 = and i32 %42, 65535
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef 1, i32 noundef -1, i32 noundef %43, i32 noundef %2)
  %44 = load ptr, ptr %1, align 8, !tbaa !19
  %45 = sub nsw i64 0, %36
  %46 = getelementptr inbounds %union.StackValue, ptr %44, i64 %45
  store ptr %46, ptr %1, align 8, !tbaa !19
  br label %47

47:                                               ; preds = %35, %3
  %48 = getelementptr inbounds i8, ptr %1, i64 16
  %49 = load ptr, ptr %48, align 8, !tbaa !59
  %50 = getelementptr inbounds i8, ptr %49, i64 62
  %51 = load i16, ptr %50, align 2, !tbaa !37
  %52 = and i16 %51, 2
  %53 = icmp eq i16 %52, 0
  br i1 %53, label %54, label %70

54:                                               ; preds = %47
  %55 = getelementptr inbounds i8, ptr %49, i64 32
  %56 = load ptr, ptr %55, align 8, !tbaa !19
  %57 = load ptr, ptr %49, align 8, !tbaa !19
  %58 = load ptr, ptr %57, align 8, !tbaa !19
  %59 = getelementptr inbounds i8, ptr %58, i64 24
  %60 = load ptr, ptr %59, align 8, !tbaa !19
  %61 = getelementptr inbounds i8, ptr %60, i64 64
  %62 = load ptr, ptr %61, align 8, !tbaa !61
  %63 = ptrtoint ptr %56 to i64
  %64 = ptrtoint ptr %62 to i64
  %65 = sub i64 %63, %64
  %66 = lshr exact i64 %65, 2
  %67 = trunc i64 %66 to i32
  %68 = add nsw i32 %67, -1
  %69 = getelementptr inbounds i8, ptr %0, i64 180
  store i32 %68, ptr %69, align 4, !tbaa !51
  br label %70

70:                                               ; preds = %54, %47
  ret void
}

; Function Attrs: nounwind uwtable
define hidden noundef i32 @luaD_pretailcall(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = sext i32 %3 to i64
  br label %7

7:                                                ; preds = %129, %5
  %8 = phi i64 [ %133, %129 ], [ 0, %5 ]
  %9 = phi i64 [ %132, %129 ], [ %6, %5 ]
  %10 = phi i32 [ %131, %129 ], [ %3, %5 ]
  %11 = phi ptr [ %130, %129 ], [ %2, %5 ]
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = load i8, ptr %12, align 8, !tbaa !19
  %14 = and i8 %13, 63
  switch i8 %14, label %129 [
    i8 38, label %15
    i8 22, label %20
    i8 6, label %23
  ]

15:                                               ; preds = %7
  %16 = load ptr, ptr %11, align 8, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %16, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !19
  %19 = tail call fastcc i32 @precallC(ptr noundef %0, ptr noundef nonnull %11, i32 noundef -1, ptr noundef %18)
  br label %134

20:                                               ; preds = %7
  %21 = load ptr, ptr %11, align 8, !tbaa !19
  %22 = tail call fastcc i32 @precallC(ptr noundef %0, ptr noundef nonnull %11, i32 noundef -1, ptr noundef %21)
  br label %134

23:                                               ; preds = %7
  %24 = load ptr, ptr %11, align 8, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %26, i64 12
  %28 = load i8, ptr %27, align 4, !tbaa !62
  %29 = zext i8 %28 to i32
  %30 = getelementptr inbounds i8, ptr %26, i64 10
  %31 = load i8, ptr %30, align 2, !tbaa !53
  %32 = zext i8 %31 to i32
  %33 = getelementptr inbounds i8, ptr %0, i64 40
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !19
  %37 = ptrtoint ptr %34 to i64
  %38 = ptrtoint ptr %36 to i64
  %39 = sub i64 %37, %38
  %40 = ashr exact i64 %39, 4
  %41 = sub nsw i32 %29, %4
  %42 = sext i32 %41 to i64
  %43 = icmp sgt i64 %40, %42
  br i1 %43, label %60, label %44, !prof !63

44:                                               ; preds = %23
  %45 = getelementptr inbounds i8, ptr %0, i64 48
  %46 = load ptr, ptr %45, align 8, !tbaa !19
  %47 = ptrtoint ptr %11 to i64
  %48 = ptrtoint ptr %46 to i64
  %49 = sub i64 %47, %48
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load i64, ptr %52, align 8, !tbaa !64
  %54 = icmp sgt i64 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %44
  tail call void @luaC_step(ptr noundef nonnull %0) #13
  br label %56

56:                                               ; preds = %55, %44
  %57 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %41, i32 noundef 1)
  %58 = load ptr, ptr %45, align 8, !tbaa !19
  %59 = getelementptr inbounds i8, ptr %58, i64 %49
  br label %60

60:                                               ; preds = %23, %56
  %61 = phi ptr [ %59, %56 ], [ %11, %23 ]
  %62 = load ptr, ptr %1, align 8, !tbaa !19
  %63 = sext i32 %4 to i64
  %64 = sub nsw i64 0, %63
  %65 = getelementptr inbounds %union.StackValue, ptr %62, i64 %64
  store ptr %65, ptr %1, align 8, !tbaa !19
  %66 = icmp sgt i32 %10, 0
  br i1 %66, label %67, label %82

67:                                               ; preds = %60
  %68 = zext nneg i32 %10 to i64
  br label %69

69:                                               ; preds = %67, %69
  %70 = phi i64 [ 0, %67 ], [ %78, %69 ]
  %71 = load ptr, ptr %1, align 8, !tbaa !19
  %72 = getelementptr inbounds %union.StackValue, ptr %71, i64 %70
  %73 = getelementptr inbounds %union.StackValue, ptr %61, i64 %70
  %74 = load i64, ptr %73, align 8, !tbaa !19
  store i64 %74, ptr %72, align 8, !tbaa !19
  %75 = getelementptr inbounds i8, ptr %73, i64 8
  %76 = load i8, ptr %75, align 8, !tbaa !22
  %77 = getelementptr inbounds i8, ptr %72, i64 8
  store i8 %76, ptr %77, align 8, !tbaa !22
  %78 = add nuw nsw i64 %70, 1
  %79 = icmp eq i64 %78, %68
  br i1 %79, label %80, label %69, !llvm.loop !65

80:                                               ; preds = %69
  %81 = load ptr, ptr %1, align 8, !tbaa !19
  br label %82

82:                                               ; preds = %80, %60
  %83 = phi ptr [ %81, %80 ], [ %65, %60 ]
  %84 = icmp sgt i32 %10, %32
  br i1 %84, label %115, label %85

85:                                               ; preds = %82
  %86 = zext i8 %31 to i64
  %87 = tail call i64 @llvm.smax.i64(i64 %9, i64 %86)
  %88 = add i64 %8, %6
  %89 = sub i64 %87, %88
  %90 = add i64 %89, 1
  %91 = icmp ult i64 %90, 2
  br i1 %91, label %105, label %92

92:                                               ; preds = %85
  %93 = and i64 %90, -2
  %94 = add i64 %9, %93
  br label %95

95:                                               ; preds = %95, %92
  %96 = phi i64 [ 0, %92 ], [ %101, %95 ]
  %97 = add i64 %9, %96
  %98 = add i64 %97, 1
  %99 = getelementptr inbounds %union.StackValue, ptr %83, i64 %97, i32 0, i32 1
  %100 = getelementptr inbounds %union.StackValue, ptr %83, i64 %98, i32 0, i32 1
  store i8 0, ptr %99, align 8, !tbaa !19
  store i8 0, ptr %100, align 8, !tbaa !19
  %101 = add nuw i64 %96, 2
  %102 = icmp eq i64 %101, %93
  br i1 %102, label %103, label %95, !llvm.loop !66

103:                                              ; preds = %95
  %104 = icmp eq i64 %90, %93
  br i1 %104, label %112, label %105

105:                                              ; preds = %103, %85
  %106 = phi i64 [ %9, %85 ], [ %94, %103 ]
  br label %107

107:                                              ; preds = %105, %107
  %108 = phi i64 [ %110, %107 ], [ %106, %105 ]
  %109 = getelementptr inbounds %union.StackValue, ptr %83, i64 %108, i32 0, i32 1
  store i8 0, ptr %109, align 8, !tbaa !19
  %110 = add nsw i64 %108, 1
  %111 = icmp slt i64 %108, %86
  br i1 %111, label %107, label %112, !llvm.loop !67

112:                                              ; preds = %107, %103
  %113 = phi i64 [ %94, %103 ], [ %110, %107 ]
  %114 = trunc nsw i64 %113 to i32
  br label %115

115:                                              ; preds = %112, %82
  %116 = phi i32 [ %10, %82 ], [ %114, %112 ]
  %117 = getelementptr inbounds i8, ptr %83, i64 16
  %118 = zext i8 %28 to i64
  %119 = getelementptr inbounds %union.StackValue, ptr %117, i64 %118
  %120 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %119, ptr %120, align 8, !tbaa !19
  %121 = getelementptr inbounds i8, ptr %26, i64 64
  %122 = load ptr, ptr %121, align 8, !tbaa !61
  %123 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %122, ptr %123, align 8, !tbaa !19
  %124 = getelementptr inbounds i8, ptr %1, i64 62
  %125 = load i16, ptr %124, align 2, !tbaa !37
  %126 = or i16 %125, 32
  store i16 %126, ptr %124, align 2, !tbaa !37
  %127 = zext nneg i32 %116 to i64
  %128 = getelementptr inbounds %union.StackValue, ptr %83, i64 %127
  store ptr %128, ptr %35, align 8, !tbaa !19
  br label %134

129:                                              ; preds = %7
  %130 = tail call fastcc ptr @tryfuncTM(ptr noundef %0, ptr noundef nonnull %11)
  %131 = add nsw i32 %10, 1
  %132 = add i64 %9, 1
  %133 = add i64 %8, 1
  br label %7

134:                                              ; preds = %115, %20, %15
  %135 = phi i32 [ -1, %115 ], [ %22, %20 ], [ %19, %15 ]
  ret i32 %135
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc noundef i32 @precallC(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3) unnamed_addr #8 {
  %5 = getelementptr inbounds i8, ptr %0, i64 40
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !19
  %9 = ptrtoint ptr %6 to i64
  %10 = ptrtoint ptr %8 to i64
  %11 = sub i64 %9, %10
  %12 = icmp slt i64 %11, 336
  br i1 %12, label %13, label %30, !prof !35

13:                                               ; preds = %4
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  %16 = ptrtoint ptr %1 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load i64, ptr %21, align 8, !tbaa !64
  %23 = icmp sgt i64 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %13
  tail call void @luaC_step(ptr noundef nonnull %0) #13
  br label %25

25:                                               ; preds = %24, %13
  %26 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 20, i32 noundef 1)
  %27 = load ptr, ptr %14, align 8, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %27, i64 %18
  %29 = load ptr, ptr %7, align 8, !tbaa !19
  br label %30

30:                                               ; preds = %4, %25
  %31 = phi ptr [ %29, %25 ], [ %8, %4 ]
  %32 = phi ptr [ %28, %25 ], [ %1, %4 ]
  %33 = getelementptr inbounds i8, ptr %31, i64 320
  %34 = getelementptr inbounds i8, ptr %0, i64 32
  %35 = load ptr, ptr %34, align 8, !tbaa !46
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !68
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %41

39:                                               ; preds = %30
  %40 = tail call ptr @luaE_extendCI(ptr noundef nonnull %0) #13
  br label %41

41:                                               ; preds = %30, %39
  %42 = phi ptr [ %40, %39 ], [ %37, %30 ]
  store ptr %32, ptr %42, align 8, !tbaa !19
  %43 = trunc i32 %2 to i16
  %44 = getelementptr inbounds i8, ptr %42, i64 60
  store i16 %43, ptr %44, align 4, !tbaa !55
  %45 = getelementptr inbounds i8, ptr %42, i64 62
  store i16 2, ptr %45, align 2, !tbaa !37
  %46 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr %33, ptr %46, align 8, !tbaa !19
  store ptr %42, ptr %34, align 8, !tbaa !46
  %47 = getelementptr inbounds i8, ptr %0, i64 192
  %48 = load volatile i32, ptr %47, align 8, !tbaa !52
  %49 = and i32 %48, 1
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %59, label %51, !prof !63

51:                                               ; preds = %41
  %52 = load ptr, ptr %7, align 8, !tbaa !19
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %32 to i64
  %55 = sub i64 %53, %54
  %56 = lshr exact i64 %55, 4
  %57 = trunc i64 %56 to i32
  %58 = add nsw i32 %57, -1
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef 0, i32 noundef -1, i32 noundef 1, i32 noundef %58)
  br label %59

59:                                               ; preds = %51, %41
  %60 = tail call i32 %3(ptr noundef nonnull %0) #13
  tail call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %42, i32 noundef %60)
  ret i32 %60
}

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @tryfuncTM(ptr noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 40
  %4 = load ptr, ptr %3, align 8, !tbaa !19
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = ptrtoint ptr %4 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp slt i64 %9, 17
  br i1 %10, label %11, label %27, !prof !35

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = load ptr, ptr %12, align 8, !tbaa !19
  %14 = ptrtoint ptr %1 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %18, i64 24
  %20 = load i64, ptr %19, align 8, !tbaa !64
  %21 = icmp sgt i64 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %11
  tail call void @luaC_step(ptr noundef nonnull %0) #13
  br label %23

23:                                               ; preds = %22, %11
  %24 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 1, i32 noundef 1)
  %25 = load ptr, ptr %12, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %25, i64 %16
  br label %27

27:                                               ; preds = %2, %23
  %28 = phi ptr [ %26, %23 ], [ %1, %2 ]
  %29 = tail call ptr @luaT_gettmbyobj(ptr noundef nonnull %0, ptr noundef %28, i32 noundef 23) #13
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !22
  %32 = and i8 %31, 15
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %34, label %35, !prof !35

34:                                               ; preds = %27
  tail call void @luaG_callerror(ptr noundef nonnull %0, ptr noundef %28) #14
  unreachable

35:                                               ; preds = %27
  %36 = load ptr, ptr %5, align 8, !tbaa !19
  %37 = icmp ugt ptr %36, %28
  br i1 %37, label %38, label %48

38:                                               ; preds = %35, %38
  %39 = phi ptr [ %40, %38 ], [ %36, %35 ]
  %40 = getelementptr inbounds i8, ptr %39, i64 -16
  %41 = load i64, ptr %40, align 8, !tbaa !19
  store i64 %41, ptr %39, align 8, !tbaa !19
  %42 = getelementptr inbounds i8, ptr %39, i64 -8
  %43 = load i8, ptr %42, align 8, !tbaa !22
  %44 = getelementptr inbounds i8, ptr %39, i64 8
  store i8 %43, ptr %44, align 8, !tbaa !22
  %45 = icmp ugt ptr %40, %28
  br i1 %45, label %38, label %46, !llvm.loop !69

46:                                               ; preds = %38
  %47 = load ptr, ptr %5, align 8, !tbaa !19
  br label %48

48:                                               ; preds = %46, %35
  %49 = phi ptr [ %47, %46 ], [ %36, %35 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  store ptr %50, ptr %5, align 8, !tbaa !19
  %51 = load i64, ptr %29, align 8, !tbaa !19
  store i64 %51, ptr %28, align 8, !tbaa !19
  %52 = load i8, ptr %30, align 8, !tbaa !22
  %53 = getelementptr inbounds i8, ptr %28, i64 8
  store i8 %52, ptr %53, align 8, !tbaa !22
  ret ptr %28
}

; Function Attrs: nounwind uwtable
define hidden noundef ptr @luaD_precall(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  br label %4

4:                                                ; preds = %80, %3
  %5 = phi ptr [ %1, %3 ], [ %81, %80 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = load i8, ptr %6, align 8, !tbaa !19
  %8 = and i8 %7, 63
  switch i8 %8, label %80 [
    i8 38, label %9
    i8 22, label %82
    i8 6, label %12
  ]

9:                                                ; preds = %4
  %10 = load ptr, ptr %5, align 8, !tbaa !19
  %11 = getelementptr inbounds i8, ptr %10, i64 24
  br label %82

12:                                               ; preds = %4
  %13 = load ptr, ptr %5, align 8, !tbaa !19
  %14 = getelementptr inbounds i8, ptr %13, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !19
  %18 = ptrtoint ptr %17 to i64
  %19 = ptrtoint ptr %5 to i64
  %20 = sub i64 %18, %19
  %21 = lshr exact i64 %20, 4
  %22 = trunc i64 %21 to i32
  %23 = add nsw i32 %22, -1
  %24 = getelementptr inbounds i8, ptr %15, i64 10
  %25 = load i8, ptr %24, align 2, !tbaa !53
  %26 = zext i8 %25 to i32
  %27 = getelementptr inbounds i8, ptr %15, i64 12
  %28 = load i8, ptr %27, align 4, !tbaa !62
  %29 = zext i8 %28 to i32
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = load ptr, ptr %30, align 8, !tbaa !19
  %32 = ptrtoint ptr %31 to i64
  %33 = sub i64 %32, %18
  %34 = ashr exact i64 %33, 4
  %35 = zext i8 %28 to i64
  %36 = icmp sgt i64 %34, %35
  br i1 %36, label %52, label %37, !prof !63

37:                                               ; preds = %12
  %38 = getelementptr inbounds i8, ptr %0, i64 48
  %39 = load ptr, ptr %38, align 8, !tbaa !19
  %40 = ptrtoint ptr %39 to i64
  %41 = sub i64 %19, %40
  %42 = getelementptr inbounds i8, ptr %0, i64 24
  %43 = load ptr, ptr %42, align 8, !tbaa !6
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load i64, ptr %44, align 8, !tbaa !64
  %46 = icmp sgt i64 %45, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %37
  tail call void @luaC_step(ptr noundef nonnull %0) #13
  br label %48

48:                                               ; preds = %47, %37
  %49 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %29, i32 noundef 1)
  %50 = load ptr, ptr %38, align 8, !tbaa !19
  %51 = getelementptr inbounds i8, ptr %50, i64 %41
  br label %52

52:                                               ; preds = %12, %48
  %53 = phi ptr [ %51, %48 ], [ %5, %12 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = getelementptr inbounds %union.StackValue, ptr %54, i64 %35
  %56 = getelementptr inbounds i8, ptr %0, i64 32
  %57 = load ptr, ptr %56, align 8, !tbaa !46
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !68
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %63

61:                                               ; preds = %52
  %62 = tail call ptr @luaE_extendCI(ptr noundef nonnull %0) #13
  br label %63

63:                                               ; preds = %52, %61
  %64 = phi ptr [ %62, %61 ], [ %59, %52 ]
  store ptr %53, ptr %64, align 8, !tbaa !19
  %65 = trunc i32 %2 to i16
  %66 = getelementptr inbounds i8, ptr %64, i64 60
  store i16 %65, ptr %66, align 4, !tbaa !55
  %67 = getelementptr inbounds i8, ptr %64, i64 62
  store i16 0, ptr %67, align 2, !tbaa !37
  %68 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %55, ptr %68, align 8, !tbaa !19
  store ptr %64, ptr %56, align 8, !tbaa !46
  %69 = getelementptr inbounds i8, ptr %15, i64 64
  %70 = load ptr, ptr %69, align 8, !tbaa !61
  %71 = getelementptr inbounds i8, ptr %64, i64 32
  store ptr %70, ptr %71, align 8, !tbaa !19
  %72 = icmp sgt i32 %22, %26
  br i1 %72, label %86, label %73

73:                                               ; preds = %63, %73
  %74 = phi i32 [ %78, %73 ], [ %23, %63 ]
  %75 = load ptr, ptr %16, align 8, !tbaa !19
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  store ptr %76, ptr %16, align 8, !tbaa !19
  %77 = getelementptr inbounds i8, ptr %75, i64 8
  store i8 0, ptr %77, align 8, !tbaa !19
  %78 = add nsw i32 %74, 1
  %79 = icmp eq i32 %78, %26
  br i1 %79, label %86, label %73, !llvm.loop !70

80:                                               ; preds = %4
  %81 = tail call fastcc ptr @tryfuncTM(ptr noundef %0, ptr noundef nonnull %5)
  br label %4

82:                                               ; preds = %4, %9
  %83 = phi ptr [ %11, %9 ], [ %5, %4 ]
  %84 = load ptr, ptr %83, align 8, !tbaa !19
  %85 = tail call fastcc i32 @precallC(ptr noundef %0, ptr noundef nonnull %5, i32 noundef %2, ptr noundef %84)
  br label %86

86:                                               ; preds = %73, %82, %63
  %87 = phi ptr [ %64, %63 ], [ null, %82 ], [ %64, %73 ]
  ret ptr %87
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_call(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 176
  %5 = load i32, ptr %4, align 8, !tbaa !28
  %6 = add i32 %5, 1
  store i32 %6, ptr %4, align 8, !tbaa !28
  %7 = and i32 %6, 65528
  %8 = icmp ugt i32 %7, 199
  br i1 %8, label %9, label %29, !prof !35

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !19
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp slt i64 %16, 16
  br i1 %17, label %18, label %27, !prof !35

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %0, i64 48
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 0, i32 noundef 1)
  %25 = load ptr, ptr %19, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %25, i64 %23
  br label %27

27:                                               ; preds = %18, %9
  %28 = phi ptr [ %26, %18 ], [ %1, %9 ]
  tail call void @luaE_checkcstack(ptr noundef nonnull %0) #13
  br label %29

29:                                               ; preds = %27, %3
  %30 = phi ptr [ %28, %27 ], [ %1, %3 ]
  %31 = tail call ptr @luaD_precall(ptr noundef nonnull %0, ptr noundef %30, i32 noundef %2)
  %32 = icmp eq ptr %31, null
  br i1 %32, label %35, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 62
  store i16 4, ptr %34, align 2, !tbaa !37
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %31) #13
  br label %35

35:                                               ; preds = %29, %33
  %36 = load i32, ptr %4, align 8, !tbaa !28
  %37 = add i32 %36, -1
  store i32 %37, ptr %4, align 8, !tbaa !28
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaD_callnoyield(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 176
  %5 = load i32, ptr %4, align 8, !tbaa !28
  %6 = add i32 %5, 65537
  store i32 %6, ptr %4, align 8, !tbaa !28
  %7 = and i32 %6, 65528
  %8 = icmp ugt i32 %7, 199
  br i1 %8, label %9, label %29, !prof !35

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !19
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp slt i64 %16, 16
  br i1 %17, label %18, label %27, !prof !35

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %0, i64 48
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 0, i32 noundef 1)
  %25 = load ptr, ptr %19, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %25, i64 %23
  br label %27

27:                                               ; preds = %18, %9
  %28 = phi ptr [ %26, %18 ], [ %1, %9 ]
  tail call void @luaE_checkcstack(ptr noundef nonnull %0) #13
  br label %29

29:                                               ; preds = %27, %3
  %30 = phi ptr [ %28, %27 ], [ %1, %3 ]
  %31 = tail call ptr @luaD_precall(ptr noundef nonnull %0, ptr noundef %30, i32 noundef %2)
  %32 = icmp eq ptr %31, null
  br i1 %32, label %35, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 62
  store i16 4, ptr %34, align 2, !tbaa !37
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %31) #13
  br label %35

35:                                               ; preds = %29, %33
  %36 = load i32, ptr %4, align 8, !tbaa !28
  %37 = add i32 %36, -65537
  store i32 %37, ptr %4, align 8, !tbaa !28
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_resume(ptr noundef %0, ptr noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = alloca i32, align 4
  store i32 %2, ptr %5, align 4, !tbaa !71
  %6 = getelementptr inbounds i8, ptr %0, i64 10
  %7 = load i8, ptr %6, align 2, !tbaa !72
  switch i8 %7, label %45 [
    i8 0, label %8
    i8 1, label %58
  ]

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load ptr, ptr %9, align 8, !tbaa !46
  %11 = getelementptr inbounds i8, ptr %0, i64 96
  %12 = icmp eq ptr %10, %11
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !19
  br i1 %12, label %26, label %15

15:                                               ; preds = %8
  %16 = sext i32 %2 to i64
  %17 = sub nsw i64 0, %16
  %18 = getelementptr inbounds %union.StackValue, ptr %14, i64 %17
  store ptr %18, ptr %13, align 8, !tbaa !19
  %19 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef nonnull @.str.2) #13
  store ptr %19, ptr %18, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load i8, ptr %20, align 8, !tbaa !20
  %22 = or i8 %21, 64
  %23 = getelementptr inbounds i8, ptr %18, i64 8
  store i8 %22, ptr %23, align 8, !tbaa !22
  %24 = load ptr, ptr %13, align 8, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store ptr %25, ptr %13, align 8, !tbaa !19
  br label %146

26:                                               ; preds = %8
  %27 = load ptr, ptr %10, align 8, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = ptrtoint ptr %14 to i64
  %30 = ptrtoint ptr %28 to i64
  %31 = sub i64 %29, %30
  %32 = ashr exact i64 %31, 4
  %33 = sext i32 %2 to i64
  %34 = icmp eq i64 %32, %33
  br i1 %34, label %35, label %58

35:                                               ; preds = %26
  %36 = sub nsw i64 0, %33
  %37 = getelementptr inbounds %union.StackValue, ptr %14, i64 %36
  store ptr %37, ptr %13, align 8, !tbaa !19
  %38 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef nonnull @.str.3) #13
  store ptr %38, ptr %37, align 8, !tbaa !19
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = load i8, ptr %39, align 8, !tbaa !20
  %41 = or i8 %40, 64
  %42 = getelementptr inbounds i8, ptr %37, i64 8
  store i8 %41, ptr %42, align 8, !tbaa !22
  %43 = load ptr, ptr %13, align 8, !tbaa !19
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  store ptr %44, ptr %13, align 8, !tbaa !19
  br label %146

45:                                               ; preds = %4
  %46 = getelementptr inbounds i8, ptr %0, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !19
  %48 = sext i32 %2 to i64
  %49 = sub nsw i64 0, %48
  %50 = getelementptr inbounds %union.StackValue, ptr %47, i64 %49
  store ptr %50, ptr %46, align 8, !tbaa !19
  %51 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef nonnull @.str.3) #13
  store ptr %51, ptr %50, align 8, !tbaa !19
  %52 = getelementptr inbounds i8, ptr %51, i64 8
  %53 = load i8, ptr %52, align 8, !tbaa !20
  %54 = or i8 %53, 64
  %55 = getelementptr inbounds i8, ptr %50, i64 8
  store i8 %54, ptr %55, align 8, !tbaa !22
  %56 = load ptr, ptr %46, align 8, !tbaa !19
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  store ptr %57, ptr %46, align 8, !tbaa !19
  br label %146

58:                                               ; preds = %4, %26
  %59 = icmp eq ptr %1, null
  br i1 %59, label %60, label %62

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %0, i64 176
  br label %81

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %1, i64 176
  %64 = load i32, ptr %63, align 8, !tbaa !28
  %65 = and i32 %64, 65535
  %66 = getelementptr inbounds i8, ptr %0, i64 176
  store i32 %65, ptr %66, align 8, !tbaa !28
  %67 = icmp ugt i32 %65, 199
  br i1 %67, label %68, label %81

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %0, i64 16
  %70 = load ptr, ptr %69, align 8, !tbaa !19
  %71 = sext i32 %2 to i64
  %72 = sub nsw i64 0, %71
  %73 = getelementptr inbounds %union.StackValue, ptr %70, i64 %72
  store ptr %73, ptr %69, align 8, !tbaa !19
  %74 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef nonnull @.str.4) #13
  store ptr %74, ptr %73, align 8, !tbaa !19
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  %76 = load i8, ptr %75, align 8, !tbaa !20
  %77 = or i8 %76, 64
  %78 = getelementptr inbounds i8, ptr %73, i64 8
  store i8 %77, ptr %78, align 8, !tbaa !22
  %79 = load ptr, ptr %69, align 8, !tbaa !19
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  store ptr %80, ptr %69, align 8, !tbaa !19
  br label %146

81:                                               ; preds = %60, %62
  %82 = phi ptr [ %61, %60 ], [ %66, %62 ]
  %83 = phi i32 [ 0, %60 ], [ %65, %62 ]
  %84 = add nuw nsw i32 %83, 1
  store i32 %84, ptr %82, align 8, !tbaa !28
  %85 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %0, ptr noundef nonnull @resume, ptr noundef nonnull %5)
  %86 = icmp sgt i32 %85, 1
  br i1 %86, label %87, label %120

87:                                               ; preds = %81
  %88 = getelementptr inbounds i8, ptr %0, i64 32
  br label %89

89:                                               ; preds = %103, %87
  %90 = phi i32 [ %85, %87 ], [ %109, %103 ]
  %91 = load ptr, ptr %88, align 8, !tbaa !33
  %92 = icmp eq ptr %91, null
  br i1 %92, label %113, label %93

93:                                               ; preds = %89, %99
  %94 = phi ptr [ %101, %99 ], [ %91, %89 ]
  %95 = getelementptr inbounds i8, ptr %94, i64 62
  %96 = load i16, ptr %95, align 2, !tbaa !37
  %97 = and i16 %96, 16
  %98 = icmp eq i16 %97, 0
  br i1 %98, label %99, label %103

99:                                               ; preds = %93
  %100 = getelementptr inbounds i8, ptr %94, i64 16
  %101 = load ptr, ptr %100, align 8, !tbaa !33
  %102 = icmp eq ptr %101, null
  br i1 %102, label %111, label %93, !llvm.loop !73

103:                                              ; preds = %93
  %104 = getelementptr inbounds i8, ptr %94, i64 62
  store ptr %94, ptr %88, align 8, !tbaa !46
  %105 = and i16 %96, -7169
  %106 = trunc i32 %90 to i16
  %107 = shl i16 %106, 10
  %108 = or i16 %105, %107
  store i16 %108, ptr %104, align 2, !tbaa !37
  %109 = call i32 @luaD_rawrunprotected(ptr noundef %0, ptr noundef nonnull @unroll, ptr noundef null)
  %110 = icmp sgt i32 %109, 1
  br i1 %110, label %89, label %120, !llvm.loop !74

111:                                              ; preds = %99
  %112 = icmp slt i32 %90, 2
  br i1 %112, label %120, label %113, !prof !75

113:                                              ; preds = %89, %111
  %114 = trunc i32 %90 to i8
  store i8 %114, ptr %6, align 2, !tbaa !72
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  %116 = load ptr, ptr %115, align 8, !tbaa !19
  call void @luaD_seterrorobj(ptr noundef %0, i32 noundef %90, ptr noundef %116)
  %117 = load ptr, ptr %115, align 8, !tbaa !19
  %118 = load ptr, ptr %88, align 8, !tbaa !46
  %119 = getelementptr inbounds i8, ptr %118, i64 8
  store ptr %117, ptr %119, align 8, !tbaa !19
  br label %131

120:                                              ; preds = %103, %81, %111
  %121 = phi i32 [ %90, %111 ], [ %85, %81 ], [ %109, %103 ]
  %122 = icmp eq i32 %121, 1
  br i1 %122, label %126, label %123

123:                                              ; preds = %120
  %124 = getelementptr inbounds i8, ptr %0, i64 16
  %125 = load ptr, ptr %124, align 8, !tbaa !19
  br label %131

126:                                              ; preds = %120
  %127 = getelementptr inbounds i8, ptr %0, i64 32
  %128 = load ptr, ptr %127, align 8, !tbaa !46
  %129 = getelementptr inbounds i8, ptr %128, i64 56
  %130 = load i32, ptr %129, align 8, !tbaa !19
  br label %143

131:                                              ; preds = %123, %113
  %132 = phi ptr [ %117, %113 ], [ %125, %123 ]
  %133 = phi i32 [ %90, %113 ], [ %121, %123 ]
  %134 = getelementptr inbounds i8, ptr %0, i64 32
  %135 = load ptr, ptr %134, align 8, !tbaa !46
  %136 = load ptr, ptr %135, align 8, !tbaa !19
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = ptrtoint ptr %132 to i64
  %139 = ptrtoint ptr %137 to i64
  %140 = sub i64 %138, %139
  %141 = lshr exact i64 %140, 4
  %142 = trunc i64 %141 to i32
  br label %143

143:                                              ; preds = %131, %126
  %144 = phi i32 [ 1, %126 ], [ %133, %131 ]
  %145 = phi i32 [ %130, %126 ], [ %142, %131 ]
  store i32 %145, ptr %3, align 4, !tbaa !71
  br label %146

146:                                              ; preds = %143, %68, %45, %35, %15
  %147 = phi i32 [ 2, %15 ], [ 2, %35 ], [ 2, %68 ], [ %144, %143 ], [ 2, %45 ]
  ret i32 %147
}

; Function Attrs: nounwind uwtable
define internal void @resume(ptr noundef %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load i32, ptr %1, align 4, !tbaa !71
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = sext i32 %3 to i64
  %7 = sub nsw i64 0, %6
  %8 = getelementptr inbounds %union.StackValue, ptr %5, i64 %7
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load ptr, ptr %9, align 8, !tbaa !46
  %11 = getelementptr inbounds i8, ptr %0, i64 10
  %12 = load i8, ptr %11, align 2, !tbaa !72
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %44

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %8, i64 -16
  %16 = getelementptr inbounds i8, ptr %0, i64 176
  %17 = load i32, ptr %16, align 8, !tbaa !28
  %18 = and i32 %17, 65528
  %19 = icmp ugt i32 %18, 199
  br i1 %19, label %20, label %38, !prof !35

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %0, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %5 to i64
  %25 = sub i64 %23, %24
  %26 = icmp slt i64 %25, 16
  br i1 %26, label %27, label %36, !prof !35

27:                                               ; preds = %20
  %28 = getelementptr inbounds i8, ptr %0, i64 48
  %29 = load ptr, ptr %28, align 8, !tbaa !19
  %30 = ptrtoint ptr %15 to i64
  %31 = ptrtoint ptr %29 to i64
  %32 = sub i64 %30, %31
  %33 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef 0, i32 noundef 1)
  %34 = load ptr, ptr %28, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %34, i64 %32
  br label %36

36:                                               ; preds = %27, %20
  %37 = phi ptr [ %35, %27 ], [ %15, %20 ]
  tail call void @luaE_checkcstack(ptr noundef nonnull %0) #13
  br label %38

38:                                               ; preds = %36, %14
  %39 = phi ptr [ %37, %36 ], [ %15, %14 ]
  %40 = tail call ptr @luaD_precall(ptr noundef nonnull %0, ptr noundef %39, i32 noundef -1)
  %41 = icmp eq ptr %40, null
  br i1 %41, label %62, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 62
  store i16 4, ptr %43, align 2, !tbaa !37
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %40) #13
  br label %62

44:                                               ; preds = %2
  store i8 0, ptr %11, align 2, !tbaa !72
  %45 = getelementptr inbounds i8, ptr %10, i64 62
  %46 = load i16, ptr %45, align 2, !tbaa !37
  %47 = and i16 %46, 2
  %48 = icmp eq i16 %47, 0
  %49 = getelementptr inbounds i8, ptr %10, i64 32
  %50 = load ptr, ptr %49, align 8, !tbaa !19
  br i1 %48, label %51, label %53

51:                                               ; preds = %44
  %52 = getelementptr inbounds i8, ptr %50, i64 -4
  store ptr %52, ptr %49, align 8, !tbaa !19
  store ptr %8, ptr %4, align 8, !tbaa !19
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %10) #13
  br label %61

53:                                               ; preds = %44
  %54 = icmp eq ptr %50, null
  br i1 %54, label %59, label %55

55:                                               ; preds = %53
  %56 = getelementptr inbounds i8, ptr %10, i64 48
  %57 = load i64, ptr %56, align 8, !tbaa !19
  %58 = tail call i32 %50(ptr noundef nonnull %0, i32 noundef 1, i64 noundef %57) #13
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi i32 [ %58, %55 ], [ %3, %53 ]
  tail call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef %60)
  br label %61

61:                                               ; preds = %59, %51
  tail call void @unroll(ptr noundef nonnull %0, ptr poison)
  br label %62

62:                                               ; preds = %42, %38, %61
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @lua_isyieldable(ptr nocapture noundef readonly %0) local_unnamed_addr #9 {
  %2 = getelementptr inbounds i8, ptr %0, i64 176
  %3 = load i32, ptr %2, align 8, !tbaa !28
  %4 = icmp ult i32 %3, 65536
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @lua_yieldk(ptr noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !46
  %7 = getelementptr inbounds i8, ptr %0, i64 176
  %8 = load i32, ptr %7, align 8, !tbaa !28
  %9 = icmp ugt i32 %8, 65535
  br i1 %9, label %10, label %18, !prof !35

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %12, i64 264
  %14 = load ptr, ptr %13, align 8, !tbaa !26
  %15 = icmp eq ptr %14, %0
  br i1 %15, label %17, label %16

16:                                               ; preds = %10
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #14
  unreachable

17:                                               ; preds = %10
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.6) #14
  unreachable

18:                                               ; preds = %4
  %19 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 1, ptr %19, align 2, !tbaa !72
  %20 = getelementptr inbounds i8, ptr %6, i64 56
  store i32 %1, ptr %20, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %6, i64 62
  %22 = load i16, ptr %21, align 2, !tbaa !37
  %23 = and i16 %22, 2
  %24 = icmp eq i16 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %18
  ret i32 0

26:                                               ; preds = %18
  %27 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %3, ptr %27, align 8, !tbaa !19
  %28 = icmp eq ptr %3, null
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %6, i64 48
  store i64 %2, ptr %30, align 8, !tbaa !19
  br label %31

31:                                               ; preds = %29, %26
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 1) #15
  unreachable
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaD_closeprotected(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.CloseP, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !46
  %7 = getelementptr inbounds i8, ptr %0, i64 11
  %8 = load i8, ptr %7, align 1, !tbaa !45
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  %11 = load ptr, ptr %9, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %11, i64 %1
  store ptr %12, ptr %4, align 8, !tbaa !76
  store i32 %2, ptr %10, align 8, !tbaa !78
  %13 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %0, ptr noundef nonnull @closepaux, ptr noundef nonnull %4)
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %21, label %15, !prof !79

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %13, %3 ]
  store ptr %6, ptr %5, align 8, !tbaa !46
  store i8 %8, ptr %7, align 1, !tbaa !45
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  %17 = load ptr, ptr %9, align 8, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %17, i64 %1
  store ptr %18, ptr %4, align 8, !tbaa !76
  store i32 %16, ptr %10, align 8, !tbaa !78
  %19 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %0, ptr noundef nonnull @closepaux, ptr noundef nonnull %4)
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %15, !prof !80

21:                                               ; preds = %15, %3
  %22 = load i32, ptr %10, align 8, !tbaa !78
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  ret i32 %22
}

; Function Attrs: nounwind uwtable
define internal void @closepaux(ptr noundef %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !76
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !78
  %6 = tail call ptr @luaF_close(ptr noundef %0, ptr noundef %3, i32 noundef %5, i32 noundef 0) #13
  ret void
}

; Function Attrs: nounwind uwtable
define hidden noundef i32 @luaD_pcall(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !46
  %8 = getelementptr inbounds i8, ptr %0, i64 11
  %9 = load i8, ptr %8, align 1, !tbaa !45
  %10 = getelementptr inbounds i8, ptr %0, i64 168
  %11 = load i64, ptr %10, align 8, !tbaa !81
  store i64 %4, ptr %10, align 8, !tbaa !81
  %12 = tail call i32 @luaD_rawrunprotected(ptr noundef %0, ptr noundef %1, ptr noundef %2)
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %19, label %14, !prof !63

14:                                               ; preds = %5
  store ptr %7, ptr %6, align 8, !tbaa !46
  store i8 %9, ptr %8, align 1, !tbaa !45
  %15 = tail call i32 @luaD_closeprotected(ptr noundef nonnull %0, i64 noundef %3, i32 noundef %12)
  %16 = getelementptr inbounds i8, ptr %0, i64 48
  %17 = load ptr, ptr %16, align 8, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %17, i64 %3
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %15, ptr noundef %18)
  tail call void @luaD_shrinkstack(ptr noundef nonnull %0)
  br label %19

19:                                               ; preds = %14, %5
  %20 = phi i32 [ %15, %14 ], [ 0, %5 ]
  store i64 %11, ptr %10, align 8, !tbaa !81
  ret i32 %20
}

; Function Attrs: nounwind uwtable
define hidden noundef i32 @luaD_protectedparser(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = alloca %struct.SParser, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #13
  %6 = getelementptr inbounds i8, ptr %0, i64 176
  %7 = load i32, ptr %6, align 8, !tbaa !28
  %8 = add i32 %7, 65536
  store i32 %8, ptr %6, align 8, !tbaa !28
  store ptr %1, ptr %5, align 8, !tbaa !82
  %9 = getelementptr inbounds i8, ptr %5, i64 88
  store ptr %2, ptr %9, align 8, !tbaa !88
  %10 = getelementptr inbounds i8, ptr %5, i64 80
  store ptr %3, ptr %10, align 8, !tbaa !89
  %11 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 0, ptr %11, align 4, !tbaa !90
  %12 = getelementptr inbounds i8, ptr %5, i64 48
  store ptr null, ptr %12, align 8, !tbaa !91
  %13 = getelementptr inbounds i8, ptr %5, i64 60
  store i32 0, ptr %13, align 4, !tbaa !92
  %14 = getelementptr inbounds i8, ptr %5, i64 64
  store ptr null, ptr %14, align 8, !tbaa !93
  %15 = getelementptr inbounds i8, ptr %5, i64 76
  store i32 0, ptr %15, align 4, !tbaa !94
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr null, ptr %16, align 8, !tbaa !95
  %17 = getelementptr inbounds i8, ptr %5, i64 24
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 0, i64 16, i1 false)
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  %21 = load ptr, ptr %20, align 8, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %0, i64 168
  %23 = load i64, ptr %22, align 8, !tbaa !81
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  %25 = load ptr, ptr %24, align 8, !tbaa !46
  %26 = getelementptr inbounds i8, ptr %0, i64 11
  %27 = load i8, ptr %26, align 1, !tbaa !45
  %28 = call i32 @luaD_rawrunprotected(ptr noundef %0, ptr noundef nonnull readonly @f_parser, ptr noundef nonnull %5)
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %37, label %30, !prof !63

30:                                               ; preds = %4
  %31 = ptrtoint ptr %19 to i64
  %32 = ptrtoint ptr %21 to i64
  %33 = sub i64 %31, %32
  store ptr %25, ptr %24, align 8, !tbaa !46
  store i8 %27, ptr %26, align 1, !tbaa !45
  %34 = call i32 @luaD_closeprotected(ptr noundef nonnull %0, i64 noundef %33, i32 noundef %28)
  %35 = load ptr, ptr %20, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %35, i64 %33
  call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %34, ptr noundef %36)
  call void @luaD_shrinkstack(ptr noundef nonnull %0)
  br label %37

37:                                               ; preds = %4, %30
  %38 = phi i32 [ %34, %30 ], [ 0, %4 ]
  %39 = getelementptr inbounds i8, ptr %5, i64 32
  store i64 %23, ptr %22, align 8, !tbaa !81
  %40 = load ptr, ptr %16, align 8, !tbaa !95
  %41 = load i64, ptr %17, align 8, !tbaa !96
  %42 = call ptr @luaM_saferealloc_(ptr noundef nonnull %0, ptr noundef %40, i64 noundef %41, i64 noundef 0) #13
  store ptr %42, ptr %16, align 8, !tbaa !95
  store i64 0, ptr %17, align 8, !tbaa !96
  %43 = load ptr, ptr %39, align 8, !tbaa !97
  %44 = load i32, ptr %11, align 4, !tbaa !90
  %45 = sext i32 %44 to i64
  %46 = mul nsw i64 %45, 24
  call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %43, i64 noundef %46) #13
  %47 = load ptr, ptr %12, align 8, !tbaa !91
  %48 = load i32, ptr %13, align 4, !tbaa !92
  %49 = sext i32 %48 to i64
  %50 = mul nsw i64 %49, 24
  call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %47, i64 noundef %50) #13
  %51 = load ptr, ptr %14, align 8, !tbaa !93
  %52 = load i32, ptr %15, align 4, !tbaa !94
  %53 = sext i32 %52 to i64
  %54 = mul nsw i64 %53, 24
  call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %51, i64 noundef %54) #13
  %55 = load i32, ptr %6, align 8, !tbaa !28
  %56 = add i32 %55, -65536
  store i32 %56, ptr %6, align 8, !tbaa !28
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #13
  ret i32 %38
}

; Function Attrs: nounwind uwtable
define internal void @f_parser(ptr noundef %0, ptr noundef %1) #0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !82
  %4 = load i64, ptr %3, align 8, !tbaa !98
  %5 = add i64 %4, -1
  store i64 %5, ptr %3, align 8, !tbaa !98
  %6 = icmp eq i64 %4, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !100
  %10 = getelementptr inbounds i8, ptr %9, i64 1
  store ptr %10, ptr %8, align 8, !tbaa !100
  %11 = load i8, ptr %9, align 1, !tbaa !19
  %12 = zext i8 %11 to i32
  br label %15

13:                                               ; preds = %2
  %14 = tail call i32 @luaZ_fill(ptr noundef nonnull %3) #13
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %12, %7 ], [ %14, %13 ]
  %17 = icmp eq i32 %16, 27
  %18 = getelementptr inbounds i8, ptr %1, i64 80
  %19 = load ptr, ptr %18, align 8, !tbaa !89
  %20 = icmp eq ptr %19, null
  br i1 %17, label %21, label %32

21:                                               ; preds = %15
  br i1 %20, label %27, label %22

22:                                               ; preds = %21
  %23 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 98) #17
  %24 = icmp eq ptr %23, null
  br i1 %24, label %25, label %27

25:                                               ; preds = %22
  %26 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.8, ptr noundef nonnull %19) #13
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 3) #15
  unreachable

27:                                               ; preds = %21, %22
  %28 = load ptr, ptr %1, align 8, !tbaa !82
  %29 = getelementptr inbounds i8, ptr %1, i64 88
  %30 = load ptr, ptr %29, align 8, !tbaa !88
  %31 = tail call ptr @luaU_undump(ptr noundef %0, ptr noundef %28, ptr noundef %30) #13
  br label %45

32:                                               ; preds = %15
  br i1 %20, label %38, label %33

33:                                               ; preds = %32
  %34 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 116) #17
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %38

36:                                               ; preds = %33
  %37 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.9, ptr noundef nonnull %19) #13
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 3) #15
  unreachable

38:                                               ; preds = %32, %33
  %39 = load ptr, ptr %1, align 8, !tbaa !82
  %40 = getelementptr inbounds i8, ptr %1, i64 8
  %41 = getelementptr inbounds i8, ptr %1, i64 32
  %42 = getelementptr inbounds i8, ptr %1, i64 88
  %43 = load ptr, ptr %42, align 8, !tbaa !88
  %44 = tail call ptr @luaY_parser(ptr noundef %0, ptr noundef %39, ptr noundef nonnull %40, ptr noundef nonnull %41, ptr noundef %43, i32 noundef %16) #13
  br label %45

45:                                               ; preds = %38, %27
  %46 = phi ptr [ %31, %27 ], [ %44, %38 ]
  tail call void @luaF_initupvals(ptr noundef %0, ptr noundef %46) #13
  ret void
}

declare hidden ptr @luaM_saferealloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

declare hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare hidden ptr @luaF_close(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare hidden ptr @luaT_gettmbyobj(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare hidden void @luaG_callerror(ptr noundef, ptr noundef) local_unnamed_addr #7

declare hidden ptr @luaE_extendCI(ptr noundef) local_unnamed_addr #2

declare hidden void @luaE_checkcstack(ptr noundef) local_unnamed_addr #2

declare hidden void @luaV_execute(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal void @unroll(ptr noundef %0, ptr nocapture readnone %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = getelementptr inbounds i8, ptr %0, i64 96
  %5 = load ptr, ptr %3, align 8, !tbaa !46
  %6 = icmp eq ptr %5, %4
  br i1 %6, label %72, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = getelementptr inbounds i8, ptr %0, i64 11
  %10 = getelementptr inbounds i8, ptr %0, i64 168
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  br label %12

12:                                               ; preds = %7, %69
  %13 = phi ptr [ %5, %7 ], [ %70, %69 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 62
  %15 = load i16, ptr %14, align 2, !tbaa !37
  %16 = and i16 %15, 2
  %17 = icmp eq i16 %16, 0
  br i1 %17, label %68, label %18

18:                                               ; preds = %12
  %19 = zext i16 %15 to i32
  %20 = and i32 %19, 512
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, ptr %13, i64 56
  %24 = load i32, ptr %23, align 8, !tbaa !19
  br label %66

25:                                               ; preds = %18
  %26 = and i32 %19, 16
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %52, label %28

28:                                               ; preds = %25
  %29 = lshr i16 %15, 10
  %30 = and i16 %29, 7
  %31 = icmp eq i16 %30, 0
  br i1 %31, label %45, label %32, !prof !63

32:                                               ; preds = %28
  %33 = zext nneg i16 %30 to i32
  %34 = load ptr, ptr %8, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %13, i64 56
  %36 = load i32, ptr %35, align 8, !tbaa !19
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %34, i64 %37
  %39 = trunc i16 %15 to i8
  %40 = and i8 %39, 1
  store i8 %40, ptr %9, align 1, !tbaa !45
  %41 = tail call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef %38, i32 noundef %33, i32 noundef 1) #13
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %33, ptr noundef %41)
  tail call void @luaD_shrinkstack(ptr noundef nonnull %0)
  %42 = load i16, ptr %14, align 2, !tbaa !37
  %43 = and i16 %42, -7169
  %44 = load ptr, ptr %3, align 8, !tbaa !46
  br label %45

45:                                               ; preds = %32, %28
  %46 = phi ptr [ %44, %32 ], [ %13, %28 ]
  %47 = phi i16 [ %43, %32 ], [ %15, %28 ]
  %48 = phi i32 [ %33, %32 ], [ 1, %28 ]
  %49 = and i16 %47, -17
  store i16 %49, ptr %14, align 2, !tbaa !37
  %50 = getelementptr inbounds i8, ptr %13, i64 40
  %51 = load i64, ptr %50, align 8, !tbaa !19
  store i64 %51, ptr %10, align 8, !tbaa !81
  br label %52

52:                                               ; preds = %45, %25
  %53 = phi ptr [ %46, %45 ], [ %13, %25 ]
  %54 = phi i32 [ %48, %45 ], [ 1, %25 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 8
  %56 = load ptr, ptr %55, align 8, !tbaa !19
  %57 = load ptr, ptr %11, align 8, !tbaa !19
  %58 = icmp ult ptr %56, %57
  br i1 %58, label %59, label %60

59:                                               ; preds = %52
  store ptr %57, ptr %55, align 8, !tbaa !19
  br label %60

60:                                               ; preds = %59, %52
  %61 = getelementptr inbounds i8, ptr %13, i64 32
  %62 = load ptr, ptr %61, align 8, !tbaa !19
  %63 = getelementptr inbounds i8, ptr %13, i64 48
  %64 = load i64, ptr %63, align 8, !tbaa !19
  %65 = tail call i32 %62(ptr noundef nonnull %0, i32 noundef %54, i64 noundef %64) #13
  br label %66

66:                                               ; preds = %22, %60
  %67 = phi i32 [ %24, %22 ], [ %65, %60 ]
  tail call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %13, i32 noundef %67)
  br label %69

68:                                               ; preds = %12
  tail call void @luaV_finishOp(ptr noundef nonnull %0) #13
  tail call void @luaV_execute(ptr noundef nonnull %0, ptr noundef nonnull %13) #13
  br label %69

69:                                               ; preds = %68, %66
  %70 = load ptr, ptr %3, align 8, !tbaa !46
  %71 = icmp eq ptr %70, %4
  br i1 %71, label %72, label %12, !llvm.loop !101

72:                                               ; preds = %69, %2
  ret void
}

declare hidden void @luaV_finishOp(ptr noundef) local_unnamed_addr #2

declare hidden i32 @luaZ_fill(ptr noundef) local_unnamed_addr #2

declare hidden ptr @luaU_undump(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden ptr @luaY_parser(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare hidden void @luaF_initupvals(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #10

declare hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }
attributes #16 = { nounwind returns_twice }
attributes #17 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 24}
!7 = !{!"lua_State", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !11, i64 12, !9, i64 16, !8, i64 24, !8, i64 32, !9, i64 40, !9, i64 48, !8, i64 56, !9, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !12, i64 96, !8, i64 160, !13, i64 168, !14, i64 176, !14, i64 180, !14, i64 184, !14, i64 188, !14, i64 192}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"short", !9, i64 0}
!12 = !{!"CallInfo", !9, i64 0, !9, i64 8, !8, i64 16, !8, i64 24, !9, i64 32, !9, i64 56, !11, i64 60, !11, i64 62}
!13 = !{!"long", !9, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = !{!16, !8, i64 272}
!16 = !{!"global_State", !8, i64 0, !8, i64 8, !13, i64 16, !13, i64 24, !13, i64 32, !13, i64 40, !17, i64 48, !18, i64 64, !18, i64 80, !14, i64 96, !9, i64 100, !9, i64 101, !9, i64 102, !9, i64 103, !9, i64 104, !9, i64 105, !9, i64 106, !9, i64 107, !9, i64 108, !9, i64 109, !9, i64 110, !8, i64 112, !8, i64 120, !8, i64 128, !8, i64 136, !8, i64 144, !8, i64 152, !8, i64 160, !8, i64 168, !8, i64 176, !8, i64 184, !8, i64 192, !8, i64 200, !8, i64 208, !8, i64 216, !8, i64 224, !8, i64 232, !8, i64 240, !8, i64 248, !8, i64 256, !8, i64 264, !8, i64 272, !9, i64 280, !9, i64 480, !9, i64 552, !8, i64 1400, !8, i64 1408}
!17 = !{!"stringtable", !8, i64 0, !14, i64 8, !14, i64 12}
!18 = !{!"TValue", !9, i64 0, !9, i64 8}
!19 = !{!9, !9, i64 0}
!20 = !{!21, !9, i64 8}
!21 = !{!"TString", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !14, i64 12, !9, i64 16, !9, i64 24}
!22 = !{!18, !9, i64 8}
!23 = !{!7, !8, i64 88}
!24 = !{!25, !14, i64 320}
!25 = !{!"lua_longjmp", !8, i64 0, !9, i64 8, !14, i64 320}
!26 = !{!16, !8, i64 264}
!27 = !{!16, !8, i64 256}
!28 = !{!7, !14, i64 176}
!29 = !{!25, !8, i64 0}
!30 = !{!16, !9, i64 103}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!8, !8, i64 0}
!34 = distinct !{!34, !32}
!35 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!36 = distinct !{!36, !32}
!37 = !{!12, !11, i64 62}
!38 = distinct !{!38, !32}
!39 = distinct !{!39, !32, !40, !41}
!40 = !{!"llvm.loop.isvectorized", i32 1}
!41 = !{!"llvm.loop.unroll.runtime.disable"}
!42 = distinct !{!42, !32, !40}
!43 = distinct !{!43, !32}
!44 = !{!7, !8, i64 160}
!45 = !{!7, !9, i64 11}
!46 = !{!7, !8, i64 32}
!47 = !{!48, !14, i64 0}
!48 = !{!"lua_Debug", !14, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !13, i64 40, !14, i64 48, !14, i64 52, !14, i64 56, !9, i64 60, !9, i64 61, !9, i64 62, !9, i64 63, !11, i64 64, !11, i64 66, !9, i64 68, !8, i64 128}
!49 = !{!48, !14, i64 48}
!50 = !{!48, !8, i64 128}
!51 = !{!7, !14, i64 180}
!52 = !{!7, !14, i64 192}
!53 = !{!54, !9, i64 10}
!54 = !{!"Proto", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !14, i64 16, !14, i64 20, !14, i64 24, !14, i64 28, !14, i64 32, !14, i64 36, !14, i64 40, !14, i64 44, !14, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104, !8, i64 112, !8, i64 120}
!55 = !{!12, !11, i64 60}
!56 = distinct !{!56, !32, !40, !41}
!57 = distinct !{!57, !32}
!58 = distinct !{!58, !32, !40}
!59 = !{!12, !8, i64 16}
!60 = !{!54, !9, i64 11}
!61 = !{!54, !8, i64 64}
!62 = !{!54, !9, i64 12}
!63 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!64 = !{!16, !13, i64 24}
!65 = distinct !{!65, !32}
!66 = distinct !{!66, !32, !40, !41}
!67 = distinct !{!67, !32, !40}
!68 = !{!12, !8, i64 24}
!69 = distinct !{!69, !32}
!70 = distinct !{!70, !32}
!71 = !{!14, !14, i64 0}
!72 = !{!7, !9, i64 10}
!73 = distinct !{!73, !32}
!74 = distinct !{!74, !32}
!75 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!76 = !{!77, !8, i64 0}
!77 = !{!"CloseP", !8, i64 0, !14, i64 8}
!78 = !{!77, !14, i64 8}
!79 = !{!"branch_weights", i32 1999, i32 1}
!80 = !{!"branch_weights", i32 1, i32 0}
!81 = !{!7, !13, i64 168}
!82 = !{!83, !8, i64 0}
!83 = !{!"SParser", !8, i64 0, !84, i64 8, !85, i64 32, !8, i64 80, !8, i64 88}
!84 = !{!"Mbuffer", !8, i64 0, !13, i64 8, !13, i64 16}
!85 = !{!"Dyndata", !86, i64 0, !87, i64 16, !87, i64 32}
!86 = !{!"", !8, i64 0, !14, i64 8, !14, i64 12}
!87 = !{!"Labellist", !8, i64 0, !14, i64 8, !14, i64 12}
!88 = !{!83, !8, i64 88}
!89 = !{!83, !8, i64 80}
!90 = !{!83, !14, i64 44}
!91 = !{!83, !8, i64 48}
!92 = !{!83, !14, i64 60}
!93 = !{!83, !8, i64 64}
!94 = !{!83, !14, i64 76}
!95 = !{!83, !8, i64 8}
!96 = !{!83, !13, i64 24}
!97 = !{!83, !8, i64 32}
!98 = !{!99, !13, i64 0}
!99 = !{!"Zio", !13, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32}
!100 = !{!99, !8, i64 8}
!101 = distinct !{!101, !32}
