; ModuleID = 'src/lua/lparser.c'
source_filename = "src/lua/lparser.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon.13 = type { i8, i8 }
%union.Vardesc = type { %struct.anon.9 }
%struct.anon.9 = type { %union.Value, i8, i8, i8, i16, ptr }
%union.Value = type { ptr }
%struct.BlockCnt = type { ptr, i32, i32, i8, i8, i8, i8 }
%struct.LexState = type { i32, i32, i32, %struct.Token, %struct.Token, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr }
%struct.Token = type { i32, %union.SemInfo }
%union.SemInfo = type { double }
%struct.FuncState = type { ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i16, i8, i8, i8, i8, i8 }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.expdesc = type { i32, %union.anon.10, i32, i32 }
%union.anon.10 = type { i64 }
%struct.LHS_assign = type { ptr, %struct.expdesc }
%struct.Labeldesc = type { ptr, i32, i32, i8, i8 }
%struct.LocVar = type { ptr, i32, i32 }
%struct.ConsControl = type { %struct.expdesc, ptr, i32, i32, i32 }

@.str = private unnamed_addr constant [9 x i8] c"upvalues\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"main function\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"function at line %d\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"too many %s (limit is %d) in %s\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"break\00", align 1
@priority = internal unnamed_addr constant [21 x %struct.anon.13] [%struct.anon.13 { i8 10, i8 10 }, %struct.anon.13 { i8 10, i8 10 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 14, i8 13 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 6, i8 6 }, %struct.anon.13 { i8 4, i8 4 }, %struct.anon.13 { i8 5, i8 5 }, %struct.anon.13 { i8 7, i8 7 }, %struct.anon.13 { i8 7, i8 7 }, %struct.anon.13 { i8 9, i8 8 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 2, i8 2 }, %struct.anon.13 { i8 1, i8 1 }], align 16
@.str.5 = private unnamed_addr constant [43 x i8] c"cannot use '...' outside a vararg function\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"self\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"functions\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"local variables\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"<name> or '...' expected\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"unexpected symbol\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"function arguments expected\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"labels/gotos\00", align 1
@.str.14 = private unnamed_addr constant [56 x i8] c"<goto %s> at line %d jumps into the scope of local '%s'\00", align 1
@.str.15 = private unnamed_addr constant [30 x i8] c"break outside loop at line %d\00", align 1
@.str.16 = private unnamed_addr constant [44 x i8] c"no visible label '%s' for <goto> at line %d\00", align 1
@.str.17 = private unnamed_addr constant [37 x i8] c"%s expected (to close %s at line %d)\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"%s expected\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"'=' or 'in' expected\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"(for state)\00", align 1
@forbody.forprep = internal unnamed_addr constant [2 x i32] [i32 74, i32 75], align 4
@forbody.forloop = internal unnamed_addr constant [2 x i32] [i32 73, i32 77], align 4
@.str.21 = private unnamed_addr constant [27 x i8] c"control structure too long\00", align 1
@.str.22 = private unnamed_addr constant [41 x i8] c"attempt to assign to const variable '%s'\00", align 1
@.str.23 = private unnamed_addr constant [46 x i8] c"multiple to-be-closed variables in local list\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"const\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"close\00", align 1
@.str.26 = private unnamed_addr constant [23 x i8] c"unknown attribute '%s'\00", align 1
@.str.27 = private unnamed_addr constant [38 x i8] c"label '%s' already defined on line %d\00", align 1
@.str.28 = private unnamed_addr constant [13 x i8] c"syntax error\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden i32 @luaY_nvarstack(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 66
  %3 = load i8, ptr %2, align 2, !tbaa !5
  %4 = zext i8 %3 to i32
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = getelementptr inbounds i8, ptr %0, i64 56
  br label %7

7:                                                ; preds = %10, %1
  %8 = phi i32 [ %4, %1 ], [ %11, %10 ]
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %28

10:                                               ; preds = %7
  %11 = add nsw i32 %8, -1
  %12 = load ptr, ptr %5, align 8, !tbaa !12
  %13 = getelementptr inbounds i8, ptr %12, i64 88
  %14 = load ptr, ptr %13, align 8, !tbaa !13
  %15 = load ptr, ptr %14, align 8, !tbaa !16
  %16 = load i32, ptr %6, align 8, !tbaa !20
  %17 = add nsw i32 %16, %11
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %union.Vardesc, ptr %15, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 9
  %21 = load i8, ptr %20, align 1, !tbaa !21
  %22 = icmp eq i8 %21, 3
  br i1 %22, label %7, label %23

23:                                               ; preds = %10
  %24 = getelementptr inbounds i8, ptr %19, i64 10
  %25 = load i8, ptr %24, align 2, !tbaa !21
  %26 = zext i8 %25 to i32
  %27 = add nuw nsw i32 %26, 1
  br label %28

28:                                               ; preds = %7, %23
  %29 = phi i32 [ %27, %23 ], [ 0, %7 ]
  ret i32 %29
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaY_parser(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = alloca %struct.BlockCnt, align 8
  %8 = alloca %struct.LexState, align 8
  %9 = alloca %struct.FuncState, align 8
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #11
  %10 = tail call ptr @luaF_newLclosure(ptr noundef %0, i32 noundef 1) #11
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !21
  store ptr %10, ptr %12, align 8, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store i8 70, ptr %13, align 8, !tbaa !22
  tail call void @luaD_inctop(ptr noundef %0) #11
  %14 = tail call ptr @luaH_new(ptr noundef %0) #11
  %15 = getelementptr inbounds i8, ptr %8, i64 80
  store ptr %14, ptr %15, align 8, !tbaa !24
  %16 = load ptr, ptr %11, align 8, !tbaa !21
  store ptr %14, ptr %16, align 8, !tbaa !21
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i8 69, ptr %17, align 8, !tbaa !22
  tail call void @luaD_inctop(ptr noundef %0) #11
  %18 = tail call ptr @luaF_newproto(ptr noundef %0) #11
  %19 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %18, ptr %19, align 8, !tbaa !25
  store ptr %18, ptr %9, align 8, !tbaa !27
  %20 = getelementptr inbounds i8, ptr %10, i64 9
  %21 = load i8, ptr %20, align 1, !tbaa !28
  %22 = and i8 %21, 32
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %30, label %24

24:                                               ; preds = %6
  %25 = getelementptr inbounds i8, ptr %18, i64 9
  %26 = load i8, ptr %25, align 1, !tbaa !29
  %27 = and i8 %26, 24
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %30, label %29

29:                                               ; preds = %24
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %10, ptr noundef nonnull %18) #11
  br label %30

30:                                               ; preds = %6, %24, %29
  %31 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef %4) #11
  %32 = getelementptr inbounds i8, ptr %18, i64 112
  store ptr %31, ptr %32, align 8, !tbaa !31
  %33 = getelementptr inbounds i8, ptr %18, i64 9
  %34 = load i8, ptr %33, align 1, !tbaa !29
  %35 = and i8 %34, 32
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %44, label %37

37:                                               ; preds = %30
  %38 = getelementptr inbounds i8, ptr %31, i64 9
  %39 = load i8, ptr %38, align 1, !tbaa !32
  %40 = and i8 %39, 24
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %37
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %18, ptr noundef nonnull %31) #11
  %43 = load ptr, ptr %32, align 8, !tbaa !31
  br label %44

44:                                               ; preds = %30, %37, %42
  %45 = phi ptr [ %31, %30 ], [ %31, %37 ], [ %43, %42 ]
  %46 = getelementptr inbounds i8, ptr %8, i64 72
  store ptr %2, ptr %46, align 8, !tbaa !34
  %47 = getelementptr inbounds i8, ptr %8, i64 88
  store ptr %3, ptr %47, align 8, !tbaa !13
  %48 = getelementptr inbounds i8, ptr %3, i64 40
  store i32 0, ptr %48, align 8, !tbaa !35
  %49 = getelementptr inbounds i8, ptr %3, i64 24
  store i32 0, ptr %49, align 8, !tbaa !36
  %50 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 0, ptr %50, align 8, !tbaa !37
  call void @luaX_setinput(ptr noundef nonnull %0, ptr noundef nonnull %8, ptr noundef %1, ptr noundef %45, i32 noundef %5) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11
  %51 = getelementptr inbounds i8, ptr %8, i64 48
  %52 = load ptr, ptr %51, align 8, !tbaa !38
  %53 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %53, align 8, !tbaa !39
  %54 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %8, ptr %54, align 8, !tbaa !12
  store ptr %9, ptr %51, align 8, !tbaa !38
  %55 = getelementptr inbounds i8, ptr %9, i64 32
  store i32 0, ptr %55, align 8, !tbaa !40
  %56 = getelementptr inbounds i8, ptr %18, i64 44
  %57 = load i32, ptr %56, align 4, !tbaa !41
  %58 = getelementptr inbounds i8, ptr %9, i64 40
  store i32 %57, ptr %58, align 8, !tbaa !42
  %59 = getelementptr inbounds i8, ptr %9, i64 36
  store i32 0, ptr %59, align 4, !tbaa !43
  %60 = getelementptr inbounds i8, ptr %9, i64 44
  store i32 0, ptr %60, align 4, !tbaa !44
  %61 = getelementptr inbounds i8, ptr %9, i64 52
  store i32 0, ptr %61, align 4, !tbaa !45
  %62 = getelementptr inbounds i8, ptr %9, i64 48
  store i32 0, ptr %62, align 8, !tbaa !46
  %63 = getelementptr inbounds i8, ptr %9, i64 64
  %64 = getelementptr inbounds i8, ptr %9, i64 66
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %63, i8 0, i64 7, i1 false)
  %65 = load ptr, ptr %47, align 8, !tbaa !13
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = load i32, ptr %66, align 8, !tbaa !37
  %68 = getelementptr inbounds i8, ptr %9, i64 56
  store i32 %67, ptr %68, align 8, !tbaa !20
  %69 = getelementptr inbounds i8, ptr %65, i64 40
  %70 = load i32, ptr %69, align 8, !tbaa !35
  %71 = getelementptr inbounds i8, ptr %9, i64 60
  store i32 %70, ptr %71, align 4, !tbaa !47
  %72 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr null, ptr %72, align 8, !tbaa !48
  %73 = getelementptr inbounds i8, ptr %8, i64 96
  %74 = load ptr, ptr %73, align 8, !tbaa !49
  store ptr %74, ptr %32, align 8, !tbaa !31
  %75 = load i8, ptr %33, align 1, !tbaa !29
  %76 = and i8 %75, 32
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %93, label %78

78:                                               ; preds = %44
  %79 = getelementptr inbounds i8, ptr %74, i64 9
  %80 = load i8, ptr %79, align 1, !tbaa !32
  %81 = and i8 %80, 24
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %93, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %8, i64 56
  %85 = load ptr, ptr %84, align 8, !tbaa !50
  call void @luaC_barrier_(ptr noundef %85, ptr noundef nonnull %18, ptr noundef nonnull %74) #11
  %86 = load i8, ptr %64, align 2, !tbaa !5
  %87 = load ptr, ptr %54, align 8, !tbaa !12
  %88 = getelementptr inbounds i8, ptr %87, i64 88
  %89 = load ptr, ptr %88, align 8, !tbaa !13
  %90 = getelementptr inbounds i8, ptr %89, i64 40
  %91 = load i32, ptr %90, align 8, !tbaa !35
  %92 = load ptr, ptr %72, align 8, !tbaa !48
  br label %93

93:                                               ; preds = %83, %78, %44
  %94 = phi ptr [ null, %44 ], [ null, %78 ], [ %92, %83 ]
  %95 = phi i32 [ %70, %44 ], [ %70, %78 ], [ %91, %83 ]
  %96 = phi ptr [ %65, %44 ], [ %65, %78 ], [ %89, %83 ]
  %97 = phi i8 [ 0, %44 ], [ 0, %78 ], [ %86, %83 ]
  %98 = getelementptr inbounds i8, ptr %18, i64 12
  store i8 2, ptr %98, align 4, !tbaa !51
  %99 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %99, align 2, !tbaa !52
  %100 = getelementptr inbounds i8, ptr %7, i64 16
  store i8 %97, ptr %100, align 8, !tbaa !54
  %101 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %95, ptr %101, align 8, !tbaa !55
  %102 = getelementptr inbounds i8, ptr %96, i64 24
  %103 = load i32, ptr %102, align 8, !tbaa !36
  %104 = getelementptr inbounds i8, ptr %7, i64 12
  store i32 %103, ptr %104, align 4, !tbaa !56
  %105 = getelementptr inbounds i8, ptr %7, i64 17
  store i8 0, ptr %105, align 1, !tbaa !57
  %106 = icmp eq ptr %94, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %93
  %108 = getelementptr inbounds i8, ptr %94, i64 19
  %109 = load i8, ptr %108, align 1, !tbaa !58
  %110 = icmp ne i8 %109, 0
  %111 = zext i1 %110 to i8
  br label %112

112:                                              ; preds = %107, %93
  %113 = phi i8 [ 0, %93 ], [ %111, %107 ]
  %114 = getelementptr inbounds i8, ptr %7, i64 19
  store i8 %113, ptr %114, align 1, !tbaa !58
  store ptr %94, ptr %7, align 8, !tbaa !59
  store ptr %7, ptr %72, align 8, !tbaa !48
  %115 = load ptr, ptr %9, align 8, !tbaa !27
  %116 = getelementptr inbounds i8, ptr %115, i64 11
  store i8 1, ptr %116, align 1, !tbaa !60
  %117 = call i32 @luaK_codeABCk(ptr noundef nonnull %9, i32 noundef 81, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  %118 = getelementptr inbounds i8, ptr %9, i64 67
  %119 = load i8, ptr %118, align 1, !tbaa !61
  %120 = icmp eq i8 %119, -1
  br i1 %120, label %121, label %122

121:                                              ; preds = %112
  call fastcc void @errorlimit(ptr noundef nonnull readonly %9, i32 noundef 255, ptr noundef nonnull @.str) #12
  unreachable

122:                                              ; preds = %112
  %123 = load ptr, ptr %9, align 8, !tbaa !27
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  %125 = zext i8 %119 to i32
  %126 = load i32, ptr %124, align 8, !tbaa !62
  %127 = load ptr, ptr %54, align 8, !tbaa !12
  %128 = getelementptr inbounds i8, ptr %127, i64 56
  %129 = load ptr, ptr %128, align 8, !tbaa !50
  %130 = getelementptr inbounds i8, ptr %123, i64 80
  %131 = load ptr, ptr %130, align 8, !tbaa !63
  %132 = call ptr @luaM_growaux_(ptr noundef %129, ptr noundef %131, i32 noundef %125, ptr noundef nonnull %124, i32 noundef 16, i32 noundef 255, ptr noundef nonnull @.str) #11
  store ptr %132, ptr %130, align 8, !tbaa !63
  %133 = load i32, ptr %124, align 8, !tbaa !62
  %134 = icmp slt i32 %126, %133
  br i1 %134, label %135, label %164

135:                                              ; preds = %122
  %136 = sext i32 %126 to i64
  %137 = sext i32 %133 to i64
  %138 = sub nsw i64 %137, %136
  %139 = and i64 %138, 3
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %148, label %141

141:                                              ; preds = %135, %141
  %142 = phi i64 [ %144, %141 ], [ %136, %135 ]
  %143 = phi i64 [ %146, %141 ], [ 0, %135 ]
  %144 = add nsw i64 %142, 1
  %145 = getelementptr inbounds %struct.Upvaldesc, ptr %132, i64 %142
  store ptr null, ptr %145, align 8, !tbaa !64
  %146 = add i64 %143, 1
  %147 = icmp eq i64 %146, %139
  br i1 %147, label %148, label %141, !llvm.loop !66

148:                                              ; preds = %141, %135
  %149 = phi i64 [ %136, %135 ], [ %144, %141 ]
  %150 = sub nsw i64 %136, %137
  %151 = icmp ugt i64 %150, -4
  br i1 %151, label %164, label %152

152:                                              ; preds = %148
  %153 = getelementptr i8, ptr %132, i64 16
  %154 = getelementptr i8, ptr %132, i64 32
  %155 = getelementptr i8, ptr %132, i64 48
  br label %156

156:                                              ; preds = %156, %152
  %157 = phi i64 [ %149, %152 ], [ %161, %156 ]
  %158 = getelementptr inbounds %struct.Upvaldesc, ptr %132, i64 %157
  store ptr null, ptr %158, align 8, !tbaa !64
  %159 = getelementptr %struct.Upvaldesc, ptr %153, i64 %157
  store ptr null, ptr %159, align 8, !tbaa !64
  %160 = getelementptr %struct.Upvaldesc, ptr %154, i64 %157
  store ptr null, ptr %160, align 8, !tbaa !64
  %161 = add nsw i64 %157, 4
  %162 = getelementptr %struct.Upvaldesc, ptr %155, i64 %157
  store ptr null, ptr %162, align 8, !tbaa !64
  %163 = icmp eq i64 %161, %137
  br i1 %163, label %164, label %156, !llvm.loop !68

164:                                              ; preds = %148, %156, %122
  %165 = load i8, ptr %118, align 1, !tbaa !61
  %166 = add i8 %165, 1
  store i8 %166, ptr %118, align 1, !tbaa !61
  %167 = zext i8 %165 to i64
  %168 = getelementptr inbounds %struct.Upvaldesc, ptr %132, i64 %167
  %169 = getelementptr inbounds i8, ptr %168, i64 8
  store i8 1, ptr %169, align 8, !tbaa !70
  %170 = getelementptr inbounds i8, ptr %168, i64 9
  store i8 0, ptr %170, align 1, !tbaa !71
  %171 = getelementptr inbounds i8, ptr %168, i64 10
  store i8 0, ptr %171, align 2, !tbaa !72
  %172 = getelementptr inbounds i8, ptr %8, i64 104
  %173 = load ptr, ptr %172, align 8, !tbaa !73
  store ptr %173, ptr %168, align 8, !tbaa !64
  %174 = load ptr, ptr %9, align 8, !tbaa !27
  %175 = getelementptr inbounds i8, ptr %174, i64 9
  %176 = load i8, ptr %175, align 1, !tbaa !29
  %177 = and i8 %176, 32
  %178 = icmp eq i8 %177, 0
  br i1 %178, label %187, label %179

179:                                              ; preds = %164
  %180 = getelementptr inbounds i8, ptr %173, i64 9
  %181 = load i8, ptr %180, align 1, !tbaa !32
  %182 = and i8 %181, 24
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %187, label %184

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %8, i64 56
  %186 = load ptr, ptr %185, align 8, !tbaa !50
  call void @luaC_barrier_(ptr noundef %186, ptr noundef nonnull %174, ptr noundef nonnull %173) #11
  br label %187

187:                                              ; preds = %184, %179, %164
  call void @luaX_next(ptr noundef nonnull %8) #11
  %188 = getelementptr inbounds i8, ptr %8, i64 16
  br label %189

189:                                              ; preds = %193, %187
  %190 = load i32, ptr %188, align 8, !tbaa !74
  switch i32 %190, label %193 [
    i32 259, label %194
    i32 260, label %194
    i32 261, label %194
    i32 288, label %194
    i32 276, label %194
    i32 273, label %191
  ]

191:                                              ; preds = %189
  call fastcc void @statement(ptr noundef nonnull %8)
  %192 = load i32, ptr %188, align 8, !tbaa !74
  br label %194

193:                                              ; preds = %189
  call fastcc void @statement(ptr noundef nonnull %8)
  br label %189, !llvm.loop !75

194:                                              ; preds = %189, %189, %189, %189, %189, %191
  %195 = phi i32 [ %192, %191 ], [ %190, %189 ], [ %190, %189 ], [ %190, %189 ], [ %190, %189 ], [ %190, %189 ]
  %196 = icmp eq i32 %195, 288
  br i1 %196, label %198, label %197

197:                                              ; preds = %194
  call fastcc void @error_expected(ptr noundef nonnull %8, i32 noundef 288) #12
  unreachable

198:                                              ; preds = %194
  call fastcc void @close_func(ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11
  %199 = load ptr, ptr %11, align 8, !tbaa !21
  %200 = getelementptr inbounds i8, ptr %199, i64 -16
  store ptr %200, ptr %11, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8) #11
  ret ptr %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare hidden ptr @luaF_newLclosure(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare hidden void @luaD_inctop(ptr noundef) local_unnamed_addr #3

declare hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #3

declare hidden ptr @luaF_newproto(ptr noundef) local_unnamed_addr #3

declare hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaX_setinput(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaX_next(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @close_func(ptr nocapture noundef %0) unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
  %3 = load ptr, ptr %2, align 8, !tbaa !50
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !38
  %6 = load ptr, ptr %5, align 8, !tbaa !27
  %7 = getelementptr inbounds i8, ptr %5, i64 66
  %8 = load i8, ptr %7, align 2, !tbaa !5
  %9 = zext i8 %8 to i32
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  %11 = getelementptr inbounds i8, ptr %5, i64 56
  br label %12

12:                                               ; preds = %15, %1
  %13 = phi i32 [ %9, %1 ], [ %16, %15 ]
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %33

15:                                               ; preds = %12
  %16 = add nsw i32 %13, -1
  %17 = load ptr, ptr %10, align 8, !tbaa !12
  %18 = getelementptr inbounds i8, ptr %17, i64 88
  %19 = load ptr, ptr %18, align 8, !tbaa !13
  %20 = load ptr, ptr %19, align 8, !tbaa !16
  %21 = load i32, ptr %11, align 8, !tbaa !20
  %22 = add nsw i32 %21, %16
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %union.Vardesc, ptr %20, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 9
  %26 = load i8, ptr %25, align 1, !tbaa !21
  %27 = icmp eq i8 %26, 3
  br i1 %27, label %12, label %28

28:                                               ; preds = %15
  %29 = getelementptr inbounds i8, ptr %24, i64 10
  %30 = load i8, ptr %29, align 2, !tbaa !21
  %31 = zext i8 %30 to i32
  %32 = add nuw nsw i32 %31, 1
  br label %33

33:                                               ; preds = %12, %28
  %34 = phi i32 [ %32, %28 ], [ 0, %12 ]
  tail call void @luaK_ret(ptr noundef nonnull %5, i32 noundef %34, i32 noundef 0) #11
  tail call fastcc void @leaveblock(ptr noundef nonnull %5)
  tail call void @luaK_finish(ptr noundef nonnull %5) #11
  %35 = getelementptr inbounds i8, ptr %6, i64 64
  %36 = load ptr, ptr %35, align 8, !tbaa !76
  %37 = getelementptr inbounds i8, ptr %6, i64 24
  %38 = getelementptr inbounds i8, ptr %5, i64 32
  %39 = load i32, ptr %38, align 8, !tbaa !40
  %40 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %36, ptr noundef nonnull %37, i32 noundef %39, i32 noundef 4) #11
  store ptr %40, ptr %35, align 8, !tbaa !76
  %41 = getelementptr inbounds i8, ptr %6, i64 88
  %42 = load ptr, ptr %41, align 8, !tbaa !77
  %43 = getelementptr inbounds i8, ptr %6, i64 28
  %44 = load i32, ptr %38, align 8, !tbaa !40
  %45 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %42, ptr noundef nonnull %43, i32 noundef %44, i32 noundef 1) #11
  store ptr %45, ptr %41, align 8, !tbaa !77
  %46 = getelementptr inbounds i8, ptr %6, i64 96
  %47 = load ptr, ptr %46, align 8, !tbaa !78
  %48 = getelementptr inbounds i8, ptr %6, i64 40
  %49 = getelementptr inbounds i8, ptr %5, i64 52
  %50 = load i32, ptr %49, align 4, !tbaa !45
  %51 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %47, ptr noundef nonnull %48, i32 noundef %50, i32 noundef 8) #11
  store ptr %51, ptr %46, align 8, !tbaa !78
  %52 = getelementptr inbounds i8, ptr %6, i64 56
  %53 = load ptr, ptr %52, align 8, !tbaa !79
  %54 = getelementptr inbounds i8, ptr %6, i64 20
  %55 = getelementptr inbounds i8, ptr %5, i64 44
  %56 = load i32, ptr %55, align 4, !tbaa !44
  %57 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %53, ptr noundef nonnull %54, i32 noundef %56, i32 noundef 16) #11
  store ptr %57, ptr %52, align 8, !tbaa !79
  %58 = getelementptr inbounds i8, ptr %6, i64 72
  %59 = load ptr, ptr %58, align 8, !tbaa !80
  %60 = getelementptr inbounds i8, ptr %6, i64 32
  %61 = getelementptr inbounds i8, ptr %5, i64 48
  %62 = load i32, ptr %61, align 8, !tbaa !46
  %63 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %59, ptr noundef nonnull %60, i32 noundef %62, i32 noundef 8) #11
  store ptr %63, ptr %58, align 8, !tbaa !80
  %64 = getelementptr inbounds i8, ptr %6, i64 104
  %65 = load ptr, ptr %64, align 8, !tbaa !81
  %66 = getelementptr inbounds i8, ptr %6, i64 36
  %67 = getelementptr inbounds i8, ptr %5, i64 64
  %68 = load i16, ptr %67, align 8, !tbaa !82
  %69 = sext i16 %68 to i32
  %70 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %65, ptr noundef nonnull %66, i32 noundef %69, i32 noundef 16) #11
  store ptr %70, ptr %64, align 8, !tbaa !81
  %71 = getelementptr inbounds i8, ptr %6, i64 80
  %72 = load ptr, ptr %71, align 8, !tbaa !63
  %73 = getelementptr inbounds i8, ptr %6, i64 16
  %74 = getelementptr inbounds i8, ptr %5, i64 67
  %75 = load i8, ptr %74, align 1, !tbaa !61
  %76 = zext i8 %75 to i32
  %77 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %72, ptr noundef nonnull %73, i32 noundef %76, i32 noundef 16) #11
  store ptr %77, ptr %71, align 8, !tbaa !63
  %78 = getelementptr inbounds i8, ptr %5, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !39
  store ptr %79, ptr %4, align 8, !tbaa !38
  %80 = getelementptr inbounds i8, ptr %3, i64 24
  %81 = load ptr, ptr %80, align 8, !tbaa !83
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load i64, ptr %82, align 8, !tbaa !87
  %84 = icmp sgt i64 %83, 0
  br i1 %84, label %85, label %86

85:                                               ; preds = %33
  tail call void @luaC_step(ptr noundef nonnull %3) #11
  br label %86

86:                                               ; preds = %85, %33
  ret void
}

declare hidden i32 @luaK_codeABCk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare hidden ptr @luaM_growaux_(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @errorlimit(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef %2) unnamed_addr #4 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %5, i64 56
  %7 = load ptr, ptr %6, align 8, !tbaa !50
  %8 = load ptr, ptr %0, align 8, !tbaa !27
  %9 = getelementptr inbounds i8, ptr %8, i64 44
  %10 = load i32, ptr %9, align 4, !tbaa !41
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %3
  %13 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %7, ptr noundef nonnull @.str.2, i32 noundef %10) #11
  br label %14

14:                                               ; preds = %3, %12
  %15 = phi ptr [ %13, %12 ], [ @.str.1, %3 ]
  %16 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %7, ptr noundef nonnull @.str.3, ptr noundef %2, i32 noundef %1, ptr noundef %15) #11
  %17 = load ptr, ptr %4, align 8, !tbaa !12
  tail call void @luaX_syntaxerror(ptr noundef %17, ptr noundef %16) #13
  unreachable
}

declare hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: noreturn
declare hidden void @luaX_syntaxerror(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @statement(ptr noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.BlockCnt, align 8
  %3 = alloca %struct.expdesc, align 8
  %4 = alloca %struct.expdesc, align 8
  %5 = alloca %struct.expdesc, align 8
  %6 = alloca %struct.expdesc, align 8
  %7 = alloca %struct.expdesc, align 8
  %8 = alloca %struct.expdesc, align 8
  %9 = alloca %struct.expdesc, align 8
  %10 = alloca %struct.expdesc, align 8
  %11 = alloca %struct.expdesc, align 8
  %12 = alloca %struct.BlockCnt, align 8
  %13 = alloca %struct.BlockCnt, align 8
  %14 = alloca %struct.LHS_assign, align 8
  %15 = alloca %struct.expdesc, align 8
  %16 = alloca %struct.expdesc, align 8
  %17 = alloca %struct.expdesc, align 8
  %18 = alloca %struct.expdesc, align 8
  %19 = alloca %struct.expdesc, align 8
  %20 = alloca %struct.BlockCnt, align 8
  %21 = alloca %struct.BlockCnt, align 8
  %22 = alloca %struct.BlockCnt, align 8
  %23 = alloca %struct.BlockCnt, align 8
  %24 = alloca %struct.BlockCnt, align 8
  %25 = alloca i32, align 4
  %26 = getelementptr inbounds i8, ptr %0, i64 4
  %27 = load i32, ptr %26, align 4, !tbaa !90
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !50
  tail call void @luaE_incCstack(ptr noundef %29) #11
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %31, label %1285 [
    i32 59, label %32
    i32 266, label %33
    i32 277, label %181
    i32 258, label %256
    i32 263, label %290
    i32 272, label %637
    i32 264, label %720
    i32 268, label %797
    i32 287, label %1029
    i32 273, label %1078
    i32 257, label %1149
    i32 265, label %1175
  ]

32:                                               ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  br label %1307

33:                                               ; preds = %1
  %34 = getelementptr inbounds i8, ptr %0, i64 48
  %35 = load ptr, ptr %34, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #11
  store i32 -1, ptr %25, align 4, !tbaa !91
  %36 = getelementptr inbounds i8, ptr %2, i64 18
  %37 = getelementptr inbounds i8, ptr %2, i64 16
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = getelementptr inbounds i8, ptr %2, i64 12
  %40 = getelementptr inbounds i8, ptr %2, i64 17
  %41 = getelementptr inbounds i8, ptr %2, i64 19
  %42 = getelementptr inbounds i8, ptr %3, i64 20
  %43 = getelementptr inbounds i8, ptr %3, i64 16
  %44 = getelementptr inbounds i8, ptr %0, i64 88
  br label %45

45:                                               ; preds = %144, %33
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  %46 = load ptr, ptr %34, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %47 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %48 = load i32, ptr %30, align 8, !tbaa !74
  %49 = icmp eq i32 %48, 274
  br i1 %49, label %51, label %50

50:                                               ; preds = %45
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 274) #12
  unreachable

51:                                               ; preds = %45
  call void @luaX_next(ptr noundef nonnull %0) #11
  %52 = load i32, ptr %30, align 8, !tbaa !74
  %53 = icmp eq i32 %52, 257
  br i1 %53, label %54, label %108

54:                                               ; preds = %51
  %55 = load i32, ptr %26, align 4, !tbaa !90
  %56 = load ptr, ptr %34, align 8, !tbaa !38
  call void @luaK_goiffalse(ptr noundef %56, ptr noundef nonnull %3) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  store i8 0, ptr %36, align 2, !tbaa !52
  %57 = getelementptr inbounds i8, ptr %46, i64 66
  %58 = load i8, ptr %57, align 2, !tbaa !5
  store i8 %58, ptr %37, align 8, !tbaa !54
  %59 = getelementptr inbounds i8, ptr %46, i64 16
  %60 = load ptr, ptr %59, align 8, !tbaa !12
  %61 = getelementptr inbounds i8, ptr %60, i64 88
  %62 = load ptr, ptr %61, align 8, !tbaa !13
  %63 = getelementptr inbounds i8, ptr %62, i64 40
  %64 = load i32, ptr %63, align 8, !tbaa !35
  store i32 %64, ptr %38, align 8, !tbaa !55
  %65 = getelementptr inbounds i8, ptr %62, i64 24
  %66 = load i32, ptr %65, align 8, !tbaa !36
  store i32 %66, ptr %39, align 4, !tbaa !56
  store i8 0, ptr %40, align 1, !tbaa !57
  %67 = getelementptr inbounds i8, ptr %46, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !48
  %69 = icmp eq ptr %68, null
  br i1 %69, label %75, label %70

70:                                               ; preds = %54
  %71 = getelementptr inbounds i8, ptr %68, i64 19
  %72 = load i8, ptr %71, align 1, !tbaa !58
  %73 = icmp ne i8 %72, 0
  %74 = zext i1 %73 to i8
  br label %75

75:                                               ; preds = %70, %54
  %76 = phi i8 [ 0, %54 ], [ %74, %70 ]
  store i8 %76, ptr %41, align 1, !tbaa !58
  store ptr %68, ptr %2, align 8, !tbaa !59
  store ptr %2, ptr %67, align 8, !tbaa !48
  %77 = load ptr, ptr %28, align 8, !tbaa !50
  %78 = call ptr @luaS_newlstr(ptr noundef %77, ptr noundef nonnull @.str.4, i64 noundef 5) #11
  %79 = load i32, ptr %43, align 8, !tbaa !92
  %80 = load ptr, ptr %44, align 8, !tbaa !13
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = getelementptr inbounds i8, ptr %80, i64 24
  %83 = load i32, ptr %82, align 8, !tbaa !94
  %84 = load ptr, ptr %28, align 8, !tbaa !50
  %85 = load ptr, ptr %81, align 8, !tbaa !95
  %86 = getelementptr inbounds i8, ptr %80, i64 28
  %87 = call ptr @luaM_growaux_(ptr noundef %84, ptr noundef %85, i32 noundef %83, ptr noundef nonnull %86, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11
  store ptr %87, ptr %81, align 8, !tbaa !95
  %88 = sext i32 %83 to i64
  %89 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88
  store ptr %78, ptr %89, align 8, !tbaa !96
  %90 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 2
  store i32 %55, ptr %90, align 4, !tbaa !98
  %91 = load ptr, ptr %34, align 8, !tbaa !38
  %92 = getelementptr inbounds i8, ptr %91, i64 66
  %93 = load i8, ptr %92, align 2, !tbaa !5
  %94 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 3
  store i8 %93, ptr %94, align 8, !tbaa !99
  %95 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 4
  store i8 0, ptr %95, align 1, !tbaa !100
  %96 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 1
  store i32 %79, ptr %96, align 8, !tbaa !101
  %97 = add nsw i32 %83, 1
  store i32 %97, ptr %82, align 8, !tbaa !94
  %98 = load i32, ptr %30, align 8, !tbaa !74
  %99 = icmp eq i32 %98, 59
  br i1 %99, label %100, label %103

100:                                              ; preds = %75, %100
  call void @luaX_next(ptr noundef nonnull %0) #11
  %101 = load i32, ptr %30, align 8, !tbaa !74
  %102 = icmp eq i32 %101, 59
  br i1 %102, label %100, label %103, !llvm.loop !102

103:                                              ; preds = %100, %75
  %104 = phi i32 [ %98, %75 ], [ %101, %100 ]
  switch i32 %104, label %105 [
    i32 259, label %107
    i32 260, label %107
    i32 261, label %107
    i32 288, label %107
  ]

105:                                              ; preds = %103
  %106 = call i32 @luaK_jump(ptr noundef %46) #11
  br label %131

107:                                              ; preds = %103, %103, %103, %103
  call fastcc void @leaveblock(ptr noundef %46)
  br label %144

108:                                              ; preds = %51
  %109 = load ptr, ptr %34, align 8, !tbaa !38
  call void @luaK_goiftrue(ptr noundef %109, ptr noundef nonnull %3) #11
  store i8 0, ptr %36, align 2, !tbaa !52
  %110 = getelementptr inbounds i8, ptr %46, i64 66
  %111 = load i8, ptr %110, align 2, !tbaa !5
  store i8 %111, ptr %37, align 8, !tbaa !54
  %112 = getelementptr inbounds i8, ptr %46, i64 16
  %113 = load ptr, ptr %112, align 8, !tbaa !12
  %114 = getelementptr inbounds i8, ptr %113, i64 88
  %115 = load ptr, ptr %114, align 8, !tbaa !13
  %116 = getelementptr inbounds i8, ptr %115, i64 40
  %117 = load i32, ptr %116, align 8, !tbaa !35
  store i32 %117, ptr %38, align 8, !tbaa !55
  %118 = getelementptr inbounds i8, ptr %115, i64 24
  %119 = load i32, ptr %118, align 8, !tbaa !36
  store i32 %119, ptr %39, align 4, !tbaa !56
  store i8 0, ptr %40, align 1, !tbaa !57
  %120 = getelementptr inbounds i8, ptr %46, i64 24
  %121 = load ptr, ptr %120, align 8, !tbaa !48
  %122 = icmp eq ptr %121, null
  br i1 %122, label %128, label %123

123:                                              ; preds = %108
  %124 = getelementptr inbounds i8, ptr %121, i64 19
  %125 = load i8, ptr %124, align 1, !tbaa !58
  %126 = icmp ne i8 %125, 0
  %127 = zext i1 %126 to i8
  br label %128

128:                                              ; preds = %123, %108
  %129 = phi i8 [ 0, %108 ], [ %127, %123 ]
  store i8 %129, ptr %41, align 1, !tbaa !58
  store ptr %121, ptr %2, align 8, !tbaa !59
  store ptr %2, ptr %120, align 8, !tbaa !48
  %130 = load i32, ptr %42, align 4, !tbaa !103
  br label %131

131:                                              ; preds = %128, %105
  %132 = phi i32 [ %130, %128 ], [ %106, %105 ]
  br label %133

133:                                              ; preds = %136, %131
  %134 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %134, label %136 [
    i32 259, label %137
    i32 260, label %137
    i32 261, label %137
    i32 288, label %137
    i32 276, label %137
    i32 273, label %135
  ]

135:                                              ; preds = %133
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %137

136:                                              ; preds = %133
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %133, !llvm.loop !75

137:                                              ; preds = %133, %133, %133, %133, %133, %135
  call fastcc void @leaveblock(ptr noundef %46)
  %138 = load i32, ptr %30, align 8, !tbaa !74
  %139 = add i32 %138, -259
  %140 = icmp ult i32 %139, 2
  br i1 %140, label %141, label %143

141:                                              ; preds = %137
  %142 = call i32 @luaK_jump(ptr noundef %46) #11
  call void @luaK_concat(ptr noundef %46, ptr noundef nonnull %25, i32 noundef %142) #11
  br label %143

143:                                              ; preds = %141, %137
  call void @luaK_patchtohere(ptr noundef %46, i32 noundef %132) #11
  br label %144

144:                                              ; preds = %107, %143
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  %145 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %145, label %179 [
    i32 260, label %45
    i32 259, label %146
  ], !llvm.loop !104

146:                                              ; preds = %144
  call void @luaX_next(ptr noundef nonnull %0) #11
  %147 = load ptr, ptr %34, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #11
  %148 = getelementptr inbounds i8, ptr %13, i64 18
  store i8 0, ptr %148, align 2, !tbaa !52
  %149 = getelementptr inbounds i8, ptr %147, i64 66
  %150 = load i8, ptr %149, align 2, !tbaa !5
  %151 = getelementptr inbounds i8, ptr %13, i64 16
  store i8 %150, ptr %151, align 8, !tbaa !54
  %152 = getelementptr inbounds i8, ptr %147, i64 16
  %153 = load ptr, ptr %152, align 8, !tbaa !12
  %154 = getelementptr inbounds i8, ptr %153, i64 88
  %155 = load ptr, ptr %154, align 8, !tbaa !13
  %156 = getelementptr inbounds i8, ptr %155, i64 40
  %157 = load i32, ptr %156, align 8, !tbaa !35
  %158 = getelementptr inbounds i8, ptr %13, i64 8
  store i32 %157, ptr %158, align 8, !tbaa !55
  %159 = getelementptr inbounds i8, ptr %155, i64 24
  %160 = load i32, ptr %159, align 8, !tbaa !36
  %161 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 %160, ptr %161, align 4, !tbaa !56
  %162 = getelementptr inbounds i8, ptr %13, i64 17
  store i8 0, ptr %162, align 1, !tbaa !57
  %163 = getelementptr inbounds i8, ptr %147, i64 24
  %164 = load ptr, ptr %163, align 8, !tbaa !48
  %165 = icmp eq ptr %164, null
  br i1 %165, label %171, label %166

166:                                              ; preds = %146
  %167 = getelementptr inbounds i8, ptr %164, i64 19
  %168 = load i8, ptr %167, align 1, !tbaa !58
  %169 = icmp ne i8 %168, 0
  %170 = zext i1 %169 to i8
  br label %171

171:                                              ; preds = %166, %146
  %172 = phi i8 [ 0, %146 ], [ %170, %166 ]
  %173 = getelementptr inbounds i8, ptr %13, i64 19
  store i8 %172, ptr %173, align 1, !tbaa !58
  store ptr %164, ptr %13, align 8, !tbaa !59
  store ptr %13, ptr %163, align 8, !tbaa !48
  br label %174

174:                                              ; preds = %177, %171
  %175 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %175, label %177 [
    i32 259, label %178
    i32 260, label %178
    i32 261, label %178
    i32 288, label %178
    i32 276, label %178
    i32 273, label %176
  ]

176:                                              ; preds = %174
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %178

177:                                              ; preds = %174
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %174, !llvm.loop !75

178:                                              ; preds = %174, %174, %174, %174, %174, %176
  call fastcc void @leaveblock(ptr noundef %147)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #11
  br label %179

179:                                              ; preds = %144, %178
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 266, i32 noundef %27)
  %180 = load i32, ptr %25, align 4, !tbaa !91
  call void @luaK_patchtohere(ptr noundef %35, i32 noundef %180) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #11
  br label %1307

181:                                              ; preds = %1
  %182 = getelementptr inbounds i8, ptr %0, i64 48
  %183 = load ptr, ptr %182, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #11
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %184 = tail call i32 @luaK_getlabel(ptr noundef %183) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #11
  %185 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %11, i32 noundef 0)
  %186 = load i32, ptr %11, align 8, !tbaa !105
  %187 = icmp eq i32 %186, 1
  br i1 %187, label %188, label %189

188:                                              ; preds = %181
  store i32 3, ptr %11, align 8, !tbaa !105
  br label %189

189:                                              ; preds = %181, %188
  %190 = load ptr, ptr %182, align 8, !tbaa !38
  call void @luaK_goiftrue(ptr noundef %190, ptr noundef nonnull %11) #11
  %191 = getelementptr inbounds i8, ptr %11, i64 20
  %192 = load i32, ptr %191, align 4, !tbaa !103
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #11
  %193 = getelementptr inbounds i8, ptr %24, i64 18
  store i8 1, ptr %193, align 2, !tbaa !52
  %194 = getelementptr inbounds i8, ptr %183, i64 66
  %195 = load i8, ptr %194, align 2, !tbaa !5
  %196 = getelementptr inbounds i8, ptr %24, i64 16
  store i8 %195, ptr %196, align 8, !tbaa !54
  %197 = getelementptr inbounds i8, ptr %183, i64 16
  %198 = load ptr, ptr %197, align 8, !tbaa !12
  %199 = getelementptr inbounds i8, ptr %198, i64 88
  %200 = load ptr, ptr %199, align 8, !tbaa !13
  %201 = getelementptr inbounds i8, ptr %200, i64 40
  %202 = load i32, ptr %201, align 8, !tbaa !35
  %203 = getelementptr inbounds i8, ptr %24, i64 8
  store i32 %202, ptr %203, align 8, !tbaa !55
  %204 = getelementptr inbounds i8, ptr %200, i64 24
  %205 = load i32, ptr %204, align 8, !tbaa !36
  %206 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 %205, ptr %206, align 4, !tbaa !56
  %207 = getelementptr inbounds i8, ptr %24, i64 17
  store i8 0, ptr %207, align 1, !tbaa !57
  %208 = getelementptr inbounds i8, ptr %183, i64 24
  %209 = load ptr, ptr %208, align 8, !tbaa !48
  %210 = icmp eq ptr %209, null
  br i1 %210, label %216, label %211

211:                                              ; preds = %189
  %212 = getelementptr inbounds i8, ptr %209, i64 19
  %213 = load i8, ptr %212, align 1, !tbaa !58
  %214 = icmp ne i8 %213, 0
  %215 = zext i1 %214 to i8
  br label %216

216:                                              ; preds = %189, %211
  %217 = phi i8 [ 0, %189 ], [ %215, %211 ]
  %218 = getelementptr inbounds i8, ptr %24, i64 19
  store i8 %217, ptr %218, align 1, !tbaa !58
  store ptr %209, ptr %24, align 8, !tbaa !59
  store ptr %24, ptr %208, align 8, !tbaa !48
  %219 = load i32, ptr %30, align 8, !tbaa !74
  %220 = icmp eq i32 %219, 258
  br i1 %220, label %222, label %221

221:                                              ; preds = %216
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 258) #12
  unreachable

222:                                              ; preds = %216
  call void @luaX_next(ptr noundef nonnull %0) #11
  %223 = load ptr, ptr %182, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #11
  %224 = getelementptr inbounds i8, ptr %12, i64 18
  store i8 0, ptr %224, align 2, !tbaa !52
  %225 = getelementptr inbounds i8, ptr %223, i64 66
  %226 = load i8, ptr %225, align 2, !tbaa !5
  %227 = getelementptr inbounds i8, ptr %12, i64 16
  store i8 %226, ptr %227, align 8, !tbaa !54
  %228 = getelementptr inbounds i8, ptr %223, i64 16
  %229 = load ptr, ptr %228, align 8, !tbaa !12
  %230 = getelementptr inbounds i8, ptr %229, i64 88
  %231 = load ptr, ptr %230, align 8, !tbaa !13
  %232 = getelementptr inbounds i8, ptr %231, i64 40
  %233 = load i32, ptr %232, align 8, !tbaa !35
  %234 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 %233, ptr %234, align 8, !tbaa !55
  %235 = getelementptr inbounds i8, ptr %231, i64 24
  %236 = load i32, ptr %235, align 8, !tbaa !36
  %237 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 %236, ptr %237, align 4, !tbaa !56
  %238 = getelementptr inbounds i8, ptr %12, i64 17
  store i8 0, ptr %238, align 1, !tbaa !57
  %239 = getelementptr inbounds i8, ptr %223, i64 24
  %240 = load ptr, ptr %239, align 8, !tbaa !48
  %241 = icmp eq ptr %240, null
  br i1 %241, label %247, label %242

242:                                              ; preds = %222
  %243 = getelementptr inbounds i8, ptr %240, i64 19
  %244 = load i8, ptr %243, align 1, !tbaa !58
  %245 = icmp ne i8 %244, 0
  %246 = zext i1 %245 to i8
  br label %247

247:                                              ; preds = %242, %222
  %248 = phi i8 [ 0, %222 ], [ %246, %242 ]
  %249 = getelementptr inbounds i8, ptr %12, i64 19
  store i8 %248, ptr %249, align 1, !tbaa !58
  store ptr %240, ptr %12, align 8, !tbaa !59
  store ptr %12, ptr %239, align 8, !tbaa !48
  br label %250

250:                                              ; preds = %253, %247
  %251 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %251, label %253 [
    i32 259, label %254
    i32 260, label %254
    i32 261, label %254
    i32 288, label %254
    i32 276, label %254
    i32 273, label %252
  ]

252:                                              ; preds = %250
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %254

253:                                              ; preds = %250
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %250, !llvm.loop !75

254:                                              ; preds = %250, %250, %250, %250, %250, %252
  call fastcc void @leaveblock(ptr noundef %223)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #11
  %255 = call i32 @luaK_jump(ptr noundef %183) #11
  call void @luaK_patchlist(ptr noundef %183, i32 noundef %255, i32 noundef %184) #11
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 277, i32 noundef %27)
  call fastcc void @leaveblock(ptr noundef %183)
  call void @luaK_patchtohere(ptr noundef %183, i32 noundef %192) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #11
  br label %1307

256:                                              ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %257 = getelementptr inbounds i8, ptr %0, i64 48
  %258 = load ptr, ptr %257, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #11
  %259 = getelementptr inbounds i8, ptr %23, i64 18
  store i8 0, ptr %259, align 2, !tbaa !52
  %260 = getelementptr inbounds i8, ptr %258, i64 66
  %261 = load i8, ptr %260, align 2, !tbaa !5
  %262 = getelementptr inbounds i8, ptr %23, i64 16
  store i8 %261, ptr %262, align 8, !tbaa !54
  %263 = getelementptr inbounds i8, ptr %258, i64 16
  %264 = load ptr, ptr %263, align 8, !tbaa !12
  %265 = getelementptr inbounds i8, ptr %264, i64 88
  %266 = load ptr, ptr %265, align 8, !tbaa !13
  %267 = getelementptr inbounds i8, ptr %266, i64 40
  %268 = load i32, ptr %267, align 8, !tbaa !35
  %269 = getelementptr inbounds i8, ptr %23, i64 8
  store i32 %268, ptr %269, align 8, !tbaa !55
  %270 = getelementptr inbounds i8, ptr %266, i64 24
  %271 = load i32, ptr %270, align 8, !tbaa !36
  %272 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 %271, ptr %272, align 4, !tbaa !56
  %273 = getelementptr inbounds i8, ptr %23, i64 17
  store i8 0, ptr %273, align 1, !tbaa !57
  %274 = getelementptr inbounds i8, ptr %258, i64 24
  %275 = load ptr, ptr %274, align 8, !tbaa !48
  %276 = icmp eq ptr %275, null
  br i1 %276, label %282, label %277

277:                                              ; preds = %256
  %278 = getelementptr inbounds i8, ptr %275, i64 19
  %279 = load i8, ptr %278, align 1, !tbaa !58
  %280 = icmp ne i8 %279, 0
  %281 = zext i1 %280 to i8
  br label %282

282:                                              ; preds = %256, %277
  %283 = phi i8 [ 0, %256 ], [ %281, %277 ]
  %284 = getelementptr inbounds i8, ptr %23, i64 19
  store i8 %283, ptr %284, align 1, !tbaa !58
  store ptr %275, ptr %23, align 8, !tbaa !59
  store ptr %23, ptr %274, align 8, !tbaa !48
  br label %285

285:                                              ; preds = %288, %282
  %286 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %286, label %288 [
    i32 259, label %289
    i32 260, label %289
    i32 261, label %289
    i32 288, label %289
    i32 276, label %289
    i32 273, label %287
  ]

287:                                              ; preds = %285
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %289

288:                                              ; preds = %285
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %285, !llvm.loop !75

289:                                              ; preds = %285, %285, %285, %285, %285, %287
  call fastcc void @leaveblock(ptr noundef %258)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #11
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 258, i32 noundef %27)
  br label %1307

290:                                              ; preds = %1
  %291 = getelementptr inbounds i8, ptr %0, i64 48
  %292 = load ptr, ptr %291, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #11
  %293 = getelementptr inbounds i8, ptr %22, i64 18
  store i8 1, ptr %293, align 2, !tbaa !52
  %294 = getelementptr inbounds i8, ptr %292, i64 66
  %295 = load i8, ptr %294, align 2, !tbaa !5
  %296 = getelementptr inbounds i8, ptr %22, i64 16
  store i8 %295, ptr %296, align 8, !tbaa !54
  %297 = getelementptr inbounds i8, ptr %292, i64 16
  %298 = load ptr, ptr %297, align 8, !tbaa !12
  %299 = getelementptr inbounds i8, ptr %298, i64 88
  %300 = load ptr, ptr %299, align 8, !tbaa !13
  %301 = getelementptr inbounds i8, ptr %300, i64 40
  %302 = load i32, ptr %301, align 8, !tbaa !35
  %303 = getelementptr inbounds i8, ptr %22, i64 8
  store i32 %302, ptr %303, align 8, !tbaa !55
  %304 = getelementptr inbounds i8, ptr %300, i64 24
  %305 = load i32, ptr %304, align 8, !tbaa !36
  %306 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 %305, ptr %306, align 4, !tbaa !56
  %307 = getelementptr inbounds i8, ptr %22, i64 17
  store i8 0, ptr %307, align 1, !tbaa !57
  %308 = getelementptr inbounds i8, ptr %292, i64 24
  %309 = load ptr, ptr %308, align 8, !tbaa !48
  %310 = icmp eq ptr %309, null
  br i1 %310, label %316, label %311

311:                                              ; preds = %290
  %312 = getelementptr inbounds i8, ptr %309, i64 19
  %313 = load i8, ptr %312, align 1, !tbaa !58
  %314 = icmp ne i8 %313, 0
  %315 = zext i1 %314 to i8
  br label %316

316:                                              ; preds = %290, %311
  %317 = phi i8 [ 0, %290 ], [ %315, %311 ]
  %318 = getelementptr inbounds i8, ptr %22, i64 19
  store i8 %317, ptr %318, align 1, !tbaa !58
  store ptr %309, ptr %22, align 8, !tbaa !59
  store ptr %22, ptr %308, align 8, !tbaa !48
  call void @luaX_next(ptr noundef nonnull %0) #11
  %319 = load i32, ptr %30, align 8, !tbaa !74
  %320 = icmp eq i32 %319, 291
  br i1 %320, label %322, label %321

321:                                              ; preds = %316
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

322:                                              ; preds = %316
  %323 = getelementptr inbounds i8, ptr %0, i64 24
  %324 = load ptr, ptr %323, align 8, !tbaa !21
  call void @luaX_next(ptr noundef nonnull %0) #11
  %325 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %325, label %635 [
    i32 61, label %326
    i32 44, label %440
    i32 267, label %440
  ]

326:                                              ; preds = %322
  %327 = load ptr, ptr %291, align 8, !tbaa !38
  %328 = getelementptr inbounds i8, ptr %327, i64 68
  %329 = load i8, ptr %328, align 4, !tbaa !106
  %330 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %331 = load ptr, ptr %291, align 8, !tbaa !38
  %332 = getelementptr inbounds i8, ptr %0, i64 88
  %333 = load ptr, ptr %332, align 8, !tbaa !13
  %334 = getelementptr inbounds i8, ptr %333, i64 8
  %335 = load i32, ptr %334, align 8, !tbaa !37
  %336 = add nsw i32 %335, 1
  %337 = getelementptr inbounds i8, ptr %331, i64 56
  %338 = load i32, ptr %337, align 8, !tbaa !20
  %339 = sub nsw i32 %336, %338
  %340 = icmp sgt i32 %339, 200
  br i1 %340, label %341, label %342

341:                                              ; preds = %326
  call fastcc void @errorlimit(ptr noundef nonnull readonly %331, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

342:                                              ; preds = %326
  %343 = load ptr, ptr %28, align 8, !tbaa !50
  %344 = load ptr, ptr %333, align 8, !tbaa !16
  %345 = getelementptr inbounds i8, ptr %333, i64 12
  %346 = call ptr @luaM_growaux_(ptr noundef %343, ptr noundef %344, i32 noundef %336, ptr noundef nonnull %345, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %346, ptr %333, align 8, !tbaa !16
  %347 = load i32, ptr %334, align 8, !tbaa !37
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %334, align 8, !tbaa !37
  %349 = sext i32 %347 to i64
  %350 = getelementptr inbounds %union.Vardesc, ptr %346, i64 %349
  %351 = getelementptr inbounds i8, ptr %350, i64 9
  store i8 0, ptr %351, align 1, !tbaa !21
  %352 = getelementptr inbounds i8, ptr %350, i64 16
  store ptr %330, ptr %352, align 8, !tbaa !21
  %353 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %354 = load ptr, ptr %291, align 8, !tbaa !38
  %355 = load ptr, ptr %332, align 8, !tbaa !13
  %356 = getelementptr inbounds i8, ptr %355, i64 8
  %357 = load i32, ptr %356, align 8, !tbaa !37
  %358 = add nsw i32 %357, 1
  %359 = getelementptr inbounds i8, ptr %354, i64 56
  %360 = load i32, ptr %359, align 8, !tbaa !20
  %361 = sub nsw i32 %358, %360
  %362 = icmp sgt i32 %361, 200
  br i1 %362, label %363, label %364

363:                                              ; preds = %342
  call fastcc void @errorlimit(ptr noundef nonnull readonly %354, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

364:                                              ; preds = %342
  %365 = load ptr, ptr %28, align 8, !tbaa !50
  %366 = load ptr, ptr %355, align 8, !tbaa !16
  %367 = getelementptr inbounds i8, ptr %355, i64 12
  %368 = call ptr @luaM_growaux_(ptr noundef %365, ptr noundef %366, i32 noundef %358, ptr noundef nonnull %367, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %368, ptr %355, align 8, !tbaa !16
  %369 = load i32, ptr %356, align 8, !tbaa !37
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr %356, align 8, !tbaa !37
  %371 = sext i32 %369 to i64
  %372 = getelementptr inbounds %union.Vardesc, ptr %368, i64 %371
  %373 = getelementptr inbounds i8, ptr %372, i64 9
  store i8 0, ptr %373, align 1, !tbaa !21
  %374 = getelementptr inbounds i8, ptr %372, i64 16
  store ptr %353, ptr %374, align 8, !tbaa !21
  %375 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %376 = load ptr, ptr %291, align 8, !tbaa !38
  %377 = load ptr, ptr %332, align 8, !tbaa !13
  %378 = getelementptr inbounds i8, ptr %377, i64 8
  %379 = load i32, ptr %378, align 8, !tbaa !37
  %380 = add nsw i32 %379, 1
  %381 = getelementptr inbounds i8, ptr %376, i64 56
  %382 = load i32, ptr %381, align 8, !tbaa !20
  %383 = sub nsw i32 %380, %382
  %384 = icmp sgt i32 %383, 200
  br i1 %384, label %385, label %386

385:                                              ; preds = %364
  call fastcc void @errorlimit(ptr noundef nonnull readonly %376, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

386:                                              ; preds = %364
  %387 = load ptr, ptr %28, align 8, !tbaa !50
  %388 = load ptr, ptr %377, align 8, !tbaa !16
  %389 = getelementptr inbounds i8, ptr %377, i64 12
  %390 = call ptr @luaM_growaux_(ptr noundef %387, ptr noundef %388, i32 noundef %380, ptr noundef nonnull %389, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %390, ptr %377, align 8, !tbaa !16
  %391 = load i32, ptr %378, align 8, !tbaa !37
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %378, align 8, !tbaa !37
  %393 = sext i32 %391 to i64
  %394 = getelementptr inbounds %union.Vardesc, ptr %390, i64 %393
  %395 = getelementptr inbounds i8, ptr %394, i64 9
  store i8 0, ptr %395, align 1, !tbaa !21
  %396 = getelementptr inbounds i8, ptr %394, i64 16
  store ptr %375, ptr %396, align 8, !tbaa !21
  %397 = load ptr, ptr %291, align 8, !tbaa !38
  %398 = load ptr, ptr %332, align 8, !tbaa !13
  %399 = getelementptr inbounds i8, ptr %398, i64 8
  %400 = load i32, ptr %399, align 8, !tbaa !37
  %401 = add nsw i32 %400, 1
  %402 = getelementptr inbounds i8, ptr %397, i64 56
  %403 = load i32, ptr %402, align 8, !tbaa !20
  %404 = sub nsw i32 %401, %403
  %405 = icmp sgt i32 %404, 200
  br i1 %405, label %406, label %407

406:                                              ; preds = %386
  call fastcc void @errorlimit(ptr noundef nonnull readonly %397, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

407:                                              ; preds = %386
  %408 = load ptr, ptr %28, align 8, !tbaa !50
  %409 = load ptr, ptr %398, align 8, !tbaa !16
  %410 = getelementptr inbounds i8, ptr %398, i64 12
  %411 = call ptr @luaM_growaux_(ptr noundef %408, ptr noundef %409, i32 noundef %401, ptr noundef nonnull %410, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %411, ptr %398, align 8, !tbaa !16
  %412 = load i32, ptr %399, align 8, !tbaa !37
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr %399, align 8, !tbaa !37
  %414 = sext i32 %412 to i64
  %415 = getelementptr inbounds %union.Vardesc, ptr %411, i64 %414
  %416 = getelementptr inbounds i8, ptr %415, i64 9
  store i8 0, ptr %416, align 1, !tbaa !21
  %417 = getelementptr inbounds i8, ptr %415, i64 16
  store ptr %324, ptr %417, align 8, !tbaa !21
  %418 = load i32, ptr %30, align 8, !tbaa !74
  %419 = icmp eq i32 %418, 61
  br i1 %419, label %421, label %420

420:                                              ; preds = %407
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12
  unreachable

421:                                              ; preds = %407
  call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  %422 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %9, i32 noundef 0)
  %423 = load ptr, ptr %291, align 8, !tbaa !38
  call void @luaK_exp2nextreg(ptr noundef %423, ptr noundef nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  %424 = load i32, ptr %30, align 8, !tbaa !74
  %425 = icmp eq i32 %424, 44
  br i1 %425, label %427, label %426

426:                                              ; preds = %421
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 44) #12
  unreachable

427:                                              ; preds = %421
  call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #11
  %428 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %8, i32 noundef 0)
  %429 = load ptr, ptr %291, align 8, !tbaa !38
  call void @luaK_exp2nextreg(ptr noundef %429, ptr noundef nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #11
  %430 = load i32, ptr %30, align 8, !tbaa !74
  %431 = icmp eq i32 %430, 44
  br i1 %431, label %432, label %435

432:                                              ; preds = %427
  call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11
  %433 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %7, i32 noundef 0)
  %434 = load ptr, ptr %291, align 8, !tbaa !38
  call void @luaK_exp2nextreg(ptr noundef %434, ptr noundef nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11
  br label %438

435:                                              ; preds = %427
  %436 = load i8, ptr %328, align 4, !tbaa !106
  %437 = zext i8 %436 to i32
  call void @luaK_int(ptr noundef nonnull %327, i32 noundef %437, i64 noundef 1) #11
  call void @luaK_reserveregs(ptr noundef nonnull %327, i32 noundef 1) #11
  br label %438

438:                                              ; preds = %432, %435
  %439 = zext i8 %329 to i32
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 3)
  call fastcc void @forbody(ptr noundef nonnull %0, i32 noundef %439, i32 noundef %27, i32 noundef 1, i32 noundef 0)
  br label %636

440:                                              ; preds = %322, %322
  %441 = load ptr, ptr %291, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11
  %442 = getelementptr inbounds i8, ptr %441, i64 68
  %443 = load i8, ptr %442, align 4, !tbaa !106
  %444 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %445 = load ptr, ptr %291, align 8, !tbaa !38
  %446 = getelementptr inbounds i8, ptr %0, i64 88
  %447 = load ptr, ptr %446, align 8, !tbaa !13
  %448 = getelementptr inbounds i8, ptr %447, i64 8
  %449 = load i32, ptr %448, align 8, !tbaa !37
  %450 = add nsw i32 %449, 1
  %451 = getelementptr inbounds i8, ptr %445, i64 56
  %452 = load i32, ptr %451, align 8, !tbaa !20
  %453 = sub nsw i32 %450, %452
  %454 = icmp sgt i32 %453, 200
  br i1 %454, label %455, label %456

455:                                              ; preds = %440
  call fastcc void @errorlimit(ptr noundef nonnull readonly %445, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

456:                                              ; preds = %440
  %457 = load ptr, ptr %28, align 8, !tbaa !50
  %458 = load ptr, ptr %447, align 8, !tbaa !16
  %459 = getelementptr inbounds i8, ptr %447, i64 12
  %460 = call ptr @luaM_growaux_(ptr noundef %457, ptr noundef %458, i32 noundef %450, ptr noundef nonnull %459, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %460, ptr %447, align 8, !tbaa !16
  %461 = load i32, ptr %448, align 8, !tbaa !37
  %462 = add nsw i32 %461, 1
  store i32 %462, ptr %448, align 8, !tbaa !37
  %463 = sext i32 %461 to i64
  %464 = getelementptr inbounds %union.Vardesc, ptr %460, i64 %463
  %465 = getelementptr inbounds i8, ptr %464, i64 9
  store i8 0, ptr %465, align 1, !tbaa !21
  %466 = getelementptr inbounds i8, ptr %464, i64 16
  store ptr %444, ptr %466, align 8, !tbaa !21
  %467 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %468 = load ptr, ptr %291, align 8, !tbaa !38
  %469 = load ptr, ptr %446, align 8, !tbaa !13
  %470 = getelementptr inbounds i8, ptr %469, i64 8
  %471 = load i32, ptr %470, align 8, !tbaa !37
  %472 = add nsw i32 %471, 1
  %473 = getelementptr inbounds i8, ptr %468, i64 56
  %474 = load i32, ptr %473, align 8, !tbaa !20
  %475 = sub nsw i32 %472, %474
  %476 = icmp sgt i32 %475, 200
  br i1 %476, label %477, label %478

477:                                              ; preds = %456
  call fastcc void @errorlimit(ptr noundef nonnull readonly %468, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

478:                                              ; preds = %456
  %479 = load ptr, ptr %28, align 8, !tbaa !50
  %480 = load ptr, ptr %469, align 8, !tbaa !16
  %481 = getelementptr inbounds i8, ptr %469, i64 12
  %482 = call ptr @luaM_growaux_(ptr noundef %479, ptr noundef %480, i32 noundef %472, ptr noundef nonnull %481, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %482, ptr %469, align 8, !tbaa !16
  %483 = load i32, ptr %470, align 8, !tbaa !37
  %484 = add nsw i32 %483, 1
  store i32 %484, ptr %470, align 8, !tbaa !37
  %485 = sext i32 %483 to i64
  %486 = getelementptr inbounds %union.Vardesc, ptr %482, i64 %485
  %487 = getelementptr inbounds i8, ptr %486, i64 9
  store i8 0, ptr %487, align 1, !tbaa !21
  %488 = getelementptr inbounds i8, ptr %486, i64 16
  store ptr %467, ptr %488, align 8, !tbaa !21
  %489 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %490 = load ptr, ptr %291, align 8, !tbaa !38
  %491 = load ptr, ptr %446, align 8, !tbaa !13
  %492 = getelementptr inbounds i8, ptr %491, i64 8
  %493 = load i32, ptr %492, align 8, !tbaa !37
  %494 = add nsw i32 %493, 1
  %495 = getelementptr inbounds i8, ptr %490, i64 56
  %496 = load i32, ptr %495, align 8, !tbaa !20
  %497 = sub nsw i32 %494, %496
  %498 = icmp sgt i32 %497, 200
  br i1 %498, label %499, label %500

499:                                              ; preds = %478
  call fastcc void @errorlimit(ptr noundef nonnull readonly %490, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

500:                                              ; preds = %478
  %501 = load ptr, ptr %28, align 8, !tbaa !50
  %502 = load ptr, ptr %491, align 8, !tbaa !16
  %503 = getelementptr inbounds i8, ptr %491, i64 12
  %504 = call ptr @luaM_growaux_(ptr noundef %501, ptr noundef %502, i32 noundef %494, ptr noundef nonnull %503, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %504, ptr %491, align 8, !tbaa !16
  %505 = load i32, ptr %492, align 8, !tbaa !37
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr %492, align 8, !tbaa !37
  %507 = sext i32 %505 to i64
  %508 = getelementptr inbounds %union.Vardesc, ptr %504, i64 %507
  %509 = getelementptr inbounds i8, ptr %508, i64 9
  store i8 0, ptr %509, align 1, !tbaa !21
  %510 = getelementptr inbounds i8, ptr %508, i64 16
  store ptr %489, ptr %510, align 8, !tbaa !21
  %511 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %512 = load ptr, ptr %291, align 8, !tbaa !38
  %513 = load ptr, ptr %446, align 8, !tbaa !13
  %514 = getelementptr inbounds i8, ptr %513, i64 8
  %515 = load i32, ptr %514, align 8, !tbaa !37
  %516 = add nsw i32 %515, 1
  %517 = getelementptr inbounds i8, ptr %512, i64 56
  %518 = load i32, ptr %517, align 8, !tbaa !20
  %519 = sub nsw i32 %516, %518
  %520 = icmp sgt i32 %519, 200
  br i1 %520, label %521, label %522

521:                                              ; preds = %500
  call fastcc void @errorlimit(ptr noundef nonnull readonly %512, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

522:                                              ; preds = %500
  %523 = load ptr, ptr %28, align 8, !tbaa !50
  %524 = load ptr, ptr %513, align 8, !tbaa !16
  %525 = getelementptr inbounds i8, ptr %513, i64 12
  %526 = call ptr @luaM_growaux_(ptr noundef %523, ptr noundef %524, i32 noundef %516, ptr noundef nonnull %525, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %526, ptr %513, align 8, !tbaa !16
  %527 = load i32, ptr %514, align 8, !tbaa !37
  %528 = add nsw i32 %527, 1
  store i32 %528, ptr %514, align 8, !tbaa !37
  %529 = sext i32 %527 to i64
  %530 = getelementptr inbounds %union.Vardesc, ptr %526, i64 %529
  %531 = getelementptr inbounds i8, ptr %530, i64 9
  store i8 0, ptr %531, align 1, !tbaa !21
  %532 = getelementptr inbounds i8, ptr %530, i64 16
  store ptr %511, ptr %532, align 8, !tbaa !21
  %533 = load ptr, ptr %291, align 8, !tbaa !38
  %534 = load ptr, ptr %446, align 8, !tbaa !13
  %535 = getelementptr inbounds i8, ptr %534, i64 8
  %536 = load i32, ptr %535, align 8, !tbaa !37
  %537 = add nsw i32 %536, 1
  %538 = getelementptr inbounds i8, ptr %533, i64 56
  %539 = load i32, ptr %538, align 8, !tbaa !20
  %540 = sub nsw i32 %537, %539
  %541 = icmp sgt i32 %540, 200
  br i1 %541, label %542, label %543

542:                                              ; preds = %522
  call fastcc void @errorlimit(ptr noundef nonnull readonly %533, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

543:                                              ; preds = %522
  %544 = load ptr, ptr %28, align 8, !tbaa !50
  %545 = load ptr, ptr %534, align 8, !tbaa !16
  %546 = getelementptr inbounds i8, ptr %534, i64 12
  %547 = call ptr @luaM_growaux_(ptr noundef %544, ptr noundef %545, i32 noundef %537, ptr noundef nonnull %546, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %547, ptr %534, align 8, !tbaa !16
  %548 = load i32, ptr %535, align 8, !tbaa !37
  %549 = add nsw i32 %548, 1
  store i32 %549, ptr %535, align 8, !tbaa !37
  %550 = sext i32 %548 to i64
  %551 = getelementptr inbounds %union.Vardesc, ptr %547, i64 %550
  %552 = getelementptr inbounds i8, ptr %551, i64 9
  store i8 0, ptr %552, align 1, !tbaa !21
  %553 = getelementptr inbounds i8, ptr %551, i64 16
  store ptr %324, ptr %553, align 8, !tbaa !21
  %554 = load i32, ptr %30, align 8, !tbaa !74
  %555 = icmp eq i32 %554, 44
  br i1 %555, label %556, label %589

556:                                              ; preds = %543, %573
  %557 = phi i32 [ %584, %573 ], [ 5, %543 ]
  call void @luaX_next(ptr noundef nonnull %0) #11
  %558 = load i32, ptr %30, align 8, !tbaa !74
  %559 = icmp eq i32 %558, 291
  br i1 %559, label %561, label %560

560:                                              ; preds = %556
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

561:                                              ; preds = %556
  %562 = load ptr, ptr %323, align 8, !tbaa !21
  call void @luaX_next(ptr noundef nonnull %0) #11
  %563 = load ptr, ptr %291, align 8, !tbaa !38
  %564 = load ptr, ptr %446, align 8, !tbaa !13
  %565 = getelementptr inbounds i8, ptr %564, i64 8
  %566 = load i32, ptr %565, align 8, !tbaa !37
  %567 = add nsw i32 %566, 1
  %568 = getelementptr inbounds i8, ptr %563, i64 56
  %569 = load i32, ptr %568, align 8, !tbaa !20
  %570 = sub nsw i32 %567, %569
  %571 = icmp sgt i32 %570, 200
  br i1 %571, label %572, label %573

572:                                              ; preds = %561
  call fastcc void @errorlimit(ptr noundef nonnull readonly %563, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

573:                                              ; preds = %561
  %574 = load ptr, ptr %28, align 8, !tbaa !50
  %575 = load ptr, ptr %564, align 8, !tbaa !16
  %576 = getelementptr inbounds i8, ptr %564, i64 12
  %577 = call ptr @luaM_growaux_(ptr noundef %574, ptr noundef %575, i32 noundef %567, ptr noundef nonnull %576, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %577, ptr %564, align 8, !tbaa !16
  %578 = load i32, ptr %565, align 8, !tbaa !37
  %579 = add nsw i32 %578, 1
  store i32 %579, ptr %565, align 8, !tbaa !37
  %580 = sext i32 %578 to i64
  %581 = getelementptr inbounds %union.Vardesc, ptr %577, i64 %580
  %582 = getelementptr inbounds i8, ptr %581, i64 9
  store i8 0, ptr %582, align 1, !tbaa !21
  %583 = getelementptr inbounds i8, ptr %581, i64 16
  store ptr %562, ptr %583, align 8, !tbaa !21
  %584 = add nuw nsw i32 %557, 1
  %585 = load i32, ptr %30, align 8, !tbaa !74
  %586 = icmp eq i32 %585, 44
  br i1 %586, label %556, label %587, !llvm.loop !107

587:                                              ; preds = %573
  %588 = add nsw i32 %557, -3
  br label %589

589:                                              ; preds = %587, %543
  %590 = phi i32 [ %554, %543 ], [ %585, %587 ]
  %591 = phi i32 [ 1, %543 ], [ %588, %587 ]
  %592 = zext i8 %443 to i32
  %593 = icmp eq i32 %590, 267
  br i1 %593, label %595, label %594

594:                                              ; preds = %589
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 267) #12
  unreachable

595:                                              ; preds = %589
  call void @luaX_next(ptr noundef nonnull %0) #11
  %596 = load i32, ptr %26, align 4, !tbaa !90
  %597 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef 0)
  %598 = load i32, ptr %30, align 8, !tbaa !74
  %599 = icmp eq i32 %598, 44
  br i1 %599, label %600, label %607

600:                                              ; preds = %595, %600
  %601 = phi i32 [ %604, %600 ], [ 1, %595 ]
  call void @luaX_next(ptr noundef nonnull %0) #11
  %602 = load ptr, ptr %291, align 8, !tbaa !38
  call void @luaK_exp2nextreg(ptr noundef %602, ptr noundef nonnull %10) #11
  %603 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef 0)
  %604 = add nuw nsw i32 %601, 1
  %605 = load i32, ptr %30, align 8, !tbaa !74
  %606 = icmp eq i32 %605, 44
  br i1 %606, label %600, label %607, !llvm.loop !108

607:                                              ; preds = %600, %595
  %608 = phi i32 [ 1, %595 ], [ %604, %600 ]
  %609 = load ptr, ptr %291, align 8, !tbaa !38
  %610 = sub nsw i32 4, %608
  %611 = load i32, ptr %10, align 8, !tbaa !105
  switch i32 %611, label %612 [
    i32 18, label %619
    i32 19, label %619
    i32 0, label %613
  ]

612:                                              ; preds = %607
  call void @luaK_exp2nextreg(ptr noundef %609, ptr noundef nonnull %10) #11
  br label %613

613:                                              ; preds = %612, %607
  %614 = icmp ult i32 %608, 4
  br i1 %614, label %615, label %624

615:                                              ; preds = %613
  %616 = getelementptr inbounds i8, ptr %609, i64 68
  %617 = load i8, ptr %616, align 4, !tbaa !106
  %618 = zext i8 %617 to i32
  call void @luaK_nil(ptr noundef %609, i32 noundef %618, i32 noundef %610) #11
  br label %623

619:                                              ; preds = %607, %607
  %620 = call i32 @llvm.smax.i32(i32 %610, i32 -1)
  %621 = add nsw i32 %620, 1
  call void @luaK_setreturns(ptr noundef %609, ptr noundef nonnull %10, i32 noundef %621) #11
  %622 = icmp ult i32 %608, 4
  br i1 %622, label %623, label %624

623:                                              ; preds = %619, %615
  call void @luaK_reserveregs(ptr noundef %609, i32 noundef %610) #11
  br label %629

624:                                              ; preds = %619, %613
  %625 = getelementptr inbounds i8, ptr %609, i64 68
  %626 = load i8, ptr %625, align 4, !tbaa !106
  %627 = trunc i32 %610 to i8
  %628 = add i8 %626, %627
  store i8 %628, ptr %625, align 4, !tbaa !106
  br label %629

629:                                              ; preds = %623, %624
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 4)
  %630 = getelementptr inbounds i8, ptr %441, i64 24
  %631 = load ptr, ptr %630, align 8, !tbaa !48
  %632 = getelementptr inbounds i8, ptr %631, i64 17
  store i8 1, ptr %632, align 1, !tbaa !57
  %633 = getelementptr inbounds i8, ptr %631, i64 19
  store i8 1, ptr %633, align 1, !tbaa !58
  %634 = getelementptr inbounds i8, ptr %441, i64 70
  store i8 1, ptr %634, align 2, !tbaa !109
  call void @luaK_checkstack(ptr noundef %441, i32 noundef 3) #11
  call fastcc void @forbody(ptr noundef nonnull %0, i32 noundef %592, i32 noundef %596, i32 noundef %591, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #11
  br label %636

635:                                              ; preds = %322
  call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.19) #13
  unreachable

636:                                              ; preds = %438, %629
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 263, i32 noundef %27)
  call fastcc void @leaveblock(ptr noundef %292)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #11
  br label %1307

637:                                              ; preds = %1
  %638 = getelementptr inbounds i8, ptr %0, i64 48
  %639 = load ptr, ptr %638, align 8, !tbaa !38
  %640 = tail call i32 @luaK_getlabel(ptr noundef %639) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #11
  %641 = getelementptr inbounds i8, ptr %20, i64 18
  store i8 1, ptr %641, align 2, !tbaa !52
  %642 = getelementptr inbounds i8, ptr %639, i64 66
  %643 = load i8, ptr %642, align 2, !tbaa !5
  %644 = getelementptr inbounds i8, ptr %20, i64 16
  store i8 %643, ptr %644, align 8, !tbaa !54
  %645 = getelementptr inbounds i8, ptr %639, i64 16
  %646 = load ptr, ptr %645, align 8, !tbaa !12
  %647 = getelementptr inbounds i8, ptr %646, i64 88
  %648 = load ptr, ptr %647, align 8, !tbaa !13
  %649 = getelementptr inbounds i8, ptr %648, i64 40
  %650 = load i32, ptr %649, align 8, !tbaa !35
  %651 = getelementptr inbounds i8, ptr %20, i64 8
  store i32 %650, ptr %651, align 8, !tbaa !55
  %652 = getelementptr inbounds i8, ptr %648, i64 24
  %653 = load i32, ptr %652, align 8, !tbaa !36
  %654 = getelementptr inbounds i8, ptr %20, i64 12
  store i32 %653, ptr %654, align 4, !tbaa !56
  %655 = getelementptr inbounds i8, ptr %20, i64 17
  store i8 0, ptr %655, align 1, !tbaa !57
  %656 = getelementptr inbounds i8, ptr %639, i64 24
  %657 = load ptr, ptr %656, align 8, !tbaa !48
  %658 = icmp eq ptr %657, null
  br i1 %658, label %664, label %659

659:                                              ; preds = %637
  %660 = getelementptr inbounds i8, ptr %657, i64 19
  %661 = load i8, ptr %660, align 1, !tbaa !58
  %662 = icmp ne i8 %661, 0
  %663 = zext i1 %662 to i8
  br label %664

664:                                              ; preds = %637, %659
  %665 = phi i8 [ 0, %637 ], [ %663, %659 ]
  %666 = getelementptr inbounds i8, ptr %20, i64 19
  store i8 %665, ptr %666, align 1, !tbaa !58
  store ptr %657, ptr %20, align 8, !tbaa !59
  %667 = getelementptr inbounds i8, ptr %21, i64 18
  store i8 0, ptr %667, align 2, !tbaa !52
  %668 = getelementptr inbounds i8, ptr %21, i64 16
  store i8 %643, ptr %668, align 8, !tbaa !54
  %669 = getelementptr inbounds i8, ptr %21, i64 8
  store i32 %650, ptr %669, align 8, !tbaa !55
  %670 = getelementptr inbounds i8, ptr %21, i64 12
  store i32 %653, ptr %670, align 4, !tbaa !56
  %671 = getelementptr inbounds i8, ptr %21, i64 17
  store i8 0, ptr %671, align 1, !tbaa !57
  %672 = getelementptr inbounds i8, ptr %21, i64 19
  store i8 %665, ptr %672, align 1, !tbaa !58
  store ptr %20, ptr %21, align 8, !tbaa !59
  store ptr %21, ptr %656, align 8, !tbaa !48
  call void @luaX_next(ptr noundef nonnull %0) #11
  br label %673

673:                                              ; preds = %676, %664
  %674 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %674, label %676 [
    i32 259, label %677
    i32 260, label %677
    i32 261, label %677
    i32 288, label %677
    i32 276, label %677
    i32 273, label %675
  ]

675:                                              ; preds = %673
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %677

676:                                              ; preds = %673
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %673, !llvm.loop !75

677:                                              ; preds = %673, %673, %673, %673, %673, %675
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 276, i32 noundef 272, i32 noundef %27)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %678 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %6, i32 noundef 0)
  %679 = load i32, ptr %6, align 8, !tbaa !105
  %680 = icmp eq i32 %679, 1
  br i1 %680, label %681, label %682

681:                                              ; preds = %677
  store i32 3, ptr %6, align 8, !tbaa !105
  br label %682

682:                                              ; preds = %677, %681
  %683 = load ptr, ptr %638, align 8, !tbaa !38
  call void @luaK_goiftrue(ptr noundef %683, ptr noundef nonnull %6) #11
  %684 = getelementptr inbounds i8, ptr %6, i64 20
  %685 = load i32, ptr %684, align 4, !tbaa !103
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call fastcc void @leaveblock(ptr noundef %639)
  %686 = load i8, ptr %671, align 1, !tbaa !57
  %687 = icmp eq i8 %686, 0
  br i1 %687, label %718, label %688

688:                                              ; preds = %682
  %689 = call i32 @luaK_jump(ptr noundef %639) #11
  call void @luaK_patchtohere(ptr noundef %639, i32 noundef %685) #11
  %690 = load i8, ptr %668, align 8, !tbaa !54
  %691 = zext i8 %690 to i32
  %692 = getelementptr inbounds i8, ptr %639, i64 56
  br label %693

693:                                              ; preds = %696, %688
  %694 = phi i32 [ %691, %688 ], [ %697, %696 ]
  %695 = icmp sgt i32 %694, 0
  br i1 %695, label %696, label %714

696:                                              ; preds = %693
  %697 = add nsw i32 %694, -1
  %698 = load ptr, ptr %645, align 8, !tbaa !12
  %699 = getelementptr inbounds i8, ptr %698, i64 88
  %700 = load ptr, ptr %699, align 8, !tbaa !13
  %701 = load ptr, ptr %700, align 8, !tbaa !16
  %702 = load i32, ptr %692, align 8, !tbaa !20
  %703 = add nsw i32 %702, %697
  %704 = sext i32 %703 to i64
  %705 = getelementptr inbounds %union.Vardesc, ptr %701, i64 %704
  %706 = getelementptr inbounds i8, ptr %705, i64 9
  %707 = load i8, ptr %706, align 1, !tbaa !21
  %708 = icmp eq i8 %707, 3
  br i1 %708, label %693, label %709

709:                                              ; preds = %696
  %710 = getelementptr inbounds i8, ptr %705, i64 10
  %711 = load i8, ptr %710, align 2, !tbaa !21
  %712 = zext i8 %711 to i32
  %713 = add nuw nsw i32 %712, 1
  br label %714

714:                                              ; preds = %693, %709
  %715 = phi i32 [ %713, %709 ], [ 0, %693 ]
  %716 = call i32 @luaK_codeABCk(ptr noundef %639, i32 noundef 54, i32 noundef %715, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  %717 = call i32 @luaK_jump(ptr noundef %639) #11
  call void @luaK_patchtohere(ptr noundef %639, i32 noundef %689) #11
  br label %718

718:                                              ; preds = %682, %714
  %719 = phi i32 [ %717, %714 ], [ %685, %682 ]
  call void @luaK_patchlist(ptr noundef %639, i32 noundef %719, i32 noundef %640) #11
  call fastcc void @leaveblock(ptr noundef %639)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #11
  br label %1307

720:                                              ; preds = %1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #11
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  call fastcc void @singlevar(ptr noundef nonnull %0, ptr noundef nonnull %18)
  %721 = getelementptr inbounds i8, ptr %0, i64 48
  %722 = getelementptr inbounds i8, ptr %0, i64 24
  %723 = getelementptr inbounds i8, ptr %5, i64 16
  %724 = getelementptr inbounds i8, ptr %5, i64 20
  %725 = getelementptr inbounds i8, ptr %5, i64 8
  br label %726

726:                                              ; preds = %733, %720
  %727 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %727, label %745 [
    i32 46, label %728
    i32 58, label %735
  ]

728:                                              ; preds = %726
  %729 = load ptr, ptr %721, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  call void @luaK_exp2anyregup(ptr noundef %729, ptr noundef nonnull %18) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %730 = load i32, ptr %30, align 8, !tbaa !74
  %731 = icmp eq i32 %730, 291
  br i1 %731, label %733, label %732

732:                                              ; preds = %728
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

733:                                              ; preds = %728
  %734 = load ptr, ptr %722, align 8, !tbaa !21
  call void @luaX_next(ptr noundef nonnull %0) #11
  store i32 -1, ptr %723, align 8, !tbaa !92
  store i32 -1, ptr %724, align 4, !tbaa !103
  store i32 7, ptr %5, align 8, !tbaa !105
  store ptr %734, ptr %725, align 8, !tbaa !21
  call void @luaK_indexed(ptr noundef %729, ptr noundef nonnull %18, ptr noundef nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  br label %726, !llvm.loop !110

735:                                              ; preds = %726
  %736 = load ptr, ptr %721, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  call void @luaK_exp2anyregup(ptr noundef %736, ptr noundef nonnull %18) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %737 = load i32, ptr %30, align 8, !tbaa !74
  %738 = icmp eq i32 %737, 291
  br i1 %738, label %740, label %739

739:                                              ; preds = %735
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

740:                                              ; preds = %735
  %741 = load ptr, ptr %722, align 8, !tbaa !21
  call void @luaX_next(ptr noundef nonnull %0) #11
  %742 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 -1, ptr %742, align 8, !tbaa !92
  %743 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 -1, ptr %743, align 4, !tbaa !103
  store i32 7, ptr %4, align 8, !tbaa !105
  %744 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %741, ptr %744, align 8, !tbaa !21
  call void @luaK_indexed(ptr noundef %736, ptr noundef nonnull %18, ptr noundef nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  br label %745

745:                                              ; preds = %726, %740
  %746 = phi i32 [ 1, %740 ], [ 0, %726 ]
  call fastcc void @body(ptr noundef nonnull %0, ptr noundef nonnull %19, i32 noundef %746, i32 noundef %27)
  %747 = load ptr, ptr %721, align 8, !tbaa !38
  %748 = load i32, ptr %18, align 8, !tbaa !105
  switch i32 %748, label %795 [
    i32 11, label %749
    i32 9, label %757
    i32 10, label %776
  ]

749:                                              ; preds = %745
  %750 = getelementptr inbounds i8, ptr %0, i64 88
  %751 = load ptr, ptr %750, align 8, !tbaa !13
  %752 = load ptr, ptr %751, align 8, !tbaa !16
  %753 = getelementptr inbounds i8, ptr %18, i64 8
  %754 = load i32, ptr %753, align 8, !tbaa !21
  %755 = sext i32 %754 to i64
  %756 = getelementptr inbounds %union.Vardesc, ptr %752, i64 %755, i32 0, i32 5
  br label %787

757:                                              ; preds = %745
  %758 = getelementptr inbounds i8, ptr %18, i64 10
  %759 = load i16, ptr %758, align 2, !tbaa !21
  %760 = zext i16 %759 to i32
  %761 = getelementptr inbounds i8, ptr %747, i64 16
  %762 = load ptr, ptr %761, align 8, !tbaa !12
  %763 = getelementptr inbounds i8, ptr %762, i64 88
  %764 = load ptr, ptr %763, align 8, !tbaa !13
  %765 = load ptr, ptr %764, align 8, !tbaa !16
  %766 = getelementptr inbounds i8, ptr %747, i64 56
  %767 = load i32, ptr %766, align 8, !tbaa !20
  %768 = add nsw i32 %767, %760
  %769 = sext i32 %768 to i64
  %770 = getelementptr inbounds %union.Vardesc, ptr %765, i64 %769
  %771 = getelementptr inbounds i8, ptr %770, i64 9
  %772 = load i8, ptr %771, align 1, !tbaa !21
  %773 = icmp eq i8 %772, 0
  br i1 %773, label %795, label %774

774:                                              ; preds = %757
  %775 = getelementptr inbounds i8, ptr %770, i64 16
  br label %787

776:                                              ; preds = %745
  %777 = load ptr, ptr %747, align 8, !tbaa !27
  %778 = getelementptr inbounds i8, ptr %777, i64 80
  %779 = load ptr, ptr %778, align 8, !tbaa !63
  %780 = getelementptr inbounds i8, ptr %18, i64 8
  %781 = load i32, ptr %780, align 8, !tbaa !21
  %782 = sext i32 %781 to i64
  %783 = getelementptr inbounds %struct.Upvaldesc, ptr %779, i64 %782
  %784 = getelementptr inbounds i8, ptr %783, i64 10
  %785 = load i8, ptr %784, align 2, !tbaa !72
  %786 = icmp eq i8 %785, 0
  br i1 %786, label %795, label %787

787:                                              ; preds = %776, %774, %749
  %788 = phi ptr [ %756, %749 ], [ %775, %774 ], [ %783, %776 ]
  %789 = load ptr, ptr %788, align 8, !tbaa !21
  %790 = icmp eq ptr %789, null
  br i1 %790, label %795, label %791

791:                                              ; preds = %787
  %792 = load ptr, ptr %28, align 8, !tbaa !50
  %793 = getelementptr inbounds i8, ptr %789, i64 24
  %794 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %792, ptr noundef nonnull @.str.22, ptr noundef nonnull %793) #11
  call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %794) #13
  unreachable

795:                                              ; preds = %745, %757, %776, %787
  call void @luaK_storevar(ptr noundef %747, ptr noundef nonnull %18, ptr noundef nonnull %19) #11
  %796 = load ptr, ptr %721, align 8, !tbaa !38
  call void @luaK_fixline(ptr noundef %796, i32 noundef %27) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #11
  br label %1307

797:                                              ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %798 = load i32, ptr %30, align 8, !tbaa !74
  %799 = icmp eq i32 %798, 264
  br i1 %799, label %800, label %857

800:                                              ; preds = %797
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #11
  %801 = getelementptr inbounds i8, ptr %0, i64 48
  %802 = load ptr, ptr %801, align 8, !tbaa !38
  %803 = getelementptr inbounds i8, ptr %802, i64 66
  %804 = load i8, ptr %803, align 2, !tbaa !5
  %805 = zext i8 %804 to i32
  %806 = load i32, ptr %30, align 8, !tbaa !74
  %807 = icmp eq i32 %806, 291
  br i1 %807, label %809, label %808

808:                                              ; preds = %800
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

809:                                              ; preds = %800
  %810 = getelementptr inbounds i8, ptr %0, i64 24
  %811 = load ptr, ptr %810, align 8, !tbaa !21
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %812 = load ptr, ptr %801, align 8, !tbaa !38
  %813 = getelementptr inbounds i8, ptr %0, i64 88
  %814 = load ptr, ptr %813, align 8, !tbaa !13
  %815 = getelementptr inbounds i8, ptr %814, i64 8
  %816 = load i32, ptr %815, align 8, !tbaa !37
  %817 = add nsw i32 %816, 1
  %818 = getelementptr inbounds i8, ptr %812, i64 56
  %819 = load i32, ptr %818, align 8, !tbaa !20
  %820 = sub nsw i32 %817, %819
  %821 = icmp sgt i32 %820, 200
  br i1 %821, label %822, label %823

822:                                              ; preds = %809
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %812, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

823:                                              ; preds = %809
  %824 = load ptr, ptr %28, align 8, !tbaa !50
  %825 = load ptr, ptr %814, align 8, !tbaa !16
  %826 = getelementptr inbounds i8, ptr %814, i64 12
  %827 = tail call ptr @luaM_growaux_(ptr noundef %824, ptr noundef %825, i32 noundef %817, ptr noundef nonnull %826, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %827, ptr %814, align 8, !tbaa !16
  %828 = load i32, ptr %815, align 8, !tbaa !37
  %829 = add nsw i32 %828, 1
  store i32 %829, ptr %815, align 8, !tbaa !37
  %830 = sext i32 %828 to i64
  %831 = getelementptr inbounds %union.Vardesc, ptr %827, i64 %830
  %832 = getelementptr inbounds i8, ptr %831, i64 9
  store i8 0, ptr %832, align 1, !tbaa !21
  %833 = getelementptr inbounds i8, ptr %831, i64 16
  store ptr %811, ptr %833, align 8, !tbaa !21
  tail call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 1)
  %834 = load i32, ptr %26, align 4, !tbaa !90
  call fastcc void @body(ptr noundef nonnull %0, ptr noundef nonnull %17, i32 noundef 0, i32 noundef %834)
  %835 = getelementptr inbounds i8, ptr %802, i64 32
  %836 = load i32, ptr %835, align 8, !tbaa !40
  %837 = getelementptr inbounds i8, ptr %802, i64 16
  %838 = load ptr, ptr %837, align 8, !tbaa !12
  %839 = getelementptr inbounds i8, ptr %838, i64 88
  %840 = load ptr, ptr %839, align 8, !tbaa !13
  %841 = load ptr, ptr %840, align 8, !tbaa !16
  %842 = getelementptr inbounds i8, ptr %802, i64 56
  %843 = load i32, ptr %842, align 8, !tbaa !20
  %844 = add nsw i32 %843, %805
  %845 = sext i32 %844 to i64
  %846 = getelementptr inbounds %union.Vardesc, ptr %841, i64 %845
  %847 = getelementptr inbounds i8, ptr %846, i64 9
  %848 = load i8, ptr %847, align 1, !tbaa !21
  %849 = icmp ne i8 %848, 3
  call void @llvm.assume(i1 %849)
  %850 = getelementptr inbounds i8, ptr %846, i64 12
  %851 = load i16, ptr %850, align 4, !tbaa !21
  %852 = load ptr, ptr %802, align 8, !tbaa !27
  %853 = getelementptr inbounds i8, ptr %852, i64 104
  %854 = load ptr, ptr %853, align 8, !tbaa !81
  %855 = sext i16 %851 to i64
  %856 = getelementptr inbounds %struct.LocVar, ptr %854, i64 %855, i32 1
  store i32 %836, ptr %856, align 8, !tbaa !111
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #11
  br label %1307

857:                                              ; preds = %797
  %858 = getelementptr inbounds i8, ptr %0, i64 48
  %859 = load ptr, ptr %858, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #11
  %860 = icmp eq i32 %798, 291
  br i1 %860, label %861, label %867

861:                                              ; preds = %857
  %862 = getelementptr inbounds i8, ptr %0, i64 24
  %863 = getelementptr inbounds i8, ptr %0, i64 88
  %864 = getelementptr inbounds i8, ptr %859, i64 16
  %865 = getelementptr inbounds i8, ptr %859, i64 56
  %866 = getelementptr inbounds i8, ptr %859, i64 66
  br label %868

867:                                              ; preds = %947, %857
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

868:                                              ; preds = %861, %947
  %869 = phi i32 [ 0, %861 ], [ %945, %947 ]
  %870 = phi i32 [ -1, %861 ], [ %944, %947 ]
  %871 = load ptr, ptr %862, align 8, !tbaa !21
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %872 = load ptr, ptr %858, align 8, !tbaa !38
  %873 = load ptr, ptr %863, align 8, !tbaa !13
  %874 = getelementptr inbounds i8, ptr %873, i64 8
  %875 = load i32, ptr %874, align 8, !tbaa !37
  %876 = add nsw i32 %875, 1
  %877 = getelementptr inbounds i8, ptr %872, i64 56
  %878 = load i32, ptr %877, align 8, !tbaa !20
  %879 = sub nsw i32 %876, %878
  %880 = icmp sgt i32 %879, 200
  br i1 %880, label %881, label %882

881:                                              ; preds = %868
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %872, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

882:                                              ; preds = %868
  %883 = load ptr, ptr %28, align 8, !tbaa !50
  %884 = load ptr, ptr %873, align 8, !tbaa !16
  %885 = getelementptr inbounds i8, ptr %873, i64 12
  %886 = tail call ptr @luaM_growaux_(ptr noundef %883, ptr noundef %884, i32 noundef %876, ptr noundef nonnull %885, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %886, ptr %873, align 8, !tbaa !16
  %887 = load i32, ptr %874, align 8, !tbaa !37
  %888 = add nsw i32 %887, 1
  store i32 %888, ptr %874, align 8, !tbaa !37
  %889 = sext i32 %887 to i64
  %890 = getelementptr inbounds %union.Vardesc, ptr %886, i64 %889
  %891 = getelementptr inbounds i8, ptr %890, i64 9
  store i8 0, ptr %891, align 1, !tbaa !21
  %892 = getelementptr inbounds i8, ptr %890, i64 16
  store ptr %871, ptr %892, align 8, !tbaa !21
  %893 = load i32, ptr %874, align 8, !tbaa !37
  %894 = load i32, ptr %877, align 8, !tbaa !20
  %895 = xor i32 %894, -1
  %896 = add i32 %893, %895
  %897 = load i32, ptr %30, align 8, !tbaa !74
  %898 = icmp eq i32 %897, 60
  br i1 %898, label %899, label %933

899:                                              ; preds = %882
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %900 = load i32, ptr %30, align 8, !tbaa !74
  %901 = icmp eq i32 %900, 291
  br i1 %901, label %903, label %902

902:                                              ; preds = %899
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

903:                                              ; preds = %899
  %904 = load ptr, ptr %862, align 8, !tbaa !21
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %905 = getelementptr inbounds i8, ptr %904, i64 24
  %906 = load i32, ptr %30, align 8, !tbaa !74
  %907 = icmp eq i32 %906, 62
  br i1 %907, label %909, label %908

908:                                              ; preds = %903
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 62) #12
  unreachable

909:                                              ; preds = %903
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %910 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %905, ptr noundef nonnull dereferenceable(6) @.str.24) #14
  %911 = icmp eq i32 %910, 0
  br i1 %911, label %933, label %912

912:                                              ; preds = %909
  %913 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %905, ptr noundef nonnull dereferenceable(6) @.str.25) #14
  %914 = icmp eq i32 %913, 0
  br i1 %914, label %918, label %915

915:                                              ; preds = %912
  %916 = load ptr, ptr %28, align 8, !tbaa !50
  %917 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %916, ptr noundef nonnull @.str.26, ptr noundef nonnull %905) #11
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %917) #13
  unreachable

918:                                              ; preds = %912
  %919 = load ptr, ptr %864, align 8, !tbaa !12
  %920 = getelementptr inbounds i8, ptr %919, i64 88
  %921 = load ptr, ptr %920, align 8, !tbaa !13
  %922 = load ptr, ptr %921, align 8, !tbaa !16
  %923 = load i32, ptr %865, align 8, !tbaa !20
  %924 = add nsw i32 %923, %896
  %925 = sext i32 %924 to i64
  %926 = getelementptr inbounds %union.Vardesc, ptr %922, i64 %925, i32 0, i32 2
  store i8 2, ptr %926, align 1, !tbaa !21
  %927 = icmp eq i32 %870, -1
  br i1 %927, label %929, label %928

928:                                              ; preds = %918
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.23) #13
  unreachable

929:                                              ; preds = %918
  %930 = load i8, ptr %866, align 2, !tbaa !5
  %931 = zext i8 %930 to i32
  %932 = add nuw nsw i32 %869, %931
  br label %943

933:                                              ; preds = %882, %909
  %934 = phi i8 [ 0, %882 ], [ 1, %909 ]
  %935 = load ptr, ptr %864, align 8, !tbaa !12
  %936 = getelementptr inbounds i8, ptr %935, i64 88
  %937 = load ptr, ptr %936, align 8, !tbaa !13
  %938 = load ptr, ptr %937, align 8, !tbaa !16
  %939 = load i32, ptr %865, align 8, !tbaa !20
  %940 = add nsw i32 %939, %896
  %941 = sext i32 %940 to i64
  %942 = getelementptr inbounds %union.Vardesc, ptr %938, i64 %941, i32 0, i32 2
  store i8 %934, ptr %942, align 1, !tbaa !21
  br label %943

943:                                              ; preds = %933, %929
  %944 = phi i32 [ %932, %929 ], [ %870, %933 ]
  %945 = add nuw nsw i32 %869, 1
  %946 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %946, label %952 [
    i32 44, label %947
    i32 61, label %950
  ]

947:                                              ; preds = %943
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %948 = load i32, ptr %30, align 8, !tbaa !74
  %949 = icmp eq i32 %948, 291
  br i1 %949, label %868, label %867, !llvm.loop !113

950:                                              ; preds = %943
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %951 = call fastcc i32 @explist(ptr noundef nonnull %0, ptr noundef nonnull %16)
  br label %953

952:                                              ; preds = %943
  store i32 0, ptr %16, align 8, !tbaa !105
  br label %953

953:                                              ; preds = %952, %950
  %954 = phi i32 [ %951, %950 ], [ 0, %952 ]
  %955 = load ptr, ptr %864, align 8, !tbaa !12
  %956 = getelementptr inbounds i8, ptr %955, i64 88
  %957 = load ptr, ptr %956, align 8, !tbaa !13
  %958 = load ptr, ptr %957, align 8, !tbaa !16
  %959 = load i32, ptr %865, align 8, !tbaa !20
  %960 = add nsw i32 %959, %896
  %961 = sext i32 %960 to i64
  %962 = getelementptr inbounds %union.Vardesc, ptr %958, i64 %961
  %963 = icmp eq i32 %945, %954
  br i1 %963, label %964, label %974

964:                                              ; preds = %953
  %965 = getelementptr inbounds i8, ptr %962, i64 9
  %966 = load i8, ptr %965, align 1, !tbaa !21
  %967 = icmp eq i8 %966, 1
  br i1 %967, label %968, label %974

968:                                              ; preds = %964
  %969 = call i32 @luaK_exp2const(ptr noundef nonnull %859, ptr noundef nonnull %16, ptr noundef nonnull %962) #11
  %970 = icmp eq i32 %969, 0
  br i1 %970, label %974, label %971

971:                                              ; preds = %968
  store i8 3, ptr %965, align 1, !tbaa !21
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %869)
  %972 = load i8, ptr %866, align 2, !tbaa !5
  %973 = add i8 %972, 1
  store i8 %973, ptr %866, align 2, !tbaa !5
  br label %996

974:                                              ; preds = %968, %964, %953
  %975 = load ptr, ptr %858, align 8, !tbaa !38
  %976 = sub nsw i32 %945, %954
  %977 = load i32, ptr %16, align 8, !tbaa !105
  switch i32 %977, label %978 [
    i32 18, label %985
    i32 19, label %985
    i32 0, label %979
  ]

978:                                              ; preds = %974
  call void @luaK_exp2nextreg(ptr noundef %975, ptr noundef nonnull %16) #11
  br label %979

979:                                              ; preds = %978, %974
  %980 = icmp sgt i32 %976, 0
  br i1 %980, label %981, label %990

981:                                              ; preds = %979
  %982 = getelementptr inbounds i8, ptr %975, i64 68
  %983 = load i8, ptr %982, align 4, !tbaa !106
  %984 = zext i8 %983 to i32
  call void @luaK_nil(ptr noundef %975, i32 noundef %984, i32 noundef %976) #11
  br label %989

985:                                              ; preds = %974, %974
  %986 = call i32 @llvm.smax.i32(i32 %976, i32 -1)
  %987 = add nsw i32 %986, 1
  call void @luaK_setreturns(ptr noundef %975, ptr noundef nonnull %16, i32 noundef %987) #11
  %988 = icmp sgt i32 %976, 0
  br i1 %988, label %989, label %990

989:                                              ; preds = %985, %981
  call void @luaK_reserveregs(ptr noundef %975, i32 noundef %976) #11
  br label %995

990:                                              ; preds = %985, %979
  %991 = getelementptr inbounds i8, ptr %975, i64 68
  %992 = load i8, ptr %991, align 4, !tbaa !106
  %993 = trunc i32 %976 to i8
  %994 = add i8 %992, %993
  store i8 %994, ptr %991, align 4, !tbaa !106
  br label %995

995:                                              ; preds = %989, %990
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %945)
  br label %996

996:                                              ; preds = %971, %995
  %997 = icmp eq i32 %944, -1
  br i1 %997, label %1028, label %998

998:                                              ; preds = %996
  %999 = getelementptr inbounds i8, ptr %859, i64 24
  %1000 = load ptr, ptr %999, align 8, !tbaa !48
  %1001 = getelementptr inbounds i8, ptr %1000, i64 17
  store i8 1, ptr %1001, align 1, !tbaa !57
  %1002 = getelementptr inbounds i8, ptr %1000, i64 19
  store i8 1, ptr %1002, align 1, !tbaa !58
  %1003 = getelementptr inbounds i8, ptr %859, i64 70
  store i8 1, ptr %1003, align 2, !tbaa !109
  br label %1004

1004:                                             ; preds = %1007, %998
  %1005 = phi i32 [ %944, %998 ], [ %1008, %1007 ]
  %1006 = icmp sgt i32 %1005, 0
  br i1 %1006, label %1007, label %1025

1007:                                             ; preds = %1004
  %1008 = add nsw i32 %1005, -1
  %1009 = load ptr, ptr %864, align 8, !tbaa !12
  %1010 = getelementptr inbounds i8, ptr %1009, i64 88
  %1011 = load ptr, ptr %1010, align 8, !tbaa !13
  %1012 = load ptr, ptr %1011, align 8, !tbaa !16
  %1013 = load i32, ptr %865, align 8, !tbaa !20
  %1014 = add nsw i32 %1013, %1008
  %1015 = sext i32 %1014 to i64
  %1016 = getelementptr inbounds %union.Vardesc, ptr %1012, i64 %1015
  %1017 = getelementptr inbounds i8, ptr %1016, i64 9
  %1018 = load i8, ptr %1017, align 1, !tbaa !21
  %1019 = icmp eq i8 %1018, 3
  br i1 %1019, label %1004, label %1020

1020:                                             ; preds = %1007
  %1021 = getelementptr inbounds i8, ptr %1016, i64 10
  %1022 = load i8, ptr %1021, align 2, !tbaa !21
  %1023 = zext i8 %1022 to i32
  %1024 = add nuw nsw i32 %1023, 1
  br label %1025

1025:                                             ; preds = %1004, %1020
  %1026 = phi i32 [ %1024, %1020 ], [ 0, %1004 ]
  %1027 = call i32 @luaK_codeABCk(ptr noundef nonnull %859, i32 noundef 55, i32 noundef %1026, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  br label %1028

1028:                                             ; preds = %996, %1025
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #11
  br label %1307

1029:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1030 = load i32, ptr %30, align 8, !tbaa !74
  %1031 = icmp eq i32 %1030, 291
  br i1 %1031, label %1033, label %1032

1032:                                             ; preds = %1029
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

1033:                                             ; preds = %1029
  %1034 = getelementptr inbounds i8, ptr %0, i64 24
  %1035 = load ptr, ptr %1034, align 8, !tbaa !21
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1036 = load i32, ptr %30, align 8, !tbaa !74
  %1037 = icmp eq i32 %1036, 287
  br i1 %1037, label %1039, label %1038

1038:                                             ; preds = %1033
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 287) #12
  unreachable

1039:                                             ; preds = %1033
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  br label %1040

1040:                                             ; preds = %1042, %1039
  %1041 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %1041, label %1043 [
    i32 59, label %1042
    i32 287, label %1042
  ]

1042:                                             ; preds = %1040, %1040
  tail call fastcc void @statement(ptr noundef nonnull %0)
  br label %1040, !llvm.loop !114

1043:                                             ; preds = %1040
  %1044 = getelementptr inbounds i8, ptr %0, i64 88
  %1045 = load ptr, ptr %1044, align 8, !tbaa !13
  %1046 = getelementptr inbounds i8, ptr %0, i64 48
  %1047 = load ptr, ptr %1046, align 8, !tbaa !38
  %1048 = getelementptr inbounds i8, ptr %1047, i64 60
  %1049 = load i32, ptr %1048, align 4, !tbaa !47
  %1050 = getelementptr inbounds i8, ptr %1045, i64 40
  %1051 = load i32, ptr %1050, align 8, !tbaa !35
  %1052 = icmp slt i32 %1049, %1051
  br i1 %1052, label %1053, label %1072

1053:                                             ; preds = %1043
  %1054 = getelementptr inbounds i8, ptr %1045, i64 32
  %1055 = load ptr, ptr %1054, align 8, !tbaa !115
  %1056 = sext i32 %1049 to i64
  %1057 = sext i32 %1051 to i64
  br label %1061

1058:                                             ; preds = %1061
  %1059 = add nsw i64 %1062, 1
  %1060 = icmp eq i64 %1059, %1057
  br i1 %1060, label %1072, label %1061, !llvm.loop !116

1061:                                             ; preds = %1058, %1053
  %1062 = phi i64 [ %1056, %1053 ], [ %1059, %1058 ]
  %1063 = getelementptr inbounds %struct.Labeldesc, ptr %1055, i64 %1062
  %1064 = load ptr, ptr %1063, align 8, !tbaa !96
  %1065 = icmp eq ptr %1064, %1035
  br i1 %1065, label %1066, label %1058

1066:                                             ; preds = %1061
  %1067 = load ptr, ptr %28, align 8, !tbaa !50
  %1068 = getelementptr inbounds i8, ptr %1035, i64 24
  %1069 = getelementptr inbounds i8, ptr %1063, i64 12
  %1070 = load i32, ptr %1069, align 4, !tbaa !98
  %1071 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %1067, ptr noundef nonnull @.str.27, ptr noundef nonnull %1068, i32 noundef %1070) #11
  tail call void @luaK_semerror(ptr noundef %0, ptr noundef %1071) #13
  unreachable

1072:                                             ; preds = %1058, %1043
  switch i32 %1041, label %1074 [
    i32 259, label %1075
    i32 260, label %1075
    i32 261, label %1075
    i32 288, label %1075
    i32 276, label %1073
  ]

1073:                                             ; preds = %1072
  br label %1075

1074:                                             ; preds = %1072
  br label %1075

1075:                                             ; preds = %1072, %1072, %1072, %1072, %1073, %1074
  %1076 = phi i32 [ 0, %1074 ], [ 0, %1073 ], [ 1, %1072 ], [ 1, %1072 ], [ 1, %1072 ], [ 1, %1072 ]
  %1077 = tail call fastcc i32 @createlabel(ptr noundef %0, ptr noundef %1035, i32 noundef %27, i32 noundef %1076)
  br label %1307

1078:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1079 = getelementptr inbounds i8, ptr %0, i64 48
  %1080 = load ptr, ptr %1079, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #11
  %1081 = getelementptr inbounds i8, ptr %1080, i64 66
  %1082 = load i8, ptr %1081, align 2, !tbaa !5
  %1083 = zext i8 %1082 to i32
  %1084 = getelementptr inbounds i8, ptr %1080, i64 16
  %1085 = getelementptr inbounds i8, ptr %1080, i64 56
  br label %1086

1086:                                             ; preds = %1089, %1078
  %1087 = phi i32 [ %1083, %1078 ], [ %1090, %1089 ]
  %1088 = icmp sgt i32 %1087, 0
  br i1 %1088, label %1089, label %1107

1089:                                             ; preds = %1086
  %1090 = add nsw i32 %1087, -1
  %1091 = load ptr, ptr %1084, align 8, !tbaa !12
  %1092 = getelementptr inbounds i8, ptr %1091, i64 88
  %1093 = load ptr, ptr %1092, align 8, !tbaa !13
  %1094 = load ptr, ptr %1093, align 8, !tbaa !16
  %1095 = load i32, ptr %1085, align 8, !tbaa !20
  %1096 = add nsw i32 %1095, %1090
  %1097 = sext i32 %1096 to i64
  %1098 = getelementptr inbounds %union.Vardesc, ptr %1094, i64 %1097
  %1099 = getelementptr inbounds i8, ptr %1098, i64 9
  %1100 = load i8, ptr %1099, align 1, !tbaa !21
  %1101 = icmp eq i8 %1100, 3
  br i1 %1101, label %1086, label %1102

1102:                                             ; preds = %1089
  %1103 = getelementptr inbounds i8, ptr %1098, i64 10
  %1104 = load i8, ptr %1103, align 2, !tbaa !21
  %1105 = zext i8 %1104 to i32
  %1106 = add nuw nsw i32 %1105, 1
  br label %1107

1107:                                             ; preds = %1086, %1102
  %1108 = phi i32 [ %1106, %1102 ], [ 0, %1086 ]
  %1109 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %1109, label %1110 [
    i32 259, label %1142
    i32 260, label %1142
    i32 261, label %1142
    i32 288, label %1142
    i32 276, label %1142
    i32 59, label %1142
  ]

1110:                                             ; preds = %1107
  %1111 = call fastcc i32 @explist(ptr noundef nonnull %0, ptr noundef nonnull %15)
  %1112 = load i32, ptr %15, align 8
  %1113 = and i32 %1112, -2
  %1114 = icmp eq i32 %1113, 18
  br i1 %1114, label %1115, label %1137

1115:                                             ; preds = %1110
  call void @luaK_setreturns(ptr noundef nonnull %1080, ptr noundef nonnull %15, i32 noundef -1) #11
  %1116 = load i32, ptr %15, align 8, !tbaa !105
  %1117 = icmp eq i32 %1116, 18
  %1118 = icmp eq i32 %1111, 1
  %1119 = select i1 %1117, i1 %1118, i1 false
  br i1 %1119, label %1120, label %1142

1120:                                             ; preds = %1115
  %1121 = getelementptr inbounds i8, ptr %1080, i64 24
  %1122 = load ptr, ptr %1121, align 8, !tbaa !48
  %1123 = getelementptr inbounds i8, ptr %1122, i64 19
  %1124 = load i8, ptr %1123, align 1, !tbaa !58
  %1125 = icmp eq i8 %1124, 0
  br i1 %1125, label %1126, label %1142

1126:                                             ; preds = %1120
  %1127 = load ptr, ptr %1080, align 8, !tbaa !27
  %1128 = getelementptr inbounds i8, ptr %1127, i64 64
  %1129 = load ptr, ptr %1128, align 8, !tbaa !76
  %1130 = getelementptr inbounds i8, ptr %15, i64 8
  %1131 = load i32, ptr %1130, align 8, !tbaa !21
  %1132 = sext i32 %1131 to i64
  %1133 = getelementptr inbounds i32, ptr %1129, i64 %1132
  %1134 = load i32, ptr %1133, align 4, !tbaa !91
  %1135 = and i32 %1134, -128
  %1136 = or disjoint i32 %1135, 69
  store i32 %1136, ptr %1133, align 4, !tbaa !91
  br label %1142

1137:                                             ; preds = %1110
  %1138 = icmp eq i32 %1111, 1
  br i1 %1138, label %1139, label %1141

1139:                                             ; preds = %1137
  %1140 = call i32 @luaK_exp2anyreg(ptr noundef nonnull %1080, ptr noundef nonnull %15) #11
  br label %1142

1141:                                             ; preds = %1137
  call void @luaK_exp2nextreg(ptr noundef nonnull %1080, ptr noundef nonnull %15) #11
  br label %1142

1142:                                             ; preds = %1107, %1107, %1107, %1107, %1107, %1107, %1115, %1120, %1126, %1139, %1141
  %1143 = phi i32 [ 1, %1139 ], [ %1111, %1141 ], [ -1, %1126 ], [ -1, %1120 ], [ -1, %1115 ], [ 0, %1107 ], [ 0, %1107 ], [ 0, %1107 ], [ 0, %1107 ], [ 0, %1107 ], [ 0, %1107 ]
  %1144 = phi i32 [ %1140, %1139 ], [ %1108, %1141 ], [ %1108, %1126 ], [ %1108, %1120 ], [ %1108, %1115 ], [ %1108, %1107 ], [ %1108, %1107 ], [ %1108, %1107 ], [ %1108, %1107 ], [ %1108, %1107 ], [ %1108, %1107 ]
  call void @luaK_ret(ptr noundef nonnull %1080, i32 noundef %1144, i32 noundef %1143) #11
  %1145 = load i32, ptr %30, align 8, !tbaa !74
  %1146 = icmp eq i32 %1145, 59
  br i1 %1146, label %1147, label %1148

1147:                                             ; preds = %1142
  call void @luaX_next(ptr noundef nonnull %0) #11
  br label %1148

1148:                                             ; preds = %1142, %1147
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #11
  br label %1307

1149:                                             ; preds = %1
  %1150 = load i32, ptr %26, align 4, !tbaa !90
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1151 = load ptr, ptr %28, align 8, !tbaa !50
  %1152 = tail call ptr @luaS_newlstr(ptr noundef %1151, ptr noundef nonnull @.str.4, i64 noundef 5) #11
  %1153 = getelementptr inbounds i8, ptr %0, i64 48
  %1154 = load ptr, ptr %1153, align 8, !tbaa !38
  %1155 = tail call i32 @luaK_jump(ptr noundef %1154) #11
  %1156 = getelementptr inbounds i8, ptr %0, i64 88
  %1157 = load ptr, ptr %1156, align 8, !tbaa !13
  %1158 = getelementptr inbounds i8, ptr %1157, i64 16
  %1159 = getelementptr inbounds i8, ptr %1157, i64 24
  %1160 = load i32, ptr %1159, align 8, !tbaa !94
  %1161 = load ptr, ptr %28, align 8, !tbaa !50
  %1162 = load ptr, ptr %1158, align 8, !tbaa !95
  %1163 = getelementptr inbounds i8, ptr %1157, i64 28
  %1164 = tail call ptr @luaM_growaux_(ptr noundef %1161, ptr noundef %1162, i32 noundef %1160, ptr noundef nonnull %1163, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11
  store ptr %1164, ptr %1158, align 8, !tbaa !95
  %1165 = sext i32 %1160 to i64
  %1166 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165
  store ptr %1152, ptr %1166, align 8, !tbaa !96
  %1167 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, i32 2
  store i32 %1150, ptr %1167, align 4, !tbaa !98
  %1168 = load ptr, ptr %1153, align 8, !tbaa !38
  %1169 = getelementptr inbounds i8, ptr %1168, i64 66
  %1170 = load i8, ptr %1169, align 2, !tbaa !5
  %1171 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, i32 3
  store i8 %1170, ptr %1171, align 8, !tbaa !99
  %1172 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, i32 4
  store i8 0, ptr %1172, align 1, !tbaa !100
  %1173 = getelementptr inbounds %struct.Labeldesc, ptr %1164, i64 %1165, i32 1
  store i32 %1155, ptr %1173, align 8, !tbaa !101
  %1174 = add nsw i32 %1160, 1
  store i32 %1174, ptr %1159, align 8, !tbaa !94
  br label %1307

1175:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1176 = getelementptr inbounds i8, ptr %0, i64 48
  %1177 = load ptr, ptr %1176, align 8, !tbaa !38
  %1178 = load i32, ptr %26, align 4, !tbaa !90
  %1179 = load i32, ptr %30, align 8, !tbaa !74
  %1180 = icmp eq i32 %1179, 291
  br i1 %1180, label %1182, label %1181

1181:                                             ; preds = %1175
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

1182:                                             ; preds = %1175
  %1183 = getelementptr inbounds i8, ptr %0, i64 24
  %1184 = load ptr, ptr %1183, align 8, !tbaa !21
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1185 = getelementptr inbounds i8, ptr %0, i64 88
  %1186 = load ptr, ptr %1185, align 8, !tbaa !13
  %1187 = load ptr, ptr %1176, align 8, !tbaa !38
  %1188 = getelementptr inbounds i8, ptr %1187, i64 60
  %1189 = load i32, ptr %1188, align 4, !tbaa !47
  %1190 = getelementptr inbounds i8, ptr %1186, i64 40
  %1191 = load i32, ptr %1190, align 8, !tbaa !35
  %1192 = icmp slt i32 %1189, %1191
  br i1 %1192, label %1193, label %1206

1193:                                             ; preds = %1182
  %1194 = getelementptr inbounds i8, ptr %1186, i64 32
  %1195 = load ptr, ptr %1194, align 8, !tbaa !115
  %1196 = sext i32 %1189 to i64
  %1197 = sext i32 %1191 to i64
  br label %1201

1198:                                             ; preds = %1201
  %1199 = add nsw i64 %1202, 1
  %1200 = icmp eq i64 %1199, %1197
  br i1 %1200, label %1206, label %1201, !llvm.loop !116

1201:                                             ; preds = %1198, %1193
  %1202 = phi i64 [ %1196, %1193 ], [ %1199, %1198 ]
  %1203 = getelementptr inbounds %struct.Labeldesc, ptr %1195, i64 %1202
  %1204 = load ptr, ptr %1203, align 8, !tbaa !96
  %1205 = icmp eq ptr %1204, %1184
  br i1 %1205, label %1226, label %1198

1206:                                             ; preds = %1198, %1182
  %1207 = tail call i32 @luaK_jump(ptr noundef %1177) #11
  %1208 = load ptr, ptr %1185, align 8, !tbaa !13
  %1209 = getelementptr inbounds i8, ptr %1208, i64 16
  %1210 = getelementptr inbounds i8, ptr %1208, i64 24
  %1211 = load i32, ptr %1210, align 8, !tbaa !94
  %1212 = load ptr, ptr %28, align 8, !tbaa !50
  %1213 = load ptr, ptr %1209, align 8, !tbaa !95
  %1214 = getelementptr inbounds i8, ptr %1208, i64 28
  %1215 = tail call ptr @luaM_growaux_(ptr noundef %1212, ptr noundef %1213, i32 noundef %1211, ptr noundef nonnull %1214, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11
  store ptr %1215, ptr %1209, align 8, !tbaa !95
  %1216 = sext i32 %1211 to i64
  %1217 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216
  store ptr %1184, ptr %1217, align 8, !tbaa !96
  %1218 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, i32 2
  store i32 %1178, ptr %1218, align 4, !tbaa !98
  %1219 = load ptr, ptr %1176, align 8, !tbaa !38
  %1220 = getelementptr inbounds i8, ptr %1219, i64 66
  %1221 = load i8, ptr %1220, align 2, !tbaa !5
  %1222 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, i32 3
  store i8 %1221, ptr %1222, align 8, !tbaa !99
  %1223 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, i32 4
  store i8 0, ptr %1223, align 1, !tbaa !100
  %1224 = getelementptr inbounds %struct.Labeldesc, ptr %1215, i64 %1216, i32 1
  store i32 %1207, ptr %1224, align 8, !tbaa !101
  %1225 = add nsw i32 %1211, 1
  store i32 %1225, ptr %1210, align 8, !tbaa !94
  br label %1307

1226:                                             ; preds = %1201
  %1227 = getelementptr inbounds i8, ptr %1203, i64 16
  %1228 = load i8, ptr %1227, align 8, !tbaa !99
  %1229 = zext i8 %1228 to i32
  %1230 = getelementptr inbounds i8, ptr %1177, i64 16
  %1231 = getelementptr inbounds i8, ptr %1177, i64 56
  br label %1232

1232:                                             ; preds = %1235, %1226
  %1233 = phi i32 [ %1229, %1226 ], [ %1236, %1235 ]
  %1234 = icmp sgt i32 %1233, 0
  br i1 %1234, label %1235, label %1253

1235:                                             ; preds = %1232
  %1236 = add nsw i32 %1233, -1
  %1237 = load ptr, ptr %1230, align 8, !tbaa !12
  %1238 = getelementptr inbounds i8, ptr %1237, i64 88
  %1239 = load ptr, ptr %1238, align 8, !tbaa !13
  %1240 = load ptr, ptr %1239, align 8, !tbaa !16
  %1241 = load i32, ptr %1231, align 8, !tbaa !20
  %1242 = add nsw i32 %1241, %1236
  %1243 = sext i32 %1242 to i64
  %1244 = getelementptr inbounds %union.Vardesc, ptr %1240, i64 %1243
  %1245 = getelementptr inbounds i8, ptr %1244, i64 9
  %1246 = load i8, ptr %1245, align 1, !tbaa !21
  %1247 = icmp eq i8 %1246, 3
  br i1 %1247, label %1232, label %1248

1248:                                             ; preds = %1235
  %1249 = getelementptr inbounds i8, ptr %1244, i64 10
  %1250 = load i8, ptr %1249, align 2, !tbaa !21
  %1251 = zext i8 %1250 to i32
  %1252 = add nuw nsw i32 %1251, 1
  br label %1253

1253:                                             ; preds = %1232, %1248
  %1254 = phi i32 [ %1252, %1248 ], [ 0, %1232 ]
  %1255 = getelementptr inbounds i8, ptr %1177, i64 66
  %1256 = load i8, ptr %1255, align 2, !tbaa !5
  %1257 = zext i8 %1256 to i32
  br label %1258

1258:                                             ; preds = %1261, %1253
  %1259 = phi i32 [ %1257, %1253 ], [ %1262, %1261 ]
  %1260 = icmp sgt i32 %1259, 0
  br i1 %1260, label %1261, label %1281

1261:                                             ; preds = %1258
  %1262 = add nsw i32 %1259, -1
  %1263 = load ptr, ptr %1230, align 8, !tbaa !12
  %1264 = getelementptr inbounds i8, ptr %1263, i64 88
  %1265 = load ptr, ptr %1264, align 8, !tbaa !13
  %1266 = load ptr, ptr %1265, align 8, !tbaa !16
  %1267 = load i32, ptr %1231, align 8, !tbaa !20
  %1268 = add nsw i32 %1267, %1262
  %1269 = sext i32 %1268 to i64
  %1270 = getelementptr inbounds %union.Vardesc, ptr %1266, i64 %1269
  %1271 = getelementptr inbounds i8, ptr %1270, i64 9
  %1272 = load i8, ptr %1271, align 1, !tbaa !21
  %1273 = icmp eq i8 %1272, 3
  br i1 %1273, label %1258, label %1274

1274:                                             ; preds = %1261
  %1275 = getelementptr inbounds i8, ptr %1270, i64 10
  %1276 = load i8, ptr %1275, align 2, !tbaa !21
  %1277 = zext i8 %1276 to i32
  %1278 = icmp sgt i32 %1254, %1277
  br i1 %1278, label %1281, label %1279

1279:                                             ; preds = %1274
  %1280 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %1177, i32 noundef 54, i32 noundef %1254, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  br label %1281

1281:                                             ; preds = %1258, %1279, %1274
  %1282 = tail call i32 @luaK_jump(ptr noundef nonnull %1177) #11
  %1283 = getelementptr inbounds i8, ptr %1203, i64 8
  %1284 = load i32, ptr %1283, align 8, !tbaa !101
  tail call void @luaK_patchlist(ptr noundef nonnull %1177, i32 noundef %1282, i32 noundef %1284) #11
  br label %1307

1285:                                             ; preds = %1
  %1286 = getelementptr inbounds i8, ptr %0, i64 48
  %1287 = load ptr, ptr %1286, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11
  %1288 = getelementptr inbounds i8, ptr %14, i64 8
  call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef nonnull %1288)
  %1289 = load i32, ptr %30, align 8, !tbaa !74
  switch i32 %1289, label %1291 [
    i32 61, label %1290
    i32 44, label %1290
  ]

1290:                                             ; preds = %1285, %1285
  store ptr null, ptr %14, align 8, !tbaa !117
  call fastcc void @restassign(ptr noundef nonnull %0, ptr noundef nonnull %14, i32 noundef 1)
  br label %1306

1291:                                             ; preds = %1285
  %1292 = load i32, ptr %1288, align 8, !tbaa !119
  %1293 = icmp eq i32 %1292, 18
  br i1 %1293, label %1295, label %1294

1294:                                             ; preds = %1291
  call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.28) #13
  unreachable

1295:                                             ; preds = %1291
  %1296 = load ptr, ptr %1287, align 8, !tbaa !27
  %1297 = getelementptr inbounds i8, ptr %1296, i64 64
  %1298 = load ptr, ptr %1297, align 8, !tbaa !76
  %1299 = getelementptr inbounds i8, ptr %14, i64 16
  %1300 = load i32, ptr %1299, align 8, !tbaa !21
  %1301 = sext i32 %1300 to i64
  %1302 = getelementptr inbounds i32, ptr %1298, i64 %1301
  %1303 = load i32, ptr %1302, align 4, !tbaa !91
  %1304 = and i32 %1303, 16777215
  %1305 = or disjoint i32 %1304, 16777216
  store i32 %1305, ptr %1302, align 4, !tbaa !91
  br label %1306

1306:                                             ; preds = %1290, %1295
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11
  br label %1307

1307:                                             ; preds = %1281, %1206, %823, %1028, %1306, %1149, %1148, %1075, %795, %718, %636, %289, %254, %179, %32
  %1308 = getelementptr inbounds i8, ptr %0, i64 48
  %1309 = load ptr, ptr %1308, align 8, !tbaa !38
  %1310 = getelementptr inbounds i8, ptr %1309, i64 66
  %1311 = load i8, ptr %1310, align 2, !tbaa !5
  %1312 = zext i8 %1311 to i32
  %1313 = getelementptr inbounds i8, ptr %1309, i64 16
  %1314 = getelementptr inbounds i8, ptr %1309, i64 56
  br label %1315

1315:                                             ; preds = %1318, %1307
  %1316 = phi i32 [ %1312, %1307 ], [ %1319, %1318 ]
  %1317 = icmp sgt i32 %1316, 0
  br i1 %1317, label %1318, label %1335

1318:                                             ; preds = %1315
  %1319 = add nsw i32 %1316, -1
  %1320 = load ptr, ptr %1313, align 8, !tbaa !12
  %1321 = getelementptr inbounds i8, ptr %1320, i64 88
  %1322 = load ptr, ptr %1321, align 8, !tbaa !13
  %1323 = load ptr, ptr %1322, align 8, !tbaa !16
  %1324 = load i32, ptr %1314, align 8, !tbaa !20
  %1325 = add nsw i32 %1324, %1319
  %1326 = sext i32 %1325 to i64
  %1327 = getelementptr inbounds %union.Vardesc, ptr %1323, i64 %1326
  %1328 = getelementptr inbounds i8, ptr %1327, i64 9
  %1329 = load i8, ptr %1328, align 1, !tbaa !21
  %1330 = icmp eq i8 %1329, 3
  br i1 %1330, label %1315, label %1331

1331:                                             ; preds = %1318
  %1332 = getelementptr inbounds i8, ptr %1327, i64 10
  %1333 = load i8, ptr %1332, align 2, !tbaa !21
  %1334 = add i8 %1333, 1
  br label %1335

1335:                                             ; preds = %1315, %1331
  %1336 = phi i8 [ %1334, %1331 ], [ 0, %1315 ]
  %1337 = getelementptr inbounds i8, ptr %1309, i64 68
  store i8 %1336, ptr %1337, align 4, !tbaa !106
  %1338 = load ptr, ptr %28, align 8, !tbaa !50
  %1339 = getelementptr inbounds i8, ptr %1338, i64 176
  %1340 = load i32, ptr %1339, align 8, !tbaa !120
  %1341 = add i32 %1340, -1
  store i32 %1341, ptr %1339, align 8, !tbaa !120
  ret void
}

declare hidden void @luaE_incCstack(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @check_match(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !74
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %19, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !90
  %11 = icmp eq i32 %10, %3
  br i1 %11, label %12, label %13

12:                                               ; preds = %8
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef %1) #12
  unreachable

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !50
  %16 = tail call ptr @luaX_token2str(ptr noundef nonnull %0, i32 noundef %1) #11
  %17 = tail call ptr @luaX_token2str(ptr noundef nonnull %0, i32 noundef %2) #11
  %18 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %15, ptr noundef nonnull @.str.17, ptr noundef %16, ptr noundef %17, i32 noundef %3) #11
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef %18) #13
  unreachable

19:                                               ; preds = %4
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  ret void
}

declare hidden void @luaK_patchtohere(ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_goiffalse(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @leaveblock(ptr noundef %0) unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !48
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load i8, ptr %6, align 8, !tbaa !54
  %8 = zext i8 %7 to i32
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = getelementptr inbounds i8, ptr %5, i64 88
  br label %11

11:                                               ; preds = %14, %1
  %12 = phi i32 [ %8, %1 ], [ %15, %14 ]
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = add nsw i32 %12, -1
  %16 = load ptr, ptr %10, align 8, !tbaa !13
  %17 = load ptr, ptr %16, align 8, !tbaa !16
  %18 = load i32, ptr %9, align 8, !tbaa !20
  %19 = add nsw i32 %18, %15
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %union.Vardesc, ptr %17, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 9
  %23 = load i8, ptr %22, align 1, !tbaa !21
  %24 = icmp eq i8 %23, 3
  br i1 %24, label %11, label %25

25:                                               ; preds = %14
  %26 = getelementptr inbounds i8, ptr %21, i64 10
  %27 = load i8, ptr %26, align 2, !tbaa !21
  %28 = zext i8 %27 to i32
  %29 = add nuw nsw i32 %28, 1
  br label %32

30:                                               ; preds = %11
  %31 = load ptr, ptr %10, align 8, !tbaa !13
  br label %32

32:                                               ; preds = %30, %25
  %33 = phi ptr [ %16, %25 ], [ %31, %30 ]
  %34 = phi i32 [ %29, %25 ], [ 0, %30 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 66
  %36 = load i8, ptr %35, align 2, !tbaa !5
  %37 = zext i8 %36 to i32
  %38 = sub nsw i32 %8, %37
  %39 = getelementptr inbounds i8, ptr %33, i64 8
  %40 = load i32, ptr %39, align 8, !tbaa !37
  %41 = add i32 %38, %40
  store i32 %41, ptr %39, align 8, !tbaa !37
  %42 = icmp ugt i8 %36, %7
  br i1 %42, label %43, label %71

43:                                               ; preds = %32
  %44 = load ptr, ptr %33, align 8, !tbaa !16
  %45 = load i32, ptr %9, align 8, !tbaa !20
  %46 = getelementptr inbounds i8, ptr %0, i64 32
  br label %47

47:                                               ; preds = %69, %43
  %48 = phi i32 [ %49, %69 ], [ %37, %43 ]
  %49 = add nsw i32 %48, -1
  %50 = trunc i32 %49 to i8
  store i8 %50, ptr %35, align 2, !tbaa !5
  %51 = and i32 %49, 255
  %52 = add nsw i32 %45, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %union.Vardesc, ptr %44, i64 %53
  %55 = getelementptr inbounds i8, ptr %54, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !21
  %57 = icmp eq i8 %56, 3
  br i1 %57, label %69, label %58

58:                                               ; preds = %47
  %59 = load ptr, ptr %0, align 8, !tbaa !27
  %60 = getelementptr inbounds i8, ptr %59, i64 104
  %61 = load ptr, ptr %60, align 8, !tbaa !81
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %58
  %64 = getelementptr inbounds i8, ptr %54, i64 12
  %65 = load i16, ptr %64, align 4, !tbaa !21
  %66 = sext i16 %65 to i64
  %67 = load i32, ptr %46, align 8, !tbaa !40
  %68 = getelementptr inbounds %struct.LocVar, ptr %61, i64 %66, i32 2
  store i32 %67, ptr %68, align 4, !tbaa !121
  br label %69

69:                                               ; preds = %63, %58, %47
  %70 = icmp ult i8 %7, %50
  br i1 %70, label %47, label %71, !llvm.loop !122

71:                                               ; preds = %69, %32
  %72 = getelementptr inbounds i8, ptr %3, i64 18
  %73 = load i8, ptr %72, align 2, !tbaa !52
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %81, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %5, i64 56
  %77 = load ptr, ptr %76, align 8, !tbaa !50
  %78 = tail call ptr @luaS_newlstr(ptr noundef %77, ptr noundef nonnull @.str.4, i64 noundef 5) #11
  %79 = tail call fastcc i32 @createlabel(ptr noundef %5, ptr noundef %78, i32 noundef 0, i32 noundef 0)
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %90

81:                                               ; preds = %71, %75
  %82 = load ptr, ptr %3, align 8, !tbaa !59
  %83 = icmp eq ptr %82, null
  br i1 %83, label %90, label %84

84:                                               ; preds = %81
  %85 = getelementptr inbounds i8, ptr %3, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !57
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %84
  %89 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %0, i32 noundef 54, i32 noundef %34, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  br label %90

90:                                               ; preds = %88, %84, %81, %75
  %91 = trunc i32 %34 to i8
  %92 = getelementptr inbounds i8, ptr %0, i64 68
  store i8 %91, ptr %92, align 4, !tbaa !106
  %93 = getelementptr inbounds i8, ptr %3, i64 8
  %94 = load i32, ptr %93, align 8, !tbaa !55
  %95 = load ptr, ptr %10, align 8, !tbaa !13
  %96 = getelementptr inbounds i8, ptr %95, i64 40
  store i32 %94, ptr %96, align 8, !tbaa !35
  %97 = load ptr, ptr %3, align 8, !tbaa !59
  store ptr %97, ptr %2, align 8, !tbaa !48
  %98 = icmp eq ptr %97, null
  br i1 %98, label %171, label %99

99:                                               ; preds = %90
  %100 = load ptr, ptr %4, align 8, !tbaa !12
  %101 = getelementptr inbounds i8, ptr %100, i64 88
  %102 = load ptr, ptr %101, align 8, !tbaa !13
  %103 = getelementptr inbounds i8, ptr %3, i64 12
  %104 = load i32, ptr %103, align 4, !tbaa !56
  %105 = getelementptr inbounds i8, ptr %102, i64 24
  %106 = load i32, ptr %105, align 8, !tbaa !94
  %107 = icmp slt i32 %104, %106
  br i1 %107, label %108, label %182

108:                                              ; preds = %99
  %109 = getelementptr inbounds i8, ptr %102, i64 16
  %110 = load ptr, ptr %109, align 8, !tbaa !95
  %111 = load i8, ptr %6, align 8, !tbaa !54
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds i8, ptr %3, i64 17
  %114 = sext i32 %104 to i64
  %115 = sext i32 %106 to i64
  br label %116

116:                                              ; preds = %168, %108
  %117 = phi i64 [ %114, %108 ], [ %169, %168 ]
  %118 = getelementptr inbounds %struct.Labeldesc, ptr %110, i64 %117
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load i8, ptr %119, align 8, !tbaa !99
  %121 = zext i8 %120 to i32
  br label %122

122:                                              ; preds = %125, %116
  %123 = phi i32 [ %121, %116 ], [ %126, %125 ]
  %124 = icmp sgt i32 %123, 0
  br i1 %124, label %125, label %140

125:                                              ; preds = %122
  %126 = add nsw i32 %123, -1
  %127 = load ptr, ptr %102, align 8, !tbaa !16
  %128 = load i32, ptr %9, align 8, !tbaa !20
  %129 = add nsw i32 %128, %126
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds %union.Vardesc, ptr %127, i64 %130
  %132 = getelementptr inbounds i8, ptr %131, i64 9
  %133 = load i8, ptr %132, align 1, !tbaa !21
  %134 = icmp eq i8 %133, 3
  br i1 %134, label %122, label %135

135:                                              ; preds = %125
  %136 = getelementptr inbounds i8, ptr %131, i64 10
  %137 = load i8, ptr %136, align 2, !tbaa !21
  %138 = zext i8 %137 to i32
  %139 = add nuw nsw i32 %138, 1
  br label %140

140:                                              ; preds = %122, %135
  %141 = phi i32 [ %139, %135 ], [ 0, %122 ]
  br label %142

142:                                              ; preds = %145, %140
  %143 = phi i32 [ %112, %140 ], [ %146, %145 ]
  %144 = icmp sgt i32 %143, 0
  br i1 %144, label %145, label %160

145:                                              ; preds = %142
  %146 = add nsw i32 %143, -1
  %147 = load ptr, ptr %102, align 8, !tbaa !16
  %148 = load i32, ptr %9, align 8, !tbaa !20
  %149 = add nsw i32 %148, %146
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds %union.Vardesc, ptr %147, i64 %150
  %152 = getelementptr inbounds i8, ptr %151, i64 9
  %153 = load i8, ptr %152, align 1, !tbaa !21
  %154 = icmp eq i8 %153, 3
  br i1 %154, label %142, label %155

155:                                              ; preds = %145
  %156 = getelementptr inbounds i8, ptr %151, i64 10
  %157 = load i8, ptr %156, align 2, !tbaa !21
  %158 = zext i8 %157 to i32
  %159 = add nuw nsw i32 %158, 1
  br label %160

160:                                              ; preds = %142, %155
  %161 = phi i32 [ %159, %155 ], [ 0, %142 ]
  %162 = icmp sgt i32 %141, %161
  br i1 %162, label %163, label %168

163:                                              ; preds = %160
  %164 = load i8, ptr %113, align 1, !tbaa !57
  %165 = getelementptr inbounds i8, ptr %118, i64 17
  %166 = load i8, ptr %165, align 1, !tbaa !100
  %167 = or i8 %166, %164
  store i8 %167, ptr %165, align 1, !tbaa !100
  br label %168

168:                                              ; preds = %163, %160
  store i8 %111, ptr %119, align 8, !tbaa !99
  %169 = add nsw i64 %117, 1
  %170 = icmp eq i64 %169, %115
  br i1 %170, label %182, label %116, !llvm.loop !123

171:                                              ; preds = %90
  %172 = getelementptr inbounds i8, ptr %3, i64 12
  %173 = load i32, ptr %172, align 4, !tbaa !56
  %174 = getelementptr inbounds i8, ptr %95, i64 24
  %175 = load i32, ptr %174, align 8, !tbaa !36
  %176 = icmp slt i32 %173, %175
  br i1 %176, label %177, label %182

177:                                              ; preds = %171
  %178 = getelementptr inbounds i8, ptr %95, i64 16
  %179 = load ptr, ptr %178, align 8, !tbaa !124
  %180 = sext i32 %173 to i64
  %181 = getelementptr inbounds %struct.Labeldesc, ptr %179, i64 %180
  tail call fastcc void @undefgoto(ptr noundef nonnull %5, ptr noundef %181) #12
  unreachable

182:                                              ; preds = %168, %99, %171
  ret void
}

declare hidden i32 @luaK_jump(ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_goiftrue(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_concat(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 22) i32 @subexpr(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #1 {
  %4 = alloca %struct.expdesc, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 56
  %6 = load ptr, ptr %5, align 8, !tbaa !50
  tail call void @luaE_incCstack(ptr noundef %6) #11
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !74
  switch i32 %8, label %66 [
    i32 270, label %12
    i32 45, label %9
    i32 126, label %10
    i32 35, label %11
    i32 289, label %19
    i32 290, label %25
    i32 292, label %31
    i32 269, label %37
    i32 275, label %41
    i32 262, label %45
    i32 280, label %49
    i32 123, label %62
    i32 264, label %63
  ]

9:                                                ; preds = %3
  br label %12

10:                                               ; preds = %3
  br label %12

11:                                               ; preds = %3
  br label %12

12:                                               ; preds = %3, %11, %10, %9
  %13 = phi i32 [ 2, %3 ], [ 0, %9 ], [ 1, %10 ], [ 3, %11 ]
  %14 = getelementptr inbounds i8, ptr %0, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !90
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %16 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 12)
  %17 = getelementptr inbounds i8, ptr %0, i64 48
  %18 = load ptr, ptr %17, align 8, !tbaa !38
  tail call void @luaK_prefix(ptr noundef %18, i32 noundef %13, ptr noundef %1, i32 noundef %15) #11
  br label %68

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %20, align 8, !tbaa !92
  %21 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %21, align 4, !tbaa !103
  store i32 5, ptr %1, align 8, !tbaa !105
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %22, align 8, !tbaa !21
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  %24 = load double, ptr %23, align 8, !tbaa !21
  store double %24, ptr %22, align 8, !tbaa !21
  br label %67

25:                                               ; preds = %3
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %26, align 8, !tbaa !92
  %27 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %27, align 4, !tbaa !103
  store i32 6, ptr %1, align 8, !tbaa !105
  %28 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %28, align 8, !tbaa !21
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = load i64, ptr %29, align 8, !tbaa !21
  store i64 %30, ptr %28, align 8, !tbaa !21
  br label %67

31:                                               ; preds = %3
  %32 = getelementptr inbounds i8, ptr %0, i64 24
  %33 = load ptr, ptr %32, align 8, !tbaa !21
  %34 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %34, align 8, !tbaa !92
  %35 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %35, align 4, !tbaa !103
  store i32 7, ptr %1, align 8, !tbaa !105
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %33, ptr %36, align 8, !tbaa !21
  br label %67

37:                                               ; preds = %3
  %38 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %38, align 8, !tbaa !92
  %39 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %39, align 4, !tbaa !103
  store i32 1, ptr %1, align 8, !tbaa !105
  %40 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %40, align 8, !tbaa !21
  br label %67

41:                                               ; preds = %3
  %42 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %42, align 8, !tbaa !92
  %43 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %43, align 4, !tbaa !103
  store i32 2, ptr %1, align 8, !tbaa !105
  %44 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %44, align 8, !tbaa !21
  br label %67

45:                                               ; preds = %3
  %46 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %46, align 8, !tbaa !92
  %47 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %47, align 4, !tbaa !103
  store i32 3, ptr %1, align 8, !tbaa !105
  %48 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %48, align 8, !tbaa !21
  br label %67

49:                                               ; preds = %3
  %50 = getelementptr inbounds i8, ptr %0, i64 48
  %51 = load ptr, ptr %50, align 8, !tbaa !38
  %52 = load ptr, ptr %51, align 8, !tbaa !27
  %53 = getelementptr inbounds i8, ptr %52, i64 11
  %54 = load i8, ptr %53, align 1, !tbaa !60
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %49
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #13
  unreachable

57:                                               ; preds = %49
  %58 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %51, i32 noundef 80, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 0) #11
  %59 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %59, align 8, !tbaa !92
  %60 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %60, align 4, !tbaa !103
  store i32 19, ptr %1, align 8, !tbaa !105
  %61 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %58, ptr %61, align 8, !tbaa !21
  br label %67

62:                                               ; preds = %3
  tail call fastcc void @constructor(ptr noundef nonnull %0, ptr noundef %1)
  br label %68

63:                                               ; preds = %3
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %64 = getelementptr inbounds i8, ptr %0, i64 4
  %65 = load i32, ptr %64, align 4, !tbaa !90
  tail call fastcc void @body(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0, i32 noundef %65)
  br label %68

66:                                               ; preds = %3
  tail call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef %1)
  br label %68

67:                                               ; preds = %57, %45, %41, %37, %31, %25, %19
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  br label %68

68:                                               ; preds = %67, %66, %63, %62, %12
  %69 = load i32, ptr %7, align 8, !tbaa !74
  switch i32 %69, label %110 [
    i32 43, label %90
    i32 45, label %70
    i32 42, label %71
    i32 37, label %72
    i32 94, label %73
    i32 47, label %74
    i32 278, label %75
    i32 38, label %76
    i32 124, label %77
    i32 126, label %78
    i32 285, label %79
    i32 286, label %80
    i32 279, label %81
    i32 284, label %82
    i32 281, label %83
    i32 60, label %84
    i32 283, label %85
    i32 62, label %86
    i32 282, label %87
    i32 256, label %88
    i32 271, label %89
  ]

70:                                               ; preds = %68
  br label %90

71:                                               ; preds = %68
  br label %90

72:                                               ; preds = %68
  br label %90

73:                                               ; preds = %68
  br label %90

74:                                               ; preds = %68
  br label %90

75:                                               ; preds = %68
  br label %90

76:                                               ; preds = %68
  br label %90

77:                                               ; preds = %68
  br label %90

78:                                               ; preds = %68
  br label %90

79:                                               ; preds = %68
  br label %90

80:                                               ; preds = %68
  br label %90

81:                                               ; preds = %68
  br label %90

82:                                               ; preds = %68
  br label %90

83:                                               ; preds = %68
  br label %90

84:                                               ; preds = %68
  br label %90

85:                                               ; preds = %68
  br label %90

86:                                               ; preds = %68
  br label %90

87:                                               ; preds = %68
  br label %90

88:                                               ; preds = %68
  br label %90

89:                                               ; preds = %68
  br label %90

90:                                               ; preds = %89, %88, %87, %86, %85, %84, %83, %82, %81, %80, %79, %78, %77, %76, %75, %74, %73, %72, %71, %70, %68
  %91 = phi i32 [ 0, %68 ], [ 1, %70 ], [ 2, %71 ], [ 3, %72 ], [ 4, %73 ], [ 5, %74 ], [ 6, %75 ], [ 7, %76 ], [ 8, %77 ], [ 9, %78 ], [ 10, %79 ], [ 11, %80 ], [ 12, %81 ], [ 16, %82 ], [ 13, %83 ], [ 14, %84 ], [ 15, %85 ], [ 17, %86 ], [ 18, %87 ], [ 19, %88 ], [ 20, %89 ]
  %92 = getelementptr inbounds i8, ptr %0, i64 4
  %93 = getelementptr inbounds i8, ptr %0, i64 48
  br label %94

94:                                               ; preds = %90, %101
  %95 = phi i32 [ %91, %90 ], [ %107, %101 ]
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds [21 x %struct.anon.13], ptr @priority, i64 0, i64 %96
  %98 = load i8, ptr %97, align 2, !tbaa !125
  %99 = zext i8 %98 to i32
  %100 = icmp sgt i32 %99, %2
  br i1 %100, label %101, label %110

101:                                              ; preds = %94
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  %102 = load i32, ptr %92, align 4, !tbaa !90
  call void @luaX_next(ptr noundef nonnull %0) #11
  %103 = load ptr, ptr %93, align 8, !tbaa !38
  call void @luaK_infix(ptr noundef %103, i32 noundef %95, ptr noundef %1) #11
  %104 = getelementptr inbounds i8, ptr %97, i64 1
  %105 = load i8, ptr %104, align 1, !tbaa !127
  %106 = zext i8 %105 to i32
  %107 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef %106)
  %108 = load ptr, ptr %93, align 8, !tbaa !38
  call void @luaK_posfix(ptr noundef %108, i32 noundef %95, ptr noundef %1, ptr noundef nonnull %4, i32 noundef %102) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  %109 = icmp eq i32 %107, 21
  br i1 %109, label %110, label %94, !llvm.loop !128

110:                                              ; preds = %94, %101, %68
  %111 = phi i32 [ 21, %68 ], [ 21, %101 ], [ %95, %94 ]
  %112 = load ptr, ptr %5, align 8, !tbaa !50
  %113 = getelementptr inbounds i8, ptr %112, i64 176
  %114 = load i32, ptr %113, align 8, !tbaa !120
  %115 = add i32 %114, -1
  store i32 %115, ptr %113, align 8, !tbaa !120
  ret i32 %111
}

declare hidden void @luaK_prefix(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_infix(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_posfix(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @constructor(ptr noundef %0, ptr noundef %1) unnamed_addr #1 {
  %3 = alloca %struct.ConsControl, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !38
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !90
  %8 = tail call i32 @luaK_codeABCk(ptr noundef %5, i32 noundef 19, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #11
  %9 = tail call i32 @luaK_code(ptr noundef %5, i32 noundef 0) #11
  %10 = getelementptr inbounds i8, ptr %3, i64 40
  store i32 0, ptr %10, align 8, !tbaa !129
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  store i32 0, ptr %11, align 8, !tbaa !131
  %12 = getelementptr inbounds i8, ptr %3, i64 36
  store i32 0, ptr %12, align 4, !tbaa !132
  %13 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %1, ptr %13, align 8, !tbaa !133
  %14 = getelementptr inbounds i8, ptr %5, i64 68
  %15 = load i8, ptr %14, align 4, !tbaa !106
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %17, align 8, !tbaa !92
  %18 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %18, align 4, !tbaa !103
  store i32 8, ptr %1, align 8, !tbaa !105
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %16, ptr %19, align 8, !tbaa !21
  tail call void @luaK_reserveregs(ptr noundef %5, i32 noundef 1) #11
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 -1, ptr %20, align 8, !tbaa !92
  %21 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 -1, ptr %21, align 4, !tbaa !103
  store i32 0, ptr %3, align 8, !tbaa !105
  %22 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 0, ptr %22, align 8, !tbaa !21
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 8, !tbaa !74
  %25 = icmp eq i32 %24, 123
  br i1 %25, label %27, label %26

26:                                               ; preds = %2
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 123) #12
  unreachable

27:                                               ; preds = %2
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %28 = load i32, ptr %23, align 8, !tbaa !74
  %29 = icmp eq i32 %28, 125
  br i1 %29, label %67, label %30

30:                                               ; preds = %27, %64
  %31 = phi i32 [ %65, %64 ], [ %28, %27 ]
  %32 = load i32, ptr %3, align 8, !tbaa !134
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %47, label %34

34:                                               ; preds = %30
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11
  store i32 0, ptr %3, align 8, !tbaa !134
  %35 = load i32, ptr %10, align 8, !tbaa !129
  %36 = icmp eq i32 %35, 50
  br i1 %36, label %37, label %45

37:                                               ; preds = %34
  %38 = load ptr, ptr %13, align 8, !tbaa !133
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = load i32, ptr %39, align 8, !tbaa !21
  %41 = load i32, ptr %12, align 4, !tbaa !132
  call void @luaK_setlist(ptr noundef %5, i32 noundef %40, i32 noundef %41, i32 noundef 50) #11
  %42 = load i32, ptr %10, align 8, !tbaa !129
  %43 = load i32, ptr %12, align 4, !tbaa !132
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr %12, align 4, !tbaa !132
  store i32 0, ptr %10, align 8, !tbaa !129
  br label %45

45:                                               ; preds = %37, %34
  %46 = load i32, ptr %23, align 8, !tbaa !74
  br label %47

47:                                               ; preds = %45, %30
  %48 = phi i32 [ %46, %45 ], [ %31, %30 ]
  switch i32 %48, label %58 [
    i32 291, label %49
    i32 91, label %57
  ]

49:                                               ; preds = %47
  %50 = call i32 @luaX_lookahead(ptr noundef nonnull %0) #11
  %51 = icmp eq i32 %50, 61
  br i1 %51, label %56, label %52

52:                                               ; preds = %49
  %53 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %54 = load i32, ptr %10, align 8, !tbaa !129
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %10, align 8, !tbaa !129
  br label %62

56:                                               ; preds = %49
  call fastcc void @recfield(ptr noundef nonnull %0, ptr noundef nonnull %3)
  br label %62

57:                                               ; preds = %47
  call fastcc void @recfield(ptr noundef nonnull %0, ptr noundef nonnull %3)
  br label %62

58:                                               ; preds = %47
  %59 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %60 = load i32, ptr %10, align 8, !tbaa !129
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %10, align 8, !tbaa !129
  br label %62

62:                                               ; preds = %52, %56, %57, %58
  %63 = load i32, ptr %23, align 8, !tbaa !74
  switch i32 %63, label %67 [
    i32 44, label %64
    i32 59, label %64
  ]

64:                                               ; preds = %62, %62
  call void @luaX_next(ptr noundef nonnull %0) #11
  %65 = load i32, ptr %23, align 8, !tbaa !74
  %66 = icmp eq i32 %65, 125
  br i1 %66, label %67, label %30, !llvm.loop !135

67:                                               ; preds = %64, %62, %27
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 125, i32 noundef 123, i32 noundef %7)
  %68 = load i32, ptr %10, align 8, !tbaa !129
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %72

70:                                               ; preds = %67
  %71 = load i32, ptr %12, align 4, !tbaa !132
  br label %94

72:                                               ; preds = %67
  %73 = load i32, ptr %3, align 8, !tbaa !134
  switch i32 %73, label %81 [
    i32 18, label %74
    i32 19, label %74
    i32 0, label %83
  ]

74:                                               ; preds = %72, %72
  call void @luaK_setreturns(ptr noundef %5, ptr noundef nonnull %3, i32 noundef -1) #11
  %75 = load ptr, ptr %13, align 8, !tbaa !133
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load i32, ptr %76, align 8, !tbaa !21
  %78 = load i32, ptr %12, align 4, !tbaa !132
  call void @luaK_setlist(ptr noundef %5, i32 noundef %77, i32 noundef %78, i32 noundef -1) #11
  %79 = load i32, ptr %12, align 4, !tbaa !132
  %80 = add nsw i32 %79, -1
  br label %90

81:                                               ; preds = %72
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11
  %82 = load i32, ptr %10, align 8, !tbaa !129
  br label %83

83:                                               ; preds = %81, %72
  %84 = phi i32 [ %68, %72 ], [ %82, %81 ]
  %85 = load ptr, ptr %13, align 8, !tbaa !133
  %86 = getelementptr inbounds i8, ptr %85, i64 8
  %87 = load i32, ptr %86, align 8, !tbaa !21
  %88 = load i32, ptr %12, align 4, !tbaa !132
  call void @luaK_setlist(ptr noundef %5, i32 noundef %87, i32 noundef %88, i32 noundef %84) #11
  %89 = load i32, ptr %12, align 4, !tbaa !132
  br label %90

90:                                               ; preds = %83, %74
  %91 = phi i32 [ %89, %83 ], [ %80, %74 ]
  %92 = load i32, ptr %10, align 8, !tbaa !129
  %93 = add nsw i32 %92, %91
  store i32 %93, ptr %12, align 4, !tbaa !132
  br label %94

94:                                               ; preds = %70, %90
  %95 = phi i32 [ %71, %70 ], [ %93, %90 ]
  %96 = load i32, ptr %19, align 8, !tbaa !21
  %97 = load i32, ptr %11, align 8, !tbaa !131
  call void @luaK_settablesize(ptr noundef %5, i32 noundef %8, i32 noundef %96, i32 noundef %95, i32 noundef %97) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #11
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @body(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = alloca %struct.FuncState, align 8
  %6 = alloca %struct.BlockCnt, align 8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %7 = getelementptr inbounds i8, ptr %0, i64 56
  %8 = load ptr, ptr %7, align 8, !tbaa !50
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  %10 = load ptr, ptr %9, align 8, !tbaa !38
  %11 = load ptr, ptr %10, align 8, !tbaa !27
  %12 = getelementptr inbounds i8, ptr %10, i64 48
  %13 = load i32, ptr %12, align 8, !tbaa !46
  %14 = getelementptr inbounds i8, ptr %11, i64 32
  %15 = load i32, ptr %14, align 8, !tbaa !136
  %16 = icmp slt i32 %13, %15
  br i1 %16, label %56, label %17

17:                                               ; preds = %4
  %18 = getelementptr inbounds i8, ptr %11, i64 72
  %19 = load ptr, ptr %18, align 8, !tbaa !80
  %20 = tail call ptr @luaM_growaux_(ptr noundef %8, ptr noundef %19, i32 noundef %13, ptr noundef nonnull %14, i32 noundef 8, i32 noundef 131071, ptr noundef nonnull @.str.8) #11
  store ptr %20, ptr %18, align 8, !tbaa !80
  %21 = load i32, ptr %14, align 8, !tbaa !136
  %22 = icmp slt i32 %15, %21
  br i1 %22, label %23, label %56

23:                                               ; preds = %17
  %24 = sext i32 %15 to i64
  %25 = sext i32 %21 to i64
  %26 = sub nsw i64 %25, %24
  %27 = and i64 %26, 3
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %37, label %29

29:                                               ; preds = %23, %29
  %30 = phi i64 [ %33, %29 ], [ %24, %23 ]
  %31 = phi i64 [ %35, %29 ], [ 0, %23 ]
  %32 = load ptr, ptr %18, align 8, !tbaa !80
  %33 = add nsw i64 %30, 1
  %34 = getelementptr inbounds ptr, ptr %32, i64 %30
  store ptr null, ptr %34, align 8, !tbaa !137
  %35 = add i64 %31, 1
  %36 = icmp eq i64 %35, %27
  br i1 %36, label %37, label %29, !llvm.loop !138

37:                                               ; preds = %29, %23
  %38 = phi i64 [ %24, %23 ], [ %33, %29 ]
  %39 = sub nsw i64 %24, %25
  %40 = icmp ugt i64 %39, -4
  br i1 %40, label %56, label %41

41:                                               ; preds = %37, %41
  %42 = phi i64 [ %52, %41 ], [ %38, %37 ]
  %43 = load ptr, ptr %18, align 8, !tbaa !80
  %44 = getelementptr inbounds ptr, ptr %43, i64 %42
  store ptr null, ptr %44, align 8, !tbaa !137
  %45 = load ptr, ptr %18, align 8, !tbaa !80
  %46 = getelementptr ptr, ptr %45, i64 %42
  %47 = getelementptr i8, ptr %46, i64 8
  store ptr null, ptr %47, align 8, !tbaa !137
  %48 = load ptr, ptr %18, align 8, !tbaa !80
  %49 = getelementptr ptr, ptr %48, i64 %42
  %50 = getelementptr i8, ptr %49, i64 16
  store ptr null, ptr %50, align 8, !tbaa !137
  %51 = load ptr, ptr %18, align 8, !tbaa !80
  %52 = add nsw i64 %42, 4
  %53 = getelementptr ptr, ptr %51, i64 %42
  %54 = getelementptr i8, ptr %53, i64 24
  store ptr null, ptr %54, align 8, !tbaa !137
  %55 = icmp eq i64 %52, %25
  br i1 %55, label %56, label %41, !llvm.loop !139

56:                                               ; preds = %37, %41, %17, %4
  %57 = tail call ptr @luaF_newproto(ptr noundef %8) #11
  %58 = getelementptr inbounds i8, ptr %11, i64 72
  %59 = load ptr, ptr %58, align 8, !tbaa !80
  %60 = load i32, ptr %12, align 8, !tbaa !46
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %12, align 8, !tbaa !46
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds ptr, ptr %59, i64 %62
  store ptr %57, ptr %63, align 8, !tbaa !137
  %64 = getelementptr inbounds i8, ptr %11, i64 9
  %65 = load i8, ptr %64, align 1, !tbaa !29
  %66 = and i8 %65, 32
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %74, label %68

68:                                               ; preds = %56
  %69 = getelementptr inbounds i8, ptr %57, i64 9
  %70 = load i8, ptr %69, align 1, !tbaa !29
  %71 = and i8 %70, 24
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %74, label %73

73:                                               ; preds = %68
  tail call void @luaC_barrier_(ptr noundef %8, ptr noundef nonnull %11, ptr noundef nonnull %57) #11
  br label %74

74:                                               ; preds = %56, %68, %73
  store ptr %57, ptr %5, align 8, !tbaa !27
  %75 = getelementptr inbounds i8, ptr %57, i64 44
  store i32 %3, ptr %75, align 4, !tbaa !41
  %76 = load ptr, ptr %9, align 8, !tbaa !38
  %77 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %76, ptr %77, align 8, !tbaa !39
  %78 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %0, ptr %78, align 8, !tbaa !12
  store ptr %5, ptr %9, align 8, !tbaa !38
  %79 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 0, ptr %79, align 8, !tbaa !40
  %80 = getelementptr inbounds i8, ptr %5, i64 40
  store i32 %3, ptr %80, align 8, !tbaa !42
  %81 = getelementptr inbounds i8, ptr %5, i64 36
  store i32 0, ptr %81, align 4, !tbaa !43
  %82 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 0, ptr %82, align 4, !tbaa !44
  %83 = getelementptr inbounds i8, ptr %5, i64 52
  store i32 0, ptr %83, align 4, !tbaa !45
  %84 = getelementptr inbounds i8, ptr %5, i64 48
  store i32 0, ptr %84, align 8, !tbaa !46
  %85 = getelementptr inbounds i8, ptr %5, i64 64
  %86 = getelementptr inbounds i8, ptr %5, i64 66
  %87 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %85, i8 0, i64 7, i1 false)
  %88 = load ptr, ptr %87, align 8, !tbaa !13
  %89 = getelementptr inbounds i8, ptr %88, i64 8
  %90 = load i32, ptr %89, align 8, !tbaa !37
  %91 = getelementptr inbounds i8, ptr %5, i64 56
  store i32 %90, ptr %91, align 8, !tbaa !20
  %92 = getelementptr inbounds i8, ptr %88, i64 40
  %93 = load i32, ptr %92, align 8, !tbaa !35
  %94 = getelementptr inbounds i8, ptr %5, i64 60
  store i32 %93, ptr %94, align 4, !tbaa !47
  %95 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr null, ptr %95, align 8, !tbaa !48
  %96 = getelementptr inbounds i8, ptr %0, i64 96
  %97 = load ptr, ptr %96, align 8, !tbaa !49
  %98 = getelementptr inbounds i8, ptr %57, i64 112
  store ptr %97, ptr %98, align 8, !tbaa !31
  %99 = getelementptr inbounds i8, ptr %57, i64 9
  %100 = load i8, ptr %99, align 1, !tbaa !29
  %101 = and i8 %100, 32
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %117, label %103

103:                                              ; preds = %74
  %104 = getelementptr inbounds i8, ptr %97, i64 9
  %105 = load i8, ptr %104, align 1, !tbaa !32
  %106 = and i8 %105, 24
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %117, label %108

108:                                              ; preds = %103
  %109 = load ptr, ptr %7, align 8, !tbaa !50
  call void @luaC_barrier_(ptr noundef %109, ptr noundef nonnull %57, ptr noundef nonnull %97) #11
  %110 = load i8, ptr %86, align 2, !tbaa !5
  %111 = load ptr, ptr %78, align 8, !tbaa !12
  %112 = getelementptr inbounds i8, ptr %111, i64 88
  %113 = load ptr, ptr %112, align 8, !tbaa !13
  %114 = getelementptr inbounds i8, ptr %113, i64 40
  %115 = load i32, ptr %114, align 8, !tbaa !35
  %116 = load ptr, ptr %95, align 8, !tbaa !48
  br label %117

117:                                              ; preds = %108, %103, %74
  %118 = phi ptr [ null, %74 ], [ null, %103 ], [ %116, %108 ]
  %119 = phi i32 [ %93, %74 ], [ %93, %103 ], [ %115, %108 ]
  %120 = phi ptr [ %88, %74 ], [ %88, %103 ], [ %113, %108 ]
  %121 = phi i8 [ 0, %74 ], [ 0, %103 ], [ %110, %108 ]
  %122 = getelementptr inbounds i8, ptr %57, i64 12
  store i8 2, ptr %122, align 4, !tbaa !51
  %123 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %123, align 2, !tbaa !52
  %124 = getelementptr inbounds i8, ptr %6, i64 16
  store i8 %121, ptr %124, align 8, !tbaa !54
  %125 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %119, ptr %125, align 8, !tbaa !55
  %126 = getelementptr inbounds i8, ptr %120, i64 24
  %127 = load i32, ptr %126, align 8, !tbaa !36
  %128 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 %127, ptr %128, align 4, !tbaa !56
  %129 = getelementptr inbounds i8, ptr %6, i64 17
  store i8 0, ptr %129, align 1, !tbaa !57
  %130 = icmp eq ptr %118, null
  br i1 %130, label %136, label %131

131:                                              ; preds = %117
  %132 = getelementptr inbounds i8, ptr %118, i64 19
  %133 = load i8, ptr %132, align 1, !tbaa !58
  %134 = icmp ne i8 %133, 0
  %135 = zext i1 %134 to i8
  br label %136

136:                                              ; preds = %117, %131
  %137 = phi i8 [ 0, %117 ], [ %135, %131 ]
  %138 = getelementptr inbounds i8, ptr %6, i64 19
  store i8 %137, ptr %138, align 1, !tbaa !58
  store ptr %118, ptr %6, align 8, !tbaa !59
  store ptr %6, ptr %95, align 8, !tbaa !48
  %139 = getelementptr inbounds i8, ptr %0, i64 16
  %140 = load i32, ptr %139, align 8, !tbaa !74
  %141 = icmp eq i32 %140, 40
  br i1 %141, label %143, label %142

142:                                              ; preds = %136
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 40) #12
  unreachable

143:                                              ; preds = %136
  call void @luaX_next(ptr noundef nonnull %0) #11
  %144 = icmp eq i32 %2, 0
  br i1 %144, label %168, label %145

145:                                              ; preds = %143
  %146 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.7, i64 noundef 4) #11
  %147 = load ptr, ptr %9, align 8, !tbaa !38
  %148 = load ptr, ptr %87, align 8, !tbaa !13
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  %150 = load i32, ptr %149, align 8, !tbaa !37
  %151 = add nsw i32 %150, 1
  %152 = getelementptr inbounds i8, ptr %147, i64 56
  %153 = load i32, ptr %152, align 8, !tbaa !20
  %154 = sub nsw i32 %151, %153
  %155 = icmp sgt i32 %154, 200
  br i1 %155, label %156, label %157

156:                                              ; preds = %145
  call fastcc void @errorlimit(ptr noundef nonnull readonly %147, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

157:                                              ; preds = %145
  %158 = load ptr, ptr %7, align 8, !tbaa !50
  %159 = load ptr, ptr %148, align 8, !tbaa !16
  %160 = getelementptr inbounds i8, ptr %148, i64 12
  %161 = call ptr @luaM_growaux_(ptr noundef %158, ptr noundef %159, i32 noundef %151, ptr noundef nonnull %160, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %161, ptr %148, align 8, !tbaa !16
  %162 = load i32, ptr %149, align 8, !tbaa !37
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %149, align 8, !tbaa !37
  %164 = sext i32 %162 to i64
  %165 = getelementptr inbounds %union.Vardesc, ptr %161, i64 %164
  %166 = getelementptr inbounds i8, ptr %165, i64 9
  store i8 0, ptr %166, align 1, !tbaa !21
  %167 = getelementptr inbounds i8, ptr %165, i64 16
  store ptr %146, ptr %167, align 8, !tbaa !21
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 1)
  br label %168

168:                                              ; preds = %157, %143
  %169 = load ptr, ptr %9, align 8, !tbaa !38
  %170 = load ptr, ptr %169, align 8, !tbaa !27
  %171 = load i32, ptr %139, align 8, !tbaa !74
  %172 = icmp eq i32 %171, 41
  br i1 %172, label %207, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %0, i64 24
  br label %177

175:                                              ; preds = %193
  call void @luaX_next(ptr noundef nonnull %0) #11
  %176 = load i32, ptr %139, align 8, !tbaa !74
  br label %177

177:                                              ; preds = %175, %173
  %178 = phi i32 [ %176, %175 ], [ %171, %173 ]
  %179 = phi i32 [ %204, %175 ], [ 0, %173 ]
  switch i32 %178, label %192 [
    i32 291, label %180
    i32 280, label %212
  ]

180:                                              ; preds = %177
  %181 = load ptr, ptr %174, align 8, !tbaa !21
  call void @luaX_next(ptr noundef nonnull %0) #11
  %182 = load ptr, ptr %9, align 8, !tbaa !38
  %183 = load ptr, ptr %87, align 8, !tbaa !13
  %184 = getelementptr inbounds i8, ptr %183, i64 8
  %185 = load i32, ptr %184, align 8, !tbaa !37
  %186 = add nsw i32 %185, 1
  %187 = getelementptr inbounds i8, ptr %182, i64 56
  %188 = load i32, ptr %187, align 8, !tbaa !20
  %189 = sub nsw i32 %186, %188
  %190 = icmp sgt i32 %189, 200
  br i1 %190, label %191, label %193

191:                                              ; preds = %180
  call fastcc void @errorlimit(ptr noundef nonnull readonly %182, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

192:                                              ; preds = %177
  call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.10) #13
  unreachable

193:                                              ; preds = %180
  %194 = load ptr, ptr %7, align 8, !tbaa !50
  %195 = load ptr, ptr %183, align 8, !tbaa !16
  %196 = getelementptr inbounds i8, ptr %183, i64 12
  %197 = call ptr @luaM_growaux_(ptr noundef %194, ptr noundef %195, i32 noundef %186, ptr noundef nonnull %196, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %197, ptr %183, align 8, !tbaa !16
  %198 = load i32, ptr %184, align 8, !tbaa !37
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %184, align 8, !tbaa !37
  %200 = sext i32 %198 to i64
  %201 = getelementptr inbounds %union.Vardesc, ptr %197, i64 %200
  %202 = getelementptr inbounds i8, ptr %201, i64 9
  store i8 0, ptr %202, align 1, !tbaa !21
  %203 = getelementptr inbounds i8, ptr %201, i64 16
  store ptr %181, ptr %203, align 8, !tbaa !21
  %204 = add nuw nsw i32 %179, 1
  %205 = load i32, ptr %139, align 8, !tbaa !74
  %206 = icmp eq i32 %205, 44
  br i1 %206, label %175, label %207

207:                                              ; preds = %193, %168
  %208 = phi i32 [ 0, %168 ], [ %204, %193 ]
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %208)
  %209 = getelementptr inbounds i8, ptr %169, i64 66
  %210 = load i8, ptr %209, align 2, !tbaa !5
  %211 = getelementptr inbounds i8, ptr %170, i64 10
  store i8 %210, ptr %211, align 2, !tbaa !140
  br label %221

212:                                              ; preds = %177
  call void @luaX_next(ptr noundef nonnull %0) #11
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %179)
  %213 = getelementptr inbounds i8, ptr %169, i64 66
  %214 = load i8, ptr %213, align 2, !tbaa !5
  %215 = getelementptr inbounds i8, ptr %170, i64 10
  store i8 %214, ptr %215, align 2, !tbaa !140
  %216 = zext i8 %214 to i32
  %217 = load ptr, ptr %169, align 8, !tbaa !27
  %218 = getelementptr inbounds i8, ptr %217, i64 11
  store i8 1, ptr %218, align 1, !tbaa !60
  %219 = call i32 @luaK_codeABCk(ptr noundef nonnull %169, i32 noundef 81, i32 noundef %216, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  %220 = load i8, ptr %213, align 2, !tbaa !5
  br label %221

221:                                              ; preds = %207, %212
  %222 = phi i8 [ %210, %207 ], [ %220, %212 ]
  %223 = zext i8 %222 to i32
  call void @luaK_reserveregs(ptr noundef nonnull %169, i32 noundef %223) #11
  %224 = load i32, ptr %139, align 8, !tbaa !74
  %225 = icmp eq i32 %224, 41
  br i1 %225, label %227, label %226

226:                                              ; preds = %221
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 41) #12
  unreachable

227:                                              ; preds = %221
  call void @luaX_next(ptr noundef nonnull %0) #11
  br label %228

228:                                              ; preds = %231, %227
  %229 = load i32, ptr %139, align 8, !tbaa !74
  switch i32 %229, label %231 [
    i32 259, label %232
    i32 260, label %232
    i32 261, label %232
    i32 288, label %232
    i32 276, label %232
    i32 273, label %230
  ]

230:                                              ; preds = %228
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %232

231:                                              ; preds = %228
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %228, !llvm.loop !75

232:                                              ; preds = %228, %228, %228, %228, %228, %230
  %233 = getelementptr inbounds i8, ptr %0, i64 4
  %234 = load i32, ptr %233, align 4, !tbaa !90
  %235 = load ptr, ptr %5, align 8, !tbaa !27
  %236 = getelementptr inbounds i8, ptr %235, i64 48
  store i32 %234, ptr %236, align 8, !tbaa !141
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 264, i32 noundef %3)
  %237 = load ptr, ptr %9, align 8, !tbaa !38
  %238 = getelementptr inbounds i8, ptr %237, i64 8
  %239 = load ptr, ptr %238, align 8, !tbaa !39
  %240 = getelementptr inbounds i8, ptr %239, i64 48
  %241 = load i32, ptr %240, align 8, !tbaa !46
  %242 = add nsw i32 %241, -1
  %243 = call i32 @luaK_codeABx(ptr noundef %239, i32 noundef 79, i32 noundef 0, i32 noundef %242) #11
  %244 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %244, align 8, !tbaa !92
  %245 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %245, align 4, !tbaa !103
  store i32 17, ptr %1, align 8, !tbaa !105
  %246 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %243, ptr %246, align 8, !tbaa !21
  call void @luaK_exp2nextreg(ptr noundef %239, ptr noundef nonnull %1) #11
  call fastcc void @close_func(ptr noundef nonnull %0)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #11
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @suffixedexp(ptr noundef %0, ptr noundef %1) unnamed_addr #1 {
  %3 = alloca %struct.expdesc, align 8
  %4 = alloca %struct.expdesc, align 8
  %5 = alloca %struct.expdesc, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load ptr, ptr %6, align 8, !tbaa !38
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i32, ptr %8, align 8, !tbaa !74
  switch i32 %9, label %16 [
    i32 40, label %10
    i32 291, label %15
  ]

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !90
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %13 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0)
  tail call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 41, i32 noundef 40, i32 noundef %12)
  %14 = load ptr, ptr %6, align 8, !tbaa !38
  tail call void @luaK_dischargevars(ptr noundef %14, ptr noundef %1) #11
  br label %17

15:                                               ; preds = %2
  tail call fastcc void @singlevar(ptr noundef nonnull %0, ptr noundef %1)
  br label %17

16:                                               ; preds = %2
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.11) #13
  unreachable

17:                                               ; preds = %10, %15
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  %20 = getelementptr inbounds i8, ptr %5, i64 20
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = getelementptr inbounds i8, ptr %3, i64 20
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  br label %25

25:                                               ; preds = %48, %17
  %26 = load i32, ptr %8, align 8, !tbaa !74
  switch i32 %26, label %49 [
    i32 46, label %27
    i32 91, label %34
    i32 58, label %41
    i32 40, label %47
    i32 292, label %47
    i32 123, label %47
  ]

27:                                               ; preds = %25
  %28 = load ptr, ptr %6, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @luaK_exp2anyregup(ptr noundef %28, ptr noundef %1) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %29 = load i32, ptr %8, align 8, !tbaa !74
  %30 = icmp eq i32 %29, 291
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

32:                                               ; preds = %27
  %33 = load ptr, ptr %18, align 8, !tbaa !21
  call void @luaX_next(ptr noundef nonnull %0) #11
  store i32 -1, ptr %22, align 8, !tbaa !92
  store i32 -1, ptr %23, align 4, !tbaa !103
  store i32 7, ptr %3, align 8, !tbaa !105
  store ptr %33, ptr %24, align 8, !tbaa !21
  call void @luaK_indexed(ptr noundef %28, ptr noundef %1, ptr noundef nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  br label %48

34:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  call void @luaK_exp2anyregup(ptr noundef %7, ptr noundef %1) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %35 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0)
  %36 = load ptr, ptr %6, align 8, !tbaa !38
  call void @luaK_exp2val(ptr noundef %36, ptr noundef nonnull %4) #11
  %37 = load i32, ptr %8, align 8, !tbaa !74
  %38 = icmp eq i32 %37, 93
  br i1 %38, label %40, label %39

39:                                               ; preds = %34
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 93) #12
  unreachable

40:                                               ; preds = %34
  call void @luaX_next(ptr noundef nonnull %0) #11
  call void @luaK_indexed(ptr noundef %7, ptr noundef %1, ptr noundef nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  br label %48

41:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %42 = load i32, ptr %8, align 8, !tbaa !74
  %43 = icmp eq i32 %42, 291
  br i1 %43, label %45, label %44

44:                                               ; preds = %41
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

45:                                               ; preds = %41
  %46 = load ptr, ptr %18, align 8, !tbaa !21
  call void @luaX_next(ptr noundef nonnull %0) #11
  store i32 -1, ptr %19, align 8, !tbaa !92
  store i32 -1, ptr %20, align 4, !tbaa !103
  store i32 7, ptr %5, align 8, !tbaa !105
  store ptr %46, ptr %21, align 8, !tbaa !21
  call void @luaK_self(ptr noundef %7, ptr noundef %1, ptr noundef nonnull %5) #11
  call fastcc void @funcargs(ptr noundef nonnull %0, ptr noundef %1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  br label %48

47:                                               ; preds = %25, %25, %25
  call void @luaK_exp2nextreg(ptr noundef %7, ptr noundef %1) #11
  call fastcc void @funcargs(ptr noundef nonnull %0, ptr noundef %1)
  br label %48

48:                                               ; preds = %47, %45, %40, %32
  br label %25

49:                                               ; preds = %25
  ret void
}

declare hidden i32 @luaK_code(ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_reserveregs(ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_settablesize(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_exp2nextreg(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_setlist(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare hidden i32 @luaX_lookahead(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @recfield(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #1 {
  %3 = alloca %struct.expdesc, align 8
  %4 = alloca %struct.expdesc, align 8
  %5 = alloca %struct.expdesc, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load ptr, ptr %6, align 8, !tbaa !38
  %8 = getelementptr inbounds i8, ptr %7, i64 68
  %9 = load i8, ptr %8, align 4, !tbaa !106
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 8, !tbaa !74
  %12 = icmp eq i32 %11, 291
  br i1 %12, label %13, label %19

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !21
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 -1, ptr %16, align 8, !tbaa !92
  %17 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 -1, ptr %17, align 4, !tbaa !103
  store i32 7, ptr %4, align 8, !tbaa !105
  %18 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %15, ptr %18, align 8, !tbaa !21
  br label %26

19:                                               ; preds = %2
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %20 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0)
  %21 = load ptr, ptr %6, align 8, !tbaa !38
  call void @luaK_exp2val(ptr noundef %21, ptr noundef nonnull %4) #11
  %22 = load i32, ptr %10, align 8, !tbaa !74
  %23 = icmp eq i32 %22, 93
  br i1 %23, label %25, label %24

24:                                               ; preds = %19
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 93) #12
  unreachable

25:                                               ; preds = %19
  call void @luaX_next(ptr noundef nonnull %0) #11
  br label %26

26:                                               ; preds = %25, %13
  %27 = getelementptr inbounds i8, ptr %1, i64 32
  %28 = load i32, ptr %27, align 8, !tbaa !131
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %27, align 8, !tbaa !131
  %30 = load i32, ptr %10, align 8, !tbaa !74
  %31 = icmp eq i32 %30, 61
  br i1 %31, label %33, label %32

32:                                               ; preds = %26
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12
  unreachable

33:                                               ; preds = %26
  call void @luaX_next(ptr noundef nonnull %0) #11
  %34 = getelementptr inbounds i8, ptr %1, i64 24
  %35 = load ptr, ptr %34, align 8, !tbaa !133
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %35, i64 24, i1 false), !tbaa.struct !142
  call void @luaK_indexed(ptr noundef nonnull %7, ptr noundef nonnull %3, ptr noundef nonnull %4) #11
  %36 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %5, i32 noundef 0)
  call void @luaK_storevar(ptr noundef nonnull %7, ptr noundef nonnull %3, ptr noundef nonnull %5) #11
  store i8 %9, ptr %8, align 4, !tbaa !106
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare hidden void @luaK_indexed(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_storevar(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_exp2val(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_setreturns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden ptr @luaX_newstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @adjustlocalvars(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #1 {
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  %4 = load ptr, ptr %3, align 8, !tbaa !38
  %5 = getelementptr inbounds i8, ptr %4, i64 66
  %6 = load i8, ptr %5, align 2, !tbaa !5
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  %9 = getelementptr inbounds i8, ptr %4, i64 56
  br label %10

10:                                               ; preds = %13, %2
  %11 = phi i32 [ %7, %2 ], [ %14, %13 ]
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = add nsw i32 %11, -1
  %15 = load ptr, ptr %8, align 8, !tbaa !12
  %16 = getelementptr inbounds i8, ptr %15, i64 88
  %17 = load ptr, ptr %16, align 8, !tbaa !13
  %18 = load ptr, ptr %17, align 8, !tbaa !16
  %19 = load i32, ptr %9, align 8, !tbaa !20
  %20 = add nsw i32 %19, %14
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %union.Vardesc, ptr %18, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 9
  %24 = load i8, ptr %23, align 1, !tbaa !21
  %25 = icmp eq i8 %24, 3
  br i1 %25, label %10, label %26

26:                                               ; preds = %13
  %27 = getelementptr inbounds i8, ptr %22, i64 10
  %28 = load i8, ptr %27, align 2, !tbaa !21
  %29 = add i8 %28, 1
  br label %30

30:                                               ; preds = %10, %26
  %31 = phi i8 [ %29, %26 ], [ 0, %10 ]
  %32 = icmp sgt i32 %1, 0
  br i1 %32, label %33, label %119

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 56
  %35 = getelementptr inbounds i8, ptr %4, i64 64
  %36 = getelementptr inbounds i8, ptr %4, i64 32
  br label %37

37:                                               ; preds = %33, %113
  %38 = phi i8 [ %31, %33 ], [ %51, %113 ]
  %39 = phi i32 [ 0, %33 ], [ %117, %113 ]
  %40 = load i8, ptr %5, align 2, !tbaa !5
  %41 = add i8 %40, 1
  store i8 %41, ptr %5, align 2, !tbaa !5
  %42 = zext i8 %40 to i32
  %43 = load ptr, ptr %8, align 8, !tbaa !12
  %44 = getelementptr inbounds i8, ptr %43, i64 88
  %45 = load ptr, ptr %44, align 8, !tbaa !13
  %46 = load ptr, ptr %45, align 8, !tbaa !16
  %47 = load i32, ptr %9, align 8, !tbaa !20
  %48 = add nsw i32 %47, %42
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %union.Vardesc, ptr %46, i64 %49
  %51 = add i8 %38, 1
  %52 = getelementptr inbounds i8, ptr %50, i64 10
  store i8 %38, ptr %52, align 2, !tbaa !21
  %53 = getelementptr inbounds i8, ptr %50, i64 16
  %54 = load ptr, ptr %53, align 8, !tbaa !21
  %55 = load ptr, ptr %4, align 8, !tbaa !27
  %56 = getelementptr inbounds i8, ptr %55, i64 36
  %57 = load i32, ptr %56, align 4, !tbaa !143
  %58 = load ptr, ptr %34, align 8, !tbaa !50
  %59 = getelementptr inbounds i8, ptr %55, i64 104
  %60 = load ptr, ptr %59, align 8, !tbaa !81
  %61 = load i16, ptr %35, align 8, !tbaa !82
  %62 = sext i16 %61 to i32
  %63 = tail call ptr @luaM_growaux_(ptr noundef %58, ptr noundef %60, i32 noundef %62, ptr noundef nonnull %56, i32 noundef 16, i32 noundef 32767, ptr noundef nonnull @.str.9) #11
  store ptr %63, ptr %59, align 8, !tbaa !81
  %64 = load i32, ptr %56, align 4, !tbaa !143
  %65 = icmp slt i32 %57, %64
  br i1 %65, label %66, label %95

66:                                               ; preds = %37
  %67 = sext i32 %57 to i64
  %68 = sext i32 %64 to i64
  %69 = sub nsw i64 %68, %67
  %70 = and i64 %69, 3
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %79, label %72

72:                                               ; preds = %66, %72
  %73 = phi i64 [ %75, %72 ], [ %67, %66 ]
  %74 = phi i64 [ %77, %72 ], [ 0, %66 ]
  %75 = add nsw i64 %73, 1
  %76 = getelementptr inbounds %struct.LocVar, ptr %63, i64 %73
  store ptr null, ptr %76, align 8, !tbaa !144
  %77 = add i64 %74, 1
  %78 = icmp eq i64 %77, %70
  br i1 %78, label %79, label %72, !llvm.loop !145

79:                                               ; preds = %72, %66
  %80 = phi i64 [ %67, %66 ], [ %75, %72 ]
  %81 = sub nsw i64 %67, %68
  %82 = icmp ugt i64 %81, -4
  br i1 %82, label %95, label %83

83:                                               ; preds = %79
  %84 = getelementptr i8, ptr %63, i64 16
  %85 = getelementptr i8, ptr %63, i64 32
  %86 = getelementptr i8, ptr %63, i64 48
  br label %87

87:                                               ; preds = %87, %83
  %88 = phi i64 [ %80, %83 ], [ %92, %87 ]
  %89 = getelementptr inbounds %struct.LocVar, ptr %63, i64 %88
  store ptr null, ptr %89, align 8, !tbaa !144
  %90 = getelementptr %struct.LocVar, ptr %84, i64 %88
  store ptr null, ptr %90, align 8, !tbaa !144
  %91 = getelementptr %struct.LocVar, ptr %85, i64 %88
  store ptr null, ptr %91, align 8, !tbaa !144
  %92 = add nsw i64 %88, 4
  %93 = getelementptr %struct.LocVar, ptr %86, i64 %88
  store ptr null, ptr %93, align 8, !tbaa !144
  %94 = icmp eq i64 %92, %68
  br i1 %94, label %95, label %87, !llvm.loop !146

95:                                               ; preds = %79, %87, %37
  %96 = load i16, ptr %35, align 8, !tbaa !82
  %97 = sext i16 %96 to i64
  %98 = getelementptr inbounds %struct.LocVar, ptr %63, i64 %97
  store ptr %54, ptr %98, align 8, !tbaa !144
  %99 = load i32, ptr %36, align 8, !tbaa !40
  %100 = getelementptr inbounds %struct.LocVar, ptr %63, i64 %97, i32 1
  store i32 %99, ptr %100, align 8, !tbaa !111
  %101 = getelementptr inbounds i8, ptr %55, i64 9
  %102 = load i8, ptr %101, align 1, !tbaa !29
  %103 = and i8 %102, 32
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %113, label %105

105:                                              ; preds = %95
  %106 = getelementptr inbounds i8, ptr %54, i64 9
  %107 = load i8, ptr %106, align 1, !tbaa !32
  %108 = and i8 %107, 24
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %113, label %110

110:                                              ; preds = %105
  %111 = load ptr, ptr %34, align 8, !tbaa !50
  tail call void @luaC_barrier_(ptr noundef %111, ptr noundef nonnull %55, ptr noundef nonnull %54) #11
  %112 = load i16, ptr %35, align 8, !tbaa !82
  br label %113

113:                                              ; preds = %95, %105, %110
  %114 = phi i16 [ %96, %95 ], [ %96, %105 ], [ %112, %110 ]
  %115 = add i16 %114, 1
  store i16 %115, ptr %35, align 8, !tbaa !82
  %116 = getelementptr inbounds i8, ptr %50, i64 12
  store i16 %114, ptr %116, align 4, !tbaa !21
  %117 = add nuw nsw i32 %39, 1
  %118 = icmp eq i32 %117, %1
  br i1 %118, label %119, label %37, !llvm.loop !147

119:                                              ; preds = %113, %30
  ret void
}

declare hidden i32 @luaK_codeABx(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_exp2anyregup(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_self(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @funcargs(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #1 {
  %3 = alloca %struct.expdesc, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !90
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i32, ptr %8, align 8, !tbaa !74
  switch i32 %9, label %30 [
    i32 40, label %10
    i32 123, label %29
    i32 292, label %37
  ]

10:                                               ; preds = %2
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %11 = load i32, ptr %8, align 8, !tbaa !74
  %12 = icmp eq i32 %11, 41
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  store i32 0, ptr %3, align 8, !tbaa !105
  br label %28

14:                                               ; preds = %10
  %15 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %16 = load i32, ptr %8, align 8, !tbaa !74
  %17 = icmp eq i32 %16, 44
  br i1 %17, label %18, label %23

18:                                               ; preds = %14, %18
  call void @luaX_next(ptr noundef nonnull %0) #11
  %19 = load ptr, ptr %4, align 8, !tbaa !38
  call void @luaK_exp2nextreg(ptr noundef %19, ptr noundef nonnull %3) #11
  %20 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %21 = load i32, ptr %8, align 8, !tbaa !74
  %22 = icmp eq i32 %21, 44
  br i1 %22, label %18, label %23, !llvm.loop !108

23:                                               ; preds = %18, %14
  %24 = load i32, ptr %3, align 8
  %25 = and i32 %24, -2
  %26 = icmp eq i32 %25, 18
  br i1 %26, label %27, label %28

27:                                               ; preds = %23
  call void @luaK_setreturns(ptr noundef %5, ptr noundef nonnull %3, i32 noundef -1) #11
  br label %28

28:                                               ; preds = %27, %23, %13
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 41, i32 noundef 40, i32 noundef %7)
  br label %31

29:                                               ; preds = %2
  call fastcc void @constructor(ptr noundef nonnull %0, ptr noundef nonnull %3)
  br label %31

30:                                               ; preds = %2
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.12) #13
  unreachable

31:                                               ; preds = %29, %28
  %32 = load i32, ptr %3, align 8
  %33 = getelementptr inbounds i8, ptr %1, i64 8
  %34 = load i32, ptr %33, align 8, !tbaa !21
  %35 = and i32 %32, -2
  %36 = icmp eq i32 %35, 18
  br i1 %36, label %57, label %45

37:                                               ; preds = %2
  %38 = getelementptr inbounds i8, ptr %0, i64 24
  %39 = load ptr, ptr %38, align 8, !tbaa !21
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 -1, ptr %40, align 8, !tbaa !92
  %41 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 -1, ptr %41, align 4, !tbaa !103
  store i32 7, ptr %3, align 8, !tbaa !105
  %42 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %39, ptr %42, align 8, !tbaa !21
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %43 = getelementptr inbounds i8, ptr %1, i64 8
  %44 = load i32, ptr %43, align 8, !tbaa !21
  br label %47

45:                                               ; preds = %31
  %46 = icmp eq i32 %32, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %37, %45
  %48 = phi ptr [ %43, %37 ], [ %33, %45 ]
  %49 = phi i32 [ %44, %37 ], [ %34, %45 ]
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11
  br label %50

50:                                               ; preds = %47, %45
  %51 = phi ptr [ %48, %47 ], [ %33, %45 ]
  %52 = phi i32 [ %49, %47 ], [ %34, %45 ]
  %53 = getelementptr inbounds i8, ptr %5, i64 68
  %54 = load i8, ptr %53, align 4, !tbaa !106
  %55 = zext i8 %54 to i32
  %56 = sub i32 %55, %52
  br label %57

57:                                               ; preds = %31, %50
  %58 = phi i32 [ %52, %50 ], [ %34, %31 ]
  %59 = phi ptr [ %51, %50 ], [ %33, %31 ]
  %60 = phi i32 [ %56, %50 ], [ 0, %31 ]
  %61 = call i32 @luaK_codeABCk(ptr noundef %5, i32 noundef 68, i32 noundef %58, i32 noundef %60, i32 noundef 2, i32 noundef 0) #11
  %62 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 -1, ptr %62, align 8, !tbaa !92
  %63 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 -1, ptr %63, align 4, !tbaa !103
  store i32 18, ptr %1, align 8, !tbaa !105
  store i32 %61, ptr %59, align 8, !tbaa !21
  call void @luaK_fixline(ptr noundef %5, i32 noundef %7) #11
  %64 = trunc i32 %58 to i8
  %65 = add i8 %64, 1
  %66 = getelementptr inbounds i8, ptr %5, i64 68
  store i8 %65, ptr %66, align 4, !tbaa !106
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  ret void
}

declare hidden void @luaK_dischargevars(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @singlevar(ptr noundef %0, ptr noundef %1) unnamed_addr #1 {
  %3 = alloca %struct.expdesc, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i32, ptr %4, align 8, !tbaa !74
  %6 = icmp eq i32 %5, 291
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !21
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  %12 = load ptr, ptr %11, align 8, !tbaa !38
  tail call fastcc void @singlevaraux(ptr noundef %12, ptr noundef %10, ptr noundef %1, i32 noundef 1)
  %13 = load i32, ptr %1, align 8, !tbaa !105
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %21

15:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  %16 = getelementptr inbounds i8, ptr %0, i64 104
  %17 = load ptr, ptr %16, align 8, !tbaa !73
  tail call fastcc void @singlevaraux(ptr noundef %12, ptr noundef %17, ptr noundef nonnull %1, i32 noundef 1)
  tail call void @luaK_exp2anyregup(ptr noundef %12, ptr noundef nonnull %1) #11
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 -1, ptr %18, align 8, !tbaa !92
  %19 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 -1, ptr %19, align 4, !tbaa !103
  store i32 7, ptr %3, align 8, !tbaa !105
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %10, ptr %20, align 8, !tbaa !21
  call void @luaK_indexed(ptr noundef %12, ptr noundef nonnull %1, ptr noundef nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  br label %21

21:                                               ; preds = %15, %8
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @singlevaraux(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %6, label %10

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 -1, ptr %7, align 8, !tbaa !92
  %8 = getelementptr inbounds i8, ptr %2, i64 20
  store i32 -1, ptr %8, align 4, !tbaa !103
  store i32 0, ptr %2, align 8, !tbaa !105
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 0, ptr %9, align 8, !tbaa !21
  br label %200

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %0, i64 66
  %12 = load i8, ptr %11, align 2, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  br label %16

16:                                               ; preds = %19, %10
  %17 = phi i32 [ %13, %10 ], [ %20, %19 ]
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %66

19:                                               ; preds = %16
  %20 = add nsw i32 %17, -1
  %21 = load ptr, ptr %14, align 8, !tbaa !12
  %22 = getelementptr inbounds i8, ptr %21, i64 88
  %23 = load ptr, ptr %22, align 8, !tbaa !13
  %24 = load ptr, ptr %23, align 8, !tbaa !16
  %25 = load i32, ptr %15, align 8, !tbaa !20
  %26 = add nsw i32 %25, %20
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %union.Vardesc, ptr %24, i64 %27
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8, !tbaa !21
  %31 = icmp eq ptr %30, %1
  br i1 %31, label %32, label %16

32:                                               ; preds = %19
  %33 = getelementptr inbounds i8, ptr %28, i64 9
  %34 = load i8, ptr %33, align 1, !tbaa !21
  %35 = icmp eq i8 %34, 3
  %36 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 -1, ptr %36, align 8, !tbaa !92
  %37 = getelementptr inbounds i8, ptr %2, i64 20
  store i32 -1, ptr %37, align 4, !tbaa !103
  br i1 %35, label %38, label %40

38:                                               ; preds = %32
  store i32 11, ptr %2, align 8, !tbaa !105
  %39 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %26, ptr %39, align 8, !tbaa !21
  br label %200

40:                                               ; preds = %32
  store i32 9, ptr %2, align 8, !tbaa !105
  %41 = trunc nuw nsw i32 %20 to i16
  %42 = getelementptr inbounds i8, ptr %2, i64 8
  %43 = getelementptr inbounds i8, ptr %2, i64 10
  store i16 %41, ptr %43, align 2, !tbaa !21
  %44 = load ptr, ptr %14, align 8, !tbaa !12
  %45 = getelementptr inbounds i8, ptr %44, i64 88
  %46 = load ptr, ptr %45, align 8, !tbaa !13
  %47 = load ptr, ptr %46, align 8, !tbaa !16
  %48 = load i32, ptr %15, align 8, !tbaa !20
  %49 = add nsw i32 %48, %20
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds %union.Vardesc, ptr %47, i64 %50, i32 0, i32 3
  %52 = load i8, ptr %51, align 2, !tbaa !21
  store i8 %52, ptr %42, align 8, !tbaa !21
  %53 = icmp eq i32 %3, 0
  br i1 %53, label %54, label %200

54:                                               ; preds = %40
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi ptr [ %55, %54 ], [ %58, %56 ]
  %58 = load ptr, ptr %57, align 8, !tbaa !137
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load i8, ptr %59, align 8, !tbaa !54
  %61 = zext i8 %60 to i32
  %62 = icmp ult i32 %20, %61
  br i1 %62, label %56, label %63, !llvm.loop !148

63:                                               ; preds = %56
  %64 = getelementptr inbounds i8, ptr %58, i64 17
  store i8 1, ptr %64, align 1, !tbaa !57
  %65 = getelementptr inbounds i8, ptr %0, i64 70
  store i8 1, ptr %65, align 2, !tbaa !109
  br label %200

66:                                               ; preds = %16
  %67 = load ptr, ptr %0, align 8, !tbaa !27
  %68 = getelementptr inbounds i8, ptr %67, i64 80
  %69 = load ptr, ptr %68, align 8, !tbaa !63
  %70 = getelementptr inbounds i8, ptr %0, i64 67
  %71 = load i8, ptr %70, align 1, !tbaa !61
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %85, label %73

73:                                               ; preds = %66
  %74 = zext i8 %71 to i64
  br label %75

75:                                               ; preds = %80, %73
  %76 = phi i64 [ 0, %73 ], [ %81, %80 ]
  %77 = getelementptr inbounds %struct.Upvaldesc, ptr %69, i64 %76
  %78 = load ptr, ptr %77, align 8, !tbaa !64
  %79 = icmp eq ptr %78, %1
  br i1 %79, label %83, label %80

80:                                               ; preds = %75
  %81 = add nuw nsw i64 %76, 1
  %82 = icmp eq i64 %81, %74
  br i1 %82, label %85, label %75, !llvm.loop !149

83:                                               ; preds = %75
  %84 = trunc nuw nsw i64 %76 to i32
  br label %195

85:                                               ; preds = %80, %66
  %86 = getelementptr inbounds i8, ptr %0, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !39
  tail call fastcc void @singlevaraux(ptr noundef %87, ptr noundef %1, ptr noundef %2, i32 noundef 0)
  %88 = load i32, ptr %2, align 8, !tbaa !105
  %89 = add i32 %88, -9
  %90 = icmp ult i32 %89, 2
  br i1 %90, label %91, label %200

91:                                               ; preds = %85
  %92 = load i8, ptr %70, align 1, !tbaa !61
  %93 = icmp eq i8 %92, -1
  br i1 %93, label %94, label %95

94:                                               ; preds = %91
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %0, i32 noundef 255, ptr noundef nonnull @.str) #12
  unreachable

95:                                               ; preds = %91
  %96 = load ptr, ptr %0, align 8, !tbaa !27
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = zext i8 %92 to i32
  %99 = load i32, ptr %97, align 8, !tbaa !62
  %100 = load ptr, ptr %14, align 8, !tbaa !12
  %101 = getelementptr inbounds i8, ptr %100, i64 56
  %102 = load ptr, ptr %101, align 8, !tbaa !50
  %103 = getelementptr inbounds i8, ptr %96, i64 80
  %104 = load ptr, ptr %103, align 8, !tbaa !63
  %105 = tail call ptr @luaM_growaux_(ptr noundef %102, ptr noundef %104, i32 noundef %98, ptr noundef nonnull %97, i32 noundef 16, i32 noundef 255, ptr noundef nonnull @.str) #11
  store ptr %105, ptr %103, align 8, !tbaa !63
  %106 = load i32, ptr %97, align 8, !tbaa !62
  %107 = icmp slt i32 %99, %106
  br i1 %107, label %108, label %137

108:                                              ; preds = %95
  %109 = sext i32 %99 to i64
  %110 = sext i32 %106 to i64
  %111 = sub nsw i64 %110, %109
  %112 = and i64 %111, 3
  %113 = icmp eq i64 %112, 0
  br i1 %113, label %121, label %114

114:                                              ; preds = %108, %114
  %115 = phi i64 [ %117, %114 ], [ %109, %108 ]
  %116 = phi i64 [ %119, %114 ], [ 0, %108 ]
  %117 = add nsw i64 %115, 1
  %118 = getelementptr inbounds %struct.Upvaldesc, ptr %105, i64 %115
  store ptr null, ptr %118, align 8, !tbaa !64
  %119 = add i64 %116, 1
  %120 = icmp eq i64 %119, %112
  br i1 %120, label %121, label %114, !llvm.loop !150

121:                                              ; preds = %114, %108
  %122 = phi i64 [ %109, %108 ], [ %117, %114 ]
  %123 = sub nsw i64 %109, %110
  %124 = icmp ugt i64 %123, -4
  br i1 %124, label %137, label %125

125:                                              ; preds = %121
  %126 = getelementptr i8, ptr %105, i64 16
  %127 = getelementptr i8, ptr %105, i64 32
  %128 = getelementptr i8, ptr %105, i64 48
  br label %129

129:                                              ; preds = %129, %125
  %130 = phi i64 [ %122, %125 ], [ %134, %129 ]
  %131 = getelementptr inbounds %struct.Upvaldesc, ptr %105, i64 %130
  store ptr null, ptr %131, align 8, !tbaa !64
  %132 = getelementptr %struct.Upvaldesc, ptr %126, i64 %130
  store ptr null, ptr %132, align 8, !tbaa !64
  %133 = getelementptr %struct.Upvaldesc, ptr %127, i64 %130
  store ptr null, ptr %133, align 8, !tbaa !64
  %134 = add nsw i64 %130, 4
  %135 = getelementptr %struct.Upvaldesc, ptr %128, i64 %130
  store ptr null, ptr %135, align 8, !tbaa !64
  %136 = icmp eq i64 %134, %110
  br i1 %136, label %137, label %129, !llvm.loop !68

137:                                              ; preds = %121, %129, %95
  %138 = load i8, ptr %70, align 1, !tbaa !61
  %139 = add i8 %138, 1
  store i8 %139, ptr %70, align 1, !tbaa !61
  %140 = zext i8 %138 to i64
  %141 = getelementptr inbounds %struct.Upvaldesc, ptr %105, i64 %140
  %142 = load ptr, ptr %86, align 8, !tbaa !39
  %143 = load i32, ptr %2, align 8, !tbaa !105
  %144 = icmp eq i32 %143, 9
  %145 = getelementptr inbounds i8, ptr %141, i64 8
  %146 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %144, label %147, label %163

147:                                              ; preds = %137
  store i8 1, ptr %145, align 8, !tbaa !70
  %148 = load i8, ptr %146, align 8, !tbaa !21
  %149 = getelementptr inbounds i8, ptr %141, i64 9
  store i8 %148, ptr %149, align 1, !tbaa !71
  %150 = getelementptr inbounds i8, ptr %2, i64 10
  %151 = load i16, ptr %150, align 2, !tbaa !21
  %152 = zext i16 %151 to i32
  %153 = getelementptr inbounds i8, ptr %142, i64 16
  %154 = load ptr, ptr %153, align 8, !tbaa !12
  %155 = getelementptr inbounds i8, ptr %154, i64 88
  %156 = load ptr, ptr %155, align 8, !tbaa !13
  %157 = load ptr, ptr %156, align 8, !tbaa !16
  %158 = getelementptr inbounds i8, ptr %142, i64 56
  %159 = load i32, ptr %158, align 8, !tbaa !20
  %160 = add nsw i32 %159, %152
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds %union.Vardesc, ptr %157, i64 %161, i32 0, i32 2
  br label %173

163:                                              ; preds = %137
  store i8 0, ptr %145, align 8, !tbaa !70
  %164 = load i32, ptr %146, align 8, !tbaa !21
  %165 = trunc i32 %164 to i8
  %166 = getelementptr inbounds i8, ptr %141, i64 9
  store i8 %165, ptr %166, align 1, !tbaa !71
  %167 = load ptr, ptr %142, align 8, !tbaa !27
  %168 = getelementptr inbounds i8, ptr %167, i64 80
  %169 = load ptr, ptr %168, align 8, !tbaa !63
  %170 = load i32, ptr %146, align 8, !tbaa !21
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds %struct.Upvaldesc, ptr %169, i64 %171, i32 3
  br label %173

173:                                              ; preds = %163, %147
  %174 = phi ptr [ %162, %147 ], [ %172, %163 ]
  %175 = load i8, ptr %174, align 1, !tbaa !21
  %176 = getelementptr inbounds i8, ptr %141, i64 10
  store i8 %175, ptr %176, align 2
  store ptr %1, ptr %141, align 8, !tbaa !64
  %177 = load ptr, ptr %0, align 8, !tbaa !27
  %178 = getelementptr inbounds i8, ptr %177, i64 9
  %179 = load i8, ptr %178, align 1, !tbaa !29
  %180 = and i8 %179, 32
  %181 = icmp eq i8 %180, 0
  br i1 %181, label %191, label %182

182:                                              ; preds = %173
  %183 = getelementptr inbounds i8, ptr %1, i64 9
  %184 = load i8, ptr %183, align 1, !tbaa !32
  %185 = and i8 %184, 24
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %191, label %187

187:                                              ; preds = %182
  %188 = load ptr, ptr %14, align 8, !tbaa !12
  %189 = getelementptr inbounds i8, ptr %188, i64 56
  %190 = load ptr, ptr %189, align 8, !tbaa !50
  tail call void @luaC_barrier_(ptr noundef %190, ptr noundef nonnull %177, ptr noundef nonnull %1) #11
  br label %191

191:                                              ; preds = %173, %182, %187
  %192 = load i8, ptr %70, align 1, !tbaa !61
  %193 = zext i8 %192 to i32
  %194 = add nsw i32 %193, -1
  br label %195

195:                                              ; preds = %83, %191
  %196 = phi i32 [ %194, %191 ], [ %84, %83 ]
  %197 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 -1, ptr %197, align 8, !tbaa !92
  %198 = getelementptr inbounds i8, ptr %2, i64 20
  store i32 -1, ptr %198, align 4, !tbaa !103
  store i32 10, ptr %2, align 8, !tbaa !105
  %199 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %196, ptr %199, align 8, !tbaa !21
  br label %200

200:                                              ; preds = %38, %85, %195, %40, %63, %6
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @explist(ptr noundef %0, ptr noundef %1) unnamed_addr #1 {
  %3 = tail call fastcc i32 @subexpr(ptr noundef %0, ptr noundef %1, i32 noundef 0)
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i32, ptr %4, align 8, !tbaa !74
  %6 = icmp eq i32 %5, 44
  br i1 %6, label %7, label %16

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  br label %9

9:                                                ; preds = %7, %9
  %10 = phi i32 [ 1, %7 ], [ %13, %9 ]
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %11 = load ptr, ptr %8, align 8, !tbaa !38
  tail call void @luaK_exp2nextreg(ptr noundef %11, ptr noundef %1) #11
  %12 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0)
  %13 = add nuw nsw i32 %10, 1
  %14 = load i32, ptr %4, align 8, !tbaa !74
  %15 = icmp eq i32 %14, 44
  br i1 %15, label %9, label %16, !llvm.loop !108

16:                                               ; preds = %9, %2
  %17 = phi i32 [ 1, %2 ], [ %13, %9 ]
  ret i32 %17
}

declare hidden void @luaK_fixline(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @createlabel(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !38
  %7 = getelementptr inbounds i8, ptr %0, i64 88
  %8 = load ptr, ptr %7, align 8, !tbaa !13
  %9 = getelementptr inbounds i8, ptr %8, i64 32
  %10 = tail call i32 @luaK_getlabel(ptr noundef %6) #11
  %11 = getelementptr inbounds i8, ptr %8, i64 40
  %12 = load i32, ptr %11, align 8, !tbaa !94
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !50
  %15 = load ptr, ptr %9, align 8, !tbaa !95
  %16 = getelementptr inbounds i8, ptr %8, i64 44
  %17 = tail call ptr @luaM_growaux_(ptr noundef %14, ptr noundef %15, i32 noundef %12, ptr noundef nonnull %16, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11
  store ptr %17, ptr %9, align 8, !tbaa !95
  %18 = sext i32 %12 to i64
  %19 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18
  store ptr %1, ptr %19, align 8, !tbaa !96
  %20 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 2
  store i32 %2, ptr %20, align 4, !tbaa !98
  %21 = load ptr, ptr %5, align 8, !tbaa !38
  %22 = getelementptr inbounds i8, ptr %21, i64 66
  %23 = load i8, ptr %22, align 2, !tbaa !5
  %24 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 3
  store i8 %23, ptr %24, align 8, !tbaa !99
  %25 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 4
  store i8 0, ptr %25, align 1, !tbaa !100
  %26 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 1
  store i32 %10, ptr %26, align 8, !tbaa !101
  %27 = add nsw i32 %12, 1
  store i32 %27, ptr %11, align 8, !tbaa !94
  %28 = icmp eq i32 %3, 0
  br i1 %28, label %34, label %29

29:                                               ; preds = %4
  %30 = getelementptr inbounds i8, ptr %6, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !48
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load i8, ptr %32, align 8, !tbaa !54
  store i8 %33, ptr %24, align 8, !tbaa !99
  br label %34

34:                                               ; preds = %29, %4
  %35 = load ptr, ptr %7, align 8, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = getelementptr inbounds i8, ptr %21, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !48
  %39 = getelementptr inbounds i8, ptr %38, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !56
  %41 = getelementptr inbounds i8, ptr %35, i64 24
  %42 = load i32, ptr %41, align 8, !tbaa !94
  %43 = icmp slt i32 %40, %42
  br i1 %43, label %44, label %132

44:                                               ; preds = %34
  %45 = getelementptr inbounds i8, ptr %19, i64 16
  %46 = getelementptr inbounds i8, ptr %19, i64 8
  br label %47

47:                                               ; preds = %95, %44
  %48 = phi i32 [ %42, %44 ], [ %96, %95 ]
  %49 = phi i32 [ 0, %44 ], [ %98, %95 ]
  %50 = phi i32 [ %40, %44 ], [ %97, %95 ]
  %51 = load ptr, ptr %36, align 8, !tbaa !95
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds %struct.Labeldesc, ptr %51, i64 %52
  %54 = load ptr, ptr %53, align 8, !tbaa !96
  %55 = load ptr, ptr %19, align 8, !tbaa !96
  %56 = icmp eq ptr %54, %55
  br i1 %56, label %57, label %93

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %53, i64 17
  %59 = load i8, ptr %58, align 1, !tbaa !100
  %60 = zext i8 %59 to i32
  %61 = or i32 %49, %60
  %62 = load ptr, ptr %7, align 8, !tbaa !13
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !95
  %65 = getelementptr inbounds %struct.Labeldesc, ptr %64, i64 %52
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load i8, ptr %66, align 8, !tbaa !99
  %68 = load i8, ptr %45, align 8, !tbaa !99
  %69 = icmp ult i8 %67, %68
  br i1 %69, label %70, label %71, !prof !151

70:                                               ; preds = %57
  tail call fastcc void @jumpscopeerror(ptr noundef nonnull %0, ptr noundef nonnull %65) #12
  unreachable

71:                                               ; preds = %57
  %72 = load ptr, ptr %5, align 8, !tbaa !38
  %73 = getelementptr inbounds i8, ptr %65, i64 8
  %74 = load i32, ptr %73, align 8, !tbaa !101
  %75 = load i32, ptr %46, align 8, !tbaa !101
  tail call void @luaK_patchlist(ptr noundef %72, i32 noundef %74, i32 noundef %75) #11
  %76 = getelementptr inbounds i8, ptr %62, i64 24
  %77 = load i32, ptr %76, align 8, !tbaa !94
  %78 = add nsw i32 %77, -1
  %79 = icmp sgt i32 %78, %50
  br i1 %79, label %80, label %90

80:                                               ; preds = %71, %80
  %81 = phi i64 [ %84, %80 ], [ %52, %71 ]
  %82 = load ptr, ptr %63, align 8, !tbaa !95
  %83 = getelementptr inbounds %struct.Labeldesc, ptr %82, i64 %81
  %84 = add nsw i64 %81, 1
  %85 = getelementptr inbounds %struct.Labeldesc, ptr %82, i64 %84
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %83, ptr noundef nonnull align 8 dereferenceable(24) %85, i64 24, i1 false), !tbaa.struct !152
  %86 = load i32, ptr %76, align 8, !tbaa !94
  %87 = add nsw i32 %86, -1
  %88 = sext i32 %87 to i64
  %89 = icmp slt i64 %84, %88
  br i1 %89, label %80, label %90, !llvm.loop !153

90:                                               ; preds = %80, %71
  %91 = phi i32 [ %78, %71 ], [ %87, %80 ]
  store i32 %91, ptr %76, align 8, !tbaa !94
  %92 = load i32, ptr %41, align 8, !tbaa !94
  br label %95

93:                                               ; preds = %47
  %94 = add nsw i32 %50, 1
  br label %95

95:                                               ; preds = %93, %90
  %96 = phi i32 [ %92, %90 ], [ %48, %93 ]
  %97 = phi i32 [ %50, %90 ], [ %94, %93 ]
  %98 = phi i32 [ %61, %90 ], [ %49, %93 ]
  %99 = icmp slt i32 %97, %96
  br i1 %99, label %47, label %100, !llvm.loop !154

100:                                              ; preds = %95
  %101 = icmp eq i32 %98, 0
  br i1 %101, label %132, label %102

102:                                              ; preds = %100
  %103 = getelementptr inbounds i8, ptr %6, i64 66
  %104 = load i8, ptr %103, align 2, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = getelementptr inbounds i8, ptr %6, i64 16
  %107 = getelementptr inbounds i8, ptr %6, i64 56
  br label %108

108:                                              ; preds = %111, %102
  %109 = phi i32 [ %105, %102 ], [ %112, %111 ]
  %110 = icmp sgt i32 %109, 0
  br i1 %110, label %111, label %129

111:                                              ; preds = %108
  %112 = add nsw i32 %109, -1
  %113 = load ptr, ptr %106, align 8, !tbaa !12
  %114 = getelementptr inbounds i8, ptr %113, i64 88
  %115 = load ptr, ptr %114, align 8, !tbaa !13
  %116 = load ptr, ptr %115, align 8, !tbaa !16
  %117 = load i32, ptr %107, align 8, !tbaa !20
  %118 = add nsw i32 %117, %112
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds %union.Vardesc, ptr %116, i64 %119
  %121 = getelementptr inbounds i8, ptr %120, i64 9
  %122 = load i8, ptr %121, align 1, !tbaa !21
  %123 = icmp eq i8 %122, 3
  br i1 %123, label %108, label %124

124:                                              ; preds = %111
  %125 = getelementptr inbounds i8, ptr %120, i64 10
  %126 = load i8, ptr %125, align 2, !tbaa !21
  %127 = zext i8 %126 to i32
  %128 = add nuw nsw i32 %127, 1
  br label %129

129:                                              ; preds = %108, %124
  %130 = phi i32 [ %128, %124 ], [ 0, %108 ]
  %131 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %6, i32 noundef 54, i32 noundef %130, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  br label %132

132:                                              ; preds = %34, %100, %129
  %133 = phi i32 [ 1, %129 ], [ 0, %100 ], [ 0, %34 ]
  ret i32 %133
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @undefgoto(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = load ptr, ptr %1, align 8, !tbaa !96
  %4 = getelementptr inbounds i8, ptr %0, i64 56
  %5 = load ptr, ptr %4, align 8, !tbaa !50
  %6 = tail call ptr @luaS_newlstr(ptr noundef %5, ptr noundef nonnull @.str.4, i64 noundef 5) #11
  %7 = icmp eq ptr %3, %6
  %8 = load ptr, ptr %4, align 8, !tbaa !50
  br i1 %7, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %1, i64 12
  %11 = load i32, ptr %10, align 4, !tbaa !98
  %12 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %8, ptr noundef nonnull @.str.15, i32 noundef %11) #11
  br label %19

13:                                               ; preds = %2
  %14 = load ptr, ptr %1, align 8, !tbaa !96
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = getelementptr inbounds i8, ptr %1, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !98
  %18 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %8, ptr noundef nonnull @.str.16, ptr noundef nonnull %15, i32 noundef %17) #11
  br label %19

19:                                               ; preds = %13, %9
  %20 = phi ptr [ %12, %9 ], [ %18, %13 ]
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %20) #13
  unreachable
}

declare hidden i32 @luaK_getlabel(ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @jumpscopeerror(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  %4 = load ptr, ptr %3, align 8, !tbaa !38
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i8, ptr %5, align 8, !tbaa !99
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !12
  %10 = getelementptr inbounds i8, ptr %9, i64 88
  %11 = load ptr, ptr %10, align 8, !tbaa !13
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  %13 = getelementptr inbounds i8, ptr %4, i64 56
  %14 = load i32, ptr %13, align 8, !tbaa !20
  %15 = add nsw i32 %14, %7
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %union.Vardesc, ptr %12, i64 %16, i32 0, i32 5
  %18 = load ptr, ptr %17, align 8, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %18, i64 24
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  %21 = load ptr, ptr %20, align 8, !tbaa !50
  %22 = load ptr, ptr %1, align 8, !tbaa !96
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !98
  %26 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %21, ptr noundef nonnull @.str.14, ptr noundef nonnull %23, i32 noundef %25, ptr noundef nonnull %19) #11
  tail call void @luaK_semerror(ptr noundef %0, ptr noundef %26) #13
  unreachable
}

declare hidden void @luaK_patchlist(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare hidden void @luaK_semerror(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @error_expected(ptr noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 56
  %4 = load ptr, ptr %3, align 8, !tbaa !50
  %5 = tail call ptr @luaX_token2str(ptr noundef %0, i32 noundef %1) #11
  %6 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %4, ptr noundef nonnull @.str.18, ptr noundef %5) #11
  tail call void @luaX_syntaxerror(ptr noundef %0, ptr noundef %6) #13
  unreachable
}

declare hidden ptr @luaX_token2str(ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_int(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @forbody(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #1 {
  %6 = alloca %struct.BlockCnt, align 8
  %7 = alloca %struct.BlockCnt, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load ptr, ptr %8, align 8, !tbaa !38
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 8, !tbaa !74
  %12 = icmp eq i32 %11, 258
  br i1 %12, label %14, label %13

13:                                               ; preds = %5
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 258) #12
  unreachable

14:                                               ; preds = %5
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %15 = zext nneg i32 %4 to i64
  %16 = getelementptr inbounds [2 x i32], ptr @forbody.forprep, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !91
  %18 = tail call i32 @luaK_codeABx(ptr noundef %9, i32 noundef %17, i32 noundef %1, i32 noundef 0) #11
  %19 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %19, align 2, !tbaa !52
  %20 = getelementptr inbounds i8, ptr %9, i64 66
  %21 = load i8, ptr %20, align 2, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %7, i64 16
  store i8 %21, ptr %22, align 8, !tbaa !54
  %23 = getelementptr inbounds i8, ptr %9, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !12
  %25 = getelementptr inbounds i8, ptr %24, i64 88
  %26 = load ptr, ptr %25, align 8, !tbaa !13
  %27 = getelementptr inbounds i8, ptr %26, i64 40
  %28 = load i32, ptr %27, align 8, !tbaa !35
  %29 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %28, ptr %29, align 8, !tbaa !55
  %30 = getelementptr inbounds i8, ptr %26, i64 24
  %31 = load i32, ptr %30, align 8, !tbaa !36
  %32 = getelementptr inbounds i8, ptr %7, i64 12
  store i32 %31, ptr %32, align 4, !tbaa !56
  %33 = getelementptr inbounds i8, ptr %7, i64 17
  store i8 0, ptr %33, align 1, !tbaa !57
  %34 = getelementptr inbounds i8, ptr %9, i64 24
  %35 = load ptr, ptr %34, align 8, !tbaa !48
  %36 = icmp eq ptr %35, null
  br i1 %36, label %42, label %37

37:                                               ; preds = %14
  %38 = getelementptr inbounds i8, ptr %35, i64 19
  %39 = load i8, ptr %38, align 1, !tbaa !58
  %40 = icmp ne i8 %39, 0
  %41 = zext i1 %40 to i8
  br label %42

42:                                               ; preds = %14, %37
  %43 = phi i8 [ 0, %14 ], [ %41, %37 ]
  %44 = getelementptr inbounds i8, ptr %7, i64 19
  store i8 %43, ptr %44, align 1, !tbaa !58
  store ptr %35, ptr %7, align 8, !tbaa !59
  store ptr %7, ptr %34, align 8, !tbaa !48
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %3)
  call void @luaK_reserveregs(ptr noundef nonnull %9, i32 noundef %3) #11
  %45 = load ptr, ptr %8, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %46 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %46, align 2, !tbaa !52
  %47 = getelementptr inbounds i8, ptr %45, i64 66
  %48 = load i8, ptr %47, align 2, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %6, i64 16
  store i8 %48, ptr %49, align 8, !tbaa !54
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = load ptr, ptr %50, align 8, !tbaa !12
  %52 = getelementptr inbounds i8, ptr %51, i64 88
  %53 = load ptr, ptr %52, align 8, !tbaa !13
  %54 = getelementptr inbounds i8, ptr %53, i64 40
  %55 = load i32, ptr %54, align 8, !tbaa !35
  %56 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %55, ptr %56, align 8, !tbaa !55
  %57 = getelementptr inbounds i8, ptr %53, i64 24
  %58 = load i32, ptr %57, align 8, !tbaa !36
  %59 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 %58, ptr %59, align 4, !tbaa !56
  %60 = getelementptr inbounds i8, ptr %6, i64 17
  store i8 0, ptr %60, align 1, !tbaa !57
  %61 = getelementptr inbounds i8, ptr %45, i64 24
  %62 = load ptr, ptr %61, align 8, !tbaa !48
  %63 = icmp eq ptr %62, null
  br i1 %63, label %69, label %64

64:                                               ; preds = %42
  %65 = getelementptr inbounds i8, ptr %62, i64 19
  %66 = load i8, ptr %65, align 1, !tbaa !58
  %67 = icmp ne i8 %66, 0
  %68 = zext i1 %67 to i8
  br label %69

69:                                               ; preds = %42, %64
  %70 = phi i8 [ 0, %42 ], [ %68, %64 ]
  %71 = getelementptr inbounds i8, ptr %6, i64 19
  store i8 %70, ptr %71, align 1, !tbaa !58
  store ptr %62, ptr %6, align 8, !tbaa !59
  store ptr %6, ptr %61, align 8, !tbaa !48
  br label %72

72:                                               ; preds = %75, %69
  %73 = load i32, ptr %10, align 8, !tbaa !74
  switch i32 %73, label %75 [
    i32 259, label %76
    i32 260, label %76
    i32 261, label %76
    i32 288, label %76
    i32 276, label %76
    i32 273, label %74
  ]

74:                                               ; preds = %72
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %76

75:                                               ; preds = %72
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %72, !llvm.loop !75

76:                                               ; preds = %72, %72, %72, %72, %72, %74
  call fastcc void @leaveblock(ptr noundef %45)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call fastcc void @leaveblock(ptr noundef %9)
  %77 = call i32 @luaK_getlabel(ptr noundef %9) #11
  %78 = xor i32 %18, -1
  %79 = add i32 %77, %78
  %80 = icmp sgt i32 %79, 131071
  br i1 %80, label %81, label %83, !prof !151

81:                                               ; preds = %76
  %82 = load ptr, ptr %23, align 8, !tbaa !12
  call void @luaX_syntaxerror(ptr noundef %82, ptr noundef nonnull @.str.21) #13
  unreachable

83:                                               ; preds = %76
  %84 = load ptr, ptr %9, align 8, !tbaa !27
  %85 = getelementptr inbounds i8, ptr %84, i64 64
  %86 = load ptr, ptr %85, align 8, !tbaa !76
  %87 = sext i32 %18 to i64
  %88 = getelementptr inbounds i32, ptr %86, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !91
  %90 = and i32 %89, 32767
  %91 = shl i32 %79, 15
  %92 = or disjoint i32 %90, %91
  store i32 %92, ptr %88, align 4, !tbaa !91
  %93 = icmp eq i32 %4, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %83
  %95 = call i32 @luaK_codeABCk(ptr noundef nonnull %9, i32 noundef 76, i32 noundef %1, i32 noundef 0, i32 noundef %3, i32 noundef 0) #11
  call void @luaK_fixline(ptr noundef nonnull %9, i32 noundef %2) #11
  br label %96

96:                                               ; preds = %94, %83
  %97 = getelementptr inbounds [2 x i32], ptr @forbody.forloop, i64 0, i64 %15
  %98 = load i32, ptr %97, align 4, !tbaa !91
  %99 = call i32 @luaK_codeABx(ptr noundef nonnull %9, i32 noundef %98, i32 noundef %1, i32 noundef 0) #11
  %100 = sub i32 %99, %18
  %101 = icmp sgt i32 %100, 131071
  br i1 %101, label %102, label %104, !prof !151

102:                                              ; preds = %96
  %103 = load ptr, ptr %23, align 8, !tbaa !12
  call void @luaX_syntaxerror(ptr noundef %103, ptr noundef nonnull @.str.21) #13
  unreachable

104:                                              ; preds = %96
  %105 = load ptr, ptr %9, align 8, !tbaa !27
  %106 = getelementptr inbounds i8, ptr %105, i64 64
  %107 = load ptr, ptr %106, align 8, !tbaa !76
  %108 = sext i32 %99 to i64
  %109 = getelementptr inbounds i32, ptr %107, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !91
  %111 = and i32 %110, 32767
  %112 = shl i32 %100, 15
  %113 = or disjoint i32 %111, %112
  store i32 %113, ptr %109, align 4, !tbaa !91
  call void @luaK_fixline(ptr noundef nonnull %9, i32 noundef %2) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11
  ret void
}

declare hidden void @luaK_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_nil(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare hidden i32 @luaK_exp2const(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

declare hidden i32 @luaK_exp2anyreg(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_ret(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @restassign(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #1 {
  %4 = alloca %struct.expdesc, align 8
  %5 = alloca %struct.LHS_assign, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !105
  %8 = add i32 %7, -9
  %9 = icmp ult i32 %8, 7
  br i1 %9, label %11, label %10

10:                                               ; preds = %3
  tail call void @luaX_syntaxerror(ptr noundef %0, ptr noundef nonnull @.str.28) #13
  unreachable

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = load ptr, ptr %12, align 8, !tbaa !38
  switch i32 %7, label %61 [
    i32 11, label %14
    i32 9, label %22
    i32 10, label %41
  ]

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 88
  %16 = load ptr, ptr %15, align 8, !tbaa !13
  %17 = load ptr, ptr %16, align 8, !tbaa !16
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = load i32, ptr %18, align 8, !tbaa !21
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %union.Vardesc, ptr %17, i64 %20, i32 0, i32 5
  br label %52

22:                                               ; preds = %11
  %23 = getelementptr inbounds i8, ptr %1, i64 18
  %24 = load i16, ptr %23, align 2, !tbaa !21
  %25 = zext i16 %24 to i32
  %26 = getelementptr inbounds i8, ptr %13, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !12
  %28 = getelementptr inbounds i8, ptr %27, i64 88
  %29 = load ptr, ptr %28, align 8, !tbaa !13
  %30 = load ptr, ptr %29, align 8, !tbaa !16
  %31 = getelementptr inbounds i8, ptr %13, i64 56
  %32 = load i32, ptr %31, align 8, !tbaa !20
  %33 = add nsw i32 %32, %25
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %union.Vardesc, ptr %30, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 9
  %37 = load i8, ptr %36, align 1, !tbaa !21
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %61, label %39

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %35, i64 16
  br label %52

41:                                               ; preds = %11
  %42 = load ptr, ptr %13, align 8, !tbaa !27
  %43 = getelementptr inbounds i8, ptr %42, i64 80
  %44 = load ptr, ptr %43, align 8, !tbaa !63
  %45 = getelementptr inbounds i8, ptr %1, i64 16
  %46 = load i32, ptr %45, align 8, !tbaa !21
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.Upvaldesc, ptr %44, i64 %47
  %49 = getelementptr inbounds i8, ptr %48, i64 10
  %50 = load i8, ptr %49, align 2, !tbaa !72
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %61, label %52

52:                                               ; preds = %41, %39, %14
  %53 = phi ptr [ %21, %14 ], [ %40, %39 ], [ %48, %41 ]
  %54 = load ptr, ptr %53, align 8, !tbaa !21
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = getelementptr inbounds i8, ptr %0, i64 56
  %58 = load ptr, ptr %57, align 8, !tbaa !50
  %59 = getelementptr inbounds i8, ptr %54, i64 24
  %60 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %58, ptr noundef nonnull @.str.22, ptr noundef nonnull %59) #11
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %60) #13
  unreachable

61:                                               ; preds = %11, %22, %41, %52
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  %63 = load i32, ptr %62, align 8, !tbaa !74
  switch i32 %63, label %138 [
    i32 44, label %64
    i32 61, label %139
  ]

64:                                               ; preds = %61
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  store ptr %1, ptr %5, align 8, !tbaa !117
  %65 = getelementptr inbounds i8, ptr %5, i64 8
  call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef nonnull %65)
  %66 = load i32, ptr %65, align 8
  %67 = and i32 %66, -4
  %68 = icmp eq i32 %67, 12
  br i1 %68, label %130, label %69

69:                                               ; preds = %64
  %70 = load ptr, ptr %12, align 8, !tbaa !38
  %71 = getelementptr inbounds i8, ptr %70, i64 68
  %72 = load i8, ptr %71, align 4, !tbaa !106
  %73 = getelementptr inbounds i8, ptr %5, i64 16
  %74 = zext i8 %72 to i16
  br label %75

75:                                               ; preds = %112, %69
  %76 = phi i32 [ 0, %69 ], [ %113, %112 ]
  %77 = phi ptr [ %1, %69 ], [ %114, %112 ]
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  %79 = load i32, ptr %78, align 8, !tbaa !119
  %80 = and i32 %79, -4
  %81 = icmp eq i32 %80, 12
  br i1 %81, label %82, label %112

82:                                               ; preds = %75
  %83 = icmp eq i32 %79, 13
  %84 = load i32, ptr %65, align 8, !tbaa !105
  br i1 %83, label %85, label %94

85:                                               ; preds = %82
  %86 = icmp eq i32 %84, 10
  br i1 %86, label %87, label %112

87:                                               ; preds = %85
  %88 = getelementptr inbounds i8, ptr %77, i64 18
  %89 = load i8, ptr %88, align 2, !tbaa !21
  %90 = zext i8 %89 to i32
  %91 = load i32, ptr %73, align 8, !tbaa !21
  %92 = icmp eq i32 %91, %90
  br i1 %92, label %93, label %112

93:                                               ; preds = %87
  store i32 15, ptr %78, align 8, !tbaa !119
  store i8 %72, ptr %88, align 2, !tbaa !21
  br label %112

94:                                               ; preds = %82
  %95 = icmp eq i32 %84, 9
  br i1 %95, label %96, label %112

96:                                               ; preds = %94
  %97 = getelementptr inbounds i8, ptr %77, i64 18
  %98 = load i8, ptr %97, align 2, !tbaa !21
  %99 = load i8, ptr %73, align 8, !tbaa !21
  %100 = icmp eq i8 %98, %99
  br i1 %100, label %101, label %102

101:                                              ; preds = %96
  store i8 %72, ptr %97, align 2, !tbaa !21
  br label %102

102:                                              ; preds = %101, %96
  %103 = phi i32 [ 1, %101 ], [ %76, %96 ]
  %104 = icmp eq i32 %79, 12
  br i1 %104, label %105, label %112

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %77, i64 16
  %107 = load i16, ptr %106, align 8, !tbaa !21
  %108 = sext i16 %107 to i32
  %109 = zext i8 %99 to i32
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %111, label %112

111:                                              ; preds = %105
  store i16 %74, ptr %106, align 8, !tbaa !21
  br label %112

112:                                              ; preds = %102, %94, %111, %105, %93, %87, %85, %75
  %113 = phi i32 [ 1, %93 ], [ %76, %87 ], [ %76, %85 ], [ 1, %111 ], [ %103, %105 ], [ %103, %102 ], [ %76, %75 ], [ %76, %94 ]
  %114 = load ptr, ptr %77, align 8, !tbaa !117
  %115 = icmp eq ptr %114, null
  br i1 %115, label %116, label %75, !llvm.loop !155

116:                                              ; preds = %112
  %117 = zext i8 %72 to i32
  %118 = icmp eq i32 %113, 0
  br i1 %118, label %130, label %119

119:                                              ; preds = %116
  %120 = load i32, ptr %65, align 8, !tbaa !105
  %121 = icmp eq i32 %120, 9
  br i1 %121, label %122, label %126

122:                                              ; preds = %119
  %123 = load i8, ptr %73, align 8, !tbaa !21
  %124 = zext i8 %123 to i32
  %125 = call i32 @luaK_codeABCk(ptr noundef %70, i32 noundef 0, i32 noundef %117, i32 noundef %124, i32 noundef 0, i32 noundef 0) #11
  br label %129

126:                                              ; preds = %119
  %127 = load i32, ptr %73, align 8, !tbaa !21
  %128 = call i32 @luaK_codeABCk(ptr noundef %70, i32 noundef 9, i32 noundef %117, i32 noundef %127, i32 noundef 0, i32 noundef 0) #11
  br label %129

129:                                              ; preds = %126, %122
  call void @luaK_reserveregs(ptr noundef %70, i32 noundef 1) #11
  br label %130

130:                                              ; preds = %129, %116, %64
  %131 = getelementptr inbounds i8, ptr %0, i64 56
  %132 = load ptr, ptr %131, align 8, !tbaa !50
  call void @luaE_incCstack(ptr noundef %132) #11
  %133 = add nsw i32 %2, 1
  call fastcc void @restassign(ptr noundef %0, ptr noundef nonnull %5, i32 noundef %133)
  %134 = load ptr, ptr %131, align 8, !tbaa !50
  %135 = getelementptr inbounds i8, ptr %134, i64 176
  %136 = load i32, ptr %135, align 8, !tbaa !120
  %137 = add i32 %136, -1
  store i32 %137, ptr %135, align 8, !tbaa !120
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  br label %176

138:                                              ; preds = %61
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12
  unreachable

139:                                              ; preds = %61
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %140 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0)
  %141 = load i32, ptr %62, align 8, !tbaa !74
  %142 = icmp eq i32 %141, 44
  br i1 %142, label %143, label %150

143:                                              ; preds = %139, %143
  %144 = phi i32 [ %147, %143 ], [ 1, %139 ]
  call void @luaX_next(ptr noundef nonnull %0) #11
  %145 = load ptr, ptr %12, align 8, !tbaa !38
  call void @luaK_exp2nextreg(ptr noundef %145, ptr noundef nonnull %4) #11
  %146 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0)
  %147 = add nuw nsw i32 %144, 1
  %148 = load i32, ptr %62, align 8, !tbaa !74
  %149 = icmp eq i32 %148, 44
  br i1 %149, label %143, label %150, !llvm.loop !108

150:                                              ; preds = %143, %139
  %151 = phi i32 [ 1, %139 ], [ %147, %143 ]
  %152 = icmp eq i32 %151, %2
  %153 = load ptr, ptr %12, align 8, !tbaa !38
  br i1 %152, label %174, label %154

154:                                              ; preds = %150
  %155 = sub nsw i32 %2, %151
  %156 = load i32, ptr %4, align 8, !tbaa !105
  switch i32 %156, label %157 [
    i32 18, label %164
    i32 19, label %164
    i32 0, label %158
  ]

157:                                              ; preds = %154
  call void @luaK_exp2nextreg(ptr noundef %153, ptr noundef nonnull %4) #11
  br label %158

158:                                              ; preds = %157, %154
  %159 = icmp sgt i32 %155, 0
  br i1 %159, label %160, label %169

160:                                              ; preds = %158
  %161 = getelementptr inbounds i8, ptr %153, i64 68
  %162 = load i8, ptr %161, align 4, !tbaa !106
  %163 = zext i8 %162 to i32
  call void @luaK_nil(ptr noundef %153, i32 noundef %163, i32 noundef %155) #11
  br label %168

164:                                              ; preds = %154, %154
  %165 = call i32 @llvm.smax.i32(i32 %155, i32 -1)
  %166 = add nsw i32 %165, 1
  call void @luaK_setreturns(ptr noundef %153, ptr noundef nonnull %4, i32 noundef %166) #11
  %167 = icmp sgt i32 %155, 0
  br i1 %167, label %168, label %169

168:                                              ; preds = %164, %160
  call void @luaK_reserveregs(ptr noundef %153, i32 noundef %155) #11
  br label %176

169:                                              ; preds = %164, %158
  %170 = getelementptr inbounds i8, ptr %153, i64 68
  %171 = load i8, ptr %170, align 4, !tbaa !106
  %172 = trunc i32 %155 to i8
  %173 = add i8 %171, %172
  store i8 %173, ptr %170, align 4, !tbaa !106
  br label %176

174:                                              ; preds = %150
  call void @luaK_setoneret(ptr noundef %153, ptr noundef nonnull %4) #11
  %175 = load ptr, ptr %12, align 8, !tbaa !38
  br label %185

176:                                              ; preds = %168, %169, %130
  %177 = load ptr, ptr %12, align 8, !tbaa !38
  %178 = getelementptr inbounds i8, ptr %177, i64 68
  %179 = load i8, ptr %178, align 4, !tbaa !106
  %180 = zext i8 %179 to i32
  %181 = add nsw i32 %180, -1
  %182 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 -1, ptr %182, align 8, !tbaa !92
  %183 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 -1, ptr %183, align 4, !tbaa !103
  store i32 8, ptr %4, align 8, !tbaa !105
  %184 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %181, ptr %184, align 8, !tbaa !21
  br label %185

185:                                              ; preds = %174, %176
  %186 = phi ptr [ %175, %174 ], [ %177, %176 ]
  call void @luaK_storevar(ptr noundef %186, ptr noundef nonnull %6, ptr noundef nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  ret void
}

declare hidden void @luaK_setoneret(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_finish(ptr noundef) local_unnamed_addr #3

declare hidden ptr @luaM_shrinkvector_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 66}
!6 = !{!"FuncState", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !10, i64 32, !10, i64 36, !10, i64 40, !10, i64 44, !10, i64 48, !10, i64 52, !10, i64 56, !10, i64 60, !11, i64 64, !8, i64 66, !8, i64 67, !8, i64 68, !8, i64 69, !8, i64 70}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"short", !8, i64 0}
!12 = !{!6, !7, i64 16}
!13 = !{!14, !7, i64 88}
!14 = !{!"LexState", !10, i64 0, !10, i64 4, !10, i64 8, !15, i64 16, !15, i64 32, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !7, i64 96, !7, i64 104}
!15 = !{!"Token", !10, i64 0, !8, i64 8}
!16 = !{!17, !7, i64 0}
!17 = !{!"Dyndata", !18, i64 0, !19, i64 16, !19, i64 32}
!18 = !{!"", !7, i64 0, !10, i64 8, !10, i64 12}
!19 = !{!"Labellist", !7, i64 0, !10, i64 8, !10, i64 12}
!20 = !{!6, !10, i64 56}
!21 = !{!8, !8, i64 0}
!22 = !{!23, !8, i64 8}
!23 = !{!"TValue", !8, i64 0, !8, i64 8}
!24 = !{!14, !7, i64 80}
!25 = !{!26, !7, i64 24}
!26 = !{!"LClosure", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16, !7, i64 24, !8, i64 32}
!27 = !{!6, !7, i64 0}
!28 = !{!26, !8, i64 9}
!29 = !{!30, !8, i64 9}
!30 = !{!"Proto", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !8, i64 12, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28, !10, i64 32, !10, i64 36, !10, i64 40, !10, i64 44, !10, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !7, i64 96, !7, i64 104, !7, i64 112, !7, i64 120}
!31 = !{!30, !7, i64 112}
!32 = !{!33, !8, i64 9}
!33 = !{!"TString", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !10, i64 12, !8, i64 16, !8, i64 24}
!34 = !{!14, !7, i64 72}
!35 = !{!17, !10, i64 40}
!36 = !{!17, !10, i64 24}
!37 = !{!17, !10, i64 8}
!38 = !{!14, !7, i64 48}
!39 = !{!6, !7, i64 8}
!40 = !{!6, !10, i64 32}
!41 = !{!30, !10, i64 44}
!42 = !{!6, !10, i64 40}
!43 = !{!6, !10, i64 36}
!44 = !{!6, !10, i64 44}
!45 = !{!6, !10, i64 52}
!46 = !{!6, !10, i64 48}
!47 = !{!6, !10, i64 60}
!48 = !{!6, !7, i64 24}
!49 = !{!14, !7, i64 96}
!50 = !{!14, !7, i64 56}
!51 = !{!30, !8, i64 12}
!52 = !{!53, !8, i64 18}
!53 = !{!"BlockCnt", !7, i64 0, !10, i64 8, !10, i64 12, !8, i64 16, !8, i64 17, !8, i64 18, !8, i64 19}
!54 = !{!53, !8, i64 16}
!55 = !{!53, !10, i64 8}
!56 = !{!53, !10, i64 12}
!57 = !{!53, !8, i64 17}
!58 = !{!53, !8, i64 19}
!59 = !{!53, !7, i64 0}
!60 = !{!30, !8, i64 11}
!61 = !{!6, !8, i64 67}
!62 = !{!30, !10, i64 16}
!63 = !{!30, !7, i64 80}
!64 = !{!65, !7, i64 0}
!65 = !{!"Upvaldesc", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10}
!66 = distinct !{!66, !67}
!67 = !{!"llvm.loop.unroll.disable"}
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!65, !8, i64 8}
!71 = !{!65, !8, i64 9}
!72 = !{!65, !8, i64 10}
!73 = !{!14, !7, i64 104}
!74 = !{!14, !10, i64 16}
!75 = distinct !{!75, !69}
!76 = !{!30, !7, i64 64}
!77 = !{!30, !7, i64 88}
!78 = !{!30, !7, i64 96}
!79 = !{!30, !7, i64 56}
!80 = !{!30, !7, i64 72}
!81 = !{!30, !7, i64 104}
!82 = !{!6, !11, i64 64}
!83 = !{!84, !7, i64 24}
!84 = !{!"lua_State", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !11, i64 12, !8, i64 16, !7, i64 24, !7, i64 32, !8, i64 40, !8, i64 48, !7, i64 56, !8, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !85, i64 96, !7, i64 160, !86, i64 168, !10, i64 176, !10, i64 180, !10, i64 184, !10, i64 188, !10, i64 192}
!85 = !{!"CallInfo", !8, i64 0, !8, i64 8, !7, i64 16, !7, i64 24, !8, i64 32, !8, i64 56, !11, i64 60, !11, i64 62}
!86 = !{!"long", !8, i64 0}
!87 = !{!88, !86, i64 24}
!88 = !{!"global_State", !7, i64 0, !7, i64 8, !86, i64 16, !86, i64 24, !86, i64 32, !86, i64 40, !89, i64 48, !23, i64 64, !23, i64 80, !10, i64 96, !8, i64 100, !8, i64 101, !8, i64 102, !8, i64 103, !8, i64 104, !8, i64 105, !8, i64 106, !8, i64 107, !8, i64 108, !8, i64 109, !8, i64 110, !7, i64 112, !7, i64 120, !7, i64 128, !7, i64 136, !7, i64 144, !7, i64 152, !7, i64 160, !7, i64 168, !7, i64 176, !7, i64 184, !7, i64 192, !7, i64 200, !7, i64 208, !7, i64 216, !7, i64 224, !7, i64 232, !7, i64 240, !7, i64 248, !7, i64 256, !7, i64 264, !7, i64 272, !8, i64 280, !8, i64 480, !8, i64 552, !7, i64 1400, !7, i64 1408}
!89 = !{!"stringtable", !7, i64 0, !10, i64 8, !10, i64 12}
!90 = !{!14, !10, i64 4}
!91 = !{!10, !10, i64 0}
!92 = !{!93, !10, i64 16}
!93 = !{!"expdesc", !10, i64 0, !8, i64 8, !10, i64 16, !10, i64 20}
!94 = !{!19, !10, i64 8}
!95 = !{!19, !7, i64 0}
!96 = !{!97, !7, i64 0}
!97 = !{!"Labeldesc", !7, i64 0, !10, i64 8, !10, i64 12, !8, i64 16, !8, i64 17}
!98 = !{!97, !10, i64 12}
!99 = !{!97, !8, i64 16}
!100 = !{!97, !8, i64 17}
!101 = !{!97, !10, i64 8}
!102 = distinct !{!102, !69}
!103 = !{!93, !10, i64 20}
!104 = distinct !{!104, !69}
!105 = !{!93, !10, i64 0}
!106 = !{!6, !8, i64 68}
!107 = distinct !{!107, !69}
!108 = distinct !{!108, !69}
!109 = !{!6, !8, i64 70}
!110 = distinct !{!110, !69}
!111 = !{!112, !10, i64 8}
!112 = !{!"LocVar", !7, i64 0, !10, i64 8, !10, i64 12}
!113 = distinct !{!113, !69}
!114 = distinct !{!114, !69}
!115 = !{!17, !7, i64 32}
!116 = distinct !{!116, !69}
!117 = !{!118, !7, i64 0}
!118 = !{!"LHS_assign", !7, i64 0, !93, i64 8}
!119 = !{!118, !10, i64 8}
!120 = !{!84, !10, i64 176}
!121 = !{!112, !10, i64 12}
!122 = distinct !{!122, !69}
!123 = distinct !{!123, !69}
!124 = !{!17, !7, i64 16}
!125 = !{!126, !8, i64 0}
!126 = !{!"", !8, i64 0, !8, i64 1}
!127 = !{!126, !8, i64 1}
!128 = distinct !{!128, !69}
!129 = !{!130, !10, i64 40}
!130 = !{!"ConsControl", !93, i64 0, !7, i64 24, !10, i64 32, !10, i64 36, !10, i64 40}
!131 = !{!130, !10, i64 32}
!132 = !{!130, !10, i64 36}
!133 = !{!130, !7, i64 24}
!134 = !{!130, !10, i64 0}
!135 = distinct !{!135, !69}
!136 = !{!30, !10, i64 32}
!137 = !{!7, !7, i64 0}
!138 = distinct !{!138, !67}
!139 = distinct !{!139, !69}
!140 = !{!30, !8, i64 10}
!141 = !{!30, !10, i64 48}
!142 = !{i64 0, i64 4, !91, i64 8, i64 8, !21, i64 16, i64 4, !91, i64 20, i64 4, !91}
!143 = !{!30, !10, i64 36}
!144 = !{!112, !7, i64 0}
!145 = distinct !{!145, !67}
!146 = distinct !{!146, !69}
!147 = distinct !{!147, !69}
!148 = distinct !{!148, !69}
!149 = distinct !{!149, !69}
!150 = distinct !{!150, !67}
!151 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!152 = !{i64 0, i64 8, !137, i64 8, i64 4, !91, i64 12, i64 4, !91, i64 16, i64 1, !21, i64 17, i64 1, !21}
!153 = distinct !{!153, !69}
!154 = distinct !{!154, !69}
!155 = distinct !{!155, !69}
