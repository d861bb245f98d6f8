; ModuleID = 'apps/bzip2_roundtrip/main.c'
source_filename = "apps/bzip2_roundtrip/main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"bzip2 %s input %zu bytes fnv=%016llx\0A\00", align 1
@__const.main.blocks = private unnamed_addr constant [3 x i32] [i32 1, i32 5, i32 9], align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"compress failed %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [59 x i8] c"block %d small=%d: %zu -> %u (%.2f%%) comp-fnv=%016llx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26], align 8
@.str.7 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"backend\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"emits\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"object\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"code\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1
@.str.20 = private unnamed_addr constant [10 x i8] c"selection\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"machine\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"block\00", align 1
@.str.27 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [96 x i8], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = icmp sgt i32 %0, 1
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(6) @.str) #9
  %11 = icmp eq i32 %10, 0
  %12 = select i1 %11, i64 921600, i64 122880
  br label %13

13:                                               ; preds = %7, %2
  %14 = phi i64 [ 122880, %2 ], [ %12, %7 ]
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #10
  br label %16

16:                                               ; preds = %13, %87
  %17 = phi i64 [ %95, %87 ], [ 0, %13 ]
  %18 = phi i32 [ %88, %87 ], [ 7, %13 ]
  %19 = shl i32 %18, 13
  %20 = xor i32 %19, %18
  %21 = lshr i32 %20, 17
  %22 = xor i32 %21, %20
  %23 = shl i32 %22, 5
  %24 = xor i32 %23, %22
  %25 = urem i32 %24, 10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #11
  %26 = icmp ult i32 %25, 6
  br i1 %26, label %27, label %41

27:                                               ; preds = %16
  %28 = lshr i32 %24, 8
  %29 = urem i32 %28, 20
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !6
  %33 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %3, ptr align 1 %32, i64 %33, i1 false)
  %34 = lshr i32 %24, 20
  %35 = trunc nuw nsw i32 %34 to i16
  %36 = urem i16 %35, 9
  %37 = icmp eq i16 %36, 0
  %38 = select i1 %37, i8 10, i8 32
  %39 = add i64 %33, 1
  %40 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %33
  store i8 %38, ptr %40, align 1, !tbaa !10
  br label %87

41:                                               ; preds = %16
  %42 = icmp ult i32 %25, 8
  br i1 %42, label %43, label %66

43:                                               ; preds = %41
  %44 = shl i32 %24, 13
  %45 = xor i32 %44, %24
  %46 = lshr i32 %45, 17
  %47 = xor i32 %46, %45
  %48 = shl i32 %47, 5
  %49 = xor i32 %48, %47
  %50 = urem i32 %49, 100000
  store i8 124, ptr %3, align 4, !tbaa !10
  br label %51

51:                                               ; preds = %51, %43
  %52 = phi i64 [ 1, %43 ], [ %60, %51 ]
  %53 = phi i32 [ %50, %43 ], [ %55, %51 ]
  %54 = freeze i32 %53
  %55 = udiv i32 %54, 10
  %56 = mul i32 %55, 10
  %57 = sub i32 %54, %56
  %58 = trunc nuw nsw i32 %57 to i8
  %59 = or disjoint i8 %58, 48
  %60 = add i64 %52, 1
  %61 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %52
  store i8 %59, ptr %61, align 1, !tbaa !10
  %62 = icmp ult i32 %53, 10
  br i1 %62, label %63, label %51, !llvm.loop !11

63:                                               ; preds = %51
  %64 = add i64 %52, 2
  %65 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %60
  store i8 59, ptr %65, align 1, !tbaa !10
  br label %87

66:                                               ; preds = %41
  %67 = icmp eq i32 %25, 8
  br i1 %67, label %68, label %86

68:                                               ; preds = %66
  %69 = lshr i32 %24, 12
  %70 = and i32 %69, 31
  %71 = add nuw nsw i32 %70, 16
  %72 = zext nneg i32 %71 to i64
  br label %73

73:                                               ; preds = %73, %68
  %74 = phi i64 [ 0, %68 ], [ %84, %73 ]
  %75 = phi i32 [ %24, %68 ], [ %81, %73 ]
  %76 = shl i32 %75, 13
  %77 = xor i32 %76, %75
  %78 = lshr i32 %77, 17
  %79 = xor i32 %78, %77
  %80 = shl i32 %79, 5
  %81 = xor i32 %80, %79
  %82 = trunc i32 %81 to i8
  %83 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %74
  store i8 %82, ptr %83, align 1, !tbaa !10
  %84 = add nuw nsw i64 %74, 1
  %85 = icmp eq i64 %84, %72
  br i1 %85, label %87, label %73, !llvm.loop !13

86:                                               ; preds = %66
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %3, ptr noundef nonnull align 1 dereferenceable(24) @.str.27, i64 24, i1 false)
  br label %87

87:                                               ; preds = %73, %86, %63, %27
  %88 = phi i32 [ %24, %27 ], [ %49, %63 ], [ %24, %86 ], [ %81, %73 ]
  %89 = phi i64 [ %39, %27 ], [ %64, %63 ], [ 24, %86 ], [ %72, %73 ]
  %90 = add i64 %89, %17
  %91 = icmp ugt i64 %90, %14
  %92 = sub nsw i64 %14, %17
  %93 = select i1 %91, i64 %92, i64 %89
  %94 = getelementptr inbounds i8, ptr %15, i64 %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %94, ptr nonnull align 4 %3, i64 %93, i1 false)
  %95 = add i64 %93, %17
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #11
  %96 = icmp ult i64 %95, %14
  br i1 %96, label %16, label %97, !llvm.loop !14

97:                                               ; preds = %87
  %98 = tail call ptr @BZ2_bzlibVersion() #11
  br label %99

99:                                               ; preds = %97, %99
  %100 = phi i64 [ %107, %99 ], [ 0, %97 ]
  %101 = phi i64 [ %106, %99 ], [ -3750763034362895579, %97 ]
  %102 = getelementptr inbounds i8, ptr %15, i64 %100
  %103 = load i8, ptr %102, align 1, !tbaa !10
  %104 = zext i8 %103 to i64
  %105 = xor i64 %101, %104
  %106 = mul i64 %105, 1099511628211
  %107 = add nuw nsw i64 %100, 1
  %108 = icmp eq i64 %107, %14
  br i1 %108, label %109, label %99, !llvm.loop !15

109:                                              ; preds = %99
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %98, i64 noundef %14, i64 noundef %106)
  %111 = udiv i64 %14, 100
  %112 = add nuw nsw i64 %111, %14
  %113 = trunc nuw nsw i64 %112 to i32
  %114 = add nuw nsw i32 %113, 600
  %115 = zext nneg i32 %114 to i64
  %116 = trunc nuw nsw i64 %14 to i32
  %117 = uitofp nneg i64 %14 to double
  br label %118

118:                                              ; preds = %109, %197
  %119 = phi i64 [ 0, %109 ], [ %201, %197 ]
  %120 = phi i32 [ 0, %109 ], [ %180, %197 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #11
  store i32 %114, ptr %4, align 4, !tbaa !16
  %121 = call noalias ptr @malloc(i64 noundef %115) #10
  %122 = getelementptr inbounds [3 x i32], ptr @__const.main.blocks, i64 0, i64 %119
  %123 = load i32, ptr %122, align 4, !tbaa !16
  %124 = call i32 @BZ2_bzBuffToBuffCompress(ptr noundef %121, ptr noundef nonnull %4, ptr noundef %15, i32 noundef %116, i32 noundef %123, i32 noundef 0, i32 noundef 30) #11
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %126, label %135

126:                                              ; preds = %118
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #11
  store i32 %116, ptr %5, align 4, !tbaa !16
  %127 = call noalias ptr @malloc(i64 noundef %14) #10
  %128 = load i32, ptr %4, align 4, !tbaa !16
  %129 = call i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %127, ptr noundef nonnull %5, ptr noundef %121, i32 noundef %128, i32 noundef 0, i32 noundef 0) #11
  %130 = icmp eq i32 %129, 0
  %131 = load i32, ptr %5, align 4
  %132 = zext i32 %131 to i64
  %133 = icmp eq i64 %14, %132
  %134 = select i1 %130, i1 %133, i1 false
  br i1 %134, label %137, label %140

135:                                              ; preds = %118
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %124)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  br label %205

137:                                              ; preds = %126
  %138 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %127, ptr noundef nonnull dereferenceable(1) %15, i64 %14)
  %139 = icmp eq i32 %138, 0
  br label %140

140:                                              ; preds = %137, %126
  %141 = phi i1 [ false, %126 ], [ %139, %137 ]
  %142 = xor i1 %141, true
  %143 = zext i1 %142 to i32
  %144 = add nsw i32 %120, %143
  %145 = load i32, ptr %4, align 4, !tbaa !16
  %146 = uitofp i32 %145 to double
  %147 = fmul double %146, 1.000000e+02
  %148 = fdiv double %147, %117
  %149 = zext i32 %145 to i64
  %150 = icmp eq i32 %145, 0
  br i1 %150, label %161, label %151

151:                                              ; preds = %140, %151
  %152 = phi i64 [ %159, %151 ], [ 0, %140 ]
  %153 = phi i64 [ %158, %151 ], [ -3750763034362895579, %140 ]
  %154 = getelementptr inbounds i8, ptr %121, i64 %152
  %155 = load i8, ptr %154, align 1, !tbaa !10
  %156 = zext i8 %155 to i64
  %157 = xor i64 %153, %156
  %158 = mul i64 %157, 1099511628211
  %159 = add nuw nsw i64 %152, 1
  %160 = icmp eq i64 %159, %149
  br i1 %160, label %161, label %151, !llvm.loop !15

161:                                              ; preds = %151, %140
  %162 = phi i64 [ -3750763034362895579, %140 ], [ %158, %151 ]
  %163 = select i1 %141, ptr @.str.4, ptr @.str.5
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123, i32 noundef 0, i64 noundef %14, i32 noundef %145, double noundef %148, i64 noundef %162, ptr noundef nonnull %163)
  call void @free(ptr noundef %127) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #11
  store i32 %116, ptr %5, align 4, !tbaa !16
  %165 = call noalias ptr @malloc(i64 noundef %14) #10
  %166 = load i32, ptr %4, align 4, !tbaa !16
  %167 = call i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %165, ptr noundef nonnull %5, ptr noundef %121, i32 noundef %166, i32 noundef 1, i32 noundef 0) #11
  %168 = icmp eq i32 %167, 0
  %169 = load i32, ptr %5, align 4
  %170 = zext i32 %169 to i64
  %171 = icmp eq i64 %14, %170
  %172 = select i1 %168, i1 %171, i1 false
  br i1 %172, label %173, label %176

173:                                              ; preds = %161
  %174 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %165, ptr noundef nonnull dereferenceable(1) %15, i64 %14)
  %175 = icmp eq i32 %174, 0
  br label %176

176:                                              ; preds = %173, %161
  %177 = phi i1 [ false, %161 ], [ %175, %173 ]
  %178 = xor i1 %177, true
  %179 = zext i1 %178 to i32
  %180 = add nsw i32 %144, %179
  %181 = load i32, ptr %4, align 4, !tbaa !16
  %182 = uitofp i32 %181 to double
  %183 = fmul double %182, 1.000000e+02
  %184 = fdiv double %183, %117
  %185 = zext i32 %181 to i64
  %186 = icmp eq i32 %181, 0
  br i1 %186, label %197, label %187

187:                                              ; preds = %176, %187
  %188 = phi i64 [ %195, %187 ], [ 0, %176 ]
  %189 = phi i64 [ %194, %187 ], [ -3750763034362895579, %176 ]
  %190 = getelementptr inbounds i8, ptr %121, i64 %188
  %191 = load i8, ptr %190, align 1, !tbaa !10
  %192 = zext i8 %191 to i64
  %193 = xor i64 %189, %192
  %194 = mul i64 %193, 1099511628211
  %195 = add nuw nsw i64 %188, 1
  %196 = icmp eq i64 %195, %185
  br i1 %196, label %197, label %187, !llvm.loop !15

197:                                              ; preds = %187, %176
  %198 = phi i64 [ -3750763034362895579, %176 ], [ %194, %187 ]
  %199 = select i1 %177, ptr @.str.4, ptr @.str.5
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123, i32 noundef 1, i64 noundef %14, i32 noundef %181, double noundef %184, i64 noundef %198, ptr noundef nonnull %199)
  call void @free(ptr noundef %165) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #11
  call void @free(ptr noundef %121) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  %201 = add nuw nsw i64 %119, 1
  %202 = icmp eq i64 %201, 3
  br i1 %202, label %203, label %118, !llvm.loop !18

203:                                              ; preds = %197
  call void @free(ptr noundef %15) #11
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %180)
  br label %205

205:                                              ; preds = %135, %203
  %206 = phi i32 [ %180, %203 ], [ 2, %135 ]
  ret i32 %206
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare ptr @BZ2_bzlibVersion() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare i32 @BZ2_bzBuffToBuffCompress(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @BZ2_bzBuffToBuffDecompress(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !8, i64 0}
!18 = distinct !{!18, !12}
