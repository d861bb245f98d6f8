; ModuleID = 'programs/loop_induction_patterns.c'
source_filename = "programs/loop_induction_patterns.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@a = internal global [3500 x i32] zeroinitializer, align 16
@s16 = internal global [500 x i16] zeroinitializer, align 16
@s64 = internal global [500 x i64] zeroinitializer, align 16
@grid = internal global [64 x [80 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [62 x i8] c"t1=%ld t2=%ld t3=%u t4=%ld prefix[N]=%lld runmax=%d best=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [501 x i64], align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
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
  br label %25, !llvm.loop !5

38:                                               ; preds = %25
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %39

39:                                               ; preds = %65, %38
  %40 = load i32, ptr %4, align 4
  %41 = icmp slt i32 %40, 500
  br i1 %41, label %42, label %68

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
  %63 = load i32, ptr %3, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr %3, align 4
  br label %65

65:                                               ; preds = %42
  %66 = load i32, ptr %4, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %4, align 4
  br label %39, !llvm.loop !7

68:                                               ; preds = %39
  store ptr @a, ptr %5, align 8
  store ptr @s16, ptr %6, align 8
  store ptr @s64, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %69

69:                                               ; preds = %90, %68
  %70 = load i32, ptr %8, align 4
  %71 = icmp slt i32 %70, 500
  br i1 %71, label %72, label %93

72:                                               ; preds = %69
  %73 = load ptr, ptr %5, align 8
  %74 = load i32, ptr %73, align 4
  %75 = ashr i32 %74, 2
  %76 = trunc i32 %75 to i16
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds i16, ptr %77, i32 1
  store ptr %78, ptr %6, align 8
  store i16 %76, ptr %77, align 2
  %79 = load ptr, ptr %5, align 8
  %80 = load i32, ptr %79, align 4
  %81 = sext i32 %80 to i64
  %82 = load ptr, ptr %5, align 8
  %83 = load i32, ptr %82, align 4
  %84 = sext i32 %83 to i64
  %85 = mul nsw i64 %81, %84
  %86 = load ptr, ptr %7, align 8
  %87 = getelementptr inbounds i64, ptr %86, i32 1
  store ptr %87, ptr %7, align 8
  store i64 %85, ptr %86, align 8
  %88 = load ptr, ptr %5, align 8
  %89 = getelementptr inbounds i32, ptr %88, i64 3
  store ptr %89, ptr %5, align 8
  br label %90

90:                                               ; preds = %72
  %91 = load i32, ptr %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %8, align 4
  br label %69, !llvm.loop !8

93:                                               ; preds = %69
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %94

94:                                               ; preds = %113, %93
  %95 = load i32, ptr %10, align 4
  %96 = icmp slt i32 %95, 500
  br i1 %96, label %97, label %116

97:                                               ; preds = %94
  %98 = load i32, ptr %10, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [500 x i16], ptr @s16, i64 0, i64 %99
  %101 = load i16, ptr %100, align 2
  %102 = sext i16 %101 to i64
  %103 = load i32, ptr %10, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [500 x i64], ptr @s64, i64 0, i64 %104
  %106 = load i64, ptr %105, align 8
  %107 = srem i64 %106, 1000
  %108 = add nsw i64 %102, %107
  %109 = load i32, ptr %9, align 4
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %110, %108
  %112 = trunc i64 %111 to i32
  store i32 %112, ptr %9, align 4
  br label %113

113:                                              ; preds = %97
  %114 = load i32, ptr %10, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %10, align 4
  br label %94, !llvm.loop !9

116:                                              ; preds = %94
  store i32 0, ptr %11, align 4
  br label %117

117:                                              ; preds = %141, %116
  %118 = load i32, ptr %11, align 4
  %119 = icmp slt i32 %118, 64
  br i1 %119, label %120, label %144

120:                                              ; preds = %117
  store i32 0, ptr %12, align 4
  br label %121

121:                                              ; preds = %137, %120
  %122 = load i32, ptr %12, align 4
  %123 = icmp slt i32 %122, 80
  br i1 %123, label %124, label %140

124:                                              ; preds = %121
  %125 = load i32, ptr %11, align 4
  %126 = load i32, ptr %12, align 4
  %127 = mul nsw i32 %125, %126
  %128 = load i32, ptr %11, align 4
  %129 = add nsw i32 %127, %128
  %130 = trunc i32 %129 to i8
  %131 = load i32, ptr %11, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %132
  %134 = load i32, ptr %12, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [80 x i8], ptr %133, i64 0, i64 %135
  store i8 %130, ptr %136, align 1
  br label %137

137:                                              ; preds = %124
  %138 = load i32, ptr %12, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %12, align 4
  br label %121, !llvm.loop !10

140:                                              ; preds = %121
  br label %141

141:                                              ; preds = %140
  %142 = load i32, ptr %11, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %11, align 4
  br label %117, !llvm.loop !11

144:                                              ; preds = %117
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %145

145:                                              ; preds = %168, %144
  %146 = load i32, ptr %14, align 4
  %147 = icmp slt i32 %146, 80
  br i1 %147, label %148, label %171

148:                                              ; preds = %145
  store i32 63, ptr %15, align 4
  br label %149

149:                                              ; preds = %164, %148
  %150 = load i32, ptr %15, align 4
  %151 = icmp sge i32 %150, 0
  br i1 %151, label %152, label %167

152:                                              ; preds = %149
  %153 = load i32, ptr %13, align 4
  %154 = mul i32 %153, 31
  %155 = load i32, ptr %15, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %156
  %158 = load i32, ptr %14, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [80 x i8], ptr %157, i64 0, i64 %159
  %161 = load i8, ptr %160, align 1
  %162 = zext i8 %161 to i32
  %163 = add i32 %154, %162
  store i32 %163, ptr %13, align 4
  br label %164

164:                                              ; preds = %152
  %165 = load i32, ptr %15, align 4
  %166 = sub nsw i32 %165, 2
  store i32 %166, ptr %15, align 4
  br label %149, !llvm.loop !12

167:                                              ; preds = %149
  br label %168

168:                                              ; preds = %167
  %169 = load i32, ptr %14, align 4
  %170 = add nsw i32 %169, 3
  store i32 %170, ptr %14, align 4
  br label %145, !llvm.loop !13

171:                                              ; preds = %145
  store i32 0, ptr %16, align 4
  store i32 500, ptr %17, align 4
  br label %172

172:                                              ; preds = %176, %171
  %173 = load i32, ptr %17, align 4
  %174 = add i32 %173, -1
  store i32 %174, ptr %17, align 4
  %175 = icmp ugt i32 %173, 10
  br i1 %175, label %176, label %185

176:                                              ; preds = %172
  %177 = load i32, ptr %17, align 4
  %178 = zext i32 %177 to i64
  %179 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4
  %181 = load i32, ptr %17, align 4
  %182 = sub nsw i32 %180, %181
  %183 = load i32, ptr %16, align 4
  %184 = add nsw i32 %183, %182
  store i32 %184, ptr %16, align 4
  br label %172, !llvm.loop !14

185:                                              ; preds = %172
  store i32 499, ptr %18, align 4
  br label %186

186:                                              ; preds = %196, %185
  %187 = load i32, ptr %18, align 4
  %188 = icmp sge i32 %187, 0
  br i1 %188, label %189, label %199

189:                                              ; preds = %186
  %190 = load i32, ptr %18, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %191
  %193 = load i32, ptr %192, align 4
  %194 = load i32, ptr %16, align 4
  %195 = xor i32 %194, %193
  store i32 %195, ptr %16, align 4
  br label %196

196:                                              ; preds = %189
  %197 = load i32, ptr %18, align 4
  %198 = sub nsw i32 %197, 4
  store i32 %198, ptr %18, align 4
  br label %186, !llvm.loop !15

199:                                              ; preds = %186
  %200 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 0
  store i64 0, ptr %200, align 16
  store i32 0, ptr %20, align 4
  br label %201

201:                                              ; preds = %219, %199
  %202 = load i32, ptr %20, align 4
  %203 = icmp slt i32 %202, 500
  br i1 %203, label %204, label %222

204:                                              ; preds = %201
  %205 = load i32, ptr %20, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 %206
  %208 = load i64, ptr %207, align 8
  %209 = load i32, ptr %20, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %210
  %212 = load i32, ptr %211, align 4
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %208, %213
  %215 = load i32, ptr %20, align 4
  %216 = add nsw i32 %215, 1
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 %217
  store i64 %214, ptr %218, align 8
  br label %219

219:                                              ; preds = %204
  %220 = load i32, ptr %20, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %20, align 4
  br label %201, !llvm.loop !16

222:                                              ; preds = %201
  store i32 -2147483648, ptr %21, align 4
  store i32 0, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %223

223:                                              ; preds = %261, %222
  %224 = load i32, ptr %23, align 4
  %225 = icmp slt i32 %224, 500
  br i1 %225, label %226, label %264

226:                                              ; preds = %223
  %227 = load i32, ptr %23, align 4
  %228 = mul nsw i32 %227, 13
  %229 = srem i32 %228, 500
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %230
  %232 = load i32, ptr %231, align 4
  %233 = load i32, ptr %21, align 4
  %234 = icmp sgt i32 %232, %233
  br i1 %234, label %235, label %242

235:                                              ; preds = %226
  %236 = load i32, ptr %23, align 4
  %237 = mul nsw i32 %236, 13
  %238 = srem i32 %237, 500
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %239
  %241 = load i32, ptr %240, align 4
  store i32 %241, ptr %21, align 4
  br label %242

242:                                              ; preds = %235, %226
  %243 = load i32, ptr %23, align 4
  %244 = add nsw i32 %243, 1
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 %245
  %247 = load i64, ptr %246, align 8
  %248 = load i32, ptr %23, align 4
  %249 = sdiv i32 %248, 2
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 %250
  %252 = load i64, ptr %251, align 8
  %253 = sub nsw i64 %247, %252
  %254 = trunc i64 %253 to i32
  store i32 %254, ptr %24, align 4
  %255 = load i32, ptr %24, align 4
  %256 = load i32, ptr %22, align 4
  %257 = icmp sgt i32 %255, %256
  br i1 %257, label %258, label %260

258:                                              ; preds = %242
  %259 = load i32, ptr %24, align 4
  store i32 %259, ptr %22, align 4
  br label %260

260:                                              ; preds = %258, %242
  br label %261

261:                                              ; preds = %260
  %262 = load i32, ptr %23, align 4
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %23, align 4
  br label %223, !llvm.loop !17

264:                                              ; preds = %223
  %265 = load i32, ptr %3, align 4
  %266 = load i32, ptr %9, align 4
  %267 = load i32, ptr %13, align 4
  %268 = load i32, ptr %16, align 4
  %269 = getelementptr inbounds [501 x i64], ptr %19, i64 0, i64 500
  %270 = load i64, ptr %269, align 16
  %271 = load i32, ptr %21, align 4
  %272 = load i32, ptr %22, align 4
  %273 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %265, i32 noundef %266, i32 noundef %267, i32 noundef %268, i64 noundef %270, i32 noundef %271, i32 noundef %272)
  %274 = load i32, ptr %13, align 4
  %275 = and i32 %274, 127
  ret i32 %275
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
