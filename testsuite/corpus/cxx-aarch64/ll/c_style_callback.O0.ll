; ModuleID = 'c_style_callback.cpp'
source_filename = "c_style_callback.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { i32, ptr }
%struct.Limit = type { i32, i32 }
%struct.TooBig = type { i32, i32 }

$__clang_call_terminate = comdat any

$_ZTS6TooBig = comdat any

$_ZTI6TooBig = comdat any

@__const.main.data = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6TooBig = linkonce_odr dso_local constant [8 x i8] c"6TooBig\00", comdat, align 1
@_ZTI6TooBig = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6TooBig }, comdat, align 8
@.str = private unnamed_addr constant [18 x i8] c"limit %d: sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"limit %d: %d at position %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"list limit %d: %d nodes\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"list limit %d: %d at position %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"buffer\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"catch-all frees the %s\0A\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @walk_array(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %26, %4
  %12 = load i32, ptr %10, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load ptr, ptr %7, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %10, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %8, align 8
  %23 = call noundef i32 %16(i32 noundef %21, ptr noundef %22)
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %9, align 4
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %10, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %10, align 4
  br label %11, !llvm.loop !6

29:                                               ; preds = %11
  %30 = load i32, ptr %9, align 4
  ret i32 %30
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @walk_list(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %23, %3
  %9 = load ptr, ptr %4, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %27

11:                                               ; preds = %8
  %12 = load ptr, ptr %5, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = load ptr, ptr %6, align 8
  %17 = call noundef i32 %12(i32 noundef %15, ptr noundef %16)
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %11
  br label %27

20:                                               ; preds = %11
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  br label %23

23:                                               ; preds = %20
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 1
  %26 = load ptr, ptr %25, align 8
  store ptr %26, ptr %4, align 8
  br label %8, !llvm.loop !8

27:                                               ; preds = %19, %8
  %28 = load i32, ptr %7, align 4
  ret i32 %28
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Limit, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Limit, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca %struct.Limit, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.data, i64 32, i1 false)
  store i32 10, ptr %3, align 4
  br label %14

14:                                               ; preds = %48, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp sge i32 %15, 4
  br i1 %16, label %17, label %56

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.Limit, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %3, align 4
  store i32 %19, ptr %18, align 4
  %20 = getelementptr inbounds %struct.Limit, ptr %4, i32 0, i32 1
  store i32 0, ptr %20, align 4
  %21 = load i32, ptr %3, align 4
  %22 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 0
  %23 = invoke i32 @walk_array(ptr noundef %22, i32 noundef 8, ptr noundef @_ZL5checkiPv, ptr noundef %4)
          to label %24 unwind label %27

24:                                               ; preds = %17
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21, i32 noundef %23)
          to label %26 unwind label %27

26:                                               ; preds = %24
  br label %47

27:                                               ; preds = %24, %17
  %28 = landingpad { ptr, i32 }
          catch ptr @_ZTI6TooBig
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %5, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %6, align 4
  br label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %6, align 4
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI6TooBig) #10
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %128

35:                                               ; preds = %31
  %36 = load ptr, ptr %5, align 8
  %37 = call ptr @__cxa_begin_catch(ptr %36) #10
  store ptr %37, ptr %7, align 8
  %38 = load i32, ptr %3, align 4
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.TooBig, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = load ptr, ptr %7, align 8
  %43 = getelementptr inbounds %struct.TooBig, ptr %42, i32 0, i32 1
  %44 = load i32, ptr %43, align 4
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38, i32 noundef %41, i32 noundef %44)
          to label %46 unwind label %51

46:                                               ; preds = %35
  call void @__cxa_end_catch()
  br label %47

47:                                               ; preds = %46, %26
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %3, align 4
  %50 = sub nsw i32 %49, 3
  store i32 %50, ptr %3, align 4
  br label %14, !llvm.loop !9

51:                                               ; preds = %35
  %52 = landingpad { ptr, i32 }
          cleanup
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %5, align 8
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %55 unwind label %133

55:                                               ; preds = %51
  br label %128

56:                                               ; preds = %14
  %57 = call noundef ptr @_ZL9make_listi(i32 noundef 10)
  store ptr %57, ptr %8, align 8
  store i32 200, ptr %9, align 4
  br label %58

58:                                               ; preds = %92, %56
  %59 = load i32, ptr %9, align 4
  %60 = icmp sge i32 %59, 30
  br i1 %60, label %61, label %100

61:                                               ; preds = %58
  %62 = getelementptr inbounds %struct.Limit, ptr %10, i32 0, i32 0
  %63 = load i32, ptr %9, align 4
  store i32 %63, ptr %62, align 4
  %64 = getelementptr inbounds %struct.Limit, ptr %10, i32 0, i32 1
  store i32 0, ptr %64, align 4
  %65 = load i32, ptr %9, align 4
  %66 = load ptr, ptr %8, align 8
  %67 = invoke i32 @walk_list(ptr noundef %66, ptr noundef @_ZL5checkiPv, ptr noundef %10)
          to label %68 unwind label %71

68:                                               ; preds = %61
  %69 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %65, i32 noundef %67)
          to label %70 unwind label %71

70:                                               ; preds = %68
  br label %91

71:                                               ; preds = %68, %61
  %72 = landingpad { ptr, i32 }
          catch ptr @_ZTI6TooBig
  %73 = extractvalue { ptr, i32 } %72, 0
  store ptr %73, ptr %5, align 8
  %74 = extractvalue { ptr, i32 } %72, 1
  store i32 %74, ptr %6, align 4
  br label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %6, align 4
  %77 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI6TooBig) #10
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %128

79:                                               ; preds = %75
  %80 = load ptr, ptr %5, align 8
  %81 = call ptr @__cxa_begin_catch(ptr %80) #10
  store ptr %81, ptr %11, align 8
  %82 = load i32, ptr %9, align 4
  %83 = load ptr, ptr %11, align 8
  %84 = getelementptr inbounds %struct.TooBig, ptr %83, i32 0, i32 0
  %85 = load i32, ptr %84, align 4
  %86 = load ptr, ptr %11, align 8
  %87 = getelementptr inbounds %struct.TooBig, ptr %86, i32 0, i32 1
  %88 = load i32, ptr %87, align 4
  %89 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %82, i32 noundef %85, i32 noundef %88)
          to label %90 unwind label %95

90:                                               ; preds = %79
  call void @__cxa_end_catch()
  br label %91

91:                                               ; preds = %90, %70
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %9, align 4
  %94 = sub nsw i32 %93, 85
  store i32 %94, ptr %9, align 4
  br label %58, !llvm.loop !10

95:                                               ; preds = %79
  %96 = landingpad { ptr, i32 }
          cleanup
  %97 = extractvalue { ptr, i32 } %96, 0
  store ptr %97, ptr %5, align 8
  %98 = extractvalue { ptr, i32 } %96, 1
  store i32 %98, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %99 unwind label %133

99:                                               ; preds = %95
  br label %128

100:                                              ; preds = %58
  %101 = load ptr, ptr %8, align 8
  call void @_ZL9free_listP4node(ptr noundef %101)
  %102 = call noalias ptr @malloc(i64 noundef 32) #11
  store ptr %102, ptr %12, align 8
  %103 = load ptr, ptr %12, align 8
  %104 = call ptr @strcpy(ptr noundef %103, ptr noundef @.str.4) #10
  call void @llvm.memset.p0.i64(ptr align 4 %13, i8 0, i64 8, i1 false)
  %105 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 0
  %106 = invoke i32 @walk_array(ptr noundef %105, i32 noundef 1, ptr noundef @_ZL5checkiPv, ptr noundef %13)
          to label %107 unwind label %108

107:                                              ; preds = %100
  br label %119

108:                                              ; preds = %100
  %109 = landingpad { ptr, i32 }
          catch ptr null
  %110 = extractvalue { ptr, i32 } %109, 0
  store ptr %110, ptr %5, align 8
  %111 = extractvalue { ptr, i32 } %109, 1
  store i32 %111, ptr %6, align 4
  br label %112

112:                                              ; preds = %108
  %113 = load ptr, ptr %5, align 8
  %114 = call ptr @__cxa_begin_catch(ptr %113) #10
  %115 = load ptr, ptr %12, align 8
  %116 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %115)
          to label %117 unwind label %123

117:                                              ; preds = %112
  %118 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %118) #10
  store ptr null, ptr %12, align 8
  call void @__cxa_end_catch()
  br label %119

119:                                              ; preds = %117, %107
  %120 = load ptr, ptr %12, align 8
  %121 = icmp ne ptr %120, null
  %122 = zext i1 %121 to i32
  ret i32 %122

123:                                              ; preds = %112
  %124 = landingpad { ptr, i32 }
          cleanup
  %125 = extractvalue { ptr, i32 } %124, 0
  store ptr %125, ptr %5, align 8
  %126 = extractvalue { ptr, i32 } %124, 1
  store i32 %126, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %127 unwind label %133

127:                                              ; preds = %123
  br label %128

128:                                              ; preds = %127, %99, %75, %55, %31
  %129 = load ptr, ptr %5, align 8
  %130 = load i32, ptr %6, align 4
  %131 = insertvalue { ptr, i32 } poison, ptr %129, 0
  %132 = insertvalue { ptr, i32 } %131, i32 %130, 1
  resume { ptr, i32 } %132

133:                                              ; preds = %123, %95, %51
  %134 = landingpad { ptr, i32 }
          catch ptr null
  %135 = extractvalue { ptr, i32 } %134, 0
  call void @__clang_call_terminate(ptr %135) #12
  unreachable
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5checkiPv(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds %struct.Limit, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  %11 = load i32, ptr %3, align 4
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.Limit, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = icmp sgt i32 %11, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %2
  %17 = call ptr @__cxa_allocate_exception(i64 8) #10
  %18 = getelementptr inbounds %struct.TooBig, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %3, align 4
  store i32 %19, ptr %18, align 16
  %20 = getelementptr inbounds %struct.TooBig, ptr %17, i32 0, i32 1
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.Limit, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %20, align 4
  call void @__cxa_throw(ptr %17, ptr @_ZTI6TooBig, ptr null) #13
  unreachable

24:                                               ; preds = %2
  %25 = load i32, ptr %3, align 4
  ret i32 %25
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL9make_listi(i32 noundef %0) #6 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  store ptr null, ptr %3, align 8
  %6 = load i32, ptr %2, align 4
  store i32 %6, ptr %4, align 4
  br label %7

7:                                                ; preds = %21, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %7
  %11 = call noalias ptr @malloc(i64 noundef 16) #11
  store ptr %11, ptr %5, align 8
  %12 = load i32, ptr %4, align 4
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %12, %13
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 0
  store i32 %14, ptr %16, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 1
  store ptr %17, ptr %19, align 8
  %20 = load ptr, ptr %5, align 8
  store ptr %20, ptr %3, align 8
  br label %21

21:                                               ; preds = %10
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr %4, align 4
  br label %7, !llvm.loop !11

24:                                               ; preds = %7
  %25 = load ptr, ptr %3, align 8
  ret ptr %25
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL9free_listP4node(ptr noundef %0) #6 {
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
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 1
  %10 = load ptr, ptr %9, align 8
  store ptr %10, ptr %3, align 8
  %11 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %11) #10
  %12 = load ptr, ptr %3, align 8
  store ptr %12, ptr %2, align 8
  br label %4, !llvm.loop !12

13:                                               ; preds = %4
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #7

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nounwind
declare void @free(ptr noundef) #8

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }

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
