; ModuleID = 'programs/block_ciphers.c'
source_filename = "programs/block_ciphers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.RC4 = type { [256 x i8], i8, i8 }

@.str = private unnamed_addr constant [20 x i8] c"xtea enc %08x %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"xtea dec %08x %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Key\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"rc4 \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"%02X\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"Secret\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"rc4 stream acc %08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"cbc last=%016llx bad=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.RC4, align 16
  %2 = alloca [16 x i32], align 16
  %3 = alloca [64 x i64], align 8
  %4 = alloca [64 x i64], align 8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1232991184, i32 noundef 1918971061)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1094861636, i32 noundef 1162233672)
  call void @llvm.lifetime.start.p0(i64 258, ptr nonnull %1) #5
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %8, align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 64
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %10, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 96
  %13 = getelementptr inbounds i8, ptr %1, i64 112
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %12, align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %1, i64 128
  %15 = getelementptr inbounds i8, ptr %1, i64 144
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %14, align 16, !tbaa !6
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %1, i64 160
  %17 = getelementptr inbounds i8, ptr %1, i64 176
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %16, align 16, !tbaa !6
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %1, i64 192
  %19 = getelementptr inbounds i8, ptr %1, i64 208
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %18, align 16, !tbaa !6
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %1, i64 224
  %21 = getelementptr inbounds i8, ptr %1, i64 240
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %20, align 16, !tbaa !6
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %21, align 16, !tbaa !6
  br label %22

22:                                               ; preds = %0, %22
  %23 = phi i64 [ %38, %22 ], [ 0, %0 ]
  %24 = phi i32 [ %33, %22 ], [ 0, %0 ]
  %25 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %23
  %26 = load i8, ptr %25, align 1, !tbaa !6
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = urem i64 %23, 3
  %30 = getelementptr inbounds i8, ptr @.str.2, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !6
  %32 = zext i8 %31 to i32
  %33 = add i32 %28, %32
  %34 = and i32 %33, 255
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !6
  store i8 %37, ptr %25, align 1, !tbaa !6
  store i8 %26, ptr %36, align 1, !tbaa !6
  %38 = add nuw nsw i64 %23, 1
  %39 = icmp eq i64 %38, 256
  br i1 %39, label %40, label %22, !llvm.loop !9

40:                                               ; preds = %22
  %41 = getelementptr inbounds i8, ptr %1, i64 257
  %42 = getelementptr inbounds i8, ptr %1, i64 256
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %44 = getelementptr inbounds i8, ptr %1, i64 1
  %45 = load i8, ptr %44, align 1, !tbaa !6
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !6
  store i8 %48, ptr %44, align 1, !tbaa !6
  store i8 %45, ptr %47, align 1, !tbaa !6
  %49 = load i8, ptr %44, align 1, !tbaa !6
  %50 = add i8 %49, %45
  %51 = zext i8 %50 to i64
  %52 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !6
  %54 = xor i8 %53, 80
  %55 = zext i8 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55)
  %57 = getelementptr inbounds i8, ptr %1, i64 2
  %58 = load i8, ptr %57, align 2, !tbaa !6
  %59 = add i8 %58, %45
  %60 = zext i8 %59 to i64
  %61 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !6
  store i8 %62, ptr %57, align 2, !tbaa !6
  store i8 %58, ptr %61, align 1, !tbaa !6
  %63 = load i8, ptr %57, align 2, !tbaa !6
  %64 = add i8 %63, %58
  %65 = zext i8 %64 to i64
  %66 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !6
  %68 = xor i8 %67, 108
  %69 = zext i8 %68 to i32
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %69)
  %71 = getelementptr inbounds i8, ptr %1, i64 3
  %72 = load i8, ptr %71, align 1, !tbaa !6
  %73 = add i8 %72, %59
  %74 = zext i8 %73 to i64
  %75 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %74
  %76 = load i8, ptr %75, align 1, !tbaa !6
  store i8 %76, ptr %71, align 1, !tbaa !6
  store i8 %72, ptr %75, align 1, !tbaa !6
  %77 = load i8, ptr %71, align 1, !tbaa !6
  %78 = add i8 %77, %72
  %79 = zext i8 %78 to i64
  %80 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !6
  %82 = xor i8 %81, 97
  %83 = zext i8 %82 to i32
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %83)
  %85 = getelementptr inbounds i8, ptr %1, i64 4
  %86 = load i8, ptr %85, align 4, !tbaa !6
  %87 = add i8 %86, %73
  %88 = zext i8 %87 to i64
  %89 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %88
  %90 = load i8, ptr %89, align 1, !tbaa !6
  store i8 %90, ptr %85, align 4, !tbaa !6
  store i8 %86, ptr %89, align 1, !tbaa !6
  %91 = load i8, ptr %85, align 4, !tbaa !6
  %92 = add i8 %91, %86
  %93 = zext i8 %92 to i64
  %94 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !6
  %96 = xor i8 %95, 105
  %97 = zext i8 %96 to i32
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %97)
  %99 = getelementptr inbounds i8, ptr %1, i64 5
  %100 = load i8, ptr %99, align 1, !tbaa !6
  %101 = add i8 %100, %87
  %102 = zext i8 %101 to i64
  %103 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %102
  %104 = load i8, ptr %103, align 1, !tbaa !6
  store i8 %104, ptr %99, align 1, !tbaa !6
  store i8 %100, ptr %103, align 1, !tbaa !6
  %105 = load i8, ptr %99, align 1, !tbaa !6
  %106 = add i8 %105, %100
  %107 = zext i8 %106 to i64
  %108 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %107
  %109 = load i8, ptr %108, align 1, !tbaa !6
  %110 = xor i8 %109, 110
  %111 = zext i8 %110 to i32
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %111)
  %113 = getelementptr inbounds i8, ptr %1, i64 6
  %114 = load i8, ptr %113, align 2, !tbaa !6
  %115 = add i8 %114, %101
  %116 = zext i8 %115 to i64
  %117 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %116
  %118 = load i8, ptr %117, align 1, !tbaa !6
  store i8 %118, ptr %113, align 2, !tbaa !6
  store i8 %114, ptr %117, align 1, !tbaa !6
  %119 = load i8, ptr %113, align 2, !tbaa !6
  %120 = add i8 %119, %114
  %121 = zext i8 %120 to i64
  %122 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %121
  %123 = load i8, ptr %122, align 1, !tbaa !6
  %124 = xor i8 %123, 116
  %125 = zext i8 %124 to i32
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %125)
  %127 = getelementptr inbounds i8, ptr %1, i64 7
  %128 = load i8, ptr %127, align 1, !tbaa !6
  %129 = add i8 %128, %115
  %130 = zext i8 %129 to i64
  %131 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !6
  store i8 %132, ptr %127, align 1, !tbaa !6
  store i8 %128, ptr %131, align 1, !tbaa !6
  %133 = load i8, ptr %127, align 1, !tbaa !6
  %134 = add i8 %133, %128
  %135 = zext i8 %134 to i64
  %136 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !6
  %138 = xor i8 %137, 101
  %139 = zext i8 %138 to i32
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %139)
  %141 = getelementptr inbounds i8, ptr %1, i64 8
  %142 = load i8, ptr %141, align 8, !tbaa !6
  %143 = add i8 %142, %129
  %144 = zext i8 %143 to i64
  %145 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1, !tbaa !6
  store i8 %146, ptr %141, align 8, !tbaa !6
  store i8 %142, ptr %145, align 1, !tbaa !6
  %147 = load i8, ptr %141, align 8, !tbaa !6
  %148 = add i8 %147, %142
  %149 = zext i8 %148 to i64
  %150 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !6
  %152 = xor i8 %151, 120
  %153 = zext i8 %152 to i32
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %153)
  %155 = getelementptr inbounds i8, ptr %1, i64 9
  %156 = load i8, ptr %155, align 1, !tbaa !6
  %157 = add i8 %156, %143
  %158 = zext i8 %157 to i64
  %159 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %158
  %160 = load i8, ptr %159, align 1, !tbaa !6
  store i8 %160, ptr %155, align 1, !tbaa !6
  store i8 %156, ptr %159, align 1, !tbaa !6
  %161 = load i8, ptr %155, align 1, !tbaa !6
  %162 = add i8 %161, %156
  %163 = zext i8 %162 to i64
  %164 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %163
  %165 = load i8, ptr %164, align 1, !tbaa !6
  %166 = xor i8 %165, 116
  %167 = zext i8 %166 to i32
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %167)
  store i8 9, ptr %42, align 16, !tbaa !11
  store i8 %157, ptr %41, align 1, !tbaa !13
  %169 = tail call i32 @putchar(i32 10)
  %170 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %170, align 16, !tbaa !6
  %171 = getelementptr inbounds i8, ptr %1, i64 32
  %172 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %171, align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %172, align 16, !tbaa !6
  %173 = getelementptr inbounds i8, ptr %1, i64 64
  %174 = getelementptr inbounds i8, ptr %1, i64 80
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %173, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %174, align 16, !tbaa !6
  %175 = getelementptr inbounds i8, ptr %1, i64 96
  %176 = getelementptr inbounds i8, ptr %1, i64 112
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %175, align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %176, align 16, !tbaa !6
  %177 = getelementptr inbounds i8, ptr %1, i64 128
  %178 = getelementptr inbounds i8, ptr %1, i64 144
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %177, align 16, !tbaa !6
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %178, align 16, !tbaa !6
  %179 = getelementptr inbounds i8, ptr %1, i64 160
  %180 = getelementptr inbounds i8, ptr %1, i64 176
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %179, align 16, !tbaa !6
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %180, align 16, !tbaa !6
  %181 = getelementptr inbounds i8, ptr %1, i64 192
  %182 = getelementptr inbounds i8, ptr %1, i64 208
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %181, align 16, !tbaa !6
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %182, align 16, !tbaa !6
  %183 = getelementptr inbounds i8, ptr %1, i64 224
  %184 = getelementptr inbounds i8, ptr %1, i64 240
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %183, align 16, !tbaa !6
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %184, align 16, !tbaa !6
  br label %185

185:                                              ; preds = %40, %185
  %186 = phi i64 [ %201, %185 ], [ 0, %40 ]
  %187 = phi i32 [ %196, %185 ], [ 0, %40 ]
  %188 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %186
  %189 = load i8, ptr %188, align 1, !tbaa !6
  %190 = zext i8 %189 to i32
  %191 = add i32 %187, %190
  %192 = urem i64 %186, 6
  %193 = getelementptr inbounds i8, ptr @.str.7, i64 %192
  %194 = load i8, ptr %193, align 1, !tbaa !6
  %195 = zext i8 %194 to i32
  %196 = add i32 %191, %195
  %197 = and i32 %196, 255
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %198
  %200 = load i8, ptr %199, align 1, !tbaa !6
  store i8 %200, ptr %188, align 1, !tbaa !6
  store i8 %189, ptr %199, align 1, !tbaa !6
  %201 = add nuw nsw i64 %186, 1
  %202 = icmp eq i64 %201, 256
  br i1 %202, label %226, label %185, !llvm.loop !9

203:                                              ; preds = %226
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %246)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5
  %205 = getelementptr inbounds i8, ptr %2, i64 4
  %206 = getelementptr inbounds i8, ptr %2, i64 8
  %207 = getelementptr inbounds i8, ptr %2, i64 12
  store <4 x i32> <i32 305419896, i32 610839792, i32 916259688, i32 1221679584>, ptr %2, align 16, !tbaa !14
  %208 = getelementptr inbounds i8, ptr %2, i64 16
  %209 = getelementptr inbounds i8, ptr %2, i64 20
  store <4 x i32> <i32 1527099480, i32 1832519376, i32 2137939272, i32 -1851608128>, ptr %208, align 16, !tbaa !14
  %210 = getelementptr inbounds i8, ptr %2, i64 32
  store <4 x i32> <i32 -1546188232, i32 -1240768336, i32 -935348440, i32 -629928544>, ptr %210, align 16, !tbaa !14
  %211 = getelementptr inbounds i8, ptr %2, i64 48
  %212 = getelementptr inbounds i8, ptr %2, i64 52
  %213 = getelementptr inbounds i8, ptr %2, i64 56
  %214 = getelementptr inbounds i8, ptr %2, i64 60
  store <4 x i32> <i32 -324508648, i32 -19088752, i32 286331144, i32 591751040>, ptr %211, align 16, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #5
  br label %215

215:                                              ; preds = %215, %203
  %216 = phi i64 [ 0, %203 ], [ %224, %215 ]
  %217 = or disjoint i64 %216, 1
  %218 = and i64 %216, 14
  %219 = and i64 %217, 15
  %220 = mul nuw i64 %218, 1229782938247303441
  %221 = mul nuw i64 %219, 1229782938247303441
  %222 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %216
  %223 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %217
  store i64 %220, ptr %222, align 8, !tbaa !16
  store i64 %221, ptr %223, align 8, !tbaa !16
  %224 = add nuw i64 %216, 2
  %225 = icmp eq i64 %224, 64
  br i1 %225, label %248, label %215, !llvm.loop !18

226:                                              ; preds = %185, %226
  %227 = phi i32 [ %246, %226 ], [ 0, %185 ]
  %228 = phi i32 [ %231, %226 ], [ 0, %185 ]
  %229 = phi i8 [ %236, %226 ], [ 0, %185 ]
  %230 = mul i32 %227, 31
  %231 = add nuw nsw i32 %228, 1
  %232 = and i32 %231, 255
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %233
  %235 = load i8, ptr %234, align 1, !tbaa !6
  %236 = add i8 %235, %229
  %237 = zext i8 %236 to i64
  %238 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %237
  %239 = load i8, ptr %238, align 1, !tbaa !6
  store i8 %239, ptr %234, align 1, !tbaa !6
  store i8 %235, ptr %238, align 1, !tbaa !6
  %240 = load i8, ptr %234, align 1, !tbaa !6
  %241 = add i8 %240, %235
  %242 = zext i8 %241 to i64
  %243 = getelementptr inbounds [256 x i8], ptr %1, i64 0, i64 %242
  %244 = load i8, ptr %243, align 1, !tbaa !6
  %245 = zext i8 %244 to i32
  %246 = add i32 %230, %245
  %247 = icmp eq i32 %231, 100000
  br i1 %247, label %203, label %226, !llvm.loop !21

248:                                              ; preds = %215
  %249 = load i32, ptr %2, align 16, !tbaa !14
  %250 = load i32, ptr %205, align 4, !tbaa !14
  %251 = load i32, ptr %206, align 8, !tbaa !14
  %252 = load i32, ptr %207, align 4, !tbaa !14
  %253 = load i32, ptr %208, align 16, !tbaa !14
  %254 = load i32, ptr %209, align 4, !tbaa !14
  %255 = load i32, ptr %212, align 4, !tbaa !14
  %256 = load i32, ptr %213, align 8, !tbaa !14
  %257 = load i32, ptr %214, align 4, !tbaa !14
  br label %258

258:                                              ; preds = %248, %258
  %259 = phi i64 [ 0, %248 ], [ %384, %258 ]
  %260 = phi i64 [ 81985529216486895, %248 ], [ %382, %258 ]
  %261 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %259
  %262 = load i64, ptr %261, align 8, !tbaa !16
  %263 = xor i64 %262, %260
  %264 = lshr i64 %263, 32
  %265 = trunc nuw i64 %264 to i32
  %266 = trunc i64 %263 to i32
  %267 = xor i32 %249, %266
  %268 = mul i32 %267, -2048144789
  %269 = lshr i32 %268, 13
  %270 = xor i32 %269, %268
  %271 = tail call i32 @llvm.fshl.i32(i32 %270, i32 %270, i32 7)
  %272 = add i32 %271, -1640531527
  %273 = xor i32 %272, %265
  %274 = xor i32 %250, %273
  %275 = mul i32 %274, -2048144789
  %276 = lshr i32 %275, 13
  %277 = xor i32 %276, %275
  %278 = tail call i32 @llvm.fshl.i32(i32 %277, i32 %277, i32 7)
  %279 = add i32 %278, -1640531527
  %280 = xor i32 %279, %266
  %281 = xor i32 %251, %280
  %282 = mul i32 %281, -2048144789
  %283 = lshr i32 %282, 13
  %284 = xor i32 %283, %282
  %285 = tail call i32 @llvm.fshl.i32(i32 %284, i32 %284, i32 7)
  %286 = add i32 %285, -1640531527
  %287 = xor i32 %286, %273
  %288 = xor i32 %252, %287
  %289 = mul i32 %288, -2048144789
  %290 = lshr i32 %289, 13
  %291 = xor i32 %290, %289
  %292 = tail call i32 @llvm.fshl.i32(i32 %291, i32 %291, i32 7)
  %293 = add i32 %292, -1640531527
  %294 = xor i32 %293, %280
  %295 = xor i32 %253, %294
  %296 = mul i32 %295, -2048144789
  %297 = lshr i32 %296, 13
  %298 = xor i32 %297, %296
  %299 = tail call i32 @llvm.fshl.i32(i32 %298, i32 %298, i32 7)
  %300 = add i32 %299, -1640531527
  %301 = xor i32 %300, %287
  %302 = xor i32 %254, %301
  %303 = mul i32 %302, -2048144789
  %304 = lshr i32 %303, 13
  %305 = xor i32 %304, %303
  %306 = tail call i32 @llvm.fshl.i32(i32 %305, i32 %305, i32 7)
  %307 = add i32 %306, -1640531527
  %308 = xor i32 %307, %294
  %309 = xor i32 %308, 2137939272
  %310 = mul i32 %309, -2048144789
  %311 = lshr i32 %310, 13
  %312 = xor i32 %311, %310
  %313 = tail call i32 @llvm.fshl.i32(i32 %312, i32 %312, i32 7)
  %314 = add i32 %313, -1640531527
  %315 = xor i32 %314, %301
  %316 = xor i32 %315, -1851608128
  %317 = mul i32 %316, -2048144789
  %318 = lshr i32 %317, 13
  %319 = xor i32 %318, %317
  %320 = tail call i32 @llvm.fshl.i32(i32 %319, i32 %319, i32 7)
  %321 = add i32 %320, -1640531527
  %322 = xor i32 %321, %308
  %323 = xor i32 %322, -1546188232
  %324 = mul i32 %323, -2048144789
  %325 = lshr i32 %324, 13
  %326 = xor i32 %325, %324
  %327 = tail call i32 @llvm.fshl.i32(i32 %326, i32 %326, i32 7)
  %328 = add i32 %327, -1640531527
  %329 = xor i32 %328, %315
  %330 = xor i32 %329, -1240768336
  %331 = mul i32 %330, -2048144789
  %332 = lshr i32 %331, 13
  %333 = xor i32 %332, %331
  %334 = tail call i32 @llvm.fshl.i32(i32 %333, i32 %333, i32 7)
  %335 = add i32 %334, -1640531527
  %336 = xor i32 %335, %322
  %337 = xor i32 %336, -935348440
  %338 = mul i32 %337, -2048144789
  %339 = lshr i32 %338, 13
  %340 = xor i32 %339, %338
  %341 = tail call i32 @llvm.fshl.i32(i32 %340, i32 %340, i32 7)
  %342 = add i32 %341, -1640531527
  %343 = xor i32 %342, %329
  %344 = xor i32 %343, -629928544
  %345 = mul i32 %344, -2048144789
  %346 = lshr i32 %345, 13
  %347 = xor i32 %346, %345
  %348 = tail call i32 @llvm.fshl.i32(i32 %347, i32 %347, i32 7)
  %349 = add i32 %348, -1640531527
  %350 = xor i32 %349, %336
  %351 = xor i32 %350, -324508648
  %352 = mul i32 %351, -2048144789
  %353 = lshr i32 %352, 13
  %354 = xor i32 %353, %352
  %355 = tail call i32 @llvm.fshl.i32(i32 %354, i32 %354, i32 7)
  %356 = add i32 %355, -1640531527
  %357 = xor i32 %356, %343
  %358 = xor i32 %255, %357
  %359 = mul i32 %358, -2048144789
  %360 = lshr i32 %359, 13
  %361 = xor i32 %360, %359
  %362 = tail call i32 @llvm.fshl.i32(i32 %361, i32 %361, i32 7)
  %363 = add i32 %362, -1640531527
  %364 = xor i32 %363, %350
  %365 = xor i32 %256, %364
  %366 = mul i32 %365, -2048144789
  %367 = lshr i32 %366, 13
  %368 = xor i32 %367, %366
  %369 = tail call i32 @llvm.fshl.i32(i32 %368, i32 %368, i32 7)
  %370 = add i32 %369, -1640531527
  %371 = xor i32 %370, %357
  %372 = xor i32 %257, %371
  %373 = mul i32 %372, -2048144789
  %374 = lshr i32 %373, 13
  %375 = xor i32 %374, %373
  %376 = tail call i32 @llvm.fshl.i32(i32 %375, i32 %375, i32 7)
  %377 = add i32 %376, -1640531527
  %378 = xor i32 %377, %364
  %379 = zext i32 %378 to i64
  %380 = shl nuw i64 %379, 32
  %381 = zext i32 %371 to i64
  %382 = or disjoint i64 %380, %381
  %383 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %259
  store i64 %382, ptr %383, align 8, !tbaa !16
  %384 = add nuw nsw i64 %259, 1
  %385 = icmp eq i64 %384, 64
  br i1 %385, label %390, label %258, !llvm.loop !22

386:                                              ; preds = %415
  %387 = getelementptr inbounds i8, ptr %4, i64 504
  %388 = load i64, ptr %387, align 8, !tbaa !16
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %388, i32 noundef %425)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 258, ptr nonnull %1) #5
  ret i32 %425

390:                                              ; preds = %258, %415
  %391 = phi i64 [ %426, %415 ], [ 0, %258 ]
  %392 = phi i32 [ %425, %415 ], [ 0, %258 ]
  %393 = phi i64 [ %395, %415 ], [ 81985529216486895, %258 ]
  %394 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %391
  %395 = load i64, ptr %394, align 8, !tbaa !16
  %396 = lshr i64 %395, 32
  %397 = trunc nuw i64 %396 to i32
  %398 = trunc i64 %395 to i32
  br label %399

399:                                              ; preds = %399, %390
  %400 = phi i64 [ %413, %399 ], [ 0, %390 ]
  %401 = phi i32 [ %402, %399 ], [ %397, %390 ]
  %402 = phi i32 [ %412, %399 ], [ %398, %390 ]
  %403 = sub nuw nsw i64 15, %400
  %404 = getelementptr inbounds i32, ptr %2, i64 %403
  %405 = load i32, ptr %404, align 4, !tbaa !14
  %406 = xor i32 %405, %402
  %407 = mul i32 %406, -2048144789
  %408 = lshr i32 %407, 13
  %409 = xor i32 %408, %407
  %410 = tail call i32 @llvm.fshl.i32(i32 %409, i32 %409, i32 7)
  %411 = add i32 %410, -1640531527
  %412 = xor i32 %411, %401
  %413 = add nuw nsw i64 %400, 1
  %414 = icmp eq i64 %413, 16
  br i1 %414, label %415, label %399, !llvm.loop !23

415:                                              ; preds = %399
  %416 = zext i32 %412 to i64
  %417 = shl nuw i64 %416, 32
  %418 = zext i32 %402 to i64
  %419 = or disjoint i64 %417, %418
  %420 = xor i64 %419, %393
  %421 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %391
  %422 = load i64, ptr %421, align 8, !tbaa !16
  %423 = icmp ne i64 %420, %422
  %424 = zext i1 %423 to i32
  %425 = add nuw nsw i32 %392, %424
  %426 = add nuw nsw i64 %391, 1
  %427 = icmp eq i64 %426, 64
  br i1 %427, label %386, label %390, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!11 = !{!12, !7, i64 256}
!12 = !{!"", !7, i64 0, !7, i64 256, !7, i64 257}
!13 = !{!12, !7, i64 257}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !7, i64 0}
!18 = distinct !{!18, !10, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
