; ModuleID = 'programs/endian_unaligned.c'
source_filename = "programs/endian_unaligned.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Rec = type { i32, i16, i64, double, [6 x i8] }

@.str = private unnamed_addr constant [32 x i8] c"be32 bytes %02x %02x %02x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"le64 back %016llx\0A\00", align 1
@__const.main.recs = private unnamed_addr constant [3 x %struct.Rec] [%struct.Rec { i32 1, i16 -40, i64 1700000000000, double 3.250000e+00, [6 x i8] c"alpha\00" }, %struct.Rec { i32 -2, i16 32767, i64 0, double -0.000000e+00, [6 x i8] c"beta\00\00" }, %struct.Rec { i32 42, i16 -32768, i64 -1, double 1.000000e+300, [6 x i8] c"gamma\00" }], align 8
@.str.2 = private unnamed_addr constant [22 x i8] c"serialized %zu bytes:\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.5 = private unnamed_addr constant [46 x i8] c"rec id=%u temp=%d ts=%llu value=%g name=%.6s\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [128 x i8], align 8
  %3 = alloca %struct.Rec, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, ptr %1, align 16, !tbaa !6
  store <16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, ptr %4, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 -85, i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42>, ptr %5, align 16, !tbaa !6
  store <16 x i8> <i8 -5, i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38>, ptr %6, align 16, !tbaa !6
  br label %7

7:                                                ; preds = %0, %7
  %8 = phi i64 [ %49, %7 ], [ 0, %0 ]
  %9 = phi i64 [ %48, %7 ], [ 0, %0 ]
  %10 = phi i32 [ %43, %7 ], [ 0, %0 ]
  %11 = getelementptr inbounds i8, ptr %1, i64 %8
  %12 = load i32, ptr %11, align 1
  %13 = lshr i32 %12, 8
  %14 = load i64, ptr %11, align 1
  %15 = lshr i64 %14, 40
  %16 = and i64 %15, 16711680
  %17 = lshr i64 %14, 40
  %18 = and i64 %17, 65280
  %19 = or disjoint i64 %18, %16
  %20 = lshr i64 %14, 40
  %21 = and i64 %20, 255
  %22 = or disjoint i64 %19, %21
  %23 = shl nuw nsw i64 %22, 32
  %24 = lshr i64 %14, 8
  %25 = and i64 %24, 4278190080
  %26 = lshr i32 %12, 8
  %27 = and i32 %26, 16711680
  %28 = zext nneg i32 %27 to i64
  %29 = or disjoint i64 %25, %28
  %30 = or disjoint i64 %23, %29
  %31 = lshr i32 %12, 8
  %32 = and i32 %31, 65280
  %33 = and i32 %13, 255
  %34 = zext nneg i32 %33 to i64
  %35 = or disjoint i32 %32, %33
  %36 = zext nneg i32 %35 to i64
  %37 = or disjoint i64 %30, %36
  %38 = shl nuw i64 %37, 8
  %39 = and i64 %14, 255
  %40 = or disjoint i64 %38, %39
  %41 = icmp ne i64 %14, %40
  %42 = zext i1 %41 to i32
  %43 = add nuw nsw i32 %10, %42
  %44 = mul i64 %9, 1099511628211
  %45 = shl nuw nsw i64 %39, 8
  %46 = or disjoint i64 %45, %34
  %47 = xor i64 %44, %46
  %48 = xor i64 %47, %14
  %49 = add nuw nsw i64 %8, 1
  %50 = icmp eq i64 %49, 48
  br i1 %50, label %51, label %7, !llvm.loop !9

51:                                               ; preds = %7
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 222, i32 noundef 173, i32 noundef 190, i32 noundef 239)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 72623859790382856)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #6
  %54 = getelementptr inbounds i8, ptr %2, i64 7
  store <8 x i8> <i8 0, i8 0, i8 0, i8 1, i8 -1, i8 -40, i8 0, i8 104>, ptr %2, align 8, !tbaa !6
  %55 = getelementptr inbounds i8, ptr %2, i64 8
  store <4 x i8> <i8 -27, i8 -49, i8 -117, i8 1>, ptr %55, align 8, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %2, i64 12
  %57 = getelementptr inbounds i8, ptr %2, i64 14
  %58 = getelementptr inbounds i8, ptr %2, i64 20
  store i64 0, ptr %56, align 4
  store i8 10, ptr %58, align 4, !tbaa !6
  %59 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 64, ptr %59, align 1, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %2, i64 22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %60, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 24), i64 6, i1 false)
  %61 = getelementptr inbounds i8, ptr %2, i64 28
  store <4 x i8> <i8 -1, i8 -1, i8 -1, i8 -2>, ptr %61, align 4, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %2, i64 32
  store i8 127, ptr %62, align 8, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %2, i64 33
  store i8 -1, ptr %63, align 1, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %2, i64 34
  %65 = getelementptr inbounds i8, ptr %2, i64 49
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(15) %64, i8 0, i64 15, i1 false)
  store i8 -128, ptr %65, align 1, !tbaa !6
  %66 = getelementptr inbounds i8, ptr %2, i64 50
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %66, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 56), i64 6, i1 false)
  %67 = getelementptr inbounds i8, ptr %2, i64 56
  store <4 x i8> <i8 0, i8 0, i8 0, i8 42>, ptr %67, align 8, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %2, i64 60
  store i8 -128, ptr %68, align 4, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %2, i64 61
  store i8 0, ptr %69, align 1, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %2, i64 62
  %71 = getelementptr inbounds i8, ptr %2, i64 70
  store i64 -1, ptr %70, align 2
  store <8 x i8> <i8 -100, i8 117, i8 0, i8 -120, i8 60, i8 -28, i8 55, i8 126>, ptr %71, align 2, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %2, i64 78
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %72, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 88), i64 6, i1 false)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 84)
  %74 = load i8, ptr %2, align 8, !tbaa !6
  %75 = zext i8 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %75)
  %77 = load i8, ptr %54, align 1, !tbaa !6
  %78 = zext i8 %77 to i32
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78)
  %80 = load i8, ptr %57, align 2, !tbaa !6
  %81 = zext i8 %80 to i32
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %81)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 64)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 255)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 128)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 255)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 156)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 126)
  %92 = tail call i32 @putchar(i32 10)
  %93 = getelementptr inbounds i8, ptr %3, i64 4
  %94 = getelementptr inbounds i8, ptr %3, i64 8
  %95 = getelementptr inbounds i8, ptr %3, i64 16
  %96 = getelementptr inbounds i8, ptr %3, i64 24
  br label %99

97:                                               ; preds = %226
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %227, i64 noundef %48)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 %227

99:                                               ; preds = %51, %226
  %100 = phi i64 [ 0, %51 ], [ %228, %226 ]
  %101 = phi i64 [ 0, %51 ], [ %206, %226 ]
  %102 = phi i32 [ %43, %51 ], [ %227, %226 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  %103 = getelementptr inbounds i8, ptr %2, i64 %101
  %104 = load i8, ptr %103, align 4, !tbaa !6
  %105 = zext i8 %104 to i32
  %106 = shl nuw i32 %105, 24
  %107 = getelementptr inbounds i8, ptr %103, i64 1
  %108 = load i8, ptr %107, align 1, !tbaa !6
  %109 = zext i8 %108 to i32
  %110 = shl nuw nsw i32 %109, 16
  %111 = or disjoint i32 %110, %106
  %112 = getelementptr inbounds i8, ptr %103, i64 2
  %113 = load i8, ptr %112, align 2, !tbaa !6
  %114 = zext i8 %113 to i32
  %115 = shl nuw nsw i32 %114, 8
  %116 = or disjoint i32 %111, %115
  %117 = getelementptr inbounds i8, ptr %103, i64 3
  %118 = load i8, ptr %117, align 1, !tbaa !6
  %119 = zext i8 %118 to i32
  %120 = or disjoint i32 %116, %119
  store i32 %120, ptr %3, align 8, !tbaa !11
  %121 = getelementptr inbounds i8, ptr %103, i64 4
  %122 = load i8, ptr %121, align 4, !tbaa !6
  %123 = zext i8 %122 to i16
  %124 = shl nuw i16 %123, 8
  %125 = getelementptr inbounds i8, ptr %103, i64 5
  %126 = load i8, ptr %125, align 1, !tbaa !6
  %127 = zext i8 %126 to i16
  %128 = or disjoint i16 %124, %127
  store i16 %128, ptr %93, align 4, !tbaa !17
  %129 = getelementptr inbounds i8, ptr %103, i64 6
  %130 = getelementptr inbounds i8, ptr %103, i64 13
  %131 = load i8, ptr %130, align 1, !tbaa !6
  %132 = zext i8 %131 to i64
  %133 = getelementptr inbounds i8, ptr %103, i64 12
  %134 = load i8, ptr %133, align 4, !tbaa !6
  %135 = zext i8 %134 to i64
  %136 = shl nuw nsw i64 %132, 16
  %137 = shl nuw nsw i64 %135, 8
  %138 = or disjoint i64 %137, %136
  %139 = getelementptr inbounds i8, ptr %103, i64 11
  %140 = load i8, ptr %139, align 1, !tbaa !6
  %141 = zext i8 %140 to i64
  %142 = or disjoint i64 %138, %141
  %143 = getelementptr inbounds i8, ptr %103, i64 10
  %144 = load i8, ptr %143, align 2, !tbaa !6
  %145 = zext i8 %144 to i64
  %146 = getelementptr inbounds i8, ptr %103, i64 9
  %147 = load i8, ptr %146, align 1, !tbaa !6
  %148 = zext i8 %147 to i64
  %149 = getelementptr inbounds i8, ptr %103, i64 8
  %150 = load i8, ptr %149, align 4, !tbaa !6
  %151 = zext i8 %150 to i64
  %152 = shl nuw nsw i64 %142, 32
  %153 = shl nuw nsw i64 %145, 24
  %154 = shl nuw nsw i64 %148, 16
  %155 = or disjoint i64 %154, %153
  %156 = or disjoint i64 %155, %152
  %157 = getelementptr inbounds i8, ptr %103, i64 7
  %158 = load i8, ptr %157, align 1, !tbaa !6
  %159 = zext i8 %158 to i64
  %160 = or disjoint i64 %156, %159
  %161 = shl nuw nsw i64 %151, 16
  %162 = shl nuw i64 %160, 8
  %163 = or disjoint i64 %161, %162
  %164 = load i8, ptr %129, align 2, !tbaa !6
  %165 = zext i8 %164 to i64
  %166 = or disjoint i64 %163, %165
  store i64 %166, ptr %94, align 8, !tbaa !18
  %167 = getelementptr inbounds i8, ptr %103, i64 14
  %168 = getelementptr inbounds i8, ptr %103, i64 21
  %169 = load i8, ptr %168, align 1, !tbaa !6
  %170 = zext i8 %169 to i64
  %171 = getelementptr inbounds i8, ptr %103, i64 20
  %172 = load i8, ptr %171, align 4, !tbaa !6
  %173 = zext i8 %172 to i64
  %174 = shl nuw nsw i64 %170, 16
  %175 = shl nuw nsw i64 %173, 8
  %176 = or disjoint i64 %175, %174
  %177 = getelementptr inbounds i8, ptr %103, i64 19
  %178 = load i8, ptr %177, align 1, !tbaa !6
  %179 = zext i8 %178 to i64
  %180 = or disjoint i64 %176, %179
  %181 = getelementptr inbounds i8, ptr %103, i64 18
  %182 = load i8, ptr %181, align 2, !tbaa !6
  %183 = zext i8 %182 to i64
  %184 = getelementptr inbounds i8, ptr %103, i64 17
  %185 = load i8, ptr %184, align 1, !tbaa !6
  %186 = zext i8 %185 to i64
  %187 = getelementptr inbounds i8, ptr %103, i64 16
  %188 = load i8, ptr %187, align 4, !tbaa !6
  %189 = zext i8 %188 to i64
  %190 = shl nuw nsw i64 %180, 32
  %191 = shl nuw nsw i64 %183, 24
  %192 = shl nuw nsw i64 %186, 16
  %193 = or disjoint i64 %192, %191
  %194 = or disjoint i64 %193, %190
  %195 = getelementptr inbounds i8, ptr %103, i64 15
  %196 = load i8, ptr %195, align 1, !tbaa !6
  %197 = zext i8 %196 to i64
  %198 = or disjoint i64 %194, %197
  %199 = shl nuw nsw i64 %189, 16
  %200 = shl nuw i64 %198, 8
  %201 = or disjoint i64 %199, %200
  %202 = load i8, ptr %167, align 2, !tbaa !6
  %203 = zext i8 %202 to i64
  %204 = or disjoint i64 %201, %203
  store i64 %204, ptr %95, align 8
  %205 = getelementptr inbounds i8, ptr %103, i64 22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %96, ptr noundef nonnull readonly align 2 dereferenceable(6) %205, i64 6, i1 false)
  %206 = add nuw nsw i64 %101, 28
  %207 = sext i16 %128 to i32
  %208 = bitcast i64 %204 to double
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %120, i32 noundef %207, i64 noundef %166, double noundef %208, ptr noundef nonnull %96)
  %210 = load i32, ptr %3, align 8, !tbaa !11
  %211 = getelementptr inbounds [3 x %struct.Rec], ptr @__const.main.recs, i64 0, i64 %100
  %212 = load i32, ptr %211, align 8, !tbaa !11
  %213 = icmp eq i32 %210, %212
  br i1 %213, label %214, label %224

214:                                              ; preds = %99
  %215 = load i16, ptr %93, align 4, !tbaa !17
  %216 = getelementptr inbounds i8, ptr %211, i64 4
  %217 = load i16, ptr %216, align 4, !tbaa !17
  %218 = icmp eq i16 %215, %217
  br i1 %218, label %219, label %224

219:                                              ; preds = %214
  %220 = load i64, ptr %94, align 8, !tbaa !18
  %221 = getelementptr inbounds i8, ptr %211, i64 8
  %222 = load i64, ptr %221, align 8, !tbaa !18
  %223 = icmp eq i64 %220, %222
  br i1 %223, label %226, label %224

224:                                              ; preds = %219, %214, %99
  %225 = add nsw i32 %102, 1
  br label %226

226:                                              ; preds = %224, %219
  %227 = phi i32 [ %225, %224 ], [ %102, %219 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  %228 = add nuw nsw i64 %100, 1
  %229 = icmp eq i64 %228, 3
  br i1 %229, label %97, label %99, !llvm.loop !19
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!11 = !{!12, !13, i64 0}
!12 = !{!"", !13, i64 0, !14, i64 4, !15, i64 8, !16, i64 16, !7, i64 24}
!13 = !{!"int", !7, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = !{!12, !14, i64 4}
!18 = !{!12, !15, i64 8}
!19 = distinct !{!19, !10}
