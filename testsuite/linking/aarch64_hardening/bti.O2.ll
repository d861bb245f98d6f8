; ModuleID = 'bti.c'
source_filename = "bti.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@side = dso_local local_unnamed_addr global i32 0, align 4
@interp.ops = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@interp, %2), ptr blockaddress(@interp, %6), ptr blockaddress(@interp, %8)], align 8
@env = internal global [21 x i64] zeroinitializer, align 8
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @add, ptr @mul, ptr @sub], align 8
@.str = private unnamed_addr constant [5 x i8] c"op: \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"class: \00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"side: \00", align 1
@main.prog = internal constant [5 x i8] c"\00\01\00\01\02", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"interp: \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"setjmp returned \00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"rounds \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@switch.table.classify = private unnamed_addr constant [7 x i32] [i32 11, i32 23, i32 37, i32 41, i32 59, i32 61, i32 73], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: noinline nounwind
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 %0(i32 noundef %1, i32 noundef %2) #12
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local range(i32 -1, 74) i32 @classify(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp ult i32 %0, 7
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [7 x i32], ptr @switch.table.classify, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @act(i32 noundef %0) local_unnamed_addr #3 {
  switch i32 %0, label %23 [
    i32 0, label %2
    i32 1, label %5
    i32 2, label %8
    i32 3, label %11
    i32 4, label %14
    i32 5, label %17
    i32 6, label %20
  ]

2:                                                ; preds = %1
  %3 = load i32, ptr @side, align 4, !tbaa !8
  %4 = add nsw i32 %3, 3
  br label %23

5:                                                ; preds = %1
  %6 = load i32, ptr @side, align 4, !tbaa !8
  %7 = mul nsw i32 %6, 5
  br label %23

8:                                                ; preds = %1
  %9 = load i32, ptr @side, align 4, !tbaa !8
  %10 = add nsw i32 %9, -7
  br label %23

11:                                               ; preds = %1
  %12 = load i32, ptr @side, align 4, !tbaa !8
  %13 = xor i32 %12, 9
  br label %23

14:                                               ; preds = %1
  %15 = load i32, ptr @side, align 4, !tbaa !8
  %16 = shl i32 %15, 2
  br label %23

17:                                               ; preds = %1
  %18 = load i32, ptr @side, align 4, !tbaa !8
  %19 = add nsw i32 %18, 100
  br label %23

20:                                               ; preds = %1
  %21 = load i32, ptr @side, align 4, !tbaa !8
  %22 = or i32 %21, 64
  br label %23

23:                                               ; preds = %1, %20, %17, %14, %11, %8, %5, %2
  %24 = phi i32 [ %22, %20 ], [ %19, %17 ], [ %16, %14 ], [ %13, %11 ], [ %10, %8 ], [ %7, %5 ], [ %4, %2 ], [ 0, %1 ]
  store i32 %24, ptr @side, align 4, !tbaa !8
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none)
define dso_local i32 @interp(ptr nocapture noundef readonly %0) #4 {
  br label %9

2:                                                ; preds = %9
  %3 = add nsw i32 %11, 1
  br label %4

4:                                                ; preds = %2, %6
  %5 = phi i32 [ %3, %2 ], [ %7, %6 ]
  br label %9

6:                                                ; preds = %9
  %7 = shl nsw i32 %11, 1
  br label %4

8:                                                ; preds = %9
  ret i32 %11

9:                                                ; preds = %4, %1
  %10 = phi ptr [ %0, %1 ], [ %15, %4 ]
  %11 = phi i32 [ 1, %1 ], [ %5, %4 ]
  %12 = load i8, ptr %10, align 1, !tbaa !12
  %13 = zext i8 %12 to i64
  %14 = getelementptr inbounds [3 x ptr], ptr @interp.ops, i64 0, i64 %13
  %15 = getelementptr inbounds i8, ptr %10, i64 1
  %16 = load ptr, ptr %14, align 8, !tbaa !13
  indirectbr ptr %16, [label %2, label %6, label %8]
}

; Function Attrs: noinline noreturn nounwind
define dso_local void @jump_back(i32 noundef %0) local_unnamed_addr #5 {
  tail call void @my_longjmp(ptr noundef nonnull @env, i32 noundef %0) #13
  unreachable
}

; Function Attrs: noreturn
declare void @my_longjmp(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca [16 x i8], align 1
  %2 = alloca [16 x i8], align 1
  %3 = alloca [16 x i8], align 1
  %4 = alloca [16 x i8], align 1
  %5 = alloca [16 x i8], align 1
  %6 = alloca [16 x i8], align 1
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds i8, ptr %6, i64 15
  br label %11

9:                                                ; preds = %49
  %10 = getelementptr inbounds i8, ptr %5, i64 15
  br label %54

11:                                               ; preds = %0, %49
  %12 = phi i64 [ 0, %0 ], [ %52, %49 ]
  %13 = getelementptr inbounds [3 x ptr], ptr @__const.main.fs, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8, !tbaa !13
  %15 = call i32 @apply(ptr noundef %14, i32 noundef 7, i32 noundef 5) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #15
  %16 = call i32 @llvm.abs.i32(i32 %15, i1 false)
  store i8 0, ptr %8, align 1, !tbaa !12
  br label %17

17:                                               ; preds = %17, %11
  %18 = phi i64 [ %26, %17 ], [ 15, %11 ]
  %19 = phi i32 [ %21, %17 ], [ %16, %11 ]
  %20 = freeze i32 %19
  %21 = udiv i32 %20, 10
  %22 = mul i32 %21, 10
  %23 = sub i32 %20, %22
  %24 = trunc nuw nsw i32 %23 to i8
  %25 = or disjoint i8 %24, 48
  %26 = add nsw i64 %18, -1
  %27 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %26
  store i8 %25, ptr %27, align 1, !tbaa !12
  %28 = icmp ult i32 %19, 10
  br i1 %28, label %29, label %17, !llvm.loop !15

29:                                               ; preds = %17
  %30 = icmp slt i32 %15, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %29
  %32 = shl i64 %26, 32
  %33 = ashr exact i64 %32, 32
  br label %39

34:                                               ; preds = %29
  %35 = shl i64 %18, 32
  %36 = add i64 %35, -8589934592
  %37 = ashr exact i64 %36, 32
  %38 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %37
  store i8 45, ptr %38, align 1, !tbaa !12
  br label %39

39:                                               ; preds = %31, %34
  %40 = phi i64 [ %33, %31 ], [ %37, %34 ]
  %41 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str, i64 noundef 4) #12
  %42 = getelementptr inbounds i8, ptr %6, i64 %40
  br label %43

43:                                               ; preds = %43, %39
  %44 = phi i64 [ 0, %39 ], [ %48, %43 ]
  %45 = getelementptr inbounds i8, ptr %42, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !12
  %47 = icmp eq i8 %46, 0
  %48 = add nuw nsw i64 %44, 1
  br i1 %47, label %49, label %43, !llvm.loop !17

49:                                               ; preds = %43
  %50 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull %42, i64 noundef %44) #12
  %51 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.6, i64 noundef 1) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #15
  %52 = add nuw nsw i64 %12, 1
  %53 = icmp eq i64 %52, 3
  br i1 %53, label %9, label %11, !llvm.loop !18

54:                                               ; preds = %9, %90
  %55 = phi i32 [ 0, %9 ], [ %93, %90 ]
  %56 = call i32 @classify(i32 noundef %55) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #15
  %57 = call i32 @llvm.abs.i32(i32 %56, i1 true)
  store i8 0, ptr %10, align 1, !tbaa !12
  br label %58

58:                                               ; preds = %58, %54
  %59 = phi i64 [ %67, %58 ], [ 15, %54 ]
  %60 = phi i32 [ %62, %58 ], [ %57, %54 ]
  %61 = freeze i32 %60
  %62 = udiv i32 %61, 10
  %63 = mul i32 %62, 10
  %64 = sub i32 %61, %63
  %65 = trunc nuw nsw i32 %64 to i8
  %66 = or disjoint i8 %65, 48
  %67 = add nsw i64 %59, -1
  %68 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %67
  store i8 %66, ptr %68, align 1, !tbaa !12
  %69 = icmp ult i32 %60, 10
  br i1 %69, label %70, label %58, !llvm.loop !15

70:                                               ; preds = %58
  %71 = icmp slt i32 %56, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %70
  %73 = shl i64 %67, 32
  %74 = ashr exact i64 %73, 32
  br label %80

75:                                               ; preds = %70
  %76 = shl i64 %59, 32
  %77 = add i64 %76, -8589934592
  %78 = ashr exact i64 %77, 32
  %79 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %78
  store i8 45, ptr %79, align 1, !tbaa !12
  br label %80

80:                                               ; preds = %72, %75
  %81 = phi i64 [ %74, %72 ], [ %78, %75 ]
  %82 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.1, i64 noundef 7) #12
  %83 = getelementptr inbounds i8, ptr %5, i64 %81
  br label %84

84:                                               ; preds = %84, %80
  %85 = phi i64 [ 0, %80 ], [ %89, %84 ]
  %86 = getelementptr inbounds i8, ptr %83, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !12
  %88 = icmp eq i8 %87, 0
  %89 = add nuw nsw i64 %85, 1
  br i1 %88, label %90, label %84, !llvm.loop !17

90:                                               ; preds = %84
  %91 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull %83, i64 noundef %85) #12
  %92 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.6, i64 noundef 1) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #15
  %93 = add nuw nsw i32 %55, 1
  %94 = icmp eq i32 %93, 8
  br i1 %94, label %95, label %54, !llvm.loop !19

95:                                               ; preds = %90
  call void @act(i32 noundef 0) #14
  call void @act(i32 noundef 1) #14
  call void @act(i32 noundef 2) #14
  call void @act(i32 noundef 3) #14
  call void @act(i32 noundef 4) #14
  call void @act(i32 noundef 5) #14
  call void @act(i32 noundef 6) #14
  %96 = load i32, ptr @side, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  %97 = call i32 @llvm.abs.i32(i32 %96, i1 false)
  %98 = getelementptr inbounds i8, ptr %4, i64 15
  store i8 0, ptr %98, align 1, !tbaa !12
  br label %99

99:                                               ; preds = %99, %95
  %100 = phi i64 [ %108, %99 ], [ 15, %95 ]
  %101 = phi i32 [ %103, %99 ], [ %97, %95 ]
  %102 = freeze i32 %101
  %103 = udiv i32 %102, 10
  %104 = mul i32 %103, 10
  %105 = sub i32 %102, %104
  %106 = trunc nuw nsw i32 %105 to i8
  %107 = or disjoint i8 %106, 48
  %108 = add nsw i64 %100, -1
  %109 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 %108
  store i8 %107, ptr %109, align 1, !tbaa !12
  %110 = icmp ult i32 %101, 10
  br i1 %110, label %111, label %99, !llvm.loop !15

111:                                              ; preds = %99
  %112 = icmp slt i32 %96, 0
  br i1 %112, label %116, label %113

113:                                              ; preds = %111
  %114 = shl i64 %108, 32
  %115 = ashr exact i64 %114, 32
  br label %121

116:                                              ; preds = %111
  %117 = shl i64 %100, 32
  %118 = add i64 %117, -8589934592
  %119 = ashr exact i64 %118, 32
  %120 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 %119
  store i8 45, ptr %120, align 1, !tbaa !12
  br label %121

121:                                              ; preds = %113, %116
  %122 = phi i64 [ %115, %113 ], [ %119, %116 ]
  %123 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.2, i64 noundef 6) #12
  %124 = getelementptr inbounds i8, ptr %4, i64 %122
  br label %125

125:                                              ; preds = %125, %121
  %126 = phi i64 [ 0, %121 ], [ %130, %125 ]
  %127 = getelementptr inbounds i8, ptr %124, i64 %126
  %128 = load i8, ptr %127, align 1, !tbaa !12
  %129 = icmp eq i8 %128, 0
  %130 = add nuw nsw i64 %126, 1
  br i1 %129, label %131, label %125, !llvm.loop !17

131:                                              ; preds = %125
  %132 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull %124, i64 noundef %126) #12
  %133 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.6, i64 noundef 1) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  %134 = call i32 @interp(ptr noundef nonnull @main.prog) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #15
  %135 = call i32 @llvm.abs.i32(i32 %134, i1 false)
  %136 = getelementptr inbounds i8, ptr %3, i64 15
  store i8 0, ptr %136, align 1, !tbaa !12
  br label %137

137:                                              ; preds = %137, %131
  %138 = phi i64 [ %146, %137 ], [ 15, %131 ]
  %139 = phi i32 [ %141, %137 ], [ %135, %131 ]
  %140 = freeze i32 %139
  %141 = udiv i32 %140, 10
  %142 = mul i32 %141, 10
  %143 = sub i32 %140, %142
  %144 = trunc nuw nsw i32 %143 to i8
  %145 = or disjoint i8 %144, 48
  %146 = add nsw i64 %138, -1
  %147 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 %146
  store i8 %145, ptr %147, align 1, !tbaa !12
  %148 = icmp ult i32 %139, 10
  br i1 %148, label %149, label %137, !llvm.loop !15

149:                                              ; preds = %137
  %150 = icmp slt i32 %134, 0
  br i1 %150, label %154, label %151

151:                                              ; preds = %149
  %152 = shl i64 %146, 32
  %153 = ashr exact i64 %152, 32
  br label %159

154:                                              ; preds = %149
  %155 = shl i64 %138, 32
  %156 = add i64 %155, -8589934592
  %157 = ashr exact i64 %156, 32
  %158 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 %157
  store i8 45, ptr %158, align 1, !tbaa !12
  br label %159

159:                                              ; preds = %151, %154
  %160 = phi i64 [ %153, %151 ], [ %157, %154 ]
  %161 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.3, i64 noundef 8) #12
  %162 = getelementptr inbounds i8, ptr %3, i64 %160
  br label %163

163:                                              ; preds = %163, %159
  %164 = phi i64 [ 0, %159 ], [ %168, %163 ]
  %165 = getelementptr inbounds i8, ptr %162, i64 %164
  %166 = load i8, ptr %165, align 1, !tbaa !12
  %167 = icmp eq i8 %166, 0
  %168 = add nuw nsw i64 %164, 1
  br i1 %167, label %169, label %163, !llvm.loop !17

169:                                              ; preds = %163
  %170 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull %162, i64 noundef %164) #12
  %171 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.6, i64 noundef 1) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 0, ptr %7, align 4, !tbaa !8
  %172 = call i32 @my_setjmp(ptr noundef nonnull @env) #16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #15
  %173 = call i32 @llvm.abs.i32(i32 %172, i1 false)
  %174 = getelementptr inbounds i8, ptr %2, i64 15
  store i8 0, ptr %174, align 1, !tbaa !12
  br label %175

175:                                              ; preds = %175, %169
  %176 = phi i64 [ %184, %175 ], [ 15, %169 ]
  %177 = phi i32 [ %179, %175 ], [ %173, %169 ]
  %178 = freeze i32 %177
  %179 = udiv i32 %178, 10
  %180 = mul i32 %179, 10
  %181 = sub i32 %178, %180
  %182 = trunc nuw nsw i32 %181 to i8
  %183 = or disjoint i8 %182, 48
  %184 = add nsw i64 %176, -1
  %185 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %184
  store i8 %183, ptr %185, align 1, !tbaa !12
  %186 = icmp ult i32 %177, 10
  br i1 %186, label %187, label %175, !llvm.loop !15

187:                                              ; preds = %175
  %188 = icmp slt i32 %172, 0
  br i1 %188, label %192, label %189

189:                                              ; preds = %187
  %190 = shl i64 %184, 32
  %191 = ashr exact i64 %190, 32
  br label %197

192:                                              ; preds = %187
  %193 = shl i64 %176, 32
  %194 = add i64 %193, -8589934592
  %195 = ashr exact i64 %194, 32
  %196 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %195
  store i8 45, ptr %196, align 1, !tbaa !12
  br label %197

197:                                              ; preds = %189, %192
  %198 = phi i64 [ %191, %189 ], [ %195, %192 ]
  %199 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.4, i64 noundef 16) #12
  %200 = getelementptr inbounds i8, ptr %2, i64 %198
  br label %201

201:                                              ; preds = %201, %197
  %202 = phi i64 [ 0, %197 ], [ %206, %201 ]
  %203 = getelementptr inbounds i8, ptr %200, i64 %202
  %204 = load i8, ptr %203, align 1, !tbaa !12
  %205 = icmp eq i8 %204, 0
  %206 = add nuw nsw i64 %202, 1
  br i1 %205, label %207, label %201, !llvm.loop !17

207:                                              ; preds = %201
  %208 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull %200, i64 noundef %202) #12
  %209 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.6, i64 noundef 1) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #15
  %210 = icmp slt i32 %172, 3
  %211 = load volatile i32, ptr %7, align 4, !tbaa !8
  br i1 %210, label %212, label %215

212:                                              ; preds = %207
  %213 = add nsw i32 %211, 1
  store volatile i32 %213, ptr %7, align 4, !tbaa !8
  %214 = add nsw i32 %172, 1
  call void @jump_back(i32 noundef %214) #14
  unreachable

215:                                              ; preds = %207
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #15
  %216 = call i32 @llvm.abs.i32(i32 %211, i1 false)
  %217 = getelementptr inbounds i8, ptr %1, i64 15
  store i8 0, ptr %217, align 1, !tbaa !12
  br label %218

218:                                              ; preds = %218, %215
  %219 = phi i64 [ %227, %218 ], [ 15, %215 ]
  %220 = phi i32 [ %222, %218 ], [ %216, %215 ]
  %221 = freeze i32 %220
  %222 = udiv i32 %221, 10
  %223 = mul i32 %222, 10
  %224 = sub i32 %221, %223
  %225 = trunc nuw nsw i32 %224 to i8
  %226 = or disjoint i8 %225, 48
  %227 = add nsw i64 %219, -1
  %228 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %227
  store i8 %226, ptr %228, align 1, !tbaa !12
  %229 = icmp ult i32 %220, 10
  br i1 %229, label %230, label %218, !llvm.loop !15

230:                                              ; preds = %218
  %231 = icmp slt i32 %211, 0
  br i1 %231, label %235, label %232

232:                                              ; preds = %230
  %233 = shl i64 %227, 32
  %234 = ashr exact i64 %233, 32
  br label %240

235:                                              ; preds = %230
  %236 = shl i64 %219, 32
  %237 = add i64 %236, -8589934592
  %238 = ashr exact i64 %237, 32
  %239 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %238
  store i8 45, ptr %239, align 1, !tbaa !12
  br label %240

240:                                              ; preds = %232, %235
  %241 = phi i64 [ %234, %232 ], [ %238, %235 ]
  %242 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.5, i64 noundef 7) #12
  %243 = getelementptr inbounds i8, ptr %1, i64 %241
  br label %244

244:                                              ; preds = %244, %240
  %245 = phi i64 [ 0, %240 ], [ %249, %244 ]
  %246 = getelementptr inbounds i8, ptr %243, i64 %245
  %247 = load i8, ptr %246, align 1, !tbaa !12
  %248 = icmp eq i8 %247, 0
  %249 = add nuw nsw i64 %245, 1
  br i1 %248, label %250, label %244, !llvm.loop !17

250:                                              ; preds = %244
  %251 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull %243, i64 noundef %245) #12
  %252 = call i64 @sys_write(i32 noundef 1, ptr noundef nonnull @.str.6, i64 noundef 1) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #8

; Function Attrs: returns_twice
declare i32 @my_setjmp(ptr noundef) local_unnamed_addr #9

declare i64 @sys_write(i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #11

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { noinline nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noinline noreturn nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noreturn "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { returns_twice "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nobuiltin nounwind "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #13 = { nobuiltin noreturn nounwind "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #14 = { nobuiltin "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #15 = { nounwind }
attributes #16 = { nobuiltin nounwind returns_twice "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"branch-target-enforcement", i32 1}
!2 = !{i32 8, !"guarded-control-stack", i32 1}
!3 = !{i32 8, !"sign-return-address", i32 1}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!10, !10, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !10, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
