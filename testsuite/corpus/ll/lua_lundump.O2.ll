; ModuleID = 'src/lua/lundump.c'
source_filename = "src/lua/lundump.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %9 = load i8, ptr %2, align 1, !tbaa !5
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
  store ptr %14, ptr %15, align 8, !tbaa !8
  store ptr %0, ptr %8, align 8, !tbaa !11
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %1, ptr %16, align 8, !tbaa !12
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
  %25 = load i64, ptr %1, align 8, !tbaa !13
  %26 = add i64 %25, -1
  store i64 %26, ptr %1, align 8, !tbaa !13
  %27 = icmp eq i64 %25, 0
  br i1 %27, label %34, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %1, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !16
  %31 = getelementptr inbounds i8, ptr %30, i64 1
  store ptr %31, ptr %29, align 8, !tbaa !16
  %32 = load i8, ptr %30, align 1, !tbaa !5
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
  %44 = load i64, ptr %1, align 8, !tbaa !13
  %45 = add i64 %44, -1
  store i64 %45, ptr %1, align 8, !tbaa !13
  %46 = icmp eq i64 %44, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, ptr %1, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !16
  %50 = getelementptr inbounds i8, ptr %49, i64 1
  store ptr %50, ptr %48, align 8, !tbaa !16
  %51 = load i8, ptr %49, align 1, !tbaa !5
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
  %71 = load i64, ptr %1, align 8, !tbaa !13
  %72 = add i64 %71, -1
  store i64 %72, ptr %1, align 8, !tbaa !13
  %73 = icmp eq i64 %71, 0
  br i1 %73, label %80, label %74

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %1, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !16
  %77 = getelementptr inbounds i8, ptr %76, i64 1
  store ptr %77, ptr %75, align 8, !tbaa !16
  %78 = load i8, ptr %76, align 1, !tbaa !5
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
  %91 = load i64, ptr %1, align 8, !tbaa !13
  %92 = add i64 %91, -1
  store i64 %92, ptr %1, align 8, !tbaa !13
  %93 = icmp eq i64 %91, 0
  br i1 %93, label %100, label %94

94:                                               ; preds = %90
  %95 = getelementptr inbounds i8, ptr %1, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !16
  %97 = getelementptr inbounds i8, ptr %96, i64 1
  store ptr %97, ptr %95, align 8, !tbaa !16
  %98 = load i8, ptr %96, align 1, !tbaa !5
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
  %111 = load i64, ptr %1, align 8, !tbaa !13
  %112 = add i64 %111, -1
  store i64 %112, ptr %1, align 8, !tbaa !13
  %113 = icmp eq i64 %111, 0
  br i1 %113, label %120, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %1, i64 8
  %116 = load ptr, ptr %115, align 8, !tbaa !16
  %117 = getelementptr inbounds i8, ptr %116, i64 1
  store ptr %117, ptr %115, align 8, !tbaa !16
  %118 = load i8, ptr %116, align 1, !tbaa !5
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
  %135 = load i64, ptr %5, align 8, !tbaa !17
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
  %143 = load double, ptr %4, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  %144 = fcmp une double %143, 3.705000e+02
  br i1 %144, label %145, label %146

145:                                              ; preds = %142
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.11) #7
  unreachable

146:                                              ; preds = %142
  %147 = load i64, ptr %1, align 8, !tbaa !13
  %148 = add i64 %147, -1
  store i64 %148, ptr %1, align 8, !tbaa !13
  %149 = icmp eq i64 %147, 0
  br i1 %149, label %156, label %150

150:                                              ; preds = %146
  %151 = getelementptr inbounds i8, ptr %1, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !16
  %153 = getelementptr inbounds i8, ptr %152, i64 1
  store ptr %153, ptr %151, align 8, !tbaa !16
  %154 = load i8, ptr %152, align 1, !tbaa !5
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
  %165 = load ptr, ptr %164, align 8, !tbaa !5
  store ptr %163, ptr %165, align 8, !tbaa !5
  %166 = getelementptr inbounds i8, ptr %165, i64 8
  store i8 70, ptr %166, align 8, !tbaa !21
  call void @luaD_inctop(ptr noundef %0) #6
  %167 = call ptr @luaF_newproto(ptr noundef %0) #6
  %168 = getelementptr inbounds i8, ptr %163, i64 24
  store ptr %167, ptr %168, align 8, !tbaa !23
  %169 = getelementptr inbounds i8, ptr %163, i64 9
  %170 = load i8, ptr %169, align 1, !tbaa !25
  %171 = and i8 %170, 32
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %180, label %173

173:                                              ; preds = %160
  %174 = getelementptr inbounds i8, ptr %167, i64 9
  %175 = load i8, ptr %174, align 1, !tbaa !26
  %176 = and i8 %175, 24
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %173
  call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %163, ptr noundef nonnull %167) #6
  %179 = load ptr, ptr %168, align 8, !tbaa !23
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
  store ptr %8, ptr %9, align 8, !tbaa !29
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  br label %11

11:                                               ; preds = %31, %3
  %12 = phi i64 [ 0, %3 ], [ %36, %31 ]
  %13 = load ptr, ptr %10, align 8, !tbaa !12
  %14 = load i64, ptr %13, align 8, !tbaa !13
  %15 = add i64 %14, -1
  store i64 %15, ptr %13, align 8, !tbaa !13
  %16 = icmp eq i64 %14, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %13, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !16
  %20 = getelementptr inbounds i8, ptr %19, i64 1
  store ptr %20, ptr %18, align 8, !tbaa !16
  %21 = load i8, ptr %19, align 1, !tbaa !5
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
  br i1 %37, label %11, label %38, !llvm.loop !30

38:                                               ; preds = %31
  %39 = trunc nuw i64 %36 to i32
  %40 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 %39, ptr %40, align 4, !tbaa !32
  br label %41

41:                                               ; preds = %61, %38
  %42 = phi i64 [ 0, %38 ], [ %66, %61 ]
  %43 = load ptr, ptr %10, align 8, !tbaa !12
  %44 = load i64, ptr %43, align 8, !tbaa !13
  %45 = add i64 %44, -1
  store i64 %45, ptr %43, align 8, !tbaa !13
  %46 = icmp eq i64 %44, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %43, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !16
  %50 = getelementptr inbounds i8, ptr %49, i64 1
  store ptr %50, ptr %48, align 8, !tbaa !16
  %51 = load i8, ptr %49, align 1, !tbaa !5
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
  br i1 %67, label %41, label %68, !llvm.loop !30

68:                                               ; preds = %61
  %69 = trunc nuw i64 %66 to i32
  %70 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 %69, ptr %70, align 8, !tbaa !33
  %71 = load ptr, ptr %10, align 8, !tbaa !12
  %72 = load i64, ptr %71, align 8, !tbaa !13
  %73 = add i64 %72, -1
  store i64 %73, ptr %71, align 8, !tbaa !13
  %74 = icmp eq i64 %72, 0
  br i1 %74, label %81, label %75

75:                                               ; preds = %68
  %76 = getelementptr inbounds i8, ptr %71, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !16
  %78 = getelementptr inbounds i8, ptr %77, i64 1
  store ptr %78, ptr %76, align 8, !tbaa !16
  %79 = load i8, ptr %77, align 1, !tbaa !5
  %80 = zext i8 %79 to i32
  br label %88

81:                                               ; preds = %68
  %82 = tail call i32 @luaZ_fill(ptr noundef nonnull %71) #6
  %83 = icmp eq i32 %82, -1
  br i1 %83, label %87, label %84

84:                                               ; preds = %81
  %85 = load ptr, ptr %10, align 8, !tbaa !12
  %86 = load i64, ptr %85, align 8, !tbaa !13
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
  store i8 %92, ptr %93, align 2, !tbaa !34
  %94 = add i64 %89, -1
  store i64 %94, ptr %90, align 8, !tbaa !13
  %95 = icmp eq i64 %89, 0
  br i1 %95, label %102, label %96

96:                                               ; preds = %88
  %97 = getelementptr inbounds i8, ptr %90, i64 8
  %98 = load ptr, ptr %97, align 8, !tbaa !16
  %99 = getelementptr inbounds i8, ptr %98, i64 1
  store ptr %99, ptr %97, align 8, !tbaa !16
  %100 = load i8, ptr %98, align 1, !tbaa !5
  %101 = zext i8 %100 to i32
  br label %109

102:                                              ; preds = %88
  %103 = tail call i32 @luaZ_fill(ptr noundef nonnull %90) #6
  %104 = icmp eq i32 %103, -1
  br i1 %104, label %108, label %105

105:                                              ; preds = %102
  %106 = load ptr, ptr %10, align 8, !tbaa !12
  %107 = load i64, ptr %106, align 8, !tbaa !13
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
  store i8 %113, ptr %114, align 1, !tbaa !35
  %115 = add i64 %110, -1
  store i64 %115, ptr %111, align 8, !tbaa !13
  %116 = icmp eq i64 %110, 0
  br i1 %116, label %123, label %117

117:                                              ; preds = %109
  %118 = getelementptr inbounds i8, ptr %111, i64 8
  %119 = load ptr, ptr %118, align 8, !tbaa !16
  %120 = getelementptr inbounds i8, ptr %119, i64 1
  store ptr %120, ptr %118, align 8, !tbaa !16
  %121 = load i8, ptr %119, align 1, !tbaa !5
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
  store i8 %129, ptr %130, align 4, !tbaa !36
  br label %131

131:                                              ; preds = %151, %127
  %132 = phi i64 [ 0, %127 ], [ %156, %151 ]
  %133 = load ptr, ptr %10, align 8, !tbaa !12
  %134 = load i64, ptr %133, align 8, !tbaa !13
  %135 = add i64 %134, -1
  store i64 %135, ptr %133, align 8, !tbaa !13
  %136 = icmp eq i64 %134, 0
  br i1 %136, label %143, label %137

137:                                              ; preds = %131
  %138 = getelementptr inbounds i8, ptr %133, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !16
  %140 = getelementptr inbounds i8, ptr %139, i64 1
  store ptr %140, ptr %138, align 8, !tbaa !16
  %141 = load i8, ptr %139, align 1, !tbaa !5
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
  br i1 %157, label %131, label %158, !llvm.loop !30

158:                                              ; preds = %151
  %159 = trunc nuw i64 %156 to i32
  %160 = load ptr, ptr %0, align 8, !tbaa !11
  %161 = shl nuw nsw i64 %156, 2
  %162 = tail call ptr @luaM_malloc_(ptr noundef %160, i64 noundef %161, i32 noundef 0) #6
  %163 = getelementptr inbounds i8, ptr %1, i64 64
  store ptr %162, ptr %163, align 8, !tbaa !37
  %164 = getelementptr inbounds i8, ptr %1, i64 24
  store i32 %159, ptr %164, align 8, !tbaa !38
  %165 = load ptr, ptr %10, align 8, !tbaa !12
  %166 = tail call i64 @luaZ_read(ptr noundef %165, ptr noundef %162, i64 noundef %161) #6
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %169, label %168

168:                                              ; preds = %158
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

169:                                              ; preds = %158, %189
  %170 = phi i64 [ %194, %189 ], [ 0, %158 ]
  %171 = load ptr, ptr %10, align 8, !tbaa !12
  %172 = load i64, ptr %171, align 8, !tbaa !13
  %173 = add i64 %172, -1
  store i64 %173, ptr %171, align 8, !tbaa !13
  %174 = icmp eq i64 %172, 0
  br i1 %174, label %181, label %175

175:                                              ; preds = %169
  %176 = getelementptr inbounds i8, ptr %171, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !16
  %178 = getelementptr inbounds i8, ptr %177, i64 1
  store ptr %178, ptr %176, align 8, !tbaa !16
  %179 = load i8, ptr %177, align 1, !tbaa !5
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
  br i1 %195, label %169, label %196, !llvm.loop !30

196:                                              ; preds = %189
  %197 = trunc nuw i64 %194 to i32
  %198 = load ptr, ptr %0, align 8, !tbaa !11
  %199 = shl nuw nsw i64 %194, 4
  %200 = tail call ptr @luaM_malloc_(ptr noundef %198, i64 noundef %199, i32 noundef 0) #6
  %201 = getelementptr inbounds i8, ptr %1, i64 56
  store ptr %200, ptr %201, align 8, !tbaa !39
  %202 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 %197, ptr %202, align 4, !tbaa !40
  %203 = icmp eq i64 %194, 0
  br i1 %203, label %287, label %204

204:                                              ; preds = %196
  %205 = shl nuw nsw i64 %170, 7
  %206 = add nsw i64 %205, -1
  %207 = and i32 %186, 127
  %208 = zext nneg i32 %207 to i64
  %209 = add nsw i64 %206, %208
  %210 = and i64 %193, 3
  %211 = icmp ult i64 %209, 3
  br i1 %211, label %227, label %212

212:                                              ; preds = %204
  %213 = sub nsw i64 %194, %210
  br label %214

214:                                              ; preds = %214, %212
  %215 = phi i64 [ 0, %212 ], [ %224, %214 ]
  %216 = phi i64 [ 0, %212 ], [ %225, %214 ]
  %217 = getelementptr inbounds %struct.TValue, ptr %200, i64 %215, i32 1
  store i8 0, ptr %217, align 8, !tbaa !21
  %218 = or disjoint i64 %215, 1
  %219 = getelementptr inbounds %struct.TValue, ptr %200, i64 %218, i32 1
  store i8 0, ptr %219, align 8, !tbaa !21
  %220 = or disjoint i64 %215, 2
  %221 = getelementptr inbounds %struct.TValue, ptr %200, i64 %220, i32 1
  store i8 0, ptr %221, align 8, !tbaa !21
  %222 = or disjoint i64 %215, 3
  %223 = getelementptr inbounds %struct.TValue, ptr %200, i64 %222, i32 1
  store i8 0, ptr %223, align 8, !tbaa !21
  %224 = add nuw nsw i64 %215, 4
  %225 = add i64 %216, 4
  %226 = icmp eq i64 %225, %213
  br i1 %226, label %227, label %214, !llvm.loop !41

227:                                              ; preds = %214, %204
  %228 = phi i64 [ 0, %204 ], [ %224, %214 ]
  %229 = icmp eq i64 %210, 0
  br i1 %229, label %237, label %230

230:                                              ; preds = %227, %230
  %231 = phi i64 [ %234, %230 ], [ %228, %227 ]
  %232 = phi i64 [ %235, %230 ], [ 0, %227 ]
  %233 = getelementptr inbounds %struct.TValue, ptr %200, i64 %231, i32 1
  store i8 0, ptr %233, align 8, !tbaa !21
  %234 = add nuw nsw i64 %231, 1
  %235 = add i64 %232, 1
  %236 = icmp eq i64 %235, %210
  br i1 %236, label %237, label %230, !llvm.loop !42

237:                                              ; preds = %230, %227
  br label %238

238:                                              ; preds = %237, %284
  %239 = phi i64 [ %285, %284 ], [ 0, %237 ]
  %240 = load ptr, ptr %201, align 8, !tbaa !39
  %241 = getelementptr inbounds %struct.TValue, ptr %240, i64 %239
  %242 = load ptr, ptr %10, align 8, !tbaa !12
  %243 = load i64, ptr %242, align 8, !tbaa !13
  %244 = add i64 %243, -1
  store i64 %244, ptr %242, align 8, !tbaa !13
  %245 = icmp eq i64 %243, 0
  br i1 %245, label %252, label %246

246:                                              ; preds = %238
  %247 = getelementptr inbounds i8, ptr %242, i64 8
  %248 = load ptr, ptr %247, align 8, !tbaa !16
  %249 = getelementptr inbounds i8, ptr %248, i64 1
  store ptr %249, ptr %247, align 8, !tbaa !16
  %250 = load i8, ptr %248, align 1, !tbaa !5
  %251 = zext i8 %250 to i32
  br label %256

252:                                              ; preds = %238
  %253 = call i32 @luaZ_fill(ptr noundef nonnull %242) #6
  %254 = icmp eq i32 %253, -1
  br i1 %254, label %255, label %256

255:                                              ; preds = %252
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

256:                                              ; preds = %252, %246
  %257 = phi i32 [ %251, %246 ], [ %253, %252 ]
  %258 = trunc i32 %257 to i8
  switch i8 %258, label %284 [
    i8 0, label %281
    i8 1, label %281
    i8 17, label %281
    i8 19, label %259
    i8 3, label %266
    i8 4, label %273
    i8 20, label %273
  ]

259:                                              ; preds = %256
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  %260 = load ptr, ptr %10, align 8, !tbaa !12
  %261 = call i64 @luaZ_read(ptr noundef %260, ptr noundef nonnull %5, i64 noundef 8) #6
  %262 = icmp eq i64 %261, 0
  br i1 %262, label %264, label %263

263:                                              ; preds = %259
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

264:                                              ; preds = %259
  %265 = load double, ptr %5, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  store double %265, ptr %241, align 8, !tbaa !5
  br label %281

266:                                              ; preds = %256
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  %267 = load ptr, ptr %10, align 8, !tbaa !12
  %268 = call i64 @luaZ_read(ptr noundef %267, ptr noundef nonnull %4, i64 noundef 8) #6
  %269 = icmp eq i64 %268, 0
  br i1 %269, label %271, label %270

270:                                              ; preds = %266
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

271:                                              ; preds = %266
  %272 = load i64, ptr %4, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  store i64 %272, ptr %241, align 8, !tbaa !5
  br label %281

273:                                              ; preds = %256, %256
  %274 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef nonnull %1)
  %275 = icmp eq ptr %274, null
  br i1 %275, label %276, label %277

276:                                              ; preds = %273
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.16) #7
  unreachable

277:                                              ; preds = %273
  store ptr %274, ptr %241, align 8, !tbaa !5
  %278 = getelementptr inbounds i8, ptr %274, i64 8
  %279 = load i8, ptr %278, align 8, !tbaa !44
  %280 = or i8 %279, 64
  br label %281

281:                                              ; preds = %256, %256, %277, %271, %264, %256
  %282 = phi i8 [ %280, %277 ], [ 3, %271 ], [ 19, %264 ], [ %258, %256 ], [ %258, %256 ], [ %258, %256 ]
  %283 = getelementptr inbounds i8, ptr %241, i64 8
  store i8 %282, ptr %283, align 8, !tbaa !21
  br label %284

284:                                              ; preds = %281, %256
  %285 = add nuw nsw i64 %239, 1
  %286 = icmp eq i64 %285, %194
  br i1 %286, label %287, label %238, !llvm.loop !46

287:                                              ; preds = %284, %196
  br label %288

288:                                              ; preds = %287, %308
  %289 = phi i64 [ %313, %308 ], [ 0, %287 ]
  %290 = load ptr, ptr %10, align 8, !tbaa !12
  %291 = load i64, ptr %290, align 8, !tbaa !13
  %292 = add i64 %291, -1
  store i64 %292, ptr %290, align 8, !tbaa !13
  %293 = icmp eq i64 %291, 0
  br i1 %293, label %300, label %294

294:                                              ; preds = %288
  %295 = getelementptr inbounds i8, ptr %290, i64 8
  %296 = load ptr, ptr %295, align 8, !tbaa !16
  %297 = getelementptr inbounds i8, ptr %296, i64 1
  store ptr %297, ptr %295, align 8, !tbaa !16
  %298 = load i8, ptr %296, align 1, !tbaa !5
  %299 = zext i8 %298 to i32
  br label %304

300:                                              ; preds = %288
  %301 = call i32 @luaZ_fill(ptr noundef nonnull %290) #6
  %302 = icmp eq i32 %301, -1
  br i1 %302, label %303, label %304

303:                                              ; preds = %300
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

304:                                              ; preds = %300, %294
  %305 = phi i32 [ %299, %294 ], [ %301, %300 ]
  %306 = icmp ult i64 %289, 16777215
  br i1 %306, label %308, label %307

307:                                              ; preds = %304
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

308:                                              ; preds = %304
  %309 = trunc i32 %305 to i8
  %310 = shl nuw nsw i64 %289, 7
  %311 = and i8 %309, 127
  %312 = zext nneg i8 %311 to i64
  %313 = or disjoint i64 %310, %312
  %314 = icmp sgt i8 %309, -1
  br i1 %314, label %288, label %315, !llvm.loop !30

315:                                              ; preds = %308
  %316 = trunc nuw i64 %313 to i32
  %317 = load ptr, ptr %0, align 8, !tbaa !11
  %318 = shl nuw nsw i64 %313, 4
  %319 = call ptr @luaM_malloc_(ptr noundef %317, i64 noundef %318, i32 noundef 0) #6
  %320 = getelementptr inbounds i8, ptr %1, i64 80
  store ptr %319, ptr %320, align 8, !tbaa !47
  %321 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 %316, ptr %321, align 8, !tbaa !48
  %322 = icmp eq i64 %313, 0
  br i1 %322, label %429, label %323

323:                                              ; preds = %315
  %324 = shl nuw nsw i64 %289, 7
  %325 = add nsw i64 %324, -1
  %326 = and i32 %305, 127
  %327 = zext nneg i32 %326 to i64
  %328 = add nsw i64 %325, %327
  %329 = and i64 %312, 3
  %330 = icmp ult i64 %328, 3
  br i1 %330, label %346, label %331

331:                                              ; preds = %323
  %332 = sub nsw i64 %313, %329
  br label %333

333:                                              ; preds = %333, %331
  %334 = phi i64 [ 0, %331 ], [ %343, %333 ]
  %335 = phi i64 [ 0, %331 ], [ %344, %333 ]
  %336 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %334
  store ptr null, ptr %336, align 8, !tbaa !49
  %337 = or disjoint i64 %334, 1
  %338 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %337
  store ptr null, ptr %338, align 8, !tbaa !49
  %339 = or disjoint i64 %334, 2
  %340 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %339
  store ptr null, ptr %340, align 8, !tbaa !49
  %341 = or disjoint i64 %334, 3
  %342 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %341
  store ptr null, ptr %342, align 8, !tbaa !49
  %343 = add nuw nsw i64 %334, 4
  %344 = add i64 %335, 4
  %345 = icmp eq i64 %344, %332
  br i1 %345, label %346, label %333, !llvm.loop !51

346:                                              ; preds = %333, %323
  %347 = phi i64 [ 0, %323 ], [ %343, %333 ]
  %348 = icmp eq i64 %329, 0
  br i1 %348, label %356, label %349

349:                                              ; preds = %346, %349
  %350 = phi i64 [ %353, %349 ], [ %347, %346 ]
  %351 = phi i64 [ %354, %349 ], [ 0, %346 ]
  %352 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %350
  store ptr null, ptr %352, align 8, !tbaa !49
  %353 = add nuw nsw i64 %350, 1
  %354 = add i64 %351, 1
  %355 = icmp eq i64 %354, %329
  br i1 %355, label %356, label %349, !llvm.loop !52

356:                                              ; preds = %349, %346
  br label %357

357:                                              ; preds = %356, %422
  %358 = phi ptr [ %423, %422 ], [ %319, %356 ]
  %359 = phi i64 [ %427, %422 ], [ 0, %356 ]
  %360 = load ptr, ptr %10, align 8, !tbaa !12
  %361 = load i64, ptr %360, align 8, !tbaa !13
  %362 = add i64 %361, -1
  store i64 %362, ptr %360, align 8, !tbaa !13
  %363 = icmp eq i64 %361, 0
  br i1 %363, label %370, label %364

364:                                              ; preds = %357
  %365 = getelementptr inbounds i8, ptr %360, i64 8
  %366 = load ptr, ptr %365, align 8, !tbaa !16
  %367 = getelementptr inbounds i8, ptr %366, i64 1
  store ptr %367, ptr %365, align 8, !tbaa !16
  %368 = load i8, ptr %366, align 1, !tbaa !5
  %369 = zext i8 %368 to i32
  br label %378

370:                                              ; preds = %357
  %371 = call i32 @luaZ_fill(ptr noundef nonnull %360) #6
  %372 = icmp eq i32 %371, -1
  br i1 %372, label %377, label %373

373:                                              ; preds = %370
  %374 = load ptr, ptr %320, align 8, !tbaa !47
  %375 = load ptr, ptr %10, align 8, !tbaa !12
  %376 = load i64, ptr %375, align 8, !tbaa !13
  br label %378

377:                                              ; preds = %370
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

378:                                              ; preds = %373, %364
  %379 = phi ptr [ %358, %364 ], [ %374, %373 ]
  %380 = phi i64 [ %362, %364 ], [ %376, %373 ]
  %381 = phi ptr [ %360, %364 ], [ %375, %373 ]
  %382 = phi i32 [ %369, %364 ], [ %371, %373 ]
  %383 = trunc i32 %382 to i8
  %384 = getelementptr inbounds %struct.Upvaldesc, ptr %379, i64 %359, i32 1
  store i8 %383, ptr %384, align 8, !tbaa !53
  %385 = add i64 %380, -1
  store i64 %385, ptr %381, align 8, !tbaa !13
  %386 = icmp eq i64 %380, 0
  br i1 %386, label %393, label %387

387:                                              ; preds = %378
  %388 = getelementptr inbounds i8, ptr %381, i64 8
  %389 = load ptr, ptr %388, align 8, !tbaa !16
  %390 = getelementptr inbounds i8, ptr %389, i64 1
  store ptr %390, ptr %388, align 8, !tbaa !16
  %391 = load i8, ptr %389, align 1, !tbaa !5
  %392 = zext i8 %391 to i32
  br label %401

393:                                              ; preds = %378
  %394 = call i32 @luaZ_fill(ptr noundef nonnull %381) #6
  %395 = icmp eq i32 %394, -1
  br i1 %395, label %400, label %396

396:                                              ; preds = %393
  %397 = load ptr, ptr %320, align 8, !tbaa !47
  %398 = load ptr, ptr %10, align 8, !tbaa !12
  %399 = load i64, ptr %398, align 8, !tbaa !13
  br label %401

400:                                              ; preds = %393
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

401:                                              ; preds = %396, %387
  %402 = phi ptr [ %379, %387 ], [ %397, %396 ]
  %403 = phi i64 [ %385, %387 ], [ %399, %396 ]
  %404 = phi ptr [ %381, %387 ], [ %398, %396 ]
  %405 = phi i32 [ %392, %387 ], [ %394, %396 ]
  %406 = trunc i32 %405 to i8
  %407 = getelementptr inbounds %struct.Upvaldesc, ptr %402, i64 %359, i32 2
  store i8 %406, ptr %407, align 1, !tbaa !54
  %408 = add i64 %403, -1
  store i64 %408, ptr %404, align 8, !tbaa !13
  %409 = icmp eq i64 %403, 0
  br i1 %409, label %416, label %410

410:                                              ; preds = %401
  %411 = getelementptr inbounds i8, ptr %404, i64 8
  %412 = load ptr, ptr %411, align 8, !tbaa !16
  %413 = getelementptr inbounds i8, ptr %412, i64 1
  store ptr %413, ptr %411, align 8, !tbaa !16
  %414 = load i8, ptr %412, align 1, !tbaa !5
  %415 = zext i8 %414 to i32
  br label %422

416:                                              ; preds = %401
  %417 = call i32 @luaZ_fill(ptr noundef nonnull %404) #6
  %418 = icmp eq i32 %417, -1
  br i1 %418, label %421, label %419

419:                                              ; preds = %416
  %420 = load ptr, ptr %320, align 8, !tbaa !47
  br label %422

421:                                              ; preds = %416
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

422:                                              ; preds = %419, %410
  %423 = phi ptr [ %402, %410 ], [ %420, %419 ]
  %424 = phi i32 [ %415, %410 ], [ %417, %419 ]
  %425 = trunc i32 %424 to i8
  %426 = getelementptr inbounds %struct.Upvaldesc, ptr %423, i64 %359, i32 3
  store i8 %425, ptr %426, align 2, !tbaa !55
  %427 = add nuw nsw i64 %359, 1
  %428 = icmp eq i64 %427, %313
  br i1 %428, label %429, label %357, !llvm.loop !56

429:                                              ; preds = %422, %315
  br label %430

430:                                              ; preds = %429, %450
  %431 = phi i64 [ %455, %450 ], [ 0, %429 ]
  %432 = load ptr, ptr %10, align 8, !tbaa !12
  %433 = load i64, ptr %432, align 8, !tbaa !13
  %434 = add i64 %433, -1
  store i64 %434, ptr %432, align 8, !tbaa !13
  %435 = icmp eq i64 %433, 0
  br i1 %435, label %442, label %436

436:                                              ; preds = %430
  %437 = getelementptr inbounds i8, ptr %432, i64 8
  %438 = load ptr, ptr %437, align 8, !tbaa !16
  %439 = getelementptr inbounds i8, ptr %438, i64 1
  store ptr %439, ptr %437, align 8, !tbaa !16
  %440 = load i8, ptr %438, align 1, !tbaa !5
  %441 = zext i8 %440 to i32
  br label %446

442:                                              ; preds = %430
  %443 = call i32 @luaZ_fill(ptr noundef nonnull %432) #6
  %444 = icmp eq i32 %443, -1
  br i1 %444, label %445, label %446

445:                                              ; preds = %442
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

446:                                              ; preds = %442, %436
  %447 = phi i32 [ %441, %436 ], [ %443, %442 ]
  %448 = icmp ult i64 %431, 16777215
  br i1 %448, label %450, label %449

449:                                              ; preds = %446
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

450:                                              ; preds = %446
  %451 = trunc i32 %447 to i8
  %452 = shl nuw nsw i64 %431, 7
  %453 = and i8 %451, 127
  %454 = zext nneg i8 %453 to i64
  %455 = or disjoint i64 %452, %454
  %456 = icmp sgt i8 %451, -1
  br i1 %456, label %430, label %457, !llvm.loop !30

457:                                              ; preds = %450
  %458 = trunc nuw i64 %455 to i32
  %459 = load ptr, ptr %0, align 8, !tbaa !11
  %460 = shl nuw nsw i64 %455, 3
  %461 = call ptr @luaM_malloc_(ptr noundef %459, i64 noundef %460, i32 noundef 0) #6
  %462 = getelementptr inbounds i8, ptr %1, i64 72
  store ptr %461, ptr %462, align 8, !tbaa !57
  %463 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 %458, ptr %463, align 8, !tbaa !58
  %464 = icmp eq i64 %455, 0
  br i1 %464, label %532, label %465

465:                                              ; preds = %457
  %466 = shl nuw nsw i64 %431, 7
  %467 = add nsw i64 %466, -1
  %468 = and i32 %447, 127
  %469 = zext nneg i32 %468 to i64
  %470 = add nsw i64 %467, %469
  %471 = and i64 %454, 3
  %472 = icmp ult i64 %470, 3
  br i1 %472, label %475, label %473

473:                                              ; preds = %465
  %474 = sub nsw i64 %455, %471
  br label %488

475:                                              ; preds = %488, %465
  %476 = phi i64 [ 0, %465 ], [ %502, %488 ]
  %477 = icmp eq i64 %471, 0
  br i1 %477, label %486, label %478

478:                                              ; preds = %475, %478
  %479 = phi i64 [ %483, %478 ], [ %476, %475 ]
  %480 = phi i64 [ %484, %478 ], [ 0, %475 ]
  %481 = load ptr, ptr %462, align 8, !tbaa !57
  %482 = getelementptr inbounds ptr, ptr %481, i64 %479
  store ptr null, ptr %482, align 8, !tbaa !59
  %483 = add nuw nsw i64 %479, 1
  %484 = add i64 %480, 1
  %485 = icmp eq i64 %484, %471
  br i1 %485, label %486, label %478, !llvm.loop !60

486:                                              ; preds = %478, %475
  %487 = getelementptr inbounds i8, ptr %1, i64 9
  br label %505

488:                                              ; preds = %488, %473
  %489 = phi i64 [ 0, %473 ], [ %502, %488 ]
  %490 = phi i64 [ 0, %473 ], [ %503, %488 ]
  %491 = load ptr, ptr %462, align 8, !tbaa !57
  %492 = getelementptr inbounds ptr, ptr %491, i64 %489
  store ptr null, ptr %492, align 8, !tbaa !59
  %493 = or disjoint i64 %489, 1
  %494 = load ptr, ptr %462, align 8, !tbaa !57
  %495 = getelementptr inbounds ptr, ptr %494, i64 %493
  store ptr null, ptr %495, align 8, !tbaa !59
  %496 = or disjoint i64 %489, 2
  %497 = load ptr, ptr %462, align 8, !tbaa !57
  %498 = getelementptr inbounds ptr, ptr %497, i64 %496
  store ptr null, ptr %498, align 8, !tbaa !59
  %499 = or disjoint i64 %489, 3
  %500 = load ptr, ptr %462, align 8, !tbaa !57
  %501 = getelementptr inbounds ptr, ptr %500, i64 %499
  store ptr null, ptr %501, align 8, !tbaa !59
  %502 = add nuw nsw i64 %489, 4
  %503 = add i64 %490, 4
  %504 = icmp eq i64 %503, %474
  br i1 %504, label %475, label %488, !llvm.loop !61

505:                                              ; preds = %486, %525
  %506 = phi i64 [ 0, %486 ], [ %530, %525 ]
  %507 = load ptr, ptr %0, align 8, !tbaa !11
  %508 = call ptr @luaF_newproto(ptr noundef %507) #6
  %509 = load ptr, ptr %462, align 8, !tbaa !57
  %510 = getelementptr inbounds ptr, ptr %509, i64 %506
  store ptr %508, ptr %510, align 8, !tbaa !59
  %511 = load i8, ptr %487, align 1, !tbaa !26
  %512 = and i8 %511, 32
  %513 = icmp eq i8 %512, 0
  %514 = load ptr, ptr %462, align 8, !tbaa !57
  br i1 %513, label %525, label %515

515:                                              ; preds = %505
  %516 = getelementptr inbounds ptr, ptr %514, i64 %506
  %517 = load ptr, ptr %516, align 8, !tbaa !59
  %518 = getelementptr inbounds i8, ptr %517, i64 9
  %519 = load i8, ptr %518, align 1, !tbaa !26
  %520 = and i8 %519, 24
  %521 = icmp eq i8 %520, 0
  br i1 %521, label %525, label %522

522:                                              ; preds = %515
  %523 = load ptr, ptr %0, align 8, !tbaa !11
  call void @luaC_barrier_(ptr noundef %523, ptr noundef nonnull %1, ptr noundef nonnull %517) #6
  %524 = load ptr, ptr %462, align 8, !tbaa !57
  br label %525

525:                                              ; preds = %522, %515, %505
  %526 = phi ptr [ %524, %522 ], [ %514, %515 ], [ %514, %505 ]
  %527 = getelementptr inbounds ptr, ptr %526, i64 %506
  %528 = load ptr, ptr %527, align 8, !tbaa !59
  %529 = load ptr, ptr %9, align 8, !tbaa !29
  call fastcc void @loadFunction(ptr noundef nonnull %0, ptr noundef %528, ptr noundef %529)
  %530 = add nuw nsw i64 %506, 1
  %531 = icmp eq i64 %530, %455
  br i1 %531, label %532, label %505, !llvm.loop !62

532:                                              ; preds = %525, %457
  br label %533

533:                                              ; preds = %532, %553
  %534 = phi i64 [ %558, %553 ], [ 0, %532 ]
  %535 = load ptr, ptr %10, align 8, !tbaa !12
  %536 = load i64, ptr %535, align 8, !tbaa !13
  %537 = add i64 %536, -1
  store i64 %537, ptr %535, align 8, !tbaa !13
  %538 = icmp eq i64 %536, 0
  br i1 %538, label %545, label %539

539:                                              ; preds = %533
  %540 = getelementptr inbounds i8, ptr %535, i64 8
  %541 = load ptr, ptr %540, align 8, !tbaa !16
  %542 = getelementptr inbounds i8, ptr %541, i64 1
  store ptr %542, ptr %540, align 8, !tbaa !16
  %543 = load i8, ptr %541, align 1, !tbaa !5
  %544 = zext i8 %543 to i32
  br label %549

545:                                              ; preds = %533
  %546 = call i32 @luaZ_fill(ptr noundef nonnull %535) #6
  %547 = icmp eq i32 %546, -1
  br i1 %547, label %548, label %549

548:                                              ; preds = %545
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

549:                                              ; preds = %545, %539
  %550 = phi i32 [ %544, %539 ], [ %546, %545 ]
  %551 = icmp ult i64 %534, 16777215
  br i1 %551, label %553, label %552

552:                                              ; preds = %549
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

553:                                              ; preds = %549
  %554 = trunc i32 %550 to i8
  %555 = shl nuw nsw i64 %534, 7
  %556 = and i8 %554, 127
  %557 = zext nneg i8 %556 to i64
  %558 = or disjoint i64 %555, %557
  %559 = icmp sgt i8 %554, -1
  br i1 %559, label %533, label %560, !llvm.loop !30

560:                                              ; preds = %553
  %561 = trunc nuw i64 %558 to i32
  %562 = load ptr, ptr %0, align 8, !tbaa !11
  %563 = call ptr @luaM_malloc_(ptr noundef %562, i64 noundef %558, i32 noundef 0) #6
  %564 = getelementptr inbounds i8, ptr %1, i64 88
  store ptr %563, ptr %564, align 8, !tbaa !63
  %565 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 %561, ptr %565, align 4, !tbaa !64
  %566 = load ptr, ptr %10, align 8, !tbaa !12
  %567 = call i64 @luaZ_read(ptr noundef %566, ptr noundef %563, i64 noundef %558) #6
  %568 = icmp eq i64 %567, 0
  br i1 %568, label %570, label %569

569:                                              ; preds = %560
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

570:                                              ; preds = %560, %590
  %571 = phi i64 [ %595, %590 ], [ 0, %560 ]
  %572 = load ptr, ptr %10, align 8, !tbaa !12
  %573 = load i64, ptr %572, align 8, !tbaa !13
  %574 = add i64 %573, -1
  store i64 %574, ptr %572, align 8, !tbaa !13
  %575 = icmp eq i64 %573, 0
  br i1 %575, label %582, label %576

576:                                              ; preds = %570
  %577 = getelementptr inbounds i8, ptr %572, i64 8
  %578 = load ptr, ptr %577, align 8, !tbaa !16
  %579 = getelementptr inbounds i8, ptr %578, i64 1
  store ptr %579, ptr %577, align 8, !tbaa !16
  %580 = load i8, ptr %578, align 1, !tbaa !5
  %581 = zext i8 %580 to i32
  br label %586

582:                                              ; preds = %570
  %583 = call i32 @luaZ_fill(ptr noundef nonnull %572) #6
  %584 = icmp eq i32 %583, -1
  br i1 %584, label %585, label %586

585:                                              ; preds = %582
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

586:                                              ; preds = %582, %576
  %587 = phi i32 [ %581, %576 ], [ %583, %582 ]
  %588 = icmp ult i64 %571, 16777215
  br i1 %588, label %590, label %589

589:                                              ; preds = %586
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

590:                                              ; preds = %586
  %591 = trunc i32 %587 to i8
  %592 = shl nuw nsw i64 %571, 7
  %593 = and i8 %591, 127
  %594 = zext nneg i8 %593 to i64
  %595 = or disjoint i64 %592, %594
  %596 = icmp sgt i8 %591, -1
  br i1 %596, label %570, label %597, !llvm.loop !30

597:                                              ; preds = %590
  %598 = trunc nuw i64 %595 to i32
  %599 = load ptr, ptr %0, align 8, !tbaa !11
  %600 = shl nuw nsw i64 %595, 3
  %601 = call ptr @luaM_malloc_(ptr noundef %599, i64 noundef %600, i32 noundef 0) #6
  %602 = getelementptr inbounds i8, ptr %1, i64 96
  store ptr %601, ptr %602, align 8, !tbaa !65
  %603 = getelementptr inbounds i8, ptr %1, i64 40
  store i32 %598, ptr %603, align 8, !tbaa !66
  %604 = icmp eq i64 %595, 0
  br i1 %604, label %671, label %605

605:                                              ; preds = %597, %665
  %606 = phi i64 [ %669, %665 ], [ 0, %597 ]
  br label %607

607:                                              ; preds = %627, %605
  %608 = phi i64 [ %632, %627 ], [ 0, %605 ]
  %609 = load ptr, ptr %10, align 8, !tbaa !12
  %610 = load i64, ptr %609, align 8, !tbaa !13
  %611 = add i64 %610, -1
  store i64 %611, ptr %609, align 8, !tbaa !13
  %612 = icmp eq i64 %610, 0
  br i1 %612, label %619, label %613

613:                                              ; preds = %607
  %614 = getelementptr inbounds i8, ptr %609, i64 8
  %615 = load ptr, ptr %614, align 8, !tbaa !16
  %616 = getelementptr inbounds i8, ptr %615, i64 1
  store ptr %616, ptr %614, align 8, !tbaa !16
  %617 = load i8, ptr %615, align 1, !tbaa !5
  %618 = zext i8 %617 to i32
  br label %623

619:                                              ; preds = %607
  %620 = call i32 @luaZ_fill(ptr noundef nonnull %609) #6
  %621 = icmp eq i32 %620, -1
  br i1 %621, label %622, label %623

622:                                              ; preds = %619
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

623:                                              ; preds = %619, %613
  %624 = phi i32 [ %618, %613 ], [ %620, %619 ]
  %625 = icmp ult i64 %608, 16777215
  br i1 %625, label %627, label %626

626:                                              ; preds = %623
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

627:                                              ; preds = %623
  %628 = trunc i32 %624 to i8
  %629 = shl nuw nsw i64 %608, 7
  %630 = and i8 %628, 127
  %631 = zext nneg i8 %630 to i64
  %632 = or disjoint i64 %629, %631
  %633 = icmp sgt i8 %628, -1
  br i1 %633, label %607, label %634, !llvm.loop !30

634:                                              ; preds = %627
  %635 = trunc nuw i64 %632 to i32
  %636 = load ptr, ptr %602, align 8, !tbaa !65
  %637 = getelementptr inbounds %struct.AbsLineInfo, ptr %636, i64 %606
  store i32 %635, ptr %637, align 4, !tbaa !67
  br label %638

638:                                              ; preds = %658, %634
  %639 = phi i64 [ 0, %634 ], [ %663, %658 ]
  %640 = load ptr, ptr %10, align 8, !tbaa !12
  %641 = load i64, ptr %640, align 8, !tbaa !13
  %642 = add i64 %641, -1
  store i64 %642, ptr %640, align 8, !tbaa !13
  %643 = icmp eq i64 %641, 0
  br i1 %643, label %650, label %644

644:                                              ; preds = %638
  %645 = getelementptr inbounds i8, ptr %640, i64 8
  %646 = load ptr, ptr %645, align 8, !tbaa !16
  %647 = getelementptr inbounds i8, ptr %646, i64 1
  store ptr %647, ptr %645, align 8, !tbaa !16
  %648 = load i8, ptr %646, align 1, !tbaa !5
  %649 = zext i8 %648 to i32
  br label %654

650:                                              ; preds = %638
  %651 = call i32 @luaZ_fill(ptr noundef nonnull %640) #6
  %652 = icmp eq i32 %651, -1
  br i1 %652, label %653, label %654

653:                                              ; preds = %650
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

654:                                              ; preds = %650, %644
  %655 = phi i32 [ %649, %644 ], [ %651, %650 ]
  %656 = icmp ult i64 %639, 16777215
  br i1 %656, label %658, label %657

657:                                              ; preds = %654
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

658:                                              ; preds = %654
  %659 = trunc i32 %655 to i8
  %660 = shl nuw nsw i64 %639, 7
  %661 = and i8 %659, 127
  %662 = zext nneg i8 %661 to i64
  %663 = or disjoint i64 %660, %662
  %664 = icmp sgt i8 %659, -1
  br i1 %664, label %638, label %665, !llvm.loop !30

665:                                              ; preds = %658
  %666 = trunc nuw i64 %663 to i32
  %667 = load ptr, ptr %602, align 8, !tbaa !65
  %668 = getelementptr inbounds %struct.AbsLineInfo, ptr %667, i64 %606, i32 1
  store i32 %666, ptr %668, align 4, !tbaa !69
  %669 = add nuw nsw i64 %606, 1
  %670 = icmp eq i64 %669, %595
  br i1 %670, label %671, label %605, !llvm.loop !70

671:                                              ; preds = %665, %597
  br label %672

672:                                              ; preds = %671, %692
  %673 = phi i64 [ %697, %692 ], [ 0, %671 ]
  %674 = load ptr, ptr %10, align 8, !tbaa !12
  %675 = load i64, ptr %674, align 8, !tbaa !13
  %676 = add i64 %675, -1
  store i64 %676, ptr %674, align 8, !tbaa !13
  %677 = icmp eq i64 %675, 0
  br i1 %677, label %684, label %678

678:                                              ; preds = %672
  %679 = getelementptr inbounds i8, ptr %674, i64 8
  %680 = load ptr, ptr %679, align 8, !tbaa !16
  %681 = getelementptr inbounds i8, ptr %680, i64 1
  store ptr %681, ptr %679, align 8, !tbaa !16
  %682 = load i8, ptr %680, align 1, !tbaa !5
  %683 = zext i8 %682 to i32
  br label %688

684:                                              ; preds = %672
  %685 = call i32 @luaZ_fill(ptr noundef nonnull %674) #6
  %686 = icmp eq i32 %685, -1
  br i1 %686, label %687, label %688

687:                                              ; preds = %684
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

688:                                              ; preds = %684, %678
  %689 = phi i32 [ %683, %678 ], [ %685, %684 ]
  %690 = icmp ult i64 %673, 16777215
  br i1 %690, label %692, label %691

691:                                              ; preds = %688
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

692:                                              ; preds = %688
  %693 = trunc i32 %689 to i8
  %694 = shl nuw nsw i64 %673, 7
  %695 = and i8 %693, 127
  %696 = zext nneg i8 %695 to i64
  %697 = or disjoint i64 %694, %696
  %698 = icmp sgt i8 %693, -1
  br i1 %698, label %672, label %699, !llvm.loop !30

699:                                              ; preds = %692
  %700 = trunc nuw i64 %697 to i32
  %701 = load ptr, ptr %0, align 8, !tbaa !11
  %702 = shl nuw nsw i64 %697, 4
  %703 = call ptr @luaM_malloc_(ptr noundef %701, i64 noundef %702, i32 noundef 0) #6
  %704 = getelementptr inbounds i8, ptr %1, i64 104
  store ptr %703, ptr %704, align 8, !tbaa !71
  %705 = getelementptr inbounds i8, ptr %1, i64 36
  store i32 %700, ptr %705, align 4, !tbaa !72
  %706 = icmp eq i64 %697, 0
  br i1 %706, label %810, label %707

707:                                              ; preds = %699
  %708 = shl nuw nsw i64 %673, 7
  %709 = add nsw i64 %708, -1
  %710 = and i32 %689, 127
  %711 = zext nneg i32 %710 to i64
  %712 = add nsw i64 %709, %711
  %713 = and i64 %696, 3
  %714 = icmp ult i64 %712, 3
  br i1 %714, label %730, label %715

715:                                              ; preds = %707
  %716 = sub nsw i64 %697, %713
  br label %717

717:                                              ; preds = %717, %715
  %718 = phi i64 [ 0, %715 ], [ %727, %717 ]
  %719 = phi i64 [ 0, %715 ], [ %728, %717 ]
  %720 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %718
  store ptr null, ptr %720, align 8, !tbaa !73
  %721 = or disjoint i64 %718, 1
  %722 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %721
  store ptr null, ptr %722, align 8, !tbaa !73
  %723 = or disjoint i64 %718, 2
  %724 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %723
  store ptr null, ptr %724, align 8, !tbaa !73
  %725 = or disjoint i64 %718, 3
  %726 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %725
  store ptr null, ptr %726, align 8, !tbaa !73
  %727 = add nuw nsw i64 %718, 4
  %728 = add i64 %719, 4
  %729 = icmp eq i64 %728, %716
  br i1 %729, label %730, label %717, !llvm.loop !75

730:                                              ; preds = %717, %707
  %731 = phi i64 [ 0, %707 ], [ %727, %717 ]
  %732 = icmp eq i64 %713, 0
  br i1 %732, label %740, label %733

733:                                              ; preds = %730, %733
  %734 = phi i64 [ %737, %733 ], [ %731, %730 ]
  %735 = phi i64 [ %738, %733 ], [ 0, %730 ]
  %736 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %734
  store ptr null, ptr %736, align 8, !tbaa !73
  %737 = add nuw nsw i64 %734, 1
  %738 = add i64 %735, 1
  %739 = icmp eq i64 %738, %713
  br i1 %739, label %740, label %733, !llvm.loop !76

740:                                              ; preds = %733, %730
  br label %741

741:                                              ; preds = %740, %804
  %742 = phi i64 [ %808, %804 ], [ 0, %740 ]
  %743 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef %1)
  %744 = load ptr, ptr %704, align 8, !tbaa !71
  %745 = getelementptr inbounds %struct.LocVar, ptr %744, i64 %742
  store ptr %743, ptr %745, align 8, !tbaa !73
  br label %746

746:                                              ; preds = %766, %741
  %747 = phi i64 [ 0, %741 ], [ %771, %766 ]
  %748 = load ptr, ptr %10, align 8, !tbaa !12
  %749 = load i64, ptr %748, align 8, !tbaa !13
  %750 = add i64 %749, -1
  store i64 %750, ptr %748, align 8, !tbaa !13
  %751 = icmp eq i64 %749, 0
  br i1 %751, label %758, label %752

752:                                              ; preds = %746
  %753 = getelementptr inbounds i8, ptr %748, i64 8
  %754 = load ptr, ptr %753, align 8, !tbaa !16
  %755 = getelementptr inbounds i8, ptr %754, i64 1
  store ptr %755, ptr %753, align 8, !tbaa !16
  %756 = load i8, ptr %754, align 1, !tbaa !5
  %757 = zext i8 %756 to i32
  br label %762

758:                                              ; preds = %746
  %759 = call i32 @luaZ_fill(ptr noundef nonnull %748) #6
  %760 = icmp eq i32 %759, -1
  br i1 %760, label %761, label %762

761:                                              ; preds = %758
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

762:                                              ; preds = %758, %752
  %763 = phi i32 [ %757, %752 ], [ %759, %758 ]
  %764 = icmp ult i64 %747, 16777215
  br i1 %764, label %766, label %765

765:                                              ; preds = %762
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

766:                                              ; preds = %762
  %767 = trunc i32 %763 to i8
  %768 = shl nuw nsw i64 %747, 7
  %769 = and i8 %767, 127
  %770 = zext nneg i8 %769 to i64
  %771 = or disjoint i64 %768, %770
  %772 = icmp sgt i8 %767, -1
  br i1 %772, label %746, label %773, !llvm.loop !30

773:                                              ; preds = %766
  %774 = trunc nuw i64 %771 to i32
  %775 = load ptr, ptr %704, align 8, !tbaa !71
  %776 = getelementptr inbounds %struct.LocVar, ptr %775, i64 %742, i32 1
  store i32 %774, ptr %776, align 8, !tbaa !77
  br label %777

777:                                              ; preds = %797, %773
  %778 = phi i64 [ 0, %773 ], [ %802, %797 ]
  %779 = load ptr, ptr %10, align 8, !tbaa !12
  %780 = load i64, ptr %779, align 8, !tbaa !13
  %781 = add i64 %780, -1
  store i64 %781, ptr %779, align 8, !tbaa !13
  %782 = icmp eq i64 %780, 0
  br i1 %782, label %789, label %783

783:                                              ; preds = %777
  %784 = getelementptr inbounds i8, ptr %779, i64 8
  %785 = load ptr, ptr %784, align 8, !tbaa !16
  %786 = getelementptr inbounds i8, ptr %785, i64 1
  store ptr %786, ptr %784, align 8, !tbaa !16
  %787 = load i8, ptr %785, align 1, !tbaa !5
  %788 = zext i8 %787 to i32
  br label %793

789:                                              ; preds = %777
  %790 = call i32 @luaZ_fill(ptr noundef nonnull %779) #6
  %791 = icmp eq i32 %790, -1
  br i1 %791, label %792, label %793

792:                                              ; preds = %789
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

793:                                              ; preds = %789, %783
  %794 = phi i32 [ %788, %783 ], [ %790, %789 ]
  %795 = icmp ult i64 %778, 16777215
  br i1 %795, label %797, label %796

796:                                              ; preds = %793
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

797:                                              ; preds = %793
  %798 = trunc i32 %794 to i8
  %799 = shl nuw nsw i64 %778, 7
  %800 = and i8 %798, 127
  %801 = zext nneg i8 %800 to i64
  %802 = or disjoint i64 %799, %801
  %803 = icmp sgt i8 %798, -1
  br i1 %803, label %777, label %804, !llvm.loop !30

804:                                              ; preds = %797
  %805 = trunc nuw i64 %802 to i32
  %806 = load ptr, ptr %704, align 8, !tbaa !71
  %807 = getelementptr inbounds %struct.LocVar, ptr %806, i64 %742, i32 2
  store i32 %805, ptr %807, align 4, !tbaa !78
  %808 = add nuw nsw i64 %742, 1
  %809 = icmp eq i64 %808, %697
  br i1 %809, label %810, label %741, !llvm.loop !79

810:                                              ; preds = %804, %699
  br label %811

811:                                              ; preds = %810, %831
  %812 = phi i64 [ %836, %831 ], [ 0, %810 ]
  %813 = load ptr, ptr %10, align 8, !tbaa !12
  %814 = load i64, ptr %813, align 8, !tbaa !13
  %815 = add i64 %814, -1
  store i64 %815, ptr %813, align 8, !tbaa !13
  %816 = icmp eq i64 %814, 0
  br i1 %816, label %823, label %817

817:                                              ; preds = %811
  %818 = getelementptr inbounds i8, ptr %813, i64 8
  %819 = load ptr, ptr %818, align 8, !tbaa !16
  %820 = getelementptr inbounds i8, ptr %819, i64 1
  store ptr %820, ptr %818, align 8, !tbaa !16
  %821 = load i8, ptr %819, align 1, !tbaa !5
  %822 = zext i8 %821 to i32
  br label %827

823:                                              ; preds = %811
  %824 = call i32 @luaZ_fill(ptr noundef nonnull %813) #6
  %825 = icmp eq i32 %824, -1
  br i1 %825, label %826, label %827

826:                                              ; preds = %823
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

827:                                              ; preds = %823, %817
  %828 = phi i32 [ %822, %817 ], [ %824, %823 ]
  %829 = icmp ult i64 %812, 16777215
  br i1 %829, label %831, label %830

830:                                              ; preds = %827
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7
  unreachable

831:                                              ; preds = %827
  %832 = trunc i32 %828 to i8
  %833 = shl nuw nsw i64 %812, 7
  %834 = and i8 %832, 127
  %835 = zext nneg i8 %834 to i64
  %836 = or disjoint i64 %833, %835
  %837 = icmp sgt i8 %832, -1
  br i1 %837, label %811, label %838, !llvm.loop !30

838:                                              ; preds = %831
  %839 = icmp eq i64 %836, 0
  br i1 %839, label %852, label %840

840:                                              ; preds = %838
  %841 = load i32, ptr %321, align 8, !tbaa !48
  %842 = icmp sgt i32 %841, 0
  br i1 %842, label %843, label %852

843:                                              ; preds = %840
  %844 = zext nneg i32 %841 to i64
  br label %845

845:                                              ; preds = %845, %843
  %846 = phi i64 [ 0, %843 ], [ %850, %845 ]
  %847 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef nonnull %1)
  %848 = load ptr, ptr %320, align 8, !tbaa !47
  %849 = getelementptr inbounds %struct.Upvaldesc, ptr %848, i64 %846
  store ptr %847, ptr %849, align 8, !tbaa !49
  %850 = add nuw nsw i64 %846, 1
  %851 = icmp eq i64 %850, %844
  br i1 %851, label %852, label %845, !llvm.loop !80

852:                                              ; preds = %845, %838, %840
  ret void
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @error(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #3 {
  %3 = load ptr, ptr %0, align 8, !tbaa !11
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !8
  %6 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %3, ptr noundef nonnull @.str.13, ptr noundef %5, ptr noundef %1) #6
  %7 = load ptr, ptr %0, align 8, !tbaa !11
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
  %3 = alloca [40 x i8], align 16
  %4 = load ptr, ptr %0, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  br label %6

6:                                                ; preds = %26, %2
  %7 = phi i64 [ 0, %2 ], [ %31, %26 ]
  %8 = load ptr, ptr %5, align 8, !tbaa !12
  %9 = load i64, ptr %8, align 8, !tbaa !13
  %10 = add i64 %9, -1
  store i64 %10, ptr %8, align 8, !tbaa !13
  %11 = icmp eq i64 %9, 0
  br i1 %11, label %18, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %15, ptr %13, align 8, !tbaa !16
  %16 = load i8, ptr %14, align 1, !tbaa !5
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
  br i1 %32, label %6, label %33, !llvm.loop !30

33:                                               ; preds = %26
  %34 = icmp eq i64 %31, 0
  br i1 %34, label %73, label %35

35:                                               ; preds = %33
  %36 = add i64 %31, -1
  %37 = icmp ult i64 %31, 42
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #6
  %39 = load ptr, ptr %5, align 8, !tbaa !12
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
  %48 = load ptr, ptr %47, align 8, !tbaa !5
  store ptr %46, ptr %48, align 8, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %46, i64 8
  %50 = load i8, ptr %49, align 8, !tbaa !44
  %51 = or i8 %50, 64
  %52 = getelementptr inbounds i8, ptr %48, i64 8
  store i8 %51, ptr %52, align 8, !tbaa !21
  tail call void @luaD_inctop(ptr noundef %4) #6
  %53 = getelementptr inbounds i8, ptr %46, i64 24
  %54 = load ptr, ptr %5, align 8, !tbaa !12
  %55 = tail call i64 @luaZ_read(ptr noundef %54, ptr noundef nonnull %53, i64 noundef %36) #6
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %58, label %57

57:                                               ; preds = %45
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7
  unreachable

58:                                               ; preds = %45
  %59 = load ptr, ptr %47, align 8, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %59, i64 -16
  store ptr %60, ptr %47, align 8, !tbaa !5
  br label %61

61:                                               ; preds = %43, %58
  %62 = phi ptr [ %44, %43 ], [ %46, %58 ]
  %63 = getelementptr inbounds i8, ptr %1, i64 9
  %64 = load i8, ptr %63, align 1, !tbaa !26
  %65 = and i8 %64, 32
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %73, label %67

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %62, i64 9
  %69 = load i8, ptr %68, align 1, !tbaa !81
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 16}
!9 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{!9, !10, i64 0}
!12 = !{!9, !10, i64 8}
!13 = !{!14, !15, i64 0}
!14 = !{!"Zio", !15, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32}
!15 = !{!"long", !6, i64 0}
!16 = !{!14, !10, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !6, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !6, i64 0}
!21 = !{!22, !6, i64 8}
!22 = !{!"TValue", !6, i64 0, !6, i64 8}
!23 = !{!24, !10, i64 24}
!24 = !{!"LClosure", !10, i64 0, !6, i64 8, !6, i64 9, !6, i64 10, !10, i64 16, !10, i64 24, !6, i64 32}
!25 = !{!24, !6, i64 9}
!26 = !{!27, !6, i64 9}
!27 = !{!"Proto", !10, i64 0, !6, i64 8, !6, i64 9, !6, i64 10, !6, i64 11, !6, i64 12, !28, i64 16, !28, i64 20, !28, i64 24, !28, i64 28, !28, i64 32, !28, i64 36, !28, i64 40, !28, i64 44, !28, i64 48, !10, i64 56, !10, i64 64, !10, i64 72, !10, i64 80, !10, i64 88, !10, i64 96, !10, i64 104, !10, i64 112, !10, i64 120}
!28 = !{!"int", !6, i64 0}
!29 = !{!27, !10, i64 112}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!27, !28, i64 44}
!33 = !{!27, !28, i64 48}
!34 = !{!27, !6, i64 10}
!35 = !{!27, !6, i64 11}
!36 = !{!27, !6, i64 12}
!37 = !{!27, !10, i64 64}
!38 = !{!27, !28, i64 24}
!39 = !{!27, !10, i64 56}
!40 = !{!27, !28, i64 20}
!41 = distinct !{!41, !31}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = !{!45, !6, i64 8}
!45 = !{!"TString", !10, i64 0, !6, i64 8, !6, i64 9, !6, i64 10, !6, i64 11, !28, i64 12, !6, i64 16, !6, i64 24}
!46 = distinct !{!46, !31}
!47 = !{!27, !10, i64 80}
!48 = !{!27, !28, i64 16}
!49 = !{!50, !10, i64 0}
!50 = !{!"Upvaldesc", !10, i64 0, !6, i64 8, !6, i64 9, !6, i64 10}
!51 = distinct !{!51, !31}
!52 = distinct !{!52, !43}
!53 = !{!50, !6, i64 8}
!54 = !{!50, !6, i64 9}
!55 = !{!50, !6, i64 10}
!56 = distinct !{!56, !31}
!57 = !{!27, !10, i64 72}
!58 = !{!27, !28, i64 32}
!59 = !{!10, !10, i64 0}
!60 = distinct !{!60, !43}
!61 = distinct !{!61, !31}
!62 = distinct !{!62, !31}
!63 = !{!27, !10, i64 88}
!64 = !{!27, !28, i64 28}
!65 = !{!27, !10, i64 96}
!66 = !{!27, !28, i64 40}
!67 = !{!68, !28, i64 0}
!68 = !{!"AbsLineInfo", !28, i64 0, !28, i64 4}
!69 = !{!68, !28, i64 4}
!70 = distinct !{!70, !31}
!71 = !{!27, !10, i64 104}
!72 = !{!27, !28, i64 36}
!73 = !{!74, !10, i64 0}
!74 = !{!"LocVar", !10, i64 0, !28, i64 8, !28, i64 12}
!75 = distinct !{!75, !31}
!76 = distinct !{!76, !43}
!77 = !{!74, !28, i64 8}
!78 = !{!74, !28, i64 12}
!79 = distinct !{!79, !31}
!80 = distinct !{!80, !31}
!81 = !{!45, !6, i64 9}
