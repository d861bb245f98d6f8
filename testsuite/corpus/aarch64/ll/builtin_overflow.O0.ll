; ModuleID = 'programs/builtin_overflow.c'
source_filename = "programs/builtin_overflow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a8 = private unnamed_addr constant [7 x i8] c"\00\01\FFd\9C\7F\80", align 1
@__const.main.a16 = private unnamed_addr constant [7 x i16] [i16 0, i16 1, i16 -1, i16 200, i16 -30000, i16 32767, i16 -32768], align 2
@__const.main.a32 = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 65536, i32 -46341, i32 2147483647, i32 -2147483648], align 4
@.str = private unnamed_addr constant [9 x i8] c"mixed %d\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c":%u\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c":%lld\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c":%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"u64 factorial overflows at %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"3^k overflows i32 at k=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [44 x i8] c"i8 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [44 x i8] c"u8 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"i16 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [45 x i8] c"u16 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1
@.str.12 = private unnamed_addr constant [45 x i8] c"i32 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [45 x i8] c"u32 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1
@.str.14 = private unnamed_addr constant [55 x i8] c"i64 a=%lld b=%lld add=%d:%lld sub=%d:%lld mul=%d:%lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [55 x i8] c"u64 a=%llu b=%llu add=%d:%llu sub=%d:%llu mul=%d:%llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [7 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [7 x i16], align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [7 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [7 x i64], align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.a8, i64 7, i1 false)
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %56, %0
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %24, 7
  br i1 %25, label %26, label %59

26:                                               ; preds = %23
  store i32 0, ptr %5, align 4
  br label %27

27:                                               ; preds = %52, %26
  %28 = load i32, ptr %5, align 4
  %29 = icmp slt i32 %28, 7
  br i1 %29, label %30, label %55

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = load i32, ptr %5, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = call i32 @ovf_i8(i8 noundef %34, i8 noundef %38)
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 %41
  %43 = load i8, ptr %42, align 1
  %44 = load i32, ptr %5, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 %45
  %47 = load i8, ptr %46, align 1
  %48 = call i32 @ovf_u8(i8 noundef %43, i8 noundef %47)
  %49 = add nsw i32 %39, %48
  %50 = load i32, ptr %2, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %2, align 4
  br label %52

52:                                               ; preds = %30
  %53 = load i32, ptr %5, align 4
  %54 = add nsw i32 %53, 2
  store i32 %54, ptr %5, align 4
  br label %27, !llvm.loop !6

55:                                               ; preds = %27
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %4, align 4
  br label %23, !llvm.loop !8

59:                                               ; preds = %23
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 2 @__const.main.a16, i64 14, i1 false)
  store i32 0, ptr %7, align 4
  br label %60

60:                                               ; preds = %93, %59
  %61 = load i32, ptr %7, align 4
  %62 = icmp slt i32 %61, 7
  br i1 %62, label %63, label %96

63:                                               ; preds = %60
  store i32 0, ptr %8, align 4
  br label %64

64:                                               ; preds = %89, %63
  %65 = load i32, ptr %8, align 4
  %66 = icmp slt i32 %65, 7
  br i1 %66, label %67, label %92

67:                                               ; preds = %64
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [7 x i16], ptr %6, i64 0, i64 %69
  %71 = load i16, ptr %70, align 2
  %72 = load i32, ptr %8, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [7 x i16], ptr %6, i64 0, i64 %73
  %75 = load i16, ptr %74, align 2
  %76 = call i32 @ovf_i16(i16 noundef %71, i16 noundef %75)
  %77 = load i32, ptr %7, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [7 x i16], ptr %6, i64 0, i64 %78
  %80 = load i16, ptr %79, align 2
  %81 = load i32, ptr %8, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [7 x i16], ptr %6, i64 0, i64 %82
  %84 = load i16, ptr %83, align 2
  %85 = call i32 @ovf_u16(i16 noundef %80, i16 noundef %84)
  %86 = add nsw i32 %76, %85
  %87 = load i32, ptr %2, align 4
  %88 = add nsw i32 %87, %86
  store i32 %88, ptr %2, align 4
  br label %89

89:                                               ; preds = %67
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 2
  store i32 %91, ptr %8, align 4
  br label %64, !llvm.loop !9

92:                                               ; preds = %64
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %7, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %7, align 4
  br label %60, !llvm.loop !10

96:                                               ; preds = %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.a32, i64 28, i1 false)
  store i32 0, ptr %10, align 4
  br label %97

97:                                               ; preds = %130, %96
  %98 = load i32, ptr %10, align 4
  %99 = icmp slt i32 %98, 7
  br i1 %99, label %100, label %133

100:                                              ; preds = %97
  store i32 0, ptr %11, align 4
  br label %101

101:                                              ; preds = %126, %100
  %102 = load i32, ptr %11, align 4
  %103 = icmp slt i32 %102, 7
  br i1 %103, label %104, label %129

104:                                              ; preds = %101
  %105 = load i32, ptr %10, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = load i32, ptr %11, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = call i32 @ovf_i32(i32 noundef %108, i32 noundef %112)
  %114 = load i32, ptr %10, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = load i32, ptr %11, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = call i32 @ovf_u32(i32 noundef %117, i32 noundef %121)
  %123 = add nsw i32 %113, %122
  %124 = load i32, ptr %2, align 4
  %125 = add nsw i32 %124, %123
  store i32 %125, ptr %2, align 4
  br label %126

126:                                              ; preds = %104
  %127 = load i32, ptr %11, align 4
  %128 = add nsw i32 %127, 2
  store i32 %128, ptr %11, align 4
  br label %101, !llvm.loop !11

129:                                              ; preds = %101
  br label %130

130:                                              ; preds = %129
  %131 = load i32, ptr %10, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %10, align 4
  br label %97, !llvm.loop !12

133:                                              ; preds = %97
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 56, i1 false)
  %134 = getelementptr inbounds [7 x i64], ptr %12, i32 0, i32 1
  store i64 1, ptr %134, align 8
  %135 = getelementptr inbounds [7 x i64], ptr %12, i32 0, i32 2
  store i64 -1, ptr %135, align 8
  %136 = getelementptr inbounds [7 x i64], ptr %12, i32 0, i32 3
  store i64 4294967296, ptr %136, align 8
  %137 = getelementptr inbounds [7 x i64], ptr %12, i32 0, i32 4
  store i64 -3037000500, ptr %137, align 8
  %138 = getelementptr inbounds [7 x i64], ptr %12, i32 0, i32 5
  store i64 9223372036854775807, ptr %138, align 8
  %139 = getelementptr inbounds [7 x i64], ptr %12, i32 0, i32 6
  store i64 -9223372036854775808, ptr %139, align 8
  store i32 0, ptr %13, align 4
  br label %140

140:                                              ; preds = %173, %133
  %141 = load i32, ptr %13, align 4
  %142 = icmp slt i32 %141, 7
  br i1 %142, label %143, label %176

143:                                              ; preds = %140
  store i32 0, ptr %14, align 4
  br label %144

144:                                              ; preds = %169, %143
  %145 = load i32, ptr %14, align 4
  %146 = icmp slt i32 %145, 7
  br i1 %146, label %147, label %172

147:                                              ; preds = %144
  %148 = load i32, ptr %13, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [7 x i64], ptr %12, i64 0, i64 %149
  %151 = load i64, ptr %150, align 8
  %152 = load i32, ptr %14, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [7 x i64], ptr %12, i64 0, i64 %153
  %155 = load i64, ptr %154, align 8
  %156 = call i32 @ovf_i64(i64 noundef %151, i64 noundef %155)
  %157 = load i32, ptr %13, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [7 x i64], ptr %12, i64 0, i64 %158
  %160 = load i64, ptr %159, align 8
  %161 = load i32, ptr %14, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [7 x i64], ptr %12, i64 0, i64 %162
  %164 = load i64, ptr %163, align 8
  %165 = call i32 @ovf_u64(i64 noundef %160, i64 noundef %164)
  %166 = add nsw i32 %156, %165
  %167 = load i32, ptr %2, align 4
  %168 = add nsw i32 %167, %166
  store i32 %168, ptr %2, align 4
  br label %169

169:                                              ; preds = %147
  %170 = load i32, ptr %14, align 4
  %171 = add nsw i32 %170, 2
  store i32 %171, ptr %14, align 4
  br label %144, !llvm.loop !13

172:                                              ; preds = %144
  br label %173

173:                                              ; preds = %172
  %174 = load i32, ptr %13, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %13, align 4
  br label %140, !llvm.loop !14

176:                                              ; preds = %140
  %177 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 200, i32 100)
  %178 = extractvalue { i32, i1 } %177, 1
  %179 = extractvalue { i32, i1 } %177, 0
  %180 = trunc i32 %179 to i8
  %181 = zext i8 %180 to i32
  %182 = icmp ne i32 %179, %181
  %183 = or i1 %178, %182
  store i8 %180, ptr %16, align 1
  %184 = zext i1 %183 to i32
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %184)
  %186 = load i8, ptr %16, align 1
  %187 = zext i8 %186 to i32
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %187)
  %189 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 2147483647, i64 2)
  %190 = extractvalue { i64, i1 } %189, 1
  %191 = extractvalue { i64, i1 } %189, 0
  store i64 %191, ptr %17, align 8
  %192 = zext i1 %190 to i32
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %192)
  %194 = load i64, ptr %17, align 8
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %194)
  %196 = call { i33, i1 } @llvm.ssub.with.overflow.i33(i33 0, i33 1)
  %197 = extractvalue { i33, i1 } %196, 1
  %198 = extractvalue { i33, i1 } %196, 0
  %199 = trunc i33 %198 to i32
  %200 = zext i32 %199 to i33
  %201 = icmp ne i33 %198, %200
  %202 = or i1 %197, %201
  store i32 %199, ptr %18, align 4
  %203 = zext i1 %202 to i32
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %203)
  %205 = load i32, ptr %18, align 4
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %205)
  %207 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 -5, i64 3)
  %208 = extractvalue { i64, i1 } %207, 1
  %209 = extractvalue { i64, i1 } %207, 0
  %210 = trunc i64 %209 to i32
  %211 = sext i32 %210 to i64
  %212 = icmp ne i64 %209, %211
  %213 = or i1 %208, %212
  store i32 %210, ptr %15, align 4
  %214 = zext i1 %213 to i32
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %214)
  %216 = load i32, ptr %15, align 4
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %216)
  store i64 1, ptr %19, align 8
  store i32 1, ptr %20, align 4
  br label %218

218:                                              ; preds = %230, %176
  %219 = load i32, ptr %20, align 4
  %220 = icmp slt i32 %219, 40
  br i1 %220, label %221, label %233

221:                                              ; preds = %218
  %222 = load i64, ptr %19, align 8
  %223 = load i32, ptr %20, align 4
  %224 = sext i32 %223 to i64
  %225 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %222, i64 %224)
  %226 = extractvalue { i64, i1 } %225, 1
  %227 = extractvalue { i64, i1 } %225, 0
  store i64 %227, ptr %19, align 8
  br i1 %226, label %228, label %229

228:                                              ; preds = %221
  br label %233

229:                                              ; preds = %221
  br label %230

230:                                              ; preds = %229
  %231 = load i32, ptr %20, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %20, align 4
  br label %218, !llvm.loop !15

233:                                              ; preds = %228, %218
  %234 = load i32, ptr %20, align 4
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %234)
  store i32 1, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %236

236:                                              ; preds = %246, %233
  %237 = load i32, ptr %22, align 4
  %238 = icmp slt i32 %237, 100
  br i1 %238, label %239, label %249

239:                                              ; preds = %236
  %240 = load i32, ptr %21, align 4
  %241 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %240, i32 3)
  %242 = extractvalue { i32, i1 } %241, 1
  %243 = extractvalue { i32, i1 } %241, 0
  store i32 %243, ptr %21, align 4
  br i1 %242, label %244, label %245

244:                                              ; preds = %239
  br label %249

245:                                              ; preds = %239
  br label %246

246:                                              ; preds = %245
  %247 = load i32, ptr %22, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %22, align 4
  br label %236, !llvm.loop !16

249:                                              ; preds = %244, %236
  %250 = load i32, ptr %22, align 4
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %250)
  %252 = load i32, ptr %2, align 4
  %253 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %252)
  %254 = load i32, ptr %2, align 4
  %255 = srem i32 %254, 256
  ret i32 %255
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_i8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %11 = load i8, ptr %3, align 1
  %12 = load i8, ptr %4, align 1
  %13 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %11, i8 %12)
  %14 = extractvalue { i8, i1 } %13, 1
  %15 = extractvalue { i8, i1 } %13, 0
  store i8 %15, ptr %5, align 1
  %16 = zext i1 %14 to i32
  store i32 %16, ptr %8, align 4
  %17 = load i8, ptr %3, align 1
  %18 = load i8, ptr %4, align 1
  %19 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %17, i8 %18)
  %20 = extractvalue { i8, i1 } %19, 1
  %21 = extractvalue { i8, i1 } %19, 0
  store i8 %21, ptr %6, align 1
  %22 = zext i1 %20 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i8, ptr %3, align 1
  %24 = load i8, ptr %4, align 1
  %25 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %23, i8 %24)
  %26 = extractvalue { i8, i1 } %25, 1
  %27 = extractvalue { i8, i1 } %25, 0
  store i8 %27, ptr %7, align 1
  %28 = zext i1 %26 to i32
  store i32 %28, ptr %10, align 4
  %29 = load i8, ptr %3, align 1
  %30 = sext i8 %29 to i32
  %31 = load i8, ptr %4, align 1
  %32 = sext i8 %31 to i32
  %33 = load i32, ptr %8, align 4
  %34 = load i8, ptr %5, align 1
  %35 = sext i8 %34 to i32
  %36 = load i32, ptr %9, align 4
  %37 = load i8, ptr %6, align 1
  %38 = sext i8 %37 to i32
  %39 = load i32, ptr %10, align 4
  %40 = load i8, ptr %7, align 1
  %41 = sext i8 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %30, i32 noundef %32, i32 noundef %33, i32 noundef %35, i32 noundef %36, i32 noundef %38, i32 noundef %39, i32 noundef %41)
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %9, align 4
  %45 = mul nsw i32 2, %44
  %46 = add nsw i32 %43, %45
  %47 = load i32, ptr %10, align 4
  %48 = mul nsw i32 4, %47
  %49 = add nsw i32 %46, %48
  ret i32 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_u8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %11 = load i8, ptr %3, align 1
  %12 = load i8, ptr %4, align 1
  %13 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %11, i8 %12)
  %14 = extractvalue { i8, i1 } %13, 1
  %15 = extractvalue { i8, i1 } %13, 0
  store i8 %15, ptr %5, align 1
  %16 = zext i1 %14 to i32
  store i32 %16, ptr %8, align 4
  %17 = load i8, ptr %3, align 1
  %18 = load i8, ptr %4, align 1
  %19 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %17, i8 %18)
  %20 = extractvalue { i8, i1 } %19, 1
  %21 = extractvalue { i8, i1 } %19, 0
  store i8 %21, ptr %6, align 1
  %22 = zext i1 %20 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i8, ptr %3, align 1
  %24 = load i8, ptr %4, align 1
  %25 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %23, i8 %24)
  %26 = extractvalue { i8, i1 } %25, 1
  %27 = extractvalue { i8, i1 } %25, 0
  store i8 %27, ptr %7, align 1
  %28 = zext i1 %26 to i32
  store i32 %28, ptr %10, align 4
  %29 = load i8, ptr %3, align 1
  %30 = zext i8 %29 to i32
  %31 = load i8, ptr %4, align 1
  %32 = zext i8 %31 to i32
  %33 = load i32, ptr %8, align 4
  %34 = load i8, ptr %5, align 1
  %35 = zext i8 %34 to i32
  %36 = load i32, ptr %9, align 4
  %37 = load i8, ptr %6, align 1
  %38 = zext i8 %37 to i32
  %39 = load i32, ptr %10, align 4
  %40 = load i8, ptr %7, align 1
  %41 = zext i8 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %30, i32 noundef %32, i32 noundef %33, i32 noundef %35, i32 noundef %36, i32 noundef %38, i32 noundef %39, i32 noundef %41)
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %9, align 4
  %45 = mul nsw i32 2, %44
  %46 = add nsw i32 %43, %45
  %47 = load i32, ptr %10, align 4
  %48 = mul nsw i32 4, %47
  %49 = add nsw i32 %46, %48
  ret i32 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_i16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %11 = load i16, ptr %3, align 2
  %12 = load i16, ptr %4, align 2
  %13 = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %11, i16 %12)
  %14 = extractvalue { i16, i1 } %13, 1
  %15 = extractvalue { i16, i1 } %13, 0
  store i16 %15, ptr %5, align 2
  %16 = zext i1 %14 to i32
  store i32 %16, ptr %8, align 4
  %17 = load i16, ptr %3, align 2
  %18 = load i16, ptr %4, align 2
  %19 = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %17, i16 %18)
  %20 = extractvalue { i16, i1 } %19, 1
  %21 = extractvalue { i16, i1 } %19, 0
  store i16 %21, ptr %6, align 2
  %22 = zext i1 %20 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i16, ptr %3, align 2
  %24 = load i16, ptr %4, align 2
  %25 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %23, i16 %24)
  %26 = extractvalue { i16, i1 } %25, 1
  %27 = extractvalue { i16, i1 } %25, 0
  store i16 %27, ptr %7, align 2
  %28 = zext i1 %26 to i32
  store i32 %28, ptr %10, align 4
  %29 = load i16, ptr %3, align 2
  %30 = sext i16 %29 to i32
  %31 = load i16, ptr %4, align 2
  %32 = sext i16 %31 to i32
  %33 = load i32, ptr %8, align 4
  %34 = load i16, ptr %5, align 2
  %35 = sext i16 %34 to i32
  %36 = load i32, ptr %9, align 4
  %37 = load i16, ptr %6, align 2
  %38 = sext i16 %37 to i32
  %39 = load i32, ptr %10, align 4
  %40 = load i16, ptr %7, align 2
  %41 = sext i16 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %30, i32 noundef %32, i32 noundef %33, i32 noundef %35, i32 noundef %36, i32 noundef %38, i32 noundef %39, i32 noundef %41)
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %9, align 4
  %45 = mul nsw i32 2, %44
  %46 = add nsw i32 %43, %45
  %47 = load i32, ptr %10, align 4
  %48 = mul nsw i32 4, %47
  %49 = add nsw i32 %46, %48
  ret i32 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_u16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %11 = load i16, ptr %3, align 2
  %12 = load i16, ptr %4, align 2
  %13 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %11, i16 %12)
  %14 = extractvalue { i16, i1 } %13, 1
  %15 = extractvalue { i16, i1 } %13, 0
  store i16 %15, ptr %5, align 2
  %16 = zext i1 %14 to i32
  store i32 %16, ptr %8, align 4
  %17 = load i16, ptr %3, align 2
  %18 = load i16, ptr %4, align 2
  %19 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %17, i16 %18)
  %20 = extractvalue { i16, i1 } %19, 1
  %21 = extractvalue { i16, i1 } %19, 0
  store i16 %21, ptr %6, align 2
  %22 = zext i1 %20 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i16, ptr %3, align 2
  %24 = load i16, ptr %4, align 2
  %25 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %23, i16 %24)
  %26 = extractvalue { i16, i1 } %25, 1
  %27 = extractvalue { i16, i1 } %25, 0
  store i16 %27, ptr %7, align 2
  %28 = zext i1 %26 to i32
  store i32 %28, ptr %10, align 4
  %29 = load i16, ptr %3, align 2
  %30 = zext i16 %29 to i32
  %31 = load i16, ptr %4, align 2
  %32 = zext i16 %31 to i32
  %33 = load i32, ptr %8, align 4
  %34 = load i16, ptr %5, align 2
  %35 = zext i16 %34 to i32
  %36 = load i32, ptr %9, align 4
  %37 = load i16, ptr %6, align 2
  %38 = zext i16 %37 to i32
  %39 = load i32, ptr %10, align 4
  %40 = load i16, ptr %7, align 2
  %41 = zext i16 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %30, i32 noundef %32, i32 noundef %33, i32 noundef %35, i32 noundef %36, i32 noundef %38, i32 noundef %39, i32 noundef %41)
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %9, align 4
  %45 = mul nsw i32 2, %44
  %46 = add nsw i32 %43, %45
  %47 = load i32, ptr %10, align 4
  %48 = mul nsw i32 4, %47
  %49 = add nsw i32 %46, %48
  ret i32 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %11, i32 %12)
  %14 = extractvalue { i32, i1 } %13, 1
  %15 = extractvalue { i32, i1 } %13, 0
  store i32 %15, ptr %5, align 4
  %16 = zext i1 %14 to i32
  store i32 %16, ptr %8, align 4
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr %4, align 4
  %19 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %17, i32 %18)
  %20 = extractvalue { i32, i1 } %19, 1
  %21 = extractvalue { i32, i1 } %19, 0
  store i32 %21, ptr %6, align 4
  %22 = zext i1 %20 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %23, i32 %24)
  %26 = extractvalue { i32, i1 } %25, 1
  %27 = extractvalue { i32, i1 } %25, 0
  store i32 %27, ptr %7, align 4
  %28 = zext i1 %26 to i32
  store i32 %28, ptr %10, align 4
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %5, align 4
  %33 = load i32, ptr %9, align 4
  %34 = load i32, ptr %6, align 4
  %35 = load i32, ptr %10, align 4
  %36 = load i32, ptr %7, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %9, align 4
  %40 = mul nsw i32 2, %39
  %41 = add nsw i32 %38, %40
  %42 = load i32, ptr %10, align 4
  %43 = mul nsw i32 4, %42
  %44 = add nsw i32 %41, %43
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %11, i32 %12)
  %14 = extractvalue { i32, i1 } %13, 1
  %15 = extractvalue { i32, i1 } %13, 0
  store i32 %15, ptr %5, align 4
  %16 = zext i1 %14 to i32
  store i32 %16, ptr %8, align 4
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr %4, align 4
  %19 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %17, i32 %18)
  %20 = extractvalue { i32, i1 } %19, 1
  %21 = extractvalue { i32, i1 } %19, 0
  store i32 %21, ptr %6, align 4
  %22 = zext i1 %20 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %23, i32 %24)
  %26 = extractvalue { i32, i1 } %25, 1
  %27 = extractvalue { i32, i1 } %25, 0
  store i32 %27, ptr %7, align 4
  %28 = zext i1 %26 to i32
  store i32 %28, ptr %10, align 4
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %5, align 4
  %33 = load i32, ptr %9, align 4
  %34 = load i32, ptr %6, align 4
  %35 = load i32, ptr %10, align 4
  %36 = load i32, ptr %7, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %9, align 4
  %40 = mul nsw i32 2, %39
  %41 = add nsw i32 %38, %40
  %42 = load i32, ptr %10, align 4
  %43 = mul nsw i32 4, %42
  %44 = add nsw i32 %41, %43
  ret i32 %44
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %11, i64 %12)
  %14 = extractvalue { i64, i1 } %13, 1
  %15 = extractvalue { i64, i1 } %13, 0
  store i64 %15, ptr %5, align 8
  %16 = zext i1 %14 to i32
  store i32 %16, ptr %8, align 4
  %17 = load i64, ptr %3, align 8
  %18 = load i64, ptr %4, align 8
  %19 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %17, i64 %18)
  %20 = extractvalue { i64, i1 } %19, 1
  %21 = extractvalue { i64, i1 } %19, 0
  store i64 %21, ptr %6, align 8
  %22 = zext i1 %20 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %23, i64 %24)
  %26 = extractvalue { i64, i1 } %25, 1
  %27 = extractvalue { i64, i1 } %25, 0
  store i64 %27, ptr %7, align 8
  %28 = zext i1 %26 to i32
  store i32 %28, ptr %10, align 4
  %29 = load i64, ptr %3, align 8
  %30 = load i64, ptr %4, align 8
  %31 = load i32, ptr %8, align 4
  %32 = load i64, ptr %5, align 8
  %33 = load i32, ptr %9, align 4
  %34 = load i64, ptr %6, align 8
  %35 = load i32, ptr %10, align 4
  %36 = load i64, ptr %7, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %29, i64 noundef %30, i32 noundef %31, i64 noundef %32, i32 noundef %33, i64 noundef %34, i32 noundef %35, i64 noundef %36)
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %9, align 4
  %40 = mul nsw i32 2, %39
  %41 = add nsw i32 %38, %40
  %42 = load i32, ptr %10, align 4
  %43 = mul nsw i32 4, %42
  %44 = add nsw i32 %41, %43
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ovf_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %11, i64 %12)
  %14 = extractvalue { i64, i1 } %13, 1
  %15 = extractvalue { i64, i1 } %13, 0
  store i64 %15, ptr %5, align 8
  %16 = zext i1 %14 to i32
  store i32 %16, ptr %8, align 4
  %17 = load i64, ptr %3, align 8
  %18 = load i64, ptr %4, align 8
  %19 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %17, i64 %18)
  %20 = extractvalue { i64, i1 } %19, 1
  %21 = extractvalue { i64, i1 } %19, 0
  store i64 %21, ptr %6, align 8
  %22 = zext i1 %20 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %23, i64 %24)
  %26 = extractvalue { i64, i1 } %25, 1
  %27 = extractvalue { i64, i1 } %25, 0
  store i64 %27, ptr %7, align 8
  %28 = zext i1 %26 to i32
  store i32 %28, ptr %10, align 4
  %29 = load i64, ptr %3, align 8
  %30 = load i64, ptr %4, align 8
  %31 = load i32, ptr %8, align 4
  %32 = load i64, ptr %5, align 8
  %33 = load i32, ptr %9, align 4
  %34 = load i64, ptr %6, align 8
  %35 = load i32, ptr %10, align 4
  %36 = load i64, ptr %7, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %29, i64 noundef %30, i32 noundef %31, i64 noundef %32, i32 noundef %33, i64 noundef %34, i32 noundef %35, i64 noundef %36)
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %9, align 4
  %40 = mul nsw i32 2, %39
  %41 = add nsw i32 %38, %40
  %42 = load i32, ptr %10, align 4
  %43 = mul nsw i32 4, %42
  %44 = add nsw i32 %41, %43
  ret i32 %44
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.ssub.with.overflow.i33(i33, i33) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
