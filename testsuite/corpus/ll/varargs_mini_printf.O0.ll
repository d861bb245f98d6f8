; ModuleID = 'programs/varargs_mini_printf.c'
source_filename = "programs/varargs_mini_printf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %7 = alloca [1 x %struct.__va_list_tag], align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %9)
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  %14 = call i32 @my_vsnprintf(ptr noundef %10, i64 noundef %11, ptr noundef %12, ptr noundef %13)
  store i32 %14, ptr %8, align 4
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %7, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %15)
  %16 = load i32, ptr %8, align 4
  ret i32 %16
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

26:                                               ; preds = %501, %4
  %27 = load ptr, ptr %9, align 8
  %28 = load i8, ptr %27, align 1
  %29 = icmp ne i8 %28, 0
  br i1 %29, label %30, label %504

30:                                               ; preds = %26
  %31 = load ptr, ptr %9, align 8
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp ne i32 %33, 37
  br i1 %34, label %35, label %38

35:                                               ; preds = %30
  %36 = load ptr, ptr %9, align 8
  %37 = load i8, ptr %36, align 1
  call void @put(i8 noundef signext %37)
  br label %501

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
  br i1 %84, label %85, label %110

85:                                               ; preds = %80
  %86 = load ptr, ptr %8, align 8
  %87 = getelementptr inbounds %struct.__va_list_tag, ptr %86, i32 0, i32 0
  %88 = load i32, ptr %87, align 8
  %89 = icmp ule i32 %88, 40
  br i1 %89, label %90, label %95

90:                                               ; preds = %85
  %91 = getelementptr inbounds %struct.__va_list_tag, ptr %86, i32 0, i32 3
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr i8, ptr %92, i32 %88
  %94 = add i32 %88, 8
  store i32 %94, ptr %87, align 8
  br label %99

95:                                               ; preds = %85
  %96 = getelementptr inbounds %struct.__va_list_tag, ptr %86, i32 0, i32 2
  %97 = load ptr, ptr %96, align 8
  %98 = getelementptr i8, ptr %97, i32 8
  store ptr %98, ptr %96, align 8
  br label %99

99:                                               ; preds = %95, %90
  %100 = phi ptr [ %93, %90 ], [ %97, %95 ]
  %101 = load i32, ptr %100, align 4
  store i32 %101, ptr %15, align 4
  %102 = load i32, ptr %15, align 4
  %103 = icmp slt i32 %102, 0
  br i1 %103, label %104, label %107

104:                                              ; preds = %99
  store i32 1, ptr %10, align 4
  %105 = load i32, ptr %15, align 4
  %106 = sub nsw i32 0, %105
  store i32 %106, ptr %15, align 4
  br label %107

107:                                              ; preds = %104, %99
  %108 = load ptr, ptr %9, align 8
  %109 = getelementptr inbounds i8, ptr %108, i32 1
  store ptr %109, ptr %9, align 8
  br label %133

110:                                              ; preds = %80
  br label %111

111:                                              ; preds = %123, %110
  %112 = load ptr, ptr %9, align 8
  %113 = load i8, ptr %112, align 1
  %114 = sext i8 %113 to i32
  %115 = icmp sge i32 %114, 48
  br i1 %115, label %116, label %121

116:                                              ; preds = %111
  %117 = load ptr, ptr %9, align 8
  %118 = load i8, ptr %117, align 1
  %119 = sext i8 %118 to i32
  %120 = icmp sle i32 %119, 57
  br label %121

121:                                              ; preds = %116, %111
  %122 = phi i1 [ false, %111 ], [ %120, %116 ]
  br i1 %122, label %123, label %132

123:                                              ; preds = %121
  %124 = load i32, ptr %15, align 4
  %125 = mul nsw i32 %124, 10
  %126 = load ptr, ptr %9, align 8
  %127 = getelementptr inbounds i8, ptr %126, i32 1
  store ptr %127, ptr %9, align 8
  %128 = load i8, ptr %126, align 1
  %129 = sext i8 %128 to i32
  %130 = sub nsw i32 %129, 48
  %131 = add nsw i32 %125, %130
  store i32 %131, ptr %15, align 4
  br label %111, !llvm.loop !6

132:                                              ; preds = %121
  br label %133

133:                                              ; preds = %132, %107
  %134 = load ptr, ptr %9, align 8
  %135 = load i8, ptr %134, align 1
  %136 = sext i8 %135 to i32
  %137 = icmp eq i32 %136, 46
  br i1 %137, label %138, label %188

138:                                              ; preds = %133
  %139 = load ptr, ptr %9, align 8
  %140 = getelementptr inbounds i8, ptr %139, i32 1
  store ptr %140, ptr %9, align 8
  store i32 0, ptr %16, align 4
  %141 = load ptr, ptr %9, align 8
  %142 = load i8, ptr %141, align 1
  %143 = sext i8 %142 to i32
  %144 = icmp eq i32 %143, 42
  br i1 %144, label %145, label %164

145:                                              ; preds = %138
  %146 = load ptr, ptr %8, align 8
  %147 = getelementptr inbounds %struct.__va_list_tag, ptr %146, i32 0, i32 0
  %148 = load i32, ptr %147, align 8
  %149 = icmp ule i32 %148, 40
  br i1 %149, label %150, label %155

150:                                              ; preds = %145
  %151 = getelementptr inbounds %struct.__va_list_tag, ptr %146, i32 0, i32 3
  %152 = load ptr, ptr %151, align 8
  %153 = getelementptr i8, ptr %152, i32 %148
  %154 = add i32 %148, 8
  store i32 %154, ptr %147, align 8
  br label %159

155:                                              ; preds = %145
  %156 = getelementptr inbounds %struct.__va_list_tag, ptr %146, i32 0, i32 2
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr i8, ptr %157, i32 8
  store ptr %158, ptr %156, align 8
  br label %159

159:                                              ; preds = %155, %150
  %160 = phi ptr [ %153, %150 ], [ %157, %155 ]
  %161 = load i32, ptr %160, align 4
  store i32 %161, ptr %16, align 4
  %162 = load ptr, ptr %9, align 8
  %163 = getelementptr inbounds i8, ptr %162, i32 1
  store ptr %163, ptr %9, align 8
  br label %187

164:                                              ; preds = %138
  br label %165

165:                                              ; preds = %177, %164
  %166 = load ptr, ptr %9, align 8
  %167 = load i8, ptr %166, align 1
  %168 = sext i8 %167 to i32
  %169 = icmp sge i32 %168, 48
  br i1 %169, label %170, label %175

170:                                              ; preds = %165
  %171 = load ptr, ptr %9, align 8
  %172 = load i8, ptr %171, align 1
  %173 = sext i8 %172 to i32
  %174 = icmp sle i32 %173, 57
  br label %175

175:                                              ; preds = %170, %165
  %176 = phi i1 [ false, %165 ], [ %174, %170 ]
  br i1 %176, label %177, label %186

177:                                              ; preds = %175
  %178 = load i32, ptr %16, align 4
  %179 = mul nsw i32 %178, 10
  %180 = load ptr, ptr %9, align 8
  %181 = getelementptr inbounds i8, ptr %180, i32 1
  store ptr %181, ptr %9, align 8
  %182 = load i8, ptr %180, align 1
  %183 = sext i8 %182 to i32
  %184 = sub nsw i32 %183, 48
  %185 = add nsw i32 %179, %184
  store i32 %185, ptr %16, align 4
  br label %165, !llvm.loop !8

186:                                              ; preds = %175
  br label %187

187:                                              ; preds = %186, %159
  br label %188

188:                                              ; preds = %187, %133
  br label %189

189:                                              ; preds = %194, %188
  %190 = load ptr, ptr %9, align 8
  %191 = load i8, ptr %190, align 1
  %192 = sext i8 %191 to i32
  %193 = icmp eq i32 %192, 108
  br i1 %193, label %194, label %199

194:                                              ; preds = %189
  %195 = load i32, ptr %17, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %17, align 4
  %197 = load ptr, ptr %9, align 8
  %198 = getelementptr inbounds i8, ptr %197, i32 1
  store ptr %198, ptr %9, align 8
  br label %189, !llvm.loop !9

199:                                              ; preds = %189
  br label %200

200:                                              ; preds = %205, %199
  %201 = load ptr, ptr %9, align 8
  %202 = load i8, ptr %201, align 1
  %203 = sext i8 %202 to i32
  %204 = icmp eq i32 %203, 104
  br i1 %204, label %205, label %210

205:                                              ; preds = %200
  %206 = load i32, ptr %18, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %18, align 4
  %208 = load ptr, ptr %9, align 8
  %209 = getelementptr inbounds i8, ptr %208, i32 1
  store ptr %209, ptr %9, align 8
  br label %200, !llvm.loop !10

210:                                              ; preds = %200
  %211 = load ptr, ptr %9, align 8
  %212 = load i8, ptr %211, align 1
  %213 = sext i8 %212 to i32
  %214 = icmp eq i32 %213, 122
  br i1 %214, label %215, label %218

215:                                              ; preds = %210
  store i32 2, ptr %17, align 4
  %216 = load ptr, ptr %9, align 8
  %217 = getelementptr inbounds i8, ptr %216, i32 1
  store ptr %217, ptr %9, align 8
  br label %218

218:                                              ; preds = %215, %210
  %219 = load ptr, ptr %9, align 8
  %220 = load i8, ptr %219, align 1
  %221 = sext i8 %220 to i32
  switch i32 %221, label %499 [
    i32 100, label %222
    i32 105, label %222
    i32 117, label %317
    i32 120, label %317
    i32 88, label %317
    i32 111, label %317
    i32 99, label %419
    i32 115, label %450
    i32 37, label %498
  ]

222:                                              ; preds = %218, %218
  %223 = load i32, ptr %17, align 4
  %224 = icmp sge i32 %223, 2
  br i1 %224, label %225, label %242

225:                                              ; preds = %222
  %226 = load ptr, ptr %8, align 8
  %227 = getelementptr inbounds %struct.__va_list_tag, ptr %226, i32 0, i32 0
  %228 = load i32, ptr %227, align 8
  %229 = icmp ule i32 %228, 40
  br i1 %229, label %230, label %235

230:                                              ; preds = %225
  %231 = getelementptr inbounds %struct.__va_list_tag, ptr %226, i32 0, i32 3
  %232 = load ptr, ptr %231, align 8
  %233 = getelementptr i8, ptr %232, i32 %228
  %234 = add i32 %228, 8
  store i32 %234, ptr %227, align 8
  br label %239

235:                                              ; preds = %225
  %236 = getelementptr inbounds %struct.__va_list_tag, ptr %226, i32 0, i32 2
  %237 = load ptr, ptr %236, align 8
  %238 = getelementptr i8, ptr %237, i32 8
  store ptr %238, ptr %236, align 8
  br label %239

239:                                              ; preds = %235, %230
  %240 = phi ptr [ %233, %230 ], [ %237, %235 ]
  %241 = load i64, ptr %240, align 8
  br label %282

242:                                              ; preds = %222
  %243 = load i32, ptr %17, align 4
  %244 = icmp eq i32 %243, 1
  br i1 %244, label %245, label %262

245:                                              ; preds = %242
  %246 = load ptr, ptr %8, align 8
  %247 = getelementptr inbounds %struct.__va_list_tag, ptr %246, i32 0, i32 0
  %248 = load i32, ptr %247, align 8
  %249 = icmp ule i32 %248, 40
  br i1 %249, label %250, label %255

250:                                              ; preds = %245
  %251 = getelementptr inbounds %struct.__va_list_tag, ptr %246, i32 0, i32 3
  %252 = load ptr, ptr %251, align 8
  %253 = getelementptr i8, ptr %252, i32 %248
  %254 = add i32 %248, 8
  store i32 %254, ptr %247, align 8
  br label %259

255:                                              ; preds = %245
  %256 = getelementptr inbounds %struct.__va_list_tag, ptr %246, i32 0, i32 2
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr i8, ptr %257, i32 8
  store ptr %258, ptr %256, align 8
  br label %259

259:                                              ; preds = %255, %250
  %260 = phi ptr [ %253, %250 ], [ %257, %255 ]
  %261 = load i64, ptr %260, align 8
  br label %280

262:                                              ; preds = %242
  %263 = load ptr, ptr %8, align 8
  %264 = getelementptr inbounds %struct.__va_list_tag, ptr %263, i32 0, i32 0
  %265 = load i32, ptr %264, align 8
  %266 = icmp ule i32 %265, 40
  br i1 %266, label %267, label %272

267:                                              ; preds = %262
  %268 = getelementptr inbounds %struct.__va_list_tag, ptr %263, i32 0, i32 3
  %269 = load ptr, ptr %268, align 8
  %270 = getelementptr i8, ptr %269, i32 %265
  %271 = add i32 %265, 8
  store i32 %271, ptr %264, align 8
  br label %276

272:                                              ; preds = %262
  %273 = getelementptr inbounds %struct.__va_list_tag, ptr %263, i32 0, i32 2
  %274 = load ptr, ptr %273, align 8
  %275 = getelementptr i8, ptr %274, i32 8
  store ptr %275, ptr %273, align 8
  br label %276

276:                                              ; preds = %272, %267
  %277 = phi ptr [ %270, %267 ], [ %274, %272 ]
  %278 = load i32, ptr %277, align 4
  %279 = sext i32 %278 to i64
  br label %280

280:                                              ; preds = %276, %259
  %281 = phi i64 [ %261, %259 ], [ %279, %276 ]
  br label %282

282:                                              ; preds = %280, %239
  %283 = phi i64 [ %241, %239 ], [ %281, %280 ]
  store i64 %283, ptr %19, align 8
  %284 = load i32, ptr %18, align 4
  %285 = icmp eq i32 %284, 1
  br i1 %285, label %286, label %290

286:                                              ; preds = %282
  %287 = load i64, ptr %19, align 8
  %288 = trunc i64 %287 to i16
  %289 = sext i16 %288 to i64
  store i64 %289, ptr %19, align 8
  br label %298

290:                                              ; preds = %282
  %291 = load i32, ptr %18, align 4
  %292 = icmp sge i32 %291, 2
  br i1 %292, label %293, label %297

293:                                              ; preds = %290
  %294 = load i64, ptr %19, align 8
  %295 = trunc i64 %294 to i8
  %296 = sext i8 %295 to i64
  store i64 %296, ptr %19, align 8
  br label %297

297:                                              ; preds = %293, %290
  br label %298

298:                                              ; preds = %297, %286
  %299 = load i64, ptr %19, align 8
  %300 = icmp slt i64 %299, 0
  br i1 %300, label %301, label %304

301:                                              ; preds = %298
  %302 = load i64, ptr %19, align 8
  %303 = sub i64 0, %302
  br label %306

304:                                              ; preds = %298
  %305 = load i64, ptr %19, align 8
  br label %306

306:                                              ; preds = %304, %301
  %307 = phi i64 [ %303, %301 ], [ %305, %304 ]
  %308 = load i64, ptr %19, align 8
  %309 = icmp slt i64 %308, 0
  %310 = zext i1 %309 to i32
  %311 = load i32, ptr %15, align 4
  %312 = load i32, ptr %16, align 4
  %313 = load i32, ptr %10, align 4
  %314 = load i32, ptr %11, align 4
  %315 = load i32, ptr %12, align 4
  %316 = load i32, ptr %13, align 4
  call void @emit_num(i64 noundef %307, i32 noundef %310, i32 noundef 10, i32 noundef 0, i32 noundef %311, i32 noundef %312, i32 noundef %313, i32 noundef %314, i32 noundef %315, i32 noundef %316, i32 noundef 0)
  br label %500

317:                                              ; preds = %218, %218, %218, %218
  %318 = load i32, ptr %17, align 4
  %319 = icmp sge i32 %318, 2
  br i1 %319, label %320, label %337

320:                                              ; preds = %317
  %321 = load ptr, ptr %8, align 8
  %322 = getelementptr inbounds %struct.__va_list_tag, ptr %321, i32 0, i32 0
  %323 = load i32, ptr %322, align 8
  %324 = icmp ule i32 %323, 40
  br i1 %324, label %325, label %330

325:                                              ; preds = %320
  %326 = getelementptr inbounds %struct.__va_list_tag, ptr %321, i32 0, i32 3
  %327 = load ptr, ptr %326, align 8
  %328 = getelementptr i8, ptr %327, i32 %323
  %329 = add i32 %323, 8
  store i32 %329, ptr %322, align 8
  br label %334

330:                                              ; preds = %320
  %331 = getelementptr inbounds %struct.__va_list_tag, ptr %321, i32 0, i32 2
  %332 = load ptr, ptr %331, align 8
  %333 = getelementptr i8, ptr %332, i32 8
  store ptr %333, ptr %331, align 8
  br label %334

334:                                              ; preds = %330, %325
  %335 = phi ptr [ %328, %325 ], [ %332, %330 ]
  %336 = load i64, ptr %335, align 8
  br label %377

337:                                              ; preds = %317
  %338 = load i32, ptr %17, align 4
  %339 = icmp eq i32 %338, 1
  br i1 %339, label %340, label %357

340:                                              ; preds = %337
  %341 = load ptr, ptr %8, align 8
  %342 = getelementptr inbounds %struct.__va_list_tag, ptr %341, i32 0, i32 0
  %343 = load i32, ptr %342, align 8
  %344 = icmp ule i32 %343, 40
  br i1 %344, label %345, label %350

345:                                              ; preds = %340
  %346 = getelementptr inbounds %struct.__va_list_tag, ptr %341, i32 0, i32 3
  %347 = load ptr, ptr %346, align 8
  %348 = getelementptr i8, ptr %347, i32 %343
  %349 = add i32 %343, 8
  store i32 %349, ptr %342, align 8
  br label %354

350:                                              ; preds = %340
  %351 = getelementptr inbounds %struct.__va_list_tag, ptr %341, i32 0, i32 2
  %352 = load ptr, ptr %351, align 8
  %353 = getelementptr i8, ptr %352, i32 8
  store ptr %353, ptr %351, align 8
  br label %354

354:                                              ; preds = %350, %345
  %355 = phi ptr [ %348, %345 ], [ %352, %350 ]
  %356 = load i64, ptr %355, align 8
  br label %375

357:                                              ; preds = %337
  %358 = load ptr, ptr %8, align 8
  %359 = getelementptr inbounds %struct.__va_list_tag, ptr %358, i32 0, i32 0
  %360 = load i32, ptr %359, align 8
  %361 = icmp ule i32 %360, 40
  br i1 %361, label %362, label %367

362:                                              ; preds = %357
  %363 = getelementptr inbounds %struct.__va_list_tag, ptr %358, i32 0, i32 3
  %364 = load ptr, ptr %363, align 8
  %365 = getelementptr i8, ptr %364, i32 %360
  %366 = add i32 %360, 8
  store i32 %366, ptr %359, align 8
  br label %371

367:                                              ; preds = %357
  %368 = getelementptr inbounds %struct.__va_list_tag, ptr %358, i32 0, i32 2
  %369 = load ptr, ptr %368, align 8
  %370 = getelementptr i8, ptr %369, i32 8
  store ptr %370, ptr %368, align 8
  br label %371

371:                                              ; preds = %367, %362
  %372 = phi ptr [ %365, %362 ], [ %369, %367 ]
  %373 = load i32, ptr %372, align 4
  %374 = zext i32 %373 to i64
  br label %375

375:                                              ; preds = %371, %354
  %376 = phi i64 [ %356, %354 ], [ %374, %371 ]
  br label %377

377:                                              ; preds = %375, %334
  %378 = phi i64 [ %336, %334 ], [ %376, %375 ]
  store i64 %378, ptr %20, align 8
  %379 = load i32, ptr %18, align 4
  %380 = icmp eq i32 %379, 1
  br i1 %380, label %381, label %385

381:                                              ; preds = %377
  %382 = load i64, ptr %20, align 8
  %383 = trunc i64 %382 to i16
  %384 = zext i16 %383 to i64
  store i64 %384, ptr %20, align 8
  br label %393

385:                                              ; preds = %377
  %386 = load i32, ptr %18, align 4
  %387 = icmp sge i32 %386, 2
  br i1 %387, label %388, label %392

388:                                              ; preds = %385
  %389 = load i64, ptr %20, align 8
  %390 = trunc i64 %389 to i8
  %391 = zext i8 %390 to i64
  store i64 %391, ptr %20, align 8
  br label %392

392:                                              ; preds = %388, %385
  br label %393

393:                                              ; preds = %392, %381
  %394 = load i64, ptr %20, align 8
  %395 = load ptr, ptr %9, align 8
  %396 = load i8, ptr %395, align 1
  %397 = sext i8 %396 to i32
  %398 = icmp eq i32 %397, 111
  br i1 %398, label %399, label %400

399:                                              ; preds = %393
  br label %407

400:                                              ; preds = %393
  %401 = load ptr, ptr %9, align 8
  %402 = load i8, ptr %401, align 1
  %403 = sext i8 %402 to i32
  %404 = icmp eq i32 %403, 117
  %405 = zext i1 %404 to i64
  %406 = select i1 %404, i32 10, i32 16
  br label %407

407:                                              ; preds = %400, %399
  %408 = phi i32 [ 8, %399 ], [ %406, %400 ]
  %409 = load ptr, ptr %9, align 8
  %410 = load i8, ptr %409, align 1
  %411 = sext i8 %410 to i32
  %412 = icmp eq i32 %411, 88
  %413 = zext i1 %412 to i32
  %414 = load i32, ptr %15, align 4
  %415 = load i32, ptr %16, align 4
  %416 = load i32, ptr %10, align 4
  %417 = load i32, ptr %11, align 4
  %418 = load i32, ptr %14, align 4
  call void @emit_num(i64 noundef %394, i32 noundef 0, i32 noundef %408, i32 noundef %413, i32 noundef %414, i32 noundef %415, i32 noundef %416, i32 noundef %417, i32 noundef 0, i32 noundef 0, i32 noundef %418)
  br label %500

419:                                              ; preds = %218
  %420 = load ptr, ptr %8, align 8
  %421 = getelementptr inbounds %struct.__va_list_tag, ptr %420, i32 0, i32 0
  %422 = load i32, ptr %421, align 8
  %423 = icmp ule i32 %422, 40
  br i1 %423, label %424, label %429

424:                                              ; preds = %419
  %425 = getelementptr inbounds %struct.__va_list_tag, ptr %420, i32 0, i32 3
  %426 = load ptr, ptr %425, align 8
  %427 = getelementptr i8, ptr %426, i32 %422
  %428 = add i32 %422, 8
  store i32 %428, ptr %421, align 8
  br label %433

429:                                              ; preds = %419
  %430 = getelementptr inbounds %struct.__va_list_tag, ptr %420, i32 0, i32 2
  %431 = load ptr, ptr %430, align 8
  %432 = getelementptr i8, ptr %431, i32 8
  store ptr %432, ptr %430, align 8
  br label %433

433:                                              ; preds = %429, %424
  %434 = phi ptr [ %427, %424 ], [ %431, %429 ]
  %435 = load i32, ptr %434, align 4
  %436 = trunc i32 %435 to i8
  store i8 %436, ptr %21, align 1
  %437 = load i32, ptr %10, align 4
  %438 = icmp ne i32 %437, 0
  br i1 %438, label %442, label %439

439:                                              ; preds = %433
  %440 = load i32, ptr %15, align 4
  %441 = sub nsw i32 %440, 1
  call void @pad(i32 noundef %441, i8 noundef signext 32)
  br label %442

442:                                              ; preds = %439, %433
  %443 = load i8, ptr %21, align 1
  call void @put(i8 noundef signext %443)
  %444 = load i32, ptr %10, align 4
  %445 = icmp ne i32 %444, 0
  br i1 %445, label %446, label %449

446:                                              ; preds = %442
  %447 = load i32, ptr %15, align 4
  %448 = sub nsw i32 %447, 1
  call void @pad(i32 noundef %448, i8 noundef signext 32)
  br label %449

449:                                              ; preds = %446, %442
  br label %500

450:                                              ; preds = %218
  %451 = load ptr, ptr %8, align 8
  %452 = getelementptr inbounds %struct.__va_list_tag, ptr %451, i32 0, i32 0
  %453 = load i32, ptr %452, align 8
  %454 = icmp ule i32 %453, 40
  br i1 %454, label %455, label %460

455:                                              ; preds = %450
  %456 = getelementptr inbounds %struct.__va_list_tag, ptr %451, i32 0, i32 3
  %457 = load ptr, ptr %456, align 8
  %458 = getelementptr i8, ptr %457, i32 %453
  %459 = add i32 %453, 8
  store i32 %459, ptr %452, align 8
  br label %464

460:                                              ; preds = %450
  %461 = getelementptr inbounds %struct.__va_list_tag, ptr %451, i32 0, i32 2
  %462 = load ptr, ptr %461, align 8
  %463 = getelementptr i8, ptr %462, i32 8
  store ptr %463, ptr %461, align 8
  br label %464

464:                                              ; preds = %460, %455
  %465 = phi ptr [ %458, %455 ], [ %462, %460 ]
  %466 = load ptr, ptr %465, align 8
  store ptr %466, ptr %22, align 8
  %467 = load ptr, ptr %22, align 8
  %468 = call i64 @strlen(ptr noundef %467) #7
  store i64 %468, ptr %23, align 8
  %469 = load i32, ptr %16, align 4
  %470 = icmp sge i32 %469, 0
  br i1 %470, label %471, label %479

471:                                              ; preds = %464
  %472 = load i32, ptr %16, align 4
  %473 = sext i32 %472 to i64
  %474 = load i64, ptr %23, align 8
  %475 = icmp ult i64 %473, %474
  br i1 %475, label %476, label %479

476:                                              ; preds = %471
  %477 = load i32, ptr %16, align 4
  %478 = sext i32 %477 to i64
  store i64 %478, ptr %23, align 8
  br label %479

479:                                              ; preds = %476, %471, %464
  %480 = load i32, ptr %10, align 4
  %481 = icmp ne i32 %480, 0
  br i1 %481, label %487, label %482

482:                                              ; preds = %479
  %483 = load i32, ptr %15, align 4
  %484 = load i64, ptr %23, align 8
  %485 = trunc i64 %484 to i32
  %486 = sub nsw i32 %483, %485
  call void @pad(i32 noundef %486, i8 noundef signext 32)
  br label %487

487:                                              ; preds = %482, %479
  %488 = load ptr, ptr %22, align 8
  %489 = load i64, ptr %23, align 8
  call void @puts_n(ptr noundef %488, i64 noundef %489)
  %490 = load i32, ptr %10, align 4
  %491 = icmp ne i32 %490, 0
  br i1 %491, label %492, label %497

492:                                              ; preds = %487
  %493 = load i32, ptr %15, align 4
  %494 = load i64, ptr %23, align 8
  %495 = trunc i64 %494 to i32
  %496 = sub nsw i32 %493, %495
  call void @pad(i32 noundef %496, i8 noundef signext 32)
  br label %497

497:                                              ; preds = %492, %487
  br label %500

498:                                              ; preds = %218
  call void @put(i8 noundef signext 37)
  br label %500

499:                                              ; preds = %218
  call void @put(i8 noundef signext 63)
  br label %500

500:                                              ; preds = %499, %498, %497, %449, %407, %306
  br label %501

501:                                              ; preds = %500, %35
  %502 = load ptr, ptr %9, align 8
  %503 = getelementptr inbounds i8, ptr %502, i32 1
  store ptr %503, ptr %9, align 8
  br label %26, !llvm.loop !11

504:                                              ; preds = %26
  %505 = load i64, ptr @pos, align 8
  %506 = getelementptr inbounds [512 x i8], ptr @out, i64 0, i64 %505
  store i8 0, ptr %506, align 1
  %507 = load i64, ptr @pos, align 8
  %508 = load i64, ptr %6, align 8
  %509 = sub i64 %508, 1
  %510 = icmp ult i64 %507, %509
  br i1 %510, label %511, label %513

511:                                              ; preds = %504
  %512 = load i64, ptr @pos, align 8
  br label %516

513:                                              ; preds = %504
  %514 = load i64, ptr %6, align 8
  %515 = sub i64 %514, 1
  br label %516

516:                                              ; preds = %513, %511
  %517 = phi i64 [ %512, %511 ], [ %515, %513 ]
  store i64 %517, ptr %24, align 8
  %518 = load ptr, ptr %5, align 8
  %519 = load i64, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %518, ptr align 16 @out, i64 %519, i1 false)
  %520 = load ptr, ptr %5, align 8
  %521 = load i64, ptr %24, align 8
  %522 = getelementptr inbounds i8, ptr %520, i64 %521
  store i8 0, ptr %522, align 1
  %523 = load i64, ptr @pos, align 8
  %524 = trunc i64 %523 to i32
  ret i32 %524
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(i8 noundef signext %0) #0 {
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
  call void @pad(i32 noundef %160, i8 noundef signext 32)
  br label %161

161:                                              ; preds = %157, %154, %135
  %162 = load i8, ptr %27, align 1
  %163 = icmp ne i8 %162, 0
  br i1 %163, label %164, label %166

164:                                              ; preds = %161
  %165 = load i8, ptr %27, align 1
  call void @put(i8 noundef signext %165)
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
  call void @pad(i32 noundef %181, i8 noundef signext 48)
  br label %182

182:                                              ; preds = %178, %175, %172, %166
  %183 = load i32, ptr %26, align 4
  call void @pad(i32 noundef %183, i8 noundef signext 48)
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
  call void @put(i8 noundef signext %192)
  br label %184, !llvm.loop !13

193:                                              ; preds = %184
  %194 = load i32, ptr %18, align 4
  %195 = icmp ne i32 %194, 0
  br i1 %195, label %196, label %200

196:                                              ; preds = %193
  %197 = load i32, ptr %16, align 4
  %198 = load i32, ptr %29, align 4
  %199 = sub nsw i32 %197, %198
  call void @pad(i32 noundef %199, i8 noundef signext 32)
  br label %200

200:                                              ; preds = %196, %193
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pad(i32 noundef %0, i8 noundef signext %1) #0 {
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
  call void @put(i8 noundef signext %10)
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
  call void @put(i8 noundef signext %14)
  br label %15

15:                                               ; preds = %10
  %16 = load i64, ptr %5, align 8
  %17 = add i64 %16, 1
  store i64 %17, ptr %5, align 8
  br label %6, !llvm.loop !15

18:                                               ; preds = %6
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!4 = !{i32 7, !"frame-pointer", i32 2}
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
