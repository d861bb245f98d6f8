; ModuleID = 'programs/varargs_fp_kinds.c'
source_filename = "programs/varargs_fp_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [16 x i8] c"sum_doubles=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"sum_ld=%La\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"alternating=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"%d|%.3f|%Lf|%s|%g|%Le|%c|%a\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"vsnprintf(%d): %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i8], align 16
  %2 = tail call double (i32, ...) @sum_doubles(i32 poison, double noundef 1.000000e+00, double noundef 0x3FB99999A0000000, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e-10, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %2)
  %4 = tail call x86_fp80 (i32, ...) @sum_ld(i32 poison, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xKBFFE8000000000000000, x86_fp80 noundef 0xK414B924D692CA61BE758, x86_fp80 noundef 0xK3EB2DFF9772470297EBD)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %4)
  %6 = tail call double (i32, ...) @alternating(i32 poison, i32 noundef 1, double noundef 5.000000e-01, x86_fp80 noundef 0xK3FFD8000000000000000, i32 noundef 2, double noundef 1.500000e+00, x86_fp80 noundef 0xK40009000000000000000, i32 noundef 3, double noundef 2.500000e+00, x86_fp80 noundef 0xK40018800000000000000, i32 noundef 4, double noundef 3.500000e+00, x86_fp80 noundef 0xK40028200000000000000)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %6)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #7
  %8 = call i32 (ptr, i64, ptr, ...) @check(ptr noundef nonnull %1, i64 poison, ptr nonnull poison, i32 noundef 42, double noundef 3.141590e+00, x86_fp80 noundef 0xK4000A000000000000000, ptr noundef nonnull @.str.4, double noundef 0x3E7AD7F29ABCAF48, x86_fp80 noundef 0xK47C88EB39714297EFB28, i32 noundef 122, double noundef 7.500000e-01)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %8, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #7
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal double @sum_doubles(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ult i32 %4, 161
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8
  store ptr %11, ptr %5, align 8
  %12 = load double, ptr %8, align 8, !tbaa !5
  br label %19

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64
  %15 = getelementptr i8, ptr %7, i64 %14
  %16 = add nuw nsw i32 %4, 16
  store i32 %16, ptr %3, align 4
  %17 = load double, ptr %15, align 8, !tbaa !5
  %18 = icmp ult i32 %4, 145
  br i1 %18, label %24, label %19

19:                                               ; preds = %13, %10
  %20 = phi double [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %5, align 8
  %23 = load double, ptr %21, align 8, !tbaa !5
  br label %30

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64
  %26 = getelementptr i8, ptr %7, i64 %25
  %27 = add nuw nsw i32 %4, 32
  store i32 %27, ptr %3, align 4
  %28 = load double, ptr %26, align 8, !tbaa !5
  %29 = icmp ult i32 %4, 129
  br i1 %29, label %36, label %30

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi double [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8
  store ptr %34, ptr %5, align 8
  %35 = load double, ptr %32, align 8, !tbaa !5
  br label %42

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64
  %38 = getelementptr i8, ptr %7, i64 %37
  %39 = add nuw nsw i32 %4, 48
  store i32 %39, ptr %3, align 4
  %40 = load double, ptr %38, align 8, !tbaa !5
  %41 = icmp ult i32 %4, 113
  br i1 %41, label %49, label %42

42:                                               ; preds = %36, %30
  %43 = phi double [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi double [ %33, %30 ], [ %17, %36 ]
  %46 = phi double [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8
  store ptr %47, ptr %5, align 8
  %48 = load double, ptr %44, align 8, !tbaa !5
  br label %55

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64
  %51 = getelementptr i8, ptr %7, i64 %50
  %52 = add nuw nsw i32 %4, 64
  store i32 %52, ptr %3, align 4
  %53 = load double, ptr %51, align 8, !tbaa !5
  %54 = icmp ult i32 %4, 97
  br i1 %54, label %63, label %55

55:                                               ; preds = %49, %42
  %56 = phi double [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi double [ %46, %42 ], [ %28, %49 ]
  %59 = phi double [ %45, %42 ], [ %17, %49 ]
  %60 = phi double [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8
  store ptr %61, ptr %5, align 8
  %62 = load double, ptr %57, align 8, !tbaa !5
  br label %69

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64
  %65 = getelementptr i8, ptr %7, i64 %64
  %66 = add nuw nsw i32 %4, 80
  store i32 %66, ptr %3, align 4
  %67 = load double, ptr %65, align 8, !tbaa !5
  %68 = icmp ult i32 %4, 81
  br i1 %68, label %78, label %69

69:                                               ; preds = %63, %55
  %70 = phi double [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi double [ %60, %55 ], [ %40, %63 ]
  %73 = phi double [ %59, %55 ], [ %17, %63 ]
  %74 = phi double [ %58, %55 ], [ %28, %63 ]
  %75 = phi double [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8
  store ptr %76, ptr %5, align 8
  %77 = load double, ptr %71, align 8, !tbaa !5
  br label %84

78:                                               ; preds = %63
  %79 = zext nneg i32 %66 to i64
  %80 = getelementptr i8, ptr %7, i64 %79
  %81 = add nuw nsw i32 %4, 96
  store i32 %81, ptr %3, align 4
  %82 = load double, ptr %80, align 8, !tbaa !5
  %83 = icmp ult i32 %4, 65
  br i1 %83, label %94, label %84

84:                                               ; preds = %78, %69
  %85 = phi double [ %77, %69 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %69 ], [ %8, %78 ]
  %87 = phi double [ %75, %69 ], [ %53, %78 ]
  %88 = phi double [ %74, %69 ], [ %28, %78 ]
  %89 = phi double [ %73, %69 ], [ %17, %78 ]
  %90 = phi double [ %72, %69 ], [ %40, %78 ]
  %91 = phi double [ %70, %69 ], [ %67, %78 ]
  %92 = getelementptr i8, ptr %86, i64 8
  store ptr %92, ptr %5, align 8
  %93 = load double, ptr %86, align 8, !tbaa !5
  br label %100

94:                                               ; preds = %78
  %95 = zext nneg i32 %81 to i64
  %96 = getelementptr i8, ptr %7, i64 %95
  %97 = add nuw nsw i32 %4, 112
  store i32 %97, ptr %3, align 4
  %98 = load double, ptr %96, align 8, !tbaa !5
  %99 = icmp ult i32 %4, 49
  br i1 %99, label %111, label %100

100:                                              ; preds = %94, %84
  %101 = phi double [ %93, %84 ], [ %98, %94 ]
  %102 = phi ptr [ %92, %84 ], [ %8, %94 ]
  %103 = phi double [ %91, %84 ], [ %67, %94 ]
  %104 = phi double [ %90, %84 ], [ %40, %94 ]
  %105 = phi double [ %89, %84 ], [ %17, %94 ]
  %106 = phi double [ %88, %84 ], [ %28, %94 ]
  %107 = phi double [ %87, %84 ], [ %53, %94 ]
  %108 = phi double [ %85, %84 ], [ %82, %94 ]
  %109 = getelementptr i8, ptr %102, i64 8
  store ptr %109, ptr %5, align 8
  %110 = load double, ptr %102, align 8, !tbaa !5
  br label %117

111:                                              ; preds = %94
  %112 = zext nneg i32 %97 to i64
  %113 = getelementptr i8, ptr %7, i64 %112
  %114 = or disjoint i32 %4, 128
  store i32 %114, ptr %3, align 4
  %115 = load double, ptr %113, align 8, !tbaa !5
  %116 = icmp ult i32 %114, 161
  br i1 %116, label %129, label %117

117:                                              ; preds = %111, %100
  %118 = phi double [ %110, %100 ], [ %115, %111 ]
  %119 = phi ptr [ %109, %100 ], [ %8, %111 ]
  %120 = phi double [ %108, %100 ], [ %82, %111 ]
  %121 = phi double [ %107, %100 ], [ %53, %111 ]
  %122 = phi double [ %106, %100 ], [ %28, %111 ]
  %123 = phi double [ %105, %100 ], [ %17, %111 ]
  %124 = phi double [ %104, %100 ], [ %40, %111 ]
  %125 = phi double [ %103, %100 ], [ %67, %111 ]
  %126 = phi double [ %101, %100 ], [ %98, %111 ]
  %127 = getelementptr i8, ptr %119, i64 8
  store ptr %127, ptr %5, align 8
  %128 = load double, ptr %119, align 8, !tbaa !5
  br label %135

129:                                              ; preds = %111
  %130 = zext nneg i32 %114 to i64
  %131 = getelementptr i8, ptr %7, i64 %130
  %132 = add nuw nsw i32 %4, 144
  store i32 %132, ptr %3, align 4
  %133 = load double, ptr %131, align 8, !tbaa !5
  %134 = icmp ult i32 %4, 17
  br i1 %134, label %148, label %135

135:                                              ; preds = %129, %117
  %136 = phi double [ %128, %117 ], [ %133, %129 ]
  %137 = phi ptr [ %127, %117 ], [ %8, %129 ]
  %138 = phi double [ %126, %117 ], [ %98, %129 ]
  %139 = phi double [ %125, %117 ], [ %67, %129 ]
  %140 = phi double [ %124, %117 ], [ %40, %129 ]
  %141 = phi double [ %123, %117 ], [ %17, %129 ]
  %142 = phi double [ %122, %117 ], [ %28, %129 ]
  %143 = phi double [ %121, %117 ], [ %53, %129 ]
  %144 = phi double [ %120, %117 ], [ %82, %129 ]
  %145 = phi double [ %118, %117 ], [ %115, %129 ]
  %146 = getelementptr i8, ptr %137, i64 8
  store ptr %146, ptr %5, align 8
  %147 = load double, ptr %137, align 8, !tbaa !5
  br label %154

148:                                              ; preds = %129
  %149 = zext nneg i32 %132 to i64
  %150 = getelementptr i8, ptr %7, i64 %149
  %151 = or disjoint i32 %4, 160
  store i32 %151, ptr %3, align 4
  %152 = load double, ptr %150, align 8, !tbaa !5
  %153 = icmp eq i32 %4, 0
  br i1 %153, label %167, label %154

154:                                              ; preds = %135, %148
  %155 = phi double [ %147, %135 ], [ %152, %148 ]
  %156 = phi ptr [ %146, %135 ], [ %8, %148 ]
  %157 = phi double [ %145, %135 ], [ %115, %148 ]
  %158 = phi double [ %144, %135 ], [ %82, %148 ]
  %159 = phi double [ %143, %135 ], [ %53, %148 ]
  %160 = phi double [ %142, %135 ], [ %28, %148 ]
  %161 = phi double [ %141, %135 ], [ %17, %148 ]
  %162 = phi double [ %140, %135 ], [ %40, %148 ]
  %163 = phi double [ %139, %135 ], [ %67, %148 ]
  %164 = phi double [ %138, %135 ], [ %98, %148 ]
  %165 = phi double [ %136, %135 ], [ %133, %148 ]
  %166 = getelementptr i8, ptr %156, i64 8
  store ptr %166, ptr %5, align 8
  br label %170

167:                                              ; preds = %148
  %168 = zext nneg i32 %151 to i64
  %169 = getelementptr i8, ptr %7, i64 %168
  store i32 176, ptr %3, align 4
  br label %170

170:                                              ; preds = %167, %154
  %171 = phi double [ %152, %167 ], [ %155, %154 ]
  %172 = phi double [ %115, %167 ], [ %157, %154 ]
  %173 = phi double [ %82, %167 ], [ %158, %154 ]
  %174 = phi double [ %53, %167 ], [ %159, %154 ]
  %175 = phi double [ %28, %167 ], [ %160, %154 ]
  %176 = phi double [ %17, %167 ], [ %161, %154 ]
  %177 = phi double [ %40, %167 ], [ %162, %154 ]
  %178 = phi double [ %67, %167 ], [ %163, %154 ]
  %179 = phi double [ %98, %167 ], [ %164, %154 ]
  %180 = phi double [ %133, %167 ], [ %165, %154 ]
  %181 = phi ptr [ %8, %167 ], [ %166, %154 ]
  %182 = phi ptr [ %169, %167 ], [ %156, %154 ]
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = getelementptr i8, ptr %181, i64 8
  store ptr %184, ptr %5, align 8
  %185 = fadd double %176, 0.000000e+00
  %186 = fmul double %185, 2.000000e+00
  %187 = fadd double %186, %175
  %188 = fmul double %187, 2.000000e+00
  %189 = fadd double %188, %177
  %190 = fmul double %189, 2.000000e+00
  %191 = fadd double %190, %174
  %192 = fmul double %191, 2.000000e+00
  %193 = fadd double %192, %178
  %194 = fmul double %193, 2.000000e+00
  %195 = fadd double %194, %173
  %196 = fmul double %195, 2.000000e+00
  %197 = fadd double %196, %179
  %198 = fmul double %197, 2.000000e+00
  %199 = fadd double %198, %172
  %200 = fmul double %199, 2.000000e+00
  %201 = fadd double %200, %180
  %202 = fmul double %201, 2.000000e+00
  %203 = fadd double %202, %171
  %204 = fmul double %203, 2.000000e+00
  %205 = fadd double %204, %183
  %206 = fmul double %205, 2.000000e+00
  %207 = load double, ptr %181, align 8, !tbaa !5
  %208 = fadd double %206, %207
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %208
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal x86_fp80 @sum_ld(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 15
  %6 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %5, i64 -16)
  %7 = getelementptr i8, ptr %6, i64 16
  store ptr %7, ptr %3, align 8
  %8 = load x86_fp80, ptr %6, align 16, !tbaa !9
  %9 = fadd x86_fp80 %8, 0xK00000000000000000000
  %10 = getelementptr i8, ptr %6, i64 16
  %11 = getelementptr i8, ptr %6, i64 32
  store ptr %11, ptr %3, align 8
  %12 = load x86_fp80, ptr %10, align 16, !tbaa !9
  %13 = fmul x86_fp80 %12, 0xK40008000000000000000
  %14 = fadd x86_fp80 %9, %13
  %15 = getelementptr i8, ptr %6, i64 32
  %16 = getelementptr i8, ptr %6, i64 48
  store ptr %16, ptr %3, align 8
  %17 = load x86_fp80, ptr %15, align 16, !tbaa !9
  %18 = fmul x86_fp80 %17, 0xK4000C000000000000000
  %19 = fadd x86_fp80 %14, %18
  %20 = getelementptr i8, ptr %6, i64 48
  %21 = getelementptr i8, ptr %6, i64 64
  store ptr %21, ptr %3, align 8
  %22 = load x86_fp80, ptr %20, align 16, !tbaa !9
  %23 = fmul x86_fp80 %22, 0xK40018000000000000000
  %24 = fadd x86_fp80 %19, %23
  %25 = getelementptr i8, ptr %6, i64 64
  %26 = getelementptr i8, ptr %6, i64 80
  store ptr %26, ptr %3, align 8
  %27 = load x86_fp80, ptr %25, align 16, !tbaa !9
  %28 = fmul x86_fp80 %27, 0xK4001A000000000000000
  %29 = fadd x86_fp80 %24, %28
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret x86_fp80 %29
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal double @alternating(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load i32, ptr %4, align 4
  %9 = load ptr, ptr %5, align 8
  br label %11

10:                                               ; preds = %52
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %57

11:                                               ; preds = %1, %52
  %12 = phi ptr [ %9, %1 ], [ %53, %52 ]
  %13 = phi i32 [ %8, %1 ], [ %54, %52 ]
  %14 = phi i32 [ 0, %1 ], [ %58, %52 ]
  %15 = phi double [ 0.000000e+00, %1 ], [ %57, %52 ]
  %16 = phi i32 [ %3, %1 ], [ %55, %52 ]
  %17 = trunc nuw i32 %14 to i8
  %18 = urem i8 %17, 3
  switch i8 %18, label %46 [
    i8 0, label %19
    i8 1, label %33
  ]

19:                                               ; preds = %11
  %20 = icmp ult i32 %16, 41
  br i1 %20, label %21, label %25

21:                                               ; preds = %19
  %22 = zext nneg i32 %16 to i64
  %23 = getelementptr i8, ptr %7, i64 %22
  %24 = add nuw nsw i32 %16, 8
  store i32 %24, ptr %2, align 16
  br label %27

25:                                               ; preds = %19
  %26 = getelementptr i8, ptr %12, i64 8
  store ptr %26, ptr %5, align 8
  br label %27

27:                                               ; preds = %25, %21
  %28 = phi ptr [ %12, %21 ], [ %26, %25 ]
  %29 = phi i32 [ %24, %21 ], [ %16, %25 ]
  %30 = phi ptr [ %23, %21 ], [ %12, %25 ]
  %31 = load i32, ptr %30, align 4, !tbaa !11
  %32 = sitofp i32 %31 to double
  br label %52

33:                                               ; preds = %11
  %34 = icmp ult i32 %13, 161
  br i1 %34, label %35, label %39

35:                                               ; preds = %33
  %36 = zext nneg i32 %13 to i64
  %37 = getelementptr i8, ptr %7, i64 %36
  %38 = add nuw nsw i32 %13, 16
  store i32 %38, ptr %4, align 4
  br label %41

39:                                               ; preds = %33
  %40 = getelementptr i8, ptr %12, i64 8
  store ptr %40, ptr %5, align 8
  br label %41

41:                                               ; preds = %39, %35
  %42 = phi ptr [ %12, %35 ], [ %40, %39 ]
  %43 = phi i32 [ %38, %35 ], [ %13, %39 ]
  %44 = phi ptr [ %37, %35 ], [ %12, %39 ]
  %45 = load double, ptr %44, align 8, !tbaa !5
  br label %52

46:                                               ; preds = %11
  %47 = getelementptr inbounds i8, ptr %12, i64 15
  %48 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %47, i64 -16)
  %49 = getelementptr i8, ptr %48, i64 16
  store ptr %49, ptr %5, align 8
  %50 = load x86_fp80, ptr %48, align 16, !tbaa !9
  %51 = fptrunc x86_fp80 %50 to double
  br label %52

52:                                               ; preds = %27, %46, %41
  %53 = phi ptr [ %28, %27 ], [ %42, %41 ], [ %49, %46 ]
  %54 = phi i32 [ %13, %27 ], [ %43, %41 ], [ %13, %46 ]
  %55 = phi i32 [ %29, %27 ], [ %16, %41 ], [ %16, %46 ]
  %56 = phi double [ %32, %27 ], [ %45, %41 ], [ %51, %46 ]
  %57 = fadd double %15, %56
  %58 = add nuw nsw i32 %14, 1
  %59 = icmp eq i32 %58, 12
  br i1 %59, label %10, label %11, !llvm.loop !13
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @check(ptr nocapture noundef %0, i64 %1, ptr nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #7
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = call i32 @vsnprintf(ptr noundef %0, i64 noundef 200, ptr noundef nonnull @.str.3, ptr noundef nonnull %4) #7
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #7
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #6

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
