; ModuleID = 'programs/sha256_md5.c'
source_filename = "programs/sha256_md5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.2 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [64 x i8] c"123456789012345678901234567890123456789012345678901234567890123\00", align 1
@__const.main.v = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [17 x i8] c"sha256(\22%.20s\22)=\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"\0Amd5=\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"chain=\00", align 1
@main.mil = internal global [100000 x i8] zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [8 x i8] c"100k a=\00", align 1
@__const.sha256.h = private unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 16
@K = internal unnamed_addr constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 16
@.str.10 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@__const.md5.h = private unnamed_addr constant [4 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878], align 16
@MK = internal unnamed_addr constant [64 x i32] [i32 -680876936, i32 -389564586, i32 606105819, i32 -1044525330, i32 -176418897, i32 1200080426, i32 -1473231341, i32 -45705983, i32 1770035416, i32 -1958414417, i32 -42063, i32 -1990404162, i32 1804603682, i32 -40341101, i32 -1502002290, i32 1236535329, i32 -165796510, i32 -1069501632, i32 643717713, i32 -373897302, i32 -701558691, i32 38016083, i32 -660478335, i32 -405537848, i32 568446438, i32 -1019803690, i32 -187363961, i32 1163531501, i32 -1444681467, i32 -51403784, i32 1735328473, i32 -1926607734, i32 -378558, i32 -2022574463, i32 1839030562, i32 -35309556, i32 -1530992060, i32 1272893353, i32 -155497632, i32 -1094730640, i32 681279174, i32 -358537222, i32 -722521979, i32 76029189, i32 -640364487, i32 -421815835, i32 530742520, i32 -995338651, i32 -198630844, i32 1126891415, i32 -1416354905, i32 -57434055, i32 1700485571, i32 -1894986606, i32 -1051523, i32 -2054922799, i32 1873313359, i32 -30611744, i32 -1560198380, i32 1309151649, i32 -145523070, i32 -1120210379, i32 718787259, i32 -343485551], align 16
@MS = internal unnamed_addr constant [64 x i32] [i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i32], align 16
  %2 = alloca [128 x i8], align 16
  %3 = alloca [32 x i8], align 16
  %4 = alloca [32 x i8], align 16
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

40:                                               ; preds = %193
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  br label %503

41:                                               ; preds = %0, %193
  %42 = phi i64 [ 0, %0 ], [ %255, %193 ]
  %43 = getelementptr inbounds [5 x ptr], ptr @__const.main.v, i64 0, i64 %42
  %44 = load ptr, ptr %43, align 8, !tbaa !5
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %44)
  %46 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #10
  call fastcc void @sha256(ptr noundef %44, i64 noundef %46, ptr noundef nonnull %3)
  %47 = load i8, ptr %3, align 16, !tbaa !9
  %48 = zext i8 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %48)
  %50 = load i8, ptr %6, align 1, !tbaa !9
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %51)
  %53 = load i8, ptr %7, align 2, !tbaa !9
  %54 = zext i8 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %54)
  %56 = load i8, ptr %8, align 1, !tbaa !9
  %57 = zext i8 %56 to i32
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %57)
  %59 = load i8, ptr %10, align 4, !tbaa !9
  %60 = zext i8 %59 to i32
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %60)
  %62 = load i8, ptr %11, align 1, !tbaa !9
  %63 = zext i8 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %63)
  %65 = load i8, ptr %12, align 2, !tbaa !9
  %66 = zext i8 %65 to i32
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %66)
  %68 = load i8, ptr %13, align 1, !tbaa !9
  %69 = zext i8 %68 to i32
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %69)
  %71 = load i8, ptr %15, align 8, !tbaa !9
  %72 = zext i8 %71 to i32
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %72)
  %74 = load i8, ptr %16, align 1, !tbaa !9
  %75 = zext i8 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %75)
  %77 = load i8, ptr %17, align 2, !tbaa !9
  %78 = zext i8 %77 to i32
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %78)
  %80 = load i8, ptr %18, align 1, !tbaa !9
  %81 = zext i8 %80 to i32
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %81)
  %83 = load i8, ptr %20, align 4, !tbaa !9
  %84 = zext i8 %83 to i32
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %84)
  %86 = load i8, ptr %21, align 1, !tbaa !9
  %87 = zext i8 %86 to i32
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %87)
  %89 = load i8, ptr %22, align 2, !tbaa !9
  %90 = zext i8 %89 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %90)
  %92 = load i8, ptr %23, align 1, !tbaa !9
  %93 = zext i8 %92 to i32
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %93)
  %95 = load i8, ptr %24, align 16, !tbaa !9
  %96 = zext i8 %95 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %96)
  %98 = load i8, ptr %25, align 1, !tbaa !9
  %99 = zext i8 %98 to i32
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %99)
  %101 = load i8, ptr %26, align 2, !tbaa !9
  %102 = zext i8 %101 to i32
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %102)
  %104 = load i8, ptr %27, align 1, !tbaa !9
  %105 = zext i8 %104 to i32
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %105)
  %107 = load i8, ptr %28, align 4, !tbaa !9
  %108 = zext i8 %107 to i32
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %108)
  %110 = load i8, ptr %29, align 1, !tbaa !9
  %111 = zext i8 %110 to i32
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %111)
  %113 = load i8, ptr %30, align 2, !tbaa !9
  %114 = zext i8 %113 to i32
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %114)
  %116 = load i8, ptr %31, align 1, !tbaa !9
  %117 = zext i8 %116 to i32
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %117)
  %119 = load i8, ptr %32, align 8, !tbaa !9
  %120 = zext i8 %119 to i32
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %120)
  %122 = load i8, ptr %33, align 1, !tbaa !9
  %123 = zext i8 %122 to i32
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %123)
  %125 = load i8, ptr %34, align 2, !tbaa !9
  %126 = zext i8 %125 to i32
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %126)
  %128 = load i8, ptr %35, align 1, !tbaa !9
  %129 = zext i8 %128 to i32
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %129)
  %131 = load i8, ptr %36, align 4, !tbaa !9
  %132 = zext i8 %131 to i32
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %132)
  %134 = load i8, ptr %37, align 1, !tbaa !9
  %135 = zext i8 %134 to i32
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135)
  %137 = load i8, ptr %38, align 2, !tbaa !9
  %138 = zext i8 %137 to i32
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %138)
  %140 = load i8, ptr %39, align 1, !tbaa !9
  %141 = zext i8 %140 to i32
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %141)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %144 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, ptr noundef nonnull align 16 dereferenceable(16) @__const.md5.h, i64 16, i1 false)
  %145 = icmp ult i64 %144, 64
  br i1 %145, label %152, label %146

146:                                              ; preds = %41, %146
  %147 = phi i64 [ %150, %146 ], [ 64, %41 ]
  %148 = phi i64 [ %147, %146 ], [ 0, %41 ]
  %149 = getelementptr inbounds i8, ptr %44, i64 %148
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef readonly %149)
  %150 = add i64 %147, 64
  %151 = icmp ugt i64 %150, %144
  br i1 %151, label %152, label %146, !llvm.loop !10

152:                                              ; preds = %146, %41
  %153 = phi i64 [ 0, %41 ], [ %147, %146 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %154 = sub i64 %144, %153
  %155 = getelementptr inbounds i8, ptr %44, i64 %153
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 1 %155, i64 %154, i1 false)
  %156 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %154
  store i8 -128, ptr %156, align 1, !tbaa !9
  %157 = add i64 %154, -56
  %158 = icmp ult i64 %157, -65
  %159 = shl i64 %144, 3
  %160 = select i1 %158, i64 120, i64 56
  %161 = trunc i64 %159 to i8
  %162 = select i1 %158, i64 120, i64 56
  %163 = getelementptr inbounds i8, ptr %2, i64 %162
  store i8 %161, ptr %163, align 8, !tbaa !9
  %164 = lshr i64 %159, 8
  %165 = trunc i64 %164 to i8
  %166 = or disjoint i64 %160, 1
  %167 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %166
  store i8 %165, ptr %167, align 1, !tbaa !9
  %168 = lshr i64 %159, 16
  %169 = trunc i64 %168 to i8
  %170 = or disjoint i64 %160, 2
  %171 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %170
  store i8 %169, ptr %171, align 2, !tbaa !9
  %172 = lshr i64 %159, 24
  %173 = trunc i64 %172 to i8
  %174 = or disjoint i64 %160, 3
  %175 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %174
  store i8 %173, ptr %175, align 1, !tbaa !9
  %176 = lshr i64 %159, 32
  %177 = trunc i64 %176 to i8
  %178 = or disjoint i64 %160, 4
  %179 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %178
  store i8 %177, ptr %179, align 4, !tbaa !9
  %180 = lshr i64 %159, 40
  %181 = trunc i64 %180 to i8
  %182 = or disjoint i64 %160, 5
  %183 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %182
  store i8 %181, ptr %183, align 1, !tbaa !9
  %184 = lshr i64 %159, 48
  %185 = trunc i64 %184 to i8
  %186 = or disjoint i64 %160, 6
  %187 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %186
  store i8 %185, ptr %187, align 2, !tbaa !9
  %188 = lshr i64 %159, 56
  %189 = trunc nuw i64 %188 to i8
  %190 = or disjoint i64 %160, 7
  %191 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %190
  store i8 %189, ptr %191, align 1, !tbaa !9
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef nonnull %2)
  br i1 %158, label %192, label %193

192:                                              ; preds = %152
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef nonnull %5)
  br label %193

193:                                              ; preds = %152, %192
  %194 = load i32, ptr %1, align 16, !tbaa !12
  %195 = trunc i32 %194 to i8
  store i8 %195, ptr %3, align 16, !tbaa !9
  %196 = lshr i32 %194, 8
  %197 = trunc i32 %196 to i8
  store i8 %197, ptr %6, align 1, !tbaa !9
  %198 = lshr i32 %194, 16
  %199 = trunc i32 %198 to i8
  store i8 %199, ptr %7, align 2, !tbaa !9
  %200 = lshr i32 %194, 24
  %201 = trunc nuw i32 %200 to i8
  store i8 %201, ptr %8, align 1, !tbaa !9
  %202 = load i32, ptr %9, align 4, !tbaa !12
  %203 = trunc i32 %202 to i8
  store i8 %203, ptr %10, align 4, !tbaa !9
  %204 = lshr i32 %202, 8
  %205 = trunc i32 %204 to i8
  store i8 %205, ptr %11, align 1, !tbaa !9
  %206 = lshr i32 %202, 16
  %207 = trunc i32 %206 to i8
  store i8 %207, ptr %12, align 2, !tbaa !9
  %208 = lshr i32 %202, 24
  %209 = trunc nuw i32 %208 to i8
  store i8 %209, ptr %13, align 1, !tbaa !9
  %210 = load i32, ptr %14, align 8, !tbaa !12
  %211 = trunc i32 %210 to i8
  store i8 %211, ptr %15, align 8, !tbaa !9
  %212 = lshr i32 %210, 8
  %213 = trunc i32 %212 to i8
  store i8 %213, ptr %16, align 1, !tbaa !9
  %214 = lshr i32 %210, 16
  %215 = trunc i32 %214 to i8
  store i8 %215, ptr %17, align 2, !tbaa !9
  %216 = lshr i32 %210, 24
  %217 = trunc nuw i32 %216 to i8
  store i8 %217, ptr %18, align 1, !tbaa !9
  %218 = load i32, ptr %19, align 4, !tbaa !12
  %219 = trunc i32 %218 to i8
  store i8 %219, ptr %20, align 4, !tbaa !9
  %220 = lshr i32 %218, 8
  %221 = trunc i32 %220 to i8
  store i8 %221, ptr %21, align 1, !tbaa !9
  %222 = lshr i32 %218, 16
  %223 = trunc i32 %222 to i8
  store i8 %223, ptr %22, align 2, !tbaa !9
  %224 = lshr i32 %218, 24
  %225 = trunc nuw i32 %224 to i8
  store i8 %225, ptr %23, align 1, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9
  %226 = and i32 %194, 255
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %226)
  %228 = and i32 %196, 255
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %228)
  %230 = and i32 %198, 255
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %230)
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %200)
  %233 = and i32 %202, 255
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %233)
  %235 = and i32 %204, 255
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %235)
  %237 = and i32 %206, 255
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %237)
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %208)
  %240 = and i32 %210, 255
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %240)
  %242 = and i32 %212, 255
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %242)
  %244 = and i32 %214, 255
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %244)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %216)
  %247 = and i32 %218, 255
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %247)
  %249 = and i32 %220, 255
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %249)
  %251 = and i32 %222, 255
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %251)
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %224)
  %254 = tail call i32 @putchar(i32 10)
  %255 = add nuw nsw i64 %42, 1
  %256 = icmp eq i64 %255, 5
  br i1 %256, label %40, label %41, !llvm.loop !14

257:                                              ; preds = %503
  %258 = getelementptr inbounds i8, ptr %3, i64 31
  %259 = getelementptr inbounds i8, ptr %3, i64 30
  %260 = getelementptr inbounds i8, ptr %3, i64 29
  %261 = getelementptr inbounds i8, ptr %3, i64 28
  %262 = getelementptr inbounds i8, ptr %3, i64 27
  %263 = getelementptr inbounds i8, ptr %3, i64 26
  %264 = getelementptr inbounds i8, ptr %3, i64 25
  %265 = getelementptr inbounds i8, ptr %3, i64 24
  %266 = getelementptr inbounds i8, ptr %3, i64 23
  %267 = getelementptr inbounds i8, ptr %3, i64 22
  %268 = getelementptr inbounds i8, ptr %3, i64 21
  %269 = getelementptr inbounds i8, ptr %3, i64 20
  %270 = getelementptr inbounds i8, ptr %3, i64 19
  %271 = getelementptr inbounds i8, ptr %3, i64 18
  %272 = getelementptr inbounds i8, ptr %3, i64 17
  %273 = getelementptr inbounds i8, ptr %3, i64 16
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %275 = load i8, ptr %4, align 16, !tbaa !9
  %276 = zext i8 %275 to i32
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %276)
  %278 = getelementptr inbounds i8, ptr %4, i64 1
  %279 = load i8, ptr %278, align 1, !tbaa !9
  %280 = zext i8 %279 to i32
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %280)
  %282 = getelementptr inbounds i8, ptr %4, i64 2
  %283 = load i8, ptr %282, align 2, !tbaa !9
  %284 = zext i8 %283 to i32
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %284)
  %286 = getelementptr inbounds i8, ptr %4, i64 3
  %287 = load i8, ptr %286, align 1, !tbaa !9
  %288 = zext i8 %287 to i32
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %288)
  %290 = getelementptr inbounds i8, ptr %4, i64 4
  %291 = load i8, ptr %290, align 4, !tbaa !9
  %292 = zext i8 %291 to i32
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %292)
  %294 = getelementptr inbounds i8, ptr %4, i64 5
  %295 = load i8, ptr %294, align 1, !tbaa !9
  %296 = zext i8 %295 to i32
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %296)
  %298 = getelementptr inbounds i8, ptr %4, i64 6
  %299 = load i8, ptr %298, align 2, !tbaa !9
  %300 = zext i8 %299 to i32
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %300)
  %302 = getelementptr inbounds i8, ptr %4, i64 7
  %303 = load i8, ptr %302, align 1, !tbaa !9
  %304 = zext i8 %303 to i32
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %304)
  %306 = getelementptr inbounds i8, ptr %4, i64 8
  %307 = load i8, ptr %306, align 8, !tbaa !9
  %308 = zext i8 %307 to i32
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %308)
  %310 = getelementptr inbounds i8, ptr %4, i64 9
  %311 = load i8, ptr %310, align 1, !tbaa !9
  %312 = zext i8 %311 to i32
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %312)
  %314 = getelementptr inbounds i8, ptr %4, i64 10
  %315 = load i8, ptr %314, align 2, !tbaa !9
  %316 = zext i8 %315 to i32
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %316)
  %318 = getelementptr inbounds i8, ptr %4, i64 11
  %319 = load i8, ptr %318, align 1, !tbaa !9
  %320 = zext i8 %319 to i32
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %320)
  %322 = getelementptr inbounds i8, ptr %4, i64 12
  %323 = load i8, ptr %322, align 4, !tbaa !9
  %324 = zext i8 %323 to i32
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %324)
  %326 = getelementptr inbounds i8, ptr %4, i64 13
  %327 = load i8, ptr %326, align 1, !tbaa !9
  %328 = zext i8 %327 to i32
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %328)
  %330 = getelementptr inbounds i8, ptr %4, i64 14
  %331 = load i8, ptr %330, align 2, !tbaa !9
  %332 = zext i8 %331 to i32
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %332)
  %334 = getelementptr inbounds i8, ptr %4, i64 15
  %335 = load i8, ptr %334, align 1, !tbaa !9
  %336 = zext i8 %335 to i32
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %336)
  %338 = getelementptr inbounds i8, ptr %4, i64 16
  %339 = load i8, ptr %338, align 16, !tbaa !9
  %340 = zext i8 %339 to i32
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %340)
  %342 = getelementptr inbounds i8, ptr %4, i64 17
  %343 = load i8, ptr %342, align 1, !tbaa !9
  %344 = zext i8 %343 to i32
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %344)
  %346 = getelementptr inbounds i8, ptr %4, i64 18
  %347 = load i8, ptr %346, align 2, !tbaa !9
  %348 = zext i8 %347 to i32
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %348)
  %350 = getelementptr inbounds i8, ptr %4, i64 19
  %351 = load i8, ptr %350, align 1, !tbaa !9
  %352 = zext i8 %351 to i32
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %352)
  %354 = getelementptr inbounds i8, ptr %4, i64 20
  %355 = load i8, ptr %354, align 4, !tbaa !9
  %356 = zext i8 %355 to i32
  %357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %356)
  %358 = getelementptr inbounds i8, ptr %4, i64 21
  %359 = load i8, ptr %358, align 1, !tbaa !9
  %360 = zext i8 %359 to i32
  %361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %360)
  %362 = getelementptr inbounds i8, ptr %4, i64 22
  %363 = load i8, ptr %362, align 2, !tbaa !9
  %364 = zext i8 %363 to i32
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %364)
  %366 = getelementptr inbounds i8, ptr %4, i64 23
  %367 = load i8, ptr %366, align 1, !tbaa !9
  %368 = zext i8 %367 to i32
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %368)
  %370 = getelementptr inbounds i8, ptr %4, i64 24
  %371 = load i8, ptr %370, align 8, !tbaa !9
  %372 = zext i8 %371 to i32
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %372)
  %374 = getelementptr inbounds i8, ptr %4, i64 25
  %375 = load i8, ptr %374, align 1, !tbaa !9
  %376 = zext i8 %375 to i32
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %376)
  %378 = getelementptr inbounds i8, ptr %4, i64 26
  %379 = load i8, ptr %378, align 2, !tbaa !9
  %380 = zext i8 %379 to i32
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %380)
  %382 = getelementptr inbounds i8, ptr %4, i64 27
  %383 = load i8, ptr %382, align 1, !tbaa !9
  %384 = zext i8 %383 to i32
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %384)
  %386 = getelementptr inbounds i8, ptr %4, i64 28
  %387 = load i8, ptr %386, align 4, !tbaa !9
  %388 = zext i8 %387 to i32
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %388)
  %390 = getelementptr inbounds i8, ptr %4, i64 29
  %391 = load i8, ptr %390, align 1, !tbaa !9
  %392 = zext i8 %391 to i32
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %392)
  %394 = getelementptr inbounds i8, ptr %4, i64 30
  %395 = load i8, ptr %394, align 2, !tbaa !9
  %396 = zext i8 %395 to i32
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %396)
  %398 = getelementptr inbounds i8, ptr %4, i64 31
  %399 = load i8, ptr %398, align 1, !tbaa !9
  %400 = zext i8 %399 to i32
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %400)
  %402 = tail call i32 @putchar(i32 10)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100000) @main.mil, i8 97, i64 100000, i1 false)
  call fastcc void @sha256(ptr noundef nonnull @main.mil, i64 noundef 100000, ptr noundef nonnull %3)
  %403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %404 = load i8, ptr %3, align 16, !tbaa !9
  %405 = zext i8 %404 to i32
  %406 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %405)
  %407 = load i8, ptr %6, align 1, !tbaa !9
  %408 = zext i8 %407 to i32
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %408)
  %410 = load i8, ptr %7, align 2, !tbaa !9
  %411 = zext i8 %410 to i32
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %411)
  %413 = load i8, ptr %8, align 1, !tbaa !9
  %414 = zext i8 %413 to i32
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %414)
  %416 = load i8, ptr %10, align 4, !tbaa !9
  %417 = zext i8 %416 to i32
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %417)
  %419 = load i8, ptr %11, align 1, !tbaa !9
  %420 = zext i8 %419 to i32
  %421 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %420)
  %422 = load i8, ptr %12, align 2, !tbaa !9
  %423 = zext i8 %422 to i32
  %424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %423)
  %425 = load i8, ptr %13, align 1, !tbaa !9
  %426 = zext i8 %425 to i32
  %427 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %426)
  %428 = load i8, ptr %15, align 8, !tbaa !9
  %429 = zext i8 %428 to i32
  %430 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %429)
  %431 = load i8, ptr %16, align 1, !tbaa !9
  %432 = zext i8 %431 to i32
  %433 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %432)
  %434 = load i8, ptr %17, align 2, !tbaa !9
  %435 = zext i8 %434 to i32
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %435)
  %437 = load i8, ptr %18, align 1, !tbaa !9
  %438 = zext i8 %437 to i32
  %439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %438)
  %440 = load i8, ptr %20, align 4, !tbaa !9
  %441 = zext i8 %440 to i32
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %441)
  %443 = load i8, ptr %21, align 1, !tbaa !9
  %444 = zext i8 %443 to i32
  %445 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %444)
  %446 = load i8, ptr %22, align 2, !tbaa !9
  %447 = zext i8 %446 to i32
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %447)
  %449 = load i8, ptr %23, align 1, !tbaa !9
  %450 = zext i8 %449 to i32
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %450)
  %452 = load i8, ptr %273, align 16, !tbaa !9
  %453 = zext i8 %452 to i32
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %453)
  %455 = load i8, ptr %272, align 1, !tbaa !9
  %456 = zext i8 %455 to i32
  %457 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %456)
  %458 = load i8, ptr %271, align 2, !tbaa !9
  %459 = zext i8 %458 to i32
  %460 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %459)
  %461 = load i8, ptr %270, align 1, !tbaa !9
  %462 = zext i8 %461 to i32
  %463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %462)
  %464 = load i8, ptr %269, align 4, !tbaa !9
  %465 = zext i8 %464 to i32
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %465)
  %467 = load i8, ptr %268, align 1, !tbaa !9
  %468 = zext i8 %467 to i32
  %469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %468)
  %470 = load i8, ptr %267, align 2, !tbaa !9
  %471 = zext i8 %470 to i32
  %472 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %471)
  %473 = load i8, ptr %266, align 1, !tbaa !9
  %474 = zext i8 %473 to i32
  %475 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %474)
  %476 = load i8, ptr %265, align 8, !tbaa !9
  %477 = zext i8 %476 to i32
  %478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %477)
  %479 = load i8, ptr %264, align 1, !tbaa !9
  %480 = zext i8 %479 to i32
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %480)
  %482 = load i8, ptr %263, align 2, !tbaa !9
  %483 = zext i8 %482 to i32
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %483)
  %485 = load i8, ptr %262, align 1, !tbaa !9
  %486 = zext i8 %485 to i32
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %486)
  %488 = load i8, ptr %261, align 4, !tbaa !9
  %489 = zext i8 %488 to i32
  %490 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %489)
  %491 = load i8, ptr %260, align 1, !tbaa !9
  %492 = zext i8 %491 to i32
  %493 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %492)
  %494 = load i8, ptr %259, align 2, !tbaa !9
  %495 = zext i8 %494 to i32
  %496 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %495)
  %497 = load i8, ptr %258, align 1, !tbaa !9
  %498 = zext i8 %497 to i32
  %499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %498)
  %500 = tail call i32 @putchar(i32 10)
  %501 = load i8, ptr %4, align 16, !tbaa !9
  %502 = zext i8 %501 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  ret i32 %502

503:                                              ; preds = %40, %503
  %504 = phi i32 [ 0, %40 ], [ %505, %503 ]
  call fastcc void @sha256(ptr noundef nonnull %4, i64 noundef 32, ptr noundef nonnull %4)
  %505 = add nuw nsw i32 %504, 1
  %506 = icmp eq i32 %505, 2000
  br i1 %506, label %257, label %503, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @sha256(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #4 {
  %4 = alloca [8 x i32], align 16
  %5 = alloca [128 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.sha256.h, i64 32, i1 false)
  %6 = icmp ult i64 %1, 64
  br i1 %6, label %13, label %7

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %11, %7 ], [ 64, %3 ]
  %9 = phi i64 [ %8, %7 ], [ 0, %3 ]
  %10 = getelementptr inbounds i8, ptr %0, i64 %9
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef %10)
  %11 = add i64 %8, 64
  %12 = icmp ugt i64 %11, %1
  br i1 %12, label %13, label %7, !llvm.loop !16

13:                                               ; preds = %7, %3
  %14 = phi i64 [ 0, %3 ], [ %8, %7 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %5, i8 0, i64 128, i1 false)
  %15 = sub i64 %1, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 %14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr align 1 %16, i64 %15, i1 false)
  %17 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %15
  store i8 -128, ptr %17, align 1, !tbaa !9
  %18 = add i64 %15, -56
  %19 = icmp ult i64 %18, -65
  %20 = shl i64 %1, 3
  %21 = select i1 %19, i64 127, i64 63
  %22 = trunc i64 %20 to i8
  %23 = select i1 %19, i64 127, i64 63
  %24 = getelementptr inbounds i8, ptr %5, i64 %23
  store i8 %22, ptr %24, align 1, !tbaa !9
  %25 = lshr i64 %20, 8
  %26 = trunc i64 %25 to i8
  %27 = add nsw i64 %21, -1
  %28 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %27
  store i8 %26, ptr %28, align 2, !tbaa !9
  %29 = lshr i64 %20, 16
  %30 = trunc i64 %29 to i8
  %31 = add nsw i64 %21, -2
  %32 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %31
  store i8 %30, ptr %32, align 1, !tbaa !9
  %33 = lshr i64 %20, 24
  %34 = trunc i64 %33 to i8
  %35 = add nsw i64 %21, -3
  %36 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %35
  store i8 %34, ptr %36, align 4, !tbaa !9
  %37 = lshr i64 %20, 32
  %38 = trunc i64 %37 to i8
  %39 = add nsw i64 %21, -4
  %40 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %39
  store i8 %38, ptr %40, align 1, !tbaa !9
  %41 = lshr i64 %20, 40
  %42 = trunc i64 %41 to i8
  %43 = add nsw i64 %21, -5
  %44 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %43
  store i8 %42, ptr %44, align 2, !tbaa !9
  %45 = lshr i64 %20, 48
  %46 = trunc i64 %45 to i8
  %47 = add nsw i64 %21, -6
  %48 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %47
  store i8 %46, ptr %48, align 1, !tbaa !9
  %49 = lshr i64 %20, 56
  %50 = trunc nuw i64 %49 to i8
  %51 = add nsw i64 %21, -7
  %52 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %51
  store i8 %50, ptr %52, align 8, !tbaa !9
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef nonnull %5)
  br i1 %19, label %53, label %55

53:                                               ; preds = %13
  %54 = getelementptr inbounds i8, ptr %5, i64 64
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef nonnull %54)
  br label %55

55:                                               ; preds = %53, %13
  %56 = load i32, ptr %4, align 16, !tbaa !12
  %57 = lshr i32 %56, 24
  %58 = trunc nuw i32 %57 to i8
  store i8 %58, ptr %2, align 1, !tbaa !9
  %59 = lshr i32 %56, 16
  %60 = trunc i32 %59 to i8
  %61 = getelementptr inbounds i8, ptr %2, i64 1
  store i8 %60, ptr %61, align 1, !tbaa !9
  %62 = lshr i32 %56, 8
  %63 = trunc i32 %62 to i8
  %64 = getelementptr inbounds i8, ptr %2, i64 2
  store i8 %63, ptr %64, align 1, !tbaa !9
  %65 = trunc i32 %56 to i8
  %66 = getelementptr inbounds i8, ptr %2, i64 3
  store i8 %65, ptr %66, align 1, !tbaa !9
  %67 = getelementptr inbounds i8, ptr %4, i64 4
  %68 = load i32, ptr %67, align 4, !tbaa !12
  %69 = lshr i32 %68, 24
  %70 = trunc nuw i32 %69 to i8
  %71 = getelementptr inbounds i8, ptr %2, i64 4
  store i8 %70, ptr %71, align 1, !tbaa !9
  %72 = lshr i32 %68, 16
  %73 = trunc i32 %72 to i8
  %74 = getelementptr inbounds i8, ptr %2, i64 5
  store i8 %73, ptr %74, align 1, !tbaa !9
  %75 = lshr i32 %68, 8
  %76 = trunc i32 %75 to i8
  %77 = getelementptr inbounds i8, ptr %2, i64 6
  store i8 %76, ptr %77, align 1, !tbaa !9
  %78 = trunc i32 %68 to i8
  %79 = getelementptr inbounds i8, ptr %2, i64 7
  store i8 %78, ptr %79, align 1, !tbaa !9
  %80 = getelementptr inbounds i8, ptr %4, i64 8
  %81 = load i32, ptr %80, align 8, !tbaa !12
  %82 = lshr i32 %81, 24
  %83 = trunc nuw i32 %82 to i8
  %84 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 %83, ptr %84, align 1, !tbaa !9
  %85 = lshr i32 %81, 16
  %86 = trunc i32 %85 to i8
  %87 = getelementptr inbounds i8, ptr %2, i64 9
  store i8 %86, ptr %87, align 1, !tbaa !9
  %88 = lshr i32 %81, 8
  %89 = trunc i32 %88 to i8
  %90 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 %89, ptr %90, align 1, !tbaa !9
  %91 = trunc i32 %81 to i8
  %92 = getelementptr inbounds i8, ptr %2, i64 11
  store i8 %91, ptr %92, align 1, !tbaa !9
  %93 = getelementptr inbounds i8, ptr %4, i64 12
  %94 = load i32, ptr %93, align 4, !tbaa !12
  %95 = lshr i32 %94, 24
  %96 = trunc nuw i32 %95 to i8
  %97 = getelementptr inbounds i8, ptr %2, i64 12
  store i8 %96, ptr %97, align 1, !tbaa !9
  %98 = lshr i32 %94, 16
  %99 = trunc i32 %98 to i8
  %100 = getelementptr inbounds i8, ptr %2, i64 13
  store i8 %99, ptr %100, align 1, !tbaa !9
  %101 = lshr i32 %94, 8
  %102 = trunc i32 %101 to i8
  %103 = getelementptr inbounds i8, ptr %2, i64 14
  store i8 %102, ptr %103, align 1, !tbaa !9
  %104 = trunc i32 %94 to i8
  %105 = getelementptr inbounds i8, ptr %2, i64 15
  store i8 %104, ptr %105, align 1, !tbaa !9
  %106 = getelementptr inbounds i8, ptr %4, i64 16
  %107 = load i32, ptr %106, align 16, !tbaa !12
  %108 = lshr i32 %107, 24
  %109 = trunc nuw i32 %108 to i8
  %110 = getelementptr inbounds i8, ptr %2, i64 16
  store i8 %109, ptr %110, align 1, !tbaa !9
  %111 = lshr i32 %107, 16
  %112 = trunc i32 %111 to i8
  %113 = getelementptr inbounds i8, ptr %2, i64 17
  store i8 %112, ptr %113, align 1, !tbaa !9
  %114 = lshr i32 %107, 8
  %115 = trunc i32 %114 to i8
  %116 = getelementptr inbounds i8, ptr %2, i64 18
  store i8 %115, ptr %116, align 1, !tbaa !9
  %117 = trunc i32 %107 to i8
  %118 = getelementptr inbounds i8, ptr %2, i64 19
  store i8 %117, ptr %118, align 1, !tbaa !9
  %119 = getelementptr inbounds i8, ptr %4, i64 20
  %120 = load i32, ptr %119, align 4, !tbaa !12
  %121 = lshr i32 %120, 24
  %122 = trunc nuw i32 %121 to i8
  %123 = getelementptr inbounds i8, ptr %2, i64 20
  store i8 %122, ptr %123, align 1, !tbaa !9
  %124 = lshr i32 %120, 16
  %125 = trunc i32 %124 to i8
  %126 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 %125, ptr %126, align 1, !tbaa !9
  %127 = lshr i32 %120, 8
  %128 = trunc i32 %127 to i8
  %129 = getelementptr inbounds i8, ptr %2, i64 22
  store i8 %128, ptr %129, align 1, !tbaa !9
  %130 = trunc i32 %120 to i8
  %131 = getelementptr inbounds i8, ptr %2, i64 23
  store i8 %130, ptr %131, align 1, !tbaa !9
  %132 = getelementptr inbounds i8, ptr %4, i64 24
  %133 = load i32, ptr %132, align 8, !tbaa !12
  %134 = lshr i32 %133, 24
  %135 = trunc nuw i32 %134 to i8
  %136 = getelementptr inbounds i8, ptr %2, i64 24
  store i8 %135, ptr %136, align 1, !tbaa !9
  %137 = lshr i32 %133, 16
  %138 = trunc i32 %137 to i8
  %139 = getelementptr inbounds i8, ptr %2, i64 25
  store i8 %138, ptr %139, align 1, !tbaa !9
  %140 = lshr i32 %133, 8
  %141 = trunc i32 %140 to i8
  %142 = getelementptr inbounds i8, ptr %2, i64 26
  store i8 %141, ptr %142, align 1, !tbaa !9
  %143 = trunc i32 %133 to i8
  %144 = getelementptr inbounds i8, ptr %2, i64 27
  store i8 %143, ptr %144, align 1, !tbaa !9
  %145 = getelementptr inbounds i8, ptr %4, i64 28
  %146 = load i32, ptr %145, align 4, !tbaa !12
  %147 = lshr i32 %146, 24
  %148 = trunc nuw i32 %147 to i8
  %149 = getelementptr inbounds i8, ptr %2, i64 28
  store i8 %148, ptr %149, align 1, !tbaa !9
  %150 = lshr i32 %146, 16
  %151 = trunc i32 %150 to i8
  %152 = getelementptr inbounds i8, ptr %2, i64 29
  store i8 %151, ptr %152, align 1, !tbaa !9
  %153 = lshr i32 %146, 8
  %154 = trunc i32 %153 to i8
  %155 = getelementptr inbounds i8, ptr %2, i64 30
  store i8 %154, ptr %155, align 1, !tbaa !9
  %156 = trunc i32 %146 to i8
  %157 = getelementptr inbounds i8, ptr %2, i64 31
  store i8 %156, ptr %157, align 1, !tbaa !9
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
  %3 = alloca [64 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #9
  br label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ 0, %2 ], [ %29, %4 ]
  %6 = shl nuw nsw i64 %5, 2
  %7 = getelementptr inbounds i8, ptr %1, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !9
  %9 = zext i8 %8 to i32
  %10 = shl nuw i32 %9, 24
  %11 = or disjoint i64 %6, 1
  %12 = getelementptr inbounds i8, ptr %1, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !9
  %14 = zext i8 %13 to i32
  %15 = shl nuw nsw i32 %14, 16
  %16 = or disjoint i32 %15, %10
  %17 = or disjoint i64 %6, 2
  %18 = getelementptr inbounds i8, ptr %1, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !9
  %20 = zext i8 %19 to i32
  %21 = shl nuw nsw i32 %20, 8
  %22 = or disjoint i32 %16, %21
  %23 = or disjoint i64 %6, 3
  %24 = getelementptr inbounds i8, ptr %1, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !9
  %26 = zext i8 %25 to i32
  %27 = or disjoint i32 %22, %26
  %28 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %5
  store i32 %27, ptr %28, align 4, !tbaa !12
  %29 = add nuw nsw i64 %5, 1
  %30 = icmp eq i64 %29, 16
  br i1 %30, label %31, label %4, !llvm.loop !17

31:                                               ; preds = %4
  %32 = load i32, ptr %3, align 16, !tbaa !12
  br label %49

33:                                               ; preds = %49
  %34 = load i32, ptr %0, align 4, !tbaa !12
  %35 = getelementptr inbounds i8, ptr %0, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !12
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = load i32, ptr %37, align 4, !tbaa !12
  %39 = getelementptr inbounds i8, ptr %0, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %0, i64 16
  %42 = load i32, ptr %41, align 4, !tbaa !12
  %43 = getelementptr inbounds i8, ptr %0, i64 20
  %44 = load i32, ptr %43, align 4, !tbaa !12
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load i32, ptr %45, align 4, !tbaa !12
  %47 = getelementptr inbounds i8, ptr %0, i64 28
  %48 = load i32, ptr %47, align 4, !tbaa !12
  br label %86

49:                                               ; preds = %31, %49
  %50 = phi i32 [ %32, %31 ], [ %54, %49 ]
  %51 = phi i64 [ 16, %31 ], [ %75, %49 ]
  %52 = add nsw i64 %51, -15
  %53 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !12
  %55 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %54, i32 25)
  %56 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %54, i32 14)
  %57 = xor i32 %55, %56
  %58 = lshr i32 %54, 3
  %59 = xor i32 %57, %58
  %60 = add nsw i64 %51, -2
  %61 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !12
  %63 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 15)
  %64 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 13)
  %65 = xor i32 %63, %64
  %66 = lshr i32 %62, 10
  %67 = xor i32 %65, %66
  %68 = add i32 %59, %50
  %69 = add nsw i64 %51, -7
  %70 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !12
  %72 = add i32 %68, %71
  %73 = add i32 %72, %67
  %74 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %51
  store i32 %73, ptr %74, align 4, !tbaa !12
  %75 = add nuw nsw i64 %51, 1
  %76 = icmp eq i64 %75, 64
  br i1 %76, label %33, label %49, !llvm.loop !18

77:                                               ; preds = %86
  %78 = add i32 %124, %34
  store i32 %78, ptr %0, align 4, !tbaa !12
  %79 = add i32 %88, %36
  store i32 %79, ptr %35, align 4, !tbaa !12
  %80 = add i32 %89, %38
  store i32 %80, ptr %37, align 4, !tbaa !12
  %81 = add i32 %90, %40
  store i32 %81, ptr %39, align 4, !tbaa !12
  %82 = add i32 %123, %42
  store i32 %82, ptr %41, align 4, !tbaa !12
  %83 = add i32 %95, %44
  store i32 %83, ptr %43, align 4, !tbaa !12
  %84 = add i32 %94, %46
  store i32 %84, ptr %45, align 4, !tbaa !12
  %85 = add i32 %93, %48
  store i32 %85, ptr %47, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #9
  ret void

86:                                               ; preds = %33, %86
  %87 = phi i64 [ 0, %33 ], [ %125, %86 ]
  %88 = phi i32 [ %34, %33 ], [ %124, %86 ]
  %89 = phi i32 [ %36, %33 ], [ %88, %86 ]
  %90 = phi i32 [ %38, %33 ], [ %89, %86 ]
  %91 = phi i32 [ %40, %33 ], [ %90, %86 ]
  %92 = phi i32 [ %48, %33 ], [ %93, %86 ]
  %93 = phi i32 [ %46, %33 ], [ %94, %86 ]
  %94 = phi i32 [ %44, %33 ], [ %95, %86 ]
  %95 = phi i32 [ %42, %33 ], [ %123, %86 ]
  %96 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 26)
  %97 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 21)
  %98 = xor i32 %96, %97
  %99 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 7)
  %100 = xor i32 %98, %99
  %101 = and i32 %94, %95
  %102 = xor i32 %95, -1
  %103 = and i32 %93, %102
  %104 = or i32 %103, %101
  %105 = add i32 %92, %100
  %106 = add i32 %105, %104
  %107 = getelementptr inbounds [64 x i32], ptr @K, i64 0, i64 %87
  %108 = load i32, ptr %107, align 4, !tbaa !12
  %109 = add i32 %106, %108
  %110 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %87
  %111 = load i32, ptr %110, align 4, !tbaa !12
  %112 = add i32 %109, %111
  %113 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 30)
  %114 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 19)
  %115 = xor i32 %113, %114
  %116 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 10)
  %117 = xor i32 %115, %116
  %118 = xor i32 %89, %90
  %119 = and i32 %88, %118
  %120 = and i32 %89, %90
  %121 = xor i32 %119, %120
  %122 = add i32 %117, %121
  %123 = add i32 %112, %91
  %124 = add i32 %122, %112
  %125 = add nuw nsw i64 %87, 1
  %126 = icmp eq i64 %125, 64
  br i1 %126, label %77, label %86, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @md5_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = alloca [16 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  br label %12

4:                                                ; preds = %12
  %5 = load i32, ptr %0, align 4, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !12
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 4, !tbaa !12
  %10 = getelementptr inbounds i8, ptr %0, i64 12
  %11 = load i32, ptr %10, align 4, !tbaa !12
  br label %44

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %37, %12 ]
  %14 = shl nuw nsw i64 %13, 2
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i32
  %18 = or disjoint i64 %14, 1
  %19 = getelementptr inbounds i8, ptr %1, i64 %18
  %20 = load i8, ptr %19, align 1, !tbaa !9
  %21 = zext i8 %20 to i32
  %22 = shl nuw nsw i32 %21, 8
  %23 = or disjoint i32 %22, %17
  %24 = or disjoint i64 %14, 2
  %25 = getelementptr inbounds i8, ptr %1, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = shl nuw nsw i32 %27, 16
  %29 = or disjoint i32 %23, %28
  %30 = or disjoint i64 %14, 3
  %31 = getelementptr inbounds i8, ptr %1, i64 %30
  %32 = load i8, ptr %31, align 1, !tbaa !9
  %33 = zext i8 %32 to i32
  %34 = shl nuw i32 %33, 24
  %35 = or disjoint i32 %29, %34
  %36 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %13
  store i32 %35, ptr %36, align 4, !tbaa !12
  %37 = add nuw nsw i64 %13, 1
  %38 = icmp eq i64 %37, 16
  br i1 %38, label %4, label %12, !llvm.loop !20

39:                                               ; preds = %80
  %40 = add i32 %47, %5
  store i32 %40, ptr %0, align 4, !tbaa !12
  %41 = add i32 %96, %7
  store i32 %41, ptr %6, align 4, !tbaa !12
  %42 = add i32 %49, %9
  store i32 %42, ptr %8, align 4, !tbaa !12
  %43 = add i32 %48, %11
  store i32 %43, ptr %10, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  ret void

44:                                               ; preds = %4, %80
  %45 = phi i64 [ 0, %4 ], [ %97, %80 ]
  %46 = phi i32 [ %5, %4 ], [ %47, %80 ]
  %47 = phi i32 [ %11, %4 ], [ %48, %80 ]
  %48 = phi i32 [ %9, %4 ], [ %49, %80 ]
  %49 = phi i32 [ %7, %4 ], [ %96, %80 ]
  %50 = icmp ult i64 %45, 16
  br i1 %50, label %51, label %56

51:                                               ; preds = %44
  %52 = and i32 %48, %49
  %53 = xor i32 %49, -1
  %54 = and i32 %47, %53
  %55 = or i32 %54, %52
  br label %80

56:                                               ; preds = %44
  %57 = icmp ult i64 %45, 32
  br i1 %57, label %58, label %66

58:                                               ; preds = %56
  %59 = and i32 %47, %49
  %60 = xor i32 %47, -1
  %61 = and i32 %48, %60
  %62 = or i32 %59, %61
  %63 = mul nuw nsw i64 %45, 5
  %64 = add nuw nsw i64 %63, 1
  %65 = and i64 %64, 15
  br label %80

66:                                               ; preds = %56
  %67 = icmp ult i64 %45, 48
  br i1 %67, label %68, label %74

68:                                               ; preds = %66
  %69 = xor i32 %48, %49
  %70 = xor i32 %69, %47
  %71 = mul nuw nsw i64 %45, 3
  %72 = add nuw nsw i64 %71, 5
  %73 = and i64 %72, 15
  br label %80

74:                                               ; preds = %66
  %75 = xor i32 %47, -1
  %76 = or i32 %49, %75
  %77 = xor i32 %76, %48
  %78 = mul i64 %45, 7
  %79 = and i64 %78, 15
  br label %80

80:                                               ; preds = %58, %74, %68, %51
  %81 = phi i32 [ %55, %51 ], [ %62, %58 ], [ %70, %68 ], [ %77, %74 ]
  %82 = phi i64 [ %45, %51 ], [ %65, %58 ], [ %73, %68 ], [ %79, %74 ]
  %83 = add i32 %81, %46
  %84 = getelementptr inbounds [64 x i32], ptr @MK, i64 0, i64 %45
  %85 = load i32, ptr %84, align 4, !tbaa !12
  %86 = add i32 %83, %85
  %87 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %82
  %88 = load i32, ptr %87, align 4, !tbaa !12
  %89 = add i32 %86, %88
  %90 = getelementptr inbounds [64 x i32], ptr @MS, i64 0, i64 %45
  %91 = load i32, ptr %90, align 4, !tbaa !12
  %92 = shl i32 %89, %91
  %93 = sub nsw i32 32, %91
  %94 = lshr i32 %89, %93
  %95 = or i32 %94, %92
  %96 = add i32 %95, %49
  %97 = add nuw nsw i64 %45, 1
  %98 = icmp eq i64 %97, 64
  br i1 %98, label %39, label %44, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
