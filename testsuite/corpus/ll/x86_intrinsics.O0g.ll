; ModuleID = 'programs/x86_intrinsics.c'
source_filename = "programs/x86_intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = internal global [64 x i32] zeroinitializer, align 16, !dbg !0
@fdata = internal global [64 x float] zeroinitializer, align 16, !dbg !127
@.str = private unnamed_addr constant [14 x i8] c"sse2 %016llx\0A\00", align 1, !dbg !107
@hash = internal global i64 -3750763034362895579, align 8, !dbg !132
@__cpu_model = external dso_local global { i32, i32, i32, [1 x i32] }
@__cpu_features2 = external dso_local global [3 x i32]
@.str.1 = private unnamed_addr constant [14 x i8] c"sse4 %016llx\0A\00", align 1, !dbg !112
@.str.2 = private unnamed_addr constant [9 x i8] c"avx2 %s\0A\00", align 1, !dbg !114
@.str.3 = private unnamed_addr constant [7 x i8] c"agrees\00", align 1, !dbg !119
@.str.4 = private unnamed_addr constant [8 x i8] c"DIFFERS\00", align 1, !dbg !124
@__const.avx2.out = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !147 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !151, !DIExpression(), !154)
  store i32 88172645, ptr %2, align 4, !dbg !154
    #dbg_declare(ptr %3, !155, !DIExpression(), !157)
  store i32 0, ptr %3, align 4, !dbg !157
  br label %8, !dbg !158

8:                                                ; preds = %36, %0
  %9 = load i32, ptr %3, align 4, !dbg !159
  %10 = icmp slt i32 %9, 64, !dbg !161
  br i1 %10, label %11, label %39, !dbg !162

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4, !dbg !163
  %13 = shl i32 %12, 13, !dbg !165
  %14 = load i32, ptr %2, align 4, !dbg !166
  %15 = xor i32 %14, %13, !dbg !166
  store i32 %15, ptr %2, align 4, !dbg !166
  %16 = load i32, ptr %2, align 4, !dbg !167
  %17 = lshr i32 %16, 17, !dbg !168
  %18 = load i32, ptr %2, align 4, !dbg !169
  %19 = xor i32 %18, %17, !dbg !169
  store i32 %19, ptr %2, align 4, !dbg !169
  %20 = load i32, ptr %2, align 4, !dbg !170
  %21 = shl i32 %20, 5, !dbg !171
  %22 = load i32, ptr %2, align 4, !dbg !172
  %23 = xor i32 %22, %21, !dbg !172
  store i32 %23, ptr %2, align 4, !dbg !172
  %24 = load i32, ptr %2, align 4, !dbg !173
  %25 = load i32, ptr %3, align 4, !dbg !174
  %26 = sext i32 %25 to i64, !dbg !175
  %27 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %26, !dbg !175
  store i32 %24, ptr %27, align 4, !dbg !176
  %28 = load i32, ptr %2, align 4, !dbg !177
  %29 = urem i32 %28, 20001, !dbg !178
  %30 = sub i32 %29, 10000, !dbg !179
  %31 = sitofp i32 %30 to float, !dbg !180
  %32 = fdiv float %31, 6.400000e+01, !dbg !181
  %33 = load i32, ptr %3, align 4, !dbg !182
  %34 = sext i32 %33 to i64, !dbg !183
  %35 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %34, !dbg !183
  store float %32, ptr %35, align 4, !dbg !184
  br label %36, !dbg !185

36:                                               ; preds = %11
  %37 = load i32, ptr %3, align 4, !dbg !186
  %38 = add nsw i32 %37, 1, !dbg !186
  store i32 %38, ptr %3, align 4, !dbg !186
  br label %8, !dbg !187, !llvm.loop !188

39:                                               ; preds = %8
  store float 0x7FF8000000000000, ptr getelementptr inbounds ([64 x float], ptr @fdata, i64 0, i64 3), align 4, !dbg !191
    #dbg_declare(ptr %4, !192, !DIExpression(), !194)
  store i32 0, ptr %4, align 4, !dbg !194
  br label %40, !dbg !195

40:                                               ; preds = %45, %39
  %41 = load i32, ptr %4, align 4, !dbg !196
  %42 = icmp slt i32 %41, 40, !dbg !198
  br i1 %42, label %43, label %48, !dbg !199

43:                                               ; preds = %40
  %44 = load i32, ptr %4, align 4, !dbg !200
  call void @sse2(i32 noundef %44), !dbg !201
  br label %45, !dbg !201

45:                                               ; preds = %43
  %46 = load i32, ptr %4, align 4, !dbg !202
  %47 = add nsw i32 %46, 1, !dbg !202
  store i32 %47, ptr %4, align 4, !dbg !202
  br label %40, !dbg !203, !llvm.loop !204

48:                                               ; preds = %40
  %49 = load i64, ptr @hash, align 8, !dbg !206
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %49), !dbg !207
  %51 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4, !dbg !208
  %52 = and i32 %51, 256, !dbg !208
  %53 = icmp eq i32 %52, 256, !dbg !208
  %54 = and i1 true, %53, !dbg !208
  br i1 %54, label %55, label %70, !dbg !210

55:                                               ; preds = %48
  %56 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4, !dbg !211
  %57 = and i32 %56, 4, !dbg !211
  %58 = icmp eq i32 %57, 4, !dbg !211
  %59 = and i1 true, %58, !dbg !211
  br i1 %59, label %60, label %70, !dbg !212

60:                                               ; preds = %55
    #dbg_declare(ptr %5, !213, !DIExpression(), !215)
  store i32 0, ptr %5, align 4, !dbg !215
  br label %61, !dbg !216

61:                                               ; preds = %66, %60
  %62 = load i32, ptr %5, align 4, !dbg !217
  %63 = icmp slt i32 %62, 40, !dbg !219
  br i1 %63, label %64, label %69, !dbg !220

64:                                               ; preds = %61
  %65 = load i32, ptr %5, align 4, !dbg !221
  call void @sse4(i32 noundef %65), !dbg !222
  br label %66, !dbg !222

66:                                               ; preds = %64
  %67 = load i32, ptr %5, align 4, !dbg !223
  %68 = add nsw i32 %67, 1, !dbg !223
  store i32 %68, ptr %5, align 4, !dbg !223
  br label %61, !dbg !224, !llvm.loop !225

69:                                               ; preds = %61
  br label %70, !dbg !226

70:                                               ; preds = %69, %55, %48
  %71 = load i64, ptr @hash, align 8, !dbg !227
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %71), !dbg !228
    #dbg_declare(ptr %6, !229, !DIExpression(), !230)
  store i32 1, ptr %6, align 4, !dbg !230
  %73 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4, !dbg !231
  %74 = and i32 %73, 1024, !dbg !231
  %75 = icmp eq i32 %74, 1024, !dbg !231
  %76 = and i1 true, %75, !dbg !231
  br i1 %76, label %77, label %90, !dbg !233

77:                                               ; preds = %70
    #dbg_declare(ptr %7, !234, !DIExpression(), !236)
  store i32 0, ptr %7, align 4, !dbg !236
  br label %78, !dbg !237

78:                                               ; preds = %86, %77
  %79 = load i32, ptr %7, align 4, !dbg !238
  %80 = icmp slt i32 %79, 40, !dbg !240
  br i1 %80, label %81, label %89, !dbg !241

81:                                               ; preds = %78
  %82 = load i32, ptr %7, align 4, !dbg !242
  %83 = call i32 @avx2(i32 noundef %82), !dbg !243
  %84 = load i32, ptr %6, align 4, !dbg !244
  %85 = and i32 %84, %83, !dbg !244
  store i32 %85, ptr %6, align 4, !dbg !244
  br label %86, !dbg !245

86:                                               ; preds = %81
  %87 = load i32, ptr %7, align 4, !dbg !246
  %88 = add nsw i32 %87, 1, !dbg !246
  store i32 %88, ptr %7, align 4, !dbg !246
  br label %78, !dbg !247, !llvm.loop !248

89:                                               ; preds = %78
  br label %90, !dbg !249

90:                                               ; preds = %89, %70
  %91 = load i32, ptr %6, align 4, !dbg !250
  %92 = icmp ne i32 %91, 0, !dbg !250
  %93 = zext i1 %92 to i64, !dbg !250
  %94 = select i1 %92, ptr @.str.3, ptr @.str.4, !dbg !250
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %94), !dbg !251
  %96 = load i64, ptr @hash, align 8, !dbg !252
  %97 = and i64 %96, 63, !dbg !253
  %98 = trunc i64 %97 to i32, !dbg !254
  ret i32 %98, !dbg !255
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sse2(i32 noundef %0) #1 !dbg !256 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca <2 x i64>, align 16
  %9 = alloca <2 x i64>, align 16
  %10 = alloca <2 x i64>, align 16
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca <2 x i64>, align 16
  %14 = alloca <2 x i64>, align 16
  %15 = alloca <2 x i64>, align 16
  %16 = alloca <2 x i64>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x float>, align 16
  %20 = alloca <4 x float>, align 16
  %21 = alloca <4 x float>, align 16
  %22 = alloca <4 x float>, align 16
  %23 = alloca i32, align 4
  %24 = alloca <2 x i64>, align 16
  %25 = alloca <4 x float>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca <4 x float>, align 16
  %28 = alloca <2 x double>, align 16
  %29 = alloca <4 x float>, align 16
  %30 = alloca <2 x double>, align 16
  %31 = alloca <4 x float>, align 16
  %32 = alloca <4 x float>, align 16
  %33 = alloca <2 x i64>, align 16
  %34 = alloca <2 x i64>, align 16
  %35 = alloca <2 x double>, align 16
  %36 = alloca <2 x double>, align 16
  %37 = alloca <2 x double>, align 16
  %38 = alloca <4 x float>, align 16
  %39 = alloca float, align 4
  %40 = alloca <4 x float>, align 16
  %41 = alloca float, align 4
  %42 = alloca <4 x float>, align 16
  %43 = alloca float, align 4
  %44 = alloca <4 x float>, align 16
  %45 = alloca <4 x float>, align 16
  %46 = alloca <4 x float>, align 16
  %47 = alloca <4 x float>, align 16
  %48 = alloca <4 x float>, align 16
  %49 = alloca <4 x float>, align 16
  %50 = alloca <4 x float>, align 16
  %51 = alloca <4 x float>, align 16
  %52 = alloca <4 x float>, align 16
  %53 = alloca <4 x float>, align 16
  %54 = alloca <4 x float>, align 16
  %55 = alloca <4 x float>, align 16
  %56 = alloca <2 x double>, align 16
  %57 = alloca <2 x double>, align 16
  %58 = alloca <4 x float>, align 16
  %59 = alloca <4 x float>, align 16
  %60 = alloca <4 x float>, align 16
  %61 = alloca <4 x float>, align 16
  %62 = alloca <2 x i64>, align 16
  %63 = alloca <2 x i64>, align 16
  %64 = alloca <2 x i64>, align 16
  %65 = alloca <2 x i64>, align 16
  %66 = alloca <2 x double>, align 16
  %67 = alloca <2 x double>, align 16
  %68 = alloca <4 x float>, align 16
  %69 = alloca <4 x float>, align 16
  %70 = alloca <4 x float>, align 16
  %71 = alloca <4 x float>, align 16
  %72 = alloca <4 x float>, align 16
  %73 = alloca <4 x float>, align 16
  %74 = alloca <2 x double>, align 16
  %75 = alloca <2 x double>, align 16
  %76 = alloca <2 x double>, align 16
  %77 = alloca <4 x float>, align 16
  %78 = alloca <4 x float>, align 16
  %79 = alloca <4 x float>, align 16
  %80 = alloca <2 x i64>, align 16
  %81 = alloca <2 x i64>, align 16
  %82 = alloca <2 x i64>, align 16
  %83 = alloca <2 x i64>, align 16
  %84 = alloca <2 x i64>, align 16
  %85 = alloca <2 x i64>, align 16
  %86 = alloca <2 x i64>, align 16
  %87 = alloca <2 x i64>, align 16
  %88 = alloca <2 x i64>, align 16
  %89 = alloca <2 x i64>, align 16
  %90 = alloca <2 x i64>, align 16
  %91 = alloca <2 x i64>, align 16
  %92 = alloca <2 x i64>, align 16
  %93 = alloca <2 x i64>, align 16
  %94 = alloca <2 x i64>, align 16
  %95 = alloca <2 x i64>, align 16
  %96 = alloca <2 x i64>, align 16
  %97 = alloca i32, align 4
  %98 = alloca <4 x i32>, align 16
  %99 = alloca <2 x i64>, align 16
  %100 = alloca i32, align 4
  %101 = alloca <2 x i64>, align 16
  %102 = alloca i32, align 4
  %103 = alloca <2 x i64>, align 16
  %104 = alloca i32, align 4
  %105 = alloca <2 x i64>, align 16
  %106 = alloca i32, align 4
  %107 = alloca <2 x i64>, align 16
  %108 = alloca i32, align 4
  %109 = alloca <2 x i64>, align 16
  %110 = alloca i32, align 4
  %111 = alloca <2 x i64>, align 16
  %112 = alloca i32, align 4
  %113 = alloca <2 x i64>, align 16
  %114 = alloca i32, align 4
  %115 = alloca <2 x i64>, align 16
  %116 = alloca i32, align 4
  %117 = alloca <2 x i64>, align 16
  %118 = alloca i32, align 4
  %119 = alloca <2 x i64>, align 16
  %120 = alloca i32, align 4
  %121 = alloca <2 x i64>, align 16
  %122 = alloca i32, align 4
  %123 = alloca <2 x i64>, align 16
  %124 = alloca <2 x i64>, align 16
  %125 = alloca <2 x i64>, align 16
  %126 = alloca <2 x i64>, align 16
  %127 = alloca <2 x i64>, align 16
  %128 = alloca <2 x i64>, align 16
  %129 = alloca <2 x i64>, align 16
  %130 = alloca <2 x i64>, align 16
  %131 = alloca <2 x i64>, align 16
  %132 = alloca <2 x i64>, align 16
  %133 = alloca <2 x i64>, align 16
  %134 = alloca <2 x i64>, align 16
  %135 = alloca <2 x i64>, align 16
  %136 = alloca <2 x i64>, align 16
  %137 = alloca <2 x i64>, align 16
  %138 = alloca <2 x i64>, align 16
  %139 = alloca <2 x i64>, align 16
  %140 = alloca <2 x i64>, align 16
  %141 = alloca <2 x i64>, align 16
  %142 = alloca <2 x i64>, align 16
  %143 = alloca <2 x i64>, align 16
  %144 = alloca <2 x i64>, align 16
  %145 = alloca <4 x float>, align 16
  %146 = alloca <4 x float>, align 16
  %147 = alloca ptr, align 8
  %148 = alloca ptr, align 8
  %149 = alloca ptr, align 8
  %150 = alloca ptr, align 8
  %151 = alloca i32, align 4
  %152 = alloca <2 x i64>, align 16
  %153 = alloca <2 x i64>, align 16
  %154 = alloca <4 x float>, align 16
  %155 = alloca <4 x float>, align 16
  %156 = alloca <2 x double>, align 16
  %157 = alloca <2 x double>, align 16
  %158 = alloca <2 x i64>, align 16
  %159 = alloca <2 x i64>, align 16
  %160 = alloca <2 x i64>, align 16
  %161 = alloca <2 x i64>, align 16
  %162 = alloca <2 x i64>, align 16
  %163 = alloca <2 x i64>, align 16
  %164 = alloca <2 x i64>, align 16
  %165 = alloca <2 x i64>, align 16
  %166 = alloca <2 x i64>, align 16
  %167 = alloca <2 x i64>, align 16
  %168 = alloca <2 x i64>, align 16
  %169 = alloca <2 x i64>, align 16
  %170 = alloca <2 x i64>, align 16
  %171 = alloca <2 x i64>, align 16
  %172 = alloca <2 x i64>, align 16
  %173 = alloca <2 x i64>, align 16
  %174 = alloca <2 x i64>, align 16
  %175 = alloca <2 x i64>, align 16
  %176 = alloca <2 x i64>, align 16
  %177 = alloca <2 x i64>, align 16
  %178 = alloca <2 x i64>, align 16
  %179 = alloca <2 x i64>, align 16
  %180 = alloca <2 x i64>, align 16
  %181 = alloca <2 x i64>, align 16
  %182 = alloca <2 x i64>, align 16
  %183 = alloca <2 x i64>, align 16
  %184 = alloca <2 x i64>, align 16
  %185 = alloca <2 x i64>, align 16
  %186 = alloca <2 x i64>, align 16
  %187 = alloca <2 x i64>, align 16
  %188 = alloca <2 x i64>, align 16
  %189 = alloca <2 x i64>, align 16
  %190 = alloca <2 x i64>, align 16
  %191 = alloca <2 x i64>, align 16
  %192 = alloca <2 x i64>, align 16
  %193 = alloca <2 x i64>, align 16
  %194 = alloca i32, align 4
  %195 = alloca i32, align 4
  %196 = alloca i32, align 4
  %197 = alloca i32, align 4
  %198 = alloca <4 x float>, align 16
  %199 = alloca <4 x float>, align 16
  %200 = alloca <4 x float>, align 16
  %201 = alloca <2 x double>, align 16
  %202 = alloca <2 x i64>, align 16
  %203 = alloca <2 x i64>, align 16
  %204 = alloca <4 x float>, align 16
  %205 = alloca <4 x float>, align 16
  %206 = alloca <2 x double>, align 16
  %207 = alloca <2 x i64>, align 16
  %208 = alloca <2 x i64>, align 16
  %209 = alloca <2 x i64>, align 16
  %210 = alloca <2 x i64>, align 16
  %211 = alloca <4 x float>, align 16
  %212 = alloca <4 x float>, align 16
  %213 = alloca <2 x double>, align 16
  %214 = alloca i32, align 4
  %215 = alloca i32, align 4
  %216 = alloca i64, align 8
  %217 = alloca i64, align 8
  %218 = alloca <4 x float>, align 16
  %219 = alloca <4 x float>, align 16
  %220 = alloca float, align 4
  %221 = alloca float, align 4
  %222 = alloca i32, align 4
  %223 = alloca i32, align 4
  %224 = alloca i32, align 4
  %225 = alloca <2 x i64>, align 16
  %226 = alloca i32, align 4
  %227 = alloca i64, align 8
  %228 = alloca <2 x i64>, align 16
  %229 = alloca <2 x i64>, align 16
  %230 = alloca <2 x i64>, align 16
  %231 = alloca <2 x i64>, align 16
  store i32 %0, ptr %151, align 4
    #dbg_declare(ptr %151, !259, !DIExpression(), !260)
    #dbg_declare(ptr %152, !261, !DIExpression(), !262)
  %232 = load i32, ptr %151, align 4, !dbg !263
  %233 = sext i32 %232 to i64, !dbg !264
  %234 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %233, !dbg !264
  store ptr %234, ptr %149, align 8, !dbg !265
  %235 = load ptr, ptr %149, align 8, !dbg !265
  %236 = load <2 x i64>, ptr %235, align 1, !dbg !265
  store <2 x i64> %236, ptr %152, align 16, !dbg !262
    #dbg_declare(ptr %153, !266, !DIExpression(), !267)
  %237 = load i32, ptr %151, align 4, !dbg !268
  %238 = add nsw i32 %237, 4, !dbg !269
  %239 = sext i32 %238 to i64, !dbg !270
  %240 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %239, !dbg !270
  store ptr %240, ptr %150, align 8, !dbg !271
  %241 = load ptr, ptr %150, align 8, !dbg !271
  %242 = load <2 x i64>, ptr %241, align 1, !dbg !271
  store <2 x i64> %242, ptr %153, align 16, !dbg !267
    #dbg_declare(ptr %154, !272, !DIExpression(), !273)
  %243 = load i32, ptr %151, align 4, !dbg !274
  %244 = sext i32 %243 to i64, !dbg !275
  %245 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %244, !dbg !275
  store ptr %245, ptr %147, align 8, !dbg !276
  %246 = load ptr, ptr %147, align 8, !dbg !276
  %247 = load <4 x float>, ptr %246, align 1, !dbg !276
  store <4 x float> %247, ptr %154, align 16, !dbg !273
    #dbg_declare(ptr %155, !277, !DIExpression(), !278)
  %248 = load i32, ptr %151, align 4, !dbg !279
  %249 = add nsw i32 %248, 4, !dbg !280
  %250 = sext i32 %249 to i64, !dbg !281
  %251 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %250, !dbg !281
  store ptr %251, ptr %148, align 8, !dbg !282
  %252 = load ptr, ptr %148, align 8, !dbg !282
  %253 = load <4 x float>, ptr %252, align 1, !dbg !282
  store <4 x float> %253, ptr %155, align 16, !dbg !278
    #dbg_declare(ptr %156, !283, !DIExpression(), !284)
  %254 = load <4 x float>, ptr %154, align 16, !dbg !285
  store <4 x float> %254, ptr %145, align 16, !dbg !286
  %255 = load <4 x float>, ptr %145, align 16, !dbg !286
  %256 = load <4 x float>, ptr %145, align 16, !dbg !286
  %257 = shufflevector <4 x float> %255, <4 x float> %256, <2 x i32> <i32 0, i32 1>, !dbg !286
  %258 = fpext <2 x float> %257 to <2 x double>, !dbg !286
  store <2 x double> %258, ptr %156, align 16, !dbg !284
    #dbg_declare(ptr %157, !287, !DIExpression(), !288)
  %259 = load <4 x float>, ptr %155, align 16, !dbg !289
  store <4 x float> %259, ptr %146, align 16, !dbg !290
  %260 = load <4 x float>, ptr %146, align 16, !dbg !290
  %261 = load <4 x float>, ptr %146, align 16, !dbg !290
  %262 = shufflevector <4 x float> %260, <4 x float> %261, <2 x i32> <i32 0, i32 1>, !dbg !290
  %263 = fpext <2 x float> %262 to <2 x double>, !dbg !290
  store <2 x double> %263, ptr %157, align 16, !dbg !288
  br label %264, !dbg !291

264:                                              ; preds = %1
    #dbg_declare(ptr %158, !292, !DIExpression(), !294)
  %265 = load <2 x i64>, ptr %152, align 16, !dbg !294
  %266 = load <2 x i64>, ptr %153, align 16, !dbg !294
  store <2 x i64> %265, ptr %143, align 16, !dbg !294
  store <2 x i64> %266, ptr %144, align 16, !dbg !294
  %267 = load <2 x i64>, ptr %143, align 16, !dbg !294
  %268 = bitcast <2 x i64> %267 to <4 x i32>, !dbg !294
  %269 = load <2 x i64>, ptr %144, align 16, !dbg !294
  %270 = bitcast <2 x i64> %269 to <4 x i32>, !dbg !294
  %271 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %268, <4 x i32> %270), !dbg !294
  %272 = bitcast <8 x i16> %271 to <2 x i64>, !dbg !294
  store <2 x i64> %272, ptr %158, align 16, !dbg !294
  call void @mix(ptr noundef %158, i64 noundef 16), !dbg !294
  br label %273, !dbg !294

273:                                              ; preds = %264
  br label %274, !dbg !295

274:                                              ; preds = %273
    #dbg_declare(ptr %159, !296, !DIExpression(), !298)
  %275 = load <2 x i64>, ptr %152, align 16, !dbg !298
  %276 = load <2 x i64>, ptr %153, align 16, !dbg !298
  store <2 x i64> %275, ptr %141, align 16, !dbg !298
  store <2 x i64> %276, ptr %142, align 16, !dbg !298
  %277 = load <2 x i64>, ptr %141, align 16, !dbg !298
  %278 = bitcast <2 x i64> %277 to <8 x i16>, !dbg !298
  %279 = load <2 x i64>, ptr %142, align 16, !dbg !298
  %280 = bitcast <2 x i64> %279 to <8 x i16>, !dbg !298
  %281 = call <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16> %278, <8 x i16> %280), !dbg !298
  %282 = bitcast <16 x i8> %281 to <2 x i64>, !dbg !298
  store <2 x i64> %282, ptr %159, align 16, !dbg !298
  call void @mix(ptr noundef %159, i64 noundef 16), !dbg !298
  br label %283, !dbg !298

283:                                              ; preds = %274
  br label %284, !dbg !299

284:                                              ; preds = %283
    #dbg_declare(ptr %160, !300, !DIExpression(), !302)
  %285 = load <2 x i64>, ptr %152, align 16, !dbg !302
  %286 = load <2 x i64>, ptr %153, align 16, !dbg !302
  store <2 x i64> %285, ptr %139, align 16, !dbg !302
  store <2 x i64> %286, ptr %140, align 16, !dbg !302
  %287 = load <2 x i64>, ptr %139, align 16, !dbg !302
  %288 = bitcast <2 x i64> %287 to <8 x i16>, !dbg !302
  %289 = load <2 x i64>, ptr %140, align 16, !dbg !302
  %290 = bitcast <2 x i64> %289 to <8 x i16>, !dbg !302
  %291 = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> %288, <8 x i16> %290), !dbg !302
  %292 = bitcast <16 x i8> %291 to <2 x i64>, !dbg !302
  store <2 x i64> %292, ptr %160, align 16, !dbg !302
  call void @mix(ptr noundef %160, i64 noundef 16), !dbg !302
  br label %293, !dbg !302

293:                                              ; preds = %284
  br label %294, !dbg !303

294:                                              ; preds = %293
    #dbg_declare(ptr %161, !304, !DIExpression(), !306)
  %295 = load <2 x i64>, ptr %152, align 16, !dbg !306
  %296 = load <2 x i64>, ptr %153, align 16, !dbg !306
  store <2 x i64> %295, ptr %137, align 16, !dbg !306
  store <2 x i64> %296, ptr %138, align 16, !dbg !306
  %297 = load <2 x i64>, ptr %137, align 16, !dbg !306
  %298 = bitcast <2 x i64> %297 to <8 x i16>, !dbg !306
  %299 = load <2 x i64>, ptr %138, align 16, !dbg !306
  %300 = bitcast <2 x i64> %299 to <8 x i16>, !dbg !306
  %301 = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %298, <8 x i16> %300), !dbg !306
  %302 = bitcast <4 x i32> %301 to <2 x i64>, !dbg !306
  store <2 x i64> %302, ptr %161, align 16, !dbg !306
  call void @mix(ptr noundef %161, i64 noundef 16), !dbg !306
  br label %303, !dbg !306

303:                                              ; preds = %294
  br label %304, !dbg !307

304:                                              ; preds = %303
    #dbg_declare(ptr %162, !308, !DIExpression(), !310)
  %305 = load <2 x i64>, ptr %152, align 16, !dbg !310
  %306 = load <2 x i64>, ptr %153, align 16, !dbg !310
  store <2 x i64> %305, ptr %135, align 16, !dbg !310
  store <2 x i64> %306, ptr %136, align 16, !dbg !310
  %307 = load <2 x i64>, ptr %135, align 16, !dbg !310
  %308 = bitcast <2 x i64> %307 to <16 x i8>, !dbg !310
  %309 = load <2 x i64>, ptr %136, align 16, !dbg !310
  %310 = bitcast <2 x i64> %309 to <16 x i8>, !dbg !310
  %311 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %308, <16 x i8> %310), !dbg !310
  store <2 x i64> %311, ptr %162, align 16, !dbg !310
  call void @mix(ptr noundef %162, i64 noundef 16), !dbg !310
  br label %312, !dbg !310

312:                                              ; preds = %304
  br label %313, !dbg !311

313:                                              ; preds = %312
    #dbg_declare(ptr %163, !312, !DIExpression(), !314)
  %314 = load <2 x i64>, ptr %152, align 16, !dbg !314
  %315 = load <2 x i64>, ptr %153, align 16, !dbg !314
  store <2 x i64> %314, ptr %133, align 16, !dbg !314
  store <2 x i64> %315, ptr %134, align 16, !dbg !314
  %316 = load <2 x i64>, ptr %133, align 16, !dbg !314
  %317 = bitcast <2 x i64> %316 to <16 x i8>, !dbg !314
  %318 = load <2 x i64>, ptr %134, align 16, !dbg !314
  %319 = bitcast <2 x i64> %318 to <16 x i8>, !dbg !314
  %320 = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %317, <16 x i8> %319), !dbg !314
  %321 = bitcast <16 x i8> %320 to <2 x i64>, !dbg !314
  store <2 x i64> %321, ptr %163, align 16, !dbg !314
  call void @mix(ptr noundef %163, i64 noundef 16), !dbg !314
  br label %322, !dbg !314

322:                                              ; preds = %313
  br label %323, !dbg !315

323:                                              ; preds = %322
    #dbg_declare(ptr %164, !316, !DIExpression(), !318)
  %324 = load <2 x i64>, ptr %152, align 16, !dbg !318
  %325 = load <2 x i64>, ptr %153, align 16, !dbg !318
  store <2 x i64> %324, ptr %131, align 16, !dbg !318
  store <2 x i64> %325, ptr %132, align 16, !dbg !318
  %326 = load <2 x i64>, ptr %131, align 16, !dbg !318
  %327 = bitcast <2 x i64> %326 to <8 x i16>, !dbg !318
  %328 = load <2 x i64>, ptr %132, align 16, !dbg !318
  %329 = bitcast <2 x i64> %328 to <8 x i16>, !dbg !318
  %330 = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %327, <8 x i16> %329), !dbg !318
  %331 = bitcast <8 x i16> %330 to <2 x i64>, !dbg !318
  store <2 x i64> %331, ptr %164, align 16, !dbg !318
  call void @mix(ptr noundef %164, i64 noundef 16), !dbg !318
  br label %332, !dbg !318

332:                                              ; preds = %323
  br label %333, !dbg !319

333:                                              ; preds = %332
    #dbg_declare(ptr %165, !320, !DIExpression(), !322)
  %334 = load <2 x i64>, ptr %152, align 16, !dbg !322
  %335 = load <2 x i64>, ptr %153, align 16, !dbg !322
  store <2 x i64> %334, ptr %129, align 16, !dbg !322
  store <2 x i64> %335, ptr %130, align 16, !dbg !322
  %336 = load <2 x i64>, ptr %129, align 16, !dbg !322
  %337 = bitcast <2 x i64> %336 to <8 x i16>, !dbg !322
  %338 = load <2 x i64>, ptr %130, align 16, !dbg !322
  %339 = bitcast <2 x i64> %338 to <8 x i16>, !dbg !322
  %340 = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %337, <8 x i16> %339), !dbg !322
  %341 = bitcast <8 x i16> %340 to <2 x i64>, !dbg !322
  store <2 x i64> %341, ptr %165, align 16, !dbg !322
  call void @mix(ptr noundef %165, i64 noundef 16), !dbg !322
  br label %342, !dbg !322

342:                                              ; preds = %333
  br label %343, !dbg !323

343:                                              ; preds = %342
    #dbg_declare(ptr %166, !324, !DIExpression(), !326)
  %344 = load <2 x i64>, ptr %152, align 16, !dbg !326
  %345 = load <2 x i64>, ptr %153, align 16, !dbg !326
  store <2 x i64> %344, ptr %127, align 16, !dbg !326
  store <2 x i64> %345, ptr %128, align 16, !dbg !326
  %346 = load <2 x i64>, ptr %127, align 16, !dbg !326
  %347 = bitcast <2 x i64> %346 to <8 x i16>, !dbg !326
  %348 = load <2 x i64>, ptr %128, align 16, !dbg !326
  %349 = bitcast <2 x i64> %348 to <8 x i16>, !dbg !326
  %350 = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %347, <8 x i16> %349), !dbg !326
  %351 = bitcast <8 x i16> %350 to <2 x i64>, !dbg !326
  store <2 x i64> %351, ptr %166, align 16, !dbg !326
  call void @mix(ptr noundef %166, i64 noundef 16), !dbg !326
  br label %352, !dbg !326

352:                                              ; preds = %343
  br label %353, !dbg !327

353:                                              ; preds = %352
    #dbg_declare(ptr %167, !328, !DIExpression(), !330)
  %354 = load <2 x i64>, ptr %152, align 16, !dbg !330
  %355 = load <2 x i64>, ptr %153, align 16, !dbg !330
  store <2 x i64> %354, ptr %125, align 16, !dbg !330
  store <2 x i64> %355, ptr %126, align 16, !dbg !330
  %356 = load <2 x i64>, ptr %125, align 16, !dbg !330
  %357 = bitcast <2 x i64> %356 to <4 x i32>, !dbg !330
  %358 = load <2 x i64>, ptr %126, align 16, !dbg !330
  %359 = bitcast <2 x i64> %358 to <4 x i32>, !dbg !330
  %360 = and <2 x i64> %356, <i64 4294967295, i64 4294967295>, !dbg !330
  %361 = and <2 x i64> %358, <i64 4294967295, i64 4294967295>, !dbg !330
  %362 = mul <2 x i64> %360, %361, !dbg !330
  store <2 x i64> %362, ptr %167, align 16, !dbg !330
  call void @mix(ptr noundef %167, i64 noundef 16), !dbg !330
  br label %363, !dbg !330

363:                                              ; preds = %353
  br label %364, !dbg !331

364:                                              ; preds = %363
    #dbg_declare(ptr %168, !332, !DIExpression(), !334)
  %365 = load <2 x i64>, ptr %152, align 16, !dbg !334
  %366 = load <2 x i64>, ptr %153, align 16, !dbg !334
  store <2 x i64> %365, ptr %123, align 16, !dbg !334
  store <2 x i64> %366, ptr %124, align 16, !dbg !334
  %367 = load <2 x i64>, ptr %123, align 16, !dbg !334
  %368 = bitcast <2 x i64> %367 to <8 x i16>, !dbg !334
  %369 = load <2 x i64>, ptr %124, align 16, !dbg !334
  %370 = bitcast <2 x i64> %369 to <8 x i16>, !dbg !334
  %371 = mul <8 x i16> %368, %370, !dbg !334
  %372 = bitcast <8 x i16> %371 to <2 x i64>, !dbg !334
  store <2 x i64> %372, ptr %168, align 16, !dbg !334
  call void @mix(ptr noundef %168, i64 noundef 16), !dbg !334
  br label %373, !dbg !334

373:                                              ; preds = %364
  br label %374, !dbg !335

374:                                              ; preds = %373
    #dbg_declare(ptr %169, !336, !DIExpression(), !338)
  %375 = load <2 x i64>, ptr %152, align 16, !dbg !338
  store <2 x i64> %375, ptr %121, align 16, !dbg !338
  store i32 3, ptr %122, align 4, !dbg !338
  %376 = load <2 x i64>, ptr %121, align 16, !dbg !338
  %377 = bitcast <2 x i64> %376 to <8 x i16>, !dbg !338
  %378 = load i32, ptr %122, align 4, !dbg !338
  %379 = call <8 x i16> @llvm.x86.sse2.pslli.w(<8 x i16> %377, i32 %378), !dbg !338
  %380 = bitcast <8 x i16> %379 to <2 x i64>, !dbg !338
  store <2 x i64> %380, ptr %169, align 16, !dbg !338
  call void @mix(ptr noundef %169, i64 noundef 16), !dbg !338
  br label %381, !dbg !338

381:                                              ; preds = %374
  br label %382, !dbg !339

382:                                              ; preds = %381
    #dbg_declare(ptr %170, !340, !DIExpression(), !342)
  %383 = load <2 x i64>, ptr %152, align 16, !dbg !342
  store <2 x i64> %383, ptr %117, align 16, !dbg !342
  store i32 7, ptr %118, align 4, !dbg !342
  %384 = load <2 x i64>, ptr %117, align 16, !dbg !342
  %385 = bitcast <2 x i64> %384 to <4 x i32>, !dbg !342
  %386 = load i32, ptr %118, align 4, !dbg !342
  %387 = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> %385, i32 %386), !dbg !342
  %388 = bitcast <4 x i32> %387 to <2 x i64>, !dbg !342
  store <2 x i64> %388, ptr %170, align 16, !dbg !342
  call void @mix(ptr noundef %170, i64 noundef 16), !dbg !342
  br label %389, !dbg !342

389:                                              ; preds = %382
  br label %390, !dbg !343

390:                                              ; preds = %389
    #dbg_declare(ptr %171, !344, !DIExpression(), !346)
  %391 = load <2 x i64>, ptr %152, align 16, !dbg !346
  store <2 x i64> %391, ptr %115, align 16, !dbg !346
  store i32 33, ptr %116, align 4, !dbg !346
  %392 = load <2 x i64>, ptr %115, align 16, !dbg !346
  %393 = load i32, ptr %116, align 4, !dbg !346
  %394 = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> %392, i32 %393), !dbg !346
  store <2 x i64> %394, ptr %171, align 16, !dbg !346
  call void @mix(ptr noundef %171, i64 noundef 16), !dbg !346
  br label %395, !dbg !346

395:                                              ; preds = %390
  br label %396, !dbg !347

396:                                              ; preds = %395
    #dbg_declare(ptr %172, !348, !DIExpression(), !350)
  %397 = load <2 x i64>, ptr %152, align 16, !dbg !350
  store <2 x i64> %397, ptr %113, align 16, !dbg !350
  store i32 5, ptr %114, align 4, !dbg !350
  %398 = load <2 x i64>, ptr %113, align 16, !dbg !350
  %399 = bitcast <2 x i64> %398 to <8 x i16>, !dbg !350
  %400 = load i32, ptr %114, align 4, !dbg !350
  %401 = call <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16> %399, i32 %400), !dbg !350
  %402 = bitcast <8 x i16> %401 to <2 x i64>, !dbg !350
  store <2 x i64> %402, ptr %172, align 16, !dbg !350
  call void @mix(ptr noundef %172, i64 noundef 16), !dbg !350
  br label %403, !dbg !350

403:                                              ; preds = %396
  br label %404, !dbg !351

404:                                              ; preds = %403
    #dbg_declare(ptr %173, !352, !DIExpression(), !354)
  %405 = load <2 x i64>, ptr %152, align 16, !dbg !354
  store <2 x i64> %405, ptr %111, align 16, !dbg !354
  store i32 31, ptr %112, align 4, !dbg !354
  %406 = load <2 x i64>, ptr %111, align 16, !dbg !354
  %407 = bitcast <2 x i64> %406 to <4 x i32>, !dbg !354
  %408 = load i32, ptr %112, align 4, !dbg !354
  %409 = call <4 x i32> @llvm.x86.sse2.psrli.d(<4 x i32> %407, i32 %408), !dbg !354
  %410 = bitcast <4 x i32> %409 to <2 x i64>, !dbg !354
  store <2 x i64> %410, ptr %173, align 16, !dbg !354
  call void @mix(ptr noundef %173, i64 noundef 16), !dbg !354
  br label %411, !dbg !354

411:                                              ; preds = %404
  br label %412, !dbg !355

412:                                              ; preds = %411
    #dbg_declare(ptr %174, !356, !DIExpression(), !358)
  %413 = load <2 x i64>, ptr %152, align 16, !dbg !358
  store <2 x i64> %413, ptr %107, align 16, !dbg !358
  store i32 1, ptr %108, align 4, !dbg !358
  %414 = load <2 x i64>, ptr %107, align 16, !dbg !358
  %415 = load i32, ptr %108, align 4, !dbg !358
  %416 = call <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64> %414, i32 %415), !dbg !358
  store <2 x i64> %416, ptr %174, align 16, !dbg !358
  call void @mix(ptr noundef %174, i64 noundef 16), !dbg !358
  br label %417, !dbg !358

417:                                              ; preds = %412
  br label %418, !dbg !359

418:                                              ; preds = %417
    #dbg_declare(ptr %175, !360, !DIExpression(), !362)
  %419 = load <2 x i64>, ptr %152, align 16, !dbg !362
  store <2 x i64> %419, ptr %103, align 16, !dbg !362
  store i32 15, ptr %104, align 4, !dbg !362
  %420 = load <2 x i64>, ptr %103, align 16, !dbg !362
  %421 = bitcast <2 x i64> %420 to <8 x i16>, !dbg !362
  %422 = load i32, ptr %104, align 4, !dbg !362
  %423 = call <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16> %421, i32 %422), !dbg !362
  %424 = bitcast <8 x i16> %423 to <2 x i64>, !dbg !362
  store <2 x i64> %424, ptr %175, align 16, !dbg !362
  call void @mix(ptr noundef %175, i64 noundef 16), !dbg !362
  br label %425, !dbg !362

425:                                              ; preds = %418
  br label %426, !dbg !363

426:                                              ; preds = %425
    #dbg_declare(ptr %176, !364, !DIExpression(), !366)
  %427 = load <2 x i64>, ptr %152, align 16, !dbg !366
  store <2 x i64> %427, ptr %99, align 16, !dbg !366
  store i32 9, ptr %100, align 4, !dbg !366
  %428 = load <2 x i64>, ptr %99, align 16, !dbg !366
  %429 = bitcast <2 x i64> %428 to <4 x i32>, !dbg !366
  %430 = load i32, ptr %100, align 4, !dbg !366
  %431 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %429, i32 %430), !dbg !366
  %432 = bitcast <4 x i32> %431 to <2 x i64>, !dbg !366
  store <2 x i64> %432, ptr %176, align 16, !dbg !366
  call void @mix(ptr noundef %176, i64 noundef 16), !dbg !366
  br label %433, !dbg !366

433:                                              ; preds = %426
  br label %434, !dbg !367

434:                                              ; preds = %433
    #dbg_declare(ptr %177, !368, !DIExpression(), !370)
  %435 = load <2 x i64>, ptr %152, align 16, !dbg !370
  store <2 x i64> %435, ptr %101, align 16, !dbg !370
  store i32 40, ptr %102, align 4, !dbg !370
  %436 = load <2 x i64>, ptr %101, align 16, !dbg !370
  %437 = bitcast <2 x i64> %436 to <4 x i32>, !dbg !370
  %438 = load i32, ptr %102, align 4, !dbg !370
  %439 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %437, i32 %438), !dbg !370
  %440 = bitcast <4 x i32> %439 to <2 x i64>, !dbg !370
  store <2 x i64> %440, ptr %177, align 16, !dbg !370
  call void @mix(ptr noundef %177, i64 noundef 16), !dbg !370
  br label %441, !dbg !370

441:                                              ; preds = %434
  br label %442, !dbg !371

442:                                              ; preds = %441
    #dbg_declare(ptr %178, !372, !DIExpression(), !374)
  %443 = load <2 x i64>, ptr %152, align 16, !dbg !374
  %444 = load i32, ptr %151, align 4, !dbg !374
  %445 = and i32 %444, 31, !dbg !374
  store <2 x i64> %443, ptr %119, align 16, !dbg !374
  store i32 %445, ptr %120, align 4, !dbg !374
  %446 = load <2 x i64>, ptr %119, align 16, !dbg !374
  %447 = bitcast <2 x i64> %446 to <4 x i32>, !dbg !374
  %448 = load i32, ptr %120, align 4, !dbg !374
  %449 = call <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32> %447, i32 %448), !dbg !374
  %450 = bitcast <4 x i32> %449 to <2 x i64>, !dbg !374
  store <2 x i64> %450, ptr %178, align 16, !dbg !374
  call void @mix(ptr noundef %178, i64 noundef 16), !dbg !374
  br label %451, !dbg !374

451:                                              ; preds = %442
  br label %452, !dbg !375

452:                                              ; preds = %451
    #dbg_declare(ptr %179, !376, !DIExpression(), !378)
  %453 = load <2 x i64>, ptr %152, align 16, !dbg !378
  %454 = load i32, ptr %151, align 4, !dbg !378
  %455 = and i32 %454, 15, !dbg !378
  store <2 x i64> %453, ptr %105, align 16, !dbg !378
  store i32 %455, ptr %106, align 4, !dbg !378
  %456 = load <2 x i64>, ptr %105, align 16, !dbg !378
  %457 = bitcast <2 x i64> %456 to <8 x i16>, !dbg !378
  %458 = load i32, ptr %106, align 4, !dbg !378
  %459 = call <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16> %457, i32 %458), !dbg !378
  %460 = bitcast <8 x i16> %459 to <2 x i64>, !dbg !378
  store <2 x i64> %460, ptr %179, align 16, !dbg !378
  call void @mix(ptr noundef %179, i64 noundef 16), !dbg !378
  br label %461, !dbg !378

461:                                              ; preds = %452
  br label %462, !dbg !379

462:                                              ; preds = %461
    #dbg_declare(ptr %180, !380, !DIExpression(), !382)
  %463 = load <2 x i64>, ptr %152, align 16, !dbg !382
  %464 = load i32, ptr %151, align 4, !dbg !382
  store <2 x i64> %463, ptr %109, align 16, !dbg !382
  store i32 %464, ptr %110, align 4, !dbg !382
  %465 = load <2 x i64>, ptr %109, align 16, !dbg !382
  %466 = load i32, ptr %110, align 4, !dbg !382
  %467 = call <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64> %465, i32 %466), !dbg !382
  store <2 x i64> %467, ptr %180, align 16, !dbg !382
  call void @mix(ptr noundef %180, i64 noundef 16), !dbg !382
  br label %468, !dbg !382

468:                                              ; preds = %462
    #dbg_declare(ptr %181, !383, !DIExpression(), !384)
  %469 = load i32, ptr %151, align 4, !dbg !385
  %470 = and i32 %469, 15, !dbg !386
  store i32 %470, ptr %97, align 4, !dbg !387
  %471 = load i32, ptr %97, align 4, !dbg !387
  %472 = insertelement <4 x i32> poison, i32 %471, i32 0, !dbg !387
  %473 = insertelement <4 x i32> %472, i32 0, i32 1, !dbg !387
  %474 = insertelement <4 x i32> %473, i32 0, i32 2, !dbg !387
  %475 = insertelement <4 x i32> %474, i32 0, i32 3, !dbg !387
  store <4 x i32> %475, ptr %98, align 16, !dbg !387
  %476 = load <4 x i32>, ptr %98, align 16, !dbg !387
  %477 = bitcast <4 x i32> %476 to <2 x i64>, !dbg !387
  store <2 x i64> %477, ptr %181, align 16, !dbg !384
  br label %478, !dbg !388

478:                                              ; preds = %468
    #dbg_declare(ptr %182, !389, !DIExpression(), !391)
  %479 = load <2 x i64>, ptr %152, align 16, !dbg !391
  %480 = load <2 x i64>, ptr %181, align 16, !dbg !391
  store <2 x i64> %479, ptr %95, align 16, !dbg !391
  store <2 x i64> %480, ptr %96, align 16, !dbg !391
  %481 = load <2 x i64>, ptr %95, align 16, !dbg !391
  %482 = bitcast <2 x i64> %481 to <8 x i16>, !dbg !391
  %483 = load <2 x i64>, ptr %96, align 16, !dbg !391
  %484 = bitcast <2 x i64> %483 to <8 x i16>, !dbg !391
  %485 = call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> %482, <8 x i16> %484), !dbg !391
  %486 = bitcast <8 x i16> %485 to <2 x i64>, !dbg !391
  store <2 x i64> %486, ptr %182, align 16, !dbg !391
  call void @mix(ptr noundef %182, i64 noundef 16), !dbg !391
  br label %487, !dbg !391

487:                                              ; preds = %478
  br label %488, !dbg !392

488:                                              ; preds = %487
    #dbg_declare(ptr %183, !393, !DIExpression(), !395)
  %489 = load <2 x i64>, ptr %152, align 16, !dbg !395
  %490 = load <2 x i64>, ptr %181, align 16, !dbg !395
  store <2 x i64> %489, ptr %93, align 16, !dbg !395
  store <2 x i64> %490, ptr %94, align 16, !dbg !395
  %491 = load <2 x i64>, ptr %93, align 16, !dbg !395
  %492 = bitcast <2 x i64> %491 to <4 x i32>, !dbg !395
  %493 = load <2 x i64>, ptr %94, align 16, !dbg !395
  %494 = bitcast <2 x i64> %493 to <4 x i32>, !dbg !395
  %495 = call <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32> %492, <4 x i32> %494), !dbg !395
  %496 = bitcast <4 x i32> %495 to <2 x i64>, !dbg !395
  store <2 x i64> %496, ptr %183, align 16, !dbg !395
  call void @mix(ptr noundef %183, i64 noundef 16), !dbg !395
  br label %497, !dbg !395

497:                                              ; preds = %488
  br label %498, !dbg !396

498:                                              ; preds = %497
    #dbg_declare(ptr %184, !397, !DIExpression(), !399)
  %499 = load <2 x i64>, ptr %152, align 16, !dbg !399
  %500 = load <2 x i64>, ptr %181, align 16, !dbg !399
  store <2 x i64> %499, ptr %91, align 16, !dbg !399
  store <2 x i64> %500, ptr %92, align 16, !dbg !399
  %501 = load <2 x i64>, ptr %91, align 16, !dbg !399
  %502 = bitcast <2 x i64> %501 to <4 x i32>, !dbg !399
  %503 = load <2 x i64>, ptr %92, align 16, !dbg !399
  %504 = bitcast <2 x i64> %503 to <4 x i32>, !dbg !399
  %505 = call <4 x i32> @llvm.x86.sse2.psra.d(<4 x i32> %502, <4 x i32> %504), !dbg !399
  %506 = bitcast <4 x i32> %505 to <2 x i64>, !dbg !399
  store <2 x i64> %506, ptr %184, align 16, !dbg !399
  call void @mix(ptr noundef %184, i64 noundef 16), !dbg !399
  br label %507, !dbg !399

507:                                              ; preds = %498
  br label %508, !dbg !400

508:                                              ; preds = %507
    #dbg_declare(ptr %185, !401, !DIExpression(), !403)
  %509 = load <2 x i64>, ptr %152, align 16, !dbg !403
  %510 = load <2 x i64>, ptr %181, align 16, !dbg !403
  store <2 x i64> %509, ptr %89, align 16, !dbg !403
  store <2 x i64> %510, ptr %90, align 16, !dbg !403
  %511 = load <2 x i64>, ptr %89, align 16, !dbg !403
  %512 = load <2 x i64>, ptr %90, align 16, !dbg !403
  %513 = call <2 x i64> @llvm.x86.sse2.psll.q(<2 x i64> %511, <2 x i64> %512), !dbg !403
  store <2 x i64> %513, ptr %185, align 16, !dbg !403
  call void @mix(ptr noundef %185, i64 noundef 16), !dbg !403
  br label %514, !dbg !403

514:                                              ; preds = %508
  br label %515, !dbg !404

515:                                              ; preds = %514
    #dbg_declare(ptr %186, !405, !DIExpression(), !407)
  %516 = load <2 x i64>, ptr %152, align 16, !dbg !407
  %517 = bitcast <2 x i64> %516 to <16 x i8>, !dbg !407
  %518 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %517, <16 x i32> <i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26>, !dbg !407
  %519 = bitcast <16 x i8> %518 to <2 x i64>, !dbg !407
  store <2 x i64> %519, ptr %186, align 16, !dbg !407
  call void @mix(ptr noundef %186, i64 noundef 16), !dbg !407
  br label %520, !dbg !407

520:                                              ; preds = %515
  br label %521, !dbg !408

521:                                              ; preds = %520
    #dbg_declare(ptr %187, !409, !DIExpression(), !411)
  %522 = load <2 x i64>, ptr %152, align 16, !dbg !411
  %523 = bitcast <2 x i64> %522 to <16 x i8>, !dbg !411
  %524 = shufflevector <16 x i8> %523, <16 x i8> zeroinitializer, <16 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18>, !dbg !411
  %525 = bitcast <16 x i8> %524 to <2 x i64>, !dbg !411
  store <2 x i64> %525, ptr %187, align 16, !dbg !411
  call void @mix(ptr noundef %187, i64 noundef 16), !dbg !411
  br label %526, !dbg !411

526:                                              ; preds = %521
  br label %527, !dbg !412

527:                                              ; preds = %526
    #dbg_declare(ptr %188, !413, !DIExpression(), !415)
  %528 = load <2 x i64>, ptr %152, align 16, !dbg !415
  %529 = bitcast <2 x i64> %528 to <4 x i32>, !dbg !415
  %530 = shufflevector <4 x i32> %529, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !415
  %531 = bitcast <4 x i32> %530 to <2 x i64>, !dbg !415
  store <2 x i64> %531, ptr %188, align 16, !dbg !415
  call void @mix(ptr noundef %188, i64 noundef 16), !dbg !415
  br label %532, !dbg !415

532:                                              ; preds = %527
  br label %533, !dbg !416

533:                                              ; preds = %532
    #dbg_declare(ptr %189, !417, !DIExpression(), !419)
  %534 = load <2 x i64>, ptr %152, align 16, !dbg !419
  %535 = bitcast <2 x i64> %534 to <8 x i16>, !dbg !419
  %536 = shufflevector <8 x i16> %535, <8 x i16> poison, <8 x i32> <i32 2, i32 3, i32 0, i32 1, i32 4, i32 5, i32 6, i32 7>, !dbg !419
  %537 = bitcast <8 x i16> %536 to <2 x i64>, !dbg !419
  store <2 x i64> %537, ptr %189, align 16, !dbg !419
  call void @mix(ptr noundef %189, i64 noundef 16), !dbg !419
  br label %538, !dbg !419

538:                                              ; preds = %533
  br label %539, !dbg !420

539:                                              ; preds = %538
    #dbg_declare(ptr %190, !421, !DIExpression(), !423)
  %540 = load <2 x i64>, ptr %152, align 16, !dbg !423
  %541 = bitcast <2 x i64> %540 to <8 x i16>, !dbg !423
  %542 = shufflevector <8 x i16> %541, <8 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 7, i32 6>, !dbg !423
  %543 = bitcast <8 x i16> %542 to <2 x i64>, !dbg !423
  store <2 x i64> %543, ptr %190, align 16, !dbg !423
  call void @mix(ptr noundef %190, i64 noundef 16), !dbg !423
  br label %544, !dbg !423

544:                                              ; preds = %539
  br label %545, !dbg !424

545:                                              ; preds = %544
    #dbg_declare(ptr %191, !425, !DIExpression(), !427)
  %546 = load <2 x i64>, ptr %152, align 16, !dbg !427
  %547 = load <2 x i64>, ptr %153, align 16, !dbg !427
  store <2 x i64> %546, ptr %87, align 16, !dbg !427
  store <2 x i64> %547, ptr %88, align 16, !dbg !427
  %548 = load <2 x i64>, ptr %87, align 16, !dbg !427
  %549 = bitcast <2 x i64> %548 to <16 x i8>, !dbg !427
  %550 = load <2 x i64>, ptr %88, align 16, !dbg !427
  %551 = bitcast <2 x i64> %550 to <16 x i8>, !dbg !427
  %552 = shufflevector <16 x i8> %549, <16 x i8> %551, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>, !dbg !427
  %553 = bitcast <16 x i8> %552 to <2 x i64>, !dbg !427
  store <2 x i64> %553, ptr %191, align 16, !dbg !427
  call void @mix(ptr noundef %191, i64 noundef 16), !dbg !427
  br label %554, !dbg !427

554:                                              ; preds = %545
  br label %555, !dbg !428

555:                                              ; preds = %554
    #dbg_declare(ptr %192, !429, !DIExpression(), !431)
  %556 = load <2 x i64>, ptr %152, align 16, !dbg !431
  %557 = load <2 x i64>, ptr %153, align 16, !dbg !431
  store <2 x i64> %556, ptr %85, align 16, !dbg !431
  store <2 x i64> %557, ptr %86, align 16, !dbg !431
  %558 = load <2 x i64>, ptr %85, align 16, !dbg !431
  %559 = bitcast <2 x i64> %558 to <8 x i16>, !dbg !431
  %560 = load <2 x i64>, ptr %86, align 16, !dbg !431
  %561 = bitcast <2 x i64> %560 to <8 x i16>, !dbg !431
  %562 = shufflevector <8 x i16> %559, <8 x i16> %561, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !431
  %563 = bitcast <8 x i16> %562 to <2 x i64>, !dbg !431
  store <2 x i64> %563, ptr %192, align 16, !dbg !431
  call void @mix(ptr noundef %192, i64 noundef 16), !dbg !431
  br label %564, !dbg !431

564:                                              ; preds = %555
  br label %565, !dbg !432

565:                                              ; preds = %564
    #dbg_declare(ptr %193, !433, !DIExpression(), !435)
  %566 = load <2 x i64>, ptr %152, align 16, !dbg !435
  %567 = load <2 x i64>, ptr %153, align 16, !dbg !435
  store <2 x i64> %566, ptr %83, align 16, !dbg !435
  store <2 x i64> %567, ptr %84, align 16, !dbg !435
  %568 = load <2 x i64>, ptr %83, align 16, !dbg !435
  %569 = load <2 x i64>, ptr %84, align 16, !dbg !435
  %570 = shufflevector <2 x i64> %568, <2 x i64> %569, <2 x i32> <i32 0, i32 2>, !dbg !435
  store <2 x i64> %570, ptr %193, align 16, !dbg !435
  call void @mix(ptr noundef %193, i64 noundef 16), !dbg !435
  br label %571, !dbg !435

571:                                              ; preds = %565
    #dbg_declare(ptr %194, !436, !DIExpression(), !437)
  %572 = load <2 x i64>, ptr %152, align 16, !dbg !438
  %573 = load <2 x i64>, ptr %153, align 16, !dbg !439
  store <2 x i64> %572, ptr %80, align 16, !dbg !440
  store <2 x i64> %573, ptr %81, align 16, !dbg !440
  %574 = load <2 x i64>, ptr %80, align 16, !dbg !440
  %575 = bitcast <2 x i64> %574 to <16 x i8>, !dbg !440
  %576 = load <2 x i64>, ptr %81, align 16, !dbg !440
  %577 = bitcast <2 x i64> %576 to <16 x i8>, !dbg !440
  %578 = icmp sgt <16 x i8> %575, %577, !dbg !440
  %579 = sext <16 x i1> %578 to <16 x i8>, !dbg !440
  %580 = bitcast <16 x i8> %579 to <2 x i64>, !dbg !440
  store <2 x i64> %580, ptr %82, align 16, !dbg !441
  %581 = load <2 x i64>, ptr %82, align 16, !dbg !441
  %582 = bitcast <2 x i64> %581 to <16 x i8>, !dbg !441
  %583 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %582), !dbg !441
  store i32 %583, ptr %194, align 4, !dbg !437
  br label %584, !dbg !442

584:                                              ; preds = %571
    #dbg_declare(ptr %195, !443, !DIExpression(), !445)
  %585 = load i32, ptr %194, align 4, !dbg !445
  store i32 %585, ptr %195, align 4, !dbg !445
  call void @mix(ptr noundef %195, i64 noundef 4), !dbg !445
  br label %586, !dbg !445

586:                                              ; preds = %584
  %587 = load <4 x float>, ptr %154, align 16, !dbg !446
  %588 = load <4 x float>, ptr %155, align 16, !dbg !447
  store <4 x float> %587, ptr %77, align 16, !dbg !448
  store <4 x float> %588, ptr %78, align 16, !dbg !448
  %589 = load <4 x float>, ptr %77, align 16, !dbg !448
  %590 = load <4 x float>, ptr %78, align 16, !dbg !448
  %591 = fcmp olt <4 x float> %589, %590, !dbg !448
  %592 = sext <4 x i1> %591 to <4 x i32>, !dbg !448
  %593 = bitcast <4 x i32> %592 to <4 x float>, !dbg !448
  store <4 x float> %593, ptr %79, align 16, !dbg !449
  %594 = load <4 x float>, ptr %79, align 16, !dbg !449
  %595 = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %594), !dbg !449
  store i32 %595, ptr %194, align 4, !dbg !450
  br label %596, !dbg !451

596:                                              ; preds = %586
    #dbg_declare(ptr %196, !452, !DIExpression(), !454)
  %597 = load i32, ptr %194, align 4, !dbg !454
  store i32 %597, ptr %196, align 4, !dbg !454
  call void @mix(ptr noundef %196, i64 noundef 4), !dbg !454
  br label %598, !dbg !454

598:                                              ; preds = %596
  %599 = load <2 x double>, ptr %156, align 16, !dbg !455
  %600 = load <2 x double>, ptr %157, align 16, !dbg !456
  store <2 x double> %599, ptr %74, align 16, !dbg !457
  store <2 x double> %600, ptr %75, align 16, !dbg !457
  %601 = load <2 x double>, ptr %75, align 16, !dbg !457
  %602 = load <2 x double>, ptr %74, align 16, !dbg !457
  %603 = fcmp ole <2 x double> %601, %602, !dbg !457
  %604 = sext <2 x i1> %603 to <2 x i64>, !dbg !457
  %605 = bitcast <2 x i64> %604 to <2 x double>, !dbg !457
  store <2 x double> %605, ptr %76, align 16, !dbg !458
  %606 = load <2 x double>, ptr %76, align 16, !dbg !458
  %607 = call i32 @llvm.x86.sse2.movmsk.pd(<2 x double> %606), !dbg !458
  store i32 %607, ptr %194, align 4, !dbg !459
  br label %608, !dbg !460

608:                                              ; preds = %598
    #dbg_declare(ptr %197, !461, !DIExpression(), !463)
  %609 = load i32, ptr %194, align 4, !dbg !463
  store i32 %609, ptr %197, align 4, !dbg !463
  call void @mix(ptr noundef %197, i64 noundef 4), !dbg !463
  br label %610, !dbg !463

610:                                              ; preds = %608
  br label %611, !dbg !464

611:                                              ; preds = %610
    #dbg_declare(ptr %198, !465, !DIExpression(), !467)
  %612 = load <4 x float>, ptr %154, align 16, !dbg !467
  %613 = load <4 x float>, ptr %155, align 16, !dbg !467
  store <4 x float> %612, ptr %72, align 16, !dbg !467
  store <4 x float> %613, ptr %73, align 16, !dbg !467
  %614 = load <4 x float>, ptr %72, align 16, !dbg !467
  %615 = load <4 x float>, ptr %73, align 16, !dbg !467
  %616 = call <4 x float> @llvm.x86.sse.min.ps(<4 x float> %614, <4 x float> %615), !dbg !467
  store <4 x float> %616, ptr %198, align 16, !dbg !467
  call void @mix(ptr noundef %198, i64 noundef 16), !dbg !467
  br label %617, !dbg !467

617:                                              ; preds = %611
  br label %618, !dbg !468

618:                                              ; preds = %617
    #dbg_declare(ptr %199, !469, !DIExpression(), !471)
  %619 = load <4 x float>, ptr %154, align 16, !dbg !471
  %620 = load <4 x float>, ptr %155, align 16, !dbg !471
  store <4 x float> %619, ptr %70, align 16, !dbg !471
  store <4 x float> %620, ptr %71, align 16, !dbg !471
  %621 = load <4 x float>, ptr %70, align 16, !dbg !471
  %622 = load <4 x float>, ptr %71, align 16, !dbg !471
  %623 = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %621, <4 x float> %622), !dbg !471
  store <4 x float> %623, ptr %199, align 16, !dbg !471
  call void @mix(ptr noundef %199, i64 noundef 16), !dbg !471
  br label %624, !dbg !471

624:                                              ; preds = %618
  br label %625, !dbg !472

625:                                              ; preds = %624
    #dbg_declare(ptr %200, !473, !DIExpression(), !475)
  %626 = load <4 x float>, ptr %154, align 16, !dbg !475
  %627 = load <4 x float>, ptr %155, align 16, !dbg !475
  store <4 x float> %626, ptr %68, align 16, !dbg !475
  store <4 x float> %627, ptr %69, align 16, !dbg !475
  %628 = load <4 x float>, ptr %68, align 16, !dbg !475
  %629 = load <4 x float>, ptr %69, align 16, !dbg !475
  %630 = call <4 x float> @llvm.x86.sse.min.ss(<4 x float> %628, <4 x float> %629), !dbg !475
  store <4 x float> %630, ptr %200, align 16, !dbg !475
  call void @mix(ptr noundef %200, i64 noundef 16), !dbg !475
  br label %631, !dbg !475

631:                                              ; preds = %625
  br label %632, !dbg !476

632:                                              ; preds = %631
    #dbg_declare(ptr %201, !477, !DIExpression(), !479)
  %633 = load <2 x double>, ptr %156, align 16, !dbg !479
  %634 = load <2 x double>, ptr %157, align 16, !dbg !479
  store <2 x double> %633, ptr %66, align 16, !dbg !479
  store <2 x double> %634, ptr %67, align 16, !dbg !479
  %635 = load <2 x double>, ptr %66, align 16, !dbg !479
  %636 = load <2 x double>, ptr %67, align 16, !dbg !479
  %637 = call <2 x double> @llvm.x86.sse2.max.sd(<2 x double> %635, <2 x double> %636), !dbg !479
  store <2 x double> %637, ptr %201, align 16, !dbg !479
  call void @mix(ptr noundef %201, i64 noundef 16), !dbg !479
  br label %638, !dbg !479

638:                                              ; preds = %632
  br label %639, !dbg !480

639:                                              ; preds = %638
    #dbg_declare(ptr %202, !481, !DIExpression(), !483)
  %640 = load <2 x i64>, ptr %152, align 16, !dbg !483
  %641 = load <2 x i64>, ptr %153, align 16, !dbg !483
  store <2 x i64> %640, ptr %64, align 16, !dbg !483
  store <2 x i64> %641, ptr %65, align 16, !dbg !483
  %642 = load <2 x i64>, ptr %64, align 16, !dbg !483
  %643 = bitcast <2 x i64> %642 to <8 x i16>, !dbg !483
  %644 = load <2 x i64>, ptr %65, align 16, !dbg !483
  %645 = bitcast <2 x i64> %644 to <8 x i16>, !dbg !483
  %646 = call <8 x i16> @llvm.smin.v8i16(<8 x i16> %643, <8 x i16> %645), !dbg !483
  %647 = bitcast <8 x i16> %646 to <2 x i64>, !dbg !483
  store <2 x i64> %647, ptr %202, align 16, !dbg !483
  call void @mix(ptr noundef %202, i64 noundef 16), !dbg !483
  br label %648, !dbg !483

648:                                              ; preds = %639
  br label %649, !dbg !484

649:                                              ; preds = %648
    #dbg_declare(ptr %203, !485, !DIExpression(), !487)
  %650 = load <2 x i64>, ptr %152, align 16, !dbg !487
  %651 = load <2 x i64>, ptr %153, align 16, !dbg !487
  store <2 x i64> %650, ptr %62, align 16, !dbg !487
  store <2 x i64> %651, ptr %63, align 16, !dbg !487
  %652 = load <2 x i64>, ptr %62, align 16, !dbg !487
  %653 = bitcast <2 x i64> %652 to <16 x i8>, !dbg !487
  %654 = load <2 x i64>, ptr %63, align 16, !dbg !487
  %655 = bitcast <2 x i64> %654 to <16 x i8>, !dbg !487
  %656 = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %653, <16 x i8> %655), !dbg !487
  %657 = bitcast <16 x i8> %656 to <2 x i64>, !dbg !487
  store <2 x i64> %657, ptr %203, align 16, !dbg !487
  call void @mix(ptr noundef %203, i64 noundef 16), !dbg !487
  br label %658, !dbg !487

658:                                              ; preds = %649
  br label %659, !dbg !488

659:                                              ; preds = %658
    #dbg_declare(ptr %204, !489, !DIExpression(), !491)
  %660 = load <4 x float>, ptr %154, align 16, !dbg !491
  %661 = load <4 x float>, ptr %155, align 16, !dbg !491
  store <4 x float> %660, ptr %60, align 16, !dbg !491
  store <4 x float> %661, ptr %61, align 16, !dbg !491
  %662 = load <4 x float>, ptr %60, align 16, !dbg !491
  %663 = load <4 x float>, ptr %61, align 16, !dbg !491
  %664 = fcmp uno <4 x float> %662, %663, !dbg !491
  %665 = sext <4 x i1> %664 to <4 x i32>, !dbg !491
  %666 = bitcast <4 x i32> %665 to <4 x float>, !dbg !491
  store <4 x float> %666, ptr %204, align 16, !dbg !491
  call void @mix(ptr noundef %204, i64 noundef 16), !dbg !491
  br label %667, !dbg !491

667:                                              ; preds = %659
  br label %668, !dbg !492

668:                                              ; preds = %667
    #dbg_declare(ptr %205, !493, !DIExpression(), !495)
  %669 = load <4 x float>, ptr %154, align 16, !dbg !495
  %670 = load <4 x float>, ptr %155, align 16, !dbg !495
  store <4 x float> %669, ptr %58, align 16, !dbg !495
  store <4 x float> %670, ptr %59, align 16, !dbg !495
  %671 = load <4 x float>, ptr %58, align 16, !dbg !495
  %672 = load <4 x float>, ptr %59, align 16, !dbg !495
  %673 = fcmp une <4 x float> %671, %672, !dbg !495
  %674 = sext <4 x i1> %673 to <4 x i32>, !dbg !495
  %675 = bitcast <4 x i32> %674 to <4 x float>, !dbg !495
  store <4 x float> %675, ptr %205, align 16, !dbg !495
  call void @mix(ptr noundef %205, i64 noundef 16), !dbg !495
  br label %676, !dbg !495

676:                                              ; preds = %668
  br label %677, !dbg !496

677:                                              ; preds = %676
    #dbg_declare(ptr %206, !497, !DIExpression(), !499)
  %678 = load <2 x double>, ptr %156, align 16, !dbg !499
  %679 = load <2 x double>, ptr %157, align 16, !dbg !499
  store <2 x double> %678, ptr %56, align 16, !dbg !499
  store <2 x double> %679, ptr %57, align 16, !dbg !499
  %680 = load <2 x double>, ptr %56, align 16, !dbg !499
  %681 = load <2 x double>, ptr %57, align 16, !dbg !499
  %682 = fcmp ugt <2 x double> %680, %681, !dbg !499
  %683 = sext <2 x i1> %682 to <2 x i64>, !dbg !499
  %684 = bitcast <2 x i64> %683 to <2 x double>, !dbg !499
  store <2 x double> %684, ptr %206, align 16, !dbg !499
  call void @mix(ptr noundef %206, i64 noundef 16), !dbg !499
  br label %685, !dbg !499

685:                                              ; preds = %677
  br label %686, !dbg !500

686:                                              ; preds = %685
    #dbg_declare(ptr %207, !501, !DIExpression(), !503)
  %687 = load <4 x float>, ptr %154, align 16, !dbg !503
  store float 0x400A666660000000, ptr %39, align 4, !dbg !503
  %688 = load float, ptr %39, align 4, !dbg !503
  %689 = insertelement <4 x float> poison, float %688, i32 0, !dbg !503
  %690 = load float, ptr %39, align 4, !dbg !503
  %691 = insertelement <4 x float> %689, float %690, i32 1, !dbg !503
  %692 = load float, ptr %39, align 4, !dbg !503
  %693 = insertelement <4 x float> %691, float %692, i32 2, !dbg !503
  %694 = load float, ptr %39, align 4, !dbg !503
  %695 = insertelement <4 x float> %693, float %694, i32 3, !dbg !503
  store <4 x float> %695, ptr %40, align 16, !dbg !503
  %696 = load <4 x float>, ptr %40, align 16, !dbg !503
  store <4 x float> %687, ptr %45, align 16, !dbg !503
  store <4 x float> %696, ptr %46, align 16, !dbg !503
  %697 = load <4 x float>, ptr %45, align 16, !dbg !503
  %698 = load <4 x float>, ptr %46, align 16, !dbg !503
  %699 = fmul <4 x float> %697, %698, !dbg !503
  store <4 x float> %699, ptr %55, align 16, !dbg !503
  %700 = load <4 x float>, ptr %55, align 16, !dbg !503
  %701 = call <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float> %700), !dbg !503
  %702 = bitcast <4 x i32> %701 to <2 x i64>, !dbg !503
  store <2 x i64> %702, ptr %207, align 16, !dbg !503
  call void @mix(ptr noundef %207, i64 noundef 16), !dbg !503
  br label %703, !dbg !503

703:                                              ; preds = %686
  br label %704, !dbg !504

704:                                              ; preds = %703
    #dbg_declare(ptr %208, !505, !DIExpression(), !507)
  %705 = load <4 x float>, ptr %154, align 16, !dbg !507
  store float 0x400A666660000000, ptr %41, align 4, !dbg !507
  %706 = load float, ptr %41, align 4, !dbg !507
  %707 = insertelement <4 x float> poison, float %706, i32 0, !dbg !507
  %708 = load float, ptr %41, align 4, !dbg !507
  %709 = insertelement <4 x float> %707, float %708, i32 1, !dbg !507
  %710 = load float, ptr %41, align 4, !dbg !507
  %711 = insertelement <4 x float> %709, float %710, i32 2, !dbg !507
  %712 = load float, ptr %41, align 4, !dbg !507
  %713 = insertelement <4 x float> %711, float %712, i32 3, !dbg !507
  store <4 x float> %713, ptr %42, align 16, !dbg !507
  %714 = load <4 x float>, ptr %42, align 16, !dbg !507
  store <4 x float> %705, ptr %47, align 16, !dbg !507
  store <4 x float> %714, ptr %48, align 16, !dbg !507
  %715 = load <4 x float>, ptr %47, align 16, !dbg !507
  %716 = load <4 x float>, ptr %48, align 16, !dbg !507
  %717 = fmul <4 x float> %715, %716, !dbg !507
  store <4 x float> %717, ptr %38, align 16, !dbg !507
  %718 = load <4 x float>, ptr %38, align 16, !dbg !507
  %719 = call <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float> %718), !dbg !507
  %720 = bitcast <4 x i32> %719 to <2 x i64>, !dbg !507
  store <2 x i64> %720, ptr %208, align 16, !dbg !507
  call void @mix(ptr noundef %208, i64 noundef 16), !dbg !507
  br label %721, !dbg !507

721:                                              ; preds = %704
  br label %722, !dbg !508

722:                                              ; preds = %721
    #dbg_declare(ptr %209, !509, !DIExpression(), !511)
  %723 = load <2 x double>, ptr %156, align 16, !dbg !511
  store <2 x double> %723, ptr %37, align 16, !dbg !511
  %724 = load <2 x double>, ptr %37, align 16, !dbg !511
  %725 = call <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double> %724), !dbg !511
  %726 = bitcast <4 x i32> %725 to <2 x i64>, !dbg !511
  store <2 x i64> %726, ptr %209, align 16, !dbg !511
  call void @mix(ptr noundef %209, i64 noundef 16), !dbg !511
  br label %727, !dbg !511

727:                                              ; preds = %722
  br label %728, !dbg !512

728:                                              ; preds = %727
    #dbg_declare(ptr %210, !513, !DIExpression(), !515)
  %729 = load <2 x double>, ptr %157, align 16, !dbg !515
  store <2 x double> %729, ptr %36, align 16, !dbg !515
  %730 = load <2 x double>, ptr %36, align 16, !dbg !515
  %731 = call <4 x i32> @llvm.x86.sse2.cvttpd2dq(<2 x double> %730), !dbg !515
  %732 = bitcast <4 x i32> %731 to <2 x i64>, !dbg !515
  store <2 x i64> %732, ptr %210, align 16, !dbg !515
  call void @mix(ptr noundef %210, i64 noundef 16), !dbg !515
  br label %733, !dbg !515

733:                                              ; preds = %728
  br label %734, !dbg !516

734:                                              ; preds = %733
    #dbg_declare(ptr %211, !517, !DIExpression(), !519)
  %735 = load <2 x double>, ptr %156, align 16, !dbg !519
  store <2 x double> %735, ptr %35, align 16, !dbg !519
  %736 = load <2 x double>, ptr %35, align 16, !dbg !519
  %737 = call <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double> %736), !dbg !519
  store <4 x float> %737, ptr %211, align 16, !dbg !519
  call void @mix(ptr noundef %211, i64 noundef 16), !dbg !519
  br label %738, !dbg !519

738:                                              ; preds = %734
  br label %739, !dbg !520

739:                                              ; preds = %738
    #dbg_declare(ptr %212, !521, !DIExpression(), !523)
  %740 = load <2 x i64>, ptr %152, align 16, !dbg !523
  store <2 x i64> %740, ptr %34, align 16, !dbg !523
  %741 = load <2 x i64>, ptr %34, align 16, !dbg !523
  %742 = bitcast <2 x i64> %741 to <4 x i32>, !dbg !523
  %743 = sitofp <4 x i32> %742 to <4 x float>, !dbg !523
  store <4 x float> %743, ptr %212, align 16, !dbg !523
  call void @mix(ptr noundef %212, i64 noundef 16), !dbg !523
  br label %744, !dbg !523

744:                                              ; preds = %739
  br label %745, !dbg !524

745:                                              ; preds = %744
    #dbg_declare(ptr %213, !525, !DIExpression(), !527)
  %746 = load <2 x i64>, ptr %153, align 16, !dbg !527
  store <2 x i64> %746, ptr %33, align 16, !dbg !527
  %747 = load <2 x i64>, ptr %33, align 16, !dbg !527
  %748 = bitcast <2 x i64> %747 to <4 x i32>, !dbg !527
  %749 = load <2 x i64>, ptr %33, align 16, !dbg !527
  %750 = bitcast <2 x i64> %749 to <4 x i32>, !dbg !527
  %751 = shufflevector <4 x i32> %748, <4 x i32> %750, <2 x i32> <i32 0, i32 1>, !dbg !527
  %752 = sitofp <2 x i32> %751 to <2 x double>, !dbg !527
  store <2 x double> %752, ptr %213, align 16, !dbg !527
  call void @mix(ptr noundef %213, i64 noundef 16), !dbg !527
  br label %753, !dbg !527

753:                                              ; preds = %745
    #dbg_declare(ptr %214, !528, !DIExpression(), !529)
  %754 = load <4 x float>, ptr %154, align 16, !dbg !530
  store <4 x float> %754, ptr %32, align 16, !dbg !531
  %755 = load <4 x float>, ptr %32, align 16, !dbg !531
  %756 = call i32 @llvm.x86.sse.cvtss2si(<4 x float> %755), !dbg !531
  %757 = load <4 x float>, ptr %155, align 16, !dbg !532
  store <4 x float> %757, ptr %31, align 16, !dbg !533
  %758 = load <4 x float>, ptr %31, align 16, !dbg !533
  %759 = call i32 @llvm.x86.sse.cvttss2si(<4 x float> %758), !dbg !533
  %760 = add i32 %756, %759, !dbg !534
  %761 = load <2 x double>, ptr %156, align 16, !dbg !535
  store <2 x double> %761, ptr %30, align 16, !dbg !536
  %762 = load <2 x double>, ptr %30, align 16, !dbg !536
  %763 = call i32 @llvm.x86.sse2.cvtsd2si(<2 x double> %762), !dbg !536
  %764 = add i32 %760, %763, !dbg !537
  store i32 %764, ptr %214, align 4, !dbg !529
  br label %765, !dbg !538

765:                                              ; preds = %753
    #dbg_declare(ptr %215, !539, !DIExpression(), !541)
  %766 = load i32, ptr %214, align 4, !dbg !541
  store i32 %766, ptr %215, align 4, !dbg !541
  call void @mix(ptr noundef %215, i64 noundef 4), !dbg !541
  br label %767, !dbg !541

767:                                              ; preds = %765
    #dbg_declare(ptr %216, !542, !DIExpression(), !543)
  %768 = load <4 x float>, ptr %155, align 16, !dbg !544
  store <4 x float> %768, ptr %29, align 16, !dbg !545
  %769 = load <4 x float>, ptr %29, align 16, !dbg !545
  %770 = call i64 @llvm.x86.sse.cvtss2si64(<4 x float> %769), !dbg !545
  %771 = load <2 x double>, ptr %157, align 16, !dbg !546
  store <2 x double> %771, ptr %28, align 16, !dbg !547
  %772 = load <2 x double>, ptr %28, align 16, !dbg !547
  %773 = call i64 @llvm.x86.sse2.cvtsd2si64(<2 x double> %772), !dbg !547
  %774 = add i64 %770, %773, !dbg !548
  store i64 %774, ptr %216, align 8, !dbg !543
  br label %775, !dbg !549

775:                                              ; preds = %767
    #dbg_declare(ptr %217, !550, !DIExpression(), !552)
  %776 = load i64, ptr %216, align 8, !dbg !552
  store i64 %776, ptr %217, align 8, !dbg !552
  call void @mix(ptr noundef %217, i64 noundef 8), !dbg !552
  br label %777, !dbg !552

777:                                              ; preds = %775
  br label %778, !dbg !553

778:                                              ; preds = %777
    #dbg_declare(ptr %218, !554, !DIExpression(), !556)
  %779 = load <4 x float>, ptr %154, align 16, !dbg !556
  store i32 2147483647, ptr %23, align 4, !dbg !556
  %780 = load i32, ptr %23, align 4, !dbg !556
  %781 = load i32, ptr %23, align 4, !dbg !556
  %782 = load i32, ptr %23, align 4, !dbg !556
  %783 = load i32, ptr %23, align 4, !dbg !556
  store i32 %780, ptr %2, align 4, !dbg !556
  store i32 %781, ptr %3, align 4, !dbg !556
  store i32 %782, ptr %4, align 4, !dbg !556
  store i32 %783, ptr %5, align 4, !dbg !556
  %784 = load i32, ptr %5, align 4, !dbg !556
  %785 = insertelement <4 x i32> poison, i32 %784, i32 0, !dbg !556
  %786 = load i32, ptr %4, align 4, !dbg !556
  %787 = insertelement <4 x i32> %785, i32 %786, i32 1, !dbg !556
  %788 = load i32, ptr %3, align 4, !dbg !556
  %789 = insertelement <4 x i32> %787, i32 %788, i32 2, !dbg !556
  %790 = load i32, ptr %2, align 4, !dbg !556
  %791 = insertelement <4 x i32> %789, i32 %790, i32 3, !dbg !556
  store <4 x i32> %791, ptr %6, align 16, !dbg !556
  %792 = load <4 x i32>, ptr %6, align 16, !dbg !556
  %793 = bitcast <4 x i32> %792 to <2 x i64>, !dbg !556
  store <2 x i64> %793, ptr %24, align 16, !dbg !556
  %794 = load <2 x i64>, ptr %24, align 16, !dbg !556
  %795 = bitcast <2 x i64> %794 to <4 x float>, !dbg !556
  store <4 x float> %779, ptr %25, align 16, !dbg !556
  store <4 x float> %795, ptr %26, align 16, !dbg !556
  %796 = load <4 x float>, ptr %25, align 16, !dbg !556
  %797 = bitcast <4 x float> %796 to <4 x i32>, !dbg !556
  %798 = load <4 x float>, ptr %26, align 16, !dbg !556
  %799 = bitcast <4 x float> %798 to <4 x i32>, !dbg !556
  %800 = and <4 x i32> %797, %799, !dbg !556
  %801 = bitcast <4 x i32> %800 to <4 x float>, !dbg !556
  store <4 x float> %801, ptr %27, align 16, !dbg !556
  %802 = load <4 x float>, ptr %27, align 16, !dbg !556
  %803 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %802), !dbg !556
  store <4 x float> %803, ptr %218, align 16, !dbg !556
  call void @mix(ptr noundef %218, i64 noundef 16), !dbg !556
  br label %804, !dbg !556

804:                                              ; preds = %778
    #dbg_declare(ptr %219, !557, !DIExpression(), !558)
  %805 = load i32, ptr %151, align 4, !dbg !559
  %806 = sitofp i32 %805 to float, !dbg !560
  %807 = fadd float 3.000000e+00, %806, !dbg !561
  store float %807, ptr %43, align 4, !dbg !562
  %808 = load float, ptr %43, align 4, !dbg !562
  %809 = insertelement <4 x float> poison, float %808, i32 0, !dbg !562
  %810 = load float, ptr %43, align 4, !dbg !562
  %811 = insertelement <4 x float> %809, float %810, i32 1, !dbg !562
  %812 = load float, ptr %43, align 4, !dbg !562
  %813 = insertelement <4 x float> %811, float %812, i32 2, !dbg !562
  %814 = load float, ptr %43, align 4, !dbg !562
  %815 = insertelement <4 x float> %813, float %814, i32 3, !dbg !562
  store <4 x float> %815, ptr %44, align 16, !dbg !562
  %816 = load <4 x float>, ptr %44, align 16, !dbg !562
  store <4 x float> %816, ptr %219, align 16, !dbg !558
    #dbg_declare(ptr %220, !563, !DIExpression(), !564)
  %817 = load <4 x float>, ptr %219, align 16, !dbg !565
  store <4 x float> %817, ptr %20, align 16, !dbg !566
  %818 = load <4 x float>, ptr %20, align 16, !dbg !566
  %819 = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> %818), !dbg !566
  %820 = load <4 x float>, ptr %219, align 16, !dbg !567
  store <4 x float> %819, ptr %49, align 16, !dbg !568
  store <4 x float> %820, ptr %50, align 16, !dbg !568
  %821 = load <4 x float>, ptr %49, align 16, !dbg !568
  %822 = load <4 x float>, ptr %50, align 16, !dbg !568
  %823 = fmul <4 x float> %821, %822, !dbg !568
  store <4 x float> %823, ptr %21, align 16, !dbg !569
  %824 = load <4 x float>, ptr %21, align 16, !dbg !569
  %825 = extractelement <4 x float> %824, i32 0, !dbg !569
  store float %825, ptr %220, align 4, !dbg !564
    #dbg_declare(ptr %221, !570, !DIExpression(), !571)
  %826 = load <4 x float>, ptr %219, align 16, !dbg !572
  store <4 x float> %826, ptr %18, align 16, !dbg !573
  %827 = load <4 x float>, ptr %18, align 16, !dbg !573
  %828 = call <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float> %827), !dbg !573
  %829 = load <4 x float>, ptr %219, align 16, !dbg !574
  store <4 x float> %829, ptr %19, align 16, !dbg !575
  %830 = load <4 x float>, ptr %19, align 16, !dbg !575
  %831 = call <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float> %830), !dbg !575
  store <4 x float> %828, ptr %51, align 16, !dbg !576
  store <4 x float> %831, ptr %52, align 16, !dbg !576
  %832 = load <4 x float>, ptr %51, align 16, !dbg !576
  %833 = load <4 x float>, ptr %52, align 16, !dbg !576
  %834 = fmul <4 x float> %832, %833, !dbg !576
  %835 = load <4 x float>, ptr %219, align 16, !dbg !577
  store <4 x float> %834, ptr %53, align 16, !dbg !578
  store <4 x float> %835, ptr %54, align 16, !dbg !578
  %836 = load <4 x float>, ptr %53, align 16, !dbg !578
  %837 = load <4 x float>, ptr %54, align 16, !dbg !578
  %838 = fmul <4 x float> %836, %837, !dbg !578
  store <4 x float> %838, ptr %22, align 16, !dbg !579
  %839 = load <4 x float>, ptr %22, align 16, !dbg !579
  %840 = extractelement <4 x float> %839, i32 0, !dbg !579
  store float %840, ptr %221, align 4, !dbg !571
    #dbg_declare(ptr %222, !580, !DIExpression(), !581)
  %841 = load float, ptr %220, align 4, !dbg !582
  %842 = fcmp ogt float %841, 0x3FEFF7CEE0000000, !dbg !583
  br i1 %842, label %843, label %852, !dbg !584

843:                                              ; preds = %804
  %844 = load float, ptr %220, align 4, !dbg !585
  %845 = fcmp olt float %844, 0x3FF00418A0000000, !dbg !586
  br i1 %845, label %846, label %852, !dbg !587

846:                                              ; preds = %843
  %847 = load float, ptr %221, align 4, !dbg !588
  %848 = fcmp ogt float %847, 0x3FEFF7CEE0000000, !dbg !589
  br i1 %848, label %849, label %852, !dbg !590

849:                                              ; preds = %846
  %850 = load float, ptr %221, align 4, !dbg !591
  %851 = fcmp olt float %850, 0x3FF00418A0000000, !dbg !592
  br label %852

852:                                              ; preds = %849, %846, %843, %804
  %853 = phi i1 [ false, %846 ], [ false, %843 ], [ false, %804 ], [ %851, %849 ], !dbg !593
  %854 = zext i1 %853 to i32, !dbg !590
  store i32 %854, ptr %222, align 4, !dbg !581
  br label %855, !dbg !594

855:                                              ; preds = %852
    #dbg_declare(ptr %223, !595, !DIExpression(), !597)
  %856 = load i32, ptr %222, align 4, !dbg !597
  store i32 %856, ptr %223, align 4, !dbg !597
  call void @mix(ptr noundef %223, i64 noundef 4), !dbg !597
  br label %857, !dbg !597

857:                                              ; preds = %855
  br label %858, !dbg !598

858:                                              ; preds = %857
    #dbg_declare(ptr %224, !599, !DIExpression(), !601)
  %859 = load <2 x i64>, ptr %152, align 16, !dbg !601
  %860 = bitcast <2 x i64> %859 to <8 x i16>, !dbg !601
  %861 = extractelement <8 x i16> %860, i64 5, !dbg !601
  %862 = zext i16 %861 to i32, !dbg !601
  store i32 %862, ptr %224, align 4, !dbg !601
  call void @mix(ptr noundef %224, i64 noundef 4), !dbg !601
  br label %863, !dbg !601

863:                                              ; preds = %858
  br label %864, !dbg !602

864:                                              ; preds = %863
    #dbg_declare(ptr %225, !603, !DIExpression(), !605)
  %865 = load <2 x i64>, ptr %152, align 16, !dbg !605
  %866 = bitcast <2 x i64> %865 to <8 x i16>, !dbg !605
  %867 = load i32, ptr %214, align 4, !dbg !605
  %868 = and i32 %867, 65535, !dbg !605
  %869 = trunc i32 %868 to i16, !dbg !605
  %870 = insertelement <8 x i16> %866, i16 %869, i64 2, !dbg !605
  %871 = bitcast <8 x i16> %870 to <2 x i64>, !dbg !605
  store <2 x i64> %871, ptr %225, align 16, !dbg !605
  call void @mix(ptr noundef %225, i64 noundef 16), !dbg !605
  br label %872, !dbg !605

872:                                              ; preds = %864
  br label %873, !dbg !606

873:                                              ; preds = %872
    #dbg_declare(ptr %226, !607, !DIExpression(), !609)
  %874 = load <2 x i64>, ptr %152, align 16, !dbg !609
  store <2 x i64> %874, ptr %16, align 16, !dbg !609
  %875 = load <2 x i64>, ptr %16, align 16, !dbg !609
  %876 = bitcast <2 x i64> %875 to <4 x i32>, !dbg !609
  store <4 x i32> %876, ptr %17, align 16, !dbg !609
  %877 = load <4 x i32>, ptr %17, align 16, !dbg !609
  %878 = extractelement <4 x i32> %877, i32 0, !dbg !609
  store i32 %878, ptr %226, align 4, !dbg !609
  call void @mix(ptr noundef %226, i64 noundef 4), !dbg !609
  br label %879, !dbg !609

879:                                              ; preds = %873
  br label %880, !dbg !610

880:                                              ; preds = %879
    #dbg_declare(ptr %227, !611, !DIExpression(), !613)
  %881 = load <2 x i64>, ptr %153, align 16, !dbg !613
  store <2 x i64> %881, ptr %15, align 16, !dbg !613
  %882 = load <2 x i64>, ptr %15, align 16, !dbg !613
  %883 = extractelement <2 x i64> %882, i32 0, !dbg !613
  store i64 %883, ptr %227, align 8, !dbg !613
  call void @mix(ptr noundef %227, i64 noundef 8), !dbg !613
  br label %884, !dbg !613

884:                                              ; preds = %880
  br label %885, !dbg !614

885:                                              ; preds = %884
    #dbg_declare(ptr %228, !615, !DIExpression(), !617)
  %886 = load <2 x i64>, ptr %152, align 16, !dbg !617
  %887 = load <2 x i64>, ptr %153, align 16, !dbg !617
  store <2 x i64> %886, ptr %13, align 16, !dbg !617
  store <2 x i64> %887, ptr %14, align 16, !dbg !617
  %888 = load <2 x i64>, ptr %13, align 16, !dbg !617
  %889 = bitcast <2 x i64> %888 to <16 x i8>, !dbg !617
  %890 = load <2 x i64>, ptr %14, align 16, !dbg !617
  %891 = bitcast <2 x i64> %890 to <16 x i8>, !dbg !617
  %892 = call <16 x i8> @llvm.sadd.sat.v16i8(<16 x i8> %889, <16 x i8> %891), !dbg !617
  %893 = bitcast <16 x i8> %892 to <2 x i64>, !dbg !617
  store <2 x i64> %893, ptr %228, align 16, !dbg !617
  call void @mix(ptr noundef %228, i64 noundef 16), !dbg !617
  br label %894, !dbg !617

894:                                              ; preds = %885
  br label %895, !dbg !618

895:                                              ; preds = %894
    #dbg_declare(ptr %229, !619, !DIExpression(), !621)
  %896 = load <2 x i64>, ptr %152, align 16, !dbg !621
  %897 = load <2 x i64>, ptr %153, align 16, !dbg !621
  store <2 x i64> %896, ptr %11, align 16, !dbg !621
  store <2 x i64> %897, ptr %12, align 16, !dbg !621
  %898 = load <2 x i64>, ptr %11, align 16, !dbg !621
  %899 = bitcast <2 x i64> %898 to <8 x i16>, !dbg !621
  %900 = load <2 x i64>, ptr %12, align 16, !dbg !621
  %901 = bitcast <2 x i64> %900 to <8 x i16>, !dbg !621
  %902 = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %899, <8 x i16> %901), !dbg !621
  %903 = bitcast <8 x i16> %902 to <2 x i64>, !dbg !621
  store <2 x i64> %903, ptr %229, align 16, !dbg !621
  call void @mix(ptr noundef %229, i64 noundef 16), !dbg !621
  br label %904, !dbg !621

904:                                              ; preds = %895
  br label %905, !dbg !622

905:                                              ; preds = %904
    #dbg_declare(ptr %230, !623, !DIExpression(), !625)
  %906 = load <2 x i64>, ptr %152, align 16, !dbg !625
  %907 = load <2 x i64>, ptr %153, align 16, !dbg !625
  store <2 x i64> %906, ptr %9, align 16, !dbg !625
  store <2 x i64> %907, ptr %10, align 16, !dbg !625
  %908 = load <2 x i64>, ptr %9, align 16, !dbg !625
  %909 = xor <2 x i64> %908, <i64 -1, i64 -1>, !dbg !625
  %910 = load <2 x i64>, ptr %10, align 16, !dbg !625
  %911 = and <2 x i64> %909, %910, !dbg !625
  store <2 x i64> %911, ptr %230, align 16, !dbg !625
  call void @mix(ptr noundef %230, i64 noundef 16), !dbg !625
  br label %912, !dbg !625

912:                                              ; preds = %905
  br label %913, !dbg !626

913:                                              ; preds = %912
    #dbg_declare(ptr %231, !627, !DIExpression(), !629)
  %914 = load <2 x i64>, ptr %152, align 16, !dbg !629
  %915 = load <2 x i64>, ptr %153, align 16, !dbg !629
  store <2 x i64> %914, ptr %7, align 16, !dbg !629
  store <2 x i64> %915, ptr %8, align 16, !dbg !629
  %916 = load <2 x i64>, ptr %7, align 16, !dbg !629
  %917 = load <2 x i64>, ptr %8, align 16, !dbg !629
  %918 = add <2 x i64> %916, %917, !dbg !629
  store <2 x i64> %918, ptr %231, align 16, !dbg !629
  call void @mix(ptr noundef %231, i64 noundef 16), !dbg !629
  br label %919, !dbg !629

919:                                              ; preds = %913
  ret void, !dbg !630
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sse4(i32 noundef %0) #3 !dbg !631 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca <2 x i64>, align 16
  %5 = alloca <2 x i64>, align 16
  %6 = alloca <2 x i64>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca <2 x i64>, align 16
  %9 = alloca <2 x i64>, align 16
  %10 = alloca <2 x i64>, align 16
  %11 = alloca <2 x i64>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca <2 x i64>, align 16
  %14 = alloca <2 x i64>, align 16
  %15 = alloca <2 x i64>, align 16
  %16 = alloca <2 x i64>, align 16
  %17 = alloca <2 x i64>, align 16
  %18 = alloca <2 x i64>, align 16
  %19 = alloca <2 x i64>, align 16
  %20 = alloca <2 x i64>, align 16
  %21 = alloca <2 x i64>, align 16
  %22 = alloca <2 x i64>, align 16
  %23 = alloca <2 x i64>, align 16
  %24 = alloca <2 x i64>, align 16
  %25 = alloca <2 x i64>, align 16
  %26 = alloca <2 x i64>, align 16
  %27 = alloca <2 x i64>, align 16
  %28 = alloca <2 x i64>, align 16
  %29 = alloca <2 x i64>, align 16
  %30 = alloca <2 x i64>, align 16
  %31 = alloca <2 x i64>, align 16
  %32 = alloca <2 x i64>, align 16
  %33 = alloca <2 x i64>, align 16
  %34 = alloca <2 x i64>, align 16
  %35 = alloca double, align 8
  %36 = alloca <2 x double>, align 16
  %37 = alloca <2 x double>, align 16
  %38 = alloca <2 x double>, align 16
  %39 = alloca <4 x float>, align 16
  %40 = alloca <4 x float>, align 16
  %41 = alloca <4 x float>, align 16
  %42 = alloca <2 x i64>, align 16
  %43 = alloca <2 x i64>, align 16
  %44 = alloca <2 x i64>, align 16
  %45 = alloca <2 x i64>, align 16
  %46 = alloca <2 x i64>, align 16
  %47 = alloca <2 x i64>, align 16
  %48 = alloca <2 x i64>, align 16
  %49 = alloca <2 x i64>, align 16
  %50 = alloca <2 x i64>, align 16
  %51 = alloca <2 x i64>, align 16
  %52 = alloca <2 x i64>, align 16
  %53 = alloca <2 x i64>, align 16
  %54 = alloca <2 x i64>, align 16
  %55 = alloca <2 x i64>, align 16
  %56 = alloca <2 x i64>, align 16
  %57 = alloca <2 x i64>, align 16
  %58 = alloca <2 x i64>, align 16
  %59 = alloca <2 x i64>, align 16
  %60 = alloca <2 x i64>, align 16
  %61 = alloca <2 x i64>, align 16
  %62 = alloca <2 x i64>, align 16
  %63 = alloca <2 x i64>, align 16
  %64 = alloca <2 x i64>, align 16
  %65 = alloca <2 x i64>, align 16
  %66 = alloca <2 x i64>, align 16
  %67 = alloca <4 x float>, align 16
  %68 = alloca <4 x float>, align 16
  %69 = alloca <2 x double>, align 16
  %70 = alloca <2 x double>, align 16
  %71 = alloca <4 x float>, align 16
  %72 = alloca <4 x float>, align 16
  %73 = alloca float, align 4
  %74 = alloca <4 x float>, align 16
  %75 = alloca float, align 4
  %76 = alloca <4 x float>, align 16
  %77 = alloca <4 x float>, align 16
  %78 = alloca <4 x float>, align 16
  %79 = alloca <4 x float>, align 16
  %80 = alloca <4 x float>, align 16
  %81 = alloca <4 x float>, align 16
  %82 = alloca <4 x float>, align 16
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca <2 x i64>, align 16
  %89 = alloca <2 x i64>, align 16
  %90 = alloca <4 x float>, align 16
  %91 = alloca <4 x float>, align 16
  %92 = alloca <2 x double>, align 16
  %93 = alloca <2 x double>, align 16
  %94 = alloca <4 x float>, align 16
  %95 = alloca <2 x double>, align 16
  %96 = alloca <4 x float>, align 16
  %97 = alloca <2 x i64>, align 16
  %98 = alloca <2 x i64>, align 16
  %99 = alloca <2 x i64>, align 16
  %100 = alloca <2 x i64>, align 16
  %101 = alloca <2 x i64>, align 16
  %102 = alloca <2 x i64>, align 16
  %103 = alloca <2 x i64>, align 16
  %104 = alloca <2 x i64>, align 16
  %105 = alloca <2 x i64>, align 16
  %106 = alloca <2 x i64>, align 16
  %107 = alloca <2 x i64>, align 16
  %108 = alloca <2 x i64>, align 16
  %109 = alloca <2 x i64>, align 16
  %110 = alloca <4 x float>, align 16
  %111 = alloca <2 x i64>, align 16
  %112 = alloca <4 x float>, align 16
  %113 = alloca <4 x float>, align 16
  %114 = alloca <2 x double>, align 16
  %115 = alloca <4 x float>, align 16
  %116 = alloca <4 x float>, align 16
  %117 = alloca <4 x float>, align 16
  %118 = alloca <2 x double>, align 16
  %119 = alloca <2 x i64>, align 16
  %120 = alloca <2 x i64>, align 16
  %121 = alloca i32, align 4
  %122 = alloca i32, align 4
  %123 = alloca i32, align 4
  %124 = alloca <2 x i64>, align 16
  %125 = alloca <2 x i64>, align 16
  %126 = alloca <2 x i64>, align 16
  %127 = alloca <2 x i64>, align 16
  %128 = alloca <2 x i64>, align 16
  %129 = alloca <2 x i64>, align 16
  %130 = alloca <2 x i64>, align 16
  %131 = alloca <2 x i64>, align 16
  %132 = alloca <2 x i64>, align 16
  %133 = alloca <2 x i64>, align 16
  %134 = alloca i32, align 4
  %135 = alloca i32, align 4
  %136 = alloca i64, align 8
  %137 = alloca <2 x i64>, align 16
  %138 = alloca <2 x i64>, align 16
  %139 = alloca <2 x i64>, align 16
  %140 = alloca <4 x float>, align 16
  %141 = alloca i32, align 4
  %142 = alloca float, align 4
  %143 = alloca <2 x i64>, align 16
  %144 = alloca <2 x i64>, align 16
  %145 = alloca i32, align 4
  %146 = alloca i64, align 8
  store i32 %0, ptr %87, align 4
    #dbg_declare(ptr %87, !632, !DIExpression(), !633)
    #dbg_declare(ptr %88, !634, !DIExpression(), !635)
  %147 = load i32, ptr %87, align 4, !dbg !636
  %148 = sext i32 %147 to i64, !dbg !637
  %149 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %148, !dbg !637
  store ptr %149, ptr %85, align 8, !dbg !638
  %150 = load ptr, ptr %85, align 8, !dbg !638
  %151 = load <2 x i64>, ptr %150, align 1, !dbg !638
  store <2 x i64> %151, ptr %88, align 16, !dbg !635
    #dbg_declare(ptr %89, !639, !DIExpression(), !640)
  %152 = load i32, ptr %87, align 4, !dbg !641
  %153 = add nsw i32 %152, 4, !dbg !642
  %154 = sext i32 %153 to i64, !dbg !643
  %155 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %154, !dbg !643
  store ptr %155, ptr %86, align 8, !dbg !644
  %156 = load ptr, ptr %86, align 8, !dbg !644
  %157 = load <2 x i64>, ptr %156, align 1, !dbg !644
  store <2 x i64> %157, ptr %89, align 16, !dbg !640
    #dbg_declare(ptr %90, !645, !DIExpression(), !646)
  %158 = load i32, ptr %87, align 4, !dbg !647
  %159 = sext i32 %158 to i64, !dbg !648
  %160 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %159, !dbg !648
  store ptr %160, ptr %83, align 8, !dbg !649
  %161 = load ptr, ptr %83, align 8, !dbg !649
  %162 = load <4 x float>, ptr %161, align 1, !dbg !649
  store <4 x float> %162, ptr %90, align 16, !dbg !646
    #dbg_declare(ptr %91, !650, !DIExpression(), !651)
  %163 = load i32, ptr %87, align 4, !dbg !652
  %164 = add nsw i32 %163, 4, !dbg !653
  %165 = sext i32 %164 to i64, !dbg !654
  %166 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %165, !dbg !654
  store ptr %166, ptr %84, align 8, !dbg !655
  %167 = load ptr, ptr %84, align 8, !dbg !655
  %168 = load <4 x float>, ptr %167, align 1, !dbg !655
  store <4 x float> %168, ptr %91, align 16, !dbg !651
    #dbg_declare(ptr %92, !656, !DIExpression(), !657)
  %169 = load <4 x float>, ptr %90, align 16, !dbg !658
  store <4 x float> %169, ptr %81, align 16, !dbg !659
  %170 = load <4 x float>, ptr %81, align 16, !dbg !659
  %171 = load <4 x float>, ptr %81, align 16, !dbg !659
  %172 = shufflevector <4 x float> %170, <4 x float> %171, <2 x i32> <i32 0, i32 1>, !dbg !659
  %173 = fpext <2 x float> %172 to <2 x double>, !dbg !659
  store <2 x double> %173, ptr %92, align 16, !dbg !657
    #dbg_declare(ptr %93, !660, !DIExpression(), !661)
  %174 = load <4 x float>, ptr %91, align 16, !dbg !662
  store <4 x float> %174, ptr %82, align 16, !dbg !663
  %175 = load <4 x float>, ptr %82, align 16, !dbg !663
  %176 = load <4 x float>, ptr %82, align 16, !dbg !663
  %177 = shufflevector <4 x float> %175, <4 x float> %176, <2 x i32> <i32 0, i32 1>, !dbg !663
  %178 = fpext <2 x float> %177 to <2 x double>, !dbg !663
  store <2 x double> %178, ptr %93, align 16, !dbg !661
  br label %179, !dbg !664

179:                                              ; preds = %1
    #dbg_declare(ptr %94, !665, !DIExpression(), !667)
  %180 = load <4 x float>, ptr %90, align 16, !dbg !667
  %181 = load <4 x float>, ptr %91, align 16, !dbg !667
  store <4 x float> %180, ptr %71, align 16, !dbg !667
  store <4 x float> %181, ptr %72, align 16, !dbg !667
  %182 = load <4 x float>, ptr %71, align 16, !dbg !667
  %183 = load <4 x float>, ptr %72, align 16, !dbg !667
  %184 = call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %182, <4 x float> %183), !dbg !667
  store <4 x float> %184, ptr %94, align 16, !dbg !667
  call void @mix(ptr noundef %94, i64 noundef 16), !dbg !667
  br label %185, !dbg !667

185:                                              ; preds = %179
  br label %186, !dbg !668

186:                                              ; preds = %185
    #dbg_declare(ptr %95, !669, !DIExpression(), !671)
  %187 = load <2 x double>, ptr %92, align 16, !dbg !671
  %188 = load <2 x double>, ptr %93, align 16, !dbg !671
  store <2 x double> %187, ptr %69, align 16, !dbg !671
  store <2 x double> %188, ptr %70, align 16, !dbg !671
  %189 = load <2 x double>, ptr %69, align 16, !dbg !671
  %190 = load <2 x double>, ptr %70, align 16, !dbg !671
  %191 = call <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double> %189, <2 x double> %190), !dbg !671
  store <2 x double> %191, ptr %95, align 16, !dbg !671
  call void @mix(ptr noundef %95, i64 noundef 16), !dbg !671
  br label %192, !dbg !671

192:                                              ; preds = %186
  br label %193, !dbg !672

193:                                              ; preds = %192
    #dbg_declare(ptr %96, !673, !DIExpression(), !675)
  %194 = load <4 x float>, ptr %90, align 16, !dbg !675
  %195 = load <4 x float>, ptr %91, align 16, !dbg !675
  store <4 x float> %194, ptr %67, align 16, !dbg !675
  store <4 x float> %195, ptr %68, align 16, !dbg !675
  %196 = load <4 x float>, ptr %67, align 16, !dbg !675
  %197 = load <4 x float>, ptr %68, align 16, !dbg !675
  %198 = call <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float> %196, <4 x float> %197), !dbg !675
  store <4 x float> %198, ptr %96, align 16, !dbg !675
  call void @mix(ptr noundef %96, i64 noundef 16), !dbg !675
  br label %199, !dbg !675

199:                                              ; preds = %193
  br label %200, !dbg !676

200:                                              ; preds = %199
    #dbg_declare(ptr %97, !677, !DIExpression(), !679)
  %201 = load <2 x i64>, ptr %88, align 16, !dbg !679
  %202 = load <2 x i64>, ptr %89, align 16, !dbg !679
  store <2 x i64> %201, ptr %65, align 16, !dbg !679
  store <2 x i64> %202, ptr %66, align 16, !dbg !679
  %203 = load <2 x i64>, ptr %65, align 16, !dbg !679
  %204 = bitcast <2 x i64> %203 to <16 x i8>, !dbg !679
  %205 = load <2 x i64>, ptr %66, align 16, !dbg !679
  %206 = bitcast <2 x i64> %205 to <16 x i8>, !dbg !679
  %207 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %204, <16 x i8> %206), !dbg !679
  %208 = bitcast <16 x i8> %207 to <2 x i64>, !dbg !679
  store <2 x i64> %208, ptr %97, align 16, !dbg !679
  call void @mix(ptr noundef %97, i64 noundef 16), !dbg !679
  br label %209, !dbg !679

209:                                              ; preds = %200
  br label %210, !dbg !680

210:                                              ; preds = %209
    #dbg_declare(ptr %98, !681, !DIExpression(), !683)
  %211 = load <2 x i64>, ptr %88, align 16, !dbg !683
  %212 = load <2 x i64>, ptr %89, align 16, !dbg !683
  store <2 x i64> %211, ptr %63, align 16, !dbg !683
  store <2 x i64> %212, ptr %64, align 16, !dbg !683
  %213 = load <2 x i64>, ptr %63, align 16, !dbg !683
  %214 = bitcast <2 x i64> %213 to <8 x i16>, !dbg !683
  %215 = load <2 x i64>, ptr %64, align 16, !dbg !683
  %216 = bitcast <2 x i64> %215 to <8 x i16>, !dbg !683
  %217 = call <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16> %214, <8 x i16> %216), !dbg !683
  %218 = bitcast <8 x i16> %217 to <2 x i64>, !dbg !683
  store <2 x i64> %218, ptr %98, align 16, !dbg !683
  call void @mix(ptr noundef %98, i64 noundef 16), !dbg !683
  br label %219, !dbg !683

219:                                              ; preds = %210
  br label %220, !dbg !684

220:                                              ; preds = %219
    #dbg_declare(ptr %99, !685, !DIExpression(), !687)
  %221 = load <2 x i64>, ptr %88, align 16, !dbg !687
  %222 = load <2 x i64>, ptr %89, align 16, !dbg !687
  store <2 x i64> %221, ptr %61, align 16, !dbg !687
  store <2 x i64> %222, ptr %62, align 16, !dbg !687
  %223 = load <2 x i64>, ptr %61, align 16, !dbg !687
  %224 = bitcast <2 x i64> %223 to <4 x i32>, !dbg !687
  %225 = load <2 x i64>, ptr %62, align 16, !dbg !687
  %226 = bitcast <2 x i64> %225 to <4 x i32>, !dbg !687
  %227 = call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %224, <4 x i32> %226), !dbg !687
  %228 = bitcast <4 x i32> %227 to <2 x i64>, !dbg !687
  store <2 x i64> %228, ptr %99, align 16, !dbg !687
  call void @mix(ptr noundef %99, i64 noundef 16), !dbg !687
  br label %229, !dbg !687

229:                                              ; preds = %220
  br label %230, !dbg !688

230:                                              ; preds = %229
    #dbg_declare(ptr %100, !689, !DIExpression(), !691)
  %231 = load <2 x i64>, ptr %88, align 16, !dbg !691
  %232 = load <2 x i64>, ptr %89, align 16, !dbg !691
  store <2 x i64> %231, ptr %59, align 16, !dbg !691
  store <2 x i64> %232, ptr %60, align 16, !dbg !691
  %233 = load <2 x i64>, ptr %59, align 16, !dbg !691
  %234 = bitcast <2 x i64> %233 to <4 x i32>, !dbg !691
  %235 = load <2 x i64>, ptr %60, align 16, !dbg !691
  %236 = bitcast <2 x i64> %235 to <4 x i32>, !dbg !691
  %237 = call <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32> %234, <4 x i32> %236), !dbg !691
  %238 = bitcast <4 x i32> %237 to <2 x i64>, !dbg !691
  store <2 x i64> %238, ptr %100, align 16, !dbg !691
  call void @mix(ptr noundef %100, i64 noundef 16), !dbg !691
  br label %239, !dbg !691

239:                                              ; preds = %230
  br label %240, !dbg !692

240:                                              ; preds = %239
    #dbg_declare(ptr %101, !693, !DIExpression(), !695)
  %241 = load <2 x i64>, ptr %88, align 16, !dbg !695
  %242 = load <2 x i64>, ptr %89, align 16, !dbg !695
  store <2 x i64> %241, ptr %57, align 16, !dbg !695
  store <2 x i64> %242, ptr %58, align 16, !dbg !695
  %243 = load <2 x i64>, ptr %57, align 16, !dbg !695
  %244 = bitcast <2 x i64> %243 to <8 x i16>, !dbg !695
  %245 = load <2 x i64>, ptr %58, align 16, !dbg !695
  %246 = bitcast <2 x i64> %245 to <8 x i16>, !dbg !695
  %247 = call <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16> %244, <8 x i16> %246), !dbg !695
  %248 = bitcast <8 x i16> %247 to <2 x i64>, !dbg !695
  store <2 x i64> %248, ptr %101, align 16, !dbg !695
  call void @mix(ptr noundef %101, i64 noundef 16), !dbg !695
  br label %249, !dbg !695

249:                                              ; preds = %240
  br label %250, !dbg !696

250:                                              ; preds = %249
    #dbg_declare(ptr %102, !697, !DIExpression(), !699)
  %251 = load <2 x i64>, ptr %88, align 16, !dbg !699
  %252 = load <2 x i64>, ptr %89, align 16, !dbg !699
  store <2 x i64> %251, ptr %55, align 16, !dbg !699
  store <2 x i64> %252, ptr %56, align 16, !dbg !699
  %253 = load <2 x i64>, ptr %55, align 16, !dbg !699
  %254 = bitcast <2 x i64> %253 to <16 x i8>, !dbg !699
  %255 = load <2 x i64>, ptr %56, align 16, !dbg !699
  %256 = bitcast <2 x i64> %255 to <16 x i8>, !dbg !699
  %257 = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %254, <16 x i8> %256), !dbg !699
  %258 = bitcast <8 x i16> %257 to <2 x i64>, !dbg !699
  store <2 x i64> %258, ptr %102, align 16, !dbg !699
  call void @mix(ptr noundef %102, i64 noundef 16), !dbg !699
  br label %259, !dbg !699

259:                                              ; preds = %250
  br label %260, !dbg !700

260:                                              ; preds = %259
    #dbg_declare(ptr %103, !701, !DIExpression(), !703)
  %261 = load <2 x i64>, ptr %88, align 16, !dbg !703
  %262 = load <2 x i64>, ptr %89, align 16, !dbg !703
  store <2 x i64> %261, ptr %53, align 16, !dbg !703
  store <2 x i64> %262, ptr %54, align 16, !dbg !703
  %263 = load <2 x i64>, ptr %53, align 16, !dbg !703
  %264 = bitcast <2 x i64> %263 to <8 x i16>, !dbg !703
  %265 = load <2 x i64>, ptr %54, align 16, !dbg !703
  %266 = bitcast <2 x i64> %265 to <8 x i16>, !dbg !703
  %267 = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %264, <8 x i16> %266), !dbg !703
  %268 = bitcast <8 x i16> %267 to <2 x i64>, !dbg !703
  store <2 x i64> %268, ptr %103, align 16, !dbg !703
  call void @mix(ptr noundef %103, i64 noundef 16), !dbg !703
  br label %269, !dbg !703

269:                                              ; preds = %260
  br label %270, !dbg !704

270:                                              ; preds = %269
    #dbg_declare(ptr %104, !705, !DIExpression(), !707)
  %271 = load <2 x i64>, ptr %88, align 16, !dbg !707
  %272 = load <2 x i64>, ptr %89, align 16, !dbg !707
  store <2 x i64> %271, ptr %51, align 16, !dbg !707
  store <2 x i64> %272, ptr %52, align 16, !dbg !707
  %273 = load <2 x i64>, ptr %51, align 16, !dbg !707
  %274 = bitcast <2 x i64> %273 to <16 x i8>, !dbg !707
  %275 = load <2 x i64>, ptr %52, align 16, !dbg !707
  %276 = bitcast <2 x i64> %275 to <16 x i8>, !dbg !707
  %277 = call <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8> %274, <16 x i8> %276), !dbg !707
  %278 = bitcast <16 x i8> %277 to <2 x i64>, !dbg !707
  store <2 x i64> %278, ptr %104, align 16, !dbg !707
  call void @mix(ptr noundef %104, i64 noundef 16), !dbg !707
  br label %279, !dbg !707

279:                                              ; preds = %270
  br label %280, !dbg !708

280:                                              ; preds = %279
    #dbg_declare(ptr %105, !709, !DIExpression(), !711)
  %281 = load <2 x i64>, ptr %88, align 16, !dbg !711
  %282 = load <2 x i64>, ptr %89, align 16, !dbg !711
  store <2 x i64> %281, ptr %49, align 16, !dbg !711
  store <2 x i64> %282, ptr %50, align 16, !dbg !711
  %283 = load <2 x i64>, ptr %49, align 16, !dbg !711
  %284 = bitcast <2 x i64> %283 to <4 x i32>, !dbg !711
  %285 = load <2 x i64>, ptr %50, align 16, !dbg !711
  %286 = bitcast <2 x i64> %285 to <4 x i32>, !dbg !711
  %287 = call <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32> %284, <4 x i32> %286), !dbg !711
  %288 = bitcast <4 x i32> %287 to <2 x i64>, !dbg !711
  store <2 x i64> %288, ptr %105, align 16, !dbg !711
  call void @mix(ptr noundef %105, i64 noundef 16), !dbg !711
  br label %289, !dbg !711

289:                                              ; preds = %280
  br label %290, !dbg !712

290:                                              ; preds = %289
    #dbg_declare(ptr %106, !713, !DIExpression(), !715)
  %291 = load <2 x i64>, ptr %88, align 16, !dbg !715
  store <2 x i64> %291, ptr %48, align 16, !dbg !715
  %292 = load <2 x i64>, ptr %48, align 16, !dbg !715
  %293 = bitcast <2 x i64> %292 to <16 x i8>, !dbg !715
  %294 = call <16 x i8> @llvm.abs.v16i8(<16 x i8> %293, i1 false), !dbg !715
  %295 = bitcast <16 x i8> %294 to <2 x i64>, !dbg !715
  store <2 x i64> %295, ptr %106, align 16, !dbg !715
  call void @mix(ptr noundef %106, i64 noundef 16), !dbg !715
  br label %296, !dbg !715

296:                                              ; preds = %290
  br label %297, !dbg !716

297:                                              ; preds = %296
    #dbg_declare(ptr %107, !717, !DIExpression(), !719)
  %298 = load <2 x i64>, ptr %89, align 16, !dbg !719
  store <2 x i64> %298, ptr %47, align 16, !dbg !719
  %299 = load <2 x i64>, ptr %47, align 16, !dbg !719
  %300 = bitcast <2 x i64> %299 to <4 x i32>, !dbg !719
  %301 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %300, i1 false), !dbg !719
  %302 = bitcast <4 x i32> %301 to <2 x i64>, !dbg !719
  store <2 x i64> %302, ptr %107, align 16, !dbg !719
  call void @mix(ptr noundef %107, i64 noundef 16), !dbg !719
  br label %303, !dbg !719

303:                                              ; preds = %297
  br label %304, !dbg !720

304:                                              ; preds = %303
    #dbg_declare(ptr %108, !721, !DIExpression(), !723)
  %305 = load <2 x i64>, ptr %88, align 16, !dbg !723
  %306 = bitcast <2 x i64> %305 to <16 x i8>, !dbg !723
  %307 = load <2 x i64>, ptr %89, align 16, !dbg !723
  %308 = bitcast <2 x i64> %307 to <16 x i8>, !dbg !723
  %309 = shufflevector <16 x i8> %308, <16 x i8> %306, <16 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22>, !dbg !723
  %310 = bitcast <16 x i8> %309 to <2 x i64>, !dbg !723
  store <2 x i64> %310, ptr %108, align 16, !dbg !723
  call void @mix(ptr noundef %108, i64 noundef 16), !dbg !723
  br label %311, !dbg !723

311:                                              ; preds = %304
  br label %312, !dbg !724

312:                                              ; preds = %311
    #dbg_declare(ptr %109, !725, !DIExpression(), !727)
  %313 = load <2 x i64>, ptr %88, align 16, !dbg !727
  %314 = load <2 x i64>, ptr %89, align 16, !dbg !727
  %315 = load <2 x i64>, ptr %88, align 16, !dbg !727
  %316 = load <2 x i64>, ptr %89, align 16, !dbg !727
  store <2 x i64> %315, ptr %42, align 16, !dbg !727
  store <2 x i64> %316, ptr %43, align 16, !dbg !727
  %317 = load <2 x i64>, ptr %42, align 16, !dbg !727
  %318 = load <2 x i64>, ptr %43, align 16, !dbg !727
  %319 = xor <2 x i64> %317, %318, !dbg !727
  store <2 x i64> %313, ptr %44, align 16, !dbg !727
  store <2 x i64> %314, ptr %45, align 16, !dbg !727
  store <2 x i64> %319, ptr %46, align 16, !dbg !727
  %320 = load <2 x i64>, ptr %44, align 16, !dbg !727
  %321 = bitcast <2 x i64> %320 to <16 x i8>, !dbg !727
  %322 = load <2 x i64>, ptr %45, align 16, !dbg !727
  %323 = bitcast <2 x i64> %322 to <16 x i8>, !dbg !727
  %324 = load <2 x i64>, ptr %46, align 16, !dbg !727
  %325 = bitcast <2 x i64> %324 to <16 x i8>, !dbg !727
  %326 = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %321, <16 x i8> %323, <16 x i8> %325), !dbg !727
  %327 = bitcast <16 x i8> %326 to <2 x i64>, !dbg !727
  store <2 x i64> %327, ptr %109, align 16, !dbg !727
  call void @mix(ptr noundef %109, i64 noundef 16), !dbg !727
  br label %328, !dbg !727

328:                                              ; preds = %312
  br label %329, !dbg !728

329:                                              ; preds = %328
    #dbg_declare(ptr %110, !729, !DIExpression(), !731)
  %330 = load <4 x float>, ptr %90, align 16, !dbg !731
  %331 = load <4 x float>, ptr %91, align 16, !dbg !731
  %332 = load <4 x float>, ptr %90, align 16, !dbg !731
  store <4 x float> %330, ptr %39, align 16, !dbg !731
  store <4 x float> %331, ptr %40, align 16, !dbg !731
  store <4 x float> %332, ptr %41, align 16, !dbg !731
  %333 = load <4 x float>, ptr %39, align 16, !dbg !731
  %334 = load <4 x float>, ptr %40, align 16, !dbg !731
  %335 = load <4 x float>, ptr %41, align 16, !dbg !731
  %336 = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> %333, <4 x float> %334, <4 x float> %335), !dbg !731
  store <4 x float> %336, ptr %110, align 16, !dbg !731
  call void @mix(ptr noundef %110, i64 noundef 16), !dbg !731
  br label %337, !dbg !731

337:                                              ; preds = %329
  br label %338, !dbg !732

338:                                              ; preds = %337
    #dbg_declare(ptr %111, !733, !DIExpression(), !735)
  %339 = load <2 x i64>, ptr %88, align 16, !dbg !735
  %340 = bitcast <2 x i64> %339 to <8 x i16>, !dbg !735
  %341 = load <2 x i64>, ptr %89, align 16, !dbg !735
  %342 = bitcast <2 x i64> %341 to <8 x i16>, !dbg !735
  %343 = shufflevector <8 x i16> %340, <8 x i16> %342, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 12, i32 5, i32 14, i32 7>, !dbg !735
  %344 = bitcast <8 x i16> %343 to <2 x i64>, !dbg !735
  store <2 x i64> %344, ptr %111, align 16, !dbg !735
  call void @mix(ptr noundef %111, i64 noundef 16), !dbg !735
  br label %345, !dbg !735

345:                                              ; preds = %338
  br label %346, !dbg !736

346:                                              ; preds = %345
    #dbg_declare(ptr %112, !737, !DIExpression(), !739)
  %347 = load <4 x float>, ptr %90, align 16, !dbg !739
  %348 = load <4 x float>, ptr %91, align 16, !dbg !739
  %349 = shufflevector <4 x float> %347, <4 x float> %348, <4 x i32> <i32 0, i32 5, i32 6, i32 3>, !dbg !739
  store <4 x float> %349, ptr %112, align 16, !dbg !739
  call void @mix(ptr noundef %112, i64 noundef 16), !dbg !739
  br label %350, !dbg !739

350:                                              ; preds = %346
  br label %351, !dbg !740

351:                                              ; preds = %350
    #dbg_declare(ptr %113, !741, !DIExpression(), !743)
  %352 = load <4 x float>, ptr %90, align 16, !dbg !743
  store float 0x3FFB333340000000, ptr %73, align 4, !dbg !743
  %353 = load float, ptr %73, align 4, !dbg !743
  %354 = insertelement <4 x float> poison, float %353, i32 0, !dbg !743
  %355 = load float, ptr %73, align 4, !dbg !743
  %356 = insertelement <4 x float> %354, float %355, i32 1, !dbg !743
  %357 = load float, ptr %73, align 4, !dbg !743
  %358 = insertelement <4 x float> %356, float %357, i32 2, !dbg !743
  %359 = load float, ptr %73, align 4, !dbg !743
  %360 = insertelement <4 x float> %358, float %359, i32 3, !dbg !743
  store <4 x float> %360, ptr %74, align 16, !dbg !743
  %361 = load <4 x float>, ptr %74, align 16, !dbg !743
  store <4 x float> %352, ptr %77, align 16, !dbg !743
  store <4 x float> %361, ptr %78, align 16, !dbg !743
  %362 = load <4 x float>, ptr %77, align 16, !dbg !743
  %363 = load <4 x float>, ptr %78, align 16, !dbg !743
  %364 = fmul <4 x float> %362, %363, !dbg !743
  %365 = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %364, i32 8), !dbg !743
  store <4 x float> %365, ptr %113, align 16, !dbg !743
  call void @mix(ptr noundef %113, i64 noundef 16), !dbg !743
  br label %366, !dbg !743

366:                                              ; preds = %351
  br label %367, !dbg !744

367:                                              ; preds = %366
    #dbg_declare(ptr %114, !745, !DIExpression(), !747)
  %368 = load <2 x double>, ptr %92, align 16, !dbg !747
  store double 1.300000e+00, ptr %35, align 8, !dbg !747
  %369 = load double, ptr %35, align 8, !dbg !747
  %370 = insertelement <2 x double> poison, double %369, i32 0, !dbg !747
  %371 = load double, ptr %35, align 8, !dbg !747
  %372 = insertelement <2 x double> %370, double %371, i32 1, !dbg !747
  store <2 x double> %372, ptr %36, align 16, !dbg !747
  %373 = load <2 x double>, ptr %36, align 16, !dbg !747
  store <2 x double> %368, ptr %37, align 16, !dbg !747
  store <2 x double> %373, ptr %38, align 16, !dbg !747
  %374 = load <2 x double>, ptr %37, align 16, !dbg !747
  %375 = load <2 x double>, ptr %38, align 16, !dbg !747
  %376 = fmul <2 x double> %374, %375, !dbg !747
  %377 = call <2 x double> @llvm.x86.sse41.round.pd(<2 x double> %376, i32 1), !dbg !747
  store <2 x double> %377, ptr %114, align 16, !dbg !747
  call void @mix(ptr noundef %114, i64 noundef 16), !dbg !747
  br label %378, !dbg !747

378:                                              ; preds = %367
  br label %379, !dbg !748

379:                                              ; preds = %378
    #dbg_declare(ptr %115, !749, !DIExpression(), !751)
  %380 = load <4 x float>, ptr %91, align 16, !dbg !751
  %381 = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %380, i32 2), !dbg !751
  store <4 x float> %381, ptr %115, align 16, !dbg !751
  call void @mix(ptr noundef %115, i64 noundef 16), !dbg !751
  br label %382, !dbg !751

382:                                              ; preds = %379
  br label %383, !dbg !752

383:                                              ; preds = %382
    #dbg_declare(ptr %116, !753, !DIExpression(), !755)
  %384 = load <4 x float>, ptr %90, align 16, !dbg !755
  %385 = load <4 x float>, ptr %91, align 16, !dbg !755
  store float 0x3FE6666660000000, ptr %75, align 4, !dbg !755
  %386 = load float, ptr %75, align 4, !dbg !755
  %387 = insertelement <4 x float> poison, float %386, i32 0, !dbg !755
  %388 = load float, ptr %75, align 4, !dbg !755
  %389 = insertelement <4 x float> %387, float %388, i32 1, !dbg !755
  %390 = load float, ptr %75, align 4, !dbg !755
  %391 = insertelement <4 x float> %389, float %390, i32 2, !dbg !755
  %392 = load float, ptr %75, align 4, !dbg !755
  %393 = insertelement <4 x float> %391, float %392, i32 3, !dbg !755
  store <4 x float> %393, ptr %76, align 16, !dbg !755
  %394 = load <4 x float>, ptr %76, align 16, !dbg !755
  store <4 x float> %385, ptr %79, align 16, !dbg !755
  store <4 x float> %394, ptr %80, align 16, !dbg !755
  %395 = load <4 x float>, ptr %79, align 16, !dbg !755
  %396 = load <4 x float>, ptr %80, align 16, !dbg !755
  %397 = fmul <4 x float> %395, %396, !dbg !755
  %398 = call <4 x float> @llvm.x86.sse41.round.ss(<4 x float> %384, <4 x float> %397, i32 3), !dbg !755
  store <4 x float> %398, ptr %116, align 16, !dbg !755
  call void @mix(ptr noundef %116, i64 noundef 16), !dbg !755
  br label %399, !dbg !755

399:                                              ; preds = %383
  br label %400, !dbg !756

400:                                              ; preds = %399
    #dbg_declare(ptr %117, !757, !DIExpression(), !759)
  %401 = load <4 x float>, ptr %90, align 16, !dbg !759
  %402 = load <4 x float>, ptr %91, align 16, !dbg !759
  %403 = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %401, <4 x float> %402, i8 -15), !dbg !759
  store <4 x float> %403, ptr %117, align 16, !dbg !759
  call void @mix(ptr noundef %117, i64 noundef 16), !dbg !759
  br label %404, !dbg !759

404:                                              ; preds = %400
  br label %405, !dbg !760

405:                                              ; preds = %404
    #dbg_declare(ptr %118, !761, !DIExpression(), !763)
  %406 = load <2 x double>, ptr %92, align 16, !dbg !763
  %407 = load <2 x double>, ptr %93, align 16, !dbg !763
  %408 = call <2 x double> @llvm.x86.sse41.dppd(<2 x double> %406, <2 x double> %407, i8 49), !dbg !763
  store <2 x double> %408, ptr %118, align 16, !dbg !763
  call void @mix(ptr noundef %118, i64 noundef 16), !dbg !763
  br label %409, !dbg !763

409:                                              ; preds = %405
  br label %410, !dbg !764

410:                                              ; preds = %409
    #dbg_declare(ptr %119, !765, !DIExpression(), !767)
  %411 = load <2 x i64>, ptr %88, align 16, !dbg !767
  %412 = bitcast <2 x i64> %411 to <16 x i8>, !dbg !767
  %413 = load <2 x i64>, ptr %89, align 16, !dbg !767
  %414 = bitcast <2 x i64> %413 to <16 x i8>, !dbg !767
  %415 = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> %412, <16 x i8> %414, i8 5), !dbg !767
  %416 = bitcast <8 x i16> %415 to <16 x i8>, !dbg !767
  %417 = bitcast <16 x i8> %416 to <2 x i64>, !dbg !767
  store <2 x i64> %417, ptr %119, align 16, !dbg !767
  call void @mix(ptr noundef %119, i64 noundef 16), !dbg !767
  br label %418, !dbg !767

418:                                              ; preds = %410
  br label %419, !dbg !768

419:                                              ; preds = %418
    #dbg_declare(ptr %120, !769, !DIExpression(), !771)
  %420 = load <2 x i64>, ptr %88, align 16, !dbg !771
  store <2 x i64> %420, ptr %34, align 16, !dbg !771
  %421 = load <2 x i64>, ptr %34, align 16, !dbg !771
  %422 = bitcast <2 x i64> %421 to <8 x i16>, !dbg !771
  %423 = call <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16> %422), !dbg !771
  %424 = bitcast <8 x i16> %423 to <2 x i64>, !dbg !771
  store <2 x i64> %424, ptr %120, align 16, !dbg !771
  call void @mix(ptr noundef %120, i64 noundef 16), !dbg !771
  br label %425, !dbg !771

425:                                              ; preds = %419
    #dbg_declare(ptr %121, !772, !DIExpression(), !773)
  %426 = load <2 x i64>, ptr %88, align 16, !dbg !774
  %427 = load <2 x i64>, ptr %89, align 16, !dbg !775
  store <2 x i64> %426, ptr %30, align 16, !dbg !776
  store <2 x i64> %427, ptr %31, align 16, !dbg !776
  %428 = load <2 x i64>, ptr %30, align 16, !dbg !776
  %429 = load <2 x i64>, ptr %31, align 16, !dbg !776
  %430 = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %428, <2 x i64> %429), !dbg !776
  %431 = load <2 x i64>, ptr %88, align 16, !dbg !777
  %432 = load <2 x i64>, ptr %89, align 16, !dbg !778
  store <2 x i64> %431, ptr %28, align 16, !dbg !779
  store <2 x i64> %432, ptr %29, align 16, !dbg !779
  %433 = load <2 x i64>, ptr %28, align 16, !dbg !779
  %434 = load <2 x i64>, ptr %29, align 16, !dbg !779
  %435 = call i32 @llvm.x86.sse41.ptestc(<2 x i64> %433, <2 x i64> %434), !dbg !779
  %436 = mul nsw i32 2, %435, !dbg !780
  %437 = add nsw i32 %430, %436, !dbg !781
  %438 = load <2 x i64>, ptr %88, align 16, !dbg !782
  %439 = load <2 x i64>, ptr %89, align 16, !dbg !783
  store <2 x i64> %438, ptr %26, align 16, !dbg !784
  store <2 x i64> %439, ptr %27, align 16, !dbg !784
  %440 = load <2 x i64>, ptr %26, align 16, !dbg !784
  %441 = load <2 x i64>, ptr %27, align 16, !dbg !784
  %442 = call i32 @llvm.x86.sse41.ptestnzc(<2 x i64> %440, <2 x i64> %441), !dbg !784
  %443 = mul nsw i32 4, %442, !dbg !785
  %444 = add nsw i32 %437, %443, !dbg !786
  store i32 %444, ptr %121, align 4, !dbg !773
  br label %445, !dbg !787

445:                                              ; preds = %425
    #dbg_declare(ptr %122, !788, !DIExpression(), !790)
  %446 = load i32, ptr %121, align 4, !dbg !790
  store i32 %446, ptr %122, align 4, !dbg !790
  call void @mix(ptr noundef %122, i64 noundef 4), !dbg !790
  br label %447, !dbg !790

447:                                              ; preds = %445
  %448 = load <2 x i64>, ptr %88, align 16, !dbg !791
  store <2 x i64> zeroinitializer, ptr %25, align 16, !dbg !792
  %449 = load <2 x i64>, ptr %25, align 16, !dbg !792
  store <2 x i64> %448, ptr %32, align 16, !dbg !793
  store <2 x i64> %449, ptr %33, align 16, !dbg !793
  %450 = load <2 x i64>, ptr %32, align 16, !dbg !793
  %451 = load <2 x i64>, ptr %33, align 16, !dbg !793
  %452 = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %450, <2 x i64> %451), !dbg !793
  store i32 %452, ptr %121, align 4, !dbg !794
  br label %453, !dbg !795

453:                                              ; preds = %447
    #dbg_declare(ptr %123, !796, !DIExpression(), !798)
  %454 = load i32, ptr %121, align 4, !dbg !798
  store i32 %454, ptr %123, align 4, !dbg !798
  call void @mix(ptr noundef %123, i64 noundef 4), !dbg !798
  br label %455, !dbg !798

455:                                              ; preds = %453
  br label %456, !dbg !799

456:                                              ; preds = %455
    #dbg_declare(ptr %124, !800, !DIExpression(), !802)
  %457 = load <2 x i64>, ptr %88, align 16, !dbg !802
  %458 = load <2 x i64>, ptr %89, align 16, !dbg !802
  store <2 x i64> %457, ptr %23, align 16, !dbg !802
  store <2 x i64> %458, ptr %24, align 16, !dbg !802
  %459 = load <2 x i64>, ptr %23, align 16, !dbg !802
  %460 = bitcast <2 x i64> %459 to <4 x i32>, !dbg !802
  %461 = load <2 x i64>, ptr %24, align 16, !dbg !802
  %462 = bitcast <2 x i64> %461 to <4 x i32>, !dbg !802
  %463 = call <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32> %460, <4 x i32> %462), !dbg !802
  %464 = bitcast <8 x i16> %463 to <2 x i64>, !dbg !802
  store <2 x i64> %464, ptr %124, align 16, !dbg !802
  call void @mix(ptr noundef %124, i64 noundef 16), !dbg !802
  br label %465, !dbg !802

465:                                              ; preds = %456
  br label %466, !dbg !803

466:                                              ; preds = %465
    #dbg_declare(ptr %125, !804, !DIExpression(), !806)
  %467 = load <2 x i64>, ptr %88, align 16, !dbg !806
  %468 = load <2 x i64>, ptr %89, align 16, !dbg !806
  store <2 x i64> %467, ptr %21, align 16, !dbg !806
  store <2 x i64> %468, ptr %22, align 16, !dbg !806
  %469 = load <2 x i64>, ptr %21, align 16, !dbg !806
  %470 = bitcast <2 x i64> %469 to <4 x i32>, !dbg !806
  %471 = load <2 x i64>, ptr %22, align 16, !dbg !806
  %472 = bitcast <2 x i64> %471 to <4 x i32>, !dbg !806
  %473 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %470, <4 x i32> %472), !dbg !806
  %474 = bitcast <4 x i32> %473 to <2 x i64>, !dbg !806
  store <2 x i64> %474, ptr %125, align 16, !dbg !806
  call void @mix(ptr noundef %125, i64 noundef 16), !dbg !806
  br label %475, !dbg !806

475:                                              ; preds = %466
  br label %476, !dbg !807

476:                                              ; preds = %475
    #dbg_declare(ptr %126, !808, !DIExpression(), !810)
  %477 = load <2 x i64>, ptr %88, align 16, !dbg !810
  %478 = load <2 x i64>, ptr %89, align 16, !dbg !810
  store <2 x i64> %477, ptr %19, align 16, !dbg !810
  store <2 x i64> %478, ptr %20, align 16, !dbg !810
  %479 = load <2 x i64>, ptr %19, align 16, !dbg !810
  %480 = bitcast <2 x i64> %479 to <4 x i32>, !dbg !810
  %481 = load <2 x i64>, ptr %20, align 16, !dbg !810
  %482 = bitcast <2 x i64> %481 to <4 x i32>, !dbg !810
  %483 = call <4 x i32> @llvm.umax.v4i32(<4 x i32> %480, <4 x i32> %482), !dbg !810
  %484 = bitcast <4 x i32> %483 to <2 x i64>, !dbg !810
  store <2 x i64> %484, ptr %126, align 16, !dbg !810
  call void @mix(ptr noundef %126, i64 noundef 16), !dbg !810
  br label %485, !dbg !810

485:                                              ; preds = %476
  br label %486, !dbg !811

486:                                              ; preds = %485
    #dbg_declare(ptr %127, !812, !DIExpression(), !814)
  %487 = load <2 x i64>, ptr %88, align 16, !dbg !814
  %488 = load <2 x i64>, ptr %89, align 16, !dbg !814
  store <2 x i64> %487, ptr %17, align 16, !dbg !814
  store <2 x i64> %488, ptr %18, align 16, !dbg !814
  %489 = load <2 x i64>, ptr %17, align 16, !dbg !814
  %490 = bitcast <2 x i64> %489 to <16 x i8>, !dbg !814
  %491 = load <2 x i64>, ptr %18, align 16, !dbg !814
  %492 = bitcast <2 x i64> %491 to <16 x i8>, !dbg !814
  %493 = call <16 x i8> @llvm.smax.v16i8(<16 x i8> %490, <16 x i8> %492), !dbg !814
  %494 = bitcast <16 x i8> %493 to <2 x i64>, !dbg !814
  store <2 x i64> %494, ptr %127, align 16, !dbg !814
  call void @mix(ptr noundef %127, i64 noundef 16), !dbg !814
  br label %495, !dbg !814

495:                                              ; preds = %486
  br label %496, !dbg !815

496:                                              ; preds = %495
    #dbg_declare(ptr %128, !816, !DIExpression(), !818)
  %497 = load <2 x i64>, ptr %88, align 16, !dbg !818
  %498 = load <2 x i64>, ptr %89, align 16, !dbg !818
  store <2 x i64> %497, ptr %15, align 16, !dbg !818
  store <2 x i64> %498, ptr %16, align 16, !dbg !818
  %499 = load <2 x i64>, ptr %15, align 16, !dbg !818
  %500 = bitcast <2 x i64> %499 to <8 x i16>, !dbg !818
  %501 = load <2 x i64>, ptr %16, align 16, !dbg !818
  %502 = bitcast <2 x i64> %501 to <8 x i16>, !dbg !818
  %503 = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %500, <8 x i16> %502), !dbg !818
  %504 = bitcast <8 x i16> %503 to <2 x i64>, !dbg !818
  store <2 x i64> %504, ptr %128, align 16, !dbg !818
  call void @mix(ptr noundef %128, i64 noundef 16), !dbg !818
  br label %505, !dbg !818

505:                                              ; preds = %496
  br label %506, !dbg !819

506:                                              ; preds = %505
    #dbg_declare(ptr %129, !820, !DIExpression(), !822)
  %507 = load <2 x i64>, ptr %88, align 16, !dbg !822
  %508 = load <2 x i64>, ptr %89, align 16, !dbg !822
  store <2 x i64> %507, ptr %13, align 16, !dbg !822
  store <2 x i64> %508, ptr %14, align 16, !dbg !822
  %509 = load <2 x i64>, ptr %13, align 16, !dbg !822
  %510 = bitcast <2 x i64> %509 to <4 x i32>, !dbg !822
  %511 = load <2 x i64>, ptr %14, align 16, !dbg !822
  %512 = bitcast <2 x i64> %511 to <4 x i32>, !dbg !822
  %513 = mul <4 x i32> %510, %512, !dbg !822
  %514 = bitcast <4 x i32> %513 to <2 x i64>, !dbg !822
  store <2 x i64> %514, ptr %129, align 16, !dbg !822
  call void @mix(ptr noundef %129, i64 noundef 16), !dbg !822
  br label %515, !dbg !822

515:                                              ; preds = %506
  br label %516, !dbg !823

516:                                              ; preds = %515
    #dbg_declare(ptr %130, !824, !DIExpression(), !826)
  %517 = load <2 x i64>, ptr %88, align 16, !dbg !826
  %518 = load <2 x i64>, ptr %89, align 16, !dbg !826
  store <2 x i64> %517, ptr %11, align 16, !dbg !826
  store <2 x i64> %518, ptr %12, align 16, !dbg !826
  %519 = load <2 x i64>, ptr %11, align 16, !dbg !826
  %520 = bitcast <2 x i64> %519 to <4 x i32>, !dbg !826
  %521 = load <2 x i64>, ptr %12, align 16, !dbg !826
  %522 = bitcast <2 x i64> %521 to <4 x i32>, !dbg !826
  %523 = shl <2 x i64> %519, <i64 32, i64 32>, !dbg !826
  %524 = ashr <2 x i64> %523, <i64 32, i64 32>, !dbg !826
  %525 = shl <2 x i64> %521, <i64 32, i64 32>, !dbg !826
  %526 = ashr <2 x i64> %525, <i64 32, i64 32>, !dbg !826
  %527 = mul <2 x i64> %524, %526, !dbg !826
  store <2 x i64> %527, ptr %130, align 16, !dbg !826
  call void @mix(ptr noundef %130, i64 noundef 16), !dbg !826
  br label %528, !dbg !826

528:                                              ; preds = %516
  br label %529, !dbg !827

529:                                              ; preds = %528
    #dbg_declare(ptr %131, !828, !DIExpression(), !830)
  %530 = load <2 x i64>, ptr %88, align 16, !dbg !830
  store <2 x i64> %530, ptr %10, align 16, !dbg !830
  %531 = load <2 x i64>, ptr %10, align 16, !dbg !830
  %532 = bitcast <2 x i64> %531 to <16 x i8>, !dbg !830
  %533 = load <2 x i64>, ptr %10, align 16, !dbg !830
  %534 = bitcast <2 x i64> %533 to <16 x i8>, !dbg !830
  %535 = shufflevector <16 x i8> %532, <16 x i8> %534, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !830
  %536 = sext <4 x i8> %535 to <4 x i32>, !dbg !830
  %537 = bitcast <4 x i32> %536 to <2 x i64>, !dbg !830
  store <2 x i64> %537, ptr %131, align 16, !dbg !830
  call void @mix(ptr noundef %131, i64 noundef 16), !dbg !830
  br label %538, !dbg !830

538:                                              ; preds = %529
  br label %539, !dbg !831

539:                                              ; preds = %538
    #dbg_declare(ptr %132, !832, !DIExpression(), !834)
  %540 = load <2 x i64>, ptr %89, align 16, !dbg !834
  store <2 x i64> %540, ptr %9, align 16, !dbg !834
  %541 = load <2 x i64>, ptr %9, align 16, !dbg !834
  %542 = bitcast <2 x i64> %541 to <8 x i16>, !dbg !834
  %543 = load <2 x i64>, ptr %9, align 16, !dbg !834
  %544 = bitcast <2 x i64> %543 to <8 x i16>, !dbg !834
  %545 = shufflevector <8 x i16> %542, <8 x i16> %544, <2 x i32> <i32 0, i32 1>, !dbg !834
  %546 = zext <2 x i16> %545 to <2 x i64>, !dbg !834
  store <2 x i64> %546, ptr %132, align 16, !dbg !834
  call void @mix(ptr noundef %132, i64 noundef 16), !dbg !834
  br label %547, !dbg !834

547:                                              ; preds = %539
  br label %548, !dbg !835

548:                                              ; preds = %547
    #dbg_declare(ptr %133, !836, !DIExpression(), !838)
  %549 = load <2 x i64>, ptr %88, align 16, !dbg !838
  store <2 x i64> %549, ptr %8, align 16, !dbg !838
  %550 = load <2 x i64>, ptr %8, align 16, !dbg !838
  %551 = bitcast <2 x i64> %550 to <4 x i32>, !dbg !838
  %552 = load <2 x i64>, ptr %8, align 16, !dbg !838
  %553 = bitcast <2 x i64> %552 to <4 x i32>, !dbg !838
  %554 = shufflevector <4 x i32> %551, <4 x i32> %553, <2 x i32> <i32 0, i32 1>, !dbg !838
  %555 = sext <2 x i32> %554 to <2 x i64>, !dbg !838
  store <2 x i64> %555, ptr %133, align 16, !dbg !838
  call void @mix(ptr noundef %133, i64 noundef 16), !dbg !838
  br label %556, !dbg !838

556:                                              ; preds = %548
  br label %557, !dbg !839

557:                                              ; preds = %556
    #dbg_declare(ptr %134, !840, !DIExpression(), !842)
  %558 = load <2 x i64>, ptr %88, align 16, !dbg !842
  %559 = bitcast <2 x i64> %558 to <16 x i8>, !dbg !842
  %560 = extractelement <16 x i8> %559, i64 9, !dbg !842
  %561 = zext i8 %560 to i32, !dbg !842
  store i32 %561, ptr %134, align 4, !dbg !842
  call void @mix(ptr noundef %134, i64 noundef 4), !dbg !842
  br label %562, !dbg !842

562:                                              ; preds = %557
  br label %563, !dbg !843

563:                                              ; preds = %562
    #dbg_declare(ptr %135, !844, !DIExpression(), !846)
  %564 = load <2 x i64>, ptr %89, align 16, !dbg !846
  %565 = bitcast <2 x i64> %564 to <4 x i32>, !dbg !846
  %566 = extractelement <4 x i32> %565, i64 3, !dbg !846
  store i32 %566, ptr %135, align 4, !dbg !846
  call void @mix(ptr noundef %135, i64 noundef 4), !dbg !846
  br label %567, !dbg !846

567:                                              ; preds = %563
  br label %568, !dbg !847

568:                                              ; preds = %567
    #dbg_declare(ptr %136, !848, !DIExpression(), !850)
  %569 = load <2 x i64>, ptr %88, align 16, !dbg !850
  %570 = extractelement <2 x i64> %569, i64 1, !dbg !850
  store i64 %570, ptr %136, align 8, !dbg !850
  call void @mix(ptr noundef %136, i64 noundef 8), !dbg !850
  br label %571, !dbg !850

571:                                              ; preds = %568
  br label %572, !dbg !851

572:                                              ; preds = %571
    #dbg_declare(ptr %137, !852, !DIExpression(), !854)
  %573 = load <2 x i64>, ptr %88, align 16, !dbg !854
  %574 = bitcast <2 x i64> %573 to <16 x i8>, !dbg !854
  %575 = insertelement <16 x i8> %574, i8 90, i64 11, !dbg !854
  %576 = bitcast <16 x i8> %575 to <2 x i64>, !dbg !854
  store <2 x i64> %576, ptr %137, align 16, !dbg !854
  call void @mix(ptr noundef %137, i64 noundef 16), !dbg !854
  br label %577, !dbg !854

577:                                              ; preds = %572
  br label %578, !dbg !855

578:                                              ; preds = %577
    #dbg_declare(ptr %138, !856, !DIExpression(), !858)
  %579 = load <2 x i64>, ptr %88, align 16, !dbg !858
  %580 = bitcast <2 x i64> %579 to <4 x i32>, !dbg !858
  %581 = load i32, ptr %87, align 4, !dbg !858
  %582 = insertelement <4 x i32> %580, i32 %581, i64 1, !dbg !858
  %583 = bitcast <4 x i32> %582 to <2 x i64>, !dbg !858
  store <2 x i64> %583, ptr %138, align 16, !dbg !858
  call void @mix(ptr noundef %138, i64 noundef 16), !dbg !858
  br label %584, !dbg !858

584:                                              ; preds = %578
  br label %585, !dbg !859

585:                                              ; preds = %584
    #dbg_declare(ptr %139, !860, !DIExpression(), !862)
  %586 = load <2 x i64>, ptr %89, align 16, !dbg !862
  %587 = load i32, ptr %87, align 4, !dbg !862
  %588 = sext i32 %587 to i64, !dbg !862
  %589 = insertelement <2 x i64> %586, i64 %588, i64 0, !dbg !862
  store <2 x i64> %589, ptr %139, align 16, !dbg !862
  call void @mix(ptr noundef %139, i64 noundef 16), !dbg !862
  br label %590, !dbg !862

590:                                              ; preds = %585
  br label %591, !dbg !863

591:                                              ; preds = %590
    #dbg_declare(ptr %140, !864, !DIExpression(), !866)
  %592 = load <4 x float>, ptr %90, align 16, !dbg !866
  %593 = load <4 x float>, ptr %91, align 16, !dbg !866
  %594 = call <4 x float> @llvm.x86.sse41.insertps(<4 x float> %592, <4 x float> %593, i8 -102), !dbg !866
  store <4 x float> %594, ptr %140, align 16, !dbg !866
  call void @mix(ptr noundef %140, i64 noundef 16), !dbg !866
  br label %595, !dbg !866

595:                                              ; preds = %591
  br label %596, !dbg !867

596:                                              ; preds = %595
    #dbg_declare(ptr %141, !868, !DIExpression(), !870)
  %597 = load <4 x float>, ptr %90, align 16, !dbg !870
  %598 = extractelement <4 x float> %597, i64 2, !dbg !870
  store float %598, ptr %142, align 4, !dbg !870
  %599 = load i32, ptr %142, align 4, !dbg !870
  store i32 %599, ptr %141, align 4, !dbg !870
  call void @mix(ptr noundef %141, i64 noundef 4), !dbg !870
  br label %600, !dbg !870

600:                                              ; preds = %596
  br label %601, !dbg !871

601:                                              ; preds = %600
    #dbg_declare(ptr %143, !872, !DIExpression(), !874)
  %602 = load <2 x i64>, ptr %88, align 16, !dbg !874
  %603 = load <2 x i64>, ptr %89, align 16, !dbg !874
  store <2 x i64> %602, ptr %6, align 16, !dbg !874
  store <2 x i64> %603, ptr %7, align 16, !dbg !874
  %604 = load <2 x i64>, ptr %6, align 16, !dbg !874
  %605 = load <2 x i64>, ptr %7, align 16, !dbg !874
  %606 = icmp sgt <2 x i64> %604, %605, !dbg !874
  %607 = sext <2 x i1> %606 to <2 x i64>, !dbg !874
  store <2 x i64> %607, ptr %143, align 16, !dbg !874
  call void @mix(ptr noundef %143, i64 noundef 16), !dbg !874
  br label %608, !dbg !874

608:                                              ; preds = %601
  br label %609, !dbg !875

609:                                              ; preds = %608
    #dbg_declare(ptr %144, !876, !DIExpression(), !878)
  %610 = load <2 x i64>, ptr %88, align 16, !dbg !878
  %611 = load <2 x i64>, ptr %89, align 16, !dbg !878
  store <2 x i64> %610, ptr %4, align 16, !dbg !878
  store <2 x i64> %611, ptr %5, align 16, !dbg !878
  %612 = load <2 x i64>, ptr %4, align 16, !dbg !878
  %613 = load <2 x i64>, ptr %5, align 16, !dbg !878
  %614 = icmp eq <2 x i64> %612, %613, !dbg !878
  %615 = sext <2 x i1> %614 to <2 x i64>, !dbg !878
  store <2 x i64> %615, ptr %144, align 16, !dbg !878
  call void @mix(ptr noundef %144, i64 noundef 16), !dbg !878
  br label %616, !dbg !878

616:                                              ; preds = %609
  br label %617, !dbg !879

617:                                              ; preds = %616
    #dbg_declare(ptr %145, !880, !DIExpression(), !882)
  %618 = load i32, ptr %87, align 4, !dbg !882
  %619 = sext i32 %618 to i64, !dbg !882
  %620 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %619, !dbg !882
  %621 = load i32, ptr %620, align 4, !dbg !882
  store i32 %621, ptr %3, align 4, !dbg !882
  %622 = load i32, ptr %3, align 4, !dbg !882
  %623 = call i32 @llvm.ctpop.i32(i32 %622), !dbg !882
  store i32 %623, ptr %145, align 4, !dbg !882
  call void @mix(ptr noundef %145, i64 noundef 4), !dbg !882
  br label %624, !dbg !882

624:                                              ; preds = %617
  br label %625, !dbg !883

625:                                              ; preds = %624
    #dbg_declare(ptr %146, !884, !DIExpression(), !886)
  %626 = load i32, ptr %87, align 4, !dbg !886
  %627 = sext i32 %626 to i64, !dbg !886
  %628 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %627, !dbg !886
  %629 = load i32, ptr %628, align 4, !dbg !886
  %630 = sext i32 %629 to i64, !dbg !886
  %631 = shl i64 %630, 20, !dbg !886
  store i64 %631, ptr %2, align 8, !dbg !886
  %632 = load i64, ptr %2, align 8, !dbg !886
  %633 = call i64 @llvm.ctpop.i64(i64 %632), !dbg !886
  %634 = trunc i64 %633 to i32, !dbg !886
  %635 = sext i32 %634 to i64, !dbg !886
  store i64 %635, ptr %146, align 8, !dbg !886
  call void @mix(ptr noundef %146, i64 noundef 8), !dbg !886
  br label %636, !dbg !886

636:                                              ; preds = %625
  ret void, !dbg !887
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @avx2(i32 noundef %0) #4 !dbg !888 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca <8 x i32>, align 32
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca <8 x i32>, align 32
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca <8 x i32>, align 32
  %29 = alloca ptr, align 8
  %30 = alloca <4 x i64>, align 32
  %31 = alloca <4 x i64>, align 32
  %32 = alloca <4 x i64>, align 32
  %33 = alloca <4 x i64>, align 32
  %34 = alloca ptr, align 8
  %35 = alloca <4 x i64>, align 32
  %36 = alloca <4 x i64>, align 32
  %37 = alloca <4 x i64>, align 32
  %38 = alloca <4 x i64>, align 32
  %39 = alloca <4 x i64>, align 32
  %40 = alloca <4 x i64>, align 32
  %41 = alloca <4 x i64>, align 32
  %42 = alloca <4 x i64>, align 32
  %43 = alloca <4 x i64>, align 32
  %44 = alloca <4 x i64>, align 32
  %45 = alloca <8 x float>, align 32
  %46 = alloca <8 x float>, align 32
  %47 = alloca <8 x float>, align 32
  %48 = alloca <8 x float>, align 32
  %49 = alloca <4 x i64>, align 32
  %50 = alloca <4 x i64>, align 32
  %51 = alloca <2 x i64>, align 16
  %52 = alloca <2 x i64>, align 16
  %53 = alloca <2 x i64>, align 16
  %54 = alloca <2 x i64>, align 16
  %55 = alloca <4 x i64>, align 32
  %56 = alloca <4 x i64>, align 32
  %57 = alloca <4 x i64>, align 32
  %58 = alloca <4 x i64>, align 32
  %59 = alloca <2 x i64>, align 16
  %60 = alloca <2 x i64>, align 16
  %61 = alloca <2 x i64>, align 16
  %62 = alloca <2 x i64>, align 16
  %63 = alloca <4 x i64>, align 32
  %64 = alloca <4 x i64>, align 32
  %65 = alloca <4 x i64>, align 32
  %66 = alloca <4 x i64>, align 32
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca <4 x i64>, align 32
  %71 = alloca <4 x i64>, align 32
  %72 = alloca <4 x i64>, align 32
  %73 = alloca <4 x i64>, align 32
  %74 = alloca <4 x i64>, align 32
  %75 = alloca <4 x i64>, align 32
  %76 = alloca <4 x i64>, align 32
  %77 = alloca <4 x i64>, align 32
  %78 = alloca <2 x i64>, align 16
  %79 = alloca <2 x i64>, align 16
  %80 = alloca <2 x i64>, align 16
  %81 = alloca <2 x i64>, align 16
  %82 = alloca <2 x i64>, align 16
  %83 = alloca <2 x i64>, align 16
  %84 = alloca <2 x i64>, align 16
  %85 = alloca <2 x i64>, align 16
  %86 = alloca <4 x i64>, align 32
  %87 = alloca <4 x i64>, align 32
  %88 = alloca <4 x i64>, align 32
  %89 = alloca <4 x i64>, align 32
  %90 = alloca <4 x i64>, align 32
  %91 = alloca <4 x i64>, align 32
  %92 = alloca <4 x i64>, align 32
  %93 = alloca <4 x i64>, align 32
  %94 = alloca <4 x i64>, align 32
  %95 = alloca <4 x i64>, align 32
  %96 = alloca <4 x i64>, align 32
  %97 = alloca <4 x i64>, align 32
  %98 = alloca <4 x i64>, align 32
  %99 = alloca <4 x i64>, align 32
  %100 = alloca <4 x i64>, align 32
  %101 = alloca <4 x i64>, align 32
  %102 = alloca <4 x i64>, align 32
  %103 = alloca <4 x i64>, align 32
  %104 = alloca <2 x i64>, align 16
  %105 = alloca <2 x i64>, align 16
  %106 = alloca <2 x i64>, align 16
  %107 = alloca <2 x i64>, align 16
  %108 = alloca <4 x i64>, align 32
  %109 = alloca <2 x i64>, align 16
  %110 = alloca <4 x i64>, align 32
  %111 = alloca <4 x i64>, align 32
  %112 = alloca i32, align 4
  %113 = alloca <4 x i64>, align 32
  %114 = alloca <4 x i64>, align 32
  %115 = alloca i32, align 4
  %116 = alloca <4 x i64>, align 32
  %117 = alloca <4 x i64>, align 32
  %118 = alloca <4 x i64>, align 32
  %119 = alloca <4 x i64>, align 32
  %120 = alloca <4 x i64>, align 32
  %121 = alloca <4 x i64>, align 32
  %122 = alloca <4 x i64>, align 32
  %123 = alloca <4 x i64>, align 32
  %124 = alloca <4 x i64>, align 32
  %125 = alloca <4 x i64>, align 32
  %126 = alloca <4 x i64>, align 32
  %127 = alloca <4 x i64>, align 32
  %128 = alloca <4 x i64>, align 32
  %129 = alloca <4 x i64>, align 32
  %130 = alloca <4 x i64>, align 32
  %131 = alloca <4 x i64>, align 32
  %132 = alloca <4 x i64>, align 32
  %133 = alloca <4 x i64>, align 32
  %134 = alloca <4 x i64>, align 32
  %135 = alloca <4 x i64>, align 32
  %136 = alloca <4 x i64>, align 32
  %137 = alloca ptr, align 8
  %138 = alloca ptr, align 8
  %139 = alloca ptr, align 8
  %140 = alloca <2 x i64>, align 16
  %141 = alloca <2 x i64>, align 16
  %142 = alloca <2 x i64>, align 16
  %143 = alloca <2 x i64>, align 16
  %144 = alloca <2 x i64>, align 16
  %145 = alloca <2 x i64>, align 16
  %146 = alloca <2 x i64>, align 16
  %147 = alloca <2 x i64>, align 16
  %148 = alloca <2 x i64>, align 16
  %149 = alloca <2 x i64>, align 16
  %150 = alloca <2 x i64>, align 16
  %151 = alloca <2 x i64>, align 16
  %152 = alloca <2 x i64>, align 16
  %153 = alloca <2 x i64>, align 16
  %154 = alloca <2 x i64>, align 16
  %155 = alloca <2 x i64>, align 16
  %156 = alloca <2 x i64>, align 16
  %157 = alloca <2 x i64>, align 16
  %158 = alloca i32, align 4
  %159 = alloca i32, align 4
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca <4 x i32>, align 16
  %163 = alloca i32, align 4
  %164 = alloca i32, align 4
  %165 = alloca i32, align 4
  %166 = alloca i32, align 4
  %167 = alloca <4 x i32>, align 16
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca <4 x float>, align 16
  %171 = alloca <4 x float>, align 16
  %172 = alloca <2 x i64>, align 16
  %173 = alloca <2 x i64>, align 16
  %174 = alloca i32, align 4
  %175 = alloca <4 x i32>, align 16
  %176 = alloca i32, align 4
  %177 = alloca <4 x i32>, align 16
  %178 = alloca i32, align 4
  %179 = alloca <4 x i32>, align 16
  %180 = alloca <2 x i64>, align 16
  %181 = alloca i32, align 4
  %182 = alloca <2 x i64>, align 16
  %183 = alloca i32, align 4
  %184 = alloca <2 x i64>, align 16
  %185 = alloca i32, align 4
  %186 = alloca <2 x i64>, align 16
  %187 = alloca i32, align 4
  %188 = alloca <2 x i64>, align 16
  %189 = alloca <2 x i64>, align 16
  %190 = alloca <2 x i64>, align 16
  %191 = alloca <2 x i64>, align 16
  %192 = alloca <2 x i64>, align 16
  %193 = alloca <2 x i64>, align 16
  %194 = alloca <2 x i64>, align 16
  %195 = alloca <2 x i64>, align 16
  %196 = alloca <2 x i64>, align 16
  %197 = alloca <2 x i64>, align 16
  %198 = alloca <2 x i64>, align 16
  %199 = alloca <2 x i64>, align 16
  %200 = alloca <2 x i64>, align 16
  %201 = alloca <2 x i64>, align 16
  %202 = alloca <2 x i64>, align 16
  %203 = alloca <2 x i64>, align 16
  %204 = alloca i32, align 4
  %205 = alloca <4 x i64>, align 32
  %206 = alloca <4 x i64>, align 32
  %207 = alloca <8 x float>, align 32
  %208 = alloca <2 x i64>, align 16
  %209 = alloca <4 x i64>, align 32
  %210 = alloca <2 x i64>, align 16
  %211 = alloca <2 x i64>, align 16
  %212 = alloca <4 x i64>, align 32
  %213 = alloca <2 x i64>, align 16
  %214 = alloca i32, align 4
  %215 = alloca <4 x i64>, align 32
  %216 = alloca <4 x i64>, align 32
  %217 = alloca <4 x i64>, align 32
  %218 = alloca <2 x i64>, align 16
  %219 = alloca <2 x i64>, align 16
  %220 = alloca <4 x i64>, align 32
  %221 = alloca <4 x i64>, align 32
  %222 = alloca <4 x i64>, align 32
  %223 = alloca <2 x i64>, align 16
  %224 = alloca <2 x i64>, align 16
  %225 = alloca <4 x i64>, align 32
  %226 = alloca <4 x i64>, align 32
  %227 = alloca <4 x i64>, align 32
  %228 = alloca <2 x i64>, align 16
  %229 = alloca <2 x i64>, align 16
  %230 = alloca <4 x i64>, align 32
  %231 = alloca <4 x i64>, align 32
  %232 = alloca <4 x i64>, align 32
  %233 = alloca <2 x i64>, align 16
  %234 = alloca <2 x i64>, align 16
  %235 = alloca <4 x i64>, align 32
  %236 = alloca <4 x i64>, align 32
  %237 = alloca <2 x i64>, align 16
  %238 = alloca <2 x i64>, align 16
  %239 = alloca <4 x i64>, align 32
  %240 = alloca <4 x i64>, align 32
  %241 = alloca <2 x i64>, align 16
  %242 = alloca <2 x i64>, align 16
  %243 = alloca <4 x i64>, align 32
  %244 = alloca <4 x i64>, align 32
  %245 = alloca <2 x i64>, align 16
  %246 = alloca <2 x i64>, align 16
  %247 = alloca <4 x i64>, align 32
  %248 = alloca <4 x i64>, align 32
  %249 = alloca <4 x i64>, align 32
  %250 = alloca <4 x i64>, align 32
  %251 = alloca <2 x i64>, align 16
  %252 = alloca <2 x i64>, align 16
  %253 = alloca <4 x i64>, align 32
  %254 = alloca <4 x i64>, align 32
  %255 = alloca <4 x i64>, align 32
  %256 = alloca <2 x i64>, align 16
  %257 = alloca <2 x i64>, align 16
  %258 = alloca <4 x i64>, align 32
  %259 = alloca <4 x i64>, align 32
  %260 = alloca <4 x i64>, align 32
  %261 = alloca <2 x i64>, align 16
  %262 = alloca <2 x i64>, align 16
  %263 = alloca <4 x i64>, align 32
  %264 = alloca <4 x i64>, align 32
  %265 = alloca <4 x i64>, align 32
  %266 = alloca <2 x i64>, align 16
  %267 = alloca <2 x i64>, align 16
  %268 = alloca <2 x i64>, align 16
  %269 = alloca <2 x i64>, align 16
  %270 = alloca <4 x i64>, align 32
  %271 = alloca <4 x i64>, align 32
  %272 = alloca <4 x i64>, align 32
  %273 = alloca <4 x i64>, align 32
  %274 = alloca <4 x i64>, align 32
  %275 = alloca <4 x i64>, align 32
  %276 = alloca <2 x i64>, align 16
  %277 = alloca <2 x i64>, align 16
  %278 = alloca <4 x i64>, align 32
  %279 = alloca <4 x i64>, align 32
  %280 = alloca <4 x i64>, align 32
  %281 = alloca <2 x i64>, align 16
  %282 = alloca <2 x i64>, align 16
  %283 = alloca <4 x i64>, align 32
  %284 = alloca <8 x float>, align 32
  %285 = alloca <8 x float>, align 32
  %286 = alloca <4 x i64>, align 32
  %287 = alloca <4 x i64>, align 32
  %288 = alloca <4 x i64>, align 32
  %289 = alloca <4 x i64>, align 32
  %290 = alloca <4 x i64>, align 32
  %291 = alloca <4 x i64>, align 32
  %292 = alloca <4 x i64>, align 32
  %293 = alloca <4 x i64>, align 32
  %294 = alloca [8 x i32], align 16
  %295 = alloca [8 x i32], align 16
  %296 = alloca [8 x i32], align 16
  %297 = alloca i32, align 4
  %298 = alloca <4 x i64>, align 32
  %299 = alloca <4 x i64>, align 32
  %300 = alloca [8 x i32], align 16
  %301 = alloca i32, align 4
  %302 = alloca <4 x i64>, align 32
  %303 = alloca [8 x i32], align 16
  %304 = alloca [8 x i32], align 16
  %305 = alloca i32, align 4
  %306 = alloca <4 x i64>, align 32
  %307 = alloca <4 x i64>, align 32
  %308 = alloca [8 x i32], align 16
  %309 = alloca i32, align 4
  %310 = alloca [8 x i32], align 16
  %311 = alloca <4 x i64>, align 32
  %312 = alloca <4 x i64>, align 32
  %313 = alloca i32, align 4
  store i32 %0, ptr %204, align 4
    #dbg_declare(ptr %204, !891, !DIExpression(), !892)
    #dbg_declare(ptr %205, !893, !DIExpression(), !894)
  %314 = load i32, ptr %204, align 4, !dbg !895
  %315 = sext i32 %314 to i64, !dbg !896
  %316 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %315, !dbg !896
  store ptr %316, ptr %138, align 8, !dbg !897
  %317 = load ptr, ptr %138, align 8, !dbg !897
  %318 = load <4 x i64>, ptr %317, align 1, !dbg !897
  store <4 x i64> %318, ptr %205, align 32, !dbg !894
    #dbg_declare(ptr %206, !898, !DIExpression(), !899)
  %319 = load i32, ptr %204, align 4, !dbg !900
  %320 = add nsw i32 %319, 8, !dbg !901
  %321 = sext i32 %320 to i64, !dbg !902
  %322 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %321, !dbg !902
  store ptr %322, ptr %139, align 8, !dbg !903
  %323 = load ptr, ptr %139, align 8, !dbg !903
  %324 = load <4 x i64>, ptr %323, align 1, !dbg !903
  store <4 x i64> %324, ptr %206, align 32, !dbg !899
    #dbg_declare(ptr %207, !904, !DIExpression(), !905)
  %325 = load i32, ptr %204, align 4, !dbg !906
  %326 = sext i32 %325 to i64, !dbg !907
  %327 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %326, !dbg !907
  store ptr %327, ptr %137, align 8, !dbg !908
  %328 = load ptr, ptr %137, align 8, !dbg !908
  %329 = load <8 x float>, ptr %328, align 1, !dbg !908
  store <8 x float> %329, ptr %207, align 32, !dbg !905
    #dbg_declare(ptr %208, !909, !DIExpression(), !910)
  %330 = load <4 x i64>, ptr %205, align 32, !dbg !911
  store <4 x i64> %330, ptr %209, align 32, !dbg !912
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %134, ptr align 1 %209, i64 32, i1 false), !dbg !912
  %331 = load <4 x i64>, ptr %134, align 32, !dbg !912
  store <4 x i64> %331, ptr %133, align 32, !dbg !912
  %332 = load <4 x i64>, ptr %133, align 32, !dbg !912
  %333 = load <4 x i64>, ptr %133, align 32, !dbg !912
  %334 = shufflevector <4 x i64> %332, <4 x i64> %333, <2 x i32> <i32 0, i32 1>, !dbg !912
  store <2 x i64> %334, ptr %208, align 16, !dbg !910
    #dbg_declare(ptr %210, !913, !DIExpression(), !914)
  %335 = load <4 x i64>, ptr %205, align 32, !dbg !915
  %336 = shufflevector <4 x i64> %335, <4 x i64> poison, <2 x i32> <i32 2, i32 3>, !dbg !915
  store <2 x i64> %336, ptr %210, align 16, !dbg !914
    #dbg_declare(ptr %211, !916, !DIExpression(), !917)
  %337 = load <4 x i64>, ptr %206, align 32, !dbg !918
  store <4 x i64> %337, ptr %212, align 32, !dbg !919
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %136, ptr align 1 %212, i64 32, i1 false), !dbg !919
  %338 = load <4 x i64>, ptr %136, align 32, !dbg !919
  store <4 x i64> %338, ptr %135, align 32, !dbg !919
  %339 = load <4 x i64>, ptr %135, align 32, !dbg !919
  %340 = load <4 x i64>, ptr %135, align 32, !dbg !919
  %341 = shufflevector <4 x i64> %339, <4 x i64> %340, <2 x i32> <i32 0, i32 1>, !dbg !919
  store <2 x i64> %341, ptr %211, align 16, !dbg !917
    #dbg_declare(ptr %213, !920, !DIExpression(), !921)
  %342 = load <4 x i64>, ptr %206, align 32, !dbg !922
  %343 = shufflevector <4 x i64> %342, <4 x i64> poison, <2 x i32> <i32 2, i32 3>, !dbg !922
  store <2 x i64> %343, ptr %213, align 16, !dbg !921
    #dbg_declare(ptr %214, !923, !DIExpression(), !924)
  store i32 1, ptr %214, align 4, !dbg !924
  br label %344, !dbg !925

344:                                              ; preds = %1
    #dbg_declare(ptr %215, !926, !DIExpression(), !928)
  %345 = load <4 x i64>, ptr %205, align 32, !dbg !928
  %346 = load <4 x i64>, ptr %206, align 32, !dbg !928
  store <4 x i64> %345, ptr %216, align 32, !dbg !928
  store <4 x i64> %346, ptr %217, align 32, !dbg !928
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %131, ptr align 1 %217, i64 32, i1 false), !dbg !928
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %132, ptr align 1 %216, i64 32, i1 false), !dbg !928
  %347 = load <4 x i64>, ptr %132, align 32, !dbg !928
  %348 = load <4 x i64>, ptr %131, align 32, !dbg !928
  store <4 x i64> %347, ptr %129, align 32, !dbg !928
  store <4 x i64> %348, ptr %130, align 32, !dbg !928
  %349 = load <4 x i64>, ptr %129, align 32, !dbg !928
  %350 = bitcast <4 x i64> %349 to <16 x i16>, !dbg !928
  %351 = load <4 x i64>, ptr %130, align 32, !dbg !928
  %352 = bitcast <4 x i64> %351 to <16 x i16>, !dbg !928
  %353 = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %350, <16 x i16> %352), !dbg !928
  %354 = bitcast <8 x i32> %353 to <4 x i64>, !dbg !928
  store <4 x i64> %354, ptr %215, align 32, !dbg !928
    #dbg_declare(ptr %218, !929, !DIExpression(), !928)
  %355 = load <2 x i64>, ptr %208, align 16, !dbg !928
  %356 = load <2 x i64>, ptr %211, align 16, !dbg !928
  store <2 x i64> %355, ptr %196, align 16, !dbg !928
  store <2 x i64> %356, ptr %197, align 16, !dbg !928
  %357 = load <2 x i64>, ptr %196, align 16, !dbg !928
  %358 = bitcast <2 x i64> %357 to <8 x i16>, !dbg !928
  %359 = load <2 x i64>, ptr %197, align 16, !dbg !928
  %360 = bitcast <2 x i64> %359 to <8 x i16>, !dbg !928
  %361 = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %358, <8 x i16> %360), !dbg !928
  %362 = bitcast <4 x i32> %361 to <2 x i64>, !dbg !928
  store <2 x i64> %362, ptr %218, align 16, !dbg !928
    #dbg_declare(ptr %219, !930, !DIExpression(), !928)
  %363 = load <2 x i64>, ptr %210, align 16, !dbg !928
  %364 = load <2 x i64>, ptr %213, align 16, !dbg !928
  store <2 x i64> %363, ptr %198, align 16, !dbg !928
  store <2 x i64> %364, ptr %199, align 16, !dbg !928
  %365 = load <2 x i64>, ptr %198, align 16, !dbg !928
  %366 = bitcast <2 x i64> %365 to <8 x i16>, !dbg !928
  %367 = load <2 x i64>, ptr %199, align 16, !dbg !928
  %368 = bitcast <2 x i64> %367 to <8 x i16>, !dbg !928
  %369 = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %366, <8 x i16> %368), !dbg !928
  %370 = bitcast <4 x i32> %369 to <2 x i64>, !dbg !928
  store <2 x i64> %370, ptr %219, align 16, !dbg !928
  %371 = call i32 @memcmp(ptr noundef %218, ptr noundef %215, i64 noundef 16) #12, !dbg !928
  %372 = icmp ne i32 %371, 0, !dbg !928
  br i1 %372, label %378, label %373, !dbg !928

373:                                              ; preds = %344
  %374 = getelementptr inbounds i8, ptr %215, i64 16, !dbg !928
  %375 = call i32 @memcmp(ptr noundef %219, ptr noundef %374, i64 noundef 16) #12, !dbg !928
  %376 = icmp ne i32 %375, 0, !dbg !928
  %377 = xor i1 %376, true, !dbg !928
  br label %378

378:                                              ; preds = %373, %344
  %379 = phi i1 [ false, %344 ], [ %377, %373 ], !dbg !931
  %380 = zext i1 %379 to i32, !dbg !928
  %381 = load i32, ptr %214, align 4, !dbg !928
  %382 = and i32 %381, %380, !dbg !928
  store i32 %382, ptr %214, align 4, !dbg !928
  br label %383, !dbg !928

383:                                              ; preds = %378
  br label %384, !dbg !932

384:                                              ; preds = %383
    #dbg_declare(ptr %220, !933, !DIExpression(), !935)
  %385 = load <4 x i64>, ptr %205, align 32, !dbg !935
  %386 = load <4 x i64>, ptr %206, align 32, !dbg !935
  store <4 x i64> %385, ptr %221, align 32, !dbg !935
  store <4 x i64> %386, ptr %222, align 32, !dbg !935
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %127, ptr align 1 %222, i64 32, i1 false), !dbg !935
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %128, ptr align 1 %221, i64 32, i1 false), !dbg !935
  %387 = load <4 x i64>, ptr %128, align 32, !dbg !935
  %388 = load <4 x i64>, ptr %127, align 32, !dbg !935
  store <4 x i64> %387, ptr %125, align 32, !dbg !935
  store <4 x i64> %388, ptr %126, align 32, !dbg !935
  %389 = load <4 x i64>, ptr %125, align 32, !dbg !935
  %390 = bitcast <4 x i64> %389 to <8 x i32>, !dbg !935
  %391 = load <4 x i64>, ptr %126, align 32, !dbg !935
  %392 = bitcast <4 x i64> %391 to <8 x i32>, !dbg !935
  %393 = call <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32> %390, <8 x i32> %392), !dbg !935
  %394 = bitcast <16 x i16> %393 to <4 x i64>, !dbg !935
  store <4 x i64> %394, ptr %220, align 32, !dbg !935
    #dbg_declare(ptr %223, !936, !DIExpression(), !935)
  %395 = load <2 x i64>, ptr %208, align 16, !dbg !935
  %396 = load <2 x i64>, ptr %211, align 16, !dbg !935
  store <2 x i64> %395, ptr %200, align 16, !dbg !935
  store <2 x i64> %396, ptr %201, align 16, !dbg !935
  %397 = load <2 x i64>, ptr %200, align 16, !dbg !935
  %398 = bitcast <2 x i64> %397 to <4 x i32>, !dbg !935
  %399 = load <2 x i64>, ptr %201, align 16, !dbg !935
  %400 = bitcast <2 x i64> %399 to <4 x i32>, !dbg !935
  %401 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %398, <4 x i32> %400), !dbg !935
  %402 = bitcast <8 x i16> %401 to <2 x i64>, !dbg !935
  store <2 x i64> %402, ptr %223, align 16, !dbg !935
    #dbg_declare(ptr %224, !937, !DIExpression(), !935)
  %403 = load <2 x i64>, ptr %210, align 16, !dbg !935
  %404 = load <2 x i64>, ptr %213, align 16, !dbg !935
  store <2 x i64> %403, ptr %202, align 16, !dbg !935
  store <2 x i64> %404, ptr %203, align 16, !dbg !935
  %405 = load <2 x i64>, ptr %202, align 16, !dbg !935
  %406 = bitcast <2 x i64> %405 to <4 x i32>, !dbg !935
  %407 = load <2 x i64>, ptr %203, align 16, !dbg !935
  %408 = bitcast <2 x i64> %407 to <4 x i32>, !dbg !935
  %409 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %406, <4 x i32> %408), !dbg !935
  %410 = bitcast <8 x i16> %409 to <2 x i64>, !dbg !935
  store <2 x i64> %410, ptr %224, align 16, !dbg !935
  %411 = call i32 @memcmp(ptr noundef %223, ptr noundef %220, i64 noundef 16) #12, !dbg !935
  %412 = icmp ne i32 %411, 0, !dbg !935
  br i1 %412, label %418, label %413, !dbg !935

413:                                              ; preds = %384
  %414 = getelementptr inbounds i8, ptr %220, i64 16, !dbg !935
  %415 = call i32 @memcmp(ptr noundef %224, ptr noundef %414, i64 noundef 16) #12, !dbg !935
  %416 = icmp ne i32 %415, 0, !dbg !935
  %417 = xor i1 %416, true, !dbg !935
  br label %418

418:                                              ; preds = %413, %384
  %419 = phi i1 [ false, %384 ], [ %417, %413 ], !dbg !938
  %420 = zext i1 %419 to i32, !dbg !935
  %421 = load i32, ptr %214, align 4, !dbg !935
  %422 = and i32 %421, %420, !dbg !935
  store i32 %422, ptr %214, align 4, !dbg !935
  br label %423, !dbg !935

423:                                              ; preds = %418
  br label %424, !dbg !939

424:                                              ; preds = %423
    #dbg_declare(ptr %225, !940, !DIExpression(), !942)
  %425 = load <4 x i64>, ptr %205, align 32, !dbg !942
  %426 = load <4 x i64>, ptr %206, align 32, !dbg !942
  store <4 x i64> %425, ptr %226, align 32, !dbg !942
  store <4 x i64> %426, ptr %227, align 32, !dbg !942
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %123, ptr align 1 %227, i64 32, i1 false), !dbg !942
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %124, ptr align 1 %226, i64 32, i1 false), !dbg !942
  %427 = load <4 x i64>, ptr %124, align 32, !dbg !942
  %428 = load <4 x i64>, ptr %123, align 32, !dbg !942
  store <4 x i64> %427, ptr %121, align 32, !dbg !942
  store <4 x i64> %428, ptr %122, align 32, !dbg !942
  %429 = load <4 x i64>, ptr %121, align 32, !dbg !942
  %430 = bitcast <4 x i64> %429 to <32 x i8>, !dbg !942
  %431 = load <4 x i64>, ptr %122, align 32, !dbg !942
  %432 = bitcast <4 x i64> %431 to <32 x i8>, !dbg !942
  %433 = call <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8> %430, <32 x i8> %432), !dbg !942
  %434 = bitcast <32 x i8> %433 to <4 x i64>, !dbg !942
  store <4 x i64> %434, ptr %225, align 32, !dbg !942
    #dbg_declare(ptr %228, !943, !DIExpression(), !942)
  %435 = load <2 x i64>, ptr %208, align 16, !dbg !942
  %436 = load <2 x i64>, ptr %211, align 16, !dbg !942
  store <2 x i64> %435, ptr %154, align 16, !dbg !942
  store <2 x i64> %436, ptr %155, align 16, !dbg !942
  %437 = load <2 x i64>, ptr %154, align 16, !dbg !942
  %438 = bitcast <2 x i64> %437 to <16 x i8>, !dbg !942
  %439 = load <2 x i64>, ptr %155, align 16, !dbg !942
  %440 = bitcast <2 x i64> %439 to <16 x i8>, !dbg !942
  %441 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %438, <16 x i8> %440), !dbg !942
  %442 = bitcast <16 x i8> %441 to <2 x i64>, !dbg !942
  store <2 x i64> %442, ptr %228, align 16, !dbg !942
    #dbg_declare(ptr %229, !944, !DIExpression(), !942)
  %443 = load <2 x i64>, ptr %210, align 16, !dbg !942
  %444 = load <2 x i64>, ptr %213, align 16, !dbg !942
  store <2 x i64> %443, ptr %156, align 16, !dbg !942
  store <2 x i64> %444, ptr %157, align 16, !dbg !942
  %445 = load <2 x i64>, ptr %156, align 16, !dbg !942
  %446 = bitcast <2 x i64> %445 to <16 x i8>, !dbg !942
  %447 = load <2 x i64>, ptr %157, align 16, !dbg !942
  %448 = bitcast <2 x i64> %447 to <16 x i8>, !dbg !942
  %449 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %446, <16 x i8> %448), !dbg !942
  %450 = bitcast <16 x i8> %449 to <2 x i64>, !dbg !942
  store <2 x i64> %450, ptr %229, align 16, !dbg !942
  %451 = call i32 @memcmp(ptr noundef %228, ptr noundef %225, i64 noundef 16) #12, !dbg !942
  %452 = icmp ne i32 %451, 0, !dbg !942
  br i1 %452, label %458, label %453, !dbg !942

453:                                              ; preds = %424
  %454 = getelementptr inbounds i8, ptr %225, i64 16, !dbg !942
  %455 = call i32 @memcmp(ptr noundef %229, ptr noundef %454, i64 noundef 16) #12, !dbg !942
  %456 = icmp ne i32 %455, 0, !dbg !942
  %457 = xor i1 %456, true, !dbg !942
  br label %458

458:                                              ; preds = %453, %424
  %459 = phi i1 [ false, %424 ], [ %457, %453 ], !dbg !945
  %460 = zext i1 %459 to i32, !dbg !942
  %461 = load i32, ptr %214, align 4, !dbg !942
  %462 = and i32 %461, %460, !dbg !942
  store i32 %462, ptr %214, align 4, !dbg !942
  br label %463, !dbg !942

463:                                              ; preds = %458
  br label %464, !dbg !946

464:                                              ; preds = %463
    #dbg_declare(ptr %230, !947, !DIExpression(), !949)
  %465 = load <4 x i64>, ptr %205, align 32, !dbg !949
  %466 = load <4 x i64>, ptr %206, align 32, !dbg !949
  store <4 x i64> %465, ptr %231, align 32, !dbg !949
  store <4 x i64> %466, ptr %232, align 32, !dbg !949
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %119, ptr align 1 %232, i64 32, i1 false), !dbg !949
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %120, ptr align 1 %231, i64 32, i1 false), !dbg !949
  %467 = load <4 x i64>, ptr %120, align 32, !dbg !949
  %468 = load <4 x i64>, ptr %119, align 32, !dbg !949
  store <4 x i64> %467, ptr %117, align 32, !dbg !949
  store <4 x i64> %468, ptr %118, align 32, !dbg !949
  %469 = load <4 x i64>, ptr %117, align 32, !dbg !949
  %470 = bitcast <4 x i64> %469 to <32 x i8>, !dbg !949
  %471 = load <4 x i64>, ptr %118, align 32, !dbg !949
  %472 = bitcast <4 x i64> %471 to <32 x i8>, !dbg !949
  %473 = call <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8> %470, <32 x i8> %472), !dbg !949
  store <4 x i64> %473, ptr %230, align 32, !dbg !949
    #dbg_declare(ptr %233, !950, !DIExpression(), !949)
  %474 = load <2 x i64>, ptr %208, align 16, !dbg !949
  %475 = load <2 x i64>, ptr %211, align 16, !dbg !949
  store <2 x i64> %474, ptr %192, align 16, !dbg !949
  store <2 x i64> %475, ptr %193, align 16, !dbg !949
  %476 = load <2 x i64>, ptr %192, align 16, !dbg !949
  %477 = bitcast <2 x i64> %476 to <16 x i8>, !dbg !949
  %478 = load <2 x i64>, ptr %193, align 16, !dbg !949
  %479 = bitcast <2 x i64> %478 to <16 x i8>, !dbg !949
  %480 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %477, <16 x i8> %479), !dbg !949
  store <2 x i64> %480, ptr %233, align 16, !dbg !949
    #dbg_declare(ptr %234, !951, !DIExpression(), !949)
  %481 = load <2 x i64>, ptr %210, align 16, !dbg !949
  %482 = load <2 x i64>, ptr %213, align 16, !dbg !949
  store <2 x i64> %481, ptr %194, align 16, !dbg !949
  store <2 x i64> %482, ptr %195, align 16, !dbg !949
  %483 = load <2 x i64>, ptr %194, align 16, !dbg !949
  %484 = bitcast <2 x i64> %483 to <16 x i8>, !dbg !949
  %485 = load <2 x i64>, ptr %195, align 16, !dbg !949
  %486 = bitcast <2 x i64> %485 to <16 x i8>, !dbg !949
  %487 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %484, <16 x i8> %486), !dbg !949
  store <2 x i64> %487, ptr %234, align 16, !dbg !949
  %488 = call i32 @memcmp(ptr noundef %233, ptr noundef %230, i64 noundef 16) #12, !dbg !949
  %489 = icmp ne i32 %488, 0, !dbg !949
  br i1 %489, label %495, label %490, !dbg !949

490:                                              ; preds = %464
  %491 = getelementptr inbounds i8, ptr %230, i64 16, !dbg !949
  %492 = call i32 @memcmp(ptr noundef %234, ptr noundef %491, i64 noundef 16) #12, !dbg !949
  %493 = icmp ne i32 %492, 0, !dbg !949
  %494 = xor i1 %493, true, !dbg !949
  br label %495

495:                                              ; preds = %490, %464
  %496 = phi i1 [ false, %464 ], [ %494, %490 ], !dbg !952
  %497 = zext i1 %496 to i32, !dbg !949
  %498 = load i32, ptr %214, align 4, !dbg !949
  %499 = and i32 %498, %497, !dbg !949
  store i32 %499, ptr %214, align 4, !dbg !949
  br label %500, !dbg !949

500:                                              ; preds = %495
  br label %501, !dbg !953

501:                                              ; preds = %500
    #dbg_declare(ptr %235, !954, !DIExpression(), !956)
  %502 = load <4 x i64>, ptr %205, align 32, !dbg !956
  store <4 x i64> %502, ptr %236, align 32, !dbg !956
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %116, ptr align 1 %236, i64 32, i1 false), !dbg !956
  %503 = load <4 x i64>, ptr %116, align 32, !dbg !956
  store <4 x i64> %503, ptr %114, align 32, !dbg !956
  store i32 5, ptr %115, align 4, !dbg !956
  %504 = load <4 x i64>, ptr %114, align 32, !dbg !956
  %505 = bitcast <4 x i64> %504 to <8 x i32>, !dbg !956
  %506 = load i32, ptr %115, align 4, !dbg !956
  %507 = call <8 x i32> @llvm.x86.avx2.psrai.d(<8 x i32> %505, i32 %506), !dbg !956
  %508 = bitcast <8 x i32> %507 to <4 x i64>, !dbg !956
  store <4 x i64> %508, ptr %235, align 32, !dbg !956
    #dbg_declare(ptr %237, !957, !DIExpression(), !956)
  %509 = load <2 x i64>, ptr %208, align 16, !dbg !956
  store <2 x i64> %509, ptr %180, align 16, !dbg !956
  store i32 5, ptr %181, align 4, !dbg !956
  %510 = load <2 x i64>, ptr %180, align 16, !dbg !956
  %511 = bitcast <2 x i64> %510 to <4 x i32>, !dbg !956
  %512 = load i32, ptr %181, align 4, !dbg !956
  %513 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %511, i32 %512), !dbg !956
  %514 = bitcast <4 x i32> %513 to <2 x i64>, !dbg !956
  store <2 x i64> %514, ptr %237, align 16, !dbg !956
    #dbg_declare(ptr %238, !958, !DIExpression(), !956)
  %515 = load <2 x i64>, ptr %210, align 16, !dbg !956
  store <2 x i64> %515, ptr %182, align 16, !dbg !956
  store i32 5, ptr %183, align 4, !dbg !956
  %516 = load <2 x i64>, ptr %182, align 16, !dbg !956
  %517 = bitcast <2 x i64> %516 to <4 x i32>, !dbg !956
  %518 = load i32, ptr %183, align 4, !dbg !956
  %519 = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %517, i32 %518), !dbg !956
  %520 = bitcast <4 x i32> %519 to <2 x i64>, !dbg !956
  store <2 x i64> %520, ptr %238, align 16, !dbg !956
  %521 = call i32 @memcmp(ptr noundef %237, ptr noundef %235, i64 noundef 16) #12, !dbg !956
  %522 = icmp ne i32 %521, 0, !dbg !956
  br i1 %522, label %528, label %523, !dbg !956

523:                                              ; preds = %501
  %524 = getelementptr inbounds i8, ptr %235, i64 16, !dbg !956
  %525 = call i32 @memcmp(ptr noundef %238, ptr noundef %524, i64 noundef 16) #12, !dbg !956
  %526 = icmp ne i32 %525, 0, !dbg !956
  %527 = xor i1 %526, true, !dbg !956
  br label %528

528:                                              ; preds = %523, %501
  %529 = phi i1 [ false, %501 ], [ %527, %523 ], !dbg !959
  %530 = zext i1 %529 to i32, !dbg !956
  %531 = load i32, ptr %214, align 4, !dbg !956
  %532 = and i32 %531, %530, !dbg !956
  store i32 %532, ptr %214, align 4, !dbg !956
  br label %533, !dbg !956

533:                                              ; preds = %528
  br label %534, !dbg !960

534:                                              ; preds = %533
    #dbg_declare(ptr %239, !961, !DIExpression(), !963)
  %535 = load <4 x i64>, ptr %205, align 32, !dbg !963
  %536 = load i32, ptr %204, align 4, !dbg !963
  %537 = and i32 %536, 63, !dbg !963
  store <4 x i64> %535, ptr %240, align 32, !dbg !963
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %113, ptr align 1 %240, i64 32, i1 false), !dbg !963
  %538 = load <4 x i64>, ptr %113, align 32, !dbg !963
  store <4 x i64> %538, ptr %111, align 32, !dbg !963
  store i32 %537, ptr %112, align 4, !dbg !963
  %539 = load <4 x i64>, ptr %111, align 32, !dbg !963
  %540 = load i32, ptr %112, align 4, !dbg !963
  %541 = call <4 x i64> @llvm.x86.avx2.pslli.q(<4 x i64> %539, i32 %540), !dbg !963
  store <4 x i64> %541, ptr %239, align 32, !dbg !963
    #dbg_declare(ptr %241, !964, !DIExpression(), !963)
  %542 = load <2 x i64>, ptr %208, align 16, !dbg !963
  %543 = load i32, ptr %204, align 4, !dbg !963
  %544 = and i32 %543, 63, !dbg !963
  store <2 x i64> %542, ptr %184, align 16, !dbg !963
  store i32 %544, ptr %185, align 4, !dbg !963
  %545 = load <2 x i64>, ptr %184, align 16, !dbg !963
  %546 = load i32, ptr %185, align 4, !dbg !963
  %547 = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> %545, i32 %546), !dbg !963
  store <2 x i64> %547, ptr %241, align 16, !dbg !963
    #dbg_declare(ptr %242, !965, !DIExpression(), !963)
  %548 = load <2 x i64>, ptr %210, align 16, !dbg !963
  %549 = load i32, ptr %204, align 4, !dbg !963
  %550 = and i32 %549, 63, !dbg !963
  store <2 x i64> %548, ptr %186, align 16, !dbg !963
  store i32 %550, ptr %187, align 4, !dbg !963
  %551 = load <2 x i64>, ptr %186, align 16, !dbg !963
  %552 = load i32, ptr %187, align 4, !dbg !963
  %553 = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> %551, i32 %552), !dbg !963
  store <2 x i64> %553, ptr %242, align 16, !dbg !963
  %554 = call i32 @memcmp(ptr noundef %241, ptr noundef %239, i64 noundef 16) #12, !dbg !963
  %555 = icmp ne i32 %554, 0, !dbg !963
  br i1 %555, label %561, label %556, !dbg !963

556:                                              ; preds = %534
  %557 = getelementptr inbounds i8, ptr %239, i64 16, !dbg !963
  %558 = call i32 @memcmp(ptr noundef %242, ptr noundef %557, i64 noundef 16) #12, !dbg !963
  %559 = icmp ne i32 %558, 0, !dbg !963
  %560 = xor i1 %559, true, !dbg !963
  br label %561

561:                                              ; preds = %556, %534
  %562 = phi i1 [ false, %534 ], [ %560, %556 ], !dbg !966
  %563 = zext i1 %562 to i32, !dbg !963
  %564 = load i32, ptr %214, align 4, !dbg !963
  %565 = and i32 %564, %563, !dbg !963
  store i32 %565, ptr %214, align 4, !dbg !963
  br label %566, !dbg !963

566:                                              ; preds = %561
  br label %567, !dbg !967

567:                                              ; preds = %566
    #dbg_declare(ptr %243, !968, !DIExpression(), !970)
  %568 = load <4 x i64>, ptr %205, align 32, !dbg !970
  %569 = load i32, ptr %204, align 4, !dbg !970
  %570 = and i32 %569, 15, !dbg !970
  store i32 %570, ptr %174, align 4, !dbg !970
  %571 = load i32, ptr %174, align 4, !dbg !970
  %572 = insertelement <4 x i32> poison, i32 %571, i32 0, !dbg !970
  %573 = insertelement <4 x i32> %572, i32 0, i32 1, !dbg !970
  %574 = insertelement <4 x i32> %573, i32 0, i32 2, !dbg !970
  %575 = insertelement <4 x i32> %574, i32 0, i32 3, !dbg !970
  store <4 x i32> %575, ptr %175, align 16, !dbg !970
  %576 = load <4 x i32>, ptr %175, align 16, !dbg !970
  %577 = bitcast <4 x i32> %576 to <2 x i64>, !dbg !970
  store <4 x i64> %568, ptr %244, align 32, !dbg !970
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %110, ptr align 1 %244, i64 32, i1 false), !dbg !970
  %578 = load <4 x i64>, ptr %110, align 32, !dbg !970
  store <4 x i64> %578, ptr %108, align 32, !dbg !970
  store <2 x i64> %577, ptr %109, align 16, !dbg !970
  %579 = load <4 x i64>, ptr %108, align 32, !dbg !970
  %580 = bitcast <4 x i64> %579 to <16 x i16>, !dbg !970
  %581 = load <2 x i64>, ptr %109, align 16, !dbg !970
  %582 = bitcast <2 x i64> %581 to <8 x i16>, !dbg !970
  %583 = call <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16> %580, <8 x i16> %582), !dbg !970
  %584 = bitcast <16 x i16> %583 to <4 x i64>, !dbg !970
  store <4 x i64> %584, ptr %243, align 32, !dbg !970
    #dbg_declare(ptr %245, !971, !DIExpression(), !970)
  %585 = load <2 x i64>, ptr %208, align 16, !dbg !970
  %586 = load i32, ptr %204, align 4, !dbg !970
  %587 = and i32 %586, 15, !dbg !970
  store i32 %587, ptr %176, align 4, !dbg !970
  %588 = load i32, ptr %176, align 4, !dbg !970
  %589 = insertelement <4 x i32> poison, i32 %588, i32 0, !dbg !970
  %590 = insertelement <4 x i32> %589, i32 0, i32 1, !dbg !970
  %591 = insertelement <4 x i32> %590, i32 0, i32 2, !dbg !970
  %592 = insertelement <4 x i32> %591, i32 0, i32 3, !dbg !970
  store <4 x i32> %592, ptr %177, align 16, !dbg !970
  %593 = load <4 x i32>, ptr %177, align 16, !dbg !970
  %594 = bitcast <4 x i32> %593 to <2 x i64>, !dbg !970
  store <2 x i64> %585, ptr %104, align 16, !dbg !970
  store <2 x i64> %594, ptr %105, align 16, !dbg !970
  %595 = load <2 x i64>, ptr %104, align 16, !dbg !970
  %596 = bitcast <2 x i64> %595 to <8 x i16>, !dbg !970
  %597 = load <2 x i64>, ptr %105, align 16, !dbg !970
  %598 = bitcast <2 x i64> %597 to <8 x i16>, !dbg !970
  %599 = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %596, <8 x i16> %598), !dbg !970
  %600 = bitcast <8 x i16> %599 to <2 x i64>, !dbg !970
  store <2 x i64> %600, ptr %245, align 16, !dbg !970
    #dbg_declare(ptr %246, !972, !DIExpression(), !970)
  %601 = load <2 x i64>, ptr %210, align 16, !dbg !970
  %602 = load i32, ptr %204, align 4, !dbg !970
  %603 = and i32 %602, 15, !dbg !970
  store i32 %603, ptr %178, align 4, !dbg !970
  %604 = load i32, ptr %178, align 4, !dbg !970
  %605 = insertelement <4 x i32> poison, i32 %604, i32 0, !dbg !970
  %606 = insertelement <4 x i32> %605, i32 0, i32 1, !dbg !970
  %607 = insertelement <4 x i32> %606, i32 0, i32 2, !dbg !970
  %608 = insertelement <4 x i32> %607, i32 0, i32 3, !dbg !970
  store <4 x i32> %608, ptr %179, align 16, !dbg !970
  %609 = load <4 x i32>, ptr %179, align 16, !dbg !970
  %610 = bitcast <4 x i32> %609 to <2 x i64>, !dbg !970
  store <2 x i64> %601, ptr %106, align 16, !dbg !970
  store <2 x i64> %610, ptr %107, align 16, !dbg !970
  %611 = load <2 x i64>, ptr %106, align 16, !dbg !970
  %612 = bitcast <2 x i64> %611 to <8 x i16>, !dbg !970
  %613 = load <2 x i64>, ptr %107, align 16, !dbg !970
  %614 = bitcast <2 x i64> %613 to <8 x i16>, !dbg !970
  %615 = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %612, <8 x i16> %614), !dbg !970
  %616 = bitcast <8 x i16> %615 to <2 x i64>, !dbg !970
  store <2 x i64> %616, ptr %246, align 16, !dbg !970
  %617 = call i32 @memcmp(ptr noundef %245, ptr noundef %243, i64 noundef 16) #12, !dbg !970
  %618 = icmp ne i32 %617, 0, !dbg !970
  br i1 %618, label %624, label %619, !dbg !970

619:                                              ; preds = %567
  %620 = getelementptr inbounds i8, ptr %243, i64 16, !dbg !970
  %621 = call i32 @memcmp(ptr noundef %246, ptr noundef %620, i64 noundef 16) #12, !dbg !970
  %622 = icmp ne i32 %621, 0, !dbg !970
  %623 = xor i1 %622, true, !dbg !970
  br label %624

624:                                              ; preds = %619, %567
  %625 = phi i1 [ false, %567 ], [ %623, %619 ], !dbg !973
  %626 = zext i1 %625 to i32, !dbg !970
  %627 = load i32, ptr %214, align 4, !dbg !970
  %628 = and i32 %627, %626, !dbg !970
  store i32 %628, ptr %214, align 4, !dbg !970
  br label %629, !dbg !970

629:                                              ; preds = %624
  br label %630, !dbg !974

630:                                              ; preds = %629
    #dbg_declare(ptr %247, !975, !DIExpression(), !977)
  %631 = load <4 x i64>, ptr %205, align 32, !dbg !977
  %632 = load <4 x i64>, ptr %206, align 32, !dbg !977
  %633 = load <4 x i64>, ptr %205, align 32, !dbg !977
  store <4 x i64> %631, ptr %248, align 32, !dbg !977
  store <4 x i64> %632, ptr %249, align 32, !dbg !977
  store <4 x i64> %633, ptr %250, align 32, !dbg !977
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %101, ptr align 1 %250, i64 32, i1 false), !dbg !977
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %102, ptr align 1 %249, i64 32, i1 false), !dbg !977
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %103, ptr align 1 %248, i64 32, i1 false), !dbg !977
  %634 = load <4 x i64>, ptr %103, align 32, !dbg !977
  %635 = load <4 x i64>, ptr %102, align 32, !dbg !977
  %636 = load <4 x i64>, ptr %101, align 32, !dbg !977
  store <4 x i64> %634, ptr %98, align 32, !dbg !977
  store <4 x i64> %635, ptr %99, align 32, !dbg !977
  store <4 x i64> %636, ptr %100, align 32, !dbg !977
  %637 = load <4 x i64>, ptr %98, align 32, !dbg !977
  %638 = bitcast <4 x i64> %637 to <32 x i8>, !dbg !977
  %639 = load <4 x i64>, ptr %99, align 32, !dbg !977
  %640 = bitcast <4 x i64> %639 to <32 x i8>, !dbg !977
  %641 = load <4 x i64>, ptr %100, align 32, !dbg !977
  %642 = bitcast <4 x i64> %641 to <32 x i8>, !dbg !977
  %643 = call <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8> %638, <32 x i8> %640, <32 x i8> %642), !dbg !977
  %644 = bitcast <32 x i8> %643 to <4 x i64>, !dbg !977
  store <4 x i64> %644, ptr %247, align 32, !dbg !977
    #dbg_declare(ptr %251, !978, !DIExpression(), !977)
  %645 = load <2 x i64>, ptr %208, align 16, !dbg !977
  %646 = load <2 x i64>, ptr %211, align 16, !dbg !977
  %647 = load <2 x i64>, ptr %208, align 16, !dbg !977
  store <2 x i64> %645, ptr %144, align 16, !dbg !977
  store <2 x i64> %646, ptr %145, align 16, !dbg !977
  store <2 x i64> %647, ptr %146, align 16, !dbg !977
  %648 = load <2 x i64>, ptr %144, align 16, !dbg !977
  %649 = bitcast <2 x i64> %648 to <16 x i8>, !dbg !977
  %650 = load <2 x i64>, ptr %145, align 16, !dbg !977
  %651 = bitcast <2 x i64> %650 to <16 x i8>, !dbg !977
  %652 = load <2 x i64>, ptr %146, align 16, !dbg !977
  %653 = bitcast <2 x i64> %652 to <16 x i8>, !dbg !977
  %654 = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %649, <16 x i8> %651, <16 x i8> %653), !dbg !977
  %655 = bitcast <16 x i8> %654 to <2 x i64>, !dbg !977
  store <2 x i64> %655, ptr %251, align 16, !dbg !977
    #dbg_declare(ptr %252, !979, !DIExpression(), !977)
  %656 = load <2 x i64>, ptr %210, align 16, !dbg !977
  %657 = load <2 x i64>, ptr %213, align 16, !dbg !977
  %658 = load <2 x i64>, ptr %210, align 16, !dbg !977
  store <2 x i64> %656, ptr %147, align 16, !dbg !977
  store <2 x i64> %657, ptr %148, align 16, !dbg !977
  store <2 x i64> %658, ptr %149, align 16, !dbg !977
  %659 = load <2 x i64>, ptr %147, align 16, !dbg !977
  %660 = bitcast <2 x i64> %659 to <16 x i8>, !dbg !977
  %661 = load <2 x i64>, ptr %148, align 16, !dbg !977
  %662 = bitcast <2 x i64> %661 to <16 x i8>, !dbg !977
  %663 = load <2 x i64>, ptr %149, align 16, !dbg !977
  %664 = bitcast <2 x i64> %663 to <16 x i8>, !dbg !977
  %665 = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %660, <16 x i8> %662, <16 x i8> %664), !dbg !977
  %666 = bitcast <16 x i8> %665 to <2 x i64>, !dbg !977
  store <2 x i64> %666, ptr %252, align 16, !dbg !977
  %667 = call i32 @memcmp(ptr noundef %251, ptr noundef %247, i64 noundef 16) #12, !dbg !977
  %668 = icmp ne i32 %667, 0, !dbg !977
  br i1 %668, label %674, label %669, !dbg !977

669:                                              ; preds = %630
  %670 = getelementptr inbounds i8, ptr %247, i64 16, !dbg !977
  %671 = call i32 @memcmp(ptr noundef %252, ptr noundef %670, i64 noundef 16) #12, !dbg !977
  %672 = icmp ne i32 %671, 0, !dbg !977
  %673 = xor i1 %672, true, !dbg !977
  br label %674

674:                                              ; preds = %669, %630
  %675 = phi i1 [ false, %630 ], [ %673, %669 ], !dbg !980
  %676 = zext i1 %675 to i32, !dbg !977
  %677 = load i32, ptr %214, align 4, !dbg !977
  %678 = and i32 %677, %676, !dbg !977
  store i32 %678, ptr %214, align 4, !dbg !977
  br label %679, !dbg !977

679:                                              ; preds = %674
  br label %680, !dbg !981

680:                                              ; preds = %679
    #dbg_declare(ptr %253, !982, !DIExpression(), !984)
  %681 = load <4 x i64>, ptr %205, align 32, !dbg !984
  %682 = load <4 x i64>, ptr %206, align 32, !dbg !984
  store <4 x i64> %681, ptr %254, align 32, !dbg !984
  store <4 x i64> %682, ptr %255, align 32, !dbg !984
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %96, ptr align 1 %255, i64 32, i1 false), !dbg !984
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %97, ptr align 1 %254, i64 32, i1 false), !dbg !984
  %683 = load <4 x i64>, ptr %97, align 32, !dbg !984
  %684 = load <4 x i64>, ptr %96, align 32, !dbg !984
  store <4 x i64> %683, ptr %94, align 32, !dbg !984
  store <4 x i64> %684, ptr %95, align 32, !dbg !984
  %685 = load <4 x i64>, ptr %94, align 32, !dbg !984
  %686 = bitcast <4 x i64> %685 to <8 x i32>, !dbg !984
  %687 = load <4 x i64>, ptr %95, align 32, !dbg !984
  %688 = bitcast <4 x i64> %687 to <8 x i32>, !dbg !984
  %689 = call <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32> %686, <8 x i32> %688), !dbg !984
  %690 = bitcast <8 x i32> %689 to <4 x i64>, !dbg !984
  store <4 x i64> %690, ptr %253, align 32, !dbg !984
    #dbg_declare(ptr %256, !985, !DIExpression(), !984)
  %691 = load <2 x i64>, ptr %208, align 16, !dbg !984
  %692 = load <2 x i64>, ptr %211, align 16, !dbg !984
  store <2 x i64> %691, ptr %150, align 16, !dbg !984
  store <2 x i64> %692, ptr %151, align 16, !dbg !984
  %693 = load <2 x i64>, ptr %150, align 16, !dbg !984
  %694 = bitcast <2 x i64> %693 to <4 x i32>, !dbg !984
  %695 = load <2 x i64>, ptr %151, align 16, !dbg !984
  %696 = bitcast <2 x i64> %695 to <4 x i32>, !dbg !984
  %697 = call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %694, <4 x i32> %696), !dbg !984
  %698 = bitcast <4 x i32> %697 to <2 x i64>, !dbg !984
  store <2 x i64> %698, ptr %256, align 16, !dbg !984
    #dbg_declare(ptr %257, !986, !DIExpression(), !984)
  %699 = load <2 x i64>, ptr %210, align 16, !dbg !984
  %700 = load <2 x i64>, ptr %213, align 16, !dbg !984
  store <2 x i64> %699, ptr %152, align 16, !dbg !984
  store <2 x i64> %700, ptr %153, align 16, !dbg !984
  %701 = load <2 x i64>, ptr %152, align 16, !dbg !984
  %702 = bitcast <2 x i64> %701 to <4 x i32>, !dbg !984
  %703 = load <2 x i64>, ptr %153, align 16, !dbg !984
  %704 = bitcast <2 x i64> %703 to <4 x i32>, !dbg !984
  %705 = call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %702, <4 x i32> %704), !dbg !984
  %706 = bitcast <4 x i32> %705 to <2 x i64>, !dbg !984
  store <2 x i64> %706, ptr %257, align 16, !dbg !984
  %707 = call i32 @memcmp(ptr noundef %256, ptr noundef %253, i64 noundef 16) #12, !dbg !984
  %708 = icmp ne i32 %707, 0, !dbg !984
  br i1 %708, label %714, label %709, !dbg !984

709:                                              ; preds = %680
  %710 = getelementptr inbounds i8, ptr %253, i64 16, !dbg !984
  %711 = call i32 @memcmp(ptr noundef %257, ptr noundef %710, i64 noundef 16) #12, !dbg !984
  %712 = icmp ne i32 %711, 0, !dbg !984
  %713 = xor i1 %712, true, !dbg !984
  br label %714

714:                                              ; preds = %709, %680
  %715 = phi i1 [ false, %680 ], [ %713, %709 ], !dbg !987
  %716 = zext i1 %715 to i32, !dbg !984
  %717 = load i32, ptr %214, align 4, !dbg !984
  %718 = and i32 %717, %716, !dbg !984
  store i32 %718, ptr %214, align 4, !dbg !984
  br label %719, !dbg !984

719:                                              ; preds = %714
  br label %720, !dbg !988

720:                                              ; preds = %719
    #dbg_declare(ptr %258, !989, !DIExpression(), !991)
  %721 = load <4 x i64>, ptr %205, align 32, !dbg !991
  %722 = load <4 x i64>, ptr %206, align 32, !dbg !991
  store <4 x i64> %721, ptr %259, align 32, !dbg !991
  store <4 x i64> %722, ptr %260, align 32, !dbg !991
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %92, ptr align 1 %260, i64 32, i1 false), !dbg !991
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr align 1 %259, i64 32, i1 false), !dbg !991
  %723 = load <4 x i64>, ptr %93, align 32, !dbg !991
  %724 = load <4 x i64>, ptr %92, align 32, !dbg !991
  store <4 x i64> %723, ptr %90, align 32, !dbg !991
  store <4 x i64> %724, ptr %91, align 32, !dbg !991
  %725 = load <4 x i64>, ptr %90, align 32, !dbg !991
  %726 = bitcast <4 x i64> %725 to <16 x i16>, !dbg !991
  %727 = load <4 x i64>, ptr %91, align 32, !dbg !991
  %728 = bitcast <4 x i64> %727 to <16 x i16>, !dbg !991
  %729 = call <16 x i16> @llvm.x86.avx2.pmulh.w(<16 x i16> %726, <16 x i16> %728), !dbg !991
  %730 = bitcast <16 x i16> %729 to <4 x i64>, !dbg !991
  store <4 x i64> %730, ptr %258, align 32, !dbg !991
    #dbg_declare(ptr %261, !992, !DIExpression(), !991)
  %731 = load <2 x i64>, ptr %208, align 16, !dbg !991
  %732 = load <2 x i64>, ptr %211, align 16, !dbg !991
  store <2 x i64> %731, ptr %188, align 16, !dbg !991
  store <2 x i64> %732, ptr %189, align 16, !dbg !991
  %733 = load <2 x i64>, ptr %188, align 16, !dbg !991
  %734 = bitcast <2 x i64> %733 to <8 x i16>, !dbg !991
  %735 = load <2 x i64>, ptr %189, align 16, !dbg !991
  %736 = bitcast <2 x i64> %735 to <8 x i16>, !dbg !991
  %737 = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %734, <8 x i16> %736), !dbg !991
  %738 = bitcast <8 x i16> %737 to <2 x i64>, !dbg !991
  store <2 x i64> %738, ptr %261, align 16, !dbg !991
    #dbg_declare(ptr %262, !993, !DIExpression(), !991)
  %739 = load <2 x i64>, ptr %210, align 16, !dbg !991
  %740 = load <2 x i64>, ptr %213, align 16, !dbg !991
  store <2 x i64> %739, ptr %190, align 16, !dbg !991
  store <2 x i64> %740, ptr %191, align 16, !dbg !991
  %741 = load <2 x i64>, ptr %190, align 16, !dbg !991
  %742 = bitcast <2 x i64> %741 to <8 x i16>, !dbg !991
  %743 = load <2 x i64>, ptr %191, align 16, !dbg !991
  %744 = bitcast <2 x i64> %743 to <8 x i16>, !dbg !991
  %745 = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %742, <8 x i16> %744), !dbg !991
  %746 = bitcast <8 x i16> %745 to <2 x i64>, !dbg !991
  store <2 x i64> %746, ptr %262, align 16, !dbg !991
  %747 = call i32 @memcmp(ptr noundef %261, ptr noundef %258, i64 noundef 16) #12, !dbg !991
  %748 = icmp ne i32 %747, 0, !dbg !991
  br i1 %748, label %754, label %749, !dbg !991

749:                                              ; preds = %720
  %750 = getelementptr inbounds i8, ptr %258, i64 16, !dbg !991
  %751 = call i32 @memcmp(ptr noundef %262, ptr noundef %750, i64 noundef 16) #12, !dbg !991
  %752 = icmp ne i32 %751, 0, !dbg !991
  %753 = xor i1 %752, true, !dbg !991
  br label %754

754:                                              ; preds = %749, %720
  %755 = phi i1 [ false, %720 ], [ %753, %749 ], !dbg !994
  %756 = zext i1 %755 to i32, !dbg !991
  %757 = load i32, ptr %214, align 4, !dbg !991
  %758 = and i32 %757, %756, !dbg !991
  store i32 %758, ptr %214, align 4, !dbg !991
  br label %759, !dbg !991

759:                                              ; preds = %754
  br label %760, !dbg !995

760:                                              ; preds = %759
    #dbg_declare(ptr %263, !996, !DIExpression(), !998)
  %761 = load <4 x i64>, ptr %205, align 32, !dbg !998
  %762 = load <4 x i64>, ptr %206, align 32, !dbg !998
  store <4 x i64> %761, ptr %264, align 32, !dbg !998
  store <4 x i64> %762, ptr %265, align 32, !dbg !998
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %88, ptr align 1 %265, i64 32, i1 false), !dbg !998
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %89, ptr align 1 %264, i64 32, i1 false), !dbg !998
  %763 = load <4 x i64>, ptr %89, align 32, !dbg !998
  %764 = load <4 x i64>, ptr %88, align 32, !dbg !998
  store <4 x i64> %763, ptr %86, align 32, !dbg !998
  store <4 x i64> %764, ptr %87, align 32, !dbg !998
  %765 = load <4 x i64>, ptr %86, align 32, !dbg !998
  %766 = bitcast <4 x i64> %765 to <8 x i32>, !dbg !998
  %767 = load <4 x i64>, ptr %87, align 32, !dbg !998
  %768 = bitcast <4 x i64> %767 to <8 x i32>, !dbg !998
  %769 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %766, <8 x i32> %768), !dbg !998
  %770 = bitcast <8 x i32> %769 to <4 x i64>, !dbg !998
  store <4 x i64> %770, ptr %263, align 32, !dbg !998
    #dbg_declare(ptr %266, !999, !DIExpression(), !998)
  %771 = load <2 x i64>, ptr %208, align 16, !dbg !998
  %772 = load <2 x i64>, ptr %211, align 16, !dbg !998
  store <2 x i64> %771, ptr %82, align 16, !dbg !998
  store <2 x i64> %772, ptr %83, align 16, !dbg !998
  %773 = load <2 x i64>, ptr %82, align 16, !dbg !998
  %774 = bitcast <2 x i64> %773 to <4 x i32>, !dbg !998
  %775 = load <2 x i64>, ptr %83, align 16, !dbg !998
  %776 = bitcast <2 x i64> %775 to <4 x i32>, !dbg !998
  %777 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %774, <4 x i32> %776), !dbg !998
  %778 = bitcast <4 x i32> %777 to <2 x i64>, !dbg !998
  store <2 x i64> %778, ptr %266, align 16, !dbg !998
    #dbg_declare(ptr %267, !1000, !DIExpression(), !998)
  %779 = load <2 x i64>, ptr %210, align 16, !dbg !998
  %780 = load <2 x i64>, ptr %213, align 16, !dbg !998
  store <2 x i64> %779, ptr %84, align 16, !dbg !998
  store <2 x i64> %780, ptr %85, align 16, !dbg !998
  %781 = load <2 x i64>, ptr %84, align 16, !dbg !998
  %782 = bitcast <2 x i64> %781 to <4 x i32>, !dbg !998
  %783 = load <2 x i64>, ptr %85, align 16, !dbg !998
  %784 = bitcast <2 x i64> %783 to <4 x i32>, !dbg !998
  %785 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %782, <4 x i32> %784), !dbg !998
  %786 = bitcast <4 x i32> %785 to <2 x i64>, !dbg !998
  store <2 x i64> %786, ptr %267, align 16, !dbg !998
  %787 = call i32 @memcmp(ptr noundef %266, ptr noundef %263, i64 noundef 16) #12, !dbg !998
  %788 = icmp ne i32 %787, 0, !dbg !998
  br i1 %788, label %794, label %789, !dbg !998

789:                                              ; preds = %760
  %790 = getelementptr inbounds i8, ptr %263, i64 16, !dbg !998
  %791 = call i32 @memcmp(ptr noundef %267, ptr noundef %790, i64 noundef 16) #12, !dbg !998
  %792 = icmp ne i32 %791, 0, !dbg !998
  %793 = xor i1 %792, true, !dbg !998
  br label %794

794:                                              ; preds = %789, %760
  %795 = phi i1 [ false, %760 ], [ %793, %789 ], !dbg !1001
  %796 = zext i1 %795 to i32, !dbg !998
  %797 = load i32, ptr %214, align 4, !dbg !998
  %798 = and i32 %797, %796, !dbg !998
  store i32 %798, ptr %214, align 4, !dbg !998
  br label %799, !dbg !998

799:                                              ; preds = %794
    #dbg_declare(ptr %268, !1002, !DIExpression(), !1003)
  %800 = load <2 x i64>, ptr %211, align 16, !dbg !1004
  store i32 31, ptr %168, align 4, !dbg !1005
  %801 = load i32, ptr %168, align 4, !dbg !1005
  %802 = load i32, ptr %168, align 4, !dbg !1005
  %803 = load i32, ptr %168, align 4, !dbg !1005
  %804 = load i32, ptr %168, align 4, !dbg !1005
  store i32 %801, ptr %163, align 4, !dbg !1005
  store i32 %802, ptr %164, align 4, !dbg !1005
  store i32 %803, ptr %165, align 4, !dbg !1005
  store i32 %804, ptr %166, align 4, !dbg !1005
  %805 = load i32, ptr %166, align 4, !dbg !1005
  %806 = insertelement <4 x i32> poison, i32 %805, i32 0, !dbg !1005
  %807 = load i32, ptr %165, align 4, !dbg !1005
  %808 = insertelement <4 x i32> %806, i32 %807, i32 1, !dbg !1005
  %809 = load i32, ptr %164, align 4, !dbg !1005
  %810 = insertelement <4 x i32> %808, i32 %809, i32 2, !dbg !1005
  %811 = load i32, ptr %163, align 4, !dbg !1005
  %812 = insertelement <4 x i32> %810, i32 %811, i32 3, !dbg !1005
  store <4 x i32> %812, ptr %167, align 16, !dbg !1005
  %813 = load <4 x i32>, ptr %167, align 16, !dbg !1005
  %814 = bitcast <4 x i32> %813 to <2 x i64>, !dbg !1005
  store <2 x i64> %800, ptr %78, align 16, !dbg !1006
  store <2 x i64> %814, ptr %79, align 16, !dbg !1006
  %815 = load <2 x i64>, ptr %78, align 16, !dbg !1006
  %816 = load <2 x i64>, ptr %79, align 16, !dbg !1006
  %817 = and <2 x i64> %815, %816, !dbg !1006
  store <2 x i64> %817, ptr %268, align 16, !dbg !1003
    #dbg_declare(ptr %269, !1007, !DIExpression(), !1008)
  %818 = load <2 x i64>, ptr %213, align 16, !dbg !1009
  store i32 31, ptr %169, align 4, !dbg !1010
  %819 = load i32, ptr %169, align 4, !dbg !1010
  %820 = load i32, ptr %169, align 4, !dbg !1010
  %821 = load i32, ptr %169, align 4, !dbg !1010
  %822 = load i32, ptr %169, align 4, !dbg !1010
  store i32 %819, ptr %158, align 4, !dbg !1010
  store i32 %820, ptr %159, align 4, !dbg !1010
  store i32 %821, ptr %160, align 4, !dbg !1010
  store i32 %822, ptr %161, align 4, !dbg !1010
  %823 = load i32, ptr %161, align 4, !dbg !1010
  %824 = insertelement <4 x i32> poison, i32 %823, i32 0, !dbg !1010
  %825 = load i32, ptr %160, align 4, !dbg !1010
  %826 = insertelement <4 x i32> %824, i32 %825, i32 1, !dbg !1010
  %827 = load i32, ptr %159, align 4, !dbg !1010
  %828 = insertelement <4 x i32> %826, i32 %827, i32 2, !dbg !1010
  %829 = load i32, ptr %158, align 4, !dbg !1010
  %830 = insertelement <4 x i32> %828, i32 %829, i32 3, !dbg !1010
  store <4 x i32> %830, ptr %162, align 16, !dbg !1010
  %831 = load <4 x i32>, ptr %162, align 16, !dbg !1010
  %832 = bitcast <4 x i32> %831 to <2 x i64>, !dbg !1010
  store <2 x i64> %818, ptr %80, align 16, !dbg !1011
  store <2 x i64> %832, ptr %81, align 16, !dbg !1011
  %833 = load <2 x i64>, ptr %80, align 16, !dbg !1011
  %834 = load <2 x i64>, ptr %81, align 16, !dbg !1011
  %835 = and <2 x i64> %833, %834, !dbg !1011
  store <2 x i64> %835, ptr %269, align 16, !dbg !1008
    #dbg_declare(ptr %270, !1012, !DIExpression(), !1013)
  %836 = load <4 x i64>, ptr %206, align 32, !dbg !1014
  store i32 31, ptr %67, align 4, !dbg !1015
  %837 = load i32, ptr %67, align 4, !dbg !1015
  %838 = load i32, ptr %67, align 4, !dbg !1015
  %839 = load i32, ptr %67, align 4, !dbg !1015
  %840 = load i32, ptr %67, align 4, !dbg !1015
  %841 = load i32, ptr %67, align 4, !dbg !1015
  %842 = load i32, ptr %67, align 4, !dbg !1015
  %843 = load i32, ptr %67, align 4, !dbg !1015
  %844 = load i32, ptr %67, align 4, !dbg !1015
  store i32 %837, ptr %20, align 4, !dbg !1015
  store i32 %838, ptr %21, align 4, !dbg !1015
  store i32 %839, ptr %22, align 4, !dbg !1015
  store i32 %840, ptr %23, align 4, !dbg !1015
  store i32 %841, ptr %24, align 4, !dbg !1015
  store i32 %842, ptr %25, align 4, !dbg !1015
  store i32 %843, ptr %26, align 4, !dbg !1015
  store i32 %844, ptr %27, align 4, !dbg !1015
  %845 = load i32, ptr %27, align 4, !dbg !1015
  %846 = insertelement <8 x i32> poison, i32 %845, i32 0, !dbg !1015
  %847 = load i32, ptr %26, align 4, !dbg !1015
  %848 = insertelement <8 x i32> %846, i32 %847, i32 1, !dbg !1015
  %849 = load i32, ptr %25, align 4, !dbg !1015
  %850 = insertelement <8 x i32> %848, i32 %849, i32 2, !dbg !1015
  %851 = load i32, ptr %24, align 4, !dbg !1015
  %852 = insertelement <8 x i32> %850, i32 %851, i32 3, !dbg !1015
  %853 = load i32, ptr %23, align 4, !dbg !1015
  %854 = insertelement <8 x i32> %852, i32 %853, i32 4, !dbg !1015
  %855 = load i32, ptr %22, align 4, !dbg !1015
  %856 = insertelement <8 x i32> %854, i32 %855, i32 5, !dbg !1015
  %857 = load i32, ptr %21, align 4, !dbg !1015
  %858 = insertelement <8 x i32> %856, i32 %857, i32 6, !dbg !1015
  %859 = load i32, ptr %20, align 4, !dbg !1015
  %860 = insertelement <8 x i32> %858, i32 %859, i32 7, !dbg !1015
  store <8 x i32> %860, ptr %28, align 32, !dbg !1015
  %861 = load <8 x i32>, ptr %28, align 32, !dbg !1015
  %862 = bitcast <8 x i32> %861 to <4 x i64>, !dbg !1015
  store <4 x i64> %836, ptr %271, align 32, !dbg !1016
  store <4 x i64> %862, ptr %272, align 32, !dbg !1016
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %72, ptr align 1 %272, i64 32, i1 false), !dbg !1016
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 1 %271, i64 32, i1 false), !dbg !1016
  %863 = load <4 x i64>, ptr %73, align 32, !dbg !1016
  %864 = load <4 x i64>, ptr %72, align 32, !dbg !1016
  store <4 x i64> %863, ptr %70, align 32, !dbg !1016
  store <4 x i64> %864, ptr %71, align 32, !dbg !1016
  %865 = load <4 x i64>, ptr %70, align 32, !dbg !1016
  %866 = load <4 x i64>, ptr %71, align 32, !dbg !1016
  %867 = and <4 x i64> %865, %866, !dbg !1016
  store <4 x i64> %867, ptr %270, align 32, !dbg !1013
  br label %868, !dbg !1017

868:                                              ; preds = %799
    #dbg_declare(ptr %273, !1018, !DIExpression(), !1020)
  %869 = load <4 x i64>, ptr %205, align 32, !dbg !1020
  %870 = load <4 x i64>, ptr %270, align 32, !dbg !1020
  store <4 x i64> %869, ptr %274, align 32, !dbg !1020
  store <4 x i64> %870, ptr %275, align 32, !dbg !1020
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %65, ptr align 1 %275, i64 32, i1 false), !dbg !1020
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %66, ptr align 1 %274, i64 32, i1 false), !dbg !1020
  %871 = load <4 x i64>, ptr %66, align 32, !dbg !1020
  %872 = load <4 x i64>, ptr %65, align 32, !dbg !1020
  store <4 x i64> %871, ptr %63, align 32, !dbg !1020
  store <4 x i64> %872, ptr %64, align 32, !dbg !1020
  %873 = load <4 x i64>, ptr %63, align 32, !dbg !1020
  %874 = bitcast <4 x i64> %873 to <8 x i32>, !dbg !1020
  %875 = load <4 x i64>, ptr %64, align 32, !dbg !1020
  %876 = bitcast <4 x i64> %875 to <8 x i32>, !dbg !1020
  %877 = call <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32> %874, <8 x i32> %876), !dbg !1020
  %878 = bitcast <8 x i32> %877 to <4 x i64>, !dbg !1020
  store <4 x i64> %878, ptr %273, align 32, !dbg !1020
    #dbg_declare(ptr %276, !1021, !DIExpression(), !1020)
  %879 = load <2 x i64>, ptr %208, align 16, !dbg !1020
  %880 = load <2 x i64>, ptr %268, align 16, !dbg !1020
  store <2 x i64> %879, ptr %59, align 16, !dbg !1020
  store <2 x i64> %880, ptr %60, align 16, !dbg !1020
  %881 = load <2 x i64>, ptr %59, align 16, !dbg !1020
  %882 = bitcast <2 x i64> %881 to <4 x i32>, !dbg !1020
  %883 = load <2 x i64>, ptr %60, align 16, !dbg !1020
  %884 = bitcast <2 x i64> %883 to <4 x i32>, !dbg !1020
  %885 = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %882, <4 x i32> %884), !dbg !1020
  %886 = bitcast <4 x i32> %885 to <2 x i64>, !dbg !1020
  store <2 x i64> %886, ptr %276, align 16, !dbg !1020
    #dbg_declare(ptr %277, !1022, !DIExpression(), !1020)
  %887 = load <2 x i64>, ptr %210, align 16, !dbg !1020
  %888 = load <2 x i64>, ptr %269, align 16, !dbg !1020
  store <2 x i64> %887, ptr %61, align 16, !dbg !1020
  store <2 x i64> %888, ptr %62, align 16, !dbg !1020
  %889 = load <2 x i64>, ptr %61, align 16, !dbg !1020
  %890 = bitcast <2 x i64> %889 to <4 x i32>, !dbg !1020
  %891 = load <2 x i64>, ptr %62, align 16, !dbg !1020
  %892 = bitcast <2 x i64> %891 to <4 x i32>, !dbg !1020
  %893 = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %890, <4 x i32> %892), !dbg !1020
  %894 = bitcast <4 x i32> %893 to <2 x i64>, !dbg !1020
  store <2 x i64> %894, ptr %277, align 16, !dbg !1020
  %895 = call i32 @memcmp(ptr noundef %276, ptr noundef %273, i64 noundef 16) #12, !dbg !1020
  %896 = icmp ne i32 %895, 0, !dbg !1020
  br i1 %896, label %902, label %897, !dbg !1020

897:                                              ; preds = %868
  %898 = getelementptr inbounds i8, ptr %273, i64 16, !dbg !1020
  %899 = call i32 @memcmp(ptr noundef %277, ptr noundef %898, i64 noundef 16) #12, !dbg !1020
  %900 = icmp ne i32 %899, 0, !dbg !1020
  %901 = xor i1 %900, true, !dbg !1020
  br label %902

902:                                              ; preds = %897, %868
  %903 = phi i1 [ false, %868 ], [ %901, %897 ], !dbg !1023
  %904 = zext i1 %903 to i32, !dbg !1020
  %905 = load i32, ptr %214, align 4, !dbg !1020
  %906 = and i32 %905, %904, !dbg !1020
  store i32 %906, ptr %214, align 4, !dbg !1020
  br label %907, !dbg !1020

907:                                              ; preds = %902
  br label %908, !dbg !1024

908:                                              ; preds = %907
    #dbg_declare(ptr %278, !1025, !DIExpression(), !1027)
  %909 = load <4 x i64>, ptr %205, align 32, !dbg !1027
  %910 = load <4 x i64>, ptr %270, align 32, !dbg !1027
  store <4 x i64> %909, ptr %279, align 32, !dbg !1027
  store <4 x i64> %910, ptr %280, align 32, !dbg !1027
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %280, i64 32, i1 false), !dbg !1027
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %58, ptr align 1 %279, i64 32, i1 false), !dbg !1027
  %911 = load <4 x i64>, ptr %58, align 32, !dbg !1027
  %912 = load <4 x i64>, ptr %57, align 32, !dbg !1027
  store <4 x i64> %911, ptr %55, align 32, !dbg !1027
  store <4 x i64> %912, ptr %56, align 32, !dbg !1027
  %913 = load <4 x i64>, ptr %55, align 32, !dbg !1027
  %914 = bitcast <4 x i64> %913 to <8 x i32>, !dbg !1027
  %915 = load <4 x i64>, ptr %56, align 32, !dbg !1027
  %916 = bitcast <4 x i64> %915 to <8 x i32>, !dbg !1027
  %917 = call <8 x i32> @llvm.x86.avx2.psrav.d.256(<8 x i32> %914, <8 x i32> %916), !dbg !1027
  %918 = bitcast <8 x i32> %917 to <4 x i64>, !dbg !1027
  store <4 x i64> %918, ptr %278, align 32, !dbg !1027
    #dbg_declare(ptr %281, !1028, !DIExpression(), !1027)
  %919 = load <2 x i64>, ptr %208, align 16, !dbg !1027
  %920 = load <2 x i64>, ptr %268, align 16, !dbg !1027
  store <2 x i64> %919, ptr %51, align 16, !dbg !1027
  store <2 x i64> %920, ptr %52, align 16, !dbg !1027
  %921 = load <2 x i64>, ptr %51, align 16, !dbg !1027
  %922 = bitcast <2 x i64> %921 to <4 x i32>, !dbg !1027
  %923 = load <2 x i64>, ptr %52, align 16, !dbg !1027
  %924 = bitcast <2 x i64> %923 to <4 x i32>, !dbg !1027
  %925 = call <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32> %922, <4 x i32> %924), !dbg !1027
  %926 = bitcast <4 x i32> %925 to <2 x i64>, !dbg !1027
  store <2 x i64> %926, ptr %281, align 16, !dbg !1027
    #dbg_declare(ptr %282, !1029, !DIExpression(), !1027)
  %927 = load <2 x i64>, ptr %210, align 16, !dbg !1027
  %928 = load <2 x i64>, ptr %269, align 16, !dbg !1027
  store <2 x i64> %927, ptr %53, align 16, !dbg !1027
  store <2 x i64> %928, ptr %54, align 16, !dbg !1027
  %929 = load <2 x i64>, ptr %53, align 16, !dbg !1027
  %930 = bitcast <2 x i64> %929 to <4 x i32>, !dbg !1027
  %931 = load <2 x i64>, ptr %54, align 16, !dbg !1027
  %932 = bitcast <2 x i64> %931 to <4 x i32>, !dbg !1027
  %933 = call <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32> %930, <4 x i32> %932), !dbg !1027
  %934 = bitcast <4 x i32> %933 to <2 x i64>, !dbg !1027
  store <2 x i64> %934, ptr %282, align 16, !dbg !1027
  %935 = call i32 @memcmp(ptr noundef %281, ptr noundef %278, i64 noundef 16) #12, !dbg !1027
  %936 = icmp ne i32 %935, 0, !dbg !1027
  br i1 %936, label %942, label %937, !dbg !1027

937:                                              ; preds = %908
  %938 = getelementptr inbounds i8, ptr %278, i64 16, !dbg !1027
  %939 = call i32 @memcmp(ptr noundef %282, ptr noundef %938, i64 noundef 16) #12, !dbg !1027
  %940 = icmp ne i32 %939, 0, !dbg !1027
  %941 = xor i1 %940, true, !dbg !1027
  br label %942

942:                                              ; preds = %937, %908
  %943 = phi i1 [ false, %908 ], [ %941, %937 ], !dbg !1030
  %944 = zext i1 %943 to i32, !dbg !1027
  %945 = load i32, ptr %214, align 4, !dbg !1027
  %946 = and i32 %945, %944, !dbg !1027
  store i32 %946, ptr %214, align 4, !dbg !1027
  br label %947, !dbg !1027

947:                                              ; preds = %942
  %948 = load <4 x i64>, ptr %205, align 32, !dbg !1031
  store <4 x i64> %948, ptr %283, align 32, !dbg !1032
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %50, ptr align 1 %283, i64 32, i1 false), !dbg !1032
  %949 = load <4 x i64>, ptr %50, align 32, !dbg !1032
  store <4 x i64> %949, ptr %49, align 32, !dbg !1032
  %950 = load <4 x i64>, ptr %49, align 32, !dbg !1032
  %951 = bitcast <4 x i64> %950 to <32 x i8>, !dbg !1032
  %952 = call i32 @llvm.x86.avx2.pmovmskb(<32 x i8> %951), !dbg !1032
  %953 = load <2 x i64>, ptr %208, align 16, !dbg !1033
  store <2 x i64> %953, ptr %172, align 16, !dbg !1034
  %954 = load <2 x i64>, ptr %172, align 16, !dbg !1034
  %955 = bitcast <2 x i64> %954 to <16 x i8>, !dbg !1034
  %956 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %955), !dbg !1034
  %957 = load <2 x i64>, ptr %210, align 16, !dbg !1035
  store <2 x i64> %957, ptr %173, align 16, !dbg !1036
  %958 = load <2 x i64>, ptr %173, align 16, !dbg !1036
  %959 = bitcast <2 x i64> %958 to <16 x i8>, !dbg !1036
  %960 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %959), !dbg !1036
  %961 = shl i32 %960, 16, !dbg !1037
  %962 = or i32 %956, %961, !dbg !1038
  %963 = icmp eq i32 %952, %962, !dbg !1039
  %964 = zext i1 %963 to i32, !dbg !1039
  %965 = load i32, ptr %214, align 4, !dbg !1040
  %966 = and i32 %965, %964, !dbg !1040
  store i32 %966, ptr %214, align 4, !dbg !1040
  %967 = load <8 x float>, ptr %207, align 32, !dbg !1041
  store <8 x float> %967, ptr %284, align 32, !dbg !1042
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %48, ptr align 1 %284, i64 32, i1 false), !dbg !1042
  %968 = load <8 x float>, ptr %48, align 32, !dbg !1042
  store <8 x float> %968, ptr %47, align 32, !dbg !1042
  %969 = load <8 x float>, ptr %47, align 32, !dbg !1042
  %970 = call i32 @llvm.x86.avx.movmsk.ps.256(<8 x float> %969), !dbg !1042
  %971 = load <8 x float>, ptr %207, align 32, !dbg !1043
  store <8 x float> %971, ptr %285, align 32, !dbg !1044
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %46, ptr align 1 %285, i64 32, i1 false), !dbg !1044
  %972 = load <8 x float>, ptr %46, align 32, !dbg !1044
  store <8 x float> %972, ptr %45, align 32, !dbg !1044
  %973 = load <8 x float>, ptr %45, align 32, !dbg !1044
  %974 = load <8 x float>, ptr %45, align 32, !dbg !1044
  %975 = shufflevector <8 x float> %973, <8 x float> %974, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !1044
  store <4 x float> %975, ptr %170, align 16, !dbg !1045
  %976 = load <4 x float>, ptr %170, align 16, !dbg !1045
  %977 = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %976), !dbg !1045
  %978 = load <8 x float>, ptr %207, align 32, !dbg !1046
  %979 = shufflevector <8 x float> %978, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !1046
  store <4 x float> %979, ptr %171, align 16, !dbg !1047
  %980 = load <4 x float>, ptr %171, align 16, !dbg !1047
  %981 = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %980), !dbg !1047
  %982 = shl i32 %981, 4, !dbg !1048
  %983 = or i32 %977, %982, !dbg !1049
  %984 = icmp eq i32 %970, %983, !dbg !1050
  %985 = zext i1 %984 to i32, !dbg !1050
  %986 = load i32, ptr %214, align 4, !dbg !1051
  %987 = and i32 %986, %985, !dbg !1051
  store i32 %987, ptr %214, align 4, !dbg !1051
  %988 = load <4 x i64>, ptr %205, align 32, !dbg !1052
  %989 = load <4 x i64>, ptr %206, align 32, !dbg !1053
  store <4 x i64> %988, ptr %286, align 32, !dbg !1054
  store <4 x i64> %989, ptr %287, align 32, !dbg !1054
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %43, ptr align 1 %287, i64 32, i1 false), !dbg !1054
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %44, ptr align 1 %286, i64 32, i1 false), !dbg !1054
  %990 = load <4 x i64>, ptr %44, align 32, !dbg !1054
  %991 = load <4 x i64>, ptr %43, align 32, !dbg !1054
  store <4 x i64> %990, ptr %41, align 32, !dbg !1054
  store <4 x i64> %991, ptr %42, align 32, !dbg !1054
  %992 = load <4 x i64>, ptr %41, align 32, !dbg !1054
  %993 = load <4 x i64>, ptr %42, align 32, !dbg !1054
  %994 = call i32 @llvm.x86.avx.ptestz.256(<4 x i64> %992, <4 x i64> %993), !dbg !1054
  %995 = load <2 x i64>, ptr %208, align 16, !dbg !1055
  %996 = load <2 x i64>, ptr %211, align 16, !dbg !1056
  store <2 x i64> %995, ptr %140, align 16, !dbg !1057
  store <2 x i64> %996, ptr %141, align 16, !dbg !1057
  %997 = load <2 x i64>, ptr %140, align 16, !dbg !1057
  %998 = load <2 x i64>, ptr %141, align 16, !dbg !1057
  %999 = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %997, <2 x i64> %998), !dbg !1057
  %1000 = load <2 x i64>, ptr %210, align 16, !dbg !1058
  %1001 = load <2 x i64>, ptr %213, align 16, !dbg !1059
  store <2 x i64> %1000, ptr %142, align 16, !dbg !1060
  store <2 x i64> %1001, ptr %143, align 16, !dbg !1060
  %1002 = load <2 x i64>, ptr %142, align 16, !dbg !1060
  %1003 = load <2 x i64>, ptr %143, align 16, !dbg !1060
  %1004 = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %1002, <2 x i64> %1003), !dbg !1060
  %1005 = and i32 %999, %1004, !dbg !1061
  %1006 = icmp eq i32 %994, %1005, !dbg !1062
  %1007 = zext i1 %1006 to i32, !dbg !1062
  %1008 = load i32, ptr %214, align 4, !dbg !1063
  %1009 = and i32 %1008, %1007, !dbg !1063
  store i32 %1009, ptr %214, align 4, !dbg !1063
    #dbg_declare(ptr %288, !1064, !DIExpression(), !1065)
  %1010 = load <4 x i64>, ptr %206, align 32, !dbg !1066
  store i32 7, ptr %68, align 4, !dbg !1067
  %1011 = load i32, ptr %68, align 4, !dbg !1067
  %1012 = load i32, ptr %68, align 4, !dbg !1067
  %1013 = load i32, ptr %68, align 4, !dbg !1067
  %1014 = load i32, ptr %68, align 4, !dbg !1067
  %1015 = load i32, ptr %68, align 4, !dbg !1067
  %1016 = load i32, ptr %68, align 4, !dbg !1067
  %1017 = load i32, ptr %68, align 4, !dbg !1067
  %1018 = load i32, ptr %68, align 4, !dbg !1067
  store i32 %1011, ptr %11, align 4, !dbg !1067
  store i32 %1012, ptr %12, align 4, !dbg !1067
  store i32 %1013, ptr %13, align 4, !dbg !1067
  store i32 %1014, ptr %14, align 4, !dbg !1067
  store i32 %1015, ptr %15, align 4, !dbg !1067
  store i32 %1016, ptr %16, align 4, !dbg !1067
  store i32 %1017, ptr %17, align 4, !dbg !1067
  store i32 %1018, ptr %18, align 4, !dbg !1067
  %1019 = load i32, ptr %18, align 4, !dbg !1067
  %1020 = insertelement <8 x i32> poison, i32 %1019, i32 0, !dbg !1067
  %1021 = load i32, ptr %17, align 4, !dbg !1067
  %1022 = insertelement <8 x i32> %1020, i32 %1021, i32 1, !dbg !1067
  %1023 = load i32, ptr %16, align 4, !dbg !1067
  %1024 = insertelement <8 x i32> %1022, i32 %1023, i32 2, !dbg !1067
  %1025 = load i32, ptr %15, align 4, !dbg !1067
  %1026 = insertelement <8 x i32> %1024, i32 %1025, i32 3, !dbg !1067
  %1027 = load i32, ptr %14, align 4, !dbg !1067
  %1028 = insertelement <8 x i32> %1026, i32 %1027, i32 4, !dbg !1067
  %1029 = load i32, ptr %13, align 4, !dbg !1067
  %1030 = insertelement <8 x i32> %1028, i32 %1029, i32 5, !dbg !1067
  %1031 = load i32, ptr %12, align 4, !dbg !1067
  %1032 = insertelement <8 x i32> %1030, i32 %1031, i32 6, !dbg !1067
  %1033 = load i32, ptr %11, align 4, !dbg !1067
  %1034 = insertelement <8 x i32> %1032, i32 %1033, i32 7, !dbg !1067
  store <8 x i32> %1034, ptr %19, align 32, !dbg !1067
  %1035 = load <8 x i32>, ptr %19, align 32, !dbg !1067
  %1036 = bitcast <8 x i32> %1035 to <4 x i64>, !dbg !1067
  store <4 x i64> %1010, ptr %289, align 32, !dbg !1068
  store <4 x i64> %1036, ptr %290, align 32, !dbg !1068
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %76, ptr align 1 %290, i64 32, i1 false), !dbg !1068
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %77, ptr align 1 %289, i64 32, i1 false), !dbg !1068
  %1037 = load <4 x i64>, ptr %77, align 32, !dbg !1068
  %1038 = load <4 x i64>, ptr %76, align 32, !dbg !1068
  store <4 x i64> %1037, ptr %74, align 32, !dbg !1068
  store <4 x i64> %1038, ptr %75, align 32, !dbg !1068
  %1039 = load <4 x i64>, ptr %74, align 32, !dbg !1068
  %1040 = load <4 x i64>, ptr %75, align 32, !dbg !1068
  %1041 = and <4 x i64> %1039, %1040, !dbg !1068
  store <4 x i64> %1041, ptr %288, align 32, !dbg !1065
    #dbg_declare(ptr %291, !1069, !DIExpression(), !1070)
  %1042 = load <4 x i64>, ptr %205, align 32, !dbg !1071
  %1043 = load <4 x i64>, ptr %288, align 32, !dbg !1072
  store <4 x i64> %1042, ptr %292, align 32, !dbg !1073
  store <4 x i64> %1043, ptr %293, align 32, !dbg !1073
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %39, ptr align 1 %293, i64 32, i1 false), !dbg !1073
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %40, ptr align 1 %292, i64 32, i1 false), !dbg !1073
  %1044 = load <4 x i64>, ptr %40, align 32, !dbg !1073
  %1045 = load <4 x i64>, ptr %39, align 32, !dbg !1073
  store <4 x i64> %1044, ptr %37, align 32, !dbg !1073
  store <4 x i64> %1045, ptr %38, align 32, !dbg !1073
  %1046 = load <4 x i64>, ptr %37, align 32, !dbg !1073
  %1047 = bitcast <4 x i64> %1046 to <8 x i32>, !dbg !1073
  %1048 = load <4 x i64>, ptr %38, align 32, !dbg !1073
  %1049 = bitcast <4 x i64> %1048 to <8 x i32>, !dbg !1073
  %1050 = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %1047, <8 x i32> %1049), !dbg !1073
  %1051 = bitcast <8 x i32> %1050 to <4 x i64>, !dbg !1073
  store <4 x i64> %1051, ptr %291, align 32, !dbg !1070
    #dbg_declare(ptr %294, !1074, !DIExpression(), !1076)
    #dbg_declare(ptr %295, !1077, !DIExpression(), !1078)
    #dbg_declare(ptr %296, !1079, !DIExpression(), !1080)
  %1052 = getelementptr inbounds [8 x i32], ptr %294, i64 0, i64 0, !dbg !1081
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1052, ptr align 32 %205, i64 32, i1 false), !dbg !1081
  %1053 = getelementptr inbounds [8 x i32], ptr %295, i64 0, i64 0, !dbg !1082
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1053, ptr align 32 %288, i64 32, i1 false), !dbg !1082
  %1054 = getelementptr inbounds [8 x i32], ptr %296, i64 0, i64 0, !dbg !1083
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1054, ptr align 32 %291, i64 32, i1 false), !dbg !1083
    #dbg_declare(ptr %297, !1084, !DIExpression(), !1086)
  store i32 0, ptr %297, align 4, !dbg !1086
  br label %1055, !dbg !1087

1055:                                             ; preds = %1074, %947
  %1056 = load i32, ptr %297, align 4, !dbg !1088
  %1057 = icmp slt i32 %1056, 8, !dbg !1090
  br i1 %1057, label %1058, label %1077, !dbg !1091

1058:                                             ; preds = %1055
  %1059 = load i32, ptr %297, align 4, !dbg !1092
  %1060 = sext i32 %1059 to i64, !dbg !1093
  %1061 = getelementptr inbounds [8 x i32], ptr %296, i64 0, i64 %1060, !dbg !1093
  %1062 = load i32, ptr %1061, align 4, !dbg !1093
  %1063 = load i32, ptr %297, align 4, !dbg !1094
  %1064 = sext i32 %1063 to i64, !dbg !1095
  %1065 = getelementptr inbounds [8 x i32], ptr %295, i64 0, i64 %1064, !dbg !1095
  %1066 = load i32, ptr %1065, align 4, !dbg !1095
  %1067 = sext i32 %1066 to i64, !dbg !1096
  %1068 = getelementptr inbounds [8 x i32], ptr %294, i64 0, i64 %1067, !dbg !1096
  %1069 = load i32, ptr %1068, align 4, !dbg !1096
  %1070 = icmp eq i32 %1062, %1069, !dbg !1097
  %1071 = zext i1 %1070 to i32, !dbg !1097
  %1072 = load i32, ptr %214, align 4, !dbg !1098
  %1073 = and i32 %1072, %1071, !dbg !1098
  store i32 %1073, ptr %214, align 4, !dbg !1098
  br label %1074, !dbg !1099

1074:                                             ; preds = %1058
  %1075 = load i32, ptr %297, align 4, !dbg !1100
  %1076 = add nsw i32 %1075, 1, !dbg !1100
  store i32 %1076, ptr %297, align 4, !dbg !1100
  br label %1055, !dbg !1101, !llvm.loop !1102

1077:                                             ; preds = %1055
    #dbg_declare(ptr %298, !1104, !DIExpression(), !1105)
  %1078 = load <4 x i64>, ptr %205, align 32, !dbg !1106
  %1079 = shufflevector <4 x i64> %1078, <4 x i64> poison, <4 x i32> <i32 2, i32 3, i32 0, i32 1>, !dbg !1106
  store <4 x i64> %1079, ptr %298, align 32, !dbg !1105
  %1080 = getelementptr inbounds i8, ptr %205, i64 16, !dbg !1107
  %1081 = call i32 @memcmp(ptr noundef %298, ptr noundef %1080, i64 noundef 16) #12, !dbg !1108
  %1082 = icmp ne i32 %1081, 0, !dbg !1108
  br i1 %1082, label %1088, label %1083, !dbg !1109

1083:                                             ; preds = %1077
  %1084 = getelementptr inbounds i8, ptr %298, i64 16, !dbg !1110
  %1085 = call i32 @memcmp(ptr noundef %1084, ptr noundef %205, i64 noundef 16) #12, !dbg !1111
  %1086 = icmp ne i32 %1085, 0, !dbg !1112
  %1087 = xor i1 %1086, true, !dbg !1112
  br label %1088

1088:                                             ; preds = %1083, %1077
  %1089 = phi i1 [ false, %1077 ], [ %1087, %1083 ], !dbg !1113
  %1090 = zext i1 %1089 to i32, !dbg !1109
  %1091 = load i32, ptr %214, align 4, !dbg !1114
  %1092 = and i32 %1091, %1090, !dbg !1114
  store i32 %1092, ptr %214, align 4, !dbg !1114
    #dbg_declare(ptr %299, !1115, !DIExpression(), !1116)
  %1093 = bitcast <4 x i64> zeroinitializer to <8 x i32>, !dbg !1117
  %1094 = load <4 x i64>, ptr %288, align 32, !dbg !1117
  %1095 = bitcast <4 x i64> %1094 to <8 x i32>, !dbg !1117
  store i32 -1, ptr %69, align 4, !dbg !1117
  %1096 = load i32, ptr %69, align 4, !dbg !1117
  %1097 = load i32, ptr %69, align 4, !dbg !1117
  %1098 = load i32, ptr %69, align 4, !dbg !1117
  %1099 = load i32, ptr %69, align 4, !dbg !1117
  %1100 = load i32, ptr %69, align 4, !dbg !1117
  %1101 = load i32, ptr %69, align 4, !dbg !1117
  %1102 = load i32, ptr %69, align 4, !dbg !1117
  %1103 = load i32, ptr %69, align 4, !dbg !1117
  store i32 %1096, ptr %2, align 4, !dbg !1117
  store i32 %1097, ptr %3, align 4, !dbg !1117
  store i32 %1098, ptr %4, align 4, !dbg !1117
  store i32 %1099, ptr %5, align 4, !dbg !1117
  store i32 %1100, ptr %6, align 4, !dbg !1117
  store i32 %1101, ptr %7, align 4, !dbg !1117
  store i32 %1102, ptr %8, align 4, !dbg !1117
  store i32 %1103, ptr %9, align 4, !dbg !1117
  %1104 = load i32, ptr %9, align 4, !dbg !1117
  %1105 = insertelement <8 x i32> poison, i32 %1104, i32 0, !dbg !1117
  %1106 = load i32, ptr %8, align 4, !dbg !1117
  %1107 = insertelement <8 x i32> %1105, i32 %1106, i32 1, !dbg !1117
  %1108 = load i32, ptr %7, align 4, !dbg !1117
  %1109 = insertelement <8 x i32> %1107, i32 %1108, i32 2, !dbg !1117
  %1110 = load i32, ptr %6, align 4, !dbg !1117
  %1111 = insertelement <8 x i32> %1109, i32 %1110, i32 3, !dbg !1117
  %1112 = load i32, ptr %5, align 4, !dbg !1117
  %1113 = insertelement <8 x i32> %1111, i32 %1112, i32 4, !dbg !1117
  %1114 = load i32, ptr %4, align 4, !dbg !1117
  %1115 = insertelement <8 x i32> %1113, i32 %1114, i32 5, !dbg !1117
  %1116 = load i32, ptr %3, align 4, !dbg !1117
  %1117 = insertelement <8 x i32> %1115, i32 %1116, i32 6, !dbg !1117
  %1118 = load i32, ptr %2, align 4, !dbg !1117
  %1119 = insertelement <8 x i32> %1117, i32 %1118, i32 7, !dbg !1117
  store <8 x i32> %1119, ptr %10, align 32, !dbg !1117
  %1120 = load <8 x i32>, ptr %10, align 32, !dbg !1117
  %1121 = bitcast <8 x i32> %1120 to <4 x i64>, !dbg !1117
  %1122 = bitcast <4 x i64> %1121 to <8 x i32>, !dbg !1117
  %1123 = call <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32> %1093, ptr @data, <8 x i32> %1095, <8 x i32> %1122, i8 4), !dbg !1117
  %1124 = bitcast <8 x i32> %1123 to <4 x i64>, !dbg !1117
  store <4 x i64> %1124, ptr %299, align 32, !dbg !1116
    #dbg_declare(ptr %300, !1118, !DIExpression(), !1119)
  %1125 = getelementptr inbounds [8 x i32], ptr %300, i64 0, i64 0, !dbg !1120
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1125, ptr align 32 %299, i64 32, i1 false), !dbg !1120
    #dbg_declare(ptr %301, !1121, !DIExpression(), !1123)
  store i32 0, ptr %301, align 4, !dbg !1123
  br label %1126, !dbg !1124

1126:                                             ; preds = %1145, %1088
  %1127 = load i32, ptr %301, align 4, !dbg !1125
  %1128 = icmp slt i32 %1127, 8, !dbg !1127
  br i1 %1128, label %1129, label %1148, !dbg !1128

1129:                                             ; preds = %1126
  %1130 = load i32, ptr %301, align 4, !dbg !1129
  %1131 = sext i32 %1130 to i64, !dbg !1130
  %1132 = getelementptr inbounds [8 x i32], ptr %300, i64 0, i64 %1131, !dbg !1130
  %1133 = load i32, ptr %1132, align 4, !dbg !1130
  %1134 = load i32, ptr %301, align 4, !dbg !1131
  %1135 = sext i32 %1134 to i64, !dbg !1132
  %1136 = getelementptr inbounds [8 x i32], ptr %295, i64 0, i64 %1135, !dbg !1132
  %1137 = load i32, ptr %1136, align 4, !dbg !1132
  %1138 = sext i32 %1137 to i64, !dbg !1133
  %1139 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %1138, !dbg !1133
  %1140 = load i32, ptr %1139, align 4, !dbg !1133
  %1141 = icmp eq i32 %1133, %1140, !dbg !1134
  %1142 = zext i1 %1141 to i32, !dbg !1134
  %1143 = load i32, ptr %214, align 4, !dbg !1135
  %1144 = and i32 %1143, %1142, !dbg !1135
  store i32 %1144, ptr %214, align 4, !dbg !1135
  br label %1145, !dbg !1136

1145:                                             ; preds = %1129
  %1146 = load i32, ptr %301, align 4, !dbg !1137
  %1147 = add nsw i32 %1146, 1, !dbg !1137
  store i32 %1147, ptr %301, align 4, !dbg !1137
  br label %1126, !dbg !1138, !llvm.loop !1139

1148:                                             ; preds = %1126
    #dbg_declare(ptr %302, !1141, !DIExpression(), !1142)
  %1149 = load <4 x i64>, ptr %206, align 32, !dbg !1143
  %1150 = bitcast <4 x i64> %1149 to <8 x i32>, !dbg !1143
  %1151 = load <4 x i64>, ptr %288, align 32, !dbg !1143
  %1152 = bitcast <4 x i64> %1151 to <8 x i32>, !dbg !1143
  %1153 = load <4 x i64>, ptr %205, align 32, !dbg !1143
  %1154 = bitcast <4 x i64> %1153 to <8 x i32>, !dbg !1143
  %1155 = call <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32> %1150, ptr getelementptr inbounds (i32, ptr @data, i64 8), <8 x i32> %1152, <8 x i32> %1154, i8 4), !dbg !1143
  %1156 = bitcast <8 x i32> %1155 to <4 x i64>, !dbg !1143
  store <4 x i64> %1156, ptr %302, align 32, !dbg !1142
    #dbg_declare(ptr %303, !1144, !DIExpression(), !1145)
    #dbg_declare(ptr %304, !1146, !DIExpression(), !1147)
  %1157 = getelementptr inbounds [8 x i32], ptr %303, i64 0, i64 0, !dbg !1148
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1157, ptr align 32 %302, i64 32, i1 false), !dbg !1148
  %1158 = getelementptr inbounds [8 x i32], ptr %304, i64 0, i64 0, !dbg !1149
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1158, ptr align 32 %206, i64 32, i1 false), !dbg !1149
    #dbg_declare(ptr %305, !1150, !DIExpression(), !1152)
  store i32 0, ptr %305, align 4, !dbg !1152
  br label %1159, !dbg !1153

1159:                                             ; preds = %1192, %1148
  %1160 = load i32, ptr %305, align 4, !dbg !1154
  %1161 = icmp slt i32 %1160, 8, !dbg !1156
  br i1 %1161, label %1162, label %1195, !dbg !1157

1162:                                             ; preds = %1159
  %1163 = load i32, ptr %305, align 4, !dbg !1158
  %1164 = sext i32 %1163 to i64, !dbg !1159
  %1165 = getelementptr inbounds [8 x i32], ptr %303, i64 0, i64 %1164, !dbg !1159
  %1166 = load i32, ptr %1165, align 4, !dbg !1159
  %1167 = load i32, ptr %305, align 4, !dbg !1160
  %1168 = sext i32 %1167 to i64, !dbg !1161
  %1169 = getelementptr inbounds [8 x i32], ptr %294, i64 0, i64 %1168, !dbg !1161
  %1170 = load i32, ptr %1169, align 4, !dbg !1161
  %1171 = icmp slt i32 %1170, 0, !dbg !1162
  br i1 %1171, label %1172, label %1181, !dbg !1161

1172:                                             ; preds = %1162
  %1173 = load i32, ptr %305, align 4, !dbg !1163
  %1174 = sext i32 %1173 to i64, !dbg !1164
  %1175 = getelementptr inbounds [8 x i32], ptr %295, i64 0, i64 %1174, !dbg !1164
  %1176 = load i32, ptr %1175, align 4, !dbg !1164
  %1177 = add nsw i32 8, %1176, !dbg !1165
  %1178 = sext i32 %1177 to i64, !dbg !1166
  %1179 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %1178, !dbg !1166
  %1180 = load i32, ptr %1179, align 4, !dbg !1166
  br label %1186, !dbg !1161

1181:                                             ; preds = %1162
  %1182 = load i32, ptr %305, align 4, !dbg !1167
  %1183 = sext i32 %1182 to i64, !dbg !1168
  %1184 = getelementptr inbounds [8 x i32], ptr %304, i64 0, i64 %1183, !dbg !1168
  %1185 = load i32, ptr %1184, align 4, !dbg !1168
  br label %1186, !dbg !1161

1186:                                             ; preds = %1181, %1172
  %1187 = phi i32 [ %1180, %1172 ], [ %1185, %1181 ], !dbg !1161
  %1188 = icmp eq i32 %1166, %1187, !dbg !1169
  %1189 = zext i1 %1188 to i32, !dbg !1169
  %1190 = load i32, ptr %214, align 4, !dbg !1170
  %1191 = and i32 %1190, %1189, !dbg !1170
  store i32 %1191, ptr %214, align 4, !dbg !1170
  br label %1192, !dbg !1171

1192:                                             ; preds = %1186
  %1193 = load i32, ptr %305, align 4, !dbg !1172
  %1194 = add nsw i32 %1193, 1, !dbg !1172
  store i32 %1194, ptr %305, align 4, !dbg !1172
  br label %1159, !dbg !1173, !llvm.loop !1174

1195:                                             ; preds = %1159
    #dbg_declare(ptr %306, !1176, !DIExpression(), !1177)
  %1196 = load i32, ptr %204, align 4, !dbg !1178
  %1197 = sext i32 %1196 to i64, !dbg !1179
  %1198 = getelementptr inbounds i32, ptr @data, i64 %1197, !dbg !1179
  %1199 = load <4 x i64>, ptr %205, align 32, !dbg !1180
  store <4 x i64> %1199, ptr %307, align 32, !dbg !1181
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %36, ptr align 1 %307, i64 32, i1 false), !dbg !1181
  %1200 = load <4 x i64>, ptr %36, align 32, !dbg !1181
  store ptr %1198, ptr %34, align 8, !dbg !1181
  store <4 x i64> %1200, ptr %35, align 32, !dbg !1181
  %1201 = load ptr, ptr %34, align 8, !dbg !1181
  %1202 = load <4 x i64>, ptr %35, align 32, !dbg !1181
  %1203 = bitcast <4 x i64> %1202 to <8 x i32>, !dbg !1181
  %1204 = call <8 x i32> @llvm.x86.avx2.maskload.d.256(ptr %1201, <8 x i32> %1203), !dbg !1181
  %1205 = bitcast <8 x i32> %1204 to <4 x i64>, !dbg !1181
  store <4 x i64> %1205, ptr %306, align 32, !dbg !1177
    #dbg_declare(ptr %308, !1182, !DIExpression(), !1183)
  %1206 = getelementptr inbounds [8 x i32], ptr %308, i64 0, i64 0, !dbg !1184
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1206, ptr align 32 %306, i64 32, i1 false), !dbg !1184
    #dbg_declare(ptr %309, !1185, !DIExpression(), !1187)
  store i32 0, ptr %309, align 4, !dbg !1187
  br label %1207, !dbg !1188

1207:                                             ; preds = %1234, %1195
  %1208 = load i32, ptr %309, align 4, !dbg !1189
  %1209 = icmp slt i32 %1208, 8, !dbg !1191
  br i1 %1209, label %1210, label %1237, !dbg !1192

1210:                                             ; preds = %1207
  %1211 = load i32, ptr %309, align 4, !dbg !1193
  %1212 = sext i32 %1211 to i64, !dbg !1194
  %1213 = getelementptr inbounds [8 x i32], ptr %308, i64 0, i64 %1212, !dbg !1194
  %1214 = load i32, ptr %1213, align 4, !dbg !1194
  %1215 = load i32, ptr %309, align 4, !dbg !1195
  %1216 = sext i32 %1215 to i64, !dbg !1196
  %1217 = getelementptr inbounds [8 x i32], ptr %294, i64 0, i64 %1216, !dbg !1196
  %1218 = load i32, ptr %1217, align 4, !dbg !1196
  %1219 = icmp slt i32 %1218, 0, !dbg !1197
  br i1 %1219, label %1220, label %1227, !dbg !1196

1220:                                             ; preds = %1210
  %1221 = load i32, ptr %204, align 4, !dbg !1198
  %1222 = load i32, ptr %309, align 4, !dbg !1199
  %1223 = add nsw i32 %1221, %1222, !dbg !1200
  %1224 = sext i32 %1223 to i64, !dbg !1201
  %1225 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %1224, !dbg !1201
  %1226 = load i32, ptr %1225, align 4, !dbg !1201
  br label %1228, !dbg !1196

1227:                                             ; preds = %1210
  br label %1228, !dbg !1196

1228:                                             ; preds = %1227, %1220
  %1229 = phi i32 [ %1226, %1220 ], [ 0, %1227 ], !dbg !1196
  %1230 = icmp eq i32 %1214, %1229, !dbg !1202
  %1231 = zext i1 %1230 to i32, !dbg !1202
  %1232 = load i32, ptr %214, align 4, !dbg !1203
  %1233 = and i32 %1232, %1231, !dbg !1203
  store i32 %1233, ptr %214, align 4, !dbg !1203
  br label %1234, !dbg !1204

1234:                                             ; preds = %1228
  %1235 = load i32, ptr %309, align 4, !dbg !1205
  %1236 = add nsw i32 %1235, 1, !dbg !1205
  store i32 %1236, ptr %309, align 4, !dbg !1205
  br label %1207, !dbg !1206, !llvm.loop !1207

1237:                                             ; preds = %1207
    #dbg_declare(ptr %310, !1209, !DIExpression(), !1210)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %310, ptr align 16 @__const.avx2.out, i64 32, i1 false), !dbg !1210
  %1238 = getelementptr inbounds [8 x i32], ptr %310, i64 0, i64 0, !dbg !1211
  %1239 = load <4 x i64>, ptr %206, align 32, !dbg !1212
  %1240 = load <4 x i64>, ptr %205, align 32, !dbg !1213
  store <4 x i64> %1239, ptr %311, align 32, !dbg !1214
  store <4 x i64> %1240, ptr %312, align 32, !dbg !1214
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %32, ptr align 1 %312, i64 32, i1 false), !dbg !1214
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %33, ptr align 1 %311, i64 32, i1 false), !dbg !1214
  %1241 = load <4 x i64>, ptr %33, align 32, !dbg !1214
  %1242 = load <4 x i64>, ptr %32, align 32, !dbg !1214
  store ptr %1238, ptr %29, align 8, !dbg !1214
  store <4 x i64> %1241, ptr %30, align 32, !dbg !1214
  store <4 x i64> %1242, ptr %31, align 32, !dbg !1214
  %1243 = load ptr, ptr %29, align 8, !dbg !1214
  %1244 = load <4 x i64>, ptr %30, align 32, !dbg !1214
  %1245 = bitcast <4 x i64> %1244 to <8 x i32>, !dbg !1214
  %1246 = load <4 x i64>, ptr %31, align 32, !dbg !1214
  %1247 = bitcast <4 x i64> %1246 to <8 x i32>, !dbg !1214
  call void @llvm.x86.avx2.maskstore.d.256(ptr %1243, <8 x i32> %1245, <8 x i32> %1247), !dbg !1214
    #dbg_declare(ptr %313, !1215, !DIExpression(), !1217)
  store i32 0, ptr %313, align 4, !dbg !1217
  br label %1248, !dbg !1218

1248:                                             ; preds = %1275, %1237
  %1249 = load i32, ptr %313, align 4, !dbg !1219
  %1250 = icmp slt i32 %1249, 8, !dbg !1221
  br i1 %1250, label %1251, label %1278, !dbg !1222

1251:                                             ; preds = %1248
  %1252 = load i32, ptr %313, align 4, !dbg !1223
  %1253 = sext i32 %1252 to i64, !dbg !1224
  %1254 = getelementptr inbounds [8 x i32], ptr %310, i64 0, i64 %1253, !dbg !1224
  %1255 = load i32, ptr %1254, align 4, !dbg !1224
  %1256 = load i32, ptr %313, align 4, !dbg !1225
  %1257 = sext i32 %1256 to i64, !dbg !1226
  %1258 = getelementptr inbounds [8 x i32], ptr %304, i64 0, i64 %1257, !dbg !1226
  %1259 = load i32, ptr %1258, align 4, !dbg !1226
  %1260 = icmp slt i32 %1259, 0, !dbg !1227
  br i1 %1260, label %1261, label %1266, !dbg !1226

1261:                                             ; preds = %1251
  %1262 = load i32, ptr %313, align 4, !dbg !1228
  %1263 = sext i32 %1262 to i64, !dbg !1229
  %1264 = getelementptr inbounds [8 x i32], ptr %294, i64 0, i64 %1263, !dbg !1229
  %1265 = load i32, ptr %1264, align 4, !dbg !1229
  br label %1269, !dbg !1226

1266:                                             ; preds = %1251
  %1267 = load i32, ptr %313, align 4, !dbg !1230
  %1268 = add nsw i32 %1267, 1, !dbg !1231
  br label %1269, !dbg !1226

1269:                                             ; preds = %1266, %1261
  %1270 = phi i32 [ %1265, %1261 ], [ %1268, %1266 ], !dbg !1226
  %1271 = icmp eq i32 %1255, %1270, !dbg !1232
  %1272 = zext i1 %1271 to i32, !dbg !1232
  %1273 = load i32, ptr %214, align 4, !dbg !1233
  %1274 = and i32 %1273, %1272, !dbg !1233
  store i32 %1274, ptr %214, align 4, !dbg !1233
  br label %1275, !dbg !1234

1275:                                             ; preds = %1269
  %1276 = load i32, ptr %313, align 4, !dbg !1235
  %1277 = add nsw i32 %1276, 1, !dbg !1235
  store i32 %1277, ptr %313, align 4, !dbg !1235
  br label %1248, !dbg !1236, !llvm.loop !1237

1278:                                             ; preds = %1248
  %1279 = load i32, ptr %214, align 4, !dbg !1239
  ret i32 %1279, !dbg !1240
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr noundef %0, i64 noundef %1) #0 !dbg !1241 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1248, !DIExpression(), !1249)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1250, !DIExpression(), !1251)
    #dbg_declare(ptr %5, !1252, !DIExpression(), !1255)
  %7 = load ptr, ptr %3, align 8, !dbg !1256
  store ptr %7, ptr %5, align 8, !dbg !1255
    #dbg_declare(ptr %6, !1257, !DIExpression(), !1259)
  store i64 0, ptr %6, align 8, !dbg !1259
  br label %8, !dbg !1260

8:                                                ; preds = %21, %2
  %9 = load i64, ptr %6, align 8, !dbg !1261
  %10 = load i64, ptr %4, align 8, !dbg !1263
  %11 = icmp ult i64 %9, %10, !dbg !1264
  br i1 %11, label %12, label %24, !dbg !1265

12:                                               ; preds = %8
  %13 = load i64, ptr @hash, align 8, !dbg !1266
  %14 = load ptr, ptr %5, align 8, !dbg !1267
  %15 = load i64, ptr %6, align 8, !dbg !1268
  %16 = getelementptr inbounds i8, ptr %14, i64 %15, !dbg !1267
  %17 = load i8, ptr %16, align 1, !dbg !1267
  %18 = zext i8 %17 to i64, !dbg !1267
  %19 = xor i64 %13, %18, !dbg !1269
  %20 = mul i64 %19, 1099511628211, !dbg !1270
  store i64 %20, ptr @hash, align 8, !dbg !1271
  br label %21, !dbg !1272

21:                                               ; preds = %12
  %22 = load i64, ptr %6, align 8, !dbg !1273
  %23 = add i64 %22, 1, !dbg !1273
  store i64 %23, ptr %6, align 8, !dbg !1273
  br label %8, !dbg !1274, !llvm.loop !1275

24:                                               ; preds = %8
  ret void, !dbg !1277
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pslli.w(<8 x i16>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.pslli.d(<4 x i32>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.psrli.d(<4 x i32>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.psra.d(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psll.q(<2 x i64>, <2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse.movmsk.ps(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse2.movmsk.pd(<2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.min.ps(<4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.min.ss(<4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse2.max.sd(<2 x double>, <2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvttpd2dq(<2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse.cvtss2si(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse.cvttss2si(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse2.cvtsd2si(<2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.sse.cvtss2si64(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.sse2.cvtsd2si64(<2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.rcp.ps(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.sadd.sat.v16i8(<16 x i8>, <16 x i8>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse41.round.pd(<2 x double>, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.round.ss(<4 x float>, <4 x float>, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.dpps(<4 x float>, <4 x float>, i8 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse41.dppd(<2 x double>, <2 x double>, i8 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8>, <16 x i8>, i8 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.insertps(<4 x float>, <4 x float>, i8 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double>, <2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.abs.v16i8(<16 x i8>, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestz(<2 x i64>, <2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestc(<2 x i64>, <2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestnzc(<2 x i64>, <2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.smax.v16i8(<16 x i8>, <16 x i8>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.umin.v8i16(<8 x i16>, <8 x i16>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32>, ptr, <8 x i32>, <8 x i32>, i8 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8>, <32 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8>, <32 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.psrai.d(<8 x i32>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.x86.avx2.pslli.q(<4 x i64>, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16>, <8 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8>, <32 x i8>, <32 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.pmulh.w(<16 x i16>, <16 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.psrav.d.256(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.avx2.psrav.d(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.avx2.pmovmskb(<32 x i8>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.avx.movmsk.ps.256(<8 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.avx.ptestz.256(<4 x i64>, <4 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.x86.avx2.maskload.d.256(ptr, <8 x i32>) #10

; Function Attrs: nounwind memory(argmem: readwrite)
declare void @llvm.x86.avx2.maskstore.d.256(ptr, <8 x i32>, <8 x i32>) #11

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #11 = { nounwind memory(argmem: readwrite) }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!139, !140, !141, !142, !143, !144, !145}
!llvm.ident = !{!146}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 22, type: !138, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !106, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/x86_intrinsics.c", directory: ".", checksumkind: CSK_MD5, checksum: "b00104a2a1bdeb17f95ed7533917e91a")
!4 = !{!5, !10, !9, !11, !12, !14, !20, !21, !26, !31, !32, !33, !39, !46, !49, !50, !55, !57, !60, !61, !62, !65, !67, !64, !17, !69, !74, !71, !75, !76, !78, !79, !81, !83, !89, !95, !97, !101, !103, !105}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 26, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128i", file: !15, line: 20, baseType: !16, align: 128)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/emmintrin.h", directory: "", checksumkind: CSK_MD5, checksum: "3b8cc71610900a890b80a5728ae6f65c")
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, flags: DIFlagVector, elements: !18)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v2di", file: !15, line: 28, baseType: !16)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4si", file: !22, line: 19, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/xmmintrin.h", directory: "", checksumkind: CSK_MD5, checksum: "6d1f3318befe69a245cc0ddc3ca336d4")
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, flags: DIFlagVector, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v8hi", file: !15, line: 29, baseType: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 128, flags: DIFlagVector, elements: !29)
!28 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!29 = !{!30}
!30 = !DISubrange(count: 8)
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_si128", file: !15, line: 3441, size: 128, elements: !36)
!36 = !{!37}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !35, file: !15, line: 3442, baseType: !38, size: 128, align: 8)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128i_u", file: !15, line: 23, baseType: !16, align: 8)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_ps", file: !22, line: 1857, size: 128, elements: !42)
!42 = !{!43}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !41, file: !22, line: 1858, baseType: !44, size: 128, align: 8)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128_u", file: !22, line: 23, baseType: !45, align: 8)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, flags: DIFlagVector, elements: !24)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128d", file: !15, line: 19, baseType: !47, align: 128)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 128, flags: DIFlagVector, elements: !18)
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4sf", file: !22, line: 20, baseType: !45)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v16qi", file: !15, line: 30, baseType: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 128, flags: DIFlagVector, elements: !53)
!52 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!53 = !{!54}
!54 = !DISubrange(count: 16)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v8hu", file: !15, line: 34, baseType: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 128, flags: DIFlagVector, elements: !29)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v16qs", file: !15, line: 39, baseType: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 128, flags: DIFlagVector, elements: !53)
!59 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128", file: !22, line: 21, baseType: !45, align: 128)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v2df", file: !15, line: 27, baseType: !47)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v16qu", file: !15, line: 35, baseType: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 128, flags: DIFlagVector, elements: !53)
!64 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4su", file: !22, line: 26, baseType: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 128, flags: DIFlagVector, elements: !24)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v2du", file: !15, line: 33, baseType: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, flags: DIFlagVector, elements: !18)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m256i", file: !72, line: 36, baseType: !73, align: 256)
!72 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/avxintrin.h", directory: "", checksumkind: CSK_MD5, checksum: "a79eac168c6d1e8feccd7c4cbd96d839")
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, flags: DIFlagVector, elements: !24)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4di", file: !72, line: 19, baseType: !73)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v8sf", file: !72, line: 18, baseType: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 256, flags: DIFlagVector, elements: !29)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m256", file: !72, line: 34, baseType: !77, align: 256)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v8si", file: !72, line: 20, baseType: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 256, flags: DIFlagVector, elements: !29)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_si256", file: !72, line: 3233, size: 256, elements: !86)
!86 = !{!87}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !85, file: !72, line: 3234, baseType: !88, size: 256, align: 8)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m256i_u", file: !72, line: 40, baseType: !73, align: 8)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_ps", file: !72, line: 3197, size: 256, elements: !92)
!92 = !{!93}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !91, file: !72, line: 3198, baseType: !94, size: 256, align: 8)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m256_u", file: !72, line: 38, baseType: !77, align: 8)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v16hi", file: !72, line: 21, baseType: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 256, flags: DIFlagVector, elements: !53)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v32qi", file: !72, line: 22, baseType: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 256, flags: DIFlagVector, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 32)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4du", file: !72, line: 25, baseType: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, flags: DIFlagVector, elements: !24)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!106 = !{!107, !112, !114, !119, !124, !0, !127, !132}
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 112, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 14)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !109, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 72, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 9)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 56, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 7)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 64, elements: !29)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "fdata", scope: !2, file: !3, line: 23, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 2048, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 64)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "hash", scope: !2, file: !3, line: 15, type: !134, isLocal: true, isDefinition: true)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !135, line: 27, baseType: !136)
!135 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !137)
!137 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !130)
!139 = !{i32 7, !"Dwarf Version", i32 5}
!140 = !{i32 2, !"Debug Info Version", i32 3}
!141 = !{i32 1, !"wchar_size", i32 4}
!142 = !{i32 8, !"PIC Level", i32 2}
!143 = !{i32 7, !"PIE Level", i32 2}
!144 = !{i32 7, !"uwtable", i32 2}
!145 = !{i32 7, !"frame-pointer", i32 2}
!146 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!147 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 152, type: !148, scopeLine: 152, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!9}
!150 = !{}
!151 = !DILocalVariable(name: "s", scope: !147, file: !3, line: 153, type: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !135, line: 26, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !31)
!154 = !DILocation(line: 153, column: 14, scope: !147)
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 154, type: !9)
!156 = distinct !DILexicalBlock(scope: !147, file: !3, line: 154, column: 5)
!157 = !DILocation(line: 154, column: 14, scope: !156)
!158 = !DILocation(line: 154, column: 10, scope: !156)
!159 = !DILocation(line: 154, column: 21, scope: !160)
!160 = distinct !DILexicalBlock(scope: !156, file: !3, line: 154, column: 5)
!161 = !DILocation(line: 154, column: 23, scope: !160)
!162 = !DILocation(line: 154, column: 5, scope: !156)
!163 = !DILocation(line: 155, column: 14, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !3, line: 154, column: 34)
!165 = !DILocation(line: 155, column: 16, scope: !164)
!166 = !DILocation(line: 155, column: 11, scope: !164)
!167 = !DILocation(line: 155, column: 28, scope: !164)
!168 = !DILocation(line: 155, column: 30, scope: !164)
!169 = !DILocation(line: 155, column: 25, scope: !164)
!170 = !DILocation(line: 155, column: 42, scope: !164)
!171 = !DILocation(line: 155, column: 44, scope: !164)
!172 = !DILocation(line: 155, column: 39, scope: !164)
!173 = !DILocation(line: 156, column: 28, scope: !164)
!174 = !DILocation(line: 156, column: 14, scope: !164)
!175 = !DILocation(line: 156, column: 9, scope: !164)
!176 = !DILocation(line: 156, column: 17, scope: !164)
!177 = !DILocation(line: 157, column: 33, scope: !164)
!178 = !DILocation(line: 157, column: 35, scope: !164)
!179 = !DILocation(line: 157, column: 43, scope: !164)
!180 = !DILocation(line: 157, column: 20, scope: !164)
!181 = !DILocation(line: 157, column: 52, scope: !164)
!182 = !DILocation(line: 157, column: 15, scope: !164)
!183 = !DILocation(line: 157, column: 9, scope: !164)
!184 = !DILocation(line: 157, column: 18, scope: !164)
!185 = !DILocation(line: 158, column: 5, scope: !164)
!186 = !DILocation(line: 154, column: 30, scope: !160)
!187 = !DILocation(line: 154, column: 5, scope: !160)
!188 = distinct !{!188, !162, !189, !190}
!189 = !DILocation(line: 158, column: 5, scope: !156)
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocation(line: 159, column: 14, scope: !147)
!192 = !DILocalVariable(name: "k", scope: !193, file: !3, line: 160, type: !9)
!193 = distinct !DILexicalBlock(scope: !147, file: !3, line: 160, column: 5)
!194 = !DILocation(line: 160, column: 14, scope: !193)
!195 = !DILocation(line: 160, column: 10, scope: !193)
!196 = !DILocation(line: 160, column: 21, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !3, line: 160, column: 5)
!198 = !DILocation(line: 160, column: 23, scope: !197)
!199 = !DILocation(line: 160, column: 5, scope: !193)
!200 = !DILocation(line: 160, column: 39, scope: !197)
!201 = !DILocation(line: 160, column: 34, scope: !197)
!202 = !DILocation(line: 160, column: 30, scope: !197)
!203 = !DILocation(line: 160, column: 5, scope: !197)
!204 = distinct !{!204, !199, !205, !190}
!205 = !DILocation(line: 160, column: 40, scope: !193)
!206 = !DILocation(line: 161, column: 50, scope: !147)
!207 = !DILocation(line: 161, column: 5, scope: !147)
!208 = !DILocation(line: 162, column: 9, scope: !209)
!209 = distinct !DILexicalBlock(scope: !147, file: !3, line: 162, column: 9)
!210 = !DILocation(line: 162, column: 42, scope: !209)
!211 = !DILocation(line: 162, column: 45, scope: !209)
!212 = !DILocation(line: 162, column: 9, scope: !147)
!213 = !DILocalVariable(name: "k", scope: !214, file: !3, line: 163, type: !9)
!214 = distinct !DILexicalBlock(scope: !209, file: !3, line: 163, column: 9)
!215 = !DILocation(line: 163, column: 18, scope: !214)
!216 = !DILocation(line: 163, column: 14, scope: !214)
!217 = !DILocation(line: 163, column: 25, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !3, line: 163, column: 9)
!219 = !DILocation(line: 163, column: 27, scope: !218)
!220 = !DILocation(line: 163, column: 9, scope: !214)
!221 = !DILocation(line: 163, column: 43, scope: !218)
!222 = !DILocation(line: 163, column: 38, scope: !218)
!223 = !DILocation(line: 163, column: 34, scope: !218)
!224 = !DILocation(line: 163, column: 9, scope: !218)
!225 = distinct !{!225, !220, !226, !190}
!226 = !DILocation(line: 163, column: 44, scope: !214)
!227 = !DILocation(line: 164, column: 50, scope: !147)
!228 = !DILocation(line: 164, column: 5, scope: !147)
!229 = !DILocalVariable(name: "ok", scope: !147, file: !3, line: 165, type: !9)
!230 = !DILocation(line: 165, column: 9, scope: !147)
!231 = !DILocation(line: 166, column: 9, scope: !232)
!232 = distinct !DILexicalBlock(scope: !147, file: !3, line: 166, column: 9)
!233 = !DILocation(line: 166, column: 9, scope: !147)
!234 = !DILocalVariable(name: "k", scope: !235, file: !3, line: 167, type: !9)
!235 = distinct !DILexicalBlock(scope: !232, file: !3, line: 167, column: 9)
!236 = !DILocation(line: 167, column: 18, scope: !235)
!237 = !DILocation(line: 167, column: 14, scope: !235)
!238 = !DILocation(line: 167, column: 25, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !3, line: 167, column: 9)
!240 = !DILocation(line: 167, column: 27, scope: !239)
!241 = !DILocation(line: 167, column: 9, scope: !235)
!242 = !DILocation(line: 167, column: 49, scope: !239)
!243 = !DILocation(line: 167, column: 44, scope: !239)
!244 = !DILocation(line: 167, column: 41, scope: !239)
!245 = !DILocation(line: 167, column: 38, scope: !239)
!246 = !DILocation(line: 167, column: 34, scope: !239)
!247 = !DILocation(line: 167, column: 9, scope: !239)
!248 = distinct !{!248, !241, !249, !190}
!249 = !DILocation(line: 167, column: 50, scope: !235)
!250 = !DILocation(line: 168, column: 25, scope: !147)
!251 = !DILocation(line: 168, column: 5, scope: !147)
!252 = !DILocation(line: 169, column: 18, scope: !147)
!253 = !DILocation(line: 169, column: 23, scope: !147)
!254 = !DILocation(line: 169, column: 12, scope: !147)
!255 = !DILocation(line: 169, column: 5, scope: !147)
!256 = distinct !DISubprogram(name: "sse2", scope: !3, file: !3, line: 25, type: !257, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !150)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !9}
!259 = !DILocalVariable(name: "k", arg: 1, scope: !256, file: !3, line: 25, type: !9)
!260 = !DILocation(line: 25, column: 48, scope: !256)
!261 = !DILocalVariable(name: "a", scope: !256, file: !3, line: 26, type: !14)
!262 = !DILocation(line: 26, column: 13, scope: !256)
!263 = !DILocation(line: 26, column: 56, scope: !256)
!264 = !DILocation(line: 26, column: 51, scope: !256)
!265 = !DILocation(line: 26, column: 17, scope: !256)
!266 = !DILocalVariable(name: "b", scope: !256, file: !3, line: 27, type: !14)
!267 = !DILocation(line: 27, column: 13, scope: !256)
!268 = !DILocation(line: 27, column: 56, scope: !256)
!269 = !DILocation(line: 27, column: 58, scope: !256)
!270 = !DILocation(line: 27, column: 51, scope: !256)
!271 = !DILocation(line: 27, column: 17, scope: !256)
!272 = !DILocalVariable(name: "x", scope: !256, file: !3, line: 28, type: !60)
!273 = !DILocation(line: 28, column: 12, scope: !256)
!274 = !DILocation(line: 28, column: 36, scope: !256)
!275 = !DILocation(line: 28, column: 30, scope: !256)
!276 = !DILocation(line: 28, column: 16, scope: !256)
!277 = !DILocalVariable(name: "y", scope: !256, file: !3, line: 28, type: !60)
!278 = !DILocation(line: 28, column: 41, scope: !256)
!279 = !DILocation(line: 28, column: 65, scope: !256)
!280 = !DILocation(line: 28, column: 67, scope: !256)
!281 = !DILocation(line: 28, column: 59, scope: !256)
!282 = !DILocation(line: 28, column: 45, scope: !256)
!283 = !DILocalVariable(name: "dx", scope: !256, file: !3, line: 29, type: !46)
!284 = !DILocation(line: 29, column: 13, scope: !256)
!285 = !DILocation(line: 29, column: 31, scope: !256)
!286 = !DILocation(line: 29, column: 18, scope: !256)
!287 = !DILocalVariable(name: "dy", scope: !256, file: !3, line: 29, type: !46)
!288 = !DILocation(line: 29, column: 35, scope: !256)
!289 = !DILocation(line: 29, column: 53, scope: !256)
!290 = !DILocation(line: 29, column: 40, scope: !256)
!291 = !DILocation(line: 30, column: 5, scope: !256)
!292 = !DILocalVariable(name: "t_", scope: !293, file: !3, line: 30, type: !14)
!293 = distinct !DILexicalBlock(scope: !256, file: !3, line: 30, column: 5)
!294 = !DILocation(line: 30, column: 5, scope: !293)
!295 = !DILocation(line: 30, column: 34, scope: !256)
!296 = !DILocalVariable(name: "t_", scope: !297, file: !3, line: 30, type: !14)
!297 = distinct !DILexicalBlock(scope: !256, file: !3, line: 30, column: 34)
!298 = !DILocation(line: 30, column: 34, scope: !297)
!299 = !DILocation(line: 30, column: 63, scope: !256)
!300 = !DILocalVariable(name: "t_", scope: !301, file: !3, line: 30, type: !14)
!301 = distinct !DILexicalBlock(scope: !256, file: !3, line: 30, column: 63)
!302 = !DILocation(line: 30, column: 63, scope: !301)
!303 = !DILocation(line: 31, column: 5, scope: !256)
!304 = !DILocalVariable(name: "t_", scope: !305, file: !3, line: 31, type: !14)
!305 = distinct !DILexicalBlock(scope: !256, file: !3, line: 31, column: 5)
!306 = !DILocation(line: 31, column: 5, scope: !305)
!307 = !DILocation(line: 31, column: 33, scope: !256)
!308 = !DILocalVariable(name: "t_", scope: !309, file: !3, line: 31, type: !14)
!309 = distinct !DILexicalBlock(scope: !256, file: !3, line: 31, column: 33)
!310 = !DILocation(line: 31, column: 33, scope: !309)
!311 = !DILocation(line: 31, column: 59, scope: !256)
!312 = !DILocalVariable(name: "t_", scope: !313, file: !3, line: 31, type: !14)
!313 = distinct !DILexicalBlock(scope: !256, file: !3, line: 31, column: 59)
!314 = !DILocation(line: 31, column: 59, scope: !313)
!315 = !DILocation(line: 32, column: 5, scope: !256)
!316 = !DILocalVariable(name: "t_", scope: !317, file: !3, line: 32, type: !14)
!317 = distinct !DILexicalBlock(scope: !256, file: !3, line: 32, column: 5)
!318 = !DILocation(line: 32, column: 5, scope: !317)
!319 = !DILocation(line: 32, column: 32, scope: !256)
!320 = !DILocalVariable(name: "t_", scope: !321, file: !3, line: 32, type: !14)
!321 = distinct !DILexicalBlock(scope: !256, file: !3, line: 32, column: 32)
!322 = !DILocation(line: 32, column: 32, scope: !321)
!323 = !DILocation(line: 32, column: 61, scope: !256)
!324 = !DILocalVariable(name: "t_", scope: !325, file: !3, line: 32, type: !14)
!325 = distinct !DILexicalBlock(scope: !256, file: !3, line: 32, column: 61)
!326 = !DILocation(line: 32, column: 61, scope: !325)
!327 = !DILocation(line: 33, column: 5, scope: !256)
!328 = !DILocalVariable(name: "t_", scope: !329, file: !3, line: 33, type: !14)
!329 = distinct !DILexicalBlock(scope: !256, file: !3, line: 33, column: 5)
!330 = !DILocation(line: 33, column: 5, scope: !329)
!331 = !DILocation(line: 33, column: 32, scope: !256)
!332 = !DILocalVariable(name: "t_", scope: !333, file: !3, line: 33, type: !14)
!333 = distinct !DILexicalBlock(scope: !256, file: !3, line: 33, column: 32)
!334 = !DILocation(line: 33, column: 32, scope: !333)
!335 = !DILocation(line: 34, column: 5, scope: !256)
!336 = !DILocalVariable(name: "t_", scope: !337, file: !3, line: 34, type: !14)
!337 = distinct !DILexicalBlock(scope: !256, file: !3, line: 34, column: 5)
!338 = !DILocation(line: 34, column: 5, scope: !337)
!339 = !DILocation(line: 34, column: 33, scope: !256)
!340 = !DILocalVariable(name: "t_", scope: !341, file: !3, line: 34, type: !14)
!341 = distinct !DILexicalBlock(scope: !256, file: !3, line: 34, column: 33)
!342 = !DILocation(line: 34, column: 33, scope: !341)
!343 = !DILocation(line: 34, column: 61, scope: !256)
!344 = !DILocalVariable(name: "t_", scope: !345, file: !3, line: 34, type: !14)
!345 = distinct !DILexicalBlock(scope: !256, file: !3, line: 34, column: 61)
!346 = !DILocation(line: 34, column: 61, scope: !345)
!347 = !DILocation(line: 35, column: 5, scope: !256)
!348 = !DILocalVariable(name: "t_", scope: !349, file: !3, line: 35, type: !14)
!349 = distinct !DILexicalBlock(scope: !256, file: !3, line: 35, column: 5)
!350 = !DILocation(line: 35, column: 5, scope: !349)
!351 = !DILocation(line: 35, column: 33, scope: !256)
!352 = !DILocalVariable(name: "t_", scope: !353, file: !3, line: 35, type: !14)
!353 = distinct !DILexicalBlock(scope: !256, file: !3, line: 35, column: 33)
!354 = !DILocation(line: 35, column: 33, scope: !353)
!355 = !DILocation(line: 35, column: 62, scope: !256)
!356 = !DILocalVariable(name: "t_", scope: !357, file: !3, line: 35, type: !14)
!357 = distinct !DILexicalBlock(scope: !256, file: !3, line: 35, column: 62)
!358 = !DILocation(line: 35, column: 62, scope: !357)
!359 = !DILocation(line: 36, column: 5, scope: !256)
!360 = !DILocalVariable(name: "t_", scope: !361, file: !3, line: 36, type: !14)
!361 = distinct !DILexicalBlock(scope: !256, file: !3, line: 36, column: 5)
!362 = !DILocation(line: 36, column: 5, scope: !361)
!363 = !DILocation(line: 36, column: 34, scope: !256)
!364 = !DILocalVariable(name: "t_", scope: !365, file: !3, line: 36, type: !14)
!365 = distinct !DILexicalBlock(scope: !256, file: !3, line: 36, column: 34)
!366 = !DILocation(line: 36, column: 34, scope: !365)
!367 = !DILocation(line: 36, column: 62, scope: !256)
!368 = !DILocalVariable(name: "t_", scope: !369, file: !3, line: 36, type: !14)
!369 = distinct !DILexicalBlock(scope: !256, file: !3, line: 36, column: 62)
!370 = !DILocation(line: 36, column: 62, scope: !369)
!371 = !DILocation(line: 37, column: 5, scope: !256)
!372 = !DILocalVariable(name: "t_", scope: !373, file: !3, line: 37, type: !14)
!373 = distinct !DILexicalBlock(scope: !256, file: !3, line: 37, column: 5)
!374 = !DILocation(line: 37, column: 5, scope: !373)
!375 = !DILocation(line: 37, column: 38, scope: !256)
!376 = !DILocalVariable(name: "t_", scope: !377, file: !3, line: 37, type: !14)
!377 = distinct !DILexicalBlock(scope: !256, file: !3, line: 37, column: 38)
!378 = !DILocation(line: 37, column: 38, scope: !377)
!379 = !DILocation(line: 37, column: 71, scope: !256)
!380 = !DILocalVariable(name: "t_", scope: !381, file: !3, line: 37, type: !14)
!381 = distinct !DILexicalBlock(scope: !256, file: !3, line: 37, column: 71)
!382 = !DILocation(line: 37, column: 71, scope: !381)
!383 = !DILocalVariable(name: "cnt", scope: !256, file: !3, line: 38, type: !14)
!384 = !DILocation(line: 38, column: 13, scope: !256)
!385 = !DILocation(line: 38, column: 37, scope: !256)
!386 = !DILocation(line: 38, column: 39, scope: !256)
!387 = !DILocation(line: 38, column: 19, scope: !256)
!388 = !DILocation(line: 39, column: 5, scope: !256)
!389 = !DILocalVariable(name: "t_", scope: !390, file: !3, line: 39, type: !14)
!390 = distinct !DILexicalBlock(scope: !256, file: !3, line: 39, column: 5)
!391 = !DILocation(line: 39, column: 5, scope: !390)
!392 = !DILocation(line: 39, column: 34, scope: !256)
!393 = !DILocalVariable(name: "t_", scope: !394, file: !3, line: 39, type: !14)
!394 = distinct !DILexicalBlock(scope: !256, file: !3, line: 39, column: 34)
!395 = !DILocation(line: 39, column: 34, scope: !394)
!396 = !DILocation(line: 39, column: 63, scope: !256)
!397 = !DILocalVariable(name: "t_", scope: !398, file: !3, line: 39, type: !14)
!398 = distinct !DILexicalBlock(scope: !256, file: !3, line: 39, column: 63)
!399 = !DILocation(line: 39, column: 63, scope: !398)
!400 = !DILocation(line: 40, column: 5, scope: !256)
!401 = !DILocalVariable(name: "t_", scope: !402, file: !3, line: 40, type: !14)
!402 = distinct !DILexicalBlock(scope: !256, file: !3, line: 40, column: 5)
!403 = !DILocation(line: 40, column: 5, scope: !402)
!404 = !DILocation(line: 41, column: 5, scope: !256)
!405 = !DILocalVariable(name: "t_", scope: !406, file: !3, line: 41, type: !14)
!406 = distinct !DILexicalBlock(scope: !256, file: !3, line: 41, column: 5)
!407 = !DILocation(line: 41, column: 5, scope: !406)
!408 = !DILocation(line: 41, column: 33, scope: !256)
!409 = !DILocalVariable(name: "t_", scope: !410, file: !3, line: 41, type: !14)
!410 = distinct !DILexicalBlock(scope: !256, file: !3, line: 41, column: 33)
!411 = !DILocation(line: 41, column: 33, scope: !410)
!412 = !DILocation(line: 42, column: 5, scope: !256)
!413 = !DILocalVariable(name: "t_", scope: !414, file: !3, line: 42, type: !14)
!414 = distinct !DILexicalBlock(scope: !256, file: !3, line: 42, column: 5)
!415 = !DILocation(line: 42, column: 5, scope: !414)
!416 = !DILocation(line: 42, column: 39, scope: !256)
!417 = !DILocalVariable(name: "t_", scope: !418, file: !3, line: 42, type: !14)
!418 = distinct !DILexicalBlock(scope: !256, file: !3, line: 42, column: 39)
!419 = !DILocation(line: 42, column: 39, scope: !418)
!420 = !DILocation(line: 42, column: 75, scope: !256)
!421 = !DILocalVariable(name: "t_", scope: !422, file: !3, line: 42, type: !14)
!422 = distinct !DILexicalBlock(scope: !256, file: !3, line: 42, column: 75)
!423 = !DILocation(line: 42, column: 75, scope: !422)
!424 = !DILocation(line: 43, column: 5, scope: !256)
!425 = !DILocalVariable(name: "t_", scope: !426, file: !3, line: 43, type: !14)
!426 = distinct !DILexicalBlock(scope: !256, file: !3, line: 43, column: 5)
!427 = !DILocation(line: 43, column: 5, scope: !426)
!428 = !DILocation(line: 43, column: 36, scope: !256)
!429 = !DILocalVariable(name: "t_", scope: !430, file: !3, line: 43, type: !14)
!430 = distinct !DILexicalBlock(scope: !256, file: !3, line: 43, column: 36)
!431 = !DILocation(line: 43, column: 36, scope: !430)
!432 = !DILocation(line: 43, column: 68, scope: !256)
!433 = !DILocalVariable(name: "t_", scope: !434, file: !3, line: 43, type: !14)
!434 = distinct !DILexicalBlock(scope: !256, file: !3, line: 43, column: 68)
!435 = !DILocation(line: 43, column: 68, scope: !434)
!436 = !DILocalVariable(name: "m", scope: !256, file: !3, line: 44, type: !9)
!437 = !DILocation(line: 44, column: 9, scope: !256)
!438 = !DILocation(line: 44, column: 46, scope: !256)
!439 = !DILocation(line: 44, column: 49, scope: !256)
!440 = !DILocation(line: 44, column: 31, scope: !256)
!441 = !DILocation(line: 44, column: 13, scope: !256)
!442 = !DILocation(line: 44, column: 54, scope: !256)
!443 = !DILocalVariable(name: "t_", scope: !444, file: !3, line: 44, type: !9)
!444 = distinct !DILexicalBlock(scope: !256, file: !3, line: 44, column: 54)
!445 = !DILocation(line: 44, column: 54, scope: !444)
!446 = !DILocation(line: 45, column: 38, scope: !256)
!447 = !DILocation(line: 45, column: 41, scope: !256)
!448 = !DILocation(line: 45, column: 25, scope: !256)
!449 = !DILocation(line: 45, column: 9, scope: !256)
!450 = !DILocation(line: 45, column: 7, scope: !256)
!451 = !DILocation(line: 45, column: 46, scope: !256)
!452 = !DILocalVariable(name: "t_", scope: !453, file: !3, line: 45, type: !9)
!453 = distinct !DILexicalBlock(scope: !256, file: !3, line: 45, column: 46)
!454 = !DILocation(line: 45, column: 46, scope: !453)
!455 = !DILocation(line: 46, column: 38, scope: !256)
!456 = !DILocation(line: 46, column: 42, scope: !256)
!457 = !DILocation(line: 46, column: 25, scope: !256)
!458 = !DILocation(line: 46, column: 9, scope: !256)
!459 = !DILocation(line: 46, column: 7, scope: !256)
!460 = !DILocation(line: 46, column: 48, scope: !256)
!461 = !DILocalVariable(name: "t_", scope: !462, file: !3, line: 46, type: !9)
!462 = distinct !DILexicalBlock(scope: !256, file: !3, line: 46, column: 48)
!463 = !DILocation(line: 46, column: 48, scope: !462)
!464 = !DILocation(line: 47, column: 5, scope: !256)
!465 = !DILocalVariable(name: "t_", scope: !466, file: !3, line: 47, type: !60)
!466 = distinct !DILexicalBlock(scope: !256, file: !3, line: 47, column: 5)
!467 = !DILocation(line: 47, column: 5, scope: !466)
!468 = !DILocation(line: 47, column: 29, scope: !256)
!469 = !DILocalVariable(name: "t_", scope: !470, file: !3, line: 47, type: !60)
!470 = distinct !DILexicalBlock(scope: !256, file: !3, line: 47, column: 29)
!471 = !DILocation(line: 47, column: 29, scope: !470)
!472 = !DILocation(line: 47, column: 53, scope: !256)
!473 = !DILocalVariable(name: "t_", scope: !474, file: !3, line: 47, type: !60)
!474 = distinct !DILexicalBlock(scope: !256, file: !3, line: 47, column: 53)
!475 = !DILocation(line: 47, column: 53, scope: !474)
!476 = !DILocation(line: 47, column: 77, scope: !256)
!477 = !DILocalVariable(name: "t_", scope: !478, file: !3, line: 47, type: !46)
!478 = distinct !DILexicalBlock(scope: !256, file: !3, line: 47, column: 77)
!479 = !DILocation(line: 47, column: 77, scope: !478)
!480 = !DILocation(line: 48, column: 5, scope: !256)
!481 = !DILocalVariable(name: "t_", scope: !482, file: !3, line: 48, type: !14)
!482 = distinct !DILexicalBlock(scope: !256, file: !3, line: 48, column: 5)
!483 = !DILocation(line: 48, column: 5, scope: !482)
!484 = !DILocation(line: 48, column: 32, scope: !256)
!485 = !DILocalVariable(name: "t_", scope: !486, file: !3, line: 48, type: !14)
!486 = distinct !DILexicalBlock(scope: !256, file: !3, line: 48, column: 32)
!487 = !DILocation(line: 48, column: 32, scope: !486)
!488 = !DILocation(line: 49, column: 5, scope: !256)
!489 = !DILocalVariable(name: "t_", scope: !490, file: !3, line: 49, type: !60)
!490 = distinct !DILexicalBlock(scope: !256, file: !3, line: 49, column: 5)
!491 = !DILocation(line: 49, column: 5, scope: !490)
!492 = !DILocation(line: 49, column: 34, scope: !256)
!493 = !DILocalVariable(name: "t_", scope: !494, file: !3, line: 49, type: !60)
!494 = distinct !DILexicalBlock(scope: !256, file: !3, line: 49, column: 34)
!495 = !DILocation(line: 49, column: 34, scope: !494)
!496 = !DILocation(line: 49, column: 61, scope: !256)
!497 = !DILocalVariable(name: "t_", scope: !498, file: !3, line: 49, type: !46)
!498 = distinct !DILexicalBlock(scope: !256, file: !3, line: 49, column: 61)
!499 = !DILocation(line: 49, column: 61, scope: !498)
!500 = !DILocation(line: 50, column: 5, scope: !256)
!501 = !DILocalVariable(name: "t_", scope: !502, file: !3, line: 50, type: !14)
!502 = distinct !DILexicalBlock(scope: !256, file: !3, line: 50, column: 5)
!503 = !DILocation(line: 50, column: 5, scope: !502)
!504 = !DILocation(line: 51, column: 5, scope: !256)
!505 = !DILocalVariable(name: "t_", scope: !506, file: !3, line: 51, type: !14)
!506 = distinct !DILexicalBlock(scope: !256, file: !3, line: 51, column: 5)
!507 = !DILocation(line: 51, column: 5, scope: !506)
!508 = !DILocation(line: 52, column: 5, scope: !256)
!509 = !DILocalVariable(name: "t_", scope: !510, file: !3, line: 52, type: !14)
!510 = distinct !DILexicalBlock(scope: !256, file: !3, line: 52, column: 5)
!511 = !DILocation(line: 52, column: 5, scope: !510)
!512 = !DILocation(line: 52, column: 32, scope: !256)
!513 = !DILocalVariable(name: "t_", scope: !514, file: !3, line: 52, type: !14)
!514 = distinct !DILexicalBlock(scope: !256, file: !3, line: 52, column: 32)
!515 = !DILocation(line: 52, column: 32, scope: !514)
!516 = !DILocation(line: 52, column: 60, scope: !256)
!517 = !DILocalVariable(name: "t_", scope: !518, file: !3, line: 52, type: !60)
!518 = distinct !DILexicalBlock(scope: !256, file: !3, line: 52, column: 60)
!519 = !DILocation(line: 52, column: 60, scope: !518)
!520 = !DILocation(line: 53, column: 5, scope: !256)
!521 = !DILocalVariable(name: "t_", scope: !522, file: !3, line: 53, type: !60)
!522 = distinct !DILexicalBlock(scope: !256, file: !3, line: 53, column: 5)
!523 = !DILocation(line: 53, column: 5, scope: !522)
!524 = !DILocation(line: 53, column: 31, scope: !256)
!525 = !DILocalVariable(name: "t_", scope: !526, file: !3, line: 53, type: !46)
!526 = distinct !DILexicalBlock(scope: !256, file: !3, line: 53, column: 31)
!527 = !DILocation(line: 53, column: 31, scope: !526)
!528 = !DILocalVariable(name: "s", scope: !256, file: !3, line: 54, type: !31)
!529 = !DILocation(line: 54, column: 14, scope: !256)
!530 = !DILocation(line: 54, column: 43, scope: !256)
!531 = !DILocation(line: 54, column: 28, scope: !256)
!532 = !DILocation(line: 54, column: 74, scope: !256)
!533 = !DILocation(line: 54, column: 58, scope: !256)
!534 = !DILocation(line: 54, column: 46, scope: !256)
!535 = !DILocation(line: 54, column: 104, scope: !256)
!536 = !DILocation(line: 54, column: 89, scope: !256)
!537 = !DILocation(line: 54, column: 77, scope: !256)
!538 = !DILocation(line: 54, column: 109, scope: !256)
!539 = !DILocalVariable(name: "t_", scope: !540, file: !3, line: 54, type: !31)
!540 = distinct !DILexicalBlock(scope: !256, file: !3, line: 54, column: 109)
!541 = !DILocation(line: 54, column: 109, scope: !540)
!542 = !DILocalVariable(name: "l", scope: !256, file: !3, line: 55, type: !11)
!543 = !DILocation(line: 55, column: 24, scope: !256)
!544 = !DILocation(line: 55, column: 63, scope: !256)
!545 = !DILocation(line: 55, column: 48, scope: !256)
!546 = !DILocation(line: 55, column: 103, scope: !256)
!547 = !DILocation(line: 55, column: 88, scope: !256)
!548 = !DILocation(line: 55, column: 66, scope: !256)
!549 = !DILocation(line: 55, column: 108, scope: !256)
!550 = !DILocalVariable(name: "t_", scope: !551, file: !3, line: 55, type: !11)
!551 = distinct !DILexicalBlock(scope: !256, file: !3, line: 55, column: 108)
!552 = !DILocation(line: 55, column: 108, scope: !551)
!553 = !DILocation(line: 56, column: 5, scope: !256)
!554 = !DILocalVariable(name: "t_", scope: !555, file: !3, line: 56, type: !60)
!555 = distinct !DILexicalBlock(scope: !256, file: !3, line: 56, column: 5)
!556 = !DILocation(line: 56, column: 5, scope: !555)
!557 = !DILocalVariable(name: "v", scope: !256, file: !3, line: 58, type: !60)
!558 = !DILocation(line: 58, column: 12, scope: !256)
!559 = !DILocation(line: 58, column: 42, scope: !256)
!560 = !DILocation(line: 58, column: 35, scope: !256)
!561 = !DILocation(line: 58, column: 33, scope: !256)
!562 = !DILocation(line: 58, column: 16, scope: !256)
!563 = !DILocalVariable(name: "r", scope: !256, file: !3, line: 59, type: !10)
!564 = !DILocation(line: 59, column: 11, scope: !256)
!565 = !DILocation(line: 59, column: 51, scope: !256)
!566 = !DILocation(line: 59, column: 40, scope: !256)
!567 = !DILocation(line: 59, column: 55, scope: !256)
!568 = !DILocation(line: 59, column: 29, scope: !256)
!569 = !DILocation(line: 59, column: 15, scope: !256)
!570 = !DILocalVariable(name: "q", scope: !256, file: !3, line: 60, type: !10)
!571 = !DILocation(line: 60, column: 11, scope: !256)
!572 = !DILocation(line: 60, column: 64, scope: !256)
!573 = !DILocation(line: 60, column: 51, scope: !256)
!574 = !DILocation(line: 60, column: 81, scope: !256)
!575 = !DILocation(line: 60, column: 68, scope: !256)
!576 = !DILocation(line: 60, column: 40, scope: !256)
!577 = !DILocation(line: 60, column: 86, scope: !256)
!578 = !DILocation(line: 60, column: 29, scope: !256)
!579 = !DILocation(line: 60, column: 15, scope: !256)
!580 = !DILocalVariable(name: "close", scope: !256, file: !3, line: 61, type: !9)
!581 = !DILocation(line: 61, column: 9, scope: !256)
!582 = !DILocation(line: 61, column: 17, scope: !256)
!583 = !DILocation(line: 61, column: 19, scope: !256)
!584 = !DILocation(line: 61, column: 28, scope: !256)
!585 = !DILocation(line: 61, column: 31, scope: !256)
!586 = !DILocation(line: 61, column: 33, scope: !256)
!587 = !DILocation(line: 61, column: 42, scope: !256)
!588 = !DILocation(line: 61, column: 45, scope: !256)
!589 = !DILocation(line: 61, column: 47, scope: !256)
!590 = !DILocation(line: 61, column: 56, scope: !256)
!591 = !DILocation(line: 61, column: 59, scope: !256)
!592 = !DILocation(line: 61, column: 61, scope: !256)
!593 = !DILocation(line: 0, scope: !256)
!594 = !DILocation(line: 62, column: 5, scope: !256)
!595 = !DILocalVariable(name: "t_", scope: !596, file: !3, line: 62, type: !9)
!596 = distinct !DILexicalBlock(scope: !256, file: !3, line: 62, column: 5)
!597 = !DILocation(line: 62, column: 5, scope: !596)
!598 = !DILocation(line: 63, column: 5, scope: !256)
!599 = !DILocalVariable(name: "t_", scope: !600, file: !3, line: 63, type: !9)
!600 = distinct !DILexicalBlock(scope: !256, file: !3, line: 63, column: 5)
!601 = !DILocation(line: 63, column: 5, scope: !600)
!602 = !DILocation(line: 63, column: 36, scope: !256)
!603 = !DILocalVariable(name: "t_", scope: !604, file: !3, line: 63, type: !14)
!604 = distinct !DILexicalBlock(scope: !256, file: !3, line: 63, column: 36)
!605 = !DILocation(line: 63, column: 36, scope: !604)
!606 = !DILocation(line: 64, column: 5, scope: !256)
!607 = !DILocalVariable(name: "t_", scope: !608, file: !3, line: 64, type: !9)
!608 = distinct !DILexicalBlock(scope: !256, file: !3, line: 64, column: 5)
!609 = !DILocation(line: 64, column: 5, scope: !608)
!610 = !DILocation(line: 64, column: 33, scope: !256)
!611 = !DILocalVariable(name: "t_", scope: !612, file: !3, line: 64, type: !17)
!612 = distinct !DILexicalBlock(scope: !256, file: !3, line: 64, column: 33)
!613 = !DILocation(line: 64, column: 33, scope: !612)
!614 = !DILocation(line: 65, column: 5, scope: !256)
!615 = !DILocalVariable(name: "t_", scope: !616, file: !3, line: 65, type: !14)
!616 = distinct !DILexicalBlock(scope: !256, file: !3, line: 65, column: 5)
!617 = !DILocation(line: 65, column: 5, scope: !616)
!618 = !DILocation(line: 65, column: 32, scope: !256)
!619 = !DILocalVariable(name: "t_", scope: !620, file: !3, line: 65, type: !14)
!620 = distinct !DILexicalBlock(scope: !256, file: !3, line: 65, column: 32)
!621 = !DILocation(line: 65, column: 32, scope: !620)
!622 = !DILocation(line: 66, column: 5, scope: !256)
!623 = !DILocalVariable(name: "t_", scope: !624, file: !3, line: 66, type: !14)
!624 = distinct !DILexicalBlock(scope: !256, file: !3, line: 66, column: 5)
!625 = !DILocation(line: 66, column: 5, scope: !624)
!626 = !DILocation(line: 66, column: 35, scope: !256)
!627 = !DILocalVariable(name: "t_", scope: !628, file: !3, line: 66, type: !14)
!628 = distinct !DILexicalBlock(scope: !256, file: !3, line: 66, column: 35)
!629 = !DILocation(line: 66, column: 35, scope: !628)
!630 = !DILocation(line: 67, column: 1, scope: !256)
!631 = distinct !DISubprogram(name: "sse4", scope: !3, file: !3, line: 69, type: !257, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !150)
!632 = !DILocalVariable(name: "k", arg: 1, scope: !631, file: !3, line: 69, type: !9)
!633 = !DILocation(line: 69, column: 86, scope: !631)
!634 = !DILocalVariable(name: "a", scope: !631, file: !3, line: 70, type: !14)
!635 = !DILocation(line: 70, column: 13, scope: !631)
!636 = !DILocation(line: 70, column: 56, scope: !631)
!637 = !DILocation(line: 70, column: 51, scope: !631)
!638 = !DILocation(line: 70, column: 17, scope: !631)
!639 = !DILocalVariable(name: "b", scope: !631, file: !3, line: 71, type: !14)
!640 = !DILocation(line: 71, column: 13, scope: !631)
!641 = !DILocation(line: 71, column: 56, scope: !631)
!642 = !DILocation(line: 71, column: 58, scope: !631)
!643 = !DILocation(line: 71, column: 51, scope: !631)
!644 = !DILocation(line: 71, column: 17, scope: !631)
!645 = !DILocalVariable(name: "x", scope: !631, file: !3, line: 72, type: !60)
!646 = !DILocation(line: 72, column: 12, scope: !631)
!647 = !DILocation(line: 72, column: 36, scope: !631)
!648 = !DILocation(line: 72, column: 30, scope: !631)
!649 = !DILocation(line: 72, column: 16, scope: !631)
!650 = !DILocalVariable(name: "y", scope: !631, file: !3, line: 72, type: !60)
!651 = !DILocation(line: 72, column: 41, scope: !631)
!652 = !DILocation(line: 72, column: 65, scope: !631)
!653 = !DILocation(line: 72, column: 67, scope: !631)
!654 = !DILocation(line: 72, column: 59, scope: !631)
!655 = !DILocation(line: 72, column: 45, scope: !631)
!656 = !DILocalVariable(name: "dx", scope: !631, file: !3, line: 73, type: !46)
!657 = !DILocation(line: 73, column: 13, scope: !631)
!658 = !DILocation(line: 73, column: 31, scope: !631)
!659 = !DILocation(line: 73, column: 18, scope: !631)
!660 = !DILocalVariable(name: "dy", scope: !631, file: !3, line: 73, type: !46)
!661 = !DILocation(line: 73, column: 35, scope: !631)
!662 = !DILocation(line: 73, column: 53, scope: !631)
!663 = !DILocation(line: 73, column: 40, scope: !631)
!664 = !DILocation(line: 74, column: 5, scope: !631)
!665 = !DILocalVariable(name: "t_", scope: !666, file: !3, line: 74, type: !60)
!666 = distinct !DILexicalBlock(scope: !631, file: !3, line: 74, column: 5)
!667 = !DILocation(line: 74, column: 5, scope: !666)
!668 = !DILocation(line: 74, column: 30, scope: !631)
!669 = !DILocalVariable(name: "t_", scope: !670, file: !3, line: 74, type: !46)
!670 = distinct !DILexicalBlock(scope: !631, file: !3, line: 74, column: 30)
!671 = !DILocation(line: 74, column: 30, scope: !670)
!672 = !DILocation(line: 74, column: 57, scope: !631)
!673 = !DILocalVariable(name: "t_", scope: !674, file: !3, line: 74, type: !60)
!674 = distinct !DILexicalBlock(scope: !631, file: !3, line: 74, column: 57)
!675 = !DILocation(line: 74, column: 57, scope: !674)
!676 = !DILocation(line: 75, column: 5, scope: !631)
!677 = !DILocalVariable(name: "t_", scope: !678, file: !3, line: 75, type: !14)
!678 = distinct !DILexicalBlock(scope: !631, file: !3, line: 75, column: 5)
!679 = !DILocation(line: 75, column: 5, scope: !678)
!680 = !DILocation(line: 75, column: 35, scope: !631)
!681 = !DILocalVariable(name: "t_", scope: !682, file: !3, line: 75, type: !14)
!682 = distinct !DILexicalBlock(scope: !631, file: !3, line: 75, column: 35)
!683 = !DILocation(line: 75, column: 35, scope: !682)
!684 = !DILocation(line: 75, column: 63, scope: !631)
!685 = !DILocalVariable(name: "t_", scope: !686, file: !3, line: 75, type: !14)
!686 = distinct !DILexicalBlock(scope: !631, file: !3, line: 75, column: 63)
!687 = !DILocation(line: 75, column: 63, scope: !686)
!688 = !DILocation(line: 76, column: 5, scope: !631)
!689 = !DILocalVariable(name: "t_", scope: !690, file: !3, line: 76, type: !14)
!690 = distinct !DILexicalBlock(scope: !631, file: !3, line: 76, column: 5)
!691 = !DILocation(line: 76, column: 5, scope: !690)
!692 = !DILocation(line: 76, column: 33, scope: !631)
!693 = !DILocalVariable(name: "t_", scope: !694, file: !3, line: 76, type: !14)
!694 = distinct !DILexicalBlock(scope: !631, file: !3, line: 76, column: 33)
!695 = !DILocation(line: 76, column: 33, scope: !694)
!696 = !DILocation(line: 77, column: 5, scope: !631)
!697 = !DILocalVariable(name: "t_", scope: !698, file: !3, line: 77, type: !14)
!698 = distinct !DILexicalBlock(scope: !631, file: !3, line: 77, column: 5)
!699 = !DILocation(line: 77, column: 5, scope: !698)
!700 = !DILocation(line: 77, column: 36, scope: !631)
!701 = !DILocalVariable(name: "t_", scope: !702, file: !3, line: 77, type: !14)
!702 = distinct !DILexicalBlock(scope: !631, file: !3, line: 77, column: 36)
!703 = !DILocation(line: 77, column: 36, scope: !702)
!704 = !DILocation(line: 78, column: 5, scope: !631)
!705 = !DILocalVariable(name: "t_", scope: !706, file: !3, line: 78, type: !14)
!706 = distinct !DILexicalBlock(scope: !631, file: !3, line: 78, column: 5)
!707 = !DILocation(line: 78, column: 5, scope: !706)
!708 = !DILocation(line: 78, column: 32, scope: !631)
!709 = !DILocalVariable(name: "t_", scope: !710, file: !3, line: 78, type: !14)
!710 = distinct !DILexicalBlock(scope: !631, file: !3, line: 78, column: 32)
!711 = !DILocation(line: 78, column: 32, scope: !710)
!712 = !DILocation(line: 79, column: 5, scope: !631)
!713 = !DILocalVariable(name: "t_", scope: !714, file: !3, line: 79, type: !14)
!714 = distinct !DILexicalBlock(scope: !631, file: !3, line: 79, column: 5)
!715 = !DILocation(line: 79, column: 5, scope: !714)
!716 = !DILocation(line: 79, column: 28, scope: !631)
!717 = !DILocalVariable(name: "t_", scope: !718, file: !3, line: 79, type: !14)
!718 = distinct !DILexicalBlock(scope: !631, file: !3, line: 79, column: 28)
!719 = !DILocation(line: 79, column: 28, scope: !718)
!720 = !DILocation(line: 79, column: 52, scope: !631)
!721 = !DILocalVariable(name: "t_", scope: !722, file: !3, line: 79, type: !14)
!722 = distinct !DILexicalBlock(scope: !631, file: !3, line: 79, column: 52)
!723 = !DILocation(line: 79, column: 52, scope: !722)
!724 = !DILocation(line: 80, column: 5, scope: !631)
!725 = !DILocalVariable(name: "t_", scope: !726, file: !3, line: 80, type: !14)
!726 = distinct !DILexicalBlock(scope: !631, file: !3, line: 80, column: 5)
!727 = !DILocation(line: 80, column: 5, scope: !726)
!728 = !DILocation(line: 80, column: 55, scope: !631)
!729 = !DILocalVariable(name: "t_", scope: !730, file: !3, line: 80, type: !60)
!730 = distinct !DILexicalBlock(scope: !631, file: !3, line: 80, column: 55)
!731 = !DILocation(line: 80, column: 55, scope: !730)
!732 = !DILocation(line: 81, column: 5, scope: !631)
!733 = !DILocalVariable(name: "t_", scope: !734, file: !3, line: 81, type: !14)
!734 = distinct !DILexicalBlock(scope: !631, file: !3, line: 81, column: 5)
!735 = !DILocation(line: 81, column: 5, scope: !734)
!736 = !DILocation(line: 81, column: 40, scope: !631)
!737 = !DILocalVariable(name: "t_", scope: !738, file: !3, line: 81, type: !60)
!738 = distinct !DILexicalBlock(scope: !631, file: !3, line: 81, column: 40)
!739 = !DILocation(line: 81, column: 40, scope: !738)
!740 = !DILocation(line: 82, column: 5, scope: !631)
!741 = !DILocalVariable(name: "t_", scope: !742, file: !3, line: 82, type: !60)
!742 = distinct !DILexicalBlock(scope: !631, file: !3, line: 82, column: 5)
!743 = !DILocation(line: 82, column: 5, scope: !742)
!744 = !DILocation(line: 83, column: 5, scope: !631)
!745 = !DILocalVariable(name: "t_", scope: !746, file: !3, line: 83, type: !46)
!746 = distinct !DILexicalBlock(scope: !631, file: !3, line: 83, column: 5)
!747 = !DILocation(line: 83, column: 5, scope: !746)
!748 = !DILocation(line: 83, column: 59, scope: !631)
!749 = !DILocalVariable(name: "t_", scope: !750, file: !3, line: 83, type: !60)
!750 = distinct !DILexicalBlock(scope: !631, file: !3, line: 83, column: 59)
!751 = !DILocation(line: 83, column: 59, scope: !750)
!752 = !DILocation(line: 84, column: 5, scope: !631)
!753 = !DILocalVariable(name: "t_", scope: !754, file: !3, line: 84, type: !60)
!754 = distinct !DILexicalBlock(scope: !631, file: !3, line: 84, column: 5)
!755 = !DILocation(line: 84, column: 5, scope: !754)
!756 = !DILocation(line: 85, column: 5, scope: !631)
!757 = !DILocalVariable(name: "t_", scope: !758, file: !3, line: 85, type: !60)
!758 = distinct !DILexicalBlock(scope: !631, file: !3, line: 85, column: 5)
!759 = !DILocation(line: 85, column: 5, scope: !758)
!760 = !DILocation(line: 85, column: 34, scope: !631)
!761 = !DILocalVariable(name: "t_", scope: !762, file: !3, line: 85, type: !46)
!762 = distinct !DILexicalBlock(scope: !631, file: !3, line: 85, column: 34)
!763 = !DILocation(line: 85, column: 34, scope: !762)
!764 = !DILocation(line: 86, column: 5, scope: !631)
!765 = !DILocalVariable(name: "t_", scope: !766, file: !3, line: 86, type: !14)
!766 = distinct !DILexicalBlock(scope: !631, file: !3, line: 86, column: 5)
!767 = !DILocation(line: 86, column: 5, scope: !766)
!768 = !DILocation(line: 86, column: 38, scope: !631)
!769 = !DILocalVariable(name: "t_", scope: !770, file: !3, line: 86, type: !14)
!770 = distinct !DILexicalBlock(scope: !631, file: !3, line: 86, column: 38)
!771 = !DILocation(line: 86, column: 38, scope: !770)
!772 = !DILocalVariable(name: "t", scope: !631, file: !3, line: 87, type: !9)
!773 = !DILocation(line: 87, column: 9, scope: !631)
!774 = !DILocation(line: 87, column: 29, scope: !631)
!775 = !DILocation(line: 87, column: 32, scope: !631)
!776 = !DILocation(line: 87, column: 13, scope: !631)
!777 = !DILocation(line: 87, column: 57, scope: !631)
!778 = !DILocation(line: 87, column: 60, scope: !631)
!779 = !DILocation(line: 87, column: 41, scope: !631)
!780 = !DILocation(line: 87, column: 39, scope: !631)
!781 = !DILocation(line: 87, column: 35, scope: !631)
!782 = !DILocation(line: 87, column: 87, scope: !631)
!783 = !DILocation(line: 87, column: 90, scope: !631)
!784 = !DILocation(line: 87, column: 69, scope: !631)
!785 = !DILocation(line: 87, column: 67, scope: !631)
!786 = !DILocation(line: 87, column: 63, scope: !631)
!787 = !DILocation(line: 87, column: 94, scope: !631)
!788 = !DILocalVariable(name: "t_", scope: !789, file: !3, line: 87, type: !9)
!789 = distinct !DILexicalBlock(scope: !631, file: !3, line: 87, column: 94)
!790 = !DILocation(line: 87, column: 94, scope: !789)
!791 = !DILocation(line: 88, column: 25, scope: !631)
!792 = !DILocation(line: 88, column: 28, scope: !631)
!793 = !DILocation(line: 88, column: 9, scope: !631)
!794 = !DILocation(line: 88, column: 7, scope: !631)
!795 = !DILocation(line: 88, column: 50, scope: !631)
!796 = !DILocalVariable(name: "t_", scope: !797, file: !3, line: 88, type: !9)
!797 = distinct !DILexicalBlock(scope: !631, file: !3, line: 88, column: 50)
!798 = !DILocation(line: 88, column: 50, scope: !797)
!799 = !DILocation(line: 89, column: 5, scope: !631)
!800 = !DILocalVariable(name: "t_", scope: !801, file: !3, line: 89, type: !14)
!801 = distinct !DILexicalBlock(scope: !631, file: !3, line: 89, column: 5)
!802 = !DILocation(line: 89, column: 5, scope: !801)
!803 = !DILocation(line: 89, column: 35, scope: !631)
!804 = !DILocalVariable(name: "t_", scope: !805, file: !3, line: 89, type: !14)
!805 = distinct !DILexicalBlock(scope: !631, file: !3, line: 89, column: 35)
!806 = !DILocation(line: 89, column: 35, scope: !805)
!807 = !DILocation(line: 89, column: 62, scope: !631)
!808 = !DILocalVariable(name: "t_", scope: !809, file: !3, line: 89, type: !14)
!809 = distinct !DILexicalBlock(scope: !631, file: !3, line: 89, column: 62)
!810 = !DILocation(line: 89, column: 62, scope: !809)
!811 = !DILocation(line: 90, column: 5, scope: !631)
!812 = !DILocalVariable(name: "t_", scope: !813, file: !3, line: 90, type: !14)
!813 = distinct !DILexicalBlock(scope: !631, file: !3, line: 90, column: 5)
!814 = !DILocation(line: 90, column: 5, scope: !813)
!815 = !DILocation(line: 90, column: 31, scope: !631)
!816 = !DILocalVariable(name: "t_", scope: !817, file: !3, line: 90, type: !14)
!817 = distinct !DILexicalBlock(scope: !631, file: !3, line: 90, column: 31)
!818 = !DILocation(line: 90, column: 31, scope: !817)
!819 = !DILocation(line: 91, column: 5, scope: !631)
!820 = !DILocalVariable(name: "t_", scope: !821, file: !3, line: 91, type: !14)
!821 = distinct !DILexicalBlock(scope: !631, file: !3, line: 91, column: 5)
!822 = !DILocation(line: 91, column: 5, scope: !821)
!823 = !DILocation(line: 91, column: 34, scope: !631)
!824 = !DILocalVariable(name: "t_", scope: !825, file: !3, line: 91, type: !14)
!825 = distinct !DILexicalBlock(scope: !631, file: !3, line: 91, column: 34)
!826 = !DILocation(line: 91, column: 34, scope: !825)
!827 = !DILocation(line: 92, column: 5, scope: !631)
!828 = !DILocalVariable(name: "t_", scope: !829, file: !3, line: 92, type: !14)
!829 = distinct !DILexicalBlock(scope: !631, file: !3, line: 92, column: 5)
!830 = !DILocation(line: 92, column: 5, scope: !829)
!831 = !DILocation(line: 92, column: 33, scope: !631)
!832 = !DILocalVariable(name: "t_", scope: !833, file: !3, line: 92, type: !14)
!833 = distinct !DILexicalBlock(scope: !631, file: !3, line: 92, column: 33)
!834 = !DILocation(line: 92, column: 33, scope: !833)
!835 = !DILocation(line: 92, column: 62, scope: !631)
!836 = !DILocalVariable(name: "t_", scope: !837, file: !3, line: 92, type: !14)
!837 = distinct !DILexicalBlock(scope: !631, file: !3, line: 92, column: 62)
!838 = !DILocation(line: 92, column: 62, scope: !837)
!839 = !DILocation(line: 93, column: 5, scope: !631)
!840 = !DILocalVariable(name: "t_", scope: !841, file: !3, line: 93, type: !9)
!841 = distinct !DILexicalBlock(scope: !631, file: !3, line: 93, column: 5)
!842 = !DILocation(line: 93, column: 5, scope: !841)
!843 = !DILocation(line: 93, column: 35, scope: !631)
!844 = !DILocalVariable(name: "t_", scope: !845, file: !3, line: 93, type: !9)
!845 = distinct !DILexicalBlock(scope: !631, file: !3, line: 93, column: 35)
!846 = !DILocation(line: 93, column: 35, scope: !845)
!847 = !DILocation(line: 93, column: 66, scope: !631)
!848 = !DILocalVariable(name: "t_", scope: !849, file: !3, line: 93, type: !17)
!849 = distinct !DILexicalBlock(scope: !631, file: !3, line: 93, column: 66)
!850 = !DILocation(line: 93, column: 66, scope: !849)
!851 = !DILocation(line: 94, column: 5, scope: !631)
!852 = !DILocalVariable(name: "t_", scope: !853, file: !3, line: 94, type: !14)
!853 = distinct !DILexicalBlock(scope: !631, file: !3, line: 94, column: 5)
!854 = !DILocation(line: 94, column: 5, scope: !853)
!855 = !DILocation(line: 94, column: 41, scope: !631)
!856 = !DILocalVariable(name: "t_", scope: !857, file: !3, line: 94, type: !14)
!857 = distinct !DILexicalBlock(scope: !631, file: !3, line: 94, column: 41)
!858 = !DILocation(line: 94, column: 41, scope: !857)
!859 = !DILocation(line: 94, column: 74, scope: !631)
!860 = !DILocalVariable(name: "t_", scope: !861, file: !3, line: 94, type: !14)
!861 = distinct !DILexicalBlock(scope: !631, file: !3, line: 94, column: 74)
!862 = !DILocation(line: 94, column: 74, scope: !861)
!863 = !DILocation(line: 95, column: 5, scope: !631)
!864 = !DILocalVariable(name: "t_", scope: !865, file: !3, line: 95, type: !45)
!865 = distinct !DILexicalBlock(scope: !631, file: !3, line: 95, column: 5)
!866 = !DILocation(line: 95, column: 5, scope: !865)
!867 = !DILocation(line: 95, column: 38, scope: !631)
!868 = !DILocalVariable(name: "t_", scope: !869, file: !3, line: 95, type: !9)
!869 = distinct !DILexicalBlock(scope: !631, file: !3, line: 95, column: 38)
!870 = !DILocation(line: 95, column: 38, scope: !869)
!871 = !DILocation(line: 96, column: 5, scope: !631)
!872 = !DILocalVariable(name: "t_", scope: !873, file: !3, line: 96, type: !14)
!873 = distinct !DILexicalBlock(scope: !631, file: !3, line: 96, column: 5)
!874 = !DILocation(line: 96, column: 5, scope: !873)
!875 = !DILocation(line: 96, column: 34, scope: !631)
!876 = !DILocalVariable(name: "t_", scope: !877, file: !3, line: 96, type: !14)
!877 = distinct !DILexicalBlock(scope: !631, file: !3, line: 96, column: 34)
!878 = !DILocation(line: 96, column: 34, scope: !877)
!879 = !DILocation(line: 97, column: 5, scope: !631)
!880 = !DILocalVariable(name: "t_", scope: !881, file: !3, line: 97, type: !9)
!881 = distinct !DILexicalBlock(scope: !631, file: !3, line: 97, column: 5)
!882 = !DILocation(line: 97, column: 5, scope: !881)
!883 = !DILocation(line: 97, column: 46, scope: !631)
!884 = !DILocalVariable(name: "t_", scope: !885, file: !3, line: 97, type: !17)
!885 = distinct !DILexicalBlock(scope: !631, file: !3, line: 97, column: 46)
!886 = !DILocation(line: 97, column: 46, scope: !885)
!887 = !DILocation(line: 98, column: 1, scope: !631)
!888 = distinct !DISubprogram(name: "avx2", scope: !3, file: !3, line: 101, type: !889, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !150)
!889 = !DISubroutineType(types: !890)
!890 = !{!9, !9}
!891 = !DILocalVariable(name: "k", arg: 1, scope: !888, file: !3, line: 101, type: !9)
!892 = !DILocation(line: 101, column: 63, scope: !888)
!893 = !DILocalVariable(name: "a", scope: !888, file: !3, line: 102, type: !71)
!894 = !DILocation(line: 102, column: 13, scope: !888)
!895 = !DILocation(line: 102, column: 59, scope: !888)
!896 = !DILocation(line: 102, column: 54, scope: !888)
!897 = !DILocation(line: 102, column: 17, scope: !888)
!898 = !DILocalVariable(name: "b", scope: !888, file: !3, line: 103, type: !71)
!899 = !DILocation(line: 103, column: 13, scope: !888)
!900 = !DILocation(line: 103, column: 59, scope: !888)
!901 = !DILocation(line: 103, column: 61, scope: !888)
!902 = !DILocation(line: 103, column: 54, scope: !888)
!903 = !DILocation(line: 103, column: 17, scope: !888)
!904 = !DILocalVariable(name: "x", scope: !888, file: !3, line: 104, type: !78)
!905 = !DILocation(line: 104, column: 12, scope: !888)
!906 = !DILocation(line: 104, column: 39, scope: !888)
!907 = !DILocation(line: 104, column: 33, scope: !888)
!908 = !DILocation(line: 104, column: 16, scope: !888)
!909 = !DILocalVariable(name: "alo", scope: !888, file: !3, line: 105, type: !14)
!910 = !DILocation(line: 105, column: 13, scope: !888)
!911 = !DILocation(line: 105, column: 42, scope: !888)
!912 = !DILocation(line: 105, column: 19, scope: !888)
!913 = !DILocalVariable(name: "ahi", scope: !888, file: !3, line: 105, type: !14)
!914 = !DILocation(line: 105, column: 46, scope: !888)
!915 = !DILocation(line: 105, column: 52, scope: !888)
!916 = !DILocalVariable(name: "blo", scope: !888, file: !3, line: 106, type: !14)
!917 = !DILocation(line: 106, column: 13, scope: !888)
!918 = !DILocation(line: 106, column: 42, scope: !888)
!919 = !DILocation(line: 106, column: 19, scope: !888)
!920 = !DILocalVariable(name: "bhi", scope: !888, file: !3, line: 106, type: !14)
!921 = !DILocation(line: 106, column: 46, scope: !888)
!922 = !DILocation(line: 106, column: 52, scope: !888)
!923 = !DILocalVariable(name: "ok", scope: !888, file: !3, line: 107, type: !9)
!924 = !DILocation(line: 107, column: 9, scope: !888)
!925 = !DILocation(line: 110, column: 5, scope: !888)
!926 = !DILocalVariable(name: "r_", scope: !927, file: !3, line: 110, type: !71)
!927 = distinct !DILexicalBlock(scope: !888, file: !3, line: 110, column: 5)
!928 = !DILocation(line: 110, column: 5, scope: !927)
!929 = !DILocalVariable(name: "l_", scope: !927, file: !3, line: 110, type: !14)
!930 = !DILocalVariable(name: "h_", scope: !927, file: !3, line: 110, type: !14)
!931 = !DILocation(line: 0, scope: !927)
!932 = !DILocation(line: 111, column: 5, scope: !888)
!933 = !DILocalVariable(name: "r_", scope: !934, file: !3, line: 111, type: !71)
!934 = distinct !DILexicalBlock(scope: !888, file: !3, line: 111, column: 5)
!935 = !DILocation(line: 111, column: 5, scope: !934)
!936 = !DILocalVariable(name: "l_", scope: !934, file: !3, line: 111, type: !14)
!937 = !DILocalVariable(name: "h_", scope: !934, file: !3, line: 111, type: !14)
!938 = !DILocation(line: 0, scope: !934)
!939 = !DILocation(line: 112, column: 5, scope: !888)
!940 = !DILocalVariable(name: "r_", scope: !941, file: !3, line: 112, type: !71)
!941 = distinct !DILexicalBlock(scope: !888, file: !3, line: 112, column: 5)
!942 = !DILocation(line: 112, column: 5, scope: !941)
!943 = !DILocalVariable(name: "l_", scope: !941, file: !3, line: 112, type: !14)
!944 = !DILocalVariable(name: "h_", scope: !941, file: !3, line: 112, type: !14)
!945 = !DILocation(line: 0, scope: !941)
!946 = !DILocation(line: 113, column: 5, scope: !888)
!947 = !DILocalVariable(name: "r_", scope: !948, file: !3, line: 113, type: !71)
!948 = distinct !DILexicalBlock(scope: !888, file: !3, line: 113, column: 5)
!949 = !DILocation(line: 113, column: 5, scope: !948)
!950 = !DILocalVariable(name: "l_", scope: !948, file: !3, line: 113, type: !14)
!951 = !DILocalVariable(name: "h_", scope: !948, file: !3, line: 113, type: !14)
!952 = !DILocation(line: 0, scope: !948)
!953 = !DILocation(line: 114, column: 5, scope: !888)
!954 = !DILocalVariable(name: "r_", scope: !955, file: !3, line: 114, type: !71)
!955 = distinct !DILexicalBlock(scope: !888, file: !3, line: 114, column: 5)
!956 = !DILocation(line: 114, column: 5, scope: !955)
!957 = !DILocalVariable(name: "l_", scope: !955, file: !3, line: 114, type: !14)
!958 = !DILocalVariable(name: "h_", scope: !955, file: !3, line: 114, type: !14)
!959 = !DILocation(line: 0, scope: !955)
!960 = !DILocation(line: 115, column: 5, scope: !888)
!961 = !DILocalVariable(name: "r_", scope: !962, file: !3, line: 115, type: !71)
!962 = distinct !DILexicalBlock(scope: !888, file: !3, line: 115, column: 5)
!963 = !DILocation(line: 115, column: 5, scope: !962)
!964 = !DILocalVariable(name: "l_", scope: !962, file: !3, line: 115, type: !14)
!965 = !DILocalVariable(name: "h_", scope: !962, file: !3, line: 115, type: !14)
!966 = !DILocation(line: 0, scope: !962)
!967 = !DILocation(line: 116, column: 5, scope: !888)
!968 = !DILocalVariable(name: "r_", scope: !969, file: !3, line: 116, type: !71)
!969 = distinct !DILexicalBlock(scope: !888, file: !3, line: 116, column: 5)
!970 = !DILocation(line: 116, column: 5, scope: !969)
!971 = !DILocalVariable(name: "l_", scope: !969, file: !3, line: 116, type: !14)
!972 = !DILocalVariable(name: "h_", scope: !969, file: !3, line: 116, type: !14)
!973 = !DILocation(line: 0, scope: !969)
!974 = !DILocation(line: 118, column: 5, scope: !888)
!975 = !DILocalVariable(name: "r_", scope: !976, file: !3, line: 118, type: !71)
!976 = distinct !DILexicalBlock(scope: !888, file: !3, line: 118, column: 5)
!977 = !DILocation(line: 118, column: 5, scope: !976)
!978 = !DILocalVariable(name: "l_", scope: !976, file: !3, line: 118, type: !14)
!979 = !DILocalVariable(name: "h_", scope: !976, file: !3, line: 118, type: !14)
!980 = !DILocation(line: 0, scope: !976)
!981 = !DILocation(line: 119, column: 5, scope: !888)
!982 = !DILocalVariable(name: "r_", scope: !983, file: !3, line: 119, type: !71)
!983 = distinct !DILexicalBlock(scope: !888, file: !3, line: 119, column: 5)
!984 = !DILocation(line: 119, column: 5, scope: !983)
!985 = !DILocalVariable(name: "l_", scope: !983, file: !3, line: 119, type: !14)
!986 = !DILocalVariable(name: "h_", scope: !983, file: !3, line: 119, type: !14)
!987 = !DILocation(line: 0, scope: !983)
!988 = !DILocation(line: 120, column: 5, scope: !888)
!989 = !DILocalVariable(name: "r_", scope: !990, file: !3, line: 120, type: !71)
!990 = distinct !DILexicalBlock(scope: !888, file: !3, line: 120, column: 5)
!991 = !DILocation(line: 120, column: 5, scope: !990)
!992 = !DILocalVariable(name: "l_", scope: !990, file: !3, line: 120, type: !14)
!993 = !DILocalVariable(name: "h_", scope: !990, file: !3, line: 120, type: !14)
!994 = !DILocation(line: 0, scope: !990)
!995 = !DILocation(line: 121, column: 5, scope: !888)
!996 = !DILocalVariable(name: "r_", scope: !997, file: !3, line: 121, type: !71)
!997 = distinct !DILexicalBlock(scope: !888, file: !3, line: 121, column: 5)
!998 = !DILocation(line: 121, column: 5, scope: !997)
!999 = !DILocalVariable(name: "l_", scope: !997, file: !3, line: 121, type: !14)
!1000 = !DILocalVariable(name: "h_", scope: !997, file: !3, line: 121, type: !14)
!1001 = !DILocation(line: 0, scope: !997)
!1002 = !DILocalVariable(name: "cnt_lo", scope: !888, file: !3, line: 122, type: !14)
!1003 = !DILocation(line: 122, column: 13, scope: !888)
!1004 = !DILocation(line: 122, column: 36, scope: !888)
!1005 = !DILocation(line: 122, column: 41, scope: !888)
!1006 = !DILocation(line: 122, column: 22, scope: !888)
!1007 = !DILocalVariable(name: "cnt_hi", scope: !888, file: !3, line: 122, type: !14)
!1008 = !DILocation(line: 122, column: 62, scope: !888)
!1009 = !DILocation(line: 122, column: 85, scope: !888)
!1010 = !DILocation(line: 122, column: 90, scope: !888)
!1011 = !DILocation(line: 122, column: 71, scope: !888)
!1012 = !DILocalVariable(name: "cnt", scope: !888, file: !3, line: 123, type: !71)
!1013 = !DILocation(line: 123, column: 13, scope: !888)
!1014 = !DILocation(line: 123, column: 36, scope: !888)
!1015 = !DILocation(line: 123, column: 39, scope: !888)
!1016 = !DILocation(line: 123, column: 19, scope: !888)
!1017 = !DILocation(line: 124, column: 5, scope: !888)
!1018 = !DILocalVariable(name: "r_", scope: !1019, file: !3, line: 124, type: !71)
!1019 = distinct !DILexicalBlock(scope: !888, file: !3, line: 124, column: 5)
!1020 = !DILocation(line: 124, column: 5, scope: !1019)
!1021 = !DILocalVariable(name: "l_", scope: !1019, file: !3, line: 124, type: !14)
!1022 = !DILocalVariable(name: "h_", scope: !1019, file: !3, line: 124, type: !14)
!1023 = !DILocation(line: 0, scope: !1019)
!1024 = !DILocation(line: 125, column: 5, scope: !888)
!1025 = !DILocalVariable(name: "r_", scope: !1026, file: !3, line: 125, type: !71)
!1026 = distinct !DILexicalBlock(scope: !888, file: !3, line: 125, column: 5)
!1027 = !DILocation(line: 125, column: 5, scope: !1026)
!1028 = !DILocalVariable(name: "l_", scope: !1026, file: !3, line: 125, type: !14)
!1029 = !DILocalVariable(name: "h_", scope: !1026, file: !3, line: 125, type: !14)
!1030 = !DILocation(line: 0, scope: !1026)
!1031 = !DILocation(line: 126, column: 32, scope: !888)
!1032 = !DILocation(line: 126, column: 11, scope: !888)
!1033 = !DILocation(line: 126, column: 72, scope: !888)
!1034 = !DILocation(line: 126, column: 54, scope: !888)
!1035 = !DILocation(line: 126, column: 107, scope: !888)
!1036 = !DILocation(line: 126, column: 89, scope: !888)
!1037 = !DILocation(line: 126, column: 112, scope: !888)
!1038 = !DILocation(line: 126, column: 77, scope: !888)
!1039 = !DILocation(line: 126, column: 35, scope: !888)
!1040 = !DILocation(line: 126, column: 8, scope: !888)
!1041 = !DILocation(line: 127, column: 30, scope: !888)
!1042 = !DILocation(line: 127, column: 11, scope: !888)
!1043 = !DILocation(line: 127, column: 76, scope: !888)
!1044 = !DILocation(line: 127, column: 53, scope: !888)
!1045 = !DILocation(line: 127, column: 37, scope: !888)
!1046 = !DILocation(line: 127, column: 98, scope: !888)
!1047 = !DILocation(line: 127, column: 82, scope: !888)
!1048 = !DILocation(line: 127, column: 127, scope: !888)
!1049 = !DILocation(line: 127, column: 80, scope: !888)
!1050 = !DILocation(line: 127, column: 33, scope: !888)
!1051 = !DILocation(line: 127, column: 8, scope: !888)
!1052 = !DILocation(line: 128, column: 30, scope: !888)
!1053 = !DILocation(line: 128, column: 33, scope: !888)
!1054 = !DILocation(line: 128, column: 11, scope: !888)
!1055 = !DILocation(line: 128, column: 56, scope: !888)
!1056 = !DILocation(line: 128, column: 61, scope: !888)
!1057 = !DILocation(line: 128, column: 40, scope: !888)
!1058 = !DILocation(line: 128, column: 84, scope: !888)
!1059 = !DILocation(line: 128, column: 89, scope: !888)
!1060 = !DILocation(line: 128, column: 68, scope: !888)
!1061 = !DILocation(line: 128, column: 66, scope: !888)
!1062 = !DILocation(line: 128, column: 36, scope: !888)
!1063 = !DILocation(line: 128, column: 8, scope: !888)
!1064 = !DILocalVariable(name: "idx", scope: !888, file: !3, line: 130, type: !71)
!1065 = !DILocation(line: 130, column: 13, scope: !888)
!1066 = !DILocation(line: 130, column: 36, scope: !888)
!1067 = !DILocation(line: 130, column: 39, scope: !888)
!1068 = !DILocation(line: 130, column: 19, scope: !888)
!1069 = !DILocalVariable(name: "p", scope: !888, file: !3, line: 131, type: !71)
!1070 = !DILocation(line: 131, column: 13, scope: !888)
!1071 = !DILocation(line: 131, column: 45, scope: !888)
!1072 = !DILocation(line: 131, column: 48, scope: !888)
!1073 = !DILocation(line: 131, column: 17, scope: !888)
!1074 = !DILocalVariable(name: "av", scope: !888, file: !3, line: 132, type: !1075)
!1075 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !29)
!1076 = !DILocation(line: 132, column: 13, scope: !888)
!1077 = !DILocalVariable(name: "iv", scope: !888, file: !3, line: 132, type: !1075)
!1078 = !DILocation(line: 132, column: 20, scope: !888)
!1079 = !DILocalVariable(name: "pv", scope: !888, file: !3, line: 132, type: !1075)
!1080 = !DILocation(line: 132, column: 27, scope: !888)
!1081 = !DILocation(line: 133, column: 5, scope: !888)
!1082 = !DILocation(line: 133, column: 25, scope: !888)
!1083 = !DILocation(line: 133, column: 47, scope: !888)
!1084 = !DILocalVariable(name: "i", scope: !1085, file: !3, line: 134, type: !9)
!1085 = distinct !DILexicalBlock(scope: !888, file: !3, line: 134, column: 5)
!1086 = !DILocation(line: 134, column: 14, scope: !1085)
!1087 = !DILocation(line: 134, column: 10, scope: !1085)
!1088 = !DILocation(line: 134, column: 21, scope: !1089)
!1089 = distinct !DILexicalBlock(scope: !1085, file: !3, line: 134, column: 5)
!1090 = !DILocation(line: 134, column: 23, scope: !1089)
!1091 = !DILocation(line: 134, column: 5, scope: !1085)
!1092 = !DILocation(line: 134, column: 42, scope: !1089)
!1093 = !DILocation(line: 134, column: 39, scope: !1089)
!1094 = !DILocation(line: 134, column: 54, scope: !1089)
!1095 = !DILocation(line: 134, column: 51, scope: !1089)
!1096 = !DILocation(line: 134, column: 48, scope: !1089)
!1097 = !DILocation(line: 134, column: 45, scope: !1089)
!1098 = !DILocation(line: 134, column: 36, scope: !1089)
!1099 = !DILocation(line: 134, column: 33, scope: !1089)
!1100 = !DILocation(line: 134, column: 29, scope: !1089)
!1101 = !DILocation(line: 134, column: 5, scope: !1089)
!1102 = distinct !{!1102, !1091, !1103, !190}
!1103 = !DILocation(line: 134, column: 56, scope: !1085)
!1104 = !DILocalVariable(name: "q", scope: !888, file: !3, line: 135, type: !71)
!1105 = !DILocation(line: 135, column: 13, scope: !888)
!1106 = !DILocation(line: 135, column: 17, scope: !888)
!1107 = !DILocation(line: 136, column: 34, scope: !888)
!1108 = !DILocation(line: 136, column: 12, scope: !888)
!1109 = !DILocation(line: 136, column: 44, scope: !888)
!1110 = !DILocation(line: 136, column: 66, scope: !888)
!1111 = !DILocation(line: 136, column: 48, scope: !888)
!1112 = !DILocation(line: 136, column: 47, scope: !888)
!1113 = !DILocation(line: 0, scope: !888)
!1114 = !DILocation(line: 136, column: 8, scope: !888)
!1115 = !DILocalVariable(name: "g", scope: !888, file: !3, line: 137, type: !71)
!1116 = !DILocation(line: 137, column: 13, scope: !888)
!1117 = !DILocation(line: 137, column: 17, scope: !888)
!1118 = !DILocalVariable(name: "gv", scope: !888, file: !3, line: 138, type: !1075)
!1119 = !DILocation(line: 138, column: 13, scope: !888)
!1120 = !DILocation(line: 138, column: 20, scope: !888)
!1121 = !DILocalVariable(name: "i", scope: !1122, file: !3, line: 139, type: !9)
!1122 = distinct !DILexicalBlock(scope: !888, file: !3, line: 139, column: 5)
!1123 = !DILocation(line: 139, column: 14, scope: !1122)
!1124 = !DILocation(line: 139, column: 10, scope: !1122)
!1125 = !DILocation(line: 139, column: 21, scope: !1126)
!1126 = distinct !DILexicalBlock(scope: !1122, file: !3, line: 139, column: 5)
!1127 = !DILocation(line: 139, column: 23, scope: !1126)
!1128 = !DILocation(line: 139, column: 5, scope: !1122)
!1129 = !DILocation(line: 139, column: 42, scope: !1126)
!1130 = !DILocation(line: 139, column: 39, scope: !1126)
!1131 = !DILocation(line: 139, column: 56, scope: !1126)
!1132 = !DILocation(line: 139, column: 53, scope: !1126)
!1133 = !DILocation(line: 139, column: 48, scope: !1126)
!1134 = !DILocation(line: 139, column: 45, scope: !1126)
!1135 = !DILocation(line: 139, column: 36, scope: !1126)
!1136 = !DILocation(line: 139, column: 33, scope: !1126)
!1137 = !DILocation(line: 139, column: 29, scope: !1126)
!1138 = !DILocation(line: 139, column: 5, scope: !1126)
!1139 = distinct !{!1139, !1128, !1140, !190}
!1140 = !DILocation(line: 139, column: 58, scope: !1122)
!1141 = !DILocalVariable(name: "mg", scope: !888, file: !3, line: 140, type: !71)
!1142 = !DILocation(line: 140, column: 13, scope: !888)
!1143 = !DILocation(line: 140, column: 18, scope: !888)
!1144 = !DILocalVariable(name: "mv", scope: !888, file: !3, line: 141, type: !1075)
!1145 = !DILocation(line: 141, column: 13, scope: !888)
!1146 = !DILocalVariable(name: "bv", scope: !888, file: !3, line: 141, type: !1075)
!1147 = !DILocation(line: 141, column: 20, scope: !888)
!1148 = !DILocation(line: 141, column: 27, scope: !888)
!1149 = !DILocation(line: 141, column: 48, scope: !888)
!1150 = !DILocalVariable(name: "i", scope: !1151, file: !3, line: 142, type: !9)
!1151 = distinct !DILexicalBlock(scope: !888, file: !3, line: 142, column: 5)
!1152 = !DILocation(line: 142, column: 14, scope: !1151)
!1153 = !DILocation(line: 142, column: 10, scope: !1151)
!1154 = !DILocation(line: 142, column: 21, scope: !1155)
!1155 = distinct !DILexicalBlock(scope: !1151, file: !3, line: 142, column: 5)
!1156 = !DILocation(line: 142, column: 23, scope: !1155)
!1157 = !DILocation(line: 142, column: 5, scope: !1151)
!1158 = !DILocation(line: 142, column: 42, scope: !1155)
!1159 = !DILocation(line: 142, column: 39, scope: !1155)
!1160 = !DILocation(line: 142, column: 52, scope: !1155)
!1161 = !DILocation(line: 142, column: 49, scope: !1155)
!1162 = !DILocation(line: 142, column: 55, scope: !1155)
!1163 = !DILocation(line: 142, column: 73, scope: !1155)
!1164 = !DILocation(line: 142, column: 70, scope: !1155)
!1165 = !DILocation(line: 142, column: 68, scope: !1155)
!1166 = !DILocation(line: 142, column: 61, scope: !1155)
!1167 = !DILocation(line: 142, column: 82, scope: !1155)
!1168 = !DILocation(line: 142, column: 79, scope: !1155)
!1169 = !DILocation(line: 142, column: 45, scope: !1155)
!1170 = !DILocation(line: 142, column: 36, scope: !1155)
!1171 = !DILocation(line: 142, column: 33, scope: !1155)
!1172 = !DILocation(line: 142, column: 29, scope: !1155)
!1173 = !DILocation(line: 142, column: 5, scope: !1155)
!1174 = distinct !{!1174, !1157, !1175, !190}
!1175 = !DILocation(line: 142, column: 84, scope: !1151)
!1176 = !DILocalVariable(name: "ml", scope: !888, file: !3, line: 143, type: !71)
!1177 = !DILocation(line: 143, column: 13, scope: !888)
!1178 = !DILocation(line: 143, column: 47, scope: !888)
!1179 = !DILocation(line: 143, column: 45, scope: !888)
!1180 = !DILocation(line: 143, column: 50, scope: !888)
!1181 = !DILocation(line: 143, column: 18, scope: !888)
!1182 = !DILocalVariable(name: "lv", scope: !888, file: !3, line: 144, type: !1075)
!1183 = !DILocation(line: 144, column: 13, scope: !888)
!1184 = !DILocation(line: 144, column: 20, scope: !888)
!1185 = !DILocalVariable(name: "i", scope: !1186, file: !3, line: 145, type: !9)
!1186 = distinct !DILexicalBlock(scope: !888, file: !3, line: 145, column: 5)
!1187 = !DILocation(line: 145, column: 14, scope: !1186)
!1188 = !DILocation(line: 145, column: 10, scope: !1186)
!1189 = !DILocation(line: 145, column: 21, scope: !1190)
!1190 = distinct !DILexicalBlock(scope: !1186, file: !3, line: 145, column: 5)
!1191 = !DILocation(line: 145, column: 23, scope: !1190)
!1192 = !DILocation(line: 145, column: 5, scope: !1186)
!1193 = !DILocation(line: 145, column: 42, scope: !1190)
!1194 = !DILocation(line: 145, column: 39, scope: !1190)
!1195 = !DILocation(line: 145, column: 52, scope: !1190)
!1196 = !DILocation(line: 145, column: 49, scope: !1190)
!1197 = !DILocation(line: 145, column: 55, scope: !1190)
!1198 = !DILocation(line: 145, column: 66, scope: !1190)
!1199 = !DILocation(line: 145, column: 70, scope: !1190)
!1200 = !DILocation(line: 145, column: 68, scope: !1190)
!1201 = !DILocation(line: 145, column: 61, scope: !1190)
!1202 = !DILocation(line: 145, column: 45, scope: !1190)
!1203 = !DILocation(line: 145, column: 36, scope: !1190)
!1204 = !DILocation(line: 145, column: 33, scope: !1190)
!1205 = !DILocation(line: 145, column: 29, scope: !1190)
!1206 = !DILocation(line: 145, column: 5, scope: !1190)
!1207 = distinct !{!1207, !1192, !1208, !190}
!1208 = !DILocation(line: 145, column: 76, scope: !1186)
!1209 = !DILocalVariable(name: "out", scope: !888, file: !3, line: 146, type: !1075)
!1210 = !DILocation(line: 146, column: 13, scope: !888)
!1211 = !DILocation(line: 147, column: 28, scope: !888)
!1212 = !DILocation(line: 147, column: 33, scope: !888)
!1213 = !DILocation(line: 147, column: 36, scope: !888)
!1214 = !DILocation(line: 147, column: 5, scope: !888)
!1215 = !DILocalVariable(name: "i", scope: !1216, file: !3, line: 148, type: !9)
!1216 = distinct !DILexicalBlock(scope: !888, file: !3, line: 148, column: 5)
!1217 = !DILocation(line: 148, column: 14, scope: !1216)
!1218 = !DILocation(line: 148, column: 10, scope: !1216)
!1219 = !DILocation(line: 148, column: 21, scope: !1220)
!1220 = distinct !DILexicalBlock(scope: !1216, file: !3, line: 148, column: 5)
!1221 = !DILocation(line: 148, column: 23, scope: !1220)
!1222 = !DILocation(line: 148, column: 5, scope: !1216)
!1223 = !DILocation(line: 148, column: 43, scope: !1220)
!1224 = !DILocation(line: 148, column: 39, scope: !1220)
!1225 = !DILocation(line: 148, column: 53, scope: !1220)
!1226 = !DILocation(line: 148, column: 50, scope: !1220)
!1227 = !DILocation(line: 148, column: 56, scope: !1220)
!1228 = !DILocation(line: 148, column: 65, scope: !1220)
!1229 = !DILocation(line: 148, column: 62, scope: !1220)
!1230 = !DILocation(line: 148, column: 70, scope: !1220)
!1231 = !DILocation(line: 148, column: 72, scope: !1220)
!1232 = !DILocation(line: 148, column: 46, scope: !1220)
!1233 = !DILocation(line: 148, column: 36, scope: !1220)
!1234 = !DILocation(line: 148, column: 33, scope: !1220)
!1235 = !DILocation(line: 148, column: 29, scope: !1220)
!1236 = !DILocation(line: 148, column: 5, scope: !1220)
!1237 = distinct !{!1237, !1222, !1238, !190}
!1238 = !DILocation(line: 148, column: 75, scope: !1216)
!1239 = !DILocation(line: 149, column: 12, scope: !888)
!1240 = !DILocation(line: 149, column: 5, scope: !888)
!1241 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 16, type: !1242, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !150)
!1242 = !DISubroutineType(types: !1243)
!1243 = !{null, !1244, !1246}
!1244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1245, size: 64)
!1245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!1246 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1247, line: 18, baseType: !137)
!1247 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1248 = !DILocalVariable(name: "p", arg: 1, scope: !1241, file: !3, line: 16, type: !1244)
!1249 = !DILocation(line: 16, column: 29, scope: !1241)
!1250 = !DILocalVariable(name: "n", arg: 2, scope: !1241, file: !3, line: 16, type: !1246)
!1251 = !DILocation(line: 16, column: 39, scope: !1241)
!1252 = !DILocalVariable(name: "b", scope: !1241, file: !3, line: 17, type: !1253)
!1253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1254, size: 64)
!1254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!1255 = !DILocation(line: 17, column: 26, scope: !1241)
!1256 = !DILocation(line: 17, column: 30, scope: !1241)
!1257 = !DILocalVariable(name: "i", scope: !1258, file: !3, line: 18, type: !1246)
!1258 = distinct !DILexicalBlock(scope: !1241, file: !3, line: 18, column: 5)
!1259 = !DILocation(line: 18, column: 17, scope: !1258)
!1260 = !DILocation(line: 18, column: 10, scope: !1258)
!1261 = !DILocation(line: 18, column: 24, scope: !1262)
!1262 = distinct !DILexicalBlock(scope: !1258, file: !3, line: 18, column: 5)
!1263 = !DILocation(line: 18, column: 28, scope: !1262)
!1264 = !DILocation(line: 18, column: 26, scope: !1262)
!1265 = !DILocation(line: 18, column: 5, scope: !1258)
!1266 = !DILocation(line: 18, column: 44, scope: !1262)
!1267 = !DILocation(line: 18, column: 51, scope: !1262)
!1268 = !DILocation(line: 18, column: 53, scope: !1262)
!1269 = !DILocation(line: 18, column: 49, scope: !1262)
!1270 = !DILocation(line: 18, column: 57, scope: !1262)
!1271 = !DILocation(line: 18, column: 41, scope: !1262)
!1272 = !DILocation(line: 18, column: 36, scope: !1262)
!1273 = !DILocation(line: 18, column: 32, scope: !1262)
!1274 = !DILocation(line: 18, column: 5, scope: !1262)
!1275 = distinct !{!1275, !1265, !1276, !190}
!1276 = !DILocation(line: 18, column: 59, scope: !1258)
!1277 = !DILocation(line: 19, column: 1, scope: !1241)
