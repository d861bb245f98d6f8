; ModuleID = 'programs/varargs_fp_kinds.c'
source_filename = "programs/varargs_fp_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [16 x i8] c"sum_doubles=%a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"sum_ld=%La\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"alternating=%a\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"%d|%.3f|%Lf|%s|%g|%Le|%c|%a\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [19 x i8] c"vsnprintf(%d): %s\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = alloca [200 x i8], align 16, !DIAssignID !53
    #dbg_assign(i1 undef, !48, !DIExpression(), !53, ptr %1, !DIExpression(), !54)
    #dbg_value(float 0x3FB99999A0000000, !46, !DIExpression(), !54)
  %2 = tail call double (i32, ...) @sum_doubles(i32 poison, double noundef 1.000000e+00, double noundef 0x3FB99999A0000000, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e-10, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00), !dbg !55
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %2), !dbg !56
  %4 = tail call x86_fp80 (i32, ...) @sum_ld(i32 poison, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xKBFFE8000000000000000, x86_fp80 noundef 0xK414B924D692CA61BE758, x86_fp80 noundef 0xK3EB2DFF9772470297EBD), !dbg !57
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %4), !dbg !58
  %6 = tail call double (i32, ...) @alternating(i32 poison, i32 noundef 1, double noundef 5.000000e-01, x86_fp80 noundef 0xK3FFD8000000000000000, i32 noundef 2, double noundef 1.500000e+00, x86_fp80 noundef 0xK40009000000000000000, i32 noundef 3, double noundef 2.500000e+00, x86_fp80 noundef 0xK40018800000000000000, i32 noundef 4, double noundef 3.500000e+00, x86_fp80 noundef 0xK40028200000000000000), !dbg !59
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %6), !dbg !60
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #7, !dbg !61
  %8 = call i32 (ptr, i64, ptr, ...) @check(ptr noundef nonnull %1, i64 poison, ptr nonnull poison, i32 noundef 42, double noundef 3.141590e+00, x86_fp80 noundef 0xK4000A000000000000000, ptr noundef nonnull @.str.4, double noundef 0x3E7AD7F29ABCAF48, x86_fp80 noundef 0xK47C88EB39714297EFB28, i32 noundef 122, double noundef 7.500000e-01), !dbg !62
    #dbg_value(i32 %8, !52, !DIExpression(), !54)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %8, ptr noundef nonnull %1), !dbg !63
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #7, !dbg !64
  ret i32 %8, !dbg !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !66 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal double @sum_doubles(i32 %0, ...) unnamed_addr #3 !dbg !73 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !78, !DIExpression(), !96, ptr %2, !DIExpression(), !97)
    #dbg_value(i32 12, !77, !DIExpression(), !97)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !98
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !99
    #dbg_value(double 0.000000e+00, !93, !DIExpression(), !97)
    #dbg_value(i32 0, !94, !DIExpression(), !100)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %3, align 4
    #dbg_value(i32 0, !94, !DIExpression(), !100)
    #dbg_value(double 0.000000e+00, !93, !DIExpression(), !97)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !94, !DIExpression(), !100)
    #dbg_value(double 0.000000e+00, !93, !DIExpression(), !97)
  %9 = icmp ult i32 %4, 161, !dbg !101
  br i1 %9, label %13, label %10, !dbg !101

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !101
  store ptr %11, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %11, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %12 = load double, ptr %8, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 1, !94, !DIExpression(), !100)
  br label %19, !dbg !101

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64, !dbg !101
  %15 = getelementptr i8, ptr %7, i64 %14, !dbg !101
  %16 = add nuw nsw i32 %4, 16, !dbg !101
  store i32 %16, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %16, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %17 = load double, ptr %15, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 1, !94, !DIExpression(), !100)
  %18 = icmp ult i32 %4, 145, !dbg !101
  br i1 %18, label %24, label %19, !dbg !101

19:                                               ; preds = %13, %10
  %20 = phi double [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !101
  store ptr %22, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %22, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %23 = load double, ptr %21, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 2, !94, !DIExpression(), !100)
  br label %30, !dbg !101

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64, !dbg !101
  %26 = getelementptr i8, ptr %7, i64 %25, !dbg !101
  %27 = add nuw nsw i32 %4, 32, !dbg !101
  store i32 %27, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %27, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %28 = load double, ptr %26, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 2, !94, !DIExpression(), !100)
  %29 = icmp ult i32 %4, 129, !dbg !101
  br i1 %29, label %36, label %30, !dbg !101

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi double [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8, !dbg !101
  store ptr %34, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %34, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %35 = load double, ptr %32, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 3, !94, !DIExpression(), !100)
  br label %42, !dbg !101

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64, !dbg !101
  %38 = getelementptr i8, ptr %7, i64 %37, !dbg !101
  %39 = add nuw nsw i32 %4, 48, !dbg !101
  store i32 %39, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %39, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %40 = load double, ptr %38, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 3, !94, !DIExpression(), !100)
  %41 = icmp ult i32 %4, 113, !dbg !101
  br i1 %41, label %49, label %42, !dbg !101

42:                                               ; preds = %36, %30
  %43 = phi double [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi double [ %33, %30 ], [ %17, %36 ]
  %46 = phi double [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8, !dbg !101
  store ptr %47, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %47, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %48 = load double, ptr %44, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 4, !94, !DIExpression(), !100)
  br label %55, !dbg !101

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64, !dbg !101
  %51 = getelementptr i8, ptr %7, i64 %50, !dbg !101
  %52 = add nuw nsw i32 %4, 64, !dbg !101
  store i32 %52, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %52, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %53 = load double, ptr %51, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 4, !94, !DIExpression(), !100)
  %54 = icmp ult i32 %4, 97, !dbg !101
  br i1 %54, label %63, label %55, !dbg !101

55:                                               ; preds = %49, %42
  %56 = phi double [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi double [ %46, %42 ], [ %28, %49 ]
  %59 = phi double [ %45, %42 ], [ %17, %49 ]
  %60 = phi double [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8, !dbg !101
  store ptr %61, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %61, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %62 = load double, ptr %57, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 5, !94, !DIExpression(), !100)
  br label %69, !dbg !101

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64, !dbg !101
  %65 = getelementptr i8, ptr %7, i64 %64, !dbg !101
  %66 = add nuw nsw i32 %4, 80, !dbg !101
  store i32 %66, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %66, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %67 = load double, ptr %65, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 5, !94, !DIExpression(), !100)
  %68 = icmp ult i32 %4, 81, !dbg !101
  br i1 %68, label %78, label %69, !dbg !101

69:                                               ; preds = %63, %55
  %70 = phi double [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi double [ %60, %55 ], [ %40, %63 ]
  %73 = phi double [ %59, %55 ], [ %17, %63 ]
  %74 = phi double [ %58, %55 ], [ %28, %63 ]
  %75 = phi double [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8, !dbg !101
  store ptr %76, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %76, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %77 = load double, ptr %71, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 6, !94, !DIExpression(), !100)
  br label %84, !dbg !101

78:                                               ; preds = %63
  %79 = zext nneg i32 %66 to i64, !dbg !101
  %80 = getelementptr i8, ptr %7, i64 %79, !dbg !101
  %81 = add nuw nsw i32 %4, 96, !dbg !101
  store i32 %81, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %81, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %82 = load double, ptr %80, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 6, !94, !DIExpression(), !100)
  %83 = icmp ult i32 %4, 65, !dbg !101
  br i1 %83, label %94, label %84, !dbg !101

84:                                               ; preds = %78, %69
  %85 = phi double [ %77, %69 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %69 ], [ %8, %78 ]
  %87 = phi double [ %75, %69 ], [ %53, %78 ]
  %88 = phi double [ %74, %69 ], [ %28, %78 ]
  %89 = phi double [ %73, %69 ], [ %17, %78 ]
  %90 = phi double [ %72, %69 ], [ %40, %78 ]
  %91 = phi double [ %70, %69 ], [ %67, %78 ]
  %92 = getelementptr i8, ptr %86, i64 8, !dbg !101
  store ptr %92, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %92, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %93 = load double, ptr %86, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 7, !94, !DIExpression(), !100)
  br label %100, !dbg !101

94:                                               ; preds = %78
  %95 = zext nneg i32 %81 to i64, !dbg !101
  %96 = getelementptr i8, ptr %7, i64 %95, !dbg !101
  %97 = add nuw nsw i32 %4, 112, !dbg !101
  store i32 %97, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %97, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %98 = load double, ptr %96, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 7, !94, !DIExpression(), !100)
  %99 = icmp ult i32 %4, 49, !dbg !101
  br i1 %99, label %111, label %100, !dbg !101

100:                                              ; preds = %94, %84
  %101 = phi double [ %93, %84 ], [ %98, %94 ]
  %102 = phi ptr [ %92, %84 ], [ %8, %94 ]
  %103 = phi double [ %91, %84 ], [ %67, %94 ]
  %104 = phi double [ %90, %84 ], [ %40, %94 ]
  %105 = phi double [ %89, %84 ], [ %17, %94 ]
  %106 = phi double [ %88, %84 ], [ %28, %94 ]
  %107 = phi double [ %87, %84 ], [ %53, %94 ]
  %108 = phi double [ %85, %84 ], [ %82, %94 ]
  %109 = getelementptr i8, ptr %102, i64 8, !dbg !101
  store ptr %109, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %109, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %110 = load double, ptr %102, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 8, !94, !DIExpression(), !100)
  br label %117, !dbg !101

111:                                              ; preds = %94
  %112 = zext nneg i32 %97 to i64, !dbg !101
  %113 = getelementptr i8, ptr %7, i64 %112, !dbg !101
  %114 = or disjoint i32 %4, 128, !dbg !101
  store i32 %114, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %114, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %115 = load double, ptr %113, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 8, !94, !DIExpression(), !100)
  %116 = icmp ult i32 %114, 161, !dbg !101
  br i1 %116, label %129, label %117, !dbg !101

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
  %127 = getelementptr i8, ptr %119, i64 8, !dbg !101
  store ptr %127, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %127, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %128 = load double, ptr %119, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 9, !94, !DIExpression(), !100)
  br label %135, !dbg !101

129:                                              ; preds = %111
  %130 = zext nneg i32 %114 to i64, !dbg !101
  %131 = getelementptr i8, ptr %7, i64 %130, !dbg !101
  %132 = add nuw nsw i32 %4, 144, !dbg !101
  store i32 %132, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %132, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %133 = load double, ptr %131, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 9, !94, !DIExpression(), !100)
  %134 = icmp ult i32 %4, 17, !dbg !101
  br i1 %134, label %148, label %135, !dbg !101

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
  %146 = getelementptr i8, ptr %137, i64 8, !dbg !101
  store ptr %146, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %146, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %147 = load double, ptr %137, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 10, !94, !DIExpression(), !100)
  br label %154, !dbg !101

148:                                              ; preds = %129
  %149 = zext nneg i32 %132 to i64, !dbg !101
  %150 = getelementptr i8, ptr %7, i64 %149, !dbg !101
  %151 = or disjoint i32 %4, 160, !dbg !101
  store i32 %151, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 %151, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  %152 = load double, ptr %150, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 10, !94, !DIExpression(), !100)
  %153 = icmp eq i32 %4, 0, !dbg !101
  br i1 %153, label %167, label %154, !dbg !101

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
  %166 = getelementptr i8, ptr %156, i64 8, !dbg !101
  store ptr %166, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %166, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  br label %170, !dbg !101

167:                                              ; preds = %148
  %168 = zext nneg i32 %151 to i64, !dbg !101
  %169 = getelementptr i8, ptr %7, i64 %168, !dbg !101
  store i32 176, ptr %3, align 4, !dbg !101, !DIAssignID !108
    #dbg_assign(i32 176, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !108, ptr %3, !DIExpression(), !97)
  br label %170, !dbg !101

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
  %182 = phi ptr [ %169, %167 ], [ %156, %154 ], !dbg !101
  %183 = load double, ptr %182, align 8, !dbg !101, !tbaa !104
    #dbg_value(double poison, !93, !DIExpression(), !97)
    #dbg_value(i32 11, !94, !DIExpression(), !100)
  %184 = getelementptr i8, ptr %181, i64 8, !dbg !101
  store ptr %184, ptr %5, align 8, !dbg !101, !DIAssignID !103
    #dbg_assign(ptr %184, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !103, ptr %5, !DIExpression(), !97)
  %185 = fadd double %176, 0.000000e+00, !dbg !109
    #dbg_value(double %185, !93, !DIExpression(), !97)
  %186 = fmul double %185, 2.000000e+00, !dbg !110
  %187 = fadd double %186, %175, !dbg !109
    #dbg_value(double %187, !93, !DIExpression(), !97)
  %188 = fmul double %187, 2.000000e+00, !dbg !110
  %189 = fadd double %188, %177, !dbg !109
    #dbg_value(double %189, !93, !DIExpression(), !97)
  %190 = fmul double %189, 2.000000e+00, !dbg !110
  %191 = fadd double %190, %174, !dbg !109
    #dbg_value(double %191, !93, !DIExpression(), !97)
  %192 = fmul double %191, 2.000000e+00, !dbg !110
  %193 = fadd double %192, %178, !dbg !109
    #dbg_value(double %193, !93, !DIExpression(), !97)
  %194 = fmul double %193, 2.000000e+00, !dbg !110
  %195 = fadd double %194, %173, !dbg !109
    #dbg_value(double %195, !93, !DIExpression(), !97)
  %196 = fmul double %195, 2.000000e+00, !dbg !110
  %197 = fadd double %196, %179, !dbg !109
    #dbg_value(double %197, !93, !DIExpression(), !97)
  %198 = fmul double %197, 2.000000e+00, !dbg !110
  %199 = fadd double %198, %172, !dbg !109
    #dbg_value(double %199, !93, !DIExpression(), !97)
  %200 = fmul double %199, 2.000000e+00, !dbg !110
  %201 = fadd double %200, %180, !dbg !109
    #dbg_value(double %201, !93, !DIExpression(), !97)
  %202 = fmul double %201, 2.000000e+00, !dbg !110
  %203 = fadd double %202, %171, !dbg !109
    #dbg_value(double %203, !93, !DIExpression(), !97)
  %204 = fmul double %203, 2.000000e+00, !dbg !110
  %205 = fadd double %204, %183, !dbg !109
    #dbg_value(double %205, !93, !DIExpression(), !97)
  %206 = fmul double %205, 2.000000e+00, !dbg !110
  %207 = load double, ptr %181, align 8, !dbg !101, !tbaa !104
  %208 = fadd double %206, %207, !dbg !109
    #dbg_value(double %208, !93, !DIExpression(), !97)
    #dbg_value(i32 12, !94, !DIExpression(), !100)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !111
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !112
  ret double %208, !dbg !113
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal x86_fp80 @sum_ld(i32 %0, ...) unnamed_addr #3 !dbg !114 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !120, !DIExpression(), !124, ptr %2, !DIExpression(), !125)
    #dbg_value(i32 5, !119, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !126
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !127
    #dbg_value(x86_fp80 0xK00000000000000000000, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !125)
    #dbg_value(i32 0, !122, !DIExpression(), !128)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8
    #dbg_value(i32 0, !122, !DIExpression(), !128)
    #dbg_value(x86_fp80 0xK00000000000000000000, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !125)
    #dbg_value(i32 0, !122, !DIExpression(), !128)
    #dbg_value(x86_fp80 0xK00000000000000000000, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !125)
  %5 = getelementptr inbounds i8, ptr %4, i64 15, !dbg !129
  %6 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %5, i64 -16), !dbg !129
  %7 = getelementptr i8, ptr %6, i64 16, !dbg !129
  store ptr %7, ptr %3, align 8, !dbg !129, !DIAssignID !131
    #dbg_assign(ptr %7, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !131, ptr %3, !DIExpression(), !125)
  %8 = load x86_fp80, ptr %6, align 16, !dbg !129, !tbaa !132
  %9 = fadd x86_fp80 %8, 0xK00000000000000000000, !dbg !134
    #dbg_value(i32 1, !122, !DIExpression(), !128)
    #dbg_value(x86_fp80 %9, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !125)
  %10 = getelementptr i8, ptr %6, i64 16, !dbg !129
  %11 = getelementptr i8, ptr %6, i64 32, !dbg !129
  store ptr %11, ptr %3, align 8, !dbg !129, !DIAssignID !131
    #dbg_assign(ptr %11, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !131, ptr %3, !DIExpression(), !125)
  %12 = load x86_fp80, ptr %10, align 16, !dbg !129, !tbaa !132
  %13 = fmul x86_fp80 %12, 0xK40008000000000000000, !dbg !135
  %14 = fadd x86_fp80 %9, %13, !dbg !134
    #dbg_value(i32 2, !122, !DIExpression(), !128)
    #dbg_value(x86_fp80 %14, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !125)
  %15 = getelementptr i8, ptr %6, i64 32, !dbg !129
  %16 = getelementptr i8, ptr %6, i64 48, !dbg !129
  store ptr %16, ptr %3, align 8, !dbg !129, !DIAssignID !131
    #dbg_assign(ptr %16, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !131, ptr %3, !DIExpression(), !125)
  %17 = load x86_fp80, ptr %15, align 16, !dbg !129, !tbaa !132
  %18 = fmul x86_fp80 %17, 0xK4000C000000000000000, !dbg !135
  %19 = fadd x86_fp80 %14, %18, !dbg !134
    #dbg_value(i32 3, !122, !DIExpression(), !128)
    #dbg_value(x86_fp80 %19, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !125)
  %20 = getelementptr i8, ptr %6, i64 48, !dbg !129
  %21 = getelementptr i8, ptr %6, i64 64, !dbg !129
  store ptr %21, ptr %3, align 8, !dbg !129, !DIAssignID !131
    #dbg_assign(ptr %21, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !131, ptr %3, !DIExpression(), !125)
  %22 = load x86_fp80, ptr %20, align 16, !dbg !129, !tbaa !132
  %23 = fmul x86_fp80 %22, 0xK40018000000000000000, !dbg !135
  %24 = fadd x86_fp80 %19, %23, !dbg !134
    #dbg_value(i32 4, !122, !DIExpression(), !128)
    #dbg_value(x86_fp80 %24, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !125)
  %25 = getelementptr i8, ptr %6, i64 64, !dbg !129
  %26 = getelementptr i8, ptr %6, i64 80, !dbg !129
  store ptr %26, ptr %3, align 8, !dbg !129, !DIAssignID !131
    #dbg_assign(ptr %26, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !131, ptr %3, !DIExpression(), !125)
  %27 = load x86_fp80, ptr %25, align 16, !dbg !129, !tbaa !132
  %28 = fmul x86_fp80 %27, 0xK4001A000000000000000, !dbg !135
  %29 = fadd x86_fp80 %24, %28, !dbg !134
    #dbg_value(i32 5, !122, !DIExpression(), !128)
    #dbg_value(x86_fp80 %29, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !125)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !136
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !137
  ret x86_fp80 %29, !dbg !138
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal double @alternating(i32 %0, ...) unnamed_addr #4 !dbg !139 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !142, !DIExpression(), !146, ptr %2, !DIExpression(), !147)
    #dbg_value(i32 12, !141, !DIExpression(), !147)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !148
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !149
    #dbg_value(double 0.000000e+00, !143, !DIExpression(), !147)
    #dbg_value(i32 0, !144, !DIExpression(), !150)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !144, !DIExpression(), !150)
    #dbg_value(double 0.000000e+00, !143, !DIExpression(), !147)
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load i32, ptr %4, align 4
  %9 = load ptr, ptr %5, align 8
  br label %11, !dbg !151

10:                                               ; preds = %52
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !152
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !153
  ret double %57, !dbg !154

11:                                               ; preds = %1, %52
  %12 = phi ptr [ %9, %1 ], [ %53, %52 ]
  %13 = phi i32 [ %8, %1 ], [ %54, %52 ]
  %14 = phi i32 [ 0, %1 ], [ %58, %52 ]
  %15 = phi double [ 0.000000e+00, %1 ], [ %57, %52 ]
  %16 = phi i32 [ %3, %1 ], [ %55, %52 ]
    #dbg_value(i32 %14, !144, !DIExpression(), !150)
    #dbg_value(double %15, !143, !DIExpression(), !147)
  %17 = trunc nuw i32 %14 to i8, !dbg !155
  %18 = urem i8 %17, 3, !dbg !155
  switch i8 %18, label %46 [
    i8 0, label %19
    i8 1, label %33
  ], !dbg !159

19:                                               ; preds = %11
  %20 = icmp ult i32 %16, 41, !dbg !160
  br i1 %20, label %21, label %25, !dbg !160

21:                                               ; preds = %19
  %22 = zext nneg i32 %16 to i64, !dbg !160
  %23 = getelementptr i8, ptr %7, i64 %22, !dbg !160
  %24 = add nuw nsw i32 %16, 8, !dbg !160
  store i32 %24, ptr %2, align 16, !dbg !160, !DIAssignID !161
    #dbg_assign(i32 %24, !142, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !161, ptr %2, !DIExpression(), !147)
  br label %27, !dbg !160

25:                                               ; preds = %19
  %26 = getelementptr i8, ptr %12, i64 8, !dbg !160
  store ptr %26, ptr %5, align 8, !dbg !160, !DIAssignID !162
    #dbg_assign(ptr %26, !142, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162, ptr %5, !DIExpression(), !147)
  br label %27, !dbg !160

27:                                               ; preds = %25, %21
  %28 = phi ptr [ %12, %21 ], [ %26, %25 ]
  %29 = phi i32 [ %24, %21 ], [ %16, %25 ]
  %30 = phi ptr [ %23, %21 ], [ %12, %25 ], !dbg !160
  %31 = load i32, ptr %30, align 4, !dbg !160, !tbaa !163
  %32 = sitofp i32 %31 to double, !dbg !160
    #dbg_value(double poison, !143, !DIExpression(), !147)
  br label %52, !dbg !165

33:                                               ; preds = %11
  %34 = icmp ult i32 %13, 161, !dbg !166
  br i1 %34, label %35, label %39, !dbg !166

35:                                               ; preds = %33
  %36 = zext nneg i32 %13 to i64, !dbg !166
  %37 = getelementptr i8, ptr %7, i64 %36, !dbg !166
  %38 = add nuw nsw i32 %13, 16, !dbg !166
  store i32 %38, ptr %4, align 4, !dbg !166, !DIAssignID !168
    #dbg_assign(i32 %38, !142, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !168, ptr %4, !DIExpression(), !147)
  br label %41, !dbg !166

39:                                               ; preds = %33
  %40 = getelementptr i8, ptr %12, i64 8, !dbg !166
  store ptr %40, ptr %5, align 8, !dbg !166, !DIAssignID !169
    #dbg_assign(ptr %40, !142, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169, ptr %5, !DIExpression(), !147)
  br label %41, !dbg !166

41:                                               ; preds = %39, %35
  %42 = phi ptr [ %12, %35 ], [ %40, %39 ]
  %43 = phi i32 [ %38, %35 ], [ %13, %39 ]
  %44 = phi ptr [ %37, %35 ], [ %12, %39 ], !dbg !166
  %45 = load double, ptr %44, align 8, !dbg !166, !tbaa !104
    #dbg_value(double poison, !143, !DIExpression(), !147)
  br label %52, !dbg !170

46:                                               ; preds = %11
  %47 = getelementptr inbounds i8, ptr %12, i64 15, !dbg !171
  %48 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %47, i64 -16), !dbg !171
  %49 = getelementptr i8, ptr %48, i64 16, !dbg !171
  store ptr %49, ptr %5, align 8, !dbg !171, !DIAssignID !172
    #dbg_assign(ptr %49, !142, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !172, ptr %5, !DIExpression(), !147)
  %50 = load x86_fp80, ptr %48, align 16, !dbg !171, !tbaa !132
  %51 = fptrunc x86_fp80 %50 to double, !dbg !173
    #dbg_value(double poison, !143, !DIExpression(), !147)
  br label %52

52:                                               ; preds = %27, %46, %41
  %53 = phi ptr [ %28, %27 ], [ %42, %41 ], [ %49, %46 ]
  %54 = phi i32 [ %13, %27 ], [ %43, %41 ], [ %13, %46 ]
  %55 = phi i32 [ %29, %27 ], [ %16, %41 ], [ %16, %46 ]
  %56 = phi double [ %32, %27 ], [ %45, %41 ], [ %51, %46 ]
  %57 = fadd double %15, %56, !dbg !174
    #dbg_value(double %57, !143, !DIExpression(), !147)
  %58 = add nuw nsw i32 %14, 1, !dbg !175
    #dbg_value(i32 %58, !144, !DIExpression(), !150)
  %59 = icmp eq i32 %58, 12, !dbg !176
  br i1 %59, label %10, label %11, !dbg !151, !llvm.loop !177
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @check(ptr nocapture noundef %0, i64 %1, ptr nocapture readnone %2, ...) unnamed_addr #0 !dbg !180 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !193
    #dbg_assign(i1 undef, !191, !DIExpression(), !193, ptr %4, !DIExpression(), !194)
    #dbg_value(ptr %0, !188, !DIExpression(), !194)
    #dbg_value(i64 200, !189, !DIExpression(), !194)
    #dbg_value(ptr @.str.3, !190, !DIExpression(), !194)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #7, !dbg !195
  call void @llvm.va_start.p0(ptr nonnull %4), !dbg !196
  %5 = call i32 @vsnprintf(ptr noundef %0, i64 noundef 200, ptr noundef nonnull @.str.3, ptr noundef nonnull %4) #7, !dbg !197
    #dbg_value(i32 %5, !192, !DIExpression(), !194)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !198
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #7, !dbg !199
  ret i32 %5, !dbg !200
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
declare !dbg !201 noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varargs_fp_kinds.c", directory: ".", checksumkind: CSK_MD5, checksum: "13eaa84e39191c01ef5beaa677d21329")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 28)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !32, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31}
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !{!0, !7, !12, !14, !19, !24}
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !42, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !48, !52}
!46 = !DILocalVariable(name: "f", scope: !41, file: !2, line: 43, type: !47)
!47 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!48 = !DILocalVariable(name: "buf", scope: !41, file: !2, line: 47, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1600, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 200)
!52 = !DILocalVariable(name: "r", scope: !41, file: !2, line: 48, type: !44)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !41)
!55 = !DILocation(line: 44, column: 32, scope: !41)
!56 = !DILocation(line: 44, column: 5, scope: !41)
!57 = !DILocation(line: 45, column: 28, scope: !41)
!58 = !DILocation(line: 45, column: 5, scope: !41)
!59 = !DILocation(line: 46, column: 32, scope: !41)
!60 = !DILocation(line: 46, column: 5, scope: !41)
!61 = !DILocation(line: 47, column: 5, scope: !41)
!62 = !DILocation(line: 48, column: 13, scope: !41)
!63 = !DILocation(line: 49, column: 5, scope: !41)
!64 = !DILocation(line: 51, column: 1, scope: !41)
!65 = !DILocation(line: 50, column: 5, scope: !41)
!66 = !DISubprogram(name: "printf", scope: !67, file: !67, line: 356, type: !68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!68 = !DISubroutineType(types: !69)
!69 = !{!44, !70, null}
!70 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!73 = distinct !DISubprogram(name: "sum_doubles", scope: !2, file: !2, line: 10, type: !74, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!31, !44, null}
!76 = !{!77, !78, !93, !94}
!77 = !DILocalVariable(name: "n", arg: 1, scope: !73, file: !2, line: 10, type: !44)
!78 = !DILocalVariable(name: "ap", scope: !73, file: !2, line: 11, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !80, line: 12, baseType: !81)
!80 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 192, elements: !91)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !84)
!84 = !{!85, !87, !88, !90}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !83, file: !2, line: 11, baseType: !86, size: 32)
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !83, file: !2, line: 11, baseType: !86, size: 32, offset: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !83, file: !2, line: 11, baseType: !89, size: 64, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !83, file: !2, line: 11, baseType: !89, size: 64, offset: 128)
!91 = !{!92}
!92 = !DISubrange(count: 1)
!93 = !DILocalVariable(name: "s", scope: !73, file: !2, line: 12, type: !31)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 13, type: !44)
!95 = distinct !DILexicalBlock(scope: !73, file: !2, line: 13, column: 5)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !73)
!98 = !DILocation(line: 11, column: 5, scope: !73)
!99 = !DILocation(line: 11, column: 17, scope: !73)
!100 = !DILocation(line: 0, scope: !95)
!101 = !DILocation(line: 13, column: 45, scope: !102)
!102 = distinct !DILexicalBlock(scope: !95, file: !2, line: 13, column: 5)
!103 = distinct !DIAssignID()
!104 = !{!105, !105, i64 0}
!105 = !{!"double", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 13, column: 43, scope: !102)
!110 = !DILocation(line: 13, column: 39, scope: !102)
!111 = !DILocation(line: 14, column: 5, scope: !73)
!112 = !DILocation(line: 16, column: 1, scope: !73)
!113 = !DILocation(line: 15, column: 5, scope: !73)
!114 = distinct !DISubprogram(name: "sum_ld", scope: !2, file: !2, line: 17, type: !115, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !118)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !44, null}
!117 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!118 = !{!119, !120, !121, !122}
!119 = !DILocalVariable(name: "n", arg: 1, scope: !114, file: !2, line: 17, type: !44)
!120 = !DILocalVariable(name: "ap", scope: !114, file: !2, line: 18, type: !79)
!121 = !DILocalVariable(name: "s", scope: !114, file: !2, line: 19, type: !117)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 20, type: !44)
!123 = distinct !DILexicalBlock(scope: !114, file: !2, line: 20, column: 5)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !114)
!126 = !DILocation(line: 18, column: 5, scope: !114)
!127 = !DILocation(line: 18, column: 17, scope: !114)
!128 = !DILocation(line: 0, scope: !123)
!129 = !DILocation(line: 20, column: 38, scope: !130)
!130 = distinct !DILexicalBlock(scope: !123, file: !2, line: 20, column: 5)
!131 = distinct !DIAssignID()
!132 = !{!133, !133, i64 0}
!133 = !{!"long double", !106, i64 0}
!134 = !DILocation(line: 20, column: 35, scope: !130)
!135 = !DILocation(line: 20, column: 62, scope: !130)
!136 = !DILocation(line: 21, column: 5, scope: !114)
!137 = !DILocation(line: 23, column: 1, scope: !114)
!138 = !DILocation(line: 22, column: 5, scope: !114)
!139 = distinct !DISubprogram(name: "alternating", scope: !2, file: !2, line: 24, type: !74, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !140)
!140 = !{!141, !142, !143, !144}
!141 = !DILocalVariable(name: "n", arg: 1, scope: !139, file: !2, line: 24, type: !44)
!142 = !DILocalVariable(name: "ap", scope: !139, file: !2, line: 25, type: !79)
!143 = !DILocalVariable(name: "s", scope: !139, file: !2, line: 26, type: !31)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 27, type: !44)
!145 = distinct !DILexicalBlock(scope: !139, file: !2, line: 27, column: 5)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 0, scope: !139)
!148 = !DILocation(line: 25, column: 5, scope: !139)
!149 = !DILocation(line: 25, column: 17, scope: !139)
!150 = !DILocation(line: 0, scope: !145)
!151 = !DILocation(line: 27, column: 5, scope: !145)
!152 = !DILocation(line: 32, column: 5, scope: !139)
!153 = !DILocation(line: 34, column: 1, scope: !139)
!154 = !DILocation(line: 33, column: 5, scope: !139)
!155 = !DILocation(line: 28, column: 15, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 28, column: 13)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 27, column: 33)
!158 = distinct !DILexicalBlock(scope: !145, file: !2, line: 27, column: 5)
!159 = !DILocation(line: 28, column: 13, scope: !157)
!160 = !DILocation(line: 28, column: 30, scope: !156)
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = !{!164, !164, i64 0}
!164 = !{!"int", !106, i64 0}
!165 = !DILocation(line: 28, column: 25, scope: !156)
!166 = !DILocation(line: 29, column: 35, scope: !167)
!167 = distinct !DILexicalBlock(scope: !156, file: !2, line: 29, column: 18)
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 29, column: 30, scope: !167)
!171 = !DILocation(line: 30, column: 27, scope: !167)
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 30, column: 19, scope: !167)
!174 = !DILocation(line: 0, scope: !156)
!175 = !DILocation(line: 27, column: 29, scope: !158)
!176 = !DILocation(line: 27, column: 23, scope: !158)
!177 = distinct !{!177, !151, !178, !179}
!178 = !DILocation(line: 31, column: 5, scope: !145)
!179 = !{!"llvm.loop.mustprogress"}
!180 = distinct !DISubprogram(name: "check", scope: !2, file: !2, line: 35, type: !181, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !187)
!181 = !DISubroutineType(types: !182)
!182 = !{!44, !183, !184, !71, null}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !185, line: 18, baseType: !186)
!185 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!186 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!187 = !{!188, !189, !190, !191, !192}
!188 = !DILocalVariable(name: "out", arg: 1, scope: !180, file: !2, line: 35, type: !183)
!189 = !DILocalVariable(name: "n", arg: 2, scope: !180, file: !2, line: 35, type: !184)
!190 = !DILocalVariable(name: "fmt", arg: 3, scope: !180, file: !2, line: 35, type: !71)
!191 = !DILocalVariable(name: "ap", scope: !180, file: !2, line: 36, type: !79)
!192 = !DILocalVariable(name: "r", scope: !180, file: !2, line: 37, type: !44)
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !180)
!195 = !DILocation(line: 36, column: 5, scope: !180)
!196 = !DILocation(line: 36, column: 17, scope: !180)
!197 = !DILocation(line: 37, column: 13, scope: !180)
!198 = !DILocation(line: 38, column: 5, scope: !180)
!199 = !DILocation(line: 40, column: 1, scope: !180)
!200 = !DILocation(line: 39, column: 5, scope: !180)
!201 = !DISubprogram(name: "vsnprintf", scope: !67, file: !67, line: 382, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!44, !204, !184, !70, !205}
!204 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !183)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
