; ModuleID = 'template_exceptions.cpp'
source_filename = "template_exceptions.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%class.Stack.1 = type <{ [2 x %"class.std::__cxx11::basic_string"], i32, [4 x i8] }>
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %class.Stack.1, align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #11
  store i32 4, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.11, ptr %6, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI5ErrorIiE, ptr null) #12
          to label %7 unwind label %8

7:                                                ; preds = %0
  unreachable

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIiE) #11
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %235

14:                                               ; preds = %8
  %15 = tail call ptr @__cxa_begin_catch(ptr %10) #11
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !11
  %18 = load i32, ptr %15, align 8, !tbaa !5
  %19 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, ptr noundef %17, i32 noundef %18, i32 noundef 4)
          to label %20 unwind label %24

20:                                               ; preds = %14
  tail call void @__cxa_end_catch()
  %21 = tail call ptr @__cxa_allocate_exception(i64 16) #11
  store ptr @.str.12, ptr %21, align 16, !tbaa !12
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.13, ptr %22, align 8, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTI5ErrorIPKcE, ptr null) #12
          to label %23 unwind label %29

23:                                               ; preds = %20
  unreachable

24:                                               ; preds = %14
  %25 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %26 unwind label %240

26:                                               ; preds = %24
  %27 = extractvalue { ptr, i32 } %25, 1
  %28 = extractvalue { ptr, i32 } %25, 0
  br label %235

29:                                               ; preds = %20
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIPKcE
  %31 = extractvalue { ptr, i32 } %30, 0
  %32 = extractvalue { ptr, i32 } %30, 1
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIPKcE) #11
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %235

35:                                               ; preds = %29
  %36 = tail call ptr @__cxa_begin_catch(ptr %31) #11
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !14
  %39 = load ptr, ptr %36, align 8, !tbaa !12
  %40 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, ptr noundef %38, ptr noundef %39, i32 noundef 18)
          to label %41 unwind label %92

41:                                               ; preds = %35
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #11
  %42 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr %42, ptr %1, align 8, !tbaa !15
  %43 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 0, ptr %43, align 8, !tbaa !17
  store i8 0, ptr %42, align 8, !tbaa !20
  %44 = getelementptr inbounds i8, ptr %1, i64 32
  %45 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %45, ptr %44, align 8, !tbaa !15
  %46 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 0, ptr %46, align 8, !tbaa !17
  store i8 0, ptr %45, align 8, !tbaa !20
  %47 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  %48 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %48, ptr %2, align 8, !tbaa !15
  store i8 97, ptr %48, align 8, !tbaa !20
  %49 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1, ptr %49, align 8, !tbaa !17
  %50 = getelementptr inbounds i8, ptr %2, i64 17
  store i8 0, ptr %50, align 1, !tbaa !20
  store i32 1, ptr %47, align 8, !tbaa !21
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %51 unwind label %97

51:                                               ; preds = %41
  %52 = load ptr, ptr %2, align 8, !tbaa !23
  %53 = icmp eq ptr %52, %48
  br i1 %53, label %55, label %54

54:                                               ; preds = %51
  call void @_ZdlPv(ptr noundef %52) #13
  br label %55

55:                                               ; preds = %51, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  %56 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %56, ptr %3, align 8, !tbaa !15
  store i8 98, ptr %56, align 8, !tbaa !20
  %57 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 1, ptr %57, align 8, !tbaa !17
  %58 = getelementptr inbounds i8, ptr %3, i64 17
  store i8 0, ptr %58, align 1, !tbaa !20
  %59 = load i32, ptr %47, align 8, !tbaa !21
  %60 = icmp eq i32 %59, 2
  br i1 %60, label %61, label %65

61:                                               ; preds = %55
  %62 = call ptr @__cxa_allocate_exception(i64 16) #11
  store i32 2, ptr %62, align 16, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  store ptr @.str.11, ptr %63, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %62, ptr nonnull @_ZTI5ErrorIiE, ptr null) #12
          to label %64 unwind label %103

64:                                               ; preds = %61
  unreachable

65:                                               ; preds = %55
  %66 = add nsw i32 %59, 1
  store i32 %66, ptr %47, align 8, !tbaa !21
  %67 = sext i32 %59 to i64
  %68 = getelementptr inbounds [2 x %"class.std::__cxx11::basic_string"], ptr %1, i64 0, i64 %67
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_(ptr noundef nonnull align 8 dereferenceable(32) %68, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %69 unwind label %103

69:                                               ; preds = %65
  %70 = load ptr, ptr %3, align 8, !tbaa !23
  %71 = icmp eq ptr %70, %56
  br i1 %71, label %73, label %72

72:                                               ; preds = %69
  call void @_ZdlPv(ptr noundef %70) #13
  br label %73

73:                                               ; preds = %69, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  %74 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %74, ptr %4, align 8, !tbaa !15
  store i8 99, ptr %74, align 8, !tbaa !20
  %75 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 1, ptr %75, align 8, !tbaa !17
  %76 = getelementptr inbounds i8, ptr %4, i64 17
  store i8 0, ptr %76, align 1, !tbaa !20
  %77 = load i32, ptr %47, align 8, !tbaa !21
  %78 = icmp eq i32 %77, 2
  br i1 %78, label %79, label %83

79:                                               ; preds = %73
  %80 = call ptr @__cxa_allocate_exception(i64 16) #11
  store i32 2, ptr %80, align 16, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  store ptr @.str.11, ptr %81, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %80, ptr nonnull @_ZTI5ErrorIiE, ptr null) #12
          to label %82 unwind label %109

82:                                               ; preds = %79
  unreachable

83:                                               ; preds = %73
  %84 = add nsw i32 %77, 1
  store i32 %84, ptr %47, align 8, !tbaa !21
  %85 = sext i32 %77 to i64
  %86 = getelementptr inbounds [2 x %"class.std::__cxx11::basic_string"], ptr %1, i64 0, i64 %85
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_(ptr noundef nonnull align 8 dereferenceable(32) %86, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %87 unwind label %109

87:                                               ; preds = %83
  %88 = load ptr, ptr %4, align 8, !tbaa !23
  %89 = icmp eq ptr %88, %74
  br i1 %89, label %91, label %90

90:                                               ; preds = %87
  call void @_ZdlPv(ptr noundef %88) #13
  br label %91

91:                                               ; preds = %87, %90
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  br label %141

92:                                               ; preds = %35
  %93 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %94 unwind label %240

94:                                               ; preds = %92
  %95 = extractvalue { ptr, i32 } %93, 1
  %96 = extractvalue { ptr, i32 } %93, 0
  br label %235

97:                                               ; preds = %41
  %98 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %99 = load ptr, ptr %2, align 8, !tbaa !23
  %100 = icmp eq ptr %99, %48
  br i1 %100, label %102, label %101

101:                                              ; preds = %97
  call void @_ZdlPv(ptr noundef %99) #13
  br label %102

102:                                              ; preds = %101, %97
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  br label %115

103:                                              ; preds = %65, %61
  %104 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %105 = load ptr, ptr %3, align 8, !tbaa !23
  %106 = icmp eq ptr %105, %56
  br i1 %106, label %108, label %107

107:                                              ; preds = %103
  call void @_ZdlPv(ptr noundef %105) #13
  br label %108

108:                                              ; preds = %107, %103
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  br label %115

109:                                              ; preds = %83, %79
  %110 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %111 = load ptr, ptr %4, align 8, !tbaa !23
  %112 = icmp eq ptr %111, %74
  br i1 %112, label %114, label %113

113:                                              ; preds = %109
  call void @_ZdlPv(ptr noundef %111) #13
  br label %114

114:                                              ; preds = %113, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  br label %115

115:                                              ; preds = %114, %108, %102
  %116 = phi { ptr, i32 } [ %110, %114 ], [ %104, %108 ], [ %98, %102 ]
  %117 = extractvalue { ptr, i32 } %116, 0
  %118 = extractvalue { ptr, i32 } %116, 1
  %119 = icmp eq i32 %118, %11
  br i1 %119, label %120, label %232

120:                                              ; preds = %115
  %121 = call ptr @__cxa_begin_catch(ptr %117) #11
  %122 = load i32, ptr %121, align 8, !tbaa !24
  %123 = getelementptr inbounds i8, ptr %121, i64 8
  %124 = load ptr, ptr %123, align 8, !tbaa !25
  %125 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, ptr noundef %124, i32 noundef %122)
          to label %126 unwind label %133

126:                                              ; preds = %120
  invoke void @__cxa_end_catch()
          to label %141 unwind label %135

127:                                              ; preds = %202
  call void @_ZdlPv(ptr noundef %203) #13
  br label %128

128:                                              ; preds = %127, %202
  %129 = load ptr, ptr %1, align 8, !tbaa !23
  %130 = icmp eq ptr %129, %42
  br i1 %130, label %132, label %131

131:                                              ; preds = %128
  call void @_ZdlPv(ptr noundef %129) #13
  br label %132

132:                                              ; preds = %128, %131
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #11
  ret i32 0

133:                                              ; preds = %120
  %134 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %137 unwind label %240

135:                                              ; preds = %126
  %136 = landingpad { ptr, i32 }
          cleanup
  br label %137

137:                                              ; preds = %133, %135
  %138 = phi { ptr, i32 } [ %136, %135 ], [ %134, %133 ]
  %139 = extractvalue { ptr, i32 } %138, 0
  %140 = extractvalue { ptr, i32 } %138, 1
  br label %232

141:                                              ; preds = %91, %126
  invoke void @_Z5raiseIiEvT_(i32 noundef 7) #12
          to label %142 unwind label %143

142:                                              ; preds = %141
  unreachable

143:                                              ; preds = %141
  %144 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
          catch ptr @_ZTI5ErrorIdE
  %145 = extractvalue { ptr, i32 } %144, 0
  %146 = extractvalue { ptr, i32 } %144, 1
  %147 = icmp eq i32 %146, %11
  br i1 %147, label %148, label %205

148:                                              ; preds = %143
  %149 = call ptr @__cxa_begin_catch(ptr %145) #11
  %150 = load i32, ptr %149, align 8, !tbaa !5
  %151 = getelementptr inbounds i8, ptr %149, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !11
  %153 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %150, ptr noundef %152)
          to label %154 unwind label %224

154:                                              ; preds = %148
  invoke void @__cxa_end_catch()
          to label %155 unwind label %226

155:                                              ; preds = %154, %214
  invoke void @_Z5raiseIdEvT_(double noundef 7.000000e+00) #12
          to label %215 unwind label %156

156:                                              ; preds = %155
  %157 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
          catch ptr @_ZTI5ErrorIdE
  %158 = extractvalue { ptr, i32 } %157, 0
  %159 = extractvalue { ptr, i32 } %157, 1
  %160 = icmp eq i32 %159, %11
  br i1 %160, label %171, label %161

161:                                              ; preds = %156
  %162 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIdE) #11
  %163 = icmp eq i32 %159, %162
  br i1 %163, label %164, label %232

164:                                              ; preds = %161
  %165 = call ptr @__cxa_begin_catch(ptr %158) #11
  %166 = load double, ptr %165, align 8, !tbaa !26
  %167 = getelementptr inbounds i8, ptr %165, i64 8
  %168 = load ptr, ptr %167, align 8, !tbaa !29
  %169 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, double noundef %166, ptr noundef %168)
          to label %170 unwind label %216

170:                                              ; preds = %164
  invoke void @__cxa_end_catch()
          to label %178 unwind label %218

171:                                              ; preds = %156
  %172 = call ptr @__cxa_begin_catch(ptr %158) #11
  %173 = load i32, ptr %172, align 8, !tbaa !5
  %174 = getelementptr inbounds i8, ptr %172, i64 8
  %175 = load ptr, ptr %174, align 8, !tbaa !11
  %176 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %173, ptr noundef %175)
          to label %177 unwind label %224

177:                                              ; preds = %171
  invoke void @__cxa_end_catch()
          to label %178 unwind label %226

178:                                              ; preds = %170, %177
  %179 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, i32 noundef 3)
          to label %202 unwind label %180

180:                                              ; preds = %178
  %181 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
          catch ptr @_ZTI5ErrorIdE
  %182 = extractvalue { ptr, i32 } %181, 0
  %183 = extractvalue { ptr, i32 } %181, 1
  %184 = icmp eq i32 %183, %11
  br i1 %184, label %195, label %185

185:                                              ; preds = %180
  %186 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIdE) #11
  %187 = icmp eq i32 %183, %186
  br i1 %187, label %188, label %232

188:                                              ; preds = %185
  %189 = call ptr @__cxa_begin_catch(ptr %182) #11
  %190 = load double, ptr %189, align 8, !tbaa !26
  %191 = getelementptr inbounds i8, ptr %189, i64 8
  %192 = load ptr, ptr %191, align 8, !tbaa !29
  %193 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, double noundef %190, ptr noundef %192)
          to label %194 unwind label %216

194:                                              ; preds = %188
  invoke void @__cxa_end_catch()
          to label %202 unwind label %218

195:                                              ; preds = %180
  %196 = call ptr @__cxa_begin_catch(ptr %182) #11
  %197 = load i32, ptr %196, align 8, !tbaa !5
  %198 = getelementptr inbounds i8, ptr %196, i64 8
  %199 = load ptr, ptr %198, align 8, !tbaa !11
  %200 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %197, ptr noundef %199)
          to label %201 unwind label %224

201:                                              ; preds = %195
  invoke void @__cxa_end_catch()
          to label %202 unwind label %226

202:                                              ; preds = %201, %194, %178
  %203 = load ptr, ptr %44, align 8, !tbaa !23
  %204 = icmp eq ptr %203, %45
  br i1 %204, label %128, label %127

205:                                              ; preds = %143
  %206 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5ErrorIdE) #11
  %207 = icmp eq i32 %146, %206
  br i1 %207, label %208, label %232

208:                                              ; preds = %205
  %209 = call ptr @__cxa_begin_catch(ptr %145) #11
  %210 = load double, ptr %209, align 8, !tbaa !26
  %211 = getelementptr inbounds i8, ptr %209, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !29
  %213 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, double noundef %210, ptr noundef %212)
          to label %214 unwind label %216

214:                                              ; preds = %208
  invoke void @__cxa_end_catch()
          to label %155 unwind label %218

215:                                              ; preds = %155
  unreachable

216:                                              ; preds = %188, %164, %208
  %217 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %220 unwind label %240

218:                                              ; preds = %194, %170, %214
  %219 = landingpad { ptr, i32 }
          cleanup
  br label %220

220:                                              ; preds = %216, %218
  %221 = phi { ptr, i32 } [ %219, %218 ], [ %217, %216 ]
  %222 = extractvalue { ptr, i32 } %221, 0
  %223 = extractvalue { ptr, i32 } %221, 1
  br label %232

224:                                              ; preds = %195, %171, %148
  %225 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %228 unwind label %240

226:                                              ; preds = %201, %177, %154
  %227 = landingpad { ptr, i32 }
          cleanup
  br label %228

228:                                              ; preds = %224, %226
  %229 = phi { ptr, i32 } [ %227, %226 ], [ %225, %224 ]
  %230 = extractvalue { ptr, i32 } %229, 0
  %231 = extractvalue { ptr, i32 } %229, 1
  br label %232

232:                                              ; preds = %205, %161, %185, %220, %228, %137, %115
  %233 = phi i32 [ %140, %137 ], [ %118, %115 ], [ %231, %228 ], [ %223, %220 ], [ %146, %205 ], [ %159, %161 ], [ %183, %185 ]
  %234 = phi ptr [ %139, %137 ], [ %117, %115 ], [ %230, %228 ], [ %222, %220 ], [ %145, %205 ], [ %158, %161 ], [ %182, %185 ]
  call void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(68) %1) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #11
  br label %235

235:                                              ; preds = %29, %94, %232, %26, %8
  %236 = phi i32 [ %27, %26 ], [ %11, %8 ], [ %233, %232 ], [ %95, %94 ], [ %32, %29 ]
  %237 = phi ptr [ %28, %26 ], [ %10, %8 ], [ %234, %232 ], [ %96, %94 ], [ %31, %29 ]
  %238 = insertvalue { ptr, i32 } poison, ptr %237, 0
  %239 = insertvalue { ptr, i32 } %238, i32 %236, 1
  resume { ptr, i32 } %239

240:                                              ; preds = %224, %216, %133, %92, %24
  %241 = landingpad { ptr, i32 }
          catch ptr null
  %242 = extractvalue { ptr, i32 } %241, 0
  call void @__clang_call_terminate(ptr %242) #14
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !25
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret i32 %5
}

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #11
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(68) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = icmp eq ptr %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  tail call void @_ZdlPv(ptr noundef %3) #13
  br label %7

7:                                                ; preds = %1, %6
  %8 = load ptr, ptr %0, align 8, !tbaa !23
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  tail call void @_ZdlPv(ptr noundef %8) #13
  br label %12

12:                                               ; preds = %11, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #9

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_Z5raiseIiEvT_(i32 noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_allocate_exception(i64 16) #11
  store i32 %0, ptr %2, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.15, ptr %3, align 8, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5ErrorIiE, ptr null) #12
  unreachable
}

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_Z5raiseIdEvT_(double noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_allocate_exception(i64 16) #11
  store double %0, ptr %2, align 16, !tbaa !26
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.15, ptr %3, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5ErrorIdE, ptr null) #12
  unreachable
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5ErrorIiE", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !10, i64 0}
!13 = !{!"_ZTS5ErrorIPKcE", !10, i64 0, !10, i64 8}
!14 = !{!13, !10, i64 8}
!15 = !{!16, !10, i64 0}
!16 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !10, i64 0}
!17 = !{!18, !19, i64 8}
!18 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !16, i64 0, !19, i64 8, !8, i64 16}
!19 = !{!"long long", !8, i64 0}
!20 = !{!8, !8, i64 0}
!21 = !{!22, !7, i64 64}
!22 = !{!"_ZTS5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EE", !8, i64 0, !7, i64 64}
!23 = !{!18, !10, i64 0}
!24 = !{!7, !7, i64 0}
!25 = !{!10, !10, i64 0}
!26 = !{!27, !28, i64 0}
!27 = !{!"_ZTS5ErrorIdE", !28, i64 0, !10, i64 8}
!28 = !{!"double", !8, i64 0}
!29 = !{!27, !10, i64 8}
