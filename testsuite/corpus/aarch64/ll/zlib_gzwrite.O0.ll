; ModuleID = 'src/zlib/gzwrite.c'
source_filename = "src/zlib/gzwrite.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.gz_state = type { %struct.gzFile_s, i32, i32, ptr, i32, i32, ptr, ptr, i32, i32, i32, i32, i64, i32, i32, i32, i32, i32, i64, i32, ptr, %struct.z_stream_s }
%struct.gzFile_s = type { i32, ptr, i64 }
%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [37 x i8] c"requested length does not fit in int\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"string length does not fit in int\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"stalled write on gzprintf\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@.str.6 = private unnamed_addr constant [39 x i8] c"internal error: deflate stream corrupt\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzwrite(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  store i32 0, ptr %4, align 4
  br label %42

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  store ptr %13, ptr %8, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = getelementptr inbounds %struct.gz_state, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = icmp ne i32 %16, 31153
  br i1 %17, label %28, label %18

18:                                               ; preds = %12
  %19 = load ptr, ptr %8, align 8
  %20 = getelementptr inbounds %struct.gz_state, ptr %19, i32 0, i32 19
  %21 = load i32, ptr %20, align 8
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %29

23:                                               ; preds = %18
  %24 = load ptr, ptr %8, align 8
  %25 = getelementptr inbounds %struct.gz_state, ptr %24, i32 0, i32 11
  %26 = load i32, ptr %25, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %23, %12
  store i32 0, ptr %4, align 4
  br label %42

29:                                               ; preds = %23, %18
  %30 = load ptr, ptr %8, align 8
  call void @gz_error(ptr noundef %30, i32 noundef 0, ptr noundef null)
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %29
  %34 = load ptr, ptr %8, align 8
  call void @gz_error(ptr noundef %34, i32 noundef -3, ptr noundef @.str)
  store i32 0, ptr %4, align 4
  br label %42

35:                                               ; preds = %29
  %36 = load ptr, ptr %8, align 8
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %7, align 4
  %39 = zext i32 %38 to i64
  %40 = call i64 @gz_write(ptr noundef %36, ptr noundef %37, i64 noundef %39)
  %41 = trunc i64 %40 to i32
  store i32 %41, ptr %4, align 4
  br label %42

42:                                               ; preds = %35, %33, %28, %11
  %43 = load i32, ptr %4, align 4
  ret i32 %43
}

declare void @gz_error(ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gz_write(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %13 = load i64, ptr %7, align 8
  store i64 %13, ptr %8, align 8
  %14 = load i64, ptr %7, align 8
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %3
  store i64 0, ptr %4, align 8
  br label %209

17:                                               ; preds = %3
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.gz_state, ptr %18, i32 0, i32 4
  %20 = load i32, ptr %19, align 8
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %17
  %23 = load ptr, ptr %5, align 8
  %24 = call i32 @gz_init(ptr noundef %23)
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %26, label %27

26:                                               ; preds = %22
  store i64 0, ptr %4, align 8
  br label %209

27:                                               ; preds = %22, %17
  %28 = load ptr, ptr %5, align 8
  %29 = getelementptr inbounds %struct.gz_state, ptr %28, i32 0, i32 18
  %30 = load i64, ptr %29, align 8
  %31 = icmp ne i64 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %27
  %33 = load ptr, ptr %5, align 8
  %34 = call i32 @gz_zero(ptr noundef %33)
  %35 = icmp eq i32 %34, -1
  br i1 %35, label %36, label %37

36:                                               ; preds = %32
  store i64 0, ptr %4, align 8
  br label %209

37:                                               ; preds = %32, %27
  %38 = load i64, ptr %7, align 8
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds %struct.gz_state, ptr %39, i32 0, i32 4
  %41 = load i32, ptr %40, align 8
  %42 = zext i32 %41 to i64
  %43 = icmp ult i64 %38, %42
  br i1 %43, label %44, label %140

44:                                               ; preds = %37
  br label %45

45:                                               ; preds = %138, %44
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds %struct.gz_state, ptr %46, i32 0, i32 21
  %48 = getelementptr inbounds %struct.z_stream_s, ptr %47, i32 0, i32 1
  %49 = load i32, ptr %48, align 8
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %58

51:                                               ; preds = %45
  %52 = load ptr, ptr %5, align 8
  %53 = getelementptr inbounds %struct.gz_state, ptr %52, i32 0, i32 6
  %54 = load ptr, ptr %53, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.gz_state, ptr %55, i32 0, i32 21
  %57 = getelementptr inbounds %struct.z_stream_s, ptr %56, i32 0, i32 0
  store ptr %54, ptr %57, align 8
  br label %58

58:                                               ; preds = %51, %45
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.gz_state, ptr %59, i32 0, i32 21
  %61 = getelementptr inbounds %struct.z_stream_s, ptr %60, i32 0, i32 0
  %62 = load ptr, ptr %61, align 8
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds %struct.gz_state, ptr %63, i32 0, i32 21
  %65 = getelementptr inbounds %struct.z_stream_s, ptr %64, i32 0, i32 1
  %66 = load i32, ptr %65, align 8
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %62, i64 %67
  %69 = load ptr, ptr %5, align 8
  %70 = getelementptr inbounds %struct.gz_state, ptr %69, i32 0, i32 6
  %71 = load ptr, ptr %70, align 8
  %72 = ptrtoint ptr %68 to i64
  %73 = ptrtoint ptr %71 to i64
  %74 = sub i64 %72, %73
  %75 = trunc i64 %74 to i32
  store i32 %75, ptr %10, align 4
  %76 = load ptr, ptr %5, align 8
  %77 = getelementptr inbounds %struct.gz_state, ptr %76, i32 0, i32 4
  %78 = load i32, ptr %77, align 8
  %79 = load i32, ptr %10, align 4
  %80 = sub i32 %78, %79
  store i32 %80, ptr %11, align 4
  %81 = load i32, ptr %11, align 4
  %82 = zext i32 %81 to i64
  %83 = load i64, ptr %7, align 8
  %84 = icmp ugt i64 %82, %83
  br i1 %84, label %85, label %88

85:                                               ; preds = %58
  %86 = load i64, ptr %7, align 8
  %87 = trunc i64 %86 to i32
  store i32 %87, ptr %11, align 4
  br label %88

88:                                               ; preds = %85, %58
  %89 = load ptr, ptr %5, align 8
  %90 = getelementptr inbounds %struct.gz_state, ptr %89, i32 0, i32 6
  %91 = load ptr, ptr %90, align 8
  %92 = load i32, ptr %10, align 4
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %91, i64 %93
  %95 = load ptr, ptr %6, align 8
  %96 = load i32, ptr %11, align 4
  %97 = zext i32 %96 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %94, ptr align 1 %95, i64 %97, i1 false)
  %98 = load i32, ptr %11, align 4
  %99 = load ptr, ptr %5, align 8
  %100 = getelementptr inbounds %struct.gz_state, ptr %99, i32 0, i32 21
  %101 = getelementptr inbounds %struct.z_stream_s, ptr %100, i32 0, i32 1
  %102 = load i32, ptr %101, align 8
  %103 = add i32 %102, %98
  store i32 %103, ptr %101, align 8
  %104 = load i32, ptr %11, align 4
  %105 = zext i32 %104 to i64
  %106 = load ptr, ptr %5, align 8
  %107 = getelementptr inbounds %struct.gz_state, ptr %106, i32 0, i32 0
  %108 = getelementptr inbounds %struct.gzFile_s, ptr %107, i32 0, i32 2
  %109 = load i64, ptr %108, align 8
  %110 = add nsw i64 %109, %105
  store i64 %110, ptr %108, align 8
  %111 = load ptr, ptr %6, align 8
  %112 = load i32, ptr %11, align 4
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds i8, ptr %111, i64 %113
  store ptr %114, ptr %6, align 8
  %115 = load i32, ptr %11, align 4
  %116 = zext i32 %115 to i64
  %117 = load i64, ptr %7, align 8
  %118 = sub i64 %117, %116
  store i64 %118, ptr %7, align 8
  %119 = load i64, ptr %7, align 8
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %121, label %122

121:                                              ; preds = %88
  br label %139

122:                                              ; preds = %88
  %123 = load ptr, ptr %5, align 8
  %124 = call i32 @gz_comp(ptr noundef %123, i32 noundef 0)
  %125 = icmp eq i32 %124, -1
  br i1 %125, label %126, label %138

126:                                              ; preds = %122
  %127 = load ptr, ptr %5, align 8
  %128 = getelementptr inbounds %struct.gz_state, ptr %127, i32 0, i32 11
  %129 = load i32, ptr %128, align 4
  %130 = icmp ne i32 %129, 0
  br i1 %130, label %131, label %135

131:                                              ; preds = %126
  %132 = load i64, ptr %8, align 8
  %133 = load i64, ptr %7, align 8
  %134 = sub i64 %132, %133
  br label %136

135:                                              ; preds = %126
  br label %136

136:                                              ; preds = %135, %131
  %137 = phi i64 [ %134, %131 ], [ 0, %135 ]
  store i64 %137, ptr %4, align 8
  br label %209

138:                                              ; preds = %122
  br label %45

139:                                              ; preds = %121
  br label %207

140:                                              ; preds = %37
  %141 = load ptr, ptr %5, align 8
  %142 = getelementptr inbounds %struct.gz_state, ptr %141, i32 0, i32 21
  %143 = getelementptr inbounds %struct.z_stream_s, ptr %142, i32 0, i32 1
  %144 = load i32, ptr %143, align 8
  %145 = icmp ne i32 %144, 0
  br i1 %145, label %146, label %151

146:                                              ; preds = %140
  %147 = load ptr, ptr %5, align 8
  %148 = call i32 @gz_comp(ptr noundef %147, i32 noundef 0)
  %149 = icmp eq i32 %148, -1
  br i1 %149, label %150, label %151

150:                                              ; preds = %146
  store i64 0, ptr %4, align 8
  br label %209

151:                                              ; preds = %146, %140
  %152 = load ptr, ptr %6, align 8
  %153 = load ptr, ptr %5, align 8
  %154 = getelementptr inbounds %struct.gz_state, ptr %153, i32 0, i32 21
  %155 = getelementptr inbounds %struct.z_stream_s, ptr %154, i32 0, i32 0
  store ptr %152, ptr %155, align 8
  br label %156

156:                                              ; preds = %203, %151
  store i32 -1, ptr %12, align 4
  %157 = load i32, ptr %12, align 4
  %158 = zext i32 %157 to i64
  %159 = load i64, ptr %7, align 8
  %160 = icmp ugt i64 %158, %159
  br i1 %160, label %161, label %164

161:                                              ; preds = %156
  %162 = load i64, ptr %7, align 8
  %163 = trunc i64 %162 to i32
  store i32 %163, ptr %12, align 4
  br label %164

164:                                              ; preds = %161, %156
  %165 = load i32, ptr %12, align 4
  %166 = load ptr, ptr %5, align 8
  %167 = getelementptr inbounds %struct.gz_state, ptr %166, i32 0, i32 21
  %168 = getelementptr inbounds %struct.z_stream_s, ptr %167, i32 0, i32 1
  store i32 %165, ptr %168, align 8
  %169 = load ptr, ptr %5, align 8
  %170 = call i32 @gz_comp(ptr noundef %169, i32 noundef 0)
  store i32 %170, ptr %9, align 4
  %171 = load ptr, ptr %5, align 8
  %172 = getelementptr inbounds %struct.gz_state, ptr %171, i32 0, i32 21
  %173 = getelementptr inbounds %struct.z_stream_s, ptr %172, i32 0, i32 1
  %174 = load i32, ptr %173, align 8
  %175 = load i32, ptr %12, align 4
  %176 = sub i32 %175, %174
  store i32 %176, ptr %12, align 4
  %177 = load i32, ptr %12, align 4
  %178 = zext i32 %177 to i64
  %179 = load ptr, ptr %5, align 8
  %180 = getelementptr inbounds %struct.gz_state, ptr %179, i32 0, i32 0
  %181 = getelementptr inbounds %struct.gzFile_s, ptr %180, i32 0, i32 2
  %182 = load i64, ptr %181, align 8
  %183 = add nsw i64 %182, %178
  store i64 %183, ptr %181, align 8
  %184 = load i32, ptr %12, align 4
  %185 = zext i32 %184 to i64
  %186 = load i64, ptr %7, align 8
  %187 = sub i64 %186, %185
  store i64 %187, ptr %7, align 8
  %188 = load i32, ptr %9, align 4
  %189 = icmp eq i32 %188, -1
  br i1 %189, label %190, label %202

190:                                              ; preds = %164
  %191 = load ptr, ptr %5, align 8
  %192 = getelementptr inbounds %struct.gz_state, ptr %191, i32 0, i32 11
  %193 = load i32, ptr %192, align 4
  %194 = icmp ne i32 %193, 0
  br i1 %194, label %195, label %199

195:                                              ; preds = %190
  %196 = load i64, ptr %8, align 8
  %197 = load i64, ptr %7, align 8
  %198 = sub i64 %196, %197
  br label %200

199:                                              ; preds = %190
  br label %200

200:                                              ; preds = %199, %195
  %201 = phi i64 [ %198, %195 ], [ 0, %199 ]
  store i64 %201, ptr %4, align 8
  br label %209

202:                                              ; preds = %164
  br label %203

203:                                              ; preds = %202
  %204 = load i64, ptr %7, align 8
  %205 = icmp ne i64 %204, 0
  br i1 %205, label %156, label %206, !llvm.loop !6

206:                                              ; preds = %203
  br label %207

207:                                              ; preds = %206, %139
  %208 = load i64, ptr %8, align 8
  store i64 %208, ptr %4, align 8
  br label %209

209:                                              ; preds = %207, %200, %150, %136, %36, %26, %16
  %210 = load i64, ptr %4, align 8
  ret i64 %210
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gzfwrite(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %12 = load ptr, ptr %9, align 8
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %4
  store i64 0, ptr %5, align 8
  br label %60

15:                                               ; preds = %4
  %16 = load ptr, ptr %9, align 8
  store ptr %16, ptr %11, align 8
  %17 = load ptr, ptr %11, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = icmp ne i32 %19, 31153
  br i1 %20, label %31, label %21

21:                                               ; preds = %15
  %22 = load ptr, ptr %11, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 19
  %24 = load i32, ptr %23, align 8
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %32

26:                                               ; preds = %21
  %27 = load ptr, ptr %11, align 8
  %28 = getelementptr inbounds %struct.gz_state, ptr %27, i32 0, i32 11
  %29 = load i32, ptr %28, align 4
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %32, label %31

31:                                               ; preds = %26, %15
  store i64 0, ptr %5, align 8
  br label %60

32:                                               ; preds = %26, %21
  %33 = load ptr, ptr %11, align 8
  call void @gz_error(ptr noundef %33, i32 noundef 0, ptr noundef null)
  %34 = load i64, ptr %8, align 8
  %35 = load i64, ptr %7, align 8
  %36 = mul i64 %34, %35
  store i64 %36, ptr %10, align 8
  %37 = load i64, ptr %7, align 8
  %38 = icmp ne i64 %37, 0
  br i1 %38, label %39, label %47

39:                                               ; preds = %32
  %40 = load i64, ptr %10, align 8
  %41 = load i64, ptr %7, align 8
  %42 = udiv i64 %40, %41
  %43 = load i64, ptr %8, align 8
  %44 = icmp ne i64 %42, %43
  br i1 %44, label %45, label %47

45:                                               ; preds = %39
  %46 = load ptr, ptr %11, align 8
  call void @gz_error(ptr noundef %46, i32 noundef -2, ptr noundef @.str.1)
  store i64 0, ptr %5, align 8
  br label %60

47:                                               ; preds = %39, %32
  %48 = load i64, ptr %10, align 8
  %49 = icmp ne i64 %48, 0
  br i1 %49, label %50, label %57

50:                                               ; preds = %47
  %51 = load ptr, ptr %11, align 8
  %52 = load ptr, ptr %6, align 8
  %53 = load i64, ptr %10, align 8
  %54 = call i64 @gz_write(ptr noundef %51, ptr noundef %52, i64 noundef %53)
  %55 = load i64, ptr %7, align 8
  %56 = udiv i64 %54, %55
  br label %58

57:                                               ; preds = %47
  br label %58

58:                                               ; preds = %57, %50
  %59 = phi i64 [ %56, %50 ], [ 0, %57 ]
  store i64 %59, ptr %5, align 8
  br label %60

60:                                               ; preds = %58, %45, %31, %14
  %61 = load i64, ptr %5, align 8
  ret i64 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzputc(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [1 x i8], align 1
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %113

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  store ptr %14, ptr %8, align 8
  %15 = load ptr, ptr %8, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 21
  store ptr %16, ptr %9, align 8
  %17 = load ptr, ptr %8, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = icmp ne i32 %19, 31153
  br i1 %20, label %31, label %21

21:                                               ; preds = %13
  %22 = load ptr, ptr %8, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 19
  %24 = load i32, ptr %23, align 8
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %32

26:                                               ; preds = %21
  %27 = load ptr, ptr %8, align 8
  %28 = getelementptr inbounds %struct.gz_state, ptr %27, i32 0, i32 11
  %29 = load i32, ptr %28, align 4
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %32, label %31

31:                                               ; preds = %26, %13
  store i32 -1, ptr %3, align 4
  br label %113

32:                                               ; preds = %26, %21
  %33 = load ptr, ptr %8, align 8
  call void @gz_error(ptr noundef %33, i32 noundef 0, ptr noundef null)
  %34 = load ptr, ptr %8, align 8
  %35 = getelementptr inbounds %struct.gz_state, ptr %34, i32 0, i32 18
  %36 = load i64, ptr %35, align 8
  %37 = icmp ne i64 %36, 0
  br i1 %37, label %38, label %43

38:                                               ; preds = %32
  %39 = load ptr, ptr %8, align 8
  %40 = call i32 @gz_zero(ptr noundef %39)
  %41 = icmp eq i32 %40, -1
  br i1 %41, label %42, label %43

42:                                               ; preds = %38
  store i32 -1, ptr %3, align 4
  br label %113

43:                                               ; preds = %38, %32
  %44 = load ptr, ptr %8, align 8
  %45 = getelementptr inbounds %struct.gz_state, ptr %44, i32 0, i32 4
  %46 = load i32, ptr %45, align 8
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %48, label %101

48:                                               ; preds = %43
  %49 = load ptr, ptr %9, align 8
  %50 = getelementptr inbounds %struct.z_stream_s, ptr %49, i32 0, i32 1
  %51 = load i32, ptr %50, align 8
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %59

53:                                               ; preds = %48
  %54 = load ptr, ptr %8, align 8
  %55 = getelementptr inbounds %struct.gz_state, ptr %54, i32 0, i32 6
  %56 = load ptr, ptr %55, align 8
  %57 = load ptr, ptr %9, align 8
  %58 = getelementptr inbounds %struct.z_stream_s, ptr %57, i32 0, i32 0
  store ptr %56, ptr %58, align 8
  br label %59

59:                                               ; preds = %53, %48
  %60 = load ptr, ptr %9, align 8
  %61 = getelementptr inbounds %struct.z_stream_s, ptr %60, i32 0, i32 0
  %62 = load ptr, ptr %61, align 8
  %63 = load ptr, ptr %9, align 8
  %64 = getelementptr inbounds %struct.z_stream_s, ptr %63, i32 0, i32 1
  %65 = load i32, ptr %64, align 8
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i8, ptr %62, i64 %66
  %68 = load ptr, ptr %8, align 8
  %69 = getelementptr inbounds %struct.gz_state, ptr %68, i32 0, i32 6
  %70 = load ptr, ptr %69, align 8
  %71 = ptrtoint ptr %67 to i64
  %72 = ptrtoint ptr %70 to i64
  %73 = sub i64 %71, %72
  %74 = trunc i64 %73 to i32
  store i32 %74, ptr %6, align 4
  %75 = load i32, ptr %6, align 4
  %76 = load ptr, ptr %8, align 8
  %77 = getelementptr inbounds %struct.gz_state, ptr %76, i32 0, i32 4
  %78 = load i32, ptr %77, align 8
  %79 = icmp ult i32 %75, %78
  br i1 %79, label %80, label %100

80:                                               ; preds = %59
  %81 = load i32, ptr %5, align 4
  %82 = trunc i32 %81 to i8
  %83 = load ptr, ptr %8, align 8
  %84 = getelementptr inbounds %struct.gz_state, ptr %83, i32 0, i32 6
  %85 = load ptr, ptr %84, align 8
  %86 = load i32, ptr %6, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds i8, ptr %85, i64 %87
  store i8 %82, ptr %88, align 1
  %89 = load ptr, ptr %9, align 8
  %90 = getelementptr inbounds %struct.z_stream_s, ptr %89, i32 0, i32 1
  %91 = load i32, ptr %90, align 8
  %92 = add i32 %91, 1
  store i32 %92, ptr %90, align 8
  %93 = load ptr, ptr %8, align 8
  %94 = getelementptr inbounds %struct.gz_state, ptr %93, i32 0, i32 0
  %95 = getelementptr inbounds %struct.gzFile_s, ptr %94, i32 0, i32 2
  %96 = load i64, ptr %95, align 8
  %97 = add nsw i64 %96, 1
  store i64 %97, ptr %95, align 8
  %98 = load i32, ptr %5, align 4
  %99 = and i32 %98, 255
  store i32 %99, ptr %3, align 4
  br label %113

100:                                              ; preds = %59
  br label %101

101:                                              ; preds = %100, %43
  %102 = load i32, ptr %5, align 4
  %103 = trunc i32 %102 to i8
  %104 = getelementptr inbounds [1 x i8], ptr %7, i64 0, i64 0
  store i8 %103, ptr %104, align 1
  %105 = load ptr, ptr %8, align 8
  %106 = getelementptr inbounds [1 x i8], ptr %7, i64 0, i64 0
  %107 = call i64 @gz_write(ptr noundef %105, ptr noundef %106, i64 noundef 1)
  %108 = icmp ne i64 %107, 1
  br i1 %108, label %109, label %110

109:                                              ; preds = %101
  store i32 -1, ptr %3, align 4
  br label %113

110:                                              ; preds = %101
  %111 = load i32, ptr %5, align 4
  %112 = and i32 %111, 255
  store i32 %112, ptr %3, align 4
  br label %113

113:                                              ; preds = %110, %109, %80, %42, %31, %12
  %114 = load i32, ptr %3, align 4
  ret i32 %114
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_zero(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.gz_state, ptr %8, i32 0, i32 21
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %1
  %15 = load ptr, ptr %3, align 8
  %16 = call i32 @gz_comp(ptr noundef %15, i32 noundef 0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store i32 -1, ptr %2, align 4
  br label %87

19:                                               ; preds = %14, %1
  store i32 1, ptr %4, align 4
  br label %20

20:                                               ; preds = %81, %19
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.gz_state, ptr %21, i32 0, i32 4
  %23 = load i32, ptr %22, align 8
  %24 = zext i32 %23 to i64
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.gz_state, ptr %25, i32 0, i32 18
  %27 = load i64, ptr %26, align 8
  %28 = icmp sgt i64 %24, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %20
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.gz_state, ptr %30, i32 0, i32 18
  %32 = load i64, ptr %31, align 8
  %33 = trunc i64 %32 to i32
  br label %38

34:                                               ; preds = %20
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds %struct.gz_state, ptr %35, i32 0, i32 4
  %37 = load i32, ptr %36, align 8
  br label %38

38:                                               ; preds = %34, %29
  %39 = phi i32 [ %33, %29 ], [ %37, %34 ]
  store i32 %39, ptr %6, align 4
  %40 = load i32, ptr %4, align 4
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %48

42:                                               ; preds = %38
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.gz_state, ptr %43, i32 0, i32 6
  %45 = load ptr, ptr %44, align 8
  %46 = load i32, ptr %6, align 4
  %47 = zext i32 %46 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %45, i8 0, i64 %47, i1 false)
  store i32 0, ptr %4, align 4
  br label %48

48:                                               ; preds = %42, %38
  %49 = load i32, ptr %6, align 4
  %50 = load ptr, ptr %7, align 8
  %51 = getelementptr inbounds %struct.z_stream_s, ptr %50, i32 0, i32 1
  store i32 %49, ptr %51, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds %struct.gz_state, ptr %52, i32 0, i32 6
  %54 = load ptr, ptr %53, align 8
  %55 = load ptr, ptr %7, align 8
  %56 = getelementptr inbounds %struct.z_stream_s, ptr %55, i32 0, i32 0
  store ptr %54, ptr %56, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = call i32 @gz_comp(ptr noundef %57, i32 noundef 0)
  store i32 %58, ptr %5, align 4
  %59 = load ptr, ptr %7, align 8
  %60 = getelementptr inbounds %struct.z_stream_s, ptr %59, i32 0, i32 1
  %61 = load i32, ptr %60, align 8
  %62 = load i32, ptr %6, align 4
  %63 = sub i32 %62, %61
  store i32 %63, ptr %6, align 4
  %64 = load i32, ptr %6, align 4
  %65 = zext i32 %64 to i64
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds %struct.gz_state, ptr %66, i32 0, i32 0
  %68 = getelementptr inbounds %struct.gzFile_s, ptr %67, i32 0, i32 2
  %69 = load i64, ptr %68, align 8
  %70 = add nsw i64 %69, %65
  store i64 %70, ptr %68, align 8
  %71 = load i32, ptr %6, align 4
  %72 = zext i32 %71 to i64
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.gz_state, ptr %73, i32 0, i32 18
  %75 = load i64, ptr %74, align 8
  %76 = sub nsw i64 %75, %72
  store i64 %76, ptr %74, align 8
  %77 = load i32, ptr %5, align 4
  %78 = icmp eq i32 %77, -1
  br i1 %78, label %79, label %80

79:                                               ; preds = %48
  store i32 -1, ptr %2, align 4
  br label %87

80:                                               ; preds = %48
  br label %81

81:                                               ; preds = %80
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds %struct.gz_state, ptr %82, i32 0, i32 18
  %84 = load i64, ptr %83, align 8
  %85 = icmp ne i64 %84, 0
  br i1 %85, label %20, label %86, !llvm.loop !8

86:                                               ; preds = %81
  store i32 0, ptr %2, align 4
  br label %87

87:                                               ; preds = %86, %79, %18
  %88 = load i32, ptr %2, align 4
  ret i32 %88
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzputs(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %60

12:                                               ; preds = %2
  %13 = load ptr, ptr %4, align 8
  store ptr %13, ptr %8, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = getelementptr inbounds %struct.gz_state, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = icmp ne i32 %16, 31153
  br i1 %17, label %28, label %18

18:                                               ; preds = %12
  %19 = load ptr, ptr %8, align 8
  %20 = getelementptr inbounds %struct.gz_state, ptr %19, i32 0, i32 19
  %21 = load i32, ptr %20, align 8
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %29

23:                                               ; preds = %18
  %24 = load ptr, ptr %8, align 8
  %25 = getelementptr inbounds %struct.gz_state, ptr %24, i32 0, i32 11
  %26 = load i32, ptr %25, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %23, %12
  store i32 -1, ptr %3, align 4
  br label %60

29:                                               ; preds = %23, %18
  %30 = load ptr, ptr %8, align 8
  call void @gz_error(ptr noundef %30, i32 noundef 0, ptr noundef null)
  %31 = load ptr, ptr %5, align 8
  %32 = call i64 @strlen(ptr noundef %31) #9
  store i64 %32, ptr %6, align 8
  %33 = load i64, ptr %6, align 8
  %34 = trunc i64 %33 to i32
  %35 = icmp slt i32 %34, 0
  br i1 %35, label %42, label %36

36:                                               ; preds = %29
  %37 = load i64, ptr %6, align 8
  %38 = trunc i64 %37 to i32
  %39 = zext i32 %38 to i64
  %40 = load i64, ptr %6, align 8
  %41 = icmp ne i64 %39, %40
  br i1 %41, label %42, label %44

42:                                               ; preds = %36, %29
  %43 = load ptr, ptr %8, align 8
  call void @gz_error(ptr noundef %43, i32 noundef -2, ptr noundef @.str.2)
  store i32 -1, ptr %3, align 4
  br label %60

44:                                               ; preds = %36
  %45 = load ptr, ptr %8, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = load i64, ptr %6, align 8
  %48 = call i64 @gz_write(ptr noundef %45, ptr noundef %46, i64 noundef %47)
  store i64 %48, ptr %7, align 8
  %49 = load i64, ptr %6, align 8
  %50 = icmp ne i64 %49, 0
  br i1 %50, label %51, label %55

51:                                               ; preds = %44
  %52 = load i64, ptr %7, align 8
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %51
  br label %58

55:                                               ; preds = %51, %44
  %56 = load i64, ptr %7, align 8
  %57 = trunc i64 %56 to i32
  br label %58

58:                                               ; preds = %55, %54
  %59 = phi i32 [ -1, %54 ], [ %57, %55 ]
  store i32 %59, ptr %3, align 4
  br label %60

60:                                               ; preds = %58, %42, %28, %11
  %61 = load i32, ptr %3, align 4
  ret i32 %61
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzvprintf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %17

16:                                               ; preds = %3
  store i32 -2, ptr %4, align 4
  br label %184

17:                                               ; preds = %3
  %18 = load ptr, ptr %5, align 8
  store ptr %18, ptr %11, align 8
  %19 = load ptr, ptr %11, align 8
  %20 = getelementptr inbounds %struct.gz_state, ptr %19, i32 0, i32 21
  store ptr %20, ptr %12, align 8
  %21 = load ptr, ptr %11, align 8
  %22 = getelementptr inbounds %struct.gz_state, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 8
  %24 = icmp ne i32 %23, 31153
  br i1 %24, label %35, label %25

25:                                               ; preds = %17
  %26 = load ptr, ptr %11, align 8
  %27 = getelementptr inbounds %struct.gz_state, ptr %26, i32 0, i32 19
  %28 = load i32, ptr %27, align 8
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %36

30:                                               ; preds = %25
  %31 = load ptr, ptr %11, align 8
  %32 = getelementptr inbounds %struct.gz_state, ptr %31, i32 0, i32 11
  %33 = load i32, ptr %32, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %36, label %35

35:                                               ; preds = %30, %17
  store i32 -2, ptr %4, align 4
  br label %184

36:                                               ; preds = %30, %25
  %37 = load ptr, ptr %11, align 8
  call void @gz_error(ptr noundef %37, i32 noundef 0, ptr noundef null)
  %38 = load ptr, ptr %11, align 8
  %39 = getelementptr inbounds %struct.gz_state, ptr %38, i32 0, i32 4
  %40 = load i32, ptr %39, align 8
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %50

42:                                               ; preds = %36
  %43 = load ptr, ptr %11, align 8
  %44 = call i32 @gz_init(ptr noundef %43)
  %45 = icmp eq i32 %44, -1
  br i1 %45, label %46, label %50

46:                                               ; preds = %42
  %47 = load ptr, ptr %11, align 8
  %48 = getelementptr inbounds %struct.gz_state, ptr %47, i32 0, i32 19
  %49 = load i32, ptr %48, align 8
  store i32 %49, ptr %4, align 4
  br label %184

50:                                               ; preds = %42, %36
  %51 = load ptr, ptr %11, align 8
  %52 = getelementptr inbounds %struct.gz_state, ptr %51, i32 0, i32 18
  %53 = load i64, ptr %52, align 8
  %54 = icmp ne i64 %53, 0
  br i1 %54, label %55, label %63

55:                                               ; preds = %50
  %56 = load ptr, ptr %11, align 8
  %57 = call i32 @gz_zero(ptr noundef %56)
  %58 = icmp eq i32 %57, -1
  br i1 %58, label %59, label %63

59:                                               ; preds = %55
  %60 = load ptr, ptr %11, align 8
  %61 = getelementptr inbounds %struct.gz_state, ptr %60, i32 0, i32 19
  %62 = load i32, ptr %61, align 8
  store i32 %62, ptr %4, align 4
  br label %184

63:                                               ; preds = %55, %50
  %64 = load ptr, ptr %11, align 8
  %65 = call i32 @gz_vacate(ptr noundef %64)
  store i32 %65, ptr %9, align 4
  %66 = load ptr, ptr %11, align 8
  %67 = getelementptr inbounds %struct.gz_state, ptr %66, i32 0, i32 19
  %68 = load i32, ptr %67, align 8
  %69 = icmp ne i32 %68, 0
  br i1 %69, label %70, label %90

70:                                               ; preds = %63
  %71 = load i32, ptr %9, align 4
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %80

73:                                               ; preds = %70
  %74 = load ptr, ptr %11, align 8
  %75 = getelementptr inbounds %struct.gz_state, ptr %74, i32 0, i32 11
  %76 = load i32, ptr %75, align 4
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %78, label %80

78:                                               ; preds = %73
  %79 = load ptr, ptr %11, align 8
  call void @gz_error(ptr noundef %79, i32 noundef -5, ptr noundef @.str.3)
  br label %80

80:                                               ; preds = %78, %73, %70
  %81 = load ptr, ptr %11, align 8
  %82 = getelementptr inbounds %struct.gz_state, ptr %81, i32 0, i32 11
  %83 = load i32, ptr %82, align 4
  %84 = icmp ne i32 %83, 0
  br i1 %84, label %89, label %85

85:                                               ; preds = %80
  %86 = load ptr, ptr %11, align 8
  %87 = getelementptr inbounds %struct.gz_state, ptr %86, i32 0, i32 19
  %88 = load i32, ptr %87, align 8
  store i32 %88, ptr %4, align 4
  br label %184

89:                                               ; preds = %80
  br label %90

90:                                               ; preds = %89, %63
  %91 = load ptr, ptr %12, align 8
  %92 = getelementptr inbounds %struct.z_stream_s, ptr %91, i32 0, i32 1
  %93 = load i32, ptr %92, align 8
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %101

95:                                               ; preds = %90
  %96 = load ptr, ptr %11, align 8
  %97 = getelementptr inbounds %struct.gz_state, ptr %96, i32 0, i32 6
  %98 = load ptr, ptr %97, align 8
  %99 = load ptr, ptr %12, align 8
  %100 = getelementptr inbounds %struct.z_stream_s, ptr %99, i32 0, i32 0
  store ptr %98, ptr %100, align 8
  br label %101

101:                                              ; preds = %95, %90
  %102 = load ptr, ptr %11, align 8
  %103 = getelementptr inbounds %struct.gz_state, ptr %102, i32 0, i32 6
  %104 = load ptr, ptr %103, align 8
  %105 = load ptr, ptr %12, align 8
  %106 = getelementptr inbounds %struct.z_stream_s, ptr %105, i32 0, i32 0
  %107 = load ptr, ptr %106, align 8
  %108 = load ptr, ptr %11, align 8
  %109 = getelementptr inbounds %struct.gz_state, ptr %108, i32 0, i32 6
  %110 = load ptr, ptr %109, align 8
  %111 = ptrtoint ptr %107 to i64
  %112 = ptrtoint ptr %110 to i64
  %113 = sub i64 %111, %112
  %114 = getelementptr inbounds i8, ptr %104, i64 %113
  %115 = load ptr, ptr %12, align 8
  %116 = getelementptr inbounds %struct.z_stream_s, ptr %115, i32 0, i32 1
  %117 = load i32, ptr %116, align 8
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds i8, ptr %114, i64 %118
  store ptr %119, ptr %10, align 8
  %120 = load ptr, ptr %10, align 8
  %121 = load ptr, ptr %11, align 8
  %122 = getelementptr inbounds %struct.gz_state, ptr %121, i32 0, i32 4
  %123 = load i32, ptr %122, align 8
  %124 = sub i32 %123, 1
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds i8, ptr %120, i64 %125
  store i8 0, ptr %126, align 1
  %127 = load ptr, ptr %10, align 8
  %128 = load ptr, ptr %11, align 8
  %129 = getelementptr inbounds %struct.gz_state, ptr %128, i32 0, i32 4
  %130 = load i32, ptr %129, align 8
  %131 = zext i32 %130 to i64
  %132 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %2, i64 32, i1 false)
  %133 = call i32 @vsnprintf(ptr noundef %127, i64 noundef %131, ptr noundef %132, ptr noundef %13) #10
  store i32 %133, ptr %8, align 4
  %134 = load i32, ptr %8, align 4
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %153, label %136

136:                                              ; preds = %101
  %137 = load i32, ptr %8, align 4
  %138 = load ptr, ptr %11, align 8
  %139 = getelementptr inbounds %struct.gz_state, ptr %138, i32 0, i32 4
  %140 = load i32, ptr %139, align 8
  %141 = icmp uge i32 %137, %140
  br i1 %141, label %153, label %142

142:                                              ; preds = %136
  %143 = load ptr, ptr %10, align 8
  %144 = load ptr, ptr %11, align 8
  %145 = getelementptr inbounds %struct.gz_state, ptr %144, i32 0, i32 4
  %146 = load i32, ptr %145, align 8
  %147 = sub i32 %146, 1
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds i8, ptr %143, i64 %148
  %150 = load i8, ptr %149, align 1
  %151 = zext i8 %150 to i32
  %152 = icmp ne i32 %151, 0
  br i1 %152, label %153, label %154

153:                                              ; preds = %142, %136, %101
  store i32 0, ptr %4, align 4
  br label %184

154:                                              ; preds = %142
  %155 = load i32, ptr %8, align 4
  %156 = load ptr, ptr %12, align 8
  %157 = getelementptr inbounds %struct.z_stream_s, ptr %156, i32 0, i32 1
  %158 = load i32, ptr %157, align 8
  %159 = add i32 %158, %155
  store i32 %159, ptr %157, align 8
  %160 = load i32, ptr %8, align 4
  %161 = sext i32 %160 to i64
  %162 = load ptr, ptr %11, align 8
  %163 = getelementptr inbounds %struct.gz_state, ptr %162, i32 0, i32 0
  %164 = getelementptr inbounds %struct.gzFile_s, ptr %163, i32 0, i32 2
  %165 = load i64, ptr %164, align 8
  %166 = add nsw i64 %165, %161
  store i64 %166, ptr %164, align 8
  %167 = load ptr, ptr %11, align 8
  %168 = call i32 @gz_vacate(ptr noundef %167)
  store i32 %168, ptr %9, align 4
  %169 = load ptr, ptr %11, align 8
  %170 = getelementptr inbounds %struct.gz_state, ptr %169, i32 0, i32 19
  %171 = load i32, ptr %170, align 8
  %172 = icmp ne i32 %171, 0
  br i1 %172, label %173, label %182

173:                                              ; preds = %154
  %174 = load ptr, ptr %11, align 8
  %175 = getelementptr inbounds %struct.gz_state, ptr %174, i32 0, i32 11
  %176 = load i32, ptr %175, align 4
  %177 = icmp ne i32 %176, 0
  br i1 %177, label %182, label %178

178:                                              ; preds = %173
  %179 = load ptr, ptr %11, align 8
  %180 = getelementptr inbounds %struct.gz_state, ptr %179, i32 0, i32 19
  %181 = load i32, ptr %180, align 8
  store i32 %181, ptr %4, align 4
  br label %184

182:                                              ; preds = %173, %154
  %183 = load i32, ptr %8, align 4
  store i32 %183, ptr %4, align 4
  br label %184

184:                                              ; preds = %182, %178, %153, %85, %59, %46, %35, %16
  %185 = load i32, ptr %4, align 4
  ret i32 %185
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_init(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.gz_state, ptr %6, i32 0, i32 21
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.gz_state, ptr %8, i32 0, i32 5
  %10 = load i32, ptr %9, align 4
  %11 = shl i32 %10, 1
  %12 = zext i32 %11 to i64
  %13 = call noalias ptr @malloc(i64 noundef %12) #11
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.gz_state, ptr %14, i32 0, i32 6
  store ptr %13, ptr %15, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.gz_state, ptr %16, i32 0, i32 6
  %18 = load ptr, ptr %17, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %22

20:                                               ; preds = %1
  %21 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %21, i32 noundef -4, ptr noundef @.str.4)
  store i32 -1, ptr %2, align 4
  br label %100

22:                                               ; preds = %1
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.gz_state, ptr %23, i32 0, i32 8
  %25 = load i32, ptr %24, align 8
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %72, label %27

27:                                               ; preds = %22
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.gz_state, ptr %28, i32 0, i32 5
  %30 = load i32, ptr %29, align 4
  %31 = zext i32 %30 to i64
  %32 = call noalias ptr @malloc(i64 noundef %31) #11
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.gz_state, ptr %33, i32 0, i32 7
  store ptr %32, ptr %34, align 8
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds %struct.gz_state, ptr %35, i32 0, i32 7
  %37 = load ptr, ptr %36, align 8
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %44

39:                                               ; preds = %27
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 6
  %42 = load ptr, ptr %41, align 8
  call void @free(ptr noundef %42) #10
  %43 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %43, i32 noundef -4, ptr noundef @.str.4)
  store i32 -1, ptr %2, align 4
  br label %100

44:                                               ; preds = %27
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds %struct.z_stream_s, ptr %45, i32 0, i32 8
  store ptr null, ptr %46, align 8
  %47 = load ptr, ptr %5, align 8
  %48 = getelementptr inbounds %struct.z_stream_s, ptr %47, i32 0, i32 9
  store ptr null, ptr %48, align 8
  %49 = load ptr, ptr %5, align 8
  %50 = getelementptr inbounds %struct.z_stream_s, ptr %49, i32 0, i32 10
  store ptr null, ptr %50, align 8
  %51 = load ptr, ptr %5, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds %struct.gz_state, ptr %52, i32 0, i32 15
  %54 = load i32, ptr %53, align 8
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds %struct.gz_state, ptr %55, i32 0, i32 16
  %57 = load i32, ptr %56, align 4
  %58 = call i32 @deflateInit2_(ptr noundef %51, i32 noundef %54, i32 noundef 8, i32 noundef 31, i32 noundef 8, i32 noundef %57, ptr noundef @.str.5, i32 noundef 112)
  store i32 %58, ptr %4, align 4
  %59 = load i32, ptr %4, align 4
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %69

61:                                               ; preds = %44
  %62 = load ptr, ptr %3, align 8
  %63 = getelementptr inbounds %struct.gz_state, ptr %62, i32 0, i32 7
  %64 = load ptr, ptr %63, align 8
  call void @free(ptr noundef %64) #10
  %65 = load ptr, ptr %3, align 8
  %66 = getelementptr inbounds %struct.gz_state, ptr %65, i32 0, i32 6
  %67 = load ptr, ptr %66, align 8
  call void @free(ptr noundef %67) #10
  %68 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %68, i32 noundef -4, ptr noundef @.str.4)
  store i32 -1, ptr %2, align 4
  br label %100

69:                                               ; preds = %44
  %70 = load ptr, ptr %5, align 8
  %71 = getelementptr inbounds %struct.z_stream_s, ptr %70, i32 0, i32 0
  store ptr null, ptr %71, align 8
  br label %72

72:                                               ; preds = %69, %22
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.gz_state, ptr %73, i32 0, i32 5
  %75 = load i32, ptr %74, align 4
  %76 = load ptr, ptr %3, align 8
  %77 = getelementptr inbounds %struct.gz_state, ptr %76, i32 0, i32 4
  store i32 %75, ptr %77, align 8
  %78 = load ptr, ptr %3, align 8
  %79 = getelementptr inbounds %struct.gz_state, ptr %78, i32 0, i32 8
  %80 = load i32, ptr %79, align 8
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %99, label %82

82:                                               ; preds = %72
  %83 = load ptr, ptr %3, align 8
  %84 = getelementptr inbounds %struct.gz_state, ptr %83, i32 0, i32 4
  %85 = load i32, ptr %84, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds %struct.z_stream_s, ptr %86, i32 0, i32 4
  store i32 %85, ptr %87, align 8
  %88 = load ptr, ptr %3, align 8
  %89 = getelementptr inbounds %struct.gz_state, ptr %88, i32 0, i32 7
  %90 = load ptr, ptr %89, align 8
  %91 = load ptr, ptr %5, align 8
  %92 = getelementptr inbounds %struct.z_stream_s, ptr %91, i32 0, i32 3
  store ptr %90, ptr %92, align 8
  %93 = load ptr, ptr %5, align 8
  %94 = getelementptr inbounds %struct.z_stream_s, ptr %93, i32 0, i32 3
  %95 = load ptr, ptr %94, align 8
  %96 = load ptr, ptr %3, align 8
  %97 = getelementptr inbounds %struct.gz_state, ptr %96, i32 0, i32 0
  %98 = getelementptr inbounds %struct.gzFile_s, ptr %97, i32 0, i32 1
  store ptr %95, ptr %98, align 8
  br label %99

99:                                               ; preds = %82, %72
  store i32 0, ptr %2, align 4
  br label %100

100:                                              ; preds = %99, %61, %39, %20
  %101 = load i32, ptr %2, align 4
  ret i32 %101
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_vacate(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.gz_state, ptr %5, i32 0, i32 21
  store ptr %6, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.z_stream_s, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.z_stream_s, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %9, i64 %13
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 6
  %17 = load ptr, ptr %16, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.gz_state, ptr %18, i32 0, i32 4
  %20 = load i32, ptr %19, align 8
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %17, i64 %21
  %23 = icmp ule ptr %14, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %62

25:                                               ; preds = %1
  %26 = load ptr, ptr %3, align 8
  %27 = call i32 @gz_comp(ptr noundef %26, i32 noundef 0)
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds %struct.z_stream_s, ptr %28, i32 0, i32 1
  %30 = load i32, ptr %29, align 8
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %38

32:                                               ; preds = %25
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.gz_state, ptr %33, i32 0, i32 6
  %35 = load ptr, ptr %34, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds %struct.z_stream_s, ptr %36, i32 0, i32 0
  store ptr %35, ptr %37, align 8
  store i32 0, ptr %2, align 4
  br label %62

38:                                               ; preds = %25
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.gz_state, ptr %39, i32 0, i32 6
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds %struct.z_stream_s, ptr %42, i32 0, i32 0
  %44 = load ptr, ptr %43, align 8
  %45 = load ptr, ptr %4, align 8
  %46 = getelementptr inbounds %struct.z_stream_s, ptr %45, i32 0, i32 1
  %47 = load i32, ptr %46, align 8
  %48 = zext i32 %47 to i64
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %41, ptr align 1 %44, i64 %48, i1 false)
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.gz_state, ptr %49, i32 0, i32 6
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds %struct.z_stream_s, ptr %52, i32 0, i32 0
  store ptr %51, ptr %53, align 8
  %54 = load ptr, ptr %4, align 8
  %55 = getelementptr inbounds %struct.z_stream_s, ptr %54, i32 0, i32 1
  %56 = load i32, ptr %55, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds %struct.gz_state, ptr %57, i32 0, i32 4
  %59 = load i32, ptr %58, align 8
  %60 = icmp ugt i32 %56, %59
  %61 = zext i1 %60 to i32
  store i32 %61, ptr %2, align 4
  br label %62

62:                                               ; preds = %38, %32, %24
  %63 = load i32, ptr %2, align 4
  ret i32 %63
}

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzprintf(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %5)
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %5, i64 32, i1 false)
  %10 = call i32 @gzvprintf(ptr noundef %8, ptr noundef %9, ptr noundef %7)
  store i32 %10, ptr %6, align 4
  call void @llvm.va_end.p0(ptr %5)
  %11 = load i32, ptr %6, align 4
  ret i32 %11
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzflush(ptr noundef %0, i32 noundef %1) #0 {
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
  store i32 -2, ptr %3, align 4
  br label %55

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  store ptr %11, ptr %6, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.gz_state, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = icmp ne i32 %14, 31153
  br i1 %15, label %26, label %16

16:                                               ; preds = %10
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 19
  %19 = load i32, ptr %18, align 8
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %16
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 11
  %24 = load i32, ptr %23, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %27, label %26

26:                                               ; preds = %21, %10
  store i32 -2, ptr %3, align 4
  br label %55

27:                                               ; preds = %21, %16
  %28 = load ptr, ptr %6, align 8
  call void @gz_error(ptr noundef %28, i32 noundef 0, ptr noundef null)
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4
  %33 = icmp sgt i32 %32, 4
  br i1 %33, label %34, label %35

34:                                               ; preds = %31, %27
  store i32 -2, ptr %3, align 4
  br label %55

35:                                               ; preds = %31
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.gz_state, ptr %36, i32 0, i32 18
  %38 = load i64, ptr %37, align 8
  %39 = icmp ne i64 %38, 0
  br i1 %39, label %40, label %48

40:                                               ; preds = %35
  %41 = load ptr, ptr %6, align 8
  %42 = call i32 @gz_zero(ptr noundef %41)
  %43 = icmp eq i32 %42, -1
  br i1 %43, label %44, label %48

44:                                               ; preds = %40
  %45 = load ptr, ptr %6, align 8
  %46 = getelementptr inbounds %struct.gz_state, ptr %45, i32 0, i32 19
  %47 = load i32, ptr %46, align 8
  store i32 %47, ptr %3, align 4
  br label %55

48:                                               ; preds = %40, %35
  %49 = load ptr, ptr %6, align 8
  %50 = load i32, ptr %5, align 4
  %51 = call i32 @gz_comp(ptr noundef %49, i32 noundef %50)
  %52 = load ptr, ptr %6, align 8
  %53 = getelementptr inbounds %struct.gz_state, ptr %52, i32 0, i32 19
  %54 = load i32, ptr %53, align 8
  store i32 %54, ptr %3, align 4
  br label %55

55:                                               ; preds = %48, %44, %34, %26, %9
  %56 = load i32, ptr %3, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_comp(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 1073741824, ptr %10, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.gz_state, ptr %12, i32 0, i32 21
  store ptr %13, ptr %11, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.gz_state, ptr %14, i32 0, i32 4
  %16 = load i32, ptr %15, align 8
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %2
  %19 = load ptr, ptr %4, align 8
  %20 = call i32 @gz_init(ptr noundef %19)
  %21 = icmp eq i32 %20, -1
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store i32 -1, ptr %3, align 4
  br label %256

23:                                               ; preds = %18, %2
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.gz_state, ptr %24, i32 0, i32 8
  %26 = load i32, ptr %25, align 8
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %92

28:                                               ; preds = %23
  br label %29

29:                                               ; preds = %79, %28
  %30 = load ptr, ptr %11, align 8
  %31 = getelementptr inbounds %struct.z_stream_s, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 8
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %91

34:                                               ; preds = %29
  %35 = call ptr @__errno_location() #12
  store i32 0, ptr %35, align 4
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds %struct.gz_state, ptr %36, i32 0, i32 11
  store i32 0, ptr %37, align 4
  %38 = load ptr, ptr %11, align 8
  %39 = getelementptr inbounds %struct.z_stream_s, ptr %38, i32 0, i32 1
  %40 = load i32, ptr %39, align 8
  %41 = load i32, ptr %10, align 4
  %42 = icmp ugt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %34
  %44 = load i32, ptr %10, align 4
  br label %49

45:                                               ; preds = %34
  %46 = load ptr, ptr %11, align 8
  %47 = getelementptr inbounds %struct.z_stream_s, ptr %46, i32 0, i32 1
  %48 = load i32, ptr %47, align 8
  br label %49

49:                                               ; preds = %45, %43
  %50 = phi i32 [ %44, %43 ], [ %48, %45 ]
  store i32 %50, ptr %9, align 4
  %51 = load ptr, ptr %4, align 8
  %52 = getelementptr inbounds %struct.gz_state, ptr %51, i32 0, i32 2
  %53 = load i32, ptr %52, align 4
  %54 = load ptr, ptr %11, align 8
  %55 = getelementptr inbounds %struct.z_stream_s, ptr %54, i32 0, i32 0
  %56 = load ptr, ptr %55, align 8
  %57 = load i32, ptr %9, align 4
  %58 = zext i32 %57 to i64
  %59 = call i64 @write(i32 noundef %53, ptr noundef %56, i64 noundef %58)
  %60 = trunc i64 %59 to i32
  store i32 %60, ptr %7, align 4
  %61 = load i32, ptr %7, align 4
  %62 = icmp slt i32 %61, 0
  br i1 %62, label %63, label %79

63:                                               ; preds = %49
  %64 = call ptr @__errno_location() #12
  %65 = load i32, ptr %64, align 4
  %66 = icmp eq i32 %65, 11
  br i1 %66, label %71, label %67

67:                                               ; preds = %63
  %68 = call ptr @__errno_location() #12
  %69 = load i32, ptr %68, align 4
  %70 = icmp eq i32 %69, 11
  br i1 %70, label %71, label %74

71:                                               ; preds = %67, %63
  %72 = load ptr, ptr %4, align 8
  %73 = getelementptr inbounds %struct.gz_state, ptr %72, i32 0, i32 11
  store i32 1, ptr %73, align 4
  br label %74

74:                                               ; preds = %71, %67
  %75 = load ptr, ptr %4, align 8
  %76 = call ptr @__errno_location() #12
  %77 = load i32, ptr %76, align 4
  %78 = call ptr @strerror(i32 noundef %77) #10
  call void @gz_error(ptr noundef %75, i32 noundef -1, ptr noundef %78)
  store i32 -1, ptr %3, align 4
  br label %256

79:                                               ; preds = %49
  %80 = load i32, ptr %7, align 4
  %81 = load ptr, ptr %11, align 8
  %82 = getelementptr inbounds %struct.z_stream_s, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 8
  %84 = sub i32 %83, %80
  store i32 %84, ptr %82, align 8
  %85 = load i32, ptr %7, align 4
  %86 = load ptr, ptr %11, align 8
  %87 = getelementptr inbounds %struct.z_stream_s, ptr %86, i32 0, i32 0
  %88 = load ptr, ptr %87, align 8
  %89 = sext i32 %85 to i64
  %90 = getelementptr inbounds i8, ptr %88, i64 %89
  store ptr %90, ptr %87, align 8
  br label %29, !llvm.loop !9

91:                                               ; preds = %29
  store i32 0, ptr %3, align 4
  br label %256

92:                                               ; preds = %23
  %93 = load ptr, ptr %4, align 8
  %94 = getelementptr inbounds %struct.gz_state, ptr %93, i32 0, i32 17
  %95 = load i32, ptr %94, align 8
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %97, label %111

97:                                               ; preds = %92
  %98 = load ptr, ptr %11, align 8
  %99 = getelementptr inbounds %struct.z_stream_s, ptr %98, i32 0, i32 1
  %100 = load i32, ptr %99, align 8
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %106

102:                                              ; preds = %97
  %103 = load i32, ptr %5, align 4
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %106

105:                                              ; preds = %102
  store i32 0, ptr %3, align 4
  br label %256

106:                                              ; preds = %102, %97
  %107 = load ptr, ptr %11, align 8
  %108 = call i32 @deflateReset(ptr noundef %107)
  %109 = load ptr, ptr %4, align 8
  %110 = getelementptr inbounds %struct.gz_state, ptr %109, i32 0, i32 17
  store i32 0, ptr %110, align 8
  br label %111

111:                                              ; preds = %106, %92
  store i32 0, ptr %6, align 4
  br label %112

112:                                              ; preds = %246, %111
  %113 = load ptr, ptr %11, align 8
  %114 = getelementptr inbounds %struct.z_stream_s, ptr %113, i32 0, i32 4
  %115 = load i32, ptr %114, align 8
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %126, label %117

117:                                              ; preds = %112
  %118 = load i32, ptr %5, align 4
  %119 = icmp ne i32 %118, 0
  br i1 %119, label %120, label %229

120:                                              ; preds = %117
  %121 = load i32, ptr %5, align 4
  %122 = icmp ne i32 %121, 4
  br i1 %122, label %126, label %123

123:                                              ; preds = %120
  %124 = load i32, ptr %6, align 4
  %125 = icmp eq i32 %124, 1
  br i1 %125, label %126, label %229

126:                                              ; preds = %123, %120, %112
  br label %127

127:                                              ; preds = %198, %126
  %128 = load ptr, ptr %11, align 8
  %129 = getelementptr inbounds %struct.z_stream_s, ptr %128, i32 0, i32 3
  %130 = load ptr, ptr %129, align 8
  %131 = load ptr, ptr %4, align 8
  %132 = getelementptr inbounds %struct.gz_state, ptr %131, i32 0, i32 0
  %133 = getelementptr inbounds %struct.gzFile_s, ptr %132, i32 0, i32 1
  %134 = load ptr, ptr %133, align 8
  %135 = icmp ugt ptr %130, %134
  br i1 %135, label %136, label %206

136:                                              ; preds = %127
  %137 = call ptr @__errno_location() #12
  store i32 0, ptr %137, align 4
  %138 = load ptr, ptr %4, align 8
  %139 = getelementptr inbounds %struct.gz_state, ptr %138, i32 0, i32 11
  store i32 0, ptr %139, align 4
  %140 = load ptr, ptr %11, align 8
  %141 = getelementptr inbounds %struct.z_stream_s, ptr %140, i32 0, i32 3
  %142 = load ptr, ptr %141, align 8
  %143 = load ptr, ptr %4, align 8
  %144 = getelementptr inbounds %struct.gz_state, ptr %143, i32 0, i32 0
  %145 = getelementptr inbounds %struct.gzFile_s, ptr %144, i32 0, i32 1
  %146 = load ptr, ptr %145, align 8
  %147 = ptrtoint ptr %142 to i64
  %148 = ptrtoint ptr %146 to i64
  %149 = sub i64 %147, %148
  %150 = load i32, ptr %10, align 4
  %151 = sext i32 %150 to i64
  %152 = icmp sgt i64 %149, %151
  br i1 %152, label %153, label %155

153:                                              ; preds = %136
  %154 = load i32, ptr %10, align 4
  br label %167

155:                                              ; preds = %136
  %156 = load ptr, ptr %11, align 8
  %157 = getelementptr inbounds %struct.z_stream_s, ptr %156, i32 0, i32 3
  %158 = load ptr, ptr %157, align 8
  %159 = load ptr, ptr %4, align 8
  %160 = getelementptr inbounds %struct.gz_state, ptr %159, i32 0, i32 0
  %161 = getelementptr inbounds %struct.gzFile_s, ptr %160, i32 0, i32 1
  %162 = load ptr, ptr %161, align 8
  %163 = ptrtoint ptr %158 to i64
  %164 = ptrtoint ptr %162 to i64
  %165 = sub i64 %163, %164
  %166 = trunc i64 %165 to i32
  br label %167

167:                                              ; preds = %155, %153
  %168 = phi i32 [ %154, %153 ], [ %166, %155 ]
  store i32 %168, ptr %9, align 4
  %169 = load ptr, ptr %4, align 8
  %170 = getelementptr inbounds %struct.gz_state, ptr %169, i32 0, i32 2
  %171 = load i32, ptr %170, align 4
  %172 = load ptr, ptr %4, align 8
  %173 = getelementptr inbounds %struct.gz_state, ptr %172, i32 0, i32 0
  %174 = getelementptr inbounds %struct.gzFile_s, ptr %173, i32 0, i32 1
  %175 = load ptr, ptr %174, align 8
  %176 = load i32, ptr %9, align 4
  %177 = zext i32 %176 to i64
  %178 = call i64 @write(i32 noundef %171, ptr noundef %175, i64 noundef %177)
  %179 = trunc i64 %178 to i32
  store i32 %179, ptr %7, align 4
  %180 = load i32, ptr %7, align 4
  %181 = icmp slt i32 %180, 0
  br i1 %181, label %182, label %198

182:                                              ; preds = %167
  %183 = call ptr @__errno_location() #12
  %184 = load i32, ptr %183, align 4
  %185 = icmp eq i32 %184, 11
  br i1 %185, label %190, label %186

186:                                              ; preds = %182
  %187 = call ptr @__errno_location() #12
  %188 = load i32, ptr %187, align 4
  %189 = icmp eq i32 %188, 11
  br i1 %189, label %190, label %193

190:                                              ; preds = %186, %182
  %191 = load ptr, ptr %4, align 8
  %192 = getelementptr inbounds %struct.gz_state, ptr %191, i32 0, i32 11
  store i32 1, ptr %192, align 4
  br label %193

193:                                              ; preds = %190, %186
  %194 = load ptr, ptr %4, align 8
  %195 = call ptr @__errno_location() #12
  %196 = load i32, ptr %195, align 4
  %197 = call ptr @strerror(i32 noundef %196) #10
  call void @gz_error(ptr noundef %194, i32 noundef -1, ptr noundef %197)
  store i32 -1, ptr %3, align 4
  br label %256

198:                                              ; preds = %167
  %199 = load i32, ptr %7, align 4
  %200 = load ptr, ptr %4, align 8
  %201 = getelementptr inbounds %struct.gz_state, ptr %200, i32 0, i32 0
  %202 = getelementptr inbounds %struct.gzFile_s, ptr %201, i32 0, i32 1
  %203 = load ptr, ptr %202, align 8
  %204 = sext i32 %199 to i64
  %205 = getelementptr inbounds i8, ptr %203, i64 %204
  store ptr %205, ptr %202, align 8
  br label %127, !llvm.loop !10

206:                                              ; preds = %127
  %207 = load ptr, ptr %11, align 8
  %208 = getelementptr inbounds %struct.z_stream_s, ptr %207, i32 0, i32 4
  %209 = load i32, ptr %208, align 8
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %211, label %228

211:                                              ; preds = %206
  %212 = load ptr, ptr %4, align 8
  %213 = getelementptr inbounds %struct.gz_state, ptr %212, i32 0, i32 4
  %214 = load i32, ptr %213, align 8
  %215 = load ptr, ptr %11, align 8
  %216 = getelementptr inbounds %struct.z_stream_s, ptr %215, i32 0, i32 4
  store i32 %214, ptr %216, align 8
  %217 = load ptr, ptr %4, align 8
  %218 = getelementptr inbounds %struct.gz_state, ptr %217, i32 0, i32 7
  %219 = load ptr, ptr %218, align 8
  %220 = load ptr, ptr %11, align 8
  %221 = getelementptr inbounds %struct.z_stream_s, ptr %220, i32 0, i32 3
  store ptr %219, ptr %221, align 8
  %222 = load ptr, ptr %4, align 8
  %223 = getelementptr inbounds %struct.gz_state, ptr %222, i32 0, i32 7
  %224 = load ptr, ptr %223, align 8
  %225 = load ptr, ptr %4, align 8
  %226 = getelementptr inbounds %struct.gz_state, ptr %225, i32 0, i32 0
  %227 = getelementptr inbounds %struct.gzFile_s, ptr %226, i32 0, i32 1
  store ptr %224, ptr %227, align 8
  br label %228

228:                                              ; preds = %211, %206
  br label %229

229:                                              ; preds = %228, %123, %117
  %230 = load ptr, ptr %11, align 8
  %231 = getelementptr inbounds %struct.z_stream_s, ptr %230, i32 0, i32 4
  %232 = load i32, ptr %231, align 8
  store i32 %232, ptr %8, align 4
  %233 = load ptr, ptr %11, align 8
  %234 = load i32, ptr %5, align 4
  %235 = call i32 @deflate(ptr noundef %233, i32 noundef %234)
  store i32 %235, ptr %6, align 4
  %236 = load i32, ptr %6, align 4
  %237 = icmp eq i32 %236, -2
  br i1 %237, label %238, label %240

238:                                              ; preds = %229
  %239 = load ptr, ptr %4, align 8
  call void @gz_error(ptr noundef %239, i32 noundef -2, ptr noundef @.str.6)
  store i32 -1, ptr %3, align 4
  br label %256

240:                                              ; preds = %229
  %241 = load ptr, ptr %11, align 8
  %242 = getelementptr inbounds %struct.z_stream_s, ptr %241, i32 0, i32 4
  %243 = load i32, ptr %242, align 8
  %244 = load i32, ptr %8, align 4
  %245 = sub i32 %244, %243
  store i32 %245, ptr %8, align 4
  br label %246

246:                                              ; preds = %240
  %247 = load i32, ptr %8, align 4
  %248 = icmp ne i32 %247, 0
  br i1 %248, label %112, label %249, !llvm.loop !11

249:                                              ; preds = %246
  %250 = load i32, ptr %5, align 4
  %251 = icmp eq i32 %250, 4
  br i1 %251, label %252, label %255

252:                                              ; preds = %249
  %253 = load ptr, ptr %4, align 8
  %254 = getelementptr inbounds %struct.gz_state, ptr %253, i32 0, i32 17
  store i32 1, ptr %254, align 8
  br label %255

255:                                              ; preds = %252, %249
  store i32 0, ptr %3, align 4
  br label %256

256:                                              ; preds = %255, %238, %193, %105, %91, %74, %22
  %257 = load i32, ptr %3, align 4
  ret i32 %257
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzsetparams(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  store i32 -2, ptr %4, align 4
  br label %94

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8
  store ptr %14, ptr %8, align 8
  %15 = load ptr, ptr %8, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 21
  store ptr %16, ptr %9, align 8
  %17 = load ptr, ptr %8, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = icmp ne i32 %19, 31153
  br i1 %20, label %36, label %21

21:                                               ; preds = %13
  %22 = load ptr, ptr %8, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 19
  %24 = load i32, ptr %23, align 8
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %31

26:                                               ; preds = %21
  %27 = load ptr, ptr %8, align 8
  %28 = getelementptr inbounds %struct.gz_state, ptr %27, i32 0, i32 11
  %29 = load i32, ptr %28, align 4
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %26, %21
  %32 = load ptr, ptr %8, align 8
  %33 = getelementptr inbounds %struct.gz_state, ptr %32, i32 0, i32 8
  %34 = load i32, ptr %33, align 8
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %31, %26, %13
  store i32 -2, ptr %4, align 4
  br label %94

37:                                               ; preds = %31
  %38 = load ptr, ptr %8, align 8
  call void @gz_error(ptr noundef %38, i32 noundef 0, ptr noundef null)
  %39 = load i32, ptr %6, align 4
  %40 = load ptr, ptr %8, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 15
  %42 = load i32, ptr %41, align 8
  %43 = icmp eq i32 %39, %42
  br i1 %43, label %44, label %51

44:                                               ; preds = %37
  %45 = load i32, ptr %7, align 4
  %46 = load ptr, ptr %8, align 8
  %47 = getelementptr inbounds %struct.gz_state, ptr %46, i32 0, i32 16
  %48 = load i32, ptr %47, align 4
  %49 = icmp eq i32 %45, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %44
  store i32 0, ptr %4, align 4
  br label %94

51:                                               ; preds = %44, %37
  %52 = load ptr, ptr %8, align 8
  %53 = getelementptr inbounds %struct.gz_state, ptr %52, i32 0, i32 18
  %54 = load i64, ptr %53, align 8
  %55 = icmp ne i64 %54, 0
  br i1 %55, label %56, label %64

56:                                               ; preds = %51
  %57 = load ptr, ptr %8, align 8
  %58 = call i32 @gz_zero(ptr noundef %57)
  %59 = icmp eq i32 %58, -1
  br i1 %59, label %60, label %64

60:                                               ; preds = %56
  %61 = load ptr, ptr %8, align 8
  %62 = getelementptr inbounds %struct.gz_state, ptr %61, i32 0, i32 19
  %63 = load i32, ptr %62, align 8
  store i32 %63, ptr %4, align 4
  br label %94

64:                                               ; preds = %56, %51
  %65 = load ptr, ptr %8, align 8
  %66 = getelementptr inbounds %struct.gz_state, ptr %65, i32 0, i32 4
  %67 = load i32, ptr %66, align 8
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %87

69:                                               ; preds = %64
  %70 = load ptr, ptr %9, align 8
  %71 = getelementptr inbounds %struct.z_stream_s, ptr %70, i32 0, i32 1
  %72 = load i32, ptr %71, align 8
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %74, label %82

74:                                               ; preds = %69
  %75 = load ptr, ptr %8, align 8
  %76 = call i32 @gz_comp(ptr noundef %75, i32 noundef 5)
  %77 = icmp eq i32 %76, -1
  br i1 %77, label %78, label %82

78:                                               ; preds = %74
  %79 = load ptr, ptr %8, align 8
  %80 = getelementptr inbounds %struct.gz_state, ptr %79, i32 0, i32 19
  %81 = load i32, ptr %80, align 8
  store i32 %81, ptr %4, align 4
  br label %94

82:                                               ; preds = %74, %69
  %83 = load ptr, ptr %9, align 8
  %84 = load i32, ptr %6, align 4
  %85 = load i32, ptr %7, align 4
  %86 = call i32 @deflateParams(ptr noundef %83, i32 noundef %84, i32 noundef %85)
  br label %87

87:                                               ; preds = %82, %64
  %88 = load i32, ptr %6, align 4
  %89 = load ptr, ptr %8, align 8
  %90 = getelementptr inbounds %struct.gz_state, ptr %89, i32 0, i32 15
  store i32 %88, ptr %90, align 8
  %91 = load i32, ptr %7, align 4
  %92 = load ptr, ptr %8, align 8
  %93 = getelementptr inbounds %struct.gz_state, ptr %92, i32 0, i32 16
  store i32 %91, ptr %93, align 4
  store i32 0, ptr %4, align 4
  br label %94

94:                                               ; preds = %87, %78, %60, %50, %36, %12
  %95 = load i32, ptr %4, align 4
  ret i32 %95
}

declare i32 @deflateParams(ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzclose_w(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store i32 -2, ptr %2, align 4
  br label %72

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  store ptr %10, ptr %5, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.gz_state, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = icmp ne i32 %13, 31153
  br i1 %14, label %15, label %16

15:                                               ; preds = %9
  store i32 -2, ptr %2, align 4
  br label %72

16:                                               ; preds = %9
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 18
  %19 = load i64, ptr %18, align 8
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %16
  %22 = load ptr, ptr %5, align 8
  %23 = call i32 @gz_zero(ptr noundef %22)
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %29

25:                                               ; preds = %21
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds %struct.gz_state, ptr %26, i32 0, i32 19
  %28 = load i32, ptr %27, align 8
  store i32 %28, ptr %4, align 4
  br label %29

29:                                               ; preds = %25, %21, %16
  %30 = load ptr, ptr %5, align 8
  %31 = call i32 @gz_comp(ptr noundef %30, i32 noundef 4)
  %32 = icmp eq i32 %31, -1
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.gz_state, ptr %34, i32 0, i32 19
  %36 = load i32, ptr %35, align 8
  store i32 %36, ptr %4, align 4
  br label %37

37:                                               ; preds = %33, %29
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.gz_state, ptr %38, i32 0, i32 4
  %40 = load i32, ptr %39, align 8
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %58

42:                                               ; preds = %37
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds %struct.gz_state, ptr %43, i32 0, i32 8
  %45 = load i32, ptr %44, align 8
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %54, label %47

47:                                               ; preds = %42
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds %struct.gz_state, ptr %48, i32 0, i32 21
  %50 = call i32 @deflateEnd(ptr noundef %49)
  %51 = load ptr, ptr %5, align 8
  %52 = getelementptr inbounds %struct.gz_state, ptr %51, i32 0, i32 7
  %53 = load ptr, ptr %52, align 8
  call void @free(ptr noundef %53) #10
  br label %54

54:                                               ; preds = %47, %42
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.gz_state, ptr %55, i32 0, i32 6
  %57 = load ptr, ptr %56, align 8
  call void @free(ptr noundef %57) #10
  br label %58

58:                                               ; preds = %54, %37
  %59 = load ptr, ptr %5, align 8
  call void @gz_error(ptr noundef %59, i32 noundef 0, ptr noundef null)
  %60 = load ptr, ptr %5, align 8
  %61 = getelementptr inbounds %struct.gz_state, ptr %60, i32 0, i32 3
  %62 = load ptr, ptr %61, align 8
  call void @free(ptr noundef %62) #10
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds %struct.gz_state, ptr %63, i32 0, i32 2
  %65 = load i32, ptr %64, align 4
  %66 = call i32 @close(i32 noundef %65)
  %67 = icmp eq i32 %66, -1
  br i1 %67, label %68, label %69

68:                                               ; preds = %58
  store i32 -1, ptr %4, align 4
  br label %69

69:                                               ; preds = %68, %58
  %70 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %70) #10
  %71 = load i32, ptr %4, align 4
  store i32 %71, ptr %2, align 4
  br label %72

72:                                               ; preds = %69, %15, %8
  %73 = load i32, ptr %2, align 4
  ret i32 %73
}

declare i32 @deflateEnd(ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

declare i32 @close(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #7

declare i32 @deflateInit2_(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #8

declare i64 @write(i32 noundef, ptr noundef, i64 noundef) #1

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) #3

declare i32 @deflateReset(ptr noundef) #1

declare i32 @deflate(ptr noundef, i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { nounwind willreturn memory(none) }

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
