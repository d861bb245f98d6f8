; ModuleID = 'src/zlib/gzlib.c'
source_filename = "src/zlib/gzlib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.gz_state = type { %struct.gzFile_s, i32, i32, ptr, i32, i32, ptr, ptr, i32, i32, i32, i32, i64, i32, i32, i32, i32, i32, i64, i32, ptr, %struct.z_stream_s }
%struct.gzFile_s = type { i32, ptr, i64 }
%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [8 x i8] c"<fd:%d>\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%s%s%s\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @gzopen(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call ptr @gz_open(ptr noundef %5, i32 noundef -1, ptr noundef %6)
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @gz_open(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = icmp eq ptr %12, null
  br i1 %13, label %17, label %14

14:                                               ; preds = %3
  %15 = load ptr, ptr %7, align 8
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %18

17:                                               ; preds = %14, %3
  store ptr null, ptr %4, align 8
  br label %265

18:                                               ; preds = %14
  %19 = call noalias ptr @malloc(i64 noundef 248) #5
  store ptr %19, ptr %8, align 8
  %20 = load ptr, ptr %8, align 8
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store ptr null, ptr %4, align 8
  br label %265

23:                                               ; preds = %18
  %24 = load ptr, ptr %8, align 8
  %25 = getelementptr inbounds %struct.gz_state, ptr %24, i32 0, i32 4
  store i32 0, ptr %25, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = getelementptr inbounds %struct.gz_state, ptr %26, i32 0, i32 5
  store i32 8192, ptr %27, align 4
  %28 = load ptr, ptr %8, align 8
  %29 = getelementptr inbounds %struct.gz_state, ptr %28, i32 0, i32 19
  store i32 0, ptr %29, align 8
  %30 = load ptr, ptr %8, align 8
  %31 = getelementptr inbounds %struct.gz_state, ptr %30, i32 0, i32 20
  store ptr null, ptr %31, align 8
  %32 = load ptr, ptr %8, align 8
  %33 = getelementptr inbounds %struct.gz_state, ptr %32, i32 0, i32 1
  store i32 0, ptr %33, align 8
  %34 = load ptr, ptr %8, align 8
  %35 = getelementptr inbounds %struct.gz_state, ptr %34, i32 0, i32 15
  store i32 -1, ptr %35, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = getelementptr inbounds %struct.gz_state, ptr %36, i32 0, i32 16
  store i32 0, ptr %37, align 4
  %38 = load ptr, ptr %8, align 8
  %39 = getelementptr inbounds %struct.gz_state, ptr %38, i32 0, i32 8
  store i32 0, ptr %39, align 8
  br label %40

40:                                               ; preds = %104, %23
  %41 = load ptr, ptr %7, align 8
  %42 = load i8, ptr %41, align 1
  %43 = icmp ne i8 %42, 0
  br i1 %43, label %44, label %107

44:                                               ; preds = %40
  %45 = load ptr, ptr %7, align 8
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = icmp sge i32 %47, 48
  br i1 %48, label %49, label %61

49:                                               ; preds = %44
  %50 = load ptr, ptr %7, align 8
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  %53 = icmp sle i32 %52, 57
  br i1 %53, label %54, label %61

54:                                               ; preds = %49
  %55 = load ptr, ptr %7, align 8
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  %58 = sub nsw i32 %57, 48
  %59 = load ptr, ptr %8, align 8
  %60 = getelementptr inbounds %struct.gz_state, ptr %59, i32 0, i32 15
  store i32 %58, ptr %60, align 8
  br label %104

61:                                               ; preds = %49, %44
  %62 = load ptr, ptr %7, align 8
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  switch i32 %64, label %102 [
    i32 114, label %65
    i32 119, label %68
    i32 97, label %71
    i32 43, label %74
    i32 98, label %76
    i32 101, label %77
    i32 120, label %80
    i32 102, label %81
    i32 104, label %84
    i32 82, label %87
    i32 70, label %90
    i32 71, label %93
    i32 78, label %96
    i32 84, label %99
  ]

65:                                               ; preds = %61
  %66 = load ptr, ptr %8, align 8
  %67 = getelementptr inbounds %struct.gz_state, ptr %66, i32 0, i32 1
  store i32 7247, ptr %67, align 8
  br label %103

68:                                               ; preds = %61
  %69 = load ptr, ptr %8, align 8
  %70 = getelementptr inbounds %struct.gz_state, ptr %69, i32 0, i32 1
  store i32 31153, ptr %70, align 8
  br label %103

71:                                               ; preds = %61
  %72 = load ptr, ptr %8, align 8
  %73 = getelementptr inbounds %struct.gz_state, ptr %72, i32 0, i32 1
  store i32 1, ptr %73, align 8
  br label %103

74:                                               ; preds = %61
  %75 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %75) #6
  store ptr null, ptr %4, align 8
  br label %265

76:                                               ; preds = %61
  br label %103

77:                                               ; preds = %61
  %78 = load i32, ptr %10, align 4
  %79 = or i32 %78, 524288
  store i32 %79, ptr %10, align 4
  br label %103

80:                                               ; preds = %61
  store i32 1, ptr %11, align 4
  br label %103

81:                                               ; preds = %61
  %82 = load ptr, ptr %8, align 8
  %83 = getelementptr inbounds %struct.gz_state, ptr %82, i32 0, i32 16
  store i32 1, ptr %83, align 4
  br label %103

84:                                               ; preds = %61
  %85 = load ptr, ptr %8, align 8
  %86 = getelementptr inbounds %struct.gz_state, ptr %85, i32 0, i32 16
  store i32 2, ptr %86, align 4
  br label %103

87:                                               ; preds = %61
  %88 = load ptr, ptr %8, align 8
  %89 = getelementptr inbounds %struct.gz_state, ptr %88, i32 0, i32 16
  store i32 3, ptr %89, align 4
  br label %103

90:                                               ; preds = %61
  %91 = load ptr, ptr %8, align 8
  %92 = getelementptr inbounds %struct.gz_state, ptr %91, i32 0, i32 16
  store i32 4, ptr %92, align 4
  br label %103

93:                                               ; preds = %61
  %94 = load ptr, ptr %8, align 8
  %95 = getelementptr inbounds %struct.gz_state, ptr %94, i32 0, i32 8
  store i32 -1, ptr %95, align 8
  br label %103

96:                                               ; preds = %61
  %97 = load i32, ptr %10, align 4
  %98 = or i32 %97, 2048
  store i32 %98, ptr %10, align 4
  br label %103

99:                                               ; preds = %61
  %100 = load ptr, ptr %8, align 8
  %101 = getelementptr inbounds %struct.gz_state, ptr %100, i32 0, i32 8
  store i32 1, ptr %101, align 8
  br label %103

102:                                              ; preds = %61
  br label %103

103:                                              ; preds = %102, %99, %96, %93, %90, %87, %84, %81, %80, %77, %76, %71, %68, %65
  br label %104

104:                                              ; preds = %103, %54
  %105 = load ptr, ptr %7, align 8
  %106 = getelementptr inbounds i8, ptr %105, i32 1
  store ptr %106, ptr %7, align 8
  br label %40, !llvm.loop !6

107:                                              ; preds = %40
  %108 = load ptr, ptr %8, align 8
  %109 = getelementptr inbounds %struct.gz_state, ptr %108, i32 0, i32 1
  %110 = load i32, ptr %109, align 8
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %114

112:                                              ; preds = %107
  %113 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %113) #6
  store ptr null, ptr %4, align 8
  br label %265

114:                                              ; preds = %107
  %115 = load ptr, ptr %8, align 8
  %116 = getelementptr inbounds %struct.gz_state, ptr %115, i32 0, i32 1
  %117 = load i32, ptr %116, align 8
  %118 = icmp eq i32 %117, 7247
  br i1 %118, label %119, label %135

119:                                              ; preds = %114
  %120 = load ptr, ptr %8, align 8
  %121 = getelementptr inbounds %struct.gz_state, ptr %120, i32 0, i32 8
  %122 = load i32, ptr %121, align 8
  %123 = icmp eq i32 %122, 1
  br i1 %123, label %124, label %126

124:                                              ; preds = %119
  %125 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %125) #6
  store ptr null, ptr %4, align 8
  br label %265

126:                                              ; preds = %119
  %127 = load ptr, ptr %8, align 8
  %128 = getelementptr inbounds %struct.gz_state, ptr %127, i32 0, i32 8
  %129 = load i32, ptr %128, align 8
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %134

131:                                              ; preds = %126
  %132 = load ptr, ptr %8, align 8
  %133 = getelementptr inbounds %struct.gz_state, ptr %132, i32 0, i32 8
  store i32 1, ptr %133, align 8
  br label %134

134:                                              ; preds = %131, %126
  br label %143

135:                                              ; preds = %114
  %136 = load ptr, ptr %8, align 8
  %137 = getelementptr inbounds %struct.gz_state, ptr %136, i32 0, i32 8
  %138 = load i32, ptr %137, align 8
  %139 = icmp eq i32 %138, -1
  br i1 %139, label %140, label %142

140:                                              ; preds = %135
  %141 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %141) #6
  store ptr null, ptr %4, align 8
  br label %265

142:                                              ; preds = %135
  br label %143

143:                                              ; preds = %142, %134
  %144 = load ptr, ptr %5, align 8
  %145 = call i64 @strlen(ptr noundef %144) #7
  store i64 %145, ptr %9, align 8
  %146 = load i64, ptr %9, align 8
  %147 = add i64 %146, 1
  %148 = call noalias ptr @malloc(i64 noundef %147) #5
  %149 = load ptr, ptr %8, align 8
  %150 = getelementptr inbounds %struct.gz_state, ptr %149, i32 0, i32 3
  store ptr %148, ptr %150, align 8
  %151 = load ptr, ptr %8, align 8
  %152 = getelementptr inbounds %struct.gz_state, ptr %151, i32 0, i32 3
  %153 = load ptr, ptr %152, align 8
  %154 = icmp eq ptr %153, null
  br i1 %154, label %155, label %157

155:                                              ; preds = %143
  %156 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %156) #6
  store ptr null, ptr %4, align 8
  br label %265

157:                                              ; preds = %143
  %158 = load ptr, ptr %8, align 8
  %159 = getelementptr inbounds %struct.gz_state, ptr %158, i32 0, i32 3
  %160 = load ptr, ptr %159, align 8
  %161 = load i64, ptr %9, align 8
  %162 = add i64 %161, 1
  %163 = load ptr, ptr %5, align 8
  %164 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %160, i64 noundef %162, ptr noundef @.str.5, ptr noundef %163) #6
  %165 = load ptr, ptr %8, align 8
  %166 = getelementptr inbounds %struct.gz_state, ptr %165, i32 0, i32 1
  %167 = load i32, ptr %166, align 8
  %168 = icmp eq i32 %167, 7247
  br i1 %168, label %169, label %170

169:                                              ; preds = %157
  br label %183

170:                                              ; preds = %157
  %171 = load i32, ptr %11, align 4
  %172 = icmp ne i32 %171, 0
  %173 = zext i1 %172 to i64
  %174 = select i1 %172, i32 128, i32 0
  %175 = or i32 65, %174
  %176 = load ptr, ptr %8, align 8
  %177 = getelementptr inbounds %struct.gz_state, ptr %176, i32 0, i32 1
  %178 = load i32, ptr %177, align 8
  %179 = icmp eq i32 %178, 31153
  %180 = zext i1 %179 to i64
  %181 = select i1 %179, i32 512, i32 1024
  %182 = or i32 %175, %181
  br label %183

183:                                              ; preds = %170, %169
  %184 = phi i32 [ 0, %169 ], [ %182, %170 ]
  %185 = or i32 0, %184
  %186 = load i32, ptr %10, align 4
  %187 = or i32 %186, %185
  store i32 %187, ptr %10, align 4
  %188 = load i32, ptr %6, align 4
  %189 = icmp eq i32 %188, -1
  br i1 %189, label %190, label %196

190:                                              ; preds = %183
  %191 = load ptr, ptr %5, align 8
  %192 = load i32, ptr %10, align 4
  %193 = call i32 (ptr, i32, ...) @open(ptr noundef %191, i32 noundef %192, i32 noundef 438)
  %194 = load ptr, ptr %8, align 8
  %195 = getelementptr inbounds %struct.gz_state, ptr %194, i32 0, i32 2
  store i32 %193, ptr %195, align 4
  br label %220

196:                                              ; preds = %183
  %197 = load i32, ptr %10, align 4
  %198 = and i32 %197, 2048
  %199 = icmp ne i32 %198, 0
  br i1 %199, label %200, label %206

200:                                              ; preds = %196
  %201 = load i32, ptr %6, align 4
  %202 = load i32, ptr %6, align 4
  %203 = call i32 (i32, i32, ...) @fcntl(i32 noundef %202, i32 noundef 3)
  %204 = or i32 %203, 2048
  %205 = call i32 (i32, i32, ...) @fcntl(i32 noundef %201, i32 noundef 4, i32 noundef %204)
  br label %206

206:                                              ; preds = %200, %196
  %207 = load i32, ptr %10, align 4
  %208 = and i32 %207, 524288
  %209 = icmp ne i32 %208, 0
  br i1 %209, label %210, label %216

210:                                              ; preds = %206
  %211 = load i32, ptr %6, align 4
  %212 = load i32, ptr %6, align 4
  %213 = call i32 (i32, i32, ...) @fcntl(i32 noundef %212, i32 noundef 1)
  %214 = or i32 %213, 524288
  %215 = call i32 (i32, i32, ...) @fcntl(i32 noundef %211, i32 noundef 2, i32 noundef %214)
  br label %216

216:                                              ; preds = %210, %206
  %217 = load i32, ptr %6, align 4
  %218 = load ptr, ptr %8, align 8
  %219 = getelementptr inbounds %struct.gz_state, ptr %218, i32 0, i32 2
  store i32 %217, ptr %219, align 4
  br label %220

220:                                              ; preds = %216, %190
  %221 = load ptr, ptr %8, align 8
  %222 = getelementptr inbounds %struct.gz_state, ptr %221, i32 0, i32 2
  %223 = load i32, ptr %222, align 4
  %224 = icmp eq i32 %223, -1
  br i1 %224, label %225, label %230

225:                                              ; preds = %220
  %226 = load ptr, ptr %8, align 8
  %227 = getelementptr inbounds %struct.gz_state, ptr %226, i32 0, i32 3
  %228 = load ptr, ptr %227, align 8
  call void @free(ptr noundef %228) #6
  %229 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %229) #6
  store ptr null, ptr %4, align 8
  br label %265

230:                                              ; preds = %220
  %231 = load ptr, ptr %8, align 8
  %232 = getelementptr inbounds %struct.gz_state, ptr %231, i32 0, i32 1
  %233 = load i32, ptr %232, align 8
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %235, label %242

235:                                              ; preds = %230
  %236 = load ptr, ptr %8, align 8
  %237 = getelementptr inbounds %struct.gz_state, ptr %236, i32 0, i32 2
  %238 = load i32, ptr %237, align 4
  %239 = call i64 @lseek64(i32 noundef %238, i64 noundef 0, i32 noundef 2) #6
  %240 = load ptr, ptr %8, align 8
  %241 = getelementptr inbounds %struct.gz_state, ptr %240, i32 0, i32 1
  store i32 31153, ptr %241, align 8
  br label %242

242:                                              ; preds = %235, %230
  %243 = load ptr, ptr %8, align 8
  %244 = getelementptr inbounds %struct.gz_state, ptr %243, i32 0, i32 1
  %245 = load i32, ptr %244, align 8
  %246 = icmp eq i32 %245, 7247
  br i1 %246, label %247, label %262

247:                                              ; preds = %242
  %248 = load ptr, ptr %8, align 8
  %249 = getelementptr inbounds %struct.gz_state, ptr %248, i32 0, i32 2
  %250 = load i32, ptr %249, align 4
  %251 = call i64 @lseek64(i32 noundef %250, i64 noundef 0, i32 noundef 1) #6
  %252 = load ptr, ptr %8, align 8
  %253 = getelementptr inbounds %struct.gz_state, ptr %252, i32 0, i32 12
  store i64 %251, ptr %253, align 8
  %254 = load ptr, ptr %8, align 8
  %255 = getelementptr inbounds %struct.gz_state, ptr %254, i32 0, i32 12
  %256 = load i64, ptr %255, align 8
  %257 = icmp eq i64 %256, -1
  br i1 %257, label %258, label %261

258:                                              ; preds = %247
  %259 = load ptr, ptr %8, align 8
  %260 = getelementptr inbounds %struct.gz_state, ptr %259, i32 0, i32 12
  store i64 0, ptr %260, align 8
  br label %261

261:                                              ; preds = %258, %247
  br label %262

262:                                              ; preds = %261, %242
  %263 = load ptr, ptr %8, align 8
  call void @gz_reset(ptr noundef %263)
  %264 = load ptr, ptr %8, align 8
  store ptr %264, ptr %4, align 8
  br label %265

265:                                              ; preds = %262, %225, %155, %140, %124, %112, %74, %22, %17
  %266 = load ptr, ptr %4, align 8
  ret ptr %266
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @gzopen64(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call ptr @gz_open(ptr noundef %5, i32 noundef -1, ptr noundef %6)
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @gzdopen(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, -1
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = call noalias ptr @malloc(i64 noundef 19) #5
  store ptr %11, ptr %6, align 8
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10, %2
  store ptr null, ptr %3, align 8
  br label %24

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %4, align 4
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %15, i64 noundef 19, ptr noundef @.str, i32 noundef %16) #6
  %18 = load ptr, ptr %6, align 8
  %19 = load i32, ptr %4, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = call ptr @gz_open(ptr noundef %18, i32 noundef %19, ptr noundef %20)
  store ptr %21, ptr %7, align 8
  %22 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %22) #6
  %23 = load ptr, ptr %7, align 8
  store ptr %23, ptr %3, align 8
  br label %24

24:                                               ; preds = %14, %13
  %25 = load ptr, ptr %3, align 8
  ret ptr %25
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzbuffer(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %42

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  store ptr %11, ptr %6, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.gz_state, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = icmp ne i32 %14, 7247
  br i1 %15, label %16, label %22

16:                                               ; preds = %10
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = icmp ne i32 %19, 31153
  br i1 %20, label %21, label %22

21:                                               ; preds = %16
  store i32 -1, ptr %3, align 4
  br label %42

22:                                               ; preds = %16, %10
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.gz_state, ptr %23, i32 0, i32 4
  %25 = load i32, ptr %24, align 8
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %22
  store i32 -1, ptr %3, align 4
  br label %42

28:                                               ; preds = %22
  %29 = load i32, ptr %5, align 4
  %30 = shl i32 %29, 1
  %31 = load i32, ptr %5, align 4
  %32 = icmp ult i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %28
  store i32 -1, ptr %3, align 4
  br label %42

34:                                               ; preds = %28
  %35 = load i32, ptr %5, align 4
  %36 = icmp ult i32 %35, 8
  br i1 %36, label %37, label %38

37:                                               ; preds = %34
  store i32 8, ptr %5, align 4
  br label %38

38:                                               ; preds = %37, %34
  %39 = load i32, ptr %5, align 4
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 5
  store i32 %39, ptr %41, align 4
  store i32 0, ptr %3, align 4
  br label %42

42:                                               ; preds = %38, %33, %27, %21, %9
  %43 = load i32, ptr %3, align 4
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzrewind(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %37

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  store ptr %9, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.gz_state, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp ne i32 %12, 7247
  br i1 %13, label %24, label %14

14:                                               ; preds = %8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 19
  %17 = load i32, ptr %16, align 8
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %25

19:                                               ; preds = %14
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.gz_state, ptr %20, i32 0, i32 19
  %22 = load i32, ptr %21, align 8
  %23 = icmp ne i32 %22, -5
  br i1 %23, label %24, label %25

24:                                               ; preds = %19, %8
  store i32 -1, ptr %2, align 4
  br label %37

25:                                               ; preds = %19, %14
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.gz_state, ptr %26, i32 0, i32 2
  %28 = load i32, ptr %27, align 4
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %struct.gz_state, ptr %29, i32 0, i32 12
  %31 = load i64, ptr %30, align 8
  %32 = call i64 @lseek64(i32 noundef %28, i64 noundef %31, i32 noundef 0) #6
  %33 = icmp eq i64 %32, -1
  br i1 %33, label %34, label %35

34:                                               ; preds = %25
  store i32 -1, ptr %2, align 4
  br label %37

35:                                               ; preds = %25
  %36 = load ptr, ptr %4, align 8
  call void @gz_reset(ptr noundef %36)
  store i32 0, ptr %2, align 4
  br label %37

37:                                               ; preds = %35, %34, %24, %7
  %38 = load i32, ptr %2, align 4
  ret i32 %38
}

; Function Attrs: nounwind
declare i64 @lseek64(i32 noundef, i64 noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @gz_reset(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.gz_state, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds %struct.gzFile_s, ptr %4, i32 0, i32 0
  store i32 0, ptr %5, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.gz_state, ptr %6, i32 0, i32 1
  %8 = load i32, ptr %7, align 8
  %9 = icmp eq i32 %8, 7247
  br i1 %9, label %10, label %19

10:                                               ; preds = %1
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.gz_state, ptr %11, i32 0, i32 13
  store i32 0, ptr %12, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.gz_state, ptr %13, i32 0, i32 14
  store i32 0, ptr %14, align 4
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 10
  store i32 0, ptr %16, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 9
  store i32 -1, ptr %18, align 4
  br label %22

19:                                               ; preds = %1
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.gz_state, ptr %20, i32 0, i32 17
  store i32 0, ptr %21, align 8
  br label %22

22:                                               ; preds = %19, %10
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.gz_state, ptr %23, i32 0, i32 11
  store i32 0, ptr %24, align 4
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.gz_state, ptr %25, i32 0, i32 18
  store i64 0, ptr %26, align 8
  %27 = load ptr, ptr %2, align 8
  call void @gz_error(ptr noundef %27, i32 noundef 0, ptr noundef null)
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds %struct.gz_state, ptr %28, i32 0, i32 0
  %30 = getelementptr inbounds %struct.gzFile_s, ptr %29, i32 0, i32 2
  store i64 0, ptr %30, align 8
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds %struct.gz_state, ptr %31, i32 0, i32 21
  %33 = getelementptr inbounds %struct.z_stream_s, ptr %32, i32 0, i32 1
  store i32 0, ptr %33, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gzseek64(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %11 = load ptr, ptr %5, align 8
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  store i64 -1, ptr %4, align 8
  br label %209

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  store ptr %15, ptr %10, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = getelementptr inbounds %struct.gz_state, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 8
  %19 = icmp ne i32 %18, 7247
  br i1 %19, label %20, label %26

20:                                               ; preds = %14
  %21 = load ptr, ptr %10, align 8
  %22 = getelementptr inbounds %struct.gz_state, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 8
  %24 = icmp ne i32 %23, 31153
  br i1 %24, label %25, label %26

25:                                               ; preds = %20
  store i64 -1, ptr %4, align 8
  br label %209

26:                                               ; preds = %20, %14
  %27 = load ptr, ptr %10, align 8
  %28 = getelementptr inbounds %struct.gz_state, ptr %27, i32 0, i32 19
  %29 = load i32, ptr %28, align 8
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %37

31:                                               ; preds = %26
  %32 = load ptr, ptr %10, align 8
  %33 = getelementptr inbounds %struct.gz_state, ptr %32, i32 0, i32 19
  %34 = load i32, ptr %33, align 8
  %35 = icmp ne i32 %34, -5
  br i1 %35, label %36, label %37

36:                                               ; preds = %31
  store i64 -1, ptr %4, align 8
  br label %209

37:                                               ; preds = %31, %26
  %38 = load i32, ptr %7, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %37
  %41 = load i32, ptr %7, align 4
  %42 = icmp ne i32 %41, 1
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  store i64 -1, ptr %4, align 8
  br label %209

44:                                               ; preds = %40, %37
  %45 = load i32, ptr %7, align 4
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = load ptr, ptr %10, align 8
  %49 = getelementptr inbounds %struct.gz_state, ptr %48, i32 0, i32 0
  %50 = getelementptr inbounds %struct.gzFile_s, ptr %49, i32 0, i32 2
  %51 = load i64, ptr %50, align 8
  %52 = load i64, ptr %6, align 8
  %53 = sub nsw i64 %52, %51
  store i64 %53, ptr %6, align 8
  br label %70

54:                                               ; preds = %44
  %55 = load ptr, ptr %10, align 8
  %56 = getelementptr inbounds %struct.gz_state, ptr %55, i32 0, i32 14
  %57 = load i32, ptr %56, align 4
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %59, label %60

59:                                               ; preds = %54
  br label %64

60:                                               ; preds = %54
  %61 = load ptr, ptr %10, align 8
  %62 = getelementptr inbounds %struct.gz_state, ptr %61, i32 0, i32 18
  %63 = load i64, ptr %62, align 8
  br label %64

64:                                               ; preds = %60, %59
  %65 = phi i64 [ 0, %59 ], [ %63, %60 ]
  %66 = load i64, ptr %6, align 8
  %67 = add nsw i64 %66, %65
  store i64 %67, ptr %6, align 8
  %68 = load ptr, ptr %10, align 8
  %69 = getelementptr inbounds %struct.gz_state, ptr %68, i32 0, i32 18
  store i64 0, ptr %69, align 8
  br label %70

70:                                               ; preds = %64, %47
  %71 = load ptr, ptr %10, align 8
  %72 = getelementptr inbounds %struct.gz_state, ptr %71, i32 0, i32 1
  %73 = load i32, ptr %72, align 8
  %74 = icmp eq i32 %73, 7247
  br i1 %74, label %75, label %127

75:                                               ; preds = %70
  %76 = load ptr, ptr %10, align 8
  %77 = getelementptr inbounds %struct.gz_state, ptr %76, i32 0, i32 10
  %78 = load i32, ptr %77, align 8
  %79 = icmp eq i32 %78, 1
  br i1 %79, label %80, label %127

80:                                               ; preds = %75
  %81 = load ptr, ptr %10, align 8
  %82 = getelementptr inbounds %struct.gz_state, ptr %81, i32 0, i32 0
  %83 = getelementptr inbounds %struct.gzFile_s, ptr %82, i32 0, i32 2
  %84 = load i64, ptr %83, align 8
  %85 = load i64, ptr %6, align 8
  %86 = add nsw i64 %84, %85
  %87 = icmp sge i64 %86, 0
  br i1 %87, label %88, label %127

88:                                               ; preds = %80
  %89 = load ptr, ptr %10, align 8
  %90 = getelementptr inbounds %struct.gz_state, ptr %89, i32 0, i32 2
  %91 = load i32, ptr %90, align 4
  %92 = load i64, ptr %6, align 8
  %93 = load ptr, ptr %10, align 8
  %94 = getelementptr inbounds %struct.gz_state, ptr %93, i32 0, i32 0
  %95 = getelementptr inbounds %struct.gzFile_s, ptr %94, i32 0, i32 0
  %96 = load i32, ptr %95, align 8
  %97 = zext i32 %96 to i64
  %98 = sub nsw i64 %92, %97
  %99 = call i64 @lseek64(i32 noundef %91, i64 noundef %98, i32 noundef 1) #6
  store i64 %99, ptr %9, align 8
  %100 = load i64, ptr %9, align 8
  %101 = icmp eq i64 %100, -1
  br i1 %101, label %102, label %103

102:                                              ; preds = %88
  store i64 -1, ptr %4, align 8
  br label %209

103:                                              ; preds = %88
  %104 = load ptr, ptr %10, align 8
  %105 = getelementptr inbounds %struct.gz_state, ptr %104, i32 0, i32 0
  %106 = getelementptr inbounds %struct.gzFile_s, ptr %105, i32 0, i32 0
  store i32 0, ptr %106, align 8
  %107 = load ptr, ptr %10, align 8
  %108 = getelementptr inbounds %struct.gz_state, ptr %107, i32 0, i32 13
  store i32 0, ptr %108, align 8
  %109 = load ptr, ptr %10, align 8
  %110 = getelementptr inbounds %struct.gz_state, ptr %109, i32 0, i32 14
  store i32 0, ptr %110, align 4
  %111 = load ptr, ptr %10, align 8
  %112 = getelementptr inbounds %struct.gz_state, ptr %111, i32 0, i32 18
  store i64 0, ptr %112, align 8
  %113 = load ptr, ptr %10, align 8
  call void @gz_error(ptr noundef %113, i32 noundef 0, ptr noundef null)
  %114 = load ptr, ptr %10, align 8
  %115 = getelementptr inbounds %struct.gz_state, ptr %114, i32 0, i32 21
  %116 = getelementptr inbounds %struct.z_stream_s, ptr %115, i32 0, i32 1
  store i32 0, ptr %116, align 8
  %117 = load i64, ptr %6, align 8
  %118 = load ptr, ptr %10, align 8
  %119 = getelementptr inbounds %struct.gz_state, ptr %118, i32 0, i32 0
  %120 = getelementptr inbounds %struct.gzFile_s, ptr %119, i32 0, i32 2
  %121 = load i64, ptr %120, align 8
  %122 = add nsw i64 %121, %117
  store i64 %122, ptr %120, align 8
  %123 = load ptr, ptr %10, align 8
  %124 = getelementptr inbounds %struct.gz_state, ptr %123, i32 0, i32 0
  %125 = getelementptr inbounds %struct.gzFile_s, ptr %124, i32 0, i32 2
  %126 = load i64, ptr %125, align 8
  store i64 %126, ptr %4, align 8
  br label %209

127:                                              ; preds = %80, %75, %70
  %128 = load i64, ptr %6, align 8
  %129 = icmp slt i64 %128, 0
  br i1 %129, label %130, label %152

130:                                              ; preds = %127
  %131 = load ptr, ptr %10, align 8
  %132 = getelementptr inbounds %struct.gz_state, ptr %131, i32 0, i32 1
  %133 = load i32, ptr %132, align 8
  %134 = icmp ne i32 %133, 7247
  br i1 %134, label %135, label %136

135:                                              ; preds = %130
  store i64 -1, ptr %4, align 8
  br label %209

136:                                              ; preds = %130
  %137 = load ptr, ptr %10, align 8
  %138 = getelementptr inbounds %struct.gz_state, ptr %137, i32 0, i32 0
  %139 = getelementptr inbounds %struct.gzFile_s, ptr %138, i32 0, i32 2
  %140 = load i64, ptr %139, align 8
  %141 = load i64, ptr %6, align 8
  %142 = add nsw i64 %141, %140
  store i64 %142, ptr %6, align 8
  %143 = load i64, ptr %6, align 8
  %144 = icmp slt i64 %143, 0
  br i1 %144, label %145, label %146

145:                                              ; preds = %136
  store i64 -1, ptr %4, align 8
  br label %209

146:                                              ; preds = %136
  %147 = load ptr, ptr %5, align 8
  %148 = call i32 @gzrewind(ptr noundef %147)
  %149 = icmp eq i32 %148, -1
  br i1 %149, label %150, label %151

150:                                              ; preds = %146
  store i64 -1, ptr %4, align 8
  br label %209

151:                                              ; preds = %146
  br label %152

152:                                              ; preds = %151, %127
  %153 = load ptr, ptr %10, align 8
  %154 = getelementptr inbounds %struct.gz_state, ptr %153, i32 0, i32 1
  %155 = load i32, ptr %154, align 8
  %156 = icmp eq i32 %155, 7247
  br i1 %156, label %157, label %199

157:                                              ; preds = %152
  %158 = load ptr, ptr %10, align 8
  %159 = getelementptr inbounds %struct.gz_state, ptr %158, i32 0, i32 0
  %160 = getelementptr inbounds %struct.gzFile_s, ptr %159, i32 0, i32 0
  %161 = load i32, ptr %160, align 8
  %162 = zext i32 %161 to i64
  %163 = load i64, ptr %6, align 8
  %164 = icmp sgt i64 %162, %163
  br i1 %164, label %165, label %168

165:                                              ; preds = %157
  %166 = load i64, ptr %6, align 8
  %167 = trunc i64 %166 to i32
  br label %173

168:                                              ; preds = %157
  %169 = load ptr, ptr %10, align 8
  %170 = getelementptr inbounds %struct.gz_state, ptr %169, i32 0, i32 0
  %171 = getelementptr inbounds %struct.gzFile_s, ptr %170, i32 0, i32 0
  %172 = load i32, ptr %171, align 8
  br label %173

173:                                              ; preds = %168, %165
  %174 = phi i32 [ %167, %165 ], [ %172, %168 ]
  store i32 %174, ptr %8, align 4
  %175 = load i32, ptr %8, align 4
  %176 = load ptr, ptr %10, align 8
  %177 = getelementptr inbounds %struct.gz_state, ptr %176, i32 0, i32 0
  %178 = getelementptr inbounds %struct.gzFile_s, ptr %177, i32 0, i32 0
  %179 = load i32, ptr %178, align 8
  %180 = sub i32 %179, %175
  store i32 %180, ptr %178, align 8
  %181 = load i32, ptr %8, align 4
  %182 = load ptr, ptr %10, align 8
  %183 = getelementptr inbounds %struct.gz_state, ptr %182, i32 0, i32 0
  %184 = getelementptr inbounds %struct.gzFile_s, ptr %183, i32 0, i32 1
  %185 = load ptr, ptr %184, align 8
  %186 = zext i32 %181 to i64
  %187 = getelementptr inbounds i8, ptr %185, i64 %186
  store ptr %187, ptr %184, align 8
  %188 = load i32, ptr %8, align 4
  %189 = zext i32 %188 to i64
  %190 = load ptr, ptr %10, align 8
  %191 = getelementptr inbounds %struct.gz_state, ptr %190, i32 0, i32 0
  %192 = getelementptr inbounds %struct.gzFile_s, ptr %191, i32 0, i32 2
  %193 = load i64, ptr %192, align 8
  %194 = add nsw i64 %193, %189
  store i64 %194, ptr %192, align 8
  %195 = load i32, ptr %8, align 4
  %196 = zext i32 %195 to i64
  %197 = load i64, ptr %6, align 8
  %198 = sub nsw i64 %197, %196
  store i64 %198, ptr %6, align 8
  br label %199

199:                                              ; preds = %173, %152
  %200 = load i64, ptr %6, align 8
  %201 = load ptr, ptr %10, align 8
  %202 = getelementptr inbounds %struct.gz_state, ptr %201, i32 0, i32 18
  store i64 %200, ptr %202, align 8
  %203 = load ptr, ptr %10, align 8
  %204 = getelementptr inbounds %struct.gz_state, ptr %203, i32 0, i32 0
  %205 = getelementptr inbounds %struct.gzFile_s, ptr %204, i32 0, i32 2
  %206 = load i64, ptr %205, align 8
  %207 = load i64, ptr %6, align 8
  %208 = add nsw i64 %206, %207
  store i64 %208, ptr %4, align 8
  br label %209

209:                                              ; preds = %199, %150, %145, %135, %103, %102, %43, %36, %25, %13
  %210 = load i64, ptr %4, align 8
  ret i64 %210
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @gz_error(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.gz_state, ptr %7, i32 0, i32 20
  %9 = load ptr, ptr %8, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %23

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.gz_state, ptr %12, i32 0, i32 19
  %14 = load i32, ptr %13, align 8
  %15 = icmp ne i32 %14, -4
  br i1 %15, label %16, label %20

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 20
  %19 = load ptr, ptr %18, align 8
  call void @free(ptr noundef %19) #6
  br label %20

20:                                               ; preds = %16, %11
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.gz_state, ptr %21, i32 0, i32 20
  store ptr null, ptr %22, align 8
  br label %23

23:                                               ; preds = %20, %3
  %24 = load i32, ptr %5, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %38

26:                                               ; preds = %23
  %27 = load i32, ptr %5, align 4
  %28 = icmp ne i32 %27, -5
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.gz_state, ptr %30, i32 0, i32 11
  %32 = load i32, ptr %31, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %38, label %34

34:                                               ; preds = %29
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds %struct.gz_state, ptr %35, i32 0, i32 0
  %37 = getelementptr inbounds %struct.gzFile_s, ptr %36, i32 0, i32 0
  store i32 0, ptr %37, align 8
  br label %38

38:                                               ; preds = %34, %29, %26, %23
  %39 = load i32, ptr %5, align 4
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 19
  store i32 %39, ptr %41, align 8
  %42 = load ptr, ptr %6, align 8
  %43 = icmp eq ptr %42, null
  br i1 %43, label %44, label %45

44:                                               ; preds = %38
  br label %82

45:                                               ; preds = %38
  %46 = load i32, ptr %5, align 4
  %47 = icmp eq i32 %46, -4
  br i1 %47, label %48, label %49

48:                                               ; preds = %45
  br label %82

49:                                               ; preds = %45
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds %struct.gz_state, ptr %50, i32 0, i32 3
  %52 = load ptr, ptr %51, align 8
  %53 = call i64 @strlen(ptr noundef %52) #7
  %54 = load ptr, ptr %6, align 8
  %55 = call i64 @strlen(ptr noundef %54) #7
  %56 = add i64 %53, %55
  %57 = add i64 %56, 3
  %58 = call noalias ptr @malloc(i64 noundef %57) #5
  %59 = load ptr, ptr %4, align 8
  %60 = getelementptr inbounds %struct.gz_state, ptr %59, i32 0, i32 20
  store ptr %58, ptr %60, align 8
  %61 = icmp eq ptr %58, null
  br i1 %61, label %62, label %65

62:                                               ; preds = %49
  %63 = load ptr, ptr %4, align 8
  %64 = getelementptr inbounds %struct.gz_state, ptr %63, i32 0, i32 19
  store i32 -4, ptr %64, align 8
  br label %82

65:                                               ; preds = %49
  %66 = load ptr, ptr %4, align 8
  %67 = getelementptr inbounds %struct.gz_state, ptr %66, i32 0, i32 20
  %68 = load ptr, ptr %67, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds %struct.gz_state, ptr %69, i32 0, i32 3
  %71 = load ptr, ptr %70, align 8
  %72 = call i64 @strlen(ptr noundef %71) #7
  %73 = load ptr, ptr %6, align 8
  %74 = call i64 @strlen(ptr noundef %73) #7
  %75 = add i64 %72, %74
  %76 = add i64 %75, 3
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds %struct.gz_state, ptr %77, i32 0, i32 3
  %79 = load ptr, ptr %78, align 8
  %80 = load ptr, ptr %6, align 8
  %81 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %68, i64 noundef %76, ptr noundef @.str.3, ptr noundef %79, ptr noundef @.str.4, ptr noundef %80) #6
  br label %82

82:                                               ; preds = %65, %62, %48, %44
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gzseek(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = load i32, ptr %6, align 4
  %11 = call i64 @gzseek64(ptr noundef %8, i64 noundef %9, i32 noundef %10)
  store i64 %11, ptr %7, align 8
  %12 = load i64, ptr %7, align 8
  %13 = load i64, ptr %7, align 8
  %14 = icmp eq i64 %12, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %3
  %16 = load i64, ptr %7, align 8
  br label %18

17:                                               ; preds = %3
  br label %18

18:                                               ; preds = %17, %15
  %19 = phi i64 [ %16, %15 ], [ -1, %17 ]
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gztell64(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i64 -1, ptr %2, align 8
  br label %37

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  store ptr %9, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.gz_state, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp ne i32 %12, 7247
  br i1 %13, label %14, label %20

14:                                               ; preds = %8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = icmp ne i32 %17, 31153
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  store i64 -1, ptr %2, align 8
  br label %37

20:                                               ; preds = %14, %8
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.gz_state, ptr %21, i32 0, i32 0
  %23 = getelementptr inbounds %struct.gzFile_s, ptr %22, i32 0, i32 2
  %24 = load i64, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.gz_state, ptr %25, i32 0, i32 14
  %27 = load i32, ptr %26, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %20
  br label %34

30:                                               ; preds = %20
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.gz_state, ptr %31, i32 0, i32 18
  %33 = load i64, ptr %32, align 8
  br label %34

34:                                               ; preds = %30, %29
  %35 = phi i64 [ 0, %29 ], [ %33, %30 ]
  %36 = add nsw i64 %24, %35
  store i64 %36, ptr %2, align 8
  br label %37

37:                                               ; preds = %34, %19, %7
  %38 = load i64, ptr %2, align 8
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gztell(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call i64 @gztell64(ptr noundef %4)
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = icmp eq i64 %6, %7
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  %10 = load i64, ptr %3, align 8
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %9
  %13 = phi i64 [ %10, %9 ], [ -1, %11 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gzoffset64(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store i64 -1, ptr %2, align 8
  br label %44

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  store ptr %10, ptr %5, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.gz_state, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = icmp ne i32 %13, 7247
  br i1 %14, label %15, label %21

15:                                               ; preds = %9
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.gz_state, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 8
  %19 = icmp ne i32 %18, 31153
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  store i64 -1, ptr %2, align 8
  br label %44

21:                                               ; preds = %15, %9
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 2
  %24 = load i32, ptr %23, align 4
  %25 = call i64 @lseek64(i32 noundef %24, i64 noundef 0, i32 noundef 1) #6
  store i64 %25, ptr %4, align 8
  %26 = load i64, ptr %4, align 8
  %27 = icmp eq i64 %26, -1
  br i1 %27, label %28, label %29

28:                                               ; preds = %21
  store i64 -1, ptr %2, align 8
  br label %44

29:                                               ; preds = %21
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.gz_state, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 8
  %33 = icmp eq i32 %32, 7247
  br i1 %33, label %34, label %42

34:                                               ; preds = %29
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.gz_state, ptr %35, i32 0, i32 21
  %37 = getelementptr inbounds %struct.z_stream_s, ptr %36, i32 0, i32 1
  %38 = load i32, ptr %37, align 8
  %39 = zext i32 %38 to i64
  %40 = load i64, ptr %4, align 8
  %41 = sub nsw i64 %40, %39
  store i64 %41, ptr %4, align 8
  br label %42

42:                                               ; preds = %34, %29
  %43 = load i64, ptr %4, align 8
  store i64 %43, ptr %2, align 8
  br label %44

44:                                               ; preds = %42, %28, %20, %8
  %45 = load i64, ptr %2, align 8
  ret i64 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gzoffset(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call i64 @gzoffset64(ptr noundef %4)
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = icmp eq i64 %6, %7
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  %10 = load i64, ptr %3, align 8
  br label %12

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %11, %9
  %13 = phi i64 [ %10, %9 ], [ -1, %11 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzeof(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %32

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  store ptr %9, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.gz_state, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp ne i32 %12, 7247
  br i1 %13, label %14, label %20

14:                                               ; preds = %8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = icmp ne i32 %17, 31153
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  store i32 0, ptr %2, align 4
  br label %32

20:                                               ; preds = %14, %8
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.gz_state, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 8
  %24 = icmp eq i32 %23, 7247
  br i1 %24, label %25, label %29

25:                                               ; preds = %20
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.gz_state, ptr %26, i32 0, i32 14
  %28 = load i32, ptr %27, align 4
  br label %30

29:                                               ; preds = %20
  br label %30

30:                                               ; preds = %29, %25
  %31 = phi i32 [ %28, %25 ], [ 0, %29 ]
  store i32 %31, ptr %2, align 4
  br label %32

32:                                               ; preds = %30, %19, %7
  %33 = load i32, ptr %2, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @gzerror(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store ptr null, ptr %3, align 8
  br label %50

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  store ptr %11, ptr %6, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.gz_state, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = icmp ne i32 %14, 7247
  br i1 %15, label %16, label %22

16:                                               ; preds = %10
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = icmp ne i32 %19, 31153
  br i1 %20, label %21, label %22

21:                                               ; preds = %16
  store ptr null, ptr %3, align 8
  br label %50

22:                                               ; preds = %16, %10
  %23 = load ptr, ptr %5, align 8
  %24 = icmp ne ptr %23, null
  br i1 %24, label %25, label %30

25:                                               ; preds = %22
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.gz_state, ptr %26, i32 0, i32 19
  %28 = load i32, ptr %27, align 8
  %29 = load ptr, ptr %5, align 8
  store i32 %28, ptr %29, align 4
  br label %30

30:                                               ; preds = %25, %22
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds %struct.gz_state, ptr %31, i32 0, i32 19
  %33 = load i32, ptr %32, align 8
  %34 = icmp eq i32 %33, -4
  br i1 %34, label %35, label %36

35:                                               ; preds = %30
  br label %48

36:                                               ; preds = %30
  %37 = load ptr, ptr %6, align 8
  %38 = getelementptr inbounds %struct.gz_state, ptr %37, i32 0, i32 20
  %39 = load ptr, ptr %38, align 8
  %40 = icmp eq ptr %39, null
  br i1 %40, label %41, label %42

41:                                               ; preds = %36
  br label %46

42:                                               ; preds = %36
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.gz_state, ptr %43, i32 0, i32 20
  %45 = load ptr, ptr %44, align 8
  br label %46

46:                                               ; preds = %42, %41
  %47 = phi ptr [ @.str.2, %41 ], [ %45, %42 ]
  br label %48

48:                                               ; preds = %46, %35
  %49 = phi ptr [ @.str.1, %35 ], [ %47, %46 ]
  store ptr %49, ptr %3, align 8
  br label %50

50:                                               ; preds = %48, %21, %9
  %51 = load ptr, ptr %3, align 8
  ret ptr %51
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @gzclearerr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %31

7:                                                ; preds = %1
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %3, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.gz_state, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = icmp ne i32 %11, 7247
  br i1 %12, label %13, label %19

13:                                               ; preds = %7
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.gz_state, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = icmp ne i32 %16, 31153
  br i1 %17, label %18, label %19

18:                                               ; preds = %13
  br label %31

19:                                               ; preds = %13, %7
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.gz_state, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 8
  %23 = icmp eq i32 %22, 7247
  br i1 %23, label %24, label %29

24:                                               ; preds = %19
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.gz_state, ptr %25, i32 0, i32 13
  store i32 0, ptr %26, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.gz_state, ptr %27, i32 0, i32 14
  store i32 0, ptr %28, align 4
  br label %29

29:                                               ; preds = %24, %19
  %30 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %30, i32 noundef 0, ptr noundef null)
  br label %31

31:                                               ; preds = %29, %18, %6
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gz_intmax() #0 {
  ret i32 2147483647
}

declare i32 @open(ptr noundef, i32 noundef, ...) #4

declare i32 @fcntl(i32 noundef, i32 noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0) }
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
