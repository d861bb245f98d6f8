; ModuleID = 'programs/ntt_convolution.c'
source_filename = "programs/ntt_convolution.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.a = internal unnamed_addr global [1024 x i32] zeroinitializer, align 4
@main.b = internal unnamed_addr global [1024 x i32] zeroinitializer, align 4
@main.c = internal global [1024 x i32] zeroinitializer, align 4
@main.ref = internal unnamed_addr global [1024 x i64] zeroinitializer, align 8
@main.bb = internal global [1024 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [45 x i8] c"poly product: bad=%d hash=%016llx c[350]=%u\0A\00", align 1
@main.d1 = internal global [1024 x i32] zeroinitializer, align 4
@main.d2 = internal global [1024 x i32] zeroinitializer, align 4
@main.prod = internal unnamed_addr global [1024 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"product digits=%d leading:\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c" digit sum=%llu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %9, %1 ]
  %3 = phi i32 [ 11, %0 ], [ %5, %1 ]
  %4 = mul i32 %3, 1103515245
  %5 = add i32 %4, 12345
  %6 = lshr i32 %5, 8
  %7 = urem i32 %6, 1000
  %8 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %2
  store i32 %7, ptr %8, align 4, !tbaa !6
  %9 = add nuw nsw i64 %2, 1
  %10 = icmp eq i64 %9, 300
  br i1 %10, label %11, label %1, !llvm.loop !10

11:                                               ; preds = %1, %11
  %12 = phi i64 [ %19, %11 ], [ 0, %1 ]
  %13 = phi i32 [ %15, %11 ], [ %5, %1 ]
  %14 = mul i32 %13, 1103515245
  %15 = add i32 %14, 12345
  %16 = lshr i32 %15, 8
  %17 = urem i32 %16, 1000
  %18 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %12
  store i32 %17, ptr %18, align 4, !tbaa !6
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, 400
  br i1 %20, label %21, label %11, !llvm.loop !12

21:                                               ; preds = %11, %61
  %22 = phi i64 [ %62, %61 ], [ 0, %11 ]
  %23 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = zext i32 %24 to i64
  %26 = insertelement <4 x i64> poison, i64 %25, i64 0
  %27 = shufflevector <4 x i64> %26, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %28

28:                                               ; preds = %28, %21
  %29 = phi i64 [ 0, %21 ], [ %45, %28 ]
  %30 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %29
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !6
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !6
  %34 = zext <4 x i32> %32 to <4 x i64>
  %35 = zext <4 x i32> %33 to <4 x i64>
  %36 = mul nuw <4 x i64> %27, %34
  %37 = mul nuw <4 x i64> %27, %35
  %38 = add nuw nsw i64 %29, %22
  %39 = getelementptr inbounds [1024 x i64], ptr @main.ref, i64 0, i64 %38
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  %41 = load <4 x i64>, ptr %39, align 8, !tbaa !13
  %42 = load <4 x i64>, ptr %40, align 8, !tbaa !13
  %43 = add <4 x i64> %36, %41
  %44 = add <4 x i64> %37, %42
  store <4 x i64> %43, ptr %39, align 8, !tbaa !13
  store <4 x i64> %44, ptr %40, align 8, !tbaa !13
  %45 = add nuw i64 %29, 8
  %46 = icmp eq i64 %45, 400
  br i1 %46, label %61, label %28, !llvm.loop !15

47:                                               ; preds = %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4096) @main.c, ptr noundef nonnull align 4 dereferenceable(4096) @main.a, i64 4096, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4096) @main.bb, ptr noundef nonnull align 4 dereferenceable(4096) @main.b, i64 4096, i1 false)
  tail call fastcc void @ntt(ptr noundef nonnull @main.c, i32 noundef 0)
  tail call fastcc void @ntt(ptr noundef nonnull @main.bb, i32 noundef 0)
  br label %48

48:                                               ; preds = %48, %47
  %49 = phi i64 [ 0, %47 ], [ %59, %48 ]
  %50 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %49
  %51 = load <4 x i32>, ptr %50, align 4, !tbaa !6
  %52 = zext <4 x i32> %51 to <4 x i64>
  %53 = getelementptr inbounds [1024 x i32], ptr @main.bb, i64 0, i64 %49
  %54 = load <4 x i32>, ptr %53, align 4, !tbaa !6
  %55 = zext <4 x i32> %54 to <4 x i64>
  %56 = mul nuw <4 x i64> %55, %52
  %57 = urem <4 x i64> %56, <i64 998244353, i64 998244353, i64 998244353, i64 998244353>
  %58 = trunc nuw nsw <4 x i64> %57 to <4 x i32>
  store <4 x i32> %58, ptr %50, align 4, !tbaa !6
  %59 = add nuw i64 %49, 4
  %60 = icmp eq i64 %59, 1024
  br i1 %60, label %64, label %48, !llvm.loop !18

61:                                               ; preds = %28
  %62 = add nuw nsw i64 %22, 1
  %63 = icmp eq i64 %62, 300
  br i1 %63, label %47, label %21, !llvm.loop !19

64:                                               ; preds = %48
  tail call fastcc void @ntt(ptr noundef nonnull @main.c, i32 noundef 1)
  br label %91

65:                                               ; preds = %91
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @main.c, i64 1400), align 4, !tbaa !6
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %103, i64 noundef %105, i32 noundef %66)
  br label %68

68:                                               ; preds = %68, %65
  %69 = phi i64 [ 0, %65 ], [ %89, %68 ]
  %70 = or disjoint i64 %69, 1
  %71 = trunc i64 %69 to i16
  %72 = or disjoint i16 %71, 1
  %73 = mul nuw nsw i16 %71, 7
  %74 = mul nuw nsw i16 %72, 7
  %75 = urem i16 %73, 10
  %76 = urem i16 %74, 10
  %77 = zext nneg i16 %75 to i32
  %78 = zext nneg i16 %76 to i32
  %79 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %69
  %80 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %70
  store i32 %77, ptr %79, align 4, !tbaa !6
  store i32 %78, ptr %80, align 4, !tbaa !6
  %81 = mul nuw nsw i16 %71, 3
  %82 = mul nuw nsw i16 %72, 3
  %83 = urem i16 %81, 10
  %84 = urem i16 %82, 10
  %85 = zext nneg i16 %83 to i32
  %86 = zext nneg i16 %84 to i32
  %87 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %69
  %88 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %70
  store i32 %85, ptr %87, align 4, !tbaa !6
  store i32 %86, ptr %88, align 4, !tbaa !6
  %89 = add nuw i64 %69, 2
  %90 = icmp eq i64 %89, 500
  br i1 %90, label %108, label %68, !llvm.loop !20

91:                                               ; preds = %64, %91
  %92 = phi i64 [ 0, %64 ], [ %106, %91 ]
  %93 = phi i64 [ 0, %64 ], [ %105, %91 ]
  %94 = phi i32 [ 0, %64 ], [ %103, %91 ]
  %95 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [1024 x i64], ptr @main.ref, i64 0, i64 %92
  %99 = load i64, ptr %98, align 8, !tbaa !13
  %100 = urem i64 %99, 998244353
  %101 = icmp ne i64 %100, %97
  %102 = zext i1 %101 to i32
  %103 = add nuw nsw i32 %94, %102
  %104 = mul i64 %93, 1000003
  %105 = add i64 %104, %97
  %106 = add nuw nsw i64 %92, 1
  %107 = icmp eq i64 %106, 1024
  br i1 %107, label %65, label %91, !llvm.loop !21

108:                                              ; preds = %68
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.d1, i64 1996), align 4, !tbaa !6
  store i32 8, ptr getelementptr inbounds (i8, ptr @main.d2, i64 1996), align 4, !tbaa !6
  tail call fastcc void @ntt(ptr noundef nonnull @main.d1, i32 noundef 0)
  tail call fastcc void @ntt(ptr noundef nonnull @main.d2, i32 noundef 0)
  br label %109

109:                                              ; preds = %109, %108
  %110 = phi i64 [ 0, %108 ], [ %120, %109 ]
  %111 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %110
  %112 = load <4 x i32>, ptr %111, align 4, !tbaa !6
  %113 = zext <4 x i32> %112 to <4 x i64>
  %114 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %110
  %115 = load <4 x i32>, ptr %114, align 4, !tbaa !6
  %116 = zext <4 x i32> %115 to <4 x i64>
  %117 = mul nuw <4 x i64> %116, %113
  %118 = urem <4 x i64> %117, <i64 998244353, i64 998244353, i64 998244353, i64 998244353>
  %119 = trunc nuw nsw <4 x i64> %118 to <4 x i32>
  store <4 x i32> %119, ptr %111, align 4, !tbaa !6
  %120 = add nuw i64 %110, 4
  %121 = icmp eq i64 %120, 1024
  br i1 %121, label %122, label %109, !llvm.loop !22

122:                                              ; preds = %109
  tail call fastcc void @ntt(ptr noundef nonnull @main.d1, i32 noundef 1)
  br label %129

123:                                              ; preds = %129
  %124 = add i32 %144, 1
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %124)
  %126 = sext i32 %144 to i64
  %127 = add nsw i32 %144, -19
  %128 = sext i32 %127 to i64
  br label %173

129:                                              ; preds = %122, %129
  %130 = phi i64 [ 0, %122 ], [ %145, %129 ]
  %131 = phi i32 [ 0, %122 ], [ %144, %129 ]
  %132 = phi i64 [ 0, %122 ], [ %138, %129 ]
  %133 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %130
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = zext i32 %134 to i64
  %136 = add nuw nsw i64 %132, %135
  %137 = freeze i64 %136
  %138 = udiv i64 %137, 10
  %139 = mul i64 %138, 10
  %140 = sub i64 %137, %139
  %141 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %130
  store i64 %140, ptr %141, align 8, !tbaa !13
  %142 = icmp eq i64 %140, 0
  %143 = trunc nuw nsw i64 %130 to i32
  %144 = select i1 %142, i32 %131, i32 %143
  %145 = add nuw nsw i64 %130, 1
  %146 = icmp eq i64 %145, 1024
  br i1 %146, label %123, label %129, !llvm.loop !23

147:                                              ; preds = %173
  %148 = icmp slt i32 %144, 0
  br i1 %148, label %180, label %149

149:                                              ; preds = %147
  %150 = zext i32 %124 to i64
  %151 = icmp ult i32 %124, 4
  br i1 %151, label %152, label %155

152:                                              ; preds = %169, %149
  %153 = phi i64 [ 0, %149 ], [ %156, %169 ]
  %154 = phi i64 [ 0, %149 ], [ %171, %169 ]
  br label %187

155:                                              ; preds = %149
  %156 = and i64 %150, 4294967292
  br label %157

157:                                              ; preds = %157, %155
  %158 = phi i64 [ 0, %155 ], [ %167, %157 ]
  %159 = phi <2 x i64> [ zeroinitializer, %155 ], [ %165, %157 ]
  %160 = phi <2 x i64> [ zeroinitializer, %155 ], [ %166, %157 ]
  %161 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %158
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load <2 x i64>, ptr %161, align 8, !tbaa !13
  %164 = load <2 x i64>, ptr %162, align 8, !tbaa !13
  %165 = add <2 x i64> %163, %159
  %166 = add <2 x i64> %164, %160
  %167 = add nuw i64 %158, 4
  %168 = icmp eq i64 %167, %156
  br i1 %168, label %169, label %157, !llvm.loop !24

169:                                              ; preds = %157
  %170 = add <2 x i64> %166, %165
  %171 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %170)
  %172 = icmp eq i64 %156, %150
  br i1 %172, label %180, label %152

173:                                              ; preds = %123, %173
  %174 = phi i64 [ %126, %123 ], [ %178, %173 ]
  %175 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %174
  %176 = load i64, ptr %175, align 8, !tbaa !13
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %176)
  %178 = add nsw i64 %174, -1
  %179 = icmp sgt i64 %174, %128
  br i1 %179, label %173, label %147, !llvm.loop !25

180:                                              ; preds = %187, %169, %147
  %181 = phi i64 [ 0, %147 ], [ %171, %169 ], [ %192, %187 ]
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %181)
  %183 = icmp eq i32 %103, 0
  %184 = trunc i64 %181 to i32
  %185 = and i32 %184, 127
  %186 = select i1 %183, i32 %185, i32 100
  ret i32 %186

187:                                              ; preds = %152, %187
  %188 = phi i64 [ %193, %187 ], [ %153, %152 ]
  %189 = phi i64 [ %192, %187 ], [ %154, %152 ]
  %190 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %188
  %191 = load i64, ptr %190, align 8, !tbaa !13
  %192 = add i64 %191, %189
  %193 = add nuw nsw i64 %188, 1
  %194 = icmp eq i64 %193, %150
  br i1 %194, label %180, label %187, !llvm.loop !26
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
  br i1 %16, label %17, label %10, !llvm.loop !27

17:                                               ; preds = %10, %3
  %18 = phi i32 [ 512, %3 ], [ %14, %10 ]
  %19 = phi i32 [ %5, %3 ], [ %13, %10 ]
  %20 = xor i32 %19, %18
  %21 = sext i32 %20 to i64
  %22 = icmp slt i64 %4, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %17
  %24 = getelementptr inbounds i32, ptr %0, i64 %4
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr inbounds i32, ptr %0, i64 %21
  %27 = load i32, ptr %26, align 4, !tbaa !6
  store i32 %27, ptr %24, align 4, !tbaa !6
  store i32 %25, ptr %26, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %23, %17
  %29 = add nuw nsw i64 %4, 1
  %30 = icmp eq i64 %29, 1024
  br i1 %30, label %8, label %3, !llvm.loop !28

31:                                               ; preds = %79
  br i1 %9, label %138, label %109

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
  br i1 %49, label %50, label %35, !llvm.loop !29

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
  br i1 %67, label %68, label %53, !llvm.loop !29

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
  br i1 %81, label %32, label %31, !llvm.loop !30

82:                                               ; preds = %85, %77
  %83 = add nuw nsw i64 %78, %74
  %84 = icmp ult i64 %83, 1024
  br i1 %84, label %77, label %79, !llvm.loop !31

85:                                               ; preds = %77, %85
  %86 = phi i64 [ %107, %85 ], [ 0, %77 ]
  %87 = phi i64 [ %106, %85 ], [ 1, %77 ]
  %88 = add nuw nsw i64 %86, %78
  %89 = getelementptr inbounds i32, ptr %0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = getelementptr i32, ptr %76, i64 %88
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = zext i32 %92 to i64
  %94 = mul nuw nsw i64 %87, %93
  %95 = urem i64 %94, 998244353
  %96 = trunc nuw nsw i64 %95 to i32
  %97 = add i32 %90, %96
  %98 = icmp ugt i32 %97, 998244352
  %99 = add i32 %97, -998244353
  %100 = select i1 %98, i32 %99, i32 %97
  store i32 %100, ptr %89, align 4, !tbaa !6
  %101 = icmp ult i32 %90, %96
  %102 = add nuw nsw i32 %90, 998244353
  %103 = select i1 %101, i32 %102, i32 %90
  %104 = sub i32 %103, %96
  store i32 %104, ptr %91, align 4, !tbaa !6
  %105 = mul nuw nsw i64 %87, %72
  %106 = urem i64 %105, 998244353
  %107 = add nuw nsw i64 %86, 1
  %108 = icmp eq i64 %107, %75
  br i1 %108, label %82, label %85, !llvm.loop !32

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
  br i1 %123, label %124, label %109, !llvm.loop !29

124:                                              ; preds = %118
  %125 = and i64 %119, 4294967295
  %126 = insertelement <4 x i64> poison, i64 %125, i64 0
  %127 = shufflevector <4 x i64> %126, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %128

128:                                              ; preds = %128, %124
  %129 = phi i64 [ 0, %124 ], [ %136, %128 ]
  %130 = getelementptr inbounds i32, ptr %0, i64 %129
  %131 = load <4 x i32>, ptr %130, align 4, !tbaa !6
  %132 = zext <4 x i32> %131 to <4 x i64>
  %133 = mul nuw nsw <4 x i64> %127, %132
  %134 = urem <4 x i64> %133, <i64 998244353, i64 998244353, i64 998244353, i64 998244353>
  %135 = trunc nuw nsw <4 x i64> %134 to <4 x i32>
  store <4 x i32> %135, ptr %130, align 4, !tbaa !6
  %136 = add nuw i64 %129, 4
  %137 = icmp eq i64 %136, 1024
  br i1 %137, label %138, label %128, !llvm.loop !33

138:                                              ; preds = %128, %31
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = distinct !{!15, !11, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !11, !16, !17}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11, !16, !17}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !16, !17}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !16, !17}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11, !17, !16}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11, !16, !17}
