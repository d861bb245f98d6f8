; ModuleID = 'rethrow_nested.cpp'
source_filename = "rethrow_nested.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Ex = type { i32 }

$__clang_call_terminate = comdat any

$_ZN2ExC2Ei = comdat any

$_ZN2ExD2Ev = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

@.str = private unnamed_addr constant [16 x i8] c"rethrow chain:\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Ex = linkonce_odr dso_local constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2Ex }, comdat, align 8
@.str.1 = private unnamed_addr constant [36 x i8] c"  main caught %d (same object: %d)\0A\00", align 1
@_ZL4seen = internal global ptr null, align 8
@.str.2 = private unnamed_addr constant [21 x i8] c"replace in handler:\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"  caught %d, throwing a new one\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"  outer caught %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"nested try in a handler:\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"  inner %d while handling %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"  still handling %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"nested tries, inner does not match:\0A\00", align 1
@_ZTIi = external constant ptr
@_ZTIPKc = external constant ptr
@_ZTId = external constant ptr
@.str.9 = private unnamed_addr constant [15 x i8] c"  not reached\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"  caught %d at depth %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [65 x i8] c"  level1 caught %d (same object: %d), rethrowing via a function\0A\00", align 1
@.str.12 = private unnamed_addr constant [32 x i8] c"  level2 caught %d, rethrowing\0A\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"  Ex(%d)\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"  ~Ex(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  invoke void @_ZL6level1v()
          to label %14 unwind label %15

14:                                               ; preds = %0
  br label %35

15:                                               ; preds = %0
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %2, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %3, align 4
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %213

23:                                               ; preds = %19
  %24 = load ptr, ptr %2, align 8
  %25 = call ptr @__cxa_begin_catch(ptr %24) #6
  store ptr %25, ptr %4, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.Ex, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = load ptr, ptr %4, align 8
  %30 = load ptr, ptr @_ZL4seen, align 8
  %31 = icmp eq ptr %29, %30
  %32 = zext i1 %31 to i32
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %28, i32 noundef %32)
          to label %34 unwind label %39

34:                                               ; preds = %23
  call void @__cxa_end_catch()
  br label %35

35:                                               ; preds = %34, %14
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %37 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %37, i32 noundef 1)
          to label %38 unwind label %44

38:                                               ; preds = %35
  invoke void @__cxa_throw(ptr %37, ptr @_ZTI2Ex, ptr @_ZN2ExD2Ev) #7
          to label %221 unwind label %48

39:                                               ; preds = %23
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %2, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %218

43:                                               ; preds = %39
  br label %213

44:                                               ; preds = %35
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %2, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %3, align 4
  call void @__cxa_free_exception(ptr %37) #6
  br label %52

48:                                               ; preds = %38
  %49 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %2, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %3, align 4
  br label %52

52:                                               ; preds = %48, %44
  %53 = load i32, ptr %3, align 4
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %80

56:                                               ; preds = %52
  %57 = load ptr, ptr %2, align 8
  %58 = call ptr @__cxa_begin_catch(ptr %57) #6
  store ptr %58, ptr %5, align 8
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.Ex, ptr %59, i32 0, i32 0
  %61 = load i32, ptr %60, align 4
  %62 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %61)
          to label %63 unwind label %70

63:                                               ; preds = %56
  %64 = call ptr @__cxa_allocate_exception(i64 4) #6
  %65 = load ptr, ptr %5, align 8
  %66 = getelementptr inbounds %struct.Ex, ptr %65, i32 0, i32 0
  %67 = load i32, ptr %66, align 4
  %68 = add nsw i32 %67, 1
  invoke void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %64, i32 noundef %68)
          to label %69 unwind label %74

69:                                               ; preds = %63
  invoke void @__cxa_throw(ptr %64, ptr @_ZTI2Ex, ptr @_ZN2ExD2Ev) #7
          to label %221 unwind label %70

70:                                               ; preds = %69, %56
  %71 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  %72 = extractvalue { ptr, i32 } %71, 0
  store ptr %72, ptr %2, align 8
  %73 = extractvalue { ptr, i32 } %71, 1
  store i32 %73, ptr %3, align 4
  br label %78

74:                                               ; preds = %63
  %75 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  %76 = extractvalue { ptr, i32 } %75, 0
  store ptr %76, ptr %2, align 8
  %77 = extractvalue { ptr, i32 } %75, 1
  store i32 %77, ptr %3, align 4
  call void @__cxa_free_exception(ptr %64) #6
  br label %78

78:                                               ; preds = %74, %70
  invoke void @__cxa_end_catch()
          to label %79 unwind label %218

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79, %52
  %81 = load i32, ptr %3, align 4
  %82 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %83 = icmp eq i32 %81, %82
  br i1 %83, label %84, label %213

84:                                               ; preds = %80
  %85 = load ptr, ptr %2, align 8
  %86 = call ptr @__cxa_begin_catch(ptr %85) #6
  store ptr %86, ptr %6, align 8
  %87 = load ptr, ptr %6, align 8
  %88 = getelementptr inbounds %struct.Ex, ptr %87, i32 0, i32 0
  %89 = load i32, ptr %88, align 4
  %90 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %89)
          to label %91 unwind label %97

91:                                               ; preds = %84
  call void @__cxa_end_catch()
  br label %92

92:                                               ; preds = %91, %96
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %94 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %94, i32 noundef 5)
          to label %95 unwind label %102

95:                                               ; preds = %92
  invoke void @__cxa_throw(ptr %94, ptr @_ZTI2Ex, ptr @_ZN2ExD2Ev) #7
          to label %221 unwind label %106

96:                                               ; No predecessors!
  br label %92

97:                                               ; preds = %84
  %98 = landingpad { ptr, i32 }
          cleanup
  %99 = extractvalue { ptr, i32 } %98, 0
  store ptr %99, ptr %2, align 8
  %100 = extractvalue { ptr, i32 } %98, 1
  store i32 %100, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %101 unwind label %218

101:                                              ; preds = %97
  br label %213

102:                                              ; preds = %92
  %103 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  %104 = extractvalue { ptr, i32 } %103, 0
  store ptr %104, ptr %2, align 8
  %105 = extractvalue { ptr, i32 } %103, 1
  store i32 %105, ptr %3, align 4
  call void @__cxa_free_exception(ptr %94) #6
  br label %110

106:                                              ; preds = %95
  %107 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  %108 = extractvalue { ptr, i32 } %107, 0
  store ptr %108, ptr %2, align 8
  %109 = extractvalue { ptr, i32 } %107, 1
  store i32 %109, ptr %3, align 4
  br label %110

110:                                              ; preds = %106, %102
  %111 = load i32, ptr %3, align 4
  %112 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %113 = icmp eq i32 %111, %112
  br i1 %113, label %114, label %213

114:                                              ; preds = %110
  %115 = load ptr, ptr %2, align 8
  %116 = call ptr @__cxa_begin_catch(ptr %115) #6
  store ptr %116, ptr %7, align 8
  %117 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %117, i32 noundef 6)
          to label %118 unwind label %119

118:                                              ; preds = %114
  invoke void @__cxa_throw(ptr %117, ptr @_ZTI2Ex, ptr @_ZN2ExD2Ev) #7
          to label %221 unwind label %123

119:                                              ; preds = %114
  %120 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  %121 = extractvalue { ptr, i32 } %120, 0
  store ptr %121, ptr %2, align 8
  %122 = extractvalue { ptr, i32 } %120, 1
  store i32 %122, ptr %3, align 4
  call void @__cxa_free_exception(ptr %117) #6
  br label %127

123:                                              ; preds = %118
  %124 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  %125 = extractvalue { ptr, i32 } %124, 0
  store ptr %125, ptr %2, align 8
  %126 = extractvalue { ptr, i32 } %124, 1
  store i32 %126, ptr %3, align 4
  br label %127

127:                                              ; preds = %123, %119
  %128 = load i32, ptr %3, align 4
  %129 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %130 = icmp eq i32 %128, %129
  br i1 %130, label %131, label %161

131:                                              ; preds = %127
  %132 = load ptr, ptr %2, align 8
  %133 = call ptr @__cxa_begin_catch(ptr %132) #6
  store ptr %133, ptr %8, align 8
  %134 = load ptr, ptr %8, align 8
  %135 = getelementptr inbounds %struct.Ex, ptr %134, i32 0, i32 0
  %136 = load i32, ptr %135, align 4
  %137 = load ptr, ptr %7, align 8
  %138 = getelementptr inbounds %struct.Ex, ptr %137, i32 0, i32 0
  %139 = load i32, ptr %138, align 4
  %140 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %136, i32 noundef %139)
          to label %141 unwind label %152

141:                                              ; preds = %131
  invoke void @__cxa_end_catch()
          to label %142 unwind label %156

142:                                              ; preds = %141
  br label %143

143:                                              ; preds = %142
  %144 = load ptr, ptr %7, align 8
  %145 = getelementptr inbounds %struct.Ex, ptr %144, i32 0, i32 0
  %146 = load i32, ptr %145, align 4
  %147 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %146)
          to label %148 unwind label %156

148:                                              ; preds = %143
  call void @__cxa_end_catch()
  br label %149

149:                                              ; preds = %148
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 0, ptr %9, align 4
  store i32 1, ptr %9, align 4
  store i32 2, ptr %9, align 4
  store i32 3, ptr %9, align 4
  %151 = call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 7, ptr %151, align 16
  invoke void @__cxa_throw(ptr %151, ptr @_ZTIi, ptr null) #7
          to label %221 unwind label %163

152:                                              ; preds = %131
  %153 = landingpad { ptr, i32 }
          cleanup
  %154 = extractvalue { ptr, i32 } %153, 0
  store ptr %154, ptr %2, align 8
  %155 = extractvalue { ptr, i32 } %153, 1
  store i32 %155, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %160 unwind label %218

156:                                              ; preds = %143, %141
  %157 = landingpad { ptr, i32 }
          cleanup
  %158 = extractvalue { ptr, i32 } %157, 0
  store ptr %158, ptr %2, align 8
  %159 = extractvalue { ptr, i32 } %157, 1
  store i32 %159, ptr %3, align 4
  br label %161

160:                                              ; preds = %152
  br label %161

161:                                              ; preds = %160, %156, %127
  invoke void @__cxa_end_catch()
          to label %162 unwind label %218

162:                                              ; preds = %161
  br label %213

163:                                              ; preds = %149
  %164 = landingpad { ptr, i32 }
          catch ptr @_ZTId
          catch ptr @_ZTIPKc
          catch ptr @_ZTIi
  %165 = extractvalue { ptr, i32 } %164, 0
  store ptr %165, ptr %2, align 8
  %166 = extractvalue { ptr, i32 } %164, 1
  store i32 %166, ptr %3, align 4
  br label %167

167:                                              ; preds = %163
  %168 = load i32, ptr %3, align 4
  %169 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #6
  %170 = icmp eq i32 %168, %169
  br i1 %170, label %171, label %182

171:                                              ; preds = %167
  %172 = load ptr, ptr %2, align 8
  %173 = call ptr @__cxa_begin_catch(ptr %172) #6
  %174 = load double, ptr %173, align 8
  store double %174, ptr %10, align 8
  %175 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9)
          to label %176 unwind label %178

176:                                              ; preds = %171
  call void @__cxa_end_catch() #6
  br label %177

177:                                              ; preds = %176
  br label %191

178:                                              ; preds = %171
  %179 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
          catch ptr @_ZTIi
  %180 = extractvalue { ptr, i32 } %179, 0
  store ptr %180, ptr %2, align 8
  %181 = extractvalue { ptr, i32 } %179, 1
  store i32 %181, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %182

182:                                              ; preds = %178, %167
  %183 = load i32, ptr %3, align 4
  %184 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #6
  %185 = icmp eq i32 %183, %184
  br i1 %185, label %186, label %196

186:                                              ; preds = %182
  %187 = load ptr, ptr %2, align 8
  %188 = call ptr @__cxa_begin_catch(ptr %187) #6
  store ptr %188, ptr %11, align 8
  %189 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9)
          to label %190 unwind label %192

190:                                              ; preds = %186
  call void @__cxa_end_catch() #6
  br label %191

191:                                              ; preds = %190, %177
  br label %208

192:                                              ; preds = %186
  %193 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %194 = extractvalue { ptr, i32 } %193, 0
  store ptr %194, ptr %2, align 8
  %195 = extractvalue { ptr, i32 } %193, 1
  store i32 %195, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %196

196:                                              ; preds = %192, %182
  %197 = load i32, ptr %3, align 4
  %198 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %199 = icmp eq i32 %197, %198
  br i1 %199, label %200, label %213

200:                                              ; preds = %196
  %201 = load ptr, ptr %2, align 8
  %202 = call ptr @__cxa_begin_catch(ptr %201) #6
  %203 = load i32, ptr %202, align 4
  store i32 %203, ptr %12, align 4
  %204 = load i32, ptr %12, align 4
  %205 = load i32, ptr %9, align 4
  %206 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %204, i32 noundef %205)
          to label %207 unwind label %209

207:                                              ; preds = %200
  call void @__cxa_end_catch() #6
  br label %208

208:                                              ; preds = %207, %191
  ret i32 0

209:                                              ; preds = %200
  %210 = landingpad { ptr, i32 }
          cleanup
  %211 = extractvalue { ptr, i32 } %210, 0
  store ptr %211, ptr %2, align 8
  %212 = extractvalue { ptr, i32 } %210, 1
  store i32 %212, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %213

213:                                              ; preds = %209, %196, %162, %110, %101, %80, %43, %19
  %214 = load ptr, ptr %2, align 8
  %215 = load i32, ptr %3, align 4
  %216 = insertvalue { ptr, i32 } poison, ptr %214, 0
  %217 = insertvalue { ptr, i32 } %216, i32 %215, 1
  resume { ptr, i32 } %217

218:                                              ; preds = %161, %152, %97, %78, %39
  %219 = landingpad { ptr, i32 }
          catch ptr null
  %220 = extractvalue { ptr, i32 } %219, 0
  call void @__clang_call_terminate(ptr %220) #8
  unreachable

221:                                              ; preds = %149, %118, %95, %69, %38
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level1v() #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  invoke void @_ZL6level2v()
          to label %4 unwind label %5

4:                                                ; preds = %0
  br label %30

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %1, align 8
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %36

13:                                               ; preds = %9
  %14 = load ptr, ptr %1, align 8
  %15 = call ptr @__cxa_begin_catch(ptr %14) #6
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.Ex, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %3, align 8
  %20 = load ptr, ptr @_ZL4seen, align 8
  %21 = icmp eq ptr %19, %20
  %22 = zext i1 %21 to i32
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %18, i32 noundef %22)
          to label %24 unwind label %31

24:                                               ; preds = %13
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.Ex, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %27, 10
  store i32 %28, ptr %26, align 4
  invoke void @_ZL10rethrow_itv()
          to label %29 unwind label %31

29:                                               ; preds = %24
  call void @__cxa_end_catch()
  br label %30

30:                                               ; preds = %29, %4
  ret void

31:                                               ; preds = %24, %13
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %1, align 8
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %2, align 4
  invoke void @__cxa_end_catch()
          to label %35 unwind label %41

35:                                               ; preds = %31
  br label %36

36:                                               ; preds = %35, %9
  %37 = load ptr, ptr %1, align 8
  %38 = load i32, ptr %2, align 4
  %39 = insertvalue { ptr, i32 } poison, ptr %37, 0
  %40 = insertvalue { ptr, i32 } %39, i32 %38, 1
  resume { ptr, i32 } %40

41:                                               ; preds = %31
  %42 = landingpad { ptr, i32 }
          catch ptr null
  %43 = extractvalue { ptr, i32 } %42, 0
  call void @__clang_call_terminate(ptr %43) #8
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %9)
  ret void
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ExD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Ex, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level2v() #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  invoke void @_ZL6level3v()
          to label %4 unwind label %5

4:                                                ; preds = %0
  br label %31

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %1, align 8
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load ptr, ptr %1, align 8
  %15 = call ptr @__cxa_begin_catch(ptr %14) #6
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %3, align 8
  store ptr %16, ptr @_ZL4seen, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.Ex, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = add nsw i32 %19, 10
  store i32 %20, ptr %18, align 4
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.Ex, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %23)
          to label %25 unwind label %26

25:                                               ; preds = %13
  invoke void @__cxa_rethrow() #7
          to label %40 unwind label %26

26:                                               ; preds = %25, %13
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %1, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %2, align 4
  invoke void @__cxa_end_catch()
          to label %30 unwind label %37

30:                                               ; preds = %26
  br label %32

31:                                               ; preds = %4
  ret void

32:                                               ; preds = %30, %9
  %33 = load ptr, ptr %1, align 8
  %34 = load i32, ptr %2, align 4
  %35 = insertvalue { ptr, i32 } poison, ptr %33, 0
  %36 = insertvalue { ptr, i32 } %35, i32 %34, 1
  resume { ptr, i32 } %36

37:                                               ; preds = %26
  %38 = landingpad { ptr, i32 }
          catch ptr null
  %39 = extractvalue { ptr, i32 } %38, 0
  call void @__clang_call_terminate(ptr %39) #8
  unreachable

40:                                               ; preds = %25
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10rethrow_itv() #2 {
  call void @__cxa_rethrow() #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level3v() #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 3)
          to label %4 unwind label %5

4:                                                ; preds = %0
  call void @__cxa_throw(ptr %3, ptr @_ZTI2Ex, ptr @_ZN2ExD2Ev) #7
  unreachable

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %1, align 8
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %2, align 4
  call void @__cxa_free_exception(ptr %3) #6
  br label %9

9:                                                ; preds = %5
  %10 = load ptr, ptr %1, align 8
  %11 = load i32, ptr %2, align 4
  %12 = insertvalue { ptr, i32 } poison, ptr %10, 0
  %13 = insertvalue { ptr, i32 } %12, i32 %11, 1
  resume { ptr, i32 } %13
}

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
