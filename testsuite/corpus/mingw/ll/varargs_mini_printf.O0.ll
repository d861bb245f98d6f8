; ModuleID = 'programs/varargs_mini_printf.c'
source_filename = "programs/varargs_mini_printf.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%d %i %u\00", align 1
@checks = internal global i32 0, align 4
@fails = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [23 x i8] c"MISMATCH [%s] vs [%s]\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"ok [%s]\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"%5d|%-5d|%05d|%+d|% d\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"%.3d|%8.3d|%-8.3d|%.0d|\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"%x %X %#x %#X %#o %o\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"%ld %lu %lld %llx\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"%hd %hu %hhd %hhu\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%c%c%c|%3c|%-3c|\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"%s|%10s|%-10s|%.2s|%*s|%-*.*s|\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"hi\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"%zu %%\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"%*d|%-*d|%.*d\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"%#.0o|%#x|%08.3x|%-#10x|\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"checks=%d fails=%d\0A\00", align 1
@pos = internal global i64 0, align 8
@out = internal global [512 x i8] zeroinitializer, align 16
@.str.18 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.19 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"0X\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.22 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [256 x i8], align 16
  %3 = alloca [256 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [256 x i8], align 16
  %7 = alloca [256 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [256 x i8], align 16
  %11 = alloca [256 x i8], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [256 x i8], align 16
  %15 = alloca [256 x i8], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [256 x i8], align 16
  %19 = alloca [256 x i8], align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca [256 x i8], align 16
  %23 = alloca [256 x i8], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [256 x i8], align 16
  %27 = alloca [256 x i8], align 16
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [256 x i8], align 16
  %31 = alloca [256 x i8], align 16
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca [256 x i8], align 16
  %35 = alloca [256 x i8], align 16
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca [256 x i8], align 16
  %39 = alloca [256 x i8], align 16
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca [256 x i8], align 16
  %43 = alloca [256 x i8], align 16
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %46

46:                                               ; preds = %0
  %47 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %48 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %47, i64 noundef 256, ptr noundef @.str, i64 noundef 0, i32 noundef -1, i32 noundef -294967296)
  store i32 %48, ptr %4, align 4
  %49 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %49, i64 noundef 256, ptr noundef @.str, i64 noundef 0, i32 noundef -1, i32 noundef -294967296)
  store i32 %50, ptr %5, align 4
  %51 = load i32, ptr @checks, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @checks, align 4
  %53 = load i32, ptr %4, align 4
  %54 = load i32, ptr %5, align 4
  %55 = icmp ne i32 %53, %54
  br i1 %55, label %61, label %56

56:                                               ; preds = %46
  %57 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %58 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %59 = call i32 @strcmp(ptr noundef %57, ptr noundef %58) #5
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %67

61:                                               ; preds = %56, %46
  %62 = load i32, ptr @fails, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr @fails, align 4
  %64 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %65 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %64, ptr noundef %65)
  br label %70

67:                                               ; preds = %56
  %68 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %68)
  br label %70

70:                                               ; preds = %67, %61
  br label %71

71:                                               ; preds = %70
  br label %72

72:                                               ; preds = %71
  %73 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 0
  %74 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %73, i64 noundef 256, ptr noundef @.str.3, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42)
  store i32 %74, ptr %8, align 4
  %75 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 0
  %76 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %75, i64 noundef 256, ptr noundef @.str.3, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42)
  store i32 %76, ptr %9, align 4
  %77 = load i32, ptr @checks, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr @checks, align 4
  %79 = load i32, ptr %8, align 4
  %80 = load i32, ptr %9, align 4
  %81 = icmp ne i32 %79, %80
  br i1 %81, label %87, label %82

82:                                               ; preds = %72
  %83 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 0
  %84 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 0
  %85 = call i32 @strcmp(ptr noundef %83, ptr noundef %84) #5
  %86 = icmp ne i32 %85, 0
  br i1 %86, label %87, label %93

87:                                               ; preds = %82, %72
  %88 = load i32, ptr @fails, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr @fails, align 4
  %90 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 0
  %91 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 0
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %90, ptr noundef %91)
  br label %96

93:                                               ; preds = %82
  %94 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 0
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %94)
  br label %96

96:                                               ; preds = %93, %87
  br label %97

97:                                               ; preds = %96
  br label %98

98:                                               ; preds = %97
  %99 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 0
  %100 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %99, i64 noundef 256, ptr noundef @.str.4, i32 noundef 7, i32 noundef -7, i32 noundef 7, i64 noundef 0)
  store i32 %100, ptr %12, align 4
  %101 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 0
  %102 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %101, i64 noundef 256, ptr noundef @.str.4, i32 noundef 7, i32 noundef -7, i32 noundef 7, i64 noundef 0)
  store i32 %102, ptr %13, align 4
  %103 = load i32, ptr @checks, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @checks, align 4
  %105 = load i32, ptr %12, align 4
  %106 = load i32, ptr %13, align 4
  %107 = icmp ne i32 %105, %106
  br i1 %107, label %113, label %108

108:                                              ; preds = %98
  %109 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 0
  %110 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 0
  %111 = call i32 @strcmp(ptr noundef %109, ptr noundef %110) #5
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %113, label %119

113:                                              ; preds = %108, %98
  %114 = load i32, ptr @fails, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr @fails, align 4
  %116 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 0
  %117 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 0
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %116, ptr noundef %117)
  br label %122

119:                                              ; preds = %108
  %120 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 0
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %120)
  br label %122

122:                                              ; preds = %119, %113
  br label %123

123:                                              ; preds = %122
  br label %124

124:                                              ; preds = %123
  %125 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 0
  %126 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %125, i64 noundef 256, ptr noundef @.str.5, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 2748, i32 noundef 8, i64 noundef 0)
  store i32 %126, ptr %16, align 4
  %127 = getelementptr inbounds [256 x i8], ptr %15, i64 0, i64 0
  %128 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %127, i64 noundef 256, ptr noundef @.str.5, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 2748, i32 noundef 8, i64 noundef 0)
  store i32 %128, ptr %17, align 4
  %129 = load i32, ptr @checks, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @checks, align 4
  %131 = load i32, ptr %16, align 4
  %132 = load i32, ptr %17, align 4
  %133 = icmp ne i32 %131, %132
  br i1 %133, label %139, label %134

134:                                              ; preds = %124
  %135 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 0
  %136 = getelementptr inbounds [256 x i8], ptr %15, i64 0, i64 0
  %137 = call i32 @strcmp(ptr noundef %135, ptr noundef %136) #5
  %138 = icmp ne i32 %137, 0
  br i1 %138, label %139, label %145

139:                                              ; preds = %134, %124
  %140 = load i32, ptr @fails, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @fails, align 4
  %142 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 0
  %143 = getelementptr inbounds [256 x i8], ptr %15, i64 0, i64 0
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %142, ptr noundef %143)
  br label %148

145:                                              ; preds = %134
  %146 = getelementptr inbounds [256 x i8], ptr %14, i64 0, i64 0
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %146)
  br label %148

148:                                              ; preds = %145, %139
  br label %149

149:                                              ; preds = %148
  br label %150

150:                                              ; preds = %149
  %151 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 0
  %152 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %151, i64 noundef 256, ptr noundef @.str.6, i64 noundef -1234567890123, i64 noundef 1234567890123, i64 noundef -9223372036854775808, i64 noundef -81985529216486896)
  store i32 %152, ptr %20, align 4
  %153 = getelementptr inbounds [256 x i8], ptr %19, i64 0, i64 0
  %154 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %153, i64 noundef 256, ptr noundef @.str.6, i64 noundef -1234567890123, i64 noundef 1234567890123, i64 noundef -9223372036854775808, i64 noundef -81985529216486896)
  store i32 %154, ptr %21, align 4
  %155 = load i32, ptr @checks, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr @checks, align 4
  %157 = load i32, ptr %20, align 4
  %158 = load i32, ptr %21, align 4
  %159 = icmp ne i32 %157, %158
  br i1 %159, label %165, label %160

160:                                              ; preds = %150
  %161 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 0
  %162 = getelementptr inbounds [256 x i8], ptr %19, i64 0, i64 0
  %163 = call i32 @strcmp(ptr noundef %161, ptr noundef %162) #5
  %164 = icmp ne i32 %163, 0
  br i1 %164, label %165, label %171

165:                                              ; preds = %160, %150
  %166 = load i32, ptr @fails, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @fails, align 4
  %168 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 0
  %169 = getelementptr inbounds [256 x i8], ptr %19, i64 0, i64 0
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %168, ptr noundef %169)
  br label %174

171:                                              ; preds = %160
  %172 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 0
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %172)
  br label %174

174:                                              ; preds = %171, %165
  br label %175

175:                                              ; preds = %174
  br label %176

176:                                              ; preds = %175
  %177 = getelementptr inbounds [256 x i8], ptr %22, i64 0, i64 0
  %178 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %177, i64 noundef 256, ptr noundef @.str.7, i32 noundef 70000, i32 noundef 70000, i32 noundef 300, i32 noundef 300)
  store i32 %178, ptr %24, align 4
  %179 = getelementptr inbounds [256 x i8], ptr %23, i64 0, i64 0
  %180 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %179, i64 noundef 256, ptr noundef @.str.7, i32 noundef 70000, i32 noundef 70000, i32 noundef 300, i32 noundef 300)
  store i32 %180, ptr %25, align 4
  %181 = load i32, ptr @checks, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr @checks, align 4
  %183 = load i32, ptr %24, align 4
  %184 = load i32, ptr %25, align 4
  %185 = icmp ne i32 %183, %184
  br i1 %185, label %191, label %186

186:                                              ; preds = %176
  %187 = getelementptr inbounds [256 x i8], ptr %22, i64 0, i64 0
  %188 = getelementptr inbounds [256 x i8], ptr %23, i64 0, i64 0
  %189 = call i32 @strcmp(ptr noundef %187, ptr noundef %188) #5
  %190 = icmp ne i32 %189, 0
  br i1 %190, label %191, label %197

191:                                              ; preds = %186, %176
  %192 = load i32, ptr @fails, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr @fails, align 4
  %194 = getelementptr inbounds [256 x i8], ptr %22, i64 0, i64 0
  %195 = getelementptr inbounds [256 x i8], ptr %23, i64 0, i64 0
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %194, ptr noundef %195)
  br label %200

197:                                              ; preds = %186
  %198 = getelementptr inbounds [256 x i8], ptr %22, i64 0, i64 0
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %198)
  br label %200

200:                                              ; preds = %197, %191
  br label %201

201:                                              ; preds = %200
  br label %202

202:                                              ; preds = %201
  %203 = getelementptr inbounds [256 x i8], ptr %26, i64 0, i64 0
  %204 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %203, i64 noundef 256, ptr noundef @.str.8, i32 noundef 97, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121)
  store i32 %204, ptr %28, align 4
  %205 = getelementptr inbounds [256 x i8], ptr %27, i64 0, i64 0
  %206 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %205, i64 noundef 256, ptr noundef @.str.8, i32 noundef 97, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121)
  store i32 %206, ptr %29, align 4
  %207 = load i32, ptr @checks, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @checks, align 4
  %209 = load i32, ptr %28, align 4
  %210 = load i32, ptr %29, align 4
  %211 = icmp ne i32 %209, %210
  br i1 %211, label %217, label %212

212:                                              ; preds = %202
  %213 = getelementptr inbounds [256 x i8], ptr %26, i64 0, i64 0
  %214 = getelementptr inbounds [256 x i8], ptr %27, i64 0, i64 0
  %215 = call i32 @strcmp(ptr noundef %213, ptr noundef %214) #5
  %216 = icmp ne i32 %215, 0
  br i1 %216, label %217, label %223

217:                                              ; preds = %212, %202
  %218 = load i32, ptr @fails, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr @fails, align 4
  %220 = getelementptr inbounds [256 x i8], ptr %26, i64 0, i64 0
  %221 = getelementptr inbounds [256 x i8], ptr %27, i64 0, i64 0
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %220, ptr noundef %221)
  br label %226

223:                                              ; preds = %212
  %224 = getelementptr inbounds [256 x i8], ptr %26, i64 0, i64 0
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %224)
  br label %226

226:                                              ; preds = %223, %217
  br label %227

227:                                              ; preds = %226
  br label %228

228:                                              ; preds = %227
  %229 = getelementptr inbounds [256 x i8], ptr %30, i64 0, i64 0
  %230 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %229, i64 noundef 256, ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.11, ptr noundef @.str.11, ptr noundef @.str.10, i32 noundef 6, ptr noundef @.str.12, i32 noundef 7, i32 noundef 3, ptr noundef @.str.13)
  store i32 %230, ptr %32, align 4
  %231 = getelementptr inbounds [256 x i8], ptr %31, i64 0, i64 0
  %232 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %231, i64 noundef 256, ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.11, ptr noundef @.str.11, ptr noundef @.str.10, i32 noundef 6, ptr noundef @.str.12, i32 noundef 7, i32 noundef 3, ptr noundef @.str.13)
  store i32 %232, ptr %33, align 4
  %233 = load i32, ptr @checks, align 4
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr @checks, align 4
  %235 = load i32, ptr %32, align 4
  %236 = load i32, ptr %33, align 4
  %237 = icmp ne i32 %235, %236
  br i1 %237, label %243, label %238

238:                                              ; preds = %228
  %239 = getelementptr inbounds [256 x i8], ptr %30, i64 0, i64 0
  %240 = getelementptr inbounds [256 x i8], ptr %31, i64 0, i64 0
  %241 = call i32 @strcmp(ptr noundef %239, ptr noundef %240) #5
  %242 = icmp ne i32 %241, 0
  br i1 %242, label %243, label %249

243:                                              ; preds = %238, %228
  %244 = load i32, ptr @fails, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr @fails, align 4
  %246 = getelementptr inbounds [256 x i8], ptr %30, i64 0, i64 0
  %247 = getelementptr inbounds [256 x i8], ptr %31, i64 0, i64 0
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %246, ptr noundef %247)
  br label %252

249:                                              ; preds = %238
  %250 = getelementptr inbounds [256 x i8], ptr %30, i64 0, i64 0
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %250)
  br label %252

252:                                              ; preds = %249, %243
  br label %253

253:                                              ; preds = %252
  br label %254

254:                                              ; preds = %253
  %255 = getelementptr inbounds [256 x i8], ptr %34, i64 0, i64 0
  %256 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %255, i64 noundef 256, ptr noundef @.str.14, i64 noundef 123456)
  store i32 %256, ptr %36, align 4
  %257 = getelementptr inbounds [256 x i8], ptr %35, i64 0, i64 0
  %258 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %257, i64 noundef 256, ptr noundef @.str.14, i64 noundef 123456)
  store i32 %258, ptr %37, align 4
  %259 = load i32, ptr @checks, align 4
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr @checks, align 4
  %261 = load i32, ptr %36, align 4
  %262 = load i32, ptr %37, align 4
  %263 = icmp ne i32 %261, %262
  br i1 %263, label %269, label %264

264:                                              ; preds = %254
  %265 = getelementptr inbounds [256 x i8], ptr %34, i64 0, i64 0
  %266 = getelementptr inbounds [256 x i8], ptr %35, i64 0, i64 0
  %267 = call i32 @strcmp(ptr noundef %265, ptr noundef %266) #5
  %268 = icmp ne i32 %267, 0
  br i1 %268, label %269, label %275

269:                                              ; preds = %264, %254
  %270 = load i32, ptr @fails, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr @fails, align 4
  %272 = getelementptr inbounds [256 x i8], ptr %34, i64 0, i64 0
  %273 = getelementptr inbounds [256 x i8], ptr %35, i64 0, i64 0
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %272, ptr noundef %273)
  br label %278

275:                                              ; preds = %264
  %276 = getelementptr inbounds [256 x i8], ptr %34, i64 0, i64 0
  %277 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %276)
  br label %278

278:                                              ; preds = %275, %269
  br label %279

279:                                              ; preds = %278
  br label %280

280:                                              ; preds = %279
  %281 = getelementptr inbounds [256 x i8], ptr %38, i64 0, i64 0
  %282 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %281, i64 noundef 256, ptr noundef @.str.15, i32 noundef -6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 4, i32 noundef 9)
  store i32 %282, ptr %40, align 4
  %283 = getelementptr inbounds [256 x i8], ptr %39, i64 0, i64 0
  %284 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %283, i64 noundef 256, ptr noundef @.str.15, i32 noundef -6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 4, i32 noundef 9)
  store i32 %284, ptr %41, align 4
  %285 = load i32, ptr @checks, align 4
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr @checks, align 4
  %287 = load i32, ptr %40, align 4
  %288 = load i32, ptr %41, align 4
  %289 = icmp ne i32 %287, %288
  br i1 %289, label %295, label %290

290:                                              ; preds = %280
  %291 = getelementptr inbounds [256 x i8], ptr %38, i64 0, i64 0
  %292 = getelementptr inbounds [256 x i8], ptr %39, i64 0, i64 0
  %293 = call i32 @strcmp(ptr noundef %291, ptr noundef %292) #5
  %294 = icmp ne i32 %293, 0
  br i1 %294, label %295, label %301

295:                                              ; preds = %290, %280
  %296 = load i32, ptr @fails, align 4
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr @fails, align 4
  %298 = getelementptr inbounds [256 x i8], ptr %38, i64 0, i64 0
  %299 = getelementptr inbounds [256 x i8], ptr %39, i64 0, i64 0
  %300 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %298, ptr noundef %299)
  br label %304

301:                                              ; preds = %290
  %302 = getelementptr inbounds [256 x i8], ptr %38, i64 0, i64 0
  %303 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %302)
  br label %304

304:                                              ; preds = %301, %295
  br label %305

305:                                              ; preds = %304
  br label %306

306:                                              ; preds = %305
  %307 = getelementptr inbounds [256 x i8], ptr %42, i64 0, i64 0
  %308 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %307, i64 noundef 256, ptr noundef @.str.16, i64 noundef 0, i64 noundef 0, i32 noundef 31, i32 noundef 48879)
  store i32 %308, ptr %44, align 4
  %309 = getelementptr inbounds [256 x i8], ptr %43, i64 0, i64 0
  %310 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %309, i64 noundef 256, ptr noundef @.str.16, i64 noundef 0, i64 noundef 0, i32 noundef 31, i32 noundef 48879)
  store i32 %310, ptr %45, align 4
  %311 = load i32, ptr @checks, align 4
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr @checks, align 4
  %313 = load i32, ptr %44, align 4
  %314 = load i32, ptr %45, align 4
  %315 = icmp ne i32 %313, %314
  br i1 %315, label %321, label %316

316:                                              ; preds = %306
  %317 = getelementptr inbounds [256 x i8], ptr %42, i64 0, i64 0
  %318 = getelementptr inbounds [256 x i8], ptr %43, i64 0, i64 0
  %319 = call i32 @strcmp(ptr noundef %317, ptr noundef %318) #5
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %327

321:                                              ; preds = %316, %306
  %322 = load i32, ptr @fails, align 4
  %323 = add nsw i32 %322, 1
  store i32 %323, ptr @fails, align 4
  %324 = getelementptr inbounds [256 x i8], ptr %42, i64 0, i64 0
  %325 = getelementptr inbounds [256 x i8], ptr %43, i64 0, i64 0
  %326 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %324, ptr noundef %325)
  br label %330

327:                                              ; preds = %316
  %328 = getelementptr inbounds [256 x i8], ptr %42, i64 0, i64 0
  %329 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %328)
  br label %330

330:                                              ; preds = %327, %321
  br label %331

331:                                              ; preds = %330
  %332 = load i32, ptr @checks, align 4
  %333 = load i32, ptr @fails, align 4
  %334 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %332, i32 noundef %333)
  %335 = load i32, ptr @fails, align 4
  ret i32 %335
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_snprintf(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %7)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = call i32 @my_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %8, align 4
  call void @llvm.va_end.p0(ptr %7)
  %14 = load i32, ptr %8, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #1

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i8, align 1
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i64 0, ptr @pos, align 8
  %25 = load ptr, ptr %7, align 8
  store ptr %25, ptr %9, align 8
  br label %26

26:                                               ; preds = %371, %4
  %27 = load ptr, ptr %9, align 8
  %28 = load i8, ptr %27, align 1
  %29 = icmp ne i8 %28, 0
  br i1 %29, label %30, label %374

30:                                               ; preds = %26
  %31 = load ptr, ptr %9, align 8
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp ne i32 %33, 37
  br i1 %34, label %35, label %38

35:                                               ; preds = %30
  %36 = load ptr, ptr %9, align 8
  %37 = load i8, ptr %36, align 1
  call void @put(i8 noundef %37)
  br label %371

38:                                               ; preds = %30
  %39 = load ptr, ptr %9, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr %9, align 8
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store i32 -1, ptr %16, align 4
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %41

41:                                               ; preds = %77, %38
  %42 = load ptr, ptr %9, align 8
  %43 = load i8, ptr %42, align 1
  %44 = sext i8 %43 to i32
  %45 = icmp eq i32 %44, 45
  br i1 %45, label %46, label %47

46:                                               ; preds = %41
  store i32 1, ptr %10, align 4
  br label %76

47:                                               ; preds = %41
  %48 = load ptr, ptr %9, align 8
  %49 = load i8, ptr %48, align 1
  %50 = sext i8 %49 to i32
  %51 = icmp eq i32 %50, 48
  br i1 %51, label %52, label %53

52:                                               ; preds = %47
  store i32 1, ptr %11, align 4
  br label %75

53:                                               ; preds = %47
  %54 = load ptr, ptr %9, align 8
  %55 = load i8, ptr %54, align 1
  %56 = sext i8 %55 to i32
  %57 = icmp eq i32 %56, 43
  br i1 %57, label %58, label %59

58:                                               ; preds = %53
  store i32 1, ptr %12, align 4
  br label %74

59:                                               ; preds = %53
  %60 = load ptr, ptr %9, align 8
  %61 = load i8, ptr %60, align 1
  %62 = sext i8 %61 to i32
  %63 = icmp eq i32 %62, 32
  br i1 %63, label %64, label %65

64:                                               ; preds = %59
  store i32 1, ptr %13, align 4
  br label %73

65:                                               ; preds = %59
  %66 = load ptr, ptr %9, align 8
  %67 = load i8, ptr %66, align 1
  %68 = sext i8 %67 to i32
  %69 = icmp eq i32 %68, 35
  br i1 %69, label %70, label %71

70:                                               ; preds = %65
  store i32 1, ptr %14, align 4
  br label %72

71:                                               ; preds = %65
  br label %80

72:                                               ; preds = %70
  br label %73

73:                                               ; preds = %72, %64
  br label %74

74:                                               ; preds = %73, %58
  br label %75

75:                                               ; preds = %74, %52
  br label %76

76:                                               ; preds = %75, %46
  br label %77

77:                                               ; preds = %76
  %78 = load ptr, ptr %9, align 8
  %79 = getelementptr inbounds i8, ptr %78, i32 1
  store ptr %79, ptr %9, align 8
  br label %41

80:                                               ; preds = %71
  %81 = load ptr, ptr %9, align 8
  %82 = load i8, ptr %81, align 1
  %83 = sext i8 %82 to i32
  %84 = icmp eq i32 %83, 42
  br i1 %84, label %85, label %97

85:                                               ; preds = %80
  %86 = load ptr, ptr %8, align 8
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  store ptr %87, ptr %8, align 8
  %88 = load i32, ptr %86, align 8
  store i32 %88, ptr %15, align 4
  %89 = load i32, ptr %15, align 4
  %90 = icmp slt i32 %89, 0
  br i1 %90, label %91, label %94

91:                                               ; preds = %85
  store i32 1, ptr %10, align 4
  %92 = load i32, ptr %15, align 4
  %93 = sub nsw i32 0, %92
  store i32 %93, ptr %15, align 4
  br label %94

94:                                               ; preds = %91, %85
  %95 = load ptr, ptr %9, align 8
  %96 = getelementptr inbounds i8, ptr %95, i32 1
  store ptr %96, ptr %9, align 8
  br label %120

97:                                               ; preds = %80
  br label %98

98:                                               ; preds = %110, %97
  %99 = load ptr, ptr %9, align 8
  %100 = load i8, ptr %99, align 1
  %101 = sext i8 %100 to i32
  %102 = icmp sge i32 %101, 48
  br i1 %102, label %103, label %108

103:                                              ; preds = %98
  %104 = load ptr, ptr %9, align 8
  %105 = load i8, ptr %104, align 1
  %106 = sext i8 %105 to i32
  %107 = icmp sle i32 %106, 57
  br label %108

108:                                              ; preds = %103, %98
  %109 = phi i1 [ false, %98 ], [ %107, %103 ]
  br i1 %109, label %110, label %119

110:                                              ; preds = %108
  %111 = load i32, ptr %15, align 4
  %112 = mul nsw i32 %111, 10
  %113 = load ptr, ptr %9, align 8
  %114 = getelementptr inbounds i8, ptr %113, i32 1
  store ptr %114, ptr %9, align 8
  %115 = load i8, ptr %113, align 1
  %116 = sext i8 %115 to i32
  %117 = sub nsw i32 %116, 48
  %118 = add nsw i32 %112, %117
  store i32 %118, ptr %15, align 4
  br label %98, !llvm.loop !5

119:                                              ; preds = %108
  br label %120

120:                                              ; preds = %119, %94
  %121 = load ptr, ptr %9, align 8
  %122 = load i8, ptr %121, align 1
  %123 = sext i8 %122 to i32
  %124 = icmp eq i32 %123, 46
  br i1 %124, label %125, label %162

125:                                              ; preds = %120
  %126 = load ptr, ptr %9, align 8
  %127 = getelementptr inbounds i8, ptr %126, i32 1
  store ptr %127, ptr %9, align 8
  store i32 0, ptr %16, align 4
  %128 = load ptr, ptr %9, align 8
  %129 = load i8, ptr %128, align 1
  %130 = sext i8 %129 to i32
  %131 = icmp eq i32 %130, 42
  br i1 %131, label %132, label %138

132:                                              ; preds = %125
  %133 = load ptr, ptr %8, align 8
  %134 = getelementptr inbounds i8, ptr %133, i64 8
  store ptr %134, ptr %8, align 8
  %135 = load i32, ptr %133, align 8
  store i32 %135, ptr %16, align 4
  %136 = load ptr, ptr %9, align 8
  %137 = getelementptr inbounds i8, ptr %136, i32 1
  store ptr %137, ptr %9, align 8
  br label %161

138:                                              ; preds = %125
  br label %139

139:                                              ; preds = %151, %138
  %140 = load ptr, ptr %9, align 8
  %141 = load i8, ptr %140, align 1
  %142 = sext i8 %141 to i32
  %143 = icmp sge i32 %142, 48
  br i1 %143, label %144, label %149

144:                                              ; preds = %139
  %145 = load ptr, ptr %9, align 8
  %146 = load i8, ptr %145, align 1
  %147 = sext i8 %146 to i32
  %148 = icmp sle i32 %147, 57
  br label %149

149:                                              ; preds = %144, %139
  %150 = phi i1 [ false, %139 ], [ %148, %144 ]
  br i1 %150, label %151, label %160

151:                                              ; preds = %149
  %152 = load i32, ptr %16, align 4
  %153 = mul nsw i32 %152, 10
  %154 = load ptr, ptr %9, align 8
  %155 = getelementptr inbounds i8, ptr %154, i32 1
  store ptr %155, ptr %9, align 8
  %156 = load i8, ptr %154, align 1
  %157 = sext i8 %156 to i32
  %158 = sub nsw i32 %157, 48
  %159 = add nsw i32 %153, %158
  store i32 %159, ptr %16, align 4
  br label %139, !llvm.loop !7

160:                                              ; preds = %149
  br label %161

161:                                              ; preds = %160, %132
  br label %162

162:                                              ; preds = %161, %120
  br label %163

163:                                              ; preds = %168, %162
  %164 = load ptr, ptr %9, align 8
  %165 = load i8, ptr %164, align 1
  %166 = sext i8 %165 to i32
  %167 = icmp eq i32 %166, 108
  br i1 %167, label %168, label %173

168:                                              ; preds = %163
  %169 = load i32, ptr %17, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %17, align 4
  %171 = load ptr, ptr %9, align 8
  %172 = getelementptr inbounds i8, ptr %171, i32 1
  store ptr %172, ptr %9, align 8
  br label %163, !llvm.loop !8

173:                                              ; preds = %163
  br label %174

174:                                              ; preds = %179, %173
  %175 = load ptr, ptr %9, align 8
  %176 = load i8, ptr %175, align 1
  %177 = sext i8 %176 to i32
  %178 = icmp eq i32 %177, 104
  br i1 %178, label %179, label %184

179:                                              ; preds = %174
  %180 = load i32, ptr %18, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %18, align 4
  %182 = load ptr, ptr %9, align 8
  %183 = getelementptr inbounds i8, ptr %182, i32 1
  store ptr %183, ptr %9, align 8
  br label %174, !llvm.loop !9

184:                                              ; preds = %174
  %185 = load ptr, ptr %9, align 8
  %186 = load i8, ptr %185, align 1
  %187 = sext i8 %186 to i32
  %188 = icmp eq i32 %187, 122
  br i1 %188, label %189, label %192

189:                                              ; preds = %184
  store i32 2, ptr %17, align 4
  %190 = load ptr, ptr %9, align 8
  %191 = getelementptr inbounds i8, ptr %190, i32 1
  store ptr %191, ptr %9, align 8
  br label %192

192:                                              ; preds = %189, %184
  %193 = load ptr, ptr %9, align 8
  %194 = load i8, ptr %193, align 1
  %195 = sext i8 %194 to i32
  switch i32 %195, label %369 [
    i32 100, label %196
    i32 105, label %196
    i32 117, label %252
    i32 120, label %252
    i32 88, label %252
    i32 111, label %252
    i32 99, label %315
    i32 115, label %333
    i32 37, label %368
  ]

196:                                              ; preds = %192, %192
  %197 = load i32, ptr %17, align 4
  %198 = icmp sge i32 %197, 2
  br i1 %198, label %199, label %203

199:                                              ; preds = %196
  %200 = load ptr, ptr %8, align 8
  %201 = getelementptr inbounds i8, ptr %200, i64 8
  store ptr %201, ptr %8, align 8
  %202 = load i64, ptr %200, align 8
  br label %217

203:                                              ; preds = %196
  %204 = load i32, ptr %17, align 4
  %205 = icmp eq i32 %204, 1
  br i1 %205, label %206, label %210

206:                                              ; preds = %203
  %207 = load ptr, ptr %8, align 8
  %208 = getelementptr inbounds i8, ptr %207, i64 8
  store ptr %208, ptr %8, align 8
  %209 = load i32, ptr %207, align 8
  br label %214

210:                                              ; preds = %203
  %211 = load ptr, ptr %8, align 8
  %212 = getelementptr inbounds i8, ptr %211, i64 8
  store ptr %212, ptr %8, align 8
  %213 = load i32, ptr %211, align 8
  br label %214

214:                                              ; preds = %210, %206
  %215 = phi i32 [ %209, %206 ], [ %213, %210 ]
  %216 = sext i32 %215 to i64
  br label %217

217:                                              ; preds = %214, %199
  %218 = phi i64 [ %202, %199 ], [ %216, %214 ]
  store i64 %218, ptr %19, align 8
  %219 = load i32, ptr %18, align 4
  %220 = icmp eq i32 %219, 1
  br i1 %220, label %221, label %225

221:                                              ; preds = %217
  %222 = load i64, ptr %19, align 8
  %223 = trunc i64 %222 to i16
  %224 = sext i16 %223 to i64
  store i64 %224, ptr %19, align 8
  br label %233

225:                                              ; preds = %217
  %226 = load i32, ptr %18, align 4
  %227 = icmp sge i32 %226, 2
  br i1 %227, label %228, label %232

228:                                              ; preds = %225
  %229 = load i64, ptr %19, align 8
  %230 = trunc i64 %229 to i8
  %231 = sext i8 %230 to i64
  store i64 %231, ptr %19, align 8
  br label %232

232:                                              ; preds = %228, %225
  br label %233

233:                                              ; preds = %232, %221
  %234 = load i64, ptr %19, align 8
  %235 = icmp slt i64 %234, 0
  br i1 %235, label %236, label %239

236:                                              ; preds = %233
  %237 = load i64, ptr %19, align 8
  %238 = sub i64 0, %237
  br label %241

239:                                              ; preds = %233
  %240 = load i64, ptr %19, align 8
  br label %241

241:                                              ; preds = %239, %236
  %242 = phi i64 [ %238, %236 ], [ %240, %239 ]
  %243 = load i64, ptr %19, align 8
  %244 = icmp slt i64 %243, 0
  %245 = zext i1 %244 to i32
  %246 = load i32, ptr %15, align 4
  %247 = load i32, ptr %16, align 4
  %248 = load i32, ptr %10, align 4
  %249 = load i32, ptr %11, align 4
  %250 = load i32, ptr %12, align 4
  %251 = load i32, ptr %13, align 4
  call void @emit_num(i64 noundef %242, i32 noundef %245, i32 noundef 10, i32 noundef 0, i32 noundef %246, i32 noundef %247, i32 noundef %248, i32 noundef %249, i32 noundef %250, i32 noundef %251, i32 noundef 0)
  br label %370

252:                                              ; preds = %192, %192, %192, %192
  %253 = load i32, ptr %17, align 4
  %254 = icmp sge i32 %253, 2
  br i1 %254, label %255, label %259

255:                                              ; preds = %252
  %256 = load ptr, ptr %8, align 8
  %257 = getelementptr inbounds i8, ptr %256, i64 8
  store ptr %257, ptr %8, align 8
  %258 = load i64, ptr %256, align 8
  br label %273

259:                                              ; preds = %252
  %260 = load i32, ptr %17, align 4
  %261 = icmp eq i32 %260, 1
  br i1 %261, label %262, label %266

262:                                              ; preds = %259
  %263 = load ptr, ptr %8, align 8
  %264 = getelementptr inbounds i8, ptr %263, i64 8
  store ptr %264, ptr %8, align 8
  %265 = load i32, ptr %263, align 8
  br label %270

266:                                              ; preds = %259
  %267 = load ptr, ptr %8, align 8
  %268 = getelementptr inbounds i8, ptr %267, i64 8
  store ptr %268, ptr %8, align 8
  %269 = load i32, ptr %267, align 8
  br label %270

270:                                              ; preds = %266, %262
  %271 = phi i32 [ %265, %262 ], [ %269, %266 ]
  %272 = zext i32 %271 to i64
  br label %273

273:                                              ; preds = %270, %255
  %274 = phi i64 [ %258, %255 ], [ %272, %270 ]
  store i64 %274, ptr %20, align 8
  %275 = load i32, ptr %18, align 4
  %276 = icmp eq i32 %275, 1
  br i1 %276, label %277, label %281

277:                                              ; preds = %273
  %278 = load i64, ptr %20, align 8
  %279 = trunc i64 %278 to i16
  %280 = zext i16 %279 to i64
  store i64 %280, ptr %20, align 8
  br label %289

281:                                              ; preds = %273
  %282 = load i32, ptr %18, align 4
  %283 = icmp sge i32 %282, 2
  br i1 %283, label %284, label %288

284:                                              ; preds = %281
  %285 = load i64, ptr %20, align 8
  %286 = trunc i64 %285 to i8
  %287 = zext i8 %286 to i64
  store i64 %287, ptr %20, align 8
  br label %288

288:                                              ; preds = %284, %281
  br label %289

289:                                              ; preds = %288, %277
  %290 = load i64, ptr %20, align 8
  %291 = load ptr, ptr %9, align 8
  %292 = load i8, ptr %291, align 1
  %293 = sext i8 %292 to i32
  %294 = icmp eq i32 %293, 111
  br i1 %294, label %295, label %296

295:                                              ; preds = %289
  br label %303

296:                                              ; preds = %289
  %297 = load ptr, ptr %9, align 8
  %298 = load i8, ptr %297, align 1
  %299 = sext i8 %298 to i32
  %300 = icmp eq i32 %299, 117
  %301 = zext i1 %300 to i64
  %302 = select i1 %300, i32 10, i32 16
  br label %303

303:                                              ; preds = %296, %295
  %304 = phi i32 [ 8, %295 ], [ %302, %296 ]
  %305 = load ptr, ptr %9, align 8
  %306 = load i8, ptr %305, align 1
  %307 = sext i8 %306 to i32
  %308 = icmp eq i32 %307, 88
  %309 = zext i1 %308 to i32
  %310 = load i32, ptr %15, align 4
  %311 = load i32, ptr %16, align 4
  %312 = load i32, ptr %10, align 4
  %313 = load i32, ptr %11, align 4
  %314 = load i32, ptr %14, align 4
  call void @emit_num(i64 noundef %290, i32 noundef 0, i32 noundef %304, i32 noundef %309, i32 noundef %310, i32 noundef %311, i32 noundef %312, i32 noundef %313, i32 noundef 0, i32 noundef 0, i32 noundef %314)
  br label %370

315:                                              ; preds = %192
  %316 = load ptr, ptr %8, align 8
  %317 = getelementptr inbounds i8, ptr %316, i64 8
  store ptr %317, ptr %8, align 8
  %318 = load i32, ptr %316, align 8
  %319 = trunc i32 %318 to i8
  store i8 %319, ptr %21, align 1
  %320 = load i32, ptr %10, align 4
  %321 = icmp ne i32 %320, 0
  br i1 %321, label %325, label %322

322:                                              ; preds = %315
  %323 = load i32, ptr %15, align 4
  %324 = sub nsw i32 %323, 1
  call void @pad(i32 noundef %324, i8 noundef 32)
  br label %325

325:                                              ; preds = %322, %315
  %326 = load i8, ptr %21, align 1
  call void @put(i8 noundef %326)
  %327 = load i32, ptr %10, align 4
  %328 = icmp ne i32 %327, 0
  br i1 %328, label %329, label %332

329:                                              ; preds = %325
  %330 = load i32, ptr %15, align 4
  %331 = sub nsw i32 %330, 1
  call void @pad(i32 noundef %331, i8 noundef 32)
  br label %332

332:                                              ; preds = %329, %325
  br label %370

333:                                              ; preds = %192
  %334 = load ptr, ptr %8, align 8
  %335 = getelementptr inbounds i8, ptr %334, i64 8
  store ptr %335, ptr %8, align 8
  %336 = load ptr, ptr %334, align 8
  store ptr %336, ptr %22, align 8
  %337 = load ptr, ptr %22, align 8
  %338 = call i64 @strlen(ptr noundef %337) #5
  store i64 %338, ptr %23, align 8
  %339 = load i32, ptr %16, align 4
  %340 = icmp sge i32 %339, 0
  br i1 %340, label %341, label %349

341:                                              ; preds = %333
  %342 = load i32, ptr %16, align 4
  %343 = sext i32 %342 to i64
  %344 = load i64, ptr %23, align 8
  %345 = icmp ult i64 %343, %344
  br i1 %345, label %346, label %349

346:                                              ; preds = %341
  %347 = load i32, ptr %16, align 4
  %348 = sext i32 %347 to i64
  store i64 %348, ptr %23, align 8
  br label %349

349:                                              ; preds = %346, %341, %333
  %350 = load i32, ptr %10, align 4
  %351 = icmp ne i32 %350, 0
  br i1 %351, label %357, label %352

352:                                              ; preds = %349
  %353 = load i32, ptr %15, align 4
  %354 = load i64, ptr %23, align 8
  %355 = trunc i64 %354 to i32
  %356 = sub nsw i32 %353, %355
  call void @pad(i32 noundef %356, i8 noundef 32)
  br label %357

357:                                              ; preds = %352, %349
  %358 = load ptr, ptr %22, align 8
  %359 = load i64, ptr %23, align 8
  call void @puts_n(ptr noundef %358, i64 noundef %359)
  %360 = load i32, ptr %10, align 4
  %361 = icmp ne i32 %360, 0
  br i1 %361, label %362, label %367

362:                                              ; preds = %357
  %363 = load i32, ptr %15, align 4
  %364 = load i64, ptr %23, align 8
  %365 = trunc i64 %364 to i32
  %366 = sub nsw i32 %363, %365
  call void @pad(i32 noundef %366, i8 noundef 32)
  br label %367

367:                                              ; preds = %362, %357
  br label %370

368:                                              ; preds = %192
  call void @put(i8 noundef 37)
  br label %370

369:                                              ; preds = %192
  call void @put(i8 noundef 63)
  br label %370

370:                                              ; preds = %369, %368, %367, %332, %303, %241
  br label %371

371:                                              ; preds = %370, %35
  %372 = load ptr, ptr %9, align 8
  %373 = getelementptr inbounds i8, ptr %372, i32 1
  store ptr %373, ptr %9, align 8
  br label %26, !llvm.loop !10

374:                                              ; preds = %26
  %375 = load i64, ptr @pos, align 8
  %376 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %375
  store i8 0, ptr %376, align 1
  %377 = load i64, ptr @pos, align 8
  %378 = load i64, ptr %6, align 8
  %379 = sub i64 %378, 1
  %380 = icmp ult i64 %377, %379
  br i1 %380, label %381, label %383

381:                                              ; preds = %374
  %382 = load i64, ptr @pos, align 8
  br label %386

383:                                              ; preds = %374
  %384 = load i64, ptr %6, align 8
  %385 = sub i64 %384, 1
  br label %386

386:                                              ; preds = %383, %381
  %387 = phi i64 [ %382, %381 ], [ %385, %383 ]
  store i64 %387, ptr %24, align 8
  %388 = load ptr, ptr %5, align 8
  %389 = load i64, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %388, ptr align 16 @out, i64 %389, i1 false)
  %390 = load ptr, ptr %5, align 8
  %391 = load i64, ptr %24, align 8
  %392 = getelementptr inbounds i8, ptr %390, i64 %391
  store i8 0, ptr %392, align 1
  %393 = load i64, ptr @pos, align 8
  %394 = trunc i64 %393 to i32
  ret i32 %394
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i64, ptr @pos, align 8
  %4 = icmp ult i64 %3, 511
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load i8, ptr %2, align 1
  %7 = load i64, ptr @pos, align 8
  %8 = add i64 %7, 1
  store i64 %8, ptr @pos, align 8
  %9 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %7
  store i8 %6, ptr %9, align 1
  br label %10

10:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @emit_num(i64 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) #0 {
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [70 x i8], align 16
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i8, align 1
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  store i64 %0, ptr %12, align 8
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %6, ptr %18, align 4
  store i32 %7, ptr %19, align 4
  store i32 %8, ptr %20, align 4
  store i32 %9, ptr %21, align 4
  store i32 %10, ptr %22, align 4
  store i32 0, ptr %24, align 4
  %30 = load i32, ptr %15, align 4
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @.str.18, ptr @.str.19
  store ptr %33, ptr %25, align 8
  %34 = load i64, ptr %12, align 8
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %44

36:                                               ; preds = %11
  %37 = load i32, ptr %17, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %44

39:                                               ; preds = %36
  %40 = load i32, ptr %24, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %24, align 4
  %42 = sext i32 %40 to i64
  %43 = getelementptr inbounds [70 x i8], ptr %23, i64 0, i64 %42
  store i8 48, ptr %43, align 1
  br label %44

44:                                               ; preds = %39, %36, %11
  br label %45

45:                                               ; preds = %48, %44
  %46 = load i64, ptr %12, align 8
  %47 = icmp ne i64 %46, 0
  br i1 %47, label %48, label %64

48:                                               ; preds = %45
  %49 = load ptr, ptr %25, align 8
  %50 = load i64, ptr %12, align 8
  %51 = load i32, ptr %14, align 4
  %52 = zext i32 %51 to i64
  %53 = urem i64 %50, %52
  %54 = getelementptr inbounds i8, ptr %49, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = load i32, ptr %24, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %24, align 4
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds [70 x i8], ptr %23, i64 0, i64 %58
  store i8 %55, ptr %59, align 1
  %60 = load i32, ptr %14, align 4
  %61 = zext i32 %60 to i64
  %62 = load i64, ptr %12, align 8
  %63 = udiv i64 %62, %61
  store i64 %63, ptr %12, align 8
  br label %45, !llvm.loop !11

64:                                               ; preds = %45
  %65 = load i32, ptr %17, align 4
  %66 = load i32, ptr %24, align 4
  %67 = icmp sgt i32 %65, %66
  br i1 %67, label %68, label %72

68:                                               ; preds = %64
  %69 = load i32, ptr %17, align 4
  %70 = load i32, ptr %24, align 4
  %71 = sub nsw i32 %69, %70
  br label %73

72:                                               ; preds = %64
  br label %73

73:                                               ; preds = %72, %68
  %74 = phi i32 [ %71, %68 ], [ 0, %72 ]
  store i32 %74, ptr %26, align 4
  %75 = load i32, ptr %22, align 4
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %77, label %95

77:                                               ; preds = %73
  %78 = load i32, ptr %14, align 4
  %79 = icmp eq i32 %78, 8
  br i1 %79, label %80, label %95

80:                                               ; preds = %77
  %81 = load i32, ptr %26, align 4
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %95

83:                                               ; preds = %80
  %84 = load i32, ptr %24, align 4
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %94, label %86

86:                                               ; preds = %83
  %87 = load i32, ptr %24, align 4
  %88 = sub nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [70 x i8], ptr %23, i64 0, i64 %89
  %91 = load i8, ptr %90, align 1
  %92 = sext i8 %91 to i32
  %93 = icmp ne i32 %92, 48
  br i1 %93, label %94, label %95

94:                                               ; preds = %86, %83
  store i32 1, ptr %26, align 4
  br label %95

95:                                               ; preds = %94, %86, %80, %77, %73
  %96 = load i32, ptr %13, align 4
  %97 = icmp ne i32 %96, 0
  br i1 %97, label %98, label %99

98:                                               ; preds = %95
  br label %110

99:                                               ; preds = %95
  %100 = load i32, ptr %20, align 4
  %101 = icmp ne i32 %100, 0
  br i1 %101, label %102, label %103

102:                                              ; preds = %99
  br label %108

103:                                              ; preds = %99
  %104 = load i32, ptr %21, align 4
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i64
  %107 = select i1 %105, i32 32, i32 0
  br label %108

108:                                              ; preds = %103, %102
  %109 = phi i32 [ 43, %102 ], [ %107, %103 ]
  br label %110

110:                                              ; preds = %108, %98
  %111 = phi i32 [ 45, %98 ], [ %109, %108 ]
  %112 = trunc i32 %111 to i8
  store i8 %112, ptr %27, align 1
  %113 = load i32, ptr %22, align 4
  %114 = icmp ne i32 %113, 0
  br i1 %114, label %115, label %134

115:                                              ; preds = %110
  %116 = load i32, ptr %14, align 4
  %117 = icmp eq i32 %116, 16
  br i1 %117, label %118, label %134

118:                                              ; preds = %115
  %119 = load i32, ptr %24, align 4
  %120 = icmp eq i32 %119, 1
  br i1 %120, label %121, label %126

121:                                              ; preds = %118
  %122 = getelementptr inbounds [70 x i8], ptr %23, i64 0, i64 0
  %123 = load i8, ptr %122, align 16
  %124 = sext i8 %123 to i32
  %125 = icmp eq i32 %124, 48
  br i1 %125, label %134, label %126

126:                                              ; preds = %121, %118
  %127 = load i32, ptr %24, align 4
  %128 = icmp ne i32 %127, 0
  br i1 %128, label %129, label %134

129:                                              ; preds = %126
  %130 = load i32, ptr %15, align 4
  %131 = icmp ne i32 %130, 0
  %132 = zext i1 %131 to i64
  %133 = select i1 %131, ptr @.str.20, ptr @.str.21
  br label %135

134:                                              ; preds = %126, %121, %115, %110
  br label %135

135:                                              ; preds = %134, %129
  %136 = phi ptr [ %133, %129 ], [ @.str.22, %134 ]
  store ptr %136, ptr %28, align 8
  %137 = load i32, ptr %24, align 4
  %138 = load i32, ptr %26, align 4
  %139 = add nsw i32 %137, %138
  %140 = load i8, ptr %27, align 1
  %141 = sext i8 %140 to i32
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i32
  %144 = add nsw i32 %139, %143
  %145 = load ptr, ptr %28, align 8
  %146 = call i64 @strlen(ptr noundef %145) #5
  %147 = trunc i64 %146 to i32
  %148 = add nsw i32 %144, %147
  store i32 %148, ptr %29, align 4
  %149 = load i32, ptr %18, align 4
  %150 = icmp ne i32 %149, 0
  br i1 %150, label %161, label %151

151:                                              ; preds = %135
  %152 = load i32, ptr %19, align 4
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %154, label %157

154:                                              ; preds = %151
  %155 = load i32, ptr %17, align 4
  %156 = icmp slt i32 %155, 0
  br i1 %156, label %161, label %157

157:                                              ; preds = %154, %151
  %158 = load i32, ptr %16, align 4
  %159 = load i32, ptr %29, align 4
  %160 = sub nsw i32 %158, %159
  call void @pad(i32 noundef %160, i8 noundef 32)
  br label %161

161:                                              ; preds = %157, %154, %135
  %162 = load i8, ptr %27, align 1
  %163 = icmp ne i8 %162, 0
  br i1 %163, label %164, label %166

164:                                              ; preds = %161
  %165 = load i8, ptr %27, align 1
  call void @put(i8 noundef %165)
  br label %166

166:                                              ; preds = %164, %161
  %167 = load ptr, ptr %28, align 8
  %168 = load ptr, ptr %28, align 8
  %169 = call i64 @strlen(ptr noundef %168) #5
  call void @puts_n(ptr noundef %167, i64 noundef %169)
  %170 = load i32, ptr %18, align 4
  %171 = icmp ne i32 %170, 0
  br i1 %171, label %182, label %172

172:                                              ; preds = %166
  %173 = load i32, ptr %19, align 4
  %174 = icmp ne i32 %173, 0
  br i1 %174, label %175, label %182

175:                                              ; preds = %172
  %176 = load i32, ptr %17, align 4
  %177 = icmp slt i32 %176, 0
  br i1 %177, label %178, label %182

178:                                              ; preds = %175
  %179 = load i32, ptr %16, align 4
  %180 = load i32, ptr %29, align 4
  %181 = sub nsw i32 %179, %180
  call void @pad(i32 noundef %181, i8 noundef 48)
  br label %182

182:                                              ; preds = %178, %175, %172, %166
  %183 = load i32, ptr %26, align 4
  call void @pad(i32 noundef %183, i8 noundef 48)
  br label %184

184:                                              ; preds = %187, %182
  %185 = load i32, ptr %24, align 4
  %186 = icmp ne i32 %185, 0
  br i1 %186, label %187, label %193

187:                                              ; preds = %184
  %188 = load i32, ptr %24, align 4
  %189 = add nsw i32 %188, -1
  store i32 %189, ptr %24, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [70 x i8], ptr %23, i64 0, i64 %190
  %192 = load i8, ptr %191, align 1
  call void @put(i8 noundef %192)
  br label %184, !llvm.loop !12

193:                                              ; preds = %184
  %194 = load i32, ptr %18, align 4
  %195 = icmp ne i32 %194, 0
  br i1 %195, label %196, label %200

196:                                              ; preds = %193
  %197 = load i32, ptr %16, align 4
  %198 = load i32, ptr %29, align 4
  %199 = sub nsw i32 %197, %198
  call void @pad(i32 noundef %199, i8 noundef 32)
  br label %200

200:                                              ; preds = %196, %193
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pad(i32 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  store i8 %1, ptr %4, align 1
  br label %5

5:                                                ; preds = %9, %2
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr %3, align 4
  %8 = icmp sgt i32 %6, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %10 = load i8, ptr %4, align 1
  call void @put(i8 noundef %10)
  br label %5, !llvm.loop !13

11:                                               ; preds = %5
  ret void
}

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @puts_n(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %15, %2
  %7 = load i64, ptr %5, align 8
  %8 = load i64, ptr %4, align 8
  %9 = icmp ult i64 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  %14 = load i8, ptr %13, align 1
  call void @put(i8 noundef %14)
  br label %15

15:                                               ; preds = %10
  %16 = load i64, ptr %5, align 8
  %17 = add i64 %16, 1
  store i64 %17, ptr %5, align 8
  br label %6, !llvm.loop !14

18:                                               ; preds = %6
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
