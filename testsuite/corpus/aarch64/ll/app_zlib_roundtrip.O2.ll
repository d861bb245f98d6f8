; ModuleID = 'apps/zlib_roundtrip/main.c'
source_filename = "apps/zlib_roundtrip/main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [63 x i8] c"zlib %s input %zu bytes crc32=%08lx adler32=%08lx fnv=%016llx\0A\00", align 1
@__const.main.levels = private unnamed_addr constant [3 x i32] [i32 1, i32 6, i32 9], align 4
@.str.3 = private unnamed_addr constant [49 x i8] c"level %d: %zu -> %lu (%.2f%%) comp-crc=%08lx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [41 x i8] c"stream level 5: %zu -> %zu crc=%08lx %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27], align 8
@.str.8 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"backend\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"emits\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"object\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"code\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"selection\00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"machine\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"block\00", align 1
@.str.28 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@str = private unnamed_addr constant [17 x i8] c"compress2 failed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.z_stream_s, align 8
  %4 = alloca [96 x i8], align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = icmp sgt i32 %0, 1
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(6) @.str) #13
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i64 6291456, i64 204800
  br label %14

14:                                               ; preds = %8, %2
  %15 = phi i64 [ 204800, %2 ], [ %13, %8 ]
  %16 = tail call noalias ptr @malloc(i64 noundef %15) #14
  br label %17

17:                                               ; preds = %14, %88
  %18 = phi i64 [ %96, %88 ], [ 0, %14 ]
  %19 = phi i32 [ %89, %88 ], [ 42, %14 ]
  %20 = shl i32 %19, 13
  %21 = xor i32 %20, %19
  %22 = lshr i32 %21, 17
  %23 = xor i32 %22, %21
  %24 = shl i32 %23, 5
  %25 = xor i32 %24, %23
  %26 = urem i32 %25, 10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #15
  %27 = icmp ult i32 %26, 6
  br i1 %27, label %28, label %42

28:                                               ; preds = %17
  %29 = lshr i32 %25, 8
  %30 = urem i32 %29, 20
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !6
  %34 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %33) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %4, ptr align 1 %33, i64 %34, i1 false)
  %35 = lshr i32 %25, 20
  %36 = trunc nuw nsw i32 %35 to i16
  %37 = urem i16 %36, 9
  %38 = icmp eq i16 %37, 0
  %39 = select i1 %38, i8 10, i8 32
  %40 = add i64 %34, 1
  %41 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %34
  store i8 %39, ptr %41, align 1, !tbaa !10
  br label %88

42:                                               ; preds = %17
  %43 = icmp ult i32 %26, 8
  br i1 %43, label %44, label %67

44:                                               ; preds = %42
  %45 = shl i32 %25, 13
  %46 = xor i32 %45, %25
  %47 = lshr i32 %46, 17
  %48 = xor i32 %47, %46
  %49 = shl i32 %48, 5
  %50 = xor i32 %49, %48
  %51 = urem i32 %50, 100000
  store i8 124, ptr %4, align 4, !tbaa !10
  br label %52

52:                                               ; preds = %52, %44
  %53 = phi i64 [ 1, %44 ], [ %61, %52 ]
  %54 = phi i32 [ %51, %44 ], [ %56, %52 ]
  %55 = freeze i32 %54
  %56 = udiv i32 %55, 10
  %57 = mul i32 %56, 10
  %58 = sub i32 %55, %57
  %59 = trunc nuw nsw i32 %58 to i8
  %60 = or disjoint i8 %59, 48
  %61 = add i64 %53, 1
  %62 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %53
  store i8 %60, ptr %62, align 1, !tbaa !10
  %63 = icmp ult i32 %54, 10
  br i1 %63, label %64, label %52, !llvm.loop !11

64:                                               ; preds = %52
  %65 = add i64 %53, 2
  %66 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %61
  store i8 59, ptr %66, align 1, !tbaa !10
  br label %88

67:                                               ; preds = %42
  %68 = icmp eq i32 %26, 8
  br i1 %68, label %69, label %87

69:                                               ; preds = %67
  %70 = lshr i32 %25, 12
  %71 = and i32 %70, 31
  %72 = add nuw nsw i32 %71, 16
  %73 = zext nneg i32 %72 to i64
  br label %74

74:                                               ; preds = %74, %69
  %75 = phi i64 [ 0, %69 ], [ %85, %74 ]
  %76 = phi i32 [ %25, %69 ], [ %82, %74 ]
  %77 = shl i32 %76, 13
  %78 = xor i32 %77, %76
  %79 = lshr i32 %78, 17
  %80 = xor i32 %79, %78
  %81 = shl i32 %80, 5
  %82 = xor i32 %81, %80
  %83 = trunc i32 %82 to i8
  %84 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %75
  store i8 %83, ptr %84, align 1, !tbaa !10
  %85 = add nuw nsw i64 %75, 1
  %86 = icmp eq i64 %85, %73
  br i1 %86, label %88, label %74, !llvm.loop !13

87:                                               ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %4, ptr noundef nonnull align 1 dereferenceable(24) @.str.28, i64 24, i1 false)
  br label %88

88:                                               ; preds = %74, %87, %64, %28
  %89 = phi i32 [ %25, %28 ], [ %50, %64 ], [ %25, %87 ], [ %82, %74 ]
  %90 = phi i64 [ %40, %28 ], [ %65, %64 ], [ 24, %87 ], [ %73, %74 ]
  %91 = add i64 %90, %18
  %92 = icmp ugt i64 %91, %15
  %93 = sub nsw i64 %15, %18
  %94 = select i1 %92, i64 %93, i64 %90
  %95 = getelementptr inbounds i8, ptr %16, i64 %18
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %95, ptr nonnull align 4 %4, i64 %94, i1 false)
  %96 = add i64 %94, %18
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #15
  %97 = icmp ult i64 %96, %15
  br i1 %97, label %17, label %98, !llvm.loop !14

98:                                               ; preds = %88
  %99 = trunc nuw nsw i64 %15 to i32
  %100 = tail call i64 @crc32(i64 noundef 0, ptr noundef %16, i32 noundef %99) #15
  %101 = tail call i64 @adler32(i64 noundef 1, ptr noundef %16, i32 noundef %99) #15
  %102 = tail call ptr @zlibVersion() #15
  br label %103

103:                                              ; preds = %98, %103
  %104 = phi i64 [ %111, %103 ], [ 0, %98 ]
  %105 = phi i64 [ %110, %103 ], [ -3750763034362895579, %98 ]
  %106 = getelementptr inbounds i8, ptr %16, i64 %104
  %107 = load i8, ptr %106, align 1, !tbaa !10
  %108 = zext i8 %107 to i64
  %109 = xor i64 %105, %108
  %110 = mul i64 %109, 1099511628211
  %111 = add nuw nsw i64 %104, 1
  %112 = icmp eq i64 %111, %15
  br i1 %112, label %113, label %103, !llvm.loop !15

113:                                              ; preds = %103
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %102, i64 noundef %15, i64 noundef %100, i64 noundef %101, i64 noundef %110)
  %115 = uitofp nneg i64 %15 to double
  %116 = or disjoint i64 %15, 1
  %117 = getelementptr inbounds i8, ptr %3, i64 8
  %118 = getelementptr inbounds i8, ptr %3, i64 24
  %119 = getelementptr inbounds i8, ptr %3, i64 32
  %120 = getelementptr inbounds i8, ptr %3, i64 40
  br label %121

121:                                              ; preds = %113, %141
  %122 = phi i64 [ 0, %113 ], [ %155, %141 ]
  %123 = phi i32 [ 0, %113 ], [ %146, %141 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  %124 = call i64 @compressBound(i64 noundef %15) #15
  store i64 %124, ptr %5, align 8, !tbaa !16
  %125 = call noalias ptr @malloc(i64 noundef %124) #14
  %126 = getelementptr inbounds [3 x i32], ptr @__const.main.levels, i64 0, i64 %122
  %127 = load i32, ptr %126, align 4, !tbaa !18
  %128 = call i32 @compress2(ptr noundef %125, ptr noundef nonnull %5, ptr noundef %16, i64 noundef %15, i32 noundef %127) #15
  %129 = icmp eq i32 %128, 0
  br i1 %129, label %130, label %157

130:                                              ; preds = %121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #15
  store i64 %15, ptr %6, align 8, !tbaa !16
  %131 = call noalias ptr @malloc(i64 noundef %15) #14
  %132 = load i64, ptr %5, align 8, !tbaa !16
  %133 = call i32 @uncompress(ptr noundef %131, ptr noundef nonnull %6, ptr noundef %125, i64 noundef %132) #15
  %134 = icmp eq i32 %133, 0
  %135 = load i64, ptr %6, align 8
  %136 = icmp eq i64 %135, %15
  %137 = select i1 %134, i1 %136, i1 false
  br i1 %137, label %138, label %141

138:                                              ; preds = %130
  %139 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %131, ptr noundef nonnull dereferenceable(1) %16, i64 %15)
  %140 = icmp eq i32 %139, 0
  br label %141

141:                                              ; preds = %138, %130
  %142 = phi i1 [ false, %130 ], [ %140, %138 ]
  %143 = freeze i1 %142
  %144 = xor i1 %143, true
  %145 = zext i1 %144 to i32
  %146 = add nuw nsw i32 %123, %145
  %147 = load i64, ptr %5, align 8, !tbaa !16
  %148 = uitofp i64 %147 to double
  %149 = fmul double %148, 1.000000e+02
  %150 = fdiv double %149, %115
  %151 = trunc i64 %147 to i32
  %152 = call i64 @crc32(i64 noundef 0, ptr noundef %125, i32 noundef %151) #15
  %153 = select i1 %143, ptr @.str.4, ptr @.str.5
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %127, i64 noundef %15, i64 noundef %147, double noundef %150, i64 noundef %152, ptr noundef nonnull %153)
  call void @free(ptr noundef %125) #15
  call void @free(ptr noundef %131) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  %155 = add nuw nsw i64 %122, 1
  %156 = icmp eq i64 %155, 3
  br i1 %156, label %159, label %121, !llvm.loop !20

157:                                              ; preds = %121
  %158 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  br label %222

159:                                              ; preds = %141
  %160 = call i64 @compressBound(i64 noundef %15) #15
  %161 = add i64 %160, 64
  %162 = call noalias ptr @malloc(i64 noundef %161) #14
  %163 = call noalias ptr @malloc(i64 noundef %116) #14
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, i8 0, i64 112, i1 false)
  %164 = call i32 @deflateInit2_(ptr noundef nonnull %3, i32 noundef 5, i32 noundef 8, i32 noundef 15, i32 noundef 8, i32 noundef 0, ptr noundef nonnull @.str.29, i32 noundef 112) #15
  %165 = icmp eq i32 %164, 0
  call void @llvm.assume(i1 %165)
  br label %166

166:                                              ; preds = %159, %185
  %167 = phi i64 [ %183, %185 ], [ 0, %159 ]
  %168 = phi i64 [ %173, %185 ], [ 0, %159 ]
  %169 = sub i64 %15, %168
  %170 = call i64 @llvm.umin.i64(i64 %169, i64 4096)
  %171 = getelementptr inbounds i8, ptr %16, i64 %168
  store ptr %171, ptr %3, align 8, !tbaa !21
  %172 = trunc nuw nsw i64 %170 to i32
  store i32 %172, ptr %117, align 8, !tbaa !23
  %173 = add i64 %170, %168
  %174 = icmp eq i64 %173, %15
  %175 = select i1 %174, i32 4, i32 0
  br label %176

176:                                              ; preds = %176, %166
  %177 = phi i64 [ %167, %166 ], [ %183, %176 ]
  %178 = getelementptr inbounds i8, ptr %162, i64 %177
  store ptr %178, ptr %118, align 8, !tbaa !24
  store i32 1024, ptr %119, align 8, !tbaa !25
  %179 = call i32 @deflate(ptr noundef nonnull %3, i32 noundef %175) #15
  %180 = load i32, ptr %119, align 8, !tbaa !25
  %181 = sub i32 1024, %180
  %182 = zext i32 %181 to i64
  %183 = add i64 %177, %182
  %184 = icmp eq i32 %180, 0
  br i1 %184, label %176, label %185, !llvm.loop !26

185:                                              ; preds = %176
  %186 = icmp ult i64 %173, %15
  br i1 %186, label %166, label %187, !llvm.loop !27

187:                                              ; preds = %185
  %188 = call i32 @deflateEnd(ptr noundef nonnull %3) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, i8 0, i64 112, i1 false)
  %189 = call i32 @inflateInit2_(ptr noundef nonnull %3, i32 noundef 15, ptr noundef nonnull @.str.29, i32 noundef 112) #15
  store ptr %162, ptr %3, align 8, !tbaa !21
  %190 = trunc i64 %183 to i32
  store i32 %190, ptr %117, align 8, !tbaa !23
  br label %191

191:                                              ; preds = %191, %187
  %192 = phi i64 [ 0, %187 ], [ %198, %191 ]
  %193 = getelementptr inbounds i8, ptr %163, i64 %192
  store ptr %193, ptr %118, align 8, !tbaa !24
  %194 = sub i64 %116, %192
  %195 = call i64 @llvm.umin.i64(i64 %194, i64 777)
  %196 = trunc nuw nsw i64 %195 to i32
  store i32 %196, ptr %119, align 8, !tbaa !25
  %197 = call i32 @inflate(ptr noundef nonnull %3, i32 noundef 0) #15
  %198 = load i64, ptr %120, align 8, !tbaa !28
  %199 = icmp eq i32 %197, 0
  br i1 %199, label %191, label %200, !llvm.loop !29

200:                                              ; preds = %191
  %201 = call i32 @inflateEnd(ptr noundef nonnull %3) #15
  %202 = trunc i64 %198 to i32
  %203 = call i64 @crc32(i64 noundef 0, ptr noundef %163, i32 noundef %202) #15
  %204 = icmp eq i32 %197, 1
  %205 = icmp eq i64 %198, %15
  %206 = select i1 %204, i1 %205, i1 false
  br i1 %206, label %207, label %210

207:                                              ; preds = %200
  %208 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(1) %163, i64 %15)
  %209 = icmp eq i32 %208, 0
  br label %210

210:                                              ; preds = %207, %200
  %211 = phi i1 [ false, %200 ], [ %209, %207 ]
  call void @free(ptr noundef %162) #15
  call void @free(ptr noundef %163) #15
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #15
  %212 = icmp ne i64 %203, %100
  %213 = xor i1 %211, true
  %214 = select i1 %213, i1 true, i1 %212
  %215 = zext i1 %214 to i32
  %216 = add nuw nsw i32 %146, %215
  %217 = icmp eq i64 %203, %100
  %218 = select i1 %211, i1 %217, i1 false
  %219 = select i1 %218, ptr @.str.4, ptr @.str.5
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %15, i64 noundef %183, i64 noundef %203, ptr noundef nonnull %219)
  call void @free(ptr noundef %16) #15
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %216)
  br label %222

222:                                              ; preds = %157, %210
  %223 = phi i32 [ %216, %210 ], [ 2, %157 ]
  ret i32 %223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

declare i64 @crc32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare i64 @adler32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare ptr @zlibVersion() local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare i64 @compressBound(i64 noundef) local_unnamed_addr #4

declare i32 @compress2(ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare i32 @uncompress(ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

declare i32 @deflateInit2_(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare i32 @deflate(ptr noundef, i32 noundef) local_unnamed_addr #4

declare i32 @deflateEnd(ptr noundef) local_unnamed_addr #4

declare i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare i32 @inflate(ptr noundef, i32 noundef) local_unnamed_addr #4

declare i32 @inflateEnd(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind }

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
!17 = !{!"long", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = distinct !{!20, !12}
!21 = !{!22, !7, i64 0}
!22 = !{!"z_stream_s", !7, i64 0, !19, i64 8, !17, i64 16, !7, i64 24, !19, i64 32, !17, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !19, i64 88, !17, i64 96, !17, i64 104}
!23 = !{!22, !19, i64 8}
!24 = !{!22, !7, i64 24}
!25 = !{!22, !19, i64 32}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = !{!22, !17, i64 40}
!29 = distinct !{!29, !12}
