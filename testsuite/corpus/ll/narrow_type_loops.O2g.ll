; ModuleID = 'programs/narrow_type_loops.c'
source_filename = "programs/narrow_type_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"sum_u8=%u mac_i16=%d fletcher16=%04x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [41 x i8] c"saturated=%d zeroed=%d mixed_incr=%u %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [40 x i8] c"counter=%d wraps=%d hist0=%d hist15=%d\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !40 {
  %1 = alloca [1000 x i8], align 16, !DIAssignID !75
    #dbg_assign(i1 undef, !45, !DIExpression(), !75, ptr %1, !DIExpression(), !76)
  %2 = alloca [300 x i16], align 16, !DIAssignID !77
    #dbg_assign(i1 undef, !49, !DIExpression(), !77, ptr %2, !DIExpression(), !76)
  %3 = alloca [300 x i16], align 16, !DIAssignID !78
    #dbg_assign(i1 undef, !53, !DIExpression(), !78, ptr %3, !DIExpression(), !76)
  %4 = alloca [16 x i16], align 16, !DIAssignID !79
    #dbg_assign(i1 undef, !69, !DIExpression(), !79, ptr %4, !DIExpression(), !76)
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %1) #8, !dbg !80
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %2) #8, !dbg !81
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %3) #8, !dbg !81
    #dbg_value(i32 0, !54, !DIExpression(), !82)
  br label %5, !dbg !83

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %11, %5 ], !dbg !84
  %7 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %12, %5 ], !dbg !86
  %8 = mul <16 x i8> %7, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>, !dbg !86
  %9 = add <16 x i8> %8, <i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11>, !dbg !86
  %10 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %6, !dbg !87
  store <16 x i8> %9, ptr %10, align 16, !dbg !88, !tbaa !89
  %11 = add nuw i64 %6, 16, !dbg !84
  %12 = add <16 x i8> %7, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !86
  %13 = icmp eq i64 %11, 992, !dbg !84
  br i1 %13, label %14, label %5, !dbg !84, !llvm.loop !92

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %1, i64 992, !dbg !87
  store <8 x i8> <i8 107, i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110>, ptr %15, align 16, !dbg !88, !tbaa !89
  br label %16, !dbg !97

16:                                               ; preds = %14, %16
  %17 = phi i64 [ %32, %16 ], [ 0, %14 ], !dbg !98
  %18 = phi <8 x i16> [ %33, %16 ], [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>, %14 ], !dbg !100
  %19 = add <8 x i16> %18, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>, !dbg !100
  %20 = mul nuw nsw <8 x i16> %18, <i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101>, !dbg !100
  %21 = mul nuw nsw <8 x i16> %19, <i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101, i16 101>, !dbg !100
  %22 = add nsw <8 x i16> %20, <i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000>, !dbg !100
  %23 = add nsw <8 x i16> %21, <i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000, i16 -15000>, !dbg !100
  %24 = getelementptr inbounds [300 x i16], ptr %2, i64 0, i64 %17, !dbg !102
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !103
  store <8 x i16> %22, ptr %24, align 16, !dbg !103, !tbaa !104
  store <8 x i16> %23, ptr %25, align 16, !dbg !103, !tbaa !104
  %26 = urem <8 x i16> %18, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>, !dbg !106
  %27 = urem <8 x i16> %19, <i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17, i16 17>, !dbg !106
  %28 = add nsw <8 x i16> %26, <i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8>, !dbg !107
  %29 = add nsw <8 x i16> %27, <i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8, i16 -8>, !dbg !107
  %30 = getelementptr inbounds [300 x i16], ptr %3, i64 0, i64 %17, !dbg !108
  %31 = getelementptr inbounds i8, ptr %30, i64 16, !dbg !109
  store <8 x i16> %28, ptr %30, align 16, !dbg !109, !tbaa !104
  store <8 x i16> %29, ptr %31, align 16, !dbg !109, !tbaa !104
  %32 = add nuw i64 %17, 16, !dbg !98
  %33 = add <8 x i16> %18, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>, !dbg !100
  %34 = icmp eq i64 %32, 288, !dbg !98
  br i1 %34, label %66, label %16, !dbg !98, !llvm.loop !110

35:                                               ; preds = %50, %66
  %36 = phi i64 [ 0, %66 ], [ %62, %50 ], !dbg !112
  %37 = phi <4 x i32> [ zeroinitializer, %66 ], [ %60, %50 ]
  %38 = phi <4 x i32> [ zeroinitializer, %66 ], [ %61, %50 ]
  %39 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %36, !dbg !114
  %40 = getelementptr inbounds i8, ptr %39, i64 4, !dbg !114
  %41 = load <4 x i8>, ptr %39, align 16, !dbg !114, !tbaa !89
  %42 = load <4 x i8>, ptr %40, align 4, !dbg !114, !tbaa !89
  %43 = icmp eq <4 x i8> %41, <i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !115
  %44 = icmp eq <4 x i8> %42, <i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !115
  %45 = zext <4 x i1> %43 to <4 x i32>, !dbg !115
  %46 = zext <4 x i1> %44 to <4 x i32>, !dbg !115
  %47 = add <4 x i32> %37, %45, !dbg !116
  %48 = add <4 x i32> %38, %46, !dbg !116
  %49 = icmp eq i64 %36, 992, !dbg !112
  br i1 %49, label %63, label %50, !dbg !112, !llvm.loop !117

50:                                               ; preds = %35
  %51 = or disjoint i64 %36, 8, !dbg !112
  %52 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %51, !dbg !114
  %53 = getelementptr inbounds i8, ptr %52, i64 4, !dbg !114
  %54 = load <4 x i8>, ptr %52, align 8, !dbg !114, !tbaa !89
  %55 = load <4 x i8>, ptr %53, align 4, !dbg !114, !tbaa !89
  %56 = icmp eq <4 x i8> %54, <i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !115
  %57 = icmp eq <4 x i8> %55, <i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !115
  %58 = zext <4 x i1> %56 to <4 x i32>, !dbg !115
  %59 = zext <4 x i1> %57 to <4 x i32>, !dbg !115
  %60 = add <4 x i32> %47, %58, !dbg !116
  %61 = add <4 x i32> %48, %59, !dbg !116
  %62 = add nuw nsw i64 %36, 16, !dbg !112
  br label %35

63:                                               ; preds = %35
  %64 = add <4 x i32> %48, %47, !dbg !118
  %65 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %64), !dbg !118
  call fastcc void @brighten(ptr noundef nonnull %1, i32 noundef -180), !dbg !120
    #dbg_value(i32 0, !61, !DIExpression(), !76)
    #dbg_value(i32 0, !62, !DIExpression(), !121)
  br label %98, !dbg !122

66:                                               ; preds = %16
    #dbg_value(i64 288, !56, !DIExpression(), !123)
  %67 = getelementptr inbounds i8, ptr %2, i64 576, !dbg !102
  store i16 14088, ptr %67, align 16, !dbg !103, !tbaa !104
  %68 = getelementptr inbounds i8, ptr %3, i64 576, !dbg !108
  store i16 8, ptr %68, align 16, !dbg !109, !tbaa !104
    #dbg_value(i64 289, !56, !DIExpression(), !123)
  %69 = getelementptr inbounds i8, ptr %2, i64 578, !dbg !102
  store i16 14189, ptr %69, align 2, !dbg !103, !tbaa !104
  %70 = getelementptr inbounds i8, ptr %3, i64 578, !dbg !108
  store i16 -8, ptr %70, align 2, !dbg !109, !tbaa !104
    #dbg_value(i64 290, !56, !DIExpression(), !123)
  %71 = getelementptr inbounds i8, ptr %2, i64 580, !dbg !102
  store i16 14290, ptr %71, align 4, !dbg !103, !tbaa !104
  %72 = getelementptr inbounds i8, ptr %3, i64 580, !dbg !108
  store i16 -7, ptr %72, align 4, !dbg !109, !tbaa !104
    #dbg_value(i64 291, !56, !DIExpression(), !123)
  %73 = getelementptr inbounds i8, ptr %2, i64 582, !dbg !102
  store i16 14391, ptr %73, align 2, !dbg !103, !tbaa !104
  %74 = getelementptr inbounds i8, ptr %3, i64 582, !dbg !108
  store i16 -6, ptr %74, align 2, !dbg !109, !tbaa !104
    #dbg_value(i64 292, !56, !DIExpression(), !123)
  %75 = getelementptr inbounds i8, ptr %2, i64 584, !dbg !102
  store i16 14492, ptr %75, align 8, !dbg !103, !tbaa !104
  %76 = getelementptr inbounds i8, ptr %3, i64 584, !dbg !108
  store i16 -5, ptr %76, align 8, !dbg !109, !tbaa !104
    #dbg_value(i64 293, !56, !DIExpression(), !123)
  %77 = getelementptr inbounds i8, ptr %2, i64 586, !dbg !102
  store i16 14593, ptr %77, align 2, !dbg !103, !tbaa !104
  %78 = getelementptr inbounds i8, ptr %3, i64 586, !dbg !108
  store i16 -4, ptr %78, align 2, !dbg !109, !tbaa !104
    #dbg_value(i64 294, !56, !DIExpression(), !123)
  %79 = getelementptr inbounds i8, ptr %2, i64 588, !dbg !102
  store i16 14694, ptr %79, align 4, !dbg !103, !tbaa !104
  %80 = getelementptr inbounds i8, ptr %3, i64 588, !dbg !108
  store i16 -3, ptr %80, align 4, !dbg !109, !tbaa !104
    #dbg_value(i64 295, !56, !DIExpression(), !123)
  %81 = getelementptr inbounds i8, ptr %2, i64 590, !dbg !102
  store i16 14795, ptr %81, align 2, !dbg !103, !tbaa !104
  %82 = getelementptr inbounds i8, ptr %3, i64 590, !dbg !108
  store i16 -2, ptr %82, align 2, !dbg !109, !tbaa !104
    #dbg_value(i64 296, !56, !DIExpression(), !123)
  %83 = getelementptr inbounds i8, ptr %2, i64 592, !dbg !102
  store i16 14896, ptr %83, align 16, !dbg !103, !tbaa !104
  %84 = getelementptr inbounds i8, ptr %3, i64 592, !dbg !108
  store i16 -1, ptr %84, align 16, !dbg !109, !tbaa !104
    #dbg_value(i64 297, !56, !DIExpression(), !123)
  %85 = getelementptr inbounds i8, ptr %2, i64 594, !dbg !102
  store i16 14997, ptr %85, align 2, !dbg !103, !tbaa !104
  %86 = getelementptr inbounds i8, ptr %3, i64 594, !dbg !108
  store i16 0, ptr %86, align 2, !dbg !109, !tbaa !104
    #dbg_value(i64 298, !56, !DIExpression(), !123)
  %87 = getelementptr inbounds i8, ptr %2, i64 596, !dbg !102
  store i16 15098, ptr %87, align 4, !dbg !103, !tbaa !104
  %88 = getelementptr inbounds i8, ptr %3, i64 596, !dbg !108
  store i16 1, ptr %88, align 4, !dbg !109, !tbaa !104
    #dbg_value(i64 299, !56, !DIExpression(), !123)
  %89 = getelementptr inbounds i8, ptr %2, i64 598, !dbg !102
  store i16 15199, ptr %89, align 2, !dbg !103, !tbaa !104
  %90 = getelementptr inbounds i8, ptr %3, i64 598, !dbg !108
  store i16 2, ptr %90, align 2, !dbg !109, !tbaa !104
    #dbg_value(i64 300, !56, !DIExpression(), !123)
  %91 = call fastcc zeroext i8 @sum_u8(ptr noundef nonnull %1), !dbg !124
  %92 = zext i8 %91 to i32, !dbg !124
  %93 = call fastcc signext i16 @mac_i16(ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !125
  %94 = sext i16 %93 to i32, !dbg !125
  %95 = call fastcc zeroext i16 @fletcher16(ptr noundef nonnull %1), !dbg !126
  %96 = zext i16 %95 to i32, !dbg !126
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %92, i32 noundef %94, i32 noundef %96), !dbg !127
  call fastcc void @brighten(ptr noundef nonnull %1, i32 noundef 100), !dbg !128
    #dbg_value(i32 0, !58, !DIExpression(), !76)
    #dbg_value(i32 0, !59, !DIExpression(), !129)
  br label %35, !dbg !118

98:                                               ; preds = %113, %63
  %99 = phi i64 [ 0, %63 ], [ %125, %113 ], !dbg !130
  %100 = phi <4 x i32> [ zeroinitializer, %63 ], [ %123, %113 ]
  %101 = phi <4 x i32> [ zeroinitializer, %63 ], [ %124, %113 ]
  %102 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %99, !dbg !132
  %103 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !132
  %104 = load <4 x i8>, ptr %102, align 16, !dbg !132, !tbaa !89
  %105 = load <4 x i8>, ptr %103, align 4, !dbg !132, !tbaa !89
  %106 = icmp eq <4 x i8> %104, zeroinitializer, !dbg !133
  %107 = icmp eq <4 x i8> %105, zeroinitializer, !dbg !133
  %108 = zext <4 x i1> %106 to <4 x i32>, !dbg !133
  %109 = zext <4 x i1> %107 to <4 x i32>, !dbg !133
  %110 = add <4 x i32> %100, %108, !dbg !134
  %111 = add <4 x i32> %101, %109, !dbg !134
  %112 = icmp eq i64 %99, 992, !dbg !130
  br i1 %112, label %126, label %113, !dbg !130, !llvm.loop !135

113:                                              ; preds = %98
  %114 = or disjoint i64 %99, 8, !dbg !130
  %115 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %114, !dbg !132
  %116 = getelementptr inbounds i8, ptr %115, i64 4, !dbg !132
  %117 = load <4 x i8>, ptr %115, align 8, !dbg !132, !tbaa !89
  %118 = load <4 x i8>, ptr %116, align 4, !dbg !132, !tbaa !89
  %119 = icmp eq <4 x i8> %117, zeroinitializer, !dbg !133
  %120 = icmp eq <4 x i8> %118, zeroinitializer, !dbg !133
  %121 = zext <4 x i1> %119 to <4 x i32>, !dbg !133
  %122 = zext <4 x i1> %120 to <4 x i32>, !dbg !133
  %123 = add <4 x i32> %110, %121, !dbg !134
  %124 = add <4 x i32> %111, %122, !dbg !134
  %125 = add nuw nsw i64 %99, 16, !dbg !130
  br label %98

126:                                              ; preds = %98
  %127 = add <4 x i32> %111, %110, !dbg !122
  %128 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %127), !dbg !122
  %129 = tail call fastcc zeroext i8 @mixed_incr(i8 noundef zeroext -6, i32 noundef 257, i32 noundef 3), !dbg !137
  %130 = zext i8 %129 to i32, !dbg !137
  %131 = tail call fastcc zeroext i8 @mixed_incr(i8 noundef zeroext 0, i32 noundef -1, i32 noundef 7), !dbg !138
  %132 = zext i8 %131 to i32, !dbg !138
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %65, i32 noundef %128, i32 noundef %130, i32 noundef %132), !dbg !139
    #dbg_value(i8 0, !64, !DIExpression(), !76)
    #dbg_value(i32 0, !66, !DIExpression(), !76)
    #dbg_value(i32 0, !67, !DIExpression(), !140)
  br label %134, !dbg !141

134:                                              ; preds = %149, %126
  %135 = phi i32 [ 0, %126 ], [ %160, %149 ], !dbg !142
  %136 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %126 ], [ %161, %149 ]
  %137 = phi <4 x i32> [ zeroinitializer, %126 ], [ %158, %149 ]
  %138 = phi <4 x i32> [ zeroinitializer, %126 ], [ %159, %149 ]
  %139 = add <4 x i32> %136, <i32 4, i32 4, i32 4, i32 4>
  %140 = and <4 x i32> %136, <i32 255, i32 255, i32 255, i32 255>, !dbg !144
  %141 = and <4 x i32> %139, <i32 255, i32 255, i32 255, i32 255>, !dbg !144
  %142 = icmp eq <4 x i32> %140, <i32 127, i32 127, i32 127, i32 127>, !dbg !144
  %143 = icmp eq <4 x i32> %141, <i32 127, i32 127, i32 127, i32 127>, !dbg !144
  %144 = zext <4 x i1> %142 to <4 x i32>, !dbg !147
  %145 = zext <4 x i1> %143 to <4 x i32>, !dbg !147
  %146 = add <4 x i32> %137, %144, !dbg !147
  %147 = add <4 x i32> %138, %145, !dbg !147
  %148 = icmp eq i32 %135, 992, !dbg !142
  br i1 %148, label %162, label %149, !dbg !142, !llvm.loop !148

149:                                              ; preds = %134
  %150 = add <4 x i32> %136, <i32 8, i32 8, i32 8, i32 8>
  %151 = add <4 x i32> %136, <i32 12, i32 12, i32 12, i32 12>
  %152 = and <4 x i32> %150, <i32 255, i32 255, i32 255, i32 255>, !dbg !144
  %153 = and <4 x i32> %151, <i32 255, i32 255, i32 255, i32 255>, !dbg !144
  %154 = icmp eq <4 x i32> %152, <i32 127, i32 127, i32 127, i32 127>, !dbg !144
  %155 = icmp eq <4 x i32> %153, <i32 127, i32 127, i32 127, i32 127>, !dbg !144
  %156 = zext <4 x i1> %154 to <4 x i32>, !dbg !147
  %157 = zext <4 x i1> %155 to <4 x i32>, !dbg !147
  %158 = add <4 x i32> %146, %156, !dbg !147
  %159 = add <4 x i32> %147, %157, !dbg !147
  %160 = add nuw nsw i32 %135, 16, !dbg !142
  %161 = add <4 x i32> %136, <i32 16, i32 16, i32 16, i32 16>
  br label %134

162:                                              ; preds = %134
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8, !dbg !150
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false), !dbg !151, !DIAssignID !152
    #dbg_assign(i8 0, !69, !DIExpression(), !152, ptr %4, !DIExpression(), !76)
    #dbg_value(i32 0, !73, !DIExpression(), !153)
  br label %175, !dbg !154

163:                                              ; preds = %175
  %164 = add <4 x i32> %147, %146, !dbg !141
  %165 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %164), !dbg !141
  %166 = load i16, ptr %4, align 16, !dbg !155, !tbaa !104
  %167 = sext i16 %166 to i32, !dbg !155
  %168 = getelementptr inbounds i8, ptr %4, i64 30, !dbg !156
  %169 = load i16, ptr %168, align 2, !dbg !156, !tbaa !104
  %170 = sext i16 %169 to i32, !dbg !156
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -24, i32 noundef %165, i32 noundef %167, i32 noundef %170), !dbg !157
  %172 = call fastcc zeroext i16 @fletcher16(ptr noundef nonnull %1), !dbg !158
  %173 = and i16 %172, 127, !dbg !159
  %174 = zext nneg i16 %173 to i32, !dbg !159
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8, !dbg !160
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %3) #8, !dbg !160
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %2) #8, !dbg !160
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %1) #8, !dbg !160
  ret i32 %174, !dbg !161

175:                                              ; preds = %175, %162
  %176 = phi i64 [ 0, %162 ], [ %192, %175 ]
    #dbg_value(i64 %176, !73, !DIExpression(), !153)
  %177 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %176, !dbg !162
  %178 = load i8, ptr %177, align 2, !dbg !162, !tbaa !89
  %179 = lshr i8 %178, 4, !dbg !164
  %180 = zext nneg i8 %179 to i64, !dbg !165
  %181 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %180, !dbg !165
  %182 = load i16, ptr %181, align 2, !dbg !166, !tbaa !104
  %183 = add i16 %182, 1, !dbg !166
  store i16 %183, ptr %181, align 2, !dbg !166, !tbaa !104
  %184 = or disjoint i64 %176, 1, !dbg !167
    #dbg_value(i64 %184, !73, !DIExpression(), !153)
  %185 = getelementptr inbounds [1000 x i8], ptr %1, i64 0, i64 %184, !dbg !162
  %186 = load i8, ptr %185, align 1, !dbg !162, !tbaa !89
  %187 = lshr i8 %186, 4, !dbg !164
  %188 = zext nneg i8 %187 to i64, !dbg !165
  %189 = getelementptr inbounds [16 x i16], ptr %4, i64 0, i64 %188, !dbg !165
  %190 = load i16, ptr %189, align 2, !dbg !166, !tbaa !104
  %191 = add i16 %190, 1, !dbg !166
  store i16 %191, ptr %189, align 2, !dbg !166, !tbaa !104
  %192 = add nuw nsw i64 %176, 2, !dbg !167
    #dbg_value(i64 %192, !73, !DIExpression(), !153)
  %193 = icmp eq i64 %192, 1000, !dbg !168
  br i1 %193, label %163, label %175, !dbg !154, !llvm.loop !169
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !171 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc zeroext i8 @sum_u8(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !178 {
    #dbg_value(ptr %0, !184, !DIExpression(), !189)
    #dbg_value(i32 1000, !185, !DIExpression(), !189)
    #dbg_value(i8 0, !186, !DIExpression(), !189)
    #dbg_value(i32 0, !187, !DIExpression(), !190)
  br label %2, !dbg !191

2:                                                ; preds = %27, %1
  %3 = phi i64 [ 0, %1 ], [ %35, %27 ], !dbg !192
  %4 = phi <16 x i8> [ zeroinitializer, %1 ], [ %33, %27 ]
  %5 = phi <16 x i8> [ zeroinitializer, %1 ], [ %34, %27 ]
  %6 = getelementptr inbounds i8, ptr %0, i64 %3, !dbg !194
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !194
  %8 = load <16 x i8>, ptr %6, align 1, !dbg !194, !tbaa !89
  %9 = load <16 x i8>, ptr %7, align 1, !dbg !194, !tbaa !89
  %10 = add <16 x i8> %8, %4, !dbg !195
  %11 = add <16 x i8> %9, %5, !dbg !195
  %12 = or disjoint i64 %3, 32, !dbg !192
  %13 = getelementptr inbounds i8, ptr %0, i64 %12, !dbg !194
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !194
  %15 = load <16 x i8>, ptr %13, align 1, !dbg !194, !tbaa !89
  %16 = load <16 x i8>, ptr %14, align 1, !dbg !194, !tbaa !89
  %17 = add <16 x i8> %15, %10, !dbg !195
  %18 = add <16 x i8> %16, %11, !dbg !195
  %19 = or disjoint i64 %3, 64, !dbg !192
  %20 = getelementptr inbounds i8, ptr %0, i64 %19, !dbg !194
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !194
  %22 = load <16 x i8>, ptr %20, align 1, !dbg !194, !tbaa !89
  %23 = load <16 x i8>, ptr %21, align 1, !dbg !194, !tbaa !89
  %24 = add <16 x i8> %22, %17, !dbg !195
  %25 = add <16 x i8> %23, %18, !dbg !195
  %26 = icmp eq i64 %3, 896, !dbg !192
  br i1 %26, label %36, label %27, !dbg !192, !llvm.loop !196

27:                                               ; preds = %2
  %28 = or disjoint i64 %3, 96, !dbg !192
  %29 = getelementptr inbounds i8, ptr %0, i64 %28, !dbg !194
  %30 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !194
  %31 = load <16 x i8>, ptr %29, align 1, !dbg !194, !tbaa !89
  %32 = load <16 x i8>, ptr %30, align 1, !dbg !194, !tbaa !89
  %33 = add <16 x i8> %31, %24, !dbg !195
  %34 = add <16 x i8> %32, %25, !dbg !195
  %35 = add nuw nsw i64 %3, 128, !dbg !192
  br label %2

36:                                               ; preds = %2
  %37 = add <16 x i8> %25, %24, !dbg !191
  %38 = tail call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %37), !dbg !191
  %39 = insertelement <8 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %38, i64 0, !dbg !191
  %40 = getelementptr inbounds i8, ptr %0, i64 992, !dbg !194
  %41 = load <8 x i8>, ptr %40, align 1, !dbg !194, !tbaa !89
  %42 = add <8 x i8> %41, %39, !dbg !195
  %43 = tail call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %42), !dbg !191
  ret i8 %43, !dbg !198
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc signext i16 @mac_i16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #3 !dbg !199 {
    #dbg_value(ptr %0, !205, !DIExpression(), !211)
    #dbg_value(ptr %1, !206, !DIExpression(), !211)
    #dbg_value(i32 300, !207, !DIExpression(), !211)
    #dbg_value(i16 0, !208, !DIExpression(), !211)
    #dbg_value(i32 0, !209, !DIExpression(), !212)
  br label %3, !dbg !213

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %32, %3 ], !dbg !214
  %5 = phi <8 x i16> [ zeroinitializer, %2 ], [ %30, %3 ]
  %6 = phi <8 x i16> [ zeroinitializer, %2 ], [ %31, %3 ]
  %7 = getelementptr inbounds i16, ptr %0, i64 %4, !dbg !216
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !216
  %9 = load <8 x i16>, ptr %7, align 2, !dbg !216, !tbaa !104
  %10 = load <8 x i16>, ptr %8, align 2, !dbg !216, !tbaa !104
  %11 = getelementptr inbounds i16, ptr %1, i64 %4, !dbg !217
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !217
  %13 = load <8 x i16>, ptr %11, align 2, !dbg !217, !tbaa !104
  %14 = load <8 x i16>, ptr %12, align 2, !dbg !217, !tbaa !104
  %15 = mul <8 x i16> %13, %9, !dbg !218
  %16 = mul <8 x i16> %14, %10, !dbg !218
  %17 = add <8 x i16> %15, %5, !dbg !219
  %18 = add <8 x i16> %16, %6, !dbg !219
  %19 = or disjoint i64 %4, 16, !dbg !214
  %20 = getelementptr inbounds i16, ptr %0, i64 %19, !dbg !216
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !216
  %22 = load <8 x i16>, ptr %20, align 2, !dbg !216, !tbaa !104
  %23 = load <8 x i16>, ptr %21, align 2, !dbg !216, !tbaa !104
  %24 = getelementptr inbounds i16, ptr %1, i64 %19, !dbg !217
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !217
  %26 = load <8 x i16>, ptr %24, align 2, !dbg !217, !tbaa !104
  %27 = load <8 x i16>, ptr %25, align 2, !dbg !217, !tbaa !104
  %28 = mul <8 x i16> %26, %22, !dbg !218
  %29 = mul <8 x i16> %27, %23, !dbg !218
  %30 = add <8 x i16> %28, %17, !dbg !219
  %31 = add <8 x i16> %29, %18, !dbg !219
  %32 = add nuw nsw i64 %4, 32, !dbg !214
  %33 = icmp eq i64 %32, 288, !dbg !214
  br i1 %33, label %34, label %3, !dbg !214, !llvm.loop !220

34:                                               ; preds = %3
  %35 = add <8 x i16> %31, %30, !dbg !213
  %36 = tail call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %35), !dbg !213
    #dbg_value(i64 288, !209, !DIExpression(), !212)
    #dbg_value(i16 %36, !208, !DIExpression(), !211)
  %37 = getelementptr inbounds i8, ptr %0, i64 576, !dbg !216
  %38 = load i16, ptr %37, align 2, !dbg !216, !tbaa !104
  %39 = getelementptr inbounds i8, ptr %1, i64 576, !dbg !217
  %40 = load i16, ptr %39, align 2, !dbg !217, !tbaa !104
  %41 = mul i16 %40, %38, !dbg !218
  %42 = add i16 %41, %36, !dbg !219
    #dbg_value(i16 %42, !208, !DIExpression(), !211)
    #dbg_value(i64 289, !209, !DIExpression(), !212)
  %43 = getelementptr inbounds i8, ptr %0, i64 578, !dbg !216
  %44 = load i16, ptr %43, align 2, !dbg !216, !tbaa !104
  %45 = getelementptr inbounds i8, ptr %1, i64 578, !dbg !217
  %46 = load i16, ptr %45, align 2, !dbg !217, !tbaa !104
  %47 = mul i16 %46, %44, !dbg !218
  %48 = add i16 %47, %42, !dbg !219
    #dbg_value(i16 %48, !208, !DIExpression(), !211)
    #dbg_value(i64 290, !209, !DIExpression(), !212)
  %49 = getelementptr inbounds i8, ptr %0, i64 580, !dbg !216
  %50 = load i16, ptr %49, align 2, !dbg !216, !tbaa !104
  %51 = getelementptr inbounds i8, ptr %1, i64 580, !dbg !217
  %52 = load i16, ptr %51, align 2, !dbg !217, !tbaa !104
  %53 = mul i16 %52, %50, !dbg !218
  %54 = add i16 %53, %48, !dbg !219
    #dbg_value(i16 %54, !208, !DIExpression(), !211)
    #dbg_value(i64 291, !209, !DIExpression(), !212)
  %55 = getelementptr inbounds i8, ptr %0, i64 582, !dbg !216
  %56 = load i16, ptr %55, align 2, !dbg !216, !tbaa !104
  %57 = getelementptr inbounds i8, ptr %1, i64 582, !dbg !217
  %58 = load i16, ptr %57, align 2, !dbg !217, !tbaa !104
  %59 = mul i16 %58, %56, !dbg !218
  %60 = add i16 %59, %54, !dbg !219
    #dbg_value(i16 %60, !208, !DIExpression(), !211)
    #dbg_value(i64 292, !209, !DIExpression(), !212)
  %61 = getelementptr inbounds i8, ptr %0, i64 584, !dbg !216
  %62 = load i16, ptr %61, align 2, !dbg !216, !tbaa !104
  %63 = getelementptr inbounds i8, ptr %1, i64 584, !dbg !217
  %64 = load i16, ptr %63, align 2, !dbg !217, !tbaa !104
  %65 = mul i16 %64, %62, !dbg !218
  %66 = add i16 %65, %60, !dbg !219
    #dbg_value(i16 %66, !208, !DIExpression(), !211)
    #dbg_value(i64 293, !209, !DIExpression(), !212)
  %67 = getelementptr inbounds i8, ptr %0, i64 586, !dbg !216
  %68 = load i16, ptr %67, align 2, !dbg !216, !tbaa !104
  %69 = getelementptr inbounds i8, ptr %1, i64 586, !dbg !217
  %70 = load i16, ptr %69, align 2, !dbg !217, !tbaa !104
  %71 = mul i16 %70, %68, !dbg !218
  %72 = add i16 %71, %66, !dbg !219
    #dbg_value(i16 %72, !208, !DIExpression(), !211)
    #dbg_value(i64 294, !209, !DIExpression(), !212)
  %73 = getelementptr inbounds i8, ptr %0, i64 588, !dbg !216
  %74 = load i16, ptr %73, align 2, !dbg !216, !tbaa !104
  %75 = getelementptr inbounds i8, ptr %1, i64 588, !dbg !217
  %76 = load i16, ptr %75, align 2, !dbg !217, !tbaa !104
  %77 = mul i16 %76, %74, !dbg !218
  %78 = add i16 %77, %72, !dbg !219
    #dbg_value(i16 %78, !208, !DIExpression(), !211)
    #dbg_value(i64 295, !209, !DIExpression(), !212)
  %79 = getelementptr inbounds i8, ptr %0, i64 590, !dbg !216
  %80 = load i16, ptr %79, align 2, !dbg !216, !tbaa !104
  %81 = getelementptr inbounds i8, ptr %1, i64 590, !dbg !217
  %82 = load i16, ptr %81, align 2, !dbg !217, !tbaa !104
  %83 = mul i16 %82, %80, !dbg !218
  %84 = add i16 %83, %78, !dbg !219
    #dbg_value(i16 %84, !208, !DIExpression(), !211)
    #dbg_value(i64 296, !209, !DIExpression(), !212)
  %85 = getelementptr inbounds i8, ptr %0, i64 592, !dbg !216
  %86 = load i16, ptr %85, align 2, !dbg !216, !tbaa !104
  %87 = getelementptr inbounds i8, ptr %1, i64 592, !dbg !217
  %88 = load i16, ptr %87, align 2, !dbg !217, !tbaa !104
  %89 = mul i16 %88, %86, !dbg !218
  %90 = add i16 %89, %84, !dbg !219
    #dbg_value(i16 %90, !208, !DIExpression(), !211)
    #dbg_value(i64 297, !209, !DIExpression(), !212)
  %91 = getelementptr inbounds i8, ptr %0, i64 594, !dbg !216
  %92 = load i16, ptr %91, align 2, !dbg !216, !tbaa !104
  %93 = getelementptr inbounds i8, ptr %1, i64 594, !dbg !217
  %94 = load i16, ptr %93, align 2, !dbg !217, !tbaa !104
  %95 = mul i16 %94, %92, !dbg !218
  %96 = add i16 %95, %90, !dbg !219
    #dbg_value(i16 %96, !208, !DIExpression(), !211)
    #dbg_value(i64 298, !209, !DIExpression(), !212)
  %97 = getelementptr inbounds i8, ptr %0, i64 596, !dbg !216
  %98 = load i16, ptr %97, align 2, !dbg !216, !tbaa !104
  %99 = getelementptr inbounds i8, ptr %1, i64 596, !dbg !217
  %100 = load i16, ptr %99, align 2, !dbg !217, !tbaa !104
  %101 = mul i16 %100, %98, !dbg !218
  %102 = add i16 %101, %96, !dbg !219
    #dbg_value(i16 %102, !208, !DIExpression(), !211)
    #dbg_value(i64 299, !209, !DIExpression(), !212)
  %103 = getelementptr inbounds i8, ptr %0, i64 598, !dbg !216
  %104 = load i16, ptr %103, align 2, !dbg !216, !tbaa !104
  %105 = getelementptr inbounds i8, ptr %1, i64 598, !dbg !217
  %106 = load i16, ptr %105, align 2, !dbg !217, !tbaa !104
  %107 = mul i16 %106, %104, !dbg !218
  %108 = add i16 %107, %102, !dbg !219
    #dbg_value(i16 %108, !208, !DIExpression(), !211)
    #dbg_value(i64 300, !209, !DIExpression(), !212)
  ret i16 %108, !dbg !222
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc zeroext i16 @fletcher16(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !223 {
    #dbg_value(ptr %0, !227, !DIExpression(), !233)
    #dbg_value(i32 1000, !228, !DIExpression(), !233)
    #dbg_value(i16 0, !229, !DIExpression(), !233)
    #dbg_value(i16 0, !230, !DIExpression(), !233)
    #dbg_value(i32 0, !231, !DIExpression(), !234)
  br label %5, !dbg !235

2:                                                ; preds = %5
  %3 = shl nuw i16 %23, 8, !dbg !236
  %4 = or disjoint i16 %3, %21, !dbg !237
  ret i16 %4, !dbg !238

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %24, %5 ]
  %7 = phi i16 [ 0, %1 ], [ %23, %5 ]
  %8 = phi i16 [ 0, %1 ], [ %21, %5 ]
    #dbg_value(i64 %6, !231, !DIExpression(), !234)
    #dbg_value(i16 %7, !230, !DIExpression(), !233)
    #dbg_value(i16 %8, !229, !DIExpression(), !233)
  %9 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !239
  %10 = load i8, ptr %9, align 1, !dbg !239, !tbaa !89
  %11 = zext i8 %10 to i16, !dbg !239
  %12 = add nuw nsw i16 %8, %11, !dbg !242
  %13 = urem i16 %12, 255, !dbg !243
    #dbg_value(i16 %13, !229, !DIExpression(), !233)
  %14 = add nuw nsw i16 %13, %7, !dbg !244
  %15 = urem i16 %14, 255, !dbg !245
    #dbg_value(i16 %15, !230, !DIExpression(), !233)
  %16 = or disjoint i64 %6, 1, !dbg !246
    #dbg_value(i64 %16, !231, !DIExpression(), !234)
  %17 = getelementptr inbounds i8, ptr %0, i64 %16, !dbg !239
  %18 = load i8, ptr %17, align 1, !dbg !239, !tbaa !89
  %19 = zext i8 %18 to i16, !dbg !239
  %20 = add nuw nsw i16 %13, %19, !dbg !242
  %21 = urem i16 %20, 255, !dbg !243
    #dbg_value(i16 %21, !229, !DIExpression(), !233)
  %22 = add nuw nsw i16 %21, %15, !dbg !244
  %23 = urem i16 %22, 255, !dbg !245
    #dbg_value(i16 %23, !230, !DIExpression(), !233)
  %24 = add nuw nsw i64 %6, 2, !dbg !246
    #dbg_value(i64 %24, !231, !DIExpression(), !234)
  %25 = icmp eq i64 %24, 1000, !dbg !247
  br i1 %25, label %2, label %5, !dbg !235, !llvm.loop !248
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @brighten(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !250 {
    #dbg_value(ptr %0, !255, !DIExpression(), !263)
    #dbg_value(i32 1000, !256, !DIExpression(), !263)
    #dbg_value(i32 %1, !257, !DIExpression(), !263)
    #dbg_value(i32 0, !258, !DIExpression(), !264)
  %3 = insertelement <16 x i32> poison, i32 %1, i64 0, !dbg !265
  %4 = shufflevector <16 x i32> %3, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !265
  br label %5, !dbg !265

5:                                                ; preds = %5, %2
  %6 = phi i64 [ 0, %2 ], [ %14, %5 ], !dbg !266
  %7 = getelementptr inbounds i8, ptr %0, i64 %6, !dbg !267
  %8 = load <16 x i8>, ptr %7, align 1, !dbg !267, !tbaa !89
  %9 = zext <16 x i8> %8 to <16 x i32>, !dbg !267
  %10 = add nsw <16 x i32> %4, %9, !dbg !268
  %11 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %10, <16 x i32> zeroinitializer), !dbg !269
  %12 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %11, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !269
  %13 = trunc nuw <16 x i32> %12 to <16 x i8>, !dbg !270
  store <16 x i8> %13, ptr %7, align 1, !dbg !271, !tbaa !89
  %14 = add nuw i64 %6, 16, !dbg !266
  %15 = icmp eq i64 %14, 992, !dbg !266
  br i1 %15, label %16, label %5, !dbg !266, !llvm.loop !272

16:                                               ; preds = %5
  %17 = insertelement <8 x i32> poison, i32 %1, i64 0, !dbg !265
  %18 = shufflevector <8 x i32> %17, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !265
  %19 = getelementptr inbounds i8, ptr %0, i64 992, !dbg !267
  %20 = load <8 x i8>, ptr %19, align 1, !dbg !267, !tbaa !89
  %21 = zext <8 x i8> %20 to <8 x i32>, !dbg !267
  %22 = add nsw <8 x i32> %18, %21, !dbg !268
  %23 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %22, <8 x i32> zeroinitializer), !dbg !269
  %24 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %23, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !269
  %25 = trunc nuw <8 x i32> %24 to <8 x i8>, !dbg !270
  store <8 x i8> %25, ptr %19, align 1, !dbg !271, !tbaa !89
  ret void, !dbg !274
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @mixed_incr(i8 noundef zeroext %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !275 {
    #dbg_value(i8 %0, !282, !DIExpression(), !287)
    #dbg_value(i32 %1, !283, !DIExpression(), !287)
    #dbg_value(i32 %2, !284, !DIExpression(), !287)
    #dbg_value(i32 0, !285, !DIExpression(), !288)
  %4 = icmp sgt i32 %2, 0, !dbg !289
  %5 = trunc i32 %1 to i8, !dbg !291
  %6 = trunc i32 %2 to i8, !dbg !291
  %7 = mul i8 %6, %5, !dbg !291
  %8 = select i1 %4, i8 %7, i8 0, !dbg !291
  %9 = add i8 %8, %0, !dbg !291
  ret i8 %9, !dbg !292
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.add.v16i8(<16 x i8>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.add.v8i8(<8 x i8>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/narrow_type_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d09c8a7d835586e639333d368e20649")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 41)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 40)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !31, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !24, !28}
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !20, line: 24, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !22, line: 38, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !25, line: 25, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !22, line: 39, baseType: !27)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !20, line: 25, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !22, line: 40, baseType: !30)
!30 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!31 = !{!0, !7, !12}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !41, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43}
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !{!45, !49, !53, !54, !56, !58, !59, !61, !62, !64, !66, !67, !69, !73}
!45 = !DILocalVariable(name: "a", scope: !40, file: !2, line: 15, type: !46)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 8000, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 1000)
!49 = !DILocalVariable(name: "x", scope: !40, file: !2, line: 15, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 4800, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 300)
!53 = !DILocalVariable(name: "y", scope: !40, file: !2, line: 15, type: !50)
!54 = !DILocalVariable(name: "i", scope: !55, file: !2, line: 16, type: !43)
!55 = distinct !DILexicalBlock(scope: !40, file: !2, line: 16, column: 5)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 17, type: !43)
!57 = distinct !DILexicalBlock(scope: !40, file: !2, line: 17, column: 5)
!58 = !DILocalVariable(name: "sat", scope: !40, file: !2, line: 20, type: !43)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 20, type: !43)
!60 = distinct !DILexicalBlock(scope: !40, file: !2, line: 20, column: 18)
!61 = !DILocalVariable(name: "zero", scope: !40, file: !2, line: 22, type: !43)
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 22, type: !43)
!63 = distinct !DILexicalBlock(scope: !40, file: !2, line: 22, column: 19)
!64 = !DILocalVariable(name: "counter", scope: !40, file: !2, line: 24, type: !65)
!65 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!66 = !DILocalVariable(name: "wraps", scope: !40, file: !2, line: 24, type: !43)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 25, type: !43)
!68 = distinct !DILexicalBlock(scope: !40, file: !2, line: 25, column: 5)
!69 = !DILocalVariable(name: "hist", scope: !40, file: !2, line: 26, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 256, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 16)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 27, type: !43)
!74 = distinct !DILexicalBlock(scope: !40, file: !2, line: 27, column: 5)
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !40)
!77 = distinct !DIAssignID()
!78 = distinct !DIAssignID()
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 15, column: 5, scope: !40)
!81 = !DILocation(line: 15, column: 22, scope: !40)
!82 = !DILocation(line: 0, scope: !55)
!83 = !DILocation(line: 16, column: 5, scope: !55)
!84 = !DILocation(line: 16, column: 32, scope: !85)
!85 = distinct !DILexicalBlock(scope: !55, file: !2, line: 16, column: 5)
!86 = !DILocation(line: 16, column: 43, scope: !85)
!87 = !DILocation(line: 16, column: 36, scope: !85)
!88 = !DILocation(line: 16, column: 41, scope: !85)
!89 = !{!90, !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = distinct !{!92, !83, !93, !94, !95, !96}
!93 = !DILocation(line: 16, column: 64, scope: !55)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !{!"llvm.loop.isvectorized", i32 1}
!96 = !{!"llvm.loop.unroll.runtime.disable"}
!97 = !DILocation(line: 17, column: 5, scope: !57)
!98 = !DILocation(line: 17, column: 31, scope: !99)
!99 = distinct !DILexicalBlock(scope: !57, file: !2, line: 17, column: 5)
!100 = !DILocation(line: 17, column: 44, scope: !101)
!101 = distinct !DILexicalBlock(scope: !99, file: !2, line: 17, column: 35)
!102 = !DILocation(line: 17, column: 37, scope: !101)
!103 = !DILocation(line: 17, column: 42, scope: !101)
!104 = !{!105, !105, i64 0}
!105 = !{!"short", !90, i64 0}
!106 = !DILocation(line: 17, column: 91, scope: !101)
!107 = !DILocation(line: 17, column: 79, scope: !101)
!108 = !DILocation(line: 17, column: 72, scope: !101)
!109 = !DILocation(line: 17, column: 77, scope: !101)
!110 = distinct !{!110, !97, !111, !94, !95, !96}
!111 = !DILocation(line: 17, column: 102, scope: !57)
!112 = !DILocation(line: 20, column: 45, scope: !113)
!113 = distinct !DILexicalBlock(scope: !60, file: !2, line: 20, column: 18)
!114 = !DILocation(line: 20, column: 56, scope: !113)
!115 = !DILocation(line: 20, column: 61, scope: !113)
!116 = !DILocation(line: 20, column: 53, scope: !113)
!117 = distinct !{!117, !118, !119, !94, !95, !96}
!118 = !DILocation(line: 20, column: 18, scope: !60)
!119 = !DILocation(line: 20, column: 64, scope: !60)
!120 = !DILocation(line: 21, column: 5, scope: !40)
!121 = !DILocation(line: 0, scope: !63)
!122 = !DILocation(line: 22, column: 19, scope: !63)
!123 = !DILocation(line: 0, scope: !57)
!124 = !DILocation(line: 18, column: 54, scope: !40)
!125 = !DILocation(line: 18, column: 71, scope: !40)
!126 = !DILocation(line: 18, column: 91, scope: !40)
!127 = !DILocation(line: 18, column: 5, scope: !40)
!128 = !DILocation(line: 19, column: 5, scope: !40)
!129 = !DILocation(line: 0, scope: !60)
!130 = !DILocation(line: 22, column: 46, scope: !131)
!131 = distinct !DILexicalBlock(scope: !63, file: !2, line: 22, column: 19)
!132 = !DILocation(line: 22, column: 58, scope: !131)
!133 = !DILocation(line: 22, column: 63, scope: !131)
!134 = !DILocation(line: 22, column: 55, scope: !131)
!135 = distinct !{!135, !122, !136, !94, !95, !96}
!136 = !DILocation(line: 22, column: 66, scope: !63)
!137 = !DILocation(line: 23, column: 68, scope: !40)
!138 = !DILocation(line: 23, column: 96, scope: !40)
!139 = !DILocation(line: 23, column: 5, scope: !40)
!140 = !DILocation(line: 0, scope: !68)
!141 = !DILocation(line: 25, column: 5, scope: !68)
!142 = !DILocation(line: 25, column: 32, scope: !143)
!143 = distinct !DILexicalBlock(scope: !68, file: !2, line: 25, column: 5)
!144 = !DILocation(line: 25, column: 50, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 25, column: 42)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 25, column: 36)
!147 = !DILocation(line: 25, column: 42, scope: !146)
!148 = distinct !{!148, !141, !149, !94, !95, !96}
!149 = !DILocation(line: 25, column: 103, scope: !68)
!150 = !DILocation(line: 26, column: 5, scope: !40)
!151 = !DILocation(line: 26, column: 13, scope: !40)
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 0, scope: !74)
!154 = !DILocation(line: 27, column: 5, scope: !74)
!155 = !DILocation(line: 28, column: 72, scope: !40)
!156 = !DILocation(line: 28, column: 81, scope: !40)
!157 = !DILocation(line: 28, column: 5, scope: !40)
!158 = !DILocation(line: 29, column: 12, scope: !40)
!159 = !DILocation(line: 29, column: 32, scope: !40)
!160 = !DILocation(line: 30, column: 1, scope: !40)
!161 = !DILocation(line: 29, column: 5, scope: !40)
!162 = !DILocation(line: 27, column: 41, scope: !163)
!163 = distinct !DILexicalBlock(scope: !74, file: !2, line: 27, column: 5)
!164 = !DILocation(line: 27, column: 46, scope: !163)
!165 = !DILocation(line: 27, column: 36, scope: !163)
!166 = !DILocation(line: 27, column: 51, scope: !163)
!167 = !DILocation(line: 27, column: 32, scope: !163)
!168 = !DILocation(line: 27, column: 23, scope: !163)
!169 = distinct !{!169, !154, !170, !94}
!170 = !DILocation(line: 27, column: 51, scope: !74)
!171 = !DISubprogram(name: "printf", scope: !172, file: !172, line: 356, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!173 = !DISubroutineType(types: !174)
!174 = !{!43, !175, null}
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!178 = distinct !DISubprogram(name: "sum_u8", scope: !2, file: !2, line: 8, type: !179, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !183)
!179 = !DISubroutineType(cc: DW_CC_nocall, types: !180)
!180 = !{!19, !181, !43}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!183 = !{!184, !185, !186, !187}
!184 = !DILocalVariable(name: "a", arg: 1, scope: !178, file: !2, line: 8, type: !181)
!185 = !DILocalVariable(name: "n", arg: 2, scope: !178, file: !2, line: 8, type: !43)
!186 = !DILocalVariable(name: "s", scope: !178, file: !2, line: 8, type: !19)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 8, type: !43)
!188 = distinct !DILexicalBlock(scope: !178, file: !2, line: 8, column: 91)
!189 = !DILocation(line: 0, scope: !178)
!190 = !DILocation(line: 0, scope: !188)
!191 = !DILocation(line: 8, column: 91, scope: !188)
!192 = !DILocation(line: 8, column: 115, scope: !193)
!193 = distinct !DILexicalBlock(scope: !188, file: !2, line: 8, column: 91)
!194 = !DILocation(line: 8, column: 124, scope: !193)
!195 = !DILocation(line: 8, column: 121, scope: !193)
!196 = distinct !{!196, !191, !197, !94, !95, !96}
!197 = !DILocation(line: 8, column: 127, scope: !188)
!198 = !DILocation(line: 8, column: 130, scope: !178)
!199 = distinct !DISubprogram(name: "mac_i16", scope: !2, file: !2, line: 9, type: !200, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !204)
!200 = !DISubroutineType(cc: DW_CC_nocall, types: !201)
!201 = !{!24, !202, !202, !43}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!204 = !{!205, !206, !207, !208, !209}
!205 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !2, line: 9, type: !202)
!206 = !DILocalVariable(name: "b", arg: 2, scope: !199, file: !2, line: 9, type: !202)
!207 = !DILocalVariable(name: "n", arg: 3, scope: !199, file: !2, line: 9, type: !43)
!208 = !DILocalVariable(name: "s", scope: !199, file: !2, line: 9, type: !24)
!209 = !DILocalVariable(name: "i", scope: !210, file: !2, line: 9, type: !43)
!210 = distinct !DILexicalBlock(scope: !199, file: !2, line: 9, column: 110)
!211 = !DILocation(line: 0, scope: !199)
!212 = !DILocation(line: 0, scope: !210)
!213 = !DILocation(line: 9, column: 110, scope: !210)
!214 = !DILocation(line: 9, column: 134, scope: !215)
!215 = distinct !DILexicalBlock(scope: !210, file: !2, line: 9, column: 110)
!216 = !DILocation(line: 9, column: 156, scope: !215)
!217 = !DILocation(line: 9, column: 163, scope: !215)
!218 = !DILocation(line: 9, column: 161, scope: !215)
!219 = !DILocation(line: 9, column: 154, scope: !215)
!220 = distinct !{!220, !213, !221, !94, !95, !96}
!221 = !DILocation(line: 9, column: 167, scope: !210)
!222 = !DILocation(line: 9, column: 170, scope: !199)
!223 = distinct !DISubprogram(name: "fletcher16", scope: !2, file: !2, line: 10, type: !224, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !226)
!224 = !DISubroutineType(cc: DW_CC_nocall, types: !225)
!225 = !{!28, !181, !43}
!226 = !{!227, !228, !229, !230, !231}
!227 = !DILocalVariable(name: "d", arg: 1, scope: !223, file: !2, line: 10, type: !181)
!228 = !DILocalVariable(name: "n", arg: 2, scope: !223, file: !2, line: 10, type: !43)
!229 = !DILocalVariable(name: "s1", scope: !223, file: !2, line: 10, type: !28)
!230 = !DILocalVariable(name: "s2", scope: !223, file: !2, line: 10, type: !28)
!231 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 10, type: !43)
!232 = distinct !DILexicalBlock(scope: !223, file: !2, line: 10, column: 106)
!233 = !DILocation(line: 0, scope: !223)
!234 = !DILocation(line: 0, scope: !232)
!235 = !DILocation(line: 10, column: 106, scope: !232)
!236 = !DILocation(line: 10, column: 229, scope: !223)
!237 = !DILocation(line: 10, column: 234, scope: !223)
!238 = !DILocation(line: 10, column: 208, scope: !223)
!239 = !DILocation(line: 10, column: 158, scope: !240)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 10, column: 134)
!241 = distinct !DILexicalBlock(scope: !232, file: !2, line: 10, column: 106)
!242 = !DILocation(line: 10, column: 156, scope: !240)
!243 = !DILocation(line: 10, column: 164, scope: !240)
!244 = !DILocation(line: 10, column: 192, scope: !240)
!245 = !DILocation(line: 10, column: 198, scope: !240)
!246 = !DILocation(line: 10, column: 130, scope: !241)
!247 = !DILocation(line: 10, column: 124, scope: !241)
!248 = distinct !{!248, !235, !249, !94}
!249 = !DILocation(line: 10, column: 206, scope: !232)
!250 = distinct !DISubprogram(name: "brighten", scope: !2, file: !2, line: 11, type: !251, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !254)
!251 = !DISubroutineType(cc: DW_CC_nocall, types: !252)
!252 = !{null, !253, !43, !43}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!254 = !{!255, !256, !257, !258, !260}
!255 = !DILocalVariable(name: "px", arg: 1, scope: !250, file: !2, line: 11, type: !253)
!256 = !DILocalVariable(name: "n", arg: 2, scope: !250, file: !2, line: 11, type: !43)
!257 = !DILocalVariable(name: "delta", arg: 3, scope: !250, file: !2, line: 11, type: !43)
!258 = !DILocalVariable(name: "i", scope: !259, file: !2, line: 11, type: !43)
!259 = distinct !DILexicalBlock(scope: !250, file: !2, line: 11, column: 81)
!260 = !DILocalVariable(name: "v", scope: !261, file: !2, line: 11, type: !43)
!261 = distinct !DILexicalBlock(scope: !262, file: !2, line: 11, column: 109)
!262 = distinct !DILexicalBlock(scope: !259, file: !2, line: 11, column: 81)
!263 = !DILocation(line: 0, scope: !250)
!264 = !DILocation(line: 0, scope: !259)
!265 = !DILocation(line: 11, column: 81, scope: !259)
!266 = !DILocation(line: 11, column: 105, scope: !262)
!267 = !DILocation(line: 11, column: 119, scope: !261)
!268 = !DILocation(line: 11, column: 125, scope: !261)
!269 = !DILocation(line: 11, column: 152, scope: !261)
!270 = !DILocation(line: 11, column: 142, scope: !261)
!271 = !DILocation(line: 11, column: 140, scope: !261)
!272 = distinct !{!272, !265, !273, !94, !95, !96}
!273 = !DILocation(line: 11, column: 184, scope: !259)
!274 = !DILocation(line: 11, column: 186, scope: !250)
!275 = distinct !DISubprogram(name: "mixed_incr", scope: !2, file: !2, line: 12, type: !276, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !281)
!276 = !DISubroutineType(types: !277)
!277 = !{!19, !19, !278, !43}
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !20, line: 26, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !22, line: 42, baseType: !280)
!280 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!281 = !{!282, !283, !284, !285}
!282 = !DILocalVariable(name: "c", arg: 1, scope: !275, file: !2, line: 12, type: !19)
!283 = !DILocalVariable(name: "by", arg: 2, scope: !275, file: !2, line: 12, type: !278)
!284 = !DILocalVariable(name: "times", arg: 3, scope: !275, file: !2, line: 12, type: !43)
!285 = !DILocalVariable(name: "i", scope: !286, file: !2, line: 12, type: !43)
!286 = distinct !DILexicalBlock(scope: !275, file: !2, line: 12, column: 90)
!287 = !DILocation(line: 0, scope: !275)
!288 = !DILocation(line: 0, scope: !286)
!289 = !DILocation(line: 12, column: 108, scope: !290)
!290 = distinct !DILexicalBlock(scope: !286, file: !2, line: 12, column: 90)
!291 = !DILocation(line: 12, column: 90, scope: !286)
!292 = !DILocation(line: 12, column: 145, scope: !275)
