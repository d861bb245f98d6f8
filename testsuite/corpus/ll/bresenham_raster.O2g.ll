; ModuleID = 'programs/bresenham_raster.c'
source_filename = "programs/bresenham_raster.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@canvas = internal global [32 x [65 x i8]] zeroinitializer, align 16, !dbg !0
@main.ex = internal unnamed_addr constant [8 x i32] [i32 30, i32 20, i32 0, i32 -20, i32 -30, i32 -20, i32 0, i32 20], align 16, !dbg !9
@main.ey = internal unnamed_addr constant [8 x i32] [i32 0, i32 14, i32 15, i32 14, i32 0, i32 -14, i32 -15, i32 -14], align 16, !dbg !33
@.str = private unnamed_addr constant [34 x i8] c"flood filled %d cells, hash %08x\0A\00", align 1, !dbg !35
@flood.stack = internal unnamed_addr global [8192 x [2 x i32]] zeroinitializer, align 16, !dbg !40

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !11 {
    #dbg_value(i32 0, !16, !DIExpression(), !75)
    #dbg_value(i64 0, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) @canvas, i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 64), align 16, !dbg !79, !tbaa !80
    #dbg_value(i64 1, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 65), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 129), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 2, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 130), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 194), align 2, !dbg !79, !tbaa !80
    #dbg_value(i64 3, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 195), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 259), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 4, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 260), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 324), align 4, !dbg !79, !tbaa !80
    #dbg_value(i64 5, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 325), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 389), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 6, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 390), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 454), align 2, !dbg !79, !tbaa !80
    #dbg_value(i64 7, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 455), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 519), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 8, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 520), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 584), align 8, !dbg !79, !tbaa !80
    #dbg_value(i64 9, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 585), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 649), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 10, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 650), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 714), align 2, !dbg !79, !tbaa !80
    #dbg_value(i64 11, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 715), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 779), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 12, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 780), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 844), align 4, !dbg !79, !tbaa !80
    #dbg_value(i64 13, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 845), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 909), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 14, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 910), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 974), align 2, !dbg !79, !tbaa !80
    #dbg_value(i64 15, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 975), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1039), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 16, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1040), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1104), align 16, !dbg !79, !tbaa !80
    #dbg_value(i64 17, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1105), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1169), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 18, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1170), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1234), align 2, !dbg !79, !tbaa !80
    #dbg_value(i64 19, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1235), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1299), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 20, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1300), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1364), align 4, !dbg !79, !tbaa !80
    #dbg_value(i64 21, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1365), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1429), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 22, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1430), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1494), align 2, !dbg !79, !tbaa !80
    #dbg_value(i64 23, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1495), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1559), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 24, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1560), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1624), align 8, !dbg !79, !tbaa !80
    #dbg_value(i64 25, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1625), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1689), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 26, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1690), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1754), align 2, !dbg !79, !tbaa !80
    #dbg_value(i64 27, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1755), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1819), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 28, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1820), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1884), align 4, !dbg !79, !tbaa !80
    #dbg_value(i64 29, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1885), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 1949), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 30, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 1950), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 2014), align 2, !dbg !79, !tbaa !80
    #dbg_value(i64 31, !16, !DIExpression(), !75)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) getelementptr inbounds (i8, ptr @canvas, i64 2015), i8 46, i64 64, i1 false), !dbg !76
  store i8 0, ptr getelementptr inbounds (i8, ptr @canvas, i64 2079), align 1, !dbg !79, !tbaa !80
    #dbg_value(i64 32, !16, !DIExpression(), !75)
  br label %150, !dbg !83

1:                                                ; preds = %197, %62
  %2 = phi i64 [ %63, %62 ], [ 0, %197 ]
  %3 = phi i32 [ %72, %62 ], [ -11, %197 ]
  %4 = phi i32 [ %66, %62 ], [ 12, %197 ]
    #dbg_value(i32 %3, !84, !DIExpression(), !95)
    #dbg_value(i64 %2, !94, !DIExpression(), !95)
    #dbg_value(i32 %4, !93, !DIExpression(), !95)
  %5 = add nsw i32 %4, 32, !dbg !97
  %6 = add nuw nsw i64 %2, 16, !dbg !99
    #dbg_value(i32 %5, !100, !DIExpression(), !107)
    #dbg_value(i64 %6, !105, !DIExpression(), !107)
    #dbg_value(i8 111, !106, !DIExpression(), !107)
  %7 = icmp ult i32 %5, 64, !dbg !109
  %8 = icmp ult i64 %2, 16, !dbg !109
  %9 = and i1 %8, %7, !dbg !109
  br i1 %9, label %10, label %13, !dbg !109

10:                                               ; preds = %1
  %11 = zext nneg i32 %5 to i64, !dbg !111
  %12 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %6, i64 %11, !dbg !111
  store i8 111, ptr %12, align 1, !dbg !112, !tbaa !80
  br label %13, !dbg !111

13:                                               ; preds = %10, %1
  %14 = add nuw nsw i64 %2, 32, !dbg !113
  %15 = add nsw i32 %4, 16, !dbg !114
    #dbg_value(i64 %14, !100, !DIExpression(), !115)
    #dbg_value(i32 %15, !105, !DIExpression(), !115)
    #dbg_value(i8 111, !106, !DIExpression(), !115)
  %16 = icmp ult i32 %15, 32, !dbg !117
  %17 = trunc nuw nsw i64 %2 to i32, !dbg !117
  %18 = or i32 %15, %17, !dbg !117
  %19 = icmp ult i32 %18, 32, !dbg !117
  br i1 %19, label %20, label %23, !dbg !117

20:                                               ; preds = %13
  %21 = zext nneg i32 %15 to i64, !dbg !118
  %22 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %21, i64 %14, !dbg !118
  store i8 111, ptr %22, align 1, !dbg !119, !tbaa !80
  br label %23, !dbg !118

23:                                               ; preds = %20, %13
  %24 = sub nsw i64 32, %2, !dbg !120
    #dbg_value(i64 %24, !100, !DIExpression(), !121)
    #dbg_value(i32 %15, !105, !DIExpression(), !121)
    #dbg_value(i8 111, !106, !DIExpression(), !121)
  %25 = icmp ult i64 %24, 64, !dbg !123
  %26 = and i1 %25, %16, !dbg !123
  br i1 %26, label %27, label %30, !dbg !123

27:                                               ; preds = %23
  %28 = zext nneg i32 %15 to i64, !dbg !124
  %29 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %28, i64 %24, !dbg !124
  store i8 111, ptr %29, align 1, !dbg !125, !tbaa !80
  br label %30, !dbg !124

30:                                               ; preds = %27, %23
  %31 = sub nsw i32 32, %4, !dbg !126
    #dbg_value(i32 %31, !100, !DIExpression(), !127)
    #dbg_value(i64 %6, !105, !DIExpression(), !127)
    #dbg_value(i8 111, !106, !DIExpression(), !127)
  %32 = icmp ult i32 %31, 64, !dbg !129
  %33 = and i1 %8, %32, !dbg !129
  br i1 %33, label %34, label %37, !dbg !129

34:                                               ; preds = %30
  %35 = zext nneg i32 %31 to i64, !dbg !130
  %36 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %6, i64 %35, !dbg !130
  store i8 111, ptr %36, align 1, !dbg !131, !tbaa !80
  br label %37, !dbg !130

37:                                               ; preds = %34, %30
  %38 = sub nsw i64 16, %2, !dbg !132
    #dbg_value(i32 %31, !100, !DIExpression(), !133)
    #dbg_value(i64 %38, !105, !DIExpression(), !133)
    #dbg_value(i8 111, !106, !DIExpression(), !133)
  %39 = icmp ult i64 %38, 32, !dbg !135
  %40 = and i1 %39, %32, !dbg !135
  br i1 %40, label %41, label %44, !dbg !135

41:                                               ; preds = %37
  %42 = zext nneg i32 %31 to i64, !dbg !136
  %43 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %38, i64 %42, !dbg !136
  store i8 111, ptr %43, align 1, !dbg !137, !tbaa !80
  br label %44, !dbg !136

44:                                               ; preds = %41, %37
  %45 = sub nsw i32 16, %4, !dbg !138
    #dbg_value(i64 %24, !100, !DIExpression(), !139)
    #dbg_value(i32 %45, !105, !DIExpression(), !139)
    #dbg_value(i8 111, !106, !DIExpression(), !139)
  %46 = icmp ult i32 %45, 32, !dbg !141
  %47 = and i1 %25, %46, !dbg !141
  br i1 %47, label %48, label %51, !dbg !141

48:                                               ; preds = %44
  %49 = zext nneg i32 %45 to i64, !dbg !142
  %50 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %49, i64 %24, !dbg !142
  store i8 111, ptr %50, align 1, !dbg !143, !tbaa !80
  br label %51, !dbg !142

51:                                               ; preds = %48, %44
    #dbg_value(i64 %14, !100, !DIExpression(), !144)
    #dbg_value(i32 %45, !105, !DIExpression(), !144)
    #dbg_value(i8 111, !106, !DIExpression(), !144)
  %52 = or i32 %45, %17, !dbg !146
  %53 = icmp ult i32 %52, 32, !dbg !146
  br i1 %53, label %54, label %57, !dbg !146

54:                                               ; preds = %51
  %55 = zext nneg i32 %45 to i64, !dbg !147
  %56 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %55, i64 %14, !dbg !147
  store i8 111, ptr %56, align 1, !dbg !148, !tbaa !80
  br label %57, !dbg !147

57:                                               ; preds = %54, %51
    #dbg_value(i32 %5, !100, !DIExpression(), !149)
    #dbg_value(i64 %38, !105, !DIExpression(), !149)
    #dbg_value(i8 111, !106, !DIExpression(), !149)
  %58 = and i1 %39, %7, !dbg !151
  br i1 %58, label %59, label %62, !dbg !151

59:                                               ; preds = %57
  %60 = zext nneg i32 %5 to i64, !dbg !152
  %61 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %38, i64 %60, !dbg !152
  store i8 111, ptr %61, align 1, !dbg !153, !tbaa !80
  br label %62, !dbg !152

62:                                               ; preds = %59, %57
  %63 = add nuw nsw i64 %2, 1, !dbg !154
    #dbg_value(i64 %63, !94, !DIExpression(), !95)
  %64 = icmp slt i32 %3, 0, !dbg !155
  %65 = add nsw i32 %4, -1, !dbg !157
  %66 = select i1 %64, i32 %4, i32 %65, !dbg !157
  %67 = select i1 %64, i32 0, i32 %65, !dbg !157
  %68 = trunc nuw i64 %63 to i32, !dbg !157
  %69 = sub nsw i32 %68, %67, !dbg !157
  %70 = shl nsw i32 %69, 1, !dbg !158
  %71 = add i32 %3, 1, !dbg !158
  %72 = add i32 %71, %70, !dbg !158
    #dbg_value(i32 %72, !84, !DIExpression(), !95)
    #dbg_value(i32 %66, !93, !DIExpression(), !95)
  %73 = sext i32 %66 to i64, !dbg !159
  %74 = icmp slt i64 %2, %73, !dbg !159
  br i1 %74, label %1, label %75, !dbg !160, !llvm.loop !161

75:                                               ; preds = %62, %80
  %76 = phi i64 [ %81, %80 ], [ 0, %62 ]
    #dbg_value(i64 %76, !164, !DIExpression(), !185)
  %77 = mul nsw i64 %76, -9
  %78 = mul nsw i64 %76, -3
  %79 = mul nuw nsw i64 %76, 12
    #dbg_value(i32 0, !177, !DIExpression(), !187)
  br label %83, !dbg !188

80:                                               ; preds = %104
  %81 = add nuw nsw i64 %76, 1, !dbg !189
    #dbg_value(i64 %81, !164, !DIExpression(), !185)
  %82 = icmp eq i64 %81, 32, !dbg !190
  br i1 %82, label %107, label %75, !dbg !191, !llvm.loop !192

83:                                               ; preds = %104, %75
  %84 = phi i64 [ 0, %75 ], [ %105, %104 ]
    #dbg_value(i64 %84, !177, !DIExpression(), !187)
    #dbg_value(i32 14, !194, !DIExpression(), !204)
    #dbg_value(i32 6, !199, !DIExpression(), !204)
    #dbg_value(i32 5, !200, !DIExpression(), !204)
    #dbg_value(i32 13, !201, !DIExpression(), !204)
    #dbg_value(i64 %84, !202, !DIExpression(), !204)
    #dbg_value(i64 %76, !203, !DIExpression(), !204)
  %85 = mul nsw i64 %84, -7, !dbg !206
  %86 = add nsw i64 %85, %77, !dbg !207
    #dbg_value(i64 %86, !180, !DIExpression(DW_OP_plus_uconst, 152, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !208)
    #dbg_value(i32 5, !194, !DIExpression(), !209)
    #dbg_value(i32 13, !199, !DIExpression(), !209)
    #dbg_value(i32 2, !200, !DIExpression(), !209)
    #dbg_value(i32 2, !201, !DIExpression(), !209)
    #dbg_value(i64 %84, !202, !DIExpression(), !209)
    #dbg_value(i64 %76, !203, !DIExpression(), !209)
  %87 = mul nuw nsw i64 %84, 11, !dbg !211
  %88 = add nsw i64 %87, %78, !dbg !212
    #dbg_value(i64 %88, !183, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !208)
    #dbg_value(i32 2, !194, !DIExpression(), !213)
    #dbg_value(i32 2, !199, !DIExpression(), !213)
    #dbg_value(i32 14, !200, !DIExpression(), !213)
    #dbg_value(i32 6, !201, !DIExpression(), !213)
    #dbg_value(i64 %84, !202, !DIExpression(), !213)
    #dbg_value(i64 %76, !203, !DIExpression(), !213)
  %89 = shl i64 %84, 2, !dbg !215
  %90 = sub nsw i64 %79, %89, !dbg !216
    #dbg_value(i64 %90, !184, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !208)
  %91 = icmp sgt i64 %86, -153, !dbg !217
  %92 = icmp sgt i64 %88, 15
  %93 = select i1 %91, i1 %92, i1 false, !dbg !219
  %94 = icmp sgt i64 %90, 15
  %95 = select i1 %93, i1 %94, i1 false, !dbg !219
  br i1 %95, label %102, label %96, !dbg !219

96:                                               ; preds = %83
    #dbg_value(i64 %90, !184, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !208)
    #dbg_value(i64 %88, !183, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !208)
    #dbg_value(i64 %88, !183, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !208)
    #dbg_value(i64 %86, !180, !DIExpression(DW_OP_plus_uconst, 152, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !208)
    #dbg_value(i64 %86, !180, !DIExpression(DW_OP_plus_uconst, 152, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !208)
  %97 = icmp sgt i64 %86, -152, !dbg !220
  %98 = icmp sgt i64 %88, 16
  %99 = select i1 %97, i1 true, i1 %98
  %100 = icmp sgt i64 %90, 16
  %101 = select i1 %99, i1 true, i1 %100, !dbg !221
  br i1 %101, label %104, label %102, !dbg !221

102:                                              ; preds = %96, %83
  %103 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %76, i64 %84, !dbg !222
  store i8 35, ptr %103, align 1, !dbg !224, !tbaa !80
  br label %104, !dbg !222

104:                                              ; preds = %102, %96
  %105 = add nuw nsw i64 %84, 1, !dbg !225
    #dbg_value(i64 %105, !177, !DIExpression(), !187)
  %106 = icmp eq i64 %105, 64, !dbg !226
  br i1 %106, label %80, label %83, !dbg !188, !llvm.loop !227

107:                                              ; preds = %80
    #dbg_assign(i1 undef, !52, !DIExpression(), !229, ptr poison, !DIExpression(), !230)
    #dbg_value(i32 60, !46, !DIExpression(), !232)
    #dbg_value(i32 30, !47, !DIExpression(), !232)
    #dbg_value(i8 46, !48, !DIExpression(), !232)
    #dbg_value(i8 126, !49, !DIExpression(), !232)
    #dbg_value(i32 0, !50, !DIExpression(), !232)
    #dbg_value(i32 0, !51, !DIExpression(), !232)
  store i32 60, ptr @flood.stack, align 16, !dbg !233, !tbaa !234
  store i32 30, ptr getelementptr inbounds (i8, ptr @flood.stack, i64 4), align 4, !dbg !236, !tbaa !234
    #dbg_value(i32 1, !50, !DIExpression(), !232)
    #dbg_value(i32 0, !51, !DIExpression(), !232)
  br label %108, !dbg !237

108:                                              ; preds = %131, %107
  %109 = phi i32 [ 0, %107 ], [ %146, %131 ]
  %110 = phi i64 [ 1, %107 ], [ %145, %131 ]
    #dbg_value(i32 %109, !51, !DIExpression(), !232)
    #dbg_value(i32 poison, !50, !DIExpression(), !232)
  %111 = shl i64 %110, 32, !dbg !237
  %112 = ashr exact i64 %111, 32, !dbg !237
  br label %113, !dbg !237

113:                                              ; preds = %129, %108
  %114 = phi i64 [ %112, %108 ], [ %115, %129 ]
  %115 = add nsw i64 %114, -1, !dbg !237
    #dbg_value(i64 %114, !50, !DIExpression(), !232)
    #dbg_value(i64 %115, !50, !DIExpression(), !232)
  %116 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %115, !dbg !238
  %117 = load i32, ptr %116, align 8, !dbg !238, !tbaa !234
    #dbg_value(i32 %117, !46, !DIExpression(), !232)
  %118 = getelementptr inbounds i8, ptr %116, i64 4, !dbg !239
  %119 = load i32, ptr %118, align 4, !dbg !239, !tbaa !234
    #dbg_value(i32 %119, !47, !DIExpression(), !232)
  %120 = icmp ugt i32 %117, 63, !dbg !240
  %121 = icmp ugt i32 %119, 31, !dbg !240
  %122 = select i1 %120, i1 true, i1 %121, !dbg !240
  br i1 %122, label %129, label %123, !dbg !240

123:                                              ; preds = %113
  %124 = zext nneg i32 %119 to i64, !dbg !242
  %125 = zext nneg i32 %117 to i64, !dbg !242
  %126 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %124, i64 %125, !dbg !242
  %127 = load i8, ptr %126, align 1, !dbg !242, !tbaa !80
  %128 = icmp eq i8 %127, 46, !dbg !243
  br i1 %128, label %131, label %129, !dbg !244

129:                                              ; preds = %123, %113
    #dbg_value(i32 %109, !51, !DIExpression(), !232)
    #dbg_value(i64 %115, !50, !DIExpression(), !232)
  %130 = icmp eq i64 %115, 0, !dbg !237
  br i1 %130, label %148, label %113, !dbg !237, !llvm.loop !245

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %116, i64 4
  store i8 126, ptr %126, align 1, !dbg !247, !tbaa !80
    #dbg_value(i32 %146, !51, !DIExpression(), !232)
    #dbg_assign(i1 undef, !52, !DIExpression(), !248, ptr poison, !DIExpression(), !230)
    #dbg_value(i32 0, !58, !DIExpression(), !249)
    #dbg_value(i64 poison, !50, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !232)
    #dbg_value(i64 0, !58, !DIExpression(), !249)
    #dbg_value(i64 %115, !50, !DIExpression(), !232)
  %133 = add nuw nsw i32 %117, 1, !dbg !250
  store i32 %133, ptr %116, align 8, !dbg !253, !tbaa !234
  store i32 %119, ptr %132, align 4, !dbg !254, !tbaa !234
    #dbg_value(i64 %114, !50, !DIExpression(), !232)
    #dbg_value(i64 1, !58, !DIExpression(), !249)
  %134 = add nsw i32 %117, -1, !dbg !250
  %135 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %114, !dbg !255
  store i32 %134, ptr %135, align 8, !dbg !253, !tbaa !234
  %136 = getelementptr inbounds i8, ptr %135, i64 4, !dbg !256
  store i32 %119, ptr %136, align 4, !dbg !254, !tbaa !234
  %137 = add nsw i64 %114, 1, !dbg !257
    #dbg_value(i64 %137, !50, !DIExpression(), !232)
    #dbg_value(i64 2, !58, !DIExpression(), !249)
  %138 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %137, !dbg !255
  store i32 %117, ptr %138, align 8, !dbg !253, !tbaa !234
  %139 = add nuw nsw i32 %119, 1, !dbg !258
  %140 = getelementptr inbounds i8, ptr %138, i64 4, !dbg !256
  store i32 %139, ptr %140, align 4, !dbg !254, !tbaa !234
  %141 = add nsw i64 %114, 2, !dbg !257
    #dbg_value(i64 %141, !50, !DIExpression(), !232)
    #dbg_value(i64 3, !58, !DIExpression(), !249)
  %142 = getelementptr inbounds [8192 x [2 x i32]], ptr @flood.stack, i64 0, i64 %141, !dbg !255
  store i32 %117, ptr %142, align 8, !dbg !253, !tbaa !234
  %143 = add nsw i32 %119, -1, !dbg !258
  %144 = getelementptr inbounds i8, ptr %142, i64 4, !dbg !256
  store i32 %143, ptr %144, align 4, !dbg !254, !tbaa !234
  %145 = add nsw i64 %114, 3, !dbg !257
    #dbg_value(i64 %145, !50, !DIExpression(), !232)
    #dbg_value(i64 4, !58, !DIExpression(), !249)
  %146 = add nuw nsw i32 %109, 1, !dbg !259
    #dbg_value(i32 %146, !51, !DIExpression(), !232)
    #dbg_value(i64 %145, !50, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !232)
  %147 = icmp eq i64 %145, 0, !dbg !237
  br i1 %147, label %148, label %108, !dbg !237

148:                                              ; preds = %131, %129
  %149 = phi i32 [ %109, %129 ], [ %146, %131 ]
    #dbg_value(i32 %149, !20, !DIExpression(), !260)
    #dbg_value(i32 0, !21, !DIExpression(), !260)
    #dbg_value(i32 0, !23, !DIExpression(), !261)
  br label %203, !dbg !262

150:                                              ; preds = %0, %197
  %151 = phi i64 [ 0, %0 ], [ %198, %197 ]
    #dbg_value(i64 %151, !18, !DIExpression(), !263)
  %152 = getelementptr inbounds [8 x i32], ptr @main.ex, i64 0, i64 %151, !dbg !264
  %153 = load i32, ptr %152, align 4, !dbg !264, !tbaa !234
  %154 = add nsw i32 %153, 32, !dbg !267
  %155 = getelementptr inbounds [8 x i32], ptr @main.ey, i64 0, i64 %151, !dbg !268
  %156 = load i32, ptr %155, align 4, !dbg !268, !tbaa !234
  %157 = add nsw i32 %156, 16, !dbg !269
  %158 = trunc i64 %151 to i8, !dbg !270
  %159 = or disjoint i8 %158, 48, !dbg !270
    #dbg_value(i32 32, !271, !DIExpression(), !289)
    #dbg_value(i32 16, !276, !DIExpression(), !289)
    #dbg_value(i32 %154, !277, !DIExpression(), !289)
    #dbg_value(i32 %157, !278, !DIExpression(), !289)
    #dbg_value(i8 %159, !279, !DIExpression(), !289)
  %160 = tail call i32 @llvm.abs.i32(i32 %153, i1 true), !dbg !291
    #dbg_value(i32 %160, !280, !DIExpression(), !289)
  %161 = add nsw i64 %151, -7, !dbg !292
  %162 = icmp ult i64 %161, -5, !dbg !292
  %163 = select i1 %162, i32 1, i32 -1, !dbg !293
    #dbg_value(i32 %163, !281, !DIExpression(), !289)
  %164 = tail call i32 @llvm.abs.i32(i32 %156, i1 true), !dbg !294
  %165 = sub nsw i32 0, %164, !dbg !295
    #dbg_value(i32 %165, !282, !DIExpression(), !289)
  %166 = add nsw i64 %151, -1, !dbg !296
  %167 = icmp ult i64 %166, 3, !dbg !296
  %168 = select i1 %167, i32 1, i32 -1, !dbg !297
    #dbg_value(i32 %168, !283, !DIExpression(), !289)
  %169 = sub nsw i32 %160, %164, !dbg !298
    #dbg_value(i32 %169, !284, !DIExpression(), !289)
  br label %170, !dbg !299

170:                                              ; preds = %185, %150
  %171 = phi i32 [ 16, %150 ], [ %194, %185 ]
  %172 = phi i32 [ %169, %150 ], [ %196, %185 ], !dbg !289
  %173 = phi i32 [ 32, %150 ], [ %191, %185 ]
    #dbg_value(i32 %173, !271, !DIExpression(), !289)
    #dbg_value(i32 %172, !284, !DIExpression(), !289)
    #dbg_value(i32 %171, !276, !DIExpression(), !289)
    #dbg_value(i32 %173, !100, !DIExpression(), !300)
    #dbg_value(i32 %171, !105, !DIExpression(), !300)
    #dbg_value(i8 %159, !106, !DIExpression(), !300)
  %174 = icmp ult i32 %173, 64, !dbg !302
  %175 = icmp ult i32 %171, 32, !dbg !302
  %176 = and i1 %175, %174, !dbg !302
  br i1 %176, label %177, label %181, !dbg !302

177:                                              ; preds = %170
  %178 = zext nneg i32 %171 to i64, !dbg !303
  %179 = zext nneg i32 %173 to i64, !dbg !303
  %180 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %178, i64 %179, !dbg !303
  store i8 %159, ptr %180, align 1, !dbg !304, !tbaa !80
  br label %181, !dbg !303

181:                                              ; preds = %177, %170
  %182 = icmp eq i32 %173, %154, !dbg !305
  %183 = icmp eq i32 %171, %157
  %184 = and i1 %183, %182, !dbg !307
  br i1 %184, label %197, label %185, !dbg !307

185:                                              ; preds = %181
  %186 = shl nsw i32 %172, 1, !dbg !308
    #dbg_value(i32 %186, !285, !DIExpression(), !309)
  %187 = icmp slt i32 %186, %165, !dbg !310
  %188 = select i1 %187, i32 0, i32 %164, !dbg !312
  %189 = sub i32 %172, %188, !dbg !312
  %190 = select i1 %187, i32 0, i32 %163, !dbg !312
  %191 = add nsw i32 %190, %173, !dbg !312
    #dbg_value(i32 %191, !271, !DIExpression(), !289)
    #dbg_value(i32 %189, !284, !DIExpression(), !289)
  %192 = icmp sgt i32 %186, %160, !dbg !313
  %193 = select i1 %192, i32 0, i32 %168, !dbg !315
  %194 = add nsw i32 %193, %171, !dbg !315
  %195 = select i1 %192, i32 0, i32 %160, !dbg !315
  %196 = add nsw i32 %189, %195, !dbg !315
    #dbg_value(i32 %196, !284, !DIExpression(), !289)
    #dbg_value(i32 %194, !276, !DIExpression(), !289)
  br label %170, !dbg !316, !llvm.loop !317

197:                                              ; preds = %181
  %198 = add nuw nsw i64 %151, 1, !dbg !320
    #dbg_value(i64 %198, !18, !DIExpression(), !263)
  %199 = icmp eq i64 %198, 8, !dbg !321
  br i1 %199, label %1, label %150, !dbg !83, !llvm.loop !322

200:                                              ; preds = %208
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %149, i32 noundef %236), !dbg !324
  %202 = and i32 %149, 127, !dbg !325
  ret i32 %202, !dbg !326

203:                                              ; preds = %148, %208
  %204 = phi i64 [ 0, %148 ], [ %209, %208 ]
  %205 = phi i32 [ 0, %148 ], [ %236, %208 ]
    #dbg_value(i64 %204, !23, !DIExpression(), !261)
    #dbg_value(i32 %205, !21, !DIExpression(), !260)
  %206 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %204, !dbg !327
  %207 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) %206), !dbg !328
    #dbg_value(i32 0, !25, !DIExpression(), !329)
  br label %211, !dbg !330

208:                                              ; preds = %211
  %209 = add nuw nsw i64 %204, 1, !dbg !331
    #dbg_value(i64 %209, !23, !DIExpression(), !261)
    #dbg_value(i32 %236, !21, !DIExpression(), !260)
  %210 = icmp eq i64 %209, 32, !dbg !332
  br i1 %210, label %200, label %203, !dbg !262, !llvm.loop !333

211:                                              ; preds = %211, %203
  %212 = phi i64 [ 0, %203 ], [ %237, %211 ]
  %213 = phi i32 [ %205, %203 ], [ %236, %211 ]
    #dbg_value(i64 %212, !25, !DIExpression(), !329)
    #dbg_value(i32 %213, !21, !DIExpression(), !260)
  %214 = mul i32 %213, 31, !dbg !335
  %215 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %204, i64 %212, !dbg !337
  %216 = load i8, ptr %215, align 1, !dbg !337, !tbaa !80
  %217 = zext i8 %216 to i32, !dbg !338
  %218 = add i32 %214, %217, !dbg !339
    #dbg_value(i32 %218, !21, !DIExpression(), !260)
  %219 = or disjoint i64 %212, 1, !dbg !340
    #dbg_value(i64 %219, !25, !DIExpression(), !329)
  %220 = mul i32 %218, 31, !dbg !335
  %221 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %204, i64 %219, !dbg !337
  %222 = load i8, ptr %221, align 1, !dbg !337, !tbaa !80
  %223 = zext i8 %222 to i32, !dbg !338
  %224 = add i32 %220, %223, !dbg !339
    #dbg_value(i32 %224, !21, !DIExpression(), !260)
  %225 = or disjoint i64 %212, 2, !dbg !340
    #dbg_value(i64 %225, !25, !DIExpression(), !329)
  %226 = mul i32 %224, 31, !dbg !335
  %227 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %204, i64 %225, !dbg !337
  %228 = load i8, ptr %227, align 1, !dbg !337, !tbaa !80
  %229 = zext i8 %228 to i32, !dbg !338
  %230 = add i32 %226, %229, !dbg !339
    #dbg_value(i32 %230, !21, !DIExpression(), !260)
  %231 = or disjoint i64 %212, 3, !dbg !340
    #dbg_value(i64 %231, !25, !DIExpression(), !329)
  %232 = mul i32 %230, 31, !dbg !335
  %233 = getelementptr inbounds [32 x [65 x i8]], ptr @canvas, i64 0, i64 %204, i64 %231, !dbg !337
  %234 = load i8, ptr %233, align 1, !dbg !337, !tbaa !80
  %235 = zext i8 %234 to i32, !dbg !338
  %236 = add i32 %232, %235, !dbg !339
    #dbg_value(i32 %236, !21, !DIExpression(), !260)
  %237 = add nuw nsw i64 %212, 4, !dbg !340
    #dbg_value(i64 %237, !25, !DIExpression(), !329)
  %238 = icmp eq i64 %237, 64, !dbg !341
  br i1 %238, label %208, label %211, !dbg !330, !llvm.loop !342
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare !dbg !344 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !350 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "canvas", scope: !2, file: !3, line: 10, type: !63, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/bresenham_raster.c", directory: ".", checksumkind: CSK_MD5, checksum: "237ae91abbc9366ae5bd1e6db903d14b")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !33, !35, !0, !40}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "ex", scope: !11, file: !3, line: 47, type: !29, isLocal: true, isDefinition: true)
!11 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !12, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !18, !20, !21, !23, !25}
!16 = !DILocalVariable(name: "y", scope: !17, file: !3, line: 46, type: !14)
!17 = distinct !DILexicalBlock(scope: !11, file: !3, line: 46, column: 5)
!18 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 47, type: !14)
!19 = distinct !DILexicalBlock(scope: !11, file: !3, line: 47, column: 5)
!20 = !DILocalVariable(name: "filled", scope: !11, file: !3, line: 50, type: !14)
!21 = !DILocalVariable(name: "h", scope: !11, file: !3, line: 51, type: !22)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DILocalVariable(name: "y", scope: !24, file: !3, line: 52, type: !14)
!24 = distinct !DILexicalBlock(scope: !11, file: !3, line: 52, column: 5)
!25 = !DILocalVariable(name: "x", scope: !26, file: !3, line: 52, type: !14)
!26 = distinct !DILexicalBlock(scope: !27, file: !3, line: 52, column: 52)
!27 = distinct !DILexicalBlock(scope: !28, file: !3, line: 52, column: 33)
!28 = distinct !DILexicalBlock(scope: !24, file: !3, line: 52, column: 5)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 256, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!31 = !{!32}
!32 = !DISubrange(count: 8)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "ey", scope: !11, file: !3, line: 47, type: !29, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 272, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 34)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "stack", scope: !42, file: !3, line: 33, type: !60, isLocal: true, isDefinition: true)
!42 = distinct !DISubprogram(name: "flood", scope: !3, file: !3, line: 32, type: !43, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!14, !14, !14, !5, !5}
!45 = !{!46, !47, !48, !49, !50, !51, !52, !58}
!46 = !DILocalVariable(name: "x", arg: 1, scope: !42, file: !3, line: 32, type: !14)
!47 = !DILocalVariable(name: "y", arg: 2, scope: !42, file: !3, line: 32, type: !14)
!48 = !DILocalVariable(name: "from", arg: 3, scope: !42, file: !3, line: 32, type: !5)
!49 = !DILocalVariable(name: "to", arg: 4, scope: !42, file: !3, line: 32, type: !5)
!50 = !DILocalVariable(name: "sp", scope: !42, file: !3, line: 33, type: !14)
!51 = !DILocalVariable(name: "n", scope: !42, file: !3, line: 33, type: !14)
!52 = !DILocalVariable(name: "d", scope: !53, file: !3, line: 39, type: !54)
!53 = distinct !DILexicalBlock(scope: !42, file: !3, line: 35, column: 16)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 256, elements: !55)
!55 = !{!56, !57}
!56 = !DISubrange(count: 4)
!57 = !DISubrange(count: 2)
!58 = !DILocalVariable(name: "k", scope: !59, file: !3, line: 40, type: !14)
!59 = distinct !DILexicalBlock(scope: !53, file: !3, line: 40, column: 9)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 524288, elements: !61)
!61 = !{!62, !57}
!62 = !DISubrange(count: 8192)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16640, elements: !64)
!64 = !{!65, !66}
!65 = !DISubrange(count: 32)
!66 = !DISubrange(count: 65)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = !DILocation(line: 0, scope: !17)
!76 = !DILocation(line: 46, column: 35, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 46, column: 33)
!78 = distinct !DILexicalBlock(scope: !17, file: !3, line: 46, column: 5)
!79 = !DILocation(line: 46, column: 75, scope: !77)
!80 = !{!81, !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 47, column: 5, scope: !19)
!84 = !DILocalVariable(name: "err", scope: !85, file: !3, line: 17, type: !14)
!85 = distinct !DISubprogram(name: "circle", scope: !3, file: !3, line: 16, type: !86, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !14, !14, !14, !5}
!88 = !{!89, !90, !91, !92, !93, !94, !84}
!89 = !DILocalVariable(name: "cx", arg: 1, scope: !85, file: !3, line: 16, type: !14)
!90 = !DILocalVariable(name: "cy", arg: 2, scope: !85, file: !3, line: 16, type: !14)
!91 = !DILocalVariable(name: "r", arg: 3, scope: !85, file: !3, line: 16, type: !14)
!92 = !DILocalVariable(name: "c", arg: 4, scope: !85, file: !3, line: 16, type: !5)
!93 = !DILocalVariable(name: "x", scope: !85, file: !3, line: 17, type: !14)
!94 = !DILocalVariable(name: "y", scope: !85, file: !3, line: 17, type: !14)
!95 = !DILocation(line: 0, scope: !85, inlinedAt: !96)
!96 = distinct !DILocation(line: 48, column: 5, scope: !11)
!97 = !DILocation(line: 19, column: 17, scope: !98, inlinedAt: !96)
!98 = distinct !DILexicalBlock(scope: !85, file: !3, line: 18, column: 20)
!99 = !DILocation(line: 19, column: 25, scope: !98, inlinedAt: !96)
!100 = !DILocalVariable(name: "x", arg: 1, scope: !101, file: !3, line: 11, type: !14)
!101 = distinct !DISubprogram(name: "plot", scope: !3, file: !3, line: 11, type: !102, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{null, !14, !14, !5}
!104 = !{!100, !105, !106}
!105 = !DILocalVariable(name: "y", arg: 2, scope: !101, file: !3, line: 11, type: !14)
!106 = !DILocalVariable(name: "c", arg: 3, scope: !101, file: !3, line: 11, type: !5)
!107 = !DILocation(line: 0, scope: !101, inlinedAt: !108)
!108 = distinct !DILocation(line: 19, column: 9, scope: !98, inlinedAt: !96)
!109 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !108)
!110 = distinct !DILexicalBlock(scope: !101, file: !3, line: 11, column: 46)
!111 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !108)
!112 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !108)
!113 = !DILocation(line: 19, column: 42, scope: !98, inlinedAt: !96)
!114 = !DILocation(line: 19, column: 50, scope: !98, inlinedAt: !96)
!115 = !DILocation(line: 0, scope: !101, inlinedAt: !116)
!116 = distinct !DILocation(line: 19, column: 34, scope: !98, inlinedAt: !96)
!117 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !116)
!118 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !116)
!119 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !116)
!120 = !DILocation(line: 19, column: 67, scope: !98, inlinedAt: !96)
!121 = !DILocation(line: 0, scope: !101, inlinedAt: !122)
!122 = distinct !DILocation(line: 19, column: 59, scope: !98, inlinedAt: !96)
!123 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !122)
!124 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !122)
!125 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !122)
!126 = !DILocation(line: 19, column: 92, scope: !98, inlinedAt: !96)
!127 = !DILocation(line: 0, scope: !101, inlinedAt: !128)
!128 = distinct !DILocation(line: 19, column: 84, scope: !98, inlinedAt: !96)
!129 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !128)
!130 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !128)
!131 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !128)
!132 = !DILocation(line: 20, column: 25, scope: !98, inlinedAt: !96)
!133 = !DILocation(line: 0, scope: !101, inlinedAt: !134)
!134 = distinct !DILocation(line: 20, column: 9, scope: !98, inlinedAt: !96)
!135 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !134)
!136 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !134)
!137 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !134)
!138 = !DILocation(line: 20, column: 50, scope: !98, inlinedAt: !96)
!139 = !DILocation(line: 0, scope: !101, inlinedAt: !140)
!140 = distinct !DILocation(line: 20, column: 34, scope: !98, inlinedAt: !96)
!141 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !140)
!142 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !140)
!143 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !140)
!144 = !DILocation(line: 0, scope: !101, inlinedAt: !145)
!145 = distinct !DILocation(line: 20, column: 59, scope: !98, inlinedAt: !96)
!146 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !145)
!147 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !145)
!148 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !145)
!149 = !DILocation(line: 0, scope: !101, inlinedAt: !150)
!150 = distinct !DILocation(line: 20, column: 84, scope: !98, inlinedAt: !96)
!151 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !150)
!152 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !150)
!153 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !150)
!154 = !DILocation(line: 21, column: 10, scope: !98, inlinedAt: !96)
!155 = !DILocation(line: 22, column: 17, scope: !156, inlinedAt: !96)
!156 = distinct !DILexicalBlock(scope: !98, file: !3, line: 22, column: 13)
!157 = !DILocation(line: 22, column: 13, scope: !98, inlinedAt: !96)
!158 = !DILocation(line: 22, scope: !156, inlinedAt: !96)
!159 = !DILocation(line: 18, column: 14, scope: !85, inlinedAt: !96)
!160 = !DILocation(line: 18, column: 5, scope: !85, inlinedAt: !96)
!161 = distinct !{!161, !160, !162, !163}
!162 = !DILocation(line: 23, column: 5, scope: !85, inlinedAt: !96)
!163 = !{!"llvm.loop.mustprogress"}
!164 = !DILocalVariable(name: "y", scope: !165, file: !3, line: 27, type: !14)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 27, column: 5)
!166 = distinct !DISubprogram(name: "triangle", scope: !3, file: !3, line: 26, type: !167, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !14, !14, !14, !14, !14, !14, !5}
!169 = !{!170, !171, !172, !173, !174, !175, !176, !164, !177, !180, !183, !184}
!170 = !DILocalVariable(name: "ax", arg: 1, scope: !166, file: !3, line: 26, type: !14)
!171 = !DILocalVariable(name: "ay", arg: 2, scope: !166, file: !3, line: 26, type: !14)
!172 = !DILocalVariable(name: "bx", arg: 3, scope: !166, file: !3, line: 26, type: !14)
!173 = !DILocalVariable(name: "by", arg: 4, scope: !166, file: !3, line: 26, type: !14)
!174 = !DILocalVariable(name: "cx", arg: 5, scope: !166, file: !3, line: 26, type: !14)
!175 = !DILocalVariable(name: "cy", arg: 6, scope: !166, file: !3, line: 26, type: !14)
!176 = !DILocalVariable(name: "c", arg: 7, scope: !166, file: !3, line: 26, type: !5)
!177 = !DILocalVariable(name: "x", scope: !178, file: !3, line: 27, type: !14)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 27, column: 33)
!179 = distinct !DILexicalBlock(scope: !165, file: !3, line: 27, column: 5)
!180 = !DILocalVariable(name: "w0", scope: !181, file: !3, line: 28, type: !7)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 27, column: 61)
!182 = distinct !DILexicalBlock(scope: !178, file: !3, line: 27, column: 33)
!183 = !DILocalVariable(name: "w1", scope: !181, file: !3, line: 28, type: !7)
!184 = !DILocalVariable(name: "w2", scope: !181, file: !3, line: 28, type: !7)
!185 = !DILocation(line: 0, scope: !165, inlinedAt: !186)
!186 = distinct !DILocation(line: 49, column: 5, scope: !11)
!187 = !DILocation(line: 0, scope: !178, inlinedAt: !186)
!188 = !DILocation(line: 27, column: 33, scope: !178, inlinedAt: !186)
!189 = !DILocation(line: 27, column: 29, scope: !179, inlinedAt: !186)
!190 = !DILocation(line: 27, column: 23, scope: !179, inlinedAt: !186)
!191 = !DILocation(line: 27, column: 5, scope: !165, inlinedAt: !186)
!192 = distinct !{!192, !191, !193, !163}
!193 = !DILocation(line: 30, column: 5, scope: !165, inlinedAt: !186)
!194 = !DILocalVariable(name: "ax", arg: 1, scope: !195, file: !3, line: 25, type: !14)
!195 = distinct !DISubprogram(name: "edge", scope: !3, file: !3, line: 25, type: !196, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!7, !14, !14, !14, !14, !14, !14}
!198 = !{!194, !199, !200, !201, !202, !203}
!199 = !DILocalVariable(name: "ay", arg: 2, scope: !195, file: !3, line: 25, type: !14)
!200 = !DILocalVariable(name: "bx", arg: 3, scope: !195, file: !3, line: 25, type: !14)
!201 = !DILocalVariable(name: "by", arg: 4, scope: !195, file: !3, line: 25, type: !14)
!202 = !DILocalVariable(name: "px", arg: 5, scope: !195, file: !3, line: 25, type: !14)
!203 = !DILocalVariable(name: "py", arg: 6, scope: !195, file: !3, line: 25, type: !14)
!204 = !DILocation(line: 0, scope: !195, inlinedAt: !205)
!205 = distinct !DILocation(line: 28, column: 19, scope: !181, inlinedAt: !186)
!206 = !DILocation(line: 25, column: 121, scope: !195, inlinedAt: !205)
!207 = !DILocation(line: 25, column: 103, scope: !195, inlinedAt: !205)
!208 = !DILocation(line: 0, scope: !181, inlinedAt: !186)
!209 = !DILocation(line: 0, scope: !195, inlinedAt: !210)
!210 = distinct !DILocation(line: 28, column: 52, scope: !181, inlinedAt: !186)
!211 = !DILocation(line: 25, column: 121, scope: !195, inlinedAt: !210)
!212 = !DILocation(line: 25, column: 103, scope: !195, inlinedAt: !210)
!213 = !DILocation(line: 0, scope: !195, inlinedAt: !214)
!214 = distinct !DILocation(line: 28, column: 85, scope: !181, inlinedAt: !186)
!215 = !DILocation(line: 25, column: 121, scope: !195, inlinedAt: !214)
!216 = !DILocation(line: 25, column: 103, scope: !195, inlinedAt: !214)
!217 = !DILocation(line: 29, column: 17, scope: !218, inlinedAt: !186)
!218 = distinct !DILexicalBlock(scope: !181, file: !3, line: 29, column: 13)
!219 = !DILocation(line: 29, column: 22, scope: !218, inlinedAt: !186)
!220 = !DILocation(line: 29, column: 52, scope: !218, inlinedAt: !186)
!221 = !DILocation(line: 29, column: 57, scope: !218, inlinedAt: !186)
!222 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !223)
!223 = distinct !DILocation(line: 29, column: 81, scope: !218, inlinedAt: !186)
!224 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !223)
!225 = !DILocation(line: 27, column: 57, scope: !182, inlinedAt: !186)
!226 = !DILocation(line: 27, column: 51, scope: !182, inlinedAt: !186)
!227 = distinct !{!227, !188, !228, !163}
!228 = !DILocation(line: 30, column: 5, scope: !178, inlinedAt: !186)
!229 = distinct !DIAssignID()
!230 = !DILocation(line: 0, scope: !53, inlinedAt: !231)
!231 = distinct !DILocation(line: 50, column: 18, scope: !11)
!232 = !DILocation(line: 0, scope: !42, inlinedAt: !231)
!233 = !DILocation(line: 34, column: 18, scope: !42, inlinedAt: !231)
!234 = !{!235, !235, i64 0}
!235 = !{!"int", !81, i64 0}
!236 = !DILocation(line: 34, column: 36, scope: !42, inlinedAt: !231)
!237 = !DILocation(line: 35, column: 5, scope: !42, inlinedAt: !231)
!238 = !DILocation(line: 36, column: 19, scope: !53, inlinedAt: !231)
!239 = !DILocation(line: 36, column: 37, scope: !53, inlinedAt: !231)
!240 = !DILocation(line: 37, column: 19, scope: !241, inlinedAt: !231)
!241 = distinct !DILexicalBlock(scope: !53, file: !3, line: 37, column: 13)
!242 = !DILocation(line: 37, column: 51, scope: !241, inlinedAt: !231)
!243 = !DILocation(line: 37, column: 64, scope: !241, inlinedAt: !231)
!244 = !DILocation(line: 37, column: 13, scope: !53, inlinedAt: !231)
!245 = distinct !{!245, !237, !246, !163}
!246 = !DILocation(line: 41, column: 5, scope: !42, inlinedAt: !231)
!247 = !DILocation(line: 38, column: 22, scope: !53, inlinedAt: !231)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 0, scope: !59, inlinedAt: !231)
!250 = !DILocation(line: 40, column: 56, scope: !251, inlinedAt: !231)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 40, column: 37)
!252 = distinct !DILexicalBlock(scope: !59, file: !3, line: 40, column: 9)
!253 = !DILocation(line: 40, column: 52, scope: !251, inlinedAt: !231)
!254 = !DILocation(line: 40, column: 80, scope: !251, inlinedAt: !231)
!255 = !DILocation(line: 40, column: 39, scope: !251, inlinedAt: !231)
!256 = !DILocation(line: 40, column: 67, scope: !251, inlinedAt: !231)
!257 = !DILocation(line: 40, column: 97, scope: !251, inlinedAt: !231)
!258 = !DILocation(line: 40, column: 84, scope: !251, inlinedAt: !231)
!259 = !DILocation(line: 38, column: 29, scope: !53, inlinedAt: !231)
!260 = !DILocation(line: 0, scope: !11)
!261 = !DILocation(line: 0, scope: !24)
!262 = !DILocation(line: 52, column: 5, scope: !24)
!263 = !DILocation(line: 0, scope: !19)
!264 = !DILocation(line: 47, column: 156, scope: !265)
!265 = distinct !DILexicalBlock(scope: !266, file: !3, line: 47, column: 33)
!266 = distinct !DILexicalBlock(scope: !19, file: !3, line: 47, column: 5)
!267 = !DILocation(line: 47, column: 154, scope: !265)
!268 = !DILocation(line: 47, column: 168, scope: !265)
!269 = !DILocation(line: 47, column: 166, scope: !265)
!270 = !DILocation(line: 47, column: 175, scope: !265)
!271 = !DILocalVariable(name: "x0", arg: 1, scope: !272, file: !3, line: 12, type: !14)
!272 = distinct !DISubprogram(name: "line", scope: !3, file: !3, line: 12, type: !273, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !14, !14, !14, !14, !5}
!275 = !{!271, !276, !277, !278, !279, !280, !281, !282, !283, !284, !285}
!276 = !DILocalVariable(name: "y0", arg: 2, scope: !272, file: !3, line: 12, type: !14)
!277 = !DILocalVariable(name: "x1", arg: 3, scope: !272, file: !3, line: 12, type: !14)
!278 = !DILocalVariable(name: "y1", arg: 4, scope: !272, file: !3, line: 12, type: !14)
!279 = !DILocalVariable(name: "c", arg: 5, scope: !272, file: !3, line: 12, type: !5)
!280 = !DILocalVariable(name: "dx", scope: !272, file: !3, line: 13, type: !14)
!281 = !DILocalVariable(name: "sx", scope: !272, file: !3, line: 13, type: !14)
!282 = !DILocalVariable(name: "dy", scope: !272, file: !3, line: 13, type: !14)
!283 = !DILocalVariable(name: "sy", scope: !272, file: !3, line: 13, type: !14)
!284 = !DILocalVariable(name: "err", scope: !272, file: !3, line: 13, type: !14)
!285 = !DILocalVariable(name: "e2", scope: !286, file: !3, line: 14, type: !14)
!286 = distinct !DILexicalBlock(scope: !287, file: !3, line: 14, column: 14)
!287 = distinct !DILexicalBlock(scope: !288, file: !3, line: 14, column: 5)
!288 = distinct !DILexicalBlock(scope: !272, file: !3, line: 14, column: 5)
!289 = !DILocation(line: 0, scope: !272, inlinedAt: !290)
!290 = distinct !DILocation(line: 47, column: 138, scope: !265)
!291 = !DILocation(line: 13, column: 14, scope: !272, inlinedAt: !290)
!292 = !DILocation(line: 13, column: 36, scope: !272, inlinedAt: !290)
!293 = !DILocation(line: 13, column: 33, scope: !272, inlinedAt: !290)
!294 = !DILocation(line: 13, column: 57, scope: !272, inlinedAt: !290)
!295 = !DILocation(line: 13, column: 56, scope: !272, inlinedAt: !290)
!296 = !DILocation(line: 13, column: 79, scope: !272, inlinedAt: !290)
!297 = !DILocation(line: 13, column: 76, scope: !272, inlinedAt: !290)
!298 = !DILocation(line: 13, column: 103, scope: !272, inlinedAt: !290)
!299 = !DILocation(line: 14, column: 5, scope: !272, inlinedAt: !290)
!300 = !DILocation(line: 0, scope: !101, inlinedAt: !301)
!301 = distinct !DILocation(line: 14, column: 16, scope: !286, inlinedAt: !290)
!302 = !DILocation(line: 11, column: 53, scope: !110, inlinedAt: !301)
!303 = !DILocation(line: 11, column: 82, scope: !110, inlinedAt: !301)
!304 = !DILocation(line: 11, column: 95, scope: !110, inlinedAt: !301)
!305 = !DILocation(line: 14, column: 40, scope: !306, inlinedAt: !290)
!306 = distinct !DILexicalBlock(scope: !286, file: !3, line: 14, column: 37)
!307 = !DILocation(line: 14, column: 46, scope: !306, inlinedAt: !290)
!308 = !DILocation(line: 14, column: 77, scope: !286, inlinedAt: !290)
!309 = !DILocation(line: 0, scope: !286, inlinedAt: !290)
!310 = !DILocation(line: 14, column: 91, scope: !311, inlinedAt: !290)
!311 = distinct !DILexicalBlock(scope: !286, file: !3, line: 14, column: 88)
!312 = !DILocation(line: 14, column: 88, scope: !286, inlinedAt: !290)
!313 = !DILocation(line: 14, column: 130, scope: !314, inlinedAt: !290)
!314 = distinct !DILexicalBlock(scope: !286, file: !3, line: 14, column: 127)
!315 = !DILocation(line: 14, column: 127, scope: !286, inlinedAt: !290)
!316 = !DILocation(line: 14, column: 5, scope: !287, inlinedAt: !290)
!317 = distinct !{!317, !318, !319}
!318 = !DILocation(line: 14, column: 5, scope: !288, inlinedAt: !290)
!319 = !DILocation(line: 14, column: 162, scope: !288, inlinedAt: !290)
!320 = !DILocation(line: 47, column: 29, scope: !266)
!321 = !DILocation(line: 47, column: 23, scope: !266)
!322 = distinct !{!322, !83, !323, !163}
!323 = !DILocation(line: 47, column: 193, scope: !19)
!324 = !DILocation(line: 53, column: 5, scope: !11)
!325 = !DILocation(line: 54, column: 19, scope: !11)
!326 = !DILocation(line: 55, column: 1, scope: !11)
!327 = !DILocation(line: 52, column: 40, scope: !27)
!328 = !DILocation(line: 52, column: 35, scope: !27)
!329 = !DILocation(line: 0, scope: !26)
!330 = !DILocation(line: 52, column: 52, scope: !26)
!331 = !DILocation(line: 52, column: 29, scope: !28)
!332 = !DILocation(line: 52, column: 23, scope: !28)
!333 = distinct !{!333, !262, !334, !163}
!334 = !DILocation(line: 52, column: 122, scope: !24)
!335 = !DILocation(line: 52, column: 86, scope: !336)
!336 = distinct !DILexicalBlock(scope: !26, file: !3, line: 52, column: 52)
!337 = !DILocation(line: 52, column: 108, scope: !336)
!338 = !DILocation(line: 52, column: 93, scope: !336)
!339 = !DILocation(line: 52, column: 91, scope: !336)
!340 = !DILocation(line: 52, column: 76, scope: !336)
!341 = !DILocation(line: 52, column: 70, scope: !336)
!342 = distinct !{!342, !330, !343, !163}
!343 = !DILocation(line: 52, column: 119, scope: !26)
!344 = !DISubprogram(name: "puts", scope: !345, file: !345, line: 661, type: !346, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!346 = !DISubroutineType(types: !347)
!347 = !{!14, !348}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64)
!349 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!350 = !DISubprogram(name: "printf", scope: !345, file: !345, line: 356, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!14, !353, null}
!353 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !348)
