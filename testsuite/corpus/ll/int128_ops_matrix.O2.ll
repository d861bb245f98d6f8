; ModuleID = 'programs/int128_ops_matrix.c'
source_filename = "programs/int128_ops_matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"xor\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"cmps\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"cmpu\00", align 1
@__const.main.names.rel = private unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [18 x i128] zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"%-5s %016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"udiv bad \00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c" / \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"sdiv bad \00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"v=\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c" neg=\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c" /10=\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c" s/7=\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c" s%7=\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c" shl63=\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c" ashr127=\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c" lshr64=\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"min=\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c" max=\00", align 1
@.str.25 = private unnamed_addr constant [13 x i8] c" min<max=%d\0A\00", align 1
@.str.26 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 {
  store volatile i128 0, ptr @vals, align 16, !tbaa !5
  store volatile i128 1, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !tbaa !5
  store volatile i128 2, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !tbaa !5
  store volatile i128 3, ptr getelementptr inbounds (i8, ptr @vals, i64 48), align 16, !tbaa !5
  store volatile i128 10, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !tbaa !5
  store volatile i128 18446744073709551615, ptr getelementptr inbounds (i8, ptr @vals, i64 80), align 16, !tbaa !5
  store volatile i128 18446744073709551616, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !tbaa !5
  store volatile i128 18446744073709551617, ptr getelementptr inbounds (i8, ptr @vals, i64 112), align 16, !tbaa !5
  store volatile i128 170141183460469231731687303715884105727, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !tbaa !5
  store volatile i128 -170141183460469231731687303715884105728, ptr getelementptr inbounds (i8, ptr @vals, i64 144), align 16, !tbaa !5
  store volatile i128 -170141183460469231731687303715884105727, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !tbaa !5
  store volatile i128 -1, ptr getelementptr inbounds (i8, ptr @vals, i64 176), align 16, !tbaa !5
  store volatile i128 -2, ptr getelementptr inbounds (i8, ptr @vals, i64 192), align 16, !tbaa !5
  store volatile i128 -10, ptr getelementptr inbounds (i8, ptr @vals, i64 208), align 16, !tbaa !5
  store volatile i128 1512366075204170947332355369683137040, ptr getelementptr inbounds (i8, ptr @vals, i64 224), align 16, !tbaa !5
  store volatile i128 -79228162514264337589248983041, ptr getelementptr inbounds (i8, ptr @vals, i64 240), align 16, !tbaa !5
  store volatile i128 9223372036854775808, ptr getelementptr inbounds (i8, ptr @vals, i64 256), align 16, !tbaa !5
  store volatile i128 -27670116110564327424, ptr getelementptr inbounds (i8, ptr @vals, i64 272), align 16, !tbaa !5
  br label %2

1:                                                ; preds = %10
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !9
  br label %99

2:                                                ; preds = %0, %10
  %3 = phi i64 [ 0, %0 ], [ %16, %10 ]
  %4 = phi i64 [ 0, %0 ], [ %15, %10 ]
  %5 = trunc nuw nsw i64 %3 to i32
  br label %6

6:                                                ; preds = %2, %18
  %7 = phi i64 [ 0, %2 ], [ %19, %18 ]
  %8 = phi i64 [ 1469598103934665603, %2 ], [ %96, %18 ]
  %9 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %7
  br label %21

10:                                               ; preds = %18
  store i64 %96, ptr @h, align 8, !tbaa !9
  %11 = shl i64 %3, 2
  %12 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %11)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %12, i64 noundef %96)
  %14 = load i64, ptr @h, align 8, !tbaa !9
  %15 = xor i64 %14, %4
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 8
  br i1 %17, label %1, label %2, !llvm.loop !11

18:                                               ; preds = %90
  %19 = add nuw nsw i64 %7, 1
  %20 = icmp eq i64 %19, 18
  br i1 %20, label %10, label %6, !llvm.loop !13

21:                                               ; preds = %6, %90
  %22 = phi i64 [ 0, %6 ], [ %97, %90 ]
  %23 = phi i64 [ %8, %6 ], [ %96, %90 ]
  %24 = load volatile i128, ptr %9, align 16, !tbaa !5
  %25 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %22
  %26 = load volatile i128, ptr %25, align 16, !tbaa !5
  switch i32 %5, label %90 [
    i32 0, label %27
    i32 1, label %37
    i32 2, label %47
    i32 3, label %57
    i32 4, label %62
    i32 5, label %67
    i32 6, label %72
    i32 7, label %81
  ]

27:                                               ; preds = %21
  %28 = trunc i128 %24 to i64
  %29 = lshr i128 %24, 64
  %30 = trunc nuw i128 %29 to i64
  %31 = trunc i128 %26 to i64
  %32 = lshr i128 %26, 64
  %33 = trunc nuw i128 %32 to i64
  %34 = tail call fastcc { i64, i64 } @uadd(i64 noundef %28, i64 noundef %30, i64 noundef %31, i64 noundef %33)
  %35 = extractvalue { i64, i64 } %34, 0
  %36 = extractvalue { i64, i64 } %34, 1
  br label %90

37:                                               ; preds = %21
  %38 = trunc i128 %24 to i64
  %39 = lshr i128 %24, 64
  %40 = trunc nuw i128 %39 to i64
  %41 = trunc i128 %26 to i64
  %42 = lshr i128 %26, 64
  %43 = trunc nuw i128 %42 to i64
  %44 = tail call fastcc { i64, i64 } @usub(i64 noundef %38, i64 noundef %40, i64 noundef %41, i64 noundef %43)
  %45 = extractvalue { i64, i64 } %44, 0
  %46 = extractvalue { i64, i64 } %44, 1
  br label %90

47:                                               ; preds = %21
  %48 = trunc i128 %24 to i64
  %49 = lshr i128 %24, 64
  %50 = trunc nuw i128 %49 to i64
  %51 = trunc i128 %26 to i64
  %52 = lshr i128 %26, 64
  %53 = trunc nuw i128 %52 to i64
  %54 = tail call fastcc { i64, i64 } @umul(i64 noundef %48, i64 noundef %50, i64 noundef %51, i64 noundef %53)
  %55 = extractvalue { i64, i64 } %54, 0
  %56 = extractvalue { i64, i64 } %54, 1
  br label %90

57:                                               ; preds = %21
  %58 = and i128 %26, %24
  %59 = trunc i128 %58 to i64
  %60 = lshr i128 %58, 64
  %61 = trunc nuw i128 %60 to i64
  br label %90

62:                                               ; preds = %21
  %63 = or i128 %26, %24
  %64 = trunc i128 %63 to i64
  %65 = lshr i128 %63, 64
  %66 = trunc nuw i128 %65 to i64
  br label %90

67:                                               ; preds = %21
  %68 = xor i128 %26, %24
  %69 = trunc i128 %68 to i64
  %70 = lshr i128 %68, 64
  %71 = trunc nuw i128 %70 to i64
  br label %90

72:                                               ; preds = %21
  %73 = trunc i128 %24 to i64
  %74 = lshr i128 %24, 64
  %75 = trunc nuw i128 %74 to i64
  %76 = trunc i128 %26 to i64
  %77 = lshr i128 %26, 64
  %78 = trunc nuw i128 %77 to i64
  %79 = tail call fastcc i32 @cmps(i64 noundef %73, i64 noundef %75, i64 noundef %76, i64 noundef %78)
  %80 = zext nneg i32 %79 to i64
  br label %90

81:                                               ; preds = %21
  %82 = trunc i128 %24 to i64
  %83 = lshr i128 %24, 64
  %84 = trunc nuw i128 %83 to i64
  %85 = trunc i128 %26 to i64
  %86 = lshr i128 %26, 64
  %87 = trunc nuw i128 %86 to i64
  %88 = tail call fastcc i32 @cmpu(i64 noundef %82, i64 noundef %84, i64 noundef %85, i64 noundef %87)
  %89 = zext nneg i32 %88 to i64
  br label %90

90:                                               ; preds = %21, %81, %72, %67, %62, %57, %47, %37, %27
  %91 = phi i64 [ 0, %21 ], [ %89, %81 ], [ %80, %72 ], [ %69, %67 ], [ %64, %62 ], [ %59, %57 ], [ %55, %47 ], [ %45, %37 ], [ %35, %27 ]
  %92 = phi i64 [ 0, %21 ], [ 0, %81 ], [ 0, %72 ], [ %71, %67 ], [ %66, %62 ], [ %61, %57 ], [ %56, %47 ], [ %46, %37 ], [ %36, %27 ]
  %93 = xor i64 %23, %91
  %94 = mul i64 %93, 1099511628211
  %95 = xor i64 %94, %92
  %96 = mul i64 %95, 1099511628211
  %97 = add nuw nsw i64 %22, 1
  %98 = icmp eq i64 %97, 18
  br i1 %98, label %18, label %21, !llvm.loop !14

99:                                               ; preds = %1, %107
  %100 = phi i64 [ 0, %1 ], [ %108, %107 ]
  %101 = phi i32 [ 0, %1 ], [ %202, %107 ]
  %102 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %100
  br label %110

103:                                              ; preds = %107
  %104 = load i64, ptr @h, align 8, !tbaa !9
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %104)
  %106 = load i64, ptr @h, align 8, !tbaa !9
  br label %205

107:                                              ; preds = %201
  %108 = add nuw nsw i64 %100, 1
  %109 = icmp eq i64 %108, 18
  br i1 %109, label %103, label %99, !llvm.loop !15

110:                                              ; preds = %99, %201
  %111 = phi i64 [ 0, %99 ], [ %203, %201 ]
  %112 = phi i32 [ %101, %99 ], [ %202, %201 ]
  %113 = load volatile i128, ptr %102, align 16, !tbaa !5
  %114 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %111
  %115 = load volatile i128, ptr %114, align 16, !tbaa !5
  %116 = icmp eq i128 %115, 0
  br i1 %116, label %201, label %117

117:                                              ; preds = %110
  %118 = trunc i128 %113 to i64
  %119 = lshr i128 %113, 64
  %120 = trunc nuw i128 %119 to i64
  %121 = trunc i128 %115 to i64
  %122 = lshr i128 %115, 64
  %123 = trunc nuw i128 %122 to i64
  %124 = tail call fastcc { i64, i64 } @udiv(i64 noundef %118, i64 noundef %120, i64 noundef %121, i64 noundef %123)
  %125 = extractvalue { i64, i64 } %124, 0
  %126 = extractvalue { i64, i64 } %124, 1
  %127 = zext i64 %126 to i128
  %128 = shl nuw i128 %127, 64
  %129 = zext i64 %125 to i128
  %130 = or disjoint i128 %128, %129
  %131 = tail call fastcc { i64, i64 } @urem(i64 noundef %118, i64 noundef %120, i64 noundef %121, i64 noundef %123)
  %132 = extractvalue { i64, i64 } %131, 0
  %133 = extractvalue { i64, i64 } %131, 1
  %134 = zext i64 %133 to i128
  %135 = shl nuw i128 %134, 64
  %136 = zext i64 %132 to i128
  %137 = or disjoint i128 %135, %136
  %138 = load i64, ptr @h, align 8, !tbaa !9
  %139 = xor i64 %138, %125
  %140 = mul i64 %139, 1099511628211
  %141 = xor i64 %140, %126
  %142 = mul i64 %141, 1099511628211
  %143 = xor i64 %142, %132
  %144 = mul i64 %143, 1099511628211
  %145 = xor i64 %144, %133
  %146 = mul i64 %145, 1099511628211
  store i64 %146, ptr @h, align 8, !tbaa !9
  %147 = mul i128 %130, %115
  %148 = add i128 %147, %137
  %149 = icmp eq i128 %148, %113
  %150 = icmp ult i128 %137, %115
  %151 = and i1 %150, %149
  br i1 %151, label %157, label %152

152:                                              ; preds = %117
  %153 = add nsw i32 %112, 1
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, i64 noundef %120, i64 noundef %118)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, i64 noundef %123, i64 noundef %121)
  %156 = tail call i32 @putchar(i32 10)
  br label %157

157:                                              ; preds = %117, %152
  %158 = phi i32 [ %153, %152 ], [ %112, %117 ]
  %159 = icmp eq i128 %113, -170141183460469231731687303715884105728
  %160 = icmp eq i128 %115, -1
  %161 = and i1 %159, %160
  br i1 %161, label %201, label %162

162:                                              ; preds = %157
  %163 = tail call fastcc { i64, i64 } @sdiv(i64 noundef %118, i64 noundef %120, i64 noundef %121, i64 noundef %123)
  %164 = extractvalue { i64, i64 } %163, 0
  %165 = extractvalue { i64, i64 } %163, 1
  %166 = zext i64 %165 to i128
  %167 = shl nuw i128 %166, 64
  %168 = zext i64 %164 to i128
  %169 = or disjoint i128 %167, %168
  %170 = tail call fastcc { i64, i64 } @srem(i64 noundef %118, i64 noundef %120, i64 noundef %121, i64 noundef %123)
  %171 = extractvalue { i64, i64 } %170, 0
  %172 = extractvalue { i64, i64 } %170, 1
  %173 = zext i64 %172 to i128
  %174 = shl nuw i128 %173, 64
  %175 = zext i64 %171 to i128
  %176 = or disjoint i128 %174, %175
  %177 = load i64, ptr @h, align 8, !tbaa !9
  %178 = xor i64 %177, %164
  %179 = mul i64 %178, 1099511628211
  %180 = xor i64 %179, %165
  %181 = mul i64 %180, 1099511628211
  %182 = xor i64 %181, %171
  %183 = mul i64 %182, 1099511628211
  %184 = xor i64 %183, %172
  %185 = mul i64 %184, 1099511628211
  store i64 %185, ptr @h, align 8, !tbaa !9
  %186 = mul i128 %169, %115
  %187 = add i128 %186, %176
  %188 = icmp eq i128 %187, %113
  br i1 %188, label %189, label %196

189:                                              ; preds = %162
  %190 = icmp eq i128 %176, 0
  br i1 %190, label %201, label %191

191:                                              ; preds = %189
  %192 = lshr i64 %172, 63
  %193 = lshr i128 %113, 127
  %194 = trunc nuw nsw i128 %193 to i64
  %195 = icmp eq i64 %192, %194
  br i1 %195, label %201, label %196

196:                                              ; preds = %191, %162
  %197 = add nsw i32 %158, 1
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, i64 noundef %120, i64 noundef %118)
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, i64 noundef %123, i64 noundef %121)
  %200 = tail call i32 @putchar(i32 10)
  br label %201

201:                                              ; preds = %157, %196, %191, %189, %110
  %202 = phi i32 [ %112, %110 ], [ %158, %157 ], [ %197, %196 ], [ %158, %191 ], [ %158, %189 ]
  %203 = add nuw nsw i64 %111, 1
  %204 = icmp eq i64 %203, 18
  br i1 %204, label %107, label %110, !llvm.loop !16

205:                                              ; preds = %103, %212
  %206 = phi i64 [ 0, %103 ], [ %213, %212 ]
  %207 = phi i64 [ 1469598103934665603, %103 ], [ %250, %212 ]
  %208 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %206
  br label %215

209:                                              ; preds = %212
  store i64 %250, ptr @h, align 8, !tbaa !9
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %250)
  %211 = load i64, ptr @h, align 8, !tbaa !9
  br label %264

212:                                              ; preds = %215
  %213 = add nuw nsw i64 %206, 1
  %214 = icmp eq i64 %213, 18
  br i1 %214, label %209, label %205, !llvm.loop !17

215:                                              ; preds = %205, %215
  %216 = phi i32 [ 0, %205 ], [ %251, %215 ]
  %217 = phi i64 [ %207, %205 ], [ %250, %215 ]
  %218 = load volatile i128, ptr %208, align 16, !tbaa !5
  %219 = trunc i128 %218 to i64
  %220 = lshr i128 %218, 64
  %221 = trunc nuw i128 %220 to i64
  %222 = tail call fastcc { i64, i64 } @shl(i64 noundef %219, i64 noundef %221, i32 noundef %216)
  %223 = extractvalue { i64, i64 } %222, 0
  %224 = extractvalue { i64, i64 } %222, 1
  %225 = xor i64 %217, %223
  %226 = mul i64 %225, 1099511628211
  %227 = xor i64 %226, %224
  %228 = mul i64 %227, 1099511628211
  %229 = load volatile i128, ptr %208, align 16, !tbaa !5
  %230 = trunc i128 %229 to i64
  %231 = lshr i128 %229, 64
  %232 = trunc nuw i128 %231 to i64
  %233 = tail call fastcc { i64, i64 } @lshr(i64 noundef %230, i64 noundef %232, i32 noundef %216)
  %234 = extractvalue { i64, i64 } %233, 0
  %235 = extractvalue { i64, i64 } %233, 1
  %236 = xor i64 %228, %234
  %237 = mul i64 %236, 1099511628211
  %238 = xor i64 %237, %235
  %239 = mul i64 %238, 1099511628211
  %240 = load volatile i128, ptr %208, align 16, !tbaa !5
  %241 = trunc i128 %240 to i64
  %242 = lshr i128 %240, 64
  %243 = trunc nuw i128 %242 to i64
  %244 = tail call fastcc { i64, i64 } @ashr(i64 noundef %241, i64 noundef %243, i32 noundef %216)
  %245 = extractvalue { i64, i64 } %244, 0
  %246 = extractvalue { i64, i64 } %244, 1
  %247 = xor i64 %239, %245
  %248 = mul i64 %247, 1099511628211
  %249 = xor i64 %248, %246
  %250 = mul i64 %249, 1099511628211
  %251 = add nuw nsw i32 %216, 1
  %252 = icmp eq i32 %251, 128
  br i1 %252, label %212, label %215, !llvm.loop !18

253:                                              ; preds = %264
  %254 = xor i64 %106, %211
  %255 = xor i64 %254, %15
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, i64 noundef -9223372036854775808, i64 noundef 0)
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, i64 noundef 9223372036854775807, i64 noundef -1)
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1)
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i64 noundef %255, i32 noundef %202)
  %260 = icmp eq i32 %202, 0
  %261 = trunc i64 %255 to i32
  %262 = and i32 %261, 63
  %263 = select i1 %260, i32 %262, i32 100
  ret i32 %263

264:                                              ; preds = %209, %264
  %265 = phi i64 [ 0, %209 ], [ %302, %264 ]
  %266 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %265
  %267 = load volatile i128, ptr %266, align 16, !tbaa !5
  %268 = trunc i128 %267 to i64
  %269 = lshr i128 %267, 64
  %270 = trunc nuw i128 %269 to i64
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, i64 noundef %270, i64 noundef %268)
  %272 = sub i128 0, %267
  %273 = trunc i128 %272 to i64
  %274 = lshr i128 %272, 64
  %275 = trunc nuw i128 %274 to i64
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, i64 noundef %275, i64 noundef %273)
  %277 = tail call fastcc { i64, i64 } @udiv10(i64 noundef %268, i64 noundef %270)
  %278 = extractvalue { i64, i64 } %277, 0
  %279 = extractvalue { i64, i64 } %277, 1
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, i64 noundef %279, i64 noundef %278)
  %281 = tail call fastcc { i64, i64 } @sdiv7(i64 noundef %268, i64 noundef %270)
  %282 = extractvalue { i64, i64 } %281, 0
  %283 = extractvalue { i64, i64 } %281, 1
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, i64 noundef %283, i64 noundef %282)
  %285 = tail call fastcc { i64, i64 } @srem7(i64 noundef %268, i64 noundef %270)
  %286 = extractvalue { i64, i64 } %285, 0
  %287 = extractvalue { i64, i64 } %285, 1
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, i64 noundef %287, i64 noundef %286)
  %289 = tail call fastcc { i64, i64 } @shl(i64 noundef %268, i64 noundef %270, i32 noundef 63)
  %290 = extractvalue { i64, i64 } %289, 0
  %291 = extractvalue { i64, i64 } %289, 1
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, i64 noundef %291, i64 noundef %290)
  %293 = tail call fastcc { i64, i64 } @ashr(i64 noundef %268, i64 noundef %270, i32 noundef 127)
  %294 = extractvalue { i64, i64 } %293, 0
  %295 = extractvalue { i64, i64 } %293, 1
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, i64 noundef %295, i64 noundef %294)
  %297 = tail call fastcc { i64, i64 } @lshr(i64 noundef %268, i64 noundef %270, i32 noundef 64)
  %298 = extractvalue { i64, i64 } %297, 0
  %299 = extractvalue { i64, i64 } %297, 1
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, i64 noundef %299, i64 noundef %298)
  %301 = tail call i32 @putchar(i32 10)
  %302 = add nuw nsw i64 %265, 1
  %303 = icmp eq i64 %302, 18
  br i1 %303, label %253, label %264, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @uadd(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = zext i64 %2 to i128
  %9 = or disjoint i128 %6, %7
  %10 = add i128 %9, %8
  %11 = trunc i128 %10 to i64
  %12 = lshr i128 %10, 64
  %13 = trunc nuw i128 %12 to i64
  %14 = add i64 %13, %3
  %15 = insertvalue { i64, i64 } poison, i64 %11, 0
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1
  ret { i64, i64 } %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @usub(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = zext i64 %2 to i128
  %9 = or disjoint i128 %6, %7
  %10 = sub i128 %9, %8
  %11 = trunc i128 %10 to i64
  %12 = lshr i128 %10, 64
  %13 = trunc nuw i128 %12 to i64
  %14 = sub i64 %13, %3
  %15 = insertvalue { i64, i64 } poison, i64 %11, 0
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1
  ret { i64, i64 } %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @umul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = mul i128 %12, %8
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @cmps(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = icmp slt i128 %8, %12
  %14 = zext i1 %13 to i32
  %15 = icmp sgt i128 %8, %12
  %16 = select i1 %15, i32 0, i32 2
  %17 = or disjoint i32 %16, %14
  %18 = select i1 %15, i32 4, i32 0
  %19 = or disjoint i32 %17, %18
  %20 = select i1 %13, i32 0, i32 8
  %21 = or disjoint i32 %19, %20
  %22 = icmp eq i128 %8, %12
  %23 = select i1 %22, i32 16, i32 0
  %24 = or disjoint i32 %21, %23
  %25 = select i1 %22, i32 0, i32 32
  %26 = or disjoint i32 %24, %25
  ret i32 %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 16) i32 @cmpu(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = icmp ult i128 %8, %12
  %14 = zext i1 %13 to i32
  %15 = icmp ugt i128 %8, %12
  %16 = select i1 %15, i32 0, i32 2
  %17 = or disjoint i32 %16, %14
  %18 = select i1 %15, i32 4, i32 0
  %19 = or disjoint i32 %17, %18
  %20 = select i1 %13, i32 0, i32 8
  %21 = or disjoint i32 %19, %20
  ret i32 %21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @udiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = udiv i128 %8, %12
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @urem(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = urem i128 %8, %12
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @sdiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = sdiv i128 %8, %12
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @srem(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = srem i128 %8, %12
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shl(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #1 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = zext nneg i32 %2 to i128
  %9 = shl i128 %7, %8
  %10 = trunc i128 %9 to i64
  %11 = lshr i128 %9, 64
  %12 = trunc nuw i128 %11 to i64
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1
  ret { i64, i64 } %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @lshr(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #1 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = zext nneg i32 %2 to i128
  %9 = lshr i128 %7, %8
  %10 = trunc i128 %9 to i64
  %11 = lshr i128 %9, 64
  %12 = trunc nuw i128 %11 to i64
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1
  ret { i64, i64 } %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ashr(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #1 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = zext nneg i32 %2 to i128
  %9 = ashr i128 %7, %8
  %10 = trunc i128 %9 to i64
  %11 = lshr i128 %9, 64
  %12 = trunc nuw i128 %11 to i64
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1
  ret { i64, i64 } %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @udiv10(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = udiv i128 %6, 10
  %8 = trunc i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc nuw nsw i128 %9 to i64
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @sdiv7(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = sdiv i128 %6, 7
  %8 = trunc i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc nuw i128 %9 to i64
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @srem7(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = srem i128 %6, 7
  %8 = trunc nsw i128 %7 to i64
  %9 = lshr i128 %7, 64
  %10 = trunc nuw i128 %9 to i64
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"__int128", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
