; ModuleID = 'programs/aliasing_char_restrict.c'
source_filename = "programs/aliasing_char_restrict.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %3) #7
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %1, align 16, !tbaa !6
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x i32> <i32 1000, i32 999, i32 998, i32 997>, ptr %2, align 16, !tbaa !6
  store <4 x i32> <i32 996, i32 995, i32 994, i32 993>, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 32
  %10 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %9, align 16, !tbaa !6
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %10, align 16, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %2, i64 32
  %12 = getelementptr inbounds i8, ptr %2, i64 48
  store <4 x i32> <i32 992, i32 991, i32 990, i32 989>, ptr %11, align 16, !tbaa !6
  store <4 x i32> <i32 988, i32 987, i32 986, i32 985>, ptr %12, align 16, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 64
  %14 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %13, align 16, !tbaa !6
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %14, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %2, i64 64
  %16 = getelementptr inbounds i8, ptr %2, i64 80
  store <4 x i32> <i32 984, i32 983, i32 982, i32 981>, ptr %15, align 16, !tbaa !6
  store <4 x i32> <i32 980, i32 979, i32 978, i32 977>, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %1, i64 96
  %18 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %17, align 16, !tbaa !6
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %18, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %2, i64 96
  %20 = getelementptr inbounds i8, ptr %2, i64 112
  store <4 x i32> <i32 976, i32 975, i32 974, i32 973>, ptr %19, align 16, !tbaa !6
  store <4 x i32> <i32 972, i32 971, i32 970, i32 969>, ptr %20, align 16, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %1, i64 128
  %22 = getelementptr inbounds i8, ptr %1, i64 144
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %21, align 16, !tbaa !6
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %22, align 16, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %2, i64 128
  %24 = getelementptr inbounds i8, ptr %2, i64 144
  store <4 x i32> <i32 968, i32 967, i32 966, i32 965>, ptr %23, align 16, !tbaa !6
  store <4 x i32> <i32 964, i32 963, i32 962, i32 961>, ptr %24, align 16, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %1, i64 160
  %26 = getelementptr inbounds i8, ptr %1, i64 176
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %25, align 16, !tbaa !6
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %26, align 16, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %2, i64 160
  %28 = getelementptr inbounds i8, ptr %2, i64 176
  store <4 x i32> <i32 960, i32 959, i32 958, i32 957>, ptr %27, align 16, !tbaa !6
  store <4 x i32> <i32 956, i32 955, i32 954, i32 953>, ptr %28, align 16, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %1, i64 192
  %30 = getelementptr inbounds i8, ptr %1, i64 208
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %29, align 16, !tbaa !6
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %30, align 16, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %2, i64 192
  %32 = getelementptr inbounds i8, ptr %2, i64 208
  store <4 x i32> <i32 952, i32 951, i32 950, i32 949>, ptr %31, align 16, !tbaa !6
  store <4 x i32> <i32 948, i32 947, i32 946, i32 945>, ptr %32, align 16, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %1, i64 224
  %34 = getelementptr inbounds i8, ptr %1, i64 240
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %33, align 16, !tbaa !6
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %34, align 16, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %2, i64 224
  %36 = getelementptr inbounds i8, ptr %2, i64 240
  store <4 x i32> <i32 944, i32 943, i32 942, i32 941>, ptr %35, align 16, !tbaa !6
  store <4 x i32> <i32 940, i32 939, i32 938, i32 937>, ptr %36, align 16, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %1, i64 256
  %38 = getelementptr inbounds i8, ptr %1, i64 272
  store <4 x i32> <i32 64, i32 65, i32 66, i32 67>, ptr %37, align 16, !tbaa !6
  store <4 x i32> <i32 68, i32 69, i32 70, i32 71>, ptr %38, align 16, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %2, i64 256
  %40 = getelementptr inbounds i8, ptr %2, i64 272
  store <4 x i32> <i32 936, i32 935, i32 934, i32 933>, ptr %39, align 16, !tbaa !6
  store <4 x i32> <i32 932, i32 931, i32 930, i32 929>, ptr %40, align 16, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %1, i64 288
  %42 = getelementptr inbounds i8, ptr %1, i64 304
  store <4 x i32> <i32 72, i32 73, i32 74, i32 75>, ptr %41, align 16, !tbaa !6
  store <4 x i32> <i32 76, i32 77, i32 78, i32 79>, ptr %42, align 16, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %2, i64 288
  %44 = getelementptr inbounds i8, ptr %2, i64 304
  store <4 x i32> <i32 928, i32 927, i32 926, i32 925>, ptr %43, align 16, !tbaa !6
  store <4 x i32> <i32 924, i32 923, i32 922, i32 921>, ptr %44, align 16, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %1, i64 320
  %46 = getelementptr inbounds i8, ptr %1, i64 336
  store <4 x i32> <i32 80, i32 81, i32 82, i32 83>, ptr %45, align 16, !tbaa !6
  store <4 x i32> <i32 84, i32 85, i32 86, i32 87>, ptr %46, align 16, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %2, i64 320
  %48 = getelementptr inbounds i8, ptr %2, i64 336
  store <4 x i32> <i32 920, i32 919, i32 918, i32 917>, ptr %47, align 16, !tbaa !6
  store <4 x i32> <i32 916, i32 915, i32 914, i32 913>, ptr %48, align 16, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %1, i64 352
  %50 = getelementptr inbounds i8, ptr %1, i64 368
  store <4 x i32> <i32 88, i32 89, i32 90, i32 91>, ptr %49, align 16, !tbaa !6
  store <4 x i32> <i32 92, i32 93, i32 94, i32 95>, ptr %50, align 16, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %2, i64 352
  %52 = getelementptr inbounds i8, ptr %2, i64 368
  store <4 x i32> <i32 912, i32 911, i32 910, i32 909>, ptr %51, align 16, !tbaa !6
  store <4 x i32> <i32 908, i32 907, i32 906, i32 905>, ptr %52, align 16, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %1, i64 384
  store i32 96, ptr %53, align 16, !tbaa !6
  %54 = getelementptr inbounds i8, ptr %2, i64 384
  store i32 904, ptr %54, align 16, !tbaa !6
  %55 = getelementptr inbounds i8, ptr %1, i64 388
  store i32 97, ptr %55, align 4, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %2, i64 388
  store i32 903, ptr %56, align 4, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %1, i64 392
  store i32 98, ptr %57, align 8, !tbaa !6
  %58 = getelementptr inbounds i8, ptr %2, i64 392
  store i32 902, ptr %58, align 8, !tbaa !6
  %59 = getelementptr inbounds i8, ptr %1, i64 396
  store i32 99, ptr %59, align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %2, i64 396
  store i32 901, ptr %60, align 4, !tbaa !6
  call fastcc void @add_restrict(ptr noundef nonnull %3, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %61 = getelementptr inbounds i8, ptr %3, i64 16
  %62 = load <4 x i32>, ptr %61, align 16, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %3, i64 48
  %64 = load <4 x i32>, ptr %63, align 16, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %3, i64 80
  %66 = load <4 x i32>, ptr %65, align 16, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %3, i64 112
  %68 = load <4 x i32>, ptr %67, align 16, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %3, i64 144
  %70 = load <4 x i32>, ptr %69, align 16, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %3, i64 176
  %72 = load <4 x i32>, ptr %71, align 16, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %3, i64 208
  %74 = load <4 x i32>, ptr %73, align 16, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %3, i64 240
  %76 = load <4 x i32>, ptr %75, align 16, !tbaa !6
  %77 = getelementptr inbounds i8, ptr %3, i64 272
  %78 = load <4 x i32>, ptr %77, align 16, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %3, i64 304
  %80 = load <4 x i32>, ptr %79, align 16, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %3, i64 336
  %82 = load <4 x i32>, ptr %81, align 16, !tbaa !6
  %83 = getelementptr inbounds i8, ptr %3, i64 368
  %84 = load <4 x i32>, ptr %83, align 16, !tbaa !6
  %85 = load <4 x i32>, ptr %3, align 16, !tbaa !6
  %86 = getelementptr inbounds i8, ptr %3, i64 32
  %87 = load <4 x i32>, ptr %86, align 16, !tbaa !6
  %88 = getelementptr inbounds i8, ptr %3, i64 64
  %89 = load <4 x i32>, ptr %88, align 16, !tbaa !6
  %90 = getelementptr inbounds i8, ptr %3, i64 96
  %91 = load <4 x i32>, ptr %90, align 16, !tbaa !6
  %92 = getelementptr inbounds i8, ptr %3, i64 128
  %93 = load <4 x i32>, ptr %92, align 16, !tbaa !6
  %94 = getelementptr inbounds i8, ptr %3, i64 160
  %95 = load <4 x i32>, ptr %94, align 16, !tbaa !6
  %96 = getelementptr inbounds i8, ptr %3, i64 192
  %97 = load <4 x i32>, ptr %96, align 16, !tbaa !6
  %98 = getelementptr inbounds i8, ptr %3, i64 224
  %99 = load <4 x i32>, ptr %98, align 16, !tbaa !6
  %100 = getelementptr inbounds i8, ptr %3, i64 256
  %101 = load <4 x i32>, ptr %100, align 16, !tbaa !6
  %102 = getelementptr inbounds i8, ptr %3, i64 288
  %103 = load <4 x i32>, ptr %102, align 16, !tbaa !6
  %104 = getelementptr inbounds i8, ptr %3, i64 320
  %105 = load <4 x i32>, ptr %104, align 16, !tbaa !6
  %106 = getelementptr inbounds i8, ptr %3, i64 352
  %107 = load <4 x i32>, ptr %106, align 16, !tbaa !6
  %108 = getelementptr inbounds i8, ptr %3, i64 384
  %109 = load i32, ptr %108, align 16, !tbaa !6
  %110 = getelementptr inbounds i8, ptr %3, i64 388
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = getelementptr inbounds i8, ptr %3, i64 392
  %113 = load i32, ptr %112, align 8, !tbaa !6
  %114 = getelementptr inbounds i8, ptr %3, i64 396
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %1, align 16, !tbaa !6
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %116, align 16, !tbaa !6
  %117 = getelementptr inbounds i8, ptr %1, i64 32
  %118 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %117, align 16, !tbaa !6
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %118, align 16, !tbaa !6
  %119 = getelementptr inbounds i8, ptr %1, i64 64
  %120 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %119, align 16, !tbaa !6
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %120, align 16, !tbaa !6
  %121 = getelementptr inbounds i8, ptr %1, i64 96
  %122 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %121, align 16, !tbaa !6
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %122, align 16, !tbaa !6
  %123 = getelementptr inbounds i8, ptr %1, i64 128
  %124 = getelementptr inbounds i8, ptr %1, i64 144
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %123, align 16, !tbaa !6
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %124, align 16, !tbaa !6
  %125 = getelementptr inbounds i8, ptr %1, i64 160
  %126 = getelementptr inbounds i8, ptr %1, i64 176
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %125, align 16, !tbaa !6
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %126, align 16, !tbaa !6
  %127 = getelementptr inbounds i8, ptr %1, i64 192
  %128 = getelementptr inbounds i8, ptr %1, i64 208
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %127, align 16, !tbaa !6
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %128, align 16, !tbaa !6
  %129 = getelementptr inbounds i8, ptr %1, i64 224
  %130 = getelementptr inbounds i8, ptr %1, i64 240
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %129, align 16, !tbaa !6
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %130, align 16, !tbaa !6
  %131 = getelementptr inbounds i8, ptr %1, i64 256
  %132 = getelementptr inbounds i8, ptr %1, i64 272
  store <4 x i32> <i32 64, i32 65, i32 66, i32 67>, ptr %131, align 16, !tbaa !6
  store <4 x i32> <i32 68, i32 69, i32 70, i32 71>, ptr %132, align 16, !tbaa !6
  %133 = getelementptr inbounds i8, ptr %1, i64 288
  %134 = getelementptr inbounds i8, ptr %1, i64 304
  store <4 x i32> <i32 72, i32 73, i32 74, i32 75>, ptr %133, align 16, !tbaa !6
  store <4 x i32> <i32 76, i32 77, i32 78, i32 79>, ptr %134, align 16, !tbaa !6
  %135 = getelementptr inbounds i8, ptr %1, i64 320
  %136 = getelementptr inbounds i8, ptr %1, i64 336
  store <4 x i32> <i32 80, i32 81, i32 82, i32 83>, ptr %135, align 16, !tbaa !6
  store <4 x i32> <i32 84, i32 85, i32 86, i32 87>, ptr %136, align 16, !tbaa !6
  %137 = getelementptr inbounds i8, ptr %1, i64 352
  %138 = getelementptr inbounds i8, ptr %1, i64 368
  store <4 x i32> <i32 88, i32 89, i32 90, i32 91>, ptr %137, align 16, !tbaa !6
  store <4 x i32> <i32 92, i32 93, i32 94, i32 95>, ptr %138, align 16, !tbaa !6
  %139 = mul nsw <4 x i32> %62, <i32 5, i32 6, i32 7, i32 8>
  %140 = sext <4 x i32> %139 to <4 x i64>
  %141 = mul nsw <4 x i32> %64, <i32 13, i32 14, i32 15, i32 16>
  %142 = sext <4 x i32> %141 to <4 x i64>
  %143 = add nsw <4 x i64> %140, %142
  %144 = mul nsw <4 x i32> %66, <i32 21, i32 22, i32 23, i32 24>
  %145 = sext <4 x i32> %144 to <4 x i64>
  %146 = add nsw <4 x i64> %143, %145
  %147 = mul nsw <4 x i32> %68, <i32 29, i32 30, i32 31, i32 32>
  %148 = sext <4 x i32> %147 to <4 x i64>
  %149 = add nsw <4 x i64> %146, %148
  %150 = mul nsw <4 x i32> %70, <i32 37, i32 38, i32 39, i32 40>
  %151 = sext <4 x i32> %150 to <4 x i64>
  %152 = add nsw <4 x i64> %149, %151
  %153 = mul nsw <4 x i32> %72, <i32 45, i32 46, i32 47, i32 48>
  %154 = sext <4 x i32> %153 to <4 x i64>
  %155 = add nsw <4 x i64> %152, %154
  %156 = mul nsw <4 x i32> %74, <i32 53, i32 54, i32 55, i32 56>
  %157 = sext <4 x i32> %156 to <4 x i64>
  %158 = add nsw <4 x i64> %155, %157
  %159 = mul nsw <4 x i32> %76, <i32 61, i32 62, i32 63, i32 64>
  %160 = sext <4 x i32> %159 to <4 x i64>
  %161 = add <4 x i64> %158, %160
  %162 = mul nsw <4 x i32> %78, <i32 69, i32 70, i32 71, i32 72>
  %163 = sext <4 x i32> %162 to <4 x i64>
  %164 = add <4 x i64> %161, %163
  %165 = mul nsw <4 x i32> %80, <i32 77, i32 78, i32 79, i32 80>
  %166 = sext <4 x i32> %165 to <4 x i64>
  %167 = add <4 x i64> %164, %166
  %168 = mul nsw <4 x i32> %82, <i32 85, i32 86, i32 87, i32 88>
  %169 = sext <4 x i32> %168 to <4 x i64>
  %170 = add <4 x i64> %167, %169
  %171 = mul nsw <4 x i32> %84, <i32 93, i32 94, i32 95, i32 96>
  %172 = sext <4 x i32> %171 to <4 x i64>
  %173 = add <4 x i64> %170, %172
  %174 = mul nsw <4 x i32> %85, <i32 1, i32 2, i32 3, i32 4>
  %175 = sext <4 x i32> %174 to <4 x i64>
  %176 = mul nsw <4 x i32> %87, <i32 9, i32 10, i32 11, i32 12>
  %177 = sext <4 x i32> %176 to <4 x i64>
  %178 = add nsw <4 x i64> %175, %177
  %179 = mul nsw <4 x i32> %89, <i32 17, i32 18, i32 19, i32 20>
  %180 = sext <4 x i32> %179 to <4 x i64>
  %181 = add nsw <4 x i64> %178, %180
  %182 = mul nsw <4 x i32> %91, <i32 25, i32 26, i32 27, i32 28>
  %183 = sext <4 x i32> %182 to <4 x i64>
  %184 = add nsw <4 x i64> %181, %183
  %185 = mul nsw <4 x i32> %93, <i32 33, i32 34, i32 35, i32 36>
  %186 = sext <4 x i32> %185 to <4 x i64>
  %187 = add nsw <4 x i64> %184, %186
  %188 = mul nsw <4 x i32> %95, <i32 41, i32 42, i32 43, i32 44>
  %189 = sext <4 x i32> %188 to <4 x i64>
  %190 = add nsw <4 x i64> %187, %189
  %191 = mul nsw <4 x i32> %97, <i32 49, i32 50, i32 51, i32 52>
  %192 = sext <4 x i32> %191 to <4 x i64>
  %193 = add nsw <4 x i64> %190, %192
  %194 = mul nsw <4 x i32> %99, <i32 57, i32 58, i32 59, i32 60>
  %195 = sext <4 x i32> %194 to <4 x i64>
  %196 = add <4 x i64> %193, %195
  %197 = mul nsw <4 x i32> %101, <i32 65, i32 66, i32 67, i32 68>
  %198 = sext <4 x i32> %197 to <4 x i64>
  %199 = add <4 x i64> %196, %198
  %200 = mul nsw <4 x i32> %103, <i32 73, i32 74, i32 75, i32 76>
  %201 = sext <4 x i32> %200 to <4 x i64>
  %202 = add <4 x i64> %199, %201
  %203 = mul nsw <4 x i32> %105, <i32 81, i32 82, i32 83, i32 84>
  %204 = sext <4 x i32> %203 to <4 x i64>
  %205 = add <4 x i64> %202, %204
  %206 = mul nsw <4 x i32> %107, <i32 89, i32 90, i32 91, i32 92>
  %207 = sext <4 x i32> %206 to <4 x i64>
  %208 = add <4 x i64> %205, %207
  %209 = add <4 x i64> %173, %208
  %210 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %209)
  %211 = mul nsw i32 %109, 97
  %212 = sext i32 %211 to i64
  %213 = add nsw i64 %210, %212
  %214 = mul nsw i32 %111, 98
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = mul nsw i32 %113, 99
  %218 = sext i32 %217 to i64
  %219 = add nsw i64 %216, %218
  %220 = mul nsw i32 %115, 100
  %221 = sext i32 %220 to i64
  %222 = add nsw i64 %219, %221
  %223 = getelementptr inbounds i8, ptr %1, i64 384
  store i32 96, ptr %223, align 16, !tbaa !6
  %224 = getelementptr inbounds i8, ptr %1, i64 388
  store i32 97, ptr %224, align 4, !tbaa !6
  %225 = getelementptr inbounds i8, ptr %1, i64 392
  store i32 98, ptr %225, align 8, !tbaa !6
  %226 = getelementptr inbounds i8, ptr %1, i64 396
  store i32 99, ptr %226, align 4, !tbaa !6
  %227 = getelementptr inbounds i8, ptr %1, i64 4
  call fastcc void @add_overlap(ptr noundef nonnull %227, ptr noundef nonnull %1, ptr noundef nonnull %1)
  %228 = getelementptr inbounds i8, ptr %1, i64 396
  %229 = load i32, ptr %228, align 4, !tbaa !6
  %230 = getelementptr inbounds i8, ptr %1, i64 40
  %231 = load i32, ptr %230, align 8, !tbaa !6
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %222, i32 noundef %229, i32 noundef %231)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #7
  store double 3.750000e+00, ptr %4, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #7
  store i64 -2, ptr %5, align 8, !tbaa !12
  %233 = call fastcc i32 @byte_sum(ptr noundef nonnull %4)
  %234 = call fastcc i32 @byte_sum(ptr noundef nonnull %5)
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %233, i32 noundef %234)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #7
  store i64 281444912063040, ptr %6, align 8
  call fastcc void @clear_via_chars(ptr noundef nonnull %6)
  %236 = load i32, ptr %6, align 8, !tbaa !14
  %237 = getelementptr inbounds i8, ptr %6, i64 4
  %238 = load i16, ptr %237, align 4, !tbaa !17
  %239 = sext i16 %238 to i32
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %236, i32 noundef %239)
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1077936128, i32 noundef 0, i32 noundef 191)
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.500000e+00)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x3FB99999C0000000)
  %244 = and i32 %231, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #7
  ret i32 %244
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_restrict(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load <4 x i32>, ptr %1, align 4, !tbaa !6
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load <4 x i32>, ptr %2, align 4, !tbaa !6
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !6
  %10 = add nsw <4 x i32> %8, %5
  %11 = add nsw <4 x i32> %9, %6
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> %10, ptr %0, align 4, !tbaa !6
  store <4 x i32> %11, ptr %12, align 4, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = getelementptr inbounds i8, ptr %1, i64 48
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !6
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %2, i64 32
  %18 = getelementptr inbounds i8, ptr %2, i64 48
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !6
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !6
  %21 = add nsw <4 x i32> %19, %15
  %22 = add nsw <4 x i32> %20, %16
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> %21, ptr %23, align 4, !tbaa !6
  store <4 x i32> %22, ptr %24, align 4, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %1, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !6
  %28 = load <4 x i32>, ptr %26, align 4, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %2, i64 64
  %30 = getelementptr inbounds i8, ptr %2, i64 80
  %31 = load <4 x i32>, ptr %29, align 4, !tbaa !6
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !6
  %33 = add nsw <4 x i32> %31, %27
  %34 = add nsw <4 x i32> %32, %28
  %35 = getelementptr inbounds i8, ptr %0, i64 64
  %36 = getelementptr inbounds i8, ptr %0, i64 80
  store <4 x i32> %33, ptr %35, align 4, !tbaa !6
  store <4 x i32> %34, ptr %36, align 4, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %1, i64 96
  %38 = getelementptr inbounds i8, ptr %1, i64 112
  %39 = load <4 x i32>, ptr %37, align 4, !tbaa !6
  %40 = load <4 x i32>, ptr %38, align 4, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %2, i64 96
  %42 = getelementptr inbounds i8, ptr %2, i64 112
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !6
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !6
  %45 = add nsw <4 x i32> %43, %39
  %46 = add nsw <4 x i32> %44, %40
  %47 = getelementptr inbounds i8, ptr %0, i64 96
  %48 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> %45, ptr %47, align 4, !tbaa !6
  store <4 x i32> %46, ptr %48, align 4, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %1, i64 128
  %50 = getelementptr inbounds i8, ptr %1, i64 144
  %51 = load <4 x i32>, ptr %49, align 4, !tbaa !6
  %52 = load <4 x i32>, ptr %50, align 4, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %2, i64 128
  %54 = getelementptr inbounds i8, ptr %2, i64 144
  %55 = load <4 x i32>, ptr %53, align 4, !tbaa !6
  %56 = load <4 x i32>, ptr %54, align 4, !tbaa !6
  %57 = add nsw <4 x i32> %55, %51
  %58 = add nsw <4 x i32> %56, %52
  %59 = getelementptr inbounds i8, ptr %0, i64 128
  %60 = getelementptr inbounds i8, ptr %0, i64 144
  store <4 x i32> %57, ptr %59, align 4, !tbaa !6
  store <4 x i32> %58, ptr %60, align 4, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %1, i64 160
  %62 = getelementptr inbounds i8, ptr %1, i64 176
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !6
  %64 = load <4 x i32>, ptr %62, align 4, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %2, i64 160
  %66 = getelementptr inbounds i8, ptr %2, i64 176
  %67 = load <4 x i32>, ptr %65, align 4, !tbaa !6
  %68 = load <4 x i32>, ptr %66, align 4, !tbaa !6
  %69 = add nsw <4 x i32> %67, %63
  %70 = add nsw <4 x i32> %68, %64
  %71 = getelementptr inbounds i8, ptr %0, i64 160
  %72 = getelementptr inbounds i8, ptr %0, i64 176
  store <4 x i32> %69, ptr %71, align 4, !tbaa !6
  store <4 x i32> %70, ptr %72, align 4, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %1, i64 192
  %74 = getelementptr inbounds i8, ptr %1, i64 208
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !6
  %76 = load <4 x i32>, ptr %74, align 4, !tbaa !6
  %77 = getelementptr inbounds i8, ptr %2, i64 192
  %78 = getelementptr inbounds i8, ptr %2, i64 208
  %79 = load <4 x i32>, ptr %77, align 4, !tbaa !6
  %80 = load <4 x i32>, ptr %78, align 4, !tbaa !6
  %81 = add nsw <4 x i32> %79, %75
  %82 = add nsw <4 x i32> %80, %76
  %83 = getelementptr inbounds i8, ptr %0, i64 192
  %84 = getelementptr inbounds i8, ptr %0, i64 208
  store <4 x i32> %81, ptr %83, align 4, !tbaa !6
  store <4 x i32> %82, ptr %84, align 4, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %1, i64 224
  %86 = getelementptr inbounds i8, ptr %1, i64 240
  %87 = load <4 x i32>, ptr %85, align 4, !tbaa !6
  %88 = load <4 x i32>, ptr %86, align 4, !tbaa !6
  %89 = getelementptr inbounds i8, ptr %2, i64 224
  %90 = getelementptr inbounds i8, ptr %2, i64 240
  %91 = load <4 x i32>, ptr %89, align 4, !tbaa !6
  %92 = load <4 x i32>, ptr %90, align 4, !tbaa !6
  %93 = add nsw <4 x i32> %91, %87
  %94 = add nsw <4 x i32> %92, %88
  %95 = getelementptr inbounds i8, ptr %0, i64 224
  %96 = getelementptr inbounds i8, ptr %0, i64 240
  store <4 x i32> %93, ptr %95, align 4, !tbaa !6
  store <4 x i32> %94, ptr %96, align 4, !tbaa !6
  %97 = getelementptr inbounds i8, ptr %1, i64 256
  %98 = getelementptr inbounds i8, ptr %1, i64 272
  %99 = load <4 x i32>, ptr %97, align 4, !tbaa !6
  %100 = load <4 x i32>, ptr %98, align 4, !tbaa !6
  %101 = getelementptr inbounds i8, ptr %2, i64 256
  %102 = getelementptr inbounds i8, ptr %2, i64 272
  %103 = load <4 x i32>, ptr %101, align 4, !tbaa !6
  %104 = load <4 x i32>, ptr %102, align 4, !tbaa !6
  %105 = add nsw <4 x i32> %103, %99
  %106 = add nsw <4 x i32> %104, %100
  %107 = getelementptr inbounds i8, ptr %0, i64 256
  %108 = getelementptr inbounds i8, ptr %0, i64 272
  store <4 x i32> %105, ptr %107, align 4, !tbaa !6
  store <4 x i32> %106, ptr %108, align 4, !tbaa !6
  %109 = getelementptr inbounds i8, ptr %1, i64 288
  %110 = getelementptr inbounds i8, ptr %1, i64 304
  %111 = load <4 x i32>, ptr %109, align 4, !tbaa !6
  %112 = load <4 x i32>, ptr %110, align 4, !tbaa !6
  %113 = getelementptr inbounds i8, ptr %2, i64 288
  %114 = getelementptr inbounds i8, ptr %2, i64 304
  %115 = load <4 x i32>, ptr %113, align 4, !tbaa !6
  %116 = load <4 x i32>, ptr %114, align 4, !tbaa !6
  %117 = add nsw <4 x i32> %115, %111
  %118 = add nsw <4 x i32> %116, %112
  %119 = getelementptr inbounds i8, ptr %0, i64 288
  %120 = getelementptr inbounds i8, ptr %0, i64 304
  store <4 x i32> %117, ptr %119, align 4, !tbaa !6
  store <4 x i32> %118, ptr %120, align 4, !tbaa !6
  %121 = getelementptr inbounds i8, ptr %1, i64 320
  %122 = getelementptr inbounds i8, ptr %1, i64 336
  %123 = load <4 x i32>, ptr %121, align 4, !tbaa !6
  %124 = load <4 x i32>, ptr %122, align 4, !tbaa !6
  %125 = getelementptr inbounds i8, ptr %2, i64 320
  %126 = getelementptr inbounds i8, ptr %2, i64 336
  %127 = load <4 x i32>, ptr %125, align 4, !tbaa !6
  %128 = load <4 x i32>, ptr %126, align 4, !tbaa !6
  %129 = add nsw <4 x i32> %127, %123
  %130 = add nsw <4 x i32> %128, %124
  %131 = getelementptr inbounds i8, ptr %0, i64 320
  %132 = getelementptr inbounds i8, ptr %0, i64 336
  store <4 x i32> %129, ptr %131, align 4, !tbaa !6
  store <4 x i32> %130, ptr %132, align 4, !tbaa !6
  %133 = getelementptr inbounds i8, ptr %1, i64 352
  %134 = getelementptr inbounds i8, ptr %1, i64 368
  %135 = load <4 x i32>, ptr %133, align 4, !tbaa !6
  %136 = load <4 x i32>, ptr %134, align 4, !tbaa !6
  %137 = getelementptr inbounds i8, ptr %2, i64 352
  %138 = getelementptr inbounds i8, ptr %2, i64 368
  %139 = load <4 x i32>, ptr %137, align 4, !tbaa !6
  %140 = load <4 x i32>, ptr %138, align 4, !tbaa !6
  %141 = add nsw <4 x i32> %139, %135
  %142 = add nsw <4 x i32> %140, %136
  %143 = getelementptr inbounds i8, ptr %0, i64 352
  %144 = getelementptr inbounds i8, ptr %0, i64 368
  store <4 x i32> %141, ptr %143, align 4, !tbaa !6
  store <4 x i32> %142, ptr %144, align 4, !tbaa !6
  %145 = getelementptr inbounds i8, ptr %1, i64 384
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = getelementptr inbounds i8, ptr %2, i64 384
  %148 = load i32, ptr %147, align 4, !tbaa !6
  %149 = add nsw i32 %148, %146
  %150 = getelementptr inbounds i8, ptr %0, i64 384
  store i32 %149, ptr %150, align 4, !tbaa !6
  %151 = getelementptr inbounds i8, ptr %1, i64 388
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = getelementptr inbounds i8, ptr %2, i64 388
  %154 = load i32, ptr %153, align 4, !tbaa !6
  %155 = add nsw i32 %154, %152
  %156 = getelementptr inbounds i8, ptr %0, i64 388
  store i32 %155, ptr %156, align 4, !tbaa !6
  %157 = getelementptr inbounds i8, ptr %1, i64 392
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = getelementptr inbounds i8, ptr %2, i64 392
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = add nsw i32 %160, %158
  %162 = getelementptr inbounds i8, ptr %0, i64 392
  store i32 %161, ptr %162, align 4, !tbaa !6
  %163 = getelementptr inbounds i8, ptr %1, i64 396
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = getelementptr inbounds i8, ptr %2, i64 396
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = add nsw i32 %166, %164
  %168 = getelementptr inbounds i8, ptr %0, i64 396
  store i32 %167, ptr %168, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add_overlap(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #2 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = ptrtoint ptr %2 to i64
  %7 = sub i64 %4, %5
  %8 = icmp ult i64 %7, 32
  %9 = sub i64 %4, %6
  %10 = icmp ult i64 %9, 32
  %11 = or i1 %8, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %14, %3
  %13 = phi i64 [ 0, %3 ], [ 96, %14 ]
  br label %157

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = load <4 x i32>, ptr %1, align 4, !tbaa !6
  %17 = load <4 x i32>, ptr %15, align 4, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  %19 = load <4 x i32>, ptr %2, align 4, !tbaa !6
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !6
  %21 = add nsw <4 x i32> %19, %16
  %22 = add nsw <4 x i32> %20, %17
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> %21, ptr %0, align 4, !tbaa !6
  store <4 x i32> %22, ptr %23, align 4, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  %25 = getelementptr inbounds i8, ptr %1, i64 48
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !6
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %2, i64 32
  %29 = getelementptr inbounds i8, ptr %2, i64 48
  %30 = load <4 x i32>, ptr %28, align 4, !tbaa !6
  %31 = load <4 x i32>, ptr %29, align 4, !tbaa !6
  %32 = add nsw <4 x i32> %30, %26
  %33 = add nsw <4 x i32> %31, %27
  %34 = getelementptr inbounds i8, ptr %0, i64 32
  %35 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> %32, ptr %34, align 4, !tbaa !6
  store <4 x i32> %33, ptr %35, align 4, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %1, i64 64
  %37 = getelementptr inbounds i8, ptr %1, i64 80
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !6
  %39 = load <4 x i32>, ptr %37, align 4, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %2, i64 64
  %41 = getelementptr inbounds i8, ptr %2, i64 80
  %42 = load <4 x i32>, ptr %40, align 4, !tbaa !6
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !6
  %44 = add nsw <4 x i32> %42, %38
  %45 = add nsw <4 x i32> %43, %39
  %46 = getelementptr inbounds i8, ptr %0, i64 64
  %47 = getelementptr inbounds i8, ptr %0, i64 80
  store <4 x i32> %44, ptr %46, align 4, !tbaa !6
  store <4 x i32> %45, ptr %47, align 4, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %1, i64 96
  %49 = getelementptr inbounds i8, ptr %1, i64 112
  %50 = load <4 x i32>, ptr %48, align 4, !tbaa !6
  %51 = load <4 x i32>, ptr %49, align 4, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %2, i64 96
  %53 = getelementptr inbounds i8, ptr %2, i64 112
  %54 = load <4 x i32>, ptr %52, align 4, !tbaa !6
  %55 = load <4 x i32>, ptr %53, align 4, !tbaa !6
  %56 = add nsw <4 x i32> %54, %50
  %57 = add nsw <4 x i32> %55, %51
  %58 = getelementptr inbounds i8, ptr %0, i64 96
  %59 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> %56, ptr %58, align 4, !tbaa !6
  store <4 x i32> %57, ptr %59, align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %1, i64 128
  %61 = getelementptr inbounds i8, ptr %1, i64 144
  %62 = load <4 x i32>, ptr %60, align 4, !tbaa !6
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %2, i64 128
  %65 = getelementptr inbounds i8, ptr %2, i64 144
  %66 = load <4 x i32>, ptr %64, align 4, !tbaa !6
  %67 = load <4 x i32>, ptr %65, align 4, !tbaa !6
  %68 = add nsw <4 x i32> %66, %62
  %69 = add nsw <4 x i32> %67, %63
  %70 = getelementptr inbounds i8, ptr %0, i64 128
  %71 = getelementptr inbounds i8, ptr %0, i64 144
  store <4 x i32> %68, ptr %70, align 4, !tbaa !6
  store <4 x i32> %69, ptr %71, align 4, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %1, i64 160
  %73 = getelementptr inbounds i8, ptr %1, i64 176
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !6
  %75 = load <4 x i32>, ptr %73, align 4, !tbaa !6
  %76 = getelementptr inbounds i8, ptr %2, i64 160
  %77 = getelementptr inbounds i8, ptr %2, i64 176
  %78 = load <4 x i32>, ptr %76, align 4, !tbaa !6
  %79 = load <4 x i32>, ptr %77, align 4, !tbaa !6
  %80 = add nsw <4 x i32> %78, %74
  %81 = add nsw <4 x i32> %79, %75
  %82 = getelementptr inbounds i8, ptr %0, i64 160
  %83 = getelementptr inbounds i8, ptr %0, i64 176
  store <4 x i32> %80, ptr %82, align 4, !tbaa !6
  store <4 x i32> %81, ptr %83, align 4, !tbaa !6
  %84 = getelementptr inbounds i8, ptr %1, i64 192
  %85 = getelementptr inbounds i8, ptr %1, i64 208
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !6
  %87 = load <4 x i32>, ptr %85, align 4, !tbaa !6
  %88 = getelementptr inbounds i8, ptr %2, i64 192
  %89 = getelementptr inbounds i8, ptr %2, i64 208
  %90 = load <4 x i32>, ptr %88, align 4, !tbaa !6
  %91 = load <4 x i32>, ptr %89, align 4, !tbaa !6
  %92 = add nsw <4 x i32> %90, %86
  %93 = add nsw <4 x i32> %91, %87
  %94 = getelementptr inbounds i8, ptr %0, i64 192
  %95 = getelementptr inbounds i8, ptr %0, i64 208
  store <4 x i32> %92, ptr %94, align 4, !tbaa !6
  store <4 x i32> %93, ptr %95, align 4, !tbaa !6
  %96 = getelementptr inbounds i8, ptr %1, i64 224
  %97 = getelementptr inbounds i8, ptr %1, i64 240
  %98 = load <4 x i32>, ptr %96, align 4, !tbaa !6
  %99 = load <4 x i32>, ptr %97, align 4, !tbaa !6
  %100 = getelementptr inbounds i8, ptr %2, i64 224
  %101 = getelementptr inbounds i8, ptr %2, i64 240
  %102 = load <4 x i32>, ptr %100, align 4, !tbaa !6
  %103 = load <4 x i32>, ptr %101, align 4, !tbaa !6
  %104 = add nsw <4 x i32> %102, %98
  %105 = add nsw <4 x i32> %103, %99
  %106 = getelementptr inbounds i8, ptr %0, i64 224
  %107 = getelementptr inbounds i8, ptr %0, i64 240
  store <4 x i32> %104, ptr %106, align 4, !tbaa !6
  store <4 x i32> %105, ptr %107, align 4, !tbaa !6
  %108 = getelementptr inbounds i8, ptr %1, i64 256
  %109 = getelementptr inbounds i8, ptr %1, i64 272
  %110 = load <4 x i32>, ptr %108, align 4, !tbaa !6
  %111 = load <4 x i32>, ptr %109, align 4, !tbaa !6
  %112 = getelementptr inbounds i8, ptr %2, i64 256
  %113 = getelementptr inbounds i8, ptr %2, i64 272
  %114 = load <4 x i32>, ptr %112, align 4, !tbaa !6
  %115 = load <4 x i32>, ptr %113, align 4, !tbaa !6
  %116 = add nsw <4 x i32> %114, %110
  %117 = add nsw <4 x i32> %115, %111
  %118 = getelementptr inbounds i8, ptr %0, i64 256
  %119 = getelementptr inbounds i8, ptr %0, i64 272
  store <4 x i32> %116, ptr %118, align 4, !tbaa !6
  store <4 x i32> %117, ptr %119, align 4, !tbaa !6
  %120 = getelementptr inbounds i8, ptr %1, i64 288
  %121 = getelementptr inbounds i8, ptr %1, i64 304
  %122 = load <4 x i32>, ptr %120, align 4, !tbaa !6
  %123 = load <4 x i32>, ptr %121, align 4, !tbaa !6
  %124 = getelementptr inbounds i8, ptr %2, i64 288
  %125 = getelementptr inbounds i8, ptr %2, i64 304
  %126 = load <4 x i32>, ptr %124, align 4, !tbaa !6
  %127 = load <4 x i32>, ptr %125, align 4, !tbaa !6
  %128 = add nsw <4 x i32> %126, %122
  %129 = add nsw <4 x i32> %127, %123
  %130 = getelementptr inbounds i8, ptr %0, i64 288
  %131 = getelementptr inbounds i8, ptr %0, i64 304
  store <4 x i32> %128, ptr %130, align 4, !tbaa !6
  store <4 x i32> %129, ptr %131, align 4, !tbaa !6
  %132 = getelementptr inbounds i8, ptr %1, i64 320
  %133 = getelementptr inbounds i8, ptr %1, i64 336
  %134 = load <4 x i32>, ptr %132, align 4, !tbaa !6
  %135 = load <4 x i32>, ptr %133, align 4, !tbaa !6
  %136 = getelementptr inbounds i8, ptr %2, i64 320
  %137 = getelementptr inbounds i8, ptr %2, i64 336
  %138 = load <4 x i32>, ptr %136, align 4, !tbaa !6
  %139 = load <4 x i32>, ptr %137, align 4, !tbaa !6
  %140 = add nsw <4 x i32> %138, %134
  %141 = add nsw <4 x i32> %139, %135
  %142 = getelementptr inbounds i8, ptr %0, i64 320
  %143 = getelementptr inbounds i8, ptr %0, i64 336
  store <4 x i32> %140, ptr %142, align 4, !tbaa !6
  store <4 x i32> %141, ptr %143, align 4, !tbaa !6
  %144 = getelementptr inbounds i8, ptr %1, i64 352
  %145 = getelementptr inbounds i8, ptr %1, i64 368
  %146 = load <4 x i32>, ptr %144, align 4, !tbaa !6
  %147 = load <4 x i32>, ptr %145, align 4, !tbaa !6
  %148 = getelementptr inbounds i8, ptr %2, i64 352
  %149 = getelementptr inbounds i8, ptr %2, i64 368
  %150 = load <4 x i32>, ptr %148, align 4, !tbaa !6
  %151 = load <4 x i32>, ptr %149, align 4, !tbaa !6
  %152 = add nsw <4 x i32> %150, %146
  %153 = add nsw <4 x i32> %151, %147
  %154 = getelementptr inbounds i8, ptr %0, i64 352
  %155 = getelementptr inbounds i8, ptr %0, i64 368
  store <4 x i32> %152, ptr %154, align 4, !tbaa !6
  store <4 x i32> %153, ptr %155, align 4, !tbaa !6
  br label %12

156:                                              ; preds = %157
  ret void

157:                                              ; preds = %12, %157
  %158 = phi i64 [ %165, %157 ], [ %13, %12 ]
  %159 = getelementptr inbounds i32, ptr %1, i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = getelementptr inbounds i32, ptr %2, i64 %158
  %162 = load i32, ptr %161, align 4, !tbaa !6
  %163 = add nsw i32 %162, %160
  %164 = getelementptr inbounds i32, ptr %0, i64 %158
  store i32 %163, ptr %164, align 4, !tbaa !6
  %165 = add nuw nsw i64 %158, 1
  %166 = icmp eq i64 %165, 99
  br i1 %166, label %156, label %157, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @byte_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load i8, ptr %0, align 1, !tbaa !21
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 31
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !21
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 31
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !21
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 31
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !21
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 31
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !21
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 31
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !21
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 31
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !21
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 31
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !21
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  ret i32 %38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @clear_via_chars(ptr nocapture noundef writeonly %0) unnamed_addr #5 {
  store i32 0, ptr %0, align 1
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"", !7, i64 0, !16, i64 4}
!16 = !{!"short", !8, i64 0}
!17 = !{!15, !16, i64 4}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!8, !8, i64 0}
