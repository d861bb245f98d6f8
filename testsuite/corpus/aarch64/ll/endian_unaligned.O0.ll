; ModuleID = 'programs/endian_unaligned.c'
source_filename = "programs/endian_unaligned.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Rec = type { i32, i16, i64, double, [6 x i8] }

@.str = private unnamed_addr constant [32 x i8] c"be32 bytes %02x %02x %02x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"le64 back %016llx\0A\00", align 1
@__const.main.recs = private unnamed_addr constant [3 x %struct.Rec] [%struct.Rec { i32 1, i16 -40, i64 1700000000000, double 3.250000e+00, [6 x i8] c"alpha\00" }, %struct.Rec { i32 -2, i16 32767, i64 0, double -0.000000e+00, [6 x i8] c"beta\00\00" }, %struct.Rec { i32 42, i16 -32768, i64 -1, double 1.000000e+300, [6 x i8] c"gamma\00" }], align 8
@.str.2 = private unnamed_addr constant [22 x i8] c"serialized %zu bytes:\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [46 x i8] c"rec id=%u temp=%d ts=%llu value=%g name=%.6s\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca [16 x i8], align 1
  %12 = alloca [3 x %struct.Rec], align 8
  %13 = alloca [128 x i8], align 1
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.Rec, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %20

20:                                               ; preds = %31, %0
  %21 = load i32, ptr %3, align 4
  %22 = icmp slt i32 %21, 64
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = mul nsw i32 %24, 37
  %26 = add nsw i32 %25, 11
  %27 = trunc i32 %26 to i8
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %29
  store i8 %27, ptr %30, align 1
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %20, !llvm.loop !6

34:                                               ; preds = %20
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %35

35:                                               ; preds = %85, %34
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %36, 48
  br i1 %37, label %38, label %88

38:                                               ; preds = %35
  %39 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %39, i64 %41
  %43 = call i32 @ld_u32_memcpy(ptr noundef %42)
  store i32 %43, ptr %7, align 4
  %44 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  %48 = call i32 @ld_be32(ptr noundef %47)
  %49 = call i32 @llvm.bswap.i32(i32 %48)
  store i32 %49, ptr %8, align 4
  %50 = load i32, ptr %7, align 4
  %51 = load i32, ptr %8, align 4
  %52 = icmp ne i32 %50, %51
  br i1 %52, label %53, label %56

53:                                               ; preds = %38
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %56

56:                                               ; preds = %53, %38
  %57 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %57, i64 %59
  %61 = call i64 @ld_u64_memcpy(ptr noundef %60)
  store i64 %61, ptr %9, align 8
  %62 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %62, i64 %64
  %66 = call i64 @ld_le64(ptr noundef %65)
  store i64 %66, ptr %10, align 8
  %67 = load i64, ptr %9, align 8
  %68 = load i64, ptr %10, align 8
  %69 = icmp ne i64 %67, %68
  br i1 %69, label %70, label %73

70:                                               ; preds = %56
  %71 = load i32, ptr %5, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %5, align 4
  br label %73

73:                                               ; preds = %70, %56
  %74 = load i64, ptr %4, align 8
  %75 = mul i64 %74, 1099511628211
  %76 = load i64, ptr %9, align 8
  %77 = xor i64 %75, %76
  %78 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %79 = load i32, ptr %6, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i8, ptr %78, i64 %80
  %82 = call i16 @ld_be16(ptr noundef %81)
  %83 = zext i16 %82 to i64
  %84 = xor i64 %77, %83
  store i64 %84, ptr %4, align 8
  br label %85

85:                                               ; preds = %73
  %86 = load i32, ptr %6, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %6, align 4
  br label %35, !llvm.loop !8

88:                                               ; preds = %35
  %89 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 0
  %90 = getelementptr inbounds i8, ptr %89, i64 1
  call void @st_be32(ptr noundef %90, i32 noundef -559038737)
  %91 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 1
  %92 = load i8, ptr %91, align 1
  %93 = zext i8 %92 to i32
  %94 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 2
  %95 = load i8, ptr %94, align 1
  %96 = zext i8 %95 to i32
  %97 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 3
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i32
  %100 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 4
  %101 = load i8, ptr %100, align 1
  %102 = zext i8 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %93, i32 noundef %96, i32 noundef %99, i32 noundef %102)
  %104 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 0
  %105 = getelementptr inbounds i8, ptr %104, i64 3
  call void @st_le64(ptr noundef %105, i64 noundef 72623859790382856)
  %106 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 0
  %107 = getelementptr inbounds i8, ptr %106, i64 3
  %108 = call i64 @ld_u64_memcpy(ptr noundef %107)
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %108)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.recs, i64 96, i1 false)
  store i64 0, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %110

110:                                              ; preds = %123, %88
  %111 = load i32, ptr %15, align 4
  %112 = icmp slt i32 %111, 3
  br i1 %112, label %113, label %126

113:                                              ; preds = %110
  %114 = load i32, ptr %15, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [3 x %struct.Rec], ptr %12, i64 0, i64 %115
  %117 = getelementptr inbounds [128 x i8], ptr %13, i64 0, i64 0
  %118 = load i64, ptr %14, align 8
  %119 = getelementptr inbounds i8, ptr %117, i64 %118
  %120 = call i64 @ser(ptr noundef %116, ptr noundef %119)
  %121 = load i64, ptr %14, align 8
  %122 = add i64 %121, %120
  store i64 %122, ptr %14, align 8
  br label %123

123:                                              ; preds = %113
  %124 = load i32, ptr %15, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %15, align 4
  br label %110, !llvm.loop !9

126:                                              ; preds = %110
  %127 = load i64, ptr %14, align 8
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %127)
  store i64 0, ptr %16, align 8
  br label %129

129:                                              ; preds = %139, %126
  %130 = load i64, ptr %16, align 8
  %131 = load i64, ptr %14, align 8
  %132 = icmp ult i64 %130, %131
  br i1 %132, label %133, label %142

133:                                              ; preds = %129
  %134 = load i64, ptr %16, align 8
  %135 = getelementptr inbounds [128 x i8], ptr %13, i64 0, i64 %134
  %136 = load i8, ptr %135, align 1
  %137 = zext i8 %136 to i32
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %137)
  br label %139

139:                                              ; preds = %133
  %140 = load i64, ptr %16, align 8
  %141 = add i64 %140, 7
  store i64 %141, ptr %16, align 8
  br label %129, !llvm.loop !10

142:                                              ; preds = %129
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i64 0, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %144

144:                                              ; preds = %198, %142
  %145 = load i32, ptr %18, align 4
  %146 = icmp slt i32 %145, 3
  br i1 %146, label %147, label %201

147:                                              ; preds = %144
  %148 = getelementptr inbounds [128 x i8], ptr %13, i64 0, i64 0
  %149 = load i64, ptr %17, align 8
  %150 = getelementptr inbounds i8, ptr %148, i64 %149
  %151 = call i64 @deser(ptr noundef %19, ptr noundef %150)
  %152 = load i64, ptr %17, align 8
  %153 = add i64 %152, %151
  store i64 %153, ptr %17, align 8
  %154 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 0
  %155 = load i32, ptr %154, align 8
  %156 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 1
  %157 = load i16, ptr %156, align 4
  %158 = sext i16 %157 to i32
  %159 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 2
  %160 = load i64, ptr %159, align 8
  %161 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 3
  %162 = load double, ptr %161, align 8
  %163 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 4
  %164 = getelementptr inbounds [6 x i8], ptr %163, i64 0, i64 0
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %155, i32 noundef %158, i64 noundef %160, double noundef %162, ptr noundef %164)
  %166 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 0
  %167 = load i32, ptr %166, align 8
  %168 = load i32, ptr %18, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [3 x %struct.Rec], ptr %12, i64 0, i64 %169
  %171 = getelementptr inbounds %struct.Rec, ptr %170, i32 0, i32 0
  %172 = load i32, ptr %171, align 8
  %173 = icmp ne i32 %167, %172
  br i1 %173, label %194, label %174

174:                                              ; preds = %147
  %175 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 1
  %176 = load i16, ptr %175, align 4
  %177 = sext i16 %176 to i32
  %178 = load i32, ptr %18, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [3 x %struct.Rec], ptr %12, i64 0, i64 %179
  %181 = getelementptr inbounds %struct.Rec, ptr %180, i32 0, i32 1
  %182 = load i16, ptr %181, align 4
  %183 = sext i16 %182 to i32
  %184 = icmp ne i32 %177, %183
  br i1 %184, label %194, label %185

185:                                              ; preds = %174
  %186 = getelementptr inbounds %struct.Rec, ptr %19, i32 0, i32 2
  %187 = load i64, ptr %186, align 8
  %188 = load i32, ptr %18, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [3 x %struct.Rec], ptr %12, i64 0, i64 %189
  %191 = getelementptr inbounds %struct.Rec, ptr %190, i32 0, i32 2
  %192 = load i64, ptr %191, align 8
  %193 = icmp ne i64 %187, %192
  br i1 %193, label %194, label %197

194:                                              ; preds = %185, %174, %147
  %195 = load i32, ptr %5, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %5, align 4
  br label %197

197:                                              ; preds = %194, %185
  br label %198

198:                                              ; preds = %197
  %199 = load i32, ptr %18, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %18, align 4
  br label %144, !llvm.loop !11

201:                                              ; preds = %144
  %202 = load i32, ptr %5, align 4
  %203 = load i64, ptr %4, align 8
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %202, i64 noundef %203)
  %205 = load i32, ptr %5, align 4
  ret i32 %205
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ld_u32_memcpy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 1 %4, i64 4, i1 false)
  %5 = load i32, ptr %3, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ld_be32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 0
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 1
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 2
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 3
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ld_u64_memcpy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %4, i64 8, i1 false)
  %5 = load i64, ptr %3, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ld_le64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 7, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp sge i32 %6, 0
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = shl i64 %9, 8
  %11 = load ptr, ptr %2, align 8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %11, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i64
  %17 = or i64 %10, %16
  store i64 %17, ptr %3, align 8
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !12

21:                                               ; preds = %5
  %22 = load i64, ptr %3, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @ld_be16(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 0
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 1
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = or i32 %7, %11
  %13 = trunc i32 %12 to i16
  ret i16 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @st_be32(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = lshr i32 %5, 24
  %7 = trunc i32 %6 to i8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 0
  store i8 %7, ptr %9, align 1
  %10 = load i32, ptr %4, align 4
  %11 = lshr i32 %10, 16
  %12 = trunc i32 %11 to i8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 1
  store i8 %12, ptr %14, align 1
  %15 = load i32, ptr %4, align 4
  %16 = lshr i32 %15, 8
  %17 = trunc i32 %16 to i8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 2
  store i8 %17, ptr %19, align 1
  %20 = load i32, ptr %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 3
  store i8 %21, ptr %23, align 1
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @st_le64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i64, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 8, %11
  %13 = zext i32 %12 to i64
  %14 = lshr i64 %10, %13
  %15 = trunc i64 %14 to i8
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !13

23:                                               ; preds = %6
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ser(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = getelementptr inbounds i8, ptr %7, i64 %8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Rec, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  call void @st_be32(ptr noundef %9, i32 noundef %12)
  %13 = load i64, ptr %5, align 8
  %14 = add i64 %13, 4
  store i64 %14, ptr %5, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Rec, ptr %15, i32 0, i32 1
  %17 = load i16, ptr %16, align 4
  %18 = zext i16 %17 to i32
  %19 = ashr i32 %18, 8
  %20 = trunc i32 %19 to i8
  %21 = load ptr, ptr %4, align 8
  %22 = load i64, ptr %5, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %5, align 8
  %24 = getelementptr inbounds i8, ptr %21, i64 %22
  store i8 %20, ptr %24, align 1
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.Rec, ptr %25, i32 0, i32 1
  %27 = load i16, ptr %26, align 4
  %28 = trunc i16 %27 to i8
  %29 = load ptr, ptr %4, align 8
  %30 = load i64, ptr %5, align 8
  %31 = add i64 %30, 1
  store i64 %31, ptr %5, align 8
  %32 = getelementptr inbounds i8, ptr %29, i64 %30
  store i8 %28, ptr %32, align 1
  %33 = load ptr, ptr %4, align 8
  %34 = load i64, ptr %5, align 8
  %35 = getelementptr inbounds i8, ptr %33, i64 %34
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.Rec, ptr %36, i32 0, i32 2
  %38 = load i64, ptr %37, align 8
  call void @st_le64(ptr noundef %35, i64 noundef %38)
  %39 = load i64, ptr %5, align 8
  %40 = add i64 %39, 8
  store i64 %40, ptr %5, align 8
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.Rec, ptr %41, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %42, i64 8, i1 false)
  %43 = load ptr, ptr %4, align 8
  %44 = load i64, ptr %5, align 8
  %45 = getelementptr inbounds i8, ptr %43, i64 %44
  %46 = load i64, ptr %6, align 8
  call void @st_le64(ptr noundef %45, i64 noundef %46)
  %47 = load i64, ptr %5, align 8
  %48 = add i64 %47, 8
  store i64 %48, ptr %5, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = load i64, ptr %5, align 8
  %51 = getelementptr inbounds i8, ptr %49, i64 %50
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds %struct.Rec, ptr %52, i32 0, i32 4
  %54 = getelementptr inbounds [6 x i8], ptr %53, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %51, ptr align 8 %54, i64 6, i1 false)
  %55 = load i64, ptr %5, align 8
  %56 = add i64 %55, 6
  store i64 %56, ptr %5, align 8
  %57 = load i64, ptr %5, align 8
  ret i64 %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @deser(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @ld_be32(ptr noundef %7)
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Rec, ptr %9, i32 0, i32 0
  store i32 %8, ptr %10, align 8
  %11 = load i64, ptr %5, align 8
  %12 = add i64 %11, 4
  store i64 %12, ptr %5, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = call i16 @ld_be16(ptr noundef %15)
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.Rec, ptr %17, i32 0, i32 1
  store i16 %16, ptr %18, align 4
  %19 = load i64, ptr %5, align 8
  %20 = add i64 %19, 2
  store i64 %20, ptr %5, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = load i64, ptr %5, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 %22
  %24 = call i64 @ld_le64(ptr noundef %23)
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.Rec, ptr %25, i32 0, i32 2
  store i64 %24, ptr %26, align 8
  %27 = load i64, ptr %5, align 8
  %28 = add i64 %27, 8
  store i64 %28, ptr %5, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = load i64, ptr %5, align 8
  %31 = getelementptr inbounds i8, ptr %29, i64 %30
  %32 = call i64 @ld_le64(ptr noundef %31)
  store i64 %32, ptr %6, align 8
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.Rec, ptr %33, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %6, i64 8, i1 false)
  %35 = load i64, ptr %5, align 8
  %36 = add i64 %35, 8
  store i64 %36, ptr %5, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds %struct.Rec, ptr %37, i32 0, i32 4
  %39 = getelementptr inbounds [6 x i8], ptr %38, i64 0, i64 0
  %40 = load ptr, ptr %4, align 8
  %41 = load i64, ptr %5, align 8
  %42 = getelementptr inbounds i8, ptr %40, i64 %41
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 1 %42, i64 6, i1 false)
  %43 = load i64, ptr %5, align 8
  %44 = add i64 %43, 6
  store i64 %44, ptr %5, align 8
  %45 = load i64, ptr %5, align 8
  ret i64 %45
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
