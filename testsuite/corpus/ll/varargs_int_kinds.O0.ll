; ModuleID = 'programs/varargs_int_kinds.c'
source_filename = "programs/varargs_int_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [21 x i8] c"sum_ints small=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"sum_ints many=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"iulLzpsjiulLzpsj\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"format hash %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%c:%llx \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i8 -5, ptr %2, align 1
  store i8 -6, ptr %3, align 1
  store i16 -30000, ptr %4, align 2
  store i16 -5536, ptr %5, align 2
  store i8 1, ptr %6, align 1
  %9 = load i8, ptr %2, align 1
  %10 = sext i8 %9 to i32
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = load i16, ptr %5, align 2
  %16 = zext i16 %15 to i32
  %17 = load i8, ptr %6, align 1
  %18 = trunc i8 %17 to i1
  %19 = zext i1 %18 to i32
  %20 = call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef %10, i32 noundef %12, i32 noundef %14, i32 noundef %16, i32 noundef %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %20)
  %22 = call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef 20)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %22)
  store i32 1, ptr %7, align 4
  %24 = load i8, ptr %2, align 1
  %25 = sext i8 %24 to i32
  %26 = load i16, ptr %5, align 2
  %27 = zext i16 %26 to i32
  %28 = load i16, ptr %4, align 2
  %29 = sext i16 %28 to i64
  %30 = load i8, ptr %3, align 1
  %31 = zext i8 %30 to i64
  %32 = call i64 (ptr, ...) @by_format(ptr noundef @.str.2, i32 noundef -1, i32 noundef -294967296, i64 noundef -2, i64 noundef 81985529216486895, i64 noundef -3, ptr noundef %7, ptr noundef @.str.3, i64 noundef -9223372036854775808, i32 noundef %25, i32 noundef %27, i64 noundef %29, i64 noundef %31, i64 noundef 16, ptr noundef null, ptr noundef @.str.4, i64 noundef 42)
  store i64 %32, ptr %8, align 8
  %33 = load i64, ptr %8, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %33)
  %35 = call i32 (i32, ...) @count_until_zero(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 0)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %35)
  %37 = load i64, ptr %8, align 8
  %38 = and i64 %37, 127
  %39 = trunc i64 %38 to i32
  ret i32 %39
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %32, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %35

11:                                               ; preds = %7
  %12 = load i64, ptr %4, align 8
  %13 = mul nsw i64 %12, 3
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 16
  %17 = icmp ule i32 %16, 40
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 3
  %20 = load ptr, ptr %19, align 16
  %21 = getelementptr i8, ptr %20, i32 %16
  %22 = add i32 %16, 8
  store i32 %22, ptr %15, align 16
  br label %27

23:                                               ; preds = %11
  %24 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i8, ptr %25, i32 8
  store ptr %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %23, %18
  %28 = phi ptr [ %21, %18 ], [ %25, %23 ]
  %29 = load i32, ptr %28, align 4
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %13, %30
  store i64 %31, ptr %4, align 8
  br label %32

32:                                               ; preds = %27
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %7, !llvm.loop !6

35:                                               ; preds = %7
  %36 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %36)
  %37 = load i64, ptr %4, align 8
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @by_format(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %8)
  store i64 0, ptr %4, align 8
  %9 = load ptr, ptr %2, align 8
  store ptr %9, ptr %5, align 8
  br label %10

10:                                               ; preds = %183, %1
  %11 = load ptr, ptr %5, align 8
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0
  br i1 %13, label %14, label %186

14:                                               ; preds = %10
  store i64 0, ptr %6, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  switch i32 %17, label %173 [
    i32 105, label %18
    i32 117, label %36
    i32 108, label %54
    i32 76, label %71
    i32 122, label %88
    i32 112, label %105
    i32 115, label %126
    i32 106, label %156
  ]

18:                                               ; preds = %14
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %20 = getelementptr inbounds %struct.__va_list_tag, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 16
  %22 = icmp ule i32 %21, 40
  br i1 %22, label %23, label %28

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.__va_list_tag, ptr %19, i32 0, i32 3
  %25 = load ptr, ptr %24, align 16
  %26 = getelementptr i8, ptr %25, i32 %21
  %27 = add i32 %21, 8
  store i32 %27, ptr %20, align 16
  br label %32

28:                                               ; preds = %18
  %29 = getelementptr inbounds %struct.__va_list_tag, ptr %19, i32 0, i32 2
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr i8, ptr %30, i32 8
  store ptr %31, ptr %29, align 8
  br label %32

32:                                               ; preds = %28, %23
  %33 = phi ptr [ %26, %23 ], [ %30, %28 ]
  %34 = load i32, ptr %33, align 4
  %35 = sext i32 %34 to i64
  store i64 %35, ptr %6, align 8
  br label %173

36:                                               ; preds = %14
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %38 = getelementptr inbounds %struct.__va_list_tag, ptr %37, i32 0, i32 0
  %39 = load i32, ptr %38, align 16
  %40 = icmp ule i32 %39, 40
  br i1 %40, label %41, label %46

41:                                               ; preds = %36
  %42 = getelementptr inbounds %struct.__va_list_tag, ptr %37, i32 0, i32 3
  %43 = load ptr, ptr %42, align 16
  %44 = getelementptr i8, ptr %43, i32 %39
  %45 = add i32 %39, 8
  store i32 %45, ptr %38, align 16
  br label %50

46:                                               ; preds = %36
  %47 = getelementptr inbounds %struct.__va_list_tag, ptr %37, i32 0, i32 2
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr i8, ptr %48, i32 8
  store ptr %49, ptr %47, align 8
  br label %50

50:                                               ; preds = %46, %41
  %51 = phi ptr [ %44, %41 ], [ %48, %46 ]
  %52 = load i32, ptr %51, align 4
  %53 = zext i32 %52 to i64
  store i64 %53, ptr %6, align 8
  br label %173

54:                                               ; preds = %14
  %55 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %56 = getelementptr inbounds %struct.__va_list_tag, ptr %55, i32 0, i32 0
  %57 = load i32, ptr %56, align 16
  %58 = icmp ule i32 %57, 40
  br i1 %58, label %59, label %64

59:                                               ; preds = %54
  %60 = getelementptr inbounds %struct.__va_list_tag, ptr %55, i32 0, i32 3
  %61 = load ptr, ptr %60, align 16
  %62 = getelementptr i8, ptr %61, i32 %57
  %63 = add i32 %57, 8
  store i32 %63, ptr %56, align 16
  br label %68

64:                                               ; preds = %54
  %65 = getelementptr inbounds %struct.__va_list_tag, ptr %55, i32 0, i32 2
  %66 = load ptr, ptr %65, align 8
  %67 = getelementptr i8, ptr %66, i32 8
  store ptr %67, ptr %65, align 8
  br label %68

68:                                               ; preds = %64, %59
  %69 = phi ptr [ %62, %59 ], [ %66, %64 ]
  %70 = load i64, ptr %69, align 8
  store i64 %70, ptr %6, align 8
  br label %173

71:                                               ; preds = %14
  %72 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %73 = getelementptr inbounds %struct.__va_list_tag, ptr %72, i32 0, i32 0
  %74 = load i32, ptr %73, align 16
  %75 = icmp ule i32 %74, 40
  br i1 %75, label %76, label %81

76:                                               ; preds = %71
  %77 = getelementptr inbounds %struct.__va_list_tag, ptr %72, i32 0, i32 3
  %78 = load ptr, ptr %77, align 16
  %79 = getelementptr i8, ptr %78, i32 %74
  %80 = add i32 %74, 8
  store i32 %80, ptr %73, align 16
  br label %85

81:                                               ; preds = %71
  %82 = getelementptr inbounds %struct.__va_list_tag, ptr %72, i32 0, i32 2
  %83 = load ptr, ptr %82, align 8
  %84 = getelementptr i8, ptr %83, i32 8
  store ptr %84, ptr %82, align 8
  br label %85

85:                                               ; preds = %81, %76
  %86 = phi ptr [ %79, %76 ], [ %83, %81 ]
  %87 = load i64, ptr %86, align 8
  store i64 %87, ptr %6, align 8
  br label %173

88:                                               ; preds = %14
  %89 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %90 = getelementptr inbounds %struct.__va_list_tag, ptr %89, i32 0, i32 0
  %91 = load i32, ptr %90, align 16
  %92 = icmp ule i32 %91, 40
  br i1 %92, label %93, label %98

93:                                               ; preds = %88
  %94 = getelementptr inbounds %struct.__va_list_tag, ptr %89, i32 0, i32 3
  %95 = load ptr, ptr %94, align 16
  %96 = getelementptr i8, ptr %95, i32 %91
  %97 = add i32 %91, 8
  store i32 %97, ptr %90, align 16
  br label %102

98:                                               ; preds = %88
  %99 = getelementptr inbounds %struct.__va_list_tag, ptr %89, i32 0, i32 2
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr i8, ptr %100, i32 8
  store ptr %101, ptr %99, align 8
  br label %102

102:                                              ; preds = %98, %93
  %103 = phi ptr [ %96, %93 ], [ %100, %98 ]
  %104 = load i64, ptr %103, align 8
  store i64 %104, ptr %6, align 8
  br label %173

105:                                              ; preds = %14
  %106 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %107 = getelementptr inbounds %struct.__va_list_tag, ptr %106, i32 0, i32 0
  %108 = load i32, ptr %107, align 16
  %109 = icmp ule i32 %108, 40
  br i1 %109, label %110, label %115

110:                                              ; preds = %105
  %111 = getelementptr inbounds %struct.__va_list_tag, ptr %106, i32 0, i32 3
  %112 = load ptr, ptr %111, align 16
  %113 = getelementptr i8, ptr %112, i32 %108
  %114 = add i32 %108, 8
  store i32 %114, ptr %107, align 16
  br label %119

115:                                              ; preds = %105
  %116 = getelementptr inbounds %struct.__va_list_tag, ptr %106, i32 0, i32 2
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr i8, ptr %117, i32 8
  store ptr %118, ptr %116, align 8
  br label %119

119:                                              ; preds = %115, %110
  %120 = phi ptr [ %113, %110 ], [ %117, %115 ]
  %121 = load ptr, ptr %120, align 8
  %122 = ptrtoint ptr %121 to i64
  %123 = icmp ne i64 %122, 0
  %124 = zext i1 %123 to i32
  %125 = sext i32 %124 to i64
  store i64 %125, ptr %6, align 8
  br label %173

126:                                              ; preds = %14
  %127 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %128 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 0
  %129 = load i32, ptr %128, align 16
  %130 = icmp ule i32 %129, 40
  br i1 %130, label %131, label %136

131:                                              ; preds = %126
  %132 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 3
  %133 = load ptr, ptr %132, align 16
  %134 = getelementptr i8, ptr %133, i32 %129
  %135 = add i32 %129, 8
  store i32 %135, ptr %128, align 16
  br label %140

136:                                              ; preds = %126
  %137 = getelementptr inbounds %struct.__va_list_tag, ptr %127, i32 0, i32 2
  %138 = load ptr, ptr %137, align 8
  %139 = getelementptr i8, ptr %138, i32 8
  store ptr %139, ptr %137, align 8
  br label %140

140:                                              ; preds = %136, %131
  %141 = phi ptr [ %134, %131 ], [ %138, %136 ]
  %142 = load ptr, ptr %141, align 8
  store ptr %142, ptr %7, align 8
  br label %143

143:                                              ; preds = %147, %140
  %144 = load ptr, ptr %7, align 8
  %145 = load i8, ptr %144, align 1
  %146 = icmp ne i8 %145, 0
  br i1 %146, label %147, label %155

147:                                              ; preds = %143
  %148 = load i64, ptr %6, align 8
  %149 = mul i64 %148, 31
  %150 = load ptr, ptr %7, align 8
  %151 = getelementptr inbounds i8, ptr %150, i32 1
  store ptr %151, ptr %7, align 8
  %152 = load i8, ptr %150, align 1
  %153 = zext i8 %152 to i64
  %154 = add i64 %149, %153
  store i64 %154, ptr %6, align 8
  br label %143, !llvm.loop !8

155:                                              ; preds = %143
  br label %173

156:                                              ; preds = %14
  %157 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %158 = getelementptr inbounds %struct.__va_list_tag, ptr %157, i32 0, i32 0
  %159 = load i32, ptr %158, align 16
  %160 = icmp ule i32 %159, 40
  br i1 %160, label %161, label %166

161:                                              ; preds = %156
  %162 = getelementptr inbounds %struct.__va_list_tag, ptr %157, i32 0, i32 3
  %163 = load ptr, ptr %162, align 16
  %164 = getelementptr i8, ptr %163, i32 %159
  %165 = add i32 %159, 8
  store i32 %165, ptr %158, align 16
  br label %170

166:                                              ; preds = %156
  %167 = getelementptr inbounds %struct.__va_list_tag, ptr %157, i32 0, i32 2
  %168 = load ptr, ptr %167, align 8
  %169 = getelementptr i8, ptr %168, i32 8
  store ptr %169, ptr %167, align 8
  br label %170

170:                                              ; preds = %166, %161
  %171 = phi ptr [ %164, %161 ], [ %168, %166 ]
  %172 = load i64, ptr %171, align 8
  store i64 %172, ptr %6, align 8
  br label %173

173:                                              ; preds = %14, %170, %155, %119, %102, %85, %68, %50, %32
  %174 = load i64, ptr %4, align 8
  %175 = mul i64 %174, 1000003
  %176 = load i64, ptr %6, align 8
  %177 = xor i64 %175, %176
  store i64 %177, ptr %4, align 8
  %178 = load ptr, ptr %5, align 8
  %179 = load i8, ptr %178, align 1
  %180 = sext i8 %179 to i32
  %181 = load i64, ptr %6, align 8
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %180, i64 noundef %181)
  br label %183

183:                                              ; preds = %173
  %184 = load ptr, ptr %5, align 8
  %185 = getelementptr inbounds i8, ptr %184, i32 1
  store ptr %185, ptr %5, align 8
  br label %10, !llvm.loop !9

186:                                              ; preds = %10
  %187 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %187)
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %189 = load i64, ptr %4, align 8
  ret i64 %189
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_until_zero(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i32 0, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  store i32 %7, ptr %5, align 4
  br label %8

8:                                                ; preds = %28, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %4, align 4
  br label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %16, align 16
  %18 = icmp ule i32 %17, 40
  br i1 %18, label %19, label %24

19:                                               ; preds = %14
  %20 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 3
  %21 = load ptr, ptr %20, align 16
  %22 = getelementptr i8, ptr %21, i32 %17
  %23 = add i32 %17, 8
  store i32 %23, ptr %16, align 16
  br label %28

24:                                               ; preds = %14
  %25 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 2
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr i8, ptr %26, i32 8
  store ptr %27, ptr %25, align 8
  br label %28

28:                                               ; preds = %24, %19
  %29 = phi ptr [ %22, %19 ], [ %26, %24 ]
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %5, align 4
  br label %8, !llvm.loop !10

31:                                               ; preds = %8
  %32 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %32)
  %33 = load i32, ptr %4, align 4
  ret i32 %33
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }

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
