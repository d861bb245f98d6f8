; ModuleID = 'programs/linked_list_ops.c'
source_filename = "programs/linked_list_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.DNode = type { ptr, ptr, double }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [5 x i8] c"orig\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"rev\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"no3\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"len=%d sum=%ld cycle=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"cycle after link=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"dlist fwd:\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"dlist bwd:\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"dlist remaining=%d tot=%g\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.DNode, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr null, ptr %2, align 8
  store i32 7, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %19

19:                                               ; preds = %31, %0
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, 500
  br i1 %21, label %22, label %34

22:                                               ; preds = %19
  %23 = load i32, ptr %3, align 4
  %24 = mul i32 %23, 1664525
  %25 = add i32 %24, 1013904223
  store i32 %25, ptr %3, align 4
  %26 = load ptr, ptr %2, align 8
  %27 = load i32, ptr %3, align 4
  %28 = lshr i32 %27, 20
  %29 = sub nsw i32 %28, 2048
  %30 = call ptr @push(ptr noundef %26, i32 noundef %29)
  store ptr %30, ptr %2, align 8
  br label %31

31:                                               ; preds = %22
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %19, !llvm.loop !6

34:                                               ; preds = %19
  %35 = load ptr, ptr %2, align 8
  call void @print_list(ptr noundef @.str, ptr noundef %35, i32 noundef 10)
  %36 = load ptr, ptr %2, align 8
  %37 = call ptr @reverse(ptr noundef %36)
  store ptr %37, ptr %2, align 8
  %38 = load ptr, ptr %2, align 8
  call void @print_list(ptr noundef @.str.1, ptr noundef %38, i32 noundef 10)
  %39 = load ptr, ptr %2, align 8
  %40 = call ptr @msort(ptr noundef %39)
  store ptr %40, ptr %2, align 8
  %41 = load ptr, ptr %2, align 8
  call void @print_list(ptr noundef @.str.2, ptr noundef %41, i32 noundef 10)
  %42 = load ptr, ptr %2, align 8
  %43 = call ptr @remove_if(ptr noundef %42, ptr noundef @is_mult3)
  store ptr %43, ptr %2, align 8
  %44 = load ptr, ptr %2, align 8
  call void @print_list(ptr noundef @.str.3, ptr noundef %44, i32 noundef 10)
  store i32 0, ptr %5, align 4
  %45 = load ptr, ptr %2, align 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %52, %34
  %47 = load ptr, ptr %6, align 8
  %48 = icmp ne ptr %47, null
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %5, align 4
  br label %52

52:                                               ; preds = %49
  %53 = load ptr, ptr %6, align 8
  %54 = getelementptr inbounds %struct.Node, ptr %53, i32 0, i32 1
  %55 = load ptr, ptr %54, align 8
  store ptr %55, ptr %6, align 8
  br label %46, !llvm.loop !8

56:                                               ; preds = %46
  %57 = load i32, ptr %5, align 4
  %58 = load ptr, ptr %2, align 8
  %59 = call i64 @sum(ptr noundef %58)
  %60 = load ptr, ptr %2, align 8
  %61 = call i32 @has_cycle(ptr noundef %60)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %57, i64 noundef %59, i32 noundef %61)
  %63 = load ptr, ptr %2, align 8
  store ptr %63, ptr %7, align 8
  br label %64

64:                                               ; preds = %69, %56
  %65 = load ptr, ptr %7, align 8
  %66 = getelementptr inbounds %struct.Node, ptr %65, i32 0, i32 1
  %67 = load ptr, ptr %66, align 8
  %68 = icmp ne ptr %67, null
  br i1 %68, label %69, label %73

69:                                               ; preds = %64
  %70 = load ptr, ptr %7, align 8
  %71 = getelementptr inbounds %struct.Node, ptr %70, i32 0, i32 1
  %72 = load ptr, ptr %71, align 8
  store ptr %72, ptr %7, align 8
  br label %64, !llvm.loop !9

73:                                               ; preds = %64
  %74 = load ptr, ptr %2, align 8
  %75 = getelementptr inbounds %struct.Node, ptr %74, i32 0, i32 1
  %76 = load ptr, ptr %75, align 8
  %77 = getelementptr inbounds %struct.Node, ptr %76, i32 0, i32 1
  %78 = load ptr, ptr %77, align 8
  %79 = load ptr, ptr %7, align 8
  %80 = getelementptr inbounds %struct.Node, ptr %79, i32 0, i32 1
  store ptr %78, ptr %80, align 8
  %81 = load ptr, ptr %2, align 8
  %82 = call i32 @has_cycle(ptr noundef %81)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %82)
  %84 = load ptr, ptr %7, align 8
  %85 = getelementptr inbounds %struct.Node, ptr %84, i32 0, i32 1
  store ptr null, ptr %85, align 8
  %86 = load ptr, ptr %2, align 8
  call void @free_list(ptr noundef %86)
  %87 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 0
  store ptr %8, ptr %87, align 8
  %88 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 1
  store ptr %8, ptr %88, align 8
  %89 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 2
  store double 0.000000e+00, ptr %89, align 8
  store i32 0, ptr %9, align 4
  br label %90

90:                                               ; preds = %130, %73
  %91 = load i32, ptr %9, align 4
  %92 = icmp slt i32 %91, 20
  br i1 %92, label %93, label %133

93:                                               ; preds = %90
  %94 = call noalias ptr @malloc(i64 noundef 24) #4
  store ptr %94, ptr %10, align 8
  %95 = load i32, ptr %9, align 4
  %96 = sitofp i32 %95 to double
  %97 = fmul double %96, 1.500000e+00
  %98 = load ptr, ptr %10, align 8
  %99 = getelementptr inbounds %struct.DNode, ptr %98, i32 0, i32 2
  store double %97, ptr %99, align 8
  %100 = load i32, ptr %9, align 4
  %101 = srem i32 %100, 2
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %116

103:                                              ; preds = %93
  %104 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 1
  %105 = load ptr, ptr %104, align 8
  %106 = load ptr, ptr %10, align 8
  %107 = getelementptr inbounds %struct.DNode, ptr %106, i32 0, i32 1
  store ptr %105, ptr %107, align 8
  %108 = load ptr, ptr %10, align 8
  %109 = getelementptr inbounds %struct.DNode, ptr %108, i32 0, i32 0
  store ptr %8, ptr %109, align 8
  %110 = load ptr, ptr %10, align 8
  %111 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 1
  %112 = load ptr, ptr %111, align 8
  %113 = getelementptr inbounds %struct.DNode, ptr %112, i32 0, i32 0
  store ptr %110, ptr %113, align 8
  %114 = load ptr, ptr %10, align 8
  %115 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 1
  store ptr %114, ptr %115, align 8
  br label %129

116:                                              ; preds = %93
  %117 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 0
  %118 = load ptr, ptr %117, align 8
  %119 = load ptr, ptr %10, align 8
  %120 = getelementptr inbounds %struct.DNode, ptr %119, i32 0, i32 0
  store ptr %118, ptr %120, align 8
  %121 = load ptr, ptr %10, align 8
  %122 = getelementptr inbounds %struct.DNode, ptr %121, i32 0, i32 1
  store ptr %8, ptr %122, align 8
  %123 = load ptr, ptr %10, align 8
  %124 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 0
  %125 = load ptr, ptr %124, align 8
  %126 = getelementptr inbounds %struct.DNode, ptr %125, i32 0, i32 1
  store ptr %123, ptr %126, align 8
  %127 = load ptr, ptr %10, align 8
  %128 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 0
  store ptr %127, ptr %128, align 8
  br label %129

129:                                              ; preds = %116, %103
  br label %130

130:                                              ; preds = %129
  %131 = load i32, ptr %9, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %9, align 4
  br label %90, !llvm.loop !10

133:                                              ; preds = %90
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %135 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 1
  %136 = load ptr, ptr %135, align 8
  store ptr %136, ptr %11, align 8
  br label %137

137:                                              ; preds = %145, %133
  %138 = load ptr, ptr %11, align 8
  %139 = icmp ne ptr %138, %8
  br i1 %139, label %140, label %149

140:                                              ; preds = %137
  %141 = load ptr, ptr %11, align 8
  %142 = getelementptr inbounds %struct.DNode, ptr %141, i32 0, i32 2
  %143 = load double, ptr %142, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %143)
  br label %145

145:                                              ; preds = %140
  %146 = load ptr, ptr %11, align 8
  %147 = getelementptr inbounds %struct.DNode, ptr %146, i32 0, i32 1
  %148 = load ptr, ptr %147, align 8
  store ptr %148, ptr %11, align 8
  br label %137, !llvm.loop !11

149:                                              ; preds = %137
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %152 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 0
  %153 = load ptr, ptr %152, align 8
  store ptr %153, ptr %12, align 8
  br label %154

154:                                              ; preds = %162, %149
  %155 = load ptr, ptr %12, align 8
  %156 = icmp ne ptr %155, %8
  br i1 %156, label %157, label %166

157:                                              ; preds = %154
  %158 = load ptr, ptr %12, align 8
  %159 = getelementptr inbounds %struct.DNode, ptr %158, i32 0, i32 2
  %160 = load double, ptr %159, align 8
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %160)
  br label %162

162:                                              ; preds = %157
  %163 = load ptr, ptr %12, align 8
  %164 = getelementptr inbounds %struct.DNode, ptr %163, i32 0, i32 0
  %165 = load ptr, ptr %164, align 8
  store ptr %165, ptr %12, align 8
  br label %154, !llvm.loop !12

166:                                              ; preds = %154
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %168 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 1
  %169 = load ptr, ptr %168, align 8
  store ptr %169, ptr %13, align 8
  br label %170

170:                                              ; preds = %199, %166
  %171 = load ptr, ptr %13, align 8
  %172 = icmp ne ptr %171, %8
  br i1 %172, label %173, label %201

173:                                              ; preds = %170
  %174 = load ptr, ptr %13, align 8
  %175 = getelementptr inbounds %struct.DNode, ptr %174, i32 0, i32 1
  %176 = load ptr, ptr %175, align 8
  store ptr %176, ptr %14, align 8
  %177 = load ptr, ptr %13, align 8
  %178 = getelementptr inbounds %struct.DNode, ptr %177, i32 0, i32 2
  %179 = load double, ptr %178, align 8
  %180 = fptosi double %179 to i32
  %181 = srem i32 %180, 3
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %183, label %199

183:                                              ; preds = %173
  %184 = load ptr, ptr %13, align 8
  %185 = getelementptr inbounds %struct.DNode, ptr %184, i32 0, i32 1
  %186 = load ptr, ptr %185, align 8
  %187 = load ptr, ptr %13, align 8
  %188 = getelementptr inbounds %struct.DNode, ptr %187, i32 0, i32 0
  %189 = load ptr, ptr %188, align 8
  %190 = getelementptr inbounds %struct.DNode, ptr %189, i32 0, i32 1
  store ptr %186, ptr %190, align 8
  %191 = load ptr, ptr %13, align 8
  %192 = getelementptr inbounds %struct.DNode, ptr %191, i32 0, i32 0
  %193 = load ptr, ptr %192, align 8
  %194 = load ptr, ptr %13, align 8
  %195 = getelementptr inbounds %struct.DNode, ptr %194, i32 0, i32 1
  %196 = load ptr, ptr %195, align 8
  %197 = getelementptr inbounds %struct.DNode, ptr %196, i32 0, i32 0
  store ptr %193, ptr %197, align 8
  %198 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %198) #5
  br label %199

199:                                              ; preds = %183, %173
  %200 = load ptr, ptr %14, align 8
  store ptr %200, ptr %13, align 8
  br label %170, !llvm.loop !13

201:                                              ; preds = %170
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  %202 = getelementptr inbounds %struct.DNode, ptr %8, i32 0, i32 1
  %203 = load ptr, ptr %202, align 8
  store ptr %203, ptr %17, align 8
  br label %204

204:                                              ; preds = %207, %201
  %205 = load ptr, ptr %17, align 8
  %206 = icmp ne ptr %205, %8
  br i1 %206, label %207, label %220

207:                                              ; preds = %204
  %208 = load ptr, ptr %17, align 8
  %209 = getelementptr inbounds %struct.DNode, ptr %208, i32 0, i32 1
  %210 = load ptr, ptr %209, align 8
  store ptr %210, ptr %18, align 8
  %211 = load ptr, ptr %17, align 8
  %212 = getelementptr inbounds %struct.DNode, ptr %211, i32 0, i32 2
  %213 = load double, ptr %212, align 8
  %214 = load double, ptr %15, align 8
  %215 = fadd double %214, %213
  store double %215, ptr %15, align 8
  %216 = load i32, ptr %16, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %16, align 4
  %218 = load ptr, ptr %17, align 8
  call void @free(ptr noundef %218) #5
  %219 = load ptr, ptr %18, align 8
  store ptr %219, ptr %17, align 8
  br label %204, !llvm.loop !14

220:                                              ; preds = %204
  %221 = load i32, ptr %16, align 4
  %222 = load double, ptr %15, align 8
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %221, double noundef %222)
  %224 = load i32, ptr %16, align 4
  ret i32 %224
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %6, ptr %5, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.Node, ptr %8, i32 0, i32 0
  store i32 %7, ptr %9, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 1
  store ptr %10, ptr %12, align 8
  %13 = load ptr, ptr %5, align 8
  ret ptr %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_list(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %8)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %24, %3
  %11 = load ptr, ptr %5, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %14, %15
  br label %17

17:                                               ; preds = %13, %10
  %18 = phi i1 [ false, %10 ], [ %16, %13 ]
  br i1 %18, label %19, label %30

19:                                               ; preds = %17
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.Node, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %22)
  br label %24

24:                                               ; preds = %19
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  store ptr %27, ptr %5, align 8
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !15

30:                                               ; preds = %17
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @reverse(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store ptr null, ptr %3, align 8
  br label %5

5:                                                ; preds = %8, %1
  %6 = load ptr, ptr %2, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.Node, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.Node, ptr %13, i32 0, i32 1
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %2, align 8
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %4, align 8
  store ptr %16, ptr %2, align 8
  br label %5, !llvm.loop !16

17:                                               ; preds = %5
  %18 = load ptr, ptr %3, align 8
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @msort(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %14

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Node, ptr %10, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  %13 = icmp ne ptr %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %9, %1
  %15 = load ptr, ptr %3, align 8
  store ptr %15, ptr %2, align 8
  br label %51

16:                                               ; preds = %9
  %17 = load ptr, ptr %3, align 8
  store ptr %17, ptr %4, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.Node, ptr %18, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  store ptr %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %31, %16
  %22 = load ptr, ptr %5, align 8
  %23 = icmp ne ptr %22, null
  br i1 %23, label %24, label %29

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1
  %27 = load ptr, ptr %26, align 8
  %28 = icmp ne ptr %27, null
  br label %29

29:                                               ; preds = %24, %21
  %30 = phi i1 [ false, %21 ], [ %28, %24 ]
  br i1 %30, label %31, label %40

31:                                               ; preds = %29
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.Node, ptr %32, i32 0, i32 1
  %34 = load ptr, ptr %33, align 8
  store ptr %34, ptr %4, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.Node, ptr %35, i32 0, i32 1
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds %struct.Node, ptr %37, i32 0, i32 1
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %5, align 8
  br label %21, !llvm.loop !17

40:                                               ; preds = %29
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.Node, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  store ptr %43, ptr %6, align 8
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.Node, ptr %44, i32 0, i32 1
  store ptr null, ptr %45, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = call ptr @msort(ptr noundef %46)
  %48 = load ptr, ptr %6, align 8
  %49 = call ptr @msort(ptr noundef %48)
  %50 = call ptr @merge(ptr noundef %47, ptr noundef %49)
  store ptr %50, ptr %2, align 8
  br label %51

51:                                               ; preds = %40, %14
  %52 = load ptr, ptr %2, align 8
  ret ptr %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @remove_if(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store ptr %3, ptr %5, align 8
  br label %7

7:                                                ; preds = %31, %2
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %8, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %32

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Node, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = call i32 %12(i32 noundef %16)
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %27

19:                                               ; preds = %11
  %20 = load ptr, ptr %5, align 8
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %6, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = getelementptr inbounds %struct.Node, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  %25 = load ptr, ptr %5, align 8
  store ptr %24, ptr %25, align 8
  %26 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %26) #5
  br label %31

27:                                               ; preds = %11
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds %struct.Node, ptr %29, i32 0, i32 1
  store ptr %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %27, %19
  br label %7, !llvm.loop !18

32:                                               ; preds = %7
  %33 = load ptr, ptr %3, align 8
  ret ptr %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_mult3(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 3
  %5 = icmp eq i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  br label %4

4:                                                ; preds = %14, %1
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.Node, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = sext i32 %10 to i64
  %12 = load i64, ptr %3, align 8
  %13 = add nsw i64 %12, %11
  store i64 %13, ptr %3, align 8
  br label %14

14:                                               ; preds = %7
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.Node, ptr %15, i32 0, i32 1
  %17 = load ptr, ptr %16, align 8
  store ptr %17, ptr %2, align 8
  br label %4, !llvm.loop !19

18:                                               ; preds = %4
  %19 = load i64, ptr %3, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @has_cycle(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  br label %8

8:                                                ; preds = %31, %1
  %9 = load ptr, ptr %5, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %16

11:                                               ; preds = %8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Node, ptr %12, i32 0, i32 1
  %14 = load ptr, ptr %13, align 8
  %15 = icmp ne ptr %14, null
  br label %16

16:                                               ; preds = %11, %8
  %17 = phi i1 [ false, %8 ], [ %15, %11 ]
  br i1 %17, label %18, label %32

18:                                               ; preds = %16
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Node, ptr %19, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %4, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.Node, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds %struct.Node, ptr %24, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  store ptr %26, ptr %5, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = icmp eq ptr %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %18
  store i32 1, ptr %2, align 4
  br label %33

31:                                               ; preds = %18
  br label %8, !llvm.loop !20

32:                                               ; preds = %16
  store i32 0, ptr %2, align 4
  br label %33

33:                                               ; preds = %32, %30
  %34 = load i32, ptr %2, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_list(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %4

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.Node, ptr %8, i32 0, i32 1
  %10 = load ptr, ptr %9, align 8
  store ptr %10, ptr %3, align 8
  %11 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %11) #5
  %12 = load ptr, ptr %3, align 8
  store ptr %12, ptr %2, align 8
  br label %4, !llvm.loop !21

13:                                               ; preds = %4
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @merge(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.Node, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store ptr %5, ptr %6, align 8
  br label %7

7:                                                ; preds = %37, %2
  %8 = load ptr, ptr %3, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = load ptr, ptr %4, align 8
  %12 = icmp ne ptr %11, null
  br label %13

13:                                               ; preds = %10, %7
  %14 = phi i1 [ false, %7 ], [ %12, %10 ]
  br i1 %14, label %15, label %41

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.Node, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Node, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = icmp sle i32 %18, %21
  br i1 %22, label %23, label %30

23:                                               ; preds = %15
  %24 = load ptr, ptr %3, align 8
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 1
  store ptr %24, ptr %26, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.Node, ptr %27, i32 0, i32 1
  %29 = load ptr, ptr %28, align 8
  store ptr %29, ptr %3, align 8
  br label %37

30:                                               ; preds = %15
  %31 = load ptr, ptr %4, align 8
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds %struct.Node, ptr %32, i32 0, i32 1
  store ptr %31, ptr %33, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.Node, ptr %34, i32 0, i32 1
  %36 = load ptr, ptr %35, align 8
  store ptr %36, ptr %4, align 8
  br label %37

37:                                               ; preds = %30, %23
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds %struct.Node, ptr %38, i32 0, i32 1
  %40 = load ptr, ptr %39, align 8
  store ptr %40, ptr %6, align 8
  br label %7, !llvm.loop !22

41:                                               ; preds = %13
  %42 = load ptr, ptr %3, align 8
  %43 = icmp ne ptr %42, null
  br i1 %43, label %44, label %46

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 8
  br label %48

46:                                               ; preds = %41
  %47 = load ptr, ptr %4, align 8
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi ptr [ %45, %44 ], [ %47, %46 ]
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds %struct.Node, ptr %50, i32 0, i32 1
  store ptr %49, ptr %51, align 8
  %52 = getelementptr inbounds %struct.Node, ptr %5, i32 0, i32 1
  %53 = load ptr, ptr %52, align 8
  ret ptr %53
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

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
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
