; ModuleID = 'src/zlib/gzread.c'
source_filename = "src/zlib/gzread.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.gz_state = type { %struct.gzFile_s, i32, i32, ptr, i32, i32, ptr, ptr, i32, i32, i32, i32, i64, i32, i32, i32, i32, i32, i64, i32, ptr, %struct.z_stream_s }
%struct.gzFile_s = type { i32, ptr, i64 }
%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [31 x i8] c"request does not fit in an int\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"out of room to push characters\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"unexpected end of file\00", align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"internal error: inflate stream corrupt\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"compressed data error\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"state corrupt\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzread(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  store i32 -1, ptr %4, align 4
  br label %74

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  store ptr %13, ptr %8, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = getelementptr inbounds %struct.gz_state, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = icmp ne i32 %16, 7247
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 -1, ptr %4, align 4
  br label %74

19:                                               ; preds = %12
  %20 = load ptr, ptr %8, align 8
  %21 = getelementptr inbounds %struct.gz_state, ptr %20, i32 0, i32 19
  %22 = load i32, ptr %21, align 8
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %35

24:                                               ; preds = %19
  %25 = load ptr, ptr %8, align 8
  %26 = getelementptr inbounds %struct.gz_state, ptr %25, i32 0, i32 19
  %27 = load i32, ptr %26, align 8
  %28 = icmp ne i32 %27, -5
  br i1 %28, label %29, label %35

29:                                               ; preds = %24
  %30 = load ptr, ptr %8, align 8
  %31 = getelementptr inbounds %struct.gz_state, ptr %30, i32 0, i32 11
  %32 = load i32, ptr %31, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %35, label %34

34:                                               ; preds = %29
  store i32 -1, ptr %4, align 4
  br label %74

35:                                               ; preds = %29, %24, %19
  %36 = load ptr, ptr %8, align 8
  call void @gz_error(ptr noundef %36, i32 noundef 0, ptr noundef null)
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %35
  %40 = load ptr, ptr %8, align 8
  call void @gz_error(ptr noundef %40, i32 noundef -2, ptr noundef @.str)
  store i32 -1, ptr %4, align 4
  br label %74

41:                                               ; preds = %35
  %42 = load ptr, ptr %8, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %7, align 4
  %45 = zext i32 %44 to i64
  %46 = call i64 @gz_read(ptr noundef %42, ptr noundef %43, i64 noundef %45)
  %47 = trunc i64 %46 to i32
  store i32 %47, ptr %7, align 4
  %48 = load i32, ptr %7, align 4
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %72

50:                                               ; preds = %41
  %51 = load ptr, ptr %8, align 8
  %52 = getelementptr inbounds %struct.gz_state, ptr %51, i32 0, i32 19
  %53 = load i32, ptr %52, align 8
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %55, label %61

55:                                               ; preds = %50
  %56 = load ptr, ptr %8, align 8
  %57 = getelementptr inbounds %struct.gz_state, ptr %56, i32 0, i32 19
  %58 = load i32, ptr %57, align 8
  %59 = icmp ne i32 %58, -5
  br i1 %59, label %60, label %61

60:                                               ; preds = %55
  store i32 -1, ptr %4, align 4
  br label %74

61:                                               ; preds = %55, %50
  %62 = load ptr, ptr %8, align 8
  %63 = getelementptr inbounds %struct.gz_state, ptr %62, i32 0, i32 11
  %64 = load i32, ptr %63, align 4
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %71

66:                                               ; preds = %61
  %67 = load ptr, ptr %8, align 8
  %68 = call ptr @__errno_location() #7
  %69 = load i32, ptr %68, align 4
  %70 = call ptr @strerror(i32 noundef %69) #8
  call void @gz_error(ptr noundef %67, i32 noundef -1, ptr noundef %70)
  store i32 -1, ptr %4, align 4
  br label %74

71:                                               ; preds = %61
  br label %72

72:                                               ; preds = %71, %41
  %73 = load i32, ptr %7, align 4
  store i32 %73, ptr %4, align 4
  br label %74

74:                                               ; preds = %72, %66, %60, %39, %34, %18, %11
  %75 = load i32, ptr %4, align 4
  ret i32 %75
}

declare void @gz_error(ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gz_read(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %11 = load i64, ptr %7, align 8
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  store i64 0, ptr %4, align 8
  br label %187

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 18
  %17 = load i64, ptr %16, align 8
  %18 = icmp ne i64 %17, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %14
  %20 = load ptr, ptr %5, align 8
  %21 = call i32 @gz_skip(ptr noundef %20)
  %22 = icmp eq i32 %21, -1
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store i64 0, ptr %4, align 8
  br label %187

24:                                               ; preds = %19, %14
  store i64 0, ptr %8, align 8
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %172, %24
  store i32 -1, ptr %9, align 4
  %26 = load i32, ptr %9, align 4
  %27 = zext i32 %26 to i64
  %28 = load i64, ptr %7, align 8
  %29 = icmp ugt i64 %27, %28
  br i1 %29, label %30, label %33

30:                                               ; preds = %25
  %31 = load i64, ptr %7, align 8
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr %9, align 4
  br label %33

33:                                               ; preds = %30, %25
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.gz_state, ptr %34, i32 0, i32 0
  %36 = getelementptr inbounds %struct.gzFile_s, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %78

39:                                               ; preds = %33
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 0
  %42 = getelementptr inbounds %struct.gzFile_s, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %42, align 8
  %44 = load i32, ptr %9, align 4
  %45 = icmp ult i32 %43, %44
  br i1 %45, label %46, label %51

46:                                               ; preds = %39
  %47 = load ptr, ptr %5, align 8
  %48 = getelementptr inbounds %struct.gz_state, ptr %47, i32 0, i32 0
  %49 = getelementptr inbounds %struct.gzFile_s, ptr %48, i32 0, i32 0
  %50 = load i32, ptr %49, align 8
  store i32 %50, ptr %9, align 4
  br label %51

51:                                               ; preds = %46, %39
  %52 = load ptr, ptr %6, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds %struct.gz_state, ptr %53, i32 0, i32 0
  %55 = getelementptr inbounds %struct.gzFile_s, ptr %54, i32 0, i32 1
  %56 = load ptr, ptr %55, align 8
  %57 = load i32, ptr %9, align 4
  %58 = zext i32 %57 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %52, ptr align 1 %56, i64 %58, i1 false)
  %59 = load i32, ptr %9, align 4
  %60 = load ptr, ptr %5, align 8
  %61 = getelementptr inbounds %struct.gz_state, ptr %60, i32 0, i32 0
  %62 = getelementptr inbounds %struct.gzFile_s, ptr %61, i32 0, i32 1
  %63 = load ptr, ptr %62, align 8
  %64 = zext i32 %59 to i64
  %65 = getelementptr inbounds i8, ptr %63, i64 %64
  store ptr %65, ptr %62, align 8
  %66 = load i32, ptr %9, align 4
  %67 = load ptr, ptr %5, align 8
  %68 = getelementptr inbounds %struct.gz_state, ptr %67, i32 0, i32 0
  %69 = getelementptr inbounds %struct.gzFile_s, ptr %68, i32 0, i32 0
  %70 = load i32, ptr %69, align 8
  %71 = sub i32 %70, %66
  store i32 %71, ptr %69, align 8
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds %struct.gz_state, ptr %72, i32 0, i32 19
  %74 = load i32, ptr %73, align 8
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %76, label %77

76:                                               ; preds = %51
  store i32 -1, ptr %10, align 4
  br label %77

77:                                               ; preds = %76, %51
  br label %145

78:                                               ; preds = %33
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds %struct.gz_state, ptr %79, i32 0, i32 13
  %81 = load i32, ptr %80, align 8
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %90

83:                                               ; preds = %78
  %84 = load ptr, ptr %5, align 8
  %85 = getelementptr inbounds %struct.gz_state, ptr %84, i32 0, i32 21
  %86 = getelementptr inbounds %struct.z_stream_s, ptr %85, i32 0, i32 1
  %87 = load i32, ptr %86, align 8
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %90

89:                                               ; preds = %83
  br label %174

90:                                               ; preds = %83, %78
  %91 = load ptr, ptr %5, align 8
  %92 = getelementptr inbounds %struct.gz_state, ptr %91, i32 0, i32 10
  %93 = load i32, ptr %92, align 8
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %102, label %95

95:                                               ; preds = %90
  %96 = load i32, ptr %9, align 4
  %97 = load ptr, ptr %5, align 8
  %98 = getelementptr inbounds %struct.gz_state, ptr %97, i32 0, i32 4
  %99 = load i32, ptr %98, align 8
  %100 = shl i32 %99, 1
  %101 = icmp ult i32 %96, %100
  br i1 %101, label %102, label %114

102:                                              ; preds = %95, %90
  %103 = load ptr, ptr %5, align 8
  %104 = call i32 @gz_fetch(ptr noundef %103)
  %105 = icmp eq i32 %104, -1
  br i1 %105, label %106, label %113

106:                                              ; preds = %102
  %107 = load ptr, ptr %5, align 8
  %108 = getelementptr inbounds %struct.gz_state, ptr %107, i32 0, i32 0
  %109 = getelementptr inbounds %struct.gzFile_s, ptr %108, i32 0, i32 0
  %110 = load i32, ptr %109, align 8
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %113

112:                                              ; preds = %106
  store i32 -1, ptr %10, align 4
  br label %113

113:                                              ; preds = %112, %106, %102
  br label %165

114:                                              ; preds = %95
  %115 = load ptr, ptr %5, align 8
  %116 = getelementptr inbounds %struct.gz_state, ptr %115, i32 0, i32 10
  %117 = load i32, ptr %116, align 8
  %118 = icmp eq i32 %117, 1
  br i1 %118, label %119, label %124

119:                                              ; preds = %114
  %120 = load ptr, ptr %5, align 8
  %121 = load ptr, ptr %6, align 8
  %122 = load i32, ptr %9, align 4
  %123 = call i32 @gz_load(ptr noundef %120, ptr noundef %121, i32 noundef %122, ptr noundef %9)
  store i32 %123, ptr %10, align 4
  br label %142

124:                                              ; preds = %114
  %125 = load i32, ptr %9, align 4
  %126 = load ptr, ptr %5, align 8
  %127 = getelementptr inbounds %struct.gz_state, ptr %126, i32 0, i32 21
  %128 = getelementptr inbounds %struct.z_stream_s, ptr %127, i32 0, i32 4
  store i32 %125, ptr %128, align 8
  %129 = load ptr, ptr %6, align 8
  %130 = load ptr, ptr %5, align 8
  %131 = getelementptr inbounds %struct.gz_state, ptr %130, i32 0, i32 21
  %132 = getelementptr inbounds %struct.z_stream_s, ptr %131, i32 0, i32 3
  store ptr %129, ptr %132, align 8
  %133 = load ptr, ptr %5, align 8
  %134 = call i32 @gz_decomp(ptr noundef %133)
  store i32 %134, ptr %10, align 4
  %135 = load ptr, ptr %5, align 8
  %136 = getelementptr inbounds %struct.gz_state, ptr %135, i32 0, i32 0
  %137 = getelementptr inbounds %struct.gzFile_s, ptr %136, i32 0, i32 0
  %138 = load i32, ptr %137, align 8
  store i32 %138, ptr %9, align 4
  %139 = load ptr, ptr %5, align 8
  %140 = getelementptr inbounds %struct.gz_state, ptr %139, i32 0, i32 0
  %141 = getelementptr inbounds %struct.gzFile_s, ptr %140, i32 0, i32 0
  store i32 0, ptr %141, align 8
  br label %142

142:                                              ; preds = %124, %119
  br label %143

143:                                              ; preds = %142
  br label %144

144:                                              ; preds = %143
  br label %145

145:                                              ; preds = %144, %77
  %146 = load i32, ptr %9, align 4
  %147 = zext i32 %146 to i64
  %148 = load i64, ptr %7, align 8
  %149 = sub i64 %148, %147
  store i64 %149, ptr %7, align 8
  %150 = load ptr, ptr %6, align 8
  %151 = load i32, ptr %9, align 4
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds i8, ptr %150, i64 %152
  store ptr %153, ptr %6, align 8
  %154 = load i32, ptr %9, align 4
  %155 = zext i32 %154 to i64
  %156 = load i64, ptr %8, align 8
  %157 = add i64 %156, %155
  store i64 %157, ptr %8, align 8
  %158 = load i32, ptr %9, align 4
  %159 = zext i32 %158 to i64
  %160 = load ptr, ptr %5, align 8
  %161 = getelementptr inbounds %struct.gz_state, ptr %160, i32 0, i32 0
  %162 = getelementptr inbounds %struct.gzFile_s, ptr %161, i32 0, i32 2
  %163 = load i64, ptr %162, align 8
  %164 = add nsw i64 %163, %159
  store i64 %164, ptr %162, align 8
  br label %165

165:                                              ; preds = %145, %113
  %166 = load i64, ptr %7, align 8
  %167 = icmp ne i64 %166, 0
  br i1 %167, label %168, label %172

168:                                              ; preds = %165
  %169 = load i32, ptr %10, align 4
  %170 = icmp ne i32 %169, 0
  %171 = xor i1 %170, true
  br label %172

172:                                              ; preds = %168, %165
  %173 = phi i1 [ false, %165 ], [ %171, %168 ]
  br i1 %173, label %25, label %174, !llvm.loop !6

174:                                              ; preds = %172, %89
  %175 = load i64, ptr %7, align 8
  %176 = icmp ne i64 %175, 0
  br i1 %176, label %177, label %185

177:                                              ; preds = %174
  %178 = load ptr, ptr %5, align 8
  %179 = getelementptr inbounds %struct.gz_state, ptr %178, i32 0, i32 13
  %180 = load i32, ptr %179, align 8
  %181 = icmp ne i32 %180, 0
  br i1 %181, label %182, label %185

182:                                              ; preds = %177
  %183 = load ptr, ptr %5, align 8
  %184 = getelementptr inbounds %struct.gz_state, ptr %183, i32 0, i32 14
  store i32 1, ptr %184, align 4
  br label %185

185:                                              ; preds = %182, %177, %174
  %186 = load i64, ptr %8, align 8
  store i64 %186, ptr %4, align 8
  br label %187

187:                                              ; preds = %185, %23, %13
  %188 = load i64, ptr %4, align 8
  ret i64 %188
}

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gzfread(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
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
  br label %66

15:                                               ; preds = %4
  %16 = load ptr, ptr %9, align 8
  store ptr %16, ptr %11, align 8
  %17 = load ptr, ptr %11, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 8
  %20 = icmp ne i32 %19, 7247
  br i1 %20, label %21, label %22

21:                                               ; preds = %15
  store i64 0, ptr %5, align 8
  br label %66

22:                                               ; preds = %15
  %23 = load ptr, ptr %11, align 8
  %24 = getelementptr inbounds %struct.gz_state, ptr %23, i32 0, i32 19
  %25 = load i32, ptr %24, align 8
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %38

27:                                               ; preds = %22
  %28 = load ptr, ptr %11, align 8
  %29 = getelementptr inbounds %struct.gz_state, ptr %28, i32 0, i32 19
  %30 = load i32, ptr %29, align 8
  %31 = icmp ne i32 %30, -5
  br i1 %31, label %32, label %38

32:                                               ; preds = %27
  %33 = load ptr, ptr %11, align 8
  %34 = getelementptr inbounds %struct.gz_state, ptr %33, i32 0, i32 11
  %35 = load i32, ptr %34, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %38, label %37

37:                                               ; preds = %32
  store i64 0, ptr %5, align 8
  br label %66

38:                                               ; preds = %32, %27, %22
  %39 = load ptr, ptr %11, align 8
  call void @gz_error(ptr noundef %39, i32 noundef 0, ptr noundef null)
  %40 = load i64, ptr %8, align 8
  %41 = load i64, ptr %7, align 8
  %42 = mul i64 %40, %41
  store i64 %42, ptr %10, align 8
  %43 = load i64, ptr %7, align 8
  %44 = icmp ne i64 %43, 0
  br i1 %44, label %45, label %53

45:                                               ; preds = %38
  %46 = load i64, ptr %10, align 8
  %47 = load i64, ptr %7, align 8
  %48 = udiv i64 %46, %47
  %49 = load i64, ptr %8, align 8
  %50 = icmp ne i64 %48, %49
  br i1 %50, label %51, label %53

51:                                               ; preds = %45
  %52 = load ptr, ptr %11, align 8
  call void @gz_error(ptr noundef %52, i32 noundef -2, ptr noundef @.str.1)
  store i64 0, ptr %5, align 8
  br label %66

53:                                               ; preds = %45, %38
  %54 = load i64, ptr %10, align 8
  %55 = icmp ne i64 %54, 0
  br i1 %55, label %56, label %63

56:                                               ; preds = %53
  %57 = load ptr, ptr %11, align 8
  %58 = load ptr, ptr %6, align 8
  %59 = load i64, ptr %10, align 8
  %60 = call i64 @gz_read(ptr noundef %57, ptr noundef %58, i64 noundef %59)
  %61 = load i64, ptr %7, align 8
  %62 = udiv i64 %60, %61
  br label %64

63:                                               ; preds = %53
  br label %64

64:                                               ; preds = %63, %56
  %65 = phi i64 [ %62, %56 ], [ 0, %63 ]
  store i64 %65, ptr %5, align 8
  br label %66

66:                                               ; preds = %64, %51, %37, %21, %14
  %67 = load i64, ptr %5, align 8
  ret i64 %67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzgetc(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca [1 x i8], align 1
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %69

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  store ptr %10, ptr %5, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.gz_state, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = icmp ne i32 %13, 7247
  br i1 %14, label %15, label %16

15:                                               ; preds = %9
  store i32 -1, ptr %2, align 4
  br label %69

16:                                               ; preds = %9
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 19
  %19 = load i32, ptr %18, align 8
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %32

21:                                               ; preds = %16
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 19
  %24 = load i32, ptr %23, align 8
  %25 = icmp ne i32 %24, -5
  br i1 %25, label %26, label %32

26:                                               ; preds = %21
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.gz_state, ptr %27, i32 0, i32 11
  %29 = load i32, ptr %28, align 4
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %32, label %31

31:                                               ; preds = %26
  store i32 -1, ptr %2, align 4
  br label %69

32:                                               ; preds = %26, %21, %16
  %33 = load ptr, ptr %5, align 8
  call void @gz_error(ptr noundef %33, i32 noundef 0, ptr noundef null)
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.gz_state, ptr %34, i32 0, i32 0
  %36 = getelementptr inbounds %struct.gzFile_s, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %57

39:                                               ; preds = %32
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 0
  %42 = getelementptr inbounds %struct.gzFile_s, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %42, align 8
  %44 = add i32 %43, -1
  store i32 %44, ptr %42, align 8
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds %struct.gz_state, ptr %45, i32 0, i32 0
  %47 = getelementptr inbounds %struct.gzFile_s, ptr %46, i32 0, i32 2
  %48 = load i64, ptr %47, align 8
  %49 = add nsw i64 %48, 1
  store i64 %49, ptr %47, align 8
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.gz_state, ptr %50, i32 0, i32 0
  %52 = getelementptr inbounds %struct.gzFile_s, ptr %51, i32 0, i32 1
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i8, ptr %53, i32 1
  store ptr %54, ptr %52, align 8
  %55 = load i8, ptr %53, align 1
  %56 = zext i8 %55 to i32
  store i32 %56, ptr %2, align 4
  br label %69

57:                                               ; preds = %32
  %58 = load ptr, ptr %5, align 8
  %59 = getelementptr inbounds [1 x i8], ptr %4, i64 0, i64 0
  %60 = call i64 @gz_read(ptr noundef %58, ptr noundef %59, i64 noundef 1)
  %61 = icmp ult i64 %60, 1
  br i1 %61, label %62, label %63

62:                                               ; preds = %57
  br label %67

63:                                               ; preds = %57
  %64 = getelementptr inbounds [1 x i8], ptr %4, i64 0, i64 0
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  br label %67

67:                                               ; preds = %63, %62
  %68 = phi i32 [ -1, %62 ], [ %66, %63 ]
  store i32 %68, ptr %2, align 4
  br label %69

69:                                               ; preds = %67, %39, %31, %15, %8
  %70 = load i32, ptr %2, align 4
  ret i32 %70
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzgetc_(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @gzgetc(ptr noundef %3)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzungetc(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %185

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8
  store ptr %13, ptr %6, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.gz_state, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = icmp ne i32 %16, 7247
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 -1, ptr %3, align 4
  br label %185

19:                                               ; preds = %12
  %20 = load ptr, ptr %6, align 8
  %21 = getelementptr inbounds %struct.gz_state, ptr %20, i32 0, i32 10
  %22 = load i32, ptr %21, align 8
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %33

24:                                               ; preds = %19
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.gz_state, ptr %25, i32 0, i32 0
  %27 = getelementptr inbounds %struct.gzFile_s, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %33

30:                                               ; preds = %24
  %31 = load ptr, ptr %6, align 8
  %32 = call i32 @gz_look(ptr noundef %31)
  br label %33

33:                                               ; preds = %30, %24, %19
  %34 = load ptr, ptr %6, align 8
  %35 = getelementptr inbounds %struct.gz_state, ptr %34, i32 0, i32 19
  %36 = load i32, ptr %35, align 8
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %49

38:                                               ; preds = %33
  %39 = load ptr, ptr %6, align 8
  %40 = getelementptr inbounds %struct.gz_state, ptr %39, i32 0, i32 19
  %41 = load i32, ptr %40, align 8
  %42 = icmp ne i32 %41, -5
  br i1 %42, label %43, label %49

43:                                               ; preds = %38
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds %struct.gz_state, ptr %44, i32 0, i32 11
  %46 = load i32, ptr %45, align 4
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %49, label %48

48:                                               ; preds = %43
  store i32 -1, ptr %3, align 4
  br label %185

49:                                               ; preds = %43, %38, %33
  %50 = load ptr, ptr %6, align 8
  call void @gz_error(ptr noundef %50, i32 noundef 0, ptr noundef null)
  %51 = load ptr, ptr %6, align 8
  %52 = getelementptr inbounds %struct.gz_state, ptr %51, i32 0, i32 18
  %53 = load i64, ptr %52, align 8
  %54 = icmp ne i64 %53, 0
  br i1 %54, label %55, label %60

55:                                               ; preds = %49
  %56 = load ptr, ptr %6, align 8
  %57 = call i32 @gz_skip(ptr noundef %56)
  %58 = icmp eq i32 %57, -1
  br i1 %58, label %59, label %60

59:                                               ; preds = %55
  store i32 -1, ptr %3, align 4
  br label %185

60:                                               ; preds = %55, %49
  %61 = load i32, ptr %4, align 4
  %62 = icmp slt i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %60
  store i32 -1, ptr %3, align 4
  br label %185

64:                                               ; preds = %60
  %65 = load ptr, ptr %6, align 8
  %66 = getelementptr inbounds %struct.gz_state, ptr %65, i32 0, i32 0
  %67 = getelementptr inbounds %struct.gzFile_s, ptr %66, i32 0, i32 0
  %68 = load i32, ptr %67, align 8
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %102

70:                                               ; preds = %64
  %71 = load ptr, ptr %6, align 8
  %72 = getelementptr inbounds %struct.gz_state, ptr %71, i32 0, i32 0
  %73 = getelementptr inbounds %struct.gzFile_s, ptr %72, i32 0, i32 0
  store i32 1, ptr %73, align 8
  %74 = load ptr, ptr %6, align 8
  %75 = getelementptr inbounds %struct.gz_state, ptr %74, i32 0, i32 7
  %76 = load ptr, ptr %75, align 8
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds %struct.gz_state, ptr %77, i32 0, i32 4
  %79 = load i32, ptr %78, align 8
  %80 = shl i32 %79, 1
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr %76, i64 %81
  %83 = getelementptr inbounds i8, ptr %82, i64 -1
  %84 = load ptr, ptr %6, align 8
  %85 = getelementptr inbounds %struct.gz_state, ptr %84, i32 0, i32 0
  %86 = getelementptr inbounds %struct.gzFile_s, ptr %85, i32 0, i32 1
  store ptr %83, ptr %86, align 8
  %87 = load i32, ptr %4, align 4
  %88 = trunc i32 %87 to i8
  %89 = load ptr, ptr %6, align 8
  %90 = getelementptr inbounds %struct.gz_state, ptr %89, i32 0, i32 0
  %91 = getelementptr inbounds %struct.gzFile_s, ptr %90, i32 0, i32 1
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr inbounds i8, ptr %92, i64 0
  store i8 %88, ptr %93, align 1
  %94 = load ptr, ptr %6, align 8
  %95 = getelementptr inbounds %struct.gz_state, ptr %94, i32 0, i32 0
  %96 = getelementptr inbounds %struct.gzFile_s, ptr %95, i32 0, i32 2
  %97 = load i64, ptr %96, align 8
  %98 = add nsw i64 %97, -1
  store i64 %98, ptr %96, align 8
  %99 = load ptr, ptr %6, align 8
  %100 = getelementptr inbounds %struct.gz_state, ptr %99, i32 0, i32 14
  store i32 0, ptr %100, align 4
  %101 = load i32, ptr %4, align 4
  store i32 %101, ptr %3, align 4
  br label %185

102:                                              ; preds = %64
  %103 = load ptr, ptr %6, align 8
  %104 = getelementptr inbounds %struct.gz_state, ptr %103, i32 0, i32 0
  %105 = getelementptr inbounds %struct.gzFile_s, ptr %104, i32 0, i32 0
  %106 = load i32, ptr %105, align 8
  %107 = load ptr, ptr %6, align 8
  %108 = getelementptr inbounds %struct.gz_state, ptr %107, i32 0, i32 4
  %109 = load i32, ptr %108, align 8
  %110 = shl i32 %109, 1
  %111 = icmp eq i32 %106, %110
  br i1 %111, label %112, label %114

112:                                              ; preds = %102
  %113 = load ptr, ptr %6, align 8
  call void @gz_error(ptr noundef %113, i32 noundef -3, ptr noundef @.str.2)
  store i32 -1, ptr %3, align 4
  br label %185

114:                                              ; preds = %102
  %115 = load ptr, ptr %6, align 8
  %116 = getelementptr inbounds %struct.gz_state, ptr %115, i32 0, i32 0
  %117 = getelementptr inbounds %struct.gzFile_s, ptr %116, i32 0, i32 1
  %118 = load ptr, ptr %117, align 8
  %119 = load ptr, ptr %6, align 8
  %120 = getelementptr inbounds %struct.gz_state, ptr %119, i32 0, i32 7
  %121 = load ptr, ptr %120, align 8
  %122 = icmp eq ptr %118, %121
  br i1 %122, label %123, label %159

123:                                              ; preds = %114
  %124 = load ptr, ptr %6, align 8
  %125 = getelementptr inbounds %struct.gz_state, ptr %124, i32 0, i32 7
  %126 = load ptr, ptr %125, align 8
  %127 = load ptr, ptr %6, align 8
  %128 = getelementptr inbounds %struct.gz_state, ptr %127, i32 0, i32 0
  %129 = getelementptr inbounds %struct.gzFile_s, ptr %128, i32 0, i32 0
  %130 = load i32, ptr %129, align 8
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds i8, ptr %126, i64 %131
  store ptr %132, ptr %7, align 8
  %133 = load ptr, ptr %6, align 8
  %134 = getelementptr inbounds %struct.gz_state, ptr %133, i32 0, i32 7
  %135 = load ptr, ptr %134, align 8
  %136 = load ptr, ptr %6, align 8
  %137 = getelementptr inbounds %struct.gz_state, ptr %136, i32 0, i32 4
  %138 = load i32, ptr %137, align 8
  %139 = shl i32 %138, 1
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds i8, ptr %135, i64 %140
  store ptr %141, ptr %8, align 8
  br label %142

142:                                              ; preds = %148, %123
  %143 = load ptr, ptr %7, align 8
  %144 = load ptr, ptr %6, align 8
  %145 = getelementptr inbounds %struct.gz_state, ptr %144, i32 0, i32 7
  %146 = load ptr, ptr %145, align 8
  %147 = icmp ugt ptr %143, %146
  br i1 %147, label %148, label %154

148:                                              ; preds = %142
  %149 = load ptr, ptr %7, align 8
  %150 = getelementptr inbounds i8, ptr %149, i32 -1
  store ptr %150, ptr %7, align 8
  %151 = load i8, ptr %150, align 1
  %152 = load ptr, ptr %8, align 8
  %153 = getelementptr inbounds i8, ptr %152, i32 -1
  store ptr %153, ptr %8, align 8
  store i8 %151, ptr %153, align 1
  br label %142, !llvm.loop !8

154:                                              ; preds = %142
  %155 = load ptr, ptr %8, align 8
  %156 = load ptr, ptr %6, align 8
  %157 = getelementptr inbounds %struct.gz_state, ptr %156, i32 0, i32 0
  %158 = getelementptr inbounds %struct.gzFile_s, ptr %157, i32 0, i32 1
  store ptr %155, ptr %158, align 8
  br label %159

159:                                              ; preds = %154, %114
  %160 = load ptr, ptr %6, align 8
  %161 = getelementptr inbounds %struct.gz_state, ptr %160, i32 0, i32 0
  %162 = getelementptr inbounds %struct.gzFile_s, ptr %161, i32 0, i32 0
  %163 = load i32, ptr %162, align 8
  %164 = add i32 %163, 1
  store i32 %164, ptr %162, align 8
  %165 = load ptr, ptr %6, align 8
  %166 = getelementptr inbounds %struct.gz_state, ptr %165, i32 0, i32 0
  %167 = getelementptr inbounds %struct.gzFile_s, ptr %166, i32 0, i32 1
  %168 = load ptr, ptr %167, align 8
  %169 = getelementptr inbounds i8, ptr %168, i32 -1
  store ptr %169, ptr %167, align 8
  %170 = load i32, ptr %4, align 4
  %171 = trunc i32 %170 to i8
  %172 = load ptr, ptr %6, align 8
  %173 = getelementptr inbounds %struct.gz_state, ptr %172, i32 0, i32 0
  %174 = getelementptr inbounds %struct.gzFile_s, ptr %173, i32 0, i32 1
  %175 = load ptr, ptr %174, align 8
  %176 = getelementptr inbounds i8, ptr %175, i64 0
  store i8 %171, ptr %176, align 1
  %177 = load ptr, ptr %6, align 8
  %178 = getelementptr inbounds %struct.gz_state, ptr %177, i32 0, i32 0
  %179 = getelementptr inbounds %struct.gzFile_s, ptr %178, i32 0, i32 2
  %180 = load i64, ptr %179, align 8
  %181 = add nsw i64 %180, -1
  store i64 %181, ptr %179, align 8
  %182 = load ptr, ptr %6, align 8
  %183 = getelementptr inbounds %struct.gz_state, ptr %182, i32 0, i32 14
  store i32 0, ptr %183, align 4
  %184 = load i32, ptr %4, align 4
  store i32 %184, ptr %3, align 4
  br label %185

185:                                              ; preds = %159, %112, %70, %63, %59, %48, %18, %11
  %186 = load i32, ptr %3, align 4
  ret i32 %186
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_look(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.gz_state, ptr %5, i32 0, i32 21
  store ptr %6, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.gz_state, ptr %7, i32 0, i32 4
  %9 = load i32, ptr %8, align 8
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %80

11:                                               ; preds = %1
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.gz_state, ptr %12, i32 0, i32 5
  %14 = load i32, ptr %13, align 4
  %15 = zext i32 %14 to i64
  %16 = call noalias ptr @malloc(i64 noundef %15) #9
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 6
  store ptr %16, ptr %18, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.gz_state, ptr %19, i32 0, i32 5
  %21 = load i32, ptr %20, align 4
  %22 = shl i32 %21, 1
  %23 = zext i32 %22 to i64
  %24 = call noalias ptr @malloc(i64 noundef %23) #9
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.gz_state, ptr %25, i32 0, i32 7
  store ptr %24, ptr %26, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.gz_state, ptr %27, i32 0, i32 6
  %29 = load ptr, ptr %28, align 8
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %11
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.gz_state, ptr %32, i32 0, i32 7
  %34 = load ptr, ptr %33, align 8
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %44

36:                                               ; preds = %31, %11
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds %struct.gz_state, ptr %37, i32 0, i32 7
  %39 = load ptr, ptr %38, align 8
  call void @free(ptr noundef %39) #8
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 6
  %42 = load ptr, ptr %41, align 8
  call void @free(ptr noundef %42) #8
  %43 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %43, i32 noundef -4, ptr noundef @.str.5)
  store i32 -1, ptr %2, align 4
  br label %199

44:                                               ; preds = %31
  %45 = load ptr, ptr %3, align 8
  %46 = getelementptr inbounds %struct.gz_state, ptr %45, i32 0, i32 5
  %47 = load i32, ptr %46, align 4
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.gz_state, ptr %48, i32 0, i32 4
  store i32 %47, ptr %49, align 8
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.gz_state, ptr %50, i32 0, i32 21
  %52 = getelementptr inbounds %struct.z_stream_s, ptr %51, i32 0, i32 8
  store ptr null, ptr %52, align 8
  %53 = load ptr, ptr %3, align 8
  %54 = getelementptr inbounds %struct.gz_state, ptr %53, i32 0, i32 21
  %55 = getelementptr inbounds %struct.z_stream_s, ptr %54, i32 0, i32 9
  store ptr null, ptr %55, align 8
  %56 = load ptr, ptr %3, align 8
  %57 = getelementptr inbounds %struct.gz_state, ptr %56, i32 0, i32 21
  %58 = getelementptr inbounds %struct.z_stream_s, ptr %57, i32 0, i32 10
  store ptr null, ptr %58, align 8
  %59 = load ptr, ptr %3, align 8
  %60 = getelementptr inbounds %struct.gz_state, ptr %59, i32 0, i32 21
  %61 = getelementptr inbounds %struct.z_stream_s, ptr %60, i32 0, i32 1
  store i32 0, ptr %61, align 8
  %62 = load ptr, ptr %3, align 8
  %63 = getelementptr inbounds %struct.gz_state, ptr %62, i32 0, i32 21
  %64 = getelementptr inbounds %struct.z_stream_s, ptr %63, i32 0, i32 0
  store ptr null, ptr %64, align 8
  %65 = load ptr, ptr %3, align 8
  %66 = getelementptr inbounds %struct.gz_state, ptr %65, i32 0, i32 21
  %67 = call i32 @inflateInit2_(ptr noundef %66, i32 noundef 31, ptr noundef @.str.7, i32 noundef 112)
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %79

69:                                               ; preds = %44
  %70 = load ptr, ptr %3, align 8
  %71 = getelementptr inbounds %struct.gz_state, ptr %70, i32 0, i32 7
  %72 = load ptr, ptr %71, align 8
  call void @free(ptr noundef %72) #8
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.gz_state, ptr %73, i32 0, i32 6
  %75 = load ptr, ptr %74, align 8
  call void @free(ptr noundef %75) #8
  %76 = load ptr, ptr %3, align 8
  %77 = getelementptr inbounds %struct.gz_state, ptr %76, i32 0, i32 4
  store i32 0, ptr %77, align 8
  %78 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %78, i32 noundef -4, ptr noundef @.str.5)
  store i32 -1, ptr %2, align 4
  br label %199

79:                                               ; preds = %44
  br label %80

80:                                               ; preds = %79, %1
  %81 = load ptr, ptr %3, align 8
  %82 = getelementptr inbounds %struct.gz_state, ptr %81, i32 0, i32 8
  %83 = load i32, ptr %82, align 8
  %84 = icmp eq i32 %83, -1
  br i1 %84, label %90, label %85

85:                                               ; preds = %80
  %86 = load ptr, ptr %3, align 8
  %87 = getelementptr inbounds %struct.gz_state, ptr %86, i32 0, i32 9
  %88 = load i32, ptr %87, align 4
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %104

90:                                               ; preds = %85, %80
  %91 = load ptr, ptr %4, align 8
  %92 = call i32 @inflateReset(ptr noundef %91)
  %93 = load ptr, ptr %3, align 8
  %94 = getelementptr inbounds %struct.gz_state, ptr %93, i32 0, i32 10
  store i32 2, ptr %94, align 8
  %95 = load ptr, ptr %3, align 8
  %96 = getelementptr inbounds %struct.gz_state, ptr %95, i32 0, i32 9
  %97 = load i32, ptr %96, align 4
  %98 = icmp ne i32 %97, -1
  %99 = zext i1 %98 to i32
  %100 = load ptr, ptr %3, align 8
  %101 = getelementptr inbounds %struct.gz_state, ptr %100, i32 0, i32 9
  store i32 %99, ptr %101, align 4
  %102 = load ptr, ptr %3, align 8
  %103 = getelementptr inbounds %struct.gz_state, ptr %102, i32 0, i32 8
  store i32 0, ptr %103, align 8
  store i32 0, ptr %2, align 4
  br label %199

104:                                              ; preds = %85
  %105 = load ptr, ptr %3, align 8
  %106 = call i32 @gz_avail(ptr noundef %105)
  %107 = icmp eq i32 %106, -1
  br i1 %107, label %108, label %109

108:                                              ; preds = %104
  store i32 -1, ptr %2, align 4
  br label %199

109:                                              ; preds = %104
  %110 = load ptr, ptr %4, align 8
  %111 = getelementptr inbounds %struct.z_stream_s, ptr %110, i32 0, i32 1
  %112 = load i32, ptr %111, align 8
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %124, label %114

114:                                              ; preds = %109
  %115 = load ptr, ptr %3, align 8
  %116 = getelementptr inbounds %struct.gz_state, ptr %115, i32 0, i32 11
  %117 = load i32, ptr %116, align 4
  %118 = icmp ne i32 %117, 0
  br i1 %118, label %119, label %125

119:                                              ; preds = %114
  %120 = load ptr, ptr %4, align 8
  %121 = getelementptr inbounds %struct.z_stream_s, ptr %120, i32 0, i32 1
  %122 = load i32, ptr %121, align 8
  %123 = icmp ult i32 %122, 4
  br i1 %123, label %124, label %125

124:                                              ; preds = %119, %109
  store i32 0, ptr %2, align 4
  br label %199

125:                                              ; preds = %119, %114
  %126 = load ptr, ptr %4, align 8
  %127 = getelementptr inbounds %struct.z_stream_s, ptr %126, i32 0, i32 1
  %128 = load i32, ptr %127, align 8
  %129 = icmp ugt i32 %128, 3
  br i1 %129, label %130, label %171

130:                                              ; preds = %125
  %131 = load ptr, ptr %4, align 8
  %132 = getelementptr inbounds %struct.z_stream_s, ptr %131, i32 0, i32 0
  %133 = load ptr, ptr %132, align 8
  %134 = getelementptr inbounds i8, ptr %133, i64 0
  %135 = load i8, ptr %134, align 1
  %136 = zext i8 %135 to i32
  %137 = icmp eq i32 %136, 31
  br i1 %137, label %138, label %171

138:                                              ; preds = %130
  %139 = load ptr, ptr %4, align 8
  %140 = getelementptr inbounds %struct.z_stream_s, ptr %139, i32 0, i32 0
  %141 = load ptr, ptr %140, align 8
  %142 = getelementptr inbounds i8, ptr %141, i64 1
  %143 = load i8, ptr %142, align 1
  %144 = zext i8 %143 to i32
  %145 = icmp eq i32 %144, 139
  br i1 %145, label %146, label %171

146:                                              ; preds = %138
  %147 = load ptr, ptr %4, align 8
  %148 = getelementptr inbounds %struct.z_stream_s, ptr %147, i32 0, i32 0
  %149 = load ptr, ptr %148, align 8
  %150 = getelementptr inbounds i8, ptr %149, i64 2
  %151 = load i8, ptr %150, align 1
  %152 = zext i8 %151 to i32
  %153 = icmp eq i32 %152, 8
  br i1 %153, label %154, label %171

154:                                              ; preds = %146
  %155 = load ptr, ptr %4, align 8
  %156 = getelementptr inbounds %struct.z_stream_s, ptr %155, i32 0, i32 0
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr inbounds i8, ptr %157, i64 3
  %159 = load i8, ptr %158, align 1
  %160 = zext i8 %159 to i32
  %161 = icmp slt i32 %160, 32
  br i1 %161, label %162, label %171

162:                                              ; preds = %154
  %163 = load ptr, ptr %4, align 8
  %164 = call i32 @inflateReset(ptr noundef %163)
  %165 = load ptr, ptr %3, align 8
  %166 = getelementptr inbounds %struct.gz_state, ptr %165, i32 0, i32 10
  store i32 2, ptr %166, align 8
  %167 = load ptr, ptr %3, align 8
  %168 = getelementptr inbounds %struct.gz_state, ptr %167, i32 0, i32 9
  store i32 1, ptr %168, align 4
  %169 = load ptr, ptr %3, align 8
  %170 = getelementptr inbounds %struct.gz_state, ptr %169, i32 0, i32 8
  store i32 0, ptr %170, align 8
  store i32 0, ptr %2, align 4
  br label %199

171:                                              ; preds = %154, %146, %138, %130, %125
  %172 = load ptr, ptr %3, align 8
  %173 = getelementptr inbounds %struct.gz_state, ptr %172, i32 0, i32 7
  %174 = load ptr, ptr %173, align 8
  %175 = load ptr, ptr %3, align 8
  %176 = getelementptr inbounds %struct.gz_state, ptr %175, i32 0, i32 0
  %177 = getelementptr inbounds %struct.gzFile_s, ptr %176, i32 0, i32 1
  store ptr %174, ptr %177, align 8
  %178 = load ptr, ptr %3, align 8
  %179 = getelementptr inbounds %struct.gz_state, ptr %178, i32 0, i32 0
  %180 = getelementptr inbounds %struct.gzFile_s, ptr %179, i32 0, i32 1
  %181 = load ptr, ptr %180, align 8
  %182 = load ptr, ptr %4, align 8
  %183 = getelementptr inbounds %struct.z_stream_s, ptr %182, i32 0, i32 0
  %184 = load ptr, ptr %183, align 8
  %185 = load ptr, ptr %4, align 8
  %186 = getelementptr inbounds %struct.z_stream_s, ptr %185, i32 0, i32 1
  %187 = load i32, ptr %186, align 8
  %188 = zext i32 %187 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %181, ptr align 1 %184, i64 %188, i1 false)
  %189 = load ptr, ptr %4, align 8
  %190 = getelementptr inbounds %struct.z_stream_s, ptr %189, i32 0, i32 1
  %191 = load i32, ptr %190, align 8
  %192 = load ptr, ptr %3, align 8
  %193 = getelementptr inbounds %struct.gz_state, ptr %192, i32 0, i32 0
  %194 = getelementptr inbounds %struct.gzFile_s, ptr %193, i32 0, i32 0
  store i32 %191, ptr %194, align 8
  %195 = load ptr, ptr %4, align 8
  %196 = getelementptr inbounds %struct.z_stream_s, ptr %195, i32 0, i32 1
  store i32 0, ptr %196, align 8
  %197 = load ptr, ptr %3, align 8
  %198 = getelementptr inbounds %struct.gz_state, ptr %197, i32 0, i32 10
  store i32 1, ptr %198, align 8
  store i32 0, ptr %2, align 4
  br label %199

199:                                              ; preds = %171, %162, %124, %108, %90, %69, %36
  %200 = load i32, ptr %2, align 4
  ret i32 %200
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_skip(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  br label %5

5:                                                ; preds = %79, %1
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.gz_state, ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.gzFile_s, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %59

11:                                               ; preds = %5
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.gz_state, ptr %12, i32 0, i32 0
  %14 = getelementptr inbounds %struct.gzFile_s, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = zext i32 %15 to i64
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 18
  %19 = load i64, ptr %18, align 8
  %20 = icmp sgt i64 %16, %19
  br i1 %20, label %21, label %26

21:                                               ; preds = %11
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 18
  %24 = load i64, ptr %23, align 8
  %25 = trunc i64 %24 to i32
  br label %31

26:                                               ; preds = %11
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.gz_state, ptr %27, i32 0, i32 0
  %29 = getelementptr inbounds %struct.gzFile_s, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 8
  br label %31

31:                                               ; preds = %26, %21
  %32 = phi i32 [ %25, %21 ], [ %30, %26 ]
  store i32 %32, ptr %4, align 4
  %33 = load i32, ptr %4, align 4
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.gz_state, ptr %34, i32 0, i32 0
  %36 = getelementptr inbounds %struct.gzFile_s, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = sub i32 %37, %33
  store i32 %38, ptr %36, align 8
  %39 = load i32, ptr %4, align 4
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 0
  %42 = getelementptr inbounds %struct.gzFile_s, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  %44 = zext i32 %39 to i64
  %45 = getelementptr inbounds i8, ptr %43, i64 %44
  store ptr %45, ptr %42, align 8
  %46 = load i32, ptr %4, align 4
  %47 = zext i32 %46 to i64
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds %struct.gz_state, ptr %48, i32 0, i32 0
  %50 = getelementptr inbounds %struct.gzFile_s, ptr %49, i32 0, i32 2
  %51 = load i64, ptr %50, align 8
  %52 = add nsw i64 %51, %47
  store i64 %52, ptr %50, align 8
  %53 = load i32, ptr %4, align 4
  %54 = zext i32 %53 to i64
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds %struct.gz_state, ptr %55, i32 0, i32 18
  %57 = load i64, ptr %56, align 8
  %58 = sub nsw i64 %57, %54
  store i64 %58, ptr %56, align 8
  br label %78

59:                                               ; preds = %5
  %60 = load ptr, ptr %3, align 8
  %61 = getelementptr inbounds %struct.gz_state, ptr %60, i32 0, i32 13
  %62 = load i32, ptr %61, align 8
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %71

64:                                               ; preds = %59
  %65 = load ptr, ptr %3, align 8
  %66 = getelementptr inbounds %struct.gz_state, ptr %65, i32 0, i32 21
  %67 = getelementptr inbounds %struct.z_stream_s, ptr %66, i32 0, i32 1
  %68 = load i32, ptr %67, align 8
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %71

70:                                               ; preds = %64
  br label %84

71:                                               ; preds = %64, %59
  %72 = load ptr, ptr %3, align 8
  %73 = call i32 @gz_fetch(ptr noundef %72)
  %74 = icmp eq i32 %73, -1
  br i1 %74, label %75, label %76

75:                                               ; preds = %71
  store i32 -1, ptr %2, align 4
  br label %85

76:                                               ; preds = %71
  br label %77

77:                                               ; preds = %76
  br label %78

78:                                               ; preds = %77, %31
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %3, align 8
  %81 = getelementptr inbounds %struct.gz_state, ptr %80, i32 0, i32 18
  %82 = load i64, ptr %81, align 8
  %83 = icmp ne i64 %82, 0
  br i1 %83, label %5, label %84, !llvm.loop !9

84:                                               ; preds = %79, %70
  store i32 0, ptr %2, align 4
  br label %85

85:                                               ; preds = %84, %75
  %86 = load i32, ptr %2, align 4
  ret i32 %86
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @gzgets(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %3
  %16 = load ptr, ptr %6, align 8
  %17 = icmp eq ptr %16, null
  br i1 %17, label %21, label %18

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %19, 1
  br i1 %20, label %21, label %22

21:                                               ; preds = %18, %15, %3
  store ptr null, ptr %4, align 8
  br label %172

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 8
  store ptr %23, ptr %12, align 8
  %24 = load ptr, ptr %12, align 8
  %25 = getelementptr inbounds %struct.gz_state, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 8
  %27 = icmp ne i32 %26, 7247
  br i1 %27, label %28, label %29

28:                                               ; preds = %22
  store ptr null, ptr %4, align 8
  br label %172

29:                                               ; preds = %22
  %30 = load ptr, ptr %12, align 8
  %31 = getelementptr inbounds %struct.gz_state, ptr %30, i32 0, i32 19
  %32 = load i32, ptr %31, align 8
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %45

34:                                               ; preds = %29
  %35 = load ptr, ptr %12, align 8
  %36 = getelementptr inbounds %struct.gz_state, ptr %35, i32 0, i32 19
  %37 = load i32, ptr %36, align 8
  %38 = icmp ne i32 %37, -5
  br i1 %38, label %39, label %45

39:                                               ; preds = %34
  %40 = load ptr, ptr %12, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 11
  %42 = load i32, ptr %41, align 4
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  store ptr null, ptr %4, align 8
  br label %172

45:                                               ; preds = %39, %34, %29
  %46 = load ptr, ptr %12, align 8
  call void @gz_error(ptr noundef %46, i32 noundef 0, ptr noundef null)
  %47 = load ptr, ptr %12, align 8
  %48 = getelementptr inbounds %struct.gz_state, ptr %47, i32 0, i32 18
  %49 = load i64, ptr %48, align 8
  %50 = icmp ne i64 %49, 0
  br i1 %50, label %51, label %56

51:                                               ; preds = %45
  %52 = load ptr, ptr %12, align 8
  %53 = call i32 @gz_skip(ptr noundef %52)
  %54 = icmp eq i32 %53, -1
  br i1 %54, label %55, label %56

55:                                               ; preds = %51
  store ptr null, ptr %4, align 8
  br label %172

56:                                               ; preds = %51, %45
  %57 = load ptr, ptr %6, align 8
  store ptr %57, ptr %10, align 8
  %58 = load i32, ptr %7, align 4
  %59 = sub i32 %58, 1
  store i32 %59, ptr %8, align 4
  %60 = load i32, ptr %8, align 4
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %163

62:                                               ; preds = %56
  br label %63

63:                                               ; preds = %160, %62
  %64 = load ptr, ptr %12, align 8
  %65 = getelementptr inbounds %struct.gz_state, ptr %64, i32 0, i32 0
  %66 = getelementptr inbounds %struct.gzFile_s, ptr %65, i32 0, i32 0
  %67 = load i32, ptr %66, align 8
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %74

69:                                               ; preds = %63
  %70 = load ptr, ptr %12, align 8
  %71 = call i32 @gz_fetch(ptr noundef %70)
  %72 = icmp eq i32 %71, -1
  br i1 %72, label %73, label %74

73:                                               ; preds = %69
  br label %162

74:                                               ; preds = %69, %63
  %75 = load ptr, ptr %12, align 8
  %76 = getelementptr inbounds %struct.gz_state, ptr %75, i32 0, i32 0
  %77 = getelementptr inbounds %struct.gzFile_s, ptr %76, i32 0, i32 0
  %78 = load i32, ptr %77, align 8
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %83

80:                                               ; preds = %74
  %81 = load ptr, ptr %12, align 8
  %82 = getelementptr inbounds %struct.gz_state, ptr %81, i32 0, i32 14
  store i32 1, ptr %82, align 4
  br label %162

83:                                               ; preds = %74
  %84 = load ptr, ptr %12, align 8
  %85 = getelementptr inbounds %struct.gz_state, ptr %84, i32 0, i32 0
  %86 = getelementptr inbounds %struct.gzFile_s, ptr %85, i32 0, i32 0
  %87 = load i32, ptr %86, align 8
  %88 = load i32, ptr %8, align 4
  %89 = icmp ugt i32 %87, %88
  br i1 %89, label %90, label %92

90:                                               ; preds = %83
  %91 = load i32, ptr %8, align 4
  br label %97

92:                                               ; preds = %83
  %93 = load ptr, ptr %12, align 8
  %94 = getelementptr inbounds %struct.gz_state, ptr %93, i32 0, i32 0
  %95 = getelementptr inbounds %struct.gzFile_s, ptr %94, i32 0, i32 0
  %96 = load i32, ptr %95, align 8
  br label %97

97:                                               ; preds = %92, %90
  %98 = phi i32 [ %91, %90 ], [ %96, %92 ]
  store i32 %98, ptr %9, align 4
  %99 = load ptr, ptr %12, align 8
  %100 = getelementptr inbounds %struct.gz_state, ptr %99, i32 0, i32 0
  %101 = getelementptr inbounds %struct.gzFile_s, ptr %100, i32 0, i32 1
  %102 = load ptr, ptr %101, align 8
  %103 = load i32, ptr %9, align 4
  %104 = zext i32 %103 to i64
  %105 = call ptr @memchr(ptr noundef %102, i32 noundef 10, i64 noundef %104) #10
  store ptr %105, ptr %11, align 8
  %106 = load ptr, ptr %11, align 8
  %107 = icmp ne ptr %106, null
  br i1 %107, label %108, label %119

108:                                              ; preds = %97
  %109 = load ptr, ptr %11, align 8
  %110 = load ptr, ptr %12, align 8
  %111 = getelementptr inbounds %struct.gz_state, ptr %110, i32 0, i32 0
  %112 = getelementptr inbounds %struct.gzFile_s, ptr %111, i32 0, i32 1
  %113 = load ptr, ptr %112, align 8
  %114 = ptrtoint ptr %109 to i64
  %115 = ptrtoint ptr %113 to i64
  %116 = sub i64 %114, %115
  %117 = trunc i64 %116 to i32
  %118 = add i32 %117, 1
  store i32 %118, ptr %9, align 4
  br label %119

119:                                              ; preds = %108, %97
  %120 = load ptr, ptr %6, align 8
  %121 = load ptr, ptr %12, align 8
  %122 = getelementptr inbounds %struct.gz_state, ptr %121, i32 0, i32 0
  %123 = getelementptr inbounds %struct.gzFile_s, ptr %122, i32 0, i32 1
  %124 = load ptr, ptr %123, align 8
  %125 = load i32, ptr %9, align 4
  %126 = zext i32 %125 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %120, ptr align 1 %124, i64 %126, i1 false)
  %127 = load i32, ptr %9, align 4
  %128 = load ptr, ptr %12, align 8
  %129 = getelementptr inbounds %struct.gz_state, ptr %128, i32 0, i32 0
  %130 = getelementptr inbounds %struct.gzFile_s, ptr %129, i32 0, i32 0
  %131 = load i32, ptr %130, align 8
  %132 = sub i32 %131, %127
  store i32 %132, ptr %130, align 8
  %133 = load i32, ptr %9, align 4
  %134 = load ptr, ptr %12, align 8
  %135 = getelementptr inbounds %struct.gz_state, ptr %134, i32 0, i32 0
  %136 = getelementptr inbounds %struct.gzFile_s, ptr %135, i32 0, i32 1
  %137 = load ptr, ptr %136, align 8
  %138 = zext i32 %133 to i64
  %139 = getelementptr inbounds i8, ptr %137, i64 %138
  store ptr %139, ptr %136, align 8
  %140 = load i32, ptr %9, align 4
  %141 = zext i32 %140 to i64
  %142 = load ptr, ptr %12, align 8
  %143 = getelementptr inbounds %struct.gz_state, ptr %142, i32 0, i32 0
  %144 = getelementptr inbounds %struct.gzFile_s, ptr %143, i32 0, i32 2
  %145 = load i64, ptr %144, align 8
  %146 = add nsw i64 %145, %141
  store i64 %146, ptr %144, align 8
  %147 = load i32, ptr %9, align 4
  %148 = load i32, ptr %8, align 4
  %149 = sub i32 %148, %147
  store i32 %149, ptr %8, align 4
  %150 = load i32, ptr %9, align 4
  %151 = load ptr, ptr %6, align 8
  %152 = zext i32 %150 to i64
  %153 = getelementptr inbounds i8, ptr %151, i64 %152
  store ptr %153, ptr %6, align 8
  br label %154

154:                                              ; preds = %119
  %155 = load i32, ptr %8, align 4
  %156 = icmp ne i32 %155, 0
  br i1 %156, label %157, label %160

157:                                              ; preds = %154
  %158 = load ptr, ptr %11, align 8
  %159 = icmp eq ptr %158, null
  br label %160

160:                                              ; preds = %157, %154
  %161 = phi i1 [ false, %154 ], [ %159, %157 ]
  br i1 %161, label %63, label %162, !llvm.loop !10

162:                                              ; preds = %160, %80, %73
  br label %163

163:                                              ; preds = %162, %56
  %164 = load ptr, ptr %6, align 8
  %165 = load ptr, ptr %10, align 8
  %166 = icmp eq ptr %164, %165
  br i1 %166, label %167, label %168

167:                                              ; preds = %163
  store ptr null, ptr %4, align 8
  br label %172

168:                                              ; preds = %163
  %169 = load ptr, ptr %6, align 8
  %170 = getelementptr inbounds i8, ptr %169, i64 0
  store i8 0, ptr %170, align 1
  %171 = load ptr, ptr %10, align 8
  store ptr %171, ptr %4, align 8
  br label %172

172:                                              ; preds = %168, %167, %55, %44, %28, %21
  %173 = load ptr, ptr %4, align 8
  ret ptr %173
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_fetch(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.gz_state, ptr %5, i32 0, i32 21
  store ptr %6, ptr %4, align 8
  br label %7

7:                                                ; preds = %83, %1
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.gz_state, ptr %8, i32 0, i32 10
  %10 = load i32, ptr %9, align 8
  switch i32 %10, label %62 [
    i32 0, label %11
    i32 1, label %23
    i32 2, label %45
  ]

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = call i32 @gz_look(ptr noundef %12)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %16

15:                                               ; preds = %11
  store i32 -1, ptr %2, align 4
  br label %86

16:                                               ; preds = %11
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.gz_state, ptr %17, i32 0, i32 10
  %19 = load i32, ptr %18, align 8
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %16
  store i32 0, ptr %2, align 4
  br label %86

22:                                               ; preds = %16
  br label %64

23:                                               ; preds = %7
  %24 = load ptr, ptr %3, align 8
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.gz_state, ptr %25, i32 0, i32 7
  %27 = load ptr, ptr %26, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.gz_state, ptr %28, i32 0, i32 4
  %30 = load i32, ptr %29, align 8
  %31 = shl i32 %30, 1
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.gz_state, ptr %32, i32 0, i32 0
  %34 = getelementptr inbounds %struct.gzFile_s, ptr %33, i32 0, i32 0
  %35 = call i32 @gz_load(ptr noundef %24, ptr noundef %27, i32 noundef %31, ptr noundef %34)
  %36 = icmp eq i32 %35, -1
  br i1 %36, label %37, label %38

37:                                               ; preds = %23
  store i32 -1, ptr %2, align 4
  br label %86

38:                                               ; preds = %23
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.gz_state, ptr %39, i32 0, i32 7
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.gz_state, ptr %42, i32 0, i32 0
  %44 = getelementptr inbounds %struct.gzFile_s, ptr %43, i32 0, i32 1
  store ptr %41, ptr %44, align 8
  store i32 0, ptr %2, align 4
  br label %86

45:                                               ; preds = %7
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.gz_state, ptr %46, i32 0, i32 4
  %48 = load i32, ptr %47, align 8
  %49 = shl i32 %48, 1
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds %struct.z_stream_s, ptr %50, i32 0, i32 4
  store i32 %49, ptr %51, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds %struct.gz_state, ptr %52, i32 0, i32 7
  %54 = load ptr, ptr %53, align 8
  %55 = load ptr, ptr %4, align 8
  %56 = getelementptr inbounds %struct.z_stream_s, ptr %55, i32 0, i32 3
  store ptr %54, ptr %56, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = call i32 @gz_decomp(ptr noundef %57)
  %59 = icmp eq i32 %58, -1
  br i1 %59, label %60, label %61

60:                                               ; preds = %45
  store i32 -1, ptr %2, align 4
  br label %86

61:                                               ; preds = %45
  br label %64

62:                                               ; preds = %7
  %63 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %63, i32 noundef -2, ptr noundef @.str.8)
  store i32 -1, ptr %2, align 4
  br label %86

64:                                               ; preds = %61, %22
  br label %65

65:                                               ; preds = %64
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds %struct.gz_state, ptr %66, i32 0, i32 0
  %68 = getelementptr inbounds %struct.gzFile_s, ptr %67, i32 0, i32 0
  %69 = load i32, ptr %68, align 8
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %83

71:                                               ; preds = %65
  %72 = load ptr, ptr %3, align 8
  %73 = getelementptr inbounds %struct.gz_state, ptr %72, i32 0, i32 13
  %74 = load i32, ptr %73, align 8
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %76, label %81

76:                                               ; preds = %71
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds %struct.z_stream_s, ptr %77, i32 0, i32 1
  %79 = load i32, ptr %78, align 8
  %80 = icmp ne i32 %79, 0
  br label %81

81:                                               ; preds = %76, %71
  %82 = phi i1 [ true, %71 ], [ %80, %76 ]
  br label %83

83:                                               ; preds = %81, %65
  %84 = phi i1 [ false, %65 ], [ %82, %81 ]
  br i1 %84, label %7, label %85, !llvm.loop !11

85:                                               ; preds = %83
  store i32 0, ptr %2, align 4
  br label %86

86:                                               ; preds = %85, %62, %60, %38, %37, %21, %15
  %87 = load i32, ptr %2, align 4
  ret i32 %87
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzdirect(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %34

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  store ptr %9, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.gz_state, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp eq i32 %12, 7247
  br i1 %13, label %14, label %28

14:                                               ; preds = %8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.gz_state, ptr %15, i32 0, i32 10
  %17 = load i32, ptr %16, align 8
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %28

19:                                               ; preds = %14
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.gz_state, ptr %20, i32 0, i32 0
  %22 = getelementptr inbounds %struct.gzFile_s, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 8
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %19
  %26 = load ptr, ptr %4, align 8
  %27 = call i32 @gz_look(ptr noundef %26)
  br label %28

28:                                               ; preds = %25, %19, %14, %8
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %struct.gz_state, ptr %29, i32 0, i32 8
  %31 = load i32, ptr %30, align 8
  %32 = icmp eq i32 %31, 1
  %33 = zext i1 %32 to i32
  store i32 %33, ptr %2, align 4
  br label %34

34:                                               ; preds = %28, %7
  %35 = load i32, ptr %2, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @gzclose_r(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 -2, ptr %2, align 4
  br label %55

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  store ptr %11, ptr %6, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.gz_state, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = icmp ne i32 %14, 7247
  br i1 %15, label %16, label %17

16:                                               ; preds = %10
  store i32 -2, ptr %2, align 4
  br label %55

17:                                               ; preds = %10
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.gz_state, ptr %18, i32 0, i32 4
  %20 = load i32, ptr %19, align 8
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %32

22:                                               ; preds = %17
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.gz_state, ptr %23, i32 0, i32 21
  %25 = call i32 @inflateEnd(ptr noundef %24)
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.gz_state, ptr %26, i32 0, i32 7
  %28 = load ptr, ptr %27, align 8
  call void @free(ptr noundef %28) #8
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds %struct.gz_state, ptr %29, i32 0, i32 6
  %31 = load ptr, ptr %30, align 8
  call void @free(ptr noundef %31) #8
  br label %32

32:                                               ; preds = %22, %17
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds %struct.gz_state, ptr %33, i32 0, i32 19
  %35 = load i32, ptr %34, align 8
  %36 = icmp eq i32 %35, -5
  %37 = zext i1 %36 to i64
  %38 = select i1 %36, i32 -5, i32 0
  store i32 %38, ptr %5, align 4
  %39 = load ptr, ptr %6, align 8
  call void @gz_error(ptr noundef %39, i32 noundef 0, ptr noundef null)
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.gz_state, ptr %40, i32 0, i32 3
  %42 = load ptr, ptr %41, align 8
  call void @free(ptr noundef %42) #8
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.gz_state, ptr %43, i32 0, i32 2
  %45 = load i32, ptr %44, align 4
  %46 = call i32 @close(i32 noundef %45)
  store i32 %46, ptr %4, align 4
  %47 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %47) #8
  %48 = load i32, ptr %4, align 4
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %32
  br label %53

51:                                               ; preds = %32
  %52 = load i32, ptr %5, align 4
  br label %53

53:                                               ; preds = %51, %50
  %54 = phi i32 [ -1, %50 ], [ %52, %51 ]
  store i32 %54, ptr %2, align 4
  br label %55

55:                                               ; preds = %53, %16, %9
  %56 = load i32, ptr %2, align 4
  ret i32 %56
}

declare i32 @inflateEnd(ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i32 @close(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_load(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store i32 1073741824, ptr %12, align 4
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds %struct.gz_state, ptr %13, i32 0, i32 11
  store i32 0, ptr %14, align 4
  %15 = call ptr @__errno_location() #7
  store i32 0, ptr %15, align 4
  %16 = load ptr, ptr %9, align 8
  store i32 0, ptr %16, align 4
  br label %17

17:                                               ; preds = %48, %4
  %18 = load i32, ptr %8, align 4
  %19 = load ptr, ptr %9, align 8
  %20 = load i32, ptr %19, align 4
  %21 = sub i32 %18, %20
  store i32 %21, ptr %11, align 4
  %22 = load i32, ptr %11, align 4
  %23 = load i32, ptr %12, align 4
  %24 = icmp ugt i32 %22, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %17
  %26 = load i32, ptr %12, align 4
  store i32 %26, ptr %11, align 4
  br label %27

27:                                               ; preds = %25, %17
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.gz_state, ptr %28, i32 0, i32 2
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = load ptr, ptr %9, align 8
  %33 = load i32, ptr %32, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  %36 = load i32, ptr %11, align 4
  %37 = zext i32 %36 to i64
  %38 = call i64 @read(i32 noundef %30, ptr noundef %35, i64 noundef %37)
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr %10, align 4
  %40 = load i32, ptr %10, align 4
  %41 = icmp sle i32 %40, 0
  br i1 %41, label %42, label %43

42:                                               ; preds = %27
  br label %53

43:                                               ; preds = %27
  %44 = load i32, ptr %10, align 4
  %45 = load ptr, ptr %9, align 8
  %46 = load i32, ptr %45, align 4
  %47 = add i32 %46, %44
  store i32 %47, ptr %45, align 4
  br label %48

48:                                               ; preds = %43
  %49 = load ptr, ptr %9, align 8
  %50 = load i32, ptr %49, align 4
  %51 = load i32, ptr %8, align 4
  %52 = icmp ult i32 %50, %51
  br i1 %52, label %17, label %53, !llvm.loop !12

53:                                               ; preds = %48, %42
  %54 = load i32, ptr %10, align 4
  %55 = icmp slt i32 %54, 0
  br i1 %55, label %56, label %77

56:                                               ; preds = %53
  %57 = call ptr @__errno_location() #7
  %58 = load i32, ptr %57, align 4
  %59 = icmp eq i32 %58, 11
  br i1 %59, label %64, label %60

60:                                               ; preds = %56
  %61 = call ptr @__errno_location() #7
  %62 = load i32, ptr %61, align 4
  %63 = icmp eq i32 %62, 11
  br i1 %63, label %64, label %72

64:                                               ; preds = %60, %56
  %65 = load ptr, ptr %6, align 8
  %66 = getelementptr inbounds %struct.gz_state, ptr %65, i32 0, i32 11
  store i32 1, ptr %66, align 4
  %67 = load ptr, ptr %9, align 8
  %68 = load i32, ptr %67, align 4
  %69 = icmp ne i32 %68, 0
  br i1 %69, label %70, label %71

70:                                               ; preds = %64
  store i32 0, ptr %5, align 4
  br label %84

71:                                               ; preds = %64
  br label %72

72:                                               ; preds = %71, %60
  %73 = load ptr, ptr %6, align 8
  %74 = call ptr @__errno_location() #7
  %75 = load i32, ptr %74, align 4
  %76 = call ptr @strerror(i32 noundef %75) #8
  call void @gz_error(ptr noundef %73, i32 noundef -1, ptr noundef %76)
  store i32 -1, ptr %5, align 4
  br label %84

77:                                               ; preds = %53
  %78 = load i32, ptr %10, align 4
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %83

80:                                               ; preds = %77
  %81 = load ptr, ptr %6, align 8
  %82 = getelementptr inbounds %struct.gz_state, ptr %81, i32 0, i32 13
  store i32 1, ptr %82, align 8
  br label %83

83:                                               ; preds = %80, %77
  store i32 0, ptr %5, align 4
  br label %84

84:                                               ; preds = %83, %72, %70
  %85 = load i32, ptr %5, align 4
  ret i32 %85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_decomp(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.gz_state, ptr %7, i32 0, i32 21
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = getelementptr inbounds %struct.z_stream_s, ptr %9, i32 0, i32 4
  %11 = load i32, ptr %10, align 8
  store i32 %11, ptr %5, align 4
  br label %12

12:                                               ; preds = %99, %1
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds %struct.z_stream_s, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %25

17:                                               ; preds = %12
  %18 = load ptr, ptr %3, align 8
  %19 = call i32 @gz_avail(ptr noundef %18)
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 19
  %24 = load i32, ptr %23, align 8
  store i32 %24, ptr %4, align 4
  br label %101

25:                                               ; preds = %17, %12
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.z_stream_s, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 8
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %38

30:                                               ; preds = %25
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.gz_state, ptr %31, i32 0, i32 11
  %33 = load i32, ptr %32, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %30
  %36 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %36, i32 noundef -5, ptr noundef @.str.3)
  br label %37

37:                                               ; preds = %35, %30
  br label %101

38:                                               ; preds = %25
  %39 = load ptr, ptr %6, align 8
  %40 = call i32 @inflate(ptr noundef %39, i32 noundef 0)
  store i32 %40, ptr %4, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds %struct.z_stream_s, ptr %41, i32 0, i32 4
  %43 = load i32, ptr %42, align 8
  %44 = load i32, ptr %5, align 4
  %45 = icmp ult i32 %43, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %38
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds %struct.gz_state, ptr %47, i32 0, i32 9
  store i32 0, ptr %48, align 4
  br label %49

49:                                               ; preds = %46, %38
  %50 = load i32, ptr %4, align 4
  %51 = icmp eq i32 %50, -2
  br i1 %51, label %55, label %52

52:                                               ; preds = %49
  %53 = load i32, ptr %4, align 4
  %54 = icmp eq i32 %53, 2
  br i1 %54, label %55, label %57

55:                                               ; preds = %52, %49
  %56 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %56, i32 noundef -2, ptr noundef @.str.4)
  br label %101

57:                                               ; preds = %52
  %58 = load i32, ptr %4, align 4
  %59 = icmp eq i32 %58, -4
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  %61 = load ptr, ptr %3, align 8
  call void @gz_error(ptr noundef %61, i32 noundef -4, ptr noundef @.str.5)
  br label %101

62:                                               ; preds = %57
  %63 = load i32, ptr %4, align 4
  %64 = icmp eq i32 %63, -3
  br i1 %64, label %65, label %90

65:                                               ; preds = %62
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds %struct.gz_state, ptr %66, i32 0, i32 9
  %68 = load i32, ptr %67, align 4
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %77

70:                                               ; preds = %65
  %71 = load ptr, ptr %6, align 8
  %72 = getelementptr inbounds %struct.z_stream_s, ptr %71, i32 0, i32 1
  store i32 0, ptr %72, align 8
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.gz_state, ptr %73, i32 0, i32 13
  store i32 1, ptr %74, align 8
  %75 = load ptr, ptr %3, align 8
  %76 = getelementptr inbounds %struct.gz_state, ptr %75, i32 0, i32 10
  store i32 0, ptr %76, align 8
  store i32 0, ptr %4, align 4
  br label %101

77:                                               ; preds = %65
  %78 = load ptr, ptr %3, align 8
  %79 = load ptr, ptr %6, align 8
  %80 = getelementptr inbounds %struct.z_stream_s, ptr %79, i32 0, i32 6
  %81 = load ptr, ptr %80, align 8
  %82 = icmp eq ptr %81, null
  br i1 %82, label %83, label %84

83:                                               ; preds = %77
  br label %88

84:                                               ; preds = %77
  %85 = load ptr, ptr %6, align 8
  %86 = getelementptr inbounds %struct.z_stream_s, ptr %85, i32 0, i32 6
  %87 = load ptr, ptr %86, align 8
  br label %88

88:                                               ; preds = %84, %83
  %89 = phi ptr [ @.str.6, %83 ], [ %87, %84 ]
  call void @gz_error(ptr noundef %78, i32 noundef -3, ptr noundef %89)
  br label %101

90:                                               ; preds = %62
  br label %91

91:                                               ; preds = %90
  %92 = load ptr, ptr %6, align 8
  %93 = getelementptr inbounds %struct.z_stream_s, ptr %92, i32 0, i32 4
  %94 = load i32, ptr %93, align 8
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %99

96:                                               ; preds = %91
  %97 = load i32, ptr %4, align 4
  %98 = icmp ne i32 %97, 1
  br label %99

99:                                               ; preds = %96, %91
  %100 = phi i1 [ false, %91 ], [ %98, %96 ]
  br i1 %100, label %12, label %101, !llvm.loop !13

101:                                              ; preds = %99, %88, %70, %60, %55, %37, %21
  %102 = load i32, ptr %5, align 4
  %103 = load ptr, ptr %6, align 8
  %104 = getelementptr inbounds %struct.z_stream_s, ptr %103, i32 0, i32 4
  %105 = load i32, ptr %104, align 8
  %106 = sub i32 %102, %105
  %107 = load ptr, ptr %3, align 8
  %108 = getelementptr inbounds %struct.gz_state, ptr %107, i32 0, i32 0
  %109 = getelementptr inbounds %struct.gzFile_s, ptr %108, i32 0, i32 0
  store i32 %106, ptr %109, align 8
  %110 = load ptr, ptr %6, align 8
  %111 = getelementptr inbounds %struct.z_stream_s, ptr %110, i32 0, i32 3
  %112 = load ptr, ptr %111, align 8
  %113 = load ptr, ptr %3, align 8
  %114 = getelementptr inbounds %struct.gz_state, ptr %113, i32 0, i32 0
  %115 = getelementptr inbounds %struct.gzFile_s, ptr %114, i32 0, i32 0
  %116 = load i32, ptr %115, align 8
  %117 = zext i32 %116 to i64
  %118 = sub i64 0, %117
  %119 = getelementptr inbounds i8, ptr %112, i64 %118
  %120 = load ptr, ptr %3, align 8
  %121 = getelementptr inbounds %struct.gz_state, ptr %120, i32 0, i32 0
  %122 = getelementptr inbounds %struct.gzFile_s, ptr %121, i32 0, i32 1
  store ptr %119, ptr %122, align 8
  %123 = load i32, ptr %4, align 4
  %124 = icmp eq i32 %123, 1
  br i1 %124, label %125, label %130

125:                                              ; preds = %101
  %126 = load ptr, ptr %3, align 8
  %127 = getelementptr inbounds %struct.gz_state, ptr %126, i32 0, i32 9
  store i32 0, ptr %127, align 4
  %128 = load ptr, ptr %3, align 8
  %129 = getelementptr inbounds %struct.gz_state, ptr %128, i32 0, i32 10
  store i32 0, ptr %129, align 8
  store i32 0, ptr %2, align 4
  br label %135

130:                                              ; preds = %101
  %131 = load i32, ptr %4, align 4
  %132 = icmp ne i32 %131, 0
  %133 = zext i1 %132 to i64
  %134 = select i1 %132, i32 -1, i32 0
  store i32 %134, ptr %2, align 4
  br label %135

135:                                              ; preds = %130, %125
  %136 = load i32, ptr %2, align 4
  ret i32 %136
}

declare i64 @read(i32 noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gz_avail(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.gz_state, ptr %9, i32 0, i32 21
  store ptr %10, ptr %5, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.gz_state, ptr %11, i32 0, i32 19
  %13 = load i32, ptr %12, align 8
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %21

15:                                               ; preds = %1
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.gz_state, ptr %16, i32 0, i32 19
  %18 = load i32, ptr %17, align 8
  %19 = icmp ne i32 %18, -5
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  store i32 -1, ptr %2, align 4
  br label %89

21:                                               ; preds = %15, %1
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.gz_state, ptr %22, i32 0, i32 13
  %24 = load i32, ptr %23, align 8
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %88

26:                                               ; preds = %21
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.z_stream_s, ptr %27, i32 0, i32 1
  %29 = load i32, ptr %28, align 8
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %57

31:                                               ; preds = %26
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.gz_state, ptr %32, i32 0, i32 6
  %34 = load ptr, ptr %33, align 8
  store ptr %34, ptr %6, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.z_stream_s, ptr %35, i32 0, i32 0
  %37 = load ptr, ptr %36, align 8
  store ptr %37, ptr %7, align 8
  %38 = load ptr, ptr %7, align 8
  %39 = load ptr, ptr %6, align 8
  %40 = icmp ne ptr %38, %39
  br i1 %40, label %41, label %56

41:                                               ; preds = %31
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.z_stream_s, ptr %42, i32 0, i32 1
  %44 = load i32, ptr %43, align 8
  store i32 %44, ptr %8, align 4
  br label %45

45:                                               ; preds = %51, %41
  %46 = load ptr, ptr %7, align 8
  %47 = getelementptr inbounds i8, ptr %46, i32 1
  store ptr %47, ptr %7, align 8
  %48 = load i8, ptr %46, align 1
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds i8, ptr %49, i32 1
  store ptr %50, ptr %6, align 8
  store i8 %48, ptr %49, align 1
  br label %51

51:                                               ; preds = %45
  %52 = load i32, ptr %8, align 4
  %53 = add i32 %52, -1
  store i32 %53, ptr %8, align 4
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %45, label %55, !llvm.loop !14

55:                                               ; preds = %51
  br label %56

56:                                               ; preds = %55, %31
  br label %57

57:                                               ; preds = %56, %26
  %58 = load ptr, ptr %3, align 8
  %59 = load ptr, ptr %3, align 8
  %60 = getelementptr inbounds %struct.gz_state, ptr %59, i32 0, i32 6
  %61 = load ptr, ptr %60, align 8
  %62 = load ptr, ptr %5, align 8
  %63 = getelementptr inbounds %struct.z_stream_s, ptr %62, i32 0, i32 1
  %64 = load i32, ptr %63, align 8
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %61, i64 %65
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds %struct.gz_state, ptr %67, i32 0, i32 4
  %69 = load i32, ptr %68, align 8
  %70 = load ptr, ptr %5, align 8
  %71 = getelementptr inbounds %struct.z_stream_s, ptr %70, i32 0, i32 1
  %72 = load i32, ptr %71, align 8
  %73 = sub i32 %69, %72
  %74 = call i32 @gz_load(ptr noundef %58, ptr noundef %66, i32 noundef %73, ptr noundef %4)
  %75 = icmp eq i32 %74, -1
  br i1 %75, label %76, label %77

76:                                               ; preds = %57
  store i32 -1, ptr %2, align 4
  br label %89

77:                                               ; preds = %57
  %78 = load i32, ptr %4, align 4
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds %struct.z_stream_s, ptr %79, i32 0, i32 1
  %81 = load i32, ptr %80, align 8
  %82 = add i32 %81, %78
  store i32 %82, ptr %80, align 8
  %83 = load ptr, ptr %3, align 8
  %84 = getelementptr inbounds %struct.gz_state, ptr %83, i32 0, i32 6
  %85 = load ptr, ptr %84, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds %struct.z_stream_s, ptr %86, i32 0, i32 0
  store ptr %85, ptr %87, align 8
  br label %88

88:                                               ; preds = %77, %21
  store i32 0, ptr %2, align 4
  br label %89

89:                                               ; preds = %88, %76, %20
  %90 = load i32, ptr %2, align 4
  ret i32 %90
}

declare i32 @inflate(ptr noundef, i32 noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

declare i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) #1

declare i32 @inflateReset(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind willreturn memory(read) }

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
