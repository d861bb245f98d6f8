; ModuleID = 'large_handler_tables.cpp'
source_filename = "large_handler_tables.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Tag.78 = type { i32 }
%struct.Tag.77 = type { i32 }
%struct.Tag.76 = type { i32 }
%struct.Tag.75 = type { i32 }
%struct.Tag.74 = type { i32 }
%struct.Tag.73 = type { i32 }
%struct.Tag.72 = type { i32 }
%struct.Tag.71 = type { i32 }
%struct.Tag.70 = type { i32 }
%struct.Tag.69 = type { i32 }
%struct.Tag.68 = type { i32 }
%struct.Tag.67 = type { i32 }
%struct.Tag.66 = type { i32 }
%struct.Tag.65 = type { i32 }
%struct.Tag.64 = type { i32 }
%struct.Tag.63 = type { i32 }
%struct.Tag.62 = type { i32 }
%struct.Tag.61 = type { i32 }
%struct.Tag.60 = type { i32 }
%struct.Tag.59 = type { i32 }
%struct.Tag.58 = type { i32 }
%struct.Tag.57 = type { i32 }
%struct.Tag.56 = type { i32 }
%struct.Tag.55 = type { i32 }
%struct.Tag.54 = type { i32 }
%struct.Tag.53 = type { i32 }
%struct.Tag.52 = type { i32 }
%struct.Tag.51 = type { i32 }
%struct.Tag.50 = type { i32 }
%struct.Tag.49 = type { i32 }
%struct.Tag.48 = type { i32 }
%struct.Tag.47 = type { i32 }
%struct.Tag.46 = type { i32 }
%struct.Tag.45 = type { i32 }
%struct.Tag.44 = type { i32 }
%struct.Tag.43 = type { i32 }
%struct.Tag.42 = type { i32 }
%struct.Tag.41 = type { i32 }
%struct.Tag.40 = type { i32 }
%struct.Tag.39 = type { i32 }
%struct.Tag.38 = type { i32 }
%struct.Tag.37 = type { i32 }
%struct.Tag.36 = type { i32 }
%struct.Tag.35 = type { i32 }
%struct.Tag.34 = type { i32 }
%struct.Tag.33 = type { i32 }
%struct.Tag.32 = type { i32 }
%struct.Tag.31 = type { i32 }
%struct.Tag.30 = type { i32 }
%struct.Tag.29 = type { i32 }
%struct.Tag.28 = type { i32 }
%struct.Tag.27 = type { i32 }
%struct.Tag.26 = type { i32 }
%struct.Tag.25 = type { i32 }
%struct.Tag.24 = type { i32 }
%struct.Tag.23 = type { i32 }
%struct.Tag.22 = type { i32 }
%struct.Tag.21 = type { i32 }
%struct.Tag.20 = type { i32 }
%struct.Tag.19 = type { i32 }
%struct.Tag.18 = type { i32 }
%struct.Tag.17 = type { i32 }
%struct.Tag.16 = type { i32 }
%struct.Tag.15 = type { i32 }
%struct.Tag.14 = type { i32 }
%struct.Tag.13 = type { i32 }
%struct.Tag.12 = type { i32 }
%struct.Tag.11 = type { i32 }
%struct.Tag.10 = type { i32 }
%struct.Tag.9 = type { i32 }
%struct.Tag.8 = type { i32 }
%struct.Tag.7 = type { i32 }
%struct.Tag.6 = type { i32 }
%struct.Tag.5 = type { i32 }
%struct.Tag.4 = type { i32 }
%struct.Tag.3 = type { i32 }
%struct.Tag.2 = type { i32 }
%struct.Tag.1 = type { i32 }
%struct.Tag.0 = type { i32 }
%struct.Tag = type { i32 }
%struct.Guard = type { i32 }

$_ZN5GuardD2Ev = comdat any

$_ZTS3TagILi0EE = comdat any

$_ZTI3TagILi0EE = comdat any

$_ZTS3TagILi1EE = comdat any

$_ZTI3TagILi1EE = comdat any

$_ZTS3TagILi2EE = comdat any

$_ZTI3TagILi2EE = comdat any

$_ZTS3TagILi3EE = comdat any

$_ZTI3TagILi3EE = comdat any

$_ZTS3TagILi4EE = comdat any

$_ZTI3TagILi4EE = comdat any

$_ZTS3TagILi5EE = comdat any

$_ZTI3TagILi5EE = comdat any

$_ZTS3TagILi6EE = comdat any

$_ZTI3TagILi6EE = comdat any

$_ZTS3TagILi7EE = comdat any

$_ZTI3TagILi7EE = comdat any

$_ZTS3TagILi8EE = comdat any

$_ZTI3TagILi8EE = comdat any

$_ZTS3TagILi9EE = comdat any

$_ZTI3TagILi9EE = comdat any

$_ZTS3TagILi10EE = comdat any

$_ZTI3TagILi10EE = comdat any

$_ZTS3TagILi11EE = comdat any

$_ZTI3TagILi11EE = comdat any

$_ZTS3TagILi12EE = comdat any

$_ZTI3TagILi12EE = comdat any

$_ZTS3TagILi13EE = comdat any

$_ZTI3TagILi13EE = comdat any

$_ZTS3TagILi14EE = comdat any

$_ZTI3TagILi14EE = comdat any

$_ZTS3TagILi15EE = comdat any

$_ZTI3TagILi15EE = comdat any

$_ZTS3TagILi16EE = comdat any

$_ZTI3TagILi16EE = comdat any

$_ZTS3TagILi17EE = comdat any

$_ZTI3TagILi17EE = comdat any

$_ZTS3TagILi18EE = comdat any

$_ZTI3TagILi18EE = comdat any

$_ZTS3TagILi19EE = comdat any

$_ZTI3TagILi19EE = comdat any

$_ZTS3TagILi20EE = comdat any

$_ZTI3TagILi20EE = comdat any

$_ZTS3TagILi21EE = comdat any

$_ZTI3TagILi21EE = comdat any

$_ZTS3TagILi22EE = comdat any

$_ZTI3TagILi22EE = comdat any

$_ZTS3TagILi23EE = comdat any

$_ZTI3TagILi23EE = comdat any

$_ZTS3TagILi24EE = comdat any

$_ZTI3TagILi24EE = comdat any

$_ZTS3TagILi25EE = comdat any

$_ZTI3TagILi25EE = comdat any

$_ZTS3TagILi26EE = comdat any

$_ZTI3TagILi26EE = comdat any

$_ZTS3TagILi27EE = comdat any

$_ZTI3TagILi27EE = comdat any

$_ZTS3TagILi28EE = comdat any

$_ZTI3TagILi28EE = comdat any

$_ZTS3TagILi29EE = comdat any

$_ZTI3TagILi29EE = comdat any

$_ZTS3TagILi30EE = comdat any

$_ZTI3TagILi30EE = comdat any

$_ZTS3TagILi31EE = comdat any

$_ZTI3TagILi31EE = comdat any

$_ZTS3TagILi32EE = comdat any

$_ZTI3TagILi32EE = comdat any

$_ZTS3TagILi33EE = comdat any

$_ZTI3TagILi33EE = comdat any

$_ZTS3TagILi34EE = comdat any

$_ZTI3TagILi34EE = comdat any

$_ZTS3TagILi35EE = comdat any

$_ZTI3TagILi35EE = comdat any

$_ZTS3TagILi36EE = comdat any

$_ZTI3TagILi36EE = comdat any

$_ZTS3TagILi37EE = comdat any

$_ZTI3TagILi37EE = comdat any

$_ZTS3TagILi38EE = comdat any

$_ZTI3TagILi38EE = comdat any

$_ZTS3TagILi39EE = comdat any

$_ZTI3TagILi39EE = comdat any

$_ZTS3TagILi40EE = comdat any

$_ZTI3TagILi40EE = comdat any

$_ZTS3TagILi41EE = comdat any

$_ZTI3TagILi41EE = comdat any

$_ZTS3TagILi42EE = comdat any

$_ZTI3TagILi42EE = comdat any

$_ZTS3TagILi43EE = comdat any

$_ZTI3TagILi43EE = comdat any

$_ZTS3TagILi44EE = comdat any

$_ZTI3TagILi44EE = comdat any

$_ZTS3TagILi45EE = comdat any

$_ZTI3TagILi45EE = comdat any

$_ZTS3TagILi46EE = comdat any

$_ZTI3TagILi46EE = comdat any

$_ZTS3TagILi47EE = comdat any

$_ZTI3TagILi47EE = comdat any

$_ZTS3TagILi48EE = comdat any

$_ZTI3TagILi48EE = comdat any

$_ZTS3TagILi49EE = comdat any

$_ZTI3TagILi49EE = comdat any

$_ZTS3TagILi50EE = comdat any

$_ZTI3TagILi50EE = comdat any

$_ZTS3TagILi51EE = comdat any

$_ZTI3TagILi51EE = comdat any

$_ZTS3TagILi52EE = comdat any

$_ZTI3TagILi52EE = comdat any

$_ZTS3TagILi53EE = comdat any

$_ZTI3TagILi53EE = comdat any

$_ZTS3TagILi54EE = comdat any

$_ZTI3TagILi54EE = comdat any

$_ZTS3TagILi55EE = comdat any

$_ZTI3TagILi55EE = comdat any

$_ZTS3TagILi56EE = comdat any

$_ZTI3TagILi56EE = comdat any

$_ZTS3TagILi57EE = comdat any

$_ZTI3TagILi57EE = comdat any

$_ZTS3TagILi58EE = comdat any

$_ZTI3TagILi58EE = comdat any

$_ZTS3TagILi59EE = comdat any

$_ZTI3TagILi59EE = comdat any

$_ZTS3TagILi60EE = comdat any

$_ZTI3TagILi60EE = comdat any

$_ZTS3TagILi61EE = comdat any

$_ZTI3TagILi61EE = comdat any

$_ZTS3TagILi62EE = comdat any

$_ZTI3TagILi62EE = comdat any

$_ZTS3TagILi63EE = comdat any

$_ZTI3TagILi63EE = comdat any

$_ZTS3TagILi64EE = comdat any

$_ZTI3TagILi64EE = comdat any

$_ZTS3TagILi65EE = comdat any

$_ZTI3TagILi65EE = comdat any

$_ZTS3TagILi66EE = comdat any

$_ZTI3TagILi66EE = comdat any

$_ZTS3TagILi67EE = comdat any

$_ZTI3TagILi67EE = comdat any

$_ZTS3TagILi68EE = comdat any

$_ZTI3TagILi68EE = comdat any

$_ZTS3TagILi69EE = comdat any

$_ZTI3TagILi69EE = comdat any

$_ZTS3TagILi70EE = comdat any

$_ZTI3TagILi70EE = comdat any

$_ZTS3TagILi71EE = comdat any

$_ZTI3TagILi71EE = comdat any

$_ZTS3TagILi72EE = comdat any

$_ZTI3TagILi72EE = comdat any

$_ZTS3TagILi73EE = comdat any

$_ZTI3TagILi73EE = comdat any

$_ZTS3TagILi74EE = comdat any

$_ZTI3TagILi74EE = comdat any

$_ZTS3TagILi75EE = comdat any

$_ZTI3TagILi75EE = comdat any

$_ZTS3TagILi76EE = comdat any

$_ZTI3TagILi76EE = comdat any

$_ZTS3TagILi77EE = comdat any

$_ZTI3TagILi77EE = comdat any

$_ZTS3TagILi78EE = comdat any

$_ZTI3TagILi78EE = comdat any

$_ZTS3TagILi79EE = comdat any

$_ZTI3TagILi79EE = comdat any

@.str = private unnamed_addr constant [58 x i8] c"handlers: total %ld, tag 0 -> %d, tag 79 -> %d, 80 -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"no throw: sum %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal global i32 0, align 4
@__const.main.fails = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 79, i32 80, i32 120, i32 159, i32 160, i32 239], align 4
@_ZL7fail_at = internal global i32 -1, align 4
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [29 x i8] c"call %d threw, destroyed %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3TagILi0EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi0EE\00", comdat, align 1
@_ZTI3TagILi0EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi0EE }, comdat, align 8
@_ZTS3TagILi1EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi1EE\00", comdat, align 1
@_ZTI3TagILi1EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi1EE }, comdat, align 8
@_ZTS3TagILi2EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi2EE\00", comdat, align 1
@_ZTI3TagILi2EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi2EE }, comdat, align 8
@_ZTS3TagILi3EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi3EE\00", comdat, align 1
@_ZTI3TagILi3EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi3EE }, comdat, align 8
@_ZTS3TagILi4EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi4EE\00", comdat, align 1
@_ZTI3TagILi4EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi4EE }, comdat, align 8
@_ZTS3TagILi5EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi5EE\00", comdat, align 1
@_ZTI3TagILi5EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi5EE }, comdat, align 8
@_ZTS3TagILi6EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi6EE\00", comdat, align 1
@_ZTI3TagILi6EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi6EE }, comdat, align 8
@_ZTS3TagILi7EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi7EE\00", comdat, align 1
@_ZTI3TagILi7EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi7EE }, comdat, align 8
@_ZTS3TagILi8EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi8EE\00", comdat, align 1
@_ZTI3TagILi8EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi8EE }, comdat, align 8
@_ZTS3TagILi9EE = linkonce_odr dso_local constant [11 x i8] c"3TagILi9EE\00", comdat, align 1
@_ZTI3TagILi9EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi9EE }, comdat, align 8
@_ZTS3TagILi10EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi10EE\00", comdat, align 1
@_ZTI3TagILi10EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi10EE }, comdat, align 8
@_ZTS3TagILi11EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi11EE\00", comdat, align 1
@_ZTI3TagILi11EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi11EE }, comdat, align 8
@_ZTS3TagILi12EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi12EE\00", comdat, align 1
@_ZTI3TagILi12EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi12EE }, comdat, align 8
@_ZTS3TagILi13EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi13EE\00", comdat, align 1
@_ZTI3TagILi13EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi13EE }, comdat, align 8
@_ZTS3TagILi14EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi14EE\00", comdat, align 1
@_ZTI3TagILi14EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi14EE }, comdat, align 8
@_ZTS3TagILi15EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi15EE\00", comdat, align 1
@_ZTI3TagILi15EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi15EE }, comdat, align 8
@_ZTS3TagILi16EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi16EE\00", comdat, align 1
@_ZTI3TagILi16EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi16EE }, comdat, align 8
@_ZTS3TagILi17EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi17EE\00", comdat, align 1
@_ZTI3TagILi17EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi17EE }, comdat, align 8
@_ZTS3TagILi18EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi18EE\00", comdat, align 1
@_ZTI3TagILi18EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi18EE }, comdat, align 8
@_ZTS3TagILi19EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi19EE\00", comdat, align 1
@_ZTI3TagILi19EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi19EE }, comdat, align 8
@_ZTS3TagILi20EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi20EE\00", comdat, align 1
@_ZTI3TagILi20EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi20EE }, comdat, align 8
@_ZTS3TagILi21EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi21EE\00", comdat, align 1
@_ZTI3TagILi21EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi21EE }, comdat, align 8
@_ZTS3TagILi22EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi22EE\00", comdat, align 1
@_ZTI3TagILi22EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi22EE }, comdat, align 8
@_ZTS3TagILi23EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi23EE\00", comdat, align 1
@_ZTI3TagILi23EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi23EE }, comdat, align 8
@_ZTS3TagILi24EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi24EE\00", comdat, align 1
@_ZTI3TagILi24EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi24EE }, comdat, align 8
@_ZTS3TagILi25EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi25EE\00", comdat, align 1
@_ZTI3TagILi25EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi25EE }, comdat, align 8
@_ZTS3TagILi26EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi26EE\00", comdat, align 1
@_ZTI3TagILi26EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi26EE }, comdat, align 8
@_ZTS3TagILi27EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi27EE\00", comdat, align 1
@_ZTI3TagILi27EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi27EE }, comdat, align 8
@_ZTS3TagILi28EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi28EE\00", comdat, align 1
@_ZTI3TagILi28EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi28EE }, comdat, align 8
@_ZTS3TagILi29EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi29EE\00", comdat, align 1
@_ZTI3TagILi29EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi29EE }, comdat, align 8
@_ZTS3TagILi30EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi30EE\00", comdat, align 1
@_ZTI3TagILi30EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi30EE }, comdat, align 8
@_ZTS3TagILi31EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi31EE\00", comdat, align 1
@_ZTI3TagILi31EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi31EE }, comdat, align 8
@_ZTS3TagILi32EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi32EE\00", comdat, align 1
@_ZTI3TagILi32EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi32EE }, comdat, align 8
@_ZTS3TagILi33EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi33EE\00", comdat, align 1
@_ZTI3TagILi33EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi33EE }, comdat, align 8
@_ZTS3TagILi34EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi34EE\00", comdat, align 1
@_ZTI3TagILi34EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi34EE }, comdat, align 8
@_ZTS3TagILi35EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi35EE\00", comdat, align 1
@_ZTI3TagILi35EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi35EE }, comdat, align 8
@_ZTS3TagILi36EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi36EE\00", comdat, align 1
@_ZTI3TagILi36EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi36EE }, comdat, align 8
@_ZTS3TagILi37EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi37EE\00", comdat, align 1
@_ZTI3TagILi37EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi37EE }, comdat, align 8
@_ZTS3TagILi38EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi38EE\00", comdat, align 1
@_ZTI3TagILi38EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi38EE }, comdat, align 8
@_ZTS3TagILi39EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi39EE\00", comdat, align 1
@_ZTI3TagILi39EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi39EE }, comdat, align 8
@_ZTS3TagILi40EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi40EE\00", comdat, align 1
@_ZTI3TagILi40EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi40EE }, comdat, align 8
@_ZTS3TagILi41EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi41EE\00", comdat, align 1
@_ZTI3TagILi41EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi41EE }, comdat, align 8
@_ZTS3TagILi42EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi42EE\00", comdat, align 1
@_ZTI3TagILi42EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi42EE }, comdat, align 8
@_ZTS3TagILi43EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi43EE\00", comdat, align 1
@_ZTI3TagILi43EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi43EE }, comdat, align 8
@_ZTS3TagILi44EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi44EE\00", comdat, align 1
@_ZTI3TagILi44EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi44EE }, comdat, align 8
@_ZTS3TagILi45EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi45EE\00", comdat, align 1
@_ZTI3TagILi45EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi45EE }, comdat, align 8
@_ZTS3TagILi46EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi46EE\00", comdat, align 1
@_ZTI3TagILi46EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi46EE }, comdat, align 8
@_ZTS3TagILi47EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi47EE\00", comdat, align 1
@_ZTI3TagILi47EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi47EE }, comdat, align 8
@_ZTS3TagILi48EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi48EE\00", comdat, align 1
@_ZTI3TagILi48EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi48EE }, comdat, align 8
@_ZTS3TagILi49EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi49EE\00", comdat, align 1
@_ZTI3TagILi49EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi49EE }, comdat, align 8
@_ZTS3TagILi50EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi50EE\00", comdat, align 1
@_ZTI3TagILi50EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi50EE }, comdat, align 8
@_ZTS3TagILi51EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi51EE\00", comdat, align 1
@_ZTI3TagILi51EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi51EE }, comdat, align 8
@_ZTS3TagILi52EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi52EE\00", comdat, align 1
@_ZTI3TagILi52EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi52EE }, comdat, align 8
@_ZTS3TagILi53EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi53EE\00", comdat, align 1
@_ZTI3TagILi53EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi53EE }, comdat, align 8
@_ZTS3TagILi54EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi54EE\00", comdat, align 1
@_ZTI3TagILi54EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi54EE }, comdat, align 8
@_ZTS3TagILi55EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi55EE\00", comdat, align 1
@_ZTI3TagILi55EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi55EE }, comdat, align 8
@_ZTS3TagILi56EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi56EE\00", comdat, align 1
@_ZTI3TagILi56EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi56EE }, comdat, align 8
@_ZTS3TagILi57EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi57EE\00", comdat, align 1
@_ZTI3TagILi57EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi57EE }, comdat, align 8
@_ZTS3TagILi58EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi58EE\00", comdat, align 1
@_ZTI3TagILi58EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi58EE }, comdat, align 8
@_ZTS3TagILi59EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi59EE\00", comdat, align 1
@_ZTI3TagILi59EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi59EE }, comdat, align 8
@_ZTS3TagILi60EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi60EE\00", comdat, align 1
@_ZTI3TagILi60EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi60EE }, comdat, align 8
@_ZTS3TagILi61EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi61EE\00", comdat, align 1
@_ZTI3TagILi61EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi61EE }, comdat, align 8
@_ZTS3TagILi62EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi62EE\00", comdat, align 1
@_ZTI3TagILi62EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi62EE }, comdat, align 8
@_ZTS3TagILi63EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi63EE\00", comdat, align 1
@_ZTI3TagILi63EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi63EE }, comdat, align 8
@_ZTS3TagILi64EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi64EE\00", comdat, align 1
@_ZTI3TagILi64EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi64EE }, comdat, align 8
@_ZTS3TagILi65EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi65EE\00", comdat, align 1
@_ZTI3TagILi65EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi65EE }, comdat, align 8
@_ZTS3TagILi66EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi66EE\00", comdat, align 1
@_ZTI3TagILi66EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi66EE }, comdat, align 8
@_ZTS3TagILi67EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi67EE\00", comdat, align 1
@_ZTI3TagILi67EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi67EE }, comdat, align 8
@_ZTS3TagILi68EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi68EE\00", comdat, align 1
@_ZTI3TagILi68EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi68EE }, comdat, align 8
@_ZTS3TagILi69EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi69EE\00", comdat, align 1
@_ZTI3TagILi69EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi69EE }, comdat, align 8
@_ZTS3TagILi70EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi70EE\00", comdat, align 1
@_ZTI3TagILi70EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi70EE }, comdat, align 8
@_ZTS3TagILi71EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi71EE\00", comdat, align 1
@_ZTI3TagILi71EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi71EE }, comdat, align 8
@_ZTS3TagILi72EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi72EE\00", comdat, align 1
@_ZTI3TagILi72EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi72EE }, comdat, align 8
@_ZTS3TagILi73EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi73EE\00", comdat, align 1
@_ZTI3TagILi73EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi73EE }, comdat, align 8
@_ZTS3TagILi74EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi74EE\00", comdat, align 1
@_ZTI3TagILi74EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi74EE }, comdat, align 8
@_ZTS3TagILi75EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi75EE\00", comdat, align 1
@_ZTI3TagILi75EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi75EE }, comdat, align 8
@_ZTS3TagILi76EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi76EE\00", comdat, align 1
@_ZTI3TagILi76EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi76EE }, comdat, align 8
@_ZTS3TagILi77EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi77EE\00", comdat, align 1
@_ZTI3TagILi77EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi77EE }, comdat, align 8
@_ZTS3TagILi78EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi78EE\00", comdat, align 1
@_ZTI3TagILi78EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi78EE }, comdat, align 8
@_ZTS3TagILi79EE = linkonce_odr dso_local constant [12 x i8] c"3TagILi79EE\00", comdat, align 1
@_ZTI3TagILi79EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3TagILi79EE }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [8 x i32], align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %22, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp sle i32 %14, 80
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = call noundef i32 @_ZL9catch_tagi(i32 noundef %17)
  %19 = sext i32 %18 to i64
  %20 = load i64, ptr %2, align 8
  %21 = add nsw i64 %20, %19
  store i64 %21, ptr %2, align 8
  br label %22

22:                                               ; preds = %16
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %13, !llvm.loop !6

25:                                               ; preds = %13
  %26 = load i64, ptr %2, align 8
  %27 = call noundef i32 @_ZL9catch_tagi(i32 noundef 0)
  %28 = call noundef i32 @_ZL9catch_tagi(i32 noundef 79)
  %29 = call noundef i32 @_ZL9catch_tagi(i32 noundef 80)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29)
  %31 = call noundef i32 @_ZL13long_functionv()
  store i32 %31, ptr %4, align 4
  %32 = load i32, ptr %4, align 4
  %33 = load i32, ptr @_ZL9destroyed, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32, i32 noundef %33)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.fails, i64 32, i1 false)
  store ptr %5, ptr %6, align 8
  %35 = load ptr, ptr %6, align 8
  %36 = getelementptr inbounds [8 x i32], ptr %35, i64 0, i64 0
  store ptr %36, ptr %7, align 8
  %37 = load ptr, ptr %6, align 8
  %38 = getelementptr inbounds [8 x i32], ptr %37, i64 0, i64 0
  %39 = getelementptr inbounds i32, ptr %38, i64 8
  store ptr %39, ptr %8, align 8
  br label %40

40:                                               ; preds = %67, %25
  %41 = load ptr, ptr %7, align 8
  %42 = load ptr, ptr %8, align 8
  %43 = icmp ne ptr %41, %42
  br i1 %43, label %44, label %74

44:                                               ; preds = %40
  %45 = load ptr, ptr %7, align 8
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %9, align 4
  %47 = load i32, ptr %9, align 4
  store i32 %47, ptr @_ZL7fail_at, align 4
  store i32 0, ptr @_ZL9destroyed, align 4
  %48 = invoke noundef i32 @_ZL13long_functionv()
          to label %49 unwind label %50

49:                                               ; preds = %44
  br label %66

50:                                               ; preds = %44
  %51 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %52 = extractvalue { ptr, i32 } %51, 0
  store ptr %52, ptr %10, align 8
  %53 = extractvalue { ptr, i32 } %51, 1
  store i32 %53, ptr %11, align 4
  br label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %11, align 4
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %75

58:                                               ; preds = %54
  %59 = load ptr, ptr %10, align 8
  %60 = call ptr @__cxa_begin_catch(ptr %59) #6
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %12, align 4
  %62 = load i32, ptr %12, align 4
  %63 = load i32, ptr @_ZL9destroyed, align 4
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %62, i32 noundef %63)
          to label %65 unwind label %70

65:                                               ; preds = %58
  call void @__cxa_end_catch() #6
  br label %66

66:                                               ; preds = %65, %49
  br label %67

67:                                               ; preds = %66
  %68 = load ptr, ptr %7, align 8
  %69 = getelementptr inbounds i32, ptr %68, i32 1
  store ptr %69, ptr %7, align 8
  br label %40

70:                                               ; preds = %58
  %71 = landingpad { ptr, i32 }
          cleanup
  %72 = extractvalue { ptr, i32 } %71, 0
  store ptr %72, ptr %10, align 8
  %73 = extractvalue { ptr, i32 } %71, 1
  store i32 %73, ptr %11, align 4
  call void @__cxa_end_catch() #6
  br label %75

74:                                               ; preds = %40
  ret i32 0

75:                                               ; preds = %70, %54
  %76 = load ptr, ptr %10, align 8
  %77 = load i32, ptr %11, align 4
  %78 = insertvalue { ptr, i32 } poison, ptr %76, 0
  %79 = insertvalue { ptr, i32 } %78, i32 %77, 1
  resume { ptr, i32 } %79
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9catch_tagi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca ptr, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  %87 = load i32, ptr %3, align 4
  invoke void @_ZL9throw_tagi(i32 noundef %87)
          to label %88 unwind label %89

88:                                               ; preds = %1
  br label %903

89:                                               ; preds = %1
  %90 = landingpad { ptr, i32 }
          catch ptr @_ZTI3TagILi0EE
          catch ptr @_ZTI3TagILi1EE
          catch ptr @_ZTI3TagILi2EE
          catch ptr @_ZTI3TagILi3EE
          catch ptr @_ZTI3TagILi4EE
          catch ptr @_ZTI3TagILi5EE
          catch ptr @_ZTI3TagILi6EE
          catch ptr @_ZTI3TagILi7EE
          catch ptr @_ZTI3TagILi8EE
          catch ptr @_ZTI3TagILi9EE
          catch ptr @_ZTI3TagILi10EE
          catch ptr @_ZTI3TagILi11EE
          catch ptr @_ZTI3TagILi12EE
          catch ptr @_ZTI3TagILi13EE
          catch ptr @_ZTI3TagILi14EE
          catch ptr @_ZTI3TagILi15EE
          catch ptr @_ZTI3TagILi16EE
          catch ptr @_ZTI3TagILi17EE
          catch ptr @_ZTI3TagILi18EE
          catch ptr @_ZTI3TagILi19EE
          catch ptr @_ZTI3TagILi20EE
          catch ptr @_ZTI3TagILi21EE
          catch ptr @_ZTI3TagILi22EE
          catch ptr @_ZTI3TagILi23EE
          catch ptr @_ZTI3TagILi24EE
          catch ptr @_ZTI3TagILi25EE
          catch ptr @_ZTI3TagILi26EE
          catch ptr @_ZTI3TagILi27EE
          catch ptr @_ZTI3TagILi28EE
          catch ptr @_ZTI3TagILi29EE
          catch ptr @_ZTI3TagILi30EE
          catch ptr @_ZTI3TagILi31EE
          catch ptr @_ZTI3TagILi32EE
          catch ptr @_ZTI3TagILi33EE
          catch ptr @_ZTI3TagILi34EE
          catch ptr @_ZTI3TagILi35EE
          catch ptr @_ZTI3TagILi36EE
          catch ptr @_ZTI3TagILi37EE
          catch ptr @_ZTI3TagILi38EE
          catch ptr @_ZTI3TagILi39EE
          catch ptr @_ZTI3TagILi40EE
          catch ptr @_ZTI3TagILi41EE
          catch ptr @_ZTI3TagILi42EE
          catch ptr @_ZTI3TagILi43EE
          catch ptr @_ZTI3TagILi44EE
          catch ptr @_ZTI3TagILi45EE
          catch ptr @_ZTI3TagILi46EE
          catch ptr @_ZTI3TagILi47EE
          catch ptr @_ZTI3TagILi48EE
          catch ptr @_ZTI3TagILi49EE
          catch ptr @_ZTI3TagILi50EE
          catch ptr @_ZTI3TagILi51EE
          catch ptr @_ZTI3TagILi52EE
          catch ptr @_ZTI3TagILi53EE
          catch ptr @_ZTI3TagILi54EE
          catch ptr @_ZTI3TagILi55EE
          catch ptr @_ZTI3TagILi56EE
          catch ptr @_ZTI3TagILi57EE
          catch ptr @_ZTI3TagILi58EE
          catch ptr @_ZTI3TagILi59EE
          catch ptr @_ZTI3TagILi60EE
          catch ptr @_ZTI3TagILi61EE
          catch ptr @_ZTI3TagILi62EE
          catch ptr @_ZTI3TagILi63EE
          catch ptr @_ZTI3TagILi64EE
          catch ptr @_ZTI3TagILi65EE
          catch ptr @_ZTI3TagILi66EE
          catch ptr @_ZTI3TagILi67EE
          catch ptr @_ZTI3TagILi68EE
          catch ptr @_ZTI3TagILi69EE
          catch ptr @_ZTI3TagILi70EE
          catch ptr @_ZTI3TagILi71EE
          catch ptr @_ZTI3TagILi72EE
          catch ptr @_ZTI3TagILi73EE
          catch ptr @_ZTI3TagILi74EE
          catch ptr @_ZTI3TagILi75EE
          catch ptr @_ZTI3TagILi76EE
          catch ptr @_ZTI3TagILi77EE
          catch ptr @_ZTI3TagILi78EE
          catch ptr @_ZTI3TagILi79EE
          catch ptr @_ZTIi
  %91 = extractvalue { ptr, i32 } %90, 0
  store ptr %91, ptr %4, align 8
  %92 = extractvalue { ptr, i32 } %90, 1
  store i32 %92, ptr %5, align 4
  br label %93

93:                                               ; preds = %89
  %94 = load i32, ptr %5, align 4
  %95 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi0EE) #6
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %104

97:                                               ; preds = %93
  %98 = load ptr, ptr %4, align 8
  %99 = call ptr @__cxa_begin_catch(ptr %98) #6
  store ptr %99, ptr %86, align 8
  %100 = load ptr, ptr %86, align 8
  %101 = getelementptr inbounds %struct.Tag.78, ptr %100, i32 0, i32 0
  %102 = load i32, ptr %101, align 4
  %103 = add nsw i32 %102, 0
  store i32 %103, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

104:                                              ; preds = %93
  %105 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi1EE) #6
  %106 = icmp eq i32 %94, %105
  br i1 %106, label %107, label %114

107:                                              ; preds = %104
  %108 = load ptr, ptr %4, align 8
  %109 = call ptr @__cxa_begin_catch(ptr %108) #6
  store ptr %109, ptr %85, align 8
  %110 = load ptr, ptr %85, align 8
  %111 = getelementptr inbounds %struct.Tag.77, ptr %110, i32 0, i32 0
  %112 = load i32, ptr %111, align 4
  %113 = add nsw i32 %112, 1000
  store i32 %113, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

114:                                              ; preds = %104
  %115 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi2EE) #6
  %116 = icmp eq i32 %94, %115
  br i1 %116, label %117, label %124

117:                                              ; preds = %114
  %118 = load ptr, ptr %4, align 8
  %119 = call ptr @__cxa_begin_catch(ptr %118) #6
  store ptr %119, ptr %84, align 8
  %120 = load ptr, ptr %84, align 8
  %121 = getelementptr inbounds %struct.Tag.76, ptr %120, i32 0, i32 0
  %122 = load i32, ptr %121, align 4
  %123 = add nsw i32 %122, 2000
  store i32 %123, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

124:                                              ; preds = %114
  %125 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi3EE) #6
  %126 = icmp eq i32 %94, %125
  br i1 %126, label %127, label %134

127:                                              ; preds = %124
  %128 = load ptr, ptr %4, align 8
  %129 = call ptr @__cxa_begin_catch(ptr %128) #6
  store ptr %129, ptr %83, align 8
  %130 = load ptr, ptr %83, align 8
  %131 = getelementptr inbounds %struct.Tag.75, ptr %130, i32 0, i32 0
  %132 = load i32, ptr %131, align 4
  %133 = add nsw i32 %132, 3000
  store i32 %133, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

134:                                              ; preds = %124
  %135 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi4EE) #6
  %136 = icmp eq i32 %94, %135
  br i1 %136, label %137, label %144

137:                                              ; preds = %134
  %138 = load ptr, ptr %4, align 8
  %139 = call ptr @__cxa_begin_catch(ptr %138) #6
  store ptr %139, ptr %82, align 8
  %140 = load ptr, ptr %82, align 8
  %141 = getelementptr inbounds %struct.Tag.74, ptr %140, i32 0, i32 0
  %142 = load i32, ptr %141, align 4
  %143 = add nsw i32 %142, 4000
  store i32 %143, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

144:                                              ; preds = %134
  %145 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi5EE) #6
  %146 = icmp eq i32 %94, %145
  br i1 %146, label %147, label %154

147:                                              ; preds = %144
  %148 = load ptr, ptr %4, align 8
  %149 = call ptr @__cxa_begin_catch(ptr %148) #6
  store ptr %149, ptr %81, align 8
  %150 = load ptr, ptr %81, align 8
  %151 = getelementptr inbounds %struct.Tag.73, ptr %150, i32 0, i32 0
  %152 = load i32, ptr %151, align 4
  %153 = add nsw i32 %152, 5000
  store i32 %153, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

154:                                              ; preds = %144
  %155 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi6EE) #6
  %156 = icmp eq i32 %94, %155
  br i1 %156, label %157, label %164

157:                                              ; preds = %154
  %158 = load ptr, ptr %4, align 8
  %159 = call ptr @__cxa_begin_catch(ptr %158) #6
  store ptr %159, ptr %80, align 8
  %160 = load ptr, ptr %80, align 8
  %161 = getelementptr inbounds %struct.Tag.72, ptr %160, i32 0, i32 0
  %162 = load i32, ptr %161, align 4
  %163 = add nsw i32 %162, 6000
  store i32 %163, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

164:                                              ; preds = %154
  %165 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi7EE) #6
  %166 = icmp eq i32 %94, %165
  br i1 %166, label %167, label %174

167:                                              ; preds = %164
  %168 = load ptr, ptr %4, align 8
  %169 = call ptr @__cxa_begin_catch(ptr %168) #6
  store ptr %169, ptr %79, align 8
  %170 = load ptr, ptr %79, align 8
  %171 = getelementptr inbounds %struct.Tag.71, ptr %170, i32 0, i32 0
  %172 = load i32, ptr %171, align 4
  %173 = add nsw i32 %172, 7000
  store i32 %173, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

174:                                              ; preds = %164
  %175 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi8EE) #6
  %176 = icmp eq i32 %94, %175
  br i1 %176, label %177, label %184

177:                                              ; preds = %174
  %178 = load ptr, ptr %4, align 8
  %179 = call ptr @__cxa_begin_catch(ptr %178) #6
  store ptr %179, ptr %78, align 8
  %180 = load ptr, ptr %78, align 8
  %181 = getelementptr inbounds %struct.Tag.70, ptr %180, i32 0, i32 0
  %182 = load i32, ptr %181, align 4
  %183 = add nsw i32 %182, 8000
  store i32 %183, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

184:                                              ; preds = %174
  %185 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi9EE) #6
  %186 = icmp eq i32 %94, %185
  br i1 %186, label %187, label %194

187:                                              ; preds = %184
  %188 = load ptr, ptr %4, align 8
  %189 = call ptr @__cxa_begin_catch(ptr %188) #6
  store ptr %189, ptr %77, align 8
  %190 = load ptr, ptr %77, align 8
  %191 = getelementptr inbounds %struct.Tag.69, ptr %190, i32 0, i32 0
  %192 = load i32, ptr %191, align 4
  %193 = add nsw i32 %192, 9000
  store i32 %193, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

194:                                              ; preds = %184
  %195 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi10EE) #6
  %196 = icmp eq i32 %94, %195
  br i1 %196, label %197, label %204

197:                                              ; preds = %194
  %198 = load ptr, ptr %4, align 8
  %199 = call ptr @__cxa_begin_catch(ptr %198) #6
  store ptr %199, ptr %76, align 8
  %200 = load ptr, ptr %76, align 8
  %201 = getelementptr inbounds %struct.Tag.68, ptr %200, i32 0, i32 0
  %202 = load i32, ptr %201, align 4
  %203 = add nsw i32 %202, 0
  store i32 %203, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

204:                                              ; preds = %194
  %205 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi11EE) #6
  %206 = icmp eq i32 %94, %205
  br i1 %206, label %207, label %214

207:                                              ; preds = %204
  %208 = load ptr, ptr %4, align 8
  %209 = call ptr @__cxa_begin_catch(ptr %208) #6
  store ptr %209, ptr %75, align 8
  %210 = load ptr, ptr %75, align 8
  %211 = getelementptr inbounds %struct.Tag.67, ptr %210, i32 0, i32 0
  %212 = load i32, ptr %211, align 4
  %213 = add nsw i32 %212, 1000
  store i32 %213, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

214:                                              ; preds = %204
  %215 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi12EE) #6
  %216 = icmp eq i32 %94, %215
  br i1 %216, label %217, label %224

217:                                              ; preds = %214
  %218 = load ptr, ptr %4, align 8
  %219 = call ptr @__cxa_begin_catch(ptr %218) #6
  store ptr %219, ptr %74, align 8
  %220 = load ptr, ptr %74, align 8
  %221 = getelementptr inbounds %struct.Tag.66, ptr %220, i32 0, i32 0
  %222 = load i32, ptr %221, align 4
  %223 = add nsw i32 %222, 2000
  store i32 %223, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

224:                                              ; preds = %214
  %225 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi13EE) #6
  %226 = icmp eq i32 %94, %225
  br i1 %226, label %227, label %234

227:                                              ; preds = %224
  %228 = load ptr, ptr %4, align 8
  %229 = call ptr @__cxa_begin_catch(ptr %228) #6
  store ptr %229, ptr %73, align 8
  %230 = load ptr, ptr %73, align 8
  %231 = getelementptr inbounds %struct.Tag.65, ptr %230, i32 0, i32 0
  %232 = load i32, ptr %231, align 4
  %233 = add nsw i32 %232, 3000
  store i32 %233, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

234:                                              ; preds = %224
  %235 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi14EE) #6
  %236 = icmp eq i32 %94, %235
  br i1 %236, label %237, label %244

237:                                              ; preds = %234
  %238 = load ptr, ptr %4, align 8
  %239 = call ptr @__cxa_begin_catch(ptr %238) #6
  store ptr %239, ptr %72, align 8
  %240 = load ptr, ptr %72, align 8
  %241 = getelementptr inbounds %struct.Tag.64, ptr %240, i32 0, i32 0
  %242 = load i32, ptr %241, align 4
  %243 = add nsw i32 %242, 4000
  store i32 %243, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

244:                                              ; preds = %234
  %245 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi15EE) #6
  %246 = icmp eq i32 %94, %245
  br i1 %246, label %247, label %254

247:                                              ; preds = %244
  %248 = load ptr, ptr %4, align 8
  %249 = call ptr @__cxa_begin_catch(ptr %248) #6
  store ptr %249, ptr %71, align 8
  %250 = load ptr, ptr %71, align 8
  %251 = getelementptr inbounds %struct.Tag.63, ptr %250, i32 0, i32 0
  %252 = load i32, ptr %251, align 4
  %253 = add nsw i32 %252, 5000
  store i32 %253, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

254:                                              ; preds = %244
  %255 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi16EE) #6
  %256 = icmp eq i32 %94, %255
  br i1 %256, label %257, label %264

257:                                              ; preds = %254
  %258 = load ptr, ptr %4, align 8
  %259 = call ptr @__cxa_begin_catch(ptr %258) #6
  store ptr %259, ptr %70, align 8
  %260 = load ptr, ptr %70, align 8
  %261 = getelementptr inbounds %struct.Tag.62, ptr %260, i32 0, i32 0
  %262 = load i32, ptr %261, align 4
  %263 = add nsw i32 %262, 6000
  store i32 %263, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

264:                                              ; preds = %254
  %265 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi17EE) #6
  %266 = icmp eq i32 %94, %265
  br i1 %266, label %267, label %274

267:                                              ; preds = %264
  %268 = load ptr, ptr %4, align 8
  %269 = call ptr @__cxa_begin_catch(ptr %268) #6
  store ptr %269, ptr %69, align 8
  %270 = load ptr, ptr %69, align 8
  %271 = getelementptr inbounds %struct.Tag.61, ptr %270, i32 0, i32 0
  %272 = load i32, ptr %271, align 4
  %273 = add nsw i32 %272, 7000
  store i32 %273, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

274:                                              ; preds = %264
  %275 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi18EE) #6
  %276 = icmp eq i32 %94, %275
  br i1 %276, label %277, label %284

277:                                              ; preds = %274
  %278 = load ptr, ptr %4, align 8
  %279 = call ptr @__cxa_begin_catch(ptr %278) #6
  store ptr %279, ptr %68, align 8
  %280 = load ptr, ptr %68, align 8
  %281 = getelementptr inbounds %struct.Tag.60, ptr %280, i32 0, i32 0
  %282 = load i32, ptr %281, align 4
  %283 = add nsw i32 %282, 8000
  store i32 %283, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

284:                                              ; preds = %274
  %285 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi19EE) #6
  %286 = icmp eq i32 %94, %285
  br i1 %286, label %287, label %294

287:                                              ; preds = %284
  %288 = load ptr, ptr %4, align 8
  %289 = call ptr @__cxa_begin_catch(ptr %288) #6
  store ptr %289, ptr %67, align 8
  %290 = load ptr, ptr %67, align 8
  %291 = getelementptr inbounds %struct.Tag.59, ptr %290, i32 0, i32 0
  %292 = load i32, ptr %291, align 4
  %293 = add nsw i32 %292, 9000
  store i32 %293, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

294:                                              ; preds = %284
  %295 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi20EE) #6
  %296 = icmp eq i32 %94, %295
  br i1 %296, label %297, label %304

297:                                              ; preds = %294
  %298 = load ptr, ptr %4, align 8
  %299 = call ptr @__cxa_begin_catch(ptr %298) #6
  store ptr %299, ptr %66, align 8
  %300 = load ptr, ptr %66, align 8
  %301 = getelementptr inbounds %struct.Tag.58, ptr %300, i32 0, i32 0
  %302 = load i32, ptr %301, align 4
  %303 = add nsw i32 %302, 0
  store i32 %303, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

304:                                              ; preds = %294
  %305 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi21EE) #6
  %306 = icmp eq i32 %94, %305
  br i1 %306, label %307, label %314

307:                                              ; preds = %304
  %308 = load ptr, ptr %4, align 8
  %309 = call ptr @__cxa_begin_catch(ptr %308) #6
  store ptr %309, ptr %65, align 8
  %310 = load ptr, ptr %65, align 8
  %311 = getelementptr inbounds %struct.Tag.57, ptr %310, i32 0, i32 0
  %312 = load i32, ptr %311, align 4
  %313 = add nsw i32 %312, 1000
  store i32 %313, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

314:                                              ; preds = %304
  %315 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi22EE) #6
  %316 = icmp eq i32 %94, %315
  br i1 %316, label %317, label %324

317:                                              ; preds = %314
  %318 = load ptr, ptr %4, align 8
  %319 = call ptr @__cxa_begin_catch(ptr %318) #6
  store ptr %319, ptr %64, align 8
  %320 = load ptr, ptr %64, align 8
  %321 = getelementptr inbounds %struct.Tag.56, ptr %320, i32 0, i32 0
  %322 = load i32, ptr %321, align 4
  %323 = add nsw i32 %322, 2000
  store i32 %323, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

324:                                              ; preds = %314
  %325 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi23EE) #6
  %326 = icmp eq i32 %94, %325
  br i1 %326, label %327, label %334

327:                                              ; preds = %324
  %328 = load ptr, ptr %4, align 8
  %329 = call ptr @__cxa_begin_catch(ptr %328) #6
  store ptr %329, ptr %63, align 8
  %330 = load ptr, ptr %63, align 8
  %331 = getelementptr inbounds %struct.Tag.55, ptr %330, i32 0, i32 0
  %332 = load i32, ptr %331, align 4
  %333 = add nsw i32 %332, 3000
  store i32 %333, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

334:                                              ; preds = %324
  %335 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi24EE) #6
  %336 = icmp eq i32 %94, %335
  br i1 %336, label %337, label %344

337:                                              ; preds = %334
  %338 = load ptr, ptr %4, align 8
  %339 = call ptr @__cxa_begin_catch(ptr %338) #6
  store ptr %339, ptr %62, align 8
  %340 = load ptr, ptr %62, align 8
  %341 = getelementptr inbounds %struct.Tag.54, ptr %340, i32 0, i32 0
  %342 = load i32, ptr %341, align 4
  %343 = add nsw i32 %342, 4000
  store i32 %343, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

344:                                              ; preds = %334
  %345 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi25EE) #6
  %346 = icmp eq i32 %94, %345
  br i1 %346, label %347, label %354

347:                                              ; preds = %344
  %348 = load ptr, ptr %4, align 8
  %349 = call ptr @__cxa_begin_catch(ptr %348) #6
  store ptr %349, ptr %61, align 8
  %350 = load ptr, ptr %61, align 8
  %351 = getelementptr inbounds %struct.Tag.53, ptr %350, i32 0, i32 0
  %352 = load i32, ptr %351, align 4
  %353 = add nsw i32 %352, 5000
  store i32 %353, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

354:                                              ; preds = %344
  %355 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi26EE) #6
  %356 = icmp eq i32 %94, %355
  br i1 %356, label %357, label %364

357:                                              ; preds = %354
  %358 = load ptr, ptr %4, align 8
  %359 = call ptr @__cxa_begin_catch(ptr %358) #6
  store ptr %359, ptr %60, align 8
  %360 = load ptr, ptr %60, align 8
  %361 = getelementptr inbounds %struct.Tag.52, ptr %360, i32 0, i32 0
  %362 = load i32, ptr %361, align 4
  %363 = add nsw i32 %362, 6000
  store i32 %363, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

364:                                              ; preds = %354
  %365 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi27EE) #6
  %366 = icmp eq i32 %94, %365
  br i1 %366, label %367, label %374

367:                                              ; preds = %364
  %368 = load ptr, ptr %4, align 8
  %369 = call ptr @__cxa_begin_catch(ptr %368) #6
  store ptr %369, ptr %59, align 8
  %370 = load ptr, ptr %59, align 8
  %371 = getelementptr inbounds %struct.Tag.51, ptr %370, i32 0, i32 0
  %372 = load i32, ptr %371, align 4
  %373 = add nsw i32 %372, 7000
  store i32 %373, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

374:                                              ; preds = %364
  %375 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi28EE) #6
  %376 = icmp eq i32 %94, %375
  br i1 %376, label %377, label %384

377:                                              ; preds = %374
  %378 = load ptr, ptr %4, align 8
  %379 = call ptr @__cxa_begin_catch(ptr %378) #6
  store ptr %379, ptr %58, align 8
  %380 = load ptr, ptr %58, align 8
  %381 = getelementptr inbounds %struct.Tag.50, ptr %380, i32 0, i32 0
  %382 = load i32, ptr %381, align 4
  %383 = add nsw i32 %382, 8000
  store i32 %383, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

384:                                              ; preds = %374
  %385 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi29EE) #6
  %386 = icmp eq i32 %94, %385
  br i1 %386, label %387, label %394

387:                                              ; preds = %384
  %388 = load ptr, ptr %4, align 8
  %389 = call ptr @__cxa_begin_catch(ptr %388) #6
  store ptr %389, ptr %57, align 8
  %390 = load ptr, ptr %57, align 8
  %391 = getelementptr inbounds %struct.Tag.49, ptr %390, i32 0, i32 0
  %392 = load i32, ptr %391, align 4
  %393 = add nsw i32 %392, 9000
  store i32 %393, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

394:                                              ; preds = %384
  %395 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi30EE) #6
  %396 = icmp eq i32 %94, %395
  br i1 %396, label %397, label %404

397:                                              ; preds = %394
  %398 = load ptr, ptr %4, align 8
  %399 = call ptr @__cxa_begin_catch(ptr %398) #6
  store ptr %399, ptr %56, align 8
  %400 = load ptr, ptr %56, align 8
  %401 = getelementptr inbounds %struct.Tag.48, ptr %400, i32 0, i32 0
  %402 = load i32, ptr %401, align 4
  %403 = add nsw i32 %402, 0
  store i32 %403, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

404:                                              ; preds = %394
  %405 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi31EE) #6
  %406 = icmp eq i32 %94, %405
  br i1 %406, label %407, label %414

407:                                              ; preds = %404
  %408 = load ptr, ptr %4, align 8
  %409 = call ptr @__cxa_begin_catch(ptr %408) #6
  store ptr %409, ptr %55, align 8
  %410 = load ptr, ptr %55, align 8
  %411 = getelementptr inbounds %struct.Tag.47, ptr %410, i32 0, i32 0
  %412 = load i32, ptr %411, align 4
  %413 = add nsw i32 %412, 1000
  store i32 %413, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

414:                                              ; preds = %404
  %415 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi32EE) #6
  %416 = icmp eq i32 %94, %415
  br i1 %416, label %417, label %424

417:                                              ; preds = %414
  %418 = load ptr, ptr %4, align 8
  %419 = call ptr @__cxa_begin_catch(ptr %418) #6
  store ptr %419, ptr %54, align 8
  %420 = load ptr, ptr %54, align 8
  %421 = getelementptr inbounds %struct.Tag.46, ptr %420, i32 0, i32 0
  %422 = load i32, ptr %421, align 4
  %423 = add nsw i32 %422, 2000
  store i32 %423, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

424:                                              ; preds = %414
  %425 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi33EE) #6
  %426 = icmp eq i32 %94, %425
  br i1 %426, label %427, label %434

427:                                              ; preds = %424
  %428 = load ptr, ptr %4, align 8
  %429 = call ptr @__cxa_begin_catch(ptr %428) #6
  store ptr %429, ptr %53, align 8
  %430 = load ptr, ptr %53, align 8
  %431 = getelementptr inbounds %struct.Tag.45, ptr %430, i32 0, i32 0
  %432 = load i32, ptr %431, align 4
  %433 = add nsw i32 %432, 3000
  store i32 %433, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

434:                                              ; preds = %424
  %435 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi34EE) #6
  %436 = icmp eq i32 %94, %435
  br i1 %436, label %437, label %444

437:                                              ; preds = %434
  %438 = load ptr, ptr %4, align 8
  %439 = call ptr @__cxa_begin_catch(ptr %438) #6
  store ptr %439, ptr %52, align 8
  %440 = load ptr, ptr %52, align 8
  %441 = getelementptr inbounds %struct.Tag.44, ptr %440, i32 0, i32 0
  %442 = load i32, ptr %441, align 4
  %443 = add nsw i32 %442, 4000
  store i32 %443, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

444:                                              ; preds = %434
  %445 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi35EE) #6
  %446 = icmp eq i32 %94, %445
  br i1 %446, label %447, label %454

447:                                              ; preds = %444
  %448 = load ptr, ptr %4, align 8
  %449 = call ptr @__cxa_begin_catch(ptr %448) #6
  store ptr %449, ptr %51, align 8
  %450 = load ptr, ptr %51, align 8
  %451 = getelementptr inbounds %struct.Tag.43, ptr %450, i32 0, i32 0
  %452 = load i32, ptr %451, align 4
  %453 = add nsw i32 %452, 5000
  store i32 %453, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

454:                                              ; preds = %444
  %455 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi36EE) #6
  %456 = icmp eq i32 %94, %455
  br i1 %456, label %457, label %464

457:                                              ; preds = %454
  %458 = load ptr, ptr %4, align 8
  %459 = call ptr @__cxa_begin_catch(ptr %458) #6
  store ptr %459, ptr %50, align 8
  %460 = load ptr, ptr %50, align 8
  %461 = getelementptr inbounds %struct.Tag.42, ptr %460, i32 0, i32 0
  %462 = load i32, ptr %461, align 4
  %463 = add nsw i32 %462, 6000
  store i32 %463, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

464:                                              ; preds = %454
  %465 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi37EE) #6
  %466 = icmp eq i32 %94, %465
  br i1 %466, label %467, label %474

467:                                              ; preds = %464
  %468 = load ptr, ptr %4, align 8
  %469 = call ptr @__cxa_begin_catch(ptr %468) #6
  store ptr %469, ptr %49, align 8
  %470 = load ptr, ptr %49, align 8
  %471 = getelementptr inbounds %struct.Tag.41, ptr %470, i32 0, i32 0
  %472 = load i32, ptr %471, align 4
  %473 = add nsw i32 %472, 7000
  store i32 %473, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

474:                                              ; preds = %464
  %475 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi38EE) #6
  %476 = icmp eq i32 %94, %475
  br i1 %476, label %477, label %484

477:                                              ; preds = %474
  %478 = load ptr, ptr %4, align 8
  %479 = call ptr @__cxa_begin_catch(ptr %478) #6
  store ptr %479, ptr %48, align 8
  %480 = load ptr, ptr %48, align 8
  %481 = getelementptr inbounds %struct.Tag.40, ptr %480, i32 0, i32 0
  %482 = load i32, ptr %481, align 4
  %483 = add nsw i32 %482, 8000
  store i32 %483, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

484:                                              ; preds = %474
  %485 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi39EE) #6
  %486 = icmp eq i32 %94, %485
  br i1 %486, label %487, label %494

487:                                              ; preds = %484
  %488 = load ptr, ptr %4, align 8
  %489 = call ptr @__cxa_begin_catch(ptr %488) #6
  store ptr %489, ptr %47, align 8
  %490 = load ptr, ptr %47, align 8
  %491 = getelementptr inbounds %struct.Tag.39, ptr %490, i32 0, i32 0
  %492 = load i32, ptr %491, align 4
  %493 = add nsw i32 %492, 9000
  store i32 %493, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

494:                                              ; preds = %484
  %495 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi40EE) #6
  %496 = icmp eq i32 %94, %495
  br i1 %496, label %497, label %504

497:                                              ; preds = %494
  %498 = load ptr, ptr %4, align 8
  %499 = call ptr @__cxa_begin_catch(ptr %498) #6
  store ptr %499, ptr %46, align 8
  %500 = load ptr, ptr %46, align 8
  %501 = getelementptr inbounds %struct.Tag.38, ptr %500, i32 0, i32 0
  %502 = load i32, ptr %501, align 4
  %503 = add nsw i32 %502, 0
  store i32 %503, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

504:                                              ; preds = %494
  %505 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi41EE) #6
  %506 = icmp eq i32 %94, %505
  br i1 %506, label %507, label %514

507:                                              ; preds = %504
  %508 = load ptr, ptr %4, align 8
  %509 = call ptr @__cxa_begin_catch(ptr %508) #6
  store ptr %509, ptr %45, align 8
  %510 = load ptr, ptr %45, align 8
  %511 = getelementptr inbounds %struct.Tag.37, ptr %510, i32 0, i32 0
  %512 = load i32, ptr %511, align 4
  %513 = add nsw i32 %512, 1000
  store i32 %513, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

514:                                              ; preds = %504
  %515 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi42EE) #6
  %516 = icmp eq i32 %94, %515
  br i1 %516, label %517, label %524

517:                                              ; preds = %514
  %518 = load ptr, ptr %4, align 8
  %519 = call ptr @__cxa_begin_catch(ptr %518) #6
  store ptr %519, ptr %44, align 8
  %520 = load ptr, ptr %44, align 8
  %521 = getelementptr inbounds %struct.Tag.36, ptr %520, i32 0, i32 0
  %522 = load i32, ptr %521, align 4
  %523 = add nsw i32 %522, 2000
  store i32 %523, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

524:                                              ; preds = %514
  %525 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi43EE) #6
  %526 = icmp eq i32 %94, %525
  br i1 %526, label %527, label %534

527:                                              ; preds = %524
  %528 = load ptr, ptr %4, align 8
  %529 = call ptr @__cxa_begin_catch(ptr %528) #6
  store ptr %529, ptr %43, align 8
  %530 = load ptr, ptr %43, align 8
  %531 = getelementptr inbounds %struct.Tag.35, ptr %530, i32 0, i32 0
  %532 = load i32, ptr %531, align 4
  %533 = add nsw i32 %532, 3000
  store i32 %533, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

534:                                              ; preds = %524
  %535 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi44EE) #6
  %536 = icmp eq i32 %94, %535
  br i1 %536, label %537, label %544

537:                                              ; preds = %534
  %538 = load ptr, ptr %4, align 8
  %539 = call ptr @__cxa_begin_catch(ptr %538) #6
  store ptr %539, ptr %42, align 8
  %540 = load ptr, ptr %42, align 8
  %541 = getelementptr inbounds %struct.Tag.34, ptr %540, i32 0, i32 0
  %542 = load i32, ptr %541, align 4
  %543 = add nsw i32 %542, 4000
  store i32 %543, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

544:                                              ; preds = %534
  %545 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi45EE) #6
  %546 = icmp eq i32 %94, %545
  br i1 %546, label %547, label %554

547:                                              ; preds = %544
  %548 = load ptr, ptr %4, align 8
  %549 = call ptr @__cxa_begin_catch(ptr %548) #6
  store ptr %549, ptr %41, align 8
  %550 = load ptr, ptr %41, align 8
  %551 = getelementptr inbounds %struct.Tag.33, ptr %550, i32 0, i32 0
  %552 = load i32, ptr %551, align 4
  %553 = add nsw i32 %552, 5000
  store i32 %553, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

554:                                              ; preds = %544
  %555 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi46EE) #6
  %556 = icmp eq i32 %94, %555
  br i1 %556, label %557, label %564

557:                                              ; preds = %554
  %558 = load ptr, ptr %4, align 8
  %559 = call ptr @__cxa_begin_catch(ptr %558) #6
  store ptr %559, ptr %40, align 8
  %560 = load ptr, ptr %40, align 8
  %561 = getelementptr inbounds %struct.Tag.32, ptr %560, i32 0, i32 0
  %562 = load i32, ptr %561, align 4
  %563 = add nsw i32 %562, 6000
  store i32 %563, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

564:                                              ; preds = %554
  %565 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi47EE) #6
  %566 = icmp eq i32 %94, %565
  br i1 %566, label %567, label %574

567:                                              ; preds = %564
  %568 = load ptr, ptr %4, align 8
  %569 = call ptr @__cxa_begin_catch(ptr %568) #6
  store ptr %569, ptr %39, align 8
  %570 = load ptr, ptr %39, align 8
  %571 = getelementptr inbounds %struct.Tag.31, ptr %570, i32 0, i32 0
  %572 = load i32, ptr %571, align 4
  %573 = add nsw i32 %572, 7000
  store i32 %573, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

574:                                              ; preds = %564
  %575 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi48EE) #6
  %576 = icmp eq i32 %94, %575
  br i1 %576, label %577, label %584

577:                                              ; preds = %574
  %578 = load ptr, ptr %4, align 8
  %579 = call ptr @__cxa_begin_catch(ptr %578) #6
  store ptr %579, ptr %38, align 8
  %580 = load ptr, ptr %38, align 8
  %581 = getelementptr inbounds %struct.Tag.30, ptr %580, i32 0, i32 0
  %582 = load i32, ptr %581, align 4
  %583 = add nsw i32 %582, 8000
  store i32 %583, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

584:                                              ; preds = %574
  %585 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi49EE) #6
  %586 = icmp eq i32 %94, %585
  br i1 %586, label %587, label %594

587:                                              ; preds = %584
  %588 = load ptr, ptr %4, align 8
  %589 = call ptr @__cxa_begin_catch(ptr %588) #6
  store ptr %589, ptr %37, align 8
  %590 = load ptr, ptr %37, align 8
  %591 = getelementptr inbounds %struct.Tag.29, ptr %590, i32 0, i32 0
  %592 = load i32, ptr %591, align 4
  %593 = add nsw i32 %592, 9000
  store i32 %593, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

594:                                              ; preds = %584
  %595 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi50EE) #6
  %596 = icmp eq i32 %94, %595
  br i1 %596, label %597, label %604

597:                                              ; preds = %594
  %598 = load ptr, ptr %4, align 8
  %599 = call ptr @__cxa_begin_catch(ptr %598) #6
  store ptr %599, ptr %36, align 8
  %600 = load ptr, ptr %36, align 8
  %601 = getelementptr inbounds %struct.Tag.28, ptr %600, i32 0, i32 0
  %602 = load i32, ptr %601, align 4
  %603 = add nsw i32 %602, 0
  store i32 %603, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

604:                                              ; preds = %594
  %605 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi51EE) #6
  %606 = icmp eq i32 %94, %605
  br i1 %606, label %607, label %614

607:                                              ; preds = %604
  %608 = load ptr, ptr %4, align 8
  %609 = call ptr @__cxa_begin_catch(ptr %608) #6
  store ptr %609, ptr %35, align 8
  %610 = load ptr, ptr %35, align 8
  %611 = getelementptr inbounds %struct.Tag.27, ptr %610, i32 0, i32 0
  %612 = load i32, ptr %611, align 4
  %613 = add nsw i32 %612, 1000
  store i32 %613, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

614:                                              ; preds = %604
  %615 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi52EE) #6
  %616 = icmp eq i32 %94, %615
  br i1 %616, label %617, label %624

617:                                              ; preds = %614
  %618 = load ptr, ptr %4, align 8
  %619 = call ptr @__cxa_begin_catch(ptr %618) #6
  store ptr %619, ptr %34, align 8
  %620 = load ptr, ptr %34, align 8
  %621 = getelementptr inbounds %struct.Tag.26, ptr %620, i32 0, i32 0
  %622 = load i32, ptr %621, align 4
  %623 = add nsw i32 %622, 2000
  store i32 %623, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

624:                                              ; preds = %614
  %625 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi53EE) #6
  %626 = icmp eq i32 %94, %625
  br i1 %626, label %627, label %634

627:                                              ; preds = %624
  %628 = load ptr, ptr %4, align 8
  %629 = call ptr @__cxa_begin_catch(ptr %628) #6
  store ptr %629, ptr %33, align 8
  %630 = load ptr, ptr %33, align 8
  %631 = getelementptr inbounds %struct.Tag.25, ptr %630, i32 0, i32 0
  %632 = load i32, ptr %631, align 4
  %633 = add nsw i32 %632, 3000
  store i32 %633, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

634:                                              ; preds = %624
  %635 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi54EE) #6
  %636 = icmp eq i32 %94, %635
  br i1 %636, label %637, label %644

637:                                              ; preds = %634
  %638 = load ptr, ptr %4, align 8
  %639 = call ptr @__cxa_begin_catch(ptr %638) #6
  store ptr %639, ptr %32, align 8
  %640 = load ptr, ptr %32, align 8
  %641 = getelementptr inbounds %struct.Tag.24, ptr %640, i32 0, i32 0
  %642 = load i32, ptr %641, align 4
  %643 = add nsw i32 %642, 4000
  store i32 %643, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

644:                                              ; preds = %634
  %645 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi55EE) #6
  %646 = icmp eq i32 %94, %645
  br i1 %646, label %647, label %654

647:                                              ; preds = %644
  %648 = load ptr, ptr %4, align 8
  %649 = call ptr @__cxa_begin_catch(ptr %648) #6
  store ptr %649, ptr %31, align 8
  %650 = load ptr, ptr %31, align 8
  %651 = getelementptr inbounds %struct.Tag.23, ptr %650, i32 0, i32 0
  %652 = load i32, ptr %651, align 4
  %653 = add nsw i32 %652, 5000
  store i32 %653, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

654:                                              ; preds = %644
  %655 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi56EE) #6
  %656 = icmp eq i32 %94, %655
  br i1 %656, label %657, label %664

657:                                              ; preds = %654
  %658 = load ptr, ptr %4, align 8
  %659 = call ptr @__cxa_begin_catch(ptr %658) #6
  store ptr %659, ptr %30, align 8
  %660 = load ptr, ptr %30, align 8
  %661 = getelementptr inbounds %struct.Tag.22, ptr %660, i32 0, i32 0
  %662 = load i32, ptr %661, align 4
  %663 = add nsw i32 %662, 6000
  store i32 %663, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

664:                                              ; preds = %654
  %665 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi57EE) #6
  %666 = icmp eq i32 %94, %665
  br i1 %666, label %667, label %674

667:                                              ; preds = %664
  %668 = load ptr, ptr %4, align 8
  %669 = call ptr @__cxa_begin_catch(ptr %668) #6
  store ptr %669, ptr %29, align 8
  %670 = load ptr, ptr %29, align 8
  %671 = getelementptr inbounds %struct.Tag.21, ptr %670, i32 0, i32 0
  %672 = load i32, ptr %671, align 4
  %673 = add nsw i32 %672, 7000
  store i32 %673, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

674:                                              ; preds = %664
  %675 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi58EE) #6
  %676 = icmp eq i32 %94, %675
  br i1 %676, label %677, label %684

677:                                              ; preds = %674
  %678 = load ptr, ptr %4, align 8
  %679 = call ptr @__cxa_begin_catch(ptr %678) #6
  store ptr %679, ptr %28, align 8
  %680 = load ptr, ptr %28, align 8
  %681 = getelementptr inbounds %struct.Tag.20, ptr %680, i32 0, i32 0
  %682 = load i32, ptr %681, align 4
  %683 = add nsw i32 %682, 8000
  store i32 %683, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

684:                                              ; preds = %674
  %685 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi59EE) #6
  %686 = icmp eq i32 %94, %685
  br i1 %686, label %687, label %694

687:                                              ; preds = %684
  %688 = load ptr, ptr %4, align 8
  %689 = call ptr @__cxa_begin_catch(ptr %688) #6
  store ptr %689, ptr %27, align 8
  %690 = load ptr, ptr %27, align 8
  %691 = getelementptr inbounds %struct.Tag.19, ptr %690, i32 0, i32 0
  %692 = load i32, ptr %691, align 4
  %693 = add nsw i32 %692, 9000
  store i32 %693, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

694:                                              ; preds = %684
  %695 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi60EE) #6
  %696 = icmp eq i32 %94, %695
  br i1 %696, label %697, label %704

697:                                              ; preds = %694
  %698 = load ptr, ptr %4, align 8
  %699 = call ptr @__cxa_begin_catch(ptr %698) #6
  store ptr %699, ptr %26, align 8
  %700 = load ptr, ptr %26, align 8
  %701 = getelementptr inbounds %struct.Tag.18, ptr %700, i32 0, i32 0
  %702 = load i32, ptr %701, align 4
  %703 = add nsw i32 %702, 0
  store i32 %703, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

704:                                              ; preds = %694
  %705 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi61EE) #6
  %706 = icmp eq i32 %94, %705
  br i1 %706, label %707, label %714

707:                                              ; preds = %704
  %708 = load ptr, ptr %4, align 8
  %709 = call ptr @__cxa_begin_catch(ptr %708) #6
  store ptr %709, ptr %25, align 8
  %710 = load ptr, ptr %25, align 8
  %711 = getelementptr inbounds %struct.Tag.17, ptr %710, i32 0, i32 0
  %712 = load i32, ptr %711, align 4
  %713 = add nsw i32 %712, 1000
  store i32 %713, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

714:                                              ; preds = %704
  %715 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi62EE) #6
  %716 = icmp eq i32 %94, %715
  br i1 %716, label %717, label %724

717:                                              ; preds = %714
  %718 = load ptr, ptr %4, align 8
  %719 = call ptr @__cxa_begin_catch(ptr %718) #6
  store ptr %719, ptr %24, align 8
  %720 = load ptr, ptr %24, align 8
  %721 = getelementptr inbounds %struct.Tag.16, ptr %720, i32 0, i32 0
  %722 = load i32, ptr %721, align 4
  %723 = add nsw i32 %722, 2000
  store i32 %723, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

724:                                              ; preds = %714
  %725 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi63EE) #6
  %726 = icmp eq i32 %94, %725
  br i1 %726, label %727, label %734

727:                                              ; preds = %724
  %728 = load ptr, ptr %4, align 8
  %729 = call ptr @__cxa_begin_catch(ptr %728) #6
  store ptr %729, ptr %23, align 8
  %730 = load ptr, ptr %23, align 8
  %731 = getelementptr inbounds %struct.Tag.15, ptr %730, i32 0, i32 0
  %732 = load i32, ptr %731, align 4
  %733 = add nsw i32 %732, 3000
  store i32 %733, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

734:                                              ; preds = %724
  %735 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi64EE) #6
  %736 = icmp eq i32 %94, %735
  br i1 %736, label %737, label %744

737:                                              ; preds = %734
  %738 = load ptr, ptr %4, align 8
  %739 = call ptr @__cxa_begin_catch(ptr %738) #6
  store ptr %739, ptr %22, align 8
  %740 = load ptr, ptr %22, align 8
  %741 = getelementptr inbounds %struct.Tag.14, ptr %740, i32 0, i32 0
  %742 = load i32, ptr %741, align 4
  %743 = add nsw i32 %742, 4000
  store i32 %743, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

744:                                              ; preds = %734
  %745 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi65EE) #6
  %746 = icmp eq i32 %94, %745
  br i1 %746, label %747, label %754

747:                                              ; preds = %744
  %748 = load ptr, ptr %4, align 8
  %749 = call ptr @__cxa_begin_catch(ptr %748) #6
  store ptr %749, ptr %21, align 8
  %750 = load ptr, ptr %21, align 8
  %751 = getelementptr inbounds %struct.Tag.13, ptr %750, i32 0, i32 0
  %752 = load i32, ptr %751, align 4
  %753 = add nsw i32 %752, 5000
  store i32 %753, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

754:                                              ; preds = %744
  %755 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi66EE) #6
  %756 = icmp eq i32 %94, %755
  br i1 %756, label %757, label %764

757:                                              ; preds = %754
  %758 = load ptr, ptr %4, align 8
  %759 = call ptr @__cxa_begin_catch(ptr %758) #6
  store ptr %759, ptr %20, align 8
  %760 = load ptr, ptr %20, align 8
  %761 = getelementptr inbounds %struct.Tag.12, ptr %760, i32 0, i32 0
  %762 = load i32, ptr %761, align 4
  %763 = add nsw i32 %762, 6000
  store i32 %763, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

764:                                              ; preds = %754
  %765 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi67EE) #6
  %766 = icmp eq i32 %94, %765
  br i1 %766, label %767, label %774

767:                                              ; preds = %764
  %768 = load ptr, ptr %4, align 8
  %769 = call ptr @__cxa_begin_catch(ptr %768) #6
  store ptr %769, ptr %19, align 8
  %770 = load ptr, ptr %19, align 8
  %771 = getelementptr inbounds %struct.Tag.11, ptr %770, i32 0, i32 0
  %772 = load i32, ptr %771, align 4
  %773 = add nsw i32 %772, 7000
  store i32 %773, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

774:                                              ; preds = %764
  %775 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi68EE) #6
  %776 = icmp eq i32 %94, %775
  br i1 %776, label %777, label %784

777:                                              ; preds = %774
  %778 = load ptr, ptr %4, align 8
  %779 = call ptr @__cxa_begin_catch(ptr %778) #6
  store ptr %779, ptr %18, align 8
  %780 = load ptr, ptr %18, align 8
  %781 = getelementptr inbounds %struct.Tag.10, ptr %780, i32 0, i32 0
  %782 = load i32, ptr %781, align 4
  %783 = add nsw i32 %782, 8000
  store i32 %783, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

784:                                              ; preds = %774
  %785 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi69EE) #6
  %786 = icmp eq i32 %94, %785
  br i1 %786, label %787, label %794

787:                                              ; preds = %784
  %788 = load ptr, ptr %4, align 8
  %789 = call ptr @__cxa_begin_catch(ptr %788) #6
  store ptr %789, ptr %17, align 8
  %790 = load ptr, ptr %17, align 8
  %791 = getelementptr inbounds %struct.Tag.9, ptr %790, i32 0, i32 0
  %792 = load i32, ptr %791, align 4
  %793 = add nsw i32 %792, 9000
  store i32 %793, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

794:                                              ; preds = %784
  %795 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi70EE) #6
  %796 = icmp eq i32 %94, %795
  br i1 %796, label %797, label %804

797:                                              ; preds = %794
  %798 = load ptr, ptr %4, align 8
  %799 = call ptr @__cxa_begin_catch(ptr %798) #6
  store ptr %799, ptr %16, align 8
  %800 = load ptr, ptr %16, align 8
  %801 = getelementptr inbounds %struct.Tag.8, ptr %800, i32 0, i32 0
  %802 = load i32, ptr %801, align 4
  %803 = add nsw i32 %802, 0
  store i32 %803, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

804:                                              ; preds = %794
  %805 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi71EE) #6
  %806 = icmp eq i32 %94, %805
  br i1 %806, label %807, label %814

807:                                              ; preds = %804
  %808 = load ptr, ptr %4, align 8
  %809 = call ptr @__cxa_begin_catch(ptr %808) #6
  store ptr %809, ptr %15, align 8
  %810 = load ptr, ptr %15, align 8
  %811 = getelementptr inbounds %struct.Tag.7, ptr %810, i32 0, i32 0
  %812 = load i32, ptr %811, align 4
  %813 = add nsw i32 %812, 1000
  store i32 %813, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

814:                                              ; preds = %804
  %815 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi72EE) #6
  %816 = icmp eq i32 %94, %815
  br i1 %816, label %817, label %824

817:                                              ; preds = %814
  %818 = load ptr, ptr %4, align 8
  %819 = call ptr @__cxa_begin_catch(ptr %818) #6
  store ptr %819, ptr %14, align 8
  %820 = load ptr, ptr %14, align 8
  %821 = getelementptr inbounds %struct.Tag.6, ptr %820, i32 0, i32 0
  %822 = load i32, ptr %821, align 4
  %823 = add nsw i32 %822, 2000
  store i32 %823, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

824:                                              ; preds = %814
  %825 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi73EE) #6
  %826 = icmp eq i32 %94, %825
  br i1 %826, label %827, label %834

827:                                              ; preds = %824
  %828 = load ptr, ptr %4, align 8
  %829 = call ptr @__cxa_begin_catch(ptr %828) #6
  store ptr %829, ptr %13, align 8
  %830 = load ptr, ptr %13, align 8
  %831 = getelementptr inbounds %struct.Tag.5, ptr %830, i32 0, i32 0
  %832 = load i32, ptr %831, align 4
  %833 = add nsw i32 %832, 3000
  store i32 %833, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

834:                                              ; preds = %824
  %835 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi74EE) #6
  %836 = icmp eq i32 %94, %835
  br i1 %836, label %837, label %844

837:                                              ; preds = %834
  %838 = load ptr, ptr %4, align 8
  %839 = call ptr @__cxa_begin_catch(ptr %838) #6
  store ptr %839, ptr %12, align 8
  %840 = load ptr, ptr %12, align 8
  %841 = getelementptr inbounds %struct.Tag.4, ptr %840, i32 0, i32 0
  %842 = load i32, ptr %841, align 4
  %843 = add nsw i32 %842, 4000
  store i32 %843, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

844:                                              ; preds = %834
  %845 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi75EE) #6
  %846 = icmp eq i32 %94, %845
  br i1 %846, label %847, label %854

847:                                              ; preds = %844
  %848 = load ptr, ptr %4, align 8
  %849 = call ptr @__cxa_begin_catch(ptr %848) #6
  store ptr %849, ptr %11, align 8
  %850 = load ptr, ptr %11, align 8
  %851 = getelementptr inbounds %struct.Tag.3, ptr %850, i32 0, i32 0
  %852 = load i32, ptr %851, align 4
  %853 = add nsw i32 %852, 5000
  store i32 %853, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

854:                                              ; preds = %844
  %855 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi76EE) #6
  %856 = icmp eq i32 %94, %855
  br i1 %856, label %857, label %864

857:                                              ; preds = %854
  %858 = load ptr, ptr %4, align 8
  %859 = call ptr @__cxa_begin_catch(ptr %858) #6
  store ptr %859, ptr %10, align 8
  %860 = load ptr, ptr %10, align 8
  %861 = getelementptr inbounds %struct.Tag.2, ptr %860, i32 0, i32 0
  %862 = load i32, ptr %861, align 4
  %863 = add nsw i32 %862, 6000
  store i32 %863, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

864:                                              ; preds = %854
  %865 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi77EE) #6
  %866 = icmp eq i32 %94, %865
  br i1 %866, label %867, label %874

867:                                              ; preds = %864
  %868 = load ptr, ptr %4, align 8
  %869 = call ptr @__cxa_begin_catch(ptr %868) #6
  store ptr %869, ptr %9, align 8
  %870 = load ptr, ptr %9, align 8
  %871 = getelementptr inbounds %struct.Tag.1, ptr %870, i32 0, i32 0
  %872 = load i32, ptr %871, align 4
  %873 = add nsw i32 %872, 7000
  store i32 %873, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

874:                                              ; preds = %864
  %875 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi78EE) #6
  %876 = icmp eq i32 %94, %875
  br i1 %876, label %877, label %884

877:                                              ; preds = %874
  %878 = load ptr, ptr %4, align 8
  %879 = call ptr @__cxa_begin_catch(ptr %878) #6
  store ptr %879, ptr %8, align 8
  %880 = load ptr, ptr %8, align 8
  %881 = getelementptr inbounds %struct.Tag.0, ptr %880, i32 0, i32 0
  %882 = load i32, ptr %881, align 4
  %883 = add nsw i32 %882, 8000
  store i32 %883, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

884:                                              ; preds = %874
  %885 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3TagILi79EE) #6
  %886 = icmp eq i32 %94, %885
  br i1 %886, label %887, label %894

887:                                              ; preds = %884
  %888 = load ptr, ptr %4, align 8
  %889 = call ptr @__cxa_begin_catch(ptr %888) #6
  store ptr %889, ptr %7, align 8
  %890 = load ptr, ptr %7, align 8
  %891 = getelementptr inbounds %struct.Tag, ptr %890, i32 0, i32 0
  %892 = load i32, ptr %891, align 4
  %893 = add nsw i32 %892, 9000
  store i32 %893, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %904

894:                                              ; preds = %884
  %895 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %896 = icmp eq i32 %94, %895
  br i1 %896, label %897, label %906

897:                                              ; preds = %894
  %898 = load ptr, ptr %4, align 8
  %899 = call ptr @__cxa_begin_catch(ptr %898) #6
  %900 = load i32, ptr %899, align 4
  store i32 %900, ptr %6, align 4
  %901 = load i32, ptr %6, align 4
  %902 = sub nsw i32 0, %901
  store i32 %902, ptr %2, align 4
  call void @__cxa_end_catch() #6
  br label %904

903:                                              ; preds = %88
  store i32 0, ptr %2, align 4
  br label %904

904:                                              ; preds = %903, %97, %107, %117, %127, %137, %147, %157, %167, %177, %187, %197, %207, %217, %227, %237, %247, %257, %267, %277, %287, %297, %307, %317, %327, %337, %347, %357, %367, %377, %387, %397, %407, %417, %427, %437, %447, %457, %467, %477, %487, %497, %507, %517, %527, %537, %547, %557, %567, %577, %587, %597, %607, %617, %627, %637, %647, %657, %667, %677, %687, %697, %707, %717, %727, %737, %747, %757, %767, %777, %787, %797, %807, %817, %827, %837, %847, %857, %867, %877, %887, %897
  %905 = load i32, ptr %2, align 4
  ret i32 %905

906:                                              ; preds = %894
  %907 = load ptr, ptr %4, align 8
  %908 = load i32, ptr %5, align 4
  %909 = insertvalue { ptr, i32 } poison, ptr %907, 0
  %910 = insertvalue { ptr, i32 } %909, i32 %908, 1
  resume { ptr, i32 } %910
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL13long_functionv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Guard, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Guard, align 4
  %6 = alloca %struct.Guard, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = alloca %struct.Guard, align 4
  %9 = alloca %struct.Guard, align 4
  %10 = alloca %struct.Guard, align 4
  %11 = alloca %struct.Guard, align 4
  %12 = alloca %struct.Guard, align 4
  %13 = alloca %struct.Guard, align 4
  %14 = alloca %struct.Guard, align 4
  %15 = alloca %struct.Guard, align 4
  %16 = alloca %struct.Guard, align 4
  %17 = alloca %struct.Guard, align 4
  %18 = alloca %struct.Guard, align 4
  %19 = alloca %struct.Guard, align 4
  %20 = alloca %struct.Guard, align 4
  %21 = alloca %struct.Guard, align 4
  %22 = alloca %struct.Guard, align 4
  %23 = alloca %struct.Guard, align 4
  %24 = alloca %struct.Guard, align 4
  %25 = alloca %struct.Guard, align 4
  %26 = alloca %struct.Guard, align 4
  %27 = alloca %struct.Guard, align 4
  %28 = alloca %struct.Guard, align 4
  %29 = alloca %struct.Guard, align 4
  %30 = alloca %struct.Guard, align 4
  %31 = alloca %struct.Guard, align 4
  %32 = alloca %struct.Guard, align 4
  %33 = alloca %struct.Guard, align 4
  %34 = alloca %struct.Guard, align 4
  %35 = alloca %struct.Guard, align 4
  %36 = alloca %struct.Guard, align 4
  %37 = alloca %struct.Guard, align 4
  %38 = alloca %struct.Guard, align 4
  %39 = alloca %struct.Guard, align 4
  %40 = alloca %struct.Guard, align 4
  %41 = alloca %struct.Guard, align 4
  %42 = alloca %struct.Guard, align 4
  %43 = alloca %struct.Guard, align 4
  %44 = alloca %struct.Guard, align 4
  %45 = alloca %struct.Guard, align 4
  %46 = alloca %struct.Guard, align 4
  %47 = alloca %struct.Guard, align 4
  %48 = alloca %struct.Guard, align 4
  %49 = alloca %struct.Guard, align 4
  %50 = alloca %struct.Guard, align 4
  %51 = alloca %struct.Guard, align 4
  %52 = alloca %struct.Guard, align 4
  %53 = alloca %struct.Guard, align 4
  %54 = alloca %struct.Guard, align 4
  %55 = alloca %struct.Guard, align 4
  %56 = alloca %struct.Guard, align 4
  %57 = alloca %struct.Guard, align 4
  %58 = alloca %struct.Guard, align 4
  %59 = alloca %struct.Guard, align 4
  %60 = alloca %struct.Guard, align 4
  %61 = alloca %struct.Guard, align 4
  %62 = alloca %struct.Guard, align 4
  %63 = alloca %struct.Guard, align 4
  %64 = alloca %struct.Guard, align 4
  %65 = alloca %struct.Guard, align 4
  %66 = alloca %struct.Guard, align 4
  %67 = alloca %struct.Guard, align 4
  %68 = alloca %struct.Guard, align 4
  %69 = alloca %struct.Guard, align 4
  %70 = alloca %struct.Guard, align 4
  %71 = alloca %struct.Guard, align 4
  %72 = alloca %struct.Guard, align 4
  %73 = alloca %struct.Guard, align 4
  %74 = alloca %struct.Guard, align 4
  %75 = alloca %struct.Guard, align 4
  %76 = alloca %struct.Guard, align 4
  %77 = alloca %struct.Guard, align 4
  %78 = alloca %struct.Guard, align 4
  %79 = alloca %struct.Guard, align 4
  %80 = alloca %struct.Guard, align 4
  %81 = alloca %struct.Guard, align 4
  %82 = alloca %struct.Guard, align 4
  %83 = alloca %struct.Guard, align 4
  %84 = alloca %struct.Guard, align 4
  %85 = alloca %struct.Guard, align 4
  %86 = alloca %struct.Guard, align 4
  %87 = alloca %struct.Guard, align 4
  %88 = alloca %struct.Guard, align 4
  %89 = alloca %struct.Guard, align 4
  %90 = alloca %struct.Guard, align 4
  %91 = alloca %struct.Guard, align 4
  %92 = alloca %struct.Guard, align 4
  %93 = alloca %struct.Guard, align 4
  %94 = alloca %struct.Guard, align 4
  %95 = alloca %struct.Guard, align 4
  %96 = alloca %struct.Guard, align 4
  %97 = alloca %struct.Guard, align 4
  %98 = alloca %struct.Guard, align 4
  %99 = alloca %struct.Guard, align 4
  %100 = alloca %struct.Guard, align 4
  %101 = alloca %struct.Guard, align 4
  %102 = alloca %struct.Guard, align 4
  %103 = alloca %struct.Guard, align 4
  %104 = alloca %struct.Guard, align 4
  %105 = alloca %struct.Guard, align 4
  %106 = alloca %struct.Guard, align 4
  %107 = alloca %struct.Guard, align 4
  %108 = alloca %struct.Guard, align 4
  %109 = alloca %struct.Guard, align 4
  %110 = alloca %struct.Guard, align 4
  %111 = alloca %struct.Guard, align 4
  %112 = alloca %struct.Guard, align 4
  %113 = alloca %struct.Guard, align 4
  %114 = alloca %struct.Guard, align 4
  %115 = alloca %struct.Guard, align 4
  %116 = alloca %struct.Guard, align 4
  %117 = alloca %struct.Guard, align 4
  %118 = alloca %struct.Guard, align 4
  %119 = alloca %struct.Guard, align 4
  %120 = alloca %struct.Guard, align 4
  %121 = alloca %struct.Guard, align 4
  %122 = alloca %struct.Guard, align 4
  %123 = alloca %struct.Guard, align 4
  %124 = alloca %struct.Guard, align 4
  %125 = alloca %struct.Guard, align 4
  %126 = alloca %struct.Guard, align 4
  %127 = alloca %struct.Guard, align 4
  %128 = alloca %struct.Guard, align 4
  %129 = alloca %struct.Guard, align 4
  %130 = alloca %struct.Guard, align 4
  %131 = alloca %struct.Guard, align 4
  %132 = alloca %struct.Guard, align 4
  %133 = alloca %struct.Guard, align 4
  %134 = alloca %struct.Guard, align 4
  %135 = alloca %struct.Guard, align 4
  %136 = alloca %struct.Guard, align 4
  %137 = alloca %struct.Guard, align 4
  %138 = alloca %struct.Guard, align 4
  %139 = alloca %struct.Guard, align 4
  %140 = alloca %struct.Guard, align 4
  %141 = alloca %struct.Guard, align 4
  %142 = alloca %struct.Guard, align 4
  %143 = alloca %struct.Guard, align 4
  %144 = alloca %struct.Guard, align 4
  %145 = alloca %struct.Guard, align 4
  %146 = alloca %struct.Guard, align 4
  %147 = alloca %struct.Guard, align 4
  %148 = alloca %struct.Guard, align 4
  %149 = alloca %struct.Guard, align 4
  %150 = alloca %struct.Guard, align 4
  %151 = alloca %struct.Guard, align 4
  %152 = alloca %struct.Guard, align 4
  %153 = alloca %struct.Guard, align 4
  %154 = alloca %struct.Guard, align 4
  %155 = alloca %struct.Guard, align 4
  %156 = alloca %struct.Guard, align 4
  %157 = alloca %struct.Guard, align 4
  %158 = alloca %struct.Guard, align 4
  %159 = alloca %struct.Guard, align 4
  %160 = alloca %struct.Guard, align 4
  %161 = alloca %struct.Guard, align 4
  %162 = alloca %struct.Guard, align 4
  %163 = alloca %struct.Guard, align 4
  %164 = alloca %struct.Guard, align 4
  %165 = alloca %struct.Guard, align 4
  %166 = alloca %struct.Guard, align 4
  %167 = alloca %struct.Guard, align 4
  %168 = alloca %struct.Guard, align 4
  %169 = alloca %struct.Guard, align 4
  %170 = alloca %struct.Guard, align 4
  %171 = alloca %struct.Guard, align 4
  %172 = alloca %struct.Guard, align 4
  %173 = alloca %struct.Guard, align 4
  %174 = alloca %struct.Guard, align 4
  %175 = alloca %struct.Guard, align 4
  %176 = alloca %struct.Guard, align 4
  %177 = alloca %struct.Guard, align 4
  %178 = alloca %struct.Guard, align 4
  %179 = alloca %struct.Guard, align 4
  %180 = alloca %struct.Guard, align 4
  %181 = alloca %struct.Guard, align 4
  %182 = alloca %struct.Guard, align 4
  %183 = alloca %struct.Guard, align 4
  %184 = alloca %struct.Guard, align 4
  %185 = alloca %struct.Guard, align 4
  %186 = alloca %struct.Guard, align 4
  %187 = alloca %struct.Guard, align 4
  %188 = alloca %struct.Guard, align 4
  %189 = alloca %struct.Guard, align 4
  %190 = alloca %struct.Guard, align 4
  %191 = alloca %struct.Guard, align 4
  %192 = alloca %struct.Guard, align 4
  %193 = alloca %struct.Guard, align 4
  %194 = alloca %struct.Guard, align 4
  %195 = alloca %struct.Guard, align 4
  %196 = alloca %struct.Guard, align 4
  %197 = alloca %struct.Guard, align 4
  %198 = alloca %struct.Guard, align 4
  %199 = alloca %struct.Guard, align 4
  %200 = alloca %struct.Guard, align 4
  %201 = alloca %struct.Guard, align 4
  %202 = alloca %struct.Guard, align 4
  %203 = alloca %struct.Guard, align 4
  %204 = alloca %struct.Guard, align 4
  %205 = alloca %struct.Guard, align 4
  %206 = alloca %struct.Guard, align 4
  %207 = alloca %struct.Guard, align 4
  %208 = alloca %struct.Guard, align 4
  %209 = alloca %struct.Guard, align 4
  %210 = alloca %struct.Guard, align 4
  %211 = alloca %struct.Guard, align 4
  %212 = alloca %struct.Guard, align 4
  %213 = alloca %struct.Guard, align 4
  %214 = alloca %struct.Guard, align 4
  %215 = alloca %struct.Guard, align 4
  %216 = alloca %struct.Guard, align 4
  %217 = alloca %struct.Guard, align 4
  %218 = alloca %struct.Guard, align 4
  %219 = alloca %struct.Guard, align 4
  %220 = alloca %struct.Guard, align 4
  %221 = alloca %struct.Guard, align 4
  %222 = alloca %struct.Guard, align 4
  %223 = alloca %struct.Guard, align 4
  %224 = alloca %struct.Guard, align 4
  %225 = alloca %struct.Guard, align 4
  %226 = alloca %struct.Guard, align 4
  %227 = alloca %struct.Guard, align 4
  %228 = alloca %struct.Guard, align 4
  %229 = alloca %struct.Guard, align 4
  %230 = alloca %struct.Guard, align 4
  %231 = alloca %struct.Guard, align 4
  %232 = alloca %struct.Guard, align 4
  %233 = alloca %struct.Guard, align 4
  %234 = alloca %struct.Guard, align 4
  %235 = alloca %struct.Guard, align 4
  %236 = alloca %struct.Guard, align 4
  %237 = alloca %struct.Guard, align 4
  %238 = alloca %struct.Guard, align 4
  %239 = alloca %struct.Guard, align 4
  %240 = alloca %struct.Guard, align 4
  %241 = alloca %struct.Guard, align 4
  %242 = alloca %struct.Guard, align 4
  %243 = alloca %struct.Guard, align 4
  store i32 0, ptr %1, align 4
  %244 = getelementptr inbounds %struct.Guard, ptr %2, i32 0, i32 0
  store i32 1, ptr %244, align 4
  %245 = invoke noundef i32 @_ZL4stepi(i32 noundef 0)
          to label %246 unwind label %1445

246:                                              ; preds = %0
  %247 = load i32, ptr %1, align 4
  %248 = add nsw i32 %247, %245
  store i32 %248, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #6
  %249 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  store i32 2, ptr %249, align 4
  %250 = invoke noundef i32 @_ZL4stepi(i32 noundef 80)
          to label %251 unwind label %1449

251:                                              ; preds = %246
  %252 = load i32, ptr %1, align 4
  %253 = add nsw i32 %252, %250
  store i32 %253, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6
  %254 = getelementptr inbounds %struct.Guard, ptr %6, i32 0, i32 0
  store i32 3, ptr %254, align 4
  %255 = invoke noundef i32 @_ZL4stepi(i32 noundef 160)
          to label %256 unwind label %1453

256:                                              ; preds = %251
  %257 = load i32, ptr %1, align 4
  %258 = add nsw i32 %257, %255
  store i32 %258, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  %259 = getelementptr inbounds %struct.Guard, ptr %7, i32 0, i32 0
  store i32 1, ptr %259, align 4
  %260 = invoke noundef i32 @_ZL4stepi(i32 noundef 1)
          to label %261 unwind label %1457

261:                                              ; preds = %256
  %262 = load i32, ptr %1, align 4
  %263 = add nsw i32 %262, %260
  store i32 %263, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  %264 = getelementptr inbounds %struct.Guard, ptr %8, i32 0, i32 0
  store i32 2, ptr %264, align 4
  %265 = invoke noundef i32 @_ZL4stepi(i32 noundef 81)
          to label %266 unwind label %1461

266:                                              ; preds = %261
  %267 = load i32, ptr %1, align 4
  %268 = add nsw i32 %267, %265
  store i32 %268, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  %269 = getelementptr inbounds %struct.Guard, ptr %9, i32 0, i32 0
  store i32 3, ptr %269, align 4
  %270 = invoke noundef i32 @_ZL4stepi(i32 noundef 161)
          to label %271 unwind label %1465

271:                                              ; preds = %266
  %272 = load i32, ptr %1, align 4
  %273 = add nsw i32 %272, %270
  store i32 %273, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  %274 = getelementptr inbounds %struct.Guard, ptr %10, i32 0, i32 0
  store i32 1, ptr %274, align 4
  %275 = invoke noundef i32 @_ZL4stepi(i32 noundef 2)
          to label %276 unwind label %1469

276:                                              ; preds = %271
  %277 = load i32, ptr %1, align 4
  %278 = add nsw i32 %277, %275
  store i32 %278, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #6
  %279 = getelementptr inbounds %struct.Guard, ptr %11, i32 0, i32 0
  store i32 2, ptr %279, align 4
  %280 = invoke noundef i32 @_ZL4stepi(i32 noundef 82)
          to label %281 unwind label %1473

281:                                              ; preds = %276
  %282 = load i32, ptr %1, align 4
  %283 = add nsw i32 %282, %280
  store i32 %283, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  %284 = getelementptr inbounds %struct.Guard, ptr %12, i32 0, i32 0
  store i32 3, ptr %284, align 4
  %285 = invoke noundef i32 @_ZL4stepi(i32 noundef 162)
          to label %286 unwind label %1477

286:                                              ; preds = %281
  %287 = load i32, ptr %1, align 4
  %288 = add nsw i32 %287, %285
  store i32 %288, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  %289 = getelementptr inbounds %struct.Guard, ptr %13, i32 0, i32 0
  store i32 1, ptr %289, align 4
  %290 = invoke noundef i32 @_ZL4stepi(i32 noundef 3)
          to label %291 unwind label %1481

291:                                              ; preds = %286
  %292 = load i32, ptr %1, align 4
  %293 = add nsw i32 %292, %290
  store i32 %293, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %13) #6
  %294 = getelementptr inbounds %struct.Guard, ptr %14, i32 0, i32 0
  store i32 2, ptr %294, align 4
  %295 = invoke noundef i32 @_ZL4stepi(i32 noundef 83)
          to label %296 unwind label %1485

296:                                              ; preds = %291
  %297 = load i32, ptr %1, align 4
  %298 = add nsw i32 %297, %295
  store i32 %298, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  %299 = getelementptr inbounds %struct.Guard, ptr %15, i32 0, i32 0
  store i32 3, ptr %299, align 4
  %300 = invoke noundef i32 @_ZL4stepi(i32 noundef 163)
          to label %301 unwind label %1489

301:                                              ; preds = %296
  %302 = load i32, ptr %1, align 4
  %303 = add nsw i32 %302, %300
  store i32 %303, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %15) #6
  %304 = getelementptr inbounds %struct.Guard, ptr %16, i32 0, i32 0
  store i32 1, ptr %304, align 4
  %305 = invoke noundef i32 @_ZL4stepi(i32 noundef 4)
          to label %306 unwind label %1493

306:                                              ; preds = %301
  %307 = load i32, ptr %1, align 4
  %308 = add nsw i32 %307, %305
  store i32 %308, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %16) #6
  %309 = getelementptr inbounds %struct.Guard, ptr %17, i32 0, i32 0
  store i32 2, ptr %309, align 4
  %310 = invoke noundef i32 @_ZL4stepi(i32 noundef 84)
          to label %311 unwind label %1497

311:                                              ; preds = %306
  %312 = load i32, ptr %1, align 4
  %313 = add nsw i32 %312, %310
  store i32 %313, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %17) #6
  %314 = getelementptr inbounds %struct.Guard, ptr %18, i32 0, i32 0
  store i32 3, ptr %314, align 4
  %315 = invoke noundef i32 @_ZL4stepi(i32 noundef 164)
          to label %316 unwind label %1501

316:                                              ; preds = %311
  %317 = load i32, ptr %1, align 4
  %318 = add nsw i32 %317, %315
  store i32 %318, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %18) #6
  %319 = getelementptr inbounds %struct.Guard, ptr %19, i32 0, i32 0
  store i32 1, ptr %319, align 4
  %320 = invoke noundef i32 @_ZL4stepi(i32 noundef 5)
          to label %321 unwind label %1505

321:                                              ; preds = %316
  %322 = load i32, ptr %1, align 4
  %323 = add nsw i32 %322, %320
  store i32 %323, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %19) #6
  %324 = getelementptr inbounds %struct.Guard, ptr %20, i32 0, i32 0
  store i32 2, ptr %324, align 4
  %325 = invoke noundef i32 @_ZL4stepi(i32 noundef 85)
          to label %326 unwind label %1509

326:                                              ; preds = %321
  %327 = load i32, ptr %1, align 4
  %328 = add nsw i32 %327, %325
  store i32 %328, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %20) #6
  %329 = getelementptr inbounds %struct.Guard, ptr %21, i32 0, i32 0
  store i32 3, ptr %329, align 4
  %330 = invoke noundef i32 @_ZL4stepi(i32 noundef 165)
          to label %331 unwind label %1513

331:                                              ; preds = %326
  %332 = load i32, ptr %1, align 4
  %333 = add nsw i32 %332, %330
  store i32 %333, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %21) #6
  %334 = getelementptr inbounds %struct.Guard, ptr %22, i32 0, i32 0
  store i32 1, ptr %334, align 4
  %335 = invoke noundef i32 @_ZL4stepi(i32 noundef 6)
          to label %336 unwind label %1517

336:                                              ; preds = %331
  %337 = load i32, ptr %1, align 4
  %338 = add nsw i32 %337, %335
  store i32 %338, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %22) #6
  %339 = getelementptr inbounds %struct.Guard, ptr %23, i32 0, i32 0
  store i32 2, ptr %339, align 4
  %340 = invoke noundef i32 @_ZL4stepi(i32 noundef 86)
          to label %341 unwind label %1521

341:                                              ; preds = %336
  %342 = load i32, ptr %1, align 4
  %343 = add nsw i32 %342, %340
  store i32 %343, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %23) #6
  %344 = getelementptr inbounds %struct.Guard, ptr %24, i32 0, i32 0
  store i32 3, ptr %344, align 4
  %345 = invoke noundef i32 @_ZL4stepi(i32 noundef 166)
          to label %346 unwind label %1525

346:                                              ; preds = %341
  %347 = load i32, ptr %1, align 4
  %348 = add nsw i32 %347, %345
  store i32 %348, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %24) #6
  %349 = getelementptr inbounds %struct.Guard, ptr %25, i32 0, i32 0
  store i32 1, ptr %349, align 4
  %350 = invoke noundef i32 @_ZL4stepi(i32 noundef 7)
          to label %351 unwind label %1529

351:                                              ; preds = %346
  %352 = load i32, ptr %1, align 4
  %353 = add nsw i32 %352, %350
  store i32 %353, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %25) #6
  %354 = getelementptr inbounds %struct.Guard, ptr %26, i32 0, i32 0
  store i32 2, ptr %354, align 4
  %355 = invoke noundef i32 @_ZL4stepi(i32 noundef 87)
          to label %356 unwind label %1533

356:                                              ; preds = %351
  %357 = load i32, ptr %1, align 4
  %358 = add nsw i32 %357, %355
  store i32 %358, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %26) #6
  %359 = getelementptr inbounds %struct.Guard, ptr %27, i32 0, i32 0
  store i32 3, ptr %359, align 4
  %360 = invoke noundef i32 @_ZL4stepi(i32 noundef 167)
          to label %361 unwind label %1537

361:                                              ; preds = %356
  %362 = load i32, ptr %1, align 4
  %363 = add nsw i32 %362, %360
  store i32 %363, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %27) #6
  %364 = getelementptr inbounds %struct.Guard, ptr %28, i32 0, i32 0
  store i32 1, ptr %364, align 4
  %365 = invoke noundef i32 @_ZL4stepi(i32 noundef 8)
          to label %366 unwind label %1541

366:                                              ; preds = %361
  %367 = load i32, ptr %1, align 4
  %368 = add nsw i32 %367, %365
  store i32 %368, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %28) #6
  %369 = getelementptr inbounds %struct.Guard, ptr %29, i32 0, i32 0
  store i32 2, ptr %369, align 4
  %370 = invoke noundef i32 @_ZL4stepi(i32 noundef 88)
          to label %371 unwind label %1545

371:                                              ; preds = %366
  %372 = load i32, ptr %1, align 4
  %373 = add nsw i32 %372, %370
  store i32 %373, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %29) #6
  %374 = getelementptr inbounds %struct.Guard, ptr %30, i32 0, i32 0
  store i32 3, ptr %374, align 4
  %375 = invoke noundef i32 @_ZL4stepi(i32 noundef 168)
          to label %376 unwind label %1549

376:                                              ; preds = %371
  %377 = load i32, ptr %1, align 4
  %378 = add nsw i32 %377, %375
  store i32 %378, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %30) #6
  %379 = getelementptr inbounds %struct.Guard, ptr %31, i32 0, i32 0
  store i32 1, ptr %379, align 4
  %380 = invoke noundef i32 @_ZL4stepi(i32 noundef 9)
          to label %381 unwind label %1553

381:                                              ; preds = %376
  %382 = load i32, ptr %1, align 4
  %383 = add nsw i32 %382, %380
  store i32 %383, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %31) #6
  %384 = getelementptr inbounds %struct.Guard, ptr %32, i32 0, i32 0
  store i32 2, ptr %384, align 4
  %385 = invoke noundef i32 @_ZL4stepi(i32 noundef 89)
          to label %386 unwind label %1557

386:                                              ; preds = %381
  %387 = load i32, ptr %1, align 4
  %388 = add nsw i32 %387, %385
  store i32 %388, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %32) #6
  %389 = getelementptr inbounds %struct.Guard, ptr %33, i32 0, i32 0
  store i32 3, ptr %389, align 4
  %390 = invoke noundef i32 @_ZL4stepi(i32 noundef 169)
          to label %391 unwind label %1561

391:                                              ; preds = %386
  %392 = load i32, ptr %1, align 4
  %393 = add nsw i32 %392, %390
  store i32 %393, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %33) #6
  %394 = getelementptr inbounds %struct.Guard, ptr %34, i32 0, i32 0
  store i32 1, ptr %394, align 4
  %395 = invoke noundef i32 @_ZL4stepi(i32 noundef 10)
          to label %396 unwind label %1565

396:                                              ; preds = %391
  %397 = load i32, ptr %1, align 4
  %398 = add nsw i32 %397, %395
  store i32 %398, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %34) #6
  %399 = getelementptr inbounds %struct.Guard, ptr %35, i32 0, i32 0
  store i32 2, ptr %399, align 4
  %400 = invoke noundef i32 @_ZL4stepi(i32 noundef 90)
          to label %401 unwind label %1569

401:                                              ; preds = %396
  %402 = load i32, ptr %1, align 4
  %403 = add nsw i32 %402, %400
  store i32 %403, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %35) #6
  %404 = getelementptr inbounds %struct.Guard, ptr %36, i32 0, i32 0
  store i32 3, ptr %404, align 4
  %405 = invoke noundef i32 @_ZL4stepi(i32 noundef 170)
          to label %406 unwind label %1573

406:                                              ; preds = %401
  %407 = load i32, ptr %1, align 4
  %408 = add nsw i32 %407, %405
  store i32 %408, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %36) #6
  %409 = getelementptr inbounds %struct.Guard, ptr %37, i32 0, i32 0
  store i32 1, ptr %409, align 4
  %410 = invoke noundef i32 @_ZL4stepi(i32 noundef 11)
          to label %411 unwind label %1577

411:                                              ; preds = %406
  %412 = load i32, ptr %1, align 4
  %413 = add nsw i32 %412, %410
  store i32 %413, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %37) #6
  %414 = getelementptr inbounds %struct.Guard, ptr %38, i32 0, i32 0
  store i32 2, ptr %414, align 4
  %415 = invoke noundef i32 @_ZL4stepi(i32 noundef 91)
          to label %416 unwind label %1581

416:                                              ; preds = %411
  %417 = load i32, ptr %1, align 4
  %418 = add nsw i32 %417, %415
  store i32 %418, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %38) #6
  %419 = getelementptr inbounds %struct.Guard, ptr %39, i32 0, i32 0
  store i32 3, ptr %419, align 4
  %420 = invoke noundef i32 @_ZL4stepi(i32 noundef 171)
          to label %421 unwind label %1585

421:                                              ; preds = %416
  %422 = load i32, ptr %1, align 4
  %423 = add nsw i32 %422, %420
  store i32 %423, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %39) #6
  %424 = getelementptr inbounds %struct.Guard, ptr %40, i32 0, i32 0
  store i32 1, ptr %424, align 4
  %425 = invoke noundef i32 @_ZL4stepi(i32 noundef 12)
          to label %426 unwind label %1589

426:                                              ; preds = %421
  %427 = load i32, ptr %1, align 4
  %428 = add nsw i32 %427, %425
  store i32 %428, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %40) #6
  %429 = getelementptr inbounds %struct.Guard, ptr %41, i32 0, i32 0
  store i32 2, ptr %429, align 4
  %430 = invoke noundef i32 @_ZL4stepi(i32 noundef 92)
          to label %431 unwind label %1593

431:                                              ; preds = %426
  %432 = load i32, ptr %1, align 4
  %433 = add nsw i32 %432, %430
  store i32 %433, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %41) #6
  %434 = getelementptr inbounds %struct.Guard, ptr %42, i32 0, i32 0
  store i32 3, ptr %434, align 4
  %435 = invoke noundef i32 @_ZL4stepi(i32 noundef 172)
          to label %436 unwind label %1597

436:                                              ; preds = %431
  %437 = load i32, ptr %1, align 4
  %438 = add nsw i32 %437, %435
  store i32 %438, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %42) #6
  %439 = getelementptr inbounds %struct.Guard, ptr %43, i32 0, i32 0
  store i32 1, ptr %439, align 4
  %440 = invoke noundef i32 @_ZL4stepi(i32 noundef 13)
          to label %441 unwind label %1601

441:                                              ; preds = %436
  %442 = load i32, ptr %1, align 4
  %443 = add nsw i32 %442, %440
  store i32 %443, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %43) #6
  %444 = getelementptr inbounds %struct.Guard, ptr %44, i32 0, i32 0
  store i32 2, ptr %444, align 4
  %445 = invoke noundef i32 @_ZL4stepi(i32 noundef 93)
          to label %446 unwind label %1605

446:                                              ; preds = %441
  %447 = load i32, ptr %1, align 4
  %448 = add nsw i32 %447, %445
  store i32 %448, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %44) #6
  %449 = getelementptr inbounds %struct.Guard, ptr %45, i32 0, i32 0
  store i32 3, ptr %449, align 4
  %450 = invoke noundef i32 @_ZL4stepi(i32 noundef 173)
          to label %451 unwind label %1609

451:                                              ; preds = %446
  %452 = load i32, ptr %1, align 4
  %453 = add nsw i32 %452, %450
  store i32 %453, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %45) #6
  %454 = getelementptr inbounds %struct.Guard, ptr %46, i32 0, i32 0
  store i32 1, ptr %454, align 4
  %455 = invoke noundef i32 @_ZL4stepi(i32 noundef 14)
          to label %456 unwind label %1613

456:                                              ; preds = %451
  %457 = load i32, ptr %1, align 4
  %458 = add nsw i32 %457, %455
  store i32 %458, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %46) #6
  %459 = getelementptr inbounds %struct.Guard, ptr %47, i32 0, i32 0
  store i32 2, ptr %459, align 4
  %460 = invoke noundef i32 @_ZL4stepi(i32 noundef 94)
          to label %461 unwind label %1617

461:                                              ; preds = %456
  %462 = load i32, ptr %1, align 4
  %463 = add nsw i32 %462, %460
  store i32 %463, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %47) #6
  %464 = getelementptr inbounds %struct.Guard, ptr %48, i32 0, i32 0
  store i32 3, ptr %464, align 4
  %465 = invoke noundef i32 @_ZL4stepi(i32 noundef 174)
          to label %466 unwind label %1621

466:                                              ; preds = %461
  %467 = load i32, ptr %1, align 4
  %468 = add nsw i32 %467, %465
  store i32 %468, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %48) #6
  %469 = getelementptr inbounds %struct.Guard, ptr %49, i32 0, i32 0
  store i32 1, ptr %469, align 4
  %470 = invoke noundef i32 @_ZL4stepi(i32 noundef 15)
          to label %471 unwind label %1625

471:                                              ; preds = %466
  %472 = load i32, ptr %1, align 4
  %473 = add nsw i32 %472, %470
  store i32 %473, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %49) #6
  %474 = getelementptr inbounds %struct.Guard, ptr %50, i32 0, i32 0
  store i32 2, ptr %474, align 4
  %475 = invoke noundef i32 @_ZL4stepi(i32 noundef 95)
          to label %476 unwind label %1629

476:                                              ; preds = %471
  %477 = load i32, ptr %1, align 4
  %478 = add nsw i32 %477, %475
  store i32 %478, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %50) #6
  %479 = getelementptr inbounds %struct.Guard, ptr %51, i32 0, i32 0
  store i32 3, ptr %479, align 4
  %480 = invoke noundef i32 @_ZL4stepi(i32 noundef 175)
          to label %481 unwind label %1633

481:                                              ; preds = %476
  %482 = load i32, ptr %1, align 4
  %483 = add nsw i32 %482, %480
  store i32 %483, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %51) #6
  %484 = getelementptr inbounds %struct.Guard, ptr %52, i32 0, i32 0
  store i32 1, ptr %484, align 4
  %485 = invoke noundef i32 @_ZL4stepi(i32 noundef 16)
          to label %486 unwind label %1637

486:                                              ; preds = %481
  %487 = load i32, ptr %1, align 4
  %488 = add nsw i32 %487, %485
  store i32 %488, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %52) #6
  %489 = getelementptr inbounds %struct.Guard, ptr %53, i32 0, i32 0
  store i32 2, ptr %489, align 4
  %490 = invoke noundef i32 @_ZL4stepi(i32 noundef 96)
          to label %491 unwind label %1641

491:                                              ; preds = %486
  %492 = load i32, ptr %1, align 4
  %493 = add nsw i32 %492, %490
  store i32 %493, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %53) #6
  %494 = getelementptr inbounds %struct.Guard, ptr %54, i32 0, i32 0
  store i32 3, ptr %494, align 4
  %495 = invoke noundef i32 @_ZL4stepi(i32 noundef 176)
          to label %496 unwind label %1645

496:                                              ; preds = %491
  %497 = load i32, ptr %1, align 4
  %498 = add nsw i32 %497, %495
  store i32 %498, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %54) #6
  %499 = getelementptr inbounds %struct.Guard, ptr %55, i32 0, i32 0
  store i32 1, ptr %499, align 4
  %500 = invoke noundef i32 @_ZL4stepi(i32 noundef 17)
          to label %501 unwind label %1649

501:                                              ; preds = %496
  %502 = load i32, ptr %1, align 4
  %503 = add nsw i32 %502, %500
  store i32 %503, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %55) #6
  %504 = getelementptr inbounds %struct.Guard, ptr %56, i32 0, i32 0
  store i32 2, ptr %504, align 4
  %505 = invoke noundef i32 @_ZL4stepi(i32 noundef 97)
          to label %506 unwind label %1653

506:                                              ; preds = %501
  %507 = load i32, ptr %1, align 4
  %508 = add nsw i32 %507, %505
  store i32 %508, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %56) #6
  %509 = getelementptr inbounds %struct.Guard, ptr %57, i32 0, i32 0
  store i32 3, ptr %509, align 4
  %510 = invoke noundef i32 @_ZL4stepi(i32 noundef 177)
          to label %511 unwind label %1657

511:                                              ; preds = %506
  %512 = load i32, ptr %1, align 4
  %513 = add nsw i32 %512, %510
  store i32 %513, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %57) #6
  %514 = getelementptr inbounds %struct.Guard, ptr %58, i32 0, i32 0
  store i32 1, ptr %514, align 4
  %515 = invoke noundef i32 @_ZL4stepi(i32 noundef 18)
          to label %516 unwind label %1661

516:                                              ; preds = %511
  %517 = load i32, ptr %1, align 4
  %518 = add nsw i32 %517, %515
  store i32 %518, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %58) #6
  %519 = getelementptr inbounds %struct.Guard, ptr %59, i32 0, i32 0
  store i32 2, ptr %519, align 4
  %520 = invoke noundef i32 @_ZL4stepi(i32 noundef 98)
          to label %521 unwind label %1665

521:                                              ; preds = %516
  %522 = load i32, ptr %1, align 4
  %523 = add nsw i32 %522, %520
  store i32 %523, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %59) #6
  %524 = getelementptr inbounds %struct.Guard, ptr %60, i32 0, i32 0
  store i32 3, ptr %524, align 4
  %525 = invoke noundef i32 @_ZL4stepi(i32 noundef 178)
          to label %526 unwind label %1669

526:                                              ; preds = %521
  %527 = load i32, ptr %1, align 4
  %528 = add nsw i32 %527, %525
  store i32 %528, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %60) #6
  %529 = getelementptr inbounds %struct.Guard, ptr %61, i32 0, i32 0
  store i32 1, ptr %529, align 4
  %530 = invoke noundef i32 @_ZL4stepi(i32 noundef 19)
          to label %531 unwind label %1673

531:                                              ; preds = %526
  %532 = load i32, ptr %1, align 4
  %533 = add nsw i32 %532, %530
  store i32 %533, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %61) #6
  %534 = getelementptr inbounds %struct.Guard, ptr %62, i32 0, i32 0
  store i32 2, ptr %534, align 4
  %535 = invoke noundef i32 @_ZL4stepi(i32 noundef 99)
          to label %536 unwind label %1677

536:                                              ; preds = %531
  %537 = load i32, ptr %1, align 4
  %538 = add nsw i32 %537, %535
  store i32 %538, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %62) #6
  %539 = getelementptr inbounds %struct.Guard, ptr %63, i32 0, i32 0
  store i32 3, ptr %539, align 4
  %540 = invoke noundef i32 @_ZL4stepi(i32 noundef 179)
          to label %541 unwind label %1681

541:                                              ; preds = %536
  %542 = load i32, ptr %1, align 4
  %543 = add nsw i32 %542, %540
  store i32 %543, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %63) #6
  %544 = getelementptr inbounds %struct.Guard, ptr %64, i32 0, i32 0
  store i32 1, ptr %544, align 4
  %545 = invoke noundef i32 @_ZL4stepi(i32 noundef 20)
          to label %546 unwind label %1685

546:                                              ; preds = %541
  %547 = load i32, ptr %1, align 4
  %548 = add nsw i32 %547, %545
  store i32 %548, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %64) #6
  %549 = getelementptr inbounds %struct.Guard, ptr %65, i32 0, i32 0
  store i32 2, ptr %549, align 4
  %550 = invoke noundef i32 @_ZL4stepi(i32 noundef 100)
          to label %551 unwind label %1689

551:                                              ; preds = %546
  %552 = load i32, ptr %1, align 4
  %553 = add nsw i32 %552, %550
  store i32 %553, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %65) #6
  %554 = getelementptr inbounds %struct.Guard, ptr %66, i32 0, i32 0
  store i32 3, ptr %554, align 4
  %555 = invoke noundef i32 @_ZL4stepi(i32 noundef 180)
          to label %556 unwind label %1693

556:                                              ; preds = %551
  %557 = load i32, ptr %1, align 4
  %558 = add nsw i32 %557, %555
  store i32 %558, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %66) #6
  %559 = getelementptr inbounds %struct.Guard, ptr %67, i32 0, i32 0
  store i32 1, ptr %559, align 4
  %560 = invoke noundef i32 @_ZL4stepi(i32 noundef 21)
          to label %561 unwind label %1697

561:                                              ; preds = %556
  %562 = load i32, ptr %1, align 4
  %563 = add nsw i32 %562, %560
  store i32 %563, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %67) #6
  %564 = getelementptr inbounds %struct.Guard, ptr %68, i32 0, i32 0
  store i32 2, ptr %564, align 4
  %565 = invoke noundef i32 @_ZL4stepi(i32 noundef 101)
          to label %566 unwind label %1701

566:                                              ; preds = %561
  %567 = load i32, ptr %1, align 4
  %568 = add nsw i32 %567, %565
  store i32 %568, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %68) #6
  %569 = getelementptr inbounds %struct.Guard, ptr %69, i32 0, i32 0
  store i32 3, ptr %569, align 4
  %570 = invoke noundef i32 @_ZL4stepi(i32 noundef 181)
          to label %571 unwind label %1705

571:                                              ; preds = %566
  %572 = load i32, ptr %1, align 4
  %573 = add nsw i32 %572, %570
  store i32 %573, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %69) #6
  %574 = getelementptr inbounds %struct.Guard, ptr %70, i32 0, i32 0
  store i32 1, ptr %574, align 4
  %575 = invoke noundef i32 @_ZL4stepi(i32 noundef 22)
          to label %576 unwind label %1709

576:                                              ; preds = %571
  %577 = load i32, ptr %1, align 4
  %578 = add nsw i32 %577, %575
  store i32 %578, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %70) #6
  %579 = getelementptr inbounds %struct.Guard, ptr %71, i32 0, i32 0
  store i32 2, ptr %579, align 4
  %580 = invoke noundef i32 @_ZL4stepi(i32 noundef 102)
          to label %581 unwind label %1713

581:                                              ; preds = %576
  %582 = load i32, ptr %1, align 4
  %583 = add nsw i32 %582, %580
  store i32 %583, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %71) #6
  %584 = getelementptr inbounds %struct.Guard, ptr %72, i32 0, i32 0
  store i32 3, ptr %584, align 4
  %585 = invoke noundef i32 @_ZL4stepi(i32 noundef 182)
          to label %586 unwind label %1717

586:                                              ; preds = %581
  %587 = load i32, ptr %1, align 4
  %588 = add nsw i32 %587, %585
  store i32 %588, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %72) #6
  %589 = getelementptr inbounds %struct.Guard, ptr %73, i32 0, i32 0
  store i32 1, ptr %589, align 4
  %590 = invoke noundef i32 @_ZL4stepi(i32 noundef 23)
          to label %591 unwind label %1721

591:                                              ; preds = %586
  %592 = load i32, ptr %1, align 4
  %593 = add nsw i32 %592, %590
  store i32 %593, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %73) #6
  %594 = getelementptr inbounds %struct.Guard, ptr %74, i32 0, i32 0
  store i32 2, ptr %594, align 4
  %595 = invoke noundef i32 @_ZL4stepi(i32 noundef 103)
          to label %596 unwind label %1725

596:                                              ; preds = %591
  %597 = load i32, ptr %1, align 4
  %598 = add nsw i32 %597, %595
  store i32 %598, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %74) #6
  %599 = getelementptr inbounds %struct.Guard, ptr %75, i32 0, i32 0
  store i32 3, ptr %599, align 4
  %600 = invoke noundef i32 @_ZL4stepi(i32 noundef 183)
          to label %601 unwind label %1729

601:                                              ; preds = %596
  %602 = load i32, ptr %1, align 4
  %603 = add nsw i32 %602, %600
  store i32 %603, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %75) #6
  %604 = getelementptr inbounds %struct.Guard, ptr %76, i32 0, i32 0
  store i32 1, ptr %604, align 4
  %605 = invoke noundef i32 @_ZL4stepi(i32 noundef 24)
          to label %606 unwind label %1733

606:                                              ; preds = %601
  %607 = load i32, ptr %1, align 4
  %608 = add nsw i32 %607, %605
  store i32 %608, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %76) #6
  %609 = getelementptr inbounds %struct.Guard, ptr %77, i32 0, i32 0
  store i32 2, ptr %609, align 4
  %610 = invoke noundef i32 @_ZL4stepi(i32 noundef 104)
          to label %611 unwind label %1737

611:                                              ; preds = %606
  %612 = load i32, ptr %1, align 4
  %613 = add nsw i32 %612, %610
  store i32 %613, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %77) #6
  %614 = getelementptr inbounds %struct.Guard, ptr %78, i32 0, i32 0
  store i32 3, ptr %614, align 4
  %615 = invoke noundef i32 @_ZL4stepi(i32 noundef 184)
          to label %616 unwind label %1741

616:                                              ; preds = %611
  %617 = load i32, ptr %1, align 4
  %618 = add nsw i32 %617, %615
  store i32 %618, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %78) #6
  %619 = getelementptr inbounds %struct.Guard, ptr %79, i32 0, i32 0
  store i32 1, ptr %619, align 4
  %620 = invoke noundef i32 @_ZL4stepi(i32 noundef 25)
          to label %621 unwind label %1745

621:                                              ; preds = %616
  %622 = load i32, ptr %1, align 4
  %623 = add nsw i32 %622, %620
  store i32 %623, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %79) #6
  %624 = getelementptr inbounds %struct.Guard, ptr %80, i32 0, i32 0
  store i32 2, ptr %624, align 4
  %625 = invoke noundef i32 @_ZL4stepi(i32 noundef 105)
          to label %626 unwind label %1749

626:                                              ; preds = %621
  %627 = load i32, ptr %1, align 4
  %628 = add nsw i32 %627, %625
  store i32 %628, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %80) #6
  %629 = getelementptr inbounds %struct.Guard, ptr %81, i32 0, i32 0
  store i32 3, ptr %629, align 4
  %630 = invoke noundef i32 @_ZL4stepi(i32 noundef 185)
          to label %631 unwind label %1753

631:                                              ; preds = %626
  %632 = load i32, ptr %1, align 4
  %633 = add nsw i32 %632, %630
  store i32 %633, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %81) #6
  %634 = getelementptr inbounds %struct.Guard, ptr %82, i32 0, i32 0
  store i32 1, ptr %634, align 4
  %635 = invoke noundef i32 @_ZL4stepi(i32 noundef 26)
          to label %636 unwind label %1757

636:                                              ; preds = %631
  %637 = load i32, ptr %1, align 4
  %638 = add nsw i32 %637, %635
  store i32 %638, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %82) #6
  %639 = getelementptr inbounds %struct.Guard, ptr %83, i32 0, i32 0
  store i32 2, ptr %639, align 4
  %640 = invoke noundef i32 @_ZL4stepi(i32 noundef 106)
          to label %641 unwind label %1761

641:                                              ; preds = %636
  %642 = load i32, ptr %1, align 4
  %643 = add nsw i32 %642, %640
  store i32 %643, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %83) #6
  %644 = getelementptr inbounds %struct.Guard, ptr %84, i32 0, i32 0
  store i32 3, ptr %644, align 4
  %645 = invoke noundef i32 @_ZL4stepi(i32 noundef 186)
          to label %646 unwind label %1765

646:                                              ; preds = %641
  %647 = load i32, ptr %1, align 4
  %648 = add nsw i32 %647, %645
  store i32 %648, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %84) #6
  %649 = getelementptr inbounds %struct.Guard, ptr %85, i32 0, i32 0
  store i32 1, ptr %649, align 4
  %650 = invoke noundef i32 @_ZL4stepi(i32 noundef 27)
          to label %651 unwind label %1769

651:                                              ; preds = %646
  %652 = load i32, ptr %1, align 4
  %653 = add nsw i32 %652, %650
  store i32 %653, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %85) #6
  %654 = getelementptr inbounds %struct.Guard, ptr %86, i32 0, i32 0
  store i32 2, ptr %654, align 4
  %655 = invoke noundef i32 @_ZL4stepi(i32 noundef 107)
          to label %656 unwind label %1773

656:                                              ; preds = %651
  %657 = load i32, ptr %1, align 4
  %658 = add nsw i32 %657, %655
  store i32 %658, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %86) #6
  %659 = getelementptr inbounds %struct.Guard, ptr %87, i32 0, i32 0
  store i32 3, ptr %659, align 4
  %660 = invoke noundef i32 @_ZL4stepi(i32 noundef 187)
          to label %661 unwind label %1777

661:                                              ; preds = %656
  %662 = load i32, ptr %1, align 4
  %663 = add nsw i32 %662, %660
  store i32 %663, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %87) #6
  %664 = getelementptr inbounds %struct.Guard, ptr %88, i32 0, i32 0
  store i32 1, ptr %664, align 4
  %665 = invoke noundef i32 @_ZL4stepi(i32 noundef 28)
          to label %666 unwind label %1781

666:                                              ; preds = %661
  %667 = load i32, ptr %1, align 4
  %668 = add nsw i32 %667, %665
  store i32 %668, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %88) #6
  %669 = getelementptr inbounds %struct.Guard, ptr %89, i32 0, i32 0
  store i32 2, ptr %669, align 4
  %670 = invoke noundef i32 @_ZL4stepi(i32 noundef 108)
          to label %671 unwind label %1785

671:                                              ; preds = %666
  %672 = load i32, ptr %1, align 4
  %673 = add nsw i32 %672, %670
  store i32 %673, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %89) #6
  %674 = getelementptr inbounds %struct.Guard, ptr %90, i32 0, i32 0
  store i32 3, ptr %674, align 4
  %675 = invoke noundef i32 @_ZL4stepi(i32 noundef 188)
          to label %676 unwind label %1789

676:                                              ; preds = %671
  %677 = load i32, ptr %1, align 4
  %678 = add nsw i32 %677, %675
  store i32 %678, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %90) #6
  %679 = getelementptr inbounds %struct.Guard, ptr %91, i32 0, i32 0
  store i32 1, ptr %679, align 4
  %680 = invoke noundef i32 @_ZL4stepi(i32 noundef 29)
          to label %681 unwind label %1793

681:                                              ; preds = %676
  %682 = load i32, ptr %1, align 4
  %683 = add nsw i32 %682, %680
  store i32 %683, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %91) #6
  %684 = getelementptr inbounds %struct.Guard, ptr %92, i32 0, i32 0
  store i32 2, ptr %684, align 4
  %685 = invoke noundef i32 @_ZL4stepi(i32 noundef 109)
          to label %686 unwind label %1797

686:                                              ; preds = %681
  %687 = load i32, ptr %1, align 4
  %688 = add nsw i32 %687, %685
  store i32 %688, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %92) #6
  %689 = getelementptr inbounds %struct.Guard, ptr %93, i32 0, i32 0
  store i32 3, ptr %689, align 4
  %690 = invoke noundef i32 @_ZL4stepi(i32 noundef 189)
          to label %691 unwind label %1801

691:                                              ; preds = %686
  %692 = load i32, ptr %1, align 4
  %693 = add nsw i32 %692, %690
  store i32 %693, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %93) #6
  %694 = getelementptr inbounds %struct.Guard, ptr %94, i32 0, i32 0
  store i32 1, ptr %694, align 4
  %695 = invoke noundef i32 @_ZL4stepi(i32 noundef 30)
          to label %696 unwind label %1805

696:                                              ; preds = %691
  %697 = load i32, ptr %1, align 4
  %698 = add nsw i32 %697, %695
  store i32 %698, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %94) #6
  %699 = getelementptr inbounds %struct.Guard, ptr %95, i32 0, i32 0
  store i32 2, ptr %699, align 4
  %700 = invoke noundef i32 @_ZL4stepi(i32 noundef 110)
          to label %701 unwind label %1809

701:                                              ; preds = %696
  %702 = load i32, ptr %1, align 4
  %703 = add nsw i32 %702, %700
  store i32 %703, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %95) #6
  %704 = getelementptr inbounds %struct.Guard, ptr %96, i32 0, i32 0
  store i32 3, ptr %704, align 4
  %705 = invoke noundef i32 @_ZL4stepi(i32 noundef 190)
          to label %706 unwind label %1813

706:                                              ; preds = %701
  %707 = load i32, ptr %1, align 4
  %708 = add nsw i32 %707, %705
  store i32 %708, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %96) #6
  %709 = getelementptr inbounds %struct.Guard, ptr %97, i32 0, i32 0
  store i32 1, ptr %709, align 4
  %710 = invoke noundef i32 @_ZL4stepi(i32 noundef 31)
          to label %711 unwind label %1817

711:                                              ; preds = %706
  %712 = load i32, ptr %1, align 4
  %713 = add nsw i32 %712, %710
  store i32 %713, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %97) #6
  %714 = getelementptr inbounds %struct.Guard, ptr %98, i32 0, i32 0
  store i32 2, ptr %714, align 4
  %715 = invoke noundef i32 @_ZL4stepi(i32 noundef 111)
          to label %716 unwind label %1821

716:                                              ; preds = %711
  %717 = load i32, ptr %1, align 4
  %718 = add nsw i32 %717, %715
  store i32 %718, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %98) #6
  %719 = getelementptr inbounds %struct.Guard, ptr %99, i32 0, i32 0
  store i32 3, ptr %719, align 4
  %720 = invoke noundef i32 @_ZL4stepi(i32 noundef 191)
          to label %721 unwind label %1825

721:                                              ; preds = %716
  %722 = load i32, ptr %1, align 4
  %723 = add nsw i32 %722, %720
  store i32 %723, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %99) #6
  %724 = getelementptr inbounds %struct.Guard, ptr %100, i32 0, i32 0
  store i32 1, ptr %724, align 4
  %725 = invoke noundef i32 @_ZL4stepi(i32 noundef 32)
          to label %726 unwind label %1829

726:                                              ; preds = %721
  %727 = load i32, ptr %1, align 4
  %728 = add nsw i32 %727, %725
  store i32 %728, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %100) #6
  %729 = getelementptr inbounds %struct.Guard, ptr %101, i32 0, i32 0
  store i32 2, ptr %729, align 4
  %730 = invoke noundef i32 @_ZL4stepi(i32 noundef 112)
          to label %731 unwind label %1833

731:                                              ; preds = %726
  %732 = load i32, ptr %1, align 4
  %733 = add nsw i32 %732, %730
  store i32 %733, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %101) #6
  %734 = getelementptr inbounds %struct.Guard, ptr %102, i32 0, i32 0
  store i32 3, ptr %734, align 4
  %735 = invoke noundef i32 @_ZL4stepi(i32 noundef 192)
          to label %736 unwind label %1837

736:                                              ; preds = %731
  %737 = load i32, ptr %1, align 4
  %738 = add nsw i32 %737, %735
  store i32 %738, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %102) #6
  %739 = getelementptr inbounds %struct.Guard, ptr %103, i32 0, i32 0
  store i32 1, ptr %739, align 4
  %740 = invoke noundef i32 @_ZL4stepi(i32 noundef 33)
          to label %741 unwind label %1841

741:                                              ; preds = %736
  %742 = load i32, ptr %1, align 4
  %743 = add nsw i32 %742, %740
  store i32 %743, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %103) #6
  %744 = getelementptr inbounds %struct.Guard, ptr %104, i32 0, i32 0
  store i32 2, ptr %744, align 4
  %745 = invoke noundef i32 @_ZL4stepi(i32 noundef 113)
          to label %746 unwind label %1845

746:                                              ; preds = %741
  %747 = load i32, ptr %1, align 4
  %748 = add nsw i32 %747, %745
  store i32 %748, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %104) #6
  %749 = getelementptr inbounds %struct.Guard, ptr %105, i32 0, i32 0
  store i32 3, ptr %749, align 4
  %750 = invoke noundef i32 @_ZL4stepi(i32 noundef 193)
          to label %751 unwind label %1849

751:                                              ; preds = %746
  %752 = load i32, ptr %1, align 4
  %753 = add nsw i32 %752, %750
  store i32 %753, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %105) #6
  %754 = getelementptr inbounds %struct.Guard, ptr %106, i32 0, i32 0
  store i32 1, ptr %754, align 4
  %755 = invoke noundef i32 @_ZL4stepi(i32 noundef 34)
          to label %756 unwind label %1853

756:                                              ; preds = %751
  %757 = load i32, ptr %1, align 4
  %758 = add nsw i32 %757, %755
  store i32 %758, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %106) #6
  %759 = getelementptr inbounds %struct.Guard, ptr %107, i32 0, i32 0
  store i32 2, ptr %759, align 4
  %760 = invoke noundef i32 @_ZL4stepi(i32 noundef 114)
          to label %761 unwind label %1857

761:                                              ; preds = %756
  %762 = load i32, ptr %1, align 4
  %763 = add nsw i32 %762, %760
  store i32 %763, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %107) #6
  %764 = getelementptr inbounds %struct.Guard, ptr %108, i32 0, i32 0
  store i32 3, ptr %764, align 4
  %765 = invoke noundef i32 @_ZL4stepi(i32 noundef 194)
          to label %766 unwind label %1861

766:                                              ; preds = %761
  %767 = load i32, ptr %1, align 4
  %768 = add nsw i32 %767, %765
  store i32 %768, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %108) #6
  %769 = getelementptr inbounds %struct.Guard, ptr %109, i32 0, i32 0
  store i32 1, ptr %769, align 4
  %770 = invoke noundef i32 @_ZL4stepi(i32 noundef 35)
          to label %771 unwind label %1865

771:                                              ; preds = %766
  %772 = load i32, ptr %1, align 4
  %773 = add nsw i32 %772, %770
  store i32 %773, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %109) #6
  %774 = getelementptr inbounds %struct.Guard, ptr %110, i32 0, i32 0
  store i32 2, ptr %774, align 4
  %775 = invoke noundef i32 @_ZL4stepi(i32 noundef 115)
          to label %776 unwind label %1869

776:                                              ; preds = %771
  %777 = load i32, ptr %1, align 4
  %778 = add nsw i32 %777, %775
  store i32 %778, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %110) #6
  %779 = getelementptr inbounds %struct.Guard, ptr %111, i32 0, i32 0
  store i32 3, ptr %779, align 4
  %780 = invoke noundef i32 @_ZL4stepi(i32 noundef 195)
          to label %781 unwind label %1873

781:                                              ; preds = %776
  %782 = load i32, ptr %1, align 4
  %783 = add nsw i32 %782, %780
  store i32 %783, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %111) #6
  %784 = getelementptr inbounds %struct.Guard, ptr %112, i32 0, i32 0
  store i32 1, ptr %784, align 4
  %785 = invoke noundef i32 @_ZL4stepi(i32 noundef 36)
          to label %786 unwind label %1877

786:                                              ; preds = %781
  %787 = load i32, ptr %1, align 4
  %788 = add nsw i32 %787, %785
  store i32 %788, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %112) #6
  %789 = getelementptr inbounds %struct.Guard, ptr %113, i32 0, i32 0
  store i32 2, ptr %789, align 4
  %790 = invoke noundef i32 @_ZL4stepi(i32 noundef 116)
          to label %791 unwind label %1881

791:                                              ; preds = %786
  %792 = load i32, ptr %1, align 4
  %793 = add nsw i32 %792, %790
  store i32 %793, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %113) #6
  %794 = getelementptr inbounds %struct.Guard, ptr %114, i32 0, i32 0
  store i32 3, ptr %794, align 4
  %795 = invoke noundef i32 @_ZL4stepi(i32 noundef 196)
          to label %796 unwind label %1885

796:                                              ; preds = %791
  %797 = load i32, ptr %1, align 4
  %798 = add nsw i32 %797, %795
  store i32 %798, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %114) #6
  %799 = getelementptr inbounds %struct.Guard, ptr %115, i32 0, i32 0
  store i32 1, ptr %799, align 4
  %800 = invoke noundef i32 @_ZL4stepi(i32 noundef 37)
          to label %801 unwind label %1889

801:                                              ; preds = %796
  %802 = load i32, ptr %1, align 4
  %803 = add nsw i32 %802, %800
  store i32 %803, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %115) #6
  %804 = getelementptr inbounds %struct.Guard, ptr %116, i32 0, i32 0
  store i32 2, ptr %804, align 4
  %805 = invoke noundef i32 @_ZL4stepi(i32 noundef 117)
          to label %806 unwind label %1893

806:                                              ; preds = %801
  %807 = load i32, ptr %1, align 4
  %808 = add nsw i32 %807, %805
  store i32 %808, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %116) #6
  %809 = getelementptr inbounds %struct.Guard, ptr %117, i32 0, i32 0
  store i32 3, ptr %809, align 4
  %810 = invoke noundef i32 @_ZL4stepi(i32 noundef 197)
          to label %811 unwind label %1897

811:                                              ; preds = %806
  %812 = load i32, ptr %1, align 4
  %813 = add nsw i32 %812, %810
  store i32 %813, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %117) #6
  %814 = getelementptr inbounds %struct.Guard, ptr %118, i32 0, i32 0
  store i32 1, ptr %814, align 4
  %815 = invoke noundef i32 @_ZL4stepi(i32 noundef 38)
          to label %816 unwind label %1901

816:                                              ; preds = %811
  %817 = load i32, ptr %1, align 4
  %818 = add nsw i32 %817, %815
  store i32 %818, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %118) #6
  %819 = getelementptr inbounds %struct.Guard, ptr %119, i32 0, i32 0
  store i32 2, ptr %819, align 4
  %820 = invoke noundef i32 @_ZL4stepi(i32 noundef 118)
          to label %821 unwind label %1905

821:                                              ; preds = %816
  %822 = load i32, ptr %1, align 4
  %823 = add nsw i32 %822, %820
  store i32 %823, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %119) #6
  %824 = getelementptr inbounds %struct.Guard, ptr %120, i32 0, i32 0
  store i32 3, ptr %824, align 4
  %825 = invoke noundef i32 @_ZL4stepi(i32 noundef 198)
          to label %826 unwind label %1909

826:                                              ; preds = %821
  %827 = load i32, ptr %1, align 4
  %828 = add nsw i32 %827, %825
  store i32 %828, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %120) #6
  %829 = getelementptr inbounds %struct.Guard, ptr %121, i32 0, i32 0
  store i32 1, ptr %829, align 4
  %830 = invoke noundef i32 @_ZL4stepi(i32 noundef 39)
          to label %831 unwind label %1913

831:                                              ; preds = %826
  %832 = load i32, ptr %1, align 4
  %833 = add nsw i32 %832, %830
  store i32 %833, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %121) #6
  %834 = getelementptr inbounds %struct.Guard, ptr %122, i32 0, i32 0
  store i32 2, ptr %834, align 4
  %835 = invoke noundef i32 @_ZL4stepi(i32 noundef 119)
          to label %836 unwind label %1917

836:                                              ; preds = %831
  %837 = load i32, ptr %1, align 4
  %838 = add nsw i32 %837, %835
  store i32 %838, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %122) #6
  %839 = getelementptr inbounds %struct.Guard, ptr %123, i32 0, i32 0
  store i32 3, ptr %839, align 4
  %840 = invoke noundef i32 @_ZL4stepi(i32 noundef 199)
          to label %841 unwind label %1921

841:                                              ; preds = %836
  %842 = load i32, ptr %1, align 4
  %843 = add nsw i32 %842, %840
  store i32 %843, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %123) #6
  %844 = getelementptr inbounds %struct.Guard, ptr %124, i32 0, i32 0
  store i32 1, ptr %844, align 4
  %845 = invoke noundef i32 @_ZL4stepi(i32 noundef 40)
          to label %846 unwind label %1925

846:                                              ; preds = %841
  %847 = load i32, ptr %1, align 4
  %848 = add nsw i32 %847, %845
  store i32 %848, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %124) #6
  %849 = getelementptr inbounds %struct.Guard, ptr %125, i32 0, i32 0
  store i32 2, ptr %849, align 4
  %850 = invoke noundef i32 @_ZL4stepi(i32 noundef 120)
          to label %851 unwind label %1929

851:                                              ; preds = %846
  %852 = load i32, ptr %1, align 4
  %853 = add nsw i32 %852, %850
  store i32 %853, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %125) #6
  %854 = getelementptr inbounds %struct.Guard, ptr %126, i32 0, i32 0
  store i32 3, ptr %854, align 4
  %855 = invoke noundef i32 @_ZL4stepi(i32 noundef 200)
          to label %856 unwind label %1933

856:                                              ; preds = %851
  %857 = load i32, ptr %1, align 4
  %858 = add nsw i32 %857, %855
  store i32 %858, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %126) #6
  %859 = getelementptr inbounds %struct.Guard, ptr %127, i32 0, i32 0
  store i32 1, ptr %859, align 4
  %860 = invoke noundef i32 @_ZL4stepi(i32 noundef 41)
          to label %861 unwind label %1937

861:                                              ; preds = %856
  %862 = load i32, ptr %1, align 4
  %863 = add nsw i32 %862, %860
  store i32 %863, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %127) #6
  %864 = getelementptr inbounds %struct.Guard, ptr %128, i32 0, i32 0
  store i32 2, ptr %864, align 4
  %865 = invoke noundef i32 @_ZL4stepi(i32 noundef 121)
          to label %866 unwind label %1941

866:                                              ; preds = %861
  %867 = load i32, ptr %1, align 4
  %868 = add nsw i32 %867, %865
  store i32 %868, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %128) #6
  %869 = getelementptr inbounds %struct.Guard, ptr %129, i32 0, i32 0
  store i32 3, ptr %869, align 4
  %870 = invoke noundef i32 @_ZL4stepi(i32 noundef 201)
          to label %871 unwind label %1945

871:                                              ; preds = %866
  %872 = load i32, ptr %1, align 4
  %873 = add nsw i32 %872, %870
  store i32 %873, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %129) #6
  %874 = getelementptr inbounds %struct.Guard, ptr %130, i32 0, i32 0
  store i32 1, ptr %874, align 4
  %875 = invoke noundef i32 @_ZL4stepi(i32 noundef 42)
          to label %876 unwind label %1949

876:                                              ; preds = %871
  %877 = load i32, ptr %1, align 4
  %878 = add nsw i32 %877, %875
  store i32 %878, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %130) #6
  %879 = getelementptr inbounds %struct.Guard, ptr %131, i32 0, i32 0
  store i32 2, ptr %879, align 4
  %880 = invoke noundef i32 @_ZL4stepi(i32 noundef 122)
          to label %881 unwind label %1953

881:                                              ; preds = %876
  %882 = load i32, ptr %1, align 4
  %883 = add nsw i32 %882, %880
  store i32 %883, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %131) #6
  %884 = getelementptr inbounds %struct.Guard, ptr %132, i32 0, i32 0
  store i32 3, ptr %884, align 4
  %885 = invoke noundef i32 @_ZL4stepi(i32 noundef 202)
          to label %886 unwind label %1957

886:                                              ; preds = %881
  %887 = load i32, ptr %1, align 4
  %888 = add nsw i32 %887, %885
  store i32 %888, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %132) #6
  %889 = getelementptr inbounds %struct.Guard, ptr %133, i32 0, i32 0
  store i32 1, ptr %889, align 4
  %890 = invoke noundef i32 @_ZL4stepi(i32 noundef 43)
          to label %891 unwind label %1961

891:                                              ; preds = %886
  %892 = load i32, ptr %1, align 4
  %893 = add nsw i32 %892, %890
  store i32 %893, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %133) #6
  %894 = getelementptr inbounds %struct.Guard, ptr %134, i32 0, i32 0
  store i32 2, ptr %894, align 4
  %895 = invoke noundef i32 @_ZL4stepi(i32 noundef 123)
          to label %896 unwind label %1965

896:                                              ; preds = %891
  %897 = load i32, ptr %1, align 4
  %898 = add nsw i32 %897, %895
  store i32 %898, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %134) #6
  %899 = getelementptr inbounds %struct.Guard, ptr %135, i32 0, i32 0
  store i32 3, ptr %899, align 4
  %900 = invoke noundef i32 @_ZL4stepi(i32 noundef 203)
          to label %901 unwind label %1969

901:                                              ; preds = %896
  %902 = load i32, ptr %1, align 4
  %903 = add nsw i32 %902, %900
  store i32 %903, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %135) #6
  %904 = getelementptr inbounds %struct.Guard, ptr %136, i32 0, i32 0
  store i32 1, ptr %904, align 4
  %905 = invoke noundef i32 @_ZL4stepi(i32 noundef 44)
          to label %906 unwind label %1973

906:                                              ; preds = %901
  %907 = load i32, ptr %1, align 4
  %908 = add nsw i32 %907, %905
  store i32 %908, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %136) #6
  %909 = getelementptr inbounds %struct.Guard, ptr %137, i32 0, i32 0
  store i32 2, ptr %909, align 4
  %910 = invoke noundef i32 @_ZL4stepi(i32 noundef 124)
          to label %911 unwind label %1977

911:                                              ; preds = %906
  %912 = load i32, ptr %1, align 4
  %913 = add nsw i32 %912, %910
  store i32 %913, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %137) #6
  %914 = getelementptr inbounds %struct.Guard, ptr %138, i32 0, i32 0
  store i32 3, ptr %914, align 4
  %915 = invoke noundef i32 @_ZL4stepi(i32 noundef 204)
          to label %916 unwind label %1981

916:                                              ; preds = %911
  %917 = load i32, ptr %1, align 4
  %918 = add nsw i32 %917, %915
  store i32 %918, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %138) #6
  %919 = getelementptr inbounds %struct.Guard, ptr %139, i32 0, i32 0
  store i32 1, ptr %919, align 4
  %920 = invoke noundef i32 @_ZL4stepi(i32 noundef 45)
          to label %921 unwind label %1985

921:                                              ; preds = %916
  %922 = load i32, ptr %1, align 4
  %923 = add nsw i32 %922, %920
  store i32 %923, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %139) #6
  %924 = getelementptr inbounds %struct.Guard, ptr %140, i32 0, i32 0
  store i32 2, ptr %924, align 4
  %925 = invoke noundef i32 @_ZL4stepi(i32 noundef 125)
          to label %926 unwind label %1989

926:                                              ; preds = %921
  %927 = load i32, ptr %1, align 4
  %928 = add nsw i32 %927, %925
  store i32 %928, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %140) #6
  %929 = getelementptr inbounds %struct.Guard, ptr %141, i32 0, i32 0
  store i32 3, ptr %929, align 4
  %930 = invoke noundef i32 @_ZL4stepi(i32 noundef 205)
          to label %931 unwind label %1993

931:                                              ; preds = %926
  %932 = load i32, ptr %1, align 4
  %933 = add nsw i32 %932, %930
  store i32 %933, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %141) #6
  %934 = getelementptr inbounds %struct.Guard, ptr %142, i32 0, i32 0
  store i32 1, ptr %934, align 4
  %935 = invoke noundef i32 @_ZL4stepi(i32 noundef 46)
          to label %936 unwind label %1997

936:                                              ; preds = %931
  %937 = load i32, ptr %1, align 4
  %938 = add nsw i32 %937, %935
  store i32 %938, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %142) #6
  %939 = getelementptr inbounds %struct.Guard, ptr %143, i32 0, i32 0
  store i32 2, ptr %939, align 4
  %940 = invoke noundef i32 @_ZL4stepi(i32 noundef 126)
          to label %941 unwind label %2001

941:                                              ; preds = %936
  %942 = load i32, ptr %1, align 4
  %943 = add nsw i32 %942, %940
  store i32 %943, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %143) #6
  %944 = getelementptr inbounds %struct.Guard, ptr %144, i32 0, i32 0
  store i32 3, ptr %944, align 4
  %945 = invoke noundef i32 @_ZL4stepi(i32 noundef 206)
          to label %946 unwind label %2005

946:                                              ; preds = %941
  %947 = load i32, ptr %1, align 4
  %948 = add nsw i32 %947, %945
  store i32 %948, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %144) #6
  %949 = getelementptr inbounds %struct.Guard, ptr %145, i32 0, i32 0
  store i32 1, ptr %949, align 4
  %950 = invoke noundef i32 @_ZL4stepi(i32 noundef 47)
          to label %951 unwind label %2009

951:                                              ; preds = %946
  %952 = load i32, ptr %1, align 4
  %953 = add nsw i32 %952, %950
  store i32 %953, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %145) #6
  %954 = getelementptr inbounds %struct.Guard, ptr %146, i32 0, i32 0
  store i32 2, ptr %954, align 4
  %955 = invoke noundef i32 @_ZL4stepi(i32 noundef 127)
          to label %956 unwind label %2013

956:                                              ; preds = %951
  %957 = load i32, ptr %1, align 4
  %958 = add nsw i32 %957, %955
  store i32 %958, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %146) #6
  %959 = getelementptr inbounds %struct.Guard, ptr %147, i32 0, i32 0
  store i32 3, ptr %959, align 4
  %960 = invoke noundef i32 @_ZL4stepi(i32 noundef 207)
          to label %961 unwind label %2017

961:                                              ; preds = %956
  %962 = load i32, ptr %1, align 4
  %963 = add nsw i32 %962, %960
  store i32 %963, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %147) #6
  %964 = getelementptr inbounds %struct.Guard, ptr %148, i32 0, i32 0
  store i32 1, ptr %964, align 4
  %965 = invoke noundef i32 @_ZL4stepi(i32 noundef 48)
          to label %966 unwind label %2021

966:                                              ; preds = %961
  %967 = load i32, ptr %1, align 4
  %968 = add nsw i32 %967, %965
  store i32 %968, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %148) #6
  %969 = getelementptr inbounds %struct.Guard, ptr %149, i32 0, i32 0
  store i32 2, ptr %969, align 4
  %970 = invoke noundef i32 @_ZL4stepi(i32 noundef 128)
          to label %971 unwind label %2025

971:                                              ; preds = %966
  %972 = load i32, ptr %1, align 4
  %973 = add nsw i32 %972, %970
  store i32 %973, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %149) #6
  %974 = getelementptr inbounds %struct.Guard, ptr %150, i32 0, i32 0
  store i32 3, ptr %974, align 4
  %975 = invoke noundef i32 @_ZL4stepi(i32 noundef 208)
          to label %976 unwind label %2029

976:                                              ; preds = %971
  %977 = load i32, ptr %1, align 4
  %978 = add nsw i32 %977, %975
  store i32 %978, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %150) #6
  %979 = getelementptr inbounds %struct.Guard, ptr %151, i32 0, i32 0
  store i32 1, ptr %979, align 4
  %980 = invoke noundef i32 @_ZL4stepi(i32 noundef 49)
          to label %981 unwind label %2033

981:                                              ; preds = %976
  %982 = load i32, ptr %1, align 4
  %983 = add nsw i32 %982, %980
  store i32 %983, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %151) #6
  %984 = getelementptr inbounds %struct.Guard, ptr %152, i32 0, i32 0
  store i32 2, ptr %984, align 4
  %985 = invoke noundef i32 @_ZL4stepi(i32 noundef 129)
          to label %986 unwind label %2037

986:                                              ; preds = %981
  %987 = load i32, ptr %1, align 4
  %988 = add nsw i32 %987, %985
  store i32 %988, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %152) #6
  %989 = getelementptr inbounds %struct.Guard, ptr %153, i32 0, i32 0
  store i32 3, ptr %989, align 4
  %990 = invoke noundef i32 @_ZL4stepi(i32 noundef 209)
          to label %991 unwind label %2041

991:                                              ; preds = %986
  %992 = load i32, ptr %1, align 4
  %993 = add nsw i32 %992, %990
  store i32 %993, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %153) #6
  %994 = getelementptr inbounds %struct.Guard, ptr %154, i32 0, i32 0
  store i32 1, ptr %994, align 4
  %995 = invoke noundef i32 @_ZL4stepi(i32 noundef 50)
          to label %996 unwind label %2045

996:                                              ; preds = %991
  %997 = load i32, ptr %1, align 4
  %998 = add nsw i32 %997, %995
  store i32 %998, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %154) #6
  %999 = getelementptr inbounds %struct.Guard, ptr %155, i32 0, i32 0
  store i32 2, ptr %999, align 4
  %1000 = invoke noundef i32 @_ZL4stepi(i32 noundef 130)
          to label %1001 unwind label %2049

1001:                                             ; preds = %996
  %1002 = load i32, ptr %1, align 4
  %1003 = add nsw i32 %1002, %1000
  store i32 %1003, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %155) #6
  %1004 = getelementptr inbounds %struct.Guard, ptr %156, i32 0, i32 0
  store i32 3, ptr %1004, align 4
  %1005 = invoke noundef i32 @_ZL4stepi(i32 noundef 210)
          to label %1006 unwind label %2053

1006:                                             ; preds = %1001
  %1007 = load i32, ptr %1, align 4
  %1008 = add nsw i32 %1007, %1005
  store i32 %1008, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %156) #6
  %1009 = getelementptr inbounds %struct.Guard, ptr %157, i32 0, i32 0
  store i32 1, ptr %1009, align 4
  %1010 = invoke noundef i32 @_ZL4stepi(i32 noundef 51)
          to label %1011 unwind label %2057

1011:                                             ; preds = %1006
  %1012 = load i32, ptr %1, align 4
  %1013 = add nsw i32 %1012, %1010
  store i32 %1013, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %157) #6
  %1014 = getelementptr inbounds %struct.Guard, ptr %158, i32 0, i32 0
  store i32 2, ptr %1014, align 4
  %1015 = invoke noundef i32 @_ZL4stepi(i32 noundef 131)
          to label %1016 unwind label %2061

1016:                                             ; preds = %1011
  %1017 = load i32, ptr %1, align 4
  %1018 = add nsw i32 %1017, %1015
  store i32 %1018, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %158) #6
  %1019 = getelementptr inbounds %struct.Guard, ptr %159, i32 0, i32 0
  store i32 3, ptr %1019, align 4
  %1020 = invoke noundef i32 @_ZL4stepi(i32 noundef 211)
          to label %1021 unwind label %2065

1021:                                             ; preds = %1016
  %1022 = load i32, ptr %1, align 4
  %1023 = add nsw i32 %1022, %1020
  store i32 %1023, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %159) #6
  %1024 = getelementptr inbounds %struct.Guard, ptr %160, i32 0, i32 0
  store i32 1, ptr %1024, align 4
  %1025 = invoke noundef i32 @_ZL4stepi(i32 noundef 52)
          to label %1026 unwind label %2069

1026:                                             ; preds = %1021
  %1027 = load i32, ptr %1, align 4
  %1028 = add nsw i32 %1027, %1025
  store i32 %1028, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %160) #6
  %1029 = getelementptr inbounds %struct.Guard, ptr %161, i32 0, i32 0
  store i32 2, ptr %1029, align 4
  %1030 = invoke noundef i32 @_ZL4stepi(i32 noundef 132)
          to label %1031 unwind label %2073

1031:                                             ; preds = %1026
  %1032 = load i32, ptr %1, align 4
  %1033 = add nsw i32 %1032, %1030
  store i32 %1033, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %161) #6
  %1034 = getelementptr inbounds %struct.Guard, ptr %162, i32 0, i32 0
  store i32 3, ptr %1034, align 4
  %1035 = invoke noundef i32 @_ZL4stepi(i32 noundef 212)
          to label %1036 unwind label %2077

1036:                                             ; preds = %1031
  %1037 = load i32, ptr %1, align 4
  %1038 = add nsw i32 %1037, %1035
  store i32 %1038, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %162) #6
  %1039 = getelementptr inbounds %struct.Guard, ptr %163, i32 0, i32 0
  store i32 1, ptr %1039, align 4
  %1040 = invoke noundef i32 @_ZL4stepi(i32 noundef 53)
          to label %1041 unwind label %2081

1041:                                             ; preds = %1036
  %1042 = load i32, ptr %1, align 4
  %1043 = add nsw i32 %1042, %1040
  store i32 %1043, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %163) #6
  %1044 = getelementptr inbounds %struct.Guard, ptr %164, i32 0, i32 0
  store i32 2, ptr %1044, align 4
  %1045 = invoke noundef i32 @_ZL4stepi(i32 noundef 133)
          to label %1046 unwind label %2085

1046:                                             ; preds = %1041
  %1047 = load i32, ptr %1, align 4
  %1048 = add nsw i32 %1047, %1045
  store i32 %1048, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %164) #6
  %1049 = getelementptr inbounds %struct.Guard, ptr %165, i32 0, i32 0
  store i32 3, ptr %1049, align 4
  %1050 = invoke noundef i32 @_ZL4stepi(i32 noundef 213)
          to label %1051 unwind label %2089

1051:                                             ; preds = %1046
  %1052 = load i32, ptr %1, align 4
  %1053 = add nsw i32 %1052, %1050
  store i32 %1053, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %165) #6
  %1054 = getelementptr inbounds %struct.Guard, ptr %166, i32 0, i32 0
  store i32 1, ptr %1054, align 4
  %1055 = invoke noundef i32 @_ZL4stepi(i32 noundef 54)
          to label %1056 unwind label %2093

1056:                                             ; preds = %1051
  %1057 = load i32, ptr %1, align 4
  %1058 = add nsw i32 %1057, %1055
  store i32 %1058, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %166) #6
  %1059 = getelementptr inbounds %struct.Guard, ptr %167, i32 0, i32 0
  store i32 2, ptr %1059, align 4
  %1060 = invoke noundef i32 @_ZL4stepi(i32 noundef 134)
          to label %1061 unwind label %2097

1061:                                             ; preds = %1056
  %1062 = load i32, ptr %1, align 4
  %1063 = add nsw i32 %1062, %1060
  store i32 %1063, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %167) #6
  %1064 = getelementptr inbounds %struct.Guard, ptr %168, i32 0, i32 0
  store i32 3, ptr %1064, align 4
  %1065 = invoke noundef i32 @_ZL4stepi(i32 noundef 214)
          to label %1066 unwind label %2101

1066:                                             ; preds = %1061
  %1067 = load i32, ptr %1, align 4
  %1068 = add nsw i32 %1067, %1065
  store i32 %1068, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %168) #6
  %1069 = getelementptr inbounds %struct.Guard, ptr %169, i32 0, i32 0
  store i32 1, ptr %1069, align 4
  %1070 = invoke noundef i32 @_ZL4stepi(i32 noundef 55)
          to label %1071 unwind label %2105

1071:                                             ; preds = %1066
  %1072 = load i32, ptr %1, align 4
  %1073 = add nsw i32 %1072, %1070
  store i32 %1073, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %169) #6
  %1074 = getelementptr inbounds %struct.Guard, ptr %170, i32 0, i32 0
  store i32 2, ptr %1074, align 4
  %1075 = invoke noundef i32 @_ZL4stepi(i32 noundef 135)
          to label %1076 unwind label %2109

1076:                                             ; preds = %1071
  %1077 = load i32, ptr %1, align 4
  %1078 = add nsw i32 %1077, %1075
  store i32 %1078, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %170) #6
  %1079 = getelementptr inbounds %struct.Guard, ptr %171, i32 0, i32 0
  store i32 3, ptr %1079, align 4
  %1080 = invoke noundef i32 @_ZL4stepi(i32 noundef 215)
          to label %1081 unwind label %2113

1081:                                             ; preds = %1076
  %1082 = load i32, ptr %1, align 4
  %1083 = add nsw i32 %1082, %1080
  store i32 %1083, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %171) #6
  %1084 = getelementptr inbounds %struct.Guard, ptr %172, i32 0, i32 0
  store i32 1, ptr %1084, align 4
  %1085 = invoke noundef i32 @_ZL4stepi(i32 noundef 56)
          to label %1086 unwind label %2117

1086:                                             ; preds = %1081
  %1087 = load i32, ptr %1, align 4
  %1088 = add nsw i32 %1087, %1085
  store i32 %1088, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %172) #6
  %1089 = getelementptr inbounds %struct.Guard, ptr %173, i32 0, i32 0
  store i32 2, ptr %1089, align 4
  %1090 = invoke noundef i32 @_ZL4stepi(i32 noundef 136)
          to label %1091 unwind label %2121

1091:                                             ; preds = %1086
  %1092 = load i32, ptr %1, align 4
  %1093 = add nsw i32 %1092, %1090
  store i32 %1093, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %173) #6
  %1094 = getelementptr inbounds %struct.Guard, ptr %174, i32 0, i32 0
  store i32 3, ptr %1094, align 4
  %1095 = invoke noundef i32 @_ZL4stepi(i32 noundef 216)
          to label %1096 unwind label %2125

1096:                                             ; preds = %1091
  %1097 = load i32, ptr %1, align 4
  %1098 = add nsw i32 %1097, %1095
  store i32 %1098, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %174) #6
  %1099 = getelementptr inbounds %struct.Guard, ptr %175, i32 0, i32 0
  store i32 1, ptr %1099, align 4
  %1100 = invoke noundef i32 @_ZL4stepi(i32 noundef 57)
          to label %1101 unwind label %2129

1101:                                             ; preds = %1096
  %1102 = load i32, ptr %1, align 4
  %1103 = add nsw i32 %1102, %1100
  store i32 %1103, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %175) #6
  %1104 = getelementptr inbounds %struct.Guard, ptr %176, i32 0, i32 0
  store i32 2, ptr %1104, align 4
  %1105 = invoke noundef i32 @_ZL4stepi(i32 noundef 137)
          to label %1106 unwind label %2133

1106:                                             ; preds = %1101
  %1107 = load i32, ptr %1, align 4
  %1108 = add nsw i32 %1107, %1105
  store i32 %1108, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %176) #6
  %1109 = getelementptr inbounds %struct.Guard, ptr %177, i32 0, i32 0
  store i32 3, ptr %1109, align 4
  %1110 = invoke noundef i32 @_ZL4stepi(i32 noundef 217)
          to label %1111 unwind label %2137

1111:                                             ; preds = %1106
  %1112 = load i32, ptr %1, align 4
  %1113 = add nsw i32 %1112, %1110
  store i32 %1113, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %177) #6
  %1114 = getelementptr inbounds %struct.Guard, ptr %178, i32 0, i32 0
  store i32 1, ptr %1114, align 4
  %1115 = invoke noundef i32 @_ZL4stepi(i32 noundef 58)
          to label %1116 unwind label %2141

1116:                                             ; preds = %1111
  %1117 = load i32, ptr %1, align 4
  %1118 = add nsw i32 %1117, %1115
  store i32 %1118, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %178) #6
  %1119 = getelementptr inbounds %struct.Guard, ptr %179, i32 0, i32 0
  store i32 2, ptr %1119, align 4
  %1120 = invoke noundef i32 @_ZL4stepi(i32 noundef 138)
          to label %1121 unwind label %2145

1121:                                             ; preds = %1116
  %1122 = load i32, ptr %1, align 4
  %1123 = add nsw i32 %1122, %1120
  store i32 %1123, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %179) #6
  %1124 = getelementptr inbounds %struct.Guard, ptr %180, i32 0, i32 0
  store i32 3, ptr %1124, align 4
  %1125 = invoke noundef i32 @_ZL4stepi(i32 noundef 218)
          to label %1126 unwind label %2149

1126:                                             ; preds = %1121
  %1127 = load i32, ptr %1, align 4
  %1128 = add nsw i32 %1127, %1125
  store i32 %1128, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %180) #6
  %1129 = getelementptr inbounds %struct.Guard, ptr %181, i32 0, i32 0
  store i32 1, ptr %1129, align 4
  %1130 = invoke noundef i32 @_ZL4stepi(i32 noundef 59)
          to label %1131 unwind label %2153

1131:                                             ; preds = %1126
  %1132 = load i32, ptr %1, align 4
  %1133 = add nsw i32 %1132, %1130
  store i32 %1133, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %181) #6
  %1134 = getelementptr inbounds %struct.Guard, ptr %182, i32 0, i32 0
  store i32 2, ptr %1134, align 4
  %1135 = invoke noundef i32 @_ZL4stepi(i32 noundef 139)
          to label %1136 unwind label %2157

1136:                                             ; preds = %1131
  %1137 = load i32, ptr %1, align 4
  %1138 = add nsw i32 %1137, %1135
  store i32 %1138, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %182) #6
  %1139 = getelementptr inbounds %struct.Guard, ptr %183, i32 0, i32 0
  store i32 3, ptr %1139, align 4
  %1140 = invoke noundef i32 @_ZL4stepi(i32 noundef 219)
          to label %1141 unwind label %2161

1141:                                             ; preds = %1136
  %1142 = load i32, ptr %1, align 4
  %1143 = add nsw i32 %1142, %1140
  store i32 %1143, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %183) #6
  %1144 = getelementptr inbounds %struct.Guard, ptr %184, i32 0, i32 0
  store i32 1, ptr %1144, align 4
  %1145 = invoke noundef i32 @_ZL4stepi(i32 noundef 60)
          to label %1146 unwind label %2165

1146:                                             ; preds = %1141
  %1147 = load i32, ptr %1, align 4
  %1148 = add nsw i32 %1147, %1145
  store i32 %1148, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %184) #6
  %1149 = getelementptr inbounds %struct.Guard, ptr %185, i32 0, i32 0
  store i32 2, ptr %1149, align 4
  %1150 = invoke noundef i32 @_ZL4stepi(i32 noundef 140)
          to label %1151 unwind label %2169

1151:                                             ; preds = %1146
  %1152 = load i32, ptr %1, align 4
  %1153 = add nsw i32 %1152, %1150
  store i32 %1153, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %185) #6
  %1154 = getelementptr inbounds %struct.Guard, ptr %186, i32 0, i32 0
  store i32 3, ptr %1154, align 4
  %1155 = invoke noundef i32 @_ZL4stepi(i32 noundef 220)
          to label %1156 unwind label %2173

1156:                                             ; preds = %1151
  %1157 = load i32, ptr %1, align 4
  %1158 = add nsw i32 %1157, %1155
  store i32 %1158, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %186) #6
  %1159 = getelementptr inbounds %struct.Guard, ptr %187, i32 0, i32 0
  store i32 1, ptr %1159, align 4
  %1160 = invoke noundef i32 @_ZL4stepi(i32 noundef 61)
          to label %1161 unwind label %2177

1161:                                             ; preds = %1156
  %1162 = load i32, ptr %1, align 4
  %1163 = add nsw i32 %1162, %1160
  store i32 %1163, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %187) #6
  %1164 = getelementptr inbounds %struct.Guard, ptr %188, i32 0, i32 0
  store i32 2, ptr %1164, align 4
  %1165 = invoke noundef i32 @_ZL4stepi(i32 noundef 141)
          to label %1166 unwind label %2181

1166:                                             ; preds = %1161
  %1167 = load i32, ptr %1, align 4
  %1168 = add nsw i32 %1167, %1165
  store i32 %1168, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %188) #6
  %1169 = getelementptr inbounds %struct.Guard, ptr %189, i32 0, i32 0
  store i32 3, ptr %1169, align 4
  %1170 = invoke noundef i32 @_ZL4stepi(i32 noundef 221)
          to label %1171 unwind label %2185

1171:                                             ; preds = %1166
  %1172 = load i32, ptr %1, align 4
  %1173 = add nsw i32 %1172, %1170
  store i32 %1173, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %189) #6
  %1174 = getelementptr inbounds %struct.Guard, ptr %190, i32 0, i32 0
  store i32 1, ptr %1174, align 4
  %1175 = invoke noundef i32 @_ZL4stepi(i32 noundef 62)
          to label %1176 unwind label %2189

1176:                                             ; preds = %1171
  %1177 = load i32, ptr %1, align 4
  %1178 = add nsw i32 %1177, %1175
  store i32 %1178, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %190) #6
  %1179 = getelementptr inbounds %struct.Guard, ptr %191, i32 0, i32 0
  store i32 2, ptr %1179, align 4
  %1180 = invoke noundef i32 @_ZL4stepi(i32 noundef 142)
          to label %1181 unwind label %2193

1181:                                             ; preds = %1176
  %1182 = load i32, ptr %1, align 4
  %1183 = add nsw i32 %1182, %1180
  store i32 %1183, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %191) #6
  %1184 = getelementptr inbounds %struct.Guard, ptr %192, i32 0, i32 0
  store i32 3, ptr %1184, align 4
  %1185 = invoke noundef i32 @_ZL4stepi(i32 noundef 222)
          to label %1186 unwind label %2197

1186:                                             ; preds = %1181
  %1187 = load i32, ptr %1, align 4
  %1188 = add nsw i32 %1187, %1185
  store i32 %1188, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %192) #6
  %1189 = getelementptr inbounds %struct.Guard, ptr %193, i32 0, i32 0
  store i32 1, ptr %1189, align 4
  %1190 = invoke noundef i32 @_ZL4stepi(i32 noundef 63)
          to label %1191 unwind label %2201

1191:                                             ; preds = %1186
  %1192 = load i32, ptr %1, align 4
  %1193 = add nsw i32 %1192, %1190
  store i32 %1193, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %193) #6
  %1194 = getelementptr inbounds %struct.Guard, ptr %194, i32 0, i32 0
  store i32 2, ptr %1194, align 4
  %1195 = invoke noundef i32 @_ZL4stepi(i32 noundef 143)
          to label %1196 unwind label %2205

1196:                                             ; preds = %1191
  %1197 = load i32, ptr %1, align 4
  %1198 = add nsw i32 %1197, %1195
  store i32 %1198, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %194) #6
  %1199 = getelementptr inbounds %struct.Guard, ptr %195, i32 0, i32 0
  store i32 3, ptr %1199, align 4
  %1200 = invoke noundef i32 @_ZL4stepi(i32 noundef 223)
          to label %1201 unwind label %2209

1201:                                             ; preds = %1196
  %1202 = load i32, ptr %1, align 4
  %1203 = add nsw i32 %1202, %1200
  store i32 %1203, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %195) #6
  %1204 = getelementptr inbounds %struct.Guard, ptr %196, i32 0, i32 0
  store i32 1, ptr %1204, align 4
  %1205 = invoke noundef i32 @_ZL4stepi(i32 noundef 64)
          to label %1206 unwind label %2213

1206:                                             ; preds = %1201
  %1207 = load i32, ptr %1, align 4
  %1208 = add nsw i32 %1207, %1205
  store i32 %1208, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %196) #6
  %1209 = getelementptr inbounds %struct.Guard, ptr %197, i32 0, i32 0
  store i32 2, ptr %1209, align 4
  %1210 = invoke noundef i32 @_ZL4stepi(i32 noundef 144)
          to label %1211 unwind label %2217

1211:                                             ; preds = %1206
  %1212 = load i32, ptr %1, align 4
  %1213 = add nsw i32 %1212, %1210
  store i32 %1213, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %197) #6
  %1214 = getelementptr inbounds %struct.Guard, ptr %198, i32 0, i32 0
  store i32 3, ptr %1214, align 4
  %1215 = invoke noundef i32 @_ZL4stepi(i32 noundef 224)
          to label %1216 unwind label %2221

1216:                                             ; preds = %1211
  %1217 = load i32, ptr %1, align 4
  %1218 = add nsw i32 %1217, %1215
  store i32 %1218, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %198) #6
  %1219 = getelementptr inbounds %struct.Guard, ptr %199, i32 0, i32 0
  store i32 1, ptr %1219, align 4
  %1220 = invoke noundef i32 @_ZL4stepi(i32 noundef 65)
          to label %1221 unwind label %2225

1221:                                             ; preds = %1216
  %1222 = load i32, ptr %1, align 4
  %1223 = add nsw i32 %1222, %1220
  store i32 %1223, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %199) #6
  %1224 = getelementptr inbounds %struct.Guard, ptr %200, i32 0, i32 0
  store i32 2, ptr %1224, align 4
  %1225 = invoke noundef i32 @_ZL4stepi(i32 noundef 145)
          to label %1226 unwind label %2229

1226:                                             ; preds = %1221
  %1227 = load i32, ptr %1, align 4
  %1228 = add nsw i32 %1227, %1225
  store i32 %1228, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %200) #6
  %1229 = getelementptr inbounds %struct.Guard, ptr %201, i32 0, i32 0
  store i32 3, ptr %1229, align 4
  %1230 = invoke noundef i32 @_ZL4stepi(i32 noundef 225)
          to label %1231 unwind label %2233

1231:                                             ; preds = %1226
  %1232 = load i32, ptr %1, align 4
  %1233 = add nsw i32 %1232, %1230
  store i32 %1233, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %201) #6
  %1234 = getelementptr inbounds %struct.Guard, ptr %202, i32 0, i32 0
  store i32 1, ptr %1234, align 4
  %1235 = invoke noundef i32 @_ZL4stepi(i32 noundef 66)
          to label %1236 unwind label %2237

1236:                                             ; preds = %1231
  %1237 = load i32, ptr %1, align 4
  %1238 = add nsw i32 %1237, %1235
  store i32 %1238, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %202) #6
  %1239 = getelementptr inbounds %struct.Guard, ptr %203, i32 0, i32 0
  store i32 2, ptr %1239, align 4
  %1240 = invoke noundef i32 @_ZL4stepi(i32 noundef 146)
          to label %1241 unwind label %2241

1241:                                             ; preds = %1236
  %1242 = load i32, ptr %1, align 4
  %1243 = add nsw i32 %1242, %1240
  store i32 %1243, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %203) #6
  %1244 = getelementptr inbounds %struct.Guard, ptr %204, i32 0, i32 0
  store i32 3, ptr %1244, align 4
  %1245 = invoke noundef i32 @_ZL4stepi(i32 noundef 226)
          to label %1246 unwind label %2245

1246:                                             ; preds = %1241
  %1247 = load i32, ptr %1, align 4
  %1248 = add nsw i32 %1247, %1245
  store i32 %1248, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %204) #6
  %1249 = getelementptr inbounds %struct.Guard, ptr %205, i32 0, i32 0
  store i32 1, ptr %1249, align 4
  %1250 = invoke noundef i32 @_ZL4stepi(i32 noundef 67)
          to label %1251 unwind label %2249

1251:                                             ; preds = %1246
  %1252 = load i32, ptr %1, align 4
  %1253 = add nsw i32 %1252, %1250
  store i32 %1253, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %205) #6
  %1254 = getelementptr inbounds %struct.Guard, ptr %206, i32 0, i32 0
  store i32 2, ptr %1254, align 4
  %1255 = invoke noundef i32 @_ZL4stepi(i32 noundef 147)
          to label %1256 unwind label %2253

1256:                                             ; preds = %1251
  %1257 = load i32, ptr %1, align 4
  %1258 = add nsw i32 %1257, %1255
  store i32 %1258, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %206) #6
  %1259 = getelementptr inbounds %struct.Guard, ptr %207, i32 0, i32 0
  store i32 3, ptr %1259, align 4
  %1260 = invoke noundef i32 @_ZL4stepi(i32 noundef 227)
          to label %1261 unwind label %2257

1261:                                             ; preds = %1256
  %1262 = load i32, ptr %1, align 4
  %1263 = add nsw i32 %1262, %1260
  store i32 %1263, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %207) #6
  %1264 = getelementptr inbounds %struct.Guard, ptr %208, i32 0, i32 0
  store i32 1, ptr %1264, align 4
  %1265 = invoke noundef i32 @_ZL4stepi(i32 noundef 68)
          to label %1266 unwind label %2261

1266:                                             ; preds = %1261
  %1267 = load i32, ptr %1, align 4
  %1268 = add nsw i32 %1267, %1265
  store i32 %1268, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %208) #6
  %1269 = getelementptr inbounds %struct.Guard, ptr %209, i32 0, i32 0
  store i32 2, ptr %1269, align 4
  %1270 = invoke noundef i32 @_ZL4stepi(i32 noundef 148)
          to label %1271 unwind label %2265

1271:                                             ; preds = %1266
  %1272 = load i32, ptr %1, align 4
  %1273 = add nsw i32 %1272, %1270
  store i32 %1273, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %209) #6
  %1274 = getelementptr inbounds %struct.Guard, ptr %210, i32 0, i32 0
  store i32 3, ptr %1274, align 4
  %1275 = invoke noundef i32 @_ZL4stepi(i32 noundef 228)
          to label %1276 unwind label %2269

1276:                                             ; preds = %1271
  %1277 = load i32, ptr %1, align 4
  %1278 = add nsw i32 %1277, %1275
  store i32 %1278, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %210) #6
  %1279 = getelementptr inbounds %struct.Guard, ptr %211, i32 0, i32 0
  store i32 1, ptr %1279, align 4
  %1280 = invoke noundef i32 @_ZL4stepi(i32 noundef 69)
          to label %1281 unwind label %2273

1281:                                             ; preds = %1276
  %1282 = load i32, ptr %1, align 4
  %1283 = add nsw i32 %1282, %1280
  store i32 %1283, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %211) #6
  %1284 = getelementptr inbounds %struct.Guard, ptr %212, i32 0, i32 0
  store i32 2, ptr %1284, align 4
  %1285 = invoke noundef i32 @_ZL4stepi(i32 noundef 149)
          to label %1286 unwind label %2277

1286:                                             ; preds = %1281
  %1287 = load i32, ptr %1, align 4
  %1288 = add nsw i32 %1287, %1285
  store i32 %1288, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %212) #6
  %1289 = getelementptr inbounds %struct.Guard, ptr %213, i32 0, i32 0
  store i32 3, ptr %1289, align 4
  %1290 = invoke noundef i32 @_ZL4stepi(i32 noundef 229)
          to label %1291 unwind label %2281

1291:                                             ; preds = %1286
  %1292 = load i32, ptr %1, align 4
  %1293 = add nsw i32 %1292, %1290
  store i32 %1293, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %213) #6
  %1294 = getelementptr inbounds %struct.Guard, ptr %214, i32 0, i32 0
  store i32 1, ptr %1294, align 4
  %1295 = invoke noundef i32 @_ZL4stepi(i32 noundef 70)
          to label %1296 unwind label %2285

1296:                                             ; preds = %1291
  %1297 = load i32, ptr %1, align 4
  %1298 = add nsw i32 %1297, %1295
  store i32 %1298, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %214) #6
  %1299 = getelementptr inbounds %struct.Guard, ptr %215, i32 0, i32 0
  store i32 2, ptr %1299, align 4
  %1300 = invoke noundef i32 @_ZL4stepi(i32 noundef 150)
          to label %1301 unwind label %2289

1301:                                             ; preds = %1296
  %1302 = load i32, ptr %1, align 4
  %1303 = add nsw i32 %1302, %1300
  store i32 %1303, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %215) #6
  %1304 = getelementptr inbounds %struct.Guard, ptr %216, i32 0, i32 0
  store i32 3, ptr %1304, align 4
  %1305 = invoke noundef i32 @_ZL4stepi(i32 noundef 230)
          to label %1306 unwind label %2293

1306:                                             ; preds = %1301
  %1307 = load i32, ptr %1, align 4
  %1308 = add nsw i32 %1307, %1305
  store i32 %1308, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %216) #6
  %1309 = getelementptr inbounds %struct.Guard, ptr %217, i32 0, i32 0
  store i32 1, ptr %1309, align 4
  %1310 = invoke noundef i32 @_ZL4stepi(i32 noundef 71)
          to label %1311 unwind label %2297

1311:                                             ; preds = %1306
  %1312 = load i32, ptr %1, align 4
  %1313 = add nsw i32 %1312, %1310
  store i32 %1313, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %217) #6
  %1314 = getelementptr inbounds %struct.Guard, ptr %218, i32 0, i32 0
  store i32 2, ptr %1314, align 4
  %1315 = invoke noundef i32 @_ZL4stepi(i32 noundef 151)
          to label %1316 unwind label %2301

1316:                                             ; preds = %1311
  %1317 = load i32, ptr %1, align 4
  %1318 = add nsw i32 %1317, %1315
  store i32 %1318, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %218) #6
  %1319 = getelementptr inbounds %struct.Guard, ptr %219, i32 0, i32 0
  store i32 3, ptr %1319, align 4
  %1320 = invoke noundef i32 @_ZL4stepi(i32 noundef 231)
          to label %1321 unwind label %2305

1321:                                             ; preds = %1316
  %1322 = load i32, ptr %1, align 4
  %1323 = add nsw i32 %1322, %1320
  store i32 %1323, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %219) #6
  %1324 = getelementptr inbounds %struct.Guard, ptr %220, i32 0, i32 0
  store i32 1, ptr %1324, align 4
  %1325 = invoke noundef i32 @_ZL4stepi(i32 noundef 72)
          to label %1326 unwind label %2309

1326:                                             ; preds = %1321
  %1327 = load i32, ptr %1, align 4
  %1328 = add nsw i32 %1327, %1325
  store i32 %1328, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %220) #6
  %1329 = getelementptr inbounds %struct.Guard, ptr %221, i32 0, i32 0
  store i32 2, ptr %1329, align 4
  %1330 = invoke noundef i32 @_ZL4stepi(i32 noundef 152)
          to label %1331 unwind label %2313

1331:                                             ; preds = %1326
  %1332 = load i32, ptr %1, align 4
  %1333 = add nsw i32 %1332, %1330
  store i32 %1333, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %221) #6
  %1334 = getelementptr inbounds %struct.Guard, ptr %222, i32 0, i32 0
  store i32 3, ptr %1334, align 4
  %1335 = invoke noundef i32 @_ZL4stepi(i32 noundef 232)
          to label %1336 unwind label %2317

1336:                                             ; preds = %1331
  %1337 = load i32, ptr %1, align 4
  %1338 = add nsw i32 %1337, %1335
  store i32 %1338, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %222) #6
  %1339 = getelementptr inbounds %struct.Guard, ptr %223, i32 0, i32 0
  store i32 1, ptr %1339, align 4
  %1340 = invoke noundef i32 @_ZL4stepi(i32 noundef 73)
          to label %1341 unwind label %2321

1341:                                             ; preds = %1336
  %1342 = load i32, ptr %1, align 4
  %1343 = add nsw i32 %1342, %1340
  store i32 %1343, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %223) #6
  %1344 = getelementptr inbounds %struct.Guard, ptr %224, i32 0, i32 0
  store i32 2, ptr %1344, align 4
  %1345 = invoke noundef i32 @_ZL4stepi(i32 noundef 153)
          to label %1346 unwind label %2325

1346:                                             ; preds = %1341
  %1347 = load i32, ptr %1, align 4
  %1348 = add nsw i32 %1347, %1345
  store i32 %1348, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %224) #6
  %1349 = getelementptr inbounds %struct.Guard, ptr %225, i32 0, i32 0
  store i32 3, ptr %1349, align 4
  %1350 = invoke noundef i32 @_ZL4stepi(i32 noundef 233)
          to label %1351 unwind label %2329

1351:                                             ; preds = %1346
  %1352 = load i32, ptr %1, align 4
  %1353 = add nsw i32 %1352, %1350
  store i32 %1353, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %225) #6
  %1354 = getelementptr inbounds %struct.Guard, ptr %226, i32 0, i32 0
  store i32 1, ptr %1354, align 4
  %1355 = invoke noundef i32 @_ZL4stepi(i32 noundef 74)
          to label %1356 unwind label %2333

1356:                                             ; preds = %1351
  %1357 = load i32, ptr %1, align 4
  %1358 = add nsw i32 %1357, %1355
  store i32 %1358, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %226) #6
  %1359 = getelementptr inbounds %struct.Guard, ptr %227, i32 0, i32 0
  store i32 2, ptr %1359, align 4
  %1360 = invoke noundef i32 @_ZL4stepi(i32 noundef 154)
          to label %1361 unwind label %2337

1361:                                             ; preds = %1356
  %1362 = load i32, ptr %1, align 4
  %1363 = add nsw i32 %1362, %1360
  store i32 %1363, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %227) #6
  %1364 = getelementptr inbounds %struct.Guard, ptr %228, i32 0, i32 0
  store i32 3, ptr %1364, align 4
  %1365 = invoke noundef i32 @_ZL4stepi(i32 noundef 234)
          to label %1366 unwind label %2341

1366:                                             ; preds = %1361
  %1367 = load i32, ptr %1, align 4
  %1368 = add nsw i32 %1367, %1365
  store i32 %1368, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %228) #6
  %1369 = getelementptr inbounds %struct.Guard, ptr %229, i32 0, i32 0
  store i32 1, ptr %1369, align 4
  %1370 = invoke noundef i32 @_ZL4stepi(i32 noundef 75)
          to label %1371 unwind label %2345

1371:                                             ; preds = %1366
  %1372 = load i32, ptr %1, align 4
  %1373 = add nsw i32 %1372, %1370
  store i32 %1373, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %229) #6
  %1374 = getelementptr inbounds %struct.Guard, ptr %230, i32 0, i32 0
  store i32 2, ptr %1374, align 4
  %1375 = invoke noundef i32 @_ZL4stepi(i32 noundef 155)
          to label %1376 unwind label %2349

1376:                                             ; preds = %1371
  %1377 = load i32, ptr %1, align 4
  %1378 = add nsw i32 %1377, %1375
  store i32 %1378, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %230) #6
  %1379 = getelementptr inbounds %struct.Guard, ptr %231, i32 0, i32 0
  store i32 3, ptr %1379, align 4
  %1380 = invoke noundef i32 @_ZL4stepi(i32 noundef 235)
          to label %1381 unwind label %2353

1381:                                             ; preds = %1376
  %1382 = load i32, ptr %1, align 4
  %1383 = add nsw i32 %1382, %1380
  store i32 %1383, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %231) #6
  %1384 = getelementptr inbounds %struct.Guard, ptr %232, i32 0, i32 0
  store i32 1, ptr %1384, align 4
  %1385 = invoke noundef i32 @_ZL4stepi(i32 noundef 76)
          to label %1386 unwind label %2357

1386:                                             ; preds = %1381
  %1387 = load i32, ptr %1, align 4
  %1388 = add nsw i32 %1387, %1385
  store i32 %1388, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %232) #6
  %1389 = getelementptr inbounds %struct.Guard, ptr %233, i32 0, i32 0
  store i32 2, ptr %1389, align 4
  %1390 = invoke noundef i32 @_ZL4stepi(i32 noundef 156)
          to label %1391 unwind label %2361

1391:                                             ; preds = %1386
  %1392 = load i32, ptr %1, align 4
  %1393 = add nsw i32 %1392, %1390
  store i32 %1393, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %233) #6
  %1394 = getelementptr inbounds %struct.Guard, ptr %234, i32 0, i32 0
  store i32 3, ptr %1394, align 4
  %1395 = invoke noundef i32 @_ZL4stepi(i32 noundef 236)
          to label %1396 unwind label %2365

1396:                                             ; preds = %1391
  %1397 = load i32, ptr %1, align 4
  %1398 = add nsw i32 %1397, %1395
  store i32 %1398, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %234) #6
  %1399 = getelementptr inbounds %struct.Guard, ptr %235, i32 0, i32 0
  store i32 1, ptr %1399, align 4
  %1400 = invoke noundef i32 @_ZL4stepi(i32 noundef 77)
          to label %1401 unwind label %2369

1401:                                             ; preds = %1396
  %1402 = load i32, ptr %1, align 4
  %1403 = add nsw i32 %1402, %1400
  store i32 %1403, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %235) #6
  %1404 = getelementptr inbounds %struct.Guard, ptr %236, i32 0, i32 0
  store i32 2, ptr %1404, align 4
  %1405 = invoke noundef i32 @_ZL4stepi(i32 noundef 157)
          to label %1406 unwind label %2373

1406:                                             ; preds = %1401
  %1407 = load i32, ptr %1, align 4
  %1408 = add nsw i32 %1407, %1405
  store i32 %1408, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %236) #6
  %1409 = getelementptr inbounds %struct.Guard, ptr %237, i32 0, i32 0
  store i32 3, ptr %1409, align 4
  %1410 = invoke noundef i32 @_ZL4stepi(i32 noundef 237)
          to label %1411 unwind label %2377

1411:                                             ; preds = %1406
  %1412 = load i32, ptr %1, align 4
  %1413 = add nsw i32 %1412, %1410
  store i32 %1413, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %237) #6
  %1414 = getelementptr inbounds %struct.Guard, ptr %238, i32 0, i32 0
  store i32 1, ptr %1414, align 4
  %1415 = invoke noundef i32 @_ZL4stepi(i32 noundef 78)
          to label %1416 unwind label %2381

1416:                                             ; preds = %1411
  %1417 = load i32, ptr %1, align 4
  %1418 = add nsw i32 %1417, %1415
  store i32 %1418, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %238) #6
  %1419 = getelementptr inbounds %struct.Guard, ptr %239, i32 0, i32 0
  store i32 2, ptr %1419, align 4
  %1420 = invoke noundef i32 @_ZL4stepi(i32 noundef 158)
          to label %1421 unwind label %2385

1421:                                             ; preds = %1416
  %1422 = load i32, ptr %1, align 4
  %1423 = add nsw i32 %1422, %1420
  store i32 %1423, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %239) #6
  %1424 = getelementptr inbounds %struct.Guard, ptr %240, i32 0, i32 0
  store i32 3, ptr %1424, align 4
  %1425 = invoke noundef i32 @_ZL4stepi(i32 noundef 238)
          to label %1426 unwind label %2389

1426:                                             ; preds = %1421
  %1427 = load i32, ptr %1, align 4
  %1428 = add nsw i32 %1427, %1425
  store i32 %1428, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %240) #6
  %1429 = getelementptr inbounds %struct.Guard, ptr %241, i32 0, i32 0
  store i32 1, ptr %1429, align 4
  %1430 = invoke noundef i32 @_ZL4stepi(i32 noundef 79)
          to label %1431 unwind label %2393

1431:                                             ; preds = %1426
  %1432 = load i32, ptr %1, align 4
  %1433 = add nsw i32 %1432, %1430
  store i32 %1433, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %241) #6
  %1434 = getelementptr inbounds %struct.Guard, ptr %242, i32 0, i32 0
  store i32 2, ptr %1434, align 4
  %1435 = invoke noundef i32 @_ZL4stepi(i32 noundef 159)
          to label %1436 unwind label %2397

1436:                                             ; preds = %1431
  %1437 = load i32, ptr %1, align 4
  %1438 = add nsw i32 %1437, %1435
  store i32 %1438, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %242) #6
  %1439 = getelementptr inbounds %struct.Guard, ptr %243, i32 0, i32 0
  store i32 3, ptr %1439, align 4
  %1440 = invoke noundef i32 @_ZL4stepi(i32 noundef 239)
          to label %1441 unwind label %2401

1441:                                             ; preds = %1436
  %1442 = load i32, ptr %1, align 4
  %1443 = add nsw i32 %1442, %1440
  store i32 %1443, ptr %1, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %243) #6
  %1444 = load i32, ptr %1, align 4
  ret i32 %1444

1445:                                             ; preds = %0
  %1446 = landingpad { ptr, i32 }
          cleanup
  %1447 = extractvalue { ptr, i32 } %1446, 0
  store ptr %1447, ptr %3, align 8
  %1448 = extractvalue { ptr, i32 } %1446, 1
  store i32 %1448, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %2405

1449:                                             ; preds = %246
  %1450 = landingpad { ptr, i32 }
          cleanup
  %1451 = extractvalue { ptr, i32 } %1450, 0
  store ptr %1451, ptr %3, align 8
  %1452 = extractvalue { ptr, i32 } %1450, 1
  store i32 %1452, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6
  br label %2405

1453:                                             ; preds = %251
  %1454 = landingpad { ptr, i32 }
          cleanup
  %1455 = extractvalue { ptr, i32 } %1454, 0
  store ptr %1455, ptr %3, align 8
  %1456 = extractvalue { ptr, i32 } %1454, 1
  store i32 %1456, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %2405

1457:                                             ; preds = %256
  %1458 = landingpad { ptr, i32 }
          cleanup
  %1459 = extractvalue { ptr, i32 } %1458, 0
  store ptr %1459, ptr %3, align 8
  %1460 = extractvalue { ptr, i32 } %1458, 1
  store i32 %1460, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %2405

1461:                                             ; preds = %261
  %1462 = landingpad { ptr, i32 }
          cleanup
  %1463 = extractvalue { ptr, i32 } %1462, 0
  store ptr %1463, ptr %3, align 8
  %1464 = extractvalue { ptr, i32 } %1462, 1
  store i32 %1464, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  br label %2405

1465:                                             ; preds = %266
  %1466 = landingpad { ptr, i32 }
          cleanup
  %1467 = extractvalue { ptr, i32 } %1466, 0
  store ptr %1467, ptr %3, align 8
  %1468 = extractvalue { ptr, i32 } %1466, 1
  store i32 %1468, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  br label %2405

1469:                                             ; preds = %271
  %1470 = landingpad { ptr, i32 }
          cleanup
  %1471 = extractvalue { ptr, i32 } %1470, 0
  store ptr %1471, ptr %3, align 8
  %1472 = extractvalue { ptr, i32 } %1470, 1
  store i32 %1472, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #6
  br label %2405

1473:                                             ; preds = %276
  %1474 = landingpad { ptr, i32 }
          cleanup
  %1475 = extractvalue { ptr, i32 } %1474, 0
  store ptr %1475, ptr %3, align 8
  %1476 = extractvalue { ptr, i32 } %1474, 1
  store i32 %1476, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %2405

1477:                                             ; preds = %281
  %1478 = landingpad { ptr, i32 }
          cleanup
  %1479 = extractvalue { ptr, i32 } %1478, 0
  store ptr %1479, ptr %3, align 8
  %1480 = extractvalue { ptr, i32 } %1478, 1
  store i32 %1480, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  br label %2405

1481:                                             ; preds = %286
  %1482 = landingpad { ptr, i32 }
          cleanup
  %1483 = extractvalue { ptr, i32 } %1482, 0
  store ptr %1483, ptr %3, align 8
  %1484 = extractvalue { ptr, i32 } %1482, 1
  store i32 %1484, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %13) #6
  br label %2405

1485:                                             ; preds = %291
  %1486 = landingpad { ptr, i32 }
          cleanup
  %1487 = extractvalue { ptr, i32 } %1486, 0
  store ptr %1487, ptr %3, align 8
  %1488 = extractvalue { ptr, i32 } %1486, 1
  store i32 %1488, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %14) #6
  br label %2405

1489:                                             ; preds = %296
  %1490 = landingpad { ptr, i32 }
          cleanup
  %1491 = extractvalue { ptr, i32 } %1490, 0
  store ptr %1491, ptr %3, align 8
  %1492 = extractvalue { ptr, i32 } %1490, 1
  store i32 %1492, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %15) #6
  br label %2405

1493:                                             ; preds = %301
  %1494 = landingpad { ptr, i32 }
          cleanup
  %1495 = extractvalue { ptr, i32 } %1494, 0
  store ptr %1495, ptr %3, align 8
  %1496 = extractvalue { ptr, i32 } %1494, 1
  store i32 %1496, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %16) #6
  br label %2405

1497:                                             ; preds = %306
  %1498 = landingpad { ptr, i32 }
          cleanup
  %1499 = extractvalue { ptr, i32 } %1498, 0
  store ptr %1499, ptr %3, align 8
  %1500 = extractvalue { ptr, i32 } %1498, 1
  store i32 %1500, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %17) #6
  br label %2405

1501:                                             ; preds = %311
  %1502 = landingpad { ptr, i32 }
          cleanup
  %1503 = extractvalue { ptr, i32 } %1502, 0
  store ptr %1503, ptr %3, align 8
  %1504 = extractvalue { ptr, i32 } %1502, 1
  store i32 %1504, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %18) #6
  br label %2405

1505:                                             ; preds = %316
  %1506 = landingpad { ptr, i32 }
          cleanup
  %1507 = extractvalue { ptr, i32 } %1506, 0
  store ptr %1507, ptr %3, align 8
  %1508 = extractvalue { ptr, i32 } %1506, 1
  store i32 %1508, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %19) #6
  br label %2405

1509:                                             ; preds = %321
  %1510 = landingpad { ptr, i32 }
          cleanup
  %1511 = extractvalue { ptr, i32 } %1510, 0
  store ptr %1511, ptr %3, align 8
  %1512 = extractvalue { ptr, i32 } %1510, 1
  store i32 %1512, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %20) #6
  br label %2405

1513:                                             ; preds = %326
  %1514 = landingpad { ptr, i32 }
          cleanup
  %1515 = extractvalue { ptr, i32 } %1514, 0
  store ptr %1515, ptr %3, align 8
  %1516 = extractvalue { ptr, i32 } %1514, 1
  store i32 %1516, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %21) #6
  br label %2405

1517:                                             ; preds = %331
  %1518 = landingpad { ptr, i32 }
          cleanup
  %1519 = extractvalue { ptr, i32 } %1518, 0
  store ptr %1519, ptr %3, align 8
  %1520 = extractvalue { ptr, i32 } %1518, 1
  store i32 %1520, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %22) #6
  br label %2405

1521:                                             ; preds = %336
  %1522 = landingpad { ptr, i32 }
          cleanup
  %1523 = extractvalue { ptr, i32 } %1522, 0
  store ptr %1523, ptr %3, align 8
  %1524 = extractvalue { ptr, i32 } %1522, 1
  store i32 %1524, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %23) #6
  br label %2405

1525:                                             ; preds = %341
  %1526 = landingpad { ptr, i32 }
          cleanup
  %1527 = extractvalue { ptr, i32 } %1526, 0
  store ptr %1527, ptr %3, align 8
  %1528 = extractvalue { ptr, i32 } %1526, 1
  store i32 %1528, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %24) #6
  br label %2405

1529:                                             ; preds = %346
  %1530 = landingpad { ptr, i32 }
          cleanup
  %1531 = extractvalue { ptr, i32 } %1530, 0
  store ptr %1531, ptr %3, align 8
  %1532 = extractvalue { ptr, i32 } %1530, 1
  store i32 %1532, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %25) #6
  br label %2405

1533:                                             ; preds = %351
  %1534 = landingpad { ptr, i32 }
          cleanup
  %1535 = extractvalue { ptr, i32 } %1534, 0
  store ptr %1535, ptr %3, align 8
  %1536 = extractvalue { ptr, i32 } %1534, 1
  store i32 %1536, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %26) #6
  br label %2405

1537:                                             ; preds = %356
  %1538 = landingpad { ptr, i32 }
          cleanup
  %1539 = extractvalue { ptr, i32 } %1538, 0
  store ptr %1539, ptr %3, align 8
  %1540 = extractvalue { ptr, i32 } %1538, 1
  store i32 %1540, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %27) #6
  br label %2405

1541:                                             ; preds = %361
  %1542 = landingpad { ptr, i32 }
          cleanup
  %1543 = extractvalue { ptr, i32 } %1542, 0
  store ptr %1543, ptr %3, align 8
  %1544 = extractvalue { ptr, i32 } %1542, 1
  store i32 %1544, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %28) #6
  br label %2405

1545:                                             ; preds = %366
  %1546 = landingpad { ptr, i32 }
          cleanup
  %1547 = extractvalue { ptr, i32 } %1546, 0
  store ptr %1547, ptr %3, align 8
  %1548 = extractvalue { ptr, i32 } %1546, 1
  store i32 %1548, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %29) #6
  br label %2405

1549:                                             ; preds = %371
  %1550 = landingpad { ptr, i32 }
          cleanup
  %1551 = extractvalue { ptr, i32 } %1550, 0
  store ptr %1551, ptr %3, align 8
  %1552 = extractvalue { ptr, i32 } %1550, 1
  store i32 %1552, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %30) #6
  br label %2405

1553:                                             ; preds = %376
  %1554 = landingpad { ptr, i32 }
          cleanup
  %1555 = extractvalue { ptr, i32 } %1554, 0
  store ptr %1555, ptr %3, align 8
  %1556 = extractvalue { ptr, i32 } %1554, 1
  store i32 %1556, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %31) #6
  br label %2405

1557:                                             ; preds = %381
  %1558 = landingpad { ptr, i32 }
          cleanup
  %1559 = extractvalue { ptr, i32 } %1558, 0
  store ptr %1559, ptr %3, align 8
  %1560 = extractvalue { ptr, i32 } %1558, 1
  store i32 %1560, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %32) #6
  br label %2405

1561:                                             ; preds = %386
  %1562 = landingpad { ptr, i32 }
          cleanup
  %1563 = extractvalue { ptr, i32 } %1562, 0
  store ptr %1563, ptr %3, align 8
  %1564 = extractvalue { ptr, i32 } %1562, 1
  store i32 %1564, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %33) #6
  br label %2405

1565:                                             ; preds = %391
  %1566 = landingpad { ptr, i32 }
          cleanup
  %1567 = extractvalue { ptr, i32 } %1566, 0
  store ptr %1567, ptr %3, align 8
  %1568 = extractvalue { ptr, i32 } %1566, 1
  store i32 %1568, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %34) #6
  br label %2405

1569:                                             ; preds = %396
  %1570 = landingpad { ptr, i32 }
          cleanup
  %1571 = extractvalue { ptr, i32 } %1570, 0
  store ptr %1571, ptr %3, align 8
  %1572 = extractvalue { ptr, i32 } %1570, 1
  store i32 %1572, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %35) #6
  br label %2405

1573:                                             ; preds = %401
  %1574 = landingpad { ptr, i32 }
          cleanup
  %1575 = extractvalue { ptr, i32 } %1574, 0
  store ptr %1575, ptr %3, align 8
  %1576 = extractvalue { ptr, i32 } %1574, 1
  store i32 %1576, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %36) #6
  br label %2405

1577:                                             ; preds = %406
  %1578 = landingpad { ptr, i32 }
          cleanup
  %1579 = extractvalue { ptr, i32 } %1578, 0
  store ptr %1579, ptr %3, align 8
  %1580 = extractvalue { ptr, i32 } %1578, 1
  store i32 %1580, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %37) #6
  br label %2405

1581:                                             ; preds = %411
  %1582 = landingpad { ptr, i32 }
          cleanup
  %1583 = extractvalue { ptr, i32 } %1582, 0
  store ptr %1583, ptr %3, align 8
  %1584 = extractvalue { ptr, i32 } %1582, 1
  store i32 %1584, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %38) #6
  br label %2405

1585:                                             ; preds = %416
  %1586 = landingpad { ptr, i32 }
          cleanup
  %1587 = extractvalue { ptr, i32 } %1586, 0
  store ptr %1587, ptr %3, align 8
  %1588 = extractvalue { ptr, i32 } %1586, 1
  store i32 %1588, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %39) #6
  br label %2405

1589:                                             ; preds = %421
  %1590 = landingpad { ptr, i32 }
          cleanup
  %1591 = extractvalue { ptr, i32 } %1590, 0
  store ptr %1591, ptr %3, align 8
  %1592 = extractvalue { ptr, i32 } %1590, 1
  store i32 %1592, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %40) #6
  br label %2405

1593:                                             ; preds = %426
  %1594 = landingpad { ptr, i32 }
          cleanup
  %1595 = extractvalue { ptr, i32 } %1594, 0
  store ptr %1595, ptr %3, align 8
  %1596 = extractvalue { ptr, i32 } %1594, 1
  store i32 %1596, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %41) #6
  br label %2405

1597:                                             ; preds = %431
  %1598 = landingpad { ptr, i32 }
          cleanup
  %1599 = extractvalue { ptr, i32 } %1598, 0
  store ptr %1599, ptr %3, align 8
  %1600 = extractvalue { ptr, i32 } %1598, 1
  store i32 %1600, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %42) #6
  br label %2405

1601:                                             ; preds = %436
  %1602 = landingpad { ptr, i32 }
          cleanup
  %1603 = extractvalue { ptr, i32 } %1602, 0
  store ptr %1603, ptr %3, align 8
  %1604 = extractvalue { ptr, i32 } %1602, 1
  store i32 %1604, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %43) #6
  br label %2405

1605:                                             ; preds = %441
  %1606 = landingpad { ptr, i32 }
          cleanup
  %1607 = extractvalue { ptr, i32 } %1606, 0
  store ptr %1607, ptr %3, align 8
  %1608 = extractvalue { ptr, i32 } %1606, 1
  store i32 %1608, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %44) #6
  br label %2405

1609:                                             ; preds = %446
  %1610 = landingpad { ptr, i32 }
          cleanup
  %1611 = extractvalue { ptr, i32 } %1610, 0
  store ptr %1611, ptr %3, align 8
  %1612 = extractvalue { ptr, i32 } %1610, 1
  store i32 %1612, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %45) #6
  br label %2405

1613:                                             ; preds = %451
  %1614 = landingpad { ptr, i32 }
          cleanup
  %1615 = extractvalue { ptr, i32 } %1614, 0
  store ptr %1615, ptr %3, align 8
  %1616 = extractvalue { ptr, i32 } %1614, 1
  store i32 %1616, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %46) #6
  br label %2405

1617:                                             ; preds = %456
  %1618 = landingpad { ptr, i32 }
          cleanup
  %1619 = extractvalue { ptr, i32 } %1618, 0
  store ptr %1619, ptr %3, align 8
  %1620 = extractvalue { ptr, i32 } %1618, 1
  store i32 %1620, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %47) #6
  br label %2405

1621:                                             ; preds = %461
  %1622 = landingpad { ptr, i32 }
          cleanup
  %1623 = extractvalue { ptr, i32 } %1622, 0
  store ptr %1623, ptr %3, align 8
  %1624 = extractvalue { ptr, i32 } %1622, 1
  store i32 %1624, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %48) #6
  br label %2405

1625:                                             ; preds = %466
  %1626 = landingpad { ptr, i32 }
          cleanup
  %1627 = extractvalue { ptr, i32 } %1626, 0
  store ptr %1627, ptr %3, align 8
  %1628 = extractvalue { ptr, i32 } %1626, 1
  store i32 %1628, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %49) #6
  br label %2405

1629:                                             ; preds = %471
  %1630 = landingpad { ptr, i32 }
          cleanup
  %1631 = extractvalue { ptr, i32 } %1630, 0
  store ptr %1631, ptr %3, align 8
  %1632 = extractvalue { ptr, i32 } %1630, 1
  store i32 %1632, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %50) #6
  br label %2405

1633:                                             ; preds = %476
  %1634 = landingpad { ptr, i32 }
          cleanup
  %1635 = extractvalue { ptr, i32 } %1634, 0
  store ptr %1635, ptr %3, align 8
  %1636 = extractvalue { ptr, i32 } %1634, 1
  store i32 %1636, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %51) #6
  br label %2405

1637:                                             ; preds = %481
  %1638 = landingpad { ptr, i32 }
          cleanup
  %1639 = extractvalue { ptr, i32 } %1638, 0
  store ptr %1639, ptr %3, align 8
  %1640 = extractvalue { ptr, i32 } %1638, 1
  store i32 %1640, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %52) #6
  br label %2405

1641:                                             ; preds = %486
  %1642 = landingpad { ptr, i32 }
          cleanup
  %1643 = extractvalue { ptr, i32 } %1642, 0
  store ptr %1643, ptr %3, align 8
  %1644 = extractvalue { ptr, i32 } %1642, 1
  store i32 %1644, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %53) #6
  br label %2405

1645:                                             ; preds = %491
  %1646 = landingpad { ptr, i32 }
          cleanup
  %1647 = extractvalue { ptr, i32 } %1646, 0
  store ptr %1647, ptr %3, align 8
  %1648 = extractvalue { ptr, i32 } %1646, 1
  store i32 %1648, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %54) #6
  br label %2405

1649:                                             ; preds = %496
  %1650 = landingpad { ptr, i32 }
          cleanup
  %1651 = extractvalue { ptr, i32 } %1650, 0
  store ptr %1651, ptr %3, align 8
  %1652 = extractvalue { ptr, i32 } %1650, 1
  store i32 %1652, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %55) #6
  br label %2405

1653:                                             ; preds = %501
  %1654 = landingpad { ptr, i32 }
          cleanup
  %1655 = extractvalue { ptr, i32 } %1654, 0
  store ptr %1655, ptr %3, align 8
  %1656 = extractvalue { ptr, i32 } %1654, 1
  store i32 %1656, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %56) #6
  br label %2405

1657:                                             ; preds = %506
  %1658 = landingpad { ptr, i32 }
          cleanup
  %1659 = extractvalue { ptr, i32 } %1658, 0
  store ptr %1659, ptr %3, align 8
  %1660 = extractvalue { ptr, i32 } %1658, 1
  store i32 %1660, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %57) #6
  br label %2405

1661:                                             ; preds = %511
  %1662 = landingpad { ptr, i32 }
          cleanup
  %1663 = extractvalue { ptr, i32 } %1662, 0
  store ptr %1663, ptr %3, align 8
  %1664 = extractvalue { ptr, i32 } %1662, 1
  store i32 %1664, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %58) #6
  br label %2405

1665:                                             ; preds = %516
  %1666 = landingpad { ptr, i32 }
          cleanup
  %1667 = extractvalue { ptr, i32 } %1666, 0
  store ptr %1667, ptr %3, align 8
  %1668 = extractvalue { ptr, i32 } %1666, 1
  store i32 %1668, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %59) #6
  br label %2405

1669:                                             ; preds = %521
  %1670 = landingpad { ptr, i32 }
          cleanup
  %1671 = extractvalue { ptr, i32 } %1670, 0
  store ptr %1671, ptr %3, align 8
  %1672 = extractvalue { ptr, i32 } %1670, 1
  store i32 %1672, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %60) #6
  br label %2405

1673:                                             ; preds = %526
  %1674 = landingpad { ptr, i32 }
          cleanup
  %1675 = extractvalue { ptr, i32 } %1674, 0
  store ptr %1675, ptr %3, align 8
  %1676 = extractvalue { ptr, i32 } %1674, 1
  store i32 %1676, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %61) #6
  br label %2405

1677:                                             ; preds = %531
  %1678 = landingpad { ptr, i32 }
          cleanup
  %1679 = extractvalue { ptr, i32 } %1678, 0
  store ptr %1679, ptr %3, align 8
  %1680 = extractvalue { ptr, i32 } %1678, 1
  store i32 %1680, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %62) #6
  br label %2405

1681:                                             ; preds = %536
  %1682 = landingpad { ptr, i32 }
          cleanup
  %1683 = extractvalue { ptr, i32 } %1682, 0
  store ptr %1683, ptr %3, align 8
  %1684 = extractvalue { ptr, i32 } %1682, 1
  store i32 %1684, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %63) #6
  br label %2405

1685:                                             ; preds = %541
  %1686 = landingpad { ptr, i32 }
          cleanup
  %1687 = extractvalue { ptr, i32 } %1686, 0
  store ptr %1687, ptr %3, align 8
  %1688 = extractvalue { ptr, i32 } %1686, 1
  store i32 %1688, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %64) #6
  br label %2405

1689:                                             ; preds = %546
  %1690 = landingpad { ptr, i32 }
          cleanup
  %1691 = extractvalue { ptr, i32 } %1690, 0
  store ptr %1691, ptr %3, align 8
  %1692 = extractvalue { ptr, i32 } %1690, 1
  store i32 %1692, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %65) #6
  br label %2405

1693:                                             ; preds = %551
  %1694 = landingpad { ptr, i32 }
          cleanup
  %1695 = extractvalue { ptr, i32 } %1694, 0
  store ptr %1695, ptr %3, align 8
  %1696 = extractvalue { ptr, i32 } %1694, 1
  store i32 %1696, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %66) #6
  br label %2405

1697:                                             ; preds = %556
  %1698 = landingpad { ptr, i32 }
          cleanup
  %1699 = extractvalue { ptr, i32 } %1698, 0
  store ptr %1699, ptr %3, align 8
  %1700 = extractvalue { ptr, i32 } %1698, 1
  store i32 %1700, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %67) #6
  br label %2405

1701:                                             ; preds = %561
  %1702 = landingpad { ptr, i32 }
          cleanup
  %1703 = extractvalue { ptr, i32 } %1702, 0
  store ptr %1703, ptr %3, align 8
  %1704 = extractvalue { ptr, i32 } %1702, 1
  store i32 %1704, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %68) #6
  br label %2405

1705:                                             ; preds = %566
  %1706 = landingpad { ptr, i32 }
          cleanup
  %1707 = extractvalue { ptr, i32 } %1706, 0
  store ptr %1707, ptr %3, align 8
  %1708 = extractvalue { ptr, i32 } %1706, 1
  store i32 %1708, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %69) #6
  br label %2405

1709:                                             ; preds = %571
  %1710 = landingpad { ptr, i32 }
          cleanup
  %1711 = extractvalue { ptr, i32 } %1710, 0
  store ptr %1711, ptr %3, align 8
  %1712 = extractvalue { ptr, i32 } %1710, 1
  store i32 %1712, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %70) #6
  br label %2405

1713:                                             ; preds = %576
  %1714 = landingpad { ptr, i32 }
          cleanup
  %1715 = extractvalue { ptr, i32 } %1714, 0
  store ptr %1715, ptr %3, align 8
  %1716 = extractvalue { ptr, i32 } %1714, 1
  store i32 %1716, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %71) #6
  br label %2405

1717:                                             ; preds = %581
  %1718 = landingpad { ptr, i32 }
          cleanup
  %1719 = extractvalue { ptr, i32 } %1718, 0
  store ptr %1719, ptr %3, align 8
  %1720 = extractvalue { ptr, i32 } %1718, 1
  store i32 %1720, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %72) #6
  br label %2405

1721:                                             ; preds = %586
  %1722 = landingpad { ptr, i32 }
          cleanup
  %1723 = extractvalue { ptr, i32 } %1722, 0
  store ptr %1723, ptr %3, align 8
  %1724 = extractvalue { ptr, i32 } %1722, 1
  store i32 %1724, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %73) #6
  br label %2405

1725:                                             ; preds = %591
  %1726 = landingpad { ptr, i32 }
          cleanup
  %1727 = extractvalue { ptr, i32 } %1726, 0
  store ptr %1727, ptr %3, align 8
  %1728 = extractvalue { ptr, i32 } %1726, 1
  store i32 %1728, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %74) #6
  br label %2405

1729:                                             ; preds = %596
  %1730 = landingpad { ptr, i32 }
          cleanup
  %1731 = extractvalue { ptr, i32 } %1730, 0
  store ptr %1731, ptr %3, align 8
  %1732 = extractvalue { ptr, i32 } %1730, 1
  store i32 %1732, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %75) #6
  br label %2405

1733:                                             ; preds = %601
  %1734 = landingpad { ptr, i32 }
          cleanup
  %1735 = extractvalue { ptr, i32 } %1734, 0
  store ptr %1735, ptr %3, align 8
  %1736 = extractvalue { ptr, i32 } %1734, 1
  store i32 %1736, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %76) #6
  br label %2405

1737:                                             ; preds = %606
  %1738 = landingpad { ptr, i32 }
          cleanup
  %1739 = extractvalue { ptr, i32 } %1738, 0
  store ptr %1739, ptr %3, align 8
  %1740 = extractvalue { ptr, i32 } %1738, 1
  store i32 %1740, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %77) #6
  br label %2405

1741:                                             ; preds = %611
  %1742 = landingpad { ptr, i32 }
          cleanup
  %1743 = extractvalue { ptr, i32 } %1742, 0
  store ptr %1743, ptr %3, align 8
  %1744 = extractvalue { ptr, i32 } %1742, 1
  store i32 %1744, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %78) #6
  br label %2405

1745:                                             ; preds = %616
  %1746 = landingpad { ptr, i32 }
          cleanup
  %1747 = extractvalue { ptr, i32 } %1746, 0
  store ptr %1747, ptr %3, align 8
  %1748 = extractvalue { ptr, i32 } %1746, 1
  store i32 %1748, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %79) #6
  br label %2405

1749:                                             ; preds = %621
  %1750 = landingpad { ptr, i32 }
          cleanup
  %1751 = extractvalue { ptr, i32 } %1750, 0
  store ptr %1751, ptr %3, align 8
  %1752 = extractvalue { ptr, i32 } %1750, 1
  store i32 %1752, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %80) #6
  br label %2405

1753:                                             ; preds = %626
  %1754 = landingpad { ptr, i32 }
          cleanup
  %1755 = extractvalue { ptr, i32 } %1754, 0
  store ptr %1755, ptr %3, align 8
  %1756 = extractvalue { ptr, i32 } %1754, 1
  store i32 %1756, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %81) #6
  br label %2405

1757:                                             ; preds = %631
  %1758 = landingpad { ptr, i32 }
          cleanup
  %1759 = extractvalue { ptr, i32 } %1758, 0
  store ptr %1759, ptr %3, align 8
  %1760 = extractvalue { ptr, i32 } %1758, 1
  store i32 %1760, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %82) #6
  br label %2405

1761:                                             ; preds = %636
  %1762 = landingpad { ptr, i32 }
          cleanup
  %1763 = extractvalue { ptr, i32 } %1762, 0
  store ptr %1763, ptr %3, align 8
  %1764 = extractvalue { ptr, i32 } %1762, 1
  store i32 %1764, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %83) #6
  br label %2405

1765:                                             ; preds = %641
  %1766 = landingpad { ptr, i32 }
          cleanup
  %1767 = extractvalue { ptr, i32 } %1766, 0
  store ptr %1767, ptr %3, align 8
  %1768 = extractvalue { ptr, i32 } %1766, 1
  store i32 %1768, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %84) #6
  br label %2405

1769:                                             ; preds = %646
  %1770 = landingpad { ptr, i32 }
          cleanup
  %1771 = extractvalue { ptr, i32 } %1770, 0
  store ptr %1771, ptr %3, align 8
  %1772 = extractvalue { ptr, i32 } %1770, 1
  store i32 %1772, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %85) #6
  br label %2405

1773:                                             ; preds = %651
  %1774 = landingpad { ptr, i32 }
          cleanup
  %1775 = extractvalue { ptr, i32 } %1774, 0
  store ptr %1775, ptr %3, align 8
  %1776 = extractvalue { ptr, i32 } %1774, 1
  store i32 %1776, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %86) #6
  br label %2405

1777:                                             ; preds = %656
  %1778 = landingpad { ptr, i32 }
          cleanup
  %1779 = extractvalue { ptr, i32 } %1778, 0
  store ptr %1779, ptr %3, align 8
  %1780 = extractvalue { ptr, i32 } %1778, 1
  store i32 %1780, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %87) #6
  br label %2405

1781:                                             ; preds = %661
  %1782 = landingpad { ptr, i32 }
          cleanup
  %1783 = extractvalue { ptr, i32 } %1782, 0
  store ptr %1783, ptr %3, align 8
  %1784 = extractvalue { ptr, i32 } %1782, 1
  store i32 %1784, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %88) #6
  br label %2405

1785:                                             ; preds = %666
  %1786 = landingpad { ptr, i32 }
          cleanup
  %1787 = extractvalue { ptr, i32 } %1786, 0
  store ptr %1787, ptr %3, align 8
  %1788 = extractvalue { ptr, i32 } %1786, 1
  store i32 %1788, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %89) #6
  br label %2405

1789:                                             ; preds = %671
  %1790 = landingpad { ptr, i32 }
          cleanup
  %1791 = extractvalue { ptr, i32 } %1790, 0
  store ptr %1791, ptr %3, align 8
  %1792 = extractvalue { ptr, i32 } %1790, 1
  store i32 %1792, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %90) #6
  br label %2405

1793:                                             ; preds = %676
  %1794 = landingpad { ptr, i32 }
          cleanup
  %1795 = extractvalue { ptr, i32 } %1794, 0
  store ptr %1795, ptr %3, align 8
  %1796 = extractvalue { ptr, i32 } %1794, 1
  store i32 %1796, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %91) #6
  br label %2405

1797:                                             ; preds = %681
  %1798 = landingpad { ptr, i32 }
          cleanup
  %1799 = extractvalue { ptr, i32 } %1798, 0
  store ptr %1799, ptr %3, align 8
  %1800 = extractvalue { ptr, i32 } %1798, 1
  store i32 %1800, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %92) #6
  br label %2405

1801:                                             ; preds = %686
  %1802 = landingpad { ptr, i32 }
          cleanup
  %1803 = extractvalue { ptr, i32 } %1802, 0
  store ptr %1803, ptr %3, align 8
  %1804 = extractvalue { ptr, i32 } %1802, 1
  store i32 %1804, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %93) #6
  br label %2405

1805:                                             ; preds = %691
  %1806 = landingpad { ptr, i32 }
          cleanup
  %1807 = extractvalue { ptr, i32 } %1806, 0
  store ptr %1807, ptr %3, align 8
  %1808 = extractvalue { ptr, i32 } %1806, 1
  store i32 %1808, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %94) #6
  br label %2405

1809:                                             ; preds = %696
  %1810 = landingpad { ptr, i32 }
          cleanup
  %1811 = extractvalue { ptr, i32 } %1810, 0
  store ptr %1811, ptr %3, align 8
  %1812 = extractvalue { ptr, i32 } %1810, 1
  store i32 %1812, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %95) #6
  br label %2405

1813:                                             ; preds = %701
  %1814 = landingpad { ptr, i32 }
          cleanup
  %1815 = extractvalue { ptr, i32 } %1814, 0
  store ptr %1815, ptr %3, align 8
  %1816 = extractvalue { ptr, i32 } %1814, 1
  store i32 %1816, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %96) #6
  br label %2405

1817:                                             ; preds = %706
  %1818 = landingpad { ptr, i32 }
          cleanup
  %1819 = extractvalue { ptr, i32 } %1818, 0
  store ptr %1819, ptr %3, align 8
  %1820 = extractvalue { ptr, i32 } %1818, 1
  store i32 %1820, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %97) #6
  br label %2405

1821:                                             ; preds = %711
  %1822 = landingpad { ptr, i32 }
          cleanup
  %1823 = extractvalue { ptr, i32 } %1822, 0
  store ptr %1823, ptr %3, align 8
  %1824 = extractvalue { ptr, i32 } %1822, 1
  store i32 %1824, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %98) #6
  br label %2405

1825:                                             ; preds = %716
  %1826 = landingpad { ptr, i32 }
          cleanup
  %1827 = extractvalue { ptr, i32 } %1826, 0
  store ptr %1827, ptr %3, align 8
  %1828 = extractvalue { ptr, i32 } %1826, 1
  store i32 %1828, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %99) #6
  br label %2405

1829:                                             ; preds = %721
  %1830 = landingpad { ptr, i32 }
          cleanup
  %1831 = extractvalue { ptr, i32 } %1830, 0
  store ptr %1831, ptr %3, align 8
  %1832 = extractvalue { ptr, i32 } %1830, 1
  store i32 %1832, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %100) #6
  br label %2405

1833:                                             ; preds = %726
  %1834 = landingpad { ptr, i32 }
          cleanup
  %1835 = extractvalue { ptr, i32 } %1834, 0
  store ptr %1835, ptr %3, align 8
  %1836 = extractvalue { ptr, i32 } %1834, 1
  store i32 %1836, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %101) #6
  br label %2405

1837:                                             ; preds = %731
  %1838 = landingpad { ptr, i32 }
          cleanup
  %1839 = extractvalue { ptr, i32 } %1838, 0
  store ptr %1839, ptr %3, align 8
  %1840 = extractvalue { ptr, i32 } %1838, 1
  store i32 %1840, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %102) #6
  br label %2405

1841:                                             ; preds = %736
  %1842 = landingpad { ptr, i32 }
          cleanup
  %1843 = extractvalue { ptr, i32 } %1842, 0
  store ptr %1843, ptr %3, align 8
  %1844 = extractvalue { ptr, i32 } %1842, 1
  store i32 %1844, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %103) #6
  br label %2405

1845:                                             ; preds = %741
  %1846 = landingpad { ptr, i32 }
          cleanup
  %1847 = extractvalue { ptr, i32 } %1846, 0
  store ptr %1847, ptr %3, align 8
  %1848 = extractvalue { ptr, i32 } %1846, 1
  store i32 %1848, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %104) #6
  br label %2405

1849:                                             ; preds = %746
  %1850 = landingpad { ptr, i32 }
          cleanup
  %1851 = extractvalue { ptr, i32 } %1850, 0
  store ptr %1851, ptr %3, align 8
  %1852 = extractvalue { ptr, i32 } %1850, 1
  store i32 %1852, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %105) #6
  br label %2405

1853:                                             ; preds = %751
  %1854 = landingpad { ptr, i32 }
          cleanup
  %1855 = extractvalue { ptr, i32 } %1854, 0
  store ptr %1855, ptr %3, align 8
  %1856 = extractvalue { ptr, i32 } %1854, 1
  store i32 %1856, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %106) #6
  br label %2405

1857:                                             ; preds = %756
  %1858 = landingpad { ptr, i32 }
          cleanup
  %1859 = extractvalue { ptr, i32 } %1858, 0
  store ptr %1859, ptr %3, align 8
  %1860 = extractvalue { ptr, i32 } %1858, 1
  store i32 %1860, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %107) #6
  br label %2405

1861:                                             ; preds = %761
  %1862 = landingpad { ptr, i32 }
          cleanup
  %1863 = extractvalue { ptr, i32 } %1862, 0
  store ptr %1863, ptr %3, align 8
  %1864 = extractvalue { ptr, i32 } %1862, 1
  store i32 %1864, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %108) #6
  br label %2405

1865:                                             ; preds = %766
  %1866 = landingpad { ptr, i32 }
          cleanup
  %1867 = extractvalue { ptr, i32 } %1866, 0
  store ptr %1867, ptr %3, align 8
  %1868 = extractvalue { ptr, i32 } %1866, 1
  store i32 %1868, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %109) #6
  br label %2405

1869:                                             ; preds = %771
  %1870 = landingpad { ptr, i32 }
          cleanup
  %1871 = extractvalue { ptr, i32 } %1870, 0
  store ptr %1871, ptr %3, align 8
  %1872 = extractvalue { ptr, i32 } %1870, 1
  store i32 %1872, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %110) #6
  br label %2405

1873:                                             ; preds = %776
  %1874 = landingpad { ptr, i32 }
          cleanup
  %1875 = extractvalue { ptr, i32 } %1874, 0
  store ptr %1875, ptr %3, align 8
  %1876 = extractvalue { ptr, i32 } %1874, 1
  store i32 %1876, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %111) #6
  br label %2405

1877:                                             ; preds = %781
  %1878 = landingpad { ptr, i32 }
          cleanup
  %1879 = extractvalue { ptr, i32 } %1878, 0
  store ptr %1879, ptr %3, align 8
  %1880 = extractvalue { ptr, i32 } %1878, 1
  store i32 %1880, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %112) #6
  br label %2405

1881:                                             ; preds = %786
  %1882 = landingpad { ptr, i32 }
          cleanup
  %1883 = extractvalue { ptr, i32 } %1882, 0
  store ptr %1883, ptr %3, align 8
  %1884 = extractvalue { ptr, i32 } %1882, 1
  store i32 %1884, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %113) #6
  br label %2405

1885:                                             ; preds = %791
  %1886 = landingpad { ptr, i32 }
          cleanup
  %1887 = extractvalue { ptr, i32 } %1886, 0
  store ptr %1887, ptr %3, align 8
  %1888 = extractvalue { ptr, i32 } %1886, 1
  store i32 %1888, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %114) #6
  br label %2405

1889:                                             ; preds = %796
  %1890 = landingpad { ptr, i32 }
          cleanup
  %1891 = extractvalue { ptr, i32 } %1890, 0
  store ptr %1891, ptr %3, align 8
  %1892 = extractvalue { ptr, i32 } %1890, 1
  store i32 %1892, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %115) #6
  br label %2405

1893:                                             ; preds = %801
  %1894 = landingpad { ptr, i32 }
          cleanup
  %1895 = extractvalue { ptr, i32 } %1894, 0
  store ptr %1895, ptr %3, align 8
  %1896 = extractvalue { ptr, i32 } %1894, 1
  store i32 %1896, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %116) #6
  br label %2405

1897:                                             ; preds = %806
  %1898 = landingpad { ptr, i32 }
          cleanup
  %1899 = extractvalue { ptr, i32 } %1898, 0
  store ptr %1899, ptr %3, align 8
  %1900 = extractvalue { ptr, i32 } %1898, 1
  store i32 %1900, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %117) #6
  br label %2405

1901:                                             ; preds = %811
  %1902 = landingpad { ptr, i32 }
          cleanup
  %1903 = extractvalue { ptr, i32 } %1902, 0
  store ptr %1903, ptr %3, align 8
  %1904 = extractvalue { ptr, i32 } %1902, 1
  store i32 %1904, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %118) #6
  br label %2405

1905:                                             ; preds = %816
  %1906 = landingpad { ptr, i32 }
          cleanup
  %1907 = extractvalue { ptr, i32 } %1906, 0
  store ptr %1907, ptr %3, align 8
  %1908 = extractvalue { ptr, i32 } %1906, 1
  store i32 %1908, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %119) #6
  br label %2405

1909:                                             ; preds = %821
  %1910 = landingpad { ptr, i32 }
          cleanup
  %1911 = extractvalue { ptr, i32 } %1910, 0
  store ptr %1911, ptr %3, align 8
  %1912 = extractvalue { ptr, i32 } %1910, 1
  store i32 %1912, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %120) #6
  br label %2405

1913:                                             ; preds = %826
  %1914 = landingpad { ptr, i32 }
          cleanup
  %1915 = extractvalue { ptr, i32 } %1914, 0
  store ptr %1915, ptr %3, align 8
  %1916 = extractvalue { ptr, i32 } %1914, 1
  store i32 %1916, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %121) #6
  br label %2405

1917:                                             ; preds = %831
  %1918 = landingpad { ptr, i32 }
          cleanup
  %1919 = extractvalue { ptr, i32 } %1918, 0
  store ptr %1919, ptr %3, align 8
  %1920 = extractvalue { ptr, i32 } %1918, 1
  store i32 %1920, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %122) #6
  br label %2405

1921:                                             ; preds = %836
  %1922 = landingpad { ptr, i32 }
          cleanup
  %1923 = extractvalue { ptr, i32 } %1922, 0
  store ptr %1923, ptr %3, align 8
  %1924 = extractvalue { ptr, i32 } %1922, 1
  store i32 %1924, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %123) #6
  br label %2405

1925:                                             ; preds = %841
  %1926 = landingpad { ptr, i32 }
          cleanup
  %1927 = extractvalue { ptr, i32 } %1926, 0
  store ptr %1927, ptr %3, align 8
  %1928 = extractvalue { ptr, i32 } %1926, 1
  store i32 %1928, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %124) #6
  br label %2405

1929:                                             ; preds = %846
  %1930 = landingpad { ptr, i32 }
          cleanup
  %1931 = extractvalue { ptr, i32 } %1930, 0
  store ptr %1931, ptr %3, align 8
  %1932 = extractvalue { ptr, i32 } %1930, 1
  store i32 %1932, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %125) #6
  br label %2405

1933:                                             ; preds = %851
  %1934 = landingpad { ptr, i32 }
          cleanup
  %1935 = extractvalue { ptr, i32 } %1934, 0
  store ptr %1935, ptr %3, align 8
  %1936 = extractvalue { ptr, i32 } %1934, 1
  store i32 %1936, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %126) #6
  br label %2405

1937:                                             ; preds = %856
  %1938 = landingpad { ptr, i32 }
          cleanup
  %1939 = extractvalue { ptr, i32 } %1938, 0
  store ptr %1939, ptr %3, align 8
  %1940 = extractvalue { ptr, i32 } %1938, 1
  store i32 %1940, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %127) #6
  br label %2405

1941:                                             ; preds = %861
  %1942 = landingpad { ptr, i32 }
          cleanup
  %1943 = extractvalue { ptr, i32 } %1942, 0
  store ptr %1943, ptr %3, align 8
  %1944 = extractvalue { ptr, i32 } %1942, 1
  store i32 %1944, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %128) #6
  br label %2405

1945:                                             ; preds = %866
  %1946 = landingpad { ptr, i32 }
          cleanup
  %1947 = extractvalue { ptr, i32 } %1946, 0
  store ptr %1947, ptr %3, align 8
  %1948 = extractvalue { ptr, i32 } %1946, 1
  store i32 %1948, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %129) #6
  br label %2405

1949:                                             ; preds = %871
  %1950 = landingpad { ptr, i32 }
          cleanup
  %1951 = extractvalue { ptr, i32 } %1950, 0
  store ptr %1951, ptr %3, align 8
  %1952 = extractvalue { ptr, i32 } %1950, 1
  store i32 %1952, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %130) #6
  br label %2405

1953:                                             ; preds = %876
  %1954 = landingpad { ptr, i32 }
          cleanup
  %1955 = extractvalue { ptr, i32 } %1954, 0
  store ptr %1955, ptr %3, align 8
  %1956 = extractvalue { ptr, i32 } %1954, 1
  store i32 %1956, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %131) #6
  br label %2405

1957:                                             ; preds = %881
  %1958 = landingpad { ptr, i32 }
          cleanup
  %1959 = extractvalue { ptr, i32 } %1958, 0
  store ptr %1959, ptr %3, align 8
  %1960 = extractvalue { ptr, i32 } %1958, 1
  store i32 %1960, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %132) #6
  br label %2405

1961:                                             ; preds = %886
  %1962 = landingpad { ptr, i32 }
          cleanup
  %1963 = extractvalue { ptr, i32 } %1962, 0
  store ptr %1963, ptr %3, align 8
  %1964 = extractvalue { ptr, i32 } %1962, 1
  store i32 %1964, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %133) #6
  br label %2405

1965:                                             ; preds = %891
  %1966 = landingpad { ptr, i32 }
          cleanup
  %1967 = extractvalue { ptr, i32 } %1966, 0
  store ptr %1967, ptr %3, align 8
  %1968 = extractvalue { ptr, i32 } %1966, 1
  store i32 %1968, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %134) #6
  br label %2405

1969:                                             ; preds = %896
  %1970 = landingpad { ptr, i32 }
          cleanup
  %1971 = extractvalue { ptr, i32 } %1970, 0
  store ptr %1971, ptr %3, align 8
  %1972 = extractvalue { ptr, i32 } %1970, 1
  store i32 %1972, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %135) #6
  br label %2405

1973:                                             ; preds = %901
  %1974 = landingpad { ptr, i32 }
          cleanup
  %1975 = extractvalue { ptr, i32 } %1974, 0
  store ptr %1975, ptr %3, align 8
  %1976 = extractvalue { ptr, i32 } %1974, 1
  store i32 %1976, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %136) #6
  br label %2405

1977:                                             ; preds = %906
  %1978 = landingpad { ptr, i32 }
          cleanup
  %1979 = extractvalue { ptr, i32 } %1978, 0
  store ptr %1979, ptr %3, align 8
  %1980 = extractvalue { ptr, i32 } %1978, 1
  store i32 %1980, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %137) #6
  br label %2405

1981:                                             ; preds = %911
  %1982 = landingpad { ptr, i32 }
          cleanup
  %1983 = extractvalue { ptr, i32 } %1982, 0
  store ptr %1983, ptr %3, align 8
  %1984 = extractvalue { ptr, i32 } %1982, 1
  store i32 %1984, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %138) #6
  br label %2405

1985:                                             ; preds = %916
  %1986 = landingpad { ptr, i32 }
          cleanup
  %1987 = extractvalue { ptr, i32 } %1986, 0
  store ptr %1987, ptr %3, align 8
  %1988 = extractvalue { ptr, i32 } %1986, 1
  store i32 %1988, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %139) #6
  br label %2405

1989:                                             ; preds = %921
  %1990 = landingpad { ptr, i32 }
          cleanup
  %1991 = extractvalue { ptr, i32 } %1990, 0
  store ptr %1991, ptr %3, align 8
  %1992 = extractvalue { ptr, i32 } %1990, 1
  store i32 %1992, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %140) #6
  br label %2405

1993:                                             ; preds = %926
  %1994 = landingpad { ptr, i32 }
          cleanup
  %1995 = extractvalue { ptr, i32 } %1994, 0
  store ptr %1995, ptr %3, align 8
  %1996 = extractvalue { ptr, i32 } %1994, 1
  store i32 %1996, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %141) #6
  br label %2405

1997:                                             ; preds = %931
  %1998 = landingpad { ptr, i32 }
          cleanup
  %1999 = extractvalue { ptr, i32 } %1998, 0
  store ptr %1999, ptr %3, align 8
  %2000 = extractvalue { ptr, i32 } %1998, 1
  store i32 %2000, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %142) #6
  br label %2405

2001:                                             ; preds = %936
  %2002 = landingpad { ptr, i32 }
          cleanup
  %2003 = extractvalue { ptr, i32 } %2002, 0
  store ptr %2003, ptr %3, align 8
  %2004 = extractvalue { ptr, i32 } %2002, 1
  store i32 %2004, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %143) #6
  br label %2405

2005:                                             ; preds = %941
  %2006 = landingpad { ptr, i32 }
          cleanup
  %2007 = extractvalue { ptr, i32 } %2006, 0
  store ptr %2007, ptr %3, align 8
  %2008 = extractvalue { ptr, i32 } %2006, 1
  store i32 %2008, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %144) #6
  br label %2405

2009:                                             ; preds = %946
  %2010 = landingpad { ptr, i32 }
          cleanup
  %2011 = extractvalue { ptr, i32 } %2010, 0
  store ptr %2011, ptr %3, align 8
  %2012 = extractvalue { ptr, i32 } %2010, 1
  store i32 %2012, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %145) #6
  br label %2405

2013:                                             ; preds = %951
  %2014 = landingpad { ptr, i32 }
          cleanup
  %2015 = extractvalue { ptr, i32 } %2014, 0
  store ptr %2015, ptr %3, align 8
  %2016 = extractvalue { ptr, i32 } %2014, 1
  store i32 %2016, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %146) #6
  br label %2405

2017:                                             ; preds = %956
  %2018 = landingpad { ptr, i32 }
          cleanup
  %2019 = extractvalue { ptr, i32 } %2018, 0
  store ptr %2019, ptr %3, align 8
  %2020 = extractvalue { ptr, i32 } %2018, 1
  store i32 %2020, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %147) #6
  br label %2405

2021:                                             ; preds = %961
  %2022 = landingpad { ptr, i32 }
          cleanup
  %2023 = extractvalue { ptr, i32 } %2022, 0
  store ptr %2023, ptr %3, align 8
  %2024 = extractvalue { ptr, i32 } %2022, 1
  store i32 %2024, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %148) #6
  br label %2405

2025:                                             ; preds = %966
  %2026 = landingpad { ptr, i32 }
          cleanup
  %2027 = extractvalue { ptr, i32 } %2026, 0
  store ptr %2027, ptr %3, align 8
  %2028 = extractvalue { ptr, i32 } %2026, 1
  store i32 %2028, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %149) #6
  br label %2405

2029:                                             ; preds = %971
  %2030 = landingpad { ptr, i32 }
          cleanup
  %2031 = extractvalue { ptr, i32 } %2030, 0
  store ptr %2031, ptr %3, align 8
  %2032 = extractvalue { ptr, i32 } %2030, 1
  store i32 %2032, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %150) #6
  br label %2405

2033:                                             ; preds = %976
  %2034 = landingpad { ptr, i32 }
          cleanup
  %2035 = extractvalue { ptr, i32 } %2034, 0
  store ptr %2035, ptr %3, align 8
  %2036 = extractvalue { ptr, i32 } %2034, 1
  store i32 %2036, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %151) #6
  br label %2405

2037:                                             ; preds = %981
  %2038 = landingpad { ptr, i32 }
          cleanup
  %2039 = extractvalue { ptr, i32 } %2038, 0
  store ptr %2039, ptr %3, align 8
  %2040 = extractvalue { ptr, i32 } %2038, 1
  store i32 %2040, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %152) #6
  br label %2405

2041:                                             ; preds = %986
  %2042 = landingpad { ptr, i32 }
          cleanup
  %2043 = extractvalue { ptr, i32 } %2042, 0
  store ptr %2043, ptr %3, align 8
  %2044 = extractvalue { ptr, i32 } %2042, 1
  store i32 %2044, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %153) #6
  br label %2405

2045:                                             ; preds = %991
  %2046 = landingpad { ptr, i32 }
          cleanup
  %2047 = extractvalue { ptr, i32 } %2046, 0
  store ptr %2047, ptr %3, align 8
  %2048 = extractvalue { ptr, i32 } %2046, 1
  store i32 %2048, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %154) #6
  br label %2405

2049:                                             ; preds = %996
  %2050 = landingpad { ptr, i32 }
          cleanup
  %2051 = extractvalue { ptr, i32 } %2050, 0
  store ptr %2051, ptr %3, align 8
  %2052 = extractvalue { ptr, i32 } %2050, 1
  store i32 %2052, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %155) #6
  br label %2405

2053:                                             ; preds = %1001
  %2054 = landingpad { ptr, i32 }
          cleanup
  %2055 = extractvalue { ptr, i32 } %2054, 0
  store ptr %2055, ptr %3, align 8
  %2056 = extractvalue { ptr, i32 } %2054, 1
  store i32 %2056, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %156) #6
  br label %2405

2057:                                             ; preds = %1006
  %2058 = landingpad { ptr, i32 }
          cleanup
  %2059 = extractvalue { ptr, i32 } %2058, 0
  store ptr %2059, ptr %3, align 8
  %2060 = extractvalue { ptr, i32 } %2058, 1
  store i32 %2060, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %157) #6
  br label %2405

2061:                                             ; preds = %1011
  %2062 = landingpad { ptr, i32 }
          cleanup
  %2063 = extractvalue { ptr, i32 } %2062, 0
  store ptr %2063, ptr %3, align 8
  %2064 = extractvalue { ptr, i32 } %2062, 1
  store i32 %2064, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %158) #6
  br label %2405

2065:                                             ; preds = %1016
  %2066 = landingpad { ptr, i32 }
          cleanup
  %2067 = extractvalue { ptr, i32 } %2066, 0
  store ptr %2067, ptr %3, align 8
  %2068 = extractvalue { ptr, i32 } %2066, 1
  store i32 %2068, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %159) #6
  br label %2405

2069:                                             ; preds = %1021
  %2070 = landingpad { ptr, i32 }
          cleanup
  %2071 = extractvalue { ptr, i32 } %2070, 0
  store ptr %2071, ptr %3, align 8
  %2072 = extractvalue { ptr, i32 } %2070, 1
  store i32 %2072, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %160) #6
  br label %2405

2073:                                             ; preds = %1026
  %2074 = landingpad { ptr, i32 }
          cleanup
  %2075 = extractvalue { ptr, i32 } %2074, 0
  store ptr %2075, ptr %3, align 8
  %2076 = extractvalue { ptr, i32 } %2074, 1
  store i32 %2076, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %161) #6
  br label %2405

2077:                                             ; preds = %1031
  %2078 = landingpad { ptr, i32 }
          cleanup
  %2079 = extractvalue { ptr, i32 } %2078, 0
  store ptr %2079, ptr %3, align 8
  %2080 = extractvalue { ptr, i32 } %2078, 1
  store i32 %2080, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %162) #6
  br label %2405

2081:                                             ; preds = %1036
  %2082 = landingpad { ptr, i32 }
          cleanup
  %2083 = extractvalue { ptr, i32 } %2082, 0
  store ptr %2083, ptr %3, align 8
  %2084 = extractvalue { ptr, i32 } %2082, 1
  store i32 %2084, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %163) #6
  br label %2405

2085:                                             ; preds = %1041
  %2086 = landingpad { ptr, i32 }
          cleanup
  %2087 = extractvalue { ptr, i32 } %2086, 0
  store ptr %2087, ptr %3, align 8
  %2088 = extractvalue { ptr, i32 } %2086, 1
  store i32 %2088, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %164) #6
  br label %2405

2089:                                             ; preds = %1046
  %2090 = landingpad { ptr, i32 }
          cleanup
  %2091 = extractvalue { ptr, i32 } %2090, 0
  store ptr %2091, ptr %3, align 8
  %2092 = extractvalue { ptr, i32 } %2090, 1
  store i32 %2092, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %165) #6
  br label %2405

2093:                                             ; preds = %1051
  %2094 = landingpad { ptr, i32 }
          cleanup
  %2095 = extractvalue { ptr, i32 } %2094, 0
  store ptr %2095, ptr %3, align 8
  %2096 = extractvalue { ptr, i32 } %2094, 1
  store i32 %2096, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %166) #6
  br label %2405

2097:                                             ; preds = %1056
  %2098 = landingpad { ptr, i32 }
          cleanup
  %2099 = extractvalue { ptr, i32 } %2098, 0
  store ptr %2099, ptr %3, align 8
  %2100 = extractvalue { ptr, i32 } %2098, 1
  store i32 %2100, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %167) #6
  br label %2405

2101:                                             ; preds = %1061
  %2102 = landingpad { ptr, i32 }
          cleanup
  %2103 = extractvalue { ptr, i32 } %2102, 0
  store ptr %2103, ptr %3, align 8
  %2104 = extractvalue { ptr, i32 } %2102, 1
  store i32 %2104, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %168) #6
  br label %2405

2105:                                             ; preds = %1066
  %2106 = landingpad { ptr, i32 }
          cleanup
  %2107 = extractvalue { ptr, i32 } %2106, 0
  store ptr %2107, ptr %3, align 8
  %2108 = extractvalue { ptr, i32 } %2106, 1
  store i32 %2108, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %169) #6
  br label %2405

2109:                                             ; preds = %1071
  %2110 = landingpad { ptr, i32 }
          cleanup
  %2111 = extractvalue { ptr, i32 } %2110, 0
  store ptr %2111, ptr %3, align 8
  %2112 = extractvalue { ptr, i32 } %2110, 1
  store i32 %2112, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %170) #6
  br label %2405

2113:                                             ; preds = %1076
  %2114 = landingpad { ptr, i32 }
          cleanup
  %2115 = extractvalue { ptr, i32 } %2114, 0
  store ptr %2115, ptr %3, align 8
  %2116 = extractvalue { ptr, i32 } %2114, 1
  store i32 %2116, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %171) #6
  br label %2405

2117:                                             ; preds = %1081
  %2118 = landingpad { ptr, i32 }
          cleanup
  %2119 = extractvalue { ptr, i32 } %2118, 0
  store ptr %2119, ptr %3, align 8
  %2120 = extractvalue { ptr, i32 } %2118, 1
  store i32 %2120, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %172) #6
  br label %2405

2121:                                             ; preds = %1086
  %2122 = landingpad { ptr, i32 }
          cleanup
  %2123 = extractvalue { ptr, i32 } %2122, 0
  store ptr %2123, ptr %3, align 8
  %2124 = extractvalue { ptr, i32 } %2122, 1
  store i32 %2124, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %173) #6
  br label %2405

2125:                                             ; preds = %1091
  %2126 = landingpad { ptr, i32 }
          cleanup
  %2127 = extractvalue { ptr, i32 } %2126, 0
  store ptr %2127, ptr %3, align 8
  %2128 = extractvalue { ptr, i32 } %2126, 1
  store i32 %2128, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %174) #6
  br label %2405

2129:                                             ; preds = %1096
  %2130 = landingpad { ptr, i32 }
          cleanup
  %2131 = extractvalue { ptr, i32 } %2130, 0
  store ptr %2131, ptr %3, align 8
  %2132 = extractvalue { ptr, i32 } %2130, 1
  store i32 %2132, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %175) #6
  br label %2405

2133:                                             ; preds = %1101
  %2134 = landingpad { ptr, i32 }
          cleanup
  %2135 = extractvalue { ptr, i32 } %2134, 0
  store ptr %2135, ptr %3, align 8
  %2136 = extractvalue { ptr, i32 } %2134, 1
  store i32 %2136, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %176) #6
  br label %2405

2137:                                             ; preds = %1106
  %2138 = landingpad { ptr, i32 }
          cleanup
  %2139 = extractvalue { ptr, i32 } %2138, 0
  store ptr %2139, ptr %3, align 8
  %2140 = extractvalue { ptr, i32 } %2138, 1
  store i32 %2140, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %177) #6
  br label %2405

2141:                                             ; preds = %1111
  %2142 = landingpad { ptr, i32 }
          cleanup
  %2143 = extractvalue { ptr, i32 } %2142, 0
  store ptr %2143, ptr %3, align 8
  %2144 = extractvalue { ptr, i32 } %2142, 1
  store i32 %2144, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %178) #6
  br label %2405

2145:                                             ; preds = %1116
  %2146 = landingpad { ptr, i32 }
          cleanup
  %2147 = extractvalue { ptr, i32 } %2146, 0
  store ptr %2147, ptr %3, align 8
  %2148 = extractvalue { ptr, i32 } %2146, 1
  store i32 %2148, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %179) #6
  br label %2405

2149:                                             ; preds = %1121
  %2150 = landingpad { ptr, i32 }
          cleanup
  %2151 = extractvalue { ptr, i32 } %2150, 0
  store ptr %2151, ptr %3, align 8
  %2152 = extractvalue { ptr, i32 } %2150, 1
  store i32 %2152, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %180) #6
  br label %2405

2153:                                             ; preds = %1126
  %2154 = landingpad { ptr, i32 }
          cleanup
  %2155 = extractvalue { ptr, i32 } %2154, 0
  store ptr %2155, ptr %3, align 8
  %2156 = extractvalue { ptr, i32 } %2154, 1
  store i32 %2156, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %181) #6
  br label %2405

2157:                                             ; preds = %1131
  %2158 = landingpad { ptr, i32 }
          cleanup
  %2159 = extractvalue { ptr, i32 } %2158, 0
  store ptr %2159, ptr %3, align 8
  %2160 = extractvalue { ptr, i32 } %2158, 1
  store i32 %2160, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %182) #6
  br label %2405

2161:                                             ; preds = %1136
  %2162 = landingpad { ptr, i32 }
          cleanup
  %2163 = extractvalue { ptr, i32 } %2162, 0
  store ptr %2163, ptr %3, align 8
  %2164 = extractvalue { ptr, i32 } %2162, 1
  store i32 %2164, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %183) #6
  br label %2405

2165:                                             ; preds = %1141
  %2166 = landingpad { ptr, i32 }
          cleanup
  %2167 = extractvalue { ptr, i32 } %2166, 0
  store ptr %2167, ptr %3, align 8
  %2168 = extractvalue { ptr, i32 } %2166, 1
  store i32 %2168, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %184) #6
  br label %2405

2169:                                             ; preds = %1146
  %2170 = landingpad { ptr, i32 }
          cleanup
  %2171 = extractvalue { ptr, i32 } %2170, 0
  store ptr %2171, ptr %3, align 8
  %2172 = extractvalue { ptr, i32 } %2170, 1
  store i32 %2172, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %185) #6
  br label %2405

2173:                                             ; preds = %1151
  %2174 = landingpad { ptr, i32 }
          cleanup
  %2175 = extractvalue { ptr, i32 } %2174, 0
  store ptr %2175, ptr %3, align 8
  %2176 = extractvalue { ptr, i32 } %2174, 1
  store i32 %2176, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %186) #6
  br label %2405

2177:                                             ; preds = %1156
  %2178 = landingpad { ptr, i32 }
          cleanup
  %2179 = extractvalue { ptr, i32 } %2178, 0
  store ptr %2179, ptr %3, align 8
  %2180 = extractvalue { ptr, i32 } %2178, 1
  store i32 %2180, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %187) #6
  br label %2405

2181:                                             ; preds = %1161
  %2182 = landingpad { ptr, i32 }
          cleanup
  %2183 = extractvalue { ptr, i32 } %2182, 0
  store ptr %2183, ptr %3, align 8
  %2184 = extractvalue { ptr, i32 } %2182, 1
  store i32 %2184, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %188) #6
  br label %2405

2185:                                             ; preds = %1166
  %2186 = landingpad { ptr, i32 }
          cleanup
  %2187 = extractvalue { ptr, i32 } %2186, 0
  store ptr %2187, ptr %3, align 8
  %2188 = extractvalue { ptr, i32 } %2186, 1
  store i32 %2188, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %189) #6
  br label %2405

2189:                                             ; preds = %1171
  %2190 = landingpad { ptr, i32 }
          cleanup
  %2191 = extractvalue { ptr, i32 } %2190, 0
  store ptr %2191, ptr %3, align 8
  %2192 = extractvalue { ptr, i32 } %2190, 1
  store i32 %2192, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %190) #6
  br label %2405

2193:                                             ; preds = %1176
  %2194 = landingpad { ptr, i32 }
          cleanup
  %2195 = extractvalue { ptr, i32 } %2194, 0
  store ptr %2195, ptr %3, align 8
  %2196 = extractvalue { ptr, i32 } %2194, 1
  store i32 %2196, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %191) #6
  br label %2405

2197:                                             ; preds = %1181
  %2198 = landingpad { ptr, i32 }
          cleanup
  %2199 = extractvalue { ptr, i32 } %2198, 0
  store ptr %2199, ptr %3, align 8
  %2200 = extractvalue { ptr, i32 } %2198, 1
  store i32 %2200, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %192) #6
  br label %2405

2201:                                             ; preds = %1186
  %2202 = landingpad { ptr, i32 }
          cleanup
  %2203 = extractvalue { ptr, i32 } %2202, 0
  store ptr %2203, ptr %3, align 8
  %2204 = extractvalue { ptr, i32 } %2202, 1
  store i32 %2204, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %193) #6
  br label %2405

2205:                                             ; preds = %1191
  %2206 = landingpad { ptr, i32 }
          cleanup
  %2207 = extractvalue { ptr, i32 } %2206, 0
  store ptr %2207, ptr %3, align 8
  %2208 = extractvalue { ptr, i32 } %2206, 1
  store i32 %2208, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %194) #6
  br label %2405

2209:                                             ; preds = %1196
  %2210 = landingpad { ptr, i32 }
          cleanup
  %2211 = extractvalue { ptr, i32 } %2210, 0
  store ptr %2211, ptr %3, align 8
  %2212 = extractvalue { ptr, i32 } %2210, 1
  store i32 %2212, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %195) #6
  br label %2405

2213:                                             ; preds = %1201
  %2214 = landingpad { ptr, i32 }
          cleanup
  %2215 = extractvalue { ptr, i32 } %2214, 0
  store ptr %2215, ptr %3, align 8
  %2216 = extractvalue { ptr, i32 } %2214, 1
  store i32 %2216, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %196) #6
  br label %2405

2217:                                             ; preds = %1206
  %2218 = landingpad { ptr, i32 }
          cleanup
  %2219 = extractvalue { ptr, i32 } %2218, 0
  store ptr %2219, ptr %3, align 8
  %2220 = extractvalue { ptr, i32 } %2218, 1
  store i32 %2220, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %197) #6
  br label %2405

2221:                                             ; preds = %1211
  %2222 = landingpad { ptr, i32 }
          cleanup
  %2223 = extractvalue { ptr, i32 } %2222, 0
  store ptr %2223, ptr %3, align 8
  %2224 = extractvalue { ptr, i32 } %2222, 1
  store i32 %2224, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %198) #6
  br label %2405

2225:                                             ; preds = %1216
  %2226 = landingpad { ptr, i32 }
          cleanup
  %2227 = extractvalue { ptr, i32 } %2226, 0
  store ptr %2227, ptr %3, align 8
  %2228 = extractvalue { ptr, i32 } %2226, 1
  store i32 %2228, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %199) #6
  br label %2405

2229:                                             ; preds = %1221
  %2230 = landingpad { ptr, i32 }
          cleanup
  %2231 = extractvalue { ptr, i32 } %2230, 0
  store ptr %2231, ptr %3, align 8
  %2232 = extractvalue { ptr, i32 } %2230, 1
  store i32 %2232, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %200) #6
  br label %2405

2233:                                             ; preds = %1226
  %2234 = landingpad { ptr, i32 }
          cleanup
  %2235 = extractvalue { ptr, i32 } %2234, 0
  store ptr %2235, ptr %3, align 8
  %2236 = extractvalue { ptr, i32 } %2234, 1
  store i32 %2236, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %201) #6
  br label %2405

2237:                                             ; preds = %1231
  %2238 = landingpad { ptr, i32 }
          cleanup
  %2239 = extractvalue { ptr, i32 } %2238, 0
  store ptr %2239, ptr %3, align 8
  %2240 = extractvalue { ptr, i32 } %2238, 1
  store i32 %2240, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %202) #6
  br label %2405

2241:                                             ; preds = %1236
  %2242 = landingpad { ptr, i32 }
          cleanup
  %2243 = extractvalue { ptr, i32 } %2242, 0
  store ptr %2243, ptr %3, align 8
  %2244 = extractvalue { ptr, i32 } %2242, 1
  store i32 %2244, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %203) #6
  br label %2405

2245:                                             ; preds = %1241
  %2246 = landingpad { ptr, i32 }
          cleanup
  %2247 = extractvalue { ptr, i32 } %2246, 0
  store ptr %2247, ptr %3, align 8
  %2248 = extractvalue { ptr, i32 } %2246, 1
  store i32 %2248, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %204) #6
  br label %2405

2249:                                             ; preds = %1246
  %2250 = landingpad { ptr, i32 }
          cleanup
  %2251 = extractvalue { ptr, i32 } %2250, 0
  store ptr %2251, ptr %3, align 8
  %2252 = extractvalue { ptr, i32 } %2250, 1
  store i32 %2252, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %205) #6
  br label %2405

2253:                                             ; preds = %1251
  %2254 = landingpad { ptr, i32 }
          cleanup
  %2255 = extractvalue { ptr, i32 } %2254, 0
  store ptr %2255, ptr %3, align 8
  %2256 = extractvalue { ptr, i32 } %2254, 1
  store i32 %2256, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %206) #6
  br label %2405

2257:                                             ; preds = %1256
  %2258 = landingpad { ptr, i32 }
          cleanup
  %2259 = extractvalue { ptr, i32 } %2258, 0
  store ptr %2259, ptr %3, align 8
  %2260 = extractvalue { ptr, i32 } %2258, 1
  store i32 %2260, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %207) #6
  br label %2405

2261:                                             ; preds = %1261
  %2262 = landingpad { ptr, i32 }
          cleanup
  %2263 = extractvalue { ptr, i32 } %2262, 0
  store ptr %2263, ptr %3, align 8
  %2264 = extractvalue { ptr, i32 } %2262, 1
  store i32 %2264, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %208) #6
  br label %2405

2265:                                             ; preds = %1266
  %2266 = landingpad { ptr, i32 }
          cleanup
  %2267 = extractvalue { ptr, i32 } %2266, 0
  store ptr %2267, ptr %3, align 8
  %2268 = extractvalue { ptr, i32 } %2266, 1
  store i32 %2268, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %209) #6
  br label %2405

2269:                                             ; preds = %1271
  %2270 = landingpad { ptr, i32 }
          cleanup
  %2271 = extractvalue { ptr, i32 } %2270, 0
  store ptr %2271, ptr %3, align 8
  %2272 = extractvalue { ptr, i32 } %2270, 1
  store i32 %2272, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %210) #6
  br label %2405

2273:                                             ; preds = %1276
  %2274 = landingpad { ptr, i32 }
          cleanup
  %2275 = extractvalue { ptr, i32 } %2274, 0
  store ptr %2275, ptr %3, align 8
  %2276 = extractvalue { ptr, i32 } %2274, 1
  store i32 %2276, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %211) #6
  br label %2405

2277:                                             ; preds = %1281
  %2278 = landingpad { ptr, i32 }
          cleanup
  %2279 = extractvalue { ptr, i32 } %2278, 0
  store ptr %2279, ptr %3, align 8
  %2280 = extractvalue { ptr, i32 } %2278, 1
  store i32 %2280, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %212) #6
  br label %2405

2281:                                             ; preds = %1286
  %2282 = landingpad { ptr, i32 }
          cleanup
  %2283 = extractvalue { ptr, i32 } %2282, 0
  store ptr %2283, ptr %3, align 8
  %2284 = extractvalue { ptr, i32 } %2282, 1
  store i32 %2284, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %213) #6
  br label %2405

2285:                                             ; preds = %1291
  %2286 = landingpad { ptr, i32 }
          cleanup
  %2287 = extractvalue { ptr, i32 } %2286, 0
  store ptr %2287, ptr %3, align 8
  %2288 = extractvalue { ptr, i32 } %2286, 1
  store i32 %2288, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %214) #6
  br label %2405

2289:                                             ; preds = %1296
  %2290 = landingpad { ptr, i32 }
          cleanup
  %2291 = extractvalue { ptr, i32 } %2290, 0
  store ptr %2291, ptr %3, align 8
  %2292 = extractvalue { ptr, i32 } %2290, 1
  store i32 %2292, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %215) #6
  br label %2405

2293:                                             ; preds = %1301
  %2294 = landingpad { ptr, i32 }
          cleanup
  %2295 = extractvalue { ptr, i32 } %2294, 0
  store ptr %2295, ptr %3, align 8
  %2296 = extractvalue { ptr, i32 } %2294, 1
  store i32 %2296, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %216) #6
  br label %2405

2297:                                             ; preds = %1306
  %2298 = landingpad { ptr, i32 }
          cleanup
  %2299 = extractvalue { ptr, i32 } %2298, 0
  store ptr %2299, ptr %3, align 8
  %2300 = extractvalue { ptr, i32 } %2298, 1
  store i32 %2300, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %217) #6
  br label %2405

2301:                                             ; preds = %1311
  %2302 = landingpad { ptr, i32 }
          cleanup
  %2303 = extractvalue { ptr, i32 } %2302, 0
  store ptr %2303, ptr %3, align 8
  %2304 = extractvalue { ptr, i32 } %2302, 1
  store i32 %2304, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %218) #6
  br label %2405

2305:                                             ; preds = %1316
  %2306 = landingpad { ptr, i32 }
          cleanup
  %2307 = extractvalue { ptr, i32 } %2306, 0
  store ptr %2307, ptr %3, align 8
  %2308 = extractvalue { ptr, i32 } %2306, 1
  store i32 %2308, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %219) #6
  br label %2405

2309:                                             ; preds = %1321
  %2310 = landingpad { ptr, i32 }
          cleanup
  %2311 = extractvalue { ptr, i32 } %2310, 0
  store ptr %2311, ptr %3, align 8
  %2312 = extractvalue { ptr, i32 } %2310, 1
  store i32 %2312, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %220) #6
  br label %2405

2313:                                             ; preds = %1326
  %2314 = landingpad { ptr, i32 }
          cleanup
  %2315 = extractvalue { ptr, i32 } %2314, 0
  store ptr %2315, ptr %3, align 8
  %2316 = extractvalue { ptr, i32 } %2314, 1
  store i32 %2316, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %221) #6
  br label %2405

2317:                                             ; preds = %1331
  %2318 = landingpad { ptr, i32 }
          cleanup
  %2319 = extractvalue { ptr, i32 } %2318, 0
  store ptr %2319, ptr %3, align 8
  %2320 = extractvalue { ptr, i32 } %2318, 1
  store i32 %2320, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %222) #6
  br label %2405

2321:                                             ; preds = %1336
  %2322 = landingpad { ptr, i32 }
          cleanup
  %2323 = extractvalue { ptr, i32 } %2322, 0
  store ptr %2323, ptr %3, align 8
  %2324 = extractvalue { ptr, i32 } %2322, 1
  store i32 %2324, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %223) #6
  br label %2405

2325:                                             ; preds = %1341
  %2326 = landingpad { ptr, i32 }
          cleanup
  %2327 = extractvalue { ptr, i32 } %2326, 0
  store ptr %2327, ptr %3, align 8
  %2328 = extractvalue { ptr, i32 } %2326, 1
  store i32 %2328, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %224) #6
  br label %2405

2329:                                             ; preds = %1346
  %2330 = landingpad { ptr, i32 }
          cleanup
  %2331 = extractvalue { ptr, i32 } %2330, 0
  store ptr %2331, ptr %3, align 8
  %2332 = extractvalue { ptr, i32 } %2330, 1
  store i32 %2332, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %225) #6
  br label %2405

2333:                                             ; preds = %1351
  %2334 = landingpad { ptr, i32 }
          cleanup
  %2335 = extractvalue { ptr, i32 } %2334, 0
  store ptr %2335, ptr %3, align 8
  %2336 = extractvalue { ptr, i32 } %2334, 1
  store i32 %2336, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %226) #6
  br label %2405

2337:                                             ; preds = %1356
  %2338 = landingpad { ptr, i32 }
          cleanup
  %2339 = extractvalue { ptr, i32 } %2338, 0
  store ptr %2339, ptr %3, align 8
  %2340 = extractvalue { ptr, i32 } %2338, 1
  store i32 %2340, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %227) #6
  br label %2405

2341:                                             ; preds = %1361
  %2342 = landingpad { ptr, i32 }
          cleanup
  %2343 = extractvalue { ptr, i32 } %2342, 0
  store ptr %2343, ptr %3, align 8
  %2344 = extractvalue { ptr, i32 } %2342, 1
  store i32 %2344, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %228) #6
  br label %2405

2345:                                             ; preds = %1366
  %2346 = landingpad { ptr, i32 }
          cleanup
  %2347 = extractvalue { ptr, i32 } %2346, 0
  store ptr %2347, ptr %3, align 8
  %2348 = extractvalue { ptr, i32 } %2346, 1
  store i32 %2348, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %229) #6
  br label %2405

2349:                                             ; preds = %1371
  %2350 = landingpad { ptr, i32 }
          cleanup
  %2351 = extractvalue { ptr, i32 } %2350, 0
  store ptr %2351, ptr %3, align 8
  %2352 = extractvalue { ptr, i32 } %2350, 1
  store i32 %2352, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %230) #6
  br label %2405

2353:                                             ; preds = %1376
  %2354 = landingpad { ptr, i32 }
          cleanup
  %2355 = extractvalue { ptr, i32 } %2354, 0
  store ptr %2355, ptr %3, align 8
  %2356 = extractvalue { ptr, i32 } %2354, 1
  store i32 %2356, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %231) #6
  br label %2405

2357:                                             ; preds = %1381
  %2358 = landingpad { ptr, i32 }
          cleanup
  %2359 = extractvalue { ptr, i32 } %2358, 0
  store ptr %2359, ptr %3, align 8
  %2360 = extractvalue { ptr, i32 } %2358, 1
  store i32 %2360, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %232) #6
  br label %2405

2361:                                             ; preds = %1386
  %2362 = landingpad { ptr, i32 }
          cleanup
  %2363 = extractvalue { ptr, i32 } %2362, 0
  store ptr %2363, ptr %3, align 8
  %2364 = extractvalue { ptr, i32 } %2362, 1
  store i32 %2364, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %233) #6
  br label %2405

2365:                                             ; preds = %1391
  %2366 = landingpad { ptr, i32 }
          cleanup
  %2367 = extractvalue { ptr, i32 } %2366, 0
  store ptr %2367, ptr %3, align 8
  %2368 = extractvalue { ptr, i32 } %2366, 1
  store i32 %2368, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %234) #6
  br label %2405

2369:                                             ; preds = %1396
  %2370 = landingpad { ptr, i32 }
          cleanup
  %2371 = extractvalue { ptr, i32 } %2370, 0
  store ptr %2371, ptr %3, align 8
  %2372 = extractvalue { ptr, i32 } %2370, 1
  store i32 %2372, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %235) #6
  br label %2405

2373:                                             ; preds = %1401
  %2374 = landingpad { ptr, i32 }
          cleanup
  %2375 = extractvalue { ptr, i32 } %2374, 0
  store ptr %2375, ptr %3, align 8
  %2376 = extractvalue { ptr, i32 } %2374, 1
  store i32 %2376, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %236) #6
  br label %2405

2377:                                             ; preds = %1406
  %2378 = landingpad { ptr, i32 }
          cleanup
  %2379 = extractvalue { ptr, i32 } %2378, 0
  store ptr %2379, ptr %3, align 8
  %2380 = extractvalue { ptr, i32 } %2378, 1
  store i32 %2380, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %237) #6
  br label %2405

2381:                                             ; preds = %1411
  %2382 = landingpad { ptr, i32 }
          cleanup
  %2383 = extractvalue { ptr, i32 } %2382, 0
  store ptr %2383, ptr %3, align 8
  %2384 = extractvalue { ptr, i32 } %2382, 1
  store i32 %2384, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %238) #6
  br label %2405

2385:                                             ; preds = %1416
  %2386 = landingpad { ptr, i32 }
          cleanup
  %2387 = extractvalue { ptr, i32 } %2386, 0
  store ptr %2387, ptr %3, align 8
  %2388 = extractvalue { ptr, i32 } %2386, 1
  store i32 %2388, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %239) #6
  br label %2405

2389:                                             ; preds = %1421
  %2390 = landingpad { ptr, i32 }
          cleanup
  %2391 = extractvalue { ptr, i32 } %2390, 0
  store ptr %2391, ptr %3, align 8
  %2392 = extractvalue { ptr, i32 } %2390, 1
  store i32 %2392, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %240) #6
  br label %2405

2393:                                             ; preds = %1426
  %2394 = landingpad { ptr, i32 }
          cleanup
  %2395 = extractvalue { ptr, i32 } %2394, 0
  store ptr %2395, ptr %3, align 8
  %2396 = extractvalue { ptr, i32 } %2394, 1
  store i32 %2396, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %241) #6
  br label %2405

2397:                                             ; preds = %1431
  %2398 = landingpad { ptr, i32 }
          cleanup
  %2399 = extractvalue { ptr, i32 } %2398, 0
  store ptr %2399, ptr %3, align 8
  %2400 = extractvalue { ptr, i32 } %2398, 1
  store i32 %2400, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %242) #6
  br label %2405

2401:                                             ; preds = %1436
  %2402 = landingpad { ptr, i32 }
          cleanup
  %2403 = extractvalue { ptr, i32 } %2402, 0
  store ptr %2403, ptr %3, align 8
  %2404 = extractvalue { ptr, i32 } %2402, 1
  store i32 %2404, ptr %4, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %243) #6
  br label %2405

2405:                                             ; preds = %2401, %2397, %2393, %2389, %2385, %2381, %2377, %2373, %2369, %2365, %2361, %2357, %2353, %2349, %2345, %2341, %2337, %2333, %2329, %2325, %2321, %2317, %2313, %2309, %2305, %2301, %2297, %2293, %2289, %2285, %2281, %2277, %2273, %2269, %2265, %2261, %2257, %2253, %2249, %2245, %2241, %2237, %2233, %2229, %2225, %2221, %2217, %2213, %2209, %2205, %2201, %2197, %2193, %2189, %2185, %2181, %2177, %2173, %2169, %2165, %2161, %2157, %2153, %2149, %2145, %2141, %2137, %2133, %2129, %2125, %2121, %2117, %2113, %2109, %2105, %2101, %2097, %2093, %2089, %2085, %2081, %2077, %2073, %2069, %2065, %2061, %2057, %2053, %2049, %2045, %2041, %2037, %2033, %2029, %2025, %2021, %2017, %2013, %2009, %2005, %2001, %1997, %1993, %1989, %1985, %1981, %1977, %1973, %1969, %1965, %1961, %1957, %1953, %1949, %1945, %1941, %1937, %1933, %1929, %1925, %1921, %1917, %1913, %1909, %1905, %1901, %1897, %1893, %1889, %1885, %1881, %1877, %1873, %1869, %1865, %1861, %1857, %1853, %1849, %1845, %1841, %1837, %1833, %1829, %1825, %1821, %1817, %1813, %1809, %1805, %1801, %1797, %1793, %1789, %1785, %1781, %1777, %1773, %1769, %1765, %1761, %1757, %1753, %1749, %1745, %1741, %1737, %1733, %1729, %1725, %1721, %1717, %1713, %1709, %1705, %1701, %1697, %1693, %1689, %1685, %1681, %1677, %1673, %1669, %1665, %1661, %1657, %1653, %1649, %1645, %1641, %1637, %1633, %1629, %1625, %1621, %1617, %1613, %1609, %1605, %1601, %1597, %1593, %1589, %1585, %1581, %1577, %1573, %1569, %1565, %1561, %1557, %1553, %1549, %1545, %1541, %1537, %1533, %1529, %1525, %1521, %1517, %1513, %1509, %1505, %1501, %1497, %1493, %1489, %1485, %1481, %1477, %1473, %1469, %1465, %1461, %1457, %1453, %1449, %1445
  %2406 = load ptr, ptr %3, align 8
  %2407 = load i32, ptr %4, align 4
  %2408 = insertvalue { ptr, i32 } poison, ptr %2406, 0
  %2409 = insertvalue { ptr, i32 } %2408, i32 %2407, 1
  resume { ptr, i32 } %2409
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL9throw_tagi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %244 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
    i32 3, label %13
    i32 4, label %16
    i32 5, label %19
    i32 6, label %22
    i32 7, label %25
    i32 8, label %28
    i32 9, label %31
    i32 10, label %34
    i32 11, label %37
    i32 12, label %40
    i32 13, label %43
    i32 14, label %46
    i32 15, label %49
    i32 16, label %52
    i32 17, label %55
    i32 18, label %58
    i32 19, label %61
    i32 20, label %64
    i32 21, label %67
    i32 22, label %70
    i32 23, label %73
    i32 24, label %76
    i32 25, label %79
    i32 26, label %82
    i32 27, label %85
    i32 28, label %88
    i32 29, label %91
    i32 30, label %94
    i32 31, label %97
    i32 32, label %100
    i32 33, label %103
    i32 34, label %106
    i32 35, label %109
    i32 36, label %112
    i32 37, label %115
    i32 38, label %118
    i32 39, label %121
    i32 40, label %124
    i32 41, label %127
    i32 42, label %130
    i32 43, label %133
    i32 44, label %136
    i32 45, label %139
    i32 46, label %142
    i32 47, label %145
    i32 48, label %148
    i32 49, label %151
    i32 50, label %154
    i32 51, label %157
    i32 52, label %160
    i32 53, label %163
    i32 54, label %166
    i32 55, label %169
    i32 56, label %172
    i32 57, label %175
    i32 58, label %178
    i32 59, label %181
    i32 60, label %184
    i32 61, label %187
    i32 62, label %190
    i32 63, label %193
    i32 64, label %196
    i32 65, label %199
    i32 66, label %202
    i32 67, label %205
    i32 68, label %208
    i32 69, label %211
    i32 70, label %214
    i32 71, label %217
    i32 72, label %220
    i32 73, label %223
    i32 74, label %226
    i32 75, label %229
    i32 76, label %232
    i32 77, label %235
    i32 78, label %238
    i32 79, label %241
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i64 4) #6
  %6 = getelementptr inbounds %struct.Tag.78, ptr %5, i32 0, i32 0
  store i32 0, ptr %6, align 16
  call void @__cxa_throw(ptr %5, ptr @_ZTI3TagILi0EE, ptr null) #7
  unreachable

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 4) #6
  %9 = getelementptr inbounds %struct.Tag.77, ptr %8, i32 0, i32 0
  store i32 3, ptr %9, align 16
  call void @__cxa_throw(ptr %8, ptr @_ZTI3TagILi1EE, ptr null) #7
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i64 4) #6
  %12 = getelementptr inbounds %struct.Tag.76, ptr %11, i32 0, i32 0
  store i32 6, ptr %12, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTI3TagILi2EE, ptr null) #7
  unreachable

13:                                               ; preds = %1
  %14 = call ptr @__cxa_allocate_exception(i64 4) #6
  %15 = getelementptr inbounds %struct.Tag.75, ptr %14, i32 0, i32 0
  store i32 9, ptr %15, align 16
  call void @__cxa_throw(ptr %14, ptr @_ZTI3TagILi3EE, ptr null) #7
  unreachable

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i64 4) #6
  %18 = getelementptr inbounds %struct.Tag.74, ptr %17, i32 0, i32 0
  store i32 12, ptr %18, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTI3TagILi4EE, ptr null) #7
  unreachable

19:                                               ; preds = %1
  %20 = call ptr @__cxa_allocate_exception(i64 4) #6
  %21 = getelementptr inbounds %struct.Tag.73, ptr %20, i32 0, i32 0
  store i32 15, ptr %21, align 16
  call void @__cxa_throw(ptr %20, ptr @_ZTI3TagILi5EE, ptr null) #7
  unreachable

22:                                               ; preds = %1
  %23 = call ptr @__cxa_allocate_exception(i64 4) #6
  %24 = getelementptr inbounds %struct.Tag.72, ptr %23, i32 0, i32 0
  store i32 18, ptr %24, align 16
  call void @__cxa_throw(ptr %23, ptr @_ZTI3TagILi6EE, ptr null) #7
  unreachable

25:                                               ; preds = %1
  %26 = call ptr @__cxa_allocate_exception(i64 4) #6
  %27 = getelementptr inbounds %struct.Tag.71, ptr %26, i32 0, i32 0
  store i32 21, ptr %27, align 16
  call void @__cxa_throw(ptr %26, ptr @_ZTI3TagILi7EE, ptr null) #7
  unreachable

28:                                               ; preds = %1
  %29 = call ptr @__cxa_allocate_exception(i64 4) #6
  %30 = getelementptr inbounds %struct.Tag.70, ptr %29, i32 0, i32 0
  store i32 24, ptr %30, align 16
  call void @__cxa_throw(ptr %29, ptr @_ZTI3TagILi8EE, ptr null) #7
  unreachable

31:                                               ; preds = %1
  %32 = call ptr @__cxa_allocate_exception(i64 4) #6
  %33 = getelementptr inbounds %struct.Tag.69, ptr %32, i32 0, i32 0
  store i32 27, ptr %33, align 16
  call void @__cxa_throw(ptr %32, ptr @_ZTI3TagILi9EE, ptr null) #7
  unreachable

34:                                               ; preds = %1
  %35 = call ptr @__cxa_allocate_exception(i64 4) #6
  %36 = getelementptr inbounds %struct.Tag.68, ptr %35, i32 0, i32 0
  store i32 30, ptr %36, align 16
  call void @__cxa_throw(ptr %35, ptr @_ZTI3TagILi10EE, ptr null) #7
  unreachable

37:                                               ; preds = %1
  %38 = call ptr @__cxa_allocate_exception(i64 4) #6
  %39 = getelementptr inbounds %struct.Tag.67, ptr %38, i32 0, i32 0
  store i32 33, ptr %39, align 16
  call void @__cxa_throw(ptr %38, ptr @_ZTI3TagILi11EE, ptr null) #7
  unreachable

40:                                               ; preds = %1
  %41 = call ptr @__cxa_allocate_exception(i64 4) #6
  %42 = getelementptr inbounds %struct.Tag.66, ptr %41, i32 0, i32 0
  store i32 36, ptr %42, align 16
  call void @__cxa_throw(ptr %41, ptr @_ZTI3TagILi12EE, ptr null) #7
  unreachable

43:                                               ; preds = %1
  %44 = call ptr @__cxa_allocate_exception(i64 4) #6
  %45 = getelementptr inbounds %struct.Tag.65, ptr %44, i32 0, i32 0
  store i32 39, ptr %45, align 16
  call void @__cxa_throw(ptr %44, ptr @_ZTI3TagILi13EE, ptr null) #7
  unreachable

46:                                               ; preds = %1
  %47 = call ptr @__cxa_allocate_exception(i64 4) #6
  %48 = getelementptr inbounds %struct.Tag.64, ptr %47, i32 0, i32 0
  store i32 42, ptr %48, align 16
  call void @__cxa_throw(ptr %47, ptr @_ZTI3TagILi14EE, ptr null) #7
  unreachable

49:                                               ; preds = %1
  %50 = call ptr @__cxa_allocate_exception(i64 4) #6
  %51 = getelementptr inbounds %struct.Tag.63, ptr %50, i32 0, i32 0
  store i32 45, ptr %51, align 16
  call void @__cxa_throw(ptr %50, ptr @_ZTI3TagILi15EE, ptr null) #7
  unreachable

52:                                               ; preds = %1
  %53 = call ptr @__cxa_allocate_exception(i64 4) #6
  %54 = getelementptr inbounds %struct.Tag.62, ptr %53, i32 0, i32 0
  store i32 48, ptr %54, align 16
  call void @__cxa_throw(ptr %53, ptr @_ZTI3TagILi16EE, ptr null) #7
  unreachable

55:                                               ; preds = %1
  %56 = call ptr @__cxa_allocate_exception(i64 4) #6
  %57 = getelementptr inbounds %struct.Tag.61, ptr %56, i32 0, i32 0
  store i32 51, ptr %57, align 16
  call void @__cxa_throw(ptr %56, ptr @_ZTI3TagILi17EE, ptr null) #7
  unreachable

58:                                               ; preds = %1
  %59 = call ptr @__cxa_allocate_exception(i64 4) #6
  %60 = getelementptr inbounds %struct.Tag.60, ptr %59, i32 0, i32 0
  store i32 54, ptr %60, align 16
  call void @__cxa_throw(ptr %59, ptr @_ZTI3TagILi18EE, ptr null) #7
  unreachable

61:                                               ; preds = %1
  %62 = call ptr @__cxa_allocate_exception(i64 4) #6
  %63 = getelementptr inbounds %struct.Tag.59, ptr %62, i32 0, i32 0
  store i32 57, ptr %63, align 16
  call void @__cxa_throw(ptr %62, ptr @_ZTI3TagILi19EE, ptr null) #7
  unreachable

64:                                               ; preds = %1
  %65 = call ptr @__cxa_allocate_exception(i64 4) #6
  %66 = getelementptr inbounds %struct.Tag.58, ptr %65, i32 0, i32 0
  store i32 60, ptr %66, align 16
  call void @__cxa_throw(ptr %65, ptr @_ZTI3TagILi20EE, ptr null) #7
  unreachable

67:                                               ; preds = %1
  %68 = call ptr @__cxa_allocate_exception(i64 4) #6
  %69 = getelementptr inbounds %struct.Tag.57, ptr %68, i32 0, i32 0
  store i32 63, ptr %69, align 16
  call void @__cxa_throw(ptr %68, ptr @_ZTI3TagILi21EE, ptr null) #7
  unreachable

70:                                               ; preds = %1
  %71 = call ptr @__cxa_allocate_exception(i64 4) #6
  %72 = getelementptr inbounds %struct.Tag.56, ptr %71, i32 0, i32 0
  store i32 66, ptr %72, align 16
  call void @__cxa_throw(ptr %71, ptr @_ZTI3TagILi22EE, ptr null) #7
  unreachable

73:                                               ; preds = %1
  %74 = call ptr @__cxa_allocate_exception(i64 4) #6
  %75 = getelementptr inbounds %struct.Tag.55, ptr %74, i32 0, i32 0
  store i32 69, ptr %75, align 16
  call void @__cxa_throw(ptr %74, ptr @_ZTI3TagILi23EE, ptr null) #7
  unreachable

76:                                               ; preds = %1
  %77 = call ptr @__cxa_allocate_exception(i64 4) #6
  %78 = getelementptr inbounds %struct.Tag.54, ptr %77, i32 0, i32 0
  store i32 72, ptr %78, align 16
  call void @__cxa_throw(ptr %77, ptr @_ZTI3TagILi24EE, ptr null) #7
  unreachable

79:                                               ; preds = %1
  %80 = call ptr @__cxa_allocate_exception(i64 4) #6
  %81 = getelementptr inbounds %struct.Tag.53, ptr %80, i32 0, i32 0
  store i32 75, ptr %81, align 16
  call void @__cxa_throw(ptr %80, ptr @_ZTI3TagILi25EE, ptr null) #7
  unreachable

82:                                               ; preds = %1
  %83 = call ptr @__cxa_allocate_exception(i64 4) #6
  %84 = getelementptr inbounds %struct.Tag.52, ptr %83, i32 0, i32 0
  store i32 78, ptr %84, align 16
  call void @__cxa_throw(ptr %83, ptr @_ZTI3TagILi26EE, ptr null) #7
  unreachable

85:                                               ; preds = %1
  %86 = call ptr @__cxa_allocate_exception(i64 4) #6
  %87 = getelementptr inbounds %struct.Tag.51, ptr %86, i32 0, i32 0
  store i32 81, ptr %87, align 16
  call void @__cxa_throw(ptr %86, ptr @_ZTI3TagILi27EE, ptr null) #7
  unreachable

88:                                               ; preds = %1
  %89 = call ptr @__cxa_allocate_exception(i64 4) #6
  %90 = getelementptr inbounds %struct.Tag.50, ptr %89, i32 0, i32 0
  store i32 84, ptr %90, align 16
  call void @__cxa_throw(ptr %89, ptr @_ZTI3TagILi28EE, ptr null) #7
  unreachable

91:                                               ; preds = %1
  %92 = call ptr @__cxa_allocate_exception(i64 4) #6
  %93 = getelementptr inbounds %struct.Tag.49, ptr %92, i32 0, i32 0
  store i32 87, ptr %93, align 16
  call void @__cxa_throw(ptr %92, ptr @_ZTI3TagILi29EE, ptr null) #7
  unreachable

94:                                               ; preds = %1
  %95 = call ptr @__cxa_allocate_exception(i64 4) #6
  %96 = getelementptr inbounds %struct.Tag.48, ptr %95, i32 0, i32 0
  store i32 90, ptr %96, align 16
  call void @__cxa_throw(ptr %95, ptr @_ZTI3TagILi30EE, ptr null) #7
  unreachable

97:                                               ; preds = %1
  %98 = call ptr @__cxa_allocate_exception(i64 4) #6
  %99 = getelementptr inbounds %struct.Tag.47, ptr %98, i32 0, i32 0
  store i32 93, ptr %99, align 16
  call void @__cxa_throw(ptr %98, ptr @_ZTI3TagILi31EE, ptr null) #7
  unreachable

100:                                              ; preds = %1
  %101 = call ptr @__cxa_allocate_exception(i64 4) #6
  %102 = getelementptr inbounds %struct.Tag.46, ptr %101, i32 0, i32 0
  store i32 96, ptr %102, align 16
  call void @__cxa_throw(ptr %101, ptr @_ZTI3TagILi32EE, ptr null) #7
  unreachable

103:                                              ; preds = %1
  %104 = call ptr @__cxa_allocate_exception(i64 4) #6
  %105 = getelementptr inbounds %struct.Tag.45, ptr %104, i32 0, i32 0
  store i32 99, ptr %105, align 16
  call void @__cxa_throw(ptr %104, ptr @_ZTI3TagILi33EE, ptr null) #7
  unreachable

106:                                              ; preds = %1
  %107 = call ptr @__cxa_allocate_exception(i64 4) #6
  %108 = getelementptr inbounds %struct.Tag.44, ptr %107, i32 0, i32 0
  store i32 102, ptr %108, align 16
  call void @__cxa_throw(ptr %107, ptr @_ZTI3TagILi34EE, ptr null) #7
  unreachable

109:                                              ; preds = %1
  %110 = call ptr @__cxa_allocate_exception(i64 4) #6
  %111 = getelementptr inbounds %struct.Tag.43, ptr %110, i32 0, i32 0
  store i32 105, ptr %111, align 16
  call void @__cxa_throw(ptr %110, ptr @_ZTI3TagILi35EE, ptr null) #7
  unreachable

112:                                              ; preds = %1
  %113 = call ptr @__cxa_allocate_exception(i64 4) #6
  %114 = getelementptr inbounds %struct.Tag.42, ptr %113, i32 0, i32 0
  store i32 108, ptr %114, align 16
  call void @__cxa_throw(ptr %113, ptr @_ZTI3TagILi36EE, ptr null) #7
  unreachable

115:                                              ; preds = %1
  %116 = call ptr @__cxa_allocate_exception(i64 4) #6
  %117 = getelementptr inbounds %struct.Tag.41, ptr %116, i32 0, i32 0
  store i32 111, ptr %117, align 16
  call void @__cxa_throw(ptr %116, ptr @_ZTI3TagILi37EE, ptr null) #7
  unreachable

118:                                              ; preds = %1
  %119 = call ptr @__cxa_allocate_exception(i64 4) #6
  %120 = getelementptr inbounds %struct.Tag.40, ptr %119, i32 0, i32 0
  store i32 114, ptr %120, align 16
  call void @__cxa_throw(ptr %119, ptr @_ZTI3TagILi38EE, ptr null) #7
  unreachable

121:                                              ; preds = %1
  %122 = call ptr @__cxa_allocate_exception(i64 4) #6
  %123 = getelementptr inbounds %struct.Tag.39, ptr %122, i32 0, i32 0
  store i32 117, ptr %123, align 16
  call void @__cxa_throw(ptr %122, ptr @_ZTI3TagILi39EE, ptr null) #7
  unreachable

124:                                              ; preds = %1
  %125 = call ptr @__cxa_allocate_exception(i64 4) #6
  %126 = getelementptr inbounds %struct.Tag.38, ptr %125, i32 0, i32 0
  store i32 120, ptr %126, align 16
  call void @__cxa_throw(ptr %125, ptr @_ZTI3TagILi40EE, ptr null) #7
  unreachable

127:                                              ; preds = %1
  %128 = call ptr @__cxa_allocate_exception(i64 4) #6
  %129 = getelementptr inbounds %struct.Tag.37, ptr %128, i32 0, i32 0
  store i32 123, ptr %129, align 16
  call void @__cxa_throw(ptr %128, ptr @_ZTI3TagILi41EE, ptr null) #7
  unreachable

130:                                              ; preds = %1
  %131 = call ptr @__cxa_allocate_exception(i64 4) #6
  %132 = getelementptr inbounds %struct.Tag.36, ptr %131, i32 0, i32 0
  store i32 126, ptr %132, align 16
  call void @__cxa_throw(ptr %131, ptr @_ZTI3TagILi42EE, ptr null) #7
  unreachable

133:                                              ; preds = %1
  %134 = call ptr @__cxa_allocate_exception(i64 4) #6
  %135 = getelementptr inbounds %struct.Tag.35, ptr %134, i32 0, i32 0
  store i32 129, ptr %135, align 16
  call void @__cxa_throw(ptr %134, ptr @_ZTI3TagILi43EE, ptr null) #7
  unreachable

136:                                              ; preds = %1
  %137 = call ptr @__cxa_allocate_exception(i64 4) #6
  %138 = getelementptr inbounds %struct.Tag.34, ptr %137, i32 0, i32 0
  store i32 132, ptr %138, align 16
  call void @__cxa_throw(ptr %137, ptr @_ZTI3TagILi44EE, ptr null) #7
  unreachable

139:                                              ; preds = %1
  %140 = call ptr @__cxa_allocate_exception(i64 4) #6
  %141 = getelementptr inbounds %struct.Tag.33, ptr %140, i32 0, i32 0
  store i32 135, ptr %141, align 16
  call void @__cxa_throw(ptr %140, ptr @_ZTI3TagILi45EE, ptr null) #7
  unreachable

142:                                              ; preds = %1
  %143 = call ptr @__cxa_allocate_exception(i64 4) #6
  %144 = getelementptr inbounds %struct.Tag.32, ptr %143, i32 0, i32 0
  store i32 138, ptr %144, align 16
  call void @__cxa_throw(ptr %143, ptr @_ZTI3TagILi46EE, ptr null) #7
  unreachable

145:                                              ; preds = %1
  %146 = call ptr @__cxa_allocate_exception(i64 4) #6
  %147 = getelementptr inbounds %struct.Tag.31, ptr %146, i32 0, i32 0
  store i32 141, ptr %147, align 16
  call void @__cxa_throw(ptr %146, ptr @_ZTI3TagILi47EE, ptr null) #7
  unreachable

148:                                              ; preds = %1
  %149 = call ptr @__cxa_allocate_exception(i64 4) #6
  %150 = getelementptr inbounds %struct.Tag.30, ptr %149, i32 0, i32 0
  store i32 144, ptr %150, align 16
  call void @__cxa_throw(ptr %149, ptr @_ZTI3TagILi48EE, ptr null) #7
  unreachable

151:                                              ; preds = %1
  %152 = call ptr @__cxa_allocate_exception(i64 4) #6
  %153 = getelementptr inbounds %struct.Tag.29, ptr %152, i32 0, i32 0
  store i32 147, ptr %153, align 16
  call void @__cxa_throw(ptr %152, ptr @_ZTI3TagILi49EE, ptr null) #7
  unreachable

154:                                              ; preds = %1
  %155 = call ptr @__cxa_allocate_exception(i64 4) #6
  %156 = getelementptr inbounds %struct.Tag.28, ptr %155, i32 0, i32 0
  store i32 150, ptr %156, align 16
  call void @__cxa_throw(ptr %155, ptr @_ZTI3TagILi50EE, ptr null) #7
  unreachable

157:                                              ; preds = %1
  %158 = call ptr @__cxa_allocate_exception(i64 4) #6
  %159 = getelementptr inbounds %struct.Tag.27, ptr %158, i32 0, i32 0
  store i32 153, ptr %159, align 16
  call void @__cxa_throw(ptr %158, ptr @_ZTI3TagILi51EE, ptr null) #7
  unreachable

160:                                              ; preds = %1
  %161 = call ptr @__cxa_allocate_exception(i64 4) #6
  %162 = getelementptr inbounds %struct.Tag.26, ptr %161, i32 0, i32 0
  store i32 156, ptr %162, align 16
  call void @__cxa_throw(ptr %161, ptr @_ZTI3TagILi52EE, ptr null) #7
  unreachable

163:                                              ; preds = %1
  %164 = call ptr @__cxa_allocate_exception(i64 4) #6
  %165 = getelementptr inbounds %struct.Tag.25, ptr %164, i32 0, i32 0
  store i32 159, ptr %165, align 16
  call void @__cxa_throw(ptr %164, ptr @_ZTI3TagILi53EE, ptr null) #7
  unreachable

166:                                              ; preds = %1
  %167 = call ptr @__cxa_allocate_exception(i64 4) #6
  %168 = getelementptr inbounds %struct.Tag.24, ptr %167, i32 0, i32 0
  store i32 162, ptr %168, align 16
  call void @__cxa_throw(ptr %167, ptr @_ZTI3TagILi54EE, ptr null) #7
  unreachable

169:                                              ; preds = %1
  %170 = call ptr @__cxa_allocate_exception(i64 4) #6
  %171 = getelementptr inbounds %struct.Tag.23, ptr %170, i32 0, i32 0
  store i32 165, ptr %171, align 16
  call void @__cxa_throw(ptr %170, ptr @_ZTI3TagILi55EE, ptr null) #7
  unreachable

172:                                              ; preds = %1
  %173 = call ptr @__cxa_allocate_exception(i64 4) #6
  %174 = getelementptr inbounds %struct.Tag.22, ptr %173, i32 0, i32 0
  store i32 168, ptr %174, align 16
  call void @__cxa_throw(ptr %173, ptr @_ZTI3TagILi56EE, ptr null) #7
  unreachable

175:                                              ; preds = %1
  %176 = call ptr @__cxa_allocate_exception(i64 4) #6
  %177 = getelementptr inbounds %struct.Tag.21, ptr %176, i32 0, i32 0
  store i32 171, ptr %177, align 16
  call void @__cxa_throw(ptr %176, ptr @_ZTI3TagILi57EE, ptr null) #7
  unreachable

178:                                              ; preds = %1
  %179 = call ptr @__cxa_allocate_exception(i64 4) #6
  %180 = getelementptr inbounds %struct.Tag.20, ptr %179, i32 0, i32 0
  store i32 174, ptr %180, align 16
  call void @__cxa_throw(ptr %179, ptr @_ZTI3TagILi58EE, ptr null) #7
  unreachable

181:                                              ; preds = %1
  %182 = call ptr @__cxa_allocate_exception(i64 4) #6
  %183 = getelementptr inbounds %struct.Tag.19, ptr %182, i32 0, i32 0
  store i32 177, ptr %183, align 16
  call void @__cxa_throw(ptr %182, ptr @_ZTI3TagILi59EE, ptr null) #7
  unreachable

184:                                              ; preds = %1
  %185 = call ptr @__cxa_allocate_exception(i64 4) #6
  %186 = getelementptr inbounds %struct.Tag.18, ptr %185, i32 0, i32 0
  store i32 180, ptr %186, align 16
  call void @__cxa_throw(ptr %185, ptr @_ZTI3TagILi60EE, ptr null) #7
  unreachable

187:                                              ; preds = %1
  %188 = call ptr @__cxa_allocate_exception(i64 4) #6
  %189 = getelementptr inbounds %struct.Tag.17, ptr %188, i32 0, i32 0
  store i32 183, ptr %189, align 16
  call void @__cxa_throw(ptr %188, ptr @_ZTI3TagILi61EE, ptr null) #7
  unreachable

190:                                              ; preds = %1
  %191 = call ptr @__cxa_allocate_exception(i64 4) #6
  %192 = getelementptr inbounds %struct.Tag.16, ptr %191, i32 0, i32 0
  store i32 186, ptr %192, align 16
  call void @__cxa_throw(ptr %191, ptr @_ZTI3TagILi62EE, ptr null) #7
  unreachable

193:                                              ; preds = %1
  %194 = call ptr @__cxa_allocate_exception(i64 4) #6
  %195 = getelementptr inbounds %struct.Tag.15, ptr %194, i32 0, i32 0
  store i32 189, ptr %195, align 16
  call void @__cxa_throw(ptr %194, ptr @_ZTI3TagILi63EE, ptr null) #7
  unreachable

196:                                              ; preds = %1
  %197 = call ptr @__cxa_allocate_exception(i64 4) #6
  %198 = getelementptr inbounds %struct.Tag.14, ptr %197, i32 0, i32 0
  store i32 192, ptr %198, align 16
  call void @__cxa_throw(ptr %197, ptr @_ZTI3TagILi64EE, ptr null) #7
  unreachable

199:                                              ; preds = %1
  %200 = call ptr @__cxa_allocate_exception(i64 4) #6
  %201 = getelementptr inbounds %struct.Tag.13, ptr %200, i32 0, i32 0
  store i32 195, ptr %201, align 16
  call void @__cxa_throw(ptr %200, ptr @_ZTI3TagILi65EE, ptr null) #7
  unreachable

202:                                              ; preds = %1
  %203 = call ptr @__cxa_allocate_exception(i64 4) #6
  %204 = getelementptr inbounds %struct.Tag.12, ptr %203, i32 0, i32 0
  store i32 198, ptr %204, align 16
  call void @__cxa_throw(ptr %203, ptr @_ZTI3TagILi66EE, ptr null) #7
  unreachable

205:                                              ; preds = %1
  %206 = call ptr @__cxa_allocate_exception(i64 4) #6
  %207 = getelementptr inbounds %struct.Tag.11, ptr %206, i32 0, i32 0
  store i32 201, ptr %207, align 16
  call void @__cxa_throw(ptr %206, ptr @_ZTI3TagILi67EE, ptr null) #7
  unreachable

208:                                              ; preds = %1
  %209 = call ptr @__cxa_allocate_exception(i64 4) #6
  %210 = getelementptr inbounds %struct.Tag.10, ptr %209, i32 0, i32 0
  store i32 204, ptr %210, align 16
  call void @__cxa_throw(ptr %209, ptr @_ZTI3TagILi68EE, ptr null) #7
  unreachable

211:                                              ; preds = %1
  %212 = call ptr @__cxa_allocate_exception(i64 4) #6
  %213 = getelementptr inbounds %struct.Tag.9, ptr %212, i32 0, i32 0
  store i32 207, ptr %213, align 16
  call void @__cxa_throw(ptr %212, ptr @_ZTI3TagILi69EE, ptr null) #7
  unreachable

214:                                              ; preds = %1
  %215 = call ptr @__cxa_allocate_exception(i64 4) #6
  %216 = getelementptr inbounds %struct.Tag.8, ptr %215, i32 0, i32 0
  store i32 210, ptr %216, align 16
  call void @__cxa_throw(ptr %215, ptr @_ZTI3TagILi70EE, ptr null) #7
  unreachable

217:                                              ; preds = %1
  %218 = call ptr @__cxa_allocate_exception(i64 4) #6
  %219 = getelementptr inbounds %struct.Tag.7, ptr %218, i32 0, i32 0
  store i32 213, ptr %219, align 16
  call void @__cxa_throw(ptr %218, ptr @_ZTI3TagILi71EE, ptr null) #7
  unreachable

220:                                              ; preds = %1
  %221 = call ptr @__cxa_allocate_exception(i64 4) #6
  %222 = getelementptr inbounds %struct.Tag.6, ptr %221, i32 0, i32 0
  store i32 216, ptr %222, align 16
  call void @__cxa_throw(ptr %221, ptr @_ZTI3TagILi72EE, ptr null) #7
  unreachable

223:                                              ; preds = %1
  %224 = call ptr @__cxa_allocate_exception(i64 4) #6
  %225 = getelementptr inbounds %struct.Tag.5, ptr %224, i32 0, i32 0
  store i32 219, ptr %225, align 16
  call void @__cxa_throw(ptr %224, ptr @_ZTI3TagILi73EE, ptr null) #7
  unreachable

226:                                              ; preds = %1
  %227 = call ptr @__cxa_allocate_exception(i64 4) #6
  %228 = getelementptr inbounds %struct.Tag.4, ptr %227, i32 0, i32 0
  store i32 222, ptr %228, align 16
  call void @__cxa_throw(ptr %227, ptr @_ZTI3TagILi74EE, ptr null) #7
  unreachable

229:                                              ; preds = %1
  %230 = call ptr @__cxa_allocate_exception(i64 4) #6
  %231 = getelementptr inbounds %struct.Tag.3, ptr %230, i32 0, i32 0
  store i32 225, ptr %231, align 16
  call void @__cxa_throw(ptr %230, ptr @_ZTI3TagILi75EE, ptr null) #7
  unreachable

232:                                              ; preds = %1
  %233 = call ptr @__cxa_allocate_exception(i64 4) #6
  %234 = getelementptr inbounds %struct.Tag.2, ptr %233, i32 0, i32 0
  store i32 228, ptr %234, align 16
  call void @__cxa_throw(ptr %233, ptr @_ZTI3TagILi76EE, ptr null) #7
  unreachable

235:                                              ; preds = %1
  %236 = call ptr @__cxa_allocate_exception(i64 4) #6
  %237 = getelementptr inbounds %struct.Tag.1, ptr %236, i32 0, i32 0
  store i32 231, ptr %237, align 16
  call void @__cxa_throw(ptr %236, ptr @_ZTI3TagILi77EE, ptr null) #7
  unreachable

238:                                              ; preds = %1
  %239 = call ptr @__cxa_allocate_exception(i64 4) #6
  %240 = getelementptr inbounds %struct.Tag.0, ptr %239, i32 0, i32 0
  store i32 234, ptr %240, align 16
  call void @__cxa_throw(ptr %239, ptr @_ZTI3TagILi78EE, ptr null) #7
  unreachable

241:                                              ; preds = %1
  %242 = call ptr @__cxa_allocate_exception(i64 4) #6
  %243 = getelementptr inbounds %struct.Tag, ptr %242, i32 0, i32 0
  store i32 237, ptr %243, align 16
  call void @__cxa_throw(ptr %242, ptr @_ZTI3TagILi79EE, ptr null) #7
  unreachable

244:                                              ; preds = %1
  %245 = call ptr @__cxa_allocate_exception(i64 4) #6
  %246 = load i32, ptr %2, align 4
  store i32 %246, ptr %245, align 16
  call void @__cxa_throw(ptr %245, ptr @_ZTIi, ptr null) #7
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL4stepi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @_ZL7fail_at, align 4
  %5 = icmp eq i32 %3, %4
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i64 4) #6
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #7
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = and i32 %10, 3
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = load i32, ptr @_ZL9destroyed, align 4
  %7 = add nsw i32 %6, %5
  store i32 %7, ptr @_ZL9destroyed, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind memory(none) }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

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
