; ModuleID = 'programs/string_functions.c'
source_filename = "programs/string_functions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"hellp\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"\FF\01\00", align 1
@.str.7 = private unnamed_addr constant [37 x i8] c"abcdefghijklmnopqrstuvwxyz0123456789\00", align 1
@__const.main.strs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [27 x i8] c"own vs libc mismatches=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"-bar\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"-bazqux\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"%s len=%zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"abcdefghij\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"strncpy %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.16 = private unnamed_addr constant [51 x i8] c"strchr %s | strrchr %s | strstr %s | my_strstr %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"the l\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.19 = private unnamed_addr constant [35 x i8] c"strspn %zu strcspn %zu strpbrk %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"teh \00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"jzq\00", align 1
@.str.23 = private unnamed_addr constant [25 x i8] c"strncmp %d %d memcmp %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"memchr %s\0A\00", align 1
@__const.main.tok = private unnamed_addr constant [14 x i8] c"a,b,,c;d e;;f\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c",; \00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c" ntok=%d\0A\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.30 = private unnamed_addr constant [5 x i8] c"0x1f\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"0777\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"  +99xyz\00", align 1
@.str.33 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1
@.str.34 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1
@.str.35 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.37 = private unnamed_addr constant [4 x i8] c"1e3\00", align 1
@__const.main.nums = private unnamed_addr constant [10 x ptr] [ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37], align 8
@.str.38 = private unnamed_addr constant [57 x i8] c"strtoll(%s)=%lld rest='%s' err=%d strtoull=%llu atoi=%d\0A\00", align 1
@.str.39 = private unnamed_addr constant [29 x i8] c"strtol base2 %ld base36 %ld\0A\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"101101\00", align 1
@.str.41 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.42 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"-0.0\00", align 1
@.str.44 = private unnamed_addr constant [7 x i8] c"1e-310\00", align 1
@.str.45 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.46 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.47 = private unnamed_addr constant [8 x i8] c"0x1.8p3\00", align 1
@.str.48 = private unnamed_addr constant [12 x i8] c"  12.5e2abc\00", align 1
@__const.main.ds = private unnamed_addr constant [7 x ptr] [ptr @.str.42, ptr @.str.43, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48], align 8
@.str.49 = private unnamed_addr constant [25 x i8] c"strtod(%s)=%g rest='%s'\0A\00", align 1
@__const.main.rv = private unnamed_addr constant [9 x i8] c"racecar!\00", align 1
@.str.50 = private unnamed_addr constant [12 x i8] c"reverse %s\0A\00", align 1
@.str.51 = private unnamed_addr constant [10 x i8] c"upsum=%d\0A\00", align 1
@.str.52 = private unnamed_addr constant [12 x i8] c"biglen=%zu\0A\00", align 1
@.str.53 = private unnamed_addr constant [9 x i8] c"%s:%d:%c\00", align 1
@.str.54 = private unnamed_addr constant [4 x i8] c"key\00", align 1
@.str.55 = private unnamed_addr constant [13 x i8] c"snprintf %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [100 x i8], align 1
  %7 = alloca [8 x i8], align 1
  %8 = alloca ptr, align 8
  %9 = alloca [14 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca [10 x ptr], align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca [7 x ptr], align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca double, align 8
  %22 = alloca [9 x i8], align 1
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca [300 x i8], align 1
  %26 = alloca [32 x i8], align 1
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.strs, i64 64, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %27

27:                                               ; preds = %79, %0
  %28 = load i32, ptr %4, align 4
  %29 = icmp slt i32 %28, 8
  br i1 %29, label %30, label %82

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8
  %35 = call i64 @my_strlen(ptr noundef %34)
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  %40 = call i64 @strlen(ptr noundef %39) #7
  %41 = icmp ne i64 %35, %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %30
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %3, align 4
  br label %45

45:                                               ; preds = %42, %30
  store i32 0, ptr %5, align 4
  br label %46

46:                                               ; preds = %75, %45
  %47 = load i32, ptr %5, align 4
  %48 = icmp slt i32 %47, 8
  br i1 %48, label %49, label %78

49:                                               ; preds = %46
  %50 = load i32, ptr %4, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %55
  %57 = load ptr, ptr %56, align 8
  %58 = call i32 @my_strcmp(ptr noundef %53, ptr noundef %57)
  %59 = call i32 @sgn(i32 noundef %58)
  %60 = load i32, ptr %4, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %61
  %63 = load ptr, ptr %62, align 8
  %64 = load i32, ptr %5, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8
  %68 = call i32 @strcmp(ptr noundef %63, ptr noundef %67) #7
  %69 = call i32 @sgn(i32 noundef %68)
  %70 = icmp ne i32 %59, %69
  br i1 %70, label %71, label %74

71:                                               ; preds = %49
  %72 = load i32, ptr %3, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %3, align 4
  br label %74

74:                                               ; preds = %71, %49
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %5, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %5, align 4
  br label %46, !llvm.loop !6

78:                                               ; preds = %46
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %4, align 4
  br label %27, !llvm.loop !8

82:                                               ; preds = %27
  %83 = load i32, ptr %3, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %83)
  %85 = getelementptr inbounds [100 x i8], ptr %6, i64 0, i64 0
  %86 = call ptr @strcpy(ptr noundef %85, ptr noundef @.str.9) #8
  %87 = getelementptr inbounds [100 x i8], ptr %6, i64 0, i64 0
  %88 = call ptr @strcat(ptr noundef %87, ptr noundef @.str.10) #8
  %89 = getelementptr inbounds [100 x i8], ptr %6, i64 0, i64 0
  %90 = call ptr @strncat(ptr noundef %89, ptr noundef @.str.11, i64 noundef 4) #8
  %91 = getelementptr inbounds [100 x i8], ptr %6, i64 0, i64 0
  %92 = getelementptr inbounds [100 x i8], ptr %6, i64 0, i64 0
  %93 = call i64 @strlen(ptr noundef %92) #7
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %91, i64 noundef %93)
  %95 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 0
  %96 = call ptr @strncpy(ptr noundef %95, ptr noundef @.str.13, i64 noundef 7) #8
  %97 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 7
  store i8 0, ptr %97, align 1
  %98 = getelementptr inbounds [8 x i8], ptr %7, i64 0, i64 0
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %98)
  store ptr @.str.15, ptr %8, align 8
  %100 = load ptr, ptr %8, align 8
  %101 = call ptr @strchr(ptr noundef %100, i32 noundef 113) #7
  %102 = load ptr, ptr %8, align 8
  %103 = call ptr @strrchr(ptr noundef %102, i32 noundef 111) #7
  %104 = load ptr, ptr %8, align 8
  %105 = call ptr @strstr(ptr noundef %104, ptr noundef @.str.17) #7
  %106 = load ptr, ptr %8, align 8
  %107 = call ptr @my_strstr(ptr noundef %106, ptr noundef @.str.18)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %101, ptr noundef %103, ptr noundef %105, ptr noundef %107)
  %109 = load ptr, ptr %8, align 8
  %110 = call i64 @strspn(ptr noundef %109, ptr noundef @.str.20) #7
  %111 = load ptr, ptr %8, align 8
  %112 = call i64 @strcspn(ptr noundef %111, ptr noundef @.str.21) #7
  %113 = load ptr, ptr %8, align 8
  %114 = call ptr @strpbrk(ptr noundef %113, ptr noundef @.str.22) #7
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %110, i64 noundef %112, ptr noundef %114)
  %116 = call i32 @sgn(i32 noundef 0)
  %117 = call i32 @sgn(i32 noundef -1)
  %118 = call i32 @sgn(i32 noundef -1)
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %116, i32 noundef %117, i32 noundef %118)
  %120 = load ptr, ptr %8, align 8
  %121 = load ptr, ptr %8, align 8
  %122 = call i64 @strlen(ptr noundef %121) #7
  %123 = call ptr @memchr(ptr noundef %120, i32 noundef 106, i64 noundef %122) #7
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %123)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.tok, i64 14, i1 false)
  store i32 0, ptr %10, align 4
  %125 = getelementptr inbounds [14 x i8], ptr %9, i64 0, i64 0
  %126 = call ptr @strtok(ptr noundef %125, ptr noundef @.str.25) #8
  store ptr %126, ptr %11, align 8
  br label %127

127:                                              ; preds = %135, %82
  %128 = load ptr, ptr %11, align 8
  %129 = icmp ne ptr %128, null
  br i1 %129, label %130, label %137

130:                                              ; preds = %127
  %131 = load ptr, ptr %11, align 8
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, ptr noundef %131)
  %133 = load i32, ptr %10, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %10, align 4
  br label %135

135:                                              ; preds = %130
  %136 = call ptr @strtok(ptr noundef null, ptr noundef @.str.25) #8
  store ptr %136, ptr %11, align 8
  br label %127, !llvm.loop !9

137:                                              ; preds = %127
  %138 = load i32, ptr %10, align 4
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %138)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.nums, i64 80, i1 false)
  store i32 0, ptr %13, align 4
  br label %140

140:                                              ; preds = %179, %137
  %141 = load i32, ptr %13, align 4
  %142 = icmp slt i32 %141, 10
  br i1 %142, label %143, label %182

143:                                              ; preds = %140
  %144 = call ptr @__errno_location() #9
  store i32 0, ptr %144, align 4
  %145 = load i32, ptr %13, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [10 x ptr], ptr %12, i64 0, i64 %146
  %148 = load ptr, ptr %147, align 8
  %149 = call i64 @strtoll(ptr noundef %148, ptr noundef %14, i32 noundef 0) #8
  store i64 %149, ptr %15, align 8
  %150 = call ptr @__errno_location() #9
  %151 = load i32, ptr %150, align 4
  store i32 %151, ptr %16, align 4
  %152 = load i32, ptr %13, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [10 x ptr], ptr %12, i64 0, i64 %153
  %155 = load ptr, ptr %154, align 8
  %156 = call i64 @strtoull(ptr noundef %155, ptr noundef null, i32 noundef 10) #8
  store i64 %156, ptr %17, align 8
  %157 = load i32, ptr %13, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [10 x ptr], ptr %12, i64 0, i64 %158
  %160 = load ptr, ptr %159, align 8
  %161 = load i64, ptr %15, align 8
  %162 = load ptr, ptr %14, align 8
  %163 = load i32, ptr %16, align 4
  %164 = icmp ne i32 %163, 0
  %165 = zext i1 %164 to i32
  %166 = load i64, ptr %17, align 8
  %167 = load i32, ptr %13, align 4
  %168 = icmp slt i32 %167, 5
  br i1 %168, label %169, label %175

169:                                              ; preds = %143
  %170 = load i32, ptr %13, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [10 x ptr], ptr %12, i64 0, i64 %171
  %173 = load ptr, ptr %172, align 8
  %174 = call i32 @atoi(ptr noundef %173) #7
  br label %176

175:                                              ; preds = %143
  br label %176

176:                                              ; preds = %175, %169
  %177 = phi i32 [ %174, %169 ], [ 0, %175 ]
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, ptr noundef %160, i64 noundef %161, ptr noundef %162, i32 noundef %165, i64 noundef %166, i32 noundef %177)
  br label %179

179:                                              ; preds = %176
  %180 = load i32, ptr %13, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %13, align 4
  br label %140, !llvm.loop !10

182:                                              ; preds = %140
  %183 = call i64 @strtol(ptr noundef @.str.40, ptr noundef null, i32 noundef 2) #8
  %184 = call i64 @strtol(ptr noundef @.str.41, ptr noundef null, i32 noundef 36) #8
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i64 noundef %183, i64 noundef %184)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 @__const.main.ds, i64 56, i1 false)
  store i32 0, ptr %19, align 4
  br label %186

186:                                              ; preds = %202, %182
  %187 = load i32, ptr %19, align 4
  %188 = icmp slt i32 %187, 7
  br i1 %188, label %189, label %205

189:                                              ; preds = %186
  %190 = load i32, ptr %19, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [7 x ptr], ptr %18, i64 0, i64 %191
  %193 = load ptr, ptr %192, align 8
  %194 = call double @strtod(ptr noundef %193, ptr noundef %20) #8
  store double %194, ptr %21, align 8
  %195 = load i32, ptr %19, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [7 x ptr], ptr %18, i64 0, i64 %196
  %198 = load ptr, ptr %197, align 8
  %199 = load double, ptr %21, align 8
  %200 = load ptr, ptr %20, align 8
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.49, ptr noundef %198, double noundef %199, ptr noundef %200)
  br label %202

202:                                              ; preds = %189
  %203 = load i32, ptr %19, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %19, align 4
  br label %186, !llvm.loop !11

205:                                              ; preds = %186
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 @__const.main.rv, i64 9, i1 false)
  %206 = getelementptr inbounds [9 x i8], ptr %22, i64 0, i64 0
  call void @reverse(ptr noundef %206)
  %207 = getelementptr inbounds [9 x i8], ptr %22, i64 0, i64 0
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, ptr noundef %207)
  store i32 0, ptr %23, align 4
  %209 = load ptr, ptr %8, align 8
  store ptr %209, ptr %24, align 8
  br label %210

210:                                              ; preds = %236, %205
  %211 = load ptr, ptr %24, align 8
  %212 = load i8, ptr %211, align 1
  %213 = icmp ne i8 %212, 0
  br i1 %213, label %214, label %239

214:                                              ; preds = %210
  %215 = call ptr @__ctype_b_loc() #9
  %216 = load ptr, ptr %215, align 8
  %217 = load ptr, ptr %24, align 8
  %218 = load i8, ptr %217, align 1
  %219 = zext i8 %218 to i32
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds i16, ptr %216, i64 %220
  %222 = load i16, ptr %221, align 2
  %223 = zext i16 %222 to i32
  %224 = and i32 %223, 1024
  %225 = icmp ne i32 %224, 0
  br i1 %225, label %226, label %231

226:                                              ; preds = %214
  %227 = load ptr, ptr %24, align 8
  %228 = load i8, ptr %227, align 1
  %229 = zext i8 %228 to i32
  %230 = call i32 @toupper(i32 noundef %229) #7
  br label %232

231:                                              ; preds = %214
  br label %232

232:                                              ; preds = %231, %226
  %233 = phi i32 [ %230, %226 ], [ 0, %231 ]
  %234 = load i32, ptr %23, align 4
  %235 = add nsw i32 %234, %233
  store i32 %235, ptr %23, align 4
  br label %236

236:                                              ; preds = %232
  %237 = load ptr, ptr %24, align 8
  %238 = getelementptr inbounds i8, ptr %237, i32 1
  store ptr %238, ptr %24, align 8
  br label %210, !llvm.loop !12

239:                                              ; preds = %210
  %240 = load i32, ptr %23, align 4
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.51, i32 noundef %240)
  %242 = getelementptr inbounds [300 x i8], ptr %25, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %242, i8 120, i64 299, i1 false)
  %243 = getelementptr inbounds [300 x i8], ptr %25, i64 0, i64 299
  store i8 0, ptr %243, align 1
  %244 = getelementptr inbounds [300 x i8], ptr %25, i64 0, i64 0
  %245 = call i64 @strlen(ptr noundef %244) #7
  %246 = call i32 (ptr, ...) @printf(ptr noundef @.str.52, i64 noundef %245)
  %247 = getelementptr inbounds [32 x i8], ptr %26, i64 0, i64 0
  %248 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %247, i64 noundef 32, ptr noundef @.str.53, ptr noundef @.str.54, i32 noundef 12, i32 noundef 90) #8
  %249 = getelementptr inbounds [32 x i8], ptr %26, i64 0, i64 0
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str.55, ptr noundef %249)
  %251 = load i32, ptr %3, align 4
  %252 = load i32, ptr %10, align 4
  %253 = add nsw i32 %251, %252
  ret i32 %253
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @my_strlen(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store ptr %4, ptr %3, align 8
  br label %5

5:                                                ; preds = %9, %1
  %6 = load ptr, ptr %3, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %11, ptr %3, align 8
  br label %5, !llvm.loop !13

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 8
  %14 = load ptr, ptr %2, align 8
  %15 = ptrtoint ptr %13 to i64
  %16 = ptrtoint ptr %14 to i64
  %17 = sub i64 %15, %16
  ret i64 %17
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_strcmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %20, %2
  %6 = load ptr, ptr %3, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = load ptr, ptr %3, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = load ptr, ptr %4, align 8
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = icmp eq i32 %13, %16
  br label %18

18:                                               ; preds = %10, %5
  %19 = phi i1 [ false, %5 ], [ %17, %10 ]
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 1
  store ptr %22, ptr %3, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 1
  store ptr %24, ptr %4, align 8
  br label %5, !llvm.loop !14

25:                                               ; preds = %18
  %26 = load ptr, ptr %3, align 8
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load ptr, ptr %4, align 8
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = sub nsw i32 %28, %31
  ret i32 %32
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strrchr(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @my_strstr(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  store ptr %12, ptr %3, align 8
  br label %52

13:                                               ; preds = %2
  br label %14

14:                                               ; preds = %48, %13
  %15 = load ptr, ptr %4, align 8
  %16 = load i8, ptr %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %51

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  store ptr %19, ptr %6, align 8
  %20 = load ptr, ptr %5, align 8
  store ptr %20, ptr %7, align 8
  br label %21

21:                                               ; preds = %36, %18
  %22 = load ptr, ptr %6, align 8
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %34

26:                                               ; preds = %21
  %27 = load ptr, ptr %6, align 8
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = load ptr, ptr %7, align 8
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = icmp eq i32 %29, %32
  br label %34

34:                                               ; preds = %26, %21
  %35 = phi i1 [ false, %21 ], [ %33, %26 ]
  br i1 %35, label %36, label %41

36:                                               ; preds = %34
  %37 = load ptr, ptr %6, align 8
  %38 = getelementptr inbounds i8, ptr %37, i32 1
  store ptr %38, ptr %6, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr %7, align 8
  br label %21, !llvm.loop !15

41:                                               ; preds = %34
  %42 = load ptr, ptr %7, align 8
  %43 = load i8, ptr %42, align 1
  %44 = icmp ne i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %4, align 8
  store ptr %46, ptr %3, align 8
  br label %52

47:                                               ; preds = %41
  br label %48

48:                                               ; preds = %47
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds i8, ptr %49, i32 1
  store ptr %50, ptr %4, align 8
  br label %14, !llvm.loop !16

51:                                               ; preds = %14
  store ptr null, ptr %3, align 8
  br label %52

52:                                               ; preds = %51, %45, %11
  %53 = load ptr, ptr %3, align 8
  ret ptr %53
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strspn(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strcspn(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strpbrk(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) #2

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #5

; Function Attrs: nounwind
declare i64 @strtoll(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i64 @strtoull(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #2

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = call i64 @strlen(ptr noundef %6) #7
  store i64 %7, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %8

8:                                                ; preds = %35, %1
  %9 = load i64, ptr %4, align 8
  %10 = load i64, ptr %3, align 8
  %11 = udiv i64 %10, 2
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %13, label %38

13:                                               ; preds = %8
  %14 = load ptr, ptr %2, align 8
  %15 = load i64, ptr %4, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %5, align 1
  %18 = load ptr, ptr %2, align 8
  %19 = load i64, ptr %3, align 8
  %20 = sub i64 %19, 1
  %21 = load i64, ptr %4, align 8
  %22 = sub i64 %20, %21
  %23 = getelementptr inbounds i8, ptr %18, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = load ptr, ptr %2, align 8
  %26 = load i64, ptr %4, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 %26
  store i8 %24, ptr %27, align 1
  %28 = load i8, ptr %5, align 1
  %29 = load ptr, ptr %2, align 8
  %30 = load i64, ptr %3, align 8
  %31 = sub i64 %30, 1
  %32 = load i64, ptr %4, align 8
  %33 = sub i64 %31, %32
  %34 = getelementptr inbounds i8, ptr %29, i64 %33
  store i8 %28, ptr %34, align 1
  br label %35

35:                                               ; preds = %13
  %36 = load i64, ptr %4, align 8
  %37 = add i64 %36, 1
  store i64 %37, ptr %4, align 8
  br label %8, !llvm.loop !17

38:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

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
