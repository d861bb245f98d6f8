; ModuleID = 'programs/struct_return_large.c'
source_filename = "programs/struct_return_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Mat4 = type { [4 x [4 x i32]] }
%struct.RecList = type { [3 x %struct.Rec], i32 }
%struct.Rec = type { [24 x i8], i32, double, i64 }

@.str = private unnamed_addr constant [4 x i8] c"%6d\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [6 x i8] c"alice\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [4 x i8] c"bob\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [28 x i8] c"carol-with-a-long-name-here\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [48 x i8] c"oldest %s %d %g %ld sizeof Rec=%zu RecList=%zu\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [17 x i8] c"third name '%s'\0A\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [17 x i8] c"copy %d orig %d\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [8 x i8] c"ts=%ld\0A\00", align 1, !dbg !36

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !59 {
  %1 = alloca %struct.Mat4, align 8, !DIAssignID !105
    #dbg_assign(i1 undef, !63, !DIExpression(), !105, ptr %1, !DIExpression(), !106)
  %2 = alloca %struct.Mat4, align 8
  %3 = alloca %struct.Mat4, align 8
  %4 = alloca %struct.Mat4, align 8
  %5 = alloca %struct.RecList, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !78, !DIExpression(), !107, ptr %5, !DIExpression(), !106)
  %6 = alloca %struct.Rec, align 8
  %7 = alloca %struct.Rec, align 8
  %8 = alloca %struct.Rec, align 8
  %9 = alloca %struct.Rec, align 8, !DIAssignID !108
    #dbg_assign(i1 undef, !98, !DIExpression(), !108, ptr %9, !DIExpression(), !106)
    #dbg_assign(i1 undef, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 192), !109, ptr undef, !DIExpression(), !106)
    #dbg_assign(i1 undef, !99, !DIExpression(DW_OP_LLVM_fragment, 224, 160), !110, ptr undef, !DIExpression(), !106)
  %10 = alloca [3 x %struct.Mat4], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !100, !DIExpression(), !111, ptr %10, !DIExpression(), !106)
  %11 = alloca %struct.Mat4, align 8
  %12 = alloca %struct.Mat4, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11, !dbg !112
  call fastcc void @ident(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %1), !dbg !113
    #dbg_value(i32 1, !70, !DIExpression(), !114)
    #dbg_value(i32 1, !70, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11, !dbg !115
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 1), !dbg !117
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3), !dbg !115
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !dbg !115, !tbaa.struct !118, !DIAssignID !122
    #dbg_assign(i1 undef, !63, !DIExpression(), !122, ptr %1, !DIExpression(), !106)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11, !dbg !115
    #dbg_value(i32 2, !70, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11, !dbg !115
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 2), !dbg !117
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3), !dbg !115
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !dbg !115, !tbaa.struct !118, !DIAssignID !122
    #dbg_assign(i1 undef, !63, !DIExpression(), !122, ptr %1, !DIExpression(), !106)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11, !dbg !115
    #dbg_value(i32 3, !70, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11, !dbg !115
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 3), !dbg !117
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3), !dbg !115
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !dbg !115, !tbaa.struct !118, !DIAssignID !122
    #dbg_assign(i1 undef, !63, !DIExpression(), !122, ptr %1, !DIExpression(), !106)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11, !dbg !115
    #dbg_value(i32 4, !70, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11, !dbg !115
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 4), !dbg !117
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3), !dbg !115
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !dbg !115, !tbaa.struct !118, !DIAssignID !122
    #dbg_assign(i1 undef, !63, !DIExpression(), !122, ptr %1, !DIExpression(), !106)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11, !dbg !115
    #dbg_value(i32 5, !70, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11, !dbg !115
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 5), !dbg !117
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3), !dbg !115
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !dbg !115, !tbaa.struct !118, !DIAssignID !122
    #dbg_assign(i1 undef, !63, !DIExpression(), !122, ptr %1, !DIExpression(), !106)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11, !dbg !115
    #dbg_value(i32 6, !70, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11, !dbg !115
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 6), !dbg !117
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3), !dbg !115
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !dbg !115, !tbaa.struct !118, !DIAssignID !122
    #dbg_assign(i1 undef, !63, !DIExpression(), !122, ptr %1, !DIExpression(), !106)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11, !dbg !115
    #dbg_value(i32 7, !70, !DIExpression(), !114)
    #dbg_value(i64 0, !72, !DIExpression(), !123)
    #dbg_value(i32 0, !74, !DIExpression(), !124)
    #dbg_value(i64 0, !74, !DIExpression(), !124)
  %13 = load i32, ptr %1, align 8, !dbg !125, !tbaa !127
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13), !dbg !129
    #dbg_value(i64 1, !74, !DIExpression(), !124)
  %15 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !125
  %16 = load i32, ptr %15, align 4, !dbg !125, !tbaa !127
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16), !dbg !129
    #dbg_value(i64 2, !74, !DIExpression(), !124)
  %18 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !125
  %19 = load i32, ptr %18, align 8, !dbg !125, !tbaa !127
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19), !dbg !129
    #dbg_value(i64 3, !74, !DIExpression(), !124)
  %21 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !125
  %22 = load i32, ptr %21, align 4, !dbg !125, !tbaa !127
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22), !dbg !129
    #dbg_value(i64 4, !74, !DIExpression(), !124)
  %24 = tail call i32 @putchar(i32 10), !dbg !130
    #dbg_value(i64 1, !72, !DIExpression(), !123)
    #dbg_value(i32 0, !74, !DIExpression(), !124)
    #dbg_value(i64 0, !74, !DIExpression(), !124)
  %25 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !125
  %26 = load i32, ptr %25, align 8, !dbg !125, !tbaa !127
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26), !dbg !129
    #dbg_value(i64 1, !74, !DIExpression(), !124)
  %28 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !125
  %29 = load i32, ptr %28, align 4, !dbg !125, !tbaa !127
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29), !dbg !129
    #dbg_value(i64 2, !74, !DIExpression(), !124)
  %31 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !125
  %32 = load i32, ptr %31, align 8, !dbg !125, !tbaa !127
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %32), !dbg !129
    #dbg_value(i64 3, !74, !DIExpression(), !124)
  %34 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !125
  %35 = load i32, ptr %34, align 4, !dbg !125, !tbaa !127
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35), !dbg !129
    #dbg_value(i64 4, !74, !DIExpression(), !124)
  %37 = tail call i32 @putchar(i32 10), !dbg !130
    #dbg_value(i64 2, !72, !DIExpression(), !123)
    #dbg_value(i32 0, !74, !DIExpression(), !124)
    #dbg_value(i64 0, !74, !DIExpression(), !124)
  %38 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !125
  %39 = load i32, ptr %38, align 8, !dbg !125, !tbaa !127
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %39), !dbg !129
    #dbg_value(i64 1, !74, !DIExpression(), !124)
  %41 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !125
  %42 = load i32, ptr %41, align 4, !dbg !125, !tbaa !127
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %42), !dbg !129
    #dbg_value(i64 2, !74, !DIExpression(), !124)
  %44 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !125
  %45 = load i32, ptr %44, align 8, !dbg !125, !tbaa !127
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %45), !dbg !129
    #dbg_value(i64 3, !74, !DIExpression(), !124)
  %47 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !125
  %48 = load i32, ptr %47, align 4, !dbg !125, !tbaa !127
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %48), !dbg !129
    #dbg_value(i64 4, !74, !DIExpression(), !124)
  %50 = tail call i32 @putchar(i32 10), !dbg !130
    #dbg_value(i64 3, !72, !DIExpression(), !123)
    #dbg_value(i32 0, !74, !DIExpression(), !124)
    #dbg_value(i64 0, !74, !DIExpression(), !124)
  %51 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !125
  %52 = load i32, ptr %51, align 8, !dbg !125, !tbaa !127
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %52), !dbg !129
    #dbg_value(i64 1, !74, !DIExpression(), !124)
  %54 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !125
  %55 = load i32, ptr %54, align 4, !dbg !125, !tbaa !127
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55), !dbg !129
    #dbg_value(i64 2, !74, !DIExpression(), !124)
  %57 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !125
  %58 = load i32, ptr %57, align 8, !dbg !125, !tbaa !127
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %58), !dbg !129
    #dbg_value(i64 3, !74, !DIExpression(), !124)
  %60 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !125
  %61 = load i32, ptr %60, align 4, !dbg !125, !tbaa !127
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61), !dbg !129
    #dbg_value(i64 4, !74, !DIExpression(), !124)
  %63 = tail call i32 @putchar(i32 10), !dbg !130
    #dbg_value(i64 4, !72, !DIExpression(), !123)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %4, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %1), !dbg !131
    #dbg_declare(ptr %4, !132, !DIExpression(), !140)
    #dbg_value(i64 0, !138, !DIExpression(), !142)
    #dbg_value(i64 0, !137, !DIExpression(), !143)
  %64 = load i32, ptr %4, align 8, !dbg !144, !tbaa !127
  %65 = sext i32 %64 to i64, !dbg !144
    #dbg_value(i64 %65, !137, !DIExpression(), !143)
    #dbg_value(i64 1, !138, !DIExpression(), !142)
  %66 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !144
  %67 = load i32, ptr %66, align 4, !dbg !144, !tbaa !127
  %68 = sext i32 %67 to i64, !dbg !144
  %69 = add nsw i64 %68, %65, !dbg !146
    #dbg_value(i64 %69, !137, !DIExpression(), !143)
    #dbg_value(i64 2, !138, !DIExpression(), !142)
  %70 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !144
  %71 = load i32, ptr %70, align 8, !dbg !144, !tbaa !127
  %72 = sext i32 %71 to i64, !dbg !144
  %73 = add nsw i64 %69, %72, !dbg !146
    #dbg_value(i64 %73, !137, !DIExpression(), !143)
    #dbg_value(i64 3, !138, !DIExpression(), !142)
  %74 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !144
  %75 = load i32, ptr %74, align 4, !dbg !144, !tbaa !127
  %76 = sext i32 %75 to i64, !dbg !144
  %77 = add nsw i64 %73, %76, !dbg !146
    #dbg_value(i64 %77, !137, !DIExpression(), !143)
    #dbg_value(i64 4, !138, !DIExpression(), !142)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %77), !dbg !147
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %5) #11, !dbg !148
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %6, ptr noundef nonnull @.str.3, i32 noundef 31, double noundef 8.850000e+01), !dbg !149
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %7, ptr noundef nonnull @.str.4, i32 noundef 45, double noundef 7.025000e+01), !dbg !150
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %8, ptr noundef nonnull @.str.5, i32 noundef 29, double noundef 9.900000e+01), !dbg !151
  call fastcc void @mklist(ptr dead_on_unwind nonnull writable sret(%struct.RecList) align 8 %5, ptr noundef nonnull byval(%struct.Rec) align 8 %6, ptr noundef nonnull byval(%struct.Rec) align 8 %7, ptr noundef nonnull byval(%struct.Rec) align 8 %8), !dbg !152
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #11, !dbg !153
  call fastcc void @oldest(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %9, ptr noundef nonnull byval(%struct.RecList) align 8 %5), !dbg !154
  %79 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !155
  %80 = load i32, ptr %79, align 8, !dbg !155, !tbaa !156
  %81 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !160
  %82 = load double, ptr %81, align 8, !dbg !160, !tbaa !161
  %83 = getelementptr inbounds i8, ptr %9, i64 40, !dbg !162
  %84 = load i64, ptr %83, align 8, !dbg !162, !tbaa !163
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, i32 noundef %80, double noundef %82, i64 noundef %84, i64 noundef 48, i64 noundef 152), !dbg !164
  %86 = getelementptr inbounds i8, ptr %5, i64 96, !dbg !165
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %86), !dbg !166
  %88 = getelementptr inbounds i8, ptr %5, i64 72, !dbg !167
  %89 = load i32, ptr %88, align 8, !dbg !167, !tbaa !127
    #dbg_assign(i1 undef, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 192), !168, ptr undef, !DIExpression(), !106)
    #dbg_value(i32 %89, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !106)
    #dbg_assign(i1 undef, !99, !DIExpression(DW_OP_LLVM_fragment, 224, 160), !169, ptr undef, !DIExpression(), !106)
  %90 = add nsw i32 %89, 1, !dbg !170
    #dbg_value(i32 %90, !99, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !106)
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %90, i32 noundef %89), !dbg !171
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %10) #11, !dbg !172
  call fastcc void @ident(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %10), !dbg !173
  %92 = getelementptr inbounds i8, ptr %10, i64 64, !dbg !174
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %92, i32 noundef 2), !dbg !175
  %93 = getelementptr inbounds i8, ptr %10, i64 128, !dbg !174
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %11, i32 noundef 3), !dbg !176
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %12, i32 noundef 4), !dbg !177
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %93, ptr noundef nonnull byval(%struct.Mat4) align 8 %11, ptr noundef nonnull byval(%struct.Mat4) align 8 %12), !dbg !178
    #dbg_value(i64 0, !102, !DIExpression(), !106)
    #dbg_value(i32 0, !103, !DIExpression(), !179)
    #dbg_value(i64 0, !103, !DIExpression(), !179)
    #dbg_value(i64 0, !102, !DIExpression(), !106)
    #dbg_declare(ptr %10, !132, !DIExpression(), !180)
    #dbg_value(i64 0, !138, !DIExpression(), !183)
    #dbg_value(i64 0, !137, !DIExpression(), !184)
  %94 = load i32, ptr %10, align 16, !dbg !185, !tbaa !127
  %95 = sext i32 %94 to i64, !dbg !185
    #dbg_value(i64 %95, !137, !DIExpression(), !184)
    #dbg_value(i64 1, !138, !DIExpression(), !183)
  %96 = getelementptr inbounds i8, ptr %10, i64 20, !dbg !185
  %97 = load i32, ptr %96, align 4, !dbg !185, !tbaa !127
  %98 = sext i32 %97 to i64, !dbg !185
    #dbg_value(i64 poison, !137, !DIExpression(), !184)
    #dbg_value(i64 2, !138, !DIExpression(), !183)
  %99 = getelementptr inbounds i8, ptr %10, i64 40, !dbg !185
  %100 = load i32, ptr %99, align 8, !dbg !185, !tbaa !127
  %101 = sext i32 %100 to i64, !dbg !185
    #dbg_value(i64 3, !138, !DIExpression(), !183)
  %102 = getelementptr inbounds i8, ptr %10, i64 60, !dbg !185
  %103 = load i32, ptr %102, align 4, !dbg !185, !tbaa !127
  %104 = sext i32 %103 to i64, !dbg !185
    #dbg_value(i64 4, !138, !DIExpression(), !183)
  %105 = add nsw i64 %95, %98, !dbg !186
  %106 = add nsw i64 %105, %101, !dbg !186
  %107 = add nsw i64 %106, %104, !dbg !187
    #dbg_value(i64 %107, !102, !DIExpression(), !106)
    #dbg_value(i64 1, !103, !DIExpression(), !179)
    #dbg_declare(ptr %92, !132, !DIExpression(), !180)
    #dbg_value(i64 0, !138, !DIExpression(), !183)
    #dbg_value(i64 0, !137, !DIExpression(), !184)
  %108 = load i32, ptr %92, align 16, !dbg !185, !tbaa !127
  %109 = sext i32 %108 to i64, !dbg !185
    #dbg_value(i64 %109, !137, !DIExpression(), !184)
    #dbg_value(i64 1, !138, !DIExpression(), !183)
  %110 = getelementptr inbounds i8, ptr %10, i64 84, !dbg !185
  %111 = load i32, ptr %110, align 4, !dbg !185, !tbaa !127
  %112 = sext i32 %111 to i64, !dbg !185
    #dbg_value(i64 poison, !137, !DIExpression(), !184)
    #dbg_value(i64 2, !138, !DIExpression(), !183)
  %113 = getelementptr inbounds i8, ptr %10, i64 104, !dbg !185
  %114 = load i32, ptr %113, align 8, !dbg !185, !tbaa !127
  %115 = sext i32 %114 to i64, !dbg !185
    #dbg_value(i64 3, !138, !DIExpression(), !183)
  %116 = getelementptr inbounds i8, ptr %10, i64 124, !dbg !185
  %117 = load i32, ptr %116, align 4, !dbg !185, !tbaa !127
  %118 = sext i32 %117 to i64, !dbg !185
    #dbg_value(i64 4, !138, !DIExpression(), !183)
  %119 = add nsw i64 %107, %109, !dbg !186
  %120 = add nsw i64 %119, %112, !dbg !186
  %121 = add nsw i64 %120, %115, !dbg !186
  %122 = add nsw i64 %121, %118, !dbg !187
    #dbg_value(i64 %122, !102, !DIExpression(), !106)
    #dbg_value(i64 2, !103, !DIExpression(), !179)
    #dbg_declare(ptr %93, !132, !DIExpression(), !180)
    #dbg_value(i64 0, !138, !DIExpression(), !183)
    #dbg_value(i64 0, !137, !DIExpression(), !184)
  %123 = load i32, ptr %93, align 16, !dbg !185, !tbaa !127
  %124 = sext i32 %123 to i64, !dbg !185
    #dbg_value(i64 %124, !137, !DIExpression(), !184)
    #dbg_value(i64 1, !138, !DIExpression(), !183)
  %125 = getelementptr inbounds i8, ptr %10, i64 148, !dbg !185
  %126 = load i32, ptr %125, align 4, !dbg !185, !tbaa !127
  %127 = sext i32 %126 to i64, !dbg !185
    #dbg_value(i64 poison, !137, !DIExpression(), !184)
    #dbg_value(i64 2, !138, !DIExpression(), !183)
  %128 = getelementptr inbounds i8, ptr %10, i64 168, !dbg !185
  %129 = load i32, ptr %128, align 8, !dbg !185, !tbaa !127
  %130 = sext i32 %129 to i64, !dbg !185
    #dbg_value(i64 3, !138, !DIExpression(), !183)
  %131 = getelementptr inbounds i8, ptr %10, i64 188, !dbg !185
  %132 = load i32, ptr %131, align 4, !dbg !185, !tbaa !127
  %133 = sext i32 %132 to i64, !dbg !185
    #dbg_value(i64 4, !138, !DIExpression(), !183)
  %134 = add nsw i64 %122, %124, !dbg !186
  %135 = add nsw i64 %134, %127, !dbg !186
  %136 = add nsw i64 %135, %130, !dbg !186
  %137 = add nsw i64 %136, %133, !dbg !187
    #dbg_value(i64 %137, !102, !DIExpression(), !106)
    #dbg_value(i64 3, !103, !DIExpression(), !179)
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %137), !dbg !188
    #dbg_declare(ptr %1, !132, !DIExpression(), !189)
    #dbg_value(i64 0, !138, !DIExpression(), !191)
    #dbg_value(i64 0, !137, !DIExpression(), !192)
  %139 = load i32, ptr %1, align 8, !dbg !193, !tbaa !127
    #dbg_value(i32 %139, !137, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !192)
    #dbg_value(i64 1, !138, !DIExpression(), !191)
  %140 = load i32, ptr %28, align 4, !dbg !193, !tbaa !127
  %141 = add i32 %140, %139, !dbg !194
    #dbg_value(!DIArgList(i32 %139, i32 %140), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !192)
    #dbg_value(i64 2, !138, !DIExpression(), !191)
  %142 = load i32, ptr %44, align 8, !dbg !193, !tbaa !127
  %143 = add i32 %141, %142, !dbg !194
    #dbg_value(!DIArgList(i32 %139, i32 %142, i32 %140), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !192)
    #dbg_value(i64 3, !138, !DIExpression(), !191)
  %144 = add i32 %143, %61, !dbg !194
    #dbg_value(!DIArgList(i32 %139, i32 %61, i32 %142, i32 %140), !137, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !192)
    #dbg_value(i64 4, !138, !DIExpression(), !191)
  %145 = and i32 %144, 255, !dbg !195
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %10) #11, !dbg !196
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #11, !dbg !196
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %5) #11, !dbg !196
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11, !dbg !196
  ret i32 %145, !dbg !196
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @ident(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0) unnamed_addr #2 !dbg !197 {
    #dbg_declare(ptr %0, !201, !DIExpression(), !204)
  %2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !205
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %2, i8 0, i64 56, i1 false), !dbg !205
    #dbg_value(i32 0, !202, !DIExpression(), !206)
    #dbg_value(i64 0, !202, !DIExpression(), !206)
  store i32 1, ptr %0, align 4, !dbg !207, !tbaa !127
    #dbg_value(i64 1, !202, !DIExpression(), !206)
  %3 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !209
  store i32 1, ptr %3, align 4, !dbg !207, !tbaa !127
    #dbg_value(i64 2, !202, !DIExpression(), !206)
  %4 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !209
  store i32 1, ptr %4, align 4, !dbg !207, !tbaa !127
    #dbg_value(i64 3, !202, !DIExpression(), !206)
  %5 = getelementptr inbounds i8, ptr %0, i64 60, !dbg !209
  store i32 1, ptr %5, align 4, !dbg !207, !tbaa !127
    #dbg_value(i64 4, !202, !DIExpression(), !206)
  ret void, !dbg !210
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @mul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0, ptr nocapture noundef readonly byval(%struct.Mat4) align 8 %1, ptr nocapture noundef readonly byval(%struct.Mat4) align 8 %2) unnamed_addr #3 !dbg !211 {
    #dbg_declare(ptr %1, !215, !DIExpression(), !228)
    #dbg_declare(ptr %2, !216, !DIExpression(), !229)
    #dbg_declare(ptr %0, !217, !DIExpression(), !230)
    #dbg_value(i32 0, !218, !DIExpression(), !231)
  %4 = getelementptr inbounds i8, ptr %2, i64 48
  %5 = load <4 x i32>, ptr %4, align 8, !dbg !232, !tbaa !127
  %6 = getelementptr inbounds i8, ptr %2, i64 32
  %7 = load <4 x i32>, ptr %6, align 8, !dbg !232, !tbaa !127
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load <4 x i32>, ptr %8, align 8, !dbg !232, !tbaa !127
  %10 = load <4 x i32>, ptr %2, align 8, !dbg !232, !tbaa !127
    #dbg_value(i64 0, !218, !DIExpression(), !231)
    #dbg_value(i32 0, !220, !DIExpression(), !234)
    #dbg_value(i64 0, !220, !DIExpression(), !234)
    #dbg_value(i64 0, !226, !DIExpression(), !235)
    #dbg_value(i32 0, !223, !DIExpression(), !236)
  %11 = load i32, ptr %1, align 8, !dbg !237, !tbaa !127
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !236)
    #dbg_value(i64 1, !226, !DIExpression(), !235)
  %12 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !237
  %13 = load i32, ptr %12, align 4, !dbg !237, !tbaa !127
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !236)
    #dbg_value(i64 2, !226, !DIExpression(), !235)
  %14 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !237
  %15 = load i32, ptr %14, align 8, !dbg !237, !tbaa !127
    #dbg_value(i64 3, !226, !DIExpression(), !235)
  %16 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !237
  %17 = load i32, ptr %16, align 4, !dbg !237, !tbaa !127
    #dbg_value(i64 4, !226, !DIExpression(), !235)
    #dbg_value(i64 3, !220, !DIExpression(), !234)
  %18 = insertelement <4 x i32> poison, i32 %11, i64 0, !dbg !238
  %19 = shufflevector <4 x i32> %18, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %20 = mul nsw <4 x i32> %10, %19, !dbg !238
  %21 = insertelement <4 x i32> poison, i32 %13, i64 0, !dbg !238
  %22 = shufflevector <4 x i32> %21, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %23 = mul nsw <4 x i32> %9, %22, !dbg !238
  %24 = add nsw <4 x i32> %23, %20, !dbg !239
  %25 = insertelement <4 x i32> poison, i32 %15, i64 0, !dbg !238
  %26 = shufflevector <4 x i32> %25, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %27 = mul nsw <4 x i32> %7, %26, !dbg !238
  %28 = add nsw <4 x i32> %27, %24, !dbg !239
  %29 = insertelement <4 x i32> poison, i32 %17, i64 0, !dbg !238
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %31 = mul nsw <4 x i32> %5, %30, !dbg !238
  %32 = add nsw <4 x i32> %31, %28, !dbg !239
  store <4 x i32> %32, ptr %0, align 4, !dbg !240, !tbaa !127
    #dbg_value(i64 4, !220, !DIExpression(), !234)
    #dbg_value(i64 1, !218, !DIExpression(), !231)
    #dbg_value(i32 0, !220, !DIExpression(), !234)
  %33 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !237
    #dbg_value(i64 0, !220, !DIExpression(), !234)
    #dbg_value(i64 0, !226, !DIExpression(), !235)
    #dbg_value(i32 0, !223, !DIExpression(), !236)
  %34 = load i32, ptr %33, align 8, !dbg !237, !tbaa !127
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !236)
    #dbg_value(i64 1, !226, !DIExpression(), !235)
  %35 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !237
  %36 = load i32, ptr %35, align 4, !dbg !237, !tbaa !127
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !236)
    #dbg_value(i64 2, !226, !DIExpression(), !235)
  %37 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !237
  %38 = load i32, ptr %37, align 8, !dbg !237, !tbaa !127
    #dbg_value(i64 3, !226, !DIExpression(), !235)
  %39 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !237
  %40 = load i32, ptr %39, align 4, !dbg !237, !tbaa !127
    #dbg_value(i64 4, !226, !DIExpression(), !235)
  %41 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !241
    #dbg_value(i64 3, !220, !DIExpression(), !234)
  %42 = insertelement <4 x i32> poison, i32 %34, i64 0, !dbg !238
  %43 = shufflevector <4 x i32> %42, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %44 = mul nsw <4 x i32> %10, %43, !dbg !238
  %45 = insertelement <4 x i32> poison, i32 %36, i64 0, !dbg !238
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %47 = mul nsw <4 x i32> %9, %46, !dbg !238
  %48 = add nsw <4 x i32> %47, %44, !dbg !239
  %49 = insertelement <4 x i32> poison, i32 %38, i64 0, !dbg !238
  %50 = shufflevector <4 x i32> %49, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %51 = mul nsw <4 x i32> %7, %50, !dbg !238
  %52 = add nsw <4 x i32> %51, %48, !dbg !239
  %53 = insertelement <4 x i32> poison, i32 %40, i64 0, !dbg !238
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %55 = mul nsw <4 x i32> %5, %54, !dbg !238
  %56 = add nsw <4 x i32> %55, %52, !dbg !239
  store <4 x i32> %56, ptr %41, align 4, !dbg !240, !tbaa !127
    #dbg_value(i64 4, !220, !DIExpression(), !234)
    #dbg_value(i64 2, !218, !DIExpression(), !231)
    #dbg_value(i32 0, !220, !DIExpression(), !234)
  %57 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !237
    #dbg_value(i64 0, !220, !DIExpression(), !234)
    #dbg_value(i64 0, !226, !DIExpression(), !235)
    #dbg_value(i32 0, !223, !DIExpression(), !236)
  %58 = load i32, ptr %57, align 8, !dbg !237, !tbaa !127
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !236)
    #dbg_value(i64 1, !226, !DIExpression(), !235)
  %59 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !237
  %60 = load i32, ptr %59, align 4, !dbg !237, !tbaa !127
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !236)
    #dbg_value(i64 2, !226, !DIExpression(), !235)
  %61 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !237
  %62 = load i32, ptr %61, align 8, !dbg !237, !tbaa !127
    #dbg_value(i64 3, !226, !DIExpression(), !235)
  %63 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !237
  %64 = load i32, ptr %63, align 4, !dbg !237, !tbaa !127
    #dbg_value(i64 4, !226, !DIExpression(), !235)
  %65 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !241
    #dbg_value(i64 3, !220, !DIExpression(), !234)
  %66 = insertelement <4 x i32> poison, i32 %58, i64 0, !dbg !238
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %68 = mul nsw <4 x i32> %10, %67, !dbg !238
  %69 = insertelement <4 x i32> poison, i32 %60, i64 0, !dbg !238
  %70 = shufflevector <4 x i32> %69, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %71 = mul nsw <4 x i32> %9, %70, !dbg !238
  %72 = add nsw <4 x i32> %71, %68, !dbg !239
  %73 = insertelement <4 x i32> poison, i32 %62, i64 0, !dbg !238
  %74 = shufflevector <4 x i32> %73, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %75 = mul nsw <4 x i32> %7, %74, !dbg !238
  %76 = add nsw <4 x i32> %75, %72, !dbg !239
  %77 = insertelement <4 x i32> poison, i32 %64, i64 0, !dbg !238
  %78 = shufflevector <4 x i32> %77, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %79 = mul nsw <4 x i32> %5, %78, !dbg !238
  %80 = add nsw <4 x i32> %79, %76, !dbg !239
  store <4 x i32> %80, ptr %65, align 4, !dbg !240, !tbaa !127
    #dbg_value(i64 4, !220, !DIExpression(), !234)
    #dbg_value(i64 3, !218, !DIExpression(), !231)
    #dbg_value(i32 0, !220, !DIExpression(), !234)
  %81 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !237
    #dbg_value(i64 0, !220, !DIExpression(), !234)
    #dbg_value(i64 0, !226, !DIExpression(), !235)
    #dbg_value(i32 0, !223, !DIExpression(), !236)
  %82 = load i32, ptr %81, align 8, !dbg !237, !tbaa !127
    #dbg_value(!DIArgList(i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !236)
    #dbg_value(i64 1, !226, !DIExpression(), !235)
  %83 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !237
  %84 = load i32, ptr %83, align 4, !dbg !237, !tbaa !127
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !223, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !236)
    #dbg_value(i64 2, !226, !DIExpression(), !235)
  %85 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !237
  %86 = load i32, ptr %85, align 8, !dbg !237, !tbaa !127
    #dbg_value(i64 3, !226, !DIExpression(), !235)
  %87 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !237
  %88 = load i32, ptr %87, align 4, !dbg !237, !tbaa !127
    #dbg_value(i64 4, !226, !DIExpression(), !235)
  %89 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !241
    #dbg_value(i64 3, !220, !DIExpression(), !234)
  %90 = insertelement <4 x i32> poison, i32 %82, i64 0, !dbg !238
  %91 = shufflevector <4 x i32> %90, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %92 = mul nsw <4 x i32> %10, %91, !dbg !238
  %93 = insertelement <4 x i32> poison, i32 %84, i64 0, !dbg !238
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %95 = mul nsw <4 x i32> %9, %94, !dbg !238
  %96 = add nsw <4 x i32> %95, %92, !dbg !239
  %97 = insertelement <4 x i32> poison, i32 %86, i64 0, !dbg !238
  %98 = shufflevector <4 x i32> %97, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %99 = mul nsw <4 x i32> %7, %98, !dbg !238
  %100 = add nsw <4 x i32> %99, %96, !dbg !239
  %101 = insertelement <4 x i32> poison, i32 %88, i64 0, !dbg !238
  %102 = shufflevector <4 x i32> %101, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !238
  %103 = mul nsw <4 x i32> %5, %102, !dbg !238
  %104 = add nsw <4 x i32> %103, %100, !dbg !239
  store <4 x i32> %104, ptr %89, align 4, !dbg !240, !tbaa !127
    #dbg_value(i64 4, !220, !DIExpression(), !234)
    #dbg_value(i64 4, !218, !DIExpression(), !231)
  ret void, !dbg !242
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @rot(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0, i32 noundef %1) unnamed_addr #2 !dbg !243 {
    #dbg_value(i32 %1, !247, !DIExpression(), !249)
    #dbg_declare(ptr %0, !248, !DIExpression(), !250)
  tail call fastcc void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %0), !dbg !251
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !252
  store i32 %1, ptr %3, align 4, !dbg !253, !tbaa !127
  %4 = sub nsw i32 0, %1, !dbg !254
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !255
  store i32 %4, ptr %5, align 4, !dbg !256, !tbaa !127
  %6 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !257
  store i32 2, ptr %6, align 4, !dbg !258, !tbaa !127
  ret void, !dbg !259
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mklist(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.RecList) align 8 %0, ptr nocapture noundef readonly byval(%struct.Rec) align 8 %1, ptr nocapture noundef readonly byval(%struct.Rec) align 8 %2, ptr nocapture noundef readonly byval(%struct.Rec) align 8 %3) unnamed_addr #6 !dbg !267 {
    #dbg_declare(ptr %1, !271, !DIExpression(), !275)
    #dbg_declare(ptr %2, !272, !DIExpression(), !276)
    #dbg_declare(ptr %3, !273, !DIExpression(), !277)
    #dbg_declare(ptr %0, !274, !DIExpression(), !278)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !dbg !279, !tbaa.struct !280
  %5 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !283
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !dbg !284, !tbaa.struct !280
  %6 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !285
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %6, ptr noundef nonnull align 8 dereferenceable(48) %3, i64 48, i1 false), !dbg !286, !tbaa.struct !280
  %7 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !287
  store i32 3, ptr %7, align 8, !dbg !288, !tbaa !289
  ret void, !dbg !291
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mkrec(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr nocapture noundef readonly %1, i32 noundef %2, double noundef %3) unnamed_addr #7 !dbg !292 {
    #dbg_value(ptr %1, !296, !DIExpression(), !300)
    #dbg_value(i32 %2, !297, !DIExpression(), !300)
    #dbg_value(double %3, !298, !DIExpression(), !300)
    #dbg_declare(ptr %0, !299, !DIExpression(), !301)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !302
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, i8 0, i64 16, i1 false), !dbg !302
  %6 = tail call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1, i64 noundef 23) #11, !dbg !303
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !304
  store i32 %2, ptr %7, align 8, !dbg !305, !tbaa !156
  %8 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !306
  store double %3, ptr %8, align 8, !dbg !307, !tbaa !161
  %9 = zext nneg i32 %2 to i64, !dbg !308
  %10 = mul nuw nsw i64 %9, 1000003, !dbg !309
  %11 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !310
  store i64 %10, ptr %11, align 8, !dbg !311, !tbaa !163
  ret void, !dbg !312
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @oldest(ptr dead_on_unwind noalias nocapture writable sret(%struct.Rec) align 8 %0, ptr nocapture noundef readonly byval(%struct.RecList) align 8 %1) unnamed_addr #3 !dbg !313 {
    #dbg_declare(ptr %1, !317, !DIExpression(), !321)
    #dbg_declare(ptr %0, !318, !DIExpression(), !322)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !dbg !323, !tbaa.struct !280
    #dbg_value(i32 1, !319, !DIExpression(), !324)
  %3 = getelementptr inbounds i8, ptr %1, i64 144
  %4 = load i32, ptr %3, align 8, !tbaa !289
    #dbg_value(i32 1, !319, !DIExpression(), !324)
  %5 = icmp sgt i32 %4, 1, !dbg !325
  br i1 %5, label %6, label %24, !dbg !327

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = zext nneg i32 %4 to i64, !dbg !325
  %9 = add nsw i64 %8, -1, !dbg !327
  %10 = and i64 %9, 1, !dbg !327
  %11 = icmp eq i32 %4, 2, !dbg !327
  br i1 %11, label %14, label %12, !dbg !327

12:                                               ; preds = %6
  %13 = and i64 %9, -2, !dbg !327
  br label %25, !dbg !327

14:                                               ; preds = %42, %6
  %15 = phi i64 [ 1, %6 ], [ %43, %42 ]
  %16 = icmp eq i64 %10, 0, !dbg !328
  br i1 %16, label %24, label %17, !dbg !328

17:                                               ; preds = %14
    #dbg_value(i64 %15, !319, !DIExpression(), !324)
  %18 = getelementptr inbounds [3 x %struct.Rec], ptr %1, i64 0, i64 %15, !dbg !329
  %19 = getelementptr inbounds i8, ptr %18, i64 24, !dbg !331
  %20 = load i32, ptr %19, align 8, !dbg !331, !tbaa !156
  %21 = load i32, ptr %7, align 8, !dbg !332, !tbaa !156
  %22 = icmp sgt i32 %20, %21, !dbg !333
  br i1 %22, label %23, label %24, !dbg !328

23:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %18, i64 48, i1 false), !dbg !334, !tbaa.struct !280
  br label %24, !dbg !335

24:                                               ; preds = %14, %23, %17, %2
  ret void, !dbg !336

25:                                               ; preds = %42, %12
  %26 = phi i64 [ 1, %12 ], [ %43, %42 ]
  %27 = phi i64 [ 0, %12 ], [ %44, %42 ]
    #dbg_value(i64 %26, !319, !DIExpression(), !324)
  %28 = getelementptr inbounds [3 x %struct.Rec], ptr %1, i64 0, i64 %26, !dbg !329
  %29 = getelementptr inbounds i8, ptr %28, i64 24, !dbg !331
  %30 = load i32, ptr %29, align 8, !dbg !331, !tbaa !156
  %31 = load i32, ptr %7, align 8, !dbg !332, !tbaa !156
  %32 = icmp sgt i32 %30, %31, !dbg !333
  br i1 %32, label %33, label %34, !dbg !328

33:                                               ; preds = %25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %28, i64 48, i1 false), !dbg !334, !tbaa.struct !280
  br label %34, !dbg !335

34:                                               ; preds = %25, %33
  %35 = add nuw nsw i64 %26, 1, !dbg !337
    #dbg_value(i64 %35, !319, !DIExpression(), !324)
  %36 = getelementptr inbounds [3 x %struct.Rec], ptr %1, i64 0, i64 %35, !dbg !329
  %37 = getelementptr inbounds i8, ptr %36, i64 24, !dbg !331
  %38 = load i32, ptr %37, align 8, !dbg !331, !tbaa !156
  %39 = load i32, ptr %7, align 8, !dbg !332, !tbaa !156
  %40 = icmp sgt i32 %38, %39, !dbg !333
  br i1 %40, label %41, label %42, !dbg !328

41:                                               ; preds = %34
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %36, i64 48, i1 false), !dbg !334, !tbaa.struct !280
  br label %42, !dbg !335

42:                                               ; preds = %41, %34
  %43 = add nuw nsw i64 %26, 2, !dbg !337
    #dbg_value(i64 %43, !319, !DIExpression(), !324)
  %44 = add i64 %27, 2, !dbg !327
  %45 = icmp eq i64 %44, %13, !dbg !327
  br i1 %45, label %14, label %25, !dbg !327, !llvm.loop !338
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !341 ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_return_large.c", directory: ".", checksumkind: CSK_MD5, checksum: "b41ea029b57371ae6efa21dd1884be0a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 28)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 48)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 17)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 8)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !42, globals: !45, splitDebugInlining: false, nameTableKind: None)
!42 = !{!43, !44}
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!45 = !{!0, !46, !7, !12, !17, !19, !24, !29, !34, !36}
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 2)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !60, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!43}
!62 = !{!63, !70, !72, !74, !78, !98, !99, !100, !102, !103}
!63 = !DILocalVariable(name: "acc", scope: !59, file: !2, line: 21, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mat4", file: !2, line: 6, baseType: !65)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 6, size: 512, elements: !66)
!66 = !{!67}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !65, file: !2, line: 6, baseType: !68, size: 512)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 512, elements: !69)
!69 = !{!6, !6}
!70 = !DILocalVariable(name: "k", scope: !71, file: !2, line: 22, type: !43)
!71 = distinct !DILexicalBlock(scope: !59, file: !2, line: 22, column: 5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 23, type: !43)
!73 = distinct !DILexicalBlock(scope: !59, file: !2, line: 23, column: 5)
!74 = !DILocalVariable(name: "j", scope: !75, file: !2, line: 23, type: !43)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 23, column: 35)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 23, column: 33)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 23, column: 5)
!78 = !DILocalVariable(name: "l", scope: !59, file: !2, line: 25, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "RecList", file: !2, line: 8, baseType: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 1216, elements: !81)
!81 = !{!82, !97}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "recs", scope: !80, file: !2, line: 8, baseType: !83, size: 1152)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 1152, elements: !95)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !2, line: 7, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 384, elements: !86)
!86 = !{!87, !91, !92, !94}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !85, file: !2, line: 7, baseType: !88, size: 192)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 24)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !85, file: !2, line: 7, baseType: !43, size: 32, offset: 192)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !85, file: !2, line: 7, baseType: !93, size: 64, offset: 256)
!93 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !85, file: !2, line: 7, baseType: !44, size: 64, offset: 320)
!95 = !{!96}
!96 = !DISubrange(count: 3)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !80, file: !2, line: 8, baseType: !43, size: 32, offset: 1152)
!98 = !DILocalVariable(name: "o", scope: !59, file: !2, line: 26, type: !84)
!99 = !DILocalVariable(name: "copy", scope: !59, file: !2, line: 29, type: !84)
!100 = !DILocalVariable(name: "arr", scope: !59, file: !2, line: 30, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 1536, elements: !95)
!102 = !DILocalVariable(name: "ts", scope: !59, file: !2, line: 31, type: !44)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 31, type: !43)
!104 = distinct !DILexicalBlock(scope: !59, file: !2, line: 31, column: 18)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !59)
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 21, column: 5, scope: !59)
!113 = !DILocation(line: 21, column: 16, scope: !59)
!114 = !DILocation(line: 0, scope: !71)
!115 = !DILocation(line: 22, column: 40, scope: !116)
!116 = distinct !DILexicalBlock(scope: !71, file: !2, line: 22, column: 5)
!117 = !DILocation(line: 22, column: 49, scope: !116)
!118 = !{i64 0, i64 64, !119}
!119 = !{!120, !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C/C++ TBAA"}
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !73)
!124 = !DILocation(line: 0, scope: !75)
!125 = !DILocation(line: 23, column: 77, scope: !126)
!126 = distinct !DILexicalBlock(scope: !75, file: !2, line: 23, column: 35)
!127 = !{!128, !128, i64 0}
!128 = !{!"int", !120, i64 0}
!129 = !DILocation(line: 23, column: 63, scope: !126)
!130 = !DILocation(line: 23, column: 91, scope: !76)
!131 = !DILocation(line: 24, column: 33, scope: !59)
!132 = !DILocalVariable(name: "m", arg: 1, scope: !133, file: !2, line: 18, type: !64)
!133 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 18, type: !134, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!44, !64}
!136 = !{!132, !137, !138}
!137 = !DILocalVariable(name: "t", scope: !133, file: !2, line: 18, type: !44)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 18, type: !43)
!139 = distinct !DILexicalBlock(scope: !133, file: !2, line: 18, column: 41)
!140 = !DILocation(line: 18, column: 24, scope: !133, inlinedAt: !141)
!141 = distinct !DILocation(line: 24, column: 27, scope: !59)
!142 = !DILocation(line: 0, scope: !139, inlinedAt: !141)
!143 = !DILocation(line: 0, scope: !133, inlinedAt: !141)
!144 = !DILocation(line: 18, column: 74, scope: !145, inlinedAt: !141)
!145 = distinct !DILexicalBlock(scope: !139, file: !2, line: 18, column: 41)
!146 = !DILocation(line: 18, column: 71, scope: !145, inlinedAt: !141)
!147 = !DILocation(line: 24, column: 5, scope: !59)
!148 = !DILocation(line: 25, column: 5, scope: !59)
!149 = !DILocation(line: 25, column: 24, scope: !59)
!150 = !DILocation(line: 25, column: 50, scope: !59)
!151 = !DILocation(line: 25, column: 75, scope: !59)
!152 = !DILocation(line: 25, column: 17, scope: !59)
!153 = !DILocation(line: 26, column: 5, scope: !59)
!154 = !DILocation(line: 26, column: 13, scope: !59)
!155 = !DILocation(line: 27, column: 74, scope: !59)
!156 = !{!157, !128, i64 24}
!157 = !{!"", !120, i64 0, !128, i64 24, !158, i64 32, !159, i64 40}
!158 = !{!"double", !120, i64 0}
!159 = !{!"long", !120, i64 0}
!160 = !DILocation(line: 27, column: 81, scope: !59)
!161 = !{!157, !158, i64 32}
!162 = !DILocation(line: 27, column: 90, scope: !59)
!163 = !{!157, !159, i64 40}
!164 = !DILocation(line: 27, column: 5, scope: !59)
!165 = !DILocation(line: 28, column: 33, scope: !59)
!166 = !DILocation(line: 28, column: 5, scope: !59)
!167 = !DILocation(line: 29, column: 16, scope: !59)
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 29, column: 35, scope: !59)
!171 = !DILocation(line: 29, column: 39, scope: !59)
!172 = !DILocation(line: 30, column: 5, scope: !59)
!173 = !DILocation(line: 30, column: 21, scope: !59)
!174 = !DILocation(line: 30, column: 19, scope: !59)
!175 = !DILocation(line: 30, column: 30, scope: !59)
!176 = !DILocation(line: 30, column: 42, scope: !59)
!177 = !DILocation(line: 30, column: 50, scope: !59)
!178 = !DILocation(line: 30, column: 38, scope: !59)
!179 = !DILocation(line: 0, scope: !104)
!180 = !DILocation(line: 18, column: 24, scope: !133, inlinedAt: !181)
!181 = distinct !DILocation(line: 31, column: 52, scope: !182)
!182 = distinct !DILexicalBlock(scope: !104, file: !2, line: 31, column: 18)
!183 = !DILocation(line: 0, scope: !139, inlinedAt: !181)
!184 = !DILocation(line: 0, scope: !133, inlinedAt: !181)
!185 = !DILocation(line: 18, column: 74, scope: !145, inlinedAt: !181)
!186 = !DILocation(line: 18, column: 71, scope: !145, inlinedAt: !181)
!187 = !DILocation(line: 31, column: 49, scope: !182)
!188 = !DILocation(line: 31, column: 67, scope: !59)
!189 = !DILocation(line: 18, column: 24, scope: !133, inlinedAt: !190)
!190 = distinct !DILocation(line: 32, column: 18, scope: !59)
!191 = !DILocation(line: 0, scope: !139, inlinedAt: !190)
!192 = !DILocation(line: 0, scope: !133, inlinedAt: !190)
!193 = !DILocation(line: 18, column: 74, scope: !145, inlinedAt: !190)
!194 = !DILocation(line: 18, column: 71, scope: !145, inlinedAt: !190)
!195 = !DILocation(line: 32, column: 12, scope: !59)
!196 = !DILocation(line: 33, column: 1, scope: !59)
!197 = distinct !DISubprogram(name: "ident", scope: !2, file: !2, line: 10, type: !198, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!64}
!200 = !{!201, !202}
!201 = !DILocalVariable(name: "r", scope: !197, file: !2, line: 10, type: !64)
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 10, type: !43)
!203 = distinct !DILexicalBlock(scope: !197, file: !2, line: 10, column: 86)
!204 = !DILocation(line: 10, column: 58, scope: !197)
!205 = !DILocation(line: 10, column: 61, scope: !197)
!206 = !DILocation(line: 0, scope: !203)
!207 = !DILocation(line: 10, column: 124, scope: !208)
!208 = distinct !DILexicalBlock(scope: !203, file: !2, line: 10, column: 86)
!209 = !DILocation(line: 10, column: 114, scope: !208)
!210 = !DILocation(line: 10, column: 129, scope: !197)
!211 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 11, type: !212, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!64, !64, !64}
!214 = !{!215, !216, !217, !218, !220, !223, !226}
!215 = !DILocalVariable(name: "a", arg: 1, scope: !211, file: !2, line: 11, type: !64)
!216 = !DILocalVariable(name: "b", arg: 2, scope: !211, file: !2, line: 11, type: !64)
!217 = !DILocalVariable(name: "r", scope: !211, file: !2, line: 12, type: !64)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 12, type: !43)
!219 = distinct !DILexicalBlock(scope: !211, file: !2, line: 12, column: 13)
!220 = !DILocalVariable(name: "j", scope: !221, file: !2, line: 12, type: !43)
!221 = distinct !DILexicalBlock(scope: !222, file: !2, line: 12, column: 41)
!222 = distinct !DILexicalBlock(scope: !219, file: !2, line: 12, column: 13)
!223 = !DILocalVariable(name: "s", scope: !224, file: !2, line: 12, type: !43)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 12, column: 69)
!225 = distinct !DILexicalBlock(scope: !221, file: !2, line: 12, column: 41)
!226 = !DILocalVariable(name: "k", scope: !227, file: !2, line: 12, type: !43)
!227 = distinct !DILexicalBlock(scope: !224, file: !2, line: 12, column: 82)
!228 = !DILocation(line: 11, column: 48, scope: !211)
!229 = !DILocation(line: 11, column: 56, scope: !211)
!230 = !DILocation(line: 12, column: 10, scope: !211)
!231 = !DILocation(line: 0, scope: !219)
!232 = !DILocation(line: 12, column: 127, scope: !233)
!233 = distinct !DILexicalBlock(scope: !227, file: !2, line: 12, column: 82)
!234 = !DILocation(line: 0, scope: !221)
!235 = !DILocation(line: 0, scope: !227)
!236 = !DILocation(line: 0, scope: !224)
!237 = !DILocation(line: 12, column: 115, scope: !233)
!238 = !DILocation(line: 12, column: 125, scope: !233)
!239 = !DILocation(line: 12, column: 112, scope: !233)
!240 = !DILocation(line: 12, column: 148, scope: !224)
!241 = !DILocation(line: 12, column: 138, scope: !224)
!242 = !DILocation(line: 12, column: 155, scope: !211)
!243 = distinct !DISubprogram(name: "rot", scope: !2, file: !2, line: 14, type: !244, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !246)
!244 = !DISubroutineType(types: !245)
!245 = !{!64, !43}
!246 = !{!247, !248}
!247 = !DILocalVariable(name: "k", arg: 1, scope: !243, file: !2, line: 14, type: !43)
!248 = !DILocalVariable(name: "r", scope: !243, file: !2, line: 14, type: !64)
!249 = !DILocation(line: 0, scope: !243)
!250 = !DILocation(line: 14, column: 57, scope: !243)
!251 = !DILocation(line: 14, column: 61, scope: !243)
!252 = !DILocation(line: 14, column: 70, scope: !243)
!253 = !DILocation(line: 14, column: 80, scope: !243)
!254 = !DILocation(line: 14, column: 97, scope: !243)
!255 = !DILocation(line: 14, column: 85, scope: !243)
!256 = !DILocation(line: 14, column: 95, scope: !243)
!257 = !DILocation(line: 14, column: 101, scope: !243)
!258 = !DILocation(line: 14, column: 111, scope: !243)
!259 = !DILocation(line: 14, column: 116, scope: !243)
!260 = !DISubprogram(name: "printf", scope: !261, file: !261, line: 356, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!262 = !DISubroutineType(types: !263)
!263 = !{!43, !264, null}
!264 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!267 = distinct !DISubprogram(name: "mklist", scope: !2, file: !2, line: 16, type: !268, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !270)
!268 = !DISubroutineType(types: !269)
!269 = !{!79, !84, !84, !84}
!270 = !{!271, !272, !273, !274}
!271 = !DILocalVariable(name: "a", arg: 1, scope: !267, file: !2, line: 16, type: !84)
!272 = !DILocalVariable(name: "b", arg: 2, scope: !267, file: !2, line: 16, type: !84)
!273 = !DILocalVariable(name: "c", arg: 3, scope: !267, file: !2, line: 16, type: !84)
!274 = !DILocalVariable(name: "l", scope: !267, file: !2, line: 16, type: !79)
!275 = !DILocation(line: 16, column: 53, scope: !267)
!276 = !DILocation(line: 16, column: 60, scope: !267)
!277 = !DILocation(line: 16, column: 67, scope: !267)
!278 = !DILocation(line: 16, column: 80, scope: !267)
!279 = !DILocation(line: 16, column: 95, scope: !267)
!280 = !{i64 0, i64 24, !119, i64 24, i64 4, !127, i64 32, i64 8, !281, i64 40, i64 8, !282}
!281 = !{!158, !158, i64 0}
!282 = !{!159, !159, i64 0}
!283 = !DILocation(line: 16, column: 98, scope: !267)
!284 = !DILocation(line: 16, column: 110, scope: !267)
!285 = !DILocation(line: 16, column: 113, scope: !267)
!286 = !DILocation(line: 16, column: 125, scope: !267)
!287 = !DILocation(line: 16, column: 130, scope: !267)
!288 = !DILocation(line: 16, column: 132, scope: !267)
!289 = !{!290, !128, i64 144}
!290 = !{!"", !120, i64 0, !128, i64 144}
!291 = !DILocation(line: 16, column: 137, scope: !267)
!292 = distinct !DISubprogram(name: "mkrec", scope: !2, file: !2, line: 15, type: !293, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !295)
!293 = !DISubroutineType(types: !294)
!294 = !{!84, !265, !43, !93}
!295 = !{!296, !297, !298, !299}
!296 = !DILocalVariable(name: "n", arg: 1, scope: !292, file: !2, line: 15, type: !265)
!297 = !DILocalVariable(name: "age", arg: 2, scope: !292, file: !2, line: 15, type: !43)
!298 = !DILocalVariable(name: "sc", arg: 3, scope: !292, file: !2, line: 15, type: !93)
!299 = !DILocalVariable(name: "r", scope: !292, file: !2, line: 15, type: !84)
!300 = !DILocation(line: 0, scope: !292)
!301 = !DILocation(line: 15, column: 85, scope: !292)
!302 = !DILocation(line: 15, column: 88, scope: !292)
!303 = !DILocation(line: 15, column: 113, scope: !292)
!304 = !DILocation(line: 15, column: 154, scope: !292)
!305 = !DILocation(line: 15, column: 158, scope: !292)
!306 = !DILocation(line: 15, column: 167, scope: !292)
!307 = !DILocation(line: 15, column: 173, scope: !292)
!308 = !DILocation(line: 15, column: 186, scope: !292)
!309 = !DILocation(line: 15, column: 196, scope: !292)
!310 = !DILocation(line: 15, column: 181, scope: !292)
!311 = !DILocation(line: 15, column: 184, scope: !292)
!312 = !DILocation(line: 15, column: 208, scope: !292)
!313 = distinct !DISubprogram(name: "oldest", scope: !2, file: !2, line: 17, type: !314, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !316)
!314 = !DISubroutineType(types: !315)
!315 = !{!84, !79}
!316 = !{!317, !318, !319}
!317 = !DILocalVariable(name: "l", arg: 1, scope: !313, file: !2, line: 17, type: !79)
!318 = !DILocalVariable(name: "best", scope: !313, file: !2, line: 17, type: !84)
!319 = !DILocalVariable(name: "i", scope: !320, file: !2, line: 17, type: !43)
!320 = distinct !DILexicalBlock(scope: !313, file: !2, line: 17, column: 80)
!321 = !DILocation(line: 17, column: 53, scope: !313)
!322 = !DILocation(line: 17, column: 62, scope: !313)
!323 = !DILocation(line: 17, column: 69, scope: !313)
!324 = !DILocation(line: 0, scope: !320)
!325 = !DILocation(line: 17, column: 98, scope: !326)
!326 = distinct !DILexicalBlock(scope: !320, file: !2, line: 17, column: 80)
!327 = !DILocation(line: 17, column: 80, scope: !320)
!328 = !DILocation(line: 17, column: 114, scope: !326)
!329 = !DILocation(line: 17, column: 114, scope: !330)
!330 = distinct !DILexicalBlock(scope: !326, file: !2, line: 17, column: 114)
!331 = !DILocation(line: 17, column: 124, scope: !330)
!332 = !DILocation(line: 17, column: 135, scope: !330)
!333 = !DILocation(line: 17, column: 128, scope: !330)
!334 = !DILocation(line: 17, column: 147, scope: !330)
!335 = !DILocation(line: 17, column: 140, scope: !330)
!336 = !DILocation(line: 17, column: 158, scope: !313)
!337 = !DILocation(line: 17, column: 106, scope: !326)
!338 = distinct !{!338, !327, !339, !340}
!339 = !DILocation(line: 17, column: 155, scope: !320)
!340 = !{!"llvm.loop.mustprogress"}
!341 = !DISubprogram(name: "strncpy", scope: !342, file: !342, line: 144, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!343 = !DISubroutineType(types: !344)
!344 = !{!345, !346, !264, !347}
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!346 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !345)
!347 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !348, line: 18, baseType: !349)
!348 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!349 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
