; ModuleID = 'programs/hashmap_strings_chaining.c'
source_filename = "programs/hashmap_strings_chaining.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.map = type { ptr, i64, i64 }
%struct.entry = type { ptr, i64, ptr }

@.str = private unnamed_addr constant [10 x i8] c"key-%d-%x\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"w%d\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"w2999\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"w2998\00", align 1
@.str.4 = private unnamed_addr constant [52 x i8] c"size=%zu buckets=%zu deleted=%d w2999=%ld w2998=%s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"present\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"chains:\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c" %zu\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c" max=%zu value sum=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.map, align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [8 x i64], align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 24, i1 false)
  store i32 0, ptr %4, align 4
  br label %21

21:                                               ; preds = %34, %0
  %22 = load i32, ptr %4, align 4
  %23 = icmp slt i32 %22, 5000
  br i1 %23, label %24, label %37

24:                                               ; preds = %21
  %25 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %26 = load i32, ptr %4, align 4
  %27 = srem i32 %26, 3000
  %28 = load i32, ptr %4, align 4
  %29 = mul i32 %28, -1640531535
  %30 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %25, i64 noundef 32, ptr noundef @.str, i32 noundef %27, i32 noundef %29) #7
  %31 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  call void @put(ptr noundef %2, ptr noundef %31, i64 noundef %33)
  br label %34

34:                                               ; preds = %24
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %21, !llvm.loop !6

37:                                               ; preds = %21
  store i32 0, ptr %5, align 4
  br label %38

38:                                               ; preds = %59, %37
  %39 = load i32, ptr %5, align 4
  %40 = icmp slt i32 %39, 3000
  br i1 %40, label %41, label %62

41:                                               ; preds = %38
  %42 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %43 = load i32, ptr %5, align 4
  %44 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %42, i64 noundef 32, ptr noundef @.str.1, i32 noundef %43) #7
  %45 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr %5, align 4
  %48 = mul nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  call void @put(ptr noundef %2, ptr noundef %45, i64 noundef %49)
  %50 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %51 = call ptr @get(ptr noundef %2, ptr noundef %50)
  store ptr %51, ptr %6, align 8
  %52 = load ptr, ptr %6, align 8
  %53 = icmp ne ptr %52, null
  br i1 %53, label %54, label %58

54:                                               ; preds = %41
  %55 = load ptr, ptr %6, align 8
  %56 = load i64, ptr %55, align 8
  %57 = add nsw i64 %56, 1
  store i64 %57, ptr %55, align 8
  br label %58

58:                                               ; preds = %54, %41
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %5, align 4
  br label %38, !llvm.loop !8

62:                                               ; preds = %38
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %63

63:                                               ; preds = %74, %62
  %64 = load i32, ptr %8, align 4
  %65 = icmp slt i32 %64, 3000
  br i1 %65, label %66, label %77

66:                                               ; preds = %63
  %67 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %68 = load i32, ptr %8, align 4
  %69 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %67, i64 noundef 32, ptr noundef @.str.1, i32 noundef %68) #7
  %70 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %71 = call i32 @del(ptr noundef %2, ptr noundef %70)
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr %7, align 4
  br label %74

74:                                               ; preds = %66
  %75 = load i32, ptr %8, align 4
  %76 = add nsw i32 %75, 2
  store i32 %76, ptr %8, align 4
  br label %63, !llvm.loop !9

77:                                               ; preds = %63
  %78 = call ptr @get(ptr noundef %2, ptr noundef @.str.2)
  store ptr %78, ptr %9, align 8
  %79 = call ptr @get(ptr noundef %2, ptr noundef @.str.3)
  store ptr %79, ptr %10, align 8
  %80 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 2
  %81 = load i64, ptr %80, align 8
  %82 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 1
  %83 = load i64, ptr %82, align 8
  %84 = load i32, ptr %7, align 4
  %85 = load ptr, ptr %9, align 8
  %86 = icmp ne ptr %85, null
  br i1 %86, label %87, label %90

87:                                               ; preds = %77
  %88 = load ptr, ptr %9, align 8
  %89 = load i64, ptr %88, align 8
  br label %91

90:                                               ; preds = %77
  br label %91

91:                                               ; preds = %90, %87
  %92 = phi i64 [ %89, %87 ], [ -1, %90 ]
  %93 = load ptr, ptr %10, align 8
  %94 = icmp ne ptr %93, null
  %95 = zext i1 %94 to i64
  %96 = select i1 %94, ptr @.str.5, ptr @.str.6
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %81, i64 noundef %83, i32 noundef %84, i64 noundef %92, ptr noundef %96)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 64, i1 false)
  store i64 0, ptr %12, align 8
  store i64 0, ptr %13, align 8
  store i64 0, ptr %14, align 8
  br label %98

98:                                               ; preds = %141, %91
  %99 = load i64, ptr %14, align 8
  %100 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 1
  %101 = load i64, ptr %100, align 8
  %102 = icmp ult i64 %99, %101
  br i1 %102, label %103, label %144

103:                                              ; preds = %98
  store i64 0, ptr %15, align 8
  %104 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 0
  %105 = load ptr, ptr %104, align 8
  %106 = load i64, ptr %14, align 8
  %107 = getelementptr inbounds ptr, ptr %105, i64 %106
  %108 = load ptr, ptr %107, align 8
  store ptr %108, ptr %16, align 8
  br label %109

109:                                              ; preds = %120, %103
  %110 = load ptr, ptr %16, align 8
  %111 = icmp ne ptr %110, null
  br i1 %111, label %112, label %124

112:                                              ; preds = %109
  %113 = load i64, ptr %15, align 8
  %114 = add i64 %113, 1
  store i64 %114, ptr %15, align 8
  %115 = load ptr, ptr %16, align 8
  %116 = getelementptr inbounds %struct.entry, ptr %115, i32 0, i32 1
  %117 = load i64, ptr %116, align 8
  %118 = load i64, ptr %13, align 8
  %119 = add nsw i64 %118, %117
  store i64 %119, ptr %13, align 8
  br label %120

120:                                              ; preds = %112
  %121 = load ptr, ptr %16, align 8
  %122 = getelementptr inbounds %struct.entry, ptr %121, i32 0, i32 2
  %123 = load ptr, ptr %122, align 8
  store ptr %123, ptr %16, align 8
  br label %109, !llvm.loop !10

124:                                              ; preds = %109
  %125 = load i64, ptr %15, align 8
  %126 = icmp ult i64 %125, 7
  br i1 %126, label %127, label %129

127:                                              ; preds = %124
  %128 = load i64, ptr %15, align 8
  br label %130

129:                                              ; preds = %124
  br label %130

130:                                              ; preds = %129, %127
  %131 = phi i64 [ %128, %127 ], [ 7, %129 ]
  %132 = getelementptr inbounds [8 x i64], ptr %11, i64 0, i64 %131
  %133 = load i64, ptr %132, align 8
  %134 = add i64 %133, 1
  store i64 %134, ptr %132, align 8
  %135 = load i64, ptr %15, align 8
  %136 = load i64, ptr %12, align 8
  %137 = icmp ugt i64 %135, %136
  br i1 %137, label %138, label %140

138:                                              ; preds = %130
  %139 = load i64, ptr %15, align 8
  store i64 %139, ptr %12, align 8
  br label %140

140:                                              ; preds = %138, %130
  br label %141

141:                                              ; preds = %140
  %142 = load i64, ptr %14, align 8
  %143 = add i64 %142, 1
  store i64 %143, ptr %14, align 8
  br label %98, !llvm.loop !11

144:                                              ; preds = %98
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  store i32 0, ptr %17, align 4
  br label %146

146:                                              ; preds = %155, %144
  %147 = load i32, ptr %17, align 4
  %148 = icmp slt i32 %147, 8
  br i1 %148, label %149, label %158

149:                                              ; preds = %146
  %150 = load i32, ptr %17, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [8 x i64], ptr %11, i64 0, i64 %151
  %153 = load i64, ptr %152, align 8
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %153)
  br label %155

155:                                              ; preds = %149
  %156 = load i32, ptr %17, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %17, align 4
  br label %146, !llvm.loop !12

158:                                              ; preds = %146
  %159 = load i64, ptr %12, align 8
  %160 = load i64, ptr %13, align 8
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %159, i64 noundef %160)
  store i64 0, ptr %18, align 8
  br label %162

162:                                              ; preds = %187, %158
  %163 = load i64, ptr %18, align 8
  %164 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 1
  %165 = load i64, ptr %164, align 8
  %166 = icmp ult i64 %163, %165
  br i1 %166, label %167, label %190

167:                                              ; preds = %162
  %168 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 0
  %169 = load ptr, ptr %168, align 8
  %170 = load i64, ptr %18, align 8
  %171 = getelementptr inbounds ptr, ptr %169, i64 %170
  %172 = load ptr, ptr %171, align 8
  store ptr %172, ptr %19, align 8
  br label %173

173:                                              ; preds = %184, %167
  %174 = load ptr, ptr %19, align 8
  %175 = icmp ne ptr %174, null
  br i1 %175, label %176, label %186

176:                                              ; preds = %173
  %177 = load ptr, ptr %19, align 8
  %178 = getelementptr inbounds %struct.entry, ptr %177, i32 0, i32 2
  %179 = load ptr, ptr %178, align 8
  store ptr %179, ptr %20, align 8
  %180 = load ptr, ptr %19, align 8
  %181 = getelementptr inbounds %struct.entry, ptr %180, i32 0, i32 0
  %182 = load ptr, ptr %181, align 8
  call void @free(ptr noundef %182) #7
  %183 = load ptr, ptr %19, align 8
  call void @free(ptr noundef %183) #7
  br label %184

184:                                              ; preds = %176
  %185 = load ptr, ptr %20, align 8
  store ptr %185, ptr %19, align 8
  br label %173, !llvm.loop !13

186:                                              ; preds = %173
  br label %187

187:                                              ; preds = %186
  %188 = load i64, ptr %18, align 8
  %189 = add i64 %188, 1
  store i64 %189, ptr %18, align 8
  br label %162, !llvm.loop !14

190:                                              ; preds = %162
  %191 = getelementptr inbounds %struct.map, ptr %2, i32 0, i32 0
  %192 = load ptr, ptr %191, align 8
  call void @free(ptr noundef %192) #7
  %193 = load i64, ptr %12, align 8
  %194 = load i32, ptr %7, align 4
  %195 = sext i32 %194 to i64
  %196 = urem i64 %195, 100
  %197 = add i64 %193, %196
  %198 = trunc i64 %197 to i32
  ret i32 %198
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.map, ptr %10, i32 0, i32 2
  %12 = load i64, ptr %11, align 8
  %13 = add i64 %12, 1
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.map, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %16, 3
  %18 = udiv i64 %17, 4
  %19 = icmp ugt i64 %13, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %3
  %21 = load ptr, ptr %4, align 8
  call void @grow(ptr noundef %21)
  br label %22

22:                                               ; preds = %20, %3
  %23 = load ptr, ptr %5, align 8
  %24 = call i64 @fnv(ptr noundef %23)
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.map, ptr %25, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = sub i64 %27, 1
  %29 = and i64 %24, %28
  store i64 %29, ptr %7, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.map, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %7, align 8
  %34 = getelementptr inbounds ptr, ptr %32, i64 %33
  %35 = load ptr, ptr %34, align 8
  store ptr %35, ptr %8, align 8
  br label %36

36:                                               ; preds = %51, %22
  %37 = load ptr, ptr %8, align 8
  %38 = icmp ne ptr %37, null
  br i1 %38, label %39, label %55

39:                                               ; preds = %36
  %40 = load ptr, ptr %8, align 8
  %41 = getelementptr inbounds %struct.entry, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = call i32 @strcmp(ptr noundef %42, ptr noundef %43) #8
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %50, label %46

46:                                               ; preds = %39
  %47 = load i64, ptr %6, align 8
  %48 = load ptr, ptr %8, align 8
  %49 = getelementptr inbounds %struct.entry, ptr %48, i32 0, i32 1
  store i64 %47, ptr %49, align 8
  br label %89

50:                                               ; preds = %39
  br label %51

51:                                               ; preds = %50
  %52 = load ptr, ptr %8, align 8
  %53 = getelementptr inbounds %struct.entry, ptr %52, i32 0, i32 2
  %54 = load ptr, ptr %53, align 8
  store ptr %54, ptr %8, align 8
  br label %36, !llvm.loop !15

55:                                               ; preds = %36
  %56 = call noalias ptr @malloc(i64 noundef 24) #9
  store ptr %56, ptr %9, align 8
  %57 = load ptr, ptr %5, align 8
  %58 = call i64 @strlen(ptr noundef %57) #8
  %59 = add i64 %58, 1
  %60 = call noalias ptr @malloc(i64 noundef %59) #9
  %61 = load ptr, ptr %9, align 8
  %62 = getelementptr inbounds %struct.entry, ptr %61, i32 0, i32 0
  store ptr %60, ptr %62, align 8
  %63 = load ptr, ptr %9, align 8
  %64 = getelementptr inbounds %struct.entry, ptr %63, i32 0, i32 0
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = call ptr @strcpy(ptr noundef %65, ptr noundef %66) #7
  %68 = load i64, ptr %6, align 8
  %69 = load ptr, ptr %9, align 8
  %70 = getelementptr inbounds %struct.entry, ptr %69, i32 0, i32 1
  store i64 %68, ptr %70, align 8
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds %struct.map, ptr %71, i32 0, i32 0
  %73 = load ptr, ptr %72, align 8
  %74 = load i64, ptr %7, align 8
  %75 = getelementptr inbounds ptr, ptr %73, i64 %74
  %76 = load ptr, ptr %75, align 8
  %77 = load ptr, ptr %9, align 8
  %78 = getelementptr inbounds %struct.entry, ptr %77, i32 0, i32 2
  store ptr %76, ptr %78, align 8
  %79 = load ptr, ptr %9, align 8
  %80 = load ptr, ptr %4, align 8
  %81 = getelementptr inbounds %struct.map, ptr %80, i32 0, i32 0
  %82 = load ptr, ptr %81, align 8
  %83 = load i64, ptr %7, align 8
  %84 = getelementptr inbounds ptr, ptr %82, i64 %83
  store ptr %79, ptr %84, align 8
  %85 = load ptr, ptr %4, align 8
  %86 = getelementptr inbounds %struct.map, ptr %85, i32 0, i32 2
  %87 = load i64, ptr %86, align 8
  %88 = add i64 %87, 1
  store i64 %88, ptr %86, align 8
  br label %89

89:                                               ; preds = %55, %46
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.map, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %44

12:                                               ; preds = %2
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.map, ptr %13, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = call i64 @fnv(ptr noundef %16)
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.map, ptr %18, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = sub i64 %20, 1
  %22 = and i64 %17, %21
  %23 = getelementptr inbounds ptr, ptr %15, i64 %22
  %24 = load ptr, ptr %23, align 8
  store ptr %24, ptr %6, align 8
  br label %25

25:                                               ; preds = %39, %12
  %26 = load ptr, ptr %6, align 8
  %27 = icmp ne ptr %26, null
  br i1 %27, label %28, label %43

28:                                               ; preds = %25
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds %struct.entry, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %5, align 8
  %33 = call i32 @strcmp(ptr noundef %31, ptr noundef %32) #8
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %28
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.entry, ptr %36, i32 0, i32 1
  store ptr %37, ptr %3, align 8
  br label %44

38:                                               ; preds = %28
  br label %39

39:                                               ; preds = %38
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.entry, ptr %40, i32 0, i32 2
  %42 = load ptr, ptr %41, align 8
  store ptr %42, ptr %6, align 8
  br label %25, !llvm.loop !16

43:                                               ; preds = %25
  store ptr null, ptr %3, align 8
  br label %44

44:                                               ; preds = %43, %35, %11
  %45 = load ptr, ptr %3, align 8
  ret ptr %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @del(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.map, ptr %8, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = icmp ne i64 %10, 0
  br i1 %11, label %13, label %12

12:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %58

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.map, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = call i64 @fnv(ptr noundef %17)
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.map, ptr %19, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = sub i64 %21, 1
  %23 = and i64 %18, %22
  %24 = getelementptr inbounds ptr, ptr %16, i64 %23
  store ptr %24, ptr %6, align 8
  br label %25

25:                                               ; preds = %53, %13
  %26 = load ptr, ptr %6, align 8
  %27 = load ptr, ptr %26, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %57

29:                                               ; preds = %25
  %30 = load ptr, ptr %6, align 8
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds %struct.entry, ptr %31, i32 0, i32 0
  %33 = load ptr, ptr %32, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = call i32 @strcmp(ptr noundef %33, ptr noundef %34) #8
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %52, label %37

37:                                               ; preds = %29
  %38 = load ptr, ptr %6, align 8
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %7, align 8
  %40 = load ptr, ptr %7, align 8
  %41 = getelementptr inbounds %struct.entry, ptr %40, i32 0, i32 2
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %6, align 8
  store ptr %42, ptr %43, align 8
  %44 = load ptr, ptr %7, align 8
  %45 = getelementptr inbounds %struct.entry, ptr %44, i32 0, i32 0
  %46 = load ptr, ptr %45, align 8
  call void @free(ptr noundef %46) #7
  %47 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %47) #7
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.map, ptr %48, i32 0, i32 2
  %50 = load i64, ptr %49, align 8
  %51 = add i64 %50, -1
  store i64 %51, ptr %49, align 8
  store i32 1, ptr %3, align 4
  br label %58

52:                                               ; preds = %29
  br label %53

53:                                               ; preds = %52
  %54 = load ptr, ptr %6, align 8
  %55 = load ptr, ptr %54, align 8
  %56 = getelementptr inbounds %struct.entry, ptr %55, i32 0, i32 2
  store ptr %56, ptr %6, align 8
  br label %25, !llvm.loop !17

57:                                               ; preds = %25
  store i32 0, ptr %3, align 4
  br label %58

58:                                               ; preds = %57, %37, %12
  %59 = load i32, ptr %3, align 4
  ret i32 %59
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grow(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.map, ptr %9, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %1
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.map, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = mul i64 %16, 2
  br label %19

18:                                               ; preds = %1
  br label %19

19:                                               ; preds = %18, %13
  %20 = phi i64 [ %17, %13 ], [ 8, %18 ]
  store i64 %20, ptr %3, align 8
  %21 = load i64, ptr %3, align 8
  %22 = call noalias ptr @calloc(i64 noundef %21, i64 noundef 8) #10
  store ptr %22, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %23

23:                                               ; preds = %63, %19
  %24 = load i64, ptr %5, align 8
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.map, ptr %25, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = icmp ult i64 %24, %27
  br i1 %28, label %29, label %66

29:                                               ; preds = %23
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds %struct.map, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %5, align 8
  %34 = getelementptr inbounds ptr, ptr %32, i64 %33
  %35 = load ptr, ptr %34, align 8
  store ptr %35, ptr %6, align 8
  br label %36

36:                                               ; preds = %60, %29
  %37 = load ptr, ptr %6, align 8
  %38 = icmp ne ptr %37, null
  br i1 %38, label %39, label %62

39:                                               ; preds = %36
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.entry, ptr %40, i32 0, i32 2
  %42 = load ptr, ptr %41, align 8
  store ptr %42, ptr %7, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.entry, ptr %43, i32 0, i32 0
  %45 = load ptr, ptr %44, align 8
  %46 = call i64 @fnv(ptr noundef %45)
  %47 = load i64, ptr %3, align 8
  %48 = sub i64 %47, 1
  %49 = and i64 %46, %48
  store i64 %49, ptr %8, align 8
  %50 = load ptr, ptr %4, align 8
  %51 = load i64, ptr %8, align 8
  %52 = getelementptr inbounds ptr, ptr %50, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.entry, ptr %54, i32 0, i32 2
  store ptr %53, ptr %55, align 8
  %56 = load ptr, ptr %6, align 8
  %57 = load ptr, ptr %4, align 8
  %58 = load i64, ptr %8, align 8
  %59 = getelementptr inbounds ptr, ptr %57, i64 %58
  store ptr %56, ptr %59, align 8
  br label %60

60:                                               ; preds = %39
  %61 = load ptr, ptr %7, align 8
  store ptr %61, ptr %6, align 8
  br label %36, !llvm.loop !18

62:                                               ; preds = %36
  br label %63

63:                                               ; preds = %62
  %64 = load i64, ptr %5, align 8
  %65 = add i64 %64, 1
  store i64 %65, ptr %5, align 8
  br label %23, !llvm.loop !19

66:                                               ; preds = %23
  %67 = load ptr, ptr %2, align 8
  %68 = getelementptr inbounds %struct.map, ptr %67, i32 0, i32 0
  %69 = load ptr, ptr %68, align 8
  call void @free(ptr noundef %69) #7
  %70 = load ptr, ptr %4, align 8
  %71 = load ptr, ptr %2, align 8
  %72 = getelementptr inbounds %struct.map, ptr %71, i32 0, i32 0
  store ptr %70, ptr %72, align 8
  %73 = load i64, ptr %3, align 8
  %74 = load ptr, ptr %2, align 8
  %75 = getelementptr inbounds %struct.map, ptr %74, i32 0, i32 1
  store i64 %73, ptr %75, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fnv(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 1469598103934665603, ptr %3, align 8
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i64, ptr %3, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %11, ptr %2, align 8
  %12 = load i8, ptr %10, align 1
  %13 = zext i8 %12 to i64
  %14 = xor i64 %9, %13
  %15 = mul i64 %14, 1099511628211
  store i64 %15, ptr %3, align 8
  br label %4, !llvm.loop !20

16:                                               ; preds = %4
  %17 = load i64, ptr %3, align 8
  ret i64 %17
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind allocsize(0,1) }

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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
