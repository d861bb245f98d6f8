; ModuleID = 'programs/bitint_256_wide.c'
source_filename = "programs/bitint_256_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"2^255=\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"2^255 = %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"max   = %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"57!   = %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"100! mod 2^256 = \00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"q=\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" r=\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" ok=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c" s=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"s200: q=%s\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c" uq=\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c" ur=\00", align 1
@.str.16 = private unnamed_addr constant [31 x i8] c"s200 identity %d, rem sign %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 97) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [90 x i8], align 16
  %2 = alloca i256, align 16
  %3 = alloca i256, align 16
  %4 = alloca i256, align 16
  %5 = alloca i256, align 16
  %6 = alloca i256, align 16
  %7 = alloca i256, align 16
  %8 = alloca [90 x i8], align 16
  %9 = alloca i256, align 16
  %10 = alloca i256, align 16
  %11 = alloca i256, align 16
  %12 = alloca i256, align 16
  %13 = alloca i256, align 16
  %14 = alloca i256, align 16
  %15 = alloca [90 x i8], align 16
  %16 = alloca i256, align 16
  %17 = alloca i256, align 16
  %18 = alloca i256, align 16
  %19 = alloca i256, align 16
  %20 = alloca i256, align 16
  %21 = alloca i256, align 16
  %22 = alloca [100 x i8], align 16
  %23 = alloca i256, align 16
  %24 = alloca i256, align 16
  %25 = alloca i256, align 16
  %26 = alloca i256, align 16
  %27 = alloca i256, align 16
  %28 = alloca i256, align 16
  %29 = alloca i256, align 16
  %30 = alloca i256, align 16
  %31 = alloca i256, align 16
  %32 = alloca i256, align 16
  %33 = alloca i256, align 16
  %34 = alloca i256, align 16
  %35 = alloca i256, align 16
  %36 = alloca i256, align 16
  %37 = alloca i256, align 16
  %38 = alloca i256, align 16
  %39 = alloca i256, align 16
  %40 = alloca i256, align 16
  %41 = alloca i256, align 16
  %42 = alloca i256, align 16
  %43 = alloca i256, align 16
  %44 = alloca i256, align 16
  %45 = alloca i256, align 16
  %46 = alloca i256, align 16
  %47 = alloca i256, align 16
  %48 = alloca i256, align 16
  %49 = alloca i256, align 16
  %50 = alloca i256, align 16
  %51 = alloca i256, align 16
  %52 = alloca i256, align 16
  %53 = alloca i256, align 16
  %54 = alloca i256, align 16
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %22) #5
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef -9223372036854775808)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 0)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 0)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 0)
  %60 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 90, ptr nonnull %15) #5
  br label %61

61:                                               ; preds = %61, %0
  %62 = phi i32 [ %72, %61 ], [ 1, %0 ]
  %63 = phi i64 [ %68, %61 ], [ 0, %0 ]
  %64 = phi i256 [ %70, %61 ], [ -57896044618658097711785492504343953926634992332820282019728792003956564819968, %0 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #5
  store i256 %64, ptr %17, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #5
  store i256 10, ptr %18, align 16, !tbaa !5
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %16, ptr noundef nonnull byval(i256) align 8 %17, ptr noundef nonnull byval(i256) align 8 %18)
  %65 = load i256, ptr %16, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #5
  %66 = trunc i256 %65 to i8
  %67 = add i8 %66, 48
  %68 = add nuw nsw i64 %63, 1
  %69 = getelementptr inbounds [90 x i8], ptr %15, i64 0, i64 %63
  store i8 %67, ptr %69, align 1, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #5
  store i256 %64, ptr %20, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #5
  store i256 10, ptr %21, align 16, !tbaa !5
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %19, ptr noundef nonnull byval(i256) align 8 %20, ptr noundef nonnull byval(i256) align 8 %21)
  %70 = load i256, ptr %19, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #5
  %71 = icmp eq i256 %70, 0
  %72 = add nuw i32 %62, 1
  br i1 %71, label %73, label %61, !llvm.loop !10

73:                                               ; preds = %61
  %74 = shl i64 %63, 32
  %75 = ashr exact i64 %74, 32
  %76 = zext i32 %62 to i64
  %77 = icmp ult i32 %62, 8
  br i1 %77, label %116, label %78

78:                                               ; preds = %73
  %79 = icmp ult i32 %62, 32
  br i1 %79, label %101, label %80

80:                                               ; preds = %78
  %81 = and i64 %76, 4294967264
  br label %82

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 0, %80 ], [ %94, %82 ]
  %84 = sub nsw i64 %75, %83
  %85 = getelementptr inbounds [90 x i8], ptr %15, i64 0, i64 %84
  %86 = getelementptr inbounds i8, ptr %85, i64 -15
  %87 = getelementptr inbounds i8, ptr %85, i64 -31
  %88 = load <16 x i8>, ptr %86, align 1, !tbaa !9
  %89 = shufflevector <16 x i8> %88, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %90 = load <16 x i8>, ptr %87, align 1, !tbaa !9
  %91 = shufflevector <16 x i8> %90, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %92 = getelementptr inbounds i8, ptr %22, i64 %83
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  store <16 x i8> %89, ptr %92, align 16, !tbaa !9
  store <16 x i8> %91, ptr %93, align 16, !tbaa !9
  %94 = add nuw i64 %83, 32
  %95 = icmp eq i64 %94, %81
  br i1 %95, label %96, label %82, !llvm.loop !12

96:                                               ; preds = %82
  %97 = icmp eq i64 %81, %76
  br i1 %97, label %126, label %98

98:                                               ; preds = %96
  %99 = and i64 %76, 24
  %100 = icmp eq i64 %99, 0
  br i1 %100, label %116, label %101

101:                                              ; preds = %78, %98
  %102 = phi i64 [ %81, %98 ], [ 0, %78 ]
  %103 = and i64 %76, 4294967288
  %104 = getelementptr i8, ptr %15, i64 -7
  br label %105

105:                                              ; preds = %105, %101
  %106 = phi i64 [ %102, %101 ], [ %112, %105 ]
  %107 = sub nsw i64 %75, %106
  %108 = getelementptr [90 x i8], ptr %104, i64 0, i64 %107
  %109 = load <8 x i8>, ptr %108, align 1, !tbaa !9
  %110 = shufflevector <8 x i8> %109, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %111 = getelementptr inbounds i8, ptr %22, i64 %106
  store <8 x i8> %110, ptr %111, align 8, !tbaa !9
  %112 = add nuw i64 %106, 8
  %113 = icmp eq i64 %112, %103
  br i1 %113, label %114, label %105, !llvm.loop !15

114:                                              ; preds = %105
  %115 = icmp eq i64 %103, %76
  br i1 %115, label %126, label %116

116:                                              ; preds = %114, %73, %98
  %117 = phi i64 [ 0, %73 ], [ %81, %98 ], [ %103, %114 ]
  br label %118

118:                                              ; preds = %116, %118
  %119 = phi i64 [ %124, %118 ], [ %117, %116 ]
  %120 = sub nsw i64 %75, %119
  %121 = getelementptr inbounds [90 x i8], ptr %15, i64 0, i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !9
  %123 = getelementptr inbounds i8, ptr %22, i64 %119
  store i8 %122, ptr %123, align 1, !tbaa !9
  %124 = add nuw nsw i64 %119, 1
  %125 = icmp eq i64 %124, %76
  br i1 %125, label %126, label %118, !llvm.loop !16

126:                                              ; preds = %118, %114, %96
  %127 = and i64 %68, 4294967295
  %128 = getelementptr inbounds i8, ptr %22, i64 %127
  store i8 0, ptr %128, align 1, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 90, ptr nonnull %15) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19)
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %22)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 90, ptr nonnull %8) #5
  br label %130

130:                                              ; preds = %130, %126
  %131 = phi i32 [ %141, %130 ], [ 1, %126 ]
  %132 = phi i64 [ %137, %130 ], [ 0, %126 ]
  %133 = phi i256 [ %139, %130 ], [ -1, %126 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #5
  store i256 %133, ptr %10, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #5
  store i256 10, ptr %11, align 16, !tbaa !5
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %9, ptr noundef nonnull byval(i256) align 8 %10, ptr noundef nonnull byval(i256) align 8 %11)
  %134 = load i256, ptr %9, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #5
  %135 = trunc i256 %134 to i8
  %136 = add i8 %135, 48
  %137 = add nuw nsw i64 %132, 1
  %138 = getelementptr inbounds [90 x i8], ptr %8, i64 0, i64 %132
  store i8 %136, ptr %138, align 1, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #5
  store i256 %133, ptr %13, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #5
  store i256 10, ptr %14, align 16, !tbaa !5
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %12, ptr noundef nonnull byval(i256) align 8 %13, ptr noundef nonnull byval(i256) align 8 %14)
  %139 = load i256, ptr %12, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #5
  %140 = icmp eq i256 %139, 0
  %141 = add nuw i32 %131, 1
  br i1 %140, label %142, label %130, !llvm.loop !10

142:                                              ; preds = %130
  %143 = shl i64 %132, 32
  %144 = ashr exact i64 %143, 32
  %145 = zext i32 %131 to i64
  %146 = icmp ult i32 %131, 8
  br i1 %146, label %185, label %147

147:                                              ; preds = %142
  %148 = icmp ult i32 %131, 32
  br i1 %148, label %170, label %149

149:                                              ; preds = %147
  %150 = and i64 %145, 4294967264
  br label %151

151:                                              ; preds = %151, %149
  %152 = phi i64 [ 0, %149 ], [ %163, %151 ]
  %153 = sub nsw i64 %144, %152
  %154 = getelementptr inbounds [90 x i8], ptr %8, i64 0, i64 %153
  %155 = getelementptr inbounds i8, ptr %154, i64 -15
  %156 = getelementptr inbounds i8, ptr %154, i64 -31
  %157 = load <16 x i8>, ptr %155, align 1, !tbaa !9
  %158 = shufflevector <16 x i8> %157, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %159 = load <16 x i8>, ptr %156, align 1, !tbaa !9
  %160 = shufflevector <16 x i8> %159, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %161 = getelementptr inbounds i8, ptr %22, i64 %152
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  store <16 x i8> %158, ptr %161, align 16, !tbaa !9
  store <16 x i8> %160, ptr %162, align 16, !tbaa !9
  %163 = add nuw i64 %152, 32
  %164 = icmp eq i64 %163, %150
  br i1 %164, label %165, label %151, !llvm.loop !17

165:                                              ; preds = %151
  %166 = icmp eq i64 %150, %145
  br i1 %166, label %195, label %167

167:                                              ; preds = %165
  %168 = and i64 %145, 24
  %169 = icmp eq i64 %168, 0
  br i1 %169, label %185, label %170

170:                                              ; preds = %147, %167
  %171 = phi i64 [ %150, %167 ], [ 0, %147 ]
  %172 = and i64 %145, 4294967288
  %173 = getelementptr i8, ptr %8, i64 -7
  br label %174

174:                                              ; preds = %174, %170
  %175 = phi i64 [ %171, %170 ], [ %181, %174 ]
  %176 = sub nsw i64 %144, %175
  %177 = getelementptr [90 x i8], ptr %173, i64 0, i64 %176
  %178 = load <8 x i8>, ptr %177, align 1, !tbaa !9
  %179 = shufflevector <8 x i8> %178, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %180 = getelementptr inbounds i8, ptr %22, i64 %175
  store <8 x i8> %179, ptr %180, align 8, !tbaa !9
  %181 = add nuw i64 %175, 8
  %182 = icmp eq i64 %181, %172
  br i1 %182, label %183, label %174, !llvm.loop !18

183:                                              ; preds = %174
  %184 = icmp eq i64 %172, %145
  br i1 %184, label %195, label %185

185:                                              ; preds = %183, %142, %167
  %186 = phi i64 [ 0, %142 ], [ %150, %167 ], [ %172, %183 ]
  br label %187

187:                                              ; preds = %185, %187
  %188 = phi i64 [ %193, %187 ], [ %186, %185 ]
  %189 = sub nsw i64 %144, %188
  %190 = getelementptr inbounds [90 x i8], ptr %8, i64 0, i64 %189
  %191 = load i8, ptr %190, align 1, !tbaa !9
  %192 = getelementptr inbounds i8, ptr %22, i64 %188
  store i8 %191, ptr %192, align 1, !tbaa !9
  %193 = add nuw nsw i64 %188, 1
  %194 = icmp eq i64 %193, %145
  br i1 %194, label %195, label %187, !llvm.loop !19

195:                                              ; preds = %187, %183, %165
  %196 = and i64 %137, 4294967295
  %197 = getelementptr inbounds i8, ptr %22, i64 %196
  store i8 0, ptr %197, align 1, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 90, ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %22)
  br label %269

199:                                              ; preds = %269
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 90, ptr nonnull %1) #5
  br label %200

200:                                              ; preds = %200, %199
  %201 = phi i32 [ %211, %200 ], [ 1, %199 ]
  %202 = phi i64 [ %207, %200 ], [ 0, %199 ]
  %203 = phi i256 [ %209, %200 ], [ %273, %199 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  store i256 %203, ptr %3, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  store i256 10, ptr %4, align 16, !tbaa !5
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %2, ptr noundef nonnull byval(i256) align 8 %3, ptr noundef nonnull byval(i256) align 8 %4)
  %204 = load i256, ptr %2, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  %205 = trunc i256 %204 to i8
  %206 = add i8 %205, 48
  %207 = add nuw nsw i64 %202, 1
  %208 = getelementptr inbounds [90 x i8], ptr %1, i64 0, i64 %202
  store i8 %206, ptr %208, align 1, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #5
  store i256 %203, ptr %6, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #5
  store i256 10, ptr %7, align 16, !tbaa !5
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %5, ptr noundef nonnull byval(i256) align 8 %6, ptr noundef nonnull byval(i256) align 8 %7)
  %209 = load i256, ptr %5, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #5
  %210 = icmp eq i256 %209, 0
  %211 = add nuw i32 %201, 1
  br i1 %210, label %212, label %200, !llvm.loop !10

212:                                              ; preds = %200
  %213 = shl i64 %202, 32
  %214 = ashr exact i64 %213, 32
  %215 = zext i32 %201 to i64
  %216 = icmp ult i32 %201, 8
  br i1 %216, label %255, label %217

217:                                              ; preds = %212
  %218 = icmp ult i32 %201, 32
  br i1 %218, label %240, label %219

219:                                              ; preds = %217
  %220 = and i64 %215, 4294967264
  br label %221

221:                                              ; preds = %221, %219
  %222 = phi i64 [ 0, %219 ], [ %233, %221 ]
  %223 = sub nsw i64 %214, %222
  %224 = getelementptr inbounds [90 x i8], ptr %1, i64 0, i64 %223
  %225 = getelementptr inbounds i8, ptr %224, i64 -15
  %226 = getelementptr inbounds i8, ptr %224, i64 -31
  %227 = load <16 x i8>, ptr %225, align 1, !tbaa !9
  %228 = shufflevector <16 x i8> %227, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %229 = load <16 x i8>, ptr %226, align 1, !tbaa !9
  %230 = shufflevector <16 x i8> %229, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %231 = getelementptr inbounds i8, ptr %22, i64 %222
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  store <16 x i8> %228, ptr %231, align 16, !tbaa !9
  store <16 x i8> %230, ptr %232, align 16, !tbaa !9
  %233 = add nuw i64 %222, 32
  %234 = icmp eq i64 %233, %220
  br i1 %234, label %235, label %221, !llvm.loop !20

235:                                              ; preds = %221
  %236 = icmp eq i64 %220, %215
  br i1 %236, label %265, label %237

237:                                              ; preds = %235
  %238 = and i64 %215, 24
  %239 = icmp eq i64 %238, 0
  br i1 %239, label %255, label %240

240:                                              ; preds = %217, %237
  %241 = phi i64 [ %220, %237 ], [ 0, %217 ]
  %242 = and i64 %215, 4294967288
  %243 = getelementptr i8, ptr %1, i64 -7
  br label %244

244:                                              ; preds = %244, %240
  %245 = phi i64 [ %241, %240 ], [ %251, %244 ]
  %246 = sub nsw i64 %214, %245
  %247 = getelementptr [90 x i8], ptr %243, i64 0, i64 %246
  %248 = load <8 x i8>, ptr %247, align 1, !tbaa !9
  %249 = shufflevector <8 x i8> %248, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %250 = getelementptr inbounds i8, ptr %22, i64 %245
  store <8 x i8> %249, ptr %250, align 8, !tbaa !9
  %251 = add nuw i64 %245, 8
  %252 = icmp eq i64 %251, %242
  br i1 %252, label %253, label %244, !llvm.loop !21

253:                                              ; preds = %244
  %254 = icmp eq i64 %242, %215
  br i1 %254, label %265, label %255

255:                                              ; preds = %253, %212, %237
  %256 = phi i64 [ 0, %212 ], [ %220, %237 ], [ %242, %253 ]
  br label %257

257:                                              ; preds = %255, %257
  %258 = phi i64 [ %263, %257 ], [ %256, %255 ]
  %259 = sub nsw i64 %214, %258
  %260 = getelementptr inbounds [90 x i8], ptr %1, i64 0, i64 %259
  %261 = load i8, ptr %260, align 1, !tbaa !9
  %262 = getelementptr inbounds i8, ptr %22, i64 %258
  store i8 %261, ptr %262, align 1, !tbaa !9
  %263 = add nuw nsw i64 %258, 1
  %264 = icmp eq i64 %263, %215
  br i1 %264, label %265, label %257, !llvm.loop !22

265:                                              ; preds = %257, %253, %235
  %266 = and i64 %207, 4294967295
  %267 = getelementptr inbounds i8, ptr %22, i64 %266
  store i8 0, ptr %267, align 1, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 90, ptr nonnull %1) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %22)
  br label %325

269:                                              ; preds = %195, %269
  %270 = phi i256 [ 1, %195 ], [ %273, %269 ]
  %271 = phi i32 [ 1, %195 ], [ %274, %269 ]
  %272 = zext nneg i32 %271 to i256
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #5
  store i256 %270, ptr %24, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #5
  store i256 %272, ptr %25, align 16, !tbaa !5
  call fastcc void @mul256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %23, ptr noundef nonnull byval(i256) align 8 %24, ptr noundef nonnull byval(i256) align 8 %25)
  %273 = load i256, ptr %23, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #5
  %274 = add nuw nsw i32 %271, 1
  %275 = icmp eq i32 %274, 58
  br i1 %275, label %199, label %269, !llvm.loop !23

276:                                              ; preds = %325
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.5)
  %278 = lshr i256 %329, 192
  %279 = trunc nuw i256 %278 to i64
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %279)
  %281 = lshr i256 %329, 128
  %282 = trunc i256 %281 to i64
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %282)
  %284 = lshr i256 %329, 64
  %285 = trunc i256 %284 to i64
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %285)
  %287 = trunc i256 %329 to i64
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %287)
  %289 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29)
  store volatile i256 %273, ptr %29, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30)
  store volatile i256 94102778012703968913903738141677874, ptr %30, align 16, !tbaa !5
  %290 = load volatile i256, ptr %29, align 16, !tbaa !5
  %291 = load volatile i256, ptr %30, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #5
  store i256 %290, ptr %32, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #5
  store i256 %291, ptr %33, align 16, !tbaa !5
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %31, ptr noundef nonnull byval(i256) align 8 %32, ptr noundef nonnull byval(i256) align 8 %33)
  %292 = load i256, ptr %31, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #5
  %293 = load volatile i256, ptr %29, align 16, !tbaa !5
  %294 = load volatile i256, ptr %30, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #5
  store i256 %293, ptr %35, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #5
  store i256 %294, ptr %36, align 16, !tbaa !5
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %34, ptr noundef nonnull byval(i256) align 8 %35, ptr noundef nonnull byval(i256) align 8 %36)
  %295 = load i256, ptr %34, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #5
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.6)
  %297 = lshr i256 %292, 192
  %298 = trunc nuw i256 %297 to i64
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %298)
  %300 = lshr i256 %292, 128
  %301 = trunc i256 %300 to i64
  %302 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %301)
  %303 = lshr i256 %292, 64
  %304 = trunc i256 %303 to i64
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %304)
  %306 = trunc i256 %292 to i64
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %306)
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.7)
  %309 = lshr i256 %295, 192
  %310 = trunc nuw i256 %309 to i64
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %310)
  %312 = lshr i256 %295, 128
  %313 = trunc i256 %312 to i64
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %313)
  %315 = lshr i256 %295, 64
  %316 = trunc i256 %315 to i64
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %316)
  %318 = trunc i256 %295 to i64
  %319 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %318)
  %320 = load volatile i256, ptr %30, align 16, !tbaa !5
  %321 = mul i256 %320, %292
  %322 = add i256 %321, %295
  %323 = load volatile i256, ptr %29, align 16, !tbaa !5
  %324 = icmp eq i256 %322, %323
  br i1 %324, label %332, label %336

325:                                              ; preds = %265, %325
  %326 = phi i256 [ 1, %265 ], [ %329, %325 ]
  %327 = phi i32 [ 1, %265 ], [ %330, %325 ]
  %328 = zext nneg i32 %327 to i256
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #5
  store i256 %326, ptr %27, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #5
  store i256 %328, ptr %28, align 16, !tbaa !5
  call fastcc void @mul256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %26, ptr noundef nonnull byval(i256) align 8 %27, ptr noundef nonnull byval(i256) align 8 %28)
  %329 = load i256, ptr %26, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #5
  %330 = add nuw nsw i32 %327, 1
  %331 = icmp eq i32 %330, 101
  br i1 %331, label %276, label %325, !llvm.loop !24

332:                                              ; preds = %276
  %333 = load volatile i256, ptr %30, align 16, !tbaa !5
  %334 = icmp ult i256 %295, %333
  %335 = zext i1 %334 to i32
  br label %336

336:                                              ; preds = %332, %276
  %337 = phi i32 [ 0, %276 ], [ %335, %332 ]
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %337)
  br label %393

339:                                              ; preds = %393
  %340 = trunc i256 %273 to i200
  %341 = sdiv i200 %340, -1000003
  %342 = sext i200 %341 to i256
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #5
  store i256 %342, ptr %38, align 16, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #5
  store i256 -7, ptr %39, align 16, !tbaa !25
  call fastcc void @sdiv200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %37, ptr noundef nonnull byval(i256) align 8 %38, ptr noundef nonnull byval(i256) align 8 %39)
  %343 = load i256, ptr %37, align 16, !tbaa !25
  %344 = trunc i256 %343 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #5
  %345 = icmp sgt i200 %344, 0
  %346 = select i1 %345, ptr @.str.12, ptr @.str.13
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %346)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #5
  store i256 %342, ptr %41, align 16, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #5
  store i256 -7, ptr %42, align 16, !tbaa !25
  call fastcc void @sdiv200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %40, ptr noundef nonnull byval(i256) align 8 %41, ptr noundef nonnull byval(i256) align 8 %42)
  %348 = load i256, ptr %40, align 16, !tbaa !25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #5
  store i256 %342, ptr %44, align 16, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %45) #5
  store i256 -7, ptr %45, align 16, !tbaa !25
  call fastcc void @srem200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %43, ptr noundef nonnull byval(i256) align 8 %44, ptr noundef nonnull byval(i256) align 8 %45)
  %349 = load i256, ptr %43, align 16, !tbaa !25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %45) #5
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.14)
  %351 = lshr i256 %348, 192
  %352 = trunc nuw i256 %351 to i64
  %353 = and i64 %352, 255
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %353)
  %355 = lshr i256 %348, 128
  %356 = trunc i256 %355 to i64
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %356)
  %358 = lshr i256 %348, 64
  %359 = trunc i256 %358 to i64
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %359)
  %361 = trunc i256 %348 to i64
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %361)
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.15)
  %364 = lshr i256 %349, 192
  %365 = trunc nuw i256 %364 to i64
  %366 = and i64 %365, 255
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %366)
  %368 = lshr i256 %349, 128
  %369 = trunc i256 %368 to i64
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %369)
  %371 = lshr i256 %349, 64
  %372 = trunc i256 %371 to i64
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %372)
  %374 = trunc i256 %349 to i64
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %374)
  %376 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #5
  store i256 %342, ptr %47, align 16, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #5
  store i256 -7, ptr %48, align 16, !tbaa !25
  call fastcc void @sdiv200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %46, ptr noundef nonnull byval(i256) align 8 %47, ptr noundef nonnull byval(i256) align 8 %48)
  %377 = load i256, ptr %46, align 16, !tbaa !25
  %378 = trunc i256 %377 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #5
  %379 = mul nsw i200 %378, -7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %50) #5
  store i256 %342, ptr %50, align 16, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #5
  store i256 -7, ptr %51, align 16, !tbaa !25
  call fastcc void @srem200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %49, ptr noundef nonnull byval(i256) align 8 %50, ptr noundef nonnull byval(i256) align 8 %51)
  %380 = load i256, ptr %49, align 16, !tbaa !25
  %381 = trunc i256 %380 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #5
  %382 = add nsw i200 %379, %381
  %383 = icmp eq i200 %382, %341
  %384 = zext i1 %383 to i32
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %53) #5
  store i256 %342, ptr %53, align 16, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %54) #5
  store i256 -7, ptr %54, align 16, !tbaa !25
  call fastcc void @srem200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %52, ptr noundef nonnull byval(i256) align 8 %53, ptr noundef nonnull byval(i256) align 8 %54)
  %385 = load i256, ptr %52, align 16, !tbaa !25
  %386 = trunc i256 %385 to i200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %54) #5
  %387 = icmp slt i200 %386, 1
  %388 = zext i1 %387 to i32
  %389 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %384, i32 noundef %388)
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0)
  %391 = urem i256 %273, 97
  %392 = trunc nuw nsw i256 %391 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %22) #5
  ret i32 %392

393:                                              ; preds = %336, %393
  %394 = phi i32 [ 0, %336 ], [ %411, %393 ]
  %395 = zext nneg i32 %394 to i256
  %396 = shl i256 38597363079105398474523661669562635951089994888546854679819194669304376546645, %395
  %397 = lshr i256 -1, %395
  %398 = xor i256 %396, %397
  %399 = lshr i256 %398, 192
  %400 = trunc nuw i256 %399 to i64
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %400)
  %402 = lshr i256 %398, 128
  %403 = trunc i256 %402 to i64
  %404 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %403)
  %405 = lshr i256 %398, 64
  %406 = trunc i256 %405 to i64
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %406)
  %408 = trunc i256 %398 to i64
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %408)
  %410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %394)
  %411 = add nuw nsw i32 %394, 17
  %412 = icmp ult i32 %394, 239
  br i1 %412, label %393, label %339, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mul256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = mul i256 %5, %4
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @udiv256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = udiv i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @urem256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = urem i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sdiv200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 {
  %4 = load i256, ptr %1, align 8, !tbaa !25
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !25
  %7 = trunc i256 %6 to i200
  %8 = sdiv i200 %5, %7
  %9 = sext i200 %8 to i256
  store i256 %9, ptr %0, align 8, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @srem200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 {
  %4 = load i256, ptr %1, align 8, !tbaa !25
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !25
  %7 = trunc i256 %6 to i200
  %8 = srem i200 %5, %7
  %9 = sext i200 %8 to i256
  store i256 %9, ptr %0, align 8, !tbaa !25
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_BitInt(256)", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !11, !13, !14}
!16 = distinct !{!16, !11, !14, !13}
!17 = distinct !{!17, !11, !13, !14}
!18 = distinct !{!18, !11, !13, !14}
!19 = distinct !{!19, !11, !14, !13}
!20 = distinct !{!20, !11, !13, !14}
!21 = distinct !{!21, !11, !13, !14}
!22 = distinct !{!22, !11, !14, !13}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = !{!26, !26, i64 0}
!26 = !{!"_BitInt(200)", !7, i64 0}
!27 = distinct !{!27, !11}
