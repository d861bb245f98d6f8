; ModuleID = 'programs/aliasing_char_restrict.c'
source_filename = "programs/aliasing_char_restrict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, i16 }

@.str = private unnamed_addr constant [44 x i8] c"restrict sum=%ld overlap a[99]=%d a[10]=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"bytes of double=%08x int64=%08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"after char clear x=%d y=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"pun u=%08x b0=%02x b3=%02x\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"flipped sign f=%g\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"next float after 0.1f = %a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i32], align 16
  %2 = alloca [100 x i32], align 16
  %3 = alloca [100 x i32], align 16
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.anon, align 8
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %3) #6
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %1, align 16, !tbaa !5
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x i32> <i32 1000, i32 999, i32 998, i32 997>, ptr %2, align 16, !tbaa !5
  store <4 x i32> <i32 996, i32 995, i32 994, i32 993>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 32
  %10 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %9, align 16, !tbaa !5
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %10, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %2, i64 32
  %12 = getelementptr inbounds i8, ptr %2, i64 48
  store <4 x i32> <i32 992, i32 991, i32 990, i32 989>, ptr %11, align 16, !tbaa !5
  store <4 x i32> <i32 988, i32 987, i32 986, i32 985>, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 64
  %14 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %13, align 16, !tbaa !5
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %2, i64 64
  %16 = getelementptr inbounds i8, ptr %2, i64 80
  store <4 x i32> <i32 984, i32 983, i32 982, i32 981>, ptr %15, align 16, !tbaa !5
  store <4 x i32> <i32 980, i32 979, i32 978, i32 977>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 96
  %18 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %17, align 16, !tbaa !5
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %2, i64 96
  %20 = getelementptr inbounds i8, ptr %2, i64 112
  store <4 x i32> <i32 976, i32 975, i32 974, i32 973>, ptr %19, align 16, !tbaa !5
  store <4 x i32> <i32 972, i32 971, i32 970, i32 969>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %1, i64 128
  %22 = getelementptr inbounds i8, ptr %1, i64 144
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %21, align 16, !tbaa !5
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %2, i64 128
  %24 = getelementptr inbounds i8, ptr %2, i64 144
  store <4 x i32> <i32 968, i32 967, i32 966, i32 965>, ptr %23, align 16, !tbaa !5
  store <4 x i32> <i32 964, i32 963, i32 962, i32 961>, ptr %24, align 16, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 160
  %26 = getelementptr inbounds i8, ptr %1, i64 176
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %25, align 16, !tbaa !5
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %26, align 16, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %2, i64 160
  %28 = getelementptr inbounds i8, ptr %2, i64 176
  store <4 x i32> <i32 960, i32 959, i32 958, i32 957>, ptr %27, align 16, !tbaa !5
  store <4 x i32> <i32 956, i32 955, i32 954, i32 953>, ptr %28, align 16, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %1, i64 192
  %30 = getelementptr inbounds i8, ptr %1, i64 208
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %29, align 16, !tbaa !5
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %30, align 16, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %2, i64 192
  %32 = getelementptr inbounds i8, ptr %2, i64 208
  store <4 x i32> <i32 952, i32 951, i32 950, i32 949>, ptr %31, align 16, !tbaa !5
  store <4 x i32> <i32 948, i32 947, i32 946, i32 945>, ptr %32, align 16, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %1, i64 224
  %34 = getelementptr inbounds i8, ptr %1, i64 240
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %33, align 16, !tbaa !5
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %34, align 16, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %2, i64 224
  %36 = getelementptr inbounds i8, ptr %2, i64 240
  store <4 x i32> <i32 944, i32 943, i32 942, i32 941>, ptr %35, align 16, !tbaa !5
  store <4 x i32> <i32 940, i32 939, i32 938, i32 937>, ptr %36, align 16, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 256
  %38 = getelementptr inbounds i8, ptr %1, i64 272
  store <4 x i32> <i32 64, i32 65, i32 66, i32 67>, ptr %37, align 16, !tbaa !5
  store <4 x i32> <i32 68, i32 69, i32 70, i32 71>, ptr %38, align 16, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %2, i64 256
  %40 = getelementptr inbounds i8, ptr %2, i64 272
  store <4 x i32> <i32 936, i32 935, i32 934, i32 933>, ptr %39, align 16, !tbaa !5
  store <4 x i32> <i32 932, i32 931, i32 930, i32 929>, ptr %40, align 16, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %1, i64 288
  %42 = getelementptr inbounds i8, ptr %1, i64 304
  store <4 x i32> <i32 72, i32 73, i32 74, i32 75>, ptr %41, align 16, !tbaa !5
  store <4 x i32> <i32 76, i32 77, i32 78, i32 79>, ptr %42, align 16, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %2, i64 288
  %44 = getelementptr inbounds i8, ptr %2, i64 304
  store <4 x i32> <i32 928, i32 927, i32 926, i32 925>, ptr %43, align 16, !tbaa !5
  store <4 x i32> <i32 924, i32 923, i32 922, i32 921>, ptr %44, align 16, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %1, i64 320
  %46 = getelementptr inbounds i8, ptr %1, i64 336
  store <4 x i32> <i32 80, i32 81, i32 82, i32 83>, ptr %45, align 16, !tbaa !5
  store <4 x i32> <i32 84, i32 85, i32 86, i32 87>, ptr %46, align 16, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %2, i64 320
  %48 = getelementptr inbounds i8, ptr %2, i64 336
  store <4 x i32> <i32 920, i32 919, i32 918, i32 917>, ptr %47, align 16, !tbaa !5
  store <4 x i32> <i32 916, i32 915, i32 914, i32 913>, ptr %48, align 16, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 352
  %50 = getelementptr inbounds i8, ptr %1, i64 368
  store <4 x i32> <i32 88, i32 89, i32 90, i32 91>, ptr %49, align 16, !tbaa !5
  store <4 x i32> <i32 92, i32 93, i32 94, i32 95>, ptr %50, align 16, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %2, i64 352
  %52 = getelementptr inbounds i8, ptr %2, i64 368
  store <4 x i32> <i32 912, i32 911, i32 910, i32 909>, ptr %51, align 16, !tbaa !5
  store <4 x i32> <i32 908, i32 907, i32 906, i32 905>, ptr %52, align 16, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %1, i64 384
  store i32 96, ptr %53, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %2, i64 384
  store i32 904, ptr %54, align 16, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %1, i64 388
  store i32 97, ptr %55, align 4, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %2, i64 388
  store i32 903, ptr %56, align 4, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %1, i64 392
  store i32 98, ptr %57, align 8, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %2, i64 392
  store i32 902, ptr %58, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %1, i64 396
  store i32 99, ptr %59, align 4, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %2, i64 396
  store i32 901, ptr %60, align 4, !tbaa !5
  call fastcc void @add_restrict(ptr noundef nonnull %3, ptr noundef nonnull %1, ptr noundef nonnull %2)
  br label %61

61:                                               ; preds = %61, %0
  %62 = phi i64 [ 0, %0 ], [ %94, %61 ]
  %63 = phi i64 [ 0, %0 ], [ %98, %61 ]
  %64 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %62
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = add nuw nsw i64 %62, 1
  %67 = trunc nuw nsw i64 %66 to i32
  %68 = mul nsw i32 %65, %67
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %63, %69
  %71 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %66
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = add nuw nsw i64 %62, 2
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = mul nsw i32 %72, %74
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %70, %76
  %78 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %73
  %79 = load i32, ptr %78, align 4, !tbaa !5
  %80 = add nuw nsw i64 %62, 3
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = mul nsw i32 %79, %81
  %83 = sext i32 %82 to i64
  %84 = add nsw i64 %77, %83
  %85 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %80
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = add nuw nsw i64 %62, 4
  %88 = trunc nuw nsw i64 %87 to i32
  %89 = mul nsw i32 %86, %88
  %90 = sext i32 %89 to i64
  %91 = add nsw i64 %84, %90
  %92 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %87
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = add nuw nsw i64 %62, 5
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = mul nsw i32 %93, %95
  %97 = sext i32 %96 to i64
  %98 = add nsw i64 %91, %97
  %99 = icmp eq i64 %94, 100
  br i1 %99, label %100, label %61, !llvm.loop !9

100:                                              ; preds = %61
  %101 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %1, align 16, !tbaa !5
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %101, align 16, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %1, i64 32
  %103 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %102, align 16, !tbaa !5
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %103, align 16, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %1, i64 64
  %105 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %104, align 16, !tbaa !5
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %105, align 16, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %1, i64 96
  %107 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %106, align 16, !tbaa !5
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %107, align 16, !tbaa !5
  %108 = getelementptr inbounds i8, ptr %1, i64 128
  %109 = getelementptr inbounds i8, ptr %1, i64 144
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %108, align 16, !tbaa !5
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %109, align 16, !tbaa !5
  %110 = getelementptr inbounds i8, ptr %1, i64 160
  %111 = getelementptr inbounds i8, ptr %1, i64 176
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %110, align 16, !tbaa !5
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %111, align 16, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %1, i64 192
  %113 = getelementptr inbounds i8, ptr %1, i64 208
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %112, align 16, !tbaa !5
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %113, align 16, !tbaa !5
  %114 = getelementptr inbounds i8, ptr %1, i64 224
  %115 = getelementptr inbounds i8, ptr %1, i64 240
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %114, align 16, !tbaa !5
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %115, align 16, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %1, i64 256
  %117 = getelementptr inbounds i8, ptr %1, i64 272
  store <4 x i32> <i32 64, i32 65, i32 66, i32 67>, ptr %116, align 16, !tbaa !5
  store <4 x i32> <i32 68, i32 69, i32 70, i32 71>, ptr %117, align 16, !tbaa !5
  %118 = getelementptr inbounds i8, ptr %1, i64 288
  %119 = getelementptr inbounds i8, ptr %1, i64 304
  store <4 x i32> <i32 72, i32 73, i32 74, i32 75>, ptr %118, align 16, !tbaa !5
  store <4 x i32> <i32 76, i32 77, i32 78, i32 79>, ptr %119, align 16, !tbaa !5
  %120 = getelementptr inbounds i8, ptr %1, i64 320
  %121 = getelementptr inbounds i8, ptr %1, i64 336
  store <4 x i32> <i32 80, i32 81, i32 82, i32 83>, ptr %120, align 16, !tbaa !5
  store <4 x i32> <i32 84, i32 85, i32 86, i32 87>, ptr %121, align 16, !tbaa !5
  %122 = getelementptr inbounds i8, ptr %1, i64 352
  %123 = getelementptr inbounds i8, ptr %1, i64 368
  store <4 x i32> <i32 88, i32 89, i32 90, i32 91>, ptr %122, align 16, !tbaa !5
  store <4 x i32> <i32 92, i32 93, i32 94, i32 95>, ptr %123, align 16, !tbaa !5
  %124 = getelementptr inbounds i8, ptr %1, i64 384
  store i32 96, ptr %124, align 16, !tbaa !5
  %125 = getelementptr inbounds i8, ptr %1, i64 388
  store i32 97, ptr %125, align 4, !tbaa !5
  %126 = getelementptr inbounds i8, ptr %1, i64 392
  store i32 98, ptr %126, align 8, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %1, i64 396
  store i32 99, ptr %127, align 4, !tbaa !5
  %128 = getelementptr inbounds i8, ptr %1, i64 4
  call fastcc void @add_overlap(ptr noundef nonnull %128, ptr noundef nonnull %1, ptr noundef nonnull %1)
  %129 = getelementptr inbounds i8, ptr %1, i64 396
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %1, i64 40
  %132 = load i32, ptr %131, align 8, !tbaa !5
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %98, i32 noundef %130, i32 noundef %132)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  store double 3.750000e+00, ptr %4, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  store i64 -2, ptr %5, align 8, !tbaa !13
  %134 = call fastcc i32 @byte_sum(ptr noundef nonnull %4)
  %135 = call fastcc i32 @byte_sum(ptr noundef nonnull %5)
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %134, i32 noundef %135)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6
  store i64 281444912063040, ptr %6, align 8
  call fastcc void @clear_via_chars(ptr noundef nonnull %6)
  %137 = load i32, ptr %6, align 8, !tbaa !15
  %138 = getelementptr inbounds i8, ptr %6, i64 4
  %139 = load i16, ptr %138, align 4, !tbaa !18
  %140 = sext i16 %139 to i32
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %137, i32 noundef %140)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1077936128, i32 noundef 0, i32 noundef 191)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x3FB99999C0000000)
  %145 = and i32 %132, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #6
  ret i32 %145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_restrict(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load <4 x i32>, ptr %1, align 4, !tbaa !5
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load <4 x i32>, ptr %2, align 4, !tbaa !5
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !5
  %10 = add nsw <4 x i32> %8, %5
  %11 = add nsw <4 x i32> %9, %6
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> %10, ptr %0, align 4, !tbaa !5
  store <4 x i32> %11, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = getelementptr inbounds i8, ptr %1, i64 48
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !5
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %2, i64 32
  %18 = getelementptr inbounds i8, ptr %2, i64 48
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !5
  %21 = add nsw <4 x i32> %19, %15
  %22 = add nsw <4 x i32> %20, %16
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> %21, ptr %23, align 4, !tbaa !5
  store <4 x i32> %22, ptr %24, align 4, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !5
  %28 = load <4 x i32>, ptr %26, align 4, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %2, i64 64
  %30 = getelementptr inbounds i8, ptr %2, i64 80
  %31 = load <4 x i32>, ptr %29, align 4, !tbaa !5
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !5
  %33 = add nsw <4 x i32> %31, %27
  %34 = add nsw <4 x i32> %32, %28
  %35 = getelementptr inbounds i8, ptr %0, i64 64
  %36 = getelementptr inbounds i8, ptr %0, i64 80
  store <4 x i32> %33, ptr %35, align 4, !tbaa !5
  store <4 x i32> %34, ptr %36, align 4, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 96
  %38 = getelementptr inbounds i8, ptr %1, i64 112
  %39 = load <4 x i32>, ptr %37, align 4, !tbaa !5
  %40 = load <4 x i32>, ptr %38, align 4, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %2, i64 96
  %42 = getelementptr inbounds i8, ptr %2, i64 112
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !5
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !5
  %45 = add nsw <4 x i32> %43, %39
  %46 = add nsw <4 x i32> %44, %40
  %47 = getelementptr inbounds i8, ptr %0, i64 96
  %48 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> %45, ptr %47, align 4, !tbaa !5
  store <4 x i32> %46, ptr %48, align 4, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 128
  %50 = getelementptr inbounds i8, ptr %1, i64 144
  %51 = load <4 x i32>, ptr %49, align 4, !tbaa !5
  %52 = load <4 x i32>, ptr %50, align 4, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %2, i64 128
  %54 = getelementptr inbounds i8, ptr %2, i64 144
  %55 = load <4 x i32>, ptr %53, align 4, !tbaa !5
  %56 = load <4 x i32>, ptr %54, align 4, !tbaa !5
  %57 = add nsw <4 x i32> %55, %51
  %58 = add nsw <4 x i32> %56, %52
  %59 = getelementptr inbounds i8, ptr %0, i64 128
  %60 = getelementptr inbounds i8, ptr %0, i64 144
  store <4 x i32> %57, ptr %59, align 4, !tbaa !5
  store <4 x i32> %58, ptr %60, align 4, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 160
  %62 = getelementptr inbounds i8, ptr %1, i64 176
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !5
  %64 = load <4 x i32>, ptr %62, align 4, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %2, i64 160
  %66 = getelementptr inbounds i8, ptr %2, i64 176
  %67 = load <4 x i32>, ptr %65, align 4, !tbaa !5
  %68 = load <4 x i32>, ptr %66, align 4, !tbaa !5
  %69 = add nsw <4 x i32> %67, %63
  %70 = add nsw <4 x i32> %68, %64
  %71 = getelementptr inbounds i8, ptr %0, i64 160
  %72 = getelementptr inbounds i8, ptr %0, i64 176
  store <4 x i32> %69, ptr %71, align 4, !tbaa !5
  store <4 x i32> %70, ptr %72, align 4, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %1, i64 192
  %74 = getelementptr inbounds i8, ptr %1, i64 208
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !5
  %76 = load <4 x i32>, ptr %74, align 4, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %2, i64 192
  %78 = getelementptr inbounds i8, ptr %2, i64 208
  %79 = load <4 x i32>, ptr %77, align 4, !tbaa !5
  %80 = load <4 x i32>, ptr %78, align 4, !tbaa !5
  %81 = add nsw <4 x i32> %79, %75
  %82 = add nsw <4 x i32> %80, %76
  %83 = getelementptr inbounds i8, ptr %0, i64 192
  %84 = getelementptr inbounds i8, ptr %0, i64 208
  store <4 x i32> %81, ptr %83, align 4, !tbaa !5
  store <4 x i32> %82, ptr %84, align 4, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %1, i64 224
  %86 = getelementptr inbounds i8, ptr %1, i64 240
  %87 = load <4 x i32>, ptr %85, align 4, !tbaa !5
  %88 = load <4 x i32>, ptr %86, align 4, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %2, i64 224
  %90 = getelementptr inbounds i8, ptr %2, i64 240
  %91 = load <4 x i32>, ptr %89, align 4, !tbaa !5
  %92 = load <4 x i32>, ptr %90, align 4, !tbaa !5
  %93 = add nsw <4 x i32> %91, %87
  %94 = add nsw <4 x i32> %92, %88
  %95 = getelementptr inbounds i8, ptr %0, i64 224
  %96 = getelementptr inbounds i8, ptr %0, i64 240
  store <4 x i32> %93, ptr %95, align 4, !tbaa !5
  store <4 x i32> %94, ptr %96, align 4, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %1, i64 256
  %98 = getelementptr inbounds i8, ptr %1, i64 272
  %99 = load <4 x i32>, ptr %97, align 4, !tbaa !5
  %100 = load <4 x i32>, ptr %98, align 4, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %2, i64 256
  %102 = getelementptr inbounds i8, ptr %2, i64 272
  %103 = load <4 x i32>, ptr %101, align 4, !tbaa !5
  %104 = load <4 x i32>, ptr %102, align 4, !tbaa !5
  %105 = add nsw <4 x i32> %103, %99
  %106 = add nsw <4 x i32> %104, %100
  %107 = getelementptr inbounds i8, ptr %0, i64 256
  %108 = getelementptr inbounds i8, ptr %0, i64 272
  store <4 x i32> %105, ptr %107, align 4, !tbaa !5
  store <4 x i32> %106, ptr %108, align 4, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %1, i64 288
  %110 = getelementptr inbounds i8, ptr %1, i64 304
  %111 = load <4 x i32>, ptr %109, align 4, !tbaa !5
  %112 = load <4 x i32>, ptr %110, align 4, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %2, i64 288
  %114 = getelementptr inbounds i8, ptr %2, i64 304
  %115 = load <4 x i32>, ptr %113, align 4, !tbaa !5
  %116 = load <4 x i32>, ptr %114, align 4, !tbaa !5
  %117 = add nsw <4 x i32> %115, %111
  %118 = add nsw <4 x i32> %116, %112
  %119 = getelementptr inbounds i8, ptr %0, i64 288
  %120 = getelementptr inbounds i8, ptr %0, i64 304
  store <4 x i32> %117, ptr %119, align 4, !tbaa !5
  store <4 x i32> %118, ptr %120, align 4, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %1, i64 320
  %122 = getelementptr inbounds i8, ptr %1, i64 336
  %123 = load <4 x i32>, ptr %121, align 4, !tbaa !5
  %124 = load <4 x i32>, ptr %122, align 4, !tbaa !5
  %125 = getelementptr inbounds i8, ptr %2, i64 320
  %126 = getelementptr inbounds i8, ptr %2, i64 336
  %127 = load <4 x i32>, ptr %125, align 4, !tbaa !5
  %128 = load <4 x i32>, ptr %126, align 4, !tbaa !5
  %129 = add nsw <4 x i32> %127, %123
  %130 = add nsw <4 x i32> %128, %124
  %131 = getelementptr inbounds i8, ptr %0, i64 320
  %132 = getelementptr inbounds i8, ptr %0, i64 336
  store <4 x i32> %129, ptr %131, align 4, !tbaa !5
  store <4 x i32> %130, ptr %132, align 4, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %1, i64 352
  %134 = getelementptr inbounds i8, ptr %1, i64 368
  %135 = load <4 x i32>, ptr %133, align 4, !tbaa !5
  %136 = load <4 x i32>, ptr %134, align 4, !tbaa !5
  %137 = getelementptr inbounds i8, ptr %2, i64 352
  %138 = getelementptr inbounds i8, ptr %2, i64 368
  %139 = load <4 x i32>, ptr %137, align 4, !tbaa !5
  %140 = load <4 x i32>, ptr %138, align 4, !tbaa !5
  %141 = add nsw <4 x i32> %139, %135
  %142 = add nsw <4 x i32> %140, %136
  %143 = getelementptr inbounds i8, ptr %0, i64 352
  %144 = getelementptr inbounds i8, ptr %0, i64 368
  store <4 x i32> %141, ptr %143, align 4, !tbaa !5
  store <4 x i32> %142, ptr %144, align 4, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %1, i64 384
  %146 = load i32, ptr %145, align 4, !tbaa !5
  %147 = getelementptr inbounds i8, ptr %2, i64 384
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = add nsw i32 %148, %146
  %150 = getelementptr inbounds i8, ptr %0, i64 384
  store i32 %149, ptr %150, align 4, !tbaa !5
  %151 = getelementptr inbounds i8, ptr %1, i64 388
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = getelementptr inbounds i8, ptr %2, i64 388
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = add nsw i32 %154, %152
  %156 = getelementptr inbounds i8, ptr %0, i64 388
  store i32 %155, ptr %156, align 4, !tbaa !5
  %157 = getelementptr inbounds i8, ptr %1, i64 392
  %158 = load i32, ptr %157, align 4, !tbaa !5
  %159 = getelementptr inbounds i8, ptr %2, i64 392
  %160 = load i32, ptr %159, align 4, !tbaa !5
  %161 = add nsw i32 %160, %158
  %162 = getelementptr inbounds i8, ptr %0, i64 392
  store i32 %161, ptr %162, align 4, !tbaa !5
  %163 = getelementptr inbounds i8, ptr %1, i64 396
  %164 = load i32, ptr %163, align 4, !tbaa !5
  %165 = getelementptr inbounds i8, ptr %2, i64 396
  %166 = load i32, ptr %165, align 4, !tbaa !5
  %167 = add nsw i32 %166, %164
  %168 = getelementptr inbounds i8, ptr %0, i64 396
  store i32 %167, ptr %168, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_overlap(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = ptrtoint ptr %2 to i64
  %7 = sub i64 %4, %5
  %8 = icmp ugt i64 %7, 31
  %9 = sub i64 %4, %6
  %10 = icmp ugt i64 %9, 31
  %11 = and i1 %8, %10
  br i1 %11, label %27, label %12

12:                                               ; preds = %3, %27
  %13 = phi i64 [ 0, %3 ], [ 96, %27 ]
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ %23, %14 ], [ %13, %12 ]
  %16 = phi i64 [ %24, %14 ], [ 0, %12 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %15
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %2, i64 %15
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = add nsw i32 %20, %18
  %22 = getelementptr inbounds i32, ptr %0, i64 %15
  store i32 %21, ptr %22, align 4, !tbaa !5
  %23 = add nuw nsw i64 %15, 1
  %24 = add i64 %16, 1
  %25 = icmp eq i64 %24, 3
  br i1 %25, label %26, label %14, !llvm.loop !19

26:                                               ; preds = %14
  br i1 %11, label %169, label %170

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %1, i64 16
  %29 = load <4 x i32>, ptr %1, align 4, !tbaa !5
  %30 = load <4 x i32>, ptr %28, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  %32 = load <4 x i32>, ptr %2, align 4, !tbaa !5
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !5
  %34 = add nsw <4 x i32> %32, %29
  %35 = add nsw <4 x i32> %33, %30
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> %34, ptr %0, align 4, !tbaa !5
  store <4 x i32> %35, ptr %36, align 4, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 32
  %38 = getelementptr inbounds i8, ptr %1, i64 48
  %39 = load <4 x i32>, ptr %37, align 4, !tbaa !5
  %40 = load <4 x i32>, ptr %38, align 4, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %2, i64 32
  %42 = getelementptr inbounds i8, ptr %2, i64 48
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !5
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !5
  %45 = add nsw <4 x i32> %43, %39
  %46 = add nsw <4 x i32> %44, %40
  %47 = getelementptr inbounds i8, ptr %0, i64 32
  %48 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> %45, ptr %47, align 4, !tbaa !5
  store <4 x i32> %46, ptr %48, align 4, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %1, i64 64
  %50 = getelementptr inbounds i8, ptr %1, i64 80
  %51 = load <4 x i32>, ptr %49, align 4, !tbaa !5
  %52 = load <4 x i32>, ptr %50, align 4, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %2, i64 64
  %54 = getelementptr inbounds i8, ptr %2, i64 80
  %55 = load <4 x i32>, ptr %53, align 4, !tbaa !5
  %56 = load <4 x i32>, ptr %54, align 4, !tbaa !5
  %57 = add nsw <4 x i32> %55, %51
  %58 = add nsw <4 x i32> %56, %52
  %59 = getelementptr inbounds i8, ptr %0, i64 64
  %60 = getelementptr inbounds i8, ptr %0, i64 80
  store <4 x i32> %57, ptr %59, align 4, !tbaa !5
  store <4 x i32> %58, ptr %60, align 4, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %1, i64 96
  %62 = getelementptr inbounds i8, ptr %1, i64 112
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !5
  %64 = load <4 x i32>, ptr %62, align 4, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %2, i64 96
  %66 = getelementptr inbounds i8, ptr %2, i64 112
  %67 = load <4 x i32>, ptr %65, align 4, !tbaa !5
  %68 = load <4 x i32>, ptr %66, align 4, !tbaa !5
  %69 = add nsw <4 x i32> %67, %63
  %70 = add nsw <4 x i32> %68, %64
  %71 = getelementptr inbounds i8, ptr %0, i64 96
  %72 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> %69, ptr %71, align 4, !tbaa !5
  store <4 x i32> %70, ptr %72, align 4, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %1, i64 128
  %74 = getelementptr inbounds i8, ptr %1, i64 144
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !5
  %76 = load <4 x i32>, ptr %74, align 4, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %2, i64 128
  %78 = getelementptr inbounds i8, ptr %2, i64 144
  %79 = load <4 x i32>, ptr %77, align 4, !tbaa !5
  %80 = load <4 x i32>, ptr %78, align 4, !tbaa !5
  %81 = add nsw <4 x i32> %79, %75
  %82 = add nsw <4 x i32> %80, %76
  %83 = getelementptr inbounds i8, ptr %0, i64 128
  %84 = getelementptr inbounds i8, ptr %0, i64 144
  store <4 x i32> %81, ptr %83, align 4, !tbaa !5
  store <4 x i32> %82, ptr %84, align 4, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %1, i64 160
  %86 = getelementptr inbounds i8, ptr %1, i64 176
  %87 = load <4 x i32>, ptr %85, align 4, !tbaa !5
  %88 = load <4 x i32>, ptr %86, align 4, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %2, i64 160
  %90 = getelementptr inbounds i8, ptr %2, i64 176
  %91 = load <4 x i32>, ptr %89, align 4, !tbaa !5
  %92 = load <4 x i32>, ptr %90, align 4, !tbaa !5
  %93 = add nsw <4 x i32> %91, %87
  %94 = add nsw <4 x i32> %92, %88
  %95 = getelementptr inbounds i8, ptr %0, i64 160
  %96 = getelementptr inbounds i8, ptr %0, i64 176
  store <4 x i32> %93, ptr %95, align 4, !tbaa !5
  store <4 x i32> %94, ptr %96, align 4, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %1, i64 192
  %98 = getelementptr inbounds i8, ptr %1, i64 208
  %99 = load <4 x i32>, ptr %97, align 4, !tbaa !5
  %100 = load <4 x i32>, ptr %98, align 4, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %2, i64 192
  %102 = getelementptr inbounds i8, ptr %2, i64 208
  %103 = load <4 x i32>, ptr %101, align 4, !tbaa !5
  %104 = load <4 x i32>, ptr %102, align 4, !tbaa !5
  %105 = add nsw <4 x i32> %103, %99
  %106 = add nsw <4 x i32> %104, %100
  %107 = getelementptr inbounds i8, ptr %0, i64 192
  %108 = getelementptr inbounds i8, ptr %0, i64 208
  store <4 x i32> %105, ptr %107, align 4, !tbaa !5
  store <4 x i32> %106, ptr %108, align 4, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %1, i64 224
  %110 = getelementptr inbounds i8, ptr %1, i64 240
  %111 = load <4 x i32>, ptr %109, align 4, !tbaa !5
  %112 = load <4 x i32>, ptr %110, align 4, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %2, i64 224
  %114 = getelementptr inbounds i8, ptr %2, i64 240
  %115 = load <4 x i32>, ptr %113, align 4, !tbaa !5
  %116 = load <4 x i32>, ptr %114, align 4, !tbaa !5
  %117 = add nsw <4 x i32> %115, %111
  %118 = add nsw <4 x i32> %116, %112
  %119 = getelementptr inbounds i8, ptr %0, i64 224
  %120 = getelementptr inbounds i8, ptr %0, i64 240
  store <4 x i32> %117, ptr %119, align 4, !tbaa !5
  store <4 x i32> %118, ptr %120, align 4, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %1, i64 256
  %122 = getelementptr inbounds i8, ptr %1, i64 272
  %123 = load <4 x i32>, ptr %121, align 4, !tbaa !5
  %124 = load <4 x i32>, ptr %122, align 4, !tbaa !5
  %125 = getelementptr inbounds i8, ptr %2, i64 256
  %126 = getelementptr inbounds i8, ptr %2, i64 272
  %127 = load <4 x i32>, ptr %125, align 4, !tbaa !5
  %128 = load <4 x i32>, ptr %126, align 4, !tbaa !5
  %129 = add nsw <4 x i32> %127, %123
  %130 = add nsw <4 x i32> %128, %124
  %131 = getelementptr inbounds i8, ptr %0, i64 256
  %132 = getelementptr inbounds i8, ptr %0, i64 272
  store <4 x i32> %129, ptr %131, align 4, !tbaa !5
  store <4 x i32> %130, ptr %132, align 4, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %1, i64 288
  %134 = getelementptr inbounds i8, ptr %1, i64 304
  %135 = load <4 x i32>, ptr %133, align 4, !tbaa !5
  %136 = load <4 x i32>, ptr %134, align 4, !tbaa !5
  %137 = getelementptr inbounds i8, ptr %2, i64 288
  %138 = getelementptr inbounds i8, ptr %2, i64 304
  %139 = load <4 x i32>, ptr %137, align 4, !tbaa !5
  %140 = load <4 x i32>, ptr %138, align 4, !tbaa !5
  %141 = add nsw <4 x i32> %139, %135
  %142 = add nsw <4 x i32> %140, %136
  %143 = getelementptr inbounds i8, ptr %0, i64 288
  %144 = getelementptr inbounds i8, ptr %0, i64 304
  store <4 x i32> %141, ptr %143, align 4, !tbaa !5
  store <4 x i32> %142, ptr %144, align 4, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %1, i64 320
  %146 = getelementptr inbounds i8, ptr %1, i64 336
  %147 = load <4 x i32>, ptr %145, align 4, !tbaa !5
  %148 = load <4 x i32>, ptr %146, align 4, !tbaa !5
  %149 = getelementptr inbounds i8, ptr %2, i64 320
  %150 = getelementptr inbounds i8, ptr %2, i64 336
  %151 = load <4 x i32>, ptr %149, align 4, !tbaa !5
  %152 = load <4 x i32>, ptr %150, align 4, !tbaa !5
  %153 = add nsw <4 x i32> %151, %147
  %154 = add nsw <4 x i32> %152, %148
  %155 = getelementptr inbounds i8, ptr %0, i64 320
  %156 = getelementptr inbounds i8, ptr %0, i64 336
  store <4 x i32> %153, ptr %155, align 4, !tbaa !5
  store <4 x i32> %154, ptr %156, align 4, !tbaa !5
  %157 = getelementptr inbounds i8, ptr %1, i64 352
  %158 = getelementptr inbounds i8, ptr %1, i64 368
  %159 = load <4 x i32>, ptr %157, align 4, !tbaa !5
  %160 = load <4 x i32>, ptr %158, align 4, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %2, i64 352
  %162 = getelementptr inbounds i8, ptr %2, i64 368
  %163 = load <4 x i32>, ptr %161, align 4, !tbaa !5
  %164 = load <4 x i32>, ptr %162, align 4, !tbaa !5
  %165 = add nsw <4 x i32> %163, %159
  %166 = add nsw <4 x i32> %164, %160
  %167 = getelementptr inbounds i8, ptr %0, i64 352
  %168 = getelementptr inbounds i8, ptr %0, i64 368
  store <4 x i32> %165, ptr %167, align 4, !tbaa !5
  store <4 x i32> %166, ptr %168, align 4, !tbaa !5
  br label %12

169:                                              ; preds = %170, %26
  ret void

170:                                              ; preds = %26, %170
  %171 = phi i64 [ %199, %170 ], [ %23, %26 ]
  %172 = getelementptr inbounds i32, ptr %1, i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !5
  %174 = getelementptr inbounds i32, ptr %2, i64 %171
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = add nsw i32 %175, %173
  %177 = getelementptr inbounds i32, ptr %0, i64 %171
  store i32 %176, ptr %177, align 4, !tbaa !5
  %178 = add nuw nsw i64 %171, 1
  %179 = getelementptr inbounds i32, ptr %1, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !5
  %181 = getelementptr inbounds i32, ptr %2, i64 %178
  %182 = load i32, ptr %181, align 4, !tbaa !5
  %183 = add nsw i32 %182, %180
  %184 = getelementptr inbounds i32, ptr %0, i64 %178
  store i32 %183, ptr %184, align 4, !tbaa !5
  %185 = add nuw nsw i64 %171, 2
  %186 = getelementptr inbounds i32, ptr %1, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = getelementptr inbounds i32, ptr %2, i64 %185
  %189 = load i32, ptr %188, align 4, !tbaa !5
  %190 = add nsw i32 %189, %187
  %191 = getelementptr inbounds i32, ptr %0, i64 %185
  store i32 %190, ptr %191, align 4, !tbaa !5
  %192 = add nuw nsw i64 %171, 3
  %193 = getelementptr inbounds i32, ptr %1, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !5
  %195 = getelementptr inbounds i32, ptr %2, i64 %192
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = add nsw i32 %196, %194
  %198 = getelementptr inbounds i32, ptr %0, i64 %192
  store i32 %197, ptr %198, align 4, !tbaa !5
  %199 = add nuw nsw i64 %171, 4
  %200 = icmp eq i64 %199, 99
  br i1 %200, label %169, label %170, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @byte_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load i8, ptr %0, align 1, !tbaa !23
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 31
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !23
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 31
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !23
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 31
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !23
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 31
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !23
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 31
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !23
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 31
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !23
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 31
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !23
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  ret i32 %38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @clear_via_chars(ptr nocapture noundef writeonly %0) unnamed_addr #5 {
  store i32 0, ptr %0, align 1
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !6, i64 0}
!16 = !{!"", !6, i64 0, !17, i64 4}
!17 = !{!"short", !7, i64 0}
!18 = !{!16, !17, i64 4}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !10, !22}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!7, !7, i64 0}
