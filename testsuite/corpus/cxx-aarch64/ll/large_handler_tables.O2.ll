; ModuleID = 'large_handler_tables.cpp'
source_filename = "large_handler_tables.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@_ZL7fail_at = internal unnamed_addr global i32 -1, align 4
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
@switch.table._ZL9catch_tagi = private unnamed_addr constant [80 x ptr] [ptr @_ZTI3TagILi0EE, ptr @_ZTI3TagILi1EE, ptr @_ZTI3TagILi2EE, ptr @_ZTI3TagILi3EE, ptr @_ZTI3TagILi4EE, ptr @_ZTI3TagILi5EE, ptr @_ZTI3TagILi6EE, ptr @_ZTI3TagILi7EE, ptr @_ZTI3TagILi8EE, ptr @_ZTI3TagILi9EE, ptr @_ZTI3TagILi10EE, ptr @_ZTI3TagILi11EE, ptr @_ZTI3TagILi12EE, ptr @_ZTI3TagILi13EE, ptr @_ZTI3TagILi14EE, ptr @_ZTI3TagILi15EE, ptr @_ZTI3TagILi16EE, ptr @_ZTI3TagILi17EE, ptr @_ZTI3TagILi18EE, ptr @_ZTI3TagILi19EE, ptr @_ZTI3TagILi20EE, ptr @_ZTI3TagILi21EE, ptr @_ZTI3TagILi22EE, ptr @_ZTI3TagILi23EE, ptr @_ZTI3TagILi24EE, ptr @_ZTI3TagILi25EE, ptr @_ZTI3TagILi26EE, ptr @_ZTI3TagILi27EE, ptr @_ZTI3TagILi28EE, ptr @_ZTI3TagILi29EE, ptr @_ZTI3TagILi30EE, ptr @_ZTI3TagILi31EE, ptr @_ZTI3TagILi32EE, ptr @_ZTI3TagILi33EE, ptr @_ZTI3TagILi34EE, ptr @_ZTI3TagILi35EE, ptr @_ZTI3TagILi36EE, ptr @_ZTI3TagILi37EE, ptr @_ZTI3TagILi38EE, ptr @_ZTI3TagILi39EE, ptr @_ZTI3TagILi40EE, ptr @_ZTI3TagILi41EE, ptr @_ZTI3TagILi42EE, ptr @_ZTI3TagILi43EE, ptr @_ZTI3TagILi44EE, ptr @_ZTI3TagILi45EE, ptr @_ZTI3TagILi46EE, ptr @_ZTI3TagILi47EE, ptr @_ZTI3TagILi48EE, ptr @_ZTI3TagILi49EE, ptr @_ZTI3TagILi50EE, ptr @_ZTI3TagILi51EE, ptr @_ZTI3TagILi52EE, ptr @_ZTI3TagILi53EE, ptr @_ZTI3TagILi54EE, ptr @_ZTI3TagILi55EE, ptr @_ZTI3TagILi56EE, ptr @_ZTI3TagILi57EE, ptr @_ZTI3TagILi58EE, ptr @_ZTI3TagILi59EE, ptr @_ZTI3TagILi60EE, ptr @_ZTI3TagILi61EE, ptr @_ZTI3TagILi62EE, ptr @_ZTI3TagILi63EE, ptr @_ZTI3TagILi64EE, ptr @_ZTI3TagILi65EE, ptr @_ZTI3TagILi66EE, ptr @_ZTI3TagILi67EE, ptr @_ZTI3TagILi68EE, ptr @_ZTI3TagILi69EE, ptr @_ZTI3TagILi70EE, ptr @_ZTI3TagILi71EE, ptr @_ZTI3TagILi72EE, ptr @_ZTI3TagILi73EE, ptr @_ZTI3TagILi74EE, ptr @_ZTI3TagILi75EE, ptr @_ZTI3TagILi76EE, ptr @_ZTI3TagILi77EE, ptr @_ZTI3TagILi78EE, ptr @_ZTI3TagILi79EE], align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %10

1:                                                ; preds = %10
  %2 = tail call fastcc noundef i32 @_ZL9catch_tagi(i32 noundef 0)
  %3 = tail call fastcc noundef i32 @_ZL9catch_tagi(i32 noundef 79)
  %4 = tail call fastcc noundef i32 @_ZL9catch_tagi(i32 noundef 80)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc noundef i32 @_ZL13long_functionv()
  %7 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6, i32 noundef %7)
  store i32 0, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL9destroyed, align 4, !tbaa !6
  %9 = invoke fastcc noundef i32 @_ZL13long_functionv()
          to label %29 unwind label %18

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %15, %10 ]
  %12 = phi i32 [ 0, %0 ], [ %16, %10 ]
  %13 = tail call fastcc noundef i32 @_ZL9catch_tagi(i32 noundef %12)
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %11, %14
  %16 = add nuw nsw i32 %12, 1
  %17 = icmp eq i32 %16, 81
  br i1 %17, label %1, label %10, !llvm.loop !10

18:                                               ; preds = %1
  %19 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 1
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %121

23:                                               ; preds = %18
  %24 = extractvalue { ptr, i32 } %19, 0
  %25 = tail call ptr @__cxa_begin_catch(ptr %24) #4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %26, i32 noundef %27)
  tail call void @__cxa_end_catch() #4
  br label %29

29:                                               ; preds = %1, %23
  store i32 1, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL9destroyed, align 4, !tbaa !6
  %30 = invoke fastcc noundef i32 @_ZL13long_functionv()
          to label %42 unwind label %31

31:                                               ; preds = %29
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 1
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %121

36:                                               ; preds = %31
  %37 = extractvalue { ptr, i32 } %32, 0
  %38 = tail call ptr @__cxa_begin_catch(ptr %37) #4
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39, i32 noundef %40)
  tail call void @__cxa_end_catch() #4
  br label %42

42:                                               ; preds = %36, %29
  store i32 79, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL9destroyed, align 4, !tbaa !6
  %43 = invoke fastcc noundef i32 @_ZL13long_functionv()
          to label %55 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %46 = extractvalue { ptr, i32 } %45, 1
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %121

49:                                               ; preds = %44
  %50 = extractvalue { ptr, i32 } %45, 0
  %51 = tail call ptr @__cxa_begin_catch(ptr %50) #4
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52, i32 noundef %53)
  tail call void @__cxa_end_catch() #4
  br label %55

55:                                               ; preds = %49, %42
  store i32 80, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL9destroyed, align 4, !tbaa !6
  %56 = invoke fastcc noundef i32 @_ZL13long_functionv()
          to label %68 unwind label %57

57:                                               ; preds = %55
  %58 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %59 = extractvalue { ptr, i32 } %58, 1
  %60 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %121

62:                                               ; preds = %57
  %63 = extractvalue { ptr, i32 } %58, 0
  %64 = tail call ptr @__cxa_begin_catch(ptr %63) #4
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %65, i32 noundef %66)
  tail call void @__cxa_end_catch() #4
  br label %68

68:                                               ; preds = %62, %55
  store i32 120, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL9destroyed, align 4, !tbaa !6
  %69 = invoke fastcc noundef i32 @_ZL13long_functionv()
          to label %81 unwind label %70

70:                                               ; preds = %68
  %71 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %72 = extractvalue { ptr, i32 } %71, 1
  %73 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %121

75:                                               ; preds = %70
  %76 = extractvalue { ptr, i32 } %71, 0
  %77 = tail call ptr @__cxa_begin_catch(ptr %76) #4
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %78, i32 noundef %79)
  tail call void @__cxa_end_catch() #4
  br label %81

81:                                               ; preds = %75, %68
  store i32 159, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL9destroyed, align 4, !tbaa !6
  %82 = invoke fastcc noundef i32 @_ZL13long_functionv()
          to label %94 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %85 = extractvalue { ptr, i32 } %84, 1
  %86 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %87 = icmp eq i32 %85, %86
  br i1 %87, label %88, label %121

88:                                               ; preds = %83
  %89 = extractvalue { ptr, i32 } %84, 0
  %90 = tail call ptr @__cxa_begin_catch(ptr %89) #4
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91, i32 noundef %92)
  tail call void @__cxa_end_catch() #4
  br label %94

94:                                               ; preds = %88, %81
  store i32 160, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL9destroyed, align 4, !tbaa !6
  %95 = invoke fastcc noundef i32 @_ZL13long_functionv()
          to label %107 unwind label %96

96:                                               ; preds = %94
  %97 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %98 = extractvalue { ptr, i32 } %97, 1
  %99 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %121

101:                                              ; preds = %96
  %102 = extractvalue { ptr, i32 } %97, 0
  %103 = tail call ptr @__cxa_begin_catch(ptr %102) #4
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %104, i32 noundef %105)
  tail call void @__cxa_end_catch() #4
  br label %107

107:                                              ; preds = %101, %94
  store i32 239, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL9destroyed, align 4, !tbaa !6
  %108 = invoke fastcc noundef i32 @_ZL13long_functionv()
          to label %120 unwind label %109

109:                                              ; preds = %107
  %110 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %111 = extractvalue { ptr, i32 } %110, 1
  %112 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %113 = icmp eq i32 %111, %112
  br i1 %113, label %114, label %121

114:                                              ; preds = %109
  %115 = extractvalue { ptr, i32 } %110, 0
  %116 = tail call ptr @__cxa_begin_catch(ptr %115) #4
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %117, i32 noundef %118)
  tail call void @__cxa_end_catch() #4
  br label %120

120:                                              ; preds = %114, %107
  ret i32 0

121:                                              ; preds = %109, %96, %83, %70, %57, %44, %31, %18
  %122 = phi { ptr, i32 } [ %19, %18 ], [ %32, %31 ], [ %45, %44 ], [ %58, %57 ], [ %71, %70 ], [ %84, %83 ], [ %97, %96 ], [ %110, %109 ]
  resume { ptr, i32 } %122
}

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef i32 @_ZL9catch_tagi(i32 noundef %0) unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  %3 = icmp ult i32 %0, 80
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = mul nuw nsw i32 %0, 3
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds [80 x ptr], ptr @switch.table._ZL9catch_tagi, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8
  br label %9

9:                                                ; preds = %1, %4
  %10 = phi i32 [ %5, %4 ], [ %0, %1 ]
  %11 = phi ptr [ %8, %4 ], [ @_ZTIi, %1 ]
  store i32 %10, ptr %2, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull %11, ptr null) #5
          to label %12 unwind label %13

12:                                               ; preds = %9
  unreachable

13:                                               ; preds = %9
  %14 = landingpad { ptr, i32 }
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
  %15 = extractvalue { ptr, i32 } %14, 0
  %16 = extractvalue { ptr, i32 } %14, 1
  %17 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi0EE) #4
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %21 = load i32, ptr %20, align 4, !tbaa !12
  tail call void @__cxa_end_catch()
  br label %575

22:                                               ; preds = %13
  %23 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi1EE) #4
  %24 = icmp eq i32 %16, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %22
  %26 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %27 = load i32, ptr %26, align 4, !tbaa !14
  %28 = add nsw i32 %27, 1000
  tail call void @__cxa_end_catch()
  br label %575

29:                                               ; preds = %22
  %30 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi2EE) #4
  %31 = icmp eq i32 %16, %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  %33 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %34 = load i32, ptr %33, align 4, !tbaa !16
  %35 = add nsw i32 %34, 2000
  tail call void @__cxa_end_catch()
  br label %575

36:                                               ; preds = %29
  %37 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi3EE) #4
  %38 = icmp eq i32 %16, %37
  br i1 %38, label %39, label %43

39:                                               ; preds = %36
  %40 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %41 = load i32, ptr %40, align 4, !tbaa !18
  %42 = add nsw i32 %41, 3000
  tail call void @__cxa_end_catch()
  br label %575

43:                                               ; preds = %36
  %44 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi4EE) #4
  %45 = icmp eq i32 %16, %44
  br i1 %45, label %46, label %50

46:                                               ; preds = %43
  %47 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %48 = load i32, ptr %47, align 4, !tbaa !20
  %49 = add nsw i32 %48, 4000
  tail call void @__cxa_end_catch()
  br label %575

50:                                               ; preds = %43
  %51 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi5EE) #4
  %52 = icmp eq i32 %16, %51
  br i1 %52, label %53, label %57

53:                                               ; preds = %50
  %54 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %55 = load i32, ptr %54, align 4, !tbaa !22
  %56 = add nsw i32 %55, 5000
  tail call void @__cxa_end_catch()
  br label %575

57:                                               ; preds = %50
  %58 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi6EE) #4
  %59 = icmp eq i32 %16, %58
  br i1 %59, label %60, label %64

60:                                               ; preds = %57
  %61 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %62 = load i32, ptr %61, align 4, !tbaa !24
  %63 = add nsw i32 %62, 6000
  tail call void @__cxa_end_catch()
  br label %575

64:                                               ; preds = %57
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi7EE) #4
  %66 = icmp eq i32 %16, %65
  br i1 %66, label %67, label %71

67:                                               ; preds = %64
  %68 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %69 = load i32, ptr %68, align 4, !tbaa !26
  %70 = add nsw i32 %69, 7000
  tail call void @__cxa_end_catch()
  br label %575

71:                                               ; preds = %64
  %72 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi8EE) #4
  %73 = icmp eq i32 %16, %72
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  %75 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %76 = load i32, ptr %75, align 4, !tbaa !28
  %77 = add nsw i32 %76, 8000
  tail call void @__cxa_end_catch()
  br label %575

78:                                               ; preds = %71
  %79 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi9EE) #4
  %80 = icmp eq i32 %16, %79
  br i1 %80, label %81, label %85

81:                                               ; preds = %78
  %82 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %83 = load i32, ptr %82, align 4, !tbaa !30
  %84 = add nsw i32 %83, 9000
  tail call void @__cxa_end_catch()
  br label %575

85:                                               ; preds = %78
  %86 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi10EE) #4
  %87 = icmp eq i32 %16, %86
  br i1 %87, label %88, label %91

88:                                               ; preds = %85
  %89 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %90 = load i32, ptr %89, align 4, !tbaa !32
  tail call void @__cxa_end_catch()
  br label %575

91:                                               ; preds = %85
  %92 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi11EE) #4
  %93 = icmp eq i32 %16, %92
  br i1 %93, label %94, label %98

94:                                               ; preds = %91
  %95 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %96 = load i32, ptr %95, align 4, !tbaa !34
  %97 = add nsw i32 %96, 1000
  tail call void @__cxa_end_catch()
  br label %575

98:                                               ; preds = %91
  %99 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi12EE) #4
  %100 = icmp eq i32 %16, %99
  br i1 %100, label %101, label %105

101:                                              ; preds = %98
  %102 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %103 = load i32, ptr %102, align 4, !tbaa !36
  %104 = add nsw i32 %103, 2000
  tail call void @__cxa_end_catch()
  br label %575

105:                                              ; preds = %98
  %106 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi13EE) #4
  %107 = icmp eq i32 %16, %106
  br i1 %107, label %108, label %112

108:                                              ; preds = %105
  %109 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %110 = load i32, ptr %109, align 4, !tbaa !38
  %111 = add nsw i32 %110, 3000
  tail call void @__cxa_end_catch()
  br label %575

112:                                              ; preds = %105
  %113 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi14EE) #4
  %114 = icmp eq i32 %16, %113
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %117 = load i32, ptr %116, align 4, !tbaa !40
  %118 = add nsw i32 %117, 4000
  tail call void @__cxa_end_catch()
  br label %575

119:                                              ; preds = %112
  %120 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi15EE) #4
  %121 = icmp eq i32 %16, %120
  br i1 %121, label %122, label %126

122:                                              ; preds = %119
  %123 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %124 = load i32, ptr %123, align 4, !tbaa !42
  %125 = add nsw i32 %124, 5000
  tail call void @__cxa_end_catch()
  br label %575

126:                                              ; preds = %119
  %127 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi16EE) #4
  %128 = icmp eq i32 %16, %127
  br i1 %128, label %129, label %133

129:                                              ; preds = %126
  %130 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %131 = load i32, ptr %130, align 4, !tbaa !44
  %132 = add nsw i32 %131, 6000
  tail call void @__cxa_end_catch()
  br label %575

133:                                              ; preds = %126
  %134 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi17EE) #4
  %135 = icmp eq i32 %16, %134
  br i1 %135, label %136, label %140

136:                                              ; preds = %133
  %137 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %138 = load i32, ptr %137, align 4, !tbaa !46
  %139 = add nsw i32 %138, 7000
  tail call void @__cxa_end_catch()
  br label %575

140:                                              ; preds = %133
  %141 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi18EE) #4
  %142 = icmp eq i32 %16, %141
  br i1 %142, label %143, label %147

143:                                              ; preds = %140
  %144 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %145 = load i32, ptr %144, align 4, !tbaa !48
  %146 = add nsw i32 %145, 8000
  tail call void @__cxa_end_catch()
  br label %575

147:                                              ; preds = %140
  %148 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi19EE) #4
  %149 = icmp eq i32 %16, %148
  br i1 %149, label %150, label %154

150:                                              ; preds = %147
  %151 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %152 = load i32, ptr %151, align 4, !tbaa !50
  %153 = add nsw i32 %152, 9000
  tail call void @__cxa_end_catch()
  br label %575

154:                                              ; preds = %147
  %155 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi20EE) #4
  %156 = icmp eq i32 %16, %155
  br i1 %156, label %157, label %160

157:                                              ; preds = %154
  %158 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %159 = load i32, ptr %158, align 4, !tbaa !52
  tail call void @__cxa_end_catch()
  br label %575

160:                                              ; preds = %154
  %161 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi21EE) #4
  %162 = icmp eq i32 %16, %161
  br i1 %162, label %163, label %167

163:                                              ; preds = %160
  %164 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %165 = load i32, ptr %164, align 4, !tbaa !54
  %166 = add nsw i32 %165, 1000
  tail call void @__cxa_end_catch()
  br label %575

167:                                              ; preds = %160
  %168 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi22EE) #4
  %169 = icmp eq i32 %16, %168
  br i1 %169, label %170, label %174

170:                                              ; preds = %167
  %171 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %172 = load i32, ptr %171, align 4, !tbaa !56
  %173 = add nsw i32 %172, 2000
  tail call void @__cxa_end_catch()
  br label %575

174:                                              ; preds = %167
  %175 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi23EE) #4
  %176 = icmp eq i32 %16, %175
  br i1 %176, label %177, label %181

177:                                              ; preds = %174
  %178 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %179 = load i32, ptr %178, align 4, !tbaa !58
  %180 = add nsw i32 %179, 3000
  tail call void @__cxa_end_catch()
  br label %575

181:                                              ; preds = %174
  %182 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi24EE) #4
  %183 = icmp eq i32 %16, %182
  br i1 %183, label %184, label %188

184:                                              ; preds = %181
  %185 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %186 = load i32, ptr %185, align 4, !tbaa !60
  %187 = add nsw i32 %186, 4000
  tail call void @__cxa_end_catch()
  br label %575

188:                                              ; preds = %181
  %189 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi25EE) #4
  %190 = icmp eq i32 %16, %189
  br i1 %190, label %191, label %195

191:                                              ; preds = %188
  %192 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %193 = load i32, ptr %192, align 4, !tbaa !62
  %194 = add nsw i32 %193, 5000
  tail call void @__cxa_end_catch()
  br label %575

195:                                              ; preds = %188
  %196 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi26EE) #4
  %197 = icmp eq i32 %16, %196
  br i1 %197, label %198, label %202

198:                                              ; preds = %195
  %199 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %200 = load i32, ptr %199, align 4, !tbaa !64
  %201 = add nsw i32 %200, 6000
  tail call void @__cxa_end_catch()
  br label %575

202:                                              ; preds = %195
  %203 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi27EE) #4
  %204 = icmp eq i32 %16, %203
  br i1 %204, label %205, label %209

205:                                              ; preds = %202
  %206 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %207 = load i32, ptr %206, align 4, !tbaa !66
  %208 = add nsw i32 %207, 7000
  tail call void @__cxa_end_catch()
  br label %575

209:                                              ; preds = %202
  %210 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi28EE) #4
  %211 = icmp eq i32 %16, %210
  br i1 %211, label %212, label %216

212:                                              ; preds = %209
  %213 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %214 = load i32, ptr %213, align 4, !tbaa !68
  %215 = add nsw i32 %214, 8000
  tail call void @__cxa_end_catch()
  br label %575

216:                                              ; preds = %209
  %217 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi29EE) #4
  %218 = icmp eq i32 %16, %217
  br i1 %218, label %219, label %223

219:                                              ; preds = %216
  %220 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %221 = load i32, ptr %220, align 4, !tbaa !70
  %222 = add nsw i32 %221, 9000
  tail call void @__cxa_end_catch()
  br label %575

223:                                              ; preds = %216
  %224 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi30EE) #4
  %225 = icmp eq i32 %16, %224
  br i1 %225, label %226, label %229

226:                                              ; preds = %223
  %227 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %228 = load i32, ptr %227, align 4, !tbaa !72
  tail call void @__cxa_end_catch()
  br label %575

229:                                              ; preds = %223
  %230 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi31EE) #4
  %231 = icmp eq i32 %16, %230
  br i1 %231, label %232, label %236

232:                                              ; preds = %229
  %233 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %234 = load i32, ptr %233, align 4, !tbaa !74
  %235 = add nsw i32 %234, 1000
  tail call void @__cxa_end_catch()
  br label %575

236:                                              ; preds = %229
  %237 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi32EE) #4
  %238 = icmp eq i32 %16, %237
  br i1 %238, label %239, label %243

239:                                              ; preds = %236
  %240 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %241 = load i32, ptr %240, align 4, !tbaa !76
  %242 = add nsw i32 %241, 2000
  tail call void @__cxa_end_catch()
  br label %575

243:                                              ; preds = %236
  %244 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi33EE) #4
  %245 = icmp eq i32 %16, %244
  br i1 %245, label %246, label %250

246:                                              ; preds = %243
  %247 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %248 = load i32, ptr %247, align 4, !tbaa !78
  %249 = add nsw i32 %248, 3000
  tail call void @__cxa_end_catch()
  br label %575

250:                                              ; preds = %243
  %251 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi34EE) #4
  %252 = icmp eq i32 %16, %251
  br i1 %252, label %253, label %257

253:                                              ; preds = %250
  %254 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %255 = load i32, ptr %254, align 4, !tbaa !80
  %256 = add nsw i32 %255, 4000
  tail call void @__cxa_end_catch()
  br label %575

257:                                              ; preds = %250
  %258 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi35EE) #4
  %259 = icmp eq i32 %16, %258
  br i1 %259, label %260, label %264

260:                                              ; preds = %257
  %261 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %262 = load i32, ptr %261, align 4, !tbaa !82
  %263 = add nsw i32 %262, 5000
  tail call void @__cxa_end_catch()
  br label %575

264:                                              ; preds = %257
  %265 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi36EE) #4
  %266 = icmp eq i32 %16, %265
  br i1 %266, label %267, label %271

267:                                              ; preds = %264
  %268 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %269 = load i32, ptr %268, align 4, !tbaa !84
  %270 = add nsw i32 %269, 6000
  tail call void @__cxa_end_catch()
  br label %575

271:                                              ; preds = %264
  %272 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi37EE) #4
  %273 = icmp eq i32 %16, %272
  br i1 %273, label %274, label %278

274:                                              ; preds = %271
  %275 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %276 = load i32, ptr %275, align 4, !tbaa !86
  %277 = add nsw i32 %276, 7000
  tail call void @__cxa_end_catch()
  br label %575

278:                                              ; preds = %271
  %279 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi38EE) #4
  %280 = icmp eq i32 %16, %279
  br i1 %280, label %281, label %285

281:                                              ; preds = %278
  %282 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %283 = load i32, ptr %282, align 4, !tbaa !88
  %284 = add nsw i32 %283, 8000
  tail call void @__cxa_end_catch()
  br label %575

285:                                              ; preds = %278
  %286 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi39EE) #4
  %287 = icmp eq i32 %16, %286
  br i1 %287, label %288, label %292

288:                                              ; preds = %285
  %289 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %290 = load i32, ptr %289, align 4, !tbaa !90
  %291 = add nsw i32 %290, 9000
  tail call void @__cxa_end_catch()
  br label %575

292:                                              ; preds = %285
  %293 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi40EE) #4
  %294 = icmp eq i32 %16, %293
  br i1 %294, label %295, label %298

295:                                              ; preds = %292
  %296 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %297 = load i32, ptr %296, align 4, !tbaa !92
  tail call void @__cxa_end_catch()
  br label %575

298:                                              ; preds = %292
  %299 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi41EE) #4
  %300 = icmp eq i32 %16, %299
  br i1 %300, label %301, label %305

301:                                              ; preds = %298
  %302 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %303 = load i32, ptr %302, align 4, !tbaa !94
  %304 = add nsw i32 %303, 1000
  tail call void @__cxa_end_catch()
  br label %575

305:                                              ; preds = %298
  %306 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi42EE) #4
  %307 = icmp eq i32 %16, %306
  br i1 %307, label %308, label %312

308:                                              ; preds = %305
  %309 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %310 = load i32, ptr %309, align 4, !tbaa !96
  %311 = add nsw i32 %310, 2000
  tail call void @__cxa_end_catch()
  br label %575

312:                                              ; preds = %305
  %313 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi43EE) #4
  %314 = icmp eq i32 %16, %313
  br i1 %314, label %315, label %319

315:                                              ; preds = %312
  %316 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %317 = load i32, ptr %316, align 4, !tbaa !98
  %318 = add nsw i32 %317, 3000
  tail call void @__cxa_end_catch()
  br label %575

319:                                              ; preds = %312
  %320 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi44EE) #4
  %321 = icmp eq i32 %16, %320
  br i1 %321, label %322, label %326

322:                                              ; preds = %319
  %323 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %324 = load i32, ptr %323, align 4, !tbaa !100
  %325 = add nsw i32 %324, 4000
  tail call void @__cxa_end_catch()
  br label %575

326:                                              ; preds = %319
  %327 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi45EE) #4
  %328 = icmp eq i32 %16, %327
  br i1 %328, label %329, label %333

329:                                              ; preds = %326
  %330 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %331 = load i32, ptr %330, align 4, !tbaa !102
  %332 = add nsw i32 %331, 5000
  tail call void @__cxa_end_catch()
  br label %575

333:                                              ; preds = %326
  %334 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi46EE) #4
  %335 = icmp eq i32 %16, %334
  br i1 %335, label %336, label %340

336:                                              ; preds = %333
  %337 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %338 = load i32, ptr %337, align 4, !tbaa !104
  %339 = add nsw i32 %338, 6000
  tail call void @__cxa_end_catch()
  br label %575

340:                                              ; preds = %333
  %341 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi47EE) #4
  %342 = icmp eq i32 %16, %341
  br i1 %342, label %343, label %347

343:                                              ; preds = %340
  %344 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %345 = load i32, ptr %344, align 4, !tbaa !106
  %346 = add nsw i32 %345, 7000
  tail call void @__cxa_end_catch()
  br label %575

347:                                              ; preds = %340
  %348 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi48EE) #4
  %349 = icmp eq i32 %16, %348
  br i1 %349, label %350, label %354

350:                                              ; preds = %347
  %351 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %352 = load i32, ptr %351, align 4, !tbaa !108
  %353 = add nsw i32 %352, 8000
  tail call void @__cxa_end_catch()
  br label %575

354:                                              ; preds = %347
  %355 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi49EE) #4
  %356 = icmp eq i32 %16, %355
  br i1 %356, label %357, label %361

357:                                              ; preds = %354
  %358 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %359 = load i32, ptr %358, align 4, !tbaa !110
  %360 = add nsw i32 %359, 9000
  tail call void @__cxa_end_catch()
  br label %575

361:                                              ; preds = %354
  %362 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi50EE) #4
  %363 = icmp eq i32 %16, %362
  br i1 %363, label %364, label %367

364:                                              ; preds = %361
  %365 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %366 = load i32, ptr %365, align 4, !tbaa !112
  tail call void @__cxa_end_catch()
  br label %575

367:                                              ; preds = %361
  %368 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi51EE) #4
  %369 = icmp eq i32 %16, %368
  br i1 %369, label %370, label %374

370:                                              ; preds = %367
  %371 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %372 = load i32, ptr %371, align 4, !tbaa !114
  %373 = add nsw i32 %372, 1000
  tail call void @__cxa_end_catch()
  br label %575

374:                                              ; preds = %367
  %375 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi52EE) #4
  %376 = icmp eq i32 %16, %375
  br i1 %376, label %377, label %381

377:                                              ; preds = %374
  %378 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %379 = load i32, ptr %378, align 4, !tbaa !116
  %380 = add nsw i32 %379, 2000
  tail call void @__cxa_end_catch()
  br label %575

381:                                              ; preds = %374
  %382 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi53EE) #4
  %383 = icmp eq i32 %16, %382
  br i1 %383, label %384, label %388

384:                                              ; preds = %381
  %385 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %386 = load i32, ptr %385, align 4, !tbaa !118
  %387 = add nsw i32 %386, 3000
  tail call void @__cxa_end_catch()
  br label %575

388:                                              ; preds = %381
  %389 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi54EE) #4
  %390 = icmp eq i32 %16, %389
  br i1 %390, label %391, label %395

391:                                              ; preds = %388
  %392 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %393 = load i32, ptr %392, align 4, !tbaa !120
  %394 = add nsw i32 %393, 4000
  tail call void @__cxa_end_catch()
  br label %575

395:                                              ; preds = %388
  %396 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi55EE) #4
  %397 = icmp eq i32 %16, %396
  br i1 %397, label %398, label %402

398:                                              ; preds = %395
  %399 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %400 = load i32, ptr %399, align 4, !tbaa !122
  %401 = add nsw i32 %400, 5000
  tail call void @__cxa_end_catch()
  br label %575

402:                                              ; preds = %395
  %403 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi56EE) #4
  %404 = icmp eq i32 %16, %403
  br i1 %404, label %405, label %409

405:                                              ; preds = %402
  %406 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %407 = load i32, ptr %406, align 4, !tbaa !124
  %408 = add nsw i32 %407, 6000
  tail call void @__cxa_end_catch()
  br label %575

409:                                              ; preds = %402
  %410 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi57EE) #4
  %411 = icmp eq i32 %16, %410
  br i1 %411, label %412, label %416

412:                                              ; preds = %409
  %413 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %414 = load i32, ptr %413, align 4, !tbaa !126
  %415 = add nsw i32 %414, 7000
  tail call void @__cxa_end_catch()
  br label %575

416:                                              ; preds = %409
  %417 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi58EE) #4
  %418 = icmp eq i32 %16, %417
  br i1 %418, label %419, label %423

419:                                              ; preds = %416
  %420 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %421 = load i32, ptr %420, align 4, !tbaa !128
  %422 = add nsw i32 %421, 8000
  tail call void @__cxa_end_catch()
  br label %575

423:                                              ; preds = %416
  %424 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi59EE) #4
  %425 = icmp eq i32 %16, %424
  br i1 %425, label %426, label %430

426:                                              ; preds = %423
  %427 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %428 = load i32, ptr %427, align 4, !tbaa !130
  %429 = add nsw i32 %428, 9000
  tail call void @__cxa_end_catch()
  br label %575

430:                                              ; preds = %423
  %431 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi60EE) #4
  %432 = icmp eq i32 %16, %431
  br i1 %432, label %433, label %436

433:                                              ; preds = %430
  %434 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %435 = load i32, ptr %434, align 4, !tbaa !132
  tail call void @__cxa_end_catch()
  br label %575

436:                                              ; preds = %430
  %437 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi61EE) #4
  %438 = icmp eq i32 %16, %437
  br i1 %438, label %439, label %443

439:                                              ; preds = %436
  %440 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %441 = load i32, ptr %440, align 4, !tbaa !134
  %442 = add nsw i32 %441, 1000
  tail call void @__cxa_end_catch()
  br label %575

443:                                              ; preds = %436
  %444 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi62EE) #4
  %445 = icmp eq i32 %16, %444
  br i1 %445, label %446, label %450

446:                                              ; preds = %443
  %447 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %448 = load i32, ptr %447, align 4, !tbaa !136
  %449 = add nsw i32 %448, 2000
  tail call void @__cxa_end_catch()
  br label %575

450:                                              ; preds = %443
  %451 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi63EE) #4
  %452 = icmp eq i32 %16, %451
  br i1 %452, label %453, label %457

453:                                              ; preds = %450
  %454 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %455 = load i32, ptr %454, align 4, !tbaa !138
  %456 = add nsw i32 %455, 3000
  tail call void @__cxa_end_catch()
  br label %575

457:                                              ; preds = %450
  %458 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi64EE) #4
  %459 = icmp eq i32 %16, %458
  br i1 %459, label %460, label %464

460:                                              ; preds = %457
  %461 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %462 = load i32, ptr %461, align 4, !tbaa !140
  %463 = add nsw i32 %462, 4000
  tail call void @__cxa_end_catch()
  br label %575

464:                                              ; preds = %457
  %465 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi65EE) #4
  %466 = icmp eq i32 %16, %465
  br i1 %466, label %467, label %471

467:                                              ; preds = %464
  %468 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %469 = load i32, ptr %468, align 4, !tbaa !142
  %470 = add nsw i32 %469, 5000
  tail call void @__cxa_end_catch()
  br label %575

471:                                              ; preds = %464
  %472 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi66EE) #4
  %473 = icmp eq i32 %16, %472
  br i1 %473, label %474, label %478

474:                                              ; preds = %471
  %475 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %476 = load i32, ptr %475, align 4, !tbaa !144
  %477 = add nsw i32 %476, 6000
  tail call void @__cxa_end_catch()
  br label %575

478:                                              ; preds = %471
  %479 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi67EE) #4
  %480 = icmp eq i32 %16, %479
  br i1 %480, label %481, label %485

481:                                              ; preds = %478
  %482 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %483 = load i32, ptr %482, align 4, !tbaa !146
  %484 = add nsw i32 %483, 7000
  tail call void @__cxa_end_catch()
  br label %575

485:                                              ; preds = %478
  %486 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi68EE) #4
  %487 = icmp eq i32 %16, %486
  br i1 %487, label %488, label %492

488:                                              ; preds = %485
  %489 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %490 = load i32, ptr %489, align 4, !tbaa !148
  %491 = add nsw i32 %490, 8000
  tail call void @__cxa_end_catch()
  br label %575

492:                                              ; preds = %485
  %493 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi69EE) #4
  %494 = icmp eq i32 %16, %493
  br i1 %494, label %495, label %499

495:                                              ; preds = %492
  %496 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %497 = load i32, ptr %496, align 4, !tbaa !150
  %498 = add nsw i32 %497, 9000
  tail call void @__cxa_end_catch()
  br label %575

499:                                              ; preds = %492
  %500 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi70EE) #4
  %501 = icmp eq i32 %16, %500
  br i1 %501, label %502, label %505

502:                                              ; preds = %499
  %503 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %504 = load i32, ptr %503, align 4, !tbaa !152
  tail call void @__cxa_end_catch()
  br label %575

505:                                              ; preds = %499
  %506 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi71EE) #4
  %507 = icmp eq i32 %16, %506
  br i1 %507, label %508, label %512

508:                                              ; preds = %505
  %509 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %510 = load i32, ptr %509, align 4, !tbaa !154
  %511 = add nsw i32 %510, 1000
  tail call void @__cxa_end_catch()
  br label %575

512:                                              ; preds = %505
  %513 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi72EE) #4
  %514 = icmp eq i32 %16, %513
  br i1 %514, label %515, label %519

515:                                              ; preds = %512
  %516 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %517 = load i32, ptr %516, align 4, !tbaa !156
  %518 = add nsw i32 %517, 2000
  tail call void @__cxa_end_catch()
  br label %575

519:                                              ; preds = %512
  %520 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi73EE) #4
  %521 = icmp eq i32 %16, %520
  br i1 %521, label %522, label %526

522:                                              ; preds = %519
  %523 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %524 = load i32, ptr %523, align 4, !tbaa !158
  %525 = add nsw i32 %524, 3000
  tail call void @__cxa_end_catch()
  br label %575

526:                                              ; preds = %519
  %527 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi74EE) #4
  %528 = icmp eq i32 %16, %527
  br i1 %528, label %529, label %533

529:                                              ; preds = %526
  %530 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %531 = load i32, ptr %530, align 4, !tbaa !160
  %532 = add nsw i32 %531, 4000
  tail call void @__cxa_end_catch()
  br label %575

533:                                              ; preds = %526
  %534 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi75EE) #4
  %535 = icmp eq i32 %16, %534
  br i1 %535, label %536, label %540

536:                                              ; preds = %533
  %537 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %538 = load i32, ptr %537, align 4, !tbaa !162
  %539 = add nsw i32 %538, 5000
  tail call void @__cxa_end_catch()
  br label %575

540:                                              ; preds = %533
  %541 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi76EE) #4
  %542 = icmp eq i32 %16, %541
  br i1 %542, label %543, label %547

543:                                              ; preds = %540
  %544 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %545 = load i32, ptr %544, align 4, !tbaa !164
  %546 = add nsw i32 %545, 6000
  tail call void @__cxa_end_catch()
  br label %575

547:                                              ; preds = %540
  %548 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi77EE) #4
  %549 = icmp eq i32 %16, %548
  br i1 %549, label %550, label %554

550:                                              ; preds = %547
  %551 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %552 = load i32, ptr %551, align 4, !tbaa !166
  %553 = add nsw i32 %552, 7000
  tail call void @__cxa_end_catch()
  br label %575

554:                                              ; preds = %547
  %555 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi78EE) #4
  %556 = icmp eq i32 %16, %555
  br i1 %556, label %557, label %561

557:                                              ; preds = %554
  %558 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %559 = load i32, ptr %558, align 4, !tbaa !168
  %560 = add nsw i32 %559, 8000
  tail call void @__cxa_end_catch()
  br label %575

561:                                              ; preds = %554
  %562 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3TagILi79EE) #4
  %563 = icmp eq i32 %16, %562
  br i1 %563, label %564, label %568

564:                                              ; preds = %561
  %565 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %566 = load i32, ptr %565, align 4, !tbaa !170
  %567 = add nsw i32 %566, 9000
  tail call void @__cxa_end_catch()
  br label %575

568:                                              ; preds = %561
  %569 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %570 = icmp eq i32 %16, %569
  br i1 %570, label %571, label %577

571:                                              ; preds = %568
  %572 = tail call ptr @__cxa_begin_catch(ptr %15) #4
  %573 = load i32, ptr %572, align 4, !tbaa !6
  %574 = sub nsw i32 0, %573
  tail call void @__cxa_end_catch() #4
  br label %575

575:                                              ; preds = %19, %25, %32, %39, %46, %53, %60, %67, %74, %81, %88, %94, %101, %108, %115, %122, %129, %136, %143, %150, %157, %163, %170, %177, %184, %191, %198, %205, %212, %219, %226, %232, %239, %246, %253, %260, %267, %274, %281, %288, %295, %301, %308, %315, %322, %329, %336, %343, %350, %357, %364, %370, %377, %384, %391, %398, %405, %412, %419, %426, %433, %439, %446, %453, %460, %467, %474, %481, %488, %495, %502, %508, %515, %522, %529, %536, %543, %550, %557, %564, %571
  %576 = phi i32 [ %21, %19 ], [ %28, %25 ], [ %35, %32 ], [ %42, %39 ], [ %49, %46 ], [ %56, %53 ], [ %63, %60 ], [ %70, %67 ], [ %77, %74 ], [ %84, %81 ], [ %90, %88 ], [ %97, %94 ], [ %104, %101 ], [ %111, %108 ], [ %118, %115 ], [ %125, %122 ], [ %132, %129 ], [ %139, %136 ], [ %146, %143 ], [ %153, %150 ], [ %159, %157 ], [ %166, %163 ], [ %173, %170 ], [ %180, %177 ], [ %187, %184 ], [ %194, %191 ], [ %201, %198 ], [ %208, %205 ], [ %215, %212 ], [ %222, %219 ], [ %228, %226 ], [ %235, %232 ], [ %242, %239 ], [ %249, %246 ], [ %256, %253 ], [ %263, %260 ], [ %270, %267 ], [ %277, %274 ], [ %284, %281 ], [ %291, %288 ], [ %297, %295 ], [ %304, %301 ], [ %311, %308 ], [ %318, %315 ], [ %325, %322 ], [ %332, %329 ], [ %339, %336 ], [ %346, %343 ], [ %353, %350 ], [ %360, %357 ], [ %366, %364 ], [ %373, %370 ], [ %380, %377 ], [ %387, %384 ], [ %394, %391 ], [ %401, %398 ], [ %408, %405 ], [ %415, %412 ], [ %422, %419 ], [ %429, %426 ], [ %435, %433 ], [ %442, %439 ], [ %449, %446 ], [ %456, %453 ], [ %463, %460 ], [ %470, %467 ], [ %477, %474 ], [ %484, %481 ], [ %491, %488 ], [ %498, %495 ], [ %504, %502 ], [ %511, %508 ], [ %518, %515 ], [ %525, %522 ], [ %532, %529 ], [ %539, %536 ], [ %546, %543 ], [ %553, %550 ], [ %560, %557 ], [ %567, %564 ], [ %574, %571 ]
  ret i32 %576

577:                                              ; preds = %568
  resume { ptr, i32 } %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef range(i32 0, 721) i32 @_ZL13long_functionv() unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 0)
          to label %2 unwind label %1200

2:                                                ; preds = %0
  %3 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL9destroyed, align 4, !tbaa !6
  %5 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 80)
          to label %6 unwind label %1202

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %8 = add nsw i32 %7, 2
  store i32 %8, ptr @_ZL9destroyed, align 4, !tbaa !6
  %9 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 160)
          to label %10 unwind label %1204

10:                                               ; preds = %6
  %11 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %12 = add nsw i32 %11, 3
  store i32 %12, ptr @_ZL9destroyed, align 4, !tbaa !6
  %13 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 1)
          to label %14 unwind label %1206

14:                                               ; preds = %10
  %15 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @_ZL9destroyed, align 4, !tbaa !6
  %17 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 81)
          to label %18 unwind label %1208

18:                                               ; preds = %14
  %19 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %20 = add nsw i32 %19, 2
  store i32 %20, ptr @_ZL9destroyed, align 4, !tbaa !6
  %21 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 161)
          to label %22 unwind label %1210

22:                                               ; preds = %18
  %23 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %24 = add nsw i32 %23, 3
  store i32 %24, ptr @_ZL9destroyed, align 4, !tbaa !6
  %25 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 2)
          to label %26 unwind label %1212

26:                                               ; preds = %22
  %27 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @_ZL9destroyed, align 4, !tbaa !6
  %29 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 82)
          to label %30 unwind label %1214

30:                                               ; preds = %26
  %31 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %32 = add nsw i32 %31, 2
  store i32 %32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %33 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 162)
          to label %34 unwind label %1216

34:                                               ; preds = %30
  %35 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %36 = add nsw i32 %35, 3
  store i32 %36, ptr @_ZL9destroyed, align 4, !tbaa !6
  %37 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 3)
          to label %38 unwind label %1218

38:                                               ; preds = %34
  %39 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr @_ZL9destroyed, align 4, !tbaa !6
  %41 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 83)
          to label %42 unwind label %1220

42:                                               ; preds = %38
  %43 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %44 = add nsw i32 %43, 2
  store i32 %44, ptr @_ZL9destroyed, align 4, !tbaa !6
  %45 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 163)
          to label %46 unwind label %1222

46:                                               ; preds = %42
  %47 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %48 = add nsw i32 %47, 3
  store i32 %48, ptr @_ZL9destroyed, align 4, !tbaa !6
  %49 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 4)
          to label %50 unwind label %1224

50:                                               ; preds = %46
  %51 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @_ZL9destroyed, align 4, !tbaa !6
  %53 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 84)
          to label %54 unwind label %1226

54:                                               ; preds = %50
  %55 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %56 = add nsw i32 %55, 2
  store i32 %56, ptr @_ZL9destroyed, align 4, !tbaa !6
  %57 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 164)
          to label %58 unwind label %1228

58:                                               ; preds = %54
  %59 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %60 = add nsw i32 %59, 3
  store i32 %60, ptr @_ZL9destroyed, align 4, !tbaa !6
  %61 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 5)
          to label %62 unwind label %1230

62:                                               ; preds = %58
  %63 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr @_ZL9destroyed, align 4, !tbaa !6
  %65 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 85)
          to label %66 unwind label %1232

66:                                               ; preds = %62
  %67 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %68 = add nsw i32 %67, 2
  store i32 %68, ptr @_ZL9destroyed, align 4, !tbaa !6
  %69 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 165)
          to label %70 unwind label %1234

70:                                               ; preds = %66
  %71 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %72 = add nsw i32 %71, 3
  store i32 %72, ptr @_ZL9destroyed, align 4, !tbaa !6
  %73 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 6)
          to label %74 unwind label %1236

74:                                               ; preds = %70
  %75 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr @_ZL9destroyed, align 4, !tbaa !6
  %77 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 86)
          to label %78 unwind label %1238

78:                                               ; preds = %74
  %79 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %80 = add nsw i32 %79, 2
  store i32 %80, ptr @_ZL9destroyed, align 4, !tbaa !6
  %81 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 166)
          to label %82 unwind label %1240

82:                                               ; preds = %78
  %83 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %84 = add nsw i32 %83, 3
  store i32 %84, ptr @_ZL9destroyed, align 4, !tbaa !6
  %85 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 7)
          to label %86 unwind label %1242

86:                                               ; preds = %82
  %87 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr @_ZL9destroyed, align 4, !tbaa !6
  %89 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 87)
          to label %90 unwind label %1244

90:                                               ; preds = %86
  %91 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %92 = add nsw i32 %91, 2
  store i32 %92, ptr @_ZL9destroyed, align 4, !tbaa !6
  %93 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 167)
          to label %94 unwind label %1246

94:                                               ; preds = %90
  %95 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %96 = add nsw i32 %95, 3
  store i32 %96, ptr @_ZL9destroyed, align 4, !tbaa !6
  %97 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 8)
          to label %98 unwind label %1248

98:                                               ; preds = %94
  %99 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr @_ZL9destroyed, align 4, !tbaa !6
  %101 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 88)
          to label %102 unwind label %1250

102:                                              ; preds = %98
  %103 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %104 = add nsw i32 %103, 2
  store i32 %104, ptr @_ZL9destroyed, align 4, !tbaa !6
  %105 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 168)
          to label %106 unwind label %1252

106:                                              ; preds = %102
  %107 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %108 = add nsw i32 %107, 3
  store i32 %108, ptr @_ZL9destroyed, align 4, !tbaa !6
  %109 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 9)
          to label %110 unwind label %1254

110:                                              ; preds = %106
  %111 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr @_ZL9destroyed, align 4, !tbaa !6
  %113 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 89)
          to label %114 unwind label %1256

114:                                              ; preds = %110
  %115 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %116 = add nsw i32 %115, 2
  store i32 %116, ptr @_ZL9destroyed, align 4, !tbaa !6
  %117 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 169)
          to label %118 unwind label %1258

118:                                              ; preds = %114
  %119 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %120 = add nsw i32 %119, 3
  store i32 %120, ptr @_ZL9destroyed, align 4, !tbaa !6
  %121 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 10)
          to label %122 unwind label %1260

122:                                              ; preds = %118
  %123 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr @_ZL9destroyed, align 4, !tbaa !6
  %125 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 90)
          to label %126 unwind label %1262

126:                                              ; preds = %122
  %127 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %128 = add nsw i32 %127, 2
  store i32 %128, ptr @_ZL9destroyed, align 4, !tbaa !6
  %129 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 170)
          to label %130 unwind label %1264

130:                                              ; preds = %126
  %131 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %132 = add nsw i32 %131, 3
  store i32 %132, ptr @_ZL9destroyed, align 4, !tbaa !6
  %133 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 11)
          to label %134 unwind label %1266

134:                                              ; preds = %130
  %135 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @_ZL9destroyed, align 4, !tbaa !6
  %137 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 91)
          to label %138 unwind label %1268

138:                                              ; preds = %134
  %139 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %140 = add nsw i32 %139, 2
  store i32 %140, ptr @_ZL9destroyed, align 4, !tbaa !6
  %141 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 171)
          to label %142 unwind label %1270

142:                                              ; preds = %138
  %143 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %144 = add nsw i32 %143, 3
  store i32 %144, ptr @_ZL9destroyed, align 4, !tbaa !6
  %145 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 12)
          to label %146 unwind label %1272

146:                                              ; preds = %142
  %147 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr @_ZL9destroyed, align 4, !tbaa !6
  %149 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 92)
          to label %150 unwind label %1274

150:                                              ; preds = %146
  %151 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %152 = add nsw i32 %151, 2
  store i32 %152, ptr @_ZL9destroyed, align 4, !tbaa !6
  %153 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 172)
          to label %154 unwind label %1276

154:                                              ; preds = %150
  %155 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %156 = add nsw i32 %155, 3
  store i32 %156, ptr @_ZL9destroyed, align 4, !tbaa !6
  %157 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 13)
          to label %158 unwind label %1278

158:                                              ; preds = %154
  %159 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @_ZL9destroyed, align 4, !tbaa !6
  %161 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 93)
          to label %162 unwind label %1280

162:                                              ; preds = %158
  %163 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %164 = add nsw i32 %163, 2
  store i32 %164, ptr @_ZL9destroyed, align 4, !tbaa !6
  %165 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 173)
          to label %166 unwind label %1282

166:                                              ; preds = %162
  %167 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %168 = add nsw i32 %167, 3
  store i32 %168, ptr @_ZL9destroyed, align 4, !tbaa !6
  %169 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 14)
          to label %170 unwind label %1284

170:                                              ; preds = %166
  %171 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr @_ZL9destroyed, align 4, !tbaa !6
  %173 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 94)
          to label %174 unwind label %1286

174:                                              ; preds = %170
  %175 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %176 = add nsw i32 %175, 2
  store i32 %176, ptr @_ZL9destroyed, align 4, !tbaa !6
  %177 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 174)
          to label %178 unwind label %1288

178:                                              ; preds = %174
  %179 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %180 = add nsw i32 %179, 3
  store i32 %180, ptr @_ZL9destroyed, align 4, !tbaa !6
  %181 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 15)
          to label %182 unwind label %1290

182:                                              ; preds = %178
  %183 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr @_ZL9destroyed, align 4, !tbaa !6
  %185 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 95)
          to label %186 unwind label %1292

186:                                              ; preds = %182
  %187 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %188 = add nsw i32 %187, 2
  store i32 %188, ptr @_ZL9destroyed, align 4, !tbaa !6
  %189 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 175)
          to label %190 unwind label %1294

190:                                              ; preds = %186
  %191 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %192 = add nsw i32 %191, 3
  store i32 %192, ptr @_ZL9destroyed, align 4, !tbaa !6
  %193 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 16)
          to label %194 unwind label %1296

194:                                              ; preds = %190
  %195 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr @_ZL9destroyed, align 4, !tbaa !6
  %197 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 96)
          to label %198 unwind label %1298

198:                                              ; preds = %194
  %199 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %200 = add nsw i32 %199, 2
  store i32 %200, ptr @_ZL9destroyed, align 4, !tbaa !6
  %201 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 176)
          to label %202 unwind label %1300

202:                                              ; preds = %198
  %203 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %204 = add nsw i32 %203, 3
  store i32 %204, ptr @_ZL9destroyed, align 4, !tbaa !6
  %205 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 17)
          to label %206 unwind label %1302

206:                                              ; preds = %202
  %207 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @_ZL9destroyed, align 4, !tbaa !6
  %209 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 97)
          to label %210 unwind label %1304

210:                                              ; preds = %206
  %211 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %212 = add nsw i32 %211, 2
  store i32 %212, ptr @_ZL9destroyed, align 4, !tbaa !6
  %213 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 177)
          to label %214 unwind label %1306

214:                                              ; preds = %210
  %215 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %216 = add nsw i32 %215, 3
  store i32 %216, ptr @_ZL9destroyed, align 4, !tbaa !6
  %217 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 18)
          to label %218 unwind label %1308

218:                                              ; preds = %214
  %219 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr @_ZL9destroyed, align 4, !tbaa !6
  %221 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 98)
          to label %222 unwind label %1310

222:                                              ; preds = %218
  %223 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %224 = add nsw i32 %223, 2
  store i32 %224, ptr @_ZL9destroyed, align 4, !tbaa !6
  %225 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 178)
          to label %226 unwind label %1312

226:                                              ; preds = %222
  %227 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %228 = add nsw i32 %227, 3
  store i32 %228, ptr @_ZL9destroyed, align 4, !tbaa !6
  %229 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 19)
          to label %230 unwind label %1314

230:                                              ; preds = %226
  %231 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr @_ZL9destroyed, align 4, !tbaa !6
  %233 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 99)
          to label %234 unwind label %1316

234:                                              ; preds = %230
  %235 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %236 = add nsw i32 %235, 2
  store i32 %236, ptr @_ZL9destroyed, align 4, !tbaa !6
  %237 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 179)
          to label %238 unwind label %1318

238:                                              ; preds = %234
  %239 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %240 = add nsw i32 %239, 3
  store i32 %240, ptr @_ZL9destroyed, align 4, !tbaa !6
  %241 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 20)
          to label %242 unwind label %1320

242:                                              ; preds = %238
  %243 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr @_ZL9destroyed, align 4, !tbaa !6
  %245 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 100)
          to label %246 unwind label %1322

246:                                              ; preds = %242
  %247 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %248 = add nsw i32 %247, 2
  store i32 %248, ptr @_ZL9destroyed, align 4, !tbaa !6
  %249 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 180)
          to label %250 unwind label %1324

250:                                              ; preds = %246
  %251 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %252 = add nsw i32 %251, 3
  store i32 %252, ptr @_ZL9destroyed, align 4, !tbaa !6
  %253 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 21)
          to label %254 unwind label %1326

254:                                              ; preds = %250
  %255 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr @_ZL9destroyed, align 4, !tbaa !6
  %257 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 101)
          to label %258 unwind label %1328

258:                                              ; preds = %254
  %259 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %260 = add nsw i32 %259, 2
  store i32 %260, ptr @_ZL9destroyed, align 4, !tbaa !6
  %261 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 181)
          to label %262 unwind label %1330

262:                                              ; preds = %258
  %263 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %264 = add nsw i32 %263, 3
  store i32 %264, ptr @_ZL9destroyed, align 4, !tbaa !6
  %265 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 22)
          to label %266 unwind label %1332

266:                                              ; preds = %262
  %267 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr @_ZL9destroyed, align 4, !tbaa !6
  %269 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 102)
          to label %270 unwind label %1334

270:                                              ; preds = %266
  %271 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %272 = add nsw i32 %271, 2
  store i32 %272, ptr @_ZL9destroyed, align 4, !tbaa !6
  %273 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 182)
          to label %274 unwind label %1336

274:                                              ; preds = %270
  %275 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %276 = add nsw i32 %275, 3
  store i32 %276, ptr @_ZL9destroyed, align 4, !tbaa !6
  %277 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 23)
          to label %278 unwind label %1338

278:                                              ; preds = %274
  %279 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr @_ZL9destroyed, align 4, !tbaa !6
  %281 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 103)
          to label %282 unwind label %1340

282:                                              ; preds = %278
  %283 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %284 = add nsw i32 %283, 2
  store i32 %284, ptr @_ZL9destroyed, align 4, !tbaa !6
  %285 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 183)
          to label %286 unwind label %1342

286:                                              ; preds = %282
  %287 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %288 = add nsw i32 %287, 3
  store i32 %288, ptr @_ZL9destroyed, align 4, !tbaa !6
  %289 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 24)
          to label %290 unwind label %1344

290:                                              ; preds = %286
  %291 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr @_ZL9destroyed, align 4, !tbaa !6
  %293 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 104)
          to label %294 unwind label %1346

294:                                              ; preds = %290
  %295 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %296 = add nsw i32 %295, 2
  store i32 %296, ptr @_ZL9destroyed, align 4, !tbaa !6
  %297 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 184)
          to label %298 unwind label %1348

298:                                              ; preds = %294
  %299 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %300 = add nsw i32 %299, 3
  store i32 %300, ptr @_ZL9destroyed, align 4, !tbaa !6
  %301 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 25)
          to label %302 unwind label %1350

302:                                              ; preds = %298
  %303 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr @_ZL9destroyed, align 4, !tbaa !6
  %305 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 105)
          to label %306 unwind label %1352

306:                                              ; preds = %302
  %307 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %308 = add nsw i32 %307, 2
  store i32 %308, ptr @_ZL9destroyed, align 4, !tbaa !6
  %309 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 185)
          to label %310 unwind label %1354

310:                                              ; preds = %306
  %311 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %312 = add nsw i32 %311, 3
  store i32 %312, ptr @_ZL9destroyed, align 4, !tbaa !6
  %313 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 26)
          to label %314 unwind label %1356

314:                                              ; preds = %310
  %315 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr @_ZL9destroyed, align 4, !tbaa !6
  %317 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 106)
          to label %318 unwind label %1358

318:                                              ; preds = %314
  %319 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %320 = add nsw i32 %319, 2
  store i32 %320, ptr @_ZL9destroyed, align 4, !tbaa !6
  %321 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 186)
          to label %322 unwind label %1360

322:                                              ; preds = %318
  %323 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %324 = add nsw i32 %323, 3
  store i32 %324, ptr @_ZL9destroyed, align 4, !tbaa !6
  %325 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 27)
          to label %326 unwind label %1362

326:                                              ; preds = %322
  %327 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %328 = add nsw i32 %327, 1
  store i32 %328, ptr @_ZL9destroyed, align 4, !tbaa !6
  %329 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 107)
          to label %330 unwind label %1364

330:                                              ; preds = %326
  %331 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %332 = add nsw i32 %331, 2
  store i32 %332, ptr @_ZL9destroyed, align 4, !tbaa !6
  %333 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 187)
          to label %334 unwind label %1366

334:                                              ; preds = %330
  %335 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %336 = add nsw i32 %335, 3
  store i32 %336, ptr @_ZL9destroyed, align 4, !tbaa !6
  %337 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 28)
          to label %338 unwind label %1368

338:                                              ; preds = %334
  %339 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %340 = add nsw i32 %339, 1
  store i32 %340, ptr @_ZL9destroyed, align 4, !tbaa !6
  %341 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 108)
          to label %342 unwind label %1370

342:                                              ; preds = %338
  %343 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %344 = add nsw i32 %343, 2
  store i32 %344, ptr @_ZL9destroyed, align 4, !tbaa !6
  %345 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 188)
          to label %346 unwind label %1372

346:                                              ; preds = %342
  %347 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %348 = add nsw i32 %347, 3
  store i32 %348, ptr @_ZL9destroyed, align 4, !tbaa !6
  %349 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 29)
          to label %350 unwind label %1374

350:                                              ; preds = %346
  %351 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr @_ZL9destroyed, align 4, !tbaa !6
  %353 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 109)
          to label %354 unwind label %1376

354:                                              ; preds = %350
  %355 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %356 = add nsw i32 %355, 2
  store i32 %356, ptr @_ZL9destroyed, align 4, !tbaa !6
  %357 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 189)
          to label %358 unwind label %1378

358:                                              ; preds = %354
  %359 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %360 = add nsw i32 %359, 3
  store i32 %360, ptr @_ZL9destroyed, align 4, !tbaa !6
  %361 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 30)
          to label %362 unwind label %1380

362:                                              ; preds = %358
  %363 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr @_ZL9destroyed, align 4, !tbaa !6
  %365 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 110)
          to label %366 unwind label %1382

366:                                              ; preds = %362
  %367 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %368 = add nsw i32 %367, 2
  store i32 %368, ptr @_ZL9destroyed, align 4, !tbaa !6
  %369 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 190)
          to label %370 unwind label %1384

370:                                              ; preds = %366
  %371 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %372 = add nsw i32 %371, 3
  store i32 %372, ptr @_ZL9destroyed, align 4, !tbaa !6
  %373 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 31)
          to label %374 unwind label %1386

374:                                              ; preds = %370
  %375 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %376 = add nsw i32 %375, 1
  store i32 %376, ptr @_ZL9destroyed, align 4, !tbaa !6
  %377 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 111)
          to label %378 unwind label %1388

378:                                              ; preds = %374
  %379 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %380 = add nsw i32 %379, 2
  store i32 %380, ptr @_ZL9destroyed, align 4, !tbaa !6
  %381 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 191)
          to label %382 unwind label %1390

382:                                              ; preds = %378
  %383 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %384 = add nsw i32 %383, 3
  store i32 %384, ptr @_ZL9destroyed, align 4, !tbaa !6
  %385 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 32)
          to label %386 unwind label %1392

386:                                              ; preds = %382
  %387 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %388 = add nsw i32 %387, 1
  store i32 %388, ptr @_ZL9destroyed, align 4, !tbaa !6
  %389 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 112)
          to label %390 unwind label %1394

390:                                              ; preds = %386
  %391 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %392 = add nsw i32 %391, 2
  store i32 %392, ptr @_ZL9destroyed, align 4, !tbaa !6
  %393 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 192)
          to label %394 unwind label %1396

394:                                              ; preds = %390
  %395 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %396 = add nsw i32 %395, 3
  store i32 %396, ptr @_ZL9destroyed, align 4, !tbaa !6
  %397 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 33)
          to label %398 unwind label %1398

398:                                              ; preds = %394
  %399 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %400 = add nsw i32 %399, 1
  store i32 %400, ptr @_ZL9destroyed, align 4, !tbaa !6
  %401 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 113)
          to label %402 unwind label %1400

402:                                              ; preds = %398
  %403 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %404 = add nsw i32 %403, 2
  store i32 %404, ptr @_ZL9destroyed, align 4, !tbaa !6
  %405 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 193)
          to label %406 unwind label %1402

406:                                              ; preds = %402
  %407 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %408 = add nsw i32 %407, 3
  store i32 %408, ptr @_ZL9destroyed, align 4, !tbaa !6
  %409 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 34)
          to label %410 unwind label %1404

410:                                              ; preds = %406
  %411 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr @_ZL9destroyed, align 4, !tbaa !6
  %413 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 114)
          to label %414 unwind label %1406

414:                                              ; preds = %410
  %415 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %416 = add nsw i32 %415, 2
  store i32 %416, ptr @_ZL9destroyed, align 4, !tbaa !6
  %417 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 194)
          to label %418 unwind label %1408

418:                                              ; preds = %414
  %419 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %420 = add nsw i32 %419, 3
  store i32 %420, ptr @_ZL9destroyed, align 4, !tbaa !6
  %421 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 35)
          to label %422 unwind label %1410

422:                                              ; preds = %418
  %423 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr @_ZL9destroyed, align 4, !tbaa !6
  %425 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 115)
          to label %426 unwind label %1412

426:                                              ; preds = %422
  %427 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %428 = add nsw i32 %427, 2
  store i32 %428, ptr @_ZL9destroyed, align 4, !tbaa !6
  %429 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 195)
          to label %430 unwind label %1414

430:                                              ; preds = %426
  %431 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %432 = add nsw i32 %431, 3
  store i32 %432, ptr @_ZL9destroyed, align 4, !tbaa !6
  %433 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 36)
          to label %434 unwind label %1416

434:                                              ; preds = %430
  %435 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %436 = add nsw i32 %435, 1
  store i32 %436, ptr @_ZL9destroyed, align 4, !tbaa !6
  %437 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 116)
          to label %438 unwind label %1418

438:                                              ; preds = %434
  %439 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %440 = add nsw i32 %439, 2
  store i32 %440, ptr @_ZL9destroyed, align 4, !tbaa !6
  %441 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 196)
          to label %442 unwind label %1420

442:                                              ; preds = %438
  %443 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %444 = add nsw i32 %443, 3
  store i32 %444, ptr @_ZL9destroyed, align 4, !tbaa !6
  %445 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 37)
          to label %446 unwind label %1422

446:                                              ; preds = %442
  %447 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %448 = add nsw i32 %447, 1
  store i32 %448, ptr @_ZL9destroyed, align 4, !tbaa !6
  %449 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 117)
          to label %450 unwind label %1424

450:                                              ; preds = %446
  %451 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %452 = add nsw i32 %451, 2
  store i32 %452, ptr @_ZL9destroyed, align 4, !tbaa !6
  %453 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 197)
          to label %454 unwind label %1426

454:                                              ; preds = %450
  %455 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %456 = add nsw i32 %455, 3
  store i32 %456, ptr @_ZL9destroyed, align 4, !tbaa !6
  %457 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 38)
          to label %458 unwind label %1428

458:                                              ; preds = %454
  %459 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr @_ZL9destroyed, align 4, !tbaa !6
  %461 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 118)
          to label %462 unwind label %1430

462:                                              ; preds = %458
  %463 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %464 = add nsw i32 %463, 2
  store i32 %464, ptr @_ZL9destroyed, align 4, !tbaa !6
  %465 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 198)
          to label %466 unwind label %1432

466:                                              ; preds = %462
  %467 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %468 = add nsw i32 %467, 3
  store i32 %468, ptr @_ZL9destroyed, align 4, !tbaa !6
  %469 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 39)
          to label %470 unwind label %1434

470:                                              ; preds = %466
  %471 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %472 = add nsw i32 %471, 1
  store i32 %472, ptr @_ZL9destroyed, align 4, !tbaa !6
  %473 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 119)
          to label %474 unwind label %1436

474:                                              ; preds = %470
  %475 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %476 = add nsw i32 %475, 2
  store i32 %476, ptr @_ZL9destroyed, align 4, !tbaa !6
  %477 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 199)
          to label %478 unwind label %1438

478:                                              ; preds = %474
  %479 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %480 = add nsw i32 %479, 3
  store i32 %480, ptr @_ZL9destroyed, align 4, !tbaa !6
  %481 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 40)
          to label %482 unwind label %1440

482:                                              ; preds = %478
  %483 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %484 = add nsw i32 %483, 1
  store i32 %484, ptr @_ZL9destroyed, align 4, !tbaa !6
  %485 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 120)
          to label %486 unwind label %1442

486:                                              ; preds = %482
  %487 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %488 = add nsw i32 %487, 2
  store i32 %488, ptr @_ZL9destroyed, align 4, !tbaa !6
  %489 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 200)
          to label %490 unwind label %1444

490:                                              ; preds = %486
  %491 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %492 = add nsw i32 %491, 3
  store i32 %492, ptr @_ZL9destroyed, align 4, !tbaa !6
  %493 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 41)
          to label %494 unwind label %1446

494:                                              ; preds = %490
  %495 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %496 = add nsw i32 %495, 1
  store i32 %496, ptr @_ZL9destroyed, align 4, !tbaa !6
  %497 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 121)
          to label %498 unwind label %1448

498:                                              ; preds = %494
  %499 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %500 = add nsw i32 %499, 2
  store i32 %500, ptr @_ZL9destroyed, align 4, !tbaa !6
  %501 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 201)
          to label %502 unwind label %1450

502:                                              ; preds = %498
  %503 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %504 = add nsw i32 %503, 3
  store i32 %504, ptr @_ZL9destroyed, align 4, !tbaa !6
  %505 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 42)
          to label %506 unwind label %1452

506:                                              ; preds = %502
  %507 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %508 = add nsw i32 %507, 1
  store i32 %508, ptr @_ZL9destroyed, align 4, !tbaa !6
  %509 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 122)
          to label %510 unwind label %1454

510:                                              ; preds = %506
  %511 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %512 = add nsw i32 %511, 2
  store i32 %512, ptr @_ZL9destroyed, align 4, !tbaa !6
  %513 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 202)
          to label %514 unwind label %1456

514:                                              ; preds = %510
  %515 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %516 = add nsw i32 %515, 3
  store i32 %516, ptr @_ZL9destroyed, align 4, !tbaa !6
  %517 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 43)
          to label %518 unwind label %1458

518:                                              ; preds = %514
  %519 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %520 = add nsw i32 %519, 1
  store i32 %520, ptr @_ZL9destroyed, align 4, !tbaa !6
  %521 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 123)
          to label %522 unwind label %1460

522:                                              ; preds = %518
  %523 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %524 = add nsw i32 %523, 2
  store i32 %524, ptr @_ZL9destroyed, align 4, !tbaa !6
  %525 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 203)
          to label %526 unwind label %1462

526:                                              ; preds = %522
  %527 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %528 = add nsw i32 %527, 3
  store i32 %528, ptr @_ZL9destroyed, align 4, !tbaa !6
  %529 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 44)
          to label %530 unwind label %1464

530:                                              ; preds = %526
  %531 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %532 = add nsw i32 %531, 1
  store i32 %532, ptr @_ZL9destroyed, align 4, !tbaa !6
  %533 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 124)
          to label %534 unwind label %1466

534:                                              ; preds = %530
  %535 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %536 = add nsw i32 %535, 2
  store i32 %536, ptr @_ZL9destroyed, align 4, !tbaa !6
  %537 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 204)
          to label %538 unwind label %1468

538:                                              ; preds = %534
  %539 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %540 = add nsw i32 %539, 3
  store i32 %540, ptr @_ZL9destroyed, align 4, !tbaa !6
  %541 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 45)
          to label %542 unwind label %1470

542:                                              ; preds = %538
  %543 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %544 = add nsw i32 %543, 1
  store i32 %544, ptr @_ZL9destroyed, align 4, !tbaa !6
  %545 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 125)
          to label %546 unwind label %1472

546:                                              ; preds = %542
  %547 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %548 = add nsw i32 %547, 2
  store i32 %548, ptr @_ZL9destroyed, align 4, !tbaa !6
  %549 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 205)
          to label %550 unwind label %1474

550:                                              ; preds = %546
  %551 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %552 = add nsw i32 %551, 3
  store i32 %552, ptr @_ZL9destroyed, align 4, !tbaa !6
  %553 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 46)
          to label %554 unwind label %1476

554:                                              ; preds = %550
  %555 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %556 = add nsw i32 %555, 1
  store i32 %556, ptr @_ZL9destroyed, align 4, !tbaa !6
  %557 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 126)
          to label %558 unwind label %1478

558:                                              ; preds = %554
  %559 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %560 = add nsw i32 %559, 2
  store i32 %560, ptr @_ZL9destroyed, align 4, !tbaa !6
  %561 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 206)
          to label %562 unwind label %1480

562:                                              ; preds = %558
  %563 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %564 = add nsw i32 %563, 3
  store i32 %564, ptr @_ZL9destroyed, align 4, !tbaa !6
  %565 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 47)
          to label %566 unwind label %1482

566:                                              ; preds = %562
  %567 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %568 = add nsw i32 %567, 1
  store i32 %568, ptr @_ZL9destroyed, align 4, !tbaa !6
  %569 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 127)
          to label %570 unwind label %1484

570:                                              ; preds = %566
  %571 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %572 = add nsw i32 %571, 2
  store i32 %572, ptr @_ZL9destroyed, align 4, !tbaa !6
  %573 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 207)
          to label %574 unwind label %1486

574:                                              ; preds = %570
  %575 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %576 = add nsw i32 %575, 3
  store i32 %576, ptr @_ZL9destroyed, align 4, !tbaa !6
  %577 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 48)
          to label %578 unwind label %1488

578:                                              ; preds = %574
  %579 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %580 = add nsw i32 %579, 1
  store i32 %580, ptr @_ZL9destroyed, align 4, !tbaa !6
  %581 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 128)
          to label %582 unwind label %1490

582:                                              ; preds = %578
  %583 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %584 = add nsw i32 %583, 2
  store i32 %584, ptr @_ZL9destroyed, align 4, !tbaa !6
  %585 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 208)
          to label %586 unwind label %1492

586:                                              ; preds = %582
  %587 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %588 = add nsw i32 %587, 3
  store i32 %588, ptr @_ZL9destroyed, align 4, !tbaa !6
  %589 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 49)
          to label %590 unwind label %1494

590:                                              ; preds = %586
  %591 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %592 = add nsw i32 %591, 1
  store i32 %592, ptr @_ZL9destroyed, align 4, !tbaa !6
  %593 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 129)
          to label %594 unwind label %1496

594:                                              ; preds = %590
  %595 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %596 = add nsw i32 %595, 2
  store i32 %596, ptr @_ZL9destroyed, align 4, !tbaa !6
  %597 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 209)
          to label %598 unwind label %1498

598:                                              ; preds = %594
  %599 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %600 = add nsw i32 %599, 3
  store i32 %600, ptr @_ZL9destroyed, align 4, !tbaa !6
  %601 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 50)
          to label %602 unwind label %1500

602:                                              ; preds = %598
  %603 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %604 = add nsw i32 %603, 1
  store i32 %604, ptr @_ZL9destroyed, align 4, !tbaa !6
  %605 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 130)
          to label %606 unwind label %1502

606:                                              ; preds = %602
  %607 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %608 = add nsw i32 %607, 2
  store i32 %608, ptr @_ZL9destroyed, align 4, !tbaa !6
  %609 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 210)
          to label %610 unwind label %1504

610:                                              ; preds = %606
  %611 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %612 = add nsw i32 %611, 3
  store i32 %612, ptr @_ZL9destroyed, align 4, !tbaa !6
  %613 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 51)
          to label %614 unwind label %1506

614:                                              ; preds = %610
  %615 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %616 = add nsw i32 %615, 1
  store i32 %616, ptr @_ZL9destroyed, align 4, !tbaa !6
  %617 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 131)
          to label %618 unwind label %1508

618:                                              ; preds = %614
  %619 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %620 = add nsw i32 %619, 2
  store i32 %620, ptr @_ZL9destroyed, align 4, !tbaa !6
  %621 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 211)
          to label %622 unwind label %1510

622:                                              ; preds = %618
  %623 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %624 = add nsw i32 %623, 3
  store i32 %624, ptr @_ZL9destroyed, align 4, !tbaa !6
  %625 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 52)
          to label %626 unwind label %1512

626:                                              ; preds = %622
  %627 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %628 = add nsw i32 %627, 1
  store i32 %628, ptr @_ZL9destroyed, align 4, !tbaa !6
  %629 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 132)
          to label %630 unwind label %1514

630:                                              ; preds = %626
  %631 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %632 = add nsw i32 %631, 2
  store i32 %632, ptr @_ZL9destroyed, align 4, !tbaa !6
  %633 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 212)
          to label %634 unwind label %1516

634:                                              ; preds = %630
  %635 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %636 = add nsw i32 %635, 3
  store i32 %636, ptr @_ZL9destroyed, align 4, !tbaa !6
  %637 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 53)
          to label %638 unwind label %1518

638:                                              ; preds = %634
  %639 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %640 = add nsw i32 %639, 1
  store i32 %640, ptr @_ZL9destroyed, align 4, !tbaa !6
  %641 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 133)
          to label %642 unwind label %1520

642:                                              ; preds = %638
  %643 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %644 = add nsw i32 %643, 2
  store i32 %644, ptr @_ZL9destroyed, align 4, !tbaa !6
  %645 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 213)
          to label %646 unwind label %1522

646:                                              ; preds = %642
  %647 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %648 = add nsw i32 %647, 3
  store i32 %648, ptr @_ZL9destroyed, align 4, !tbaa !6
  %649 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 54)
          to label %650 unwind label %1524

650:                                              ; preds = %646
  %651 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %652 = add nsw i32 %651, 1
  store i32 %652, ptr @_ZL9destroyed, align 4, !tbaa !6
  %653 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 134)
          to label %654 unwind label %1526

654:                                              ; preds = %650
  %655 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %656 = add nsw i32 %655, 2
  store i32 %656, ptr @_ZL9destroyed, align 4, !tbaa !6
  %657 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 214)
          to label %658 unwind label %1528

658:                                              ; preds = %654
  %659 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %660 = add nsw i32 %659, 3
  store i32 %660, ptr @_ZL9destroyed, align 4, !tbaa !6
  %661 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 55)
          to label %662 unwind label %1530

662:                                              ; preds = %658
  %663 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %664 = add nsw i32 %663, 1
  store i32 %664, ptr @_ZL9destroyed, align 4, !tbaa !6
  %665 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 135)
          to label %666 unwind label %1532

666:                                              ; preds = %662
  %667 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %668 = add nsw i32 %667, 2
  store i32 %668, ptr @_ZL9destroyed, align 4, !tbaa !6
  %669 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 215)
          to label %670 unwind label %1534

670:                                              ; preds = %666
  %671 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %672 = add nsw i32 %671, 3
  store i32 %672, ptr @_ZL9destroyed, align 4, !tbaa !6
  %673 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 56)
          to label %674 unwind label %1536

674:                                              ; preds = %670
  %675 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %676 = add nsw i32 %675, 1
  store i32 %676, ptr @_ZL9destroyed, align 4, !tbaa !6
  %677 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 136)
          to label %678 unwind label %1538

678:                                              ; preds = %674
  %679 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %680 = add nsw i32 %679, 2
  store i32 %680, ptr @_ZL9destroyed, align 4, !tbaa !6
  %681 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 216)
          to label %682 unwind label %1540

682:                                              ; preds = %678
  %683 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %684 = add nsw i32 %683, 3
  store i32 %684, ptr @_ZL9destroyed, align 4, !tbaa !6
  %685 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 57)
          to label %686 unwind label %1542

686:                                              ; preds = %682
  %687 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %688 = add nsw i32 %687, 1
  store i32 %688, ptr @_ZL9destroyed, align 4, !tbaa !6
  %689 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 137)
          to label %690 unwind label %1544

690:                                              ; preds = %686
  %691 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %692 = add nsw i32 %691, 2
  store i32 %692, ptr @_ZL9destroyed, align 4, !tbaa !6
  %693 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 217)
          to label %694 unwind label %1546

694:                                              ; preds = %690
  %695 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %696 = add nsw i32 %695, 3
  store i32 %696, ptr @_ZL9destroyed, align 4, !tbaa !6
  %697 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 58)
          to label %698 unwind label %1548

698:                                              ; preds = %694
  %699 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %700 = add nsw i32 %699, 1
  store i32 %700, ptr @_ZL9destroyed, align 4, !tbaa !6
  %701 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 138)
          to label %702 unwind label %1550

702:                                              ; preds = %698
  %703 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %704 = add nsw i32 %703, 2
  store i32 %704, ptr @_ZL9destroyed, align 4, !tbaa !6
  %705 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 218)
          to label %706 unwind label %1552

706:                                              ; preds = %702
  %707 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %708 = add nsw i32 %707, 3
  store i32 %708, ptr @_ZL9destroyed, align 4, !tbaa !6
  %709 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 59)
          to label %710 unwind label %1554

710:                                              ; preds = %706
  %711 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %712 = add nsw i32 %711, 1
  store i32 %712, ptr @_ZL9destroyed, align 4, !tbaa !6
  %713 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 139)
          to label %714 unwind label %1556

714:                                              ; preds = %710
  %715 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %716 = add nsw i32 %715, 2
  store i32 %716, ptr @_ZL9destroyed, align 4, !tbaa !6
  %717 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 219)
          to label %718 unwind label %1558

718:                                              ; preds = %714
  %719 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %720 = add nsw i32 %719, 3
  store i32 %720, ptr @_ZL9destroyed, align 4, !tbaa !6
  %721 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 60)
          to label %722 unwind label %1560

722:                                              ; preds = %718
  %723 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %724 = add nsw i32 %723, 1
  store i32 %724, ptr @_ZL9destroyed, align 4, !tbaa !6
  %725 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 140)
          to label %726 unwind label %1562

726:                                              ; preds = %722
  %727 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %728 = add nsw i32 %727, 2
  store i32 %728, ptr @_ZL9destroyed, align 4, !tbaa !6
  %729 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 220)
          to label %730 unwind label %1564

730:                                              ; preds = %726
  %731 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %732 = add nsw i32 %731, 3
  store i32 %732, ptr @_ZL9destroyed, align 4, !tbaa !6
  %733 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 61)
          to label %734 unwind label %1566

734:                                              ; preds = %730
  %735 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %736 = add nsw i32 %735, 1
  store i32 %736, ptr @_ZL9destroyed, align 4, !tbaa !6
  %737 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 141)
          to label %738 unwind label %1568

738:                                              ; preds = %734
  %739 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %740 = add nsw i32 %739, 2
  store i32 %740, ptr @_ZL9destroyed, align 4, !tbaa !6
  %741 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 221)
          to label %742 unwind label %1570

742:                                              ; preds = %738
  %743 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %744 = add nsw i32 %743, 3
  store i32 %744, ptr @_ZL9destroyed, align 4, !tbaa !6
  %745 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 62)
          to label %746 unwind label %1572

746:                                              ; preds = %742
  %747 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %748 = add nsw i32 %747, 1
  store i32 %748, ptr @_ZL9destroyed, align 4, !tbaa !6
  %749 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 142)
          to label %750 unwind label %1574

750:                                              ; preds = %746
  %751 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %752 = add nsw i32 %751, 2
  store i32 %752, ptr @_ZL9destroyed, align 4, !tbaa !6
  %753 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 222)
          to label %754 unwind label %1576

754:                                              ; preds = %750
  %755 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %756 = add nsw i32 %755, 3
  store i32 %756, ptr @_ZL9destroyed, align 4, !tbaa !6
  %757 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 63)
          to label %758 unwind label %1578

758:                                              ; preds = %754
  %759 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %760 = add nsw i32 %759, 1
  store i32 %760, ptr @_ZL9destroyed, align 4, !tbaa !6
  %761 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 143)
          to label %762 unwind label %1580

762:                                              ; preds = %758
  %763 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %764 = add nsw i32 %763, 2
  store i32 %764, ptr @_ZL9destroyed, align 4, !tbaa !6
  %765 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 223)
          to label %766 unwind label %1582

766:                                              ; preds = %762
  %767 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %768 = add nsw i32 %767, 3
  store i32 %768, ptr @_ZL9destroyed, align 4, !tbaa !6
  %769 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 64)
          to label %770 unwind label %1584

770:                                              ; preds = %766
  %771 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %772 = add nsw i32 %771, 1
  store i32 %772, ptr @_ZL9destroyed, align 4, !tbaa !6
  %773 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 144)
          to label %774 unwind label %1586

774:                                              ; preds = %770
  %775 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %776 = add nsw i32 %775, 2
  store i32 %776, ptr @_ZL9destroyed, align 4, !tbaa !6
  %777 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 224)
          to label %778 unwind label %1588

778:                                              ; preds = %774
  %779 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %780 = add nsw i32 %779, 3
  store i32 %780, ptr @_ZL9destroyed, align 4, !tbaa !6
  %781 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 65)
          to label %782 unwind label %1590

782:                                              ; preds = %778
  %783 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %784 = add nsw i32 %783, 1
  store i32 %784, ptr @_ZL9destroyed, align 4, !tbaa !6
  %785 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 145)
          to label %786 unwind label %1592

786:                                              ; preds = %782
  %787 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %788 = add nsw i32 %787, 2
  store i32 %788, ptr @_ZL9destroyed, align 4, !tbaa !6
  %789 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 225)
          to label %790 unwind label %1594

790:                                              ; preds = %786
  %791 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %792 = add nsw i32 %791, 3
  store i32 %792, ptr @_ZL9destroyed, align 4, !tbaa !6
  %793 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 66)
          to label %794 unwind label %1596

794:                                              ; preds = %790
  %795 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %796 = add nsw i32 %795, 1
  store i32 %796, ptr @_ZL9destroyed, align 4, !tbaa !6
  %797 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 146)
          to label %798 unwind label %1598

798:                                              ; preds = %794
  %799 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %800 = add nsw i32 %799, 2
  store i32 %800, ptr @_ZL9destroyed, align 4, !tbaa !6
  %801 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 226)
          to label %802 unwind label %1600

802:                                              ; preds = %798
  %803 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %804 = add nsw i32 %803, 3
  store i32 %804, ptr @_ZL9destroyed, align 4, !tbaa !6
  %805 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 67)
          to label %806 unwind label %1602

806:                                              ; preds = %802
  %807 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %808 = add nsw i32 %807, 1
  store i32 %808, ptr @_ZL9destroyed, align 4, !tbaa !6
  %809 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 147)
          to label %810 unwind label %1604

810:                                              ; preds = %806
  %811 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %812 = add nsw i32 %811, 2
  store i32 %812, ptr @_ZL9destroyed, align 4, !tbaa !6
  %813 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 227)
          to label %814 unwind label %1606

814:                                              ; preds = %810
  %815 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %816 = add nsw i32 %815, 3
  store i32 %816, ptr @_ZL9destroyed, align 4, !tbaa !6
  %817 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 68)
          to label %818 unwind label %1608

818:                                              ; preds = %814
  %819 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %820 = add nsw i32 %819, 1
  store i32 %820, ptr @_ZL9destroyed, align 4, !tbaa !6
  %821 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 148)
          to label %822 unwind label %1610

822:                                              ; preds = %818
  %823 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %824 = add nsw i32 %823, 2
  store i32 %824, ptr @_ZL9destroyed, align 4, !tbaa !6
  %825 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 228)
          to label %826 unwind label %1612

826:                                              ; preds = %822
  %827 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %828 = add nsw i32 %827, 3
  store i32 %828, ptr @_ZL9destroyed, align 4, !tbaa !6
  %829 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 69)
          to label %830 unwind label %1614

830:                                              ; preds = %826
  %831 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %832 = add nsw i32 %831, 1
  store i32 %832, ptr @_ZL9destroyed, align 4, !tbaa !6
  %833 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 149)
          to label %834 unwind label %1616

834:                                              ; preds = %830
  %835 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %836 = add nsw i32 %835, 2
  store i32 %836, ptr @_ZL9destroyed, align 4, !tbaa !6
  %837 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 229)
          to label %838 unwind label %1618

838:                                              ; preds = %834
  %839 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %840 = add nsw i32 %839, 3
  store i32 %840, ptr @_ZL9destroyed, align 4, !tbaa !6
  %841 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 70)
          to label %842 unwind label %1620

842:                                              ; preds = %838
  %843 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %844 = add nsw i32 %843, 1
  store i32 %844, ptr @_ZL9destroyed, align 4, !tbaa !6
  %845 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 150)
          to label %846 unwind label %1622

846:                                              ; preds = %842
  %847 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %848 = add nsw i32 %847, 2
  store i32 %848, ptr @_ZL9destroyed, align 4, !tbaa !6
  %849 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 230)
          to label %850 unwind label %1624

850:                                              ; preds = %846
  %851 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %852 = add nsw i32 %851, 3
  store i32 %852, ptr @_ZL9destroyed, align 4, !tbaa !6
  %853 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 71)
          to label %854 unwind label %1626

854:                                              ; preds = %850
  %855 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %856 = add nsw i32 %855, 1
  store i32 %856, ptr @_ZL9destroyed, align 4, !tbaa !6
  %857 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 151)
          to label %858 unwind label %1628

858:                                              ; preds = %854
  %859 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %860 = add nsw i32 %859, 2
  store i32 %860, ptr @_ZL9destroyed, align 4, !tbaa !6
  %861 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 231)
          to label %862 unwind label %1630

862:                                              ; preds = %858
  %863 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %864 = add nsw i32 %863, 3
  store i32 %864, ptr @_ZL9destroyed, align 4, !tbaa !6
  %865 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 72)
          to label %866 unwind label %1632

866:                                              ; preds = %862
  %867 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %868 = add nsw i32 %867, 1
  store i32 %868, ptr @_ZL9destroyed, align 4, !tbaa !6
  %869 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 152)
          to label %870 unwind label %1634

870:                                              ; preds = %866
  %871 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %872 = add nsw i32 %871, 2
  store i32 %872, ptr @_ZL9destroyed, align 4, !tbaa !6
  %873 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 232)
          to label %874 unwind label %1636

874:                                              ; preds = %870
  %875 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %876 = add nsw i32 %875, 3
  store i32 %876, ptr @_ZL9destroyed, align 4, !tbaa !6
  %877 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 73)
          to label %878 unwind label %1638

878:                                              ; preds = %874
  %879 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %880 = add nsw i32 %879, 1
  store i32 %880, ptr @_ZL9destroyed, align 4, !tbaa !6
  %881 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 153)
          to label %882 unwind label %1640

882:                                              ; preds = %878
  %883 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %884 = add nsw i32 %883, 2
  store i32 %884, ptr @_ZL9destroyed, align 4, !tbaa !6
  %885 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 233)
          to label %886 unwind label %1642

886:                                              ; preds = %882
  %887 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %888 = add nsw i32 %887, 3
  store i32 %888, ptr @_ZL9destroyed, align 4, !tbaa !6
  %889 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 74)
          to label %890 unwind label %1644

890:                                              ; preds = %886
  %891 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %892 = add nsw i32 %891, 1
  store i32 %892, ptr @_ZL9destroyed, align 4, !tbaa !6
  %893 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 154)
          to label %894 unwind label %1646

894:                                              ; preds = %890
  %895 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %896 = add nsw i32 %895, 2
  store i32 %896, ptr @_ZL9destroyed, align 4, !tbaa !6
  %897 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 234)
          to label %898 unwind label %1648

898:                                              ; preds = %894
  %899 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %900 = add nsw i32 %899, 3
  store i32 %900, ptr @_ZL9destroyed, align 4, !tbaa !6
  %901 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 75)
          to label %902 unwind label %1650

902:                                              ; preds = %898
  %903 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %904 = add nsw i32 %903, 1
  store i32 %904, ptr @_ZL9destroyed, align 4, !tbaa !6
  %905 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 155)
          to label %906 unwind label %1652

906:                                              ; preds = %902
  %907 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %908 = add nsw i32 %907, 2
  store i32 %908, ptr @_ZL9destroyed, align 4, !tbaa !6
  %909 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 235)
          to label %910 unwind label %1654

910:                                              ; preds = %906
  %911 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %912 = add nsw i32 %911, 3
  store i32 %912, ptr @_ZL9destroyed, align 4, !tbaa !6
  %913 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 76)
          to label %914 unwind label %1656

914:                                              ; preds = %910
  %915 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %916 = add nsw i32 %915, 1
  store i32 %916, ptr @_ZL9destroyed, align 4, !tbaa !6
  %917 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 156)
          to label %918 unwind label %1658

918:                                              ; preds = %914
  %919 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %920 = add nsw i32 %919, 2
  store i32 %920, ptr @_ZL9destroyed, align 4, !tbaa !6
  %921 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 236)
          to label %922 unwind label %1660

922:                                              ; preds = %918
  %923 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %924 = add nsw i32 %923, 3
  store i32 %924, ptr @_ZL9destroyed, align 4, !tbaa !6
  %925 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 77)
          to label %926 unwind label %1662

926:                                              ; preds = %922
  %927 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %928 = add nsw i32 %927, 1
  store i32 %928, ptr @_ZL9destroyed, align 4, !tbaa !6
  %929 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 157)
          to label %930 unwind label %1664

930:                                              ; preds = %926
  %931 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %932 = add nsw i32 %931, 2
  store i32 %932, ptr @_ZL9destroyed, align 4, !tbaa !6
  %933 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 237)
          to label %934 unwind label %1666

934:                                              ; preds = %930
  %935 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %936 = add nsw i32 %935, 3
  store i32 %936, ptr @_ZL9destroyed, align 4, !tbaa !6
  %937 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 78)
          to label %938 unwind label %1668

938:                                              ; preds = %934
  %939 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %940 = add nsw i32 %939, 1
  store i32 %940, ptr @_ZL9destroyed, align 4, !tbaa !6
  %941 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 158)
          to label %942 unwind label %1670

942:                                              ; preds = %938
  %943 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %944 = add nsw i32 %943, 2
  store i32 %944, ptr @_ZL9destroyed, align 4, !tbaa !6
  %945 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 238)
          to label %946 unwind label %1672

946:                                              ; preds = %942
  %947 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %948 = add nsw i32 %947, 3
  store i32 %948, ptr @_ZL9destroyed, align 4, !tbaa !6
  %949 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 79)
          to label %950 unwind label %1674

950:                                              ; preds = %946
  %951 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %952 = add nsw i32 %951, 1
  store i32 %952, ptr @_ZL9destroyed, align 4, !tbaa !6
  %953 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 159)
          to label %954 unwind label %1676

954:                                              ; preds = %950
  %955 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %956 = add nsw i32 %955, 2
  store i32 %956, ptr @_ZL9destroyed, align 4, !tbaa !6
  %957 = invoke fastcc noundef i32 @_ZL4stepi(i32 noundef 239)
          to label %958 unwind label %1678

958:                                              ; preds = %954
  %959 = add nuw nsw i32 %5, %1
  %960 = add nuw nsw i32 %959, %9
  %961 = add nuw nsw i32 %960, %13
  %962 = add nuw nsw i32 %961, %17
  %963 = add nuw nsw i32 %962, %21
  %964 = add nuw nsw i32 %963, %25
  %965 = add nuw nsw i32 %964, %29
  %966 = add nuw nsw i32 %965, %33
  %967 = add nuw nsw i32 %966, %37
  %968 = add nuw nsw i32 %967, %41
  %969 = add nuw nsw i32 %968, %45
  %970 = add nuw nsw i32 %969, %49
  %971 = add nuw nsw i32 %970, %53
  %972 = add nuw nsw i32 %971, %57
  %973 = add nuw nsw i32 %972, %61
  %974 = add nuw nsw i32 %973, %65
  %975 = add nuw nsw i32 %974, %69
  %976 = add nuw nsw i32 %975, %73
  %977 = add nuw nsw i32 %976, %77
  %978 = add nuw nsw i32 %977, %81
  %979 = add nuw nsw i32 %978, %85
  %980 = add nuw nsw i32 %979, %89
  %981 = add nuw nsw i32 %980, %93
  %982 = add nuw nsw i32 %981, %97
  %983 = add nuw nsw i32 %982, %101
  %984 = add nuw nsw i32 %983, %105
  %985 = add nuw nsw i32 %984, %109
  %986 = add nuw nsw i32 %985, %113
  %987 = add nuw nsw i32 %986, %117
  %988 = add nuw nsw i32 %987, %121
  %989 = add nuw nsw i32 %988, %125
  %990 = add nuw nsw i32 %989, %129
  %991 = add nuw nsw i32 %990, %133
  %992 = add nuw nsw i32 %991, %137
  %993 = add nuw nsw i32 %992, %141
  %994 = add nuw nsw i32 %993, %145
  %995 = add nuw nsw i32 %994, %149
  %996 = add nuw nsw i32 %995, %153
  %997 = add nuw nsw i32 %996, %157
  %998 = add nuw nsw i32 %997, %161
  %999 = add nuw nsw i32 %998, %165
  %1000 = add nuw nsw i32 %999, %169
  %1001 = add nuw nsw i32 %1000, %173
  %1002 = add nuw nsw i32 %1001, %177
  %1003 = add nuw nsw i32 %1002, %181
  %1004 = add nuw nsw i32 %1003, %185
  %1005 = add nuw nsw i32 %1004, %189
  %1006 = add nuw nsw i32 %1005, %193
  %1007 = add nuw nsw i32 %1006, %197
  %1008 = add nuw nsw i32 %1007, %201
  %1009 = add nuw nsw i32 %1008, %205
  %1010 = add nuw nsw i32 %1009, %209
  %1011 = add nuw nsw i32 %1010, %213
  %1012 = add nuw nsw i32 %1011, %217
  %1013 = add nuw nsw i32 %1012, %221
  %1014 = add nuw nsw i32 %1013, %225
  %1015 = add nuw nsw i32 %1014, %229
  %1016 = add nuw nsw i32 %1015, %233
  %1017 = add nuw nsw i32 %1016, %237
  %1018 = add nuw nsw i32 %1017, %241
  %1019 = add nuw nsw i32 %1018, %245
  %1020 = add nuw nsw i32 %1019, %249
  %1021 = add nuw nsw i32 %1020, %253
  %1022 = add nuw nsw i32 %1021, %257
  %1023 = add nuw nsw i32 %1022, %261
  %1024 = add nuw nsw i32 %1023, %265
  %1025 = add nuw nsw i32 %1024, %269
  %1026 = add nuw nsw i32 %1025, %273
  %1027 = add nuw nsw i32 %1026, %277
  %1028 = add nuw nsw i32 %1027, %281
  %1029 = add nuw nsw i32 %1028, %285
  %1030 = add nuw nsw i32 %1029, %289
  %1031 = add nuw nsw i32 %1030, %293
  %1032 = add nuw nsw i32 %1031, %297
  %1033 = add nuw nsw i32 %1032, %301
  %1034 = add nuw nsw i32 %1033, %305
  %1035 = add nuw nsw i32 %1034, %309
  %1036 = add nuw nsw i32 %1035, %313
  %1037 = add nuw nsw i32 %1036, %317
  %1038 = add nuw nsw i32 %1037, %321
  %1039 = add nuw nsw i32 %1038, %325
  %1040 = add nuw nsw i32 %1039, %329
  %1041 = add nuw nsw i32 %1040, %333
  %1042 = add nuw nsw i32 %1041, %337
  %1043 = add nuw nsw i32 %1042, %341
  %1044 = add nuw nsw i32 %1043, %345
  %1045 = add nuw nsw i32 %1044, %349
  %1046 = add nuw nsw i32 %1045, %353
  %1047 = add nuw nsw i32 %1046, %357
  %1048 = add nuw nsw i32 %1047, %361
  %1049 = add nuw nsw i32 %1048, %365
  %1050 = add nuw nsw i32 %1049, %369
  %1051 = add nuw nsw i32 %1050, %373
  %1052 = add nuw nsw i32 %1051, %377
  %1053 = add nuw nsw i32 %1052, %381
  %1054 = add nuw nsw i32 %1053, %385
  %1055 = add nuw nsw i32 %1054, %389
  %1056 = add nuw nsw i32 %1055, %393
  %1057 = add nuw nsw i32 %1056, %397
  %1058 = add nuw nsw i32 %1057, %401
  %1059 = add nuw nsw i32 %1058, %405
  %1060 = add nuw nsw i32 %1059, %409
  %1061 = add nuw nsw i32 %1060, %413
  %1062 = add nuw nsw i32 %1061, %417
  %1063 = add nuw nsw i32 %1062, %421
  %1064 = add nuw nsw i32 %1063, %425
  %1065 = add nuw nsw i32 %1064, %429
  %1066 = add nuw nsw i32 %1065, %433
  %1067 = add nuw nsw i32 %1066, %437
  %1068 = add nuw nsw i32 %1067, %441
  %1069 = add nuw nsw i32 %1068, %445
  %1070 = add nuw nsw i32 %1069, %449
  %1071 = add nuw nsw i32 %1070, %453
  %1072 = add nuw nsw i32 %1071, %457
  %1073 = add nuw nsw i32 %1072, %461
  %1074 = add nuw nsw i32 %1073, %465
  %1075 = add nuw nsw i32 %1074, %469
  %1076 = add nuw nsw i32 %1075, %473
  %1077 = add nuw nsw i32 %1076, %477
  %1078 = add nuw nsw i32 %1077, %481
  %1079 = add nuw nsw i32 %1078, %485
  %1080 = add nuw nsw i32 %1079, %489
  %1081 = add nuw nsw i32 %1080, %493
  %1082 = add nuw nsw i32 %1081, %497
  %1083 = add nuw nsw i32 %1082, %501
  %1084 = add nuw nsw i32 %1083, %505
  %1085 = add nuw nsw i32 %1084, %509
  %1086 = add nuw nsw i32 %1085, %513
  %1087 = add nuw nsw i32 %1086, %517
  %1088 = add nuw nsw i32 %1087, %521
  %1089 = add nuw nsw i32 %1088, %525
  %1090 = add nuw nsw i32 %1089, %529
  %1091 = add nuw nsw i32 %1090, %533
  %1092 = add nuw nsw i32 %1091, %537
  %1093 = add nuw nsw i32 %1092, %541
  %1094 = add nuw nsw i32 %1093, %545
  %1095 = add nuw nsw i32 %1094, %549
  %1096 = add nuw nsw i32 %1095, %553
  %1097 = add nuw nsw i32 %1096, %557
  %1098 = add nuw nsw i32 %1097, %561
  %1099 = add nuw nsw i32 %1098, %565
  %1100 = add nuw nsw i32 %1099, %569
  %1101 = add nuw nsw i32 %1100, %573
  %1102 = add nuw nsw i32 %1101, %577
  %1103 = add nuw nsw i32 %1102, %581
  %1104 = add nuw nsw i32 %1103, %585
  %1105 = add nuw nsw i32 %1104, %589
  %1106 = add nuw nsw i32 %1105, %593
  %1107 = add nuw nsw i32 %1106, %597
  %1108 = add nuw nsw i32 %1107, %601
  %1109 = add nuw nsw i32 %1108, %605
  %1110 = add nuw nsw i32 %1109, %609
  %1111 = add nuw nsw i32 %1110, %613
  %1112 = add nuw nsw i32 %1111, %617
  %1113 = add nuw nsw i32 %1112, %621
  %1114 = add nuw nsw i32 %1113, %625
  %1115 = add nuw nsw i32 %1114, %629
  %1116 = add nuw nsw i32 %1115, %633
  %1117 = add nuw nsw i32 %1116, %637
  %1118 = add nuw nsw i32 %1117, %641
  %1119 = add nuw nsw i32 %1118, %645
  %1120 = add nuw nsw i32 %1119, %649
  %1121 = add nuw nsw i32 %1120, %653
  %1122 = add nuw nsw i32 %1121, %657
  %1123 = add nuw nsw i32 %1122, %661
  %1124 = add nuw nsw i32 %1123, %665
  %1125 = add nuw nsw i32 %1124, %669
  %1126 = add nuw nsw i32 %1125, %673
  %1127 = add nuw nsw i32 %1126, %677
  %1128 = add nuw nsw i32 %1127, %681
  %1129 = add nuw nsw i32 %1128, %685
  %1130 = add nuw nsw i32 %1129, %689
  %1131 = add nuw nsw i32 %1130, %693
  %1132 = add nuw nsw i32 %1131, %697
  %1133 = add nuw nsw i32 %1132, %701
  %1134 = add nuw nsw i32 %1133, %705
  %1135 = add nuw nsw i32 %1134, %709
  %1136 = add nuw nsw i32 %1135, %713
  %1137 = add nuw nsw i32 %1136, %717
  %1138 = add nuw nsw i32 %1137, %721
  %1139 = add nuw nsw i32 %1138, %725
  %1140 = add nuw nsw i32 %1139, %729
  %1141 = add nuw nsw i32 %1140, %733
  %1142 = add nuw nsw i32 %1141, %737
  %1143 = add nuw nsw i32 %1142, %741
  %1144 = add nuw nsw i32 %1143, %745
  %1145 = add nuw nsw i32 %1144, %749
  %1146 = add nuw nsw i32 %1145, %753
  %1147 = add nuw nsw i32 %1146, %757
  %1148 = add nuw nsw i32 %1147, %761
  %1149 = add nuw nsw i32 %1148, %765
  %1150 = add nuw nsw i32 %1149, %769
  %1151 = add nuw nsw i32 %1150, %773
  %1152 = add nuw nsw i32 %1151, %777
  %1153 = add nuw nsw i32 %1152, %781
  %1154 = add nuw nsw i32 %1153, %785
  %1155 = add nuw nsw i32 %1154, %789
  %1156 = add nuw nsw i32 %1155, %793
  %1157 = add nuw nsw i32 %1156, %797
  %1158 = add nuw nsw i32 %1157, %801
  %1159 = add nuw nsw i32 %1158, %805
  %1160 = add nuw nsw i32 %1159, %809
  %1161 = add nuw nsw i32 %1160, %813
  %1162 = add nuw nsw i32 %1161, %817
  %1163 = add nuw nsw i32 %1162, %821
  %1164 = add nuw nsw i32 %1163, %825
  %1165 = add nuw nsw i32 %1164, %829
  %1166 = add nuw nsw i32 %1165, %833
  %1167 = add nuw nsw i32 %1166, %837
  %1168 = add nuw nsw i32 %1167, %841
  %1169 = add nuw nsw i32 %1168, %845
  %1170 = add nuw nsw i32 %1169, %849
  %1171 = add nuw nsw i32 %1170, %853
  %1172 = add nuw nsw i32 %1171, %857
  %1173 = add nuw nsw i32 %1172, %861
  %1174 = add nuw nsw i32 %1173, %865
  %1175 = add nuw nsw i32 %1174, %869
  %1176 = add nuw nsw i32 %1175, %873
  %1177 = add nuw nsw i32 %1176, %877
  %1178 = add nuw nsw i32 %1177, %881
  %1179 = add nuw nsw i32 %1178, %885
  %1180 = add nuw nsw i32 %1179, %889
  %1181 = add nuw nsw i32 %1180, %893
  %1182 = add nuw nsw i32 %1181, %897
  %1183 = add nuw nsw i32 %1182, %901
  %1184 = add nuw nsw i32 %1183, %905
  %1185 = add nuw nsw i32 %1184, %909
  %1186 = add nuw nsw i32 %1185, %913
  %1187 = add nuw nsw i32 %1186, %917
  %1188 = add nuw nsw i32 %1187, %921
  %1189 = add nuw nsw i32 %1188, %925
  %1190 = add nuw nsw i32 %1189, %929
  %1191 = add nuw nsw i32 %1190, %933
  %1192 = add nuw nsw i32 %1191, %937
  %1193 = add nuw nsw i32 %1192, %941
  %1194 = add nuw nsw i32 %1193, %945
  %1195 = add nuw nsw i32 %1194, %949
  %1196 = add nuw nsw i32 %1195, %953
  %1197 = add nuw nsw i32 %1196, %957
  %1198 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %1199 = add nsw i32 %1198, 3
  store i32 %1199, ptr @_ZL9destroyed, align 4, !tbaa !6
  ret i32 %1197

1200:                                             ; preds = %0
  %1201 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1202:                                             ; preds = %2
  %1203 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1204:                                             ; preds = %6
  %1205 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1206:                                             ; preds = %10
  %1207 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1208:                                             ; preds = %14
  %1209 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1210:                                             ; preds = %18
  %1211 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1212:                                             ; preds = %22
  %1213 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1214:                                             ; preds = %26
  %1215 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1216:                                             ; preds = %30
  %1217 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1218:                                             ; preds = %34
  %1219 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1220:                                             ; preds = %38
  %1221 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1222:                                             ; preds = %42
  %1223 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1224:                                             ; preds = %46
  %1225 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1226:                                             ; preds = %50
  %1227 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1228:                                             ; preds = %54
  %1229 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1230:                                             ; preds = %58
  %1231 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1232:                                             ; preds = %62
  %1233 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1234:                                             ; preds = %66
  %1235 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1236:                                             ; preds = %70
  %1237 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1238:                                             ; preds = %74
  %1239 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1240:                                             ; preds = %78
  %1241 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1242:                                             ; preds = %82
  %1243 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1244:                                             ; preds = %86
  %1245 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1246:                                             ; preds = %90
  %1247 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1248:                                             ; preds = %94
  %1249 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1250:                                             ; preds = %98
  %1251 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1252:                                             ; preds = %102
  %1253 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1254:                                             ; preds = %106
  %1255 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1256:                                             ; preds = %110
  %1257 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1258:                                             ; preds = %114
  %1259 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1260:                                             ; preds = %118
  %1261 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1262:                                             ; preds = %122
  %1263 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1264:                                             ; preds = %126
  %1265 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1266:                                             ; preds = %130
  %1267 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1268:                                             ; preds = %134
  %1269 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1270:                                             ; preds = %138
  %1271 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1272:                                             ; preds = %142
  %1273 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1274:                                             ; preds = %146
  %1275 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1276:                                             ; preds = %150
  %1277 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1278:                                             ; preds = %154
  %1279 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1280:                                             ; preds = %158
  %1281 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1282:                                             ; preds = %162
  %1283 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1284:                                             ; preds = %166
  %1285 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1286:                                             ; preds = %170
  %1287 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1288:                                             ; preds = %174
  %1289 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1290:                                             ; preds = %178
  %1291 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1292:                                             ; preds = %182
  %1293 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1294:                                             ; preds = %186
  %1295 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1296:                                             ; preds = %190
  %1297 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1298:                                             ; preds = %194
  %1299 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1300:                                             ; preds = %198
  %1301 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1302:                                             ; preds = %202
  %1303 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1304:                                             ; preds = %206
  %1305 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1306:                                             ; preds = %210
  %1307 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1308:                                             ; preds = %214
  %1309 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1310:                                             ; preds = %218
  %1311 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1312:                                             ; preds = %222
  %1313 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1314:                                             ; preds = %226
  %1315 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1316:                                             ; preds = %230
  %1317 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1318:                                             ; preds = %234
  %1319 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1320:                                             ; preds = %238
  %1321 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1322:                                             ; preds = %242
  %1323 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1324:                                             ; preds = %246
  %1325 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1326:                                             ; preds = %250
  %1327 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1328:                                             ; preds = %254
  %1329 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1330:                                             ; preds = %258
  %1331 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1332:                                             ; preds = %262
  %1333 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1334:                                             ; preds = %266
  %1335 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1336:                                             ; preds = %270
  %1337 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1338:                                             ; preds = %274
  %1339 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1340:                                             ; preds = %278
  %1341 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1342:                                             ; preds = %282
  %1343 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1344:                                             ; preds = %286
  %1345 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1346:                                             ; preds = %290
  %1347 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1348:                                             ; preds = %294
  %1349 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1350:                                             ; preds = %298
  %1351 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1352:                                             ; preds = %302
  %1353 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1354:                                             ; preds = %306
  %1355 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1356:                                             ; preds = %310
  %1357 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1358:                                             ; preds = %314
  %1359 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1360:                                             ; preds = %318
  %1361 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1362:                                             ; preds = %322
  %1363 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1364:                                             ; preds = %326
  %1365 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1366:                                             ; preds = %330
  %1367 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1368:                                             ; preds = %334
  %1369 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1370:                                             ; preds = %338
  %1371 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1372:                                             ; preds = %342
  %1373 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1374:                                             ; preds = %346
  %1375 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1376:                                             ; preds = %350
  %1377 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1378:                                             ; preds = %354
  %1379 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1380:                                             ; preds = %358
  %1381 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1382:                                             ; preds = %362
  %1383 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1384:                                             ; preds = %366
  %1385 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1386:                                             ; preds = %370
  %1387 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1388:                                             ; preds = %374
  %1389 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1390:                                             ; preds = %378
  %1391 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1392:                                             ; preds = %382
  %1393 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1394:                                             ; preds = %386
  %1395 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1396:                                             ; preds = %390
  %1397 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1398:                                             ; preds = %394
  %1399 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1400:                                             ; preds = %398
  %1401 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1402:                                             ; preds = %402
  %1403 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1404:                                             ; preds = %406
  %1405 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1406:                                             ; preds = %410
  %1407 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1408:                                             ; preds = %414
  %1409 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1410:                                             ; preds = %418
  %1411 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1412:                                             ; preds = %422
  %1413 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1414:                                             ; preds = %426
  %1415 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1416:                                             ; preds = %430
  %1417 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1418:                                             ; preds = %434
  %1419 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1420:                                             ; preds = %438
  %1421 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1422:                                             ; preds = %442
  %1423 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1424:                                             ; preds = %446
  %1425 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1426:                                             ; preds = %450
  %1427 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1428:                                             ; preds = %454
  %1429 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1430:                                             ; preds = %458
  %1431 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1432:                                             ; preds = %462
  %1433 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1434:                                             ; preds = %466
  %1435 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1436:                                             ; preds = %470
  %1437 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1438:                                             ; preds = %474
  %1439 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1440:                                             ; preds = %478
  %1441 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1442:                                             ; preds = %482
  %1443 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1444:                                             ; preds = %486
  %1445 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1446:                                             ; preds = %490
  %1447 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1448:                                             ; preds = %494
  %1449 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1450:                                             ; preds = %498
  %1451 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1452:                                             ; preds = %502
  %1453 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1454:                                             ; preds = %506
  %1455 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1456:                                             ; preds = %510
  %1457 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1458:                                             ; preds = %514
  %1459 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1460:                                             ; preds = %518
  %1461 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1462:                                             ; preds = %522
  %1463 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1464:                                             ; preds = %526
  %1465 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1466:                                             ; preds = %530
  %1467 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1468:                                             ; preds = %534
  %1469 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1470:                                             ; preds = %538
  %1471 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1472:                                             ; preds = %542
  %1473 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1474:                                             ; preds = %546
  %1475 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1476:                                             ; preds = %550
  %1477 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1478:                                             ; preds = %554
  %1479 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1480:                                             ; preds = %558
  %1481 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1482:                                             ; preds = %562
  %1483 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1484:                                             ; preds = %566
  %1485 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1486:                                             ; preds = %570
  %1487 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1488:                                             ; preds = %574
  %1489 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1490:                                             ; preds = %578
  %1491 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1492:                                             ; preds = %582
  %1493 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1494:                                             ; preds = %586
  %1495 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1496:                                             ; preds = %590
  %1497 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1498:                                             ; preds = %594
  %1499 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1500:                                             ; preds = %598
  %1501 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1502:                                             ; preds = %602
  %1503 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1504:                                             ; preds = %606
  %1505 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1506:                                             ; preds = %610
  %1507 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1508:                                             ; preds = %614
  %1509 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1510:                                             ; preds = %618
  %1511 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1512:                                             ; preds = %622
  %1513 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1514:                                             ; preds = %626
  %1515 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1516:                                             ; preds = %630
  %1517 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1518:                                             ; preds = %634
  %1519 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1520:                                             ; preds = %638
  %1521 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1522:                                             ; preds = %642
  %1523 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1524:                                             ; preds = %646
  %1525 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1526:                                             ; preds = %650
  %1527 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1528:                                             ; preds = %654
  %1529 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1530:                                             ; preds = %658
  %1531 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1532:                                             ; preds = %662
  %1533 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1534:                                             ; preds = %666
  %1535 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1536:                                             ; preds = %670
  %1537 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1538:                                             ; preds = %674
  %1539 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1540:                                             ; preds = %678
  %1541 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1542:                                             ; preds = %682
  %1543 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1544:                                             ; preds = %686
  %1545 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1546:                                             ; preds = %690
  %1547 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1548:                                             ; preds = %694
  %1549 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1550:                                             ; preds = %698
  %1551 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1552:                                             ; preds = %702
  %1553 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1554:                                             ; preds = %706
  %1555 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1556:                                             ; preds = %710
  %1557 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1558:                                             ; preds = %714
  %1559 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1560:                                             ; preds = %718
  %1561 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1562:                                             ; preds = %722
  %1563 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1564:                                             ; preds = %726
  %1565 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1566:                                             ; preds = %730
  %1567 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1568:                                             ; preds = %734
  %1569 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1570:                                             ; preds = %738
  %1571 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1572:                                             ; preds = %742
  %1573 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1574:                                             ; preds = %746
  %1575 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1576:                                             ; preds = %750
  %1577 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1578:                                             ; preds = %754
  %1579 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1580:                                             ; preds = %758
  %1581 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1582:                                             ; preds = %762
  %1583 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1584:                                             ; preds = %766
  %1585 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1586:                                             ; preds = %770
  %1587 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1588:                                             ; preds = %774
  %1589 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1590:                                             ; preds = %778
  %1591 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1592:                                             ; preds = %782
  %1593 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1594:                                             ; preds = %786
  %1595 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1596:                                             ; preds = %790
  %1597 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1598:                                             ; preds = %794
  %1599 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1600:                                             ; preds = %798
  %1601 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1602:                                             ; preds = %802
  %1603 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1604:                                             ; preds = %806
  %1605 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1606:                                             ; preds = %810
  %1607 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1608:                                             ; preds = %814
  %1609 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1610:                                             ; preds = %818
  %1611 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1612:                                             ; preds = %822
  %1613 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1614:                                             ; preds = %826
  %1615 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1616:                                             ; preds = %830
  %1617 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1618:                                             ; preds = %834
  %1619 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1620:                                             ; preds = %838
  %1621 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1622:                                             ; preds = %842
  %1623 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1624:                                             ; preds = %846
  %1625 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1626:                                             ; preds = %850
  %1627 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1628:                                             ; preds = %854
  %1629 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1630:                                             ; preds = %858
  %1631 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1632:                                             ; preds = %862
  %1633 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1634:                                             ; preds = %866
  %1635 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1636:                                             ; preds = %870
  %1637 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1638:                                             ; preds = %874
  %1639 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1640:                                             ; preds = %878
  %1641 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1642:                                             ; preds = %882
  %1643 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1644:                                             ; preds = %886
  %1645 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1646:                                             ; preds = %890
  %1647 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1648:                                             ; preds = %894
  %1649 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1650:                                             ; preds = %898
  %1651 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1652:                                             ; preds = %902
  %1653 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1654:                                             ; preds = %906
  %1655 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1656:                                             ; preds = %910
  %1657 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1658:                                             ; preds = %914
  %1659 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1660:                                             ; preds = %918
  %1661 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1662:                                             ; preds = %922
  %1663 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1664:                                             ; preds = %926
  %1665 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1666:                                             ; preds = %930
  %1667 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1668:                                             ; preds = %934
  %1669 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1670:                                             ; preds = %938
  %1671 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1672:                                             ; preds = %942
  %1673 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1674:                                             ; preds = %946
  %1675 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1676:                                             ; preds = %950
  %1677 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1678:                                             ; preds = %954
  %1679 = landingpad { ptr, i32 }
          cleanup
  br label %1680

1680:                                             ; preds = %1678, %1676, %1674, %1672, %1670, %1668, %1666, %1664, %1662, %1660, %1658, %1656, %1654, %1652, %1650, %1648, %1646, %1644, %1642, %1640, %1638, %1636, %1634, %1632, %1630, %1628, %1626, %1624, %1622, %1620, %1618, %1616, %1614, %1612, %1610, %1608, %1606, %1604, %1602, %1600, %1598, %1596, %1594, %1592, %1590, %1588, %1586, %1584, %1582, %1580, %1578, %1576, %1574, %1572, %1570, %1568, %1566, %1564, %1562, %1560, %1558, %1556, %1554, %1552, %1550, %1548, %1546, %1544, %1542, %1540, %1538, %1536, %1534, %1532, %1530, %1528, %1526, %1524, %1522, %1520, %1518, %1516, %1514, %1512, %1510, %1508, %1506, %1504, %1502, %1500, %1498, %1496, %1494, %1492, %1490, %1488, %1486, %1484, %1482, %1480, %1478, %1476, %1474, %1472, %1470, %1468, %1466, %1464, %1462, %1460, %1458, %1456, %1454, %1452, %1450, %1448, %1446, %1444, %1442, %1440, %1438, %1436, %1434, %1432, %1430, %1428, %1426, %1424, %1422, %1420, %1418, %1416, %1414, %1412, %1410, %1408, %1406, %1404, %1402, %1400, %1398, %1396, %1394, %1392, %1390, %1388, %1386, %1384, %1382, %1380, %1378, %1376, %1374, %1372, %1370, %1368, %1366, %1364, %1362, %1360, %1358, %1356, %1354, %1352, %1350, %1348, %1346, %1344, %1342, %1340, %1338, %1336, %1334, %1332, %1330, %1328, %1326, %1324, %1322, %1320, %1318, %1316, %1314, %1312, %1310, %1308, %1306, %1304, %1302, %1300, %1298, %1296, %1294, %1292, %1290, %1288, %1286, %1284, %1282, %1280, %1278, %1276, %1274, %1272, %1270, %1268, %1266, %1264, %1262, %1260, %1258, %1256, %1254, %1252, %1250, %1248, %1246, %1244, %1242, %1240, %1238, %1236, %1234, %1232, %1230, %1228, %1226, %1224, %1222, %1220, %1218, %1216, %1214, %1212, %1210, %1208, %1206, %1204, %1202, %1200
  %1681 = phi i32 [ 3, %1678 ], [ 2, %1676 ], [ 1, %1674 ], [ 3, %1672 ], [ 2, %1670 ], [ 1, %1668 ], [ 3, %1666 ], [ 2, %1664 ], [ 1, %1662 ], [ 3, %1660 ], [ 2, %1658 ], [ 1, %1656 ], [ 3, %1654 ], [ 2, %1652 ], [ 1, %1650 ], [ 3, %1648 ], [ 2, %1646 ], [ 1, %1644 ], [ 3, %1642 ], [ 2, %1640 ], [ 1, %1638 ], [ 3, %1636 ], [ 2, %1634 ], [ 1, %1632 ], [ 3, %1630 ], [ 2, %1628 ], [ 1, %1626 ], [ 3, %1624 ], [ 2, %1622 ], [ 1, %1620 ], [ 3, %1618 ], [ 2, %1616 ], [ 1, %1614 ], [ 3, %1612 ], [ 2, %1610 ], [ 1, %1608 ], [ 3, %1606 ], [ 2, %1604 ], [ 1, %1602 ], [ 3, %1600 ], [ 2, %1598 ], [ 1, %1596 ], [ 3, %1594 ], [ 2, %1592 ], [ 1, %1590 ], [ 3, %1588 ], [ 2, %1586 ], [ 1, %1584 ], [ 3, %1582 ], [ 2, %1580 ], [ 1, %1578 ], [ 3, %1576 ], [ 2, %1574 ], [ 1, %1572 ], [ 3, %1570 ], [ 2, %1568 ], [ 1, %1566 ], [ 3, %1564 ], [ 2, %1562 ], [ 1, %1560 ], [ 3, %1558 ], [ 2, %1556 ], [ 1, %1554 ], [ 3, %1552 ], [ 2, %1550 ], [ 1, %1548 ], [ 3, %1546 ], [ 2, %1544 ], [ 1, %1542 ], [ 3, %1540 ], [ 2, %1538 ], [ 1, %1536 ], [ 3, %1534 ], [ 2, %1532 ], [ 1, %1530 ], [ 3, %1528 ], [ 2, %1526 ], [ 1, %1524 ], [ 3, %1522 ], [ 2, %1520 ], [ 1, %1518 ], [ 3, %1516 ], [ 2, %1514 ], [ 1, %1512 ], [ 3, %1510 ], [ 2, %1508 ], [ 1, %1506 ], [ 3, %1504 ], [ 2, %1502 ], [ 1, %1500 ], [ 3, %1498 ], [ 2, %1496 ], [ 1, %1494 ], [ 3, %1492 ], [ 2, %1490 ], [ 1, %1488 ], [ 3, %1486 ], [ 2, %1484 ], [ 1, %1482 ], [ 3, %1480 ], [ 2, %1478 ], [ 1, %1476 ], [ 3, %1474 ], [ 2, %1472 ], [ 1, %1470 ], [ 3, %1468 ], [ 2, %1466 ], [ 1, %1464 ], [ 3, %1462 ], [ 2, %1460 ], [ 1, %1458 ], [ 3, %1456 ], [ 2, %1454 ], [ 1, %1452 ], [ 3, %1450 ], [ 2, %1448 ], [ 1, %1446 ], [ 3, %1444 ], [ 2, %1442 ], [ 1, %1440 ], [ 3, %1438 ], [ 2, %1436 ], [ 1, %1434 ], [ 3, %1432 ], [ 2, %1430 ], [ 1, %1428 ], [ 3, %1426 ], [ 2, %1424 ], [ 1, %1422 ], [ 3, %1420 ], [ 2, %1418 ], [ 1, %1416 ], [ 3, %1414 ], [ 2, %1412 ], [ 1, %1410 ], [ 3, %1408 ], [ 2, %1406 ], [ 1, %1404 ], [ 3, %1402 ], [ 2, %1400 ], [ 1, %1398 ], [ 3, %1396 ], [ 2, %1394 ], [ 1, %1392 ], [ 3, %1390 ], [ 2, %1388 ], [ 1, %1386 ], [ 3, %1384 ], [ 2, %1382 ], [ 1, %1380 ], [ 3, %1378 ], [ 2, %1376 ], [ 1, %1374 ], [ 3, %1372 ], [ 2, %1370 ], [ 1, %1368 ], [ 3, %1366 ], [ 2, %1364 ], [ 1, %1362 ], [ 3, %1360 ], [ 2, %1358 ], [ 1, %1356 ], [ 3, %1354 ], [ 2, %1352 ], [ 1, %1350 ], [ 3, %1348 ], [ 2, %1346 ], [ 1, %1344 ], [ 3, %1342 ], [ 2, %1340 ], [ 1, %1338 ], [ 3, %1336 ], [ 2, %1334 ], [ 1, %1332 ], [ 3, %1330 ], [ 2, %1328 ], [ 1, %1326 ], [ 3, %1324 ], [ 2, %1322 ], [ 1, %1320 ], [ 3, %1318 ], [ 2, %1316 ], [ 1, %1314 ], [ 3, %1312 ], [ 2, %1310 ], [ 1, %1308 ], [ 3, %1306 ], [ 2, %1304 ], [ 1, %1302 ], [ 3, %1300 ], [ 2, %1298 ], [ 1, %1296 ], [ 3, %1294 ], [ 2, %1292 ], [ 1, %1290 ], [ 3, %1288 ], [ 2, %1286 ], [ 1, %1284 ], [ 3, %1282 ], [ 2, %1280 ], [ 1, %1278 ], [ 3, %1276 ], [ 2, %1274 ], [ 1, %1272 ], [ 3, %1270 ], [ 2, %1268 ], [ 1, %1266 ], [ 3, %1264 ], [ 2, %1262 ], [ 1, %1260 ], [ 3, %1258 ], [ 2, %1256 ], [ 1, %1254 ], [ 3, %1252 ], [ 2, %1250 ], [ 1, %1248 ], [ 3, %1246 ], [ 2, %1244 ], [ 1, %1242 ], [ 3, %1240 ], [ 2, %1238 ], [ 1, %1236 ], [ 3, %1234 ], [ 2, %1232 ], [ 1, %1230 ], [ 3, %1228 ], [ 2, %1226 ], [ 1, %1224 ], [ 3, %1222 ], [ 2, %1220 ], [ 1, %1218 ], [ 3, %1216 ], [ 2, %1214 ], [ 1, %1212 ], [ 3, %1210 ], [ 2, %1208 ], [ 1, %1206 ], [ 3, %1204 ], [ 2, %1202 ], [ 1, %1200 ]
  %1682 = phi { ptr, i32 } [ %1679, %1678 ], [ %1677, %1676 ], [ %1675, %1674 ], [ %1673, %1672 ], [ %1671, %1670 ], [ %1669, %1668 ], [ %1667, %1666 ], [ %1665, %1664 ], [ %1663, %1662 ], [ %1661, %1660 ], [ %1659, %1658 ], [ %1657, %1656 ], [ %1655, %1654 ], [ %1653, %1652 ], [ %1651, %1650 ], [ %1649, %1648 ], [ %1647, %1646 ], [ %1645, %1644 ], [ %1643, %1642 ], [ %1641, %1640 ], [ %1639, %1638 ], [ %1637, %1636 ], [ %1635, %1634 ], [ %1633, %1632 ], [ %1631, %1630 ], [ %1629, %1628 ], [ %1627, %1626 ], [ %1625, %1624 ], [ %1623, %1622 ], [ %1621, %1620 ], [ %1619, %1618 ], [ %1617, %1616 ], [ %1615, %1614 ], [ %1613, %1612 ], [ %1611, %1610 ], [ %1609, %1608 ], [ %1607, %1606 ], [ %1605, %1604 ], [ %1603, %1602 ], [ %1601, %1600 ], [ %1599, %1598 ], [ %1597, %1596 ], [ %1595, %1594 ], [ %1593, %1592 ], [ %1591, %1590 ], [ %1589, %1588 ], [ %1587, %1586 ], [ %1585, %1584 ], [ %1583, %1582 ], [ %1581, %1580 ], [ %1579, %1578 ], [ %1577, %1576 ], [ %1575, %1574 ], [ %1573, %1572 ], [ %1571, %1570 ], [ %1569, %1568 ], [ %1567, %1566 ], [ %1565, %1564 ], [ %1563, %1562 ], [ %1561, %1560 ], [ %1559, %1558 ], [ %1557, %1556 ], [ %1555, %1554 ], [ %1553, %1552 ], [ %1551, %1550 ], [ %1549, %1548 ], [ %1547, %1546 ], [ %1545, %1544 ], [ %1543, %1542 ], [ %1541, %1540 ], [ %1539, %1538 ], [ %1537, %1536 ], [ %1535, %1534 ], [ %1533, %1532 ], [ %1531, %1530 ], [ %1529, %1528 ], [ %1527, %1526 ], [ %1525, %1524 ], [ %1523, %1522 ], [ %1521, %1520 ], [ %1519, %1518 ], [ %1517, %1516 ], [ %1515, %1514 ], [ %1513, %1512 ], [ %1511, %1510 ], [ %1509, %1508 ], [ %1507, %1506 ], [ %1505, %1504 ], [ %1503, %1502 ], [ %1501, %1500 ], [ %1499, %1498 ], [ %1497, %1496 ], [ %1495, %1494 ], [ %1493, %1492 ], [ %1491, %1490 ], [ %1489, %1488 ], [ %1487, %1486 ], [ %1485, %1484 ], [ %1483, %1482 ], [ %1481, %1480 ], [ %1479, %1478 ], [ %1477, %1476 ], [ %1475, %1474 ], [ %1473, %1472 ], [ %1471, %1470 ], [ %1469, %1468 ], [ %1467, %1466 ], [ %1465, %1464 ], [ %1463, %1462 ], [ %1461, %1460 ], [ %1459, %1458 ], [ %1457, %1456 ], [ %1455, %1454 ], [ %1453, %1452 ], [ %1451, %1450 ], [ %1449, %1448 ], [ %1447, %1446 ], [ %1445, %1444 ], [ %1443, %1442 ], [ %1441, %1440 ], [ %1439, %1438 ], [ %1437, %1436 ], [ %1435, %1434 ], [ %1433, %1432 ], [ %1431, %1430 ], [ %1429, %1428 ], [ %1427, %1426 ], [ %1425, %1424 ], [ %1423, %1422 ], [ %1421, %1420 ], [ %1419, %1418 ], [ %1417, %1416 ], [ %1415, %1414 ], [ %1413, %1412 ], [ %1411, %1410 ], [ %1409, %1408 ], [ %1407, %1406 ], [ %1405, %1404 ], [ %1403, %1402 ], [ %1401, %1400 ], [ %1399, %1398 ], [ %1397, %1396 ], [ %1395, %1394 ], [ %1393, %1392 ], [ %1391, %1390 ], [ %1389, %1388 ], [ %1387, %1386 ], [ %1385, %1384 ], [ %1383, %1382 ], [ %1381, %1380 ], [ %1379, %1378 ], [ %1377, %1376 ], [ %1375, %1374 ], [ %1373, %1372 ], [ %1371, %1370 ], [ %1369, %1368 ], [ %1367, %1366 ], [ %1365, %1364 ], [ %1363, %1362 ], [ %1361, %1360 ], [ %1359, %1358 ], [ %1357, %1356 ], [ %1355, %1354 ], [ %1353, %1352 ], [ %1351, %1350 ], [ %1349, %1348 ], [ %1347, %1346 ], [ %1345, %1344 ], [ %1343, %1342 ], [ %1341, %1340 ], [ %1339, %1338 ], [ %1337, %1336 ], [ %1335, %1334 ], [ %1333, %1332 ], [ %1331, %1330 ], [ %1329, %1328 ], [ %1327, %1326 ], [ %1325, %1324 ], [ %1323, %1322 ], [ %1321, %1320 ], [ %1319, %1318 ], [ %1317, %1316 ], [ %1315, %1314 ], [ %1313, %1312 ], [ %1311, %1310 ], [ %1309, %1308 ], [ %1307, %1306 ], [ %1305, %1304 ], [ %1303, %1302 ], [ %1301, %1300 ], [ %1299, %1298 ], [ %1297, %1296 ], [ %1295, %1294 ], [ %1293, %1292 ], [ %1291, %1290 ], [ %1289, %1288 ], [ %1287, %1286 ], [ %1285, %1284 ], [ %1283, %1282 ], [ %1281, %1280 ], [ %1279, %1278 ], [ %1277, %1276 ], [ %1275, %1274 ], [ %1273, %1272 ], [ %1271, %1270 ], [ %1269, %1268 ], [ %1267, %1266 ], [ %1265, %1264 ], [ %1263, %1262 ], [ %1261, %1260 ], [ %1259, %1258 ], [ %1257, %1256 ], [ %1255, %1254 ], [ %1253, %1252 ], [ %1251, %1250 ], [ %1249, %1248 ], [ %1247, %1246 ], [ %1245, %1244 ], [ %1243, %1242 ], [ %1241, %1240 ], [ %1239, %1238 ], [ %1237, %1236 ], [ %1235, %1234 ], [ %1233, %1232 ], [ %1231, %1230 ], [ %1229, %1228 ], [ %1227, %1226 ], [ %1225, %1224 ], [ %1223, %1222 ], [ %1221, %1220 ], [ %1219, %1218 ], [ %1217, %1216 ], [ %1215, %1214 ], [ %1213, %1212 ], [ %1211, %1210 ], [ %1209, %1208 ], [ %1207, %1206 ], [ %1205, %1204 ], [ %1203, %1202 ], [ %1201, %1200 ]
  %1683 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %1684 = add nsw i32 %1683, %1681
  store i32 %1684, ptr @_ZL9destroyed, align 4, !tbaa !6
  resume { ptr, i32 } %1682
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 4) i32 @_ZL4stepi(i32 noundef %0) unnamed_addr #3 {
  %2 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !6
  %3 = icmp eq i32 %2, %0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 %0, ptr %5, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #5
  unreachable

6:                                                ; preds = %1
  %7 = and i32 %0, 3
  ret i32 %7
}

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !7, i64 0}
!13 = !{!"_ZTS3TagILi0EE", !7, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"_ZTS3TagILi1EE", !7, i64 0}
!16 = !{!17, !7, i64 0}
!17 = !{!"_ZTS3TagILi2EE", !7, i64 0}
!18 = !{!19, !7, i64 0}
!19 = !{!"_ZTS3TagILi3EE", !7, i64 0}
!20 = !{!21, !7, i64 0}
!21 = !{!"_ZTS3TagILi4EE", !7, i64 0}
!22 = !{!23, !7, i64 0}
!23 = !{!"_ZTS3TagILi5EE", !7, i64 0}
!24 = !{!25, !7, i64 0}
!25 = !{!"_ZTS3TagILi6EE", !7, i64 0}
!26 = !{!27, !7, i64 0}
!27 = !{!"_ZTS3TagILi7EE", !7, i64 0}
!28 = !{!29, !7, i64 0}
!29 = !{!"_ZTS3TagILi8EE", !7, i64 0}
!30 = !{!31, !7, i64 0}
!31 = !{!"_ZTS3TagILi9EE", !7, i64 0}
!32 = !{!33, !7, i64 0}
!33 = !{!"_ZTS3TagILi10EE", !7, i64 0}
!34 = !{!35, !7, i64 0}
!35 = !{!"_ZTS3TagILi11EE", !7, i64 0}
!36 = !{!37, !7, i64 0}
!37 = !{!"_ZTS3TagILi12EE", !7, i64 0}
!38 = !{!39, !7, i64 0}
!39 = !{!"_ZTS3TagILi13EE", !7, i64 0}
!40 = !{!41, !7, i64 0}
!41 = !{!"_ZTS3TagILi14EE", !7, i64 0}
!42 = !{!43, !7, i64 0}
!43 = !{!"_ZTS3TagILi15EE", !7, i64 0}
!44 = !{!45, !7, i64 0}
!45 = !{!"_ZTS3TagILi16EE", !7, i64 0}
!46 = !{!47, !7, i64 0}
!47 = !{!"_ZTS3TagILi17EE", !7, i64 0}
!48 = !{!49, !7, i64 0}
!49 = !{!"_ZTS3TagILi18EE", !7, i64 0}
!50 = !{!51, !7, i64 0}
!51 = !{!"_ZTS3TagILi19EE", !7, i64 0}
!52 = !{!53, !7, i64 0}
!53 = !{!"_ZTS3TagILi20EE", !7, i64 0}
!54 = !{!55, !7, i64 0}
!55 = !{!"_ZTS3TagILi21EE", !7, i64 0}
!56 = !{!57, !7, i64 0}
!57 = !{!"_ZTS3TagILi22EE", !7, i64 0}
!58 = !{!59, !7, i64 0}
!59 = !{!"_ZTS3TagILi23EE", !7, i64 0}
!60 = !{!61, !7, i64 0}
!61 = !{!"_ZTS3TagILi24EE", !7, i64 0}
!62 = !{!63, !7, i64 0}
!63 = !{!"_ZTS3TagILi25EE", !7, i64 0}
!64 = !{!65, !7, i64 0}
!65 = !{!"_ZTS3TagILi26EE", !7, i64 0}
!66 = !{!67, !7, i64 0}
!67 = !{!"_ZTS3TagILi27EE", !7, i64 0}
!68 = !{!69, !7, i64 0}
!69 = !{!"_ZTS3TagILi28EE", !7, i64 0}
!70 = !{!71, !7, i64 0}
!71 = !{!"_ZTS3TagILi29EE", !7, i64 0}
!72 = !{!73, !7, i64 0}
!73 = !{!"_ZTS3TagILi30EE", !7, i64 0}
!74 = !{!75, !7, i64 0}
!75 = !{!"_ZTS3TagILi31EE", !7, i64 0}
!76 = !{!77, !7, i64 0}
!77 = !{!"_ZTS3TagILi32EE", !7, i64 0}
!78 = !{!79, !7, i64 0}
!79 = !{!"_ZTS3TagILi33EE", !7, i64 0}
!80 = !{!81, !7, i64 0}
!81 = !{!"_ZTS3TagILi34EE", !7, i64 0}
!82 = !{!83, !7, i64 0}
!83 = !{!"_ZTS3TagILi35EE", !7, i64 0}
!84 = !{!85, !7, i64 0}
!85 = !{!"_ZTS3TagILi36EE", !7, i64 0}
!86 = !{!87, !7, i64 0}
!87 = !{!"_ZTS3TagILi37EE", !7, i64 0}
!88 = !{!89, !7, i64 0}
!89 = !{!"_ZTS3TagILi38EE", !7, i64 0}
!90 = !{!91, !7, i64 0}
!91 = !{!"_ZTS3TagILi39EE", !7, i64 0}
!92 = !{!93, !7, i64 0}
!93 = !{!"_ZTS3TagILi40EE", !7, i64 0}
!94 = !{!95, !7, i64 0}
!95 = !{!"_ZTS3TagILi41EE", !7, i64 0}
!96 = !{!97, !7, i64 0}
!97 = !{!"_ZTS3TagILi42EE", !7, i64 0}
!98 = !{!99, !7, i64 0}
!99 = !{!"_ZTS3TagILi43EE", !7, i64 0}
!100 = !{!101, !7, i64 0}
!101 = !{!"_ZTS3TagILi44EE", !7, i64 0}
!102 = !{!103, !7, i64 0}
!103 = !{!"_ZTS3TagILi45EE", !7, i64 0}
!104 = !{!105, !7, i64 0}
!105 = !{!"_ZTS3TagILi46EE", !7, i64 0}
!106 = !{!107, !7, i64 0}
!107 = !{!"_ZTS3TagILi47EE", !7, i64 0}
!108 = !{!109, !7, i64 0}
!109 = !{!"_ZTS3TagILi48EE", !7, i64 0}
!110 = !{!111, !7, i64 0}
!111 = !{!"_ZTS3TagILi49EE", !7, i64 0}
!112 = !{!113, !7, i64 0}
!113 = !{!"_ZTS3TagILi50EE", !7, i64 0}
!114 = !{!115, !7, i64 0}
!115 = !{!"_ZTS3TagILi51EE", !7, i64 0}
!116 = !{!117, !7, i64 0}
!117 = !{!"_ZTS3TagILi52EE", !7, i64 0}
!118 = !{!119, !7, i64 0}
!119 = !{!"_ZTS3TagILi53EE", !7, i64 0}
!120 = !{!121, !7, i64 0}
!121 = !{!"_ZTS3TagILi54EE", !7, i64 0}
!122 = !{!123, !7, i64 0}
!123 = !{!"_ZTS3TagILi55EE", !7, i64 0}
!124 = !{!125, !7, i64 0}
!125 = !{!"_ZTS3TagILi56EE", !7, i64 0}
!126 = !{!127, !7, i64 0}
!127 = !{!"_ZTS3TagILi57EE", !7, i64 0}
!128 = !{!129, !7, i64 0}
!129 = !{!"_ZTS3TagILi58EE", !7, i64 0}
!130 = !{!131, !7, i64 0}
!131 = !{!"_ZTS3TagILi59EE", !7, i64 0}
!132 = !{!133, !7, i64 0}
!133 = !{!"_ZTS3TagILi60EE", !7, i64 0}
!134 = !{!135, !7, i64 0}
!135 = !{!"_ZTS3TagILi61EE", !7, i64 0}
!136 = !{!137, !7, i64 0}
!137 = !{!"_ZTS3TagILi62EE", !7, i64 0}
!138 = !{!139, !7, i64 0}
!139 = !{!"_ZTS3TagILi63EE", !7, i64 0}
!140 = !{!141, !7, i64 0}
!141 = !{!"_ZTS3TagILi64EE", !7, i64 0}
!142 = !{!143, !7, i64 0}
!143 = !{!"_ZTS3TagILi65EE", !7, i64 0}
!144 = !{!145, !7, i64 0}
!145 = !{!"_ZTS3TagILi66EE", !7, i64 0}
!146 = !{!147, !7, i64 0}
!147 = !{!"_ZTS3TagILi67EE", !7, i64 0}
!148 = !{!149, !7, i64 0}
!149 = !{!"_ZTS3TagILi68EE", !7, i64 0}
!150 = !{!151, !7, i64 0}
!151 = !{!"_ZTS3TagILi69EE", !7, i64 0}
!152 = !{!153, !7, i64 0}
!153 = !{!"_ZTS3TagILi70EE", !7, i64 0}
!154 = !{!155, !7, i64 0}
!155 = !{!"_ZTS3TagILi71EE", !7, i64 0}
!156 = !{!157, !7, i64 0}
!157 = !{!"_ZTS3TagILi72EE", !7, i64 0}
!158 = !{!159, !7, i64 0}
!159 = !{!"_ZTS3TagILi73EE", !7, i64 0}
!160 = !{!161, !7, i64 0}
!161 = !{!"_ZTS3TagILi74EE", !7, i64 0}
!162 = !{!163, !7, i64 0}
!163 = !{!"_ZTS3TagILi75EE", !7, i64 0}
!164 = !{!165, !7, i64 0}
!165 = !{!"_ZTS3TagILi76EE", !7, i64 0}
!166 = !{!167, !7, i64 0}
!167 = !{!"_ZTS3TagILi77EE", !7, i64 0}
!168 = !{!169, !7, i64 0}
!169 = !{!"_ZTS3TagILi78EE", !7, i64 0}
!170 = !{!171, !7, i64 0}
!171 = !{!"_ZTS3TagILi79EE", !7, i64 0}
