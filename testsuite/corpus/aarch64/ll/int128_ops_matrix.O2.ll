; ModuleID = 'programs/int128_ops_matrix.c'
source_filename = "programs/int128_ops_matrix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  store volatile i128 0, ptr @vals, align 16, !tbaa !6
  store volatile i128 1, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !tbaa !6
  store volatile i128 2, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !tbaa !6
  store volatile i128 3, ptr getelementptr inbounds (i8, ptr @vals, i64 48), align 16, !tbaa !6
  store volatile i128 10, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !tbaa !6
  store volatile i128 18446744073709551615, ptr getelementptr inbounds (i8, ptr @vals, i64 80), align 16, !tbaa !6
  store volatile i128 18446744073709551616, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !tbaa !6
  store volatile i128 18446744073709551617, ptr getelementptr inbounds (i8, ptr @vals, i64 112), align 16, !tbaa !6
  store volatile i128 170141183460469231731687303715884105727, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !tbaa !6
  store volatile i128 -170141183460469231731687303715884105728, ptr getelementptr inbounds (i8, ptr @vals, i64 144), align 16, !tbaa !6
  store volatile i128 -170141183460469231731687303715884105727, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !tbaa !6
  store volatile i128 -1, ptr getelementptr inbounds (i8, ptr @vals, i64 176), align 16, !tbaa !6
  store volatile i128 -2, ptr getelementptr inbounds (i8, ptr @vals, i64 192), align 16, !tbaa !6
  store volatile i128 -10, ptr getelementptr inbounds (i8, ptr @vals, i64 208), align 16, !tbaa !6
  store volatile i128 1512366075204170947332355369683137040, ptr getelementptr inbounds (i8, ptr @vals, i64 224), align 16, !tbaa !6
  store volatile i128 -79228162514264337589248983041, ptr getelementptr inbounds (i8, ptr @vals, i64 240), align 16, !tbaa !6
  store volatile i128 9223372036854775808, ptr getelementptr inbounds (i8, ptr @vals, i64 256), align 16, !tbaa !6
  store volatile i128 -27670116110564327424, ptr getelementptr inbounds (i8, ptr @vals, i64 272), align 16, !tbaa !6
  br label %2

1:                                                ; preds = %10
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !10
  br label %72

2:                                                ; preds = %0, %10
  %3 = phi i64 [ 0, %0 ], [ %16, %10 ]
  %4 = phi i64 [ 0, %0 ], [ %15, %10 ]
  %5 = trunc nuw nsw i64 %3 to i32
  br label %6

6:                                                ; preds = %2, %18
  %7 = phi i64 [ 0, %2 ], [ %19, %18 ]
  %8 = phi i64 [ 1469598103934665603, %2 ], [ %69, %18 ]
  %9 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %7
  br label %21

10:                                               ; preds = %18
  store i64 %69, ptr @h, align 8, !tbaa !10
  %11 = shl i64 %3, 2
  %12 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %11)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %12, i64 noundef %69)
  %14 = load i64, ptr @h, align 8, !tbaa !10
  %15 = xor i64 %14, %4
  %16 = add nuw nsw i64 %3, 1
  %17 = icmp eq i64 %16, 8
  br i1 %17, label %1, label %2, !llvm.loop !12

18:                                               ; preds = %63
  %19 = add nuw nsw i64 %7, 1
  %20 = icmp eq i64 %19, 18
  br i1 %20, label %10, label %6, !llvm.loop !14

21:                                               ; preds = %6, %63
  %22 = phi i64 [ 0, %6 ], [ %70, %63 ]
  %23 = phi i64 [ %8, %6 ], [ %69, %63 ]
  %24 = load volatile i128, ptr %9, align 16, !tbaa !6
  %25 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %22
  %26 = load volatile i128, ptr %25, align 16, !tbaa !6
  switch i32 %5, label %63 [
    i32 0, label %27
    i32 1, label %32
    i32 2, label %37
    i32 3, label %42
    i32 4, label %47
    i32 5, label %52
    i32 6, label %57
    i32 7, label %60
  ]

27:                                               ; preds = %21
  %28 = tail call fastcc i128 @uadd(i128 noundef %24, i128 noundef %26)
  %29 = trunc i128 %28 to i64
  %30 = lshr i128 %28, 64
  %31 = trunc nuw i128 %30 to i64
  br label %63

32:                                               ; preds = %21
  %33 = tail call fastcc i128 @usub(i128 noundef %24, i128 noundef %26)
  %34 = trunc i128 %33 to i64
  %35 = lshr i128 %33, 64
  %36 = trunc nuw i128 %35 to i64
  br label %63

37:                                               ; preds = %21
  %38 = tail call fastcc i128 @umul(i128 noundef %24, i128 noundef %26)
  %39 = trunc i128 %38 to i64
  %40 = lshr i128 %38, 64
  %41 = trunc nuw i128 %40 to i64
  br label %63

42:                                               ; preds = %21
  %43 = and i128 %26, %24
  %44 = trunc i128 %43 to i64
  %45 = lshr i128 %43, 64
  %46 = trunc nuw i128 %45 to i64
  br label %63

47:                                               ; preds = %21
  %48 = or i128 %26, %24
  %49 = trunc i128 %48 to i64
  %50 = lshr i128 %48, 64
  %51 = trunc nuw i128 %50 to i64
  br label %63

52:                                               ; preds = %21
  %53 = xor i128 %26, %24
  %54 = trunc i128 %53 to i64
  %55 = lshr i128 %53, 64
  %56 = trunc nuw i128 %55 to i64
  br label %63

57:                                               ; preds = %21
  %58 = tail call fastcc i32 @cmps(i128 noundef %24, i128 noundef %26)
  %59 = zext nneg i32 %58 to i64
  br label %63

60:                                               ; preds = %21
  %61 = tail call fastcc i32 @cmpu(i128 noundef %24, i128 noundef %26)
  %62 = zext nneg i32 %61 to i64
  br label %63

63:                                               ; preds = %21, %60, %57, %52, %47, %42, %37, %32, %27
  %64 = phi i64 [ 0, %21 ], [ %62, %60 ], [ %59, %57 ], [ %54, %52 ], [ %49, %47 ], [ %44, %42 ], [ %39, %37 ], [ %34, %32 ], [ %29, %27 ]
  %65 = phi i64 [ 0, %21 ], [ 0, %60 ], [ 0, %57 ], [ %56, %52 ], [ %51, %47 ], [ %46, %42 ], [ %41, %37 ], [ %36, %32 ], [ %31, %27 ]
  %66 = xor i64 %23, %64
  %67 = mul i64 %66, 1099511628211
  %68 = xor i64 %67, %65
  %69 = mul i64 %68, 1099511628211
  %70 = add nuw nsw i64 %22, 1
  %71 = icmp eq i64 %70, 18
  br i1 %71, label %18, label %21, !llvm.loop !15

72:                                               ; preds = %1, %80
  %73 = phi i64 [ 0, %1 ], [ %81, %80 ]
  %74 = phi i32 [ 0, %1 ], [ %170, %80 ]
  %75 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %73
  br label %83

76:                                               ; preds = %80
  %77 = load i64, ptr @h, align 8, !tbaa !10
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %77)
  %79 = load i64, ptr @h, align 8, !tbaa !10
  br label %173

80:                                               ; preds = %169
  %81 = add nuw nsw i64 %73, 1
  %82 = icmp eq i64 %81, 18
  br i1 %82, label %76, label %72, !llvm.loop !16

83:                                               ; preds = %72, %169
  %84 = phi i64 [ 0, %72 ], [ %171, %169 ]
  %85 = phi i32 [ %74, %72 ], [ %170, %169 ]
  %86 = load volatile i128, ptr %75, align 16, !tbaa !6
  %87 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %84
  %88 = load volatile i128, ptr %87, align 16, !tbaa !6
  %89 = icmp eq i128 %88, 0
  br i1 %89, label %169, label %90

90:                                               ; preds = %83
  %91 = tail call fastcc i128 @udiv(i128 noundef %86, i128 noundef %88)
  %92 = tail call fastcc i128 @urem(i128 noundef %86, i128 noundef %88)
  %93 = load i64, ptr @h, align 8, !tbaa !10
  %94 = trunc i128 %91 to i64
  %95 = xor i64 %93, %94
  %96 = mul i64 %95, 1099511628211
  %97 = lshr i128 %91, 64
  %98 = trunc nuw i128 %97 to i64
  %99 = xor i64 %96, %98
  %100 = mul i64 %99, 1099511628211
  %101 = trunc i128 %92 to i64
  %102 = xor i64 %100, %101
  %103 = mul i64 %102, 1099511628211
  %104 = lshr i128 %92, 64
  %105 = trunc nuw i128 %104 to i64
  %106 = xor i64 %103, %105
  %107 = mul i64 %106, 1099511628211
  store i64 %107, ptr @h, align 8, !tbaa !10
  %108 = mul i128 %91, %88
  %109 = add i128 %108, %92
  %110 = icmp eq i128 %109, %86
  %111 = icmp ult i128 %92, %88
  %112 = and i1 %111, %110
  br i1 %112, label %124, label %113

113:                                              ; preds = %90
  %114 = add nsw i32 %85, 1
  %115 = lshr i128 %86, 64
  %116 = trunc nuw i128 %115 to i64
  %117 = trunc i128 %86 to i64
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, i64 noundef %116, i64 noundef %117)
  %119 = lshr i128 %88, 64
  %120 = trunc nuw i128 %119 to i64
  %121 = trunc i128 %88 to i64
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, i64 noundef %120, i64 noundef %121)
  %123 = tail call i32 @putchar(i32 10)
  br label %124

124:                                              ; preds = %90, %113
  %125 = phi i32 [ %114, %113 ], [ %85, %90 ]
  %126 = icmp eq i128 %86, -170141183460469231731687303715884105728
  %127 = icmp eq i128 %88, -1
  %128 = and i1 %126, %127
  br i1 %128, label %169, label %129

129:                                              ; preds = %124
  %130 = tail call fastcc i128 @sdiv(i128 noundef %86, i128 noundef %88)
  %131 = tail call fastcc i128 @srem(i128 noundef %86, i128 noundef %88)
  %132 = load i64, ptr @h, align 8, !tbaa !10
  %133 = trunc i128 %130 to i64
  %134 = xor i64 %132, %133
  %135 = mul i64 %134, 1099511628211
  %136 = lshr i128 %130, 64
  %137 = trunc nuw i128 %136 to i64
  %138 = xor i64 %135, %137
  %139 = mul i64 %138, 1099511628211
  %140 = trunc i128 %131 to i64
  %141 = xor i64 %139, %140
  %142 = mul i64 %141, 1099511628211
  %143 = lshr i128 %131, 64
  %144 = trunc nuw i128 %143 to i64
  %145 = xor i64 %142, %144
  %146 = mul i64 %145, 1099511628211
  store i64 %146, ptr @h, align 8, !tbaa !10
  %147 = mul i128 %130, %88
  %148 = add i128 %147, %131
  %149 = icmp eq i128 %148, %86
  br i1 %149, label %150, label %158

150:                                              ; preds = %129
  %151 = icmp eq i128 %131, 0
  br i1 %151, label %169, label %152

152:                                              ; preds = %150
  %153 = lshr i128 %131, 127
  %154 = trunc nuw nsw i128 %153 to i32
  %155 = lshr i128 %86, 127
  %156 = trunc nuw nsw i128 %155 to i32
  %157 = icmp eq i32 %154, %156
  br i1 %157, label %169, label %158

158:                                              ; preds = %152, %129
  %159 = add nsw i32 %125, 1
  %160 = lshr i128 %86, 64
  %161 = trunc nuw i128 %160 to i64
  %162 = trunc i128 %86 to i64
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, i64 noundef %161, i64 noundef %162)
  %164 = lshr i128 %88, 64
  %165 = trunc nuw i128 %164 to i64
  %166 = trunc i128 %88 to i64
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, i64 noundef %165, i64 noundef %166)
  %168 = tail call i32 @putchar(i32 10)
  br label %169

169:                                              ; preds = %124, %158, %152, %150, %83
  %170 = phi i32 [ %85, %83 ], [ %125, %124 ], [ %159, %158 ], [ %125, %152 ], [ %125, %150 ]
  %171 = add nuw nsw i64 %84, 1
  %172 = icmp eq i64 %171, 18
  br i1 %172, label %80, label %83, !llvm.loop !17

173:                                              ; preds = %76, %180
  %174 = phi i64 [ 0, %76 ], [ %181, %180 ]
  %175 = phi i64 [ 1469598103934665603, %76 ], [ %212, %180 ]
  %176 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %174
  br label %183

177:                                              ; preds = %180
  store i64 %212, ptr @h, align 8, !tbaa !10
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %212)
  %179 = load i64, ptr @h, align 8, !tbaa !10
  br label %226

180:                                              ; preds = %183
  %181 = add nuw nsw i64 %174, 1
  %182 = icmp eq i64 %181, 18
  br i1 %182, label %177, label %173, !llvm.loop !18

183:                                              ; preds = %173, %183
  %184 = phi i32 [ 0, %173 ], [ %213, %183 ]
  %185 = phi i64 [ %175, %173 ], [ %212, %183 ]
  %186 = load volatile i128, ptr %176, align 16, !tbaa !6
  %187 = tail call fastcc i128 @shl(i128 noundef %186, i32 noundef %184)
  %188 = trunc i128 %187 to i64
  %189 = xor i64 %185, %188
  %190 = mul i64 %189, 1099511628211
  %191 = lshr i128 %187, 64
  %192 = trunc nuw i128 %191 to i64
  %193 = xor i64 %190, %192
  %194 = mul i64 %193, 1099511628211
  %195 = load volatile i128, ptr %176, align 16, !tbaa !6
  %196 = tail call fastcc i128 @lshr(i128 noundef %195, i32 noundef %184)
  %197 = trunc i128 %196 to i64
  %198 = xor i64 %194, %197
  %199 = mul i64 %198, 1099511628211
  %200 = lshr i128 %196, 64
  %201 = trunc nuw i128 %200 to i64
  %202 = xor i64 %199, %201
  %203 = mul i64 %202, 1099511628211
  %204 = load volatile i128, ptr %176, align 16, !tbaa !6
  %205 = tail call fastcc i128 @ashr(i128 noundef %204, i32 noundef %184)
  %206 = trunc i128 %205 to i64
  %207 = xor i64 %203, %206
  %208 = mul i64 %207, 1099511628211
  %209 = lshr i128 %205, 64
  %210 = trunc nuw i128 %209 to i64
  %211 = xor i64 %208, %210
  %212 = mul i64 %211, 1099511628211
  %213 = add nuw nsw i32 %184, 1
  %214 = icmp eq i32 %213, 128
  br i1 %214, label %180, label %183, !llvm.loop !19

215:                                              ; preds = %226
  %216 = xor i64 %79, %179
  %217 = xor i64 %216, %15
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, i64 noundef -9223372036854775808, i64 noundef 0)
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, i64 noundef 9223372036854775807, i64 noundef -1)
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1)
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i64 noundef %217, i32 noundef %170)
  %222 = icmp eq i32 %170, 0
  %223 = trunc i64 %217 to i32
  %224 = and i32 %223, 63
  %225 = select i1 %222, i32 %224, i32 100
  ret i32 %225

226:                                              ; preds = %177, %226
  %227 = phi i64 [ 0, %177 ], [ %270, %226 ]
  %228 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %227
  %229 = load volatile i128, ptr %228, align 16, !tbaa !6
  %230 = lshr i128 %229, 64
  %231 = trunc nuw i128 %230 to i64
  %232 = trunc i128 %229 to i64
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, i64 noundef %231, i64 noundef %232)
  %234 = sub i128 0, %229
  %235 = lshr i128 %234, 64
  %236 = trunc nuw i128 %235 to i64
  %237 = trunc i128 %234 to i64
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, i64 noundef %236, i64 noundef %237)
  %239 = tail call fastcc i128 @udiv10(i128 noundef %229)
  %240 = lshr i128 %239, 64
  %241 = trunc nuw nsw i128 %240 to i64
  %242 = trunc i128 %239 to i64
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, i64 noundef %241, i64 noundef %242)
  %244 = tail call fastcc i128 @sdiv7(i128 noundef %229)
  %245 = lshr i128 %244, 64
  %246 = trunc nuw i128 %245 to i64
  %247 = trunc i128 %244 to i64
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, i64 noundef %246, i64 noundef %247)
  %249 = tail call fastcc i128 @srem7(i128 noundef %229)
  %250 = lshr i128 %249, 64
  %251 = trunc nuw i128 %250 to i64
  %252 = trunc nsw i128 %249 to i64
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, i64 noundef %251, i64 noundef %252)
  %254 = tail call fastcc i128 @shl(i128 noundef %229, i32 noundef 63)
  %255 = lshr i128 %254, 64
  %256 = trunc nuw i128 %255 to i64
  %257 = trunc i128 %254 to i64
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, i64 noundef %256, i64 noundef %257)
  %259 = tail call fastcc i128 @ashr(i128 noundef %229, i32 noundef 127)
  %260 = lshr i128 %259, 64
  %261 = trunc nuw i128 %260 to i64
  %262 = trunc i128 %259 to i64
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, i64 noundef %261, i64 noundef %262)
  %264 = tail call fastcc i128 @lshr(i128 noundef %229, i32 noundef 64)
  %265 = lshr i128 %264, 64
  %266 = trunc nuw i128 %265 to i64
  %267 = trunc i128 %264 to i64
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, i64 noundef %266, i64 noundef %267)
  %269 = tail call i32 @putchar(i32 10)
  %270 = add nuw nsw i64 %227, 1
  %271 = icmp eq i64 %270, 18
  br i1 %271, label %215, label %226, !llvm.loop !20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @uadd(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = add i128 %1, %0
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @usub(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = sub i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @umul(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = mul i128 %1, %0
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @cmps(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i128 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp sgt i128 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or disjoint i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or disjoint i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or disjoint i32 %9, %10
  %12 = icmp eq i128 %0, %1
  %13 = select i1 %12, i32 16, i32 0
  %14 = or disjoint i32 %11, %13
  %15 = select i1 %12, i32 0, i32 32
  %16 = or disjoint i32 %14, %15
  ret i32 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 16) i32 @cmpu(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i128 %0, %1
  %4 = zext i1 %3 to i32
  %5 = icmp ugt i128 %0, %1
  %6 = select i1 %5, i32 0, i32 2
  %7 = or disjoint i32 %6, %4
  %8 = select i1 %5, i32 4, i32 0
  %9 = or disjoint i32 %7, %8
  %10 = select i1 %3, i32 0, i32 8
  %11 = or disjoint i32 %9, %10
  ret i32 %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @udiv(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = udiv i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 0, -1) i128 @urem(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = urem i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @sdiv(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = sdiv i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 -170141183460469231731687303715884105727, -170141183460469231731687303715884105728) i128 @srem(i128 noundef %0, i128 noundef %1) unnamed_addr #1 {
  %3 = srem i128 %0, %1
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @shl(i128 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = zext nneg i32 %1 to i128
  %4 = shl i128 %0, %3
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @lshr(i128 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = zext nneg i32 %1 to i128
  %4 = lshr i128 %0, %3
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @ashr(i128 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = zext nneg i32 %1 to i128
  %4 = ashr i128 %0, %3
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i128 0, 34028236692093846346337460743176821146) i128 @udiv10(i128 noundef %0) unnamed_addr #1 {
  %2 = udiv i128 %0, 10
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i128 -24305883351495604533098186245126300818, 24305883351495604533098186245126300819) i128 @sdiv7(i128 noundef %0) unnamed_addr #1 {
  %2 = sdiv i128 %0, 7
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i128 -6, 7) i128 @srem7(i128 noundef %0) unnamed_addr #1 {
  %2 = srem i128 %0, 7
  ret i128 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"__int128", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
