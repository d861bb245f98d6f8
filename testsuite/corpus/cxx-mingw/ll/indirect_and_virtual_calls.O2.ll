; ModuleID = 'indirect_and_virtual_calls.cpp'
source_filename = "indirect_and_virtual_calls.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Square = type { %struct.Shape, double }
%struct.Shape = type { ptr }
%struct.Broken = type { %struct.Shape }

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN6BrokenD0Ev = comdat any

$_ZNK6Broken4areaEv = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTSSt14overflow_error = comdat any

$_ZTSSt13runtime_error = comdat any

$_ZTISt13runtime_error = comdat any

$_ZTISt14overflow_error = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTSSt12domain_error = comdat any

$_ZTSSt11logic_error = comdat any

$_ZTISt11logic_error = comdat any

$_ZTISt12domain_error = comdat any

$_ZTV6Broken = comdat any

$_ZTS6Broken = comdat any

$_ZTI6Broken = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [19 x i8] c"set %d: area %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"set %d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"set %d: std::exception %s\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt14overflow_error = linkonce_odr dso_local constant [19 x i8] c"St14overflow_error\00", comdat, align 1
@_ZTSSt13runtime_error = linkonce_odr dso_local constant [18 x i8] c"St13runtime_error\00", comdat, align 1
@_ZTISt13runtime_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13runtime_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTISt14overflow_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt14overflow_error, ptr @_ZTISt13runtime_error }, comdat, align 8
@.str.3 = private unnamed_addr constant [12 x i8] c"84/%d = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"member pointer: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"table[%d] threw %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"acc %d\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN5ShapeD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, comdat, align 8
@.str.7 = private unnamed_addr constant [14 x i8] c"negative side\00", align 1
@_ZTSSt12domain_error = linkonce_odr dso_local constant [17 x i8] c"St12domain_error\00", comdat, align 1
@_ZTSSt11logic_error = linkonce_odr dso_local constant [16 x i8] c"St11logic_error\00", comdat, align 1
@_ZTISt11logic_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt11logic_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTISt12domain_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt12domain_error, ptr @_ZTISt11logic_error }, comdat, align 8
@_ZTV6Broken = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Broken, ptr @_ZN5ShapeD2Ev, ptr @_ZN6BrokenD0Ev, ptr @_ZNK6Broken4areaEv] }, comdat, align 8
@_ZTS6Broken = linkonce_odr dso_local constant [8 x i8] c"6Broken\00", comdat, align 1
@_ZTI6Broken = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Broken, ptr @_ZTI5Shape }, comdat, align 8
@.str.8 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Square, align 8
  %2 = alloca %struct.Square, align 8
  %3 = alloca %struct.Square, align 8
  %4 = alloca %struct.Broken, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Square, i64 16), ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  store double 2.000000e+00, ptr %5, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Square, i64 16), ptr %2, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store double -1.000000e+00, ptr %6, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Square, i64 16), ptr %3, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store double 3.000000e+00, ptr %7, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Broken, i64 16), ptr %4, align 8, !tbaa !5
  %8 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 0, double noundef 1.300000e+01)
          to label %23 unwind label %9

9:                                                ; preds = %0
  %10 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %11 = extractvalue { ptr, i32 } %10, 0
  %12 = extractvalue { ptr, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %109

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_begin_catch(ptr %11) #13
  %17 = load ptr, ptr %16, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  %20 = tail call noundef ptr %19(ptr noundef nonnull align 8 dereferenceable(8) %16) #13
  %21 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 0, ptr noundef %20)
          to label %22 unwind label %119

22:                                               ; preds = %15
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %22, %116, %0
  %24 = load ptr, ptr %1, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  %27 = invoke noundef double %26(ptr noundef nonnull align 8 dereferenceable(8) %1)
          to label %30 unwind label %28

28:                                               ; preds = %35, %30, %23
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  br label %47

30:                                               ; preds = %23
  %31 = load ptr, ptr %2, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8
  %34 = invoke noundef double %33(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %35 unwind label %28

35:                                               ; preds = %30
  %36 = load ptr, ptr %3, align 8, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  %39 = invoke noundef double %38(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %40 unwind label %28

40:                                               ; preds = %35
  %41 = fadd double %27, 0.000000e+00
  %42 = fadd double %41, %34
  %43 = fadd double %42, %39
  %44 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 1, double noundef %43)
          to label %69 unwind label %45

45:                                               ; preds = %40
  %46 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  br label %47

47:                                               ; preds = %45, %28
  %48 = phi { ptr, i32 } [ %29, %28 ], [ %46, %45 ]
  %49 = extractvalue { ptr, i32 } %48, 0
  %50 = extractvalue { ptr, i32 } %48, 1
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %61, label %53

53:                                               ; preds = %47
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %55 = icmp eq i32 %50, %54
  br i1 %55, label %56, label %179

56:                                               ; preds = %53
  %57 = call ptr @__cxa_begin_catch(ptr %49) #13
  %58 = load i32, ptr %57, align 4, !tbaa !13
  %59 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef 1, i32 noundef %58)
          to label %60 unwind label %117

60:                                               ; preds = %56
  call void @__cxa_end_catch() #13
  br label %69

61:                                               ; preds = %47
  %62 = call ptr @__cxa_begin_catch(ptr %49) #13
  %63 = load ptr, ptr %62, align 8, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %63, i64 16
  %65 = load ptr, ptr %64, align 8
  %66 = call noundef ptr %65(ptr noundef nonnull align 8 dereferenceable(8) %62) #13
  %67 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 1, ptr noundef %66)
          to label %68 unwind label %119

68:                                               ; preds = %61
  call void @__cxa_end_catch()
  br label %69

69:                                               ; preds = %68, %60, %40
  %70 = load ptr, ptr %4, align 8, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  %73 = invoke noundef double %72(ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %76 unwind label %74

74:                                               ; preds = %76, %69
  %75 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  br label %87

76:                                               ; preds = %69
  %77 = load ptr, ptr %1, align 8, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  %80 = invoke noundef double %79(ptr noundef nonnull align 8 dereferenceable(8) %1)
          to label %81 unwind label %74

81:                                               ; preds = %76
  %82 = fadd double %73, 0.000000e+00
  %83 = fadd double %82, %80
  %84 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 2, double noundef %83)
          to label %122 unwind label %85

85:                                               ; preds = %81
  %86 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  br label %87

87:                                               ; preds = %85, %74
  %88 = phi { ptr, i32 } [ %75, %74 ], [ %86, %85 ]
  %89 = extractvalue { ptr, i32 } %88, 0
  %90 = extractvalue { ptr, i32 } %88, 1
  %91 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13
  %92 = icmp eq i32 %90, %91
  br i1 %92, label %101, label %93

93:                                               ; preds = %87
  %94 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %95 = icmp eq i32 %90, %94
  br i1 %95, label %96, label %179

96:                                               ; preds = %93
  %97 = call ptr @__cxa_begin_catch(ptr %89) #13
  %98 = load i32, ptr %97, align 4, !tbaa !13
  %99 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef 2, i32 noundef %98)
          to label %100 unwind label %117

100:                                              ; preds = %96
  call void @__cxa_end_catch() #13
  br label %122

101:                                              ; preds = %87
  %102 = call ptr @__cxa_begin_catch(ptr %89) #13
  %103 = load ptr, ptr %102, align 8, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load ptr, ptr %104, align 8
  %106 = call noundef ptr %105(ptr noundef nonnull align 8 dereferenceable(8) %102) #13
  %107 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 2, ptr noundef %106)
          to label %108 unwind label %119

108:                                              ; preds = %101
  call void @__cxa_end_catch()
  br label %122

109:                                              ; preds = %9
  %110 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %111 = icmp eq i32 %12, %110
  br i1 %111, label %112, label %179

112:                                              ; preds = %109
  %113 = tail call ptr @__cxa_begin_catch(ptr %11) #13
  %114 = load i32, ptr %113, align 4, !tbaa !13
  %115 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef 0, i32 noundef %114)
          to label %116 unwind label %117

116:                                              ; preds = %112
  tail call void @__cxa_end_catch() #13
  br label %23

117:                                              ; preds = %96, %56, %112
  %118 = landingpad { ptr, i32 }
          cleanup
  br label %177

119:                                              ; preds = %101, %61, %15
  %120 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %179 unwind label %181

121:                                              ; preds = %142
  unreachable

122:                                              ; preds = %81, %100, %108
  %123 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef 2, i32 noundef 42)
          to label %138 unwind label %124

124:                                              ; preds = %122
  %125 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  %126 = extractvalue { ptr, i32 } %125, 1
  %127 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt14overflow_error) #13
  %128 = icmp eq i32 %126, %127
  br i1 %128, label %129, label %179

129:                                              ; preds = %124
  %130 = extractvalue { ptr, i32 } %125, 0
  %131 = call ptr @__cxa_begin_catch(ptr %130) #13
  %132 = load ptr, ptr %131, align 8, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load ptr, ptr %133, align 8
  %135 = call noundef ptr %134(ptr noundef nonnull align 8 dereferenceable(16) %131) #13
  %136 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef %135)
          to label %137 unwind label %160

137:                                              ; preds = %129
  call void @__cxa_end_catch()
  br label %138

138:                                              ; preds = %122, %137
  %139 = call ptr @__cxa_allocate_exception(i64 16) #13
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %139, ptr noundef nonnull @.str.8)
          to label %142 unwind label %140

140:                                              ; preds = %138
  %141 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  call void @__cxa_free_exception(ptr %139) #13
  br label %145

142:                                              ; preds = %138
  invoke void @__cxa_throw(ptr nonnull %139, ptr nonnull @_ZTISt14overflow_error, ptr nonnull @_ZNSt14overflow_errorD1Ev) #14
          to label %121 unwind label %143

143:                                              ; preds = %142
  %144 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  br label %145

145:                                              ; preds = %143, %140
  %146 = phi { ptr, i32 } [ %144, %143 ], [ %141, %140 ]
  %147 = extractvalue { ptr, i32 } %146, 1
  %148 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt14overflow_error) #13
  %149 = icmp eq i32 %147, %148
  br i1 %149, label %150, label %179

150:                                              ; preds = %145
  %151 = extractvalue { ptr, i32 } %146, 0
  %152 = call ptr @__cxa_begin_catch(ptr %151) #13
  %153 = load ptr, ptr %152, align 8, !tbaa !5
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  %155 = load ptr, ptr %154, align 8
  %156 = call noundef ptr %155(ptr noundef nonnull align 8 dereferenceable(16) %152) #13
  %157 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef %156)
          to label %158 unwind label %160

158:                                              ; preds = %150
  call void @__cxa_end_catch()
  %159 = invoke fastcc noundef i32 @_ZL4boomi(i32 noundef 5)
          to label %174 unwind label %162

160:                                              ; preds = %150, %129
  %161 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %179 unwind label %181

162:                                              ; preds = %158
  %163 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %164 = extractvalue { ptr, i32 } %163, 1
  %165 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %166 = icmp eq i32 %164, %165
  br i1 %166, label %167, label %179

167:                                              ; preds = %162
  %168 = extractvalue { ptr, i32 } %163, 0
  %169 = call ptr @__cxa_begin_catch(ptr %168) #13
  %170 = load i32, ptr %169, align 4, !tbaa !13
  %171 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 1, i32 noundef %170)
          to label %172 unwind label %175

172:                                              ; preds = %167
  call void @__cxa_end_catch() #13
  %173 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef 12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #13
  ret i32 0

174:                                              ; preds = %158
  unreachable

175:                                              ; preds = %167
  %176 = landingpad { ptr, i32 }
          cleanup
  br label %177

177:                                              ; preds = %117, %175
  %178 = phi { ptr, i32 } [ %176, %175 ], [ %118, %117 ]
  call void @__cxa_end_catch() #13
  br label %179

179:                                              ; preds = %177, %109, %53, %93, %124, %145, %162, %160, %119
  %180 = phi { ptr, i32 } [ %120, %119 ], [ %161, %160 ], [ %163, %162 ], [ %125, %124 ], [ %146, %145 ], [ %10, %109 ], [ %48, %53 ], [ %88, %93 ], [ %178, %177 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #13
  resume { ptr, i32 } %180

181:                                              ; preds = %160, %119
  %182 = landingpad { ptr, i32 }
          catch ptr null
  %183 = extractvalue { ptr, i32 } %182, 0
  call void @__clang_call_terminate(ptr %183) #15
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !15
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret i32 %5
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #13
  tail call void @_ZSt9terminatev() #15
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !8
  %4 = fcmp olt double %3, 0.000000e+00
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 16) #13
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull @.str.7)
          to label %7 unwind label %8

7:                                                ; preds = %5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTISt12domain_error, ptr nonnull @_ZNSt12domain_errorD1Ev) #14
  unreachable

8:                                                ; preds = %5
  %9 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %6) #13
  resume { ptr, i32 } %9

10:                                               ; preds = %1
  %11 = fmul double %3, %3
  ret double %11
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #8

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #9

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare dso_local void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #10

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6BrokenD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef double @_ZNK6Broken4areaEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 7, ptr %2, align 16, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #14
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #11

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #11

declare dso_local void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #9

; Function Attrs: nounwind
declare dso_local void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #10

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal fastcc noundef i32 @_ZL4boomi(i32 noundef %0) unnamed_addr #12 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 %0, ptr %2, align 16, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #14
  unreachable
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #12 = { mustprogress norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !11, i64 8}
!9 = !{!"_ZTS6Square", !10, i64 0, !11, i64 8}
!10 = !{!"_ZTS5Shape"}
!11 = !{!"double", !12, i64 0}
!12 = !{!"omnipotent char", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !12, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !12, i64 0}
