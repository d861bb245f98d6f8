; ModuleID = 'programs/string_algorithms.c'
source_filename = "programs/string_algorithms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.text = internal global [20001 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"abcabc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"cba\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"bbbbbb\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"abacab\00", align 1
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [26 x i8] c"%-7s kmp=%d bmh=%d rk=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"mississippi$banana\00", align 1
@sa_text = internal unnamed_addr global ptr null, align 8
@.str.8 = private unnamed_addr constant [14 x i8] c"suffix array:\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"babad\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"forgeeksskeegfor\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"abacdfgdcaba\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"racecarxyz\00", align 1
@__const.main.ps = private unnamed_addr constant [5 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [37 x i8] c"longest palindrome in %s: %.*s (%d)\0A\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"aaabccddddde\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"rle %s\0A\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"aabxaabxcaabxaabxay\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"z:\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"%.0d%c\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [18 x i32], align 16
  %3 = alloca [128 x i8], align 16
  %4 = alloca [32 x i32], align 16
  br label %69

5:                                                ; preds = %69
  store i8 0, ptr getelementptr inbounds (i8, ptr @main.text, i64 20000), align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 32
  %8 = getelementptr inbounds i8, ptr %1, i64 48
  %9 = getelementptr inbounds i8, ptr %1, i64 64
  %10 = getelementptr inbounds i8, ptr %1, i64 80
  %11 = getelementptr inbounds i8, ptr %1, i64 96
  %12 = getelementptr inbounds i8, ptr %1, i64 112
  %13 = getelementptr inbounds i8, ptr %1, i64 128
  %14 = getelementptr inbounds i8, ptr %1, i64 144
  %15 = getelementptr inbounds i8, ptr %1, i64 160
  %16 = getelementptr inbounds i8, ptr %1, i64 176
  %17 = getelementptr inbounds i8, ptr %1, i64 192
  %18 = getelementptr inbounds i8, ptr %1, i64 208
  %19 = getelementptr inbounds i8, ptr %1, i64 224
  %20 = getelementptr inbounds i8, ptr %1, i64 240
  %21 = getelementptr inbounds i8, ptr %1, i64 256
  %22 = getelementptr inbounds i8, ptr %1, i64 272
  %23 = getelementptr inbounds i8, ptr %1, i64 288
  %24 = getelementptr inbounds i8, ptr %1, i64 304
  %25 = getelementptr inbounds i8, ptr %1, i64 320
  %26 = getelementptr inbounds i8, ptr %1, i64 336
  %27 = getelementptr inbounds i8, ptr %1, i64 352
  %28 = getelementptr inbounds i8, ptr %1, i64 368
  %29 = getelementptr inbounds i8, ptr %1, i64 384
  %30 = getelementptr inbounds i8, ptr %1, i64 400
  %31 = getelementptr inbounds i8, ptr %1, i64 416
  %32 = getelementptr inbounds i8, ptr %1, i64 432
  %33 = getelementptr inbounds i8, ptr %1, i64 448
  %34 = getelementptr inbounds i8, ptr %1, i64 464
  %35 = getelementptr inbounds i8, ptr %1, i64 480
  %36 = getelementptr inbounds i8, ptr %1, i64 496
  %37 = getelementptr inbounds i8, ptr %1, i64 512
  %38 = getelementptr inbounds i8, ptr %1, i64 528
  %39 = getelementptr inbounds i8, ptr %1, i64 544
  %40 = getelementptr inbounds i8, ptr %1, i64 560
  %41 = getelementptr inbounds i8, ptr %1, i64 576
  %42 = getelementptr inbounds i8, ptr %1, i64 592
  %43 = getelementptr inbounds i8, ptr %1, i64 608
  %44 = getelementptr inbounds i8, ptr %1, i64 624
  %45 = getelementptr inbounds i8, ptr %1, i64 640
  %46 = getelementptr inbounds i8, ptr %1, i64 656
  %47 = getelementptr inbounds i8, ptr %1, i64 672
  %48 = getelementptr inbounds i8, ptr %1, i64 688
  %49 = getelementptr inbounds i8, ptr %1, i64 704
  %50 = getelementptr inbounds i8, ptr %1, i64 720
  %51 = getelementptr inbounds i8, ptr %1, i64 736
  %52 = getelementptr inbounds i8, ptr %1, i64 752
  %53 = getelementptr inbounds i8, ptr %1, i64 768
  %54 = getelementptr inbounds i8, ptr %1, i64 784
  %55 = getelementptr inbounds i8, ptr %1, i64 800
  %56 = getelementptr inbounds i8, ptr %1, i64 816
  %57 = getelementptr inbounds i8, ptr %1, i64 832
  %58 = getelementptr inbounds i8, ptr %1, i64 848
  %59 = getelementptr inbounds i8, ptr %1, i64 864
  %60 = getelementptr inbounds i8, ptr %1, i64 880
  %61 = getelementptr inbounds i8, ptr %1, i64 896
  %62 = getelementptr inbounds i8, ptr %1, i64 912
  %63 = getelementptr inbounds i8, ptr %1, i64 928
  %64 = getelementptr inbounds i8, ptr %1, i64 944
  %65 = getelementptr inbounds i8, ptr %1, i64 960
  %66 = getelementptr inbounds i8, ptr %1, i64 976
  %67 = getelementptr inbounds i8, ptr %1, i64 992
  %68 = getelementptr inbounds i8, ptr %1, i64 1008
  br label %149

69:                                               ; preds = %69, %0
  %70 = phi i64 [ 0, %0 ], [ %91, %69 ]
  %71 = phi i32 [ 3, %0 ], [ %83, %69 ]
  %72 = mul i32 %71, 1103515245
  %73 = add i32 %72, 12345
  %74 = lshr i32 %73, 16
  %75 = trunc nuw i32 %74 to i16
  %76 = urem i16 %75, 3
  %77 = zext nneg i16 %76 to i64
  %78 = getelementptr inbounds [4 x i8], ptr @.str, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !5
  %80 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %70
  store i8 %79, ptr %80, align 2, !tbaa !5
  %81 = or disjoint i64 %70, 1
  %82 = mul i32 %73, 1103515245
  %83 = add i32 %82, 12345
  %84 = lshr i32 %83, 16
  %85 = trunc nuw i32 %84 to i16
  %86 = urem i16 %85, 3
  %87 = zext nneg i16 %86 to i64
  %88 = getelementptr inbounds [4 x i8], ptr @.str, i64 0, i64 %87
  %89 = load i8, ptr %88, align 1, !tbaa !5
  %90 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %81
  store i8 %89, ptr %90, align 1, !tbaa !5
  %91 = add nuw nsw i64 %70, 2
  %92 = icmp eq i64 %91, 20000
  br i1 %92, label %5, label %69, !llvm.loop !8

93:                                               ; preds = %342
  store ptr @.str.7, ptr @sa_text, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #12
  %94 = getelementptr inbounds i8, ptr %2, i64 4
  %95 = getelementptr inbounds i8, ptr %2, i64 8
  %96 = getelementptr inbounds i8, ptr %2, i64 12
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !tbaa !12
  %97 = getelementptr inbounds i8, ptr %2, i64 16
  %98 = getelementptr inbounds i8, ptr %2, i64 20
  %99 = getelementptr inbounds i8, ptr %2, i64 24
  %100 = getelementptr inbounds i8, ptr %2, i64 28
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %97, align 16, !tbaa !12
  %101 = getelementptr inbounds i8, ptr %2, i64 32
  %102 = getelementptr inbounds i8, ptr %2, i64 36
  %103 = getelementptr inbounds i8, ptr %2, i64 40
  %104 = getelementptr inbounds i8, ptr %2, i64 44
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %101, align 16, !tbaa !12
  %105 = getelementptr inbounds i8, ptr %2, i64 48
  %106 = getelementptr inbounds i8, ptr %2, i64 52
  %107 = getelementptr inbounds i8, ptr %2, i64 56
  %108 = getelementptr inbounds i8, ptr %2, i64 60
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %105, align 16, !tbaa !12
  %109 = getelementptr inbounds i8, ptr %2, i64 64
  store i32 16, ptr %109, align 16, !tbaa !12
  %110 = getelementptr inbounds i8, ptr %2, i64 68
  store i32 17, ptr %110, align 4, !tbaa !12
  call void @qsort(ptr noundef nonnull %2, i64 noundef 18, i64 noundef 4, ptr noundef nonnull @sa_cmp) #12
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %112 = load i32, ptr %2, align 16, !tbaa !12
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %112)
  %114 = load i32, ptr %94, align 4, !tbaa !12
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %114)
  %116 = load i32, ptr %95, align 8, !tbaa !12
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %116)
  %118 = load i32, ptr %96, align 4, !tbaa !12
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %118)
  %120 = load i32, ptr %97, align 16, !tbaa !12
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %120)
  %122 = load i32, ptr %98, align 4, !tbaa !12
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %122)
  %124 = load i32, ptr %99, align 8, !tbaa !12
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %124)
  %126 = load i32, ptr %100, align 4, !tbaa !12
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %126)
  %128 = load i32, ptr %101, align 16, !tbaa !12
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %128)
  %130 = load i32, ptr %102, align 4, !tbaa !12
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %130)
  %132 = load i32, ptr %103, align 8, !tbaa !12
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %132)
  %134 = load i32, ptr %104, align 4, !tbaa !12
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %134)
  %136 = load i32, ptr %105, align 16, !tbaa !12
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %136)
  %138 = load i32, ptr %106, align 4, !tbaa !12
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %138)
  %140 = load i32, ptr %107, align 8, !tbaa !12
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %140)
  %142 = load i32, ptr %108, align 4, !tbaa !12
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %142)
  %144 = load i32, ptr %109, align 16, !tbaa !12
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %144)
  %146 = load i32, ptr %110, align 4, !tbaa !12
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %146)
  %148 = call i32 @putchar(i32 10)
  br label %391

149:                                              ; preds = %5, %342
  %150 = phi i64 [ 0, %5 ], [ %346, %342 ]
  %151 = getelementptr inbounds [6 x ptr], ptr @__const.main.pats, i64 0, i64 %150
  %152 = load ptr, ptr %151, align 8, !tbaa !10
  %153 = tail call fastcc i32 @kmp_count(ptr noundef %152)
  %154 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @main.text) #13
  %155 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %152) #13
  %156 = trunc i64 %155 to i32
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #12
  %157 = insertelement <4 x i32> poison, i32 %156, i64 0
  %158 = shufflevector <4 x i32> %157, <4 x i32> poison, <4 x i32> zeroinitializer
  store <4 x i32> %158, ptr %1, align 16, !tbaa !12
  store <4 x i32> %158, ptr %6, align 16, !tbaa !12
  store <4 x i32> %158, ptr %7, align 16, !tbaa !12
  store <4 x i32> %158, ptr %8, align 16, !tbaa !12
  store <4 x i32> %158, ptr %9, align 16, !tbaa !12
  store <4 x i32> %158, ptr %10, align 16, !tbaa !12
  store <4 x i32> %158, ptr %11, align 16, !tbaa !12
  store <4 x i32> %158, ptr %12, align 16, !tbaa !12
  store <4 x i32> %158, ptr %13, align 16, !tbaa !12
  store <4 x i32> %158, ptr %14, align 16, !tbaa !12
  store <4 x i32> %158, ptr %15, align 16, !tbaa !12
  store <4 x i32> %158, ptr %16, align 16, !tbaa !12
  store <4 x i32> %158, ptr %17, align 16, !tbaa !12
  store <4 x i32> %158, ptr %18, align 16, !tbaa !12
  store <4 x i32> %158, ptr %19, align 16, !tbaa !12
  store <4 x i32> %158, ptr %20, align 16, !tbaa !12
  store <4 x i32> %158, ptr %21, align 16, !tbaa !12
  store <4 x i32> %158, ptr %22, align 16, !tbaa !12
  store <4 x i32> %158, ptr %23, align 16, !tbaa !12
  store <4 x i32> %158, ptr %24, align 16, !tbaa !12
  store <4 x i32> %158, ptr %25, align 16, !tbaa !12
  store <4 x i32> %158, ptr %26, align 16, !tbaa !12
  store <4 x i32> %158, ptr %27, align 16, !tbaa !12
  store <4 x i32> %158, ptr %28, align 16, !tbaa !12
  store <4 x i32> %158, ptr %29, align 16, !tbaa !12
  store <4 x i32> %158, ptr %30, align 16, !tbaa !12
  store <4 x i32> %158, ptr %31, align 16, !tbaa !12
  store <4 x i32> %158, ptr %32, align 16, !tbaa !12
  store <4 x i32> %158, ptr %33, align 16, !tbaa !12
  store <4 x i32> %158, ptr %34, align 16, !tbaa !12
  store <4 x i32> %158, ptr %35, align 16, !tbaa !12
  store <4 x i32> %158, ptr %36, align 16, !tbaa !12
  store <4 x i32> %158, ptr %37, align 16, !tbaa !12
  store <4 x i32> %158, ptr %38, align 16, !tbaa !12
  store <4 x i32> %158, ptr %39, align 16, !tbaa !12
  store <4 x i32> %158, ptr %40, align 16, !tbaa !12
  store <4 x i32> %158, ptr %41, align 16, !tbaa !12
  store <4 x i32> %158, ptr %42, align 16, !tbaa !12
  store <4 x i32> %158, ptr %43, align 16, !tbaa !12
  store <4 x i32> %158, ptr %44, align 16, !tbaa !12
  store <4 x i32> %158, ptr %45, align 16, !tbaa !12
  store <4 x i32> %158, ptr %46, align 16, !tbaa !12
  store <4 x i32> %158, ptr %47, align 16, !tbaa !12
  store <4 x i32> %158, ptr %48, align 16, !tbaa !12
  store <4 x i32> %158, ptr %49, align 16, !tbaa !12
  store <4 x i32> %158, ptr %50, align 16, !tbaa !12
  store <4 x i32> %158, ptr %51, align 16, !tbaa !12
  store <4 x i32> %158, ptr %52, align 16, !tbaa !12
  store <4 x i32> %158, ptr %53, align 16, !tbaa !12
  store <4 x i32> %158, ptr %54, align 16, !tbaa !12
  store <4 x i32> %158, ptr %55, align 16, !tbaa !12
  store <4 x i32> %158, ptr %56, align 16, !tbaa !12
  store <4 x i32> %158, ptr %57, align 16, !tbaa !12
  store <4 x i32> %158, ptr %58, align 16, !tbaa !12
  store <4 x i32> %158, ptr %59, align 16, !tbaa !12
  store <4 x i32> %158, ptr %60, align 16, !tbaa !12
  store <4 x i32> %158, ptr %61, align 16, !tbaa !12
  store <4 x i32> %158, ptr %62, align 16, !tbaa !12
  store <4 x i32> %158, ptr %63, align 16, !tbaa !12
  store <4 x i32> %158, ptr %64, align 16, !tbaa !12
  store <4 x i32> %158, ptr %65, align 16, !tbaa !12
  store <4 x i32> %158, ptr %66, align 16, !tbaa !12
  store <4 x i32> %158, ptr %67, align 16, !tbaa !12
  store <4 x i32> %158, ptr %68, align 16, !tbaa !12
  %159 = trunc i64 %154 to i32
  %160 = icmp sgt i32 %156, 1
  br i1 %160, label %161, label %184

161:                                              ; preds = %149
  %162 = add nsw i32 %156, -1
  %163 = zext nneg i32 %162 to i64
  %164 = add nsw i64 %163, -1
  %165 = and i64 %163, 3
  %166 = icmp ult i64 %164, 3
  br i1 %166, label %169, label %167

167:                                              ; preds = %161
  %168 = and i64 %163, 2147483644
  br label %190

169:                                              ; preds = %190, %161
  %170 = phi i64 [ 0, %161 ], [ %220, %190 ]
  %171 = icmp eq i64 %165, 0
  br i1 %171, label %184, label %172

172:                                              ; preds = %169, %172
  %173 = phi i64 [ %181, %172 ], [ %170, %169 ]
  %174 = phi i64 [ %182, %172 ], [ 0, %169 ]
  %175 = getelementptr inbounds i8, ptr %152, i64 %173
  %176 = load i8, ptr %175, align 1, !tbaa !5
  %177 = zext i8 %176 to i64
  %178 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %177
  %179 = trunc i64 %173 to i32
  %180 = sub i32 %162, %179
  store i32 %180, ptr %178, align 4, !tbaa !12
  %181 = add nuw nsw i64 %173, 1
  %182 = add i64 %174, 1
  %183 = icmp eq i64 %182, %165
  br i1 %183, label %184, label %172, !llvm.loop !14

184:                                              ; preds = %169, %172, %149
  %185 = icmp sgt i32 %156, %159
  br i1 %185, label %186, label %187

186:                                              ; preds = %184
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #12
  br label %342

187:                                              ; preds = %184
  %188 = shl i64 %155, 32
  %189 = ashr exact i64 %188, 32
  br label %223

190:                                              ; preds = %190, %167
  %191 = phi i64 [ 0, %167 ], [ %220, %190 ]
  %192 = phi i64 [ 0, %167 ], [ %221, %190 ]
  %193 = getelementptr inbounds i8, ptr %152, i64 %191
  %194 = load i8, ptr %193, align 1, !tbaa !5
  %195 = zext i8 %194 to i64
  %196 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %195
  %197 = trunc i64 %191 to i32
  %198 = sub i32 %162, %197
  store i32 %198, ptr %196, align 4, !tbaa !12
  %199 = or disjoint i64 %191, 1
  %200 = getelementptr inbounds i8, ptr %152, i64 %199
  %201 = load i8, ptr %200, align 1, !tbaa !5
  %202 = zext i8 %201 to i64
  %203 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %202
  %204 = trunc i64 %199 to i32
  %205 = sub i32 %162, %204
  store i32 %205, ptr %203, align 4, !tbaa !12
  %206 = or disjoint i64 %191, 2
  %207 = getelementptr inbounds i8, ptr %152, i64 %206
  %208 = load i8, ptr %207, align 1, !tbaa !5
  %209 = zext i8 %208 to i64
  %210 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %209
  %211 = trunc i64 %206 to i32
  %212 = sub i32 %162, %211
  store i32 %212, ptr %210, align 4, !tbaa !12
  %213 = or disjoint i64 %191, 3
  %214 = getelementptr inbounds i8, ptr %152, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !5
  %216 = zext i8 %215 to i64
  %217 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %216
  %218 = trunc i64 %213 to i32
  %219 = sub i32 %162, %218
  store i32 %219, ptr %217, align 4, !tbaa !12
  %220 = add nuw nsw i64 %191, 4
  %221 = add i64 %192, 4
  %222 = icmp eq i64 %221, %168
  br i1 %222, label %169, label %190, !llvm.loop !16

223:                                              ; preds = %223, %187
  %224 = phi i32 [ 0, %187 ], [ %239, %223 ]
  %225 = phi i32 [ 0, %187 ], [ %232, %223 ]
  %226 = add nsw i32 %224, %156
  %227 = sext i32 %224 to i64
  %228 = getelementptr inbounds i8, ptr @main.text, i64 %227
  %229 = tail call i32 @bcmp(ptr nonnull %228, ptr readonly %152, i64 %189)
  %230 = icmp eq i32 %229, 0
  %231 = zext i1 %230 to i32
  %232 = add nuw nsw i32 %225, %231
  %233 = sext i32 %226 to i64
  %234 = getelementptr i8, ptr getelementptr (i8, ptr @main.text, i64 -1), i64 %233
  %235 = load i8, ptr %234, align 1, !tbaa !5
  %236 = zext i8 %235 to i64
  %237 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !12
  %239 = add nsw i32 %238, %224
  %240 = add nsw i32 %239, %156
  %241 = icmp sgt i32 %240, %159
  br i1 %241, label %242, label %223, !llvm.loop !17

242:                                              ; preds = %223
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #12
  %243 = icmp sgt i32 %156, 0
  br i1 %243, label %244, label %278

244:                                              ; preds = %242
  %245 = and i64 %155, 2147483647
  %246 = load i8, ptr %152, align 1, !tbaa !5
  %247 = zext i8 %246 to i64
  %248 = load i8, ptr @main.text, align 16, !tbaa !5
  %249 = zext i8 %248 to i64
  %250 = icmp eq i64 %245, 1
  br i1 %250, label %278, label %251

251:                                              ; preds = %244
  %252 = add nsw i64 %245, -1
  %253 = and i64 %252, 1
  %254 = icmp eq i64 %245, 2
  br i1 %254, label %257, label %255

255:                                              ; preds = %251
  %256 = and i64 %252, -2
  br label %285

257:                                              ; preds = %285, %251
  %258 = phi i64 [ poison, %251 ], [ %306, %285 ]
  %259 = phi i64 [ poison, %251 ], [ %311, %285 ]
  %260 = phi i64 [ poison, %251 ], [ %312, %285 ]
  %261 = phi i64 [ 1, %251 ], [ %313, %285 ]
  %262 = phi i64 [ 1, %251 ], [ %312, %285 ]
  %263 = phi i64 [ %249, %251 ], [ %311, %285 ]
  %264 = phi i64 [ %247, %251 ], [ %306, %285 ]
  %265 = icmp eq i64 %253, 0
  br i1 %265, label %278, label %266

266:                                              ; preds = %257
  %267 = mul i64 %264, 257
  %268 = getelementptr inbounds i8, ptr %152, i64 %261
  %269 = load i8, ptr %268, align 1, !tbaa !5
  %270 = zext i8 %269 to i64
  %271 = add i64 %267, %270
  %272 = mul i64 %263, 257
  %273 = getelementptr inbounds i8, ptr @main.text, i64 %261
  %274 = load i8, ptr %273, align 1, !tbaa !5
  %275 = zext i8 %274 to i64
  %276 = add i64 %272, %275
  %277 = mul i64 %262, 257
  br label %278

278:                                              ; preds = %266, %257, %244, %242
  %279 = phi i64 [ 0, %242 ], [ %247, %244 ], [ %258, %257 ], [ %271, %266 ]
  %280 = phi i64 [ 0, %242 ], [ %249, %244 ], [ %259, %257 ], [ %276, %266 ]
  %281 = phi i64 [ 1, %242 ], [ 1, %244 ], [ %260, %257 ], [ %277, %266 ]
  %282 = sub i64 %154, %155
  %283 = and i64 %282, 4294967295
  %284 = getelementptr i8, ptr @main.text, i64 %189
  br label %316

285:                                              ; preds = %285, %255
  %286 = phi i64 [ 1, %255 ], [ %313, %285 ]
  %287 = phi i64 [ 1, %255 ], [ %312, %285 ]
  %288 = phi i64 [ %249, %255 ], [ %311, %285 ]
  %289 = phi i64 [ %247, %255 ], [ %306, %285 ]
  %290 = phi i64 [ 0, %255 ], [ %314, %285 ]
  %291 = mul i64 %289, 257
  %292 = getelementptr inbounds i8, ptr %152, i64 %286
  %293 = load i8, ptr %292, align 1, !tbaa !5
  %294 = zext i8 %293 to i64
  %295 = add i64 %291, %294
  %296 = mul i64 %288, 257
  %297 = getelementptr inbounds i8, ptr @main.text, i64 %286
  %298 = load i8, ptr %297, align 1, !tbaa !5
  %299 = zext i8 %298 to i64
  %300 = add i64 %296, %299
  %301 = add nuw nsw i64 %286, 1
  %302 = mul i64 %295, 257
  %303 = getelementptr inbounds i8, ptr %152, i64 %301
  %304 = load i8, ptr %303, align 1, !tbaa !5
  %305 = zext i8 %304 to i64
  %306 = add i64 %302, %305
  %307 = mul i64 %300, 257
  %308 = getelementptr inbounds i8, ptr @main.text, i64 %301
  %309 = load i8, ptr %308, align 1, !tbaa !5
  %310 = zext i8 %309 to i64
  %311 = add i64 %307, %310
  %312 = mul i64 %287, 66049
  %313 = add nuw nsw i64 %286, 2
  %314 = add i64 %290, 2
  %315 = icmp eq i64 %314, %256
  br i1 %315, label %257, label %285, !llvm.loop !18

316:                                              ; preds = %330, %278
  %317 = phi i64 [ 0, %278 ], [ %341, %330 ]
  %318 = phi i32 [ 0, %278 ], [ %328, %330 ]
  %319 = phi i64 [ %280, %278 ], [ %340, %330 ]
  %320 = icmp eq i64 %279, %319
  br i1 %320, label %321, label %327

321:                                              ; preds = %316
  %322 = getelementptr inbounds i8, ptr @main.text, i64 %317
  %323 = tail call i32 @bcmp(ptr nonnull %322, ptr readonly %152, i64 %189)
  %324 = icmp eq i32 %323, 0
  %325 = zext i1 %324 to i32
  %326 = add nsw i32 %318, %325
  br label %327

327:                                              ; preds = %321, %316
  %328 = phi i32 [ %318, %316 ], [ %326, %321 ]
  %329 = icmp eq i64 %317, %283
  br i1 %329, label %342, label %330

330:                                              ; preds = %327
  %331 = getelementptr inbounds i8, ptr @main.text, i64 %317
  %332 = load i8, ptr %331, align 1, !tbaa !5
  %333 = zext i8 %332 to i64
  %334 = mul i64 %281, %333
  %335 = sub i64 %319, %334
  %336 = mul i64 %335, 257
  %337 = getelementptr i8, ptr %284, i64 %317
  %338 = load i8, ptr %337, align 1, !tbaa !5
  %339 = zext i8 %338 to i64
  %340 = add i64 %336, %339
  %341 = add nuw nsw i64 %317, 1
  br label %316

342:                                              ; preds = %327, %186
  %343 = phi i32 [ 0, %186 ], [ %232, %327 ]
  %344 = phi i32 [ 0, %186 ], [ %328, %327 ]
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %152, i32 noundef %153, i32 noundef %343, i32 noundef %344)
  %346 = add nuw nsw i64 %150, 1
  %347 = icmp eq i64 %346, 6
  br i1 %347, label %93, label %149, !llvm.loop !20

348:                                              ; preds = %464
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  br label %349

349:                                              ; preds = %360, %348
  %350 = phi i8 [ %358, %360 ], [ 97, %348 ]
  %351 = phi ptr [ %356, %360 ], [ @.str.17, %348 ]
  %352 = phi ptr [ %366, %360 ], [ %3, %348 ]
  br label %353

353:                                              ; preds = %353, %349
  %354 = phi i32 [ %357, %353 ], [ 0, %349 ]
  %355 = phi ptr [ %356, %353 ], [ %351, %349 ]
  %356 = getelementptr inbounds i8, ptr %355, i64 1
  %357 = add nuw nsw i32 %354, 1
  %358 = load i8, ptr %356, align 1, !tbaa !5
  %359 = icmp eq i8 %358, %350
  br i1 %359, label %353, label %360, !llvm.loop !21

360:                                              ; preds = %353
  %361 = sext i8 %350 to i32
  %362 = icmp eq i32 %354, 0
  %363 = select i1 %362, ptr @.str.23, ptr @.str.22
  %364 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %352, ptr noundef nonnull dereferenceable(1) %363, i32 noundef %357, i32 noundef %361) #12
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds i8, ptr %352, i64 %365
  %367 = icmp eq i8 %358, 0
  br i1 %367, label %368, label %349, !llvm.loop !22

368:                                              ; preds = %360
  store i8 0, ptr %366, align 1, !tbaa !5
  %369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  br label %370

370:                                              ; preds = %381, %368
  %371 = phi i8 [ %379, %381 ], [ 120, %368 ]
  %372 = phi ptr [ %377, %381 ], [ @.str.19, %368 ]
  %373 = phi ptr [ %387, %381 ], [ %3, %368 ]
  br label %374

374:                                              ; preds = %374, %370
  %375 = phi i32 [ %378, %374 ], [ 0, %370 ]
  %376 = phi ptr [ %377, %374 ], [ %372, %370 ]
  %377 = getelementptr inbounds i8, ptr %376, i64 1
  %378 = add nuw nsw i32 %375, 1
  %379 = load i8, ptr %377, align 1, !tbaa !5
  %380 = icmp eq i8 %379, %371
  br i1 %380, label %374, label %381, !llvm.loop !21

381:                                              ; preds = %374
  %382 = sext i8 %371 to i32
  %383 = icmp eq i32 %375, 0
  %384 = select i1 %383, ptr @.str.23, ptr @.str.22
  %385 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %373, ptr noundef nonnull dereferenceable(1) %384, i32 noundef %378, i32 noundef %382) #12
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds i8, ptr %373, i64 %386
  %388 = icmp eq i8 %379, 0
  br i1 %388, label %389, label %370, !llvm.loop !22

389:                                              ; preds = %381
  store i8 0, ptr %387, align 1, !tbaa !5
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  store i32 19, ptr %4, align 16, !tbaa !12
  br label %534

391:                                              ; preds = %93, %464
  %392 = phi i64 [ 0, %93 ], [ %472, %464 ]
  %393 = getelementptr inbounds [5 x ptr], ptr @__const.main.ps, i64 0, i64 %392
  %394 = load ptr, ptr %393, align 8, !tbaa !10
  %395 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %394) #13
  %396 = trunc i64 %395 to i32
  %397 = shl nsw i32 %396, 1
  %398 = or disjoint i32 %397, 1
  %399 = sext i32 %398 to i64
  %400 = call noalias ptr @calloc(i64 noundef %399, i64 noundef 4) #14
  %401 = icmp slt i32 %396, 0
  br i1 %401, label %464, label %402

402:                                              ; preds = %391
  %403 = zext nneg i32 %398 to i64
  br label %404

404:                                              ; preds = %449, %402
  %405 = phi i64 [ 0, %402 ], [ %461, %449 ]
  %406 = phi i32 [ 1, %402 ], [ %462, %449 ]
  %407 = phi i32 [ -1, %402 ], [ %457, %449 ]
  %408 = phi i32 [ 0, %402 ], [ %456, %449 ]
  %409 = phi i32 [ 0, %402 ], [ %460, %449 ]
  %410 = phi i32 [ 0, %402 ], [ %459, %449 ]
  %411 = sext i32 %407 to i64
  %412 = icmp sgt i64 %405, %411
  %413 = trunc nuw nsw i64 %405 to i32
  br i1 %412, label %423, label %414

414:                                              ; preds = %404
  %415 = sub i32 %407, %413
  %416 = add i32 %415, %408
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds i32, ptr %400, i64 %417
  %419 = load i32, ptr %418, align 4, !tbaa !12
  %420 = icmp sgt i32 %419, %415
  %421 = add nsw i32 %415, 1
  %422 = select i1 %420, i32 %421, i32 %419
  br label %423

423:                                              ; preds = %414, %404
  %424 = phi i32 [ %422, %414 ], [ 1, %404 ]
  %425 = sub nsw i32 %413, %424
  %426 = icmp sgt i32 %425, -1
  br i1 %426, label %427, label %449

427:                                              ; preds = %423, %445
  %428 = phi i32 [ %447, %445 ], [ %425, %423 ]
  %429 = phi i32 [ %446, %445 ], [ %424, %423 ]
  %430 = add nsw i32 %429, %413
  %431 = icmp sgt i32 %430, %397
  br i1 %431, label %449, label %432

432:                                              ; preds = %427
  %433 = and i32 %428, 1
  %434 = icmp eq i32 %433, 0
  br i1 %434, label %445, label %435

435:                                              ; preds = %432
  %436 = lshr i32 %428, 1
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr inbounds i8, ptr %394, i64 %437
  %439 = load i8, ptr %438, align 1, !tbaa !5
  %440 = sdiv i32 %430, 2
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds i8, ptr %394, i64 %441
  %443 = load i8, ptr %442, align 1, !tbaa !5
  %444 = icmp eq i8 %439, %443
  br i1 %444, label %445, label %449

445:                                              ; preds = %435, %432
  %446 = add nsw i32 %429, 1
  %447 = sub nsw i32 %413, %446
  %448 = icmp sgt i32 %447, -1
  br i1 %448, label %427, label %449, !llvm.loop !23

449:                                              ; preds = %445, %435, %427, %423
  %450 = phi i32 [ %424, %423 ], [ %429, %435 ], [ %406, %445 ], [ %429, %427 ]
  %451 = add nsw i32 %450, -1
  %452 = getelementptr inbounds i32, ptr %400, i64 %405
  store i32 %450, ptr %452, align 4, !tbaa !12
  %453 = add nsw i32 %451, %413
  %454 = icmp sgt i32 %453, %407
  %455 = sub nsw i32 %413, %451
  %456 = select i1 %454, i32 %455, i32 %408
  %457 = call i32 @llvm.smax.i32(i32 %453, i32 %407)
  %458 = icmp sgt i32 %451, %410
  %459 = call i32 @llvm.smax.i32(i32 %451, i32 %410)
  %460 = select i1 %458, i32 %413, i32 %409
  %461 = add nuw nsw i64 %405, 1
  %462 = add nuw i32 %406, 1
  %463 = icmp eq i64 %461, %403
  br i1 %463, label %464, label %404, !llvm.loop !24

464:                                              ; preds = %449, %391
  %465 = phi i32 [ 0, %391 ], [ %459, %449 ]
  %466 = phi i32 [ 0, %391 ], [ %460, %449 ]
  %467 = sub nsw i32 %466, %465
  %468 = sdiv i32 %467, 2
  call void @free(ptr noundef %400) #12
  %469 = sext i32 %468 to i64
  %470 = getelementptr inbounds i8, ptr %394, i64 %469
  %471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %394, i32 noundef %465, ptr noundef %470, i32 noundef %465)
  %472 = add nuw nsw i64 %392, 1
  %473 = icmp eq i64 %472, 5
  br i1 %473, label %348, label %391, !llvm.loop !25

474:                                              ; preds = %572
  %475 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21)
  %476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 19)
  %477 = getelementptr inbounds i8, ptr %4, i64 4
  %478 = load i32, ptr %477, align 4, !tbaa !12
  %479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %478)
  %480 = getelementptr inbounds i8, ptr %4, i64 8
  %481 = load i32, ptr %480, align 8, !tbaa !12
  %482 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %481)
  %483 = getelementptr inbounds i8, ptr %4, i64 12
  %484 = load i32, ptr %483, align 4, !tbaa !12
  %485 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %484)
  %486 = getelementptr inbounds i8, ptr %4, i64 16
  %487 = load i32, ptr %486, align 16, !tbaa !12
  %488 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %487)
  %489 = getelementptr inbounds i8, ptr %4, i64 20
  %490 = load i32, ptr %489, align 4, !tbaa !12
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %490)
  %492 = getelementptr inbounds i8, ptr %4, i64 24
  %493 = load i32, ptr %492, align 8, !tbaa !12
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %493)
  %495 = getelementptr inbounds i8, ptr %4, i64 28
  %496 = load i32, ptr %495, align 4, !tbaa !12
  %497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %496)
  %498 = getelementptr inbounds i8, ptr %4, i64 32
  %499 = load i32, ptr %498, align 16, !tbaa !12
  %500 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %499)
  %501 = getelementptr inbounds i8, ptr %4, i64 36
  %502 = load i32, ptr %501, align 4, !tbaa !12
  %503 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %502)
  %504 = getelementptr inbounds i8, ptr %4, i64 40
  %505 = load i32, ptr %504, align 8, !tbaa !12
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %505)
  %507 = getelementptr inbounds i8, ptr %4, i64 44
  %508 = load i32, ptr %507, align 4, !tbaa !12
  %509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %508)
  %510 = getelementptr inbounds i8, ptr %4, i64 48
  %511 = load i32, ptr %510, align 16, !tbaa !12
  %512 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %511)
  %513 = getelementptr inbounds i8, ptr %4, i64 52
  %514 = load i32, ptr %513, align 4, !tbaa !12
  %515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %514)
  %516 = getelementptr inbounds i8, ptr %4, i64 56
  %517 = load i32, ptr %516, align 8, !tbaa !12
  %518 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %517)
  %519 = getelementptr inbounds i8, ptr %4, i64 60
  %520 = load i32, ptr %519, align 4, !tbaa !12
  %521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %520)
  %522 = getelementptr inbounds i8, ptr %4, i64 64
  %523 = load i32, ptr %522, align 16, !tbaa !12
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %523)
  %525 = getelementptr inbounds i8, ptr %4, i64 68
  %526 = load i32, ptr %525, align 4, !tbaa !12
  %527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %526)
  %528 = getelementptr inbounds i8, ptr %4, i64 72
  %529 = load i32, ptr %528, align 8, !tbaa !12
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %529)
  %531 = call i32 @putchar(i32 10)
  %532 = call fastcc i32 @kmp_count(ptr noundef nonnull @.str)
  %533 = srem i32 %532, 256
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #12
  ret i32 %533

534:                                              ; preds = %389, %572
  %535 = phi i64 [ 1, %389 ], [ %578, %572 ]
  %536 = phi i32 [ 18, %389 ], [ %579, %572 ]
  %537 = phi i32 [ 0, %389 ], [ %577, %572 ]
  %538 = phi i32 [ 0, %389 ], [ %576, %572 ]
  %539 = zext nneg i32 %537 to i64
  %540 = icmp ult i64 %535, %539
  %541 = trunc nuw nsw i64 %535 to i32
  br i1 %540, label %542, label %549

542:                                              ; preds = %534
  %543 = sub nsw i32 %537, %541
  %544 = sext i32 %538 to i64
  %545 = sub nsw i64 %535, %544
  %546 = getelementptr inbounds [32 x i32], ptr %4, i64 0, i64 %545
  %547 = load i32, ptr %546, align 4, !tbaa !12
  %548 = call i32 @llvm.smin.i32(i32 %543, i32 %547)
  br label %549

549:                                              ; preds = %534, %542
  %550 = phi i32 [ %548, %542 ], [ 0, %534 ]
  %551 = getelementptr inbounds [32 x i32], ptr %4, i64 0, i64 %535
  %552 = add nsw i32 %550, %541
  %553 = icmp slt i32 %552, 19
  br i1 %553, label %554, label %572

554:                                              ; preds = %549
  %555 = sext i32 %550 to i64
  br label %556

556:                                              ; preds = %554, %565
  %557 = phi i64 [ %555, %554 ], [ %566, %565 ]
  %558 = phi i32 [ %552, %554 ], [ %569, %565 ]
  %559 = getelementptr inbounds i8, ptr @.str.20, i64 %557
  %560 = load i8, ptr %559, align 1, !tbaa !5
  %561 = sext i32 %558 to i64
  %562 = getelementptr inbounds i8, ptr @.str.20, i64 %561
  %563 = load i8, ptr %562, align 1, !tbaa !5
  %564 = icmp eq i8 %560, %563
  br i1 %564, label %565, label %570

565:                                              ; preds = %556
  %566 = add nsw i64 %557, 1
  %567 = add nsw i64 %566, %535
  %568 = icmp slt i64 %567, 19
  %569 = trunc nsw i64 %567 to i32
  br i1 %568, label %556, label %572, !llvm.loop !26

570:                                              ; preds = %556
  %571 = trunc nsw i64 %557 to i32
  br label %572

572:                                              ; preds = %565, %570, %549
  %573 = phi i32 [ %550, %549 ], [ %571, %570 ], [ %536, %565 ]
  %574 = phi i32 [ %552, %549 ], [ %558, %570 ], [ 19, %565 ]
  store i32 %573, ptr %551, align 4, !tbaa !12
  %575 = icmp sgt i32 %574, %537
  %576 = select i1 %575, i32 %541, i32 %538
  %577 = call i32 @llvm.smax.i32(i32 %574, i32 %537)
  %578 = add nuw nsw i64 %535, 1
  %579 = add nsw i32 %536, -1
  %580 = icmp eq i64 %578, 19
  br i1 %580, label %474, label %534, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @kmp_count(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = alloca [64 x i32], align 16
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @main.text) #13
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13
  %6 = trunc i64 %5 to i32
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #12
  store i32 0, ptr %2, align 16, !tbaa !12
  %7 = icmp sgt i32 %6, 1
  br i1 %7, label %8, label %16

8:                                                ; preds = %1
  %9 = and i64 %5, 2147483647
  br label %10

10:                                               ; preds = %8, %36
  %11 = phi i64 [ 1, %8 ], [ %45, %36 ]
  %12 = phi i32 [ 0, %8 ], [ %43, %36 ]
  %13 = icmp eq i32 %12, 0
  %14 = getelementptr inbounds i8, ptr %0, i64 %11
  %15 = load i8, ptr %14, align 1, !tbaa !5
  br i1 %13, label %36, label %24

16:                                               ; preds = %36, %1
  %17 = icmp sgt i32 %4, 0
  br i1 %17, label %18, label %54

18:                                               ; preds = %16
  %19 = and i64 %3, 2147483647
  %20 = shl i64 %5, 32
  %21 = add i64 %20, -4294967296
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %22
  br label %47

24:                                               ; preds = %10, %30
  %25 = phi i32 [ %34, %30 ], [ %12, %10 ]
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %0, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !5
  %29 = icmp eq i8 %15, %28
  br i1 %29, label %36, label %30

30:                                               ; preds = %24
  %31 = add nsw i32 %25, -1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !12
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %24, !llvm.loop !28

36:                                               ; preds = %24, %30, %10
  %37 = phi i32 [ 0, %10 ], [ 0, %30 ], [ %25, %24 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %0, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !5
  %41 = icmp eq i8 %15, %40
  %42 = zext i1 %41 to i32
  %43 = add nsw i32 %37, %42
  %44 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %11
  store i32 %43, ptr %44, align 4, !tbaa !12
  %45 = add nuw nsw i64 %11, 1
  %46 = icmp eq i64 %45, %9
  br i1 %46, label %16, label %10, !llvm.loop !29

47:                                               ; preds = %18, %80
  %48 = phi i64 [ 0, %18 ], [ %83, %80 ]
  %49 = phi i32 [ 0, %18 ], [ %82, %80 ]
  %50 = phi i32 [ 0, %18 ], [ %81, %80 ]
  %51 = icmp eq i32 %49, 0
  %52 = getelementptr inbounds i8, ptr @main.text, i64 %48
  %53 = load i8, ptr %52, align 1, !tbaa !5
  br i1 %51, label %68, label %56

54:                                               ; preds = %80, %16
  %55 = phi i32 [ 0, %16 ], [ %81, %80 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #12
  ret i32 %55

56:                                               ; preds = %47, %62
  %57 = phi i32 [ %66, %62 ], [ %49, %47 ]
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !5
  %61 = icmp eq i8 %53, %60
  br i1 %61, label %68, label %62

62:                                               ; preds = %56
  %63 = add nsw i32 %57, -1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !12
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %56, !llvm.loop !30

68:                                               ; preds = %56, %62, %47
  %69 = phi i32 [ 0, %47 ], [ 0, %62 ], [ %57, %56 ]
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %0, i64 %70
  %72 = load i8, ptr %71, align 1, !tbaa !5
  %73 = icmp eq i8 %53, %72
  %74 = zext i1 %73 to i32
  %75 = add nsw i32 %69, %74
  %76 = icmp eq i32 %75, %6
  br i1 %76, label %77, label %80

77:                                               ; preds = %68
  %78 = add nsw i32 %50, 1
  %79 = load i32, ptr %23, align 4, !tbaa !12
  br label %80

80:                                               ; preds = %68, %77
  %81 = phi i32 [ %78, %77 ], [ %50, %68 ]
  %82 = phi i32 [ %79, %77 ], [ %75, %68 ]
  %83 = add nuw nsw i64 %48, 1
  %84 = icmp eq i64 %83, %19
  br i1 %84, label %54, label %47, !llvm.loop !31
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @sa_cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load ptr, ptr @sa_text, align 8, !tbaa !10
  %4 = load i32, ptr %0, align 4, !tbaa !12
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i8, ptr %3, i64 %5
  %7 = load i32, ptr %1, align 4, !tbaa !12
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr %3, i64 %8
  %10 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull dereferenceable(1) %9) #13
  ret i32 %10
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0,1) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9, !19}
!19 = !{!"llvm.loop.peeled.count", i32 1}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !9}
!30 = distinct !{!30, !9}
!31 = distinct !{!31, !9}
