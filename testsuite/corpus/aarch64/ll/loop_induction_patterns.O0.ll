; ModuleID = 'programs/loop_induction_patterns.c'
source_filename = "programs/loop_induction_patterns.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a = internal global [3500 x i32] zeroinitializer, align 4
@s16 = internal global [500 x i16] zeroinitializer, align 2
@s64 = internal global [500 x i64] zeroinitializer, align 8
@grid = internal global [64 x [80 x i8]] zeroinitializer, align 1
@.str = private unnamed_addr constant [62 x i8] c"t1=%ld t2=%ld t3=%u t4=%ld prefix[N]=%lld runmax=%d best=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [501 x i64], align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %25

25:                                               ; preds = %35, %0
  %26 = load i32, ptr %2, align 4
  %27 = icmp slt i32 %26, 3500
  br i1 %27, label %28, label %38

28:                                               ; preds = %25
  %29 = load i32, ptr %2, align 4
  %30 = mul nsw i32 %29, 3
  %31 = sub nsw i32 %30, 500
  %32 = load i32, ptr %2, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %33
  store i32 %31, ptr %34, align 4
  br label %35

35:                                               ; preds = %28
  %36 = load i32, ptr %2, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %2, align 4
  br label %25, !llvm.loop !6

38:                                               ; preds = %25
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %39

39:                                               ; preds = %66, %38
  %40 = load i32, ptr %4, align 4
  %41 = icmp slt i32 %40, 500
  br i1 %41, label %42, label %69

42:                                               ; preds = %39
  %43 = load i32, ptr %4, align 4
  %44 = mul nsw i32 %43, 7
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %4, align 4
  %49 = mul nsw i32 %48, 5
  %50 = add nsw i32 %49, 2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = mul nsw i32 %53, 2
  %55 = add nsw i32 %47, %54
  %56 = load i32, ptr %4, align 4
  %57 = mul nsw i32 %56, 3
  %58 = add nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = sub nsw i32 %55, %61
  %63 = sext i32 %62 to i64
  %64 = load i64, ptr %3, align 8
  %65 = add nsw i64 %64, %63
  store i64 %65, ptr %3, align 8
  br label %66

66:                                               ; preds = %42
  %67 = load i32, ptr %4, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %4, align 4
  br label %39, !llvm.loop !8

69:                                               ; preds = %39
  store ptr @a, ptr %5, align 8
  store ptr @s16, ptr %6, align 8
  store ptr @s64, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %70

70:                                               ; preds = %91, %69
  %71 = load i32, ptr %8, align 4
  %72 = icmp slt i32 %71, 500
  br i1 %72, label %73, label %94

73:                                               ; preds = %70
  %74 = load ptr, ptr %5, align 8
  %75 = load i32, ptr %74, align 4
  %76 = ashr i32 %75, 2
  %77 = trunc i32 %76 to i16
  %78 = load ptr, ptr %6, align 8
  %79 = getelementptr inbounds i16, ptr %78, i32 1
  store ptr %79, ptr %6, align 8
  store i16 %77, ptr %78, align 2
  %80 = load ptr, ptr %5, align 8
  %81 = load i32, ptr %80, align 4
  %82 = sext i32 %81 to i64
  %83 = load ptr, ptr %5, align 8
  %84 = load i32, ptr %83, align 4
  %85 = sext i32 %84 to i64
  %86 = mul nsw i64 %82, %85
  %87 = load ptr, ptr %7, align 8
  %88 = getelementptr inbounds i64, ptr %87, i32 1
  store ptr %88, ptr %7, align 8
  store i64 %86, ptr %87, align 8
  %89 = load ptr, ptr %5, align 8
  %90 = getelementptr inbounds i32, ptr %89, i64 3
  store ptr %90, ptr %5, align 8
  br label %91

91:                                               ; preds = %73
  %92 = load i32, ptr %8, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %8, align 4
  br label %70, !llvm.loop !9

94:                                               ; preds = %70
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %95

95:                                               ; preds = %112, %94
  %96 = load i32, ptr %10, align 4
  %97 = icmp slt i32 %96, 500
  br i1 %97, label %98, label %115

98:                                               ; preds = %95
  %99 = load i32, ptr %10, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [500 x i16], ptr @s16, i64 0, i64 %100
  %102 = load i16, ptr %101, align 2
  %103 = sext i16 %102 to i64
  %104 = load i32, ptr %10, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [500 x i64], ptr @s64, i64 0, i64 %105
  %107 = load i64, ptr %106, align 8
  %108 = srem i64 %107, 1000
  %109 = add nsw i64 %103, %108
  %110 = load i64, ptr %9, align 8
  %111 = add nsw i64 %110, %109
  store i64 %111, ptr %9, align 8
  br label %112

112:                                              ; preds = %98
  %113 = load i32, ptr %10, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %10, align 4
  br label %95, !llvm.loop !10

115:                                              ; preds = %95
  store i32 0, ptr %11, align 4
  br label %116

116:                                              ; preds = %140, %115
  %117 = load i32, ptr %11, align 4
  %118 = icmp slt i32 %117, 64
  br i1 %118, label %119, label %143

119:                                              ; preds = %116
  store i32 0, ptr %12, align 4
  br label %120

120:                                              ; preds = %136, %119
  %121 = load i32, ptr %12, align 4
  %122 = icmp slt i32 %121, 80
  br i1 %122, label %123, label %139

123:                                              ; preds = %120
  %124 = load i32, ptr %11, align 4
  %125 = load i32, ptr %12, align 4
  %126 = mul nsw i32 %124, %125
  %127 = load i32, ptr %11, align 4
  %128 = add nsw i32 %126, %127
  %129 = trunc i32 %128 to i8
  %130 = load i32, ptr %11, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %131
  %133 = load i32, ptr %12, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [80 x i8], ptr %132, i64 0, i64 %134
  store i8 %129, ptr %135, align 1
  br label %136

136:                                              ; preds = %123
  %137 = load i32, ptr %12, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %12, align 4
  br label %120, !llvm.loop !11

139:                                              ; preds = %120
  br label %140

140:                                              ; preds = %139
  %141 = load i32, ptr %11, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %11, align 4
  br label %116, !llvm.loop !12

143:                                              ; preds = %116
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %144

144:                                              ; preds = %167, %143
  %145 = load i32, ptr %14, align 4
  %146 = icmp slt i32 %145, 80
  br i1 %146, label %147, label %170

147:                                              ; preds = %144
  store i32 63, ptr %15, align 4
  br label %148

148:                                              ; preds = %163, %147
  %149 = load i32, ptr %15, align 4
  %150 = icmp sge i32 %149, 0
  br i1 %150, label %151, label %166

151:                                              ; preds = %148
  %152 = load i32, ptr %13, align 4
  %153 = mul i32 %152, 31
  %154 = load i32, ptr %15, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %155
  %157 = load i32, ptr %14, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [80 x i8], ptr %156, i64 0, i64 %158
  %160 = load i8, ptr %159, align 1
  %161 = zext i8 %160 to i32
  %162 = add i32 %153, %161
  store i32 %162, ptr %13, align 4
  br label %163

163:                                              ; preds = %151
  %164 = load i32, ptr %15, align 4
  %165 = sub nsw i32 %164, 2
  store i32 %165, ptr %15, align 4
  br label %148, !llvm.loop !13

166:                                              ; preds = %148
  br label %167

167:                                              ; preds = %166
  %168 = load i32, ptr %14, align 4
  %169 = add nsw i32 %168, 3
  store i32 %169, ptr %14, align 4
  br label %144, !llvm.loop !14

170:                                              ; preds = %144
  store i64 0, ptr %16, align 8
  store i32 500, ptr %17, align 4
  br label %171

171:                                              ; preds = %175, %170
  %172 = load i32, ptr %17, align 4
  %173 = add i32 %172, -1
  store i32 %173, ptr %17, align 4
  %174 = icmp ugt i32 %172, 10
  br i1 %174, label %175, label %186

175:                                              ; preds = %171
  %176 = load i32, ptr %17, align 4
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4
  %180 = sext i32 %179 to i64
  %181 = load i32, ptr %17, align 4
  %182 = zext i32 %181 to i64
  %183 = sub nsw i64 %180, %182
  %184 = load i64, ptr %16, align 8
  %185 = add nsw i64 %184, %183
  store i64 %185, ptr %16, align 8
  br label %171, !llvm.loop !15

186:                                              ; preds = %171
  store i32 499, ptr %18, align 4
  br label %187

187:                                              ; preds = %198, %186
  %188 = load i32, ptr %18, align 4
  %189 = icmp sge i32 %188, 0
  br i1 %189, label %190, label %201

190:                                              ; preds = %187
  %191 = load i32, ptr %18, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %192
  %194 = load i32, ptr %193, align 4
  %195 = sext i32 %194 to i64
  %196 = load i64, ptr %16, align 8
  %197 = xor i64 %196, %195
  store i64 %197, ptr %16, align 8
  br label %198

198:                                              ; preds = %190
  %199 = load i32, ptr %18, align 4
  %200 = sub nsw i32 %199, 4
  store i32 %200, ptr %18, align 4
  br label %187, !llvm.loop !16

201:                                              ; preds = %187
  %202 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 0
  store i64 0, ptr %202, align 8
  store i32 0, ptr %20, align 4
  br label %203

203:                                              ; preds = %221, %201
  %204 = load i32, ptr %20, align 4
  %205 = icmp slt i32 %204, 500
  br i1 %205, label %206, label %224

206:                                              ; preds = %203
  %207 = load i32, ptr %20, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 %208
  %210 = load i64, ptr %209, align 8
  %211 = load i32, ptr %20, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %212
  %214 = load i32, ptr %213, align 4
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %210, %215
  %217 = load i32, ptr %20, align 4
  %218 = add nsw i32 %217, 1
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 %219
  store i64 %216, ptr %220, align 8
  br label %221

221:                                              ; preds = %206
  %222 = load i32, ptr %20, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %20, align 4
  br label %203, !llvm.loop !17

224:                                              ; preds = %203
  store i32 -2147483648, ptr %21, align 4
  store i64 0, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %225

225:                                              ; preds = %262, %224
  %226 = load i32, ptr %23, align 4
  %227 = icmp slt i32 %226, 500
  br i1 %227, label %228, label %265

228:                                              ; preds = %225
  %229 = load i32, ptr %23, align 4
  %230 = mul nsw i32 %229, 13
  %231 = srem i32 %230, 500
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %232
  %234 = load i32, ptr %233, align 4
  %235 = load i32, ptr %21, align 4
  %236 = icmp sgt i32 %234, %235
  br i1 %236, label %237, label %244

237:                                              ; preds = %228
  %238 = load i32, ptr %23, align 4
  %239 = mul nsw i32 %238, 13
  %240 = srem i32 %239, 500
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %241
  %243 = load i32, ptr %242, align 4
  store i32 %243, ptr %21, align 4
  br label %244

244:                                              ; preds = %237, %228
  %245 = load i32, ptr %23, align 4
  %246 = add nsw i32 %245, 1
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 %247
  %249 = load i64, ptr %248, align 8
  %250 = load i32, ptr %23, align 4
  %251 = sdiv i32 %250, 2
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 %252
  %254 = load i64, ptr %253, align 8
  %255 = sub nsw i64 %249, %254
  store i64 %255, ptr %24, align 8
  %256 = load i64, ptr %24, align 8
  %257 = load i64, ptr %22, align 8
  %258 = icmp sgt i64 %256, %257
  br i1 %258, label %259, label %261

259:                                              ; preds = %244
  %260 = load i64, ptr %24, align 8
  store i64 %260, ptr %22, align 8
  br label %261

261:                                              ; preds = %259, %244
  br label %262

262:                                              ; preds = %261
  %263 = load i32, ptr %23, align 4
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr %23, align 4
  br label %225, !llvm.loop !18

265:                                              ; preds = %225
  %266 = load i64, ptr %3, align 8
  %267 = load i64, ptr %9, align 8
  %268 = load i32, ptr %13, align 4
  %269 = load i64, ptr %16, align 8
  %270 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 500
  %271 = load i64, ptr %270, align 8
  %272 = load i32, ptr %21, align 4
  %273 = load i64, ptr %22, align 8
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %266, i64 noundef %267, i32 noundef %268, i64 noundef %269, i64 noundef %271, i32 noundef %272, i64 noundef %273)
  %275 = load i32, ptr %13, align 4
  %276 = and i32 %275, 127
  ret i32 %276
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
