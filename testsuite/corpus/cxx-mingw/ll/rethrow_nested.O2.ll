; ModuleID = 'rethrow_nested.cpp'
source_filename = "rethrow_nested.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZN2ExD2Ev = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

@.str = private unnamed_addr constant [16 x i8] c"rethrow chain:\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Ex = linkonce_odr dso_local constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2Ex }, comdat, align 8
@.str.1 = private unnamed_addr constant [36 x i8] c"  main caught %d (same object: %d)\0A\00", align 1
@_ZL4seen = internal unnamed_addr global ptr null, align 8
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

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str)
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 3, ptr %2, align 4, !tbaa !5
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.13, i32 noundef 3)
          to label %4 unwind label %6

4:                                                ; preds = %0
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #10
          to label %5 unwind label %8

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  tail call void @__cxa_free_exception(ptr nonnull %2) #9
  br label %10

8:                                                ; preds = %4
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  br label %10

10:                                               ; preds = %8, %6
  %11 = phi { ptr, i32 } [ %9, %8 ], [ %7, %6 ]
  %12 = extractvalue { ptr, i32 } %11, 1
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2Ex) #9
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %30

15:                                               ; preds = %10
  %16 = extractvalue { ptr, i32 } %11, 0
  %17 = tail call ptr @__cxa_begin_catch(ptr %16) #9
  store ptr %17, ptr @_ZL4seen, align 8, !tbaa !10
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = add nsw i32 %18, 10
  store i32 %19, ptr %17, align 4, !tbaa !5
  %20 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12, i32 noundef %19)
          to label %21 unwind label %22

21:                                               ; preds = %15
  invoke void @__cxa_rethrow() #10
          to label %29 unwind label %22

22:                                               ; preds = %21, %15
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  invoke void @__cxa_end_catch()
          to label %24 unwind label %26

24:                                               ; preds = %22
  %25 = extractvalue { ptr, i32 } %23, 1
  br label %30

26:                                               ; preds = %22
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  tail call void @__clang_call_terminate(ptr %28) #11
  unreachable

29:                                               ; preds = %21
  unreachable

30:                                               ; preds = %24, %10
  %31 = phi i32 [ %25, %24 ], [ %12, %10 ]
  %32 = phi { ptr, i32 } [ %23, %24 ], [ %11, %10 ]
  %33 = icmp eq i32 %31, %13
  br i1 %33, label %34, label %51

34:                                               ; preds = %30
  %35 = extractvalue { ptr, i32 } %32, 0
  %36 = tail call ptr @__cxa_begin_catch(ptr %35) #9
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = load ptr, ptr @_ZL4seen, align 8, !tbaa !10
  %39 = icmp eq ptr %36, %38
  %40 = zext i1 %39 to i32
  %41 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, i32 noundef %37, i32 noundef %40)
          to label %42 unwind label %46

42:                                               ; preds = %34
  %43 = load i32, ptr %36, align 4, !tbaa !5
  %44 = add nsw i32 %43, 10
  store i32 %44, ptr %36, align 4, !tbaa !5
  invoke void @__cxa_rethrow() #10
          to label %45 unwind label %46

45:                                               ; preds = %42
  unreachable

46:                                               ; preds = %42, %34
  %47 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  invoke void @__cxa_end_catch()
          to label %51 unwind label %48

48:                                               ; preds = %46
  %49 = landingpad { ptr, i32 }
          catch ptr null
  %50 = extractvalue { ptr, i32 } %49, 0
  tail call void @__clang_call_terminate(ptr %50) #11
  unreachable

51:                                               ; preds = %30, %46
  %52 = phi { ptr, i32 } [ %32, %30 ], [ %47, %46 ]
  %53 = extractvalue { ptr, i32 } %52, 0
  %54 = extractvalue { ptr, i32 } %52, 1
  %55 = icmp eq i32 %54, %13
  br i1 %55, label %56, label %208

56:                                               ; preds = %51
  %57 = tail call ptr @__cxa_begin_catch(ptr %53) #9
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = load ptr, ptr @_ZL4seen, align 8, !tbaa !10
  %60 = icmp eq ptr %57, %59
  %61 = zext i1 %60 to i32
  %62 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %58, i32 noundef %61)
          to label %63 unwind label %68

63:                                               ; preds = %56
  tail call void @__cxa_end_catch()
  %64 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2)
  %65 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 1, ptr %65, align 4, !tbaa !5
  %66 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.13, i32 noundef 1)
          to label %67 unwind label %73

67:                                               ; preds = %63
  invoke void @__cxa_throw(ptr nonnull %65, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #10
          to label %216 unwind label %75

68:                                               ; preds = %56
  %69 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %70 unwind label %213

70:                                               ; preds = %68
  %71 = extractvalue { ptr, i32 } %69, 1
  %72 = extractvalue { ptr, i32 } %69, 0
  br label %208

73:                                               ; preds = %63
  %74 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  tail call void @__cxa_free_exception(ptr nonnull %65) #9
  br label %77

75:                                               ; preds = %67
  %76 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi { ptr, i32 } [ %76, %75 ], [ %74, %73 ]
  %79 = extractvalue { ptr, i32 } %78, 0
  %80 = extractvalue { ptr, i32 } %78, 1
  %81 = icmp eq i32 %80, %13
  br i1 %81, label %82, label %101

82:                                               ; preds = %77
  %83 = tail call ptr @__cxa_begin_catch(ptr %79) #9
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %84)
          to label %86 unwind label %92

86:                                               ; preds = %82
  %87 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  %88 = load i32, ptr %83, align 4, !tbaa !5
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %87, align 4, !tbaa !5
  %90 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.13, i32 noundef %89)
          to label %91 unwind label %94

91:                                               ; preds = %86
  invoke void @__cxa_throw(ptr nonnull %87, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #10
          to label %216 unwind label %92

92:                                               ; preds = %91, %82
  %93 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  br label %96

94:                                               ; preds = %86
  %95 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  tail call void @__cxa_free_exception(ptr nonnull %87) #9
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi { ptr, i32 } [ %93, %92 ], [ %95, %94 ]
  invoke void @__cxa_end_catch()
          to label %98 unwind label %213

98:                                               ; preds = %96
  %99 = extractvalue { ptr, i32 } %97, 0
  %100 = extractvalue { ptr, i32 } %97, 1
  br label %101

101:                                              ; preds = %98, %77
  %102 = phi i32 [ %100, %98 ], [ %80, %77 ]
  %103 = phi ptr [ %99, %98 ], [ %79, %77 ]
  %104 = icmp eq i32 %102, %13
  br i1 %104, label %105, label %208

105:                                              ; preds = %101
  %106 = tail call ptr @__cxa_begin_catch(ptr %103) #9
  %107 = load i32, ptr %106, align 4, !tbaa !5
  %108 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %107)
          to label %109 unwind label %114

109:                                              ; preds = %105
  tail call void @__cxa_end_catch()
  %110 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
  %111 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 5, ptr %111, align 4, !tbaa !5
  %112 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.13, i32 noundef 5)
          to label %113 unwind label %119

113:                                              ; preds = %109
  invoke void @__cxa_throw(ptr nonnull %111, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #10
          to label %216 unwind label %121

114:                                              ; preds = %105
  %115 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %116 unwind label %213

116:                                              ; preds = %114
  %117 = extractvalue { ptr, i32 } %115, 1
  %118 = extractvalue { ptr, i32 } %115, 0
  br label %208

119:                                              ; preds = %109
  %120 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  tail call void @__cxa_free_exception(ptr nonnull %111) #9
  br label %123

121:                                              ; preds = %113
  %122 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi { ptr, i32 } [ %122, %121 ], [ %120, %119 ]
  %125 = extractvalue { ptr, i32 } %124, 0
  %126 = extractvalue { ptr, i32 } %124, 1
  %127 = icmp eq i32 %126, %13
  br i1 %127, label %128, label %208

128:                                              ; preds = %123
  %129 = tail call ptr @__cxa_begin_catch(ptr %125) #9
  %130 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 6, ptr %130, align 4, !tbaa !5
  %131 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.13, i32 noundef 6)
          to label %132 unwind label %133

132:                                              ; preds = %128
  invoke void @__cxa_throw(ptr nonnull %130, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #10
          to label %216 unwind label %135

133:                                              ; preds = %128
  %134 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  tail call void @__cxa_free_exception(ptr nonnull %130) #9
  br label %137

135:                                              ; preds = %132
  %136 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  br label %137

137:                                              ; preds = %135, %133
  %138 = phi { ptr, i32 } [ %136, %135 ], [ %134, %133 ]
  %139 = extractvalue { ptr, i32 } %138, 0
  %140 = extractvalue { ptr, i32 } %138, 1
  %141 = icmp eq i32 %140, %13
  br i1 %141, label %142, label %166

142:                                              ; preds = %137
  %143 = tail call ptr @__cxa_begin_catch(ptr %139) #9
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = load i32, ptr %129, align 4, !tbaa !5
  %146 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %144, i32 noundef %145)
          to label %147 unwind label %154

147:                                              ; preds = %142
  invoke void @__cxa_end_catch()
          to label %148 unwind label %156

148:                                              ; preds = %147
  %149 = load i32, ptr %129, align 4, !tbaa !5
  %150 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %149)
          to label %151 unwind label %162

151:                                              ; preds = %148
  tail call void @__cxa_end_catch()
  %152 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8)
  %153 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 7, ptr %153, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIi, ptr null) #10
          to label %216 unwind label %169

154:                                              ; preds = %142
  %155 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %158 unwind label %213

156:                                              ; preds = %147
  %157 = landingpad { ptr, i32 }
          cleanup
  br label %158

158:                                              ; preds = %154, %156
  %159 = phi { ptr, i32 } [ %157, %156 ], [ %155, %154 ]
  %160 = extractvalue { ptr, i32 } %159, 0
  %161 = extractvalue { ptr, i32 } %159, 1
  br label %166

162:                                              ; preds = %148
  %163 = landingpad { ptr, i32 }
          cleanup
  %164 = extractvalue { ptr, i32 } %163, 0
  %165 = extractvalue { ptr, i32 } %163, 1
  br label %166

166:                                              ; preds = %162, %158, %137
  %167 = phi i32 [ %165, %162 ], [ %161, %158 ], [ %140, %137 ]
  %168 = phi ptr [ %164, %162 ], [ %160, %158 ], [ %139, %137 ]
  invoke void @__cxa_end_catch()
          to label %208 unwind label %213

169:                                              ; preds = %151
  %170 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
          catch ptr @_ZTIPKc
          catch ptr @_ZTIi
  %171 = extractvalue { ptr, i32 } %170, 0
  %172 = extractvalue { ptr, i32 } %170, 1
  %173 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #9
  %174 = icmp eq i32 %172, %173
  br i1 %174, label %175, label %182

175:                                              ; preds = %169
  %176 = tail call ptr @__cxa_begin_catch(ptr %171) #9
  %177 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9)
          to label %203 unwind label %178

178:                                              ; preds = %175
  %179 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
          catch ptr @_ZTIi
  %180 = extractvalue { ptr, i32 } %179, 0
  %181 = extractvalue { ptr, i32 } %179, 1
  tail call void @__cxa_end_catch() #9
  br label %182

182:                                              ; preds = %178, %169
  %183 = phi i32 [ %181, %178 ], [ %172, %169 ]
  %184 = phi ptr [ %180, %178 ], [ %171, %169 ]
  %185 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #9
  %186 = icmp eq i32 %183, %185
  br i1 %186, label %187, label %194

187:                                              ; preds = %182
  %188 = tail call ptr @__cxa_begin_catch(ptr %184) #9
  %189 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9)
          to label %203 unwind label %190

190:                                              ; preds = %187
  %191 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %192 = extractvalue { ptr, i32 } %191, 0
  %193 = extractvalue { ptr, i32 } %191, 1
  tail call void @__cxa_end_catch() #9
  br label %194

194:                                              ; preds = %190, %182
  %195 = phi i32 [ %193, %190 ], [ %183, %182 ]
  %196 = phi ptr [ %192, %190 ], [ %184, %182 ]
  %197 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %198 = icmp eq i32 %195, %197
  br i1 %198, label %199, label %208

199:                                              ; preds = %194
  %200 = tail call ptr @__cxa_begin_catch(ptr %196) #9
  %201 = load i32, ptr %200, align 4, !tbaa !12
  %202 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %201, i32 noundef 3)
          to label %203 unwind label %204

203:                                              ; preds = %199, %187, %175
  tail call void @__cxa_end_catch() #9
  ret i32 0

204:                                              ; preds = %199
  %205 = landingpad { ptr, i32 }
          cleanup
  %206 = extractvalue { ptr, i32 } %205, 0
  %207 = extractvalue { ptr, i32 } %205, 1
  tail call void @__cxa_end_catch() #9
  br label %208

208:                                              ; preds = %194, %204, %166, %123, %116, %101, %70, %51
  %209 = phi i32 [ %126, %123 ], [ %117, %116 ], [ %102, %101 ], [ %71, %70 ], [ %54, %51 ], [ %167, %166 ], [ %207, %204 ], [ %195, %194 ]
  %210 = phi ptr [ %125, %123 ], [ %118, %116 ], [ %103, %101 ], [ %72, %70 ], [ %53, %51 ], [ %168, %166 ], [ %206, %204 ], [ %196, %194 ]
  %211 = insertvalue { ptr, i32 } poison, ptr %210, 0
  %212 = insertvalue { ptr, i32 } %211, i32 %209, 1
  resume { ptr, i32 } %212

213:                                              ; preds = %166, %154, %114, %96, %68
  %214 = landingpad { ptr, i32 }
          catch ptr null
  %215 = extractvalue { ptr, i32 } %214, 0
  tail call void @__clang_call_terminate(ptr %215) #11
  unreachable

216:                                              ; preds = %151, %132, %113, %91, %67
  unreachable
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !10
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i32 %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #9
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN2ExD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.14, i32 noundef %2)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #11
  unreachable
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

declare dso_local void @__cxa_rethrow() local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS2Ex", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!7, !7, i64 0}
