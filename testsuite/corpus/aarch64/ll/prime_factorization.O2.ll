; ModuleID = 'programs/prime_factorization.c'
source_filename = "programs/prime_factorization.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.nums = private unnamed_addr constant [11 x i64] [i64 1, i64 2, i64 360, i64 999999, i64 600851475143, i64 998244359987710471, i64 -1, i64 9223372036854775807, i64 4295098369, i64 1234567890123456789, i64 307444891294245705], align 8
@.str = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c" %llu^%d\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"  check=%d divisors=%llu phi=%llu mu=%d\0A\00", align 1
@is_prime.B = internal unnamed_addr constant [7 x i64] [i64 2, i64 325, i64 9375, i64 28178, i64 450775, i64 9780504, i64 1795265022], align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 8
  br label %3

2:                                                ; preds = %11
  ret i32 0

3:                                                ; preds = %0, %11
  %4 = phi i64 [ 0, %0 ], [ %21, %11 ]
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #7
  %5 = getelementptr inbounds [11 x i64], ptr @__const.main.nums, i64 0, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !6
  %7 = call fastcc i32 @factor(i64 noundef %6, ptr noundef nonnull %1, i32 noundef 0)
  %8 = sext i32 %7 to i64
  call void @qsort(ptr noundef nonnull %1, i64 noundef %8, i64 noundef 8, ptr noundef nonnull @cmp) #7
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6)
  %10 = icmp sgt i32 %7, 0
  br i1 %10, label %23, label %11

11:                                               ; preds = %115, %3
  %12 = phi i64 [ 1, %3 ], [ %119, %115 ]
  %13 = phi i64 [ 1, %3 ], [ %117, %115 ]
  %14 = phi i64 [ 1, %3 ], [ %121, %115 ]
  %15 = phi i32 [ 1, %3 ], [ %120, %115 ]
  %16 = icmp eq i64 %12, %6
  %17 = zext i1 %16 to i32
  %18 = icmp eq i64 %4, 0
  %19 = select i1 %18, i32 1, i32 %15
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %17, i64 noundef %14, i64 noundef %13, i32 noundef %19)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7
  %21 = add nuw nsw i64 %4, 1
  %22 = icmp eq i64 %21, 11
  br i1 %22, label %2, label %3, !llvm.loop !10

23:                                               ; preds = %3, %115
  %24 = phi i32 [ %118, %115 ], [ 0, %3 ]
  %25 = phi i32 [ %120, %115 ], [ 1, %3 ]
  %26 = phi i64 [ %121, %115 ], [ 1, %3 ]
  %27 = phi i64 [ %117, %115 ], [ 1, %3 ]
  %28 = phi i64 [ %119, %115 ], [ 1, %3 ]
  %29 = sext i32 %24 to i64
  %30 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !6
  %32 = add nsw i32 %24, 1
  %33 = call i32 @llvm.smax.i32(i32 %7, i32 %32)
  br label %34

34:                                               ; preds = %23, %40
  %35 = phi i64 [ %29, %23 ], [ %41, %40 ]
  %36 = phi i32 [ 0, %23 ], [ %42, %40 ]
  %37 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %35
  %38 = load i64, ptr %37, align 8, !tbaa !6
  %39 = icmp eq i64 %38, %31
  br i1 %39, label %40, label %46

40:                                               ; preds = %34
  %41 = add nsw i64 %35, 1
  %42 = add nuw nsw i32 %36, 1
  %43 = icmp slt i64 %41, %8
  br i1 %43, label %34, label %44, !llvm.loop !12

44:                                               ; preds = %40
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %31, i32 noundef %42)
  br label %50

46:                                               ; preds = %34
  %47 = trunc nsw i64 %35 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %31, i32 noundef %36)
  %49 = icmp eq i32 %36, 0
  br i1 %49, label %99, label %50

50:                                               ; preds = %44, %46
  %51 = phi i32 [ %42, %44 ], [ %36, %46 ]
  %52 = phi i32 [ %33, %44 ], [ %47, %46 ]
  %53 = icmp ult i32 %51, 2
  br i1 %53, label %54, label %57

54:                                               ; preds = %67, %50
  %55 = phi i32 [ 0, %50 ], [ %58, %67 ]
  %56 = phi i64 [ %28, %50 ], [ %68, %67 ]
  br label %93

57:                                               ; preds = %50
  %58 = and i32 %51, -2
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi i32 [ 0, %57 ], [ %65, %59 ]
  %61 = phi i64 [ %28, %57 ], [ %63, %59 ]
  %62 = phi i64 [ 1, %57 ], [ %64, %59 ]
  %63 = mul i64 %61, %31
  %64 = mul i64 %62, %31
  %65 = add nuw i32 %60, 2
  %66 = icmp eq i32 %65, %58
  br i1 %66, label %67, label %59, !llvm.loop !13

67:                                               ; preds = %59
  %68 = mul i64 %64, %63
  %69 = icmp eq i32 %51, %58
  br i1 %69, label %70, label %54

70:                                               ; preds = %93, %67
  %71 = phi i64 [ %68, %67 ], [ %96, %93 ]
  %72 = icmp ugt i32 %51, 1
  br i1 %72, label %73, label %99

73:                                               ; preds = %70
  %74 = add i32 %51, -1
  %75 = icmp eq i32 %51, 2
  br i1 %75, label %76, label %79

76:                                               ; preds = %90, %73
  %77 = phi i32 [ 1, %73 ], [ %81, %90 ]
  %78 = phi i64 [ 1, %73 ], [ %91, %90 ]
  br label %123

79:                                               ; preds = %73
  %80 = and i32 %74, -2
  %81 = or i32 %74, 1
  br label %82

82:                                               ; preds = %82, %79
  %83 = phi i32 [ 0, %79 ], [ %88, %82 ]
  %84 = phi i64 [ 1, %79 ], [ %86, %82 ]
  %85 = phi i64 [ 1, %79 ], [ %87, %82 ]
  %86 = mul i64 %84, %31
  %87 = mul i64 %85, %31
  %88 = add nuw i32 %83, 2
  %89 = icmp eq i32 %88, %80
  br i1 %89, label %90, label %82, !llvm.loop !16

90:                                               ; preds = %82
  %91 = mul i64 %87, %86
  %92 = icmp eq i32 %74, %80
  br i1 %92, label %106, label %76

93:                                               ; preds = %54, %93
  %94 = phi i32 [ %97, %93 ], [ %55, %54 ]
  %95 = phi i64 [ %96, %93 ], [ %56, %54 ]
  %96 = mul i64 %95, %31
  %97 = add nuw nsw i32 %94, 1
  %98 = icmp eq i32 %97, %51
  br i1 %98, label %70, label %93, !llvm.loop !17

99:                                               ; preds = %70, %46
  %100 = phi i64 [ %71, %70 ], [ %28, %46 ]
  %101 = phi i32 [ %52, %70 ], [ %47, %46 ]
  %102 = phi i64 [ 2, %70 ], [ 1, %46 ]
  %103 = add i64 %31, -1
  %104 = mul i64 %103, %27
  %105 = sub nsw i32 0, %25
  br label %115

106:                                              ; preds = %123, %90
  %107 = phi i64 [ %91, %90 ], [ %126, %123 ]
  %108 = add i64 %31, -1
  %109 = mul i64 %108, %27
  %110 = mul i64 %109, %107
  %111 = add nuw nsw i32 %51, 1
  %112 = zext nneg i32 %111 to i64
  %113 = sub nsw i32 0, %25
  %114 = select i1 %72, i32 0, i32 %113
  br label %115

115:                                              ; preds = %106, %99
  %116 = phi i64 [ %102, %99 ], [ %112, %106 ]
  %117 = phi i64 [ %104, %99 ], [ %110, %106 ]
  %118 = phi i32 [ %101, %99 ], [ %52, %106 ]
  %119 = phi i64 [ %100, %99 ], [ %71, %106 ]
  %120 = phi i32 [ %105, %99 ], [ %114, %106 ]
  %121 = mul i64 %26, %116
  %122 = icmp slt i32 %118, %7
  br i1 %122, label %23, label %11, !llvm.loop !18

123:                                              ; preds = %76, %123
  %124 = phi i32 [ %127, %123 ], [ %77, %76 ]
  %125 = phi i64 [ %126, %123 ], [ %78, %76 ]
  %126 = mul i64 %125, %31
  %127 = add nuw nsw i32 %124, 1
  %128 = icmp eq i32 %127, %51
  br i1 %128, label %106, label %123, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc i32 @factor(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) unnamed_addr #2 {
  br label %4

4:                                                ; preds = %99, %3
  %5 = phi i64 [ %0, %3 ], [ %102, %99 ]
  %6 = phi i32 [ %2, %3 ], [ %101, %99 ]
  switch i64 %5, label %7 [
    i64 1, label %198
    i64 0, label %16
  ]

7:                                                ; preds = %4, %11
  %8 = phi i64 [ %12, %11 ], [ 2, %4 ]
  %9 = urem i64 %5, %8
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = add nuw nsw i64 %8, 1
  %13 = icmp eq i64 %12, 40
  br i1 %13, label %17, label %7, !llvm.loop !20

14:                                               ; preds = %7
  %15 = icmp eq i64 %8, %5
  br i1 %15, label %83, label %16

16:                                               ; preds = %67, %68, %4, %14
  br label %91

17:                                               ; preds = %11
  %18 = add i64 %5, -1
  %19 = and i64 %18, 1
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %27, %17
  %22 = phi i64 [ %18, %17 ], [ %30, %27 ]
  %23 = phi i32 [ 0, %17 ], [ %31, %27 ]
  %24 = icmp eq i64 %22, 0
  %25 = zext i64 %5 to i128
  %26 = icmp ugt i32 %23, 1
  br label %34

27:                                               ; preds = %17, %27
  %28 = phi i32 [ %31, %27 ], [ 0, %17 ]
  %29 = phi i64 [ %30, %27 ], [ %18, %17 ]
  %30 = lshr exact i64 %29, 1
  %31 = add nuw nsw i32 %28, 1
  %32 = and i64 %29, 2
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %27, label %21, !llvm.loop !21

34:                                               ; preds = %80, %21
  %35 = phi i64 [ 0, %21 ], [ %81, %80 ]
  %36 = getelementptr inbounds [7 x i64], ptr @is_prime.B, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8, !tbaa !6
  %38 = urem i64 %37, %5
  %39 = icmp eq i64 %38, 0
  %40 = or i1 %24, %39
  br i1 %40, label %80, label %41

41:                                               ; preds = %34, %55
  %42 = phi i64 [ %57, %55 ], [ 1, %34 ]
  %43 = phi i64 [ %60, %55 ], [ %38, %34 ]
  %44 = phi i64 [ %61, %55 ], [ %22, %34 ]
  %45 = and i64 %44, 1
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %47, label %49

47:                                               ; preds = %41
  %48 = zext i64 %43 to i128
  br label %55

49:                                               ; preds = %41
  %50 = zext i64 %42 to i128
  %51 = zext i64 %43 to i128
  %52 = mul nuw i128 %51, %50
  %53 = urem i128 %52, %25
  %54 = trunc nuw i128 %53 to i64
  br label %55

55:                                               ; preds = %49, %47
  %56 = phi i128 [ %48, %47 ], [ %51, %49 ]
  %57 = phi i64 [ %42, %47 ], [ %54, %49 ]
  %58 = mul nuw i128 %56, %56
  %59 = urem i128 %58, %25
  %60 = trunc nuw i128 %59 to i64
  %61 = lshr i64 %44, 1
  %62 = icmp ult i64 %44, 2
  br i1 %62, label %63, label %41, !llvm.loop !22

63:                                               ; preds = %55
  %64 = icmp eq i64 %57, 1
  %65 = icmp eq i64 %57, %18
  %66 = or i1 %64, %65
  br i1 %66, label %80, label %67

67:                                               ; preds = %63
  br i1 %26, label %69, label %16

68:                                               ; preds = %69
  br i1 %76, label %16, label %80

69:                                               ; preds = %67, %69
  %70 = phi i32 [ %77, %69 ], [ 1, %67 ]
  %71 = phi i64 [ %75, %69 ], [ %57, %67 ]
  %72 = zext i64 %71 to i128
  %73 = mul nuw i128 %72, %72
  %74 = urem i128 %73, %25
  %75 = trunc nuw i128 %74 to i64
  %76 = icmp ne i64 %18, %75
  %77 = add nuw nsw i32 %70, 1
  %78 = icmp ult i32 %77, %23
  %79 = and i1 %78, %76
  br i1 %79, label %69, label %68, !llvm.loop !23

80:                                               ; preds = %68, %63, %34
  %81 = add nuw nsw i64 %35, 1
  %82 = icmp eq i64 %81, 7
  br i1 %82, label %83, label %34, !llvm.loop !24

83:                                               ; preds = %14, %80
  %84 = add nsw i32 %6, 1
  %85 = sext i32 %6 to i64
  %86 = getelementptr inbounds i64, ptr %1, i64 %85
  store i64 %5, ptr %86, align 8, !tbaa !6
  br label %198

87:                                               ; preds = %103
  %88 = and i64 %5, 1
  %89 = icmp eq i64 %88, 0
  %90 = zext i64 %5 to i128
  br label %108

91:                                               ; preds = %16, %103
  %92 = phi i64 [ %104, %103 ], [ 2, %16 ]
  %93 = urem i64 %5, %92
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %95, label %103

95:                                               ; preds = %91
  %96 = add nsw i32 %6, 1
  %97 = sext i32 %6 to i64
  %98 = getelementptr inbounds i64, ptr %1, i64 %97
  store i64 %92, ptr %98, align 8, !tbaa !6
  br label %99

99:                                               ; preds = %95, %106
  %100 = phi i64 [ %92, %95 ], [ %195, %106 ]
  %101 = phi i32 [ %96, %95 ], [ %107, %106 ]
  %102 = udiv i64 %5, %100
  br label %4

103:                                              ; preds = %91
  %104 = add nuw nsw i64 %92, 1
  %105 = icmp eq i64 %104, 1000
  br i1 %105, label %87, label %91, !llvm.loop !25

106:                                              ; preds = %194
  %107 = tail call fastcc i32 @factor(i64 noundef %195, ptr noundef %1, i32 noundef %6)
  br label %99

108:                                              ; preds = %87, %194
  %109 = phi i64 [ 1, %87 ], [ %196, %194 ]
  br i1 %89, label %194, label %110

110:                                              ; preds = %108, %171
  %111 = phi i64 [ %137, %171 ], [ 2, %108 ]
  %112 = phi i64 [ %138, %171 ], [ 1, %108 ]
  %113 = phi i64 [ %172, %171 ], [ 1, %108 ]
  %114 = icmp eq i64 %113, 0
  br i1 %114, label %126, label %115

115:                                              ; preds = %110, %115
  %116 = phi i64 [ %124, %115 ], [ 0, %110 ]
  %117 = phi i64 [ %123, %115 ], [ %111, %110 ]
  %118 = zext i64 %117 to i128
  %119 = mul nuw i128 %118, %118
  %120 = urem i128 %119, %90
  %121 = trunc nuw i128 %120 to i64
  %122 = add i64 %109, %121
  %123 = urem i64 %122, %5
  %124 = add nuw i64 %116, 1
  %125 = icmp eq i64 %124, %113
  br i1 %125, label %126, label %115, !llvm.loop !26

126:                                              ; preds = %115, %110
  %127 = phi i64 [ %111, %110 ], [ %123, %115 ]
  br label %128

128:                                              ; preds = %126, %144
  %129 = phi i64 [ %149, %144 ], [ %113, %126 ]
  %130 = phi i64 [ %137, %144 ], [ %127, %126 ]
  %131 = phi i64 [ %138, %144 ], [ %112, %126 ]
  %132 = phi i64 [ %145, %144 ], [ 0, %126 ]
  %133 = tail call i64 @llvm.umin.i64(i64 %129, i64 64)
  %134 = tail call i64 @llvm.umax.i64(i64 %133, i64 1)
  %135 = icmp eq i64 %113, %132
  br i1 %135, label %136, label %150

136:                                              ; preds = %150, %128
  %137 = phi i64 [ %130, %128 ], [ %159, %150 ]
  %138 = phi i64 [ %131, %128 ], [ %168, %150 ]
  br label %139

139:                                              ; preds = %139, %136
  %140 = phi i64 [ %141, %139 ], [ %138, %136 ]
  %141 = phi i64 [ %142, %139 ], [ %5, %136 ]
  %142 = urem i64 %140, %141
  %143 = icmp eq i64 %142, 0
  br i1 %143, label %144, label %139, !llvm.loop !27

144:                                              ; preds = %139
  %145 = add i64 %132, 64
  %146 = icmp ult i64 %145, %113
  %147 = icmp eq i64 %141, 1
  %148 = and i1 %146, %147
  %149 = add i64 %129, -64
  br i1 %148, label %128, label %171, !llvm.loop !28

150:                                              ; preds = %128, %150
  %151 = phi i64 [ %169, %150 ], [ 0, %128 ]
  %152 = phi i64 [ %168, %150 ], [ %131, %128 ]
  %153 = phi i64 [ %159, %150 ], [ %130, %128 ]
  %154 = zext i64 %153 to i128
  %155 = mul nuw i128 %154, %154
  %156 = urem i128 %155, %90
  %157 = trunc nuw i128 %156 to i64
  %158 = add i64 %109, %157
  %159 = urem i64 %158, %5
  %160 = icmp ugt i64 %111, %159
  %161 = sub i64 %111, %159
  %162 = sub i64 %159, %111
  %163 = select i1 %160, i64 %161, i64 %162
  %164 = zext i64 %152 to i128
  %165 = zext i64 %163 to i128
  %166 = mul nuw i128 %165, %164
  %167 = urem i128 %166, %90
  %168 = trunc nuw i128 %167 to i64
  %169 = add nuw nsw i64 %151, 1
  %170 = icmp eq i64 %169, %134
  br i1 %170, label %136, label %150, !llvm.loop !29

171:                                              ; preds = %144
  %172 = shl i64 %113, 1
  br i1 %147, label %110, label %173, !llvm.loop !30

173:                                              ; preds = %171
  %174 = icmp eq i64 %141, %5
  br i1 %174, label %175, label %194

175:                                              ; preds = %173, %192
  %176 = phi i64 [ %182, %192 ], [ %130, %173 ]
  %177 = zext i64 %176 to i128
  %178 = mul nuw i128 %177, %177
  %179 = urem i128 %178, %90
  %180 = trunc nuw i128 %179 to i64
  %181 = add i64 %109, %180
  %182 = urem i64 %181, %5
  %183 = icmp ugt i64 %111, %182
  %184 = sub i64 %111, %182
  %185 = sub i64 %182, %111
  %186 = select i1 %183, i64 %184, i64 %185
  br label %187

187:                                              ; preds = %187, %175
  %188 = phi i64 [ %189, %187 ], [ %186, %175 ]
  %189 = phi i64 [ %190, %187 ], [ %5, %175 ]
  %190 = urem i64 %188, %189
  %191 = icmp eq i64 %190, 0
  br i1 %191, label %192, label %187, !llvm.loop !27

192:                                              ; preds = %187
  %193 = icmp eq i64 %189, 1
  br i1 %193, label %175, label %194, !llvm.loop !31

194:                                              ; preds = %192, %108, %173
  %195 = phi i64 [ 2, %108 ], [ %141, %173 ], [ %189, %192 ]
  %196 = add i64 %109, 1
  %197 = icmp eq i64 %195, %5
  br i1 %197, label %108, label %106, !llvm.loop !32

198:                                              ; preds = %4, %83
  %199 = phi i32 [ %84, %83 ], [ %6, %4 ]
  ret i32 %199
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i64, ptr %0, align 8, !tbaa !6
  %4 = load i64, ptr %1, align 8, !tbaa !6
  %5 = icmp ugt i64 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp ult i64 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !11, !14, !15}
!17 = distinct !{!17, !11, !14}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11, !14}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
