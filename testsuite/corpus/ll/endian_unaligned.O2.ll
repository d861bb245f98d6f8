; ModuleID = 'programs/endian_unaligned.c'
source_filename = "programs/endian_unaligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { i32, i16, i64, double, [6 x i8] }

@.str = private unnamed_addr constant [32 x i8] c"be32 bytes %02x %02x %02x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"le64 back %016llx\0A\00", align 1
@__const.main.recs = private unnamed_addr constant [3 x %struct.Rec] [%struct.Rec { i32 1, i16 -40, i64 1700000000000, double 3.250000e+00, [6 x i8] c"alpha\00" }, %struct.Rec { i32 -2, i16 32767, i64 0, double -0.000000e+00, [6 x i8] c"beta\00\00" }, %struct.Rec { i32 42, i16 -32768, i64 -1, double 1.000000e+300, [6 x i8] c"gamma\00" }], align 16
@.str.2 = private unnamed_addr constant [22 x i8] c"serialized %zu bytes:\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.5 = private unnamed_addr constant [46 x i8] c"rec id=%u temp=%d ts=%llu value=%g name=%.6s\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [128 x i8], align 16
  %3 = alloca %struct.Rec, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  store <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, ptr %1, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store <16 x i8> <i8 -85, i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42>, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 -5, i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38>, ptr %6, align 16, !tbaa !5
  br label %7

7:                                                ; preds = %0, %7
  %8 = phi i64 [ %44, %7 ], [ 0, %0 ]
  %9 = phi i64 [ %43, %7 ], [ 0, %0 ]
  %10 = phi i32 [ %38, %7 ], [ 0, %0 ]
  %11 = getelementptr inbounds i8, ptr %1, i64 %8
  %12 = load i32, ptr %11, align 1
  %13 = lshr i32 %12, 8
  %14 = lshr i32 %12, 24
  %15 = zext nneg i32 %14 to i64
  %16 = load i64, ptr %11, align 1
  %17 = lshr i64 %16, 24
  %18 = and i64 %17, 1099494850560
  %19 = lshr i64 %16, 24
  %20 = and i64 %19, 16711680
  %21 = or disjoint i64 %18, %20
  %22 = lshr i64 %16, 24
  %23 = and i64 %22, 65280
  %24 = or disjoint i64 %23, %15
  %25 = or disjoint i64 %24, %21
  %26 = and i32 %12, 16711680
  %27 = and i32 %13, 255
  %28 = zext nneg i32 %27 to i64
  %29 = shl nuw i64 %25, 24
  %30 = zext nneg i32 %26 to i64
  %31 = shl nuw nsw i64 %28, 8
  %32 = or disjoint i64 %31, %30
  %33 = or disjoint i64 %29, %32
  %34 = and i64 %16, 255
  %35 = or disjoint i64 %33, %34
  %36 = icmp ne i64 %16, %35
  %37 = zext i1 %36 to i32
  %38 = add nuw nsw i32 %10, %37
  %39 = mul i64 %9, 1099511628211
  %40 = shl nuw nsw i64 %34, 8
  %41 = or disjoint i64 %40, %28
  %42 = xor i64 %39, %41
  %43 = xor i64 %42, %16
  %44 = add nuw nsw i64 %8, 1
  %45 = icmp eq i64 %44, 48
  br i1 %45, label %46, label %7, !llvm.loop !8

46:                                               ; preds = %7
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 222, i32 noundef 173, i32 noundef 190, i32 noundef 239)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 72623859790382856)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #6
  %49 = getelementptr inbounds i8, ptr %2, i64 7
  store <8 x i8> <i8 0, i8 0, i8 0, i8 1, i8 -1, i8 -40, i8 0, i8 104>, ptr %2, align 16, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %2, i64 8
  store <4 x i8> <i8 -27, i8 -49, i8 -117, i8 1>, ptr %50, align 8, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %2, i64 12
  %52 = getelementptr inbounds i8, ptr %2, i64 14
  %53 = getelementptr inbounds i8, ptr %2, i64 20
  store i64 0, ptr %51, align 4
  store i8 10, ptr %53, align 4, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 64, ptr %54, align 1, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %2, i64 22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %55, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 24), i64 6, i1 false)
  %56 = getelementptr inbounds i8, ptr %2, i64 28
  store <4 x i8> <i8 -1, i8 -1, i8 -1, i8 -2>, ptr %56, align 4, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %2, i64 32
  store i8 127, ptr %57, align 16, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %2, i64 33
  store i8 -1, ptr %58, align 1, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %2, i64 34
  %60 = getelementptr inbounds i8, ptr %2, i64 49
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(15) %59, i8 0, i64 15, i1 false)
  store i8 -128, ptr %60, align 1, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %2, i64 50
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %61, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 56), i64 6, i1 false)
  %62 = getelementptr inbounds i8, ptr %2, i64 56
  store <4 x i8> <i8 0, i8 0, i8 0, i8 42>, ptr %62, align 8, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %2, i64 60
  store i8 -128, ptr %63, align 4, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %2, i64 61
  store i8 0, ptr %64, align 1, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %2, i64 62
  %66 = getelementptr inbounds i8, ptr %2, i64 70
  store i64 -1, ptr %65, align 2
  store <8 x i8> <i8 -100, i8 117, i8 0, i8 -120, i8 60, i8 -28, i8 55, i8 126>, ptr %66, align 2, !tbaa !5
  %67 = getelementptr inbounds i8, ptr %2, i64 78
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %67, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 88), i64 6, i1 false)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 84)
  %69 = load i8, ptr %2, align 16, !tbaa !5
  %70 = zext i8 %69 to i32
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %70)
  %72 = load i8, ptr %49, align 1, !tbaa !5
  %73 = zext i8 %72 to i32
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %73)
  %75 = load i8, ptr %52, align 2, !tbaa !5
  %76 = zext i8 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %76)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 64)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 255)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 128)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 255)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 156)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 126)
  %87 = tail call i32 @putchar(i32 10)
  %88 = getelementptr inbounds i8, ptr %3, i64 4
  %89 = getelementptr inbounds i8, ptr %3, i64 8
  %90 = getelementptr inbounds i8, ptr %3, i64 16
  %91 = getelementptr inbounds i8, ptr %3, i64 24
  br label %94

92:                                               ; preds = %201
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %202, i64 noundef %43)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 %202

94:                                               ; preds = %46, %201
  %95 = phi i64 [ 0, %46 ], [ %203, %201 ]
  %96 = phi i64 [ 0, %46 ], [ %181, %201 ]
  %97 = phi i32 [ %38, %46 ], [ %202, %201 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  %98 = getelementptr inbounds i8, ptr %2, i64 %96
  %99 = load i8, ptr %98, align 4, !tbaa !5
  %100 = zext i8 %99 to i32
  %101 = shl nuw i32 %100, 24
  %102 = getelementptr inbounds i8, ptr %98, i64 1
  %103 = load i8, ptr %102, align 1, !tbaa !5
  %104 = zext i8 %103 to i32
  %105 = shl nuw nsw i32 %104, 16
  %106 = or disjoint i32 %105, %101
  %107 = getelementptr inbounds i8, ptr %98, i64 2
  %108 = load i8, ptr %107, align 2, !tbaa !5
  %109 = zext i8 %108 to i32
  %110 = shl nuw nsw i32 %109, 8
  %111 = or disjoint i32 %106, %110
  %112 = getelementptr inbounds i8, ptr %98, i64 3
  %113 = load i8, ptr %112, align 1, !tbaa !5
  %114 = zext i8 %113 to i32
  %115 = or disjoint i32 %111, %114
  store i32 %115, ptr %3, align 8, !tbaa !10
  %116 = getelementptr inbounds i8, ptr %98, i64 4
  %117 = load i8, ptr %116, align 4, !tbaa !5
  %118 = zext i8 %117 to i16
  %119 = shl nuw i16 %118, 8
  %120 = getelementptr inbounds i8, ptr %98, i64 5
  %121 = load i8, ptr %120, align 1, !tbaa !5
  %122 = zext i8 %121 to i16
  %123 = or disjoint i16 %119, %122
  store i16 %123, ptr %88, align 4, !tbaa !16
  %124 = getelementptr inbounds i8, ptr %98, i64 6
  %125 = getelementptr i8, ptr %98, i64 12
  %126 = load i16, ptr %125, align 4
  %127 = zext i16 %126 to i64
  %128 = getelementptr inbounds i8, ptr %98, i64 11
  %129 = load i8, ptr %128, align 1, !tbaa !5
  %130 = zext i8 %129 to i64
  %131 = getelementptr inbounds i8, ptr %98, i64 10
  %132 = load i8, ptr %131, align 2, !tbaa !5
  %133 = zext i8 %132 to i64
  %134 = shl nuw nsw i64 %127, 24
  %135 = shl nuw nsw i64 %130, 16
  %136 = or disjoint i64 %135, %134
  %137 = shl nuw nsw i64 %133, 8
  %138 = or disjoint i64 %136, %137
  %139 = getelementptr inbounds i8, ptr %98, i64 9
  %140 = load i8, ptr %139, align 1, !tbaa !5
  %141 = zext i8 %140 to i64
  %142 = or disjoint i64 %138, %141
  %143 = getelementptr i8, ptr %98, i64 7
  %144 = load i16, ptr %143, align 1
  %145 = zext i16 %144 to i64
  %146 = shl nuw nsw i64 %145, 8
  %147 = shl nuw i64 %142, 24
  %148 = load i8, ptr %124, align 2, !tbaa !5
  %149 = zext i8 %148 to i64
  %150 = or disjoint i64 %146, %149
  %151 = or disjoint i64 %150, %147
  store i64 %151, ptr %89, align 8, !tbaa !17
  %152 = getelementptr inbounds i8, ptr %98, i64 14
  %153 = getelementptr i8, ptr %98, i64 20
  %154 = load i16, ptr %153, align 4
  %155 = zext i16 %154 to i64
  %156 = getelementptr inbounds i8, ptr %98, i64 19
  %157 = load i8, ptr %156, align 1, !tbaa !5
  %158 = zext i8 %157 to i64
  %159 = getelementptr inbounds i8, ptr %98, i64 18
  %160 = load i8, ptr %159, align 2, !tbaa !5
  %161 = zext i8 %160 to i64
  %162 = shl nuw nsw i64 %155, 24
  %163 = shl nuw nsw i64 %158, 16
  %164 = or disjoint i64 %163, %162
  %165 = shl nuw nsw i64 %161, 8
  %166 = or disjoint i64 %164, %165
  %167 = getelementptr inbounds i8, ptr %98, i64 17
  %168 = load i8, ptr %167, align 1, !tbaa !5
  %169 = zext i8 %168 to i64
  %170 = or disjoint i64 %166, %169
  %171 = getelementptr i8, ptr %98, i64 15
  %172 = load i16, ptr %171, align 1
  %173 = zext i16 %172 to i64
  %174 = shl nuw nsw i64 %173, 8
  %175 = shl nuw i64 %170, 24
  %176 = load i8, ptr %152, align 2, !tbaa !5
  %177 = zext i8 %176 to i64
  %178 = or disjoint i64 %174, %177
  %179 = or disjoint i64 %178, %175
  store i64 %179, ptr %90, align 8
  %180 = getelementptr inbounds i8, ptr %98, i64 22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %91, ptr noundef nonnull readonly align 2 dereferenceable(6) %180, i64 6, i1 false)
  %181 = add nuw nsw i64 %96, 28
  %182 = sext i16 %123 to i32
  %183 = bitcast i64 %179 to double
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %115, i32 noundef %182, i64 noundef %151, double noundef %183, ptr noundef nonnull %91)
  %185 = load i32, ptr %3, align 8, !tbaa !10
  %186 = getelementptr inbounds [3 x %struct.Rec], ptr @__const.main.recs, i64 0, i64 %95
  %187 = load i32, ptr %186, align 16, !tbaa !10
  %188 = icmp eq i32 %185, %187
  br i1 %188, label %189, label %199

189:                                              ; preds = %94
  %190 = load i16, ptr %88, align 4, !tbaa !16
  %191 = getelementptr inbounds i8, ptr %186, i64 4
  %192 = load i16, ptr %191, align 4, !tbaa !16
  %193 = icmp eq i16 %190, %192
  br i1 %193, label %194, label %199

194:                                              ; preds = %189
  %195 = load i64, ptr %89, align 8, !tbaa !17
  %196 = getelementptr inbounds i8, ptr %186, i64 8
  %197 = load i64, ptr %196, align 8, !tbaa !17
  %198 = icmp eq i64 %195, %197
  br i1 %198, label %201, label %199

199:                                              ; preds = %194, %189, %94
  %200 = add nsw i32 %97, 1
  br label %201

201:                                              ; preds = %199, %194
  %202 = phi i32 [ %200, %199 ], [ %97, %194 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  %203 = add nuw nsw i64 %95, 1
  %204 = icmp eq i64 %203, 3
  br i1 %204, label %92, label %94, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !12, i64 0}
!11 = !{!"", !12, i64 0, !13, i64 4, !14, i64 8, !15, i64 16, !6, i64 24}
!12 = !{!"int", !6, i64 0}
!13 = !{!"short", !6, i64 0}
!14 = !{!"long", !6, i64 0}
!15 = !{!"double", !6, i64 0}
!16 = !{!11, !13, i64 4}
!17 = !{!11, !14, i64 8}
!18 = distinct !{!18, !9}
