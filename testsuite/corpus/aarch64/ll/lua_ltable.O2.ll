; ModuleID = 'src/lua/ltable.c'
source_filename = "src/lua/ltable.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%struct.Table = type { ptr, i8, i8, i8, i8, i32, ptr, ptr, ptr, ptr, ptr }

@absentkey = internal constant %struct.TValue { %union.Value zeroinitializer, i8 32 }, align 8
@.str = private unnamed_addr constant [22 x i8] c"invalid key to 'next'\00", align 1
@dummynode_ = internal constant %union.Node { %struct.NodeKey { %union.Value zeroinitializer, i8 16, i8 0, i32 0, %union.Value zeroinitializer } }, align 8
@.str.1 = private unnamed_addr constant [15 x i8] c"table overflow\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"table index is nil\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"table index is NaN\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define hidden i32 @luaH_realasize(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 10
  %3 = load i8, ptr %2, align 2, !tbaa !6
  %4 = icmp sgt i8 %3, -1
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !12
  %7 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %6)
  %8 = icmp ult i32 %7, 2
  %9 = select i1 %4, i1 true, i1 %8
  br i1 %9, label %22, label %10

10:                                               ; preds = %1
  %11 = lshr i32 %6, 1
  %12 = or i32 %11, %6
  %13 = lshr i32 %12, 2
  %14 = or i32 %13, %12
  %15 = lshr i32 %14, 4
  %16 = or i32 %15, %14
  %17 = lshr i32 %16, 8
  %18 = or i32 %17, %16
  %19 = lshr i32 %18, 16
  %20 = or i32 %19, %18
  %21 = add i32 %20, 1
  br label %22

22:                                               ; preds = %1, %10
  %23 = phi i32 [ %21, %10 ], [ %6, %1 ]
  ret i32 %23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaH_next(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 10
  %5 = load i8, ptr %4, align 2, !tbaa !6
  %6 = icmp sgt i8 %5, -1
  %7 = getelementptr inbounds i8, ptr %1, i64 12
  %8 = load i32, ptr %7, align 4, !tbaa !12
  %9 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %8)
  %10 = icmp ult i32 %9, 2
  %11 = select i1 %6, i1 true, i1 %10
  br i1 %11, label %24, label %12

12:                                               ; preds = %3
  %13 = lshr i32 %8, 1
  %14 = or i32 %13, %8
  %15 = lshr i32 %14, 2
  %16 = or i32 %15, %14
  %17 = lshr i32 %16, 4
  %18 = or i32 %17, %16
  %19 = lshr i32 %18, 8
  %20 = or i32 %19, %18
  %21 = lshr i32 %20, 16
  %22 = or i32 %21, %20
  %23 = add i32 %22, 1
  br label %24

24:                                               ; preds = %3, %12
  %25 = phi i32 [ %23, %12 ], [ %8, %3 ]
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  %27 = load i8, ptr %26, align 8, !tbaa !13
  %28 = and i8 %27, 15
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %58, label %30

30:                                               ; preds = %24
  %31 = icmp eq i8 %27, 3
  br i1 %31, label %32, label %38

32:                                               ; preds = %30
  %33 = load i64, ptr %2, align 8, !tbaa !15
  %34 = add i64 %33, -1
  %35 = icmp ult i64 %34, 2147483648
  %36 = trunc nuw i64 %33 to i32
  %37 = select i1 %35, i32 %36, i32 0
  br label %38

38:                                               ; preds = %32, %30
  %39 = phi i32 [ %37, %32 ], [ 0, %30 ]
  %40 = add i32 %39, -1
  %41 = icmp ult i32 %40, %25
  br i1 %41, label %58, label %42

42:                                               ; preds = %38
  %43 = tail call fastcc ptr @getgeneric(ptr noundef nonnull readonly %1, ptr noundef nonnull readonly %2, i32 noundef 1)
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load i8, ptr %44, align 8, !tbaa !13
  %46 = icmp eq i8 %45, 32
  br i1 %46, label %47, label %48, !prof !16

47:                                               ; preds = %42
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str) #11
  unreachable

48:                                               ; preds = %42
  %49 = getelementptr inbounds i8, ptr %1, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !17
  %51 = ptrtoint ptr %43 to i64
  %52 = ptrtoint ptr %50 to i64
  %53 = sub i64 %51, %52
  %54 = sdiv exact i64 %53, 24
  %55 = trunc i64 %54 to i32
  %56 = add i32 %25, 1
  %57 = add i32 %56, %55
  br label %58

58:                                               ; preds = %24, %38, %48
  %59 = phi i32 [ %57, %48 ], [ 0, %24 ], [ %39, %38 ]
  %60 = icmp ult i32 %59, %25
  br i1 %60, label %61, label %79

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %1, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !18
  %64 = zext i32 %59 to i64
  br label %65

65:                                               ; preds = %61, %76
  %66 = phi i64 [ %64, %61 ], [ %71, %76 ]
  %67 = getelementptr inbounds %struct.TValue, ptr %63, i64 %66, i32 1
  %68 = load i8, ptr %67, align 8, !tbaa !13
  %69 = and i8 %68, 15
  %70 = icmp eq i8 %69, 0
  %71 = add nuw i64 %66, 1
  br i1 %70, label %76, label %72

72:                                               ; preds = %65
  %73 = and i64 %71, 4294967295
  store i64 %73, ptr %2, align 8, !tbaa !15
  store i8 3, ptr %26, align 8, !tbaa !13
  %74 = load ptr, ptr %62, align 8, !tbaa !18
  %75 = getelementptr inbounds %struct.TValue, ptr %74, i64 %66
  br label %106

76:                                               ; preds = %65
  %77 = trunc i64 %71 to i32
  %78 = icmp eq i32 %25, %77
  br i1 %78, label %79, label %65, !llvm.loop !19

79:                                               ; preds = %76, %58
  %80 = phi i32 [ %59, %58 ], [ %25, %76 ]
  %81 = sub i32 %80, %25
  %82 = getelementptr inbounds i8, ptr %1, i64 11
  %83 = load i8, ptr %82, align 1, !tbaa !21
  %84 = zext nneg i8 %83 to i32
  %85 = shl nuw i32 1, %84
  %86 = icmp slt i32 %81, %85
  br i1 %86, label %87, label %113

87:                                               ; preds = %79
  %88 = getelementptr inbounds i8, ptr %1, i64 24
  %89 = load ptr, ptr %88, align 8, !tbaa !17
  br label %93

90:                                               ; preds = %93
  %91 = add i32 %94, 1
  %92 = icmp eq i32 %91, %85
  br i1 %92, label %113, label %93, !llvm.loop !22

93:                                               ; preds = %87, %90
  %94 = phi i32 [ %81, %87 ], [ %91, %90 ]
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds %union.Node, ptr %89, i64 %95
  %97 = getelementptr inbounds i8, ptr %96, i64 8
  %98 = load i8, ptr %97, align 8, !tbaa !15
  %99 = and i8 %98, 15
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %90, label %101

101:                                              ; preds = %93
  %102 = getelementptr inbounds i8, ptr %96, i64 16
  %103 = load i64, ptr %102, align 8, !tbaa !15
  store i64 %103, ptr %2, align 8, !tbaa !15
  %104 = getelementptr inbounds i8, ptr %96, i64 9
  %105 = load i8, ptr %104, align 1, !tbaa !15
  store i8 %105, ptr %26, align 8, !tbaa !13
  br label %106

106:                                              ; preds = %72, %101
  %107 = phi ptr [ %75, %72 ], [ %96, %101 ]
  %108 = getelementptr inbounds i8, ptr %2, i64 16
  %109 = load i64, ptr %107, align 8, !tbaa !15
  store i64 %109, ptr %108, align 8, !tbaa !15
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load i8, ptr %110, align 8, !tbaa !13
  %112 = getelementptr inbounds i8, ptr %2, i64 24
  store i8 %111, ptr %112, align 8, !tbaa !13
  br label %113

113:                                              ; preds = %90, %106, %79
  %114 = phi i32 [ 0, %79 ], [ 1, %106 ], [ 0, %90 ]
  ret i32 %114
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind uwtable
define hidden void @luaH_resize(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca %struct.TValue, align 8
  %6 = alloca %struct.TValue, align 8
  %7 = alloca %struct.Table, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #12
  %8 = getelementptr inbounds i8, ptr %1, i64 10
  %9 = load i8, ptr %8, align 2, !tbaa !6
  %10 = icmp sgt i8 %9, -1
  %11 = getelementptr inbounds i8, ptr %1, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !12
  %13 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %12)
  %14 = icmp ult i32 %13, 2
  %15 = select i1 %10, i1 true, i1 %14
  br i1 %15, label %28, label %16

16:                                               ; preds = %4
  %17 = lshr i32 %12, 1
  %18 = or i32 %17, %12
  %19 = lshr i32 %18, 2
  %20 = or i32 %19, %18
  %21 = lshr i32 %20, 4
  %22 = or i32 %21, %20
  %23 = lshr i32 %22, 8
  %24 = or i32 %23, %22
  %25 = lshr i32 %24, 16
  %26 = or i32 %25, %24
  %27 = add i32 %26, 1
  br label %28

28:                                               ; preds = %4, %16
  %29 = phi i32 [ %27, %16 ], [ %12, %4 ]
  store i32 %29, ptr %11, align 4, !tbaa !12
  %30 = and i8 %9, 127
  store i8 %30, ptr %8, align 2, !tbaa !6
  %31 = icmp eq i32 %3, 0
  br i1 %31, label %32, label %35

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr @dummynode_, ptr %33, align 8, !tbaa !17
  %34 = getelementptr inbounds i8, ptr %7, i64 11
  store i8 0, ptr %34, align 1, !tbaa !21
  br label %72

35:                                               ; preds = %28
  %36 = tail call i32 @luaO_ceillog2(i32 noundef %3) #12
  %37 = icmp ugt i32 %36, 30
  br i1 %37, label %38, label %39

38:                                               ; preds = %35
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.1) #11
  unreachable

39:                                               ; preds = %35
  %40 = shl nuw nsw i32 1, %36
  %41 = zext nneg i32 %36 to i64
  %42 = shl nuw nsw i64 24, %41
  %43 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef %42, i32 noundef 0) #12
  %44 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr %43, ptr %44, align 8, !tbaa !17
  %45 = zext nneg i32 %40 to i64
  %46 = icmp eq i32 %36, 0
  br i1 %46, label %60, label %47

47:                                               ; preds = %39, %47
  %48 = phi i64 [ %58, %47 ], [ 0, %39 ]
  %49 = or disjoint i64 %48, 1
  %50 = getelementptr inbounds %union.Node, ptr %43, i64 %48
  %51 = getelementptr inbounds %union.Node, ptr %43, i64 %49
  %52 = getelementptr inbounds i8, ptr %50, i64 12
  %53 = getelementptr inbounds i8, ptr %51, i64 12
  store i32 0, ptr %52, align 4, !tbaa !15
  store i32 0, ptr %53, align 4, !tbaa !15
  %54 = getelementptr inbounds i8, ptr %50, i64 9
  %55 = getelementptr inbounds i8, ptr %51, i64 9
  store i8 0, ptr %54, align 1, !tbaa !15
  store i8 0, ptr %55, align 1, !tbaa !15
  %56 = getelementptr inbounds i8, ptr %50, i64 8
  %57 = getelementptr inbounds i8, ptr %51, i64 8
  store i8 16, ptr %56, align 8, !tbaa !15
  store i8 16, ptr %57, align 8, !tbaa !15
  %58 = add nuw i64 %48, 2
  %59 = icmp eq i64 %58, %45
  br i1 %59, label %68, label %47, !llvm.loop !23

60:                                               ; preds = %39, %60
  %61 = phi i64 [ %66, %60 ], [ 0, %39 ]
  %62 = getelementptr inbounds %union.Node, ptr %43, i64 %61
  %63 = getelementptr inbounds i8, ptr %62, i64 12
  store i32 0, ptr %63, align 4, !tbaa !15
  %64 = getelementptr inbounds i8, ptr %62, i64 9
  store i8 0, ptr %64, align 1, !tbaa !15
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  store i8 16, ptr %65, align 8, !tbaa !15
  %66 = add nuw nsw i64 %61, 1
  %67 = icmp eq i64 %66, %45
  br i1 %67, label %68, label %60, !llvm.loop !26

68:                                               ; preds = %47, %60
  %69 = trunc nuw i32 %36 to i8
  %70 = getelementptr inbounds i8, ptr %7, i64 11
  store i8 %69, ptr %70, align 1, !tbaa !21
  %71 = getelementptr inbounds %union.Node, ptr %43, i64 %45
  br label %72

72:                                               ; preds = %32, %68
  %73 = phi ptr [ %43, %68 ], [ @dummynode_, %32 ]
  %74 = phi i8 [ %69, %68 ], [ 0, %32 ]
  %75 = phi ptr [ %71, %68 ], [ null, %32 ]
  %76 = getelementptr inbounds i8, ptr %7, i64 32
  store ptr %75, ptr %76, align 8, !tbaa !27
  %77 = icmp ugt i32 %29, %2
  br i1 %77, label %81, label %78

78:                                               ; preds = %72
  %79 = zext i32 %29 to i64
  %80 = zext i32 %2 to i64
  br label %162

81:                                               ; preds = %72
  store i32 %2, ptr %11, align 4, !tbaa !12
  %82 = getelementptr inbounds i8, ptr %1, i64 11
  %83 = load i8, ptr %82, align 1, !tbaa !21
  %84 = getelementptr inbounds i8, ptr %1, i64 24
  %85 = getelementptr inbounds i8, ptr %1, i64 32
  %86 = getelementptr inbounds i8, ptr %7, i64 11
  store i8 %74, ptr %82, align 1, !tbaa !21
  %87 = getelementptr inbounds i8, ptr %7, i64 24
  store i8 %83, ptr %86, align 1, !tbaa !21
  %88 = load <2 x ptr>, ptr %84, align 8, !tbaa !28
  store ptr %73, ptr %84, align 8, !tbaa !17
  store ptr %75, ptr %85, align 8, !tbaa !27
  store <2 x ptr> %88, ptr %87, align 8, !tbaa !28
  %89 = getelementptr inbounds i8, ptr %1, i64 16
  %90 = getelementptr inbounds i8, ptr %6, i64 8
  %91 = zext i32 %2 to i64
  %92 = zext i32 %29 to i64
  br label %93

93:                                               ; preds = %81, %154
  %94 = phi i64 [ %91, %81 ], [ %101, %154 ]
  %95 = load ptr, ptr %89, align 8, !tbaa !18
  %96 = getelementptr inbounds %struct.TValue, ptr %95, i64 %94
  %97 = getelementptr inbounds i8, ptr %96, i64 8
  %98 = load i8, ptr %97, align 8, !tbaa !13
  %99 = and i8 %98, 15
  %100 = icmp eq i8 %99, 0
  %101 = add nuw nsw i64 %94, 1
  br i1 %100, label %154, label %102

102:                                              ; preds = %93
  %103 = load i32, ptr %11, align 4, !tbaa !12
  %104 = zext i32 %103 to i64
  %105 = icmp ult i64 %94, %104
  br i1 %105, label %145, label %106

106:                                              ; preds = %102
  %107 = load i8, ptr %8, align 2, !tbaa !6
  %108 = icmp sgt i8 %107, -1
  br i1 %108, label %115, label %109

109:                                              ; preds = %106
  %110 = sub nsw i64 0, %104
  %111 = and i64 %94, %110
  %112 = icmp ult i64 %111, %104
  br i1 %112, label %113, label %115

113:                                              ; preds = %109
  %114 = trunc nuw i64 %101 to i32
  store i32 %114, ptr %11, align 4, !tbaa !12
  br label %145

115:                                              ; preds = %109, %106
  %116 = load ptr, ptr %84, align 8, !tbaa !17
  %117 = load i8, ptr %82, align 1, !tbaa !21
  %118 = zext nneg i8 %117 to i32
  %119 = shl nsw i32 -1, %118
  %120 = xor i32 %119, -1
  %121 = or i32 %120, 1
  %122 = trunc nuw i64 %101 to i32
  %123 = urem i32 %122, %121
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds %union.Node, ptr %116, i64 %124
  br label %126

126:                                              ; preds = %135, %115
  %127 = phi ptr [ %125, %115 ], [ %140, %135 ]
  %128 = getelementptr inbounds i8, ptr %127, i64 9
  %129 = load i8, ptr %128, align 1, !tbaa !15
  %130 = icmp eq i8 %129, 3
  br i1 %130, label %131, label %135

131:                                              ; preds = %126
  %132 = getelementptr inbounds i8, ptr %127, i64 16
  %133 = load i64, ptr %132, align 8, !tbaa !15
  %134 = icmp eq i64 %133, %101
  br i1 %134, label %141, label %135

135:                                              ; preds = %131, %126
  %136 = getelementptr inbounds i8, ptr %127, i64 12
  %137 = load i32, ptr %136, align 4, !tbaa !15
  %138 = icmp eq i32 %137, 0
  %139 = sext i32 %137 to i64
  %140 = getelementptr inbounds %union.Node, ptr %127, i64 %139
  br i1 %138, label %141, label %126

141:                                              ; preds = %135, %131
  %142 = phi ptr [ @absentkey, %135 ], [ %127, %131 ]
  %143 = getelementptr inbounds i8, ptr %142, i64 8
  %144 = load i8, ptr %143, align 8, !tbaa !13
  br label %145

145:                                              ; preds = %102, %113, %141
  %146 = phi i8 [ %144, %141 ], [ %98, %113 ], [ %98, %102 ]
  %147 = phi ptr [ %142, %141 ], [ %96, %113 ], [ %96, %102 ]
  %148 = icmp eq i8 %146, 32
  br i1 %148, label %149, label %150

149:                                              ; preds = %145
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #12
  store i64 %101, ptr %6, align 8, !tbaa !15
  store i8 3, ptr %90, align 8, !tbaa !13
  call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %6, ptr noundef %96)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #12
  br label %154

150:                                              ; preds = %145
  %151 = getelementptr inbounds i8, ptr %147, i64 8
  %152 = load i64, ptr %96, align 8, !tbaa !15
  store i64 %152, ptr %147, align 8, !tbaa !15
  %153 = load i8, ptr %97, align 8, !tbaa !13
  store i8 %153, ptr %151, align 8, !tbaa !13
  br label %154

154:                                              ; preds = %93, %150, %149
  %155 = icmp eq i64 %101, %92
  br i1 %155, label %156, label %93, !llvm.loop !29

156:                                              ; preds = %154
  store i32 %29, ptr %11, align 4, !tbaa !12
  %157 = load i8, ptr %82, align 1, !tbaa !21
  %158 = load ptr, ptr %84, align 8, !tbaa !17
  %159 = load ptr, ptr %85, align 8, !tbaa !27
  %160 = load i8, ptr %86, align 1, !tbaa !21
  store i8 %160, ptr %82, align 1, !tbaa !21
  %161 = load <2 x ptr>, ptr %87, align 8, !tbaa !28
  store <2 x ptr> %161, ptr %84, align 8, !tbaa !28
  store i8 %157, ptr %86, align 1, !tbaa !21
  store ptr %158, ptr %87, align 8, !tbaa !17
  store ptr %159, ptr %76, align 8, !tbaa !27
  br label %162

162:                                              ; preds = %78, %156
  %163 = phi i64 [ %80, %78 ], [ %91, %156 ]
  %164 = phi i64 [ %79, %78 ], [ %92, %156 ]
  %165 = phi ptr [ %75, %78 ], [ %159, %156 ]
  %166 = phi ptr [ %73, %78 ], [ %158, %156 ]
  %167 = phi i8 [ %74, %78 ], [ %157, %156 ]
  %168 = getelementptr inbounds i8, ptr %1, i64 16
  %169 = load ptr, ptr %168, align 8, !tbaa !18
  %170 = shl nuw nsw i64 %164, 4
  %171 = shl nuw nsw i64 %163, 4
  %172 = tail call ptr @luaM_realloc_(ptr noundef %0, ptr noundef %169, i64 noundef %170, i64 noundef %171) #12
  %173 = icmp eq ptr %172, null
  %174 = icmp ne i32 %2, 0
  %175 = and i1 %174, %173
  br i1 %175, label %176, label %177, !prof !16

176:                                              ; preds = %162
  call fastcc void @freehash(ptr noundef %0, ptr noundef nonnull %7)
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 4) #11
  unreachable

177:                                              ; preds = %162
  %178 = getelementptr inbounds i8, ptr %1, i64 11
  %179 = load i8, ptr %178, align 1, !tbaa !21
  %180 = getelementptr inbounds i8, ptr %1, i64 24
  %181 = load ptr, ptr %180, align 8, !tbaa !17
  %182 = getelementptr inbounds i8, ptr %1, i64 32
  %183 = load ptr, ptr %182, align 8, !tbaa !27
  store i8 %167, ptr %178, align 1, !tbaa !21
  store ptr %166, ptr %180, align 8, !tbaa !17
  store ptr %165, ptr %182, align 8, !tbaa !27
  store ptr %172, ptr %168, align 8, !tbaa !18
  store i32 %2, ptr %11, align 4, !tbaa !12
  %184 = icmp ult i32 %29, %2
  br i1 %184, label %185, label %208

185:                                              ; preds = %177
  %186 = sub nsw i64 %163, %164
  %187 = icmp ult i64 %186, 2
  br i1 %187, label %201, label %188

188:                                              ; preds = %185
  %189 = and i64 %186, -2
  %190 = add nsw i64 %164, %189
  br label %191

191:                                              ; preds = %191, %188
  %192 = phi i64 [ 0, %188 ], [ %197, %191 ]
  %193 = add i64 %164, %192
  %194 = add i64 %193, 1
  %195 = getelementptr inbounds %struct.TValue, ptr %172, i64 %193, i32 1
  %196 = getelementptr inbounds %struct.TValue, ptr %172, i64 %194, i32 1
  store i8 16, ptr %195, align 8, !tbaa !13
  store i8 16, ptr %196, align 8, !tbaa !13
  %197 = add nuw i64 %192, 2
  %198 = icmp eq i64 %197, %189
  br i1 %198, label %199, label %191, !llvm.loop !30

199:                                              ; preds = %191
  %200 = icmp eq i64 %186, %189
  br i1 %200, label %208, label %201

201:                                              ; preds = %199, %185
  %202 = phi i64 [ %164, %185 ], [ %190, %199 ]
  br label %203

203:                                              ; preds = %201, %203
  %204 = phi i64 [ %206, %203 ], [ %202, %201 ]
  %205 = getelementptr inbounds %struct.TValue, ptr %172, i64 %204, i32 1
  store i8 16, ptr %205, align 8, !tbaa !13
  %206 = add nuw nsw i64 %204, 1
  %207 = icmp eq i64 %206, %163
  br i1 %207, label %208, label %203, !llvm.loop !31

208:                                              ; preds = %203, %199, %177
  %209 = zext nneg i8 %179 to i32
  %210 = shl nuw i32 1, %209
  %211 = icmp eq i8 %179, 31
  br i1 %211, label %240, label %212

212:                                              ; preds = %208
  %213 = getelementptr inbounds i8, ptr %5, i64 8
  %214 = tail call i32 @llvm.smax.i32(i32 %210, i32 1)
  %215 = zext nneg i32 %214 to i64
  br label %216

216:                                              ; preds = %212, %237
  %217 = phi i64 [ 0, %212 ], [ %238, %237 ]
  %218 = getelementptr inbounds %union.Node, ptr %181, i64 %217
  %219 = getelementptr inbounds i8, ptr %218, i64 8
  %220 = load i8, ptr %219, align 8, !tbaa !15
  %221 = and i8 %220, 15
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %237, label %223

223:                                              ; preds = %216
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12
  %224 = getelementptr inbounds i8, ptr %218, i64 16
  %225 = load i64, ptr %224, align 8, !tbaa !15
  store i64 %225, ptr %5, align 8, !tbaa !15
  %226 = getelementptr inbounds i8, ptr %218, i64 9
  %227 = load i8, ptr %226, align 1, !tbaa !15
  store i8 %227, ptr %213, align 8, !tbaa !13
  %228 = call ptr @luaH_get(ptr noundef %1, ptr noundef nonnull %5)
  %229 = getelementptr inbounds i8, ptr %228, i64 8
  %230 = load i8, ptr %229, align 8, !tbaa !13
  %231 = icmp eq i8 %230, 32
  br i1 %231, label %232, label %233

232:                                              ; preds = %223
  call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5, ptr noundef nonnull %218)
  br label %236

233:                                              ; preds = %223
  %234 = load i64, ptr %218, align 8, !tbaa !15
  store i64 %234, ptr %228, align 8, !tbaa !15
  %235 = load i8, ptr %219, align 8, !tbaa !13
  store i8 %235, ptr %229, align 8, !tbaa !13
  br label %236

236:                                              ; preds = %232, %233
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12
  br label %237

237:                                              ; preds = %236, %216
  %238 = add nuw nsw i64 %217, 1
  %239 = icmp eq i64 %238, %215
  br i1 %239, label %240, label %216, !llvm.loop !32

240:                                              ; preds = %237, %208
  %241 = icmp eq ptr %183, null
  br i1 %241, label %245, label %242

242:                                              ; preds = %240
  %243 = sext i32 %210 to i64
  %244 = mul nsw i64 %243, 24
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %181, i64 noundef %244) #12
  br label %245

245:                                              ; preds = %240, %242
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #12
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaH_setint(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #2 {
  %5 = alloca %struct.TValue, align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !12
  %8 = zext i32 %7 to i64
  %9 = add i64 %2, -1
  %10 = icmp ult i64 %9, %8
  br i1 %10, label %62, label %11

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %1, i64 10
  %13 = load i8, ptr %12, align 2, !tbaa !6
  %14 = icmp sgt i8 %13, -1
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = sub nsw i64 0, %8
  %17 = and i64 %9, %16
  %18 = icmp ult i64 %17, %8
  br i1 %18, label %19, label %21

19:                                               ; preds = %15
  %20 = trunc i64 %2 to i32
  store i32 %20, ptr %6, align 4, !tbaa !12
  br label %62

21:                                               ; preds = %15, %11
  %22 = icmp ult i64 %2, 2147483648
  %23 = getelementptr inbounds i8, ptr %1, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !17
  br i1 %22, label %25, label %35

25:                                               ; preds = %21
  %26 = trunc nuw nsw i64 %2 to i32
  %27 = getelementptr inbounds i8, ptr %1, i64 11
  %28 = load i8, ptr %27, align 1, !tbaa !21
  %29 = zext nneg i8 %28 to i32
  %30 = shl nsw i32 -1, %29
  %31 = xor i32 %30, -1
  %32 = or i32 %31, 1
  %33 = urem i32 %26, %32
  %34 = zext nneg i32 %33 to i64
  br label %44

35:                                               ; preds = %21
  %36 = getelementptr inbounds i8, ptr %1, i64 11
  %37 = load i8, ptr %36, align 1, !tbaa !21
  %38 = zext nneg i8 %37 to i32
  %39 = shl nsw i32 -1, %38
  %40 = xor i32 %39, -1
  %41 = or i32 %40, 1
  %42 = zext nneg i32 %41 to i64
  %43 = urem i64 %2, %42
  br label %44

44:                                               ; preds = %35, %25
  %45 = phi i64 [ %43, %35 ], [ %34, %25 ]
  %46 = getelementptr inbounds %union.Node, ptr %24, i64 %45
  br label %47

47:                                               ; preds = %56, %44
  %48 = phi ptr [ %46, %44 ], [ %61, %56 ]
  %49 = getelementptr inbounds i8, ptr %48, i64 9
  %50 = load i8, ptr %49, align 1, !tbaa !15
  %51 = icmp eq i8 %50, 3
  br i1 %51, label %52, label %56

52:                                               ; preds = %47
  %53 = getelementptr inbounds i8, ptr %48, i64 16
  %54 = load i64, ptr %53, align 8, !tbaa !15
  %55 = icmp eq i64 %54, %2
  br i1 %55, label %66, label %56

56:                                               ; preds = %52, %47
  %57 = getelementptr inbounds i8, ptr %48, i64 12
  %58 = load i32, ptr %57, align 4, !tbaa !15
  %59 = icmp eq i32 %58, 0
  %60 = sext i32 %58 to i64
  %61 = getelementptr inbounds %union.Node, ptr %48, i64 %60
  br i1 %59, label %66, label %47

62:                                               ; preds = %19, %4
  %63 = getelementptr inbounds i8, ptr %1, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !18
  %65 = getelementptr inbounds %struct.TValue, ptr %64, i64 %9
  br label %66

66:                                               ; preds = %52, %56, %62
  %67 = phi ptr [ %65, %62 ], [ %48, %52 ], [ @absentkey, %56 ]
  %68 = getelementptr inbounds i8, ptr %67, i64 8
  %69 = load i8, ptr %68, align 8, !tbaa !13
  %70 = icmp eq i8 %69, 32
  br i1 %70, label %71, label %73

71:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12
  store i64 %2, ptr %5, align 8, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %5, i64 8
  store i8 3, ptr %72, align 8, !tbaa !13
  call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5, ptr noundef %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12
  br label %77

73:                                               ; preds = %66
  %74 = load i64, ptr %3, align 8, !tbaa !15
  store i64 %74, ptr %67, align 8, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %3, i64 8
  %76 = load i8, ptr %75, align 8, !tbaa !13
  store i8 %76, ptr %68, align 8, !tbaa !13
  br label %77

77:                                               ; preds = %73, %71
  ret void
}

declare hidden ptr @luaM_realloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc void @freehash(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !27
  %5 = icmp eq ptr %4, null
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  %9 = getelementptr inbounds i8, ptr %1, i64 11
  %10 = load i8, ptr %9, align 1, !tbaa !21
  %11 = zext nneg i8 %10 to i32
  %12 = shl nuw i32 1, %11
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, 24
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %8, i64 noundef %14) #12
  br label %15

15:                                               ; preds = %6, %2
  ret void
}

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @luaH_resizearray(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !27
  %6 = icmp eq ptr %5, null
  br i1 %6, label %12, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 11
  %9 = load i8, ptr %8, align 1, !tbaa !21
  %10 = zext nneg i8 %9 to i32
  %11 = shl nuw i32 1, %10
  br label %12

12:                                               ; preds = %3, %7
  %13 = phi i32 [ %11, %7 ], [ 0, %3 ]
  tail call void @luaH_resize(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %2, i32 noundef %13)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaH_new(ptr noundef %0) local_unnamed_addr #2 {
  %2 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 5, i64 noundef 56) #12
  %3 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 63, ptr %3, align 2, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr null, ptr %4, align 8, !tbaa !18
  %5 = getelementptr inbounds i8, ptr %2, i64 12
  store i32 0, ptr %5, align 4, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr @dummynode_, ptr %6, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %2, i64 11
  store i8 0, ptr %7, align 1, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x ptr> zeroinitializer, ptr %8, align 8, !tbaa !28
  ret ptr %2
}

declare hidden ptr @luaC_newobj(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaH_free(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !27
  %5 = icmp eq ptr %4, null
  br i1 %5, label %15, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  %9 = getelementptr inbounds i8, ptr %1, i64 11
  %10 = load i8, ptr %9, align 1, !tbaa !21
  %11 = zext nneg i8 %10 to i32
  %12 = shl nuw i32 1, %11
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, 24
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %8, i64 noundef %14) #12
  br label %15

15:                                               ; preds = %2, %6
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !18
  %18 = getelementptr inbounds i8, ptr %1, i64 10
  %19 = load i8, ptr %18, align 2, !tbaa !6
  %20 = icmp sgt i8 %19, -1
  %21 = getelementptr inbounds i8, ptr %1, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !12
  %23 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %22)
  %24 = icmp ult i32 %23, 2
  %25 = select i1 %20, i1 true, i1 %24
  br i1 %25, label %38, label %26

26:                                               ; preds = %15
  %27 = lshr i32 %22, 1
  %28 = or i32 %27, %22
  %29 = lshr i32 %28, 2
  %30 = or i32 %29, %28
  %31 = lshr i32 %30, 4
  %32 = or i32 %31, %30
  %33 = lshr i32 %32, 8
  %34 = or i32 %33, %32
  %35 = lshr i32 %34, 16
  %36 = or i32 %35, %34
  %37 = add i32 %36, 1
  br label %38

38:                                               ; preds = %15, %26
  %39 = phi i32 [ %37, %26 ], [ %22, %15 ]
  %40 = zext i32 %39 to i64
  %41 = shl nuw nsw i64 %40, 4
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %17, i64 noundef %41) #12
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef 56) #12
  ret void
}

declare hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden ptr @luaH_getint(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !12
  %5 = zext i32 %4 to i64
  %6 = add i64 %1, -1
  %7 = icmp ult i64 %6, %5
  br i1 %7, label %59, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 10
  %10 = load i8, ptr %9, align 2, !tbaa !6
  %11 = icmp sgt i8 %10, -1
  br i1 %11, label %18, label %12

12:                                               ; preds = %8
  %13 = sub nsw i64 0, %5
  %14 = and i64 %6, %13
  %15 = icmp ult i64 %14, %5
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = trunc i64 %1 to i32
  store i32 %17, ptr %3, align 4, !tbaa !12
  br label %59

18:                                               ; preds = %12, %8
  %19 = icmp ult i64 %1, 2147483648
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  %21 = load ptr, ptr %20, align 8, !tbaa !17
  br i1 %19, label %22, label %32

22:                                               ; preds = %18
  %23 = trunc nuw nsw i64 %1 to i32
  %24 = getelementptr inbounds i8, ptr %0, i64 11
  %25 = load i8, ptr %24, align 1, !tbaa !21
  %26 = zext nneg i8 %25 to i32
  %27 = shl nsw i32 -1, %26
  %28 = xor i32 %27, -1
  %29 = or i32 %28, 1
  %30 = urem i32 %23, %29
  %31 = zext nneg i32 %30 to i64
  br label %41

32:                                               ; preds = %18
  %33 = getelementptr inbounds i8, ptr %0, i64 11
  %34 = load i8, ptr %33, align 1, !tbaa !21
  %35 = zext nneg i8 %34 to i32
  %36 = shl nsw i32 -1, %35
  %37 = xor i32 %36, -1
  %38 = or i32 %37, 1
  %39 = zext nneg i32 %38 to i64
  %40 = urem i64 %1, %39
  br label %41

41:                                               ; preds = %22, %32
  %42 = phi i64 [ %40, %32 ], [ %31, %22 ]
  %43 = getelementptr inbounds %union.Node, ptr %21, i64 %42
  br label %44

44:                                               ; preds = %53, %41
  %45 = phi ptr [ %43, %41 ], [ %58, %53 ]
  %46 = getelementptr inbounds i8, ptr %45, i64 9
  %47 = load i8, ptr %46, align 1, !tbaa !15
  %48 = icmp eq i8 %47, 3
  br i1 %48, label %49, label %53

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = load i64, ptr %50, align 8, !tbaa !15
  %52 = icmp eq i64 %51, %1
  br i1 %52, label %63, label %53

53:                                               ; preds = %49, %44
  %54 = getelementptr inbounds i8, ptr %45, i64 12
  %55 = load i32, ptr %54, align 4, !tbaa !15
  %56 = icmp eq i32 %55, 0
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds %union.Node, ptr %45, i64 %57
  br i1 %56, label %63, label %44

59:                                               ; preds = %2, %16
  %60 = getelementptr inbounds i8, ptr %0, i64 16
  %61 = load ptr, ptr %60, align 8, !tbaa !18
  %62 = getelementptr inbounds %struct.TValue, ptr %61, i64 %6
  br label %63

63:                                               ; preds = %53, %49, %59
  %64 = phi ptr [ %62, %59 ], [ @absentkey, %53 ], [ %45, %49 ]
  ret ptr %64
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden ptr @luaH_getshortstr(ptr nocapture noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !17
  %5 = getelementptr inbounds i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !33
  %7 = getelementptr inbounds i8, ptr %0, i64 11
  %8 = load i8, ptr %7, align 1, !tbaa !21
  %9 = zext nneg i8 %8 to i32
  %10 = shl nsw i32 -1, %9
  %11 = xor i32 %10, -1
  %12 = and i32 %6, %11
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds %union.Node, ptr %4, i64 %13
  br label %15

15:                                               ; preds = %24, %2
  %16 = phi ptr [ %14, %2 ], [ %29, %24 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 9
  %18 = load i8, ptr %17, align 1, !tbaa !15
  %19 = icmp eq i8 %18, 68
  br i1 %19, label %20, label %24

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %16, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = icmp eq ptr %22, %1
  br i1 %23, label %30, label %24

24:                                               ; preds = %20, %15
  %25 = getelementptr inbounds i8, ptr %16, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !15
  %27 = icmp eq i32 %26, 0
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds %union.Node, ptr %16, i64 %28
  br i1 %27, label %30, label %15

30:                                               ; preds = %20, %24
  %31 = phi ptr [ @absentkey, %24 ], [ %16, %20 ]
  ret ptr %31
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaH_getstr(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.TValue, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !35
  %6 = icmp eq i8 %5, 4
  br i1 %6, label %7, label %35

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load ptr, ptr %8, align 8, !tbaa !17
  %10 = getelementptr inbounds i8, ptr %1, i64 12
  %11 = load i32, ptr %10, align 4, !tbaa !33
  %12 = getelementptr inbounds i8, ptr %0, i64 11
  %13 = load i8, ptr %12, align 1, !tbaa !21
  %14 = zext nneg i8 %13 to i32
  %15 = shl nsw i32 -1, %14
  %16 = xor i32 %15, -1
  %17 = and i32 %11, %16
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds %union.Node, ptr %9, i64 %18
  br label %20

20:                                               ; preds = %29, %7
  %21 = phi ptr [ %19, %7 ], [ %34, %29 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 9
  %23 = load i8, ptr %22, align 1, !tbaa !15
  %24 = icmp eq i8 %23, 68
  br i1 %24, label %25, label %29

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %21, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  %28 = icmp eq ptr %27, %1
  br i1 %28, label %39, label %29

29:                                               ; preds = %25, %20
  %30 = getelementptr inbounds i8, ptr %21, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !15
  %32 = icmp eq i32 %31, 0
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds %union.Node, ptr %21, i64 %33
  br i1 %32, label %39, label %20

35:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  store ptr %1, ptr %3, align 8, !tbaa !15
  %36 = or i8 %5, 64
  %37 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 %36, ptr %37, align 8, !tbaa !13
  %38 = call fastcc ptr @getgeneric(ptr noundef %0, ptr noundef nonnull %3, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  br label %39

39:                                               ; preds = %29, %25, %35
  %40 = phi ptr [ %38, %35 ], [ %21, %25 ], [ @absentkey, %29 ]
  ret ptr %40
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @getgeneric(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #2 {
  %4 = tail call fastcc ptr @mainpositionTV(ptr noundef %0, ptr noundef %1)
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = icmp eq i32 %2, 0
  br label %7

7:                                                ; preds = %58, %3
  %8 = phi ptr [ %4, %3 ], [ %63, %58 ]
  %9 = load i8, ptr %5, align 8, !tbaa !13
  %10 = getelementptr inbounds i8, ptr %8, i64 9
  %11 = load i8, ptr %10, align 1, !tbaa !15
  %12 = icmp eq i8 %9, %11
  br i1 %12, label %19, label %13

13:                                               ; preds = %7
  %14 = icmp ne i8 %11, 11
  %15 = or i1 %6, %14
  %16 = and i8 %9, 64
  %17 = icmp eq i8 %16, 0
  %18 = or i1 %17, %15
  br i1 %18, label %58, label %49

19:                                               ; preds = %7
  switch i8 %9, label %49 [
    i8 0, label %64
    i8 1, label %64
    i8 17, label %64
    i8 3, label %20
    i8 19, label %26
    i8 2, label %32
    i8 22, label %38
    i8 84, label %44
  ]

20:                                               ; preds = %19
  %21 = load i64, ptr %1, align 8, !tbaa !15
  %22 = getelementptr inbounds i8, ptr %8, i64 16
  %23 = load i64, ptr %22, align 8, !tbaa !15
  %24 = icmp eq i64 %21, %23
  %25 = zext i1 %24 to i32
  br label %55

26:                                               ; preds = %19
  %27 = load double, ptr %1, align 8, !tbaa !15
  %28 = getelementptr inbounds i8, ptr %8, i64 16
  %29 = load double, ptr %28, align 8, !tbaa !15
  %30 = fcmp oeq double %27, %29
  %31 = zext i1 %30 to i32
  br label %55

32:                                               ; preds = %19
  %33 = load ptr, ptr %1, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %8, i64 16
  %35 = load ptr, ptr %34, align 8, !tbaa !15
  %36 = icmp eq ptr %33, %35
  %37 = zext i1 %36 to i32
  br label %55

38:                                               ; preds = %19
  %39 = load ptr, ptr %1, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %8, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !15
  %42 = icmp eq ptr %39, %41
  %43 = zext i1 %42 to i32
  br label %55

44:                                               ; preds = %19
  %45 = load ptr, ptr %1, align 8, !tbaa !15
  %46 = getelementptr inbounds i8, ptr %8, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !15
  %48 = tail call i32 @luaS_eqlngstr(ptr noundef %45, ptr noundef %47) #12
  br label %55

49:                                               ; preds = %19, %13
  %50 = load ptr, ptr %1, align 8, !tbaa !15
  %51 = getelementptr inbounds i8, ptr %8, i64 16
  %52 = load ptr, ptr %51, align 8, !tbaa !15
  %53 = icmp eq ptr %50, %52
  %54 = zext i1 %53 to i32
  br label %55

55:                                               ; preds = %20, %26, %32, %38, %44, %49
  %56 = phi i32 [ %54, %49 ], [ %48, %44 ], [ %43, %38 ], [ %37, %32 ], [ %31, %26 ], [ %25, %20 ]
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %64

58:                                               ; preds = %13, %55
  %59 = getelementptr inbounds i8, ptr %8, i64 12
  %60 = load i32, ptr %59, align 4, !tbaa !15
  %61 = icmp eq i32 %60, 0
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds %union.Node, ptr %8, i64 %62
  br i1 %61, label %64, label %7

64:                                               ; preds = %19, %19, %19, %55, %58
  %65 = phi ptr [ @absentkey, %58 ], [ %8, %55 ], [ %8, %19 ], [ %8, %19 ], [ %8, %19 ]
  ret ptr %65
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaH_get(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !13
  %6 = and i8 %5, 63
  switch i8 %6, label %167 [
    i8 4, label %7
    i8 3, label %36
    i8 0, label %169
    i8 19, label %98
  ]

7:                                                ; preds = %2
  %8 = load ptr, ptr %1, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !17
  %11 = getelementptr inbounds i8, ptr %8, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !33
  %13 = getelementptr inbounds i8, ptr %0, i64 11
  %14 = load i8, ptr %13, align 1, !tbaa !21
  %15 = zext nneg i8 %14 to i32
  %16 = shl nsw i32 -1, %15
  %17 = xor i32 %16, -1
  %18 = and i32 %12, %17
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds %union.Node, ptr %10, i64 %19
  br label %21

21:                                               ; preds = %30, %7
  %22 = phi ptr [ %20, %7 ], [ %35, %30 ]
  %23 = getelementptr inbounds i8, ptr %22, i64 9
  %24 = load i8, ptr %23, align 1, !tbaa !15
  %25 = icmp eq i8 %24, 68
  br i1 %25, label %26, label %30

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %22, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !15
  %29 = icmp eq ptr %28, %8
  br i1 %29, label %169, label %30

30:                                               ; preds = %26, %21
  %31 = getelementptr inbounds i8, ptr %22, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !15
  %33 = icmp eq i32 %32, 0
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds %union.Node, ptr %22, i64 %34
  br i1 %33, label %169, label %21

36:                                               ; preds = %2
  %37 = load i64, ptr %1, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %0, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !12
  %40 = zext i32 %39 to i64
  %41 = add i64 %37, -1
  %42 = icmp ult i64 %41, %40
  br i1 %42, label %94, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %0, i64 10
  %45 = load i8, ptr %44, align 2, !tbaa !6
  %46 = icmp sgt i8 %45, -1
  br i1 %46, label %53, label %47

47:                                               ; preds = %43
  %48 = sub nsw i64 0, %40
  %49 = and i64 %41, %48
  %50 = icmp ult i64 %49, %40
  br i1 %50, label %51, label %53

51:                                               ; preds = %47
  %52 = trunc i64 %37 to i32
  store i32 %52, ptr %38, align 4, !tbaa !12
  br label %94

53:                                               ; preds = %47, %43
  %54 = icmp ult i64 %37, 2147483648
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  %56 = load ptr, ptr %55, align 8, !tbaa !17
  br i1 %54, label %57, label %67

57:                                               ; preds = %53
  %58 = trunc nuw nsw i64 %37 to i32
  %59 = getelementptr inbounds i8, ptr %0, i64 11
  %60 = load i8, ptr %59, align 1, !tbaa !21
  %61 = zext nneg i8 %60 to i32
  %62 = shl nsw i32 -1, %61
  %63 = xor i32 %62, -1
  %64 = or i32 %63, 1
  %65 = urem i32 %58, %64
  %66 = zext nneg i32 %65 to i64
  br label %76

67:                                               ; preds = %53
  %68 = getelementptr inbounds i8, ptr %0, i64 11
  %69 = load i8, ptr %68, align 1, !tbaa !21
  %70 = zext nneg i8 %69 to i32
  %71 = shl nsw i32 -1, %70
  %72 = xor i32 %71, -1
  %73 = or i32 %72, 1
  %74 = zext nneg i32 %73 to i64
  %75 = urem i64 %37, %74
  br label %76

76:                                               ; preds = %67, %57
  %77 = phi i64 [ %75, %67 ], [ %66, %57 ]
  %78 = getelementptr inbounds %union.Node, ptr %56, i64 %77
  br label %79

79:                                               ; preds = %88, %76
  %80 = phi ptr [ %78, %76 ], [ %93, %88 ]
  %81 = getelementptr inbounds i8, ptr %80, i64 9
  %82 = load i8, ptr %81, align 1, !tbaa !15
  %83 = icmp eq i8 %82, 3
  br i1 %83, label %84, label %88

84:                                               ; preds = %79
  %85 = getelementptr inbounds i8, ptr %80, i64 16
  %86 = load i64, ptr %85, align 8, !tbaa !15
  %87 = icmp eq i64 %86, %37
  br i1 %87, label %169, label %88

88:                                               ; preds = %84, %79
  %89 = getelementptr inbounds i8, ptr %80, i64 12
  %90 = load i32, ptr %89, align 4, !tbaa !15
  %91 = icmp eq i32 %90, 0
  %92 = sext i32 %90 to i64
  %93 = getelementptr inbounds %union.Node, ptr %80, i64 %92
  br i1 %91, label %169, label %79

94:                                               ; preds = %51, %36
  %95 = getelementptr inbounds i8, ptr %0, i64 16
  %96 = load ptr, ptr %95, align 8, !tbaa !18
  %97 = getelementptr inbounds %struct.TValue, ptr %96, i64 %41
  br label %169

98:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %99 = load double, ptr %1, align 8, !tbaa !15
  %100 = call i32 @luaV_flttointeger(double noundef %99, ptr noundef nonnull %3, i32 noundef 0) #12
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %103

102:                                              ; preds = %98
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %167

103:                                              ; preds = %98
  %104 = load i64, ptr %3, align 8, !tbaa !36
  %105 = getelementptr inbounds i8, ptr %0, i64 12
  %106 = load i32, ptr %105, align 4, !tbaa !12
  %107 = zext i32 %106 to i64
  %108 = add i64 %104, -1
  %109 = icmp ult i64 %108, %107
  br i1 %109, label %161, label %110

110:                                              ; preds = %103
  %111 = getelementptr inbounds i8, ptr %0, i64 10
  %112 = load i8, ptr %111, align 2, !tbaa !6
  %113 = icmp sgt i8 %112, -1
  br i1 %113, label %120, label %114

114:                                              ; preds = %110
  %115 = sub nsw i64 0, %107
  %116 = and i64 %108, %115
  %117 = icmp ult i64 %116, %107
  br i1 %117, label %118, label %120

118:                                              ; preds = %114
  %119 = trunc i64 %104 to i32
  store i32 %119, ptr %105, align 4, !tbaa !12
  br label %161

120:                                              ; preds = %114, %110
  %121 = icmp ult i64 %104, 2147483648
  %122 = getelementptr inbounds i8, ptr %0, i64 24
  %123 = load ptr, ptr %122, align 8, !tbaa !17
  br i1 %121, label %124, label %134

124:                                              ; preds = %120
  %125 = trunc nuw nsw i64 %104 to i32
  %126 = getelementptr inbounds i8, ptr %0, i64 11
  %127 = load i8, ptr %126, align 1, !tbaa !21
  %128 = zext nneg i8 %127 to i32
  %129 = shl nsw i32 -1, %128
  %130 = xor i32 %129, -1
  %131 = or i32 %130, 1
  %132 = urem i32 %125, %131
  %133 = zext nneg i32 %132 to i64
  br label %143

134:                                              ; preds = %120
  %135 = getelementptr inbounds i8, ptr %0, i64 11
  %136 = load i8, ptr %135, align 1, !tbaa !21
  %137 = zext nneg i8 %136 to i32
  %138 = shl nsw i32 -1, %137
  %139 = xor i32 %138, -1
  %140 = or i32 %139, 1
  %141 = zext nneg i32 %140 to i64
  %142 = urem i64 %104, %141
  br label %143

143:                                              ; preds = %134, %124
  %144 = phi i64 [ %142, %134 ], [ %133, %124 ]
  %145 = getelementptr inbounds %union.Node, ptr %123, i64 %144
  br label %146

146:                                              ; preds = %155, %143
  %147 = phi ptr [ %145, %143 ], [ %160, %155 ]
  %148 = getelementptr inbounds i8, ptr %147, i64 9
  %149 = load i8, ptr %148, align 1, !tbaa !15
  %150 = icmp eq i8 %149, 3
  br i1 %150, label %151, label %155

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %147, i64 16
  %153 = load i64, ptr %152, align 8, !tbaa !15
  %154 = icmp eq i64 %153, %104
  br i1 %154, label %165, label %155

155:                                              ; preds = %151, %146
  %156 = getelementptr inbounds i8, ptr %147, i64 12
  %157 = load i32, ptr %156, align 4, !tbaa !15
  %158 = icmp eq i32 %157, 0
  %159 = sext i32 %157 to i64
  %160 = getelementptr inbounds %union.Node, ptr %147, i64 %159
  br i1 %158, label %165, label %146

161:                                              ; preds = %103, %118
  %162 = getelementptr inbounds i8, ptr %0, i64 16
  %163 = load ptr, ptr %162, align 8, !tbaa !18
  %164 = getelementptr inbounds %struct.TValue, ptr %163, i64 %108
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %169

165:                                              ; preds = %155, %151
  %166 = phi ptr [ @absentkey, %155 ], [ %147, %151 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %169

167:                                              ; preds = %102, %2
  %168 = call fastcc ptr @getgeneric(ptr noundef %0, ptr noundef nonnull %1, i32 noundef 0)
  br label %169

169:                                              ; preds = %88, %84, %30, %26, %165, %161, %94, %2, %167
  %170 = phi ptr [ %168, %167 ], [ %166, %165 ], [ @absentkey, %2 ], [ %97, %94 ], [ %164, %161 ], [ %22, %26 ], [ @absentkey, %30 ], [ %80, %84 ], [ @absentkey, %88 ]
  ret ptr %170
}

declare hidden i32 @luaV_flttointeger(double noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaH_finishset(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #2 {
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load i8, ptr %6, align 8, !tbaa !13
  %8 = icmp eq i8 %7, 32
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  tail call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %4)
  br label %14

10:                                               ; preds = %5
  %11 = load i64, ptr %4, align 8, !tbaa !15
  store i64 %11, ptr %3, align 8, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = load i8, ptr %12, align 8, !tbaa !13
  store i8 %13, ptr %6, align 8, !tbaa !13
  br label %14

14:                                               ; preds = %10, %9
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #2 {
  %5 = alloca %struct.TValue, align 8
  %6 = alloca [32 x i32], align 4
  %7 = alloca %struct.TValue, align 8
  %8 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #12
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !13
  %11 = and i8 %10, 15
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %13, label %14, !prof !16

13:                                               ; preds = %4
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.2) #11
  unreachable

14:                                               ; preds = %4
  %15 = icmp eq i8 %10, 19
  br i1 %15, label %16, label %28

16:                                               ; preds = %14
  %17 = load double, ptr %2, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12
  %18 = call i32 @luaV_flttointeger(double noundef %17, ptr noundef nonnull %8, i32 noundef 0) #12
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  %21 = load i64, ptr %8, align 8, !tbaa !36
  store i64 %21, ptr %7, align 8, !tbaa !15
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 3, ptr %22, align 8, !tbaa !13
  br label %26

23:                                               ; preds = %16
  %24 = fcmp uno double %17, 0.000000e+00
  br i1 %24, label %25, label %26, !prof !16

25:                                               ; preds = %23
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3) #11
  unreachable

26:                                               ; preds = %23, %20
  %27 = phi ptr [ %7, %20 ], [ %2, %23 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12
  br label %28

28:                                               ; preds = %14, %26
  %29 = phi ptr [ %27, %26 ], [ %2, %14 ]
  %30 = getelementptr inbounds i8, ptr %3, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !13
  %32 = and i8 %31, 15
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %339, label %34

34:                                               ; preds = %28
  %35 = call fastcc ptr @mainpositionTV(ptr noundef %1, ptr noundef nonnull %29)
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  %37 = load i8, ptr %36, align 8, !tbaa !15
  %38 = and i8 %37, 15
  %39 = icmp eq i8 %38, 0
  %40 = getelementptr inbounds i8, ptr %1, i64 32
  %41 = load ptr, ptr %40, align 8, !tbaa !27
  br i1 %39, label %42, label %44

42:                                               ; preds = %34
  %43 = icmp eq ptr %41, null
  br i1 %43, label %58, label %314

44:                                               ; preds = %34
  %45 = getelementptr inbounds i8, ptr %1, i64 32
  %46 = icmp eq ptr %41, null
  br i1 %46, label %58, label %47

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %1, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !17
  br label %50

50:                                               ; preds = %53, %47
  %51 = phi ptr [ %41, %47 ], [ %54, %53 ]
  %52 = icmp ugt ptr %51, %49
  br i1 %52, label %53, label %58

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %51, i64 -24
  store ptr %54, ptr %45, align 8, !tbaa !27
  %55 = getelementptr inbounds i8, ptr %51, i64 -15
  %56 = load i8, ptr %55, align 1, !tbaa !15
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %259, label %50, !llvm.loop !38

58:                                               ; preds = %50, %42, %44
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(128) %6, i8 0, i64 128, i1 false), !tbaa !39
  %59 = getelementptr inbounds i8, ptr %1, i64 10
  %60 = load i8, ptr %59, align 2, !tbaa !6
  %61 = icmp sgt i8 %60, -1
  %62 = getelementptr inbounds i8, ptr %1, i64 12
  %63 = load i32, ptr %62, align 4, !tbaa !12
  %64 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %63)
  %65 = icmp ult i32 %64, 2
  %66 = select i1 %61, i1 true, i1 %65
  br i1 %66, label %79, label %67

67:                                               ; preds = %58
  %68 = lshr i32 %63, 1
  %69 = or i32 %68, %63
  %70 = lshr i32 %69, 2
  %71 = or i32 %70, %69
  %72 = lshr i32 %71, 4
  %73 = or i32 %72, %71
  %74 = lshr i32 %73, 8
  %75 = or i32 %74, %73
  %76 = lshr i32 %75, 16
  %77 = or i32 %76, %75
  %78 = add i32 %77, 1
  br label %79

79:                                               ; preds = %58, %67
  %80 = phi i32 [ %78, %67 ], [ %63, %58 ]
  store i32 %80, ptr %62, align 4, !tbaa !12
  %81 = and i8 %60, 127
  store i8 %81, ptr %59, align 2, !tbaa !6
  %82 = getelementptr inbounds i8, ptr %1, i64 16
  br label %83

83:                                               ; preds = %150, %79
  %84 = phi i64 [ 0, %79 ], [ %157, %150 ]
  %85 = phi i32 [ 1, %79 ], [ %151, %150 ]
  %86 = phi i32 [ 0, %79 ], [ %156, %150 ]
  %87 = phi i32 [ 1, %79 ], [ %158, %150 ]
  %88 = icmp ugt i32 %87, %80
  br i1 %88, label %89, label %91

89:                                               ; preds = %83
  %90 = icmp ugt i32 %85, %80
  br i1 %90, label %160, label %91

91:                                               ; preds = %89, %83
  %92 = phi i32 [ %80, %89 ], [ %87, %83 ]
  %93 = icmp ugt i32 %85, %92
  br i1 %93, label %150, label %94

94:                                               ; preds = %91
  %95 = load ptr, ptr %82, align 8, !tbaa !18
  %96 = add i32 %92, 1
  %97 = sub i32 %96, %85
  %98 = icmp ult i32 %97, 2
  br i1 %98, label %131, label %99

99:                                               ; preds = %94
  %100 = add i32 %85, -1
  %101 = add i32 %92, -1
  %102 = icmp ult i32 %101, %100
  br i1 %102, label %131, label %103

103:                                              ; preds = %99
  %104 = and i32 %97, -2
  %105 = add i32 %85, %104
  br label %106

106:                                              ; preds = %106, %103
  %107 = phi i32 [ 0, %103 ], [ %126, %106 ]
  %108 = phi i32 [ 0, %103 ], [ %124, %106 ]
  %109 = phi i32 [ 0, %103 ], [ %125, %106 ]
  %110 = add i32 %85, %107
  %111 = add i32 %110, -1
  %112 = zext i32 %111 to i64
  %113 = zext i32 %110 to i64
  %114 = getelementptr inbounds %struct.TValue, ptr %95, i64 %112, i32 1
  %115 = getelementptr inbounds %struct.TValue, ptr %95, i64 %113, i32 1
  %116 = load i8, ptr %114, align 8, !tbaa !13
  %117 = load i8, ptr %115, align 8, !tbaa !13
  %118 = and i8 %116, 15
  %119 = and i8 %117, 15
  %120 = icmp ne i8 %118, 0
  %121 = icmp ne i8 %119, 0
  %122 = zext i1 %120 to i32
  %123 = zext i1 %121 to i32
  %124 = add i32 %108, %122
  %125 = add i32 %109, %123
  %126 = add nuw i32 %107, 2
  %127 = icmp eq i32 %126, %104
  br i1 %127, label %128, label %106, !llvm.loop !40

128:                                              ; preds = %106
  %129 = add i32 %125, %124
  %130 = icmp eq i32 %97, %104
  br i1 %130, label %147, label %131

131:                                              ; preds = %128, %99, %94
  %132 = phi i32 [ 0, %99 ], [ 0, %94 ], [ %129, %128 ]
  %133 = phi i32 [ %85, %99 ], [ %85, %94 ], [ %105, %128 ]
  br label %134

134:                                              ; preds = %131, %134
  %135 = phi i32 [ %144, %134 ], [ %132, %131 ]
  %136 = phi i32 [ %145, %134 ], [ %133, %131 ]
  %137 = add i32 %136, -1
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds %struct.TValue, ptr %95, i64 %138, i32 1
  %140 = load i8, ptr %139, align 8, !tbaa !13
  %141 = and i8 %140, 15
  %142 = icmp ne i8 %141, 0
  %143 = zext i1 %142 to i32
  %144 = add i32 %135, %143
  %145 = add i32 %136, 1
  %146 = icmp eq i32 %136, %92
  br i1 %146, label %147, label %134, !llvm.loop !41

147:                                              ; preds = %134, %128
  %148 = phi i32 [ %129, %128 ], [ %144, %134 ]
  %149 = add nuw i32 %92, 1
  br label %150

150:                                              ; preds = %147, %91
  %151 = phi i32 [ %85, %91 ], [ %149, %147 ]
  %152 = phi i32 [ 0, %91 ], [ %148, %147 ]
  %153 = getelementptr inbounds i32, ptr %6, i64 %84
  %154 = load i32, ptr %153, align 4, !tbaa !39
  %155 = add i32 %154, %152
  store i32 %155, ptr %153, align 4, !tbaa !39
  %156 = add i32 %152, %86
  %157 = add nuw nsw i64 %84, 1
  %158 = shl i32 %87, 1
  %159 = icmp eq i64 %157, 32
  br i1 %159, label %160, label %83, !llvm.loop !42

160:                                              ; preds = %89, %150
  %161 = phi i32 [ %86, %89 ], [ %156, %150 ]
  %162 = getelementptr inbounds i8, ptr %1, i64 11
  %163 = load i8, ptr %162, align 1, !tbaa !21
  %164 = zext nneg i8 %163 to i32
  %165 = getelementptr inbounds i8, ptr %1, i64 24
  %166 = shl nsw i32 -1, %164
  %167 = xor i32 %166, -1
  %168 = zext nneg i32 %167 to i64
  br label %169

169:                                              ; preds = %201, %160
  %170 = phi i64 [ %168, %160 ], [ %204, %201 ]
  %171 = phi i32 [ 0, %160 ], [ %203, %201 ]
  %172 = phi i32 [ 0, %160 ], [ %202, %201 ]
  %173 = load ptr, ptr %165, align 8, !tbaa !17
  %174 = getelementptr inbounds %union.Node, ptr %173, i64 %170
  %175 = getelementptr inbounds i8, ptr %174, i64 8
  %176 = load i8, ptr %175, align 8, !tbaa !15
  %177 = and i8 %176, 15
  %178 = icmp eq i8 %177, 0
  br i1 %178, label %201, label %179

179:                                              ; preds = %169
  %180 = getelementptr inbounds i8, ptr %174, i64 9
  %181 = load i8, ptr %180, align 1, !tbaa !15
  %182 = icmp eq i8 %181, 3
  br i1 %182, label %183, label %198

183:                                              ; preds = %179
  %184 = getelementptr inbounds i8, ptr %174, i64 16
  %185 = load i64, ptr %184, align 8, !tbaa !15
  %186 = add i64 %185, -2147483649
  %187 = icmp ult i64 %186, -2147483648
  br i1 %187, label %195, label %188

188:                                              ; preds = %183
  %189 = trunc nuw i64 %185 to i32
  %190 = call i32 @luaO_ceillog2(i32 noundef %189) #12
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i32, ptr %6, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !39
  %194 = add i32 %193, 1
  store i32 %194, ptr %192, align 4, !tbaa !39
  br label %195

195:                                              ; preds = %188, %183
  %196 = phi i32 [ 1, %188 ], [ 0, %183 ]
  %197 = add nsw i32 %196, %172
  br label %198

198:                                              ; preds = %195, %179
  %199 = phi i32 [ %197, %195 ], [ %172, %179 ]
  %200 = add nsw i32 %171, 1
  br label %201

201:                                              ; preds = %198, %169
  %202 = phi i32 [ %172, %169 ], [ %199, %198 ]
  %203 = phi i32 [ %171, %169 ], [ %200, %198 ]
  %204 = add nsw i64 %170, -1
  %205 = icmp eq i64 %170, 0
  br i1 %205, label %206, label %169, !llvm.loop !43

206:                                              ; preds = %201
  %207 = add i32 %202, %161
  %208 = getelementptr inbounds i8, ptr %29, i64 8
  %209 = load i8, ptr %208, align 8, !tbaa !13
  %210 = icmp eq i8 %209, 3
  br i1 %210, label %211, label %225

211:                                              ; preds = %206
  %212 = load i64, ptr %29, align 8, !tbaa !15
  %213 = add i64 %212, -2147483649
  %214 = icmp ult i64 %213, -2147483648
  br i1 %214, label %222, label %215

215:                                              ; preds = %211
  %216 = trunc nuw i64 %212 to i32
  %217 = call i32 @luaO_ceillog2(i32 noundef %216) #12
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds i32, ptr %6, i64 %218
  %220 = load i32, ptr %219, align 4, !tbaa !39
  %221 = add i32 %220, 1
  store i32 %221, ptr %219, align 4, !tbaa !39
  br label %222

222:                                              ; preds = %211, %215
  %223 = phi i32 [ 1, %215 ], [ 0, %211 ]
  %224 = add i32 %223, %207
  br label %225

225:                                              ; preds = %206, %222
  %226 = phi i32 [ %224, %222 ], [ %207, %206 ]
  br label %227

227:                                              ; preds = %235, %225
  %228 = phi i64 [ 0, %225 ], [ %242, %235 ]
  %229 = phi i32 [ 0, %225 ], [ %241, %235 ]
  %230 = phi i32 [ 0, %225 ], [ %240, %235 ]
  %231 = phi i32 [ 0, %225 ], [ %238, %235 ]
  %232 = phi i32 [ 1, %225 ], [ %243, %235 ]
  %233 = lshr i32 %232, 1
  %234 = icmp ugt i32 %226, %233
  br i1 %234, label %235, label %245

235:                                              ; preds = %227
  %236 = getelementptr inbounds i32, ptr %6, i64 %228
  %237 = load i32, ptr %236, align 4, !tbaa !39
  %238 = add i32 %237, %231
  %239 = icmp ugt i32 %238, %233
  %240 = select i1 %239, i32 %238, i32 %230
  %241 = select i1 %239, i32 %232, i32 %229
  %242 = add nuw nsw i64 %228, 1
  %243 = shl i32 %232, 1
  %244 = icmp eq i64 %242, 32
  br i1 %244, label %245, label %227, !llvm.loop !44

245:                                              ; preds = %227, %235
  %246 = phi i32 [ %240, %235 ], [ %230, %227 ]
  %247 = phi i32 [ %241, %235 ], [ %229, %227 ]
  %248 = add i32 %161, 1
  %249 = add i32 %248, %203
  %250 = sub i32 %249, %246
  call void @luaH_resize(ptr noundef %0, ptr noundef %1, i32 noundef %247, i32 noundef %250)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #12
  %251 = call ptr @luaH_get(ptr noundef %1, ptr noundef %29)
  %252 = getelementptr inbounds i8, ptr %251, i64 8
  %253 = load i8, ptr %252, align 8, !tbaa !13
  %254 = icmp eq i8 %253, 32
  br i1 %254, label %255, label %256

255:                                              ; preds = %245
  call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef %29, ptr noundef %3)
  br label %339

256:                                              ; preds = %245
  %257 = load i64, ptr %3, align 8, !tbaa !15
  store i64 %257, ptr %251, align 8, !tbaa !15
  %258 = load i8, ptr %30, align 8, !tbaa !13
  store i8 %258, ptr %252, align 8, !tbaa !13
  br label %339

259:                                              ; preds = %53
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12
  %260 = getelementptr inbounds i8, ptr %35, i64 16
  %261 = load i64, ptr %260, align 8, !tbaa !15
  store i64 %261, ptr %5, align 8, !tbaa !15
  %262 = getelementptr inbounds i8, ptr %35, i64 9
  %263 = load i8, ptr %262, align 1, !tbaa !15
  %264 = getelementptr inbounds i8, ptr %5, i64 8
  store i8 %263, ptr %264, align 8, !tbaa !13
  %265 = call fastcc ptr @mainpositionTV(ptr noundef nonnull readonly %1, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12
  %266 = icmp eq ptr %265, %35
  br i1 %266, label %293, label %267

267:                                              ; preds = %259, %267
  %268 = phi ptr [ %272, %267 ], [ %265, %259 ]
  %269 = getelementptr inbounds i8, ptr %268, i64 12
  %270 = load i32, ptr %269, align 4, !tbaa !15
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds %union.Node, ptr %268, i64 %271
  %273 = icmp eq ptr %272, %35
  br i1 %273, label %274, label %267, !llvm.loop !45

274:                                              ; preds = %267
  %275 = getelementptr inbounds i8, ptr %268, i64 12
  %276 = ptrtoint ptr %54 to i64
  %277 = ptrtoint ptr %268 to i64
  %278 = sub i64 %276, %277
  %279 = sdiv exact i64 %278, 24
  %280 = trunc i64 %279 to i32
  store i32 %280, ptr %275, align 4, !tbaa !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %54, ptr noundef nonnull align 8 dereferenceable(24) %35, i64 24, i1 false), !tbaa.struct !46
  %281 = getelementptr inbounds i8, ptr %35, i64 12
  %282 = load i32, ptr %281, align 4, !tbaa !15
  %283 = icmp eq i32 %282, 0
  br i1 %283, label %292, label %284

284:                                              ; preds = %274
  %285 = ptrtoint ptr %35 to i64
  %286 = sub i64 %285, %276
  %287 = sdiv exact i64 %286, 24
  %288 = trunc i64 %287 to i32
  %289 = getelementptr inbounds i8, ptr %51, i64 -12
  %290 = load i32, ptr %289, align 4, !tbaa !15
  %291 = add nsw i32 %290, %288
  store i32 %291, ptr %289, align 4, !tbaa !15
  store i32 0, ptr %281, align 4, !tbaa !15
  br label %292

292:                                              ; preds = %284, %274
  store i8 16, ptr %36, align 8, !tbaa !15
  br label %314

293:                                              ; preds = %259
  %294 = getelementptr inbounds i8, ptr %35, i64 12
  %295 = load i32, ptr %294, align 4, !tbaa !15
  %296 = icmp eq i32 %295, 0
  br i1 %296, label %297, label %299

297:                                              ; preds = %293
  %298 = ptrtoint ptr %54 to i64
  br label %308

299:                                              ; preds = %293
  %300 = sext i32 %295 to i64
  %301 = getelementptr inbounds %union.Node, ptr %35, i64 %300
  %302 = ptrtoint ptr %301 to i64
  %303 = ptrtoint ptr %54 to i64
  %304 = sub i64 %302, %303
  %305 = sdiv exact i64 %304, 24
  %306 = trunc i64 %305 to i32
  %307 = getelementptr inbounds i8, ptr %51, i64 -12
  store i32 %306, ptr %307, align 4, !tbaa !15
  br label %308

308:                                              ; preds = %297, %299
  %309 = phi i64 [ %298, %297 ], [ %303, %299 ]
  %310 = ptrtoint ptr %35 to i64
  %311 = sub i64 %309, %310
  %312 = sdiv exact i64 %311, 24
  %313 = trunc i64 %312 to i32
  store i32 %313, ptr %294, align 4, !tbaa !15
  br label %314

314:                                              ; preds = %308, %292, %42
  %315 = phi ptr [ %35, %42 ], [ %35, %292 ], [ %54, %308 ]
  %316 = getelementptr inbounds i8, ptr %315, i64 16
  %317 = load i64, ptr %29, align 8, !tbaa !15
  store i64 %317, ptr %316, align 8, !tbaa !15
  %318 = getelementptr inbounds i8, ptr %29, i64 8
  %319 = load i8, ptr %318, align 8, !tbaa !13
  %320 = getelementptr inbounds i8, ptr %315, i64 9
  store i8 %319, ptr %320, align 1, !tbaa !15
  %321 = and i8 %319, 64
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %335, label %323

323:                                              ; preds = %314
  %324 = getelementptr inbounds i8, ptr %1, i64 9
  %325 = load i8, ptr %324, align 1, !tbaa !15
  %326 = and i8 %325, 32
  %327 = icmp eq i8 %326, 0
  br i1 %327, label %335, label %328

328:                                              ; preds = %323
  %329 = load ptr, ptr %29, align 8, !tbaa !15
  %330 = getelementptr inbounds i8, ptr %329, i64 9
  %331 = load i8, ptr %330, align 1, !tbaa !47
  %332 = and i8 %331, 24
  %333 = icmp eq i8 %332, 0
  br i1 %333, label %335, label %334

334:                                              ; preds = %328
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %1) #12
  br label %335

335:                                              ; preds = %314, %334, %328, %323
  %336 = load i64, ptr %3, align 8, !tbaa !15
  store i64 %336, ptr %315, align 8, !tbaa !15
  %337 = load i8, ptr %30, align 8, !tbaa !13
  %338 = getelementptr inbounds i8, ptr %315, i64 8
  store i8 %337, ptr %338, align 8, !tbaa !13
  br label %339

339:                                              ; preds = %256, %255, %28, %335
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #12
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaH_set(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #2 {
  %5 = tail call ptr @luaH_get(ptr noundef %1, ptr noundef %2)
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = load i8, ptr %6, align 8, !tbaa !13
  %8 = icmp eq i8 %7, 32
  br i1 %8, label %9, label %10

9:                                                ; preds = %4
  tail call fastcc void @luaH_newkey(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3)
  br label %14

10:                                               ; preds = %4
  %11 = load i64, ptr %3, align 8, !tbaa !15
  store i64 %11, ptr %5, align 8, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i8, ptr %12, align 8, !tbaa !13
  store i8 %13, ptr %6, align 8, !tbaa !13
  br label %14

14:                                               ; preds = %9, %10
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden i64 @luaH_getn(ptr nocapture noundef %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 12
  %3 = load i32, ptr %2, align 4, !tbaa !12
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %83, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  %8 = add i32 %3, -1
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds %struct.TValue, ptr %7, i64 %9, i32 1
  %11 = load i8, ptr %10, align 8, !tbaa !13
  %12 = and i8 %11, 15
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %83

14:                                               ; preds = %5
  %15 = icmp eq i32 %3, 1
  br i1 %15, label %53, label %16

16:                                               ; preds = %14
  %17 = add i32 %3, -2
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds %struct.TValue, ptr %7, i64 %18, i32 1
  %20 = load i8, ptr %19, align 8, !tbaa !13
  %21 = and i8 %20, 15
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %38, label %23

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %0, i64 10
  %25 = load i8, ptr %24, align 2, !tbaa !6
  %26 = icmp sgt i8 %25, -1
  br i1 %26, label %27, label %33

27:                                               ; preds = %23
  %28 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %3)
  %29 = icmp ugt i32 %28, 1
  %30 = and i32 %8, %17
  %31 = icmp eq i32 %30, 0
  %32 = or i1 %29, %31
  br i1 %32, label %382, label %36

33:                                               ; preds = %23
  %34 = and i32 %8, %17
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %382, label %36

36:                                               ; preds = %27, %33
  store i32 %8, ptr %2, align 4, !tbaa !12
  %37 = or i8 %25, -128
  store i8 %37, ptr %24, align 2, !tbaa !6
  br label %382

38:                                               ; preds = %16, %38
  %39 = phi i32 [ %50, %38 ], [ 0, %16 ]
  %40 = phi i32 [ %49, %38 ], [ %3, %16 ]
  %41 = add i32 %40, %39
  %42 = lshr i32 %41, 1
  %43 = add nsw i32 %42, -1
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds %struct.TValue, ptr %7, i64 %44, i32 1
  %46 = load i8, ptr %45, align 8, !tbaa !13
  %47 = and i8 %46, 15
  %48 = icmp eq i8 %47, 0
  %49 = select i1 %48, i32 %42, i32 %40
  %50 = select i1 %48, i32 %39, i32 %42
  %51 = sub i32 %49, %50
  %52 = icmp ugt i32 %51, 1
  br i1 %52, label %38, label %53, !llvm.loop !49

53:                                               ; preds = %38, %14
  %54 = phi i32 [ 0, %14 ], [ %50, %38 ]
  %55 = getelementptr inbounds i8, ptr %0, i64 10
  %56 = load i8, ptr %55, align 2, !tbaa !6
  %57 = icmp sgt i8 %56, -1
  %58 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %3)
  br i1 %57, label %59, label %61

59:                                               ; preds = %53
  %60 = icmp ugt i32 %58, 1
  br i1 %60, label %81, label %75

61:                                               ; preds = %53
  %62 = icmp ult i32 %58, 2
  br i1 %62, label %75, label %63

63:                                               ; preds = %61
  %64 = lshr i32 %3, 1
  %65 = or i32 %64, %3
  %66 = lshr i32 %65, 2
  %67 = or i32 %66, %65
  %68 = lshr i32 %67, 4
  %69 = or i32 %68, %67
  %70 = lshr i32 %69, 8
  %71 = or i32 %70, %69
  %72 = lshr i32 %71, 16
  %73 = or i32 %72, %71
  %74 = add i32 %73, 1
  br label %75

75:                                               ; preds = %59, %61, %63
  %76 = phi i32 [ %74, %63 ], [ %3, %61 ], [ %3, %59 ]
  %77 = lshr i32 %76, 1
  %78 = icmp ugt i32 %54, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %75
  store i32 %54, ptr %2, align 4, !tbaa !12
  %80 = or i8 %56, -128
  store i8 %80, ptr %55, align 2, !tbaa !6
  br label %81

81:                                               ; preds = %79, %75, %59
  %82 = zext nneg i32 %54 to i64
  br label %382

83:                                               ; preds = %5, %1
  %84 = getelementptr inbounds i8, ptr %0, i64 10
  %85 = load i8, ptr %84, align 2, !tbaa !6
  %86 = icmp sgt i8 %85, -1
  %87 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %3)
  %88 = icmp ult i32 %87, 2
  %89 = select i1 %86, i1 true, i1 %88
  br i1 %89, label %138, label %90

90:                                               ; preds = %83
  %91 = getelementptr inbounds i8, ptr %0, i64 16
  %92 = load ptr, ptr %91, align 8, !tbaa !18
  %93 = zext i32 %3 to i64
  %94 = getelementptr inbounds %struct.TValue, ptr %92, i64 %93, i32 1
  %95 = load i8, ptr %94, align 8, !tbaa !13
  %96 = and i8 %95, 15
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %382, label %98

98:                                               ; preds = %90
  %99 = lshr i32 %3, 1
  %100 = or i32 %99, %3
  %101 = lshr i32 %100, 2
  %102 = or i32 %101, %100
  %103 = lshr i32 %102, 4
  %104 = or i32 %103, %102
  %105 = lshr i32 %104, 8
  %106 = or i32 %105, %104
  %107 = lshr i32 %106, 16
  %108 = or i32 %107, %106
  %109 = add i32 %108, 1
  %110 = zext i32 %108 to i64
  %111 = getelementptr inbounds %struct.TValue, ptr %92, i64 %110, i32 1
  %112 = load i8, ptr %111, align 8, !tbaa !13
  %113 = and i8 %112, 15
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %115, label %138

115:                                              ; preds = %98
  %116 = sub i32 %109, %3
  %117 = icmp ugt i32 %116, 1
  br i1 %117, label %118, label %135

118:                                              ; preds = %115, %118
  %119 = phi i32 [ %130, %118 ], [ %3, %115 ]
  %120 = phi i32 [ %129, %118 ], [ %109, %115 ]
  %121 = add i32 %120, %119
  %122 = lshr i32 %121, 1
  %123 = add nsw i32 %122, -1
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds %struct.TValue, ptr %92, i64 %124, i32 1
  %126 = load i8, ptr %125, align 8, !tbaa !13
  %127 = and i8 %126, 15
  %128 = icmp eq i8 %127, 0
  %129 = select i1 %128, i32 %122, i32 %120
  %130 = select i1 %128, i32 %119, i32 %122
  %131 = sub i32 %129, %130
  %132 = icmp ugt i32 %131, 1
  br i1 %132, label %118, label %133, !llvm.loop !49

133:                                              ; preds = %118
  %134 = zext i32 %130 to i64
  br label %135

135:                                              ; preds = %133, %115
  %136 = phi i64 [ %134, %133 ], [ %93, %115 ]
  %137 = phi i32 [ %130, %133 ], [ %3, %115 ]
  store i32 %137, ptr %2, align 4, !tbaa !12
  br label %382

138:                                              ; preds = %98, %83
  %139 = phi i32 [ %109, %98 ], [ %3, %83 ]
  %140 = getelementptr inbounds i8, ptr %0, i64 32
  %141 = load ptr, ptr %140, align 8, !tbaa !27
  %142 = icmp eq ptr %141, null
  br i1 %142, label %194, label %143

143:                                              ; preds = %138
  %144 = add i32 %139, 1
  %145 = zext i32 %144 to i64
  %146 = zext i32 %3 to i64
  %147 = add nsw i64 %145, -1
  %148 = icmp ult i64 %147, %146
  br i1 %148, label %182, label %149

149:                                              ; preds = %143
  br i1 %86, label %155, label %150

150:                                              ; preds = %149
  %151 = sub nsw i64 0, %146
  %152 = and i64 %147, %151
  %153 = icmp ult i64 %152, %146
  br i1 %153, label %154, label %155

154:                                              ; preds = %150
  store i32 %144, ptr %2, align 4, !tbaa !12
  br label %182

155:                                              ; preds = %150, %149
  %156 = getelementptr inbounds i8, ptr %0, i64 24
  %157 = load ptr, ptr %156, align 8, !tbaa !17
  %158 = getelementptr inbounds i8, ptr %0, i64 11
  %159 = load i8, ptr %158, align 1, !tbaa !21
  %160 = zext nneg i8 %159 to i32
  %161 = shl nsw i32 -1, %160
  %162 = xor i32 %161, -1
  %163 = or i32 %162, 1
  %164 = urem i32 %144, %163
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr inbounds %union.Node, ptr %157, i64 %165
  br label %167

167:                                              ; preds = %176, %155
  %168 = phi ptr [ %166, %155 ], [ %181, %176 ]
  %169 = getelementptr inbounds i8, ptr %168, i64 9
  %170 = load i8, ptr %169, align 1, !tbaa !15
  %171 = icmp eq i8 %170, 3
  br i1 %171, label %172, label %176

172:                                              ; preds = %167
  %173 = getelementptr inbounds i8, ptr %168, i64 16
  %174 = load i64, ptr %173, align 8, !tbaa !15
  %175 = icmp eq i64 %174, %145
  br i1 %175, label %187, label %176

176:                                              ; preds = %172, %167
  %177 = getelementptr inbounds i8, ptr %168, i64 12
  %178 = load i32, ptr %177, align 4, !tbaa !15
  %179 = icmp eq i32 %178, 0
  %180 = sext i32 %178 to i64
  %181 = getelementptr inbounds %union.Node, ptr %168, i64 %180
  br i1 %179, label %187, label %167

182:                                              ; preds = %154, %143
  %183 = phi i32 [ %144, %154 ], [ %3, %143 ]
  %184 = getelementptr inbounds i8, ptr %0, i64 16
  %185 = load ptr, ptr %184, align 8, !tbaa !18
  %186 = getelementptr inbounds %struct.TValue, ptr %185, i64 %147
  br label %187

187:                                              ; preds = %172, %176, %182
  %188 = phi i32 [ %183, %182 ], [ %3, %176 ], [ %3, %172 ]
  %189 = phi ptr [ %186, %182 ], [ %168, %172 ], [ @absentkey, %176 ]
  %190 = getelementptr inbounds i8, ptr %189, i64 8
  %191 = load i8, ptr %190, align 8, !tbaa !13
  %192 = and i8 %191, 15
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %194, label %196

194:                                              ; preds = %187, %138
  %195 = zext i32 %139 to i64
  br label %382

196:                                              ; preds = %187
  %197 = tail call i32 @llvm.umax.i32(i32 %139, i32 1)
  %198 = zext i32 %197 to i64
  %199 = getelementptr inbounds i8, ptr %0, i64 24
  %200 = getelementptr inbounds i8, ptr %0, i64 11
  %201 = getelementptr inbounds i8, ptr %0, i64 16
  br label %202

202:                                              ; preds = %260, %196
  %203 = phi i32 [ %261, %260 ], [ %188, %196 ]
  %204 = phi i64 [ %207, %260 ], [ %198, %196 ]
  %205 = icmp ult i64 %204, 4611686018427387904
  br i1 %205, label %206, label %267

206:                                              ; preds = %202
  %207 = shl nuw nsw i64 %204, 1
  %208 = zext i32 %203 to i64
  %209 = add nsw i64 %207, -1
  %210 = icmp ult i64 %209, %208
  br i1 %210, label %256, label %211

211:                                              ; preds = %206
  br i1 %86, label %218, label %212

212:                                              ; preds = %211
  %213 = sub nsw i64 0, %208
  %214 = and i64 %209, %213
  %215 = icmp ult i64 %214, %208
  br i1 %215, label %216, label %218

216:                                              ; preds = %212
  %217 = trunc i64 %207 to i32
  store i32 %217, ptr %2, align 4, !tbaa !12
  br label %256

218:                                              ; preds = %212, %211
  %219 = icmp ult i64 %204, 1073741824
  %220 = load ptr, ptr %199, align 8, !tbaa !17
  br i1 %219, label %221, label %230

221:                                              ; preds = %218
  %222 = trunc nuw nsw i64 %207 to i32
  %223 = load i8, ptr %200, align 1, !tbaa !21
  %224 = zext nneg i8 %223 to i32
  %225 = shl nsw i32 -1, %224
  %226 = xor i32 %225, -1
  %227 = or i32 %226, 1
  %228 = urem i32 %222, %227
  %229 = zext nneg i32 %228 to i64
  br label %238

230:                                              ; preds = %218
  %231 = load i8, ptr %200, align 1, !tbaa !21
  %232 = zext nneg i8 %231 to i32
  %233 = shl nsw i32 -1, %232
  %234 = xor i32 %233, -1
  %235 = or i32 %234, 1
  %236 = zext nneg i32 %235 to i64
  %237 = urem i64 %207, %236
  br label %238

238:                                              ; preds = %230, %221
  %239 = phi i64 [ %237, %230 ], [ %229, %221 ]
  %240 = getelementptr inbounds %union.Node, ptr %220, i64 %239
  br label %241

241:                                              ; preds = %250, %238
  %242 = phi ptr [ %240, %238 ], [ %255, %250 ]
  %243 = getelementptr inbounds i8, ptr %242, i64 9
  %244 = load i8, ptr %243, align 1, !tbaa !15
  %245 = icmp eq i8 %244, 3
  br i1 %245, label %246, label %250

246:                                              ; preds = %241
  %247 = getelementptr inbounds i8, ptr %242, i64 16
  %248 = load i64, ptr %247, align 8, !tbaa !15
  %249 = icmp eq i64 %248, %207
  br i1 %249, label %260, label %250

250:                                              ; preds = %246, %241
  %251 = getelementptr inbounds i8, ptr %242, i64 12
  %252 = load i32, ptr %251, align 4, !tbaa !15
  %253 = icmp eq i32 %252, 0
  %254 = sext i32 %252 to i64
  %255 = getelementptr inbounds %union.Node, ptr %242, i64 %254
  br i1 %253, label %260, label %241

256:                                              ; preds = %216, %206
  %257 = phi i32 [ %217, %216 ], [ %203, %206 ]
  %258 = load ptr, ptr %201, align 8, !tbaa !18
  %259 = getelementptr inbounds %struct.TValue, ptr %258, i64 %209
  br label %260

260:                                              ; preds = %250, %246, %256
  %261 = phi i32 [ %257, %256 ], [ %203, %246 ], [ %203, %250 ]
  %262 = phi ptr [ %259, %256 ], [ @absentkey, %250 ], [ %242, %246 ]
  %263 = getelementptr inbounds i8, ptr %262, i64 8
  %264 = load i8, ptr %263, align 8, !tbaa !13
  %265 = and i8 %264, 15
  %266 = icmp eq i8 %265, 0
  br i1 %266, label %308, label %202, !llvm.loop !50

267:                                              ; preds = %202
  br i1 %86, label %276, label %268

268:                                              ; preds = %267
  %269 = zext i32 %203 to i64
  %270 = sub nsw i64 0, %269
  %271 = and i64 %270, 9223372036854775806
  %272 = icmp ult i64 %271, %269
  br i1 %272, label %273, label %276

273:                                              ; preds = %268
  store i32 -1, ptr %2, align 4, !tbaa !12
  %274 = load ptr, ptr %201, align 8, !tbaa !18
  %275 = getelementptr inbounds i8, ptr %274, i64 -32
  br label %301

276:                                              ; preds = %268, %267
  %277 = load ptr, ptr %199, align 8, !tbaa !17
  %278 = load i8, ptr %200, align 1, !tbaa !21
  %279 = zext nneg i8 %278 to i32
  %280 = shl nsw i32 -1, %279
  %281 = xor i32 %280, -1
  %282 = or i32 %281, 1
  %283 = zext nneg i32 %282 to i64
  %284 = urem i64 9223372036854775807, %283
  %285 = getelementptr inbounds %union.Node, ptr %277, i64 %284
  br label %286

286:                                              ; preds = %295, %276
  %287 = phi ptr [ %285, %276 ], [ %300, %295 ]
  %288 = getelementptr inbounds i8, ptr %287, i64 9
  %289 = load i8, ptr %288, align 1, !tbaa !15
  %290 = icmp eq i8 %289, 3
  br i1 %290, label %291, label %295

291:                                              ; preds = %286
  %292 = getelementptr inbounds i8, ptr %287, i64 16
  %293 = load i64, ptr %292, align 8, !tbaa !15
  %294 = icmp eq i64 %293, 9223372036854775807
  br i1 %294, label %301, label %295

295:                                              ; preds = %291, %286
  %296 = getelementptr inbounds i8, ptr %287, i64 12
  %297 = load i32, ptr %296, align 4, !tbaa !15
  %298 = icmp eq i32 %297, 0
  %299 = sext i32 %297 to i64
  %300 = getelementptr inbounds %union.Node, ptr %287, i64 %299
  br i1 %298, label %301, label %286

301:                                              ; preds = %295, %291, %273
  %302 = phi i32 [ -1, %273 ], [ %203, %291 ], [ %203, %295 ]
  %303 = phi ptr [ %275, %273 ], [ @absentkey, %295 ], [ %287, %291 ]
  %304 = getelementptr inbounds i8, ptr %303, i64 8
  %305 = load i8, ptr %304, align 8, !tbaa !13
  %306 = and i8 %305, 15
  %307 = icmp eq i8 %306, 0
  br i1 %307, label %308, label %382

308:                                              ; preds = %260, %301
  %309 = phi i32 [ %302, %301 ], [ %261, %260 ]
  %310 = phi i64 [ 9223372036854775807, %301 ], [ %207, %260 ]
  %311 = sub nsw i64 %310, %204
  %312 = icmp ugt i64 %311, 1
  br i1 %312, label %313, label %382

313:                                              ; preds = %308, %371
  %314 = phi i32 [ %372, %371 ], [ %309, %308 ]
  %315 = phi i64 [ %379, %371 ], [ %204, %308 ]
  %316 = phi i64 [ %378, %371 ], [ %310, %308 ]
  %317 = add i64 %316, %315
  %318 = lshr i64 %317, 1
  %319 = zext i32 %314 to i64
  %320 = add nsw i64 %318, -1
  %321 = icmp ult i64 %320, %319
  br i1 %321, label %367, label %322

322:                                              ; preds = %313
  br i1 %86, label %329, label %323

323:                                              ; preds = %322
  %324 = sub nsw i64 0, %319
  %325 = and i64 %320, %324
  %326 = icmp ult i64 %325, %319
  br i1 %326, label %327, label %329

327:                                              ; preds = %323
  %328 = trunc i64 %318 to i32
  store i32 %328, ptr %2, align 4, !tbaa !12
  br label %367

329:                                              ; preds = %323, %322
  %330 = icmp ult i64 %317, 4294967296
  %331 = load ptr, ptr %199, align 8, !tbaa !17
  br i1 %330, label %332, label %341

332:                                              ; preds = %329
  %333 = trunc nuw nsw i64 %318 to i32
  %334 = load i8, ptr %200, align 1, !tbaa !21
  %335 = zext nneg i8 %334 to i32
  %336 = shl nsw i32 -1, %335
  %337 = xor i32 %336, -1
  %338 = or i32 %337, 1
  %339 = urem i32 %333, %338
  %340 = zext nneg i32 %339 to i64
  br label %349

341:                                              ; preds = %329
  %342 = load i8, ptr %200, align 1, !tbaa !21
  %343 = zext nneg i8 %342 to i32
  %344 = shl nsw i32 -1, %343
  %345 = xor i32 %344, -1
  %346 = or i32 %345, 1
  %347 = zext nneg i32 %346 to i64
  %348 = urem i64 %318, %347
  br label %349

349:                                              ; preds = %341, %332
  %350 = phi i64 [ %348, %341 ], [ %340, %332 ]
  %351 = getelementptr inbounds %union.Node, ptr %331, i64 %350
  br label %352

352:                                              ; preds = %361, %349
  %353 = phi ptr [ %351, %349 ], [ %366, %361 ]
  %354 = getelementptr inbounds i8, ptr %353, i64 9
  %355 = load i8, ptr %354, align 1, !tbaa !15
  %356 = icmp eq i8 %355, 3
  br i1 %356, label %357, label %361

357:                                              ; preds = %352
  %358 = getelementptr inbounds i8, ptr %353, i64 16
  %359 = load i64, ptr %358, align 8, !tbaa !15
  %360 = icmp eq i64 %359, %318
  br i1 %360, label %371, label %361

361:                                              ; preds = %357, %352
  %362 = getelementptr inbounds i8, ptr %353, i64 12
  %363 = load i32, ptr %362, align 4, !tbaa !15
  %364 = icmp eq i32 %363, 0
  %365 = sext i32 %363 to i64
  %366 = getelementptr inbounds %union.Node, ptr %353, i64 %365
  br i1 %364, label %371, label %352

367:                                              ; preds = %327, %313
  %368 = phi i32 [ %328, %327 ], [ %314, %313 ]
  %369 = load ptr, ptr %201, align 8, !tbaa !18
  %370 = getelementptr inbounds %struct.TValue, ptr %369, i64 %320
  br label %371

371:                                              ; preds = %361, %357, %367
  %372 = phi i32 [ %368, %367 ], [ %314, %357 ], [ %314, %361 ]
  %373 = phi ptr [ %370, %367 ], [ @absentkey, %361 ], [ %353, %357 ]
  %374 = getelementptr inbounds i8, ptr %373, i64 8
  %375 = load i8, ptr %374, align 8, !tbaa !13
  %376 = and i8 %375, 15
  %377 = icmp eq i8 %376, 0
  %378 = select i1 %377, i64 %318, i64 %316
  %379 = select i1 %377, i64 %315, i64 %318
  %380 = sub i64 %378, %379
  %381 = icmp ugt i64 %380, 1
  br i1 %381, label %313, label %382, !llvm.loop !51

382:                                              ; preds = %371, %308, %301, %90, %27, %33, %36, %194, %135, %81
  %383 = phi i64 [ %82, %81 ], [ %195, %194 ], [ %136, %135 ], [ %9, %36 ], [ %9, %33 ], [ %9, %27 ], [ %93, %90 ], [ 9223372036854775807, %301 ], [ %204, %308 ], [ %379, %371 ]
  ret i64 %383
}

; Function Attrs: noreturn
declare hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #5

declare hidden i32 @luaO_ceillog2(i32 noundef) local_unnamed_addr #4

declare hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc ptr @mainpositionTV(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !13
  %6 = and i8 %5, 63
  switch i8 %6, label %129 [
    i8 3, label %7
    i8 19, label %34
    i8 4, label %61
    i8 20, label %75
    i8 1, label %88
    i8 17, label %91
    i8 2, label %99
    i8 22, label %114
  ]

7:                                                ; preds = %2
  %8 = load i64, ptr %1, align 8, !tbaa !15
  %9 = icmp ult i64 %8, 2147483648
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !17
  br i1 %9, label %12, label %22

12:                                               ; preds = %7
  %13 = trunc nuw nsw i64 %8 to i32
  %14 = getelementptr inbounds i8, ptr %0, i64 11
  %15 = load i8, ptr %14, align 1, !tbaa !21
  %16 = zext nneg i8 %15 to i32
  %17 = shl nsw i32 -1, %16
  %18 = xor i32 %17, -1
  %19 = or i32 %18, 1
  %20 = urem i32 %13, %19
  %21 = zext nneg i32 %20 to i64
  br label %31

22:                                               ; preds = %7
  %23 = getelementptr inbounds i8, ptr %0, i64 11
  %24 = load i8, ptr %23, align 1, !tbaa !21
  %25 = zext nneg i8 %24 to i32
  %26 = shl nsw i32 -1, %25
  %27 = xor i32 %26, -1
  %28 = or i32 %27, 1
  %29 = zext nneg i32 %28 to i64
  %30 = urem i64 %8, %29
  br label %31

31:                                               ; preds = %12, %22
  %32 = phi i64 [ %30, %22 ], [ %21, %12 ]
  %33 = getelementptr inbounds %union.Node, ptr %11, i64 %32
  br label %144

34:                                               ; preds = %2
  %35 = load double, ptr %1, align 8, !tbaa !15
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #12
  %38 = call double @frexp(double noundef %35, ptr noundef nonnull %3) #12
  %39 = fmul double %38, 0x41E0000000000000
  %40 = fcmp oge double %39, 0xC3E0000000000000
  %41 = fcmp olt double %39, 0x43E0000000000000
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %50

43:                                               ; preds = %34
  %44 = fptosi double %39 to i64
  %45 = load i32, ptr %3, align 4, !tbaa !39
  %46 = trunc i64 %44 to i32
  %47 = add i32 %45, %46
  %48 = ashr i32 %47, 31
  %49 = xor i32 %48, %47
  br label %50

50:                                               ; preds = %34, %43
  %51 = phi i32 [ %49, %43 ], [ 0, %34 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #12
  %52 = getelementptr inbounds i8, ptr %0, i64 11
  %53 = load i8, ptr %52, align 1, !tbaa !21
  %54 = zext nneg i8 %53 to i32
  %55 = shl nsw i32 -1, %54
  %56 = xor i32 %55, -1
  %57 = or i32 %56, 1
  %58 = srem i32 %51, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds %union.Node, ptr %37, i64 %59
  br label %144

61:                                               ; preds = %2
  %62 = load ptr, ptr %1, align 8, !tbaa !15
  %63 = getelementptr inbounds i8, ptr %0, i64 24
  %64 = load ptr, ptr %63, align 8, !tbaa !17
  %65 = getelementptr inbounds i8, ptr %62, i64 12
  %66 = load i32, ptr %65, align 4, !tbaa !33
  %67 = getelementptr inbounds i8, ptr %0, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !21
  %69 = zext nneg i8 %68 to i32
  %70 = shl nsw i32 -1, %69
  %71 = xor i32 %70, -1
  %72 = and i32 %66, %71
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds %union.Node, ptr %64, i64 %73
  br label %144

75:                                               ; preds = %2
  %76 = load ptr, ptr %1, align 8, !tbaa !15
  %77 = getelementptr inbounds i8, ptr %0, i64 24
  %78 = load ptr, ptr %77, align 8, !tbaa !17
  %79 = tail call i32 @luaS_hashlongstr(ptr noundef %76) #12
  %80 = getelementptr inbounds i8, ptr %0, i64 11
  %81 = load i8, ptr %80, align 1, !tbaa !21
  %82 = zext nneg i8 %81 to i32
  %83 = shl nsw i32 -1, %82
  %84 = xor i32 %83, -1
  %85 = and i32 %79, %84
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds %union.Node, ptr %78, i64 %86
  br label %144

88:                                               ; preds = %2
  %89 = getelementptr inbounds i8, ptr %0, i64 24
  %90 = load ptr, ptr %89, align 8, !tbaa !17
  br label %144

91:                                               ; preds = %2
  %92 = getelementptr inbounds i8, ptr %0, i64 24
  %93 = load ptr, ptr %92, align 8, !tbaa !17
  %94 = getelementptr inbounds i8, ptr %0, i64 11
  %95 = load i8, ptr %94, align 1, !tbaa !21
  %96 = icmp ne i8 %95, 0
  %97 = zext i1 %96 to i64
  %98 = getelementptr inbounds %union.Node, ptr %93, i64 %97
  br label %144

99:                                               ; preds = %2
  %100 = load ptr, ptr %1, align 8, !tbaa !15
  %101 = getelementptr inbounds i8, ptr %0, i64 24
  %102 = load ptr, ptr %101, align 8, !tbaa !17
  %103 = ptrtoint ptr %100 to i64
  %104 = trunc i64 %103 to i32
  %105 = getelementptr inbounds i8, ptr %0, i64 11
  %106 = load i8, ptr %105, align 1, !tbaa !21
  %107 = zext nneg i8 %106 to i32
  %108 = shl nsw i32 -1, %107
  %109 = xor i32 %108, -1
  %110 = or i32 %109, 1
  %111 = urem i32 %104, %110
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds %union.Node, ptr %102, i64 %112
  br label %144

114:                                              ; preds = %2
  %115 = load ptr, ptr %1, align 8, !tbaa !15
  %116 = getelementptr inbounds i8, ptr %0, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !17
  %118 = ptrtoint ptr %115 to i64
  %119 = trunc i64 %118 to i32
  %120 = getelementptr inbounds i8, ptr %0, i64 11
  %121 = load i8, ptr %120, align 1, !tbaa !21
  %122 = zext nneg i8 %121 to i32
  %123 = shl nsw i32 -1, %122
  %124 = xor i32 %123, -1
  %125 = or i32 %124, 1
  %126 = urem i32 %119, %125
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds %union.Node, ptr %117, i64 %127
  br label %144

129:                                              ; preds = %2
  %130 = load ptr, ptr %1, align 8, !tbaa !15
  %131 = getelementptr inbounds i8, ptr %0, i64 24
  %132 = load ptr, ptr %131, align 8, !tbaa !17
  %133 = ptrtoint ptr %130 to i64
  %134 = trunc i64 %133 to i32
  %135 = getelementptr inbounds i8, ptr %0, i64 11
  %136 = load i8, ptr %135, align 1, !tbaa !21
  %137 = zext nneg i8 %136 to i32
  %138 = shl nsw i32 -1, %137
  %139 = xor i32 %138, -1
  %140 = or i32 %139, 1
  %141 = urem i32 %134, %140
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds %union.Node, ptr %132, i64 %142
  br label %144

144:                                              ; preds = %129, %114, %99, %91, %88, %75, %61, %50, %31
  %145 = phi ptr [ %143, %129 ], [ %128, %114 ], [ %113, %99 ], [ %98, %91 ], [ %90, %88 ], [ %87, %75 ], [ %74, %61 ], [ %60, %50 ], [ %33, %31 ]
  ret ptr %145
}

declare hidden i32 @luaS_hashlongstr(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #8

declare hidden i32 @luaS_eqlngstr(ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @luaC_barrierback_(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !9, i64 10}
!7 = !{!"Table", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !11, i64 12, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!7, !11, i64 12}
!13 = !{!14, !9, i64 8}
!14 = !{!"TValue", !9, i64 0, !9, i64 8}
!15 = !{!9, !9, i64 0}
!16 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!17 = !{!7, !8, i64 24}
!18 = !{!7, !8, i64 16}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!7, !9, i64 11}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !20, !24}
!27 = !{!7, !8, i64 32}
!28 = !{!8, !8, i64 0}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20, !24, !25}
!31 = distinct !{!31, !20, !24}
!32 = distinct !{!32, !20}
!33 = !{!34, !11, i64 12}
!34 = !{!"TString", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !11, i64 12, !9, i64 16, !9, i64 24}
!35 = !{!34, !9, i64 8}
!36 = !{!37, !37, i64 0}
!37 = !{!"long long", !9, i64 0}
!38 = distinct !{!38, !20}
!39 = !{!11, !11, i64 0}
!40 = distinct !{!40, !20, !24, !25}
!41 = distinct !{!41, !20, !24}
!42 = distinct !{!42, !20}
!43 = distinct !{!43, !20}
!44 = distinct !{!44, !20}
!45 = distinct !{!45, !20}
!46 = !{i64 0, i64 24, !15}
!47 = !{!48, !9, i64 9}
!48 = !{!"GCObject", !8, i64 0, !9, i64 8, !9, i64 9}
!49 = distinct !{!49, !20}
!50 = distinct !{!50, !20}
!51 = distinct !{!51, !20}
