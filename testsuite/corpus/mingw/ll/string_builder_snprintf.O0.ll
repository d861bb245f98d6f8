; ModuleID = 'programs/string_builder_snprintf.c'
source_filename = "programs/string_builder_snprintf.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.sb = type { ptr, i64, i64, i32 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"gamma-delta\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"with \22quotes\22\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"tab\09here\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"nl\0Ahere\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"\1Ctrl\00", align 1
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
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
  %3 = alloca [8 x ptr], align 16
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.names, i64 64, i1 false)
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
  br label %22, !llvm.loop !5

36:                                               ; preds = %22
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %38
  %40 = load ptr, ptr %39, align 8
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [8 x ptr], ptr %3, i64 0, i64 %42
  %44 = load ptr, ptr %43, align 8
  %45 = call i64 @strlen(ptr noundef %44) #8
  %46 = load i32, ptr %5, align 4
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %2, ptr noundef @.str.12, ptr noundef %40, i64 noundef %45, i32 noundef %46)
  br label %47

47:                                               ; preds = %36
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %4, align 4
  br label %14, !llvm.loop !7

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
  br label %51, !llvm.loop !8

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
  br label %67, !llvm.loop !9

82:                                               ; preds = %67
  %83 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 0
  %84 = load ptr, ptr %83, align 8
  %85 = call ptr @__acrt_iob_func(i32 noundef 1)
  %86 = call i32 @fputs(ptr noundef %84, ptr noundef %85)
  store i32 0, ptr %9, align 4
  %87 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 1
  %88 = load i64, ptr %87, align 8
  %89 = add i64 %88, 1
  %90 = call ptr @malloc(i64 noundef %89) #9
  store ptr %90, ptr %10, align 8
  %91 = load ptr, ptr %10, align 8
  %92 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 0
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = add i64 %95, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %91, ptr align 1 %93, i64 %96, i1 false)
  %97 = load ptr, ptr %10, align 8
  %98 = call ptr @strtok(ptr noundef %97, ptr noundef @.str.20)
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
  %106 = call ptr @strtok(ptr noundef null, ptr noundef @.str.20)
  store ptr %106, ptr %11, align 8
  br label %99, !llvm.loop !10

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
  br label %108, !llvm.loop !11

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
  call void @free(ptr noundef %136)
  %137 = getelementptr inbounds %struct.sb, ptr %2, i32 0, i32 0
  %138 = load ptr, ptr %137, align 8
  call void @free(ptr noundef %138)
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
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %5)
  call void @llvm.va_copy.p0(ptr %6, ptr %5)
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef %9, ptr noundef %10)
  store i32 %11, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %6)
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.sb, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = add i64 %14, %16
  %18 = add i64 %17, 1
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.sb, ptr %19, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = icmp ugt i64 %18, %21
  br i1 %22, label %23, label %63

23:                                               ; preds = %2
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.sb, ptr %24, i32 0, i32 2
  %26 = load i64, ptr %25, align 8
  %27 = icmp ne i64 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %23
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.sb, ptr %29, i32 0, i32 2
  %31 = load i64, ptr %30, align 8
  br label %33

32:                                               ; preds = %23
  br label %33

33:                                               ; preds = %32, %28
  %34 = phi i64 [ %31, %28 ], [ 16, %32 ]
  store i64 %34, ptr %8, align 8
  br label %35

35:                                               ; preds = %45, %33
  %36 = load i64, ptr %8, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds %struct.sb, ptr %37, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = add i64 %39, %41
  %43 = add i64 %42, 1
  %44 = icmp ult i64 %36, %43
  br i1 %44, label %45, label %48

45:                                               ; preds = %35
  %46 = load i64, ptr %8, align 8
  %47 = mul i64 %46, 2
  store i64 %47, ptr %8, align 8
  br label %35, !llvm.loop !12

48:                                               ; preds = %35
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.sb, ptr %49, i32 0, i32 0
  %51 = load ptr, ptr %50, align 8
  %52 = load i64, ptr %8, align 8
  %53 = call ptr @realloc(ptr noundef %51, i64 noundef %52) #10
  %54 = load ptr, ptr %3, align 8
  %55 = getelementptr inbounds %struct.sb, ptr %54, i32 0, i32 0
  store ptr %53, ptr %55, align 8
  %56 = load i64, ptr %8, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds %struct.sb, ptr %57, i32 0, i32 2
  store i64 %56, ptr %58, align 8
  %59 = load ptr, ptr %3, align 8
  %60 = getelementptr inbounds %struct.sb, ptr %59, i32 0, i32 3
  %61 = load i32, ptr %60, align 8
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %60, align 8
  br label %63

63:                                               ; preds = %48, %2
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds %struct.sb, ptr %64, i32 0, i32 0
  %66 = load ptr, ptr %65, align 8
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds %struct.sb, ptr %67, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  %70 = getelementptr inbounds i8, ptr %66, i64 %69
  %71 = load ptr, ptr %3, align 8
  %72 = getelementptr inbounds %struct.sb, ptr %71, i32 0, i32 2
  %73 = load i64, ptr %72, align 8
  %74 = load ptr, ptr %3, align 8
  %75 = getelementptr inbounds %struct.sb, ptr %74, i32 0, i32 1
  %76 = load i64, ptr %75, align 8
  %77 = sub i64 %73, %76
  %78 = load ptr, ptr %4, align 8
  %79 = load ptr, ptr %5, align 8
  %80 = call i32 @vsnprintf(ptr noundef %70, i64 noundef %77, ptr noundef %78, ptr noundef %79)
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

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #3

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
  %12 = sext i8 %11 to i32
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
  %30 = sext i8 %29 to i32
  call void (ptr, ptr, ...) @sb_printf(ptr noundef %27, ptr noundef @.str.26, i32 noundef %30)
  br label %36

31:                                               ; preds = %21
  %32 = load ptr, ptr %3, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = load i8, ptr %33, align 1
  %35 = sext i8 %34 to i32
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
  br label %5, !llvm.loop !13

41:                                               ; preds = %5
  ret void
}

declare dso_local i32 @fputs(ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #5

declare dso_local ptr @strtok(ptr noundef, ptr noundef) #4

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #8
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dso_local void @free(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  ret i32 %13
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: allocsize(1)
declare dso_local ptr @realloc(ptr noundef, i64 noundef) #7

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { allocsize(1) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { allocsize(0) }
attributes #10 = { allocsize(1) }

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
