; ModuleID = 'programs/struct_return_large.c'
source_filename = "programs/struct_return_large.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca %struct.Mat4, align 4
  %2 = alloca %struct.Mat4, align 4
  %3 = alloca %struct.Mat4, align 4
  %4 = alloca %struct.Mat4, align 4
  %5 = alloca %struct.Mat4, align 4
  %6 = alloca %struct.RecList, align 8
  %7 = alloca %struct.Rec, align 8
  %8 = alloca %struct.Rec, align 8
  %9 = alloca %struct.Rec, align 8
  %10 = alloca %struct.Rec, align 8
  %11 = alloca %struct.RecList, align 8
  %12 = alloca [3 x %struct.Mat4], align 4
  %13 = alloca %struct.Mat4, align 4
  %14 = alloca %struct.Mat4, align 4
  call fastcc void @ident(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %4, ptr noundef nonnull align 4 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !6
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull %4, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %1, ptr noundef nonnull align 4 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 2)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %4, ptr noundef nonnull align 4 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !6
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull %4, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %1, ptr noundef nonnull align 4 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %4, ptr noundef nonnull align 4 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !6
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull %4, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %1, ptr noundef nonnull align 4 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 4)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %4, ptr noundef nonnull align 4 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !6
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull %4, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %1, ptr noundef nonnull align 4 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 5)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %4, ptr noundef nonnull align 4 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !6
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull %4, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %1, ptr noundef nonnull align 4 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %3, i32 noundef 6)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %4, ptr noundef nonnull align 4 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !6
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %2, ptr noundef nonnull %4, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %1, ptr noundef nonnull align 4 dereferenceable(64) %2, i64 64, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  %15 = load i32, ptr %1, align 4, !tbaa !10
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  %17 = getelementptr inbounds i8, ptr %1, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !10
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18)
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  %21 = load i32, ptr %20, align 4, !tbaa !10
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21)
  %23 = getelementptr inbounds i8, ptr %1, i64 12
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24)
  %26 = tail call i32 @putchar(i32 10)
  %27 = getelementptr inbounds i8, ptr %1, i64 16
  %28 = load i32, ptr %27, align 4, !tbaa !10
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28)
  %30 = getelementptr inbounds i8, ptr %1, i64 20
  %31 = load i32, ptr %30, align 4, !tbaa !10
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %1, i64 24
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %34)
  %36 = getelementptr inbounds i8, ptr %1, i64 28
  %37 = load i32, ptr %36, align 4, !tbaa !10
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %37)
  %39 = tail call i32 @putchar(i32 10)
  %40 = getelementptr inbounds i8, ptr %1, i64 32
  %41 = load i32, ptr %40, align 4, !tbaa !10
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41)
  %43 = getelementptr inbounds i8, ptr %1, i64 36
  %44 = load i32, ptr %43, align 4, !tbaa !10
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %44)
  %46 = getelementptr inbounds i8, ptr %1, i64 40
  %47 = load i32, ptr %46, align 4, !tbaa !10
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %1, i64 44
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %50)
  %52 = tail call i32 @putchar(i32 10)
  %53 = getelementptr inbounds i8, ptr %1, i64 48
  %54 = load i32, ptr %53, align 4, !tbaa !10
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %54)
  %56 = getelementptr inbounds i8, ptr %1, i64 52
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %57)
  %59 = getelementptr inbounds i8, ptr %1, i64 56
  %60 = load i32, ptr %59, align 4, !tbaa !10
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %60)
  %62 = getelementptr inbounds i8, ptr %1, i64 60
  %63 = load i32, ptr %62, align 4, !tbaa !10
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %63)
  %65 = tail call i32 @putchar(i32 10)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %5, ptr noundef nonnull %1, ptr noundef nonnull %1)
  %66 = load i32, ptr %5, align 4, !tbaa !10
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %5, i64 20
  %69 = load i32, ptr %68, align 4, !tbaa !10
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %70, %67
  %72 = getelementptr inbounds i8, ptr %5, i64 40
  %73 = load i32, ptr %72, align 4, !tbaa !10
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %71, %74
  %76 = getelementptr inbounds i8, ptr %5, i64 60
  %77 = load i32, ptr %76, align 4, !tbaa !10
  %78 = sext i32 %77 to i64
  %79 = add nsw i64 %75, %78
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %79)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #11
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %7, ptr noundef nonnull @.str.3, i32 noundef 31, double noundef 8.850000e+01)
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %8, ptr noundef nonnull @.str.4, i32 noundef 45, double noundef 7.025000e+01)
  call fastcc void @mkrec(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %9, ptr noundef nonnull @.str.5, i32 noundef 29, double noundef 9.900000e+01)
  call fastcc void @mklist(ptr dead_on_unwind nonnull writable sret(%struct.RecList) align 8 %6, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %11) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(152) %11, ptr noundef nonnull align 8 dereferenceable(152) %6, i64 152, i1 false), !tbaa.struct !12
  call fastcc void @oldest(ptr dead_on_unwind nonnull writable sret(%struct.Rec) align 8 %10, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %11) #11
  %81 = getelementptr inbounds i8, ptr %10, i64 24
  %82 = load i32, ptr %81, align 8, !tbaa !13
  %83 = getelementptr inbounds i8, ptr %10, i64 32
  %84 = load double, ptr %83, align 8, !tbaa !17
  %85 = getelementptr inbounds i8, ptr %10, i64 40
  %86 = load i64, ptr %85, align 8, !tbaa !18
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %10, i32 noundef %82, double noundef %84, i64 noundef %86, i64 noundef 48, i64 noundef 152)
  %88 = getelementptr inbounds i8, ptr %6, i64 96
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %88)
  %90 = getelementptr inbounds i8, ptr %6, i64 72
  %91 = load i32, ptr %90, align 8, !tbaa !10
  %92 = add nsw i32 %91, 1
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %92, i32 noundef %91)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %12) #11
  call fastcc void @ident(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %12)
  %94 = getelementptr inbounds i8, ptr %12, i64 64
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %94, i32 noundef 2)
  %95 = getelementptr inbounds i8, ptr %12, i64 128
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %13, i32 noundef 3)
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %14, i32 noundef 4)
  call fastcc void @mul(ptr dead_on_unwind nonnull writable sret(%struct.Mat4) align 4 %95, ptr noundef nonnull %13, ptr noundef nonnull %14)
  %96 = load i32, ptr %12, align 4
  %97 = getelementptr inbounds i8, ptr %12, i64 20
  %98 = load i32, ptr %97, align 4
  %99 = getelementptr inbounds i8, ptr %12, i64 40
  %100 = load i32, ptr %99, align 4
  %101 = getelementptr inbounds i8, ptr %12, i64 60
  %102 = load i32, ptr %101, align 4, !tbaa !7
  %103 = sext i32 %96 to i64
  %104 = sext i32 %98 to i64
  %105 = sext i32 %100 to i64
  %106 = sext i32 %102 to i64
  %107 = add nsw i64 %103, %104
  %108 = add nsw i64 %107, %105
  %109 = add nsw i64 %108, %106
  %110 = load i32, ptr %94, align 4
  %111 = getelementptr inbounds i8, ptr %12, i64 84
  %112 = load i32, ptr %111, align 4
  %113 = getelementptr inbounds i8, ptr %12, i64 104
  %114 = load i32, ptr %113, align 4
  %115 = getelementptr inbounds i8, ptr %12, i64 124
  %116 = load i32, ptr %115, align 4, !tbaa !7
  %117 = sext i32 %110 to i64
  %118 = sext i32 %112 to i64
  %119 = sext i32 %114 to i64
  %120 = sext i32 %116 to i64
  %121 = add nsw i64 %109, %117
  %122 = add nsw i64 %121, %118
  %123 = add nsw i64 %122, %119
  %124 = add nsw i64 %123, %120
  %125 = load i32, ptr %95, align 4
  %126 = getelementptr inbounds i8, ptr %12, i64 148
  %127 = load i32, ptr %126, align 4
  %128 = getelementptr inbounds i8, ptr %12, i64 168
  %129 = load i32, ptr %128, align 4
  %130 = getelementptr inbounds i8, ptr %12, i64 188
  %131 = load i32, ptr %130, align 4, !tbaa !7
  %132 = sext i32 %125 to i64
  %133 = sext i32 %127 to i64
  %134 = sext i32 %129 to i64
  %135 = sext i32 %131 to i64
  %136 = add nsw i64 %124, %132
  %137 = add nsw i64 %136, %133
  %138 = add nsw i64 %137, %134
  %139 = add nsw i64 %138, %135
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %139)
  %141 = load i32, ptr %1, align 4
  %142 = load i32, ptr %30, align 4
  %143 = load i32, ptr %46, align 4
  %144 = load i32, ptr %62, align 4, !tbaa !7
  %145 = add i32 %142, %141
  %146 = add i32 %145, %143
  %147 = add i32 %146, %144
  %148 = and i32 %147, 255
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #11
  ret i32 %148
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @ident(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0) unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %2, i8 0, i64 56, i1 false)
  store i32 1, ptr %0, align 4, !tbaa !10
  %3 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 1, ptr %3, align 4, !tbaa !10
  %4 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 1, ptr %4, align 4, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 1, ptr %5, align 4, !tbaa !10
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @mul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %2, i64 60
  %5 = load i32, ptr %4, align 4, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %2, i64 44
  %7 = load i32, ptr %6, align 4, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %2, i64 28
  %9 = load i32, ptr %8, align 4, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %2, i64 12
  %11 = load i32, ptr %10, align 4, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %2, i64 56
  %13 = load i32, ptr %12, align 4, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %2, i64 40
  %15 = load i32, ptr %14, align 4, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %2, i64 24
  %17 = load i32, ptr %16, align 4, !tbaa !10
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = load i32, ptr %18, align 4, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %2, i64 52
  %21 = load i32, ptr %20, align 4, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %2, i64 36
  %23 = load i32, ptr %22, align 4, !tbaa !10
  %24 = getelementptr inbounds i8, ptr %2, i64 20
  %25 = load i32, ptr %24, align 4, !tbaa !10
  %26 = getelementptr inbounds i8, ptr %2, i64 4
  %27 = load i32, ptr %26, align 4, !tbaa !10
  %28 = getelementptr inbounds i8, ptr %2, i64 48
  %29 = load i32, ptr %28, align 4, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %2, i64 32
  %31 = load i32, ptr %30, align 4, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %2, i64 16
  %33 = load i32, ptr %32, align 4, !tbaa !10
  %34 = load i32, ptr %2, align 4, !tbaa !10
  %35 = insertelement <4 x i32> poison, i32 %34, i64 0
  %36 = shufflevector <4 x i32> %35, <4 x i32> poison, <4 x i32> zeroinitializer
  %37 = insertelement <4 x i32> poison, i32 %33, i64 0
  %38 = shufflevector <4 x i32> %37, <4 x i32> poison, <4 x i32> zeroinitializer
  %39 = insertelement <4 x i32> poison, i32 %31, i64 0
  %40 = shufflevector <4 x i32> %39, <4 x i32> poison, <4 x i32> zeroinitializer
  %41 = insertelement <4 x i32> poison, i32 %29, i64 0
  %42 = shufflevector <4 x i32> %41, <4 x i32> poison, <4 x i32> zeroinitializer
  %43 = insertelement <4 x i32> poison, i32 %27, i64 0
  %44 = shufflevector <4 x i32> %43, <4 x i32> poison, <4 x i32> zeroinitializer
  %45 = insertelement <4 x i32> poison, i32 %25, i64 0
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer
  %47 = insertelement <4 x i32> poison, i32 %23, i64 0
  %48 = shufflevector <4 x i32> %47, <4 x i32> poison, <4 x i32> zeroinitializer
  %49 = insertelement <4 x i32> poison, i32 %21, i64 0
  %50 = shufflevector <4 x i32> %49, <4 x i32> poison, <4 x i32> zeroinitializer
  %51 = insertelement <4 x i32> poison, i32 %19, i64 0
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> zeroinitializer
  %53 = insertelement <4 x i32> poison, i32 %17, i64 0
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <4 x i32> zeroinitializer
  %55 = insertelement <4 x i32> poison, i32 %15, i64 0
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> zeroinitializer
  %57 = insertelement <4 x i32> poison, i32 %13, i64 0
  %58 = shufflevector <4 x i32> %57, <4 x i32> poison, <4 x i32> zeroinitializer
  %59 = insertelement <4 x i32> poison, i32 %11, i64 0
  %60 = shufflevector <4 x i32> %59, <4 x i32> poison, <4 x i32> zeroinitializer
  %61 = insertelement <4 x i32> poison, i32 %9, i64 0
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> zeroinitializer
  %63 = insertelement <4 x i32> poison, i32 %7, i64 0
  %64 = shufflevector <4 x i32> %63, <4 x i32> poison, <4 x i32> zeroinitializer
  %65 = insertelement <4 x i32> poison, i32 %5, i64 0
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <4 x i32> zeroinitializer
  %67 = load <16 x i32>, ptr %1, align 4, !tbaa !10
  %68 = shufflevector <16 x i32> %67, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %69 = shufflevector <16 x i32> %67, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %70 = shufflevector <16 x i32> %67, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %71 = shufflevector <16 x i32> %67, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %72 = mul nsw <4 x i32> %36, %68
  %73 = mul nsw <4 x i32> %38, %69
  %74 = add nsw <4 x i32> %73, %72
  %75 = mul nsw <4 x i32> %40, %70
  %76 = add nsw <4 x i32> %75, %74
  %77 = mul nsw <4 x i32> %42, %71
  %78 = add nsw <4 x i32> %77, %76
  %79 = mul nsw <4 x i32> %44, %68
  %80 = mul nsw <4 x i32> %46, %69
  %81 = add nsw <4 x i32> %80, %79
  %82 = mul nsw <4 x i32> %48, %70
  %83 = add nsw <4 x i32> %82, %81
  %84 = mul nsw <4 x i32> %50, %71
  %85 = add nsw <4 x i32> %84, %83
  %86 = mul nsw <4 x i32> %52, %68
  %87 = mul nsw <4 x i32> %54, %69
  %88 = add nsw <4 x i32> %87, %86
  %89 = mul nsw <4 x i32> %56, %70
  %90 = add nsw <4 x i32> %89, %88
  %91 = mul nsw <4 x i32> %58, %71
  %92 = add nsw <4 x i32> %91, %90
  %93 = mul nsw <4 x i32> %60, %68
  %94 = mul nsw <4 x i32> %62, %69
  %95 = add nsw <4 x i32> %94, %93
  %96 = mul nsw <4 x i32> %64, %70
  %97 = add nsw <4 x i32> %96, %95
  %98 = mul nsw <4 x i32> %66, %71
  %99 = add nsw <4 x i32> %98, %97
  %100 = shufflevector <4 x i32> %78, <4 x i32> %85, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %101 = shufflevector <4 x i32> %92, <4 x i32> %99, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %102 = shufflevector <8 x i32> %100, <8 x i32> %101, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x i32> %102, ptr %0, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @rot(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mat4) align 4 %0, i32 noundef %1) unnamed_addr #2 {
  tail call fastcc void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %0)
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %1, ptr %3, align 4, !tbaa !10
  %4 = sub nsw i32 0, %1
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %4, ptr %5, align 4, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 2, ptr %6, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mklist(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.RecList) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #6 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !19
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !tbaa.struct !19
  %6 = getelementptr inbounds i8, ptr %0, i64 96
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %6, ptr noundef nonnull align 8 dereferenceable(48) %3, i64 48, i1 false), !tbaa.struct !19
  %7 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 3, ptr %7, align 8, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mkrec(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr nocapture noundef readonly %1, i32 noundef %2, double noundef %3) unnamed_addr #7 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, i8 0, i64 16, i1 false)
  %6 = tail call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1, i64 noundef 23) #11
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 %2, ptr %7, align 8, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  store double %3, ptr %8, align 8, !tbaa !17
  %9 = zext nneg i32 %2 to i64
  %10 = mul nuw nsw i64 %9, 1000003
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 %10, ptr %11, align 8, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @oldest(ptr dead_on_unwind noalias nocapture writable sret(%struct.Rec) align 8 %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !19
  %3 = getelementptr inbounds i8, ptr %1, i64 144
  %4 = load i32, ptr %3, align 8, !tbaa !22
  %5 = icmp sgt i32 %4, 1
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = zext nneg i32 %4 to i64
  br label %10

9:                                                ; preds = %18, %2
  ret void

10:                                               ; preds = %6, %18
  %11 = phi i64 [ 1, %6 ], [ %19, %18 ]
  %12 = getelementptr inbounds [3 x %struct.Rec], ptr %1, i64 0, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 24
  %14 = load i32, ptr %13, align 8, !tbaa !13
  %15 = load i32, ptr %7, align 8, !tbaa !13
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %12, i64 48, i1 false), !tbaa.struct !19
  br label %18

18:                                               ; preds = %10, %17
  %19 = add nuw nsw i64 %11, 1
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %9, label %10, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree noinline nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 0, i64 64, !7}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{i64 0, i64 144, !7, i64 144, i64 4, !10}
!13 = !{!14, !11, i64 24}
!14 = !{!"", !8, i64 0, !11, i64 24, !15, i64 32, !16, i64 40}
!15 = !{!"double", !8, i64 0}
!16 = !{!"long", !8, i64 0}
!17 = !{!14, !15, i64 32}
!18 = !{!14, !16, i64 40}
!19 = !{i64 0, i64 24, !7, i64 24, i64 4, !10, i64 32, i64 8, !20, i64 40, i64 8, !21}
!20 = !{!15, !15, i64 0}
!21 = !{!16, !16, i64 0}
!22 = !{!23, !11, i64 144}
!23 = !{!"", !8, i64 0, !11, i64 144}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
