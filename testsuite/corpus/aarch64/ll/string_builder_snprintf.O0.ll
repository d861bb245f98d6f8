; ModuleID = 'programs/string_builder_snprintf.c'
source_filename = "programs/string_builder_snprintf.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.sb = type { ptr, i64, i64, i32 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"gamma-delta\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"with \22quotes\22\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"tab\09here\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"nl\0Ahere\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"\1Ctrl\00", align 1
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [16 x i8] c"%-16s|%8s|%10s\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"name\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"len\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"hash\00", align 1
@.str.12 = private unnamed_addr constant [21 x i8] c"%-16.16s|%8zu|%#10x\0A\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"[\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"%s\22\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"\22\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"]\0A\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@stdout = external global ptr, align 8
@.str.20 = private unnamed_addr constant [4 x i8] c" |\0A\00", align 1
@.str.21 = private unnamed_addr constant [46 x i8] c"len=%zu cap=%zu grows=%d fields=%d hash=%08x\0A\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"\\\22\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"\\\\\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"\\n\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"\\t\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"\\u%04x\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"%c\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.sb, align 8
  %3 = alloca [8 x ptr], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.names, i64 64, i1 false)
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %2, ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.11)
  store i32 0, ptr %4, align 4
  br label %14

14:                                               ; preds = %47, %0
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %15, 8
  br i1 %16, label %17, label %50

17:                                               ; preds = %14
  store i32 0, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %6, align 8
  br label %22

22:                                               ; preds = %33, %17
  %23 = load ptr, ptr %6, align 8
  %24 = load i8, ptr %23, align 1
  %25 = icmp ne i8 %24, 0
  br i1 %25, label %26, label %36

26:                                               ; preds = %22
  %27 = load i32, ptr %5, align 4
  %28 = mul i32 %27, 131
  %29 = load ptr, ptr %6, align 8
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = add i32 %28, %31
  store i32 %32, ptr %5, align 4
  br label %33

33:                                               ; preds = %26
  %34 = load ptr, ptr %6, align 8
  %35 = getelementptr inbounds i8, ptr %34, i32 1
  store ptr %35, ptr %6, align 8
  br label %22, !llvm.loop !6

36:                                               ; preds = %22
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %38
  %40 = load ptr, ptr %39, align 8
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %42
  %44 = load ptr, ptr %43, align 8
  %45 = call i64 @strlen(ptr noundef %44) #9
  %46 = load i32, ptr %5, align 4
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %2, ptr noundef @.str.12, ptr noundef %40, i64 noundef %45, i32 noundef %46)
  br label %47

47:                                               ; preds = %36
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %4, align 4
  br label %14, !llvm.loop !8

50:                                               ; preds = %14
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %2, ptr noundef @.str.13)
  store i32 0, ptr %7, align 4
  br label %51

51:                                               ; preds = %63, %50
  %52 = load i32, ptr %7, align 4
  %53 = icmp slt i32 %52, 8
  br i1 %53, label %54, label %66

54:                                               ; preds = %51
  %55 = load i32, ptr %7, align 4
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i64
  %58 = select i1 %56, ptr @.str.15, ptr @.str.16
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %2, ptr noundef @.str.14, ptr noundef %58)
  %59 = load i32, ptr %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %60
  %62 = load ptr, ptr %61, align 8
  call void @sb_escape(ptr noundef %2, ptr noundef %62)
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %2, ptr noundef @.str.17)
  br label %63

63:                                               ; preds = %54
  %64 = load i32, ptr %7, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %7, align 4
  br label %51, !llvm.loop !9

66:                                               ; preds = %51
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %2, ptr noundef @.str.18)
  store i32 0, ptr %8, align 4
  br label %67

67:                                               ; preds = %79, %66
  %68 = load i32, ptr %8, align 4
  %69 = icmp slt i32 %68, 200
  br i1 %69, label %70, label %82

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4
  %72 = load i32, ptr %8, align 4
  %73 = mul nsw i32 %71, %72
  %74 = load i32, ptr %8, align 4
  %75 = srem i32 %74, 20
  %76 = icmp eq i32 %75, 19
  %77 = zext i1 %76 to i64
  %78 = select i1 %76, i32 10, i32 32
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %2, ptr noundef @.str.19, i32 noundef %73, i32 noundef %78)
  br label %79

79:                                               ; preds = %70
  %80 = load i32, ptr %8, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %8, align 4
  br label %67, !llvm.loop !10

82:                                               ; preds = %67
  %83 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 0
  %84 = load ptr, ptr %83, align 8
  %85 = load ptr, ptr @stdout, align 8
  %86 = call i32 @fputs(ptr noundef %84, ptr noundef %85)
  store i32 0, ptr %9, align 4
  %87 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 1
  %88 = load i64, ptr %87, align 8
  %89 = add i64 %88, 1
  %90 = call noalias ptr @malloc(i64 noundef %89) #10
  store ptr %90, ptr %10, align 8
  %91 = load ptr, ptr %10, align 8
  %92 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 0
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = add i64 %95, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %91, ptr align 1 %93, i64 %96, i1 false)
  %97 = load ptr, ptr %10, align 8
  %98 = call ptr @strtok(ptr noundef %97, ptr noundef @.str.20) #11
  store ptr %98, ptr %11, align 8
  br label %99

99:                                               ; preds = %105, %82
  %100 = load ptr, ptr %11, align 8
  %101 = icmp ne ptr %100, null
  br i1 %101, label %102, label %107

102:                                              ; preds = %99
  %103 = load i32, ptr %9, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %9, align 4
  br label %105

105:                                              ; preds = %102
  %106 = call ptr @strtok(ptr noundef null, ptr noundef @.str.20) #11
  store ptr %106, ptr %11, align 8
  br label %99, !llvm.loop !11

107:                                              ; preds = %99
  store i32 0, ptr %12, align 4
  store i64 0, ptr %13, align 8
  br label %108

108:                                              ; preds = %123, %107
  %109 = load i64, ptr %13, align 8
  %110 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 1
  %111 = load i64, ptr %110, align 8
  %112 = icmp ult i64 %109, %111
  br i1 %112, label %113, label %126

113:                                              ; preds = %108
  %114 = load i32, ptr %12, align 4
  %115 = mul i32 %114, 31
  %116 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 0
  %117 = load ptr, ptr %116, align 8
  %118 = load i64, ptr %13, align 8
  %119 = getelementptr inbounds i8, ptr %117, i64 %118
  %120 = load i8, ptr %119, align 1
  %121 = zext i8 %120 to i32
  %122 = add i32 %115, %121
  store i32 %122, ptr %12, align 4
  br label %123

123:                                              ; preds = %113
  %124 = load i64, ptr %13, align 8
  %125 = add i64 %124, 1
  store i64 %125, ptr %13, align 8
  br label %108, !llvm.loop !12

126:                                              ; preds = %108
  %127 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 1
  %128 = load i64, ptr %127, align 8
  %129 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 2
  %130 = load i64, ptr %129, align 8
  %131 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 3
  %132 = load i32, ptr %131, align 8
  %133 = load i32, ptr %9, align 4
  %134 = load i32, ptr %12, align 4
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %128, i64 noundef %130, i32 noundef %132, i32 noundef %133, i32 noundef %134)
  %136 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %136) #11
  %137 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 0
  %138 = load ptr, ptr %137, align 8
  call void @free(ptr noundef %138) #11
  %139 = load i32, ptr %9, align 4
  %140 = and i32 %139, 127
  ret i32 %140
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sb_printf(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = alloca %struct.__va_list, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.__va_list, align 8
  %9 = alloca i64, align 8
  %10 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %5)
  call void @llvm.va_copy.p0(ptr %6, ptr %5)
  %11 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %6, i64 32, i1 false)
  %12 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef %11, ptr noundef %8) #11
  store i32 %12, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %6)
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.sb, ptr %13, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = add i64 %15, %17
  %19 = add i64 %18, 1
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.sb, ptr %20, i32 0, i32 2
  %22 = load i64, ptr %21, align 8
  %23 = icmp ugt i64 %19, %22
  br i1 %23, label %24, label %64

24:                                               ; preds = %2
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.sb, ptr %25, i32 0, i32 2
  %27 = load i64, ptr %26, align 8
  %28 = icmp ne i64 %27, 0
  br i1 %28, label %29, label %33

29:                                               ; preds = %24
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.sb, ptr %30, i32 0, i32 2
  %32 = load i64, ptr %31, align 8
  br label %34

33:                                               ; preds = %24
  br label %34

34:                                               ; preds = %33, %29
  %35 = phi i64 [ %32, %29 ], [ 16, %33 ]
  store i64 %35, ptr %9, align 8
  br label %36

36:                                               ; preds = %46, %34
  %37 = load i64, ptr %9, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.sb, ptr %38, i32 0, i32 1
  %40 = load i64, ptr %39, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = add i64 %40, %42
  %44 = add i64 %43, 1
  %45 = icmp ult i64 %37, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %36
  %47 = load i64, ptr %9, align 8
  %48 = mul i64 %47, 2
  store i64 %48, ptr %9, align 8
  br label %36, !llvm.loop !13

49:                                               ; preds = %36
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.sb, ptr %50, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = load i64, ptr %9, align 8
  %54 = call ptr @realloc(ptr noundef %52, i64 noundef %53) #12
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds %struct.sb, ptr %55, i32 0, i32 0
  store ptr %54, ptr %56, align 8
  %57 = load i64, ptr %9, align 8
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.sb, ptr %58, i32 0, i32 2
  store i64 %57, ptr %59, align 8
  %60 = load ptr, ptr %3, align 8
  %61 = getelementptr inbounds %struct.sb, ptr %60, i32 0, i32 3
  %62 = load i32, ptr %61, align 8
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %61, align 8
  br label %64

64:                                               ; preds = %49, %2
  %65 = load ptr, ptr %3, align 8
  %66 = getelementptr inbounds %struct.sb, ptr %65, i32 0, i32 0
  %67 = load ptr, ptr %66, align 8
  %68 = load ptr, ptr %3, align 8
  %69 = getelementptr inbounds %struct.sb, ptr %68, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  %71 = getelementptr inbounds i8, ptr %67, i64 %70
  %72 = load ptr, ptr %3, align 8
  %73 = getelementptr inbounds %struct.sb, ptr %72, i32 0, i32 2
  %74 = load i64, ptr %73, align 8
  %75 = load ptr, ptr %3, align 8
  %76 = getelementptr inbounds %struct.sb, ptr %75, i32 0, i32 1
  %77 = load i64, ptr %76, align 8
  %78 = sub i64 %74, %77
  %79 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %5, i64 32, i1 false)
  %80 = call i32 @vsnprintf(ptr noundef %71, i64 noundef %78, ptr noundef %79, ptr noundef %10) #11
  %81 = load i32, ptr %7, align 4
  %82 = sext i32 %81 to i64
  %83 = load ptr, ptr %3, align 8
  %84 = getelementptr inbounds %struct.sb, ptr %83, i32 0, i32 1
  %85 = load i64, ptr %84, align 8
  %86 = add i64 %85, %82
  store i64 %86, ptr %84, align 8
  call void @llvm.va_end.p0(ptr %5)
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sb_escape(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %38, %2
  %6 = load ptr, ptr %4, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %41

9:                                                ; preds = %5
  %10 = load ptr, ptr %4, align 8
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  switch i32 %12, label %21 [
    i32 34, label %13
    i32 92, label %15
    i32 10, label %17
    i32 9, label %19
  ]

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %14, ptr noundef @.str.22)
  br label %37

15:                                               ; preds = %9
  %16 = load ptr, ptr %3, align 8
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %16, ptr noundef @.str.23)
  br label %37

17:                                               ; preds = %9
  %18 = load ptr, ptr %3, align 8
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %18, ptr noundef @.str.24)
  br label %37

19:                                               ; preds = %9
  %20 = load ptr, ptr %3, align 8
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %20, ptr noundef @.str.25)
  br label %37

21:                                               ; preds = %9
  %22 = load ptr, ptr %4, align 8
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp slt i32 %24, 32
  br i1 %25, label %26, label %31

26:                                               ; preds = %21
  %27 = load ptr, ptr %3, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %27, ptr noundef @.str.26, i32 noundef %30)
  br label %36

31:                                               ; preds = %21
  %32 = load ptr, ptr %3, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %32, ptr noundef @.str.27, i32 noundef %35)
  br label %36

36:                                               ; preds = %31, %26
  br label %37

37:                                               ; preds = %36, %19, %17, %15, %13
  br label %38

38:                                               ; preds = %37
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr %4, align 8
  br label %5, !llvm.loop !14

41:                                               ; preds = %5
  ret void
}

declare i32 @fputs(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef) #6

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #8

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind allocsize(1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(1) }

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
