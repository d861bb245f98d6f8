; ModuleID = 'programs/string_algorithms.c'
source_filename = "programs/string_algorithms.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.text = internal global [20001 x i8] zeroinitializer, align 4
@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"abcabc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"cba\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"bbbbbb\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"abacab\00", align 1
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
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
@__const.main.ps = private unnamed_addr constant [5 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 8
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
  %3 = alloca [128 x i8], align 1
  %4 = alloca [32 x i32], align 4
  br label %69

5:                                                ; preds = %69
  store i8 0, ptr getelementptr inbounds (i8, ptr @main.text, i64 20000), align 4, !tbaa !6
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
  br label %139

69:                                               ; preds = %0, %69
  %70 = phi i64 [ 0, %0 ], [ %81, %69 ]
  %71 = phi i32 [ 3, %0 ], [ %73, %69 ]
  %72 = mul i32 %71, 1103515245
  %73 = add i32 %72, 12345
  %74 = lshr i32 %73, 16
  %75 = trunc nuw i32 %74 to i16
  %76 = urem i16 %75, 3
  %77 = zext nneg i16 %76 to i64
  %78 = getelementptr inbounds [4 x i8], ptr @.str, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !6
  %80 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %70
  store i8 %79, ptr %80, align 1, !tbaa !6
  %81 = add nuw nsw i64 %70, 1
  %82 = icmp eq i64 %81, 20000
  br i1 %82, label %5, label %69, !llvm.loop !9

83:                                               ; preds = %273
  store ptr @.str.7, ptr @sa_text, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #12
  %84 = getelementptr inbounds i8, ptr %2, i64 4
  %85 = getelementptr inbounds i8, ptr %2, i64 8
  %86 = getelementptr inbounds i8, ptr %2, i64 12
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !tbaa !13
  %87 = getelementptr inbounds i8, ptr %2, i64 16
  %88 = getelementptr inbounds i8, ptr %2, i64 20
  %89 = getelementptr inbounds i8, ptr %2, i64 24
  %90 = getelementptr inbounds i8, ptr %2, i64 28
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %87, align 16, !tbaa !13
  %91 = getelementptr inbounds i8, ptr %2, i64 32
  %92 = getelementptr inbounds i8, ptr %2, i64 36
  %93 = getelementptr inbounds i8, ptr %2, i64 40
  %94 = getelementptr inbounds i8, ptr %2, i64 44
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %91, align 16, !tbaa !13
  %95 = getelementptr inbounds i8, ptr %2, i64 48
  %96 = getelementptr inbounds i8, ptr %2, i64 52
  %97 = getelementptr inbounds i8, ptr %2, i64 56
  %98 = getelementptr inbounds i8, ptr %2, i64 60
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %95, align 16, !tbaa !13
  %99 = getelementptr inbounds i8, ptr %2, i64 64
  %100 = getelementptr inbounds i8, ptr %2, i64 68
  store <2 x i32> <i32 16, i32 17>, ptr %99, align 16, !tbaa !13
  call void @qsort(ptr noundef nonnull %2, i64 noundef 18, i64 noundef 4, ptr noundef nonnull @sa_cmp) #12
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %102 = load i32, ptr %2, align 16, !tbaa !13
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %102)
  %104 = load i32, ptr %84, align 4, !tbaa !13
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %104)
  %106 = load i32, ptr %85, align 8, !tbaa !13
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %106)
  %108 = load i32, ptr %86, align 4, !tbaa !13
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %108)
  %110 = load i32, ptr %87, align 16, !tbaa !13
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %110)
  %112 = load i32, ptr %88, align 4, !tbaa !13
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %112)
  %114 = load i32, ptr %89, align 8, !tbaa !13
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %114)
  %116 = load i32, ptr %90, align 4, !tbaa !13
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %116)
  %118 = load i32, ptr %91, align 16, !tbaa !13
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %118)
  %120 = load i32, ptr %92, align 4, !tbaa !13
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %120)
  %122 = load i32, ptr %93, align 8, !tbaa !13
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %122)
  %124 = load i32, ptr %94, align 4, !tbaa !13
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %124)
  %126 = load i32, ptr %95, align 16, !tbaa !13
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %126)
  %128 = load i32, ptr %96, align 4, !tbaa !13
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %128)
  %130 = load i32, ptr %97, align 8, !tbaa !13
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %130)
  %132 = load i32, ptr %98, align 4, !tbaa !13
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %132)
  %134 = load i32, ptr %99, align 16, !tbaa !13
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %134)
  %136 = load i32, ptr %100, align 4, !tbaa !13
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %136)
  %138 = call i32 @putchar(i32 10)
  br label %322

139:                                              ; preds = %5, %273
  %140 = phi i64 [ 0, %5 ], [ %277, %273 ]
  %141 = getelementptr inbounds [6 x ptr], ptr @__const.main.pats, i64 0, i64 %140
  %142 = load ptr, ptr %141, align 8, !tbaa !11
  %143 = tail call fastcc i32 @kmp_count(ptr noundef %142)
  %144 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @main.text) #13
  %145 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %142) #13
  %146 = trunc i64 %145 to i32
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #12
  %147 = insertelement <4 x i32> poison, i32 %146, i64 0
  %148 = shufflevector <4 x i32> %147, <4 x i32> poison, <4 x i32> zeroinitializer
  store <4 x i32> %148, ptr %1, align 16, !tbaa !13
  store <4 x i32> %148, ptr %6, align 16, !tbaa !13
  store <4 x i32> %148, ptr %7, align 16, !tbaa !13
  store <4 x i32> %148, ptr %8, align 16, !tbaa !13
  store <4 x i32> %148, ptr %9, align 16, !tbaa !13
  store <4 x i32> %148, ptr %10, align 16, !tbaa !13
  store <4 x i32> %148, ptr %11, align 16, !tbaa !13
  store <4 x i32> %148, ptr %12, align 16, !tbaa !13
  store <4 x i32> %148, ptr %13, align 16, !tbaa !13
  store <4 x i32> %148, ptr %14, align 16, !tbaa !13
  store <4 x i32> %148, ptr %15, align 16, !tbaa !13
  store <4 x i32> %148, ptr %16, align 16, !tbaa !13
  store <4 x i32> %148, ptr %17, align 16, !tbaa !13
  store <4 x i32> %148, ptr %18, align 16, !tbaa !13
  store <4 x i32> %148, ptr %19, align 16, !tbaa !13
  store <4 x i32> %148, ptr %20, align 16, !tbaa !13
  store <4 x i32> %148, ptr %21, align 16, !tbaa !13
  store <4 x i32> %148, ptr %22, align 16, !tbaa !13
  store <4 x i32> %148, ptr %23, align 16, !tbaa !13
  store <4 x i32> %148, ptr %24, align 16, !tbaa !13
  store <4 x i32> %148, ptr %25, align 16, !tbaa !13
  store <4 x i32> %148, ptr %26, align 16, !tbaa !13
  store <4 x i32> %148, ptr %27, align 16, !tbaa !13
  store <4 x i32> %148, ptr %28, align 16, !tbaa !13
  store <4 x i32> %148, ptr %29, align 16, !tbaa !13
  store <4 x i32> %148, ptr %30, align 16, !tbaa !13
  store <4 x i32> %148, ptr %31, align 16, !tbaa !13
  store <4 x i32> %148, ptr %32, align 16, !tbaa !13
  store <4 x i32> %148, ptr %33, align 16, !tbaa !13
  store <4 x i32> %148, ptr %34, align 16, !tbaa !13
  store <4 x i32> %148, ptr %35, align 16, !tbaa !13
  store <4 x i32> %148, ptr %36, align 16, !tbaa !13
  store <4 x i32> %148, ptr %37, align 16, !tbaa !13
  store <4 x i32> %148, ptr %38, align 16, !tbaa !13
  store <4 x i32> %148, ptr %39, align 16, !tbaa !13
  store <4 x i32> %148, ptr %40, align 16, !tbaa !13
  store <4 x i32> %148, ptr %41, align 16, !tbaa !13
  store <4 x i32> %148, ptr %42, align 16, !tbaa !13
  store <4 x i32> %148, ptr %43, align 16, !tbaa !13
  store <4 x i32> %148, ptr %44, align 16, !tbaa !13
  store <4 x i32> %148, ptr %45, align 16, !tbaa !13
  store <4 x i32> %148, ptr %46, align 16, !tbaa !13
  store <4 x i32> %148, ptr %47, align 16, !tbaa !13
  store <4 x i32> %148, ptr %48, align 16, !tbaa !13
  store <4 x i32> %148, ptr %49, align 16, !tbaa !13
  store <4 x i32> %148, ptr %50, align 16, !tbaa !13
  store <4 x i32> %148, ptr %51, align 16, !tbaa !13
  store <4 x i32> %148, ptr %52, align 16, !tbaa !13
  store <4 x i32> %148, ptr %53, align 16, !tbaa !13
  store <4 x i32> %148, ptr %54, align 16, !tbaa !13
  store <4 x i32> %148, ptr %55, align 16, !tbaa !13
  store <4 x i32> %148, ptr %56, align 16, !tbaa !13
  store <4 x i32> %148, ptr %57, align 16, !tbaa !13
  store <4 x i32> %148, ptr %58, align 16, !tbaa !13
  store <4 x i32> %148, ptr %59, align 16, !tbaa !13
  store <4 x i32> %148, ptr %60, align 16, !tbaa !13
  store <4 x i32> %148, ptr %61, align 16, !tbaa !13
  store <4 x i32> %148, ptr %62, align 16, !tbaa !13
  store <4 x i32> %148, ptr %63, align 16, !tbaa !13
  store <4 x i32> %148, ptr %64, align 16, !tbaa !13
  store <4 x i32> %148, ptr %65, align 16, !tbaa !13
  store <4 x i32> %148, ptr %66, align 16, !tbaa !13
  store <4 x i32> %148, ptr %67, align 16, !tbaa !13
  store <4 x i32> %148, ptr %68, align 16, !tbaa !13
  %149 = trunc i64 %144 to i32
  %150 = icmp sgt i32 %146, 1
  br i1 %150, label %151, label %178

151:                                              ; preds = %139
  %152 = add nsw i32 %146, -1
  %153 = zext nneg i32 %152 to i64
  %154 = icmp eq i32 %146, 2
  br i1 %154, label %155, label %157

155:                                              ; preds = %176, %151
  %156 = phi i64 [ 0, %151 ], [ %158, %176 ]
  br label %184

157:                                              ; preds = %151
  %158 = and i64 %153, 2147483646
  br label %159

159:                                              ; preds = %159, %157
  %160 = phi i64 [ 0, %157 ], [ %174, %159 ]
  %161 = or disjoint i64 %160, 1
  %162 = trunc i64 %160 to i32
  %163 = xor i32 %162, -1
  %164 = getelementptr inbounds i8, ptr %142, i64 %160
  %165 = getelementptr inbounds i8, ptr %142, i64 %161
  %166 = load i8, ptr %164, align 1, !tbaa !6
  %167 = load i8, ptr %165, align 1, !tbaa !6
  %168 = zext i8 %166 to i64
  %169 = zext i8 %167 to i64
  %170 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %168
  %171 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %169
  %172 = sub i32 %152, %162
  %173 = add i32 %152, %163
  store i32 %172, ptr %170, align 4, !tbaa !13
  store i32 %173, ptr %171, align 4, !tbaa !13
  %174 = add nuw i64 %160, 2
  %175 = icmp eq i64 %174, %158
  br i1 %175, label %176, label %159, !llvm.loop !15

176:                                              ; preds = %159
  %177 = icmp eq i64 %158, %153
  br i1 %177, label %178, label %155

178:                                              ; preds = %184, %176, %139
  %179 = icmp sgt i32 %146, %149
  br i1 %179, label %180, label %181

180:                                              ; preds = %178
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #12
  br label %273

181:                                              ; preds = %178
  %182 = shl i64 %145, 32
  %183 = ashr exact i64 %182, 32
  br label %194

184:                                              ; preds = %155, %184
  %185 = phi i64 [ %192, %184 ], [ %156, %155 ]
  %186 = getelementptr inbounds i8, ptr %142, i64 %185
  %187 = load i8, ptr %186, align 1, !tbaa !6
  %188 = zext i8 %187 to i64
  %189 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %188
  %190 = trunc i64 %185 to i32
  %191 = sub i32 %152, %190
  store i32 %191, ptr %189, align 4, !tbaa !13
  %192 = add nuw nsw i64 %185, 1
  %193 = icmp eq i64 %192, %153
  br i1 %193, label %178, label %184, !llvm.loop !18

194:                                              ; preds = %194, %181
  %195 = phi i32 [ 0, %181 ], [ %210, %194 ]
  %196 = phi i32 [ 0, %181 ], [ %203, %194 ]
  %197 = add nsw i32 %195, %146
  %198 = sext i32 %195 to i64
  %199 = getelementptr inbounds i8, ptr @main.text, i64 %198
  %200 = tail call i32 @bcmp(ptr nonnull %199, ptr readonly %142, i64 %183)
  %201 = icmp eq i32 %200, 0
  %202 = zext i1 %201 to i32
  %203 = add nuw nsw i32 %196, %202
  %204 = sext i32 %197 to i64
  %205 = getelementptr i8, ptr getelementptr (i8, ptr @main.text, i64 -1), i64 %204
  %206 = load i8, ptr %205, align 1, !tbaa !6
  %207 = zext i8 %206 to i64
  %208 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !13
  %210 = add nsw i32 %209, %195
  %211 = add nsw i32 %210, %146
  %212 = icmp sgt i32 %211, %149
  br i1 %212, label %213, label %194, !llvm.loop !19

213:                                              ; preds = %194
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #12
  %214 = icmp sgt i32 %146, 0
  br i1 %214, label %215, label %222

215:                                              ; preds = %213
  %216 = and i64 %145, 2147483647
  %217 = load i8, ptr %142, align 1, !tbaa !6
  %218 = zext i8 %217 to i64
  %219 = load i8, ptr @main.text, align 4, !tbaa !6
  %220 = zext i8 %219 to i64
  %221 = icmp eq i64 %216, 1
  br i1 %221, label %222, label %229

222:                                              ; preds = %229, %215, %213
  %223 = phi i64 [ 0, %213 ], [ %218, %215 ], [ %238, %229 ]
  %224 = phi i64 [ 0, %213 ], [ %220, %215 ], [ %243, %229 ]
  %225 = phi i64 [ 1, %213 ], [ 1, %215 ], [ %244, %229 ]
  %226 = sub i64 %144, %145
  %227 = and i64 %226, 4294967295
  %228 = getelementptr i8, ptr @main.text, i64 %183
  br label %247

229:                                              ; preds = %215, %229
  %230 = phi i64 [ %245, %229 ], [ 1, %215 ]
  %231 = phi i64 [ %244, %229 ], [ 1, %215 ]
  %232 = phi i64 [ %243, %229 ], [ %220, %215 ]
  %233 = phi i64 [ %238, %229 ], [ %218, %215 ]
  %234 = mul i64 %233, 257
  %235 = getelementptr inbounds i8, ptr %142, i64 %230
  %236 = load i8, ptr %235, align 1, !tbaa !6
  %237 = zext i8 %236 to i64
  %238 = add i64 %234, %237
  %239 = mul i64 %232, 257
  %240 = getelementptr inbounds i8, ptr @main.text, i64 %230
  %241 = load i8, ptr %240, align 1, !tbaa !6
  %242 = zext i8 %241 to i64
  %243 = add i64 %239, %242
  %244 = mul i64 %231, 257
  %245 = add nuw nsw i64 %230, 1
  %246 = icmp eq i64 %245, %216
  br i1 %246, label %222, label %229, !llvm.loop !20

247:                                              ; preds = %261, %222
  %248 = phi i64 [ 0, %222 ], [ %272, %261 ]
  %249 = phi i32 [ 0, %222 ], [ %259, %261 ]
  %250 = phi i64 [ %224, %222 ], [ %271, %261 ]
  %251 = icmp eq i64 %223, %250
  br i1 %251, label %252, label %258

252:                                              ; preds = %247
  %253 = getelementptr inbounds i8, ptr @main.text, i64 %248
  %254 = tail call i32 @bcmp(ptr nonnull %253, ptr readonly %142, i64 %183)
  %255 = icmp eq i32 %254, 0
  %256 = zext i1 %255 to i32
  %257 = add nsw i32 %249, %256
  br label %258

258:                                              ; preds = %252, %247
  %259 = phi i32 [ %249, %247 ], [ %257, %252 ]
  %260 = icmp eq i64 %248, %227
  br i1 %260, label %273, label %261

261:                                              ; preds = %258
  %262 = getelementptr inbounds i8, ptr @main.text, i64 %248
  %263 = load i8, ptr %262, align 1, !tbaa !6
  %264 = zext i8 %263 to i64
  %265 = mul i64 %225, %264
  %266 = sub i64 %250, %265
  %267 = mul i64 %266, 257
  %268 = getelementptr i8, ptr %228, i64 %248
  %269 = load i8, ptr %268, align 1, !tbaa !6
  %270 = zext i8 %269 to i64
  %271 = add i64 %267, %270
  %272 = add nuw nsw i64 %248, 1
  br label %247

273:                                              ; preds = %258, %180
  %274 = phi i32 [ 0, %180 ], [ %203, %258 ]
  %275 = phi i32 [ 0, %180 ], [ %259, %258 ]
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %142, i32 noundef %143, i32 noundef %274, i32 noundef %275)
  %277 = add nuw nsw i64 %140, 1
  %278 = icmp eq i64 %277, 6
  br i1 %278, label %83, label %139, !llvm.loop !22

279:                                              ; preds = %395
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  br label %280

280:                                              ; preds = %291, %279
  %281 = phi i8 [ %289, %291 ], [ 97, %279 ]
  %282 = phi ptr [ %287, %291 ], [ @.str.17, %279 ]
  %283 = phi ptr [ %297, %291 ], [ %3, %279 ]
  br label %284

284:                                              ; preds = %284, %280
  %285 = phi i32 [ %288, %284 ], [ 0, %280 ]
  %286 = phi ptr [ %287, %284 ], [ %282, %280 ]
  %287 = getelementptr inbounds i8, ptr %286, i64 1
  %288 = add nuw nsw i32 %285, 1
  %289 = load i8, ptr %287, align 1, !tbaa !6
  %290 = icmp eq i8 %289, %281
  br i1 %290, label %284, label %291, !llvm.loop !23

291:                                              ; preds = %284
  %292 = zext i8 %281 to i32
  %293 = icmp eq i32 %285, 0
  %294 = select i1 %293, ptr @.str.23, ptr @.str.22
  %295 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %283, ptr noundef nonnull dereferenceable(1) %294, i32 noundef %288, i32 noundef %292) #12
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds i8, ptr %283, i64 %296
  %298 = icmp eq i8 %289, 0
  br i1 %298, label %299, label %280, !llvm.loop !24

299:                                              ; preds = %291
  store i8 0, ptr %297, align 1, !tbaa !6
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  br label %301

301:                                              ; preds = %312, %299
  %302 = phi i8 [ %310, %312 ], [ 120, %299 ]
  %303 = phi ptr [ %308, %312 ], [ @.str.19, %299 ]
  %304 = phi ptr [ %318, %312 ], [ %3, %299 ]
  br label %305

305:                                              ; preds = %305, %301
  %306 = phi i32 [ %309, %305 ], [ 0, %301 ]
  %307 = phi ptr [ %308, %305 ], [ %303, %301 ]
  %308 = getelementptr inbounds i8, ptr %307, i64 1
  %309 = add nuw nsw i32 %306, 1
  %310 = load i8, ptr %308, align 1, !tbaa !6
  %311 = icmp eq i8 %310, %302
  br i1 %311, label %305, label %312, !llvm.loop !23

312:                                              ; preds = %305
  %313 = zext i8 %302 to i32
  %314 = icmp eq i32 %306, 0
  %315 = select i1 %314, ptr @.str.23, ptr @.str.22
  %316 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %304, ptr noundef nonnull dereferenceable(1) %315, i32 noundef %309, i32 noundef %313) #12
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds i8, ptr %304, i64 %317
  %319 = icmp eq i8 %310, 0
  br i1 %319, label %320, label %301, !llvm.loop !24

320:                                              ; preds = %312
  store i8 0, ptr %318, align 1, !tbaa !6
  %321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  store i32 19, ptr %4, align 4, !tbaa !13
  br label %465

322:                                              ; preds = %83, %395
  %323 = phi i64 [ 0, %83 ], [ %403, %395 ]
  %324 = getelementptr inbounds [5 x ptr], ptr @__const.main.ps, i64 0, i64 %323
  %325 = load ptr, ptr %324, align 8, !tbaa !11
  %326 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %325) #13
  %327 = trunc i64 %326 to i32
  %328 = shl nsw i32 %327, 1
  %329 = or disjoint i32 %328, 1
  %330 = sext i32 %329 to i64
  %331 = call noalias ptr @calloc(i64 noundef %330, i64 noundef 4) #14
  %332 = icmp slt i32 %327, 0
  br i1 %332, label %395, label %333

333:                                              ; preds = %322
  %334 = zext nneg i32 %329 to i64
  br label %335

335:                                              ; preds = %380, %333
  %336 = phi i64 [ 0, %333 ], [ %392, %380 ]
  %337 = phi i32 [ 1, %333 ], [ %393, %380 ]
  %338 = phi i32 [ -1, %333 ], [ %388, %380 ]
  %339 = phi i32 [ 0, %333 ], [ %387, %380 ]
  %340 = phi i32 [ 0, %333 ], [ %391, %380 ]
  %341 = phi i32 [ 0, %333 ], [ %390, %380 ]
  %342 = sext i32 %338 to i64
  %343 = icmp sgt i64 %336, %342
  %344 = trunc nuw nsw i64 %336 to i32
  br i1 %343, label %354, label %345

345:                                              ; preds = %335
  %346 = sub i32 %338, %344
  %347 = add i32 %346, %339
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds i32, ptr %331, i64 %348
  %350 = load i32, ptr %349, align 4, !tbaa !13
  %351 = icmp sgt i32 %350, %346
  %352 = add nsw i32 %346, 1
  %353 = select i1 %351, i32 %352, i32 %350
  br label %354

354:                                              ; preds = %345, %335
  %355 = phi i32 [ %353, %345 ], [ 1, %335 ]
  %356 = sub nsw i32 %344, %355
  %357 = icmp sgt i32 %356, -1
  br i1 %357, label %358, label %380

358:                                              ; preds = %354, %376
  %359 = phi i32 [ %378, %376 ], [ %356, %354 ]
  %360 = phi i32 [ %377, %376 ], [ %355, %354 ]
  %361 = add nsw i32 %360, %344
  %362 = icmp sgt i32 %361, %328
  br i1 %362, label %380, label %363

363:                                              ; preds = %358
  %364 = and i32 %359, 1
  %365 = icmp eq i32 %364, 0
  br i1 %365, label %376, label %366

366:                                              ; preds = %363
  %367 = lshr i32 %359, 1
  %368 = zext nneg i32 %367 to i64
  %369 = getelementptr inbounds i8, ptr %325, i64 %368
  %370 = load i8, ptr %369, align 1, !tbaa !6
  %371 = sdiv i32 %361, 2
  %372 = sext i32 %371 to i64
  %373 = getelementptr inbounds i8, ptr %325, i64 %372
  %374 = load i8, ptr %373, align 1, !tbaa !6
  %375 = icmp eq i8 %370, %374
  br i1 %375, label %376, label %380

376:                                              ; preds = %366, %363
  %377 = add nsw i32 %360, 1
  %378 = sub nsw i32 %344, %377
  %379 = icmp sgt i32 %378, -1
  br i1 %379, label %358, label %380, !llvm.loop !25

380:                                              ; preds = %376, %366, %358, %354
  %381 = phi i32 [ %355, %354 ], [ %360, %366 ], [ %337, %376 ], [ %360, %358 ]
  %382 = add nsw i32 %381, -1
  %383 = getelementptr inbounds i32, ptr %331, i64 %336
  store i32 %381, ptr %383, align 4, !tbaa !13
  %384 = add nsw i32 %382, %344
  %385 = icmp sgt i32 %384, %338
  %386 = sub nsw i32 %344, %382
  %387 = select i1 %385, i32 %386, i32 %339
  %388 = call i32 @llvm.smax.i32(i32 %384, i32 %338)
  %389 = icmp sgt i32 %382, %341
  %390 = call i32 @llvm.smax.i32(i32 %382, i32 %341)
  %391 = select i1 %389, i32 %344, i32 %340
  %392 = add nuw nsw i64 %336, 1
  %393 = add nuw i32 %337, 1
  %394 = icmp eq i64 %392, %334
  br i1 %394, label %395, label %335, !llvm.loop !26

395:                                              ; preds = %380, %322
  %396 = phi i32 [ 0, %322 ], [ %390, %380 ]
  %397 = phi i32 [ 0, %322 ], [ %391, %380 ]
  %398 = sub nsw i32 %397, %396
  %399 = sdiv i32 %398, 2
  call void @free(ptr noundef %331) #12
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds i8, ptr %325, i64 %400
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %325, i32 noundef %396, ptr noundef %401, i32 noundef %396)
  %403 = add nuw nsw i64 %323, 1
  %404 = icmp eq i64 %403, 5
  br i1 %404, label %279, label %322, !llvm.loop !27

405:                                              ; preds = %503
  %406 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21)
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 19)
  %408 = getelementptr inbounds i8, ptr %4, i64 4
  %409 = load i32, ptr %408, align 4, !tbaa !13
  %410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %409)
  %411 = getelementptr inbounds i8, ptr %4, i64 8
  %412 = load i32, ptr %411, align 4, !tbaa !13
  %413 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %412)
  %414 = getelementptr inbounds i8, ptr %4, i64 12
  %415 = load i32, ptr %414, align 4, !tbaa !13
  %416 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %415)
  %417 = getelementptr inbounds i8, ptr %4, i64 16
  %418 = load i32, ptr %417, align 4, !tbaa !13
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %418)
  %420 = getelementptr inbounds i8, ptr %4, i64 20
  %421 = load i32, ptr %420, align 4, !tbaa !13
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %421)
  %423 = getelementptr inbounds i8, ptr %4, i64 24
  %424 = load i32, ptr %423, align 4, !tbaa !13
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %424)
  %426 = getelementptr inbounds i8, ptr %4, i64 28
  %427 = load i32, ptr %426, align 4, !tbaa !13
  %428 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %427)
  %429 = getelementptr inbounds i8, ptr %4, i64 32
  %430 = load i32, ptr %429, align 4, !tbaa !13
  %431 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %430)
  %432 = getelementptr inbounds i8, ptr %4, i64 36
  %433 = load i32, ptr %432, align 4, !tbaa !13
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %433)
  %435 = getelementptr inbounds i8, ptr %4, i64 40
  %436 = load i32, ptr %435, align 4, !tbaa !13
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %436)
  %438 = getelementptr inbounds i8, ptr %4, i64 44
  %439 = load i32, ptr %438, align 4, !tbaa !13
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %439)
  %441 = getelementptr inbounds i8, ptr %4, i64 48
  %442 = load i32, ptr %441, align 4, !tbaa !13
  %443 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %442)
  %444 = getelementptr inbounds i8, ptr %4, i64 52
  %445 = load i32, ptr %444, align 4, !tbaa !13
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %445)
  %447 = getelementptr inbounds i8, ptr %4, i64 56
  %448 = load i32, ptr %447, align 4, !tbaa !13
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %448)
  %450 = getelementptr inbounds i8, ptr %4, i64 60
  %451 = load i32, ptr %450, align 4, !tbaa !13
  %452 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %451)
  %453 = getelementptr inbounds i8, ptr %4, i64 64
  %454 = load i32, ptr %453, align 4, !tbaa !13
  %455 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %454)
  %456 = getelementptr inbounds i8, ptr %4, i64 68
  %457 = load i32, ptr %456, align 4, !tbaa !13
  %458 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %457)
  %459 = getelementptr inbounds i8, ptr %4, i64 72
  %460 = load i32, ptr %459, align 4, !tbaa !13
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %460)
  %462 = call i32 @putchar(i32 10)
  %463 = call fastcc i32 @kmp_count(ptr noundef nonnull @.str)
  %464 = srem i32 %463, 256
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #12
  ret i32 %464

465:                                              ; preds = %320, %503
  %466 = phi i64 [ 1, %320 ], [ %509, %503 ]
  %467 = phi i32 [ 18, %320 ], [ %510, %503 ]
  %468 = phi i32 [ 0, %320 ], [ %508, %503 ]
  %469 = phi i32 [ 0, %320 ], [ %507, %503 ]
  %470 = zext nneg i32 %468 to i64
  %471 = icmp ult i64 %466, %470
  %472 = trunc nuw nsw i64 %466 to i32
  br i1 %471, label %473, label %480

473:                                              ; preds = %465
  %474 = sub nsw i32 %468, %472
  %475 = sext i32 %469 to i64
  %476 = sub nsw i64 %466, %475
  %477 = getelementptr inbounds [32 x i32], ptr %4, i64 0, i64 %476
  %478 = load i32, ptr %477, align 4, !tbaa !13
  %479 = call i32 @llvm.smin.i32(i32 %474, i32 %478)
  br label %480

480:                                              ; preds = %465, %473
  %481 = phi i32 [ %479, %473 ], [ 0, %465 ]
  %482 = getelementptr inbounds [32 x i32], ptr %4, i64 0, i64 %466
  %483 = add nsw i32 %481, %472
  %484 = icmp slt i32 %483, 19
  br i1 %484, label %485, label %503

485:                                              ; preds = %480
  %486 = sext i32 %481 to i64
  br label %487

487:                                              ; preds = %485, %496
  %488 = phi i64 [ %486, %485 ], [ %497, %496 ]
  %489 = phi i32 [ %483, %485 ], [ %500, %496 ]
  %490 = getelementptr inbounds i8, ptr @.str.20, i64 %488
  %491 = load i8, ptr %490, align 1, !tbaa !6
  %492 = sext i32 %489 to i64
  %493 = getelementptr inbounds i8, ptr @.str.20, i64 %492
  %494 = load i8, ptr %493, align 1, !tbaa !6
  %495 = icmp eq i8 %491, %494
  br i1 %495, label %496, label %501

496:                                              ; preds = %487
  %497 = add nsw i64 %488, 1
  %498 = add nsw i64 %497, %466
  %499 = icmp slt i64 %498, 19
  %500 = trunc nsw i64 %498 to i32
  br i1 %499, label %487, label %503, !llvm.loop !28

501:                                              ; preds = %487
  %502 = trunc nsw i64 %488 to i32
  br label %503

503:                                              ; preds = %496, %501, %480
  %504 = phi i32 [ %481, %480 ], [ %502, %501 ], [ %467, %496 ]
  %505 = phi i32 [ %483, %480 ], [ %489, %501 ], [ 19, %496 ]
  store i32 %504, ptr %482, align 4, !tbaa !13
  %506 = icmp sgt i32 %505, %468
  %507 = select i1 %506, i32 %472, i32 %469
  %508 = call i32 @llvm.smax.i32(i32 %505, i32 %468)
  %509 = add nuw nsw i64 %466, 1
  %510 = add nsw i32 %467, -1
  %511 = icmp eq i64 %509, 19
  br i1 %511, label %405, label %465, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @kmp_count(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = alloca [64 x i32], align 4
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @main.text) #13
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13
  %6 = trunc i64 %5 to i32
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #12
  store i32 0, ptr %2, align 4, !tbaa !13
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
  %15 = load i8, ptr %14, align 1, !tbaa !6
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
  %28 = load i8, ptr %27, align 1, !tbaa !6
  %29 = icmp eq i8 %15, %28
  br i1 %29, label %36, label %30

30:                                               ; preds = %24
  %31 = add nsw i32 %25, -1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %24, !llvm.loop !30

36:                                               ; preds = %24, %30, %10
  %37 = phi i32 [ 0, %10 ], [ 0, %30 ], [ %25, %24 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %0, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !6
  %41 = icmp eq i8 %15, %40
  %42 = zext i1 %41 to i32
  %43 = add nsw i32 %37, %42
  %44 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %11
  store i32 %43, ptr %44, align 4, !tbaa !13
  %45 = add nuw nsw i64 %11, 1
  %46 = icmp eq i64 %45, %9
  br i1 %46, label %16, label %10, !llvm.loop !31

47:                                               ; preds = %18, %80
  %48 = phi i64 [ 0, %18 ], [ %83, %80 ]
  %49 = phi i32 [ 0, %18 ], [ %82, %80 ]
  %50 = phi i32 [ 0, %18 ], [ %81, %80 ]
  %51 = icmp eq i32 %49, 0
  %52 = getelementptr inbounds i8, ptr @main.text, i64 %48
  %53 = load i8, ptr %52, align 1, !tbaa !6
  br i1 %51, label %68, label %56

54:                                               ; preds = %80, %16
  %55 = phi i32 [ 0, %16 ], [ %81, %80 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #12
  ret i32 %55

56:                                               ; preds = %47, %62
  %57 = phi i32 [ %66, %62 ], [ %49, %47 ]
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !6
  %61 = icmp eq i8 %53, %60
  br i1 %61, label %68, label %62

62:                                               ; preds = %56
  %63 = add nsw i32 %57, -1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !13
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %56, !llvm.loop !32

68:                                               ; preds = %56, %62, %47
  %69 = phi i32 [ 0, %47 ], [ 0, %62 ], [ %57, %56 ]
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %0, i64 %70
  %72 = load i8, ptr %71, align 1, !tbaa !6
  %73 = icmp eq i8 %53, %72
  %74 = zext i1 %73 to i32
  %75 = add nsw i32 %69, %74
  %76 = icmp eq i32 %75, %6
  br i1 %76, label %77, label %80

77:                                               ; preds = %68
  %78 = add nsw i32 %50, 1
  %79 = load i32, ptr %23, align 4, !tbaa !13
  br label %80

80:                                               ; preds = %68, %77
  %81 = phi i32 [ %78, %77 ], [ %50, %68 ]
  %82 = phi i32 [ %79, %77 ], [ %75, %68 ]
  %83 = add nuw nsw i64 %48, 1
  %84 = icmp eq i64 %83, %19
  br i1 %84, label %54, label %47, !llvm.loop !33
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @sa_cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load ptr, ptr @sa_text, align 8, !tbaa !11
  %4 = load i32, ptr %0, align 4, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i8, ptr %3, i64 %5
  %7 = load i32, ptr %1, align 4, !tbaa !13
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0,1) }

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
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !10, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !10, !16}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10, !21}
!21 = !{!"llvm.loop.peeled.count", i32 1}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
