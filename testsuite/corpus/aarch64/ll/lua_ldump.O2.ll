; ModuleID = 'src/lua/ldump.c'
source_filename = "src/lua/ldump.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.DumpState = type { ptr, ptr, ptr, i32, i32 }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.AbsLineInfo = type { i32, i32 }
%struct.LocVar = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"\1BLua\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"\19\93\0D\0A\1A\0A\00", align 1

; Function Attrs: nounwind uwtable
define hidden i32 @luaU_dump(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca i8, align 4
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 4
  %10 = alloca i8, align 4
  %11 = alloca i8, align 4
  %12 = alloca i8, align 4
  %13 = alloca i8, align 4
  %14 = alloca %struct.DumpState, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #2
  store ptr %0, ptr %14, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %2, ptr %15, align 8, !tbaa !12
  %16 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %3, ptr %16, align 8, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %14, i64 24
  store i32 %4, ptr %17, align 8, !tbaa !14
  %18 = getelementptr inbounds i8, ptr %14, i64 28
  %19 = tail call i32 %2(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 4, ptr noundef %3) #2
  store i32 %19, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #2
  store i8 84, ptr %13, align 4, !tbaa !16
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %22, label %21

21:                                               ; preds = %5
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #2
  br label %29

22:                                               ; preds = %5
  %23 = call i32 %2(ptr noundef %0, ptr noundef nonnull %13, i64 noundef 1, ptr noundef %3) #2
  store i32 %23, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %12) #2
  store i8 0, ptr %12, align 4, !tbaa !16
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #2
  br label %29

26:                                               ; preds = %22
  %27 = call i32 %2(ptr noundef %0, ptr noundef nonnull %12, i64 noundef 1, ptr noundef %3) #2
  store i32 %27, ptr %18, align 4, !tbaa !15
  %28 = icmp eq i32 %27, 0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #2
  br i1 %28, label %30, label %29

29:                                               ; preds = %26, %25, %21
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #2
  br label %33

30:                                               ; preds = %26
  %31 = call i32 %2(ptr noundef %0, ptr noundef nonnull @.str.1, i64 noundef 6, ptr noundef %3) #2
  store i32 %31, ptr %18, align 4, !tbaa !15
  %32 = icmp eq i32 %31, 0
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #2
  store i8 4, ptr %11, align 4, !tbaa !16
  br i1 %32, label %34, label %33

33:                                               ; preds = %30, %29
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #2
  br label %37

34:                                               ; preds = %30
  %35 = call i32 %2(ptr noundef %0, ptr noundef nonnull %11, i64 noundef 1, ptr noundef %3) #2
  store i32 %35, ptr %18, align 4, !tbaa !15
  %36 = icmp eq i32 %35, 0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #2
  store i8 8, ptr %10, align 4, !tbaa !16
  br i1 %36, label %38, label %37

37:                                               ; preds = %34, %33
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #2
  br label %41

38:                                               ; preds = %34
  %39 = call i32 %2(ptr noundef %0, ptr noundef nonnull %10, i64 noundef 1, ptr noundef %3) #2
  store i32 %39, ptr %18, align 4, !tbaa !15
  %40 = icmp eq i32 %39, 0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #2
  store i8 8, ptr %9, align 4, !tbaa !16
  br i1 %40, label %42, label %41

41:                                               ; preds = %38, %37
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  br label %45

42:                                               ; preds = %38
  %43 = call i32 %2(ptr noundef %0, ptr noundef nonnull %9, i64 noundef 1, ptr noundef %3) #2
  store i32 %43, ptr %18, align 4, !tbaa !15
  %44 = icmp eq i32 %43, 0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store i64 22136, ptr %8, align 8, !tbaa !17
  br i1 %44, label %46, label %45

45:                                               ; preds = %41, %42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #2
  br label %58

46:                                               ; preds = %42
  %47 = call i32 %2(ptr noundef %0, ptr noundef nonnull %8, i64 noundef 8, ptr noundef %3) #2
  store i32 %47, ptr %18, align 4, !tbaa !15
  %48 = icmp eq i32 %47, 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store double 3.705000e+02, ptr %7, align 8, !tbaa !19
  br i1 %48, label %50, label %49

49:                                               ; preds = %46
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #2
  br label %58

50:                                               ; preds = %46
  %51 = call i32 %2(ptr noundef %0, ptr noundef nonnull %7, i64 noundef 8, ptr noundef %3) #2
  store i32 %51, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %52 = getelementptr inbounds i8, ptr %1, i64 16
  %53 = load i32, ptr %52, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #2
  %54 = trunc i32 %53 to i8
  store i8 %54, ptr %6, align 4, !tbaa !16
  %55 = icmp eq i32 %51, 0
  br i1 %55, label %56, label %58

56:                                               ; preds = %50
  %57 = call i32 %2(ptr noundef %0, ptr noundef nonnull %6, i64 noundef 1, ptr noundef %3) #2
  store i32 %57, ptr %18, align 4, !tbaa !15
  br label %58

58:                                               ; preds = %45, %49, %50, %56
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #2
  call fastcc void @dumpFunction(ptr noundef nonnull %14, ptr noundef nonnull %1, ptr noundef null)
  %59 = load i32, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #2
  ret i32 %59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @dumpFunction(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef readnone %2) unnamed_addr #0 {
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [10 x i8], align 1
  %11 = alloca [10 x i8], align 1
  %12 = alloca [10 x i8], align 1
  %13 = alloca i8, align 4
  %14 = alloca i8, align 4
  %15 = alloca i8, align 4
  %16 = alloca [10 x i8], align 1
  %17 = alloca i64, align 8
  %18 = alloca double, align 8
  %19 = alloca i8, align 4
  %20 = alloca [10 x i8], align 1
  %21 = alloca [10 x i8], align 1
  %22 = alloca i8, align 4
  %23 = alloca i8, align 4
  %24 = alloca i8, align 4
  %25 = alloca [10 x i8], align 1
  %26 = alloca [10 x i8], align 1
  %27 = alloca [10 x i8], align 1
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load i32, ptr %28, align 8, !tbaa !14
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %3
  %32 = getelementptr inbounds i8, ptr %1, i64 112
  %33 = load ptr, ptr %32, align 8, !tbaa !23
  %34 = icmp eq ptr %33, %2
  br i1 %34, label %35, label %48

35:                                               ; preds = %31, %3
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %27) #2
  %36 = getelementptr inbounds i8, ptr %27, i64 9
  store i8 -128, ptr %36, align 1, !tbaa !16
  %37 = getelementptr inbounds i8, ptr %0, i64 28
  %38 = load i32, ptr %37, align 4, !tbaa !15
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %47

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %0, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !12
  %43 = load ptr, ptr %0, align 8, !tbaa !6
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !13
  %46 = call i32 %42(ptr noundef %43, ptr noundef nonnull %36, i64 noundef 1, ptr noundef %45) #2
  store i32 %46, ptr %37, align 4, !tbaa !15
  br label %47

47:                                               ; preds = %35, %40
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %27) #2
  br label %49

48:                                               ; preds = %31
  tail call fastcc void @dumpString(ptr noundef nonnull %0, ptr noundef %33)
  br label %49

49:                                               ; preds = %48, %47
  %50 = getelementptr inbounds i8, ptr %1, i64 44
  %51 = load i32, ptr %50, align 4, !tbaa !24
  %52 = sext i32 %51 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %26) #2
  br label %53

53:                                               ; preds = %53, %49
  %54 = phi i64 [ %58, %53 ], [ 0, %49 ]
  %55 = phi i64 [ %61, %53 ], [ %52, %49 ]
  %56 = trunc i64 %55 to i8
  %57 = and i8 %56, 127
  %58 = add nuw nsw i64 %54, 1
  %59 = sub nsw i64 9, %54
  %60 = getelementptr inbounds [10 x i8], ptr %26, i64 0, i64 %59
  store i8 %57, ptr %60, align 1, !tbaa !16
  %61 = lshr i64 %55, 7
  %62 = icmp ult i64 %55, 128
  br i1 %62, label %63, label %53, !llvm.loop !25

63:                                               ; preds = %53
  %64 = getelementptr inbounds i8, ptr %26, i64 9
  %65 = load i8, ptr %64, align 1, !tbaa !16
  %66 = or i8 %65, -128
  store i8 %66, ptr %64, align 1, !tbaa !16
  %67 = getelementptr inbounds i8, ptr %0, i64 28
  %68 = load i32, ptr %67, align 4, !tbaa !15
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %80

70:                                               ; preds = %63
  %71 = getelementptr inbounds i8, ptr %26, i64 10
  %72 = xor i64 %54, -1
  %73 = getelementptr inbounds i8, ptr %71, i64 %72
  %74 = getelementptr inbounds i8, ptr %0, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !12
  %76 = load ptr, ptr %0, align 8, !tbaa !6
  %77 = getelementptr inbounds i8, ptr %0, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !13
  %79 = call i32 %75(ptr noundef %76, ptr noundef nonnull %73, i64 noundef %58, ptr noundef %78) #2
  store i32 %79, ptr %67, align 4, !tbaa !15
  br label %80

80:                                               ; preds = %63, %70
  %81 = phi i32 [ %68, %63 ], [ %79, %70 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %26) #2
  %82 = getelementptr inbounds i8, ptr %1, i64 48
  %83 = load i32, ptr %82, align 8, !tbaa !27
  %84 = sext i32 %83 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %25) #2
  br label %85

85:                                               ; preds = %85, %80
  %86 = phi i64 [ %90, %85 ], [ 0, %80 ]
  %87 = phi i64 [ %93, %85 ], [ %84, %80 ]
  %88 = trunc i64 %87 to i8
  %89 = and i8 %88, 127
  %90 = add nuw nsw i64 %86, 1
  %91 = sub nsw i64 9, %86
  %92 = getelementptr inbounds [10 x i8], ptr %25, i64 0, i64 %91
  store i8 %89, ptr %92, align 1, !tbaa !16
  %93 = lshr i64 %87, 7
  %94 = icmp ult i64 %87, 128
  br i1 %94, label %95, label %85, !llvm.loop !25

95:                                               ; preds = %85
  %96 = getelementptr inbounds i8, ptr %25, i64 9
  %97 = load i8, ptr %96, align 1, !tbaa !16
  %98 = or i8 %97, -128
  store i8 %98, ptr %96, align 1, !tbaa !16
  %99 = icmp eq i32 %81, 0
  br i1 %99, label %101, label %100

100:                                              ; preds = %95
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %25) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %24) #2
  br label %114

101:                                              ; preds = %95
  %102 = getelementptr inbounds i8, ptr %25, i64 10
  %103 = xor i64 %86, -1
  %104 = getelementptr inbounds i8, ptr %102, i64 %103
  %105 = getelementptr inbounds i8, ptr %0, i64 8
  %106 = load ptr, ptr %105, align 8, !tbaa !12
  %107 = load ptr, ptr %0, align 8, !tbaa !6
  %108 = getelementptr inbounds i8, ptr %0, i64 16
  %109 = load ptr, ptr %108, align 8, !tbaa !13
  %110 = call i32 %106(ptr noundef %107, ptr noundef nonnull %104, i64 noundef %90, ptr noundef %109) #2
  store i32 %110, ptr %67, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %25) #2
  %111 = getelementptr inbounds i8, ptr %1, i64 10
  %112 = load i8, ptr %111, align 2, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %24) #2
  store i8 %112, ptr %24, align 4, !tbaa !16
  %113 = icmp eq i32 %110, 0
  br i1 %113, label %116, label %114

114:                                              ; preds = %101, %100
  %115 = phi i32 [ %81, %100 ], [ %110, %101 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %24) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %23) #2
  br label %124

116:                                              ; preds = %101
  %117 = load ptr, ptr %105, align 8, !tbaa !12
  %118 = load ptr, ptr %0, align 8, !tbaa !6
  %119 = load ptr, ptr %108, align 8, !tbaa !13
  %120 = call i32 %117(ptr noundef %118, ptr noundef nonnull %24, i64 noundef 1, ptr noundef %119) #2
  store i32 %120, ptr %67, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %24) #2
  %121 = getelementptr inbounds i8, ptr %1, i64 11
  %122 = load i8, ptr %121, align 1, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %23) #2
  store i8 %122, ptr %23, align 4, !tbaa !16
  %123 = icmp eq i32 %120, 0
  br i1 %123, label %126, label %124

124:                                              ; preds = %114, %116
  %125 = phi i32 [ %120, %116 ], [ %115, %114 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %23) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %22) #2
  br label %143

126:                                              ; preds = %116
  %127 = getelementptr inbounds i8, ptr %0, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !12
  %129 = load ptr, ptr %0, align 8, !tbaa !6
  %130 = getelementptr inbounds i8, ptr %0, i64 16
  %131 = load ptr, ptr %130, align 8, !tbaa !13
  %132 = call i32 %128(ptr noundef %129, ptr noundef nonnull %23, i64 noundef 1, ptr noundef %131) #2
  store i32 %132, ptr %67, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %23) #2
  %133 = getelementptr inbounds i8, ptr %1, i64 12
  %134 = load i8, ptr %133, align 4, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %22) #2
  store i8 %134, ptr %22, align 4, !tbaa !16
  %135 = icmp eq i32 %132, 0
  br i1 %135, label %136, label %143

136:                                              ; preds = %126
  %137 = getelementptr inbounds i8, ptr %0, i64 8
  %138 = load ptr, ptr %137, align 8, !tbaa !12
  %139 = load ptr, ptr %0, align 8, !tbaa !6
  %140 = getelementptr inbounds i8, ptr %0, i64 16
  %141 = load ptr, ptr %140, align 8, !tbaa !13
  %142 = call i32 %138(ptr noundef %139, ptr noundef nonnull %22, i64 noundef 1, ptr noundef %141) #2
  store i32 %142, ptr %67, align 4, !tbaa !15
  br label %143

143:                                              ; preds = %124, %126, %136
  %144 = phi i32 [ %132, %126 ], [ %142, %136 ], [ %125, %124 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %22) #2
  %145 = getelementptr inbounds i8, ptr %1, i64 24
  %146 = load i32, ptr %145, align 8, !tbaa !31
  %147 = sext i32 %146 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %21) #2
  br label %148

148:                                              ; preds = %148, %143
  %149 = phi i64 [ %153, %148 ], [ 0, %143 ]
  %150 = phi i64 [ %156, %148 ], [ %147, %143 ]
  %151 = trunc i64 %150 to i8
  %152 = and i8 %151, 127
  %153 = add nuw nsw i64 %149, 1
  %154 = sub nsw i64 9, %149
  %155 = getelementptr inbounds [10 x i8], ptr %21, i64 0, i64 %154
  store i8 %152, ptr %155, align 1, !tbaa !16
  %156 = lshr i64 %150, 7
  %157 = icmp ult i64 %150, 128
  br i1 %157, label %158, label %148, !llvm.loop !25

158:                                              ; preds = %148
  %159 = getelementptr inbounds i8, ptr %21, i64 9
  %160 = load i8, ptr %159, align 1, !tbaa !16
  %161 = or i8 %160, -128
  store i8 %161, ptr %159, align 1, !tbaa !16
  %162 = icmp eq i32 %144, 0
  br i1 %162, label %164, label %163

163:                                              ; preds = %158
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %21) #2
  br label %187

164:                                              ; preds = %158
  %165 = getelementptr inbounds i8, ptr %21, i64 10
  %166 = xor i64 %149, -1
  %167 = getelementptr inbounds i8, ptr %165, i64 %166
  %168 = getelementptr inbounds i8, ptr %0, i64 8
  %169 = load ptr, ptr %168, align 8, !tbaa !12
  %170 = load ptr, ptr %0, align 8, !tbaa !6
  %171 = getelementptr inbounds i8, ptr %0, i64 16
  %172 = load ptr, ptr %171, align 8, !tbaa !13
  %173 = call i32 %169(ptr noundef %170, ptr noundef nonnull %167, i64 noundef %153, ptr noundef %172) #2
  store i32 %173, ptr %67, align 4, !tbaa !15
  %174 = load i32, ptr %145, align 8, !tbaa !31
  %175 = icmp eq i32 %173, 0
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %21) #2
  %176 = icmp ne i32 %174, 0
  %177 = and i1 %175, %176
  br i1 %177, label %178, label %187

178:                                              ; preds = %164
  %179 = sext i32 %174 to i64
  %180 = shl nsw i64 %179, 2
  %181 = getelementptr inbounds i8, ptr %1, i64 64
  %182 = load ptr, ptr %181, align 8, !tbaa !32
  %183 = load ptr, ptr %168, align 8, !tbaa !12
  %184 = load ptr, ptr %0, align 8, !tbaa !6
  %185 = load ptr, ptr %171, align 8, !tbaa !13
  %186 = call i32 %183(ptr noundef %184, ptr noundef %182, i64 noundef %180, ptr noundef %185) #2
  store i32 %186, ptr %67, align 4, !tbaa !15
  br label %187

187:                                              ; preds = %163, %164, %178
  %188 = phi i32 [ 1, %163 ], [ %173, %164 ], [ %186, %178 ]
  %189 = getelementptr inbounds i8, ptr %1, i64 20
  %190 = load i32, ptr %189, align 4, !tbaa !33
  %191 = sext i32 %190 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %20) #2
  br label %192

192:                                              ; preds = %192, %187
  %193 = phi i64 [ %197, %192 ], [ 0, %187 ]
  %194 = phi i64 [ %200, %192 ], [ %191, %187 ]
  %195 = trunc i64 %194 to i8
  %196 = and i8 %195, 127
  %197 = add nuw nsw i64 %193, 1
  %198 = sub nsw i64 9, %193
  %199 = getelementptr inbounds [10 x i8], ptr %20, i64 0, i64 %198
  store i8 %196, ptr %199, align 1, !tbaa !16
  %200 = lshr i64 %194, 7
  %201 = icmp ult i64 %194, 128
  br i1 %201, label %202, label %192, !llvm.loop !25

202:                                              ; preds = %192
  %203 = getelementptr inbounds i8, ptr %20, i64 9
  %204 = load i8, ptr %203, align 1, !tbaa !16
  %205 = or i8 %204, -128
  store i8 %205, ptr %203, align 1, !tbaa !16
  %206 = icmp eq i32 %188, 0
  br i1 %206, label %207, label %217

207:                                              ; preds = %202
  %208 = getelementptr inbounds i8, ptr %20, i64 10
  %209 = xor i64 %193, -1
  %210 = getelementptr inbounds i8, ptr %208, i64 %209
  %211 = getelementptr inbounds i8, ptr %0, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !12
  %213 = load ptr, ptr %0, align 8, !tbaa !6
  %214 = getelementptr inbounds i8, ptr %0, i64 16
  %215 = load ptr, ptr %214, align 8, !tbaa !13
  %216 = call i32 %212(ptr noundef %213, ptr noundef nonnull %210, i64 noundef %197, ptr noundef %215) #2
  store i32 %216, ptr %67, align 4, !tbaa !15
  br label %217

217:                                              ; preds = %207, %202
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %20) #2
  %218 = icmp sgt i32 %190, 0
  br i1 %218, label %219, label %263

219:                                              ; preds = %217
  %220 = getelementptr inbounds i8, ptr %1, i64 56
  %221 = getelementptr inbounds i8, ptr %0, i64 8
  %222 = getelementptr inbounds i8, ptr %0, i64 16
  %223 = zext nneg i32 %190 to i64
  br label %224

224:                                              ; preds = %260, %219
  %225 = phi i64 [ 0, %219 ], [ %261, %260 ]
  %226 = load ptr, ptr %220, align 8, !tbaa !34
  %227 = getelementptr inbounds %struct.TValue, ptr %226, i64 %225
  %228 = getelementptr inbounds i8, ptr %227, i64 8
  %229 = load i8, ptr %228, align 8, !tbaa !35
  %230 = and i8 %229, 63
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %19) #2
  store i8 %230, ptr %19, align 4, !tbaa !16
  %231 = load i32, ptr %67, align 4, !tbaa !15
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %233, label %238

233:                                              ; preds = %224
  %234 = load ptr, ptr %221, align 8, !tbaa !12
  %235 = load ptr, ptr %0, align 8, !tbaa !6
  %236 = load ptr, ptr %222, align 8, !tbaa !13
  %237 = call i32 %234(ptr noundef %235, ptr noundef nonnull %19, i64 noundef 1, ptr noundef %236) #2
  store i32 %237, ptr %67, align 4, !tbaa !15
  br label %238

238:                                              ; preds = %233, %224
  %239 = phi i32 [ %231, %224 ], [ %237, %233 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #2
  switch i8 %230, label %260 [
    i8 19, label %240
    i8 3, label %249
    i8 4, label %258
    i8 20, label %258
  ]

240:                                              ; preds = %238
  %241 = load double, ptr %227, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store double %241, ptr %18, align 8, !tbaa !19
  %242 = icmp eq i32 %239, 0
  br i1 %242, label %243, label %248

243:                                              ; preds = %240
  %244 = load ptr, ptr %221, align 8, !tbaa !12
  %245 = load ptr, ptr %0, align 8, !tbaa !6
  %246 = load ptr, ptr %222, align 8, !tbaa !13
  %247 = call i32 %244(ptr noundef %245, ptr noundef nonnull %18, i64 noundef 8, ptr noundef %246) #2
  store i32 %247, ptr %67, align 4, !tbaa !15
  br label %248

248:                                              ; preds = %243, %240
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br label %260

249:                                              ; preds = %238
  %250 = load i64, ptr %227, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store i64 %250, ptr %17, align 8, !tbaa !17
  %251 = icmp eq i32 %239, 0
  br i1 %251, label %252, label %257

252:                                              ; preds = %249
  %253 = load ptr, ptr %221, align 8, !tbaa !12
  %254 = load ptr, ptr %0, align 8, !tbaa !6
  %255 = load ptr, ptr %222, align 8, !tbaa !13
  %256 = call i32 %253(ptr noundef %254, ptr noundef nonnull %17, i64 noundef 8, ptr noundef %255) #2
  store i32 %256, ptr %67, align 4, !tbaa !15
  br label %257

257:                                              ; preds = %252, %249
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br label %260

258:                                              ; preds = %238, %238
  %259 = load ptr, ptr %227, align 8, !tbaa !16
  call fastcc void @dumpString(ptr noundef nonnull %0, ptr noundef %259)
  br label %260

260:                                              ; preds = %258, %257, %248, %238
  %261 = add nuw nsw i64 %225, 1
  %262 = icmp eq i64 %261, %223
  br i1 %262, label %263, label %224, !llvm.loop !37

263:                                              ; preds = %260, %217
  %264 = getelementptr inbounds i8, ptr %1, i64 16
  %265 = load i32, ptr %264, align 8, !tbaa !21
  %266 = sext i32 %265 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %16) #2
  br label %267

267:                                              ; preds = %267, %263
  %268 = phi i64 [ %272, %267 ], [ 0, %263 ]
  %269 = phi i64 [ %275, %267 ], [ %266, %263 ]
  %270 = trunc i64 %269 to i8
  %271 = and i8 %270, 127
  %272 = add nuw nsw i64 %268, 1
  %273 = sub nsw i64 9, %268
  %274 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %273
  store i8 %271, ptr %274, align 1, !tbaa !16
  %275 = lshr i64 %269, 7
  %276 = icmp ult i64 %269, 128
  br i1 %276, label %277, label %267, !llvm.loop !25

277:                                              ; preds = %267
  %278 = getelementptr inbounds i8, ptr %16, i64 9
  %279 = load i8, ptr %278, align 1, !tbaa !16
  %280 = or i8 %279, -128
  store i8 %280, ptr %278, align 1, !tbaa !16
  %281 = load i32, ptr %67, align 4, !tbaa !15
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %283, label %293

283:                                              ; preds = %277
  %284 = getelementptr inbounds i8, ptr %16, i64 10
  %285 = xor i64 %268, -1
  %286 = getelementptr inbounds i8, ptr %284, i64 %285
  %287 = getelementptr inbounds i8, ptr %0, i64 8
  %288 = load ptr, ptr %287, align 8, !tbaa !12
  %289 = load ptr, ptr %0, align 8, !tbaa !6
  %290 = getelementptr inbounds i8, ptr %0, i64 16
  %291 = load ptr, ptr %290, align 8, !tbaa !13
  %292 = call i32 %288(ptr noundef %289, ptr noundef nonnull %286, i64 noundef %272, ptr noundef %291) #2
  store i32 %292, ptr %67, align 4, !tbaa !15
  br label %293

293:                                              ; preds = %283, %277
  %294 = phi i32 [ %281, %277 ], [ %292, %283 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %16) #2
  %295 = icmp sgt i32 %265, 0
  br i1 %295, label %296, label %338

296:                                              ; preds = %293
  %297 = getelementptr inbounds i8, ptr %1, i64 80
  %298 = getelementptr inbounds i8, ptr %0, i64 8
  %299 = getelementptr inbounds i8, ptr %0, i64 16
  %300 = zext nneg i32 %265 to i64
  br label %301

301:                                              ; preds = %334, %296
  %302 = phi i32 [ %294, %296 ], [ %335, %334 ]
  %303 = phi i64 [ 0, %296 ], [ %336, %334 ]
  %304 = load ptr, ptr %297, align 8, !tbaa !38
  %305 = getelementptr inbounds %struct.Upvaldesc, ptr %304, i64 %303, i32 1
  %306 = load i8, ptr %305, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %15) #2
  store i8 %306, ptr %15, align 4, !tbaa !16
  %307 = icmp eq i32 %302, 0
  br i1 %307, label %309, label %308

308:                                              ; preds = %301
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #2
  br label %318

309:                                              ; preds = %301
  %310 = load ptr, ptr %298, align 8, !tbaa !12
  %311 = load ptr, ptr %0, align 8, !tbaa !6
  %312 = load ptr, ptr %299, align 8, !tbaa !13
  %313 = call i32 %310(ptr noundef %311, ptr noundef nonnull %15, i64 noundef 1, ptr noundef %312) #2
  store i32 %313, ptr %67, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #2
  %314 = load ptr, ptr %297, align 8, !tbaa !38
  %315 = getelementptr inbounds %struct.Upvaldesc, ptr %314, i64 %303, i32 2
  %316 = load i8, ptr %315, align 1, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #2
  store i8 %316, ptr %14, align 4, !tbaa !16
  %317 = icmp eq i32 %313, 0
  br i1 %317, label %320, label %318

318:                                              ; preds = %309, %308
  %319 = phi i32 [ %302, %308 ], [ %313, %309 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #2
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #2
  br label %334

320:                                              ; preds = %309
  %321 = load ptr, ptr %298, align 8, !tbaa !12
  %322 = load ptr, ptr %0, align 8, !tbaa !6
  %323 = load ptr, ptr %299, align 8, !tbaa !13
  %324 = call i32 %321(ptr noundef %322, ptr noundef nonnull %14, i64 noundef 1, ptr noundef %323) #2
  store i32 %324, ptr %67, align 4, !tbaa !15
  %325 = load ptr, ptr %297, align 8, !tbaa !38
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #2
  %326 = getelementptr inbounds %struct.Upvaldesc, ptr %325, i64 %303, i32 3
  %327 = load i8, ptr %326, align 2, !tbaa !42
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #2
  store i8 %327, ptr %13, align 4, !tbaa !16
  %328 = icmp eq i32 %324, 0
  br i1 %328, label %329, label %334

329:                                              ; preds = %320
  %330 = load ptr, ptr %298, align 8, !tbaa !12
  %331 = load ptr, ptr %0, align 8, !tbaa !6
  %332 = load ptr, ptr %299, align 8, !tbaa !13
  %333 = call i32 %330(ptr noundef %331, ptr noundef nonnull %13, i64 noundef 1, ptr noundef %332) #2
  store i32 %333, ptr %67, align 4, !tbaa !15
  br label %334

334:                                              ; preds = %329, %320, %318
  %335 = phi i32 [ %324, %320 ], [ %333, %329 ], [ %319, %318 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #2
  %336 = add nuw nsw i64 %303, 1
  %337 = icmp eq i64 %336, %300
  br i1 %337, label %338, label %301, !llvm.loop !43

338:                                              ; preds = %334, %293
  %339 = phi i32 [ %294, %293 ], [ %335, %334 ]
  %340 = getelementptr inbounds i8, ptr %1, i64 32
  %341 = load i32, ptr %340, align 8, !tbaa !44
  %342 = sext i32 %341 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4) #2
  br label %343

343:                                              ; preds = %343, %338
  %344 = phi i64 [ %348, %343 ], [ 0, %338 ]
  %345 = phi i64 [ %351, %343 ], [ %342, %338 ]
  %346 = trunc i64 %345 to i8
  %347 = and i8 %346, 127
  %348 = add nuw nsw i64 %344, 1
  %349 = sub nsw i64 9, %344
  %350 = getelementptr inbounds [10 x i8], ptr %4, i64 0, i64 %349
  store i8 %347, ptr %350, align 1, !tbaa !16
  %351 = lshr i64 %345, 7
  %352 = icmp ult i64 %345, 128
  br i1 %352, label %353, label %343, !llvm.loop !25

353:                                              ; preds = %343
  %354 = getelementptr inbounds i8, ptr %4, i64 9
  %355 = load i8, ptr %354, align 1, !tbaa !16
  %356 = or i8 %355, -128
  store i8 %356, ptr %354, align 1, !tbaa !16
  %357 = icmp eq i32 %339, 0
  br i1 %357, label %358, label %368

358:                                              ; preds = %353
  %359 = getelementptr inbounds i8, ptr %4, i64 10
  %360 = xor i64 %344, -1
  %361 = getelementptr inbounds i8, ptr %359, i64 %360
  %362 = getelementptr inbounds i8, ptr %0, i64 8
  %363 = load ptr, ptr %362, align 8, !tbaa !12
  %364 = load ptr, ptr %0, align 8, !tbaa !6
  %365 = getelementptr inbounds i8, ptr %0, i64 16
  %366 = load ptr, ptr %365, align 8, !tbaa !13
  %367 = call i32 %363(ptr noundef %364, ptr noundef nonnull %361, i64 noundef %348, ptr noundef %366) #2
  store i32 %367, ptr %67, align 4, !tbaa !15
  br label %368

368:                                              ; preds = %353, %358
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4) #2
  %369 = icmp sgt i32 %341, 0
  br i1 %369, label %370, label %382

370:                                              ; preds = %368
  %371 = getelementptr inbounds i8, ptr %1, i64 72
  %372 = getelementptr inbounds i8, ptr %1, i64 112
  %373 = zext nneg i32 %341 to i64
  br label %374

374:                                              ; preds = %370, %374
  %375 = phi i64 [ 0, %370 ], [ %380, %374 ]
  %376 = load ptr, ptr %371, align 8, !tbaa !45
  %377 = getelementptr inbounds ptr, ptr %376, i64 %375
  %378 = load ptr, ptr %377, align 8, !tbaa !46
  %379 = load ptr, ptr %372, align 8, !tbaa !23
  call fastcc void @dumpFunction(ptr noundef %0, ptr noundef %378, ptr noundef %379)
  %380 = add nuw nsw i64 %375, 1
  %381 = icmp eq i64 %380, %373
  br i1 %381, label %382, label %374, !llvm.loop !47

382:                                              ; preds = %374, %368
  %383 = load i32, ptr %28, align 8, !tbaa !14
  %384 = icmp eq i32 %383, 0
  br i1 %384, label %385, label %388

385:                                              ; preds = %382
  %386 = getelementptr inbounds i8, ptr %1, i64 28
  %387 = load i32, ptr %386, align 4, !tbaa !48
  br label %388

388:                                              ; preds = %385, %382
  %389 = phi i32 [ %387, %385 ], [ 0, %382 ]
  %390 = sext i32 %389 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %12) #2
  br label %391

391:                                              ; preds = %391, %388
  %392 = phi i64 [ %396, %391 ], [ 0, %388 ]
  %393 = phi i64 [ %399, %391 ], [ %390, %388 ]
  %394 = trunc i64 %393 to i8
  %395 = and i8 %394, 127
  %396 = add nuw nsw i64 %392, 1
  %397 = sub nsw i64 9, %392
  %398 = getelementptr inbounds [10 x i8], ptr %12, i64 0, i64 %397
  store i8 %395, ptr %398, align 1, !tbaa !16
  %399 = lshr i64 %393, 7
  %400 = icmp ult i64 %393, 128
  br i1 %400, label %401, label %391, !llvm.loop !25

401:                                              ; preds = %391
  %402 = getelementptr inbounds i8, ptr %12, i64 9
  %403 = load i8, ptr %402, align 1, !tbaa !16
  %404 = or i8 %403, -128
  store i8 %404, ptr %402, align 1, !tbaa !16
  %405 = load i32, ptr %67, align 4, !tbaa !15
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %408, label %407

407:                                              ; preds = %401
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12) #2
  br label %428

408:                                              ; preds = %401
  %409 = getelementptr inbounds i8, ptr %12, i64 10
  %410 = xor i64 %392, -1
  %411 = getelementptr inbounds i8, ptr %409, i64 %410
  %412 = getelementptr inbounds i8, ptr %0, i64 8
  %413 = load ptr, ptr %412, align 8, !tbaa !12
  %414 = load ptr, ptr %0, align 8, !tbaa !6
  %415 = getelementptr inbounds i8, ptr %0, i64 16
  %416 = load ptr, ptr %415, align 8, !tbaa !13
  %417 = call i32 %413(ptr noundef %414, ptr noundef nonnull %411, i64 noundef %396, ptr noundef %416) #2
  store i32 %417, ptr %67, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12) #2
  %418 = icmp eq i32 %417, 0
  %419 = icmp ne i32 %389, 0
  %420 = and i1 %419, %418
  br i1 %420, label %421, label %428

421:                                              ; preds = %408
  %422 = getelementptr inbounds i8, ptr %1, i64 88
  %423 = load ptr, ptr %422, align 8, !tbaa !49
  %424 = load ptr, ptr %412, align 8, !tbaa !12
  %425 = load ptr, ptr %0, align 8, !tbaa !6
  %426 = load ptr, ptr %415, align 8, !tbaa !13
  %427 = call i32 %424(ptr noundef %425, ptr noundef %423, i64 noundef %390, ptr noundef %426) #2
  store i32 %427, ptr %67, align 4, !tbaa !15
  br label %428

428:                                              ; preds = %421, %408, %407
  %429 = phi i32 [ %417, %408 ], [ %427, %421 ], [ %405, %407 ]
  %430 = load i32, ptr %28, align 8, !tbaa !14
  %431 = icmp eq i32 %430, 0
  br i1 %431, label %432, label %435

432:                                              ; preds = %428
  %433 = getelementptr inbounds i8, ptr %1, i64 40
  %434 = load i32, ptr %433, align 8, !tbaa !50
  br label %435

435:                                              ; preds = %432, %428
  %436 = phi i32 [ %434, %432 ], [ 0, %428 ]
  %437 = sext i32 %436 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %11) #2
  br label %438

438:                                              ; preds = %438, %435
  %439 = phi i64 [ %443, %438 ], [ 0, %435 ]
  %440 = phi i64 [ %446, %438 ], [ %437, %435 ]
  %441 = trunc i64 %440 to i8
  %442 = and i8 %441, 127
  %443 = add nuw nsw i64 %439, 1
  %444 = sub nsw i64 9, %439
  %445 = getelementptr inbounds [10 x i8], ptr %11, i64 0, i64 %444
  store i8 %442, ptr %445, align 1, !tbaa !16
  %446 = lshr i64 %440, 7
  %447 = icmp ult i64 %440, 128
  br i1 %447, label %448, label %438, !llvm.loop !25

448:                                              ; preds = %438
  %449 = getelementptr inbounds i8, ptr %11, i64 9
  %450 = load i8, ptr %449, align 1, !tbaa !16
  %451 = or i8 %450, -128
  store i8 %451, ptr %449, align 1, !tbaa !16
  %452 = icmp eq i32 %429, 0
  br i1 %452, label %453, label %463

453:                                              ; preds = %448
  %454 = getelementptr inbounds i8, ptr %11, i64 10
  %455 = xor i64 %439, -1
  %456 = getelementptr inbounds i8, ptr %454, i64 %455
  %457 = getelementptr inbounds i8, ptr %0, i64 8
  %458 = load ptr, ptr %457, align 8, !tbaa !12
  %459 = load ptr, ptr %0, align 8, !tbaa !6
  %460 = getelementptr inbounds i8, ptr %0, i64 16
  %461 = load ptr, ptr %460, align 8, !tbaa !13
  %462 = call i32 %458(ptr noundef %459, ptr noundef nonnull %456, i64 noundef %443, ptr noundef %461) #2
  store i32 %462, ptr %67, align 4, !tbaa !15
  br label %463

463:                                              ; preds = %453, %448
  %464 = phi i32 [ %429, %448 ], [ %462, %453 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %11) #2
  %465 = icmp sgt i32 %436, 0
  br i1 %465, label %466, label %535

466:                                              ; preds = %463
  %467 = getelementptr inbounds i8, ptr %1, i64 96
  %468 = getelementptr inbounds i8, ptr %10, i64 9
  %469 = getelementptr inbounds i8, ptr %10, i64 10
  %470 = getelementptr inbounds i8, ptr %0, i64 8
  %471 = getelementptr inbounds i8, ptr %0, i64 16
  %472 = getelementptr inbounds i8, ptr %9, i64 9
  %473 = getelementptr inbounds i8, ptr %9, i64 10
  %474 = zext nneg i32 %436 to i64
  br label %475

475:                                              ; preds = %531, %466
  %476 = phi i32 [ %464, %466 ], [ %532, %531 ]
  %477 = phi i64 [ 0, %466 ], [ %533, %531 ]
  %478 = load ptr, ptr %467, align 8, !tbaa !51
  %479 = getelementptr inbounds %struct.AbsLineInfo, ptr %478, i64 %477
  %480 = load i32, ptr %479, align 4, !tbaa !52
  %481 = sext i32 %480 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %10) #2
  br label %482

482:                                              ; preds = %482, %475
  %483 = phi i64 [ %487, %482 ], [ 0, %475 ]
  %484 = phi i64 [ %490, %482 ], [ %481, %475 ]
  %485 = trunc i64 %484 to i8
  %486 = and i8 %485, 127
  %487 = add nuw nsw i64 %483, 1
  %488 = sub nsw i64 9, %483
  %489 = getelementptr inbounds [10 x i8], ptr %10, i64 0, i64 %488
  store i8 %486, ptr %489, align 1, !tbaa !16
  %490 = lshr i64 %484, 7
  %491 = icmp ult i64 %484, 128
  br i1 %491, label %492, label %482, !llvm.loop !25

492:                                              ; preds = %482
  %493 = load i8, ptr %468, align 1, !tbaa !16
  %494 = or i8 %493, -128
  store i8 %494, ptr %468, align 1, !tbaa !16
  %495 = icmp eq i32 %476, 0
  br i1 %495, label %496, label %504

496:                                              ; preds = %492
  %497 = xor i64 %483, -1
  %498 = getelementptr inbounds i8, ptr %469, i64 %497
  %499 = load ptr, ptr %470, align 8, !tbaa !12
  %500 = load ptr, ptr %0, align 8, !tbaa !6
  %501 = load ptr, ptr %471, align 8, !tbaa !13
  %502 = call i32 %499(ptr noundef %500, ptr noundef nonnull %498, i64 noundef %487, ptr noundef %501) #2
  store i32 %502, ptr %67, align 4, !tbaa !15
  %503 = load ptr, ptr %467, align 8, !tbaa !51
  br label %504

504:                                              ; preds = %496, %492
  %505 = phi i32 [ %476, %492 ], [ %502, %496 ]
  %506 = phi ptr [ %478, %492 ], [ %503, %496 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %10) #2
  %507 = getelementptr inbounds %struct.AbsLineInfo, ptr %506, i64 %477, i32 1
  %508 = load i32, ptr %507, align 4, !tbaa !54
  %509 = sext i32 %508 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %9) #2
  br label %510

510:                                              ; preds = %510, %504
  %511 = phi i64 [ %515, %510 ], [ 0, %504 ]
  %512 = phi i64 [ %518, %510 ], [ %509, %504 ]
  %513 = trunc i64 %512 to i8
  %514 = and i8 %513, 127
  %515 = add nuw nsw i64 %511, 1
  %516 = sub nsw i64 9, %511
  %517 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 %516
  store i8 %514, ptr %517, align 1, !tbaa !16
  %518 = lshr i64 %512, 7
  %519 = icmp ult i64 %512, 128
  br i1 %519, label %520, label %510, !llvm.loop !25

520:                                              ; preds = %510
  %521 = load i8, ptr %472, align 1, !tbaa !16
  %522 = or i8 %521, -128
  store i8 %522, ptr %472, align 1, !tbaa !16
  %523 = icmp eq i32 %505, 0
  br i1 %523, label %524, label %531

524:                                              ; preds = %520
  %525 = xor i64 %511, -1
  %526 = getelementptr inbounds i8, ptr %473, i64 %525
  %527 = load ptr, ptr %470, align 8, !tbaa !12
  %528 = load ptr, ptr %0, align 8, !tbaa !6
  %529 = load ptr, ptr %471, align 8, !tbaa !13
  %530 = call i32 %527(ptr noundef %528, ptr noundef nonnull %526, i64 noundef %515, ptr noundef %529) #2
  store i32 %530, ptr %67, align 4, !tbaa !15
  br label %531

531:                                              ; preds = %524, %520
  %532 = phi i32 [ %505, %520 ], [ %530, %524 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %9) #2
  %533 = add nuw nsw i64 %477, 1
  %534 = icmp eq i64 %533, %474
  br i1 %534, label %535, label %475, !llvm.loop !55

535:                                              ; preds = %531, %463
  %536 = phi i32 [ %464, %463 ], [ %532, %531 ]
  %537 = load i32, ptr %28, align 8, !tbaa !14
  %538 = icmp eq i32 %537, 0
  br i1 %538, label %539, label %542

539:                                              ; preds = %535
  %540 = getelementptr inbounds i8, ptr %1, i64 36
  %541 = load i32, ptr %540, align 4, !tbaa !56
  br label %542

542:                                              ; preds = %539, %535
  %543 = phi i32 [ %541, %539 ], [ 0, %535 ]
  %544 = sext i32 %543 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8) #2
  br label %545

545:                                              ; preds = %545, %542
  %546 = phi i64 [ %550, %545 ], [ 0, %542 ]
  %547 = phi i64 [ %553, %545 ], [ %544, %542 ]
  %548 = trunc i64 %547 to i8
  %549 = and i8 %548, 127
  %550 = add nuw nsw i64 %546, 1
  %551 = sub nsw i64 9, %546
  %552 = getelementptr inbounds [10 x i8], ptr %8, i64 0, i64 %551
  store i8 %549, ptr %552, align 1, !tbaa !16
  %553 = lshr i64 %547, 7
  %554 = icmp ult i64 %547, 128
  br i1 %554, label %555, label %545, !llvm.loop !25

555:                                              ; preds = %545
  %556 = getelementptr inbounds i8, ptr %8, i64 9
  %557 = load i8, ptr %556, align 1, !tbaa !16
  %558 = or i8 %557, -128
  store i8 %558, ptr %556, align 1, !tbaa !16
  %559 = icmp eq i32 %536, 0
  br i1 %559, label %560, label %570

560:                                              ; preds = %555
  %561 = getelementptr inbounds i8, ptr %8, i64 10
  %562 = xor i64 %546, -1
  %563 = getelementptr inbounds i8, ptr %561, i64 %562
  %564 = getelementptr inbounds i8, ptr %0, i64 8
  %565 = load ptr, ptr %564, align 8, !tbaa !12
  %566 = load ptr, ptr %0, align 8, !tbaa !6
  %567 = getelementptr inbounds i8, ptr %0, i64 16
  %568 = load ptr, ptr %567, align 8, !tbaa !13
  %569 = call i32 %565(ptr noundef %566, ptr noundef nonnull %563, i64 noundef %550, ptr noundef %568) #2
  store i32 %569, ptr %67, align 4, !tbaa !15
  br label %570

570:                                              ; preds = %560, %555
  %571 = phi i32 [ %536, %555 ], [ %569, %560 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8) #2
  %572 = icmp sgt i32 %543, 0
  br i1 %572, label %573, label %645

573:                                              ; preds = %570
  %574 = getelementptr inbounds i8, ptr %1, i64 104
  %575 = getelementptr inbounds i8, ptr %7, i64 9
  %576 = getelementptr inbounds i8, ptr %7, i64 10
  %577 = getelementptr inbounds i8, ptr %0, i64 8
  %578 = getelementptr inbounds i8, ptr %0, i64 16
  %579 = getelementptr inbounds i8, ptr %6, i64 9
  %580 = getelementptr inbounds i8, ptr %6, i64 10
  %581 = zext nneg i32 %543 to i64
  br label %582

582:                                              ; preds = %641, %573
  %583 = phi i64 [ 0, %573 ], [ %643, %641 ]
  %584 = load ptr, ptr %574, align 8, !tbaa !57
  %585 = getelementptr inbounds %struct.LocVar, ptr %584, i64 %583
  %586 = load ptr, ptr %585, align 8, !tbaa !58
  call fastcc void @dumpString(ptr noundef nonnull %0, ptr noundef %586)
  %587 = load ptr, ptr %574, align 8, !tbaa !57
  %588 = getelementptr inbounds %struct.LocVar, ptr %587, i64 %583, i32 1
  %589 = load i32, ptr %588, align 8, !tbaa !60
  %590 = sext i32 %589 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %7) #2
  br label %591

591:                                              ; preds = %591, %582
  %592 = phi i64 [ %596, %591 ], [ 0, %582 ]
  %593 = phi i64 [ %599, %591 ], [ %590, %582 ]
  %594 = trunc i64 %593 to i8
  %595 = and i8 %594, 127
  %596 = add nuw nsw i64 %592, 1
  %597 = sub nsw i64 9, %592
  %598 = getelementptr inbounds [10 x i8], ptr %7, i64 0, i64 %597
  store i8 %595, ptr %598, align 1, !tbaa !16
  %599 = lshr i64 %593, 7
  %600 = icmp ult i64 %593, 128
  br i1 %600, label %601, label %591, !llvm.loop !25

601:                                              ; preds = %591
  %602 = load i8, ptr %575, align 1, !tbaa !16
  %603 = or i8 %602, -128
  store i8 %603, ptr %575, align 1, !tbaa !16
  %604 = load i32, ptr %67, align 4, !tbaa !15
  %605 = icmp eq i32 %604, 0
  br i1 %605, label %606, label %614

606:                                              ; preds = %601
  %607 = xor i64 %592, -1
  %608 = getelementptr inbounds i8, ptr %576, i64 %607
  %609 = load ptr, ptr %577, align 8, !tbaa !12
  %610 = load ptr, ptr %0, align 8, !tbaa !6
  %611 = load ptr, ptr %578, align 8, !tbaa !13
  %612 = call i32 %609(ptr noundef %610, ptr noundef nonnull %608, i64 noundef %596, ptr noundef %611) #2
  store i32 %612, ptr %67, align 4, !tbaa !15
  %613 = load ptr, ptr %574, align 8, !tbaa !57
  br label %614

614:                                              ; preds = %606, %601
  %615 = phi i32 [ %604, %601 ], [ %612, %606 ]
  %616 = phi ptr [ %587, %601 ], [ %613, %606 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %7) #2
  %617 = getelementptr inbounds %struct.LocVar, ptr %616, i64 %583, i32 2
  %618 = load i32, ptr %617, align 4, !tbaa !61
  %619 = sext i32 %618 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6) #2
  br label %620

620:                                              ; preds = %620, %614
  %621 = phi i64 [ %625, %620 ], [ 0, %614 ]
  %622 = phi i64 [ %628, %620 ], [ %619, %614 ]
  %623 = trunc i64 %622 to i8
  %624 = and i8 %623, 127
  %625 = add nuw nsw i64 %621, 1
  %626 = sub nsw i64 9, %621
  %627 = getelementptr inbounds [10 x i8], ptr %6, i64 0, i64 %626
  store i8 %624, ptr %627, align 1, !tbaa !16
  %628 = lshr i64 %622, 7
  %629 = icmp ult i64 %622, 128
  br i1 %629, label %630, label %620, !llvm.loop !25

630:                                              ; preds = %620
  %631 = load i8, ptr %579, align 1, !tbaa !16
  %632 = or i8 %631, -128
  store i8 %632, ptr %579, align 1, !tbaa !16
  %633 = icmp eq i32 %615, 0
  br i1 %633, label %634, label %641

634:                                              ; preds = %630
  %635 = xor i64 %621, -1
  %636 = getelementptr inbounds i8, ptr %580, i64 %635
  %637 = load ptr, ptr %577, align 8, !tbaa !12
  %638 = load ptr, ptr %0, align 8, !tbaa !6
  %639 = load ptr, ptr %578, align 8, !tbaa !13
  %640 = call i32 %637(ptr noundef %638, ptr noundef nonnull %636, i64 noundef %625, ptr noundef %639) #2
  store i32 %640, ptr %67, align 4, !tbaa !15
  br label %641

641:                                              ; preds = %634, %630
  %642 = phi i32 [ %615, %630 ], [ %640, %634 ]
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6) #2
  %643 = add nuw nsw i64 %583, 1
  %644 = icmp eq i64 %643, %581
  br i1 %644, label %645, label %582, !llvm.loop !62

645:                                              ; preds = %641, %570
  %646 = phi i32 [ %571, %570 ], [ %642, %641 ]
  %647 = load i32, ptr %28, align 8, !tbaa !14
  %648 = icmp eq i32 %647, 0
  br i1 %648, label %649, label %651

649:                                              ; preds = %645
  %650 = load i32, ptr %264, align 8, !tbaa !21
  br label %651

651:                                              ; preds = %649, %645
  %652 = phi i32 [ %650, %649 ], [ 0, %645 ]
  %653 = sext i32 %652 to i64
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %5) #2
  br label %654

654:                                              ; preds = %654, %651
  %655 = phi i64 [ %659, %654 ], [ 0, %651 ]
  %656 = phi i64 [ %662, %654 ], [ %653, %651 ]
  %657 = trunc i64 %656 to i8
  %658 = and i8 %657, 127
  %659 = add nuw nsw i64 %655, 1
  %660 = sub nsw i64 9, %655
  %661 = getelementptr inbounds [10 x i8], ptr %5, i64 0, i64 %660
  store i8 %658, ptr %661, align 1, !tbaa !16
  %662 = lshr i64 %656, 7
  %663 = icmp ult i64 %656, 128
  br i1 %663, label %664, label %654, !llvm.loop !25

664:                                              ; preds = %654
  %665 = getelementptr inbounds i8, ptr %5, i64 9
  %666 = load i8, ptr %665, align 1, !tbaa !16
  %667 = or i8 %666, -128
  store i8 %667, ptr %665, align 1, !tbaa !16
  %668 = icmp eq i32 %646, 0
  br i1 %668, label %669, label %679

669:                                              ; preds = %664
  %670 = getelementptr inbounds i8, ptr %5, i64 10
  %671 = xor i64 %655, -1
  %672 = getelementptr inbounds i8, ptr %670, i64 %671
  %673 = getelementptr inbounds i8, ptr %0, i64 8
  %674 = load ptr, ptr %673, align 8, !tbaa !12
  %675 = load ptr, ptr %0, align 8, !tbaa !6
  %676 = getelementptr inbounds i8, ptr %0, i64 16
  %677 = load ptr, ptr %676, align 8, !tbaa !13
  %678 = call i32 %674(ptr noundef %675, ptr noundef nonnull %672, i64 noundef %659, ptr noundef %677) #2
  store i32 %678, ptr %67, align 4, !tbaa !15
  br label %679

679:                                              ; preds = %669, %664
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %5) #2
  %680 = icmp sgt i32 %652, 0
  br i1 %680, label %681, label %691

681:                                              ; preds = %679
  %682 = getelementptr inbounds i8, ptr %1, i64 80
  %683 = zext nneg i32 %652 to i64
  br label %684

684:                                              ; preds = %684, %681
  %685 = phi i64 [ 0, %681 ], [ %689, %684 ]
  %686 = load ptr, ptr %682, align 8, !tbaa !38
  %687 = getelementptr inbounds %struct.Upvaldesc, ptr %686, i64 %685
  %688 = load ptr, ptr %687, align 8, !tbaa !63
  call fastcc void @dumpString(ptr noundef %0, ptr noundef %688)
  %689 = add nuw nsw i64 %685, 1
  %690 = icmp eq i64 %689, %683
  br i1 %690, label %691, label %684, !llvm.loop !64

691:                                              ; preds = %684, %679
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @dumpString(ptr nocapture noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = icmp eq ptr %1, null
  br i1 %5, label %6, label %19

6:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4) #2
  %7 = getelementptr inbounds i8, ptr %4, i64 9
  store i8 -128, ptr %7, align 1, !tbaa !16
  %8 = getelementptr inbounds i8, ptr %0, i64 28
  %9 = load i32, ptr %8, align 4, !tbaa !15
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !12
  %14 = load ptr, ptr %0, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !13
  %17 = call i32 %13(ptr noundef %14, ptr noundef nonnull %7, i64 noundef 1, ptr noundef %16) #2
  store i32 %17, ptr %8, align 4, !tbaa !15
  br label %18

18:                                               ; preds = %6, %11
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4) #2
  br label %70

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %1, i64 11
  %21 = load i8, ptr %20, align 1, !tbaa !65
  %22 = icmp eq i8 %21, -1
  br i1 %22, label %25, label %23

23:                                               ; preds = %19
  %24 = zext i8 %21 to i64
  br label %28

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  %27 = load i64, ptr %26, align 8, !tbaa !16
  br label %28

28:                                               ; preds = %25, %23
  %29 = phi i64 [ %24, %23 ], [ %27, %25 ]
  %30 = add i64 %29, 1
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3) #2
  br label %31

31:                                               ; preds = %31, %28
  %32 = phi i64 [ %36, %31 ], [ 0, %28 ]
  %33 = phi i64 [ %39, %31 ], [ %30, %28 ]
  %34 = trunc i64 %33 to i8
  %35 = and i8 %34, 127
  %36 = add nuw nsw i64 %32, 1
  %37 = sub nsw i64 9, %32
  %38 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %37
  store i8 %35, ptr %38, align 1, !tbaa !16
  %39 = lshr i64 %33, 7
  %40 = icmp ult i64 %33, 128
  br i1 %40, label %41, label %31, !llvm.loop !25

41:                                               ; preds = %31
  %42 = getelementptr inbounds i8, ptr %1, i64 24
  %43 = getelementptr inbounds i8, ptr %3, i64 9
  %44 = load i8, ptr %43, align 1, !tbaa !16
  %45 = or i8 %44, -128
  store i8 %45, ptr %43, align 1, !tbaa !16
  %46 = getelementptr inbounds i8, ptr %0, i64 28
  %47 = load i32, ptr %46, align 4, !tbaa !15
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %50, label %49

49:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3) #2
  br label %70

50:                                               ; preds = %41
  %51 = getelementptr inbounds i8, ptr %3, i64 10
  %52 = xor i64 %32, -1
  %53 = getelementptr inbounds i8, ptr %51, i64 %52
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  %55 = load ptr, ptr %54, align 8, !tbaa !12
  %56 = load ptr, ptr %0, align 8, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %0, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !13
  %59 = call i32 %55(ptr noundef %56, ptr noundef nonnull %53, i64 noundef %36, ptr noundef %58) #2
  store i32 %59, ptr %46, align 4, !tbaa !15
  %60 = icmp eq i32 %59, 0
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3) #2
  %61 = icmp ne i64 %29, 0
  %62 = and i1 %61, %60
  br i1 %62, label %63, label %70

63:                                               ; preds = %50
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !12
  %66 = load ptr, ptr %0, align 8, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %0, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !13
  %69 = call i32 %65(ptr noundef %66, ptr noundef nonnull %42, i64 noundef %29, ptr noundef %68) #2
  store i32 %69, ptr %46, align 4, !tbaa !15
  br label %70

70:                                               ; preds = %49, %63, %50, %18
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16, !11, i64 24, !11, i64 28}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!7, !8, i64 8}
!13 = !{!7, !8, i64 16}
!14 = !{!7, !11, i64 24}
!15 = !{!7, !11, i64 28}
!16 = !{!9, !9, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !9, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !9, i64 0}
!21 = !{!22, !11, i64 16}
!22 = !{!"Proto", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !11, i64 32, !11, i64 36, !11, i64 40, !11, i64 44, !11, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104, !8, i64 112, !8, i64 120}
!23 = !{!22, !8, i64 112}
!24 = !{!22, !11, i64 44}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!22, !11, i64 48}
!28 = !{!22, !9, i64 10}
!29 = !{!22, !9, i64 11}
!30 = !{!22, !9, i64 12}
!31 = !{!22, !11, i64 24}
!32 = !{!22, !8, i64 64}
!33 = !{!22, !11, i64 20}
!34 = !{!22, !8, i64 56}
!35 = !{!36, !9, i64 8}
!36 = !{!"TValue", !9, i64 0, !9, i64 8}
!37 = distinct !{!37, !26}
!38 = !{!22, !8, i64 80}
!39 = !{!40, !9, i64 8}
!40 = !{!"Upvaldesc", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10}
!41 = !{!40, !9, i64 9}
!42 = !{!40, !9, i64 10}
!43 = distinct !{!43, !26}
!44 = !{!22, !11, i64 32}
!45 = !{!22, !8, i64 72}
!46 = !{!8, !8, i64 0}
!47 = distinct !{!47, !26}
!48 = !{!22, !11, i64 28}
!49 = !{!22, !8, i64 88}
!50 = !{!22, !11, i64 40}
!51 = !{!22, !8, i64 96}
!52 = !{!53, !11, i64 0}
!53 = !{!"AbsLineInfo", !11, i64 0, !11, i64 4}
!54 = !{!53, !11, i64 4}
!55 = distinct !{!55, !26}
!56 = !{!22, !11, i64 36}
!57 = !{!22, !8, i64 104}
!58 = !{!59, !8, i64 0}
!59 = !{!"LocVar", !8, i64 0, !11, i64 8, !11, i64 12}
!60 = !{!59, !11, i64 8}
!61 = !{!59, !11, i64 12}
!62 = distinct !{!62, !26}
!63 = !{!40, !8, i64 0}
!64 = distinct !{!64, !26}
!65 = !{!66, !9, i64 11}
!66 = !{!"TString", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !11, i64 12, !9, i64 16, !9, i64 24}
