; ModuleID = 'programs/int_conversions_matrix.c'
source_filename = "programs/int_conversions_matrix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [25 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 -128, i64 -129, i64 255, i64 256, i64 32767, i64 32768, i64 -32768, i64 -32769, i64 65535, i64 65536, i64 2147483647, i64 2147483648, i64 -2147483648, i64 -2147483649, i64 4294967295, i64 4294967296, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895, i64 -81985529216486895], align 8
@.str = private unnamed_addr constant [6 x i8] c"%lld:\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c" sc=%lld/%llu\00", align 1
@h = internal global i64 0, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c" uc=%lld/%llu\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c" ss=%lld/%llu\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c" us=%lld/%llu\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c" si=%lld/%llu\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c" ui=%lld/%llu\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c" sl=%lld/%llu\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c" ul=%lld/%llu\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c" sll=%lld/%llu\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c" ull=%lld/%llu\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c" b=%lld/%llu\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [33 x i8] c"chain %lld: %lld %lld %llu %llu\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"h=%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [25 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.vals, i64 200, i1 false)
  store i32 0, ptr %3, align 4
  br label %22

22:                                               ; preds = %170, %0
  %23 = load i32, ptr %3, align 4
  %24 = zext i32 %23 to i64
  %25 = icmp ult i64 %24, 25
  br i1 %25, label %26, label %173

26:                                               ; preds = %22
  %27 = load i32, ptr %3, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [25 x i64], ptr %2, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8
  store i64 %30, ptr %4, align 8
  %31 = load i64, ptr %4, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %31)
  %33 = load i64, ptr %4, align 8
  %34 = call i8 @from_ll_sc(i64 noundef %33)
  store i8 %34, ptr %5, align 1
  %35 = load i8, ptr %5, align 1
  %36 = call i64 @to_ll_sc(i8 noundef %35)
  %37 = load i8, ptr %5, align 1
  %38 = call i64 @to_ull_sc(i8 noundef %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %36, i64 noundef %38)
  %40 = load i64, ptr @h, align 8
  %41 = mul i64 %40, 131
  %42 = load i8, ptr %5, align 1
  %43 = call i64 @to_ull_sc(i8 noundef %42)
  %44 = add i64 %41, %43
  store i64 %44, ptr @h, align 8
  %45 = load i64, ptr %4, align 8
  %46 = call i8 @from_ll_uc(i64 noundef %45)
  store i8 %46, ptr %6, align 1
  %47 = load i8, ptr %6, align 1
  %48 = call i64 @to_ll_uc(i8 noundef %47)
  %49 = load i8, ptr %6, align 1
  %50 = call i64 @to_ull_uc(i8 noundef %49)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %48, i64 noundef %50)
  %52 = load i64, ptr @h, align 8
  %53 = mul i64 %52, 131
  %54 = load i8, ptr %6, align 1
  %55 = call i64 @to_ull_uc(i8 noundef %54)
  %56 = add i64 %53, %55
  store i64 %56, ptr @h, align 8
  %57 = load i64, ptr %4, align 8
  %58 = call i16 @from_ll_ss(i64 noundef %57)
  store i16 %58, ptr %7, align 2
  %59 = load i16, ptr %7, align 2
  %60 = call i64 @to_ll_ss(i16 noundef %59)
  %61 = load i16, ptr %7, align 2
  %62 = call i64 @to_ull_ss(i16 noundef %61)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %60, i64 noundef %62)
  %64 = load i64, ptr @h, align 8
  %65 = mul i64 %64, 131
  %66 = load i16, ptr %7, align 2
  %67 = call i64 @to_ull_ss(i16 noundef %66)
  %68 = add i64 %65, %67
  store i64 %68, ptr @h, align 8
  %69 = load i64, ptr %4, align 8
  %70 = call i16 @from_ll_us(i64 noundef %69)
  store i16 %70, ptr %8, align 2
  %71 = load i16, ptr %8, align 2
  %72 = call i64 @to_ll_us(i16 noundef %71)
  %73 = load i16, ptr %8, align 2
  %74 = call i64 @to_ull_us(i16 noundef %73)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %72, i64 noundef %74)
  %76 = load i64, ptr @h, align 8
  %77 = mul i64 %76, 131
  %78 = load i16, ptr %8, align 2
  %79 = call i64 @to_ull_us(i16 noundef %78)
  %80 = add i64 %77, %79
  store i64 %80, ptr @h, align 8
  %81 = load i64, ptr %4, align 8
  %82 = call i32 @from_ll_si(i64 noundef %81)
  store i32 %82, ptr %9, align 4
  %83 = load i32, ptr %9, align 4
  %84 = call i64 @to_ll_si(i32 noundef %83)
  %85 = load i32, ptr %9, align 4
  %86 = call i64 @to_ull_si(i32 noundef %85)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %84, i64 noundef %86)
  %88 = load i64, ptr @h, align 8
  %89 = mul i64 %88, 131
  %90 = load i32, ptr %9, align 4
  %91 = call i64 @to_ull_si(i32 noundef %90)
  %92 = add i64 %89, %91
  store i64 %92, ptr @h, align 8
  %93 = load i64, ptr %4, align 8
  %94 = call i32 @from_ll_ui(i64 noundef %93)
  store i32 %94, ptr %10, align 4
  %95 = load i32, ptr %10, align 4
  %96 = call i64 @to_ll_ui(i32 noundef %95)
  %97 = load i32, ptr %10, align 4
  %98 = call i64 @to_ull_ui(i32 noundef %97)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %96, i64 noundef %98)
  %100 = load i64, ptr @h, align 8
  %101 = mul i64 %100, 131
  %102 = load i32, ptr %10, align 4
  %103 = call i64 @to_ull_ui(i32 noundef %102)
  %104 = add i64 %101, %103
  store i64 %104, ptr @h, align 8
  %105 = load i64, ptr %4, align 8
  %106 = call i64 @from_ll_sl(i64 noundef %105)
  store i64 %106, ptr %11, align 8
  %107 = load i64, ptr %11, align 8
  %108 = call i64 @to_ll_sl(i64 noundef %107)
  %109 = load i64, ptr %11, align 8
  %110 = call i64 @to_ull_sl(i64 noundef %109)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %108, i64 noundef %110)
  %112 = load i64, ptr @h, align 8
  %113 = mul i64 %112, 131
  %114 = load i64, ptr %11, align 8
  %115 = call i64 @to_ull_sl(i64 noundef %114)
  %116 = add i64 %113, %115
  store i64 %116, ptr @h, align 8
  %117 = load i64, ptr %4, align 8
  %118 = call i64 @from_ll_ul(i64 noundef %117)
  store i64 %118, ptr %12, align 8
  %119 = load i64, ptr %12, align 8
  %120 = call i64 @to_ll_ul(i64 noundef %119)
  %121 = load i64, ptr %12, align 8
  %122 = call i64 @to_ull_ul(i64 noundef %121)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %120, i64 noundef %122)
  %124 = load i64, ptr @h, align 8
  %125 = mul i64 %124, 131
  %126 = load i64, ptr %12, align 8
  %127 = call i64 @to_ull_ul(i64 noundef %126)
  %128 = add i64 %125, %127
  store i64 %128, ptr @h, align 8
  %129 = load i64, ptr %4, align 8
  %130 = call i64 @from_ll_sll(i64 noundef %129)
  store i64 %130, ptr %13, align 8
  %131 = load i64, ptr %13, align 8
  %132 = call i64 @to_ll_sll(i64 noundef %131)
  %133 = load i64, ptr %13, align 8
  %134 = call i64 @to_ull_sll(i64 noundef %133)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %132, i64 noundef %134)
  %136 = load i64, ptr @h, align 8
  %137 = mul i64 %136, 131
  %138 = load i64, ptr %13, align 8
  %139 = call i64 @to_ull_sll(i64 noundef %138)
  %140 = add i64 %137, %139
  store i64 %140, ptr @h, align 8
  %141 = load i64, ptr %4, align 8
  %142 = call i64 @from_ll_ull(i64 noundef %141)
  store i64 %142, ptr %14, align 8
  %143 = load i64, ptr %14, align 8
  %144 = call i64 @to_ll_ull(i64 noundef %143)
  %145 = load i64, ptr %14, align 8
  %146 = call i64 @to_ull_ull(i64 noundef %145)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %144, i64 noundef %146)
  %148 = load i64, ptr @h, align 8
  %149 = mul i64 %148, 131
  %150 = load i64, ptr %14, align 8
  %151 = call i64 @to_ull_ull(i64 noundef %150)
  %152 = add i64 %149, %151
  store i64 %152, ptr @h, align 8
  %153 = load i64, ptr %4, align 8
  %154 = call i1 @from_ll_b(i64 noundef %153)
  %155 = zext i1 %154 to i8
  store i8 %155, ptr %15, align 1
  %156 = load i8, ptr %15, align 1
  %157 = trunc i8 %156 to i1
  %158 = call i64 @to_ll_b(i1 noundef %157)
  %159 = load i8, ptr %15, align 1
  %160 = trunc i8 %159 to i1
  %161 = call i64 @to_ull_b(i1 noundef %160)
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %158, i64 noundef %161)
  %163 = load i64, ptr @h, align 8
  %164 = mul i64 %163, 131
  %165 = load i8, ptr %15, align 1
  %166 = trunc i8 %165 to i1
  %167 = call i64 @to_ull_b(i1 noundef %166)
  %168 = add i64 %164, %167
  store i64 %168, ptr @h, align 8
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %170

170:                                              ; preds = %26
  %171 = load i32, ptr %3, align 4
  %172 = add i32 %171, 1
  store i32 %172, ptr %3, align 4
  br label %22, !llvm.loop !6

173:                                              ; preds = %22
  store i32 0, ptr %16, align 4
  br label %174

174:                                              ; preds = %219, %173
  %175 = load i32, ptr %16, align 4
  %176 = zext i32 %175 to i64
  %177 = icmp ult i64 %176, 25
  br i1 %177, label %178, label %222

178:                                              ; preds = %174
  %179 = load i32, ptr %16, align 4
  %180 = zext i32 %179 to i64
  %181 = getelementptr inbounds [25 x i64], ptr %2, i64 0, i64 %180
  %182 = load i64, ptr %181, align 8
  store i64 %182, ptr %17, align 8
  %183 = load i64, ptr %17, align 8
  %184 = trunc i64 %183 to i32
  %185 = trunc i32 %184 to i8
  %186 = zext i8 %185 to i16
  %187 = sext i16 %186 to i64
  store i64 %187, ptr %18, align 8
  %188 = load i64, ptr %17, align 8
  %189 = trunc i64 %188 to i32
  %190 = trunc i32 %189 to i8
  %191 = sext i8 %190 to i16
  %192 = zext i16 %191 to i64
  store i64 %192, ptr %19, align 8
  %193 = load i64, ptr %17, align 8
  %194 = trunc i64 %193 to i16
  %195 = zext i16 %194 to i32
  %196 = sext i32 %195 to i64
  store i64 %196, ptr %20, align 8
  %197 = load i64, ptr %17, align 8
  %198 = trunc i64 %197 to i16
  %199 = sext i16 %198 to i32
  %200 = zext i32 %199 to i64
  store i64 %200, ptr %21, align 8
  %201 = load i64, ptr %17, align 8
  %202 = load i64, ptr %18, align 8
  %203 = load i64, ptr %19, align 8
  %204 = load i64, ptr %20, align 8
  %205 = load i64, ptr %21, align 8
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %201, i64 noundef %202, i64 noundef %203, i64 noundef %204, i64 noundef %205)
  %207 = load i64, ptr %18, align 8
  %208 = load i64, ptr %19, align 8
  %209 = mul i64 %208, 3
  %210 = add i64 %207, %209
  %211 = load i64, ptr %20, align 8
  %212 = mul i64 %211, 5
  %213 = add i64 %210, %212
  %214 = load i64, ptr %21, align 8
  %215 = mul i64 %214, 7
  %216 = add i64 %213, %215
  %217 = load i64, ptr @h, align 8
  %218 = xor i64 %217, %216
  store i64 %218, ptr @h, align 8
  br label %219

219:                                              ; preds = %178
  %220 = load i32, ptr %16, align 4
  %221 = add i32 %220, 1
  store i32 %221, ptr %16, align 4
  br label %174, !llvm.loop !8

222:                                              ; preds = %174
  %223 = load i64, ptr @h, align 8
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %223)
  %225 = load i64, ptr @h, align 8
  %226 = and i64 %225, 15
  %227 = trunc i64 %226 to i32
  ret i32 %227
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @from_ll_sc(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_sc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_sc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @from_ll_uc(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_uc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_uc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @from_ll_ss(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_ss(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_ss(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @from_ll_us(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_us(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_us(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_ll_si(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_si(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_si(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_ll_ui(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_ui(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = zext i32 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_ui(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = zext i32 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @from_ll_sl(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_sl(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_sl(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @from_ll_ul(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_ul(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_ul(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @from_ll_sll(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_sll(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_sll(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @from_ll_ull(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_ull(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_ull(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @from_ll_b(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ne i64 %3, 0
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ll_b(i1 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = zext i1 %5 to i64
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @to_ull_b(i1 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = zext i1 %5 to i64
  ret i64 %6
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
