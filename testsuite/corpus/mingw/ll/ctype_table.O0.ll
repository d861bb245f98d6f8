; ModuleID = 'programs/ctype_table.c'
source_filename = "programs/ctype_table.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [7 x i8] c"\0A%3d: \00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%x\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"\0Asums:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"\0Abad=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"EOF handling: %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [12 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca [12 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 48, i1 false)
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %196, %0
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 256
  br i1 %10, label %11, label %199

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = call i32 @isalpha(i32 noundef %12) #6
  %14 = icmp ne i32 %13, 0
  %15 = xor i1 %14, true
  %16 = xor i1 %15, true
  %17 = zext i1 %16 to i32
  store i32 %17, ptr %5, align 4
  %18 = getelementptr inbounds i32, ptr %5, i64 1
  %19 = load i32, ptr %4, align 4
  %20 = call i32 @isdigit(i32 noundef %19) #6
  %21 = icmp ne i32 %20, 0
  %22 = xor i1 %21, true
  %23 = xor i1 %22, true
  %24 = zext i1 %23 to i32
  store i32 %24, ptr %18, align 4
  %25 = getelementptr inbounds i32, ptr %5, i64 2
  %26 = load i32, ptr %4, align 4
  %27 = call i32 @isalnum(i32 noundef %26) #6
  %28 = icmp ne i32 %27, 0
  %29 = xor i1 %28, true
  %30 = xor i1 %29, true
  %31 = zext i1 %30 to i32
  store i32 %31, ptr %25, align 4
  %32 = getelementptr inbounds i32, ptr %5, i64 3
  %33 = load i32, ptr %4, align 4
  %34 = call i32 @isspace(i32 noundef %33) #6
  %35 = icmp ne i32 %34, 0
  %36 = xor i1 %35, true
  %37 = xor i1 %36, true
  %38 = zext i1 %37 to i32
  store i32 %38, ptr %32, align 4
  %39 = getelementptr inbounds i32, ptr %5, i64 4
  %40 = load i32, ptr %4, align 4
  %41 = call i32 @isupper(i32 noundef %40) #6
  %42 = icmp ne i32 %41, 0
  %43 = xor i1 %42, true
  %44 = xor i1 %43, true
  %45 = zext i1 %44 to i32
  store i32 %45, ptr %39, align 4
  %46 = getelementptr inbounds i32, ptr %5, i64 5
  %47 = load i32, ptr %4, align 4
  %48 = call i32 @islower(i32 noundef %47) #6
  %49 = icmp ne i32 %48, 0
  %50 = xor i1 %49, true
  %51 = xor i1 %50, true
  %52 = zext i1 %51 to i32
  store i32 %52, ptr %46, align 4
  %53 = getelementptr inbounds i32, ptr %5, i64 6
  %54 = load i32, ptr %4, align 4
  %55 = call i32 @ispunct(i32 noundef %54) #6
  %56 = icmp ne i32 %55, 0
  %57 = xor i1 %56, true
  %58 = xor i1 %57, true
  %59 = zext i1 %58 to i32
  store i32 %59, ptr %53, align 4
  %60 = getelementptr inbounds i32, ptr %5, i64 7
  %61 = load i32, ptr %4, align 4
  %62 = call i32 @isprint(i32 noundef %61) #6
  %63 = icmp ne i32 %62, 0
  %64 = xor i1 %63, true
  %65 = xor i1 %64, true
  %66 = zext i1 %65 to i32
  store i32 %66, ptr %60, align 4
  %67 = getelementptr inbounds i32, ptr %5, i64 8
  %68 = load i32, ptr %4, align 4
  %69 = call i32 @iscntrl(i32 noundef %68) #6
  %70 = icmp ne i32 %69, 0
  %71 = xor i1 %70, true
  %72 = xor i1 %71, true
  %73 = zext i1 %72 to i32
  store i32 %73, ptr %67, align 4
  %74 = getelementptr inbounds i32, ptr %5, i64 9
  %75 = load i32, ptr %4, align 4
  %76 = call i32 @isxdigit(i32 noundef %75) #6
  %77 = icmp ne i32 %76, 0
  %78 = xor i1 %77, true
  %79 = xor i1 %78, true
  %80 = zext i1 %79 to i32
  store i32 %80, ptr %74, align 4
  %81 = getelementptr inbounds i32, ptr %5, i64 10
  %82 = load i32, ptr %4, align 4
  %83 = call i32 @isgraph(i32 noundef %82) #6
  %84 = icmp ne i32 %83, 0
  %85 = xor i1 %84, true
  %86 = xor i1 %85, true
  %87 = zext i1 %86 to i32
  store i32 %87, ptr %81, align 4
  %88 = getelementptr inbounds i32, ptr %5, i64 11
  %89 = load i32, ptr %4, align 4
  %90 = call i32 @isblank(i32 noundef %89) #6
  %91 = icmp ne i32 %90, 0
  %92 = xor i1 %91, true
  %93 = xor i1 %92, true
  %94 = zext i1 %93 to i32
  store i32 %94, ptr %88, align 4
  store i32 0, ptr %6, align 4
  br label %95

95:                                               ; preds = %111, %11
  %96 = load i32, ptr %6, align 4
  %97 = icmp slt i32 %96, 12
  br i1 %97, label %98, label %114

98:                                               ; preds = %95
  %99 = load i32, ptr %6, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4
  %103 = load i32, ptr %4, align 4
  %104 = add nsw i32 %103, 1
  %105 = mul i32 %102, %104
  %106 = load i32, ptr %6, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = add i32 %109, %105
  store i32 %110, ptr %108, align 4
  br label %111

111:                                              ; preds = %98
  %112 = load i32, ptr %6, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %6, align 4
  br label %95, !llvm.loop !5

114:                                              ; preds = %95
  %115 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 0
  %116 = load i32, ptr %115, align 16
  %117 = load i32, ptr %4, align 4
  %118 = call i32 @my_isalpha(i32 noundef %117)
  %119 = icmp ne i32 %116, %118
  br i1 %119, label %132, label %120

120:                                              ; preds = %114
  %121 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 3
  %122 = load i32, ptr %121, align 4
  %123 = load i32, ptr %4, align 4
  %124 = call i32 @my_isspace(i32 noundef %123)
  %125 = icmp ne i32 %122, %124
  br i1 %125, label %132, label %126

126:                                              ; preds = %120
  %127 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 6
  %128 = load i32, ptr %127, align 8
  %129 = load i32, ptr %4, align 4
  %130 = call i32 @my_ispunct(i32 noundef %129)
  %131 = icmp ne i32 %128, %130
  br i1 %131, label %132, label %135

132:                                              ; preds = %126, %120, %114
  %133 = load i32, ptr %2, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %2, align 4
  br label %135

135:                                              ; preds = %132, %126
  %136 = load i32, ptr %4, align 4
  %137 = call i32 @toupper(i32 noundef %136) #6
  %138 = load i32, ptr %4, align 4
  %139 = icmp sge i32 %138, 97
  br i1 %139, label %140, label %146

140:                                              ; preds = %135
  %141 = load i32, ptr %4, align 4
  %142 = icmp sle i32 %141, 122
  br i1 %142, label %143, label %146

143:                                              ; preds = %140
  %144 = load i32, ptr %4, align 4
  %145 = sub nsw i32 %144, 32
  br label %148

146:                                              ; preds = %140, %135
  %147 = load i32, ptr %4, align 4
  br label %148

148:                                              ; preds = %146, %143
  %149 = phi i32 [ %145, %143 ], [ %147, %146 ]
  %150 = icmp ne i32 %137, %149
  br i1 %150, label %151, label %154

151:                                              ; preds = %148
  %152 = load i32, ptr %2, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %2, align 4
  br label %154

154:                                              ; preds = %151, %148
  %155 = load i32, ptr %4, align 4
  %156 = call i32 @tolower(i32 noundef %155) #6
  %157 = load i32, ptr %4, align 4
  %158 = icmp sge i32 %157, 65
  br i1 %158, label %159, label %165

159:                                              ; preds = %154
  %160 = load i32, ptr %4, align 4
  %161 = icmp sle i32 %160, 90
  br i1 %161, label %162, label %165

162:                                              ; preds = %159
  %163 = load i32, ptr %4, align 4
  %164 = add nsw i32 %163, 32
  br label %167

165:                                              ; preds = %159, %154
  %166 = load i32, ptr %4, align 4
  br label %167

167:                                              ; preds = %165, %162
  %168 = phi i32 [ %164, %162 ], [ %166, %165 ]
  %169 = icmp ne i32 %156, %168
  br i1 %169, label %170, label %173

170:                                              ; preds = %167
  %171 = load i32, ptr %2, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %2, align 4
  br label %173

173:                                              ; preds = %170, %167
  %174 = load i32, ptr %4, align 4
  %175 = srem i32 %174, 16
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %177, label %180

177:                                              ; preds = %173
  %178 = load i32, ptr %4, align 4
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %178)
  br label %180

180:                                              ; preds = %177, %173
  %181 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 0
  %182 = load i32, ptr %181, align 16
  %183 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 1
  %184 = load i32, ptr %183, align 4
  %185 = shl i32 %184, 1
  %186 = or i32 %182, %185
  %187 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 3
  %188 = load i32, ptr %187, align 4
  %189 = shl i32 %188, 2
  %190 = or i32 %186, %189
  %191 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 6
  %192 = load i32, ptr %191, align 8
  %193 = shl i32 %192, 3
  %194 = or i32 %190, %193
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %194)
  br label %196

196:                                              ; preds = %180
  %197 = load i32, ptr %4, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %4, align 4
  br label %8, !llvm.loop !7

199:                                              ; preds = %8
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %7, align 4
  br label %201

201:                                              ; preds = %210, %199
  %202 = load i32, ptr %7, align 4
  %203 = icmp slt i32 %202, 12
  br i1 %203, label %204, label %213

204:                                              ; preds = %201
  %205 = load i32, ptr %7, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %206
  %208 = load i32, ptr %207, align 4
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %208)
  br label %210

210:                                              ; preds = %204
  %211 = load i32, ptr %7, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %7, align 4
  br label %201, !llvm.loop !8

213:                                              ; preds = %201
  %214 = load i32, ptr %2, align 4
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %214)
  %216 = call i32 @isalpha(i32 noundef -1) #6
  %217 = icmp ne i32 %216, 0
  %218 = zext i1 %217 to i32
  %219 = call i32 @toupper(i32 noundef -1) #6
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %218, i32 noundef %219)
  %221 = load i32, ptr %2, align 4
  ret i32 %221
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isalpha(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isdigit(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isalnum(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isspace(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isupper(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @islower(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @ispunct(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isprint(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @iscntrl(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isxdigit(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isgraph(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dso_local i32 @isblank(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_isalpha(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sge i32 %3, 97
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp sle i32 %6, 122
  br i1 %7, label %16, label %8

8:                                                ; preds = %5, %1
  %9 = load i32, ptr %2, align 4
  %10 = icmp sge i32 %9, 65
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = icmp sle i32 %12, 90
  br label %14

14:                                               ; preds = %11, %8
  %15 = phi i1 [ false, %8 ], [ %13, %11 ]
  br label %16

16:                                               ; preds = %14, %5
  %17 = phi i1 [ true, %5 ], [ %15, %14 ]
  %18 = zext i1 %17 to i32
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_isspace(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 32
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp sge i32 %6, 9
  br i1 %7, label %8, label %11

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = icmp sle i32 %9, 13
  br label %11

11:                                               ; preds = %8, %5
  %12 = phi i1 [ false, %5 ], [ %10, %8 ]
  br label %13

13:                                               ; preds = %11, %1
  %14 = phi i1 [ true, %1 ], [ %12, %11 ]
  %15 = zext i1 %14 to i32
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_ispunct(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 32
  br i1 %4, label %5, label %21

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 127
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = call i32 @my_isalpha(i32 noundef %9)
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %21, label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %2, align 4
  %14 = icmp sge i32 %13, 48
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = icmp sle i32 %16, 57
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i1 [ false, %12 ], [ %17, %15 ]
  %20 = xor i1 %19, true
  br label %21

21:                                               ; preds = %18, %8, %5, %1
  %22 = phi i1 [ false, %8 ], [ false, %5 ], [ false, %1 ], [ %20, %18 ]
  %23 = zext i1 %22 to i32
  ret i32 %23
}

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @toupper(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @tolower(i32 noundef) #2

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }

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
