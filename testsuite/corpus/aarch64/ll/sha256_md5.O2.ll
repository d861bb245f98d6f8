; ModuleID = 'programs/sha256_md5.c'
source_filename = "programs/sha256_md5.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.2 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [64 x i8] c"123456789012345678901234567890123456789012345678901234567890123\00", align 1
@__const.main.v = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [17 x i8] c"sha256(\22%.20s\22)=\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"\0Amd5=\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"chain=\00", align 1
@main.mil = internal global [100000 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"100k a=\00", align 1
@__const.sha256.h = private unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 4
@K = internal unnamed_addr constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@__const.md5.h = private unnamed_addr constant [4 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878], align 4
@MK = internal unnamed_addr constant [64 x i32] [i32 -680876936, i32 -389564586, i32 606105819, i32 -1044525330, i32 -176418897, i32 1200080426, i32 -1473231341, i32 -45705983, i32 1770035416, i32 -1958414417, i32 -42063, i32 -1990404162, i32 1804603682, i32 -40341101, i32 -1502002290, i32 1236535329, i32 -165796510, i32 -1069501632, i32 643717713, i32 -373897302, i32 -701558691, i32 38016083, i32 -660478335, i32 -405537848, i32 568446438, i32 -1019803690, i32 -187363961, i32 1163531501, i32 -1444681467, i32 -51403784, i32 1735328473, i32 -1926607734, i32 -378558, i32 -2022574463, i32 1839030562, i32 -35309556, i32 -1530992060, i32 1272893353, i32 -155497632, i32 -1094730640, i32 681279174, i32 -358537222, i32 -722521979, i32 76029189, i32 -640364487, i32 -421815835, i32 530742520, i32 -995338651, i32 -198630844, i32 1126891415, i32 -1416354905, i32 -57434055, i32 1700485571, i32 -1894986606, i32 -1051523, i32 -2054922799, i32 1873313359, i32 -30611744, i32 -1560198380, i32 1309151649, i32 -145523070, i32 -1120210379, i32 718787259, i32 -343485551], align 4
@MS = internal unnamed_addr constant [64 x i32] [i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i32], align 4
  %2 = alloca [128 x i8], align 1
  %3 = alloca [32 x i8], align 4
  %4 = alloca [32 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  %5 = getelementptr inbounds i8, ptr %2, i64 64
  %6 = getelementptr inbounds i8, ptr %3, i64 1
  %7 = getelementptr inbounds i8, ptr %3, i64 2
  %8 = getelementptr inbounds i8, ptr %3, i64 3
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = getelementptr inbounds i8, ptr %3, i64 4
  %11 = getelementptr inbounds i8, ptr %3, i64 5
  %12 = getelementptr inbounds i8, ptr %3, i64 6
  %13 = getelementptr inbounds i8, ptr %3, i64 7
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = getelementptr inbounds i8, ptr %3, i64 9
  %17 = getelementptr inbounds i8, ptr %3, i64 10
  %18 = getelementptr inbounds i8, ptr %3, i64 11
  %19 = getelementptr inbounds i8, ptr %1, i64 12
  %20 = getelementptr inbounds i8, ptr %3, i64 12
  %21 = getelementptr inbounds i8, ptr %3, i64 13
  %22 = getelementptr inbounds i8, ptr %3, i64 14
  %23 = getelementptr inbounds i8, ptr %3, i64 15
  %24 = getelementptr inbounds i8, ptr %3, i64 16
  %25 = getelementptr inbounds i8, ptr %3, i64 17
  %26 = getelementptr inbounds i8, ptr %3, i64 18
  %27 = getelementptr inbounds i8, ptr %3, i64 19
  %28 = getelementptr inbounds i8, ptr %3, i64 20
  %29 = getelementptr inbounds i8, ptr %3, i64 21
  %30 = getelementptr inbounds i8, ptr %3, i64 22
  %31 = getelementptr inbounds i8, ptr %3, i64 23
  %32 = getelementptr inbounds i8, ptr %3, i64 24
  %33 = getelementptr inbounds i8, ptr %3, i64 25
  %34 = getelementptr inbounds i8, ptr %3, i64 26
  %35 = getelementptr inbounds i8, ptr %3, i64 27
  %36 = getelementptr inbounds i8, ptr %3, i64 28
  %37 = getelementptr inbounds i8, ptr %3, i64 29
  %38 = getelementptr inbounds i8, ptr %3, i64 30
  %39 = getelementptr inbounds i8, ptr %3, i64 31
  br label %41

40:                                               ; preds = %183
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  br label %493

41:                                               ; preds = %0, %183
  %42 = phi i64 [ 0, %0 ], [ %245, %183 ]
  %43 = getelementptr inbounds [5 x ptr], ptr @__const.main.v, i64 0, i64 %42
  %44 = load ptr, ptr %43, align 8, !tbaa !6
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %44)
  %46 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #10
  call fastcc void @sha256(ptr noundef %44, i64 noundef %46, ptr noundef nonnull %3)
  %47 = load i8, ptr %3, align 4, !tbaa !10
  %48 = zext i8 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %48)
  %50 = load i8, ptr %6, align 1, !tbaa !10
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %51)
  %53 = load i8, ptr %7, align 2, !tbaa !10
  %54 = zext i8 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %54)
  %56 = load i8, ptr %8, align 1, !tbaa !10
  %57 = zext i8 %56 to i32
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %57)
  %59 = load i8, ptr %10, align 4, !tbaa !10
  %60 = zext i8 %59 to i32
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %60)
  %62 = load i8, ptr %11, align 1, !tbaa !10
  %63 = zext i8 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %63)
  %65 = load i8, ptr %12, align 2, !tbaa !10
  %66 = zext i8 %65 to i32
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %66)
  %68 = load i8, ptr %13, align 1, !tbaa !10
  %69 = zext i8 %68 to i32
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %69)
  %71 = load i8, ptr %15, align 4, !tbaa !10
  %72 = zext i8 %71 to i32
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %72)
  %74 = load i8, ptr %16, align 1, !tbaa !10
  %75 = zext i8 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %75)
  %77 = load i8, ptr %17, align 2, !tbaa !10
  %78 = zext i8 %77 to i32
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %78)
  %80 = load i8, ptr %18, align 1, !tbaa !10
  %81 = zext i8 %80 to i32
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %81)
  %83 = load i8, ptr %20, align 4, !tbaa !10
  %84 = zext i8 %83 to i32
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %84)
  %86 = load i8, ptr %21, align 1, !tbaa !10
  %87 = zext i8 %86 to i32
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %87)
  %89 = load i8, ptr %22, align 2, !tbaa !10
  %90 = zext i8 %89 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %90)
  %92 = load i8, ptr %23, align 1, !tbaa !10
  %93 = zext i8 %92 to i32
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %93)
  %95 = load i8, ptr %24, align 4, !tbaa !10
  %96 = zext i8 %95 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %96)
  %98 = load i8, ptr %25, align 1, !tbaa !10
  %99 = zext i8 %98 to i32
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %99)
  %101 = load i8, ptr %26, align 2, !tbaa !10
  %102 = zext i8 %101 to i32
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %102)
  %104 = load i8, ptr %27, align 1, !tbaa !10
  %105 = zext i8 %104 to i32
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %105)
  %107 = load i8, ptr %28, align 4, !tbaa !10
  %108 = zext i8 %107 to i32
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %108)
  %110 = load i8, ptr %29, align 1, !tbaa !10
  %111 = zext i8 %110 to i32
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %111)
  %113 = load i8, ptr %30, align 2, !tbaa !10
  %114 = zext i8 %113 to i32
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %114)
  %116 = load i8, ptr %31, align 1, !tbaa !10
  %117 = zext i8 %116 to i32
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %117)
  %119 = load i8, ptr %32, align 4, !tbaa !10
  %120 = zext i8 %119 to i32
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %120)
  %122 = load i8, ptr %33, align 1, !tbaa !10
  %123 = zext i8 %122 to i32
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %123)
  %125 = load i8, ptr %34, align 2, !tbaa !10
  %126 = zext i8 %125 to i32
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %126)
  %128 = load i8, ptr %35, align 1, !tbaa !10
  %129 = zext i8 %128 to i32
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %129)
  %131 = load i8, ptr %36, align 4, !tbaa !10
  %132 = zext i8 %131 to i32
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %132)
  %134 = load i8, ptr %37, align 1, !tbaa !10
  %135 = zext i8 %134 to i32
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135)
  %137 = load i8, ptr %38, align 2, !tbaa !10
  %138 = zext i8 %137 to i32
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %138)
  %140 = load i8, ptr %39, align 1, !tbaa !10
  %141 = zext i8 %140 to i32
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %141)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %144 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %1, ptr noundef nonnull align 4 dereferenceable(16) @__const.md5.h, i64 16, i1 false)
  %145 = icmp ult i64 %144, 64
  br i1 %145, label %152, label %146

146:                                              ; preds = %41, %146
  %147 = phi i64 [ %150, %146 ], [ 64, %41 ]
  %148 = phi i64 [ %147, %146 ], [ 0, %41 ]
  %149 = getelementptr inbounds i8, ptr %44, i64 %148
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef readonly %149)
  %150 = add i64 %147, 64
  %151 = icmp ugt i64 %150, %144
  br i1 %151, label %152, label %146, !llvm.loop !11

152:                                              ; preds = %146, %41
  %153 = phi i64 [ 0, %41 ], [ %147, %146 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %154 = sub i64 %144, %153
  %155 = getelementptr inbounds i8, ptr %44, i64 %153
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr readonly align 1 %155, i64 %154, i1 false)
  %156 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %154
  store i8 -128, ptr %156, align 1, !tbaa !10
  %157 = add i64 %154, -56
  %158 = icmp ult i64 %157, -65
  %159 = shl i64 %144, 3
  %160 = select i1 %158, i64 120, i64 56
  %161 = trunc i64 %159 to i8
  %162 = select i1 %158, i64 120, i64 56
  %163 = getelementptr inbounds i8, ptr %2, i64 %162
  store i8 %161, ptr %163, align 1, !tbaa !10
  %164 = or disjoint i64 %160, 1
  %165 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %164
  %166 = insertelement <4 x i64> poison, i64 %159, i64 0
  %167 = shufflevector <4 x i64> %166, <4 x i64> poison, <4 x i32> zeroinitializer
  %168 = lshr <4 x i64> %167, <i64 8, i64 16, i64 24, i64 32>
  %169 = trunc <4 x i64> %168 to <4 x i8>
  store <4 x i8> %169, ptr %165, align 1, !tbaa !10
  %170 = lshr i64 %159, 40
  %171 = trunc i64 %170 to i8
  %172 = or disjoint i64 %160, 5
  %173 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %172
  store i8 %171, ptr %173, align 1, !tbaa !10
  %174 = lshr i64 %159, 48
  %175 = trunc i64 %174 to i8
  %176 = or disjoint i64 %160, 6
  %177 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %176
  store i8 %175, ptr %177, align 1, !tbaa !10
  %178 = lshr i64 %159, 56
  %179 = trunc nuw i64 %178 to i8
  %180 = or disjoint i64 %160, 7
  %181 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %180
  store i8 %179, ptr %181, align 1, !tbaa !10
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef nonnull %2)
  br i1 %158, label %182, label %183

182:                                              ; preds = %152
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef nonnull %5)
  br label %183

183:                                              ; preds = %152, %182
  %184 = load i32, ptr %1, align 4, !tbaa !13
  %185 = trunc i32 %184 to i8
  store i8 %185, ptr %3, align 4, !tbaa !10
  %186 = lshr i32 %184, 8
  %187 = trunc i32 %186 to i8
  store i8 %187, ptr %6, align 1, !tbaa !10
  %188 = lshr i32 %184, 16
  %189 = trunc i32 %188 to i8
  store i8 %189, ptr %7, align 2, !tbaa !10
  %190 = lshr i32 %184, 24
  %191 = trunc nuw i32 %190 to i8
  store i8 %191, ptr %8, align 1, !tbaa !10
  %192 = load i32, ptr %9, align 4, !tbaa !13
  %193 = trunc i32 %192 to i8
  store i8 %193, ptr %10, align 4, !tbaa !10
  %194 = lshr i32 %192, 8
  %195 = trunc i32 %194 to i8
  store i8 %195, ptr %11, align 1, !tbaa !10
  %196 = lshr i32 %192, 16
  %197 = trunc i32 %196 to i8
  store i8 %197, ptr %12, align 2, !tbaa !10
  %198 = lshr i32 %192, 24
  %199 = trunc nuw i32 %198 to i8
  store i8 %199, ptr %13, align 1, !tbaa !10
  %200 = load i32, ptr %14, align 4, !tbaa !13
  %201 = trunc i32 %200 to i8
  store i8 %201, ptr %15, align 4, !tbaa !10
  %202 = lshr i32 %200, 8
  %203 = trunc i32 %202 to i8
  store i8 %203, ptr %16, align 1, !tbaa !10
  %204 = lshr i32 %200, 16
  %205 = trunc i32 %204 to i8
  store i8 %205, ptr %17, align 2, !tbaa !10
  %206 = lshr i32 %200, 24
  %207 = trunc nuw i32 %206 to i8
  store i8 %207, ptr %18, align 1, !tbaa !10
  %208 = load i32, ptr %19, align 4, !tbaa !13
  %209 = trunc i32 %208 to i8
  store i8 %209, ptr %20, align 4, !tbaa !10
  %210 = lshr i32 %208, 8
  %211 = trunc i32 %210 to i8
  store i8 %211, ptr %21, align 1, !tbaa !10
  %212 = lshr i32 %208, 16
  %213 = trunc i32 %212 to i8
  store i8 %213, ptr %22, align 2, !tbaa !10
  %214 = lshr i32 %208, 24
  %215 = trunc nuw i32 %214 to i8
  store i8 %215, ptr %23, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9
  %216 = and i32 %184, 255
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %216)
  %218 = and i32 %186, 255
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %218)
  %220 = and i32 %188, 255
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %220)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %190)
  %223 = and i32 %192, 255
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %223)
  %225 = and i32 %194, 255
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %225)
  %227 = and i32 %196, 255
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %227)
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %198)
  %230 = and i32 %200, 255
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %230)
  %232 = and i32 %202, 255
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %232)
  %234 = and i32 %204, 255
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %234)
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %206)
  %237 = and i32 %208, 255
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %237)
  %239 = and i32 %210, 255
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %239)
  %241 = and i32 %212, 255
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %241)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %214)
  %244 = tail call i32 @putchar(i32 10)
  %245 = add nuw nsw i64 %42, 1
  %246 = icmp eq i64 %245, 5
  br i1 %246, label %40, label %41, !llvm.loop !15

247:                                              ; preds = %493
  %248 = getelementptr inbounds i8, ptr %3, i64 31
  %249 = getelementptr inbounds i8, ptr %3, i64 30
  %250 = getelementptr inbounds i8, ptr %3, i64 29
  %251 = getelementptr inbounds i8, ptr %3, i64 28
  %252 = getelementptr inbounds i8, ptr %3, i64 27
  %253 = getelementptr inbounds i8, ptr %3, i64 26
  %254 = getelementptr inbounds i8, ptr %3, i64 25
  %255 = getelementptr inbounds i8, ptr %3, i64 24
  %256 = getelementptr inbounds i8, ptr %3, i64 23
  %257 = getelementptr inbounds i8, ptr %3, i64 22
  %258 = getelementptr inbounds i8, ptr %3, i64 21
  %259 = getelementptr inbounds i8, ptr %3, i64 20
  %260 = getelementptr inbounds i8, ptr %3, i64 19
  %261 = getelementptr inbounds i8, ptr %3, i64 18
  %262 = getelementptr inbounds i8, ptr %3, i64 17
  %263 = getelementptr inbounds i8, ptr %3, i64 16
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %265 = load i8, ptr %4, align 4, !tbaa !10
  %266 = zext i8 %265 to i32
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %266)
  %268 = getelementptr inbounds i8, ptr %4, i64 1
  %269 = load i8, ptr %268, align 1, !tbaa !10
  %270 = zext i8 %269 to i32
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %270)
  %272 = getelementptr inbounds i8, ptr %4, i64 2
  %273 = load i8, ptr %272, align 2, !tbaa !10
  %274 = zext i8 %273 to i32
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %274)
  %276 = getelementptr inbounds i8, ptr %4, i64 3
  %277 = load i8, ptr %276, align 1, !tbaa !10
  %278 = zext i8 %277 to i32
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %278)
  %280 = getelementptr inbounds i8, ptr %4, i64 4
  %281 = load i8, ptr %280, align 4, !tbaa !10
  %282 = zext i8 %281 to i32
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %282)
  %284 = getelementptr inbounds i8, ptr %4, i64 5
  %285 = load i8, ptr %284, align 1, !tbaa !10
  %286 = zext i8 %285 to i32
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %286)
  %288 = getelementptr inbounds i8, ptr %4, i64 6
  %289 = load i8, ptr %288, align 2, !tbaa !10
  %290 = zext i8 %289 to i32
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %290)
  %292 = getelementptr inbounds i8, ptr %4, i64 7
  %293 = load i8, ptr %292, align 1, !tbaa !10
  %294 = zext i8 %293 to i32
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %294)
  %296 = getelementptr inbounds i8, ptr %4, i64 8
  %297 = load i8, ptr %296, align 4, !tbaa !10
  %298 = zext i8 %297 to i32
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %298)
  %300 = getelementptr inbounds i8, ptr %4, i64 9
  %301 = load i8, ptr %300, align 1, !tbaa !10
  %302 = zext i8 %301 to i32
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %302)
  %304 = getelementptr inbounds i8, ptr %4, i64 10
  %305 = load i8, ptr %304, align 2, !tbaa !10
  %306 = zext i8 %305 to i32
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %306)
  %308 = getelementptr inbounds i8, ptr %4, i64 11
  %309 = load i8, ptr %308, align 1, !tbaa !10
  %310 = zext i8 %309 to i32
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %310)
  %312 = getelementptr inbounds i8, ptr %4, i64 12
  %313 = load i8, ptr %312, align 4, !tbaa !10
  %314 = zext i8 %313 to i32
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %314)
  %316 = getelementptr inbounds i8, ptr %4, i64 13
  %317 = load i8, ptr %316, align 1, !tbaa !10
  %318 = zext i8 %317 to i32
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %318)
  %320 = getelementptr inbounds i8, ptr %4, i64 14
  %321 = load i8, ptr %320, align 2, !tbaa !10
  %322 = zext i8 %321 to i32
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %322)
  %324 = getelementptr inbounds i8, ptr %4, i64 15
  %325 = load i8, ptr %324, align 1, !tbaa !10
  %326 = zext i8 %325 to i32
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %326)
  %328 = getelementptr inbounds i8, ptr %4, i64 16
  %329 = load i8, ptr %328, align 4, !tbaa !10
  %330 = zext i8 %329 to i32
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %330)
  %332 = getelementptr inbounds i8, ptr %4, i64 17
  %333 = load i8, ptr %332, align 1, !tbaa !10
  %334 = zext i8 %333 to i32
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %334)
  %336 = getelementptr inbounds i8, ptr %4, i64 18
  %337 = load i8, ptr %336, align 2, !tbaa !10
  %338 = zext i8 %337 to i32
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %338)
  %340 = getelementptr inbounds i8, ptr %4, i64 19
  %341 = load i8, ptr %340, align 1, !tbaa !10
  %342 = zext i8 %341 to i32
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %342)
  %344 = getelementptr inbounds i8, ptr %4, i64 20
  %345 = load i8, ptr %344, align 4, !tbaa !10
  %346 = zext i8 %345 to i32
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %346)
  %348 = getelementptr inbounds i8, ptr %4, i64 21
  %349 = load i8, ptr %348, align 1, !tbaa !10
  %350 = zext i8 %349 to i32
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %350)
  %352 = getelementptr inbounds i8, ptr %4, i64 22
  %353 = load i8, ptr %352, align 2, !tbaa !10
  %354 = zext i8 %353 to i32
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %354)
  %356 = getelementptr inbounds i8, ptr %4, i64 23
  %357 = load i8, ptr %356, align 1, !tbaa !10
  %358 = zext i8 %357 to i32
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %358)
  %360 = getelementptr inbounds i8, ptr %4, i64 24
  %361 = load i8, ptr %360, align 4, !tbaa !10
  %362 = zext i8 %361 to i32
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %362)
  %364 = getelementptr inbounds i8, ptr %4, i64 25
  %365 = load i8, ptr %364, align 1, !tbaa !10
  %366 = zext i8 %365 to i32
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %366)
  %368 = getelementptr inbounds i8, ptr %4, i64 26
  %369 = load i8, ptr %368, align 2, !tbaa !10
  %370 = zext i8 %369 to i32
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %370)
  %372 = getelementptr inbounds i8, ptr %4, i64 27
  %373 = load i8, ptr %372, align 1, !tbaa !10
  %374 = zext i8 %373 to i32
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %374)
  %376 = getelementptr inbounds i8, ptr %4, i64 28
  %377 = load i8, ptr %376, align 4, !tbaa !10
  %378 = zext i8 %377 to i32
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %378)
  %380 = getelementptr inbounds i8, ptr %4, i64 29
  %381 = load i8, ptr %380, align 1, !tbaa !10
  %382 = zext i8 %381 to i32
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %382)
  %384 = getelementptr inbounds i8, ptr %4, i64 30
  %385 = load i8, ptr %384, align 2, !tbaa !10
  %386 = zext i8 %385 to i32
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %386)
  %388 = getelementptr inbounds i8, ptr %4, i64 31
  %389 = load i8, ptr %388, align 1, !tbaa !10
  %390 = zext i8 %389 to i32
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %390)
  %392 = tail call i32 @putchar(i32 10)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(100000) @main.mil, i8 97, i64 100000, i1 false)
  call fastcc void @sha256(ptr noundef nonnull @main.mil, i64 noundef 100000, ptr noundef nonnull %3)
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %394 = load i8, ptr %3, align 4, !tbaa !10
  %395 = zext i8 %394 to i32
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %395)
  %397 = load i8, ptr %6, align 1, !tbaa !10
  %398 = zext i8 %397 to i32
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %398)
  %400 = load i8, ptr %7, align 2, !tbaa !10
  %401 = zext i8 %400 to i32
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %401)
  %403 = load i8, ptr %8, align 1, !tbaa !10
  %404 = zext i8 %403 to i32
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %404)
  %406 = load i8, ptr %10, align 4, !tbaa !10
  %407 = zext i8 %406 to i32
  %408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %407)
  %409 = load i8, ptr %11, align 1, !tbaa !10
  %410 = zext i8 %409 to i32
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %410)
  %412 = load i8, ptr %12, align 2, !tbaa !10
  %413 = zext i8 %412 to i32
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %413)
  %415 = load i8, ptr %13, align 1, !tbaa !10
  %416 = zext i8 %415 to i32
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %416)
  %418 = load i8, ptr %15, align 4, !tbaa !10
  %419 = zext i8 %418 to i32
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %419)
  %421 = load i8, ptr %16, align 1, !tbaa !10
  %422 = zext i8 %421 to i32
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %422)
  %424 = load i8, ptr %17, align 2, !tbaa !10
  %425 = zext i8 %424 to i32
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %425)
  %427 = load i8, ptr %18, align 1, !tbaa !10
  %428 = zext i8 %427 to i32
  %429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %428)
  %430 = load i8, ptr %20, align 4, !tbaa !10
  %431 = zext i8 %430 to i32
  %432 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %431)
  %433 = load i8, ptr %21, align 1, !tbaa !10
  %434 = zext i8 %433 to i32
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %434)
  %436 = load i8, ptr %22, align 2, !tbaa !10
  %437 = zext i8 %436 to i32
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %437)
  %439 = load i8, ptr %23, align 1, !tbaa !10
  %440 = zext i8 %439 to i32
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %440)
  %442 = load i8, ptr %263, align 4, !tbaa !10
  %443 = zext i8 %442 to i32
  %444 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %443)
  %445 = load i8, ptr %262, align 1, !tbaa !10
  %446 = zext i8 %445 to i32
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %446)
  %448 = load i8, ptr %261, align 2, !tbaa !10
  %449 = zext i8 %448 to i32
  %450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %449)
  %451 = load i8, ptr %260, align 1, !tbaa !10
  %452 = zext i8 %451 to i32
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %452)
  %454 = load i8, ptr %259, align 4, !tbaa !10
  %455 = zext i8 %454 to i32
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %455)
  %457 = load i8, ptr %258, align 1, !tbaa !10
  %458 = zext i8 %457 to i32
  %459 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %458)
  %460 = load i8, ptr %257, align 2, !tbaa !10
  %461 = zext i8 %460 to i32
  %462 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %461)
  %463 = load i8, ptr %256, align 1, !tbaa !10
  %464 = zext i8 %463 to i32
  %465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %464)
  %466 = load i8, ptr %255, align 4, !tbaa !10
  %467 = zext i8 %466 to i32
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %467)
  %469 = load i8, ptr %254, align 1, !tbaa !10
  %470 = zext i8 %469 to i32
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %470)
  %472 = load i8, ptr %253, align 2, !tbaa !10
  %473 = zext i8 %472 to i32
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %473)
  %475 = load i8, ptr %252, align 1, !tbaa !10
  %476 = zext i8 %475 to i32
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %476)
  %478 = load i8, ptr %251, align 4, !tbaa !10
  %479 = zext i8 %478 to i32
  %480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %479)
  %481 = load i8, ptr %250, align 1, !tbaa !10
  %482 = zext i8 %481 to i32
  %483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %482)
  %484 = load i8, ptr %249, align 2, !tbaa !10
  %485 = zext i8 %484 to i32
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %485)
  %487 = load i8, ptr %248, align 1, !tbaa !10
  %488 = zext i8 %487 to i32
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %488)
  %490 = tail call i32 @putchar(i32 10)
  %491 = load i8, ptr %4, align 4, !tbaa !10
  %492 = zext i8 %491 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  ret i32 %492

493:                                              ; preds = %40, %493
  %494 = phi i32 [ 0, %40 ], [ %495, %493 ]
  call fastcc void @sha256(ptr noundef nonnull %4, i64 noundef 32, ptr noundef nonnull %4)
  %495 = add nuw nsw i32 %494, 1
  %496 = icmp eq i32 %495, 2000
  br i1 %496, label %247, label %493, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @sha256(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #4 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [128 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) @__const.sha256.h, i64 32, i1 false)
  %6 = icmp ult i64 %1, 64
  br i1 %6, label %13, label %7

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %11, %7 ], [ 64, %3 ]
  %9 = phi i64 [ %8, %7 ], [ 0, %3 ]
  %10 = getelementptr inbounds i8, ptr %0, i64 %9
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef %10)
  %11 = add i64 %8, 64
  %12 = icmp ugt i64 %11, %1
  br i1 %12, label %13, label %7, !llvm.loop !17

13:                                               ; preds = %7, %3
  %14 = phi i64 [ 0, %3 ], [ %8, %7 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(128) %5, i8 0, i64 128, i1 false)
  %15 = sub i64 %1, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 %14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %5, ptr align 1 %16, i64 %15, i1 false)
  %17 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %15
  store i8 -128, ptr %17, align 1, !tbaa !10
  %18 = add i64 %15, -56
  %19 = icmp ult i64 %18, -65
  %20 = shl i64 %1, 3
  %21 = select i1 %19, i64 127, i64 63
  %22 = trunc i64 %20 to i8
  %23 = select i1 %19, i64 127, i64 63
  %24 = getelementptr inbounds i8, ptr %5, i64 %23
  store i8 %22, ptr %24, align 1, !tbaa !10
  %25 = lshr i64 %20, 8
  %26 = trunc i64 %25 to i8
  %27 = add nsw i64 %21, -1
  %28 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %27
  store i8 %26, ptr %28, align 1, !tbaa !10
  %29 = lshr i64 %20, 16
  %30 = trunc i64 %29 to i8
  %31 = add nsw i64 %21, -2
  %32 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %31
  store i8 %30, ptr %32, align 1, !tbaa !10
  %33 = lshr i64 %20, 24
  %34 = trunc i64 %33 to i8
  %35 = add nsw i64 %21, -3
  %36 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %35
  store i8 %34, ptr %36, align 1, !tbaa !10
  %37 = add nsw i64 %21, -7
  %38 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %37
  %39 = insertelement <4 x i64> poison, i64 %20, i64 0
  %40 = shufflevector <4 x i64> %39, <4 x i64> poison, <4 x i32> zeroinitializer
  %41 = lshr <4 x i64> %40, <i64 56, i64 48, i64 40, i64 32>
  %42 = trunc <4 x i64> %41 to <4 x i8>
  store <4 x i8> %42, ptr %38, align 1, !tbaa !10
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef nonnull %5)
  br i1 %19, label %43, label %45

43:                                               ; preds = %13
  %44 = getelementptr inbounds i8, ptr %5, i64 64
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef nonnull %44)
  br label %45

45:                                               ; preds = %43, %13
  %46 = load i32, ptr %4, align 4, !tbaa !13
  %47 = lshr i32 %46, 24
  %48 = trunc nuw i32 %47 to i8
  store i8 %48, ptr %2, align 1, !tbaa !10
  %49 = lshr i32 %46, 16
  %50 = trunc i32 %49 to i8
  %51 = getelementptr inbounds i8, ptr %2, i64 1
  store i8 %50, ptr %51, align 1, !tbaa !10
  %52 = lshr i32 %46, 8
  %53 = trunc i32 %52 to i8
  %54 = getelementptr inbounds i8, ptr %2, i64 2
  store i8 %53, ptr %54, align 1, !tbaa !10
  %55 = trunc i32 %46 to i8
  %56 = getelementptr inbounds i8, ptr %2, i64 3
  store i8 %55, ptr %56, align 1, !tbaa !10
  %57 = getelementptr inbounds i8, ptr %4, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !13
  %59 = lshr i32 %58, 24
  %60 = trunc nuw i32 %59 to i8
  %61 = getelementptr inbounds i8, ptr %2, i64 4
  store i8 %60, ptr %61, align 1, !tbaa !10
  %62 = lshr i32 %58, 16
  %63 = trunc i32 %62 to i8
  %64 = getelementptr inbounds i8, ptr %2, i64 5
  store i8 %63, ptr %64, align 1, !tbaa !10
  %65 = lshr i32 %58, 8
  %66 = trunc i32 %65 to i8
  %67 = getelementptr inbounds i8, ptr %2, i64 6
  store i8 %66, ptr %67, align 1, !tbaa !10
  %68 = trunc i32 %58 to i8
  %69 = getelementptr inbounds i8, ptr %2, i64 7
  store i8 %68, ptr %69, align 1, !tbaa !10
  %70 = getelementptr inbounds i8, ptr %4, i64 8
  %71 = load i32, ptr %70, align 4, !tbaa !13
  %72 = lshr i32 %71, 24
  %73 = trunc nuw i32 %72 to i8
  %74 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 %73, ptr %74, align 1, !tbaa !10
  %75 = lshr i32 %71, 16
  %76 = trunc i32 %75 to i8
  %77 = getelementptr inbounds i8, ptr %2, i64 9
  store i8 %76, ptr %77, align 1, !tbaa !10
  %78 = lshr i32 %71, 8
  %79 = trunc i32 %78 to i8
  %80 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 %79, ptr %80, align 1, !tbaa !10
  %81 = trunc i32 %71 to i8
  %82 = getelementptr inbounds i8, ptr %2, i64 11
  store i8 %81, ptr %82, align 1, !tbaa !10
  %83 = getelementptr inbounds i8, ptr %4, i64 12
  %84 = load i32, ptr %83, align 4, !tbaa !13
  %85 = lshr i32 %84, 24
  %86 = trunc nuw i32 %85 to i8
  %87 = getelementptr inbounds i8, ptr %2, i64 12
  store i8 %86, ptr %87, align 1, !tbaa !10
  %88 = lshr i32 %84, 16
  %89 = trunc i32 %88 to i8
  %90 = getelementptr inbounds i8, ptr %2, i64 13
  store i8 %89, ptr %90, align 1, !tbaa !10
  %91 = lshr i32 %84, 8
  %92 = trunc i32 %91 to i8
  %93 = getelementptr inbounds i8, ptr %2, i64 14
  store i8 %92, ptr %93, align 1, !tbaa !10
  %94 = trunc i32 %84 to i8
  %95 = getelementptr inbounds i8, ptr %2, i64 15
  store i8 %94, ptr %95, align 1, !tbaa !10
  %96 = getelementptr inbounds i8, ptr %4, i64 16
  %97 = load i32, ptr %96, align 4, !tbaa !13
  %98 = lshr i32 %97, 24
  %99 = trunc nuw i32 %98 to i8
  %100 = getelementptr inbounds i8, ptr %2, i64 16
  store i8 %99, ptr %100, align 1, !tbaa !10
  %101 = lshr i32 %97, 16
  %102 = trunc i32 %101 to i8
  %103 = getelementptr inbounds i8, ptr %2, i64 17
  store i8 %102, ptr %103, align 1, !tbaa !10
  %104 = lshr i32 %97, 8
  %105 = trunc i32 %104 to i8
  %106 = getelementptr inbounds i8, ptr %2, i64 18
  store i8 %105, ptr %106, align 1, !tbaa !10
  %107 = trunc i32 %97 to i8
  %108 = getelementptr inbounds i8, ptr %2, i64 19
  store i8 %107, ptr %108, align 1, !tbaa !10
  %109 = getelementptr inbounds i8, ptr %4, i64 20
  %110 = load i32, ptr %109, align 4, !tbaa !13
  %111 = lshr i32 %110, 24
  %112 = trunc nuw i32 %111 to i8
  %113 = getelementptr inbounds i8, ptr %2, i64 20
  store i8 %112, ptr %113, align 1, !tbaa !10
  %114 = lshr i32 %110, 16
  %115 = trunc i32 %114 to i8
  %116 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 %115, ptr %116, align 1, !tbaa !10
  %117 = lshr i32 %110, 8
  %118 = trunc i32 %117 to i8
  %119 = getelementptr inbounds i8, ptr %2, i64 22
  store i8 %118, ptr %119, align 1, !tbaa !10
  %120 = trunc i32 %110 to i8
  %121 = getelementptr inbounds i8, ptr %2, i64 23
  store i8 %120, ptr %121, align 1, !tbaa !10
  %122 = getelementptr inbounds i8, ptr %4, i64 24
  %123 = load i32, ptr %122, align 4, !tbaa !13
  %124 = lshr i32 %123, 24
  %125 = trunc nuw i32 %124 to i8
  %126 = getelementptr inbounds i8, ptr %2, i64 24
  store i8 %125, ptr %126, align 1, !tbaa !10
  %127 = lshr i32 %123, 16
  %128 = trunc i32 %127 to i8
  %129 = getelementptr inbounds i8, ptr %2, i64 25
  store i8 %128, ptr %129, align 1, !tbaa !10
  %130 = lshr i32 %123, 8
  %131 = trunc i32 %130 to i8
  %132 = getelementptr inbounds i8, ptr %2, i64 26
  store i8 %131, ptr %132, align 1, !tbaa !10
  %133 = trunc i32 %123 to i8
  %134 = getelementptr inbounds i8, ptr %2, i64 27
  store i8 %133, ptr %134, align 1, !tbaa !10
  %135 = getelementptr inbounds i8, ptr %4, i64 28
  %136 = load i32, ptr %135, align 4, !tbaa !13
  %137 = lshr i32 %136, 24
  %138 = trunc nuw i32 %137 to i8
  %139 = getelementptr inbounds i8, ptr %2, i64 28
  store i8 %138, ptr %139, align 1, !tbaa !10
  %140 = lshr i32 %136, 16
  %141 = trunc i32 %140 to i8
  %142 = getelementptr inbounds i8, ptr %2, i64 29
  store i8 %141, ptr %142, align 1, !tbaa !10
  %143 = lshr i32 %136, 8
  %144 = trunc i32 %143 to i8
  %145 = getelementptr inbounds i8, ptr %2, i64 30
  store i8 %144, ptr %145, align 1, !tbaa !10
  %146 = trunc i32 %136 to i8
  %147 = getelementptr inbounds i8, ptr %2, i64 31
  store i8 %146, ptr %147, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @sha256_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [64 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #9
  %4 = load <64 x i8>, ptr %1, align 1, !tbaa !10
  %5 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %6 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %7 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %8 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %9 = zext <16 x i8> %5 to <16 x i32>
  %10 = shl nuw <16 x i32> %9, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %11 = zext <16 x i8> %6 to <16 x i32>
  %12 = shl nuw nsw <16 x i32> %11, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %13 = or disjoint <16 x i32> %12, %10
  %14 = zext <16 x i8> %7 to <16 x i32>
  %15 = shl nuw nsw <16 x i32> %14, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %16 = or disjoint <16 x i32> %13, %15
  %17 = zext <16 x i8> %8 to <16 x i32>
  %18 = or disjoint <16 x i32> %16, %17
  store <16 x i32> %18, ptr %3, align 4, !tbaa !13
  %19 = load i32, ptr %3, align 4, !tbaa !13
  br label %36

20:                                               ; preds = %36
  %21 = load i32, ptr %0, align 4, !tbaa !13
  %22 = getelementptr inbounds i8, ptr %0, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  %25 = load i32, ptr %24, align 4, !tbaa !13
  %26 = getelementptr inbounds i8, ptr %0, i64 12
  %27 = load i32, ptr %26, align 4, !tbaa !13
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = load i32, ptr %28, align 4, !tbaa !13
  %30 = getelementptr inbounds i8, ptr %0, i64 20
  %31 = load i32, ptr %30, align 4, !tbaa !13
  %32 = getelementptr inbounds i8, ptr %0, i64 24
  %33 = load i32, ptr %32, align 4, !tbaa !13
  %34 = getelementptr inbounds i8, ptr %0, i64 28
  %35 = load i32, ptr %34, align 4, !tbaa !13
  br label %73

36:                                               ; preds = %2, %36
  %37 = phi i32 [ %19, %2 ], [ %41, %36 ]
  %38 = phi i64 [ 16, %2 ], [ %62, %36 ]
  %39 = add nsw i64 %38, -15
  %40 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !13
  %42 = tail call i32 @llvm.fshl.i32(i32 %41, i32 %41, i32 25)
  %43 = tail call i32 @llvm.fshl.i32(i32 %41, i32 %41, i32 14)
  %44 = xor i32 %42, %43
  %45 = lshr i32 %41, 3
  %46 = xor i32 %44, %45
  %47 = add nsw i64 %38, -2
  %48 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !13
  %50 = tail call i32 @llvm.fshl.i32(i32 %49, i32 %49, i32 15)
  %51 = tail call i32 @llvm.fshl.i32(i32 %49, i32 %49, i32 13)
  %52 = xor i32 %50, %51
  %53 = lshr i32 %49, 10
  %54 = xor i32 %52, %53
  %55 = add i32 %46, %37
  %56 = add nsw i64 %38, -7
  %57 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !13
  %59 = add i32 %55, %58
  %60 = add i32 %59, %54
  %61 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %38
  store i32 %60, ptr %61, align 4, !tbaa !13
  %62 = add nuw nsw i64 %38, 1
  %63 = icmp eq i64 %62, 64
  br i1 %63, label %20, label %36, !llvm.loop !18

64:                                               ; preds = %73
  %65 = add i32 %111, %21
  store i32 %65, ptr %0, align 4, !tbaa !13
  %66 = add i32 %75, %23
  store i32 %66, ptr %22, align 4, !tbaa !13
  %67 = add i32 %76, %25
  store i32 %67, ptr %24, align 4, !tbaa !13
  %68 = add i32 %77, %27
  store i32 %68, ptr %26, align 4, !tbaa !13
  %69 = add i32 %110, %29
  store i32 %69, ptr %28, align 4, !tbaa !13
  %70 = add i32 %82, %31
  store i32 %70, ptr %30, align 4, !tbaa !13
  %71 = add i32 %81, %33
  store i32 %71, ptr %32, align 4, !tbaa !13
  %72 = add i32 %80, %35
  store i32 %72, ptr %34, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #9
  ret void

73:                                               ; preds = %20, %73
  %74 = phi i64 [ 0, %20 ], [ %112, %73 ]
  %75 = phi i32 [ %21, %20 ], [ %111, %73 ]
  %76 = phi i32 [ %23, %20 ], [ %75, %73 ]
  %77 = phi i32 [ %25, %20 ], [ %76, %73 ]
  %78 = phi i32 [ %27, %20 ], [ %77, %73 ]
  %79 = phi i32 [ %35, %20 ], [ %80, %73 ]
  %80 = phi i32 [ %33, %20 ], [ %81, %73 ]
  %81 = phi i32 [ %31, %20 ], [ %82, %73 ]
  %82 = phi i32 [ %29, %20 ], [ %110, %73 ]
  %83 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 26)
  %84 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 21)
  %85 = xor i32 %83, %84
  %86 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 7)
  %87 = xor i32 %85, %86
  %88 = and i32 %81, %82
  %89 = xor i32 %82, -1
  %90 = and i32 %80, %89
  %91 = or i32 %90, %88
  %92 = add i32 %79, %87
  %93 = add i32 %92, %91
  %94 = getelementptr inbounds [64 x i32], ptr @K, i64 0, i64 %74
  %95 = load i32, ptr %94, align 4, !tbaa !13
  %96 = add i32 %93, %95
  %97 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %74
  %98 = load i32, ptr %97, align 4, !tbaa !13
  %99 = add i32 %96, %98
  %100 = tail call i32 @llvm.fshl.i32(i32 %75, i32 %75, i32 30)
  %101 = tail call i32 @llvm.fshl.i32(i32 %75, i32 %75, i32 19)
  %102 = xor i32 %100, %101
  %103 = tail call i32 @llvm.fshl.i32(i32 %75, i32 %75, i32 10)
  %104 = xor i32 %102, %103
  %105 = xor i32 %76, %77
  %106 = and i32 %75, %105
  %107 = and i32 %76, %77
  %108 = xor i32 %106, %107
  %109 = add i32 %104, %108
  %110 = add i32 %99, %78
  %111 = add i32 %109, %99
  %112 = add nuw nsw i64 %74, 1
  %113 = icmp eq i64 %112, 64
  br i1 %113, label %64, label %73, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @md5_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  %4 = load <64 x i8>, ptr %1, align 1, !tbaa !10
  %5 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %6 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %7 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %8 = shufflevector <64 x i8> %4, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %9 = zext <16 x i8> %5 to <16 x i32>
  %10 = zext <16 x i8> %6 to <16 x i32>
  %11 = shl nuw nsw <16 x i32> %10, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %12 = or disjoint <16 x i32> %11, %9
  %13 = zext <16 x i8> %7 to <16 x i32>
  %14 = shl nuw nsw <16 x i32> %13, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %15 = or disjoint <16 x i32> %12, %14
  %16 = zext <16 x i8> %8 to <16 x i32>
  %17 = shl nuw <16 x i32> %16, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %18 = or disjoint <16 x i32> %15, %17
  store <16 x i32> %18, ptr %3, align 4, !tbaa !13
  %19 = load i32, ptr %0, align 4, !tbaa !13
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !13
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  %23 = load i32, ptr %22, align 4, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %0, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !13
  br label %31

26:                                               ; preds = %67
  %27 = add i32 %34, %19
  store i32 %27, ptr %0, align 4, !tbaa !13
  %28 = add i32 %83, %21
  store i32 %28, ptr %20, align 4, !tbaa !13
  %29 = add i32 %36, %23
  store i32 %29, ptr %22, align 4, !tbaa !13
  %30 = add i32 %35, %25
  store i32 %30, ptr %24, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  ret void

31:                                               ; preds = %2, %67
  %32 = phi i64 [ 0, %2 ], [ %84, %67 ]
  %33 = phi i32 [ %19, %2 ], [ %34, %67 ]
  %34 = phi i32 [ %25, %2 ], [ %35, %67 ]
  %35 = phi i32 [ %23, %2 ], [ %36, %67 ]
  %36 = phi i32 [ %21, %2 ], [ %83, %67 ]
  %37 = icmp ult i64 %32, 16
  br i1 %37, label %38, label %43

38:                                               ; preds = %31
  %39 = and i32 %35, %36
  %40 = xor i32 %36, -1
  %41 = and i32 %34, %40
  %42 = or i32 %41, %39
  br label %67

43:                                               ; preds = %31
  %44 = icmp ult i64 %32, 32
  br i1 %44, label %45, label %53

45:                                               ; preds = %43
  %46 = and i32 %34, %36
  %47 = xor i32 %34, -1
  %48 = and i32 %35, %47
  %49 = or i32 %46, %48
  %50 = mul nuw nsw i64 %32, 5
  %51 = add nuw nsw i64 %50, 1
  %52 = and i64 %51, 15
  br label %67

53:                                               ; preds = %43
  %54 = icmp ult i64 %32, 48
  br i1 %54, label %55, label %61

55:                                               ; preds = %53
  %56 = xor i32 %35, %36
  %57 = xor i32 %56, %34
  %58 = mul nuw nsw i64 %32, 3
  %59 = add nuw nsw i64 %58, 5
  %60 = and i64 %59, 15
  br label %67

61:                                               ; preds = %53
  %62 = xor i32 %34, -1
  %63 = or i32 %36, %62
  %64 = xor i32 %63, %35
  %65 = mul i64 %32, 7
  %66 = and i64 %65, 15
  br label %67

67:                                               ; preds = %45, %61, %55, %38
  %68 = phi i32 [ %42, %38 ], [ %49, %45 ], [ %57, %55 ], [ %64, %61 ]
  %69 = phi i64 [ %32, %38 ], [ %52, %45 ], [ %60, %55 ], [ %66, %61 ]
  %70 = add i32 %68, %33
  %71 = getelementptr inbounds [64 x i32], ptr @MK, i64 0, i64 %32
  %72 = load i32, ptr %71, align 4, !tbaa !13
  %73 = add i32 %70, %72
  %74 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %69
  %75 = load i32, ptr %74, align 4, !tbaa !13
  %76 = add i32 %73, %75
  %77 = getelementptr inbounds [64 x i32], ptr @MS, i64 0, i64 %32
  %78 = load i32, ptr %77, align 4, !tbaa !13
  %79 = shl i32 %76, %78
  %80 = sub nsw i32 32, %78
  %81 = lshr i32 %76, %80
  %82 = or i32 %81, %79
  %83 = add i32 %82, %36
  %84 = add nuw nsw i64 %32, 1
  %85 = icmp eq i64 %84, 64
  br i1 %85, label %26, label %31, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
