; ModuleID = 'programs/addc_subc_builtins.c'
source_filename = "programs/addc_subc_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i64] [i64 -1, i64 -1, i64 -9223372036854775808, i64 9223372036854775807], align 16
@__const.main.b = private unnamed_addr constant [4 x i64] [i64 1, i64 0, i64 -9223372036854775808, i64 0], align 16
@.str = private unnamed_addr constant [37 x i8] c"add %016llx %016llx %016llx %016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"sub back ok=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [37 x i8] c"b-a %016llx %016llx %016llx %016llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"carry out %u top %016llx\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [58 x i8] c"addcb=%d carry=%d subcs=%d borrow=%d addcl=%lu carry=%lu\0A\00", align 1, !dbg !24

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !49 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 16
  %3 = alloca [4 x i64], align 16
  %4 = alloca [4 x i64], align 16
  %5 = alloca [4 x i64], align 16
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [4 x i64], align 16
  %10 = alloca [4 x i64], align 16
  %11 = alloca [4 x i64], align 16
  %12 = alloca i32, align 4
  %13 = alloca i128, align 16
  %14 = alloca [8 x i32], align 16
  %15 = alloca [8 x i32], align 16
  %16 = alloca [8 x i32], align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !53, !DIExpression(), !57)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.a, i64 32, i1 false), !dbg !57
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.b, i64 32, i1 false), !dbg !59
    #dbg_declare(ptr %4, !60, !DIExpression(), !61)
    #dbg_declare(ptr %5, !62, !DIExpression(), !63)
  %21 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 0, !dbg !64
  %22 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0, !dbg !65
  %23 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0, !dbg !66
  call void @add256(ptr noundef %21, ptr noundef %22, ptr noundef %23), !dbg !67
  %24 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 3, !dbg !68
  %25 = load i64, ptr %24, align 8, !dbg !68
  %26 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 2, !dbg !69
  %27 = load i64, ptr %26, align 16, !dbg !69
  %28 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 1, !dbg !70
  %29 = load i64, ptr %28, align 8, !dbg !70
  %30 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 0, !dbg !71
  %31 = load i64, ptr %30, align 16, !dbg !71
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %25, i64 noundef %27, i64 noundef %29, i64 noundef %31), !dbg !72
  %33 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0, !dbg !73
  %34 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 0, !dbg !74
  %35 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0, !dbg !75
  call void @sub256(ptr noundef %33, ptr noundef %34, ptr noundef %35), !dbg !76
  %36 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0, !dbg !77
  %37 = load i64, ptr %36, align 16, !dbg !77
  %38 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0, !dbg !78
  %39 = load i64, ptr %38, align 16, !dbg !78
  %40 = icmp eq i64 %37, %39, !dbg !79
  br i1 %40, label %41, label %59, !dbg !80

41:                                               ; preds = %0
  %42 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 1, !dbg !81
  %43 = load i64, ptr %42, align 8, !dbg !81
  %44 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1, !dbg !82
  %45 = load i64, ptr %44, align 8, !dbg !82
  %46 = icmp eq i64 %43, %45, !dbg !83
  br i1 %46, label %47, label %59, !dbg !84

47:                                               ; preds = %41
  %48 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 2, !dbg !85
  %49 = load i64, ptr %48, align 16, !dbg !85
  %50 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2, !dbg !86
  %51 = load i64, ptr %50, align 16, !dbg !86
  %52 = icmp eq i64 %49, %51, !dbg !87
  br i1 %52, label %53, label %59, !dbg !88

53:                                               ; preds = %47
  %54 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 3, !dbg !89
  %55 = load i64, ptr %54, align 8, !dbg !89
  %56 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3, !dbg !90
  %57 = load i64, ptr %56, align 8, !dbg !90
  %58 = icmp eq i64 %55, %57, !dbg !91
  br label %59

59:                                               ; preds = %53, %47, %41, %0
  %60 = phi i1 [ false, %47 ], [ false, %41 ], [ false, %0 ], [ %58, %53 ], !dbg !92
  %61 = zext i1 %60 to i32, !dbg !88
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %61), !dbg !93
  %63 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0, !dbg !94
  %64 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0, !dbg !95
  %65 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0, !dbg !96
  call void @sub256(ptr noundef %63, ptr noundef %64, ptr noundef %65), !dbg !97
  %66 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 3, !dbg !98
  %67 = load i64, ptr %66, align 8, !dbg !98
  %68 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 2, !dbg !99
  %69 = load i64, ptr %68, align 16, !dbg !99
  %70 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 1, !dbg !100
  %71 = load i64, ptr %70, align 8, !dbg !100
  %72 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0, !dbg !101
  %73 = load i64, ptr %72, align 16, !dbg !101
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %67, i64 noundef %69, i64 noundef %71, i64 noundef %73), !dbg !102
    #dbg_declare(ptr %6, !103, !DIExpression(), !104)
  store i64 2611923443488327891, ptr %6, align 8, !dbg !104
    #dbg_declare(ptr %7, !105, !DIExpression(), !106)
  store i32 0, ptr %7, align 4, !dbg !106
    #dbg_declare(ptr %8, !107, !DIExpression(), !109)
  store i32 0, ptr %8, align 4, !dbg !109
  br label %75, !dbg !110

75:                                               ; preds = %238, %59
  %76 = load i32, ptr %8, align 4, !dbg !111
  %77 = icmp slt i32 %76, 100, !dbg !113
  br i1 %77, label %78, label %241, !dbg !114

78:                                               ; preds = %75
    #dbg_declare(ptr %9, !115, !DIExpression(), !117)
    #dbg_declare(ptr %10, !118, !DIExpression(), !119)
    #dbg_declare(ptr %11, !120, !DIExpression(), !121)
    #dbg_declare(ptr %12, !122, !DIExpression(), !124)
  store i32 0, ptr %12, align 4, !dbg !124
  br label %79, !dbg !125

79:                                               ; preds = %106, %78
  %80 = load i32, ptr %12, align 4, !dbg !126
  %81 = icmp slt i32 %80, 4, !dbg !128
  br i1 %81, label %82, label %109, !dbg !129

82:                                               ; preds = %79
  %83 = load i64, ptr %6, align 8, !dbg !130
  %84 = mul i64 %83, 2862933555777941757, !dbg !132
  %85 = add i64 %84, 3037000493, !dbg !133
  store i64 %85, ptr %6, align 8, !dbg !134
  %86 = load i64, ptr %6, align 8, !dbg !135
  %87 = load i32, ptr %12, align 4, !dbg !136
  %88 = sext i32 %87 to i64, !dbg !137
  %89 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 %88, !dbg !137
  store i64 %86, ptr %89, align 8, !dbg !138
  %90 = load i64, ptr %6, align 8, !dbg !139
  %91 = mul i64 %90, 2862933555777941757, !dbg !140
  %92 = add i64 %91, 3037000493, !dbg !141
  store i64 %92, ptr %6, align 8, !dbg !142
  %93 = load i32, ptr %8, align 4, !dbg !143
  %94 = and i32 %93, 1, !dbg !144
  %95 = icmp ne i32 %94, 0, !dbg !144
  br i1 %95, label %96, label %99, !dbg !145

96:                                               ; preds = %82
  %97 = load i64, ptr %6, align 8, !dbg !146
  %98 = xor i64 %97, -1, !dbg !147
  br label %101, !dbg !145

99:                                               ; preds = %82
  %100 = load i64, ptr %6, align 8, !dbg !148
  br label %101, !dbg !145

101:                                              ; preds = %99, %96
  %102 = phi i64 [ %98, %96 ], [ %100, %99 ], !dbg !145
  %103 = load i32, ptr %12, align 4, !dbg !149
  %104 = sext i32 %103 to i64, !dbg !150
  %105 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 %104, !dbg !150
  store i64 %102, ptr %105, align 8, !dbg !151
  br label %106, !dbg !152

106:                                              ; preds = %101
  %107 = load i32, ptr %12, align 4, !dbg !153
  %108 = add nsw i32 %107, 1, !dbg !153
  store i32 %108, ptr %12, align 4, !dbg !153
  br label %79, !dbg !154, !llvm.loop !155

109:                                              ; preds = %79
  %110 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 0, !dbg !158
  %111 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 0, !dbg !159
  %112 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 0, !dbg !160
  call void @add256(ptr noundef %110, ptr noundef %111, ptr noundef %112), !dbg !161
    #dbg_declare(ptr %13, !162, !DIExpression(), !163)
  %113 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 1, !dbg !164
  %114 = load i64, ptr %113, align 8, !dbg !164
  %115 = zext i64 %114 to i128, !dbg !165
  %116 = shl i128 %115, 64, !dbg !166
  %117 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 0, !dbg !167
  %118 = load i64, ptr %117, align 16, !dbg !167
  %119 = zext i64 %118 to i128, !dbg !167
  %120 = or i128 %116, %119, !dbg !168
  %121 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 1, !dbg !169
  %122 = load i64, ptr %121, align 8, !dbg !169
  %123 = zext i64 %122 to i128, !dbg !170
  %124 = shl i128 %123, 64, !dbg !171
  %125 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 0, !dbg !172
  %126 = load i64, ptr %125, align 16, !dbg !172
  %127 = zext i64 %126 to i128, !dbg !172
  %128 = or i128 %124, %127, !dbg !173
  %129 = add i128 %120, %128, !dbg !174
  store i128 %129, ptr %13, align 16, !dbg !163
  %130 = load i128, ptr %13, align 16, !dbg !175
  %131 = trunc i128 %130 to i64, !dbg !177
  %132 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 0, !dbg !178
  %133 = load i64, ptr %132, align 16, !dbg !178
  %134 = icmp ne i64 %131, %133, !dbg !179
  br i1 %134, label %142, label %135, !dbg !180

135:                                              ; preds = %109
  %136 = load i128, ptr %13, align 16, !dbg !181
  %137 = lshr i128 %136, 64, !dbg !182
  %138 = trunc i128 %137 to i64, !dbg !183
  %139 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 1, !dbg !184
  %140 = load i64, ptr %139, align 8, !dbg !184
  %141 = icmp ne i64 %138, %140, !dbg !185
  br i1 %141, label %142, label %145, !dbg !186

142:                                              ; preds = %135, %109
  %143 = load i32, ptr %7, align 4, !dbg !187
  %144 = add nsw i32 %143, 1, !dbg !187
  store i32 %144, ptr %7, align 4, !dbg !187
  br label %145, !dbg !188

145:                                              ; preds = %142, %135
    #dbg_declare(ptr %14, !189, !DIExpression(), !191)
    #dbg_declare(ptr %15, !192, !DIExpression(), !193)
    #dbg_declare(ptr %16, !194, !DIExpression(), !195)
    #dbg_declare(ptr %17, !196, !DIExpression(), !198)
  store i32 0, ptr %17, align 4, !dbg !198
  br label %146, !dbg !199

146:                                              ; preds = %190, %145
  %147 = load i32, ptr %17, align 4, !dbg !200
  %148 = icmp slt i32 %147, 4, !dbg !202
  br i1 %148, label %149, label %193, !dbg !203

149:                                              ; preds = %146
  %150 = load i32, ptr %17, align 4, !dbg !204
  %151 = sext i32 %150 to i64, !dbg !206
  %152 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 %151, !dbg !206
  %153 = load i64, ptr %152, align 8, !dbg !206
  %154 = trunc i64 %153 to i32, !dbg !207
  %155 = load i32, ptr %17, align 4, !dbg !208
  %156 = mul nsw i32 2, %155, !dbg !209
  %157 = sext i32 %156 to i64, !dbg !210
  %158 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 %157, !dbg !210
  store i32 %154, ptr %158, align 4, !dbg !211
  %159 = load i32, ptr %17, align 4, !dbg !212
  %160 = sext i32 %159 to i64, !dbg !213
  %161 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 %160, !dbg !213
  %162 = load i64, ptr %161, align 8, !dbg !213
  %163 = lshr i64 %162, 32, !dbg !214
  %164 = trunc i64 %163 to i32, !dbg !215
  %165 = load i32, ptr %17, align 4, !dbg !216
  %166 = mul nsw i32 2, %165, !dbg !217
  %167 = add nsw i32 %166, 1, !dbg !218
  %168 = sext i32 %167 to i64, !dbg !219
  %169 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 %168, !dbg !219
  store i32 %164, ptr %169, align 4, !dbg !220
  %170 = load i32, ptr %17, align 4, !dbg !221
  %171 = sext i32 %170 to i64, !dbg !222
  %172 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 %171, !dbg !222
  %173 = load i64, ptr %172, align 8, !dbg !222
  %174 = trunc i64 %173 to i32, !dbg !223
  %175 = load i32, ptr %17, align 4, !dbg !224
  %176 = mul nsw i32 2, %175, !dbg !225
  %177 = sext i32 %176 to i64, !dbg !226
  %178 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %177, !dbg !226
  store i32 %174, ptr %178, align 4, !dbg !227
  %179 = load i32, ptr %17, align 4, !dbg !228
  %180 = sext i32 %179 to i64, !dbg !229
  %181 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 %180, !dbg !229
  %182 = load i64, ptr %181, align 8, !dbg !229
  %183 = lshr i64 %182, 32, !dbg !230
  %184 = trunc i64 %183 to i32, !dbg !231
  %185 = load i32, ptr %17, align 4, !dbg !232
  %186 = mul nsw i32 2, %185, !dbg !233
  %187 = add nsw i32 %186, 1, !dbg !234
  %188 = sext i32 %187 to i64, !dbg !235
  %189 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %188, !dbg !235
  store i32 %184, ptr %189, align 4, !dbg !236
  br label %190, !dbg !237

190:                                              ; preds = %149
  %191 = load i32, ptr %17, align 4, !dbg !238
  %192 = add nsw i32 %191, 1, !dbg !238
  store i32 %192, ptr %17, align 4, !dbg !238
  br label %146, !dbg !239, !llvm.loop !240

193:                                              ; preds = %146
    #dbg_declare(ptr %18, !242, !DIExpression(), !243)
  %194 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 0, !dbg !244
  %195 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 0, !dbg !245
  %196 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 0, !dbg !246
  %197 = call i32 @add32x8(ptr noundef %194, ptr noundef %195, ptr noundef %196), !dbg !247
  store i32 %197, ptr %18, align 4, !dbg !243
    #dbg_declare(ptr %19, !248, !DIExpression(), !250)
  store i32 0, ptr %19, align 4, !dbg !250
  br label %198, !dbg !251

198:                                              ; preds = %226, %193
  %199 = load i32, ptr %19, align 4, !dbg !252
  %200 = icmp slt i32 %199, 4, !dbg !254
  br i1 %200, label %201, label %229, !dbg !255

201:                                              ; preds = %198
  %202 = load i32, ptr %19, align 4, !dbg !256
  %203 = mul nsw i32 2, %202, !dbg !258
  %204 = add nsw i32 %203, 1, !dbg !259
  %205 = sext i32 %204 to i64, !dbg !260
  %206 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %205, !dbg !260
  %207 = load i32, ptr %206, align 4, !dbg !260
  %208 = zext i32 %207 to i64, !dbg !261
  %209 = shl i64 %208, 32, !dbg !262
  %210 = load i32, ptr %19, align 4, !dbg !263
  %211 = mul nsw i32 2, %210, !dbg !264
  %212 = sext i32 %211 to i64, !dbg !265
  %213 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %212, !dbg !265
  %214 = load i32, ptr %213, align 4, !dbg !265
  %215 = zext i32 %214 to i64, !dbg !265
  %216 = or i64 %209, %215, !dbg !266
  %217 = load i32, ptr %19, align 4, !dbg !267
  %218 = sext i32 %217 to i64, !dbg !268
  %219 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 %218, !dbg !268
  %220 = load i64, ptr %219, align 8, !dbg !268
  %221 = icmp ne i64 %216, %220, !dbg !269
  br i1 %221, label %222, label %225, !dbg !270

222:                                              ; preds = %201
  %223 = load i32, ptr %7, align 4, !dbg !271
  %224 = add nsw i32 %223, 1, !dbg !271
  store i32 %224, ptr %7, align 4, !dbg !271
  br label %225, !dbg !272

225:                                              ; preds = %222, %201
  br label %226, !dbg !273

226:                                              ; preds = %225
  %227 = load i32, ptr %19, align 4, !dbg !274
  %228 = add nsw i32 %227, 1, !dbg !274
  store i32 %228, ptr %19, align 4, !dbg !274
  br label %198, !dbg !275, !llvm.loop !276

229:                                              ; preds = %198
  %230 = load i32, ptr %8, align 4, !dbg !278
  %231 = icmp slt i32 %230, 3, !dbg !280
  br i1 %231, label %232, label %237, !dbg !281

232:                                              ; preds = %229
  %233 = load i32, ptr %18, align 4, !dbg !282
  %234 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 3, !dbg !283
  %235 = load i64, ptr %234, align 8, !dbg !283
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %233, i64 noundef %235), !dbg !284
  br label %237, !dbg !284

237:                                              ; preds = %232, %229
  br label %238, !dbg !285

238:                                              ; preds = %237
  %239 = load i32, ptr %8, align 4, !dbg !286
  %240 = add nsw i32 %239, 1, !dbg !286
  store i32 %240, ptr %8, align 4, !dbg !286
  br label %75, !dbg !287, !llvm.loop !288

241:                                              ; preds = %75
    #dbg_declare(ptr %20, !290, !DIExpression(), !291)
  %242 = call i32 @small_carries(), !dbg !292
  store i32 %242, ptr %20, align 4, !dbg !291
  %243 = load i32, ptr %7, align 4, !dbg !293
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %243), !dbg !294
  %245 = load i32, ptr %7, align 4, !dbg !295
  %246 = icmp ne i32 %245, 0, !dbg !295
  br i1 %246, label %247, label %248, !dbg !295

247:                                              ; preds = %241
  br label %250, !dbg !295

248:                                              ; preds = %241
  %249 = load i32, ptr %20, align 4, !dbg !296
  br label %250, !dbg !295

250:                                              ; preds = %248, %247
  %251 = phi i32 [ 1, %247 ], [ %249, %248 ], !dbg !295
  ret i32 %251, !dbg !297
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add256(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !298 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !304, !DIExpression(), !305)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !306, !DIExpression(), !307)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !308, !DIExpression(), !309)
    #dbg_declare(ptr %7, !310, !DIExpression(), !311)
  store i64 0, ptr %7, align 8, !dbg !311
    #dbg_declare(ptr %8, !312, !DIExpression(), !314)
  store i32 0, ptr %8, align 4, !dbg !314
  br label %9, !dbg !315

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %8, align 4, !dbg !316
  %11 = icmp slt i32 %10, 4, !dbg !318
  br i1 %11, label %12, label %39, !dbg !319

12:                                               ; preds = %9
  %13 = load ptr, ptr %5, align 8, !dbg !320
  %14 = load i32, ptr %8, align 4, !dbg !321
  %15 = sext i32 %14 to i64, !dbg !320
  %16 = getelementptr inbounds i64, ptr %13, i64 %15, !dbg !320
  %17 = load i64, ptr %16, align 8, !dbg !320
  %18 = load ptr, ptr %6, align 8, !dbg !322
  %19 = load i32, ptr %8, align 4, !dbg !323
  %20 = sext i32 %19 to i64, !dbg !322
  %21 = getelementptr inbounds i64, ptr %18, i64 %20, !dbg !322
  %22 = load i64, ptr %21, align 8, !dbg !322
  %23 = load i64, ptr %7, align 8, !dbg !324
  %24 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %17, i64 %22), !dbg !325
  %25 = extractvalue { i64, i1 } %24, 1, !dbg !325
  %26 = extractvalue { i64, i1 } %24, 0, !dbg !325
  %27 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %26, i64 %23), !dbg !325
  %28 = extractvalue { i64, i1 } %27, 1, !dbg !325
  %29 = extractvalue { i64, i1 } %27, 0, !dbg !325
  %30 = or i1 %25, %28, !dbg !325
  %31 = zext i1 %30 to i64, !dbg !325
  store i64 %31, ptr %7, align 8, !dbg !325
  %32 = load ptr, ptr %4, align 8, !dbg !326
  %33 = load i32, ptr %8, align 4, !dbg !327
  %34 = sext i32 %33 to i64, !dbg !326
  %35 = getelementptr inbounds i64, ptr %32, i64 %34, !dbg !326
  store i64 %29, ptr %35, align 8, !dbg !328
  br label %36, !dbg !326

36:                                               ; preds = %12
  %37 = load i32, ptr %8, align 4, !dbg !329
  %38 = add nsw i32 %37, 1, !dbg !329
  store i32 %38, ptr %8, align 4, !dbg !329
  br label %9, !dbg !330, !llvm.loop !331

39:                                               ; preds = %9
  ret void, !dbg !333
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub256(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !334 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !335, !DIExpression(), !336)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !337, !DIExpression(), !338)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !339, !DIExpression(), !340)
    #dbg_declare(ptr %7, !341, !DIExpression(), !342)
  store i64 0, ptr %7, align 8, !dbg !342
    #dbg_declare(ptr %8, !343, !DIExpression(), !345)
  store i32 0, ptr %8, align 4, !dbg !345
  br label %9, !dbg !346

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %8, align 4, !dbg !347
  %11 = icmp slt i32 %10, 4, !dbg !349
  br i1 %11, label %12, label %39, !dbg !350

12:                                               ; preds = %9
  %13 = load ptr, ptr %5, align 8, !dbg !351
  %14 = load i32, ptr %8, align 4, !dbg !352
  %15 = sext i32 %14 to i64, !dbg !351
  %16 = getelementptr inbounds i64, ptr %13, i64 %15, !dbg !351
  %17 = load i64, ptr %16, align 8, !dbg !351
  %18 = load ptr, ptr %6, align 8, !dbg !353
  %19 = load i32, ptr %8, align 4, !dbg !354
  %20 = sext i32 %19 to i64, !dbg !353
  %21 = getelementptr inbounds i64, ptr %18, i64 %20, !dbg !353
  %22 = load i64, ptr %21, align 8, !dbg !353
  %23 = load i64, ptr %7, align 8, !dbg !355
  %24 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %17, i64 %22), !dbg !356
  %25 = extractvalue { i64, i1 } %24, 1, !dbg !356
  %26 = extractvalue { i64, i1 } %24, 0, !dbg !356
  %27 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %26, i64 %23), !dbg !356
  %28 = extractvalue { i64, i1 } %27, 1, !dbg !356
  %29 = extractvalue { i64, i1 } %27, 0, !dbg !356
  %30 = or i1 %25, %28, !dbg !356
  %31 = zext i1 %30 to i64, !dbg !356
  store i64 %31, ptr %7, align 8, !dbg !356
  %32 = load ptr, ptr %4, align 8, !dbg !357
  %33 = load i32, ptr %8, align 4, !dbg !358
  %34 = sext i32 %33 to i64, !dbg !357
  %35 = getelementptr inbounds i64, ptr %32, i64 %34, !dbg !357
  store i64 %29, ptr %35, align 8, !dbg !359
  br label %36, !dbg !357

36:                                               ; preds = %12
  %37 = load i32, ptr %8, align 4, !dbg !360
  %38 = add nsw i32 %37, 1, !dbg !360
  store i32 %38, ptr %8, align 4, !dbg !360
  br label %9, !dbg !361, !llvm.loop !362

39:                                               ; preds = %9
  ret void, !dbg !364
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add32x8(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !365 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !371, !DIExpression(), !372)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !373, !DIExpression(), !374)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !375, !DIExpression(), !376)
    #dbg_declare(ptr %7, !377, !DIExpression(), !378)
  store i32 0, ptr %7, align 4, !dbg !378
    #dbg_declare(ptr %8, !379, !DIExpression(), !381)
  store i32 0, ptr %8, align 4, !dbg !381
  br label %9, !dbg !382

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %8, align 4, !dbg !383
  %11 = icmp slt i32 %10, 8, !dbg !385
  br i1 %11, label %12, label %39, !dbg !386

12:                                               ; preds = %9
  %13 = load ptr, ptr %5, align 8, !dbg !387
  %14 = load i32, ptr %8, align 4, !dbg !388
  %15 = sext i32 %14 to i64, !dbg !387
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !387
  %17 = load i32, ptr %16, align 4, !dbg !387
  %18 = load ptr, ptr %6, align 8, !dbg !389
  %19 = load i32, ptr %8, align 4, !dbg !390
  %20 = sext i32 %19 to i64, !dbg !389
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !389
  %22 = load i32, ptr %21, align 4, !dbg !389
  %23 = load i32, ptr %7, align 4, !dbg !391
  %24 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %17, i32 %22), !dbg !392
  %25 = extractvalue { i32, i1 } %24, 1, !dbg !392
  %26 = extractvalue { i32, i1 } %24, 0, !dbg !392
  %27 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %26, i32 %23), !dbg !392
  %28 = extractvalue { i32, i1 } %27, 1, !dbg !392
  %29 = extractvalue { i32, i1 } %27, 0, !dbg !392
  %30 = or i1 %25, %28, !dbg !392
  %31 = zext i1 %30 to i32, !dbg !392
  store i32 %31, ptr %7, align 4, !dbg !392
  %32 = load ptr, ptr %4, align 8, !dbg !393
  %33 = load i32, ptr %8, align 4, !dbg !394
  %34 = sext i32 %33 to i64, !dbg !393
  %35 = getelementptr inbounds i32, ptr %32, i64 %34, !dbg !393
  store i32 %29, ptr %35, align 4, !dbg !395
  br label %36, !dbg !393

36:                                               ; preds = %12
  %37 = load i32, ptr %8, align 4, !dbg !396
  %38 = add nsw i32 %37, 1, !dbg !396
  store i32 %38, ptr %8, align 4, !dbg !396
  br label %9, !dbg !397, !llvm.loop !398

39:                                               ; preds = %9
  %40 = load i32, ptr %7, align 4, !dbg !400
  ret i32 %40, !dbg !401
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @small_carries() #0 !dbg !402 {
  %1 = alloca i8, align 1
  %2 = alloca i16, align 2
  %3 = alloca i64, align 8
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i64, align 8
    #dbg_declare(ptr %1, !403, !DIExpression(), !405)
    #dbg_declare(ptr %2, !406, !DIExpression(), !408)
    #dbg_declare(ptr %3, !409, !DIExpression(), !410)
    #dbg_declare(ptr %4, !411, !DIExpression(), !412)
  %7 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 -56, i8 100), !dbg !413
  %8 = extractvalue { i8, i1 } %7, 1, !dbg !413
  %9 = extractvalue { i8, i1 } %7, 0, !dbg !413
  %10 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %9, i8 1), !dbg !413
  %11 = extractvalue { i8, i1 } %10, 1, !dbg !413
  %12 = extractvalue { i8, i1 } %10, 0, !dbg !413
  %13 = or i1 %8, %11, !dbg !413
  %14 = zext i1 %13 to i8, !dbg !413
  store i8 %14, ptr %1, align 1, !dbg !413
  store i8 %12, ptr %4, align 1, !dbg !412
    #dbg_declare(ptr %5, !414, !DIExpression(), !415)
  %15 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 5, i16 10), !dbg !416
  %16 = extractvalue { i16, i1 } %15, 1, !dbg !416
  %17 = extractvalue { i16, i1 } %15, 0, !dbg !416
  %18 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %17, i16 0), !dbg !416
  %19 = extractvalue { i16, i1 } %18, 1, !dbg !416
  %20 = extractvalue { i16, i1 } %18, 0, !dbg !416
  %21 = or i1 %16, %19, !dbg !416
  %22 = zext i1 %21 to i16, !dbg !416
  store i16 %22, ptr %2, align 2, !dbg !416
  store i16 %20, ptr %5, align 2, !dbg !415
    #dbg_declare(ptr %6, !417, !DIExpression(), !418)
  %23 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 -1, i64 0), !dbg !419
  %24 = extractvalue { i64, i1 } %23, 1, !dbg !419
  %25 = extractvalue { i64, i1 } %23, 0, !dbg !419
  %26 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %25, i64 1), !dbg !419
  %27 = extractvalue { i64, i1 } %26, 1, !dbg !419
  %28 = extractvalue { i64, i1 } %26, 0, !dbg !419
  %29 = or i1 %24, %27, !dbg !419
  %30 = zext i1 %29 to i64, !dbg !419
  store i64 %30, ptr %3, align 8, !dbg !419
  store i64 %28, ptr %6, align 8, !dbg !418
  %31 = load i8, ptr %4, align 1, !dbg !420
  %32 = zext i8 %31 to i32, !dbg !420
  %33 = load i8, ptr %1, align 1, !dbg !421
  %34 = zext i8 %33 to i32, !dbg !421
  %35 = load i16, ptr %5, align 2, !dbg !422
  %36 = zext i16 %35 to i32, !dbg !422
  %37 = load i16, ptr %2, align 2, !dbg !423
  %38 = zext i16 %37 to i32, !dbg !423
  %39 = load i64, ptr %6, align 8, !dbg !424
  %40 = load i64, ptr %3, align 8, !dbg !425
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38, i64 noundef %39, i64 noundef %40), !dbg !426
  %42 = load i8, ptr %1, align 1, !dbg !427
  %43 = zext i8 %42 to i32, !dbg !427
  %44 = load i16, ptr %2, align 2, !dbg !428
  %45 = zext i16 %44 to i32, !dbg !428
  %46 = add nsw i32 %43, %45, !dbg !429
  %47 = load i64, ptr %3, align 8, !dbg !430
  %48 = trunc i64 %47 to i32, !dbg !431
  %49 = add nsw i32 %46, %48, !dbg !432
  ret i32 %49, !dbg !433
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/addc_subc_builtins.c", directory: ".", checksumkind: CSK_MD5, checksum: "997bf03cf729fad8ede92ed323f0a139")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 26)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 8)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 58)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !40, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32, !33, !38, !39}
!31 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !34, line: 27, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !36, line: 45, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{!0, !7, !12, !14, !19, !24}
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !50, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !29, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!39}
!52 = !{}
!53 = !DILocalVariable(name: "a", scope: !49, file: !2, line: 31, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 4)
!57 = !DILocation(line: 31, column: 14, scope: !49)
!58 = !DILocalVariable(name: "b", scope: !49, file: !2, line: 32, type: !54)
!59 = !DILocation(line: 32, column: 14, scope: !49)
!60 = !DILocalVariable(name: "r", scope: !49, file: !2, line: 33, type: !54)
!61 = !DILocation(line: 33, column: 14, scope: !49)
!62 = !DILocalVariable(name: "s", scope: !49, file: !2, line: 33, type: !54)
!63 = !DILocation(line: 33, column: 20, scope: !49)
!64 = !DILocation(line: 34, column: 12, scope: !49)
!65 = !DILocation(line: 34, column: 15, scope: !49)
!66 = !DILocation(line: 34, column: 18, scope: !49)
!67 = !DILocation(line: 34, column: 5, scope: !49)
!68 = !DILocation(line: 35, column: 73, scope: !49)
!69 = !DILocation(line: 35, column: 99, scope: !49)
!70 = !DILocation(line: 35, column: 125, scope: !49)
!71 = !DILocation(line: 35, column: 151, scope: !49)
!72 = !DILocation(line: 35, column: 5, scope: !49)
!73 = !DILocation(line: 36, column: 12, scope: !49)
!74 = !DILocation(line: 36, column: 15, scope: !49)
!75 = !DILocation(line: 36, column: 18, scope: !49)
!76 = !DILocation(line: 36, column: 5, scope: !49)
!77 = !DILocation(line: 37, column: 32, scope: !49)
!78 = !DILocation(line: 37, column: 40, scope: !49)
!79 = !DILocation(line: 37, column: 37, scope: !49)
!80 = !DILocation(line: 37, column: 45, scope: !49)
!81 = !DILocation(line: 37, column: 48, scope: !49)
!82 = !DILocation(line: 37, column: 56, scope: !49)
!83 = !DILocation(line: 37, column: 53, scope: !49)
!84 = !DILocation(line: 37, column: 61, scope: !49)
!85 = !DILocation(line: 37, column: 64, scope: !49)
!86 = !DILocation(line: 37, column: 72, scope: !49)
!87 = !DILocation(line: 37, column: 69, scope: !49)
!88 = !DILocation(line: 37, column: 77, scope: !49)
!89 = !DILocation(line: 37, column: 80, scope: !49)
!90 = !DILocation(line: 37, column: 88, scope: !49)
!91 = !DILocation(line: 37, column: 85, scope: !49)
!92 = !DILocation(line: 0, scope: !49)
!93 = !DILocation(line: 37, column: 5, scope: !49)
!94 = !DILocation(line: 38, column: 12, scope: !49)
!95 = !DILocation(line: 38, column: 15, scope: !49)
!96 = !DILocation(line: 38, column: 18, scope: !49)
!97 = !DILocation(line: 38, column: 5, scope: !49)
!98 = !DILocation(line: 39, column: 73, scope: !49)
!99 = !DILocation(line: 39, column: 99, scope: !49)
!100 = !DILocation(line: 39, column: 125, scope: !49)
!101 = !DILocation(line: 39, column: 151, scope: !49)
!102 = !DILocation(line: 39, column: 5, scope: !49)
!103 = !DILocalVariable(name: "x", scope: !49, file: !2, line: 41, type: !33)
!104 = !DILocation(line: 41, column: 14, scope: !49)
!105 = !DILocalVariable(name: "bad", scope: !49, file: !2, line: 41, type: !39)
!106 = !DILocation(line: 41, column: 45, scope: !49)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 42, type: !39)
!108 = distinct !DILexicalBlock(scope: !49, file: !2, line: 42, column: 5)
!109 = !DILocation(line: 42, column: 14, scope: !108)
!110 = !DILocation(line: 42, column: 10, scope: !108)
!111 = !DILocation(line: 42, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !2, line: 42, column: 5)
!113 = !DILocation(line: 42, column: 23, scope: !112)
!114 = !DILocation(line: 42, column: 5, scope: !108)
!115 = !DILocalVariable(name: "p", scope: !116, file: !2, line: 43, type: !54)
!116 = distinct !DILexicalBlock(scope: !112, file: !2, line: 42, column: 35)
!117 = !DILocation(line: 43, column: 18, scope: !116)
!118 = !DILocalVariable(name: "q", scope: !116, file: !2, line: 43, type: !54)
!119 = !DILocation(line: 43, column: 24, scope: !116)
!120 = !DILocalVariable(name: "t", scope: !116, file: !2, line: 43, type: !54)
!121 = !DILocation(line: 43, column: 30, scope: !116)
!122 = !DILocalVariable(name: "k", scope: !123, file: !2, line: 44, type: !39)
!123 = distinct !DILexicalBlock(scope: !116, file: !2, line: 44, column: 9)
!124 = !DILocation(line: 44, column: 18, scope: !123)
!125 = !DILocation(line: 44, column: 14, scope: !123)
!126 = !DILocation(line: 44, column: 25, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !2, line: 44, column: 9)
!128 = !DILocation(line: 44, column: 27, scope: !127)
!129 = !DILocation(line: 44, column: 9, scope: !123)
!130 = !DILocation(line: 44, column: 43, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 44, column: 37)
!132 = !DILocation(line: 44, column: 45, scope: !131)
!133 = !DILocation(line: 44, column: 70, scope: !131)
!134 = !DILocation(line: 44, column: 41, scope: !131)
!135 = !DILocation(line: 44, column: 94, scope: !131)
!136 = !DILocation(line: 44, column: 89, scope: !131)
!137 = !DILocation(line: 44, column: 87, scope: !131)
!138 = !DILocation(line: 44, column: 92, scope: !131)
!139 = !DILocation(line: 44, column: 101, scope: !131)
!140 = !DILocation(line: 44, column: 103, scope: !131)
!141 = !DILocation(line: 44, column: 128, scope: !131)
!142 = !DILocation(line: 44, column: 99, scope: !131)
!143 = !DILocation(line: 44, column: 153, scope: !131)
!144 = !DILocation(line: 44, column: 155, scope: !131)
!145 = !DILocation(line: 44, column: 152, scope: !131)
!146 = !DILocation(line: 44, column: 163, scope: !131)
!147 = !DILocation(line: 44, column: 162, scope: !131)
!148 = !DILocation(line: 44, column: 167, scope: !131)
!149 = !DILocation(line: 44, column: 147, scope: !131)
!150 = !DILocation(line: 44, column: 145, scope: !131)
!151 = !DILocation(line: 44, column: 150, scope: !131)
!152 = !DILocation(line: 44, column: 170, scope: !131)
!153 = !DILocation(line: 44, column: 33, scope: !127)
!154 = !DILocation(line: 44, column: 9, scope: !127)
!155 = distinct !{!155, !129, !156, !157}
!156 = !DILocation(line: 44, column: 170, scope: !123)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !DILocation(line: 45, column: 16, scope: !116)
!159 = !DILocation(line: 45, column: 19, scope: !116)
!160 = !DILocation(line: 45, column: 22, scope: !116)
!161 = !DILocation(line: 45, column: 9, scope: !116)
!162 = !DILocalVariable(name: "lo", scope: !116, file: !2, line: 46, type: !32)
!163 = !DILocation(line: 46, column: 27, scope: !116)
!164 = !DILocation(line: 46, column: 52, scope: !116)
!165 = !DILocation(line: 46, column: 33, scope: !116)
!166 = !DILocation(line: 46, column: 57, scope: !116)
!167 = !DILocation(line: 46, column: 65, scope: !116)
!168 = !DILocation(line: 46, column: 63, scope: !116)
!169 = !DILocation(line: 46, column: 93, scope: !116)
!170 = !DILocation(line: 46, column: 74, scope: !116)
!171 = !DILocation(line: 46, column: 98, scope: !116)
!172 = !DILocation(line: 46, column: 106, scope: !116)
!173 = !DILocation(line: 46, column: 104, scope: !116)
!174 = !DILocation(line: 46, column: 71, scope: !116)
!175 = !DILocation(line: 47, column: 23, scope: !176)
!176 = distinct !DILexicalBlock(scope: !116, file: !2, line: 47, column: 13)
!177 = !DILocation(line: 47, column: 13, scope: !176)
!178 = !DILocation(line: 47, column: 29, scope: !176)
!179 = !DILocation(line: 47, column: 26, scope: !176)
!180 = !DILocation(line: 47, column: 34, scope: !176)
!181 = !DILocation(line: 47, column: 48, scope: !176)
!182 = !DILocation(line: 47, column: 51, scope: !176)
!183 = !DILocation(line: 47, column: 37, scope: !176)
!184 = !DILocation(line: 47, column: 61, scope: !176)
!185 = !DILocation(line: 47, column: 58, scope: !176)
!186 = !DILocation(line: 47, column: 13, scope: !116)
!187 = !DILocation(line: 47, column: 70, scope: !176)
!188 = !DILocation(line: 47, column: 67, scope: !176)
!189 = !DILocalVariable(name: "pa", scope: !116, file: !2, line: 48, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 256, elements: !22)
!191 = !DILocation(line: 48, column: 18, scope: !116)
!192 = !DILocalVariable(name: "qa", scope: !116, file: !2, line: 48, type: !190)
!193 = !DILocation(line: 48, column: 25, scope: !116)
!194 = !DILocalVariable(name: "ra", scope: !116, file: !2, line: 48, type: !190)
!195 = !DILocation(line: 48, column: 32, scope: !116)
!196 = !DILocalVariable(name: "k", scope: !197, file: !2, line: 49, type: !39)
!197 = distinct !DILexicalBlock(scope: !116, file: !2, line: 49, column: 9)
!198 = !DILocation(line: 49, column: 18, scope: !197)
!199 = !DILocation(line: 49, column: 14, scope: !197)
!200 = !DILocation(line: 49, column: 25, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 49, column: 9)
!202 = !DILocation(line: 49, column: 27, scope: !201)
!203 = !DILocation(line: 49, column: 9, scope: !197)
!204 = !DILocation(line: 49, column: 63, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !2, line: 49, column: 37)
!206 = !DILocation(line: 49, column: 61, scope: !205)
!207 = !DILocation(line: 49, column: 51, scope: !205)
!208 = !DILocation(line: 49, column: 46, scope: !205)
!209 = !DILocation(line: 49, column: 44, scope: !205)
!210 = !DILocation(line: 49, column: 39, scope: !205)
!211 = !DILocation(line: 49, column: 49, scope: !205)
!212 = !DILocation(line: 49, column: 96, scope: !205)
!213 = !DILocation(line: 49, column: 94, scope: !205)
!214 = !DILocation(line: 49, column: 99, scope: !205)
!215 = !DILocation(line: 49, column: 83, scope: !205)
!216 = !DILocation(line: 49, column: 74, scope: !205)
!217 = !DILocation(line: 49, column: 72, scope: !205)
!218 = !DILocation(line: 49, column: 76, scope: !205)
!219 = !DILocation(line: 49, column: 67, scope: !205)
!220 = !DILocation(line: 49, column: 81, scope: !205)
!221 = !DILocation(line: 49, column: 131, scope: !205)
!222 = !DILocation(line: 49, column: 129, scope: !205)
!223 = !DILocation(line: 49, column: 119, scope: !205)
!224 = !DILocation(line: 49, column: 114, scope: !205)
!225 = !DILocation(line: 49, column: 112, scope: !205)
!226 = !DILocation(line: 49, column: 107, scope: !205)
!227 = !DILocation(line: 49, column: 117, scope: !205)
!228 = !DILocation(line: 49, column: 164, scope: !205)
!229 = !DILocation(line: 49, column: 162, scope: !205)
!230 = !DILocation(line: 49, column: 167, scope: !205)
!231 = !DILocation(line: 49, column: 151, scope: !205)
!232 = !DILocation(line: 49, column: 142, scope: !205)
!233 = !DILocation(line: 49, column: 140, scope: !205)
!234 = !DILocation(line: 49, column: 144, scope: !205)
!235 = !DILocation(line: 49, column: 135, scope: !205)
!236 = !DILocation(line: 49, column: 149, scope: !205)
!237 = !DILocation(line: 49, column: 175, scope: !205)
!238 = !DILocation(line: 49, column: 33, scope: !201)
!239 = !DILocation(line: 49, column: 9, scope: !201)
!240 = distinct !{!240, !203, !241, !157}
!241 = !DILocation(line: 49, column: 175, scope: !197)
!242 = !DILocalVariable(name: "carry", scope: !116, file: !2, line: 50, type: !38)
!243 = !DILocation(line: 50, column: 18, scope: !116)
!244 = !DILocation(line: 50, column: 34, scope: !116)
!245 = !DILocation(line: 50, column: 38, scope: !116)
!246 = !DILocation(line: 50, column: 42, scope: !116)
!247 = !DILocation(line: 50, column: 26, scope: !116)
!248 = !DILocalVariable(name: "k", scope: !249, file: !2, line: 51, type: !39)
!249 = distinct !DILexicalBlock(scope: !116, file: !2, line: 51, column: 9)
!250 = !DILocation(line: 51, column: 18, scope: !249)
!251 = !DILocation(line: 51, column: 14, scope: !249)
!252 = !DILocation(line: 51, column: 25, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !2, line: 51, column: 9)
!254 = !DILocation(line: 51, column: 27, scope: !253)
!255 = !DILocation(line: 51, column: 9, scope: !249)
!256 = !DILocation(line: 51, column: 59, scope: !257)
!257 = distinct !DILexicalBlock(scope: !253, file: !2, line: 51, column: 41)
!258 = !DILocation(line: 51, column: 57, scope: !257)
!259 = !DILocation(line: 51, column: 61, scope: !257)
!260 = !DILocation(line: 51, column: 52, scope: !257)
!261 = !DILocation(line: 51, column: 42, scope: !257)
!262 = !DILocation(line: 51, column: 66, scope: !257)
!263 = !DILocation(line: 51, column: 81, scope: !257)
!264 = !DILocation(line: 51, column: 79, scope: !257)
!265 = !DILocation(line: 51, column: 74, scope: !257)
!266 = !DILocation(line: 51, column: 72, scope: !257)
!267 = !DILocation(line: 51, column: 90, scope: !257)
!268 = !DILocation(line: 51, column: 88, scope: !257)
!269 = !DILocation(line: 51, column: 85, scope: !257)
!270 = !DILocation(line: 51, column: 41, scope: !253)
!271 = !DILocation(line: 51, column: 97, scope: !257)
!272 = !DILocation(line: 51, column: 94, scope: !257)
!273 = !DILocation(line: 51, column: 91, scope: !257)
!274 = !DILocation(line: 51, column: 33, scope: !253)
!275 = !DILocation(line: 51, column: 9, scope: !253)
!276 = distinct !{!276, !255, !277, !157}
!277 = !DILocation(line: 51, column: 97, scope: !249)
!278 = !DILocation(line: 52, column: 13, scope: !279)
!279 = distinct !DILexicalBlock(scope: !116, file: !2, line: 52, column: 13)
!280 = !DILocation(line: 52, column: 15, scope: !279)
!281 = !DILocation(line: 52, column: 13, scope: !116)
!282 = !DILocation(line: 52, column: 57, scope: !279)
!283 = !DILocation(line: 52, column: 84, scope: !279)
!284 = !DILocation(line: 52, column: 20, scope: !279)
!285 = !DILocation(line: 53, column: 5, scope: !116)
!286 = !DILocation(line: 42, column: 31, scope: !112)
!287 = !DILocation(line: 42, column: 5, scope: !112)
!288 = distinct !{!288, !114, !289, !157}
!289 = !DILocation(line: 53, column: 5, scope: !108)
!290 = !DILocalVariable(name: "sc", scope: !49, file: !2, line: 54, type: !39)
!291 = !DILocation(line: 54, column: 9, scope: !49)
!292 = !DILocation(line: 54, column: 14, scope: !49)
!293 = !DILocation(line: 55, column: 24, scope: !49)
!294 = !DILocation(line: 55, column: 5, scope: !49)
!295 = !DILocation(line: 56, column: 12, scope: !49)
!296 = !DILocation(line: 56, column: 22, scope: !49)
!297 = !DILocation(line: 56, column: 5, scope: !49)
!298 = distinct !DISubprogram(name: "add256", scope: !2, file: !2, line: 8, type: !299, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !52)
!299 = !DISubroutineType(types: !300)
!300 = !{null, !301, !302, !302}
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!304 = !DILocalVariable(name: "r", arg: 1, scope: !298, file: !2, line: 8, type: !301)
!305 = !DILocation(line: 8, column: 56, scope: !298)
!306 = !DILocalVariable(name: "a", arg: 2, scope: !298, file: !2, line: 8, type: !302)
!307 = !DILocation(line: 8, column: 75, scope: !298)
!308 = !DILocalVariable(name: "b", arg: 3, scope: !298, file: !2, line: 8, type: !302)
!309 = !DILocation(line: 8, column: 94, scope: !298)
!310 = !DILocalVariable(name: "c", scope: !298, file: !2, line: 9, type: !31)
!311 = !DILocation(line: 9, column: 24, scope: !298)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 10, type: !39)
!313 = distinct !DILexicalBlock(scope: !298, file: !2, line: 10, column: 5)
!314 = !DILocation(line: 10, column: 14, scope: !313)
!315 = !DILocation(line: 10, column: 10, scope: !313)
!316 = !DILocation(line: 10, column: 21, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !2, line: 10, column: 5)
!318 = !DILocation(line: 10, column: 23, scope: !317)
!319 = !DILocation(line: 10, column: 5, scope: !313)
!320 = !DILocation(line: 10, column: 57, scope: !317)
!321 = !DILocation(line: 10, column: 59, scope: !317)
!322 = !DILocation(line: 10, column: 63, scope: !317)
!323 = !DILocation(line: 10, column: 65, scope: !317)
!324 = !DILocation(line: 10, column: 69, scope: !317)
!325 = !DILocation(line: 10, column: 40, scope: !317)
!326 = !DILocation(line: 10, column: 33, scope: !317)
!327 = !DILocation(line: 10, column: 35, scope: !317)
!328 = !DILocation(line: 10, column: 38, scope: !317)
!329 = !DILocation(line: 10, column: 29, scope: !317)
!330 = !DILocation(line: 10, column: 5, scope: !317)
!331 = distinct !{!331, !319, !332, !157}
!332 = !DILocation(line: 10, column: 74, scope: !313)
!333 = !DILocation(line: 11, column: 1, scope: !298)
!334 = distinct !DISubprogram(name: "sub256", scope: !2, file: !2, line: 12, type: !299, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !52)
!335 = !DILocalVariable(name: "r", arg: 1, scope: !334, file: !2, line: 12, type: !301)
!336 = !DILocation(line: 12, column: 56, scope: !334)
!337 = !DILocalVariable(name: "a", arg: 2, scope: !334, file: !2, line: 12, type: !302)
!338 = !DILocation(line: 12, column: 75, scope: !334)
!339 = !DILocalVariable(name: "b", arg: 3, scope: !334, file: !2, line: 12, type: !302)
!340 = !DILocation(line: 12, column: 94, scope: !334)
!341 = !DILocalVariable(name: "c", scope: !334, file: !2, line: 13, type: !31)
!342 = !DILocation(line: 13, column: 24, scope: !334)
!343 = !DILocalVariable(name: "i", scope: !344, file: !2, line: 14, type: !39)
!344 = distinct !DILexicalBlock(scope: !334, file: !2, line: 14, column: 5)
!345 = !DILocation(line: 14, column: 14, scope: !344)
!346 = !DILocation(line: 14, column: 10, scope: !344)
!347 = !DILocation(line: 14, column: 21, scope: !348)
!348 = distinct !DILexicalBlock(scope: !344, file: !2, line: 14, column: 5)
!349 = !DILocation(line: 14, column: 23, scope: !348)
!350 = !DILocation(line: 14, column: 5, scope: !344)
!351 = !DILocation(line: 14, column: 57, scope: !348)
!352 = !DILocation(line: 14, column: 59, scope: !348)
!353 = !DILocation(line: 14, column: 63, scope: !348)
!354 = !DILocation(line: 14, column: 65, scope: !348)
!355 = !DILocation(line: 14, column: 69, scope: !348)
!356 = !DILocation(line: 14, column: 40, scope: !348)
!357 = !DILocation(line: 14, column: 33, scope: !348)
!358 = !DILocation(line: 14, column: 35, scope: !348)
!359 = !DILocation(line: 14, column: 38, scope: !348)
!360 = !DILocation(line: 14, column: 29, scope: !348)
!361 = !DILocation(line: 14, column: 5, scope: !348)
!362 = distinct !{!362, !350, !363, !157}
!363 = !DILocation(line: 14, column: 74, scope: !344)
!364 = !DILocation(line: 15, column: 1, scope: !334)
!365 = distinct !DISubprogram(name: "add32x8", scope: !2, file: !2, line: 16, type: !366, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !52)
!366 = !DISubroutineType(types: !367)
!367 = !{!38, !368, !369, !369}
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !370, size: 64)
!370 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!371 = !DILocalVariable(name: "r", arg: 1, scope: !365, file: !2, line: 16, type: !368)
!372 = !DILocation(line: 16, column: 61, scope: !365)
!373 = !DILocalVariable(name: "a", arg: 2, scope: !365, file: !2, line: 16, type: !369)
!374 = !DILocation(line: 16, column: 80, scope: !365)
!375 = !DILocalVariable(name: "b", arg: 3, scope: !365, file: !2, line: 16, type: !369)
!376 = !DILocation(line: 16, column: 99, scope: !365)
!377 = !DILocalVariable(name: "c", scope: !365, file: !2, line: 17, type: !38)
!378 = !DILocation(line: 17, column: 14, scope: !365)
!379 = !DILocalVariable(name: "i", scope: !380, file: !2, line: 18, type: !39)
!380 = distinct !DILexicalBlock(scope: !365, file: !2, line: 18, column: 5)
!381 = !DILocation(line: 18, column: 14, scope: !380)
!382 = !DILocation(line: 18, column: 10, scope: !380)
!383 = !DILocation(line: 18, column: 21, scope: !384)
!384 = distinct !DILexicalBlock(scope: !380, file: !2, line: 18, column: 5)
!385 = !DILocation(line: 18, column: 23, scope: !384)
!386 = !DILocation(line: 18, column: 5, scope: !380)
!387 = !DILocation(line: 18, column: 55, scope: !384)
!388 = !DILocation(line: 18, column: 57, scope: !384)
!389 = !DILocation(line: 18, column: 61, scope: !384)
!390 = !DILocation(line: 18, column: 63, scope: !384)
!391 = !DILocation(line: 18, column: 67, scope: !384)
!392 = !DILocation(line: 18, column: 40, scope: !384)
!393 = !DILocation(line: 18, column: 33, scope: !384)
!394 = !DILocation(line: 18, column: 35, scope: !384)
!395 = !DILocation(line: 18, column: 38, scope: !384)
!396 = !DILocation(line: 18, column: 29, scope: !384)
!397 = !DILocation(line: 18, column: 5, scope: !384)
!398 = distinct !{!398, !386, !399, !157}
!399 = !DILocation(line: 18, column: 72, scope: !380)
!400 = !DILocation(line: 19, column: 12, scope: !365)
!401 = !DILocation(line: 19, column: 5, scope: !365)
!402 = distinct !DISubprogram(name: "small_carries", scope: !2, file: !2, line: 21, type: !50, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !52)
!403 = !DILocalVariable(name: "cb", scope: !402, file: !2, line: 22, type: !404)
!404 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!405 = !DILocation(line: 22, column: 19, scope: !402)
!406 = !DILocalVariable(name: "cs", scope: !402, file: !2, line: 22, type: !407)
!407 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!408 = !DILocation(line: 22, column: 38, scope: !402)
!409 = !DILocalVariable(name: "cl", scope: !402, file: !2, line: 22, type: !37)
!410 = !DILocation(line: 22, column: 56, scope: !402)
!411 = !DILocalVariable(name: "b", scope: !402, file: !2, line: 23, type: !404)
!412 = !DILocation(line: 23, column: 19, scope: !402)
!413 = !DILocation(line: 23, column: 23, scope: !402)
!414 = !DILocalVariable(name: "s", scope: !402, file: !2, line: 24, type: !407)
!415 = !DILocation(line: 24, column: 20, scope: !402)
!416 = !DILocation(line: 24, column: 24, scope: !402)
!417 = !DILocalVariable(name: "l", scope: !402, file: !2, line: 25, type: !37)
!418 = !DILocation(line: 25, column: 19, scope: !402)
!419 = !DILocation(line: 25, column: 23, scope: !402)
!420 = !DILocation(line: 26, column: 74, scope: !402)
!421 = !DILocation(line: 26, column: 77, scope: !402)
!422 = !DILocation(line: 26, column: 81, scope: !402)
!423 = !DILocation(line: 26, column: 84, scope: !402)
!424 = !DILocation(line: 26, column: 88, scope: !402)
!425 = !DILocation(line: 26, column: 91, scope: !402)
!426 = !DILocation(line: 26, column: 5, scope: !402)
!427 = !DILocation(line: 27, column: 12, scope: !402)
!428 = !DILocation(line: 27, column: 17, scope: !402)
!429 = !DILocation(line: 27, column: 15, scope: !402)
!430 = !DILocation(line: 27, column: 27, scope: !402)
!431 = !DILocation(line: 27, column: 22, scope: !402)
!432 = !DILocation(line: 27, column: 20, scope: !402)
!433 = !DILocation(line: 27, column: 5, scope: !402)
