; ModuleID = 'programs/utf16_surrogates.c'
source_filename = "programs/utf16_surrogates.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [58 x i8] c"code points=%d utf8 bytes=%d utf16 units=%d roundtrip=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"planes:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"\F0\9F\98\80\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"\E2\82\AC\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@__const.main.bad = private unnamed_addr constant [7 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 8
@.str.11 = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"invalid\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"U+%04X \00", align 1
@.str.15 = private unnamed_addr constant [37 x i8] c"\0AU+1F600 -> %04x %04x, bswap32 %08x\0A\00", align 1
@dec8.minv = internal constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2000 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [10000 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [5000 x i16], align 2
  %9 = alloca i32, align 4
  %10 = alloca [17 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [10000 x i8], align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [7 x ptr], align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca [2 x i16], align 2
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %46, %0
  %26 = load i32, ptr %4, align 4
  %27 = icmp ult i32 %26, 1114112
  br i1 %27, label %28, label %31

28:                                               ; preds = %25
  %29 = load i32, ptr %3, align 4
  %30 = icmp slt i32 %29, 2000
  br label %31

31:                                               ; preds = %28, %25
  %32 = phi i1 [ false, %25 ], [ %30, %28 ]
  br i1 %32, label %33, label %52

33:                                               ; preds = %31
  %34 = load i32, ptr %4, align 4
  %35 = icmp ult i32 %34, 55296
  br i1 %35, label %39, label %36

36:                                               ; preds = %33
  %37 = load i32, ptr %4, align 4
  %38 = icmp ugt i32 %37, 57343
  br i1 %38, label %39, label %45

39:                                               ; preds = %36, %33
  %40 = load i32, ptr %4, align 4
  %41 = load i32, ptr %3, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %3, align 4
  %43 = sext i32 %41 to i64
  %44 = getelementptr inbounds [2000 x i32], ptr %2, i64 0, i64 %43
  store i32 %40, ptr %44, align 4
  br label %45

45:                                               ; preds = %39, %36
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %4, align 4
  %48 = lshr i32 %47, 10
  %49 = add i32 693, %48
  %50 = load i32, ptr %4, align 4
  %51 = add i32 %50, %49
  store i32 %51, ptr %4, align 4
  br label %25, !llvm.loop !6

52:                                               ; preds = %31
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %53

53:                                               ; preds = %69, %52
  %54 = load i32, ptr %7, align 4
  %55 = load i32, ptr %3, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %72

57:                                               ; preds = %53
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [2000 x i32], ptr %2, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = getelementptr inbounds [10000 x i8], ptr %5, i64 0, i64 0
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %62, i64 %64
  %66 = call i32 @enc8(i32 noundef %61, ptr noundef %65)
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr %6, align 4
  br label %69

69:                                               ; preds = %57
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %53, !llvm.loop !8

72:                                               ; preds = %53
  store i32 0, ptr %9, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %10, i8 0, i64 68, i1 false)
  store i32 0, ptr %11, align 4
  br label %73

73:                                               ; preds = %89, %72
  %74 = load i32, ptr %11, align 4
  %75 = load i32, ptr %6, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %107

77:                                               ; preds = %73
  %78 = getelementptr inbounds [10000 x i8], ptr %5, i64 0, i64 0
  %79 = load i32, ptr %11, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i8, ptr %78, i64 %80
  %82 = load i32, ptr %6, align 4
  %83 = load i32, ptr %11, align 4
  %84 = sub nsw i32 %82, %83
  %85 = call i32 @dec8(ptr noundef %81, i32 noundef %84, ptr noundef %12)
  store i32 %85, ptr %13, align 4
  %86 = load i32, ptr %13, align 4
  %87 = icmp slt i32 %86, 0
  br i1 %87, label %88, label %89

88:                                               ; preds = %77
  store i32 99, ptr %1, align 4
  br label %211

89:                                               ; preds = %77
  %90 = load i32, ptr %13, align 4
  %91 = load i32, ptr %11, align 4
  %92 = add nsw i32 %91, %90
  store i32 %92, ptr %11, align 4
  %93 = load i32, ptr %12, align 4
  %94 = getelementptr inbounds [5000 x i16], ptr %8, i64 0, i64 0
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i16, ptr %94, i64 %96
  %98 = call i32 @enc16(i32 noundef %93, ptr noundef %97)
  %99 = load i32, ptr %9, align 4
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr %9, align 4
  %101 = load i32, ptr %12, align 4
  %102 = lshr i32 %101, 16
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds [17 x i32], ptr %10, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %104, align 4
  br label %73, !llvm.loop !9

107:                                              ; preds = %73
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %108

108:                                              ; preds = %124, %107
  %109 = load i32, ptr %16, align 4
  %110 = load i32, ptr %9, align 4
  %111 = icmp slt i32 %109, %110
  br i1 %111, label %112, label %136

112:                                              ; preds = %108
  %113 = getelementptr inbounds [5000 x i16], ptr %8, i64 0, i64 0
  %114 = load i32, ptr %16, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i16, ptr %113, i64 %115
  %117 = load i32, ptr %9, align 4
  %118 = load i32, ptr %16, align 4
  %119 = sub nsw i32 %117, %118
  %120 = call i32 @dec16(ptr noundef %116, i32 noundef %119, ptr noundef %17)
  store i32 %120, ptr %18, align 4
  %121 = load i32, ptr %18, align 4
  %122 = icmp slt i32 %121, 0
  br i1 %122, label %123, label %124

123:                                              ; preds = %112
  store i32 98, ptr %1, align 4
  br label %211

124:                                              ; preds = %112
  %125 = load i32, ptr %18, align 4
  %126 = load i32, ptr %16, align 4
  %127 = add nsw i32 %126, %125
  store i32 %127, ptr %16, align 4
  %128 = load i32, ptr %17, align 4
  %129 = getelementptr inbounds [10000 x i8], ptr %14, i64 0, i64 0
  %130 = load i32, ptr %15, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i8, ptr %129, i64 %131
  %133 = call i32 @enc8(i32 noundef %128, ptr noundef %132)
  %134 = load i32, ptr %15, align 4
  %135 = add nsw i32 %134, %133
  store i32 %135, ptr %15, align 4
  br label %108, !llvm.loop !10

136:                                              ; preds = %108
  %137 = load i32, ptr %3, align 4
  %138 = load i32, ptr %6, align 4
  %139 = load i32, ptr %9, align 4
  %140 = load i32, ptr %15, align 4
  %141 = load i32, ptr %6, align 4
  %142 = icmp eq i32 %140, %141
  br i1 %142, label %143, label %150

143:                                              ; preds = %136
  %144 = getelementptr inbounds [10000 x i8], ptr %14, i64 0, i64 0
  %145 = getelementptr inbounds [10000 x i8], ptr %5, i64 0, i64 0
  %146 = load i32, ptr %6, align 4
  %147 = sext i32 %146 to i64
  %148 = call i32 @memcmp(ptr noundef %144, ptr noundef %145, i64 noundef %147) #5
  %149 = icmp eq i32 %148, 0
  br label %150

150:                                              ; preds = %143, %136
  %151 = phi i1 [ false, %136 ], [ %149, %143 ]
  %152 = zext i1 %151 to i32
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %137, i32 noundef %138, i32 noundef %139, i32 noundef %152)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %19, align 4
  br label %155

155:                                              ; preds = %164, %150
  %156 = load i32, ptr %19, align 4
  %157 = icmp slt i32 %156, 17
  br i1 %157, label %158, label %167

158:                                              ; preds = %155
  %159 = load i32, ptr %19, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [17 x i32], ptr %10, i64 0, i64 %160
  %162 = load i32, ptr %161, align 4
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %162)
  br label %164

164:                                              ; preds = %158
  %165 = load i32, ptr %19, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %19, align 4
  br label %155, !llvm.loop !11

167:                                              ; preds = %155
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.bad, i64 56, i1 false)
  store i32 0, ptr %21, align 4
  br label %169

169:                                              ; preds = %196, %167
  %170 = load i32, ptr %21, align 4
  %171 = icmp slt i32 %170, 7
  br i1 %171, label %172, label %199

172:                                              ; preds = %169
  store i32 0, ptr %22, align 4
  %173 = load i32, ptr %21, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [7 x ptr], ptr %20, i64 0, i64 %174
  %176 = load ptr, ptr %175, align 8
  %177 = load i32, ptr %21, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [7 x ptr], ptr %20, i64 0, i64 %178
  %180 = load ptr, ptr %179, align 8
  %181 = call i64 @strlen(ptr noundef %180) #5
  %182 = trunc i64 %181 to i32
  %183 = call i32 @dec8(ptr noundef %176, i32 noundef %182, ptr noundef %22)
  store i32 %183, ptr %23, align 4
  %184 = load i32, ptr %21, align 4
  %185 = load i32, ptr %23, align 4
  %186 = icmp slt i32 %185, 0
  %187 = zext i1 %186 to i64
  %188 = select i1 %186, ptr @.str.12, ptr @.str.13
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %184, ptr noundef %188)
  %190 = load i32, ptr %23, align 4
  %191 = icmp sgt i32 %190, 0
  br i1 %191, label %192, label %195

192:                                              ; preds = %172
  %193 = load i32, ptr %22, align 4
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %193)
  br label %195

195:                                              ; preds = %192, %172
  br label %196

196:                                              ; preds = %195
  %197 = load i32, ptr %21, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %21, align 4
  br label %169, !llvm.loop !12

199:                                              ; preds = %169
  %200 = getelementptr inbounds [2 x i16], ptr %24, i64 0, i64 0
  %201 = call i32 @enc16(i32 noundef 128512, ptr noundef %200)
  %202 = getelementptr inbounds [2 x i16], ptr %24, i64 0, i64 0
  %203 = load i16, ptr %202, align 2
  %204 = zext i16 %203 to i32
  %205 = getelementptr inbounds [2 x i16], ptr %24, i64 0, i64 1
  %206 = load i16, ptr %205, align 2
  %207 = zext i16 %206 to i32
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %204, i32 noundef %207, i32 noundef 16122112)
  %209 = load i32, ptr %9, align 4
  %210 = and i32 %209, 127
  store i32 %210, ptr %1, align 4
  br label %211

211:                                              ; preds = %199, %123, %88
  %212 = load i32, ptr %1, align 4
  ret i32 %212
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @enc8(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %6, 128
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 0
  store i8 %10, ptr %12, align 1
  store i32 1, ptr %3, align 4
  br label %79

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = icmp ult i32 %14, 2048
  br i1 %15, label %16, label %29

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = lshr i32 %17, 6
  %19 = or i32 192, %18
  %20 = trunc i32 %19 to i8
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 0
  store i8 %20, ptr %22, align 1
  %23 = load i32, ptr %4, align 4
  %24 = and i32 %23, 63
  %25 = or i32 128, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 1
  store i8 %26, ptr %28, align 1
  store i32 2, ptr %3, align 4
  br label %79

29:                                               ; preds = %13
  %30 = load i32, ptr %4, align 4
  %31 = icmp ult i32 %30, 65536
  br i1 %31, label %32, label %52

32:                                               ; preds = %29
  %33 = load i32, ptr %4, align 4
  %34 = lshr i32 %33, 12
  %35 = or i32 224, %34
  %36 = trunc i32 %35 to i8
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 0
  store i8 %36, ptr %38, align 1
  %39 = load i32, ptr %4, align 4
  %40 = lshr i32 %39, 6
  %41 = and i32 %40, 63
  %42 = or i32 128, %41
  %43 = trunc i32 %42 to i8
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 1
  store i8 %43, ptr %45, align 1
  %46 = load i32, ptr %4, align 4
  %47 = and i32 %46, 63
  %48 = or i32 128, %47
  %49 = trunc i32 %48 to i8
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 2
  store i8 %49, ptr %51, align 1
  store i32 3, ptr %3, align 4
  br label %79

52:                                               ; preds = %29
  %53 = load i32, ptr %4, align 4
  %54 = lshr i32 %53, 18
  %55 = or i32 240, %54
  %56 = trunc i32 %55 to i8
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds i8, ptr %57, i64 0
  store i8 %56, ptr %58, align 1
  %59 = load i32, ptr %4, align 4
  %60 = lshr i32 %59, 12
  %61 = and i32 %60, 63
  %62 = or i32 128, %61
  %63 = trunc i32 %62 to i8
  %64 = load ptr, ptr %5, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 1
  store i8 %63, ptr %65, align 1
  %66 = load i32, ptr %4, align 4
  %67 = lshr i32 %66, 6
  %68 = and i32 %67, 63
  %69 = or i32 128, %68
  %70 = trunc i32 %69 to i8
  %71 = load ptr, ptr %5, align 8
  %72 = getelementptr inbounds i8, ptr %71, i64 2
  store i8 %70, ptr %72, align 1
  %73 = load i32, ptr %4, align 4
  %74 = and i32 %73, 63
  %75 = or i32 128, %74
  %76 = trunc i32 %75 to i8
  %77 = load ptr, ptr %5, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 3
  store i8 %76, ptr %78, align 1
  store i32 4, ptr %3, align 4
  br label %79

79:                                               ; preds = %52, %32, %16, %8
  %80 = load i32, ptr %3, align 4
  ret i32 %80
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dec8(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 1
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  store i32 -1, ptr %4, align 4
  br label %105

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 0
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %8, align 4
  %20 = icmp ult i32 %19, 128
  br i1 %20, label %21, label %24

21:                                               ; preds = %14
  %22 = load i32, ptr %8, align 4
  %23 = load ptr, ptr %7, align 8
  store i32 %22, ptr %23, align 4
  store i32 1, ptr %4, align 4
  br label %105

24:                                               ; preds = %14
  %25 = load i32, ptr %8, align 4
  %26 = and i32 %25, 224
  %27 = icmp eq i32 %26, 192
  br i1 %27, label %28, label %29

28:                                               ; preds = %24
  br label %42

29:                                               ; preds = %24
  %30 = load i32, ptr %8, align 4
  %31 = and i32 %30, 240
  %32 = icmp eq i32 %31, 224
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  br label %40

34:                                               ; preds = %29
  %35 = load i32, ptr %8, align 4
  %36 = and i32 %35, 248
  %37 = icmp eq i32 %36, 240
  %38 = zext i1 %37 to i64
  %39 = select i1 %37, i32 4, i32 0
  br label %40

40:                                               ; preds = %34, %33
  %41 = phi i32 [ 3, %33 ], [ %39, %34 ]
  br label %42

42:                                               ; preds = %40, %28
  %43 = phi i32 [ 2, %28 ], [ %41, %40 ]
  store i32 %43, ptr %9, align 4
  %44 = load i32, ptr %9, align 4
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %50

46:                                               ; preds = %42
  %47 = load i32, ptr %6, align 4
  %48 = load i32, ptr %9, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %46, %42
  store i32 -1, ptr %4, align 4
  br label %105

51:                                               ; preds = %46
  %52 = load i32, ptr %9, align 4
  %53 = lshr i32 127, %52
  %54 = load i32, ptr %8, align 4
  %55 = and i32 %54, %53
  store i32 %55, ptr %8, align 4
  store i32 1, ptr %10, align 4
  br label %56

56:                                               ; preds = %81, %51
  %57 = load i32, ptr %10, align 4
  %58 = load i32, ptr %9, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %84

60:                                               ; preds = %56
  %61 = load ptr, ptr %5, align 8
  %62 = load i32, ptr %10, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %61, i64 %63
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = and i32 %66, 192
  %68 = icmp ne i32 %67, 128
  br i1 %68, label %69, label %70

69:                                               ; preds = %60
  store i32 -1, ptr %4, align 4
  br label %105

70:                                               ; preds = %60
  %71 = load i32, ptr %8, align 4
  %72 = shl i32 %71, 6
  %73 = load ptr, ptr %5, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr %73, i64 %75
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = and i32 %78, 63
  %80 = or i32 %72, %79
  store i32 %80, ptr %8, align 4
  br label %81

81:                                               ; preds = %70
  %82 = load i32, ptr %10, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %10, align 4
  br label %56, !llvm.loop !13

84:                                               ; preds = %56
  %85 = load i32, ptr %8, align 4
  %86 = load i32, ptr %9, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [5 x i32], ptr @dec8.minv, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = icmp ult i32 %85, %89
  br i1 %90, label %100, label %91

91:                                               ; preds = %84
  %92 = load i32, ptr %8, align 4
  %93 = icmp ugt i32 %92, 1114111
  br i1 %93, label %100, label %94

94:                                               ; preds = %91
  %95 = load i32, ptr %8, align 4
  %96 = icmp uge i32 %95, 55296
  br i1 %96, label %97, label %101

97:                                               ; preds = %94
  %98 = load i32, ptr %8, align 4
  %99 = icmp ule i32 %98, 57343
  br i1 %99, label %100, label %101

100:                                              ; preds = %97, %91, %84
  store i32 -1, ptr %4, align 4
  br label %105

101:                                              ; preds = %97, %94
  %102 = load i32, ptr %8, align 4
  %103 = load ptr, ptr %7, align 8
  store i32 %102, ptr %103, align 4
  %104 = load i32, ptr %9, align 4
  store i32 %104, ptr %4, align 4
  br label %105

105:                                              ; preds = %101, %100, %69, %50, %21, %13
  %106 = load i32, ptr %4, align 4
  ret i32 %106
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @enc16(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %6, 65536
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i16
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds i16, ptr %11, i64 0
  store i16 %10, ptr %12, align 2
  store i32 1, ptr %3, align 4
  br label %28

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = sub i32 %14, 65536
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %4, align 4
  %17 = lshr i32 %16, 10
  %18 = or i32 55296, %17
  %19 = trunc i32 %18 to i16
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds i16, ptr %20, i64 0
  store i16 %19, ptr %21, align 2
  %22 = load i32, ptr %4, align 4
  %23 = and i32 %22, 1023
  %24 = or i32 56320, %23
  %25 = trunc i32 %24 to i16
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds i16, ptr %26, i64 1
  store i16 %25, ptr %27, align 2
  store i32 2, ptr %3, align 4
  br label %28

28:                                               ; preds = %13, %8
  %29 = load i32, ptr %3, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dec16(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds i16, ptr %8, i64 0
  %10 = load i16, ptr %9, align 2
  %11 = zext i16 %10 to i32
  %12 = icmp sge i32 %11, 55296
  br i1 %12, label %13, label %50

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds i16, ptr %14, i64 0
  %16 = load i16, ptr %15, align 2
  %17 = zext i16 %16 to i32
  %18 = icmp sle i32 %17, 56319
  br i1 %18, label %19, label %50

19:                                               ; preds = %13
  %20 = load i32, ptr %6, align 4
  %21 = icmp slt i32 %20, 2
  br i1 %21, label %34, label %22

22:                                               ; preds = %19
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds i16, ptr %23, i64 1
  %25 = load i16, ptr %24, align 2
  %26 = zext i16 %25 to i32
  %27 = icmp slt i32 %26, 56320
  br i1 %27, label %34, label %28

28:                                               ; preds = %22
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds i16, ptr %29, i64 1
  %31 = load i16, ptr %30, align 2
  %32 = zext i16 %31 to i32
  %33 = icmp sgt i32 %32, 57343
  br i1 %33, label %34, label %35

34:                                               ; preds = %28, %22, %19
  store i32 -1, ptr %4, align 4
  br label %69

35:                                               ; preds = %28
  %36 = load ptr, ptr %5, align 8
  %37 = getelementptr inbounds i16, ptr %36, i64 0
  %38 = load i16, ptr %37, align 2
  %39 = zext i16 %38 to i32
  %40 = sub nsw i32 %39, 55296
  %41 = shl i32 %40, 10
  %42 = add i32 65536, %41
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds i16, ptr %43, i64 1
  %45 = load i16, ptr %44, align 2
  %46 = zext i16 %45 to i32
  %47 = sub nsw i32 %46, 56320
  %48 = add i32 %42, %47
  %49 = load ptr, ptr %7, align 8
  store i32 %48, ptr %49, align 4
  store i32 2, ptr %4, align 4
  br label %69

50:                                               ; preds = %13, %3
  %51 = load ptr, ptr %5, align 8
  %52 = getelementptr inbounds i16, ptr %51, i64 0
  %53 = load i16, ptr %52, align 2
  %54 = zext i16 %53 to i32
  %55 = icmp sge i32 %54, 56320
  br i1 %55, label %56, label %63

56:                                               ; preds = %50
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds i16, ptr %57, i64 0
  %59 = load i16, ptr %58, align 2
  %60 = zext i16 %59 to i32
  %61 = icmp sle i32 %60, 57343
  br i1 %61, label %62, label %63

62:                                               ; preds = %56
  store i32 -1, ptr %4, align 4
  br label %69

63:                                               ; preds = %56, %50
  %64 = load ptr, ptr %5, align 8
  %65 = getelementptr inbounds i16, ptr %64, i64 0
  %66 = load i16, ptr %65, align 2
  %67 = zext i16 %66 to i32
  %68 = load ptr, ptr %7, align 8
  store i32 %67, ptr %68, align 4
  store i32 1, ptr %4, align 4
  br label %69

69:                                               ; preds = %63, %62, %35, %34
  %70 = load i32, ptr %4, align 4
  ret i32 %70
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind willreturn memory(read) }

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
