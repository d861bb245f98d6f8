; ModuleID = 'programs/struct_return_large.c'
source_filename = "programs/struct_return_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Mat4 = type { [4 x [4 x i32]] }
%struct.RecList = type { [3 x %struct.Rec], i32 }
%struct.Rec = type { [24 x i8], i32, double, i64 }

@.str = private unnamed_addr constant [4 x i8] c"%6d\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"carol-with-a-long-name-here\00", align 1
@.str.6 = private unnamed_addr constant [48 x i8] c"oldest %s %d %g %ld sizeof Rec=%zu RecList=%zu\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"third name '%s'\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"copy %d orig %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"ts=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Mat4, align 8
  %2 = alloca %struct.Mat4, align 8
  %3 = alloca %struct.Mat4, align 8
  %4 = alloca %struct.Mat4, align 8
  %5 = alloca %struct.RecList, align 8
  %6 = alloca %struct.Rec, align 8
  %7 = alloca %struct.Rec, align 8
  %8 = alloca %struct.Rec, align 8
  %9 = alloca %struct.Rec, align 8
  %10 = alloca [3 x %struct.Mat4], align 16
  %11 = alloca %struct.Mat4, align 8
  %12 = alloca %struct.Mat4, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11
  call fastcc void @ident(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 1)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 2)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 3)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 4)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 5)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 6)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  %13 = load i32, ptr %1, align 8, !tbaa !9
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13)
  %15 = getelementptr inbounds i8, ptr %1, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !9
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16)
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = load i32, ptr %18, align 8, !tbaa !9
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19)
  %21 = getelementptr inbounds i8, ptr %1, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22)
  %24 = tail call i32 @putchar(i32 10)
  %25 = getelementptr inbounds i8, ptr %1, i64 16
  %26 = load i32, ptr %25, align 8, !tbaa !9
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26)
  %28 = getelementptr inbounds i8, ptr %1, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29)
  %31 = getelementptr inbounds i8, ptr %1, i64 24
  %32 = load i32, ptr %31, align 8, !tbaa !9
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %32)
  %34 = getelementptr inbounds i8, ptr %1, i64 28
  %35 = load i32, ptr %34, align 4, !tbaa !9
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35)
  %37 = tail call i32 @putchar(i32 10)
  %38 = getelementptr inbounds i8, ptr %1, i64 32
  %39 = load i32, ptr %38, align 8, !tbaa !9
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %39)
  %41 = getelementptr inbounds i8, ptr %1, i64 36
  %42 = load i32, ptr %41, align 4, !tbaa !9
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %42)
  %44 = getelementptr inbounds i8, ptr %1, i64 40
  %45 = load i32, ptr %44, align 8, !tbaa !9
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %45)
  %47 = getelementptr inbounds i8, ptr %1, i64 44
  %48 = load i32, ptr %47, align 4, !tbaa !9
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %48)
  %50 = tail call i32 @putchar(i32 10)
  %51 = getelementptr inbounds i8, ptr %1, i64 48
  %52 = load i32, ptr %51, align 8, !tbaa !9
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %52)
  %54 = getelementptr inbounds i8, ptr %1, i64 52
  %55 = load i32, ptr %54, align 4, !tbaa !9
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55)
  %57 = getelementptr inbounds i8, ptr %1, i64 56
  %58 = load i32, ptr %57, align 8, !tbaa !9
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %58)
  %60 = getelementptr inbounds i8, ptr %1, i64 60
  %61 = load i32, ptr %60, align 4, !tbaa !9
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61)
  %63 = tail call i32 @putchar(i32 10)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %4, ptr noundef nonnull byval(%struct.Mat4) align 8 %1, ptr noundef nonnull byval(%struct.Mat4) align 8 %1)
  %64 = load i32, ptr %4, align 8, !tbaa !9
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %4, i64 20
  %67 = load i32, ptr %66, align 4, !tbaa !9
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %68, %65
  %70 = getelementptr inbounds i8, ptr %4, i64 40
  %71 = load i32, ptr %70, align 8, !tbaa !9
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %69, %72
  %74 = getelementptr inbounds i8, ptr %4, i64 60
  %75 = load i32, ptr %74, align 4, !tbaa !9
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %73, %76
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %77)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %5) #11
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %6, ptr noundef nonnull @.str.3, i32 noundef 31, double noundef 8.850000e+01)
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %7, ptr noundef nonnull @.str.4, i32 noundef 45, double noundef 7.025000e+01)
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %8, ptr noundef nonnull @.str.5, i32 noundef 29, double noundef 9.900000e+01)
  call fastcc void @mklist(ptr dead_on_unwind nonnull writable sret(%struct.RecList) align 8 %5, ptr noundef nonnull byval(%struct.Rec) align 8 %6, ptr noundef nonnull byval(%struct.Rec) align 8 %7, ptr noundef nonnull byval(%struct.Rec) align 8 %8)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #11
  call fastcc void @oldest(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %9, ptr noundef nonnull byval(%struct.RecList) align 8 %5)
  %79 = getelementptr inbounds i8, ptr %9, i64 24
  %80 = load i32, ptr %79, align 8, !tbaa !11
  %81 = getelementptr inbounds i8, ptr %9, i64 32
  %82 = load double, ptr %81, align 8, !tbaa !15
  %83 = getelementptr inbounds i8, ptr %9, i64 40
  %84 = load i64, ptr %83, align 8, !tbaa !16
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, i32 noundef %80, double noundef %82, i64 noundef %84, i64 noundef 48, i64 noundef 152)
  %86 = getelementptr inbounds i8, ptr %5, i64 96
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %86)
  %88 = getelementptr inbounds i8, ptr %5, i64 72
  %89 = load i32, ptr %88, align 8, !tbaa !9
  %90 = add nsw i32 %89, 1
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %90, i32 noundef %89)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %10) #11
  call fastcc void @ident(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %10)
  %92 = getelementptr inbounds i8, ptr %10, i64 64
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %92, i32 noundef 2)
  %93 = getelementptr inbounds i8, ptr %10, i64 128
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %11, i32 noundef 3)
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %12, i32 noundef 4)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %93, ptr noundef nonnull byval(%struct.Mat4) align 8 %11, ptr noundef nonnull byval(%struct.Mat4) align 8 %12)
  %94 = load i32, ptr %10, align 16, !tbaa !9
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i8, ptr %10, i64 20
  %97 = load i32, ptr %96, align 4, !tbaa !9
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i8, ptr %10, i64 40
  %100 = load i32, ptr %99, align 8, !tbaa !9
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i8, ptr %10, i64 60
  %103 = load i32, ptr %102, align 4, !tbaa !9
  %104 = sext i32 %103 to i64
  %105 = add nsw i64 %95, %98
  %106 = add nsw i64 %105, %101
  %107 = add nsw i64 %106, %104
  %108 = load i32, ptr %92, align 16, !tbaa !9
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i8, ptr %10, i64 84
  %111 = load i32, ptr %110, align 4, !tbaa !9
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i8, ptr %10, i64 104
  %114 = load i32, ptr %113, align 8, !tbaa !9
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i8, ptr %10, i64 124
  %117 = load i32, ptr %116, align 4, !tbaa !9
  %118 = sext i32 %117 to i64
  %119 = add nsw i64 %107, %109
  %120 = add nsw i64 %119, %112
  %121 = add nsw i64 %120, %115
  %122 = add nsw i64 %121, %118
  %123 = load i32, ptr %93, align 16, !tbaa !9
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i8, ptr %10, i64 148
  %126 = load i32, ptr %125, align 4, !tbaa !9
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i8, ptr %10, i64 168
  %129 = load i32, ptr %128, align 8, !tbaa !9
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i8, ptr %10, i64 188
  %132 = load i32, ptr %131, align 4, !tbaa !9
  %133 = sext i32 %132 to i64
  %134 = add nsw i64 %122, %124
  %135 = add nsw i64 %134, %127
  %136 = add nsw i64 %135, %130
  %137 = add nsw i64 %136, %133
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %137)
  %139 = load i32, ptr %1, align 8, !tbaa !9
  %140 = load i32, ptr %28, align 4, !tbaa !9
  %141 = add i32 %140, %139
  %142 = load i32, ptr %44, align 8, !tbaa !9
  %143 = add i32 %141, %142
  %144 = add i32 %143, %61
  %145 = and i32 %144, 255
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11
  ret i32 %145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @ident(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0) unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %2, i8 0, i64 56, i1 false)
  store i32 1, ptr %0, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 1, ptr %3, align 4, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 1, ptr %4, align 4, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 1, ptr %5, align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @mul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0, ptr nocapture noundef readonly byval(%struct.Mat4) align 8 %1, ptr nocapture noundef readonly byval(%struct.Mat4) align 8 %2) unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %2, i64 48
  %5 = load <4 x i32>, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %2, i64 32
  %7 = load <4 x i32>, ptr %6, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = load <4 x i32>, ptr %8, align 8, !tbaa !9
  %10 = load <4 x i32>, ptr %2, align 8, !tbaa !9
  %11 = load i32, ptr %1, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %1, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %1, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !9
  %18 = insertelement <4 x i32> poison, i32 %11, i64 0
  %19 = shufflevector <4 x i32> %18, <4 x i32> poison, <4 x i32> zeroinitializer
  %20 = mul nsw <4 x i32> %10, %19
  %21 = insertelement <4 x i32> poison, i32 %13, i64 0
  %22 = shufflevector <4 x i32> %21, <4 x i32> poison, <4 x i32> zeroinitializer
  %23 = mul nsw <4 x i32> %9, %22
  %24 = add nsw <4 x i32> %23, %20
  %25 = insertelement <4 x i32> poison, i32 %15, i64 0
  %26 = shufflevector <4 x i32> %25, <4 x i32> poison, <4 x i32> zeroinitializer
  %27 = mul nsw <4 x i32> %7, %26
  %28 = add nsw <4 x i32> %27, %24
  %29 = insertelement <4 x i32> poison, i32 %17, i64 0
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> zeroinitializer
  %31 = mul nsw <4 x i32> %5, %30
  %32 = add nsw <4 x i32> %31, %28
  store <4 x i32> %32, ptr %0, align 4, !tbaa !9
  %33 = getelementptr inbounds i8, ptr %1, i64 16
  %34 = load i32, ptr %33, align 8, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %1, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %1, i64 24
  %38 = load i32, ptr %37, align 8, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %1, i64 28
  %40 = load i32, ptr %39, align 4, !tbaa !9
  %41 = getelementptr inbounds i8, ptr %0, i64 16
  %42 = insertelement <4 x i32> poison, i32 %34, i64 0
  %43 = shufflevector <4 x i32> %42, <4 x i32> poison, <4 x i32> zeroinitializer
  %44 = mul nsw <4 x i32> %10, %43
  %45 = insertelement <4 x i32> poison, i32 %36, i64 0
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer
  %47 = mul nsw <4 x i32> %9, %46
  %48 = add nsw <4 x i32> %47, %44
  %49 = insertelement <4 x i32> poison, i32 %38, i64 0
  %50 = shufflevector <4 x i32> %49, <4 x i32> poison, <4 x i32> zeroinitializer
  %51 = mul nsw <4 x i32> %7, %50
  %52 = add nsw <4 x i32> %51, %48
  %53 = insertelement <4 x i32> poison, i32 %40, i64 0
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <4 x i32> zeroinitializer
  %55 = mul nsw <4 x i32> %5, %54
  %56 = add nsw <4 x i32> %55, %52
  store <4 x i32> %56, ptr %41, align 4, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %1, i64 32
  %58 = load i32, ptr %57, align 8, !tbaa !9
  %59 = getelementptr inbounds i8, ptr %1, i64 36
  %60 = load i32, ptr %59, align 4, !tbaa !9
  %61 = getelementptr inbounds i8, ptr %1, i64 40
  %62 = load i32, ptr %61, align 8, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %1, i64 44
  %64 = load i32, ptr %63, align 4, !tbaa !9
  %65 = getelementptr inbounds i8, ptr %0, i64 32
  %66 = insertelement <4 x i32> poison, i32 %58, i64 0
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> zeroinitializer
  %68 = mul nsw <4 x i32> %10, %67
  %69 = insertelement <4 x i32> poison, i32 %60, i64 0
  %70 = shufflevector <4 x i32> %69, <4 x i32> poison, <4 x i32> zeroinitializer
  %71 = mul nsw <4 x i32> %9, %70
  %72 = add nsw <4 x i32> %71, %68
  %73 = insertelement <4 x i32> poison, i32 %62, i64 0
  %74 = shufflevector <4 x i32> %73, <4 x i32> poison, <4 x i32> zeroinitializer
  %75 = mul nsw <4 x i32> %7, %74
  %76 = add nsw <4 x i32> %75, %72
  %77 = insertelement <4 x i32> poison, i32 %64, i64 0
  %78 = shufflevector <4 x i32> %77, <4 x i32> poison, <4 x i32> zeroinitializer
  %79 = mul nsw <4 x i32> %5, %78
  %80 = add nsw <4 x i32> %79, %76
  store <4 x i32> %80, ptr %65, align 4, !tbaa !9
  %81 = getelementptr inbounds i8, ptr %1, i64 48
  %82 = load i32, ptr %81, align 8, !tbaa !9
  %83 = getelementptr inbounds i8, ptr %1, i64 52
  %84 = load i32, ptr %83, align 4, !tbaa !9
  %85 = getelementptr inbounds i8, ptr %1, i64 56
  %86 = load i32, ptr %85, align 8, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %1, i64 60
  %88 = load i32, ptr %87, align 4, !tbaa !9
  %89 = getelementptr inbounds i8, ptr %0, i64 48
  %90 = insertelement <4 x i32> poison, i32 %82, i64 0
  %91 = shufflevector <4 x i32> %90, <4 x i32> poison, <4 x i32> zeroinitializer
  %92 = mul nsw <4 x i32> %10, %91
  %93 = insertelement <4 x i32> poison, i32 %84, i64 0
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> zeroinitializer
  %95 = mul nsw <4 x i32> %9, %94
  %96 = add nsw <4 x i32> %95, %92
  %97 = insertelement <4 x i32> poison, i32 %86, i64 0
  %98 = shufflevector <4 x i32> %97, <4 x i32> poison, <4 x i32> zeroinitializer
  %99 = mul nsw <4 x i32> %7, %98
  %100 = add nsw <4 x i32> %99, %96
  %101 = insertelement <4 x i32> poison, i32 %88, i64 0
  %102 = shufflevector <4 x i32> %101, <4 x i32> poison, <4 x i32> zeroinitializer
  %103 = mul nsw <4 x i32> %5, %102
  %104 = add nsw <4 x i32> %103, %100
  store <4 x i32> %104, ptr %89, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @rot(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0, i32 noundef %1) unnamed_addr #2 {
  tail call fastcc void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %0)
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %1, ptr %3, align 4, !tbaa !9
  %4 = sub nsw i32 0, %1
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %4, ptr %5, align 4, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 2, ptr %6, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mklist(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.RecList) align 8 %0, ptr nocapture noundef readonly byval(%struct.Rec) align 8 %1, ptr nocapture noundef readonly byval(%struct.Rec) align 8 %2, ptr nocapture noundef readonly byval(%struct.Rec) align 8 %3) unnamed_addr #6 {
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !17
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !tbaa.struct !17
  %6 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %6, ptr noundef nonnull align 8 dereferenceable(48) %3, i64 48, i1 false), !tbaa.struct !17
  %7 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 3, ptr %7, align 8, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mkrec(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr nocapture noundef readonly %1, i32 noundef %2, double noundef %3) unnamed_addr #7 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, i8 0, i64 16, i1 false)
  %6 = tail call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1, i64 noundef 23) #11
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %2, ptr %7, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  store double %3, ptr %8, align 8, !tbaa !15
  %9 = zext nneg i32 %2 to i64
  %10 = mul nuw nsw i64 %9, 1000003
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 %10, ptr %11, align 8, !tbaa !16
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @oldest(ptr dead_on_unwind noalias nocapture writable sret(%struct.Rec) align 8 %0, ptr nocapture noundef readonly byval(%struct.RecList) align 8 %1) unnamed_addr #3 {
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !17
  %3 = getelementptr inbounds i8, ptr %1, i64 144
  %4 = load i32, ptr %3, align 8, !tbaa !20
  %5 = icmp sgt i32 %4, 1
  br i1 %5, label %6, label %24

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = zext nneg i32 %4 to i64
  %9 = add nsw i64 %8, -1
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %4, 2
  br i1 %11, label %14, label %12

12:                                               ; preds = %6
  %13 = and i64 %9, -2
  br label %25

14:                                               ; preds = %42, %6
  %15 = phi i64 [ 1, %6 ], [ %43, %42 ]
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds [3 x %struct.Rec], ptr %1, i64 0, i64 %15
  %19 = getelementptr inbounds i8, ptr %18, i64 24
  %20 = load i32, ptr %19, align 8, !tbaa !11
  %21 = load i32, ptr %7, align 8, !tbaa !11
  %22 = icmp sgt i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %18, i64 48, i1 false), !tbaa.struct !17
  br label %24

24:                                               ; preds = %14, %23, %17, %2
  ret void

25:                                               ; preds = %42, %12
  %26 = phi i64 [ 1, %12 ], [ %43, %42 ]
  %27 = phi i64 [ 0, %12 ], [ %44, %42 ]
  %28 = getelementptr inbounds [3 x %struct.Rec], ptr %1, i64 0, i64 %26
  %29 = getelementptr inbounds i8, ptr %28, i64 24
  %30 = load i32, ptr %29, align 8, !tbaa !11
  %31 = load i32, ptr %7, align 8, !tbaa !11
  %32 = icmp sgt i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %28, i64 48, i1 false), !tbaa.struct !17
  br label %34

34:                                               ; preds = %25, %33
  %35 = add nuw nsw i64 %26, 1
  %36 = getelementptr inbounds [3 x %struct.Rec], ptr %1, i64 0, i64 %35
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load i32, ptr %37, align 8, !tbaa !11
  %39 = load i32, ptr %7, align 8, !tbaa !11
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %34
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %36, i64 48, i1 false), !tbaa.struct !17
  br label %42

42:                                               ; preds = %41, %34
  %43 = add nuw nsw i64 %26, 2
  %44 = add i64 %27, 2
  %45 = icmp eq i64 %44, %13
  br i1 %45, label %14, label %25, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #9

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 64, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !10, i64 24}
!12 = !{!"", !7, i64 0, !10, i64 24, !13, i64 32, !14, i64 40}
!13 = !{!"double", !7, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!12, !13, i64 32}
!16 = !{!12, !14, i64 40}
!17 = !{i64 0, i64 24, !6, i64 24, i64 4, !9, i64 32, i64 8, !18, i64 40, i64 8, !19}
!18 = !{!13, !13, i64 0}
!19 = !{!14, !14, i64 0}
!20 = !{!21, !10, i64 144}
!21 = !{!"", !7, i64 0, !10, i64 144}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
