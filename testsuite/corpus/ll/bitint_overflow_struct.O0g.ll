; ModuleID = 'programs/bitint_overflow_struct.c'
source_filename = "programs/bitint_overflow_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type <{ i8, [3 x i8], i32, i64, [5 x i8], [3 x i8], i128, i16, [6 x i8] }>

@.str = private unnamed_addr constant [63 x i8] c"sizeof rec=%zu align=%zu off a=%zu b=%zu c=%zu d=%zu tail=%zu\0A\00", align 1, !dbg !0
@__const.main.x24 = private unnamed_addr constant [6 x i32] [i32 8388607, i32 -8388608, i32 1, i32 -1, i32 4194304, i32 4096], align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"%d%d%d%d \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"bad add \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"\0Amul24 overflows counted %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"u65 %d %llx/%016llx \00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [17 x i8] c"%d %llx/%016llx \00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"s33 2^31+2^31 ovf=%d val=%lld\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [30 x i8] c"s33 near max ovf=%d val=%lld\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [66 x i8] c"q: %c a=%lld b=%lld c=%d,%d,%d,%d,%d d_hi=%llx d_lo=%llx tail=%d\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [14 x i8] c"arr sum %lld\0A\00", align 1, !dbg !52

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !78 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i128, align 8
  %15 = alloca i128, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca %struct.rec, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.rec, align 8
  %21 = alloca %struct.rec, align 8
  %22 = alloca [10 x i32], align 16
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 48, i64 noundef 8, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 24, i64 noundef 40), !dbg !82
    #dbg_declare(ptr %2, !83, !DIExpression(), !88)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.x24, i64 24, i1 true), !dbg !88
    #dbg_declare(ptr %3, !89, !DIExpression(), !90)
  store i32 0, ptr %3, align 4, !dbg !90
    #dbg_declare(ptr %4, !91, !DIExpression(), !93)
  store i32 0, ptr %4, align 4, !dbg !93
  br label %27, !dbg !94

27:                                               ; preds = %141, %0
  %28 = load i32, ptr %4, align 4, !dbg !95
  %29 = icmp slt i32 %28, 6, !dbg !97
  br i1 %29, label %30, label %144, !dbg !98

30:                                               ; preds = %27
    #dbg_declare(ptr %5, !99, !DIExpression(), !101)
  store i32 0, ptr %5, align 4, !dbg !101
  br label %31, !dbg !102

31:                                               ; preds = %137, %30
  %32 = load i32, ptr %5, align 4, !dbg !103
  %33 = icmp slt i32 %32, 6, !dbg !105
  br i1 %33, label %34, label %140, !dbg !106

34:                                               ; preds = %31
    #dbg_declare(ptr %6, !107, !DIExpression(), !109)
    #dbg_declare(ptr %7, !110, !DIExpression(), !111)
  %35 = load i32, ptr %4, align 4, !dbg !112
  %36 = sext i32 %35 to i64, !dbg !113
  %37 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %36, !dbg !113
  %38 = load volatile i32, ptr %37, align 4, !dbg !113
  %39 = trunc i32 %38 to i24, !dbg !113
  %40 = load i32, ptr %5, align 4, !dbg !114
  %41 = sext i32 %40 to i64, !dbg !115
  %42 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %41, !dbg !115
  %43 = load volatile i32, ptr %42, align 4, !dbg !115
  %44 = trunc i32 %43 to i24, !dbg !115
  %45 = call { i24, i1 } @llvm.sadd.with.overflow.i24(i24 %39, i24 %44), !dbg !116
  %46 = extractvalue { i24, i1 } %45, 1, !dbg !116
  %47 = extractvalue { i24, i1 } %45, 0, !dbg !116
  %48 = sext i24 %47 to i32, !dbg !116
  store i32 %48, ptr %6, align 4, !dbg !116
  %49 = zext i1 %46 to i32, !dbg !116
  store i32 %49, ptr %7, align 4, !dbg !111
    #dbg_declare(ptr %8, !117, !DIExpression(), !118)
    #dbg_declare(ptr %9, !119, !DIExpression(), !120)
  %50 = load i32, ptr %4, align 4, !dbg !121
  %51 = sext i32 %50 to i64, !dbg !122
  %52 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %51, !dbg !122
  %53 = load volatile i32, ptr %52, align 4, !dbg !122
  %54 = trunc i32 %53 to i24, !dbg !122
  %55 = load i32, ptr %5, align 4, !dbg !123
  %56 = sext i32 %55 to i64, !dbg !124
  %57 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %56, !dbg !124
  %58 = load volatile i32, ptr %57, align 4, !dbg !124
  %59 = trunc i32 %58 to i24, !dbg !124
  %60 = call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %54, i24 %59), !dbg !125
  %61 = extractvalue { i24, i1 } %60, 1, !dbg !125
  %62 = extractvalue { i24, i1 } %60, 0, !dbg !125
  %63 = sext i24 %62 to i32, !dbg !125
  store i32 %63, ptr %8, align 4, !dbg !125
  %64 = zext i1 %61 to i32, !dbg !125
  store i32 %64, ptr %9, align 4, !dbg !120
    #dbg_declare(ptr %10, !126, !DIExpression(), !127)
    #dbg_declare(ptr %11, !128, !DIExpression(), !129)
  %65 = load i32, ptr %4, align 4, !dbg !130
  %66 = sext i32 %65 to i64, !dbg !131
  %67 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %66, !dbg !131
  %68 = load volatile i32, ptr %67, align 4, !dbg !131
  %69 = trunc i32 %68 to i24, !dbg !131
  %70 = load i32, ptr %5, align 4, !dbg !132
  %71 = sext i32 %70 to i64, !dbg !133
  %72 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %71, !dbg !133
  %73 = load volatile i32, ptr %72, align 4, !dbg !133
  %74 = trunc i32 %73 to i24, !dbg !133
  %75 = sext i24 %69 to i33, !dbg !134
  %76 = sext i24 %74 to i33, !dbg !134
  %77 = call { i33, i1 } @llvm.smul.with.overflow.i33(i33 %75, i33 %76), !dbg !134
  %78 = extractvalue { i33, i1 } %77, 1, !dbg !134
  %79 = extractvalue { i33, i1 } %77, 0, !dbg !134
  %80 = sext i33 %79 to i64, !dbg !134
  store i64 %80, ptr %10, align 8, !dbg !134
  %81 = zext i1 %78 to i32, !dbg !134
  store i32 %81, ptr %11, align 4, !dbg !129
    #dbg_declare(ptr %12, !135, !DIExpression(), !136)
    #dbg_declare(ptr %13, !137, !DIExpression(), !138)
  %82 = load i32, ptr %4, align 4, !dbg !139
  %83 = sext i32 %82 to i64, !dbg !140
  %84 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %83, !dbg !140
  %85 = load volatile i32, ptr %84, align 4, !dbg !140
  %86 = trunc i32 %85 to i24, !dbg !140
  %87 = load i32, ptr %5, align 4, !dbg !141
  %88 = sext i32 %87 to i64, !dbg !142
  %89 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %88, !dbg !142
  %90 = load volatile i32, ptr %89, align 4, !dbg !142
  %91 = trunc i32 %90 to i24, !dbg !142
  %92 = sext i24 %86 to i32, !dbg !143
  %93 = sext i24 %91 to i32, !dbg !143
  %94 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %92, i32 %93), !dbg !143
  %95 = extractvalue { i32, i1 } %94, 1, !dbg !143
  %96 = extractvalue { i32, i1 } %94, 0, !dbg !143
  store i32 %96, ptr %12, align 4, !dbg !143
  %97 = zext i1 %95 to i32, !dbg !143
  store i32 %97, ptr %13, align 4, !dbg !138
  %98 = load i32, ptr %7, align 4, !dbg !144
  %99 = load i32, ptr %9, align 4, !dbg !145
  %100 = load i32, ptr %11, align 4, !dbg !146
  %101 = load i32, ptr %13, align 4, !dbg !147
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101), !dbg !148
  %103 = load i32, ptr %7, align 4, !dbg !149
  %104 = load i32, ptr %9, align 4, !dbg !150
  %105 = add nsw i32 %103, %104, !dbg !151
  %106 = load i32, ptr %11, align 4, !dbg !152
  %107 = add nsw i32 %105, %106, !dbg !153
  %108 = load i32, ptr %13, align 4, !dbg !154
  %109 = add nsw i32 %107, %108, !dbg !155
  %110 = load i32, ptr %3, align 4, !dbg !156
  %111 = add nsw i32 %110, %109, !dbg !156
  store i32 %111, ptr %3, align 4, !dbg !156
  %112 = load i32, ptr %7, align 4, !dbg !157
  %113 = icmp ne i32 %112, 0, !dbg !157
  br i1 %113, label %131, label %114, !dbg !159

114:                                              ; preds = %34
  %115 = load i32, ptr %6, align 4, !dbg !160
  %116 = trunc i32 %115 to i24, !dbg !160
  %117 = load i32, ptr %4, align 4, !dbg !161
  %118 = sext i32 %117 to i64, !dbg !162
  %119 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %118, !dbg !162
  %120 = load volatile i32, ptr %119, align 4, !dbg !162
  %121 = trunc i32 %120 to i24, !dbg !162
  %122 = load i32, ptr %5, align 4, !dbg !163
  %123 = sext i32 %122 to i64, !dbg !164
  %124 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %123, !dbg !164
  %125 = load volatile i32, ptr %124, align 4, !dbg !164
  %126 = trunc i32 %125 to i24, !dbg !164
  %127 = add nsw i24 %121, %126, !dbg !165
  %128 = icmp ne i24 %116, %127, !dbg !166
  br i1 %128, label %129, label %131, !dbg !167

129:                                              ; preds = %114
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !168
  br label %131, !dbg !168

131:                                              ; preds = %129, %114, %34
  %132 = load i32, ptr %8, align 4, !dbg !169
  %133 = trunc i32 %132 to i24, !dbg !169
  %134 = load i32, ptr %12, align 4, !dbg !170
  %135 = load i64, ptr %10, align 8, !dbg !171
  %136 = trunc i64 %135 to i33, !dbg !171
  br label %137, !dbg !172

137:                                              ; preds = %131
  %138 = load i32, ptr %5, align 4, !dbg !173
  %139 = add nsw i32 %138, 1, !dbg !173
  store i32 %139, ptr %5, align 4, !dbg !173
  br label %31, !dbg !174, !llvm.loop !175

140:                                              ; preds = %31
  br label %141, !dbg !176

141:                                              ; preds = %140
  %142 = load i32, ptr %4, align 4, !dbg !178
  %143 = add nsw i32 %142, 1, !dbg !178
  store i32 %143, ptr %4, align 4, !dbg !178
  br label %27, !dbg !179, !llvm.loop !180

144:                                              ; preds = %27
  %145 = load i32, ptr %3, align 4, !dbg !182
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %145), !dbg !183
    #dbg_declare(ptr %14, !184, !DIExpression(), !186)
  store volatile i128 12297829382473034410, ptr %14, align 8, !dbg !186
    #dbg_declare(ptr %15, !187, !DIExpression(), !188)
    #dbg_declare(ptr %16, !189, !DIExpression(), !190)
  %147 = load volatile i128, ptr %14, align 8, !dbg !191
  %148 = trunc i128 %147 to i65, !dbg !191
  %149 = call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %148, i65 3), !dbg !192
  %150 = extractvalue { i65, i1 } %149, 1, !dbg !192
  %151 = extractvalue { i65, i1 } %149, 0, !dbg !192
  %152 = zext i65 %151 to i128, !dbg !192
  store i128 %152, ptr %15, align 8, !dbg !192
  %153 = zext i1 %150 to i32, !dbg !192
  store i32 %153, ptr %16, align 4, !dbg !190
  %154 = load i32, ptr %16, align 4, !dbg !193
  %155 = load i128, ptr %15, align 8, !dbg !194
  %156 = trunc i128 %155 to i65, !dbg !194
  %157 = lshr i65 %156, 64, !dbg !195
  %158 = trunc i65 %157 to i64, !dbg !196
  %159 = load i128, ptr %15, align 8, !dbg !197
  %160 = trunc i128 %159 to i65, !dbg !197
  %161 = trunc i65 %160 to i64, !dbg !198
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %154, i64 noundef %158, i64 noundef %161), !dbg !199
  %163 = load volatile i128, ptr %14, align 8, !dbg !200
  %164 = trunc i128 %163 to i65, !dbg !200
  %165 = call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %164, i65 4), !dbg !201
  %166 = extractvalue { i65, i1 } %165, 1, !dbg !201
  %167 = extractvalue { i65, i1 } %165, 0, !dbg !201
  %168 = zext i65 %167 to i128, !dbg !201
  store i128 %168, ptr %15, align 8, !dbg !201
  %169 = zext i1 %166 to i32, !dbg !201
  store i32 %169, ptr %16, align 4, !dbg !202
  %170 = load i32, ptr %16, align 4, !dbg !203
  %171 = load i128, ptr %15, align 8, !dbg !204
  %172 = trunc i128 %171 to i65, !dbg !204
  %173 = lshr i65 %172, 64, !dbg !205
  %174 = trunc i65 %173 to i64, !dbg !206
  %175 = load i128, ptr %15, align 8, !dbg !207
  %176 = trunc i128 %175 to i65, !dbg !207
  %177 = trunc i65 %176 to i64, !dbg !208
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %170, i64 noundef %174, i64 noundef %177), !dbg !209
  %179 = load volatile i128, ptr %14, align 8, !dbg !210
  %180 = trunc i128 %179 to i65, !dbg !210
  %181 = load volatile i128, ptr %14, align 8, !dbg !211
  %182 = trunc i128 %181 to i65, !dbg !211
  %183 = mul i65 %182, 2, !dbg !212
  %184 = call { i65, i1 } @llvm.uadd.with.overflow.i65(i65 %180, i65 %183), !dbg !213
  %185 = extractvalue { i65, i1 } %184, 1, !dbg !213
  %186 = extractvalue { i65, i1 } %184, 0, !dbg !213
  %187 = zext i65 %186 to i128, !dbg !213
  store i128 %187, ptr %15, align 8, !dbg !213
  %188 = zext i1 %185 to i32, !dbg !213
  store i32 %188, ptr %16, align 4, !dbg !214
  %189 = load i32, ptr %16, align 4, !dbg !215
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %189), !dbg !216
    #dbg_declare(ptr %17, !217, !DIExpression(), !218)
  %191 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 2147483648, i33 2147483648), !dbg !219
  %192 = extractvalue { i33, i1 } %191, 1, !dbg !219
  %193 = extractvalue { i33, i1 } %191, 0, !dbg !219
  %194 = sext i33 %193 to i64, !dbg !219
  store i64 %194, ptr %17, align 8, !dbg !219
  %195 = zext i1 %192 to i32, !dbg !219
  store i32 %195, ptr %16, align 4, !dbg !220
  %196 = load i32, ptr %16, align 4, !dbg !221
  %197 = load i64, ptr %17, align 8, !dbg !222
  %198 = trunc i64 %197 to i33, !dbg !222
  %199 = sext i33 %198 to i64, !dbg !223
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %196, i64 noundef %199), !dbg !224
  %201 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 2147483648, i33 4294967295), !dbg !225
  %202 = extractvalue { i33, i1 } %201, 1, !dbg !225
  %203 = extractvalue { i33, i1 } %201, 0, !dbg !225
  %204 = sext i33 %203 to i64, !dbg !225
  store i64 %204, ptr %17, align 8, !dbg !225
  %205 = zext i1 %202 to i32, !dbg !225
  store i32 %205, ptr %16, align 4, !dbg !226
  %206 = load i32, ptr %16, align 4, !dbg !227
  %207 = load i64, ptr %17, align 8, !dbg !228
  %208 = trunc i64 %207 to i33, !dbg !228
  %209 = sext i33 %208 to i64, !dbg !229
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %206, i64 noundef %209), !dbg !230
    #dbg_declare(ptr %18, !231, !DIExpression(), !244)
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 48, i1 false), !dbg !245
  %211 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 0, !dbg !246
  store i8 82, ptr %211, align 8, !dbg !247
  %212 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 2, !dbg !248
  store i32 -1000, ptr %212, align 4, !dbg !249
  %213 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 3, !dbg !250
  store i64 2147483648, ptr %213, align 8, !dbg !251
    #dbg_declare(ptr %19, !252, !DIExpression(), !254)
  store i32 0, ptr %19, align 4, !dbg !254
  br label %214, !dbg !255

214:                                              ; preds = %226, %144
  %215 = load i32, ptr %19, align 4, !dbg !256
  %216 = icmp slt i32 %215, 5, !dbg !258
  br i1 %216, label %217, label %229, !dbg !259

217:                                              ; preds = %214
  %218 = load i32, ptr %19, align 4, !dbg !260
  %219 = mul nsw i32 %218, 30, !dbg !261
  %220 = trunc i32 %219 to i7, !dbg !262
  %221 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 4, !dbg !263
  %222 = load i32, ptr %19, align 4, !dbg !264
  %223 = sext i32 %222 to i64, !dbg !265
  %224 = getelementptr inbounds [5 x i8], ptr %221, i64 0, i64 %223, !dbg !265
  %225 = zext i7 %220 to i8, !dbg !266
  store i8 %225, ptr %224, align 1, !dbg !266
  br label %226, !dbg !265

226:                                              ; preds = %217
  %227 = load i32, ptr %19, align 4, !dbg !267
  %228 = add nsw i32 %227, 1, !dbg !267
  store i32 %228, ptr %19, align 4, !dbg !267
  br label %214, !dbg !268, !llvm.loop !269

229:                                              ; preds = %214
  %230 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 6, !dbg !271
  store i128 18446744073709551616, ptr %230, align 8, !dbg !272
  %231 = getelementptr inbounds %struct.rec, ptr %18, i32 0, i32 7, !dbg !273
  store i16 7, ptr %231, align 8, !dbg !274
    #dbg_declare(ptr %20, !275, !DIExpression(), !276)
  call void @bump(ptr dead_on_unwind writable sret(%struct.rec) align 8 %21, ptr noundef byval(%struct.rec) align 8 %18, i32 noundef 5), !dbg !277
  call void @bump(ptr dead_on_unwind writable sret(%struct.rec) align 8 %20, ptr noundef byval(%struct.rec) align 8 %21, i32 noundef 100), !dbg !278
  %232 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 0, !dbg !279
  %233 = load i8, ptr %232, align 8, !dbg !279
  %234 = sext i8 %233 to i32, !dbg !280
  %235 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 2, !dbg !281
  %236 = load i32, ptr %235, align 4, !dbg !281
  %237 = trunc i32 %236 to i24, !dbg !281
  %238 = sext i24 %237 to i64, !dbg !282
  %239 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 3, !dbg !283
  %240 = load i64, ptr %239, align 8, !dbg !283
  %241 = trunc i64 %240 to i33, !dbg !283
  %242 = sext i33 %241 to i64, !dbg !284
  %243 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4, !dbg !285
  %244 = getelementptr inbounds [5 x i8], ptr %243, i64 0, i64 0, !dbg !286
  %245 = load i8, ptr %244, align 8, !dbg !286
  %246 = trunc i8 %245 to i7, !dbg !286
  %247 = zext i7 %246 to i32, !dbg !287
  %248 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4, !dbg !288
  %249 = getelementptr inbounds [5 x i8], ptr %248, i64 0, i64 1, !dbg !289
  %250 = load i8, ptr %249, align 1, !dbg !289
  %251 = trunc i8 %250 to i7, !dbg !289
  %252 = zext i7 %251 to i32, !dbg !290
  %253 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4, !dbg !291
  %254 = getelementptr inbounds [5 x i8], ptr %253, i64 0, i64 2, !dbg !292
  %255 = load i8, ptr %254, align 2, !dbg !292
  %256 = trunc i8 %255 to i7, !dbg !292
  %257 = zext i7 %256 to i32, !dbg !293
  %258 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4, !dbg !294
  %259 = getelementptr inbounds [5 x i8], ptr %258, i64 0, i64 3, !dbg !295
  %260 = load i8, ptr %259, align 1, !dbg !295
  %261 = trunc i8 %260 to i7, !dbg !295
  %262 = zext i7 %261 to i32, !dbg !296
  %263 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 4, !dbg !297
  %264 = getelementptr inbounds [5 x i8], ptr %263, i64 0, i64 4, !dbg !298
  %265 = load i8, ptr %264, align 4, !dbg !298
  %266 = trunc i8 %265 to i7, !dbg !298
  %267 = zext i7 %266 to i32, !dbg !299
  %268 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 6, !dbg !300
  %269 = load i128, ptr %268, align 8, !dbg !300
  %270 = trunc i128 %269 to i65, !dbg !300
  %271 = lshr i65 %270, 64, !dbg !301
  %272 = trunc i65 %271 to i64, !dbg !302
  %273 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 6, !dbg !303
  %274 = load i128, ptr %273, align 8, !dbg !303
  %275 = trunc i128 %274 to i65, !dbg !303
  %276 = trunc i65 %275 to i64, !dbg !304
  %277 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 7, !dbg !305
  %278 = load i16, ptr %277, align 8, !dbg !305
  %279 = sext i16 %278 to i32, !dbg !306
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %234, i64 noundef %238, i64 noundef %242, i32 noundef %247, i32 noundef %252, i32 noundef %257, i32 noundef %262, i32 noundef %267, i64 noundef %272, i64 noundef %276, i32 noundef %279), !dbg !307
    #dbg_declare(ptr %22, !308, !DIExpression(), !310)
    #dbg_declare(ptr %23, !311, !DIExpression(), !313)
  store i32 0, ptr %23, align 4, !dbg !313
  br label %281, !dbg !314

281:                                              ; preds = %292, %229
  %282 = load i32, ptr %23, align 4, !dbg !315
  %283 = icmp slt i32 %282, 10, !dbg !317
  br i1 %283, label %284, label %295, !dbg !318

284:                                              ; preds = %281
  %285 = load i32, ptr %23, align 4, !dbg !319
  %286 = mul nsw i32 %285, -300000, !dbg !320
  %287 = trunc i32 %286 to i24, !dbg !321
  %288 = load i32, ptr %23, align 4, !dbg !322
  %289 = sext i32 %288 to i64, !dbg !323
  %290 = getelementptr inbounds [10 x i32], ptr %22, i64 0, i64 %289, !dbg !323
  %291 = sext i24 %287 to i32, !dbg !324
  store i32 %291, ptr %290, align 4, !dbg !324
  br label %292, !dbg !323

292:                                              ; preds = %284
  %293 = load i32, ptr %23, align 4, !dbg !325
  %294 = add nsw i32 %293, 1, !dbg !325
  store i32 %294, ptr %23, align 4, !dbg !325
  br label %281, !dbg !326, !llvm.loop !327

295:                                              ; preds = %281
    #dbg_declare(ptr %24, !329, !DIExpression(), !330)
  store i64 0, ptr %24, align 8, !dbg !330
    #dbg_declare(ptr %25, !331, !DIExpression(), !333)
  store i32 0, ptr %25, align 4, !dbg !333
  br label %296, !dbg !334

296:                                              ; preds = %308, %295
  %297 = load i32, ptr %25, align 4, !dbg !335
  %298 = icmp slt i32 %297, 10, !dbg !337
  br i1 %298, label %299, label %311, !dbg !338

299:                                              ; preds = %296
  %300 = load i32, ptr %25, align 4, !dbg !339
  %301 = sext i32 %300 to i64, !dbg !340
  %302 = getelementptr inbounds [10 x i32], ptr %22, i64 0, i64 %301, !dbg !340
  %303 = load i32, ptr %302, align 4, !dbg !340
  %304 = trunc i32 %303 to i24, !dbg !340
  %305 = sext i24 %304 to i64, !dbg !340
  %306 = load i64, ptr %24, align 8, !dbg !341
  %307 = add nsw i64 %306, %305, !dbg !341
  store i64 %307, ptr %24, align 8, !dbg !341
  br label %308, !dbg !342

308:                                              ; preds = %299
  %309 = load i32, ptr %25, align 4, !dbg !343
  %310 = add nsw i32 %309, 1, !dbg !343
  store i32 %310, ptr %25, align 4, !dbg !343
  br label %296, !dbg !344, !llvm.loop !345

311:                                              ; preds = %296
  %312 = load i64, ptr %24, align 8, !dbg !347
  %313 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %312), !dbg !348
  %314 = load i32, ptr %3, align 4, !dbg !349
  %315 = getelementptr inbounds %struct.rec, ptr %20, i32 0, i32 7, !dbg !350
  %316 = load i16, ptr %315, align 8, !dbg !350
  %317 = sext i16 %316 to i32, !dbg !351
  %318 = add nsw i32 %314, %317, !dbg !352
  ret i32 %318, !dbg !353
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.sadd.with.overflow.i24(i24, i24) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.smul.with.overflow.i33(i33, i33) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.umul.with.overflow.i65(i65, i65) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.uadd.with.overflow.i65(i65, i65) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(ptr dead_on_unwind noalias writable sret(%struct.rec) align 8 %0, ptr noundef byval(%struct.rec) align 8 %1, i32 noundef %2) #0 !dbg !354 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
    #dbg_declare(ptr %1, !357, !DIExpression(), !358)
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !359, !DIExpression(), !360)
  %6 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 2, !dbg !361
  %7 = load i32, ptr %6, align 4, !dbg !361
  %8 = trunc i32 %7 to i24, !dbg !361
  %9 = sext i24 %8 to i32, !dbg !362
  %10 = sdiv i32 %9, 2, !dbg !363
  %11 = load i32, ptr %4, align 4, !dbg !364
  %12 = add nsw i32 %10, %11, !dbg !365
  %13 = trunc i32 %12 to i24, !dbg !366
  %14 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 2, !dbg !367
  %15 = sext i24 %13 to i32, !dbg !368
  store i32 %15, ptr %14, align 4, !dbg !368
  %16 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 3, !dbg !369
  %17 = load i64, ptr %16, align 8, !dbg !369
  %18 = trunc i64 %17 to i33, !dbg !369
  %19 = load i32, ptr %4, align 4, !dbg !370
  %20 = sext i32 %19 to i33, !dbg !370
  %21 = sub nsw i33 %18, %20, !dbg !371
  %22 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 3, !dbg !372
  %23 = sext i33 %21 to i64, !dbg !373
  store i64 %23, ptr %22, align 8, !dbg !373
    #dbg_declare(ptr %5, !374, !DIExpression(), !376)
  store i32 0, ptr %5, align 4, !dbg !376
  br label %24, !dbg !377

24:                                               ; preds = %38, %3
  %25 = load i32, ptr %5, align 4, !dbg !378
  %26 = icmp slt i32 %25, 5, !dbg !380
  br i1 %26, label %27, label %41, !dbg !381

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4, !dbg !382
  %29 = trunc i32 %28 to i7, !dbg !383
  %30 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 4, !dbg !384
  %31 = load i32, ptr %5, align 4, !dbg !385
  %32 = sext i32 %31 to i64, !dbg !386
  %33 = getelementptr inbounds [5 x i8], ptr %30, i64 0, i64 %32, !dbg !386
  %34 = load i8, ptr %33, align 1, !dbg !387
  %35 = trunc i8 %34 to i7, !dbg !387
  %36 = add i7 %35, %29, !dbg !387
  %37 = zext i7 %36 to i8, !dbg !387
  store i8 %37, ptr %33, align 1, !dbg !387
  br label %38, !dbg !386

38:                                               ; preds = %27
  %39 = load i32, ptr %5, align 4, !dbg !388
  %40 = add nsw i32 %39, 1, !dbg !388
  store i32 %40, ptr %5, align 4, !dbg !388
  br label %24, !dbg !389, !llvm.loop !390

41:                                               ; preds = %24
  %42 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 6, !dbg !392
  %43 = load i128, ptr %42, align 8, !dbg !393
  %44 = trunc i128 %43 to i65, !dbg !393
  %45 = mul i65 %44, 3, !dbg !393
  %46 = zext i65 %45 to i128, !dbg !393
  store i128 %46, ptr %42, align 8, !dbg !393
  %47 = getelementptr inbounds %struct.rec, ptr %1, i32 0, i32 7, !dbg !394
  %48 = load i16, ptr %47, align 8, !dbg !395
  %49 = add i16 %48, 1, !dbg !395
  store i16 %49, ptr %47, align 8, !dbg !395
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 48, i1 false), !dbg !396
  ret void, !dbg !397
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitint_overflow_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "3a2233d2d3366220b5c83f501288173b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 63)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 17)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 31)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 30)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 66)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 14)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !58, globals: !69, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59, !61, !62, !64, !65, !66, !67}
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "u65", file: !2, line: 12, baseType: !60)
!60 = !DIBasicType(name: "unsigned _BitInt", size: 128, encoding: DW_ATE_unsigned)
!61 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "s33", file: !2, line: 11, baseType: !63)
!63 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!64 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!65 = !DIBasicType(name: "unsigned _BitInt", size: 8, encoding: DW_ATE_unsigned)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "s24", file: !2, line: 10, baseType: !68)
!68 = !DIBasicType(name: "_BitInt", size: 32, encoding: DW_ATE_signed)
!69 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52}
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"frame-pointer", i32 2}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !79, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !57, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!66}
!81 = !{}
!82 = !DILocation(line: 21, column: 5, scope: !78)
!83 = !DILocalVariable(name: "x24", scope: !78, file: !2, line: 23, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 192, elements: !86)
!85 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !67)
!86 = !{!87}
!87 = !DISubrange(count: 6)
!88 = !DILocation(line: 23, column: 18, scope: !78)
!89 = !DILocalVariable(name: "ovf", scope: !78, file: !2, line: 24, type: !66)
!90 = !DILocation(line: 24, column: 9, scope: !78)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 25, type: !66)
!92 = distinct !DILexicalBlock(scope: !78, file: !2, line: 25, column: 5)
!93 = !DILocation(line: 25, column: 14, scope: !92)
!94 = !DILocation(line: 25, column: 10, scope: !92)
!95 = !DILocation(line: 25, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 25, column: 5)
!97 = !DILocation(line: 25, column: 23, scope: !96)
!98 = !DILocation(line: 25, column: 5, scope: !92)
!99 = !DILocalVariable(name: "j", scope: !100, file: !2, line: 26, type: !66)
!100 = distinct !DILexicalBlock(scope: !96, file: !2, line: 26, column: 9)
!101 = !DILocation(line: 26, column: 18, scope: !100)
!102 = !DILocation(line: 26, column: 14, scope: !100)
!103 = !DILocation(line: 26, column: 25, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !2, line: 26, column: 9)
!105 = !DILocation(line: 26, column: 27, scope: !104)
!106 = !DILocation(line: 26, column: 9, scope: !100)
!107 = !DILocalVariable(name: "r", scope: !108, file: !2, line: 27, type: !67)
!108 = distinct !DILexicalBlock(scope: !104, file: !2, line: 26, column: 37)
!109 = !DILocation(line: 27, column: 17, scope: !108)
!110 = !DILocalVariable(name: "o1", scope: !108, file: !2, line: 27, type: !66)
!111 = !DILocation(line: 27, column: 24, scope: !108)
!112 = !DILocation(line: 27, column: 56, scope: !108)
!113 = !DILocation(line: 27, column: 52, scope: !108)
!114 = !DILocation(line: 27, column: 64, scope: !108)
!115 = !DILocation(line: 27, column: 60, scope: !108)
!116 = !DILocation(line: 27, column: 29, scope: !108)
!117 = !DILocalVariable(name: "m", scope: !108, file: !2, line: 28, type: !67)
!118 = !DILocation(line: 28, column: 17, scope: !108)
!119 = !DILocalVariable(name: "o2", scope: !108, file: !2, line: 28, type: !66)
!120 = !DILocation(line: 28, column: 24, scope: !108)
!121 = !DILocation(line: 28, column: 56, scope: !108)
!122 = !DILocation(line: 28, column: 52, scope: !108)
!123 = !DILocation(line: 28, column: 64, scope: !108)
!124 = !DILocation(line: 28, column: 60, scope: !108)
!125 = !DILocation(line: 28, column: 29, scope: !108)
!126 = !DILocalVariable(name: "wide", scope: !108, file: !2, line: 29, type: !62)
!127 = !DILocation(line: 29, column: 17, scope: !108)
!128 = !DILocalVariable(name: "o3", scope: !108, file: !2, line: 29, type: !66)
!129 = !DILocation(line: 29, column: 27, scope: !108)
!130 = !DILocation(line: 29, column: 59, scope: !108)
!131 = !DILocation(line: 29, column: 55, scope: !108)
!132 = !DILocation(line: 29, column: 67, scope: !108)
!133 = !DILocation(line: 29, column: 63, scope: !108)
!134 = !DILocation(line: 29, column: 32, scope: !108)
!135 = !DILocalVariable(name: "small", scope: !108, file: !2, line: 30, type: !66)
!136 = !DILocation(line: 30, column: 17, scope: !108)
!137 = !DILocalVariable(name: "o4", scope: !108, file: !2, line: 30, type: !66)
!138 = !DILocation(line: 30, column: 28, scope: !108)
!139 = !DILocation(line: 30, column: 60, scope: !108)
!140 = !DILocation(line: 30, column: 56, scope: !108)
!141 = !DILocation(line: 30, column: 68, scope: !108)
!142 = !DILocation(line: 30, column: 64, scope: !108)
!143 = !DILocation(line: 30, column: 33, scope: !108)
!144 = !DILocation(line: 31, column: 33, scope: !108)
!145 = !DILocation(line: 31, column: 37, scope: !108)
!146 = !DILocation(line: 31, column: 41, scope: !108)
!147 = !DILocation(line: 31, column: 45, scope: !108)
!148 = !DILocation(line: 31, column: 13, scope: !108)
!149 = !DILocation(line: 32, column: 20, scope: !108)
!150 = !DILocation(line: 32, column: 25, scope: !108)
!151 = !DILocation(line: 32, column: 23, scope: !108)
!152 = !DILocation(line: 32, column: 30, scope: !108)
!153 = !DILocation(line: 32, column: 28, scope: !108)
!154 = !DILocation(line: 32, column: 35, scope: !108)
!155 = !DILocation(line: 32, column: 33, scope: !108)
!156 = !DILocation(line: 32, column: 17, scope: !108)
!157 = !DILocation(line: 33, column: 18, scope: !158)
!158 = distinct !DILexicalBlock(scope: !108, file: !2, line: 33, column: 17)
!159 = !DILocation(line: 33, column: 21, scope: !158)
!160 = !DILocation(line: 33, column: 24, scope: !158)
!161 = !DILocation(line: 33, column: 33, scope: !158)
!162 = !DILocation(line: 33, column: 29, scope: !158)
!163 = !DILocation(line: 33, column: 42, scope: !158)
!164 = !DILocation(line: 33, column: 38, scope: !158)
!165 = !DILocation(line: 33, column: 36, scope: !158)
!166 = !DILocation(line: 33, column: 26, scope: !158)
!167 = !DILocation(line: 33, column: 17, scope: !108)
!168 = !DILocation(line: 33, column: 46, scope: !158)
!169 = !DILocation(line: 34, column: 19, scope: !108)
!170 = !DILocation(line: 34, column: 28, scope: !108)
!171 = !DILocation(line: 34, column: 41, scope: !108)
!172 = !DILocation(line: 35, column: 9, scope: !108)
!173 = !DILocation(line: 26, column: 33, scope: !104)
!174 = !DILocation(line: 26, column: 9, scope: !104)
!175 = distinct !{!175, !106, !176, !177}
!176 = !DILocation(line: 35, column: 9, scope: !100)
!177 = !{!"llvm.loop.mustprogress"}
!178 = !DILocation(line: 25, column: 29, scope: !96)
!179 = !DILocation(line: 25, column: 5, scope: !96)
!180 = distinct !{!180, !98, !181, !177}
!181 = !DILocation(line: 35, column: 9, scope: !92)
!182 = !DILocation(line: 36, column: 46, scope: !78)
!183 = !DILocation(line: 36, column: 5, scope: !78)
!184 = !DILocalVariable(name: "big", scope: !78, file: !2, line: 37, type: !185)
!185 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !59)
!186 = !DILocation(line: 37, column: 18, scope: !78)
!187 = !DILocalVariable(name: "out", scope: !78, file: !2, line: 38, type: !59)
!188 = !DILocation(line: 38, column: 9, scope: !78)
!189 = !DILocalVariable(name: "o", scope: !78, file: !2, line: 38, type: !66)
!190 = !DILocation(line: 38, column: 18, scope: !78)
!191 = !DILocation(line: 38, column: 45, scope: !78)
!192 = !DILocation(line: 38, column: 22, scope: !78)
!193 = !DILocation(line: 39, column: 36, scope: !78)
!194 = !DILocation(line: 39, column: 60, scope: !78)
!195 = !DILocation(line: 39, column: 64, scope: !78)
!196 = !DILocation(line: 39, column: 39, scope: !78)
!197 = !DILocation(line: 39, column: 92, scope: !78)
!198 = !DILocation(line: 39, column: 72, scope: !78)
!199 = !DILocation(line: 39, column: 5, scope: !78)
!200 = !DILocation(line: 40, column: 32, scope: !78)
!201 = !DILocation(line: 40, column: 9, scope: !78)
!202 = !DILocation(line: 40, column: 7, scope: !78)
!203 = !DILocation(line: 41, column: 32, scope: !78)
!204 = !DILocation(line: 41, column: 56, scope: !78)
!205 = !DILocation(line: 41, column: 60, scope: !78)
!206 = !DILocation(line: 41, column: 35, scope: !78)
!207 = !DILocation(line: 41, column: 88, scope: !78)
!208 = !DILocation(line: 41, column: 68, scope: !78)
!209 = !DILocation(line: 41, column: 5, scope: !78)
!210 = !DILocation(line: 42, column: 32, scope: !78)
!211 = !DILocation(line: 42, column: 37, scope: !78)
!212 = !DILocation(line: 42, column: 41, scope: !78)
!213 = !DILocation(line: 42, column: 9, scope: !78)
!214 = !DILocation(line: 42, column: 7, scope: !78)
!215 = !DILocation(line: 43, column: 20, scope: !78)
!216 = !DILocation(line: 43, column: 5, scope: !78)
!217 = !DILocalVariable(name: "s", scope: !78, file: !2, line: 44, type: !62)
!218 = !DILocation(line: 44, column: 9, scope: !78)
!219 = !DILocation(line: 44, column: 16, scope: !78)
!220 = !DILocation(line: 44, column: 14, scope: !78)
!221 = !DILocation(line: 45, column: 47, scope: !78)
!222 = !DILocation(line: 45, column: 61, scope: !78)
!223 = !DILocation(line: 45, column: 50, scope: !78)
!224 = !DILocation(line: 45, column: 5, scope: !78)
!225 = !DILocation(line: 46, column: 9, scope: !78)
!226 = !DILocation(line: 46, column: 7, scope: !78)
!227 = !DILocation(line: 47, column: 46, scope: !78)
!228 = !DILocation(line: 47, column: 60, scope: !78)
!229 = !DILocation(line: 47, column: 49, scope: !78)
!230 = !DILocation(line: 47, column: 5, scope: !78)
!231 = !DILocalVariable(name: "r", scope: !78, file: !2, line: 48, type: !232)
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 13, size: 384, elements: !233)
!233 = !{!234, !235, !236, !237, !241, !242}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !232, file: !2, line: 13, baseType: !4, size: 8)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !232, file: !2, line: 13, baseType: !67, size: 32, offset: 32)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !232, file: !2, line: 13, baseType: !62, size: 64, offset: 64)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !232, file: !2, line: 13, baseType: !238, size: 40, offset: 128)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 40, elements: !239)
!239 = !{!240}
!240 = !DISubrange(count: 5)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !232, file: !2, line: 13, baseType: !59, size: 128, offset: 192)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !232, file: !2, line: 13, baseType: !243, size: 16, offset: 320)
!243 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!244 = !DILocation(line: 48, column: 16, scope: !78)
!245 = !DILocation(line: 48, column: 19, scope: !78)
!246 = !DILocation(line: 49, column: 7, scope: !78)
!247 = !DILocation(line: 49, column: 11, scope: !78)
!248 = !DILocation(line: 49, column: 20, scope: !78)
!249 = !DILocation(line: 49, column: 22, scope: !78)
!250 = !DILocation(line: 49, column: 33, scope: !78)
!251 = !DILocation(line: 49, column: 35, scope: !78)
!252 = !DILocalVariable(name: "i", scope: !253, file: !2, line: 49, type: !66)
!253 = distinct !DILexicalBlock(scope: !78, file: !2, line: 49, column: 51)
!254 = !DILocation(line: 49, column: 60, scope: !253)
!255 = !DILocation(line: 49, column: 56, scope: !253)
!256 = !DILocation(line: 49, column: 67, scope: !257)
!257 = distinct !DILexicalBlock(scope: !253, file: !2, line: 49, column: 51)
!258 = !DILocation(line: 49, column: 69, scope: !257)
!259 = !DILocation(line: 49, column: 51, scope: !253)
!260 = !DILocation(line: 49, column: 110, scope: !257)
!261 = !DILocation(line: 49, column: 112, scope: !257)
!262 = !DILocation(line: 49, column: 88, scope: !257)
!263 = !DILocation(line: 49, column: 81, scope: !257)
!264 = !DILocation(line: 49, column: 83, scope: !257)
!265 = !DILocation(line: 49, column: 79, scope: !257)
!266 = !DILocation(line: 49, column: 86, scope: !257)
!267 = !DILocation(line: 49, column: 75, scope: !257)
!268 = !DILocation(line: 49, column: 51, scope: !257)
!269 = distinct !{!269, !259, !270, !177}
!270 = !DILocation(line: 49, column: 116, scope: !253)
!271 = !DILocation(line: 49, column: 121, scope: !78)
!272 = !DILocation(line: 49, column: 123, scope: !78)
!273 = !DILocation(line: 49, column: 141, scope: !78)
!274 = !DILocation(line: 49, column: 146, scope: !78)
!275 = !DILocalVariable(name: "q", scope: !78, file: !2, line: 50, type: !232)
!276 = !DILocation(line: 50, column: 16, scope: !78)
!277 = !DILocation(line: 50, column: 25, scope: !78)
!278 = !DILocation(line: 50, column: 20, scope: !78)
!279 = !DILocation(line: 51, column: 84, scope: !78)
!280 = !DILocation(line: 51, column: 82, scope: !78)
!281 = !DILocation(line: 51, column: 102, scope: !78)
!282 = !DILocation(line: 51, column: 89, scope: !78)
!283 = !DILocation(line: 51, column: 118, scope: !78)
!284 = !DILocation(line: 51, column: 105, scope: !78)
!285 = !DILocation(line: 51, column: 128, scope: !78)
!286 = !DILocation(line: 51, column: 126, scope: !78)
!287 = !DILocation(line: 51, column: 121, scope: !78)
!288 = !DILocation(line: 51, column: 141, scope: !78)
!289 = !DILocation(line: 51, column: 139, scope: !78)
!290 = !DILocation(line: 51, column: 134, scope: !78)
!291 = !DILocation(line: 52, column: 19, scope: !78)
!292 = !DILocation(line: 52, column: 17, scope: !78)
!293 = !DILocation(line: 52, column: 12, scope: !78)
!294 = !DILocation(line: 52, column: 32, scope: !78)
!295 = !DILocation(line: 52, column: 30, scope: !78)
!296 = !DILocation(line: 52, column: 25, scope: !78)
!297 = !DILocation(line: 52, column: 45, scope: !78)
!298 = !DILocation(line: 52, column: 43, scope: !78)
!299 = !DILocation(line: 52, column: 38, scope: !78)
!300 = !DILocation(line: 52, column: 74, scope: !78)
!301 = !DILocation(line: 52, column: 76, scope: !78)
!302 = !DILocation(line: 52, column: 51, scope: !78)
!303 = !DILocation(line: 52, column: 106, scope: !78)
!304 = !DILocation(line: 52, column: 84, scope: !78)
!305 = !DILocation(line: 52, column: 111, scope: !78)
!306 = !DILocation(line: 52, column: 109, scope: !78)
!307 = !DILocation(line: 51, column: 5, scope: !78)
!308 = !DILocalVariable(name: "arr", scope: !78, file: !2, line: 53, type: !309)
!309 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 320, elements: !10)
!310 = !DILocation(line: 53, column: 9, scope: !78)
!311 = !DILocalVariable(name: "i", scope: !312, file: !2, line: 53, type: !66)
!312 = distinct !DILexicalBlock(scope: !78, file: !2, line: 53, column: 18)
!313 = !DILocation(line: 53, column: 27, scope: !312)
!314 = !DILocation(line: 53, column: 23, scope: !312)
!315 = !DILocation(line: 53, column: 34, scope: !316)
!316 = distinct !DILexicalBlock(scope: !312, file: !2, line: 53, column: 18)
!317 = !DILocation(line: 53, column: 36, scope: !316)
!318 = !DILocation(line: 53, column: 18, scope: !312)
!319 = !DILocation(line: 53, column: 62, scope: !316)
!320 = !DILocation(line: 53, column: 64, scope: !316)
!321 = !DILocation(line: 53, column: 56, scope: !316)
!322 = !DILocation(line: 53, column: 51, scope: !316)
!323 = !DILocation(line: 53, column: 47, scope: !316)
!324 = !DILocation(line: 53, column: 54, scope: !316)
!325 = !DILocation(line: 53, column: 43, scope: !316)
!326 = !DILocation(line: 53, column: 18, scope: !316)
!327 = distinct !{!327, !318, !328, !177}
!328 = !DILocation(line: 53, column: 73, scope: !312)
!329 = !DILocalVariable(name: "sum", scope: !78, file: !2, line: 54, type: !64)
!330 = !DILocation(line: 54, column: 15, scope: !78)
!331 = !DILocalVariable(name: "i", scope: !332, file: !2, line: 54, type: !66)
!332 = distinct !DILexicalBlock(scope: !78, file: !2, line: 54, column: 24)
!333 = !DILocation(line: 54, column: 33, scope: !332)
!334 = !DILocation(line: 54, column: 29, scope: !332)
!335 = !DILocation(line: 54, column: 40, scope: !336)
!336 = distinct !DILexicalBlock(scope: !332, file: !2, line: 54, column: 24)
!337 = !DILocation(line: 54, column: 42, scope: !336)
!338 = !DILocation(line: 54, column: 24, scope: !332)
!339 = !DILocation(line: 54, column: 64, scope: !336)
!340 = !DILocation(line: 54, column: 60, scope: !336)
!341 = !DILocation(line: 54, column: 57, scope: !336)
!342 = !DILocation(line: 54, column: 53, scope: !336)
!343 = !DILocation(line: 54, column: 49, scope: !336)
!344 = !DILocation(line: 54, column: 24, scope: !336)
!345 = distinct !{!345, !338, !346, !177}
!346 = !DILocation(line: 54, column: 65, scope: !332)
!347 = !DILocation(line: 55, column: 30, scope: !78)
!348 = !DILocation(line: 55, column: 5, scope: !78)
!349 = !DILocation(line: 56, column: 18, scope: !78)
!350 = !DILocation(line: 56, column: 26, scope: !78)
!351 = !DILocation(line: 56, column: 24, scope: !78)
!352 = !DILocation(line: 56, column: 22, scope: !78)
!353 = !DILocation(line: 56, column: 5, scope: !78)
!354 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 15, type: !355, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !57, retainedNodes: !81)
!355 = !DISubroutineType(types: !356)
!356 = !{!232, !232, !66}
!357 = !DILocalVariable(name: "r", arg: 1, scope: !354, file: !2, line: 15, type: !232)
!358 = !DILocation(line: 15, column: 61, scope: !354)
!359 = !DILocalVariable(name: "k", arg: 2, scope: !354, file: !2, line: 15, type: !66)
!360 = !DILocation(line: 15, column: 68, scope: !354)
!361 = !DILocation(line: 16, column: 19, scope: !354)
!362 = !DILocation(line: 16, column: 17, scope: !354)
!363 = !DILocation(line: 16, column: 21, scope: !354)
!364 = !DILocation(line: 16, column: 27, scope: !354)
!365 = !DILocation(line: 16, column: 25, scope: !354)
!366 = !DILocation(line: 16, column: 11, scope: !354)
!367 = !DILocation(line: 16, column: 7, scope: !354)
!368 = !DILocation(line: 16, column: 9, scope: !354)
!369 = !DILocation(line: 16, column: 45, scope: !354)
!370 = !DILocation(line: 16, column: 49, scope: !354)
!371 = !DILocation(line: 16, column: 47, scope: !354)
!372 = !DILocation(line: 16, column: 33, scope: !354)
!373 = !DILocation(line: 16, column: 35, scope: !354)
!374 = !DILocalVariable(name: "i", scope: !375, file: !2, line: 16, type: !66)
!375 = distinct !DILexicalBlock(scope: !354, file: !2, line: 16, column: 53)
!376 = !DILocation(line: 16, column: 62, scope: !375)
!377 = !DILocation(line: 16, column: 58, scope: !375)
!378 = !DILocation(line: 16, column: 69, scope: !379)
!379 = distinct !DILexicalBlock(scope: !375, file: !2, line: 16, column: 53)
!380 = !DILocation(line: 16, column: 71, scope: !379)
!381 = !DILocation(line: 16, column: 53, scope: !375)
!382 = !DILocation(line: 16, column: 112, scope: !379)
!383 = !DILocation(line: 16, column: 91, scope: !379)
!384 = !DILocation(line: 16, column: 83, scope: !379)
!385 = !DILocation(line: 16, column: 85, scope: !379)
!386 = !DILocation(line: 16, column: 81, scope: !379)
!387 = !DILocation(line: 16, column: 88, scope: !379)
!388 = !DILocation(line: 16, column: 77, scope: !379)
!389 = !DILocation(line: 16, column: 53, scope: !379)
!390 = distinct !{!390, !381, !391, !177}
!391 = !DILocation(line: 16, column: 112, scope: !375)
!392 = !DILocation(line: 16, column: 117, scope: !354)
!393 = !DILocation(line: 16, column: 119, scope: !354)
!394 = !DILocation(line: 16, column: 127, scope: !354)
!395 = !DILocation(line: 16, column: 131, scope: !354)
!396 = !DILocation(line: 17, column: 12, scope: !354)
!397 = !DILocation(line: 17, column: 5, scope: !354)
