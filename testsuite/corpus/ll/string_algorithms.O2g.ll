; ModuleID = 'programs/string_algorithms.c'
source_filename = "programs/string_algorithms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.text = internal global [20001 x i8] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1, !dbg !22
@.str.2 = private unnamed_addr constant [7 x i8] c"abcabc\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [4 x i8] c"cba\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [7 x i8] c"bbbbbb\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [7 x i8] c"abacab\00", align 1, !dbg !36
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [26 x i8] c"%-7s kmp=%d bmh=%d rk=%d\0A\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [19 x i8] c"mississippi$banana\00", align 1, !dbg !43
@sa_text = internal unnamed_addr global ptr null, align 8, !dbg !106
@.str.8 = private unnamed_addr constant [14 x i8] c"suffix array:\00", align 1, !dbg !48
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !53
@.str.11 = private unnamed_addr constant [6 x i8] c"babad\00", align 1, !dbg !60
@.str.12 = private unnamed_addr constant [17 x i8] c"forgeeksskeegfor\00", align 1, !dbg !65
@.str.13 = private unnamed_addr constant [13 x i8] c"abacdfgdcaba\00", align 1, !dbg !70
@.str.14 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !75
@.str.15 = private unnamed_addr constant [11 x i8] c"racecarxyz\00", align 1, !dbg !77
@__const.main.ps = private unnamed_addr constant [5 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [37 x i8] c"longest palindrome in %s: %.*s (%d)\0A\00", align 1, !dbg !82
@.str.17 = private unnamed_addr constant [13 x i8] c"aaabccddddde\00", align 1, !dbg !87
@.str.18 = private unnamed_addr constant [8 x i8] c"rle %s\0A\00", align 1, !dbg !89
@.str.19 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1, !dbg !94
@.str.20 = private unnamed_addr constant [20 x i8] c"aabxaabxcaabxaabxay\00", align 1, !dbg !96
@.str.21 = private unnamed_addr constant [3 x i8] c"z:\00", align 1, !dbg !101
@.str.22 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1, !dbg !110
@.str.23 = private unnamed_addr constant [7 x i8] c"%.0d%c\00", align 1, !dbg !112

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [256 x i32], align 16, !DIAssignID !171
  %2 = alloca [18 x i32], align 16, !DIAssignID !172
    #dbg_assign(i1 undef, !128, !DIExpression(), !172, ptr %2, !DIExpression(), !173)
  %3 = alloca [128 x i8], align 16, !DIAssignID !174
    #dbg_assign(i1 undef, !144, !DIExpression(), !174, ptr %3, !DIExpression(), !173)
  %4 = alloca [32 x i32], align 16, !DIAssignID !175
    #dbg_assign(i1 undef, !148, !DIExpression(), !175, ptr %4, !DIExpression(), !173)
    #dbg_value(i32 3, !115, !DIExpression(), !173)
    #dbg_value(i32 0, !117, !DIExpression(), !176)
  br label %69, !dbg !177

5:                                                ; preds = %69
  store i8 0, ptr getelementptr inbounds (i8, ptr @main.text, i64 20000), align 16, !dbg !178, !tbaa !179
    #dbg_assign(i1 undef, !119, !DIExpression(), !182, ptr @__const.main.pats, !DIExpression(), !173)
    #dbg_value(i32 0, !121, !DIExpression(), !183)
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
  br label %149, !dbg !184

69:                                               ; preds = %69, %0
  %70 = phi i64 [ 0, %0 ], [ %91, %69 ]
  %71 = phi i32 [ 3, %0 ], [ %83, %69 ]
    #dbg_value(i32 %71, !115, !DIExpression(), !173)
    #dbg_value(i64 %70, !117, !DIExpression(), !176)
  %72 = mul i32 %71, 1103515245, !dbg !185
  %73 = add i32 %72, 12345, !dbg !188
    #dbg_value(i32 %73, !115, !DIExpression(), !173)
  %74 = lshr i32 %73, 16, !dbg !189
  %75 = trunc nuw i32 %74 to i16, !dbg !190
  %76 = urem i16 %75, 3, !dbg !190
  %77 = zext nneg i16 %76 to i64, !dbg !191
  %78 = getelementptr inbounds [4 x i8], ptr @.str, i64 0, i64 %77, !dbg !191
  %79 = load i8, ptr %78, align 1, !dbg !191, !tbaa !179
  %80 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %70, !dbg !192
  store i8 %79, ptr %80, align 2, !dbg !193, !tbaa !179
  %81 = or disjoint i64 %70, 1, !dbg !194
    #dbg_value(i64 %81, !117, !DIExpression(), !176)
  %82 = mul i32 %73, 1103515245, !dbg !185
  %83 = add i32 %82, 12345, !dbg !188
    #dbg_value(i32 %83, !115, !DIExpression(), !173)
  %84 = lshr i32 %83, 16, !dbg !189
  %85 = trunc nuw i32 %84 to i16, !dbg !190
  %86 = urem i16 %85, 3, !dbg !190
  %87 = zext nneg i16 %86 to i64, !dbg !191
  %88 = getelementptr inbounds [4 x i8], ptr @.str, i64 0, i64 %87, !dbg !191
  %89 = load i8, ptr %88, align 1, !dbg !191, !tbaa !179
  %90 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %81, !dbg !192
  store i8 %89, ptr %90, align 1, !dbg !193, !tbaa !179
  %91 = add nuw nsw i64 %70, 2, !dbg !194
    #dbg_value(i64 %91, !117, !DIExpression(), !176)
  %92 = icmp eq i64 %91, 20000, !dbg !195
  br i1 %92, label %5, label %69, !dbg !177, !llvm.loop !196

93:                                               ; preds = %342
  store ptr @.str.7, ptr @sa_text, align 8, !dbg !199, !tbaa !200
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #12, !dbg !202
    #dbg_value(i64 0, !132, !DIExpression(), !203)
    #dbg_value(i64 1, !132, !DIExpression(), !203)
  %94 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !204
    #dbg_value(i64 2, !132, !DIExpression(), !203)
  %95 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !204
    #dbg_value(i64 3, !132, !DIExpression(), !203)
  %96 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !204
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !dbg !206, !tbaa !207
    #dbg_value(i64 4, !132, !DIExpression(), !203)
  %97 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !204
    #dbg_value(i64 5, !132, !DIExpression(), !203)
  %98 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !204
    #dbg_value(i64 6, !132, !DIExpression(), !203)
  %99 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !204
    #dbg_value(i64 7, !132, !DIExpression(), !203)
  %100 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !204
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %97, align 16, !dbg !206, !tbaa !207
    #dbg_value(i64 8, !132, !DIExpression(), !203)
  %101 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !204
    #dbg_value(i64 9, !132, !DIExpression(), !203)
  %102 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !204
    #dbg_value(i64 10, !132, !DIExpression(), !203)
  %103 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !204
    #dbg_value(i64 11, !132, !DIExpression(), !203)
  %104 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !204
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %101, align 16, !dbg !206, !tbaa !207
    #dbg_value(i64 12, !132, !DIExpression(), !203)
  %105 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !204
    #dbg_value(i64 13, !132, !DIExpression(), !203)
  %106 = getelementptr inbounds i8, ptr %2, i64 52, !dbg !204
    #dbg_value(i64 14, !132, !DIExpression(), !203)
  %107 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !204
    #dbg_value(i64 15, !132, !DIExpression(), !203)
  %108 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !204
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %105, align 16, !dbg !206, !tbaa !207
    #dbg_value(i64 16, !132, !DIExpression(), !203)
  %109 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !204
  store i32 16, ptr %109, align 16, !dbg !206, !tbaa !207
    #dbg_value(i64 17, !132, !DIExpression(), !203)
  %110 = getelementptr inbounds i8, ptr %2, i64 68, !dbg !204
  store i32 17, ptr %110, align 4, !dbg !206, !tbaa !207
    #dbg_value(i64 18, !132, !DIExpression(), !203)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 18, i64 noundef 4, ptr noundef nonnull @sa_cmp) #12, !dbg !209
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !210
    #dbg_value(i64 0, !134, !DIExpression(), !211)
  %112 = load i32, ptr %2, align 16, !dbg !212, !tbaa !207
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %112), !dbg !214
    #dbg_value(i64 1, !134, !DIExpression(), !211)
  %114 = load i32, ptr %94, align 4, !dbg !212, !tbaa !207
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %114), !dbg !214
    #dbg_value(i64 2, !134, !DIExpression(), !211)
  %116 = load i32, ptr %95, align 8, !dbg !212, !tbaa !207
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %116), !dbg !214
    #dbg_value(i64 3, !134, !DIExpression(), !211)
  %118 = load i32, ptr %96, align 4, !dbg !212, !tbaa !207
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %118), !dbg !214
    #dbg_value(i64 4, !134, !DIExpression(), !211)
  %120 = load i32, ptr %97, align 16, !dbg !212, !tbaa !207
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %120), !dbg !214
    #dbg_value(i64 5, !134, !DIExpression(), !211)
  %122 = load i32, ptr %98, align 4, !dbg !212, !tbaa !207
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %122), !dbg !214
    #dbg_value(i64 6, !134, !DIExpression(), !211)
  %124 = load i32, ptr %99, align 8, !dbg !212, !tbaa !207
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %124), !dbg !214
    #dbg_value(i64 7, !134, !DIExpression(), !211)
  %126 = load i32, ptr %100, align 4, !dbg !212, !tbaa !207
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %126), !dbg !214
    #dbg_value(i64 8, !134, !DIExpression(), !211)
  %128 = load i32, ptr %101, align 16, !dbg !212, !tbaa !207
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %128), !dbg !214
    #dbg_value(i64 9, !134, !DIExpression(), !211)
  %130 = load i32, ptr %102, align 4, !dbg !212, !tbaa !207
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %130), !dbg !214
    #dbg_value(i64 10, !134, !DIExpression(), !211)
  %132 = load i32, ptr %103, align 8, !dbg !212, !tbaa !207
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %132), !dbg !214
    #dbg_value(i64 11, !134, !DIExpression(), !211)
  %134 = load i32, ptr %104, align 4, !dbg !212, !tbaa !207
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %134), !dbg !214
    #dbg_value(i64 12, !134, !DIExpression(), !211)
  %136 = load i32, ptr %105, align 16, !dbg !212, !tbaa !207
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %136), !dbg !214
    #dbg_value(i64 13, !134, !DIExpression(), !211)
  %138 = load i32, ptr %106, align 4, !dbg !212, !tbaa !207
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %138), !dbg !214
    #dbg_value(i64 14, !134, !DIExpression(), !211)
  %140 = load i32, ptr %107, align 8, !dbg !212, !tbaa !207
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %140), !dbg !214
    #dbg_value(i64 15, !134, !DIExpression(), !211)
  %142 = load i32, ptr %108, align 4, !dbg !212, !tbaa !207
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %142), !dbg !214
    #dbg_value(i64 16, !134, !DIExpression(), !211)
  %144 = load i32, ptr %109, align 16, !dbg !212, !tbaa !207
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %144), !dbg !214
    #dbg_value(i64 17, !134, !DIExpression(), !211)
  %146 = load i32, ptr %110, align 4, !dbg !212, !tbaa !207
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %146), !dbg !214
    #dbg_value(i64 18, !134, !DIExpression(), !211)
  %148 = call i32 @putchar(i32 10), !dbg !215
    #dbg_assign(i1 undef, !136, !DIExpression(), !216, ptr @__const.main.ps, !DIExpression(), !173)
    #dbg_value(i32 0, !138, !DIExpression(), !217)
  br label %391, !dbg !218

149:                                              ; preds = %5, %342
  %150 = phi i64 [ 0, %5 ], [ %346, %342 ]
    #dbg_value(i64 %150, !121, !DIExpression(), !183)
  %151 = getelementptr inbounds [6 x ptr], ptr @__const.main.pats, i64 0, i64 %150, !dbg !219
  %152 = load ptr, ptr %151, align 8, !dbg !219, !tbaa !200
  %153 = tail call fastcc i32 @kmp_count(ptr noundef %152), !dbg !220
    #dbg_value(i32 %153, !123, !DIExpression(), !221)
    #dbg_assign(i1 undef, !222, !DIExpression(), !171, ptr %1, !DIExpression(), !241)
    #dbg_value(ptr @main.text, !227, !DIExpression(), !241)
    #dbg_value(ptr %152, !228, !DIExpression(), !241)
  %154 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @main.text) #13, !dbg !243
    #dbg_value(i32 %159, !229, !DIExpression(), !241)
  %155 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %152) #13, !dbg !244
  %156 = trunc i64 %155 to i32, !dbg !245
    #dbg_value(i32 %156, !230, !DIExpression(), !241)
    #dbg_value(i32 0, !231, !DIExpression(), !241)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #12, !dbg !246
    #dbg_value(i32 0, !232, !DIExpression(), !247)
  %157 = insertelement <4 x i32> poison, i32 %156, i64 0, !dbg !248
  %158 = shufflevector <4 x i32> %157, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !248
  store <4 x i32> %158, ptr %1, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %6, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %7, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %8, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %9, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %10, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %11, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %12, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %13, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %14, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %15, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %16, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %17, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %18, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %19, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %20, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %21, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %22, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %23, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %24, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %25, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %26, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %27, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %28, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %29, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %30, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %31, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %32, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %33, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %34, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %35, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %36, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %37, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %38, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %39, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %40, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %41, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %42, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %43, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %44, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %45, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %46, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %47, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %48, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %49, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %50, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %51, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %52, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %53, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %54, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %55, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %56, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %57, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %58, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %59, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %60, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %61, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %62, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %63, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %64, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %65, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %66, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %67, align 16, !dbg !249, !tbaa !207
  store <4 x i32> %158, ptr %68, align 16, !dbg !249, !tbaa !207
  %159 = trunc i64 %154 to i32, !dbg !251
    #dbg_value(i32 0, !234, !DIExpression(), !252)
  %160 = icmp sgt i32 %156, 1, !dbg !253
  br i1 %160, label %161, label %184, !dbg !255

161:                                              ; preds = %149
  %162 = add nsw i32 %156, -1
  %163 = zext nneg i32 %162 to i64, !dbg !253
  %164 = add nsw i64 %163, -1, !dbg !255
  %165 = and i64 %163, 3, !dbg !255
  %166 = icmp ult i64 %164, 3, !dbg !255
  br i1 %166, label %169, label %167, !dbg !255

167:                                              ; preds = %161
  %168 = and i64 %163, 2147483644, !dbg !255
  br label %190, !dbg !255

169:                                              ; preds = %190, %161
  %170 = phi i64 [ 0, %161 ], [ %220, %190 ]
  %171 = icmp eq i64 %165, 0, !dbg !255
  br i1 %171, label %184, label %172, !dbg !255

172:                                              ; preds = %169, %172
  %173 = phi i64 [ %181, %172 ], [ %170, %169 ]
  %174 = phi i64 [ %182, %172 ], [ 0, %169 ]
    #dbg_value(i64 %173, !234, !DIExpression(), !252)
  %175 = getelementptr inbounds i8, ptr %152, i64 %173, !dbg !256
  %176 = load i8, ptr %175, align 1, !dbg !256, !tbaa !179
  %177 = zext i8 %176 to i64, !dbg !257
  %178 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %177, !dbg !257
  %179 = trunc i64 %173 to i32, !dbg !258
  %180 = sub i32 %162, %179, !dbg !258
  store i32 %180, ptr %178, align 4, !dbg !258, !tbaa !207
  %181 = add nuw nsw i64 %173, 1, !dbg !259
    #dbg_value(i64 %181, !234, !DIExpression(), !252)
  %182 = add i64 %174, 1, !dbg !255
  %183 = icmp eq i64 %182, %165, !dbg !255
  br i1 %183, label %184, label %172, !dbg !255, !llvm.loop !260

184:                                              ; preds = %169, %172, %149
    #dbg_value(i32 0, !236, !DIExpression(), !262)
    #dbg_value(i32 0, !231, !DIExpression(), !241)
  %185 = icmp sgt i32 %156, %159, !dbg !263
  br i1 %185, label %186, label %187, !dbg !265

186:                                              ; preds = %184
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #12, !dbg !266
    #dbg_value(i32 0, !126, !DIExpression(), !221)
    #dbg_value(ptr @main.text, !267, !DIExpression(), !283)
    #dbg_value(ptr %152, !270, !DIExpression(), !283)
    #dbg_value(i32 %159, !271, !DIExpression(), !283)
    #dbg_value(i32 %156, !272, !DIExpression(), !283)
    #dbg_value(i32 0, !273, !DIExpression(), !283)
  br label %342, !dbg !285

187:                                              ; preds = %184
  %188 = shl i64 %155, 32
  %189 = ashr exact i64 %188, 32
  br label %223, !dbg !265

190:                                              ; preds = %190, %167
  %191 = phi i64 [ 0, %167 ], [ %220, %190 ]
  %192 = phi i64 [ 0, %167 ], [ %221, %190 ]
    #dbg_value(i64 %191, !234, !DIExpression(), !252)
  %193 = getelementptr inbounds i8, ptr %152, i64 %191, !dbg !256
  %194 = load i8, ptr %193, align 1, !dbg !256, !tbaa !179
  %195 = zext i8 %194 to i64, !dbg !257
  %196 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %195, !dbg !257
  %197 = trunc i64 %191 to i32, !dbg !258
  %198 = sub i32 %162, %197, !dbg !258
  store i32 %198, ptr %196, align 4, !dbg !258, !tbaa !207
  %199 = or disjoint i64 %191, 1, !dbg !259
    #dbg_value(i64 %199, !234, !DIExpression(), !252)
  %200 = getelementptr inbounds i8, ptr %152, i64 %199, !dbg !256
  %201 = load i8, ptr %200, align 1, !dbg !256, !tbaa !179
  %202 = zext i8 %201 to i64, !dbg !257
  %203 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %202, !dbg !257
  %204 = trunc i64 %199 to i32, !dbg !258
  %205 = sub i32 %162, %204, !dbg !258
  store i32 %205, ptr %203, align 4, !dbg !258, !tbaa !207
  %206 = or disjoint i64 %191, 2, !dbg !259
    #dbg_value(i64 %206, !234, !DIExpression(), !252)
  %207 = getelementptr inbounds i8, ptr %152, i64 %206, !dbg !256
  %208 = load i8, ptr %207, align 1, !dbg !256, !tbaa !179
  %209 = zext i8 %208 to i64, !dbg !257
  %210 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %209, !dbg !257
  %211 = trunc i64 %206 to i32, !dbg !258
  %212 = sub i32 %162, %211, !dbg !258
  store i32 %212, ptr %210, align 4, !dbg !258, !tbaa !207
  %213 = or disjoint i64 %191, 3, !dbg !259
    #dbg_value(i64 %213, !234, !DIExpression(), !252)
  %214 = getelementptr inbounds i8, ptr %152, i64 %213, !dbg !256
  %215 = load i8, ptr %214, align 1, !dbg !256, !tbaa !179
  %216 = zext i8 %215 to i64, !dbg !257
  %217 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %216, !dbg !257
  %218 = trunc i64 %213 to i32, !dbg !258
  %219 = sub i32 %162, %218, !dbg !258
  store i32 %219, ptr %217, align 4, !dbg !258, !tbaa !207
  %220 = add nuw nsw i64 %191, 4, !dbg !259
    #dbg_value(i64 %220, !234, !DIExpression(), !252)
  %221 = add i64 %192, 4, !dbg !255
  %222 = icmp eq i64 %221, %168, !dbg !255
  br i1 %222, label %169, label %190, !dbg !255, !llvm.loop !286

223:                                              ; preds = %223, %187
  %224 = phi i32 [ 0, %187 ], [ %239, %223 ]
  %225 = phi i32 [ 0, %187 ], [ %232, %223 ]
  %226 = add nsw i32 %224, %156, !dbg !288
    #dbg_value(i32 %224, !236, !DIExpression(), !262)
    #dbg_value(i32 %225, !231, !DIExpression(), !241)
  %227 = sext i32 %224 to i64, !dbg !288
  %228 = getelementptr inbounds i8, ptr @main.text, i64 %227, !dbg !288
  %229 = tail call i32 @bcmp(ptr nonnull %228, ptr readonly %152, i64 %189), !dbg !290
  %230 = icmp eq i32 %229, 0, !dbg !290
  %231 = zext i1 %230 to i32, !dbg !291
  %232 = add nuw nsw i32 %225, %231, !dbg !291
    #dbg_value(i32 %232, !231, !DIExpression(), !241)
  %233 = sext i32 %226 to i64, !dbg !292
  %234 = getelementptr i8, ptr getelementptr (i8, ptr @main.text, i64 -1), i64 %233, !dbg !292
  %235 = load i8, ptr %234, align 1, !dbg !292, !tbaa !179
  %236 = zext i8 %235 to i64, !dbg !293
  %237 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %236, !dbg !293
  %238 = load i32, ptr %237, align 4, !dbg !293, !tbaa !207
  %239 = add nsw i32 %238, %224, !dbg !294
    #dbg_value(i32 %239, !236, !DIExpression(), !262)
  %240 = add nsw i32 %239, %156, !dbg !295
  %241 = icmp sgt i32 %240, %159, !dbg !263
  br i1 %241, label %242, label %223, !dbg !265, !llvm.loop !296

242:                                              ; preds = %223
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #12, !dbg !266
    #dbg_value(i32 %232, !126, !DIExpression(), !221)
    #dbg_value(ptr @main.text, !267, !DIExpression(), !283)
    #dbg_value(ptr %152, !270, !DIExpression(), !283)
    #dbg_value(i32 %159, !271, !DIExpression(), !283)
    #dbg_value(i32 %156, !272, !DIExpression(), !283)
    #dbg_value(i32 0, !273, !DIExpression(), !283)
    #dbg_value(i32 0, !279, !DIExpression(), !298)
    #dbg_value(i64 1, !278, !DIExpression(), !283)
    #dbg_value(i64 0, !277, !DIExpression(), !283)
    #dbg_value(i64 0, !276, !DIExpression(), !283)
  %243 = icmp sgt i32 %156, 0, !dbg !299
  br i1 %243, label %244, label %278, !dbg !301

244:                                              ; preds = %242
  %245 = and i64 %155, 2147483647, !dbg !299
    #dbg_value(i64 0, !279, !DIExpression(), !298)
    #dbg_value(i64 1, !278, !DIExpression(), !283)
    #dbg_value(i64 0, !277, !DIExpression(), !283)
    #dbg_value(i64 0, !276, !DIExpression(), !283)
  %246 = load i8, ptr %152, align 1, !dbg !302, !tbaa !179
  %247 = zext i8 %246 to i64, !dbg !304
    #dbg_value(i64 %247, !276, !DIExpression(), !283)
  %248 = load i8, ptr @main.text, align 16, !dbg !305, !tbaa !179
  %249 = zext i8 %248 to i64, !dbg !306
    #dbg_value(i64 %249, !277, !DIExpression(), !283)
    #dbg_value(i64 1, !279, !DIExpression(), !298)
  %250 = icmp eq i64 %245, 1, !dbg !299
  br i1 %250, label %278, label %251, !dbg !301

251:                                              ; preds = %244
  %252 = add nsw i64 %245, -1, !dbg !301
  %253 = and i64 %252, 1, !dbg !301
  %254 = icmp eq i64 %245, 2, !dbg !301
  br i1 %254, label %257, label %255, !dbg !301

255:                                              ; preds = %251
  %256 = and i64 %252, -2, !dbg !301
  br label %285, !dbg !301

257:                                              ; preds = %285, %251
  %258 = phi i64 [ poison, %251 ], [ %306, %285 ]
  %259 = phi i64 [ poison, %251 ], [ %311, %285 ]
  %260 = phi i64 [ poison, %251 ], [ %312, %285 ]
  %261 = phi i64 [ 1, %251 ], [ %313, %285 ]
  %262 = phi i64 [ 1, %251 ], [ %312, %285 ]
  %263 = phi i64 [ %249, %251 ], [ %311, %285 ]
  %264 = phi i64 [ %247, %251 ], [ %306, %285 ]
  %265 = icmp eq i64 %253, 0, !dbg !301
  br i1 %265, label %278, label %266, !dbg !301

266:                                              ; preds = %257
    #dbg_value(i64 %261, !279, !DIExpression(), !298)
    #dbg_value(i64 %262, !278, !DIExpression(), !283)
    #dbg_value(i64 %263, !277, !DIExpression(), !283)
    #dbg_value(i64 %264, !276, !DIExpression(), !283)
  %267 = mul i64 %264, 257, !dbg !307
  %268 = getelementptr inbounds i8, ptr %152, i64 %261, !dbg !302
  %269 = load i8, ptr %268, align 1, !dbg !302, !tbaa !179
  %270 = zext i8 %269 to i64, !dbg !304
  %271 = add i64 %267, %270, !dbg !308
    #dbg_value(i64 %271, !276, !DIExpression(), !283)
  %272 = mul i64 %263, 257, !dbg !309
  %273 = getelementptr inbounds i8, ptr @main.text, i64 %261, !dbg !305
  %274 = load i8, ptr %273, align 1, !dbg !305, !tbaa !179
  %275 = zext i8 %274 to i64, !dbg !306
  %276 = add i64 %272, %275, !dbg !310
    #dbg_value(i64 %276, !277, !DIExpression(), !283)
  %277 = mul i64 %262, 257
    #dbg_value(i64 %277, !278, !DIExpression(), !283)
    #dbg_value(i64 %261, !279, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !298)
  br label %278, !dbg !311

278:                                              ; preds = %266, %257, %244, %242
  %279 = phi i64 [ 0, %242 ], [ %247, %244 ], [ %258, %257 ], [ %271, %266 ], !dbg !283
  %280 = phi i64 [ 0, %242 ], [ %249, %244 ], [ %259, %257 ], [ %276, %266 ], !dbg !283
  %281 = phi i64 [ 1, %242 ], [ 1, %244 ], [ %260, %257 ], [ %277, %266 ], !dbg !283
  %282 = sub i64 %154, %155, !dbg !311
  %283 = and i64 %282, 4294967295, !dbg !312
  %284 = getelementptr i8, ptr @main.text, i64 %189, !dbg !311
  br label %316, !dbg !311

285:                                              ; preds = %285, %255
  %286 = phi i64 [ 1, %255 ], [ %313, %285 ]
  %287 = phi i64 [ 1, %255 ], [ %312, %285 ]
  %288 = phi i64 [ %249, %255 ], [ %311, %285 ]
  %289 = phi i64 [ %247, %255 ], [ %306, %285 ]
  %290 = phi i64 [ 0, %255 ], [ %314, %285 ]
    #dbg_value(i64 %286, !279, !DIExpression(), !298)
    #dbg_value(i64 %287, !278, !DIExpression(), !283)
    #dbg_value(i64 %288, !277, !DIExpression(), !283)
    #dbg_value(i64 %289, !276, !DIExpression(), !283)
  %291 = mul i64 %289, 257, !dbg !307
  %292 = getelementptr inbounds i8, ptr %152, i64 %286, !dbg !302
  %293 = load i8, ptr %292, align 1, !dbg !302, !tbaa !179
  %294 = zext i8 %293 to i64, !dbg !304
  %295 = add i64 %291, %294, !dbg !308
    #dbg_value(i64 %295, !276, !DIExpression(), !283)
  %296 = mul i64 %288, 257, !dbg !309
  %297 = getelementptr inbounds i8, ptr @main.text, i64 %286, !dbg !305
  %298 = load i8, ptr %297, align 1, !dbg !305, !tbaa !179
  %299 = zext i8 %298 to i64, !dbg !306
  %300 = add i64 %296, %299, !dbg !310
    #dbg_value(i64 %300, !277, !DIExpression(), !283)
    #dbg_value(i64 %287, !278, !DIExpression(DW_OP_constu, 257, DW_OP_mul, DW_OP_stack_value), !283)
  %301 = add nuw nsw i64 %286, 1, !dbg !316
    #dbg_value(i64 %301, !279, !DIExpression(), !298)
  %302 = mul i64 %295, 257, !dbg !307
  %303 = getelementptr inbounds i8, ptr %152, i64 %301, !dbg !302
  %304 = load i8, ptr %303, align 1, !dbg !302, !tbaa !179
  %305 = zext i8 %304 to i64, !dbg !304
  %306 = add i64 %302, %305, !dbg !308
    #dbg_value(i64 %306, !276, !DIExpression(), !283)
  %307 = mul i64 %300, 257, !dbg !309
  %308 = getelementptr inbounds i8, ptr @main.text, i64 %301, !dbg !305
  %309 = load i8, ptr %308, align 1, !dbg !305, !tbaa !179
  %310 = zext i8 %309 to i64, !dbg !306
  %311 = add i64 %307, %310, !dbg !310
    #dbg_value(i64 %311, !277, !DIExpression(), !283)
  %312 = mul i64 %287, 66049
    #dbg_value(i64 %312, !278, !DIExpression(), !283)
  %313 = add nuw nsw i64 %286, 2, !dbg !316
    #dbg_value(i64 %313, !279, !DIExpression(), !298)
  %314 = add i64 %290, 2, !dbg !301
  %315 = icmp eq i64 %314, %256, !dbg !301
  br i1 %315, label %257, label %285, !dbg !301, !llvm.loop !317

316:                                              ; preds = %330, %278
  %317 = phi i64 [ 0, %278 ], [ %341, %330 ], !dbg !320
  %318 = phi i32 [ 0, %278 ], [ %328, %330 ], !dbg !320
  %319 = phi i64 [ %280, %278 ], [ %340, %330 ], !dbg !283
    #dbg_value(i64 %317, !281, !DIExpression(), !321)
    #dbg_value(i64 %319, !277, !DIExpression(), !283)
    #dbg_value(i32 %318, !273, !DIExpression(), !283)
  %320 = icmp eq i64 %279, %319, !dbg !322
  br i1 %320, label %321, label %327, !dbg !324

321:                                              ; preds = %316
  %322 = getelementptr inbounds i8, ptr @main.text, i64 %317, !dbg !325
  %323 = tail call i32 @bcmp(ptr nonnull %322, ptr readonly %152, i64 %189), !dbg !326
  %324 = icmp eq i32 %323, 0, !dbg !326
  %325 = zext i1 %324 to i32, !dbg !327
  %326 = add nsw i32 %318, %325, !dbg !327
  br label %327, !dbg !327

327:                                              ; preds = %321, %316
  %328 = phi i32 [ %318, %316 ], [ %326, %321 ], !dbg !283
    #dbg_value(i32 %328, !273, !DIExpression(), !283)
  %329 = icmp eq i64 %317, %283, !dbg !312
  br i1 %329, label %342, label %330, !dbg !328

330:                                              ; preds = %327
  %331 = getelementptr inbounds i8, ptr @main.text, i64 %317, !dbg !329
  %332 = load i8, ptr %331, align 1, !dbg !329, !tbaa !179
  %333 = zext i8 %332 to i64, !dbg !330
  %334 = mul i64 %281, %333, !dbg !331
  %335 = sub i64 %319, %334, !dbg !332
  %336 = mul i64 %335, 257, !dbg !333
  %337 = getelementptr i8, ptr %284, i64 %317, !dbg !334
  %338 = load i8, ptr %337, align 1, !dbg !334, !tbaa !179
  %339 = zext i8 %338 to i64, !dbg !335
  %340 = add i64 %336, %339, !dbg !336
    #dbg_value(i64 %340, !277, !DIExpression(), !283)
  %341 = add nuw nsw i64 %317, 1, !dbg !337
    #dbg_value(i64 %341, !281, !DIExpression(), !321)
  br label %316, !dbg !338, !llvm.loop !339

342:                                              ; preds = %327, %186
  %343 = phi i32 [ 0, %186 ], [ %232, %327 ]
  %344 = phi i32 [ 0, %186 ], [ %328, %327 ], !dbg !283
    #dbg_value(i32 %344, !127, !DIExpression(), !221)
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %152, i32 noundef %153, i32 noundef %343, i32 noundef %344), !dbg !341
  %346 = add nuw nsw i64 %150, 1, !dbg !342
    #dbg_value(i64 %346, !121, !DIExpression(), !183)
  %347 = icmp eq i64 %346, 6, !dbg !343
  br i1 %347, label %93, label %149, !dbg !184, !llvm.loop !344

348:                                              ; preds = %464
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12, !dbg !346
    #dbg_value(ptr @.str.17, !347, !DIExpression(), !357)
    #dbg_value(ptr %3, !353, !DIExpression(), !357)
  br label %349

349:                                              ; preds = %360, %348
  %350 = phi i8 [ %358, %360 ], [ 97, %348 ], !dbg !359
  %351 = phi ptr [ %356, %360 ], [ @.str.17, %348 ]
  %352 = phi ptr [ %366, %360 ], [ %3, %348 ]
    #dbg_value(ptr %352, !353, !DIExpression(), !357)
    #dbg_value(i32 0, !356, !DIExpression(), !360)
    #dbg_value(ptr %351, !347, !DIExpression(), !357)
  br label %353, !dbg !361

353:                                              ; preds = %353, %349
  %354 = phi i32 [ %357, %353 ], [ 0, %349 ]
  %355 = phi ptr [ %356, %353 ], [ %351, %349 ]
    #dbg_value(i32 %354, !356, !DIExpression(), !360)
    #dbg_value(ptr %355, !347, !DIExpression(), !357)
  %356 = getelementptr inbounds i8, ptr %355, i64 1, !dbg !362
    #dbg_value(ptr %356, !347, !DIExpression(), !357)
  %357 = add nuw nsw i32 %354, 1, !dbg !364
    #dbg_value(i32 %357, !356, !DIExpression(), !360)
  %358 = load i8, ptr %356, align 1, !dbg !359, !tbaa !179
  %359 = icmp eq i8 %358, %350, !dbg !365
  br i1 %359, label %353, label %360, !dbg !361, !llvm.loop !366

360:                                              ; preds = %353
  %361 = sext i8 %350 to i32, !dbg !368
  %362 = icmp eq i32 %354, 0, !dbg !369
  %363 = select i1 %362, ptr @.str.23, ptr @.str.22, !dbg !370
  %364 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %352, ptr noundef nonnull dereferenceable(1) %363, i32 noundef %357, i32 noundef %361) #12, !dbg !371
  %365 = sext i32 %364 to i64, !dbg !372
  %366 = getelementptr inbounds i8, ptr %352, i64 %365, !dbg !372
    #dbg_value(ptr %356, !347, !DIExpression(), !357)
    #dbg_value(ptr %366, !353, !DIExpression(), !357)
  %367 = icmp eq i8 %358, 0, !dbg !373
  br i1 %367, label %368, label %349, !dbg !373, !llvm.loop !374

368:                                              ; preds = %360
  store i8 0, ptr %366, align 1, !dbg !376, !tbaa !179
  %369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %3), !dbg !377
    #dbg_value(ptr @.str.19, !347, !DIExpression(), !378)
    #dbg_value(ptr %3, !353, !DIExpression(), !378)
  br label %370

370:                                              ; preds = %381, %368
  %371 = phi i8 [ %379, %381 ], [ 120, %368 ], !dbg !380
  %372 = phi ptr [ %377, %381 ], [ @.str.19, %368 ]
  %373 = phi ptr [ %387, %381 ], [ %3, %368 ]
    #dbg_value(ptr %373, !353, !DIExpression(), !378)
    #dbg_value(i32 0, !356, !DIExpression(), !381)
    #dbg_value(ptr %372, !347, !DIExpression(), !378)
  br label %374, !dbg !382

374:                                              ; preds = %374, %370
  %375 = phi i32 [ %378, %374 ], [ 0, %370 ]
  %376 = phi ptr [ %377, %374 ], [ %372, %370 ]
    #dbg_value(i32 %375, !356, !DIExpression(), !381)
    #dbg_value(ptr %376, !347, !DIExpression(), !378)
  %377 = getelementptr inbounds i8, ptr %376, i64 1, !dbg !383
    #dbg_value(ptr %377, !347, !DIExpression(), !378)
  %378 = add nuw nsw i32 %375, 1, !dbg !384
    #dbg_value(i32 %378, !356, !DIExpression(), !381)
  %379 = load i8, ptr %377, align 1, !dbg !380, !tbaa !179
  %380 = icmp eq i8 %379, %371, !dbg !385
  br i1 %380, label %374, label %381, !dbg !382, !llvm.loop !386

381:                                              ; preds = %374
  %382 = sext i8 %371 to i32, !dbg !388
  %383 = icmp eq i32 %375, 0, !dbg !389
  %384 = select i1 %383, ptr @.str.23, ptr @.str.22, !dbg !390
  %385 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %373, ptr noundef nonnull dereferenceable(1) %384, i32 noundef %378, i32 noundef %382) #12, !dbg !391
  %386 = sext i32 %385 to i64, !dbg !392
  %387 = getelementptr inbounds i8, ptr %373, i64 %386, !dbg !392
    #dbg_value(ptr %377, !347, !DIExpression(), !378)
    #dbg_value(ptr %387, !353, !DIExpression(), !378)
  %388 = icmp eq i8 %379, 0, !dbg !393
  br i1 %388, label %389, label %370, !dbg !393, !llvm.loop !394

389:                                              ; preds = %381
  store i8 0, ptr %387, align 1, !dbg !396, !tbaa !179
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %3), !dbg !397
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12, !dbg !398
    #dbg_value(ptr @.str.20, !152, !DIExpression(), !173)
    #dbg_value(i32 19, !153, !DIExpression(), !173)
  store i32 19, ptr %4, align 16, !dbg !399, !tbaa !207, !DIAssignID !400
    #dbg_assign(i32 19, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !400, ptr %4, !DIExpression(), !173)
    #dbg_value(i32 1, !154, !DIExpression(), !401)
    #dbg_value(i32 0, !156, !DIExpression(), !401)
    #dbg_value(i32 0, !157, !DIExpression(), !401)
  br label %534, !dbg !402

391:                                              ; preds = %93, %464
  %392 = phi i64 [ 0, %93 ], [ %472, %464 ]
    #dbg_value(i64 %392, !138, !DIExpression(), !217)
  %393 = getelementptr inbounds [5 x ptr], ptr @__const.main.ps, i64 0, i64 %392, !dbg !403
  %394 = load ptr, ptr %393, align 8, !dbg !403, !tbaa !200
    #dbg_value(ptr %394, !404, !DIExpression(), !423)
    #dbg_value(ptr undef, !410, !DIExpression(), !423)
  %395 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %394) #13, !dbg !425
  %396 = trunc i64 %395 to i32, !dbg !426
    #dbg_value(i32 %396, !411, !DIExpression(), !423)
  %397 = shl nsw i32 %396, 1, !dbg !427
  %398 = or disjoint i32 %397, 1, !dbg !428
    #dbg_value(i32 %398, !412, !DIExpression(), !423)
  %399 = sext i32 %398 to i64, !dbg !429
  %400 = call noalias ptr @calloc(i64 noundef %399, i64 noundef 4) #14, !dbg !430
    #dbg_value(ptr %400, !413, !DIExpression(), !423)
    #dbg_value(i32 0, !414, !DIExpression(), !423)
    #dbg_value(i32 0, !415, !DIExpression(), !423)
    #dbg_value(i32 0, !416, !DIExpression(), !431)
    #dbg_value(i32 0, !418, !DIExpression(), !431)
    #dbg_value(i32 -1, !419, !DIExpression(), !431)
  %401 = icmp slt i32 %396, 0, !dbg !432
  br i1 %401, label %464, label %402, !dbg !433

402:                                              ; preds = %391
  %403 = zext nneg i32 %398 to i64, !dbg !432
  br label %404, !dbg !433

404:                                              ; preds = %449, %402
  %405 = phi i64 [ 0, %402 ], [ %461, %449 ]
  %406 = phi i32 [ 1, %402 ], [ %462, %449 ]
  %407 = phi i32 [ -1, %402 ], [ %457, %449 ]
  %408 = phi i32 [ 0, %402 ], [ %456, %449 ]
  %409 = phi i32 [ 0, %402 ], [ %460, %449 ]
  %410 = phi i32 [ 0, %402 ], [ %459, %449 ]
    #dbg_value(i32 %407, !419, !DIExpression(), !431)
    #dbg_value(i32 %408, !418, !DIExpression(), !431)
    #dbg_value(i64 %405, !416, !DIExpression(), !431)
    #dbg_value(i32 %409, !415, !DIExpression(), !423)
    #dbg_value(i32 %410, !414, !DIExpression(), !423)
  %411 = sext i32 %407 to i64, !dbg !434
  %412 = icmp sgt i64 %405, %411, !dbg !434
  %413 = trunc nuw nsw i64 %405 to i32, !dbg !435
  br i1 %412, label %423, label %414, !dbg !436

414:                                              ; preds = %404
  %415 = sub i32 %407, %413, !dbg !437
  %416 = add i32 %415, %408, !dbg !438
  %417 = sext i32 %416 to i64, !dbg !439
  %418 = getelementptr inbounds i32, ptr %400, i64 %417, !dbg !439
  %419 = load i32, ptr %418, align 4, !dbg !439, !tbaa !207
  %420 = icmp sgt i32 %419, %415, !dbg !440
  %421 = add nsw i32 %415, 1
  %422 = select i1 %420, i32 %421, i32 %419, !dbg !439
  br label %423, !dbg !439

423:                                              ; preds = %414, %404
  %424 = phi i32 [ %422, %414 ], [ 1, %404 ], !dbg !436
    #dbg_value(i32 %424, !420, !DIExpression(), !435)
  %425 = sub nsw i32 %413, %424, !dbg !441
  %426 = icmp sgt i32 %425, -1, !dbg !442
  br i1 %426, label %427, label %449, !dbg !443

427:                                              ; preds = %423, %445
  %428 = phi i32 [ %447, %445 ], [ %425, %423 ]
  %429 = phi i32 [ %446, %445 ], [ %424, %423 ]
    #dbg_value(i32 %429, !420, !DIExpression(), !435)
  %430 = add nsw i32 %429, %413, !dbg !444
  %431 = icmp sgt i32 %430, %397, !dbg !445
  br i1 %431, label %449, label %432, !dbg !446

432:                                              ; preds = %427
  %433 = and i32 %428, 1, !dbg !447
  %434 = icmp eq i32 %433, 0, !dbg !448
  br i1 %434, label %445, label %435, !dbg !449

435:                                              ; preds = %432
  %436 = lshr i32 %428, 1, !dbg !450
  %437 = zext nneg i32 %436 to i64, !dbg !451
  %438 = getelementptr inbounds i8, ptr %394, i64 %437, !dbg !451
  %439 = load i8, ptr %438, align 1, !dbg !451, !tbaa !179
  %440 = sdiv i32 %430, 2, !dbg !452
  %441 = sext i32 %440 to i64, !dbg !453
  %442 = getelementptr inbounds i8, ptr %394, i64 %441, !dbg !453
  %443 = load i8, ptr %442, align 1, !dbg !453, !tbaa !179
  %444 = icmp eq i8 %439, %443, !dbg !454
  br i1 %444, label %445, label %449, !dbg !455

445:                                              ; preds = %435, %432
  %446 = add nsw i32 %429, 1, !dbg !456
    #dbg_value(i32 %446, !420, !DIExpression(), !435)
  %447 = sub nsw i32 %413, %446, !dbg !441
  %448 = icmp sgt i32 %447, -1, !dbg !442
  br i1 %448, label %427, label %449, !dbg !443, !llvm.loop !457

449:                                              ; preds = %445, %435, %427, %423
  %450 = phi i32 [ %424, %423 ], [ %429, %435 ], [ %406, %445 ], [ %429, %427 ], !dbg !435
  %451 = add nsw i32 %450, -1, !dbg !458
    #dbg_value(i32 %451, !420, !DIExpression(), !435)
  %452 = getelementptr inbounds i32, ptr %400, i64 %405, !dbg !459
  store i32 %450, ptr %452, align 4, !dbg !460, !tbaa !207
  %453 = add nsw i32 %451, %413, !dbg !461
  %454 = icmp sgt i32 %453, %407, !dbg !463
  %455 = sub nsw i32 %413, %451
  %456 = select i1 %454, i32 %455, i32 %408, !dbg !464
  %457 = call i32 @llvm.smax.i32(i32 %453, i32 %407), !dbg !464
    #dbg_value(i32 %457, !419, !DIExpression(), !431)
    #dbg_value(i32 %456, !418, !DIExpression(), !431)
  %458 = icmp sgt i32 %451, %410, !dbg !465
  %459 = call i32 @llvm.smax.i32(i32 %451, i32 %410), !dbg !467
  %460 = select i1 %458, i32 %413, i32 %409, !dbg !467
    #dbg_value(i32 %460, !415, !DIExpression(), !423)
    #dbg_value(i32 %459, !414, !DIExpression(), !423)
  %461 = add nuw nsw i64 %405, 1, !dbg !468
    #dbg_value(i64 %461, !416, !DIExpression(), !431)
  %462 = add nuw i32 %406, 1, !dbg !433
  %463 = icmp eq i64 %461, %403, !dbg !432
  br i1 %463, label %464, label %404, !dbg !433, !llvm.loop !469

464:                                              ; preds = %449, %391
  %465 = phi i32 [ 0, %391 ], [ %459, %449 ], !dbg !423
  %466 = phi i32 [ 0, %391 ], [ %460, %449 ], !dbg !423
  %467 = sub nsw i32 %466, %465, !dbg !471
  %468 = sdiv i32 %467, 2, !dbg !472
    #dbg_value(i32 %468, !140, !DIExpression(), !473)
  call void @free(ptr noundef %400) #12, !dbg !474
    #dbg_value(i32 %465, !143, !DIExpression(), !473)
  %469 = sext i32 %468 to i64, !dbg !475
  %470 = getelementptr inbounds i8, ptr %394, i64 %469, !dbg !475
  %471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %394, i32 noundef %465, ptr noundef %470, i32 noundef %465), !dbg !476
  %472 = add nuw nsw i64 %392, 1, !dbg !477
    #dbg_value(i64 %472, !138, !DIExpression(), !217)
  %473 = icmp eq i64 %472, 5, !dbg !478
  br i1 %473, label %348, label %391, !dbg !218, !llvm.loop !479

474:                                              ; preds = %572
  %475 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21), !dbg !481
    #dbg_value(i64 0, !158, !DIExpression(), !482)
  %476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 19), !dbg !483
    #dbg_value(i64 1, !158, !DIExpression(), !482)
  %477 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !485
  %478 = load i32, ptr %477, align 4, !dbg !485, !tbaa !207
  %479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %478), !dbg !483
    #dbg_value(i64 2, !158, !DIExpression(), !482)
  %480 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !485
  %481 = load i32, ptr %480, align 8, !dbg !485, !tbaa !207
  %482 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %481), !dbg !483
    #dbg_value(i64 3, !158, !DIExpression(), !482)
  %483 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !485
  %484 = load i32, ptr %483, align 4, !dbg !485, !tbaa !207
  %485 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %484), !dbg !483
    #dbg_value(i64 4, !158, !DIExpression(), !482)
  %486 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !485
  %487 = load i32, ptr %486, align 16, !dbg !485, !tbaa !207
  %488 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %487), !dbg !483
    #dbg_value(i64 5, !158, !DIExpression(), !482)
  %489 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !485
  %490 = load i32, ptr %489, align 4, !dbg !485, !tbaa !207
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %490), !dbg !483
    #dbg_value(i64 6, !158, !DIExpression(), !482)
  %492 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !485
  %493 = load i32, ptr %492, align 8, !dbg !485, !tbaa !207
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %493), !dbg !483
    #dbg_value(i64 7, !158, !DIExpression(), !482)
  %495 = getelementptr inbounds i8, ptr %4, i64 28, !dbg !485
  %496 = load i32, ptr %495, align 4, !dbg !485, !tbaa !207
  %497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %496), !dbg !483
    #dbg_value(i64 8, !158, !DIExpression(), !482)
  %498 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !485
  %499 = load i32, ptr %498, align 16, !dbg !485, !tbaa !207
  %500 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %499), !dbg !483
    #dbg_value(i64 9, !158, !DIExpression(), !482)
  %501 = getelementptr inbounds i8, ptr %4, i64 36, !dbg !485
  %502 = load i32, ptr %501, align 4, !dbg !485, !tbaa !207
  %503 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %502), !dbg !483
    #dbg_value(i64 10, !158, !DIExpression(), !482)
  %504 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !485
  %505 = load i32, ptr %504, align 8, !dbg !485, !tbaa !207
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %505), !dbg !483
    #dbg_value(i64 11, !158, !DIExpression(), !482)
  %507 = getelementptr inbounds i8, ptr %4, i64 44, !dbg !485
  %508 = load i32, ptr %507, align 4, !dbg !485, !tbaa !207
  %509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %508), !dbg !483
    #dbg_value(i64 12, !158, !DIExpression(), !482)
  %510 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !485
  %511 = load i32, ptr %510, align 16, !dbg !485, !tbaa !207
  %512 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %511), !dbg !483
    #dbg_value(i64 13, !158, !DIExpression(), !482)
  %513 = getelementptr inbounds i8, ptr %4, i64 52, !dbg !485
  %514 = load i32, ptr %513, align 4, !dbg !485, !tbaa !207
  %515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %514), !dbg !483
    #dbg_value(i64 14, !158, !DIExpression(), !482)
  %516 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !485
  %517 = load i32, ptr %516, align 8, !dbg !485, !tbaa !207
  %518 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %517), !dbg !483
    #dbg_value(i64 15, !158, !DIExpression(), !482)
  %519 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !485
  %520 = load i32, ptr %519, align 4, !dbg !485, !tbaa !207
  %521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %520), !dbg !483
    #dbg_value(i64 16, !158, !DIExpression(), !482)
  %522 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !485
  %523 = load i32, ptr %522, align 16, !dbg !485, !tbaa !207
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %523), !dbg !483
    #dbg_value(i64 17, !158, !DIExpression(), !482)
  %525 = getelementptr inbounds i8, ptr %4, i64 68, !dbg !485
  %526 = load i32, ptr %525, align 4, !dbg !485, !tbaa !207
  %527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %526), !dbg !483
    #dbg_value(i64 18, !158, !DIExpression(), !482)
  %528 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !485
  %529 = load i32, ptr %528, align 8, !dbg !485, !tbaa !207
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %529), !dbg !483
    #dbg_value(i64 19, !158, !DIExpression(), !482)
  %531 = call i32 @putchar(i32 10), !dbg !486
  %532 = call fastcc i32 @kmp_count(ptr noundef nonnull @.str), !dbg !487
  %533 = srem i32 %532, 256, !dbg !488
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12, !dbg !489
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12, !dbg !489
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #12, !dbg !489
  ret i32 %533, !dbg !490

534:                                              ; preds = %389, %572
  %535 = phi i64 [ 1, %389 ], [ %578, %572 ]
  %536 = phi i32 [ 18, %389 ], [ %579, %572 ]
  %537 = phi i32 [ 0, %389 ], [ %577, %572 ]
  %538 = phi i32 [ 0, %389 ], [ %576, %572 ]
    #dbg_value(i32 %537, !157, !DIExpression(), !401)
    #dbg_value(i32 %538, !156, !DIExpression(), !401)
    #dbg_value(i64 %535, !154, !DIExpression(), !401)
  %539 = zext nneg i32 %537 to i64, !dbg !491
  %540 = icmp ult i64 %535, %539, !dbg !491
  %541 = trunc nuw nsw i64 %535 to i32, !dbg !494
  br i1 %540, label %542, label %549, !dbg !495

542:                                              ; preds = %534
  %543 = sub nsw i32 %537, %541, !dbg !496
  %544 = sext i32 %538 to i64, !dbg !497
  %545 = sub nsw i64 %535, %544, !dbg !497
  %546 = getelementptr inbounds [32 x i32], ptr %4, i64 0, i64 %545, !dbg !498
  %547 = load i32, ptr %546, align 4, !dbg !498, !tbaa !207
  %548 = call i32 @llvm.smin.i32(i32 %543, i32 %547), !dbg !499
  br label %549, !dbg !499

549:                                              ; preds = %534, %542
  %550 = phi i32 [ %548, %542 ], [ 0, %534 ], !dbg !495
  %551 = getelementptr inbounds [32 x i32], ptr %4, i64 0, i64 %535, !dbg !500
  %552 = add nsw i32 %550, %541, !dbg !501
  %553 = icmp slt i32 %552, 19, !dbg !502
  br i1 %553, label %554, label %572, !dbg !503

554:                                              ; preds = %549
  %555 = sext i32 %550 to i64, !dbg !504
  br label %556, !dbg !504

556:                                              ; preds = %554, %565
  %557 = phi i64 [ %555, %554 ], [ %566, %565 ]
  %558 = phi i32 [ %552, %554 ], [ %569, %565 ]
  %559 = getelementptr inbounds i8, ptr @.str.20, i64 %557, !dbg !505
  %560 = load i8, ptr %559, align 1, !dbg !505, !tbaa !179
  %561 = sext i32 %558 to i64, !dbg !506
  %562 = getelementptr inbounds i8, ptr @.str.20, i64 %561, !dbg !506
  %563 = load i8, ptr %562, align 1, !dbg !506, !tbaa !179
  %564 = icmp eq i8 %560, %563, !dbg !507
  br i1 %564, label %565, label %570, !dbg !504

565:                                              ; preds = %556
  %566 = add nsw i64 %557, 1, !dbg !508
  %567 = add nsw i64 %566, %535, !dbg !501
  %568 = icmp slt i64 %567, 19, !dbg !502
  %569 = trunc nsw i64 %567 to i32, !dbg !503
  br i1 %568, label %556, label %572, !dbg !503, !llvm.loop !509

570:                                              ; preds = %556
  %571 = trunc nsw i64 %557 to i32
  br label %572, !dbg !494

572:                                              ; preds = %565, %570, %549
  %573 = phi i32 [ %550, %549 ], [ %571, %570 ], [ %536, %565 ]
  %574 = phi i32 [ %552, %549 ], [ %558, %570 ], [ 19, %565 ], !dbg !501
  store i32 %573, ptr %551, align 4, !dbg !494, !tbaa !207
  %575 = icmp sgt i32 %574, %537, !dbg !510
  %576 = select i1 %575, i32 %541, i32 %538, !dbg !512
  %577 = call i32 @llvm.smax.i32(i32 %574, i32 %537), !dbg !512
    #dbg_value(i32 %577, !157, !DIExpression(), !401)
    #dbg_value(i32 %576, !156, !DIExpression(), !401)
  %578 = add nuw nsw i64 %535, 1, !dbg !513
    #dbg_value(i64 %578, !154, !DIExpression(), !401)
  %579 = add nsw i32 %536, -1, !dbg !402
  %580 = icmp eq i64 %578, 19, !dbg !514
  br i1 %580, label %474, label %534, !dbg !402, !llvm.loop !515
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @kmp_count(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !517 {
  %2 = alloca [64 x i32], align 16, !DIAssignID !535
    #dbg_assign(i1 undef, !525, !DIExpression(), !535, ptr %2, !DIExpression(), !536)
    #dbg_value(ptr @main.text, !520, !DIExpression(), !536)
    #dbg_value(ptr %0, !521, !DIExpression(), !536)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @main.text) #13, !dbg !537
  %4 = trunc i64 %3 to i32, !dbg !538
    #dbg_value(i32 %4, !522, !DIExpression(), !536)
  %5 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #13, !dbg !539
  %6 = trunc i64 %5 to i32, !dbg !540
    #dbg_value(i32 %6, !523, !DIExpression(), !536)
    #dbg_value(i32 0, !524, !DIExpression(), !536)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #12, !dbg !541
  store i32 0, ptr %2, align 16, !dbg !542, !tbaa !207, !DIAssignID !543
    #dbg_assign(i32 0, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !543, ptr %2, !DIExpression(), !536)
    #dbg_value(i32 1, !529, !DIExpression(), !544)
    #dbg_value(i32 0, !531, !DIExpression(), !544)
  %7 = icmp sgt i32 %6, 1, !dbg !545
  br i1 %7, label %8, label %16, !dbg !547

8:                                                ; preds = %1
  %9 = and i64 %5, 2147483647, !dbg !545
  br label %10, !dbg !547

10:                                               ; preds = %8, %36
  %11 = phi i64 [ 1, %8 ], [ %45, %36 ]
  %12 = phi i32 [ 0, %8 ], [ %43, %36 ]
    #dbg_value(i32 %12, !531, !DIExpression(), !544)
    #dbg_value(i64 %11, !529, !DIExpression(), !544)
    #dbg_value(i32 %12, !531, !DIExpression(), !544)
  %13 = icmp eq i32 %12, 0, !dbg !548
  %14 = getelementptr inbounds i8, ptr %0, i64 %11
  %15 = load i8, ptr %14, align 1, !tbaa !179
  br i1 %13, label %36, label %24, !dbg !550

16:                                               ; preds = %36, %1
    #dbg_value(i32 0, !534, !DIExpression(), !551)
    #dbg_value(i32 0, !532, !DIExpression(), !551)
    #dbg_value(i32 0, !524, !DIExpression(), !536)
  %17 = icmp sgt i32 %4, 0, !dbg !552
  br i1 %17, label %18, label %54, !dbg !554

18:                                               ; preds = %16
  %19 = and i64 %3, 2147483647, !dbg !552
  %20 = shl i64 %5, 32
  %21 = add i64 %20, -4294967296
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %22
  br label %47, !dbg !554

24:                                               ; preds = %10, %30
  %25 = phi i32 [ %34, %30 ], [ %12, %10 ]
    #dbg_value(i32 %25, !531, !DIExpression(), !544)
  %26 = sext i32 %25 to i64, !dbg !555
  %27 = getelementptr inbounds i8, ptr %0, i64 %26, !dbg !555
  %28 = load i8, ptr %27, align 1, !dbg !555, !tbaa !179
  %29 = icmp eq i8 %15, %28, !dbg !556
  br i1 %29, label %36, label %30, !dbg !557

30:                                               ; preds = %24
  %31 = add nsw i32 %25, -1, !dbg !558
  %32 = sext i32 %31 to i64, !dbg !559
  %33 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %32, !dbg !559
  %34 = load i32, ptr %33, align 4, !dbg !559, !tbaa !207
    #dbg_value(i32 %34, !531, !DIExpression(), !544)
  %35 = icmp eq i32 %34, 0, !dbg !548
  br i1 %35, label %36, label %24, !dbg !550, !llvm.loop !560

36:                                               ; preds = %24, %30, %10
  %37 = phi i32 [ 0, %10 ], [ 0, %30 ], [ %25, %24 ], !dbg !562
  %38 = sext i32 %37 to i64, !dbg !563
  %39 = getelementptr inbounds i8, ptr %0, i64 %38, !dbg !563
  %40 = load i8, ptr %39, align 1, !dbg !563, !tbaa !179
  %41 = icmp eq i8 %15, %40, !dbg !565
  %42 = zext i1 %41 to i32, !dbg !566
  %43 = add nsw i32 %37, %42, !dbg !566
    #dbg_value(i32 %43, !531, !DIExpression(), !544)
  %44 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %11, !dbg !567
  store i32 %43, ptr %44, align 4, !dbg !568, !tbaa !207
  %45 = add nuw nsw i64 %11, 1, !dbg !569
    #dbg_value(i64 %45, !529, !DIExpression(), !544)
  %46 = icmp eq i64 %45, %9, !dbg !545
  br i1 %46, label %16, label %10, !dbg !547, !llvm.loop !570

47:                                               ; preds = %18, %80
  %48 = phi i64 [ 0, %18 ], [ %83, %80 ]
  %49 = phi i32 [ 0, %18 ], [ %82, %80 ]
  %50 = phi i32 [ 0, %18 ], [ %81, %80 ]
    #dbg_value(i64 %48, !532, !DIExpression(), !551)
    #dbg_value(i32 %50, !524, !DIExpression(), !536)
    #dbg_value(i32 %49, !534, !DIExpression(), !551)
  %51 = icmp eq i32 %49, 0, !dbg !572
  %52 = getelementptr inbounds i8, ptr @main.text, i64 %48
  %53 = load i8, ptr %52, align 1, !tbaa !179
  br i1 %51, label %68, label %56, !dbg !574

54:                                               ; preds = %80, %16
  %55 = phi i32 [ 0, %16 ], [ %81, %80 ], !dbg !536
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #12, !dbg !575
  ret i32 %55, !dbg !576

56:                                               ; preds = %47, %62
  %57 = phi i32 [ %66, %62 ], [ %49, %47 ]
    #dbg_value(i32 %57, !534, !DIExpression(), !551)
  %58 = sext i32 %57 to i64, !dbg !577
  %59 = getelementptr inbounds i8, ptr %0, i64 %58, !dbg !577
  %60 = load i8, ptr %59, align 1, !dbg !577, !tbaa !179
  %61 = icmp eq i8 %53, %60, !dbg !578
  br i1 %61, label %68, label %62, !dbg !579

62:                                               ; preds = %56
  %63 = add nsw i32 %57, -1, !dbg !580
  %64 = sext i32 %63 to i64, !dbg !581
  %65 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %64, !dbg !581
  %66 = load i32, ptr %65, align 4, !dbg !581, !tbaa !207
    #dbg_value(i32 %66, !534, !DIExpression(), !551)
  %67 = icmp eq i32 %66, 0, !dbg !572
  br i1 %67, label %68, label %56, !dbg !574, !llvm.loop !582

68:                                               ; preds = %56, %62, %47
  %69 = phi i32 [ 0, %47 ], [ 0, %62 ], [ %57, %56 ], !dbg !584
  %70 = sext i32 %69 to i64, !dbg !585
  %71 = getelementptr inbounds i8, ptr %0, i64 %70, !dbg !585
  %72 = load i8, ptr %71, align 1, !dbg !585, !tbaa !179
  %73 = icmp eq i8 %53, %72, !dbg !587
  %74 = zext i1 %73 to i32, !dbg !588
  %75 = add nsw i32 %69, %74, !dbg !588
    #dbg_value(i32 %75, !534, !DIExpression(), !551)
  %76 = icmp eq i32 %75, %6, !dbg !589
  br i1 %76, label %77, label %80, !dbg !591

77:                                               ; preds = %68
  %78 = add nsw i32 %50, 1, !dbg !592
    #dbg_value(i32 %78, !524, !DIExpression(), !536)
  %79 = load i32, ptr %23, align 4, !dbg !594, !tbaa !207
    #dbg_value(i32 %79, !534, !DIExpression(), !551)
  br label %80, !dbg !595

80:                                               ; preds = %68, %77
  %81 = phi i32 [ %78, %77 ], [ %50, %68 ], !dbg !536
  %82 = phi i32 [ %79, %77 ], [ %75, %68 ], !dbg !596
    #dbg_value(i32 %82, !534, !DIExpression(), !551)
    #dbg_value(i32 %81, !524, !DIExpression(), !536)
  %83 = add nuw nsw i64 %48, 1, !dbg !597
    #dbg_value(i64 %83, !532, !DIExpression(), !551)
  %84 = icmp eq i64 %83, %19, !dbg !552
  br i1 %84, label %54, label %47, !dbg !554, !llvm.loop !598
}

; Function Attrs: nofree nounwind
declare !dbg !600 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree
declare !dbg !605 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @sa_cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 !dbg !616 {
    #dbg_value(ptr %0, !618, !DIExpression(), !620)
    #dbg_value(ptr %1, !619, !DIExpression(), !620)
  %3 = load ptr, ptr @sa_text, align 8, !dbg !621, !tbaa !200
  %4 = load i32, ptr %0, align 4, !dbg !622, !tbaa !207
  %5 = sext i32 %4 to i64, !dbg !623
  %6 = getelementptr inbounds i8, ptr %3, i64 %5, !dbg !623
  %7 = load i32, ptr %1, align 4, !dbg !624, !tbaa !207
  %8 = sext i32 %7 to i64, !dbg !625
  %9 = getelementptr inbounds i8, ptr %3, i64 %8, !dbg !625
  %10 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull dereferenceable(1) %9) #13, !dbg !626
  ret i32 %10, !dbg !627
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !628 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !632 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !633 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !636 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare !dbg !639 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

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

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!163, !164, !165, !166, !167, !168, !169}
!llvm.ident = !{!170}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "text", scope: !2, file: !3, line: 24, type: !160, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !4, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !114)
!3 = !DIFile(filename: "programs/string_algorithms.c", directory: ".", checksumkind: CSK_MD5, checksum: "b2bd4855750d6646173e2e7fac30a7d8")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !15, splitDebugInlining: false, nameTableKind: None)
!8 = !{!6, !9, !10, !13}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !11, line: 18, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!12 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!15 = !{!0, !16, !22, !27, !32, !34, !36, !38, !43, !48, !53, !55, !60, !65, !70, !75, !77, !82, !87, !89, !94, !96, !101, !106, !110, !112}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !29, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 208, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 26)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 152, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 19)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 14)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 16, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 2)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 136, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 17)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 13)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !57, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 11)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 296, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 37)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !72, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 8)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !18, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 160, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 20)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 24, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 3)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "sa_text", scope: !7, file: !3, line: 15, type: !108, isLocal: true, isDefinition: true)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !24, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !29, isLocal: true, isDefinition: true)
!114 = !{!115, !117, !119, !121, !123, !126, !127, !128, !132, !134, !136, !138, !140, !143, !144, !148, !152, !153, !154, !156, !157, !158}
!115 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 24, type: !116)
!116 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 24, type: !6)
!118 = distinct !DILexicalBlock(scope: !2, file: !3, line: 24, column: 46)
!119 = !DILocalVariable(name: "pats", scope: !2, file: !3, line: 25, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 384, elements: !63)
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 26, type: !6)
!122 = distinct !DILexicalBlock(scope: !2, file: !3, line: 26, column: 5)
!123 = !DILocalVariable(name: "a", scope: !124, file: !3, line: 26, type: !6)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 26, column: 33)
!125 = distinct !DILexicalBlock(scope: !122, file: !3, line: 26, column: 5)
!126 = !DILocalVariable(name: "b", scope: !124, file: !3, line: 26, type: !6)
!127 = !DILocalVariable(name: "c", scope: !124, file: !3, line: 26, type: !6)
!128 = !DILocalVariable(name: "sa", scope: !2, file: !3, line: 27, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 576, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 18)
!132 = !DILocalVariable(name: "i", scope: !133, file: !3, line: 27, type: !6)
!133 = distinct !DILexicalBlock(scope: !2, file: !3, line: 27, column: 49)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 28, type: !6)
!135 = distinct !DILexicalBlock(scope: !2, file: !3, line: 28, column: 30)
!136 = !DILocalVariable(name: "ps", scope: !2, file: !3, line: 29, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 320, elements: !25)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 30, type: !6)
!139 = distinct !DILexicalBlock(scope: !2, file: !3, line: 30, column: 5)
!140 = !DILocalVariable(name: "st", scope: !141, file: !3, line: 30, type: !6)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 30, column: 33)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 30, column: 5)
!143 = !DILocalVariable(name: "l", scope: !141, file: !3, line: 30, type: !6)
!144 = !DILocalVariable(name: "o", scope: !2, file: !3, line: 31, type: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 1024, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 128)
!148 = !DILocalVariable(name: "z", scope: !2, file: !3, line: 32, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 1024, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 32)
!152 = !DILocalVariable(name: "zs", scope: !2, file: !3, line: 32, type: !108)
!153 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 32, type: !6)
!154 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 33, type: !6)
!155 = distinct !DILexicalBlock(scope: !2, file: !3, line: 33, column: 5)
!156 = !DILocalVariable(name: "l", scope: !155, file: !3, line: 33, type: !6)
!157 = !DILocalVariable(name: "r", scope: !155, file: !3, line: 33, type: !6)
!158 = !DILocalVariable(name: "i", scope: !159, file: !3, line: 34, type: !6)
!159 = distinct !DILexicalBlock(scope: !2, file: !3, line: 34, column: 19)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 160008, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 20001)
!163 = !{i32 7, !"Dwarf Version", i32 5}
!164 = !{i32 2, !"Debug Info Version", i32 3}
!165 = !{i32 1, !"wchar_size", i32 4}
!166 = !{i32 8, !"PIC Level", i32 2}
!167 = !{i32 7, !"PIE Level", i32 2}
!168 = !{i32 7, !"uwtable", i32 2}
!169 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!170 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 0, scope: !2)
!174 = distinct !DIAssignID()
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 0, scope: !118)
!177 = !DILocation(line: 24, column: 46, scope: !118)
!178 = !DILocation(line: 24, column: 156, scope: !2)
!179 = !{!180, !180, i64 0}
!180 = !{!"omnipotent char", !181, i64 0}
!181 = !{!"Simple C/C++ TBAA"}
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 0, scope: !122)
!184 = !DILocation(line: 26, column: 5, scope: !122)
!185 = !DILocation(line: 24, column: 86, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 24, column: 78)
!187 = distinct !DILexicalBlock(scope: !118, file: !3, line: 24, column: 46)
!188 = !DILocation(line: 24, column: 100, scope: !186)
!189 = !DILocation(line: 24, column: 129, scope: !186)
!190 = !DILocation(line: 24, column: 136, scope: !186)
!191 = !DILocation(line: 24, column: 120, scope: !186)
!192 = !DILocation(line: 24, column: 110, scope: !186)
!193 = !DILocation(line: 24, column: 118, scope: !186)
!194 = !DILocation(line: 24, column: 74, scope: !187)
!195 = !DILocation(line: 24, column: 64, scope: !187)
!196 = distinct !{!196, !177, !197, !198}
!197 = !DILocation(line: 24, column: 142, scope: !118)
!198 = !{!"llvm.loop.mustprogress"}
!199 = !DILocation(line: 27, column: 13, scope: !2)
!200 = !{!201, !201, i64 0}
!201 = !{!"any pointer", !180, i64 0}
!202 = !DILocation(line: 27, column: 37, scope: !2)
!203 = !DILocation(line: 0, scope: !133)
!204 = !DILocation(line: 27, column: 78, scope: !205)
!205 = distinct !DILexicalBlock(scope: !133, file: !3, line: 27, column: 49)
!206 = !DILocation(line: 27, column: 84, scope: !205)
!207 = !{!208, !208, i64 0}
!208 = !{!"int", !180, i64 0}
!209 = !DILocation(line: 27, column: 89, scope: !2)
!210 = !DILocation(line: 28, column: 5, scope: !2)
!211 = !DILocation(line: 0, scope: !135)
!212 = !DILocation(line: 28, column: 73, scope: !213)
!213 = distinct !DILexicalBlock(scope: !135, file: !3, line: 28, column: 30)
!214 = !DILocation(line: 28, column: 59, scope: !213)
!215 = !DILocation(line: 28, column: 81, scope: !2)
!216 = distinct !DIAssignID()
!217 = !DILocation(line: 0, scope: !139)
!218 = !DILocation(line: 30, column: 5, scope: !139)
!219 = !DILocation(line: 26, column: 59, scope: !124)
!220 = !DILocation(line: 26, column: 43, scope: !124)
!221 = !DILocation(line: 0, scope: !124)
!222 = !DILocalVariable(name: "sh", scope: !223, file: !3, line: 10, type: !238)
!223 = distinct !DISubprogram(name: "bmh_count", scope: !3, file: !3, line: 10, type: !224, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!6, !108, !108}
!226 = !{!227, !228, !229, !230, !231, !222, !232, !234, !236}
!227 = !DILocalVariable(name: "t", arg: 1, scope: !223, file: !3, line: 10, type: !108)
!228 = !DILocalVariable(name: "p", arg: 2, scope: !223, file: !3, line: 10, type: !108)
!229 = !DILocalVariable(name: "n", scope: !223, file: !3, line: 10, type: !6)
!230 = !DILocalVariable(name: "m", scope: !223, file: !3, line: 10, type: !6)
!231 = !DILocalVariable(name: "c", scope: !223, file: !3, line: 10, type: !6)
!232 = !DILocalVariable(name: "i", scope: !233, file: !3, line: 10, type: !6)
!233 = distinct !DILexicalBlock(scope: !223, file: !3, line: 10, column: 114)
!234 = !DILocalVariable(name: "i", scope: !235, file: !3, line: 10, type: !6)
!235 = distinct !DILexicalBlock(scope: !223, file: !3, line: 10, column: 155)
!236 = !DILocalVariable(name: "i", scope: !237, file: !3, line: 11, type: !6)
!237 = distinct !DILexicalBlock(scope: !223, file: !3, line: 11, column: 5)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8192, elements: !239)
!239 = !{!240}
!240 = !DISubrange(count: 256)
!241 = !DILocation(line: 0, scope: !223, inlinedAt: !242)
!242 = distinct !DILocation(line: 26, column: 73, scope: !124)
!243 = !DILocation(line: 10, column: 67, scope: !223, inlinedAt: !242)
!244 = !DILocation(line: 10, column: 87, scope: !223, inlinedAt: !242)
!245 = !DILocation(line: 10, column: 82, scope: !223, inlinedAt: !242)
!246 = !DILocation(line: 10, column: 54, scope: !223, inlinedAt: !242)
!247 = !DILocation(line: 0, scope: !233, inlinedAt: !242)
!248 = !DILocation(line: 10, column: 114, scope: !233, inlinedAt: !242)
!249 = !DILocation(line: 10, column: 150, scope: !250, inlinedAt: !242)
!250 = distinct !DILexicalBlock(scope: !233, file: !3, line: 10, column: 114)
!251 = !DILocation(line: 10, column: 62, scope: !223, inlinedAt: !242)
!252 = !DILocation(line: 0, scope: !235, inlinedAt: !242)
!253 = !DILocation(line: 10, column: 173, scope: !254, inlinedAt: !242)
!254 = distinct !DILexicalBlock(scope: !235, file: !3, line: 10, column: 155)
!255 = !DILocation(line: 10, column: 155, scope: !235, inlinedAt: !242)
!256 = !DILocation(line: 10, column: 205, scope: !254, inlinedAt: !242)
!257 = !DILocation(line: 10, column: 187, scope: !254, inlinedAt: !242)
!258 = !DILocation(line: 10, column: 211, scope: !254, inlinedAt: !242)
!259 = !DILocation(line: 10, column: 183, scope: !254, inlinedAt: !242)
!260 = distinct !{!260, !261}
!261 = !{!"llvm.loop.unroll.disable"}
!262 = !DILocation(line: 0, scope: !237, inlinedAt: !242)
!263 = !DILocation(line: 11, column: 27, scope: !264, inlinedAt: !242)
!264 = distinct !DILexicalBlock(scope: !237, file: !3, line: 11, column: 5)
!265 = !DILocation(line: 11, column: 5, scope: !237, inlinedAt: !242)
!266 = !DILocation(line: 11, column: 120, scope: !223, inlinedAt: !242)
!267 = !DILocalVariable(name: "t", arg: 1, scope: !268, file: !3, line: 12, type: !108)
!268 = distinct !DISubprogram(name: "rk_count", scope: !3, file: !3, line: 12, type: !224, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !269)
!269 = !{!267, !270, !271, !272, !273, !274, !276, !277, !278, !279, !281}
!270 = !DILocalVariable(name: "p", arg: 2, scope: !268, file: !3, line: 12, type: !108)
!271 = !DILocalVariable(name: "n", scope: !268, file: !3, line: 12, type: !6)
!272 = !DILocalVariable(name: "m", scope: !268, file: !3, line: 12, type: !6)
!273 = !DILocalVariable(name: "c", scope: !268, file: !3, line: 12, type: !6)
!274 = !DILocalVariable(name: "B", scope: !268, file: !3, line: 12, type: !275)
!275 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!276 = !DILocalVariable(name: "hp", scope: !268, file: !3, line: 12, type: !275)
!277 = !DILocalVariable(name: "ht", scope: !268, file: !3, line: 12, type: !275)
!278 = !DILocalVariable(name: "pw", scope: !268, file: !3, line: 12, type: !275)
!279 = !DILocalVariable(name: "i", scope: !280, file: !3, line: 13, type: !6)
!280 = distinct !DILexicalBlock(scope: !268, file: !3, line: 13, column: 5)
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 14, type: !6)
!282 = distinct !DILexicalBlock(scope: !268, file: !3, line: 14, column: 5)
!283 = !DILocation(line: 0, scope: !268, inlinedAt: !284)
!284 = distinct !DILocation(line: 26, column: 103, scope: !124)
!285 = !DILocation(line: 12, column: 108, scope: !268, inlinedAt: !284)
!286 = distinct !{!286, !255, !287, !198}
!287 = !DILocation(line: 10, column: 221, scope: !235, inlinedAt: !242)
!288 = !DILocation(line: 11, column: 85, scope: !289, inlinedAt: !242)
!289 = distinct !DILexicalBlock(scope: !264, file: !3, line: 11, column: 75)
!290 = !DILocation(line: 11, column: 76, scope: !289, inlinedAt: !242)
!291 = !DILocation(line: 11, column: 75, scope: !264, inlinedAt: !242)
!292 = !DILocation(line: 11, column: 56, scope: !264, inlinedAt: !242)
!293 = !DILocation(line: 11, column: 38, scope: !264, inlinedAt: !242)
!294 = !DILocation(line: 11, column: 35, scope: !264, inlinedAt: !242)
!295 = !DILocation(line: 11, column: 23, scope: !264, inlinedAt: !242)
!296 = distinct !{!296, !265, !297, !198}
!297 = !DILocation(line: 11, column: 106, scope: !237, inlinedAt: !242)
!298 = !DILocation(line: 0, scope: !280, inlinedAt: !284)
!299 = !DILocation(line: 13, column: 23, scope: !300, inlinedAt: !284)
!300 = distinct !DILexicalBlock(scope: !280, file: !3, line: 13, column: 5)
!301 = !DILocation(line: 13, column: 5, scope: !280, inlinedAt: !284)
!302 = !DILocation(line: 13, column: 64, scope: !303, inlinedAt: !284)
!303 = distinct !DILexicalBlock(scope: !300, file: !3, line: 13, column: 33)
!304 = !DILocation(line: 13, column: 49, scope: !303, inlinedAt: !284)
!305 = !DILocation(line: 13, column: 99, scope: !303, inlinedAt: !284)
!306 = !DILocation(line: 13, column: 84, scope: !303, inlinedAt: !284)
!307 = !DILocation(line: 13, column: 43, scope: !303, inlinedAt: !284)
!308 = !DILocation(line: 13, column: 47, scope: !303, inlinedAt: !284)
!309 = !DILocation(line: 13, column: 78, scope: !303, inlinedAt: !284)
!310 = !DILocation(line: 13, column: 82, scope: !303, inlinedAt: !284)
!311 = !DILocation(line: 14, column: 5, scope: !282, inlinedAt: !284)
!312 = !DILocation(line: 14, column: 90, scope: !313, inlinedAt: !284)
!313 = distinct !DILexicalBlock(scope: !314, file: !3, line: 14, column: 84)
!314 = distinct !DILexicalBlock(scope: !315, file: !3, line: 14, column: 27)
!315 = distinct !DILexicalBlock(scope: !282, file: !3, line: 14, column: 5)
!316 = !DILocation(line: 13, column: 29, scope: !300, inlinedAt: !284)
!317 = distinct !{!317, !301, !318, !198, !319}
!318 = !DILocation(line: 13, column: 121, scope: !280, inlinedAt: !284)
!319 = !{!"llvm.loop.peeled.count", i32 1}
!320 = !DILocation(line: 12, column: 97, scope: !268, inlinedAt: !284)
!321 = !DILocation(line: 0, scope: !282, inlinedAt: !284)
!322 = !DILocation(line: 14, column: 36, scope: !323, inlinedAt: !284)
!323 = distinct !DILexicalBlock(scope: !314, file: !3, line: 14, column: 33)
!324 = !DILocation(line: 14, column: 42, scope: !323, inlinedAt: !284)
!325 = !DILocation(line: 14, column: 55, scope: !323, inlinedAt: !284)
!326 = !DILocation(line: 14, column: 46, scope: !323, inlinedAt: !284)
!327 = !DILocation(line: 14, column: 33, scope: !314, inlinedAt: !284)
!328 = !DILocation(line: 14, column: 84, scope: !314, inlinedAt: !284)
!329 = !DILocation(line: 14, column: 129, scope: !314, inlinedAt: !284)
!330 = !DILocation(line: 14, column: 114, scope: !314, inlinedAt: !284)
!331 = !DILocation(line: 14, column: 134, scope: !314, inlinedAt: !284)
!332 = !DILocation(line: 14, column: 112, scope: !314, inlinedAt: !284)
!333 = !DILocation(line: 14, column: 140, scope: !314, inlinedAt: !284)
!334 = !DILocation(line: 14, column: 161, scope: !314, inlinedAt: !284)
!335 = !DILocation(line: 14, column: 146, scope: !314, inlinedAt: !284)
!336 = !DILocation(line: 14, column: 144, scope: !314, inlinedAt: !284)
!337 = !DILocation(line: 14, column: 23, scope: !315, inlinedAt: !284)
!338 = !DILocation(line: 14, column: 5, scope: !315, inlinedAt: !284)
!339 = distinct !{!339, !311, !340}
!340 = !DILocation(line: 14, column: 171, scope: !282, inlinedAt: !284)
!341 = !DILocation(line: 26, column: 128, scope: !124)
!342 = !DILocation(line: 26, column: 29, scope: !125)
!343 = !DILocation(line: 26, column: 23, scope: !125)
!344 = distinct !{!344, !184, !345, !198}
!345 = !DILocation(line: 26, column: 184, scope: !122)
!346 = !DILocation(line: 31, column: 5, scope: !2)
!347 = !DILocalVariable(name: "s", arg: 1, scope: !348, file: !3, line: 21, type: !108)
!348 = distinct !DISubprogram(name: "rle", scope: !3, file: !3, line: 21, type: !349, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !352)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !108, !351}
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!352 = !{!347, !353, !354, !356}
!353 = !DILocalVariable(name: "o", arg: 2, scope: !348, file: !3, line: 21, type: !351)
!354 = !DILocalVariable(name: "c", scope: !355, file: !3, line: 21, type: !19)
!355 = distinct !DILexicalBlock(scope: !348, file: !3, line: 21, column: 54)
!356 = !DILocalVariable(name: "n", scope: !355, file: !3, line: 21, type: !6)
!357 = !DILocation(line: 0, scope: !348, inlinedAt: !358)
!358 = distinct !DILocation(line: 31, column: 18, scope: !2)
!359 = !DILocation(line: 21, column: 87, scope: !355, inlinedAt: !358)
!360 = !DILocation(line: 0, scope: !355, inlinedAt: !358)
!361 = !DILocation(line: 21, column: 80, scope: !355, inlinedAt: !358)
!362 = !DILocation(line: 21, column: 99, scope: !363, inlinedAt: !358)
!363 = distinct !DILexicalBlock(scope: !355, file: !3, line: 21, column: 96)
!364 = !DILocation(line: 21, column: 104, scope: !363, inlinedAt: !358)
!365 = !DILocation(line: 21, column: 90, scope: !355, inlinedAt: !358)
!366 = distinct !{!366, !361, !367, !198}
!367 = !DILocation(line: 21, column: 108, scope: !355, inlinedAt: !358)
!368 = !DILocation(line: 21, column: 93, scope: !355, inlinedAt: !358)
!369 = !DILocation(line: 21, column: 128, scope: !355, inlinedAt: !358)
!370 = !DILocation(line: 21, column: 126, scope: !355, inlinedAt: !358)
!371 = !DILocation(line: 21, column: 115, scope: !355, inlinedAt: !358)
!372 = !DILocation(line: 21, column: 112, scope: !355, inlinedAt: !358)
!373 = !DILocation(line: 21, column: 43, scope: !348, inlinedAt: !358)
!374 = distinct !{!374, !373, !375, !198}
!375 = !DILocation(line: 21, column: 160, scope: !348, inlinedAt: !358)
!376 = !DILocation(line: 21, column: 165, scope: !348, inlinedAt: !358)
!377 = !DILocation(line: 31, column: 42, scope: !2)
!378 = !DILocation(line: 0, scope: !348, inlinedAt: !379)
!379 = distinct !DILocation(line: 31, column: 65, scope: !2)
!380 = !DILocation(line: 21, column: 87, scope: !355, inlinedAt: !379)
!381 = !DILocation(line: 0, scope: !355, inlinedAt: !379)
!382 = !DILocation(line: 21, column: 80, scope: !355, inlinedAt: !379)
!383 = !DILocation(line: 21, column: 99, scope: !363, inlinedAt: !379)
!384 = !DILocation(line: 21, column: 104, scope: !363, inlinedAt: !379)
!385 = !DILocation(line: 21, column: 90, scope: !355, inlinedAt: !379)
!386 = distinct !{!386, !382, !387, !198}
!387 = !DILocation(line: 21, column: 108, scope: !355, inlinedAt: !379)
!388 = !DILocation(line: 21, column: 93, scope: !355, inlinedAt: !379)
!389 = !DILocation(line: 21, column: 128, scope: !355, inlinedAt: !379)
!390 = !DILocation(line: 21, column: 126, scope: !355, inlinedAt: !379)
!391 = !DILocation(line: 21, column: 115, scope: !355, inlinedAt: !379)
!392 = !DILocation(line: 21, column: 112, scope: !355, inlinedAt: !379)
!393 = !DILocation(line: 21, column: 43, scope: !348, inlinedAt: !379)
!394 = distinct !{!394, !393, !395, !198}
!395 = !DILocation(line: 21, column: 160, scope: !348, inlinedAt: !379)
!396 = !DILocation(line: 21, column: 165, scope: !348, inlinedAt: !379)
!397 = !DILocation(line: 31, column: 80, scope: !2)
!398 = !DILocation(line: 32, column: 5, scope: !2)
!399 = !DILocation(line: 32, column: 86, scope: !2)
!400 = distinct !DIAssignID()
!401 = !DILocation(line: 0, scope: !155)
!402 = !DILocation(line: 33, column: 5, scope: !155)
!403 = !DILocation(line: 30, column: 60, scope: !141)
!404 = !DILocalVariable(name: "s", arg: 1, scope: !405, file: !3, line: 17, type: !108)
!405 = distinct !DISubprogram(name: "manacher", scope: !3, file: !3, line: 17, type: !406, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !409)
!406 = !DISubroutineType(types: !407)
!407 = !{!6, !108, !408}
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!409 = !{!404, !410, !411, !412, !413, !414, !415, !416, !418, !419, !420}
!410 = !DILocalVariable(name: "start", arg: 2, scope: !405, file: !3, line: 17, type: !408)
!411 = !DILocalVariable(name: "n", scope: !405, file: !3, line: 17, type: !6)
!412 = !DILocalVariable(name: "m", scope: !405, file: !3, line: 17, type: !6)
!413 = !DILocalVariable(name: "d", scope: !405, file: !3, line: 17, type: !408)
!414 = !DILocalVariable(name: "best", scope: !405, file: !3, line: 17, type: !6)
!415 = !DILocalVariable(name: "bc", scope: !405, file: !3, line: 17, type: !6)
!416 = !DILocalVariable(name: "i", scope: !417, file: !3, line: 18, type: !6)
!417 = distinct !DILexicalBlock(scope: !405, file: !3, line: 18, column: 5)
!418 = !DILocalVariable(name: "l", scope: !417, file: !3, line: 18, type: !6)
!419 = !DILocalVariable(name: "r", scope: !417, file: !3, line: 18, type: !6)
!420 = !DILocalVariable(name: "k", scope: !421, file: !3, line: 18, type: !6)
!421 = distinct !DILexicalBlock(scope: !422, file: !3, line: 18, column: 48)
!422 = distinct !DILexicalBlock(scope: !417, file: !3, line: 18, column: 5)
!423 = !DILocation(line: 0, scope: !405, inlinedAt: !424)
!424 = distinct !DILocation(line: 30, column: 51, scope: !141)
!425 = !DILocation(line: 17, column: 63, scope: !405, inlinedAt: !424)
!426 = !DILocation(line: 17, column: 58, scope: !405, inlinedAt: !424)
!427 = !DILocation(line: 17, column: 80, scope: !405, inlinedAt: !424)
!428 = !DILocation(line: 17, column: 84, scope: !405, inlinedAt: !424)
!429 = !DILocation(line: 17, column: 105, scope: !405, inlinedAt: !424)
!430 = !DILocation(line: 17, column: 98, scope: !405, inlinedAt: !424)
!431 = !DILocation(line: 0, scope: !417, inlinedAt: !424)
!432 = !DILocation(line: 18, column: 38, scope: !422, inlinedAt: !424)
!433 = !DILocation(line: 18, column: 5, scope: !417, inlinedAt: !424)
!434 = !DILocation(line: 18, column: 60, scope: !421, inlinedAt: !424)
!435 = !DILocation(line: 0, scope: !421, inlinedAt: !424)
!436 = !DILocation(line: 18, column: 58, scope: !421, inlinedAt: !424)
!437 = !DILocation(line: 18, column: 75, scope: !421, inlinedAt: !424)
!438 = !DILocation(line: 18, column: 79, scope: !421, inlinedAt: !424)
!439 = !DILocation(line: 18, column: 71, scope: !421, inlinedAt: !424)
!440 = !DILocation(line: 18, column: 84, scope: !421, inlinedAt: !424)
!441 = !DILocation(line: 19, column: 18, scope: !421, inlinedAt: !424)
!442 = !DILocation(line: 19, column: 22, scope: !421, inlinedAt: !424)
!443 = !DILocation(line: 19, column: 27, scope: !421, inlinedAt: !424)
!444 = !DILocation(line: 19, column: 32, scope: !421, inlinedAt: !424)
!445 = !DILocation(line: 19, column: 36, scope: !421, inlinedAt: !424)
!446 = !DILocation(line: 19, column: 40, scope: !421, inlinedAt: !424)
!447 = !DILocation(line: 19, column: 52, scope: !421, inlinedAt: !424)
!448 = !DILocation(line: 19, column: 56, scope: !421, inlinedAt: !424)
!449 = !DILocation(line: 19, column: 61, scope: !421, inlinedAt: !424)
!450 = !DILocation(line: 19, column: 74, scope: !421, inlinedAt: !424)
!451 = !DILocation(line: 19, column: 64, scope: !421, inlinedAt: !424)
!452 = !DILocation(line: 19, column: 92, scope: !421, inlinedAt: !424)
!453 = !DILocation(line: 19, column: 82, scope: !421, inlinedAt: !424)
!454 = !DILocation(line: 19, column: 79, scope: !421, inlinedAt: !424)
!455 = !DILocation(line: 19, column: 9, scope: !421, inlinedAt: !424)
!456 = !DILocation(line: 19, column: 100, scope: !421, inlinedAt: !424)
!457 = distinct !{!457, !455, !456, !198}
!458 = !DILocation(line: 19, column: 112, scope: !421, inlinedAt: !424)
!459 = !DILocation(line: 19, column: 104, scope: !421, inlinedAt: !424)
!460 = !DILocation(line: 19, column: 109, scope: !421, inlinedAt: !424)
!461 = !DILocation(line: 19, column: 122, scope: !462, inlinedAt: !424)
!462 = distinct !DILexicalBlock(scope: !421, file: !3, line: 19, column: 120)
!463 = !DILocation(line: 19, column: 126, scope: !462, inlinedAt: !424)
!464 = !DILocation(line: 19, column: 120, scope: !421, inlinedAt: !424)
!465 = !DILocation(line: 19, column: 170, scope: !466, inlinedAt: !424)
!466 = distinct !DILexicalBlock(scope: !421, file: !3, line: 19, column: 161)
!467 = !DILocation(line: 19, column: 161, scope: !421, inlinedAt: !424)
!468 = !DILocation(line: 18, column: 44, scope: !422, inlinedAt: !424)
!469 = distinct !{!469, !433, !470, !198}
!470 = !DILocation(line: 19, column: 207, scope: !417, inlinedAt: !424)
!471 = !DILocation(line: 20, column: 18, scope: !405, inlinedAt: !424)
!472 = !DILocation(line: 20, column: 26, scope: !405, inlinedAt: !424)
!473 = !DILocation(line: 0, scope: !141)
!474 = !DILocation(line: 20, column: 31, scope: !405, inlinedAt: !424)
!475 = !DILocation(line: 30, column: 137, scope: !141)
!476 = !DILocation(line: 30, column: 73, scope: !141)
!477 = !DILocation(line: 30, column: 29, scope: !142)
!478 = !DILocation(line: 30, column: 23, scope: !142)
!479 = distinct !{!479, !218, !480, !198}
!480 = !DILocation(line: 30, column: 147, scope: !139)
!481 = !DILocation(line: 34, column: 5, scope: !2)
!482 = !DILocation(line: 0, scope: !159)
!483 = !DILocation(line: 34, column: 47, scope: !484)
!484 = distinct !DILexicalBlock(scope: !159, file: !3, line: 34, column: 19)
!485 = !DILocation(line: 34, column: 61, scope: !484)
!486 = !DILocation(line: 34, column: 68, scope: !2)
!487 = !DILocation(line: 35, column: 12, scope: !2)
!488 = !DILocation(line: 35, column: 35, scope: !2)
!489 = !DILocation(line: 36, column: 1, scope: !2)
!490 = !DILocation(line: 35, column: 5, scope: !2)
!491 = !DILocation(line: 33, column: 58, scope: !492)
!492 = distinct !DILexicalBlock(scope: !493, file: !3, line: 33, column: 47)
!493 = distinct !DILexicalBlock(scope: !155, file: !3, line: 33, column: 5)
!494 = !DILocation(line: 33, scope: !492)
!495 = !DILocation(line: 33, column: 56, scope: !492)
!496 = !DILocation(line: 33, column: 67, scope: !492)
!497 = !DILocation(line: 33, column: 77, scope: !492)
!498 = !DILocation(line: 33, column: 73, scope: !492)
!499 = !DILocation(line: 33, column: 65, scope: !492)
!500 = !DILocation(line: 33, column: 49, scope: !492)
!501 = !DILocation(line: 33, column: 116, scope: !492)
!502 = !DILocation(line: 33, column: 123, scope: !492)
!503 = !DILocation(line: 33, column: 127, scope: !492)
!504 = !DILocation(line: 33, column: 107, scope: !492)
!505 = !DILocation(line: 33, column: 130, scope: !492)
!506 = !DILocation(line: 33, column: 142, scope: !492)
!507 = !DILocation(line: 33, column: 139, scope: !492)
!508 = !DILocation(line: 33, column: 160, scope: !492)
!509 = distinct !{!509, !504, !508, !198}
!510 = !DILocation(line: 33, column: 177, scope: !511)
!511 = distinct !DILexicalBlock(scope: !492, file: !3, line: 33, column: 168)
!512 = !DILocation(line: 33, column: 168, scope: !492)
!513 = !DILocation(line: 33, column: 43, scope: !493)
!514 = !DILocation(line: 33, column: 37, scope: !493)
!515 = distinct !{!515, !402, !516, !198}
!516 = !DILocation(line: 33, column: 207, scope: !155)
!517 = distinct !DISubprogram(name: "kmp_count", scope: !3, file: !3, line: 7, type: !518, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !519)
!518 = !DISubroutineType(cc: DW_CC_nocall, types: !225)
!519 = !{!520, !521, !522, !523, !524, !525, !529, !531, !532, !534}
!520 = !DILocalVariable(name: "t", arg: 1, scope: !517, file: !3, line: 7, type: !108)
!521 = !DILocalVariable(name: "p", arg: 2, scope: !517, file: !3, line: 7, type: !108)
!522 = !DILocalVariable(name: "n", scope: !517, file: !3, line: 7, type: !6)
!523 = !DILocalVariable(name: "m", scope: !517, file: !3, line: 7, type: !6)
!524 = !DILocalVariable(name: "c", scope: !517, file: !3, line: 7, type: !6)
!525 = !DILocalVariable(name: "f", scope: !517, file: !3, line: 7, type: !526)
!526 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !527)
!527 = !{!528}
!528 = !DISubrange(count: 64)
!529 = !DILocalVariable(name: "i", scope: !530, file: !3, line: 8, type: !6)
!530 = distinct !DILexicalBlock(scope: !517, file: !3, line: 8, column: 5)
!531 = !DILocalVariable(name: "k", scope: !530, file: !3, line: 8, type: !6)
!532 = !DILocalVariable(name: "i", scope: !533, file: !3, line: 9, type: !6)
!533 = distinct !DILexicalBlock(scope: !517, file: !3, line: 9, column: 5)
!534 = !DILocalVariable(name: "k", scope: !533, file: !3, line: 9, type: !6)
!535 = distinct !DIAssignID()
!536 = !DILocation(line: 0, scope: !517)
!537 = !DILocation(line: 7, column: 67, scope: !517)
!538 = !DILocation(line: 7, column: 62, scope: !517)
!539 = !DILocation(line: 7, column: 87, scope: !517)
!540 = !DILocation(line: 7, column: 82, scope: !517)
!541 = !DILocation(line: 7, column: 105, scope: !517)
!542 = !DILocation(line: 7, column: 121, scope: !517)
!543 = distinct !DIAssignID()
!544 = !DILocation(line: 0, scope: !530)
!545 = !DILocation(line: 8, column: 30, scope: !546)
!546 = distinct !DILexicalBlock(scope: !530, file: !3, line: 8, column: 5)
!547 = !DILocation(line: 8, column: 5, scope: !530)
!548 = !DILocation(line: 8, column: 49, scope: !549)
!549 = distinct !DILexicalBlock(scope: !546, file: !3, line: 8, column: 40)
!550 = !DILocation(line: 8, column: 51, scope: !549)
!551 = !DILocation(line: 0, scope: !533)
!552 = !DILocation(line: 9, column: 30, scope: !553)
!553 = distinct !DILexicalBlock(scope: !533, file: !3, line: 9, column: 5)
!554 = !DILocation(line: 9, column: 5, scope: !533)
!555 = !DILocation(line: 8, column: 62, scope: !549)
!556 = !DILocation(line: 8, column: 59, scope: !549)
!557 = !DILocation(line: 8, column: 42, scope: !549)
!558 = !DILocation(line: 8, column: 76, scope: !549)
!559 = !DILocation(line: 8, column: 72, scope: !549)
!560 = distinct !{!560, !557, !561, !198}
!561 = !DILocation(line: 8, column: 79, scope: !549)
!562 = !DILocation(line: 8, scope: !530)
!563 = !DILocation(line: 8, column: 94, scope: !564)
!564 = distinct !DILexicalBlock(scope: !549, file: !3, line: 8, column: 86)
!565 = !DILocation(line: 8, column: 91, scope: !564)
!566 = !DILocation(line: 8, column: 86, scope: !549)
!567 = !DILocation(line: 8, column: 105, scope: !549)
!568 = !DILocation(line: 8, column: 110, scope: !549)
!569 = !DILocation(line: 8, column: 36, scope: !546)
!570 = distinct !{!570, !547, !571, !198}
!571 = !DILocation(line: 8, column: 115, scope: !530)
!572 = !DILocation(line: 9, column: 49, scope: !573)
!573 = distinct !DILexicalBlock(scope: !553, file: !3, line: 9, column: 40)
!574 = !DILocation(line: 9, column: 51, scope: !573)
!575 = !DILocation(line: 9, column: 152, scope: !517)
!576 = !DILocation(line: 9, column: 142, scope: !517)
!577 = !DILocation(line: 9, column: 62, scope: !573)
!578 = !DILocation(line: 9, column: 59, scope: !573)
!579 = !DILocation(line: 9, column: 42, scope: !573)
!580 = !DILocation(line: 9, column: 76, scope: !573)
!581 = !DILocation(line: 9, column: 72, scope: !573)
!582 = distinct !{!582, !579, !583, !198}
!583 = !DILocation(line: 9, column: 79, scope: !573)
!584 = !DILocation(line: 9, scope: !533)
!585 = !DILocation(line: 9, column: 94, scope: !586)
!586 = distinct !DILexicalBlock(scope: !573, file: !3, line: 9, column: 86)
!587 = !DILocation(line: 9, column: 91, scope: !586)
!588 = !DILocation(line: 9, column: 86, scope: !573)
!589 = !DILocation(line: 9, column: 111, scope: !590)
!590 = distinct !DILexicalBlock(scope: !573, file: !3, line: 9, column: 109)
!591 = !DILocation(line: 9, column: 109, scope: !573)
!592 = !DILocation(line: 9, column: 120, scope: !593)
!593 = distinct !DILexicalBlock(scope: !590, file: !3, line: 9, column: 117)
!594 = !DILocation(line: 9, column: 128, scope: !593)
!595 = !DILocation(line: 9, column: 138, scope: !593)
!596 = !DILocation(line: 9, scope: !573)
!597 = !DILocation(line: 9, column: 36, scope: !553)
!598 = distinct !{!598, !554, !599, !198}
!599 = !DILocation(line: 9, column: 140, scope: !533)
!600 = !DISubprogram(name: "printf", scope: !601, file: !601, line: 356, type: !602, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!601 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!602 = !DISubroutineType(types: !603)
!603 = !{!6, !604, null}
!604 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!605 = !DISubprogram(name: "qsort", scope: !606, file: !606, line: 851, type: !607, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!607 = !DISubroutineType(types: !608)
!608 = !{null, !609, !10, !10, !610}
!609 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !606, line: 829, baseType: !611)
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !612, size: 64)
!612 = !DISubroutineType(types: !613)
!613 = !{!6, !614, !614}
!614 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !615, size: 64)
!615 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!616 = distinct !DISubprogram(name: "sa_cmp", scope: !3, file: !3, line: 16, type: !612, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !617)
!617 = !{!618, !619}
!618 = !DILocalVariable(name: "a", arg: 1, scope: !616, file: !3, line: 16, type: !614)
!619 = !DILocalVariable(name: "b", arg: 2, scope: !616, file: !3, line: 16, type: !614)
!620 = !DILocation(line: 0, scope: !616)
!621 = !DILocation(line: 16, column: 65, scope: !616)
!622 = !DILocation(line: 16, column: 75, scope: !616)
!623 = !DILocation(line: 16, column: 73, scope: !616)
!624 = !DILocation(line: 16, column: 102, scope: !616)
!625 = !DILocation(line: 16, column: 100, scope: !616)
!626 = !DILocation(line: 16, column: 58, scope: !616)
!627 = !DILocation(line: 16, column: 51, scope: !616)
!628 = !DISubprogram(name: "strlen", scope: !629, file: !629, line: 407, type: !630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!629 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!630 = !DISubroutineType(types: !631)
!631 = !{!12, !108}
!632 = !DISubprogram(name: "strcmp", scope: !629, file: !629, line: 156, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DISubprogram(name: "calloc", scope: !606, file: !606, line: 556, type: !634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!609, !10, !10}
!636 = !DISubprogram(name: "free", scope: !606, file: !606, line: 568, type: !637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{null, !609}
!639 = !DISubprogram(name: "sprintf", scope: !601, file: !601, line: 358, type: !640, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!640 = !DISubroutineType(types: !641)
!641 = !{!6, !642, !604, null}
!642 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !351)
