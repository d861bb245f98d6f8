; ModuleID = 'programs/prime_factorization.c'
source_filename = "programs/prime_factorization.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.nums = private unnamed_addr constant [11 x i64] [i64 1, i64 2, i64 360, i64 999999, i64 600851475143, i64 998244359987710471, i64 -1, i64 9223372036854775807, i64 4295098369, i64 1234567890123456789, i64 307444891294245705], align 16
@.str = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c" %llu^%d\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"  check=%d divisors=%llu phi=%llu mu=%d\0A\00", align 1
@is_prime.B = internal unnamed_addr constant [7 x i64] [i64 2, i64 325, i64 9375, i64 28178, i64 450775, i64 9780504, i64 1795265022], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 16
  br label %3

2:                                                ; preds = %11
  ret i32 0

3:                                                ; preds = %0, %11
  %4 = phi i64 [ 0, %0 ], [ %21, %11 ]
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #7
  %5 = getelementptr inbounds [11 x i64], ptr @__const.main.nums, i64 0, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !5
  %7 = call fastcc i32 @factor(i64 noundef %6, ptr noundef nonnull %1, i32 noundef 0)
  %8 = sext i32 %7 to i64
  call void @qsort(ptr noundef nonnull %1, i64 noundef %8, i64 noundef 8, ptr noundef nonnull @cmp) #7
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6)
  %10 = icmp sgt i32 %7, 0
  br i1 %10, label %23, label %11

11:                                               ; preds = %123, %3
  %12 = phi i64 [ 1, %3 ], [ %127, %123 ]
  %13 = phi i64 [ 1, %3 ], [ %125, %123 ]
  %14 = phi i64 [ 1, %3 ], [ %129, %123 ]
  %15 = phi i32 [ 1, %3 ], [ %128, %123 ]
  %16 = icmp eq i64 %12, %6
  %17 = zext i1 %16 to i32
  %18 = icmp eq i64 %4, 0
  %19 = select i1 %18, i32 1, i32 %15
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %17, i64 noundef %14, i64 noundef %13, i32 noundef %19)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7
  %21 = add nuw nsw i64 %4, 1
  %22 = icmp eq i64 %21, 11
  br i1 %22, label %2, label %3, !llvm.loop !9

23:                                               ; preds = %3, %123
  %24 = phi i32 [ %126, %123 ], [ 0, %3 ]
  %25 = phi i32 [ %128, %123 ], [ 1, %3 ]
  %26 = phi i64 [ %129, %123 ], [ 1, %3 ]
  %27 = phi i64 [ %125, %123 ], [ 1, %3 ]
  %28 = phi i64 [ %127, %123 ], [ 1, %3 ]
  %29 = sext i32 %24 to i64
  %30 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !5
  %32 = add nsw i32 %24, 1
  %33 = call i32 @llvm.smax.i32(i32 %7, i32 %32)
  br label %34

34:                                               ; preds = %23, %40
  %35 = phi i64 [ %29, %23 ], [ %41, %40 ]
  %36 = phi i32 [ 0, %23 ], [ %42, %40 ]
  %37 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %35
  %38 = load i64, ptr %37, align 8, !tbaa !5
  %39 = icmp eq i64 %38, %31
  br i1 %39, label %40, label %46

40:                                               ; preds = %34
  %41 = add nsw i64 %35, 1
  %42 = add nuw nsw i32 %36, 1
  %43 = icmp slt i64 %41, %8
  br i1 %43, label %34, label %44, !llvm.loop !11

44:                                               ; preds = %40
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %31, i32 noundef %42)
  br label %50

46:                                               ; preds = %34
  %47 = trunc nsw i64 %35 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %31, i32 noundef %36)
  %49 = icmp eq i32 %36, 0
  br i1 %49, label %97, label %50

50:                                               ; preds = %44, %46
  %51 = phi i32 [ %42, %44 ], [ %36, %46 ]
  %52 = phi i32 [ %33, %44 ], [ %47, %46 ]
  %53 = add i32 %51, -1
  %54 = and i32 %51, 7
  %55 = icmp ult i32 %51, 8
  br i1 %55, label %65, label %56

56:                                               ; preds = %50
  %57 = and i32 %51, -8
  %58 = mul i64 %31, %31
  %59 = mul i64 %58, %31
  %60 = mul i64 %59, %31
  %61 = mul i64 %60, %31
  %62 = mul i64 %61, %31
  %63 = mul i64 %62, %31
  %64 = mul i64 %63, %31
  br label %91

65:                                               ; preds = %91, %50
  %66 = phi i64 [ poison, %50 ], [ %94, %91 ]
  %67 = phi i64 [ %28, %50 ], [ %94, %91 ]
  %68 = icmp eq i32 %54, 0
  br i1 %68, label %75, label %69

69:                                               ; preds = %65, %69
  %70 = phi i64 [ %72, %69 ], [ %67, %65 ]
  %71 = phi i32 [ %73, %69 ], [ 0, %65 ]
  %72 = mul i64 %70, %31
  %73 = add i32 %71, 1
  %74 = icmp eq i32 %73, %54
  br i1 %74, label %75, label %69, !llvm.loop !12

75:                                               ; preds = %69, %65
  %76 = phi i64 [ %66, %65 ], [ %72, %69 ]
  %77 = icmp ugt i32 %51, 1
  br i1 %77, label %78, label %97

78:                                               ; preds = %75
  %79 = add i32 %51, -2
  %80 = and i32 %53, 7
  %81 = icmp ult i32 %79, 7
  br i1 %81, label %104, label %82

82:                                               ; preds = %78
  %83 = and i32 %53, -8
  %84 = mul i64 %31, %31
  %85 = mul i64 %84, %31
  %86 = mul i64 %85, %31
  %87 = mul i64 %86, %31
  %88 = mul i64 %87, %31
  %89 = mul i64 %88, %31
  %90 = mul i64 %89, %31
  br label %131

91:                                               ; preds = %91, %56
  %92 = phi i64 [ %28, %56 ], [ %94, %91 ]
  %93 = phi i32 [ 0, %56 ], [ %95, %91 ]
  %94 = mul i64 %92, %64
  %95 = add i32 %93, 8
  %96 = icmp eq i32 %95, %57
  br i1 %96, label %65, label %91, !llvm.loop !14

97:                                               ; preds = %75, %46
  %98 = phi i64 [ %76, %75 ], [ %28, %46 ]
  %99 = phi i32 [ %52, %75 ], [ %47, %46 ]
  %100 = phi i64 [ 2, %75 ], [ 1, %46 ]
  %101 = add i64 %31, -1
  %102 = mul i64 %101, %27
  %103 = sub nsw i32 0, %25
  br label %123

104:                                              ; preds = %131, %78
  %105 = phi i64 [ poison, %78 ], [ %134, %131 ]
  %106 = phi i64 [ 1, %78 ], [ %134, %131 ]
  %107 = icmp eq i32 %80, 0
  br i1 %107, label %114, label %108

108:                                              ; preds = %104, %108
  %109 = phi i64 [ %111, %108 ], [ %106, %104 ]
  %110 = phi i32 [ %112, %108 ], [ 0, %104 ]
  %111 = mul i64 %109, %31
  %112 = add i32 %110, 1
  %113 = icmp eq i32 %112, %80
  br i1 %113, label %114, label %108, !llvm.loop !15

114:                                              ; preds = %108, %104
  %115 = phi i64 [ %105, %104 ], [ %111, %108 ]
  %116 = add i64 %31, -1
  %117 = mul i64 %116, %27
  %118 = mul i64 %117, %115
  %119 = add nuw nsw i32 %51, 1
  %120 = zext nneg i32 %119 to i64
  %121 = sub nsw i32 0, %25
  %122 = select i1 %77, i32 0, i32 %121
  br label %123

123:                                              ; preds = %114, %97
  %124 = phi i64 [ %100, %97 ], [ %120, %114 ]
  %125 = phi i64 [ %102, %97 ], [ %118, %114 ]
  %126 = phi i32 [ %99, %97 ], [ %52, %114 ]
  %127 = phi i64 [ %98, %97 ], [ %76, %114 ]
  %128 = phi i32 [ %103, %97 ], [ %122, %114 ]
  %129 = mul i64 %26, %124
  %130 = icmp slt i32 %126, %7
  br i1 %130, label %23, label %11, !llvm.loop !16

131:                                              ; preds = %131, %82
  %132 = phi i64 [ 1, %82 ], [ %134, %131 ]
  %133 = phi i32 [ 0, %82 ], [ %135, %131 ]
  %134 = mul i64 %132, %90
  %135 = add i32 %133, 8
  %136 = icmp eq i32 %135, %83
  br i1 %136, label %104, label %131, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc i32 @factor(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) unnamed_addr #2 {
  br label %4

4:                                                ; preds = %105, %3
  %5 = phi i64 [ %0, %3 ], [ %108, %105 ]
  %6 = phi i32 [ %2, %3 ], [ %107, %105 ]
  switch i64 %5, label %7 [
    i64 1, label %230
    i64 0, label %21
  ]

7:                                                ; preds = %4, %15
  %8 = phi i64 [ %16, %15 ], [ 2, %4 ]
  %9 = urem i64 %5, %8
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %7
  %12 = or disjoint i64 %8, 1
  %13 = urem i64 %5, %12
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = add nuw nsw i64 %8, 2
  %17 = icmp eq i64 %16, 40
  br i1 %17, label %22, label %7, !llvm.loop !18

18:                                               ; preds = %11, %7
  %19 = phi i64 [ %8, %7 ], [ %12, %11 ]
  %20 = icmp eq i64 %19, %5
  br i1 %20, label %88, label %21

21:                                               ; preds = %72, %73, %4, %18
  br label %96

22:                                               ; preds = %15
  %23 = add i64 %5, -1
  %24 = and i64 %23, 1
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %32, %22
  %27 = phi i64 [ %23, %22 ], [ %35, %32 ]
  %28 = phi i32 [ 0, %22 ], [ %36, %32 ]
  %29 = icmp eq i64 %27, 0
  %30 = zext i64 %5 to i128
  %31 = icmp ugt i32 %28, 1
  br label %39

32:                                               ; preds = %22, %32
  %33 = phi i32 [ %36, %32 ], [ 0, %22 ]
  %34 = phi i64 [ %35, %32 ], [ %23, %22 ]
  %35 = lshr exact i64 %34, 1
  %36 = add nuw nsw i32 %33, 1
  %37 = and i64 %34, 2
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %32, label %26, !llvm.loop !19

39:                                               ; preds = %85, %26
  %40 = phi i64 [ 0, %26 ], [ %86, %85 ]
  %41 = getelementptr inbounds [7 x i64], ptr @is_prime.B, i64 0, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !5
  %43 = urem i64 %42, %5
  %44 = icmp eq i64 %43, 0
  %45 = or i1 %29, %44
  br i1 %45, label %85, label %46

46:                                               ; preds = %39, %60
  %47 = phi i64 [ %62, %60 ], [ 1, %39 ]
  %48 = phi i64 [ %65, %60 ], [ %43, %39 ]
  %49 = phi i64 [ %66, %60 ], [ %27, %39 ]
  %50 = and i64 %49, 1
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %52, label %54

52:                                               ; preds = %46
  %53 = zext i64 %48 to i128
  br label %60

54:                                               ; preds = %46
  %55 = zext i64 %47 to i128
  %56 = zext i64 %48 to i128
  %57 = mul nuw i128 %56, %55
  %58 = urem i128 %57, %30
  %59 = trunc nuw i128 %58 to i64
  br label %60

60:                                               ; preds = %54, %52
  %61 = phi i128 [ %53, %52 ], [ %56, %54 ]
  %62 = phi i64 [ %47, %52 ], [ %59, %54 ]
  %63 = mul nuw i128 %61, %61
  %64 = urem i128 %63, %30
  %65 = trunc nuw i128 %64 to i64
  %66 = lshr i64 %49, 1
  %67 = icmp ult i64 %49, 2
  br i1 %67, label %68, label %46, !llvm.loop !20

68:                                               ; preds = %60
  %69 = icmp eq i64 %62, 1
  %70 = icmp eq i64 %62, %23
  %71 = or i1 %69, %70
  br i1 %71, label %85, label %72

72:                                               ; preds = %68
  br i1 %31, label %74, label %21

73:                                               ; preds = %74
  br i1 %81, label %21, label %85

74:                                               ; preds = %72, %74
  %75 = phi i32 [ %82, %74 ], [ 1, %72 ]
  %76 = phi i64 [ %80, %74 ], [ %62, %72 ]
  %77 = zext i64 %76 to i128
  %78 = mul nuw i128 %77, %77
  %79 = urem i128 %78, %30
  %80 = trunc nuw i128 %79 to i64
  %81 = icmp ne i64 %23, %80
  %82 = add nuw nsw i32 %75, 1
  %83 = icmp ult i32 %82, %28
  %84 = and i1 %83, %81
  br i1 %84, label %74, label %73, !llvm.loop !21

85:                                               ; preds = %73, %68, %39
  %86 = add nuw nsw i64 %40, 1
  %87 = icmp eq i64 %86, 7
  br i1 %87, label %88, label %39, !llvm.loop !22

88:                                               ; preds = %18, %85
  %89 = add nsw i32 %6, 1
  %90 = sext i32 %6 to i64
  %91 = getelementptr inbounds i64, ptr %1, i64 %90
  store i64 %5, ptr %91, align 8, !tbaa !5
  br label %230

92:                                               ; preds = %113
  %93 = and i64 %5, 1
  %94 = icmp eq i64 %93, 0
  %95 = zext i64 %5 to i128
  br label %118

96:                                               ; preds = %113, %21
  %97 = phi i64 [ 2, %21 ], [ %114, %113 ]
  %98 = urem i64 %5, %97
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %100, label %109

100:                                              ; preds = %109, %96
  %101 = phi i64 [ %97, %96 ], [ %110, %109 ]
  %102 = add nsw i32 %6, 1
  %103 = sext i32 %6 to i64
  %104 = getelementptr inbounds i64, ptr %1, i64 %103
  store i64 %101, ptr %104, align 8, !tbaa !5
  br label %105

105:                                              ; preds = %100, %116
  %106 = phi i64 [ %101, %100 ], [ %227, %116 ]
  %107 = phi i32 [ %102, %100 ], [ %117, %116 ]
  %108 = udiv i64 %5, %106
  br label %4

109:                                              ; preds = %96
  %110 = or disjoint i64 %97, 1
  %111 = urem i64 %5, %110
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %100, label %113

113:                                              ; preds = %109
  %114 = add nuw nsw i64 %97, 2
  %115 = icmp eq i64 %114, 1000
  br i1 %115, label %92, label %96, !llvm.loop !23

116:                                              ; preds = %226
  %117 = tail call fastcc i32 @factor(i64 noundef %227, ptr noundef %1, i32 noundef %6)
  br label %105

118:                                              ; preds = %92, %226
  %119 = phi i64 [ 1, %92 ], [ %228, %226 ]
  br i1 %94, label %226, label %120

120:                                              ; preds = %118, %203
  %121 = phi i64 [ %169, %203 ], [ 2, %118 ]
  %122 = phi i64 [ %170, %203 ], [ 1, %118 ]
  %123 = phi i64 [ %204, %203 ], [ 1, %118 ]
  %124 = icmp eq i64 %123, 0
  br i1 %124, label %158, label %125

125:                                              ; preds = %120
  %126 = and i64 %123, 1
  %127 = icmp eq i64 %123, 1
  br i1 %127, label %147, label %128

128:                                              ; preds = %125
  %129 = and i64 %123, -2
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi i64 [ %121, %128 ], [ %144, %130 ]
  %132 = phi i64 [ 0, %128 ], [ %145, %130 ]
  %133 = zext i64 %131 to i128
  %134 = mul nuw i128 %133, %133
  %135 = urem i128 %134, %95
  %136 = trunc nuw i128 %135 to i64
  %137 = add i64 %119, %136
  %138 = urem i64 %137, %5
  %139 = zext i64 %138 to i128
  %140 = mul nuw i128 %139, %139
  %141 = urem i128 %140, %95
  %142 = trunc nuw i128 %141 to i64
  %143 = add i64 %119, %142
  %144 = urem i64 %143, %5
  %145 = add i64 %132, 2
  %146 = icmp eq i64 %145, %129
  br i1 %146, label %147, label %130, !llvm.loop !24

147:                                              ; preds = %130, %125
  %148 = phi i64 [ poison, %125 ], [ %144, %130 ]
  %149 = phi i64 [ %121, %125 ], [ %144, %130 ]
  %150 = icmp eq i64 %126, 0
  br i1 %150, label %158, label %151

151:                                              ; preds = %147
  %152 = zext i64 %149 to i128
  %153 = mul nuw i128 %152, %152
  %154 = urem i128 %153, %95
  %155 = trunc nuw i128 %154 to i64
  %156 = add i64 %119, %155
  %157 = urem i64 %156, %5
  br label %158

158:                                              ; preds = %151, %147, %120
  %159 = phi i64 [ %121, %120 ], [ %148, %147 ], [ %157, %151 ]
  br label %160

160:                                              ; preds = %158, %176
  %161 = phi i64 [ %181, %176 ], [ %123, %158 ]
  %162 = phi i64 [ %169, %176 ], [ %159, %158 ]
  %163 = phi i64 [ %170, %176 ], [ %122, %158 ]
  %164 = phi i64 [ %177, %176 ], [ 0, %158 ]
  %165 = tail call i64 @llvm.umin.i64(i64 %161, i64 64)
  %166 = tail call i64 @llvm.umax.i64(i64 %165, i64 1)
  %167 = icmp eq i64 %123, %164
  br i1 %167, label %168, label %182

168:                                              ; preds = %182, %160
  %169 = phi i64 [ %162, %160 ], [ %191, %182 ]
  %170 = phi i64 [ %163, %160 ], [ %200, %182 ]
  br label %171

171:                                              ; preds = %171, %168
  %172 = phi i64 [ %173, %171 ], [ %170, %168 ]
  %173 = phi i64 [ %174, %171 ], [ %5, %168 ]
  %174 = urem i64 %172, %173
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %176, label %171, !llvm.loop !25

176:                                              ; preds = %171
  %177 = add i64 %164, 64
  %178 = icmp ult i64 %177, %123
  %179 = icmp eq i64 %173, 1
  %180 = and i1 %178, %179
  %181 = add i64 %161, -64
  br i1 %180, label %160, label %203, !llvm.loop !26

182:                                              ; preds = %160, %182
  %183 = phi i64 [ %201, %182 ], [ 0, %160 ]
  %184 = phi i64 [ %200, %182 ], [ %163, %160 ]
  %185 = phi i64 [ %191, %182 ], [ %162, %160 ]
  %186 = zext i64 %185 to i128
  %187 = mul nuw i128 %186, %186
  %188 = urem i128 %187, %95
  %189 = trunc nuw i128 %188 to i64
  %190 = add i64 %119, %189
  %191 = urem i64 %190, %5
  %192 = icmp ugt i64 %121, %191
  %193 = sub i64 %121, %191
  %194 = sub i64 %191, %121
  %195 = select i1 %192, i64 %193, i64 %194
  %196 = zext i64 %184 to i128
  %197 = zext i64 %195 to i128
  %198 = mul nuw i128 %197, %196
  %199 = urem i128 %198, %95
  %200 = trunc nuw i128 %199 to i64
  %201 = add nuw nsw i64 %183, 1
  %202 = icmp eq i64 %201, %166
  br i1 %202, label %168, label %182, !llvm.loop !27

203:                                              ; preds = %176
  %204 = shl i64 %123, 1
  br i1 %179, label %120, label %205, !llvm.loop !28

205:                                              ; preds = %203
  %206 = icmp eq i64 %173, %5
  br i1 %206, label %207, label %226

207:                                              ; preds = %205, %224
  %208 = phi i64 [ %214, %224 ], [ %162, %205 ]
  %209 = zext i64 %208 to i128
  %210 = mul nuw i128 %209, %209
  %211 = urem i128 %210, %95
  %212 = trunc nuw i128 %211 to i64
  %213 = add i64 %119, %212
  %214 = urem i64 %213, %5
  %215 = icmp ugt i64 %121, %214
  %216 = sub i64 %121, %214
  %217 = sub i64 %214, %121
  %218 = select i1 %215, i64 %216, i64 %217
  br label %219

219:                                              ; preds = %219, %207
  %220 = phi i64 [ %221, %219 ], [ %218, %207 ]
  %221 = phi i64 [ %222, %219 ], [ %5, %207 ]
  %222 = urem i64 %220, %221
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %224, label %219, !llvm.loop !25

224:                                              ; preds = %219
  %225 = icmp eq i64 %221, 1
  br i1 %225, label %207, label %226, !llvm.loop !29

226:                                              ; preds = %224, %118, %205
  %227 = phi i64 [ 2, %118 ], [ %173, %205 ], [ %221, %224 ]
  %228 = add i64 %119, 1
  %229 = icmp eq i64 %227, %5
  br i1 %229, label %118, label %116, !llvm.loop !30

230:                                              ; preds = %4, %88
  %231 = phi i32 [ %89, %88 ], [ %6, %4 ]
  ret i32 %231
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i64, ptr %0, align 8, !tbaa !5
  %4 = load i64, ptr %1, align 8, !tbaa !5
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
