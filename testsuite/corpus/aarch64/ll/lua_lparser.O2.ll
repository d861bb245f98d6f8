; ModuleID = 'src/lua/lparser.c'
source_filename = "src/lua/lparser.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@priority = internal unnamed_addr constant [21 x %struct.anon.13] [%struct.anon.13 { i8 10, i8 10 }, %struct.anon.13 { i8 10, i8 10 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 14, i8 13 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 11, i8 11 }, %struct.anon.13 { i8 6, i8 6 }, %struct.anon.13 { i8 4, i8 4 }, %struct.anon.13 { i8 5, i8 5 }, %struct.anon.13 { i8 7, i8 7 }, %struct.anon.13 { i8 7, i8 7 }, %struct.anon.13 { i8 9, i8 8 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 3, i8 3 }, %struct.anon.13 { i8 2, i8 2 }, %struct.anon.13 { i8 1, i8 1 }], align 1
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
  %3 = load i8, ptr %2, align 2, !tbaa !6
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
  %12 = load ptr, ptr %5, align 8, !tbaa !13
  %13 = getelementptr inbounds i8, ptr %12, i64 88
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  %16 = load i32, ptr %6, align 8, !tbaa !21
  %17 = add nsw i32 %16, %11
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %union.Vardesc, ptr %15, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 9
  %21 = load i8, ptr %20, align 1, !tbaa !22
  %22 = icmp eq i8 %21, 3
  br i1 %22, label %7, label %23

23:                                               ; preds = %10
  %24 = getelementptr inbounds i8, ptr %19, i64 10
  %25 = load i8, ptr %24, align 2, !tbaa !22
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
  %12 = load ptr, ptr %11, align 8, !tbaa !22
  store ptr %10, ptr %12, align 8, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store i8 70, ptr %13, align 8, !tbaa !23
  tail call void @luaD_inctop(ptr noundef %0) #11
  %14 = tail call ptr @luaH_new(ptr noundef %0) #11
  %15 = getelementptr inbounds i8, ptr %8, i64 80
  store ptr %14, ptr %15, align 8, !tbaa !25
  %16 = load ptr, ptr %11, align 8, !tbaa !22
  store ptr %14, ptr %16, align 8, !tbaa !22
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i8 69, ptr %17, align 8, !tbaa !23
  tail call void @luaD_inctop(ptr noundef %0) #11
  %18 = tail call ptr @luaF_newproto(ptr noundef %0) #11
  %19 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %18, ptr %19, align 8, !tbaa !26
  store ptr %18, ptr %9, align 8, !tbaa !28
  %20 = getelementptr inbounds i8, ptr %10, i64 9
  %21 = load i8, ptr %20, align 1, !tbaa !29
  %22 = and i8 %21, 32
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %30, label %24

24:                                               ; preds = %6
  %25 = getelementptr inbounds i8, ptr %18, i64 9
  %26 = load i8, ptr %25, align 1, !tbaa !30
  %27 = and i8 %26, 24
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %30, label %29

29:                                               ; preds = %24
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %10, ptr noundef nonnull %18) #11
  br label %30

30:                                               ; preds = %6, %24, %29
  %31 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef %4) #11
  %32 = getelementptr inbounds i8, ptr %18, i64 112
  store ptr %31, ptr %32, align 8, !tbaa !32
  %33 = getelementptr inbounds i8, ptr %18, i64 9
  %34 = load i8, ptr %33, align 1, !tbaa !30
  %35 = and i8 %34, 32
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %44, label %37

37:                                               ; preds = %30
  %38 = getelementptr inbounds i8, ptr %31, i64 9
  %39 = load i8, ptr %38, align 1, !tbaa !33
  %40 = and i8 %39, 24
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %37
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %18, ptr noundef nonnull %31) #11
  %43 = load ptr, ptr %32, align 8, !tbaa !32
  br label %44

44:                                               ; preds = %30, %37, %42
  %45 = phi ptr [ %31, %30 ], [ %31, %37 ], [ %43, %42 ]
  %46 = getelementptr inbounds i8, ptr %8, i64 72
  store ptr %2, ptr %46, align 8, !tbaa !35
  %47 = getelementptr inbounds i8, ptr %8, i64 88
  store ptr %3, ptr %47, align 8, !tbaa !14
  %48 = getelementptr inbounds i8, ptr %3, i64 40
  store i32 0, ptr %48, align 8, !tbaa !36
  %49 = getelementptr inbounds i8, ptr %3, i64 24
  store i32 0, ptr %49, align 8, !tbaa !37
  %50 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 0, ptr %50, align 8, !tbaa !38
  call void @luaX_setinput(ptr noundef nonnull %0, ptr noundef nonnull %8, ptr noundef %1, ptr noundef %45, i32 noundef %5) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11
  %51 = getelementptr inbounds i8, ptr %8, i64 48
  %52 = load ptr, ptr %51, align 8, !tbaa !39
  %53 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %53, align 8, !tbaa !40
  %54 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %8, ptr %54, align 8, !tbaa !13
  store ptr %9, ptr %51, align 8, !tbaa !39
  %55 = getelementptr inbounds i8, ptr %9, i64 32
  %56 = getelementptr inbounds i8, ptr %18, i64 44
  %57 = load i32, ptr %56, align 4, !tbaa !41
  %58 = getelementptr inbounds i8, ptr %9, i64 40
  store i32 %57, ptr %58, align 8, !tbaa !42
  store <2 x i32> zeroinitializer, ptr %55, align 8, !tbaa !43
  %59 = getelementptr inbounds i8, ptr %9, i64 44
  %60 = getelementptr inbounds i8, ptr %9, i64 52
  store i32 0, ptr %60, align 4, !tbaa !44
  store <2 x i32> zeroinitializer, ptr %59, align 4, !tbaa !43
  %61 = getelementptr inbounds i8, ptr %9, i64 64
  %62 = getelementptr inbounds i8, ptr %9, i64 66
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %61, i8 0, i64 7, i1 false)
  %63 = load ptr, ptr %47, align 8, !tbaa !14
  %64 = getelementptr inbounds i8, ptr %63, i64 8
  %65 = load i32, ptr %64, align 8, !tbaa !38
  %66 = getelementptr inbounds i8, ptr %9, i64 56
  store i32 %65, ptr %66, align 8, !tbaa !21
  %67 = getelementptr inbounds i8, ptr %63, i64 40
  %68 = load i32, ptr %67, align 8, !tbaa !36
  %69 = getelementptr inbounds i8, ptr %9, i64 60
  store i32 %68, ptr %69, align 4, !tbaa !45
  %70 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr null, ptr %70, align 8, !tbaa !46
  %71 = getelementptr inbounds i8, ptr %8, i64 96
  %72 = load ptr, ptr %71, align 8, !tbaa !47
  store ptr %72, ptr %32, align 8, !tbaa !32
  %73 = load i8, ptr %33, align 1, !tbaa !30
  %74 = and i8 %73, 32
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %91, label %76

76:                                               ; preds = %44
  %77 = getelementptr inbounds i8, ptr %72, i64 9
  %78 = load i8, ptr %77, align 1, !tbaa !33
  %79 = and i8 %78, 24
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %91, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %8, i64 56
  %83 = load ptr, ptr %82, align 8, !tbaa !48
  call void @luaC_barrier_(ptr noundef %83, ptr noundef nonnull %18, ptr noundef nonnull %72) #11
  %84 = load i8, ptr %62, align 2, !tbaa !6
  %85 = load ptr, ptr %54, align 8, !tbaa !13
  %86 = getelementptr inbounds i8, ptr %85, i64 88
  %87 = load ptr, ptr %86, align 8, !tbaa !14
  %88 = getelementptr inbounds i8, ptr %87, i64 40
  %89 = load i32, ptr %88, align 8, !tbaa !36
  %90 = load ptr, ptr %70, align 8, !tbaa !46
  br label %91

91:                                               ; preds = %81, %76, %44
  %92 = phi ptr [ null, %44 ], [ null, %76 ], [ %90, %81 ]
  %93 = phi i32 [ %68, %44 ], [ %68, %76 ], [ %89, %81 ]
  %94 = phi ptr [ %63, %44 ], [ %63, %76 ], [ %87, %81 ]
  %95 = phi i8 [ 0, %44 ], [ 0, %76 ], [ %84, %81 ]
  %96 = getelementptr inbounds i8, ptr %18, i64 12
  store i8 2, ptr %96, align 4, !tbaa !49
  %97 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %97, align 2, !tbaa !50
  %98 = getelementptr inbounds i8, ptr %7, i64 16
  store i8 %95, ptr %98, align 8, !tbaa !52
  %99 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %93, ptr %99, align 8, !tbaa !53
  %100 = getelementptr inbounds i8, ptr %94, i64 24
  %101 = load i32, ptr %100, align 8, !tbaa !37
  %102 = getelementptr inbounds i8, ptr %7, i64 12
  store i32 %101, ptr %102, align 4, !tbaa !54
  %103 = getelementptr inbounds i8, ptr %7, i64 17
  store i8 0, ptr %103, align 1, !tbaa !55
  %104 = icmp eq ptr %92, null
  br i1 %104, label %109, label %105

105:                                              ; preds = %91
  %106 = getelementptr inbounds i8, ptr %92, i64 19
  %107 = load i8, ptr %106, align 1, !tbaa !56
  %108 = icmp ne i8 %107, 0
  br label %109

109:                                              ; preds = %105, %91
  %110 = phi i1 [ false, %91 ], [ %108, %105 ]
  %111 = zext i1 %110 to i8
  %112 = getelementptr inbounds i8, ptr %7, i64 19
  store i8 %111, ptr %112, align 1, !tbaa !56
  store ptr %92, ptr %7, align 8, !tbaa !57
  store ptr %7, ptr %70, align 8, !tbaa !46
  %113 = load ptr, ptr %9, align 8, !tbaa !28
  %114 = getelementptr inbounds i8, ptr %113, i64 11
  store i8 1, ptr %114, align 1, !tbaa !58
  %115 = call i32 @luaK_codeABCk(ptr noundef nonnull %9, i32 noundef 81, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  %116 = getelementptr inbounds i8, ptr %9, i64 67
  %117 = load i8, ptr %116, align 1, !tbaa !59
  %118 = icmp eq i8 %117, -1
  br i1 %118, label %119, label %120

119:                                              ; preds = %109
  call fastcc void @errorlimit(ptr noundef nonnull readonly %9, i32 noundef 255, ptr noundef nonnull @.str) #12
  unreachable

120:                                              ; preds = %109
  %121 = load ptr, ptr %9, align 8, !tbaa !28
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  %123 = zext i8 %117 to i32
  %124 = load i32, ptr %122, align 8, !tbaa !60
  %125 = load ptr, ptr %54, align 8, !tbaa !13
  %126 = getelementptr inbounds i8, ptr %125, i64 56
  %127 = load ptr, ptr %126, align 8, !tbaa !48
  %128 = getelementptr inbounds i8, ptr %121, i64 80
  %129 = load ptr, ptr %128, align 8, !tbaa !61
  %130 = call ptr @luaM_growaux_(ptr noundef %127, ptr noundef %129, i32 noundef %123, ptr noundef nonnull %122, i32 noundef 16, i32 noundef 255, ptr noundef nonnull @.str) #11
  store ptr %130, ptr %128, align 8, !tbaa !61
  %131 = load i32, ptr %122, align 8, !tbaa !60
  %132 = icmp slt i32 %124, %131
  br i1 %132, label %133, label %158

133:                                              ; preds = %120
  %134 = sext i32 %124 to i64
  %135 = sext i32 %131 to i64
  %136 = sub nsw i64 %135, %134
  %137 = icmp ult i64 %136, 2
  br i1 %137, label %151, label %138

138:                                              ; preds = %133
  %139 = and i64 %136, -2
  %140 = add nsw i64 %139, %134
  %141 = getelementptr i8, ptr %130, i64 16
  br label %142

142:                                              ; preds = %142, %138
  %143 = phi i64 [ 0, %138 ], [ %147, %142 ]
  %144 = add i64 %143, %134
  %145 = getelementptr inbounds %struct.Upvaldesc, ptr %130, i64 %144
  %146 = getelementptr %struct.Upvaldesc, ptr %141, i64 %144
  store ptr null, ptr %145, align 8, !tbaa !62
  store ptr null, ptr %146, align 8, !tbaa !62
  %147 = add nuw i64 %143, 2
  %148 = icmp eq i64 %147, %139
  br i1 %148, label %149, label %142, !llvm.loop !64

149:                                              ; preds = %142
  %150 = icmp eq i64 %136, %139
  br i1 %150, label %158, label %151

151:                                              ; preds = %149, %133
  %152 = phi i64 [ %134, %133 ], [ %140, %149 ]
  br label %153

153:                                              ; preds = %151, %153
  %154 = phi i64 [ %155, %153 ], [ %152, %151 ]
  %155 = add nsw i64 %154, 1
  %156 = getelementptr inbounds %struct.Upvaldesc, ptr %130, i64 %154
  store ptr null, ptr %156, align 8, !tbaa !62
  %157 = icmp eq i64 %155, %135
  br i1 %157, label %158, label %153, !llvm.loop !68

158:                                              ; preds = %153, %149, %120
  %159 = load i8, ptr %116, align 1, !tbaa !59
  %160 = add i8 %159, 1
  store i8 %160, ptr %116, align 1, !tbaa !59
  %161 = zext i8 %159 to i64
  %162 = getelementptr inbounds %struct.Upvaldesc, ptr %130, i64 %161
  %163 = getelementptr inbounds i8, ptr %162, i64 8
  store i8 1, ptr %163, align 8, !tbaa !69
  %164 = getelementptr inbounds i8, ptr %162, i64 9
  store i8 0, ptr %164, align 1, !tbaa !70
  %165 = getelementptr inbounds i8, ptr %162, i64 10
  store i8 0, ptr %165, align 2, !tbaa !71
  %166 = getelementptr inbounds i8, ptr %8, i64 104
  %167 = load ptr, ptr %166, align 8, !tbaa !72
  store ptr %167, ptr %162, align 8, !tbaa !62
  %168 = load ptr, ptr %9, align 8, !tbaa !28
  %169 = getelementptr inbounds i8, ptr %168, i64 9
  %170 = load i8, ptr %169, align 1, !tbaa !30
  %171 = and i8 %170, 32
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %181, label %173

173:                                              ; preds = %158
  %174 = getelementptr inbounds i8, ptr %167, i64 9
  %175 = load i8, ptr %174, align 1, !tbaa !33
  %176 = and i8 %175, 24
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %181, label %178

178:                                              ; preds = %173
  %179 = getelementptr inbounds i8, ptr %8, i64 56
  %180 = load ptr, ptr %179, align 8, !tbaa !48
  call void @luaC_barrier_(ptr noundef %180, ptr noundef nonnull %168, ptr noundef nonnull %167) #11
  br label %181

181:                                              ; preds = %178, %173, %158
  call void @luaX_next(ptr noundef nonnull %8) #11
  %182 = getelementptr inbounds i8, ptr %8, i64 16
  br label %183

183:                                              ; preds = %187, %181
  %184 = load i32, ptr %182, align 8, !tbaa !73
  switch i32 %184, label %187 [
    i32 259, label %188
    i32 260, label %188
    i32 261, label %188
    i32 288, label %188
    i32 276, label %188
    i32 273, label %185
  ]

185:                                              ; preds = %183
  call fastcc void @statement(ptr noundef nonnull %8)
  %186 = load i32, ptr %182, align 8, !tbaa !73
  br label %188

187:                                              ; preds = %183
  call fastcc void @statement(ptr noundef nonnull %8)
  br label %183, !llvm.loop !74

188:                                              ; preds = %183, %183, %183, %183, %183, %185
  %189 = phi i32 [ %186, %185 ], [ %184, %183 ], [ %184, %183 ], [ %184, %183 ], [ %184, %183 ], [ %184, %183 ]
  %190 = icmp eq i32 %189, 288
  br i1 %190, label %192, label %191

191:                                              ; preds = %188
  call fastcc void @error_expected(ptr noundef nonnull %8, i32 noundef 288) #12
  unreachable

192:                                              ; preds = %188
  call fastcc void @close_func(ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11
  %193 = load ptr, ptr %11, align 8, !tbaa !22
  %194 = getelementptr inbounds i8, ptr %193, i64 -16
  store ptr %194, ptr %11, align 8, !tbaa !22
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
  %3 = load ptr, ptr %2, align 8, !tbaa !48
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !39
  %6 = load ptr, ptr %5, align 8, !tbaa !28
  %7 = getelementptr inbounds i8, ptr %5, i64 66
  %8 = load i8, ptr %7, align 2, !tbaa !6
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
  %17 = load ptr, ptr %10, align 8, !tbaa !13
  %18 = getelementptr inbounds i8, ptr %17, i64 88
  %19 = load ptr, ptr %18, align 8, !tbaa !14
  %20 = load ptr, ptr %19, align 8, !tbaa !17
  %21 = load i32, ptr %11, align 8, !tbaa !21
  %22 = add nsw i32 %21, %16
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %union.Vardesc, ptr %20, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 9
  %26 = load i8, ptr %25, align 1, !tbaa !22
  %27 = icmp eq i8 %26, 3
  br i1 %27, label %12, label %28

28:                                               ; preds = %15
  %29 = getelementptr inbounds i8, ptr %24, i64 10
  %30 = load i8, ptr %29, align 2, !tbaa !22
  %31 = zext i8 %30 to i32
  %32 = add nuw nsw i32 %31, 1
  br label %33

33:                                               ; preds = %12, %28
  %34 = phi i32 [ %32, %28 ], [ 0, %12 ]
  tail call void @luaK_ret(ptr noundef nonnull %5, i32 noundef %34, i32 noundef 0) #11
  tail call fastcc void @leaveblock(ptr noundef nonnull %5)
  tail call void @luaK_finish(ptr noundef nonnull %5) #11
  %35 = getelementptr inbounds i8, ptr %6, i64 64
  %36 = load ptr, ptr %35, align 8, !tbaa !75
  %37 = getelementptr inbounds i8, ptr %6, i64 24
  %38 = getelementptr inbounds i8, ptr %5, i64 32
  %39 = load i32, ptr %38, align 8, !tbaa !76
  %40 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %36, ptr noundef nonnull %37, i32 noundef %39, i32 noundef 4) #11
  store ptr %40, ptr %35, align 8, !tbaa !75
  %41 = getelementptr inbounds i8, ptr %6, i64 88
  %42 = load ptr, ptr %41, align 8, !tbaa !77
  %43 = getelementptr inbounds i8, ptr %6, i64 28
  %44 = load i32, ptr %38, align 8, !tbaa !76
  %45 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %42, ptr noundef nonnull %43, i32 noundef %44, i32 noundef 1) #11
  store ptr %45, ptr %41, align 8, !tbaa !77
  %46 = getelementptr inbounds i8, ptr %6, i64 96
  %47 = load ptr, ptr %46, align 8, !tbaa !78
  %48 = getelementptr inbounds i8, ptr %6, i64 40
  %49 = getelementptr inbounds i8, ptr %5, i64 52
  %50 = load i32, ptr %49, align 4, !tbaa !44
  %51 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %47, ptr noundef nonnull %48, i32 noundef %50, i32 noundef 8) #11
  store ptr %51, ptr %46, align 8, !tbaa !78
  %52 = getelementptr inbounds i8, ptr %6, i64 56
  %53 = load ptr, ptr %52, align 8, !tbaa !79
  %54 = getelementptr inbounds i8, ptr %6, i64 20
  %55 = getelementptr inbounds i8, ptr %5, i64 44
  %56 = load i32, ptr %55, align 4, !tbaa !80
  %57 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %53, ptr noundef nonnull %54, i32 noundef %56, i32 noundef 16) #11
  store ptr %57, ptr %52, align 8, !tbaa !79
  %58 = getelementptr inbounds i8, ptr %6, i64 72
  %59 = load ptr, ptr %58, align 8, !tbaa !81
  %60 = getelementptr inbounds i8, ptr %6, i64 32
  %61 = getelementptr inbounds i8, ptr %5, i64 48
  %62 = load i32, ptr %61, align 8, !tbaa !82
  %63 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %59, ptr noundef nonnull %60, i32 noundef %62, i32 noundef 8) #11
  store ptr %63, ptr %58, align 8, !tbaa !81
  %64 = getelementptr inbounds i8, ptr %6, i64 104
  %65 = load ptr, ptr %64, align 8, !tbaa !83
  %66 = getelementptr inbounds i8, ptr %6, i64 36
  %67 = getelementptr inbounds i8, ptr %5, i64 64
  %68 = load i16, ptr %67, align 8, !tbaa !84
  %69 = sext i16 %68 to i32
  %70 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %65, ptr noundef nonnull %66, i32 noundef %69, i32 noundef 16) #11
  store ptr %70, ptr %64, align 8, !tbaa !83
  %71 = getelementptr inbounds i8, ptr %6, i64 80
  %72 = load ptr, ptr %71, align 8, !tbaa !61
  %73 = getelementptr inbounds i8, ptr %6, i64 16
  %74 = getelementptr inbounds i8, ptr %5, i64 67
  %75 = load i8, ptr %74, align 1, !tbaa !59
  %76 = zext i8 %75 to i32
  %77 = tail call ptr @luaM_shrinkvector_(ptr noundef %3, ptr noundef %72, ptr noundef nonnull %73, i32 noundef %76, i32 noundef 16) #11
  store ptr %77, ptr %71, align 8, !tbaa !61
  %78 = getelementptr inbounds i8, ptr %5, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !40
  store ptr %79, ptr %4, align 8, !tbaa !39
  %80 = getelementptr inbounds i8, ptr %3, i64 24
  %81 = load ptr, ptr %80, align 8, !tbaa !85
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load i64, ptr %82, align 8, !tbaa !89
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
  %5 = load ptr, ptr %4, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %5, i64 56
  %7 = load ptr, ptr %6, align 8, !tbaa !48
  %8 = load ptr, ptr %0, align 8, !tbaa !28
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
  %17 = load ptr, ptr %4, align 8, !tbaa !13
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
  %27 = load i32, ptr %26, align 4, !tbaa !92
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !48
  tail call void @luaE_incCstack(ptr noundef %29) #11
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load i32, ptr %30, align 8, !tbaa !73
  switch i32 %31, label %1283 [
    i32 59, label %32
    i32 266, label %33
    i32 277, label %181
    i32 258, label %256
    i32 263, label %290
    i32 272, label %637
    i32 264, label %720
    i32 268, label %795
    i32 287, label %1027
    i32 273, label %1076
    i32 257, label %1147
    i32 265, label %1173
  ]

32:                                               ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  br label %1305

33:                                               ; preds = %1
  %34 = getelementptr inbounds i8, ptr %0, i64 48
  %35 = load ptr, ptr %34, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #11
  store i32 -1, ptr %25, align 4, !tbaa !43
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
  %46 = load ptr, ptr %34, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %47 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %48 = load i32, ptr %30, align 8, !tbaa !73
  %49 = icmp eq i32 %48, 274
  br i1 %49, label %51, label %50

50:                                               ; preds = %45
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 274) #12
  unreachable

51:                                               ; preds = %45
  call void @luaX_next(ptr noundef nonnull %0) #11
  %52 = load i32, ptr %30, align 8, !tbaa !73
  %53 = icmp eq i32 %52, 257
  br i1 %53, label %54, label %108

54:                                               ; preds = %51
  %55 = load i32, ptr %26, align 4, !tbaa !92
  %56 = load ptr, ptr %34, align 8, !tbaa !39
  call void @luaK_goiffalse(ptr noundef %56, ptr noundef nonnull %3) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  store i8 0, ptr %36, align 2, !tbaa !50
  %57 = getelementptr inbounds i8, ptr %46, i64 66
  %58 = load i8, ptr %57, align 2, !tbaa !6
  store i8 %58, ptr %37, align 8, !tbaa !52
  %59 = getelementptr inbounds i8, ptr %46, i64 16
  %60 = load ptr, ptr %59, align 8, !tbaa !13
  %61 = getelementptr inbounds i8, ptr %60, i64 88
  %62 = load ptr, ptr %61, align 8, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %62, i64 40
  %64 = load i32, ptr %63, align 8, !tbaa !36
  store i32 %64, ptr %38, align 8, !tbaa !53
  %65 = getelementptr inbounds i8, ptr %62, i64 24
  %66 = load i32, ptr %65, align 8, !tbaa !37
  store i32 %66, ptr %39, align 4, !tbaa !54
  store i8 0, ptr %40, align 1, !tbaa !55
  %67 = getelementptr inbounds i8, ptr %46, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !46
  %69 = icmp eq ptr %68, null
  br i1 %69, label %74, label %70

70:                                               ; preds = %54
  %71 = getelementptr inbounds i8, ptr %68, i64 19
  %72 = load i8, ptr %71, align 1, !tbaa !56
  %73 = icmp ne i8 %72, 0
  br label %74

74:                                               ; preds = %70, %54
  %75 = phi i1 [ false, %54 ], [ %73, %70 ]
  %76 = zext i1 %75 to i8
  store i8 %76, ptr %41, align 1, !tbaa !56
  store ptr %68, ptr %2, align 8, !tbaa !57
  store ptr %2, ptr %67, align 8, !tbaa !46
  %77 = load ptr, ptr %28, align 8, !tbaa !48
  %78 = call ptr @luaS_newlstr(ptr noundef %77, ptr noundef nonnull @.str.4, i64 noundef 5) #11
  %79 = load i32, ptr %43, align 8, !tbaa !93
  %80 = load ptr, ptr %44, align 8, !tbaa !14
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = getelementptr inbounds i8, ptr %80, i64 24
  %83 = load i32, ptr %82, align 8, !tbaa !95
  %84 = load ptr, ptr %28, align 8, !tbaa !48
  %85 = load ptr, ptr %81, align 8, !tbaa !96
  %86 = getelementptr inbounds i8, ptr %80, i64 28
  %87 = call ptr @luaM_growaux_(ptr noundef %84, ptr noundef %85, i32 noundef %83, ptr noundef nonnull %86, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11
  store ptr %87, ptr %81, align 8, !tbaa !96
  %88 = sext i32 %83 to i64
  %89 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88
  store ptr %78, ptr %89, align 8, !tbaa !97
  %90 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 2
  store i32 %55, ptr %90, align 4, !tbaa !99
  %91 = load ptr, ptr %34, align 8, !tbaa !39
  %92 = getelementptr inbounds i8, ptr %91, i64 66
  %93 = load i8, ptr %92, align 2, !tbaa !6
  %94 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 3
  store i8 %93, ptr %94, align 8, !tbaa !100
  %95 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 4
  store i8 0, ptr %95, align 1, !tbaa !101
  %96 = getelementptr inbounds %struct.Labeldesc, ptr %87, i64 %88, i32 1
  store i32 %79, ptr %96, align 8, !tbaa !102
  %97 = add nsw i32 %83, 1
  store i32 %97, ptr %82, align 8, !tbaa !95
  %98 = load i32, ptr %30, align 8, !tbaa !73
  %99 = icmp eq i32 %98, 59
  br i1 %99, label %100, label %103

100:                                              ; preds = %74, %100
  call void @luaX_next(ptr noundef nonnull %0) #11
  %101 = load i32, ptr %30, align 8, !tbaa !73
  %102 = icmp eq i32 %101, 59
  br i1 %102, label %100, label %103, !llvm.loop !103

103:                                              ; preds = %100, %74
  %104 = phi i32 [ %98, %74 ], [ %101, %100 ]
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
  %109 = load ptr, ptr %34, align 8, !tbaa !39
  call void @luaK_goiftrue(ptr noundef %109, ptr noundef nonnull %3) #11
  store i8 0, ptr %36, align 2, !tbaa !50
  %110 = getelementptr inbounds i8, ptr %46, i64 66
  %111 = load i8, ptr %110, align 2, !tbaa !6
  store i8 %111, ptr %37, align 8, !tbaa !52
  %112 = getelementptr inbounds i8, ptr %46, i64 16
  %113 = load ptr, ptr %112, align 8, !tbaa !13
  %114 = getelementptr inbounds i8, ptr %113, i64 88
  %115 = load ptr, ptr %114, align 8, !tbaa !14
  %116 = getelementptr inbounds i8, ptr %115, i64 40
  %117 = load i32, ptr %116, align 8, !tbaa !36
  store i32 %117, ptr %38, align 8, !tbaa !53
  %118 = getelementptr inbounds i8, ptr %115, i64 24
  %119 = load i32, ptr %118, align 8, !tbaa !37
  store i32 %119, ptr %39, align 4, !tbaa !54
  store i8 0, ptr %40, align 1, !tbaa !55
  %120 = getelementptr inbounds i8, ptr %46, i64 24
  %121 = load ptr, ptr %120, align 8, !tbaa !46
  %122 = icmp eq ptr %121, null
  br i1 %122, label %127, label %123

123:                                              ; preds = %108
  %124 = getelementptr inbounds i8, ptr %121, i64 19
  %125 = load i8, ptr %124, align 1, !tbaa !56
  %126 = icmp ne i8 %125, 0
  br label %127

127:                                              ; preds = %123, %108
  %128 = phi i1 [ false, %108 ], [ %126, %123 ]
  %129 = zext i1 %128 to i8
  store i8 %129, ptr %41, align 1, !tbaa !56
  store ptr %121, ptr %2, align 8, !tbaa !57
  store ptr %2, ptr %120, align 8, !tbaa !46
  %130 = load i32, ptr %42, align 4, !tbaa !104
  br label %131

131:                                              ; preds = %127, %105
  %132 = phi i32 [ %130, %127 ], [ %106, %105 ]
  br label %133

133:                                              ; preds = %136, %131
  %134 = load i32, ptr %30, align 8, !tbaa !73
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
  br label %133, !llvm.loop !74

137:                                              ; preds = %133, %133, %133, %133, %133, %135
  call fastcc void @leaveblock(ptr noundef %46)
  %138 = load i32, ptr %30, align 8, !tbaa !73
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
  %145 = load i32, ptr %30, align 8, !tbaa !73
  switch i32 %145, label %179 [
    i32 260, label %45
    i32 259, label %146
  ], !llvm.loop !105

146:                                              ; preds = %144
  call void @luaX_next(ptr noundef nonnull %0) #11
  %147 = load ptr, ptr %34, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #11
  %148 = getelementptr inbounds i8, ptr %13, i64 18
  store i8 0, ptr %148, align 2, !tbaa !50
  %149 = getelementptr inbounds i8, ptr %147, i64 66
  %150 = load i8, ptr %149, align 2, !tbaa !6
  %151 = getelementptr inbounds i8, ptr %13, i64 16
  store i8 %150, ptr %151, align 8, !tbaa !52
  %152 = getelementptr inbounds i8, ptr %147, i64 16
  %153 = load ptr, ptr %152, align 8, !tbaa !13
  %154 = getelementptr inbounds i8, ptr %153, i64 88
  %155 = load ptr, ptr %154, align 8, !tbaa !14
  %156 = getelementptr inbounds i8, ptr %155, i64 40
  %157 = load i32, ptr %156, align 8, !tbaa !36
  %158 = getelementptr inbounds i8, ptr %13, i64 8
  store i32 %157, ptr %158, align 8, !tbaa !53
  %159 = getelementptr inbounds i8, ptr %155, i64 24
  %160 = load i32, ptr %159, align 8, !tbaa !37
  %161 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 %160, ptr %161, align 4, !tbaa !54
  %162 = getelementptr inbounds i8, ptr %13, i64 17
  store i8 0, ptr %162, align 1, !tbaa !55
  %163 = getelementptr inbounds i8, ptr %147, i64 24
  %164 = load ptr, ptr %163, align 8, !tbaa !46
  %165 = icmp eq ptr %164, null
  br i1 %165, label %170, label %166

166:                                              ; preds = %146
  %167 = getelementptr inbounds i8, ptr %164, i64 19
  %168 = load i8, ptr %167, align 1, !tbaa !56
  %169 = icmp ne i8 %168, 0
  br label %170

170:                                              ; preds = %166, %146
  %171 = phi i1 [ false, %146 ], [ %169, %166 ]
  %172 = zext i1 %171 to i8
  %173 = getelementptr inbounds i8, ptr %13, i64 19
  store i8 %172, ptr %173, align 1, !tbaa !56
  store ptr %164, ptr %13, align 8, !tbaa !57
  store ptr %13, ptr %163, align 8, !tbaa !46
  br label %174

174:                                              ; preds = %177, %170
  %175 = load i32, ptr %30, align 8, !tbaa !73
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
  br label %174, !llvm.loop !74

178:                                              ; preds = %174, %174, %174, %174, %174, %176
  call fastcc void @leaveblock(ptr noundef %147)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #11
  br label %179

179:                                              ; preds = %144, %178
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 266, i32 noundef %27)
  %180 = load i32, ptr %25, align 4, !tbaa !43
  call void @luaK_patchtohere(ptr noundef %35, i32 noundef %180) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #11
  br label %1305

181:                                              ; preds = %1
  %182 = getelementptr inbounds i8, ptr %0, i64 48
  %183 = load ptr, ptr %182, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #11
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %184 = tail call i32 @luaK_getlabel(ptr noundef %183) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #11
  %185 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %11, i32 noundef 0)
  %186 = load i32, ptr %11, align 8, !tbaa !106
  %187 = icmp eq i32 %186, 1
  br i1 %187, label %188, label %189

188:                                              ; preds = %181
  store i32 3, ptr %11, align 8, !tbaa !106
  br label %189

189:                                              ; preds = %181, %188
  %190 = load ptr, ptr %182, align 8, !tbaa !39
  call void @luaK_goiftrue(ptr noundef %190, ptr noundef nonnull %11) #11
  %191 = getelementptr inbounds i8, ptr %11, i64 20
  %192 = load i32, ptr %191, align 4, !tbaa !104
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #11
  %193 = getelementptr inbounds i8, ptr %24, i64 18
  store i8 1, ptr %193, align 2, !tbaa !50
  %194 = getelementptr inbounds i8, ptr %183, i64 66
  %195 = load i8, ptr %194, align 2, !tbaa !6
  %196 = getelementptr inbounds i8, ptr %24, i64 16
  store i8 %195, ptr %196, align 8, !tbaa !52
  %197 = getelementptr inbounds i8, ptr %183, i64 16
  %198 = load ptr, ptr %197, align 8, !tbaa !13
  %199 = getelementptr inbounds i8, ptr %198, i64 88
  %200 = load ptr, ptr %199, align 8, !tbaa !14
  %201 = getelementptr inbounds i8, ptr %200, i64 40
  %202 = load i32, ptr %201, align 8, !tbaa !36
  %203 = getelementptr inbounds i8, ptr %24, i64 8
  store i32 %202, ptr %203, align 8, !tbaa !53
  %204 = getelementptr inbounds i8, ptr %200, i64 24
  %205 = load i32, ptr %204, align 8, !tbaa !37
  %206 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 %205, ptr %206, align 4, !tbaa !54
  %207 = getelementptr inbounds i8, ptr %24, i64 17
  store i8 0, ptr %207, align 1, !tbaa !55
  %208 = getelementptr inbounds i8, ptr %183, i64 24
  %209 = load ptr, ptr %208, align 8, !tbaa !46
  %210 = icmp eq ptr %209, null
  br i1 %210, label %215, label %211

211:                                              ; preds = %189
  %212 = getelementptr inbounds i8, ptr %209, i64 19
  %213 = load i8, ptr %212, align 1, !tbaa !56
  %214 = icmp ne i8 %213, 0
  br label %215

215:                                              ; preds = %189, %211
  %216 = phi i1 [ false, %189 ], [ %214, %211 ]
  %217 = zext i1 %216 to i8
  %218 = getelementptr inbounds i8, ptr %24, i64 19
  store i8 %217, ptr %218, align 1, !tbaa !56
  store ptr %209, ptr %24, align 8, !tbaa !57
  store ptr %24, ptr %208, align 8, !tbaa !46
  %219 = load i32, ptr %30, align 8, !tbaa !73
  %220 = icmp eq i32 %219, 258
  br i1 %220, label %222, label %221

221:                                              ; preds = %215
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 258) #12
  unreachable

222:                                              ; preds = %215
  call void @luaX_next(ptr noundef nonnull %0) #11
  %223 = load ptr, ptr %182, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #11
  %224 = getelementptr inbounds i8, ptr %12, i64 18
  store i8 0, ptr %224, align 2, !tbaa !50
  %225 = getelementptr inbounds i8, ptr %223, i64 66
  %226 = load i8, ptr %225, align 2, !tbaa !6
  %227 = getelementptr inbounds i8, ptr %12, i64 16
  store i8 %226, ptr %227, align 8, !tbaa !52
  %228 = getelementptr inbounds i8, ptr %223, i64 16
  %229 = load ptr, ptr %228, align 8, !tbaa !13
  %230 = getelementptr inbounds i8, ptr %229, i64 88
  %231 = load ptr, ptr %230, align 8, !tbaa !14
  %232 = getelementptr inbounds i8, ptr %231, i64 40
  %233 = load i32, ptr %232, align 8, !tbaa !36
  %234 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 %233, ptr %234, align 8, !tbaa !53
  %235 = getelementptr inbounds i8, ptr %231, i64 24
  %236 = load i32, ptr %235, align 8, !tbaa !37
  %237 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 %236, ptr %237, align 4, !tbaa !54
  %238 = getelementptr inbounds i8, ptr %12, i64 17
  store i8 0, ptr %238, align 1, !tbaa !55
  %239 = getelementptr inbounds i8, ptr %223, i64 24
  %240 = load ptr, ptr %239, align 8, !tbaa !46
  %241 = icmp eq ptr %240, null
  br i1 %241, label %246, label %242

242:                                              ; preds = %222
  %243 = getelementptr inbounds i8, ptr %240, i64 19
  %244 = load i8, ptr %243, align 1, !tbaa !56
  %245 = icmp ne i8 %244, 0
  br label %246

246:                                              ; preds = %242, %222
  %247 = phi i1 [ false, %222 ], [ %245, %242 ]
  %248 = zext i1 %247 to i8
  %249 = getelementptr inbounds i8, ptr %12, i64 19
  store i8 %248, ptr %249, align 1, !tbaa !56
  store ptr %240, ptr %12, align 8, !tbaa !57
  store ptr %12, ptr %239, align 8, !tbaa !46
  br label %250

250:                                              ; preds = %253, %246
  %251 = load i32, ptr %30, align 8, !tbaa !73
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
  br label %250, !llvm.loop !74

254:                                              ; preds = %250, %250, %250, %250, %250, %252
  call fastcc void @leaveblock(ptr noundef %223)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #11
  %255 = call i32 @luaK_jump(ptr noundef %183) #11
  call void @luaK_patchlist(ptr noundef %183, i32 noundef %255, i32 noundef %184) #11
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 277, i32 noundef %27)
  call fastcc void @leaveblock(ptr noundef %183)
  call void @luaK_patchtohere(ptr noundef %183, i32 noundef %192) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #11
  br label %1305

256:                                              ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %257 = getelementptr inbounds i8, ptr %0, i64 48
  %258 = load ptr, ptr %257, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #11
  %259 = getelementptr inbounds i8, ptr %23, i64 18
  store i8 0, ptr %259, align 2, !tbaa !50
  %260 = getelementptr inbounds i8, ptr %258, i64 66
  %261 = load i8, ptr %260, align 2, !tbaa !6
  %262 = getelementptr inbounds i8, ptr %23, i64 16
  store i8 %261, ptr %262, align 8, !tbaa !52
  %263 = getelementptr inbounds i8, ptr %258, i64 16
  %264 = load ptr, ptr %263, align 8, !tbaa !13
  %265 = getelementptr inbounds i8, ptr %264, i64 88
  %266 = load ptr, ptr %265, align 8, !tbaa !14
  %267 = getelementptr inbounds i8, ptr %266, i64 40
  %268 = load i32, ptr %267, align 8, !tbaa !36
  %269 = getelementptr inbounds i8, ptr %23, i64 8
  store i32 %268, ptr %269, align 8, !tbaa !53
  %270 = getelementptr inbounds i8, ptr %266, i64 24
  %271 = load i32, ptr %270, align 8, !tbaa !37
  %272 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 %271, ptr %272, align 4, !tbaa !54
  %273 = getelementptr inbounds i8, ptr %23, i64 17
  store i8 0, ptr %273, align 1, !tbaa !55
  %274 = getelementptr inbounds i8, ptr %258, i64 24
  %275 = load ptr, ptr %274, align 8, !tbaa !46
  %276 = icmp eq ptr %275, null
  br i1 %276, label %281, label %277

277:                                              ; preds = %256
  %278 = getelementptr inbounds i8, ptr %275, i64 19
  %279 = load i8, ptr %278, align 1, !tbaa !56
  %280 = icmp ne i8 %279, 0
  br label %281

281:                                              ; preds = %256, %277
  %282 = phi i1 [ false, %256 ], [ %280, %277 ]
  %283 = zext i1 %282 to i8
  %284 = getelementptr inbounds i8, ptr %23, i64 19
  store i8 %283, ptr %284, align 1, !tbaa !56
  store ptr %275, ptr %23, align 8, !tbaa !57
  store ptr %23, ptr %274, align 8, !tbaa !46
  br label %285

285:                                              ; preds = %288, %281
  %286 = load i32, ptr %30, align 8, !tbaa !73
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
  br label %285, !llvm.loop !74

289:                                              ; preds = %285, %285, %285, %285, %285, %287
  call fastcc void @leaveblock(ptr noundef %258)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #11
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 258, i32 noundef %27)
  br label %1305

290:                                              ; preds = %1
  %291 = getelementptr inbounds i8, ptr %0, i64 48
  %292 = load ptr, ptr %291, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #11
  %293 = getelementptr inbounds i8, ptr %22, i64 18
  store i8 1, ptr %293, align 2, !tbaa !50
  %294 = getelementptr inbounds i8, ptr %292, i64 66
  %295 = load i8, ptr %294, align 2, !tbaa !6
  %296 = getelementptr inbounds i8, ptr %22, i64 16
  store i8 %295, ptr %296, align 8, !tbaa !52
  %297 = getelementptr inbounds i8, ptr %292, i64 16
  %298 = load ptr, ptr %297, align 8, !tbaa !13
  %299 = getelementptr inbounds i8, ptr %298, i64 88
  %300 = load ptr, ptr %299, align 8, !tbaa !14
  %301 = getelementptr inbounds i8, ptr %300, i64 40
  %302 = load i32, ptr %301, align 8, !tbaa !36
  %303 = getelementptr inbounds i8, ptr %22, i64 8
  store i32 %302, ptr %303, align 8, !tbaa !53
  %304 = getelementptr inbounds i8, ptr %300, i64 24
  %305 = load i32, ptr %304, align 8, !tbaa !37
  %306 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 %305, ptr %306, align 4, !tbaa !54
  %307 = getelementptr inbounds i8, ptr %22, i64 17
  store i8 0, ptr %307, align 1, !tbaa !55
  %308 = getelementptr inbounds i8, ptr %292, i64 24
  %309 = load ptr, ptr %308, align 8, !tbaa !46
  %310 = icmp eq ptr %309, null
  br i1 %310, label %315, label %311

311:                                              ; preds = %290
  %312 = getelementptr inbounds i8, ptr %309, i64 19
  %313 = load i8, ptr %312, align 1, !tbaa !56
  %314 = icmp ne i8 %313, 0
  br label %315

315:                                              ; preds = %290, %311
  %316 = phi i1 [ false, %290 ], [ %314, %311 ]
  %317 = zext i1 %316 to i8
  %318 = getelementptr inbounds i8, ptr %22, i64 19
  store i8 %317, ptr %318, align 1, !tbaa !56
  store ptr %309, ptr %22, align 8, !tbaa !57
  store ptr %22, ptr %308, align 8, !tbaa !46
  call void @luaX_next(ptr noundef nonnull %0) #11
  %319 = load i32, ptr %30, align 8, !tbaa !73
  %320 = icmp eq i32 %319, 291
  br i1 %320, label %322, label %321

321:                                              ; preds = %315
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

322:                                              ; preds = %315
  %323 = getelementptr inbounds i8, ptr %0, i64 24
  %324 = load ptr, ptr %323, align 8, !tbaa !22
  call void @luaX_next(ptr noundef nonnull %0) #11
  %325 = load i32, ptr %30, align 8, !tbaa !73
  switch i32 %325, label %635 [
    i32 61, label %326
    i32 44, label %440
    i32 267, label %440
  ]

326:                                              ; preds = %322
  %327 = load ptr, ptr %291, align 8, !tbaa !39
  %328 = getelementptr inbounds i8, ptr %327, i64 68
  %329 = load i8, ptr %328, align 4, !tbaa !107
  %330 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %331 = load ptr, ptr %291, align 8, !tbaa !39
  %332 = getelementptr inbounds i8, ptr %0, i64 88
  %333 = load ptr, ptr %332, align 8, !tbaa !14
  %334 = getelementptr inbounds i8, ptr %333, i64 8
  %335 = load i32, ptr %334, align 8, !tbaa !38
  %336 = add nsw i32 %335, 1
  %337 = getelementptr inbounds i8, ptr %331, i64 56
  %338 = load i32, ptr %337, align 8, !tbaa !21
  %339 = sub nsw i32 %336, %338
  %340 = icmp sgt i32 %339, 200
  br i1 %340, label %341, label %342

341:                                              ; preds = %326
  call fastcc void @errorlimit(ptr noundef nonnull readonly %331, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

342:                                              ; preds = %326
  %343 = load ptr, ptr %28, align 8, !tbaa !48
  %344 = load ptr, ptr %333, align 8, !tbaa !17
  %345 = getelementptr inbounds i8, ptr %333, i64 12
  %346 = call ptr @luaM_growaux_(ptr noundef %343, ptr noundef %344, i32 noundef %336, ptr noundef nonnull %345, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %346, ptr %333, align 8, !tbaa !17
  %347 = load i32, ptr %334, align 8, !tbaa !38
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %334, align 8, !tbaa !38
  %349 = sext i32 %347 to i64
  %350 = getelementptr inbounds %union.Vardesc, ptr %346, i64 %349
  %351 = getelementptr inbounds i8, ptr %350, i64 9
  store i8 0, ptr %351, align 1, !tbaa !22
  %352 = getelementptr inbounds i8, ptr %350, i64 16
  store ptr %330, ptr %352, align 8, !tbaa !22
  %353 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %354 = load ptr, ptr %291, align 8, !tbaa !39
  %355 = load ptr, ptr %332, align 8, !tbaa !14
  %356 = getelementptr inbounds i8, ptr %355, i64 8
  %357 = load i32, ptr %356, align 8, !tbaa !38
  %358 = add nsw i32 %357, 1
  %359 = getelementptr inbounds i8, ptr %354, i64 56
  %360 = load i32, ptr %359, align 8, !tbaa !21
  %361 = sub nsw i32 %358, %360
  %362 = icmp sgt i32 %361, 200
  br i1 %362, label %363, label %364

363:                                              ; preds = %342
  call fastcc void @errorlimit(ptr noundef nonnull readonly %354, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

364:                                              ; preds = %342
  %365 = load ptr, ptr %28, align 8, !tbaa !48
  %366 = load ptr, ptr %355, align 8, !tbaa !17
  %367 = getelementptr inbounds i8, ptr %355, i64 12
  %368 = call ptr @luaM_growaux_(ptr noundef %365, ptr noundef %366, i32 noundef %358, ptr noundef nonnull %367, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %368, ptr %355, align 8, !tbaa !17
  %369 = load i32, ptr %356, align 8, !tbaa !38
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr %356, align 8, !tbaa !38
  %371 = sext i32 %369 to i64
  %372 = getelementptr inbounds %union.Vardesc, ptr %368, i64 %371
  %373 = getelementptr inbounds i8, ptr %372, i64 9
  store i8 0, ptr %373, align 1, !tbaa !22
  %374 = getelementptr inbounds i8, ptr %372, i64 16
  store ptr %353, ptr %374, align 8, !tbaa !22
  %375 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %376 = load ptr, ptr %291, align 8, !tbaa !39
  %377 = load ptr, ptr %332, align 8, !tbaa !14
  %378 = getelementptr inbounds i8, ptr %377, i64 8
  %379 = load i32, ptr %378, align 8, !tbaa !38
  %380 = add nsw i32 %379, 1
  %381 = getelementptr inbounds i8, ptr %376, i64 56
  %382 = load i32, ptr %381, align 8, !tbaa !21
  %383 = sub nsw i32 %380, %382
  %384 = icmp sgt i32 %383, 200
  br i1 %384, label %385, label %386

385:                                              ; preds = %364
  call fastcc void @errorlimit(ptr noundef nonnull readonly %376, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

386:                                              ; preds = %364
  %387 = load ptr, ptr %28, align 8, !tbaa !48
  %388 = load ptr, ptr %377, align 8, !tbaa !17
  %389 = getelementptr inbounds i8, ptr %377, i64 12
  %390 = call ptr @luaM_growaux_(ptr noundef %387, ptr noundef %388, i32 noundef %380, ptr noundef nonnull %389, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %390, ptr %377, align 8, !tbaa !17
  %391 = load i32, ptr %378, align 8, !tbaa !38
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %378, align 8, !tbaa !38
  %393 = sext i32 %391 to i64
  %394 = getelementptr inbounds %union.Vardesc, ptr %390, i64 %393
  %395 = getelementptr inbounds i8, ptr %394, i64 9
  store i8 0, ptr %395, align 1, !tbaa !22
  %396 = getelementptr inbounds i8, ptr %394, i64 16
  store ptr %375, ptr %396, align 8, !tbaa !22
  %397 = load ptr, ptr %291, align 8, !tbaa !39
  %398 = load ptr, ptr %332, align 8, !tbaa !14
  %399 = getelementptr inbounds i8, ptr %398, i64 8
  %400 = load i32, ptr %399, align 8, !tbaa !38
  %401 = add nsw i32 %400, 1
  %402 = getelementptr inbounds i8, ptr %397, i64 56
  %403 = load i32, ptr %402, align 8, !tbaa !21
  %404 = sub nsw i32 %401, %403
  %405 = icmp sgt i32 %404, 200
  br i1 %405, label %406, label %407

406:                                              ; preds = %386
  call fastcc void @errorlimit(ptr noundef nonnull readonly %397, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

407:                                              ; preds = %386
  %408 = load ptr, ptr %28, align 8, !tbaa !48
  %409 = load ptr, ptr %398, align 8, !tbaa !17
  %410 = getelementptr inbounds i8, ptr %398, i64 12
  %411 = call ptr @luaM_growaux_(ptr noundef %408, ptr noundef %409, i32 noundef %401, ptr noundef nonnull %410, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %411, ptr %398, align 8, !tbaa !17
  %412 = load i32, ptr %399, align 8, !tbaa !38
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr %399, align 8, !tbaa !38
  %414 = sext i32 %412 to i64
  %415 = getelementptr inbounds %union.Vardesc, ptr %411, i64 %414
  %416 = getelementptr inbounds i8, ptr %415, i64 9
  store i8 0, ptr %416, align 1, !tbaa !22
  %417 = getelementptr inbounds i8, ptr %415, i64 16
  store ptr %324, ptr %417, align 8, !tbaa !22
  %418 = load i32, ptr %30, align 8, !tbaa !73
  %419 = icmp eq i32 %418, 61
  br i1 %419, label %421, label %420

420:                                              ; preds = %407
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12
  unreachable

421:                                              ; preds = %407
  call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  %422 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %9, i32 noundef 0)
  %423 = load ptr, ptr %291, align 8, !tbaa !39
  call void @luaK_exp2nextreg(ptr noundef %423, ptr noundef nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  %424 = load i32, ptr %30, align 8, !tbaa !73
  %425 = icmp eq i32 %424, 44
  br i1 %425, label %427, label %426

426:                                              ; preds = %421
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 44) #12
  unreachable

427:                                              ; preds = %421
  call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #11
  %428 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %8, i32 noundef 0)
  %429 = load ptr, ptr %291, align 8, !tbaa !39
  call void @luaK_exp2nextreg(ptr noundef %429, ptr noundef nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #11
  %430 = load i32, ptr %30, align 8, !tbaa !73
  %431 = icmp eq i32 %430, 44
  br i1 %431, label %432, label %435

432:                                              ; preds = %427
  call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #11
  %433 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %7, i32 noundef 0)
  %434 = load ptr, ptr %291, align 8, !tbaa !39
  call void @luaK_exp2nextreg(ptr noundef %434, ptr noundef nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #11
  br label %438

435:                                              ; preds = %427
  %436 = load i8, ptr %328, align 4, !tbaa !107
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
  %441 = load ptr, ptr %291, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11
  %442 = getelementptr inbounds i8, ptr %441, i64 68
  %443 = load i8, ptr %442, align 4, !tbaa !107
  %444 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %445 = load ptr, ptr %291, align 8, !tbaa !39
  %446 = getelementptr inbounds i8, ptr %0, i64 88
  %447 = load ptr, ptr %446, align 8, !tbaa !14
  %448 = getelementptr inbounds i8, ptr %447, i64 8
  %449 = load i32, ptr %448, align 8, !tbaa !38
  %450 = add nsw i32 %449, 1
  %451 = getelementptr inbounds i8, ptr %445, i64 56
  %452 = load i32, ptr %451, align 8, !tbaa !21
  %453 = sub nsw i32 %450, %452
  %454 = icmp sgt i32 %453, 200
  br i1 %454, label %455, label %456

455:                                              ; preds = %440
  call fastcc void @errorlimit(ptr noundef nonnull readonly %445, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

456:                                              ; preds = %440
  %457 = load ptr, ptr %28, align 8, !tbaa !48
  %458 = load ptr, ptr %447, align 8, !tbaa !17
  %459 = getelementptr inbounds i8, ptr %447, i64 12
  %460 = call ptr @luaM_growaux_(ptr noundef %457, ptr noundef %458, i32 noundef %450, ptr noundef nonnull %459, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %460, ptr %447, align 8, !tbaa !17
  %461 = load i32, ptr %448, align 8, !tbaa !38
  %462 = add nsw i32 %461, 1
  store i32 %462, ptr %448, align 8, !tbaa !38
  %463 = sext i32 %461 to i64
  %464 = getelementptr inbounds %union.Vardesc, ptr %460, i64 %463
  %465 = getelementptr inbounds i8, ptr %464, i64 9
  store i8 0, ptr %465, align 1, !tbaa !22
  %466 = getelementptr inbounds i8, ptr %464, i64 16
  store ptr %444, ptr %466, align 8, !tbaa !22
  %467 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %468 = load ptr, ptr %291, align 8, !tbaa !39
  %469 = load ptr, ptr %446, align 8, !tbaa !14
  %470 = getelementptr inbounds i8, ptr %469, i64 8
  %471 = load i32, ptr %470, align 8, !tbaa !38
  %472 = add nsw i32 %471, 1
  %473 = getelementptr inbounds i8, ptr %468, i64 56
  %474 = load i32, ptr %473, align 8, !tbaa !21
  %475 = sub nsw i32 %472, %474
  %476 = icmp sgt i32 %475, 200
  br i1 %476, label %477, label %478

477:                                              ; preds = %456
  call fastcc void @errorlimit(ptr noundef nonnull readonly %468, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

478:                                              ; preds = %456
  %479 = load ptr, ptr %28, align 8, !tbaa !48
  %480 = load ptr, ptr %469, align 8, !tbaa !17
  %481 = getelementptr inbounds i8, ptr %469, i64 12
  %482 = call ptr @luaM_growaux_(ptr noundef %479, ptr noundef %480, i32 noundef %472, ptr noundef nonnull %481, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %482, ptr %469, align 8, !tbaa !17
  %483 = load i32, ptr %470, align 8, !tbaa !38
  %484 = add nsw i32 %483, 1
  store i32 %484, ptr %470, align 8, !tbaa !38
  %485 = sext i32 %483 to i64
  %486 = getelementptr inbounds %union.Vardesc, ptr %482, i64 %485
  %487 = getelementptr inbounds i8, ptr %486, i64 9
  store i8 0, ptr %487, align 1, !tbaa !22
  %488 = getelementptr inbounds i8, ptr %486, i64 16
  store ptr %467, ptr %488, align 8, !tbaa !22
  %489 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %490 = load ptr, ptr %291, align 8, !tbaa !39
  %491 = load ptr, ptr %446, align 8, !tbaa !14
  %492 = getelementptr inbounds i8, ptr %491, i64 8
  %493 = load i32, ptr %492, align 8, !tbaa !38
  %494 = add nsw i32 %493, 1
  %495 = getelementptr inbounds i8, ptr %490, i64 56
  %496 = load i32, ptr %495, align 8, !tbaa !21
  %497 = sub nsw i32 %494, %496
  %498 = icmp sgt i32 %497, 200
  br i1 %498, label %499, label %500

499:                                              ; preds = %478
  call fastcc void @errorlimit(ptr noundef nonnull readonly %490, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

500:                                              ; preds = %478
  %501 = load ptr, ptr %28, align 8, !tbaa !48
  %502 = load ptr, ptr %491, align 8, !tbaa !17
  %503 = getelementptr inbounds i8, ptr %491, i64 12
  %504 = call ptr @luaM_growaux_(ptr noundef %501, ptr noundef %502, i32 noundef %494, ptr noundef nonnull %503, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %504, ptr %491, align 8, !tbaa !17
  %505 = load i32, ptr %492, align 8, !tbaa !38
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr %492, align 8, !tbaa !38
  %507 = sext i32 %505 to i64
  %508 = getelementptr inbounds %union.Vardesc, ptr %504, i64 %507
  %509 = getelementptr inbounds i8, ptr %508, i64 9
  store i8 0, ptr %509, align 1, !tbaa !22
  %510 = getelementptr inbounds i8, ptr %508, i64 16
  store ptr %489, ptr %510, align 8, !tbaa !22
  %511 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.20, i64 noundef 11) #11
  %512 = load ptr, ptr %291, align 8, !tbaa !39
  %513 = load ptr, ptr %446, align 8, !tbaa !14
  %514 = getelementptr inbounds i8, ptr %513, i64 8
  %515 = load i32, ptr %514, align 8, !tbaa !38
  %516 = add nsw i32 %515, 1
  %517 = getelementptr inbounds i8, ptr %512, i64 56
  %518 = load i32, ptr %517, align 8, !tbaa !21
  %519 = sub nsw i32 %516, %518
  %520 = icmp sgt i32 %519, 200
  br i1 %520, label %521, label %522

521:                                              ; preds = %500
  call fastcc void @errorlimit(ptr noundef nonnull readonly %512, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

522:                                              ; preds = %500
  %523 = load ptr, ptr %28, align 8, !tbaa !48
  %524 = load ptr, ptr %513, align 8, !tbaa !17
  %525 = getelementptr inbounds i8, ptr %513, i64 12
  %526 = call ptr @luaM_growaux_(ptr noundef %523, ptr noundef %524, i32 noundef %516, ptr noundef nonnull %525, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %526, ptr %513, align 8, !tbaa !17
  %527 = load i32, ptr %514, align 8, !tbaa !38
  %528 = add nsw i32 %527, 1
  store i32 %528, ptr %514, align 8, !tbaa !38
  %529 = sext i32 %527 to i64
  %530 = getelementptr inbounds %union.Vardesc, ptr %526, i64 %529
  %531 = getelementptr inbounds i8, ptr %530, i64 9
  store i8 0, ptr %531, align 1, !tbaa !22
  %532 = getelementptr inbounds i8, ptr %530, i64 16
  store ptr %511, ptr %532, align 8, !tbaa !22
  %533 = load ptr, ptr %291, align 8, !tbaa !39
  %534 = load ptr, ptr %446, align 8, !tbaa !14
  %535 = getelementptr inbounds i8, ptr %534, i64 8
  %536 = load i32, ptr %535, align 8, !tbaa !38
  %537 = add nsw i32 %536, 1
  %538 = getelementptr inbounds i8, ptr %533, i64 56
  %539 = load i32, ptr %538, align 8, !tbaa !21
  %540 = sub nsw i32 %537, %539
  %541 = icmp sgt i32 %540, 200
  br i1 %541, label %542, label %543

542:                                              ; preds = %522
  call fastcc void @errorlimit(ptr noundef nonnull readonly %533, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

543:                                              ; preds = %522
  %544 = load ptr, ptr %28, align 8, !tbaa !48
  %545 = load ptr, ptr %534, align 8, !tbaa !17
  %546 = getelementptr inbounds i8, ptr %534, i64 12
  %547 = call ptr @luaM_growaux_(ptr noundef %544, ptr noundef %545, i32 noundef %537, ptr noundef nonnull %546, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %547, ptr %534, align 8, !tbaa !17
  %548 = load i32, ptr %535, align 8, !tbaa !38
  %549 = add nsw i32 %548, 1
  store i32 %549, ptr %535, align 8, !tbaa !38
  %550 = sext i32 %548 to i64
  %551 = getelementptr inbounds %union.Vardesc, ptr %547, i64 %550
  %552 = getelementptr inbounds i8, ptr %551, i64 9
  store i8 0, ptr %552, align 1, !tbaa !22
  %553 = getelementptr inbounds i8, ptr %551, i64 16
  store ptr %324, ptr %553, align 8, !tbaa !22
  %554 = load i32, ptr %30, align 8, !tbaa !73
  %555 = icmp eq i32 %554, 44
  br i1 %555, label %556, label %589

556:                                              ; preds = %543, %573
  %557 = phi i32 [ %584, %573 ], [ 5, %543 ]
  call void @luaX_next(ptr noundef nonnull %0) #11
  %558 = load i32, ptr %30, align 8, !tbaa !73
  %559 = icmp eq i32 %558, 291
  br i1 %559, label %561, label %560

560:                                              ; preds = %556
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

561:                                              ; preds = %556
  %562 = load ptr, ptr %323, align 8, !tbaa !22
  call void @luaX_next(ptr noundef nonnull %0) #11
  %563 = load ptr, ptr %291, align 8, !tbaa !39
  %564 = load ptr, ptr %446, align 8, !tbaa !14
  %565 = getelementptr inbounds i8, ptr %564, i64 8
  %566 = load i32, ptr %565, align 8, !tbaa !38
  %567 = add nsw i32 %566, 1
  %568 = getelementptr inbounds i8, ptr %563, i64 56
  %569 = load i32, ptr %568, align 8, !tbaa !21
  %570 = sub nsw i32 %567, %569
  %571 = icmp sgt i32 %570, 200
  br i1 %571, label %572, label %573

572:                                              ; preds = %561
  call fastcc void @errorlimit(ptr noundef nonnull readonly %563, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

573:                                              ; preds = %561
  %574 = load ptr, ptr %28, align 8, !tbaa !48
  %575 = load ptr, ptr %564, align 8, !tbaa !17
  %576 = getelementptr inbounds i8, ptr %564, i64 12
  %577 = call ptr @luaM_growaux_(ptr noundef %574, ptr noundef %575, i32 noundef %567, ptr noundef nonnull %576, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %577, ptr %564, align 8, !tbaa !17
  %578 = load i32, ptr %565, align 8, !tbaa !38
  %579 = add nsw i32 %578, 1
  store i32 %579, ptr %565, align 8, !tbaa !38
  %580 = sext i32 %578 to i64
  %581 = getelementptr inbounds %union.Vardesc, ptr %577, i64 %580
  %582 = getelementptr inbounds i8, ptr %581, i64 9
  store i8 0, ptr %582, align 1, !tbaa !22
  %583 = getelementptr inbounds i8, ptr %581, i64 16
  store ptr %562, ptr %583, align 8, !tbaa !22
  %584 = add nuw nsw i32 %557, 1
  %585 = load i32, ptr %30, align 8, !tbaa !73
  %586 = icmp eq i32 %585, 44
  br i1 %586, label %556, label %587, !llvm.loop !108

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
  %596 = load i32, ptr %26, align 4, !tbaa !92
  %597 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef 0)
  %598 = load i32, ptr %30, align 8, !tbaa !73
  %599 = icmp eq i32 %598, 44
  br i1 %599, label %600, label %607

600:                                              ; preds = %595, %600
  %601 = phi i32 [ %604, %600 ], [ 1, %595 ]
  call void @luaX_next(ptr noundef nonnull %0) #11
  %602 = load ptr, ptr %291, align 8, !tbaa !39
  call void @luaK_exp2nextreg(ptr noundef %602, ptr noundef nonnull %10) #11
  %603 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef 0)
  %604 = add nuw nsw i32 %601, 1
  %605 = load i32, ptr %30, align 8, !tbaa !73
  %606 = icmp eq i32 %605, 44
  br i1 %606, label %600, label %607, !llvm.loop !109

607:                                              ; preds = %600, %595
  %608 = phi i32 [ 1, %595 ], [ %604, %600 ]
  %609 = load ptr, ptr %291, align 8, !tbaa !39
  %610 = sub nsw i32 4, %608
  %611 = load i32, ptr %10, align 8, !tbaa !106
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
  %617 = load i8, ptr %616, align 4, !tbaa !107
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
  %626 = load i8, ptr %625, align 4, !tbaa !107
  %627 = trunc i32 %610 to i8
  %628 = add i8 %626, %627
  store i8 %628, ptr %625, align 4, !tbaa !107
  br label %629

629:                                              ; preds = %623, %624
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 4)
  %630 = getelementptr inbounds i8, ptr %441, i64 24
  %631 = load ptr, ptr %630, align 8, !tbaa !46
  %632 = getelementptr inbounds i8, ptr %631, i64 17
  store i8 1, ptr %632, align 1, !tbaa !55
  %633 = getelementptr inbounds i8, ptr %631, i64 19
  store i8 1, ptr %633, align 1, !tbaa !56
  %634 = getelementptr inbounds i8, ptr %441, i64 70
  store i8 1, ptr %634, align 2, !tbaa !110
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
  br label %1305

637:                                              ; preds = %1
  %638 = getelementptr inbounds i8, ptr %0, i64 48
  %639 = load ptr, ptr %638, align 8, !tbaa !39
  %640 = tail call i32 @luaK_getlabel(ptr noundef %639) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #11
  %641 = getelementptr inbounds i8, ptr %20, i64 18
  store i8 1, ptr %641, align 2, !tbaa !50
  %642 = getelementptr inbounds i8, ptr %639, i64 66
  %643 = load i8, ptr %642, align 2, !tbaa !6
  %644 = getelementptr inbounds i8, ptr %20, i64 16
  store i8 %643, ptr %644, align 8, !tbaa !52
  %645 = getelementptr inbounds i8, ptr %639, i64 16
  %646 = load ptr, ptr %645, align 8, !tbaa !13
  %647 = getelementptr inbounds i8, ptr %646, i64 88
  %648 = load ptr, ptr %647, align 8, !tbaa !14
  %649 = getelementptr inbounds i8, ptr %648, i64 40
  %650 = load i32, ptr %649, align 8, !tbaa !36
  %651 = getelementptr inbounds i8, ptr %20, i64 8
  store i32 %650, ptr %651, align 8, !tbaa !53
  %652 = getelementptr inbounds i8, ptr %648, i64 24
  %653 = load i32, ptr %652, align 8, !tbaa !37
  %654 = getelementptr inbounds i8, ptr %20, i64 12
  store i32 %653, ptr %654, align 4, !tbaa !54
  %655 = getelementptr inbounds i8, ptr %20, i64 17
  store i8 0, ptr %655, align 1, !tbaa !55
  %656 = getelementptr inbounds i8, ptr %639, i64 24
  %657 = load ptr, ptr %656, align 8, !tbaa !46
  %658 = icmp eq ptr %657, null
  br i1 %658, label %663, label %659

659:                                              ; preds = %637
  %660 = getelementptr inbounds i8, ptr %657, i64 19
  %661 = load i8, ptr %660, align 1, !tbaa !56
  %662 = icmp ne i8 %661, 0
  br label %663

663:                                              ; preds = %637, %659
  %664 = phi i1 [ false, %637 ], [ %662, %659 ]
  %665 = zext i1 %664 to i8
  %666 = getelementptr inbounds i8, ptr %20, i64 19
  store i8 %665, ptr %666, align 1, !tbaa !56
  store ptr %657, ptr %20, align 8, !tbaa !57
  %667 = getelementptr inbounds i8, ptr %21, i64 18
  store i8 0, ptr %667, align 2, !tbaa !50
  %668 = getelementptr inbounds i8, ptr %21, i64 16
  store i8 %643, ptr %668, align 8, !tbaa !52
  %669 = getelementptr inbounds i8, ptr %21, i64 8
  store i32 %650, ptr %669, align 8, !tbaa !53
  %670 = getelementptr inbounds i8, ptr %21, i64 12
  store i32 %653, ptr %670, align 4, !tbaa !54
  %671 = getelementptr inbounds i8, ptr %21, i64 17
  store i8 0, ptr %671, align 1, !tbaa !55
  %672 = getelementptr inbounds i8, ptr %21, i64 19
  store i8 %665, ptr %672, align 1, !tbaa !56
  store ptr %20, ptr %21, align 8, !tbaa !57
  store ptr %21, ptr %656, align 8, !tbaa !46
  call void @luaX_next(ptr noundef nonnull %0) #11
  br label %673

673:                                              ; preds = %676, %663
  %674 = load i32, ptr %30, align 8, !tbaa !73
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
  br label %673, !llvm.loop !74

677:                                              ; preds = %673, %673, %673, %673, %673, %675
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 276, i32 noundef 272, i32 noundef %27)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %678 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %6, i32 noundef 0)
  %679 = load i32, ptr %6, align 8, !tbaa !106
  %680 = icmp eq i32 %679, 1
  br i1 %680, label %681, label %682

681:                                              ; preds = %677
  store i32 3, ptr %6, align 8, !tbaa !106
  br label %682

682:                                              ; preds = %677, %681
  %683 = load ptr, ptr %638, align 8, !tbaa !39
  call void @luaK_goiftrue(ptr noundef %683, ptr noundef nonnull %6) #11
  %684 = getelementptr inbounds i8, ptr %6, i64 20
  %685 = load i32, ptr %684, align 4, !tbaa !104
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call fastcc void @leaveblock(ptr noundef %639)
  %686 = load i8, ptr %671, align 1, !tbaa !55
  %687 = icmp eq i8 %686, 0
  br i1 %687, label %718, label %688

688:                                              ; preds = %682
  %689 = call i32 @luaK_jump(ptr noundef %639) #11
  call void @luaK_patchtohere(ptr noundef %639, i32 noundef %685) #11
  %690 = load i8, ptr %668, align 8, !tbaa !52
  %691 = zext i8 %690 to i32
  %692 = getelementptr inbounds i8, ptr %639, i64 56
  br label %693

693:                                              ; preds = %696, %688
  %694 = phi i32 [ %691, %688 ], [ %697, %696 ]
  %695 = icmp sgt i32 %694, 0
  br i1 %695, label %696, label %714

696:                                              ; preds = %693
  %697 = add nsw i32 %694, -1
  %698 = load ptr, ptr %645, align 8, !tbaa !13
  %699 = getelementptr inbounds i8, ptr %698, i64 88
  %700 = load ptr, ptr %699, align 8, !tbaa !14
  %701 = load ptr, ptr %700, align 8, !tbaa !17
  %702 = load i32, ptr %692, align 8, !tbaa !21
  %703 = add nsw i32 %702, %697
  %704 = sext i32 %703 to i64
  %705 = getelementptr inbounds %union.Vardesc, ptr %701, i64 %704
  %706 = getelementptr inbounds i8, ptr %705, i64 9
  %707 = load i8, ptr %706, align 1, !tbaa !22
  %708 = icmp eq i8 %707, 3
  br i1 %708, label %693, label %709

709:                                              ; preds = %696
  %710 = getelementptr inbounds i8, ptr %705, i64 10
  %711 = load i8, ptr %710, align 2, !tbaa !22
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
  br label %1305

720:                                              ; preds = %1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #11
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  call fastcc void @singlevar(ptr noundef nonnull %0, ptr noundef nonnull %18)
  %721 = getelementptr inbounds i8, ptr %0, i64 48
  %722 = getelementptr inbounds i8, ptr %0, i64 24
  %723 = getelementptr inbounds i8, ptr %5, i64 16
  %724 = getelementptr inbounds i8, ptr %5, i64 8
  br label %725

725:                                              ; preds = %732, %720
  %726 = load i32, ptr %30, align 8, !tbaa !73
  switch i32 %726, label %743 [
    i32 46, label %727
    i32 58, label %734
  ]

727:                                              ; preds = %725
  %728 = load ptr, ptr %721, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  call void @luaK_exp2anyregup(ptr noundef %728, ptr noundef nonnull %18) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %729 = load i32, ptr %30, align 8, !tbaa !73
  %730 = icmp eq i32 %729, 291
  br i1 %730, label %732, label %731

731:                                              ; preds = %727
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

732:                                              ; preds = %727
  %733 = load ptr, ptr %722, align 8, !tbaa !22
  call void @luaX_next(ptr noundef nonnull %0) #11
  store <2 x i32> <i32 -1, i32 -1>, ptr %723, align 8, !tbaa !43
  store i32 7, ptr %5, align 8, !tbaa !106
  store ptr %733, ptr %724, align 8, !tbaa !22
  call void @luaK_indexed(ptr noundef %728, ptr noundef nonnull %18, ptr noundef nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  br label %725, !llvm.loop !111

734:                                              ; preds = %725
  %735 = load ptr, ptr %721, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  call void @luaK_exp2anyregup(ptr noundef %735, ptr noundef nonnull %18) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %736 = load i32, ptr %30, align 8, !tbaa !73
  %737 = icmp eq i32 %736, 291
  br i1 %737, label %739, label %738

738:                                              ; preds = %734
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

739:                                              ; preds = %734
  %740 = load ptr, ptr %722, align 8, !tbaa !22
  call void @luaX_next(ptr noundef nonnull %0) #11
  %741 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %741, align 8, !tbaa !43
  store i32 7, ptr %4, align 8, !tbaa !106
  %742 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %740, ptr %742, align 8, !tbaa !22
  call void @luaK_indexed(ptr noundef %735, ptr noundef nonnull %18, ptr noundef nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  br label %743

743:                                              ; preds = %725, %739
  %744 = phi i32 [ 1, %739 ], [ 0, %725 ]
  call fastcc void @body(ptr noundef nonnull %0, ptr noundef nonnull %19, i32 noundef %744, i32 noundef %27)
  %745 = load ptr, ptr %721, align 8, !tbaa !39
  %746 = load i32, ptr %18, align 8, !tbaa !106
  switch i32 %746, label %793 [
    i32 11, label %747
    i32 9, label %755
    i32 10, label %774
  ]

747:                                              ; preds = %743
  %748 = getelementptr inbounds i8, ptr %0, i64 88
  %749 = load ptr, ptr %748, align 8, !tbaa !14
  %750 = load ptr, ptr %749, align 8, !tbaa !17
  %751 = getelementptr inbounds i8, ptr %18, i64 8
  %752 = load i32, ptr %751, align 8, !tbaa !22
  %753 = sext i32 %752 to i64
  %754 = getelementptr inbounds %union.Vardesc, ptr %750, i64 %753, i32 0, i32 5
  br label %785

755:                                              ; preds = %743
  %756 = getelementptr inbounds i8, ptr %18, i64 10
  %757 = load i16, ptr %756, align 2, !tbaa !22
  %758 = zext i16 %757 to i32
  %759 = getelementptr inbounds i8, ptr %745, i64 16
  %760 = load ptr, ptr %759, align 8, !tbaa !13
  %761 = getelementptr inbounds i8, ptr %760, i64 88
  %762 = load ptr, ptr %761, align 8, !tbaa !14
  %763 = load ptr, ptr %762, align 8, !tbaa !17
  %764 = getelementptr inbounds i8, ptr %745, i64 56
  %765 = load i32, ptr %764, align 8, !tbaa !21
  %766 = add nsw i32 %765, %758
  %767 = sext i32 %766 to i64
  %768 = getelementptr inbounds %union.Vardesc, ptr %763, i64 %767
  %769 = getelementptr inbounds i8, ptr %768, i64 9
  %770 = load i8, ptr %769, align 1, !tbaa !22
  %771 = icmp eq i8 %770, 0
  br i1 %771, label %793, label %772

772:                                              ; preds = %755
  %773 = getelementptr inbounds i8, ptr %768, i64 16
  br label %785

774:                                              ; preds = %743
  %775 = load ptr, ptr %745, align 8, !tbaa !28
  %776 = getelementptr inbounds i8, ptr %775, i64 80
  %777 = load ptr, ptr %776, align 8, !tbaa !61
  %778 = getelementptr inbounds i8, ptr %18, i64 8
  %779 = load i32, ptr %778, align 8, !tbaa !22
  %780 = sext i32 %779 to i64
  %781 = getelementptr inbounds %struct.Upvaldesc, ptr %777, i64 %780
  %782 = getelementptr inbounds i8, ptr %781, i64 10
  %783 = load i8, ptr %782, align 2, !tbaa !71
  %784 = icmp eq i8 %783, 0
  br i1 %784, label %793, label %785

785:                                              ; preds = %774, %772, %747
  %786 = phi ptr [ %754, %747 ], [ %773, %772 ], [ %781, %774 ]
  %787 = load ptr, ptr %786, align 8, !tbaa !22
  %788 = icmp eq ptr %787, null
  br i1 %788, label %793, label %789

789:                                              ; preds = %785
  %790 = load ptr, ptr %28, align 8, !tbaa !48
  %791 = getelementptr inbounds i8, ptr %787, i64 24
  %792 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %790, ptr noundef nonnull @.str.22, ptr noundef nonnull %791) #11
  call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %792) #13
  unreachable

793:                                              ; preds = %743, %755, %774, %785
  call void @luaK_storevar(ptr noundef %745, ptr noundef nonnull %18, ptr noundef nonnull %19) #11
  %794 = load ptr, ptr %721, align 8, !tbaa !39
  call void @luaK_fixline(ptr noundef %794, i32 noundef %27) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #11
  br label %1305

795:                                              ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %796 = load i32, ptr %30, align 8, !tbaa !73
  %797 = icmp eq i32 %796, 264
  br i1 %797, label %798, label %855

798:                                              ; preds = %795
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #11
  %799 = getelementptr inbounds i8, ptr %0, i64 48
  %800 = load ptr, ptr %799, align 8, !tbaa !39
  %801 = getelementptr inbounds i8, ptr %800, i64 66
  %802 = load i8, ptr %801, align 2, !tbaa !6
  %803 = zext i8 %802 to i32
  %804 = load i32, ptr %30, align 8, !tbaa !73
  %805 = icmp eq i32 %804, 291
  br i1 %805, label %807, label %806

806:                                              ; preds = %798
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

807:                                              ; preds = %798
  %808 = getelementptr inbounds i8, ptr %0, i64 24
  %809 = load ptr, ptr %808, align 8, !tbaa !22
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %810 = load ptr, ptr %799, align 8, !tbaa !39
  %811 = getelementptr inbounds i8, ptr %0, i64 88
  %812 = load ptr, ptr %811, align 8, !tbaa !14
  %813 = getelementptr inbounds i8, ptr %812, i64 8
  %814 = load i32, ptr %813, align 8, !tbaa !38
  %815 = add nsw i32 %814, 1
  %816 = getelementptr inbounds i8, ptr %810, i64 56
  %817 = load i32, ptr %816, align 8, !tbaa !21
  %818 = sub nsw i32 %815, %817
  %819 = icmp sgt i32 %818, 200
  br i1 %819, label %820, label %821

820:                                              ; preds = %807
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %810, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

821:                                              ; preds = %807
  %822 = load ptr, ptr %28, align 8, !tbaa !48
  %823 = load ptr, ptr %812, align 8, !tbaa !17
  %824 = getelementptr inbounds i8, ptr %812, i64 12
  %825 = tail call ptr @luaM_growaux_(ptr noundef %822, ptr noundef %823, i32 noundef %815, ptr noundef nonnull %824, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %825, ptr %812, align 8, !tbaa !17
  %826 = load i32, ptr %813, align 8, !tbaa !38
  %827 = add nsw i32 %826, 1
  store i32 %827, ptr %813, align 8, !tbaa !38
  %828 = sext i32 %826 to i64
  %829 = getelementptr inbounds %union.Vardesc, ptr %825, i64 %828
  %830 = getelementptr inbounds i8, ptr %829, i64 9
  store i8 0, ptr %830, align 1, !tbaa !22
  %831 = getelementptr inbounds i8, ptr %829, i64 16
  store ptr %809, ptr %831, align 8, !tbaa !22
  tail call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 1)
  %832 = load i32, ptr %26, align 4, !tbaa !92
  call fastcc void @body(ptr noundef nonnull %0, ptr noundef nonnull %17, i32 noundef 0, i32 noundef %832)
  %833 = getelementptr inbounds i8, ptr %800, i64 32
  %834 = load i32, ptr %833, align 8, !tbaa !76
  %835 = getelementptr inbounds i8, ptr %800, i64 16
  %836 = load ptr, ptr %835, align 8, !tbaa !13
  %837 = getelementptr inbounds i8, ptr %836, i64 88
  %838 = load ptr, ptr %837, align 8, !tbaa !14
  %839 = load ptr, ptr %838, align 8, !tbaa !17
  %840 = getelementptr inbounds i8, ptr %800, i64 56
  %841 = load i32, ptr %840, align 8, !tbaa !21
  %842 = add nsw i32 %841, %803
  %843 = sext i32 %842 to i64
  %844 = getelementptr inbounds %union.Vardesc, ptr %839, i64 %843
  %845 = getelementptr inbounds i8, ptr %844, i64 9
  %846 = load i8, ptr %845, align 1, !tbaa !22
  %847 = icmp ne i8 %846, 3
  call void @llvm.assume(i1 %847)
  %848 = getelementptr inbounds i8, ptr %844, i64 12
  %849 = load i16, ptr %848, align 4, !tbaa !22
  %850 = load ptr, ptr %800, align 8, !tbaa !28
  %851 = getelementptr inbounds i8, ptr %850, i64 104
  %852 = load ptr, ptr %851, align 8, !tbaa !83
  %853 = sext i16 %849 to i64
  %854 = getelementptr inbounds %struct.LocVar, ptr %852, i64 %853, i32 1
  store i32 %834, ptr %854, align 8, !tbaa !112
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #11
  br label %1305

855:                                              ; preds = %795
  %856 = getelementptr inbounds i8, ptr %0, i64 48
  %857 = load ptr, ptr %856, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #11
  %858 = icmp eq i32 %796, 291
  br i1 %858, label %859, label %865

859:                                              ; preds = %855
  %860 = getelementptr inbounds i8, ptr %0, i64 24
  %861 = getelementptr inbounds i8, ptr %0, i64 88
  %862 = getelementptr inbounds i8, ptr %857, i64 16
  %863 = getelementptr inbounds i8, ptr %857, i64 56
  %864 = getelementptr inbounds i8, ptr %857, i64 66
  br label %866

865:                                              ; preds = %945, %855
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

866:                                              ; preds = %859, %945
  %867 = phi i32 [ 0, %859 ], [ %943, %945 ]
  %868 = phi i32 [ -1, %859 ], [ %942, %945 ]
  %869 = load ptr, ptr %860, align 8, !tbaa !22
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %870 = load ptr, ptr %856, align 8, !tbaa !39
  %871 = load ptr, ptr %861, align 8, !tbaa !14
  %872 = getelementptr inbounds i8, ptr %871, i64 8
  %873 = load i32, ptr %872, align 8, !tbaa !38
  %874 = add nsw i32 %873, 1
  %875 = getelementptr inbounds i8, ptr %870, i64 56
  %876 = load i32, ptr %875, align 8, !tbaa !21
  %877 = sub nsw i32 %874, %876
  %878 = icmp sgt i32 %877, 200
  br i1 %878, label %879, label %880

879:                                              ; preds = %866
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %870, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

880:                                              ; preds = %866
  %881 = load ptr, ptr %28, align 8, !tbaa !48
  %882 = load ptr, ptr %871, align 8, !tbaa !17
  %883 = getelementptr inbounds i8, ptr %871, i64 12
  %884 = tail call ptr @luaM_growaux_(ptr noundef %881, ptr noundef %882, i32 noundef %874, ptr noundef nonnull %883, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %884, ptr %871, align 8, !tbaa !17
  %885 = load i32, ptr %872, align 8, !tbaa !38
  %886 = add nsw i32 %885, 1
  store i32 %886, ptr %872, align 8, !tbaa !38
  %887 = sext i32 %885 to i64
  %888 = getelementptr inbounds %union.Vardesc, ptr %884, i64 %887
  %889 = getelementptr inbounds i8, ptr %888, i64 9
  store i8 0, ptr %889, align 1, !tbaa !22
  %890 = getelementptr inbounds i8, ptr %888, i64 16
  store ptr %869, ptr %890, align 8, !tbaa !22
  %891 = load i32, ptr %872, align 8, !tbaa !38
  %892 = load i32, ptr %875, align 8, !tbaa !21
  %893 = xor i32 %892, -1
  %894 = add i32 %891, %893
  %895 = load i32, ptr %30, align 8, !tbaa !73
  %896 = icmp eq i32 %895, 60
  br i1 %896, label %897, label %931

897:                                              ; preds = %880
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %898 = load i32, ptr %30, align 8, !tbaa !73
  %899 = icmp eq i32 %898, 291
  br i1 %899, label %901, label %900

900:                                              ; preds = %897
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

901:                                              ; preds = %897
  %902 = load ptr, ptr %860, align 8, !tbaa !22
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %903 = getelementptr inbounds i8, ptr %902, i64 24
  %904 = load i32, ptr %30, align 8, !tbaa !73
  %905 = icmp eq i32 %904, 62
  br i1 %905, label %907, label %906

906:                                              ; preds = %901
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 62) #12
  unreachable

907:                                              ; preds = %901
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %908 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %903, ptr noundef nonnull dereferenceable(6) @.str.24) #14
  %909 = icmp eq i32 %908, 0
  br i1 %909, label %931, label %910

910:                                              ; preds = %907
  %911 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %903, ptr noundef nonnull dereferenceable(6) @.str.25) #14
  %912 = icmp eq i32 %911, 0
  br i1 %912, label %916, label %913

913:                                              ; preds = %910
  %914 = load ptr, ptr %28, align 8, !tbaa !48
  %915 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %914, ptr noundef nonnull @.str.26, ptr noundef nonnull %903) #11
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %915) #13
  unreachable

916:                                              ; preds = %910
  %917 = load ptr, ptr %862, align 8, !tbaa !13
  %918 = getelementptr inbounds i8, ptr %917, i64 88
  %919 = load ptr, ptr %918, align 8, !tbaa !14
  %920 = load ptr, ptr %919, align 8, !tbaa !17
  %921 = load i32, ptr %863, align 8, !tbaa !21
  %922 = add nsw i32 %921, %894
  %923 = sext i32 %922 to i64
  %924 = getelementptr inbounds %union.Vardesc, ptr %920, i64 %923, i32 0, i32 2
  store i8 2, ptr %924, align 1, !tbaa !22
  %925 = icmp eq i32 %868, -1
  br i1 %925, label %927, label %926

926:                                              ; preds = %916
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.23) #13
  unreachable

927:                                              ; preds = %916
  %928 = load i8, ptr %864, align 2, !tbaa !6
  %929 = zext i8 %928 to i32
  %930 = add nuw nsw i32 %867, %929
  br label %941

931:                                              ; preds = %880, %907
  %932 = phi i8 [ 0, %880 ], [ 1, %907 ]
  %933 = load ptr, ptr %862, align 8, !tbaa !13
  %934 = getelementptr inbounds i8, ptr %933, i64 88
  %935 = load ptr, ptr %934, align 8, !tbaa !14
  %936 = load ptr, ptr %935, align 8, !tbaa !17
  %937 = load i32, ptr %863, align 8, !tbaa !21
  %938 = add nsw i32 %937, %894
  %939 = sext i32 %938 to i64
  %940 = getelementptr inbounds %union.Vardesc, ptr %936, i64 %939, i32 0, i32 2
  store i8 %932, ptr %940, align 1, !tbaa !22
  br label %941

941:                                              ; preds = %931, %927
  %942 = phi i32 [ %930, %927 ], [ %868, %931 ]
  %943 = add nuw nsw i32 %867, 1
  %944 = load i32, ptr %30, align 8, !tbaa !73
  switch i32 %944, label %950 [
    i32 44, label %945
    i32 61, label %948
  ]

945:                                              ; preds = %941
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %946 = load i32, ptr %30, align 8, !tbaa !73
  %947 = icmp eq i32 %946, 291
  br i1 %947, label %866, label %865, !llvm.loop !114

948:                                              ; preds = %941
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %949 = call fastcc i32 @explist(ptr noundef nonnull %0, ptr noundef nonnull %16)
  br label %951

950:                                              ; preds = %941
  store i32 0, ptr %16, align 8, !tbaa !106
  br label %951

951:                                              ; preds = %950, %948
  %952 = phi i32 [ %949, %948 ], [ 0, %950 ]
  %953 = load ptr, ptr %862, align 8, !tbaa !13
  %954 = getelementptr inbounds i8, ptr %953, i64 88
  %955 = load ptr, ptr %954, align 8, !tbaa !14
  %956 = load ptr, ptr %955, align 8, !tbaa !17
  %957 = load i32, ptr %863, align 8, !tbaa !21
  %958 = add nsw i32 %957, %894
  %959 = sext i32 %958 to i64
  %960 = getelementptr inbounds %union.Vardesc, ptr %956, i64 %959
  %961 = icmp eq i32 %943, %952
  br i1 %961, label %962, label %972

962:                                              ; preds = %951
  %963 = getelementptr inbounds i8, ptr %960, i64 9
  %964 = load i8, ptr %963, align 1, !tbaa !22
  %965 = icmp eq i8 %964, 1
  br i1 %965, label %966, label %972

966:                                              ; preds = %962
  %967 = call i32 @luaK_exp2const(ptr noundef nonnull %857, ptr noundef nonnull %16, ptr noundef nonnull %960) #11
  %968 = icmp eq i32 %967, 0
  br i1 %968, label %972, label %969

969:                                              ; preds = %966
  store i8 3, ptr %963, align 1, !tbaa !22
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %867)
  %970 = load i8, ptr %864, align 2, !tbaa !6
  %971 = add i8 %970, 1
  store i8 %971, ptr %864, align 2, !tbaa !6
  br label %994

972:                                              ; preds = %966, %962, %951
  %973 = load ptr, ptr %856, align 8, !tbaa !39
  %974 = sub nsw i32 %943, %952
  %975 = load i32, ptr %16, align 8, !tbaa !106
  switch i32 %975, label %976 [
    i32 18, label %983
    i32 19, label %983
    i32 0, label %977
  ]

976:                                              ; preds = %972
  call void @luaK_exp2nextreg(ptr noundef %973, ptr noundef nonnull %16) #11
  br label %977

977:                                              ; preds = %976, %972
  %978 = icmp sgt i32 %974, 0
  br i1 %978, label %979, label %988

979:                                              ; preds = %977
  %980 = getelementptr inbounds i8, ptr %973, i64 68
  %981 = load i8, ptr %980, align 4, !tbaa !107
  %982 = zext i8 %981 to i32
  call void @luaK_nil(ptr noundef %973, i32 noundef %982, i32 noundef %974) #11
  br label %987

983:                                              ; preds = %972, %972
  %984 = call i32 @llvm.smax.i32(i32 %974, i32 -1)
  %985 = add nsw i32 %984, 1
  call void @luaK_setreturns(ptr noundef %973, ptr noundef nonnull %16, i32 noundef %985) #11
  %986 = icmp sgt i32 %974, 0
  br i1 %986, label %987, label %988

987:                                              ; preds = %983, %979
  call void @luaK_reserveregs(ptr noundef %973, i32 noundef %974) #11
  br label %993

988:                                              ; preds = %983, %977
  %989 = getelementptr inbounds i8, ptr %973, i64 68
  %990 = load i8, ptr %989, align 4, !tbaa !107
  %991 = trunc i32 %974 to i8
  %992 = add i8 %990, %991
  store i8 %992, ptr %989, align 4, !tbaa !107
  br label %993

993:                                              ; preds = %987, %988
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %943)
  br label %994

994:                                              ; preds = %969, %993
  %995 = icmp eq i32 %942, -1
  br i1 %995, label %1026, label %996

996:                                              ; preds = %994
  %997 = getelementptr inbounds i8, ptr %857, i64 24
  %998 = load ptr, ptr %997, align 8, !tbaa !46
  %999 = getelementptr inbounds i8, ptr %998, i64 17
  store i8 1, ptr %999, align 1, !tbaa !55
  %1000 = getelementptr inbounds i8, ptr %998, i64 19
  store i8 1, ptr %1000, align 1, !tbaa !56
  %1001 = getelementptr inbounds i8, ptr %857, i64 70
  store i8 1, ptr %1001, align 2, !tbaa !110
  br label %1002

1002:                                             ; preds = %1005, %996
  %1003 = phi i32 [ %942, %996 ], [ %1006, %1005 ]
  %1004 = icmp sgt i32 %1003, 0
  br i1 %1004, label %1005, label %1023

1005:                                             ; preds = %1002
  %1006 = add nsw i32 %1003, -1
  %1007 = load ptr, ptr %862, align 8, !tbaa !13
  %1008 = getelementptr inbounds i8, ptr %1007, i64 88
  %1009 = load ptr, ptr %1008, align 8, !tbaa !14
  %1010 = load ptr, ptr %1009, align 8, !tbaa !17
  %1011 = load i32, ptr %863, align 8, !tbaa !21
  %1012 = add nsw i32 %1011, %1006
  %1013 = sext i32 %1012 to i64
  %1014 = getelementptr inbounds %union.Vardesc, ptr %1010, i64 %1013
  %1015 = getelementptr inbounds i8, ptr %1014, i64 9
  %1016 = load i8, ptr %1015, align 1, !tbaa !22
  %1017 = icmp eq i8 %1016, 3
  br i1 %1017, label %1002, label %1018

1018:                                             ; preds = %1005
  %1019 = getelementptr inbounds i8, ptr %1014, i64 10
  %1020 = load i8, ptr %1019, align 2, !tbaa !22
  %1021 = zext i8 %1020 to i32
  %1022 = add nuw nsw i32 %1021, 1
  br label %1023

1023:                                             ; preds = %1002, %1018
  %1024 = phi i32 [ %1022, %1018 ], [ 0, %1002 ]
  %1025 = call i32 @luaK_codeABCk(ptr noundef nonnull %857, i32 noundef 55, i32 noundef %1024, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  br label %1026

1026:                                             ; preds = %994, %1023
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #11
  br label %1305

1027:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1028 = load i32, ptr %30, align 8, !tbaa !73
  %1029 = icmp eq i32 %1028, 291
  br i1 %1029, label %1031, label %1030

1030:                                             ; preds = %1027
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

1031:                                             ; preds = %1027
  %1032 = getelementptr inbounds i8, ptr %0, i64 24
  %1033 = load ptr, ptr %1032, align 8, !tbaa !22
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1034 = load i32, ptr %30, align 8, !tbaa !73
  %1035 = icmp eq i32 %1034, 287
  br i1 %1035, label %1037, label %1036

1036:                                             ; preds = %1031
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 287) #12
  unreachable

1037:                                             ; preds = %1031
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  br label %1038

1038:                                             ; preds = %1040, %1037
  %1039 = load i32, ptr %30, align 8, !tbaa !73
  switch i32 %1039, label %1041 [
    i32 59, label %1040
    i32 287, label %1040
  ]

1040:                                             ; preds = %1038, %1038
  tail call fastcc void @statement(ptr noundef nonnull %0)
  br label %1038, !llvm.loop !115

1041:                                             ; preds = %1038
  %1042 = getelementptr inbounds i8, ptr %0, i64 88
  %1043 = load ptr, ptr %1042, align 8, !tbaa !14
  %1044 = getelementptr inbounds i8, ptr %0, i64 48
  %1045 = load ptr, ptr %1044, align 8, !tbaa !39
  %1046 = getelementptr inbounds i8, ptr %1045, i64 60
  %1047 = load i32, ptr %1046, align 4, !tbaa !45
  %1048 = getelementptr inbounds i8, ptr %1043, i64 40
  %1049 = load i32, ptr %1048, align 8, !tbaa !36
  %1050 = icmp slt i32 %1047, %1049
  br i1 %1050, label %1051, label %1070

1051:                                             ; preds = %1041
  %1052 = getelementptr inbounds i8, ptr %1043, i64 32
  %1053 = load ptr, ptr %1052, align 8, !tbaa !116
  %1054 = sext i32 %1047 to i64
  %1055 = sext i32 %1049 to i64
  br label %1059

1056:                                             ; preds = %1059
  %1057 = add nsw i64 %1060, 1
  %1058 = icmp eq i64 %1057, %1055
  br i1 %1058, label %1070, label %1059, !llvm.loop !117

1059:                                             ; preds = %1056, %1051
  %1060 = phi i64 [ %1054, %1051 ], [ %1057, %1056 ]
  %1061 = getelementptr inbounds %struct.Labeldesc, ptr %1053, i64 %1060
  %1062 = load ptr, ptr %1061, align 8, !tbaa !97
  %1063 = icmp eq ptr %1062, %1033
  br i1 %1063, label %1064, label %1056

1064:                                             ; preds = %1059
  %1065 = load ptr, ptr %28, align 8, !tbaa !48
  %1066 = getelementptr inbounds i8, ptr %1033, i64 24
  %1067 = getelementptr inbounds i8, ptr %1061, i64 12
  %1068 = load i32, ptr %1067, align 4, !tbaa !99
  %1069 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %1065, ptr noundef nonnull @.str.27, ptr noundef nonnull %1066, i32 noundef %1068) #11
  tail call void @luaK_semerror(ptr noundef %0, ptr noundef %1069) #13
  unreachable

1070:                                             ; preds = %1056, %1041
  switch i32 %1039, label %1072 [
    i32 259, label %1073
    i32 260, label %1073
    i32 261, label %1073
    i32 288, label %1073
    i32 276, label %1071
  ]

1071:                                             ; preds = %1070
  br label %1073

1072:                                             ; preds = %1070
  br label %1073

1073:                                             ; preds = %1070, %1070, %1070, %1070, %1071, %1072
  %1074 = phi i32 [ 0, %1072 ], [ 0, %1071 ], [ 1, %1070 ], [ 1, %1070 ], [ 1, %1070 ], [ 1, %1070 ]
  %1075 = tail call fastcc i32 @createlabel(ptr noundef %0, ptr noundef %1033, i32 noundef %27, i32 noundef %1074)
  br label %1305

1076:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1077 = getelementptr inbounds i8, ptr %0, i64 48
  %1078 = load ptr, ptr %1077, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #11
  %1079 = getelementptr inbounds i8, ptr %1078, i64 66
  %1080 = load i8, ptr %1079, align 2, !tbaa !6
  %1081 = zext i8 %1080 to i32
  %1082 = getelementptr inbounds i8, ptr %1078, i64 16
  %1083 = getelementptr inbounds i8, ptr %1078, i64 56
  br label %1084

1084:                                             ; preds = %1087, %1076
  %1085 = phi i32 [ %1081, %1076 ], [ %1088, %1087 ]
  %1086 = icmp sgt i32 %1085, 0
  br i1 %1086, label %1087, label %1105

1087:                                             ; preds = %1084
  %1088 = add nsw i32 %1085, -1
  %1089 = load ptr, ptr %1082, align 8, !tbaa !13
  %1090 = getelementptr inbounds i8, ptr %1089, i64 88
  %1091 = load ptr, ptr %1090, align 8, !tbaa !14
  %1092 = load ptr, ptr %1091, align 8, !tbaa !17
  %1093 = load i32, ptr %1083, align 8, !tbaa !21
  %1094 = add nsw i32 %1093, %1088
  %1095 = sext i32 %1094 to i64
  %1096 = getelementptr inbounds %union.Vardesc, ptr %1092, i64 %1095
  %1097 = getelementptr inbounds i8, ptr %1096, i64 9
  %1098 = load i8, ptr %1097, align 1, !tbaa !22
  %1099 = icmp eq i8 %1098, 3
  br i1 %1099, label %1084, label %1100

1100:                                             ; preds = %1087
  %1101 = getelementptr inbounds i8, ptr %1096, i64 10
  %1102 = load i8, ptr %1101, align 2, !tbaa !22
  %1103 = zext i8 %1102 to i32
  %1104 = add nuw nsw i32 %1103, 1
  br label %1105

1105:                                             ; preds = %1084, %1100
  %1106 = phi i32 [ %1104, %1100 ], [ 0, %1084 ]
  %1107 = load i32, ptr %30, align 8, !tbaa !73
  switch i32 %1107, label %1108 [
    i32 259, label %1140
    i32 260, label %1140
    i32 261, label %1140
    i32 288, label %1140
    i32 276, label %1140
    i32 59, label %1140
  ]

1108:                                             ; preds = %1105
  %1109 = call fastcc i32 @explist(ptr noundef nonnull %0, ptr noundef nonnull %15)
  %1110 = load i32, ptr %15, align 8
  %1111 = and i32 %1110, -2
  %1112 = icmp eq i32 %1111, 18
  br i1 %1112, label %1113, label %1135

1113:                                             ; preds = %1108
  call void @luaK_setreturns(ptr noundef nonnull %1078, ptr noundef nonnull %15, i32 noundef -1) #11
  %1114 = load i32, ptr %15, align 8, !tbaa !106
  %1115 = icmp eq i32 %1114, 18
  %1116 = icmp eq i32 %1109, 1
  %1117 = select i1 %1115, i1 %1116, i1 false
  br i1 %1117, label %1118, label %1140

1118:                                             ; preds = %1113
  %1119 = getelementptr inbounds i8, ptr %1078, i64 24
  %1120 = load ptr, ptr %1119, align 8, !tbaa !46
  %1121 = getelementptr inbounds i8, ptr %1120, i64 19
  %1122 = load i8, ptr %1121, align 1, !tbaa !56
  %1123 = icmp eq i8 %1122, 0
  br i1 %1123, label %1124, label %1140

1124:                                             ; preds = %1118
  %1125 = load ptr, ptr %1078, align 8, !tbaa !28
  %1126 = getelementptr inbounds i8, ptr %1125, i64 64
  %1127 = load ptr, ptr %1126, align 8, !tbaa !75
  %1128 = getelementptr inbounds i8, ptr %15, i64 8
  %1129 = load i32, ptr %1128, align 8, !tbaa !22
  %1130 = sext i32 %1129 to i64
  %1131 = getelementptr inbounds i32, ptr %1127, i64 %1130
  %1132 = load i32, ptr %1131, align 4, !tbaa !43
  %1133 = and i32 %1132, -128
  %1134 = or disjoint i32 %1133, 69
  store i32 %1134, ptr %1131, align 4, !tbaa !43
  br label %1140

1135:                                             ; preds = %1108
  %1136 = icmp eq i32 %1109, 1
  br i1 %1136, label %1137, label %1139

1137:                                             ; preds = %1135
  %1138 = call i32 @luaK_exp2anyreg(ptr noundef nonnull %1078, ptr noundef nonnull %15) #11
  br label %1140

1139:                                             ; preds = %1135
  call void @luaK_exp2nextreg(ptr noundef nonnull %1078, ptr noundef nonnull %15) #11
  br label %1140

1140:                                             ; preds = %1105, %1105, %1105, %1105, %1105, %1105, %1113, %1118, %1124, %1137, %1139
  %1141 = phi i32 [ 1, %1137 ], [ %1109, %1139 ], [ -1, %1124 ], [ -1, %1118 ], [ -1, %1113 ], [ 0, %1105 ], [ 0, %1105 ], [ 0, %1105 ], [ 0, %1105 ], [ 0, %1105 ], [ 0, %1105 ]
  %1142 = phi i32 [ %1138, %1137 ], [ %1106, %1139 ], [ %1106, %1124 ], [ %1106, %1118 ], [ %1106, %1113 ], [ %1106, %1105 ], [ %1106, %1105 ], [ %1106, %1105 ], [ %1106, %1105 ], [ %1106, %1105 ], [ %1106, %1105 ]
  call void @luaK_ret(ptr noundef nonnull %1078, i32 noundef %1142, i32 noundef %1141) #11
  %1143 = load i32, ptr %30, align 8, !tbaa !73
  %1144 = icmp eq i32 %1143, 59
  br i1 %1144, label %1145, label %1146

1145:                                             ; preds = %1140
  call void @luaX_next(ptr noundef nonnull %0) #11
  br label %1146

1146:                                             ; preds = %1140, %1145
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #11
  br label %1305

1147:                                             ; preds = %1
  %1148 = load i32, ptr %26, align 4, !tbaa !92
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1149 = load ptr, ptr %28, align 8, !tbaa !48
  %1150 = tail call ptr @luaS_newlstr(ptr noundef %1149, ptr noundef nonnull @.str.4, i64 noundef 5) #11
  %1151 = getelementptr inbounds i8, ptr %0, i64 48
  %1152 = load ptr, ptr %1151, align 8, !tbaa !39
  %1153 = tail call i32 @luaK_jump(ptr noundef %1152) #11
  %1154 = getelementptr inbounds i8, ptr %0, i64 88
  %1155 = load ptr, ptr %1154, align 8, !tbaa !14
  %1156 = getelementptr inbounds i8, ptr %1155, i64 16
  %1157 = getelementptr inbounds i8, ptr %1155, i64 24
  %1158 = load i32, ptr %1157, align 8, !tbaa !95
  %1159 = load ptr, ptr %28, align 8, !tbaa !48
  %1160 = load ptr, ptr %1156, align 8, !tbaa !96
  %1161 = getelementptr inbounds i8, ptr %1155, i64 28
  %1162 = tail call ptr @luaM_growaux_(ptr noundef %1159, ptr noundef %1160, i32 noundef %1158, ptr noundef nonnull %1161, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11
  store ptr %1162, ptr %1156, align 8, !tbaa !96
  %1163 = sext i32 %1158 to i64
  %1164 = getelementptr inbounds %struct.Labeldesc, ptr %1162, i64 %1163
  store ptr %1150, ptr %1164, align 8, !tbaa !97
  %1165 = getelementptr inbounds %struct.Labeldesc, ptr %1162, i64 %1163, i32 2
  store i32 %1148, ptr %1165, align 4, !tbaa !99
  %1166 = load ptr, ptr %1151, align 8, !tbaa !39
  %1167 = getelementptr inbounds i8, ptr %1166, i64 66
  %1168 = load i8, ptr %1167, align 2, !tbaa !6
  %1169 = getelementptr inbounds %struct.Labeldesc, ptr %1162, i64 %1163, i32 3
  store i8 %1168, ptr %1169, align 8, !tbaa !100
  %1170 = getelementptr inbounds %struct.Labeldesc, ptr %1162, i64 %1163, i32 4
  store i8 0, ptr %1170, align 1, !tbaa !101
  %1171 = getelementptr inbounds %struct.Labeldesc, ptr %1162, i64 %1163, i32 1
  store i32 %1153, ptr %1171, align 8, !tbaa !102
  %1172 = add nsw i32 %1158, 1
  store i32 %1172, ptr %1157, align 8, !tbaa !95
  br label %1305

1173:                                             ; preds = %1
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1174 = getelementptr inbounds i8, ptr %0, i64 48
  %1175 = load ptr, ptr %1174, align 8, !tbaa !39
  %1176 = load i32, ptr %26, align 4, !tbaa !92
  %1177 = load i32, ptr %30, align 8, !tbaa !73
  %1178 = icmp eq i32 %1177, 291
  br i1 %1178, label %1180, label %1179

1179:                                             ; preds = %1173
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

1180:                                             ; preds = %1173
  %1181 = getelementptr inbounds i8, ptr %0, i64 24
  %1182 = load ptr, ptr %1181, align 8, !tbaa !22
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %1183 = getelementptr inbounds i8, ptr %0, i64 88
  %1184 = load ptr, ptr %1183, align 8, !tbaa !14
  %1185 = load ptr, ptr %1174, align 8, !tbaa !39
  %1186 = getelementptr inbounds i8, ptr %1185, i64 60
  %1187 = load i32, ptr %1186, align 4, !tbaa !45
  %1188 = getelementptr inbounds i8, ptr %1184, i64 40
  %1189 = load i32, ptr %1188, align 8, !tbaa !36
  %1190 = icmp slt i32 %1187, %1189
  br i1 %1190, label %1191, label %1204

1191:                                             ; preds = %1180
  %1192 = getelementptr inbounds i8, ptr %1184, i64 32
  %1193 = load ptr, ptr %1192, align 8, !tbaa !116
  %1194 = sext i32 %1187 to i64
  %1195 = sext i32 %1189 to i64
  br label %1199

1196:                                             ; preds = %1199
  %1197 = add nsw i64 %1200, 1
  %1198 = icmp eq i64 %1197, %1195
  br i1 %1198, label %1204, label %1199, !llvm.loop !117

1199:                                             ; preds = %1196, %1191
  %1200 = phi i64 [ %1194, %1191 ], [ %1197, %1196 ]
  %1201 = getelementptr inbounds %struct.Labeldesc, ptr %1193, i64 %1200
  %1202 = load ptr, ptr %1201, align 8, !tbaa !97
  %1203 = icmp eq ptr %1202, %1182
  br i1 %1203, label %1224, label %1196

1204:                                             ; preds = %1196, %1180
  %1205 = tail call i32 @luaK_jump(ptr noundef %1175) #11
  %1206 = load ptr, ptr %1183, align 8, !tbaa !14
  %1207 = getelementptr inbounds i8, ptr %1206, i64 16
  %1208 = getelementptr inbounds i8, ptr %1206, i64 24
  %1209 = load i32, ptr %1208, align 8, !tbaa !95
  %1210 = load ptr, ptr %28, align 8, !tbaa !48
  %1211 = load ptr, ptr %1207, align 8, !tbaa !96
  %1212 = getelementptr inbounds i8, ptr %1206, i64 28
  %1213 = tail call ptr @luaM_growaux_(ptr noundef %1210, ptr noundef %1211, i32 noundef %1209, ptr noundef nonnull %1212, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11
  store ptr %1213, ptr %1207, align 8, !tbaa !96
  %1214 = sext i32 %1209 to i64
  %1215 = getelementptr inbounds %struct.Labeldesc, ptr %1213, i64 %1214
  store ptr %1182, ptr %1215, align 8, !tbaa !97
  %1216 = getelementptr inbounds %struct.Labeldesc, ptr %1213, i64 %1214, i32 2
  store i32 %1176, ptr %1216, align 4, !tbaa !99
  %1217 = load ptr, ptr %1174, align 8, !tbaa !39
  %1218 = getelementptr inbounds i8, ptr %1217, i64 66
  %1219 = load i8, ptr %1218, align 2, !tbaa !6
  %1220 = getelementptr inbounds %struct.Labeldesc, ptr %1213, i64 %1214, i32 3
  store i8 %1219, ptr %1220, align 8, !tbaa !100
  %1221 = getelementptr inbounds %struct.Labeldesc, ptr %1213, i64 %1214, i32 4
  store i8 0, ptr %1221, align 1, !tbaa !101
  %1222 = getelementptr inbounds %struct.Labeldesc, ptr %1213, i64 %1214, i32 1
  store i32 %1205, ptr %1222, align 8, !tbaa !102
  %1223 = add nsw i32 %1209, 1
  store i32 %1223, ptr %1208, align 8, !tbaa !95
  br label %1305

1224:                                             ; preds = %1199
  %1225 = getelementptr inbounds i8, ptr %1201, i64 16
  %1226 = load i8, ptr %1225, align 8, !tbaa !100
  %1227 = zext i8 %1226 to i32
  %1228 = getelementptr inbounds i8, ptr %1175, i64 16
  %1229 = getelementptr inbounds i8, ptr %1175, i64 56
  br label %1230

1230:                                             ; preds = %1233, %1224
  %1231 = phi i32 [ %1227, %1224 ], [ %1234, %1233 ]
  %1232 = icmp sgt i32 %1231, 0
  br i1 %1232, label %1233, label %1251

1233:                                             ; preds = %1230
  %1234 = add nsw i32 %1231, -1
  %1235 = load ptr, ptr %1228, align 8, !tbaa !13
  %1236 = getelementptr inbounds i8, ptr %1235, i64 88
  %1237 = load ptr, ptr %1236, align 8, !tbaa !14
  %1238 = load ptr, ptr %1237, align 8, !tbaa !17
  %1239 = load i32, ptr %1229, align 8, !tbaa !21
  %1240 = add nsw i32 %1239, %1234
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr inbounds %union.Vardesc, ptr %1238, i64 %1241
  %1243 = getelementptr inbounds i8, ptr %1242, i64 9
  %1244 = load i8, ptr %1243, align 1, !tbaa !22
  %1245 = icmp eq i8 %1244, 3
  br i1 %1245, label %1230, label %1246

1246:                                             ; preds = %1233
  %1247 = getelementptr inbounds i8, ptr %1242, i64 10
  %1248 = load i8, ptr %1247, align 2, !tbaa !22
  %1249 = zext i8 %1248 to i32
  %1250 = add nuw nsw i32 %1249, 1
  br label %1251

1251:                                             ; preds = %1230, %1246
  %1252 = phi i32 [ %1250, %1246 ], [ 0, %1230 ]
  %1253 = getelementptr inbounds i8, ptr %1175, i64 66
  %1254 = load i8, ptr %1253, align 2, !tbaa !6
  %1255 = zext i8 %1254 to i32
  br label %1256

1256:                                             ; preds = %1259, %1251
  %1257 = phi i32 [ %1255, %1251 ], [ %1260, %1259 ]
  %1258 = icmp sgt i32 %1257, 0
  br i1 %1258, label %1259, label %1279

1259:                                             ; preds = %1256
  %1260 = add nsw i32 %1257, -1
  %1261 = load ptr, ptr %1228, align 8, !tbaa !13
  %1262 = getelementptr inbounds i8, ptr %1261, i64 88
  %1263 = load ptr, ptr %1262, align 8, !tbaa !14
  %1264 = load ptr, ptr %1263, align 8, !tbaa !17
  %1265 = load i32, ptr %1229, align 8, !tbaa !21
  %1266 = add nsw i32 %1265, %1260
  %1267 = sext i32 %1266 to i64
  %1268 = getelementptr inbounds %union.Vardesc, ptr %1264, i64 %1267
  %1269 = getelementptr inbounds i8, ptr %1268, i64 9
  %1270 = load i8, ptr %1269, align 1, !tbaa !22
  %1271 = icmp eq i8 %1270, 3
  br i1 %1271, label %1256, label %1272

1272:                                             ; preds = %1259
  %1273 = getelementptr inbounds i8, ptr %1268, i64 10
  %1274 = load i8, ptr %1273, align 2, !tbaa !22
  %1275 = zext i8 %1274 to i32
  %1276 = icmp sgt i32 %1252, %1275
  br i1 %1276, label %1279, label %1277

1277:                                             ; preds = %1272
  %1278 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %1175, i32 noundef 54, i32 noundef %1252, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  br label %1279

1279:                                             ; preds = %1256, %1277, %1272
  %1280 = tail call i32 @luaK_jump(ptr noundef nonnull %1175) #11
  %1281 = getelementptr inbounds i8, ptr %1201, i64 8
  %1282 = load i32, ptr %1281, align 8, !tbaa !102
  tail call void @luaK_patchlist(ptr noundef nonnull %1175, i32 noundef %1280, i32 noundef %1282) #11
  br label %1305

1283:                                             ; preds = %1
  %1284 = getelementptr inbounds i8, ptr %0, i64 48
  %1285 = load ptr, ptr %1284, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11
  %1286 = getelementptr inbounds i8, ptr %14, i64 8
  call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef nonnull %1286)
  %1287 = load i32, ptr %30, align 8, !tbaa !73
  switch i32 %1287, label %1289 [
    i32 61, label %1288
    i32 44, label %1288
  ]

1288:                                             ; preds = %1283, %1283
  store ptr null, ptr %14, align 8, !tbaa !118
  call fastcc void @restassign(ptr noundef nonnull %0, ptr noundef nonnull %14, i32 noundef 1)
  br label %1304

1289:                                             ; preds = %1283
  %1290 = load i32, ptr %1286, align 8, !tbaa !120
  %1291 = icmp eq i32 %1290, 18
  br i1 %1291, label %1293, label %1292

1292:                                             ; preds = %1289
  call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.28) #13
  unreachable

1293:                                             ; preds = %1289
  %1294 = load ptr, ptr %1285, align 8, !tbaa !28
  %1295 = getelementptr inbounds i8, ptr %1294, i64 64
  %1296 = load ptr, ptr %1295, align 8, !tbaa !75
  %1297 = getelementptr inbounds i8, ptr %14, i64 16
  %1298 = load i32, ptr %1297, align 8, !tbaa !22
  %1299 = sext i32 %1298 to i64
  %1300 = getelementptr inbounds i32, ptr %1296, i64 %1299
  %1301 = load i32, ptr %1300, align 4, !tbaa !43
  %1302 = and i32 %1301, 16777215
  %1303 = or disjoint i32 %1302, 16777216
  store i32 %1303, ptr %1300, align 4, !tbaa !43
  br label %1304

1304:                                             ; preds = %1288, %1293
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11
  br label %1305

1305:                                             ; preds = %1279, %1204, %821, %1026, %1304, %1147, %1146, %1073, %793, %718, %636, %289, %254, %179, %32
  %1306 = getelementptr inbounds i8, ptr %0, i64 48
  %1307 = load ptr, ptr %1306, align 8, !tbaa !39
  %1308 = getelementptr inbounds i8, ptr %1307, i64 66
  %1309 = load i8, ptr %1308, align 2, !tbaa !6
  %1310 = zext i8 %1309 to i32
  %1311 = getelementptr inbounds i8, ptr %1307, i64 16
  %1312 = getelementptr inbounds i8, ptr %1307, i64 56
  br label %1313

1313:                                             ; preds = %1316, %1305
  %1314 = phi i32 [ %1310, %1305 ], [ %1317, %1316 ]
  %1315 = icmp sgt i32 %1314, 0
  br i1 %1315, label %1316, label %1333

1316:                                             ; preds = %1313
  %1317 = add nsw i32 %1314, -1
  %1318 = load ptr, ptr %1311, align 8, !tbaa !13
  %1319 = getelementptr inbounds i8, ptr %1318, i64 88
  %1320 = load ptr, ptr %1319, align 8, !tbaa !14
  %1321 = load ptr, ptr %1320, align 8, !tbaa !17
  %1322 = load i32, ptr %1312, align 8, !tbaa !21
  %1323 = add nsw i32 %1322, %1317
  %1324 = sext i32 %1323 to i64
  %1325 = getelementptr inbounds %union.Vardesc, ptr %1321, i64 %1324
  %1326 = getelementptr inbounds i8, ptr %1325, i64 9
  %1327 = load i8, ptr %1326, align 1, !tbaa !22
  %1328 = icmp eq i8 %1327, 3
  br i1 %1328, label %1313, label %1329

1329:                                             ; preds = %1316
  %1330 = getelementptr inbounds i8, ptr %1325, i64 10
  %1331 = load i8, ptr %1330, align 2, !tbaa !22
  %1332 = add i8 %1331, 1
  br label %1333

1333:                                             ; preds = %1313, %1329
  %1334 = phi i8 [ %1332, %1329 ], [ 0, %1313 ]
  %1335 = getelementptr inbounds i8, ptr %1307, i64 68
  store i8 %1334, ptr %1335, align 4, !tbaa !107
  %1336 = load ptr, ptr %28, align 8, !tbaa !48
  %1337 = getelementptr inbounds i8, ptr %1336, i64 176
  %1338 = load i32, ptr %1337, align 8, !tbaa !121
  %1339 = add i32 %1338, -1
  store i32 %1339, ptr %1337, align 8, !tbaa !121
  ret void
}

declare hidden void @luaE_incCstack(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @check_match(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !73
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %19, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !92
  %11 = icmp eq i32 %10, %3
  br i1 %11, label %12, label %13

12:                                               ; preds = %8
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef %1) #12
  unreachable

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !48
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
  %3 = load ptr, ptr %2, align 8, !tbaa !46
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load i8, ptr %6, align 8, !tbaa !52
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
  %16 = load ptr, ptr %10, align 8, !tbaa !14
  %17 = load ptr, ptr %16, align 8, !tbaa !17
  %18 = load i32, ptr %9, align 8, !tbaa !21
  %19 = add nsw i32 %18, %15
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %union.Vardesc, ptr %17, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 9
  %23 = load i8, ptr %22, align 1, !tbaa !22
  %24 = icmp eq i8 %23, 3
  br i1 %24, label %11, label %25

25:                                               ; preds = %14
  %26 = getelementptr inbounds i8, ptr %21, i64 10
  %27 = load i8, ptr %26, align 2, !tbaa !22
  %28 = zext i8 %27 to i32
  %29 = add nuw nsw i32 %28, 1
  br label %32

30:                                               ; preds = %11
  %31 = load ptr, ptr %10, align 8, !tbaa !14
  br label %32

32:                                               ; preds = %30, %25
  %33 = phi ptr [ %16, %25 ], [ %31, %30 ]
  %34 = phi i32 [ %29, %25 ], [ 0, %30 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 66
  %36 = load i8, ptr %35, align 2, !tbaa !6
  %37 = zext i8 %36 to i32
  %38 = sub nsw i32 %8, %37
  %39 = getelementptr inbounds i8, ptr %33, i64 8
  %40 = load i32, ptr %39, align 8, !tbaa !38
  %41 = add i32 %38, %40
  store i32 %41, ptr %39, align 8, !tbaa !38
  %42 = icmp ugt i8 %36, %7
  br i1 %42, label %43, label %71

43:                                               ; preds = %32
  %44 = load ptr, ptr %33, align 8, !tbaa !17
  %45 = load i32, ptr %9, align 8, !tbaa !21
  %46 = getelementptr inbounds i8, ptr %0, i64 32
  br label %47

47:                                               ; preds = %69, %43
  %48 = phi i32 [ %49, %69 ], [ %37, %43 ]
  %49 = add nsw i32 %48, -1
  %50 = trunc i32 %49 to i8
  store i8 %50, ptr %35, align 2, !tbaa !6
  %51 = and i32 %49, 255
  %52 = add nsw i32 %45, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %union.Vardesc, ptr %44, i64 %53
  %55 = getelementptr inbounds i8, ptr %54, i64 9
  %56 = load i8, ptr %55, align 1, !tbaa !22
  %57 = icmp eq i8 %56, 3
  br i1 %57, label %69, label %58

58:                                               ; preds = %47
  %59 = load ptr, ptr %0, align 8, !tbaa !28
  %60 = getelementptr inbounds i8, ptr %59, i64 104
  %61 = load ptr, ptr %60, align 8, !tbaa !83
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %58
  %64 = getelementptr inbounds i8, ptr %54, i64 12
  %65 = load i16, ptr %64, align 4, !tbaa !22
  %66 = sext i16 %65 to i64
  %67 = load i32, ptr %46, align 8, !tbaa !76
  %68 = getelementptr inbounds %struct.LocVar, ptr %61, i64 %66, i32 2
  store i32 %67, ptr %68, align 4, !tbaa !122
  br label %69

69:                                               ; preds = %63, %58, %47
  %70 = icmp ult i8 %7, %50
  br i1 %70, label %47, label %71, !llvm.loop !123

71:                                               ; preds = %69, %32
  %72 = getelementptr inbounds i8, ptr %3, i64 18
  %73 = load i8, ptr %72, align 2, !tbaa !50
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %81, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %5, i64 56
  %77 = load ptr, ptr %76, align 8, !tbaa !48
  %78 = tail call ptr @luaS_newlstr(ptr noundef %77, ptr noundef nonnull @.str.4, i64 noundef 5) #11
  %79 = tail call fastcc i32 @createlabel(ptr noundef %5, ptr noundef %78, i32 noundef 0, i32 noundef 0)
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %90

81:                                               ; preds = %71, %75
  %82 = load ptr, ptr %3, align 8, !tbaa !57
  %83 = icmp eq ptr %82, null
  br i1 %83, label %90, label %84

84:                                               ; preds = %81
  %85 = getelementptr inbounds i8, ptr %3, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !55
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %84
  %89 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %0, i32 noundef 54, i32 noundef %34, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  br label %90

90:                                               ; preds = %88, %84, %81, %75
  %91 = trunc i32 %34 to i8
  %92 = getelementptr inbounds i8, ptr %0, i64 68
  store i8 %91, ptr %92, align 4, !tbaa !107
  %93 = getelementptr inbounds i8, ptr %3, i64 8
  %94 = load i32, ptr %93, align 8, !tbaa !53
  %95 = load ptr, ptr %10, align 8, !tbaa !14
  %96 = getelementptr inbounds i8, ptr %95, i64 40
  store i32 %94, ptr %96, align 8, !tbaa !36
  %97 = load ptr, ptr %3, align 8, !tbaa !57
  store ptr %97, ptr %2, align 8, !tbaa !46
  %98 = icmp eq ptr %97, null
  br i1 %98, label %171, label %99

99:                                               ; preds = %90
  %100 = load ptr, ptr %4, align 8, !tbaa !13
  %101 = getelementptr inbounds i8, ptr %100, i64 88
  %102 = load ptr, ptr %101, align 8, !tbaa !14
  %103 = getelementptr inbounds i8, ptr %3, i64 12
  %104 = load i32, ptr %103, align 4, !tbaa !54
  %105 = getelementptr inbounds i8, ptr %102, i64 24
  %106 = load i32, ptr %105, align 8, !tbaa !95
  %107 = icmp slt i32 %104, %106
  br i1 %107, label %108, label %182

108:                                              ; preds = %99
  %109 = getelementptr inbounds i8, ptr %102, i64 16
  %110 = load ptr, ptr %109, align 8, !tbaa !96
  %111 = load i8, ptr %6, align 8, !tbaa !52
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds i8, ptr %3, i64 17
  %114 = sext i32 %104 to i64
  %115 = sext i32 %106 to i64
  br label %116

116:                                              ; preds = %168, %108
  %117 = phi i64 [ %114, %108 ], [ %169, %168 ]
  %118 = getelementptr inbounds %struct.Labeldesc, ptr %110, i64 %117
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load i8, ptr %119, align 8, !tbaa !100
  %121 = zext i8 %120 to i32
  br label %122

122:                                              ; preds = %125, %116
  %123 = phi i32 [ %121, %116 ], [ %126, %125 ]
  %124 = icmp sgt i32 %123, 0
  br i1 %124, label %125, label %140

125:                                              ; preds = %122
  %126 = add nsw i32 %123, -1
  %127 = load ptr, ptr %102, align 8, !tbaa !17
  %128 = load i32, ptr %9, align 8, !tbaa !21
  %129 = add nsw i32 %128, %126
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds %union.Vardesc, ptr %127, i64 %130
  %132 = getelementptr inbounds i8, ptr %131, i64 9
  %133 = load i8, ptr %132, align 1, !tbaa !22
  %134 = icmp eq i8 %133, 3
  br i1 %134, label %122, label %135

135:                                              ; preds = %125
  %136 = getelementptr inbounds i8, ptr %131, i64 10
  %137 = load i8, ptr %136, align 2, !tbaa !22
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
  %147 = load ptr, ptr %102, align 8, !tbaa !17
  %148 = load i32, ptr %9, align 8, !tbaa !21
  %149 = add nsw i32 %148, %146
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds %union.Vardesc, ptr %147, i64 %150
  %152 = getelementptr inbounds i8, ptr %151, i64 9
  %153 = load i8, ptr %152, align 1, !tbaa !22
  %154 = icmp eq i8 %153, 3
  br i1 %154, label %142, label %155

155:                                              ; preds = %145
  %156 = getelementptr inbounds i8, ptr %151, i64 10
  %157 = load i8, ptr %156, align 2, !tbaa !22
  %158 = zext i8 %157 to i32
  %159 = add nuw nsw i32 %158, 1
  br label %160

160:                                              ; preds = %142, %155
  %161 = phi i32 [ %159, %155 ], [ 0, %142 ]
  %162 = icmp sgt i32 %141, %161
  br i1 %162, label %163, label %168

163:                                              ; preds = %160
  %164 = load i8, ptr %113, align 1, !tbaa !55
  %165 = getelementptr inbounds i8, ptr %118, i64 17
  %166 = load i8, ptr %165, align 1, !tbaa !101
  %167 = or i8 %166, %164
  store i8 %167, ptr %165, align 1, !tbaa !101
  br label %168

168:                                              ; preds = %163, %160
  store i8 %111, ptr %119, align 8, !tbaa !100
  %169 = add nsw i64 %117, 1
  %170 = icmp eq i64 %169, %115
  br i1 %170, label %182, label %116, !llvm.loop !124

171:                                              ; preds = %90
  %172 = getelementptr inbounds i8, ptr %3, i64 12
  %173 = load i32, ptr %172, align 4, !tbaa !54
  %174 = getelementptr inbounds i8, ptr %95, i64 24
  %175 = load i32, ptr %174, align 8, !tbaa !37
  %176 = icmp slt i32 %173, %175
  br i1 %176, label %177, label %182

177:                                              ; preds = %171
  %178 = getelementptr inbounds i8, ptr %95, i64 16
  %179 = load ptr, ptr %178, align 8, !tbaa !125
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
  %6 = load ptr, ptr %5, align 8, !tbaa !48
  tail call void @luaE_incCstack(ptr noundef %6) #11
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !73
  switch i32 %8, label %59 [
    i32 270, label %12
    i32 45, label %9
    i32 126, label %10
    i32 35, label %11
    i32 289, label %19
    i32 290, label %24
    i32 292, label %29
    i32 269, label %34
    i32 275, label %37
    i32 262, label %40
    i32 280, label %43
    i32 123, label %55
    i32 264, label %56
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
  %15 = load i32, ptr %14, align 4, !tbaa !92
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %16 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 12)
  %17 = getelementptr inbounds i8, ptr %0, i64 48
  %18 = load ptr, ptr %17, align 8, !tbaa !39
  tail call void @luaK_prefix(ptr noundef %18, i32 noundef %13, ptr noundef %1, i32 noundef %15) #11
  br label %61

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %20, align 8, !tbaa !43
  store i32 5, ptr %1, align 8, !tbaa !106
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %21, align 8, !tbaa !22
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load double, ptr %22, align 8, !tbaa !22
  store double %23, ptr %21, align 8, !tbaa !22
  br label %60

24:                                               ; preds = %3
  %25 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %25, align 8, !tbaa !43
  store i32 6, ptr %1, align 8, !tbaa !106
  %26 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %26, align 8, !tbaa !22
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load i64, ptr %27, align 8, !tbaa !22
  store i64 %28, ptr %26, align 8, !tbaa !22
  br label %60

29:                                               ; preds = %3
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %32, align 8, !tbaa !43
  store i32 7, ptr %1, align 8, !tbaa !106
  %33 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %31, ptr %33, align 8, !tbaa !22
  br label %60

34:                                               ; preds = %3
  %35 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %35, align 8, !tbaa !43
  store i32 1, ptr %1, align 8, !tbaa !106
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %36, align 8, !tbaa !22
  br label %60

37:                                               ; preds = %3
  %38 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %38, align 8, !tbaa !43
  store i32 2, ptr %1, align 8, !tbaa !106
  %39 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %39, align 8, !tbaa !22
  br label %60

40:                                               ; preds = %3
  %41 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %41, align 8, !tbaa !43
  store i32 3, ptr %1, align 8, !tbaa !106
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 0, ptr %42, align 8, !tbaa !22
  br label %60

43:                                               ; preds = %3
  %44 = getelementptr inbounds i8, ptr %0, i64 48
  %45 = load ptr, ptr %44, align 8, !tbaa !39
  %46 = load ptr, ptr %45, align 8, !tbaa !28
  %47 = getelementptr inbounds i8, ptr %46, i64 11
  %48 = load i8, ptr %47, align 1, !tbaa !58
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %43
  tail call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #13
  unreachable

51:                                               ; preds = %43
  %52 = tail call i32 @luaK_codeABCk(ptr noundef nonnull %45, i32 noundef 80, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 0) #11
  %53 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %53, align 8, !tbaa !43
  store i32 19, ptr %1, align 8, !tbaa !106
  %54 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %52, ptr %54, align 8, !tbaa !22
  br label %60

55:                                               ; preds = %3
  tail call fastcc void @constructor(ptr noundef nonnull %0, ptr noundef %1)
  br label %61

56:                                               ; preds = %3
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %57 = getelementptr inbounds i8, ptr %0, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !92
  tail call fastcc void @body(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0, i32 noundef %58)
  br label %61

59:                                               ; preds = %3
  tail call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef %1)
  br label %61

60:                                               ; preds = %51, %40, %37, %34, %29, %24, %19
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  br label %61

61:                                               ; preds = %60, %59, %56, %55, %12
  %62 = load i32, ptr %7, align 8, !tbaa !73
  switch i32 %62, label %103 [
    i32 43, label %83
    i32 45, label %63
    i32 42, label %64
    i32 37, label %65
    i32 94, label %66
    i32 47, label %67
    i32 278, label %68
    i32 38, label %69
    i32 124, label %70
    i32 126, label %71
    i32 285, label %72
    i32 286, label %73
    i32 279, label %74
    i32 284, label %75
    i32 281, label %76
    i32 60, label %77
    i32 283, label %78
    i32 62, label %79
    i32 282, label %80
    i32 256, label %81
    i32 271, label %82
  ]

63:                                               ; preds = %61
  br label %83

64:                                               ; preds = %61
  br label %83

65:                                               ; preds = %61
  br label %83

66:                                               ; preds = %61
  br label %83

67:                                               ; preds = %61
  br label %83

68:                                               ; preds = %61
  br label %83

69:                                               ; preds = %61
  br label %83

70:                                               ; preds = %61
  br label %83

71:                                               ; preds = %61
  br label %83

72:                                               ; preds = %61
  br label %83

73:                                               ; preds = %61
  br label %83

74:                                               ; preds = %61
  br label %83

75:                                               ; preds = %61
  br label %83

76:                                               ; preds = %61
  br label %83

77:                                               ; preds = %61
  br label %83

78:                                               ; preds = %61
  br label %83

79:                                               ; preds = %61
  br label %83

80:                                               ; preds = %61
  br label %83

81:                                               ; preds = %61
  br label %83

82:                                               ; preds = %61
  br label %83

83:                                               ; preds = %82, %81, %80, %79, %78, %77, %76, %75, %74, %73, %72, %71, %70, %69, %68, %67, %66, %65, %64, %63, %61
  %84 = phi i32 [ 0, %61 ], [ 1, %63 ], [ 2, %64 ], [ 3, %65 ], [ 4, %66 ], [ 5, %67 ], [ 6, %68 ], [ 7, %69 ], [ 8, %70 ], [ 9, %71 ], [ 10, %72 ], [ 11, %73 ], [ 12, %74 ], [ 16, %75 ], [ 13, %76 ], [ 14, %77 ], [ 15, %78 ], [ 17, %79 ], [ 18, %80 ], [ 19, %81 ], [ 20, %82 ]
  %85 = getelementptr inbounds i8, ptr %0, i64 4
  %86 = getelementptr inbounds i8, ptr %0, i64 48
  br label %87

87:                                               ; preds = %83, %94
  %88 = phi i32 [ %84, %83 ], [ %100, %94 ]
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [21 x %struct.anon.13], ptr @priority, i64 0, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !126
  %92 = zext i8 %91 to i32
  %93 = icmp sgt i32 %92, %2
  br i1 %93, label %94, label %103

94:                                               ; preds = %87
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  %95 = load i32, ptr %85, align 4, !tbaa !92
  call void @luaX_next(ptr noundef nonnull %0) #11
  %96 = load ptr, ptr %86, align 8, !tbaa !39
  call void @luaK_infix(ptr noundef %96, i32 noundef %88, ptr noundef %1) #11
  %97 = getelementptr inbounds i8, ptr %90, i64 1
  %98 = load i8, ptr %97, align 1, !tbaa !128
  %99 = zext i8 %98 to i32
  %100 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef %99)
  %101 = load ptr, ptr %86, align 8, !tbaa !39
  call void @luaK_posfix(ptr noundef %101, i32 noundef %88, ptr noundef %1, ptr noundef nonnull %4, i32 noundef %95) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  %102 = icmp eq i32 %100, 21
  br i1 %102, label %103, label %87, !llvm.loop !129

103:                                              ; preds = %87, %94, %61
  %104 = phi i32 [ 21, %61 ], [ 21, %94 ], [ %88, %87 ]
  %105 = load ptr, ptr %5, align 8, !tbaa !48
  %106 = getelementptr inbounds i8, ptr %105, i64 176
  %107 = load i32, ptr %106, align 8, !tbaa !121
  %108 = add i32 %107, -1
  store i32 %108, ptr %106, align 8, !tbaa !121
  ret i32 %104
}

declare hidden void @luaK_prefix(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_infix(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_posfix(ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @constructor(ptr noundef %0, ptr noundef %1) unnamed_addr #1 {
  %3 = alloca %struct.ConsControl, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !39
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !92
  %8 = tail call i32 @luaK_codeABCk(ptr noundef %5, i32 noundef 19, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #11
  %9 = tail call i32 @luaK_code(ptr noundef %5, i32 noundef 0) #11
  %10 = getelementptr inbounds i8, ptr %3, i64 40
  store i32 0, ptr %10, align 8, !tbaa !130
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  %12 = getelementptr inbounds i8, ptr %3, i64 36
  store <2 x i32> zeroinitializer, ptr %11, align 8, !tbaa !43
  %13 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %1, ptr %13, align 8, !tbaa !132
  %14 = getelementptr inbounds i8, ptr %5, i64 68
  %15 = load i8, ptr %14, align 4, !tbaa !107
  %16 = zext i8 %15 to i32
  %17 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %17, align 8, !tbaa !43
  store i32 8, ptr %1, align 8, !tbaa !106
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %16, ptr %18, align 8, !tbaa !22
  tail call void @luaK_reserveregs(ptr noundef %5, i32 noundef 1) #11
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %19, align 8, !tbaa !43
  store i32 0, ptr %3, align 8, !tbaa !106
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 0, ptr %20, align 8, !tbaa !22
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i32, ptr %21, align 8, !tbaa !73
  %23 = icmp eq i32 %22, 123
  br i1 %23, label %25, label %24

24:                                               ; preds = %2
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 123) #12
  unreachable

25:                                               ; preds = %2
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %26 = load i32, ptr %21, align 8, !tbaa !73
  %27 = icmp eq i32 %26, 125
  br i1 %27, label %65, label %28

28:                                               ; preds = %25, %62
  %29 = phi i32 [ %63, %62 ], [ %26, %25 ]
  %30 = load i32, ptr %3, align 8, !tbaa !133
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %45, label %32

32:                                               ; preds = %28
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11
  store i32 0, ptr %3, align 8, !tbaa !133
  %33 = load i32, ptr %10, align 8, !tbaa !130
  %34 = icmp eq i32 %33, 50
  br i1 %34, label %35, label %43

35:                                               ; preds = %32
  %36 = load ptr, ptr %13, align 8, !tbaa !132
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load i32, ptr %37, align 8, !tbaa !22
  %39 = load i32, ptr %12, align 4, !tbaa !134
  call void @luaK_setlist(ptr noundef %5, i32 noundef %38, i32 noundef %39, i32 noundef 50) #11
  %40 = load i32, ptr %10, align 8, !tbaa !130
  %41 = load i32, ptr %12, align 4, !tbaa !134
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %12, align 4, !tbaa !134
  store i32 0, ptr %10, align 8, !tbaa !130
  br label %43

43:                                               ; preds = %35, %32
  %44 = load i32, ptr %21, align 8, !tbaa !73
  br label %45

45:                                               ; preds = %43, %28
  %46 = phi i32 [ %44, %43 ], [ %29, %28 ]
  switch i32 %46, label %56 [
    i32 291, label %47
    i32 91, label %55
  ]

47:                                               ; preds = %45
  %48 = call i32 @luaX_lookahead(ptr noundef nonnull %0) #11
  %49 = icmp eq i32 %48, 61
  br i1 %49, label %54, label %50

50:                                               ; preds = %47
  %51 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %52 = load i32, ptr %10, align 8, !tbaa !130
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %10, align 8, !tbaa !130
  br label %60

54:                                               ; preds = %47
  call fastcc void @recfield(ptr noundef nonnull %0, ptr noundef nonnull %3)
  br label %60

55:                                               ; preds = %45
  call fastcc void @recfield(ptr noundef nonnull %0, ptr noundef nonnull %3)
  br label %60

56:                                               ; preds = %45
  %57 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %58 = load i32, ptr %10, align 8, !tbaa !130
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %10, align 8, !tbaa !130
  br label %60

60:                                               ; preds = %50, %54, %55, %56
  %61 = load i32, ptr %21, align 8, !tbaa !73
  switch i32 %61, label %65 [
    i32 44, label %62
    i32 59, label %62
  ]

62:                                               ; preds = %60, %60
  call void @luaX_next(ptr noundef nonnull %0) #11
  %63 = load i32, ptr %21, align 8, !tbaa !73
  %64 = icmp eq i32 %63, 125
  br i1 %64, label %65, label %28, !llvm.loop !135

65:                                               ; preds = %62, %60, %25
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 125, i32 noundef 123, i32 noundef %7)
  %66 = load i32, ptr %10, align 8, !tbaa !130
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %70

68:                                               ; preds = %65
  %69 = load i32, ptr %12, align 4, !tbaa !134
  br label %92

70:                                               ; preds = %65
  %71 = load i32, ptr %3, align 8, !tbaa !133
  switch i32 %71, label %79 [
    i32 18, label %72
    i32 19, label %72
    i32 0, label %81
  ]

72:                                               ; preds = %70, %70
  call void @luaK_setreturns(ptr noundef %5, ptr noundef nonnull %3, i32 noundef -1) #11
  %73 = load ptr, ptr %13, align 8, !tbaa !132
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load i32, ptr %74, align 8, !tbaa !22
  %76 = load i32, ptr %12, align 4, !tbaa !134
  call void @luaK_setlist(ptr noundef %5, i32 noundef %75, i32 noundef %76, i32 noundef -1) #11
  %77 = load i32, ptr %12, align 4, !tbaa !134
  %78 = add nsw i32 %77, -1
  br label %88

79:                                               ; preds = %70
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11
  %80 = load i32, ptr %10, align 8, !tbaa !130
  br label %81

81:                                               ; preds = %79, %70
  %82 = phi i32 [ %66, %70 ], [ %80, %79 ]
  %83 = load ptr, ptr %13, align 8, !tbaa !132
  %84 = getelementptr inbounds i8, ptr %83, i64 8
  %85 = load i32, ptr %84, align 8, !tbaa !22
  %86 = load i32, ptr %12, align 4, !tbaa !134
  call void @luaK_setlist(ptr noundef %5, i32 noundef %85, i32 noundef %86, i32 noundef %82) #11
  %87 = load i32, ptr %12, align 4, !tbaa !134
  br label %88

88:                                               ; preds = %81, %72
  %89 = phi i32 [ %87, %81 ], [ %78, %72 ]
  %90 = load i32, ptr %10, align 8, !tbaa !130
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr %12, align 4, !tbaa !134
  br label %92

92:                                               ; preds = %68, %88
  %93 = phi i32 [ %69, %68 ], [ %91, %88 ]
  %94 = load i32, ptr %18, align 8, !tbaa !22
  %95 = load i32, ptr %11, align 8, !tbaa !136
  call void @luaK_settablesize(ptr noundef %5, i32 noundef %8, i32 noundef %94, i32 noundef %93, i32 noundef %95) #11
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
  %8 = load ptr, ptr %7, align 8, !tbaa !48
  %9 = getelementptr inbounds i8, ptr %0, i64 48
  %10 = load ptr, ptr %9, align 8, !tbaa !39
  %11 = load ptr, ptr %10, align 8, !tbaa !28
  %12 = getelementptr inbounds i8, ptr %10, i64 48
  %13 = load i32, ptr %12, align 8, !tbaa !82
  %14 = getelementptr inbounds i8, ptr %11, i64 32
  %15 = load i32, ptr %14, align 8, !tbaa !137
  %16 = icmp slt i32 %13, %15
  br i1 %16, label %32, label %17

17:                                               ; preds = %4
  %18 = getelementptr inbounds i8, ptr %11, i64 72
  %19 = load ptr, ptr %18, align 8, !tbaa !81
  %20 = tail call ptr @luaM_growaux_(ptr noundef %8, ptr noundef %19, i32 noundef %13, ptr noundef nonnull %14, i32 noundef 8, i32 noundef 131071, ptr noundef nonnull @.str.8) #11
  store ptr %20, ptr %18, align 8, !tbaa !81
  %21 = load i32, ptr %14, align 8, !tbaa !137
  %22 = icmp slt i32 %15, %21
  br i1 %22, label %23, label %32

23:                                               ; preds = %17
  %24 = sext i32 %15 to i64
  %25 = sext i32 %21 to i64
  br label %26

26:                                               ; preds = %26, %23
  %27 = phi i64 [ %24, %23 ], [ %29, %26 ]
  %28 = load ptr, ptr %18, align 8, !tbaa !81
  %29 = add nsw i64 %27, 1
  %30 = getelementptr inbounds ptr, ptr %28, i64 %27
  store ptr null, ptr %30, align 8, !tbaa !138
  %31 = icmp eq i64 %29, %25
  br i1 %31, label %32, label %26, !llvm.loop !139

32:                                               ; preds = %26, %17, %4
  %33 = tail call ptr @luaF_newproto(ptr noundef %8) #11
  %34 = getelementptr inbounds i8, ptr %11, i64 72
  %35 = load ptr, ptr %34, align 8, !tbaa !81
  %36 = load i32, ptr %12, align 8, !tbaa !82
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %12, align 8, !tbaa !82
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds ptr, ptr %35, i64 %38
  store ptr %33, ptr %39, align 8, !tbaa !138
  %40 = getelementptr inbounds i8, ptr %11, i64 9
  %41 = load i8, ptr %40, align 1, !tbaa !30
  %42 = and i8 %41, 32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %50, label %44

44:                                               ; preds = %32
  %45 = getelementptr inbounds i8, ptr %33, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !30
  %47 = and i8 %46, 24
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %50, label %49

49:                                               ; preds = %44
  tail call void @luaC_barrier_(ptr noundef %8, ptr noundef nonnull %11, ptr noundef nonnull %33) #11
  br label %50

50:                                               ; preds = %32, %44, %49
  store ptr %33, ptr %5, align 8, !tbaa !28
  %51 = getelementptr inbounds i8, ptr %33, i64 44
  store i32 %3, ptr %51, align 4, !tbaa !41
  %52 = load ptr, ptr %9, align 8, !tbaa !39
  %53 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %52, ptr %53, align 8, !tbaa !40
  %54 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %0, ptr %54, align 8, !tbaa !13
  store ptr %5, ptr %9, align 8, !tbaa !39
  %55 = getelementptr inbounds i8, ptr %5, i64 32
  %56 = getelementptr inbounds i8, ptr %5, i64 40
  store i32 %3, ptr %56, align 8, !tbaa !42
  store <2 x i32> zeroinitializer, ptr %55, align 8, !tbaa !43
  %57 = getelementptr inbounds i8, ptr %5, i64 44
  %58 = getelementptr inbounds i8, ptr %5, i64 52
  store i32 0, ptr %58, align 4, !tbaa !44
  store <2 x i32> zeroinitializer, ptr %57, align 4, !tbaa !43
  %59 = getelementptr inbounds i8, ptr %5, i64 64
  %60 = getelementptr inbounds i8, ptr %5, i64 66
  %61 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7) %59, i8 0, i64 7, i1 false)
  %62 = load ptr, ptr %61, align 8, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  %64 = load i32, ptr %63, align 8, !tbaa !38
  %65 = getelementptr inbounds i8, ptr %5, i64 56
  store i32 %64, ptr %65, align 8, !tbaa !21
  %66 = getelementptr inbounds i8, ptr %62, i64 40
  %67 = load i32, ptr %66, align 8, !tbaa !36
  %68 = getelementptr inbounds i8, ptr %5, i64 60
  store i32 %67, ptr %68, align 4, !tbaa !45
  %69 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr null, ptr %69, align 8, !tbaa !46
  %70 = getelementptr inbounds i8, ptr %0, i64 96
  %71 = load ptr, ptr %70, align 8, !tbaa !47
  %72 = getelementptr inbounds i8, ptr %33, i64 112
  store ptr %71, ptr %72, align 8, !tbaa !32
  %73 = getelementptr inbounds i8, ptr %33, i64 9
  %74 = load i8, ptr %73, align 1, !tbaa !30
  %75 = and i8 %74, 32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %91, label %77

77:                                               ; preds = %50
  %78 = getelementptr inbounds i8, ptr %71, i64 9
  %79 = load i8, ptr %78, align 1, !tbaa !33
  %80 = and i8 %79, 24
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %91, label %82

82:                                               ; preds = %77
  %83 = load ptr, ptr %7, align 8, !tbaa !48
  call void @luaC_barrier_(ptr noundef %83, ptr noundef nonnull %33, ptr noundef nonnull %71) #11
  %84 = load i8, ptr %60, align 2, !tbaa !6
  %85 = load ptr, ptr %54, align 8, !tbaa !13
  %86 = getelementptr inbounds i8, ptr %85, i64 88
  %87 = load ptr, ptr %86, align 8, !tbaa !14
  %88 = getelementptr inbounds i8, ptr %87, i64 40
  %89 = load i32, ptr %88, align 8, !tbaa !36
  %90 = load ptr, ptr %69, align 8, !tbaa !46
  br label %91

91:                                               ; preds = %82, %77, %50
  %92 = phi ptr [ null, %50 ], [ null, %77 ], [ %90, %82 ]
  %93 = phi i32 [ %67, %50 ], [ %67, %77 ], [ %89, %82 ]
  %94 = phi ptr [ %62, %50 ], [ %62, %77 ], [ %87, %82 ]
  %95 = phi i8 [ 0, %50 ], [ 0, %77 ], [ %84, %82 ]
  %96 = getelementptr inbounds i8, ptr %33, i64 12
  store i8 2, ptr %96, align 4, !tbaa !49
  %97 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %97, align 2, !tbaa !50
  %98 = getelementptr inbounds i8, ptr %6, i64 16
  store i8 %95, ptr %98, align 8, !tbaa !52
  %99 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %93, ptr %99, align 8, !tbaa !53
  %100 = getelementptr inbounds i8, ptr %94, i64 24
  %101 = load i32, ptr %100, align 8, !tbaa !37
  %102 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 %101, ptr %102, align 4, !tbaa !54
  %103 = getelementptr inbounds i8, ptr %6, i64 17
  store i8 0, ptr %103, align 1, !tbaa !55
  %104 = icmp eq ptr %92, null
  br i1 %104, label %109, label %105

105:                                              ; preds = %91
  %106 = getelementptr inbounds i8, ptr %92, i64 19
  %107 = load i8, ptr %106, align 1, !tbaa !56
  %108 = icmp ne i8 %107, 0
  br label %109

109:                                              ; preds = %91, %105
  %110 = phi i1 [ false, %91 ], [ %108, %105 ]
  %111 = zext i1 %110 to i8
  %112 = getelementptr inbounds i8, ptr %6, i64 19
  store i8 %111, ptr %112, align 1, !tbaa !56
  store ptr %92, ptr %6, align 8, !tbaa !57
  store ptr %6, ptr %69, align 8, !tbaa !46
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  %114 = load i32, ptr %113, align 8, !tbaa !73
  %115 = icmp eq i32 %114, 40
  br i1 %115, label %117, label %116

116:                                              ; preds = %109
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 40) #12
  unreachable

117:                                              ; preds = %109
  call void @luaX_next(ptr noundef nonnull %0) #11
  %118 = icmp eq i32 %2, 0
  br i1 %118, label %142, label %119

119:                                              ; preds = %117
  %120 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.7, i64 noundef 4) #11
  %121 = load ptr, ptr %9, align 8, !tbaa !39
  %122 = load ptr, ptr %61, align 8, !tbaa !14
  %123 = getelementptr inbounds i8, ptr %122, i64 8
  %124 = load i32, ptr %123, align 8, !tbaa !38
  %125 = add nsw i32 %124, 1
  %126 = getelementptr inbounds i8, ptr %121, i64 56
  %127 = load i32, ptr %126, align 8, !tbaa !21
  %128 = sub nsw i32 %125, %127
  %129 = icmp sgt i32 %128, 200
  br i1 %129, label %130, label %131

130:                                              ; preds = %119
  call fastcc void @errorlimit(ptr noundef nonnull readonly %121, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

131:                                              ; preds = %119
  %132 = load ptr, ptr %7, align 8, !tbaa !48
  %133 = load ptr, ptr %122, align 8, !tbaa !17
  %134 = getelementptr inbounds i8, ptr %122, i64 12
  %135 = call ptr @luaM_growaux_(ptr noundef %132, ptr noundef %133, i32 noundef %125, ptr noundef nonnull %134, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %135, ptr %122, align 8, !tbaa !17
  %136 = load i32, ptr %123, align 8, !tbaa !38
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %123, align 8, !tbaa !38
  %138 = sext i32 %136 to i64
  %139 = getelementptr inbounds %union.Vardesc, ptr %135, i64 %138
  %140 = getelementptr inbounds i8, ptr %139, i64 9
  store i8 0, ptr %140, align 1, !tbaa !22
  %141 = getelementptr inbounds i8, ptr %139, i64 16
  store ptr %120, ptr %141, align 8, !tbaa !22
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef 1)
  br label %142

142:                                              ; preds = %131, %117
  %143 = load ptr, ptr %9, align 8, !tbaa !39
  %144 = load ptr, ptr %143, align 8, !tbaa !28
  %145 = load i32, ptr %113, align 8, !tbaa !73
  %146 = icmp eq i32 %145, 41
  br i1 %146, label %181, label %147

147:                                              ; preds = %142
  %148 = getelementptr inbounds i8, ptr %0, i64 24
  br label %151

149:                                              ; preds = %167
  call void @luaX_next(ptr noundef nonnull %0) #11
  %150 = load i32, ptr %113, align 8, !tbaa !73
  br label %151

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %150, %149 ], [ %145, %147 ]
  %153 = phi i32 [ %178, %149 ], [ 0, %147 ]
  switch i32 %152, label %166 [
    i32 291, label %154
    i32 280, label %186
  ]

154:                                              ; preds = %151
  %155 = load ptr, ptr %148, align 8, !tbaa !22
  call void @luaX_next(ptr noundef nonnull %0) #11
  %156 = load ptr, ptr %9, align 8, !tbaa !39
  %157 = load ptr, ptr %61, align 8, !tbaa !14
  %158 = getelementptr inbounds i8, ptr %157, i64 8
  %159 = load i32, ptr %158, align 8, !tbaa !38
  %160 = add nsw i32 %159, 1
  %161 = getelementptr inbounds i8, ptr %156, i64 56
  %162 = load i32, ptr %161, align 8, !tbaa !21
  %163 = sub nsw i32 %160, %162
  %164 = icmp sgt i32 %163, 200
  br i1 %164, label %165, label %167

165:                                              ; preds = %154
  call fastcc void @errorlimit(ptr noundef nonnull readonly %156, i32 noundef 200, ptr noundef nonnull @.str.9) #12
  unreachable

166:                                              ; preds = %151
  call void @luaX_syntaxerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.10) #13
  unreachable

167:                                              ; preds = %154
  %168 = load ptr, ptr %7, align 8, !tbaa !48
  %169 = load ptr, ptr %157, align 8, !tbaa !17
  %170 = getelementptr inbounds i8, ptr %157, i64 12
  %171 = call ptr @luaM_growaux_(ptr noundef %168, ptr noundef %169, i32 noundef %160, ptr noundef nonnull %170, i32 noundef 24, i32 noundef 65535, ptr noundef nonnull @.str.9) #11
  store ptr %171, ptr %157, align 8, !tbaa !17
  %172 = load i32, ptr %158, align 8, !tbaa !38
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %158, align 8, !tbaa !38
  %174 = sext i32 %172 to i64
  %175 = getelementptr inbounds %union.Vardesc, ptr %171, i64 %174
  %176 = getelementptr inbounds i8, ptr %175, i64 9
  store i8 0, ptr %176, align 1, !tbaa !22
  %177 = getelementptr inbounds i8, ptr %175, i64 16
  store ptr %155, ptr %177, align 8, !tbaa !22
  %178 = add nuw nsw i32 %153, 1
  %179 = load i32, ptr %113, align 8, !tbaa !73
  %180 = icmp eq i32 %179, 44
  br i1 %180, label %149, label %181

181:                                              ; preds = %167, %142
  %182 = phi i32 [ 0, %142 ], [ %178, %167 ]
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %182)
  %183 = getelementptr inbounds i8, ptr %143, i64 66
  %184 = load i8, ptr %183, align 2, !tbaa !6
  %185 = getelementptr inbounds i8, ptr %144, i64 10
  store i8 %184, ptr %185, align 2, !tbaa !140
  br label %195

186:                                              ; preds = %151
  call void @luaX_next(ptr noundef nonnull %0) #11
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %153)
  %187 = getelementptr inbounds i8, ptr %143, i64 66
  %188 = load i8, ptr %187, align 2, !tbaa !6
  %189 = getelementptr inbounds i8, ptr %144, i64 10
  store i8 %188, ptr %189, align 2, !tbaa !140
  %190 = zext i8 %188 to i32
  %191 = load ptr, ptr %143, align 8, !tbaa !28
  %192 = getelementptr inbounds i8, ptr %191, i64 11
  store i8 1, ptr %192, align 1, !tbaa !58
  %193 = call i32 @luaK_codeABCk(ptr noundef nonnull %143, i32 noundef 81, i32 noundef %190, i32 noundef 0, i32 noundef 0, i32 noundef 0) #11
  %194 = load i8, ptr %187, align 2, !tbaa !6
  br label %195

195:                                              ; preds = %181, %186
  %196 = phi i8 [ %184, %181 ], [ %194, %186 ]
  %197 = zext i8 %196 to i32
  call void @luaK_reserveregs(ptr noundef nonnull %143, i32 noundef %197) #11
  %198 = load i32, ptr %113, align 8, !tbaa !73
  %199 = icmp eq i32 %198, 41
  br i1 %199, label %201, label %200

200:                                              ; preds = %195
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 41) #12
  unreachable

201:                                              ; preds = %195
  call void @luaX_next(ptr noundef nonnull %0) #11
  br label %202

202:                                              ; preds = %205, %201
  %203 = load i32, ptr %113, align 8, !tbaa !73
  switch i32 %203, label %205 [
    i32 259, label %206
    i32 260, label %206
    i32 261, label %206
    i32 288, label %206
    i32 276, label %206
    i32 273, label %204
  ]

204:                                              ; preds = %202
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %206

205:                                              ; preds = %202
  call fastcc void @statement(ptr noundef nonnull %0)
  br label %202, !llvm.loop !74

206:                                              ; preds = %202, %202, %202, %202, %202, %204
  %207 = getelementptr inbounds i8, ptr %0, i64 4
  %208 = load i32, ptr %207, align 4, !tbaa !92
  %209 = load ptr, ptr %5, align 8, !tbaa !28
  %210 = getelementptr inbounds i8, ptr %209, i64 48
  store i32 %208, ptr %210, align 8, !tbaa !141
  call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 261, i32 noundef 264, i32 noundef %3)
  %211 = load ptr, ptr %9, align 8, !tbaa !39
  %212 = getelementptr inbounds i8, ptr %211, i64 8
  %213 = load ptr, ptr %212, align 8, !tbaa !40
  %214 = getelementptr inbounds i8, ptr %213, i64 48
  %215 = load i32, ptr %214, align 8, !tbaa !82
  %216 = add nsw i32 %215, -1
  %217 = call i32 @luaK_codeABx(ptr noundef %213, i32 noundef 79, i32 noundef 0, i32 noundef %216) #11
  %218 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %218, align 8, !tbaa !43
  store i32 17, ptr %1, align 8, !tbaa !106
  %219 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %217, ptr %219, align 8, !tbaa !22
  call void @luaK_exp2nextreg(ptr noundef %213, ptr noundef nonnull %1) #11
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
  %7 = load ptr, ptr %6, align 8, !tbaa !39
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i32, ptr %8, align 8, !tbaa !73
  switch i32 %9, label %16 [
    i32 40, label %10
    i32 291, label %15
  ]

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !92
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %13 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0)
  tail call fastcc void @check_match(ptr noundef nonnull %0, i32 noundef 41, i32 noundef 40, i32 noundef %12)
  %14 = load ptr, ptr %6, align 8, !tbaa !39
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
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = getelementptr inbounds i8, ptr %3, i64 8
  br label %23

23:                                               ; preds = %46, %17
  %24 = load i32, ptr %8, align 8, !tbaa !73
  switch i32 %24, label %47 [
    i32 46, label %25
    i32 91, label %32
    i32 58, label %39
    i32 40, label %45
    i32 292, label %45
    i32 123, label %45
  ]

25:                                               ; preds = %23
  %26 = load ptr, ptr %6, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @luaK_exp2anyregup(ptr noundef %26, ptr noundef %1) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %27 = load i32, ptr %8, align 8, !tbaa !73
  %28 = icmp eq i32 %27, 291
  br i1 %28, label %30, label %29

29:                                               ; preds = %25
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

30:                                               ; preds = %25
  %31 = load ptr, ptr %18, align 8, !tbaa !22
  call void @luaX_next(ptr noundef nonnull %0) #11
  store <2 x i32> <i32 -1, i32 -1>, ptr %21, align 8, !tbaa !43
  store i32 7, ptr %3, align 8, !tbaa !106
  store ptr %31, ptr %22, align 8, !tbaa !22
  call void @luaK_indexed(ptr noundef %26, ptr noundef %1, ptr noundef nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  br label %46

32:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  call void @luaK_exp2anyregup(ptr noundef %7, ptr noundef %1) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %33 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0)
  %34 = load ptr, ptr %6, align 8, !tbaa !39
  call void @luaK_exp2val(ptr noundef %34, ptr noundef nonnull %4) #11
  %35 = load i32, ptr %8, align 8, !tbaa !73
  %36 = icmp eq i32 %35, 93
  br i1 %36, label %38, label %37

37:                                               ; preds = %32
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 93) #12
  unreachable

38:                                               ; preds = %32
  call void @luaX_next(ptr noundef nonnull %0) #11
  call void @luaK_indexed(ptr noundef %7, ptr noundef %1, ptr noundef nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  br label %46

39:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  call void @luaX_next(ptr noundef nonnull %0) #11
  %40 = load i32, ptr %8, align 8, !tbaa !73
  %41 = icmp eq i32 %40, 291
  br i1 %41, label %43, label %42

42:                                               ; preds = %39
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

43:                                               ; preds = %39
  %44 = load ptr, ptr %18, align 8, !tbaa !22
  call void @luaX_next(ptr noundef nonnull %0) #11
  store <2 x i32> <i32 -1, i32 -1>, ptr %19, align 8, !tbaa !43
  store i32 7, ptr %5, align 8, !tbaa !106
  store ptr %44, ptr %20, align 8, !tbaa !22
  call void @luaK_self(ptr noundef %7, ptr noundef %1, ptr noundef nonnull %5) #11
  call fastcc void @funcargs(ptr noundef nonnull %0, ptr noundef %1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  br label %46

45:                                               ; preds = %23, %23, %23
  call void @luaK_exp2nextreg(ptr noundef %7, ptr noundef %1) #11
  call fastcc void @funcargs(ptr noundef nonnull %0, ptr noundef %1)
  br label %46

46:                                               ; preds = %45, %43, %38, %30
  br label %23

47:                                               ; preds = %23
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
  %7 = load ptr, ptr %6, align 8, !tbaa !39
  %8 = getelementptr inbounds i8, ptr %7, i64 68
  %9 = load i8, ptr %8, align 4, !tbaa !107
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 8, !tbaa !73
  %12 = icmp eq i32 %11, 291
  br i1 %12, label %13, label %18

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !22
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %16, align 8, !tbaa !43
  store i32 7, ptr %4, align 8, !tbaa !106
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %15, ptr %17, align 8, !tbaa !22
  br label %25

18:                                               ; preds = %2
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %19 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0)
  %20 = load ptr, ptr %6, align 8, !tbaa !39
  call void @luaK_exp2val(ptr noundef %20, ptr noundef nonnull %4) #11
  %21 = load i32, ptr %10, align 8, !tbaa !73
  %22 = icmp eq i32 %21, 93
  br i1 %22, label %24, label %23

23:                                               ; preds = %18
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 93) #12
  unreachable

24:                                               ; preds = %18
  call void @luaX_next(ptr noundef nonnull %0) #11
  br label %25

25:                                               ; preds = %24, %13
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  %27 = load i32, ptr %26, align 8, !tbaa !136
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %26, align 8, !tbaa !136
  %29 = load i32, ptr %10, align 8, !tbaa !73
  %30 = icmp eq i32 %29, 61
  br i1 %30, label %32, label %31

31:                                               ; preds = %25
  call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12
  unreachable

32:                                               ; preds = %25
  call void @luaX_next(ptr noundef nonnull %0) #11
  %33 = getelementptr inbounds i8, ptr %1, i64 24
  %34 = load ptr, ptr %33, align 8, !tbaa !132
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %34, i64 24, i1 false), !tbaa.struct !142
  call void @luaK_indexed(ptr noundef nonnull %7, ptr noundef nonnull %3, ptr noundef nonnull %4) #11
  %35 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %5, i32 noundef 0)
  call void @luaK_storevar(ptr noundef nonnull %7, ptr noundef nonnull %3, ptr noundef nonnull %5) #11
  store i8 %9, ptr %8, align 4, !tbaa !107
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
  %4 = load ptr, ptr %3, align 8, !tbaa !39
  %5 = getelementptr inbounds i8, ptr %4, i64 66
  %6 = load i8, ptr %5, align 2, !tbaa !6
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  %9 = getelementptr inbounds i8, ptr %4, i64 56
  br label %10

10:                                               ; preds = %13, %2
  %11 = phi i32 [ %7, %2 ], [ %14, %13 ]
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %31

13:                                               ; preds = %10
  %14 = add nsw i32 %11, -1
  %15 = load ptr, ptr %8, align 8, !tbaa !13
  %16 = getelementptr inbounds i8, ptr %15, i64 88
  %17 = load ptr, ptr %16, align 8, !tbaa !14
  %18 = load ptr, ptr %17, align 8, !tbaa !17
  %19 = load i32, ptr %9, align 8, !tbaa !21
  %20 = add nsw i32 %19, %14
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %union.Vardesc, ptr %18, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 9
  %24 = load i8, ptr %23, align 1, !tbaa !22
  %25 = icmp eq i8 %24, 3
  br i1 %25, label %10, label %26

26:                                               ; preds = %13
  %27 = getelementptr inbounds i8, ptr %22, i64 10
  %28 = load i8, ptr %27, align 2, !tbaa !22
  %29 = zext i8 %28 to i32
  %30 = add nuw nsw i32 %29, 1
  br label %31

31:                                               ; preds = %10, %26
  %32 = phi i32 [ %30, %26 ], [ 0, %10 ]
  %33 = icmp sgt i32 %1, 0
  br i1 %33, label %34, label %117

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %0, i64 56
  %36 = getelementptr inbounds i8, ptr %4, i64 64
  %37 = getelementptr inbounds i8, ptr %4, i64 32
  br label %38

38:                                               ; preds = %34, %111
  %39 = phi i32 [ %32, %34 ], [ %52, %111 ]
  %40 = phi i32 [ 0, %34 ], [ %115, %111 ]
  %41 = load i8, ptr %5, align 2, !tbaa !6
  %42 = add i8 %41, 1
  store i8 %42, ptr %5, align 2, !tbaa !6
  %43 = zext i8 %41 to i32
  %44 = load ptr, ptr %8, align 8, !tbaa !13
  %45 = getelementptr inbounds i8, ptr %44, i64 88
  %46 = load ptr, ptr %45, align 8, !tbaa !14
  %47 = load ptr, ptr %46, align 8, !tbaa !17
  %48 = load i32, ptr %9, align 8, !tbaa !21
  %49 = add nsw i32 %48, %43
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds %union.Vardesc, ptr %47, i64 %50
  %52 = add nuw nsw i32 %39, 1
  %53 = trunc i32 %39 to i8
  %54 = getelementptr inbounds i8, ptr %51, i64 10
  store i8 %53, ptr %54, align 2, !tbaa !22
  %55 = getelementptr inbounds i8, ptr %51, i64 16
  %56 = load ptr, ptr %55, align 8, !tbaa !22
  %57 = load ptr, ptr %4, align 8, !tbaa !28
  %58 = getelementptr inbounds i8, ptr %57, i64 36
  %59 = load i32, ptr %58, align 4, !tbaa !143
  %60 = load ptr, ptr %35, align 8, !tbaa !48
  %61 = getelementptr inbounds i8, ptr %57, i64 104
  %62 = load ptr, ptr %61, align 8, !tbaa !83
  %63 = load i16, ptr %36, align 8, !tbaa !84
  %64 = sext i16 %63 to i32
  %65 = tail call ptr @luaM_growaux_(ptr noundef %60, ptr noundef %62, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 16, i32 noundef 32767, ptr noundef nonnull @.str.9) #11
  store ptr %65, ptr %61, align 8, !tbaa !83
  %66 = load i32, ptr %58, align 4, !tbaa !143
  %67 = icmp slt i32 %59, %66
  br i1 %67, label %68, label %93

68:                                               ; preds = %38
  %69 = sext i32 %59 to i64
  %70 = sext i32 %66 to i64
  %71 = sub nsw i64 %70, %69
  %72 = icmp ult i64 %71, 2
  br i1 %72, label %86, label %73

73:                                               ; preds = %68
  %74 = and i64 %71, -2
  %75 = add nsw i64 %74, %69
  %76 = getelementptr i8, ptr %65, i64 16
  br label %77

77:                                               ; preds = %77, %73
  %78 = phi i64 [ 0, %73 ], [ %82, %77 ]
  %79 = add i64 %78, %69
  %80 = getelementptr inbounds %struct.LocVar, ptr %65, i64 %79
  %81 = getelementptr %struct.LocVar, ptr %76, i64 %79
  store ptr null, ptr %80, align 8, !tbaa !144
  store ptr null, ptr %81, align 8, !tbaa !144
  %82 = add nuw i64 %78, 2
  %83 = icmp eq i64 %82, %74
  br i1 %83, label %84, label %77, !llvm.loop !145

84:                                               ; preds = %77
  %85 = icmp eq i64 %71, %74
  br i1 %85, label %93, label %86

86:                                               ; preds = %84, %68
  %87 = phi i64 [ %69, %68 ], [ %75, %84 ]
  br label %88

88:                                               ; preds = %86, %88
  %89 = phi i64 [ %90, %88 ], [ %87, %86 ]
  %90 = add nsw i64 %89, 1
  %91 = getelementptr inbounds %struct.LocVar, ptr %65, i64 %89
  store ptr null, ptr %91, align 8, !tbaa !144
  %92 = icmp eq i64 %90, %70
  br i1 %92, label %93, label %88, !llvm.loop !146

93:                                               ; preds = %88, %84, %38
  %94 = load i16, ptr %36, align 8, !tbaa !84
  %95 = sext i16 %94 to i64
  %96 = getelementptr inbounds %struct.LocVar, ptr %65, i64 %95
  store ptr %56, ptr %96, align 8, !tbaa !144
  %97 = load i32, ptr %37, align 8, !tbaa !76
  %98 = getelementptr inbounds %struct.LocVar, ptr %65, i64 %95, i32 1
  store i32 %97, ptr %98, align 8, !tbaa !112
  %99 = getelementptr inbounds i8, ptr %57, i64 9
  %100 = load i8, ptr %99, align 1, !tbaa !30
  %101 = and i8 %100, 32
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %111, label %103

103:                                              ; preds = %93
  %104 = getelementptr inbounds i8, ptr %56, i64 9
  %105 = load i8, ptr %104, align 1, !tbaa !33
  %106 = and i8 %105, 24
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %111, label %108

108:                                              ; preds = %103
  %109 = load ptr, ptr %35, align 8, !tbaa !48
  tail call void @luaC_barrier_(ptr noundef %109, ptr noundef nonnull %57, ptr noundef nonnull %56) #11
  %110 = load i16, ptr %36, align 8, !tbaa !84
  br label %111

111:                                              ; preds = %93, %103, %108
  %112 = phi i16 [ %94, %93 ], [ %94, %103 ], [ %110, %108 ]
  %113 = add i16 %112, 1
  store i16 %113, ptr %36, align 8, !tbaa !84
  %114 = getelementptr inbounds i8, ptr %51, i64 12
  store i16 %112, ptr %114, align 4, !tbaa !22
  %115 = add nuw nsw i32 %40, 1
  %116 = icmp eq i32 %115, %1
  br i1 %116, label %117, label %38, !llvm.loop !147

117:                                              ; preds = %111, %31
  ret void
}

declare hidden i32 @luaK_codeABx(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare hidden void @luaK_exp2anyregup(ptr noundef, ptr noundef) local_unnamed_addr #3

declare hidden void @luaK_self(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @funcargs(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #1 {
  %3 = alloca %struct.expdesc, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !92
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i32, ptr %8, align 8, !tbaa !73
  switch i32 %9, label %30 [
    i32 40, label %10
    i32 123, label %29
    i32 292, label %37
  ]

10:                                               ; preds = %2
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %11 = load i32, ptr %8, align 8, !tbaa !73
  %12 = icmp eq i32 %11, 41
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  store i32 0, ptr %3, align 8, !tbaa !106
  br label %28

14:                                               ; preds = %10
  %15 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %16 = load i32, ptr %8, align 8, !tbaa !73
  %17 = icmp eq i32 %16, 44
  br i1 %17, label %18, label %23

18:                                               ; preds = %14, %18
  call void @luaX_next(ptr noundef nonnull %0) #11
  %19 = load ptr, ptr %4, align 8, !tbaa !39
  call void @luaK_exp2nextreg(ptr noundef %19, ptr noundef nonnull %3) #11
  %20 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  %21 = load i32, ptr %8, align 8, !tbaa !73
  %22 = icmp eq i32 %21, 44
  br i1 %22, label %18, label %23, !llvm.loop !109

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
  %34 = load i32, ptr %33, align 8, !tbaa !22
  %35 = and i32 %32, -2
  %36 = icmp eq i32 %35, 18
  br i1 %36, label %56, label %44

37:                                               ; preds = %2
  %38 = getelementptr inbounds i8, ptr %0, i64 24
  %39 = load ptr, ptr %38, align 8, !tbaa !22
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %40, align 8, !tbaa !43
  store i32 7, ptr %3, align 8, !tbaa !106
  %41 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %39, ptr %41, align 8, !tbaa !22
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = load i32, ptr %42, align 8, !tbaa !22
  br label %46

44:                                               ; preds = %31
  %45 = icmp eq i32 %32, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %37, %44
  %47 = phi ptr [ %42, %37 ], [ %33, %44 ]
  %48 = phi i32 [ %43, %37 ], [ %34, %44 ]
  call void @luaK_exp2nextreg(ptr noundef %5, ptr noundef nonnull %3) #11
  br label %49

49:                                               ; preds = %46, %44
  %50 = phi ptr [ %47, %46 ], [ %33, %44 ]
  %51 = phi i32 [ %48, %46 ], [ %34, %44 ]
  %52 = getelementptr inbounds i8, ptr %5, i64 68
  %53 = load i8, ptr %52, align 4, !tbaa !107
  %54 = zext i8 %53 to i32
  %55 = sub i32 %54, %51
  br label %56

56:                                               ; preds = %31, %49
  %57 = phi i32 [ %51, %49 ], [ %34, %31 ]
  %58 = phi ptr [ %50, %49 ], [ %33, %31 ]
  %59 = phi i32 [ %55, %49 ], [ 0, %31 ]
  %60 = call i32 @luaK_codeABCk(ptr noundef %5, i32 noundef 68, i32 noundef %57, i32 noundef %59, i32 noundef 2, i32 noundef 0) #11
  %61 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %61, align 8, !tbaa !43
  store i32 18, ptr %1, align 8, !tbaa !106
  store i32 %60, ptr %58, align 8, !tbaa !22
  call void @luaK_fixline(ptr noundef %5, i32 noundef %7) #11
  %62 = trunc i32 %57 to i8
  %63 = add i8 %62, 1
  %64 = getelementptr inbounds i8, ptr %5, i64 68
  store i8 %63, ptr %64, align 4, !tbaa !107
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  ret void
}

declare hidden void @luaK_dischargevars(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @singlevar(ptr noundef %0, ptr noundef %1) unnamed_addr #1 {
  %3 = alloca %struct.expdesc, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i32, ptr %4, align 8, !tbaa !73
  %6 = icmp eq i32 %5, 291
  br i1 %6, label %8, label %7

7:                                                ; preds = %2
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 291) #12
  unreachable

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  %12 = load ptr, ptr %11, align 8, !tbaa !39
  tail call fastcc void @singlevaraux(ptr noundef %12, ptr noundef %10, ptr noundef %1, i32 noundef 1)
  %13 = load i32, ptr %1, align 8, !tbaa !106
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  %16 = getelementptr inbounds i8, ptr %0, i64 104
  %17 = load ptr, ptr %16, align 8, !tbaa !72
  tail call fastcc void @singlevaraux(ptr noundef %12, ptr noundef %17, ptr noundef nonnull %1, i32 noundef 1)
  tail call void @luaK_exp2anyregup(ptr noundef %12, ptr noundef nonnull %1) #11
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %18, align 8, !tbaa !43
  store i32 7, ptr %3, align 8, !tbaa !106
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %10, ptr %19, align 8, !tbaa !22
  call void @luaK_indexed(ptr noundef %12, ptr noundef nonnull %1, ptr noundef nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  br label %20

20:                                               ; preds = %15, %8
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @singlevaraux(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %7, align 8, !tbaa !43
  store i32 0, ptr %2, align 8, !tbaa !106
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 0, ptr %8, align 8, !tbaa !22
  br label %193

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 66
  %11 = load i8, ptr %10, align 2, !tbaa !6
  %12 = zext i8 %11 to i32
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  br label %15

15:                                               ; preds = %18, %9
  %16 = phi i32 [ %12, %9 ], [ %19, %18 ]
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %64

18:                                               ; preds = %15
  %19 = add nsw i32 %16, -1
  %20 = load ptr, ptr %13, align 8, !tbaa !13
  %21 = getelementptr inbounds i8, ptr %20, i64 88
  %22 = load ptr, ptr %21, align 8, !tbaa !14
  %23 = load ptr, ptr %22, align 8, !tbaa !17
  %24 = load i32, ptr %14, align 8, !tbaa !21
  %25 = add nsw i32 %24, %19
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %union.Vardesc, ptr %23, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !22
  %30 = icmp eq ptr %29, %1
  br i1 %30, label %31, label %15

31:                                               ; preds = %18
  %32 = getelementptr inbounds i8, ptr %27, i64 9
  %33 = load i8, ptr %32, align 1, !tbaa !22
  %34 = icmp eq i8 %33, 3
  %35 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %35, align 8, !tbaa !43
  br i1 %34, label %36, label %38

36:                                               ; preds = %31
  store i32 11, ptr %2, align 8, !tbaa !106
  %37 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %25, ptr %37, align 8, !tbaa !22
  br label %193

38:                                               ; preds = %31
  store i32 9, ptr %2, align 8, !tbaa !106
  %39 = trunc nuw nsw i32 %19 to i16
  %40 = getelementptr inbounds i8, ptr %2, i64 8
  %41 = getelementptr inbounds i8, ptr %2, i64 10
  store i16 %39, ptr %41, align 2, !tbaa !22
  %42 = load ptr, ptr %13, align 8, !tbaa !13
  %43 = getelementptr inbounds i8, ptr %42, i64 88
  %44 = load ptr, ptr %43, align 8, !tbaa !14
  %45 = load ptr, ptr %44, align 8, !tbaa !17
  %46 = load i32, ptr %14, align 8, !tbaa !21
  %47 = add nsw i32 %46, %19
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %union.Vardesc, ptr %45, i64 %48, i32 0, i32 3
  %50 = load i8, ptr %49, align 2, !tbaa !22
  store i8 %50, ptr %40, align 8, !tbaa !22
  %51 = icmp eq i32 %3, 0
  br i1 %51, label %52, label %193

52:                                               ; preds = %38
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi ptr [ %53, %52 ], [ %56, %54 ]
  %56 = load ptr, ptr %55, align 8, !tbaa !138
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load i8, ptr %57, align 8, !tbaa !52
  %59 = zext i8 %58 to i32
  %60 = icmp ult i32 %19, %59
  br i1 %60, label %54, label %61, !llvm.loop !148

61:                                               ; preds = %54
  %62 = getelementptr inbounds i8, ptr %56, i64 17
  store i8 1, ptr %62, align 1, !tbaa !55
  %63 = getelementptr inbounds i8, ptr %0, i64 70
  store i8 1, ptr %63, align 2, !tbaa !110
  br label %193

64:                                               ; preds = %15
  %65 = load ptr, ptr %0, align 8, !tbaa !28
  %66 = getelementptr inbounds i8, ptr %65, i64 80
  %67 = load ptr, ptr %66, align 8, !tbaa !61
  %68 = getelementptr inbounds i8, ptr %0, i64 67
  %69 = load i8, ptr %68, align 1, !tbaa !59
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %83, label %71

71:                                               ; preds = %64
  %72 = zext i8 %69 to i64
  br label %73

73:                                               ; preds = %78, %71
  %74 = phi i64 [ 0, %71 ], [ %79, %78 ]
  %75 = getelementptr inbounds %struct.Upvaldesc, ptr %67, i64 %74
  %76 = load ptr, ptr %75, align 8, !tbaa !62
  %77 = icmp eq ptr %76, %1
  br i1 %77, label %81, label %78

78:                                               ; preds = %73
  %79 = add nuw nsw i64 %74, 1
  %80 = icmp eq i64 %79, %72
  br i1 %80, label %83, label %73, !llvm.loop !149

81:                                               ; preds = %73
  %82 = trunc nuw nsw i64 %74 to i32
  br label %189

83:                                               ; preds = %78, %64
  %84 = getelementptr inbounds i8, ptr %0, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !40
  tail call fastcc void @singlevaraux(ptr noundef %85, ptr noundef %1, ptr noundef %2, i32 noundef 0)
  %86 = load i32, ptr %2, align 8, !tbaa !106
  %87 = add i32 %86, -9
  %88 = icmp ult i32 %87, 2
  br i1 %88, label %89, label %193

89:                                               ; preds = %83
  %90 = load i8, ptr %68, align 1, !tbaa !59
  %91 = icmp eq i8 %90, -1
  br i1 %91, label %92, label %93

92:                                               ; preds = %89
  tail call fastcc void @errorlimit(ptr noundef nonnull readonly %0, i32 noundef 255, ptr noundef nonnull @.str) #12
  unreachable

93:                                               ; preds = %89
  %94 = load ptr, ptr %0, align 8, !tbaa !28
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = zext i8 %90 to i32
  %97 = load i32, ptr %95, align 8, !tbaa !60
  %98 = load ptr, ptr %13, align 8, !tbaa !13
  %99 = getelementptr inbounds i8, ptr %98, i64 56
  %100 = load ptr, ptr %99, align 8, !tbaa !48
  %101 = getelementptr inbounds i8, ptr %94, i64 80
  %102 = load ptr, ptr %101, align 8, !tbaa !61
  %103 = tail call ptr @luaM_growaux_(ptr noundef %100, ptr noundef %102, i32 noundef %96, ptr noundef nonnull %95, i32 noundef 16, i32 noundef 255, ptr noundef nonnull @.str) #11
  store ptr %103, ptr %101, align 8, !tbaa !61
  %104 = load i32, ptr %95, align 8, !tbaa !60
  %105 = icmp slt i32 %97, %104
  br i1 %105, label %106, label %131

106:                                              ; preds = %93
  %107 = sext i32 %97 to i64
  %108 = sext i32 %104 to i64
  %109 = sub nsw i64 %108, %107
  %110 = icmp ult i64 %109, 2
  br i1 %110, label %124, label %111

111:                                              ; preds = %106
  %112 = and i64 %109, -2
  %113 = add nsw i64 %112, %107
  %114 = getelementptr i8, ptr %103, i64 16
  br label %115

115:                                              ; preds = %115, %111
  %116 = phi i64 [ 0, %111 ], [ %120, %115 ]
  %117 = add i64 %116, %107
  %118 = getelementptr inbounds %struct.Upvaldesc, ptr %103, i64 %117
  %119 = getelementptr %struct.Upvaldesc, ptr %114, i64 %117
  store ptr null, ptr %118, align 8, !tbaa !62
  store ptr null, ptr %119, align 8, !tbaa !62
  %120 = add nuw i64 %116, 2
  %121 = icmp eq i64 %120, %112
  br i1 %121, label %122, label %115, !llvm.loop !150

122:                                              ; preds = %115
  %123 = icmp eq i64 %109, %112
  br i1 %123, label %131, label %124

124:                                              ; preds = %122, %106
  %125 = phi i64 [ %107, %106 ], [ %113, %122 ]
  br label %126

126:                                              ; preds = %124, %126
  %127 = phi i64 [ %128, %126 ], [ %125, %124 ]
  %128 = add nsw i64 %127, 1
  %129 = getelementptr inbounds %struct.Upvaldesc, ptr %103, i64 %127
  store ptr null, ptr %129, align 8, !tbaa !62
  %130 = icmp eq i64 %128, %108
  br i1 %130, label %131, label %126, !llvm.loop !151

131:                                              ; preds = %126, %122, %93
  %132 = load i8, ptr %68, align 1, !tbaa !59
  %133 = add i8 %132, 1
  store i8 %133, ptr %68, align 1, !tbaa !59
  %134 = zext i8 %132 to i64
  %135 = getelementptr inbounds %struct.Upvaldesc, ptr %103, i64 %134
  %136 = load ptr, ptr %84, align 8, !tbaa !40
  %137 = load i32, ptr %2, align 8, !tbaa !106
  %138 = icmp eq i32 %137, 9
  %139 = getelementptr inbounds i8, ptr %135, i64 8
  %140 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %138, label %141, label %157

141:                                              ; preds = %131
  store i8 1, ptr %139, align 8, !tbaa !69
  %142 = load i8, ptr %140, align 8, !tbaa !22
  %143 = getelementptr inbounds i8, ptr %135, i64 9
  store i8 %142, ptr %143, align 1, !tbaa !70
  %144 = getelementptr inbounds i8, ptr %2, i64 10
  %145 = load i16, ptr %144, align 2, !tbaa !22
  %146 = zext i16 %145 to i32
  %147 = getelementptr inbounds i8, ptr %136, i64 16
  %148 = load ptr, ptr %147, align 8, !tbaa !13
  %149 = getelementptr inbounds i8, ptr %148, i64 88
  %150 = load ptr, ptr %149, align 8, !tbaa !14
  %151 = load ptr, ptr %150, align 8, !tbaa !17
  %152 = getelementptr inbounds i8, ptr %136, i64 56
  %153 = load i32, ptr %152, align 8, !tbaa !21
  %154 = add nsw i32 %153, %146
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds %union.Vardesc, ptr %151, i64 %155, i32 0, i32 2
  br label %167

157:                                              ; preds = %131
  store i8 0, ptr %139, align 8, !tbaa !69
  %158 = load i32, ptr %140, align 8, !tbaa !22
  %159 = trunc i32 %158 to i8
  %160 = getelementptr inbounds i8, ptr %135, i64 9
  store i8 %159, ptr %160, align 1, !tbaa !70
  %161 = load ptr, ptr %136, align 8, !tbaa !28
  %162 = getelementptr inbounds i8, ptr %161, i64 80
  %163 = load ptr, ptr %162, align 8, !tbaa !61
  %164 = load i32, ptr %140, align 8, !tbaa !22
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds %struct.Upvaldesc, ptr %163, i64 %165, i32 3
  br label %167

167:                                              ; preds = %157, %141
  %168 = phi ptr [ %156, %141 ], [ %166, %157 ]
  %169 = load i8, ptr %168, align 1, !tbaa !22
  %170 = getelementptr inbounds i8, ptr %135, i64 10
  store i8 %169, ptr %170, align 2
  store ptr %1, ptr %135, align 8, !tbaa !62
  %171 = load ptr, ptr %0, align 8, !tbaa !28
  %172 = getelementptr inbounds i8, ptr %171, i64 9
  %173 = load i8, ptr %172, align 1, !tbaa !30
  %174 = and i8 %173, 32
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %185, label %176

176:                                              ; preds = %167
  %177 = getelementptr inbounds i8, ptr %1, i64 9
  %178 = load i8, ptr %177, align 1, !tbaa !33
  %179 = and i8 %178, 24
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %185, label %181

181:                                              ; preds = %176
  %182 = load ptr, ptr %13, align 8, !tbaa !13
  %183 = getelementptr inbounds i8, ptr %182, i64 56
  %184 = load ptr, ptr %183, align 8, !tbaa !48
  tail call void @luaC_barrier_(ptr noundef %184, ptr noundef nonnull %171, ptr noundef nonnull %1) #11
  br label %185

185:                                              ; preds = %167, %176, %181
  %186 = load i8, ptr %68, align 1, !tbaa !59
  %187 = zext i8 %186 to i32
  %188 = add nsw i32 %187, -1
  br label %189

189:                                              ; preds = %81, %185
  %190 = phi i32 [ %188, %185 ], [ %82, %81 ]
  %191 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %191, align 8, !tbaa !43
  store i32 10, ptr %2, align 8, !tbaa !106
  %192 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %190, ptr %192, align 8, !tbaa !22
  br label %193

193:                                              ; preds = %36, %83, %189, %38, %61, %6
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @explist(ptr noundef %0, ptr noundef %1) unnamed_addr #1 {
  %3 = tail call fastcc i32 @subexpr(ptr noundef %0, ptr noundef %1, i32 noundef 0)
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i32, ptr %4, align 8, !tbaa !73
  %6 = icmp eq i32 %5, 44
  br i1 %6, label %7, label %16

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  br label %9

9:                                                ; preds = %7, %9
  %10 = phi i32 [ 1, %7 ], [ %13, %9 ]
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %11 = load ptr, ptr %8, align 8, !tbaa !39
  tail call void @luaK_exp2nextreg(ptr noundef %11, ptr noundef %1) #11
  %12 = tail call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef %1, i32 noundef 0)
  %13 = add nuw nsw i32 %10, 1
  %14 = load i32, ptr %4, align 8, !tbaa !73
  %15 = icmp eq i32 %14, 44
  br i1 %15, label %9, label %16, !llvm.loop !109

16:                                               ; preds = %9, %2
  %17 = phi i32 [ 1, %2 ], [ %13, %9 ]
  ret i32 %17
}

declare hidden void @luaK_fixline(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @createlabel(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !39
  %7 = getelementptr inbounds i8, ptr %0, i64 88
  %8 = load ptr, ptr %7, align 8, !tbaa !14
  %9 = getelementptr inbounds i8, ptr %8, i64 32
  %10 = tail call i32 @luaK_getlabel(ptr noundef %6) #11
  %11 = getelementptr inbounds i8, ptr %8, i64 40
  %12 = load i32, ptr %11, align 8, !tbaa !95
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !48
  %15 = load ptr, ptr %9, align 8, !tbaa !96
  %16 = getelementptr inbounds i8, ptr %8, i64 44
  %17 = tail call ptr @luaM_growaux_(ptr noundef %14, ptr noundef %15, i32 noundef %12, ptr noundef nonnull %16, i32 noundef 24, i32 noundef 32767, ptr noundef nonnull @.str.13) #11
  store ptr %17, ptr %9, align 8, !tbaa !96
  %18 = sext i32 %12 to i64
  %19 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18
  store ptr %1, ptr %19, align 8, !tbaa !97
  %20 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 2
  store i32 %2, ptr %20, align 4, !tbaa !99
  %21 = load ptr, ptr %5, align 8, !tbaa !39
  %22 = getelementptr inbounds i8, ptr %21, i64 66
  %23 = load i8, ptr %22, align 2, !tbaa !6
  %24 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 3
  store i8 %23, ptr %24, align 8, !tbaa !100
  %25 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 4
  store i8 0, ptr %25, align 1, !tbaa !101
  %26 = getelementptr inbounds %struct.Labeldesc, ptr %17, i64 %18, i32 1
  store i32 %10, ptr %26, align 8, !tbaa !102
  %27 = add nsw i32 %12, 1
  store i32 %27, ptr %11, align 8, !tbaa !95
  %28 = icmp eq i32 %3, 0
  br i1 %28, label %34, label %29

29:                                               ; preds = %4
  %30 = getelementptr inbounds i8, ptr %6, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !46
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load i8, ptr %32, align 8, !tbaa !52
  store i8 %33, ptr %24, align 8, !tbaa !100
  br label %34

34:                                               ; preds = %29, %4
  %35 = load ptr, ptr %7, align 8, !tbaa !14
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = getelementptr inbounds i8, ptr %21, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !46
  %39 = getelementptr inbounds i8, ptr %38, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !54
  %41 = getelementptr inbounds i8, ptr %35, i64 24
  %42 = load i32, ptr %41, align 8, !tbaa !95
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
  %51 = load ptr, ptr %36, align 8, !tbaa !96
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds %struct.Labeldesc, ptr %51, i64 %52
  %54 = load ptr, ptr %53, align 8, !tbaa !97
  %55 = load ptr, ptr %19, align 8, !tbaa !97
  %56 = icmp eq ptr %54, %55
  br i1 %56, label %57, label %93

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %53, i64 17
  %59 = load i8, ptr %58, align 1, !tbaa !101
  %60 = zext i8 %59 to i32
  %61 = or i32 %49, %60
  %62 = load ptr, ptr %7, align 8, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !96
  %65 = getelementptr inbounds %struct.Labeldesc, ptr %64, i64 %52
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load i8, ptr %66, align 8, !tbaa !100
  %68 = load i8, ptr %45, align 8, !tbaa !100
  %69 = icmp ult i8 %67, %68
  br i1 %69, label %70, label %71, !prof !152

70:                                               ; preds = %57
  tail call fastcc void @jumpscopeerror(ptr noundef nonnull %0, ptr noundef nonnull %65) #12
  unreachable

71:                                               ; preds = %57
  %72 = load ptr, ptr %5, align 8, !tbaa !39
  %73 = getelementptr inbounds i8, ptr %65, i64 8
  %74 = load i32, ptr %73, align 8, !tbaa !102
  %75 = load i32, ptr %46, align 8, !tbaa !102
  tail call void @luaK_patchlist(ptr noundef %72, i32 noundef %74, i32 noundef %75) #11
  %76 = getelementptr inbounds i8, ptr %62, i64 24
  %77 = load i32, ptr %76, align 8, !tbaa !95
  %78 = add nsw i32 %77, -1
  %79 = icmp sgt i32 %78, %50
  br i1 %79, label %80, label %90

80:                                               ; preds = %71, %80
  %81 = phi i64 [ %84, %80 ], [ %52, %71 ]
  %82 = load ptr, ptr %63, align 8, !tbaa !96
  %83 = getelementptr inbounds %struct.Labeldesc, ptr %82, i64 %81
  %84 = add nsw i64 %81, 1
  %85 = getelementptr inbounds %struct.Labeldesc, ptr %82, i64 %84
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %83, ptr noundef nonnull align 8 dereferenceable(24) %85, i64 24, i1 false), !tbaa.struct !153
  %86 = load i32, ptr %76, align 8, !tbaa !95
  %87 = add nsw i32 %86, -1
  %88 = sext i32 %87 to i64
  %89 = icmp slt i64 %84, %88
  br i1 %89, label %80, label %90, !llvm.loop !154

90:                                               ; preds = %80, %71
  %91 = phi i32 [ %78, %71 ], [ %87, %80 ]
  store i32 %91, ptr %76, align 8, !tbaa !95
  %92 = load i32, ptr %41, align 8, !tbaa !95
  br label %95

93:                                               ; preds = %47
  %94 = add nsw i32 %50, 1
  br label %95

95:                                               ; preds = %93, %90
  %96 = phi i32 [ %92, %90 ], [ %48, %93 ]
  %97 = phi i32 [ %50, %90 ], [ %94, %93 ]
  %98 = phi i32 [ %61, %90 ], [ %49, %93 ]
  %99 = icmp slt i32 %97, %96
  br i1 %99, label %47, label %100, !llvm.loop !155

100:                                              ; preds = %95
  %101 = icmp eq i32 %98, 0
  br i1 %101, label %132, label %102

102:                                              ; preds = %100
  %103 = getelementptr inbounds i8, ptr %6, i64 66
  %104 = load i8, ptr %103, align 2, !tbaa !6
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
  %113 = load ptr, ptr %106, align 8, !tbaa !13
  %114 = getelementptr inbounds i8, ptr %113, i64 88
  %115 = load ptr, ptr %114, align 8, !tbaa !14
  %116 = load ptr, ptr %115, align 8, !tbaa !17
  %117 = load i32, ptr %107, align 8, !tbaa !21
  %118 = add nsw i32 %117, %112
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds %union.Vardesc, ptr %116, i64 %119
  %121 = getelementptr inbounds i8, ptr %120, i64 9
  %122 = load i8, ptr %121, align 1, !tbaa !22
  %123 = icmp eq i8 %122, 3
  br i1 %123, label %108, label %124

124:                                              ; preds = %111
  %125 = getelementptr inbounds i8, ptr %120, i64 10
  %126 = load i8, ptr %125, align 2, !tbaa !22
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
  %3 = load ptr, ptr %1, align 8, !tbaa !97
  %4 = getelementptr inbounds i8, ptr %0, i64 56
  %5 = load ptr, ptr %4, align 8, !tbaa !48
  %6 = tail call ptr @luaS_newlstr(ptr noundef %5, ptr noundef nonnull @.str.4, i64 noundef 5) #11
  %7 = icmp eq ptr %3, %6
  %8 = load ptr, ptr %4, align 8, !tbaa !48
  br i1 %7, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %1, i64 12
  %11 = load i32, ptr %10, align 4, !tbaa !99
  %12 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %8, ptr noundef nonnull @.str.15, i32 noundef %11) #11
  br label %19

13:                                               ; preds = %2
  %14 = load ptr, ptr %1, align 8, !tbaa !97
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = getelementptr inbounds i8, ptr %1, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !99
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
  %4 = load ptr, ptr %3, align 8, !tbaa !39
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i8, ptr %5, align 8, !tbaa !100
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !13
  %10 = getelementptr inbounds i8, ptr %9, i64 88
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = load ptr, ptr %11, align 8, !tbaa !17
  %13 = getelementptr inbounds i8, ptr %4, i64 56
  %14 = load i32, ptr %13, align 8, !tbaa !21
  %15 = add nsw i32 %14, %7
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %union.Vardesc, ptr %12, i64 %16, i32 0, i32 5
  %18 = load ptr, ptr %17, align 8, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %18, i64 24
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  %21 = load ptr, ptr %20, align 8, !tbaa !48
  %22 = load ptr, ptr %1, align 8, !tbaa !97
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !99
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
  %4 = load ptr, ptr %3, align 8, !tbaa !48
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
  %9 = load ptr, ptr %8, align 8, !tbaa !39
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 8, !tbaa !73
  %12 = icmp eq i32 %11, 258
  br i1 %12, label %14, label %13

13:                                               ; preds = %5
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 258) #12
  unreachable

14:                                               ; preds = %5
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %15 = zext nneg i32 %4 to i64
  %16 = getelementptr inbounds [2 x i32], ptr @forbody.forprep, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !43
  %18 = tail call i32 @luaK_codeABx(ptr noundef %9, i32 noundef %17, i32 noundef %1, i32 noundef 0) #11
  %19 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %19, align 2, !tbaa !50
  %20 = getelementptr inbounds i8, ptr %9, i64 66
  %21 = load i8, ptr %20, align 2, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %7, i64 16
  store i8 %21, ptr %22, align 8, !tbaa !52
  %23 = getelementptr inbounds i8, ptr %9, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !13
  %25 = getelementptr inbounds i8, ptr %24, i64 88
  %26 = load ptr, ptr %25, align 8, !tbaa !14
  %27 = getelementptr inbounds i8, ptr %26, i64 40
  %28 = load i32, ptr %27, align 8, !tbaa !36
  %29 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %28, ptr %29, align 8, !tbaa !53
  %30 = getelementptr inbounds i8, ptr %26, i64 24
  %31 = load i32, ptr %30, align 8, !tbaa !37
  %32 = getelementptr inbounds i8, ptr %7, i64 12
  store i32 %31, ptr %32, align 4, !tbaa !54
  %33 = getelementptr inbounds i8, ptr %7, i64 17
  store i8 0, ptr %33, align 1, !tbaa !55
  %34 = getelementptr inbounds i8, ptr %9, i64 24
  %35 = load ptr, ptr %34, align 8, !tbaa !46
  %36 = icmp eq ptr %35, null
  br i1 %36, label %41, label %37

37:                                               ; preds = %14
  %38 = getelementptr inbounds i8, ptr %35, i64 19
  %39 = load i8, ptr %38, align 1, !tbaa !56
  %40 = icmp ne i8 %39, 0
  br label %41

41:                                               ; preds = %14, %37
  %42 = phi i1 [ false, %14 ], [ %40, %37 ]
  %43 = zext i1 %42 to i8
  %44 = getelementptr inbounds i8, ptr %7, i64 19
  store i8 %43, ptr %44, align 1, !tbaa !56
  store ptr %35, ptr %7, align 8, !tbaa !57
  store ptr %7, ptr %34, align 8, !tbaa !46
  call fastcc void @adjustlocalvars(ptr noundef nonnull %0, i32 noundef %3)
  call void @luaK_reserveregs(ptr noundef nonnull %9, i32 noundef %3) #11
  %45 = load ptr, ptr %8, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %46 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %46, align 2, !tbaa !50
  %47 = getelementptr inbounds i8, ptr %45, i64 66
  %48 = load i8, ptr %47, align 2, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %6, i64 16
  store i8 %48, ptr %49, align 8, !tbaa !52
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = load ptr, ptr %50, align 8, !tbaa !13
  %52 = getelementptr inbounds i8, ptr %51, i64 88
  %53 = load ptr, ptr %52, align 8, !tbaa !14
  %54 = getelementptr inbounds i8, ptr %53, i64 40
  %55 = load i32, ptr %54, align 8, !tbaa !36
  %56 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %55, ptr %56, align 8, !tbaa !53
  %57 = getelementptr inbounds i8, ptr %53, i64 24
  %58 = load i32, ptr %57, align 8, !tbaa !37
  %59 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 %58, ptr %59, align 4, !tbaa !54
  %60 = getelementptr inbounds i8, ptr %6, i64 17
  store i8 0, ptr %60, align 1, !tbaa !55
  %61 = getelementptr inbounds i8, ptr %45, i64 24
  %62 = load ptr, ptr %61, align 8, !tbaa !46
  %63 = icmp eq ptr %62, null
  br i1 %63, label %68, label %64

64:                                               ; preds = %41
  %65 = getelementptr inbounds i8, ptr %62, i64 19
  %66 = load i8, ptr %65, align 1, !tbaa !56
  %67 = icmp ne i8 %66, 0
  br label %68

68:                                               ; preds = %41, %64
  %69 = phi i1 [ false, %41 ], [ %67, %64 ]
  %70 = zext i1 %69 to i8
  %71 = getelementptr inbounds i8, ptr %6, i64 19
  store i8 %70, ptr %71, align 1, !tbaa !56
  store ptr %62, ptr %6, align 8, !tbaa !57
  store ptr %6, ptr %61, align 8, !tbaa !46
  br label %72

72:                                               ; preds = %75, %68
  %73 = load i32, ptr %10, align 8, !tbaa !73
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
  br label %72, !llvm.loop !74

76:                                               ; preds = %72, %72, %72, %72, %72, %74
  call fastcc void @leaveblock(ptr noundef %45)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call fastcc void @leaveblock(ptr noundef %9)
  %77 = call i32 @luaK_getlabel(ptr noundef %9) #11
  %78 = xor i32 %18, -1
  %79 = add i32 %77, %78
  %80 = icmp sgt i32 %79, 131071
  br i1 %80, label %81, label %83, !prof !152

81:                                               ; preds = %76
  %82 = load ptr, ptr %23, align 8, !tbaa !13
  call void @luaX_syntaxerror(ptr noundef %82, ptr noundef nonnull @.str.21) #13
  unreachable

83:                                               ; preds = %76
  %84 = load ptr, ptr %9, align 8, !tbaa !28
  %85 = getelementptr inbounds i8, ptr %84, i64 64
  %86 = load ptr, ptr %85, align 8, !tbaa !75
  %87 = sext i32 %18 to i64
  %88 = getelementptr inbounds i32, ptr %86, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !43
  %90 = and i32 %89, 32767
  %91 = shl i32 %79, 15
  %92 = or disjoint i32 %90, %91
  store i32 %92, ptr %88, align 4, !tbaa !43
  %93 = icmp eq i32 %4, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %83
  %95 = call i32 @luaK_codeABCk(ptr noundef nonnull %9, i32 noundef 76, i32 noundef %1, i32 noundef 0, i32 noundef %3, i32 noundef 0) #11
  call void @luaK_fixline(ptr noundef nonnull %9, i32 noundef %2) #11
  br label %96

96:                                               ; preds = %94, %83
  %97 = getelementptr inbounds [2 x i32], ptr @forbody.forloop, i64 0, i64 %15
  %98 = load i32, ptr %97, align 4, !tbaa !43
  %99 = call i32 @luaK_codeABx(ptr noundef nonnull %9, i32 noundef %98, i32 noundef %1, i32 noundef 0) #11
  %100 = sub i32 %99, %18
  %101 = icmp sgt i32 %100, 131071
  br i1 %101, label %102, label %104, !prof !152

102:                                              ; preds = %96
  %103 = load ptr, ptr %23, align 8, !tbaa !13
  call void @luaX_syntaxerror(ptr noundef %103, ptr noundef nonnull @.str.21) #13
  unreachable

104:                                              ; preds = %96
  %105 = load ptr, ptr %9, align 8, !tbaa !28
  %106 = getelementptr inbounds i8, ptr %105, i64 64
  %107 = load ptr, ptr %106, align 8, !tbaa !75
  %108 = sext i32 %99 to i64
  %109 = getelementptr inbounds i32, ptr %107, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !43
  %111 = and i32 %110, 32767
  %112 = shl i32 %100, 15
  %113 = or disjoint i32 %111, %112
  store i32 %113, ptr %109, align 4, !tbaa !43
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
  %7 = load i32, ptr %6, align 8, !tbaa !106
  %8 = add i32 %7, -9
  %9 = icmp ult i32 %8, 7
  br i1 %9, label %11, label %10

10:                                               ; preds = %3
  tail call void @luaX_syntaxerror(ptr noundef %0, ptr noundef nonnull @.str.28) #13
  unreachable

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = load ptr, ptr %12, align 8, !tbaa !39
  switch i32 %7, label %61 [
    i32 11, label %14
    i32 9, label %22
    i32 10, label %41
  ]

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 88
  %16 = load ptr, ptr %15, align 8, !tbaa !14
  %17 = load ptr, ptr %16, align 8, !tbaa !17
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = load i32, ptr %18, align 8, !tbaa !22
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %union.Vardesc, ptr %17, i64 %20, i32 0, i32 5
  br label %52

22:                                               ; preds = %11
  %23 = getelementptr inbounds i8, ptr %1, i64 18
  %24 = load i16, ptr %23, align 2, !tbaa !22
  %25 = zext i16 %24 to i32
  %26 = getelementptr inbounds i8, ptr %13, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !13
  %28 = getelementptr inbounds i8, ptr %27, i64 88
  %29 = load ptr, ptr %28, align 8, !tbaa !14
  %30 = load ptr, ptr %29, align 8, !tbaa !17
  %31 = getelementptr inbounds i8, ptr %13, i64 56
  %32 = load i32, ptr %31, align 8, !tbaa !21
  %33 = add nsw i32 %32, %25
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %union.Vardesc, ptr %30, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 9
  %37 = load i8, ptr %36, align 1, !tbaa !22
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %61, label %39

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %35, i64 16
  br label %52

41:                                               ; preds = %11
  %42 = load ptr, ptr %13, align 8, !tbaa !28
  %43 = getelementptr inbounds i8, ptr %42, i64 80
  %44 = load ptr, ptr %43, align 8, !tbaa !61
  %45 = getelementptr inbounds i8, ptr %1, i64 16
  %46 = load i32, ptr %45, align 8, !tbaa !22
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.Upvaldesc, ptr %44, i64 %47
  %49 = getelementptr inbounds i8, ptr %48, i64 10
  %50 = load i8, ptr %49, align 2, !tbaa !71
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %61, label %52

52:                                               ; preds = %41, %39, %14
  %53 = phi ptr [ %21, %14 ], [ %40, %39 ], [ %48, %41 ]
  %54 = load ptr, ptr %53, align 8, !tbaa !22
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = getelementptr inbounds i8, ptr %0, i64 56
  %58 = load ptr, ptr %57, align 8, !tbaa !48
  %59 = getelementptr inbounds i8, ptr %54, i64 24
  %60 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %58, ptr noundef nonnull @.str.22, ptr noundef nonnull %59) #11
  tail call void @luaK_semerror(ptr noundef nonnull %0, ptr noundef %60) #13
  unreachable

61:                                               ; preds = %11, %22, %41, %52
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  %63 = load i32, ptr %62, align 8, !tbaa !73
  switch i32 %63, label %138 [
    i32 44, label %64
    i32 61, label %139
  ]

64:                                               ; preds = %61
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  store ptr %1, ptr %5, align 8, !tbaa !118
  %65 = getelementptr inbounds i8, ptr %5, i64 8
  call fastcc void @suffixedexp(ptr noundef nonnull %0, ptr noundef nonnull %65)
  %66 = load i32, ptr %65, align 8
  %67 = and i32 %66, -4
  %68 = icmp eq i32 %67, 12
  br i1 %68, label %130, label %69

69:                                               ; preds = %64
  %70 = load ptr, ptr %12, align 8, !tbaa !39
  %71 = getelementptr inbounds i8, ptr %70, i64 68
  %72 = load i8, ptr %71, align 4, !tbaa !107
  %73 = getelementptr inbounds i8, ptr %5, i64 16
  %74 = zext i8 %72 to i16
  br label %75

75:                                               ; preds = %112, %69
  %76 = phi i32 [ 0, %69 ], [ %113, %112 ]
  %77 = phi ptr [ %1, %69 ], [ %114, %112 ]
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  %79 = load i32, ptr %78, align 8, !tbaa !120
  %80 = and i32 %79, -4
  %81 = icmp eq i32 %80, 12
  br i1 %81, label %82, label %112

82:                                               ; preds = %75
  %83 = icmp eq i32 %79, 13
  %84 = load i32, ptr %65, align 8, !tbaa !106
  br i1 %83, label %85, label %94

85:                                               ; preds = %82
  %86 = icmp eq i32 %84, 10
  br i1 %86, label %87, label %112

87:                                               ; preds = %85
  %88 = getelementptr inbounds i8, ptr %77, i64 18
  %89 = load i8, ptr %88, align 2, !tbaa !22
  %90 = zext i8 %89 to i32
  %91 = load i32, ptr %73, align 8, !tbaa !22
  %92 = icmp eq i32 %91, %90
  br i1 %92, label %93, label %112

93:                                               ; preds = %87
  store i32 15, ptr %78, align 8, !tbaa !120
  store i8 %72, ptr %88, align 2, !tbaa !22
  br label %112

94:                                               ; preds = %82
  %95 = icmp eq i32 %84, 9
  br i1 %95, label %96, label %112

96:                                               ; preds = %94
  %97 = getelementptr inbounds i8, ptr %77, i64 18
  %98 = load i8, ptr %97, align 2, !tbaa !22
  %99 = load i8, ptr %73, align 8, !tbaa !22
  %100 = icmp eq i8 %98, %99
  br i1 %100, label %101, label %102

101:                                              ; preds = %96
  store i8 %72, ptr %97, align 2, !tbaa !22
  br label %102

102:                                              ; preds = %101, %96
  %103 = phi i32 [ 1, %101 ], [ %76, %96 ]
  %104 = icmp eq i32 %79, 12
  br i1 %104, label %105, label %112

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %77, i64 16
  %107 = load i16, ptr %106, align 8, !tbaa !22
  %108 = sext i16 %107 to i32
  %109 = zext i8 %99 to i32
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %111, label %112

111:                                              ; preds = %105
  store i16 %74, ptr %106, align 8, !tbaa !22
  br label %112

112:                                              ; preds = %102, %94, %111, %105, %93, %87, %85, %75
  %113 = phi i32 [ 1, %93 ], [ %76, %87 ], [ %76, %85 ], [ 1, %111 ], [ %103, %105 ], [ %103, %102 ], [ %76, %75 ], [ %76, %94 ]
  %114 = load ptr, ptr %77, align 8, !tbaa !118
  %115 = icmp eq ptr %114, null
  br i1 %115, label %116, label %75, !llvm.loop !156

116:                                              ; preds = %112
  %117 = zext i8 %72 to i32
  %118 = icmp eq i32 %113, 0
  br i1 %118, label %130, label %119

119:                                              ; preds = %116
  %120 = load i32, ptr %65, align 8, !tbaa !106
  %121 = icmp eq i32 %120, 9
  br i1 %121, label %122, label %126

122:                                              ; preds = %119
  %123 = load i8, ptr %73, align 8, !tbaa !22
  %124 = zext i8 %123 to i32
  %125 = call i32 @luaK_codeABCk(ptr noundef %70, i32 noundef 0, i32 noundef %117, i32 noundef %124, i32 noundef 0, i32 noundef 0) #11
  br label %129

126:                                              ; preds = %119
  %127 = load i32, ptr %73, align 8, !tbaa !22
  %128 = call i32 @luaK_codeABCk(ptr noundef %70, i32 noundef 9, i32 noundef %117, i32 noundef %127, i32 noundef 0, i32 noundef 0) #11
  br label %129

129:                                              ; preds = %126, %122
  call void @luaK_reserveregs(ptr noundef %70, i32 noundef 1) #11
  br label %130

130:                                              ; preds = %129, %116, %64
  %131 = getelementptr inbounds i8, ptr %0, i64 56
  %132 = load ptr, ptr %131, align 8, !tbaa !48
  call void @luaE_incCstack(ptr noundef %132) #11
  %133 = add nsw i32 %2, 1
  call fastcc void @restassign(ptr noundef %0, ptr noundef nonnull %5, i32 noundef %133)
  %134 = load ptr, ptr %131, align 8, !tbaa !48
  %135 = getelementptr inbounds i8, ptr %134, i64 176
  %136 = load i32, ptr %135, align 8, !tbaa !121
  %137 = add i32 %136, -1
  store i32 %137, ptr %135, align 8, !tbaa !121
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  br label %176

138:                                              ; preds = %61
  tail call fastcc void @error_expected(ptr noundef nonnull %0, i32 noundef 61) #12
  unreachable

139:                                              ; preds = %61
  tail call void @luaX_next(ptr noundef nonnull %0) #11
  %140 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0)
  %141 = load i32, ptr %62, align 8, !tbaa !73
  %142 = icmp eq i32 %141, 44
  br i1 %142, label %143, label %150

143:                                              ; preds = %139, %143
  %144 = phi i32 [ %147, %143 ], [ 1, %139 ]
  call void @luaX_next(ptr noundef nonnull %0) #11
  %145 = load ptr, ptr %12, align 8, !tbaa !39
  call void @luaK_exp2nextreg(ptr noundef %145, ptr noundef nonnull %4) #11
  %146 = call fastcc i32 @subexpr(ptr noundef nonnull %0, ptr noundef nonnull %4, i32 noundef 0)
  %147 = add nuw nsw i32 %144, 1
  %148 = load i32, ptr %62, align 8, !tbaa !73
  %149 = icmp eq i32 %148, 44
  br i1 %149, label %143, label %150, !llvm.loop !109

150:                                              ; preds = %143, %139
  %151 = phi i32 [ 1, %139 ], [ %147, %143 ]
  %152 = icmp eq i32 %151, %2
  %153 = load ptr, ptr %12, align 8, !tbaa !39
  br i1 %152, label %174, label %154

154:                                              ; preds = %150
  %155 = sub nsw i32 %2, %151
  %156 = load i32, ptr %4, align 8, !tbaa !106
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
  %162 = load i8, ptr %161, align 4, !tbaa !107
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
  %171 = load i8, ptr %170, align 4, !tbaa !107
  %172 = trunc i32 %155 to i8
  %173 = add i8 %171, %172
  store i8 %173, ptr %170, align 4, !tbaa !107
  br label %176

174:                                              ; preds = %150
  call void @luaK_setoneret(ptr noundef %153, ptr noundef nonnull %4) #11
  %175 = load ptr, ptr %12, align 8, !tbaa !39
  br label %184

176:                                              ; preds = %168, %169, %130
  %177 = load ptr, ptr %12, align 8, !tbaa !39
  %178 = getelementptr inbounds i8, ptr %177, i64 68
  %179 = load i8, ptr %178, align 4, !tbaa !107
  %180 = zext i8 %179 to i32
  %181 = add nsw i32 %180, -1
  %182 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x i32> <i32 -1, i32 -1>, ptr %182, align 8, !tbaa !43
  store i32 8, ptr %4, align 8, !tbaa !106
  %183 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %181, ptr %183, align 8, !tbaa !22
  br label %184

184:                                              ; preds = %174, %176
  %185 = phi ptr [ %175, %174 ], [ %177, %176 ]
  call void @luaK_storevar(ptr noundef %185, ptr noundef nonnull %6, ptr noundef nonnull %4) #11
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

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !9, i64 66}
!7 = !{!"FuncState", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !11, i64 32, !11, i64 36, !11, i64 40, !11, i64 44, !11, i64 48, !11, i64 52, !11, i64 56, !11, i64 60, !12, i64 64, !9, i64 66, !9, i64 67, !9, i64 68, !9, i64 69, !9, i64 70}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = !{!7, !8, i64 16}
!14 = !{!15, !8, i64 88}
!15 = !{!"LexState", !11, i64 0, !11, i64 4, !11, i64 8, !16, i64 16, !16, i64 32, !8, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104}
!16 = !{!"Token", !11, i64 0, !9, i64 8}
!17 = !{!18, !8, i64 0}
!18 = !{!"Dyndata", !19, i64 0, !20, i64 16, !20, i64 32}
!19 = !{!"", !8, i64 0, !11, i64 8, !11, i64 12}
!20 = !{!"Labellist", !8, i64 0, !11, i64 8, !11, i64 12}
!21 = !{!7, !11, i64 56}
!22 = !{!9, !9, i64 0}
!23 = !{!24, !9, i64 8}
!24 = !{!"TValue", !9, i64 0, !9, i64 8}
!25 = !{!15, !8, i64 80}
!26 = !{!27, !8, i64 24}
!27 = !{!"LClosure", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !8, i64 16, !8, i64 24, !9, i64 32}
!28 = !{!7, !8, i64 0}
!29 = !{!27, !9, i64 9}
!30 = !{!31, !9, i64 9}
!31 = !{!"Proto", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !11, i64 32, !11, i64 36, !11, i64 40, !11, i64 44, !11, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104, !8, i64 112, !8, i64 120}
!32 = !{!31, !8, i64 112}
!33 = !{!34, !9, i64 9}
!34 = !{!"TString", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !11, i64 12, !9, i64 16, !9, i64 24}
!35 = !{!15, !8, i64 72}
!36 = !{!18, !11, i64 40}
!37 = !{!18, !11, i64 24}
!38 = !{!18, !11, i64 8}
!39 = !{!15, !8, i64 48}
!40 = !{!7, !8, i64 8}
!41 = !{!31, !11, i64 44}
!42 = !{!7, !11, i64 40}
!43 = !{!11, !11, i64 0}
!44 = !{!7, !11, i64 52}
!45 = !{!7, !11, i64 60}
!46 = !{!7, !8, i64 24}
!47 = !{!15, !8, i64 96}
!48 = !{!15, !8, i64 56}
!49 = !{!31, !9, i64 12}
!50 = !{!51, !9, i64 18}
!51 = !{!"BlockCnt", !8, i64 0, !11, i64 8, !11, i64 12, !9, i64 16, !9, i64 17, !9, i64 18, !9, i64 19}
!52 = !{!51, !9, i64 16}
!53 = !{!51, !11, i64 8}
!54 = !{!51, !11, i64 12}
!55 = !{!51, !9, i64 17}
!56 = !{!51, !9, i64 19}
!57 = !{!51, !8, i64 0}
!58 = !{!31, !9, i64 11}
!59 = !{!7, !9, i64 67}
!60 = !{!31, !11, i64 16}
!61 = !{!31, !8, i64 80}
!62 = !{!63, !8, i64 0}
!63 = !{!"Upvaldesc", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10}
!64 = distinct !{!64, !65, !66, !67}
!65 = !{!"llvm.loop.mustprogress"}
!66 = !{!"llvm.loop.isvectorized", i32 1}
!67 = !{!"llvm.loop.unroll.runtime.disable"}
!68 = distinct !{!68, !65, !66}
!69 = !{!63, !9, i64 8}
!70 = !{!63, !9, i64 9}
!71 = !{!63, !9, i64 10}
!72 = !{!15, !8, i64 104}
!73 = !{!15, !11, i64 16}
!74 = distinct !{!74, !65}
!75 = !{!31, !8, i64 64}
!76 = !{!7, !11, i64 32}
!77 = !{!31, !8, i64 88}
!78 = !{!31, !8, i64 96}
!79 = !{!31, !8, i64 56}
!80 = !{!7, !11, i64 44}
!81 = !{!31, !8, i64 72}
!82 = !{!7, !11, i64 48}
!83 = !{!31, !8, i64 104}
!84 = !{!7, !12, i64 64}
!85 = !{!86, !8, i64 24}
!86 = !{!"lua_State", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !12, i64 12, !9, i64 16, !8, i64 24, !8, i64 32, !9, i64 40, !9, i64 48, !8, i64 56, !9, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !87, i64 96, !8, i64 160, !88, i64 168, !11, i64 176, !11, i64 180, !11, i64 184, !11, i64 188, !11, i64 192}
!87 = !{!"CallInfo", !9, i64 0, !9, i64 8, !8, i64 16, !8, i64 24, !9, i64 32, !9, i64 56, !12, i64 60, !12, i64 62}
!88 = !{!"long", !9, i64 0}
!89 = !{!90, !88, i64 24}
!90 = !{!"global_State", !8, i64 0, !8, i64 8, !88, i64 16, !88, i64 24, !88, i64 32, !88, i64 40, !91, i64 48, !24, i64 64, !24, i64 80, !11, i64 96, !9, i64 100, !9, i64 101, !9, i64 102, !9, i64 103, !9, i64 104, !9, i64 105, !9, i64 106, !9, i64 107, !9, i64 108, !9, i64 109, !9, i64 110, !8, i64 112, !8, i64 120, !8, i64 128, !8, i64 136, !8, i64 144, !8, i64 152, !8, i64 160, !8, i64 168, !8, i64 176, !8, i64 184, !8, i64 192, !8, i64 200, !8, i64 208, !8, i64 216, !8, i64 224, !8, i64 232, !8, i64 240, !8, i64 248, !8, i64 256, !8, i64 264, !8, i64 272, !9, i64 280, !9, i64 480, !9, i64 552, !8, i64 1400, !8, i64 1408}
!91 = !{!"stringtable", !8, i64 0, !11, i64 8, !11, i64 12}
!92 = !{!15, !11, i64 4}
!93 = !{!94, !11, i64 16}
!94 = !{!"expdesc", !11, i64 0, !9, i64 8, !11, i64 16, !11, i64 20}
!95 = !{!20, !11, i64 8}
!96 = !{!20, !8, i64 0}
!97 = !{!98, !8, i64 0}
!98 = !{!"Labeldesc", !8, i64 0, !11, i64 8, !11, i64 12, !9, i64 16, !9, i64 17}
!99 = !{!98, !11, i64 12}
!100 = !{!98, !9, i64 16}
!101 = !{!98, !9, i64 17}
!102 = !{!98, !11, i64 8}
!103 = distinct !{!103, !65}
!104 = !{!94, !11, i64 20}
!105 = distinct !{!105, !65}
!106 = !{!94, !11, i64 0}
!107 = !{!7, !9, i64 68}
!108 = distinct !{!108, !65}
!109 = distinct !{!109, !65}
!110 = !{!7, !9, i64 70}
!111 = distinct !{!111, !65}
!112 = !{!113, !11, i64 8}
!113 = !{!"LocVar", !8, i64 0, !11, i64 8, !11, i64 12}
!114 = distinct !{!114, !65}
!115 = distinct !{!115, !65}
!116 = !{!18, !8, i64 32}
!117 = distinct !{!117, !65}
!118 = !{!119, !8, i64 0}
!119 = !{!"LHS_assign", !8, i64 0, !94, i64 8}
!120 = !{!119, !11, i64 8}
!121 = !{!86, !11, i64 176}
!122 = !{!113, !11, i64 12}
!123 = distinct !{!123, !65}
!124 = distinct !{!124, !65}
!125 = !{!18, !8, i64 16}
!126 = !{!127, !9, i64 0}
!127 = !{!"", !9, i64 0, !9, i64 1}
!128 = !{!127, !9, i64 1}
!129 = distinct !{!129, !65}
!130 = !{!131, !11, i64 40}
!131 = !{!"ConsControl", !94, i64 0, !8, i64 24, !11, i64 32, !11, i64 36, !11, i64 40}
!132 = !{!131, !8, i64 24}
!133 = !{!131, !11, i64 0}
!134 = !{!131, !11, i64 36}
!135 = distinct !{!135, !65}
!136 = !{!131, !11, i64 32}
!137 = !{!31, !11, i64 32}
!138 = !{!8, !8, i64 0}
!139 = distinct !{!139, !65}
!140 = !{!31, !9, i64 10}
!141 = !{!31, !11, i64 48}
!142 = !{i64 0, i64 4, !43, i64 8, i64 8, !22, i64 16, i64 4, !43, i64 20, i64 4, !43}
!143 = !{!31, !11, i64 36}
!144 = !{!113, !8, i64 0}
!145 = distinct !{!145, !65, !66, !67}
!146 = distinct !{!146, !65, !66}
!147 = distinct !{!147, !65}
!148 = distinct !{!148, !65}
!149 = distinct !{!149, !65}
!150 = distinct !{!150, !65, !66, !67}
!151 = distinct !{!151, !65, !66}
!152 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!153 = !{i64 0, i64 8, !138, i64 8, i64 4, !43, i64 12, i64 4, !43, i64 16, i64 1, !22, i64 17, i64 1, !22}
!154 = distinct !{!154, !65}
!155 = distinct !{!155, !65}
!156 = distinct !{!156, !65}
