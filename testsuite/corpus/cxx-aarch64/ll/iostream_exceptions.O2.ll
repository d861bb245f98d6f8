; ModuleID = 'iostream_exceptions.cpp'
source_filename = "iostream_exceptions.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::ios_base::Init" = type { i8 }
%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"class.std::__cxx11::basic_istringstream" = type { %"class.std::basic_istream.base", %"class.std::__cxx11::basic_stringbuf", %"class.std::basic_ios" }
%"class.std::basic_istream.base" = type { ptr, i64 }
%"class.std::__cxx11::basic_stringbuf" = type { %"class.std::basic_streambuf", i32, %"class.std::__cxx11::basic_string" }
%"class.std::basic_streambuf" = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, %"class.std::locale" }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::__cxx11::basic_ostringstream" = type { %"class.std::basic_ostream.base", %"class.std::__cxx11::basic_stringbuf", %"class.std::basic_ios" }
%"class.std::basic_ostream.base" = type { ptr }

$__clang_call_terminate = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_ = comdat any

@_ZStL8__ioinit = internal global %"class.std::ios_base::Init" zeroinitializer, align 1
@__dso_handle = external hidden global i8
@.str = private unnamed_addr constant [6 x i8] c"1 2 3\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"10 x 20\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"4 5five 6\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"  \00", align 1
@__const.main.inputs = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 8
@_ZTISt16invalid_argument = external constant ptr
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"sum(\22\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"\22) = \00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"\22) failed: \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"12 ab\00", align 1
@_ZTINSt8ios_base7failureB5cxx11E = external constant ptr
@.str.8 = private unnamed_addr constant [6 x i8] c"read \00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"ios_base::failure after reading \00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c", fail \00", align 1
@_ZTISt9exception = external constant ptr
@.str.12 = private unnamed_addr constant [8 x i8] c"partial\00", align 1
@_ZTISt13runtime_error = external constant ptr
@.str.13 = private unnamed_addr constant [10 x i8] c"message: \00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"trailing junk in '\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"'\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"stoi\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1
@_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE = external unnamed_addr constant [4 x ptr], align 8
@_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE = external unnamed_addr constant { [16 x ptr] }, align 8
@_ZTVSt15basic_streambufIcSt11char_traitsIcEE = external unnamed_addr constant { [16 x ptr] }, align 8
@.str.18 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_iostream_exceptions.cpp, ptr null }]

declare void @_ZNSt8ios_base4InitC1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #0

; Function Attrs: nounwind
declare void @_ZNSt8ios_base4InitD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #1

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) local_unnamed_addr #2

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca i8, align 4
  %2 = alloca i8, align 4
  %3 = alloca ptr, align 8
  %4 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca i64, align 8
  %9 = alloca %"class.std::__cxx11::basic_string", align 8
  %10 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  %11 = alloca %"class.std::__cxx11::basic_string", align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %"class.std::__cxx11::basic_ostringstream", align 8
  %15 = alloca %"class.std::__cxx11::basic_string", align 8
  %16 = getelementptr inbounds i8, ptr %9, i64 16
  %17 = getelementptr inbounds i8, ptr %9, i64 8
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  %20 = load ptr, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, align 8
  %21 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 24), align 8
  %22 = getelementptr i8, ptr %20, i64 -24
  %23 = getelementptr inbounds i8, ptr %4, i64 16
  %24 = getelementptr inbounds i8, ptr %4, i64 88
  %25 = getelementptr inbounds i8, ptr %4, i64 104
  %26 = getelementptr inbounds i8, ptr %4, i64 72
  %27 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %29 = getelementptr i8, ptr %27, i64 -24
  %30 = getelementptr inbounds i8, ptr %4, i64 8
  %31 = getelementptr inbounds i8, ptr %4, i64 120
  %32 = getelementptr inbounds i8, ptr %7, i64 8
  %33 = getelementptr inbounds i8, ptr %6, i64 16
  %34 = getelementptr inbounds i8, ptr %6, i64 8
  %35 = getelementptr inbounds i8, ptr %7, i64 16
  br label %40

36:                                               ; preds = %305
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %10) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #18
  %37 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %37, ptr %11, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %37, ptr noundef nonnull align 1 dereferenceable(5) @.str.7, i64 5, i1 false)
  %38 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 5, ptr %38, align 8, !tbaa !11
  %39 = getelementptr inbounds i8, ptr %11, i64 21
  store i8 0, ptr %39, align 1, !tbaa !14
  invoke void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, i32 noundef 8)
          to label %313 unwind label %340

40:                                               ; preds = %0, %305
  %41 = phi i64 [ 0, %0 ], [ %306, %305 ]
  %42 = getelementptr inbounds i8, ptr @__const.main.inputs, i64 %41
  %43 = load ptr, ptr %42, align 8, !tbaa !15
  %44 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.4, i64 noundef 5)
          to label %45 unwind label %237

45:                                               ; preds = %40
  %46 = icmp eq ptr %43, null
  br i1 %46, label %47, label %55

47:                                               ; preds = %45
  %48 = load ptr, ptr @_ZSt4cout, align 8, !tbaa !16
  %49 = getelementptr i8, ptr %48, i64 -24
  %50 = load i64, ptr %49, align 8
  %51 = getelementptr inbounds i8, ptr @_ZSt4cout, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 32
  %53 = load i32, ptr %52, align 8, !tbaa !18
  %54 = or i32 %53, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %51, i32 noundef %54)
          to label %58 unwind label %237

55:                                               ; preds = %45
  %56 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %43) #18
  %57 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull %43, i64 noundef %56)
          to label %58 unwind label %237

58:                                               ; preds = %47, %55
  %59 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.5, i64 noundef 5)
          to label %60 unwind label %237

60:                                               ; preds = %58
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #18
  store ptr %16, ptr %9, align 8, !tbaa !6
  br i1 %46, label %61, label %63

61:                                               ; preds = %60
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.18) #19
          to label %62 unwind label %239

62:                                               ; preds = %61
  unreachable

63:                                               ; preds = %60
  %64 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %43) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #18
  store i64 %64, ptr %8, align 8, !tbaa !25
  %65 = icmp ugt i64 %64, 15
  br i1 %65, label %66, label %70

66:                                               ; preds = %63
  %67 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef 0)
          to label %68 unwind label %239

68:                                               ; preds = %66
  store ptr %67, ptr %9, align 8, !tbaa !26
  %69 = load i64, ptr %8, align 8, !tbaa !25
  store i64 %69, ptr %16, align 8, !tbaa !14
  br label %70

70:                                               ; preds = %68, %63
  %71 = phi ptr [ %67, %68 ], [ %16, %63 ]
  switch i64 %64, label %74 [
    i64 1, label %72
    i64 0, label %75
  ]

72:                                               ; preds = %70
  %73 = load i8, ptr %43, align 1, !tbaa !14
  store i8 %73, ptr %71, align 1, !tbaa !14
  br label %75

74:                                               ; preds = %70
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %71, ptr nonnull align 1 %43, i64 %64, i1 false)
  br label %75

75:                                               ; preds = %74, %72, %70
  %76 = load i64, ptr %8, align 8, !tbaa !25
  store i64 %76, ptr %17, align 8, !tbaa !11
  %77 = load ptr, ptr %9, align 8, !tbaa !26
  %78 = getelementptr inbounds i8, ptr %77, i64 %76
  store i8 0, ptr %78, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #18
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %4) #18
  invoke void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120) %4, ptr noundef nonnull align 8 dereferenceable(32) %9, i32 noundef 8)
          to label %79 unwind label %241

79:                                               ; preds = %75
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #18
  store ptr %18, ptr %5, align 8, !tbaa !6
  store i64 0, ptr %19, align 8, !tbaa !11
  store i8 0, ptr %18, align 8, !tbaa !14
  br label %80

80:                                               ; preds = %121, %79
  %81 = phi i32 [ 0, %79 ], [ %125, %121 ]
  %82 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %83 unwind label %153

83:                                               ; preds = %80
  %84 = load ptr, ptr %82, align 8, !tbaa !16
  %85 = getelementptr i8, ptr %84, i64 -24
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %82, i64 %86
  %88 = getelementptr inbounds i8, ptr %87, i64 32
  %89 = load i32, ptr %88, align 8, !tbaa !18
  %90 = and i32 %89, 5
  %91 = icmp eq i32 %90, 0
  %92 = load ptr, ptr %5, align 8, !tbaa !26
  br i1 %91, label %93, label %182

93:                                               ; preds = %83
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18
  %94 = tail call ptr @__errno_location() #20
  %95 = load i32, ptr %94, align 4, !tbaa !27
  store i32 0, ptr %94, align 4, !tbaa !27
  %96 = call noundef i64 @strtol(ptr noundef %92, ptr noundef nonnull %3, i32 noundef 10)
  %97 = load ptr, ptr %3, align 8, !tbaa !15
  %98 = icmp eq ptr %97, %92
  br i1 %98, label %99, label %107

99:                                               ; preds = %93
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.16) #19
          to label %100 unwind label %101

100:                                              ; preds = %99
  unreachable

101:                                              ; preds = %113, %99
  %102 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  %103 = load i32, ptr %94, align 4, !tbaa !27
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %106

105:                                              ; preds = %101
  store i32 %95, ptr %94, align 4, !tbaa !27
  br label %106

106:                                              ; preds = %105, %101
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  br label %195

107:                                              ; preds = %93
  %108 = load i32, ptr %94, align 4, !tbaa !27
  %109 = icmp eq i32 %108, 34
  %110 = add i64 %96, -2147483648
  %111 = icmp ult i64 %110, -4294967296
  %112 = or i1 %111, %109
  br i1 %112, label %113, label %115

113:                                              ; preds = %107
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.16) #19
          to label %114 unwind label %101

114:                                              ; preds = %113
  unreachable

115:                                              ; preds = %107
  %116 = ptrtoint ptr %97 to i64
  %117 = ptrtoint ptr %92 to i64
  %118 = sub i64 %116, %117
  %119 = icmp eq i32 %108, 0
  br i1 %119, label %120, label %121

120:                                              ; preds = %115
  store i32 %95, ptr %94, align 4, !tbaa !27
  br label %121

121:                                              ; preds = %120, %115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18
  %122 = load i64, ptr %19, align 8, !tbaa !11
  %123 = icmp eq i64 %118, %122
  %124 = trunc i64 %96 to i32
  %125 = add nsw i32 %81, %124
  br i1 %123, label %80, label %126, !llvm.loop !28

126:                                              ; preds = %121
  %127 = call ptr @__cxa_allocate_exception(i64 16) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #18
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %7, ptr noundef nonnull @.str.14, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %128 unwind label %155

128:                                              ; preds = %126
  call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %129 = load i64, ptr %32, align 8, !tbaa !11, !noalias !30
  %130 = icmp eq i64 %129, 4611686018427387903
  br i1 %130, label %131, label %133

131:                                              ; preds = %128
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #19
          to label %132 unwind label %168

132:                                              ; preds = %131
  unreachable

133:                                              ; preds = %128
  %134 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull @.str.15, i64 noundef 1)
          to label %135 unwind label %168

135:                                              ; preds = %133
  store ptr %33, ptr %6, align 8, !tbaa !6, !alias.scope !30
  %136 = load ptr, ptr %134, align 8, !tbaa !26
  %137 = getelementptr inbounds i8, ptr %134, i64 16
  %138 = icmp eq ptr %136, %137
  br i1 %138, label %139, label %145

139:                                              ; preds = %135
  %140 = getelementptr inbounds i8, ptr %134, i64 8
  %141 = load i64, ptr %140, align 8, !tbaa !11
  %142 = add i64 %141, 1
  %143 = icmp eq i64 %142, 0
  br i1 %143, label %149, label %144

144:                                              ; preds = %139
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %33, ptr nonnull align 8 %137, i64 %142, i1 false)
  br label %149

145:                                              ; preds = %135
  store ptr %136, ptr %6, align 8, !tbaa !26, !alias.scope !30
  %146 = load i64, ptr %137, align 8, !tbaa !14
  store i64 %146, ptr %33, align 8, !tbaa !14, !alias.scope !30
  %147 = getelementptr inbounds i8, ptr %134, i64 8
  %148 = load i64, ptr %147, align 8, !tbaa !11
  br label %149

149:                                              ; preds = %145, %144, %139
  %150 = phi i64 [ -1, %139 ], [ %141, %144 ], [ %148, %145 ]
  %151 = getelementptr inbounds i8, ptr %134, i64 8
  store i64 %150, ptr %34, align 8, !tbaa !11, !alias.scope !30
  store ptr %137, ptr %134, align 8, !tbaa !26
  store i64 0, ptr %151, align 8, !tbaa !11
  store i8 0, ptr %137, align 8, !tbaa !14
  invoke void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %127, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %152 unwind label %157

152:                                              ; preds = %149
  invoke void @__cxa_throw(ptr nonnull %127, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %213 unwind label %157

153:                                              ; preds = %80
  %154 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %195

155:                                              ; preds = %126
  %156 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br label %180

157:                                              ; preds = %152, %149
  %158 = phi i1 [ false, %152 ], [ true, %149 ]
  %159 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  %160 = load ptr, ptr %6, align 8, !tbaa !26
  %161 = icmp eq ptr %160, %33
  br i1 %161, label %165, label %162

162:                                              ; preds = %157
  %163 = load i64, ptr %33, align 8, !tbaa !14
  %164 = add i64 %163, 1
  call void @_ZdlPvm(ptr noundef %160, i64 noundef %164) #21
  br label %165

165:                                              ; preds = %162, %157
  %166 = load ptr, ptr %7, align 8, !tbaa !26
  %167 = icmp eq ptr %166, %35
  br i1 %167, label %179, label %176

168:                                              ; preds = %133, %131
  %169 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  %170 = load ptr, ptr %7, align 8, !tbaa !26
  %171 = icmp eq ptr %170, %35
  br i1 %171, label %175, label %172

172:                                              ; preds = %168
  %173 = load i64, ptr %35, align 8, !tbaa !14
  %174 = add i64 %173, 1
  call void @_ZdlPvm(ptr noundef %170, i64 noundef %174) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br label %180

175:                                              ; preds = %168
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br label %180

176:                                              ; preds = %165
  %177 = load i64, ptr %35, align 8, !tbaa !14
  %178 = add i64 %177, 1
  call void @_ZdlPvm(ptr noundef %166, i64 noundef %178) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br i1 %158, label %180, label %195

179:                                              ; preds = %165
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br i1 %158, label %180, label %195

180:                                              ; preds = %179, %176, %175, %172, %155
  %181 = phi { ptr, i32 } [ %156, %155 ], [ %159, %179 ], [ %159, %176 ], [ %169, %175 ], [ %169, %172 ]
  call void @__cxa_free_exception(ptr %127) #18
  br label %195

182:                                              ; preds = %83
  %183 = icmp eq ptr %92, %18
  br i1 %183, label %187, label %184

184:                                              ; preds = %182
  %185 = load i64, ptr %18, align 8, !tbaa !14
  %186 = add i64 %185, 1
  call void @_ZdlPvm(ptr noundef %92, i64 noundef %186) #21
  br label %187

187:                                              ; preds = %184, %182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #18
  store ptr %20, ptr %4, align 8, !tbaa !16
  %188 = load i64, ptr %22, align 8
  %189 = getelementptr inbounds i8, ptr %4, i64 %188
  store ptr %21, ptr %189, align 8, !tbaa !16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %23, align 8, !tbaa !16
  %190 = load ptr, ptr %24, align 8, !tbaa !26
  %191 = icmp eq ptr %190, %25
  br i1 %191, label %214, label %192

192:                                              ; preds = %187
  %193 = load i64, ptr %25, align 8, !tbaa !14
  %194 = add i64 %193, 1
  call void @_ZdlPvm(ptr noundef %190, i64 noundef %194) #21
  br label %214

195:                                              ; preds = %180, %179, %176, %153, %106
  %196 = phi { ptr, i32 } [ %154, %153 ], [ %181, %180 ], [ %159, %179 ], [ %102, %106 ], [ %159, %176 ]
  %197 = load ptr, ptr %5, align 8, !tbaa !26
  %198 = icmp eq ptr %197, %18
  br i1 %198, label %202, label %199

199:                                              ; preds = %195
  %200 = load i64, ptr %18, align 8, !tbaa !14
  %201 = add i64 %200, 1
  call void @_ZdlPvm(ptr noundef %197, i64 noundef %201) #21
  br label %202

202:                                              ; preds = %199, %195
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #18
  store ptr %20, ptr %4, align 8, !tbaa !16
  %203 = load i64, ptr %22, align 8
  %204 = getelementptr inbounds i8, ptr %4, i64 %203
  store ptr %21, ptr %204, align 8, !tbaa !16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %23, align 8, !tbaa !16
  %205 = load ptr, ptr %24, align 8, !tbaa !26
  %206 = icmp eq ptr %205, %25
  br i1 %206, label %210, label %207

207:                                              ; preds = %202
  %208 = load i64, ptr %25, align 8, !tbaa !14
  %209 = add i64 %208, 1
  call void @_ZdlPvm(ptr noundef %205, i64 noundef %209) #21
  br label %210

210:                                              ; preds = %202, %207
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %23, align 8, !tbaa !16
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %26) #18
  store ptr %27, ptr %4, align 8, !tbaa !16
  %211 = load i64, ptr %29, align 8
  %212 = getelementptr inbounds i8, ptr %4, i64 %211
  store ptr %28, ptr %212, align 8, !tbaa !16
  store i64 0, ptr %30, align 8, !tbaa !33
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %31) #18
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %4) #18
  br label %243

213:                                              ; preds = %152
  unreachable

214:                                              ; preds = %192, %187
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %23, align 8, !tbaa !16
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %26) #18
  store ptr %27, ptr %4, align 8, !tbaa !16
  %215 = load i64, ptr %29, align 8
  %216 = getelementptr inbounds i8, ptr %4, i64 %215
  store ptr %28, ptr %216, align 8, !tbaa !16
  store i64 0, ptr %30, align 8, !tbaa !33
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %31) #18
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %4) #18
  %217 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %81)
          to label %218 unwind label %241

218:                                              ; preds = %214
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2)
  store i8 10, ptr %2, align 4, !tbaa !14
  %219 = load ptr, ptr %217, align 8, !tbaa !16
  %220 = getelementptr i8, ptr %219, i64 -24
  %221 = load i64, ptr %220, align 8
  %222 = getelementptr inbounds i8, ptr %217, i64 %221
  %223 = getelementptr inbounds i8, ptr %222, i64 16
  %224 = load i64, ptr %223, align 8, !tbaa !35
  %225 = icmp eq i64 %224, 0
  br i1 %225, label %228, label %226

226:                                              ; preds = %218
  %227 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %217, ptr noundef nonnull %2, i64 noundef 1)
          to label %230 unwind label %241

228:                                              ; preds = %218
  %229 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) %217, i8 noundef 10)
          to label %230 unwind label %241

230:                                              ; preds = %226, %228
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2)
  %231 = load ptr, ptr %9, align 8, !tbaa !26
  %232 = icmp eq ptr %231, %16
  br i1 %232, label %236, label %233

233:                                              ; preds = %230
  %234 = load i64, ptr %16, align 8, !tbaa !14
  %235 = add i64 %234, 1
  call void @_ZdlPvm(ptr noundef %231, i64 noundef %235) #21
  br label %236

236:                                              ; preds = %230, %233
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #18
  br label %305

237:                                              ; preds = %58, %55, %47, %40
  %238 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %252

239:                                              ; preds = %66, %61
  %240 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %250

241:                                              ; preds = %228, %226, %75, %214
  %242 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %243

243:                                              ; preds = %210, %241
  %244 = phi { ptr, i32 } [ %242, %241 ], [ %196, %210 ]
  %245 = load ptr, ptr %9, align 8, !tbaa !26
  %246 = icmp eq ptr %245, %16
  br i1 %246, label %250, label %247

247:                                              ; preds = %243
  %248 = load i64, ptr %16, align 8, !tbaa !14
  %249 = add i64 %248, 1
  call void @_ZdlPvm(ptr noundef %245, i64 noundef %249) #21
  br label %250

250:                                              ; preds = %247, %243, %239
  %251 = phi { ptr, i32 } [ %240, %239 ], [ %244, %243 ], [ %244, %247 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #18
  br label %252

252:                                              ; preds = %250, %237
  %253 = phi { ptr, i32 } [ %251, %250 ], [ %238, %237 ]
  %254 = extractvalue { ptr, i32 } %253, 0
  %255 = extractvalue { ptr, i32 } %253, 1
  %256 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #18
  %257 = icmp eq i32 %255, %256
  br i1 %257, label %258, label %474

258:                                              ; preds = %252
  %259 = call ptr @__cxa_begin_catch(ptr %254) #18
  %260 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.4, i64 noundef 5)
          to label %261 unwind label %308

261:                                              ; preds = %258
  %262 = icmp eq ptr %43, null
  br i1 %262, label %263, label %271

263:                                              ; preds = %261
  %264 = load ptr, ptr @_ZSt4cout, align 8, !tbaa !16
  %265 = getelementptr i8, ptr %264, i64 -24
  %266 = load i64, ptr %265, align 8
  %267 = getelementptr inbounds i8, ptr @_ZSt4cout, i64 %266
  %268 = getelementptr inbounds i8, ptr %267, i64 32
  %269 = load i32, ptr %268, align 8, !tbaa !18
  %270 = or i32 %269, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %267, i32 noundef %270)
          to label %274 unwind label %308

271:                                              ; preds = %261
  %272 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %43) #18
  %273 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull %43, i64 noundef %272)
          to label %274 unwind label %308

274:                                              ; preds = %263, %271
  %275 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.6, i64 noundef 11)
          to label %276 unwind label %308

276:                                              ; preds = %274
  %277 = load ptr, ptr %259, align 8, !tbaa !16
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  %279 = load ptr, ptr %278, align 8
  %280 = call noundef ptr %279(ptr noundef nonnull align 8 dereferenceable(16) %259) #18
  %281 = icmp eq ptr %280, null
  br i1 %281, label %282, label %290

282:                                              ; preds = %276
  %283 = load ptr, ptr @_ZSt4cout, align 8, !tbaa !16
  %284 = getelementptr i8, ptr %283, i64 -24
  %285 = load i64, ptr %284, align 8
  %286 = getelementptr inbounds i8, ptr @_ZSt4cout, i64 %285
  %287 = getelementptr inbounds i8, ptr %286, i64 32
  %288 = load i32, ptr %287, align 8, !tbaa !18
  %289 = or i32 %288, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %286, i32 noundef %289)
          to label %293 unwind label %308

290:                                              ; preds = %276
  %291 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %280) #18
  %292 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull %280, i64 noundef %291)
          to label %293 unwind label %308

293:                                              ; preds = %282, %290
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1)
  store i8 10, ptr %1, align 4, !tbaa !14
  %294 = load ptr, ptr @_ZSt4cout, align 8, !tbaa !16
  %295 = getelementptr i8, ptr %294, i64 -24
  %296 = load i64, ptr %295, align 8
  %297 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @_ZSt4cout, i64 16), i64 %296
  %298 = load i64, ptr %297, align 8, !tbaa !35
  %299 = icmp eq i64 %298, 0
  br i1 %299, label %302, label %300

300:                                              ; preds = %293
  %301 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull %1, i64 noundef 1)
          to label %304 unwind label %308

302:                                              ; preds = %293
  %303 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i8 noundef 10)
          to label %304 unwind label %308

304:                                              ; preds = %300, %302
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1)
  call void @__cxa_end_catch()
  br label %305

305:                                              ; preds = %304, %236
  %306 = add nuw nsw i64 %41, 8
  %307 = icmp eq i64 %306, 32
  br i1 %307, label %36, label %40

308:                                              ; preds = %302, %300, %290, %282, %274, %271, %263, %258
  %309 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %310 unwind label %479

310:                                              ; preds = %308
  %311 = extractvalue { ptr, i32 } %309, 1
  %312 = extractvalue { ptr, i32 } %309, 0
  br label %474

313:                                              ; preds = %36
  %314 = load ptr, ptr %11, align 8, !tbaa !26
  %315 = icmp eq ptr %314, %37
  br i1 %315, label %319, label %316

316:                                              ; preds = %313
  %317 = load i64, ptr %37, align 8, !tbaa !14
  %318 = add i64 %317, 1
  call void @_ZdlPvm(ptr noundef %314, i64 noundef %318) #21
  br label %319

319:                                              ; preds = %313, %316
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #18
  %320 = load ptr, ptr %10, align 8, !tbaa !16
  %321 = getelementptr i8, ptr %320, i64 -24
  %322 = load i64, ptr %321, align 8
  %323 = getelementptr inbounds i8, ptr %10, i64 %322
  %324 = getelementptr inbounds i8, ptr %323, i64 28
  store i32 5, ptr %324, align 4, !tbaa !36
  %325 = getelementptr inbounds i8, ptr %323, i64 32
  %326 = load i32, ptr %325, align 8, !tbaa !18
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %323, i32 noundef %326)
          to label %327 unwind label %350

327:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #18
  store i32 0, ptr %12, align 4, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #18
  store i32 0, ptr %13, align 4, !tbaa !27
  %328 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSirsERi(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %329 unwind label %354

329:                                              ; preds = %327
  %330 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.8, i64 noundef 5)
          to label %331 unwind label %354

331:                                              ; preds = %329
  %332 = load i32, ptr %12, align 4, !tbaa !27
  %333 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %332)
          to label %334 unwind label %354

334:                                              ; preds = %331
  %335 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c(ptr noundef nonnull align 8 dereferenceable(8) %333, i8 noundef 10)
          to label %336 unwind label %354

336:                                              ; preds = %334
  %337 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSirsERi(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %338 unwind label %354

338:                                              ; preds = %336
  %339 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.9, i64 noundef 12)
          to label %381 unwind label %354

340:                                              ; preds = %36
  %341 = landingpad { ptr, i32 }
          cleanup
  %342 = load ptr, ptr %11, align 8, !tbaa !26
  %343 = icmp eq ptr %342, %37
  br i1 %343, label %347, label %344

344:                                              ; preds = %340
  %345 = load i64, ptr %37, align 8, !tbaa !14
  %346 = add i64 %345, 1
  call void @_ZdlPvm(ptr noundef %342, i64 noundef %346) #21
  br label %347

347:                                              ; preds = %344, %340
  %348 = extractvalue { ptr, i32 } %341, 0
  %349 = extractvalue { ptr, i32 } %341, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #18
  br label %471

350:                                              ; preds = %319
  %351 = landingpad { ptr, i32 }
          cleanup
  %352 = extractvalue { ptr, i32 } %351, 0
  %353 = extractvalue { ptr, i32 } %351, 1
  br label %452

354:                                              ; preds = %338, %329, %336, %334, %331, %327
  %355 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt8ios_base7failureB5cxx11E
  %356 = extractvalue { ptr, i32 } %355, 0
  %357 = extractvalue { ptr, i32 } %355, 1
  %358 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt8ios_base7failureB5cxx11E) #18
  %359 = icmp eq i32 %357, %358
  br i1 %359, label %360, label %449

360:                                              ; preds = %354
  %361 = call ptr @__cxa_begin_catch(ptr %356) #18
  %362 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.10, i64 noundef 32)
          to label %363 unwind label %388

363:                                              ; preds = %360
  %364 = load i32, ptr %12, align 4, !tbaa !27
  %365 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %364)
          to label %366 unwind label %388

366:                                              ; preds = %363
  %367 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %365, ptr noundef nonnull @.str.11, i64 noundef 7)
          to label %368 unwind label %388

368:                                              ; preds = %366
  %369 = load ptr, ptr %10, align 8, !tbaa !16
  %370 = getelementptr i8, ptr %369, i64 -24
  %371 = load i64, ptr %370, align 8
  %372 = getelementptr inbounds i8, ptr %10, i64 %371
  %373 = getelementptr inbounds i8, ptr %372, i64 32
  %374 = load i32, ptr %373, align 8, !tbaa !18
  %375 = and i32 %374, 5
  %376 = icmp ne i32 %375, 0
  %377 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertIbEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %365, i1 noundef %376)
          to label %378 unwind label %388

378:                                              ; preds = %368
  %379 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c(ptr noundef nonnull align 8 dereferenceable(8) %377, i8 noundef 10)
          to label %380 unwind label %388

380:                                              ; preds = %378
  invoke void @__cxa_end_catch()
          to label %381 unwind label %390

381:                                              ; preds = %338, %380
  call void @llvm.lifetime.start.p0(i64 376, ptr nonnull %14) #18
  invoke void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEC1Ev(ptr noundef nonnull align 8 dereferenceable(112) %14)
          to label %382 unwind label %396

382:                                              ; preds = %381
  %383 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %14, ptr noundef nonnull @.str.12, i64 noundef 7)
          to label %384 unwind label %400

384:                                              ; preds = %382
  %385 = call ptr @__cxa_allocate_exception(i64 16) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #18
  invoke void @_ZNKSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEE3strEv(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %15, ptr noundef nonnull align 8 dereferenceable(112) %14)
          to label %386 unwind label %402

386:                                              ; preds = %384
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %385, ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %387 unwind label %404

387:                                              ; preds = %386
  invoke void @__cxa_throw(ptr nonnull %385, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #19
          to label %482 unwind label %404

388:                                              ; preds = %368, %366, %360, %378, %363
  %389 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %392 unwind label %479

390:                                              ; preds = %380
  %391 = landingpad { ptr, i32 }
          cleanup
  br label %392

392:                                              ; preds = %388, %390
  %393 = phi { ptr, i32 } [ %391, %390 ], [ %389, %388 ]
  %394 = extractvalue { ptr, i32 } %393, 0
  %395 = extractvalue { ptr, i32 } %393, 1
  br label %449

396:                                              ; preds = %381
  %397 = landingpad { ptr, i32 }
          cleanup
  %398 = extractvalue { ptr, i32 } %397, 0
  %399 = extractvalue { ptr, i32 } %397, 1
  br label %446

400:                                              ; preds = %382
  %401 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %416

402:                                              ; preds = %384
  %403 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #18
  br label %414

404:                                              ; preds = %387, %386
  %405 = phi i1 [ false, %387 ], [ true, %386 ]
  %406 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %407 = load ptr, ptr %15, align 8, !tbaa !26
  %408 = getelementptr inbounds i8, ptr %15, i64 16
  %409 = icmp eq ptr %407, %408
  br i1 %409, label %413, label %410

410:                                              ; preds = %404
  %411 = load i64, ptr %408, align 8, !tbaa !14
  %412 = add i64 %411, 1
  call void @_ZdlPvm(ptr noundef %407, i64 noundef %412) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #18
  br i1 %405, label %414, label %416

413:                                              ; preds = %404
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #18
  br i1 %405, label %414, label %416

414:                                              ; preds = %410, %402, %413
  %415 = phi { ptr, i32 } [ %403, %402 ], [ %406, %413 ], [ %406, %410 ]
  call void @__cxa_free_exception(ptr %385) #18
  br label %416

416:                                              ; preds = %410, %413, %414, %400
  %417 = phi { ptr, i32 } [ %415, %414 ], [ %406, %413 ], [ %401, %400 ], [ %406, %410 ]
  %418 = extractvalue { ptr, i32 } %417, 0
  %419 = extractvalue { ptr, i32 } %417, 1
  %420 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #18
  %421 = icmp eq i32 %419, %420
  br i1 %421, label %422, label %443

422:                                              ; preds = %416
  %423 = call ptr @__cxa_begin_catch(ptr %418) #18
  %424 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.13, i64 noundef 9)
          to label %425 unwind label %435

425:                                              ; preds = %422
  %426 = load ptr, ptr %423, align 8, !tbaa !16
  %427 = getelementptr inbounds i8, ptr %426, i64 16
  %428 = load ptr, ptr %427, align 8
  %429 = call noundef ptr %428(ptr noundef nonnull align 8 dereferenceable(8) %423) #18
  %430 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef %429)
          to label %431 unwind label %435

431:                                              ; preds = %425
  %432 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %430)
          to label %433 unwind label %435

433:                                              ; preds = %431
  invoke void @__cxa_end_catch()
          to label %434 unwind label %437

434:                                              ; preds = %433
  call void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(112) %14) #18
  call void @llvm.lifetime.end.p0(i64 376, ptr nonnull %14) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %10) #18
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %10) #18
  ret i32 0

435:                                              ; preds = %431, %422, %425
  %436 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %439 unwind label %479

437:                                              ; preds = %433
  %438 = landingpad { ptr, i32 }
          cleanup
  br label %439

439:                                              ; preds = %435, %437
  %440 = phi { ptr, i32 } [ %438, %437 ], [ %436, %435 ]
  %441 = extractvalue { ptr, i32 } %440, 0
  %442 = extractvalue { ptr, i32 } %440, 1
  br label %443

443:                                              ; preds = %439, %416
  %444 = phi i32 [ %442, %439 ], [ %419, %416 ]
  %445 = phi ptr [ %441, %439 ], [ %418, %416 ]
  call void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(112) %14) #18
  br label %446

446:                                              ; preds = %443, %396
  %447 = phi i32 [ %444, %443 ], [ %399, %396 ]
  %448 = phi ptr [ %445, %443 ], [ %398, %396 ]
  call void @llvm.lifetime.end.p0(i64 376, ptr nonnull %14) #18
  br label %449

449:                                              ; preds = %446, %392, %354
  %450 = phi i32 [ %447, %446 ], [ %395, %392 ], [ %357, %354 ]
  %451 = phi ptr [ %448, %446 ], [ %394, %392 ], [ %356, %354 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18
  br label %452

452:                                              ; preds = %449, %350
  %453 = phi i32 [ %450, %449 ], [ %353, %350 ]
  %454 = phi ptr [ %451, %449 ], [ %352, %350 ]
  store ptr %20, ptr %10, align 8, !tbaa !16
  %455 = load i64, ptr %22, align 8
  %456 = getelementptr inbounds i8, ptr %10, i64 %455
  store ptr %21, ptr %456, align 8, !tbaa !16
  %457 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %457, align 8, !tbaa !16
  %458 = getelementptr inbounds i8, ptr %10, i64 88
  %459 = load ptr, ptr %458, align 8, !tbaa !26
  %460 = getelementptr inbounds i8, ptr %10, i64 104
  %461 = icmp eq ptr %459, %460
  br i1 %461, label %465, label %462

462:                                              ; preds = %452
  %463 = load i64, ptr %460, align 8, !tbaa !14
  %464 = add i64 %463, 1
  call void @_ZdlPvm(ptr noundef %459, i64 noundef %464) #21
  br label %465

465:                                              ; preds = %452, %462
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %457, align 8, !tbaa !16
  %466 = getelementptr inbounds i8, ptr %10, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %466) #18
  store ptr %27, ptr %10, align 8, !tbaa !16
  %467 = load i64, ptr %29, align 8
  %468 = getelementptr inbounds i8, ptr %10, i64 %467
  store ptr %28, ptr %468, align 8, !tbaa !16
  %469 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 0, ptr %469, align 8, !tbaa !33
  %470 = getelementptr inbounds i8, ptr %10, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %470) #18
  br label %471

471:                                              ; preds = %465, %347
  %472 = phi i32 [ %453, %465 ], [ %349, %347 ]
  %473 = phi ptr [ %454, %465 ], [ %348, %347 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %10) #18
  br label %474

474:                                              ; preds = %252, %310, %471
  %475 = phi i32 [ %472, %471 ], [ %311, %310 ], [ %255, %252 ]
  %476 = phi ptr [ %473, %471 ], [ %312, %310 ], [ %254, %252 ]
  %477 = insertvalue { ptr, i32 } poison, ptr %476, 0
  %478 = insertvalue { ptr, i32 } %477, i32 %475, 1
  resume { ptr, i32 } %478

479:                                              ; preds = %435, %388, %308
  %480 = landingpad { ptr, i32 }
          catch ptr null
  %481 = extractvalue { ptr, i32 } %480, 0
  call void @__clang_call_terminate(ptr %481) #22
  unreachable

482:                                              ; preds = %387
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #6

declare i32 @__gxx_personality_v0(...)

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #8 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #18
  tail call void @_ZSt9terminatev() #22
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
declare void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120), ptr noundef nonnull align 8 dereferenceable(32), i32 noundef) unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSirsERi(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #0

; Function Attrs: mustprogress uwtable
declare void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEC1Ev(ptr noundef nonnull align 8 dereferenceable(112)) unnamed_addr #9

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress uwtable
declare void @_ZNKSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEE3strEv(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8, ptr noundef nonnull align 8 dereferenceable(112)) local_unnamed_addr #9

declare void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #0

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #1

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(112)) unnamed_addr #10

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120)) unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #0

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 {
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #18
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %6, align 8, !tbaa !11
  store i8 0, ptr %5, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !11
  %9 = add i64 %8, %4
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEm(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %9)
          to label %10 unwind label %26

10:                                               ; preds = %3
  %11 = load i64, ptr %6, align 8, !tbaa !11
  %12 = sub i64 4611686018427387903, %11
  %13 = icmp ult i64 %12, %4
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, i64 noundef %4)
          to label %16 unwind label %26

16:                                               ; preds = %14
  %17 = load i64, ptr %7, align 8, !tbaa !11
  %18 = load i64, ptr %6, align 8, !tbaa !11
  %19 = sub i64 4611686018427387903, %18
  %20 = icmp ult i64 %19, %17
  br i1 %20, label %21, label %23

21:                                               ; preds = %16, %10
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #19
          to label %22 unwind label %26

22:                                               ; preds = %21
  unreachable

23:                                               ; preds = %16
  %24 = load ptr, ptr %2, align 8, !tbaa !26
  %25 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %24, i64 noundef %17)
          to label %33 unwind label %26

26:                                               ; preds = %21, %23, %14, %3
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = load ptr, ptr %0, align 8, !tbaa !26
  %29 = icmp eq ptr %28, %5
  br i1 %29, label %34, label %30

30:                                               ; preds = %26
  %31 = load i64, ptr %5, align 8, !tbaa !14
  %32 = add i64 %31, 1
  tail call void @_ZdlPvm(ptr noundef %28, i64 noundef %32) #21
  br label %34

33:                                               ; preds = %23
  ret void

34:                                               ; preds = %30, %26
  resume { ptr, i32 } %27
}

declare void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #0

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt24__throw_invalid_argumentPKc(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #13

; Function Attrs: noreturn
declare void @_ZSt20__throw_out_of_rangePKc(ptr noundef) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #12

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef) local_unnamed_addr #0

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(216)) unnamed_addr #1

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #12

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #1

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #0

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #0

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef) local_unnamed_addr #0

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertIbEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i1 noundef) local_unnamed_addr #0

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_iostream_exceptions.cpp() #16 section ".text.startup" {
  tail call void @_ZNSt8ios_base4InitC1Ev(ptr noundef nonnull align 1 dereferenceable(1) @_ZStL8__ioinit)
  %1 = tail call i32 @__cxa_atexit(ptr nonnull @_ZNSt8ios_base4InitD1Ev, ptr nonnull @_ZStL8__ioinit, ptr nonnull @__dso_handle) #18
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #17

attributes #0 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind }
attributes #3 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { inlinehint mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #18 = { nounwind }
attributes #19 = { noreturn }
attributes #20 = { nounwind willreturn memory(none) }
attributes #21 = { builtin nounwind }
attributes #22 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !13, i64 8}
!12 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !7, i64 0, !13, i64 8, !9, i64 16}
!13 = !{!"long", !9, i64 0}
!14 = !{!9, !9, i64 0}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"vtable pointer", !10, i64 0}
!18 = !{!19, !21, i64 32}
!19 = !{!"_ZTSSt8ios_base", !13, i64 8, !13, i64 16, !20, i64 24, !21, i64 28, !21, i64 32, !8, i64 40, !22, i64 48, !9, i64 64, !23, i64 192, !8, i64 200, !24, i64 208}
!20 = !{!"_ZTSSt13_Ios_Fmtflags", !9, i64 0}
!21 = !{!"_ZTSSt12_Ios_Iostate", !9, i64 0}
!22 = !{!"_ZTSNSt8ios_base6_WordsE", !8, i64 0, !13, i64 8}
!23 = !{!"int", !9, i64 0}
!24 = !{!"_ZTSSt6locale", !8, i64 0}
!25 = !{!13, !13, i64 0}
!26 = !{!12, !8, i64 0}
!27 = !{!23, !23, i64 0}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_: argument 0"}
!32 = distinct !{!32, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_"}
!33 = !{!34, !13, i64 8}
!34 = !{!"_ZTSSi", !13, i64 8}
!35 = !{!19, !13, i64 16}
!36 = !{!19, !21, i64 28}
