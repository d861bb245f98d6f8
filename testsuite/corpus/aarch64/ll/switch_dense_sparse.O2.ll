; ModuleID = 'programs/switch_dense_sparse.c'
source_filename = "programs/switch_dense_sparse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"dense total=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"sparse(%ld)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"unsigned: %u %u %u %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"duff(%d)=%d \00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"vowel\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"space\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"upper\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"punct\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"high\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@switch.table.dense = private unnamed_addr constant [24 x i32] [i32 11, i32 22, i32 35, i32 47, i32 51, i32 68, i32 72, i32 89, i32 93, i32 101, i32 117, i32 120, i32 131, i32 149, i32 150, i32 166, i32 171, i32 188, i32 190, i32 203, i32 219, i32 227, i32 231, i32 245], align 4
@switch.table.fallthrough = private unnamed_addr constant [6 x i32] [i32 111, i32 110, i32 100, i32 111000, i32 110000, i32 110000], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [37 x i32], align 16
  %2 = alloca i32, align 4
  br label %219

3:                                                ; preds = %219
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %226)
  %5 = tail call fastcc i32 @sparse(i64 noundef -1000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -1000000000000, i32 noundef %5)
  %7 = tail call fastcc i32 @sparse(i64 noundef -65536)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -65536, i32 noundef %7)
  %9 = tail call fastcc i32 @sparse(i64 noundef -7)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -7, i32 noundef %9)
  %11 = tail call fastcc i32 @sparse(i64 noundef 0)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 0, i32 noundef %11)
  %13 = tail call fastcc i32 @sparse(i64 noundef 13)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 13, i32 noundef %13)
  %15 = tail call fastcc i32 @sparse(i64 noundef 999)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 999, i32 noundef %15)
  %17 = tail call fastcc i32 @sparse(i64 noundef 4096)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4096, i32 noundef %17)
  %19 = tail call fastcc i32 @sparse(i64 noundef 65537)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 65537, i32 noundef %19)
  %21 = tail call fastcc i32 @sparse(i64 noundef 1000003)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1000003, i32 noundef %21)
  %23 = tail call fastcc i32 @sparse(i64 noundef 2147483647)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2147483647, i32 noundef %23)
  %25 = tail call fastcc i32 @sparse(i64 noundef 4294967296)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4294967296, i32 noundef %25)
  %27 = tail call fastcc i32 @sparse(i64 noundef 9223372036854775807)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 9223372036854775807, i32 noundef %27)
  %29 = tail call fastcc i32 @sparse(i64 noundef 5)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 5, i32 noundef %29)
  %31 = tail call fastcc i32 @sparse(i64 noundef -8)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -8, i32 noundef %31)
  %33 = tail call fastcc i32 @sparse(i64 noundef 1000004)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1000004, i32 noundef %33)
  %35 = tail call fastcc i32 @fallthrough(i32 noundef 0)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %35)
  %37 = tail call fastcc i32 @fallthrough(i32 noundef 1)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %37)
  %39 = tail call fastcc i32 @fallthrough(i32 noundef 2)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef %39)
  %41 = tail call fastcc i32 @fallthrough(i32 noundef 3)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef %41)
  %43 = tail call fastcc i32 @fallthrough(i32 noundef 4)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef %43)
  %45 = tail call fastcc i32 @fallthrough(i32 noundef 5)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %45)
  %47 = tail call fastcc i32 @fallthrough(i32 noundef 6)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, i32 noundef %47)
  %49 = tail call fastcc i32 @fallthrough(i32 noundef 7)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7, i32 noundef %49)
  %51 = tail call fastcc ptr @on_char(i8 noundef 72)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %51)
  %53 = tail call fastcc ptr @on_char(i8 noundef 105)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %53)
  %55 = tail call fastcc ptr @on_char(i8 noundef 32)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55)
  %57 = tail call fastcc ptr @on_char(i8 noundef 116)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %57)
  %59 = tail call fastcc ptr @on_char(i8 noundef 104)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %59)
  %61 = tail call fastcc ptr @on_char(i8 noundef 101)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61)
  %63 = tail call fastcc ptr @on_char(i8 noundef 114)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61)
  %66 = tail call fastcc ptr @on_char(i8 noundef 44)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %66)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55)
  %69 = tail call fastcc ptr @on_char(i8 noundef 52)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %69)
  %71 = tail call fastcc ptr @on_char(i8 noundef 50)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %71)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %53)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %57)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61)
  %77 = tail call fastcc ptr @on_char(i8 noundef 109)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %77)
  %79 = tail call fastcc ptr @on_char(i8 noundef 115)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %79)
  %81 = tail call fastcc ptr @on_char(i8 noundef 33)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %81)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %55)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %61)
  %85 = tail call fastcc ptr @on_char(i8 noundef -112)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %85)
  %87 = tail call i32 @putchar(i32 10)
  %88 = tail call fastcc i32 @on_unsigned(i32 noundef -1)
  %89 = tail call fastcc i32 @on_unsigned(i32 noundef -2147483648)
  %90 = tail call fastcc i32 @on_unsigned(i32 noundef 3)
  %91 = tail call fastcc i32 @on_unsigned(i32 noundef 100)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91)
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %1, align 16, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %93, align 16, !tbaa !6
  %94 = getelementptr inbounds i8, ptr %1, i64 32
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %94, align 16, !tbaa !6
  %95 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %95, align 16, !tbaa !6
  %96 = getelementptr inbounds i8, ptr %1, i64 64
  store <4 x i32> <i32 256, i32 289, i32 324, i32 361>, ptr %96, align 16, !tbaa !6
  %97 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x i32> <i32 400, i32 441, i32 484, i32 529>, ptr %97, align 16, !tbaa !6
  %98 = getelementptr inbounds i8, ptr %1, i64 96
  store <4 x i32> <i32 576, i32 625, i32 676, i32 729>, ptr %98, align 16, !tbaa !6
  %99 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 784, i32 841, i32 900, i32 961>, ptr %99, align 16, !tbaa !6
  %100 = getelementptr inbounds i8, ptr %1, i64 128
  store <4 x i32> <i32 1024, i32 1089, i32 1156, i32 1225>, ptr %100, align 16, !tbaa !6
  %101 = getelementptr inbounds i8, ptr %1, i64 144
  store i32 1296, ptr %101, align 16, !tbaa !6
  %102 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 0)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef %102)
  %104 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 5)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5, i32 noundef %104)
  %106 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 10)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 10, i32 noundef %106)
  %108 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 15)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 15, i32 noundef %108)
  %110 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 20)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 20, i32 noundef %110)
  %112 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 25)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 25, i32 noundef %112)
  %114 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 30)
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 30, i32 noundef %114)
  %116 = call fastcc i32 @duff(ptr noundef nonnull %2, ptr noundef nonnull %1, i32 noundef 35)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 35, i32 noundef %116)
  %118 = tail call i32 @putchar(i32 10)
  %119 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 0)
  %120 = sext i32 %119 to i64
  %121 = add nsw i64 %226, %120
  %122 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 1)
  %123 = shl nsw i32 %122, 1
  %124 = sext i32 %123 to i64
  %125 = add nsw i64 %121, %124
  %126 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 2)
  %127 = mul nsw i32 %126, 3
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %125, %128
  %130 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 3)
  %131 = shl nsw i32 %130, 2
  %132 = sext i32 %131 to i64
  %133 = add nsw i64 %129, %132
  %134 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 4)
  %135 = mul nsw i32 %134, 5
  %136 = sext i32 %135 to i64
  %137 = add nsw i64 %133, %136
  %138 = tail call fastcc i32 @nested(i32 noundef 0, i32 noundef 5)
  %139 = mul nsw i32 %138, 6
  %140 = sext i32 %139 to i64
  %141 = add nsw i64 %137, %140
  %142 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 0)
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %141, %143
  %145 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 1)
  %146 = shl nsw i32 %145, 1
  %147 = sext i32 %146 to i64
  %148 = add nsw i64 %144, %147
  %149 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 2)
  %150 = mul nsw i32 %149, 3
  %151 = sext i32 %150 to i64
  %152 = add nsw i64 %148, %151
  %153 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 3)
  %154 = shl nsw i32 %153, 2
  %155 = sext i32 %154 to i64
  %156 = add nsw i64 %152, %155
  %157 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 4)
  %158 = mul nsw i32 %157, 5
  %159 = sext i32 %158 to i64
  %160 = add nsw i64 %156, %159
  %161 = tail call fastcc i32 @nested(i32 noundef 1, i32 noundef 5)
  %162 = mul nsw i32 %161, 6
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %160, %163
  %165 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 0)
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %164, %166
  %168 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 1)
  %169 = shl nsw i32 %168, 1
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %167, %170
  %172 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 2)
  %173 = mul nsw i32 %172, 3
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %171, %174
  %176 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 3)
  %177 = shl nsw i32 %176, 2
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %175, %178
  %180 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 4)
  %181 = mul nsw i32 %180, 5
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %179, %182
  %184 = tail call fastcc i32 @nested(i32 noundef 2, i32 noundef 5)
  %185 = mul nsw i32 %184, 6
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %183, %186
  %188 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 0)
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %187, %189
  %191 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 1)
  %192 = shl nsw i32 %191, 1
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %190, %193
  %195 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 2)
  %196 = mul nsw i32 %195, 3
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %194, %197
  %199 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 3)
  %200 = shl nsw i32 %199, 2
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %198, %201
  %203 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 4)
  %204 = mul nsw i32 %203, 5
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %202, %205
  %207 = tail call fastcc i32 @nested(i32 noundef 3, i32 noundef 5)
  %208 = mul nsw i32 %207, 6
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %206, %209
  %211 = tail call fastcc i32 @small_switch_i8(i8 noundef -128)
  %212 = tail call fastcc i32 @small_switch_i8(i8 noundef -1)
  %213 = tail call fastcc i32 @small_switch_i8(i8 noundef 127)
  %214 = tail call fastcc i32 @small_switch_i8(i8 noundef 0)
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %211, i32 noundef %212, i32 noundef %213, i32 noundef %214)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %210)
  %217 = srem i64 %210, 256
  %218 = trunc nsw i64 %217 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %1) #7
  ret i32 %218

219:                                              ; preds = %0, %219
  %220 = phi i32 [ -2, %0 ], [ %227, %219 ]
  %221 = phi i64 [ 0, %0 ], [ %226, %219 ]
  %222 = tail call fastcc i32 @dense(i32 noundef %220)
  %223 = add nsw i32 %220, 3
  %224 = mul nsw i32 %222, %223
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %221, %225
  %227 = add nsw i32 %220, 1
  %228 = icmp eq i32 %227, 26
  br i1 %228, label %3, label %219, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 246) i32 @dense(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 24
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [24 x i32], ptr @switch.table.dense, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 13) i32 @sparse(i64 noundef %0) unnamed_addr #2 {
  switch i64 %0, label %13 [
    i64 -1000000000000, label %14
    i64 -65536, label %2
    i64 -7, label %3
    i64 0, label %4
    i64 13, label %5
    i64 999, label %6
    i64 4096, label %7
    i64 65537, label %8
    i64 1000003, label %9
    i64 2147483647, label %10
    i64 4294967296, label %11
    i64 9223372036854775807, label %12
  ]

2:                                                ; preds = %1
  br label %14

3:                                                ; preds = %1
  br label %14

4:                                                ; preds = %1
  br label %14

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  br label %14

7:                                                ; preds = %1
  br label %14

8:                                                ; preds = %1
  br label %14

9:                                                ; preds = %1
  br label %14

10:                                               ; preds = %1
  br label %14

11:                                               ; preds = %1
  br label %14

12:                                               ; preds = %1
  br label %14

13:                                               ; preds = %1
  br label %14

14:                                               ; preds = %1, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %15 = phi i32 [ 0, %13 ], [ 12, %12 ], [ 11, %11 ], [ 10, %10 ], [ 9, %9 ], [ 8, %8 ], [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @fallthrough(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 6
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [6 x i32], ptr @switch.table.fallthrough, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 100000, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @on_char(i8 noundef %0) unnamed_addr #2 {
  switch i8 %0, label %6 [
    i8 97, label %9
    i8 101, label %9
    i8 105, label %9
    i8 111, label %9
    i8 117, label %9
    i8 48, label %2
    i8 49, label %2
    i8 50, label %2
    i8 51, label %2
    i8 52, label %2
    i8 53, label %2
    i8 54, label %2
    i8 55, label %2
    i8 56, label %2
    i8 57, label %2
    i8 32, label %3
    i8 9, label %3
    i8 10, label %3
    i8 65, label %4
    i8 66, label %4
    i8 67, label %4
    i8 68, label %4
    i8 69, label %4
    i8 70, label %4
    i8 71, label %4
    i8 72, label %4
    i8 73, label %4
    i8 74, label %4
    i8 75, label %4
    i8 76, label %4
    i8 77, label %4
    i8 78, label %4
    i8 79, label %4
    i8 80, label %4
    i8 81, label %4
    i8 82, label %4
    i8 83, label %4
    i8 84, label %4
    i8 85, label %4
    i8 86, label %4
    i8 87, label %4
    i8 88, label %4
    i8 89, label %4
    i8 90, label %4
    i8 33, label %5
    i8 63, label %5
    i8 46, label %5
  ]

2:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %9

3:                                                ; preds = %1, %1, %1
  br label %9

4:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %9

5:                                                ; preds = %1, %1, %1
  br label %9

6:                                                ; preds = %1
  %7 = icmp sgt i8 %0, -1
  %8 = select i1 %7, ptr @.str.16, ptr @.str.15
  br label %9

9:                                                ; preds = %6, %1, %1, %1, %1, %1, %5, %4, %3, %2
  %10 = phi ptr [ @.str.14, %5 ], [ @.str.13, %4 ], [ @.str.12, %3 ], [ @.str.11, %2 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ @.str.10, %1 ], [ %8, %6 ]
  ret ptr %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, 8) i32 @on_unsigned(i32 noundef %0) unnamed_addr #2 {
  switch i32 %0, label %7 [
    i32 -1, label %8
    i32 -2147483648, label %2
    i32 1, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
  ]

2:                                                ; preds = %1
  br label %8

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1
  br label %8

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6, %5, %4, %3, %2
  %9 = phi i32 [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @duff(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp slt i32 %2, 1
  br i1 %4, label %68, label %5

5:                                                ; preds = %3
  %6 = add nuw nsw i32 %2, 7
  %7 = lshr i32 %6, 3
  %8 = and i32 %2, 7
  switch i32 %8, label %67 [
    i32 0, label %9
    i32 7, label %16
    i32 6, label %23
    i32 5, label %30
    i32 4, label %37
    i32 3, label %44
    i32 2, label %51
    i32 1, label %58
  ]

9:                                                ; preds = %5, %58
  %10 = phi ptr [ %62, %58 ], [ %1, %5 ]
  %11 = phi i32 [ %65, %58 ], [ %7, %5 ]
  %12 = phi i32 [ %64, %58 ], [ %8, %5 ]
  %13 = getelementptr inbounds i8, ptr %10, i64 4
  %14 = load i32, ptr %10, align 4, !tbaa !6
  store i32 %14, ptr %0, align 4, !tbaa !6
  %15 = add nsw i32 %14, %12
  br label %16

16:                                               ; preds = %5, %9
  %17 = phi ptr [ %13, %9 ], [ %1, %5 ]
  %18 = phi i32 [ %11, %9 ], [ %7, %5 ]
  %19 = phi i32 [ %15, %9 ], [ 0, %5 ]
  %20 = getelementptr inbounds i8, ptr %17, i64 4
  %21 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %21, ptr %0, align 4, !tbaa !6
  %22 = add nsw i32 %21, %19
  br label %23

23:                                               ; preds = %5, %16
  %24 = phi ptr [ %20, %16 ], [ %1, %5 ]
  %25 = phi i32 [ %18, %16 ], [ %7, %5 ]
  %26 = phi i32 [ %22, %16 ], [ 0, %5 ]
  %27 = getelementptr inbounds i8, ptr %24, i64 4
  %28 = load i32, ptr %24, align 4, !tbaa !6
  store i32 %28, ptr %0, align 4, !tbaa !6
  %29 = add nsw i32 %28, %26
  br label %30

30:                                               ; preds = %5, %23
  %31 = phi ptr [ %27, %23 ], [ %1, %5 ]
  %32 = phi i32 [ %25, %23 ], [ %7, %5 ]
  %33 = phi i32 [ %29, %23 ], [ 0, %5 ]
  %34 = getelementptr inbounds i8, ptr %31, i64 4
  %35 = load i32, ptr %31, align 4, !tbaa !6
  store i32 %35, ptr %0, align 4, !tbaa !6
  %36 = add nsw i32 %35, %33
  br label %37

37:                                               ; preds = %5, %30
  %38 = phi ptr [ %34, %30 ], [ %1, %5 ]
  %39 = phi i32 [ %32, %30 ], [ %7, %5 ]
  %40 = phi i32 [ %36, %30 ], [ 0, %5 ]
  %41 = getelementptr inbounds i8, ptr %38, i64 4
  %42 = load i32, ptr %38, align 4, !tbaa !6
  store i32 %42, ptr %0, align 4, !tbaa !6
  %43 = add nsw i32 %42, %40
  br label %44

44:                                               ; preds = %5, %37
  %45 = phi ptr [ %41, %37 ], [ %1, %5 ]
  %46 = phi i32 [ %39, %37 ], [ %7, %5 ]
  %47 = phi i32 [ %43, %37 ], [ 0, %5 ]
  %48 = getelementptr inbounds i8, ptr %45, i64 4
  %49 = load i32, ptr %45, align 4, !tbaa !6
  store i32 %49, ptr %0, align 4, !tbaa !6
  %50 = add nsw i32 %49, %47
  br label %51

51:                                               ; preds = %5, %44
  %52 = phi ptr [ %48, %44 ], [ %1, %5 ]
  %53 = phi i32 [ %46, %44 ], [ %7, %5 ]
  %54 = phi i32 [ %50, %44 ], [ 0, %5 ]
  %55 = getelementptr inbounds i8, ptr %52, i64 4
  %56 = load i32, ptr %52, align 4, !tbaa !6
  store i32 %56, ptr %0, align 4, !tbaa !6
  %57 = add nsw i32 %56, %54
  br label %58

58:                                               ; preds = %5, %51
  %59 = phi ptr [ %1, %5 ], [ %55, %51 ]
  %60 = phi i32 [ %7, %5 ], [ %53, %51 ]
  %61 = phi i32 [ 0, %5 ], [ %57, %51 ]
  %62 = getelementptr inbounds i8, ptr %59, i64 4
  %63 = load i32, ptr %59, align 4, !tbaa !6
  store i32 %63, ptr %0, align 4, !tbaa !6
  %64 = add nsw i32 %63, %61
  %65 = add nsw i32 %60, -1
  %66 = icmp sgt i32 %60, 1
  br i1 %66, label %9, label %68, !llvm.loop !12

67:                                               ; preds = %5
  unreachable

68:                                               ; preds = %58, %3
  %69 = phi i32 [ 0, %3 ], [ %64, %58 ]
  ret i32 %69
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @nested(i32 noundef %0, i32 noundef %1) unnamed_addr #5 {
  switch i32 %0, label %25 [
    i32 1, label %5
    i32 2, label %3
  ]

3:                                                ; preds = %2
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %10, label %27

5:                                                ; preds = %2
  %6 = icmp eq i32 %1, 2
  %7 = select i1 %6, i32 12, i32 10
  %8 = icmp eq i32 %1, 1
  %9 = select i1 %8, i32 11, i32 %7
  br label %27

10:                                               ; preds = %3, %21
  %11 = phi i32 [ %23, %21 ], [ 0, %3 ]
  %12 = phi i32 [ %22, %21 ], [ 0, %3 ]
  %13 = urem i32 %11, 3
  switch i32 %13, label %16 [
    i32 0, label %14
    i32 1, label %17
  ]

14:                                               ; preds = %10
  %15 = add nsw i32 %12, 1
  br label %21

16:                                               ; preds = %10
  br label %17

17:                                               ; preds = %10, %16
  %18 = phi i32 [ 3, %16 ], [ 2, %10 ]
  %19 = add nsw i32 %12, %18
  %20 = shl nsw i32 %19, 1
  br label %21

21:                                               ; preds = %17, %14
  %22 = phi i32 [ %20, %17 ], [ %15, %14 ]
  %23 = add nuw nsw i32 %11, 1
  %24 = icmp eq i32 %23, %1
  br i1 %24, label %27, label %10, !llvm.loop !13

25:                                               ; preds = %2
  %26 = sub nsw i32 0, %0
  br label %27

27:                                               ; preds = %21, %3, %5, %25
  %28 = phi i32 [ %26, %25 ], [ %9, %5 ], [ 0, %3 ], [ %22, %21 ]
  ret i32 %28
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4) i32 @small_switch_i8(i8 noundef %0) unnamed_addr #2 {
  switch i8 %0, label %4 [
    i8 -128, label %5
    i8 -1, label %2
    i8 127, label %3
  ]

2:                                                ; preds = %1
  br label %5

3:                                                ; preds = %1
  br label %5

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %1, %4, %3, %2
  %6 = phi i32 [ 0, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
