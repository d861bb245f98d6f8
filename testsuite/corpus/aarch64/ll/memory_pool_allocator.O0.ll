; ModuleID = 'programs/memory_pool_allocator.c'
source_filename = "programs/memory_pool_allocator.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.hdr = type { i32, i32, ptr }

@.str = private unnamed_addr constant [80 x i8] c"live=%d fresh=%d reuse=%d arena used=%zu checksum=%ld overlap=%d misaligned=%d\0A\00", align 1
@fresh = internal global i32 0, align 4
@reuse = internal global i32 0, align 4
@bump_off = internal global i64 0, align 8
@free_lists = internal global [6 x ptr] zeroinitializer, align 8
@class_size = internal constant [6 x i64] [i64 16, i64 32, i64 64, i64 128, i64 256, i64 512], align 8
@arena = internal global [1048576 x i8] zeroinitializer, align 64

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [512 x ptr], align 8
  %3 = alloca [512 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 4096, i1 false)
  store i32 99, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %116, %0
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %21, 20000
  br i1 %22, label %23, label %119

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4
  %25 = mul i32 %24, 1103515245
  %26 = add i32 %25, 12345
  store i32 %26, ptr %4, align 4
  %27 = load i32, ptr %4, align 4
  %28 = lshr i32 %27, 8
  %29 = urem i32 %28, 512
  store i32 %29, ptr %7, align 4
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  %34 = icmp ne ptr %33, null
  br i1 %34, label %35, label %75

35:                                               ; preds = %23
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %40

40:                                               ; preds = %64, %35
  %41 = load i64, ptr %9, align 8
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [512 x i64], ptr %3, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = icmp ult i64 %41, %45
  br i1 %46, label %47, label %67

47:                                               ; preds = %40
  %48 = load ptr, ptr %8, align 8
  %49 = load i64, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  %53 = load i32, ptr %7, align 4
  %54 = sext i32 %53 to i64
  %55 = load i64, ptr %9, align 8
  %56 = add i64 %54, %55
  %57 = trunc i64 %56 to i8
  %58 = zext i8 %57 to i32
  %59 = icmp ne i32 %52, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %47
  %61 = load i64, ptr %5, align 8
  %62 = sub nsw i64 %61, 1000000
  store i64 %62, ptr %5, align 8
  br label %63

63:                                               ; preds = %60, %47
  br label %64

64:                                               ; preds = %63
  %65 = load i64, ptr %9, align 8
  %66 = add i64 %65, 1
  store i64 %66, ptr %9, align 8
  br label %40, !llvm.loop !6

67:                                               ; preds = %40
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %69
  %71 = load ptr, ptr %70, align 8
  call void @pool_free(ptr noundef %71)
  %72 = load i32, ptr %7, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %73
  store ptr null, ptr %74, align 8
  br label %115

75:                                               ; preds = %23
  %76 = load i32, ptr %4, align 4
  %77 = lshr i32 %76, 20
  %78 = urem i32 %77, 500
  %79 = add i32 1, %78
  %80 = zext i32 %79 to i64
  store i64 %80, ptr %10, align 8
  %81 = load i64, ptr %10, align 8
  %82 = call ptr @pool_alloc(i64 noundef %81)
  store ptr %82, ptr %11, align 8
  %83 = load ptr, ptr %11, align 8
  %84 = icmp ne ptr %83, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %75
  br label %119

86:                                               ; preds = %75
  store i64 0, ptr %12, align 8
  br label %87

87:                                               ; preds = %100, %86
  %88 = load i64, ptr %12, align 8
  %89 = load i64, ptr %10, align 8
  %90 = icmp ult i64 %88, %89
  br i1 %90, label %91, label %103

91:                                               ; preds = %87
  %92 = load i32, ptr %7, align 4
  %93 = sext i32 %92 to i64
  %94 = load i64, ptr %12, align 8
  %95 = add i64 %93, %94
  %96 = trunc i64 %95 to i8
  %97 = load ptr, ptr %11, align 8
  %98 = load i64, ptr %12, align 8
  %99 = getelementptr inbounds i8, ptr %97, i64 %98
  store i8 %96, ptr %99, align 1
  br label %100

100:                                              ; preds = %91
  %101 = load i64, ptr %12, align 8
  %102 = add i64 %101, 1
  store i64 %102, ptr %12, align 8
  br label %87, !llvm.loop !8

103:                                              ; preds = %87
  %104 = load ptr, ptr %11, align 8
  %105 = load i32, ptr %7, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %106
  store ptr %104, ptr %107, align 8
  %108 = load i64, ptr %10, align 8
  %109 = load i32, ptr %7, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [512 x i64], ptr %3, i64 0, i64 %110
  store i64 %108, ptr %111, align 8
  %112 = load i64, ptr %10, align 8
  %113 = load i64, ptr %5, align 8
  %114 = add nsw i64 %113, %112
  store i64 %114, ptr %5, align 8
  br label %115

115:                                              ; preds = %103, %67
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %6, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %6, align 4
  br label %20, !llvm.loop !9

119:                                              ; preds = %85, %20
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %120

120:                                              ; preds = %191, %119
  %121 = load i32, ptr %16, align 4
  %122 = icmp slt i32 %121, 512
  br i1 %122, label %123, label %194

123:                                              ; preds = %120
  %124 = load i32, ptr %16, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %125
  %127 = load ptr, ptr %126, align 8
  %128 = icmp ne ptr %127, null
  br i1 %128, label %129, label %190

129:                                              ; preds = %123
  %130 = load i32, ptr %14, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %14, align 4
  %132 = load i32, ptr %16, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %133
  %135 = load ptr, ptr %134, align 8
  %136 = ptrtoint ptr %135 to i64
  %137 = urem i64 %136, 16
  %138 = icmp ne i64 %137, 0
  %139 = zext i1 %138 to i32
  %140 = load i32, ptr %15, align 4
  %141 = add nsw i32 %140, %139
  store i32 %141, ptr %15, align 4
  %142 = load i32, ptr %16, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %17, align 4
  br label %144

144:                                              ; preds = %186, %129
  %145 = load i32, ptr %17, align 4
  %146 = icmp slt i32 %145, 512
  br i1 %146, label %147, label %189

147:                                              ; preds = %144
  %148 = load i32, ptr %17, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8
  %152 = icmp ne ptr %151, null
  br i1 %152, label %153, label %185

153:                                              ; preds = %147
  %154 = load i32, ptr %16, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %155
  %157 = load ptr, ptr %156, align 8
  %158 = ptrtoint ptr %157 to i64
  store i64 %158, ptr %18, align 8
  %159 = load i32, ptr %17, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [512 x ptr], ptr %2, i64 0, i64 %160
  %162 = load ptr, ptr %161, align 8
  %163 = ptrtoint ptr %162 to i64
  store i64 %163, ptr %19, align 8
  %164 = load i64, ptr %18, align 8
  %165 = load i64, ptr %19, align 8
  %166 = load i32, ptr %17, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [512 x i64], ptr %3, i64 0, i64 %167
  %169 = load i64, ptr %168, align 8
  %170 = add i64 %165, %169
  %171 = icmp ult i64 %164, %170
  br i1 %171, label %172, label %184

172:                                              ; preds = %153
  %173 = load i64, ptr %19, align 8
  %174 = load i64, ptr %18, align 8
  %175 = load i32, ptr %16, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [512 x i64], ptr %3, i64 0, i64 %176
  %178 = load i64, ptr %177, align 8
  %179 = add i64 %174, %178
  %180 = icmp ult i64 %173, %179
  br i1 %180, label %181, label %184

181:                                              ; preds = %172
  %182 = load i32, ptr %13, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %13, align 4
  br label %184

184:                                              ; preds = %181, %172, %153
  br label %185

185:                                              ; preds = %184, %147
  br label %186

186:                                              ; preds = %185
  %187 = load i32, ptr %17, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %17, align 4
  br label %144, !llvm.loop !10

189:                                              ; preds = %144
  br label %190

190:                                              ; preds = %189, %123
  br label %191

191:                                              ; preds = %190
  %192 = load i32, ptr %16, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %16, align 4
  br label %120, !llvm.loop !11

194:                                              ; preds = %120
  %195 = load i32, ptr %14, align 4
  %196 = load i32, ptr @fresh, align 4
  %197 = load i32, ptr @reuse, align 4
  %198 = load i64, ptr @bump_off, align 8
  %199 = load i64, ptr %5, align 8
  %200 = load i32, ptr %13, align 4
  %201 = load i32, ptr %15, align 4
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %195, i32 noundef %196, i32 noundef %197, i64 noundef %198, i64 noundef %199, i32 noundef %200, i32 noundef %201)
  %203 = load i32, ptr %13, align 4
  %204 = icmp ne i32 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %194
  %206 = load i32, ptr %15, align 4
  %207 = icmp ne i32 %206, 0
  br i1 %207, label %208, label %209

208:                                              ; preds = %205, %194
  br label %212

209:                                              ; preds = %205
  %210 = load i32, ptr %14, align 4
  %211 = and i32 %210, 127
  br label %212

212:                                              ; preds = %209, %208
  %213 = phi i32 [ 100, %208 ], [ %211, %209 ]
  ret i32 %213
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pool_free(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.hdr, ptr %4, i64 -1
  store ptr %5, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.hdr, ptr %6, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = icmp ne i32 %8, -17973521
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  br label %28

11:                                               ; preds = %1
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.hdr, ptr %12, i32 0, i32 1
  store i32 57005, ptr %13, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.hdr, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.hdr, ptr %20, i32 0, i32 2
  store ptr %19, ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.hdr, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %26
  store ptr %22, ptr %27, align 8
  br label %28

28:                                               ; preds = %11, %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pool_alloc(i64 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i64 %0, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = call i32 @cls_of(i64 noundef %6)
  store i32 %7, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  store ptr null, ptr %2, align 8
  br label %50

11:                                               ; preds = %1
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %5, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %27

18:                                               ; preds = %11
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.hdr, ptr %19, i32 0, i32 2
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %23
  store ptr %21, ptr %24, align 8
  %25 = load i32, ptr @reuse, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @reuse, align 4
  br label %40

27:                                               ; preds = %11
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [6 x i64], ptr @class_size, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = add i64 16, %31
  %33 = call ptr @bump(i64 noundef %32, i64 noundef 16)
  store ptr %33, ptr %5, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = icmp ne ptr %34, null
  br i1 %35, label %37, label %36

36:                                               ; preds = %27
  store ptr null, ptr %2, align 8
  br label %50

37:                                               ; preds = %27
  %38 = load i32, ptr @fresh, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr @fresh, align 4
  br label %40

40:                                               ; preds = %37, %18
  %41 = load i32, ptr %4, align 4
  %42 = load ptr, ptr %5, align 8
  %43 = getelementptr inbounds %struct.hdr, ptr %42, i32 0, i32 0
  store i32 %41, ptr %43, align 8
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds %struct.hdr, ptr %44, i32 0, i32 1
  store i32 -17973521, ptr %45, align 4
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds %struct.hdr, ptr %46, i32 0, i32 2
  store ptr null, ptr %47, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds %struct.hdr, ptr %48, i64 1
  store ptr %49, ptr %2, align 8
  br label %50

50:                                               ; preds = %40, %36, %10
  %51 = load ptr, ptr %2, align 8
  ret ptr %51
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_of(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [6 x i64], ptr @class_size, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = icmp ule i64 %9, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4
  store i32 %16, ptr %2, align 4
  br label %22

17:                                               ; preds = %8
  br label %18

18:                                               ; preds = %17
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !12

21:                                               ; preds = %5
  store i32 -1, ptr %2, align 4
  br label %22

22:                                               ; preds = %21, %15
  %23 = load i32, ptr %2, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @bump(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr @bump_off, align 8
  %8 = load i64, ptr %5, align 8
  %9 = add i64 %7, %8
  %10 = sub i64 %9, 1
  %11 = load i64, ptr %5, align 8
  %12 = sub i64 %11, 1
  %13 = xor i64 %12, -1
  %14 = and i64 %10, %13
  store i64 %14, ptr %6, align 8
  %15 = load i64, ptr %6, align 8
  %16 = load i64, ptr %4, align 8
  %17 = add i64 %15, %16
  %18 = icmp ugt i64 %17, 1048576
  br i1 %18, label %19, label %20

19:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %26

20:                                               ; preds = %2
  %21 = load i64, ptr %6, align 8
  %22 = load i64, ptr %4, align 8
  %23 = add i64 %21, %22
  store i64 %23, ptr @bump_off, align 8
  %24 = load i64, ptr %6, align 8
  %25 = getelementptr inbounds i8, ptr @arena, i64 %24
  store ptr %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %20, %19
  %27 = load ptr, ptr %3, align 8
  ret ptr %27
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
