; ModuleID = 'programs/varargs_int_kinds.c'
source_filename = "programs/varargs_int_kinds.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %10 = zext i8 %9 to i32
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
  %25 = zext i8 %24 to i32
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
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %35

10:                                               ; preds = %6
  %11 = load i64, ptr %4, align 8
  %12 = mul nsw i64 %11, 3
  %13 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %14 = load i32, ptr %13, align 8
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %10
  %17 = add i32 %14, 8
  store i32 %17, ptr %13, align 8
  %18 = icmp sle i32 %17, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 %14
  br label %27

23:                                               ; preds = %16, %10
  %24 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi ptr [ %22, %19 ], [ %25, %23 ]
  %29 = load i32, ptr %28, align 8
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %12, %30
  store i64 %31, ptr %4, align 8
  br label %32

32:                                               ; preds = %27
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %6, !llvm.loop !6

35:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3)
  %36 = load i64, ptr %4, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @by_format(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i64 0, ptr %4, align 8
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %5, align 8
  br label %9

9:                                                ; preds = %190, %1
  %10 = load ptr, ptr %5, align 8
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %193

13:                                               ; preds = %9
  store i64 0, ptr %6, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  switch i32 %16, label %180 [
    i32 105, label %17
    i32 117, label %36
    i32 108, label %55
    i32 76, label %73
    i32 122, label %91
    i32 112, label %109
    i32 115, label %131
    i32 106, label %162
  ]

17:                                               ; preds = %13
  %18 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %19 = load i32, ptr %18, align 8
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %28, label %21

21:                                               ; preds = %17
  %22 = add i32 %19, 8
  store i32 %22, ptr %18, align 8
  %23 = icmp sle i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  %25 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %26, i32 %19
  br label %32

28:                                               ; preds = %21, %17
  %29 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr %31, ptr %29, align 8
  br label %32

32:                                               ; preds = %28, %24
  %33 = phi ptr [ %27, %24 ], [ %30, %28 ]
  %34 = load i32, ptr %33, align 8
  %35 = sext i32 %34 to i64
  store i64 %35, ptr %6, align 8
  br label %180

36:                                               ; preds = %13
  %37 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %38 = load i32, ptr %37, align 8
  %39 = icmp sge i32 %38, 0
  br i1 %39, label %47, label %40

40:                                               ; preds = %36
  %41 = add i32 %38, 8
  store i32 %41, ptr %37, align 8
  %42 = icmp sle i32 %41, 0
  br i1 %42, label %43, label %47

43:                                               ; preds = %40
  %44 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %45, i32 %38
  br label %51

47:                                               ; preds = %40, %36
  %48 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr %50, ptr %48, align 8
  br label %51

51:                                               ; preds = %47, %43
  %52 = phi ptr [ %46, %43 ], [ %49, %47 ]
  %53 = load i32, ptr %52, align 8
  %54 = zext i32 %53 to i64
  store i64 %54, ptr %6, align 8
  br label %180

55:                                               ; preds = %13
  %56 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %57 = load i32, ptr %56, align 8
  %58 = icmp sge i32 %57, 0
  br i1 %58, label %66, label %59

59:                                               ; preds = %55
  %60 = add i32 %57, 8
  store i32 %60, ptr %56, align 8
  %61 = icmp sle i32 %60, 0
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  %63 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr inbounds i8, ptr %64, i32 %57
  br label %70

66:                                               ; preds = %59, %55
  %67 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  store ptr %69, ptr %67, align 8
  br label %70

70:                                               ; preds = %66, %62
  %71 = phi ptr [ %65, %62 ], [ %68, %66 ]
  %72 = load i64, ptr %71, align 8
  store i64 %72, ptr %6, align 8
  br label %180

73:                                               ; preds = %13
  %74 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %75 = load i32, ptr %74, align 8
  %76 = icmp sge i32 %75, 0
  br i1 %76, label %84, label %77

77:                                               ; preds = %73
  %78 = add i32 %75, 8
  store i32 %78, ptr %74, align 8
  %79 = icmp sle i32 %78, 0
  br i1 %79, label %80, label %84

80:                                               ; preds = %77
  %81 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr inbounds i8, ptr %82, i32 %75
  br label %88

84:                                               ; preds = %77, %73
  %85 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  store ptr %87, ptr %85, align 8
  br label %88

88:                                               ; preds = %84, %80
  %89 = phi ptr [ %83, %80 ], [ %86, %84 ]
  %90 = load i64, ptr %89, align 8
  store i64 %90, ptr %6, align 8
  br label %180

91:                                               ; preds = %13
  %92 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %93 = load i32, ptr %92, align 8
  %94 = icmp sge i32 %93, 0
  br i1 %94, label %102, label %95

95:                                               ; preds = %91
  %96 = add i32 %93, 8
  store i32 %96, ptr %92, align 8
  %97 = icmp sle i32 %96, 0
  br i1 %97, label %98, label %102

98:                                               ; preds = %95
  %99 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr inbounds i8, ptr %100, i32 %93
  br label %106

102:                                              ; preds = %95, %91
  %103 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %104 = load ptr, ptr %103, align 8
  %105 = getelementptr inbounds i8, ptr %104, i64 8
  store ptr %105, ptr %103, align 8
  br label %106

106:                                              ; preds = %102, %98
  %107 = phi ptr [ %101, %98 ], [ %104, %102 ]
  %108 = load i64, ptr %107, align 8
  store i64 %108, ptr %6, align 8
  br label %180

109:                                              ; preds = %13
  %110 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %111 = load i32, ptr %110, align 8
  %112 = icmp sge i32 %111, 0
  br i1 %112, label %120, label %113

113:                                              ; preds = %109
  %114 = add i32 %111, 8
  store i32 %114, ptr %110, align 8
  %115 = icmp sle i32 %114, 0
  br i1 %115, label %116, label %120

116:                                              ; preds = %113
  %117 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds i8, ptr %118, i32 %111
  br label %124

120:                                              ; preds = %113, %109
  %121 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %122 = load ptr, ptr %121, align 8
  %123 = getelementptr inbounds i8, ptr %122, i64 8
  store ptr %123, ptr %121, align 8
  br label %124

124:                                              ; preds = %120, %116
  %125 = phi ptr [ %119, %116 ], [ %122, %120 ]
  %126 = load ptr, ptr %125, align 8
  %127 = ptrtoint ptr %126 to i64
  %128 = icmp ne i64 %127, 0
  %129 = zext i1 %128 to i32
  %130 = sext i32 %129 to i64
  store i64 %130, ptr %6, align 8
  br label %180

131:                                              ; preds = %13
  %132 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %133 = load i32, ptr %132, align 8
  %134 = icmp sge i32 %133, 0
  br i1 %134, label %142, label %135

135:                                              ; preds = %131
  %136 = add i32 %133, 8
  store i32 %136, ptr %132, align 8
  %137 = icmp sle i32 %136, 0
  br i1 %137, label %138, label %142

138:                                              ; preds = %135
  %139 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %140 = load ptr, ptr %139, align 8
  %141 = getelementptr inbounds i8, ptr %140, i32 %133
  br label %146

142:                                              ; preds = %135, %131
  %143 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %144 = load ptr, ptr %143, align 8
  %145 = getelementptr inbounds i8, ptr %144, i64 8
  store ptr %145, ptr %143, align 8
  br label %146

146:                                              ; preds = %142, %138
  %147 = phi ptr [ %141, %138 ], [ %144, %142 ]
  %148 = load ptr, ptr %147, align 8
  store ptr %148, ptr %7, align 8
  br label %149

149:                                              ; preds = %153, %146
  %150 = load ptr, ptr %7, align 8
  %151 = load i8, ptr %150, align 1
  %152 = icmp ne i8 %151, 0
  br i1 %152, label %153, label %161

153:                                              ; preds = %149
  %154 = load i64, ptr %6, align 8
  %155 = mul i64 %154, 31
  %156 = load ptr, ptr %7, align 8
  %157 = getelementptr inbounds i8, ptr %156, i32 1
  store ptr %157, ptr %7, align 8
  %158 = load i8, ptr %156, align 1
  %159 = zext i8 %158 to i64
  %160 = add i64 %155, %159
  store i64 %160, ptr %6, align 8
  br label %149, !llvm.loop !8

161:                                              ; preds = %149
  br label %180

162:                                              ; preds = %13
  %163 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %164 = load i32, ptr %163, align 8
  %165 = icmp sge i32 %164, 0
  br i1 %165, label %173, label %166

166:                                              ; preds = %162
  %167 = add i32 %164, 8
  store i32 %167, ptr %163, align 8
  %168 = icmp sle i32 %167, 0
  br i1 %168, label %169, label %173

169:                                              ; preds = %166
  %170 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %171 = load ptr, ptr %170, align 8
  %172 = getelementptr inbounds i8, ptr %171, i32 %164
  br label %177

173:                                              ; preds = %166, %162
  %174 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %175 = load ptr, ptr %174, align 8
  %176 = getelementptr inbounds i8, ptr %175, i64 8
  store ptr %176, ptr %174, align 8
  br label %177

177:                                              ; preds = %173, %169
  %178 = phi ptr [ %172, %169 ], [ %175, %173 ]
  %179 = load i64, ptr %178, align 8
  store i64 %179, ptr %6, align 8
  br label %180

180:                                              ; preds = %13, %177, %161, %124, %106, %88, %70, %51, %32
  %181 = load i64, ptr %4, align 8
  %182 = mul i64 %181, 1000003
  %183 = load i64, ptr %6, align 8
  %184 = xor i64 %182, %183
  store i64 %184, ptr %4, align 8
  %185 = load ptr, ptr %5, align 8
  %186 = load i8, ptr %185, align 1
  %187 = zext i8 %186 to i32
  %188 = load i64, ptr %6, align 8
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %187, i64 noundef %188)
  br label %190

190:                                              ; preds = %180
  %191 = load ptr, ptr %5, align 8
  %192 = getelementptr inbounds i8, ptr %191, i32 1
  store ptr %192, ptr %5, align 8
  br label %9, !llvm.loop !9

193:                                              ; preds = %9
  call void @llvm.va_end.p0(ptr %3)
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %195 = load i64, ptr %4, align 8
  ret i64 %195
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_until_zero(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store i32 0, ptr %4, align 4
  %6 = load i32, ptr %2, align 4
  store i32 %6, ptr %5, align 4
  br label %7

7:                                                ; preds = %28, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %31

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %4, align 4
  br label %13

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %15 = load i32, ptr %14, align 8
  %16 = icmp sge i32 %15, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %13
  %18 = add i32 %15, 8
  store i32 %18, ptr %14, align 8
  %19 = icmp sle i32 %18, 0
  br i1 %19, label %20, label %24

20:                                               ; preds = %17
  %21 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 %15
  br label %28

24:                                               ; preds = %17, %13
  %25 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %27, ptr %25, align 8
  br label %28

28:                                               ; preds = %24, %20
  %29 = phi ptr [ %23, %20 ], [ %26, %24 ]
  %30 = load i32, ptr %29, align 8
  store i32 %30, ptr %5, align 4
  br label %7, !llvm.loop !10

31:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr %3)
  %32 = load i32, ptr %4, align 4
  ret i32 %32
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }

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
