; ModuleID = 'indirect_and_virtual_calls.cpp'
source_filename = "indirect_and_virtual_calls.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Calc = type { i32 }
%struct.Square = type { %struct.Shape, double }
%struct.Shape = type { ptr }
%struct.Broken = type { %struct.Shape }

$_ZN6SquareC2Ed = comdat any

$_ZN6BrokenC2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNK4Calc3divEi = comdat any

$_ZN6BrokenD2Ev = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZN6BrokenD0Ev = comdat any

$_ZNK6Broken4areaEv = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Broken = comdat any

$_ZTS6Broken = comdat any

$_ZTI6Broken = comdat any

@__const.main.sizes = private unnamed_addr constant [3 x i32] [i32 2, i32 3, i32 2], align 4
@_ZTISt9exception = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [19 x i8] c"set %d: area %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"set %d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"set %d: std::exception %s\0A\00", align 1
@__const.main.calc = private unnamed_addr constant %struct.Calc { i32 84 }, align 4
@_ZTISt14overflow_error = external constant ptr
@.str.3 = private unnamed_addr constant [12 x i8] c"84/%d = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"member pointer: %s\0A\00", align 1
@_ZL5table = internal constant [3 x ptr] [ptr @_ZL3inci, ptr @_ZL4boomi, ptr @_ZL3inci], align 8
@.str.5 = private unnamed_addr constant [20 x i8] c"table[%d] threw %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"acc %d\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev, ptr @__cxa_pure_virtual] }, comdat, align 8
@.str.7 = private unnamed_addr constant [14 x i8] c"negative side\00", align 1
@_ZTISt12domain_error = external constant ptr
@_ZTV6Broken = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Broken, ptr @_ZN6BrokenD2Ev, ptr @_ZN6BrokenD0Ev, ptr @_ZNK6Broken4areaEv] }, comdat, align 8
@_ZTS6Broken = linkonce_odr dso_local constant [8 x i8] c"6Broken\00", comdat, align 1
@_ZTI6Broken = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Broken, ptr @_ZTI5Shape }, comdat, align 8
@.str.8 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Square, align 8
  %3 = alloca %struct.Square, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Square, align 8
  %7 = alloca %struct.Broken, align 8
  %8 = alloca [2 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [2 x ptr], align 8
  %11 = alloca [3 x ptr], align 8
  %12 = alloca [3 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca { i64, i64 }, align 8
  %17 = alloca %struct.Calc, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef 2.000000e+00)
  invoke void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef -1.000000e+00)
          to label %23 unwind label %51

23:                                               ; preds = %0
  invoke void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef 3.000000e+00)
          to label %24 unwind label %55

24:                                               ; preds = %23
  call void @_ZN6BrokenC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #10
  store ptr %2, ptr %8, align 8
  %25 = getelementptr inbounds ptr, ptr %8, i64 1
  store ptr %6, ptr %25, align 8
  store ptr %2, ptr %9, align 8
  %26 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %3, ptr %26, align 8
  %27 = getelementptr inbounds ptr, ptr %9, i64 2
  store ptr %6, ptr %27, align 8
  store ptr %7, ptr %10, align 8
  %28 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %2, ptr %28, align 8
  %29 = getelementptr inbounds [2 x ptr], ptr %8, i64 0, i64 0
  store ptr %29, ptr %11, align 8
  %30 = getelementptr inbounds ptr, ptr %11, i64 1
  %31 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  store ptr %31, ptr %30, align 8
  %32 = getelementptr inbounds ptr, ptr %11, i64 2
  %33 = getelementptr inbounds [2 x ptr], ptr %10, i64 0, i64 0
  store ptr %33, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.main.sizes, i64 12, i1 false)
  store i32 0, ptr %13, align 4
  br label %34

34:                                               ; preds = %80, %24
  %35 = load i32, ptr %13, align 4
  %36 = icmp slt i32 %35, 3
  br i1 %36, label %37, label %107

37:                                               ; preds = %34
  %38 = load i32, ptr %13, align 4
  %39 = load i32, ptr %13, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 %40
  %42 = load ptr, ptr %41, align 8
  %43 = load i32, ptr %13, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x i32], ptr %12, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = invoke noundef double @_ZL10total_areaPP5Shapei(ptr noundef %42, i32 noundef %46)
          to label %48 unwind label %59

48:                                               ; preds = %37
  %49 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, double noundef %47)
          to label %50 unwind label %59

50:                                               ; preds = %48
  br label %79

51:                                               ; preds = %0
  %52 = landingpad { ptr, i32 }
          cleanup
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %4, align 8
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %5, align 4
  br label %207

55:                                               ; preds = %23
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %4, align 8
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %5, align 4
  br label %206

59:                                               ; preds = %48, %37
  %60 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %61 = extractvalue { ptr, i32 } %60, 0
  store ptr %61, ptr %4, align 8
  %62 = extractvalue { ptr, i32 } %60, 1
  store i32 %62, ptr %5, align 4
  br label %63

63:                                               ; preds = %59
  %64 = load i32, ptr %5, align 4
  %65 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #10
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %83

67:                                               ; preds = %63
  %68 = load ptr, ptr %4, align 8
  %69 = call ptr @__cxa_begin_catch(ptr %68) #10
  store ptr %69, ptr %15, align 8
  %70 = load i32, ptr %13, align 4
  %71 = load ptr, ptr %15, align 8
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds ptr, ptr %72, i64 2
  %74 = load ptr, ptr %73, align 8
  %75 = call noundef ptr %74(ptr noundef nonnull align 8 dereferenceable(8) %71) #10
  %76 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %70, ptr noundef %75)
          to label %77 unwind label %98

77:                                               ; preds = %67
  invoke void @__cxa_end_catch()
          to label %78 unwind label %102

78:                                               ; preds = %77
  br label %79

79:                                               ; preds = %78, %93, %50
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %13, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %13, align 4
  br label %34, !llvm.loop !6

83:                                               ; preds = %63
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %85 = icmp eq i32 %64, %84
  br i1 %85, label %86, label %205

86:                                               ; preds = %83
  %87 = load ptr, ptr %4, align 8
  %88 = call ptr @__cxa_begin_catch(ptr %87) #10
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %14, align 4
  %90 = load i32, ptr %13, align 4
  %91 = load i32, ptr %14, align 4
  %92 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %90, i32 noundef %91)
          to label %93 unwind label %94

93:                                               ; preds = %86
  call void @__cxa_end_catch() #10
  br label %79

94:                                               ; preds = %86
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = extractvalue { ptr, i32 } %95, 0
  store ptr %96, ptr %4, align 8
  %97 = extractvalue { ptr, i32 } %95, 1
  store i32 %97, ptr %5, align 4
  call void @__cxa_end_catch() #10
  br label %205

98:                                               ; preds = %67
  %99 = landingpad { ptr, i32 }
          cleanup
  %100 = extractvalue { ptr, i32 } %99, 0
  store ptr %100, ptr %4, align 8
  %101 = extractvalue { ptr, i32 } %99, 1
  store i32 %101, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %106 unwind label %213

102:                                              ; preds = %200, %150, %77
  %103 = landingpad { ptr, i32 }
          cleanup
  %104 = extractvalue { ptr, i32 } %103, 0
  store ptr %104, ptr %4, align 8
  %105 = extractvalue { ptr, i32 } %103, 1
  store i32 %105, ptr %5, align 4
  br label %205

106:                                              ; preds = %98
  br label %205

107:                                              ; preds = %34
  store { i64, i64 } { i64 ptrtoint (ptr @_ZNK4Calc3divEi to i64), i64 0 }, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @__const.main.calc, i64 4, i1 false)
  store i32 2, ptr %18, align 4
  br label %108

108:                                              ; preds = %153, %107
  %109 = load i32, ptr %18, align 4
  %110 = icmp sge i32 %109, 0
  br i1 %110, label %111, label %161

111:                                              ; preds = %108
  %112 = load i32, ptr %18, align 4
  %113 = load { i64, i64 }, ptr %16, align 8
  %114 = extractvalue { i64, i64 } %113, 1
  %115 = ashr i64 %114, 1
  %116 = getelementptr inbounds i8, ptr %17, i64 %115
  %117 = extractvalue { i64, i64 } %113, 0
  %118 = and i64 %114, 1
  %119 = icmp ne i64 %118, 0
  br i1 %119, label %120, label %124

120:                                              ; preds = %111
  %121 = load ptr, ptr %116, align 8
  %122 = getelementptr i8, ptr %121, i64 %117, !nosanitize !8
  %123 = load ptr, ptr %122, align 8, !nosanitize !8
  br label %126

124:                                              ; preds = %111
  %125 = inttoptr i64 %117 to ptr
  br label %126

126:                                              ; preds = %124, %120
  %127 = phi ptr [ %123, %120 ], [ %125, %124 ]
  %128 = load i32, ptr %18, align 4
  %129 = invoke noundef i32 %127(ptr noundef nonnull align 4 dereferenceable(4) %116, i32 noundef %128)
          to label %130 unwind label %133

130:                                              ; preds = %126
  %131 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %112, i32 noundef %129)
          to label %132 unwind label %133

132:                                              ; preds = %130
  br label %152

133:                                              ; preds = %130, %126
  %134 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  %135 = extractvalue { ptr, i32 } %134, 0
  store ptr %135, ptr %4, align 8
  %136 = extractvalue { ptr, i32 } %134, 1
  store i32 %136, ptr %5, align 4
  br label %137

137:                                              ; preds = %133
  %138 = load i32, ptr %5, align 4
  %139 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt14overflow_error) #10
  %140 = icmp eq i32 %138, %139
  br i1 %140, label %141, label %205

141:                                              ; preds = %137
  %142 = load ptr, ptr %4, align 8
  %143 = call ptr @__cxa_begin_catch(ptr %142) #10
  store ptr %143, ptr %19, align 8
  %144 = load ptr, ptr %19, align 8
  %145 = load ptr, ptr %144, align 8
  %146 = getelementptr inbounds ptr, ptr %145, i64 2
  %147 = load ptr, ptr %146, align 8
  %148 = call noundef ptr %147(ptr noundef nonnull align 8 dereferenceable(16) %144) #10
  %149 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %148)
          to label %150 unwind label %156

150:                                              ; preds = %141
  invoke void @__cxa_end_catch()
          to label %151 unwind label %102

151:                                              ; preds = %150
  br label %152

152:                                              ; preds = %151, %132
  br label %153

153:                                              ; preds = %152
  %154 = load i32, ptr %18, align 4
  %155 = sub nsw i32 %154, 2
  store i32 %155, ptr %18, align 4
  br label %108, !llvm.loop !9

156:                                              ; preds = %141
  %157 = landingpad { ptr, i32 }
          cleanup
  %158 = extractvalue { ptr, i32 } %157, 0
  store ptr %158, ptr %4, align 8
  %159 = extractvalue { ptr, i32 } %157, 1
  store i32 %159, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %160 unwind label %213

160:                                              ; preds = %156
  br label %205

161:                                              ; preds = %108
  store i32 0, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %162

162:                                              ; preds = %193, %161
  %163 = load i32, ptr %21, align 4
  %164 = icmp slt i32 %163, 3
  br i1 %164, label %165, label %200

165:                                              ; preds = %162
  %166 = load i32, ptr %21, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [3 x ptr], ptr @_ZL5table, i64 0, i64 %167
  %169 = load ptr, ptr %168, align 8
  %170 = load i32, ptr %21, align 4
  %171 = mul nsw i32 %170, 5
  %172 = invoke noundef i32 %169(i32 noundef %171)
          to label %173 unwind label %176

173:                                              ; preds = %165
  %174 = load i32, ptr %20, align 4
  %175 = add nsw i32 %174, %172
  store i32 %175, ptr %20, align 4
  br label %192

176:                                              ; preds = %165
  %177 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %178 = extractvalue { ptr, i32 } %177, 0
  store ptr %178, ptr %4, align 8
  %179 = extractvalue { ptr, i32 } %177, 1
  store i32 %179, ptr %5, align 4
  br label %180

180:                                              ; preds = %176
  %181 = load i32, ptr %5, align 4
  %182 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #10
  %183 = icmp eq i32 %181, %182
  br i1 %183, label %184, label %205

184:                                              ; preds = %180
  %185 = load ptr, ptr %4, align 8
  %186 = call ptr @__cxa_begin_catch(ptr %185) #10
  %187 = load i32, ptr %186, align 4
  store i32 %187, ptr %22, align 4
  %188 = load i32, ptr %21, align 4
  %189 = load i32, ptr %22, align 4
  %190 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %188, i32 noundef %189)
          to label %191 unwind label %196

191:                                              ; preds = %184
  call void @__cxa_end_catch() #10
  br label %192

192:                                              ; preds = %191, %173
  br label %193

193:                                              ; preds = %192
  %194 = load i32, ptr %21, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %21, align 4
  br label %162, !llvm.loop !10

196:                                              ; preds = %184
  %197 = landingpad { ptr, i32 }
          cleanup
  %198 = extractvalue { ptr, i32 } %197, 0
  store ptr %198, ptr %4, align 8
  %199 = extractvalue { ptr, i32 } %197, 1
  store i32 %199, ptr %5, align 4
  call void @__cxa_end_catch() #10
  br label %205

200:                                              ; preds = %162
  %201 = load i32, ptr %20, align 4
  %202 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %201)
          to label %203 unwind label %102

203:                                              ; preds = %200
  store i32 0, ptr %1, align 4
  call void @_ZN6BrokenD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #10
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #10
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #10
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #10
  %204 = load i32, ptr %1, align 4
  ret i32 %204

205:                                              ; preds = %196, %180, %160, %137, %106, %102, %94, %83
  call void @_ZN6BrokenD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #10
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #10
  br label %206

206:                                              ; preds = %205, %55
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #10
  br label %207

207:                                              ; preds = %206, %51
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #10
  br label %208

208:                                              ; preds = %207
  %209 = load ptr, ptr %4, align 8
  %210 = load i32, ptr %5, align 4
  %211 = insertvalue { ptr, i32 } poison, ptr %209, 0
  %212 = insertvalue { ptr, i32 } %211, i32 %210, 1
  resume { ptr, i32 } %212

213:                                              ; preds = %156, %98
  %214 = landingpad { ptr, i32 }
          catch ptr null
  %215 = extractvalue { ptr, i32 } %214, 0
  call void @__clang_call_terminate(ptr %215) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #10
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Square, ptr %5, i32 0, i32 1
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6BrokenC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV6Broken, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @_ZL10total_areaPP5Shapei(ptr noundef %0, i32 noundef %1) #4 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %26

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds ptr, ptr %12, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 2
  %19 = load ptr, ptr %18, align 8
  %20 = call noundef double %19(ptr noundef nonnull align 8 dereferenceable(8) %16)
  %21 = load double, ptr %5, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %5, align 8
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %7, !llvm.loop !11

26:                                               ; preds = %7
  %27 = load double, ptr %5, align 8
  ret double %27
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #10
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Calc3divEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #4 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i64 16) #10
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef @.str.8)
          to label %12 unwind label %13

12:                                               ; preds = %10
  call void @__cxa_throw(ptr %11, ptr @_ZTISt14overflow_error, ptr @_ZNSt14overflow_errorD1Ev) #12
  unreachable

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %5, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %6, align 4
  call void @__cxa_free_exception(ptr %11) #10
  br label %22

17:                                               ; preds = %2
  %18 = getelementptr inbounds %struct.Calc, ptr %7, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %4, align 4
  %21 = sdiv i32 %19, %20
  ret i32 %21

22:                                               ; preds = %13
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %6, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6BrokenD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6SquareD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Square, ptr %5, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fcmp olt double %7, 0.000000e+00
  br i1 %8, label %9, label %16

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 16) #10
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef @.str.7)
          to label %11 unwind label %12

11:                                               ; preds = %9
  call void @__cxa_throw(ptr %10, ptr @_ZTISt12domain_error, ptr @_ZNSt12domain_errorD1Ev) #12
  unreachable

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  call void @__cxa_free_exception(ptr %10) #10
  br label %22

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.Square, ptr %5, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.Square, ptr %5, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = fmul double %18, %20
  ret double %21

22:                                               ; preds = %12
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %4, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #11
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #8

declare ptr @__cxa_allocate_exception(i64)

declare void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #3

declare void @__cxa_free_exception(ptr)

; Function Attrs: nounwind
declare void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6BrokenD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6BrokenD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 8) #13
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Broken4areaEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 7, ptr %4, align 16
  call void @__cxa_throw(ptr %4, ptr @_ZTIi, ptr null) #12
  unreachable
}

declare void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL3inci(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL4boomi(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 4) #10
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #12
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

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
!8 = !{}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
