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

@.str = private unnamed_addr constant [5 x i8] c"\1BLua\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"binary string\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"not a binary chunk\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"version mismatch\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [16 x i8] c"format mismatch\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"\19\93\0D\0A\1A\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [16 x i8] c"corrupted chunk\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [12 x i8] c"Instruction\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [12 x i8] c"lua_Integer\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [11 x i8] c"lua_Number\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [24 x i8] c"integer format mismatch\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [22 x i8] c"float format mismatch\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [16 x i8] c"truncated chunk\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [27 x i8] c"%s: bad binary format (%s)\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [17 x i8] c"%s size mismatch\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [17 x i8] c"integer overflow\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [31 x i8] c"bad format for constant string\00", align 1, !dbg !67

; Function Attrs: nounwind uwtable
define hidden ptr @luaU_undump(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !525 {
  %4 = alloca double, align 8, !DIAssignID !559
  %5 = alloca i64, align 8, !DIAssignID !560
  %6 = alloca [12 x i8], align 1, !DIAssignID !561
  %7 = alloca [12 x i8], align 1, !DIAssignID !562
  %8 = alloca %struct.LoadState, align 8, !DIAssignID !563
    #dbg_assign(i1 undef, !548, !DIExpression(), !563, ptr %8, !DIExpression(), !564)
    #dbg_value(ptr %0, !545, !DIExpression(), !564)
    #dbg_value(ptr %1, !546, !DIExpression(), !564)
    #dbg_value(ptr %2, !547, !DIExpression(), !564)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #6, !dbg !565
  %9 = load i8, ptr %2, align 1, !dbg !566, !tbaa !568
  switch i8 %9, label %12 [
    i8 64, label %10
    i8 61, label %10
    i8 27, label %13
  ], !dbg !571

10:                                               ; preds = %3, %3
  %11 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !572
    #dbg_assign(ptr %11, !548, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !573, ptr %15, !DIExpression(), !564)
  br label %13, !dbg !574

12:                                               ; preds = %3
    #dbg_assign(ptr %2, !548, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !573, ptr %15, !DIExpression(), !564)
  br label %13

13:                                               ; preds = %3, %12, %10
  %14 = phi ptr [ %2, %12 ], [ %11, %10 ], [ @.str.1, %3 ]
  %15 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !575
  store ptr %14, ptr %15, align 8, !dbg !575, !tbaa !576, !DIAssignID !573
  store ptr %0, ptr %8, align 8, !dbg !579, !tbaa !580, !DIAssignID !581
    #dbg_assign(ptr %0, !548, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !581, ptr %8, !DIExpression(), !564)
  %16 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !582
  store ptr %1, ptr %16, align 8, !dbg !583, !tbaa !584, !DIAssignID !585
    #dbg_assign(ptr %1, !548, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !585, ptr %16, !DIExpression(), !564)
    #dbg_value(ptr %8, !586, !DIExpression(), !592)
    #dbg_assign(i1 undef, !594, !DIExpression(), !562, ptr %7, !DIExpression(), !603)
    #dbg_value(ptr %8, !599, !DIExpression(), !603)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @.str, i64 1), !600, !DIExpression(), !603)
    #dbg_value(ptr @.str.2, !601, !DIExpression(), !603)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7) #6, !dbg !605
    #dbg_value(i64 3, !602, !DIExpression(), !603)
    #dbg_value(ptr %8, !606, !DIExpression(), !613)
    #dbg_value(ptr %7, !611, !DIExpression(), !613)
    #dbg_value(i64 3, !612, !DIExpression(), !613)
  %17 = call i64 @luaZ_read(ptr noundef %1, ptr noundef nonnull %7, i64 noundef 3) #6, !dbg !615
  %18 = icmp eq i64 %17, 0, !dbg !617
  br i1 %18, label %20, label %19, !dbg !618

19:                                               ; preds = %13
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !619
  unreachable, !dbg !619

20:                                               ; preds = %13
  %21 = call i32 @bcmp(ptr noundef nonnull readonly dereferenceable(3) getelementptr inbounds (i8, ptr @.str, i64 1), ptr noundef nonnull dereferenceable(3) %7, i64 3), !dbg !620
  %22 = icmp eq i32 %21, 0, !dbg !622
  br i1 %22, label %24, label %23, !dbg !623

23:                                               ; preds = %20
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.2) #7, !dbg !624
  unreachable, !dbg !624

24:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7) #6, !dbg !625
    #dbg_value(ptr %8, !626, !DIExpression(), !632)
  %25 = load i64, ptr %1, align 8, !dbg !635, !tbaa !636
  %26 = add i64 %25, -1, !dbg !635
  store i64 %26, ptr %1, align 8, !dbg !635, !tbaa !636
  %27 = icmp eq i64 %25, 0, !dbg !635
  br i1 %27, label %34, label %28, !dbg !635

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !635
  %30 = load ptr, ptr %29, align 8, !dbg !635, !tbaa !639
  %31 = getelementptr inbounds i8, ptr %30, i64 1, !dbg !635
  store ptr %31, ptr %29, align 8, !dbg !635, !tbaa !639
  %32 = load i8, ptr %30, align 1, !dbg !635, !tbaa !568
  %33 = zext i8 %32 to i32, !dbg !635
    #dbg_value(i32 %33, !631, !DIExpression(), !632)
  br label %38, !dbg !640

34:                                               ; preds = %24
  %35 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6, !dbg !635
    #dbg_value(i32 %35, !631, !DIExpression(), !632)
  %36 = icmp eq i32 %35, -1, !dbg !641
  br i1 %36, label %37, label %38, !dbg !640

37:                                               ; preds = %34
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !643
  unreachable, !dbg !643

38:                                               ; preds = %34, %28
  %39 = phi i32 [ %33, %28 ], [ %35, %34 ]
  %40 = and i32 %39, 255, !dbg !644
  %41 = icmp eq i32 %40, 84, !dbg !644
  br i1 %41, label %43, label %42, !dbg !645

42:                                               ; preds = %38
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.3) #7, !dbg !646
  unreachable, !dbg !646

43:                                               ; preds = %38
    #dbg_value(ptr %8, !626, !DIExpression(), !647)
  %44 = load i64, ptr %1, align 8, !dbg !650, !tbaa !636
  %45 = add i64 %44, -1, !dbg !650
  store i64 %45, ptr %1, align 8, !dbg !650, !tbaa !636
  %46 = icmp eq i64 %44, 0, !dbg !650
  br i1 %46, label %53, label %47, !dbg !650

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !650
  %49 = load ptr, ptr %48, align 8, !dbg !650, !tbaa !639
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !650
  store ptr %50, ptr %48, align 8, !dbg !650, !tbaa !639
  %51 = load i8, ptr %49, align 1, !dbg !650, !tbaa !568
  %52 = zext i8 %51 to i32, !dbg !650
    #dbg_value(i32 %52, !631, !DIExpression(), !647)
  br label %57, !dbg !651

53:                                               ; preds = %43
  %54 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6, !dbg !650
    #dbg_value(i32 %54, !631, !DIExpression(), !647)
  %55 = icmp eq i32 %54, -1, !dbg !652
  br i1 %55, label %56, label %57, !dbg !651

56:                                               ; preds = %53
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !653
  unreachable, !dbg !653

57:                                               ; preds = %53, %47
  %58 = phi i32 [ %52, %47 ], [ %54, %53 ]
  %59 = and i32 %58, 255, !dbg !654
  %60 = icmp eq i32 %59, 0, !dbg !654
  br i1 %60, label %62, label %61, !dbg !655

61:                                               ; preds = %57
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.4) #7, !dbg !656
  unreachable, !dbg !656

62:                                               ; preds = %57
    #dbg_assign(i1 undef, !594, !DIExpression(), !561, ptr %6, !DIExpression(), !657)
    #dbg_value(ptr %8, !599, !DIExpression(), !657)
    #dbg_value(ptr @.str.5, !600, !DIExpression(), !657)
    #dbg_value(ptr @.str.6, !601, !DIExpression(), !657)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6) #6, !dbg !659
    #dbg_value(i64 6, !602, !DIExpression(), !657)
    #dbg_value(ptr %8, !606, !DIExpression(), !660)
    #dbg_value(ptr %6, !611, !DIExpression(), !660)
    #dbg_value(i64 6, !612, !DIExpression(), !660)
  %63 = call i64 @luaZ_read(ptr noundef nonnull %1, ptr noundef nonnull %6, i64 noundef 6) #6, !dbg !662
  %64 = icmp eq i64 %63, 0, !dbg !663
  br i1 %64, label %66, label %65, !dbg !664

65:                                               ; preds = %62
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !665
  unreachable, !dbg !665

66:                                               ; preds = %62
  %67 = call i32 @bcmp(ptr noundef nonnull readonly dereferenceable(6) @.str.5, ptr noundef nonnull dereferenceable(6) %6, i64 6), !dbg !666
  %68 = icmp eq i32 %67, 0, !dbg !667
  br i1 %68, label %70, label %69, !dbg !668

69:                                               ; preds = %66
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.6) #7, !dbg !669
  unreachable, !dbg !669

70:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6) #6, !dbg !670
    #dbg_value(ptr %8, !671, !DIExpression(), !678)
    #dbg_value(i64 4, !676, !DIExpression(), !678)
    #dbg_value(ptr @.str.7, !677, !DIExpression(), !678)
    #dbg_value(ptr %8, !626, !DIExpression(), !680)
  %71 = load i64, ptr %1, align 8, !dbg !683, !tbaa !636
  %72 = add i64 %71, -1, !dbg !683
  store i64 %72, ptr %1, align 8, !dbg !683, !tbaa !636
  %73 = icmp eq i64 %71, 0, !dbg !683
  br i1 %73, label %80, label %74, !dbg !683

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !683
  %76 = load ptr, ptr %75, align 8, !dbg !683, !tbaa !639
  %77 = getelementptr inbounds i8, ptr %76, i64 1, !dbg !683
  store ptr %77, ptr %75, align 8, !dbg !683, !tbaa !639
  %78 = load i8, ptr %76, align 1, !dbg !683, !tbaa !568
  %79 = zext i8 %78 to i32, !dbg !683
    #dbg_value(i32 %79, !631, !DIExpression(), !680)
  br label %84, !dbg !684

80:                                               ; preds = %70
  %81 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6, !dbg !683
    #dbg_value(i32 %81, !631, !DIExpression(), !680)
  %82 = icmp eq i32 %81, -1, !dbg !685
  br i1 %82, label %83, label %84, !dbg !684

83:                                               ; preds = %80
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !686
  unreachable, !dbg !686

84:                                               ; preds = %80, %74
  %85 = phi i32 [ %79, %74 ], [ %81, %80 ]
  %86 = and i32 %85, 255, !dbg !687
  %87 = icmp eq i32 %86, 4, !dbg !688
  br i1 %87, label %90, label %88, !dbg !689

88:                                               ; preds = %84
  %89 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.7) #6, !dbg !690
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef %89) #7, !dbg !691
  unreachable, !dbg !691

90:                                               ; preds = %84
    #dbg_value(ptr %8, !671, !DIExpression(), !692)
    #dbg_value(i64 8, !676, !DIExpression(), !692)
    #dbg_value(ptr @.str.8, !677, !DIExpression(), !692)
    #dbg_value(ptr %8, !626, !DIExpression(), !694)
  %91 = load i64, ptr %1, align 8, !dbg !696, !tbaa !636
  %92 = add i64 %91, -1, !dbg !696
  store i64 %92, ptr %1, align 8, !dbg !696, !tbaa !636
  %93 = icmp eq i64 %91, 0, !dbg !696
  br i1 %93, label %100, label %94, !dbg !696

94:                                               ; preds = %90
  %95 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !696
  %96 = load ptr, ptr %95, align 8, !dbg !696, !tbaa !639
  %97 = getelementptr inbounds i8, ptr %96, i64 1, !dbg !696
  store ptr %97, ptr %95, align 8, !dbg !696, !tbaa !639
  %98 = load i8, ptr %96, align 1, !dbg !696, !tbaa !568
  %99 = zext i8 %98 to i32, !dbg !696
    #dbg_value(i32 %99, !631, !DIExpression(), !694)
  br label %104, !dbg !697

100:                                              ; preds = %90
  %101 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6, !dbg !696
    #dbg_value(i32 %101, !631, !DIExpression(), !694)
  %102 = icmp eq i32 %101, -1, !dbg !698
  br i1 %102, label %103, label %104, !dbg !697

103:                                              ; preds = %100
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !699
  unreachable, !dbg !699

104:                                              ; preds = %100, %94
  %105 = phi i32 [ %99, %94 ], [ %101, %100 ]
  %106 = and i32 %105, 255, !dbg !700
  %107 = icmp eq i32 %106, 8, !dbg !701
  br i1 %107, label %110, label %108, !dbg !702

108:                                              ; preds = %104
  %109 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.8) #6, !dbg !703
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef %109) #7, !dbg !704
  unreachable, !dbg !704

110:                                              ; preds = %104
    #dbg_value(ptr %8, !671, !DIExpression(), !705)
    #dbg_value(i64 8, !676, !DIExpression(), !705)
    #dbg_value(ptr @.str.9, !677, !DIExpression(), !705)
    #dbg_value(ptr %8, !626, !DIExpression(), !707)
  %111 = load i64, ptr %1, align 8, !dbg !709, !tbaa !636
  %112 = add i64 %111, -1, !dbg !709
  store i64 %112, ptr %1, align 8, !dbg !709, !tbaa !636
  %113 = icmp eq i64 %111, 0, !dbg !709
  br i1 %113, label %120, label %114, !dbg !709

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !709
  %116 = load ptr, ptr %115, align 8, !dbg !709, !tbaa !639
  %117 = getelementptr inbounds i8, ptr %116, i64 1, !dbg !709
  store ptr %117, ptr %115, align 8, !dbg !709, !tbaa !639
  %118 = load i8, ptr %116, align 1, !dbg !709, !tbaa !568
  %119 = zext i8 %118 to i32, !dbg !709
    #dbg_value(i32 %119, !631, !DIExpression(), !707)
  br label %124, !dbg !710

120:                                              ; preds = %110
  %121 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6, !dbg !709
    #dbg_value(i32 %121, !631, !DIExpression(), !707)
  %122 = icmp eq i32 %121, -1, !dbg !711
  br i1 %122, label %123, label %124, !dbg !710

123:                                              ; preds = %120
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !712
  unreachable, !dbg !712

124:                                              ; preds = %120, %114
  %125 = phi i32 [ %119, %114 ], [ %121, %120 ]
  %126 = and i32 %125, 255, !dbg !713
  %127 = icmp eq i32 %126, 8, !dbg !714
  br i1 %127, label %130, label %128, !dbg !715

128:                                              ; preds = %124
  %129 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.9) #6, !dbg !716
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef %129) #7, !dbg !717
  unreachable, !dbg !717

130:                                              ; preds = %124
    #dbg_assign(i1 undef, !718, !DIExpression(), !560, ptr %5, !DIExpression(), !724)
    #dbg_value(ptr %8, !723, !DIExpression(), !724)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6, !dbg !727
    #dbg_value(ptr %8, !606, !DIExpression(), !728)
    #dbg_value(ptr %5, !611, !DIExpression(), !728)
    #dbg_value(i64 8, !612, !DIExpression(), !728)
  %131 = call i64 @luaZ_read(ptr noundef nonnull %1, ptr noundef nonnull %5, i64 noundef 8) #6, !dbg !730
  %132 = icmp eq i64 %131, 0, !dbg !731
  br i1 %132, label %134, label %133, !dbg !732

133:                                              ; preds = %130
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !733
  unreachable, !dbg !733

134:                                              ; preds = %130
  %135 = load i64, ptr %5, align 8, !dbg !734, !tbaa !735
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6, !dbg !737
  %136 = icmp eq i64 %135, 22136, !dbg !738
  br i1 %136, label %138, label %137, !dbg !739

137:                                              ; preds = %134
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.10) #7, !dbg !740
  unreachable, !dbg !740

138:                                              ; preds = %134
    #dbg_assign(i1 undef, !741, !DIExpression(), !559, ptr %4, !DIExpression(), !747)
    #dbg_value(ptr %8, !746, !DIExpression(), !747)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6, !dbg !750
    #dbg_value(ptr %8, !606, !DIExpression(), !751)
    #dbg_value(ptr %4, !611, !DIExpression(), !751)
    #dbg_value(i64 8, !612, !DIExpression(), !751)
  %139 = call i64 @luaZ_read(ptr noundef nonnull %1, ptr noundef nonnull %4, i64 noundef 8) #6, !dbg !753
  %140 = icmp eq i64 %139, 0, !dbg !754
  br i1 %140, label %142, label %141, !dbg !755

141:                                              ; preds = %138
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !756
  unreachable, !dbg !756

142:                                              ; preds = %138
  %143 = load double, ptr %4, align 8, !dbg !757, !tbaa !758
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6, !dbg !760
  %144 = fcmp une double %143, 3.705000e+02, !dbg !761
  br i1 %144, label %145, label %146, !dbg !762

145:                                              ; preds = %142
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.11) #7, !dbg !763
  unreachable, !dbg !763

146:                                              ; preds = %142
    #dbg_value(ptr %8, !626, !DIExpression(), !764)
  %147 = load i64, ptr %1, align 8, !dbg !766, !tbaa !636
  %148 = add i64 %147, -1, !dbg !766
  store i64 %148, ptr %1, align 8, !dbg !766, !tbaa !636
  %149 = icmp eq i64 %147, 0, !dbg !766
  br i1 %149, label %156, label %150, !dbg !766

150:                                              ; preds = %146
  %151 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !766
  %152 = load ptr, ptr %151, align 8, !dbg !766, !tbaa !639
  %153 = getelementptr inbounds i8, ptr %152, i64 1, !dbg !766
  store ptr %153, ptr %151, align 8, !dbg !766, !tbaa !639
  %154 = load i8, ptr %152, align 1, !dbg !766, !tbaa !568
  %155 = zext i8 %154 to i32, !dbg !766
    #dbg_value(i32 %155, !631, !DIExpression(), !764)
  br label %160, !dbg !767

156:                                              ; preds = %146
  %157 = call i32 @luaZ_fill(ptr noundef nonnull %1) #6, !dbg !766
    #dbg_value(i32 %157, !631, !DIExpression(), !764)
  %158 = icmp eq i32 %157, -1, !dbg !768
  br i1 %158, label %159, label %160, !dbg !767

159:                                              ; preds = %156
  call fastcc void @error(ptr noundef nonnull readonly %8, ptr noundef nonnull @.str.12) #7, !dbg !769
  unreachable, !dbg !769

160:                                              ; preds = %150, %156
  %161 = phi i32 [ %155, %150 ], [ %157, %156 ]
  %162 = and i32 %161, 255, !dbg !770
  %163 = call ptr @luaF_newLclosure(ptr noundef %0, i32 noundef %162) #6, !dbg !771
    #dbg_value(ptr %163, !555, !DIExpression(), !564)
  %164 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !772
  %165 = load ptr, ptr %164, align 8, !dbg !772, !tbaa !568
    #dbg_value(ptr %165, !556, !DIExpression(), !773)
    #dbg_value(ptr %163, !558, !DIExpression(), !773)
  store ptr %163, ptr %165, align 8, !dbg !772, !tbaa !568
  %166 = getelementptr inbounds i8, ptr %165, i64 8, !dbg !772
  store i8 70, ptr %166, align 8, !dbg !772, !tbaa !774
  call void @luaD_inctop(ptr noundef %0) #6, !dbg !776
  %167 = call ptr @luaF_newproto(ptr noundef %0) #6, !dbg !777
  %168 = getelementptr inbounds i8, ptr %163, i64 24, !dbg !778
  store ptr %167, ptr %168, align 8, !dbg !779, !tbaa !780
  %169 = getelementptr inbounds i8, ptr %163, i64 9, !dbg !782
  %170 = load i8, ptr %169, align 1, !dbg !782, !tbaa !783
  %171 = and i8 %170, 32, !dbg !782
  %172 = icmp eq i8 %171, 0, !dbg !782
  br i1 %172, label %180, label %173, !dbg !782

173:                                              ; preds = %160
  %174 = getelementptr inbounds i8, ptr %167, i64 9, !dbg !782
  %175 = load i8, ptr %174, align 1, !dbg !782, !tbaa !784
  %176 = and i8 %175, 24, !dbg !782
  %177 = icmp eq i8 %176, 0, !dbg !782
  br i1 %177, label %180, label %178, !dbg !782

178:                                              ; preds = %173
  call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %163, ptr noundef nonnull %167) #6, !dbg !782
  %179 = load ptr, ptr %168, align 8, !dbg !787, !tbaa !780
  br label %180, !dbg !782

180:                                              ; preds = %160, %173, %178
  %181 = phi ptr [ %167, %160 ], [ %167, %173 ], [ %179, %178 ], !dbg !787
  call fastcc void @loadFunction(ptr noundef nonnull %8, ptr noundef %181, ptr noundef null), !dbg !788
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #6, !dbg !789
  ret ptr %163, !dbg !790
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !791 hidden ptr @luaF_newLclosure(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !795 hidden void @luaD_inctop(ptr noundef) local_unnamed_addr #2

declare !dbg !799 hidden ptr @luaF_newproto(ptr noundef) local_unnamed_addr #2

declare !dbg !802 hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @loadFunction(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !806 {
  %4 = alloca i64, align 8, !DIAssignID !813
  %5 = alloca double, align 8, !DIAssignID !814
    #dbg_value(ptr %0, !810, !DIExpression(), !815)
    #dbg_value(ptr %1, !811, !DIExpression(), !815)
    #dbg_value(ptr %2, !812, !DIExpression(), !815)
  %6 = tail call fastcc ptr @loadStringN(ptr noundef %0, ptr noundef %1), !dbg !816
  %7 = icmp eq ptr %6, null, !dbg !817
  %8 = select i1 %7, ptr %2, ptr %6, !dbg !819
  %9 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !820
  store ptr %8, ptr %9, align 8, !dbg !815, !tbaa !821
    #dbg_value(ptr %0, !822, !DIExpression(), !827)
    #dbg_value(ptr %0, !829, !DIExpression(), !837)
    #dbg_value(i64 2147483647, !834, !DIExpression(), !837)
    #dbg_value(i64 0, !835, !DIExpression(), !837)
    #dbg_value(i64 16777215, !834, !DIExpression(), !837)
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  br label %11, !dbg !839

11:                                               ; preds = %31, %3
  %12 = phi i64 [ 0, %3 ], [ %36, %31 ], !dbg !837
    #dbg_value(i64 %12, !835, !DIExpression(), !837)
    #dbg_value(ptr %0, !626, !DIExpression(), !840)
  %13 = load ptr, ptr %10, align 8, !dbg !843, !tbaa !584
  %14 = load i64, ptr %13, align 8, !dbg !843, !tbaa !636
  %15 = add i64 %14, -1, !dbg !843
  store i64 %15, ptr %13, align 8, !dbg !843, !tbaa !636
  %16 = icmp eq i64 %14, 0, !dbg !843
  br i1 %16, label %23, label %17, !dbg !843

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !843
  %19 = load ptr, ptr %18, align 8, !dbg !843, !tbaa !639
  %20 = getelementptr inbounds i8, ptr %19, i64 1, !dbg !843
  store ptr %20, ptr %18, align 8, !dbg !843, !tbaa !639
  %21 = load i8, ptr %19, align 1, !dbg !843, !tbaa !568
  %22 = zext i8 %21 to i32, !dbg !843
    #dbg_value(i32 %22, !631, !DIExpression(), !840)
  br label %27, !dbg !844

23:                                               ; preds = %11
  %24 = tail call i32 @luaZ_fill(ptr noundef nonnull %13) #6, !dbg !843
    #dbg_value(i32 %24, !631, !DIExpression(), !840)
  %25 = icmp eq i32 %24, -1, !dbg !845
  br i1 %25, label %26, label %27, !dbg !844

26:                                               ; preds = %23
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !846
  unreachable, !dbg !846

27:                                               ; preds = %23, %17
  %28 = phi i32 [ %22, %17 ], [ %24, %23 ]
    #dbg_value(i32 %28, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !837)
  %29 = icmp ult i64 %12, 16777215, !dbg !847
  br i1 %29, label %31, label %30, !dbg !849

30:                                               ; preds = %27
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !850
  unreachable, !dbg !850

31:                                               ; preds = %27
  %32 = trunc i32 %28 to i8, !dbg !851
    #dbg_value(i8 %32, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !837)
    #dbg_value(i8 %32, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !837)
  %33 = shl nuw nsw i64 %12, 7, !dbg !852
  %34 = and i8 %32, 127, !dbg !853
  %35 = zext nneg i8 %34 to i64, !dbg !854
  %36 = or disjoint i64 %33, %35, !dbg !855
    #dbg_value(i64 %36, !835, !DIExpression(), !837)
  %37 = icmp sgt i8 %32, -1, !dbg !856
  br i1 %37, label %11, label %38, !dbg !857, !llvm.loop !858

38:                                               ; preds = %31
  %39 = trunc nuw i64 %36 to i32, !dbg !861
  %40 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !862
  store i32 %39, ptr %40, align 4, !dbg !863, !tbaa !864
    #dbg_value(ptr %0, !822, !DIExpression(), !865)
    #dbg_value(ptr %0, !829, !DIExpression(), !867)
    #dbg_value(i64 2147483647, !834, !DIExpression(), !867)
    #dbg_value(i64 0, !835, !DIExpression(), !867)
    #dbg_value(i64 16777215, !834, !DIExpression(), !867)
  br label %41, !dbg !869

41:                                               ; preds = %61, %38
  %42 = phi i64 [ 0, %38 ], [ %66, %61 ], !dbg !867
    #dbg_value(i64 %42, !835, !DIExpression(), !867)
    #dbg_value(ptr %0, !626, !DIExpression(), !870)
  %43 = load ptr, ptr %10, align 8, !dbg !872, !tbaa !584
  %44 = load i64, ptr %43, align 8, !dbg !872, !tbaa !636
  %45 = add i64 %44, -1, !dbg !872
  store i64 %45, ptr %43, align 8, !dbg !872, !tbaa !636
  %46 = icmp eq i64 %44, 0, !dbg !872
  br i1 %46, label %53, label %47, !dbg !872

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !872
  %49 = load ptr, ptr %48, align 8, !dbg !872, !tbaa !639
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !872
  store ptr %50, ptr %48, align 8, !dbg !872, !tbaa !639
  %51 = load i8, ptr %49, align 1, !dbg !872, !tbaa !568
  %52 = zext i8 %51 to i32, !dbg !872
    #dbg_value(i32 %52, !631, !DIExpression(), !870)
  br label %57, !dbg !873

53:                                               ; preds = %41
  %54 = tail call i32 @luaZ_fill(ptr noundef nonnull %43) #6, !dbg !872
    #dbg_value(i32 %54, !631, !DIExpression(), !870)
  %55 = icmp eq i32 %54, -1, !dbg !874
  br i1 %55, label %56, label %57, !dbg !873

56:                                               ; preds = %53
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !875
  unreachable, !dbg !875

57:                                               ; preds = %53, %47
  %58 = phi i32 [ %52, %47 ], [ %54, %53 ]
    #dbg_value(i32 %58, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !867)
  %59 = icmp ult i64 %42, 16777215, !dbg !876
  br i1 %59, label %61, label %60, !dbg !877

60:                                               ; preds = %57
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !878
  unreachable, !dbg !878

61:                                               ; preds = %57
  %62 = trunc i32 %58 to i8, !dbg !879
    #dbg_value(i8 %62, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !867)
    #dbg_value(i8 %62, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !867)
  %63 = shl nuw nsw i64 %42, 7, !dbg !880
  %64 = and i8 %62, 127, !dbg !881
  %65 = zext nneg i8 %64 to i64, !dbg !882
  %66 = or disjoint i64 %63, %65, !dbg !883
    #dbg_value(i64 %66, !835, !DIExpression(), !867)
  %67 = icmp sgt i8 %62, -1, !dbg !884
  br i1 %67, label %41, label %68, !dbg !885, !llvm.loop !886

68:                                               ; preds = %61
  %69 = trunc nuw i64 %66 to i32, !dbg !888
  %70 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !889
  store i32 %69, ptr %70, align 8, !dbg !890, !tbaa !891
    #dbg_value(ptr %0, !626, !DIExpression(), !892)
  %71 = load ptr, ptr %10, align 8, !dbg !894, !tbaa !584
  %72 = load i64, ptr %71, align 8, !dbg !894, !tbaa !636
  %73 = add i64 %72, -1, !dbg !894
  store i64 %73, ptr %71, align 8, !dbg !894, !tbaa !636
  %74 = icmp eq i64 %72, 0, !dbg !894
  br i1 %74, label %81, label %75, !dbg !894

75:                                               ; preds = %68
  %76 = getelementptr inbounds i8, ptr %71, i64 8, !dbg !894
  %77 = load ptr, ptr %76, align 8, !dbg !894, !tbaa !639
  %78 = getelementptr inbounds i8, ptr %77, i64 1, !dbg !894
  store ptr %78, ptr %76, align 8, !dbg !894, !tbaa !639
  %79 = load i8, ptr %77, align 1, !dbg !894, !tbaa !568
  %80 = zext i8 %79 to i32, !dbg !894
    #dbg_value(i32 %80, !631, !DIExpression(), !892)
  br label %88, !dbg !895

81:                                               ; preds = %68
  %82 = tail call i32 @luaZ_fill(ptr noundef nonnull %71) #6, !dbg !894
    #dbg_value(i32 %82, !631, !DIExpression(), !892)
  %83 = icmp eq i32 %82, -1, !dbg !896
  br i1 %83, label %87, label %84, !dbg !895

84:                                               ; preds = %81
  %85 = load ptr, ptr %10, align 8, !dbg !897, !tbaa !584
  %86 = load i64, ptr %85, align 8, !dbg !897, !tbaa !636
  br label %88, !dbg !895

87:                                               ; preds = %81
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !899
  unreachable, !dbg !899

88:                                               ; preds = %84, %75
  %89 = phi i64 [ %73, %75 ], [ %86, %84 ], !dbg !897
  %90 = phi ptr [ %71, %75 ], [ %85, %84 ], !dbg !897
  %91 = phi i32 [ %80, %75 ], [ %82, %84 ]
  %92 = trunc i32 %91 to i8, !dbg !900
  %93 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !901
  store i8 %92, ptr %93, align 2, !dbg !902, !tbaa !903
    #dbg_value(ptr %0, !626, !DIExpression(), !904)
  %94 = add i64 %89, -1, !dbg !897
  store i64 %94, ptr %90, align 8, !dbg !897, !tbaa !636
  %95 = icmp eq i64 %89, 0, !dbg !897
  br i1 %95, label %102, label %96, !dbg !897

96:                                               ; preds = %88
  %97 = getelementptr inbounds i8, ptr %90, i64 8, !dbg !897
  %98 = load ptr, ptr %97, align 8, !dbg !897, !tbaa !639
  %99 = getelementptr inbounds i8, ptr %98, i64 1, !dbg !897
  store ptr %99, ptr %97, align 8, !dbg !897, !tbaa !639
  %100 = load i8, ptr %98, align 1, !dbg !897, !tbaa !568
  %101 = zext i8 %100 to i32, !dbg !897
    #dbg_value(i32 %101, !631, !DIExpression(), !904)
  br label %109, !dbg !905

102:                                              ; preds = %88
  %103 = tail call i32 @luaZ_fill(ptr noundef nonnull %90) #6, !dbg !897
    #dbg_value(i32 %103, !631, !DIExpression(), !904)
  %104 = icmp eq i32 %103, -1, !dbg !906
  br i1 %104, label %108, label %105, !dbg !905

105:                                              ; preds = %102
  %106 = load ptr, ptr %10, align 8, !dbg !907, !tbaa !584
  %107 = load i64, ptr %106, align 8, !dbg !907, !tbaa !636
  br label %109, !dbg !905

108:                                              ; preds = %102
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !909
  unreachable, !dbg !909

109:                                              ; preds = %105, %96
  %110 = phi i64 [ %94, %96 ], [ %107, %105 ], !dbg !907
  %111 = phi ptr [ %90, %96 ], [ %106, %105 ], !dbg !907
  %112 = phi i32 [ %101, %96 ], [ %103, %105 ]
  %113 = trunc i32 %112 to i8, !dbg !910
  %114 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !911
  store i8 %113, ptr %114, align 1, !dbg !912, !tbaa !913
    #dbg_value(ptr %0, !626, !DIExpression(), !914)
  %115 = add i64 %110, -1, !dbg !907
  store i64 %115, ptr %111, align 8, !dbg !907, !tbaa !636
  %116 = icmp eq i64 %110, 0, !dbg !907
  br i1 %116, label %123, label %117, !dbg !907

117:                                              ; preds = %109
  %118 = getelementptr inbounds i8, ptr %111, i64 8, !dbg !907
  %119 = load ptr, ptr %118, align 8, !dbg !907, !tbaa !639
  %120 = getelementptr inbounds i8, ptr %119, i64 1, !dbg !907
  store ptr %120, ptr %118, align 8, !dbg !907, !tbaa !639
  %121 = load i8, ptr %119, align 1, !dbg !907, !tbaa !568
  %122 = zext i8 %121 to i32, !dbg !907
    #dbg_value(i32 %122, !631, !DIExpression(), !914)
  br label %127, !dbg !915

123:                                              ; preds = %109
  %124 = tail call i32 @luaZ_fill(ptr noundef nonnull %111) #6, !dbg !907
    #dbg_value(i32 %124, !631, !DIExpression(), !914)
  %125 = icmp eq i32 %124, -1, !dbg !916
  br i1 %125, label %126, label %127, !dbg !915

126:                                              ; preds = %123
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !917
  unreachable, !dbg !917

127:                                              ; preds = %117, %123
  %128 = phi i32 [ %122, %117 ], [ %124, %123 ]
  %129 = trunc i32 %128 to i8, !dbg !918
  %130 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !919
  store i8 %129, ptr %130, align 4, !dbg !920, !tbaa !921
    #dbg_value(ptr %0, !922, !DIExpression(), !929)
    #dbg_value(ptr %1, !927, !DIExpression(), !929)
    #dbg_value(ptr %0, !822, !DIExpression(), !931)
    #dbg_value(ptr %0, !829, !DIExpression(), !933)
    #dbg_value(i64 2147483647, !834, !DIExpression(), !933)
    #dbg_value(i64 0, !835, !DIExpression(), !933)
    #dbg_value(i64 16777215, !834, !DIExpression(), !933)
  br label %131, !dbg !935

131:                                              ; preds = %151, %127
  %132 = phi i64 [ 0, %127 ], [ %156, %151 ], !dbg !933
    #dbg_value(i64 %132, !835, !DIExpression(), !933)
    #dbg_value(ptr %0, !626, !DIExpression(), !936)
  %133 = load ptr, ptr %10, align 8, !dbg !938, !tbaa !584
  %134 = load i64, ptr %133, align 8, !dbg !938, !tbaa !636
  %135 = add i64 %134, -1, !dbg !938
  store i64 %135, ptr %133, align 8, !dbg !938, !tbaa !636
  %136 = icmp eq i64 %134, 0, !dbg !938
  br i1 %136, label %143, label %137, !dbg !938

137:                                              ; preds = %131
  %138 = getelementptr inbounds i8, ptr %133, i64 8, !dbg !938
  %139 = load ptr, ptr %138, align 8, !dbg !938, !tbaa !639
  %140 = getelementptr inbounds i8, ptr %139, i64 1, !dbg !938
  store ptr %140, ptr %138, align 8, !dbg !938, !tbaa !639
  %141 = load i8, ptr %139, align 1, !dbg !938, !tbaa !568
  %142 = zext i8 %141 to i32, !dbg !938
    #dbg_value(i32 %142, !631, !DIExpression(), !936)
  br label %147, !dbg !939

143:                                              ; preds = %131
  %144 = tail call i32 @luaZ_fill(ptr noundef nonnull %133) #6, !dbg !938
    #dbg_value(i32 %144, !631, !DIExpression(), !936)
  %145 = icmp eq i32 %144, -1, !dbg !940
  br i1 %145, label %146, label %147, !dbg !939

146:                                              ; preds = %143
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !941
  unreachable, !dbg !941

147:                                              ; preds = %143, %137
  %148 = phi i32 [ %142, %137 ], [ %144, %143 ]
    #dbg_value(i32 %148, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !933)
  %149 = icmp ult i64 %132, 16777215, !dbg !942
  br i1 %149, label %151, label %150, !dbg !943

150:                                              ; preds = %147
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !944
  unreachable, !dbg !944

151:                                              ; preds = %147
  %152 = trunc i32 %148 to i8, !dbg !945
    #dbg_value(i8 %152, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !933)
    #dbg_value(i8 %152, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !933)
  %153 = shl nuw nsw i64 %132, 7, !dbg !946
  %154 = and i8 %152, 127, !dbg !947
  %155 = zext nneg i8 %154 to i64, !dbg !948
  %156 = or disjoint i64 %153, %155, !dbg !949
    #dbg_value(i64 %156, !835, !DIExpression(), !933)
  %157 = icmp sgt i8 %152, -1, !dbg !950
  br i1 %157, label %131, label %158, !dbg !951, !llvm.loop !952

158:                                              ; preds = %151
  %159 = trunc nuw i64 %156 to i32, !dbg !954
    #dbg_value(i32 %159, !928, !DIExpression(), !929)
  %160 = load ptr, ptr %0, align 8, !dbg !955, !tbaa !580
  %161 = shl nuw nsw i64 %156, 2, !dbg !955
  %162 = tail call ptr @luaM_malloc_(ptr noundef %160, i64 noundef %161, i32 noundef 0) #6, !dbg !955
  %163 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !956
  store ptr %162, ptr %163, align 8, !dbg !957, !tbaa !958
  %164 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !959
  store i32 %159, ptr %164, align 8, !dbg !960, !tbaa !961
    #dbg_value(ptr %0, !606, !DIExpression(), !962)
    #dbg_value(ptr %162, !611, !DIExpression(), !962)
    #dbg_value(i64 %161, !612, !DIExpression(), !962)
  %165 = load ptr, ptr %10, align 8, !dbg !964, !tbaa !584
  %166 = tail call i64 @luaZ_read(ptr noundef %165, ptr noundef %162, i64 noundef %161) #6, !dbg !965
  %167 = icmp eq i64 %166, 0, !dbg !966
  br i1 %167, label %169, label %168, !dbg !967

168:                                              ; preds = %158
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !968
  unreachable, !dbg !968

169:                                              ; preds = %158, %189
  %170 = phi i64 [ %194, %189 ], [ 0, %158 ], !dbg !969
    #dbg_value(i64 %170, !835, !DIExpression(), !969)
    #dbg_value(ptr %0, !626, !DIExpression(), !992)
  %171 = load ptr, ptr %10, align 8, !dbg !994, !tbaa !584
  %172 = load i64, ptr %171, align 8, !dbg !994, !tbaa !636
  %173 = add i64 %172, -1, !dbg !994
  store i64 %173, ptr %171, align 8, !dbg !994, !tbaa !636
  %174 = icmp eq i64 %172, 0, !dbg !994
  br i1 %174, label %181, label %175, !dbg !994

175:                                              ; preds = %169
  %176 = getelementptr inbounds i8, ptr %171, i64 8, !dbg !994
  %177 = load ptr, ptr %176, align 8, !dbg !994, !tbaa !639
  %178 = getelementptr inbounds i8, ptr %177, i64 1, !dbg !994
  store ptr %178, ptr %176, align 8, !dbg !994, !tbaa !639
  %179 = load i8, ptr %177, align 1, !dbg !994, !tbaa !568
  %180 = zext i8 %179 to i32, !dbg !994
    #dbg_value(i32 %180, !631, !DIExpression(), !992)
  br label %185, !dbg !995

181:                                              ; preds = %169
  %182 = tail call i32 @luaZ_fill(ptr noundef nonnull %171) #6, !dbg !994
    #dbg_value(i32 %182, !631, !DIExpression(), !992)
  %183 = icmp eq i32 %182, -1, !dbg !996
  br i1 %183, label %184, label %185, !dbg !995

184:                                              ; preds = %181
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !997
  unreachable, !dbg !997

185:                                              ; preds = %181, %175
  %186 = phi i32 [ %180, %175 ], [ %182, %181 ]
    #dbg_value(i32 %186, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !969)
  %187 = icmp ult i64 %170, 16777215, !dbg !998
  br i1 %187, label %189, label %188, !dbg !999

188:                                              ; preds = %185
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1000
  unreachable, !dbg !1000

189:                                              ; preds = %185
  %190 = trunc i32 %186 to i8, !dbg !1001
    #dbg_value(i8 %190, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !969)
    #dbg_value(i8 %190, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !969)
  %191 = shl nuw nsw i64 %170, 7, !dbg !1002
  %192 = and i8 %190, 127, !dbg !1003
  %193 = zext nneg i8 %192 to i64, !dbg !1004
  %194 = or disjoint i64 %191, %193, !dbg !1005
    #dbg_value(!DIArgList(i64 %191, i64 %193), !835, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !969)
  %195 = icmp sgt i8 %190, -1, !dbg !1006
  br i1 %195, label %169, label %196, !dbg !1007, !llvm.loop !1008

196:                                              ; preds = %189
  %197 = trunc nuw i64 %194 to i32, !dbg !1011
    #dbg_value(i32 %197, !977, !DIExpression(), !1012)
  %198 = load ptr, ptr %0, align 8, !dbg !1013, !tbaa !580
  %199 = shl nuw nsw i64 %194, 4, !dbg !1013
  %200 = tail call ptr @luaM_malloc_(ptr noundef %198, i64 noundef %199, i32 noundef 0) #6, !dbg !1013
  %201 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !1014
  store ptr %200, ptr %201, align 8, !dbg !1015, !tbaa !1016
  %202 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !1017
  store i32 %197, ptr %202, align 4, !dbg !1018, !tbaa !1019
    #dbg_value(i32 0, !976, !DIExpression(), !1012)
  %203 = icmp eq i64 %194, 0, !dbg !1020
  br i1 %203, label %287, label %204, !dbg !1023

204:                                              ; preds = %196
  %205 = shl nuw nsw i64 %170, 7, !dbg !1023
  %206 = add nsw i64 %205, -1, !dbg !1023
  %207 = and i32 %186, 127, !dbg !1023
  %208 = zext nneg i32 %207 to i64, !dbg !1023
  %209 = add nsw i64 %206, %208, !dbg !1023
  %210 = and i64 %193, 3, !dbg !1023
  %211 = icmp ult i64 %209, 3, !dbg !1023
  br i1 %211, label %227, label %212, !dbg !1023

212:                                              ; preds = %204
  %213 = sub nsw i64 %194, %210, !dbg !1023
  br label %214, !dbg !1023

214:                                              ; preds = %214, %212
  %215 = phi i64 [ 0, %212 ], [ %224, %214 ]
  %216 = phi i64 [ 0, %212 ], [ %225, %214 ]
    #dbg_value(i64 %215, !976, !DIExpression(), !1012)
  %217 = getelementptr inbounds %struct.TValue, ptr %200, i64 %215, i32 1, !dbg !1024
  store i8 0, ptr %217, align 8, !dbg !1024, !tbaa !774
  %218 = or disjoint i64 %215, 1, !dbg !1025
    #dbg_value(i64 %218, !976, !DIExpression(), !1012)
  %219 = getelementptr inbounds %struct.TValue, ptr %200, i64 %218, i32 1, !dbg !1024
  store i8 0, ptr %219, align 8, !dbg !1024, !tbaa !774
  %220 = or disjoint i64 %215, 2, !dbg !1025
    #dbg_value(i64 %220, !976, !DIExpression(), !1012)
  %221 = getelementptr inbounds %struct.TValue, ptr %200, i64 %220, i32 1, !dbg !1024
  store i8 0, ptr %221, align 8, !dbg !1024, !tbaa !774
  %222 = or disjoint i64 %215, 3, !dbg !1025
    #dbg_value(i64 %222, !976, !DIExpression(), !1012)
  %223 = getelementptr inbounds %struct.TValue, ptr %200, i64 %222, i32 1, !dbg !1024
  store i8 0, ptr %223, align 8, !dbg !1024, !tbaa !774
  %224 = add nuw nsw i64 %215, 4, !dbg !1025
    #dbg_value(i64 %224, !976, !DIExpression(), !1012)
  %225 = add i64 %216, 4, !dbg !1023
  %226 = icmp eq i64 %225, %213, !dbg !1023
  br i1 %226, label %227, label %214, !dbg !1023, !llvm.loop !1026

227:                                              ; preds = %214, %204
  %228 = phi i64 [ 0, %204 ], [ %224, %214 ]
  %229 = icmp eq i64 %210, 0, !dbg !1023
  br i1 %229, label %237, label %230, !dbg !1023

230:                                              ; preds = %227, %230
  %231 = phi i64 [ %234, %230 ], [ %228, %227 ]
  %232 = phi i64 [ %235, %230 ], [ 0, %227 ]
    #dbg_value(i64 %231, !976, !DIExpression(), !1012)
  %233 = getelementptr inbounds %struct.TValue, ptr %200, i64 %231, i32 1, !dbg !1024
  store i8 0, ptr %233, align 8, !dbg !1024, !tbaa !774
  %234 = add nuw nsw i64 %231, 1, !dbg !1025
    #dbg_value(i64 %234, !976, !DIExpression(), !1012)
  %235 = add i64 %232, 1, !dbg !1023
  %236 = icmp eq i64 %235, %210, !dbg !1023
  br i1 %236, label %237, label %230, !dbg !1023, !llvm.loop !1028

237:                                              ; preds = %230, %227
  br label %238, !dbg !1030

238:                                              ; preds = %237, %284
  %239 = phi i64 [ %285, %284 ], [ 0, %237 ]
    #dbg_value(i64 %239, !976, !DIExpression(), !1012)
  %240 = load ptr, ptr %201, align 8, !dbg !1031, !tbaa !1016
  %241 = getelementptr inbounds %struct.TValue, ptr %240, i64 %239, !dbg !1032
    #dbg_value(ptr %241, !978, !DIExpression(), !1033)
    #dbg_value(ptr %0, !626, !DIExpression(), !1034)
  %242 = load ptr, ptr %10, align 8, !dbg !1036, !tbaa !584
  %243 = load i64, ptr %242, align 8, !dbg !1036, !tbaa !636
  %244 = add i64 %243, -1, !dbg !1036
  store i64 %244, ptr %242, align 8, !dbg !1036, !tbaa !636
  %245 = icmp eq i64 %243, 0, !dbg !1036
  br i1 %245, label %252, label %246, !dbg !1036

246:                                              ; preds = %238
  %247 = getelementptr inbounds i8, ptr %242, i64 8, !dbg !1036
  %248 = load ptr, ptr %247, align 8, !dbg !1036, !tbaa !639
  %249 = getelementptr inbounds i8, ptr %248, i64 1, !dbg !1036
  store ptr %249, ptr %247, align 8, !dbg !1036, !tbaa !639
  %250 = load i8, ptr %248, align 1, !dbg !1036, !tbaa !568
  %251 = zext i8 %250 to i32, !dbg !1036
    #dbg_value(i32 %251, !631, !DIExpression(), !1034)
  br label %256, !dbg !1037

252:                                              ; preds = %238
  %253 = call i32 @luaZ_fill(ptr noundef nonnull %242) #6, !dbg !1036
    #dbg_value(i32 %253, !631, !DIExpression(), !1034)
  %254 = icmp eq i32 %253, -1, !dbg !1038
  br i1 %254, label %255, label %256, !dbg !1037

255:                                              ; preds = %252
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1039
  unreachable, !dbg !1039

256:                                              ; preds = %252, %246
  %257 = phi i32 [ %251, %246 ], [ %253, %252 ]
  %258 = trunc i32 %257 to i8, !dbg !1040
    #dbg_value(i8 %258, !982, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1033)
  switch i8 %258, label %284 [
    i8 0, label %281
    i8 1, label %281
    i8 17, label %281
    i8 19, label %259
    i8 3, label %266
    i8 4, label %273
    i8 20, label %273
  ], !dbg !1041

259:                                              ; preds = %256
    #dbg_value(ptr %241, !983, !DIExpression(), !1042)
    #dbg_assign(i1 undef, !741, !DIExpression(), !814, ptr %5, !DIExpression(), !1043)
    #dbg_value(ptr %0, !746, !DIExpression(), !1043)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6, !dbg !1045
    #dbg_value(ptr %0, !606, !DIExpression(), !1046)
    #dbg_value(ptr %5, !611, !DIExpression(), !1046)
    #dbg_value(i64 8, !612, !DIExpression(), !1046)
  %260 = load ptr, ptr %10, align 8, !dbg !1048, !tbaa !584
  %261 = call i64 @luaZ_read(ptr noundef %260, ptr noundef nonnull %5, i64 noundef 8) #6, !dbg !1049
  %262 = icmp eq i64 %261, 0, !dbg !1050
  br i1 %262, label %264, label %263, !dbg !1051

263:                                              ; preds = %259
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1052
  unreachable, !dbg !1052

264:                                              ; preds = %259
  %265 = load double, ptr %5, align 8, !dbg !1053, !tbaa !758
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6, !dbg !1054
  store double %265, ptr %241, align 8, !dbg !1055, !tbaa !568
  br label %281, !dbg !1056

266:                                              ; preds = %256
    #dbg_value(ptr %241, !986, !DIExpression(), !1057)
    #dbg_assign(i1 undef, !718, !DIExpression(), !813, ptr %4, !DIExpression(), !1058)
    #dbg_value(ptr %0, !723, !DIExpression(), !1058)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6, !dbg !1060
    #dbg_value(ptr %0, !606, !DIExpression(), !1061)
    #dbg_value(ptr %4, !611, !DIExpression(), !1061)
    #dbg_value(i64 8, !612, !DIExpression(), !1061)
  %267 = load ptr, ptr %10, align 8, !dbg !1063, !tbaa !584
  %268 = call i64 @luaZ_read(ptr noundef %267, ptr noundef nonnull %4, i64 noundef 8) #6, !dbg !1064
  %269 = icmp eq i64 %268, 0, !dbg !1065
  br i1 %269, label %271, label %270, !dbg !1066

270:                                              ; preds = %266
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1067
  unreachable, !dbg !1067

271:                                              ; preds = %266
  %272 = load i64, ptr %4, align 8, !dbg !1068, !tbaa !735
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6, !dbg !1069
  store i64 %272, ptr %241, align 8, !dbg !1070, !tbaa !568
  br label %281, !dbg !1071

273:                                              ; preds = %256, %256
    #dbg_value(ptr %241, !988, !DIExpression(), !1072)
    #dbg_value(ptr %0, !1073, !DIExpression(), !1080)
    #dbg_value(ptr %1, !1078, !DIExpression(), !1080)
  %274 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef nonnull %1), !dbg !1082
    #dbg_value(ptr %274, !1079, !DIExpression(), !1080)
  %275 = icmp eq ptr %274, null, !dbg !1083
  br i1 %275, label %276, label %277, !dbg !1085

276:                                              ; preds = %273
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.16) #7, !dbg !1086
  unreachable, !dbg !1086

277:                                              ; preds = %273
    #dbg_value(ptr %274, !990, !DIExpression(), !1072)
  store ptr %274, ptr %241, align 8, !dbg !1087, !tbaa !568
  %278 = getelementptr inbounds i8, ptr %274, i64 8, !dbg !1087
  %279 = load i8, ptr %278, align 8, !dbg !1087, !tbaa !1088
  %280 = or i8 %279, 64, !dbg !1087
  br label %281, !dbg !1090

281:                                              ; preds = %256, %256, %277, %271, %264, %256
  %282 = phi i8 [ %280, %277 ], [ 3, %271 ], [ 19, %264 ], [ %258, %256 ], [ %258, %256 ], [ %258, %256 ]
  %283 = getelementptr inbounds i8, ptr %241, i64 8, !dbg !1091
  store i8 %282, ptr %283, align 8, !dbg !1091, !tbaa !774
  br label %284, !dbg !1092

284:                                              ; preds = %281, %256
  %285 = add nuw nsw i64 %239, 1, !dbg !1092
    #dbg_value(i64 %285, !976, !DIExpression(), !1012)
  %286 = icmp eq i64 %285, %194, !dbg !1093
  br i1 %286, label %287, label %238, !dbg !1030, !llvm.loop !1094

287:                                              ; preds = %284, %196
  br label %288, !dbg !1096

288:                                              ; preds = %287, %308
  %289 = phi i64 [ %313, %308 ], [ 0, %287 ], !dbg !1106
    #dbg_value(i64 %289, !835, !DIExpression(), !1106)
    #dbg_value(ptr %0, !626, !DIExpression(), !1107)
  %290 = load ptr, ptr %10, align 8, !dbg !1109, !tbaa !584
  %291 = load i64, ptr %290, align 8, !dbg !1109, !tbaa !636
  %292 = add i64 %291, -1, !dbg !1109
  store i64 %292, ptr %290, align 8, !dbg !1109, !tbaa !636
  %293 = icmp eq i64 %291, 0, !dbg !1109
  br i1 %293, label %300, label %294, !dbg !1109

294:                                              ; preds = %288
  %295 = getelementptr inbounds i8, ptr %290, i64 8, !dbg !1109
  %296 = load ptr, ptr %295, align 8, !dbg !1109, !tbaa !639
  %297 = getelementptr inbounds i8, ptr %296, i64 1, !dbg !1109
  store ptr %297, ptr %295, align 8, !dbg !1109, !tbaa !639
  %298 = load i8, ptr %296, align 1, !dbg !1109, !tbaa !568
  %299 = zext i8 %298 to i32, !dbg !1109
    #dbg_value(i32 %299, !631, !DIExpression(), !1107)
  br label %304, !dbg !1110

300:                                              ; preds = %288
  %301 = call i32 @luaZ_fill(ptr noundef nonnull %290) #6, !dbg !1109
    #dbg_value(i32 %301, !631, !DIExpression(), !1107)
  %302 = icmp eq i32 %301, -1, !dbg !1111
  br i1 %302, label %303, label %304, !dbg !1110

303:                                              ; preds = %300
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1112
  unreachable, !dbg !1112

304:                                              ; preds = %300, %294
  %305 = phi i32 [ %299, %294 ], [ %301, %300 ]
    #dbg_value(i32 %305, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1106)
  %306 = icmp ult i64 %289, 16777215, !dbg !1113
  br i1 %306, label %308, label %307, !dbg !1114

307:                                              ; preds = %304
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1115
  unreachable, !dbg !1115

308:                                              ; preds = %304
  %309 = trunc i32 %305 to i8, !dbg !1116
    #dbg_value(i8 %309, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1106)
  %310 = shl nuw nsw i64 %289, 7, !dbg !1117
  %311 = and i8 %309, 127, !dbg !1118
  %312 = zext nneg i8 %311 to i64, !dbg !1119
  %313 = or disjoint i64 %310, %312, !dbg !1120
    #dbg_value(!DIArgList(i64 %310, i64 %312), !835, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !1106)
  %314 = icmp sgt i8 %309, -1, !dbg !1121
  br i1 %314, label %288, label %315, !dbg !1122, !llvm.loop !1123

315:                                              ; preds = %308
  %316 = trunc nuw i64 %313 to i32, !dbg !1125
    #dbg_value(i32 %316, !1104, !DIExpression(), !1126)
  %317 = load ptr, ptr %0, align 8, !dbg !1127, !tbaa !580
  %318 = shl nuw nsw i64 %313, 4, !dbg !1127
  %319 = call ptr @luaM_malloc_(ptr noundef %317, i64 noundef %318, i32 noundef 0) #6, !dbg !1127
  %320 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !1128
  store ptr %319, ptr %320, align 8, !dbg !1129, !tbaa !1130
  %321 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1131
  store i32 %316, ptr %321, align 8, !dbg !1132, !tbaa !1133
    #dbg_value(i32 0, !1103, !DIExpression(), !1126)
  %322 = icmp eq i64 %313, 0, !dbg !1134
  br i1 %322, label %429, label %323, !dbg !1137

323:                                              ; preds = %315
  %324 = shl nuw nsw i64 %289, 7, !dbg !1137
  %325 = add nsw i64 %324, -1, !dbg !1137
  %326 = and i32 %305, 127, !dbg !1137
  %327 = zext nneg i32 %326 to i64, !dbg !1137
  %328 = add nsw i64 %325, %327, !dbg !1137
  %329 = and i64 %312, 3, !dbg !1137
  %330 = icmp ult i64 %328, 3, !dbg !1137
  br i1 %330, label %346, label %331, !dbg !1137

331:                                              ; preds = %323
  %332 = sub nsw i64 %313, %329, !dbg !1137
  br label %333, !dbg !1137

333:                                              ; preds = %333, %331
  %334 = phi i64 [ 0, %331 ], [ %343, %333 ]
  %335 = phi i64 [ 0, %331 ], [ %344, %333 ]
    #dbg_value(i64 %334, !1103, !DIExpression(), !1126)
  %336 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %334, !dbg !1138
  store ptr null, ptr %336, align 8, !dbg !1139, !tbaa !1140
  %337 = or disjoint i64 %334, 1, !dbg !1142
    #dbg_value(i64 %337, !1103, !DIExpression(), !1126)
  %338 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %337, !dbg !1138
  store ptr null, ptr %338, align 8, !dbg !1139, !tbaa !1140
  %339 = or disjoint i64 %334, 2, !dbg !1142
    #dbg_value(i64 %339, !1103, !DIExpression(), !1126)
  %340 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %339, !dbg !1138
  store ptr null, ptr %340, align 8, !dbg !1139, !tbaa !1140
  %341 = or disjoint i64 %334, 3, !dbg !1142
    #dbg_value(i64 %341, !1103, !DIExpression(), !1126)
  %342 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %341, !dbg !1138
  store ptr null, ptr %342, align 8, !dbg !1139, !tbaa !1140
  %343 = add nuw nsw i64 %334, 4, !dbg !1142
    #dbg_value(i64 %343, !1103, !DIExpression(), !1126)
  %344 = add i64 %335, 4, !dbg !1137
  %345 = icmp eq i64 %344, %332, !dbg !1137
  br i1 %345, label %346, label %333, !dbg !1137, !llvm.loop !1143

346:                                              ; preds = %333, %323
  %347 = phi i64 [ 0, %323 ], [ %343, %333 ]
  %348 = icmp eq i64 %329, 0, !dbg !1137
  br i1 %348, label %356, label %349, !dbg !1137

349:                                              ; preds = %346, %349
  %350 = phi i64 [ %353, %349 ], [ %347, %346 ]
  %351 = phi i64 [ %354, %349 ], [ 0, %346 ]
    #dbg_value(i64 %350, !1103, !DIExpression(), !1126)
  %352 = getelementptr inbounds %struct.Upvaldesc, ptr %319, i64 %350, !dbg !1138
  store ptr null, ptr %352, align 8, !dbg !1139, !tbaa !1140
  %353 = add nuw nsw i64 %350, 1, !dbg !1142
    #dbg_value(i64 %353, !1103, !DIExpression(), !1126)
  %354 = add i64 %351, 1, !dbg !1137
  %355 = icmp eq i64 %354, %329, !dbg !1137
  br i1 %355, label %356, label %349, !dbg !1137, !llvm.loop !1145

356:                                              ; preds = %349, %346
  br label %357, !dbg !1146

357:                                              ; preds = %356, %422
  %358 = phi ptr [ %423, %422 ], [ %319, %356 ]
  %359 = phi i64 [ %427, %422 ], [ 0, %356 ]
    #dbg_value(i64 %359, !1103, !DIExpression(), !1126)
    #dbg_value(ptr %0, !626, !DIExpression(), !1148)
  %360 = load ptr, ptr %10, align 8, !dbg !1152, !tbaa !584
  %361 = load i64, ptr %360, align 8, !dbg !1152, !tbaa !636
  %362 = add i64 %361, -1, !dbg !1152
  store i64 %362, ptr %360, align 8, !dbg !1152, !tbaa !636
  %363 = icmp eq i64 %361, 0, !dbg !1152
  br i1 %363, label %370, label %364, !dbg !1152

364:                                              ; preds = %357
  %365 = getelementptr inbounds i8, ptr %360, i64 8, !dbg !1152
  %366 = load ptr, ptr %365, align 8, !dbg !1152, !tbaa !639
  %367 = getelementptr inbounds i8, ptr %366, i64 1, !dbg !1152
  store ptr %367, ptr %365, align 8, !dbg !1152, !tbaa !639
  %368 = load i8, ptr %366, align 1, !dbg !1152, !tbaa !568
  %369 = zext i8 %368 to i32, !dbg !1152
    #dbg_value(i32 %369, !631, !DIExpression(), !1148)
  br label %378, !dbg !1153

370:                                              ; preds = %357
  %371 = call i32 @luaZ_fill(ptr noundef nonnull %360) #6, !dbg !1152
    #dbg_value(i32 %371, !631, !DIExpression(), !1148)
  %372 = icmp eq i32 %371, -1, !dbg !1154
  br i1 %372, label %377, label %373, !dbg !1153

373:                                              ; preds = %370
  %374 = load ptr, ptr %320, align 8, !dbg !1155, !tbaa !1130
  %375 = load ptr, ptr %10, align 8, !dbg !1156, !tbaa !584
  %376 = load i64, ptr %375, align 8, !dbg !1156, !tbaa !636
  br label %378, !dbg !1153

377:                                              ; preds = %370
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1158
  unreachable, !dbg !1158

378:                                              ; preds = %373, %364
  %379 = phi ptr [ %358, %364 ], [ %374, %373 ]
  %380 = phi i64 [ %362, %364 ], [ %376, %373 ], !dbg !1156
  %381 = phi ptr [ %360, %364 ], [ %375, %373 ], !dbg !1156
  %382 = phi i32 [ %369, %364 ], [ %371, %373 ]
  %383 = trunc i32 %382 to i8, !dbg !1159
  %384 = getelementptr inbounds %struct.Upvaldesc, ptr %379, i64 %359, i32 1, !dbg !1160
  store i8 %383, ptr %384, align 8, !dbg !1161, !tbaa !1162
    #dbg_value(ptr %0, !626, !DIExpression(), !1163)
  %385 = add i64 %380, -1, !dbg !1156
  store i64 %385, ptr %381, align 8, !dbg !1156, !tbaa !636
  %386 = icmp eq i64 %380, 0, !dbg !1156
  br i1 %386, label %393, label %387, !dbg !1156

387:                                              ; preds = %378
  %388 = getelementptr inbounds i8, ptr %381, i64 8, !dbg !1156
  %389 = load ptr, ptr %388, align 8, !dbg !1156, !tbaa !639
  %390 = getelementptr inbounds i8, ptr %389, i64 1, !dbg !1156
  store ptr %390, ptr %388, align 8, !dbg !1156, !tbaa !639
  %391 = load i8, ptr %389, align 1, !dbg !1156, !tbaa !568
  %392 = zext i8 %391 to i32, !dbg !1156
    #dbg_value(i32 %392, !631, !DIExpression(), !1163)
  br label %401, !dbg !1164

393:                                              ; preds = %378
  %394 = call i32 @luaZ_fill(ptr noundef nonnull %381) #6, !dbg !1156
    #dbg_value(i32 %394, !631, !DIExpression(), !1163)
  %395 = icmp eq i32 %394, -1, !dbg !1165
  br i1 %395, label %400, label %396, !dbg !1164

396:                                              ; preds = %393
  %397 = load ptr, ptr %320, align 8, !dbg !1166, !tbaa !1130
  %398 = load ptr, ptr %10, align 8, !dbg !1167, !tbaa !584
  %399 = load i64, ptr %398, align 8, !dbg !1167, !tbaa !636
  br label %401, !dbg !1164

400:                                              ; preds = %393
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1169
  unreachable, !dbg !1169

401:                                              ; preds = %396, %387
  %402 = phi ptr [ %379, %387 ], [ %397, %396 ]
  %403 = phi i64 [ %385, %387 ], [ %399, %396 ], !dbg !1167
  %404 = phi ptr [ %381, %387 ], [ %398, %396 ], !dbg !1167
  %405 = phi i32 [ %392, %387 ], [ %394, %396 ]
  %406 = trunc i32 %405 to i8, !dbg !1170
  %407 = getelementptr inbounds %struct.Upvaldesc, ptr %402, i64 %359, i32 2, !dbg !1171
  store i8 %406, ptr %407, align 1, !dbg !1172, !tbaa !1173
    #dbg_value(ptr %0, !626, !DIExpression(), !1174)
  %408 = add i64 %403, -1, !dbg !1167
  store i64 %408, ptr %404, align 8, !dbg !1167, !tbaa !636
  %409 = icmp eq i64 %403, 0, !dbg !1167
  br i1 %409, label %416, label %410, !dbg !1167

410:                                              ; preds = %401
  %411 = getelementptr inbounds i8, ptr %404, i64 8, !dbg !1167
  %412 = load ptr, ptr %411, align 8, !dbg !1167, !tbaa !639
  %413 = getelementptr inbounds i8, ptr %412, i64 1, !dbg !1167
  store ptr %413, ptr %411, align 8, !dbg !1167, !tbaa !639
  %414 = load i8, ptr %412, align 1, !dbg !1167, !tbaa !568
  %415 = zext i8 %414 to i32, !dbg !1167
    #dbg_value(i32 %415, !631, !DIExpression(), !1174)
  br label %422, !dbg !1175

416:                                              ; preds = %401
  %417 = call i32 @luaZ_fill(ptr noundef nonnull %404) #6, !dbg !1167
    #dbg_value(i32 %417, !631, !DIExpression(), !1174)
  %418 = icmp eq i32 %417, -1, !dbg !1176
  br i1 %418, label %421, label %419, !dbg !1175

419:                                              ; preds = %416
  %420 = load ptr, ptr %320, align 8, !dbg !1177, !tbaa !1130
  br label %422, !dbg !1175

421:                                              ; preds = %416
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1178
  unreachable, !dbg !1178

422:                                              ; preds = %419, %410
  %423 = phi ptr [ %402, %410 ], [ %420, %419 ], !dbg !1177
  %424 = phi i32 [ %415, %410 ], [ %417, %419 ]
  %425 = trunc i32 %424 to i8, !dbg !1179
  %426 = getelementptr inbounds %struct.Upvaldesc, ptr %423, i64 %359, i32 3, !dbg !1180
  store i8 %425, ptr %426, align 2, !dbg !1181, !tbaa !1182
  %427 = add nuw nsw i64 %359, 1, !dbg !1183
    #dbg_value(i64 %427, !1103, !DIExpression(), !1126)
  %428 = icmp eq i64 %427, %313, !dbg !1184
  br i1 %428, label %429, label %357, !dbg !1146, !llvm.loop !1185

429:                                              ; preds = %422, %315
  br label %430, !dbg !1187

430:                                              ; preds = %429, %450
  %431 = phi i64 [ %455, %450 ], [ 0, %429 ], !dbg !1197
    #dbg_value(i64 %431, !835, !DIExpression(), !1197)
    #dbg_value(ptr %0, !626, !DIExpression(), !1198)
  %432 = load ptr, ptr %10, align 8, !dbg !1200, !tbaa !584
  %433 = load i64, ptr %432, align 8, !dbg !1200, !tbaa !636
  %434 = add i64 %433, -1, !dbg !1200
  store i64 %434, ptr %432, align 8, !dbg !1200, !tbaa !636
  %435 = icmp eq i64 %433, 0, !dbg !1200
  br i1 %435, label %442, label %436, !dbg !1200

436:                                              ; preds = %430
  %437 = getelementptr inbounds i8, ptr %432, i64 8, !dbg !1200
  %438 = load ptr, ptr %437, align 8, !dbg !1200, !tbaa !639
  %439 = getelementptr inbounds i8, ptr %438, i64 1, !dbg !1200
  store ptr %439, ptr %437, align 8, !dbg !1200, !tbaa !639
  %440 = load i8, ptr %438, align 1, !dbg !1200, !tbaa !568
  %441 = zext i8 %440 to i32, !dbg !1200
    #dbg_value(i32 %441, !631, !DIExpression(), !1198)
  br label %446, !dbg !1201

442:                                              ; preds = %430
  %443 = call i32 @luaZ_fill(ptr noundef nonnull %432) #6, !dbg !1200
    #dbg_value(i32 %443, !631, !DIExpression(), !1198)
  %444 = icmp eq i32 %443, -1, !dbg !1202
  br i1 %444, label %445, label %446, !dbg !1201

445:                                              ; preds = %442
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1203
  unreachable, !dbg !1203

446:                                              ; preds = %442, %436
  %447 = phi i32 [ %441, %436 ], [ %443, %442 ]
    #dbg_value(i32 %447, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1197)
  %448 = icmp ult i64 %431, 16777215, !dbg !1204
  br i1 %448, label %450, label %449, !dbg !1205

449:                                              ; preds = %446
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1206
  unreachable, !dbg !1206

450:                                              ; preds = %446
  %451 = trunc i32 %447 to i8, !dbg !1207
    #dbg_value(i8 %451, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1197)
  %452 = shl nuw nsw i64 %431, 7, !dbg !1208
  %453 = and i8 %451, 127, !dbg !1209
  %454 = zext nneg i8 %453 to i64, !dbg !1210
  %455 = or disjoint i64 %452, %454, !dbg !1211
    #dbg_value(!DIArgList(i64 %452, i64 %454), !835, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !1197)
  %456 = icmp sgt i8 %451, -1, !dbg !1212
  br i1 %456, label %430, label %457, !dbg !1213, !llvm.loop !1214

457:                                              ; preds = %450
  %458 = trunc nuw i64 %455 to i32, !dbg !1216
    #dbg_value(i32 %458, !1195, !DIExpression(), !1217)
  %459 = load ptr, ptr %0, align 8, !dbg !1218, !tbaa !580
  %460 = shl nuw nsw i64 %455, 3, !dbg !1218
  %461 = call ptr @luaM_malloc_(ptr noundef %459, i64 noundef %460, i32 noundef 0) #6, !dbg !1218
  %462 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !1219
  store ptr %461, ptr %462, align 8, !dbg !1220, !tbaa !1221
  %463 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1222
  store i32 %458, ptr %463, align 8, !dbg !1223, !tbaa !1224
    #dbg_value(i32 0, !1194, !DIExpression(), !1217)
  %464 = icmp eq i64 %455, 0, !dbg !1225
  br i1 %464, label %532, label %465, !dbg !1228

465:                                              ; preds = %457
  %466 = shl nuw nsw i64 %431, 7, !dbg !1228
  %467 = add nsw i64 %466, -1, !dbg !1228
  %468 = and i32 %447, 127, !dbg !1228
  %469 = zext nneg i32 %468 to i64, !dbg !1228
  %470 = add nsw i64 %467, %469, !dbg !1228
  %471 = and i64 %454, 3, !dbg !1228
  %472 = icmp ult i64 %470, 3, !dbg !1228
  br i1 %472, label %475, label %473, !dbg !1228

473:                                              ; preds = %465
  %474 = sub nsw i64 %455, %471, !dbg !1228
  br label %488, !dbg !1228

475:                                              ; preds = %488, %465
  %476 = phi i64 [ 0, %465 ], [ %502, %488 ]
  %477 = icmp eq i64 %471, 0, !dbg !1228
  br i1 %477, label %486, label %478, !dbg !1228

478:                                              ; preds = %475, %478
  %479 = phi i64 [ %483, %478 ], [ %476, %475 ]
  %480 = phi i64 [ %484, %478 ], [ 0, %475 ]
    #dbg_value(i64 %479, !1194, !DIExpression(), !1217)
  %481 = load ptr, ptr %462, align 8, !dbg !1229, !tbaa !1221
  %482 = getelementptr inbounds ptr, ptr %481, i64 %479, !dbg !1230
  store ptr null, ptr %482, align 8, !dbg !1231, !tbaa !1232
  %483 = add nuw nsw i64 %479, 1, !dbg !1233
    #dbg_value(i64 %483, !1194, !DIExpression(), !1217)
  %484 = add i64 %480, 1, !dbg !1228
  %485 = icmp eq i64 %484, %471, !dbg !1228
  br i1 %485, label %486, label %478, !dbg !1228, !llvm.loop !1234

486:                                              ; preds = %478, %475
    #dbg_value(i32 0, !1194, !DIExpression(), !1217)
  %487 = getelementptr inbounds i8, ptr %1, i64 9
  br label %505, !dbg !1235

488:                                              ; preds = %488, %473
  %489 = phi i64 [ 0, %473 ], [ %502, %488 ]
  %490 = phi i64 [ 0, %473 ], [ %503, %488 ]
    #dbg_value(i64 %489, !1194, !DIExpression(), !1217)
  %491 = load ptr, ptr %462, align 8, !dbg !1229, !tbaa !1221
  %492 = getelementptr inbounds ptr, ptr %491, i64 %489, !dbg !1230
  store ptr null, ptr %492, align 8, !dbg !1231, !tbaa !1232
  %493 = or disjoint i64 %489, 1, !dbg !1233
    #dbg_value(i64 %493, !1194, !DIExpression(), !1217)
  %494 = load ptr, ptr %462, align 8, !dbg !1229, !tbaa !1221
  %495 = getelementptr inbounds ptr, ptr %494, i64 %493, !dbg !1230
  store ptr null, ptr %495, align 8, !dbg !1231, !tbaa !1232
  %496 = or disjoint i64 %489, 2, !dbg !1233
    #dbg_value(i64 %496, !1194, !DIExpression(), !1217)
  %497 = load ptr, ptr %462, align 8, !dbg !1229, !tbaa !1221
  %498 = getelementptr inbounds ptr, ptr %497, i64 %496, !dbg !1230
  store ptr null, ptr %498, align 8, !dbg !1231, !tbaa !1232
  %499 = or disjoint i64 %489, 3, !dbg !1233
    #dbg_value(i64 %499, !1194, !DIExpression(), !1217)
  %500 = load ptr, ptr %462, align 8, !dbg !1229, !tbaa !1221
  %501 = getelementptr inbounds ptr, ptr %500, i64 %499, !dbg !1230
  store ptr null, ptr %501, align 8, !dbg !1231, !tbaa !1232
  %502 = add nuw nsw i64 %489, 4, !dbg !1233
    #dbg_value(i64 %502, !1194, !DIExpression(), !1217)
  %503 = add i64 %490, 4, !dbg !1228
  %504 = icmp eq i64 %503, %474, !dbg !1228
  br i1 %504, label %475, label %488, !dbg !1228, !llvm.loop !1237

505:                                              ; preds = %486, %525
  %506 = phi i64 [ 0, %486 ], [ %530, %525 ]
    #dbg_value(i64 %506, !1194, !DIExpression(), !1217)
  %507 = load ptr, ptr %0, align 8, !dbg !1239, !tbaa !580
  %508 = call ptr @luaF_newproto(ptr noundef %507) #6, !dbg !1242
  %509 = load ptr, ptr %462, align 8, !dbg !1243, !tbaa !1221
  %510 = getelementptr inbounds ptr, ptr %509, i64 %506, !dbg !1244
  store ptr %508, ptr %510, align 8, !dbg !1245, !tbaa !1232
  %511 = load i8, ptr %487, align 1, !dbg !1246, !tbaa !784
  %512 = and i8 %511, 32, !dbg !1246
  %513 = icmp eq i8 %512, 0, !dbg !1246
  %514 = load ptr, ptr %462, align 8, !dbg !1247, !tbaa !1221
  br i1 %513, label %525, label %515, !dbg !1246

515:                                              ; preds = %505
  %516 = getelementptr inbounds ptr, ptr %514, i64 %506, !dbg !1246
  %517 = load ptr, ptr %516, align 8, !dbg !1246, !tbaa !1232
  %518 = getelementptr inbounds i8, ptr %517, i64 9, !dbg !1246
  %519 = load i8, ptr %518, align 1, !dbg !1246, !tbaa !784
  %520 = and i8 %519, 24, !dbg !1246
  %521 = icmp eq i8 %520, 0, !dbg !1246
  br i1 %521, label %525, label %522, !dbg !1246

522:                                              ; preds = %515
  %523 = load ptr, ptr %0, align 8, !dbg !1246, !tbaa !580
  call void @luaC_barrier_(ptr noundef %523, ptr noundef nonnull %1, ptr noundef nonnull %517) #6, !dbg !1246
  %524 = load ptr, ptr %462, align 8, !dbg !1247, !tbaa !1221
  br label %525, !dbg !1246

525:                                              ; preds = %522, %515, %505
  %526 = phi ptr [ %524, %522 ], [ %514, %515 ], [ %514, %505 ], !dbg !1247
  %527 = getelementptr inbounds ptr, ptr %526, i64 %506, !dbg !1248
  %528 = load ptr, ptr %527, align 8, !dbg !1248, !tbaa !1232
  %529 = load ptr, ptr %9, align 8, !dbg !1249, !tbaa !821
  call fastcc void @loadFunction(ptr noundef nonnull %0, ptr noundef %528, ptr noundef %529), !dbg !1250
  %530 = add nuw nsw i64 %506, 1, !dbg !1251
    #dbg_value(i64 %530, !1194, !DIExpression(), !1217)
  %531 = icmp eq i64 %530, %455, !dbg !1252
  br i1 %531, label %532, label %505, !dbg !1235, !llvm.loop !1253

532:                                              ; preds = %525, %457
  br label %533, !dbg !1255

533:                                              ; preds = %532, %553
  %534 = phi i64 [ %558, %553 ], [ 0, %532 ], !dbg !1265
    #dbg_value(i64 %534, !835, !DIExpression(), !1265)
    #dbg_value(ptr %0, !626, !DIExpression(), !1266)
  %535 = load ptr, ptr %10, align 8, !dbg !1268, !tbaa !584
  %536 = load i64, ptr %535, align 8, !dbg !1268, !tbaa !636
  %537 = add i64 %536, -1, !dbg !1268
  store i64 %537, ptr %535, align 8, !dbg !1268, !tbaa !636
  %538 = icmp eq i64 %536, 0, !dbg !1268
  br i1 %538, label %545, label %539, !dbg !1268

539:                                              ; preds = %533
  %540 = getelementptr inbounds i8, ptr %535, i64 8, !dbg !1268
  %541 = load ptr, ptr %540, align 8, !dbg !1268, !tbaa !639
  %542 = getelementptr inbounds i8, ptr %541, i64 1, !dbg !1268
  store ptr %542, ptr %540, align 8, !dbg !1268, !tbaa !639
  %543 = load i8, ptr %541, align 1, !dbg !1268, !tbaa !568
  %544 = zext i8 %543 to i32, !dbg !1268
    #dbg_value(i32 %544, !631, !DIExpression(), !1266)
  br label %549, !dbg !1269

545:                                              ; preds = %533
  %546 = call i32 @luaZ_fill(ptr noundef nonnull %535) #6, !dbg !1268
    #dbg_value(i32 %546, !631, !DIExpression(), !1266)
  %547 = icmp eq i32 %546, -1, !dbg !1270
  br i1 %547, label %548, label %549, !dbg !1269

548:                                              ; preds = %545
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1271
  unreachable, !dbg !1271

549:                                              ; preds = %545, %539
  %550 = phi i32 [ %544, %539 ], [ %546, %545 ]
    #dbg_value(i32 %550, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1265)
  %551 = icmp ult i64 %534, 16777215, !dbg !1272
  br i1 %551, label %553, label %552, !dbg !1273

552:                                              ; preds = %549
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1274
  unreachable, !dbg !1274

553:                                              ; preds = %549
  %554 = trunc i32 %550 to i8, !dbg !1275
    #dbg_value(i8 %554, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1265)
  %555 = shl nuw nsw i64 %534, 7, !dbg !1276
  %556 = and i8 %554, 127, !dbg !1277
  %557 = zext nneg i8 %556 to i64, !dbg !1278
  %558 = or disjoint i64 %555, %557, !dbg !1279
    #dbg_value(i64 %558, !835, !DIExpression(), !1265)
  %559 = icmp sgt i8 %554, -1, !dbg !1280
  br i1 %559, label %533, label %560, !dbg !1281, !llvm.loop !1282

560:                                              ; preds = %553
  %561 = trunc nuw i64 %558 to i32, !dbg !1284
    #dbg_value(i32 %561, !1263, !DIExpression(), !1285)
  %562 = load ptr, ptr %0, align 8, !dbg !1286, !tbaa !580
  %563 = call ptr @luaM_malloc_(ptr noundef %562, i64 noundef %558, i32 noundef 0) #6, !dbg !1286
  %564 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !1287
  store ptr %563, ptr %564, align 8, !dbg !1288, !tbaa !1289
  %565 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !1290
  store i32 %561, ptr %565, align 4, !dbg !1291, !tbaa !1292
    #dbg_value(ptr %0, !606, !DIExpression(), !1293)
    #dbg_value(ptr %563, !611, !DIExpression(), !1293)
    #dbg_value(i64 %558, !612, !DIExpression(), !1293)
  %566 = load ptr, ptr %10, align 8, !dbg !1295, !tbaa !584
  %567 = call i64 @luaZ_read(ptr noundef %566, ptr noundef %563, i64 noundef %558) #6, !dbg !1296
  %568 = icmp eq i64 %567, 0, !dbg !1297
  br i1 %568, label %570, label %569, !dbg !1298

569:                                              ; preds = %560
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1299
  unreachable, !dbg !1299

570:                                              ; preds = %560, %590
  %571 = phi i64 [ %595, %590 ], [ 0, %560 ], !dbg !1300
    #dbg_value(i64 %571, !835, !DIExpression(), !1300)
    #dbg_value(ptr %0, !626, !DIExpression(), !1303)
  %572 = load ptr, ptr %10, align 8, !dbg !1305, !tbaa !584
  %573 = load i64, ptr %572, align 8, !dbg !1305, !tbaa !636
  %574 = add i64 %573, -1, !dbg !1305
  store i64 %574, ptr %572, align 8, !dbg !1305, !tbaa !636
  %575 = icmp eq i64 %573, 0, !dbg !1305
  br i1 %575, label %582, label %576, !dbg !1305

576:                                              ; preds = %570
  %577 = getelementptr inbounds i8, ptr %572, i64 8, !dbg !1305
  %578 = load ptr, ptr %577, align 8, !dbg !1305, !tbaa !639
  %579 = getelementptr inbounds i8, ptr %578, i64 1, !dbg !1305
  store ptr %579, ptr %577, align 8, !dbg !1305, !tbaa !639
  %580 = load i8, ptr %578, align 1, !dbg !1305, !tbaa !568
  %581 = zext i8 %580 to i32, !dbg !1305
    #dbg_value(i32 %581, !631, !DIExpression(), !1303)
  br label %586, !dbg !1306

582:                                              ; preds = %570
  %583 = call i32 @luaZ_fill(ptr noundef nonnull %572) #6, !dbg !1305
    #dbg_value(i32 %583, !631, !DIExpression(), !1303)
  %584 = icmp eq i32 %583, -1, !dbg !1307
  br i1 %584, label %585, label %586, !dbg !1306

585:                                              ; preds = %582
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1308
  unreachable, !dbg !1308

586:                                              ; preds = %582, %576
  %587 = phi i32 [ %581, %576 ], [ %583, %582 ]
    #dbg_value(i32 %587, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1300)
  %588 = icmp ult i64 %571, 16777215, !dbg !1309
  br i1 %588, label %590, label %589, !dbg !1310

589:                                              ; preds = %586
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1311
  unreachable, !dbg !1311

590:                                              ; preds = %586
  %591 = trunc i32 %587 to i8, !dbg !1312
    #dbg_value(i8 %591, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1300)
  %592 = shl nuw nsw i64 %571, 7, !dbg !1313
  %593 = and i8 %591, 127, !dbg !1314
  %594 = zext nneg i8 %593 to i64, !dbg !1315
  %595 = or disjoint i64 %592, %594, !dbg !1316
    #dbg_value(i64 %595, !835, !DIExpression(), !1300)
  %596 = icmp sgt i8 %591, -1, !dbg !1317
  br i1 %596, label %570, label %597, !dbg !1318, !llvm.loop !1319

597:                                              ; preds = %590
  %598 = trunc nuw i64 %595 to i32, !dbg !1322
    #dbg_value(i32 %598, !1263, !DIExpression(), !1285)
  %599 = load ptr, ptr %0, align 8, !dbg !1323, !tbaa !580
  %600 = shl nuw nsw i64 %595, 3, !dbg !1323
  %601 = call ptr @luaM_malloc_(ptr noundef %599, i64 noundef %600, i32 noundef 0) #6, !dbg !1323
  %602 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !1324
  store ptr %601, ptr %602, align 8, !dbg !1325, !tbaa !1326
  %603 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !1327
  store i32 %598, ptr %603, align 8, !dbg !1328, !tbaa !1329
    #dbg_value(i32 0, !1262, !DIExpression(), !1285)
  %604 = icmp eq i64 %595, 0, !dbg !1330
  br i1 %604, label %671, label %605, !dbg !1333

605:                                              ; preds = %597, %665
  %606 = phi i64 [ %669, %665 ], [ 0, %597 ]
    #dbg_value(i64 %606, !1262, !DIExpression(), !1285)
  br label %607, !dbg !1334

607:                                              ; preds = %627, %605
  %608 = phi i64 [ %632, %627 ], [ 0, %605 ], !dbg !1338
    #dbg_value(i64 %608, !835, !DIExpression(), !1338)
    #dbg_value(ptr %0, !626, !DIExpression(), !1339)
  %609 = load ptr, ptr %10, align 8, !dbg !1341, !tbaa !584
  %610 = load i64, ptr %609, align 8, !dbg !1341, !tbaa !636
  %611 = add i64 %610, -1, !dbg !1341
  store i64 %611, ptr %609, align 8, !dbg !1341, !tbaa !636
  %612 = icmp eq i64 %610, 0, !dbg !1341
  br i1 %612, label %619, label %613, !dbg !1341

613:                                              ; preds = %607
  %614 = getelementptr inbounds i8, ptr %609, i64 8, !dbg !1341
  %615 = load ptr, ptr %614, align 8, !dbg !1341, !tbaa !639
  %616 = getelementptr inbounds i8, ptr %615, i64 1, !dbg !1341
  store ptr %616, ptr %614, align 8, !dbg !1341, !tbaa !639
  %617 = load i8, ptr %615, align 1, !dbg !1341, !tbaa !568
  %618 = zext i8 %617 to i32, !dbg !1341
    #dbg_value(i32 %618, !631, !DIExpression(), !1339)
  br label %623, !dbg !1342

619:                                              ; preds = %607
  %620 = call i32 @luaZ_fill(ptr noundef nonnull %609) #6, !dbg !1341
    #dbg_value(i32 %620, !631, !DIExpression(), !1339)
  %621 = icmp eq i32 %620, -1, !dbg !1343
  br i1 %621, label %622, label %623, !dbg !1342

622:                                              ; preds = %619
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1344
  unreachable, !dbg !1344

623:                                              ; preds = %619, %613
  %624 = phi i32 [ %618, %613 ], [ %620, %619 ]
    #dbg_value(i32 %624, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1338)
  %625 = icmp ult i64 %608, 16777215, !dbg !1345
  br i1 %625, label %627, label %626, !dbg !1346

626:                                              ; preds = %623
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1347
  unreachable, !dbg !1347

627:                                              ; preds = %623
  %628 = trunc i32 %624 to i8, !dbg !1348
    #dbg_value(i8 %628, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1338)
  %629 = shl nuw nsw i64 %608, 7, !dbg !1349
  %630 = and i8 %628, 127, !dbg !1350
  %631 = zext nneg i8 %630 to i64, !dbg !1351
  %632 = or disjoint i64 %629, %631, !dbg !1352
    #dbg_value(i64 %632, !835, !DIExpression(), !1338)
  %633 = icmp sgt i8 %628, -1, !dbg !1353
  br i1 %633, label %607, label %634, !dbg !1354, !llvm.loop !1355

634:                                              ; preds = %627
  %635 = trunc nuw i64 %632 to i32, !dbg !1357
  %636 = load ptr, ptr %602, align 8, !dbg !1358, !tbaa !1326
  %637 = getelementptr inbounds %struct.AbsLineInfo, ptr %636, i64 %606, !dbg !1359
  store i32 %635, ptr %637, align 4, !dbg !1360, !tbaa !1361
    #dbg_value(ptr %0, !822, !DIExpression(), !1363)
    #dbg_value(ptr %0, !829, !DIExpression(), !1365)
    #dbg_value(i64 0, !835, !DIExpression(), !1365)
    #dbg_value(i64 16777215, !834, !DIExpression(), !1365)
  br label %638, !dbg !1367

638:                                              ; preds = %658, %634
  %639 = phi i64 [ 0, %634 ], [ %663, %658 ], !dbg !1365
    #dbg_value(i64 %639, !835, !DIExpression(), !1365)
    #dbg_value(ptr %0, !626, !DIExpression(), !1368)
  %640 = load ptr, ptr %10, align 8, !dbg !1370, !tbaa !584
  %641 = load i64, ptr %640, align 8, !dbg !1370, !tbaa !636
  %642 = add i64 %641, -1, !dbg !1370
  store i64 %642, ptr %640, align 8, !dbg !1370, !tbaa !636
  %643 = icmp eq i64 %641, 0, !dbg !1370
  br i1 %643, label %650, label %644, !dbg !1370

644:                                              ; preds = %638
  %645 = getelementptr inbounds i8, ptr %640, i64 8, !dbg !1370
  %646 = load ptr, ptr %645, align 8, !dbg !1370, !tbaa !639
  %647 = getelementptr inbounds i8, ptr %646, i64 1, !dbg !1370
  store ptr %647, ptr %645, align 8, !dbg !1370, !tbaa !639
  %648 = load i8, ptr %646, align 1, !dbg !1370, !tbaa !568
  %649 = zext i8 %648 to i32, !dbg !1370
    #dbg_value(i32 %649, !631, !DIExpression(), !1368)
  br label %654, !dbg !1371

650:                                              ; preds = %638
  %651 = call i32 @luaZ_fill(ptr noundef nonnull %640) #6, !dbg !1370
    #dbg_value(i32 %651, !631, !DIExpression(), !1368)
  %652 = icmp eq i32 %651, -1, !dbg !1372
  br i1 %652, label %653, label %654, !dbg !1371

653:                                              ; preds = %650
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1373
  unreachable, !dbg !1373

654:                                              ; preds = %650, %644
  %655 = phi i32 [ %649, %644 ], [ %651, %650 ]
    #dbg_value(i32 %655, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1365)
  %656 = icmp ult i64 %639, 16777215, !dbg !1374
  br i1 %656, label %658, label %657, !dbg !1375

657:                                              ; preds = %654
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1376
  unreachable, !dbg !1376

658:                                              ; preds = %654
  %659 = trunc i32 %655 to i8, !dbg !1377
    #dbg_value(i8 %659, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1365)
  %660 = shl nuw nsw i64 %639, 7, !dbg !1378
  %661 = and i8 %659, 127, !dbg !1379
  %662 = zext nneg i8 %661 to i64, !dbg !1380
  %663 = or disjoint i64 %660, %662, !dbg !1381
    #dbg_value(i64 %663, !835, !DIExpression(), !1365)
  %664 = icmp sgt i8 %659, -1, !dbg !1382
  br i1 %664, label %638, label %665, !dbg !1383, !llvm.loop !1384

665:                                              ; preds = %658
  %666 = trunc nuw i64 %663 to i32, !dbg !1386
  %667 = load ptr, ptr %602, align 8, !dbg !1387, !tbaa !1326
  %668 = getelementptr inbounds %struct.AbsLineInfo, ptr %667, i64 %606, i32 1, !dbg !1388
  store i32 %666, ptr %668, align 4, !dbg !1389, !tbaa !1390
  %669 = add nuw nsw i64 %606, 1, !dbg !1391
    #dbg_value(i64 %669, !1262, !DIExpression(), !1285)
    #dbg_value(ptr %0, !822, !DIExpression(), !1392)
    #dbg_value(ptr %0, !822, !DIExpression(), !1393)
    #dbg_value(ptr %0, !829, !DIExpression(), !1338)
    #dbg_value(ptr %0, !829, !DIExpression(), !1395)
    #dbg_value(i64 0, !835, !DIExpression(), !1338)
    #dbg_value(i64 0, !835, !DIExpression(), !1395)
    #dbg_value(i64 16777215, !834, !DIExpression(), !1338)
    #dbg_value(i64 16777215, !834, !DIExpression(), !1395)
  %670 = icmp eq i64 %669, %595, !dbg !1330
  br i1 %670, label %671, label %605, !dbg !1333, !llvm.loop !1397

671:                                              ; preds = %665, %597
  br label %672, !dbg !1399

672:                                              ; preds = %671, %692
  %673 = phi i64 [ %697, %692 ], [ 0, %671 ], !dbg !1395
    #dbg_value(i64 %673, !835, !DIExpression(), !1395)
    #dbg_value(ptr %0, !626, !DIExpression(), !1400)
  %674 = load ptr, ptr %10, align 8, !dbg !1402, !tbaa !584
  %675 = load i64, ptr %674, align 8, !dbg !1402, !tbaa !636
  %676 = add i64 %675, -1, !dbg !1402
  store i64 %676, ptr %674, align 8, !dbg !1402, !tbaa !636
  %677 = icmp eq i64 %675, 0, !dbg !1402
  br i1 %677, label %684, label %678, !dbg !1402

678:                                              ; preds = %672
  %679 = getelementptr inbounds i8, ptr %674, i64 8, !dbg !1402
  %680 = load ptr, ptr %679, align 8, !dbg !1402, !tbaa !639
  %681 = getelementptr inbounds i8, ptr %680, i64 1, !dbg !1402
  store ptr %681, ptr %679, align 8, !dbg !1402, !tbaa !639
  %682 = load i8, ptr %680, align 1, !dbg !1402, !tbaa !568
  %683 = zext i8 %682 to i32, !dbg !1402
    #dbg_value(i32 %683, !631, !DIExpression(), !1400)
  br label %688, !dbg !1403

684:                                              ; preds = %672
  %685 = call i32 @luaZ_fill(ptr noundef nonnull %674) #6, !dbg !1402
    #dbg_value(i32 %685, !631, !DIExpression(), !1400)
  %686 = icmp eq i32 %685, -1, !dbg !1404
  br i1 %686, label %687, label %688, !dbg !1403

687:                                              ; preds = %684
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1405
  unreachable, !dbg !1405

688:                                              ; preds = %684, %678
  %689 = phi i32 [ %683, %678 ], [ %685, %684 ]
    #dbg_value(i32 %689, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1395)
  %690 = icmp ult i64 %673, 16777215, !dbg !1406
  br i1 %690, label %692, label %691, !dbg !1407

691:                                              ; preds = %688
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1408
  unreachable, !dbg !1408

692:                                              ; preds = %688
  %693 = trunc i32 %689 to i8, !dbg !1409
    #dbg_value(i8 %693, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1395)
  %694 = shl nuw nsw i64 %673, 7, !dbg !1410
  %695 = and i8 %693, 127, !dbg !1411
  %696 = zext nneg i8 %695 to i64, !dbg !1412
  %697 = or disjoint i64 %694, %696, !dbg !1413
    #dbg_value(!DIArgList(i64 %694, i64 %696), !835, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !1395)
  %698 = icmp sgt i8 %693, -1, !dbg !1414
  br i1 %698, label %672, label %699, !dbg !1415, !llvm.loop !1416

699:                                              ; preds = %692
  %700 = trunc nuw i64 %697 to i32, !dbg !1418
    #dbg_value(i32 %700, !1263, !DIExpression(), !1285)
  %701 = load ptr, ptr %0, align 8, !dbg !1419, !tbaa !580
  %702 = shl nuw nsw i64 %697, 4, !dbg !1419
  %703 = call ptr @luaM_malloc_(ptr noundef %701, i64 noundef %702, i32 noundef 0) #6, !dbg !1419
  %704 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !1420
  store ptr %703, ptr %704, align 8, !dbg !1421, !tbaa !1422
  %705 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !1423
  store i32 %700, ptr %705, align 4, !dbg !1424, !tbaa !1425
    #dbg_value(i32 0, !1262, !DIExpression(), !1285)
  %706 = icmp eq i64 %697, 0, !dbg !1426
  br i1 %706, label %810, label %707, !dbg !1429

707:                                              ; preds = %699
  %708 = shl nuw nsw i64 %673, 7, !dbg !1429
  %709 = add nsw i64 %708, -1, !dbg !1429
  %710 = and i32 %689, 127, !dbg !1429
  %711 = zext nneg i32 %710 to i64, !dbg !1429
  %712 = add nsw i64 %709, %711, !dbg !1429
  %713 = and i64 %696, 3, !dbg !1429
  %714 = icmp ult i64 %712, 3, !dbg !1429
  br i1 %714, label %730, label %715, !dbg !1429

715:                                              ; preds = %707
  %716 = sub nsw i64 %697, %713, !dbg !1429
  br label %717, !dbg !1429

717:                                              ; preds = %717, %715
  %718 = phi i64 [ 0, %715 ], [ %727, %717 ]
  %719 = phi i64 [ 0, %715 ], [ %728, %717 ]
    #dbg_value(i64 %718, !1262, !DIExpression(), !1285)
  %720 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %718, !dbg !1430
  store ptr null, ptr %720, align 8, !dbg !1431, !tbaa !1432
  %721 = or disjoint i64 %718, 1, !dbg !1434
    #dbg_value(i64 %721, !1262, !DIExpression(), !1285)
  %722 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %721, !dbg !1430
  store ptr null, ptr %722, align 8, !dbg !1431, !tbaa !1432
  %723 = or disjoint i64 %718, 2, !dbg !1434
    #dbg_value(i64 %723, !1262, !DIExpression(), !1285)
  %724 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %723, !dbg !1430
  store ptr null, ptr %724, align 8, !dbg !1431, !tbaa !1432
  %725 = or disjoint i64 %718, 3, !dbg !1434
    #dbg_value(i64 %725, !1262, !DIExpression(), !1285)
  %726 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %725, !dbg !1430
  store ptr null, ptr %726, align 8, !dbg !1431, !tbaa !1432
  %727 = add nuw nsw i64 %718, 4, !dbg !1434
    #dbg_value(i64 %727, !1262, !DIExpression(), !1285)
  %728 = add i64 %719, 4, !dbg !1429
  %729 = icmp eq i64 %728, %716, !dbg !1429
  br i1 %729, label %730, label %717, !dbg !1429, !llvm.loop !1435

730:                                              ; preds = %717, %707
  %731 = phi i64 [ 0, %707 ], [ %727, %717 ]
  %732 = icmp eq i64 %713, 0, !dbg !1429
  br i1 %732, label %740, label %733, !dbg !1429

733:                                              ; preds = %730, %733
  %734 = phi i64 [ %737, %733 ], [ %731, %730 ]
  %735 = phi i64 [ %738, %733 ], [ 0, %730 ]
    #dbg_value(i64 %734, !1262, !DIExpression(), !1285)
  %736 = getelementptr inbounds %struct.LocVar, ptr %703, i64 %734, !dbg !1430
  store ptr null, ptr %736, align 8, !dbg !1431, !tbaa !1432
  %737 = add nuw nsw i64 %734, 1, !dbg !1434
    #dbg_value(i64 %737, !1262, !DIExpression(), !1285)
  %738 = add i64 %735, 1, !dbg !1429
  %739 = icmp eq i64 %738, %713, !dbg !1429
  br i1 %739, label %740, label %733, !dbg !1429, !llvm.loop !1437

740:                                              ; preds = %733, %730
  br label %741, !dbg !1438

741:                                              ; preds = %740, %804
  %742 = phi i64 [ %808, %804 ], [ 0, %740 ]
    #dbg_value(i64 %742, !1262, !DIExpression(), !1285)
  %743 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef %1), !dbg !1440
  %744 = load ptr, ptr %704, align 8, !dbg !1443, !tbaa !1422
  %745 = getelementptr inbounds %struct.LocVar, ptr %744, i64 %742, !dbg !1444
  store ptr %743, ptr %745, align 8, !dbg !1445, !tbaa !1432
    #dbg_value(ptr %0, !822, !DIExpression(), !1446)
    #dbg_value(ptr %0, !829, !DIExpression(), !1448)
    #dbg_value(i64 0, !835, !DIExpression(), !1448)
    #dbg_value(i64 16777215, !834, !DIExpression(), !1448)
  br label %746, !dbg !1450

746:                                              ; preds = %766, %741
  %747 = phi i64 [ 0, %741 ], [ %771, %766 ], !dbg !1448
    #dbg_value(i64 %747, !835, !DIExpression(), !1448)
    #dbg_value(ptr %0, !626, !DIExpression(), !1451)
  %748 = load ptr, ptr %10, align 8, !dbg !1453, !tbaa !584
  %749 = load i64, ptr %748, align 8, !dbg !1453, !tbaa !636
  %750 = add i64 %749, -1, !dbg !1453
  store i64 %750, ptr %748, align 8, !dbg !1453, !tbaa !636
  %751 = icmp eq i64 %749, 0, !dbg !1453
  br i1 %751, label %758, label %752, !dbg !1453

752:                                              ; preds = %746
  %753 = getelementptr inbounds i8, ptr %748, i64 8, !dbg !1453
  %754 = load ptr, ptr %753, align 8, !dbg !1453, !tbaa !639
  %755 = getelementptr inbounds i8, ptr %754, i64 1, !dbg !1453
  store ptr %755, ptr %753, align 8, !dbg !1453, !tbaa !639
  %756 = load i8, ptr %754, align 1, !dbg !1453, !tbaa !568
  %757 = zext i8 %756 to i32, !dbg !1453
    #dbg_value(i32 %757, !631, !DIExpression(), !1451)
  br label %762, !dbg !1454

758:                                              ; preds = %746
  %759 = call i32 @luaZ_fill(ptr noundef nonnull %748) #6, !dbg !1453
    #dbg_value(i32 %759, !631, !DIExpression(), !1451)
  %760 = icmp eq i32 %759, -1, !dbg !1455
  br i1 %760, label %761, label %762, !dbg !1454

761:                                              ; preds = %758
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1456
  unreachable, !dbg !1456

762:                                              ; preds = %758, %752
  %763 = phi i32 [ %757, %752 ], [ %759, %758 ]
    #dbg_value(i32 %763, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1448)
  %764 = icmp ult i64 %747, 16777215, !dbg !1457
  br i1 %764, label %766, label %765, !dbg !1458

765:                                              ; preds = %762
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1459
  unreachable, !dbg !1459

766:                                              ; preds = %762
  %767 = trunc i32 %763 to i8, !dbg !1460
    #dbg_value(i8 %767, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1448)
  %768 = shl nuw nsw i64 %747, 7, !dbg !1461
  %769 = and i8 %767, 127, !dbg !1462
  %770 = zext nneg i8 %769 to i64, !dbg !1463
  %771 = or disjoint i64 %768, %770, !dbg !1464
    #dbg_value(i64 %771, !835, !DIExpression(), !1448)
  %772 = icmp sgt i8 %767, -1, !dbg !1465
  br i1 %772, label %746, label %773, !dbg !1466, !llvm.loop !1467

773:                                              ; preds = %766
  %774 = trunc nuw i64 %771 to i32, !dbg !1469
  %775 = load ptr, ptr %704, align 8, !dbg !1470, !tbaa !1422
  %776 = getelementptr inbounds %struct.LocVar, ptr %775, i64 %742, i32 1, !dbg !1471
  store i32 %774, ptr %776, align 8, !dbg !1472, !tbaa !1473
    #dbg_value(ptr %0, !822, !DIExpression(), !1474)
    #dbg_value(ptr %0, !829, !DIExpression(), !1476)
    #dbg_value(i64 0, !835, !DIExpression(), !1476)
    #dbg_value(i64 16777215, !834, !DIExpression(), !1476)
  br label %777, !dbg !1478

777:                                              ; preds = %797, %773
  %778 = phi i64 [ 0, %773 ], [ %802, %797 ], !dbg !1476
    #dbg_value(i64 %778, !835, !DIExpression(), !1476)
    #dbg_value(ptr %0, !626, !DIExpression(), !1479)
  %779 = load ptr, ptr %10, align 8, !dbg !1481, !tbaa !584
  %780 = load i64, ptr %779, align 8, !dbg !1481, !tbaa !636
  %781 = add i64 %780, -1, !dbg !1481
  store i64 %781, ptr %779, align 8, !dbg !1481, !tbaa !636
  %782 = icmp eq i64 %780, 0, !dbg !1481
  br i1 %782, label %789, label %783, !dbg !1481

783:                                              ; preds = %777
  %784 = getelementptr inbounds i8, ptr %779, i64 8, !dbg !1481
  %785 = load ptr, ptr %784, align 8, !dbg !1481, !tbaa !639
  %786 = getelementptr inbounds i8, ptr %785, i64 1, !dbg !1481
  store ptr %786, ptr %784, align 8, !dbg !1481, !tbaa !639
  %787 = load i8, ptr %785, align 1, !dbg !1481, !tbaa !568
  %788 = zext i8 %787 to i32, !dbg !1481
    #dbg_value(i32 %788, !631, !DIExpression(), !1479)
  br label %793, !dbg !1482

789:                                              ; preds = %777
  %790 = call i32 @luaZ_fill(ptr noundef nonnull %779) #6, !dbg !1481
    #dbg_value(i32 %790, !631, !DIExpression(), !1479)
  %791 = icmp eq i32 %790, -1, !dbg !1483
  br i1 %791, label %792, label %793, !dbg !1482

792:                                              ; preds = %789
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1484
  unreachable, !dbg !1484

793:                                              ; preds = %789, %783
  %794 = phi i32 [ %788, %783 ], [ %790, %789 ]
    #dbg_value(i32 %794, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1476)
  %795 = icmp ult i64 %778, 16777215, !dbg !1485
  br i1 %795, label %797, label %796, !dbg !1486

796:                                              ; preds = %793
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1487
  unreachable, !dbg !1487

797:                                              ; preds = %793
  %798 = trunc i32 %794 to i8, !dbg !1488
    #dbg_value(i8 %798, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1476)
  %799 = shl nuw nsw i64 %778, 7, !dbg !1489
  %800 = and i8 %798, 127, !dbg !1490
  %801 = zext nneg i8 %800 to i64, !dbg !1491
  %802 = or disjoint i64 %799, %801, !dbg !1492
    #dbg_value(i64 %802, !835, !DIExpression(), !1476)
  %803 = icmp sgt i8 %798, -1, !dbg !1493
  br i1 %803, label %777, label %804, !dbg !1494, !llvm.loop !1495

804:                                              ; preds = %797
  %805 = trunc nuw i64 %802 to i32, !dbg !1497
  %806 = load ptr, ptr %704, align 8, !dbg !1498, !tbaa !1422
  %807 = getelementptr inbounds %struct.LocVar, ptr %806, i64 %742, i32 2, !dbg !1499
  store i32 %805, ptr %807, align 4, !dbg !1500, !tbaa !1501
  %808 = add nuw nsw i64 %742, 1, !dbg !1502
    #dbg_value(i64 %808, !1262, !DIExpression(), !1285)
  %809 = icmp eq i64 %808, %697, !dbg !1503
  br i1 %809, label %810, label %741, !dbg !1438, !llvm.loop !1504

810:                                              ; preds = %804, %699
  br label %811, !dbg !1506

811:                                              ; preds = %810, %831
  %812 = phi i64 [ %836, %831 ], [ 0, %810 ], !dbg !1509
    #dbg_value(i64 %812, !835, !DIExpression(), !1509)
    #dbg_value(ptr %0, !626, !DIExpression(), !1510)
  %813 = load ptr, ptr %10, align 8, !dbg !1512, !tbaa !584
  %814 = load i64, ptr %813, align 8, !dbg !1512, !tbaa !636
  %815 = add i64 %814, -1, !dbg !1512
  store i64 %815, ptr %813, align 8, !dbg !1512, !tbaa !636
  %816 = icmp eq i64 %814, 0, !dbg !1512
  br i1 %816, label %823, label %817, !dbg !1512

817:                                              ; preds = %811
  %818 = getelementptr inbounds i8, ptr %813, i64 8, !dbg !1512
  %819 = load ptr, ptr %818, align 8, !dbg !1512, !tbaa !639
  %820 = getelementptr inbounds i8, ptr %819, i64 1, !dbg !1512
  store ptr %820, ptr %818, align 8, !dbg !1512, !tbaa !639
  %821 = load i8, ptr %819, align 1, !dbg !1512, !tbaa !568
  %822 = zext i8 %821 to i32, !dbg !1512
    #dbg_value(i32 %822, !631, !DIExpression(), !1510)
  br label %827, !dbg !1513

823:                                              ; preds = %811
  %824 = call i32 @luaZ_fill(ptr noundef nonnull %813) #6, !dbg !1512
    #dbg_value(i32 %824, !631, !DIExpression(), !1510)
  %825 = icmp eq i32 %824, -1, !dbg !1514
  br i1 %825, label %826, label %827, !dbg !1513

826:                                              ; preds = %823
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1515
  unreachable, !dbg !1515

827:                                              ; preds = %823, %817
  %828 = phi i32 [ %822, %817 ], [ %824, %823 ]
    #dbg_value(i32 %828, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1509)
  %829 = icmp ult i64 %812, 16777215, !dbg !1516
  br i1 %829, label %831, label %830, !dbg !1517

830:                                              ; preds = %827
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1518
  unreachable, !dbg !1518

831:                                              ; preds = %827
  %832 = trunc i32 %828 to i8, !dbg !1519
    #dbg_value(i8 %832, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1509)
  %833 = shl nuw nsw i64 %812, 7, !dbg !1520
  %834 = and i8 %832, 127, !dbg !1521
  %835 = zext nneg i8 %834 to i64, !dbg !1522
  %836 = or disjoint i64 %833, %835, !dbg !1523
    #dbg_value(i64 %836, !835, !DIExpression(), !1509)
  %837 = icmp sgt i8 %832, -1, !dbg !1524
  br i1 %837, label %811, label %838, !dbg !1525, !llvm.loop !1526

838:                                              ; preds = %831
    #dbg_value(i64 %836, !1263, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1285)
  %839 = icmp eq i64 %836, 0, !dbg !1528
  br i1 %839, label %852, label %840, !dbg !1530

840:                                              ; preds = %838
  %841 = load i32, ptr %321, align 8, !dbg !1531, !tbaa !1133
    #dbg_value(i32 %841, !1263, !DIExpression(), !1285)
    #dbg_value(i32 0, !1262, !DIExpression(), !1285)
  %842 = icmp sgt i32 %841, 0, !dbg !1532
  br i1 %842, label %843, label %852, !dbg !1535

843:                                              ; preds = %840
  %844 = zext nneg i32 %841 to i64, !dbg !1532
  br label %845, !dbg !1535

845:                                              ; preds = %845, %843
  %846 = phi i64 [ 0, %843 ], [ %850, %845 ]
    #dbg_value(i64 %846, !1262, !DIExpression(), !1285)
  %847 = call fastcc ptr @loadStringN(ptr noundef nonnull readonly %0, ptr noundef nonnull %1), !dbg !1536
  %848 = load ptr, ptr %320, align 8, !dbg !1537, !tbaa !1130
  %849 = getelementptr inbounds %struct.Upvaldesc, ptr %848, i64 %846, !dbg !1538
  store ptr %847, ptr %849, align 8, !dbg !1539, !tbaa !1140
  %850 = add nuw nsw i64 %846, 1, !dbg !1540
    #dbg_value(i64 %850, !1262, !DIExpression(), !1285)
  %851 = icmp eq i64 %850, %844, !dbg !1532
  br i1 %851, label %852, label %845, !dbg !1535, !llvm.loop !1541

852:                                              ; preds = %845, %838, %840
  ret void, !dbg !1543
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @error(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #3 !dbg !1544 {
    #dbg_value(ptr %0, !1548, !DIExpression(), !1550)
    #dbg_value(ptr %1, !1549, !DIExpression(), !1550)
  %3 = load ptr, ptr %0, align 8, !dbg !1551, !tbaa !580
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1552
  %5 = load ptr, ptr %4, align 8, !dbg !1552, !tbaa !576
  %6 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %3, ptr noundef nonnull @.str.13, ptr noundef %5, ptr noundef %1) #6, !dbg !1553
  %7 = load ptr, ptr %0, align 8, !dbg !1554, !tbaa !580
  tail call void @luaD_throw(ptr noundef %7, i32 noundef 3) #8, !dbg !1555
  unreachable, !dbg !1555
}

declare !dbg !1556 hidden i64 @luaZ_read(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1559 hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: noreturn
declare !dbg !1562 hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !1565 hidden i32 @luaZ_fill(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc ptr @loadStringN(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #0 !dbg !1568 {
  %3 = alloca [40 x i8], align 16, !DIAssignID !1586
    #dbg_assign(i1 undef, !1575, !DIExpression(), !1586, ptr %3, !DIExpression(), !1587)
    #dbg_value(ptr %0, !1570, !DIExpression(), !1588)
    #dbg_value(ptr %1, !1571, !DIExpression(), !1588)
  %4 = load ptr, ptr %0, align 8, !dbg !1589, !tbaa !580
    #dbg_value(ptr %4, !1572, !DIExpression(), !1588)
    #dbg_value(ptr %0, !1590, !DIExpression(), !1595)
    #dbg_value(ptr %0, !829, !DIExpression(), !1597)
    #dbg_value(i64 -1, !834, !DIExpression(), !1597)
    #dbg_value(i64 0, !835, !DIExpression(), !1597)
    #dbg_value(i64 144115188075855871, !834, !DIExpression(), !1597)
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  br label %6, !dbg !1599

6:                                                ; preds = %26, %2
  %7 = phi i64 [ 0, %2 ], [ %31, %26 ], !dbg !1597
    #dbg_value(i64 %7, !835, !DIExpression(), !1597)
    #dbg_value(ptr %0, !626, !DIExpression(), !1600)
  %8 = load ptr, ptr %5, align 8, !dbg !1602, !tbaa !584
  %9 = load i64, ptr %8, align 8, !dbg !1602, !tbaa !636
  %10 = add i64 %9, -1, !dbg !1602
  store i64 %10, ptr %8, align 8, !dbg !1602, !tbaa !636
  %11 = icmp eq i64 %9, 0, !dbg !1602
  br i1 %11, label %18, label %12, !dbg !1602

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1602
  %14 = load ptr, ptr %13, align 8, !dbg !1602, !tbaa !639
  %15 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !1602
  store ptr %15, ptr %13, align 8, !dbg !1602, !tbaa !639
  %16 = load i8, ptr %14, align 1, !dbg !1602, !tbaa !568
  %17 = zext i8 %16 to i32, !dbg !1602
    #dbg_value(i32 %17, !631, !DIExpression(), !1600)
  br label %22, !dbg !1603

18:                                               ; preds = %6
  %19 = tail call i32 @luaZ_fill(ptr noundef nonnull %8) #6, !dbg !1602
    #dbg_value(i32 %19, !631, !DIExpression(), !1600)
  %20 = icmp eq i32 %19, -1, !dbg !1604
  br i1 %20, label %21, label %22, !dbg !1603

21:                                               ; preds = %18
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1605
  unreachable, !dbg !1605

22:                                               ; preds = %18, %12
  %23 = phi i32 [ %17, %12 ], [ %19, %18 ]
    #dbg_value(i32 %23, !836, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1597)
  %24 = icmp ult i64 %7, 144115188075855871, !dbg !1606
  br i1 %24, label %26, label %25, !dbg !1607

25:                                               ; preds = %22
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.15) #7, !dbg !1608
  unreachable, !dbg !1608

26:                                               ; preds = %22
  %27 = trunc i32 %23 to i8, !dbg !1609
    #dbg_value(i8 %27, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1597)
    #dbg_value(i8 %27, !836, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1597)
  %28 = shl nuw i64 %7, 7, !dbg !1610
  %29 = and i8 %27, 127, !dbg !1611
  %30 = zext nneg i8 %29 to i64, !dbg !1612
  %31 = or disjoint i64 %28, %30, !dbg !1613
    #dbg_value(i64 %31, !835, !DIExpression(), !1597)
  %32 = icmp sgt i8 %27, -1, !dbg !1614
  br i1 %32, label %6, label %33, !dbg !1615, !llvm.loop !1616

33:                                               ; preds = %26
    #dbg_value(i64 %31, !1574, !DIExpression(), !1588)
  %34 = icmp eq i64 %31, 0, !dbg !1618
  br i1 %34, label %73, label %35, !dbg !1619

35:                                               ; preds = %33
  %36 = add i64 %31, -1, !dbg !1620
    #dbg_value(i64 %36, !1574, !DIExpression(), !1588)
  %37 = icmp ult i64 %31, 42, !dbg !1621
  br i1 %37, label %38, label %45, !dbg !1622

38:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #6, !dbg !1623
    #dbg_value(ptr %0, !606, !DIExpression(), !1624)
    #dbg_value(ptr %3, !611, !DIExpression(), !1624)
    #dbg_value(i64 %36, !612, !DIExpression(), !1624)
  %39 = load ptr, ptr %5, align 8, !dbg !1626, !tbaa !584
  %40 = call i64 @luaZ_read(ptr noundef %39, ptr noundef nonnull %3, i64 noundef %36) #6, !dbg !1627
  %41 = icmp eq i64 %40, 0, !dbg !1628
  br i1 %41, label %43, label %42, !dbg !1629

42:                                               ; preds = %38
  call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1630
  unreachable, !dbg !1630

43:                                               ; preds = %38
  %44 = call ptr @luaS_newlstr(ptr noundef %4, ptr noundef nonnull %3, i64 noundef %36) #6, !dbg !1631
    #dbg_value(ptr %44, !1573, !DIExpression(), !1588)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #6, !dbg !1632
  br label %61, !dbg !1633

45:                                               ; preds = %35
  %46 = tail call ptr @luaS_createlngstrobj(ptr noundef %4, i64 noundef %36) #6, !dbg !1634
    #dbg_value(ptr %46, !1573, !DIExpression(), !1588)
  %47 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !1635
  %48 = load ptr, ptr %47, align 8, !dbg !1635, !tbaa !568
    #dbg_value(ptr %48, !1582, !DIExpression(), !1636)
    #dbg_value(ptr %46, !1585, !DIExpression(), !1636)
  store ptr %46, ptr %48, align 8, !dbg !1635, !tbaa !568
  %49 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !1635
  %50 = load i8, ptr %49, align 8, !dbg !1635, !tbaa !1088
  %51 = or i8 %50, 64, !dbg !1635
  %52 = getelementptr inbounds i8, ptr %48, i64 8, !dbg !1635
  store i8 %51, ptr %52, align 8, !dbg !1635, !tbaa !774
  tail call void @luaD_inctop(ptr noundef %4) #6, !dbg !1637
  %53 = getelementptr inbounds i8, ptr %46, i64 24, !dbg !1638
    #dbg_value(ptr %0, !606, !DIExpression(), !1639)
    #dbg_value(ptr %53, !611, !DIExpression(), !1639)
    #dbg_value(i64 %36, !612, !DIExpression(), !1639)
  %54 = load ptr, ptr %5, align 8, !dbg !1641, !tbaa !584
  %55 = tail call i64 @luaZ_read(ptr noundef %54, ptr noundef nonnull %53, i64 noundef %36) #6, !dbg !1642
  %56 = icmp eq i64 %55, 0, !dbg !1643
  br i1 %56, label %58, label %57, !dbg !1644

57:                                               ; preds = %45
  tail call fastcc void @error(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.12) #7, !dbg !1645
  unreachable, !dbg !1645

58:                                               ; preds = %45
  %59 = load ptr, ptr %47, align 8, !dbg !1646, !tbaa !568
  %60 = getelementptr inbounds i8, ptr %59, i64 -16, !dbg !1646
  store ptr %60, ptr %47, align 8, !dbg !1646, !tbaa !568
  br label %61

61:                                               ; preds = %43, %58
  %62 = phi ptr [ %44, %43 ], [ %46, %58 ], !dbg !1647
    #dbg_value(ptr %62, !1573, !DIExpression(), !1588)
  %63 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !1648
  %64 = load i8, ptr %63, align 1, !dbg !1648, !tbaa !784
  %65 = and i8 %64, 32, !dbg !1648
  %66 = icmp eq i8 %65, 0, !dbg !1648
  br i1 %66, label %73, label %67, !dbg !1648

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %62, i64 9, !dbg !1648
  %69 = load i8, ptr %68, align 1, !dbg !1648, !tbaa !1649
  %70 = and i8 %69, 24, !dbg !1648
  %71 = icmp eq i8 %70, 0, !dbg !1648
  br i1 %71, label %73, label %72, !dbg !1648

72:                                               ; preds = %67
  call void @luaC_barrier_(ptr noundef %4, ptr noundef nonnull %1, ptr noundef nonnull %62) #6, !dbg !1648
  br label %73, !dbg !1648

73:                                               ; preds = %72, %67, %61, %33
  %74 = phi ptr [ null, %33 ], [ %62, %61 ], [ %62, %67 ], [ %62, %72 ], !dbg !1588
  ret ptr %74, !dbg !1650
}

declare !dbg !1651 hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1655 hidden ptr @luaS_createlngstrobj(ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1658 hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

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

!llvm.dbg.cu = !{!72}
!llvm.module.flags = !{!517, !518, !519, !520, !521, !522, !523}
!llvm.ident = !{!524}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 318, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lundump.c", directory: ".", checksumkind: CSK_MD5, checksum: "5902cbdf8dee8b12423fcc8d1ae280e2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 319, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 294, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 296, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 298, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 299, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 299, type: !24, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 300, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 12)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 301, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 302, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 11)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 304, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 24)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 306, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 22)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !24, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 27)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 286, type: !19, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !19, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 31)
!72 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !73, globals: !516, splitDebugInlining: false, nameTableKind: None)
!73 = !{!74, !396, !88, !86, !143, !104, !150, !474, !133, !478, !513, !487, !491, !498}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !76, line: 353, size: 1600, elements: !77)
!76 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!77 = !{!78, !90, !113, !429, !509, !510, !511, !512}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !75, file: !76, line: 354, baseType: !79, size: 128)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !80, line: 294, baseType: !81)
!80 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !80, line: 292, size: 128, elements: !82)
!82 = !{!83, !85, !89}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !81, file: !80, line: 293, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !81, file: !80, line: 293, baseType: !86, size: 8, offset: 64)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !87, line: 36, baseType: !88)
!87 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!88 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !81, file: !80, line: 293, baseType: !86, size: 8, offset: 72)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !75, file: !76, line: 355, baseType: !91, size: 256)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !80, line: 386, size: 256, elements: !92)
!92 = !{!93, !94, !95, !96, !97, !98, !100, !109}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !91, file: !80, line: 387, baseType: !84, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !91, file: !80, line: 387, baseType: !86, size: 8, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !91, file: !80, line: 387, baseType: !86, size: 8, offset: 72)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !91, file: !80, line: 388, baseType: !86, size: 8, offset: 80)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !91, file: !80, line: 389, baseType: !86, size: 8, offset: 88)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !91, file: !80, line: 390, baseType: !99, size: 32, offset: 96)
!99 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !91, file: !80, line: 394, baseType: !101, size: 64, offset: 128)
!101 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !91, file: !80, line: 391, size: 64, elements: !102)
!102 = !{!103, !107}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !101, file: !80, line: 392, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !105, line: 18, baseType: !106)
!105 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!106 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !101, file: !80, line: 393, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !91, file: !80, line: 395, baseType: !110, size: 8, offset: 192)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 1)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !75, file: !76, line: 356, baseType: !114, size: 448)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !80, line: 459, size: 448, elements: !115)
!115 = !{!116, !117, !118, !119, !121, !122, !417, !418}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !114, file: !80, line: 460, baseType: !84, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !114, file: !80, line: 460, baseType: !86, size: 8, offset: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !114, file: !80, line: 460, baseType: !86, size: 8, offset: 72)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !114, file: !80, line: 461, baseType: !120, size: 16, offset: 80)
!120 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !114, file: !80, line: 462, baseType: !104, size: 64, offset: 128)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !114, file: !80, line: 463, baseType: !123, size: 64, offset: 192)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !80, line: 737, size: 448, elements: !125)
!125 = !{!126, !127, !128, !129, !130, !131, !132, !400, !414, !415, !416}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !124, file: !80, line: 738, baseType: !84, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !124, file: !80, line: 738, baseType: !86, size: 8, offset: 64)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !124, file: !80, line: 738, baseType: !86, size: 8, offset: 72)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !124, file: !80, line: 739, baseType: !86, size: 8, offset: 80)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !124, file: !80, line: 740, baseType: !86, size: 8, offset: 88)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !124, file: !80, line: 741, baseType: !99, size: 32, offset: 96)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !124, file: !80, line: 742, baseType: !133, size: 64, offset: 128)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !80, line: 69, baseType: !135)
!135 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !80, line: 67, size: 128, elements: !136)
!136 = !{!137, !399}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !135, file: !80, line: 68, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !80, line: 57, baseType: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !80, line: 49, size: 64, elements: !140)
!140 = !{!141, !142, !144, !392, !395, !398}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !139, file: !80, line: 50, baseType: !84, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !139, file: !80, line: 51, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !139, file: !80, line: 52, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !146, line: 106, baseType: !147)
!146 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DISubroutineType(types: !149)
!149 = !{!150, !151}
!150 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !146, line: 57, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !76, line: 309, size: 1600, elements: !154)
!154 = !{!155, !156, !157, !158, !159, !160, !161, !182, !268, !323, !324, !325, !349, !350, !351, !352, !355, !356, !386, !387, !388, !389, !390, !391}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !153, file: !76, line: 310, baseType: !84, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !153, file: !76, line: 310, baseType: !86, size: 8, offset: 64)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !153, file: !76, line: 310, baseType: !86, size: 8, offset: 72)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !153, file: !76, line: 311, baseType: !86, size: 8, offset: 80)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !153, file: !76, line: 312, baseType: !86, size: 8, offset: 88)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !153, file: !76, line: 313, baseType: !120, size: 16, offset: 96)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !153, file: !76, line: 314, baseType: !162, size: 64, offset: 128)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !80, line: 168, baseType: !163)
!163 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !80, line: 165, size: 64, elements: !164)
!164 = !{!165, !178}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !163, file: !80, line: 166, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !80, line: 158, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !80, line: 154, baseType: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !80, line: 148, size: 128, elements: !170)
!170 = !{!171, !172}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !169, file: !80, line: 149, baseType: !134, size: 128)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !169, file: !80, line: 153, baseType: !173, size: 128)
!173 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !169, file: !80, line: 150, size: 128, elements: !174)
!174 = !{!175, !176, !177}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !173, file: !80, line: 151, baseType: !138, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !173, file: !80, line: 151, baseType: !86, size: 8, offset: 64)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !173, file: !80, line: 152, baseType: !120, size: 16, offset: 80)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !163, file: !80, line: 167, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !180, line: 18, baseType: !181)
!180 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!181 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !153, file: !76, line: 315, baseType: !183, size: 64, offset: 192)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !76, line: 303, baseType: !185)
!185 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !76, line: 254, size: 11328, elements: !186)
!186 = !{!187, !192, !193, !195, !196, !198, !199, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !225, !227, !228, !229, !230, !231, !232, !233, !234, !235, !236, !237, !238, !239, !240, !241, !242, !244, !245, !246, !247, !251, !255, !260, !267}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !185, file: !76, line: 255, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !146, line: 125, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DISubroutineType(types: !191)
!191 = !{!143, !143, !143, !104, !104}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !185, file: !76, line: 256, baseType: !143, size: 64, offset: 64)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !185, file: !76, line: 257, baseType: !194, size: 64, offset: 128)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !87, line: 28, baseType: !179)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !185, file: !76, line: 258, baseType: !194, size: 64, offset: 192)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !185, file: !76, line: 259, baseType: !197, size: 64, offset: 256)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !87, line: 27, baseType: !104)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !185, file: !76, line: 260, baseType: !197, size: 64, offset: 320)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !185, file: !76, line: 261, baseType: !200, size: 128, offset: 384)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !76, line: 159, baseType: !201)
!201 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !76, line: 155, size: 128, elements: !202)
!202 = !{!203, !207, !208}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !201, file: !76, line: 156, baseType: !204, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !80, line: 396, baseType: !91)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !201, file: !76, line: 157, baseType: !150, size: 32, offset: 64)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !201, file: !76, line: 158, baseType: !150, size: 32, offset: 96)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !185, file: !76, line: 262, baseType: !134, size: 128, offset: 512)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !185, file: !76, line: 263, baseType: !134, size: 128, offset: 640)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !185, file: !76, line: 264, baseType: !99, size: 32, offset: 768)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !185, file: !76, line: 265, baseType: !86, size: 8, offset: 800)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !185, file: !76, line: 266, baseType: !86, size: 8, offset: 808)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !185, file: !76, line: 267, baseType: !86, size: 8, offset: 816)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !185, file: !76, line: 268, baseType: !86, size: 8, offset: 824)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !185, file: !76, line: 269, baseType: !86, size: 8, offset: 832)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !185, file: !76, line: 270, baseType: !86, size: 8, offset: 840)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !185, file: !76, line: 271, baseType: !86, size: 8, offset: 848)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !185, file: !76, line: 272, baseType: !86, size: 8, offset: 856)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !185, file: !76, line: 273, baseType: !86, size: 8, offset: 864)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !185, file: !76, line: 274, baseType: !86, size: 8, offset: 872)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !185, file: !76, line: 275, baseType: !86, size: 8, offset: 880)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !185, file: !76, line: 276, baseType: !224, size: 64, offset: 896)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !185, file: !76, line: 277, baseType: !226, size: 64, offset: 960)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !185, file: !76, line: 278, baseType: !224, size: 64, offset: 1024)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !185, file: !76, line: 279, baseType: !224, size: 64, offset: 1088)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !185, file: !76, line: 280, baseType: !224, size: 64, offset: 1152)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !185, file: !76, line: 281, baseType: !224, size: 64, offset: 1216)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !185, file: !76, line: 282, baseType: !224, size: 64, offset: 1280)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !185, file: !76, line: 283, baseType: !224, size: 64, offset: 1344)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !185, file: !76, line: 284, baseType: !224, size: 64, offset: 1408)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !185, file: !76, line: 285, baseType: !224, size: 64, offset: 1472)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !185, file: !76, line: 287, baseType: !224, size: 64, offset: 1536)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !185, file: !76, line: 288, baseType: !224, size: 64, offset: 1600)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !185, file: !76, line: 289, baseType: !224, size: 64, offset: 1664)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !185, file: !76, line: 290, baseType: !224, size: 64, offset: 1728)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !185, file: !76, line: 291, baseType: !224, size: 64, offset: 1792)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !185, file: !76, line: 292, baseType: !224, size: 64, offset: 1856)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !185, file: !76, line: 293, baseType: !224, size: 64, offset: 1920)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !185, file: !76, line: 294, baseType: !243, size: 64, offset: 1984)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !185, file: !76, line: 295, baseType: !145, size: 64, offset: 2048)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !185, file: !76, line: 296, baseType: !243, size: 64, offset: 2112)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !185, file: !76, line: 297, baseType: !205, size: 64, offset: 2176)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !185, file: !76, line: 298, baseType: !248, size: 1600, offset: 2240)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !205, size: 1600, elements: !249)
!249 = !{!250}
!250 = !DISubrange(count: 25)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !185, file: !76, line: 299, baseType: !252, size: 576, offset: 3840)
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 576, elements: !253)
!253 = !{!254}
!254 = !DISubrange(count: 9)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !185, file: !76, line: 300, baseType: !256, size: 6784, offset: 4416)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !205, size: 6784, elements: !257)
!257 = !{!258, !259}
!258 = !DISubrange(count: 53)
!259 = !DISubrange(count: 2)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !185, file: !76, line: 301, baseType: !261, size: 64, offset: 11200)
!261 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !146, line: 131, baseType: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DISubroutineType(types: !264)
!264 = !{null, !143, !265, !150}
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !185, file: !76, line: 302, baseType: !143, size: 64, offset: 11264)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !153, file: !76, line: 316, baseType: !269, size: 64, offset: 256)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !76, line: 14, baseType: !271)
!271 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !76, line: 177, size: 512, elements: !272)
!272 = !{!273, !274, !275, !277, !278, !309, !320, !322}
!273 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !271, file: !76, line: 178, baseType: !162, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !271, file: !76, line: 179, baseType: !162, size: 64, offset: 64)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !271, file: !76, line: 180, baseType: !276, size: 64, offset: 128)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !271, file: !76, line: 180, baseType: !276, size: 64, offset: 192)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !271, file: !76, line: 192, baseType: !279, size: 192, offset: 256)
!279 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !271, file: !76, line: 181, size: 192, elements: !280)
!280 = !{!281, !296}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !279, file: !76, line: 186, baseType: !282, size: 128)
!282 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !279, file: !76, line: 182, size: 128, elements: !283)
!283 = !{!284, !289, !295}
!284 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !282, file: !76, line: 183, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !287)
!287 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !87, line: 205, baseType: !288)
!288 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !87, line: 200, baseType: !99)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !282, file: !76, line: 184, baseType: !290, size: 32, offset: 64)
!290 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !292, line: 8, baseType: !293)
!292 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!293 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !294, line: 215, baseType: !150)
!294 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!295 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !282, file: !76, line: 185, baseType: !150, size: 32, offset: 96)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !279, file: !76, line: 191, baseType: !297, size: 192)
!297 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !279, file: !76, line: 187, size: 192, elements: !298)
!298 = !{!299, !307, !308}
!299 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !297, file: !76, line: 188, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !146, line: 111, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DISubroutineType(types: !303)
!303 = !{!150, !151, !150, !304}
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !146, line: 100, baseType: !305)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !306, line: 87, baseType: !181)
!306 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!307 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !297, file: !76, line: 189, baseType: !179, size: 64, offset: 64)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !297, file: !76, line: 190, baseType: !304, size: 64, offset: 128)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !271, file: !76, line: 201, baseType: !310, size: 32, offset: 448)
!310 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !271, file: !76, line: 193, size: 32, elements: !311)
!311 = !{!312, !313, !314, !315}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !310, file: !76, line: 194, baseType: !150, size: 32)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !310, file: !76, line: 195, baseType: !150, size: 32)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !310, file: !76, line: 196, baseType: !150, size: 32)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !310, file: !76, line: 200, baseType: !316, size: 32)
!316 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !310, file: !76, line: 197, size: 32, elements: !317)
!317 = !{!318, !319}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !316, file: !76, line: 198, baseType: !120, size: 16)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !316, file: !76, line: 199, baseType: !120, size: 16, offset: 16)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !271, file: !76, line: 202, baseType: !321, size: 16, offset: 480)
!321 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !271, file: !76, line: 203, baseType: !120, size: 16, offset: 496)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !153, file: !76, line: 317, baseType: !162, size: 64, offset: 320)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !153, file: !76, line: 318, baseType: !162, size: 64, offset: 384)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !153, file: !76, line: 319, baseType: !326, size: 64, offset: 448)
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64)
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !80, line: 640, baseType: !328)
!328 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !80, line: 627, size: 320, elements: !329)
!329 = !{!330, !331, !332, !333, !338}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !328, file: !80, line: 628, baseType: !84, size: 64)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !328, file: !80, line: 628, baseType: !86, size: 8, offset: 64)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !328, file: !80, line: 628, baseType: !86, size: 8, offset: 72)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !328, file: !80, line: 632, baseType: !334, size: 64, offset: 128)
!334 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !328, file: !80, line: 629, size: 64, elements: !335)
!335 = !{!336, !337}
!336 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !334, file: !80, line: 630, baseType: !133, size: 64)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !334, file: !80, line: 631, baseType: !179, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !328, file: !80, line: 639, baseType: !339, size: 128, offset: 192)
!339 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !328, file: !80, line: 633, size: 128, elements: !340)
!340 = !{!341, !348}
!341 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !339, file: !80, line: 637, baseType: !342, size: 128)
!342 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !339, file: !80, line: 634, size: 128, elements: !343)
!343 = !{!344, !346}
!344 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !342, file: !80, line: 635, baseType: !345, size: 64)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !342, file: !80, line: 636, baseType: !347, size: 64, offset: 64)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 64)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !339, file: !80, line: 638, baseType: !134, size: 128)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !153, file: !76, line: 320, baseType: !162, size: 64, offset: 512)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !153, file: !76, line: 321, baseType: !224, size: 64, offset: 576)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !153, file: !76, line: 322, baseType: !243, size: 64, offset: 640)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !153, file: !76, line: 323, baseType: !353, size: 64, offset: 704)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !354, size: 64)
!354 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !76, line: 122, flags: DIFlagFwdDecl)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !153, file: !76, line: 324, baseType: !270, size: 512, offset: 768)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !153, file: !76, line: 325, baseType: !357, size: 64, offset: 1280)
!357 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !358)
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !146, line: 143, baseType: !359)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!360 = !DISubroutineType(types: !361)
!361 = !{null, !151, !362}
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !146, line: 137, baseType: !364)
!364 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !146, line: 475, size: 1088, elements: !365)
!365 = !{!366, !367, !368, !369, !370, !371, !372, !373, !374, !375, !376, !377, !378, !379, !380, !381, !385}
!366 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !364, file: !146, line: 476, baseType: !150, size: 32)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !364, file: !146, line: 477, baseType: !265, size: 64, offset: 64)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !364, file: !146, line: 478, baseType: !265, size: 64, offset: 128)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !364, file: !146, line: 479, baseType: !265, size: 64, offset: 192)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !364, file: !146, line: 480, baseType: !265, size: 64, offset: 256)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !364, file: !146, line: 481, baseType: !104, size: 64, offset: 320)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !364, file: !146, line: 482, baseType: !150, size: 32, offset: 384)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !364, file: !146, line: 483, baseType: !150, size: 32, offset: 416)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !364, file: !146, line: 484, baseType: !150, size: 32, offset: 448)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !364, file: !146, line: 485, baseType: !88, size: 8, offset: 480)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !364, file: !146, line: 486, baseType: !88, size: 8, offset: 488)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !364, file: !146, line: 487, baseType: !4, size: 8, offset: 496)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !364, file: !146, line: 488, baseType: !4, size: 8, offset: 504)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !364, file: !146, line: 489, baseType: !120, size: 16, offset: 512)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !364, file: !146, line: 490, baseType: !120, size: 16, offset: 528)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !364, file: !146, line: 491, baseType: !382, size: 480, offset: 544)
!382 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !383)
!383 = !{!384}
!384 = !DISubrange(count: 60)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !364, file: !146, line: 493, baseType: !276, size: 64, offset: 1024)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !153, file: !76, line: 326, baseType: !179, size: 64, offset: 1344)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !153, file: !76, line: 327, baseType: !288, size: 32, offset: 1408)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !153, file: !76, line: 328, baseType: !150, size: 32, offset: 1440)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !153, file: !76, line: 329, baseType: !150, size: 32, offset: 1472)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !153, file: !76, line: 330, baseType: !150, size: 32, offset: 1504)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !153, file: !76, line: 331, baseType: !290, size: 32, offset: 1536)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !139, file: !80, line: 53, baseType: !393, size: 64)
!393 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !146, line: 94, baseType: !394)
!394 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !139, file: !80, line: 54, baseType: !396, size: 64)
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !146, line: 90, baseType: !397)
!397 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !139, file: !80, line: 56, baseType: !86, size: 8)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !135, file: !80, line: 68, baseType: !86, size: 8, offset: 64)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !124, file: !80, line: 743, baseType: !401, size: 64, offset: 192)
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !80, line: 707, baseType: !403)
!403 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !80, line: 699, size: 192, elements: !404)
!404 = !{!405, !413}
!405 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !403, file: !80, line: 705, baseType: !406, size: 192)
!406 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !80, line: 700, size: 192, elements: !407)
!407 = !{!408, !409, !410, !411, !412}
!408 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !406, file: !80, line: 701, baseType: !138, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !406, file: !80, line: 701, baseType: !86, size: 8, offset: 64)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !406, file: !80, line: 702, baseType: !86, size: 8, offset: 72)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !406, file: !80, line: 703, baseType: !150, size: 32, offset: 96)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !406, file: !80, line: 704, baseType: !138, size: 64, offset: 128)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !403, file: !80, line: 706, baseType: !134, size: 128)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !124, file: !80, line: 744, baseType: !401, size: 64, offset: 256)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !124, file: !80, line: 745, baseType: !123, size: 64, offset: 320)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !124, file: !80, line: 746, baseType: !224, size: 64, offset: 384)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !114, file: !80, line: 464, baseType: !224, size: 64, offset: 256)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !114, file: !80, line: 465, baseType: !419, size: 128, offset: 320)
!419 = !DICompositeType(tag: DW_TAG_array_type, baseType: !420, size: 128, elements: !111)
!420 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !80, line: 452, baseType: !421)
!421 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !80, line: 449, size: 128, elements: !422)
!422 = !{!423, !424, !425, !426, !427, !428}
!423 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !421, file: !80, line: 450, baseType: !134, size: 128)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !421, file: !80, line: 451, baseType: !396, size: 64)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !421, file: !80, line: 451, baseType: !397, size: 64)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !421, file: !80, line: 451, baseType: !143, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !421, file: !80, line: 451, baseType: !393, size: 64)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !421, file: !80, line: 451, baseType: !181, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !75, file: !76, line: 357, baseType: !430, size: 384)
!430 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !80, line: 661, size: 384, elements: !431)
!431 = !{!432, !444}
!432 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !430, file: !80, line: 662, baseType: !433, size: 384)
!433 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !80, line: 651, baseType: !434)
!434 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !80, line: 647, size: 384, elements: !435)
!435 = !{!436, !437, !438, !439, !440, !441, !442}
!436 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !434, file: !80, line: 648, baseType: !84, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !434, file: !80, line: 648, baseType: !86, size: 8, offset: 64)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !434, file: !80, line: 648, baseType: !86, size: 8, offset: 72)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !434, file: !80, line: 648, baseType: !86, size: 8, offset: 80)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !434, file: !80, line: 648, baseType: !224, size: 64, offset: 128)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !434, file: !80, line: 649, baseType: !145, size: 64, offset: 192)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !434, file: !80, line: 650, baseType: !443, size: 128, offset: 256)
!443 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 128, elements: !111)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !430, file: !80, line: 663, baseType: !445, size: 320)
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !80, line: 658, baseType: !446)
!446 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !80, line: 654, size: 320, elements: !447)
!447 = !{!448, !449, !450, !451, !452, !453, !507}
!448 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !446, file: !80, line: 655, baseType: !84, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !446, file: !80, line: 655, baseType: !86, size: 8, offset: 64)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !446, file: !80, line: 655, baseType: !86, size: 8, offset: 72)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !446, file: !80, line: 655, baseType: !86, size: 8, offset: 80)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !446, file: !80, line: 655, baseType: !224, size: 64, offset: 128)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !446, file: !80, line: 656, baseType: !454, size: 64, offset: 192)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !455, size: 64)
!455 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !80, line: 550, size: 1024, elements: !456)
!456 = !{!457, !458, !459, !460, !461, !462, !463, !464, !465, !466, !467, !468, !469, !470, !471, !472, !473, !475, !477, !486, !490, !497, !505, !506}
!457 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !455, file: !80, line: 551, baseType: !84, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !455, file: !80, line: 551, baseType: !86, size: 8, offset: 64)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !455, file: !80, line: 551, baseType: !86, size: 8, offset: 72)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !455, file: !80, line: 552, baseType: !86, size: 8, offset: 80)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !455, file: !80, line: 553, baseType: !86, size: 8, offset: 88)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !455, file: !80, line: 554, baseType: !86, size: 8, offset: 96)
!463 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !455, file: !80, line: 555, baseType: !150, size: 32, offset: 128)
!464 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !455, file: !80, line: 556, baseType: !150, size: 32, offset: 160)
!465 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !455, file: !80, line: 557, baseType: !150, size: 32, offset: 192)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !455, file: !80, line: 558, baseType: !150, size: 32, offset: 224)
!467 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !455, file: !80, line: 559, baseType: !150, size: 32, offset: 256)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !455, file: !80, line: 560, baseType: !150, size: 32, offset: 288)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !455, file: !80, line: 561, baseType: !150, size: 32, offset: 320)
!470 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !455, file: !80, line: 562, baseType: !150, size: 32, offset: 352)
!471 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !455, file: !80, line: 563, baseType: !150, size: 32, offset: 384)
!472 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !455, file: !80, line: 564, baseType: !133, size: 64, offset: 448)
!473 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !455, file: !80, line: 565, baseType: !474, size: 64, offset: 512)
!474 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !455, file: !80, line: 566, baseType: !476, size: 64, offset: 576)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !454, size: 64)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !455, file: !80, line: 567, baseType: !478, size: 64, offset: 640)
!478 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !479, size: 64)
!479 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !80, line: 518, baseType: !480)
!480 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !80, line: 513, size: 128, elements: !481)
!481 = !{!482, !483, !484, !485}
!482 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !480, file: !80, line: 514, baseType: !205, size: 64)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !480, file: !80, line: 515, baseType: !86, size: 8, offset: 64)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !480, file: !80, line: 516, baseType: !86, size: 8, offset: 72)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !480, file: !80, line: 517, baseType: !86, size: 8, offset: 80)
!486 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !455, file: !80, line: 568, baseType: !487, size: 64, offset: 704)
!487 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !488, size: 64)
!488 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !87, line: 37, baseType: !489)
!489 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!490 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !455, file: !80, line: 569, baseType: !491, size: 64, offset: 768)
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !492, size: 64)
!492 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !80, line: 545, baseType: !493)
!493 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !80, line: 542, size: 64, elements: !494)
!494 = !{!495, !496}
!495 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !493, file: !80, line: 543, baseType: !150, size: 32)
!496 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !493, file: !80, line: 544, baseType: !150, size: 32, offset: 32)
!497 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !455, file: !80, line: 570, baseType: !498, size: 64, offset: 832)
!498 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !499, size: 64)
!499 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !80, line: 529, baseType: !500)
!500 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !80, line: 525, size: 128, elements: !501)
!501 = !{!502, !503, !504}
!502 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !500, file: !80, line: 526, baseType: !205, size: 64)
!503 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !500, file: !80, line: 527, baseType: !150, size: 32, offset: 64)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !500, file: !80, line: 528, baseType: !150, size: 32, offset: 96)
!505 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !455, file: !80, line: 571, baseType: !205, size: 64, offset: 896)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !455, file: !80, line: 572, baseType: !224, size: 64, offset: 960)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !446, file: !80, line: 657, baseType: !508, size: 64, offset: 256)
!508 = !DICompositeType(tag: DW_TAG_array_type, baseType: !326, size: 64, elements: !111)
!509 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !75, file: !76, line: 358, baseType: !124, size: 448)
!510 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !75, file: !76, line: 359, baseType: !455, size: 1024)
!511 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !75, file: !76, line: 360, baseType: !153, size: 1600)
!512 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !75, file: !76, line: 361, baseType: !328, size: 320)
!513 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !514, size: 64)
!514 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !515, size: 64)
!515 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !80, line: 573, baseType: !455)
!516 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !41, !46, !51, !56, !58, !63, !65, !67}
!517 = !{i32 7, !"Dwarf Version", i32 5}
!518 = !{i32 2, !"Debug Info Version", i32 3}
!519 = !{i32 1, !"wchar_size", i32 4}
!520 = !{i32 8, !"PIC Level", i32 2}
!521 = !{i32 7, !"PIE Level", i32 2}
!522 = !{i32 7, !"uwtable", i32 2}
!523 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!524 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!525 = distinct !DISubprogram(name: "luaU_undump", scope: !2, file: !2, line: 313, type: !526, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !544)
!526 = !DISubroutineType(types: !527)
!527 = !{!528, !151, !529, !265}
!528 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 64)
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZIO", file: !531, line: 18, baseType: !532)
!531 = !DIFile(filename: "src/lua/lzio.h", directory: ".", checksumkind: CSK_MD5, checksum: "00622612a9c5cd1c5e7b63f3fab5afd8")
!532 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Zio", file: !531, line: 55, size: 320, elements: !533)
!533 = !{!534, !535, !536, !542, !543}
!534 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !532, file: !531, line: 56, baseType: !104, size: 64)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !532, file: !531, line: 57, baseType: !265, size: 64, offset: 64)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "reader", scope: !532, file: !531, line: 58, baseType: !537, size: 64, offset: 128)
!537 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !146, line: 117, baseType: !538)
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 64)
!539 = !DISubroutineType(types: !540)
!540 = !{!265, !151, !143, !541}
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !532, file: !531, line: 59, baseType: !143, size: 64, offset: 192)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !532, file: !531, line: 60, baseType: !151, size: 64, offset: 256)
!544 = !{!545, !546, !547, !548, !555, !556, !558}
!545 = !DILocalVariable(name: "L", arg: 1, scope: !525, file: !2, line: 313, type: !151)
!546 = !DILocalVariable(name: "Z", arg: 2, scope: !525, file: !2, line: 313, type: !529)
!547 = !DILocalVariable(name: "name", arg: 3, scope: !525, file: !2, line: 313, type: !265)
!548 = !DILocalVariable(name: "S", scope: !525, file: !2, line: 314, type: !549)
!549 = !DIDerivedType(tag: DW_TAG_typedef, name: "LoadState", file: !2, line: 37, baseType: !550)
!550 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 33, size: 192, elements: !551)
!551 = !{!552, !553, !554}
!552 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !550, file: !2, line: 34, baseType: !151, size: 64)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "Z", scope: !550, file: !2, line: 35, baseType: !529, size: 64, offset: 64)
!554 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !550, file: !2, line: 36, baseType: !265, size: 64, offset: 128)
!555 = !DILocalVariable(name: "cl", scope: !525, file: !2, line: 315, type: !528)
!556 = !DILocalVariable(name: "io", scope: !557, file: !2, line: 326, type: !133)
!557 = distinct !DILexicalBlock(scope: !525, file: !2, line: 326, column: 3)
!558 = !DILocalVariable(name: "x_", scope: !557, file: !2, line: 326, type: !528)
!559 = distinct !DIAssignID()
!560 = distinct !DIAssignID()
!561 = distinct !DIAssignID()
!562 = distinct !DIAssignID()
!563 = distinct !DIAssignID()
!564 = !DILocation(line: 0, scope: !525)
!565 = !DILocation(line: 314, column: 3, scope: !525)
!566 = !DILocation(line: 316, column: 7, scope: !567)
!567 = distinct !DILexicalBlock(scope: !525, file: !2, line: 316, column: 7)
!568 = !{!569, !569, i64 0}
!569 = !{!"omnipotent char", !570, i64 0}
!570 = !{!"Simple C/C++ TBAA"}
!571 = !DILocation(line: 316, column: 20, scope: !567)
!572 = !DILocation(line: 317, column: 19, scope: !567)
!573 = distinct !DIAssignID()
!574 = !DILocation(line: 317, column: 5, scope: !567)
!575 = !DILocation(line: 0, scope: !567)
!576 = !{!577, !578, i64 16}
!577 = !{!"", !578, i64 0, !578, i64 8, !578, i64 16}
!578 = !{!"any pointer", !569, i64 0}
!579 = !DILocation(line: 322, column: 7, scope: !525)
!580 = !{!577, !578, i64 0}
!581 = distinct !DIAssignID()
!582 = !DILocation(line: 323, column: 5, scope: !525)
!583 = !DILocation(line: 323, column: 7, scope: !525)
!584 = !{!577, !578, i64 8}
!585 = distinct !DIAssignID()
!586 = !DILocalVariable(name: "S", arg: 1, scope: !587, file: !2, line: 292, type: !590)
!587 = distinct !DISubprogram(name: "checkHeader", scope: !2, file: !2, line: 292, type: !588, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !591)
!588 = !DISubroutineType(types: !589)
!589 = !{null, !590}
!590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !549, size: 64)
!591 = !{!586}
!592 = !DILocation(line: 0, scope: !587, inlinedAt: !593)
!593 = distinct !DILocation(line: 324, column: 3, scope: !525)
!594 = !DILocalVariable(name: "buff", scope: !595, file: !2, line: 276, type: !36)
!595 = distinct !DISubprogram(name: "checkliteral", scope: !2, file: !2, line: 275, type: !596, scopeLine: 275, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !598)
!596 = !DISubroutineType(types: !597)
!597 = !{null, !590, !265, !265}
!598 = !{!599, !600, !601, !594, !602}
!599 = !DILocalVariable(name: "S", arg: 1, scope: !595, file: !2, line: 275, type: !590)
!600 = !DILocalVariable(name: "s", arg: 2, scope: !595, file: !2, line: 275, type: !265)
!601 = !DILocalVariable(name: "msg", arg: 3, scope: !595, file: !2, line: 275, type: !265)
!602 = !DILocalVariable(name: "len", scope: !595, file: !2, line: 277, type: !104)
!603 = !DILocation(line: 0, scope: !595, inlinedAt: !604)
!604 = distinct !DILocation(line: 294, column: 3, scope: !587, inlinedAt: !593)
!605 = !DILocation(line: 276, column: 3, scope: !595, inlinedAt: !604)
!606 = !DILocalVariable(name: "S", arg: 1, scope: !607, file: !2, line: 52, type: !590)
!607 = distinct !DISubprogram(name: "loadBlock", scope: !2, file: !2, line: 52, type: !608, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !610)
!608 = !DISubroutineType(types: !609)
!609 = !{null, !590, !143, !104}
!610 = !{!606, !611, !612}
!611 = !DILocalVariable(name: "b", arg: 2, scope: !607, file: !2, line: 52, type: !143)
!612 = !DILocalVariable(name: "size", arg: 3, scope: !607, file: !2, line: 52, type: !104)
!613 = !DILocation(line: 0, scope: !607, inlinedAt: !614)
!614 = distinct !DILocation(line: 278, column: 3, scope: !595, inlinedAt: !604)
!615 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !614)
!616 = distinct !DILexicalBlock(scope: !607, file: !2, line: 53, column: 7)
!617 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !614)
!618 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !614)
!619 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !614)
!620 = !DILocation(line: 279, column: 7, scope: !621, inlinedAt: !604)
!621 = distinct !DILexicalBlock(scope: !595, file: !2, line: 279, column: 7)
!622 = !DILocation(line: 279, column: 28, scope: !621, inlinedAt: !604)
!623 = !DILocation(line: 279, column: 7, scope: !595, inlinedAt: !604)
!624 = !DILocation(line: 280, column: 5, scope: !621, inlinedAt: !604)
!625 = !DILocation(line: 281, column: 1, scope: !595, inlinedAt: !604)
!626 = !DILocalVariable(name: "S", arg: 1, scope: !627, file: !2, line: 61, type: !590)
!627 = distinct !DISubprogram(name: "loadByte", scope: !2, file: !2, line: 61, type: !628, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !630)
!628 = !DISubroutineType(types: !629)
!629 = !{!86, !590}
!630 = !{!626, !631}
!631 = !DILocalVariable(name: "b", scope: !627, file: !2, line: 62, type: !150)
!632 = !DILocation(line: 0, scope: !627, inlinedAt: !633)
!633 = distinct !DILocation(line: 295, column: 7, scope: !634, inlinedAt: !593)
!634 = distinct !DILexicalBlock(scope: !587, file: !2, line: 295, column: 7)
!635 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !633)
!636 = !{!637, !638, i64 0}
!637 = !{!"Zio", !638, i64 0, !578, i64 8, !578, i64 16, !578, i64 24, !578, i64 32}
!638 = !{!"long", !569, i64 0}
!639 = !{!637, !578, i64 8}
!640 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !633)
!641 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !633)
!642 = distinct !DILexicalBlock(scope: !627, file: !2, line: 63, column: 7)
!643 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !633)
!644 = !DILocation(line: 295, column: 19, scope: !634, inlinedAt: !593)
!645 = !DILocation(line: 295, column: 7, scope: !587, inlinedAt: !593)
!646 = !DILocation(line: 296, column: 5, scope: !634, inlinedAt: !593)
!647 = !DILocation(line: 0, scope: !627, inlinedAt: !648)
!648 = distinct !DILocation(line: 297, column: 7, scope: !649, inlinedAt: !593)
!649 = distinct !DILexicalBlock(scope: !587, file: !2, line: 297, column: 7)
!650 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !648)
!651 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !648)
!652 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !648)
!653 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !648)
!654 = !DILocation(line: 297, column: 19, scope: !649, inlinedAt: !593)
!655 = !DILocation(line: 297, column: 7, scope: !587, inlinedAt: !593)
!656 = !DILocation(line: 298, column: 5, scope: !649, inlinedAt: !593)
!657 = !DILocation(line: 0, scope: !595, inlinedAt: !658)
!658 = distinct !DILocation(line: 299, column: 3, scope: !587, inlinedAt: !593)
!659 = !DILocation(line: 276, column: 3, scope: !595, inlinedAt: !658)
!660 = !DILocation(line: 0, scope: !607, inlinedAt: !661)
!661 = distinct !DILocation(line: 278, column: 3, scope: !595, inlinedAt: !658)
!662 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !661)
!663 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !661)
!664 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !661)
!665 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !661)
!666 = !DILocation(line: 279, column: 7, scope: !621, inlinedAt: !658)
!667 = !DILocation(line: 279, column: 28, scope: !621, inlinedAt: !658)
!668 = !DILocation(line: 279, column: 7, scope: !595, inlinedAt: !658)
!669 = !DILocation(line: 280, column: 5, scope: !621, inlinedAt: !658)
!670 = !DILocation(line: 281, column: 1, scope: !595, inlinedAt: !658)
!671 = !DILocalVariable(name: "S", arg: 1, scope: !672, file: !2, line: 284, type: !590)
!672 = distinct !DISubprogram(name: "fchecksize", scope: !2, file: !2, line: 284, type: !673, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !675)
!673 = !DISubroutineType(types: !674)
!674 = !{null, !590, !104, !265}
!675 = !{!671, !676, !677}
!676 = !DILocalVariable(name: "size", arg: 2, scope: !672, file: !2, line: 284, type: !104)
!677 = !DILocalVariable(name: "tname", arg: 3, scope: !672, file: !2, line: 284, type: !265)
!678 = !DILocation(line: 0, scope: !672, inlinedAt: !679)
!679 = distinct !DILocation(line: 300, column: 3, scope: !587, inlinedAt: !593)
!680 = !DILocation(line: 0, scope: !627, inlinedAt: !681)
!681 = distinct !DILocation(line: 285, column: 7, scope: !682, inlinedAt: !679)
!682 = distinct !DILexicalBlock(scope: !672, file: !2, line: 285, column: 7)
!683 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !681)
!684 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !681)
!685 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !681)
!686 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !681)
!687 = !DILocation(line: 285, column: 7, scope: !682, inlinedAt: !679)
!688 = !DILocation(line: 285, column: 19, scope: !682, inlinedAt: !679)
!689 = !DILocation(line: 285, column: 7, scope: !672, inlinedAt: !679)
!690 = !DILocation(line: 286, column: 14, scope: !682, inlinedAt: !679)
!691 = !DILocation(line: 286, column: 5, scope: !682, inlinedAt: !679)
!692 = !DILocation(line: 0, scope: !672, inlinedAt: !693)
!693 = distinct !DILocation(line: 301, column: 3, scope: !587, inlinedAt: !593)
!694 = !DILocation(line: 0, scope: !627, inlinedAt: !695)
!695 = distinct !DILocation(line: 285, column: 7, scope: !682, inlinedAt: !693)
!696 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !695)
!697 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !695)
!698 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !695)
!699 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !695)
!700 = !DILocation(line: 285, column: 7, scope: !682, inlinedAt: !693)
!701 = !DILocation(line: 285, column: 19, scope: !682, inlinedAt: !693)
!702 = !DILocation(line: 285, column: 7, scope: !672, inlinedAt: !693)
!703 = !DILocation(line: 286, column: 14, scope: !682, inlinedAt: !693)
!704 = !DILocation(line: 286, column: 5, scope: !682, inlinedAt: !693)
!705 = !DILocation(line: 0, scope: !672, inlinedAt: !706)
!706 = distinct !DILocation(line: 302, column: 3, scope: !587, inlinedAt: !593)
!707 = !DILocation(line: 0, scope: !627, inlinedAt: !708)
!708 = distinct !DILocation(line: 285, column: 7, scope: !682, inlinedAt: !706)
!709 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !708)
!710 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !708)
!711 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !708)
!712 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !708)
!713 = !DILocation(line: 285, column: 7, scope: !682, inlinedAt: !706)
!714 = !DILocation(line: 285, column: 19, scope: !682, inlinedAt: !706)
!715 = !DILocation(line: 285, column: 7, scope: !672, inlinedAt: !706)
!716 = !DILocation(line: 286, column: 14, scope: !682, inlinedAt: !706)
!717 = !DILocation(line: 286, column: 5, scope: !682, inlinedAt: !706)
!718 = !DILocalVariable(name: "x", scope: !719, file: !2, line: 101, type: !393)
!719 = distinct !DISubprogram(name: "loadInteger", scope: !2, file: !2, line: 100, type: !720, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !722)
!720 = !DISubroutineType(types: !721)
!721 = !{!393, !590}
!722 = !{!723, !718}
!723 = !DILocalVariable(name: "S", arg: 1, scope: !719, file: !2, line: 100, type: !590)
!724 = !DILocation(line: 0, scope: !719, inlinedAt: !725)
!725 = distinct !DILocation(line: 303, column: 7, scope: !726, inlinedAt: !593)
!726 = distinct !DILexicalBlock(scope: !587, file: !2, line: 303, column: 7)
!727 = !DILocation(line: 101, column: 3, scope: !719, inlinedAt: !725)
!728 = !DILocation(line: 0, scope: !607, inlinedAt: !729)
!729 = distinct !DILocation(line: 102, column: 3, scope: !719, inlinedAt: !725)
!730 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !729)
!731 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !729)
!732 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !729)
!733 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !729)
!734 = !DILocation(line: 103, column: 10, scope: !719, inlinedAt: !725)
!735 = !{!736, !736, i64 0}
!736 = !{!"long long", !569, i64 0}
!737 = !DILocation(line: 104, column: 1, scope: !719, inlinedAt: !725)
!738 = !DILocation(line: 303, column: 22, scope: !726, inlinedAt: !593)
!739 = !DILocation(line: 303, column: 7, scope: !587, inlinedAt: !593)
!740 = !DILocation(line: 304, column: 5, scope: !726, inlinedAt: !593)
!741 = !DILocalVariable(name: "x", scope: !742, file: !2, line: 94, type: !396)
!742 = distinct !DISubprogram(name: "loadNumber", scope: !2, file: !2, line: 93, type: !743, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !745)
!743 = !DISubroutineType(types: !744)
!744 = !{!396, !590}
!745 = !{!746, !741}
!746 = !DILocalVariable(name: "S", arg: 1, scope: !742, file: !2, line: 93, type: !590)
!747 = !DILocation(line: 0, scope: !742, inlinedAt: !748)
!748 = distinct !DILocation(line: 305, column: 7, scope: !749, inlinedAt: !593)
!749 = distinct !DILexicalBlock(scope: !587, file: !2, line: 305, column: 7)
!750 = !DILocation(line: 94, column: 3, scope: !742, inlinedAt: !748)
!751 = !DILocation(line: 0, scope: !607, inlinedAt: !752)
!752 = distinct !DILocation(line: 95, column: 3, scope: !742, inlinedAt: !748)
!753 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !752)
!754 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !752)
!755 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !752)
!756 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !752)
!757 = !DILocation(line: 96, column: 10, scope: !742, inlinedAt: !748)
!758 = !{!759, !759, i64 0}
!759 = !{!"double", !569, i64 0}
!760 = !DILocation(line: 97, column: 1, scope: !742, inlinedAt: !748)
!761 = !DILocation(line: 305, column: 21, scope: !749, inlinedAt: !593)
!762 = !DILocation(line: 305, column: 7, scope: !587, inlinedAt: !593)
!763 = !DILocation(line: 306, column: 5, scope: !749, inlinedAt: !593)
!764 = !DILocation(line: 0, scope: !627, inlinedAt: !765)
!765 = distinct !DILocation(line: 325, column: 28, scope: !525)
!766 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !765)
!767 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !765)
!768 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !765)
!769 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !765)
!770 = !DILocation(line: 325, column: 28, scope: !525)
!771 = !DILocation(line: 325, column: 8, scope: !525)
!772 = !DILocation(line: 326, column: 3, scope: !557)
!773 = !DILocation(line: 0, scope: !557)
!774 = !{!775, !569, i64 8}
!775 = !{!"TValue", !569, i64 0, !569, i64 8}
!776 = !DILocation(line: 327, column: 3, scope: !525)
!777 = !DILocation(line: 328, column: 11, scope: !525)
!778 = !DILocation(line: 328, column: 7, scope: !525)
!779 = !DILocation(line: 328, column: 9, scope: !525)
!780 = !{!781, !578, i64 24}
!781 = !{!"LClosure", !578, i64 0, !569, i64 8, !569, i64 9, !569, i64 10, !578, i64 16, !578, i64 24, !569, i64 32}
!782 = !DILocation(line: 329, column: 3, scope: !525)
!783 = !{!781, !569, i64 9}
!784 = !{!785, !569, i64 9}
!785 = !{!"Proto", !578, i64 0, !569, i64 8, !569, i64 9, !569, i64 10, !569, i64 11, !569, i64 12, !786, i64 16, !786, i64 20, !786, i64 24, !786, i64 28, !786, i64 32, !786, i64 36, !786, i64 40, !786, i64 44, !786, i64 48, !578, i64 56, !578, i64 64, !578, i64 72, !578, i64 80, !578, i64 88, !578, i64 96, !578, i64 104, !578, i64 112, !578, i64 120}
!786 = !{!"int", !569, i64 0}
!787 = !DILocation(line: 330, column: 24, scope: !525)
!788 = !DILocation(line: 330, column: 3, scope: !525)
!789 = !DILocation(line: 334, column: 1, scope: !525)
!790 = !DILocation(line: 333, column: 3, scope: !525)
!791 = !DISubprogram(name: "luaF_newLclosure", scope: !792, file: !792, line: 52, type: !793, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!792 = !DIFile(filename: "src/lua/lfunc.h", directory: ".", checksumkind: CSK_MD5, checksum: "74c1a9067666bcdc4b1bc5a3ce4dd84c")
!793 = !DISubroutineType(types: !794)
!794 = !{!528, !151, !150}
!795 = !DISubprogram(name: "luaD_inctop", scope: !796, file: !796, line: 81, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!797 = !DISubroutineType(types: !798)
!798 = !{null, !151}
!799 = !DISubprogram(name: "luaF_newproto", scope: !792, file: !792, line: 50, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DISubroutineType(types: !801)
!801 = !{!514, !151}
!802 = !DISubprogram(name: "luaC_barrier_", scope: !803, file: !803, line: 196, type: !804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!804 = !DISubroutineType(types: !805)
!805 = !{null, !151, !224, !224}
!806 = distinct !DISubprogram(name: "loadFunction", scope: !2, file: !2, line: 258, type: !807, scopeLine: 258, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !809)
!807 = !DISubroutineType(types: !808)
!808 = !{null, !590, !514, !205}
!809 = !{!810, !811, !812}
!810 = !DILocalVariable(name: "S", arg: 1, scope: !806, file: !2, line: 258, type: !590)
!811 = !DILocalVariable(name: "f", arg: 2, scope: !806, file: !2, line: 258, type: !514)
!812 = !DILocalVariable(name: "psource", arg: 3, scope: !806, file: !2, line: 258, type: !205)
!813 = distinct !DIAssignID()
!814 = distinct !DIAssignID()
!815 = !DILocation(line: 0, scope: !806)
!816 = !DILocation(line: 259, column: 15, scope: !806)
!817 = !DILocation(line: 260, column: 17, scope: !818)
!818 = distinct !DILexicalBlock(scope: !806, file: !2, line: 260, column: 7)
!819 = !DILocation(line: 260, column: 7, scope: !806)
!820 = !DILocation(line: 259, column: 6, scope: !806)
!821 = !{!785, !578, i64 112}
!822 = !DILocalVariable(name: "S", arg: 1, scope: !823, file: !2, line: 88, type: !590)
!823 = distinct !DISubprogram(name: "loadInt", scope: !2, file: !2, line: 88, type: !824, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !826)
!824 = !DISubroutineType(types: !825)
!825 = !{!150, !590}
!826 = !{!822}
!827 = !DILocation(line: 0, scope: !823, inlinedAt: !828)
!828 = distinct !DILocation(line: 262, column: 20, scope: !806)
!829 = !DILocalVariable(name: "S", arg: 1, scope: !830, file: !2, line: 69, type: !590)
!830 = distinct !DISubprogram(name: "loadUnsigned", scope: !2, file: !2, line: 69, type: !831, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !833)
!831 = !DISubroutineType(types: !832)
!832 = !{!104, !590, !104}
!833 = !{!829, !834, !835, !836}
!834 = !DILocalVariable(name: "limit", arg: 2, scope: !830, file: !2, line: 69, type: !104)
!835 = !DILocalVariable(name: "x", scope: !830, file: !2, line: 70, type: !104)
!836 = !DILocalVariable(name: "b", scope: !830, file: !2, line: 71, type: !150)
!837 = !DILocation(line: 0, scope: !830, inlinedAt: !838)
!838 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !828)
!839 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !838)
!840 = !DILocation(line: 0, scope: !627, inlinedAt: !841)
!841 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !838)
!842 = distinct !DILexicalBlock(scope: !830, file: !2, line: 73, column: 6)
!843 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !841)
!844 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !841)
!845 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !841)
!846 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !841)
!847 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !838)
!848 = distinct !DILexicalBlock(scope: !842, file: !2, line: 75, column: 9)
!849 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !838)
!850 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !838)
!851 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !841)
!852 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !838)
!853 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !838)
!854 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !838)
!855 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !838)
!856 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !838)
!857 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !838)
!858 = distinct !{!858, !839, !859, !860}
!859 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !838)
!860 = !{!"llvm.loop.mustprogress"}
!861 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !828)
!862 = !DILocation(line: 262, column: 6, scope: !806)
!863 = !DILocation(line: 262, column: 18, scope: !806)
!864 = !{!785, !786, i64 44}
!865 = !DILocation(line: 0, scope: !823, inlinedAt: !866)
!866 = distinct !DILocation(line: 263, column: 24, scope: !806)
!867 = !DILocation(line: 0, scope: !830, inlinedAt: !868)
!868 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !866)
!869 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !868)
!870 = !DILocation(line: 0, scope: !627, inlinedAt: !871)
!871 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !868)
!872 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !871)
!873 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !871)
!874 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !871)
!875 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !871)
!876 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !868)
!877 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !868)
!878 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !868)
!879 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !871)
!880 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !868)
!881 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !868)
!882 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !868)
!883 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !868)
!884 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !868)
!885 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !868)
!886 = distinct !{!886, !869, !887, !860}
!887 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !868)
!888 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !866)
!889 = !DILocation(line: 263, column: 6, scope: !806)
!890 = !DILocation(line: 263, column: 22, scope: !806)
!891 = !{!785, !786, i64 48}
!892 = !DILocation(line: 0, scope: !627, inlinedAt: !893)
!893 = distinct !DILocation(line: 264, column: 18, scope: !806)
!894 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !893)
!895 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !893)
!896 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !893)
!897 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !898)
!898 = distinct !DILocation(line: 265, column: 18, scope: !806)
!899 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !893)
!900 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !893)
!901 = !DILocation(line: 264, column: 6, scope: !806)
!902 = !DILocation(line: 264, column: 16, scope: !806)
!903 = !{!785, !569, i64 10}
!904 = !DILocation(line: 0, scope: !627, inlinedAt: !898)
!905 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !898)
!906 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !898)
!907 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !908)
!908 = distinct !DILocation(line: 266, column: 21, scope: !806)
!909 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !898)
!910 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !898)
!911 = !DILocation(line: 265, column: 6, scope: !806)
!912 = !DILocation(line: 265, column: 16, scope: !806)
!913 = !{!785, !569, i64 11}
!914 = !DILocation(line: 0, scope: !627, inlinedAt: !908)
!915 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !908)
!916 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !908)
!917 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !908)
!918 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !908)
!919 = !DILocation(line: 266, column: 6, scope: !806)
!920 = !DILocation(line: 266, column: 19, scope: !806)
!921 = !{!785, !569, i64 12}
!922 = !DILocalVariable(name: "S", arg: 1, scope: !923, file: !2, line: 144, type: !590)
!923 = distinct !DISubprogram(name: "loadCode", scope: !2, file: !2, line: 144, type: !924, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !926)
!924 = !DISubroutineType(types: !925)
!925 = !{null, !590, !514}
!926 = !{!922, !927, !928}
!927 = !DILocalVariable(name: "f", arg: 2, scope: !923, file: !2, line: 144, type: !514)
!928 = !DILocalVariable(name: "n", scope: !923, file: !2, line: 145, type: !150)
!929 = !DILocation(line: 0, scope: !923, inlinedAt: !930)
!930 = distinct !DILocation(line: 267, column: 3, scope: !806)
!931 = !DILocation(line: 0, scope: !823, inlinedAt: !932)
!932 = distinct !DILocation(line: 145, column: 11, scope: !923, inlinedAt: !930)
!933 = !DILocation(line: 0, scope: !830, inlinedAt: !934)
!934 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !932)
!935 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !934)
!936 = !DILocation(line: 0, scope: !627, inlinedAt: !937)
!937 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !934)
!938 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !937)
!939 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !937)
!940 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !937)
!941 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !937)
!942 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !934)
!943 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !934)
!944 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !934)
!945 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !937)
!946 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !934)
!947 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !934)
!948 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !934)
!949 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !934)
!950 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !934)
!951 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !934)
!952 = distinct !{!952, !935, !953, !860}
!953 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !934)
!954 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !932)
!955 = !DILocation(line: 146, column: 13, scope: !923, inlinedAt: !930)
!956 = !DILocation(line: 146, column: 6, scope: !923, inlinedAt: !930)
!957 = !DILocation(line: 146, column: 11, scope: !923, inlinedAt: !930)
!958 = !{!785, !578, i64 64}
!959 = !DILocation(line: 147, column: 6, scope: !923, inlinedAt: !930)
!960 = !DILocation(line: 147, column: 15, scope: !923, inlinedAt: !930)
!961 = !{!785, !786, i64 24}
!962 = !DILocation(line: 0, scope: !607, inlinedAt: !963)
!963 = distinct !DILocation(line: 148, column: 3, scope: !923, inlinedAt: !930)
!964 = !DILocation(line: 53, column: 20, scope: !616, inlinedAt: !963)
!965 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !963)
!966 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !963)
!967 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !963)
!968 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !963)
!969 = !DILocation(line: 0, scope: !830, inlinedAt: !970)
!970 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !971)
!971 = distinct !DILocation(line: 157, column: 11, scope: !972, inlinedAt: !991)
!972 = distinct !DISubprogram(name: "loadConstants", scope: !2, file: !2, line: 155, type: !924, scopeLine: 155, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !973)
!973 = !{!974, !975, !976, !977, !978, !982, !983, !986, !988, !990}
!974 = !DILocalVariable(name: "S", arg: 1, scope: !972, file: !2, line: 155, type: !590)
!975 = !DILocalVariable(name: "f", arg: 2, scope: !972, file: !2, line: 155, type: !514)
!976 = !DILocalVariable(name: "i", scope: !972, file: !2, line: 156, type: !150)
!977 = !DILocalVariable(name: "n", scope: !972, file: !2, line: 157, type: !150)
!978 = !DILocalVariable(name: "o", scope: !979, file: !2, line: 163, type: !133)
!979 = distinct !DILexicalBlock(scope: !980, file: !2, line: 162, column: 27)
!980 = distinct !DILexicalBlock(scope: !981, file: !2, line: 162, column: 3)
!981 = distinct !DILexicalBlock(scope: !972, file: !2, line: 162, column: 3)
!982 = !DILocalVariable(name: "t", scope: !979, file: !2, line: 164, type: !150)
!983 = !DILocalVariable(name: "io", scope: !984, file: !2, line: 176, type: !133)
!984 = distinct !DILexicalBlock(scope: !985, file: !2, line: 176, column: 9)
!985 = distinct !DILexicalBlock(scope: !979, file: !2, line: 165, column: 16)
!986 = !DILocalVariable(name: "io", scope: !987, file: !2, line: 179, type: !133)
!987 = distinct !DILexicalBlock(scope: !985, file: !2, line: 179, column: 9)
!988 = !DILocalVariable(name: "io", scope: !989, file: !2, line: 183, type: !133)
!989 = distinct !DILexicalBlock(scope: !985, file: !2, line: 183, column: 9)
!990 = !DILocalVariable(name: "x_", scope: !989, file: !2, line: 183, type: !205)
!991 = distinct !DILocation(line: 268, column: 3, scope: !806)
!992 = !DILocation(line: 0, scope: !627, inlinedAt: !993)
!993 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !970)
!994 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !993)
!995 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !993)
!996 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !993)
!997 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !993)
!998 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !970)
!999 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !970)
!1000 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !970)
!1001 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !993)
!1002 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !970)
!1003 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !970)
!1004 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !970)
!1005 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !970)
!1006 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !970)
!1007 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !970)
!1008 = distinct !{!1008, !1009, !1010, !860}
!1009 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !970)
!1010 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !970)
!1011 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !971)
!1012 = !DILocation(line: 0, scope: !972, inlinedAt: !991)
!1013 = !DILocation(line: 158, column: 10, scope: !972, inlinedAt: !991)
!1014 = !DILocation(line: 158, column: 6, scope: !972, inlinedAt: !991)
!1015 = !DILocation(line: 158, column: 8, scope: !972, inlinedAt: !991)
!1016 = !{!785, !578, i64 56}
!1017 = !DILocation(line: 159, column: 6, scope: !972, inlinedAt: !991)
!1018 = !DILocation(line: 159, column: 12, scope: !972, inlinedAt: !991)
!1019 = !{!785, !786, i64 20}
!1020 = !DILocation(line: 160, column: 17, scope: !1021, inlinedAt: !991)
!1021 = distinct !DILexicalBlock(scope: !1022, file: !2, line: 160, column: 3)
!1022 = distinct !DILexicalBlock(scope: !972, file: !2, line: 160, column: 3)
!1023 = !DILocation(line: 160, column: 3, scope: !1022, inlinedAt: !991)
!1024 = !DILocation(line: 161, column: 5, scope: !1021, inlinedAt: !991)
!1025 = !DILocation(line: 160, column: 23, scope: !1021, inlinedAt: !991)
!1026 = distinct !{!1026, !1023, !1027, !860}
!1027 = !DILocation(line: 161, column: 5, scope: !1022, inlinedAt: !991)
!1028 = distinct !{!1028, !1029}
!1029 = !{!"llvm.loop.unroll.disable"}
!1030 = !DILocation(line: 162, column: 3, scope: !981, inlinedAt: !991)
!1031 = !DILocation(line: 163, column: 21, scope: !979, inlinedAt: !991)
!1032 = !DILocation(line: 163, column: 18, scope: !979, inlinedAt: !991)
!1033 = !DILocation(line: 0, scope: !979, inlinedAt: !991)
!1034 = !DILocation(line: 0, scope: !627, inlinedAt: !1035)
!1035 = distinct !DILocation(line: 164, column: 13, scope: !979, inlinedAt: !991)
!1036 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1035)
!1037 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1035)
!1038 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1035)
!1039 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1035)
!1040 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1035)
!1041 = !DILocation(line: 165, column: 5, scope: !979, inlinedAt: !991)
!1042 = !DILocation(line: 0, scope: !984, inlinedAt: !991)
!1043 = !DILocation(line: 0, scope: !742, inlinedAt: !1044)
!1044 = distinct !DILocation(line: 176, column: 9, scope: !984, inlinedAt: !991)
!1045 = !DILocation(line: 94, column: 3, scope: !742, inlinedAt: !1044)
!1046 = !DILocation(line: 0, scope: !607, inlinedAt: !1047)
!1047 = distinct !DILocation(line: 95, column: 3, scope: !742, inlinedAt: !1044)
!1048 = !DILocation(line: 53, column: 20, scope: !616, inlinedAt: !1047)
!1049 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !1047)
!1050 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !1047)
!1051 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !1047)
!1052 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !1047)
!1053 = !DILocation(line: 96, column: 10, scope: !742, inlinedAt: !1044)
!1054 = !DILocation(line: 97, column: 1, scope: !742, inlinedAt: !1044)
!1055 = !DILocation(line: 176, column: 9, scope: !984, inlinedAt: !991)
!1056 = !DILocation(line: 177, column: 9, scope: !985, inlinedAt: !991)
!1057 = !DILocation(line: 0, scope: !987, inlinedAt: !991)
!1058 = !DILocation(line: 0, scope: !719, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 179, column: 9, scope: !987, inlinedAt: !991)
!1060 = !DILocation(line: 101, column: 3, scope: !719, inlinedAt: !1059)
!1061 = !DILocation(line: 0, scope: !607, inlinedAt: !1062)
!1062 = distinct !DILocation(line: 102, column: 3, scope: !719, inlinedAt: !1059)
!1063 = !DILocation(line: 53, column: 20, scope: !616, inlinedAt: !1062)
!1064 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !1062)
!1065 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !1062)
!1066 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !1062)
!1067 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !1062)
!1068 = !DILocation(line: 103, column: 10, scope: !719, inlinedAt: !1059)
!1069 = !DILocation(line: 104, column: 1, scope: !719, inlinedAt: !1059)
!1070 = !DILocation(line: 179, column: 9, scope: !987, inlinedAt: !991)
!1071 = !DILocation(line: 180, column: 9, scope: !985, inlinedAt: !991)
!1072 = !DILocation(line: 0, scope: !989, inlinedAt: !991)
!1073 = !DILocalVariable(name: "S", arg: 1, scope: !1074, file: !2, line: 136, type: !590)
!1074 = distinct !DISubprogram(name: "loadString", scope: !2, file: !2, line: 136, type: !1075, scopeLine: 136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !1077)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{!205, !590, !514}
!1077 = !{!1073, !1078, !1079}
!1078 = !DILocalVariable(name: "p", arg: 2, scope: !1074, file: !2, line: 136, type: !514)
!1079 = !DILocalVariable(name: "st", scope: !1074, file: !2, line: 137, type: !205)
!1080 = !DILocation(line: 0, scope: !1074, inlinedAt: !1081)
!1081 = distinct !DILocation(line: 183, column: 9, scope: !989, inlinedAt: !991)
!1082 = !DILocation(line: 137, column: 17, scope: !1074, inlinedAt: !1081)
!1083 = !DILocation(line: 138, column: 10, scope: !1084, inlinedAt: !1081)
!1084 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 138, column: 7)
!1085 = !DILocation(line: 138, column: 7, scope: !1074, inlinedAt: !1081)
!1086 = !DILocation(line: 139, column: 5, scope: !1084, inlinedAt: !1081)
!1087 = !DILocation(line: 183, column: 9, scope: !989, inlinedAt: !991)
!1088 = !{!1089, !569, i64 8}
!1089 = !{!"TString", !578, i64 0, !569, i64 8, !569, i64 9, !569, i64 10, !569, i64 11, !786, i64 12, !569, i64 16, !569, i64 24}
!1090 = !DILocation(line: 184, column: 9, scope: !985, inlinedAt: !991)
!1091 = !DILocation(line: 0, scope: !985, inlinedAt: !991)
!1092 = !DILocation(line: 162, column: 23, scope: !980, inlinedAt: !991)
!1093 = !DILocation(line: 162, column: 17, scope: !980, inlinedAt: !991)
!1094 = distinct !{!1094, !1030, !1095, !860}
!1095 = !DILocation(line: 187, column: 3, scope: !981, inlinedAt: !991)
!1096 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1097)
!1097 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1098)
!1098 = distinct !DILocation(line: 214, column: 7, scope: !1099, inlinedAt: !1105)
!1099 = distinct !DISubprogram(name: "loadUpvalues", scope: !2, file: !2, line: 212, type: !924, scopeLine: 212, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !1100)
!1100 = !{!1101, !1102, !1103, !1104}
!1101 = !DILocalVariable(name: "S", arg: 1, scope: !1099, file: !2, line: 212, type: !590)
!1102 = !DILocalVariable(name: "f", arg: 2, scope: !1099, file: !2, line: 212, type: !514)
!1103 = !DILocalVariable(name: "i", scope: !1099, file: !2, line: 213, type: !150)
!1104 = !DILocalVariable(name: "n", scope: !1099, file: !2, line: 213, type: !150)
!1105 = distinct !DILocation(line: 269, column: 3, scope: !806)
!1106 = !DILocation(line: 0, scope: !830, inlinedAt: !1097)
!1107 = !DILocation(line: 0, scope: !627, inlinedAt: !1108)
!1108 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1097)
!1109 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1108)
!1110 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1108)
!1111 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1108)
!1112 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1108)
!1113 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1097)
!1114 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1097)
!1115 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1097)
!1116 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1108)
!1117 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1097)
!1118 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1097)
!1119 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1097)
!1120 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1097)
!1121 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1097)
!1122 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1097)
!1123 = distinct !{!1123, !1096, !1124, !860}
!1124 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1097)
!1125 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1098)
!1126 = !DILocation(line: 0, scope: !1099, inlinedAt: !1105)
!1127 = !DILocation(line: 215, column: 17, scope: !1099, inlinedAt: !1105)
!1128 = !DILocation(line: 215, column: 6, scope: !1099, inlinedAt: !1105)
!1129 = !DILocation(line: 215, column: 15, scope: !1099, inlinedAt: !1105)
!1130 = !{!785, !578, i64 80}
!1131 = !DILocation(line: 216, column: 6, scope: !1099, inlinedAt: !1105)
!1132 = !DILocation(line: 216, column: 19, scope: !1099, inlinedAt: !1105)
!1133 = !{!785, !786, i64 16}
!1134 = !DILocation(line: 217, column: 17, scope: !1135, inlinedAt: !1105)
!1135 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 217, column: 3)
!1136 = distinct !DILexicalBlock(scope: !1099, file: !2, line: 217, column: 3)
!1137 = !DILocation(line: 217, column: 3, scope: !1136, inlinedAt: !1105)
!1138 = !DILocation(line: 218, column: 5, scope: !1135, inlinedAt: !1105)
!1139 = !DILocation(line: 218, column: 25, scope: !1135, inlinedAt: !1105)
!1140 = !{!1141, !578, i64 0}
!1141 = !{!"Upvaldesc", !578, i64 0, !569, i64 8, !569, i64 9, !569, i64 10}
!1142 = !DILocation(line: 217, column: 23, scope: !1135, inlinedAt: !1105)
!1143 = distinct !{!1143, !1137, !1144, !860}
!1144 = !DILocation(line: 218, column: 27, scope: !1136, inlinedAt: !1105)
!1145 = distinct !{!1145, !1029}
!1146 = !DILocation(line: 219, column: 3, scope: !1147, inlinedAt: !1105)
!1147 = distinct !DILexicalBlock(scope: !1099, file: !2, line: 219, column: 3)
!1148 = !DILocation(line: 0, scope: !627, inlinedAt: !1149)
!1149 = distinct !DILocation(line: 220, column: 30, scope: !1150, inlinedAt: !1105)
!1150 = distinct !DILexicalBlock(scope: !1151, file: !2, line: 219, column: 27)
!1151 = distinct !DILexicalBlock(scope: !1147, file: !2, line: 219, column: 3)
!1152 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1149)
!1153 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1149)
!1154 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1149)
!1155 = !DILocation(line: 220, column: 8, scope: !1150, inlinedAt: !1105)
!1156 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1157)
!1157 = distinct !DILocation(line: 221, column: 26, scope: !1150, inlinedAt: !1105)
!1158 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1149)
!1159 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1149)
!1160 = !DILocation(line: 220, column: 20, scope: !1150, inlinedAt: !1105)
!1161 = !DILocation(line: 220, column: 28, scope: !1150, inlinedAt: !1105)
!1162 = !{!1141, !569, i64 8}
!1163 = !DILocation(line: 0, scope: !627, inlinedAt: !1157)
!1164 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1157)
!1165 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1157)
!1166 = !DILocation(line: 221, column: 8, scope: !1150, inlinedAt: !1105)
!1167 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1168)
!1168 = distinct !DILocation(line: 222, column: 27, scope: !1150, inlinedAt: !1105)
!1169 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1157)
!1170 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1157)
!1171 = !DILocation(line: 221, column: 20, scope: !1150, inlinedAt: !1105)
!1172 = !DILocation(line: 221, column: 24, scope: !1150, inlinedAt: !1105)
!1173 = !{!1141, !569, i64 9}
!1174 = !DILocation(line: 0, scope: !627, inlinedAt: !1168)
!1175 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1168)
!1176 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1168)
!1177 = !DILocation(line: 222, column: 8, scope: !1150, inlinedAt: !1105)
!1178 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1168)
!1179 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1168)
!1180 = !DILocation(line: 222, column: 20, scope: !1150, inlinedAt: !1105)
!1181 = !DILocation(line: 222, column: 25, scope: !1150, inlinedAt: !1105)
!1182 = !{!1141, !569, i64 10}
!1183 = !DILocation(line: 219, column: 23, scope: !1151, inlinedAt: !1105)
!1184 = !DILocation(line: 219, column: 17, scope: !1151, inlinedAt: !1105)
!1185 = distinct !{!1185, !1146, !1186, !860}
!1186 = !DILocation(line: 223, column: 3, scope: !1147, inlinedAt: !1105)
!1187 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1188)
!1188 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1189)
!1189 = distinct !DILocation(line: 193, column: 11, scope: !1190, inlinedAt: !1196)
!1190 = distinct !DISubprogram(name: "loadProtos", scope: !2, file: !2, line: 191, type: !924, scopeLine: 191, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !1191)
!1191 = !{!1192, !1193, !1194, !1195}
!1192 = !DILocalVariable(name: "S", arg: 1, scope: !1190, file: !2, line: 191, type: !590)
!1193 = !DILocalVariable(name: "f", arg: 2, scope: !1190, file: !2, line: 191, type: !514)
!1194 = !DILocalVariable(name: "i", scope: !1190, file: !2, line: 192, type: !150)
!1195 = !DILocalVariable(name: "n", scope: !1190, file: !2, line: 193, type: !150)
!1196 = distinct !DILocation(line: 270, column: 3, scope: !806)
!1197 = !DILocation(line: 0, scope: !830, inlinedAt: !1188)
!1198 = !DILocation(line: 0, scope: !627, inlinedAt: !1199)
!1199 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1188)
!1200 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1199)
!1201 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1199)
!1202 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1199)
!1203 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1199)
!1204 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1188)
!1205 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1188)
!1206 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1188)
!1207 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1199)
!1208 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1188)
!1209 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1188)
!1210 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1188)
!1211 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1188)
!1212 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1188)
!1213 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1188)
!1214 = distinct !{!1214, !1187, !1215, !860}
!1215 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1188)
!1216 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1189)
!1217 = !DILocation(line: 0, scope: !1190, inlinedAt: !1196)
!1218 = !DILocation(line: 194, column: 10, scope: !1190, inlinedAt: !1196)
!1219 = !DILocation(line: 194, column: 6, scope: !1190, inlinedAt: !1196)
!1220 = !DILocation(line: 194, column: 8, scope: !1190, inlinedAt: !1196)
!1221 = !{!785, !578, i64 72}
!1222 = !DILocation(line: 195, column: 6, scope: !1190, inlinedAt: !1196)
!1223 = !DILocation(line: 195, column: 12, scope: !1190, inlinedAt: !1196)
!1224 = !{!785, !786, i64 32}
!1225 = !DILocation(line: 196, column: 17, scope: !1226, inlinedAt: !1196)
!1226 = distinct !DILexicalBlock(scope: !1227, file: !2, line: 196, column: 3)
!1227 = distinct !DILexicalBlock(scope: !1190, file: !2, line: 196, column: 3)
!1228 = !DILocation(line: 196, column: 3, scope: !1227, inlinedAt: !1196)
!1229 = !DILocation(line: 197, column: 8, scope: !1226, inlinedAt: !1196)
!1230 = !DILocation(line: 197, column: 5, scope: !1226, inlinedAt: !1196)
!1231 = !DILocation(line: 197, column: 13, scope: !1226, inlinedAt: !1196)
!1232 = !{!578, !578, i64 0}
!1233 = !DILocation(line: 196, column: 23, scope: !1226, inlinedAt: !1196)
!1234 = distinct !{!1234, !1029}
!1235 = !DILocation(line: 198, column: 3, scope: !1236, inlinedAt: !1196)
!1236 = distinct !DILexicalBlock(scope: !1190, file: !2, line: 198, column: 3)
!1237 = distinct !{!1237, !1228, !1238, !860}
!1238 = !DILocation(line: 197, column: 15, scope: !1227, inlinedAt: !1196)
!1239 = !DILocation(line: 199, column: 32, scope: !1240, inlinedAt: !1196)
!1240 = distinct !DILexicalBlock(scope: !1241, file: !2, line: 198, column: 27)
!1241 = distinct !DILexicalBlock(scope: !1236, file: !2, line: 198, column: 3)
!1242 = !DILocation(line: 199, column: 15, scope: !1240, inlinedAt: !1196)
!1243 = !DILocation(line: 199, column: 8, scope: !1240, inlinedAt: !1196)
!1244 = !DILocation(line: 199, column: 5, scope: !1240, inlinedAt: !1196)
!1245 = !DILocation(line: 199, column: 13, scope: !1240, inlinedAt: !1196)
!1246 = !DILocation(line: 200, column: 5, scope: !1240, inlinedAt: !1196)
!1247 = !DILocation(line: 201, column: 24, scope: !1240, inlinedAt: !1196)
!1248 = !DILocation(line: 201, column: 21, scope: !1240, inlinedAt: !1196)
!1249 = !DILocation(line: 201, column: 33, scope: !1240, inlinedAt: !1196)
!1250 = !DILocation(line: 201, column: 5, scope: !1240, inlinedAt: !1196)
!1251 = !DILocation(line: 198, column: 23, scope: !1241, inlinedAt: !1196)
!1252 = !DILocation(line: 198, column: 17, scope: !1241, inlinedAt: !1196)
!1253 = distinct !{!1253, !1235, !1254, !860}
!1254 = !DILocation(line: 202, column: 3, scope: !1236, inlinedAt: !1196)
!1255 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1256)
!1256 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1257)
!1257 = distinct !DILocation(line: 229, column: 7, scope: !1258, inlinedAt: !1264)
!1258 = distinct !DISubprogram(name: "loadDebug", scope: !2, file: !2, line: 227, type: !924, scopeLine: 227, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !1259)
!1259 = !{!1260, !1261, !1262, !1263}
!1260 = !DILocalVariable(name: "S", arg: 1, scope: !1258, file: !2, line: 227, type: !590)
!1261 = !DILocalVariable(name: "f", arg: 2, scope: !1258, file: !2, line: 227, type: !514)
!1262 = !DILocalVariable(name: "i", scope: !1258, file: !2, line: 228, type: !150)
!1263 = !DILocalVariable(name: "n", scope: !1258, file: !2, line: 228, type: !150)
!1264 = distinct !DILocation(line: 271, column: 3, scope: !806)
!1265 = !DILocation(line: 0, scope: !830, inlinedAt: !1256)
!1266 = !DILocation(line: 0, scope: !627, inlinedAt: !1267)
!1267 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1256)
!1268 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1267)
!1269 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1267)
!1270 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1267)
!1271 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1267)
!1272 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1256)
!1273 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1256)
!1274 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1256)
!1275 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1267)
!1276 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1256)
!1277 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1256)
!1278 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1256)
!1279 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1256)
!1280 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1256)
!1281 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1256)
!1282 = distinct !{!1282, !1255, !1283, !860}
!1283 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1256)
!1284 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1257)
!1285 = !DILocation(line: 0, scope: !1258, inlinedAt: !1264)
!1286 = !DILocation(line: 230, column: 17, scope: !1258, inlinedAt: !1264)
!1287 = !DILocation(line: 230, column: 6, scope: !1258, inlinedAt: !1264)
!1288 = !DILocation(line: 230, column: 15, scope: !1258, inlinedAt: !1264)
!1289 = !{!785, !578, i64 88}
!1290 = !DILocation(line: 231, column: 6, scope: !1258, inlinedAt: !1264)
!1291 = !DILocation(line: 231, column: 19, scope: !1258, inlinedAt: !1264)
!1292 = !{!785, !786, i64 28}
!1293 = !DILocation(line: 0, scope: !607, inlinedAt: !1294)
!1294 = distinct !DILocation(line: 232, column: 3, scope: !1258, inlinedAt: !1264)
!1295 = !DILocation(line: 53, column: 20, scope: !616, inlinedAt: !1294)
!1296 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !1294)
!1297 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !1294)
!1298 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !1294)
!1299 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !1294)
!1300 = !DILocation(line: 0, scope: !830, inlinedAt: !1301)
!1301 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1302)
!1302 = distinct !DILocation(line: 233, column: 7, scope: !1258, inlinedAt: !1264)
!1303 = !DILocation(line: 0, scope: !627, inlinedAt: !1304)
!1304 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1301)
!1305 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1304)
!1306 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1304)
!1307 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1304)
!1308 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1304)
!1309 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1301)
!1310 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1301)
!1311 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1301)
!1312 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1304)
!1313 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1301)
!1314 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1301)
!1315 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1301)
!1316 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1301)
!1317 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1301)
!1318 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1301)
!1319 = distinct !{!1319, !1320, !1321, !860}
!1320 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1301)
!1321 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1301)
!1322 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1302)
!1323 = !DILocation(line: 234, column: 20, scope: !1258, inlinedAt: !1264)
!1324 = !DILocation(line: 234, column: 6, scope: !1258, inlinedAt: !1264)
!1325 = !DILocation(line: 234, column: 18, scope: !1258, inlinedAt: !1264)
!1326 = !{!785, !578, i64 96}
!1327 = !DILocation(line: 235, column: 6, scope: !1258, inlinedAt: !1264)
!1328 = !DILocation(line: 235, column: 22, scope: !1258, inlinedAt: !1264)
!1329 = !{!785, !786, i64 40}
!1330 = !DILocation(line: 236, column: 17, scope: !1331, inlinedAt: !1264)
!1331 = distinct !DILexicalBlock(scope: !1332, file: !2, line: 236, column: 3)
!1332 = distinct !DILexicalBlock(scope: !1258, file: !2, line: 236, column: 3)
!1333 = !DILocation(line: 236, column: 3, scope: !1332, inlinedAt: !1264)
!1334 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1335)
!1335 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1336)
!1336 = distinct !DILocation(line: 237, column: 28, scope: !1337, inlinedAt: !1264)
!1337 = distinct !DILexicalBlock(scope: !1331, file: !2, line: 236, column: 27)
!1338 = !DILocation(line: 0, scope: !830, inlinedAt: !1335)
!1339 = !DILocation(line: 0, scope: !627, inlinedAt: !1340)
!1340 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1335)
!1341 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1340)
!1342 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1340)
!1343 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1340)
!1344 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1340)
!1345 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1335)
!1346 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1335)
!1347 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1335)
!1348 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1340)
!1349 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1335)
!1350 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1335)
!1351 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1335)
!1352 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1335)
!1353 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1335)
!1354 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1335)
!1355 = distinct !{!1355, !1334, !1356, !860}
!1356 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1335)
!1357 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1336)
!1358 = !DILocation(line: 237, column: 8, scope: !1337, inlinedAt: !1264)
!1359 = !DILocation(line: 237, column: 5, scope: !1337, inlinedAt: !1264)
!1360 = !DILocation(line: 237, column: 26, scope: !1337, inlinedAt: !1264)
!1361 = !{!1362, !786, i64 0}
!1362 = !{!"AbsLineInfo", !786, i64 0, !786, i64 4}
!1363 = !DILocation(line: 0, scope: !823, inlinedAt: !1364)
!1364 = distinct !DILocation(line: 238, column: 30, scope: !1337, inlinedAt: !1264)
!1365 = !DILocation(line: 0, scope: !830, inlinedAt: !1366)
!1366 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1364)
!1367 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1366)
!1368 = !DILocation(line: 0, scope: !627, inlinedAt: !1369)
!1369 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1366)
!1370 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1369)
!1371 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1369)
!1372 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1369)
!1373 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1369)
!1374 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1366)
!1375 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1366)
!1376 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1366)
!1377 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1369)
!1378 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1366)
!1379 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1366)
!1380 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1366)
!1381 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1366)
!1382 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1366)
!1383 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1366)
!1384 = distinct !{!1384, !1367, !1385, !860}
!1385 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1366)
!1386 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1364)
!1387 = !DILocation(line: 238, column: 8, scope: !1337, inlinedAt: !1264)
!1388 = !DILocation(line: 238, column: 23, scope: !1337, inlinedAt: !1264)
!1389 = !DILocation(line: 238, column: 28, scope: !1337, inlinedAt: !1264)
!1390 = !{!1362, !786, i64 4}
!1391 = !DILocation(line: 236, column: 23, scope: !1331, inlinedAt: !1264)
!1392 = !DILocation(line: 0, scope: !823, inlinedAt: !1336)
!1393 = !DILocation(line: 0, scope: !823, inlinedAt: !1394)
!1394 = distinct !DILocation(line: 240, column: 7, scope: !1258, inlinedAt: !1264)
!1395 = !DILocation(line: 0, scope: !830, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1394)
!1397 = distinct !{!1397, !1333, !1398, !860}
!1398 = !DILocation(line: 239, column: 3, scope: !1332, inlinedAt: !1264)
!1399 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1396)
!1400 = !DILocation(line: 0, scope: !627, inlinedAt: !1401)
!1401 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1396)
!1402 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1401)
!1403 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1401)
!1404 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1401)
!1405 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1401)
!1406 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1396)
!1407 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1396)
!1408 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1396)
!1409 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1401)
!1410 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1396)
!1411 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1396)
!1412 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1396)
!1413 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1396)
!1414 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1396)
!1415 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1396)
!1416 = distinct !{!1416, !1399, !1417, !860}
!1417 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1396)
!1418 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1394)
!1419 = !DILocation(line: 241, column: 16, scope: !1258, inlinedAt: !1264)
!1420 = !DILocation(line: 241, column: 6, scope: !1258, inlinedAt: !1264)
!1421 = !DILocation(line: 241, column: 14, scope: !1258, inlinedAt: !1264)
!1422 = !{!785, !578, i64 104}
!1423 = !DILocation(line: 242, column: 6, scope: !1258, inlinedAt: !1264)
!1424 = !DILocation(line: 242, column: 18, scope: !1258, inlinedAt: !1264)
!1425 = !{!785, !786, i64 36}
!1426 = !DILocation(line: 243, column: 17, scope: !1427, inlinedAt: !1264)
!1427 = distinct !DILexicalBlock(scope: !1428, file: !2, line: 243, column: 3)
!1428 = distinct !DILexicalBlock(scope: !1258, file: !2, line: 243, column: 3)
!1429 = !DILocation(line: 243, column: 3, scope: !1428, inlinedAt: !1264)
!1430 = !DILocation(line: 244, column: 5, scope: !1427, inlinedAt: !1264)
!1431 = !DILocation(line: 244, column: 27, scope: !1427, inlinedAt: !1264)
!1432 = !{!1433, !578, i64 0}
!1433 = !{!"LocVar", !578, i64 0, !786, i64 8, !786, i64 12}
!1434 = !DILocation(line: 243, column: 23, scope: !1427, inlinedAt: !1264)
!1435 = distinct !{!1435, !1429, !1436, !860}
!1436 = !DILocation(line: 244, column: 29, scope: !1428, inlinedAt: !1264)
!1437 = distinct !{!1437, !1029}
!1438 = !DILocation(line: 245, column: 3, scope: !1439, inlinedAt: !1264)
!1439 = distinct !DILexicalBlock(scope: !1258, file: !2, line: 245, column: 3)
!1440 = !DILocation(line: 246, column: 29, scope: !1441, inlinedAt: !1264)
!1441 = distinct !DILexicalBlock(scope: !1442, file: !2, line: 245, column: 27)
!1442 = distinct !DILexicalBlock(scope: !1439, file: !2, line: 245, column: 3)
!1443 = !DILocation(line: 246, column: 8, scope: !1441, inlinedAt: !1264)
!1444 = !DILocation(line: 246, column: 5, scope: !1441, inlinedAt: !1264)
!1445 = !DILocation(line: 246, column: 27, scope: !1441, inlinedAt: !1264)
!1446 = !DILocation(line: 0, scope: !823, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 247, column: 29, scope: !1441, inlinedAt: !1264)
!1448 = !DILocation(line: 0, scope: !830, inlinedAt: !1449)
!1449 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1447)
!1450 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1449)
!1451 = !DILocation(line: 0, scope: !627, inlinedAt: !1452)
!1452 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1449)
!1453 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1452)
!1454 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1452)
!1455 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1452)
!1456 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1452)
!1457 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1449)
!1458 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1449)
!1459 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1449)
!1460 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1452)
!1461 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1449)
!1462 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1449)
!1463 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1449)
!1464 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1449)
!1465 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1449)
!1466 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1449)
!1467 = distinct !{!1467, !1450, !1468, !860}
!1468 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1449)
!1469 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1447)
!1470 = !DILocation(line: 247, column: 8, scope: !1441, inlinedAt: !1264)
!1471 = !DILocation(line: 247, column: 19, scope: !1441, inlinedAt: !1264)
!1472 = !DILocation(line: 247, column: 27, scope: !1441, inlinedAt: !1264)
!1473 = !{!1433, !786, i64 8}
!1474 = !DILocation(line: 0, scope: !823, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 248, column: 27, scope: !1441, inlinedAt: !1264)
!1476 = !DILocation(line: 0, scope: !830, inlinedAt: !1477)
!1477 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1475)
!1478 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1477)
!1479 = !DILocation(line: 0, scope: !627, inlinedAt: !1480)
!1480 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1477)
!1481 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1480)
!1482 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1480)
!1483 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1480)
!1484 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1480)
!1485 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1477)
!1486 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1477)
!1487 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1477)
!1488 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1480)
!1489 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1477)
!1490 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1477)
!1491 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1477)
!1492 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1477)
!1493 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1477)
!1494 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1477)
!1495 = distinct !{!1495, !1478, !1496, !860}
!1496 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1477)
!1497 = !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1475)
!1498 = !DILocation(line: 248, column: 8, scope: !1441, inlinedAt: !1264)
!1499 = !DILocation(line: 248, column: 19, scope: !1441, inlinedAt: !1264)
!1500 = !DILocation(line: 248, column: 25, scope: !1441, inlinedAt: !1264)
!1501 = !{!1433, !786, i64 12}
!1502 = !DILocation(line: 245, column: 23, scope: !1442, inlinedAt: !1264)
!1503 = !DILocation(line: 245, column: 17, scope: !1442, inlinedAt: !1264)
!1504 = distinct !{!1504, !1438, !1505, !860}
!1505 = !DILocation(line: 249, column: 3, scope: !1439, inlinedAt: !1264)
!1506 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1507)
!1507 = distinct !DILocation(line: 89, column: 10, scope: !823, inlinedAt: !1508)
!1508 = distinct !DILocation(line: 250, column: 7, scope: !1258, inlinedAt: !1264)
!1509 = !DILocation(line: 0, scope: !830, inlinedAt: !1507)
!1510 = !DILocation(line: 0, scope: !627, inlinedAt: !1511)
!1511 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1507)
!1512 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1511)
!1513 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1511)
!1514 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1511)
!1515 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1511)
!1516 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1507)
!1517 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1507)
!1518 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1507)
!1519 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1511)
!1520 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1507)
!1521 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1507)
!1522 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1507)
!1523 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1507)
!1524 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1507)
!1525 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1507)
!1526 = distinct !{!1526, !1506, !1527, !860}
!1527 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1507)
!1528 = !DILocation(line: 251, column: 9, scope: !1529, inlinedAt: !1264)
!1529 = distinct !DILexicalBlock(scope: !1258, file: !2, line: 251, column: 7)
!1530 = !DILocation(line: 251, column: 7, scope: !1258, inlinedAt: !1264)
!1531 = !DILocation(line: 252, column: 12, scope: !1529, inlinedAt: !1264)
!1532 = !DILocation(line: 253, column: 17, scope: !1533, inlinedAt: !1264)
!1533 = distinct !DILexicalBlock(scope: !1534, file: !2, line: 253, column: 3)
!1534 = distinct !DILexicalBlock(scope: !1258, file: !2, line: 253, column: 3)
!1535 = !DILocation(line: 253, column: 3, scope: !1534, inlinedAt: !1264)
!1536 = !DILocation(line: 254, column: 27, scope: !1533, inlinedAt: !1264)
!1537 = !DILocation(line: 254, column: 8, scope: !1533, inlinedAt: !1264)
!1538 = !DILocation(line: 254, column: 5, scope: !1533, inlinedAt: !1264)
!1539 = !DILocation(line: 254, column: 25, scope: !1533, inlinedAt: !1264)
!1540 = !DILocation(line: 253, column: 23, scope: !1533, inlinedAt: !1264)
!1541 = distinct !{!1541, !1535, !1542, !860}
!1542 = !DILocation(line: 254, column: 43, scope: !1534, inlinedAt: !1264)
!1543 = !DILocation(line: 272, column: 1, scope: !806)
!1544 = distinct !DISubprogram(name: "error", scope: !2, file: !2, line: 40, type: !1545, scopeLine: 40, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !1547)
!1545 = !DISubroutineType(types: !1546)
!1546 = !{null, !590, !265}
!1547 = !{!1548, !1549}
!1548 = !DILocalVariable(name: "S", arg: 1, scope: !1544, file: !2, line: 40, type: !590)
!1549 = !DILocalVariable(name: "why", arg: 2, scope: !1544, file: !2, line: 40, type: !265)
!1550 = !DILocation(line: 0, scope: !1544)
!1551 = !DILocation(line: 41, column: 23, scope: !1544)
!1552 = !DILocation(line: 41, column: 59, scope: !1544)
!1553 = !DILocation(line: 41, column: 3, scope: !1544)
!1554 = !DILocation(line: 42, column: 17, scope: !1544)
!1555 = !DILocation(line: 42, column: 3, scope: !1544)
!1556 = !DISubprogram(name: "luaZ_read", scope: !531, file: !531, line: 49, type: !1557, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1557 = !DISubroutineType(types: !1558)
!1558 = !{!104, !529, !143, !104}
!1559 = !DISubprogram(name: "luaO_pushfstring", scope: !80, file: !80, line: 808, type: !1560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1560 = !DISubroutineType(types: !1561)
!1561 = !{!265, !151, !265, null}
!1562 = !DISubprogram(name: "luaD_throw", scope: !796, file: !796, line: 83, type: !1563, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1563 = !DISubroutineType(types: !1564)
!1564 = !{null, !151, !150}
!1565 = !DISubprogram(name: "luaZ_fill", scope: !531, file: !531, line: 64, type: !1566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1566 = !DISubroutineType(types: !1567)
!1567 = !{!150, !529}
!1568 = distinct !DISubprogram(name: "loadStringN", scope: !2, file: !2, line: 110, type: !1075, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !1569)
!1569 = !{!1570, !1571, !1572, !1573, !1574, !1575, !1582, !1585}
!1570 = !DILocalVariable(name: "S", arg: 1, scope: !1568, file: !2, line: 110, type: !590)
!1571 = !DILocalVariable(name: "p", arg: 2, scope: !1568, file: !2, line: 110, type: !514)
!1572 = !DILocalVariable(name: "L", scope: !1568, file: !2, line: 111, type: !151)
!1573 = !DILocalVariable(name: "ts", scope: !1568, file: !2, line: 112, type: !205)
!1574 = !DILocalVariable(name: "size", scope: !1568, file: !2, line: 113, type: !104)
!1575 = !DILocalVariable(name: "buff", scope: !1576, file: !2, line: 117, type: !1579)
!1576 = distinct !DILexicalBlock(scope: !1577, file: !2, line: 116, column: 40)
!1577 = distinct !DILexicalBlock(scope: !1578, file: !2, line: 116, column: 12)
!1578 = distinct !DILexicalBlock(scope: !1568, file: !2, line: 114, column: 7)
!1579 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !1580)
!1580 = !{!1581}
!1581 = !DISubrange(count: 40)
!1582 = !DILocalVariable(name: "io", scope: !1583, file: !2, line: 123, type: !133)
!1583 = distinct !DILexicalBlock(scope: !1584, file: !2, line: 123, column: 5)
!1584 = distinct !DILexicalBlock(scope: !1577, file: !2, line: 121, column: 8)
!1585 = !DILocalVariable(name: "x_", scope: !1583, file: !2, line: 123, type: !205)
!1586 = distinct !DIAssignID()
!1587 = !DILocation(line: 0, scope: !1576)
!1588 = !DILocation(line: 0, scope: !1568)
!1589 = !DILocation(line: 111, column: 21, scope: !1568)
!1590 = !DILocalVariable(name: "S", arg: 1, scope: !1591, file: !2, line: 83, type: !590)
!1591 = distinct !DISubprogram(name: "loadSize", scope: !2, file: !2, line: 83, type: !1592, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !72, retainedNodes: !1594)
!1592 = !DISubroutineType(types: !1593)
!1593 = !{!104, !590}
!1594 = !{!1590}
!1595 = !DILocation(line: 0, scope: !1591, inlinedAt: !1596)
!1596 = distinct !DILocation(line: 113, column: 17, scope: !1568)
!1597 = !DILocation(line: 0, scope: !830, inlinedAt: !1598)
!1598 = distinct !DILocation(line: 84, column: 10, scope: !1591, inlinedAt: !1596)
!1599 = !DILocation(line: 73, column: 3, scope: !830, inlinedAt: !1598)
!1600 = !DILocation(line: 0, scope: !627, inlinedAt: !1601)
!1601 = distinct !DILocation(line: 74, column: 9, scope: !842, inlinedAt: !1598)
!1602 = !DILocation(line: 62, column: 11, scope: !627, inlinedAt: !1601)
!1603 = !DILocation(line: 63, column: 7, scope: !627, inlinedAt: !1601)
!1604 = !DILocation(line: 63, column: 9, scope: !642, inlinedAt: !1601)
!1605 = !DILocation(line: 64, column: 5, scope: !642, inlinedAt: !1601)
!1606 = !DILocation(line: 75, column: 11, scope: !848, inlinedAt: !1598)
!1607 = !DILocation(line: 75, column: 9, scope: !842, inlinedAt: !1598)
!1608 = !DILocation(line: 76, column: 7, scope: !848, inlinedAt: !1598)
!1609 = !DILocation(line: 65, column: 10, scope: !627, inlinedAt: !1601)
!1610 = !DILocation(line: 77, column: 12, scope: !842, inlinedAt: !1598)
!1611 = !DILocation(line: 77, column: 23, scope: !842, inlinedAt: !1598)
!1612 = !DILocation(line: 77, column: 20, scope: !842, inlinedAt: !1598)
!1613 = !DILocation(line: 77, column: 18, scope: !842, inlinedAt: !1598)
!1614 = !DILocation(line: 78, column: 23, scope: !830, inlinedAt: !1598)
!1615 = !DILocation(line: 78, column: 3, scope: !842, inlinedAt: !1598)
!1616 = distinct !{!1616, !1599, !1617, !860}
!1617 = !DILocation(line: 78, column: 27, scope: !830, inlinedAt: !1598)
!1618 = !DILocation(line: 114, column: 12, scope: !1578)
!1619 = !DILocation(line: 114, column: 7, scope: !1568)
!1620 = !DILocation(line: 116, column: 12, scope: !1577)
!1621 = !DILocation(line: 116, column: 19, scope: !1577)
!1622 = !DILocation(line: 116, column: 12, scope: !1578)
!1623 = !DILocation(line: 117, column: 5, scope: !1576)
!1624 = !DILocation(line: 0, scope: !607, inlinedAt: !1625)
!1625 = distinct !DILocation(line: 118, column: 5, scope: !1576)
!1626 = !DILocation(line: 53, column: 20, scope: !616, inlinedAt: !1625)
!1627 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !1625)
!1628 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !1625)
!1629 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !1625)
!1630 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !1625)
!1631 = !DILocation(line: 119, column: 10, scope: !1576)
!1632 = !DILocation(line: 120, column: 3, scope: !1577)
!1633 = !DILocation(line: 120, column: 3, scope: !1576)
!1634 = !DILocation(line: 122, column: 10, scope: !1584)
!1635 = !DILocation(line: 123, column: 5, scope: !1583)
!1636 = !DILocation(line: 0, scope: !1583)
!1637 = !DILocation(line: 124, column: 5, scope: !1584)
!1638 = !DILocation(line: 125, column: 5, scope: !1584)
!1639 = !DILocation(line: 0, scope: !607, inlinedAt: !1640)
!1640 = distinct !DILocation(line: 125, column: 5, scope: !1584)
!1641 = !DILocation(line: 53, column: 20, scope: !616, inlinedAt: !1640)
!1642 = !DILocation(line: 53, column: 7, scope: !616, inlinedAt: !1640)
!1643 = !DILocation(line: 53, column: 32, scope: !616, inlinedAt: !1640)
!1644 = !DILocation(line: 53, column: 7, scope: !607, inlinedAt: !1640)
!1645 = !DILocation(line: 54, column: 5, scope: !616, inlinedAt: !1640)
!1646 = !DILocation(line: 126, column: 13, scope: !1584)
!1647 = !DILocation(line: 0, scope: !1577)
!1648 = !DILocation(line: 128, column: 3, scope: !1568)
!1649 = !{!1089, !569, i64 9}
!1650 = !DILocation(line: 130, column: 1, scope: !1568)
!1651 = !DISubprogram(name: "luaS_newlstr", scope: !1652, file: !1652, line: 52, type: !1653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1652 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!1653 = !DISubroutineType(types: !1654)
!1654 = !{!205, !151, !265, !104}
!1655 = !DISubprogram(name: "luaS_createlngstrobj", scope: !1652, file: !1652, line: 54, type: !1656, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1656 = !DISubroutineType(types: !1657)
!1657 = !{!205, !151, !104}
!1658 = !DISubprogram(name: "luaM_malloc_", scope: !1659, file: !1659, line: 90, type: !1660, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1659 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!1660 = !DISubroutineType(types: !1661)
!1661 = !{!143, !151, !104, !150}
