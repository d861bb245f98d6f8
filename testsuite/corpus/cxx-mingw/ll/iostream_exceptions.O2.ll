; ModuleID = 'iostream_exceptions.cpp'
source_filename = "iostream_exceptions.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%"class.std::ios_base::Init" = type { i8 }
%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type <{ ptr, i32, [4 x i8] }>
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
%struct._Save_errno = type { i32 }

$__clang_call_terminate = comdat any

$_ZNSt7__cxx114stoiERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_ = comdat any

$_ZZN9__gnu_cxx6__stoaIlicJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev = comdat any

$_ZTSSt16invalid_argument = comdat any

$_ZTSSt11logic_error = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt11logic_error = comdat any

$_ZTISt16invalid_argument = comdat any

$_ZTSNSt8ios_base7failureB5cxx11E = comdat any

$_ZTSSt12system_error = comdat any

$_ZTSSt13runtime_error = comdat any

$_ZTISt13runtime_error = comdat any

$_ZTISt12system_error = comdat any

$_ZTINSt8ios_base7failureB5cxx11E = comdat any

@_ZStL8__ioinit = internal global %"class.std::ios_base::Init" zeroinitializer, align 1
@.str = private unnamed_addr constant [6 x i8] c"1 2 3\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"10 x 20\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"4 5five 6\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"  \00", align 1
@__const.main.inputs = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt16invalid_argument = linkonce_odr dso_local constant [21 x i8] c"St16invalid_argument\00", comdat, align 1
@_ZTSSt11logic_error = linkonce_odr dso_local constant [16 x i8] c"St11logic_error\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTISt11logic_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt11logic_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTISt16invalid_argument = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt16invalid_argument, ptr @_ZTISt11logic_error }, comdat, align 8
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"sum(\22\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"\22) = \00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"\22) failed: \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"12 ab\00", align 1
@_ZTSNSt8ios_base7failureB5cxx11E = linkonce_odr dso_local constant [29 x i8] c"NSt8ios_base7failureB5cxx11E\00", comdat, align 1
@_ZTSSt12system_error = linkonce_odr dso_local constant [17 x i8] c"St12system_error\00", comdat, align 1
@_ZTSSt13runtime_error = linkonce_odr dso_local constant [18 x i8] c"St13runtime_error\00", comdat, align 1
@_ZTISt13runtime_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13runtime_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTISt12system_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt12system_error, ptr @_ZTISt13runtime_error }, comdat, align 8
@_ZTINSt8ios_base7failureB5cxx11E = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSNSt8ios_base7failureB5cxx11E, ptr @_ZTISt12system_error }, comdat, align 8
@.str.8 = private unnamed_addr constant [6 x i8] c"read \00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"ios_base::failure after reading \00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c", fail \00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"partial\00", align 1
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

declare dso_local void @_ZNSt8ios_base4InitC1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #0

; Function Attrs: nounwind
declare dso_local void @_ZNSt8ios_base4InitD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal void @__dtor__ZStL8__ioinit() #2 {
  tail call void @_ZNSt8ios_base4InitD1Ev(ptr @_ZStL8__ioinit)
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local i32 @atexit(ptr) local_unnamed_addr #3

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca i64, align 8
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
  %18 = getelementptr inbounds i8, ptr %4, i64 16
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  %20 = load ptr, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, align 8
  %21 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 24), align 8
  %22 = getelementptr i8, ptr %20, i64 -24
  %23 = getelementptr inbounds i8, ptr %3, i64 16
  %24 = getelementptr inbounds i8, ptr %3, i64 88
  %25 = getelementptr inbounds i8, ptr %3, i64 104
  %26 = getelementptr inbounds i8, ptr %3, i64 72
  %27 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %29 = getelementptr i8, ptr %27, i64 -24
  %30 = getelementptr inbounds i8, ptr %3, i64 8
  %31 = getelementptr inbounds i8, ptr %3, i64 120
  %32 = getelementptr inbounds i8, ptr %7, i64 8
  %33 = getelementptr inbounds i8, ptr %6, i64 16
  %34 = getelementptr inbounds i8, ptr %6, i64 8
  %35 = getelementptr inbounds i8, ptr %7, i64 16
  br label %40

36:                                               ; preds = %266
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %10) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #18
  %37 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %37, ptr %11, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %37, ptr noundef nonnull align 1 dereferenceable(5) @.str.7, i64 5, i1 false)
  %38 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 5, ptr %38, align 8, !tbaa !10
  %39 = getelementptr inbounds i8, ptr %11, i64 21
  store i8 0, ptr %39, align 1, !tbaa !13
  invoke void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, i32 noundef 8)
          to label %274 unwind label %299

40:                                               ; preds = %0, %266
  %41 = phi i64 [ 0, %0 ], [ %267, %266 ]
  %42 = getelementptr inbounds i8, ptr @__const.main.inputs, i64 %41
  %43 = load ptr, ptr %42, align 8, !tbaa !14
  %44 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.4, i64 noundef 5)
          to label %45 unwind label %200

45:                                               ; preds = %40
  %46 = icmp eq ptr %43, null
  br i1 %46, label %47, label %55

47:                                               ; preds = %45
  %48 = load ptr, ptr @_ZSt4cout, align 8, !tbaa !15
  %49 = getelementptr i8, ptr %48, i64 -24
  %50 = load i64, ptr %49, align 8
  %51 = getelementptr inbounds i8, ptr @_ZSt4cout, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 32
  %53 = load i32, ptr %52, align 8, !tbaa !17
  %54 = or i32 %53, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %51, i32 noundef %54)
          to label %58 unwind label %200

55:                                               ; preds = %45
  %56 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %43) #18
  %57 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull %43, i64 noundef %56)
          to label %58 unwind label %200

58:                                               ; preds = %47, %55
  %59 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.5, i64 noundef 5)
          to label %60 unwind label %200

60:                                               ; preds = %58
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #18
  store ptr %16, ptr %9, align 8, !tbaa !5
  br i1 %46, label %61, label %63

61:                                               ; preds = %60
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.18) #19
          to label %62 unwind label %202

62:                                               ; preds = %61
  unreachable

63:                                               ; preds = %60
  %64 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %43) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #18
  store i64 %64, ptr %8, align 8, !tbaa !25
  %65 = icmp ugt i64 %64, 15
  br i1 %65, label %66, label %70

66:                                               ; preds = %63
  %67 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef 0)
          to label %68 unwind label %202

68:                                               ; preds = %66
  store ptr %67, ptr %9, align 8, !tbaa !26
  %69 = load i64, ptr %8, align 8, !tbaa !25
  store i64 %69, ptr %16, align 8, !tbaa !13
  br label %70

70:                                               ; preds = %68, %63
  %71 = phi ptr [ %67, %68 ], [ %16, %63 ]
  switch i64 %64, label %74 [
    i64 1, label %72
    i64 0, label %75
  ]

72:                                               ; preds = %70
  %73 = load i8, ptr %43, align 1, !tbaa !13
  store i8 %73, ptr %71, align 1, !tbaa !13
  br label %75

74:                                               ; preds = %70
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %71, ptr nonnull align 1 %43, i64 %64, i1 false)
  br label %75

75:                                               ; preds = %74, %72, %70
  %76 = load i64, ptr %8, align 8, !tbaa !25
  store i64 %76, ptr %17, align 8, !tbaa !10
  %77 = load ptr, ptr %9, align 8, !tbaa !26
  %78 = getelementptr inbounds i8, ptr %77, i64 %76
  store i8 0, ptr %78, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #18
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %3) #18
  invoke void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120) %3, ptr noundef nonnull align 8 dereferenceable(32) %9, i32 noundef 8)
          to label %79 unwind label %204

79:                                               ; preds = %75
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #18
  store ptr %18, ptr %4, align 8, !tbaa !5
  store i64 0, ptr %19, align 8, !tbaa !10
  store i8 0, ptr %18, align 8, !tbaa !13
  br label %80

80:                                               ; preds = %150, %79
  %81 = phi i32 [ 0, %79 ], [ %151, %150 ]
  %82 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %83 unwind label %125

83:                                               ; preds = %80
  %84 = load ptr, ptr %82, align 8, !tbaa !15
  %85 = getelementptr i8, ptr %84, i64 -24
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %82, i64 %86
  %88 = getelementptr inbounds i8, ptr %87, i64 32
  %89 = load i32, ptr %88, align 8, !tbaa !17
  %90 = and i32 %89, 5
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %154

92:                                               ; preds = %83
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18
  store i64 0, ptr %5, align 8, !tbaa !25
  %93 = invoke noundef i32 @_ZNSt7__cxx114stoiERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull %5, i32 noundef 10)
          to label %94 unwind label %127

94:                                               ; preds = %92
  %95 = load i64, ptr %5, align 8, !tbaa !25
  %96 = load i64, ptr %19, align 8, !tbaa !10
  %97 = icmp eq i64 %95, %96
  br i1 %97, label %150, label %98

98:                                               ; preds = %94
  %99 = call ptr @__cxa_allocate_exception(i64 16) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #18
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %7, ptr noundef nonnull @.str.14, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %100 unwind label %129

100:                                              ; preds = %98
  call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %101 = load i64, ptr %32, align 8, !tbaa !10, !noalias !27
  %102 = icmp eq i64 %101, 4611686018427387903
  br i1 %102, label %103, label %105

103:                                              ; preds = %100
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #19
          to label %104 unwind label %140

104:                                              ; preds = %103
  unreachable

105:                                              ; preds = %100
  %106 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull @.str.15, i64 noundef 1)
          to label %107 unwind label %140

107:                                              ; preds = %105
  store ptr %33, ptr %6, align 8, !tbaa !5, !alias.scope !27
  %108 = load ptr, ptr %106, align 8, !tbaa !26
  %109 = getelementptr inbounds i8, ptr %106, i64 16
  %110 = icmp eq ptr %108, %109
  br i1 %110, label %111, label %117

111:                                              ; preds = %107
  %112 = getelementptr inbounds i8, ptr %106, i64 8
  %113 = load i64, ptr %112, align 8, !tbaa !10
  %114 = add i64 %113, 1
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %121, label %116

116:                                              ; preds = %111
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %33, ptr nonnull align 8 %109, i64 %114, i1 false)
  br label %121

117:                                              ; preds = %107
  store ptr %108, ptr %6, align 8, !tbaa !26, !alias.scope !27
  %118 = load i64, ptr %109, align 8, !tbaa !13
  store i64 %118, ptr %33, align 8, !tbaa !13, !alias.scope !27
  %119 = getelementptr inbounds i8, ptr %106, i64 8
  %120 = load i64, ptr %119, align 8, !tbaa !10
  br label %121

121:                                              ; preds = %117, %116, %111
  %122 = phi i64 [ -1, %111 ], [ %113, %116 ], [ %120, %117 ]
  %123 = getelementptr inbounds i8, ptr %106, i64 8
  store i64 %122, ptr %34, align 8, !tbaa !10, !alias.scope !27
  store ptr %109, ptr %106, align 8, !tbaa !26
  store i64 0, ptr %123, align 8, !tbaa !10
  store i8 0, ptr %109, align 8, !tbaa !13
  invoke void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %99, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %124 unwind label %131

124:                                              ; preds = %121
  invoke void @__cxa_throw(ptr nonnull %99, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %178 unwind label %131

125:                                              ; preds = %80
  %126 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %164

127:                                              ; preds = %92
  %128 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %152

129:                                              ; preds = %98
  %130 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br label %148

131:                                              ; preds = %124, %121
  %132 = phi i1 [ false, %124 ], [ true, %121 ]
  %133 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  %134 = load ptr, ptr %6, align 8, !tbaa !26
  %135 = icmp eq ptr %134, %33
  br i1 %135, label %137, label %136

136:                                              ; preds = %131
  call void @_ZdlPv(ptr noundef %134) #20
  br label %137

137:                                              ; preds = %136, %131
  %138 = load ptr, ptr %7, align 8, !tbaa !26
  %139 = icmp eq ptr %138, %35
  br i1 %139, label %147, label %146

140:                                              ; preds = %105, %103
  %141 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  %142 = load ptr, ptr %7, align 8, !tbaa !26
  %143 = icmp eq ptr %142, %35
  br i1 %143, label %144, label %145

144:                                              ; preds = %140
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br label %148

145:                                              ; preds = %140
  call void @_ZdlPv(ptr noundef %142) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br label %148

146:                                              ; preds = %137
  call void @_ZdlPv(ptr noundef %138) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br i1 %132, label %148, label %152

147:                                              ; preds = %137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  br i1 %132, label %148, label %152

148:                                              ; preds = %147, %146, %145, %144, %129
  %149 = phi { ptr, i32 } [ %130, %129 ], [ %133, %147 ], [ %133, %146 ], [ %141, %145 ], [ %141, %144 ]
  call void @__cxa_free_exception(ptr %99) #18
  br label %152

150:                                              ; preds = %94
  %151 = add nsw i32 %93, %81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
  br label %80, !llvm.loop !30

152:                                              ; preds = %148, %147, %146, %127
  %153 = phi { ptr, i32 } [ %149, %148 ], [ %133, %147 ], [ %128, %127 ], [ %133, %146 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
  br label %164

154:                                              ; preds = %83
  %155 = load ptr, ptr %4, align 8, !tbaa !26
  %156 = icmp eq ptr %155, %18
  br i1 %156, label %158, label %157

157:                                              ; preds = %154
  call void @_ZdlPv(ptr noundef %155) #20
  br label %158

158:                                              ; preds = %157, %154
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #18
  store ptr %20, ptr %3, align 8, !tbaa !15
  %159 = load i64, ptr %22, align 8
  %160 = getelementptr inbounds i8, ptr %3, i64 %159
  store ptr %21, ptr %160, align 8, !tbaa !15
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %23, align 8, !tbaa !15
  %161 = load ptr, ptr %24, align 8, !tbaa !26
  %162 = icmp eq ptr %161, %25
  br i1 %162, label %179, label %163

163:                                              ; preds = %158
  call void @_ZdlPv(ptr noundef %161) #20
  br label %179

164:                                              ; preds = %152, %125
  %165 = phi { ptr, i32 } [ %153, %152 ], [ %126, %125 ]
  %166 = load ptr, ptr %4, align 8, !tbaa !26
  %167 = icmp eq ptr %166, %18
  br i1 %167, label %169, label %168

168:                                              ; preds = %164
  call void @_ZdlPv(ptr noundef %166) #20
  br label %169

169:                                              ; preds = %168, %164
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #18
  store ptr %20, ptr %3, align 8, !tbaa !15
  %170 = load i64, ptr %22, align 8
  %171 = getelementptr inbounds i8, ptr %3, i64 %170
  store ptr %21, ptr %171, align 8, !tbaa !15
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %23, align 8, !tbaa !15
  %172 = load ptr, ptr %24, align 8, !tbaa !26
  %173 = icmp eq ptr %172, %25
  br i1 %173, label %175, label %174

174:                                              ; preds = %169
  call void @_ZdlPv(ptr noundef %172) #20
  br label %175

175:                                              ; preds = %169, %174
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %23, align 8, !tbaa !15
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %26) #18
  store ptr %27, ptr %3, align 8, !tbaa !15
  %176 = load i64, ptr %29, align 8
  %177 = getelementptr inbounds i8, ptr %3, i64 %176
  store ptr %28, ptr %177, align 8, !tbaa !15
  store i64 0, ptr %30, align 8, !tbaa !32
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %31) #18
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %3) #18
  br label %206

178:                                              ; preds = %124
  unreachable

179:                                              ; preds = %163, %158
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %23, align 8, !tbaa !15
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %26) #18
  store ptr %27, ptr %3, align 8, !tbaa !15
  %180 = load i64, ptr %29, align 8
  %181 = getelementptr inbounds i8, ptr %3, i64 %180
  store ptr %28, ptr %181, align 8, !tbaa !15
  store i64 0, ptr %30, align 8, !tbaa !32
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %31) #18
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %3) #18
  %182 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %81)
          to label %183 unwind label %204

183:                                              ; preds = %179
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2)
  store i8 10, ptr %2, align 1, !tbaa !13
  %184 = load ptr, ptr %182, align 8, !tbaa !15
  %185 = getelementptr i8, ptr %184, i64 -24
  %186 = load i64, ptr %185, align 8
  %187 = getelementptr inbounds i8, ptr %182, i64 %186
  %188 = getelementptr inbounds i8, ptr %187, i64 16
  %189 = load i64, ptr %188, align 8, !tbaa !34
  %190 = icmp eq i64 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %183
  %192 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) %182, ptr noundef nonnull %2, i64 noundef 1)
          to label %195 unwind label %204

193:                                              ; preds = %183
  %194 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) %182, i8 noundef 10)
          to label %195 unwind label %204

195:                                              ; preds = %191, %193
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2)
  %196 = load ptr, ptr %9, align 8, !tbaa !26
  %197 = icmp eq ptr %196, %16
  br i1 %197, label %199, label %198

198:                                              ; preds = %195
  call void @_ZdlPv(ptr noundef %196) #20
  br label %199

199:                                              ; preds = %195, %198
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #18
  br label %266

200:                                              ; preds = %58, %55, %47, %40
  %201 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %213

202:                                              ; preds = %66, %61
  %203 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %211

204:                                              ; preds = %193, %191, %75, %179
  %205 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %206

206:                                              ; preds = %175, %204
  %207 = phi { ptr, i32 } [ %205, %204 ], [ %165, %175 ]
  %208 = load ptr, ptr %9, align 8, !tbaa !26
  %209 = icmp eq ptr %208, %16
  br i1 %209, label %211, label %210

210:                                              ; preds = %206
  call void @_ZdlPv(ptr noundef %208) #20
  br label %211

211:                                              ; preds = %210, %206, %202
  %212 = phi { ptr, i32 } [ %203, %202 ], [ %207, %206 ], [ %207, %210 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #18
  br label %213

213:                                              ; preds = %211, %200
  %214 = phi { ptr, i32 } [ %212, %211 ], [ %201, %200 ]
  %215 = extractvalue { ptr, i32 } %214, 0
  %216 = extractvalue { ptr, i32 } %214, 1
  %217 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #18
  %218 = icmp eq i32 %216, %217
  br i1 %218, label %219, label %427

219:                                              ; preds = %213
  %220 = call ptr @__cxa_begin_catch(ptr %215) #18
  %221 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.4, i64 noundef 5)
          to label %222 unwind label %269

222:                                              ; preds = %219
  %223 = icmp eq ptr %43, null
  br i1 %223, label %224, label %232

224:                                              ; preds = %222
  %225 = load ptr, ptr @_ZSt4cout, align 8, !tbaa !15
  %226 = getelementptr i8, ptr %225, i64 -24
  %227 = load i64, ptr %226, align 8
  %228 = getelementptr inbounds i8, ptr @_ZSt4cout, i64 %227
  %229 = getelementptr inbounds i8, ptr %228, i64 32
  %230 = load i32, ptr %229, align 8, !tbaa !17
  %231 = or i32 %230, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %228, i32 noundef %231)
          to label %235 unwind label %269

232:                                              ; preds = %222
  %233 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %43) #18
  %234 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull %43, i64 noundef %233)
          to label %235 unwind label %269

235:                                              ; preds = %224, %232
  %236 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.6, i64 noundef 11)
          to label %237 unwind label %269

237:                                              ; preds = %235
  %238 = load ptr, ptr %220, align 8, !tbaa !15
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  %240 = load ptr, ptr %239, align 8
  %241 = call noundef ptr %240(ptr noundef nonnull align 8 dereferenceable(16) %220) #18
  %242 = icmp eq ptr %241, null
  br i1 %242, label %243, label %251

243:                                              ; preds = %237
  %244 = load ptr, ptr @_ZSt4cout, align 8, !tbaa !15
  %245 = getelementptr i8, ptr %244, i64 -24
  %246 = load i64, ptr %245, align 8
  %247 = getelementptr inbounds i8, ptr @_ZSt4cout, i64 %246
  %248 = getelementptr inbounds i8, ptr %247, i64 32
  %249 = load i32, ptr %248, align 8, !tbaa !17
  %250 = or i32 %249, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %247, i32 noundef %250)
          to label %254 unwind label %269

251:                                              ; preds = %237
  %252 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %241) #18
  %253 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull %241, i64 noundef %252)
          to label %254 unwind label %269

254:                                              ; preds = %243, %251
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1)
  store i8 10, ptr %1, align 1, !tbaa !13
  %255 = load ptr, ptr @_ZSt4cout, align 8, !tbaa !15
  %256 = getelementptr i8, ptr %255, i64 -24
  %257 = load i64, ptr %256, align 8
  %258 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @_ZSt4cout, i64 16), i64 %257
  %259 = load i64, ptr %258, align 8, !tbaa !34
  %260 = icmp eq i64 %259, 0
  br i1 %260, label %263, label %261

261:                                              ; preds = %254
  %262 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull %1, i64 noundef 1)
          to label %265 unwind label %269

263:                                              ; preds = %254
  %264 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i8 noundef 10)
          to label %265 unwind label %269

265:                                              ; preds = %261, %263
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1)
  call void @__cxa_end_catch()
  br label %266

266:                                              ; preds = %265, %199
  %267 = add nuw nsw i64 %41, 8
  %268 = icmp eq i64 %267, 32
  br i1 %268, label %36, label %40

269:                                              ; preds = %263, %261, %251, %243, %235, %232, %224, %219
  %270 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %271 unwind label %432

271:                                              ; preds = %269
  %272 = extractvalue { ptr, i32 } %270, 1
  %273 = extractvalue { ptr, i32 } %270, 0
  br label %427

274:                                              ; preds = %36
  %275 = load ptr, ptr %11, align 8, !tbaa !26
  %276 = icmp eq ptr %275, %37
  br i1 %276, label %278, label %277

277:                                              ; preds = %274
  call void @_ZdlPv(ptr noundef %275) #20
  br label %278

278:                                              ; preds = %274, %277
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #18
  %279 = load ptr, ptr %10, align 8, !tbaa !15
  %280 = getelementptr i8, ptr %279, i64 -24
  %281 = load i64, ptr %280, align 8
  %282 = getelementptr inbounds i8, ptr %10, i64 %281
  %283 = getelementptr inbounds i8, ptr %282, i64 28
  store i32 5, ptr %283, align 4, !tbaa !35
  %284 = getelementptr inbounds i8, ptr %282, i64 32
  %285 = load i32, ptr %284, align 8, !tbaa !17
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %282, i32 noundef %285)
          to label %286 unwind label %307

286:                                              ; preds = %278
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #18
  store i32 0, ptr %12, align 4, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #18
  store i32 0, ptr %13, align 4, !tbaa !36
  %287 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSirsERi(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %288 unwind label %311

288:                                              ; preds = %286
  %289 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.8, i64 noundef 5)
          to label %290 unwind label %311

290:                                              ; preds = %288
  %291 = load i32, ptr %12, align 4, !tbaa !36
  %292 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %291)
          to label %293 unwind label %311

293:                                              ; preds = %290
  %294 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c(ptr noundef nonnull align 8 dereferenceable(8) %292, i8 noundef 10)
          to label %295 unwind label %311

295:                                              ; preds = %293
  %296 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSirsERi(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %297 unwind label %311

297:                                              ; preds = %295
  %298 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.9, i64 noundef 12)
          to label %338 unwind label %311

299:                                              ; preds = %36
  %300 = landingpad { ptr, i32 }
          cleanup
  %301 = load ptr, ptr %11, align 8, !tbaa !26
  %302 = icmp eq ptr %301, %37
  br i1 %302, label %304, label %303

303:                                              ; preds = %299
  call void @_ZdlPv(ptr noundef %301) #20
  br label %304

304:                                              ; preds = %303, %299
  %305 = extractvalue { ptr, i32 } %300, 0
  %306 = extractvalue { ptr, i32 } %300, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #18
  br label %424

307:                                              ; preds = %278
  %308 = landingpad { ptr, i32 }
          cleanup
  %309 = extractvalue { ptr, i32 } %308, 0
  %310 = extractvalue { ptr, i32 } %308, 1
  br label %407

311:                                              ; preds = %297, %288, %295, %293, %290, %286
  %312 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt8ios_base7failureB5cxx11E
  %313 = extractvalue { ptr, i32 } %312, 0
  %314 = extractvalue { ptr, i32 } %312, 1
  %315 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt8ios_base7failureB5cxx11E) #18
  %316 = icmp eq i32 %314, %315
  br i1 %316, label %317, label %404

317:                                              ; preds = %311
  %318 = call ptr @__cxa_begin_catch(ptr %313) #18
  %319 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.10, i64 noundef 32)
          to label %320 unwind label %345

320:                                              ; preds = %317
  %321 = load i32, ptr %12, align 4, !tbaa !36
  %322 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %321)
          to label %323 unwind label %345

323:                                              ; preds = %320
  %324 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) %322, ptr noundef nonnull @.str.11, i64 noundef 7)
          to label %325 unwind label %345

325:                                              ; preds = %323
  %326 = load ptr, ptr %10, align 8, !tbaa !15
  %327 = getelementptr i8, ptr %326, i64 -24
  %328 = load i64, ptr %327, align 8
  %329 = getelementptr inbounds i8, ptr %10, i64 %328
  %330 = getelementptr inbounds i8, ptr %329, i64 32
  %331 = load i32, ptr %330, align 8, !tbaa !17
  %332 = and i32 %331, 5
  %333 = icmp ne i32 %332, 0
  %334 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertIbEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %322, i1 noundef zeroext %333)
          to label %335 unwind label %345

335:                                              ; preds = %325
  %336 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c(ptr noundef nonnull align 8 dereferenceable(8) %334, i8 noundef 10)
          to label %337 unwind label %345

337:                                              ; preds = %335
  invoke void @__cxa_end_catch()
          to label %338 unwind label %347

338:                                              ; preds = %297, %337
  call void @llvm.lifetime.start.p0(i64 376, ptr nonnull %14) #18
  invoke void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEC1Ev(ptr noundef nonnull align 8 dereferenceable(112) %14)
          to label %339 unwind label %353

339:                                              ; preds = %338
  %340 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) %14, ptr noundef nonnull @.str.12, i64 noundef 7)
          to label %341 unwind label %357

341:                                              ; preds = %339
  %342 = call ptr @__cxa_allocate_exception(i64 16) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #18
  invoke void @_ZNKSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEE3strEv(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %15, ptr noundef nonnull align 8 dereferenceable(112) %14)
          to label %343 unwind label %359

343:                                              ; preds = %341
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %342, ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %344 unwind label %361

344:                                              ; preds = %343
  invoke void @__cxa_throw(ptr nonnull %342, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #19
          to label %435 unwind label %361

345:                                              ; preds = %325, %323, %317, %335, %320
  %346 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %349 unwind label %432

347:                                              ; preds = %337
  %348 = landingpad { ptr, i32 }
          cleanup
  br label %349

349:                                              ; preds = %345, %347
  %350 = phi { ptr, i32 } [ %348, %347 ], [ %346, %345 ]
  %351 = extractvalue { ptr, i32 } %350, 0
  %352 = extractvalue { ptr, i32 } %350, 1
  br label %404

353:                                              ; preds = %338
  %354 = landingpad { ptr, i32 }
          cleanup
  %355 = extractvalue { ptr, i32 } %354, 0
  %356 = extractvalue { ptr, i32 } %354, 1
  br label %401

357:                                              ; preds = %339
  %358 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %371

359:                                              ; preds = %341
  %360 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #18
  br label %369

361:                                              ; preds = %344, %343
  %362 = phi i1 [ false, %344 ], [ true, %343 ]
  %363 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %364 = load ptr, ptr %15, align 8, !tbaa !26
  %365 = getelementptr inbounds i8, ptr %15, i64 16
  %366 = icmp eq ptr %364, %365
  br i1 %366, label %368, label %367

367:                                              ; preds = %361
  call void @_ZdlPv(ptr noundef %364) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #18
  br i1 %362, label %369, label %371

368:                                              ; preds = %361
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #18
  br i1 %362, label %369, label %371

369:                                              ; preds = %367, %359, %368
  %370 = phi { ptr, i32 } [ %360, %359 ], [ %363, %368 ], [ %363, %367 ]
  call void @__cxa_free_exception(ptr %342) #18
  br label %371

371:                                              ; preds = %367, %368, %369, %357
  %372 = phi { ptr, i32 } [ %370, %369 ], [ %363, %368 ], [ %358, %357 ], [ %363, %367 ]
  %373 = extractvalue { ptr, i32 } %372, 0
  %374 = extractvalue { ptr, i32 } %372, 1
  %375 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #18
  %376 = icmp eq i32 %374, %375
  br i1 %376, label %377, label %398

377:                                              ; preds = %371
  %378 = call ptr @__cxa_begin_catch(ptr %373) #18
  %379 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.13, i64 noundef 9)
          to label %380 unwind label %390

380:                                              ; preds = %377
  %381 = load ptr, ptr %378, align 8, !tbaa !15
  %382 = getelementptr inbounds i8, ptr %381, i64 16
  %383 = load ptr, ptr %382, align 8
  %384 = call noundef ptr %383(ptr noundef nonnull align 8 dereferenceable(8) %378) #18
  %385 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef %384)
          to label %386 unwind label %390

386:                                              ; preds = %380
  %387 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %385)
          to label %388 unwind label %390

388:                                              ; preds = %386
  invoke void @__cxa_end_catch()
          to label %389 unwind label %392

389:                                              ; preds = %388
  call void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(112) %14) #18
  call void @llvm.lifetime.end.p0(i64 376, ptr nonnull %14) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %10) #18
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %10) #18
  ret i32 0

390:                                              ; preds = %386, %377, %380
  %391 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %394 unwind label %432

392:                                              ; preds = %388
  %393 = landingpad { ptr, i32 }
          cleanup
  br label %394

394:                                              ; preds = %390, %392
  %395 = phi { ptr, i32 } [ %393, %392 ], [ %391, %390 ]
  %396 = extractvalue { ptr, i32 } %395, 0
  %397 = extractvalue { ptr, i32 } %395, 1
  br label %398

398:                                              ; preds = %394, %371
  %399 = phi i32 [ %397, %394 ], [ %374, %371 ]
  %400 = phi ptr [ %396, %394 ], [ %373, %371 ]
  call void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(112) %14) #18
  br label %401

401:                                              ; preds = %398, %353
  %402 = phi i32 [ %399, %398 ], [ %356, %353 ]
  %403 = phi ptr [ %400, %398 ], [ %355, %353 ]
  call void @llvm.lifetime.end.p0(i64 376, ptr nonnull %14) #18
  br label %404

404:                                              ; preds = %401, %349, %311
  %405 = phi i32 [ %402, %401 ], [ %352, %349 ], [ %314, %311 ]
  %406 = phi ptr [ %403, %401 ], [ %351, %349 ], [ %313, %311 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18
  br label %407

407:                                              ; preds = %404, %307
  %408 = phi i32 [ %405, %404 ], [ %310, %307 ]
  %409 = phi ptr [ %406, %404 ], [ %309, %307 ]
  store ptr %20, ptr %10, align 8, !tbaa !15
  %410 = load i64, ptr %22, align 8
  %411 = getelementptr inbounds i8, ptr %10, i64 %410
  store ptr %21, ptr %411, align 8, !tbaa !15
  %412 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %412, align 8, !tbaa !15
  %413 = getelementptr inbounds i8, ptr %10, i64 88
  %414 = load ptr, ptr %413, align 8, !tbaa !26
  %415 = getelementptr inbounds i8, ptr %10, i64 104
  %416 = icmp eq ptr %414, %415
  br i1 %416, label %418, label %417

417:                                              ; preds = %407
  call void @_ZdlPv(ptr noundef %414) #20
  br label %418

418:                                              ; preds = %407, %417
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %412, align 8, !tbaa !15
  %419 = getelementptr inbounds i8, ptr %10, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %419) #18
  store ptr %27, ptr %10, align 8, !tbaa !15
  %420 = load i64, ptr %29, align 8
  %421 = getelementptr inbounds i8, ptr %10, i64 %420
  store ptr %28, ptr %421, align 8, !tbaa !15
  %422 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 0, ptr %422, align 8, !tbaa !32
  %423 = getelementptr inbounds i8, ptr %10, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %423) #18
  br label %424

424:                                              ; preds = %418, %304
  %425 = phi i32 [ %408, %418 ], [ %306, %304 ]
  %426 = phi ptr [ %409, %418 ], [ %305, %304 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %10) #18
  br label %427

427:                                              ; preds = %213, %271, %424
  %428 = phi i32 [ %425, %424 ], [ %272, %271 ], [ %216, %213 ]
  %429 = phi ptr [ %426, %424 ], [ %273, %271 ], [ %215, %213 ]
  %430 = insertvalue { ptr, i32 } poison, ptr %429, 0
  %431 = insertvalue { ptr, i32 } %430, i32 %428, 1
  resume { ptr, i32 } %431

432:                                              ; preds = %390, %345, %269
  %433 = landingpad { ptr, i32 }
          catch ptr null
  %434 = extractvalue { ptr, i32 } %433, 0
  call void @__clang_call_terminate(ptr %434) #21
  unreachable

435:                                              ; preds = %344
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: inlinehint mustprogress uwtable
declare dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress uwtable
declare dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #7

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #18
  tail call void @_ZSt9terminatev() #21
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
declare dso_local void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120), ptr noundef nonnull align 8 dereferenceable(32), i32 noundef) unnamed_addr #10 align 2

declare dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSirsERi(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #0

; Function Attrs: mustprogress uwtable
declare dso_local void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEC1Ev(ptr noundef nonnull align 8 dereferenceable(112)) unnamed_addr #10 align 2

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress uwtable
declare dso_local void @_ZNKSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEE3strEv(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8, ptr noundef nonnull align 8 dereferenceable(112)) local_unnamed_addr #10 align 2

declare dso_local void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #0

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #1

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(112)) unnamed_addr #11 align 2

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120)) unnamed_addr #11 align 2

declare dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RNSt7__cxx1112basic_stringIS4_S5_T1_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #0

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt7__cxx114stoiERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #7 comdat personality ptr @__gxx_personality_seh0 {
  %4 = alloca ptr, align 8
  %5 = alloca %struct._Save_errno, align 4
  %6 = load ptr, ptr %0, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18
  %7 = tail call ptr @_errno()
  %8 = load i32, ptr %7, align 4, !tbaa !36
  store i32 %8, ptr %5, align 4, !tbaa !37
  %9 = tail call ptr @_errno()
  store i32 0, ptr %9, align 4, !tbaa !36
  %10 = call noundef i32 @strtol(ptr noundef %6, ptr noundef nonnull %4, i32 noundef %2)
  %11 = load ptr, ptr %4, align 8, !tbaa !14
  %12 = icmp eq ptr %11, %6
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.16) #19
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %22, %17, %13
  %16 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN9__gnu_cxx6__stoaIlicJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  resume { ptr, i32 } %16

17:                                               ; preds = %3
  %18 = invoke ptr @_errno()
          to label %19 unwind label %15

19:                                               ; preds = %17
  %20 = load i32, ptr %18, align 4, !tbaa !36
  %21 = icmp eq i32 %20, 34
  br i1 %21, label %22, label %24

22:                                               ; preds = %19
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.16) #19
          to label %23 unwind label %15

23:                                               ; preds = %22
  unreachable

24:                                               ; preds = %19
  %25 = icmp eq ptr %1, null
  br i1 %25, label %30, label %26

26:                                               ; preds = %24
  %27 = ptrtoint ptr %11 to i64
  %28 = ptrtoint ptr %6 to i64
  %29 = sub i64 %27, %28
  store i64 %29, ptr %1, align 8, !tbaa !25
  br label %30

30:                                               ; preds = %26, %24
  %31 = invoke ptr @_errno()
          to label %32 unwind label %38

32:                                               ; preds = %30
  %33 = load i32, ptr %31, align 4, !tbaa !36
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = invoke ptr @_errno()
          to label %37 unwind label %38

37:                                               ; preds = %35
  store i32 %8, ptr %36, align 4, !tbaa !36
  br label %41

38:                                               ; preds = %35, %30
  %39 = landingpad { ptr, i32 }
          catch ptr null
  %40 = extractvalue { ptr, i32 } %39, 0
  tail call void @__clang_call_terminate(ptr %40) #21
  unreachable

41:                                               ; preds = %32, %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18
  ret i32 %10
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_seh0 {
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #18
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %6, align 8, !tbaa !10
  store i8 0, ptr %5, align 8, !tbaa !13
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !10
  %9 = add i64 %8, %4
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEy(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %9)
          to label %10 unwind label %26

10:                                               ; preds = %3
  %11 = load i64, ptr %6, align 8, !tbaa !10
  %12 = sub i64 4611686018427387903, %11
  %13 = icmp ult i64 %12, %4
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, i64 noundef %4)
          to label %16 unwind label %26

16:                                               ; preds = %14
  %17 = load i64, ptr %7, align 8, !tbaa !10
  %18 = load i64, ptr %6, align 8, !tbaa !10
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
  %25 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %24, i64 noundef %17)
          to label %31 unwind label %26

26:                                               ; preds = %21, %23, %14, %3
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = load ptr, ptr %0, align 8, !tbaa !26
  %29 = icmp eq ptr %28, %5
  br i1 %29, label %32, label %30

30:                                               ; preds = %26
  tail call void @_ZdlPv(ptr noundef %28) #20
  br label %32

31:                                               ; preds = %23
  ret void

32:                                               ; preds = %30, %26
  resume { ptr, i32 } %27
}

declare dso_local void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #0

; Function Attrs: nounwind
declare dso_local void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare dso_local i32 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: noreturn
declare dso_local void @_ZSt24__throw_invalid_argumentPKc(ptr noundef) local_unnamed_addr #13

declare dllimport ptr @_errno() local_unnamed_addr #0

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_out_of_rangePKc(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZN9__gnu_cxx6__stoaIlicJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = invoke ptr @_errno()
          to label %3 unwind label %11

3:                                                ; preds = %1
  %4 = load i32, ptr %2, align 4, !tbaa !36
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = load i32, ptr %0, align 4, !tbaa !37
  %8 = invoke ptr @_errno()
          to label %9 unwind label %11

9:                                                ; preds = %6
  store i32 %7, ptr %8, align 4, !tbaa !36
  br label %10

10:                                               ; preds = %9, %3
  ret void

11:                                               ; preds = %6, %1
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  tail call void @__clang_call_terminate(ptr %13) #21
  unreachable
}

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #13

declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEy(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef) local_unnamed_addr #0

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #15

; Function Attrs: nounwind
declare dso_local void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(216)) unnamed_addr #1

; Function Attrs: noreturn
declare dso_local void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #13

declare dso_local noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #0

; Function Attrs: nounwind
declare dso_local void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #1

declare dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_x(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #0

declare dso_local void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #0

declare dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef) local_unnamed_addr #0

declare dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertIbEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i1 noundef zeroext) local_unnamed_addr #0

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_iostream_exceptions.cpp() #16 {
  tail call void @_ZNSt8ios_base4InitC1Ev(ptr noundef nonnull align 1 dereferenceable(1) @_ZStL8__ioinit)
  %1 = tail call i32 @atexit(ptr nonnull @__dtor__ZStL8__ioinit) #18
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #17

attributes #0 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #18 = { nounwind }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }
attributes #21 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !12, i64 8, !8, i64 16}
!12 = !{!"long long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"vtable pointer", !9, i64 0}
!17 = !{!18, !20, i64 32}
!18 = !{!"_ZTSSt8ios_base", !12, i64 8, !12, i64 16, !19, i64 24, !20, i64 28, !20, i64 32, !7, i64 40, !21, i64 48, !8, i64 64, !23, i64 192, !7, i64 200, !24, i64 208}
!19 = !{!"_ZTSSt13_Ios_Fmtflags", !8, i64 0}
!20 = !{!"_ZTSSt12_Ios_Iostate", !8, i64 0}
!21 = !{!"_ZTSNSt8ios_base6_WordsE", !7, i64 0, !22, i64 8}
!22 = !{!"long", !8, i64 0}
!23 = !{!"int", !8, i64 0}
!24 = !{!"_ZTSSt6locale", !7, i64 0}
!25 = !{!12, !12, i64 0}
!26 = !{!11, !7, i64 0}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_: argument 0"}
!29 = distinct !{!29, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_"}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!33, !12, i64 8}
!33 = !{!"_ZTSSi", !12, i64 8}
!34 = !{!18, !12, i64 16}
!35 = !{!18, !20, i64 28}
!36 = !{!23, !23, i64 0}
!37 = !{!38, !23, i64 0}
!38 = !{!"_ZTSZN9__gnu_cxx6__stoaIlicJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_E11_Save_errno", !23, i64 0}
