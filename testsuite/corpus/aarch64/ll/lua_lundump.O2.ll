; ModuleID = 'src/lua/lundump.c'
source_filename = "src/lua/lundump.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.LoadState = type { ptr, ptr, ptr }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.AbsLineInfo = type { i32, i32 }
%struct.LocVar = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"\1BLua\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"binary string\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"not a binary chunk\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"version mismatch\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"format mismatch\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"\19\93\0D\0A\1A\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"corrupted chunk\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"Instruction\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"lua_Integer\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"lua_Number\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"integer format mismatch\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"float format mismatch\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"truncated chunk\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"%s: bad binary format (%s)\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"%s size mismatch\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"integer overflow\00", align 1
@.str.16 = private unnamed_addr constant [31 x i8] c"bad format for constant string\00", align 1

; Function Attrs: nounwind uwtable
define hidden ptr @luaU_undump(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  %6 = alloca [12 x i8], align 1
  %7 = alloca [12 x i8], align 1
  %8 = alloca %struct.LoadState, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #6
  %9 = load i8, ptr %2, align 1, !tbaa !6
  switch i8 %9, label %12 [
    i8 64, label %10
    i8 61, label %10
    i8 27, label %13
  ]

10:                                               ; preds = %3, %3
  %11 = getelementptr inbounds i8, ptr %2, i64 1
  br label %13

12:                                               ; preds = %3
  br label %13

13:                                               ; preds = %3, %12, %10
  %14 = phi ptr [ %2, %12 ], [ %11, %10 ], [ @.str.1, %3 ]
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %14, ptr %15, align 8, !tbaa !9
  store ptr %0, ptr %8, align 8, !tbaa !12
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %1, ptr %16, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #6
  %17 = call i64 @luaZ_read(ptr noundef %1, ptr noundef nonnull %7, i64 noundef 3) #6
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %20, label %19

19:                                               ; preds = %13
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

20:                                               ; preds = %13
  %21 = call i32 @bcmp(ptr noundef nonnull readonly dereferenceable(3) getelementptr inbounds (i8, ptr @.str, i64 1), ptr noundef nonnull dereferenceable(3) %7, i64 3)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %24, label %23

23:                                               ; preds = %20
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.2) #7
  unreachable

24:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #6
  %25 = load i64, ptr %1, align 8, !tbaa !14
  %26 = add i64 %25, -1
  store i64 %26, ptr %1, align 8, !tbaa !14
  %27 = icmp eq i64 %25, 0
  br i1 %27, label %34, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %1, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !17
  %31 = getelementptr inbounds i8, ptr %30, i64 1
  store ptr %31, ptr %29, align 8, !tbaa !17
  %32 = load i8, ptr %30, align 1, !tbaa !6
  %33 = zext i8 %32 to i32
  br label %38

34:                                               ; preds = %24
  %35 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6
  %36 = icmp eq i32 %35, -1
  br i1 %36, label %37, label %38

37:                                               ; preds = %34
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %33, %28 ], [ %35, %34 ]
  %40 = and i32 %39, 255
  %41 = icmp eq i32 %40, 84
  br i1 %41, label %43, label %42

42:                                               ; preds = %38
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.3) #7
  unreachable

43:                                               ; preds = %38
  %44 = load i64, ptr %1, align 8, !tbaa !14
  %45 = add i64 %44, -1
  store i64 %45, ptr %1, align 8, !tbaa !14
  %46 = icmp eq i64 %44, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, ptr %1, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !17
  %50 = getelementptr inbounds i8, ptr %49, i64 1
  store ptr %50, ptr %48, align 8, !tbaa !17
  %51 = load i8, ptr %49, align 1, !tbaa !6
  %52 = zext i8 %51 to i32
  br label %57

53:                                               ; preds = %43
  %54 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6
  %55 = icmp eq i32 %54, -1
  br i1 %55, label %56, label %57

56:                                               ; preds = %53
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

57:                                               ; preds = %53, %47
  %58 = phi i32 [ %52, %47 ], [ %54, %53 ]
  %59 = and i32 %58, 255
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %62, label %61

61:                                               ; preds = %57
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.4) #7
  unreachable

62:                                               ; preds = %57
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #6
  %63 = call i64 @luaZ_read(ptr noundef nonnull %1, ptr noundef nonnull %6, i64 noundef 6) #6
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %66, label %65

65:                                               ; preds = %62
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

66:                                               ; preds = %62
  %67 = call i32 @bcmp(ptr noundef nonnull readonly dereferenceable(6) @.str.5, ptr noundef nonnull dereferenceable(6) %6, i64 6)
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %70, label %69

69:                                               ; preds = %66
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.6) #7
  unreachable

70:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #6
  %71 = load i64, ptr %1, align 8, !tbaa !14
  %72 = add i64 %71, -1
  store i64 %72, ptr %1, align 8, !tbaa !14
  %73 = icmp eq i64 %71, 0
  br i1 %73, label %80, label %74

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %1, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !17
  %77 = getelementptr inbounds i8, ptr %76, i64 1
  store ptr %77, ptr %75, align 8, !tbaa !17
  %78 = load i8, ptr %76, align 1, !tbaa !6
  %79 = zext i8 %78 to i32
  br label %84

80:                                               ; preds = %70
  %81 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6
  %82 = icmp eq i32 %81, -1
  br i1 %82, label %83, label %84

83:                                               ; preds = %80
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

84:                                               ; preds = %80, %74
  %85 = phi i32 [ %79, %74 ], [ %81, %80 ]
  %86 = and i32 %85, 255
  %87 = icmp eq i32 %86, 4
  br i1 %87, label %90, label %88

88:                                               ; preds = %84
  %89 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.7) #6
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef %89) #7
  unreachable

90:                                               ; preds = %84
  %91 = load i64, ptr %1, align 8, !tbaa !14
  %92 = add i64 %91, -1
  store i64 %92, ptr %1, align 8, !tbaa !14
  %93 = icmp eq i64 %91, 0
  br i1 %93, label %100, label %94

94:                                               ; preds = %90
  %95 = getelementptr inbounds i8, ptr %1, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !17
  %97 = getelementptr inbounds i8, ptr %96, i64 1
  store ptr %97, ptr %95, align 8, !tbaa !17
  %98 = load i8, ptr %96, align 1, !tbaa !6
  %99 = zext i8 %98 to i32
  br label %104

100:                                              ; preds = %90
  %101 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6
  %102 = icmp eq i32 %101, -1
  br i1 %102, label %103, label %104

103:                                              ; preds = %100
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

104:                                              ; preds = %100, %94
  %105 = phi i32 [ %99, %94 ], [ %101, %100 ]
  %106 = and i32 %105, 255
  %107 = icmp eq i32 %106, 8
  br i1 %107, label %110, label %108

108:                                              ; preds = %104
  %109 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.8) #6
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef %109) #7
  unreachable

110:                                              ; preds = %104
  %111 = load i64, ptr %1, align 8, !tbaa !14
  %112 = add i64 %111, -1
  store i64 %112, ptr %1, align 8, !tbaa !14
  %113 = icmp eq i64 %111, 0
  br i1 %113, label %120, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %1, i64 8
  %116 = load ptr, ptr %115, align 8, !tbaa !17
  %117 = getelementptr inbounds i8, ptr %116, i64 1
  store ptr %117, ptr %115, align 8, !tbaa !17
  %118 = load i8, ptr %116, align 1, !tbaa !6
  %119 = zext i8 %118 to i32
  br label %124

120:                                              ; preds = %110
  %121 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6
  %122 = icmp eq i32 %121, -1
  br i1 %122, label %123, label %124

123:                                              ; preds = %120
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

124:                                              ; preds = %120, %114
  %125 = phi i32 [ %119, %114 ], [ %121, %120 ]
  %126 = and i32 %125, 255
  %127 = icmp eq i32 %126, 8
  br i1 %127, label %130, label %128

128:                                              ; preds = %124
  %129 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.9) #6
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef %129) #7
  unreachable

130:                                              ; preds = %124
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  %131 = call i64 @luaZ_read(ptr noundef nonnull %1, ptr noundef nonnull %5, i64 noundef 8) #6
  %132 = icmp eq i64 %131, 0
  br i1 %132, label %134, label %133

133:                                              ; preds = %130
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

134:                                              ; preds = %130
  %135 = load i64, ptr %5, align 8, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  %136 = icmp eq i64 %135, 22136
  br i1 %136, label %138, label %137

137:                                              ; preds = %134
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.10) #7
  unreachable

138:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  %139 = call i64 @luaZ_read(ptr noundef nonnull %1, ptr noundef nonnull %4, i64 noundef 8) #6
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %142, label %141

141:                                              ; preds = %138
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

142:                                              ; preds = %138
  %143 = load double, ptr %4, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  %144 = fcmp une double %143, 3.705000e+02
  br i1 %144, label %145, label %146

145:                                              ; preds = %142
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.11) #7
  unreachable

146:                                              ; preds = %142
  %147 = load i64, ptr %1, align 8, !tbaa !14
  %148 = add i64 %147, -1
  store i64 %148, ptr %1, align 8, !tbaa !14
  %149 = icmp eq i64 %147, 0
  br i1 %149, label %156, label %150

150:                                              ; preds = %146
  %151 = getelementptr inbounds i8, ptr %1, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !17
  %153 = getelementptr inbounds i8, ptr %152, i64 1
  store ptr %153, ptr %151, align 8, !tbaa !17
  %154 = load i8, ptr %152, align 1, !tbaa !6
  %155 = zext i8 %154 to i32
  br label %160

156:                                              ; preds = %146
  %157 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6
  %158 = icmp eq i32 %157, -1
  br i1 %158, label %159, label %160

159:                                              ; preds = %156
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7
  unreachable

160:                                              ; preds = %150, %156
  %161 = phi i32 [ %155, %150 ], [ %157, %156 ]
  %162 = and i32 %161, 255
  %163 = call ptr @luaF_newLclosure(ptr noundef %0, i32 noundef %162) #6
  %164 = getelementptr inbounds i8, ptr %0, i64 16
  %165 = load ptr, ptr %164, align 8, !tbaa !6
  store ptr %163, ptr %165, align 8, !tbaa !6
  %166 = getelementptr inbounds i8, ptr %165, i64 8
  store i8 70, ptr %166, align 8, !tbaa !22
  call void @luaD_inctop(ptr noundef %0) #6
  %167 = call ptr @luaF_newproto(ptr noundef %0) #6
  %168 = getelementptr inbounds i8, ptr %163, i64 24
  store ptr %167, ptr %168, align 8, !tbaa !24
  %169 = getelementptr inbounds i8, ptr %163, i64 9
  %170 = load i8, ptr %169, align 1, !tbaa !26
  %171 = and i8 %170, 32
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %180, label %173

173:                                              ; preds = %160
  %174 = getelementptr inbounds i8, ptr %167, i64 9
  %175 = load i8, ptr %174, align 1, !tbaa !27
  %176 = and i8 %175, 24
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %173
  call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %163, ptr noundef nonnull %167) #6
  %179 = load ptr, ptr %168, align 8, !tbaa !24
  br label %180

180:                                              ; preds = %160, %173, %178
  %181 = phi ptr [ %167, %160 ], [ %167, %173 ], [ %179, %178 ]
  call fastcc void @loadFunction(ptr noundef nonnull %8, ptr noundef %181, ptr noundef null)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #6
  ret ptr %163
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare hidden ptr @luaF_newLclosure(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare hidden void @luaD_inctop(ptr noundef) local_unnamed_addr #2

declare hidden ptr @luaF_newproto(ptr noundef) local_unnamed_addr #2

declare hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @loadFunction(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = alloca i64, align 8
  %5 = alloca double, align 8
  %6 = tail call fastcc ptr @loadStringN(ptr noundef %0, ptr noundef %1)
  %7 = icmp eq ptr %6, null
  %8 = select i1 %7, ptr %2, ptr %6
  %9 = getelementptr inbounds i8, ptr %1, i64 112
  store ptr %8, ptr %9, align 8, !tbaa !30
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  br label %11

11:                                               ; preds = %31, %3
  %12 = phi i64 [ 0, %3 ], [ %36, %31 ]
  %13 = load ptr, ptr %10, align 8, !tbaa !13
  %14 = load i64, ptr %13, align 8, !tbaa !14
  %15 = add i64 %14, -1
  store i64 %15, ptr %13, align 8, !tbaa !14
  %16 = icmp eq i64 %14, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %13, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !17
  %20 = getelementptr inbounds i8, ptr %19, i64 1
  store ptr %20, ptr %18, align 8, !tbaa !17
  %21 = load i8, ptr %19, align 1, !tbaa !6
  %22 = zext i8 %21 to i32
  br label %27

23:                                               ; preds = %11
  %24 = tail call i32 @luaZ_fill(ptr noundef nonnull %13) #6
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %26, label %27

26:                                               ; preds = %23
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

27:                                               ; preds = %23, %17
  %28 = phi i32 [ %22, %17 ], [ %24, %23 ]
  %29 = icmp ult i64 %12, 16777215
  br i1 %29, label %31, label %30

30:                                               ; preds = %27
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

31:                                               ; preds = %27
  %32 = trunc i32 %28 to i8
  %33 = shl nuw nsw i64 %12, 7
  %34 = and i8 %32, 127
  %35 = zext nneg i8 %34 to i64
  %36 = or disjoint i64 %33, %35
  %37 = icmp sgt i8 %32, -1
  br i1 %37, label %11, label %38, !llvm.loop !31

38:                                               ; preds = %31
  %39 = trunc nuw i64 %36 to i32
  %40 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 %39, ptr %40, align 4, !tbaa !33
  br label %41

41:                                               ; preds = %61, %38
  %42 = phi i64 [ 0, %38 ], [ %66, %61 ]
  %43 = load ptr, ptr %10, align 8, !tbaa !13
  %44 = load i64, ptr %43, align 8, !tbaa !14
  %45 = add i64 %44, -1
  store i64 %45, ptr %43, align 8, !tbaa !14
  %46 = icmp eq i64 %44, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %43, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !17
  %50 = getelementptr inbounds i8, ptr %49, i64 1
  store ptr %50, ptr %48, align 8, !tbaa !17
  %51 = load i8, ptr %49, align 1, !tbaa !6
  %52 = zext i8 %51 to i32
  br label %57

53:                                               ; preds = %41
  %54 = tail call i32 @luaZ_fill(ptr noundef nonnull %43) #6
  %55 = icmp eq i32 %54, -1
  br i1 %55, label %56, label %57

56:                                               ; preds = %53
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

57:                                               ; preds = %53, %47
  %58 = phi i32 [ %52, %47 ], [ %54, %53 ]
  %59 = icmp ult i64 %42, 16777215
  br i1 %59, label %61, label %60

60:                                               ; preds = %57
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

61:                                               ; preds = %57
  %62 = trunc i32 %58 to i8
  %63 = shl nuw nsw i64 %42, 7
  %64 = and i8 %62, 127
  %65 = zext nneg i8 %64 to i64
  %66 = or disjoint i64 %63, %65
  %67 = icmp sgt i8 %62, -1
  br i1 %67, label %41, label %68, !llvm.loop !31

68:                                               ; preds = %61
  %69 = trunc nuw i64 %66 to i32
  %70 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 %69, ptr %70, align 8, !tbaa !34
  %71 = load ptr, ptr %10, align 8, !tbaa !13
  %72 = load i64, ptr %71, align 8, !tbaa !14
  %73 = add i64 %72, -1
  store i64 %73, ptr %71, align 8, !tbaa !14
  %74 = icmp eq i64 %72, 0
  br i1 %74, label %81, label %75

75:                                               ; preds = %68
  %76 = getelementptr inbounds i8, ptr %71, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !17
  %78 = getelementptr inbounds i8, ptr %77, i64 1
  store ptr %78, ptr %76, align 8, !tbaa !17
  %79 = load i8, ptr %77, align 1, !tbaa !6
  %80 = zext i8 %79 to i32
  br label %88

81:                                               ; preds = %68
  %82 = tail call i32 @luaZ_fill(ptr noundef nonnull %71) #6
  %83 = icmp eq i32 %82, -1
  br i1 %83, label %87, label %84

84:                                               ; preds = %81
  %85 = load ptr, ptr %10, align 8, !tbaa !13
  %86 = load i64, ptr %85, align 8, !tbaa !14
  br label %88

87:                                               ; preds = %81
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

88:                                               ; preds = %84, %75
  %89 = phi i64 [ %73, %75 ], [ %86, %84 ]
  %90 = phi ptr [ %71, %75 ], [ %85, %84 ]
  %91 = phi i32 [ %80, %75 ], [ %82, %84 ]
  %92 = trunc i32 %91 to i8
  %93 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 %92, ptr %93, align 2, !tbaa !35
  %94 = add i64 %89, -1
  store i64 %94, ptr %90, align 8, !tbaa !14
  %95 = icmp eq i64 %89, 0
  br i1 %95, label %102, label %96

96:                                               ; preds = %88
  %97 = getelementptr inbounds i8, ptr %90, i64 8
  %98 = load ptr, ptr %97, align 8, !tbaa !17
  %99 = getelementptr inbounds i8, ptr %98, i64 1
  store ptr %99, ptr %97, align 8, !tbaa !17
  %100 = load i8, ptr %98, align 1, !tbaa !6
  %101 = zext i8 %100 to i32
  br label %109

102:                                              ; preds = %88
  %103 = tail call i32 @luaZ_fill(ptr noundef nonnull %90) #6
  %104 = icmp eq i32 %103, -1
  br i1 %104, label %108, label %105

105:                                              ; preds = %102
  %106 = load ptr, ptr %10, align 8, !tbaa !13
  %107 = load i64, ptr %106, align 8, !tbaa !14
  br label %109

108:                                              ; preds = %102
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

109:                                              ; preds = %105, %96
  %110 = phi i64 [ %94, %96 ], [ %107, %105 ]
  %111 = phi ptr [ %90, %96 ], [ %106, %105 ]
  %112 = phi i32 [ %101, %96 ], [ %103, %105 ]
  %113 = trunc i32 %112 to i8
  %114 = getelementptr inbounds i8, ptr %1, i64 11
  store i8 %113, ptr %114, align 1, !tbaa !36
  %115 = add i64 %110, -1
  store i64 %115, ptr %111, align 8, !tbaa !14
  %116 = icmp eq i64 %110, 0
  br i1 %116, label %123, label %117

117:                                              ; preds = %109
  %118 = getelementptr inbounds i8, ptr %111, i64 8
  %119 = load ptr, ptr %118, align 8, !tbaa !17
  %120 = getelementptr inbounds i8, ptr %119, i64 1
  store ptr %120, ptr %118, align 8, !tbaa !17
  %121 = load i8, ptr %119, align 1, !tbaa !6
  %122 = zext i8 %121 to i32
  br label %127

123:                                              ; preds = %109
  %124 = tail call i32 @luaZ_fill(ptr noundef nonnull %111) #6
  %125 = icmp eq i32 %124, -1
  br i1 %125, label %126, label %127

126:                                              ; preds = %123
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

127:                                              ; preds = %117, %123
  %128 = phi i32 [ %122, %117 ], [ %124, %123 ]
  %129 = trunc i32 %128 to i8
  %130 = getelementptr inbounds i8, ptr %1, i64 12
  store i8 %129, ptr %130, align 4, !tbaa !37
  br label %131

131:                                              ; preds = %151, %127
  %132 = phi i64 [ 0, %127 ], [ %156, %151 ]
  %133 = load ptr, ptr %10, align 8, !tbaa !13
  %134 = load i64, ptr %133, align 8, !tbaa !14
  %135 = add i64 %134, -1
  store i64 %135, ptr %133, align 8, !tbaa !14
  %136 = icmp eq i64 %134, 0
  br i1 %136, label %143, label %137

137:                                              ; preds = %131
  %138 = getelementptr inbounds i8, ptr %133, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !17
  %140 = getelementptr inbounds i8, ptr %139, i64 1
  store ptr %140, ptr %138, align 8, !tbaa !17
  %141 = load i8, ptr %139, align 1, !tbaa !6
  %142 = zext i8 %141 to i32
  br label %147

143:                                              ; preds = %131
  %144 = tail call i32 @luaZ_fill(ptr noundef nonnull %133) #6
  %145 = icmp eq i32 %144, -1
  br i1 %145, label %146, label %147

146:                                              ; preds = %143
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

147:                                              ; preds = %143, %137
  %148 = phi i32 [ %142, %137 ], [ %144, %143 ]
  %149 = icmp ult i64 %132, 16777215
  br i1 %149, label %151, label %150

150:                                              ; preds = %147
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

151:                                              ; preds = %147
  %152 = trunc i32 %148 to i8
  %153 = shl nuw nsw i64 %132, 7
  %154 = and i8 %152, 127
  %155 = zext nneg i8 %154 to i64
  %156 = or disjoint i64 %153, %155
  %157 = icmp sgt i8 %152, -1
  br i1 %157, label %131, label %158, !llvm.loop !31

158:                                              ; preds = %151
  %159 = trunc nuw i64 %156 to i32
  %160 = load ptr, ptr %0, align 8, !tbaa !12
  %161 = shl nuw nsw i64 %156, 2
  %162 = tail call ptr @luaM_malloc_(ptr noundef %160, i64 noundef %161, i32 noundef 0) #6
  %163 = getelementptr inbounds i8, ptr %1, i64 64
  store ptr %162, ptr %163, align 8, !tbaa !38
  %164 = getelementptr inbounds i8, ptr %1, i64 24
  store i32 %159, ptr %164, align 8, !tbaa !39
  %165 = load ptr, ptr %10, align 8, !tbaa !13
  %166 = tail call i64 @luaZ_read(ptr noundef %165, ptr noundef %162, i64 noundef %161) #6
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %169, label %168

168:                                              ; preds = %158
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

169:                                              ; preds = %158, %189
  %170 = phi i64 [ %194, %189 ], [ 0, %158 ]
  %171 = load ptr, ptr %10, align 8, !tbaa !13
  %172 = load i64, ptr %171, align 8, !tbaa !14
  %173 = add i64 %172, -1
  store i64 %173, ptr %171, align 8, !tbaa !14
  %174 = icmp eq i64 %172, 0
  br i1 %174, label %181, label %175

175:                                              ; preds = %169
  %176 = getelementptr inbounds i8, ptr %171, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !17
  %178 = getelementptr inbounds i8, ptr %177, i64 1
  store ptr %178, ptr %176, align 8, !tbaa !17
  %179 = load i8, ptr %177, align 1, !tbaa !6
  %180 = zext i8 %179 to i32
  br label %185

181:                                              ; preds = %169
  %182 = tail call i32 @luaZ_fill(ptr noundef nonnull %171) #6
  %183 = icmp eq i32 %182, -1
  br i1 %183, label %184, label %185

184:                                              ; preds = %181
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

185:                                              ; preds = %181, %175
  %186 = phi i32 [ %180, %175 ], [ %182, %181 ]
  %187 = icmp ult i64 %170, 16777215
  br i1 %187, label %189, label %188

188:                                              ; preds = %185
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

189:                                              ; preds = %185
  %190 = trunc i32 %186 to i8
  %191 = shl nuw nsw i64 %170, 7
  %192 = and i8 %190, 127
  %193 = zext nneg i8 %192 to i64
  %194 = or disjoint i64 %191, %193
  %195 = icmp sgt i8 %190, -1
  br i1 %195, label %169, label %196, !llvm.loop !31

196:                                              ; preds = %189
  %197 = trunc nuw i64 %194 to i32
  %198 = load ptr, ptr %0, align 8, !tbaa !12
  %199 = shl nuw nsw i64 %194, 4
  %200 = tail call ptr @luaM_malloc_(ptr noundef %198, i64 noundef %199, i32 noundef 0) #6
  %201 = getelementptr inbounds i8, ptr %1, i64 56
  store ptr %200, ptr %201, align 8, !tbaa !40
  %202 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 %197, ptr %202, align 4, !tbaa !41
  switch i64 %194, label %203 [
    i64 0, label %272
    i64 1, label %215
  ]

203:                                              ; preds = %196
  %204 = and i64 %193, 1
  %205 = sub nsw i64 %194, %204
  br label %206

206:                                              ; preds = %206, %203
  %207 = phi i64 [ 0, %203 ], [ %211, %206 ]
  %208 = or disjoint i64 %207, 1
  %209 = getelementptr inbounds %struct.TValue, ptr %200, i64 %207, i32 1
  %210 = getelementptr inbounds %struct.TValue, ptr %200, i64 %208, i32 1
  store i8 0, ptr %209, align 8, !tbaa !22
  store i8 0, ptr %210, align 8, !tbaa !22
  %211 = add nuw i64 %207, 2
  %212 = icmp eq i64 %211, %205
  br i1 %212, label %213, label %206, !llvm.loop !42

213:                                              ; preds = %206
  %214 = icmp eq i64 %204, 0
  br i1 %214, label %222, label %215

215:                                              ; preds = %196, %213
  %216 = phi i64 [ 0, %196 ], [ %205, %213 ]
  br label %217

217:                                              ; preds = %215, %217
  %218 = phi i64 [ %220, %217 ], [ %216, %215 ]
  %219 = getelementptr inbounds %struct.TValue, ptr %200, i64 %218, i32 1
  store i8 0, ptr %219, align 8, !tbaa !22
  %220 = add nuw nsw i64 %218, 1
  %221 = icmp eq i64 %220, %194
  br i1 %221, label %222, label %217, !llvm.loop !45

222:                                              ; preds = %217, %213
  br label %223

223:                                              ; preds = %222, %269
  %224 = phi i64 [ %270, %269 ], [ 0, %222 ]
  %225 = load ptr, ptr %201, align 8, !tbaa !40
  %226 = getelementptr inbounds %struct.TValue, ptr %225, i64 %224
  %227 = load ptr, ptr %10, align 8, !tbaa !13
  %228 = load i64, ptr %227, align 8, !tbaa !14
  %229 = add i64 %228, -1
  store i64 %229, ptr %227, align 8, !tbaa !14
  %230 = icmp eq i64 %228, 0
  br i1 %230, label %237, label %231

231:                                              ; preds = %223
  %232 = getelementptr inbounds i8, ptr %227, i64 8
  %233 = load ptr, ptr %232, align 8, !tbaa !17
  %234 = getelementptr inbounds i8, ptr %233, i64 1
  store ptr %234, ptr %232, align 8, !tbaa !17
  %235 = load i8, ptr %233, align 1, !tbaa !6
  %236 = zext i8 %235 to i32
  br label %241

237:                                              ; preds = %223
  %238 = call i32 @luaZ_fill(ptr noundef nonnull %227) #6
  %239 = icmp eq i32 %238, -1
  br i1 %239, label %240, label %241

240:                                              ; preds = %237
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

241:                                              ; preds = %237, %231
  %242 = phi i32 [ %236, %231 ], [ %238, %237 ]
  %243 = trunc i32 %242 to i8
  switch i8 %243, label %269 [
    i8 0, label %266
    i8 1, label %266
    i8 17, label %266
    i8 19, label %244
    i8 3, label %251
    i8 4, label %258
    i8 20, label %258
  ]

244:                                              ; preds = %241
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  %245 = load ptr, ptr %10, align 8, !tbaa !13
  %246 = call i64 @luaZ_read(ptr noundef %245, ptr noundef nonnull %5, i64 noundef 8) #6
  %247 = icmp eq i64 %246, 0
  br i1 %247, label %249, label %248

248:                                              ; preds = %244
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

249:                                              ; preds = %244
  %250 = load double, ptr %5, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  store double %250, ptr %226, align 8, !tbaa !6
  br label %266

251:                                              ; preds = %241
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  %252 = load ptr, ptr %10, align 8, !tbaa !13
  %253 = call i64 @luaZ_read(ptr noundef %252, ptr noundef nonnull %4, i64 noundef 8) #6
  %254 = icmp eq i64 %253, 0
  br i1 %254, label %256, label %255

255:                                              ; preds = %251
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

256:                                              ; preds = %251
  %257 = load i64, ptr %4, align 8, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  store i64 %257, ptr %226, align 8, !tbaa !6
  br label %266

258:                                              ; preds = %241, %241
  %259 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef nonnull %1)
  %260 = icmp eq ptr %259, null
  br i1 %260, label %261, label %262

261:                                              ; preds = %258
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.16) #7
  unreachable

262:                                              ; preds = %258
  store ptr %259, ptr %226, align 8, !tbaa !6
  %263 = getelementptr inbounds i8, ptr %259, i64 8
  %264 = load i8, ptr %263, align 8, !tbaa !46
  %265 = or i8 %264, 64
  br label %266

266:                                              ; preds = %241, %241, %262, %256, %249, %241
  %267 = phi i8 [ %265, %262 ], [ 3, %256 ], [ 19, %249 ], [ %243, %241 ], [ %243, %241 ], [ %243, %241 ]
  %268 = getelementptr inbounds i8, ptr %226, i64 8
  store i8 %267, ptr %268, align 8, !tbaa !22
  br label %269

269:                                              ; preds = %266, %241
  %270 = add nuw nsw i64 %224, 1
  %271 = icmp eq i64 %270, %194
  br i1 %271, label %272, label %223, !llvm.loop !48

272:                                              ; preds = %269, %196
  %273 = phi i64 [ %194, %196 ], [ 0, %269 ]
  br label %274

274:                                              ; preds = %272, %294
  %275 = phi i64 [ %299, %294 ], [ %273, %272 ]
  %276 = load ptr, ptr %10, align 8, !tbaa !13
  %277 = load i64, ptr %276, align 8, !tbaa !14
  %278 = add i64 %277, -1
  store i64 %278, ptr %276, align 8, !tbaa !14
  %279 = icmp eq i64 %277, 0
  br i1 %279, label %286, label %280

280:                                              ; preds = %274
  %281 = getelementptr inbounds i8, ptr %276, i64 8
  %282 = load ptr, ptr %281, align 8, !tbaa !17
  %283 = getelementptr inbounds i8, ptr %282, i64 1
  store ptr %283, ptr %281, align 8, !tbaa !17
  %284 = load i8, ptr %282, align 1, !tbaa !6
  %285 = zext i8 %284 to i32
  br label %290

286:                                              ; preds = %274
  %287 = call i32 @luaZ_fill(ptr noundef nonnull %276) #6
  %288 = icmp eq i32 %287, -1
  br i1 %288, label %289, label %290

289:                                              ; preds = %286
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

290:                                              ; preds = %286, %280
  %291 = phi i32 [ %285, %280 ], [ %287, %286 ]
  %292 = icmp ult i64 %275, 16777215
  br i1 %292, label %294, label %293

293:                                              ; preds = %290
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

294:                                              ; preds = %290
  %295 = trunc i32 %291 to i8
  %296 = shl nuw nsw i64 %275, 7
  %297 = and i8 %295, 127
  %298 = zext nneg i8 %297 to i64
  %299 = or disjoint i64 %296, %298
  %300 = icmp sgt i8 %295, -1
  br i1 %300, label %274, label %301, !llvm.loop !31

301:                                              ; preds = %294
  %302 = trunc nuw i64 %299 to i32
  %303 = load ptr, ptr %0, align 8, !tbaa !12
  %304 = shl nuw nsw i64 %299, 4
  %305 = call ptr @luaM_malloc_(ptr noundef %303, i64 noundef %304, i32 noundef 0) #6
  %306 = getelementptr inbounds i8, ptr %1, i64 80
  store ptr %305, ptr %306, align 8, !tbaa !49
  %307 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 %302, ptr %307, align 8, !tbaa !50
  switch i64 %299, label %308 [
    i64 0, label %400
    i64 1, label %320
  ]

308:                                              ; preds = %301
  %309 = and i64 %298, 1
  %310 = sub nsw i64 %299, %309
  br label %311

311:                                              ; preds = %311, %308
  %312 = phi i64 [ 0, %308 ], [ %316, %311 ]
  %313 = or disjoint i64 %312, 1
  %314 = getelementptr inbounds %struct.Upvaldesc, ptr %305, i64 %312
  %315 = getelementptr inbounds %struct.Upvaldesc, ptr %305, i64 %313
  store ptr null, ptr %314, align 8, !tbaa !51
  store ptr null, ptr %315, align 8, !tbaa !51
  %316 = add nuw i64 %312, 2
  %317 = icmp eq i64 %316, %310
  br i1 %317, label %318, label %311, !llvm.loop !53

318:                                              ; preds = %311
  %319 = icmp eq i64 %309, 0
  br i1 %319, label %327, label %320

320:                                              ; preds = %301, %318
  %321 = phi i64 [ 0, %301 ], [ %310, %318 ]
  br label %322

322:                                              ; preds = %320, %322
  %323 = phi i64 [ %325, %322 ], [ %321, %320 ]
  %324 = getelementptr inbounds %struct.Upvaldesc, ptr %305, i64 %323
  store ptr null, ptr %324, align 8, !tbaa !51
  %325 = add nuw nsw i64 %323, 1
  %326 = icmp eq i64 %325, %299
  br i1 %326, label %327, label %322, !llvm.loop !54

327:                                              ; preds = %322, %318
  br label %328

328:                                              ; preds = %327, %393
  %329 = phi ptr [ %394, %393 ], [ %305, %327 ]
  %330 = phi i64 [ %398, %393 ], [ 0, %327 ]
  %331 = load ptr, ptr %10, align 8, !tbaa !13
  %332 = load i64, ptr %331, align 8, !tbaa !14
  %333 = add i64 %332, -1
  store i64 %333, ptr %331, align 8, !tbaa !14
  %334 = icmp eq i64 %332, 0
  br i1 %334, label %341, label %335

335:                                              ; preds = %328
  %336 = getelementptr inbounds i8, ptr %331, i64 8
  %337 = load ptr, ptr %336, align 8, !tbaa !17
  %338 = getelementptr inbounds i8, ptr %337, i64 1
  store ptr %338, ptr %336, align 8, !tbaa !17
  %339 = load i8, ptr %337, align 1, !tbaa !6
  %340 = zext i8 %339 to i32
  br label %349

341:                                              ; preds = %328
  %342 = call i32 @luaZ_fill(ptr noundef nonnull %331) #6
  %343 = icmp eq i32 %342, -1
  br i1 %343, label %348, label %344

344:                                              ; preds = %341
  %345 = load ptr, ptr %306, align 8, !tbaa !49
  %346 = load ptr, ptr %10, align 8, !tbaa !13
  %347 = load i64, ptr %346, align 8, !tbaa !14
  br label %349

348:                                              ; preds = %341
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

349:                                              ; preds = %344, %335
  %350 = phi ptr [ %329, %335 ], [ %345, %344 ]
  %351 = phi i64 [ %333, %335 ], [ %347, %344 ]
  %352 = phi ptr [ %331, %335 ], [ %346, %344 ]
  %353 = phi i32 [ %340, %335 ], [ %342, %344 ]
  %354 = trunc i32 %353 to i8
  %355 = getelementptr inbounds %struct.Upvaldesc, ptr %350, i64 %330, i32 1
  store i8 %354, ptr %355, align 8, !tbaa !55
  %356 = add i64 %351, -1
  store i64 %356, ptr %352, align 8, !tbaa !14
  %357 = icmp eq i64 %351, 0
  br i1 %357, label %364, label %358

358:                                              ; preds = %349
  %359 = getelementptr inbounds i8, ptr %352, i64 8
  %360 = load ptr, ptr %359, align 8, !tbaa !17
  %361 = getelementptr inbounds i8, ptr %360, i64 1
  store ptr %361, ptr %359, align 8, !tbaa !17
  %362 = load i8, ptr %360, align 1, !tbaa !6
  %363 = zext i8 %362 to i32
  br label %372

364:                                              ; preds = %349
  %365 = call i32 @luaZ_fill(ptr noundef nonnull %352) #6
  %366 = icmp eq i32 %365, -1
  br i1 %366, label %371, label %367

367:                                              ; preds = %364
  %368 = load ptr, ptr %306, align 8, !tbaa !49
  %369 = load ptr, ptr %10, align 8, !tbaa !13
  %370 = load i64, ptr %369, align 8, !tbaa !14
  br label %372

371:                                              ; preds = %364
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

372:                                              ; preds = %367, %358
  %373 = phi ptr [ %350, %358 ], [ %368, %367 ]
  %374 = phi i64 [ %356, %358 ], [ %370, %367 ]
  %375 = phi ptr [ %352, %358 ], [ %369, %367 ]
  %376 = phi i32 [ %363, %358 ], [ %365, %367 ]
  %377 = trunc i32 %376 to i8
  %378 = getelementptr inbounds %struct.Upvaldesc, ptr %373, i64 %330, i32 2
  store i8 %377, ptr %378, align 1, !tbaa !56
  %379 = add i64 %374, -1
  store i64 %379, ptr %375, align 8, !tbaa !14
  %380 = icmp eq i64 %374, 0
  br i1 %380, label %387, label %381

381:                                              ; preds = %372
  %382 = getelementptr inbounds i8, ptr %375, i64 8
  %383 = load ptr, ptr %382, align 8, !tbaa !17
  %384 = getelementptr inbounds i8, ptr %383, i64 1
  store ptr %384, ptr %382, align 8, !tbaa !17
  %385 = load i8, ptr %383, align 1, !tbaa !6
  %386 = zext i8 %385 to i32
  br label %393

387:                                              ; preds = %372
  %388 = call i32 @luaZ_fill(ptr noundef nonnull %375) #6
  %389 = icmp eq i32 %388, -1
  br i1 %389, label %392, label %390

390:                                              ; preds = %387
  %391 = load ptr, ptr %306, align 8, !tbaa !49
  br label %393

392:                                              ; preds = %387
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

393:                                              ; preds = %390, %381
  %394 = phi ptr [ %373, %381 ], [ %391, %390 ]
  %395 = phi i32 [ %386, %381 ], [ %388, %390 ]
  %396 = trunc i32 %395 to i8
  %397 = getelementptr inbounds %struct.Upvaldesc, ptr %394, i64 %330, i32 3
  store i8 %396, ptr %397, align 2, !tbaa !57
  %398 = add nuw nsw i64 %330, 1
  %399 = icmp eq i64 %398, %299
  br i1 %399, label %400, label %328, !llvm.loop !58

400:                                              ; preds = %393, %301
  %401 = phi i64 [ %299, %301 ], [ 0, %393 ]
  br label %402

402:                                              ; preds = %400, %422
  %403 = phi i64 [ %427, %422 ], [ %401, %400 ]
  %404 = load ptr, ptr %10, align 8, !tbaa !13
  %405 = load i64, ptr %404, align 8, !tbaa !14
  %406 = add i64 %405, -1
  store i64 %406, ptr %404, align 8, !tbaa !14
  %407 = icmp eq i64 %405, 0
  br i1 %407, label %414, label %408

408:                                              ; preds = %402
  %409 = getelementptr inbounds i8, ptr %404, i64 8
  %410 = load ptr, ptr %409, align 8, !tbaa !17
  %411 = getelementptr inbounds i8, ptr %410, i64 1
  store ptr %411, ptr %409, align 8, !tbaa !17
  %412 = load i8, ptr %410, align 1, !tbaa !6
  %413 = zext i8 %412 to i32
  br label %418

414:                                              ; preds = %402
  %415 = call i32 @luaZ_fill(ptr noundef nonnull %404) #6
  %416 = icmp eq i32 %415, -1
  br i1 %416, label %417, label %418

417:                                              ; preds = %414
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

418:                                              ; preds = %414, %408
  %419 = phi i32 [ %413, %408 ], [ %415, %414 ]
  %420 = icmp ult i64 %403, 16777215
  br i1 %420, label %422, label %421

421:                                              ; preds = %418
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

422:                                              ; preds = %418
  %423 = trunc i32 %419 to i8
  %424 = shl nuw nsw i64 %403, 7
  %425 = and i8 %423, 127
  %426 = zext nneg i8 %425 to i64
  %427 = or disjoint i64 %424, %426
  %428 = icmp sgt i8 %423, -1
  br i1 %428, label %402, label %429, !llvm.loop !31

429:                                              ; preds = %422
  %430 = trunc nuw i64 %427 to i32
  %431 = load ptr, ptr %0, align 8, !tbaa !12
  %432 = shl nuw nsw i64 %427, 3
  %433 = call ptr @luaM_malloc_(ptr noundef %431, i64 noundef %432, i32 noundef 0) #6
  %434 = getelementptr inbounds i8, ptr %1, i64 72
  store ptr %433, ptr %434, align 8, !tbaa !59
  %435 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 %430, ptr %435, align 8, !tbaa !60
  %436 = icmp eq i64 %427, 0
  br i1 %436, label %472, label %439

437:                                              ; preds = %439
  %438 = getelementptr inbounds i8, ptr %1, i64 9
  br label %445

439:                                              ; preds = %429, %439
  %440 = phi i64 [ %443, %439 ], [ 0, %429 ]
  %441 = load ptr, ptr %434, align 8, !tbaa !59
  %442 = getelementptr inbounds ptr, ptr %441, i64 %440
  store ptr null, ptr %442, align 8, !tbaa !61
  %443 = add nuw nsw i64 %440, 1
  %444 = icmp eq i64 %443, %427
  br i1 %444, label %437, label %439, !llvm.loop !62

445:                                              ; preds = %437, %465
  %446 = phi i64 [ 0, %437 ], [ %470, %465 ]
  %447 = load ptr, ptr %0, align 8, !tbaa !12
  %448 = call ptr @luaF_newproto(ptr noundef %447) #6
  %449 = load ptr, ptr %434, align 8, !tbaa !59
  %450 = getelementptr inbounds ptr, ptr %449, i64 %446
  store ptr %448, ptr %450, align 8, !tbaa !61
  %451 = load i8, ptr %438, align 1, !tbaa !27
  %452 = and i8 %451, 32
  %453 = icmp eq i8 %452, 0
  %454 = load ptr, ptr %434, align 8, !tbaa !59
  br i1 %453, label %465, label %455

455:                                              ; preds = %445
  %456 = getelementptr inbounds ptr, ptr %454, i64 %446
  %457 = load ptr, ptr %456, align 8, !tbaa !61
  %458 = getelementptr inbounds i8, ptr %457, i64 9
  %459 = load i8, ptr %458, align 1, !tbaa !27
  %460 = and i8 %459, 24
  %461 = icmp eq i8 %460, 0
  br i1 %461, label %465, label %462

462:                                              ; preds = %455
  %463 = load ptr, ptr %0, align 8, !tbaa !12
  call void @luaC_barrier_(ptr noundef %463, ptr noundef nonnull %1, ptr noundef nonnull %457) #6
  %464 = load ptr, ptr %434, align 8, !tbaa !59
  br label %465

465:                                              ; preds = %462, %455, %445
  %466 = phi ptr [ %464, %462 ], [ %454, %455 ], [ %454, %445 ]
  %467 = getelementptr inbounds ptr, ptr %466, i64 %446
  %468 = load ptr, ptr %467, align 8, !tbaa !61
  %469 = load ptr, ptr %9, align 8, !tbaa !30
  call fastcc void @loadFunction(ptr noundef nonnull %0, ptr noundef %468, ptr noundef %469)
  %470 = add nuw nsw i64 %446, 1
  %471 = icmp eq i64 %470, %427
  br i1 %471, label %472, label %445, !llvm.loop !63

472:                                              ; preds = %465, %429
  br label %473

473:                                              ; preds = %472, %493
  %474 = phi i64 [ %498, %493 ], [ 0, %472 ]
  %475 = load ptr, ptr %10, align 8, !tbaa !13
  %476 = load i64, ptr %475, align 8, !tbaa !14
  %477 = add i64 %476, -1
  store i64 %477, ptr %475, align 8, !tbaa !14
  %478 = icmp eq i64 %476, 0
  br i1 %478, label %485, label %479

479:                                              ; preds = %473
  %480 = getelementptr inbounds i8, ptr %475, i64 8
  %481 = load ptr, ptr %480, align 8, !tbaa !17
  %482 = getelementptr inbounds i8, ptr %481, i64 1
  store ptr %482, ptr %480, align 8, !tbaa !17
  %483 = load i8, ptr %481, align 1, !tbaa !6
  %484 = zext i8 %483 to i32
  br label %489

485:                                              ; preds = %473
  %486 = call i32 @luaZ_fill(ptr noundef nonnull %475) #6
  %487 = icmp eq i32 %486, -1
  br i1 %487, label %488, label %489

488:                                              ; preds = %485
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

489:                                              ; preds = %485, %479
  %490 = phi i32 [ %484, %479 ], [ %486, %485 ]
  %491 = icmp ult i64 %474, 16777215
  br i1 %491, label %493, label %492

492:                                              ; preds = %489
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

493:                                              ; preds = %489
  %494 = trunc i32 %490 to i8
  %495 = shl nuw nsw i64 %474, 7
  %496 = and i8 %494, 127
  %497 = zext nneg i8 %496 to i64
  %498 = or disjoint i64 %495, %497
  %499 = icmp sgt i8 %494, -1
  br i1 %499, label %473, label %500, !llvm.loop !31

500:                                              ; preds = %493
  %501 = trunc nuw i64 %498 to i32
  %502 = load ptr, ptr %0, align 8, !tbaa !12
  %503 = call ptr @luaM_malloc_(ptr noundef %502, i64 noundef %498, i32 noundef 0) #6
  %504 = getelementptr inbounds i8, ptr %1, i64 88
  store ptr %503, ptr %504, align 8, !tbaa !64
  %505 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 %501, ptr %505, align 4, !tbaa !65
  %506 = load ptr, ptr %10, align 8, !tbaa !13
  %507 = call i64 @luaZ_read(ptr noundef %506, ptr noundef %503, i64 noundef %498) #6
  %508 = icmp eq i64 %507, 0
  br i1 %508, label %510, label %509

509:                                              ; preds = %500
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

510:                                              ; preds = %500, %530
  %511 = phi i64 [ %535, %530 ], [ 0, %500 ]
  %512 = load ptr, ptr %10, align 8, !tbaa !13
  %513 = load i64, ptr %512, align 8, !tbaa !14
  %514 = add i64 %513, -1
  store i64 %514, ptr %512, align 8, !tbaa !14
  %515 = icmp eq i64 %513, 0
  br i1 %515, label %522, label %516

516:                                              ; preds = %510
  %517 = getelementptr inbounds i8, ptr %512, i64 8
  %518 = load ptr, ptr %517, align 8, !tbaa !17
  %519 = getelementptr inbounds i8, ptr %518, i64 1
  store ptr %519, ptr %517, align 8, !tbaa !17
  %520 = load i8, ptr %518, align 1, !tbaa !6
  %521 = zext i8 %520 to i32
  br label %526

522:                                              ; preds = %510
  %523 = call i32 @luaZ_fill(ptr noundef nonnull %512) #6
  %524 = icmp eq i32 %523, -1
  br i1 %524, label %525, label %526

525:                                              ; preds = %522
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

526:                                              ; preds = %522, %516
  %527 = phi i32 [ %521, %516 ], [ %523, %522 ]
  %528 = icmp ult i64 %511, 16777215
  br i1 %528, label %530, label %529

529:                                              ; preds = %526
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

530:                                              ; preds = %526
  %531 = trunc i32 %527 to i8
  %532 = shl nuw nsw i64 %511, 7
  %533 = and i8 %531, 127
  %534 = zext nneg i8 %533 to i64
  %535 = or disjoint i64 %532, %534
  %536 = icmp sgt i8 %531, -1
  br i1 %536, label %510, label %537, !llvm.loop !31

537:                                              ; preds = %530
  %538 = trunc nuw i64 %535 to i32
  %539 = load ptr, ptr %0, align 8, !tbaa !12
  %540 = shl nuw nsw i64 %535, 3
  %541 = call ptr @luaM_malloc_(ptr noundef %539, i64 noundef %540, i32 noundef 0) #6
  %542 = getelementptr inbounds i8, ptr %1, i64 96
  store ptr %541, ptr %542, align 8, !tbaa !66
  %543 = getelementptr inbounds i8, ptr %1, i64 40
  store i32 %538, ptr %543, align 8, !tbaa !67
  %544 = icmp eq i64 %535, 0
  br i1 %544, label %611, label %545

545:                                              ; preds = %537, %605
  %546 = phi i64 [ %609, %605 ], [ 0, %537 ]
  br label %547

547:                                              ; preds = %567, %545
  %548 = phi i64 [ %572, %567 ], [ 0, %545 ]
  %549 = load ptr, ptr %10, align 8, !tbaa !13
  %550 = load i64, ptr %549, align 8, !tbaa !14
  %551 = add i64 %550, -1
  store i64 %551, ptr %549, align 8, !tbaa !14
  %552 = icmp eq i64 %550, 0
  br i1 %552, label %559, label %553

553:                                              ; preds = %547
  %554 = getelementptr inbounds i8, ptr %549, i64 8
  %555 = load ptr, ptr %554, align 8, !tbaa !17
  %556 = getelementptr inbounds i8, ptr %555, i64 1
  store ptr %556, ptr %554, align 8, !tbaa !17
  %557 = load i8, ptr %555, align 1, !tbaa !6
  %558 = zext i8 %557 to i32
  br label %563

559:                                              ; preds = %547
  %560 = call i32 @luaZ_fill(ptr noundef nonnull %549) #6
  %561 = icmp eq i32 %560, -1
  br i1 %561, label %562, label %563

562:                                              ; preds = %559
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

563:                                              ; preds = %559, %553
  %564 = phi i32 [ %558, %553 ], [ %560, %559 ]
  %565 = icmp ult i64 %548, 16777215
  br i1 %565, label %567, label %566

566:                                              ; preds = %563
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

567:                                              ; preds = %563
  %568 = trunc i32 %564 to i8
  %569 = shl nuw nsw i64 %548, 7
  %570 = and i8 %568, 127
  %571 = zext nneg i8 %570 to i64
  %572 = or disjoint i64 %569, %571
  %573 = icmp sgt i8 %568, -1
  br i1 %573, label %547, label %574, !llvm.loop !31

574:                                              ; preds = %567
  %575 = trunc nuw i64 %572 to i32
  %576 = load ptr, ptr %542, align 8, !tbaa !66
  %577 = getelementptr inbounds %struct.AbsLineInfo, ptr %576, i64 %546
  store i32 %575, ptr %577, align 4, !tbaa !68
  br label %578

578:                                              ; preds = %598, %574
  %579 = phi i64 [ 0, %574 ], [ %603, %598 ]
  %580 = load ptr, ptr %10, align 8, !tbaa !13
  %581 = load i64, ptr %580, align 8, !tbaa !14
  %582 = add i64 %581, -1
  store i64 %582, ptr %580, align 8, !tbaa !14
  %583 = icmp eq i64 %581, 0
  br i1 %583, label %590, label %584

584:                                              ; preds = %578
  %585 = getelementptr inbounds i8, ptr %580, i64 8
  %586 = load ptr, ptr %585, align 8, !tbaa !17
  %587 = getelementptr inbounds i8, ptr %586, i64 1
  store ptr %587, ptr %585, align 8, !tbaa !17
  %588 = load i8, ptr %586, align 1, !tbaa !6
  %589 = zext i8 %588 to i32
  br label %594

590:                                              ; preds = %578
  %591 = call i32 @luaZ_fill(ptr noundef nonnull %580) #6
  %592 = icmp eq i32 %591, -1
  br i1 %592, label %593, label %594

593:                                              ; preds = %590
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

594:                                              ; preds = %590, %584
  %595 = phi i32 [ %589, %584 ], [ %591, %590 ]
  %596 = icmp ult i64 %579, 16777215
  br i1 %596, label %598, label %597

597:                                              ; preds = %594
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

598:                                              ; preds = %594
  %599 = trunc i32 %595 to i8
  %600 = shl nuw nsw i64 %579, 7
  %601 = and i8 %599, 127
  %602 = zext nneg i8 %601 to i64
  %603 = or disjoint i64 %600, %602
  %604 = icmp sgt i8 %599, -1
  br i1 %604, label %578, label %605, !llvm.loop !31

605:                                              ; preds = %598
  %606 = trunc nuw i64 %603 to i32
  %607 = load ptr, ptr %542, align 8, !tbaa !66
  %608 = getelementptr inbounds %struct.AbsLineInfo, ptr %607, i64 %546, i32 1
  store i32 %606, ptr %608, align 4, !tbaa !70
  %609 = add nuw nsw i64 %546, 1
  %610 = icmp eq i64 %609, %535
  br i1 %610, label %611, label %545, !llvm.loop !71

611:                                              ; preds = %605, %537
  br label %612

612:                                              ; preds = %611, %632
  %613 = phi i64 [ %637, %632 ], [ 0, %611 ]
  %614 = load ptr, ptr %10, align 8, !tbaa !13
  %615 = load i64, ptr %614, align 8, !tbaa !14
  %616 = add i64 %615, -1
  store i64 %616, ptr %614, align 8, !tbaa !14
  %617 = icmp eq i64 %615, 0
  br i1 %617, label %624, label %618

618:                                              ; preds = %612
  %619 = getelementptr inbounds i8, ptr %614, i64 8
  %620 = load ptr, ptr %619, align 8, !tbaa !17
  %621 = getelementptr inbounds i8, ptr %620, i64 1
  store ptr %621, ptr %619, align 8, !tbaa !17
  %622 = load i8, ptr %620, align 1, !tbaa !6
  %623 = zext i8 %622 to i32
  br label %628

624:                                              ; preds = %612
  %625 = call i32 @luaZ_fill(ptr noundef nonnull %614) #6
  %626 = icmp eq i32 %625, -1
  br i1 %626, label %627, label %628

627:                                              ; preds = %624
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

628:                                              ; preds = %624, %618
  %629 = phi i32 [ %623, %618 ], [ %625, %624 ]
  %630 = icmp ult i64 %613, 16777215
  br i1 %630, label %632, label %631

631:                                              ; preds = %628
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

632:                                              ; preds = %628
  %633 = trunc i32 %629 to i8
  %634 = shl nuw nsw i64 %613, 7
  %635 = and i8 %633, 127
  %636 = zext nneg i8 %635 to i64
  %637 = or disjoint i64 %634, %636
  %638 = icmp sgt i8 %633, -1
  br i1 %638, label %612, label %639, !llvm.loop !31

639:                                              ; preds = %632
  %640 = trunc nuw i64 %637 to i32
  %641 = load ptr, ptr %0, align 8, !tbaa !12
  %642 = shl nuw nsw i64 %637, 4
  %643 = call ptr @luaM_malloc_(ptr noundef %641, i64 noundef %642, i32 noundef 0) #6
  %644 = getelementptr inbounds i8, ptr %1, i64 104
  store ptr %643, ptr %644, align 8, !tbaa !72
  %645 = getelementptr inbounds i8, ptr %1, i64 36
  store i32 %640, ptr %645, align 4, !tbaa !73
  switch i64 %637, label %646 [
    i64 0, label %735
    i64 1, label %658
  ]

646:                                              ; preds = %639
  %647 = and i64 %636, 1
  %648 = sub nsw i64 %637, %647
  br label %649

649:                                              ; preds = %649, %646
  %650 = phi i64 [ 0, %646 ], [ %654, %649 ]
  %651 = or disjoint i64 %650, 1
  %652 = getelementptr inbounds %struct.LocVar, ptr %643, i64 %650
  %653 = getelementptr inbounds %struct.LocVar, ptr %643, i64 %651
  store ptr null, ptr %652, align 8, !tbaa !74
  store ptr null, ptr %653, align 8, !tbaa !74
  %654 = add nuw i64 %650, 2
  %655 = icmp eq i64 %654, %648
  br i1 %655, label %656, label %649, !llvm.loop !76

656:                                              ; preds = %649
  %657 = icmp eq i64 %647, 0
  br i1 %657, label %665, label %658

658:                                              ; preds = %639, %656
  %659 = phi i64 [ 0, %639 ], [ %648, %656 ]
  br label %660

660:                                              ; preds = %658, %660
  %661 = phi i64 [ %663, %660 ], [ %659, %658 ]
  %662 = getelementptr inbounds %struct.LocVar, ptr %643, i64 %661
  store ptr null, ptr %662, align 8, !tbaa !74
  %663 = add nuw nsw i64 %661, 1
  %664 = icmp eq i64 %663, %637
  br i1 %664, label %665, label %660, !llvm.loop !77

665:                                              ; preds = %660, %656
  br label %666

666:                                              ; preds = %665, %729
  %667 = phi i64 [ %733, %729 ], [ 0, %665 ]
  %668 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef %1)
  %669 = load ptr, ptr %644, align 8, !tbaa !72
  %670 = getelementptr inbounds %struct.LocVar, ptr %669, i64 %667
  store ptr %668, ptr %670, align 8, !tbaa !74
  br label %671

671:                                              ; preds = %691, %666
  %672 = phi i64 [ 0, %666 ], [ %696, %691 ]
  %673 = load ptr, ptr %10, align 8, !tbaa !13
  %674 = load i64, ptr %673, align 8, !tbaa !14
  %675 = add i64 %674, -1
  store i64 %675, ptr %673, align 8, !tbaa !14
  %676 = icmp eq i64 %674, 0
  br i1 %676, label %683, label %677

677:                                              ; preds = %671
  %678 = getelementptr inbounds i8, ptr %673, i64 8
  %679 = load ptr, ptr %678, align 8, !tbaa !17
  %680 = getelementptr inbounds i8, ptr %679, i64 1
  store ptr %680, ptr %678, align 8, !tbaa !17
  %681 = load i8, ptr %679, align 1, !tbaa !6
  %682 = zext i8 %681 to i32
  br label %687

683:                                              ; preds = %671
  %684 = call i32 @luaZ_fill(ptr noundef nonnull %673) #6
  %685 = icmp eq i32 %684, -1
  br i1 %685, label %686, label %687

686:                                              ; preds = %683
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

687:                                              ; preds = %683, %677
  %688 = phi i32 [ %682, %677 ], [ %684, %683 ]
  %689 = icmp ult i64 %672, 16777215
  br i1 %689, label %691, label %690

690:                                              ; preds = %687
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

691:                                              ; preds = %687
  %692 = trunc i32 %688 to i8
  %693 = shl nuw nsw i64 %672, 7
  %694 = and i8 %692, 127
  %695 = zext nneg i8 %694 to i64
  %696 = or disjoint i64 %693, %695
  %697 = icmp sgt i8 %692, -1
  br i1 %697, label %671, label %698, !llvm.loop !31

698:                                              ; preds = %691
  %699 = trunc nuw i64 %696 to i32
  %700 = load ptr, ptr %644, align 8, !tbaa !72
  %701 = getelementptr inbounds %struct.LocVar, ptr %700, i64 %667, i32 1
  store i32 %699, ptr %701, align 8, !tbaa !78
  br label %702

702:                                              ; preds = %722, %698
  %703 = phi i64 [ 0, %698 ], [ %727, %722 ]
  %704 = load ptr, ptr %10, align 8, !tbaa !13
  %705 = load i64, ptr %704, align 8, !tbaa !14
  %706 = add i64 %705, -1
  store i64 %706, ptr %704, align 8, !tbaa !14
  %707 = icmp eq i64 %705, 0
  br i1 %707, label %714, label %708

708:                                              ; preds = %702
  %709 = getelementptr inbounds i8, ptr %704, i64 8
  %710 = load ptr, ptr %709, align 8, !tbaa !17
  %711 = getelementptr inbounds i8, ptr %710, i64 1
  store ptr %711, ptr %709, align 8, !tbaa !17
  %712 = load i8, ptr %710, align 1, !tbaa !6
  %713 = zext i8 %712 to i32
  br label %718

714:                                              ; preds = %702
  %715 = call i32 @luaZ_fill(ptr noundef nonnull %704) #6
  %716 = icmp eq i32 %715, -1
  br i1 %716, label %717, label %718

717:                                              ; preds = %714
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

718:                                              ; preds = %714, %708
  %719 = phi i32 [ %713, %708 ], [ %715, %714 ]
  %720 = icmp ult i64 %703, 16777215
  br i1 %720, label %722, label %721

721:                                              ; preds = %718
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

722:                                              ; preds = %718
  %723 = trunc i32 %719 to i8
  %724 = shl nuw nsw i64 %703, 7
  %725 = and i8 %723, 127
  %726 = zext nneg i8 %725 to i64
  %727 = or disjoint i64 %724, %726
  %728 = icmp sgt i8 %723, -1
  br i1 %728, label %702, label %729, !llvm.loop !31

729:                                              ; preds = %722
  %730 = trunc nuw i64 %727 to i32
  %731 = load ptr, ptr %644, align 8, !tbaa !72
  %732 = getelementptr inbounds %struct.LocVar, ptr %731, i64 %667, i32 2
  store i32 %730, ptr %732, align 4, !tbaa !79
  %733 = add nuw nsw i64 %667, 1
  %734 = icmp eq i64 %733, %637
  br i1 %734, label %735, label %666, !llvm.loop !80

735:                                              ; preds = %729, %639
  %736 = phi i64 [ %637, %639 ], [ 0, %729 ]
  br label %737

737:                                              ; preds = %735, %757
  %738 = phi i64 [ %762, %757 ], [ %736, %735 ]
  %739 = load ptr, ptr %10, align 8, !tbaa !13
  %740 = load i64, ptr %739, align 8, !tbaa !14
  %741 = add i64 %740, -1
  store i64 %741, ptr %739, align 8, !tbaa !14
  %742 = icmp eq i64 %740, 0
  br i1 %742, label %749, label %743

743:                                              ; preds = %737
  %744 = getelementptr inbounds i8, ptr %739, i64 8
  %745 = load ptr, ptr %744, align 8, !tbaa !17
  %746 = getelementptr inbounds i8, ptr %745, i64 1
  store ptr %746, ptr %744, align 8, !tbaa !17
  %747 = load i8, ptr %745, align 1, !tbaa !6
  %748 = zext i8 %747 to i32
  br label %753

749:                                              ; preds = %737
  %750 = call i32 @luaZ_fill(ptr noundef nonnull %739) #6
  %751 = icmp eq i32 %750, -1
  br i1 %751, label %752, label %753

752:                                              ; preds = %749
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

753:                                              ; preds = %749, %743
  %754 = phi i32 [ %748, %743 ], [ %750, %749 ]
  %755 = icmp ult i64 %738, 16777215
  br i1 %755, label %757, label %756

756:                                              ; preds = %753
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

757:                                              ; preds = %753
  %758 = trunc i32 %754 to i8
  %759 = shl nuw nsw i64 %738, 7
  %760 = and i8 %758, 127
  %761 = zext nneg i8 %760 to i64
  %762 = or disjoint i64 %759, %761
  %763 = icmp sgt i8 %758, -1
  br i1 %763, label %737, label %764, !llvm.loop !31

764:                                              ; preds = %757
  %765 = icmp eq i64 %762, 0
  br i1 %765, label %778, label %766

766:                                              ; preds = %764
  %767 = load i32, ptr %307, align 8, !tbaa !50
  %768 = icmp sgt i32 %767, 0
  br i1 %768, label %769, label %778

769:                                              ; preds = %766
  %770 = zext nneg i32 %767 to i64
  br label %771

771:                                              ; preds = %771, %769
  %772 = phi i64 [ 0, %769 ], [ %776, %771 ]
  %773 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef nonnull %1)
  %774 = load ptr, ptr %306, align 8, !tbaa !49
  %775 = getelementptr inbounds %struct.Upvaldesc, ptr %774, i64 %772
  store ptr %773, ptr %775, align 8, !tbaa !51
  %776 = add nuw nsw i64 %772, 1
  %777 = icmp eq i64 %776, %770
  br i1 %777, label %778, label %771, !llvm.loop !81

778:                                              ; preds = %771, %764, %766
  ret void
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @error(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #3 {
  %3 = load ptr, ptr %0, align 8, !tbaa !12
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !9
  %6 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %3, ptr noundef nonnull @.str.13, ptr noundef %5, ptr noundef %1) #6
  %7 = load ptr, ptr %0, align 8, !tbaa !12
  tail call void @luaD_throw(ptr noundef %7, i32 noundef 3) #8
  unreachable
}

declare hidden i64 @luaZ_read(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #4

declare hidden i32 @luaZ_fill(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc ptr @loadStringN(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #0 {
  %3 = alloca [40 x i8], align 1
  %4 = load ptr, ptr %0, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  br label %6

6:                                                ; preds = %26, %2
  %7 = phi i64 [ 0, %2 ], [ %31, %26 ]
  %8 = load ptr, ptr %5, align 8, !tbaa !13
  %9 = load i64, ptr %8, align 8, !tbaa !14
  %10 = add i64 %9, -1
  store i64 %10, ptr %8, align 8, !tbaa !14
  %11 = icmp eq i64 %9, 0
  br i1 %11, label %18, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !17
  %15 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %15, ptr %13, align 8, !tbaa !17
  %16 = load i8, ptr %14, align 1, !tbaa !6
  %17 = zext i8 %16 to i32
  br label %22

18:                                               ; preds = %6
  %19 = tail call i32 @luaZ_fill(ptr noundef nonnull %8) #6
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %22

21:                                               ; preds = %18
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

22:                                               ; preds = %18, %12
  %23 = phi i32 [ %17, %12 ], [ %19, %18 ]
  %24 = icmp ult i64 %7, 144115188075855871
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

26:                                               ; preds = %22
  %27 = trunc i32 %23 to i8
  %28 = shl nuw i64 %7, 7
  %29 = and i8 %27, 127
  %30 = zext nneg i8 %29 to i64
  %31 = or disjoint i64 %28, %30
  %32 = icmp sgt i8 %27, -1
  br i1 %32, label %6, label %33, !llvm.loop !31

33:                                               ; preds = %26
  %34 = icmp eq i64 %31, 0
  br i1 %34, label %73, label %35

35:                                               ; preds = %33
  %36 = add i64 %31, -1
  %37 = icmp ult i64 %31, 42
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #6
  %39 = load ptr, ptr %5, align 8, !tbaa !13
  %40 = call i64 @luaZ_read(ptr noundef %39, ptr noundef nonnull %3, i64 noundef %36) #6
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %43, label %42

42:                                               ; preds = %38
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

43:                                               ; preds = %38
  %44 = call ptr @luaS_newlstr(ptr noundef %4, ptr noundef nonnull %3, i64 noundef %36) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #6
  br label %61

45:                                               ; preds = %35
  %46 = tail call ptr @luaS_createlngstrobj(ptr noundef %4, i64 noundef %36) #6
  %47 = getelementptr inbounds i8, ptr %4, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !6
  store ptr %46, ptr %48, align 8, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %46, i64 8
  %50 = load i8, ptr %49, align 8, !tbaa !46
  %51 = or i8 %50, 64
  %52 = getelementptr inbounds i8, ptr %48, i64 8
  store i8 %51, ptr %52, align 8, !tbaa !22
  tail call void @luaD_inctop(ptr noundef %4) #6
  %53 = getelementptr inbounds i8, ptr %46, i64 24
  %54 = load ptr, ptr %5, align 8, !tbaa !13
  %55 = tail call i64 @luaZ_read(ptr noundef %54, ptr noundef nonnull %53, i64 noundef %36) #6
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %58, label %57

57:                                               ; preds = %45
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

58:                                               ; preds = %45
  %59 = load ptr, ptr %47, align 8, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %59, i64 -16
  store ptr %60, ptr %47, align 8, !tbaa !6
  br label %61

61:                                               ; preds = %43, %58
  %62 = phi ptr [ %44, %43 ], [ %46, %58 ]
  %63 = getelementptr inbounds i8, ptr %1, i64 9
  %64 = load i8, ptr %63, align 1, !tbaa !27
  %65 = and i8 %64, 32
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %73, label %67

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %62, i64 9
  %69 = load i8, ptr %68, align 1, !tbaa !82
  %70 = and i8 %69, 24
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %73, label %72

72:                                               ; preds = %67
  call void @luaC_barrier_(ptr noundef %4, ptr noundef nonnull %1, ptr noundef nonnull %62) #6
  br label %73

73:                                               ; preds = %72, %67, %61, %33
  %74 = phi ptr [ null, %33 ], [ %62, %61 ], [ %62, %67 ], [ %62, %72 ]
  ret ptr %74
}

declare hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare hidden ptr @luaS_createlngstrobj(ptr noundef, i64 noundef) local_unnamed_addr #2

declare hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 16}
!10 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !11, i64 0}
!13 = !{!10, !11, i64 8}
!14 = !{!15, !16, i64 0}
!15 = !{!"Zio", !16, i64 0, !11, i64 8, !11, i64 16, !11, i64 24, !11, i64 32}
!16 = !{!"long", !7, i64 0}
!17 = !{!15, !11, i64 8}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !7, i64 0}
!22 = !{!23, !7, i64 8}
!23 = !{!"TValue", !7, i64 0, !7, i64 8}
!24 = !{!25, !11, i64 24}
!25 = !{!"LClosure", !11, i64 0, !7, i64 8, !7, i64 9, !7, i64 10, !11, i64 16, !11, i64 24, !7, i64 32}
!26 = !{!25, !7, i64 9}
!27 = !{!28, !7, i64 9}
!28 = !{!"Proto", !11, i64 0, !7, i64 8, !7, i64 9, !7, i64 10, !7, i64 11, !7, i64 12, !29, i64 16, !29, i64 20, !29, i64 24, !29, i64 28, !29, i64 32, !29, i64 36, !29, i64 40, !29, i64 44, !29, i64 48, !11, i64 56, !11, i64 64, !11, i64 72, !11, i64 80, !11, i64 88, !11, i64 96, !11, i64 104, !11, i64 112, !11, i64 120}
!29 = !{!"int", !7, i64 0}
!30 = !{!28, !11, i64 112}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!28, !29, i64 44}
!34 = !{!28, !29, i64 48}
!35 = !{!28, !7, i64 10}
!36 = !{!28, !7, i64 11}
!37 = !{!28, !7, i64 12}
!38 = !{!28, !11, i64 64}
!39 = !{!28, !29, i64 24}
!40 = !{!28, !11, i64 56}
!41 = !{!28, !29, i64 20}
!42 = distinct !{!42, !32, !43, !44}
!43 = !{!"llvm.loop.isvectorized", i32 1}
!44 = !{!"llvm.loop.unroll.runtime.disable"}
!45 = distinct !{!45, !32, !43}
!46 = !{!47, !7, i64 8}
!47 = !{!"TString", !11, i64 0, !7, i64 8, !7, i64 9, !7, i64 10, !7, i64 11, !29, i64 12, !7, i64 16, !7, i64 24}
!48 = distinct !{!48, !32}
!49 = !{!28, !11, i64 80}
!50 = !{!28, !29, i64 16}
!51 = !{!52, !11, i64 0}
!52 = !{!"Upvaldesc", !11, i64 0, !7, i64 8, !7, i64 9, !7, i64 10}
!53 = distinct !{!53, !32, !43, !44}
!54 = distinct !{!54, !32, !43}
!55 = !{!52, !7, i64 8}
!56 = !{!52, !7, i64 9}
!57 = !{!52, !7, i64 10}
!58 = distinct !{!58, !32}
!59 = !{!28, !11, i64 72}
!60 = !{!28, !29, i64 32}
!61 = !{!11, !11, i64 0}
!62 = distinct !{!62, !32}
!63 = distinct !{!63, !32}
!64 = !{!28, !11, i64 88}
!65 = !{!28, !29, i64 28}
!66 = !{!28, !11, i64 96}
!67 = !{!28, !29, i64 40}
!68 = !{!69, !29, i64 0}
!69 = !{!"AbsLineInfo", !29, i64 0, !29, i64 4}
!70 = !{!69, !29, i64 4}
!71 = distinct !{!71, !32}
!72 = !{!28, !11, i64 104}
!73 = !{!28, !29, i64 36}
!74 = !{!75, !11, i64 0}
!75 = !{!"LocVar", !11, i64 0, !29, i64 8, !29, i64 12}
!76 = distinct !{!76, !32, !43, !44}
!77 = distinct !{!77, !32, !43}
!78 = !{!75, !29, i64 8}
!79 = !{!75, !29, i64 12}
!80 = distinct !{!80, !32}
!81 = distinct !{!81, !32}
!82 = !{!47, !7, i64 9}
