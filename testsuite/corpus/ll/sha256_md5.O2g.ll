; ModuleID = 'programs/sha256_md5.c'
source_filename = "programs/sha256_md5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [64 x i8] c"123456789012345678901234567890123456789012345678901234567890123\00", align 1, !dbg !22
@__const.main.v = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [17 x i8] c"sha256(\22%.20s\22)=\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [6 x i8] c"\0Amd5=\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [7 x i8] c"chain=\00", align 1, !dbg !37
@main.mil = internal global [100000 x i8] zeroinitializer, align 16, !dbg !42
@.str.9 = private unnamed_addr constant [8 x i8] c"100k a=\00", align 1, !dbg !69
@__const.sha256.h = private unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 16
@K = internal unnamed_addr constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 16, !dbg !74
@.str.10 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !78
@__const.md5.h = private unnamed_addr constant [4 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878], align 16
@MK = internal unnamed_addr constant [64 x i32] [i32 -680876936, i32 -389564586, i32 606105819, i32 -1044525330, i32 -176418897, i32 1200080426, i32 -1473231341, i32 -45705983, i32 1770035416, i32 -1958414417, i32 -42063, i32 -1990404162, i32 1804603682, i32 -40341101, i32 -1502002290, i32 1236535329, i32 -165796510, i32 -1069501632, i32 643717713, i32 -373897302, i32 -701558691, i32 38016083, i32 -660478335, i32 -405537848, i32 568446438, i32 -1019803690, i32 -187363961, i32 1163531501, i32 -1444681467, i32 -51403784, i32 1735328473, i32 -1926607734, i32 -378558, i32 -2022574463, i32 1839030562, i32 -35309556, i32 -1530992060, i32 1272893353, i32 -155497632, i32 -1094730640, i32 681279174, i32 -358537222, i32 -722521979, i32 76029189, i32 -640364487, i32 -421815835, i32 530742520, i32 -995338651, i32 -198630844, i32 1126891415, i32 -1416354905, i32 -57434055, i32 1700485571, i32 -1894986606, i32 -1051523, i32 -2054922799, i32 1873313359, i32 -30611744, i32 -1560198380, i32 1309151649, i32 -145523070, i32 -1120210379, i32 718787259, i32 -343485551], align 16, !dbg !83
@MS = internal unnamed_addr constant [64 x i32] [i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21], align 16, !dbg !85

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca [4 x i32], align 16, !DIAssignID !114
    #dbg_assign(i1 undef, !115, !DIExpression(), !114, ptr %1, !DIExpression(), !142)
  %2 = alloca [128 x i8], align 16, !DIAssignID !146
  %3 = alloca [32 x i8], align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !94, !DIExpression(), !147, ptr %3, !DIExpression(), !148)
  %4 = alloca [32 x i8], align 16, !DIAssignID !149
    #dbg_assign(i1 undef, !100, !DIExpression(), !149, ptr %4, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9, !dbg !150
    #dbg_value(i32 0, !98, !DIExpression(), !151)
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
  br label %41, !dbg !152

40:                                               ; preds = %193
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9, !dbg !153
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false), !dbg !154, !DIAssignID !155
    #dbg_assign(i8 0, !100, !DIExpression(), !155, ptr %4, !DIExpression(), !148)
    #dbg_value(i32 0, !101, !DIExpression(), !156)
  br label %503, !dbg !157

41:                                               ; preds = %0, %193
  %42 = phi i64 [ 0, %0 ], [ %255, %193 ]
    #dbg_value(i64 %42, !98, !DIExpression(), !151)
  %43 = getelementptr inbounds [5 x ptr], ptr @__const.main.v, i64 0, i64 %42, !dbg !158
  %44 = load ptr, ptr %43, align 8, !dbg !158, !tbaa !159
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %44), !dbg !163
  %46 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #10, !dbg !164
  call fastcc void @sha256(ptr noundef %44, i64 noundef %46, ptr noundef nonnull %3), !dbg !165
    #dbg_value(ptr %3, !166, !DIExpression(), !174)
    #dbg_value(i32 32, !171, !DIExpression(), !174)
    #dbg_value(i64 0, !172, !DIExpression(), !176)
  %47 = load i8, ptr %3, align 16, !dbg !177, !tbaa !179
  %48 = zext i8 %47 to i32, !dbg !177
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %48), !dbg !180
    #dbg_value(i64 1, !172, !DIExpression(), !176)
  %50 = load i8, ptr %6, align 1, !dbg !177, !tbaa !179
  %51 = zext i8 %50 to i32, !dbg !177
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %51), !dbg !180
    #dbg_value(i64 2, !172, !DIExpression(), !176)
  %53 = load i8, ptr %7, align 2, !dbg !177, !tbaa !179
  %54 = zext i8 %53 to i32, !dbg !177
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %54), !dbg !180
    #dbg_value(i64 3, !172, !DIExpression(), !176)
  %56 = load i8, ptr %8, align 1, !dbg !177, !tbaa !179
  %57 = zext i8 %56 to i32, !dbg !177
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %57), !dbg !180
    #dbg_value(i64 4, !172, !DIExpression(), !176)
  %59 = load i8, ptr %10, align 4, !dbg !177, !tbaa !179
  %60 = zext i8 %59 to i32, !dbg !177
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %60), !dbg !180
    #dbg_value(i64 5, !172, !DIExpression(), !176)
  %62 = load i8, ptr %11, align 1, !dbg !177, !tbaa !179
  %63 = zext i8 %62 to i32, !dbg !177
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %63), !dbg !180
    #dbg_value(i64 6, !172, !DIExpression(), !176)
  %65 = load i8, ptr %12, align 2, !dbg !177, !tbaa !179
  %66 = zext i8 %65 to i32, !dbg !177
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %66), !dbg !180
    #dbg_value(i64 7, !172, !DIExpression(), !176)
  %68 = load i8, ptr %13, align 1, !dbg !177, !tbaa !179
  %69 = zext i8 %68 to i32, !dbg !177
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %69), !dbg !180
    #dbg_value(i64 8, !172, !DIExpression(), !176)
  %71 = load i8, ptr %15, align 8, !dbg !177, !tbaa !179
  %72 = zext i8 %71 to i32, !dbg !177
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %72), !dbg !180
    #dbg_value(i64 9, !172, !DIExpression(), !176)
  %74 = load i8, ptr %16, align 1, !dbg !177, !tbaa !179
  %75 = zext i8 %74 to i32, !dbg !177
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %75), !dbg !180
    #dbg_value(i64 10, !172, !DIExpression(), !176)
  %77 = load i8, ptr %17, align 2, !dbg !177, !tbaa !179
  %78 = zext i8 %77 to i32, !dbg !177
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %78), !dbg !180
    #dbg_value(i64 11, !172, !DIExpression(), !176)
  %80 = load i8, ptr %18, align 1, !dbg !177, !tbaa !179
  %81 = zext i8 %80 to i32, !dbg !177
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %81), !dbg !180
    #dbg_value(i64 12, !172, !DIExpression(), !176)
  %83 = load i8, ptr %20, align 4, !dbg !177, !tbaa !179
  %84 = zext i8 %83 to i32, !dbg !177
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %84), !dbg !180
    #dbg_value(i64 13, !172, !DIExpression(), !176)
  %86 = load i8, ptr %21, align 1, !dbg !177, !tbaa !179
  %87 = zext i8 %86 to i32, !dbg !177
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %87), !dbg !180
    #dbg_value(i64 14, !172, !DIExpression(), !176)
  %89 = load i8, ptr %22, align 2, !dbg !177, !tbaa !179
  %90 = zext i8 %89 to i32, !dbg !177
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %90), !dbg !180
    #dbg_value(i64 15, !172, !DIExpression(), !176)
  %92 = load i8, ptr %23, align 1, !dbg !177, !tbaa !179
  %93 = zext i8 %92 to i32, !dbg !177
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %93), !dbg !180
    #dbg_value(i64 16, !172, !DIExpression(), !176)
  %95 = load i8, ptr %24, align 16, !dbg !177, !tbaa !179
  %96 = zext i8 %95 to i32, !dbg !177
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %96), !dbg !180
    #dbg_value(i64 17, !172, !DIExpression(), !176)
  %98 = load i8, ptr %25, align 1, !dbg !177, !tbaa !179
  %99 = zext i8 %98 to i32, !dbg !177
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %99), !dbg !180
    #dbg_value(i64 18, !172, !DIExpression(), !176)
  %101 = load i8, ptr %26, align 2, !dbg !177, !tbaa !179
  %102 = zext i8 %101 to i32, !dbg !177
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %102), !dbg !180
    #dbg_value(i64 19, !172, !DIExpression(), !176)
  %104 = load i8, ptr %27, align 1, !dbg !177, !tbaa !179
  %105 = zext i8 %104 to i32, !dbg !177
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %105), !dbg !180
    #dbg_value(i64 20, !172, !DIExpression(), !176)
  %107 = load i8, ptr %28, align 4, !dbg !177, !tbaa !179
  %108 = zext i8 %107 to i32, !dbg !177
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %108), !dbg !180
    #dbg_value(i64 21, !172, !DIExpression(), !176)
  %110 = load i8, ptr %29, align 1, !dbg !177, !tbaa !179
  %111 = zext i8 %110 to i32, !dbg !177
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %111), !dbg !180
    #dbg_value(i64 22, !172, !DIExpression(), !176)
  %113 = load i8, ptr %30, align 2, !dbg !177, !tbaa !179
  %114 = zext i8 %113 to i32, !dbg !177
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %114), !dbg !180
    #dbg_value(i64 23, !172, !DIExpression(), !176)
  %116 = load i8, ptr %31, align 1, !dbg !177, !tbaa !179
  %117 = zext i8 %116 to i32, !dbg !177
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %117), !dbg !180
    #dbg_value(i64 24, !172, !DIExpression(), !176)
  %119 = load i8, ptr %32, align 8, !dbg !177, !tbaa !179
  %120 = zext i8 %119 to i32, !dbg !177
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %120), !dbg !180
    #dbg_value(i64 25, !172, !DIExpression(), !176)
  %122 = load i8, ptr %33, align 1, !dbg !177, !tbaa !179
  %123 = zext i8 %122 to i32, !dbg !177
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %123), !dbg !180
    #dbg_value(i64 26, !172, !DIExpression(), !176)
  %125 = load i8, ptr %34, align 2, !dbg !177, !tbaa !179
  %126 = zext i8 %125 to i32, !dbg !177
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %126), !dbg !180
    #dbg_value(i64 27, !172, !DIExpression(), !176)
  %128 = load i8, ptr %35, align 1, !dbg !177, !tbaa !179
  %129 = zext i8 %128 to i32, !dbg !177
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %129), !dbg !180
    #dbg_value(i64 28, !172, !DIExpression(), !176)
  %131 = load i8, ptr %36, align 4, !dbg !177, !tbaa !179
  %132 = zext i8 %131 to i32, !dbg !177
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %132), !dbg !180
    #dbg_value(i64 29, !172, !DIExpression(), !176)
  %134 = load i8, ptr %37, align 1, !dbg !177, !tbaa !179
  %135 = zext i8 %134 to i32, !dbg !177
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135), !dbg !180
    #dbg_value(i64 30, !172, !DIExpression(), !176)
  %137 = load i8, ptr %38, align 2, !dbg !177, !tbaa !179
  %138 = zext i8 %137 to i32, !dbg !177
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %138), !dbg !180
    #dbg_value(i64 31, !172, !DIExpression(), !176)
  %140 = load i8, ptr %39, align 1, !dbg !177, !tbaa !179
  %141 = zext i8 %140 to i32, !dbg !177
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %141), !dbg !180
    #dbg_value(i64 32, !172, !DIExpression(), !176)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6), !dbg !181
  %144 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #10, !dbg !182
    #dbg_assign(i1 undef, !127, !DIExpression(), !146, ptr %2, !DIExpression(), !142)
    #dbg_value(ptr %44, !123, !DIExpression(), !142)
    #dbg_value(i64 %144, !124, !DIExpression(), !142)
    #dbg_value(ptr %3, !125, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9, !dbg !183
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, ptr noundef nonnull align 16 dereferenceable(16) @__const.md5.h, i64 16, i1 false), !dbg !184, !DIAssignID !185
    #dbg_assign(i1 undef, !115, !DIExpression(), !185, ptr %1, !DIExpression(), !142)
    #dbg_value(i64 0, !126, !DIExpression(), !142)
  %145 = icmp ult i64 %144, 64, !dbg !186
  br i1 %145, label %152, label %146, !dbg !189

146:                                              ; preds = %41, %146
  %147 = phi i64 [ %150, %146 ], [ 64, %41 ]
  %148 = phi i64 [ %147, %146 ], [ 0, %41 ]
    #dbg_value(i64 %148, !126, !DIExpression(), !142)
  %149 = getelementptr inbounds i8, ptr %44, i64 %148, !dbg !190
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef readonly %149), !dbg !191
    #dbg_value(i64 %147, !126, !DIExpression(), !142)
  %150 = add i64 %147, 64, !dbg !192
  %151 = icmp ugt i64 %150, %144, !dbg !186
  br i1 %151, label %152, label %146, !dbg !189, !llvm.loop !193

152:                                              ; preds = %146, %41
  %153 = phi i64 [ 0, %41 ], [ %147, %146 ], !dbg !196
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9, !dbg !197
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false), !dbg !198, !DIAssignID !199
    #dbg_assign(i8 0, !127, !DIExpression(), !199, ptr %2, !DIExpression(), !142)
  %154 = sub i64 %144, %153, !dbg !200
    #dbg_value(i64 %154, !131, !DIExpression(), !142)
  %155 = getelementptr inbounds i8, ptr %44, i64 %153, !dbg !201
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 1 %155, i64 %154, i1 false), !dbg !202
  %156 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %154, !dbg !203
  store i8 -128, ptr %156, align 1, !dbg !204, !tbaa !179
  %157 = add i64 %154, -56, !dbg !205
  %158 = icmp ult i64 %157, -65, !dbg !205
    #dbg_value(i64 poison, !132, !DIExpression(), !142)
  %159 = shl i64 %144, 3, !dbg !206
    #dbg_value(i64 %159, !133, !DIExpression(), !142)
    #dbg_value(i32 0, !134, !DIExpression(), !207)
  %160 = select i1 %158, i64 120, i64 56
    #dbg_value(i64 0, !134, !DIExpression(), !207)
  %161 = trunc i64 %159 to i8, !dbg !208
  %162 = select i1 %158, i64 120, i64 56, !dbg !210
  %163 = getelementptr inbounds i8, ptr %2, i64 %162, !dbg !210
  store i8 %161, ptr %163, align 8, !dbg !211, !tbaa !179
    #dbg_value(i64 1, !134, !DIExpression(), !207)
  %164 = lshr i64 %159, 8, !dbg !212
  %165 = trunc i64 %164 to i8, !dbg !208
  %166 = or disjoint i64 %160, 1, !dbg !213
  %167 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %166, !dbg !210
  store i8 %165, ptr %167, align 1, !dbg !211, !tbaa !179
    #dbg_value(i64 2, !134, !DIExpression(), !207)
  %168 = lshr i64 %159, 16, !dbg !212
  %169 = trunc i64 %168 to i8, !dbg !208
  %170 = or disjoint i64 %160, 2, !dbg !213
  %171 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %170, !dbg !210
  store i8 %169, ptr %171, align 2, !dbg !211, !tbaa !179
    #dbg_value(i64 3, !134, !DIExpression(), !207)
  %172 = lshr i64 %159, 24, !dbg !212
  %173 = trunc i64 %172 to i8, !dbg !208
  %174 = or disjoint i64 %160, 3, !dbg !213
  %175 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %174, !dbg !210
  store i8 %173, ptr %175, align 1, !dbg !211, !tbaa !179
    #dbg_value(i64 4, !134, !DIExpression(), !207)
  %176 = lshr i64 %159, 32, !dbg !212
  %177 = trunc i64 %176 to i8, !dbg !208
  %178 = or disjoint i64 %160, 4, !dbg !213
  %179 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %178, !dbg !210
  store i8 %177, ptr %179, align 4, !dbg !211, !tbaa !179
    #dbg_value(i64 5, !134, !DIExpression(), !207)
  %180 = lshr i64 %159, 40, !dbg !212
  %181 = trunc i64 %180 to i8, !dbg !208
  %182 = or disjoint i64 %160, 5, !dbg !213
  %183 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %182, !dbg !210
  store i8 %181, ptr %183, align 1, !dbg !211, !tbaa !179
    #dbg_value(i64 6, !134, !DIExpression(), !207)
  %184 = lshr i64 %159, 48, !dbg !212
  %185 = trunc i64 %184 to i8, !dbg !208
  %186 = or disjoint i64 %160, 6, !dbg !213
  %187 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %186, !dbg !210
  store i8 %185, ptr %187, align 2, !dbg !211, !tbaa !179
    #dbg_value(i64 7, !134, !DIExpression(), !207)
  %188 = lshr i64 %159, 56, !dbg !212
  %189 = trunc nuw i64 %188 to i8, !dbg !208
  %190 = or disjoint i64 %160, 7, !dbg !213
  %191 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %190, !dbg !210
  store i8 %189, ptr %191, align 1, !dbg !211, !tbaa !179
    #dbg_value(i64 8, !134, !DIExpression(), !207)
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !214
  br i1 %158, label %192, label %193, !dbg !215

192:                                              ; preds = %152
  call fastcc void @md5_block(ptr noundef nonnull %1, ptr noundef nonnull %5), !dbg !216
  br label %193, !dbg !216

193:                                              ; preds = %152, %192
    #dbg_value(i64 0, !136, !DIExpression(), !218)
  %194 = load i32, ptr %1, align 16, !tbaa !219
    #dbg_value(i64 0, !138, !DIExpression(), !221)
  %195 = trunc i32 %194 to i8, !dbg !222
  store i8 %195, ptr %3, align 16, !dbg !224, !tbaa !179, !DIAssignID !225
    #dbg_assign(i8 %195, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !225, ptr %3, !DIExpression(), !148)
    #dbg_value(i64 1, !138, !DIExpression(), !221)
  %196 = lshr i32 %194, 8, !dbg !226
  %197 = trunc i32 %196 to i8, !dbg !222
  store i8 %197, ptr %6, align 1, !dbg !224, !tbaa !179, !DIAssignID !227
    #dbg_assign(i8 %197, !94, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !227, ptr %6, !DIExpression(), !148)
    #dbg_value(i64 2, !138, !DIExpression(), !221)
  %198 = lshr i32 %194, 16, !dbg !226
  %199 = trunc i32 %198 to i8, !dbg !222
  store i8 %199, ptr %7, align 2, !dbg !224, !tbaa !179, !DIAssignID !228
    #dbg_assign(i8 %199, !94, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !228, ptr %7, !DIExpression(), !148)
    #dbg_value(i64 3, !138, !DIExpression(), !221)
  %200 = lshr i32 %194, 24, !dbg !226
  %201 = trunc nuw i32 %200 to i8, !dbg !222
  store i8 %201, ptr %8, align 1, !dbg !224, !tbaa !179, !DIAssignID !229
    #dbg_assign(i8 %201, !94, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !229, ptr %8, !DIExpression(), !148)
    #dbg_value(i64 4, !138, !DIExpression(), !221)
    #dbg_value(i64 1, !136, !DIExpression(), !218)
  %202 = load i32, ptr %9, align 4, !tbaa !219
    #dbg_value(i64 0, !138, !DIExpression(), !221)
  %203 = trunc i32 %202 to i8, !dbg !222
  store i8 %203, ptr %10, align 4, !dbg !224, !tbaa !179, !DIAssignID !230
    #dbg_assign(i8 %203, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !230, ptr %10, !DIExpression(), !148)
    #dbg_value(i64 1, !138, !DIExpression(), !221)
  %204 = lshr i32 %202, 8, !dbg !226
  %205 = trunc i32 %204 to i8, !dbg !222
  store i8 %205, ptr %11, align 1, !dbg !224, !tbaa !179, !DIAssignID !231
    #dbg_assign(i8 %205, !94, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !231, ptr %11, !DIExpression(), !148)
    #dbg_value(i64 2, !138, !DIExpression(), !221)
  %206 = lshr i32 %202, 16, !dbg !226
  %207 = trunc i32 %206 to i8, !dbg !222
  store i8 %207, ptr %12, align 2, !dbg !224, !tbaa !179, !DIAssignID !232
    #dbg_assign(i8 %207, !94, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !232, ptr %12, !DIExpression(), !148)
    #dbg_value(i64 3, !138, !DIExpression(), !221)
  %208 = lshr i32 %202, 24, !dbg !226
  %209 = trunc nuw i32 %208 to i8, !dbg !222
  store i8 %209, ptr %13, align 1, !dbg !224, !tbaa !179, !DIAssignID !233
    #dbg_assign(i8 %209, !94, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !233, ptr %13, !DIExpression(), !148)
    #dbg_value(i64 4, !138, !DIExpression(), !221)
    #dbg_value(i64 2, !136, !DIExpression(), !218)
  %210 = load i32, ptr %14, align 8, !tbaa !219
    #dbg_value(i64 0, !138, !DIExpression(), !221)
  %211 = trunc i32 %210 to i8, !dbg !222
  store i8 %211, ptr %15, align 8, !dbg !224, !tbaa !179, !DIAssignID !234
    #dbg_assign(i8 %211, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !234, ptr %15, !DIExpression(), !148)
    #dbg_value(i64 1, !138, !DIExpression(), !221)
  %212 = lshr i32 %210, 8, !dbg !226
  %213 = trunc i32 %212 to i8, !dbg !222
  store i8 %213, ptr %16, align 1, !dbg !224, !tbaa !179, !DIAssignID !235
    #dbg_assign(i8 %213, !94, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !235, ptr %16, !DIExpression(), !148)
    #dbg_value(i64 2, !138, !DIExpression(), !221)
  %214 = lshr i32 %210, 16, !dbg !226
  %215 = trunc i32 %214 to i8, !dbg !222
  store i8 %215, ptr %17, align 2, !dbg !224, !tbaa !179, !DIAssignID !236
    #dbg_assign(i8 %215, !94, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !236, ptr %17, !DIExpression(), !148)
    #dbg_value(i64 3, !138, !DIExpression(), !221)
  %216 = lshr i32 %210, 24, !dbg !226
  %217 = trunc nuw i32 %216 to i8, !dbg !222
  store i8 %217, ptr %18, align 1, !dbg !224, !tbaa !179, !DIAssignID !237
    #dbg_assign(i8 %217, !94, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !237, ptr %18, !DIExpression(), !148)
    #dbg_value(i64 4, !138, !DIExpression(), !221)
    #dbg_value(i64 3, !136, !DIExpression(), !218)
  %218 = load i32, ptr %19, align 4, !tbaa !219
    #dbg_value(i64 0, !138, !DIExpression(), !221)
  %219 = trunc i32 %218 to i8, !dbg !222
  store i8 %219, ptr %20, align 4, !dbg !224, !tbaa !179, !DIAssignID !238
    #dbg_assign(i8 %219, !94, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !238, ptr %20, !DIExpression(), !148)
    #dbg_value(i64 1, !138, !DIExpression(), !221)
  %220 = lshr i32 %218, 8, !dbg !226
  %221 = trunc i32 %220 to i8, !dbg !222
  store i8 %221, ptr %21, align 1, !dbg !224, !tbaa !179, !DIAssignID !239
    #dbg_assign(i8 %221, !94, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !239, ptr %21, !DIExpression(), !148)
    #dbg_value(i64 2, !138, !DIExpression(), !221)
  %222 = lshr i32 %218, 16, !dbg !226
  %223 = trunc i32 %222 to i8, !dbg !222
  store i8 %223, ptr %22, align 2, !dbg !224, !tbaa !179, !DIAssignID !240
    #dbg_assign(i8 %223, !94, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !240, ptr %22, !DIExpression(), !148)
    #dbg_value(i64 3, !138, !DIExpression(), !221)
  %224 = lshr i32 %218, 24, !dbg !226
  %225 = trunc nuw i32 %224 to i8, !dbg !222
  store i8 %225, ptr %23, align 1, !dbg !224, !tbaa !179, !DIAssignID !241
    #dbg_assign(i8 %225, !94, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !241, ptr %23, !DIExpression(), !148)
    #dbg_value(i64 4, !138, !DIExpression(), !221)
    #dbg_value(i64 4, !136, !DIExpression(), !218)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9, !dbg !242
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9, !dbg !242
    #dbg_value(ptr %3, !166, !DIExpression(), !243)
    #dbg_value(i32 16, !171, !DIExpression(), !243)
    #dbg_value(i64 0, !172, !DIExpression(), !245)
  %226 = and i32 %194, 255, !dbg !246
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %226), !dbg !247
    #dbg_value(i64 1, !172, !DIExpression(), !245)
  %228 = and i32 %196, 255, !dbg !246
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %228), !dbg !247
    #dbg_value(i64 2, !172, !DIExpression(), !245)
  %230 = and i32 %198, 255, !dbg !246
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %230), !dbg !247
    #dbg_value(i64 3, !172, !DIExpression(), !245)
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %200), !dbg !247
    #dbg_value(i64 4, !172, !DIExpression(), !245)
  %233 = and i32 %202, 255, !dbg !246
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %233), !dbg !247
    #dbg_value(i64 5, !172, !DIExpression(), !245)
  %235 = and i32 %204, 255, !dbg !246
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %235), !dbg !247
    #dbg_value(i64 6, !172, !DIExpression(), !245)
  %237 = and i32 %206, 255, !dbg !246
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %237), !dbg !247
    #dbg_value(i64 7, !172, !DIExpression(), !245)
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %208), !dbg !247
    #dbg_value(i64 8, !172, !DIExpression(), !245)
  %240 = and i32 %210, 255, !dbg !246
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %240), !dbg !247
    #dbg_value(i64 9, !172, !DIExpression(), !245)
  %242 = and i32 %212, 255, !dbg !246
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %242), !dbg !247
    #dbg_value(i64 10, !172, !DIExpression(), !245)
  %244 = and i32 %214, 255, !dbg !246
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %244), !dbg !247
    #dbg_value(i64 11, !172, !DIExpression(), !245)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %216), !dbg !247
    #dbg_value(i64 12, !172, !DIExpression(), !245)
  %247 = and i32 %218, 255, !dbg !246
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %247), !dbg !247
    #dbg_value(i64 13, !172, !DIExpression(), !245)
  %249 = and i32 %220, 255, !dbg !246
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %249), !dbg !247
    #dbg_value(i64 14, !172, !DIExpression(), !245)
  %251 = and i32 %222, 255, !dbg !246
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %251), !dbg !247
    #dbg_value(i64 15, !172, !DIExpression(), !245)
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %224), !dbg !247
    #dbg_value(i64 16, !172, !DIExpression(), !245)
  %254 = tail call i32 @putchar(i32 10), !dbg !248
  %255 = add nuw nsw i64 %42, 1, !dbg !249
    #dbg_value(i64 %255, !98, !DIExpression(), !151)
  %256 = icmp eq i64 %255, 5, !dbg !250
  br i1 %256, label %40, label %41, !dbg !152, !llvm.loop !251

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
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !253
    #dbg_value(ptr %4, !166, !DIExpression(), !254)
    #dbg_value(i32 32, !171, !DIExpression(), !254)
    #dbg_value(i64 0, !172, !DIExpression(), !256)
  %275 = load i8, ptr %4, align 16, !dbg !257, !tbaa !179
  %276 = zext i8 %275 to i32, !dbg !257
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %276), !dbg !258
    #dbg_value(i64 1, !172, !DIExpression(), !256)
  %278 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !257
  %279 = load i8, ptr %278, align 1, !dbg !257, !tbaa !179
  %280 = zext i8 %279 to i32, !dbg !257
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %280), !dbg !258
    #dbg_value(i64 2, !172, !DIExpression(), !256)
  %282 = getelementptr inbounds i8, ptr %4, i64 2, !dbg !257
  %283 = load i8, ptr %282, align 2, !dbg !257, !tbaa !179
  %284 = zext i8 %283 to i32, !dbg !257
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %284), !dbg !258
    #dbg_value(i64 3, !172, !DIExpression(), !256)
  %286 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !257
  %287 = load i8, ptr %286, align 1, !dbg !257, !tbaa !179
  %288 = zext i8 %287 to i32, !dbg !257
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %288), !dbg !258
    #dbg_value(i64 4, !172, !DIExpression(), !256)
  %290 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !257
  %291 = load i8, ptr %290, align 4, !dbg !257, !tbaa !179
  %292 = zext i8 %291 to i32, !dbg !257
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %292), !dbg !258
    #dbg_value(i64 5, !172, !DIExpression(), !256)
  %294 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !257
  %295 = load i8, ptr %294, align 1, !dbg !257, !tbaa !179
  %296 = zext i8 %295 to i32, !dbg !257
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %296), !dbg !258
    #dbg_value(i64 6, !172, !DIExpression(), !256)
  %298 = getelementptr inbounds i8, ptr %4, i64 6, !dbg !257
  %299 = load i8, ptr %298, align 2, !dbg !257, !tbaa !179
  %300 = zext i8 %299 to i32, !dbg !257
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %300), !dbg !258
    #dbg_value(i64 7, !172, !DIExpression(), !256)
  %302 = getelementptr inbounds i8, ptr %4, i64 7, !dbg !257
  %303 = load i8, ptr %302, align 1, !dbg !257, !tbaa !179
  %304 = zext i8 %303 to i32, !dbg !257
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %304), !dbg !258
    #dbg_value(i64 8, !172, !DIExpression(), !256)
  %306 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !257
  %307 = load i8, ptr %306, align 8, !dbg !257, !tbaa !179
  %308 = zext i8 %307 to i32, !dbg !257
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %308), !dbg !258
    #dbg_value(i64 9, !172, !DIExpression(), !256)
  %310 = getelementptr inbounds i8, ptr %4, i64 9, !dbg !257
  %311 = load i8, ptr %310, align 1, !dbg !257, !tbaa !179
  %312 = zext i8 %311 to i32, !dbg !257
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %312), !dbg !258
    #dbg_value(i64 10, !172, !DIExpression(), !256)
  %314 = getelementptr inbounds i8, ptr %4, i64 10, !dbg !257
  %315 = load i8, ptr %314, align 2, !dbg !257, !tbaa !179
  %316 = zext i8 %315 to i32, !dbg !257
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %316), !dbg !258
    #dbg_value(i64 11, !172, !DIExpression(), !256)
  %318 = getelementptr inbounds i8, ptr %4, i64 11, !dbg !257
  %319 = load i8, ptr %318, align 1, !dbg !257, !tbaa !179
  %320 = zext i8 %319 to i32, !dbg !257
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %320), !dbg !258
    #dbg_value(i64 12, !172, !DIExpression(), !256)
  %322 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !257
  %323 = load i8, ptr %322, align 4, !dbg !257, !tbaa !179
  %324 = zext i8 %323 to i32, !dbg !257
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %324), !dbg !258
    #dbg_value(i64 13, !172, !DIExpression(), !256)
  %326 = getelementptr inbounds i8, ptr %4, i64 13, !dbg !257
  %327 = load i8, ptr %326, align 1, !dbg !257, !tbaa !179
  %328 = zext i8 %327 to i32, !dbg !257
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %328), !dbg !258
    #dbg_value(i64 14, !172, !DIExpression(), !256)
  %330 = getelementptr inbounds i8, ptr %4, i64 14, !dbg !257
  %331 = load i8, ptr %330, align 2, !dbg !257, !tbaa !179
  %332 = zext i8 %331 to i32, !dbg !257
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %332), !dbg !258
    #dbg_value(i64 15, !172, !DIExpression(), !256)
  %334 = getelementptr inbounds i8, ptr %4, i64 15, !dbg !257
  %335 = load i8, ptr %334, align 1, !dbg !257, !tbaa !179
  %336 = zext i8 %335 to i32, !dbg !257
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %336), !dbg !258
    #dbg_value(i64 16, !172, !DIExpression(), !256)
  %338 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !257
  %339 = load i8, ptr %338, align 16, !dbg !257, !tbaa !179
  %340 = zext i8 %339 to i32, !dbg !257
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %340), !dbg !258
    #dbg_value(i64 17, !172, !DIExpression(), !256)
  %342 = getelementptr inbounds i8, ptr %4, i64 17, !dbg !257
  %343 = load i8, ptr %342, align 1, !dbg !257, !tbaa !179
  %344 = zext i8 %343 to i32, !dbg !257
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %344), !dbg !258
    #dbg_value(i64 18, !172, !DIExpression(), !256)
  %346 = getelementptr inbounds i8, ptr %4, i64 18, !dbg !257
  %347 = load i8, ptr %346, align 2, !dbg !257, !tbaa !179
  %348 = zext i8 %347 to i32, !dbg !257
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %348), !dbg !258
    #dbg_value(i64 19, !172, !DIExpression(), !256)
  %350 = getelementptr inbounds i8, ptr %4, i64 19, !dbg !257
  %351 = load i8, ptr %350, align 1, !dbg !257, !tbaa !179
  %352 = zext i8 %351 to i32, !dbg !257
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %352), !dbg !258
    #dbg_value(i64 20, !172, !DIExpression(), !256)
  %354 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !257
  %355 = load i8, ptr %354, align 4, !dbg !257, !tbaa !179
  %356 = zext i8 %355 to i32, !dbg !257
  %357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %356), !dbg !258
    #dbg_value(i64 21, !172, !DIExpression(), !256)
  %358 = getelementptr inbounds i8, ptr %4, i64 21, !dbg !257
  %359 = load i8, ptr %358, align 1, !dbg !257, !tbaa !179
  %360 = zext i8 %359 to i32, !dbg !257
  %361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %360), !dbg !258
    #dbg_value(i64 22, !172, !DIExpression(), !256)
  %362 = getelementptr inbounds i8, ptr %4, i64 22, !dbg !257
  %363 = load i8, ptr %362, align 2, !dbg !257, !tbaa !179
  %364 = zext i8 %363 to i32, !dbg !257
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %364), !dbg !258
    #dbg_value(i64 23, !172, !DIExpression(), !256)
  %366 = getelementptr inbounds i8, ptr %4, i64 23, !dbg !257
  %367 = load i8, ptr %366, align 1, !dbg !257, !tbaa !179
  %368 = zext i8 %367 to i32, !dbg !257
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %368), !dbg !258
    #dbg_value(i64 24, !172, !DIExpression(), !256)
  %370 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !257
  %371 = load i8, ptr %370, align 8, !dbg !257, !tbaa !179
  %372 = zext i8 %371 to i32, !dbg !257
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %372), !dbg !258
    #dbg_value(i64 25, !172, !DIExpression(), !256)
  %374 = getelementptr inbounds i8, ptr %4, i64 25, !dbg !257
  %375 = load i8, ptr %374, align 1, !dbg !257, !tbaa !179
  %376 = zext i8 %375 to i32, !dbg !257
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %376), !dbg !258
    #dbg_value(i64 26, !172, !DIExpression(), !256)
  %378 = getelementptr inbounds i8, ptr %4, i64 26, !dbg !257
  %379 = load i8, ptr %378, align 2, !dbg !257, !tbaa !179
  %380 = zext i8 %379 to i32, !dbg !257
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %380), !dbg !258
    #dbg_value(i64 27, !172, !DIExpression(), !256)
  %382 = getelementptr inbounds i8, ptr %4, i64 27, !dbg !257
  %383 = load i8, ptr %382, align 1, !dbg !257, !tbaa !179
  %384 = zext i8 %383 to i32, !dbg !257
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %384), !dbg !258
    #dbg_value(i64 28, !172, !DIExpression(), !256)
  %386 = getelementptr inbounds i8, ptr %4, i64 28, !dbg !257
  %387 = load i8, ptr %386, align 4, !dbg !257, !tbaa !179
  %388 = zext i8 %387 to i32, !dbg !257
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %388), !dbg !258
    #dbg_value(i64 29, !172, !DIExpression(), !256)
  %390 = getelementptr inbounds i8, ptr %4, i64 29, !dbg !257
  %391 = load i8, ptr %390, align 1, !dbg !257, !tbaa !179
  %392 = zext i8 %391 to i32, !dbg !257
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %392), !dbg !258
    #dbg_value(i64 30, !172, !DIExpression(), !256)
  %394 = getelementptr inbounds i8, ptr %4, i64 30, !dbg !257
  %395 = load i8, ptr %394, align 2, !dbg !257, !tbaa !179
  %396 = zext i8 %395 to i32, !dbg !257
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %396), !dbg !258
    #dbg_value(i64 31, !172, !DIExpression(), !256)
  %398 = getelementptr inbounds i8, ptr %4, i64 31, !dbg !257
  %399 = load i8, ptr %398, align 1, !dbg !257, !tbaa !179
  %400 = zext i8 %399 to i32, !dbg !257
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %400), !dbg !258
    #dbg_value(i64 32, !172, !DIExpression(), !256)
  %402 = tail call i32 @putchar(i32 10), !dbg !259
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100000) @main.mil, i8 97, i64 100000, i1 false), !dbg !260
  call fastcc void @sha256(ptr noundef nonnull @main.mil, i64 noundef 100000, ptr noundef nonnull %3), !dbg !261
  %403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9), !dbg !262
    #dbg_value(ptr %3, !166, !DIExpression(), !263)
    #dbg_value(i32 32, !171, !DIExpression(), !263)
    #dbg_value(i64 0, !172, !DIExpression(), !265)
  %404 = load i8, ptr %3, align 16, !dbg !266, !tbaa !179
  %405 = zext i8 %404 to i32, !dbg !266
  %406 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %405), !dbg !267
    #dbg_value(i64 1, !172, !DIExpression(), !265)
  %407 = load i8, ptr %6, align 1, !dbg !266, !tbaa !179
  %408 = zext i8 %407 to i32, !dbg !266
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %408), !dbg !267
    #dbg_value(i64 2, !172, !DIExpression(), !265)
  %410 = load i8, ptr %7, align 2, !dbg !266, !tbaa !179
  %411 = zext i8 %410 to i32, !dbg !266
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %411), !dbg !267
    #dbg_value(i64 3, !172, !DIExpression(), !265)
  %413 = load i8, ptr %8, align 1, !dbg !266, !tbaa !179
  %414 = zext i8 %413 to i32, !dbg !266
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %414), !dbg !267
    #dbg_value(i64 4, !172, !DIExpression(), !265)
  %416 = load i8, ptr %10, align 4, !dbg !266, !tbaa !179
  %417 = zext i8 %416 to i32, !dbg !266
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %417), !dbg !267
    #dbg_value(i64 5, !172, !DIExpression(), !265)
  %419 = load i8, ptr %11, align 1, !dbg !266, !tbaa !179
  %420 = zext i8 %419 to i32, !dbg !266
  %421 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %420), !dbg !267
    #dbg_value(i64 6, !172, !DIExpression(), !265)
  %422 = load i8, ptr %12, align 2, !dbg !266, !tbaa !179
  %423 = zext i8 %422 to i32, !dbg !266
  %424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %423), !dbg !267
    #dbg_value(i64 7, !172, !DIExpression(), !265)
  %425 = load i8, ptr %13, align 1, !dbg !266, !tbaa !179
  %426 = zext i8 %425 to i32, !dbg !266
  %427 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %426), !dbg !267
    #dbg_value(i64 8, !172, !DIExpression(), !265)
  %428 = load i8, ptr %15, align 8, !dbg !266, !tbaa !179
  %429 = zext i8 %428 to i32, !dbg !266
  %430 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %429), !dbg !267
    #dbg_value(i64 9, !172, !DIExpression(), !265)
  %431 = load i8, ptr %16, align 1, !dbg !266, !tbaa !179
  %432 = zext i8 %431 to i32, !dbg !266
  %433 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %432), !dbg !267
    #dbg_value(i64 10, !172, !DIExpression(), !265)
  %434 = load i8, ptr %17, align 2, !dbg !266, !tbaa !179
  %435 = zext i8 %434 to i32, !dbg !266
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %435), !dbg !267
    #dbg_value(i64 11, !172, !DIExpression(), !265)
  %437 = load i8, ptr %18, align 1, !dbg !266, !tbaa !179
  %438 = zext i8 %437 to i32, !dbg !266
  %439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %438), !dbg !267
    #dbg_value(i64 12, !172, !DIExpression(), !265)
  %440 = load i8, ptr %20, align 4, !dbg !266, !tbaa !179
  %441 = zext i8 %440 to i32, !dbg !266
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %441), !dbg !267
    #dbg_value(i64 13, !172, !DIExpression(), !265)
  %443 = load i8, ptr %21, align 1, !dbg !266, !tbaa !179
  %444 = zext i8 %443 to i32, !dbg !266
  %445 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %444), !dbg !267
    #dbg_value(i64 14, !172, !DIExpression(), !265)
  %446 = load i8, ptr %22, align 2, !dbg !266, !tbaa !179
  %447 = zext i8 %446 to i32, !dbg !266
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %447), !dbg !267
    #dbg_value(i64 15, !172, !DIExpression(), !265)
  %449 = load i8, ptr %23, align 1, !dbg !266, !tbaa !179
  %450 = zext i8 %449 to i32, !dbg !266
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %450), !dbg !267
    #dbg_value(i64 16, !172, !DIExpression(), !265)
  %452 = load i8, ptr %273, align 16, !dbg !266, !tbaa !179
  %453 = zext i8 %452 to i32, !dbg !266
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %453), !dbg !267
    #dbg_value(i64 17, !172, !DIExpression(), !265)
  %455 = load i8, ptr %272, align 1, !dbg !266, !tbaa !179
  %456 = zext i8 %455 to i32, !dbg !266
  %457 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %456), !dbg !267
    #dbg_value(i64 18, !172, !DIExpression(), !265)
  %458 = load i8, ptr %271, align 2, !dbg !266, !tbaa !179
  %459 = zext i8 %458 to i32, !dbg !266
  %460 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %459), !dbg !267
    #dbg_value(i64 19, !172, !DIExpression(), !265)
  %461 = load i8, ptr %270, align 1, !dbg !266, !tbaa !179
  %462 = zext i8 %461 to i32, !dbg !266
  %463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %462), !dbg !267
    #dbg_value(i64 20, !172, !DIExpression(), !265)
  %464 = load i8, ptr %269, align 4, !dbg !266, !tbaa !179
  %465 = zext i8 %464 to i32, !dbg !266
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %465), !dbg !267
    #dbg_value(i64 21, !172, !DIExpression(), !265)
  %467 = load i8, ptr %268, align 1, !dbg !266, !tbaa !179
  %468 = zext i8 %467 to i32, !dbg !266
  %469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %468), !dbg !267
    #dbg_value(i64 22, !172, !DIExpression(), !265)
  %470 = load i8, ptr %267, align 2, !dbg !266, !tbaa !179
  %471 = zext i8 %470 to i32, !dbg !266
  %472 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %471), !dbg !267
    #dbg_value(i64 23, !172, !DIExpression(), !265)
  %473 = load i8, ptr %266, align 1, !dbg !266, !tbaa !179
  %474 = zext i8 %473 to i32, !dbg !266
  %475 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %474), !dbg !267
    #dbg_value(i64 24, !172, !DIExpression(), !265)
  %476 = load i8, ptr %265, align 8, !dbg !266, !tbaa !179
  %477 = zext i8 %476 to i32, !dbg !266
  %478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %477), !dbg !267
    #dbg_value(i64 25, !172, !DIExpression(), !265)
  %479 = load i8, ptr %264, align 1, !dbg !266, !tbaa !179
  %480 = zext i8 %479 to i32, !dbg !266
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %480), !dbg !267
    #dbg_value(i64 26, !172, !DIExpression(), !265)
  %482 = load i8, ptr %263, align 2, !dbg !266, !tbaa !179
  %483 = zext i8 %482 to i32, !dbg !266
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %483), !dbg !267
    #dbg_value(i64 27, !172, !DIExpression(), !265)
  %485 = load i8, ptr %262, align 1, !dbg !266, !tbaa !179
  %486 = zext i8 %485 to i32, !dbg !266
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %486), !dbg !267
    #dbg_value(i64 28, !172, !DIExpression(), !265)
  %488 = load i8, ptr %261, align 4, !dbg !266, !tbaa !179
  %489 = zext i8 %488 to i32, !dbg !266
  %490 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %489), !dbg !267
    #dbg_value(i64 29, !172, !DIExpression(), !265)
  %491 = load i8, ptr %260, align 1, !dbg !266, !tbaa !179
  %492 = zext i8 %491 to i32, !dbg !266
  %493 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %492), !dbg !267
    #dbg_value(i64 30, !172, !DIExpression(), !265)
  %494 = load i8, ptr %259, align 2, !dbg !266, !tbaa !179
  %495 = zext i8 %494 to i32, !dbg !266
  %496 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %495), !dbg !267
    #dbg_value(i64 31, !172, !DIExpression(), !265)
  %497 = load i8, ptr %258, align 1, !dbg !266, !tbaa !179
  %498 = zext i8 %497 to i32, !dbg !266
  %499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %498), !dbg !267
    #dbg_value(i64 32, !172, !DIExpression(), !265)
  %500 = tail call i32 @putchar(i32 10), !dbg !268
  %501 = load i8, ptr %4, align 16, !dbg !269, !tbaa !179
  %502 = zext i8 %501 to i32, !dbg !269
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9, !dbg !270
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9, !dbg !270
  ret i32 %502, !dbg !271

503:                                              ; preds = %40, %503
  %504 = phi i32 [ 0, %40 ], [ %505, %503 ]
    #dbg_value(i32 %504, !101, !DIExpression(), !156)
  call fastcc void @sha256(ptr noundef nonnull %4, i64 noundef 32, ptr noundef nonnull %4), !dbg !272
  %505 = add nuw nsw i32 %504, 1, !dbg !274
    #dbg_value(i32 %505, !101, !DIExpression(), !156)
  %506 = icmp eq i32 %505, 2000, !dbg !275
  br i1 %506, label %257, label %503, !dbg !157, !llvm.loop !276
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !278 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @sha256(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #4 !dbg !283 {
  %4 = alloca [8 x i32], align 16, !DIAssignID !302
    #dbg_assign(i1 undef, !288, !DIExpression(), !302, ptr %4, !DIExpression(), !303)
  %5 = alloca [128 x i8], align 16, !DIAssignID !304
    #dbg_assign(i1 undef, !291, !DIExpression(), !304, ptr %5, !DIExpression(), !303)
    #dbg_value(ptr %0, !285, !DIExpression(), !303)
    #dbg_value(i64 %1, !286, !DIExpression(), !303)
    #dbg_value(ptr %2, !287, !DIExpression(), !303)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9, !dbg !305
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.sha256.h, i64 32, i1 false), !dbg !306, !DIAssignID !307
    #dbg_assign(i1 undef, !288, !DIExpression(), !307, ptr %4, !DIExpression(), !303)
    #dbg_value(i64 0, !290, !DIExpression(), !303)
  %6 = icmp ult i64 %1, 64, !dbg !308
  br i1 %6, label %13, label %7, !dbg !311

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %11, %7 ], [ 64, %3 ]
  %9 = phi i64 [ %8, %7 ], [ 0, %3 ]
    #dbg_value(i64 %9, !290, !DIExpression(), !303)
  %10 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !312
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef %10), !dbg !313
    #dbg_value(i64 %8, !290, !DIExpression(), !303)
  %11 = add i64 %8, 64, !dbg !314
  %12 = icmp ugt i64 %11, %1, !dbg !308
  br i1 %12, label %13, label %7, !dbg !311, !llvm.loop !315

13:                                               ; preds = %7, %3
  %14 = phi i64 [ 0, %3 ], [ %8, %7 ], !dbg !317
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #9, !dbg !318
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %5, i8 0, i64 128, i1 false), !dbg !319, !DIAssignID !320
    #dbg_assign(i8 0, !291, !DIExpression(), !320, ptr %5, !DIExpression(), !303)
  %15 = sub i64 %1, %14, !dbg !321
    #dbg_value(i64 %15, !292, !DIExpression(), !303)
  %16 = getelementptr inbounds i8, ptr %0, i64 %14, !dbg !322
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr align 1 %16, i64 %15, i1 false), !dbg !323
  %17 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %15, !dbg !324
  store i8 -128, ptr %17, align 1, !dbg !325, !tbaa !179
  %18 = add i64 %15, -56, !dbg !326
  %19 = icmp ult i64 %18, -65, !dbg !326
    #dbg_value(i64 poison, !293, !DIExpression(), !303)
  %20 = shl i64 %1, 3, !dbg !327
    #dbg_value(i64 %20, !294, !DIExpression(), !303)
    #dbg_value(i32 0, !295, !DIExpression(), !328)
  %21 = select i1 %19, i64 127, i64 63
    #dbg_value(i64 0, !295, !DIExpression(), !328)
  %22 = trunc i64 %20 to i8, !dbg !329
  %23 = select i1 %19, i64 127, i64 63, !dbg !331
  %24 = getelementptr inbounds i8, ptr %5, i64 %23, !dbg !331
  store i8 %22, ptr %24, align 1, !dbg !332, !tbaa !179
    #dbg_value(i64 1, !295, !DIExpression(), !328)
  %25 = lshr i64 %20, 8, !dbg !333
  %26 = trunc i64 %25 to i8, !dbg !329
  %27 = add nsw i64 %21, -1, !dbg !334
  %28 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %27, !dbg !331
  store i8 %26, ptr %28, align 2, !dbg !332, !tbaa !179
    #dbg_value(i64 2, !295, !DIExpression(), !328)
  %29 = lshr i64 %20, 16, !dbg !333
  %30 = trunc i64 %29 to i8, !dbg !329
  %31 = add nsw i64 %21, -2, !dbg !334
  %32 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %31, !dbg !331
  store i8 %30, ptr %32, align 1, !dbg !332, !tbaa !179
    #dbg_value(i64 3, !295, !DIExpression(), !328)
  %33 = lshr i64 %20, 24, !dbg !333
  %34 = trunc i64 %33 to i8, !dbg !329
  %35 = add nsw i64 %21, -3, !dbg !334
  %36 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %35, !dbg !331
  store i8 %34, ptr %36, align 4, !dbg !332, !tbaa !179
    #dbg_value(i64 4, !295, !DIExpression(), !328)
  %37 = lshr i64 %20, 32, !dbg !333
  %38 = trunc i64 %37 to i8, !dbg !329
  %39 = add nsw i64 %21, -4, !dbg !334
  %40 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %39, !dbg !331
  store i8 %38, ptr %40, align 1, !dbg !332, !tbaa !179
    #dbg_value(i64 5, !295, !DIExpression(), !328)
  %41 = lshr i64 %20, 40, !dbg !333
  %42 = trunc i64 %41 to i8, !dbg !329
  %43 = add nsw i64 %21, -5, !dbg !334
  %44 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %43, !dbg !331
  store i8 %42, ptr %44, align 2, !dbg !332, !tbaa !179
    #dbg_value(i64 6, !295, !DIExpression(), !328)
  %45 = lshr i64 %20, 48, !dbg !333
  %46 = trunc i64 %45 to i8, !dbg !329
  %47 = add nsw i64 %21, -6, !dbg !334
  %48 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %47, !dbg !331
  store i8 %46, ptr %48, align 1, !dbg !332, !tbaa !179
    #dbg_value(i64 7, !295, !DIExpression(), !328)
  %49 = lshr i64 %20, 56, !dbg !333
  %50 = trunc nuw i64 %49 to i8, !dbg !329
  %51 = add nsw i64 %21, -7, !dbg !334
  %52 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 %51, !dbg !331
  store i8 %50, ptr %52, align 8, !dbg !332, !tbaa !179
    #dbg_value(i64 8, !295, !DIExpression(), !328)
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef nonnull %5), !dbg !335
  br i1 %19, label %53, label %55, !dbg !336

53:                                               ; preds = %13
  %54 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !337
  call fastcc void @sha256_block(ptr noundef nonnull %4, ptr noundef nonnull %54), !dbg !339
  br label %55, !dbg !339

55:                                               ; preds = %53, %13
    #dbg_value(i64 0, !297, !DIExpression(), !340)
  %56 = load i32, ptr %4, align 16, !tbaa !219
    #dbg_value(i64 0, !299, !DIExpression(), !341)
  %57 = lshr i32 %56, 24, !dbg !342
  %58 = trunc nuw i32 %57 to i8, !dbg !344
  store i8 %58, ptr %2, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 1, !299, !DIExpression(), !341)
  %59 = lshr i32 %56, 16, !dbg !342
  %60 = trunc i32 %59 to i8, !dbg !344
  %61 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !346
  store i8 %60, ptr %61, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 2, !299, !DIExpression(), !341)
  %62 = lshr i32 %56, 8, !dbg !342
  %63 = trunc i32 %62 to i8, !dbg !344
  %64 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !346
  store i8 %63, ptr %64, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 3, !299, !DIExpression(), !341)
  %65 = trunc i32 %56 to i8, !dbg !344
  %66 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !346
  store i8 %65, ptr %66, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 4, !299, !DIExpression(), !341)
    #dbg_value(i64 1, !297, !DIExpression(), !340)
  %67 = getelementptr inbounds i8, ptr %4, i64 4
  %68 = load i32, ptr %67, align 4, !tbaa !219
    #dbg_value(i64 0, !299, !DIExpression(), !341)
  %69 = lshr i32 %68, 24, !dbg !342
  %70 = trunc nuw i32 %69 to i8, !dbg !344
  %71 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !346
  store i8 %70, ptr %71, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 1, !299, !DIExpression(), !341)
  %72 = lshr i32 %68, 16, !dbg !342
  %73 = trunc i32 %72 to i8, !dbg !344
  %74 = getelementptr inbounds i8, ptr %2, i64 5, !dbg !346
  store i8 %73, ptr %74, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 2, !299, !DIExpression(), !341)
  %75 = lshr i32 %68, 8, !dbg !342
  %76 = trunc i32 %75 to i8, !dbg !344
  %77 = getelementptr inbounds i8, ptr %2, i64 6, !dbg !346
  store i8 %76, ptr %77, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 3, !299, !DIExpression(), !341)
  %78 = trunc i32 %68 to i8, !dbg !344
  %79 = getelementptr inbounds i8, ptr %2, i64 7, !dbg !346
  store i8 %78, ptr %79, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 4, !299, !DIExpression(), !341)
    #dbg_value(i64 2, !297, !DIExpression(), !340)
  %80 = getelementptr inbounds i8, ptr %4, i64 8
  %81 = load i32, ptr %80, align 8, !tbaa !219
    #dbg_value(i64 0, !299, !DIExpression(), !341)
  %82 = lshr i32 %81, 24, !dbg !342
  %83 = trunc nuw i32 %82 to i8, !dbg !344
  %84 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !346
  store i8 %83, ptr %84, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 1, !299, !DIExpression(), !341)
  %85 = lshr i32 %81, 16, !dbg !342
  %86 = trunc i32 %85 to i8, !dbg !344
  %87 = getelementptr inbounds i8, ptr %2, i64 9, !dbg !346
  store i8 %86, ptr %87, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 2, !299, !DIExpression(), !341)
  %88 = lshr i32 %81, 8, !dbg !342
  %89 = trunc i32 %88 to i8, !dbg !344
  %90 = getelementptr inbounds i8, ptr %2, i64 10, !dbg !346
  store i8 %89, ptr %90, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 3, !299, !DIExpression(), !341)
  %91 = trunc i32 %81 to i8, !dbg !344
  %92 = getelementptr inbounds i8, ptr %2, i64 11, !dbg !346
  store i8 %91, ptr %92, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 4, !299, !DIExpression(), !341)
    #dbg_value(i64 3, !297, !DIExpression(), !340)
  %93 = getelementptr inbounds i8, ptr %4, i64 12
  %94 = load i32, ptr %93, align 4, !tbaa !219
    #dbg_value(i64 0, !299, !DIExpression(), !341)
  %95 = lshr i32 %94, 24, !dbg !342
  %96 = trunc nuw i32 %95 to i8, !dbg !344
  %97 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !346
  store i8 %96, ptr %97, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 1, !299, !DIExpression(), !341)
  %98 = lshr i32 %94, 16, !dbg !342
  %99 = trunc i32 %98 to i8, !dbg !344
  %100 = getelementptr inbounds i8, ptr %2, i64 13, !dbg !346
  store i8 %99, ptr %100, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 2, !299, !DIExpression(), !341)
  %101 = lshr i32 %94, 8, !dbg !342
  %102 = trunc i32 %101 to i8, !dbg !344
  %103 = getelementptr inbounds i8, ptr %2, i64 14, !dbg !346
  store i8 %102, ptr %103, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 3, !299, !DIExpression(), !341)
  %104 = trunc i32 %94 to i8, !dbg !344
  %105 = getelementptr inbounds i8, ptr %2, i64 15, !dbg !346
  store i8 %104, ptr %105, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 4, !299, !DIExpression(), !341)
    #dbg_value(i64 4, !297, !DIExpression(), !340)
  %106 = getelementptr inbounds i8, ptr %4, i64 16
  %107 = load i32, ptr %106, align 16, !tbaa !219
    #dbg_value(i64 0, !299, !DIExpression(), !341)
  %108 = lshr i32 %107, 24, !dbg !342
  %109 = trunc nuw i32 %108 to i8, !dbg !344
  %110 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !346
  store i8 %109, ptr %110, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 1, !299, !DIExpression(), !341)
  %111 = lshr i32 %107, 16, !dbg !342
  %112 = trunc i32 %111 to i8, !dbg !344
  %113 = getelementptr inbounds i8, ptr %2, i64 17, !dbg !346
  store i8 %112, ptr %113, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 2, !299, !DIExpression(), !341)
  %114 = lshr i32 %107, 8, !dbg !342
  %115 = trunc i32 %114 to i8, !dbg !344
  %116 = getelementptr inbounds i8, ptr %2, i64 18, !dbg !346
  store i8 %115, ptr %116, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 3, !299, !DIExpression(), !341)
  %117 = trunc i32 %107 to i8, !dbg !344
  %118 = getelementptr inbounds i8, ptr %2, i64 19, !dbg !346
  store i8 %117, ptr %118, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 4, !299, !DIExpression(), !341)
    #dbg_value(i64 5, !297, !DIExpression(), !340)
  %119 = getelementptr inbounds i8, ptr %4, i64 20
  %120 = load i32, ptr %119, align 4, !tbaa !219
    #dbg_value(i64 0, !299, !DIExpression(), !341)
  %121 = lshr i32 %120, 24, !dbg !342
  %122 = trunc nuw i32 %121 to i8, !dbg !344
  %123 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !346
  store i8 %122, ptr %123, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 1, !299, !DIExpression(), !341)
  %124 = lshr i32 %120, 16, !dbg !342
  %125 = trunc i32 %124 to i8, !dbg !344
  %126 = getelementptr inbounds i8, ptr %2, i64 21, !dbg !346
  store i8 %125, ptr %126, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 2, !299, !DIExpression(), !341)
  %127 = lshr i32 %120, 8, !dbg !342
  %128 = trunc i32 %127 to i8, !dbg !344
  %129 = getelementptr inbounds i8, ptr %2, i64 22, !dbg !346
  store i8 %128, ptr %129, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 3, !299, !DIExpression(), !341)
  %130 = trunc i32 %120 to i8, !dbg !344
  %131 = getelementptr inbounds i8, ptr %2, i64 23, !dbg !346
  store i8 %130, ptr %131, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 4, !299, !DIExpression(), !341)
    #dbg_value(i64 6, !297, !DIExpression(), !340)
  %132 = getelementptr inbounds i8, ptr %4, i64 24
  %133 = load i32, ptr %132, align 8, !tbaa !219
    #dbg_value(i64 0, !299, !DIExpression(), !341)
  %134 = lshr i32 %133, 24, !dbg !342
  %135 = trunc nuw i32 %134 to i8, !dbg !344
  %136 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !346
  store i8 %135, ptr %136, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 1, !299, !DIExpression(), !341)
  %137 = lshr i32 %133, 16, !dbg !342
  %138 = trunc i32 %137 to i8, !dbg !344
  %139 = getelementptr inbounds i8, ptr %2, i64 25, !dbg !346
  store i8 %138, ptr %139, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 2, !299, !DIExpression(), !341)
  %140 = lshr i32 %133, 8, !dbg !342
  %141 = trunc i32 %140 to i8, !dbg !344
  %142 = getelementptr inbounds i8, ptr %2, i64 26, !dbg !346
  store i8 %141, ptr %142, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 3, !299, !DIExpression(), !341)
  %143 = trunc i32 %133 to i8, !dbg !344
  %144 = getelementptr inbounds i8, ptr %2, i64 27, !dbg !346
  store i8 %143, ptr %144, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 4, !299, !DIExpression(), !341)
    #dbg_value(i64 7, !297, !DIExpression(), !340)
  %145 = getelementptr inbounds i8, ptr %4, i64 28
  %146 = load i32, ptr %145, align 4, !tbaa !219
    #dbg_value(i64 0, !299, !DIExpression(), !341)
  %147 = lshr i32 %146, 24, !dbg !342
  %148 = trunc nuw i32 %147 to i8, !dbg !344
  %149 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !346
  store i8 %148, ptr %149, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 1, !299, !DIExpression(), !341)
  %150 = lshr i32 %146, 16, !dbg !342
  %151 = trunc i32 %150 to i8, !dbg !344
  %152 = getelementptr inbounds i8, ptr %2, i64 29, !dbg !346
  store i8 %151, ptr %152, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 2, !299, !DIExpression(), !341)
  %153 = lshr i32 %146, 8, !dbg !342
  %154 = trunc i32 %153 to i8, !dbg !344
  %155 = getelementptr inbounds i8, ptr %2, i64 30, !dbg !346
  store i8 %154, ptr %155, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 3, !299, !DIExpression(), !341)
  %156 = trunc i32 %146 to i8, !dbg !344
  %157 = getelementptr inbounds i8, ptr %2, i64 31, !dbg !346
  store i8 %156, ptr %157, align 1, !dbg !345, !tbaa !179
    #dbg_value(i64 4, !299, !DIExpression(), !341)
    #dbg_value(i64 8, !297, !DIExpression(), !340)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #9, !dbg !347
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9, !dbg !347
  ret void, !dbg !347
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !348 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @sha256_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 !dbg !352 {
  %3 = alloca [64 x i32], align 16, !DIAssignID !387
    #dbg_assign(i1 undef, !359, !DIExpression(), !387, ptr %3, !DIExpression(), !388)
    #dbg_value(ptr %0, !357, !DIExpression(), !388)
    #dbg_value(ptr %1, !358, !DIExpression(), !388)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #9, !dbg !389
    #dbg_value(i32 0, !361, !DIExpression(), !390)
  br label %4, !dbg !391

4:                                                ; preds = %2, %4
  %5 = phi i64 [ 0, %2 ], [ %29, %4 ]
    #dbg_value(i64 %5, !361, !DIExpression(), !390)
  %6 = shl nuw nsw i64 %5, 2, !dbg !392
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !394
  %8 = load i8, ptr %7, align 1, !dbg !394, !tbaa !179
  %9 = zext i8 %8 to i32, !dbg !395
  %10 = shl nuw i32 %9, 24, !dbg !396
  %11 = or disjoint i64 %6, 1, !dbg !397
  %12 = getelementptr inbounds i8, ptr %1, i64 %11, !dbg !398
  %13 = load i8, ptr %12, align 1, !dbg !398, !tbaa !179
  %14 = zext i8 %13 to i32, !dbg !399
  %15 = shl nuw nsw i32 %14, 16, !dbg !400
  %16 = or disjoint i32 %15, %10, !dbg !401
  %17 = or disjoint i64 %6, 2, !dbg !402
  %18 = getelementptr inbounds i8, ptr %1, i64 %17, !dbg !403
  %19 = load i8, ptr %18, align 1, !dbg !403, !tbaa !179
  %20 = zext i8 %19 to i32, !dbg !404
  %21 = shl nuw nsw i32 %20, 8, !dbg !405
  %22 = or disjoint i32 %16, %21, !dbg !406
  %23 = or disjoint i64 %6, 3, !dbg !407
  %24 = getelementptr inbounds i8, ptr %1, i64 %23, !dbg !408
  %25 = load i8, ptr %24, align 1, !dbg !408, !tbaa !179
  %26 = zext i8 %25 to i32, !dbg !408
  %27 = or disjoint i32 %22, %26, !dbg !409
  %28 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %5, !dbg !410
  store i32 %27, ptr %28, align 4, !dbg !411, !tbaa !219
  %29 = add nuw nsw i64 %5, 1, !dbg !412
    #dbg_value(i64 %29, !361, !DIExpression(), !390)
  %30 = icmp eq i64 %29, 16, !dbg !413
  br i1 %30, label %31, label %4, !dbg !391, !llvm.loop !414

31:                                               ; preds = %4
  %32 = load i32, ptr %3, align 16, !dbg !416, !tbaa !219
  br label %49, !dbg !417

33:                                               ; preds = %49
  %34 = load i32, ptr %0, align 4, !dbg !418, !tbaa !219
    #dbg_value(i32 %34, !369, !DIExpression(), !388)
  %35 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !419
  %36 = load i32, ptr %35, align 4, !dbg !419, !tbaa !219
    #dbg_value(i32 %36, !370, !DIExpression(), !388)
  %37 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !420
  %38 = load i32, ptr %37, align 4, !dbg !420, !tbaa !219
    #dbg_value(i32 %38, !371, !DIExpression(), !388)
  %39 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !421
  %40 = load i32, ptr %39, align 4, !dbg !421, !tbaa !219
    #dbg_value(i32 %40, !372, !DIExpression(), !388)
  %41 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !422
  %42 = load i32, ptr %41, align 4, !dbg !422, !tbaa !219
    #dbg_value(i32 %42, !373, !DIExpression(), !388)
  %43 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !423
  %44 = load i32, ptr %43, align 4, !dbg !423, !tbaa !219
    #dbg_value(i32 %44, !374, !DIExpression(), !388)
  %45 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !424
  %46 = load i32, ptr %45, align 4, !dbg !424, !tbaa !219
    #dbg_value(i32 %46, !375, !DIExpression(), !388)
  %47 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !425
  %48 = load i32, ptr %47, align 4, !dbg !425, !tbaa !219
    #dbg_value(i32 %48, !376, !DIExpression(), !388)
    #dbg_value(i32 0, !377, !DIExpression(), !426)
    #dbg_value(i32 %34, !369, !DIExpression(), !388)
    #dbg_value(i32 %36, !370, !DIExpression(), !388)
    #dbg_value(i32 %38, !371, !DIExpression(), !388)
    #dbg_value(i32 %40, !372, !DIExpression(), !388)
    #dbg_value(i32 %46, !375, !DIExpression(), !388)
    #dbg_value(i32 %44, !374, !DIExpression(), !388)
    #dbg_value(i32 %42, !373, !DIExpression(), !388)
  br label %86, !dbg !427

49:                                               ; preds = %31, %49
  %50 = phi i32 [ %32, %31 ], [ %54, %49 ], !dbg !416
  %51 = phi i64 [ 16, %31 ], [ %75, %49 ]
    #dbg_value(i64 %51, !363, !DIExpression(), !428)
  %52 = add nsw i64 %51, -15, !dbg !429
  %53 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %52, !dbg !429
  %54 = load i32, ptr %53, align 4, !dbg !429, !tbaa !219
  %55 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %54, i32 25), !dbg !429
  %56 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %54, i32 14), !dbg !430
  %57 = xor i32 %55, %56, !dbg !431
  %58 = lshr i32 %54, 3, !dbg !432
  %59 = xor i32 %57, %58, !dbg !433
    #dbg_value(i32 %59, !365, !DIExpression(), !434)
  %60 = add nsw i64 %51, -2, !dbg !435
  %61 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %60, !dbg !435
  %62 = load i32, ptr %61, align 4, !dbg !435, !tbaa !219
  %63 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 15), !dbg !435
  %64 = tail call i32 @llvm.fshl.i32(i32 %62, i32 %62, i32 13), !dbg !436
  %65 = xor i32 %63, %64, !dbg !437
  %66 = lshr i32 %62, 10, !dbg !438
  %67 = xor i32 %65, %66, !dbg !439
    #dbg_value(i32 %67, !368, !DIExpression(), !434)
  %68 = add i32 %59, %50, !dbg !440
  %69 = add nsw i64 %51, -7, !dbg !441
  %70 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %69, !dbg !442
  %71 = load i32, ptr %70, align 4, !dbg !442, !tbaa !219
  %72 = add i32 %68, %71, !dbg !443
  %73 = add i32 %72, %67, !dbg !444
  %74 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %51, !dbg !445
  store i32 %73, ptr %74, align 4, !dbg !446, !tbaa !219
  %75 = add nuw nsw i64 %51, 1, !dbg !447
    #dbg_value(i64 %75, !363, !DIExpression(), !428)
  %76 = icmp eq i64 %75, 64, !dbg !448
  br i1 %76, label %33, label %49, !dbg !417, !llvm.loop !449

77:                                               ; preds = %86
  %78 = add i32 %124, %34, !dbg !451
  store i32 %78, ptr %0, align 4, !dbg !451, !tbaa !219
  %79 = add i32 %88, %36, !dbg !452
  store i32 %79, ptr %35, align 4, !dbg !452, !tbaa !219
  %80 = add i32 %89, %38, !dbg !453
  store i32 %80, ptr %37, align 4, !dbg !453, !tbaa !219
  %81 = add i32 %90, %40, !dbg !454
  store i32 %81, ptr %39, align 4, !dbg !454, !tbaa !219
  %82 = add i32 %123, %42, !dbg !455
  store i32 %82, ptr %41, align 4, !dbg !455, !tbaa !219
  %83 = add i32 %95, %44, !dbg !456
  store i32 %83, ptr %43, align 4, !dbg !456, !tbaa !219
  %84 = add i32 %94, %46, !dbg !457
  store i32 %84, ptr %45, align 4, !dbg !457, !tbaa !219
  %85 = add i32 %93, %48, !dbg !458
  store i32 %85, ptr %47, align 4, !dbg !458, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #9, !dbg !459
  ret void, !dbg !459

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
    #dbg_value(i32 %88, !369, !DIExpression(), !388)
    #dbg_value(i32 %89, !370, !DIExpression(), !388)
    #dbg_value(i32 %90, !371, !DIExpression(), !388)
    #dbg_value(i32 %91, !372, !DIExpression(), !388)
    #dbg_value(i64 %87, !377, !DIExpression(), !426)
    #dbg_value(i32 %92, !376, !DIExpression(), !388)
    #dbg_value(i32 %93, !375, !DIExpression(), !388)
    #dbg_value(i32 %94, !374, !DIExpression(), !388)
    #dbg_value(i32 %95, !373, !DIExpression(), !388)
  %96 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 26), !dbg !460
  %97 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 21), !dbg !461
  %98 = xor i32 %96, %97, !dbg !462
  %99 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 7), !dbg !463
  %100 = xor i32 %98, %99, !dbg !464
    #dbg_value(i32 %100, !379, !DIExpression(), !465)
  %101 = and i32 %94, %95, !dbg !466
  %102 = xor i32 %95, -1, !dbg !467
  %103 = and i32 %93, %102, !dbg !468
  %104 = or i32 %103, %101, !dbg !469
    #dbg_value(i32 %104, !382, !DIExpression(), !465)
  %105 = add i32 %92, %100, !dbg !470
  %106 = add i32 %105, %104, !dbg !471
  %107 = getelementptr inbounds [64 x i32], ptr @K, i64 0, i64 %87, !dbg !472
  %108 = load i32, ptr %107, align 4, !dbg !472, !tbaa !219
  %109 = add i32 %106, %108, !dbg !473
  %110 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %87, !dbg !474
  %111 = load i32, ptr %110, align 4, !dbg !474, !tbaa !219
  %112 = add i32 %109, %111, !dbg !475
    #dbg_value(i32 %112, !383, !DIExpression(), !465)
  %113 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 30), !dbg !476
  %114 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 19), !dbg !477
  %115 = xor i32 %113, %114, !dbg !478
  %116 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 10), !dbg !479
  %117 = xor i32 %115, %116, !dbg !480
    #dbg_value(i32 %117, !384, !DIExpression(), !465)
  %118 = xor i32 %89, %90, !dbg !481
  %119 = and i32 %88, %118, !dbg !481
  %120 = and i32 %89, %90, !dbg !482
  %121 = xor i32 %119, %120, !dbg !483
    #dbg_value(i32 %121, !385, !DIExpression(), !465)
  %122 = add i32 %117, %121, !dbg !484
    #dbg_value(i32 %122, !386, !DIExpression(), !465)
    #dbg_value(i32 %93, !376, !DIExpression(), !388)
    #dbg_value(i32 %94, !375, !DIExpression(), !388)
    #dbg_value(i32 %95, !374, !DIExpression(), !388)
  %123 = add i32 %112, %91, !dbg !485
    #dbg_value(i32 %123, !373, !DIExpression(), !388)
    #dbg_value(i32 %90, !372, !DIExpression(), !388)
    #dbg_value(i32 %89, !371, !DIExpression(), !388)
    #dbg_value(i32 %88, !370, !DIExpression(), !388)
  %124 = add i32 %122, %112, !dbg !486
    #dbg_value(i32 %124, !369, !DIExpression(), !388)
  %125 = add nuw nsw i64 %87, 1, !dbg !487
    #dbg_value(i64 %125, !377, !DIExpression(), !426)
  %126 = icmp eq i64 %125, 64, !dbg !488
  br i1 %126, label %77, label %86, !dbg !427, !llvm.loop !489
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @md5_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #4 !dbg !491 {
  %3 = alloca [16 x i32], align 16, !DIAssignID !513
    #dbg_assign(i1 undef, !495, !DIExpression(), !513, ptr %3, !DIExpression(), !514)
    #dbg_value(ptr %0, !493, !DIExpression(), !514)
    #dbg_value(ptr %1, !494, !DIExpression(), !514)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9, !dbg !515
    #dbg_value(i32 0, !499, !DIExpression(), !516)
  br label %12, !dbg !517

4:                                                ; preds = %12
  %5 = load i32, ptr %0, align 4, !dbg !518, !tbaa !219
    #dbg_value(i32 %5, !501, !DIExpression(), !514)
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !519
  %7 = load i32, ptr %6, align 4, !dbg !519, !tbaa !219
    #dbg_value(i32 %7, !502, !DIExpression(), !514)
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !520
  %9 = load i32, ptr %8, align 4, !dbg !520, !tbaa !219
    #dbg_value(i32 %9, !503, !DIExpression(), !514)
  %10 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !521
  %11 = load i32, ptr %10, align 4, !dbg !521, !tbaa !219
    #dbg_value(i32 %11, !504, !DIExpression(), !514)
    #dbg_value(i32 0, !505, !DIExpression(), !522)
    #dbg_value(i32 %5, !501, !DIExpression(), !514)
    #dbg_value(i32 %9, !503, !DIExpression(), !514)
    #dbg_value(i32 %7, !502, !DIExpression(), !514)
  br label %44, !dbg !523

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %37, %12 ]
    #dbg_value(i64 %13, !499, !DIExpression(), !516)
  %14 = shl nuw nsw i64 %13, 2, !dbg !524
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !526
  %16 = load i8, ptr %15, align 1, !dbg !526, !tbaa !179
  %17 = zext i8 %16 to i32, !dbg !527
  %18 = or disjoint i64 %14, 1, !dbg !528
  %19 = getelementptr inbounds i8, ptr %1, i64 %18, !dbg !529
  %20 = load i8, ptr %19, align 1, !dbg !529, !tbaa !179
  %21 = zext i8 %20 to i32, !dbg !530
  %22 = shl nuw nsw i32 %21, 8, !dbg !531
  %23 = or disjoint i32 %22, %17, !dbg !532
  %24 = or disjoint i64 %14, 2, !dbg !533
  %25 = getelementptr inbounds i8, ptr %1, i64 %24, !dbg !534
  %26 = load i8, ptr %25, align 1, !dbg !534, !tbaa !179
  %27 = zext i8 %26 to i32, !dbg !535
  %28 = shl nuw nsw i32 %27, 16, !dbg !536
  %29 = or disjoint i32 %23, %28, !dbg !537
  %30 = or disjoint i64 %14, 3, !dbg !538
  %31 = getelementptr inbounds i8, ptr %1, i64 %30, !dbg !539
  %32 = load i8, ptr %31, align 1, !dbg !539, !tbaa !179
  %33 = zext i8 %32 to i32, !dbg !540
  %34 = shl nuw i32 %33, 24, !dbg !541
  %35 = or disjoint i32 %29, %34, !dbg !542
  %36 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %13, !dbg !543
  store i32 %35, ptr %36, align 4, !dbg !544, !tbaa !219
  %37 = add nuw nsw i64 %13, 1, !dbg !545
    #dbg_value(i64 %37, !499, !DIExpression(), !516)
  %38 = icmp eq i64 %37, 16, !dbg !546
  br i1 %38, label %4, label %12, !dbg !517, !llvm.loop !547

39:                                               ; preds = %80
  %40 = add i32 %47, %5, !dbg !549
  store i32 %40, ptr %0, align 4, !dbg !549, !tbaa !219
  %41 = add i32 %96, %7, !dbg !550
  store i32 %41, ptr %6, align 4, !dbg !550, !tbaa !219
  %42 = add i32 %49, %9, !dbg !551
  store i32 %42, ptr %8, align 4, !dbg !551, !tbaa !219
  %43 = add i32 %48, %11, !dbg !552
  store i32 %43, ptr %10, align 4, !dbg !552, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9, !dbg !553
  ret void, !dbg !553

44:                                               ; preds = %4, %80
  %45 = phi i64 [ 0, %4 ], [ %97, %80 ]
  %46 = phi i32 [ %5, %4 ], [ %47, %80 ]
  %47 = phi i32 [ %11, %4 ], [ %48, %80 ]
  %48 = phi i32 [ %9, %4 ], [ %49, %80 ]
  %49 = phi i32 [ %7, %4 ], [ %96, %80 ]
    #dbg_value(i32 %46, !501, !DIExpression(), !514)
    #dbg_value(i64 %45, !505, !DIExpression(), !522)
    #dbg_value(i32 %47, !504, !DIExpression(), !514)
    #dbg_value(i32 %48, !503, !DIExpression(), !514)
    #dbg_value(i32 %49, !502, !DIExpression(), !514)
  %50 = icmp ult i64 %45, 16, !dbg !554
  br i1 %50, label %51, label %56, !dbg !556

51:                                               ; preds = %44
  %52 = and i32 %48, %49, !dbg !557
  %53 = xor i32 %49, -1, !dbg !559
  %54 = and i32 %47, %53, !dbg !560
  %55 = or i32 %54, %52, !dbg !561
    #dbg_value(i32 %55, !507, !DIExpression(), !562)
    #dbg_value(i64 %45, !510, !DIExpression(), !562)
  br label %80, !dbg !563

56:                                               ; preds = %44
  %57 = icmp ult i64 %45, 32, !dbg !564
  br i1 %57, label %58, label %66, !dbg !566

58:                                               ; preds = %56
  %59 = and i32 %47, %49, !dbg !567
  %60 = xor i32 %47, -1, !dbg !569
  %61 = and i32 %48, %60, !dbg !570
  %62 = or i32 %59, %61, !dbg !571
    #dbg_value(i32 %62, !507, !DIExpression(), !562)
  %63 = mul nuw nsw i64 %45, 5, !dbg !572
  %64 = add nuw nsw i64 %63, 1, !dbg !572
  %65 = and i64 %64, 15, !dbg !572
    #dbg_value(i64 %45, !510, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 5, DW_OP_mul, DW_OP_plus_uconst, 1, DW_OP_constu, 15, DW_OP_and, DW_OP_stack_value), !562)
  br label %80, !dbg !573

66:                                               ; preds = %56
  %67 = icmp ult i64 %45, 48, !dbg !574
  br i1 %67, label %68, label %74, !dbg !576

68:                                               ; preds = %66
  %69 = xor i32 %48, %49, !dbg !577
  %70 = xor i32 %69, %47, !dbg !579
    #dbg_value(i32 %70, !507, !DIExpression(), !562)
  %71 = mul nuw nsw i64 %45, 3, !dbg !580
  %72 = add nuw nsw i64 %71, 5, !dbg !580
  %73 = and i64 %72, 15, !dbg !580
    #dbg_value(i64 %45, !510, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus_uconst, 5, DW_OP_constu, 15, DW_OP_and, DW_OP_stack_value), !562)
  br label %80, !dbg !581

74:                                               ; preds = %66
  %75 = xor i32 %47, -1, !dbg !582
  %76 = or i32 %49, %75, !dbg !584
  %77 = xor i32 %76, %48, !dbg !585
    #dbg_value(i32 %77, !507, !DIExpression(), !562)
  %78 = mul i64 %45, 7, !dbg !586
  %79 = and i64 %78, 15, !dbg !586
    #dbg_value(i64 %45, !510, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 7, DW_OP_mul, DW_OP_constu, 15, DW_OP_and, DW_OP_stack_value), !562)
  br label %80

80:                                               ; preds = %58, %74, %68, %51
  %81 = phi i32 [ %55, %51 ], [ %62, %58 ], [ %70, %68 ], [ %77, %74 ], !dbg !587
  %82 = phi i64 [ %45, %51 ], [ %65, %58 ], [ %73, %68 ], [ %79, %74 ], !dbg !587
    #dbg_value(i32 poison, !510, !DIExpression(), !562)
    #dbg_value(i32 %81, !507, !DIExpression(), !562)
    #dbg_value(i32 %47, !511, !DIExpression(), !562)
    #dbg_value(i32 %48, !504, !DIExpression(), !514)
    #dbg_value(i32 %49, !503, !DIExpression(), !514)
  %83 = add i32 %81, %46, !dbg !588
  %84 = getelementptr inbounds [64 x i32], ptr @MK, i64 0, i64 %45, !dbg !589
  %85 = load i32, ptr %84, align 4, !dbg !589, !tbaa !219
  %86 = add i32 %83, %85, !dbg !590
  %87 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %82, !dbg !591
  %88 = load i32, ptr %87, align 4, !dbg !591, !tbaa !219
  %89 = add i32 %86, %88, !dbg !592
    #dbg_value(i32 %89, !512, !DIExpression(), !562)
  %90 = getelementptr inbounds [64 x i32], ptr @MS, i64 0, i64 %45, !dbg !593
  %91 = load i32, ptr %90, align 4, !dbg !593, !tbaa !219
  %92 = shl i32 %89, %91, !dbg !594
  %93 = sub nsw i32 32, %91, !dbg !595
  %94 = lshr i32 %89, %93, !dbg !596
  %95 = or i32 %94, %92, !dbg !597
  %96 = add i32 %95, %49, !dbg !598
    #dbg_value(i32 %96, !502, !DIExpression(), !514)
    #dbg_value(i32 %47, !501, !DIExpression(), !514)
  %97 = add nuw nsw i64 %45, 1, !dbg !599
    #dbg_value(i64 %97, !505, !DIExpression(), !522)
  %98 = icmp eq i64 %97, 64, !dbg !600
  br i1 %98, label %39, label %44, !dbg !523, !llvm.loop !601
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

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!106, !107, !108, !109, !110, !111, !112}
!llvm.ident = !{!113}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/sha256_md5.c", directory: ".", checksumkind: CSK_MD5, checksum: "8261de565d1d2f15fce571365b58dfeb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 57)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 44)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 64)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 17)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 6)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 7)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "mil", scope: !44, file: !2, line: 59, type: !103, isLocal: true, isDefinition: true)
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 54, type: !45, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !89)
!45 = !DISubroutineType(types: !46)
!46 = !{!47}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !63, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !57, !52, !60}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !53, line: 24, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !55, line: 38, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !53, line: 27, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !55, line: 45, baseType: !59)
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !53, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !55, line: 42, baseType: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !{!0, !7, !12, !17, !22, !27, !32, !64, !37, !42, !69, !74, !78, !83, !85}
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 2)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 8)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "K", scope: !48, file: !2, line: 6, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 2048, elements: !25)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 5)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "MK", scope: !48, file: !2, line: 29, type: !76, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "MS", scope: !48, file: !2, line: 34, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 2048, elements: !25)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!89 = !{!90, !94, !98, !100, !101}
!90 = !DILocalVariable(name: "v", scope: !44, file: !2, line: 55, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 320, elements: !81)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!94 = !DILocalVariable(name: "o", scope: !44, file: !2, line: 56, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 256, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 32)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 57, type: !47)
!99 = distinct !DILexicalBlock(scope: !44, file: !2, line: 57, column: 5)
!100 = !DILocalVariable(name: "chain", scope: !44, file: !2, line: 58, type: !95)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 58, type: !47)
!102 = distinct !DILexicalBlock(scope: !44, file: !2, line: 58, column: 32)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 800000, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 100000)
!106 = !{i32 7, !"Dwarf Version", i32 5}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DIAssignID()
!115 = !DILocalVariable(name: "h", scope: !116, file: !2, line: 46, type: !141)
!116 = distinct !DISubprogram(name: "md5", scope: !2, file: !2, line: 45, type: !117, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !122)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !50, !119, !121}
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !120, line: 18, baseType: !59)
!120 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!122 = !{!123, !124, !125, !115, !126, !127, !131, !132, !133, !134, !136, !138}
!123 = !DILocalVariable(name: "m", arg: 1, scope: !116, file: !2, line: 45, type: !50)
!124 = !DILocalVariable(name: "n", arg: 2, scope: !116, file: !2, line: 45, type: !119)
!125 = !DILocalVariable(name: "out", arg: 3, scope: !116, file: !2, line: 45, type: !121)
!126 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 46, type: !119)
!127 = !DILocalVariable(name: "last", scope: !116, file: !2, line: 47, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 1024, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 128)
!131 = !DILocalVariable(name: "r", scope: !116, file: !2, line: 47, type: !119)
!132 = !DILocalVariable(name: "tot", scope: !116, file: !2, line: 47, type: !119)
!133 = !DILocalVariable(name: "bits", scope: !116, file: !2, line: 47, type: !57)
!134 = !DILocalVariable(name: "k", scope: !135, file: !2, line: 48, type: !47)
!135 = distinct !DILexicalBlock(scope: !116, file: !2, line: 48, column: 5)
!136 = !DILocalVariable(name: "k", scope: !137, file: !2, line: 50, type: !47)
!137 = distinct !DILexicalBlock(scope: !116, file: !2, line: 50, column: 5)
!138 = !DILocalVariable(name: "j", scope: !139, file: !2, line: 50, type: !47)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 50, column: 33)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 50, column: 5)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, elements: !10)
!142 = !DILocation(line: 0, scope: !116, inlinedAt: !143)
!143 = distinct !DILocation(line: 57, column: 149, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 57, column: 33)
!145 = distinct !DILexicalBlock(scope: !99, file: !2, line: 57, column: 5)
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !44)
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 56, column: 5, scope: !44)
!151 = !DILocation(line: 0, scope: !99)
!152 = !DILocation(line: 57, column: 5, scope: !99)
!153 = !DILocation(line: 58, column: 5, scope: !44)
!154 = !DILocation(line: 58, column: 13, scope: !44)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 0, scope: !102)
!157 = !DILocation(line: 58, column: 32, scope: !102)
!158 = !DILocation(line: 57, column: 64, scope: !144)
!159 = !{!160, !160, i64 0}
!160 = !{!"any pointer", !161, i64 0}
!161 = !{!"omnipotent char", !162, i64 0}
!162 = !{!"Simple C/C++ TBAA"}
!163 = !DILocation(line: 57, column: 35, scope: !144)
!164 = !DILocation(line: 57, column: 101, scope: !144)
!165 = !DILocation(line: 57, column: 71, scope: !144)
!166 = !DILocalVariable(name: "d", arg: 1, scope: !167, file: !2, line: 52, type: !50)
!167 = distinct !DISubprogram(name: "hex", scope: !2, file: !2, line: 52, type: !168, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !50, !47}
!170 = !{!166, !171, !172}
!171 = !DILocalVariable(name: "n", arg: 2, scope: !167, file: !2, line: 52, type: !47)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 52, type: !47)
!173 = distinct !DILexicalBlock(scope: !167, file: !2, line: 52, column: 44)
!174 = !DILocation(line: 0, scope: !167, inlinedAt: !175)
!175 = distinct !DILocation(line: 57, column: 119, scope: !144)
!176 = !DILocation(line: 0, scope: !173, inlinedAt: !175)
!177 = !DILocation(line: 52, column: 87, scope: !178, inlinedAt: !175)
!178 = distinct !DILexicalBlock(scope: !173, file: !2, line: 52, column: 44)
!179 = !{!161, !161, i64 0}
!180 = !DILocation(line: 52, column: 72, scope: !178, inlinedAt: !175)
!181 = !DILocation(line: 57, column: 131, scope: !144)
!182 = !DILocation(line: 57, column: 176, scope: !144)
!183 = !DILocation(line: 46, column: 5, scope: !116, inlinedAt: !143)
!184 = !DILocation(line: 46, column: 14, scope: !116, inlinedAt: !143)
!185 = distinct !DIAssignID()
!186 = !DILocation(line: 46, column: 101, scope: !187, inlinedAt: !143)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 46, column: 87)
!188 = distinct !DILexicalBlock(scope: !116, file: !2, line: 46, column: 87)
!189 = !DILocation(line: 46, column: 87, scope: !188, inlinedAt: !143)
!190 = !DILocation(line: 46, column: 131, scope: !187, inlinedAt: !143)
!191 = !DILocation(line: 46, column: 116, scope: !187, inlinedAt: !143)
!192 = !DILocation(line: 46, column: 96, scope: !187, inlinedAt: !143)
!193 = distinct !{!193, !189, !194, !195}
!194 = !DILocation(line: 46, column: 134, scope: !188, inlinedAt: !143)
!195 = !{!"llvm.loop.mustprogress"}
!196 = !DILocation(line: 46, scope: !116, inlinedAt: !143)
!197 = !DILocation(line: 47, column: 5, scope: !116, inlinedAt: !143)
!198 = !DILocation(line: 47, column: 13, scope: !116, inlinedAt: !143)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 47, column: 45, scope: !116, inlinedAt: !143)
!201 = !DILocation(line: 47, column: 65, scope: !116, inlinedAt: !143)
!202 = !DILocation(line: 47, column: 50, scope: !116, inlinedAt: !143)
!203 = !DILocation(line: 47, column: 74, scope: !116, inlinedAt: !143)
!204 = !DILocation(line: 47, column: 82, scope: !116, inlinedAt: !143)
!205 = !DILocation(line: 47, column: 109, scope: !116, inlinedAt: !143)
!206 = !DILocation(line: 47, column: 155, scope: !116, inlinedAt: !143)
!207 = !DILocation(line: 0, scope: !135, inlinedAt: !143)
!208 = !DILocation(line: 48, column: 53, scope: !209, inlinedAt: !143)
!209 = distinct !DILexicalBlock(scope: !135, file: !2, line: 48, column: 5)
!210 = !DILocation(line: 48, column: 33, scope: !209, inlinedAt: !143)
!211 = !DILocation(line: 48, column: 51, scope: !209, inlinedAt: !143)
!212 = !DILocation(line: 48, column: 68, scope: !209, inlinedAt: !143)
!213 = !DILocation(line: 48, column: 46, scope: !209, inlinedAt: !143)
!214 = !DILocation(line: 49, column: 5, scope: !116, inlinedAt: !143)
!215 = !DILocation(line: 49, column: 29, scope: !116, inlinedAt: !143)
!216 = !DILocation(line: 49, column: 41, scope: !217, inlinedAt: !143)
!217 = distinct !DILexicalBlock(scope: !116, file: !2, line: 49, column: 29)
!218 = !DILocation(line: 0, scope: !137, inlinedAt: !143)
!219 = !{!220, !220, i64 0}
!220 = !{!"int", !161, i64 0}
!221 = !DILocation(line: 0, scope: !139, inlinedAt: !143)
!222 = !DILocation(line: 50, column: 78, scope: !223, inlinedAt: !143)
!223 = distinct !DILexicalBlock(scope: !139, file: !2, line: 50, column: 33)
!224 = !DILocation(line: 50, column: 76, scope: !223, inlinedAt: !143)
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 50, column: 93, scope: !223, inlinedAt: !143)
!227 = distinct !DIAssignID()
!228 = distinct !DIAssignID()
!229 = distinct !DIAssignID()
!230 = distinct !DIAssignID()
!231 = distinct !DIAssignID()
!232 = distinct !DIAssignID()
!233 = distinct !DIAssignID()
!234 = distinct !DIAssignID()
!235 = distinct !DIAssignID()
!236 = distinct !DIAssignID()
!237 = distinct !DIAssignID()
!238 = distinct !DIAssignID()
!239 = distinct !DIAssignID()
!240 = distinct !DIAssignID()
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 51, column: 1, scope: !116, inlinedAt: !143)
!243 = !DILocation(line: 0, scope: !167, inlinedAt: !244)
!244 = distinct !DILocation(line: 57, column: 194, scope: !144)
!245 = !DILocation(line: 0, scope: !173, inlinedAt: !244)
!246 = !DILocation(line: 52, column: 87, scope: !178, inlinedAt: !244)
!247 = !DILocation(line: 52, column: 72, scope: !178, inlinedAt: !244)
!248 = !DILocation(line: 57, column: 206, scope: !144)
!249 = !DILocation(line: 57, column: 29, scope: !145)
!250 = !DILocation(line: 57, column: 23, scope: !145)
!251 = distinct !{!251, !152, !252, !195}
!252 = !DILocation(line: 57, column: 220, scope: !99)
!253 = !DILocation(line: 58, column: 89, scope: !44)
!254 = !DILocation(line: 0, scope: !167, inlinedAt: !255)
!255 = distinct !DILocation(line: 58, column: 107, scope: !44)
!256 = !DILocation(line: 0, scope: !173, inlinedAt: !255)
!257 = !DILocation(line: 52, column: 87, scope: !178, inlinedAt: !255)
!258 = !DILocation(line: 52, column: 72, scope: !178, inlinedAt: !255)
!259 = !DILocation(line: 58, column: 123, scope: !44)
!260 = !DILocation(line: 59, column: 33, scope: !44)
!261 = !DILocation(line: 59, column: 63, scope: !44)
!262 = !DILocation(line: 59, column: 91, scope: !44)
!263 = !DILocation(line: 0, scope: !167, inlinedAt: !264)
!264 = distinct !DILocation(line: 59, column: 110, scope: !44)
!265 = !DILocation(line: 0, scope: !173, inlinedAt: !264)
!266 = !DILocation(line: 52, column: 87, scope: !178, inlinedAt: !264)
!267 = !DILocation(line: 52, column: 72, scope: !178, inlinedAt: !264)
!268 = !DILocation(line: 59, column: 122, scope: !44)
!269 = !DILocation(line: 60, column: 12, scope: !44)
!270 = !DILocation(line: 61, column: 1, scope: !44)
!271 = !DILocation(line: 60, column: 5, scope: !44)
!272 = !DILocation(line: 58, column: 63, scope: !273)
!273 = distinct !DILexicalBlock(scope: !102, file: !2, line: 58, column: 32)
!274 = !DILocation(line: 58, column: 59, scope: !273)
!275 = !DILocation(line: 58, column: 50, scope: !273)
!276 = distinct !{!276, !157, !277, !195}
!277 = !DILocation(line: 58, column: 86, scope: !102)
!278 = !DISubprogram(name: "printf", scope: !279, file: !279, line: 356, type: !280, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!280 = !DISubroutineType(types: !281)
!281 = !{!47, !282, null}
!282 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!283 = distinct !DISubprogram(name: "sha256", scope: !2, file: !2, line: 21, type: !117, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !284)
!284 = !{!285, !286, !287, !288, !290, !291, !292, !293, !294, !295, !297, !299}
!285 = !DILocalVariable(name: "m", arg: 1, scope: !283, file: !2, line: 21, type: !50)
!286 = !DILocalVariable(name: "n", arg: 2, scope: !283, file: !2, line: 21, type: !119)
!287 = !DILocalVariable(name: "out", arg: 3, scope: !283, file: !2, line: 21, type: !121)
!288 = !DILocalVariable(name: "h", scope: !283, file: !2, line: 22, type: !289)
!289 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 256, elements: !72)
!290 = !DILocalVariable(name: "i", scope: !283, file: !2, line: 23, type: !119)
!291 = !DILocalVariable(name: "last", scope: !283, file: !2, line: 24, type: !128)
!292 = !DILocalVariable(name: "r", scope: !283, file: !2, line: 24, type: !119)
!293 = !DILocalVariable(name: "tot", scope: !283, file: !2, line: 24, type: !119)
!294 = !DILocalVariable(name: "bits", scope: !283, file: !2, line: 25, type: !57)
!295 = !DILocalVariable(name: "k", scope: !296, file: !2, line: 25, type: !47)
!296 = distinct !DILexicalBlock(scope: !283, file: !2, line: 25, column: 38)
!297 = !DILocalVariable(name: "k", scope: !298, file: !2, line: 27, type: !47)
!298 = distinct !DILexicalBlock(scope: !283, file: !2, line: 27, column: 5)
!299 = !DILocalVariable(name: "j", scope: !300, file: !2, line: 27, type: !47)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 27, column: 33)
!301 = distinct !DILexicalBlock(scope: !298, file: !2, line: 27, column: 5)
!302 = distinct !DIAssignID()
!303 = !DILocation(line: 0, scope: !283)
!304 = distinct !DIAssignID()
!305 = !DILocation(line: 22, column: 5, scope: !283)
!306 = !DILocation(line: 22, column: 14, scope: !283)
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 23, column: 33, scope: !309)
!309 = distinct !DILexicalBlock(scope: !310, file: !2, line: 23, column: 19)
!310 = distinct !DILexicalBlock(scope: !283, file: !2, line: 23, column: 19)
!311 = !DILocation(line: 23, column: 19, scope: !310)
!312 = !DILocation(line: 23, column: 66, scope: !309)
!313 = !DILocation(line: 23, column: 48, scope: !309)
!314 = !DILocation(line: 23, column: 28, scope: !309)
!315 = distinct !{!315, !311, !316, !195}
!316 = !DILocation(line: 23, column: 69, scope: !310)
!317 = !DILocation(line: 23, scope: !283)
!318 = !DILocation(line: 24, column: 5, scope: !283)
!319 = !DILocation(line: 24, column: 13, scope: !283)
!320 = distinct !DIAssignID()
!321 = !DILocation(line: 24, column: 45, scope: !283)
!322 = !DILocation(line: 24, column: 65, scope: !283)
!323 = !DILocation(line: 24, column: 50, scope: !283)
!324 = !DILocation(line: 24, column: 74, scope: !283)
!325 = !DILocation(line: 24, column: 82, scope: !283)
!326 = !DILocation(line: 24, column: 109, scope: !283)
!327 = !DILocation(line: 25, column: 33, scope: !283)
!328 = !DILocation(line: 0, scope: !296)
!329 = !DILocation(line: 25, column: 86, scope: !330)
!330 = distinct !DILexicalBlock(scope: !296, file: !2, line: 25, column: 38)
!331 = !DILocation(line: 25, column: 66, scope: !330)
!332 = !DILocation(line: 25, column: 84, scope: !330)
!333 = !DILocation(line: 25, column: 101, scope: !330)
!334 = !DILocation(line: 25, column: 79, scope: !330)
!335 = !DILocation(line: 26, column: 5, scope: !283)
!336 = !DILocation(line: 26, column: 32, scope: !283)
!337 = !DILocation(line: 26, column: 65, scope: !338)
!338 = distinct !DILexicalBlock(scope: !283, file: !2, line: 26, column: 32)
!339 = !DILocation(line: 26, column: 44, scope: !338)
!340 = !DILocation(line: 0, scope: !298)
!341 = !DILocation(line: 0, scope: !300)
!342 = !DILocation(line: 27, column: 93, scope: !343)
!343 = distinct !DILexicalBlock(scope: !300, file: !2, line: 27, column: 33)
!344 = !DILocation(line: 27, column: 78, scope: !343)
!345 = !DILocation(line: 27, column: 76, scope: !343)
!346 = !DILocation(line: 27, column: 61, scope: !343)
!347 = !DILocation(line: 28, column: 1, scope: !283)
!348 = !DISubprogram(name: "strlen", scope: !349, file: !349, line: 407, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!349 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!350 = !DISubroutineType(types: !351)
!351 = !{!59, !92}
!352 = distinct !DISubprogram(name: "sha256_block", scope: !2, file: !2, line: 12, type: !353, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !356)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !355, !50}
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!356 = !{!357, !358, !359, !361, !363, !365, !368, !369, !370, !371, !372, !373, !374, !375, !376, !377, !379, !382, !383, !384, !385, !386}
!357 = !DILocalVariable(name: "h", arg: 1, scope: !352, file: !2, line: 12, type: !355)
!358 = !DILocalVariable(name: "p", arg: 2, scope: !352, file: !2, line: 12, type: !50)
!359 = !DILocalVariable(name: "w", scope: !352, file: !2, line: 13, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 2048, elements: !25)
!361 = !DILocalVariable(name: "i", scope: !362, file: !2, line: 14, type: !47)
!362 = distinct !DILexicalBlock(scope: !352, file: !2, line: 14, column: 5)
!363 = !DILocalVariable(name: "i", scope: !364, file: !2, line: 15, type: !47)
!364 = distinct !DILexicalBlock(scope: !352, file: !2, line: 15, column: 5)
!365 = !DILocalVariable(name: "s0", scope: !366, file: !2, line: 15, type: !60)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 15, column: 35)
!367 = distinct !DILexicalBlock(scope: !364, file: !2, line: 15, column: 5)
!368 = !DILocalVariable(name: "s1", scope: !366, file: !2, line: 15, type: !60)
!369 = !DILocalVariable(name: "a", scope: !352, file: !2, line: 16, type: !60)
!370 = !DILocalVariable(name: "b", scope: !352, file: !2, line: 16, type: !60)
!371 = !DILocalVariable(name: "c", scope: !352, file: !2, line: 16, type: !60)
!372 = !DILocalVariable(name: "d", scope: !352, file: !2, line: 16, type: !60)
!373 = !DILocalVariable(name: "e", scope: !352, file: !2, line: 16, type: !60)
!374 = !DILocalVariable(name: "f", scope: !352, file: !2, line: 16, type: !60)
!375 = !DILocalVariable(name: "g", scope: !352, file: !2, line: 16, type: !60)
!376 = !DILocalVariable(name: "hh", scope: !352, file: !2, line: 16, type: !60)
!377 = !DILocalVariable(name: "i", scope: !378, file: !2, line: 17, type: !47)
!378 = distinct !DILexicalBlock(scope: !352, file: !2, line: 17, column: 5)
!379 = !DILocalVariable(name: "S1", scope: !380, file: !2, line: 17, type: !60)
!380 = distinct !DILexicalBlock(scope: !381, file: !2, line: 17, column: 34)
!381 = distinct !DILexicalBlock(scope: !378, file: !2, line: 17, column: 5)
!382 = !DILocalVariable(name: "ch", scope: !380, file: !2, line: 17, type: !60)
!383 = !DILocalVariable(name: "t1", scope: !380, file: !2, line: 17, type: !60)
!384 = !DILocalVariable(name: "S0", scope: !380, file: !2, line: 17, type: !60)
!385 = !DILocalVariable(name: "maj", scope: !380, file: !2, line: 17, type: !60)
!386 = !DILocalVariable(name: "t2", scope: !380, file: !2, line: 17, type: !60)
!387 = distinct !DIAssignID()
!388 = !DILocation(line: 0, scope: !352)
!389 = !DILocation(line: 13, column: 5, scope: !352)
!390 = !DILocation(line: 0, scope: !362)
!391 = !DILocation(line: 14, column: 5, scope: !362)
!392 = !DILocation(line: 14, column: 55, scope: !393)
!393 = distinct !DILexicalBlock(scope: !362, file: !2, line: 14, column: 5)
!394 = !DILocation(line: 14, column: 51, scope: !393)
!395 = !DILocation(line: 14, column: 41, scope: !393)
!396 = !DILocation(line: 14, column: 60, scope: !393)
!397 = !DILocation(line: 14, column: 86, scope: !393)
!398 = !DILocation(line: 14, column: 78, scope: !393)
!399 = !DILocation(line: 14, column: 68, scope: !393)
!400 = !DILocation(line: 14, column: 91, scope: !393)
!401 = !DILocation(line: 14, column: 66, scope: !393)
!402 = !DILocation(line: 14, column: 117, scope: !393)
!403 = !DILocation(line: 14, column: 109, scope: !393)
!404 = !DILocation(line: 14, column: 99, scope: !393)
!405 = !DILocation(line: 14, column: 122, scope: !393)
!406 = !DILocation(line: 14, column: 97, scope: !393)
!407 = !DILocation(line: 14, column: 137, scope: !393)
!408 = !DILocation(line: 14, column: 129, scope: !393)
!409 = !DILocation(line: 14, column: 127, scope: !393)
!410 = !DILocation(line: 14, column: 34, scope: !393)
!411 = !DILocation(line: 14, column: 39, scope: !393)
!412 = !DILocation(line: 14, column: 30, scope: !393)
!413 = !DILocation(line: 14, column: 23, scope: !393)
!414 = distinct !{!414, !391, !415, !195}
!415 = !DILocation(line: 14, column: 140, scope: !362)
!416 = !DILocation(line: 15, column: 180, scope: !366)
!417 = !DILocation(line: 15, column: 5, scope: !364)
!418 = !DILocation(line: 16, column: 18, scope: !352)
!419 = !DILocation(line: 16, column: 28, scope: !352)
!420 = !DILocation(line: 16, column: 38, scope: !352)
!421 = !DILocation(line: 16, column: 48, scope: !352)
!422 = !DILocation(line: 16, column: 58, scope: !352)
!423 = !DILocation(line: 16, column: 68, scope: !352)
!424 = !DILocation(line: 16, column: 78, scope: !352)
!425 = !DILocation(line: 16, column: 89, scope: !352)
!426 = !DILocation(line: 0, scope: !378)
!427 = !DILocation(line: 17, column: 5, scope: !378)
!428 = !DILocation(line: 0, scope: !364)
!429 = !DILocation(line: 15, column: 51, scope: !366)
!430 = !DILocation(line: 15, column: 71, scope: !366)
!431 = !DILocation(line: 15, column: 69, scope: !366)
!432 = !DILocation(line: 15, column: 103, scope: !366)
!433 = !DILocation(line: 15, column: 90, scope: !366)
!434 = !DILocation(line: 0, scope: !366)
!435 = !DILocation(line: 15, column: 115, scope: !366)
!436 = !DILocation(line: 15, column: 135, scope: !366)
!437 = !DILocation(line: 15, column: 133, scope: !366)
!438 = !DILocation(line: 15, column: 165, scope: !366)
!439 = !DILocation(line: 15, column: 153, scope: !366)
!440 = !DILocation(line: 15, column: 190, scope: !366)
!441 = !DILocation(line: 15, column: 201, scope: !366)
!442 = !DILocation(line: 15, column: 197, scope: !366)
!443 = !DILocation(line: 15, column: 195, scope: !366)
!444 = !DILocation(line: 15, column: 206, scope: !366)
!445 = !DILocation(line: 15, column: 173, scope: !366)
!446 = !DILocation(line: 15, column: 178, scope: !366)
!447 = !DILocation(line: 15, column: 31, scope: !367)
!448 = !DILocation(line: 15, column: 24, scope: !367)
!449 = distinct !{!449, !417, !450, !195}
!450 = !DILocation(line: 15, column: 212, scope: !364)
!451 = !DILocation(line: 19, column: 10, scope: !352)
!452 = !DILocation(line: 19, column: 21, scope: !352)
!453 = !DILocation(line: 19, column: 32, scope: !352)
!454 = !DILocation(line: 19, column: 43, scope: !352)
!455 = !DILocation(line: 19, column: 54, scope: !352)
!456 = !DILocation(line: 19, column: 65, scope: !352)
!457 = !DILocation(line: 19, column: 76, scope: !352)
!458 = !DILocation(line: 19, column: 87, scope: !352)
!459 = !DILocation(line: 20, column: 1, scope: !352)
!460 = !DILocation(line: 17, column: 50, scope: !380)
!461 = !DILocation(line: 17, column: 62, scope: !380)
!462 = !DILocation(line: 17, column: 60, scope: !380)
!463 = !DILocation(line: 17, column: 75, scope: !380)
!464 = !DILocation(line: 17, column: 73, scope: !380)
!465 = !DILocation(line: 0, scope: !380)
!466 = !DILocation(line: 17, column: 95, scope: !380)
!467 = !DILocation(line: 17, column: 103, scope: !380)
!468 = !DILocation(line: 17, column: 106, scope: !380)
!469 = !DILocation(line: 17, column: 100, scope: !380)
!470 = !DILocation(line: 17, column: 120, scope: !380)
!471 = !DILocation(line: 17, column: 125, scope: !380)
!472 = !DILocation(line: 17, column: 132, scope: !380)
!473 = !DILocation(line: 17, column: 130, scope: !380)
!474 = !DILocation(line: 17, column: 139, scope: !380)
!475 = !DILocation(line: 17, column: 137, scope: !380)
!476 = !DILocation(line: 17, column: 150, scope: !380)
!477 = !DILocation(line: 17, column: 162, scope: !380)
!478 = !DILocation(line: 17, column: 160, scope: !380)
!479 = !DILocation(line: 17, column: 175, scope: !380)
!480 = !DILocation(line: 17, column: 173, scope: !380)
!481 = !DILocation(line: 17, column: 201, scope: !380)
!482 = !DILocation(line: 17, column: 216, scope: !380)
!483 = !DILocation(line: 17, column: 211, scope: !380)
!484 = !DILocation(line: 17, column: 230, scope: !380)
!485 = !DILocation(line: 18, column: 37, scope: !380)
!486 = !DILocation(line: 18, column: 71, scope: !380)
!487 = !DILocation(line: 17, column: 30, scope: !381)
!488 = !DILocation(line: 17, column: 23, scope: !381)
!489 = distinct !{!489, !427, !490, !195}
!490 = !DILocation(line: 18, column: 77, scope: !378)
!491 = distinct !DISubprogram(name: "md5_block", scope: !2, file: !2, line: 35, type: !353, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !492)
!492 = !{!493, !494, !495, !499, !501, !502, !503, !504, !505, !507, !510, !511, !512}
!493 = !DILocalVariable(name: "h", arg: 1, scope: !491, file: !2, line: 35, type: !355)
!494 = !DILocalVariable(name: "p", arg: 2, scope: !491, file: !2, line: 35, type: !50)
!495 = !DILocalVariable(name: "m", scope: !491, file: !2, line: 36, type: !496)
!496 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 512, elements: !497)
!497 = !{!498}
!498 = !DISubrange(count: 16)
!499 = !DILocalVariable(name: "i", scope: !500, file: !2, line: 36, type: !47)
!500 = distinct !DILexicalBlock(scope: !491, file: !2, line: 36, column: 21)
!501 = !DILocalVariable(name: "a", scope: !491, file: !2, line: 37, type: !60)
!502 = !DILocalVariable(name: "b", scope: !491, file: !2, line: 37, type: !60)
!503 = !DILocalVariable(name: "c", scope: !491, file: !2, line: 37, type: !60)
!504 = !DILocalVariable(name: "d", scope: !491, file: !2, line: 37, type: !60)
!505 = !DILocalVariable(name: "i", scope: !506, file: !2, line: 38, type: !47)
!506 = distinct !DILexicalBlock(scope: !491, file: !2, line: 38, column: 5)
!507 = !DILocalVariable(name: "f", scope: !508, file: !2, line: 39, type: !60)
!508 = distinct !DILexicalBlock(scope: !509, file: !2, line: 38, column: 34)
!509 = distinct !DILexicalBlock(scope: !506, file: !2, line: 38, column: 5)
!510 = !DILocalVariable(name: "g", scope: !508, file: !2, line: 39, type: !47)
!511 = !DILocalVariable(name: "t", scope: !508, file: !2, line: 41, type: !60)
!512 = !DILocalVariable(name: "x", scope: !508, file: !2, line: 41, type: !60)
!513 = distinct !DIAssignID()
!514 = !DILocation(line: 0, scope: !491)
!515 = !DILocation(line: 36, column: 5, scope: !491)
!516 = !DILocation(line: 0, scope: !500)
!517 = !DILocation(line: 36, column: 21, scope: !500)
!518 = !DILocation(line: 37, column: 18, scope: !491)
!519 = !DILocation(line: 37, column: 28, scope: !491)
!520 = !DILocation(line: 37, column: 38, scope: !491)
!521 = !DILocation(line: 37, column: 48, scope: !491)
!522 = !DILocation(line: 0, scope: !506)
!523 = !DILocation(line: 38, column: 5, scope: !506)
!524 = !DILocation(line: 36, column: 71, scope: !525)
!525 = distinct !DILexicalBlock(scope: !500, file: !2, line: 36, column: 21)
!526 = !DILocation(line: 36, column: 67, scope: !525)
!527 = !DILocation(line: 36, column: 57, scope: !525)
!528 = !DILocation(line: 36, column: 96, scope: !525)
!529 = !DILocation(line: 36, column: 88, scope: !525)
!530 = !DILocation(line: 36, column: 78, scope: !525)
!531 = !DILocation(line: 36, column: 101, scope: !525)
!532 = !DILocation(line: 36, column: 76, scope: !525)
!533 = !DILocation(line: 36, column: 126, scope: !525)
!534 = !DILocation(line: 36, column: 118, scope: !525)
!535 = !DILocation(line: 36, column: 108, scope: !525)
!536 = !DILocation(line: 36, column: 131, scope: !525)
!537 = !DILocation(line: 36, column: 106, scope: !525)
!538 = !DILocation(line: 36, column: 157, scope: !525)
!539 = !DILocation(line: 36, column: 149, scope: !525)
!540 = !DILocation(line: 36, column: 139, scope: !525)
!541 = !DILocation(line: 36, column: 162, scope: !525)
!542 = !DILocation(line: 36, column: 137, scope: !525)
!543 = !DILocation(line: 36, column: 50, scope: !525)
!544 = !DILocation(line: 36, column: 55, scope: !525)
!545 = !DILocation(line: 36, column: 46, scope: !525)
!546 = !DILocation(line: 36, column: 39, scope: !525)
!547 = distinct !{!547, !517, !548, !195}
!548 = !DILocation(line: 36, column: 165, scope: !500)
!549 = !DILocation(line: 43, column: 10, scope: !491)
!550 = !DILocation(line: 43, column: 21, scope: !491)
!551 = !DILocation(line: 43, column: 32, scope: !491)
!552 = !DILocation(line: 43, column: 43, scope: !491)
!553 = !DILocation(line: 44, column: 1, scope: !491)
!554 = !DILocation(line: 40, column: 15, scope: !555)
!555 = distinct !DILexicalBlock(scope: !508, file: !2, line: 40, column: 13)
!556 = !DILocation(line: 40, column: 13, scope: !508)
!557 = !DILocation(line: 40, column: 30, scope: !558)
!558 = distinct !DILexicalBlock(scope: !555, file: !2, line: 40, column: 21)
!559 = !DILocation(line: 40, column: 38, scope: !558)
!560 = !DILocation(line: 40, column: 41, scope: !558)
!561 = !DILocation(line: 40, column: 35, scope: !558)
!562 = !DILocation(line: 0, scope: !508)
!563 = !DILocation(line: 40, column: 54, scope: !558)
!564 = !DILocation(line: 40, column: 67, scope: !565)
!565 = distinct !DILexicalBlock(scope: !555, file: !2, line: 40, column: 65)
!566 = !DILocation(line: 40, column: 65, scope: !555)
!567 = !DILocation(line: 40, column: 82, scope: !568)
!568 = distinct !DILexicalBlock(scope: !565, file: !2, line: 40, column: 73)
!569 = !DILocation(line: 40, column: 90, scope: !568)
!570 = !DILocation(line: 40, column: 93, scope: !568)
!571 = !DILocation(line: 40, column: 87, scope: !568)
!572 = !DILocation(line: 40, column: 115, scope: !568)
!573 = !DILocation(line: 40, column: 121, scope: !568)
!574 = !DILocation(line: 40, column: 134, scope: !575)
!575 = distinct !DILexicalBlock(scope: !565, file: !2, line: 40, column: 132)
!576 = !DILocation(line: 40, column: 132, scope: !565)
!577 = !DILocation(line: 40, column: 148, scope: !578)
!578 = distinct !DILexicalBlock(scope: !575, file: !2, line: 40, column: 140)
!579 = !DILocation(line: 40, column: 152, scope: !578)
!580 = !DILocation(line: 40, column: 173, scope: !578)
!581 = !DILocation(line: 40, column: 179, scope: !578)
!582 = !DILocation(line: 40, column: 201, scope: !583)
!583 = distinct !DILexicalBlock(scope: !575, file: !2, line: 40, column: 186)
!584 = !DILocation(line: 40, column: 199, scope: !583)
!585 = !DILocation(line: 40, column: 194, scope: !583)
!586 = !DILocation(line: 40, column: 218, scope: !583)
!587 = !DILocation(line: 40, scope: !555)
!588 = !DILocation(line: 41, column: 54, scope: !508)
!589 = !DILocation(line: 41, column: 60, scope: !508)
!590 = !DILocation(line: 41, column: 58, scope: !508)
!591 = !DILocation(line: 41, column: 68, scope: !508)
!592 = !DILocation(line: 41, column: 66, scope: !508)
!593 = !DILocation(line: 41, column: 89, scope: !508)
!594 = !DILocation(line: 41, column: 86, scope: !508)
!595 = !DILocation(line: 41, column: 108, scope: !508)
!596 = !DILocation(line: 41, column: 101, scope: !508)
!597 = !DILocation(line: 41, column: 96, scope: !508)
!598 = !DILocation(line: 41, column: 80, scope: !508)
!599 = !DILocation(line: 38, column: 30, scope: !509)
!600 = !DILocation(line: 38, column: 23, scope: !509)
!601 = distinct !{!601, !523, !602, !195}
!602 = !DILocation(line: 42, column: 5, scope: !506)
