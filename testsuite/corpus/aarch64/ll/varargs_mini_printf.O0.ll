; ModuleID = 'programs/varargs_mini_printf.c'
source_filename = "programs/varargs_mini_printf.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
@out = internal global [512 x i8] zeroinitializer, align 1
@.str.18 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.19 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"0X\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.22 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [256 x i8], align 1
  %3 = alloca [256 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [256 x i8], align 1
  %7 = alloca [256 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [256 x i8], align 1
  %11 = alloca [256 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [256 x i8], align 1
  %15 = alloca [256 x i8], align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [256 x i8], align 1
  %19 = alloca [256 x i8], align 1
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca [256 x i8], align 1
  %23 = alloca [256 x i8], align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [256 x i8], align 1
  %27 = alloca [256 x i8], align 1
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [256 x i8], align 1
  %31 = alloca [256 x i8], align 1
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca [256 x i8], align 1
  %35 = alloca [256 x i8], align 1
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca [256 x i8], align 1
  %39 = alloca [256 x i8], align 1
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca [256 x i8], align 1
  %43 = alloca [256 x i8], align 1
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %46

46:                                               ; preds = %0
  %47 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 0
  %48 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %47, i64 noundef 256, ptr noundef @.str, i32 noundef 0, i32 noundef -1, i32 noundef -294967296)
  store i32 %48, ptr %4, align 4
  %49 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %49, i64 noundef 256, ptr noundef @.str, i32 noundef 0, i32 noundef -1, i32 noundef -294967296) #6
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
  %59 = call i32 @strcmp(ptr noundef %57, ptr noundef %58) #7
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
  %76 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %75, i64 noundef 256, ptr noundef @.str.3, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42) #6
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
  %85 = call i32 @strcmp(ptr noundef %83, ptr noundef %84) #7
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
  %100 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %99, i64 noundef 256, ptr noundef @.str.4, i32 noundef 7, i32 noundef -7, i32 noundef 7, i32 noundef 0)
  store i32 %100, ptr %12, align 4
  %101 = getelementptr inbounds [256 x i8], ptr %11, i64 0, i64 0
  %102 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %101, i64 noundef 256, ptr noundef @.str.4, i32 noundef 7, i32 noundef -7, i32 noundef 7, i32 noundef 0) #6
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
  %111 = call i32 @strcmp(ptr noundef %109, ptr noundef %110) #7
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
  %126 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %125, i64 noundef 256, ptr noundef @.str.5, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 2748, i32 noundef 8, i32 noundef 0)
  store i32 %126, ptr %16, align 4
  %127 = getelementptr inbounds [256 x i8], ptr %15, i64 0, i64 0
  %128 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %127, i64 noundef 256, ptr noundef @.str.5, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 2748, i32 noundef 8, i32 noundef 0) #6
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
  %137 = call i32 @strcmp(ptr noundef %135, ptr noundef %136) #7
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
  %154 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %153, i64 noundef 256, ptr noundef @.str.6, i64 noundef -1234567890123, i64 noundef 1234567890123, i64 noundef -9223372036854775808, i64 noundef -81985529216486896) #6
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
  %163 = call i32 @strcmp(ptr noundef %161, ptr noundef %162) #7
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
  %180 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %179, i64 noundef 256, ptr noundef @.str.7, i32 noundef 70000, i32 noundef 70000, i32 noundef 300, i32 noundef 300) #6
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
  %189 = call i32 @strcmp(ptr noundef %187, ptr noundef %188) #7
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
  %206 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %205, i64 noundef 256, ptr noundef @.str.8, i32 noundef 97, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121) #6
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
  %215 = call i32 @strcmp(ptr noundef %213, ptr noundef %214) #7
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
  %232 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %231, i64 noundef 256, ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.11, ptr noundef @.str.11, ptr noundef @.str.10, i32 noundef 6, ptr noundef @.str.12, i32 noundef 7, i32 noundef 3, ptr noundef @.str.13) #6
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
  %241 = call i32 @strcmp(ptr noundef %239, ptr noundef %240) #7
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
  %258 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %257, i64 noundef 256, ptr noundef @.str.14, i64 noundef 123456) #6
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
  %267 = call i32 @strcmp(ptr noundef %265, ptr noundef %266) #7
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
  %284 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %283, i64 noundef 256, ptr noundef @.str.15, i32 noundef -6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 4, i32 noundef 9) #6
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
  %293 = call i32 @strcmp(ptr noundef %291, ptr noundef %292) #7
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
  %308 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef %307, i64 noundef 256, ptr noundef @.str.16, i32 noundef 0, i32 noundef 0, i32 noundef 31, i32 noundef 48879)
  store i32 %308, ptr %44, align 4
  %309 = getelementptr inbounds [256 x i8], ptr %43, i64 0, i64 0
  %310 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %309, i64 noundef 256, ptr noundef @.str.16, i32 noundef 0, i32 noundef 0, i32 noundef 31, i32 noundef 48879) #6
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
  %319 = call i32 @strcmp(ptr noundef %317, ptr noundef %318) #7
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
  %7 = alloca %struct.__va_list, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %7)
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %7, i64 32, i1 false)
  %13 = call i32 @my_vsnprintf(ptr noundef %10, i64 noundef %11, ptr noundef %12, ptr noundef %9)
  store i32 %13, ptr %8, align 4
  call void @llvm.va_end.p0(ptr %7)
  %14 = load i32, ptr %8, align 4
  ret i32 %14
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

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

26:                                               ; preds = %511, %4
  %27 = load ptr, ptr %9, align 8
  %28 = load i8, ptr %27, align 1
  %29 = icmp ne i8 %28, 0
  br i1 %29, label %30, label %514

30:                                               ; preds = %26
  %31 = load ptr, ptr %9, align 8
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = icmp ne i32 %33, 37
  br i1 %34, label %35, label %38

35:                                               ; preds = %30
  %36 = load ptr, ptr %9, align 8
  %37 = load i8, ptr %36, align 1
  call void @put(i8 noundef %37)
  br label %511

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
  %44 = zext i8 %43 to i32
  %45 = icmp eq i32 %44, 45
  br i1 %45, label %46, label %47

46:                                               ; preds = %41
  store i32 1, ptr %10, align 4
  br label %76

47:                                               ; preds = %41
  %48 = load ptr, ptr %9, align 8
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = icmp eq i32 %50, 48
  br i1 %51, label %52, label %53

52:                                               ; preds = %47
  store i32 1, ptr %11, align 4
  br label %75

53:                                               ; preds = %47
  %54 = load ptr, ptr %9, align 8
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = icmp eq i32 %56, 43
  br i1 %57, label %58, label %59

58:                                               ; preds = %53
  store i32 1, ptr %12, align 4
  br label %74

59:                                               ; preds = %53
  %60 = load ptr, ptr %9, align 8
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = icmp eq i32 %62, 32
  br i1 %63, label %64, label %65

64:                                               ; preds = %59
  store i32 1, ptr %13, align 4
  br label %73

65:                                               ; preds = %59
  %66 = load ptr, ptr %9, align 8
  %67 = load i8, ptr %66, align 1
  %68 = zext i8 %67 to i32
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
  %83 = zext i8 %82 to i32
  %84 = icmp eq i32 %83, 42
  br i1 %84, label %85, label %111

85:                                               ; preds = %80
  %86 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %87 = load i32, ptr %86, align 8
  %88 = icmp sge i32 %87, 0
  br i1 %88, label %96, label %89

89:                                               ; preds = %85
  %90 = add i32 %87, 8
  store i32 %90, ptr %86, align 8
  %91 = icmp sle i32 %90, 0
  br i1 %91, label %92, label %96

92:                                               ; preds = %89
  %93 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %94 = load ptr, ptr %93, align 8
  %95 = getelementptr inbounds i8, ptr %94, i32 %87
  br label %100

96:                                               ; preds = %89, %85
  %97 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %98 = load ptr, ptr %97, align 8
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  store ptr %99, ptr %97, align 8
  br label %100

100:                                              ; preds = %96, %92
  %101 = phi ptr [ %95, %92 ], [ %98, %96 ]
  %102 = load i32, ptr %101, align 8
  store i32 %102, ptr %15, align 4
  %103 = load i32, ptr %15, align 4
  %104 = icmp slt i32 %103, 0
  br i1 %104, label %105, label %108

105:                                              ; preds = %100
  store i32 1, ptr %10, align 4
  %106 = load i32, ptr %15, align 4
  %107 = sub nsw i32 0, %106
  store i32 %107, ptr %15, align 4
  br label %108

108:                                              ; preds = %105, %100
  %109 = load ptr, ptr %9, align 8
  %110 = getelementptr inbounds i8, ptr %109, i32 1
  store ptr %110, ptr %9, align 8
  br label %134

111:                                              ; preds = %80
  br label %112

112:                                              ; preds = %124, %111
  %113 = load ptr, ptr %9, align 8
  %114 = load i8, ptr %113, align 1
  %115 = zext i8 %114 to i32
  %116 = icmp sge i32 %115, 48
  br i1 %116, label %117, label %122

117:                                              ; preds = %112
  %118 = load ptr, ptr %9, align 8
  %119 = load i8, ptr %118, align 1
  %120 = zext i8 %119 to i32
  %121 = icmp sle i32 %120, 57
  br label %122

122:                                              ; preds = %117, %112
  %123 = phi i1 [ false, %112 ], [ %121, %117 ]
  br i1 %123, label %124, label %133

124:                                              ; preds = %122
  %125 = load i32, ptr %15, align 4
  %126 = mul nsw i32 %125, 10
  %127 = load ptr, ptr %9, align 8
  %128 = getelementptr inbounds i8, ptr %127, i32 1
  store ptr %128, ptr %9, align 8
  %129 = load i8, ptr %127, align 1
  %130 = zext i8 %129 to i32
  %131 = sub nsw i32 %130, 48
  %132 = add nsw i32 %126, %131
  store i32 %132, ptr %15, align 4
  br label %112, !llvm.loop !6

133:                                              ; preds = %122
  br label %134

134:                                              ; preds = %133, %108
  %135 = load ptr, ptr %9, align 8
  %136 = load i8, ptr %135, align 1
  %137 = zext i8 %136 to i32
  %138 = icmp eq i32 %137, 46
  br i1 %138, label %139, label %190

139:                                              ; preds = %134
  %140 = load ptr, ptr %9, align 8
  %141 = getelementptr inbounds i8, ptr %140, i32 1
  store ptr %141, ptr %9, align 8
  store i32 0, ptr %16, align 4
  %142 = load ptr, ptr %9, align 8
  %143 = load i8, ptr %142, align 1
  %144 = zext i8 %143 to i32
  %145 = icmp eq i32 %144, 42
  br i1 %145, label %146, label %166

146:                                              ; preds = %139
  %147 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %148 = load i32, ptr %147, align 8
  %149 = icmp sge i32 %148, 0
  br i1 %149, label %157, label %150

150:                                              ; preds = %146
  %151 = add i32 %148, 8
  store i32 %151, ptr %147, align 8
  %152 = icmp sle i32 %151, 0
  br i1 %152, label %153, label %157

153:                                              ; preds = %150
  %154 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %155 = load ptr, ptr %154, align 8
  %156 = getelementptr inbounds i8, ptr %155, i32 %148
  br label %161

157:                                              ; preds = %150, %146
  %158 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %159 = load ptr, ptr %158, align 8
  %160 = getelementptr inbounds i8, ptr %159, i64 8
  store ptr %160, ptr %158, align 8
  br label %161

161:                                              ; preds = %157, %153
  %162 = phi ptr [ %156, %153 ], [ %159, %157 ]
  %163 = load i32, ptr %162, align 8
  store i32 %163, ptr %16, align 4
  %164 = load ptr, ptr %9, align 8
  %165 = getelementptr inbounds i8, ptr %164, i32 1
  store ptr %165, ptr %9, align 8
  br label %189

166:                                              ; preds = %139
  br label %167

167:                                              ; preds = %179, %166
  %168 = load ptr, ptr %9, align 8
  %169 = load i8, ptr %168, align 1
  %170 = zext i8 %169 to i32
  %171 = icmp sge i32 %170, 48
  br i1 %171, label %172, label %177

172:                                              ; preds = %167
  %173 = load ptr, ptr %9, align 8
  %174 = load i8, ptr %173, align 1
  %175 = zext i8 %174 to i32
  %176 = icmp sle i32 %175, 57
  br label %177

177:                                              ; preds = %172, %167
  %178 = phi i1 [ false, %167 ], [ %176, %172 ]
  br i1 %178, label %179, label %188

179:                                              ; preds = %177
  %180 = load i32, ptr %16, align 4
  %181 = mul nsw i32 %180, 10
  %182 = load ptr, ptr %9, align 8
  %183 = getelementptr inbounds i8, ptr %182, i32 1
  store ptr %183, ptr %9, align 8
  %184 = load i8, ptr %182, align 1
  %185 = zext i8 %184 to i32
  %186 = sub nsw i32 %185, 48
  %187 = add nsw i32 %181, %186
  store i32 %187, ptr %16, align 4
  br label %167, !llvm.loop !8

188:                                              ; preds = %177
  br label %189

189:                                              ; preds = %188, %161
  br label %190

190:                                              ; preds = %189, %134
  br label %191

191:                                              ; preds = %196, %190
  %192 = load ptr, ptr %9, align 8
  %193 = load i8, ptr %192, align 1
  %194 = zext i8 %193 to i32
  %195 = icmp eq i32 %194, 108
  br i1 %195, label %196, label %201

196:                                              ; preds = %191
  %197 = load i32, ptr %17, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %17, align 4
  %199 = load ptr, ptr %9, align 8
  %200 = getelementptr inbounds i8, ptr %199, i32 1
  store ptr %200, ptr %9, align 8
  br label %191, !llvm.loop !9

201:                                              ; preds = %191
  br label %202

202:                                              ; preds = %207, %201
  %203 = load ptr, ptr %9, align 8
  %204 = load i8, ptr %203, align 1
  %205 = zext i8 %204 to i32
  %206 = icmp eq i32 %205, 104
  br i1 %206, label %207, label %212

207:                                              ; preds = %202
  %208 = load i32, ptr %18, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %18, align 4
  %210 = load ptr, ptr %9, align 8
  %211 = getelementptr inbounds i8, ptr %210, i32 1
  store ptr %211, ptr %9, align 8
  br label %202, !llvm.loop !10

212:                                              ; preds = %202
  %213 = load ptr, ptr %9, align 8
  %214 = load i8, ptr %213, align 1
  %215 = zext i8 %214 to i32
  %216 = icmp eq i32 %215, 122
  br i1 %216, label %217, label %220

217:                                              ; preds = %212
  store i32 2, ptr %17, align 4
  %218 = load ptr, ptr %9, align 8
  %219 = getelementptr inbounds i8, ptr %218, i32 1
  store ptr %219, ptr %9, align 8
  br label %220

220:                                              ; preds = %217, %212
  %221 = load ptr, ptr %9, align 8
  %222 = load i8, ptr %221, align 1
  %223 = zext i8 %222 to i32
  switch i32 %223, label %509 [
    i32 100, label %224
    i32 105, label %224
    i32 117, label %322
    i32 120, label %322
    i32 88, label %322
    i32 111, label %322
    i32 99, label %427
    i32 115, label %459
    i32 37, label %508
  ]

224:                                              ; preds = %220, %220
  %225 = load i32, ptr %17, align 4
  %226 = icmp sge i32 %225, 2
  br i1 %226, label %227, label %245

227:                                              ; preds = %224
  %228 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %229 = load i32, ptr %228, align 8
  %230 = icmp sge i32 %229, 0
  br i1 %230, label %238, label %231

231:                                              ; preds = %227
  %232 = add i32 %229, 8
  store i32 %232, ptr %228, align 8
  %233 = icmp sle i32 %232, 0
  br i1 %233, label %234, label %238

234:                                              ; preds = %231
  %235 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %236 = load ptr, ptr %235, align 8
  %237 = getelementptr inbounds i8, ptr %236, i32 %229
  br label %242

238:                                              ; preds = %231, %227
  %239 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %240 = load ptr, ptr %239, align 8
  %241 = getelementptr inbounds i8, ptr %240, i64 8
  store ptr %241, ptr %239, align 8
  br label %242

242:                                              ; preds = %238, %234
  %243 = phi ptr [ %237, %234 ], [ %240, %238 ]
  %244 = load i64, ptr %243, align 8
  br label %287

245:                                              ; preds = %224
  %246 = load i32, ptr %17, align 4
  %247 = icmp eq i32 %246, 1
  br i1 %247, label %248, label %266

248:                                              ; preds = %245
  %249 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %250 = load i32, ptr %249, align 8
  %251 = icmp sge i32 %250, 0
  br i1 %251, label %259, label %252

252:                                              ; preds = %248
  %253 = add i32 %250, 8
  store i32 %253, ptr %249, align 8
  %254 = icmp sle i32 %253, 0
  br i1 %254, label %255, label %259

255:                                              ; preds = %252
  %256 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds i8, ptr %257, i32 %250
  br label %263

259:                                              ; preds = %252, %248
  %260 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %261 = load ptr, ptr %260, align 8
  %262 = getelementptr inbounds i8, ptr %261, i64 8
  store ptr %262, ptr %260, align 8
  br label %263

263:                                              ; preds = %259, %255
  %264 = phi ptr [ %258, %255 ], [ %261, %259 ]
  %265 = load i64, ptr %264, align 8
  br label %285

266:                                              ; preds = %245
  %267 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %268 = load i32, ptr %267, align 8
  %269 = icmp sge i32 %268, 0
  br i1 %269, label %277, label %270

270:                                              ; preds = %266
  %271 = add i32 %268, 8
  store i32 %271, ptr %267, align 8
  %272 = icmp sle i32 %271, 0
  br i1 %272, label %273, label %277

273:                                              ; preds = %270
  %274 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %275 = load ptr, ptr %274, align 8
  %276 = getelementptr inbounds i8, ptr %275, i32 %268
  br label %281

277:                                              ; preds = %270, %266
  %278 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %279 = load ptr, ptr %278, align 8
  %280 = getelementptr inbounds i8, ptr %279, i64 8
  store ptr %280, ptr %278, align 8
  br label %281

281:                                              ; preds = %277, %273
  %282 = phi ptr [ %276, %273 ], [ %279, %277 ]
  %283 = load i32, ptr %282, align 8
  %284 = sext i32 %283 to i64
  br label %285

285:                                              ; preds = %281, %263
  %286 = phi i64 [ %265, %263 ], [ %284, %281 ]
  br label %287

287:                                              ; preds = %285, %242
  %288 = phi i64 [ %244, %242 ], [ %286, %285 ]
  store i64 %288, ptr %19, align 8
  %289 = load i32, ptr %18, align 4
  %290 = icmp eq i32 %289, 1
  br i1 %290, label %291, label %295

291:                                              ; preds = %287
  %292 = load i64, ptr %19, align 8
  %293 = trunc i64 %292 to i16
  %294 = sext i16 %293 to i64
  store i64 %294, ptr %19, align 8
  br label %303

295:                                              ; preds = %287
  %296 = load i32, ptr %18, align 4
  %297 = icmp sge i32 %296, 2
  br i1 %297, label %298, label %302

298:                                              ; preds = %295
  %299 = load i64, ptr %19, align 8
  %300 = trunc i64 %299 to i8
  %301 = sext i8 %300 to i64
  store i64 %301, ptr %19, align 8
  br label %302

302:                                              ; preds = %298, %295
  br label %303

303:                                              ; preds = %302, %291
  %304 = load i64, ptr %19, align 8
  %305 = icmp slt i64 %304, 0
  br i1 %305, label %306, label %309

306:                                              ; preds = %303
  %307 = load i64, ptr %19, align 8
  %308 = sub i64 0, %307
  br label %311

309:                                              ; preds = %303
  %310 = load i64, ptr %19, align 8
  br label %311

311:                                              ; preds = %309, %306
  %312 = phi i64 [ %308, %306 ], [ %310, %309 ]
  %313 = load i64, ptr %19, align 8
  %314 = icmp slt i64 %313, 0
  %315 = zext i1 %314 to i32
  %316 = load i32, ptr %15, align 4
  %317 = load i32, ptr %16, align 4
  %318 = load i32, ptr %10, align 4
  %319 = load i32, ptr %11, align 4
  %320 = load i32, ptr %12, align 4
  %321 = load i32, ptr %13, align 4
  call void @emit_num(i64 noundef %312, i32 noundef %315, i32 noundef 10, i32 noundef 0, i32 noundef %316, i32 noundef %317, i32 noundef %318, i32 noundef %319, i32 noundef %320, i32 noundef %321, i32 noundef 0)
  br label %510

322:                                              ; preds = %220, %220, %220, %220
  %323 = load i32, ptr %17, align 4
  %324 = icmp sge i32 %323, 2
  br i1 %324, label %325, label %343

325:                                              ; preds = %322
  %326 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %327 = load i32, ptr %326, align 8
  %328 = icmp sge i32 %327, 0
  br i1 %328, label %336, label %329

329:                                              ; preds = %325
  %330 = add i32 %327, 8
  store i32 %330, ptr %326, align 8
  %331 = icmp sle i32 %330, 0
  br i1 %331, label %332, label %336

332:                                              ; preds = %329
  %333 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %334 = load ptr, ptr %333, align 8
  %335 = getelementptr inbounds i8, ptr %334, i32 %327
  br label %340

336:                                              ; preds = %329, %325
  %337 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %338 = load ptr, ptr %337, align 8
  %339 = getelementptr inbounds i8, ptr %338, i64 8
  store ptr %339, ptr %337, align 8
  br label %340

340:                                              ; preds = %336, %332
  %341 = phi ptr [ %335, %332 ], [ %338, %336 ]
  %342 = load i64, ptr %341, align 8
  br label %385

343:                                              ; preds = %322
  %344 = load i32, ptr %17, align 4
  %345 = icmp eq i32 %344, 1
  br i1 %345, label %346, label %364

346:                                              ; preds = %343
  %347 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %348 = load i32, ptr %347, align 8
  %349 = icmp sge i32 %348, 0
  br i1 %349, label %357, label %350

350:                                              ; preds = %346
  %351 = add i32 %348, 8
  store i32 %351, ptr %347, align 8
  %352 = icmp sle i32 %351, 0
  br i1 %352, label %353, label %357

353:                                              ; preds = %350
  %354 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %355 = load ptr, ptr %354, align 8
  %356 = getelementptr inbounds i8, ptr %355, i32 %348
  br label %361

357:                                              ; preds = %350, %346
  %358 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %359 = load ptr, ptr %358, align 8
  %360 = getelementptr inbounds i8, ptr %359, i64 8
  store ptr %360, ptr %358, align 8
  br label %361

361:                                              ; preds = %357, %353
  %362 = phi ptr [ %356, %353 ], [ %359, %357 ]
  %363 = load i64, ptr %362, align 8
  br label %383

364:                                              ; preds = %343
  %365 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %366 = load i32, ptr %365, align 8
  %367 = icmp sge i32 %366, 0
  br i1 %367, label %375, label %368

368:                                              ; preds = %364
  %369 = add i32 %366, 8
  store i32 %369, ptr %365, align 8
  %370 = icmp sle i32 %369, 0
  br i1 %370, label %371, label %375

371:                                              ; preds = %368
  %372 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %373 = load ptr, ptr %372, align 8
  %374 = getelementptr inbounds i8, ptr %373, i32 %366
  br label %379

375:                                              ; preds = %368, %364
  %376 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %377 = load ptr, ptr %376, align 8
  %378 = getelementptr inbounds i8, ptr %377, i64 8
  store ptr %378, ptr %376, align 8
  br label %379

379:                                              ; preds = %375, %371
  %380 = phi ptr [ %374, %371 ], [ %377, %375 ]
  %381 = load i32, ptr %380, align 8
  %382 = zext i32 %381 to i64
  br label %383

383:                                              ; preds = %379, %361
  %384 = phi i64 [ %363, %361 ], [ %382, %379 ]
  br label %385

385:                                              ; preds = %383, %340
  %386 = phi i64 [ %342, %340 ], [ %384, %383 ]
  store i64 %386, ptr %20, align 8
  %387 = load i32, ptr %18, align 4
  %388 = icmp eq i32 %387, 1
  br i1 %388, label %389, label %393

389:                                              ; preds = %385
  %390 = load i64, ptr %20, align 8
  %391 = trunc i64 %390 to i16
  %392 = zext i16 %391 to i64
  store i64 %392, ptr %20, align 8
  br label %401

393:                                              ; preds = %385
  %394 = load i32, ptr %18, align 4
  %395 = icmp sge i32 %394, 2
  br i1 %395, label %396, label %400

396:                                              ; preds = %393
  %397 = load i64, ptr %20, align 8
  %398 = trunc i64 %397 to i8
  %399 = zext i8 %398 to i64
  store i64 %399, ptr %20, align 8
  br label %400

400:                                              ; preds = %396, %393
  br label %401

401:                                              ; preds = %400, %389
  %402 = load i64, ptr %20, align 8
  %403 = load ptr, ptr %9, align 8
  %404 = load i8, ptr %403, align 1
  %405 = zext i8 %404 to i32
  %406 = icmp eq i32 %405, 111
  br i1 %406, label %407, label %408

407:                                              ; preds = %401
  br label %415

408:                                              ; preds = %401
  %409 = load ptr, ptr %9, align 8
  %410 = load i8, ptr %409, align 1
  %411 = zext i8 %410 to i32
  %412 = icmp eq i32 %411, 117
  %413 = zext i1 %412 to i64
  %414 = select i1 %412, i32 10, i32 16
  br label %415

415:                                              ; preds = %408, %407
  %416 = phi i32 [ 8, %407 ], [ %414, %408 ]
  %417 = load ptr, ptr %9, align 8
  %418 = load i8, ptr %417, align 1
  %419 = zext i8 %418 to i32
  %420 = icmp eq i32 %419, 88
  %421 = zext i1 %420 to i32
  %422 = load i32, ptr %15, align 4
  %423 = load i32, ptr %16, align 4
  %424 = load i32, ptr %10, align 4
  %425 = load i32, ptr %11, align 4
  %426 = load i32, ptr %14, align 4
  call void @emit_num(i64 noundef %402, i32 noundef 0, i32 noundef %416, i32 noundef %421, i32 noundef %422, i32 noundef %423, i32 noundef %424, i32 noundef %425, i32 noundef 0, i32 noundef 0, i32 noundef %426)
  br label %510

427:                                              ; preds = %220
  %428 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %429 = load i32, ptr %428, align 8
  %430 = icmp sge i32 %429, 0
  br i1 %430, label %438, label %431

431:                                              ; preds = %427
  %432 = add i32 %429, 8
  store i32 %432, ptr %428, align 8
  %433 = icmp sle i32 %432, 0
  br i1 %433, label %434, label %438

434:                                              ; preds = %431
  %435 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %436 = load ptr, ptr %435, align 8
  %437 = getelementptr inbounds i8, ptr %436, i32 %429
  br label %442

438:                                              ; preds = %431, %427
  %439 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %440 = load ptr, ptr %439, align 8
  %441 = getelementptr inbounds i8, ptr %440, i64 8
  store ptr %441, ptr %439, align 8
  br label %442

442:                                              ; preds = %438, %434
  %443 = phi ptr [ %437, %434 ], [ %440, %438 ]
  %444 = load i32, ptr %443, align 8
  %445 = trunc i32 %444 to i8
  store i8 %445, ptr %21, align 1
  %446 = load i32, ptr %10, align 4
  %447 = icmp ne i32 %446, 0
  br i1 %447, label %451, label %448

448:                                              ; preds = %442
  %449 = load i32, ptr %15, align 4
  %450 = sub nsw i32 %449, 1
  call void @pad(i32 noundef %450, i8 noundef 32)
  br label %451

451:                                              ; preds = %448, %442
  %452 = load i8, ptr %21, align 1
  call void @put(i8 noundef %452)
  %453 = load i32, ptr %10, align 4
  %454 = icmp ne i32 %453, 0
  br i1 %454, label %455, label %458

455:                                              ; preds = %451
  %456 = load i32, ptr %15, align 4
  %457 = sub nsw i32 %456, 1
  call void @pad(i32 noundef %457, i8 noundef 32)
  br label %458

458:                                              ; preds = %455, %451
  br label %510

459:                                              ; preds = %220
  %460 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %461 = load i32, ptr %460, align 8
  %462 = icmp sge i32 %461, 0
  br i1 %462, label %470, label %463

463:                                              ; preds = %459
  %464 = add i32 %461, 8
  store i32 %464, ptr %460, align 8
  %465 = icmp sle i32 %464, 0
  br i1 %465, label %466, label %470

466:                                              ; preds = %463
  %467 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %468 = load ptr, ptr %467, align 8
  %469 = getelementptr inbounds i8, ptr %468, i32 %461
  br label %474

470:                                              ; preds = %463, %459
  %471 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %472 = load ptr, ptr %471, align 8
  %473 = getelementptr inbounds i8, ptr %472, i64 8
  store ptr %473, ptr %471, align 8
  br label %474

474:                                              ; preds = %470, %466
  %475 = phi ptr [ %469, %466 ], [ %472, %470 ]
  %476 = load ptr, ptr %475, align 8
  store ptr %476, ptr %22, align 8
  %477 = load ptr, ptr %22, align 8
  %478 = call i64 @strlen(ptr noundef %477) #7
  store i64 %478, ptr %23, align 8
  %479 = load i32, ptr %16, align 4
  %480 = icmp sge i32 %479, 0
  br i1 %480, label %481, label %489

481:                                              ; preds = %474
  %482 = load i32, ptr %16, align 4
  %483 = sext i32 %482 to i64
  %484 = load i64, ptr %23, align 8
  %485 = icmp ult i64 %483, %484
  br i1 %485, label %486, label %489

486:                                              ; preds = %481
  %487 = load i32, ptr %16, align 4
  %488 = sext i32 %487 to i64
  store i64 %488, ptr %23, align 8
  br label %489

489:                                              ; preds = %486, %481, %474
  %490 = load i32, ptr %10, align 4
  %491 = icmp ne i32 %490, 0
  br i1 %491, label %497, label %492

492:                                              ; preds = %489
  %493 = load i32, ptr %15, align 4
  %494 = load i64, ptr %23, align 8
  %495 = trunc i64 %494 to i32
  %496 = sub nsw i32 %493, %495
  call void @pad(i32 noundef %496, i8 noundef 32)
  br label %497

497:                                              ; preds = %492, %489
  %498 = load ptr, ptr %22, align 8
  %499 = load i64, ptr %23, align 8
  call void @puts_n(ptr noundef %498, i64 noundef %499)
  %500 = load i32, ptr %10, align 4
  %501 = icmp ne i32 %500, 0
  br i1 %501, label %502, label %507

502:                                              ; preds = %497
  %503 = load i32, ptr %15, align 4
  %504 = load i64, ptr %23, align 8
  %505 = trunc i64 %504 to i32
  %506 = sub nsw i32 %503, %505
  call void @pad(i32 noundef %506, i8 noundef 32)
  br label %507

507:                                              ; preds = %502, %497
  br label %510

508:                                              ; preds = %220
  call void @put(i8 noundef 37)
  br label %510

509:                                              ; preds = %220
  call void @put(i8 noundef 63)
  br label %510

510:                                              ; preds = %509, %508, %507, %458, %415, %311
  br label %511

511:                                              ; preds = %510, %35
  %512 = load ptr, ptr %9, align 8
  %513 = getelementptr inbounds i8, ptr %512, i32 1
  store ptr %513, ptr %9, align 8
  br label %26, !llvm.loop !11

514:                                              ; preds = %26
  %515 = load i64, ptr @pos, align 8
  %516 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %515
  store i8 0, ptr %516, align 1
  %517 = load i64, ptr @pos, align 8
  %518 = load i64, ptr %6, align 8
  %519 = sub i64 %518, 1
  %520 = icmp ult i64 %517, %519
  br i1 %520, label %521, label %523

521:                                              ; preds = %514
  %522 = load i64, ptr @pos, align 8
  br label %526

523:                                              ; preds = %514
  %524 = load i64, ptr %6, align 8
  %525 = sub i64 %524, 1
  br label %526

526:                                              ; preds = %523, %521
  %527 = phi i64 [ %522, %521 ], [ %525, %523 ]
  store i64 %527, ptr %24, align 8
  %528 = load ptr, ptr %5, align 8
  %529 = load i64, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %528, ptr align 1 @out, i64 %529, i1 false)
  %530 = load ptr, ptr %5, align 8
  %531 = load i64, ptr %24, align 8
  %532 = getelementptr inbounds i8, ptr %530, i64 %531
  store i8 0, ptr %532, align 1
  %533 = load i64, ptr @pos, align 8
  %534 = trunc i64 %533 to i32
  ret i32 %534
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

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
  %23 = alloca [70 x i8], align 1
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
  br label %45, !llvm.loop !12

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
  %92 = zext i8 %91 to i32
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
  %123 = load i8, ptr %122, align 1
  %124 = zext i8 %123 to i32
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
  %141 = zext i8 %140 to i32
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i32
  %144 = add nsw i32 %139, %143
  %145 = load ptr, ptr %28, align 8
  %146 = call i64 @strlen(ptr noundef %145) #7
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
  %169 = call i64 @strlen(ptr noundef %168) #7
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
  br label %184, !llvm.loop !13

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
  br label %5, !llvm.loop !14

11:                                               ; preds = %5
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

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
  br label %6, !llvm.loop !15

18:                                               ; preds = %6
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
