; ModuleID = 'programs/ntt_convolution.c'
source_filename = "programs/ntt_convolution.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.a = internal unnamed_addr global [1024 x i32] zeroinitializer, align 16
@main.b = internal unnamed_addr global [1024 x i32] zeroinitializer, align 16
@main.c = internal global [1024 x i32] zeroinitializer, align 16
@main.ref = internal unnamed_addr global [1024 x i64] zeroinitializer, align 16
@main.bb = internal global [1024 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [45 x i8] c"poly product: bad=%d hash=%016llx c[350]=%u\0A\00", align 1
@main.d1 = internal global [1024 x i32] zeroinitializer, align 16
@main.d2 = internal global [1024 x i32] zeroinitializer, align 16
@main.prod = internal unnamed_addr global [1024 x i64] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [27 x i8] c"product digits=%d leading:\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c" digit sum=%llu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = phi i32 [ 11, %0 ], [ %11, %1 ]
  %4 = mul i32 %3, 1103515245
  %5 = add i32 %4, 12345
  %6 = lshr i32 %5, 8
  %7 = urem i32 %6, 1000
  %8 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %2
  store i32 %7, ptr %8, align 8, !tbaa !5
  %9 = or disjoint i64 %2, 1
  %10 = mul i32 %5, 1103515245
  %11 = add i32 %10, 12345
  %12 = lshr i32 %11, 8
  %13 = urem i32 %12, 1000
  %14 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %9
  store i32 %13, ptr %14, align 4, !tbaa !5
  %15 = add nuw nsw i64 %2, 2
  %16 = icmp eq i64 %15, 300
  br i1 %16, label %17, label %1, !llvm.loop !9

17:                                               ; preds = %1, %17
  %18 = phi i64 [ %31, %17 ], [ 0, %1 ]
  %19 = phi i32 [ %27, %17 ], [ %11, %1 ]
  %20 = mul i32 %19, 1103515245
  %21 = add i32 %20, 12345
  %22 = lshr i32 %21, 8
  %23 = urem i32 %22, 1000
  %24 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %18
  store i32 %23, ptr %24, align 8, !tbaa !5
  %25 = or disjoint i64 %18, 1
  %26 = mul i32 %21, 1103515245
  %27 = add i32 %26, 12345
  %28 = lshr i32 %27, 8
  %29 = urem i32 %28, 1000
  %30 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %25
  store i32 %29, ptr %30, align 4, !tbaa !5
  %31 = add nuw nsw i64 %18, 2
  %32 = icmp eq i64 %31, 400
  br i1 %32, label %33, label %17, !llvm.loop !11

33:                                               ; preds = %17, %60
  %34 = phi i64 [ %61, %60 ], [ 0, %17 ]
  %35 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = zext i32 %36 to i64
  %38 = insertelement <2 x i64> poison, i64 %37, i64 0
  %39 = shufflevector <2 x i64> %38, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %40

40:                                               ; preds = %40, %33
  %41 = phi i64 [ 0, %33 ], [ %57, %40 ]
  %42 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  %44 = load <2 x i32>, ptr %42, align 16, !tbaa !5
  %45 = load <2 x i32>, ptr %43, align 8, !tbaa !5
  %46 = zext <2 x i32> %44 to <2 x i64>
  %47 = zext <2 x i32> %45 to <2 x i64>
  %48 = mul nuw <2 x i64> %39, %46
  %49 = mul nuw <2 x i64> %39, %47
  %50 = add nuw nsw i64 %41, %34
  %51 = getelementptr inbounds [1024 x i64], ptr @main.ref, i64 0, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <2 x i64>, ptr %51, align 8, !tbaa !12
  %54 = load <2 x i64>, ptr %52, align 8, !tbaa !12
  %55 = add <2 x i64> %48, %53
  %56 = add <2 x i64> %49, %54
  store <2 x i64> %55, ptr %51, align 8, !tbaa !12
  store <2 x i64> %56, ptr %52, align 8, !tbaa !12
  %57 = add nuw i64 %41, 4
  %58 = icmp eq i64 %57, 400
  br i1 %58, label %60, label %40, !llvm.loop !14

59:                                               ; preds = %60
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) @main.c, ptr noundef nonnull align 16 dereferenceable(4096) @main.a, i64 4096, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) @main.bb, ptr noundef nonnull align 16 dereferenceable(4096) @main.b, i64 4096, i1 false)
  tail call fastcc void @ntt(ptr noundef nonnull @main.c, i32 noundef 0)
  tail call fastcc void @ntt(ptr noundef nonnull @main.bb, i32 noundef 0)
  br label %64

60:                                               ; preds = %40
  %61 = add nuw nsw i64 %34, 1
  %62 = icmp eq i64 %61, 300
  br i1 %62, label %59, label %33, !llvm.loop !17

63:                                               ; preds = %64
  tail call fastcc void @ntt(ptr noundef nonnull @main.c, i32 noundef 1)
  br label %104

64:                                               ; preds = %64, %59
  %65 = phi i64 [ 0, %59 ], [ %85, %64 ]
  %66 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %65
  %67 = load i32, ptr %66, align 8, !tbaa !5
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [1024 x i32], ptr @main.bb, i64 0, i64 %65
  %70 = load i32, ptr %69, align 8, !tbaa !5
  %71 = zext i32 %70 to i64
  %72 = mul nuw i64 %71, %68
  %73 = urem i64 %72, 998244353
  %74 = trunc nuw nsw i64 %73 to i32
  store i32 %74, ptr %66, align 8, !tbaa !5
  %75 = or disjoint i64 %65, 1
  %76 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [1024 x i32], ptr @main.bb, i64 0, i64 %75
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = zext i32 %80 to i64
  %82 = mul nuw i64 %81, %78
  %83 = urem i64 %82, 998244353
  %84 = trunc nuw nsw i64 %83 to i32
  store i32 %84, ptr %76, align 4, !tbaa !5
  %85 = add nuw nsw i64 %65, 2
  %86 = icmp eq i64 %85, 1024
  br i1 %86, label %63, label %64, !llvm.loop !18

87:                                               ; preds = %104
  %88 = load i32, ptr getelementptr inbounds (i8, ptr @main.c, i64 1400), align 8, !tbaa !5
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %116, i64 noundef %118, i32 noundef %88)
  br label %90

90:                                               ; preds = %90, %87
  %91 = phi i64 [ 0, %87 ], [ %101, %90 ]
  %92 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %87 ], [ %102, %90 ]
  %93 = mul nuw nsw <4 x i16> %92, <i16 7, i16 7, i16 7, i16 7>
  %94 = urem <4 x i16> %93, <i16 10, i16 10, i16 10, i16 10>
  %95 = zext nneg <4 x i16> %94 to <4 x i32>
  %96 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %91
  store <4 x i32> %95, ptr %96, align 16, !tbaa !5
  %97 = mul nuw nsw <4 x i16> %92, <i16 3, i16 3, i16 3, i16 3>
  %98 = urem <4 x i16> %97, <i16 10, i16 10, i16 10, i16 10>
  %99 = zext nneg <4 x i16> %98 to <4 x i32>
  %100 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %91
  store <4 x i32> %99, ptr %100, align 16, !tbaa !5
  %101 = add nuw i64 %91, 4
  %102 = add <4 x i16> %92, <i16 4, i16 4, i16 4, i16 4>
  %103 = icmp eq i64 %101, 500
  br i1 %103, label %121, label %90, !llvm.loop !19

104:                                              ; preds = %63, %104
  %105 = phi i64 [ 0, %63 ], [ %119, %104 ]
  %106 = phi i64 [ 0, %63 ], [ %118, %104 ]
  %107 = phi i32 [ 0, %63 ], [ %116, %104 ]
  %108 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %105
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds [1024 x i64], ptr @main.ref, i64 0, i64 %105
  %112 = load i64, ptr %111, align 8, !tbaa !12
  %113 = urem i64 %112, 998244353
  %114 = icmp ne i64 %113, %110
  %115 = zext i1 %114 to i32
  %116 = add nuw nsw i32 %107, %115
  %117 = mul i64 %106, 1000003
  %118 = add i64 %117, %110
  %119 = add nuw nsw i64 %105, 1
  %120 = icmp eq i64 %119, 1024
  br i1 %120, label %87, label %104, !llvm.loop !20

121:                                              ; preds = %90
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.d1, i64 1996), align 4, !tbaa !5
  store i32 8, ptr getelementptr inbounds (i8, ptr @main.d2, i64 1996), align 4, !tbaa !5
  tail call fastcc void @ntt(ptr noundef nonnull @main.d1, i32 noundef 0)
  tail call fastcc void @ntt(ptr noundef nonnull @main.d2, i32 noundef 0)
  br label %123

122:                                              ; preds = %123
  tail call fastcc void @ntt(ptr noundef nonnull @main.d1, i32 noundef 1)
  br label %152

123:                                              ; preds = %123, %121
  %124 = phi i64 [ 0, %121 ], [ %144, %123 ]
  %125 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %124
  %126 = load i32, ptr %125, align 8, !tbaa !5
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %124
  %129 = load i32, ptr %128, align 8, !tbaa !5
  %130 = zext i32 %129 to i64
  %131 = mul nuw i64 %130, %127
  %132 = urem i64 %131, 998244353
  %133 = trunc nuw nsw i64 %132 to i32
  store i32 %133, ptr %125, align 8, !tbaa !5
  %134 = or disjoint i64 %124, 1
  %135 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %134
  %139 = load i32, ptr %138, align 4, !tbaa !5
  %140 = zext i32 %139 to i64
  %141 = mul nuw i64 %140, %137
  %142 = urem i64 %141, 998244353
  %143 = trunc nuw nsw i64 %142 to i32
  store i32 %143, ptr %135, align 4, !tbaa !5
  %144 = add nuw nsw i64 %124, 2
  %145 = icmp eq i64 %144, 1024
  br i1 %145, label %122, label %123, !llvm.loop !21

146:                                              ; preds = %152
  %147 = add i32 %165, 1
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %147)
  %149 = sext i32 %165 to i64
  %150 = add nsw i32 %165, -19
  %151 = sext i32 %150 to i64
  br label %194

152:                                              ; preds = %122, %152
  %153 = phi i64 [ 0, %122 ], [ %166, %152 ]
  %154 = phi i32 [ 0, %122 ], [ %165, %152 ]
  %155 = phi i64 [ 0, %122 ], [ %162, %152 ]
  %156 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %153
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = zext i32 %157 to i64
  %159 = add nuw nsw i64 %155, %158
  %160 = urem i64 %159, 10
  %161 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %153
  store i64 %160, ptr %161, align 8, !tbaa !12
  %162 = udiv i64 %159, 10
  %163 = icmp eq i64 %160, 0
  %164 = trunc nuw nsw i64 %153 to i32
  %165 = select i1 %163, i32 %154, i32 %164
  %166 = add nuw nsw i64 %153, 1
  %167 = icmp eq i64 %166, 1024
  br i1 %167, label %146, label %152, !llvm.loop !22

168:                                              ; preds = %194
  %169 = icmp slt i32 %165, 0
  br i1 %169, label %201, label %170

170:                                              ; preds = %168
  %171 = zext i32 %147 to i64
  %172 = icmp ult i32 %147, 4
  br i1 %172, label %173, label %176

173:                                              ; preds = %190, %170
  %174 = phi i64 [ 0, %170 ], [ %177, %190 ]
  %175 = phi i64 [ 0, %170 ], [ %192, %190 ]
  br label %208

176:                                              ; preds = %170
  %177 = and i64 %171, 4294967292
  br label %178

178:                                              ; preds = %178, %176
  %179 = phi i64 [ 0, %176 ], [ %188, %178 ]
  %180 = phi <2 x i64> [ zeroinitializer, %176 ], [ %186, %178 ]
  %181 = phi <2 x i64> [ zeroinitializer, %176 ], [ %187, %178 ]
  %182 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %179
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load <2 x i64>, ptr %182, align 16, !tbaa !12
  %185 = load <2 x i64>, ptr %183, align 16, !tbaa !12
  %186 = add <2 x i64> %184, %180
  %187 = add <2 x i64> %185, %181
  %188 = add nuw i64 %179, 4
  %189 = icmp eq i64 %188, %177
  br i1 %189, label %190, label %178, !llvm.loop !23

190:                                              ; preds = %178
  %191 = add <2 x i64> %187, %186
  %192 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %191)
  %193 = icmp eq i64 %177, %171
  br i1 %193, label %201, label %173

194:                                              ; preds = %146, %194
  %195 = phi i64 [ %149, %146 ], [ %199, %194 ]
  %196 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %195
  %197 = load i64, ptr %196, align 8, !tbaa !12
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %197)
  %199 = add nsw i64 %195, -1
  %200 = icmp sgt i64 %195, %151
  br i1 %200, label %194, label %168, !llvm.loop !24

201:                                              ; preds = %208, %190, %168
  %202 = phi i64 [ 0, %168 ], [ %192, %190 ], [ %213, %208 ]
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %202)
  %204 = icmp eq i32 %116, 0
  %205 = trunc i64 %202 to i32
  %206 = and i32 %205, 127
  %207 = select i1 %204, i32 %206, i32 100
  ret i32 %207

208:                                              ; preds = %173, %208
  %209 = phi i64 [ %214, %208 ], [ %174, %173 ]
  %210 = phi i64 [ %213, %208 ], [ %175, %173 ]
  %211 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %209
  %212 = load i64, ptr %211, align 8, !tbaa !12
  %213 = add i64 %212, %210
  %214 = add nuw nsw i64 %209, 1
  %215 = icmp eq i64 %214, %171
  br i1 %215, label %201, label %208, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @ntt(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #2 {
  br label %3

3:                                                ; preds = %2, %28
  %4 = phi i64 [ 1, %2 ], [ %29, %28 ]
  %5 = phi i32 [ 0, %2 ], [ %20, %28 ]
  %6 = and i32 %5, 512
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %17, label %10

8:                                                ; preds = %28
  %9 = icmp eq i32 %1, 0
  br label %32

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %13, %10 ], [ %5, %3 ]
  %12 = phi i32 [ %14, %10 ], [ 512, %3 ]
  %13 = xor i32 %11, %12
  %14 = lshr i32 %12, 1
  %15 = and i32 %13, %14
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %10, !llvm.loop !26

17:                                               ; preds = %10, %3
  %18 = phi i32 [ 512, %3 ], [ %14, %10 ]
  %19 = phi i32 [ %5, %3 ], [ %13, %10 ]
  %20 = xor i32 %19, %18
  %21 = sext i32 %20 to i64
  %22 = icmp slt i64 %4, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %17
  %24 = getelementptr inbounds i32, ptr %0, i64 %4
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds i32, ptr %0, i64 %21
  %27 = load i32, ptr %26, align 4, !tbaa !5
  store i32 %27, ptr %24, align 4, !tbaa !5
  store i32 %25, ptr %26, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %23, %17
  %29 = add nuw nsw i64 %4, 1
  %30 = icmp eq i64 %29, 1024
  br i1 %30, label %8, label %3, !llvm.loop !27

31:                                               ; preds = %79
  br i1 %9, label %143, label %109

32:                                               ; preds = %79, %8
  %33 = phi i32 [ 2, %8 ], [ %80, %79 ]
  %34 = udiv i32 998244352, %33
  br label %35

35:                                               ; preds = %32, %44
  %36 = phi i64 [ %47, %44 ], [ 3, %32 ]
  %37 = phi i64 [ %45, %44 ], [ 1, %32 ]
  %38 = phi i32 [ %48, %44 ], [ %34, %32 ]
  %39 = and i32 %38, 1
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %35
  %42 = mul nuw nsw i64 %37, %36
  %43 = urem i64 %42, 998244353
  br label %44

44:                                               ; preds = %41, %35
  %45 = phi i64 [ %43, %41 ], [ %37, %35 ]
  %46 = mul nuw nsw i64 %36, %36
  %47 = urem i64 %46, 998244353
  %48 = lshr i32 %38, 1
  %49 = icmp ult i32 %38, 2
  br i1 %49, label %50, label %35, !llvm.loop !28

50:                                               ; preds = %44
  br i1 %9, label %68, label %51

51:                                               ; preds = %50
  %52 = and i64 %45, 4294967295
  br label %53

53:                                               ; preds = %62, %51
  %54 = phi i64 [ %65, %62 ], [ %52, %51 ]
  %55 = phi i64 [ %63, %62 ], [ 1, %51 ]
  %56 = phi i32 [ %66, %62 ], [ 998244351, %51 ]
  %57 = and i32 %56, 1
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %53
  %60 = mul nuw nsw i64 %55, %54
  %61 = urem i64 %60, 998244353
  br label %62

62:                                               ; preds = %59, %53
  %63 = phi i64 [ %61, %59 ], [ %55, %53 ]
  %64 = mul nuw nsw i64 %54, %54
  %65 = urem i64 %64, 998244353
  %66 = lshr i32 %56, 1
  %67 = icmp ult i32 %56, 2
  br i1 %67, label %68, label %53, !llvm.loop !28

68:                                               ; preds = %62, %50
  %69 = phi i64 [ %45, %50 ], [ %63, %62 ]
  %70 = ashr exact i32 %33, 1
  %71 = icmp sgt i32 %70, 0
  %72 = and i64 %69, 4294967295
  %73 = sext i32 %70 to i64
  %74 = zext nneg i32 %33 to i64
  %75 = zext nneg i32 %70 to i64
  %76 = getelementptr i32, ptr %0, i64 %73
  br label %77

77:                                               ; preds = %68, %82
  %78 = phi i64 [ 0, %68 ], [ %83, %82 ]
  br i1 %71, label %85, label %82

79:                                               ; preds = %82
  %80 = shl i32 %33, 1
  %81 = icmp slt i32 %80, 1025
  br i1 %81, label %32, label %31, !llvm.loop !29

82:                                               ; preds = %85, %77
  %83 = add nuw nsw i64 %78, %74
  %84 = icmp ult i64 %83, 1024
  br i1 %84, label %77, label %79, !llvm.loop !30

85:                                               ; preds = %77, %85
  %86 = phi i64 [ %107, %85 ], [ 0, %77 ]
  %87 = phi i64 [ %106, %85 ], [ 1, %77 ]
  %88 = add nuw nsw i64 %86, %78
  %89 = getelementptr inbounds i32, ptr %0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = getelementptr i32, ptr %76, i64 %88
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = zext i32 %92 to i64
  %94 = mul nuw nsw i64 %87, %93
  %95 = urem i64 %94, 998244353
  %96 = trunc nuw nsw i64 %95 to i32
  %97 = add i32 %90, %96
  %98 = icmp ugt i32 %97, 998244352
  %99 = add i32 %97, -998244353
  %100 = select i1 %98, i32 %99, i32 %97
  store i32 %100, ptr %89, align 4, !tbaa !5
  %101 = icmp ult i32 %90, %96
  %102 = add nuw nsw i32 %90, 998244353
  %103 = select i1 %101, i32 %102, i32 %90
  %104 = sub i32 %103, %96
  store i32 %104, ptr %91, align 4, !tbaa !5
  %105 = mul nuw nsw i64 %87, %72
  %106 = urem i64 %105, 998244353
  %107 = add nuw nsw i64 %86, 1
  %108 = icmp eq i64 %107, %75
  br i1 %108, label %82, label %85, !llvm.loop !31

109:                                              ; preds = %31, %118
  %110 = phi i64 [ %121, %118 ], [ 1024, %31 ]
  %111 = phi i64 [ %119, %118 ], [ 1, %31 ]
  %112 = phi i32 [ %122, %118 ], [ 998244351, %31 ]
  %113 = and i32 %112, 1
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %118, label %115

115:                                              ; preds = %109
  %116 = mul nuw nsw i64 %111, %110
  %117 = urem i64 %116, 998244353
  br label %118

118:                                              ; preds = %115, %109
  %119 = phi i64 [ %117, %115 ], [ %111, %109 ]
  %120 = mul nuw nsw i64 %110, %110
  %121 = urem i64 %120, 998244353
  %122 = lshr i32 %112, 1
  %123 = icmp ult i32 %112, 2
  br i1 %123, label %124, label %109, !llvm.loop !28

124:                                              ; preds = %118
  %125 = and i64 %119, 4294967295
  br label %126

126:                                              ; preds = %126, %124
  %127 = phi i64 [ 0, %124 ], [ %141, %126 ]
  %128 = getelementptr inbounds i32, ptr %0, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = zext i32 %129 to i64
  %131 = mul nuw nsw i64 %125, %130
  %132 = urem i64 %131, 998244353
  %133 = trunc nuw nsw i64 %132 to i32
  store i32 %133, ptr %128, align 4, !tbaa !5
  %134 = or disjoint i64 %127, 1
  %135 = getelementptr inbounds i32, ptr %0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = zext i32 %136 to i64
  %138 = mul nuw nsw i64 %125, %137
  %139 = urem i64 %138, 998244353
  %140 = trunc nuw nsw i64 %139 to i32
  store i32 %140, ptr %135, align 4, !tbaa !5
  %141 = add nuw nsw i64 %127, 2
  %142 = icmp eq i64 %141, 1024
  br i1 %142, label %143, label %126, !llvm.loop !32

143:                                              ; preds = %126, %31
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = distinct !{!14, !10, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10, !15, !16}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10, !15, !16}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10, !16, !15}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
