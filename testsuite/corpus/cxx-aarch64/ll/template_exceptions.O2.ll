; ModuleID = 'template_exceptions.cpp'
source_filename = "template_exceptions.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%class.Stack.1 = type <{ [2 x %"class.std::__cxx11::basic_string"], i32, [4 x i8] }>
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }

$_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev = comdat any

$_Z5raiseIiEvT_ = comdat any

$_Z5raiseIdEvT_ = comdat any

$_ZTS5ErrorIiE = comdat any

$_ZTI5ErrorIiE = comdat any

$_ZTS5ErrorIPKcE = comdat any

$_ZTI5ErrorIPKcE = comdat any

$_ZTS5ErrorIdE = comdat any

$_ZTI5ErrorIdE = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5ErrorIiE = linkonce_odr dso_local constant [10 x i8] c"5ErrorIiE\00", comdat, align 1
@_ZTI5ErrorIiE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5ErrorIiE }, comdat, align 8
@.str = private unnamed_addr constant [26 x i8] c"%s: capacity %d, size %d\0A\00", align 1
@_ZTS5ErrorIPKcE = linkonce_odr dso_local constant [12 x i8] c"5ErrorIPKcE\00", comdat, align 1
@_ZTI5ErrorIPKcE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5ErrorIPKcE }, comdat, align 8
@.str.1 = private unnamed_addr constant [16 x i8] c"%s: %s, sum %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"string stack: %s (%d)\0A\00", align 1
@_ZTS5ErrorIdE = linkonce_odr dso_local constant [10 x i8] c"5ErrorIdE\00", comdat, align 1
@_ZTI5ErrorIdE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5ErrorIdE }, comdat, align 8
@.str.8 = private unnamed_addr constant [11 x i8] c"long: %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"Error<double> %.1f from %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"Error<int> %d from %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"push on a full stack\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"pop\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"raise\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %class.Stack.1, align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #8
  store i32 4, ptr %5, align 16, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.11, ptr %6, align 8, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI5ErrorIiE, ptr null) #9
          to label %7 unwind label %8

7:                                                ; preds = %0
  unreachable

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIiE) #8
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %199

14:                                               ; preds = %8
  %15 = tail call ptr @__cxa_begin_catch(ptr %10) #8
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !12
  %18 = load i32, ptr %15, align 8, !tbaa !6
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %17, i32 noundef %18, i32 noundef 4)
  tail call void @__cxa_end_catch()
  %20 = tail call ptr @__cxa_allocate_exception(i64 16) #8
  store ptr @.str.12, ptr %20, align 16, !tbaa !13
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.13, ptr %21, align 8, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTI5ErrorIPKcE, ptr null) #9
          to label %22 unwind label %23

22:                                               ; preds = %14
  unreachable

23:                                               ; preds = %14
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIPKcE
  %25 = extractvalue { ptr, i32 } %24, 0
  %26 = extractvalue { ptr, i32 } %24, 1
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIPKcE) #8
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %199

29:                                               ; preds = %23
  %30 = tail call ptr @__cxa_begin_catch(ptr %25) #8
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !15
  %33 = load ptr, ptr %30, align 8, !tbaa !13
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %32, ptr noundef %33, i32 noundef 18)
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #8
  %35 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr %35, ptr %1, align 8, !tbaa !16
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 0, ptr %36, align 8, !tbaa !18
  store i8 0, ptr %35, align 8, !tbaa !21
  %37 = getelementptr inbounds i8, ptr %1, i64 32
  %38 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %38, ptr %37, align 8, !tbaa !16
  %39 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 0, ptr %39, align 8, !tbaa !18
  store i8 0, ptr %38, align 8, !tbaa !21
  %40 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  %41 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %41, ptr %2, align 8, !tbaa !16
  store i8 97, ptr %41, align 8, !tbaa !21
  %42 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1, ptr %42, align 8, !tbaa !18
  %43 = getelementptr inbounds i8, ptr %2, i64 17
  store i8 0, ptr %43, align 1, !tbaa !21
  store i32 1, ptr %40, align 8, !tbaa !22
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %44 unwind label %91

44:                                               ; preds = %29
  %45 = load ptr, ptr %2, align 8, !tbaa !24
  %46 = icmp eq ptr %45, %41
  br i1 %46, label %50, label %47

47:                                               ; preds = %44
  %48 = load i64, ptr %41, align 8, !tbaa !21
  %49 = add i64 %48, 1
  call void @_ZdlPvm(ptr noundef %45, i64 noundef %49) #10
  br label %50

50:                                               ; preds = %44, %47
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  %51 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %51, ptr %3, align 8, !tbaa !16
  store i8 98, ptr %51, align 8, !tbaa !21
  %52 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 1, ptr %52, align 8, !tbaa !18
  %53 = getelementptr inbounds i8, ptr %3, i64 17
  store i8 0, ptr %53, align 1, !tbaa !21
  %54 = load i32, ptr %40, align 8, !tbaa !22
  %55 = icmp eq i32 %54, 2
  br i1 %55, label %56, label %60

56:                                               ; preds = %50
  %57 = call ptr @__cxa_allocate_exception(i64 16) #8
  store i32 2, ptr %57, align 16, !tbaa !6
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  store ptr @.str.11, ptr %58, align 8, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTI5ErrorIiE, ptr null) #9
          to label %59 unwind label %99

59:                                               ; preds = %56
  unreachable

60:                                               ; preds = %50
  %61 = add nsw i32 %54, 1
  store i32 %61, ptr %40, align 8, !tbaa !22
  %62 = sext i32 %54 to i64
  %63 = getelementptr inbounds [2 x %"class.std::__cxx11::basic_string"], ptr %1, i64 0, i64 %62
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_(ptr noundef nonnull align 8 dereferenceable(32) %63, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %64 unwind label %99

64:                                               ; preds = %60
  %65 = load ptr, ptr %3, align 8, !tbaa !24
  %66 = icmp eq ptr %65, %51
  br i1 %66, label %70, label %67

67:                                               ; preds = %64
  %68 = load i64, ptr %51, align 8, !tbaa !21
  %69 = add i64 %68, 1
  call void @_ZdlPvm(ptr noundef %65, i64 noundef %69) #10
  br label %70

70:                                               ; preds = %64, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  %71 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %71, ptr %4, align 8, !tbaa !16
  store i8 99, ptr %71, align 8, !tbaa !21
  %72 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 1, ptr %72, align 8, !tbaa !18
  %73 = getelementptr inbounds i8, ptr %4, i64 17
  store i8 0, ptr %73, align 1, !tbaa !21
  %74 = load i32, ptr %40, align 8, !tbaa !22
  %75 = icmp eq i32 %74, 2
  br i1 %75, label %76, label %80

76:                                               ; preds = %70
  %77 = call ptr @__cxa_allocate_exception(i64 16) #8
  store i32 2, ptr %77, align 16, !tbaa !6
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  store ptr @.str.11, ptr %78, align 8, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %77, ptr nonnull @_ZTI5ErrorIiE, ptr null) #9
          to label %79 unwind label %107

79:                                               ; preds = %76
  unreachable

80:                                               ; preds = %70
  %81 = add nsw i32 %74, 1
  store i32 %81, ptr %40, align 8, !tbaa !22
  %82 = sext i32 %74 to i64
  %83 = getelementptr inbounds [2 x %"class.std::__cxx11::basic_string"], ptr %1, i64 0, i64 %82
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_(ptr noundef nonnull align 8 dereferenceable(32) %83, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %84 unwind label %107

84:                                               ; preds = %80
  %85 = load ptr, ptr %4, align 8, !tbaa !24
  %86 = icmp eq ptr %85, %71
  br i1 %86, label %90, label %87

87:                                               ; preds = %84
  %88 = load i64, ptr %71, align 8, !tbaa !21
  %89 = add i64 %88, 1
  call void @_ZdlPvm(ptr noundef %85, i64 noundef %89) #10
  br label %90

90:                                               ; preds = %84, %87
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  br label %140

91:                                               ; preds = %29
  %92 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %93 = load ptr, ptr %2, align 8, !tbaa !24
  %94 = icmp eq ptr %93, %41
  br i1 %94, label %98, label %95

95:                                               ; preds = %91
  %96 = load i64, ptr %41, align 8, !tbaa !21
  %97 = add i64 %96, 1
  call void @_ZdlPvm(ptr noundef %93, i64 noundef %97) #10
  br label %98

98:                                               ; preds = %95, %91
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  br label %115

99:                                               ; preds = %60, %56
  %100 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %101 = load ptr, ptr %3, align 8, !tbaa !24
  %102 = icmp eq ptr %101, %51
  br i1 %102, label %106, label %103

103:                                              ; preds = %99
  %104 = load i64, ptr %51, align 8, !tbaa !21
  %105 = add i64 %104, 1
  call void @_ZdlPvm(ptr noundef %101, i64 noundef %105) #10
  br label %106

106:                                              ; preds = %103, %99
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  br label %115

107:                                              ; preds = %80, %76
  %108 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %109 = load ptr, ptr %4, align 8, !tbaa !24
  %110 = icmp eq ptr %109, %71
  br i1 %110, label %114, label %111

111:                                              ; preds = %107
  %112 = load i64, ptr %71, align 8, !tbaa !21
  %113 = add i64 %112, 1
  call void @_ZdlPvm(ptr noundef %109, i64 noundef %113) #10
  br label %114

114:                                              ; preds = %111, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  br label %115

115:                                              ; preds = %114, %106, %98
  %116 = phi { ptr, i32 } [ %108, %114 ], [ %100, %106 ], [ %92, %98 ]
  %117 = extractvalue { ptr, i32 } %116, 0
  %118 = extractvalue { ptr, i32 } %116, 1
  %119 = icmp eq i32 %118, %11
  br i1 %119, label %120, label %196

120:                                              ; preds = %115
  %121 = call ptr @__cxa_begin_catch(ptr %117) #8
  %122 = load i32, ptr %121, align 8, !tbaa !25
  %123 = getelementptr inbounds i8, ptr %121, i64 8
  %124 = load ptr, ptr %123, align 8, !tbaa !26
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %124, i32 noundef %122)
  invoke void @__cxa_end_catch()
          to label %140 unwind label %136

126:                                              ; preds = %174
  %127 = load i64, ptr %38, align 8, !tbaa !21
  %128 = add i64 %127, 1
  call void @_ZdlPvm(ptr noundef %176, i64 noundef %128) #10
  br label %129

129:                                              ; preds = %126, %174
  %130 = load ptr, ptr %1, align 8, !tbaa !24
  %131 = icmp eq ptr %130, %35
  br i1 %131, label %135, label %132

132:                                              ; preds = %129
  %133 = load i64, ptr %35, align 8, !tbaa !21
  %134 = add i64 %133, 1
  call void @_ZdlPvm(ptr noundef %130, i64 noundef %134) #10
  br label %135

135:                                              ; preds = %129, %132
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #8
  ret i32 0

136:                                              ; preds = %120
  %137 = landingpad { ptr, i32 }
          cleanup
  %138 = extractvalue { ptr, i32 } %137, 0
  %139 = extractvalue { ptr, i32 } %137, 1
  br label %196

140:                                              ; preds = %90, %120
  invoke void @_Z5raiseIiEvT_(i32 noundef 7) #9
          to label %141 unwind label %142

141:                                              ; preds = %140
  unreachable

142:                                              ; preds = %140
  %143 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
          catch ptr @_ZTI5ErrorIdE
  %144 = extractvalue { ptr, i32 } %143, 0
  %145 = extractvalue { ptr, i32 } %143, 1
  %146 = icmp eq i32 %145, %11
  br i1 %146, label %147, label %178

147:                                              ; preds = %142
  %148 = call ptr @__cxa_begin_catch(ptr %144) #8
  %149 = load i32, ptr %148, align 8, !tbaa !6
  %150 = getelementptr inbounds i8, ptr %148, i64 8
  %151 = load ptr, ptr %150, align 8, !tbaa !12
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %149, ptr noundef %151)
  invoke void @__cxa_end_catch()
          to label %153 unwind label %192

153:                                              ; preds = %147, %181
  invoke void @_Z5raiseIdEvT_(double noundef 7.000000e+00) #9
          to label %187 unwind label %154

154:                                              ; preds = %153
  %155 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
          catch ptr @_ZTI5ErrorIdE
  %156 = extractvalue { ptr, i32 } %155, 0
  %157 = extractvalue { ptr, i32 } %155, 1
  %158 = icmp eq i32 %157, %11
  br i1 %158, label %168, label %159

159:                                              ; preds = %154
  %160 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIdE) #8
  %161 = icmp eq i32 %157, %160
  br i1 %161, label %162, label %196

162:                                              ; preds = %159
  %163 = call ptr @__cxa_begin_catch(ptr %156) #8
  %164 = load double, ptr %163, align 8, !tbaa !27
  %165 = getelementptr inbounds i8, ptr %163, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !30
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %164, ptr noundef %166)
  invoke void @__cxa_end_catch()
          to label %174 unwind label %188

168:                                              ; preds = %154
  %169 = call ptr @__cxa_begin_catch(ptr %156) #8
  %170 = load i32, ptr %169, align 8, !tbaa !6
  %171 = getelementptr inbounds i8, ptr %169, i64 8
  %172 = load ptr, ptr %171, align 8, !tbaa !12
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %170, ptr noundef %172)
  invoke void @__cxa_end_catch()
          to label %174 unwind label %192

174:                                              ; preds = %168, %162
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 3)
  %176 = load ptr, ptr %37, align 8, !tbaa !24
  %177 = icmp eq ptr %176, %38
  br i1 %177, label %129, label %126

178:                                              ; preds = %142
  %179 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIdE) #8
  %180 = icmp eq i32 %145, %179
  br i1 %180, label %181, label %196

181:                                              ; preds = %178
  %182 = call ptr @__cxa_begin_catch(ptr %144) #8
  %183 = load double, ptr %182, align 8, !tbaa !27
  %184 = getelementptr inbounds i8, ptr %182, i64 8
  %185 = load ptr, ptr %184, align 8, !tbaa !30
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %183, ptr noundef %185)
  invoke void @__cxa_end_catch()
          to label %153 unwind label %188

187:                                              ; preds = %153
  unreachable

188:                                              ; preds = %162, %181
  %189 = landingpad { ptr, i32 }
          cleanup
  %190 = extractvalue { ptr, i32 } %189, 0
  %191 = extractvalue { ptr, i32 } %189, 1
  br label %196

192:                                              ; preds = %168, %147
  %193 = landingpad { ptr, i32 }
          cleanup
  %194 = extractvalue { ptr, i32 } %193, 0
  %195 = extractvalue { ptr, i32 } %193, 1
  br label %196

196:                                              ; preds = %178, %159, %188, %192, %136, %115
  %197 = phi i32 [ %139, %136 ], [ %118, %115 ], [ %195, %192 ], [ %191, %188 ], [ %145, %178 ], [ %157, %159 ]
  %198 = phi ptr [ %138, %136 ], [ %117, %115 ], [ %194, %192 ], [ %190, %188 ], [ %144, %178 ], [ %156, %159 ]
  call void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(68) %1) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #8
  br label %199

199:                                              ; preds = %23, %196, %8
  %200 = phi i32 [ %11, %8 ], [ %197, %196 ], [ %26, %23 ]
  %201 = phi ptr [ %10, %8 ], [ %198, %196 ], [ %25, %23 ]
  %202 = insertvalue { ptr, i32 } poison, ptr %201, 0
  %203 = insertvalue { ptr, i32 } %202, i32 %200, 1
  resume { ptr, i32 } %203
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(68) %0) unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = icmp eq ptr %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = load i64, ptr %4, align 8, !tbaa !21
  %8 = add i64 %7, 1
  tail call void @_ZdlPvm(ptr noundef %3, i64 noundef %8) #10
  br label %9

9:                                                ; preds = %1, %6
  %10 = load ptr, ptr %0, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i64, ptr %11, align 8, !tbaa !21
  %15 = add i64 %14, 1
  tail call void @_ZdlPvm(ptr noundef %10, i64 noundef %15) #10
  br label %16

16:                                               ; preds = %13, %9
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #5

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_Z5raiseIiEvT_(i32 noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_allocate_exception(i64 16) #8
  store i32 %0, ptr %2, align 16, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.15, ptr %3, align 8, !tbaa !12
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5ErrorIiE, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_Z5raiseIdEvT_(double noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_allocate_exception(i64 16) #8
  store double %0, ptr %2, align 16, !tbaa !27
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.15, ptr %3, align 8, !tbaa !30
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5ErrorIdE, ptr null) #9
  unreachable
}

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS5ErrorIiE", !8, i64 0, !11, i64 8}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!14, !11, i64 0}
!14 = !{!"_ZTS5ErrorIPKcE", !11, i64 0, !11, i64 8}
!15 = !{!14, !11, i64 8}
!16 = !{!17, !11, i64 0}
!17 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !11, i64 0}
!18 = !{!19, !20, i64 8}
!19 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !17, i64 0, !20, i64 8, !9, i64 16}
!20 = !{!"long", !9, i64 0}
!21 = !{!9, !9, i64 0}
!22 = !{!23, !8, i64 64}
!23 = !{!"_ZTS5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EE", !9, i64 0, !8, i64 64}
!24 = !{!19, !11, i64 0}
!25 = !{!8, !8, i64 0}
!26 = !{!11, !11, i64 0}
!27 = !{!28, !29, i64 0}
!28 = !{!"_ZTS5ErrorIdE", !29, i64 0, !11, i64 8}
!29 = !{!"double", !9, i64 0}
!30 = !{!28, !11, i64 8}
