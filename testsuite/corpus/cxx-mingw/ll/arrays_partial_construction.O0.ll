; ModuleID = 'arrays_partial_construction.cpp'
source_filename = "arrays_partial_construction.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Elem = type { i32 }
%struct.Holder = type { [2 x %struct.Elem], [2 x %struct.Elem] }

$_Z6printfPKcz = comdat any

$_ZN4ElemC2Ev = comdat any

$_ZN4ElemD2Ev = comdat any

$_ZN4ElemnaEy = comdat any

$_ZN4ElemdaEPv = comdat any

$_ZN6HolderC2Ev = comdat any

$_ZN6HolderD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [25 x i8] c"local array, fail at 3:\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"  not reached\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"  caught %d, live %d\0A\00", align 1
@_ZL4live = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [25 x i8] c"new[] array, fail at 2:\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"  caught %d, live %d, news %d, deletes %d\0A\00", align 1
@_ZL4news = internal global i32 0, align 4
@_ZL7deletes = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"member arrays, fail at 3:\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"2-d array, fail at 4:\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"no failure:\0A\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"live %d news %d deletes %d\0A\00", align 1
@_ZL7fail_at = internal global i32 -1, align 4
@_ZL4made = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [18 x i8] c"  Elem %d throws\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"  ~Elem %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"  Holder body\0A\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"  ~Holder\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x %struct.Elem], align 16
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Holder, align 4
  %9 = alloca i32, align 4
  %10 = alloca [2 x [3 x %struct.Elem]], align 16
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %13 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str)
  call void @_ZL5reseti(i32 noundef 3)
  %14 = getelementptr inbounds [5 x %struct.Elem], ptr %2, i32 0, i32 0
  %15 = getelementptr inbounds %struct.Elem, ptr %14, i64 5
  br label %16

16:                                               ; preds = %18, %0
  %17 = phi ptr [ %14, %0 ], [ %19, %18 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %18 unwind label %31

18:                                               ; preds = %16
  %19 = getelementptr inbounds %struct.Elem, ptr %17, i64 1
  %20 = icmp eq ptr %19, %15
  br i1 %20, label %21, label %16

21:                                               ; preds = %18
  %22 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %23 unwind label %41

23:                                               ; preds = %21
  %24 = getelementptr inbounds [5 x %struct.Elem], ptr %2, i32 0, i32 0
  %25 = getelementptr inbounds %struct.Elem, ptr %24, i64 5
  br label %26

26:                                               ; preds = %26, %23
  %27 = phi ptr [ %25, %23 ], [ %28, %26 ]
  %28 = getelementptr inbounds %struct.Elem, ptr %27, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %28) #9
  %29 = icmp eq ptr %28, %24
  br i1 %29, label %30, label %26

30:                                               ; preds = %26
  br label %64

31:                                               ; preds = %16
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 8
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  %35 = icmp eq ptr %14, %17
  br i1 %35, label %40, label %36

36:                                               ; preds = %36, %31
  %37 = phi ptr [ %17, %31 ], [ %38, %36 ]
  %38 = getelementptr inbounds %struct.Elem, ptr %37, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %38) #9
  %39 = icmp eq ptr %38, %14
  br i1 %39, label %40, label %36

40:                                               ; preds = %36, %31
  br label %52

41:                                               ; preds = %21
  %42 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %43 = extractvalue { ptr, i32 } %42, 0
  store ptr %43, ptr %3, align 8
  %44 = extractvalue { ptr, i32 } %42, 1
  store i32 %44, ptr %4, align 4
  %45 = getelementptr inbounds [5 x %struct.Elem], ptr %2, i32 0, i32 0
  %46 = getelementptr inbounds %struct.Elem, ptr %45, i64 5
  br label %47

47:                                               ; preds = %47, %41
  %48 = phi ptr [ %46, %41 ], [ %49, %47 ]
  %49 = getelementptr inbounds %struct.Elem, ptr %48, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %49) #9
  %50 = icmp eq ptr %49, %45
  br i1 %50, label %51, label %47

51:                                               ; preds = %47
  br label %52

52:                                               ; preds = %51, %40
  %53 = load i32, ptr %4, align 4
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %230

56:                                               ; preds = %52
  %57 = load ptr, ptr %3, align 8
  %58 = call ptr @__cxa_begin_catch(ptr %57) #9
  %59 = load i32, ptr %58, align 4
  store i32 %59, ptr %5, align 4
  %60 = load i32, ptr %5, align 4
  %61 = load i32, ptr @_ZL4live, align 4
  %62 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %60, i32 noundef %61)
          to label %63 unwind label %89

63:                                               ; preds = %56
  call void @__cxa_end_catch() #9
  br label %64

64:                                               ; preds = %63, %30
  %65 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3)
  call void @_ZL5reseti(i32 noundef 2)
  %66 = invoke noundef ptr @_ZN4ElemnaEy(i64 noundef 24)
          to label %67 unwind label %93

67:                                               ; preds = %64
  store i64 4, ptr %66, align 8
  %68 = getelementptr inbounds i8, ptr %66, i64 8
  %69 = getelementptr inbounds %struct.Elem, ptr %68, i64 4
  br label %70

70:                                               ; preds = %72, %67
  %71 = phi ptr [ %68, %67 ], [ %73, %72 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %71)
          to label %72 unwind label %97

72:                                               ; preds = %70
  %73 = getelementptr inbounds %struct.Elem, ptr %71, i64 1
  %74 = icmp eq ptr %73, %69
  br i1 %74, label %75, label %70

75:                                               ; preds = %72
  store ptr %68, ptr %6, align 8
  %76 = load ptr, ptr %6, align 8
  %77 = icmp eq ptr %76, null
  br i1 %77, label %88, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %76, i64 -8
  %80 = load i64, ptr %79, align 4
  %81 = getelementptr inbounds %struct.Elem, ptr %76, i64 %80
  %82 = icmp eq ptr %76, %81
  br i1 %82, label %87, label %83

83:                                               ; preds = %83, %78
  %84 = phi ptr [ %81, %78 ], [ %85, %83 ]
  %85 = getelementptr inbounds %struct.Elem, ptr %84, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %85) #9
  %86 = icmp eq ptr %85, %76
  br i1 %86, label %87, label %83

87:                                               ; preds = %83, %78
  call void @_ZN4ElemdaEPv(ptr noundef %79) #9
  br label %88

88:                                               ; preds = %87, %75
  br label %121

89:                                               ; preds = %56
  %90 = landingpad { ptr, i32 }
          cleanup
  %91 = extractvalue { ptr, i32 } %90, 0
  store ptr %91, ptr %3, align 8
  %92 = extractvalue { ptr, i32 } %90, 1
  store i32 %92, ptr %4, align 4
  call void @__cxa_end_catch() #9
  br label %230

93:                                               ; preds = %64
  %94 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %3, align 8
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %4, align 4
  br label %107

97:                                               ; preds = %70
  %98 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %99 = extractvalue { ptr, i32 } %98, 0
  store ptr %99, ptr %3, align 8
  %100 = extractvalue { ptr, i32 } %98, 1
  store i32 %100, ptr %4, align 4
  %101 = icmp eq ptr %68, %71
  br i1 %101, label %106, label %102

102:                                              ; preds = %102, %97
  %103 = phi ptr [ %71, %97 ], [ %104, %102 ]
  %104 = getelementptr inbounds %struct.Elem, ptr %103, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %104) #9
  %105 = icmp eq ptr %104, %68
  br i1 %105, label %106, label %102

106:                                              ; preds = %102, %97
  call void @_ZN4ElemdaEPv(ptr noundef %66) #9
  br label %107

107:                                              ; preds = %106, %93
  %108 = load i32, ptr %4, align 4
  %109 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %111, label %230

111:                                              ; preds = %107
  %112 = load ptr, ptr %3, align 8
  %113 = call ptr @__cxa_begin_catch(ptr %112) #9
  %114 = load i32, ptr %113, align 4
  store i32 %114, ptr %7, align 4
  %115 = load i32, ptr %7, align 4
  %116 = load i32, ptr @_ZL4live, align 4
  %117 = load i32, ptr @_ZL4news, align 4
  %118 = load i32, ptr @_ZL7deletes, align 4
  %119 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %115, i32 noundef %116, i32 noundef %117, i32 noundef %118)
          to label %120 unwind label %124

120:                                              ; preds = %111
  call void @__cxa_end_catch() #9
  br label %121

121:                                              ; preds = %120, %88
  %122 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
  call void @_ZL5reseti(i32 noundef 3)
  invoke void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %8)
          to label %123 unwind label %128

123:                                              ; preds = %121
  call void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %8) #9
  br label %144

124:                                              ; preds = %111
  %125 = landingpad { ptr, i32 }
          cleanup
  %126 = extractvalue { ptr, i32 } %125, 0
  store ptr %126, ptr %3, align 8
  %127 = extractvalue { ptr, i32 } %125, 1
  store i32 %127, ptr %4, align 4
  call void @__cxa_end_catch() #9
  br label %230

128:                                              ; preds = %121
  %129 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %130 = extractvalue { ptr, i32 } %129, 0
  store ptr %130, ptr %3, align 8
  %131 = extractvalue { ptr, i32 } %129, 1
  store i32 %131, ptr %4, align 4
  br label %132

132:                                              ; preds = %128
  %133 = load i32, ptr %4, align 4
  %134 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %136, label %230

136:                                              ; preds = %132
  %137 = load ptr, ptr %3, align 8
  %138 = call ptr @__cxa_begin_catch(ptr %137) #9
  %139 = load i32, ptr %138, align 4
  store i32 %139, ptr %9, align 4
  %140 = load i32, ptr %9, align 4
  %141 = load i32, ptr @_ZL4live, align 4
  %142 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %140, i32 noundef %141)
          to label %143 unwind label %161

143:                                              ; preds = %136
  call void @__cxa_end_catch() #9
  br label %144

144:                                              ; preds = %143, %123
  %145 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6)
  call void @_ZL5reseti(i32 noundef 4)
  %146 = getelementptr inbounds [2 x [3 x %struct.Elem]], ptr %10, i32 0, i32 0, i32 0
  %147 = getelementptr inbounds %struct.Elem, ptr %146, i64 6
  br label %148

148:                                              ; preds = %150, %144
  %149 = phi ptr [ %146, %144 ], [ %151, %150 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %149)
          to label %150 unwind label %165

150:                                              ; preds = %148
  %151 = getelementptr inbounds %struct.Elem, ptr %149, i64 1
  %152 = icmp eq ptr %151, %147
  br i1 %152, label %153, label %148

153:                                              ; preds = %150
  %154 = getelementptr inbounds [2 x [3 x %struct.Elem]], ptr %10, i32 0, i32 0, i32 0
  %155 = getelementptr inbounds %struct.Elem, ptr %154, i64 6
  br label %156

156:                                              ; preds = %156, %153
  %157 = phi ptr [ %155, %153 ], [ %158, %156 ]
  %158 = getelementptr inbounds %struct.Elem, ptr %157, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %158) #9
  %159 = icmp eq ptr %158, %154
  br i1 %159, label %160, label %156

160:                                              ; preds = %156
  br label %187

161:                                              ; preds = %136
  %162 = landingpad { ptr, i32 }
          cleanup
  %163 = extractvalue { ptr, i32 } %162, 0
  store ptr %163, ptr %3, align 8
  %164 = extractvalue { ptr, i32 } %162, 1
  store i32 %164, ptr %4, align 4
  call void @__cxa_end_catch() #9
  br label %230

165:                                              ; preds = %148
  %166 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %167 = extractvalue { ptr, i32 } %166, 0
  store ptr %167, ptr %3, align 8
  %168 = extractvalue { ptr, i32 } %166, 1
  store i32 %168, ptr %4, align 4
  %169 = icmp eq ptr %146, %149
  br i1 %169, label %174, label %170

170:                                              ; preds = %170, %165
  %171 = phi ptr [ %149, %165 ], [ %172, %170 ]
  %172 = getelementptr inbounds %struct.Elem, ptr %171, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %172) #9
  %173 = icmp eq ptr %172, %146
  br i1 %173, label %174, label %170

174:                                              ; preds = %170, %165
  br label %175

175:                                              ; preds = %174
  %176 = load i32, ptr %4, align 4
  %177 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %178 = icmp eq i32 %176, %177
  br i1 %178, label %179, label %230

179:                                              ; preds = %175
  %180 = load ptr, ptr %3, align 8
  %181 = call ptr @__cxa_begin_catch(ptr %180) #9
  %182 = load i32, ptr %181, align 4
  store i32 %182, ptr %11, align 4
  %183 = load i32, ptr %11, align 4
  %184 = load i32, ptr @_ZL4live, align 4
  %185 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %183, i32 noundef %184)
          to label %186 unwind label %216

186:                                              ; preds = %179
  call void @__cxa_end_catch() #9
  br label %187

187:                                              ; preds = %186, %160
  %188 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7)
  call void @_ZL5reseti(i32 noundef -1)
  %189 = call noundef ptr @_ZN4ElemnaEy(i64 noundef 16)
  store i64 2, ptr %189, align 8
  %190 = getelementptr inbounds i8, ptr %189, i64 8
  %191 = getelementptr inbounds %struct.Elem, ptr %190, i64 2
  br label %192

192:                                              ; preds = %194, %187
  %193 = phi ptr [ %190, %187 ], [ %195, %194 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %193)
          to label %194 unwind label %220

194:                                              ; preds = %192
  %195 = getelementptr inbounds %struct.Elem, ptr %193, i64 1
  %196 = icmp eq ptr %195, %191
  br i1 %196, label %197, label %192

197:                                              ; preds = %194
  store ptr %190, ptr %12, align 8
  %198 = load ptr, ptr %12, align 8
  %199 = icmp eq ptr %198, null
  br i1 %199, label %210, label %200

200:                                              ; preds = %197
  %201 = getelementptr inbounds i8, ptr %198, i64 -8
  %202 = load i64, ptr %201, align 4
  %203 = getelementptr inbounds %struct.Elem, ptr %198, i64 %202
  %204 = icmp eq ptr %198, %203
  br i1 %204, label %209, label %205

205:                                              ; preds = %205, %200
  %206 = phi ptr [ %203, %200 ], [ %207, %205 ]
  %207 = getelementptr inbounds %struct.Elem, ptr %206, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %207) #9
  %208 = icmp eq ptr %207, %198
  br i1 %208, label %209, label %205

209:                                              ; preds = %205, %200
  call void @_ZN4ElemdaEPv(ptr noundef %201) #9
  br label %210

210:                                              ; preds = %209, %197
  %211 = load i32, ptr @_ZL4live, align 4
  %212 = load i32, ptr @_ZL4news, align 4
  %213 = load i32, ptr @_ZL7deletes, align 4
  %214 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, i32 noundef %211, i32 noundef %212, i32 noundef %213)
  %215 = load i32, ptr @_ZL4live, align 4
  ret i32 %215

216:                                              ; preds = %179
  %217 = landingpad { ptr, i32 }
          cleanup
  %218 = extractvalue { ptr, i32 } %217, 0
  store ptr %218, ptr %3, align 8
  %219 = extractvalue { ptr, i32 } %217, 1
  store i32 %219, ptr %4, align 4
  call void @__cxa_end_catch() #9
  br label %230

220:                                              ; preds = %192
  %221 = landingpad { ptr, i32 }
          cleanup
  %222 = extractvalue { ptr, i32 } %221, 0
  store ptr %222, ptr %3, align 8
  %223 = extractvalue { ptr, i32 } %221, 1
  store i32 %223, ptr %4, align 4
  %224 = icmp eq ptr %190, %193
  br i1 %224, label %229, label %225

225:                                              ; preds = %225, %220
  %226 = phi ptr [ %193, %220 ], [ %227, %225 ]
  %227 = getelementptr inbounds %struct.Elem, ptr %226, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %227) #9
  %228 = icmp eq ptr %227, %190
  br i1 %228, label %229, label %225

229:                                              ; preds = %225, %220
  call void @_ZN4ElemdaEPv(ptr noundef %189) #9
  br label %230

230:                                              ; preds = %229, %216, %175, %161, %132, %124, %107, %89, %52
  %231 = load ptr, ptr %3, align 8
  %232 = load i32, ptr %4, align 4
  %233 = insertvalue { ptr, i32 } poison, ptr %231, 0
  %234 = insertvalue { ptr, i32 } %233, i32 %232, 1
  resume { ptr, i32 } %234
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) #1 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5reseti(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  store i32 %3, ptr @_ZL7fail_at, align 4
  store i32 0, ptr @_ZL4made, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZL4made, align 4
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr @_ZL4made, align 4
  %7 = load i32, ptr @_ZL7fail_at, align 4
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %16

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %11)
  %13 = call ptr @__cxa_allocate_exception(i64 4) #9
  %14 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %13, align 16
  call void @__cxa_throw(ptr %13, ptr @_ZTIi, ptr null) #10
  unreachable

16:                                               ; preds = %1
  %17 = load i32, ptr @_ZL4made, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @_ZL4made, align 4
  %19 = load i32, ptr @_ZL4live, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @_ZL4live, align 4
  ret void
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZL4live, align 4
  %6 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %7)
          to label %9 unwind label %10

9:                                                ; preds = %1
  ret void

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #11
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN4ElemnaEy(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL4news, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL4news, align 4
  %5 = load i64, ptr %2, align 8
  %6 = call ptr @malloc(i64 noundef %5) #12
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemdaEPv(ptr noundef %0) #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL7deletes, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL7deletes, align 4
  %5 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds [2 x %struct.Elem], ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Elem, ptr %7, i64 2
  br label %9

9:                                                ; preds = %11, %1
  %10 = phi ptr [ %7, %1 ], [ %12, %11 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %11 unwind label %26

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.Elem, ptr %10, i64 1
  %13 = icmp eq ptr %12, %8
  br i1 %13, label %14, label %9

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.Holder, ptr %5, i32 0, i32 1
  %16 = getelementptr inbounds [2 x %struct.Elem], ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds %struct.Elem, ptr %16, i64 2
  br label %18

18:                                               ; preds = %20, %14
  %19 = phi ptr [ %16, %14 ], [ %21, %20 ]
  invoke void @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %20 unwind label %36

20:                                               ; preds = %18
  %21 = getelementptr inbounds %struct.Elem, ptr %19, i64 1
  %22 = icmp eq ptr %21, %17
  br i1 %22, label %23, label %18

23:                                               ; preds = %20
  %24 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11)
          to label %25 unwind label %46

25:                                               ; preds = %23
  ret void

26:                                               ; preds = %9
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %3, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %4, align 4
  %30 = icmp eq ptr %7, %10
  br i1 %30, label %35, label %31

31:                                               ; preds = %31, %26
  %32 = phi ptr [ %10, %26 ], [ %33, %31 ]
  %33 = getelementptr inbounds %struct.Elem, ptr %32, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %33) #9
  %34 = icmp eq ptr %33, %7
  br i1 %34, label %35, label %31

35:                                               ; preds = %31, %26
  br label %65

36:                                               ; preds = %18
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %3, align 8
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %4, align 4
  %40 = icmp eq ptr %16, %19
  br i1 %40, label %45, label %41

41:                                               ; preds = %41, %36
  %42 = phi ptr [ %19, %36 ], [ %43, %41 ]
  %43 = getelementptr inbounds %struct.Elem, ptr %42, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %43) #9
  %44 = icmp eq ptr %43, %16
  br i1 %44, label %45, label %41

45:                                               ; preds = %41, %36
  br label %57

46:                                               ; preds = %23
  %47 = landingpad { ptr, i32 }
          cleanup
  %48 = extractvalue { ptr, i32 } %47, 0
  store ptr %48, ptr %3, align 8
  %49 = extractvalue { ptr, i32 } %47, 1
  store i32 %49, ptr %4, align 4
  %50 = getelementptr inbounds [2 x %struct.Elem], ptr %15, i32 0, i32 0
  %51 = getelementptr inbounds %struct.Elem, ptr %50, i64 2
  br label %52

52:                                               ; preds = %52, %46
  %53 = phi ptr [ %51, %46 ], [ %54, %52 ]
  %54 = getelementptr inbounds %struct.Elem, ptr %53, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %54) #9
  %55 = icmp eq ptr %54, %50
  br i1 %55, label %56, label %52

56:                                               ; preds = %52
  br label %57

57:                                               ; preds = %56, %45
  %58 = getelementptr inbounds [2 x %struct.Elem], ptr %6, i32 0, i32 0
  %59 = getelementptr inbounds %struct.Elem, ptr %58, i64 2
  br label %60

60:                                               ; preds = %60, %57
  %61 = phi ptr [ %59, %57 ], [ %62, %60 ]
  %62 = getelementptr inbounds %struct.Elem, ptr %61, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %62) #9
  %63 = icmp eq ptr %62, %58
  br i1 %63, label %64, label %60

64:                                               ; preds = %60
  br label %65

65:                                               ; preds = %64, %35
  %66 = load ptr, ptr %3, align 8
  %67 = load i32, ptr %4, align 4
  %68 = insertvalue { ptr, i32 } poison, ptr %66, 0
  %69 = insertvalue { ptr, i32 } %68, i32 %67, 1
  resume { ptr, i32 } %69
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %5 unwind label %22

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 1
  %7 = getelementptr inbounds [2 x %struct.Elem], ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.Elem, ptr %7, i64 2
  br label %9

9:                                                ; preds = %9, %5
  %10 = phi ptr [ %8, %5 ], [ %11, %9 ]
  %11 = getelementptr inbounds %struct.Elem, ptr %10, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #9
  %12 = icmp eq ptr %11, %7
  br i1 %12, label %13, label %9

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  %15 = getelementptr inbounds [2 x %struct.Elem], ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds %struct.Elem, ptr %15, i64 2
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi ptr [ %16, %13 ], [ %19, %17 ]
  %19 = getelementptr inbounds %struct.Elem, ptr %18, i64 -1
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %19) #9
  %20 = icmp eq ptr %19, %15
  br i1 %20, label %21, label %17

21:                                               ; preds = %17
  ret void

22:                                               ; preds = %1
  %23 = landingpad { ptr, i32 }
          catch ptr null
  %24 = extractvalue { ptr, i32 } %23, 0
  call void @__clang_call_terminate(ptr %24) #11
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #8

declare dso_local void @free(ptr noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
