; ModuleID = 'programs/saturating_arith.c'
source_filename = "programs/saturating_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v32 = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 -1, i32 46340, i32 46341, i32 -46341, i32 65536, i32 2147483647, i32 -2147483648, i32 123456], align 4
@.str = private unnamed_addr constant [16 x i8] c"umul %llu %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [59 x i8] c"sadd8(100,100)=%d sadd8(-100,-100)=%d uadd16=%u usub16=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca [10 x i32], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [7 x i64], align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 -128, ptr %4, align 4
  br label %19

19:                                               ; preds = %54, %0
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, 128
  br i1 %21, label %22, label %57

22:                                               ; preds = %19
  store i32 -128, ptr %5, align 4
  br label %23

23:                                               ; preds = %50, %22
  %24 = load i32, ptr %5, align 4
  %25 = icmp slt i32 %24, 128
  br i1 %25, label %26, label %53

26:                                               ; preds = %23
  %27 = load i32, ptr %4, align 4
  %28 = trunc i32 %27 to i8
  %29 = load i32, ptr %5, align 4
  %30 = trunc i32 %29 to i8
  %31 = call i8 @sadd8(i8 noundef %28, i8 noundef %30)
  store i8 %31, ptr %6, align 1
  %32 = load i8, ptr %6, align 1
  %33 = sext i8 %32 to i32
  %34 = load i32, ptr %4, align 4
  %35 = trunc i32 %34 to i8
  %36 = load i32, ptr %5, align 4
  %37 = trunc i32 %36 to i8
  %38 = call i8 @sadd8_bl(i8 noundef %35, i8 noundef %37)
  %39 = sext i8 %38 to i32
  %40 = icmp ne i32 %33, %39
  br i1 %40, label %41, label %44

41:                                               ; preds = %26
  %42 = load i32, ptr %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %2, align 4
  br label %44

44:                                               ; preds = %41, %26
  %45 = load i64, ptr %3, align 8
  %46 = mul i64 %45, 3
  %47 = load i8, ptr %6, align 1
  %48 = zext i8 %47 to i64
  %49 = add i64 %46, %48
  store i64 %49, ptr %3, align 8
  br label %50

50:                                               ; preds = %44
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %5, align 4
  br label %23, !llvm.loop !6

53:                                               ; preds = %23
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  br label %19, !llvm.loop !8

57:                                               ; preds = %19
  store i32 0, ptr %7, align 4
  br label %58

58:                                               ; preds = %120, %57
  %59 = load i32, ptr %7, align 4
  %60 = icmp ult i32 %59, 65536
  br i1 %60, label %61, label %123

61:                                               ; preds = %58
  store i32 0, ptr %8, align 4
  br label %62

62:                                               ; preds = %116, %61
  %63 = load i32, ptr %8, align 4
  %64 = icmp ult i32 %63, 65536
  br i1 %64, label %65, label %119

65:                                               ; preds = %62
  %66 = load i32, ptr %7, align 4
  %67 = trunc i32 %66 to i16
  %68 = load i32, ptr %8, align 4
  %69 = trunc i32 %68 to i16
  %70 = call i16 @uadd16(i16 noundef %67, i16 noundef %69)
  store i16 %70, ptr %9, align 2
  %71 = load i32, ptr %7, align 4
  %72 = trunc i32 %71 to i16
  %73 = load i32, ptr %8, align 4
  %74 = trunc i32 %73 to i16
  %75 = call i16 @usub16(i16 noundef %72, i16 noundef %74)
  store i16 %75, ptr %10, align 2
  %76 = load i16, ptr %9, align 2
  %77 = zext i16 %76 to i32
  %78 = load i32, ptr %7, align 4
  %79 = load i32, ptr %8, align 4
  %80 = add i32 %78, %79
  %81 = icmp ugt i32 %80, 65535
  br i1 %81, label %82, label %83

82:                                               ; preds = %65
  br label %87

83:                                               ; preds = %65
  %84 = load i32, ptr %7, align 4
  %85 = load i32, ptr %8, align 4
  %86 = add i32 %84, %85
  br label %87

87:                                               ; preds = %83, %82
  %88 = phi i32 [ 65535, %82 ], [ %86, %83 ]
  %89 = icmp ne i32 %77, %88
  br i1 %89, label %104, label %90

90:                                               ; preds = %87
  %91 = load i16, ptr %10, align 2
  %92 = zext i16 %91 to i32
  %93 = load i32, ptr %7, align 4
  %94 = load i32, ptr %8, align 4
  %95 = icmp ugt i32 %93, %94
  br i1 %95, label %96, label %100

96:                                               ; preds = %90
  %97 = load i32, ptr %7, align 4
  %98 = load i32, ptr %8, align 4
  %99 = sub i32 %97, %98
  br label %101

100:                                              ; preds = %90
  br label %101

101:                                              ; preds = %100, %96
  %102 = phi i32 [ %99, %96 ], [ 0, %100 ]
  %103 = icmp ne i32 %92, %102
  br i1 %103, label %104, label %107

104:                                              ; preds = %101, %87
  %105 = load i32, ptr %2, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %2, align 4
  br label %107

107:                                              ; preds = %104, %101
  %108 = load i16, ptr %9, align 2
  %109 = zext i16 %108 to i32
  %110 = load i16, ptr %10, align 2
  %111 = zext i16 %110 to i32
  %112 = xor i32 %109, %111
  %113 = sext i32 %112 to i64
  %114 = load i64, ptr %3, align 8
  %115 = add i64 %114, %113
  store i64 %115, ptr %3, align 8
  br label %116

116:                                              ; preds = %107
  %117 = load i32, ptr %8, align 4
  %118 = add i32 %117, 241
  store i32 %118, ptr %8, align 4
  br label %62, !llvm.loop !9

119:                                              ; preds = %62
  br label %120

120:                                              ; preds = %119
  %121 = load i32, ptr %7, align 4
  %122 = add i32 %121, 251
  store i32 %122, ptr %7, align 4
  br label %58, !llvm.loop !10

123:                                              ; preds = %58
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.v32, i64 40, i1 false)
  store i32 0, ptr %12, align 4
  br label %124

124:                                              ; preds = %165, %123
  %125 = load i32, ptr %12, align 4
  %126 = icmp slt i32 %125, 10
  br i1 %126, label %127, label %168

127:                                              ; preds = %124
  store i32 0, ptr %13, align 4
  br label %128

128:                                              ; preds = %161, %127
  %129 = load i32, ptr %13, align 4
  %130 = icmp slt i32 %129, 10
  br i1 %130, label %131, label %164

131:                                              ; preds = %128
  %132 = load i32, ptr %12, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [10 x i32], ptr %11, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = load i32, ptr %13, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [10 x i32], ptr %11, i64 0, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = call i32 @smul32(i32 noundef %135, i32 noundef %139)
  store i32 %140, ptr %14, align 4
  %141 = load i32, ptr %14, align 4
  %142 = load i32, ptr %12, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [10 x i32], ptr %11, i64 0, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = load i32, ptr %13, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [10 x i32], ptr %11, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4
  %150 = call i32 @smul32_wide(i32 noundef %145, i32 noundef %149)
  %151 = icmp ne i32 %141, %150
  br i1 %151, label %152, label %155

152:                                              ; preds = %131
  %153 = load i32, ptr %2, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %2, align 4
  br label %155

155:                                              ; preds = %152, %131
  %156 = load i64, ptr %3, align 8
  %157 = mul i64 %156, 5
  %158 = load i32, ptr %14, align 4
  %159 = zext i32 %158 to i64
  %160 = add i64 %157, %159
  store i64 %160, ptr %3, align 8
  br label %161

161:                                              ; preds = %155
  %162 = load i32, ptr %13, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %13, align 4
  br label %128, !llvm.loop !11

164:                                              ; preds = %128
  br label %165

165:                                              ; preds = %164
  %166 = load i32, ptr %12, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %12, align 4
  br label %124, !llvm.loop !12

168:                                              ; preds = %124
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 56, i1 false)
  %169 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 1
  store i64 1, ptr %169, align 8
  %170 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 2
  store i64 -1, ptr %170, align 8
  %171 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 3
  store i64 9223372036854775807, ptr %171, align 8
  %172 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 4
  store i64 -9223372036854775808, ptr %172, align 8
  %173 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 5
  store i64 4611686018427387903, ptr %173, align 8
  %174 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 6
  store i64 -4611686018427387905, ptr %174, align 8
  store i32 0, ptr %16, align 4
  br label %175

175:                                              ; preds = %214, %168
  %176 = load i32, ptr %16, align 4
  %177 = icmp slt i32 %176, 7
  br i1 %177, label %178, label %217

178:                                              ; preds = %175
  store i32 0, ptr %17, align 4
  br label %179

179:                                              ; preds = %210, %178
  %180 = load i32, ptr %17, align 4
  %181 = icmp slt i32 %180, 7
  br i1 %181, label %182, label %213

182:                                              ; preds = %179
  %183 = load i32, ptr %16, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [7 x i64], ptr %15, i64 0, i64 %184
  %186 = load i64, ptr %185, align 8
  %187 = load i32, ptr %17, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [7 x i64], ptr %15, i64 0, i64 %188
  %190 = load i64, ptr %189, align 8
  %191 = call i64 @ssub64(i64 noundef %186, i64 noundef %190)
  store i64 %191, ptr %18, align 8
  %192 = load i64, ptr %18, align 8
  %193 = load i32, ptr %16, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [7 x i64], ptr %15, i64 0, i64 %194
  %196 = load i64, ptr %195, align 8
  %197 = load i32, ptr %17, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [7 x i64], ptr %15, i64 0, i64 %198
  %200 = load i64, ptr %199, align 8
  %201 = call i64 @ssub64_128(i64 noundef %196, i64 noundef %200)
  %202 = icmp ne i64 %192, %201
  br i1 %202, label %203, label %206

203:                                              ; preds = %182
  %204 = load i32, ptr %2, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %2, align 4
  br label %206

206:                                              ; preds = %203, %182
  %207 = load i64, ptr %18, align 8
  %208 = load i64, ptr %3, align 8
  %209 = xor i64 %208, %207
  store i64 %209, ptr %3, align 8
  br label %210

210:                                              ; preds = %206
  %211 = load i32, ptr %17, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %17, align 4
  br label %179, !llvm.loop !13

213:                                              ; preds = %179
  br label %214

214:                                              ; preds = %213
  %215 = load i32, ptr %16, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %16, align 4
  br label %175, !llvm.loop !14

217:                                              ; preds = %175
  %218 = call i64 @umul64(i64 noundef 4294967296, i64 noundef 2147483648)
  %219 = call i64 @umul64(i64 noundef 4294967296, i64 noundef 4294967296)
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %218, i64 noundef %219)
  %221 = call i8 @sadd8(i8 noundef 100, i8 noundef 100)
  %222 = sext i8 %221 to i32
  %223 = call i8 @sadd8(i8 noundef -100, i8 noundef -100)
  %224 = sext i8 %223 to i32
  %225 = call i16 @uadd16(i16 noundef -5536, i16 noundef 6000)
  %226 = zext i16 %225 to i32
  %227 = call i16 @usub16(i16 noundef 5, i16 noundef 6)
  %228 = zext i16 %227 to i32
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %222, i32 noundef %224, i32 noundef %226, i32 noundef %228)
  %230 = load i32, ptr %2, align 4
  %231 = load i64, ptr %3, align 8
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %230, i64 noundef %231)
  %233 = load i32, ptr %2, align 4
  ret i32 %233
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @sadd8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  %7 = load i8, ptr %4, align 1
  %8 = load i8, ptr %5, align 1
  %9 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %7, i8 %8)
  %10 = extractvalue { i8, i1 } %9, 1
  %11 = extractvalue { i8, i1 } %9, 0
  store i8 %11, ptr %6, align 1
  br i1 %10, label %12, label %19

12:                                               ; preds = %2
  %13 = load i8, ptr %5, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp sgt i32 %14, 0
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 127, i32 -128
  %18 = trunc i32 %17 to i8
  store i8 %18, ptr %3, align 1
  br label %21

19:                                               ; preds = %2
  %20 = load i8, ptr %6, align 1
  store i8 %20, ptr %3, align 1
  br label %21

21:                                               ; preds = %19, %12
  %22 = load i8, ptr %3, align 1
  ret i8 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @sadd8_bl(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %6 = load i8, ptr %3, align 1
  %7 = sext i8 %6 to i32
  %8 = load i8, ptr %4, align 1
  %9 = sext i8 %8 to i32
  %10 = add nsw i32 %7, %9
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp sgt i32 %11, 127
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %22

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, -128
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  br label %20

20:                                               ; preds = %18, %17
  %21 = phi i32 [ -128, %17 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %13
  %23 = phi i32 [ 127, %13 ], [ %21, %20 ]
  %24 = trunc i32 %23 to i8
  ret i8 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @uadd16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %6 = load i16, ptr %3, align 2
  %7 = zext i16 %6 to i32
  %8 = load i16, ptr %4, align 2
  %9 = zext i16 %8 to i32
  %10 = add nsw i32 %7, %9
  %11 = trunc i32 %10 to i16
  store i16 %11, ptr %5, align 2
  %12 = load i16, ptr %5, align 2
  %13 = zext i16 %12 to i32
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  %16 = icmp slt i32 %13, %15
  %17 = zext i1 %16 to i32
  %18 = sub nsw i32 0, %17
  %19 = trunc i32 %18 to i16
  %20 = zext i16 %19 to i32
  %21 = load i16, ptr %5, align 2
  %22 = zext i16 %21 to i32
  %23 = or i32 %22, %20
  %24 = trunc i32 %23 to i16
  store i16 %24, ptr %5, align 2
  %25 = load i16, ptr %5, align 2
  ret i16 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @usub16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %6 = load i16, ptr %3, align 2
  %7 = zext i16 %6 to i32
  %8 = load i16, ptr %4, align 2
  %9 = zext i16 %8 to i32
  %10 = sub nsw i32 %7, %9
  %11 = trunc i32 %10 to i16
  store i16 %11, ptr %5, align 2
  %12 = load i16, ptr %5, align 2
  %13 = zext i16 %12 to i32
  %14 = load i16, ptr %3, align 2
  %15 = zext i16 %14 to i32
  %16 = icmp sle i32 %13, %15
  %17 = zext i1 %16 to i32
  %18 = sub nsw i32 0, %17
  %19 = trunc i32 %18 to i16
  %20 = zext i16 %19 to i32
  %21 = load i16, ptr %5, align 2
  %22 = zext i16 %21 to i32
  %23 = and i32 %22, %20
  %24 = trunc i32 %23 to i16
  store i16 %24, ptr %5, align 2
  %25 = load i16, ptr %5, align 2
  ret i16 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @smul32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %7, i32 %8)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  store i32 %11, ptr %6, align 4
  br i1 %10, label %12, label %22

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 0
  %15 = zext i1 %14 to i32
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 0
  %18 = zext i1 %17 to i32
  %19 = icmp ne i32 %15, %18
  %20 = zext i1 %19 to i64
  %21 = select i1 %19, i32 -2147483648, i32 2147483647
  store i32 %21, ptr %3, align 4
  br label %24

22:                                               ; preds = %2
  %23 = load i32, ptr %6, align 4
  store i32 %23, ptr %3, align 4
  br label %24

24:                                               ; preds = %22, %12
  %25 = load i32, ptr %3, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @smul32_wide(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = sext i32 %6 to i64
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = mul nsw i64 %7, %9
  store i64 %10, ptr %5, align 8
  %11 = load i64, ptr %5, align 8
  %12 = icmp sgt i64 %11, 2147483647
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %23

14:                                               ; preds = %2
  %15 = load i64, ptr %5, align 8
  %16 = icmp slt i64 %15, -2147483648
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  br label %21

18:                                               ; preds = %14
  %19 = load i64, ptr %5, align 8
  %20 = trunc i64 %19 to i32
  br label %21

21:                                               ; preds = %18, %17
  %22 = phi i32 [ -2147483648, %17 ], [ %20, %18 ]
  br label %23

23:                                               ; preds = %21, %13
  %24 = phi i32 [ 2147483647, %13 ], [ %22, %21 ]
  ret i32 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ssub64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %7, i64 %8)
  %10 = extractvalue { i64, i1 } %9, 1
  %11 = extractvalue { i64, i1 } %9, 0
  store i64 %11, ptr %6, align 8
  br i1 %10, label %12, label %17

12:                                               ; preds = %2
  %13 = load i64, ptr %4, align 8
  %14 = icmp slt i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i64 -9223372036854775808, i64 9223372036854775807
  store i64 %16, ptr %3, align 8
  br label %19

17:                                               ; preds = %2
  %18 = load i64, ptr %6, align 8
  store i64 %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %17, %12
  %20 = load i64, ptr %3, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ssub64_128(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i128, align 16
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = sext i64 %6 to i128
  %8 = load i64, ptr %4, align 8
  %9 = sext i64 %8 to i128
  %10 = sub nsw i128 %7, %9
  store i128 %10, ptr %5, align 16
  %11 = load i128, ptr %5, align 16
  %12 = icmp sgt i128 %11, 9223372036854775807
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %23

14:                                               ; preds = %2
  %15 = load i128, ptr %5, align 16
  %16 = icmp slt i128 %15, -9223372036854775808
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  br label %21

18:                                               ; preds = %14
  %19 = load i128, ptr %5, align 16
  %20 = trunc i128 %19 to i64
  br label %21

21:                                               ; preds = %18, %17
  %22 = phi i64 [ -9223372036854775808, %17 ], [ %20, %18 ]
  br label %23

23:                                               ; preds = %21, %13
  %24 = phi i64 [ 9223372036854775807, %13 ], [ %22, %21 ]
  ret i64 %24
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @umul64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %6, i64 %7)
  %9 = extractvalue { i64, i1 } %8, 1
  %10 = extractvalue { i64, i1 } %8, 0
  store i64 %10, ptr %5, align 8
  br i1 %9, label %11, label %12

11:                                               ; preds = %2
  br label %14

12:                                               ; preds = %2
  %13 = load i64, ptr %5, align 8
  br label %14

14:                                               ; preds = %12, %11
  %15 = phi i64 [ -1, %11 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

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
