; ModuleID = 'programs/unaligned_access.c'
source_filename = "programs/unaligned_access.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"loads hash %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.3 = private unnamed_addr constant [88 x i8] c"packed size=%zu magic=%x len=%u flags=%x stamp=%llx ratio=%g view.len=%u view.ratio=%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  %2 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 3, i8 14, i8 25, i8 36, i8 47, i8 58, i8 69, i8 80, i8 91, i8 102, i8 113, i8 124, i8 -121, i8 -110, i8 -99, i8 -88>, ptr %1, align 16, !tbaa !6
  store <16 x i8> <i8 -77, i8 -66, i8 -55, i8 -44, i8 -33, i8 -22, i8 -11, i8 0, i8 11, i8 22, i8 33, i8 44, i8 55, i8 66, i8 77, i8 88>, ptr %2, align 16, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  %4 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 99, i8 110, i8 121, i8 -124, i8 -113, i8 -102, i8 -91, i8 -80, i8 -69, i8 -58, i8 -47, i8 -36, i8 -25, i8 -14, i8 -3, i8 8>, ptr %3, align 16, !tbaa !6
  store <16 x i8> <i8 19, i8 30, i8 41, i8 52, i8 63, i8 74, i8 85, i8 96, i8 107, i8 118, i8 -127, i8 -116, i8 -105, i8 -94, i8 -83, i8 -72>, ptr %4, align 16, !tbaa !6
  br label %161

5:                                                ; preds = %161
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %180)
  %7 = getelementptr inbounds i8, ptr %1, i64 20
  %8 = getelementptr inbounds i8, ptr %1, i64 1
  call fastcc void @store32(ptr noundef nonnull %8, i32 noundef -559038736)
  %9 = getelementptr inbounds i8, ptr %1, i64 21
  call fastcc void @store_u64a(ptr noundef nonnull %9, i64 noundef 72623859790382856)
  %10 = getelementptr inbounds i8, ptr %1, i64 2
  call fastcc void @store32(ptr noundef nonnull %10, i32 noundef -559038735)
  %11 = getelementptr inbounds i8, ptr %1, i64 22
  call fastcc void @store_u64a(ptr noundef nonnull %11, i64 noundef 145247719580765712)
  %12 = getelementptr inbounds i8, ptr %1, i64 3
  call fastcc void @store32(ptr noundef nonnull %12, i32 noundef -559038734)
  %13 = getelementptr inbounds i8, ptr %1, i64 23
  call fastcc void @store_u64a(ptr noundef nonnull %13, i64 noundef 217871579371148568)
  %14 = getelementptr inbounds i8, ptr %1, i64 4
  call fastcc void @store32(ptr noundef nonnull %14, i32 noundef -559038733)
  %15 = getelementptr inbounds i8, ptr %1, i64 24
  call fastcc void @store_u64a(ptr noundef nonnull %15, i64 noundef 290495439161531424)
  %16 = getelementptr inbounds i8, ptr %1, i64 5
  call fastcc void @store32(ptr noundef nonnull %16, i32 noundef -559038732)
  %17 = getelementptr inbounds i8, ptr %1, i64 25
  call fastcc void @store_u64a(ptr noundef nonnull %17, i64 noundef 363119298951914280)
  %18 = getelementptr inbounds i8, ptr %1, i64 6
  call fastcc void @store32(ptr noundef nonnull %18, i32 noundef -559038731)
  %19 = getelementptr inbounds i8, ptr %1, i64 26
  call fastcc void @store_u64a(ptr noundef nonnull %19, i64 noundef 435743158742297136)
  %20 = getelementptr inbounds i8, ptr %1, i64 7
  call fastcc void @store32(ptr noundef nonnull %20, i32 noundef -559038730)
  %21 = getelementptr inbounds i8, ptr %1, i64 27
  call fastcc void @store_u64a(ptr noundef nonnull %21, i64 noundef 508367018532679992)
  %22 = load i8, ptr %1, align 16, !tbaa !6
  %23 = zext i8 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23)
  %25 = load i8, ptr %8, align 1, !tbaa !6
  %26 = zext i8 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26)
  %28 = load i8, ptr %10, align 2, !tbaa !6
  %29 = zext i8 %28 to i32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29)
  %31 = load i8, ptr %12, align 1, !tbaa !6
  %32 = zext i8 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %32)
  %34 = load i8, ptr %14, align 4, !tbaa !6
  %35 = zext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35)
  %37 = load i8, ptr %16, align 1, !tbaa !6
  %38 = zext i8 %37 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38)
  %40 = load i8, ptr %18, align 2, !tbaa !6
  %41 = zext i8 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41)
  %43 = load i8, ptr %20, align 1, !tbaa !6
  %44 = zext i8 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %44)
  %46 = getelementptr inbounds i8, ptr %1, i64 8
  %47 = load i8, ptr %46, align 8, !tbaa !6
  %48 = zext i8 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %48)
  %50 = getelementptr inbounds i8, ptr %1, i64 9
  %51 = load i8, ptr %50, align 1, !tbaa !6
  %52 = zext i8 %51 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %52)
  %54 = getelementptr inbounds i8, ptr %1, i64 10
  %55 = load i8, ptr %54, align 2, !tbaa !6
  %56 = zext i8 %55 to i32
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %56)
  %58 = getelementptr inbounds i8, ptr %1, i64 11
  %59 = load i8, ptr %58, align 1, !tbaa !6
  %60 = zext i8 %59 to i32
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %60)
  %62 = getelementptr inbounds i8, ptr %1, i64 12
  %63 = load i8, ptr %62, align 4, !tbaa !6
  %64 = zext i8 %63 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %64)
  %66 = getelementptr inbounds i8, ptr %1, i64 13
  %67 = load i8, ptr %66, align 1, !tbaa !6
  %68 = zext i8 %67 to i32
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %68)
  %70 = getelementptr inbounds i8, ptr %1, i64 14
  %71 = load i8, ptr %70, align 2, !tbaa !6
  %72 = zext i8 %71 to i32
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %72)
  %74 = getelementptr inbounds i8, ptr %1, i64 15
  %75 = load i8, ptr %74, align 1, !tbaa !6
  %76 = zext i8 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %76)
  %78 = getelementptr inbounds i8, ptr %1, i64 16
  %79 = load i8, ptr %78, align 16, !tbaa !6
  %80 = zext i8 %79 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %80)
  %82 = getelementptr inbounds i8, ptr %1, i64 17
  %83 = load i8, ptr %82, align 1, !tbaa !6
  %84 = zext i8 %83 to i32
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %84)
  %86 = getelementptr inbounds i8, ptr %1, i64 18
  %87 = load i8, ptr %86, align 2, !tbaa !6
  %88 = zext i8 %87 to i32
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %88)
  %90 = getelementptr inbounds i8, ptr %1, i64 19
  %91 = load i8, ptr %90, align 1, !tbaa !6
  %92 = zext i8 %91 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %92)
  %94 = load i8, ptr %7, align 4, !tbaa !6
  %95 = zext i8 %94 to i32
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %95)
  %97 = getelementptr inbounds i8, ptr %1, i64 21
  %98 = load i8, ptr %97, align 1, !tbaa !6
  %99 = zext i8 %98 to i32
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %99)
  %101 = getelementptr inbounds i8, ptr %1, i64 22
  %102 = load i8, ptr %101, align 2, !tbaa !6
  %103 = zext i8 %102 to i32
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %103)
  %105 = getelementptr inbounds i8, ptr %1, i64 23
  %106 = load i8, ptr %105, align 1, !tbaa !6
  %107 = zext i8 %106 to i32
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %107)
  %109 = getelementptr inbounds i8, ptr %1, i64 24
  %110 = load i8, ptr %109, align 8, !tbaa !6
  %111 = zext i8 %110 to i32
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %111)
  %113 = getelementptr inbounds i8, ptr %1, i64 25
  %114 = load i8, ptr %113, align 1, !tbaa !6
  %115 = zext i8 %114 to i32
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %115)
  %117 = getelementptr inbounds i8, ptr %1, i64 26
  %118 = load i8, ptr %117, align 2, !tbaa !6
  %119 = zext i8 %118 to i32
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %119)
  %121 = getelementptr inbounds i8, ptr %1, i64 27
  %122 = load i8, ptr %121, align 1, !tbaa !6
  %123 = zext i8 %122 to i32
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %123)
  %125 = getelementptr inbounds i8, ptr %1, i64 28
  %126 = load i8, ptr %125, align 4, !tbaa !6
  %127 = zext i8 %126 to i32
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %127)
  %129 = getelementptr inbounds i8, ptr %1, i64 29
  %130 = load i8, ptr %129, align 1, !tbaa !6
  %131 = zext i8 %130 to i32
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %131)
  %133 = getelementptr inbounds i8, ptr %1, i64 30
  %134 = load i8, ptr %133, align 2, !tbaa !6
  %135 = zext i8 %134 to i32
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %135)
  %137 = getelementptr inbounds i8, ptr %1, i64 31
  %138 = load i8, ptr %137, align 1, !tbaa !6
  %139 = zext i8 %138 to i32
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %139)
  %141 = getelementptr inbounds i8, ptr %1, i64 32
  %142 = load i8, ptr %141, align 16, !tbaa !6
  %143 = zext i8 %142 to i32
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %143)
  %145 = getelementptr inbounds i8, ptr %1, i64 33
  %146 = load i8, ptr %145, align 1, !tbaa !6
  %147 = zext i8 %146 to i32
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %147)
  %149 = getelementptr inbounds i8, ptr %1, i64 34
  %150 = load i8, ptr %149, align 2, !tbaa !6
  %151 = zext i8 %150 to i32
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %151)
  %153 = getelementptr inbounds i8, ptr %1, i64 35
  %154 = load i8, ptr %153, align 1, !tbaa !6
  %155 = zext i8 %154 to i32
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %155)
  %157 = tail call i32 @putchar(i32 10)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 23, i32 noundef 127, i32 noundef 123456, i32 noundef 42405, i64 noundef 1234605616436508552, double noundef 3.750000e-01, i32 noundef 123456, double noundef 3.750000e-01)
  %159 = trunc i64 %180 to i32
  %160 = and i32 %159, 127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 %160

161:                                              ; preds = %0, %161
  %162 = phi i64 [ %181, %161 ], [ 0, %0 ]
  %163 = phi i64 [ %180, %161 ], [ 0, %0 ]
  %164 = mul i64 %163, 31
  %165 = getelementptr inbounds i8, ptr %1, i64 %162
  %166 = call fastcc i64 @load64(ptr noundef nonnull %165)
  %167 = add i64 %166, %164
  %168 = getelementptr inbounds i8, ptr %165, i64 20
  %169 = call fastcc i32 @load_u32a(ptr noundef nonnull %168)
  %170 = zext i32 %169 to i64
  %171 = add i64 %167, %170
  %172 = getelementptr inbounds i8, ptr %165, i64 40
  %173 = load i16, ptr %172, align 1
  %174 = getelementptr inbounds i8, ptr %165, i64 30
  %175 = load double, ptr %174, align 1
  %176 = zext i16 %173 to i64
  %177 = fcmp ord double %175, 0.000000e+00
  %178 = zext i1 %177 to i64
  %179 = add nuw nsw i64 %178, %176
  %180 = xor i64 %179, %171
  %181 = add nuw nsw i64 %162, 1
  %182 = icmp eq i64 %181, 16
  br i1 %182, label %5, label %161, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @load64(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i64, ptr %0, align 1
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @load_u32a(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = load i32, ptr %0, align 1, !tbaa !11
  ret i32 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store32(ptr nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #4 {
  store i32 %1, ptr %0, align 1
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store_u64a(ptr nocapture noundef writeonly %0, i64 noundef %1) unnamed_addr #4 {
  store i64 %1, ptr %0, align 1, !tbaa !13
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
