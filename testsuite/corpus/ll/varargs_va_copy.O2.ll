; ModuleID = 'programs/varargs_va_copy.c'
source_filename = "programs/varargs_va_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [12 x i8] c"helpers=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"x=%d y=%s z=%.2f w=%ld\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"why\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"%s-%d-%c-%g\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"twice: s1=%d s2=%d first=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"info\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"[%s] \00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"outer(%s) len=%zu\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = tail call i32 (i32, ...) @twice(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9)
  %3 = tail call double (i32, ...) @helpers(i32 poison, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 2.500000e-01, i32 noundef 3, double noundef 1.250000e-01, i32 noundef 4, double noundef 2.000000e+00, i32 noundef 5, double noundef 4.000000e+00, i32 noundef 6, double noundef 8.000000e+00)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7
  %5 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef nonnull %1, i64 poison, ptr nonnull poison, i32 noundef 12, ptr noundef nonnull @.str.2, double noundef 2.500000e+00, i64 noundef -7)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %1, i32 noundef %5)
  call void (ptr, ...) @outer(ptr nonnull poison, ptr noundef nonnull @.str.5, i32 noundef 123, i32 noundef 81, double noundef 5.000000e-01)
  %7 = add nsw i32 %5, %2
  %8 = and i32 %7, 127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal i32 @twice(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ult i32 %4, 41
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8
  store ptr %11, ptr %5, align 8
  %12 = load i32, ptr %8, align 4, !tbaa !5
  br label %19

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64
  %15 = getelementptr i8, ptr %7, i64 %14
  %16 = add nuw nsw i32 %4, 8
  store i32 %16, ptr %2, align 16
  %17 = load i32, ptr %15, align 4, !tbaa !5
  %18 = icmp ult i32 %4, 33
  br i1 %18, label %24, label %19

19:                                               ; preds = %13, %10
  %20 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %5, align 8
  %23 = load i32, ptr %21, align 4, !tbaa !5
  br label %30

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64
  %26 = getelementptr i8, ptr %7, i64 %25
  %27 = add nuw nsw i32 %4, 16
  store i32 %27, ptr %2, align 16
  %28 = load i32, ptr %26, align 4, !tbaa !5
  %29 = icmp ult i32 %4, 25
  br i1 %29, label %36, label %30

30:                                               ; preds = %24, %19
  %31 = phi i32 [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi i32 [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8
  store ptr %34, ptr %5, align 8
  %35 = load i32, ptr %32, align 4, !tbaa !5
  br label %42

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64
  %38 = getelementptr i8, ptr %7, i64 %37
  %39 = add nuw nsw i32 %4, 24
  store i32 %39, ptr %2, align 16
  %40 = load i32, ptr %38, align 4, !tbaa !5
  %41 = icmp ult i32 %4, 17
  br i1 %41, label %49, label %42

42:                                               ; preds = %36, %30
  %43 = phi i32 [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi i32 [ %33, %30 ], [ %17, %36 ]
  %46 = phi i32 [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8
  store ptr %47, ptr %5, align 8
  %48 = load i32, ptr %44, align 4, !tbaa !5
  br label %55

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64
  %51 = getelementptr i8, ptr %7, i64 %50
  %52 = or disjoint i32 %4, 32
  store i32 %52, ptr %2, align 16
  %53 = load i32, ptr %51, align 4, !tbaa !5
  %54 = icmp ult i32 %52, 41
  br i1 %54, label %63, label %55

55:                                               ; preds = %49, %42
  %56 = phi i32 [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi i32 [ %46, %42 ], [ %28, %49 ]
  %59 = phi i32 [ %45, %42 ], [ %17, %49 ]
  %60 = phi i32 [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8
  store ptr %61, ptr %5, align 8
  %62 = load i32, ptr %57, align 4, !tbaa !5
  br label %69

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64
  %65 = getelementptr i8, ptr %7, i64 %64
  %66 = add nuw nsw i32 %4, 40
  store i32 %66, ptr %2, align 16
  %67 = load i32, ptr %65, align 4, !tbaa !5
  %68 = icmp eq i32 %4, 0
  br i1 %68, label %77, label %69

69:                                               ; preds = %55, %63
  %70 = phi i32 [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi i32 [ %60, %55 ], [ %40, %63 ]
  %73 = phi i32 [ %59, %55 ], [ %17, %63 ]
  %74 = phi i32 [ %58, %55 ], [ %28, %63 ]
  %75 = phi i32 [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8
  store ptr %76, ptr %5, align 8
  br label %80

77:                                               ; preds = %63
  %78 = zext nneg i32 %66 to i64
  %79 = getelementptr i8, ptr %7, i64 %78
  store i32 48, ptr %2, align 16
  br label %80

80:                                               ; preds = %77, %69
  %81 = phi i32 [ %67, %77 ], [ %70, %69 ]
  %82 = phi i32 [ %40, %77 ], [ %72, %69 ]
  %83 = phi i32 [ %17, %77 ], [ %73, %69 ]
  %84 = phi i32 [ %28, %77 ], [ %74, %69 ]
  %85 = phi i32 [ %53, %77 ], [ %75, %69 ]
  %86 = phi ptr [ %8, %77 ], [ %76, %69 ]
  %87 = phi ptr [ %79, %77 ], [ %71, %69 ]
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = getelementptr i8, ptr %86, i64 8
  store ptr %89, ptr %5, align 8
  %90 = load i32, ptr %86, align 4, !tbaa !5
  %91 = getelementptr i8, ptr %86, i64 16
  store ptr %91, ptr %5, align 8
  %92 = load i32, ptr %89, align 4, !tbaa !5
  %93 = getelementptr i8, ptr %86, i64 24
  store ptr %93, ptr %5, align 8
  %94 = load i32, ptr %91, align 4, !tbaa !5
  %95 = load i32, ptr %3, align 16
  %96 = getelementptr inbounds i8, ptr %3, i64 8
  %97 = getelementptr inbounds i8, ptr %3, i64 16
  %98 = load ptr, ptr %97, align 16
  %99 = load ptr, ptr %96, align 8
  %100 = icmp ult i32 %95, 41
  br i1 %100, label %104, label %101

101:                                              ; preds = %80
  %102 = getelementptr i8, ptr %99, i64 8
  store ptr %102, ptr %96, align 8
  %103 = load i32, ptr %99, align 4, !tbaa !5
  br label %110

104:                                              ; preds = %80
  %105 = zext nneg i32 %95 to i64
  %106 = getelementptr i8, ptr %98, i64 %105
  %107 = add nuw nsw i32 %95, 8
  store i32 %107, ptr %3, align 16
  %108 = load i32, ptr %106, align 4, !tbaa !5
  %109 = icmp ult i32 %95, 33
  br i1 %109, label %115, label %110

110:                                              ; preds = %104, %101
  %111 = phi i32 [ %103, %101 ], [ %108, %104 ]
  %112 = phi ptr [ %102, %101 ], [ %99, %104 ]
  %113 = getelementptr i8, ptr %112, i64 8
  store ptr %113, ptr %96, align 8
  %114 = load i32, ptr %112, align 4, !tbaa !5
  br label %121

115:                                              ; preds = %104
  %116 = zext nneg i32 %107 to i64
  %117 = getelementptr i8, ptr %98, i64 %116
  %118 = add nuw nsw i32 %95, 16
  store i32 %118, ptr %3, align 16
  %119 = load i32, ptr %117, align 4, !tbaa !5
  %120 = icmp ult i32 %95, 25
  br i1 %120, label %127, label %121

121:                                              ; preds = %115, %110
  %122 = phi i32 [ %114, %110 ], [ %119, %115 ]
  %123 = phi ptr [ %113, %110 ], [ %99, %115 ]
  %124 = phi i32 [ %111, %110 ], [ %108, %115 ]
  %125 = getelementptr i8, ptr %123, i64 8
  store ptr %125, ptr %96, align 8
  %126 = load i32, ptr %123, align 4, !tbaa !5
  br label %133

127:                                              ; preds = %115
  %128 = zext nneg i32 %118 to i64
  %129 = getelementptr i8, ptr %98, i64 %128
  %130 = add nuw nsw i32 %95, 24
  store i32 %130, ptr %3, align 16
  %131 = load i32, ptr %129, align 4, !tbaa !5
  %132 = icmp ult i32 %95, 17
  br i1 %132, label %140, label %133

133:                                              ; preds = %127, %121
  %134 = phi i32 [ %126, %121 ], [ %131, %127 ]
  %135 = phi ptr [ %125, %121 ], [ %99, %127 ]
  %136 = phi i32 [ %124, %121 ], [ %108, %127 ]
  %137 = phi i32 [ %122, %121 ], [ %119, %127 ]
  %138 = getelementptr i8, ptr %135, i64 8
  store ptr %138, ptr %96, align 8
  %139 = load i32, ptr %135, align 4, !tbaa !5
  br label %146

140:                                              ; preds = %127
  %141 = zext nneg i32 %130 to i64
  %142 = getelementptr i8, ptr %98, i64 %141
  %143 = or disjoint i32 %95, 32
  store i32 %143, ptr %3, align 16
  %144 = load i32, ptr %142, align 4, !tbaa !5
  %145 = icmp ult i32 %143, 41
  br i1 %145, label %154, label %146

146:                                              ; preds = %140, %133
  %147 = phi i32 [ %139, %133 ], [ %144, %140 ]
  %148 = phi ptr [ %138, %133 ], [ %99, %140 ]
  %149 = phi i32 [ %137, %133 ], [ %119, %140 ]
  %150 = phi i32 [ %136, %133 ], [ %108, %140 ]
  %151 = phi i32 [ %134, %133 ], [ %131, %140 ]
  %152 = getelementptr i8, ptr %148, i64 8
  store ptr %152, ptr %96, align 8
  %153 = load i32, ptr %148, align 4, !tbaa !5
  br label %160

154:                                              ; preds = %140
  %155 = zext nneg i32 %143 to i64
  %156 = getelementptr i8, ptr %98, i64 %155
  %157 = add nuw nsw i32 %95, 40
  store i32 %157, ptr %3, align 16
  %158 = load i32, ptr %156, align 4, !tbaa !5
  %159 = icmp eq i32 %95, 0
  br i1 %159, label %168, label %160

160:                                              ; preds = %146, %154
  %161 = phi i32 [ %153, %146 ], [ %158, %154 ]
  %162 = phi ptr [ %152, %146 ], [ %99, %154 ]
  %163 = phi i32 [ %151, %146 ], [ %131, %154 ]
  %164 = phi i32 [ %150, %146 ], [ %108, %154 ]
  %165 = phi i32 [ %149, %146 ], [ %119, %154 ]
  %166 = phi i32 [ %147, %146 ], [ %144, %154 ]
  %167 = getelementptr i8, ptr %162, i64 8
  store ptr %167, ptr %96, align 8
  br label %171

168:                                              ; preds = %154
  %169 = zext nneg i32 %157 to i64
  %170 = getelementptr i8, ptr %98, i64 %169
  store i32 48, ptr %3, align 16
  br label %171

171:                                              ; preds = %168, %160
  %172 = phi i32 [ %158, %168 ], [ %161, %160 ]
  %173 = phi i32 [ %131, %168 ], [ %163, %160 ]
  %174 = phi i32 [ %108, %168 ], [ %164, %160 ]
  %175 = phi i32 [ %119, %168 ], [ %165, %160 ]
  %176 = phi i32 [ %144, %168 ], [ %166, %160 ]
  %177 = phi ptr [ %99, %168 ], [ %167, %160 ]
  %178 = phi ptr [ %170, %168 ], [ %162, %160 ]
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = getelementptr i8, ptr %177, i64 8
  store ptr %180, ptr %96, align 8
  %181 = load i32, ptr %177, align 4, !tbaa !5
  %182 = getelementptr i8, ptr %177, i64 16
  store ptr %182, ptr %96, align 8
  %183 = load i32, ptr %180, align 4, !tbaa !5
  %184 = getelementptr i8, ptr %177, i64 24
  store ptr %184, ptr %96, align 8
  %185 = load i32, ptr %182, align 4, !tbaa !5
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.va_start.p0(ptr nonnull %2)
  %186 = load i32, ptr %2, align 16
  %187 = icmp ult i32 %186, 41
  br i1 %187, label %188, label %193

188:                                              ; preds = %171
  %189 = load ptr, ptr %6, align 16
  %190 = zext nneg i32 %186 to i64
  %191 = getelementptr i8, ptr %189, i64 %190
  %192 = add nuw nsw i32 %186, 8
  store i32 %192, ptr %2, align 16
  br label %196

193:                                              ; preds = %171
  %194 = load ptr, ptr %5, align 8
  %195 = getelementptr i8, ptr %194, i64 8
  store ptr %195, ptr %5, align 8
  br label %196

196:                                              ; preds = %193, %188
  %197 = phi ptr [ %191, %188 ], [ %194, %193 ]
  %198 = mul nsw i32 %94, 9
  %199 = shl nsw i32 %92, 3
  %200 = mul nsw i32 %90, 7
  %201 = mul nsw i32 %88, 6
  %202 = mul nsw i32 %81, 5
  %203 = shl nsw i32 %85, 2
  %204 = mul nsw i32 %82, 3
  %205 = shl nsw i32 %84, 1
  %206 = add nsw i32 %205, %83
  %207 = add nsw i32 %204, %206
  %208 = add nsw i32 %203, %207
  %209 = add nsw i32 %202, %208
  %210 = add nsw i32 %201, %209
  %211 = add nsw i32 %200, %210
  %212 = add nsw i32 %199, %211
  %213 = add nsw i32 %198, %212
  %214 = shl nsw i32 %183, 1
  %215 = mul nsw i32 %181, 3
  %216 = shl nsw i32 %179, 2
  %217 = mul nsw i32 %172, 5
  %218 = mul nsw i32 %176, 6
  %219 = mul nsw i32 %173, 7
  %220 = shl nsw i32 %175, 3
  %221 = mul nsw i32 %174, 9
  %222 = add nsw i32 %220, %221
  %223 = add nsw i32 %219, %222
  %224 = add nsw i32 %218, %223
  %225 = add nsw i32 %217, %224
  %226 = add nsw i32 %216, %225
  %227 = add nsw i32 %215, %226
  %228 = add nsw i32 %214, %227
  %229 = add nsw i32 %185, %228
  %230 = load i32, ptr %197, align 4, !tbaa !5
  call void @llvm.va_end.p0(ptr nonnull %2)
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %213, i32 noundef %229, i32 noundef %230)
  %232 = sub i32 %213, %229
  %233 = add nsw i32 %232, %230
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %233
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal double @helpers(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %2, align 16
  %5 = load i32, ptr %3, align 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = icmp ult i32 %4, 41
  br i1 %10, label %11, label %15

11:                                               ; preds = %1
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr i8, ptr %8, i64 %12
  %14 = add nuw nsw i32 %4, 8
  store i32 %14, ptr %2, align 16
  br label %17

15:                                               ; preds = %1
  %16 = getelementptr i8, ptr %9, i64 8
  store ptr %16, ptr %6, align 8
  br label %17

17:                                               ; preds = %11, %15
  %18 = phi ptr [ %9, %11 ], [ %16, %15 ]
  %19 = phi i32 [ %14, %11 ], [ %4, %15 ]
  %20 = phi ptr [ %13, %11 ], [ %9, %15 ]
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp ult i32 %5, 161
  br i1 %22, label %23, label %27

23:                                               ; preds = %17
  %24 = zext nneg i32 %5 to i64
  %25 = getelementptr i8, ptr %8, i64 %24
  %26 = add nuw nsw i32 %5, 16
  store i32 %26, ptr %3, align 4
  br label %29

27:                                               ; preds = %17
  %28 = getelementptr i8, ptr %18, i64 8
  store ptr %28, ptr %6, align 8
  br label %29

29:                                               ; preds = %23, %27
  %30 = phi ptr [ %18, %23 ], [ %28, %27 ]
  %31 = phi i32 [ %26, %23 ], [ %5, %27 ]
  %32 = phi ptr [ %25, %23 ], [ %18, %27 ]
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = icmp ult i32 %19, 41
  br i1 %34, label %37, label %35

35:                                               ; preds = %29
  %36 = getelementptr i8, ptr %30, i64 8
  store ptr %36, ptr %6, align 8
  br label %41

37:                                               ; preds = %29
  %38 = zext nneg i32 %19 to i64
  %39 = getelementptr i8, ptr %8, i64 %38
  %40 = add nuw nsw i32 %19, 8
  store i32 %40, ptr %2, align 16
  br label %41

41:                                               ; preds = %37, %35
  %42 = phi ptr [ %30, %37 ], [ %36, %35 ]
  %43 = phi i32 [ %40, %37 ], [ %19, %35 ]
  %44 = phi ptr [ %39, %37 ], [ %30, %35 ]
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = icmp ult i32 %31, 161
  br i1 %46, label %49, label %47

47:                                               ; preds = %41
  %48 = getelementptr i8, ptr %42, i64 8
  store ptr %48, ptr %6, align 8
  br label %53

49:                                               ; preds = %41
  %50 = zext nneg i32 %31 to i64
  %51 = getelementptr i8, ptr %8, i64 %50
  %52 = add nuw nsw i32 %31, 16
  store i32 %52, ptr %3, align 4
  br label %53

53:                                               ; preds = %49, %47
  %54 = phi ptr [ %42, %49 ], [ %48, %47 ]
  %55 = phi i32 [ %52, %49 ], [ %31, %47 ]
  %56 = phi ptr [ %51, %49 ], [ %42, %47 ]
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = icmp ult i32 %43, 41
  br i1 %58, label %61, label %59

59:                                               ; preds = %53
  %60 = getelementptr i8, ptr %54, i64 8
  store ptr %60, ptr %6, align 8
  br label %65

61:                                               ; preds = %53
  %62 = zext nneg i32 %43 to i64
  %63 = getelementptr i8, ptr %8, i64 %62
  %64 = add nuw nsw i32 %43, 8
  store i32 %64, ptr %2, align 16
  br label %65

65:                                               ; preds = %61, %59
  %66 = phi ptr [ %54, %61 ], [ %60, %59 ]
  %67 = phi i32 [ %64, %61 ], [ %43, %59 ]
  %68 = phi ptr [ %63, %61 ], [ %54, %59 ]
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = icmp ult i32 %55, 161
  br i1 %70, label %73, label %71

71:                                               ; preds = %65
  %72 = getelementptr i8, ptr %66, i64 8
  store ptr %72, ptr %6, align 8
  br label %77

73:                                               ; preds = %65
  %74 = zext nneg i32 %55 to i64
  %75 = getelementptr i8, ptr %8, i64 %74
  %76 = add nuw nsw i32 %55, 16
  store i32 %76, ptr %3, align 4
  br label %77

77:                                               ; preds = %73, %71
  %78 = phi ptr [ %66, %73 ], [ %72, %71 ]
  %79 = phi i32 [ %76, %73 ], [ %55, %71 ]
  %80 = phi ptr [ %75, %73 ], [ %66, %71 ]
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = icmp ult i32 %67, 41
  br i1 %82, label %85, label %83

83:                                               ; preds = %77
  %84 = getelementptr i8, ptr %78, i64 8
  store ptr %84, ptr %6, align 8
  br label %89

85:                                               ; preds = %77
  %86 = zext nneg i32 %67 to i64
  %87 = getelementptr i8, ptr %8, i64 %86
  %88 = add nuw nsw i32 %67, 8
  store i32 %88, ptr %2, align 16
  br label %89

89:                                               ; preds = %85, %83
  %90 = phi ptr [ %78, %85 ], [ %84, %83 ]
  %91 = phi i32 [ %88, %85 ], [ %67, %83 ]
  %92 = phi ptr [ %87, %85 ], [ %78, %83 ]
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = icmp ult i32 %79, 161
  br i1 %94, label %97, label %95

95:                                               ; preds = %89
  %96 = getelementptr i8, ptr %90, i64 8
  store ptr %96, ptr %6, align 8
  br label %101

97:                                               ; preds = %89
  %98 = zext nneg i32 %79 to i64
  %99 = getelementptr i8, ptr %8, i64 %98
  %100 = add nuw nsw i32 %79, 16
  store i32 %100, ptr %3, align 4
  br label %101

101:                                              ; preds = %97, %95
  %102 = phi ptr [ %90, %97 ], [ %96, %95 ]
  %103 = phi i32 [ %100, %97 ], [ %79, %95 ]
  %104 = phi ptr [ %99, %97 ], [ %90, %95 ]
  %105 = load double, ptr %104, align 8, !tbaa !9
  %106 = icmp ult i32 %91, 41
  br i1 %106, label %109, label %107

107:                                              ; preds = %101
  %108 = getelementptr i8, ptr %102, i64 8
  store ptr %108, ptr %6, align 8
  br label %113

109:                                              ; preds = %101
  %110 = zext nneg i32 %91 to i64
  %111 = getelementptr i8, ptr %8, i64 %110
  %112 = add nuw nsw i32 %91, 8
  store i32 %112, ptr %2, align 16
  br label %113

113:                                              ; preds = %109, %107
  %114 = phi ptr [ %102, %109 ], [ %108, %107 ]
  %115 = phi i32 [ %112, %109 ], [ %91, %107 ]
  %116 = phi ptr [ %111, %109 ], [ %102, %107 ]
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = icmp ult i32 %103, 161
  br i1 %118, label %121, label %119

119:                                              ; preds = %113
  %120 = getelementptr i8, ptr %114, i64 8
  store ptr %120, ptr %6, align 8
  br label %125

121:                                              ; preds = %113
  %122 = zext nneg i32 %103 to i64
  %123 = getelementptr i8, ptr %8, i64 %122
  %124 = add nuw nsw i32 %103, 16
  store i32 %124, ptr %3, align 4
  br label %125

125:                                              ; preds = %121, %119
  %126 = phi ptr [ %114, %121 ], [ %120, %119 ]
  %127 = phi i32 [ %124, %121 ], [ %103, %119 ]
  %128 = phi ptr [ %123, %121 ], [ %114, %119 ]
  %129 = load double, ptr %128, align 8, !tbaa !9
  %130 = icmp ult i32 %115, 41
  br i1 %130, label %133, label %131

131:                                              ; preds = %125
  %132 = getelementptr i8, ptr %126, i64 8
  store ptr %132, ptr %6, align 8
  br label %137

133:                                              ; preds = %125
  %134 = zext nneg i32 %115 to i64
  %135 = getelementptr i8, ptr %8, i64 %134
  %136 = add nuw nsw i32 %115, 8
  store i32 %136, ptr %2, align 16
  br label %137

137:                                              ; preds = %133, %131
  %138 = phi ptr [ %126, %133 ], [ %132, %131 ]
  %139 = phi ptr [ %135, %133 ], [ %126, %131 ]
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = icmp ult i32 %127, 161
  br i1 %141, label %144, label %142

142:                                              ; preds = %137
  %143 = getelementptr i8, ptr %138, i64 8
  store ptr %143, ptr %6, align 8
  br label %148

144:                                              ; preds = %137
  %145 = zext nneg i32 %127 to i64
  %146 = getelementptr i8, ptr %8, i64 %145
  %147 = add nuw nsw i32 %127, 16
  store i32 %147, ptr %3, align 4
  br label %148

148:                                              ; preds = %144, %142
  %149 = phi ptr [ %146, %144 ], [ %138, %142 ]
  %150 = sitofp i32 %21 to double
  %151 = fmul double %33, %150
  %152 = fadd double %151, 0.000000e+00
  %153 = sitofp i32 %45 to double
  %154 = fmul double %57, %153
  %155 = fadd double %152, %154
  %156 = sitofp i32 %69 to double
  %157 = fmul double %81, %156
  %158 = fadd double %155, %157
  %159 = sitofp i32 %93 to double
  %160 = fmul double %105, %159
  %161 = fadd double %158, %160
  %162 = sitofp i32 %117 to double
  %163 = fmul double %129, %162
  %164 = fadd double %161, %163
  %165 = load double, ptr %149, align 8, !tbaa !9
  %166 = sitofp i32 %140 to double
  %167 = fmul double %165, %166
  %168 = fadd double %164, %167
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %168
}

; Function Attrs: nofree noinline nounwind uwtable
define internal i32 @logf_(ptr nocapture noundef %0, i64 %1, ptr nocapture readnone %2, ...) unnamed_addr #2 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #7
  call void @llvm.va_start.p0(ptr nonnull %5)
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %0, i64 noundef 64, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.7) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #7
  call void @llvm.va_copy.p0(ptr nonnull %4, ptr nonnull %5)
  %7 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.1, ptr noundef nonnull %4) #7
  call void @llvm.va_end.p0(ptr nonnull %4)
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = sub nsw i64 64, %8
  %11 = call i32 @vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef nonnull @.str.1, ptr noundef nonnull %5) #7
  %12 = add nsw i32 %11, %6
  %13 = mul nsw i32 %12, 1000
  %14 = add nsw i32 %13, %7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #7
  call void @llvm.va_end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #7
  ret i32 %14
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @outer(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [128 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #7
  %4 = call i32 @vsnprintf(ptr noundef nonnull %3, i64 noundef 128, ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  %5 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #8
  call void (ptr, ...) @vp(ptr nonnull poison, ptr noundef nonnull %3, i64 noundef %5)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind uwtable
define internal void @vp(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr @stdout, align 8, !tbaa !11, !noalias !13
  %4 = call i32 @vfprintf(ptr noundef %3, ptr noundef nonnull @.str.9, ptr noundef nonnull %2) #7
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"vprintf: argument 0"}
!15 = distinct !{!15, !"vprintf"}
